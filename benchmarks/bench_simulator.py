"""Player-deals per second: the engine, the simulator on one core and on every core, and C.

A player-deal is one card dealt to one live player and settled. The table is the
English preset with 12 players and 15 counters (a fresh pack every deal). The engine
(``tontine.Table`` with ``SeededShuffle``) and the simulator run in the same process,
one after the other, so the ratios hold even on a busy machine; one-core and
all-core simulator runs alternate and the best of each is kept.

The C reference (``benchmarks/c/kernel.c``: the same rules, the same shuffle and the
same statistics as the Numba kernel, on one core) is compiled with the system ``cc
-O2`` into a temporary folder and run on the same games, alternating with the Numba
kernel on one core; both are timed in CPU-seconds of this process as well as in
wall-clock seconds, so that other work on the machine weighs on both alike. Without
a compiler the C figures are skipped with a message.

    python benchmarks/bench_simulator.py                 # the figures
    python benchmarks/bench_simulator.py --json          # the same as JSON
    python benchmarks/bench_simulator.py --memory-games 20000000   # peak memory of a long run
    python benchmarks/bench_simulator.py --only-c        # only C against Numba, one core
"""

from __future__ import annotations

import argparse
import json
import resource
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from tontine import Rules, SeededShuffle, Table
from tontine.events import CardDealt
from tontine.sim.simulator import max_jobs, simulate

TARGET_RATE = 30e6
TARGET_RATIO = 100.0
TARGET_SPEEDUP = 1.8
TARGET_MEMORY_MB = 500
TARGET_C_RATIO = 0.8


def engine_rate(rules: Rules, players: int, seconds: float) -> tuple[float, int, int]:
    """Player-deals per second of the plain engine, playing whole games for about ``seconds``."""
    names = [f"P{i}" for i in range(players)]
    cards = games = 0
    began = time.perf_counter()
    while time.perf_counter() - began < seconds:
        table = Table(rules, names, source=SeededShuffle(games))
        cards += sum(isinstance(event, CardDealt) for event in table.play())
        games += 1
    return cards / (time.perf_counter() - began), cards, games


def simulator_rate(rules: Rules, players: int, games: int, jobs: int, seed: int) -> tuple[float, float]:
    """Player-deals per wall-clock second, and per CPU-second (all threads together)."""
    cpu = time.process_time()
    stats = simulate(rules, players, games, seed=seed, jobs=jobs)
    cpu = time.process_time() - cpu
    return stats.player_deals / stats.elapsed, stats.player_deals / cpu


def c_versus_numba(rules: Rules, players: int, games: int, repeats: int) -> dict[str, Any] | None:
    """The C kernel and the Numba kernel (one thread) on the same games, runs alternating."""
    sys.path.insert(0, str(Path(__file__).resolve().parent / "c"))
    import ckernel  # benchmarks/c/ckernel.py

    from tontine.sim.compiled import GameSpec

    if ckernel.compiler() is None:
        return None
    spec = GameSpec.from_rules(rules, players)
    c_wall: list[float] = []
    c_cpu: list[float] = []
    nb_wall: list[float] = []
    nb_cpu: list[float] = []
    with tempfile.TemporaryDirectory() as folder:
        kernel = ckernel.build(folder)
        assert kernel is not None
        kernel.run(spec, 0, 100, keep=False)
        for r in range(repeats):
            cpu, wall = time.process_time(), time.perf_counter()
            result = kernel.run(spec, 100 + r, games, keep=False)
            cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
            cards = int(result.column("cards").sum())
            c_wall.append(cards / wall)
            c_cpu.append(cards / cpu)
            cpu, wall = time.process_time(), time.perf_counter()
            stats = simulate(rules, players, games, seed=100 + r, jobs=1)
            cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
            if stats.player_deals != cards:
                raise SystemExit(f"the C and Numba kernels played different games: {cards} != {stats.player_deals}")
            nb_wall.append(cards / wall)
            nb_cpu.append(cards / cpu)
    per_cpu = [n / c for n, c in zip(nb_cpu, c_cpu, strict=True)]
    return {
        "compiler": kernel.how,
        "games": games,
        "c": {"player_deals_per_second": max(c_wall), "runs": c_wall, "per_cpu_second": max(c_cpu),
              "runs_per_cpu_second": c_cpu},
        "numba": {"player_deals_per_second": max(nb_wall), "runs": nb_wall, "per_cpu_second": max(nb_cpu),
                  "runs_per_cpu_second": nb_cpu},
        # Numba / C: of the best runs, of each pair of neighbouring runs, and their median
        "ratio_best_per_cpu_second": max(nb_cpu) / max(c_cpu),
        "ratio_best_wall": max(nb_wall) / max(c_wall),
        "ratio_per_repeat": per_cpu,
        "ratio_median": statistics.median(per_cpu),
    }


def peak_rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--players", type=int, default=12)
    parser.add_argument("--stake", type=int, default=15)
    parser.add_argument("--games", type=int, default=200_000, help="simulator games per timed run")
    parser.add_argument("--repeats", type=int, default=5, help="timed runs of each simulator setting")
    parser.add_argument("--engine-seconds", type=float, default=8.0)
    parser.add_argument("--memory-games", type=int, default=0,
                        help="also play this many games on every core and report the peak memory")
    parser.add_argument("--c-games", type=int, default=100_000, help="games per timed run of C and Numba")
    parser.add_argument("--c-repeats", type=int, default=7, help="alternating timed runs of C and Numba")
    parser.add_argument("--only-c", action="store_true", help="only the C and Numba comparison")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)

    rules = Rules.from_preset("english").replace(stake=args.stake)
    cores = max_jobs()
    began = time.perf_counter()
    simulate(rules, args.players, 1000, seed=0, jobs=1)  # compile, or load the cache
    simulate(rules, args.players, 1000, seed=0, jobs=cores)
    warmup = time.perf_counter() - began

    versus = c_versus_numba(rules, args.players, args.c_games, args.c_repeats)
    if args.only_c:
        if args.json:
            print(json.dumps({"c_versus_numba": versus}, indent=2))
        else:
            print_versus(versus)
        return 0
    eng, eng_cards, eng_games = engine_rate(rules, args.players, args.engine_seconds)
    one: list[float] = []
    many: list[float] = []
    one_cpu: list[float] = []
    many_cpu: list[float] = []
    for r in range(args.repeats):
        wall, cpu = simulator_rate(rules, args.players, args.games, 1, seed=r)
        one.append(wall)
        one_cpu.append(cpu)
        wall, cpu = simulator_rate(rules, args.players, args.games, cores, seed=r)
        many.append(wall)
        many_cpu.append(cpu)
    best_one, best_many = max(one), max(many)
    # CPU-seconds do not count time lost to other jobs on the machine: how much work the
    # threads waste, whatever the load (1.0: none, so all cores free would give the full speed-up)
    efficiency = max(many_cpu) / max(one_cpu)
    result: dict[str, Any] = {
        "table": f"english, {args.players} players, stake {args.stake}, fresh pack",
        "cores": cores,
        "warmup_seconds": warmup,
        "engine": {"player_deals_per_second": eng, "player_deals": eng_cards, "games": eng_games},
        "simulator_one_core": {"player_deals_per_second": best_one, "runs": one,
                               "per_cpu_second": max(one_cpu)},
        "simulator_all_cores": {"player_deals_per_second": best_many, "runs": many,
                                "per_cpu_second": max(many_cpu)},
        "parallel_efficiency": efficiency,
        # CPU-seconds per wall-second of each all-core run: the cores the threads really got
        "cores_obtained": [w / c for w, c in zip(many, many_cpu, strict=True)],
        "ratio_to_engine": best_one / eng,
        "speedup": best_many / best_one,
        "speedup_per_repeat": [m / o for o, m in zip(one, many, strict=True)],
        "c_versus_numba": versus,
    }
    if args.memory_games:
        t = time.perf_counter()
        stats = simulate(rules, args.players, args.memory_games, seed=1, jobs=cores)
        result["memory"] = {"games": args.memory_games, "peak_rss_mb": peak_rss_mb(),
                            "seconds": time.perf_counter() - t, "player_deals": stats.player_deals}
    else:
        result["memory"] = {"games": 0, "peak_rss_mb": peak_rss_mb()}

    if args.json:
        print(json.dumps(result, indent=2))
        return 0
    ok = lambda good: "ok" if good else "BELOW TARGET"  # noqa: E731
    print(result["table"], f"({cores} cores; compile or cache load {warmup:.1f} s)")
    print(f"engine            {eng / 1e6:10.3f} M player-deals/s  ({eng_games} games)")
    print(f"simulator, 1 core {best_one / 1e6:10.3f} M player-deals/s  "
          f"[target {TARGET_RATE / 1e6:.0f} M: {ok(best_one >= TARGET_RATE)}]  runs: "
          + ", ".join(f"{x / 1e6:.1f}" for x in one))
    print(f"simulator, {cores} cores {best_many / 1e6:9.3f} M player-deals/s  runs: "
          + ", ".join(f"{x / 1e6:.1f}" for x in many))
    print(f"simulator / engine  {result['ratio_to_engine']:10.0f} x  "
          f"[target {TARGET_RATIO:.0f} x: {ok(result['ratio_to_engine'] >= TARGET_RATIO)}]")
    print(f"{cores} cores / 1 core  {result['speedup']:10.2f} x  "
          f"[target {TARGET_SPEEDUP} x: {ok(result['speedup'] >= TARGET_SPEEDUP)}]  per repeat: "
          + ", ".join(f"{x:.2f}" for x in result["speedup_per_repeat"]))
    print(f"work per CPU-second, {cores} threads / 1 thread: {efficiency:.2f} "
          f"(1 core: {max(one_cpu) / 1e6:.1f} M, {cores} threads: {max(many_cpu) / 1e6:.1f} M player-deals "
          "per CPU-second; the wall-clock speed-up needs the cores free of other jobs)")
    print(f"cores the {cores}-thread runs really got (CPU-s per wall-s): "
          + ", ".join(f"{x:.2f}" for x in result["cores_obtained"]))
    print_versus(versus)
    mem = result["memory"]
    print(f"peak memory {mem['peak_rss_mb']:.0f} MB after {mem['games']:,} extra games "
          f"[target < {TARGET_MEMORY_MB} MB: {ok(mem['peak_rss_mb'] < TARGET_MEMORY_MB)}]")
    return 0


def print_versus(versus: dict[str, Any] | None) -> None:
    if versus is None:
        print("C reference: skipped (no C compiler: set CC or install cc)")
        return
    c, nb = versus["c"], versus["numba"]
    ok = "ok" if versus["ratio_median"] >= TARGET_C_RATIO else "BELOW TARGET"
    print(f"C reference ({versus['compiler']}), 1 core  {c['per_cpu_second'] / 1e6:8.1f} M player-deals per "
          f"CPU-second (wall {c['player_deals_per_second'] / 1e6:.1f} M/s)  runs: "
          + ", ".join(f"{x / 1e6:.1f}" for x in c["runs_per_cpu_second"]))
    print(f"Numba kernel, 1 core      {nb['per_cpu_second'] / 1e6:8.1f} M player-deals per "
          f"CPU-second (wall {nb['player_deals_per_second'] / 1e6:.1f} M/s)  runs: "
          + ", ".join(f"{x / 1e6:.1f}" for x in nb["runs_per_cpu_second"]))
    print(f"Numba / C  {versus['ratio_median']:.2f} (median of {len(versus['ratio_per_repeat'])} neighbouring pairs; "
          f"best / best {versus['ratio_best_per_cpu_second']:.2f}, wall {versus['ratio_best_wall']:.2f})  "
          f"[target {TARGET_C_RATIO}: {ok}]  per pair: " + ", ".join(f"{x:.2f}" for x in versus["ratio_per_repeat"]))


if __name__ == "__main__":
    sys.exit(main())
