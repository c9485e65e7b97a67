"""Benchmark: how long a move takes to reach a browser overlay client (server-sent events).

A main window on the HKK demo, the overlay on a free loopback port, one client reading /events;
each move goes through the controller and is timed until its view arrives. Prints the median and
the worst delay. Target (issue 5): within 100 ms.

    QT_QPA_PLATFORM=offscreen python bench/overlay_latency.py [moves]
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def main() -> None:
    moves = int(sys.argv[1]) if len(sys.argv) > 1 else 50
    from desktop.mainwindow import MainWindow
    from desktop.qt import QApplication, QSettings
    from desktop.settings import Settings
    from desktop.streaming.overlay.client import EventReader
    from engine.demo import demo_game

    app = QApplication.instance() or QApplication([])
    with tempfile.TemporaryDirectory() as folder:
        settings = Settings(QSettings(f"{folder}/settings.ini", QSettings.Format.IniFormat))
        window = MainWindow(demo_game("hkk", seed=1), settings)
        window.show()
        app.processEvents()
        server = window.streaming.start_overlay(0)
        reader = EventReader(server.port)
        reader.next_view()  # the view on connecting
        player = window.game.active_player
        delays = []
        for _ in range(moves):
            sent = time.monotonic()
            window.controller.apply({"act": "counter", "by": player, "player": player,
                                     "name": "life", "delta": -1})
            arrived, _view = reader.next_view()
            delays.append((arrived - sent) * 1000)
        reader.close()
        window.close()
    print(f"moves: {moves}")
    print(f"move to overlay client: median {statistics.median(delays):.1f} ms, "
          f"worst {max(delays):.1f} ms (target <= 100 ms)")


if __name__ == "__main__":
    main()
