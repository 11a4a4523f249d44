"""``tontine simulate`` and ``tontine sweep``: the simulator on the command line."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import click

from tontine.cli.lang import help_text, lang_option, loc, use_language
from tontine.cli.options import (
    players_from_options,
    players_options,
    resolve_seed,
    rules_from_options,
    rules_options,
    seed_option,
)
from tontine.cli.os_text import os_reason
from tontine.i18n import Localizer
from tontine.rules import MAX_SEATS, MIN_SEATS, Preset
from tontine.sim.compiled import DEFAULT_CAP
from tontine.sim.report import print_summary, progress_bar, sweep_lines

__all__ = ["simulate", "sweep"]


def _positive(name: str, value: int | None) -> None:
    if value is not None and value < 1:
        raise click.BadParameter(loc()("cli-error-at-least-one", value=value), param_hint=name)


def _jobs(jobs: int | None) -> int:
    from tontine.sim.simulator import max_jobs

    limit = max_jobs()
    if jobs is None:
        return limit
    if not 1 <= jobs <= limit:
        raise click.BadParameter(loc()("cli-error-jobs", jobs=jobs, limit=limit), param_hint="--jobs")
    return jobs


@click.command(help=help_text("cli-help-command-simulate"))
@rules_options
@players_options
@seed_option
@lang_option
@click.option("--games", type=int, default=100_000, show_default=True, help=help_text("cli-help-simulate-games"))
@click.option("--jobs", type=int, default=None, help=help_text("cli-help-simulate-jobs"))
@click.option("--json", "as_json", is_flag=True, help=help_text("cli-help-simulate-json"))
@click.option("--plot", "plot_dir", default=None, metavar="DIR",
              help=help_text("cli-help-simulate-plot"))
@click.option("--max-deals", type=int, default=DEFAULT_CAP, show_default=True,
              help=help_text("cli-help-simulate-max-deals"))
@click.option("--progress/--no-progress", default=None,
              help=help_text("cli-help-progress"))
def simulate(lang: str | None, **options: Any) -> None:
    """Play many games with the fast simulator and print what they show.

    Deals to finish, each seat's share of wins counted from the first dealer (with a
    chi-square test of "no seat is favoured"), revivals, games decided by the last to
    fall, the largest pool, and games stopped by the safety cap.
    """
    say = use_language(lang)
    _positive("--games", options["games"])
    _positive("--max-deals", options["max_deals"])
    rules = rules_from_options(options)
    players = len(players_from_options(options))
    if not 2 <= players <= 52:
        raise click.BadParameter(loc()("cli-error-player-range", count=players, low=MIN_SEATS, high=MAX_SEATS),
                                 param_hint="--players")
    jobs = _jobs(options["jobs"])
    seed = resolve_seed(options["seed"])
    if options["plot_dir"] and Path(options["plot_dir"]).exists() and not Path(options["plot_dir"]).is_dir():
        # refused before a long run, not after it
        raise click.BadParameter(loc()("cli-error-not-a-folder", **{"file-name": options["plot_dir"]}),
                                 param_hint="--plot")
    show = options["progress"] if options["progress"] is not None else sys.stderr.isatty()

    from tontine.sim.simulator import simulate as run

    with progress_bar(show, say("study-progress-players", players=players), say) as progress:
        stats = run(rules, players, options["games"], seed=seed, jobs=jobs, cap=options["max_deals"],
                    progress=progress)
    summary = stats.summary()
    summary["jobs"] = jobs
    summary["timing"] = {
        "seconds": stats.elapsed,
        "player_deals_per_second": stats.player_deals / stats.elapsed if stats.elapsed > 0 else None,
    }
    written: list[str] = []
    if options["plot_dir"]:
        from tontine.sim.plots import write_plots

        written = [str(path) for path in write_plots(stats, options["plot_dir"], say)]
        summary["plots"] = written
    if options["as_json"]:
        click.echo(json.dumps(summary, indent=2))
    else:
        print_summary(summary, written, say)


def _names(text: str | None, choices: list[str], option: str) -> list[str] | None:
    if text is None:
        return None
    names = [part.strip().lower() for part in text.split(",") if part.strip()]
    for name in names:
        if name not in choices:
            raise click.BadParameter(loc()("cli-error-not-one-of", **{"name-text": name, "choice-list": ", ".join(choices)}),
                                     param_hint=option)
    if not names:
        raise click.BadParameter(loc()("cli-error-lists-nothing", **{"list-text": text}), param_hint=option)
    return list(dict.fromkeys(names))


@click.command(help=help_text("cli-help-command-sweep"))
@rules_options
@seed_option
@lang_option
@click.option("--players", "players_text", default="12", show_default=True, metavar=help_text("cli-metavar-list"),
              help=help_text("cli-help-sweep-players"))
@click.option("--stakes", "stakes_text", default=None, metavar=help_text("cli-metavar-list"),
              help=help_text("cli-help-sweep-stakes"))
@click.option("--presets", "presets_text", default=None, metavar=help_text("cli-metavar-list"),
              help=help_text("cli-help-sweep-presets"))
@click.option("--decks", "decks_text", default=None, metavar=help_text("cli-metavar-list"),
              help=help_text("cli-help-sweep-decks"))
@click.option("--all-falls", "falls_text", default=None, metavar=help_text("cli-metavar-list"),
              help=help_text("cli-help-sweep-all-falls"))
@click.option("--games", type=int, default=20_000, show_default=True, help=help_text("cli-help-sweep-games"))
@click.option("--max-deals", type=int, default=DEFAULT_CAP, show_default=True,
              help=help_text("cli-help-sweep-max-deals"))
@click.option("--out", "out_dir", default="sweep-results", show_default=True, metavar="DIR",
              help=help_text("cli-help-sweep-out"))
@click.option("--scheduler", default=None, metavar=help_text("cli-metavar-address"),
              help=help_text("cli-help-sweep-scheduler"))
@click.option("--workers", type=int, default=None,
              help=help_text("cli-help-sweep-workers"))
@click.option("--progress/--no-progress", default=None,
              help=help_text("cli-help-progress"))
def sweep(lang: str | None, **options: Any) -> None:
    """Simulate a grid of tables (players x stakes x presets x house rules) on Dask.

    Each cell is played on one core of a Dask worker, by default on a local cluster with
    every core, or on the cluster at --scheduler. Writes one CSV row per cell and heat
    maps of the expected length and of the first dealer's advantage.
    """
    say = use_language(lang)
    from tontine.rules import PRESETS, AllFall, DeckHandling
    from tontine.sim.simulator import cpu_count
    from tontine.sim.sweep import Cell, cell_seed, parse_int_list

    _positive("--games", options["games"])
    _positive("--max-deals", options["max_deals"])
    _positive("--workers", options["workers"])
    players = parse_int_list(options["players_text"], "--players")
    for n in players:
        if not 2 <= n <= 52:
            raise click.BadParameter(loc()("cli-error-player-range", count=n, low=MIN_SEATS, high=MAX_SEATS),
                                     param_hint="--players")
    stakes = parse_int_list(options["stakes_text"], "--stakes") if options["stakes_text"] else None
    presets = _names(options["presets_text"], [p.name for p in PRESETS], "--presets")
    decks = _names(options["decks_text"], [d.value for d in DeckHandling], "--decks")
    falls = _names(options["falls_text"], [a.value for a in AllFall], "--all-falls")
    seed = resolve_seed(options["seed"])

    jobs: list[tuple[Cell, dict[str, Any], int]] = []
    for preset in presets or [options["preset"] or Preset.DEFAULT]:
        rules = rules_from_options({**options, "preset": preset})
        for deck in decks or [rules.deck.value]:
            for fall in falls or [rules.all_fall.value]:
                for stake in stakes or [rules.stake]:
                    cell_rules = rules.replace(stake=stake, deck=DeckHandling(deck), all_fall=AllFall(fall))
                    for n in players:
                        cell = Cell(preset, deck, fall, n, stake)
                        jobs.append((cell, cell_rules.to_dict(), cell_seed(seed, cell)))

    out = Path(options["out_dir"])
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        say = loc()
        raise click.BadParameter(say("cli-error-cannot-create", **{"file-name": str(out),
                                                                  "reason-text": os_reason(exc, say)}),
                                 param_hint="--out") from None
    try:
        from dask.distributed import Client, LocalCluster, as_completed
    except ImportError:
        raise click.ClickException(
            loc()("cli-needs-dask")
        ) from None

    rows = _run_on_dask(jobs, options, Client, LocalCluster, as_completed, cpu_count(), say)

    from tontine.sim.sweep import write_csv, write_heatmaps, write_parquet

    written = [write_csv(rows, out / "sweep.csv")]
    parquet = write_parquet(rows, out / "sweep.parquet")
    if parquet is not None:
        written.append(parquet)
    written.extend(write_heatmaps(rows, out))
    for line in sweep_lines(len(rows), options["games"], seed, [str(path) for path in written],
                            parquet=parquet is not None, say=say):
        click.echo(line)


def _run_on_dask(jobs: list[Any], options: dict[str, Any], client_cls: Any, cluster_cls: Any,
                 as_completed: Any, cores: int, say: Localizer) -> list[dict[str, Any]]:
    import logging

    from tontine.sim.sweep import run_cell

    cluster = None
    if options["scheduler"]:
        try:
            client = client_cls(options["scheduler"], timeout="10s")
        except (OSError, TimeoutError) as exc:
            raise click.ClickException(
                loc()("cli-error-scheduler", **{"address-text": options["scheduler"], "reason-text": str(exc)})
            ) from None
    else:
        workers = options["workers"] or cores
        cluster = cluster_cls(n_workers=workers, threads_per_worker=1, processes=True,
                              dashboard_address=None, silence_logs=logging.CRITICAL)
        client = client_cls(cluster)
    show = options["progress"] if options["progress"] is not None else sys.stderr.isatty()
    rows: list[dict[str, Any]] = []
    try:
        futures = client.map(
            run_cell, [cell for cell, _, _ in jobs], [rules for _, rules, _ in jobs],
            [seed for _, _, seed in jobs], games=options["games"], cap=options["max_deals"], pure=False,
        )
        with progress_bar(show, say("study-progress-sweep"), say) as progress:
            for future in as_completed(futures):
                rows.append(future.result())
                if progress is not None:
                    progress(len(rows), len(jobs))
    finally:
        client.close()
        if cluster is not None:
            cluster.close()
    return rows
