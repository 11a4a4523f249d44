"""The database: schema and migrations, queries, batch writes, the registry of rooms and their restore."""
