"""Build and call the C references of the simulator's kernel: ``kernel.c`` and ``special.c``.

    kernel = build(tmp_dir)            # cc -O2, into tmp_dir; None if there is no compiler
    result = kernel.run(spec, seed, games)
    special = build_special(tmp_dir, spec)   # cc -O3 -march=native, the rules as -D constants
    result = special.run(seed, games)

Used by ``benchmarks/bench_simulator.py`` and ``tests/sim/test_sim_c_kernel.py``.
"""

from __future__ import annotations

import ctypes
import os
import shutil
import subprocess
import time
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


SPECIAL_SOURCE = Path(__file__).resolve().parent / "special.c"
SPECIAL_FLAGS = ("-O3", "-march=native")


def special_defines(spec: GameSpec) -> list[str]:
    """The ``-D`` constants that make ``special.c`` the program of one table."""
    p = [int(x) for x in spec.params]
    names = ("T_N", "T_STAKE", "T_ANTE", "T_TALON", "T_ALL_FALL", "T_DEAL_LIMIT", "T_CAP", "T_HORIZON")
    defines = [f"-D{name}={value}" for name, value in zip(names, p, strict=True)]
    defines.append(f"-DT_LOT={int(spec.lot)}")
    for rank in range(13):  # the effect depends on the rank only: the spades give them all
        defines += [f"-DT_K{rank}={int(spec.ckind[rank])}", f"-DT_A{rank}={int(spec.camt[rank])}",
                    f"-DT_S{rank}={int(spec.cshift[rank])}"]
    return defines


def build_special(directory: str | Path, spec: GameSpec, flags: tuple[str, ...] = SPECIAL_FLAGS) -> SpecialKernel | None:
    """Compile ``special.c`` for ``spec``'s table into ``directory``; None when no compiler is found.

    Without ``-march=native`` (a compiler that refuses it) the flags fall back to ``-O3``.
    """
    cc = compiler()
    if cc is None:
        return None
    target = Path(directory) / f"tontine_special_{abs(hash(tuple(special_defines(spec))))}.so"
    defines = special_defines(spec)
    began = time.perf_counter()
    for attempt in (flags, tuple(f for f in flags if not f.startswith("-march"))):
        done = subprocess.run([cc, *attempt, "-shared", "-fPIC", *defines, "-o", str(target), str(SPECIAL_SOURCE)],
                              capture_output=True, text=True)
        if done.returncode == 0:
            break
    else:
        raise RuntimeError(f"cannot compile {SPECIAL_SOURCE.name}: {done.stderr}")
    seconds = time.perf_counter() - began
    return SpecialKernel(ctypes.CDLL(str(target)), " ".join([Path(cc).name, *attempt]), spec, seconds)


class SpecialKernel:
    """``special.c`` compiled for one table: :meth:`run` as :meth:`CKernel.run`, the rules built in."""

    def __init__(self, lib: ctypes.CDLL, how: str, spec: GameSpec, compile_seconds: float) -> None:
        self.how = how
        self.spec = spec
        self.compile_seconds = compile_seconds
        self._run = lib.tontine_special
        self._run.restype = None
        self._run.argtypes = [ctypes.c_uint64, ctypes.c_int64, ctypes.c_int64, _I64, ctypes.c_void_p,
                              ctypes.c_void_p, _I64, _I64, _I64, _I64]

    def run(self, seed: int, games: int, *, start: int = 0, keep: bool = True) -> CResult:
        """Games ``start ..`` of the master ``seed``; ``keep`` false skips the per-game holdings."""
        n = self.spec.players
        horizon = int(self.spec.params[7])
        size = games if keep else 1
        result = CResult(np.zeros((games, len(INFO_FIELDS)), np.int64), np.zeros((size, n), np.int64),
                         np.zeros((size, n), np.int64), np.zeros(horizon + 1, np.int64),
                         np.zeros(horizon + 1, np.int64), np.zeros(horizon + 1, np.int64),
                         np.zeros((n, n + 1), np.int64))
        hold = result.hold.ctypes.data if keep else None
        share = result.share.ctypes.data if keep else None
        self._run(int(seed_key(seed)), start, games, result.info, hold, share, result.reach, result.live,
                  result.pool, result.shared)
        return result
