"""Shared test settings: a hypothesis profile for CI, and the rule that CI runs service tests.

Tests that need PostgreSQL, Redis or the browser carry the ``postgres``, ``redis`` or ``browser`` marker and skip with a
reason when the service is absent, so that a fresh machine still passes. CI sets
``TONTINE_REQUIRE_SERVICES=1``: there such a skip is reported as a failure.
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

SERVICE_MARKERS = ("postgres", "browser", "redis")


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[Any]) -> Generator[None, Any, None]:
    outcome = yield
    report = outcome.get_result()
    if (
        report.skipped
        and os.environ.get("TONTINE_REQUIRE_SERVICES") == "1"
        and any(item.get_closest_marker(name) for name in SERVICE_MARKERS)
    ):
        report.outcome = "failed"
        reason = report.longrepr[2] if isinstance(report.longrepr, tuple) else str(report.longrepr)
        report.longrepr = f"a service test was skipped where services are required: {reason}"


@pytest.fixture(autouse=True)
def _terminal_language_of_the_environment() -> Generator[None, None, None]:
    """A command run in-process (``--lang de``) leaves its language chosen: each test starts from the environment."""
    yield
    from tontine.cli.lang import reset_language

    reset_language()
