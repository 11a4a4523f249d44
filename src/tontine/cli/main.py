"""The ``tontine`` command group.

Subcommands live in their own modules and are imported only when used, so that
``tontine play`` never pays for the simulator's or the server's imports. Every
error a user can cause ends as one line on stderr and exit code 2.
"""

from __future__ import annotations

import importlib
import importlib.util
import re
import sys
from typing import Any

import click

from tontine import __version__
from tontine.cli import click_text
from tontine.cli.lang import (
    error_text,
    fresh_help_option,
    has_lang_option,
    help_text,
    loc,
    quoted,
    reset_language,
    translate_help,
    use_language,
)
from tontine.cli.os_text import os_reason
from tontine.errors import TontineError
from tontine.i18n import UnknownLanguageError

#: command name -> "module:attribute" of a click.Command
COMMANDS: dict[str, str] = {
    "play": "tontine.cli.play:play",
    "rules": "tontine.cli.rules_cmd:rules",
    "replay": "tontine.cli.replay:replay",
    "keep": "tontine.cli.keep:keep",
    "simulate": "tontine.sim.cli:simulate",
    "exact": "tontine.sim.exact.cli:exact",
    "sweep": "tontine.sim.cli:sweep",
    "narrate": "tontine.narrate.cli:narrate",
    "serve": "tontine.server.cli:serve",
    "verify": "tontine.server.cli:verify",
}


# Click's own messages in the terminal's language; before the decorators below, which translate
# their help ("Show the version and exit.") as they run.
click_text.install(loc)


def _available(name: str) -> bool:
    module = COMMANDS[name].split(":")[0]
    try:
        return importlib.util.find_spec(module) is not None
    except ImportError:  # the parent package is not there
        return False


class LazyGroup(click.Group):
    def main(self, *args: Any, **kwargs: Any) -> Any:
        # Click's messages (usage errors, help headings) speak loc(): before ``--lang`` is read
        # the environment's language, after it the one it names.
        click_text.install(loc)
        reset_language()  # a command run before in this process may have chosen another
        fresh_help_option(self)
        return super().main(*args, **kwargs)

    def resolve_command(self, ctx: click.Context, args: list[str]) -> tuple[str | None, click.Command | None, list[str]]:
        name, command, rest = super().resolve_command(ctx, args)
        if command is not None and has_lang_option(command):
            # "--lang fr" is read before Click parses the rest, so that its complaints about them
            # ("no such option") speak the language too
            _early_language(rest)
            translate_help(command)
        return name, command, rest

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(name for name in COMMANDS if _available(name))

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        target = COMMANDS.get(cmd_name)
        if target is None or not _available(cmd_name):
            return None
        module_name, attribute = target.split(":")
        try:
            module = importlib.import_module(module_name)
        except ImportError as exc:
            missing = exc.name or str(exc)
            raise click.ClickException(
                loc()("cli-needs-package", **{"command-name": cmd_name, "package-name": missing})
            ) from None
        command = getattr(module, attribute)
        assert isinstance(command, click.Command)
        fresh_help_option(command)
        translate_help(command)  # in the language of this run, whichever a run before chose
        return command


def _early_language(args: list[str]) -> None:
    """Choose the language ``--lang X`` (or ``--lang=X``) names among ``args``, if it is one."""
    for index, arg in enumerate(args):
        if arg == "--":
            return
        value = args[index + 1] if arg == "--lang" and index + 1 < len(args) else \
            arg.partition("=")[2] if arg.startswith("--lang=") else None
        if value is not None:
            try:
                use_language(value)
            except UnknownLanguageError:
                return  # Click says so, with the choices
            return


@click.group(cls=LazyGroup, context_settings={"help_option_names": ["-h", "--help"]},
             help=help_text("cli-help-command-group"))
@click.version_option(__version__, prog_name="tontine")
def cli() -> None:
    """Tontine, the 18th-century card game of pure chance for a large party.

    Play it in the terminal, study it with the simulator, tell it as a scene.
    """


def main(argv: list[str] | None = None) -> Any:
    """Run the command line; user errors end as one line and exit code 2."""
    try:
        return _run(argv)
    finally:
        reset_language()  # what runs next in this process speaks the environment's language again


def _run(argv: list[str] | None) -> Any:
    try:
        return cli.main(args=argv, prog_name="tontine", standalone_mode=False)
    except click.exceptions.Abort:
        click.echo(loc()("cli-stopped"), err=True)
        sys.exit(130)
    except click.exceptions.Exit as exc:
        sys.exit(exc.exit_code)
    except click.ClickException as exc:
        message = _click_message(exc).replace("\n", " ")
        click.echo(loc()("cli-error", text=message), err=True)
        sys.exit(2)
    except TontineError as exc:
        click.echo(loc()("cli-error", text=error_text(exc)), err=True)
        sys.exit(2)
    except BrokenPipeError:  # output piped into a command that stopped reading (head, less)
        sys.exit(0)
    except OSError as exc:  # a file or terminal problem no command foresaw
        say = loc()
        reason = os_reason(exc, say)
        text = say("cli-os-error", **{"file-name": str(exc.filename), "reason-text": reason}) if exc.filename \
            else reason
        click.echo(loc()("cli-error", text=text), err=True)
        sys.exit(2)
    except KeyboardInterrupt:
        click.echo(loc()("cli-stopped"), err=True)
        sys.exit(130)


_QUOTED = re.compile(r"'([^']*)'")
_OPTION = re.compile(r"--?[\w-]+")


def _click_message(exc: click.ClickException) -> str:
    """Click's message, what it quotes in the language's quotation marks.

    Click writes the option or argument a bad value was given to as ``'--x'`` and the choices
    of a :class:`click.Choice` as ``'a', 'b'``; an option named by the code (``param_hint="--x"``)
    is quoted like them.
    """
    if isinstance(exc, click.BadParameter):
        if exc.param_hint is None and exc.param is not None:
            hint = exc.param.get_error_hint(exc.ctx)
            exc.param_hint = _QUOTED.sub(lambda match: quoted(match.group(1)), hint)
        elif isinstance(exc.param_hint, str) and _OPTION.fullmatch(exc.param_hint):
            exc.param_hint = quoted(exc.param_hint)
    text = exc.format_message()
    if isinstance(exc, click.BadParameter) and exc.param is not None and isinstance(exc.param.type, click.Choice) \
            and text.endswith(exc.message):  # the choices, at the end of the message
        text = text[:-len(exc.message)] + _QUOTED.sub(lambda match: quoted(match.group(1)), exc.message)
    if getattr(exc, "possibilities", None) and text.startswith(exc.message):
        # "Did you mean '--delay', '--help'?": Click quotes the suggestions itself
        tail = text[len(exc.message):]
        text = exc.message + _QUOTED.sub(lambda match: quoted(match.group(1)), tail)
    return text


if __name__ == "__main__":
    main()
