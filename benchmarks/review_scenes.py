"""Ten review scenes per language, for editors to read: different seeds, sizes 3 to 40, lengths, a cast file.

Writes ``<out>/<lang>/NN-<seats>-<length>-seed<seed>.txt`` (plain text, no colophon) and an
``index.txt`` per language saying how each was made. Run:
``python benchmarks/review_scenes.py [/tmp/narrator-scenes] [--round N]``; a later round of editors
reads other seeds (each seed of the plan becomes ``seed * 13 + N``).
"""

from __future__ import annotations

import argparse
from pathlib import Path

from tontine import Rules, SeededShuffle, Table
from tontine.narrate import Game, cast, tell
from tontine.narrate.cast import load_cast
from tontine.narrate.render import render

ROOT = Path(__file__).resolve().parents[1]
PRESET = {"en": "english", "fr": "french", "de": "german"}
CAST_FILE = {"en": "bath.toml", "fr": "tours.toml", "de": "weimar.toml"}
#: (seats, seed, length, counter, cast file?) for the ten scenes of a language
PLAN = [
    (12, 1797, "scene", False, False),
    (3, 41, "scene", False, False),
    (8, 1801, "scene", True, False),
    (20, 7, "scene", False, False),
    (6, 0, "scene", False, True),
    (12, 2024, "chapter", False, False),
    (40, 88, "scene", False, False),
    (5, 313, "scene", False, False),
    (12, 1066, "scene", False, False),
    (16, 59, "scene", True, False),
]
COUNTER = {"en": "a shilling", "fr": "un sou", "de": "ein Groschen"}


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("out", nargs="?", default="/tmp/narrator-scenes", help="the folder to write into")
    parser.add_argument("--round", type=int, default=None, help="other seeds: each becomes seed * 13 + ROUND")
    args = parser.parse_args()
    out = Path(args.out)
    for lang in ("en", "fr", "de"):
        folder = out / lang
        folder.mkdir(parents=True, exist_ok=True)
        index = []
        for number, (seats, planned, length, counter, from_file) in enumerate(PLAN, start=1):
            seed = planned if args.round is None else planned * 13 + args.round
            people = load_cast(ROOT / "examples" / "casts" / CAST_FILE[lang], lang) if from_file else cast(
                lang, seats, seed=seed)
            table = Table(Rules.from_preset(PRESET[lang]), [p.name for p in people], source=SeededShuffle(seed))
            for _ in table.play():
                pass
            story = tell(Game.from_table(table, seed=seed), lang, length=length, people=people,
                         counter=COUNTER[lang] if counter else None)
            name = f"{number:02d}-{len(people)}-{length}-seed{seed}.txt"
            (folder / name).write_text(render(story, "text"), encoding="utf-8")
            index.append(f"{name}: {len(people)} seats, seed {seed}, {length}, {story.words()} words"
                         + (f", counter {COUNTER[lang]!r}" if counter else "")
                         + (f", cast file examples/casts/{CAST_FILE[lang]}" if from_file else ""))
        (folder / "index.txt").write_text("\n".join(index) + "\n", encoding="utf-8")
        print(f"{folder}: {len(index)} scenes")


if __name__ == "__main__":
    main()
