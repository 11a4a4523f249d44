"""The wire: the hub that sends frames to sockets, the frames, and the WebSocket protocols over uvicorn."""
