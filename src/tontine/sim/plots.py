"""Figures of a simulation: game length, survival, win share by seat, and the pool.

Each figure is written as PNG and SVG, drawn on bare matplotlib figures: no display
is needed and no global backend is set. Every title, label and legend is a message of
``study.ftl`` (``study-plot-...``) in the language of the command.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from tontine.errors import TontineError
from tontine.i18n import Localizer, localizer

if TYPE_CHECKING:
    from matplotlib.figure import Figure

    from tontine.sim.simulator import SimStats

__all__ = ["FIGURES", "write_plots"]

#: the figures written, by file stem
FIGURES = ("game-length", "survival", "win-share", "pool")


def _title(stats: SimStats, say: Localizer) -> str:
    return str(say("study-plot-title", preset=stats.rules.preset, players=stats.players, stake=stats.rules.stake,
                   deck=stats.rules.deck.value, games=stats.games))


def _last_deal(stats: SimStats) -> int:
    """Where the per-deal curves stop being informative: the 99.9th percentile of length."""
    return max(2, min(stats.horizon, stats.deal_quantile(0.999) if stats.finished else stats.horizon))


def _length(stats: SimStats, fig: Figure, say: Localizer) -> None:
    ax = fig.subplots()
    hist = stats.deal_hist
    last = _last_deal(stats)
    ax.bar(np.arange(hist.size)[: last + 1], hist[: last + 1] / max(stats.finished, 1), width=1.0,
           color="#4c72b0")
    summary = stats.summary()["deals"]
    if summary["mean"] is not None:
        ax.axvline(summary["mean"], color="#c44e52", label=say("study-plot-mean", value=summary["mean"]))
        ax.axvline(summary["median"], color="#55a868", linestyle="--", label=say("study-plot-median", value=summary["median"]))
        ax.legend()
    ax.set_xlabel(say("study-plot-length-x"))
    ax.set_ylabel(say("study-plot-length-y"))
    ax.set_title(say("study-plot-length-title", capped=int(stats.outcomes["capped"])))


def _survival(stats: SimStats, fig: Figure, say: Localizer) -> None:
    ax = fig.subplots()
    last = _last_deal(stats)
    curve = stats.survival()[:last]
    ax.plot(np.arange(1, curve.size + 1), curve, color="#4c72b0")
    ax.set_xlabel(say("study-plot-deal"))
    ax.set_ylabel(say("study-plot-survival-y"))
    ax.set_ylim(0, stats.players)
    ax.set_title(say("study-plot-survival-title"))


def _win_share(stats: SimStats, fig: Figure, say: Localizer) -> None:
    ax = fig.subplots()
    summary = stats.summary()
    share = np.array(summary["win_share"])
    ci = np.array(summary["win_share_ci95"])
    offsets = np.arange(stats.players)
    # the interval holds the share; rounding may put an end a hair inside it
    yerr = np.clip([share - ci[:, 0], ci[:, 1] - share], 0, None)
    ax.errorbar(offsets, share, yerr=yerr, fmt="o", capsize=3,
                color="#4c72b0")
    ax.axhline(1 / stats.players, color="#c44e52", linestyle="--", label=say("study-plot-fair-share"))
    ax.set_xlabel(say("study-plot-seat-x"))
    ax.set_ylabel(say("study-plot-win-share-y"))
    p = summary["chi_square"]["p_value"]
    ax.set_title(say("study-plot-win-share-title") if p is None else say("study-plot-win-share-title-p", p=p))
    ax.legend()


def _pool(stats: SimStats, fig: Figure, say: Localizer) -> None:
    ax = fig.subplots()
    last = _last_deal(stats)
    curve = stats.pool_curve()[:last]
    ax.plot(np.arange(1, curve.size + 1), curve, color="#4c72b0")
    ax.axhline(stats.players * stats.rules.stake, color="#999999", linestyle=":", label=say("study-plot-all-counters"))
    ax.set_xlabel(say("study-plot-deal"))
    ax.set_ylabel(say("study-plot-pool-y"))
    ax.set_title(say("study-plot-pool-title"))
    ax.legend()


def write_plots(stats: SimStats, directory: str | Path, say: Localizer | None = None) -> list[Path]:
    """Write every figure to ``directory`` (created if need be) as PNG and SVG, its words in ``say``'s
    language (English without one); return the paths."""
    say = say or localizer("en")
    # a bare Figure renders to files without pyplot, so no global backend is touched
    from matplotlib.figure import Figure

    folder = Path(directory)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise TontineError(f"cannot create the plot folder {str(folder)!r}: {exc.strerror}") from None
    written: list[Path] = []
    for stem, draw in zip(FIGURES, (_length, _survival, _win_share, _pool), strict=True):
        fig = Figure(figsize=(8, 5), layout="constrained")
        draw(stats, fig, say)
        fig.suptitle(_title(stats, say), fontsize=9)
        for suffix in ("png", "svg"):
            path = folder / f"{stem}.{suffix}"
            try:
                fig.savefig(path, dpi=110)
            except OSError as exc:
                raise TontineError(f"cannot write {str(path)!r}: {exc.strerror}") from None
            written.append(path)
    return written
