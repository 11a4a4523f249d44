"""Why a file could not be read or written, in the terminal's language.

``OSError.strerror`` is the C library's English ("No such file or directory"). The common
errno values have a message of their own in ``cli.ftl`` (``cli-os-*``); any other is said in
the operating system's words.

>>> import errno
>>> from tontine.i18n import localizer
>>> os_reason(FileNotFoundError(errno.ENOENT, "No such file or directory"), localizer("de"))
'Datei oder Ordner nicht gefunden'
>>> os_reason(OSError(errno.EMLINK, "Too many links"), localizer("fr"))
'Too many links'
"""

from __future__ import annotations

import errno

from tontine.i18n import FALLBACK, Localizer

__all__ = ["ERRNO_MESSAGES", "os_reason"]

#: errno -> message id of the reason
ERRNO_MESSAGES: dict[int, str] = {
    errno.ENOENT: "cli-os-enoent",
    errno.EACCES: "cli-os-eacces",
    errno.EPERM: "cli-os-eperm",
    errno.EISDIR: "cli-os-eisdir",
    errno.ENOTDIR: "cli-os-enotdir",
    errno.ENOSPC: "cli-os-enospc",
    errno.EROFS: "cli-os-erofs",
    errno.EEXIST: "cli-os-eexist",
    errno.ENAMETOOLONG: "cli-os-enametoolong",
    errno.ELOOP: "cli-os-eloop",
    errno.EIO: "cli-os-eio",
    errno.EDQUOT: "cli-os-edquot",
    errno.EFBIG: "cli-os-efbig",
    errno.EBUSY: "cli-os-ebusy",
    errno.ENXIO: "cli-os-enxio",
}


def os_reason(exc: OSError, lang: Localizer) -> str:
    """The reason of ``exc`` in ``lang``: its errno's message, else (and in English) the system's own text."""
    fallback = str(exc.strerror or exc)
    msg_id = ERRNO_MESSAGES.get(exc.errno) if exc.errno is not None else None
    if msg_id is None or lang.lang == FALLBACK or not lang.has(msg_id):
        return fallback
    return lang(msg_id)
