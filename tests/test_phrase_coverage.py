"""Nothing the checker accepts is ignored by the engine (issue 10, item 3).

For every game with an engine, every phrase of its vocabulary (effects, windows, costs, conditions,
quantities, targets, counters, durations, choosers) is tried on every card kind, in every timing
window the kind allows and as a static rule (no window): a minimal card is generated for each
combination and checked, so "accepted" is the checker's own answer, not a hand list. A phrase of
parts is written whole, its construct slots filled with sampled sub-phrases (``fills``), so what is
probed is a sentence a designer could write, not a placeholder the checker refuses. Each accepted
combination must be executed by the engine, measured by its phrase recorder
(toolkit/engine/coverage.py) while the shipped test blocks (cards/**) run and, beside them, a probe
test block per combination (its generated card, in a scenario that brings its window about): a
declared list could lie, the recorder notes only what the engine carried out. Or the checker
refuses the combination (E0119, the vocabulary's KindSpec.uses). A game without an engine executes
nothing: it is skipped, with the reason.
"""

from __future__ import annotations

import bisect
import collections
import dataclasses
import functools
import itertools
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from toolkit.engine import coverage
from toolkit.engine.contract import rules_of
from toolkit.lang import ast, games, model
from toolkit.lang.checker import FileResult, check_file
from toolkit.lang.diagnostics import Severity
from toolkit.lang.load import LoadResult, load, load_text
from toolkit.lang.parser import parse
from toolkit.lang.ruleset import Ruleset
from toolkit.lang.vocabulary import KindSpec, Literal, Match, Pattern, PatternSet, Vocabulary
from toolkit.rulesets.munchkin_family import TRIGGERS
from toolkit.validate.conflicts import rule_conflicts
from toolkit.validate.testing import run_loaded

ROOT = Path(__file__).resolve().parent.parent
STATIC = coverage.STATIC

# The card phrases; a test block's own steps (givens, actions, expectations) are not card text.
MODIFIERS = ("costs", "conditions", "quantities", "targets", "counters", "durations", "choosers")


@dataclass(frozen=True)
class Combination:
    category: str
    key: str
    kind: str
    use: str  # a window key, or STATIC
    line: str  # the probe's rule, as written on the card
    phrase: str = ""  # the phrase itself
    host: str = ""  # the effect it goes with (for the phrases that are not effects)

    @property
    def id(self) -> tuple[str, str, str, str]:
        return (self.category, self.key, self.kind, self.use)


# A built-in slot's probe value; a value set's is its first word (a declared set's: the shipped cards').
BUILTIN_SAMPLES = {"count": "1", "signed": "+1", "delta": "+1", "text": '"Probe"', "word": "probe"}
FILLS = 12  # the fills of a composed phrase tried, in order, for one that binds to its own pattern
DEPTH = 3  # how deep a sub-phrase may nest in a sampled phrase


def fills(pattern: Pattern, vocab: Vocabulary, depth: int = DEPTH) -> Iterator[str]:
    """Texts the pattern matches, shortest first: no optional words, first alternatives, small values,
    and each construct slot filled with a sampled phrase of its construct (vocab.slot_sets), each of
    the construct's patterns in turn, nested at most ``depth`` deep."""
    slot_sets = vocab.slot_sets
    choices: list[list[str]] = []
    for part in pattern.parts:
        if isinstance(part, Literal):
            if not part.optional:
                choices.append([part.options[0]])
        elif part.type in slot_sets:
            if depth == 0:
                return
            subs = [
                text
                for sub in slot_sets[part.type].patterns
                for text in itertools.islice(fills(sub, vocab, depth - 1), 1)
            ]
            if not subs:
                return
            choices.append(subs)
        else:
            values = vocab.enums.get(part.type, ())
            choices.append([BUILTIN_SAMPLES.get(part.type) or (values[0] if values else "probe")])
    # The first fill of every slot, then each slot's other fills in turn (the others at their first).
    yield " ".join(options[0] for options in choices)
    for n, options in enumerate(choices):
        for other in options[1:]:
            yield " ".join(other if m == n else first[0] for m, first in enumerate(choices))


def sample(pattern: Pattern, vocab: Vocabulary, category: str = "") -> str:
    """The shortest text the pattern matches that the checker binds to this very pattern (a composed
    phrase's fill may read as another phrase: `on you` is the target 'self', not a selector)."""
    group = vocab.sets.get(category)
    first = None
    for text in itertools.islice(fills(pattern, vocab), FILLS):
        first = first or text
        if group is None or _binds(group, text, pattern, vocab):
            return text
    return first or "probe"


def _binds(group: PatternSet, text: str, pattern: Pattern, vocab: Vocabulary) -> bool:
    found = group.match(tuple(_atom(word) for word in text.split()), vocab.enum_sets)
    return isinstance(found, Match) and found.pattern.key == pattern.key


def _atom(word: str) -> ast.Atom:
    if word.startswith('"'):
        return ast.Text(word.strip('"'))
    if word.lstrip("+-").isdigit():
        return ast.Number(int(word), signed=word[0] in "+-")
    return ast.Word(word)


def header(kind: KindSpec, vocab: Vocabulary, name: str) -> list[str]:
    """A card's opening and required fields; an identity of its own (`is probe`: no rule names it)."""
    lines = [f'{kind.name} "{name}" {{']
    for spec in kind.fields:
        if not spec.required:
            continue
        if spec.type in ("int", "signed"):
            value = str(max(1, spec.min if spec.min is not None else 1))
        elif spec.type == "text":
            value = '"probe"'
        elif spec.type == "flag":
            value = ""
        else:
            values = vocab.enums.get(spec.enum or "", ())
            value = values[0] if values else "probe"
        lines.append(f"  {spec.name} {value}".rstrip())
    return lines


def uses(kind: KindSpec, vocab: Vocabulary) -> list[str]:
    windows = [p.key for p in vocab.windows if kind.windows is None or p.key in kind.windows]
    return [*dict.fromkeys(windows), STATIC]


_WINDOWS: dict[tuple[int, str], tuple[Vocabulary, str]] = {}  # (vocabulary, window key) → its text, kept alive


def window_text(vocab: Vocabulary, key: str) -> str:
    found = _WINDOWS.get((id(vocab), key))
    if found is None or found[0] is not vocab:
        found = _WINDOWS[id(vocab), key] = (
            vocab,
            sample(next(p for p in vocab.windows if p.key == key), vocab, "windows"),
        )
    return found[1]


def probe_lines(category: str, phrase: str, use: str, host: str, vocab: Vocabulary) -> str | None:
    """The rule that uses ``phrase`` of ``category`` in ``use`` (``host``: an effect that goes there)."""
    window = None if use == STATIC else window_text(vocab, use)
    opening = f"{window}: " if window else ""
    if category == "effects":
        return f"{opening}{phrase}"
    if category == "costs":
        return f"{window}, {phrase}: {host}" if window else f"{phrase}: {host}"
    if category in ("conditions", "quantities"):
        test = phrase if category == "conditions" else f"{phrase} >= 1"
        return f"{window}, if {test}: {host}" if window else f"if {test}: {host}"
    if category == "targets":
        return f"{opening}{host} on {phrase}"
    if category == "counters":
        return f"{opening}{host} for each {phrase}"
    if category == "durations":
        return f"{opening}{host} until {phrase}"
    if category == "choosers":
        if window:
            return f"{window}: choose {phrase} [{host} | {host}]"
        quantity = vocab.quantities[0] if vocab.quantities else None
        return f"if {sample(quantity, vocab)} >= 1: choose {phrase} [{host} | {host}]" if quantity else None
    raise AssertionError(category)


def check_text(ruleset: Ruleset, text: str) -> FileResult:
    """Parse and check card text against this ruleset (which need not be the registered one)."""
    parsed = parse(text, f"<probes of {ruleset.name}>")
    assert parsed.file is not None and not parsed.diagnostics, [d.headline() for d in parsed.diagnostics][:3]
    return check_file(parsed.file, text, lambda _: ruleset)


def accepted(ruleset: Ruleset, probes: list[tuple[KindSpec, str, str]]) -> list[bool]:
    """For each (kind, rule line, name), whether the checker accepts a card of that kind with that rule."""
    vocab = ruleset.vocabulary
    text = [f"game {ruleset.name}", ""]
    for kind, line, name in probes:
        text += [*header(kind, vocab, name), f"  {line}", "}", ""]
    made = {card.name for card in static_ok(ruleset, check_text(ruleset, "\n".join(text)).cards)}
    return [name in made for _, _, name in probes]


def static_ok(ruleset: Ruleset, cards: list[model.Card]) -> list[model.Card]:
    """The cards the validator's static rule checks (V01xx: `deckwright validate`) find no error in:
    a card that checks but breaks the rules is refused there, so it is not accepted either."""
    starts = sorted((card.line, card.name) for card in cards)
    refused = set()
    for d in rule_conflicts(ruleset, cards):
        if d.severity is Severity.ERROR and d.span is not None:
            index = bisect.bisect_right(starts, (d.span.line, "\uffff")) - 1  # the card the line belongs to
            if index >= 0:
                refused.add(starts[index][1])
    return [card for card in cards if card.name not in refused]


@functools.cache
def shipped_set() -> LoadResult:
    """The shipped card sets (cards/**), read once: their test blocks, props and declared words."""
    shipped = load([str(ROOT / "cards")])
    assert shipped.ok, [d.headline() for d in shipped.diagnostics]
    return shipped


def probe_tag(cards: list[model.Card], game: str) -> str | None:
    """The tag the probes name (`add 1 TAG monster`, `fighting TAG`): the one most monsters have."""
    counts = collections.Counter(t for c in cards if c.game == game and c.kind == "monster" for t in c.tags)
    return min(counts, key=lambda t: (-counts[t], t)) if counts else None


def sampling(ruleset: Ruleset) -> Vocabulary:
    """The vocabulary the sampler fills slots from: each value set the cards declare (tags, races,
    classes) holds the shipped set's words, the probe tag first (the probes' props hold such a monster)."""
    vocab, cards = ruleset.vocabulary, shipped_set().cards
    enums = dict(vocab.enums)
    for words in vocab.declared:
        if words.declared_by is None:
            found = sorted({t for c in cards if c.game == ruleset.name for t in c.tags})
            tag = probe_tag(cards, ruleset.name)
            found = [tag, *(t for t in found if t != tag)] if tag else found
        else:
            found = sorted(
                {
                    str(c.fields.get(words.field))
                    for c in cards
                    if c.game == ruleset.name and c.kind == words.declared_by
                }
            )
        enums[words.name] = tuple(found) or tuple(enums.get(words.name, ()))
    return dataclasses.replace(vocab, enums=enums)


_COMBINATIONS: dict[str, list[Combination]] = {}


def combinations(ruleset: Ruleset) -> list[Combination]:
    """Every (phrase, kind, window) the checker accepts in this game, with the rule that shows it
    (worked out once per registered game: the fixture and the test both ask)."""
    if games.get(ruleset.name) is not ruleset:
        return list(_combinations(ruleset))
    if ruleset.name not in _COMBINATIONS:
        _COMBINATIONS[ruleset.name] = list(_combinations(ruleset))
    return _COMBINATIONS[ruleset.name]


def _combinations(ruleset: Ruleset) -> Iterator[Combination]:
    vocab = sampling(ruleset)
    phrases = {
        (category, id(pattern)): sample(pattern, vocab, category)
        for category in ("effects", "windows", *MODIFIERS)
        for pattern in getattr(vocab, category)
    }
    # First the effects, on their own: they give each (kind, use) a host for the other phrases.
    effect_probes = [
        (kind, line, f"effect {n}", pattern, use)
        for n, (kind, use, pattern) in enumerate(
            (kind, use, pattern)
            for kind in vocab.kinds.values()
            for use in uses(kind, vocab)
            for pattern in vocab.effects
        )
        if (line := probe_lines("effects", phrases["effects", id(pattern)], use, "", vocab))
    ]
    hosts: dict[tuple[str, str], tuple[str, str]] = {}  # (kind, use) → the host effect's key and text
    windows_seen: set[tuple[str, str]] = set()
    for (kind, line, _, pattern, use), ok in zip(
        effect_probes, accepted(ruleset, [(k, line, n) for k, line, n, _, _ in effect_probes]), strict=True
    ):
        if ok:
            found = hosts.get((kind.name, use))
            if found is None or _rank(pattern.key) < _rank(found[0]):
                hosts[(kind.name, use)] = (pattern.key, phrases["effects", id(pattern)])
            yield Combination("effects", pattern.key, kind.name, use, line, phrases["effects", id(pattern)])
            if use != STATIC and (kind.name, use) not in windows_seen:
                windows_seen.add((kind.name, use))
                yield Combination("windows", use, kind.name, use, line)
    others = []
    for kind in vocab.kinds.values():
        for use in uses(kind, vocab):
            if (kind.name, use) not in hosts:
                continue  # no effect is accepted there: nothing else can be
            host = hosts[(kind.name, use)][1]
            for category in MODIFIERS:
                for pattern in getattr(vocab, category):
                    phrase = phrases[category, id(pattern)]
                    line = probe_lines(category, phrase, use, host, vocab)
                    if line is not None:
                        others.append((kind, line, f"probe {len(others)}", category, pattern.key, use, phrase, host))
    for (kind, line, _, category, key, use, phrase, host), ok in zip(
        others, accepted(ruleset, [(k, line, n) for k, line, n, *_ in others]), strict=True
    ):
        if ok:
            yield Combination(category, key, kind.name, use, line, phrase, host)


# ---------------------------------------------------------------- probe scenarios
# Each accepted combination's probe card, with a test block that brings its window about: what the
# engine then executes is recorded like the shipped test blocks' (the recorder measures both).

# Effects that refuse a use, end the game, or change a rule's moment for everything beside them
# (a Fan's escape acts only as its owner runs, MKF-66): each on a card of its own.
# A monster's `will not pursue` or `no escape` means nobody rolls, and `carry any number of big items`
# no limit: no escape roll, no big-item limit would be read beside them; nor a waiver beside a card's
# other lines (one of them may make the barred item usable).
SOLO = frozenset(
    {
        "steal_items",
        "die",
        "win_game",
        "add_monster",
        "add_tagged_monster",
        "gain_levels",
        "auto_escape",
        "no_pursuit",
        "no_escape",
        "unlimited_big",
        "waive",
    }
)
IN_PLAY = frozenset({"race", "class", "style", "super-munchkin", "half-breed", "extra-style", "hireling", "fan"})
CURSES = frozenset({"curse", "trap"})
# The effect a probe of a target, counter, duration, condition or choice goes with, by preference:
# one that takes any target without refusing the use (a strength aimed at a player is a backstab).
HOSTS = ("draw_doors", "change_gender", "lose_levels", "add_tagged_monster", "strength")


@dataclass(frozen=True)
class Props:
    """Shipped cards the probe scenarios use as props."""

    weak: str  # the weakest plain monster: the fights the probes need
    strong: str  # the strongest: a fight lost
    deadly: str  # a monster whose bad stuff kills
    fillers: tuple[str, ...]  # one-shots in hand: costs to pay
    level_card: str | None  # a go-up-a-level card in hand: `discard 1 go-up-a-level card`
    items: tuple[str, ...]  # plain items to carry: `discard 1 item`, something to steal
    tagged: str | None  # a monster with the game's first tag, in hand: `add 1 TAG monster`
    identity: str | None  # a class card: playing it asks how many classes a player may have
    gear: tuple[str, ...]  # items of each slot, for hands, and big: playing them reads slots and limits
    barred: str | None  # an item whose `usable if` bars alice: equipping it reads the waivers (E54)


def props(cards: list[model.Card], game: str) -> Props:
    mine = sorted((c for c in cards if c.game == game), key=lambda c: c.name)
    monsters = [c for c in mine if c.kind == "monster"]

    def plain(card: model.Card) -> bool:  # no rule of its own about running away
        lasting = [*card.statics, *(e for a in card.abilities if a.window is None for e in a.effects)]
        return not any(_key(e) in ("no_pursuit", "no_escape", "escape_bonus") for e in lasting)

    fair = [c for c in monsters if plain(c)]
    weak = min(fair, key=lambda c: (c.fields["level"], len(c.abilities) + len(c.statics))).name
    strong = max(fair, key=lambda c: (c.fields["level"], -len(c.abilities) - len(c.statics))).name

    def kills(card: model.Card) -> bool:
        return any(
            a.window is not None
            and a.window.key == "bad_stuff"
            and any(_key(e) == "die" and e.condition is None for e in a.effects)  # type: ignore[union-attr]
            for a in card.abilities
        )

    deadly = next(c.name for c in monsters if kills(c))
    tag = probe_tag(cards, game)
    tagged = next((c.name for c in monsters if tag in c.tags and c.name != weak), None)
    return Props(
        weak,
        strong,
        deadly,
        tuple(c.name for c in mine if c.kind == "one-shot")[:3],
        next((c.name for c in mine if c.kind == "go-up-a-level"), None),
        tuple(c.name for c in mine if c.kind == "item" and not c.abilities and not c.statics)[:2],
        tagged,
        next((c.name for c in mine if c.kind == "class"), None),
        *gear(mine),
    )


def gear(cards: list[model.Card]) -> tuple[tuple[str, ...], str | None]:
    """An item anyone may use for each body slot, one for the hands and a big one (numbers.py's
    slots, MUN-55); and one that bars its user (`usable if`): equipping it reads the waivers."""
    items = [c for c in cards if c.kind == "item" and all(a.window is None for a in c.abilities)]  # no uses
    plain = [c for c in items if not any(e.action.key == "usable" for e in c.statics)]
    wanted = [
        *(lambda c, slot=slot: c.fields.get("slot") == slot for slot in ("headgear", "armor", "footgear")),
        lambda c: c.fields.get("hands") is not None and not c.fields.get("big"),
        lambda c: bool(c.fields.get("big")),
    ]
    found = [*dict.fromkeys(c.name for test in wanted if (c := next(filter(test, plain), None)))]
    barred = next((c.name for c in items if any(e.action.key == "usable" for e in c.statics)), None)
    return tuple(found), barred


def _key(node: model.Effect | model.Choice) -> str:
    return node.action.key if isinstance(node, model.Effect) else ""


def setting(kind: str, name: str, who: str) -> list[str]:
    """The given lines that put the probe card where its kind acts from."""
    if kind in IN_PLAY:
        return [f'given {who} has "{name}"']
    if kind == "item":
        return [f'given {who} equipped "{name}"']
    return [f'given {who} holding "{name}"']


def triggers(kind: str, use: str, group: str, name: str, props_: Props) -> list[list[str]]:
    """Test blocks (as lines) that bring about the use of the probe card in its window."""
    weak, strong = props_.weak, props_.strong
    hold = setting(kind, name, "alice")
    hand = [f'given alice holding "{f}"' for f in (*props_.fillers, props_.level_card, props_.tagged) if f]
    carried = [f'given {who} carrying "{item}"' for who, item in zip(("alice", "bob"), props_.items, strict=False)]
    extra = [*hand, *carried]
    if kind == "monster":
        if use == "bad_stuff":
            return [["given alice level 1", "given rolls 1", f'when alice fights "{name}"']]
        if use == "when_killed":
            return [["given alice level 8", f'when alice fights "{name}"']]
        return [
            [*hand, "given alice level 1", "given rolls 1", f'when alice fights "{name}"'],
            [*hand, "given alice level 5", f'when alice fights "{name}"', "when bob helps with a bribe of 1 treasures"],
        ]
    if use == "as_played":  # E48: bob may cancel the level card alice plays
        level = props_.level_card
        bob = f'given bob holding "{name}"'
        return [
            [
                bob,
                f'given alice holding "{level}"',
                f'when alice plays "{level}"',
                f'when bob answers cancel with "{name}"',
            ]
        ]
    if use in TRIGGERS:  # `whenever you EVENT`: the probe's window names its owner
        return [[*hold, *extra, *event_lines(TRIGGERS[use], props_)]]
    if kind in CURSES and use in ("when_played", STATIC):
        return [[*hold, *extra, f'when alice plays "{name}" on bob']]
    if use == "next_combat":
        return [[f'given bob cursed with "{name}"', f'when bob fights "{weak}"']]
    running = [*hold, *extra, "given rolls 1", f'when alice fights "{strong}"', f'when alice uses "{name}"']
    if group == "effects:auto_escape" and kind == "fan":  # MKF-66: used as its owner runs, whatever its window
        flee = f'when alice answers run-away with "{name}"'
        return [[*hold, "given alice level 1", "given rolls 1", f'when alice fights "{strong}"', flee]]
    if use in ("any_time", "your_turn", "outside_combat"):
        return [[*hold, *extra, f'when alice uses "{name}"']]
    if use == "during_combat":
        if group == "effects:steal_items":  # MUN-42: a thief out of the combat, from a player out of it too
            return [
                [
                    *setting(kind, name, "bob"),
                    'given cara carrying "' + props_.items[0] + '"',
                    f'when alice fights "{weak}"',
                    f'when bob uses "{name}"',
                ]
            ]
        return [[*hold, *extra, "given alice level 2", f'when alice fights "{weak}"', f'when alice uses "{name}"']]
    if use == "running_away":
        return [running]
    if use == "helped_kill":
        bob = setting(kind, name, "bob")
        return [
            [*bob, "given alice level 8", f'when alice fights "{weak}"', "when bob helps with a bribe of 1 treasures"]
        ]
    if use == "start_of_turn":
        return [[*setting(kind, name, "bob"), "when alice ends turn"]]
    if use == "on_death":
        return [[*hold, *extra, "given alice level 1", "given rolls 1", f'when alice fights "{props_.deadly}"']]
    if use == STATIC:
        if kind == "monster-enhancer":
            bob = f'given bob holding "{name}"'
            return [
                [
                    bob,
                    "given alice level 1",
                    "given rolls 1",
                    f'when alice fights "{weak}"',
                    f'when bob plays "{name}"',
                ],
                [bob, "given alice level 8", f'when alice fights "{weak}"', f'when bob plays "{name}"'],
            ]
        identity = [f'when alice plays "{props_.identity}"'] if props_.identity else []
        bob = setting(kind, name, "bob")
        return [
            [
                *hold,
                *extra,
                "given alice level 1",
                "given rolls 1",
                f'when alice fights "{strong}"',
                "when alice ends turn",
            ],
            [*hold, *extra, "given alice level 4", f'when alice fights "{weak}"', *identity],
            [*bob, "given alice level 1", f'when alice fights "{strong}"', "when bob helps"],
            [*hold, *extra, "when alice ends turn"],  # charity reads the hand limit
            [  # carrying and equipping read the slots and the big-item limit, and a barred item the waivers
                *hold,
                *(barred(props_.barred) if props_.barred else []),
                *(f'given alice holding "{item}"' for item in props_.gear),
                *(f'when alice plays "{item}"' for item in props_.gear),  # carried and equipped
            ],
        ]
    return []


def barred(item: str) -> list[str]:
    return [f'given alice carrying "{item}"', f'when alice equips "{item}"']


def event_lines(event: str, props_: Props) -> list[str]:
    """Lines that make the event happen to alice (munchkin_rules/events.py names them)."""
    if event in ("kill", "won_combat", "level_gained"):
        return ["given alice level 8", f'when alice fights "{props_.weak}"']
    if event == "death":
        return ["given alice level 1", "given rolls 1", f'when alice fights "{props_.deadly}"']
    if event == "lost_combat":  # and runs away: her cards in play are still there to fire
        return ["given alice level 1", "given rolls 6", f'when alice fights "{props_.strong}"']
    if event == "turn_started":
        return ["given turn of bob", "when bob ends turn"]
    if event == "card_played" and props_.gear:  # an item put into play (a level card may pay a cost)
        return [f'given alice holding "{props_.gear[0]}"', f'when alice plays "{props_.gear[0]}"']
    if event in ("item_lost", "slot_lost") and props_.gear:
        return [f'given alice equipped "{props_.gear[0]}"', f'when alice gives "{props_.gear[0]}" to bob']
    return []


def probe_suite(ruleset: Ruleset, items: list[Combination], props_: Props) -> str:
    """A card file: a probe card for each bundle of combinations, and test blocks that use it."""
    vocab = sampling(ruleset)
    bundles: dict[tuple[str, str, str], list[Combination]] = {}
    for item in items:
        solo = item.category == "costs" or (item.category == "effects" and item.key in SOLO)
        group = f"{item.category}:{item.key}" if solo else item.category
        if item.category != "windows":
            bundles.setdefault((item.kind, item.use, group), []).append(item)
    text = [f"game {ruleset.name}", ""]
    for n, ((kind, use, key), group) in enumerate(sorted(bundles.items())):
        name = f"Probe {n}"
        rules = bundle_rules(group, vocab)
        text += [*header(vocab.kinds[kind], ruleset.vocabulary, name), *(f"  {rule}" for rule in rules), "}", ""]
        for m, lines in enumerate(triggers(kind, use, key, name, props_)):
            text += [f'test "probe {n}.{m}" {{', *(f"  {line}" for line in lines), "}", ""]
    return "\n".join(text)


def bundle_rules(group: list[Combination], vocab: Vocabulary) -> list[str]:
    """The rules of a probe card holding every combination of the group: static rules each on a
    line (all are read), a window's in one rule (a test block uses a card's first rule that fits)."""
    if group[0].use == STATIC or len(group) == 1:
        return [item.line for item in group]
    bodies = []
    for item in group:
        phrase, host = item.phrase, item.host
        bodies.append(
            {
                "effects": phrase,
                "targets": f"{host} on {phrase}",
                "counters": f"{host} for each {phrase}",
                "durations": f"{host} until {phrase}",
                "conditions": f"{host} if {phrase}",
                "quantities": f"{host} if {phrase} >= 1",
                "choosers": f"choose {phrase} [{host} | {host}]",
            }[item.category]
        )
    return [f"{window_text(vocab, group[0].use)}: {'; '.join(bodies)}"]


def _rank(key: str) -> int:
    return HOSTS.index(key) if key in HOSTS else len(HOSTS)


def engine_games() -> list[Ruleset]:
    return [ruleset for name in games.names() if (ruleset := games.get(name)) is not None]


def run_probes(ruleset: Ruleset, shipped: list[model.Card], items: list[Combination]) -> None:
    """Run the probe scenarios of these combinations (the recorder, when on, records what ran)."""
    suite = check_text(ruleset, probe_suite(ruleset, items, props(shipped, ruleset.name)))
    assert not suite.diagnostics, [d.headline() for d in suite.diagnostics][:5]
    # Each probe block plays with the game's shipped cards and its own probe card alone: a state dealt
    # every probe card of the suite would cost most of the run (test "probe N.M" uses card "Probe N").
    mine, rules = [c for c in shipped if c.game == ruleset.name], rules_of(ruleset)
    probes = {card.name: card for card in suite.cards}
    for scenario in suite.scenarios:
        card = probes[f"Probe {scenario.name.split()[1].partition('.')[0]}"]
        rules.run_scenario(ruleset, [*mine, card], scenario)


@pytest.fixture(scope="module")
def executed() -> coverage.PhraseRecorder:
    """One run of every shipped test block, and of the probe scenarios, with the recorder on."""
    shipped = shipped_set()
    with coverage.recording() as recorder:
        run = run_loaded(shipped, shipped.cards)
        assert run.failed == 0, [r.name for r in run.results if not r.passed]
        for ruleset in engine_games():
            if ruleset.has_engine:
                run_probes(ruleset, shipped.cards, list(combinations(ruleset)))
    return recorder


def hint(item: Combination, game: str) -> str:
    where = "as a static rule" if item.use == STATIC else f"in '{item.use}'"
    return (
        f"  {item.category} '{item.key}' on a {item.kind} {where}: `{item.line}`: write a test block that "
        f"executes it (cards/{game}/coverage.cards), or refuse it in the vocabulary"
    )


@pytest.mark.parametrize("game", sorted(games.names()))
def test_every_accepted_phrase_is_executed(game: str, executed: coverage.PhraseRecorder) -> None:
    ruleset = games.get(game)
    assert ruleset is not None
    if not ruleset.has_engine:
        pytest.skip(f"{game} has no engine yet: nothing executes, so there is nothing to hold to it")
    ran = executed.covered(game)
    missing = [c for c in combinations(ruleset) if c.id not in ran]
    assert not missing, f"{len(missing)} combinations the checker accepts and no test block executes:\n" + "\n".join(
        hint(c, game) for c in missing
    )


# ---------------------------------------------------------------- the measurement itself


def test_the_recorder_is_off_unless_asked() -> None:
    assert coverage.RECORDER is None  # the engine's hooks cost one global read
    with coverage.recording() as recorder:
        assert coverage.RECORDER is recorder
    assert coverage.RECORDER is None


@pytest.fixture(scope="module")
def shipped() -> list[model.Card]:
    return shipped_set().cards


def test_a_phrase_the_engine_ignores_is_listed(shipped: list[model.Card]) -> None:
    """Measured, not declared: with a race's refusals dropped, its lasting `strength +1 until end of
    combat` is accepted and its probe runs; the strength rule reads the +1 but no rule reads a
    duration on a lasting line (it lasts while the card is in play), so the duration is not executed."""
    ruleset = games.get("munchkin")
    assert ruleset is not None
    race = dataclasses.replace(ruleset.vocabulary.kinds["race"], uses={})
    loose = dataclasses.replace(ruleset, vocabulary=dataclasses.replace(ruleset.vocabulary, kinds={"race": race}))
    items = [c for c in combinations(loose) if c.use == STATIC and c.category in ("effects", "durations")]
    wanted = {("effects", "strength", "race", STATIC), ("durations", "end_of_combat", "race", STATIC)}
    assert wanted <= {c.id for c in items}
    with coverage.recording() as recorder:
        run_probes(loose, shipped, items)
    ran = recorder.covered("munchkin")
    assert ("effects", "strength", "race", STATIC) in ran
    assert ("durations", "end_of_combat", "race", STATIC) not in ran


# ---------------------------------------------------------------- refusals (E0119)

REFUSED = """game munchkin

class "Grumpy Gnome" {
  is warrior
  any time: wins ties
}

one-shot "Lint Bomb" {
  gold 100
  your turn: treasures +1
}

item "Loud Shirt" {
  gold 100
  strength +1 on each player
}

race "Pack Rat" {
  is dwarf
  escape +1 for each item carried
}

monster "Nap Goblin" {
  level 2
  treasures 1
  during combat: draw 1 door
  bad stuff: lose 1 level
}
"""


def _at(text: str, line: int, phrase: str) -> tuple[int, int]:
    return line, text.splitlines()[line - 1].index(phrase) + 1


def test_what_the_engine_would_ignore_is_refused_where_it_is_written() -> None:
    result = load_text(REFUSED, "refused.cards")
    found = {(d.code, d.span.line, d.span.column): d for d in result.diagnostics if d.span is not None}
    expected = {
        ("E0119", *_at(REFUSED, 5, "wins ties")): "does nothing in 'any time' on a class",
        ("E0119", *_at(REFUSED, 10, "treasures +1")): "does nothing in 'your turn' on a one-shot",
        ("E0119", *_at(REFUSED, 15, "each player")): "takes no target",
        ("E0119", *_at(REFUSED, 20, "item carried")): "takes no counter",
        ("E0119", *_at(REFUSED, 26, "draw 1 door")): "does nothing in 'during combat' on a monster",
    }
    assert set(found) == set(expected), [d.headline() for d in result.diagnostics]
    for key, words in expected.items():
        assert words in found[key].message, found[key].message
        assert found[key].hint, key  # what the kind may say there
    assert not result.cards  # none of these cards is made


def test_a_lasting_property_in_a_window_needs_an_until() -> None:
    text = 'game munchkin\n\none-shot "Deep Pockets" {\n  gold 100\n  your turn: hand limit 7\n}\n'
    (diagnostic,) = load_text(text, "pockets.cards").diagnostics
    assert (diagnostic.code, diagnostic.span.line, diagnostic.span.column) == ("E0119", 5, 14)
    assert "until" in (diagnostic.hint or "")
    assert load_text(text.replace("hand limit 7", "hand limit 7 until end of turn")).ok


def test_a_target_naming_a_card_is_refused_with_its_place() -> None:
    """Issue 10's third silent case: `on "Card name"` is refused where it is written, on a card (no
    target phrase takes a card's name) and on a test step (which names players or sides)."""
    card = 'game munchkin\n\none-shot "Dart" {\n  gold 100\n  during combat: strength -3 on "Cranky Cave Newt"\n}\n'
    (diagnostic,) = load_text(card, "dart.cards").diagnostics
    assert (diagnostic.code, diagnostic.span.line, diagnostic.span.column) == ("E0111", 5, 33)
    step = (
        'game munchkin\n\ntest "t" {\n  when alice fights "Cranky Cave Newt"\n'
        '  when bob plays "Pocket Sand" on "Cranky Cave Newt"\n}\n'
    )
    (diagnostic,) = load_text(step, "step.cards").diagnostics
    assert (diagnostic.code, diagnostic.span.line, diagnostic.span.column) == ("E0121", 5, 32)
    assert "on alice" in (diagnostic.hint or "")


# ---------------------------------------------------------------- what the engine now carries out

TRIGGERED = """game munchkin

class "Early Riser" {
  is warrior
  at start of turn: draw 1 door
}

race "Stubborn Ghost" {
  is elf
  when you die: lose 1 level
}

monster "Picky Ogre" {
  level 12
  treasures 1
  bad stuff, if level >= 3: lose 2 levels
}

monster "Rallying Zombie" {
  level 1
  treasures 1
  tags undead
  during combat: add 1 undead monster from any player
  bad stuff: lose 1 level
}

test "a rule at the start of its owner's turn" {
  given bob has "Early Riser"
  when alice ends turn
  expect bob hand 1
}

test "a rule as its owner dies" {
  given alice level 3, has "Stubborn Ghost"
  given rolls 1
  when alice fights "Thrice-Retired Elder Dragon"
  expect alice dead, alice level 2
}

test "bad stuff with a condition strikes whom it says" {
  given alice level 3
  given rolls 1
  when alice fights "Picky Ogre"
  expect alice caught, alice level 1
}

test "bad stuff with a condition spares the others" {
  given alice level 2
  given rolls 1
  when alice fights "Picky Ogre"
  expect alice caught, alice level 2
}

test "a monster calls in more of its tag" {
  given alice level 9
  given bob holding "Skeletal Accountant"
  when alice fights "Rallying Zombie"
  when bob answers add-monster with "Skeletal Accountant"
  expect monsters strength 5
}
"""


def test_triggered_windows_and_conditions_are_carried_out(shipped: list[model.Card]) -> None:
    loaded = load_text(TRIGGERED, "triggered.cards")
    assert loaded.ok, [d.headline() for d in loaded.diagnostics]
    run = run_loaded(loaded, [*shipped, *loaded.cards])
    failed = {
        r.scenario.name: [*map(str, r.failures), *(e.message for e in r.errors)] for r in run.results if not r.passed
    }
    assert not failed, failed
    assert len(run.results) == 5


# ---------------------------------------------------------------- the parts: refused where nothing reads them

PARTS_REFUSED = """game munchkin

one-shot "Hasty Waiver" {
  gold 100
  any time: ignore one restriction of an item you carry
}

monster "Pocket Ogre" {
  level 2
  treasures 1
  hand limit -1
  bad stuff: lose 1 level
}

special "Late Rule" {
  deck door
  helpers allowed 0
}

one-shot "Objection, Also" {
  gold 100
  when a monster-enhancer is played: draw 1 door
}

one-shot "Mourning Band" {
  gold 100
  whenever another player dies: draw 1 treasure
}

item "Proud Helm" {
  gold 100
  whenever you kill a monster: wins ties
}

monster-enhancer "Pointing Finger" {
  strength +2 on the fighter
}
"""


def test_what_the_parts_would_leave_undone_is_refused_with_what_is_allowed() -> None:
    """The classes the sampler found accepted and never run (issue 10): a waiver in a window, a rule
    number no rule reads on that kind, anything but `cancel it` as a card is played, a trigger on a
    card that never stays in play, a property in a trigger, a selector target where none is read."""
    result = load_text(PARTS_REFUSED, "parts.cards")
    found = {(d.code, d.span.line, d.span.column): d for d in result.diagnostics if d.span is not None}
    expected = {
        ("E0119", *_at(PARTS_REFUSED, 5, "ignore one")): ("does nothing in 'any time' on a one-shot", "stays in play"),
        ("E0119", *_at(PARTS_REFUSED, 11, "hand limit")): ("without a timing window on a monster", "outside combat"),
        ("E0119", *_at(PARTS_REFUSED, 17, "helpers")): ("without a timing window on a special", "timing window"),
        ("E0119", *_at(PARTS_REFUSED, 22, "draw 1")): ("is played' on a one-shot", "it may say: cancel it"),
        ("E0117", *_at(PARTS_REFUSED, 27, "whenever")): ("not a timing window of a one-shot", "when CARD-SELECTOR"),
        ("E0119", *_at(PARTS_REFUSED, 32, "wins ties")): ("you kill a monster' on an item", "line of its own"),
        ("E0119", *_at(PARTS_REFUSED, 36, "the fighter")): ("takes no target", "on the monster"),
    }
    assert set(found) == set(expected), [d.headline() for d in result.diagnostics]
    for key, (words, hint_words) in expected.items():
        assert words in found[key].message, found[key].message
        assert hint_words in (found[key].hint or ""), found[key].hint
    assert not result.cards


CALLED_IN = """game munchkin-kungfu

monster "Gong Ringer" {
  level 1
  treasures 1
  during combat: add 1 hong-kong monster from any player
  bad stuff: lose 1 level
}

test "a monster that is not from Hong Kong calls one in" {
  given alice level 9
  given bob holding "Hopping Vampire Accountant"
  when alice fights "Gong Ringer"
  when bob answers add-monster with "Hopping Vampire Accountant"
  expect monsters strength 7, alice wins combat
}
"""


def test_a_monster_not_from_hong_kong_calls_in_one(shipped: list[model.Card]) -> None:
    """MKF-89 calls for a Hong Kong monster's kin; any other monster's `add 1 hong-kong monster` is its
    own rule, and runs (it was accepted and skipped)."""
    loaded = load_text(CALLED_IN, "gong.cards")
    assert loaded.ok, [d.headline() for d in loaded.diagnostics]
    run = run_loaded(loaded, [*shipped, *loaded.cards])
    assert [r.passed for r in run.results] == [True], [
        [*map(str, r.failures), *(e.message for e in r.errors)] for r in run.results
    ]


def test_the_sampler_fills_a_phrase_of_parts_that_binds_to_itself() -> None:
    """A construct's slots take sampled sub-phrases (no placeholder), and a fill that reads as another
    phrase (`on you` is the target 'self') gives way to one that is this pattern's."""
    ruleset = games.get("munchkin")
    assert ruleset is not None
    vocab = sampling(ruleset)
    give = next(p for p in vocab.effects if p.key == "move_give")
    text = sample(give, vocab, "effects")
    assert text.startswith("give ") and " to " in text and "probe" not in text
    assert _binds(vocab.sets["effects"], text, give, vocab)
    selected = next(p for p in vocab.targets if p.key == "selected")
    assert sample(selected, vocab, "targets") not in ("you", "victim")  # 'self' and 'victim' are their own
    assert _binds(vocab.sets["targets"], sample(selected, vocab, "targets"), selected, vocab)
    window = window_text(vocab, "as_played")
    assert window.startswith("when ") and window.endswith(" is played") and "probe" not in window
    tag = probe_tag(shipped_set().cards, "munchkin")
    assert (
        tag and sample(next(p for p in vocab.effects if p.key == "add_tagged_monster"), vocab) == f"add 1 {tag} monster"
    )
