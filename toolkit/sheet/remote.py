"""A published sheet's CSV address (``https://...``): fetched, and the last copy cached so that a build
works offline. The copy is written atomically; a fetch that fails falls back on it, saying so."""

from __future__ import annotations

import contextlib
import hashlib
import time
import urllib.error
import urllib.request
from dataclasses import dataclass
from pathlib import Path

from toolkit import __version__
from toolkit.files import write_atomic
from toolkit.sheet.errors import SheetError

MAX_BYTES = 20 * 1024 * 1024  # a sheet of cards, not a data dump
TIMEOUT = 15.0


def is_address(text: str) -> bool:
    return text.startswith(("https://", "http://"))


@dataclass(frozen=True)
class Fetched:
    data: bytes
    cached: bool  # True: the fetch failed and this is the last copy
    why: str = ""  # why the fetch failed (when cached)


def cache_file(cache: Path, url: str) -> Path:
    return cache / f"{hashlib.sha256(url.encode('utf-8')).hexdigest()[:20]}.csv"


def fetch(url: str, cache: Path, timeout: float = TIMEOUT) -> Fetched:
    """The sheet at ``url``; its copy in ``cache`` when the network fails. SheetError (S0009) when
    neither the address nor a copy of it can be read."""
    copy = cache_file(cache, url)
    request = urllib.request.Request(url, headers={"User-Agent": f"deckwright/{__version__}"})
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:  # is_address: http and https only
            data = response.read(MAX_BYTES + 1)
        if len(data) > MAX_BYTES:
            raise SheetError("S0009", f"{url}: larger than {MAX_BYTES // (1024 * 1024)} MB: not a card sheet")
    except (urllib.error.URLError, TimeoutError, OSError, ValueError) as exc:
        why = str(getattr(exc, "reason", None) or exc)
        if copy.is_file():
            return Fetched(copy.read_bytes(), True, why)
        raise SheetError(
            "S0009",
            f"cannot fetch {url}: {why}",
            "check the address (a published sheet's CSV link) and the network; no copy of it is cached yet",
        ) from None
    if data.lstrip()[:15].lower().startswith((b"<!doctype html", b"<html")):
        raise SheetError(
            "S0009",
            f"{url} gives a web page, not a CSV sheet",
            "publish the sheet as CSV (Google Sheets: File > Share > Publish to web > CSV) and use that address",
        )
    with contextlib.suppress(OSError):  # a cache that cannot be written does not stop the import
        write_atomic(copy, data)
    return Fetched(data, False)


def cached_at(cache: Path, url: str) -> str:
    copy = cache_file(cache, url)
    try:
        return time.strftime("%Y-%m-%d %H:%M", time.localtime(copy.stat().st_mtime))
    except OSError:
        return "?"
