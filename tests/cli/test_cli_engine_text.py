"""The engine's errors carry the engine's own keys; the command line says each with a message of its catalogues."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tontine.cli.engine_text import ENGINE_MESSAGES, message_of
from tontine.cli.lang import catalogue_text
from tontine.errors import RulesError
from tontine.i18n import localizer
from tontine.rules import Rules

ENGINE = Path(__file__).resolve().parents[2] / "src" / "tontine"
ENGINE_FILES = [path for path in ENGINE.glob("*.py") if path.name != "i18n.py"]  # i18n reads catalogues


def engine_keys() -> set[str]:
    return {key for path in ENGINE_FILES for key in re.findall(r'\bkey="([a-z0-9-]+)"', path.read_text("utf-8"))}


def test_no_engine_module_names_a_catalogue_message_of_the_command_line() -> None:
    for path in ENGINE_FILES:
        assert "cli-error-" not in path.read_text("utf-8"), path.name


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_every_key_the_engine_raises_has_its_message_in_every_language(lang: str) -> None:
    keys = engine_keys()
    assert len(keys) > 50
    loc = localizer(lang)
    for key in keys:
        if key.startswith("snapshot-"):  # a snapshot is the programs' own data, never a person's input
            continue
        assert key in ENGINE_MESSAGES, key
        assert loc.has(ENGINE_MESSAGES[key]), (lang, key)


def test_a_card_table_naming_a_rank_twice_in_two_cases_is_refused_quoting_both() -> None:
    with pytest.raises(RulesError) as caught:
        Rules.from_dict({"card_table": {"K": "take 4", "k": "take 5"}})
    assert caught.value.key == "card-table-rank-twice"
    assert "'K'" in str(caught.value) and "'k'" in str(caught.value)
    assert message_of(caught.value) == "cli-error-card-table-rank-twice"
    assert catalogue_text(caught.value, localizer("en")) == str(caught.value)
    french = catalogue_text(caught.value, localizer("fr"))
    assert french is not None and "K\u202f»" in french and "k\u202f»" in french


def test_a_card_table_toml_file_with_k_and_k_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "house.toml"
    path.write_text('[card_table]\nK = "take 4"\nk = "take 5"\n', encoding="utf-8")
    with pytest.raises(RulesError, match="rank K twice, as 'K' and 'k'"):
        Rules.from_toml(path)
