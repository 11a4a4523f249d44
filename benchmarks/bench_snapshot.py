"""A table rebuilt from its stored state: the server's restore through the engine's snapshot, against Table.restore.

The reference, measured in the same run, is :meth:`tontine.table.Table.restore` of the same state between
deals (what the server's restore called before the snapshot existed, then writing the rest by hand). The
figures are microseconds per table, best of ``--repeat`` runs of ``--number`` restores.

    python benchmarks/bench_snapshot.py
    python benchmarks/bench_snapshot.py --seats 12 --number 2000
"""

from __future__ import annotations

import argparse
import timeit

from tontine import Rules, Table
from tontine.server.store.restore import _table_of, state_of
from tontine.server.verify.shuffle import HmacShuffle


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seats", type=int, default=6)
    parser.add_argument("--number", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    source = HmacShuffle("00" * 32, ["ab" * 8] * args.seats)
    table = Table(Rules.from_preset("german"), [f"P{i}" for i in range(args.seats)], source=source, history=False)
    for _ in table.play(max_deals=10):
        pass
    state = state_of(table)
    rules = table.rules

    def reference() -> Table:
        return Table.restore(rules, state.players, first_dealer=state.first_dealer, source=source,
                             first_dealer_method=state.first_dealer_method, holdings=state.holdings,
                             pool=state.pool, next_dealer=state.next_dealer, deal_number=state.deal_number)

    def snapshot() -> Table:
        return _table_of(rules, state, source)

    def round_trip() -> Table:
        return Table.from_snapshot(table.snapshot(), source=source)

    base = min(timeit.repeat(reference, number=args.number, repeat=args.repeat)) / args.number * 1e6
    print(f"Table.restore (reference)        {base:8.1f} us/table")
    for name, call in (("server restore via snapshot", snapshot), ("snapshot + from_snapshot", round_trip)):
        took = min(timeit.repeat(call, number=args.number, repeat=args.repeat)) / args.number * 1e6
        print(f"{name:32} {took:8.1f} us/table  ratio {took / base:.2f}")


if __name__ == "__main__":
    main()
