"""The garbage collector's timing never raises, even for a collection at the recursion limit."""

from __future__ import annotations

import gc
import sys

from tontine.server.ops.metrics import Metrics


def _collect_near_the_limit(room: int) -> None:
    """Call gc.collect() ``room`` frames above the deepest the interpreter allows."""

    def down() -> int:
        try:
            above = down()
        except RecursionError:
            return 0
        if above == room:
            gc.collect()
        return above + 1

    down()


def test_a_collection_with_little_stack_left_is_not_an_error() -> None:
    metrics = Metrics()
    caught: list[sys.UnraisableHookArgs] = []
    hook = sys.unraisablehook
    sys.unraisablehook = caught.append
    metrics.watch_gc()
    try:
        for room in range(2, 12):  # the callback runs with this much room; observing needs more
            _collect_near_the_limit(room)
    finally:
        metrics.unwatch_gc()
        sys.unraisablehook = hook
    assert not [args for args in caught if getattr(args.object, "__self__", None) is metrics], caught
    # and collections with room to spare are timed as before
    metrics.watch_gc()
    try:
        gc.collect()
    finally:
        metrics.unwatch_gc()
    assert b"gc" in metrics.text()
