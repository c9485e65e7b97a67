"""Launch benchmark: seconds from start to the mapped main window (X events, no polling).

Run under X: ``xvfb-run -a -s "-screen 0 1600x1000x24" python bench/desktop_launch.py [RUNS]``.
Same idea as ../shared/tools/mapwait.py: subscribe to the root window's MapNotify events, start
the app, stop the clock when a window titled "… Cardtable" is mapped. Also prints the RSS then.
"""

from __future__ import annotations

import os
import re
import select
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from Xlib import X, display

ROOT = Path(__file__).resolve().parents[1]
TITLE = re.compile(r"Cardtable$")
TIMEOUT = 20.0


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


def rss_mb(pid: int) -> float:
    """Resident set size of a process."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def launch_once(d: display.Display, args: list[str]) -> tuple[float, float]:
    """(seconds to map, RSS MB at map) for one launch of the app, as a first start: settings
    and data folders of its own, so no journal from an earlier (killed) launch is found."""
    home = tempfile.mkdtemp(prefix="cardtable-bench-")
    env = dict(os.environ, PYTHONPATH=str(ROOT), XDG_DATA_HOME=f"{home}/data",
               XDG_CONFIG_HOME=f"{home}/config")
    start = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-m", "desktop", *args], cwd=ROOT, env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        while time.perf_counter() - start < TIMEOUT:
            while d.pending_events():
                event = d.next_event()
                if event.type == X.MapNotify and TITLE.search(window_name(d, event.window)):
                    return time.perf_counter() - start, rss_mb(proc.pid)
            select.select([d.fileno()], [], [], 0.05)
        raise TimeoutError("no Cardtable window was mapped")
    finally:
        proc.kill()
        proc.wait()
        shutil.rmtree(home, ignore_errors=True)


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    # One connection for the whole run: Xvfb resets when its last client leaves.
    d = display.Display()
    d.screen().root.change_attributes(event_mask=X.SubstructureNotifyMask)
    d.sync()
    for ruleset in ("hkk", "berserk"):
        results = [launch_once(d, ["--demo", ruleset]) for _ in range(runs)]
        times = [t for t, _ in results]
        print(f"{ruleset}: launch to mapped window median {statistics.median(times):.3f} s "
              f"(min {min(times):.3f}, max {max(times):.3f}, {runs} runs); "
              f"RSS at map {statistics.median(r for _, r in results):.1f} MB")


if __name__ == "__main__":
    main()
