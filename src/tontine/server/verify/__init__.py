"""The verifiable shuffle and the verification of records (standard library only)."""
