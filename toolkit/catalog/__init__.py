"""The card catalog: SQLModel tables over SQLite (or any SQLAlchemy URL)."""
