"""The terminal in three languages: how the language is chosen, translated errors, spelled numbers, French typography."""

from __future__ import annotations

import re

import pytest
from click.testing import CliRunner

from tontine.cards import Card
from tontine.cli.lang import choose_language, error_text
from tontine.cli.main import cli
from tontine.errors import InvalidCardError, RulesError
from tontine.i18n import localizer

NNBSP = "\u202f"
HEADER_START = {"en": "Tontine, ", "fr": "La Tontine, ", "de": "Tontine, "}
SUMMARY = {"en": " shuffled.", "fr": " battus.", "de": " gemischt."}


def _play(runner: CliRunner, *args: str, env: dict[str, str] | None = None) -> str:
    result = runner.invoke(cli, ["play", "--players", "5", "--seed", "11", *args], env=env)
    assert result.exit_code == 0, result.output
    return result.stdout


def test_the_language_comes_from_lang_then_tontine_lang_then_the_locale(runner: CliRunner) -> None:
    english = _play(runner)
    assert english.startswith("Tontine, English")
    assert _play(runner, env={"TONTINE_LANG": "fr"}).startswith("La Tontine, variante anglaise")
    assert _play(runner, env={"LANG": "de_DE.UTF-8"}).startswith("Tontine, englische Variante")
    assert _play(runner, "--lang", "de", env={"TONTINE_LANG": "fr"}).startswith("Tontine, englische")
    assert _play(runner, env={"LANG": "it_IT.UTF-8"}) == english  # no Italian catalogue
    assert choose_language(None, environ={"LC_ALL": "fr_FR.UTF-8", "LANG": "de_DE.UTF-8"}) == "fr"


def test_an_unknown_tontine_lang_is_a_one_line_error(run_main, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("TONTINE_LANG", "xx")
    result = run_main("play", "--players", "4", "--seed", "1")
    assert result.code == 2 and result.stdout == ""
    assert result.stderr.count("\n") == 1 and "unknown language 'xx' in TONTINE_LANG" in result.stderr


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_prose_spells_its_numbers_and_the_log_keeps_digits(runner: CliRunner, lang: str) -> None:
    out = _play(runner, "--lang", lang)
    lines = out.splitlines()
    header = next(line for line in lines if line.startswith(HEADER_START[lang]))
    summary = next(line for line in lines if line.endswith(SUMMARY[lang]))
    winner = lines[-3]
    for line in (header, summary, winner):
        assert not re.search(r"\d", line.replace("1797", "")), line
    assert localizer(lang).words(15) in header
    # the deal-by-deal log and the holdings keep digits
    assert any(re.search(r"-> \d+ \(", line) for line in lines)


def test_french_typography_in_every_french_line(runner: CliRunner) -> None:
    out = _play(runner, "--lang", "fr") + _play(runner, "--lang", "fr", "--preset", "french")
    assert f"{NNBSP}:" in out
    for line in out.splitlines():
        assert not re.search(r"[ \u00a0][;:!?»]", line), line
        assert "« " not in line


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("fr", f"tontine{NNBSP}: erreur{NNBSP}: variante inconnue «{NNBSP}dutch{NNBSP}»{NNBSP}: choisissez parmi english, french, german"),
        ("de", "tontine: Fehler: unbekannte Variante „dutch“: Möglich sind english, french, german"),
        ("en", "tontine: error: unknown preset 'dutch': use one of english, french, german"),
    ],
)
def test_engine_errors_are_shown_in_the_users_language(run_main, lang: str, expected: str) -> None:  # type: ignore[no-untyped-def]
    result = run_main("play", "--preset", "dutch", "--lang", lang)
    assert result.code == 2 and result.stderr == expected + "\n"


def test_errors_keep_their_english_str_and_carry_a_message_id() -> None:
    err = RulesError("--card 'K': write RANK=EFFECT, e.g. 'K=take 4'", msg_id="cli-error-card-option", item_text="K")
    assert str(err) == "--card 'K': write RANK=EFFECT, e.g. 'K=take 4'"
    assert error_text(err, localizer("en")) == str(err)
    assert error_text(err, localizer("de")) == "--card „K“: Schreiben Sie RANG=WIRKUNG, z. B. 'K=take 4'"
    with pytest.raises(InvalidCardError) as bad:
        Card.parse("zz")
    assert error_text(bad.value, localizer("fr")).startswith("carte inconnue «\u202fzz\u202f»")
    # an error the catalogues do not know stays in English rather than be lost
    assert error_text(RulesError("something new"), localizer("fr")) == "something new"


def test_keep_speaks_french(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["keep", "--names", "Ann,Ben,Cat", "--first-dealer", "first-seat", "--lang", "fr"],
                           input="zz\nKS\nKS\nhelp\nquit\n")
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert f"carte de Ben{NNBSP}:" in out
    assert f"! carte inconnue «{NNBSP}zz{NNBSP}»" in out
    assert f"! la carte KS est déjà sortie de ce paquet (donne 1){NNBSP}; tapez-la de nouveau" in out
    assert "Commandes" in out and "Arrêté après une donne." in out


def test_rules_follow_tontine_lang(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["rules", "german"], env={"TONTINE_LANG": "de"})
    assert result.stdout.startswith("Tontine: die Regeln der deutschen Variante")
    assert runner.invoke(cli, ["rules", "german", "--lang", "en"], env={"TONTINE_LANG": "de"}).stdout.startswith(
        "Tontine: the German rules")
