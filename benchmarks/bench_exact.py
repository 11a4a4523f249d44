"""Seconds and peak memory of ``tontine exact`` for a few tables, against a reference of the same run.

Each table is solved in a fresh subprocess (so its peak resident memory is its own),
after one small solve that compiles the Numba loops. The reference is the pure-Python
Fraction solver on n=2, stake 5 (exact rationals, no compiled code), timed in the same
run: the ratio ``seconds / reference`` says how the float solver scales with the table,
whatever the load of the machine. CPU seconds are printed beside wall seconds (the
product in the solves runs on every core), with their own ratio to the reference, and
the number of products ``X - P X`` (every Fourier component at once) the solve took.

    python benchmarks/bench_exact.py               # n=3 stake 8, n=4 stake 6, n=3 stake 16
    python benchmarks/bench_exact.py --full        # also n=4 stake 8 and n=3 stake 24, the largest
    python benchmarks/bench_exact.py --table 4:5   # one table (players:stake)
    python benchmarks/bench_exact.py --json
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from typing import Any

TARGET_SECONDS = 60.0
TARGET_MEMORY_MB = 4096.0

_CHILD = r"""
import json, resource, sys, time
from tontine import Rules
from tontine.sim.exact import solve
players, stake = int(sys.argv[1]), int(sys.argv[2])
began, cpu = time.perf_counter(), time.process_time()
result = solve(Rules(stake=stake), players)
print(json.dumps({
    "players": players, "stake": stake, "states": result.states,
    "seconds": time.perf_counter() - began, "cpu_seconds": time.process_time() - cpu,
    "peak_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
    "error_bound": result.error_bound, "expected_deals": result.expected_deals,
    "products": result.products,
}))
"""


def reference_seconds() -> tuple[float, float]:
    """The Fraction solver on n=2, stake 5: the best of three, wall and CPU seconds."""
    from tontine import Rules
    from tontine.sim.exact import solve_fractions

    best = best_cpu = float("inf")
    for _ in range(3):
        began, cpu = time.perf_counter(), time.process_time()
        solve_fractions(Rules(stake=5), 2)
        best = min(best, time.perf_counter() - began)
        best_cpu = min(best_cpu, time.process_time() - cpu)
    return best, best_cpu


def run_table(players: int, stake: int) -> dict[str, Any]:
    out = subprocess.run(
        [sys.executable, "-c", _CHILD, str(players), str(stake)],
        check=True, capture_output=True, text=True, env=os.environ.copy(),
    )
    return dict(json.loads(out.stdout.strip().splitlines()[-1]))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--full", action="store_true", help="also n=4 with stake 8 and n=3 with stake 24")
    parser.add_argument("--table", action="append", default=[], help="players:stake (repeatable)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    tables = [tuple(int(v) for v in t.split(":")) for t in args.table] or [(3, 8), (4, 6), (3, 16)]
    if args.full and not args.table:
        tables += [(4, 8), (3, 24)]
    run_table(3, 4)  # compiles and caches the Numba loops
    reference, reference_cpu = reference_seconds()
    rows = []
    for players, stake in tables:
        row = run_table(players, stake)
        row["ratio_to_reference"] = row["seconds"] / reference
        row["cpu_ratio_to_reference"] = row["cpu_seconds"] / reference_cpu
        rows.append(row)
    load = os.getloadavg()[0]
    if args.json:
        print(json.dumps({
            "reference_seconds": reference, "reference_cpu_seconds": reference_cpu,
            "load_average": load, "tables": rows,
        }))
        return 0
    print(
        f"reference: Fraction solver, n=2 stake 5: {reference:.3f} s, {reference_cpu:.3f} s CPU "
        f"(load average {load:.1f})"
    )
    print(
        f"{'table':<14}{'states':>8}{'wall s':>9}{'cpu s':>9}{'peak MB':>9}{'products':>10}"
        f"{'x ref':>8}{'cpu x ref':>11}{'error bound':>13}"
    )
    for row in rows:
        name = f"n={row['players']} stake {row['stake']}"
        print(
            f"{name:<14}{row['states']:>8}{row['seconds']:>9.1f}{row['cpu_seconds']:>9.1f}"
            f"{row['peak_mb']:>9.0f}{row['products']:>10}{row['ratio_to_reference']:>8.1f}"
            f"{row['cpu_ratio_to_reference']:>11.1f}{row['error_bound']:>13.1e}"
        )
    worst = max(rows, key=lambda r: r["cpu_seconds"])
    print(
        f"largest: n={worst['players']} stake {worst['stake']} in {worst['cpu_seconds']:.1f} s of CPU "
        f"({worst['seconds']:.1f} s wall) and {worst['peak_mb']:.0f} MB "
        f"(targets {TARGET_SECONDS:.0f} s, {TARGET_MEMORY_MB:.0f} MB)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
