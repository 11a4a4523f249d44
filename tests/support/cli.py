"""Running the ``tontine`` command in-process, as the tests of every package do."""

from __future__ import annotations

import pytest

from tontine.cli.main import main


def run_main(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    """``tontine ARGS`` in this process: the exit code, standard output and standard error."""
    try:
        main(list(args))
        code = 0
    except SystemExit as exc:
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    return code, out, err
