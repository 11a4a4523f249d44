"""Where CI requires every test to run (``TONTINE_REQUIRE_SERVICES=1``), tests/conftest.py fails every skip
but those of an allowed marker (``seeds``) and expected failures; elsewhere a skip stays a skip."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest_plugins = ["pytester"]

CONFTEST = Path(__file__).resolve().parents[1] / "conftest.py"

INNER = '''
import pytest

def test_runs():
    pass

def test_skips_plainly():
    pytest.skip("something is missing")

@pytest.mark.postgres
def test_needs_a_service():
    pytest.skip("PostgreSQL is not running")

@pytest.fixture
def absent():
    pytest.skip("a fixture found nothing")

def test_skips_in_its_fixture(absent):
    pass

@pytest.mark.seeds
def test_needs_the_seeds():
    pytest.skip("the seeds are not here")

@pytest.mark.skipif(True, reason="a condition")
def test_skipped_by_a_condition():
    pass

@pytest.mark.xfail(reason="known", strict=True)
def test_expected_to_fail():
    assert False
'''


@pytest.fixture
def inner(pytester: pytest.Pytester) -> pytest.Pytester:
    pytester.makeconftest(CONFTEST.read_text(encoding="utf-8"))
    pytester.makeini("[pytest]\nmarkers =\n    seeds: the seeds\n    postgres: the database\n")
    pytester.makepyfile(test_inner=INNER, test_module_skipped="import pytest\n"
                        "pytest.importorskip('no_such_package_here', reason='not installed')\n"
                        "def test_never():\n    pass\n")
    return pytester


def test_without_the_requirement_a_skip_stays_a_skip(inner: pytest.Pytester, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("TONTINE_REQUIRE_SERVICES", raising=False)
    result = inner.runpytest("-p", "no:randomly", "-p", "no:xdist", "-rs")
    result.assert_outcomes(passed=1, skipped=6, xfailed=1)


def test_in_ci_every_unexpected_skip_fails(inner: pytest.Pytester, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TONTINE_REQUIRE_SERVICES", "1")
    result = inner.runpytest("-p", "no:randomly", "-p", "no:xdist", "-rs", "--continue-on-collection-errors")
    # the seeds' test may skip; every other skip fails (an error where it skipped in its setup: a fixture,
    # a skipif), and so does a module skipped whole
    result.assert_outcomes(passed=1, skipped=1, failed=2, xfailed=1, errors=3)
    out = result.stdout.str()
    for reason in ("something is missing", "PostgreSQL is not running", "a fixture found nothing", "a condition",
                   "not installed"):
        assert f"where every test must run (TONTINE_REQUIRE_SERVICES=1): Skipped: {reason}" in out, reason
    assert "SKIPPED [1] test_inner.py:22: the seeds are not here" in out
