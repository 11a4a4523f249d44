"""The command lines and configuration of docs/deploy.md, run as written (paths, ports and URLs replaced).

The ``Procfile`` line starts two workers on one port with ``--workers 2``; the systemd template
unit's ``ExecStart`` is started twice, as ``tontine@PORT`` instances would be. In both cases the
processes serve one table together over one SQLite file and Redis. The nginx examples pass
``nginx -t`` (with a certificate made for the test) where nginx is installed.
"""

from __future__ import annotations

import os
import re
import shlex
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from tests.support.cluster import REDIS_URL, Watcher, free_port, redis_reachable
from tests.support.server import seed

#: the two tests that start real processes; the nginx check is quick and needs no service
processes = [pytest.mark.slow, pytest.mark.redis]

DEPLOY = Path(__file__).resolve().parents[2] / "docs" / "deploy.md"
TONTINE = Path(sys.executable).with_name("tontine")


def documented(prefix: str, containing: str) -> str:
    """The one line of docs/deploy.md that starts with ``prefix`` and holds ``containing``, after the prefix."""
    lines = [line.strip() for line in DEPLOY.read_text().splitlines()
             if line.strip().startswith(prefix) and containing in line]
    assert len(lines) == 1, lines
    return lines[0][len(prefix):].strip()


@pytest.fixture
def redis_up() -> None:
    reason = redis_reachable()
    if reason:
        pytest.skip(reason)
    if not TONTINE.exists():
        pytest.skip(f"the tontine command is not installed beside {sys.executable}")


@pytest.fixture
def started() -> Iterator[list[subprocess.Popen[bytes]]]:
    processes: list[subprocess.Popen[bytes]] = []
    yield processes
    for process in processes:  # each in a session of its own: the supervisor and its workers
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGTERM)
    for process in processes:
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait(timeout=5)


def launch(command: list[str], log: Path, env: dict[str, str] | None = None) -> subprocess.Popen[bytes]:
    with open(log, "wb") as out:
        return subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT, env={**os.environ, **(env or {})},
                                start_new_session=True)


def wait_ready(base: str, process: subprocess.Popen[bytes], log: Path) -> None:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        assert process.poll() is None, log.read_text()
        try:
            if httpx.get(f"{base}/api/meta", timeout=1).status_code == 200:
                return
        except httpx.HTTPError:
            time.sleep(0.2)
    raise AssertionError(log.read_text())


def served_together(bases: list[str]) -> None:
    """A table joined through fresh connections to every base, a socket on each, deals reaching them all."""
    def post(base: str, path: str, body: dict[str, object]) -> dict[str, object]:
        response = httpx.post(base + path, json=body, timeout=15)  # a new connection each time
        assert response.status_code in (200, 201), response.text
        return dict(response.json())

    created = post(bases[0], "/api/tables", {})
    code, host = str(created["code"]), str(created["host_token"])
    for n in range(6):
        post(bases[n % len(bases)], f"/api/tables/{code}/join", {"name": f"P{n}", "emblem": "♠", "seed": seed()})
    for base in bases:
        deadline = time.monotonic() + 10
        while len(httpx.get(f"{base}/api/tables/{code}", timeout=15).json()["seats"]) != 6:
            assert time.monotonic() < deadline
            time.sleep(0.1)
    post(bases[-1], f"/api/tables/{code}/action", {"token": host, "action": "start"})
    watchers = [Watcher(base, code) for base in bases for _ in range(2)]
    try:
        for watcher in watchers:
            watcher.wait(lambda m: m.get("type") == "snapshot" and m["state"]["status"] == "playing")
        for number in range(1, 4):
            post(bases[0], f"/api/tables/{code}/action", {"token": host, "action": "deal", "expect": number})
        for watcher in watchers:
            watcher.wait(lambda m: m.get("type") == "events" and m["state"]["deal_number"] == 3)
    finally:
        for watcher in watchers:
            watcher.close()


@processes[0]
@processes[1]
def test_the_procfile_line_serves_with_two_workers(redis_up: None, started: list[subprocess.Popen[bytes]],
                                                   tmp_path: Path) -> None:
    line = documented("web:", "--redis")
    assert "--workers 2" in line and "--redis $REDIS_URL" in line
    port = free_port()
    command = shlex.split(line.replace("--host 0.0.0.0", "--host 127.0.0.1"))
    assert command[0] == "tontine"
    env = {"PORT": str(port), "DATABASE_URL": f"sqlite:///{tmp_path / 'procfile.sqlite3'}", "REDIS_URL": REDIS_URL}
    # the platform's shell expands the variables
    command = [str(TONTINE), *(env.get(part[1:], part) if part.startswith("$") else part for part in command[1:])]
    process = launch(command, tmp_path / "procfile.log", env)
    started.append(process)
    base = f"http://127.0.0.1:{port}"
    wait_ready(base, process, tmp_path / "procfile.log")
    children = Path(f"/proc/{process.pid}/task/{process.pid}/children")
    if children.exists():  # the supervisor and its two workers
        assert len(children.read_text().split()) >= 2
    served_together([base, base])


@processes[0]
@processes[1]
def test_the_systemd_template_unit_serves_as_two_instances(redis_up: None, started: list[subprocess.Popen[bytes]],
                                                          tmp_path: Path) -> None:
    exec_start = documented("ExecStart=/opt/tontine/venv/bin/tontine serve", "%i")
    assert "--port %i" in exec_start and "--redis" in exec_start
    db = f"sqlite:///{tmp_path / 'units.sqlite3'}"
    bases = []
    for n in range(2):
        port = free_port()
        line = re.sub(r"--db \S+", f"--db {db}", exec_start.replace("%i", str(port)))
        line = re.sub(r"--redis \S+", f"--redis {REDIS_URL}", line)
        log = tmp_path / f"unit-{n}.log"
        process = launch([str(TONTINE), "serve", *shlex.split(line)], log)
        started.append(process)
        bases.append(f"http://127.0.0.1:{port}")
        wait_ready(bases[-1], process, log)
    served_together(bases)


def nginx_examples() -> list[str]:
    """The indented blocks of docs/deploy.md that hold an nginx ``server { ... }``, unindented."""
    blocks, current = [], []
    for line in [*DEPLOY.read_text().splitlines(), ""]:
        if line.startswith("    ") or (current and not line.strip()):
            current.append(line[4:])
            continue
        if any(part.strip() == "server {" for part in current):
            blocks.append("\n".join(current).strip() + "\n")
        current = []
    return blocks


def nginx_version(nginx: str) -> tuple[int, ...]:
    shown = subprocess.run([nginx, "-v"], capture_output=True, text=True, timeout=10).stderr
    found = re.search(r"nginx/(\d+)\.(\d+)\.(\d+)", shown)
    assert found, shown
    return tuple(int(part) for part in found.groups())


@pytest.mark.nginx
@pytest.mark.parametrize("n", [0, 1])
def test_the_nginx_examples_pass_nginx_t(n: int, tmp_path: Path) -> None:
    nginx = shutil.which("nginx") or ("/usr/sbin/nginx" if Path("/usr/sbin/nginx").exists() else None)
    openssl = shutil.which("openssl")
    if nginx is None or openssl is None:
        pytest.skip("nginx or openssl is not installed (apt-get install -y nginx openssl; .ci/run installs them)")
    examples = nginx_examples()
    assert len(examples) == 2, examples
    example = examples[n]
    for header in ("X-Forwarded-For $remote_addr", "X-Forwarded-Proto $scheme"):
        assert example.count(f"proxy_set_header {header};") == 2, example  # both locations
    subprocess.run([openssl, "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1",
                    "-nodes", "-days", "1", "-subj", "/CN=tontine.example.org", "-keyout", str(tmp_path / "key.pem"),
                    "-out", str(tmp_path / "cert.pem")], check=True, capture_output=True, timeout=30)
    example = (example.replace("/etc/ssl/tontine/fullchain.pem", str(tmp_path / "cert.pem"))
               .replace("/etc/ssl/tontine/privkey.pem", str(tmp_path / "key.pem")))
    if nginx_version(nginx) < (1, 25, 1):  # as the comment in the example says
        example = re.sub(r"listen 443 ssl;\s*\n\s*http2 on;[^\n]*", "listen 443 ssl http2;", example)
    config = tmp_path / "nginx.conf"
    config.write_text(f"pid {tmp_path / 'nginx.pid'};\nerror_log {tmp_path / 'error.log'};\nevents {{}}\n"
                      f"http {{\naccess_log off;\nclient_body_temp_path {tmp_path};\nproxy_temp_path {tmp_path};\n"
                      f"{example}}}\n")
    checked = subprocess.run([nginx, "-t", "-q", "-p", str(tmp_path), "-e", str(tmp_path / "error.log"),
                              "-c", str(config)], capture_output=True, text=True, timeout=30)
    assert checked.returncode == 0, checked.stderr + checked.stdout
