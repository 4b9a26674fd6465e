"""A folder of shipped records kept exactly as a generator makes them today (tests/shipped_cardtext.py,
tests/shipped_frontend.py): what differs, and writing it again."""

from __future__ import annotations

from pathlib import Path


def problems(folder: Path, wanted: dict[str, str]) -> list[str]:
    """What differs between the folder and ``wanted`` (name → text; empty: up to date)."""
    have = {p.name: p for p in folder.glob("*.json")} if folder.is_dir() else {}
    found = [f"missing: {name}" for name in sorted(set(wanted) - set(have))]
    found += [f"left over: {name}" for name in sorted(set(have) - set(wanted))]
    found += [
        f"stale: {name}"
        for name in sorted(set(wanted) & set(have))
        if have[name].read_text(encoding="utf-8") != wanted[name]
    ]
    return found


def update(folder: Path, wanted: dict[str, str]) -> int:
    """Make the folder exactly ``wanted``: left-over records removed, changed ones written."""
    folder.mkdir(exist_ok=True)
    for old in folder.glob("*.json"):
        if old.name not in wanted:
            old.unlink()
    for name, text in wanted.items():
        path = folder / name
        if not path.is_file() or path.read_text(encoding="utf-8") != text:
            path.write_text(text, encoding="utf-8")
    return len(wanted)
