"""The shipped passages are the seeds' own words: run wherever the seeds are (``$TONTINE_SEEDS`` or ``../shared/seeds``).

The seeds are not in the repository nor on a player's machine; where they are absent this test skips
(the ``seeds`` marker is the one skip CI allows), and the other tests of ``tests/sources`` still check
every quotation against the shipped passages.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.sources.passages import find_seeds, load_passages

pytestmark = pytest.mark.seeds


@pytest.fixture(scope="module")
def seeds() -> Path:
    found = find_seeds()
    if found is None:
        pytest.skip("the source texts (seeds) are neither at $TONTINE_SEEDS nor at ../shared/seeds")
    return found


def test_every_shipped_passage_is_a_paragraph_of_its_seed_word_for_word(seeds: Path) -> None:
    passages = load_passages()
    assert passages
    for passage in passages:
        paragraphs = (seeds / passage.source).read_text(encoding="utf-8").split("\n")
        assert passage.text in paragraphs, passage
