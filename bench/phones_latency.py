"""Benchmark: the table's action round trip with Hands on phones on, alone and beside 100 bogus
connections (issue 15: under 50 ms meanwhile).

A main window on the HKK demo, the phones' server on a free loopback port, both seats' phones
joined (aiohttp WebSocket clients in threads of their own, tests/desktop/web_clients.py). Timed:
- a table action (through the controller) until both phones hold the new state;
- a phone's action until its result is back at the phone (through the GUI thread, the engine
  and the table's flag): a draw, and a phase the engine refuses;
first with nothing else connected, then with 100 bogus connections open from another client
address, 127.0.0.2 (silent, half requests, garbage, WebSockets that never say hello, wrong codes;
the server keeps at most PER_ADDRESS of them and closes the rest at once).

    QT_QPA_PLATFORM=offscreen python bench/phones_latency.py [rounds]
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "desktop"))


def until(app, done) -> None:
    """Run Qt's events until ``done()`` (the phones' threads deliver meanwhile)."""
    from desktop.qt import QEventLoop

    while not done():
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 1)


def measure(app, window, phones, rounds: int, label: str) -> None:
    from web_clients import Phone

    port = phones.server.address[1]
    seats = {p: Phone(port, phones.keys.secret(p)) for p in window.game.players}
    until(app, lambda: all(s.state() is not None for s in seats.values()))
    player = window.game.active_player
    table, draw, refused = [], [], []
    for _ in range(rounds):
        counts = {p: len(s.of_type("state")) for p, s in seats.items()}
        start = time.perf_counter()
        window.controller.perform({"act": "counter", "by": player, "player": player,
                                   "name": "VP", "delta": 1})
        until(app, lambda c=counts: all(len(s.of_type("state")) > c[p]
                                        for p, s in seats.items()))
        table.append((time.perf_counter() - start) * 1000)
        for message, into in (({"type": "draw"}, draw), ({"type": "phase", "to": "prep"}, refused)):
            start = time.perf_counter()
            ident = seats[player].send(message)
            until(app, lambda i=ident: seats[player].result(i) is not None)
            into.append((time.perf_counter() - start) * 1000)
        window.controller.perform({"act": "undo", "by": player})  # the deck stays as it was
    for seat in seats.values():
        seat.close()
    print(f"{label}:")
    for name, values in (("table action until both phones have it", table),
                         ("phone's draw, result back at the phone", draw),
                         ("phone's refused phase, result back", refused)):
        print(f"  {name}: median {statistics.median(values):.1f} ms, "
              f"worst {max(values):.1f} ms (target < 50 ms)")


def main() -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 50
    from desktop.mainwindow import MainWindow
    from desktop.qt import QApplication, QSettings
    from desktop.settings import Settings
    from engine.demo import demo_game

    app = QApplication.instance() or QApplication([])

    from desktop.table.cardface import install_font_fallbacks


    install_font_fallbacks()  # as desktop.app does, before any paint
    with tempfile.TemporaryDirectory() as folder:
        settings = Settings(QSettings(f"{folder}/settings.ini", QSettings.Format.IniFormat))
        window = MainWindow(demo_game("hkk", seed=1), settings)
        window.procedures.enabled = False  # no dialog: only the door and the table are timed
        window.show()
        app.processEvents()
        phones = window.streaming.start_phones("127.0.0.1", 0)
        measure(app, window, phones, rounds, "two phones joined")
        from web_clients import bogus_connections

        crowd = bogus_connections(phones.server.address[1], 100, "/ws", upgrade=True,
                                  wrong_codes=7, source="127.0.0.2")  # another client
        measure(app, window, phones, rounds, "two phones joined, 100 bogus connections open")
        window.streaming.stop_phones()
        for connection in crowd:
            connection.close()
        window.close()


if __name__ == "__main__":
    main()
