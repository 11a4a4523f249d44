"""The passages of the source texts that the project quotes, shipped as test data, and how quotations are checked.

The source texts themselves (the seeds) are not in the repository. ``passages.json`` holds every
paragraph of them that the ledger (``docs/rules.md``) or the program quotes from, each with its file
name and its exact text; ``test_sources_seeds.py`` checks those against the seeds wherever they are
found, and the other tests check every quotation against the passages, so they run everywhere.

A quotation matches when each of its pieces is word for word in one passage: pieces are joined by an
ellipsis standing between spaces (`` ... ``), a ``[sic]`` mark is the quoter's and is left out, and
runs of white space (a line break in the ledger, a non-breaking space) count as one space.

>>> fragments("he that has a ten [sic] ... draws")
['he that has a ten', 'draws']
>>> fragments("un sept, etc... Il doit")
['un sept, etc... Il doit']
>>> quoted_spans("a “b c” and «\u202fd\u202f» and „e“", ("“”", "«»", "„“"))
['b c', 'd', 'e']
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

__all__ = ["PASSAGES_FILE", "Passage", "find_seeds", "fragments", "load_passages", "normal", "quoted_spans",
           "unmatched"]

PASSAGES_FILE = Path(__file__).with_name("passages.json")
REPO = Path(__file__).resolve().parents[2]
#: An ellipsis that joins two pieces of a quotation (not the source's own "etc...").
_JOIN = re.compile(r"(?:^|\s)(?:\.\.\.|…)(?=\s|$)")


@dataclass(frozen=True)
class Passage:
    """A paragraph of a source text, exactly as it is in the file ``source`` of the seeds folder."""

    source: str
    text: str


def normal(text: str) -> str:
    """``text`` with every run of white space (line breaks, non-breaking spaces) as one space."""
    return " ".join(text.split())


def fragments(quotation: str) -> list[str]:
    """The pieces of source text a quotation is made of: ``[sic]`` left out, split at joining ellipses."""
    text = re.sub(r"\s*\[sic\]", "", quotation)
    return [piece for piece in (normal(part) for part in _JOIN.split(text)) if piece]


def quoted_spans(text: str, marks: Iterable[str]) -> list[str]:
    """What stands between each pair of opening and closing marks (``marks``: two-character strings)."""
    spans = []
    for pair in marks:
        opening, closing = re.escape(pair[0]), re.escape(pair[1])
        spans += [normal(m.group(1)) for m in re.finditer(f"{opening}([^{opening}{closing}]+){closing}", text)]
    return spans


def load_passages(path: Path = PASSAGES_FILE) -> list[Passage]:
    """The shipped passages."""
    return [Passage(item["source"], item["text"]) for item in json.loads(path.read_text(encoding="utf-8"))]


def unmatched(quotation: str, passages: Iterable[Passage], source: str | None = None) -> list[str]:
    """The pieces of ``quotation`` that no passage (of ``source``, if given) holds word for word."""
    texts = [normal(p.text) for p in passages if source is None or p.source == source]
    return [piece for piece in fragments(quotation) if not any(piece in text for text in texts)]


def find_seeds() -> Path | None:
    """The seeds folder: ``$TONTINE_SEEDS``, else ``../shared/seeds`` beside the repository, if it exists."""
    for candidate in (os.environ.get("TONTINE_SEEDS"), REPO.parent / "shared" / "seeds"):
        if candidate and Path(candidate).is_dir():
            return Path(candidate)
    return None


LEDGER = REPO / "docs" / "rules.md"
#: Words the ledger puts between quotation marks that are its own, not a source's.
LEDGER_OWN_WORDS = frozenset({"reading", "our reading", "right", "at that moment", "void"})
#: The quotation marks of each language's catalogue.
MARKS = {"en": ("“”",), "fr": ("«»",), "de": ("„“",)}


def ledger_quotations(path: Path = LEDGER) -> list[str]:
    """Every quotation of the ledger: what stands between straight double quotes, outside code."""
    text = re.sub(r"```.*?```", "", path.read_text(encoding="utf-8"), flags=re.S)
    text = re.sub(r"`[^`\n]*`", "", text)
    spans = [normal(m.group(1)) for m in re.finditer(r'"([^"]+)"', text)]
    return [span for span in spans if span not in LEDGER_OWN_WORDS]


def rules_quotations(text: str, lang: str) -> list[str]:
    """Every quotation in a text of ``tontine rules`` in ``lang``, but the legend's name for a reading."""
    from tontine.i18n import localizer

    own = set(quoted_spans(localizer(lang)("rules-legend"), MARKS[lang]))
    return [span for span in quoted_spans(text, MARKS[lang]) if span not in own]


def _all_quotations() -> list[str]:
    from tontine.quotations import QUOTATIONS
    from tontine.rules import PRESETS
    from tontine.rules_text import rules_text

    found = [q.text for q in QUOTATIONS.values()] + ledger_quotations()
    for preset in PRESETS:
        for lang in MARKS:
            found += rules_quotations(rules_text(preset.rules, lang), lang)
    return found


def write_passages(seeds: Path, path: Path = PASSAGES_FILE) -> list[str]:
    """Write every paragraph of the seeds that holds a piece of a quotation; return the pieces none holds."""
    pieces = {piece for quotation in _all_quotations() for piece in fragments(quotation)}
    held: set[str] = set()
    out = []
    for file in sorted(seeds.iterdir()):
        if not file.is_file():
            continue
        for paragraph in file.read_text(encoding="utf-8").split("\n"):
            inside = {piece for piece in pieces if piece in normal(paragraph)}
            if inside and paragraph.strip():
                out.append({"source": file.name, "text": paragraph})
                held |= inside
    path.write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return sorted(pieces - held)


if __name__ == "__main__":  # python -m tests.sources.passages: rewrite passages.json from the seeds
    import sys

    seeds = find_seeds()
    if seeds is None:
        sys.exit("the seeds are not at $TONTINE_SEEDS nor at ../shared/seeds")
    missing = write_passages(seeds)
    for piece in missing:
        print(f"not in any seed: {piece!r}", file=sys.stderr)
    sys.exit(1 if missing else 0)
