"""``python -m toolkit.lang.tables``: write the kept LALR tables of every grammar Deckwright keeps them
for (run it after a grammar change; tests/test_parser_tables.py fails while a shipped file is stale).

The command sits above the parser, which owns the grammars and their options; the tables' format,
reading and writing are toolkit/lang/lalr_tables.py, below the parser.
"""

from __future__ import annotations

import sys

from toolkit.lang.parser import write_card_tables


def main(argv: list[str] | None = None) -> int:
    """Write each grammar's tables beside it, saying which were written and which were current."""
    del argv
    for path, written in write_card_tables():
        print(f"{path}: {'written' if written else 'current'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
