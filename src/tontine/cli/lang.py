"""The terminal's language, and its messages through ``locales/<lang>/cli.ftl``.

The language is ``--lang`` where a command has it, else ``TONTINE_LANG``, else the locale
(``LC_ALL``, ``LC_MESSAGES``, ``LANG``), else English. A command chooses it once with
:func:`use_language`; everything it prints then comes from :func:`loc`.

>>> choose_language(None, environ={"LANG": "de_DE.UTF-8"})
'de'
>>> choose_language(None, environ={"TONTINE_LANG": "fr", "LANG": "de_DE.UTF-8"})
'fr'
>>> choose_language("en", environ={"TONTINE_LANG": "fr"}), choose_language(None, environ={"LANG": "C.UTF-8"})
('en', 'en')
>>> choose_language(None, environ={"LC_ALL": "it_IT.UTF-8"})  # no Italian catalogue: English
'en'
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from contextvars import ContextVar
from typing import Any, TypeVar

import click

from tontine.cli.engine_text import message_of
from tontine.cli.os_text import os_reason
from tontine.i18n import FALLBACK, Localizer, UnknownLanguageError, check_language, languages, localizer

__all__ = [
    "catalogue_text",
    "choose_language",
    "error_text",
    "fresh_help_option",
    "has_lang_option",
    "help_text",
    "lang_option",
    "loc",
    "quoted",
    "reset_language",
    "translate_help",
    "use_language",
]

F = TypeVar("F", bound=Callable[..., Any])

_LOCALE_VARIABLES = ("LC_ALL", "LC_MESSAGES", "LANG")
_current: ContextVar[str | None] = ContextVar("tontine_cli_language", default=None)


class LanguageError(click.UsageError):
    """``TONTINE_LANG`` names a language with no catalogue."""


def choose_language(explicit: str | None, *, environ: Mapping[str, str] | None = None) -> str:
    """``explicit`` (``--lang``), else ``TONTINE_LANG``, else the locale, else English.

    An unknown ``--lang`` or ``TONTINE_LANG`` is an error (the user asked for it); an unknown
    locale falls back to English.
    """
    env = os.environ if environ is None else environ
    if explicit:
        return check_language(explicit)
    asked = env.get("TONTINE_LANG", "").strip()
    if asked:
        try:
            return check_language(asked)
        except UnknownLanguageError:
            # the language asked for has no catalogue: say so in English
            raise LanguageError(
                localizer(FALLBACK)("cli-error-language", **{"lang-text": asked, "lang-list": ", ".join(languages())})
            ) from None
    for name in _LOCALE_VARIABLES:
        value = env.get(name, "").strip()
        if value:
            code = value.split(".")[0].split("@")[0]
            try:
                return check_language(code)
            except UnknownLanguageError:
                return FALLBACK
    return FALLBACK


def use_language(lang: str | None) -> Localizer:
    """Choose the language of what the running command prints (see :func:`choose_language`)."""
    code = choose_language(lang)
    _current.set(code)
    return localizer(code)


def reset_language() -> None:
    """Forget the language a command chose: the next messages speak the environment's again."""
    _current.set(None)


def loc() -> Localizer:
    """The localizer of the running command (the environment's language before one is chosen)."""
    code = _current.get()
    if code is None:
        try:
            code = choose_language(None)
        except LanguageError:
            code = FALLBACK
    return localizer(code)


class HelpText(str):
    """A help string that remembers its message, to be said again in another language."""

    msg_id: str
    args: dict[str, Any]

    def __new__(cls, msg_id: str, args: dict[str, Any]) -> HelpText:
        text = super().__new__(cls, loc()(msg_id, **args))
        text.msg_id, text.args = msg_id, args
        _BUILT.setdefault(str(text), text)
        return text


#: every help string built, by its text: Click keeps an option's help as a plain ``str`` (cleaned up)
_BUILT: dict[str, HelpText] = {}


def help_text(msg_id: str, **args: Any) -> str:
    """A help string in the environment's language; :func:`translate_help` says it again in the one
    ``--lang`` chooses (help is built before ``--lang`` is read)."""
    return HelpText(msg_id, args)


def _again(text: Any) -> Any:
    built = text if isinstance(text, HelpText) else _BUILT.get(text) if isinstance(text, str) else None
    return text if built is None else HelpText(built.msg_id, built.args)


def translate_help(command: click.Command) -> None:
    """Say the help of ``command`` and of its options (their placeholders too) in the language now chosen."""
    command.help = _again(command.help)
    command.short_help = _again(command.short_help)
    for param in command.params:
        if isinstance(param, click.Option):
            param.help = _again(param.help)
        param.metavar = _again(param.metavar)


def fresh_help_option(command: click.Command) -> None:
    """Let Click build ``--help`` again, its help in the language now chosen (Click keeps the first it built)."""
    if getattr(command, "_help_option", None) is not None:
        command._help_option = None


def _chosen(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    if value is not None:
        use_language(value)
        fresh_help_option(ctx.command)  # "--lang fr --help": the help of --help in French too
        translate_help(ctx.command)  # and every option's
    return value


def has_lang_option(command: click.Command) -> bool:
    """Whether ``command`` takes :func:`lang_option` (``narrate --lang`` is the language of the telling)."""
    return any(isinstance(param, click.Option) and param.callback is _chosen for param in command.params)


def lang_option(func: F) -> F:
    """``--lang en|fr|de``: the language of the command's messages.

    It is read before the command's other options (``is_eager``), so that Click's messages about
    them (``--players abc``) speak it too.
    """
    return click.option(
        "--lang",
        type=click.Choice(languages(), case_sensitive=False),
        default=None,
        is_eager=True,
        callback=_chosen,
        help=help_text("cli-help-lang", **{"lang-list": ", ".join(languages())}),
    )(func)


# --- engine errors in the user's language -------------------------------------------------


def error_text(exc: BaseException, lang: Localizer | None = None) -> str:
    """What an error says, in the language of ``lang`` (default: the running command's).

    English is the exception's own ``str()``; other languages use the error's message and
    ``msg_args`` (:func:`catalogue_text`), else fall back to the English text.
    """
    lang = lang or loc()
    if lang.lang == FALLBACK:
        return str(exc)
    text = catalogue_text(exc, lang)
    return str(exc) if text is None else text


def catalogue_text(exc: BaseException, lang: Localizer) -> str | None:
    """The error's message (:func:`tontine.cli.engine_text.message_of`) with its ``msg_args`` in ``lang``; None without one.

    An argument that is itself an exception (the reason inside "record 'x': ...") is said the
    same way, an :class:`OSError` by its errno (:func:`tontine.cli.os_text.os_reason`); a list
    is joined as the language joins ("1 and 2", "1 et 2").
    """
    msg_id = message_of(exc)
    if msg_id is None or not lang.has(msg_id):
        return None
    args = {key: _argument(value, lang) for key, value in getattr(exc, "msg_args", {}).items()}
    return lang(msg_id, **args)


def _argument(value: object, lang: Localizer) -> object:
    if isinstance(value, OSError):
        return os_reason(value, lang)
    if isinstance(value, BaseException):
        text = catalogue_text(value, lang)
        return str(value) if text is None else text
    if isinstance(value, (list, tuple)):
        return lang.join(str(item) for item in value)
    return value


def quoted(text: str, lang: Localizer | None = None) -> str:
    """``text`` between the quotation marks of the running command's language ('x', « x », „x“)."""
    return (lang or loc())("cli-quoted", **{"quoted-text": text})
