"""Run RLCard's UNO benchmark in its own virtual environment and hand back its figures.

Why: the engine benchmark compares Deckwright with RLCard in the same run, but
RLCard (and the NumPy it pulls in) must never become a project dependency. So
RLCard lives in a venv under output/bench-venv/ (git-ignored), made and filled
on first use and reused after, and bench/rlcard_uno.py runs there as a
subprocess; only its JSON line comes back. If the venv cannot be made or RLCard
cannot be installed (no network, say), ``rlcard_figures()`` prints why on
stderr and returns None, so the caller can still print its own figures.

From the engine benchmark (in bench/, like bench_parse.py)::

    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from run_rlcard import rlcard_figures
    figures = rlcard_figures(games=2000, seed=0)  # dict from rlcard_uno.py, or None

On its own: ``python bench/run_rlcard.py [--games 2000] [--seed 0] [--repeat 3] [--loop step|run]``
(``--setup`` only makes the venv).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path
from types import TracebackType
from typing import IO, Any

ROOT = Path(__file__).resolve().parents[1]
VENV = ROOT / "output" / "bench-venv"
SCRIPT = Path(__file__).resolve().with_name("rlcard_uno.py")
# Pinned so figures from different days compare; NumPy is whatever pip resolves (reported in the figures).
REQUIREMENT = "rlcard==1.2.0"


class RLCardUnavailable(RuntimeError):
    """The benchmark venv or RLCard in it could not be set up, or the RLCard run failed."""


def _run(cmd: list[str], what: str, timeout: float | None = None) -> str:
    """Run ``cmd``; return its stdout, or raise RLCardUnavailable with the tail of its output."""
    try:
        done = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, check=False)
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise RLCardUnavailable(f"{what} failed: {exc}") from exc
    if done.returncode != 0:
        tail = "\n  ".join((done.stderr.strip() or done.stdout.strip()).splitlines()[-6:])
        raise RLCardUnavailable(f"{what} failed (exit {done.returncode}):\n  {tail}")
    return done.stdout


def venv_python(venv: Path = VENV) -> Path:
    """The venv's interpreter."""
    return venv / "bin" / "python"


def has_rlcard(python: Path) -> bool:
    """Whether ``python`` runs and can import RLCard."""
    if not python.exists():
        return False
    probe = subprocess.run([str(python), "-c", "import rlcard"], capture_output=True, check=False)
    return probe.returncode == 0


def ensure_venv(venv: Path = VENV) -> Path:
    """Make the venv and install RLCard in it unless it already imports RLCard; return its interpreter.

    Idempotent: a ready venv is left alone, a half-made one is finished. Raises RLCardUnavailable.
    """
    python = venv_python(venv)
    if has_rlcard(python):
        return python
    print(f"Setting up RLCard for the benchmark in {venv} (first run only)...", file=sys.stderr, flush=True)
    if not python.exists():
        _run([sys.executable, "-m", "venv", "--clear", str(venv)], f"creating the venv {venv}", timeout=300)
    pip = [str(python), "-m", "pip", "install", "--disable-pip-version-check", "--retries", "1", "--timeout", "20"]
    _run([*pip, REQUIREMENT], f"pip install {REQUIREMENT}", timeout=900)
    if not has_rlcard(python):
        raise RLCardUnavailable(f"{REQUIREMENT} installed but `import rlcard` fails in {venv}")
    return python


def run_rlcard_bench(games: int = 2000, seed: int = 0, repeat: int = 3, loop: str = "step") -> str:
    """Run rlcard_uno.py in the venv; return its stdout. Raises RLCardUnavailable."""
    python = ensure_venv()
    cmd = [str(python), str(SCRIPT), "--games", str(games), "--seed", str(seed), "--repeat", str(repeat)]
    return _run([*cmd, "--loop", loop], "the RLCard UNO run")


def parse_figures(stdout: str) -> dict[str, Any]:
    """The figures from rlcard_uno.py's output: its last line that is a JSON object."""
    for line in reversed(stdout.splitlines()):
        if line.startswith("{"):
            return json.loads(line)
    raise RLCardUnavailable(f"the RLCard UNO run printed no JSON line:\n{stdout[-500:]}")


def rlcard_figures(games: int = 2000, seed: int = 0, repeat: int = 3, loop: str = "step") -> dict[str, Any] | None:
    """RLCard UNO figures (actions_per_s, games_per_s, actions_per_game, ...), or None with a message on stderr."""
    try:
        return parse_figures(run_rlcard_bench(games, seed, repeat, loop))
    except RLCardUnavailable as exc:
        print(f"RLCard benchmark skipped: {exc}", file=sys.stderr)
        return None


class RLCardServer:
    """One long-lived RLCard process (rlcard_uno.py --serve in the venv) fed one round at a time.

    The engine benchmark times many short rounds; a fresh RLCard process per round would time
    RLCard cold (imports, first games) against an engine timed warm. ``start()`` raises
    RLCardUnavailable; ``round(games)`` returns that run's actions, seconds and cpu_seconds.
    """

    def __init__(self, seed: int = 0, loop: str = "step") -> None:
        self.seed, self.loop = seed, loop
        self.process: subprocess.Popen[str] | None = None
        self.about: dict[str, Any] = {}  # versions, players, loop: the serving process's first line

    def start(self) -> RLCardServer:
        python = ensure_venv()
        cmd = [str(python), str(SCRIPT), "--serve", "--seed", str(self.seed), "--loop", self.loop]
        try:
            self.process = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        except OSError as exc:
            raise RLCardUnavailable(f"starting the RLCard server failed: {exc}") from exc
        self.about = self._reply()
        return self

    def round(self, games: int) -> dict[str, Any]:
        """Play ``games`` games from the seed (the same games every round) and return the timing."""
        assert self.process is not None and self.process.stdin is not None, "start() first"
        self.process.stdin.write(json.dumps({"games": games}) + "\n")
        self.process.stdin.flush()
        return self._reply()

    def _reply(self) -> dict[str, Any]:
        assert self.process is not None
        stdout: IO[str] | None = self.process.stdout
        line = stdout.readline() if stdout is not None else ""
        if not line.startswith("{"):
            code = self.process.poll()
            raise RLCardUnavailable(f"the RLCard server stopped (exit {code}) or printed {line[:200]!r}")
        return json.loads(line)

    def close(self) -> None:
        if self.process is not None:
            if self.process.stdin is not None:
                self.process.stdin.close()  # EOF: the server's loop ends
            try:
                self.process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
            self.process = None

    def __enter__(self) -> RLCardServer:
        return self.start()

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        self.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--loop", choices=("step", "run"), default="step")
    parser.add_argument("--setup", action="store_true", help="only make the venv and install RLCard")
    args = parser.parse_args()
    try:
        if args.setup:
            print(f"RLCard ready: {ensure_venv()}")
        else:
            print(run_rlcard_bench(args.games, args.seed, args.repeat, args.loop), end="")
    except RLCardUnavailable as exc:
        print(f"RLCard benchmark skipped: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
