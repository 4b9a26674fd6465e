"""Heuristic bots: legal, sensible play for simulations (equip the best, fight what they can beat,
ask for help, use one-shots, run away, sell for levels, curse the leader)."""

from __future__ import annotations

import random
from collections.abc import Callable

from toolkit.engine.agents import Decision, Option
from toolkit.lang.model import Card, Choice, Effect
from toolkit.rulesets.munchkin_rules import character, strength
from toolkit.rulesets.munchkin_rules.plays import Play
from toolkit.rulesets.munchkin_rules.state import MunchkinState, Player
from toolkit.rulesets.munchkin_rules.strength import MONSTERS, PLAYERS


def _uid(key: str) -> int:
    return int(key.split(":")[1])


class HeuristicBot:
    """One bot per seat; it reads the state like a player at the table would."""

    def __init__(self, seed: int = 0) -> None:
        self._seed = seed
        self._random: random.Random | None = None  # made on first use (the property below)
        self.stolen_on_turn = -1
        self._sale = 0  # gold picked so far in the sale being chosen
        self._last_plays: tuple[Decision, list[tuple[int, Play]]] | None = None
        self._gains: dict[tuple[int, str], tuple[Play, Card, int]] = {}  # _gain, by play and side
        # _METHODS' entries for this bot's class, by kind (unbound functions: the bot holds no reference to itself)
        self._methods: dict[str, Callable[[HeuristicBot, MunchkinState, Player, Decision], int] | None] = {}

    @property
    def random(self) -> random.Random:
        """The bot's own generator, seeded with its seed when first asked for: the heuristics never
        draw from it, and seeding four Mersenne Twisters a game for nothing was some 0.2% of a game
        (callgrind). A subclass that draws gets the draws Random(seed) would give."""
        made = self._random
        if made is None:
            made = self._random = random.Random(self._seed)
        return made

    def decide(self, state: MunchkinState, decision: Decision) -> int:
        kind = decision.kind
        try:
            method = self._methods[kind]  # this bot's own table: no key tuple made per decision
        except KeyError:
            try:
                method = _METHODS[(type(self), kind)]
            except KeyError:  # looked up once per class and kind of decision, not per bot: a game seats new bots
                method = _METHODS[(type(self), kind)] = getattr(type(self), "_" + kind.replace("-", "_"), None)
            self._methods[kind] = method
        if method is None:
            return 0
        choice = method(self, state, state.players[decision.player], decision)
        return choice if 0 <= choice < len(decision.options) else 0

    def _cancel(self, state: MunchkinState, me: Player, decision: Decision) -> int:
        """E48: cancel a monster enhancer that strengthens a monster this bot fights (or helps
        against), and any curse or trap (it may be the victim); otherwise keep the card."""
        if len(decision.options) < 2:
            return 0
        played = int(decision.options[1].key.split(":")[3])
        rules = state.rules(played)
        if rules.kind in ("curse", "trap"):
            return 1
        combat = state.combat
        in_it = combat is not None and me.seat in combat.seats()
        stronger = sum(e.action.args["n"] for e in rules.strength_statics) > 0
        return 1 if in_it and rules.kind == "monster-enhancer" and stronger else 0

    # ------------------------------------------------------------ helpers

    @staticmethod
    def _leader(state: MunchkinState, me: Player) -> Player | None:
        best: Player | None = None  # the highest level; the lowest seat among tied ones
        levels = state.levels.values  # the level counter's list: asked at most decisions (player.level is a property)
        for p in state.players:
            if p is not me and not p.dead and (best is None or levels[p.seat] > levels[best.seat]):
                best = p
        return best

    def _gain(self, state: MunchkinState, play: Play, side: str) -> int:
        """How much strength a play adds to ``side`` (players or monsters), by reading its effects:
        read once per play and side (it depends on the card alone; the entry holds the play and the
        card, so that neither id can be another's while it lives)."""
        card = state.cards[play.uid]
        key = (id(play), side)
        kept = self._gains.get(key)
        if kept is not None and kept[0] is play and kept[1] is card:
            return kept[2]
        total = self._gain_of(card, play, side)
        self._gains[key] = (play, card, total)
        return total

    @staticmethod
    def _gain_of(card: Card, play: Play, side: str) -> int:
        effects: list[Effect] = []
        if play.kind == "ability":
            effects = [e for e in card.abilities[play.ability].effects if isinstance(e, Effect)]
        elif play.kind == "enhance":
            effects = list(card.statics)
        total = 0
        for effect in effects:
            if effect.action.key != "strength":
                continue
            n = effect.action.args["n"]
            target = effect.target.key if effect.target else ("monster" if play.kind == "enhance" else "self")
            toward = "monsters" if target in ("monster", "one_monster", "all_monsters") else "players"
            if target == "either_side":
                toward = side
                n = abs(n)
            total += n if toward == side else -n
        return total

    def _plays(self, decision: Decision) -> list[tuple[int, Play]]:
        """The options that are plays, with their indices (kept for the decision at hand: read
        several times while it is weighed)."""
        last = self._last_plays
        if last is not None and last[0] is decision:
            return last[1]
        found = []  # a plain loop: no comprehension made at each onlooker's weighing
        for index, option in enumerate(decision.options):
            if isinstance(option.payload, Play):
                found.append((index, option.payload))
        self._last_plays = (decision, found)
        return found

    # ------------------------------------------------------------ turns

    def _turn_action(self, state: MunchkinState, me: Player, decision: Decision) -> int:
        """The first card to put in play (not a monster; one-shots stay in hand for a fight) or item
        to equip; else a sale when the unequipped items fetch a level; else the first Go Up a Level,
        or a power that steals while someone has items (once a turn); else done.

        One pass over the options finds the first card or equip play, the sale and the abilities
        (a turn action is asked some 130 times a game, over 5-10 options)."""
        cards = state.cards  # read for every play at every turn action
        sell = None
        abilities: list[tuple[int, Play]] = []  # weighed only when no card, equip or sale is chosen
        for index, option in enumerate(decision.options):
            play = option.payload
            if not isinstance(play, Play):
                if sell is None and option.key == "sell":
                    sell = index
                continue
            kind = play.kind
            if kind == "card":
                if cards[play.uid].kind not in ("monster", "one-shot"):
                    return index
            elif kind == "equip":
                return index
            elif kind == "ability":
                abilities.append((index, play))
        if sell is not None:  # what the unequipped items would fetch (read only when a sale is offered)
            equipped, rules = me.equipped, state.rules_by_uid
            spare = 0  # plain loops: no comprehension and no joined tuple at each sale offered
            for zone in (me.carried.cards, me.hand.cards):
                for uid in zone:
                    if uid not in equipped:
                        spare += rules[uid].gold
            if spare >= state.constants["gold_per_level"]:
                return sell
        for index, play in abilities:
            card = cards[play.uid]
            if card.kind == "go-up-a-level":
                return index
            if self.stolen_on_turn != state.turn and card.kind in ("class", "race"):
                effects = card.abilities[play.ability].effects
                steals = any(isinstance(e, Effect) and e.action.key == "steal_items" for e in effects)
                if steals and any(p.carried.cards for p in state.players if p is not me):
                    self.stolen_on_turn = state.turn
                    return index
        return 0

    def _trouble_or_loot(self, state: MunchkinState, me: Player, decision: Decision) -> int:
        mine = _strength_estimate(state, me)
        best = 0
        for index, option in enumerate(decision.options):
            if option.key.startswith("trouble:"):
                level = int(state.card(_uid(option.key)).fields["level"])
                if mine > level + 2 and me.level + 1 < state.constants["winning_level"] + 1:
                    best = index
        return best

    def _sell_pick(self, state: MunchkinState, me: Player, decision: Decision) -> int:
        chosen_value = self._sale
        needed = state.constants["gold_per_level"]
        candidates = [
            (character.item_value(state, _uid(o.key)), i)
            for i, o in enumerate(decision.options)
            if o.key.startswith("card:") and _uid(o.key) not in me.equipped
        ]
        stop = decision.index_of("stop")
        if stop is not None and (chosen_value >= needed or not candidates):
            self._sale = 0
            return stop
        if not candidates:  # every unequipped pick is made and the sale is still short: the cheapest
            candidates = [
                (-character.item_value(state, _uid(o.key)), i)
                for i, o in enumerate(decision.options)
                if o.key.startswith("card:")
            ]
        value, index = max(candidates)
        value = abs(value)
        self._sale = chosen_value + value
        return index

    def _charity(self, state: MunchkinState, me: Player, decision: Decision) -> int:
        return self._cheapest(state, decision)

    def _cheapest(self, state: MunchkinState, decision: Decision) -> int:
        rules = state.rules_by_uid  # character.item_value, read directly: charity weighs every card in hand
        # min((gold, index)) over the card options, as one plain loop (the first of the cheapest; 0 if none)
        best, cheapest = 0, None
        for index, option in enumerate(decision.options):
            key = option.key
            if key.startswith("card:"):
                gold = rules[int(key[5:])].gold
                if cheapest is None or gold < cheapest:
                    best, cheapest = index, gold
        return best

    _choose_discard = _charity

    def _choose_loss(self, state: MunchkinState, me: Player, decision: Decision) -> int:
        """The cheapest item; among races, classes or styles over the limit (MUN-47, MKF-39), the
        one whose card does least (fewest rules)."""
        uids = [_uid(o.key) for o in decision.options if o.key.startswith("card:")]
        if uids and all(state.kind(u) in ("race", "class", "style") for u in uids):
            weight = [(len(state.card(u).abilities) + len(state.card(u).statics), i) for i, u in enumerate(uids)]
            return min(weight)[1]
        return self._cheapest(state, decision)

    def _loot(self, state: MunchkinState, me: Player, decision: Decision) -> int:
        scored = [(character.item_value(state, _uid(o.key)), i) for i, o in enumerate(decision.options)]
        return max(scored)[1]

    _choose_steal = _loot

    def _choose_card(self, state: MunchkinState, me: Player, decision: Decision) -> int:
        """A selector's pick (E53): what a card does to the cards it picks is most often a loss, so
        of the bot's own cards the least valuable, of anyone else's the most valuable."""
        scored = []
        for i, option in enumerate(decision.options):
            uid = _uid(option.key)
            value = character.item_value(state, uid)
            scored.append((-value if state.owner(uid) is me else value, i))
        return max(scored)[1]

    # ------------------------------------------------------------ combat

    def _combat_action(self, state: MunchkinState, me: Player, decision: Decision) -> int:
        """In the fight, while the players are not winning: the play that adds most to them (the
        last of equals), else asking the highest-level helper offered (the first of equals). Not in
        it: against the leader or anyone about to win, while the players are winning, the play that
        adds most to the monsters."""
        combat = state.combat
        if combat is None:
            return 0
        options = decision.options
        if me.seat == combat.fighter or me.seat == combat.helper:
            if len(options) == 1 or strength.players_win(state, combat):
                return 0
            best = self._best_gain(state, options, PLAYERS)
            return self._best_ask(state, options) if best is None else best
        # Not in the fight: hinder the leader, or anyone about to win.
        fighter = state.players[combat.fighter]
        levels = state.levels.values  # the level counter's list (player.level is a property): hot
        threat = levels[fighter.seat] + 1 >= state.constants["winning_level"] or (
            levels[fighter.seat] > levels[me.seat] and fighter is self._leader(state, me)
        )
        if not threat or not self._plays(decision) or not strength.players_win(state, combat):
            return 0
        best = self._best_gain(state, options, MONSTERS)
        return 0 if best is None else best

    def _best_gain(self, state: MunchkinState, options: tuple[Option, ...], side: str) -> int | None:
        """The index of the play that adds most strength to ``side``, the last of equals; None when
        none adds any. One pass, no list: read at every combat decision of a player in the fight."""
        best_gain, best = 0, None
        gains = self._gains
        cards = state.cards
        for index, option in enumerate(options):
            play = option.payload
            if not isinstance(play, Play):
                continue
            kept = gains.get((id(play), side))  # _gain, inlined: the same entry
            if kept is not None and kept[0] is play and kept[1] is cards[play.uid]:
                gain = kept[2]
            else:
                gain = self._gain(state, play, side)
            if gain > 0 and gain >= best_gain:
                best_gain, best = gain, index
        return best

    @staticmethod
    def _best_ask(state: MunchkinState, options: tuple[Option, ...]) -> int:
        """The index of asking the highest-level player offered for help, the first of equals; 0
        when asking is not offered."""
        best, best_level = 0, -1
        for index, option in enumerate(options):
            if option.key.startswith("ask:"):
                level = state.levels.values[int(option.key[4:])]  # the counter's list: no property call
                if level > best_level:
                    best, best_level = index, level
        return best

    def _bribe(self, state: MunchkinState, me: Player, decision: Decision) -> int:
        return min(len(decision.options) - 1, max(1, (len(decision.options) - 1) // 2))

    def _help(self, state: MunchkinState, me: Player, decision: Decision) -> int:
        combat = state.combat
        if combat is None:
            return 0
        fighter = state.players[combat.fighter]
        if fighter.level + 1 >= state.constants["winning_level"]:
            return 0  # never help the fighter win
        return 1 if combat.bribe >= 0 else 0

    def _run_away(self, state: MunchkinState, me: Player, decision: Decision) -> int:
        combat = state.combat
        deadly = combat is not None and any(_deadly(state, f.uid) for f in combat.live_foes())
        if deadly:
            for index, play in self._plays(decision):
                effects = state.card(play.uid).abilities[play.ability].effects if play.kind == "ability" else ()
                if any(isinstance(e, Effect) and e.action.key == "auto_escape" for e in effects):
                    return index
        return 0

    def _escape_order(self, state: MunchkinState, me: Player, decision: Decision) -> int:
        """The deadliest pursuer first: a runner who dies runs no further (MUN-97), so the lesser
        bad stuff of the others is spared."""
        deadly = [i for i, o in enumerate(decision.options) if _deadly(state, _uid(o.key))]
        return deadly[0] if deadly else 0

    def _fan_helper(self, state: MunchkinState, me: Player, decision: Decision) -> int:
        """MKF-67: the sacrificed fan saves the helper too; it costs the fighter nothing."""
        return decision.index_of("accept") or 0

    def _choose_side(self, state: MunchkinState, me: Player, decision: Decision) -> int:
        combat = state.combat
        return 0 if combat is not None and me.seat in combat.seats() else 1

    def _choose_player(self, state: MunchkinState, me: Player, decision: Decision) -> int:
        return decision.index_of(f"player:{me.name}") or 0

    def _choose_victim(self, state: MunchkinState, me: Player, decision: Decision) -> int:
        leader = self._leader(state, me)
        if leader is None:
            return 0
        return decision.index_of(f"player:{leader.name}") or 0

    def _choose_option(self, state: MunchkinState, me: Player, decision: Decision) -> int:
        worst = {"die": 100, "lose_levels": 10, "lose_gear": 5, "lose_cards": 3}
        scored = [(sum(worst.get(k, 1) for k in o.payload or ()), i) for i, o in enumerate(decision.options)]
        return min(scored)[1]

    def _add_monster(self, state: MunchkinState, me: Player, decision: Decision) -> int:
        combat = state.combat
        if decision.options[0].key != "pass":
            return 0
        if combat is not None and me.seat not in combat.seats() and state.players[combat.fighter].level >= me.level:
            return len(decision.options) - 1
        return 0


# The method for each (bot class, kind of decision), unbound, so that no bot holds a reference to
# itself (it is freed by reference counting, as the state is). Shared by every bot: a simulation seats
# four new bots a game, and each looking the methods up again (a KeyError caught per kind) was about
# 1% of a game.
_METHODS: dict[tuple[type, str], Callable[[HeuristicBot, MunchkinState, Player, Decision], int] | None] = {}


def default_agents(seed: int, players: int) -> list[HeuristicBot]:
    """The bots a game plays with when none are given (game.new_game seeds them so)."""
    return [HeuristicBot(seed * 31 + i) for i in range(players)]


def _deadly(state: MunchkinState, uid: int) -> bool:
    for ability in state.card(uid).abilities:
        if ability.window is not None and ability.window.key == "bad_stuff":
            for effect in ability.effects:
                if isinstance(effect, Choice):
                    continue
                if effect.action.key == "die" or (
                    effect.action.key == "lose_levels" and effect.action.args.get("n", 0) >= 2
                ):
                    return True
    return False


def _strength_estimate(state: MunchkinState, player: Player) -> int:
    total = player.level
    total += sum(character.item_bonus(state, u) for u in player.equipped if character.usable(state, player, u))
    total += sum(e.action.args["n"] for _, e in character.static_list(state, player, "strength"))
    return total
