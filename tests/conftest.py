from __future__ import annotations

import sys
from pathlib import Path

# Test helpers (strategies.py) import as plain modules.
sys.path.insert(0, str(Path(__file__).resolve().parent))
