"""Benchmark: how long a move takes to reach a browser overlay client, and how many bytes each
event takes on the wire (server-sent events: the whole view once, then deltas).

A main window on the HKK demo, the overlay on a free loopback port, one client reading /events;
each move goes through the controller and is timed until its view arrives, put together from the
deltas. Run once on a fresh game and once after PRIOR earlier actions (the log then holds PRIOR
lines: a delta should not grow with it). Prints the median and the worst delay (target, issue 5:
within 100 ms) and the bytes per event against the whole view's.

    QT_QPA_PLATFORM=offscreen python bench/overlay_latency.py [moves] [prior]
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def measure(moves: int, prior: int, folder: str) -> None:
    """One run: ``prior`` actions before the window opens, then ``moves`` timed moves."""
    import http.client

    from desktop.mainwindow import MainWindow
    from desktop.qt import QApplication, QSettings
    from desktop.settings import Settings
    from desktop.streaming.overlay.client import EventReader
    from desktop.streaming.overlay.server import LOOPBACK
    from engine.demo import demo_game

    app = QApplication.instance() or QApplication([])

    from desktop.table.cardface import install_font_fallbacks


    install_font_fallbacks()  # as desktop.app does, before any paint
    settings = Settings(QSettings(f"{folder}/settings-{prior}.ini", QSettings.Format.IniFormat))
    game = demo_game("hkk", seed=1)
    player = game.active_player
    for _ in range(prior):
        game.apply({"act": "counter", "by": player, "player": player, "name": "VP", "delta": 1})
    window = MainWindow(game, settings)
    window.show()
    app.processEvents()
    server = window.streaming.start_overlay(0)
    reader = EventReader(server.port)
    reader.next_view()  # the whole view, on connecting
    delays = []
    for _ in range(moves):
        sent = time.monotonic()
        window.controller.apply({"act": "counter", "by": player, "player": player,
                                 "name": "VP", "delta": 1})  # not life: the game would end
        arrived, _view = reader.next_view()
        delays.append((arrived - sent) * 1000)
    connection = http.client.HTTPConnection(LOOPBACK, server.port, timeout=30)
    connection.request("GET", "/view.json")
    whole = len(connection.getresponse().read())
    connection.close()
    first, *deltas = reader.sizes
    reader.close()
    window.close()
    print(f"after {prior} actions, {moves} moves:")
    print(f"  move to overlay client: median {statistics.median(delays):.1f} ms, "
          f"worst {max(delays):.1f} ms (target <= 100 ms)")
    print(f"  bytes per event: median {statistics.median(deltas):.0f}, most {max(deltas)} "
          f"(the whole view: {whole}, sent once on connecting: {first})")


def main() -> None:
    moves = int(sys.argv[1]) if len(sys.argv) > 1 else 50
    prior = int(sys.argv[2]) if len(sys.argv) > 2 else 2000
    with tempfile.TemporaryDirectory() as folder:
        measure(moves, 0, folder)
        measure(moves, prior, folder)


if __name__ == "__main__":
    main()
