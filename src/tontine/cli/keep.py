"""``tontine keep``: the scorekeeper for a table playing with a real pack and real counters.

The keeper types the card each player turned up (``KS``, ``10h``, ``qd``); the engine
settles it and the counters and the pool are shown after every card and every deal.
``undo`` takes back the last card (as often as needed, across deals), ``show`` prints
the table, ``help`` the commands, ``quit`` ends (saving the record with ``--record``).
It reads from a pipe as well as from a person, so a whole evening can be fed from a file.
"""

from __future__ import annotations

import enum
import json
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import click

from tontine.cards import Card
from tontine.cli.lang import error_text, help_text, lang_option, loc, use_language
from tontine.cli.options import (
    players_from_options,
    players_options,
    resolve_seed,
    rules_from_options,
    rules_options,
    seed_option,
)
from tontine.cli.play import check_record_path, preset_warnings, write_game_record
from tontine.cli.render import (
    Output,
    PlainOutput,
    RichOutput,
    event_lines,
    game_header,
    holdings_line,
    result_lines,
    seats_line,
    summary_lines,
)
from tontine.errors import PlayersError, TontineError
from tontine.events import DealEnded, DealVoided
from tontine.record import to_record, write_record
from tontine.rules import FirstDealer
from tontine.sources import SeededShuffle
from tontine.table import Phase, Table

__all__ = ["KeepCommand", "Keeper", "command_of", "confirm", "keep", "parse_dealer", "rescue_record",
           "save_interactively"]



def parse_dealer(text: str, players: list[str]) -> int:
    """A seat number 0..n-1, or a player's name (case-insensitive), as a seat.

    >>> parse_dealer("1", ["Ann", "Ben"]), parse_dealer("ben", ["Ann", "Ben"])
    (1, 1)
    >>> parse_dealer("Zoe", ["Ann", "Ben"])
    Traceback (most recent call last):
    ...
    tontine.errors.PlayersError: --dealer 'Zoe' is neither a seat 0..1 nor a player's name (Ann, Ben)
    """
    cleaned = text.strip()
    if cleaned.isdigit() and 0 <= int(cleaned) < len(players):
        return int(cleaned)
    for seat, name in enumerate(players):
        if name.casefold() == cleaned.casefold():
            return seat
    raise PlayersError(
        f"--dealer {text!r} is neither a seat 0..{len(players) - 1} nor a player's name ({', '.join(players)})",
        msg_id="cli-error-dealer", dealer_text=text, last=len(players) - 1, names=", ".join(players),
    )


class KeepCommand(enum.Enum):
    """What the keeper can type besides a card; the value is the message id of its word."""

    UNDO = "cli-keep-word-undo"
    SHOW = "cli-keep-word-show"
    HELP = "cli-keep-word-help"
    QUIT = "cli-keep-word-quit"


#: The English words and their short forms, understood in every language.
_ENGLISH_WORDS: dict[str, KeepCommand] = {
    "undo": KeepCommand.UNDO, "u": KeepCommand.UNDO,
    "show": KeepCommand.SHOW, "s": KeepCommand.SHOW,
    "help": KeepCommand.HELP, "h": KeepCommand.HELP, "?": KeepCommand.HELP,
    "quit": KeepCommand.QUIT, "q": KeepCommand.QUIT, "exit": KeepCommand.QUIT,
}


def command_of(text: str) -> KeepCommand | None:
    """The command a typed word names: the language's own word (``cli-keep-word-*``) or the English one.

    >>> command_of("Undo"), command_of("KS")
    (<KeepCommand.UNDO: 'cli-keep-word-undo'>, None)
    """
    word = text.strip().casefold()
    say = loc()
    for command in KeepCommand:
        if word == say(command.value).casefold():
            return command
    return _ENGLISH_WORDS.get(word)


def confirm(question: str, *, default: bool) -> bool:
    """A yes-or-no question answered in the language's words (``cli-keep-yes``/``-no``) or in English."""
    say = loc()
    yes = {word.strip().casefold() for word in say("cli-keep-yes").split(",")} | {"y", "yes"}
    no = {word.strip().casefold() for word in say("cli-keep-no").split(",")} | {"n", "no"}
    suffix = say("cli-keep-yes-no-default-yes" if default else "cli-keep-yes-no-default-no")
    while True:
        answer = click.prompt(f"{question} {suffix}", default="", show_default=False, prompt_suffix=" ")
        word = answer.strip().casefold()
        if not word:
            return default
        if word in yes:
            return True
        if word in no:
            return False
        click.echo(say("cli-keep-yes-or-no"), err=True)


class Keeper:
    """The scorekeeping session: a table fed card by card, with undo."""

    def __init__(self, table: Table, out: Output | None = None) -> None:
        self.table = table
        self.out: Output = out or PlainOutput()
        #: the table before each card, with the seat and card it took back
        self._undo: list[tuple[Table, int, Card]] = []

    def prompt_text(self) -> str:
        table = self.table
        if table.finished:
            return loc()("cli-keep-prompt-over")
        seat = table.next_seat
        assert seat is not None
        return loc()("cli-keep-prompt", **{"player-name": table.players[seat]})

    def start_deal(self) -> None:
        """Begin the next deal so that the prompt can name whose card comes next."""
        if not self.table.finished and self.table.phase is not Phase.DEALING:
            self.out.lines(event_lines(self.table.begin_deal(), self.table))

    def enter_card(self, text: str) -> None:
        """Turn up one typed card; a bad card leaves everything as it was."""
        card = Card.parse(text)
        before = self.table.copy()
        seat = self.table.next_seat
        events = self.table.turn_up(card)
        assert seat is not None
        self._undo.append((before, seat, card))
        self.out.lines(event_lines(events, self.table))
        if any(isinstance(event, (DealEnded, DealVoided)) for event in events):
            if isinstance(self.out, RichOutput):
                self.out.table_view(self.table)
            else:
                self.out.line(loc()("cli-keep-after-deal", deal=self.table.history[-1].number))
                self.out.line(holdings_line(self.table))
        else:
            self.out.line(holdings_line(self.table))
        if self.table.finished:
            self.out.line("")
            self.out.lines(result_lines(self.table))
            self.out.lines(summary_lines(self.table))
        else:
            self.start_deal()

    def undo(self) -> None:
        if not self._undo:
            self.out.line(loc()("cli-keep-nothing-to-undo"))
            return
        self.table, seat, card = self._undo.pop()
        self.out.line(loc()("cli-keep-took-back", card=str(card), **{"player-name": self.table.players[seat]}))
        self.out.line(holdings_line(self.table))

    def show(self) -> None:
        table = self.table
        self.out.line(seats_line(table))
        if table.phase is Phase.DEALING and table.dealer is not None:
            dealt = len(table.history[-1].cards)
            self.out.line(loc()("cli-keep-dealing", deal=table.deal_number, cards=dealt,
                                **{"player-name": table.players[table.dealer]}))
        self.out.line(holdings_line(table))

    def handle(self, line: str) -> bool:
        """Act on one line of input; False when the session ends."""
        word = line.strip()
        command = command_of(word)
        if not word:
            return True
        if command is KeepCommand.QUIT:
            return False
        if command is KeepCommand.HELP:
            self.out.line(loc()("cli-keep-help"))
        elif command is KeepCommand.UNDO:
            self.undo()
        elif command is KeepCommand.SHOW:
            self.show()
        elif self.table.finished:
            self.out.line(loc()("cli-keep-over", **{"result-text": result_lines(self.table)[0]}))
        else:
            try:
                self.enter_card(word)
            except TontineError as exc:
                self.out.line(loc()("cli-keep-bad-card", **{"error-text": error_text(exc)}))
        return True


def _read_line(prompt: str) -> str | None:
    """One line of input after ``prompt``; None at the end of the input."""
    try:
        answer: str = click.prompt(prompt, default="", show_default=False, prompt_suffix=" ")
    except click.Abort:
        return None
    return answer


@click.command(help=help_text("cli-help-command-keep"))
@rules_options
@players_options
@seed_option
@lang_option
@click.option("--dealer", default=None, metavar="NAME|SEAT", help=help_text("cli-help-dealer"))
@click.option("--record", "record_path", default=None, metavar="FILE", help=help_text("cli-help-keep-record"))
@click.option("--force", is_flag=True, default=False, help=help_text("cli-help-force"))
def keep(dealer: str | None, record_path: str | None, force: bool, lang: str | None, **options: Any) -> None:
    """Keep the score of a real table: type the card each player turns up.

    After every card the settlement, everyone's counters and the pool are shown.
    Type undo to take back the last card, show, help or quit.
    """
    say = use_language(lang)
    rules = rules_from_options(options)
    names = players_from_options(options)
    check_record_path(record_path, force=force)
    seed: int | None = None
    if dealer is not None:
        table = Table(rules, names, first_dealer=parse_dealer(dealer, names))
    elif rules.first_dealer is FirstDealer.FIRST_SEAT:
        table = Table(rules, names)
    else:
        seed = resolve_seed(options.get("seed"))
        table = Table(rules, names, source=SeededShuffle(seed))
    keeper = Keeper(table, RichOutput() if sys.stdout.isatty() else PlainOutput())
    out = keeper.out
    for warning in preset_warnings(rules, table.size):
        out.warn(warning)
    out.line(game_header(rules, table.size))
    if seed is not None:
        fan = "yes" if rules.first_dealer is FirstDealer.FAN else "no"
        out.line(say("cli-keep-seed", fan=fan, **{"seed-code": str(seed)}))
    out.lines(event_lines(table.open(), table))
    # the cards come from the real pack from here on: the seeded source only chose the dealer
    table.source = None
    out.line(seats_line(table))
    out.line(holdings_line(table))
    out.line(say("cli-keep-start"))
    keeper.start_deal()
    interactive = sys.stdin.isatty()
    try:
        while True:
            line = _read_line(keeper.prompt_text())
            if line is None:
                out.line("")
                break
            if not keeper.handle(line):
                break
    except KeyboardInterrupt:  # an evening's typed cards are worth the save question
        out.line("")
    except BaseException:
        # an unforeseen failure must not take the typed cards with it
        if _typed(keeper.table):
            rescue_record(keeper.table, seed, out)
        raise
    table = keeper.table
    if not table.finished:
        out.line(say("cli-keep-stopped", deals=table.deal_number))
        out.line(holdings_line(table))
    if interactive:
        save_interactively(table, seed, record_path, out)
    elif record_path is not None:
        try:
            write_game_record(record_path, table, seed, source="typed")
        except click.ClickException:
            # the typed cards exist nowhere else: print them rather than lose them
            click.echo(json.dumps(to_record(table, seed=seed, source="typed"), indent=1))
            raise
        out.line(say("cli-record-written", **{"file-name": record_path}))


def _typed(table: Table) -> bool:
    """Whether any card has been typed (only then is there something to lose)."""
    return bool(table.history and table.history[0].cards)


def rescue_path(folder: Path | None = None) -> Path:
    """A new file for a record nobody named: ``tontine-keep-<time>.json`` in ``folder`` (default: here).

    >>> rescue_path(Path("/nowhere")).name.startswith("tontine-keep-")
    True
    """
    folder = folder if folder is not None else Path.cwd()
    stamp = time.strftime("%Y%m%d-%H%M%S")
    candidate = folder / f"tontine-keep-{stamp}.json"
    number = 1
    while candidate.exists():
        number += 1
        candidate = folder / f"tontine-keep-{stamp}-{number}.json"
    return candidate


def rescue_record(table: Table, seed: int | None, out: Output) -> Path | None:
    """Write the record where it can be found again (here, else the temp folder); say where.

    Used when the save question itself is interrupted: the typed cards exist nowhere else.
    As a last resort the record is printed.
    """
    for folder in (Path.cwd(), Path(tempfile.gettempdir())):
        path = rescue_path(folder)
        try:
            write_record(path, to_record(table, seed=seed, source="typed"))
        except OSError:
            continue
        out.warn(loc()("cli-keep-rescued", **{"file-name": str(path)}))
        return path
    click.echo(json.dumps(to_record(table, seed=seed, source="typed"), indent=1))
    return None


def save_interactively(table: Table, seed: int | None, record_path: str | None, out: Output) -> None:
    """Ask where to save (or confirm ``--record``); ask again when a file cannot be written.

    Ctrl-D or Ctrl-C at the question saves to a rescue file rather than lose the cards,
    then stops as an interruption does.
    """
    try:
        path: str | None
        if record_path is not None:
            question = loc()("cli-keep-confirm", **{"file-name": record_path})
            path = record_path if confirm(question, default=True) else None
        elif _typed(table):
            path = click.prompt(loc()("cli-keep-ask"), default="", show_default=False) or None
        else:
            path = None
        while path is not None:
            try:
                write_game_record(path, table, seed, source="typed")
            except click.ClickException as exc:
                out.warn(exc.format_message())
                path = click.prompt(loc()("cli-keep-ask-again"), default="", show_default=False) or None
                continue
            out.line(loc()("cli-record-written", **{"file-name": path}))
            return
    except click.Abort:
        if _typed(table) or record_path is not None:
            rescue_record(table, seed, out)
        raise
