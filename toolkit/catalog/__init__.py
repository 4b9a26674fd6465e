"""The card catalog: SQLModel tables over SQLite (or any SQLAlchemy URL).

- ``database``: URLs and engines (``--db``, ``DECKWRIGHT_DB``, output/catalog.db)
- ``tables``: the rows (games, card sets, cards), apart from the domain model
- ``importer``: checked cards in, all or nothing, in one transaction
- ``query`` / ``search``: the search language (grammar/query.lark) and its SQL
- ``records``: cards back out; lookups by id
- ``export``: JSON and CSV
- ``commands``: the ``deckwright catalog`` command group
"""
