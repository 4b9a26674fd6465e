"""A generated card corpus for benchmarks: realistic Munchkin cards, deterministic by seed."""

from __future__ import annotations

import random

MONSTER_BAD_STUFF = [
    "lose 1 level",
    "lose 2 levels",
    "lose headgear",
    "lose footgear; lose 1 level",
    "die",
    "choose victim [lose 1 level | lose armor]",
    "lose 2 cards",
]
ONE_SHOT_RULES = [
    "during combat: strength +3 on either side",
    "during combat: escape automatically from one monster",
    "during combat, if fighting undead: strength +5 on player",
    "any time: draw 2 treasures",
]
CURSE_RULES = [
    "when played: lose 1 level",
    "when played: lose headgear",
    "when played: strength -5 until end of next combat",
    "when played: choose victim [lose footgear | lose 2 cards]",
]


def card(index: int, rng: random.Random, flavour: str = "flavour") -> str:
    kind = rng.choice(["monster", "monster", "item", "one-shot", "curse"])
    name = f"Bench {kind.title()} {index:05d}"
    lines = [f'{kind} "{name}" @bench-{index:05d} {{']
    if kind == "monster":
        lines += [
            f"  level {rng.randint(1, 20)}",
            f"  treasures {rng.randint(1, 5)}",
            f"  tags {rng.choice(['undead', 'dragon', 'plant', 'beast'])}",
            f"  if race {rng.choice(['elf', 'dwarf', 'halfling'])}: strength +{rng.randint(1, 5)}",
            f"  escape {rng.choice(['-1', '-2', '+1'])}",
            f"  bad stuff: {rng.choice(MONSTER_BAD_STUFF)}",
        ]
    elif kind == "item":
        lines += [
            f"  slot {rng.choice(['headgear', 'armor', 'footgear'])}",
            f"  bonus +{rng.randint(1, 5)}",
            f"  gold {rng.randint(1, 9) * 100}",
            f"  usable if class {rng.choice(['warrior', 'wizard', 'thief', 'cleric'])} or level >= 5",
        ]
    elif kind == "one-shot":
        lines += [f"  gold {rng.randint(0, 6) * 100}", f"  {rng.choice(ONE_SHOT_RULES)}"]
    else:
        lines += [f"  {rng.choice(CURSE_RULES)}"]
    lines.append(f'  {flavour} "Card number {index}, generated for the benchmark."')
    lines.append("}")
    return "\n".join(lines)


def corpus(cards: int, seed: int = 7, flavour: str = "flavour") -> str:
    """``flavour``: the name of the flavour-text field. ``text`` is its old name (before issue 10), which
    a tree of that time needs and today's reads with a warning (E0130) per card."""
    rng = random.Random(seed)
    return "game munchkin\n\n" + "\n\n".join(card(i, rng, flavour) for i in range(cards)) + "\n"
