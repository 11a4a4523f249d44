"""The load tester at a small size: phones over real WebSockets, every deal delivered, no error, no gap."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

LOADTEST = Path(__file__).resolve().parents[2] / "benchmarks" / "loadtest.py"


@pytest.mark.slow
def test_a_small_load_run_delivers_every_deal_without_error() -> None:
    out = subprocess.run([sys.executable, str(LOADTEST), "--tables", "3", "--seats", "4", "--pace", "0.5",
                          "--seconds", "3", "--sleepers", "0.25", "--sleep", "0.5", "--storm", "--json"],
                         capture_output=True, text=True, timeout=180)
    assert out.returncode == 0, out.stderr[-2000:]
    result = json.loads(out.stdout)["results"][0]
    assert result["phones"] == 12 and result["errors"] == 0 and result["gaps"] == 0, result
    assert result["deals_per_s"] >= 0.5 * result["target_per_s"], result
    assert result["p95_ms"] > 0 and result["server_rss_mb"] > 0 and result["storm_all_back_s"] is not None
