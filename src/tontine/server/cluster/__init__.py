"""Several processes: the Redis bus and its publisher, the relay, presence, leases and shared rate limits."""
