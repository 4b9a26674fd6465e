"""RLCard's UNO played by random agents: actions per second, games per second, actions per game.

Why: the rules-engine benchmark puts Deckwright's throughput beside a known
reference in the same run. RLCard is no project dependency, so this script runs
only inside the benchmark's own virtual environment (bench/run_rlcard.py makes
it under output/bench-venv/ and calls this script there); it imports nothing
from the project.

What is timed (``--loop step``, the default): RLCard's game loop for random
play, stepped by hand: ``env.reset()``, then ``RandomAgent.step(state)`` and
``env.step(action)`` until ``env.is_over()``. That is ``env.run(is_training=True)``
without its trajectory lists, so it shows what RLCard itself costs per action,
including the observation it encodes for every state (part of ``env.step``, it
cannot be switched off). Every ``env.step`` is one action (``env.timestep``).
``--loop run`` times ``env.run(is_training=False)`` instead, the loop RLCard's
own evaluation uses; its ``eval_step`` also builds a table of action
probabilities, which is agent work, not game work, so it runs a little slower.

Players: RLCard's UNO is two-player only. ``rlcard.make('uno')`` ignores
``game_num_players`` (RLCard 1.2.0 reads it only for blackjack and hold'em), and
the game's payoffs assume two seats (``1 - winner``), so all figures are for 2.

Timing: ``time.perf_counter``, best of ``--repeat`` runs of ``--games`` games; the CPU time
(``time.process_time``) of the same runs beside it, the steadier measure on a shared machine.
Each run reseeds the env and NumPy's global generator (the random agents draw
from it), so every run plays the same games. One core: the BLAS/OpenMP thread
variables are set to 1 before NumPy (imported by RLCard) loads.

Run: ``output/bench-venv/bin/python bench/rlcard_uno.py [--games 2000] [--seed 0]``.
Prints a human-readable line, then one JSON line with the figures.

``--serve``: the warm process the engine benchmark keeps for all its rounds (bench/run_rlcard.py's
``RLCardServer``), so that RLCard is timed as the engine is, in a process that has already played:
it prints one JSON line with its versions, then, for every line ``{"games": N}`` read on stdin, plays
N games from the same seed and prints one JSON line (actions, seconds, cpu_seconds, and, for the step
loop, ``choices``: how many of those actions had two legal actions or more, counted in an untimed
replay of the same games, see ``choices``); it ends at EOF.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import platform
import time
from typing import Any

THREAD_VARS = ("OMP_NUM_THREADS", "MKL_NUM_THREADS", "OPENBLAS_NUM_THREADS")


def single_thread() -> None:
    """Keep NumPy's thread pools to one thread; must run before NumPy is imported."""
    for name in THREAD_VARS:
        os.environ[name] = "1"


def play(env: Any, agents: list[Any], games: int, loop: str) -> int:
    """Play ``games`` games of UNO and return how many ``env.step`` calls they took."""
    start = env.timestep
    if loop == "run":
        for _ in range(games):
            env.run(is_training=False)
    else:
        for _ in range(games):
            state, player = env.reset()
            while not env.is_over():
                state, player = env.step(agents[player].step(state))
    return env.timestep - start


def choices(env: Any, agents: list[Any], games: int, seed: int) -> tuple[int, int]:
    """The games a timed step loop plays (from the seed), played again untimed, counting the steps whose
    player had two legal actions or more (in UNO a player with no card to play has one: draw) and all
    the steps: a Deckwright decision is a choice with two options or more, and a one-option one is
    counted apart (State.forced), so the engine benchmark can set like beside like both ways."""
    import numpy as np

    env.seed(seed)
    np.random.seed(seed)
    chosen = steps = 0
    for _ in range(games):
        state, player = env.reset()
        while not env.is_over():
            steps += 1
            if len(state["legal_actions"]) > 1:
                chosen += 1
            state, player = env.step(agents[player].step(state))
    return chosen, steps


def measure(games: int, seed: int, repeat: int, loop: str) -> dict[str, Any]:
    """Time ``games`` games ``repeat`` times, the same games each time; return the best run's figures."""
    single_thread()
    import numpy as np
    import rlcard
    from rlcard.agents import RandomAgent

    env = rlcard.make("uno", config={"seed": seed})
    agents = [RandomAgent(num_actions=env.num_actions) for _ in range(env.num_players)]
    env.set_agents(agents)
    best = best_cpu = math.inf
    counts = set()
    for _ in range(repeat):
        env.seed(seed)
        np.random.seed(seed)
        start, start_cpu = time.perf_counter(), time.process_time()
        counts.add(play(env, agents, games, loop))
        best = min(best, time.perf_counter() - start)
        best_cpu = min(best_cpu, time.process_time() - start_cpu)
    if len(counts) != 1:
        raise SystemExit(f"runs were not the same games (action counts {sorted(counts)}): seeding failed")
    actions = counts.pop()
    return {
        "bench": "rlcard-uno",
        "rlcard": rlcard.__version__,
        "numpy": np.__version__,
        "python": platform.python_version(),
        "players": env.num_players,
        "agents": "random",
        "loop": loop,
        "games": games,
        "seed": seed,
        "repeat": repeat,
        "actions": actions,
        "seconds": round(best, 4),
        "actions_per_s": round(actions / best, 1),
        "games_per_s": round(games / best, 1),
        # CPU time of this process (time.process_time): steadier than the clock on a shared machine.
        "cpu_seconds": round(best_cpu, 4),
        "actions_per_cpu_s": round(actions / best_cpu, 1),
        "actions_per_game": round(actions / games, 2),
    }


def serve(seed: int, loop: str) -> None:
    """--serve: one timed run per request line, the env made once (see the module's docstring)."""
    import sys

    single_thread()
    import numpy as np
    import rlcard
    from rlcard.agents import RandomAgent

    env = rlcard.make("uno", config={"seed": seed})
    agents = [RandomAgent(num_actions=env.num_actions) for _ in range(env.num_players)]
    env.set_agents(agents)
    hello = {"rlcard": rlcard.__version__, "numpy": np.__version__, "python": platform.python_version()}
    print(json.dumps({**hello, "players": env.num_players, "loop": loop, "agents": "random"}), flush=True)
    counted: dict[int, int] = {}  # games → the steps among them with a choice (the same games every round)
    for line in sys.stdin:
        games = int(json.loads(line)["games"])
        env.seed(seed)
        np.random.seed(seed)
        start, start_cpu = time.perf_counter(), time.process_time()
        actions = play(env, agents, games, loop)
        seconds, cpu_seconds = time.perf_counter() - start, time.process_time() - start_cpu
        timing = {"games": games, "actions": actions, "seconds": seconds, "cpu_seconds": cpu_seconds}
        if loop == "step":  # counted after the timed run, untimed: the timed loop is RLCard's own
            if games not in counted:
                chosen, steps = choices(env, agents, games, seed)
                if steps != actions:
                    raise SystemExit(f"the counting run played other games ({steps} steps, not {actions})")
                counted[games] = chosen
            timing["choices"] = counted[games]
        print(json.dumps(timing), flush=True)


def count(games: int, seed: int, loop: str) -> None:
    """--count: run under callgrind (``--instr-atstart=no``) by bench_engine.py --instructions:
    the games played once uncounted (warm), then counted; the actions printed as JSON."""
    import subprocess

    single_thread()
    import numpy as np
    import rlcard
    from rlcard.agents import RandomAgent

    env = rlcard.make("uno", config={"seed": seed})
    agents = [RandomAgent(num_actions=env.num_actions) for _ in range(env.num_players)]
    env.set_agents(agents)
    for counted in (False, True):
        env.seed(seed)
        np.random.seed(seed)
        if counted:
            subprocess.run(["callgrind_control", "-i", "on", str(os.getpid())], capture_output=True)
        actions = play(env, agents, games, loop)
    subprocess.run(["callgrind_control", "-i", "off", str(os.getpid())], capture_output=True)
    print(json.dumps({"actions": actions}), flush=True)


def summary(figures: dict[str, Any]) -> str:
    """One human-readable line for a figures dict."""
    f = figures
    return (
        f"RLCard {f['rlcard']} UNO, {f['players']} players, random agents ({f['loop']} loop): "
        f"{f['games']:,} games, {f['actions']:,} actions in {f['seconds']:.3f} s (best of {f['repeat']}): "
        f"{f['actions_per_s']:,.0f} actions/s, {f['games_per_s']:,.1f} games/s, "
        f"{f['actions_per_game']:.1f} actions/game"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--loop", choices=("step", "run"), default="step")
    parser.add_argument("--serve", action="store_true", help="stay up: one timed run per request line on stdin")
    parser.add_argument("--count", action="store_true", help="under callgrind: count the games' instructions")
    args = parser.parse_args()
    if args.serve:
        serve(args.seed, args.loop)
        return
    if args.count:
        count(args.games, args.seed, args.loop)
        return
    if args.games < 1 or args.repeat < 1:
        parser.error("--games and --repeat must be at least 1")
    figures = measure(args.games, args.seed, args.repeat, args.loop)
    print(summary(figures))
    print(json.dumps(figures), flush=True)


if __name__ == "__main__":
    main()
