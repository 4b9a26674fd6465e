"""The card catalog: SQLModel tables over SQLite (or any SQLAlchemy URL).

- ``database``: URLs and engines (``--db``, ``DECKWRIGHT_DB``, output/catalog.db), the one write
  path (``BEGIN IMMEDIATE`` in WAL mode, retried), so concurrent imports serialise
- ``schema``: the schema version every command checks, and the SQLite search indexes
- ``tables``: the rows (games, card sets, cards, catalog facts), apart from the domain model
- ``importer``: checked cards in, all or nothing, in one transaction, in batches
- ``query`` / ``search``: the search language (grammar/query.lark) and its SQL
- ``records``: cards back out: pages of results, lookups by name or id
- ``export``: JSON and spreadsheet-safe CSV
"""
