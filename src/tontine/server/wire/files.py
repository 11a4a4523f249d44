"""The process's limit on open files, lifted for many sockets (one file descriptor each)."""

from __future__ import annotations

import logging

__all__ = ["raise_file_limit"]

log = logging.getLogger("tontine.server")


def raise_file_limit() -> tuple[int, int]:
    """Lift the soft limit on open files to the hard limit where the system allows; the (soft, hard) now."""
    try:
        import resource
    except ImportError:  # not on this system
        return (-1, -1)
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard == resource.RLIM_INFINITY or soft < hard:
        target = hard if hard != resource.RLIM_INFINITY else max(soft, 65536)
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
        except (ValueError, OSError):
            log.info("cannot raise the open-file limit from %d", soft)
    return resource.getrlimit(resource.RLIMIT_NOFILE)
