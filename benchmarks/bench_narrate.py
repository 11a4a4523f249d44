"""How fast ``tontine narrate`` tells a scene at 20 seats (target < 0.2 s), and HTML with the chart (< 3 s);
then the prose measures of ten scenes at twelve seats per language (tontine.narrate.measure).

Prints each figure and its ratio against a reference measured in the same run: the engine
playing the same game. Run: ``flock /work/bench.lock python benchmarks/bench_narrate.py``.
"""

from __future__ import annotations

import argparse
import time
from collections import Counter

from tontine import Rules, SeededShuffle, Table
from tontine.i18n import localizer
from tontine.narrate import Game, cast, measure, tell
from tontine.narrate.chart import chart_png
from tontine.narrate.render import render, render_text

PRESET = {"en": "english", "fr": "french", "de": "german"}


def best(fn, repeat: int = 3) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times)


def ten_scenes(lang: str, first: int = 0) -> list:
    """The ten scenes at twelve seats of the measures below (seeds 3, 10, 31, ... after ``first``)."""
    stories = []
    for k in range(10):
        seed = first + 7 * k * k + 3
        people = cast(lang, 12, seed=seed)
        table = Table(Rules.from_preset(PRESET[lang]), [p.name for p in people], source=SeededShuffle(seed))
        for _ in table.play():
            pass
        stories.append(tell(Game.from_table(table, seed=seed), lang, people=people))
    return stories


def by_message(lang: str, top: int, first: int = 0) -> None:
    """Which messages the sentences shared by three or more of the ten scenes come from."""
    stories = ten_scenes(lang, first)
    scenes_of: Counter[str] = Counter()
    for story in stories:
        scenes_of.update(set(measure.story_shapes(story)))
    shared: Counter[str] = Counter()
    told: Counter[str] = Counter()
    for story in stories:
        for section in story.sections:
            for paragraph in section.paragraphs:
                for sentence in paragraph.sentences:
                    if sentence.kind == "colophon":
                        continue
                    message = sentence.key.partition("#")[0]
                    for one in measure.sentences(sentence.text):
                        told[message] += 1
                        if scenes_of[measure.shape(one, lang, story.players)] >= 3:
                            shared[message] += 1
    total = sum(told.values())
    loc = localizer(lang)
    print(f"{lang}: {sum(shared.values())} of {total} sentences shared by 3+ scenes; "
          "by message (shared / told, wordings):")
    for key, count in shared.most_common(top):
        print(f"  {key:36} {count:4} / {told[key]:4}  {loc.variant_count(key) or 1:3}")


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--by-message", action="store_true",
                        help="only list the messages whose sentences the ten scenes share, per language")
    parser.add_argument("--top", type=int, default=25, help="messages listed per language with --by-message")
    parser.add_argument("--first", type=int, default=0,
                        help="with --by-message: the ten seeds after this one (the tests also try 5000)")
    args = parser.parse_args()
    if args.by_message:
        for lang in ("en", "fr", "de"):
            by_message(lang, args.top, args.first)
        return
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
    print(f"scene in text:          {text * 1000:.1f} ms  ({text / engine:.1f}x the engine; target < 200 ms)")
    print(f"scene in HTML + chart:  {html * 1000:.1f} ms  ({html / engine:.1f}x the engine; target < 3000 ms)")
    print()
    print("ten scenes at twelve seats (seeds 3, 10, 31, ...):")
    print("lang  words  broken  digits  numbers/1000 (max)  shapes twice in a scene  shared by 3+ scenes")
    for lang in ("en", "fr", "de"):
        stories = ten_scenes(lang)
        texts = [render_text(s) for s in stories]
        words = sum(s.words() for s in stories)
        numbers = max(measure.per_thousand(measure.number_words(t, lang), s.words()) for t, s in zip(texts, stories, strict=True))
        print(f"{lang:4}  {words / 10:5.0f}  {sum(map(measure.broken_words, texts)):6}  "
              f"{sum(map(measure.digits, texts)):6}  {numbers:18.1f}  "
              f"{sum(len(measure.repeated_shapes(s)) for s in stories):23}  {measure.shared_shapes(stories):18.1%}")


if __name__ == "__main__":
    main()
