"""``deckwright diff A B``: what changed between two versions of a card set.

A version is a folder, or a git revision of the repository the cards are in (its files read with
``git show REV:path``; nothing is checked out). Cards are matched by identity (their ``@id``, else
their name), so a renamed card is one card changed. A card changed when its meaning did (its
content hash: moving it or editing its comments is no change), and the change is told field by
field (the cells a sheet shows) and rule by rule (lines removed and added), with the generated
text before and after.
"""

from __future__ import annotations

import difflib
import subprocess
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from toolkit.lang import games, model
from toolkit.lang.diagnostics import Diagnostic
from toolkit.lang.formatter import format_statement
from toolkit.lang.sets import Bases
from toolkit.lang.source import decode_source
from toolkit.lang.vocabulary import COMMON_FIELDS, FieldSpec
from toolkit.sheet.cardset import CardSet, Entry, read_files, read_set
from toolkit.sheet.cells import current_fields, field_cell, split
from toolkit.sheet.errors import SheetError
from toolkit.sheet.generated import generated_text


@dataclass(frozen=True)
class FieldChange:
    name: str
    before: str
    after: str


@dataclass
class CardChange:
    status: str  # "added", "removed" or "changed"
    game: str
    kind: str
    name: str
    card_id: str
    path: str  # where it is (after; before for a removed card)
    old_name: str = ""
    old_kind: str = ""
    fields: list[FieldChange] = field(default_factory=list)
    rules_removed: list[str] = field(default_factory=list)
    rules_added: list[str] = field(default_factory=list)
    rules: list[str] = field(default_factory=list)  # an added or removed card's rules
    text_before: dict[str, str] = field(default_factory=dict)  # language → generated text
    text_after: dict[str, str] = field(default_factory=dict)
    # Each version's card model (None where the card is not in it), for whoever draws the faces.
    card_before: model.Card | None = field(default=None, repr=False, compare=False)
    card_after: model.Card | None = field(default=None, repr=False, compare=False)


@dataclass
class SetDiff:
    before: str  # the versions' labels
    after: str
    changes: list[CardChange] = field(default_factory=list)
    problems: list[Diagnostic] = field(default_factory=list)  # cards of either version that did not check

    def of(self, status: str) -> list[CardChange]:
        return [c for c in self.changes if c.status == status]

    @property
    def empty(self) -> bool:
        return not self.changes


# ---------------------------------------------------------------- versions


def _git(repo: Path, *args: str) -> bytes:
    try:
        done = subprocess.run(["git", *args], cwd=repo, capture_output=True, timeout=60, check=False)
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise SheetError("S0020", f"cannot run git: {exc}", "install git, or compare two folders") from None
    if done.returncode != 0:
        message = done.stderr.decode("utf-8", "replace").strip().splitlines()
        raise SheetError("S0021", f"git {' '.join(args[:2])}: {message[-1] if message else 'failed'}", None)
    return done.stdout


def git_root(start: Path) -> Path | None:
    try:
        return Path(_git(start, "rev-parse", "--show-toplevel").decode().strip())
    except SheetError:
        return None


def revision_texts(repo: Path, revision: str, paths: Sequence[str]) -> dict[str, str]:
    """The card files under ``paths`` (relative to ``repo``'s working folder) at ``revision``:
    ``REV:path`` → text. SheetError for a revision git does not know."""
    if revision.startswith("-"):
        raise SheetError("S0021", f"'{revision}' is not a revision", "give a commit, a tag or a branch")
    try:
        commit = _git(repo, "rev-parse", "--verify", "--quiet", f"{revision}^{{commit}}").decode().strip()
    except SheetError:
        raise SheetError(
            "S0021",
            f"'{revision}' is neither a folder nor a revision of the repository at {repo}",
            "give two folders, or two commits, tags or branches (git log --oneline)",
        ) from None
    listing = _git(repo, "ls-tree", "-r", "-z", "--name-only", "--full-name", commit, "--", *(paths or ["."]))
    texts: dict[str, str] = {}
    for name in sorted(n for n in listing.decode("utf-8", "surrogateescape").split("\0") if n.endswith(".cards")):
        data = _git(repo, "show", f"{commit}:{name}")
        source = decode_source(f"{revision}:{name}", data)
        if isinstance(source, Diagnostic):
            continue  # not text: the same file in the other version is compared on its own
        texts[source.path] = source.text
    return texts


def revision_tree(repo: Path, revision: str, folder: str, into: Path) -> bool:
    """The files under ``folder`` (relative to ``repo``) at ``revision``, written below ``into`` with
    their paths: a version's own card layouts, for drawing its faces as they were. False when the
    revision has no such folder."""
    listing = _git(repo, "ls-tree", "-r", "-z", "--name-only", "--full-name", revision, "--", folder)
    names = [n for n in listing.decode("utf-8", "surrogateescape").split("\0") if n]
    root = into.resolve()
    for name in names:
        target = (into / name).resolve()
        if not target.is_relative_to(root):  # a tree path never climbs out, but a name is input
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(_git(repo, "show", f"{revision}:{name}"))
    return bool(names)


def read_version(spec: str, repo: Path | None, paths: Sequence[str], bases: Bases | None = None) -> tuple[str, CardSet]:
    """A version named on the command line: a folder, else a revision of ``repo``."""
    folder = Path(spec)
    if folder.is_dir():
        texts, files, problems = read_files([str(folder)])
        found = read_set(texts, files, bases=bases)
        found.result.diagnostics[:0] = problems
        return spec, found
    if repo is None:
        raise SheetError(
            "S0021",
            f"'{spec}' is not a folder, and this is not inside a git repository",
            "give two folders, or run inside the repository the cards are in",
        )
    return spec, read_set(revision_texts(repo, spec, paths), bases=bases)


# ---------------------------------------------------------------- comparing


def _spec(game: str, kind: str, name: str) -> FieldSpec | None:
    ruleset = games.get(game)
    spec = ruleset.vocabulary.kinds[kind].field_map.get(name) if ruleset and kind in ruleset.vocabulary.kinds else None
    return spec or next((s for s in COMMON_FIELDS if s.name == name), None)


def _parts(entry: Entry) -> tuple[dict[str, str], list[str]]:
    """A card's fields as its sheet cells show them, and its rule lines."""
    ruleset = games.get(entry.card.game)
    kind = ruleset.vocabulary.kinds.get(entry.card.kind) if ruleset is not None else None
    if kind is None:
        return {}, []
    parts = split(entry.block, kind)
    cells: dict[str, str] = {}
    for name, statements in parts.fields.items():
        spec = _spec(entry.card.game, entry.card.kind, name)
        if spec is not None:
            cells[name] = str(field_cell(spec, statements))
    return cells, [format_statement(s) for s in parts.rules]


def _current(entry: Entry) -> dict[str, object]:
    """A card's field values under their current names (an old name's under the new)."""
    ruleset = games.get(entry.card.game)
    kind = ruleset.vocabulary.kinds.get(entry.card.kind) if ruleset is not None else None
    return current_fields(entry.card.fields, kind) if kind is not None else dict(entry.card.fields)


def _texts(entry: Entry, languages: Sequence[str], cards: CardSet) -> dict[str, str]:
    found = {lang: generated_text(entry.card, lang, cards.identities) for lang in languages}
    return {lang: text for lang, text in found.items() if text}


def diff_sets(before: CardSet, after: CardSet, labels: tuple[str, str], languages: Sequence[str] = ()) -> SetDiff:
    result = SetDiff(labels[0], labels[1])
    result.problems = [d for d in (*before.result.diagnostics, *after.result.diagnostics) if d.is_error]
    old = {(e.card.game, e.key): e for e in before.entries}
    new = {(e.card.game, e.key): e for e in after.entries}
    for key, entry in new.items():
        card = entry.card
        if key not in old:
            _, rules = _parts(entry)
            result.changes.append(
                CardChange(
                    "added",
                    card.game,
                    card.kind,
                    card.name,
                    card.card_id or "",
                    entry.path,
                    rules=rules,
                    text_after=_texts(entry, languages, after),
                    card_after=card,
                )
            )
            continue
        was = old[key]
        if was.card.content_hash() == card.content_hash():
            continue
        change = CardChange("changed", card.game, card.kind, card.name, card.card_id or "", entry.path)
        change.card_before, change.card_after = was.card, card
        if was.card.name != card.name:
            change.old_name = was.card.name
        if was.card.kind != card.kind:
            change.old_kind = was.card.kind
        cells_before, rules_before = _parts(was)
        cells_after, rules_after = _parts(entry)
        names = list(dict.fromkeys([*cells_before, *cells_after]))
        values_before, values_after = _current(was), _current(entry)
        for name in names:
            if values_before.get(name) != values_after.get(name):
                change.fields.append(FieldChange(name, cells_before.get(name, ""), cells_after.get(name, "")))
        matcher = difflib.SequenceMatcher(None, rules_before, rules_after, autojunk=False)
        for tag, i1, i2, j1, j2 in matcher.get_opcodes():
            if tag != "equal":
                change.rules_removed.extend(rules_before[i1:i2])
                change.rules_added.extend(rules_after[j1:j2])
        change.text_before, change.text_after = _texts(was, languages, before), _texts(entry, languages, after)
        result.changes.append(change)
    for key, entry in old.items():
        if key not in new:
            card = entry.card
            _, rules = _parts(entry)
            result.changes.append(
                CardChange(
                    "removed",
                    card.game,
                    card.kind,
                    card.name,
                    card.card_id or "",
                    entry.path,
                    rules=rules,
                    text_before=_texts(entry, languages, before),
                    card_before=card,
                )
            )
    order = {"added": 0, "removed": 1, "changed": 2}
    result.changes.sort(key=lambda c: (order[c.status], c.game, c.kind, c.name.casefold()))
    return result
