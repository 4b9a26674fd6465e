"""``python -m toolkit``: the same as the ``deckwright`` command."""

from toolkit.cli import main

main()
