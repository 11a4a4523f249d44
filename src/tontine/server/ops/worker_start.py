"""The start of a server's worker process: its priority lowered, and a watch that ends it with its server.

Run as the worker's first step (``ProcessPoolExecutor(initializer=...)``), before the worker imports
what its work needs: this module imports nothing of the server, so a worker started with the server
lowers its priority first and imports the rest at that priority, not against the starting server.
"""

from __future__ import annotations

import os
import threading
import time

__all__ = ["ORPHAN_CHECK", "start"]

#: seconds between a worker process's looks at whether the server that started it is still there
ORPHAN_CHECK = 1.0


def start(parent: int, niceness: int) -> None:
    """Lower this process's priority by ``niceness`` (``nice``), and end it once ``parent`` is gone.

    ``parent`` may go any way (killed outright too): a worker holds its own end of the pipe it reads
    its work from, so it would otherwise wait on it for ever.
    """
    if hasattr(os, "nice"):
        os.nice(niceness)

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(ORPHAN_CHECK)
        os._exit(0)

    threading.Thread(target=watch, name="tontine-parent-watch", daemon=True).start()
