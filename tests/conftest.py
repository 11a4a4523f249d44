"""Shared test settings: a hypothesis profile for CI, and the rule that CI runs every test.

Tests that need PostgreSQL, Redis, the browser or nginx carry the ``postgres``, ``redis``, ``browser`` or
``nginx`` marker and skip with a reason when it is absent, so that a fresh machine still passes. CI sets
``TONTINE_REQUIRE_SERVICES=1``: there any skip is reported as a failure, unless the test carries a marker
of :data:`ALLOWED_SKIP_MARKERS` (the source texts, ``seeds``, are not shipped, so their test may skip).
A module that cannot be collected for want of a package is an error there too.
"""

from __future__ import annotations

import os
from collections.abc import Generator
from typing import Any

import pytest
from hypothesis import HealthCheck, settings

settings.register_profile(
    "ci", max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.register_profile("dev", max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("ci" if os.environ.get("CI") else "dev")

#: The only markers whose tests may skip where everything is required.
ALLOWED_SKIP_MARKERS = ("seeds",)


def _required() -> bool:
    return os.environ.get("TONTINE_REQUIRE_SERVICES") == "1"


def _reason(longrepr: Any) -> str:
    return str(longrepr[2]) if isinstance(longrepr, tuple) else str(longrepr)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[Any]) -> Generator[None, Any, None]:
    """Where everything is required, a skip (but an expected failure's, or an allowed marker's) fails."""
    outcome = yield
    report = outcome.get_result()
    if (
        report.skipped
        and _required()
        and not hasattr(report, "wasxfail")
        and not any(item.get_closest_marker(name) for name in ALLOWED_SKIP_MARKERS)
    ):
        report.outcome = "failed"
        report.longrepr = f"a test was skipped where every test must run (TONTINE_REQUIRE_SERVICES=1): " \
                          f"{_reason(report.longrepr)}"


@pytest.hookimpl(hookwrapper=True)
def pytest_make_collect_report(collector: pytest.Collector) -> Generator[None, Any, None]:
    """Where everything is required, a module skipped whole (a missing package) is an error."""
    outcome = yield
    report = outcome.get_result()
    if report.skipped and _required():
        report.outcome = "failed"
        report.longrepr = f"a module was skipped where every test must run (TONTINE_REQUIRE_SERVICES=1): " \
                          f"{_reason(report.longrepr)}"


@pytest.fixture(autouse=True)
def _terminal_language_of_the_environment() -> Generator[None, None, None]:
    """A command run in-process (``--lang de``) leaves its language chosen: each test starts from the environment."""
    yield
    from tontine.cli.lang import reset_language

    reset_language()
