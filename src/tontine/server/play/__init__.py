"""Play: the lobby, the dealer, the by-hand pack, the actions, the schedule and the takeover of tables."""
