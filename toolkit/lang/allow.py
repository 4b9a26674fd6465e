"""Allowing a warning: for one card, by a comment, or for a whole project, in its deckwright.toml.

A card allows a warning with a comment on the line before it or inside it, saying why::

    # allow V0117: the boss has no bad stuff on purpose
    monster "The Final Boss" { ... }

A project allows codes everywhere (``[allow] codes = ["E0118: our tags are short on purpose"]``).
Only warnings can be allowed: an error stays an error, and an allow that names an error, a note or
no code at all is itself an error (E0123 at the comment; the project's config refuses it when read),
never a line that silently does nothing. What is allowed is not dropped silently: it moves to a list
every report shows (text, JSON, SARIF's suppressions), with its reason.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

from toolkit.lang import model
from toolkit.lang.diagnostics import Diagnostic, Severity, Span, did_you_mean, line_starts

ALLOW_COMMENT = re.compile(r"#\s*allow\s+([A-Z]\d{4})\b\s*(?::\s*(.*?))?\s*$")
# A file is indexed once for all its cards (a str caches its hash, so the lookup is cheap): splitting
# the whole text for each card with a warning made a file of 5,000 such cards take minutes.
_starts = lru_cache(maxsize=4)(line_starts)
# An allow comment as a designer may write it, right or wrong: `# allow`, then something like a code.
_ALLOW_ANY = re.compile(r"#\s*allow\s+([A-Za-z]+\d+)\b")

# Every code a report can hold that is a warning: the only ones an allow can name (docs/diagnostics.md,
# "Severity: warning."; tests/test_polish_allow.py holds this table to that page). One text, not quoted
# codes: tests/test_broken_corpus.py finds the codes a card file can draw by their quoted literals.
_WARNINGS = (
    "E0118 E0130 V0102 V0106 V0108 V0117 V0118 V0121 V0204 V0205 V0401 V0402 V0501 V0502 V0504 V0604 R0014 R0015 R0051"
)
WARNINGS = frozenset(_WARNINGS.split())
# The rest: errors (they stay errors) and the one note (V0503, a comparison with the last balance run).
_NOT_WARNINGS = (
    "E0001 E0002 E0003 E0004 E0005 E0006 E0010 E0011 E0012 E0013 E0014 E0015 E0016 E0017 E0018 "
    "E0101 "
    "E0102 E0103 E0104 E0105 E0106 E0107 E0108 E0109 E0110 E0111 E0112 E0113 E0114 E0115 E0116 "
    "E0117 E0119 E0120 E0121 E0122 E0123 E0131 E0132 E0133 E0134 E0201 E0202 E0203 E0204 V0101 "
    "V0103 V0104 V0105 V0107 V0109 V0110 V0111 V0112 V0113 V0114 V0115 V0116 V0119 V0120 V0122 V0201 "
    "V0202 V0203 V0301 V0302 V0303 V0503 S0002 S0003 S0004 S0005 S0006 S0007 S0008 S0009 S0010 "
    "S0011 S0012 S0013 S0014 S0015 S0020 S0021 V0601 V0602 V0603 V0605 V0606 V0607 V0608 V0610 "
    "V0611 V0619 R0001 R0002 R0003 R0004 R0010 R0012 R0020 R0030 R0031 R0032 R0033 R0050 R0052 "
    "R0053 R0054 R0060"
)
NOT_WARNINGS = frozenset(_NOT_WARNINGS.split())


def refusal(code: str) -> str | None:
    """Why ``code`` cannot be allowed (it is an error or a note, or no code at all), or None if it can."""
    if code in WARNINGS:
        return None
    if code in NOT_WARNINGS:
        return "it is not a warning, and only warnings can be allowed: fix what it reports instead"
    near = did_you_mean(code.upper(), sorted(WARNINGS))
    return f"no warning has the code '{code}'" + (f"; did you mean '{near}'?" if near else "")


def comment_problems(sources: Mapping[str, str]) -> list[Diagnostic]:
    """E0123 at every allow comment of the files that can allow nothing: it names an error, a note, or
    a code no warning has (``# allow E0114: ...`` would otherwise be read and do nothing)."""
    found: list[Diagnostic] = []
    for path, text in sources.items():
        if "allow" not in text:  # almost every file: one scan of the text in C
            continue
        for number, line in enumerate(text.split("\n"), 1):
            at = line.find("#")
            if at < 0 or "allow" not in line:
                continue
            match = _ALLOW_ANY.search(line, at)
            if match is None:
                continue
            code = match[1]
            why = refusal(code)
            if why is None and ALLOW_COMMENT.search(line, at) is None:
                why = f"the reason goes after a colon: # allow {code}: why"  # else the comment allows nothing
            if why is None:
                continue
            column = match.start(1) + 1
            found.append(
                Diagnostic(
                    "E0123",
                    f"cannot allow {code}: {why}",
                    Span(path, number, column, number, column + len(code)),
                    hint="only warnings can be allowed, each with why: # allow V0117: the boss has no bad stuff",
                )
            )
    return found


@dataclass(frozen=True, slots=True)
class Allowed:
    """A warning that was allowed, why, and by what (``file:line`` of the comment, or the config)."""

    diagnostic: Diagnostic
    reason: str
    by: str

    def to_json(self) -> dict[str, object]:
        return {**self.diagnostic.to_json(), "reason": self.reason, "allowed_by": self.by}


def card_allows(card: model.Card, sources: Mapping[str, str]) -> dict[str, tuple[str, str]]:
    """The codes a card allows (code → (reason, where)): comments on the line before it and inside it."""
    text = sources.get(card.file)
    if text is None or card.line < 1:
        return {}
    starts = _starts(text)
    last = card.line - 1 + max(card.source.count("\n"), 1)
    found: dict[str, tuple[str, str]] = {}
    for index in range(max(card.line - 2, 0), min(last, len(starts))):
        end = starts[index + 1] - 1 if index + 1 < len(starts) else len(text)
        line = text[starts[index] : end]
        at = line.find("#")
        if at < 0 or "allow" not in line:
            continue
        match = ALLOW_COMMENT.search(line, at)
        if match is not None:
            found.setdefault(match[1], ((match[2] or "").strip() or "no reason given", f"{card.file}:{index + 1}"))
    return found


def split_allowed(
    diagnostics: Sequence[Diagnostic],
    cards: Iterable[model.Card],
    sources: Mapping[str, str],
    codes: Mapping[str, str] | None = None,
    where: str = "deckwright.toml",
) -> tuple[list[Diagnostic], list[Allowed]]:
    """The diagnostics still reported, and the warnings allowed (by a card holding them, or by ``codes``:
    code → reason, for the whole project)."""
    warnings = [d for d in diagnostics if d.severity is Severity.WARNING]
    if not warnings:
        return list(diagnostics), []
    codes = codes or {}
    blocks: dict[str, list[tuple[int, int, model.Card]]] = {}
    for card in cards:
        end = card.line + max(card.source.count("\n"), 1) - 1
        blocks.setdefault(card.file, []).append((card.line, end, card))
    # Per file, the cards by first line: a warning finds its card by bisection, not by a scan of the file's.
    firsts: dict[str, list[int]] = {}
    for file, spans in blocks.items():
        spans.sort(key=lambda block: block[0])
        firsts[file] = [start for start, _, _ in spans]
    allows: dict[int, dict[str, tuple[str, str]]] = {}
    kept: list[Diagnostic] = []
    allowed: list[Allowed] = []
    for diagnostic in diagnostics:
        if diagnostic.severity is not Severity.WARNING:
            kept.append(diagnostic)
            continue
        reason: tuple[str, str] | None = None
        span = diagnostic.span
        if span is not None and span.file in blocks:
            at = bisect_right(firsts[span.file], span.line) - 1
            if at >= 0:
                start, end, card = blocks[span.file][at]
                if start <= span.line <= end:
                    if id(card) not in allows:
                        allows[id(card)] = card_allows(card, sources)
                    reason = allows[id(card)].get(diagnostic.code)
        if reason is None and diagnostic.code in codes:
            reason = (codes[diagnostic.code] or "allowed for the whole project", where)
        if reason is None:
            kept.append(diagnostic)
        else:
            allowed.append(Allowed(diagnostic, *reason))
    return kept, allowed
