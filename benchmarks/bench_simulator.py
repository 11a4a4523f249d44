"""Player-deals per second: the engine, the simulator on one core and on every core, and C.

A player-deal is one card dealt to one live player and settled. The table is the
English preset with 12 players and 15 counters (a fresh pack every deal). The engine
(``tontine.Table`` with ``SeededShuffle``) and the simulator run in the same process,
one after the other, so the ratios hold even on a busy machine; one-core and
all-core simulator runs alternate and the best of each is kept.

The simulator runs its kernel specialised to the table (``tontine.sim.special``). Two C
references play the same games on one core: ``benchmarks/c/kernel.c``, the general kernel
(any rules read from arrays, ``cc -O2``), and ``benchmarks/c/special.c``, written for one
table (its rules as ``-D`` constants, ``cc -O3 -march=native``). For the English, French
and German presets (``--presets``) at ``--stake`` counters, the two C programs and the
simulator's general and specialised kernels run alternating, timed in CPU-seconds of
this process, so that other work on the machine weighs on all alike; the ratios are of
neighbouring runs. The specialised kernel's compilation, paid once per table, is timed
in a fresh process with an empty cache, and again when it loads from the cache. Without
a compiler the C figures are skipped with a message.

    python benchmarks/bench_simulator.py                 # the figures
    python benchmarks/bench_simulator.py --json          # the same as JSON
    python benchmarks/bench_simulator.py --memory-games 20000000   # peak memory of a long run
    python benchmarks/bench_simulator.py --only-c        # only C against the simulator, one core
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
    stats = simulate(rules, players, games, seed=seed, jobs=jobs, kernel="special")
    cpu = time.process_time() - cpu
    return stats.player_deals / stats.elapsed, stats.player_deals / cpu


def _timed(run: Any) -> tuple[int, float, float]:
    cpu, wall = time.process_time(), time.perf_counter()
    cards = run()
    return cards, time.process_time() - cpu, time.perf_counter() - wall


def c_versus_numba(rules: Rules, players: int, games: int, repeats: int) -> dict[str, Any] | None:
    """General C, specialised C and the simulator's two kernels (one thread) on the same games, runs alternating.

    Every figure is player-deals per CPU-second of this process (other work on the machine
    weighs on all alike); the ratios are of neighbouring runs, their median quoted.
    """
    sys.path.insert(0, str(Path(__file__).resolve().parent / "c"))
    import ckernel  # benchmarks/c/ckernel.py

    from tontine.sim.compiled import GameSpec

    if ckernel.compiler() is None:
        return None
    spec = GameSpec.from_rules(rules, players)
    rates: dict[str, list[float]] = {"c_general": [], "c_special": [], "numba_general": [], "numba_special": []}
    with tempfile.TemporaryDirectory() as folder:
        general = ckernel.build(folder)
        special = ckernel.build_special(folder, spec)
        assert general is not None and special is not None
        runs = {
            "c_general": lambda seed: int(general.run(spec, seed, games, keep=False).column("cards").sum()),
            "c_special": lambda seed: int(special.run(seed, games, keep=False).column("cards").sum()),
            "numba_general": lambda seed: simulate(rules, players, games, seed=seed, jobs=1,
                                                   kernel="general").player_deals,
            "numba_special": lambda seed: simulate(rules, players, games, seed=seed, jobs=1,
                                                   kernel="special").player_deals,
        }
        for run in runs.values():
            run(0)  # warm: load the code, touch the memory
        for r in range(repeats):
            seen = set()
            for name, run in runs.items():
                cards, cpu, _ = _timed(lambda run=run, seed=100 + r: run(seed))
                seen.add(cards)
                rates[name].append(cards / cpu)
            if len(seen) != 1:
                raise SystemExit(f"the C and Numba kernels played different games: {sorted(seen)}")
    pairs = {
        "special_over_c_special": [n / c for n, c in zip(rates["numba_special"], rates["c_special"], strict=True)],
        "general_over_c_general": [n / c for n, c in zip(rates["numba_general"], rates["c_general"], strict=True)],
        "general_over_c_special": [n / c for n, c in zip(rates["numba_general"], rates["c_special"], strict=True)],
    }
    return {
        "table": f"{rules.preset}, {players} players, stake {rules.stake}",
        "general_compiler": general.how,
        "special_compiler": special.how,
        "c_special_compile_seconds": special.compile_seconds,
        "games": games,
        "per_cpu_second": {name: max(values) for name, values in rates.items()},
        "runs_per_cpu_second": rates,
        "ratios_per_repeat": pairs,
        "ratio_median": {name: statistics.median(values) for name, values in pairs.items()},
    }


_COMPILE_PROBE = """
import sys, time
from tontine import Rules
from tontine.sim.simulator import simulate
cpu, wall = time.process_time(), time.perf_counter()
simulate(Rules.from_preset(sys.argv[1]).replace(stake=int(sys.argv[2])), int(sys.argv[3]), 10, seed=0, jobs=1,
         kernel="special")
print(time.process_time() - cpu, time.perf_counter() - wall)
"""


def compile_cost(preset: str, stake: int, players: int) -> dict[str, float]:
    """Seconds (CPU and wall) a fresh process takes to run the specialised kernel: compiled, then from the cache."""
    import os
    import subprocess

    out: dict[str, float] = {}
    with tempfile.TemporaryDirectory() as folder:
        env = {**os.environ, "TONTINE_CACHE_DIR": folder}
        for label in ("compile", "cached"):
            done = subprocess.run([sys.executable, "-c", _COMPILE_PROBE, preset, str(stake), str(players)],
                                  env=env, capture_output=True, text=True, check=True)
            cpu, wall = (float(x) for x in done.stdout.split())
            out[f"{label}_cpu_seconds"], out[f"{label}_wall_seconds"] = cpu, wall
    return out


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
    parser.add_argument("--c-repeats", type=int, default=3, help="alternating timed runs of C and Numba")
    parser.add_argument("--presets", default="english,french,german", help="tables set against the C, at --stake")
    parser.add_argument("--no-compile-probe", action="store_true", help="skip timing the compilation in a fresh process")
    parser.add_argument("--only-c", action="store_true", help="only the C and Numba comparison")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)

    rules = Rules.from_preset("english").replace(stake=args.stake)
    cores = max_jobs()
    compiled = None if args.no_compile_probe else compile_cost("english", args.stake, args.players)
    began = time.perf_counter()
    for kernel in ("general", "special"):  # compile, or load the cache
        simulate(rules, args.players, 1000, seed=0, jobs=1, kernel=kernel)
        simulate(rules, args.players, 1000, seed=0, jobs=cores, kernel=kernel)
    warmup = time.perf_counter() - began

    versus = [c_versus_numba(Rules.from_preset(name).replace(stake=args.stake), args.players, args.c_games,
                             args.c_repeats) for name in args.presets.split(",")]
    if args.only_c:
        if args.json:
            print(json.dumps({"c_versus_numba": versus, "compile": compiled}, indent=2))
        else:
            print_versus(versus, compiled)
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
        "compile": compiled,
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
    print_versus(versus, compiled)
    mem = result["memory"]
    print(f"peak memory {mem['peak_rss_mb']:.0f} MB after {mem['games']:,} extra games "
          f"[target < {TARGET_MEMORY_MB} MB: {ok(mem['peak_rss_mb'] < TARGET_MEMORY_MB)}]")
    return 0


def print_versus(versus: list[dict[str, Any] | None], compiled: dict[str, float] | None) -> None:
    for one in versus:
        if one is None:
            print("C reference: skipped (no C compiler: set CC or install cc)")
            return
        rate, runs, median = one["per_cpu_second"], one["runs_per_cpu_second"], one["ratio_median"]
        good = median["special_over_c_special"] >= TARGET_C_RATIO
        print(f"{one['table']}, 1 core, M player-deals per CPU-second (best; runs):")
        for name, label in (("c_general", f"general C ({one['general_compiler']})"),
                            ("c_special", f"specialised C ({one['special_compiler']})"),
                            ("numba_general", "simulator, general kernel"),
                            ("numba_special", "simulator, specialised kernel")):
            print(f"  {label:44} {rate[name] / 1e6:7.1f}   " + ", ".join(f"{x / 1e6:.1f}" for x in runs[name]))
        pairs = one["ratios_per_repeat"]
        print(f"  specialised simulator / specialised C {median['special_over_c_special']:.2f} "
              f"[target {TARGET_C_RATIO}: {'ok' if good else 'BELOW TARGET'}]  per pair: "
              + ", ".join(f"{x:.2f}" for x in pairs["special_over_c_special"]))
        print(f"  general simulator / general C {median['general_over_c_general']:.2f}, "
              f"general simulator / specialised C {median['general_over_c_special']:.2f} (medians of pairs)")
    if compiled is not None:
        print(f"specialised kernel, paid once per table: compile {compiled['compile_cpu_seconds']:.1f} CPU-s "
              f"({compiled['compile_wall_seconds']:.1f} s wall); a later process loads it from the cache in "
              f"{compiled['cached_cpu_seconds']:.1f} CPU-s ({compiled['cached_wall_seconds']:.1f} s wall, "
              "Numba's import included)")


if __name__ == "__main__":
    sys.exit(main())
