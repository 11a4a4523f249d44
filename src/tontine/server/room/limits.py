"""The server's limits: over one, a clear refusal, and everyone else is served as before."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Limits"]


@dataclass(frozen=True)
class Limits:
    """The server's limits; over one, a clear refusal and everyone else is served as before."""

    max_seats: int = 20  #: seats at a browser table (the rules allow up to 52)
    tables_per_hour: int = 20  #: tables one address may create per hour
    lookup_misses: int = 30  #: unknown codes one address may try per 10 minutes
    joins_per_minute: int = 30  #: seats one address may take per minute
    ws_messages: int = 40  #: WebSocket messages per connection per 10 seconds
    ws_message_size: int = 4096  #: bytes in one WebSocket message
    ws_per_address: int = 40  #: open WebSockets from one address
    ws_per_table: int = 300  #: open WebSockets watching one table
    ws_buffer: int = 256 * 1024  #: bytes (characters through ASGI) sent and not yet taken by one socket; one further behind is dropped
    ws_send_timeout: float = 10.0  #: seconds a socket may take nothing it is sent before it is dropped
    ws_pings: int = 40  #: protocol-level pings per connection per 10 seconds
    connections_per_address: int = 200  #: open TCP connections from one address (HTTP and WebSocket)
    handshake_timeout: float = 10.0  #: seconds a new connection has to send its request's head
    #: heavy requests being worked on or waiting at once, of every kind: records checked (one worker
    #: process checks them), records built and house-rules odds worked out (worker threads), scenes
    #: told (worker processes); see tontine.server.http.heavy
    verify_jobs: int = 4
    record_cache_bytes: int = 64 * 2**20  #: bytes of built records of finished games kept for the next asks
    host_timeout: float = 20.0  #: seconds a disconnected host keeps the role (then it passes within the check)
    presence_every: float = 2.0  #: seconds between presence heartbeats to the other processes (with Redis)
    presence_expiry: float = 6.0  #: seconds after which a process not heard from no longer counts
    idle_unload: float = 1800.0  #: seconds a table nobody watches stays in memory (it stays in the database)
    #: the share of time the background check of restored rooms' histories may take (it sleeps the
    #: rest); 0: no background check, a history is checked when its record is asked for
    history_check_share: float = 0.25
    min_pace: float = 0.2  #: fastest auto-deal, seconds between deals
    max_pace: float = 60.0
