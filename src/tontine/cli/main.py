"""The ``tontine`` command group.

Subcommands live in their own modules and are imported only when used, so that
``tontine play`` never pays for the simulator's or the server's imports. Every
error a user can cause ends as one line on stderr and exit code 2.
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
from typing import Any

import click

from tontine import __version__
from tontine.cli.lang import error_text, help_text, loc
from tontine.errors import TontineError

#: command name -> "module:attribute" of a click.Command
COMMANDS: dict[str, str] = {
    "play": "tontine.cli.play:play",
    "rules": "tontine.cli.rules_cmd:rules",
    "replay": "tontine.cli.replay:replay",
    "keep": "tontine.cli.keep:keep",
    "simulate": "tontine.sim.cli:simulate",
    "exact": "tontine.sim.exact_cli:exact",
    "sweep": "tontine.sim.cli:sweep",
    "narrate": "tontine.narrate.cli:narrate",
    "serve": "tontine.server.cli:serve",
    "verify": "tontine.server.cli:verify",
}


def _available(name: str) -> bool:
    module = COMMANDS[name].split(":")[0]
    try:
        return importlib.util.find_spec(module) is not None
    except ImportError:  # the parent package is not there
        return False


class LazyGroup(click.Group):
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
        return command


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
        return cli.main(args=argv, prog_name="tontine", standalone_mode=False)
    except click.exceptions.Abort:
        click.echo(loc()("cli-stopped"), err=True)
        sys.exit(130)
    except click.exceptions.Exit as exc:
        sys.exit(exc.exit_code)
    except click.ClickException as exc:
        message = exc.format_message().replace("\n", " ")
        click.echo(loc()("cli-error", text=message), err=True)
        sys.exit(2)
    except TontineError as exc:
        click.echo(loc()("cli-error", text=error_text(exc)), err=True)
        sys.exit(2)
    except BrokenPipeError:  # output piped into a command that stopped reading (head, less)
        sys.exit(0)
    except OSError as exc:  # a file or terminal problem no command foresaw
        reason = str(exc.strerror or exc)
        text = loc()("cli-os-error", **{"file-name": repr(exc.filename), "reason-text": reason}) if exc.filename \
            else reason
        click.echo(loc()("cli-error", text=text), err=True)
        sys.exit(2)
    except KeyboardInterrupt:
        click.echo(loc()("cli-stopped"), err=True)
        sys.exit(130)


if __name__ == "__main__":
    main()
