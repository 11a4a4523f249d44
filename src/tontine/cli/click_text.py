"""Click's own messages ("Usage:", "Missing option", "is not a valid integer", ...) in the terminal's language.

Click marks its messages for :mod:`gettext`: each of its modules does ``from gettext import gettext
as _`` (and ``ngettext``) and formats what ``_`` returns with :meth:`str.format`. :func:`install`
gives those modules a ``_`` and an ``ngettext`` that look the English message up in
:data:`CLICK_MESSAGES` and return the format string of its Fluent message (``cli-click-*`` in
``cli.ftl``) in the running command's language (:func:`tontine.cli.lang.loc`), chosen at each
call. A Fluent message gets, for each placeholder of Click's (``{name!r}``, ``{param_hint}``,
``%(prog)s``), a variable named after it with ``-text`` appended (``$name-text``) whose value is the
placeholder itself, without its ``!r``: the catalogue quotes it as its language quotes
(``'...'``, « ... », „...“). An ``ngettext`` message also gets ``$count``, the real count, so that
Fluent's plural rules choose the form. A catalogue may leave a placeholder out, through a select
with only a default variant (German and French say "Zahl", "nombre" for both of Click's number
types, whose names Click gives in English; see ``locales/README.md``).

English is Click's own text, unchanged; so is a message that is not in the table. A test checks
that every message of the table is still in the installed Click's source, so that a Click
release that rewords one fails it rather than falling back to English unnoticed.

>>> from tontine.i18n import localizer
>>> localized_format("No such command {name!r}.", localizer("de"))
'Unbekannter Befehl „{name}“.'
>>> localized_format("No such command {name!r}.", localizer("en"))
'No such command {name!r}.'
>>> localized_plural("Option {name!r} requires an argument.", "Option {name!r} requires {nargs} arguments.", 2,
...                  localizer("fr"))
'L’option «\u202f{name}\u202f» attend {nargs} valeurs.'
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable
from types import ModuleType

from tontine.i18n import FALLBACK, Localizer

__all__ = ["CLICK_MESSAGES", "CLICK_MODULES", "install", "localized_format", "localized_plural", "placeholders"]

#: The modules of Click that translate with ``_`` / ``ngettext``.
CLICK_MODULES = (
    "click.core",
    "click.decorators",
    "click.exceptions",
    "click.formatting",
    "click.parser",
    "click.termui",
    "click.types",
)

#: Click's English message (the singular one of an ``ngettext`` pair) -> its Fluent message id.
CLICK_MESSAGES: dict[str, str] = {
    # help
    "Usage:": "cli-click-usage",
    "Options": "cli-click-options",
    "Commands": "cli-click-commands",
    "Show this message and exit.": "cli-click-help-option",
    "Show the version and exit.": "cli-click-version-option",
    "%(prog)s, version %(version)s": "cli-click-version",
    "default: {default}": "cli-click-default",
    "env var: {var}": "cli-click-env-var",
    "required": "cli-click-required",
    "deprecated": "cli-click-deprecated",
    "Try '{command} {option}' for help.": "cli-click-try-help",
    # usage errors
    "Missing command.": "cli-click-missing-command",
    "No such command {name!r}.": "cli-click-no-such-command",
    "No such option {name!r}.": "cli-click-no-such-option",
    "Did you mean {possibility}?": "cli-click-did-you-mean",
    "Got unexpected extra argument ({args})": "cli-click-extra-arguments",
    "Option {name!r} requires an argument.": "cli-click-option-needs-value",
    "Option {name!r} does not take a value.": "cli-click-option-takes-no-value",
    "Argument {name!r} takes {nargs} values.": "cli-click-argument-values",
    "Takes {nargs} values but 1 was given.": "cli-click-takes-values",
    "{len_type} values are required, but {len_value} was given.": "cli-click-values-required",
    "Missing argument": "cli-click-missing-argument",
    "Missing option": "cli-click-missing-option",
    "Missing parameter": "cli-click-missing-parameter",
    "Missing {param_type}": "cli-click-missing-other",
    "Missing parameter: {param_name}": "cli-click-missing-named",
    "Invalid value for {param_hint}: {message}": "cli-click-invalid-value-for",
    "Invalid value: {message}": "cli-click-invalid-value",
    "Error: {message}": "cli-click-error",
    "Could not open file {filename!r}: {message}": "cli-click-cannot-open",
    "unknown error": "cli-click-unknown-error",
    "Aborted!": "cli-click-aborted",
    # values
    "{value!r} is not a valid {number_type}.": "cli-click-not-a-number",
    "{value!r} is not a valid boolean. Recognized values: {states}": "cli-click-not-a-boolean",
    "{value!r} is not a valid UUID.": "cli-click-not-a-uuid",
    "{value} is not in the range {range}.": "cli-click-out-of-range",
    "{value!r} is not {choice}.": "cli-click-not-a-choice",
    "{value!r} does not match the format {format}.": "cli-click-date-format",
    "file": "cli-click-file",
    "directory": "cli-click-directory",
    "path": "cli-click-path",
    "{name} {filename!r} is a file.": "cli-click-path-is-file",
    "{name} {filename!r} is a directory.": "cli-click-path-is-directory",
    "{name} {filename!r} is not readable.": "cli-click-path-not-readable",
    "{name} {filename!r} is not writable.": "cli-click-path-not-writable",
    "{name} {filename!r} is not executable.": "cli-click-path-not-executable",
    "{name} {filename!r} does not exist.": "cli-click-path-missing",
    # prompts
    "Repeat for confirmation": "cli-click-repeat",
    "Error: The two entered values do not match.": "cli-click-no-match",
    "Error: invalid input": "cli-click-invalid-input",
    "Press any key to continue...": "cli-click-press-key",
    "Do you want to continue?": "cli-click-continue",
    "Confirm the action without prompting.": "cli-click-yes-option",
}

_PLACEHOLDER = re.compile(r"\{(\w+)(![rsa])?\}|%\((\w+)\)s")


def placeholders(msgid: str) -> dict[str, str]:
    """Fluent variable -> the text that stands for it in the localized format string.

    >>> placeholders("{name} {filename!r} is a file.")
    {'name-text': '{name}', 'filename-text': '{filename}'}
    >>> placeholders("%(prog)s, version %(version)s")
    {'prog-text': '%(prog)s', 'version-text': '%(version)s'}
    """
    found: dict[str, str] = {}
    for match in _PLACEHOLDER.finditer(msgid):
        if match.group(1):
            name = match.group(1)
            found[f"{name.replace('_', '-')}-text"] = "{" + name + "}"
        else:
            name = match.group(3)
            found[f"{name.replace('_', '-')}-text"] = match.group(0)
    return found


def _formatted(msgid: str, count: int | None, lang: Localizer, plural: str = "") -> str | None:
    msg_id = CLICK_MESSAGES.get(msgid)
    if msg_id is None or not lang.has(msg_id):
        return None
    # an ngettext pair's plural may have placeholders of its own ({nargs}, {len}): give both
    args: dict[str, object] = {**placeholders(msgid), **placeholders(plural)}
    if count is not None:
        args["count"] = count
    return lang(msg_id, **args)


def localized_format(msgid: str, lang: Localizer) -> str:
    """Click's format string ``msgid`` in the language of ``lang`` (English, and unknown ones, as they are)."""
    if lang.lang == FALLBACK:
        return msgid
    return _formatted(msgid, None, lang) or msgid


def localized_plural(singular: str, plural: str, count: int, lang: Localizer) -> str:
    """The format string of an ``ngettext`` pair for ``count``, in the language of ``lang``."""
    english = singular if count == 1 else plural
    if lang.lang == FALLBACK:
        return english
    return _formatted(singular, count, lang, plural) or english


def _gettext(current: Callable[[], Localizer]) -> Callable[[str], str]:
    def gettext(message: str) -> str:
        return localized_format(message, current())

    return gettext


def _ngettext(current: Callable[[], Localizer]) -> Callable[[str, str, int], str]:
    def ngettext(singular: str, plural: str, count: int) -> str:
        return localized_plural(singular, plural, count, current())

    return ngettext


_installed: list[ModuleType] = []


def install(current: Callable[[], Localizer]) -> None:
    """Give Click's modules a ``_`` and an ``ngettext`` that speak ``current()``'s language (once)."""
    if _installed:
        return
    gettext, ngettext = _gettext(current), _ngettext(current)
    for name in CLICK_MODULES:
        module = importlib.import_module(name)
        if hasattr(module, "_"):
            module._ = gettext  # type: ignore[attr-defined]
        if hasattr(module, "ngettext"):
            module.ngettext = ngettext  # type: ignore[attr-defined]
        _installed.append(module)
