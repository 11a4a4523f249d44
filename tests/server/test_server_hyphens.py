"""Soft hyphens in the names shown: only at syllables, in the page's language, and nothing else changed."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tontine.i18n import languages
from tontine.server.room.hyphens import SOFT_HYPHEN, display_name, display_names

pytest.importorskip("pyphen", reason="pyphen is a dependency of the server")


@given(name=st.text(min_size=1, max_size=40).filter(lambda text: SOFT_HYPHEN not in text),
       lang=st.sampled_from(languages()))
def test_the_name_shown_is_the_name_typed_with_soft_hyphens_between_letters(name: str, lang: str) -> None:
    shown = display_name(name, lang)
    assert shown.replace(SOFT_HYPHEN, "") == name  # markup, entities and spaces as typed: text stays text
    for index, char in enumerate(shown):
        if char == SOFT_HYPHEN:
            # inside a word, with two letters at least on each side
            assert shown[index - 2:index].isalpha() and shown[index + 1:index + 3].replace(SOFT_HYPHEN, "x").isalpha()


def test_long_names_get_their_syllables_in_each_language() -> None:
    shown = display_names("Mademoiselle Montmorency")
    assert set(shown) == set(languages())
    assert all(SOFT_HYPHEN in text for text in shown.values())
    assert shown["fr"] == "Ma\xadde\xadmoi\xadselle Mont\xadmo\xadren\xadcy"
    assert display_name("Ann Bo", "en") == "Ann Bo"  # short words are never split
    assert display_name("<script>Thornbury</script>", "en") == "<script>Thorn\xadbury</script>"


def test_while_a_server_reads_the_dictionaries_ahead_names_go_out_plain_and_are_hyphenated_once_read() -> None:
    from tontine.server.room import hyphens

    hyphens._READ.clear()
    hyphens._hyphenated.cache_clear()
    hyphens.defer_dictionaries()
    try:
        assert display_name("Miss Thornbury", "en") == "Miss Thornbury"  # not read on the asker's time
        assert "en" not in hyphens._READ
        assert hyphens.load_dictionaries() >= 3
        assert display_name("Miss Thornbury", "en") == f"Miss Thorn{SOFT_HYPHEN}bury"
        assert not hyphens._DEFERRED.is_set()
    finally:
        hyphens._DEFERRED.clear()


def test_a_dictionary_already_read_does_not_wait_while_another_is_being_read() -> None:
    import time

    from tests.support.locks import held_elsewhere

    from tontine.server.room import hyphens

    hyphens.load_dictionaries()
    hyphens._hyphenated.cache_clear()
    with held_elsewhere(hyphens._READING):
        began = time.monotonic()
        assert display_name("Miss Thornbury", "en") == f"Miss Thorn{SOFT_HYPHEN}bury" and time.monotonic() - began < 0.5
