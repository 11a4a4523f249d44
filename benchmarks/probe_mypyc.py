"""The engine compiled by mypyc, measured by ``bench_engine.py`` against the pure-Python engine in one run.

A probe, not a build: it copies ``src/tontine`` into a temporary directory, makes there
the few edits mypyc needs to compile the engine's hot modules (listed in
:data:`EDITS`, each checked to apply), compiles ``table.py``, ``settle.py`` and
``cards.py`` with ``python -m mypyc`` and runs ``bench_engine.py --json`` once on
the pure-Python sources and once on each build (``PYTHONPATH`` set to the build), one
after the other. The checkout is never changed.

Builds (``--builds``, default all four):

``pure``
    the checkout's sources, interpreted: the reference.
``mypyc``
    the hot modules compiled, every event still built by ``tuple.__new__(cls, fields)``.
``mypyc+make``
    as ``mypyc``, but the events of ``settle_cards`` are built by a 20-line C function
    (:data:`MAKE_C`, compiled with ``$CC``) that allocates the named tuple in one step and
    leaves it untracked by the cyclic garbage collector (an event holds no container
    that could lead back to it): what the events would cost with a helper of their own.
``mypyc+bare``
    as ``mypyc``, but the events of ``settle_cards`` other than ``CardDealt`` are plain
    tuples: not the engine's stream (``bench_engine.py`` only counts the ``CardDealt``
    events and checks the results), a bound on what compiling gives while the events
    are named tuples.

The edits do not change the engine's results (``bench_engine.py`` checks every game
against the plain loop in each build), but two of them are not what the checkout
should hold, which is why this stays a probe:

* ``Settlement`` loses its ``Generic[N]`` base: mypyc cannot load a generic dataclass
  (https://github.com/mypyc/mypyc/issues/827, "attribute '__dict__' of 'type' objects
  is not writable").
* the counters' arithmetic in ``settle_cards`` goes through ``Any`` locals: mypyc checks
  a function generic in a value-restricted type variable once, with ``N`` as the union
  ``int | Fraction``, where mypy checks it once per value.

Not edited, so not working in these builds (the engine's tests say so): ``Table.copy``
(a compiled ``Table`` has no ``__dict__``, so ``object.__new__(Table)`` and
``__dict__.update`` fail, and with them :meth:`Table.turn_up` and undo), and
:func:`~tontine.settle.settle_effect` on fractions (``CardEffect`` says its amount is an
``int``; mypyc checks that). ``events.py``, ``rules.py`` and ``sources.py`` are left
interpreted: the events' ``kind`` property trick, ``Preset.DEFAULT`` (a class attribute
without ``ClassVar``, which mypyc refuses) and a ``runtime_checkable`` protocol do not compile or load, and
none of them is on the deal path.

    python benchmarks/probe_mypyc.py
    python benchmarks/probe_mypyc.py --lock FILE   # the builds, then the figures under a flock of FILE
    python benchmarks/probe_mypyc.py --builds pure,mypyc -- --players 6 --games 100
    python benchmarks/probe_mypyc.py --builds mypyc --keep /tmp/m -- --games 5 --rounds 1
    PYTHONPATH=/tmp/m/mypyc/src python -m pytest tests/engine tests/golden tests/sim   # the tests on that build
"""

from __future__ import annotations

import argparse
import contextlib
import fcntl
import json
import os
import shutil
import subprocess
import sys
import sysconfig
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
BENCH = ROOT / "benchmarks" / "bench_engine.py"
MODULES = ("table", "settle", "cards")
BUILDS = ("pure", "mypyc", "mypyc+make", "mypyc+bare")

#: (module, what the checkout holds, how many times, what the build gets instead, why)
EDITS: tuple[tuple[str, str, int, str, str], ...] = (
    ("settle", "class Settlement(Generic[N]):", 1, "class Settlement:", "mypyc cannot load a generic dataclass"),
    ("settle", "    holdings: tuple[N, ...]  #: after the card\n    pool: N  #: after the card\n", 1,
     "    holdings: tuple[Any, ...]  #: after the card\n    pool: Any  #: after the card\n",
     "Settlement is no longer generic"),
    ("settle", "    moved: N\n", 1, "    moved: Any\n", "Settlement is no longer generic"),
    ("settle", ") -> Settlement[N]:", 2, ") -> Settlement:", "Settlement is no longer generic"),
    ("settle", "    zero = pool - pool\n", 1, "    zero: Any = pool - pool\n", "mypyc checks N as int | Fraction"),
    ("settle", "    emit = out.append\n    new = tuple.__new__\n    mark = len(out)\n", 1,
     "    emit = out.append\n    new = tuple.__new__\n    mark = len(out)\n"
     "    held: Any\n    paid: Any\n    was: Any\n    got: Any\n    total: Any = pool\n",
     "mypyc checks N as int | Fraction: the counters in Any locals"),
)
#: within settle_cards only, after EDITS: the pool in the Any local
POOL_IN_LOCAL = ("pool", "total")
#: the event classes settle_cards builds by ``new(cls, (fields))``, its local names
EVENT_CLASSES = ("dealt", "into", "took", "neighbour", "void", "died", "revived")

MAKE_C = r"""
#define PY_SSIZE_T_CLEAN
#include <Python.h>
/* make(cls, *fields): the instance of the tuple subclass cls holding fields, in one allocation,
   untracked by the cyclic GC: it holds only numbers, strings, enums, cards and tuples of them. */
static PyObject *make(PyObject *self, PyObject *const *args, Py_ssize_t nargs) {
    PyTypeObject *cls = (PyTypeObject *)args[0];
    Py_ssize_t n = nargs - 1;
    PyObject *obj = cls->tp_alloc(cls, n);
    if (obj == NULL) return NULL;
    for (Py_ssize_t i = 0; i < n; i++) { Py_INCREF(args[i + 1]); PyTuple_SET_ITEM(obj, i, args[i + 1]); }
    PyObject_GC_UnTrack(obj);
    return obj;
}
static PyMethodDef methods[] = {{"make", (PyCFunction)(void (*)(void))make, METH_FASTCALL, NULL}, {NULL}};
static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_probe_make", NULL, -1, methods};
PyMODINIT_FUNC PyInit__probe_make(void) { return PyModule_Create(&module); }
"""


def _edit(text: str, old: str, new: str, where: str, times: int = 1) -> str:
    found = text.count(old)
    if found != times:
        raise SystemExit(f"{where}: {old.strip()!r} found {found} time(s), not {times}; the source changed, "
                         "update the probe's edits")
    return text.replace(old, new)


def _settle_cards_span(text: str) -> tuple[int, int]:
    return text.index("def settle_cards("), text.index("@dataclass(frozen=True, slots=True)\nclass Settlement")


def _rebuild_events(body: str, classes: tuple[str, ...], call: str) -> str:
    """``new(cls, (fields))`` in ``body`` made ``call.format(cls=cls, fields=fields)`` for each of ``classes``."""
    for cls in classes:
        marker = f"new({cls}, ("
        while marker in body:
            at = body.index(marker)
            close = body.index(")))", at)
            body = body[:at] + call.format(cls=cls, fields=body[at + len(marker):close]) + ")" + body[close + 3:]
    return body


def prepare(directory: Path, *, events: str = "new") -> Path:
    """The sources copied into ``directory`` with :data:`EDITS` made.

    ``events`` says how ``settle_cards`` builds its events: ``"new"`` as the checkout does,
    ``"make"`` by the C helper, ``"bare"`` as plain tuples but the ``CardDealt`` events.
    """
    src = directory / "src"
    shutil.copytree(ROOT / "src" / "tontine", src / "tontine",
                    ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.pyd"))
    shutil.copy(ROOT / "pyproject.toml", directory / "pyproject.toml")
    texts = {name: (src / "tontine" / f"{name}.py").read_text() for name in MODULES}
    for module, old, times, new, why in EDITS:
        texts[module] = _edit(texts[module], old, new, f"{module}.py ({why})", times)
    settle = texts["settle"]
    if events == "make":
        settle = _edit(settle, "from tontine.cards import FULL_PACK",
                       "from _probe_make import make as _make  # type: ignore\nfrom tontine.cards import FULL_PACK",
                       "settle.py")
    begin, end = _settle_cards_span(settle)
    body = settle[begin:end]
    head, _, rest = body.partition("    total: Any = pool\n")
    body = head + "    total: Any = pool\n" + rest.replace(POOL_IN_LOCAL[0], POOL_IN_LOCAL[1])
    if events == "make":
        body = _rebuild_events(body, EVENT_CLASSES, "make({cls}, {fields})")
        body = body.replace("    new = tuple.__new__\n", "    new = tuple.__new__\n    make = _make\n", 1)
    elif events == "bare":
        body = _rebuild_events(body, tuple(cls for cls in EVENT_CLASSES if cls != "dealt"), "({fields})")
        body = _edit(body, "    out: list[Event],\n", "    out: list[Any],\n", "settle.py (plain tuples)")
    elif events != "new":
        raise ValueError(f"unknown way to build the events {events!r}: use new, make or bare")
    texts["settle"] = settle[:begin] + body + settle[end:]
    for name, text in texts.items():
        (src / "tontine" / f"{name}.py").write_text(text)
    return src


def build_make(directory: Path) -> None:
    """Compile :data:`MAKE_C` into ``directory`` as ``_probe_make``."""
    cc = shutil.which(os.environ.get("CC", "cc"))
    if cc is None:
        raise SystemExit("mypyc+make needs a C compiler ($CC or cc)")
    source = directory / "_probe_make.c"
    source.write_text(MAKE_C)
    target = directory / f"_probe_make{sysconfig.get_config_var('EXT_SUFFIX')}"
    subprocess.run([cc, "-O2", "-shared", "-fPIC", f"-I{sysconfig.get_paths()['include']}", "-o", str(target),
                    str(source)], check=True)


def compile_engine(directory: Path) -> None:
    """``python -m mypyc`` on the hot modules, in ``directory`` (with the project's mypy configuration)."""
    files = [f"src/tontine/{name}.py" for name in MODULES]
    done = subprocess.run([sys.executable, "-m", "mypyc", *files], cwd=directory, capture_output=True, text=True)
    if done.returncode:
        raise SystemExit(f"mypyc failed:\n{done.stdout[-4000:]}{done.stderr[-4000:]}")


def measure(path: Path | None, bench_args: list[str]) -> dict[str, Any]:
    env = dict(os.environ)
    if path is not None:
        env["PYTHONPATH"] = os.pathsep.join(str(p) for p in (path, *env.get("PYTHONPATH", "").split(os.pathsep)) if p)
    done = subprocess.run([sys.executable, str(BENCH), "--json", *bench_args], env=env, capture_output=True,
                          text=True)
    if done.returncode not in (0, 1):  # 1: below the target, still figures
        raise SystemExit(f"bench_engine.py failed:\n{done.stderr[-4000:]}")
    figures: dict[str, Any] = json.loads(done.stdout)
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--builds", default=",".join(BUILDS), help="comma-separated, of " + ", ".join(BUILDS))
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--keep", help="build in this new directory and keep it (DIR/mypyc/src etc.), not in a temporary one")
    parser.add_argument("--lock", help="a file to hold an exclusive lock on (flock) while measuring, not building")
    parser.add_argument("bench_args", nargs="*", help="passed to bench_engine.py (after --)")
    args = parser.parse_args(argv)
    builds = [b for b in args.builds.split(",") if b]
    unknown = sorted(set(builds) - set(BUILDS))
    if unknown:
        parser.error(f"unknown build(s) {', '.join(unknown)}: use {', '.join(BUILDS)}")
    results: dict[str, dict[str, Any]] = {}
    with contextlib.ExitStack() as builds_dir:
        if args.keep:
            Path(args.keep).mkdir(parents=True)
            tmp = args.keep
        else:
            tmp = builds_dir.enter_context(tempfile.TemporaryDirectory(prefix="tontine-mypyc-"))
        paths: dict[str, Path | None] = {"pure": ROOT / "src"}
        for name in builds:
            if name == "pure":
                continue
            directory = Path(tmp) / name.replace("+", "-")
            directory.mkdir()
            src = prepare(directory, events=name.partition("+")[2] or "new")
            if name == "mypyc+make":
                build_make(src)
            compile_engine(directory)
            paths[name] = src
        with contextlib.ExitStack() as stack:
            if args.lock:
                lock = stack.enter_context(open(args.lock, "a"))
                fcntl.flock(lock, fcntl.LOCK_EX)
            for name in builds:
                results[name] = measure(paths[name], args.bench_args)
    if args.json:
        print(json.dumps(results, indent=1))
        return 0
    first = next(iter(results.values()))
    print(f"bench_engine.py {' '.join(args.bench_args)}".rstrip() + f": {first['preset']}, {first['players']} "
          f"players, {first['stake']} counters, {first['games']} games; ratio = engine / plain loop, same run")
    print(f"  {'build':<11} {'engine':>8} {'rules':>6} {'no hist':>8} {'seeded':>7} {'no hist':>8} {'events alone':>13}")
    for name, f in results.items():
        rules, seeded = f["rules"], f["seeded"]
        print(f"  {name:<11} {f.get('engine', '?'):>8} {rules['ratio']:>6.2f} {rules['ratio_no_history']:>8.2f} "
              f"{seeded['ratio']:>7.2f} {seeded['ratio_no_history']:>8.2f} {rules['events_alone_share']:>13.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
