"""A project's rulebook says a declared identity by its card's name (issue 10, item 1; left by c10).

`class "Minstrel" { is troubadour }` makes `class troubadour` a word of the project's set; the text of
a card naming it (`if class troubadour: strength -1`) says "Minstrel", as `watch` and `diff` faces
do (tests/test_c10_face_identities.py). The rulebook's card examples said "Troubadour", the word
capitalized, in every language: toolkit/rulebook/cardtext.py rendered without the set's identities.
"""

from __future__ import annotations

import re
from pathlib import Path

from toolkit.cli.project import project_translations
from toolkit.i18n.catalogs import LANGUAGES
from toolkit.lang.load import load
from toolkit.project import init, read
from toolkit.rulebook import build_rulebooks

CARDS = """game munchkin

class "Minstrel" @bards-001 {
  is troubadour
  during combat: strength +1
}

monster "Tone-Deaf Ogre" @bards-002 {
  level 6
  treasures 2
  escape +2
  if class troubadour: strength -1
  bad stuff: lose 1 level
}
"""


def test_every_language_s_rulebook_names_the_declared_class_by_its_card(tmp_path: Path) -> None:
    folder = tmp_path / "bards"
    init(folder, "munchkin")
    for starter in (folder / "cards").glob("*.cards"):
        starter.unlink()  # the starter card is not what this test is about
    (folder / "cards" / "bards.cards").write_text(CARDS, encoding="utf-8")
    project = read(folder / "deckwright.toml")
    loaded = load([str(project.cards)], bases=project.bases())
    assert loaded.ok, [d.headline() for d in loaded.diagnostics]
    cards = {"munchkin": [c for c in loaded.cards if c.game == "munchkin"]}
    out = tmp_path / "rulebooks"
    translations = project_translations(project)
    results = build_rulebooks(
        out, games=["munchkin"], languages=LANGUAGES, formats=("html",), cards=cards, project=translations
    )
    assert [r.lang for r in results] == list(LANGUAGES)
    for lang in LANGUAGES:
        html = (out / f"munchkin-{lang}.html").read_text(encoding="utf-8")
        texts = re.findall(r'<p class="card-text">(.*?)</p>', html, re.DOTALL)
        ogre = [t for t in texts if "6" in t]  # Level 6
        assert ogre, (lang, texts)  # the ogre is the rulebook's example of running away
        assert all("Minstrel" in t and "Troubadour" not in t for t in ogre), (lang, ogre)
