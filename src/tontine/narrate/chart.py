"""The picture at the end of a telling: the box deal by deal, and every player's life.

Two panels on the page's own background and type: above, the counters in the box after
each deal; below, a lifeline strip with a row per player, a bar while the player holds
counters, a cross where the last counter went and a ring where a neighbour brought the
player back. The marks use the Okabe-Ito palette, which readers with any common form of
colour blindness can tell apart. Drawn with matplotlib's Agg backend (no display needed).

>>> from tontine import Rules, Table, SeededShuffle
>>> from tontine.narrate import Game, tell
>>> table = Table(Rules(), ["Ann", "Ben", "Cat"], source=SeededShuffle(2))
>>> _ = list(table.play())
>>> story = tell(Game.from_table(table, seed=2), "en")
>>> png = chart_png(story)
>>> png[:8] == b"\\x89PNG\\r\\n\\x1a\\n"
True
>>> lifelines(story)[0][0][0]  # Ann is alive from the start (point 0: after the antes)
0
"""

from __future__ import annotations

import io
from typing import Any

from tontine.i18n import localizer
from tontine.narrate.render import PAGE
from tontine.narrate.story import Story

__all__ = ["OKABE_ITO", "chart_png", "chart_svg", "lifelines"]

#: Okabe & Ito (2008), colours told apart with any common colour blindness
OKABE_ITO = {"orange": "#E69F00", "sky": "#56B4E9", "green": "#009E73", "yellow": "#F0E442",
             "blue": "#0072B2", "vermilion": "#D55E00", "purple": "#CC79A7", "black": "#000000"}


def lifelines(story: Story) -> list[list[tuple[int, int]]]:
    """For each seat, the stretches alive as (first point, last point) indexes into ``story.series``."""
    alive = story.alive()
    out: list[list[tuple[int, int]]] = []
    for seat in range(len(story.players)):
        stretches: list[tuple[int, int]] = []
        start: int | None = None
        for index, (_, flags) in enumerate(alive):
            if flags[seat] and start is None:
                start = index
            if not flags[seat] and start is not None:
                stretches.append((start, index - 1))
                start = None
        if start is not None:
            stretches.append((start, len(alive) - 1))
        out.append(stretches)
    return out


def _figure(story: Story) -> Any:
    import matplotlib

    matplotlib.use("Agg", force=True)
    from matplotlib.figure import Figure  # a bare Figure keeps pyplot's global state out

    loc = localizer(story.lang)
    n = len(story.players)
    deals = [point[0] for point in story.series]
    rows = max(n, 2)
    strip = 0.9 + rows * (0.16 if n > 20 else 0.24)
    with matplotlib.rc_context({"font.family": "serif", "font.serif": ["DejaVu Serif"],
                                "text.color": PAGE["ink"], "axes.labelcolor": PAGE["ink"],
                                "xtick.color": PAGE["ink"], "ytick.color": PAGE["ink"],
                                "axes.edgecolor": PAGE["rule"]}):
        fig = Figure(figsize=(9, 2.4 + strip), dpi=100, facecolor=PAGE["background"])
        box_ax, life_ax = fig.subplots(2, 1, sharex=True, height_ratios=[2.4, strip])
        for ax in (box_ax, life_ax):
            ax.set_facecolor(PAGE["background"])
            for side in ("top", "right"):
                ax.spines[side].set_visible(False)
        # the box in its own panel, drawn as steps: a deal changes it at once
        box_ax.step(deals, story.box, where="post", color=OKABE_ITO["blue"],
                    linewidth=1.6)
        box_ax.fill_between(deals, story.box, step="post", color=OKABE_ITO["sky"],
                            alpha=0.25)
        box_ax.set_ylabel(loc("narrate-chart-counters"))
        box_ax.set_ylim(bottom=0)
        box_ax.grid(True, axis="y", color=PAGE["rule"], alpha=0.5, linewidth=0.6)
        # the lifelines: a bar while alive, a cross at a death, a ring at a revival
        for seat, stretches in enumerate(lifelines(story)):
            y = n - 1 - seat
            for first, last in stretches:
                x0 = deals[first]
                x1 = deals[last + 1] if last + 1 < len(deals) else deals[last] + 0.5
                life_ax.plot([x0, x1], [y, y], color=PAGE["ink"], linewidth=2.2 if n <= 20 else 1.4,
                             solid_capstyle="butt")
        size = 28 if n <= 20 else 14
        died = [(d, n - 1 - s) for d, s, what in story.marks if what == "died"]
        revived = [(d, n - 1 - s) for d, s, what in story.marks if what == "revived"]
        if died:
            life_ax.scatter(*zip(*died, strict=True), marker="x", s=size, color=OKABE_ITO["vermilion"],
                            linewidths=1.4, label=loc("narrate-chart-died"), zorder=3)
        if revived:
            life_ax.scatter(*zip(*revived, strict=True), marker="o", s=size, facecolors="none",
                            edgecolors=OKABE_ITO["green"], linewidths=1.4, label=loc("narrate-chart-revived"),
                            zorder=3)
        life_ax.set_yticks(range(n))
        life_ax.set_yticklabels(list(reversed(story.players)), fontsize=8 if n <= 20 else 5)
        life_ax.set_ylim(-0.8, n - 0.2)
        life_ax.set_xlabel(loc("narrate-chart-deal"))
        life_ax.tick_params(axis="y", length=0)
        if died or revived:
            life_ax.legend(loc="upper right", bbox_to_anchor=(1.0, 1.0 + 0.6 / rows), ncol=2, frameon=False,
                           fontsize="small")
        fig.tight_layout()
    return fig


def chart_png(story: Story) -> bytes:
    """The chart as PNG bytes."""
    buffer = io.BytesIO()
    # Fixed metadata keeps the bytes (and so the whole telling) the same for the same game.
    _figure(story).savefig(buffer, format="png", metadata={"Software": None}, facecolor=PAGE["background"])
    return buffer.getvalue()


def chart_svg(story: Story) -> str:
    """The chart as an SVG document (text)."""
    import matplotlib

    buffer = io.StringIO()
    # A fixed salt keeps the SVG's element ids the same from run to run.
    with matplotlib.rc_context({"svg.hashsalt": "tontine-narrate"}):
        _figure(story).savefig(buffer, format="svg", metadata={"Date": None, "Creator": None},
                               facecolor=PAGE["background"])
    return buffer.getvalue()
