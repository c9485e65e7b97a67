"""Running a command line tool on hostile input the way an attacker would (issue 11 §3): a real
subprocess, bounded in time and memory, and the input checked unchanged afterwards."""

from __future__ import annotations

import hashlib
import os
import resource
import stat
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TIMEOUT_S = 60


@dataclass
class Run:
    """What a tool did: its exit status and output."""

    status: int
    stdout: str
    stderr: str

    @property
    def lines(self) -> list[str]:
        return (self.stdout + self.stderr).splitlines()


def limits(memory_mb: int, file_kb: int | None = None) -> Callable[[], None]:
    """A ``preexec_fn`` bounding the child's address space (and, optionally, the size of any file
    it writes: a write past it fails with EFBIG instead of killing the process)."""

    def apply() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (memory_mb * 1024 * 1024,) * 2)
        if file_kb is not None:
            import signal

            signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
            resource.setrlimit(resource.RLIMIT_FSIZE, (file_kb * 1024,) * 2)

    return apply


def run_tool(module: str, *args: str, memory_mb: int = 1024, file_kb: int | None = None,
             env: dict[str, str] | None = None) -> Run:
    """``python -m module args`` as a child process (raises TimeoutExpired on a hang)."""
    done = subprocess.run([sys.executable, "-m", module, *args], capture_output=True, cwd=ROOT,
                          timeout=TIMEOUT_S, check=False, stdin=subprocess.DEVNULL,
                          preexec_fn=limits(memory_mb, file_kb),
                          env={**os.environ, "QT_QPA_PLATFORM": "offscreen", **(env or {})})
    return Run(done.returncode, done.stdout.decode("utf-8", "replace"),
               done.stderr.decode("utf-8", "replace"))


def snapshot(path: Path) -> dict[str, str]:
    """Every file under ``path`` (the path itself included) with a digest of what it is: a regular
    file's bytes, a link's target, a pipe's or a folder's mode. Never opens anything but regular
    files, so a named pipe cannot hang it."""
    out: dict[str, str] = {}
    todo = [path]
    while todo:
        item = todo.pop()
        try:
            info = item.lstat()
        except FileNotFoundError:
            continue
        key = str(item.relative_to(path.parent))
        if stat.S_ISLNK(info.st_mode):
            out[key] = "link:" + os.readlink(item)
        elif stat.S_ISDIR(info.st_mode):
            out[key] = f"dir:{info.st_mode:o}"
            todo += sorted(item.iterdir())
        elif stat.S_ISREG(info.st_mode):
            digest = hashlib.sha256()
            with item.open("rb") as handle:
                for block in iter(lambda h=handle: h.read(1 << 20), b""):
                    digest.update(block)
            out[key] = f"file:{info.st_size}:{digest.hexdigest()}"
        else:
            out[key] = f"other:{info.st_mode:o}"
    return out


def assert_one_line_refusal(run: Run, named: str, message: str) -> None:
    """No traceback; a non-zero exit; a line naming the file (and place) that says ``message``."""
    assert "Traceback" not in run.stderr, run.stderr
    assert run.status != 0, run.lines
    found = [line for line in run.lines if line.startswith(named) and message in line]
    assert found, (named, message, run.lines)
