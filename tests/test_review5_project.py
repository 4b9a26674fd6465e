"""Fifth review pass: a deckwright.toml table or [allow] key that is not one of the config's (a slip:
`[alow]`, `code = [...]`) was read as nothing at all, so the warnings it meant to allow stayed warnings
with no word of why; an unknown key of [project] was already an error. Now both are, with did you mean."""

from __future__ import annotations

from pathlib import Path

import pytest

from toolkit.project import ProjectError, read


def config(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "deckwright.toml"
    path.write_text('[project]\ngame = "munchkin"\n' + text, encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ('\n[alow]\ncodes = ["V0117: bosses"]\n', "unknown table [alow]; did you mean [allow]?"),
        ('\n[allow]\ncode = ["V0117: bosses"]\n', "unknown key 'code' in [allow]; did you mean 'codes'?"),
        ('\n[txet]\nlanguages = ["en"]\n', "unknown table [txet]; did you mean [text]?"),
    ],
)
def test_a_slip_in_the_config_is_an_error(tmp_path: Path, text: str, said: str) -> None:
    with pytest.raises(ProjectError) as raised:
        read(config(tmp_path, text))
    assert said in str(raised.value), str(raised.value)
    assert str(tmp_path / "deckwright.toml") in str(raised.value)


def test_the_configs_own_tables_are_read(tmp_path: Path) -> None:
    project = read(config(tmp_path, '\n[allow]\ncodes = ["V0117: bosses"]\n\n[text]\nlanguages = ["en", "uk"]\n'))
    assert project.allow == {"V0117": "bosses"}
