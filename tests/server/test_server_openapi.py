"""The API as its OpenAPI schema describes it: schemathesis finds no 5xx and nothing undeclared."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

schemathesis = pytest.importorskip("schemathesis", reason="schemathesis is not installed")
from fastapi.testclient import TestClient  # noqa: E402
from hypothesis import HealthCheck, given, settings  # noqa: E402
from schemathesis.checks import not_a_server_error  # noqa: E402
from schemathesis.specs.openapi.checks import (  # noqa: E402
    content_type_conformance,
    response_schema_conformance,
    status_code_conformance,
)

from tontine.server.app import create_app  # noqa: E402
from tontine.server.room.limits import Limits  # noqa: E402

BIG = 10**9
CHECKS = (not_a_server_error, status_code_conformance, content_type_conformance, response_schema_conformance)


@pytest.mark.slow
def test_generated_requests_get_declared_answers_and_no_server_error(tmp_path: Path) -> None:
    app = create_app(f"sqlite:///{tmp_path / 't.sqlite3'}",
                     limits=Limits(tables_per_hour=BIG, lookup_misses=BIG, joins_per_minute=BIG))
    # the first scene of /api/tell starts a worker process (the narrator and matplotlib imported in it),
    # longer than a generated case may take: started here, it serves the cases at a scene's own cost
    assert TestClient(app).get("/api/tell", params={"seed": "1", "players": "2"}, timeout=180).status_code == 200
    schema = schemathesis.openapi.from_asgi("/openapi.json", app)
    failures: list[str] = []
    calls: list[str] = []
    for operation in schema.get_all_operations():
        op = operation.ok()

        @settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck), database=None)
        @given(case=op.as_strategy())
        def run(case: Any) -> None:
            where = f"{case.method.upper()} {case.operation.path}"
            calls.append(where)
            try:
                case.call_and_validate(checks=CHECKS)
            except (Exception, BaseExceptionGroup) as exc:  # collect them all, then fail once with every one
                failures.append(f"{where}: {str(exc).splitlines()[0][:200]}")
                raise

        try:
            run()
        except (Exception, BaseExceptionGroup):
            failures.append(f"{op.method.upper()} {op.path}: see above")
    assert len(set(calls)) >= 9 and len(calls) >= 100, calls  # every operation, many cases
    assert not failures, "\n".join(sorted(set(failures)))
