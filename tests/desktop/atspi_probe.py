"""A screen reader's side of the table, over AT-SPI (run by test_atspi.py with the system's
Python, which has pyatspi, inside ``dbus-run-session`` under Xvfb):

    /usr/bin/python3 atspi_probe.py APP_PYTHON LAUNCH_PY HOOK

Starts the app (``launch.py --hook HOOK -- TABLE --lang en``, TABLE a record of the small HKK
table below) with Qt's accessibility on,
dumps the accessibility tree of its window once the hook says READY, asks the hook for its keys,
and listens to the focus and announcement events AT-SPI delivers until the hook says DONE and
every text it announced has arrived (or a minute passed). Prints one JSON object: ``ready`` (the
hook's READY), ``tree`` (lines ``ROLE: NAME``, indented), ``events`` and ``said`` (the hook's).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile

import pyatspi
from gi.repository import GLib

MOST_SECONDS = 60
TABLE = {  # anna's first turn: Flow is too early (93.4.4); bela has a card in his reserve
    "ruleset": "hkk", "players": ["anna", "bela"], "seed": 1,
    "cards": {"wolf": {"name": "Farkas", "type": "creature", "cost": 1},
              "spirit": {"name": "Áramló szellem", "type": "spell", "cost": 2, "flow": True},
              "bear": {"name": "Medve", "type": "creature", "cost": 2},
              "owl": {"name": "Bagoly", "type": "creature", "cost": 3}},
    "zones": {"anna.hand": ["spirit#s1", "wolf#w1"], "anna.deck": ["wolf", "wolf"],
              "bela.hand": ["owl#bo"], "bela.reserve": ["bear#b1"],
              "bela.deck": ["wolf", "wolf"]},
    "turn": {"active": "anna", "phase": "main", "number": 1},
    "players_state": {"anna": {"VP": 4, "life": 20}, "bela": {"VP": 0, "life": 20}}}


def dump(node, depth: int = 0, out: list[str] | None = None) -> list[str]:
    """The tree below ``node`` as indented lines."""
    out = [] if out is None else out
    out.append(f"{'  ' * depth}{node.getRoleName()}: {node.name}")
    for index in range(node.childCount):
        child = node.getChildAtIndex(index)
        if child is not None:
            dump(child, depth + 1, out)
    return out


def main(app_python: str, launch: str, hook: str) -> int:
    home = tempfile.mkdtemp(prefix="cardtable-atspi-")
    env = dict(os.environ, QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_QPA_PLATFORM="xcb",
               XDG_CONFIG_HOME=os.path.join(home, "config"),
               XDG_DATA_HOME=os.path.join(home, "data"))
    result: dict = {"ready": None, "tree": [], "events": [], "said": [], "done": False}
    table = os.path.join(home, "table.jsonl")
    with open(table, "w", encoding="utf-8") as file:
        file.write(json.dumps(TABLE, ensure_ascii=False) + "\n")

    def heard(event) -> None:
        text = event.any_data if isinstance(event.any_data, str) else ""
        result["events"].append({"type": event.type, "text": text,
                                 "source": event.source.name if event.source else ""})
        if result["done"] and all_arrived():
            pyatspi.Registry.stop()

    def all_arrived() -> bool:
        announced = {e["text"] for e in result["events"] if e["type"] == "object:announcement"}
        return {text.lstrip("!") for text in result["said"]} <= announced

    for kind in ("object:announcement", "focus:"):
        pyatspi.Registry.registerEventListener(heard, kind)
    app = subprocess.Popen([app_python, launch, "--hook", hook, "--", table, "--lang", "en"],
                           stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env)

    def window_of_app():
        desktop = pyatspi.Registry.getDesktop(0)
        for index in range(desktop.childCount):
            found = desktop.getChildAtIndex(index)
            if found is not None and found.get_process_id() == app.pid:
                return found
        return None

    pending = bytearray()

    def line_came(source, _condition) -> bool:
        """Every whole line the app printed (AT-SPI's loop reads the pipe as it fills)."""
        data = os.read(source.fileno(), 65536)
        if not data:
            pyatspi.Registry.stop()
            return False
        pending.extend(data)
        while b"\n" in pending:
            raw, _, rest = bytes(pending).partition(b"\n")
            pending[:] = rest
            take(raw.decode("utf-8"))
        return True

    def take(line: str) -> None:
        if line.startswith("READY "):
            result["ready"] = json.loads(line[len("READY "):])
            shown = window_of_app()
            result["tree"] = dump(shown) if shown is not None else []
            app.stdin.write(b"keys\n")
            app.stdin.flush()
        elif line.startswith("SAID "):
            result["said"].append(json.loads(line[len("SAID "):]))
        elif line.startswith("DONE"):
            result["done"] = True
            if all_arrived():
                pyatspi.Registry.stop()
        elif line.startswith("FAILED"):
            result["failed"] = line
            pyatspi.Registry.stop()

    GLib.io_add_watch(app.stdout, GLib.IO_IN | GLib.IO_HUP, line_came)
    GLib.timeout_add_seconds(MOST_SECONDS, lambda: pyatspi.Registry.stop())
    pyatspi.Registry.start()
    if app.poll() is None:
        app.stdin.write(b"quit\n")
        app.stdin.flush()
        try:
            app.wait(timeout=20)
        except subprocess.TimeoutExpired:
            app.kill()
    print("RESULT " + json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:4]))
