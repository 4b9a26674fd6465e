"""Card-set projects: a folder with a ``deckwright.toml``, found upward from the working directory.

A project names its game and the set it builds on (its base set: a shipped set by name, a folder,
or none), where its cards live, its languages, where ``deckwright build`` writes, and the warnings
it allows everywhere::

    [project]
    name = "goblin-expansion"
    game = "munchkin"
    base = "munchkin"
    cards = "cards"
    languages = ["en"]
    output = "output"

    [allow]
    codes = ["E0118: our goblin tags are short on purpose"]

Every command run anywhere inside the folder finds it, as ruff finds pyproject.toml (docs/projects.md).
The project's cards add to its base set's, or replace those of the same name: names resolve in the
project first (toolkit.validate.testing.card_pool). Read by the command line and the build; the
core is told the base sets (``Bases``) and the codes allowed, never this file.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from toolkit.lang import games
from toolkit.lang.diagnostics import did_you_mean
from toolkit.lang.sets import Bases, shipped_names, shipped_set

CONFIG = "deckwright.toml"
_CODE = re.compile(r"^([A-Za-z]+\d+)\s*(?::\s*(.*))?$")  # a code, or a slip of one (allow.refusal says which)
_KEYS = {"name", "game", "base", "cards", "languages", "output"}
# The tables of deckwright.toml: [project], [allow] (warnings allowed) and [text] (cli/i18n.text_languages).
_TABLES = {"project", "allow", "text"}


class ProjectError(Exception):
    """A deckwright.toml that cannot be used: the message says where and why."""


@dataclass(frozen=True)
class Project:
    root: Path
    game: str
    name: str = ""
    base: str = ""  # a shipped set's name, a folder relative to root, or "" for none
    cards_dir: str = "cards"
    languages: tuple[str, ...] = ("en",)
    output_dir: str = "output"
    allow: dict[str, str] = field(default_factory=dict)  # code → why

    @property
    def config(self) -> Path:
        return self.root / CONFIG

    @property
    def cards(self) -> Path:
        return self.root / self.cards_dir

    @property
    def output(self) -> Path:
        return self.root / self.output_dir

    def base_dir(self) -> Path | None:
        """The folder of the base set, if the project has one."""
        if not self.base:
            return None
        shipped = shipped_set(self.base)
        if shipped is not None and not (self.root / self.base).is_dir():
            return shipped
        return (self.root / self.base).resolve()

    def bases(self) -> Bases:
        """The base set of the project's game, as the loader takes it (toolkit.lang.sets.Bases)."""
        found = self.base_dir()
        # The project's own cards first: one file checked alone still knows its other files' words
        # and cards (the loader leaves this link out when the files given hold it whole).
        chain = [self.cards.resolve()] + ([found] if found is not None and found != self.cards.resolve() else [])
        # Another game's files (a file of `game munchkin-kungfu` in a munchkin project, `simulate --game
        # munchkin-kungfu` there) build on that game's shipped set, as they do outside a project.
        others = {name: [str(path)] for name in games.names() if (path := shipped_set(name)) is not None}
        return {**others, self.game: [str(p) for p in chain]}


def find(start: Path | None = None) -> Path | None:
    """The deckwright.toml of the project holding ``start`` (the working directory), looking upward."""
    here = (start or Path.cwd()).resolve()
    for folder in (here, *here.parents):
        candidate = folder / CONFIG
        if candidate.is_file():
            return candidate
    return None


def current(start: Path | None = None) -> Project | None:
    """The project the working directory is in, or None; ProjectError for a config that cannot be used."""
    config = find(start)
    return read(config) if config is not None else None


def read(config: Path) -> Project:
    import tomllib  # here: every command looks for a project, most run outside one (start-up)

    try:
        text = config.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ProjectError(f"{config}: cannot read the project's config: {exc}") from None
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        where = re.search(r"\(at line (\d+), column (\d+)\)", str(exc))
        place = f"{config}:{where[1]}:{where[2]}" if where else str(config)
        raise ProjectError(f"{place}: not valid TOML: {str(exc).split(' (at ')[0]}") from None
    tables = sorted(set(data) - _TABLES)
    if tables:  # a slip (`[alow]`) would otherwise be read as nothing, its allows silently lost
        best = did_you_mean(tables[0], _TABLES)
        raise ProjectError(
            f"{config}: unknown table [{tables[0]}]"
            + (f"; did you mean [{best}]?" if best else f" (tables: {', '.join(f'[{t}]' for t in sorted(_TABLES))})")
        )
    table = data.get("project")
    if not isinstance(table, dict):
        raise ProjectError(f'{config}: no [project] table (it names the game: game = "munchkin")')
    unknown = sorted(set(table) - _KEYS)
    if unknown:
        best = did_you_mean(unknown[0], _KEYS)
        raise ProjectError(
            f"{config}: unknown key '{unknown[0]}' in [project]"
            + (f"; did you mean '{best}'?" if best else f" (keys: {', '.join(sorted(_KEYS))})")
        )
    game = table.get("game")
    known = list(games.names())
    if not isinstance(game, str) or games.get(game) is None:
        best = did_you_mean(str(game), known) if isinstance(game, str) else None
        suggested = f"; did you mean '{best}'?" if best else ""
        raise ProjectError(f"{config}: unknown game {game!r}{suggested} (games: {', '.join(known)})")
    defaults = (("name", ""), ("base", game if shipped_set(game) else ""), ("cards", "cards"), ("output", "output"))
    strings = {key: table.get(key, default) for key, default in defaults}
    for key, value in strings.items():
        if not isinstance(value, str):
            raise ProjectError(f"{config}: '{key}' is a text in quotes, not {value!r}")
    languages = table.get("languages", ["en"])
    if not isinstance(languages, list) or not all(isinstance(x, str) and x for x in languages):
        raise ProjectError(f'{config}: \'languages\' is a list of language codes, such as ["en", "de"]')
    from toolkit.i18n.catalogs import LANGUAGES  # the languages there are catalogs and card text for

    for code in languages:
        if code not in LANGUAGES:
            near = did_you_mean(code, LANGUAGES)
            hint = f"; did you mean '{near}'?" if near else ""
            raise ProjectError(f"{config}: unknown language '{code}'{hint} (languages: {', '.join(LANGUAGES)})")
    project = Project(
        root=config.parent.resolve(),
        game=game,
        name=strings["name"] or config.parent.resolve().name,
        base=strings["base"],
        cards_dir=strings["cards"],
        languages=tuple(languages),
        output_dir=strings["output"],
        allow=_allow(config, data.get("allow", {}), text),
    )
    if project.base and shipped_set(project.base) is None and not (project.root / project.base).is_dir():
        sets = shipped_names()
        best = did_you_mean(project.base, sets)
        raise ProjectError(
            f"{config}: base set '{project.base}' is neither a shipped set nor a folder"
            + (f"; did you mean '{best}'?" if best else "")
            + f' (shipped sets: {", ".join(sets) or "none"}; "" for none)'
        )
    return project


def _allow(config: Path, table: object, text: str = "") -> dict[str, str]:
    from toolkit.lang.allow import refusal

    if not isinstance(table, dict) or not isinstance(table.get("codes", []), list):
        raise ProjectError(f'{config}: [allow] holds codes = ["V0117: why", ...]')
    unknown = sorted(set(table) - {"codes"})
    if unknown:  # `code = [...]` would allow nothing, without a word
        best = did_you_mean(unknown[0], ["codes"])
        raise ProjectError(
            f"{config}: unknown key '{unknown[0]}' in [allow]"
            + (f"; did you mean '{best}'?" if best else " (keys: codes)")
        )
    found: dict[str, str] = {}
    for entry in table.get("codes", []):
        match = _CODE.match(entry.strip()) if isinstance(entry, str) else None
        if match is None:
            # At the entry's line and column, as every other problem of the file; a code and its why run
            # together (`'V0117 no reason'`) get the colon they lack.
            slip = re.match(r"^([A-Za-z]+\d+)\s+(\S.*)$", entry.strip()) if isinstance(entry, str) else None
            raise ProjectError(
                f"{_place(config, text, entry if isinstance(entry, str) else str(entry))}: [allow] codes: "
                f'{entry!r} is not a code such as "V0117: why"'
                + (f"; did you mean '{slip[1]}: {slip[2]}'?" if slip else "")
            )
        why = refusal(match[1])
        if why is not None:  # only warnings can be allowed: an error allowed would silently stay one
            raise ProjectError(f"{_place(config, text, match[1])}: [allow] codes: cannot allow {match[1]}: {why}")
        found[match[1]] = (match[2] or "").strip()
    return found


def _place(config: Path, text: str, code: str) -> str:
    """``config:line:column`` of the first ``code`` (a code, or an entry as written) after the [allow]
    table's header, else ``config``."""
    start = text.find("[allow]")
    at = text.find(code, max(start, 0)) if start >= 0 else -1
    if at < 0:
        return str(config)
    line = text.count("\n", 0, at) + 1
    return f"{config}:{line}:{at - (text.rfind(chr(10), 0, at) + 1) + 1}"


# ---------------------------------------------------------------- deckwright init


def config_text(name: str, game: str, base: str) -> str:
    return f'''# A Deckwright card-set project (docs/projects.md). Every command run inside this folder uses it.
[project]
name = "{name}"
game = "{game}"
# The set these cards build on: a shipped set by name, a folder (relative to this file), or "" for none.
# Its cards, races, classes and tags are this project's too; a card here of the same name replaces its own.
base = "{base}"
# Where this project's .cards files live.
cards = "cards"
# The languages of the card texts and rulebooks.
languages = ["en"]
# Where `deckwright build` writes its reports and the catalog.
output = "output"

[allow]
# Warnings allowed everywhere in the project, each with why: codes = ["V0117: why"].
# A single card allows one with a comment before it or inside it: # allow V0117: why
codes = []
'''


def init(folder: Path, game: str, base: str | None = None, starter: str = "") -> list[Path]:
    """Write a new project into ``folder`` (made if need be): deckwright.toml, a starter card file and
    a .gitignore for the output. ProjectError if the folder already holds a project."""
    if games.get(game) is None:
        known = list(games.names())
        best = did_you_mean(game, known)
        raise ProjectError(
            f"unknown game '{game}'" + (f"; did you mean '{best}'?" if best else "") + f" (games: {', '.join(known)})"
        )
    config = folder / CONFIG
    if config.exists():
        raise ProjectError(f"{config} already exists: this folder is a project already")
    base = (game if shipped_set(game) is not None else "") if base is None else base
    if base and shipped_set(base) is None and not (folder / base).is_dir():
        raise ProjectError(f"base set '{base}' is neither a shipped set ({', '.join(shipped_names())}) nor a folder")
    name = re.sub(r"[^a-z0-9]+", "-", folder.resolve().name.lower()).strip("-") or "my-set"
    written = []
    try:
        (folder / "cards").mkdir(parents=True, exist_ok=True)
        config.write_text(config_text(name, game, base), encoding="utf-8")
        written.append(config)
        first = folder / "cards" / f"{name}.cards"
        if not first.exists():
            first.write_text(starter or f"game {game}\n", encoding="utf-8")
            written.append(first)
        ignore = folder / ".gitignore"
        if not ignore.exists():
            ignore.write_text("output/\n", encoding="utf-8")
            written.append(ignore)
    except OSError as exc:
        raise ProjectError(f"cannot write the project into {folder}: {exc.strerror or exc}") from None
    return written
