"""The verifiable shuffle: dealt from seeds, checked from a record (standard library only)."""
