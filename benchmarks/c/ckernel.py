"""Build and call ``kernel.c``, the C reference of the simulator's kernel.

    kernel = build(tmp_dir)            # cc -O2, into tmp_dir; None if there is no compiler
    result = kernel.run(spec, seed, games)

Used by ``benchmarks/bench_simulator.py`` and ``tests/sim/test_sim_c_kernel.py``.
"""

from __future__ import annotations

import ctypes
import os
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from tontine.sim.compiled import GameSpec
from tontine.sim.simulator import seed_key

SOURCE = Path(__file__).resolve().parent / "kernel.c"
#: the columns of ``CResult.info``
INFO_FIELDS = ("deals", "outcome", "winner", "first_dealer", "sharers", "revivals", "winner_revived",
               "max_pool", "cards", "holders", "winner_low", "winner_low_deal")

_I64 = np.ctypeslib.ndpointer(np.int64, flags="C_CONTIGUOUS")


def compiler() -> str | None:
    """The system C compiler (``$CC``, else ``cc``), or None."""
    return shutil.which(os.environ.get("CC", "cc"))


def build(directory: str | Path, flags: tuple[str, ...] = ("-O2",)) -> CKernel | None:
    """Compile ``kernel.c`` into ``directory`` and load it; None when no compiler is found."""
    cc = compiler()
    if cc is None:
        return None
    target = Path(directory) / "tontine_kernel.so"
    subprocess.run([cc, *flags, "-shared", "-fPIC", "-o", str(target), str(SOURCE)], check=True,
                   capture_output=True, text=True)
    return CKernel(ctypes.CDLL(str(target)), " ".join([Path(cc).name, *flags]))


@dataclass
class CResult:
    info: np.ndarray  # (games, 12), see INFO_FIELDS
    hold: np.ndarray  # (games, n) final holdings
    share: np.ndarray  # (games, n) sharers in the order served (the first ``sharers`` of each row)
    reach: np.ndarray
    live: np.ndarray
    pool: np.ndarray
    shared: np.ndarray

    def column(self, name: str) -> np.ndarray:
        return self.info[:, INFO_FIELDS.index(name)]


class CKernel:
    def __init__(self, lib: ctypes.CDLL, how: str) -> None:
        self.how = how
        self._run = lib.tontine_run
        self._run.restype = None
        self._run.argtypes = [_I64, _I64, _I64, _I64, ctypes.c_int64, ctypes.c_uint64, ctypes.c_int64,
                              ctypes.c_int64, _I64, ctypes.c_void_p, ctypes.c_void_p, _I64, _I64, _I64, _I64]

    def run(self, spec: GameSpec, seed: int, games: int, *, start: int = 0, keep: bool = True) -> CResult:
        """Games ``start ..`` of the master ``seed``; ``keep`` false skips the per-game holdings."""
        n = spec.players
        horizon = int(spec.params[7])
        size = games if keep else 1
        result = CResult(np.zeros((games, len(INFO_FIELDS)), np.int64), np.zeros((size, n), np.int64),
                         np.zeros((size, n), np.int64), np.zeros(horizon + 1, np.int64),
                         np.zeros(horizon + 1, np.int64), np.zeros(horizon + 1, np.int64),
                         np.zeros((n, n + 1), np.int64))
        hold = result.hold.ctypes.data if keep else None
        share = result.share.ctypes.data if keep else None
        self._run(spec.params, spec.ckind, spec.camt, spec.cshift, int(spec.lot), int(seed_key(seed)), start,
                  games, result.info, hold, share, result.reach, result.live, result.pool, result.shared)
        return result
