"""A room in memory, without I/O: the room and its connections, the views sent, the codec, the checks."""
