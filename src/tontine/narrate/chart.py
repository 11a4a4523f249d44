"""The picture at the end of a telling: every player's counters, and the box, deal by deal.

Drawn with matplotlib's Agg backend (no display needed), as PNG bytes or SVG text.

>>> from tontine import Rules, Table, SeededShuffle
>>> from tontine.narrate import Game, tell
>>> table = Table(Rules(), ["Ann", "Ben", "Cat"], source=SeededShuffle(2))
>>> _ = list(table.play())
>>> png = chart_png(tell(Game.from_table(table, seed=2), "en"))
>>> png[:8] == b"\\x89PNG\\r\\n\\x1a\\n"
True
"""

from __future__ import annotations

import io
from typing import Any

from tontine.narrate.story import Story

__all__ = ["chart_png", "chart_svg"]

#: legends grow unreadable beyond this many names; the lines stay
LEGEND_MAX = 20


def _figure(story: Story) -> Any:
    import matplotlib

    matplotlib.use("Agg", force=True)
    from matplotlib.figure import Figure  # a bare Figure keeps pyplot's global state out

    words = story.catalogue.chart
    deals = [point[0] for point in story.series]
    fig = Figure(figsize=(9, 5), dpi=100)
    ax = fig.add_subplot()
    # tab10 repeats its colours past ten players; tab20 and a second line style keep them apart
    colours = matplotlib.colormaps["tab10" if len(story.players) <= 10 else "tab20"]
    for seat, name in enumerate(story.players):
        ax.plot(deals, [point[1][seat] for point in story.series], linewidth=1.2, label=name,
                color=colours(seat % colours.N), linestyle="-" if seat < 20 else ":")
    ax.plot(deals, [point[2] for point in story.series], color="black", linestyle="--", linewidth=1.8,
            label=words["pool"])
    ax.set_title(words["title"])
    ax.set_xlabel(words["deal"])
    ax.set_ylabel(words["counters"])
    ax.grid(True, alpha=0.3)
    if len(story.players) <= LEGEND_MAX:
        ax.legend(fontsize="small", loc="center left", bbox_to_anchor=(1.01, 0.5), frameon=False)
    fig.tight_layout()
    return fig


def chart_png(story: Story) -> bytes:
    """The chart as PNG bytes."""
    buffer = io.BytesIO()
    # Fixed metadata keeps the bytes (and so the whole telling) the same for the same game.
    _figure(story).savefig(buffer, format="png", metadata={"Software": None})
    return buffer.getvalue()


def chart_svg(story: Story) -> str:
    """The chart as an SVG document (text)."""
    import matplotlib

    buffer = io.StringIO()
    # A fixed salt keeps the SVG's element ids the same from run to run.
    with matplotlib.rc_context({"svg.hashsalt": "tontine-narrate"}):
        _figure(story).savefig(buffer, format="svg", metadata={"Date": None, "Creator": None})
    return buffer.getvalue()
