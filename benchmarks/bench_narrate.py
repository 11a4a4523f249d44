"""How fast ``tontine narrate`` tells a scene at 20 seats: text (target < 1 s) and HTML with the chart (< 3 s).

Prints each figure and its ratio against a reference measured in the same run: the engine
playing the same game. Run: ``python benchmarks/bench_narrate.py``.
"""

from __future__ import annotations

import time

from tontine import Rules, SeededShuffle, Table
from tontine.narrate import Game, cast, tell
from tontine.narrate.chart import chart_png
from tontine.narrate.render import render


def best(fn, repeat: int = 3) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times)


def main() -> None:
    names = [p.name for p in cast("en", 20)]

    def play() -> Table:
        table = Table(Rules.from_preset("english"), names, source=SeededShuffle(1797))
        for _ in table.play():
            pass
        return table

    table = play()
    game = Game.from_table(table, seed=1797)
    engine = best(play)
    text = best(lambda: render(tell(game, "en"), "text"))
    html = best(lambda: render(tell(game, "en"), "html", chart=chart_png(tell(game, "en"))))
    print(f"engine plays the 20-seat game: {engine * 1000:.1f} ms (reference)")
    print(f"scene in text:          {text * 1000:.1f} ms  ({text / engine:.1f}x the engine; target < 1000 ms)")
    print(f"scene in HTML + chart:  {html * 1000:.1f} ms  ({html / engine:.1f}x the engine; target < 3000 ms)")


if __name__ == "__main__":
    main()
