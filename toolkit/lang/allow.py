"""Allowing a warning: for one card, by a comment, or for a whole project, in its deckwright.toml.

A card allows a warning with a comment on the line before it or inside it, saying why::

    # allow V0117: the boss has no bad stuff on purpose
    monster "The Final Boss" { ... }

A project allows codes everywhere (``[allow] codes = ["E0118: our tags are short on purpose"]``).
Only warnings can be allowed: an error stays an error. What is allowed is not dropped silently:
it moves to a list every report shows (text, JSON, SARIF's suppressions), with its reason.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

from toolkit.lang import model
from toolkit.lang.diagnostics import Diagnostic, Severity, line_starts

ALLOW_COMMENT = re.compile(r"#\s*allow\s+([A-Z]\d{4})\b\s*(?::\s*(.*?))?\s*$")

# A file is indexed once for all its cards (a str caches its hash, so the lookup is cheap): splitting
# the whole text for each card with a warning made a file of 5,000 such cards take minutes.
_starts = lru_cache(maxsize=4)(line_starts)


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
