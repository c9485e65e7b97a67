"""Launch benchmark (issue 12): Cardtable against a bare PySide6 window, side by side in one run.

    xvfb-run -a -s "-screen 0 1600x1000x24" python bench/desktop_launch.py [--runs 7]

Each launch is timed the way ../shared/tools/mapwait.py times one, by X events (no polling): from
starting the process to the MapNotify of its top-level window titled "… Cardtable" (*mapped*),
and on to the first time anything is drawn into that window (*painted*: the window's first
DamageNotify, X's Damage extension; Qt draws the whole window in its first paint, the table
included). Then the process is left alone until it is idle (its CPU time has not moved for
IDLE_S seconds) and its resident memory is read (VmRSS).

The cases, in turn so that all see the same machine load: bench/bare_window.py (a bare PySide6
main window of the same size: the floor), and the app on the HKK and the Berserk demo games, each
as a first start (settings and data folders of its own, so no journal of an earlier launch).

The project's bytecode is compiled first (``compileall``), as pip compiles it when it installs the
app: an environment with PYTHONDONTWRITEBYTECODE set (this one) would otherwise compile every
module of desktop/ and engine/ again at each start, ~120 ms that no installed copy pays.
"""

from __future__ import annotations

import argparse
import compileall
import os
import re
import select
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

import Xlib.error
from Xlib import X, display
from Xlib.ext import damage

ROOT = Path(__file__).resolve().parents[1]
BARE = Path(__file__).resolve().parent / "bare_window.py"
TITLE = re.compile(r"Cardtable$")
TIMEOUT_S = 20.0
IDLE_S = 0.3
SAMPLE_S = 0.03
RATIO_TARGET = 2.5
RSS_TARGET_MB = 84.0  # Cockatrice's, measured the same way (issue 12)


@dataclass(frozen=True)
class Launch:
    """One launch: seconds to the mapped window and to its first paint; MiB resident when idle."""

    mapped: float
    painted: float
    rss: float


def compile_bytecode() -> None:
    """The .pyc files an installed copy has (see the module's text)."""
    for package in ("desktop", "engine"):
        compileall.compile_dir(ROOT / package, quiet=1)


def window_name(d: display.Display, window: object) -> str:
    """WM_NAME or _NET_WM_NAME of a window."""
    try:
        name = window.get_wm_name() or ""
        if not name:
            prop = window.get_full_property(d.intern_atom("_NET_WM_NAME"), X.AnyPropertyType)
            name = prop.value if prop else ""
    except Exception:  # the window may be gone already
        return ""
    return name.decode("utf-8", "replace") if isinstance(name, bytes) else str(name)


def cpu_ticks(pid: int) -> int:
    """User and system CPU time of a process, in clock ticks."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])


def rss_mb(pid: int) -> float:
    """Resident set size of a process, MiB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def idle_rss(pid: int) -> float:
    """The resident size once the process is idle (CPU time unchanged for IDLE_S seconds)."""
    deadline = time.monotonic() + TIMEOUT_S
    last, still_since = cpu_ticks(pid), time.monotonic()
    while time.monotonic() - still_since < IDLE_S:
        if time.monotonic() > deadline:
            raise TimeoutError(f"process {pid} never went idle")
        time.sleep(SAMPLE_S)  # sampling the CPU time: idleness is the absence of an event
        ticks = cpu_ticks(pid)
        if ticks != last:
            last, still_since = ticks, time.monotonic()
    return rss_mb(pid)


class Launcher:
    """One X connection for a whole run (Xvfb resets when its last client leaves), watching the
    root window's children: created (a Damage object each), mapped, drawn into."""

    def __init__(self) -> None:
        try:
            self.display = display.Display()
        except Xlib.error.DisplayError as error:
            raise SystemExit(f"no X display to launch on ({error}): run it under Xvfb, "
                             "xvfb-run -a -s \"-screen 0 1600x1000x24\" python "
                             "bench/desktop_launch.py") from None
        if not self.display.has_extension("DAMAGE"):
            raise SystemExit("the X server has no DAMAGE extension (Xvfb has it)")
        self.display.damage_query_version()
        self.display.set_error_handler(lambda *_: None)  # a window gone before its Damage: fine
        self.display.screen().root.change_attributes(event_mask=X.SubstructureNotifyMask)
        self.display.sync()

    def launch(self, command: list[str], env: dict[str, str] | None = None) -> Launch:
        """Start ``command``, time its window, read its idle RSS, kill it."""
        d = self.display
        start = time.perf_counter()
        proc = subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL)
        window, mapped, painted = None, 0.0, 0.0
        try:
            while not painted:
                if time.perf_counter() - start > TIMEOUT_S:
                    raise TimeoutError(f"no window painted: {' '.join(command)}")
                if proc.poll() is not None:
                    raise RuntimeError(f"exited ({proc.returncode}): {' '.join(command)}")
                while d.pending_events() and not painted:
                    event = d.next_event()
                    now = time.perf_counter() - start
                    if event.type == X.CreateNotify:
                        event.window.damage_create(damage.DamageReportNonEmpty)
                    elif (event.type == X.MapNotify and window is None
                          and TITLE.search(window_name(d, event.window))):
                        window, mapped = event.window.id, now
                    elif (event.type == d.extension_event.DamageNotify and window is not None
                          and event.drawable.id == window):
                        painted = now
                if not painted:
                    select.select([d.fileno()], [], [], 0.05)
            return Launch(mapped, painted, idle_rss(proc.pid))
        finally:
            proc.kill()
            proc.wait()


def app_command(args: list[str]) -> list[str]:
    """``python -m desktop ARGS``."""
    return [sys.executable, "-m", "desktop", *args]


def launch_app(launcher: Launcher, args: list[str]) -> Launch:
    """The app, as a first start: settings and data folders of its own."""
    home = tempfile.mkdtemp(prefix="cardtable-bench-")
    env = dict(os.environ, PYTHONPATH=str(ROOT), XDG_DATA_HOME=f"{home}/data",
               XDG_CONFIG_HOME=f"{home}/config")
    try:
        return launcher.launch(app_command(args), env)
    finally:
        shutil.rmtree(home, ignore_errors=True)


def summary(name: str, results: list[Launch], floor: list[Launch] | None) -> str:
    """One line: medians, and the ratios to the floor's medians."""
    mapped = statistics.median(r.mapped for r in results)
    painted = statistics.median(r.painted for r in results)
    rss = statistics.median(r.rss for r in results)
    line = (f"{name:28} mapped {mapped:.3f} s, painted {painted:.3f} s "
            f"(min {min(r.painted for r in results):.3f}, max {max(r.painted for r in results):.3f})"
            f", idle RSS {rss:.1f} MiB")
    if floor:
        floor_mapped = statistics.median(r.mapped for r in floor)
        floor_painted = statistics.median(r.painted for r in floor)
        # Each round's launch over the bare window's of the same round: the machine's speed,
        # which drifts during a run, is the same for both.
        paired = statistics.median(r.painted / f.painted for r, f in zip(results, floor, strict=True))
        line += (f"; {mapped / floor_mapped:.2f}x the bare window mapped, "
                 f"{painted / floor_painted:.2f}x painted ({paired:.2f}x round by round)")
    return line


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    compile_bytecode()
    launcher = Launcher()
    cases = {"bare PySide6 window": lambda: launcher.launch([sys.executable, str(BARE)]),
             "Cardtable, HKK demo": lambda: launch_app(launcher, ["--demo", "hkk"]),
             "Cardtable, Berserk demo": lambda: launch_app(launcher, ["--demo", "berserk"])}
    results: dict[str, list[Launch]] = {name: [] for name in cases}
    for _ in range(args.runs):  # in turn, so all see the same machine load
        for name, launch in cases.items():
            results[name].append(launch())
    floor = results["bare PySide6 window"]
    print(f"launch to the mapped and painted window, median of {args.runs} runs each "
          f"(target: painted <= {RATIO_TARGET}x the bare window's; idle RSS of the demo "
          f"<= {RSS_TARGET_MB:.0f} MiB)")
    for name, found in results.items():
        print(summary(name, found, None if found is floor else floor))


if __name__ == "__main__":
    main()
