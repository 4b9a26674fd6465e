"""What a game keeps on the table besides cards: counters, bounded tracks, pieces and dice.

Each is created through the core :class:`~toolkit.engine.state.State` (``state.counter(...)``,
``state.track(...)``, ``state.pieces(...)``, ``state.dice(...)``), which gives it the table's
event log and its one seeded generator. Every change is an event, so a game is explained and
replayed as cards are; every rule-made change is checked where it is made (a spend never takes
a counter below its floor, a track never leaves its bounds, a zone never holds more pieces than
its capacity), and :func:`~toolkit.engine.state.State.table_problems` finds the same breaches
when something changed the values behind the API's back (the core invariant).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from toolkit.engine.events import Event
from toolkit.engine.rng import Rng

Emit = Callable[..., Event]
TABLE = -1  # the seat of a counter, track or zone that belongs to the table rather than to a player


class RuleError(ValueError):
    """A rule asked for what the table cannot do: spend more than there is, overfill a zone.

    A game's rules check first (a bot is offered only what it can pay); this is the last guard."""


@dataclass(eq=False)
class Counter:
    """A number per seat (money, food, glory, infamy) or for the table (``seats`` of 1, seat TABLE).

    ``floor`` is the invariant's lower bound (0 unless the game says otherwise, None for none);
    ``ceiling`` an upper bound where the rules have one. Gains, spends, payments and settings are
    events ``gain``, ``spend``, ``pay`` and ``set``, each with the counter, the seat and the result;
    a game's own facts about the change (the player's name, what caused it) follow as ``detail``,
    so the counter's event is the one record of the change (a Munchkin level's ``cause`` tells a
    kill from a card, MUN-14).
    """

    name: str
    values: list[int]
    emit: Emit = field(repr=False)
    floor: int | None = 0
    ceiling: int | None = None
    per_seat: bool = True

    def _index(self, seat: int) -> int:
        return 0 if not self.per_seat else seat

    def get(self, seat: int = TABLE) -> int:
        return self.values[self._index(seat)]

    def __getitem__(self, seat: int) -> int:
        return self.values[self._index(seat)]

    def can_spend(self, seat: int, amount: int) -> bool:
        return self.floor is None or self.values[self._index(seat)] - amount >= self.floor

    def gain(self, seat: int, amount: int, why: str = "", **detail: object) -> int:
        if amount < 0:
            raise RuleError(f"{self.name}: a gain of {amount} (a loss is spend or lose)")
        value = self.values[self._index(seat)] + amount
        if self.ceiling is not None:
            value = min(value, self.ceiling)  # a ceiling caps a gain (the rest is lost), never refuses it
        return self._set(seat, value, "gain", amount, why, detail)

    def spend(self, seat: int, amount: int, why: str = "", **detail: object) -> int:
        """Pay ``amount`` to the bank; refused (RuleError) when it would go below the floor."""
        if amount < 0:
            raise RuleError(f"{self.name}: a spend of {amount}")
        if not self.can_spend(seat, amount):
            raise RuleError(f"{self.name}: seat {seat} has {self.get(seat)}, cannot spend {amount}")
        return self._set(seat, self.values[self._index(seat)] - amount, "spend", amount, why, detail)

    def lose(self, seat: int, amount: int, why: str = "", **detail: object) -> int:
        """Lose up to ``amount`` (a penalty takes what there is, down to the floor, and no more)."""
        current = self.values[self._index(seat)]
        low = current - amount if self.floor is None else max(self.floor, current - amount)
        return self._set(seat, low, "spend", current - low, why, detail)

    def pay(self, seat: int, to: int, amount: int, why: str = "") -> None:
        """Move ``amount`` from one seat to another (a bribe, a trade); refused below the floor."""
        if not self.per_seat:
            raise RuleError(f"{self.name} belongs to the table: nobody pays it to anybody")
        if amount < 0 or not self.can_spend(seat, amount):
            raise RuleError(f"{self.name}: seat {seat} has {self.get(seat)}, cannot pay {amount}")
        self.values[seat] -= amount
        self.values[to] += amount
        self.emit("pay", counter=self.name, seat=seat, to=to, amount=amount, why=why)

    def set(self, seat: int, value: int, why: str = "", **detail: object) -> int:
        if (self.floor is not None and value < self.floor) or (self.ceiling is not None and value > self.ceiling):
            raise RuleError(f"{self.name}: {value} is out of bounds")
        return self._set(seat, value, "set", value - self.get(seat), why, detail)

    def _set(self, seat: int, value: int, kind: str, amount: int, why: str, detail: dict[str, object]) -> int:
        self.values[self._index(seat)] = value
        self.emit(kind, counter=self.name, seat=seat, amount=amount, value=value, why=why, **detail)
        return value

    def problem(self) -> str | None:
        for index, value in enumerate(self.values):
            if self.floor is not None and value < self.floor:
                return f"{self.name} of seat {index} is {value}, below {self.floor}"
            if self.ceiling is not None and value > self.ceiling:
                return f"{self.name} of seat {index} is {value}, above {self.ceiling}"
        return None


@dataclass(eq=False)
class Track:
    """A bounded track per seat (Maniacal's attraction tracks run 0..N): moves stop at the ends.

    ``move`` returns how far the marker really went (a move past an end stops there, as a marker
    on a board does); ``strict=True`` makes a move past an end a RuleError instead."""

    name: str
    low: int
    high: int
    positions: list[int]
    emit: Emit = field(repr=False)
    strict: bool = False

    def __getitem__(self, seat: int) -> int:
        return self.positions[seat]

    def move(self, seat: int, steps: int, why: str = "") -> int:
        start = self.positions[seat]
        wanted = start + steps
        if self.strict and not self.low <= wanted <= self.high:
            raise RuleError(f"{self.name}: {start}{steps:+d} leaves {self.low}..{self.high}")
        end = min(self.high, max(self.low, wanted))
        self.positions[seat] = end
        self.emit("track", track=self.name, seat=seat, moved=end - start, value=end, why=why)
        return end - start

    def leaders(self) -> list[int]:
        """The seats furthest along (ties kept: the game breaks them)."""
        best = max(self.positions)
        return [seat for seat, value in enumerate(self.positions) if value == best]

    def problem(self) -> str | None:
        for seat, value in enumerate(self.positions):
            if not self.low <= value <= self.high:
                return f"{self.name} of seat {seat} is at {value}, outside {self.low}..{self.high}"
        return None


@dataclass(eq=False)
class PieceZone:
    """A place for pieces that are not cards (workers, warriors, tokens): counts by (kind, owner).

    ``capacity`` bounds the pieces it holds at once (a worker-placement space holds 1); None for none.
    Pieces move only between zones (:meth:`State.move_pieces`), so the pieces of a kind are conserved.
    """

    name: str
    capacity: int | None = None
    owner: int = TABLE
    counts: dict[tuple[str, int], int] = field(default_factory=dict)

    def count(self, kind: str | None = None, owner: int | None = None) -> int:
        return sum(
            n for (k, o), n in self.counts.items() if (kind is None or k == kind) and (owner is None or o == owner)
        )

    def __len__(self) -> int:
        return sum(self.counts.values())

    def room(self) -> int | None:
        return None if self.capacity is None else self.capacity - len(self)

    def problem(self) -> str | None:
        if any(n < 0 for n in self.counts.values()):
            return f"{self.name} holds a negative count of pieces"
        if self.capacity is not None and len(self) > self.capacity:
            return f"{self.name} holds {len(self)} pieces (capacity {self.capacity})"
        return None


@dataclass(eq=False)
class DicePool:
    """Dice of one kind whose faces the game declares, rolled with the table's one generator.

    ``faces`` may be numbers or words (Midgard's warrior dice show swords, shields and blanks).
    ``force`` queues outcomes for a scenario ("the dice show 2 swords and a shield"): the next rolls
    take them, in order, before the seeded stream resumes (as :meth:`Rng.force` does for a d6).
    """

    name: str
    faces: tuple[object, ...]
    rng: Rng = field(repr=False)
    emit: Emit = field(repr=False)
    dice: int = 0  # how many dice the pool holds now
    limit: int | None = None  # the most it may hold (Midgard: 8 per player)
    forced: list[object] = field(default_factory=list)

    def add(self, count: int = 1, why: str = "") -> int:
        """Add dice, at most up to the limit (extra dice are simply not taken); the number added."""
        room = count if self.limit is None else max(0, min(count, self.limit - self.dice))
        self.dice += room
        self.emit("dice", pool=self.name, added=room, dice=self.dice, why=why)
        return room

    def remove(self, count: int = 1, why: str = "") -> None:
        if count > self.dice:
            raise RuleError(f"{self.name} holds {self.dice} dice, cannot remove {count}")
        self.dice -= count
        self.emit("dice", pool=self.name, added=-count, dice=self.dice, why=why)

    def force(self, *faces: object) -> None:
        unknown = [face for face in faces if face not in self.faces]
        if unknown:
            raise RuleError(f"{self.name} has no face {unknown[0]!r} (faces: {', '.join(map(str, self.faces))})")
        self.forced.extend(faces)

    def roll(self, count: int | None = None, why: str = "") -> tuple[object, ...]:
        """Roll ``count`` dice (all of the pool's by default): their faces, in order."""
        number = self.dice if count is None else count
        faces = self.faces
        out = []
        for _ in range(number):
            out.append(self.forced.pop(0) if self.forced else faces[self.rng.randrange(len(faces))])
        result = tuple(out)
        self.emit("roll", pool=self.name, faces=result, why=why)
        return result

    def problem(self) -> str | None:
        if self.dice < 0 or (self.limit is not None and self.dice > self.limit):
            return f"{self.name} holds {self.dice} dice (limit {self.limit})"
        return None


def faces_count(rolled: Sequence[object], face: object) -> int:
    return sum(1 for f in rolled if f == face)
