"""Table figures: the demo games' tables as the app opens them on a 1600×1000 and a 1366×768
screen: card size and name size in screen pixels, and the share of the table the cards and the
zones' frames paint (tests/desktop/table_measure.py measures them).

Run: ``QT_QPA_PLATFORM=offscreen python bench/table_figures.py`` (or under xvfb-run).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "desktop")]


def main() -> None:
    home = tempfile.mkdtemp(prefix="cardtable-figures-")
    os.environ["XDG_CONFIG_HOME"] = f"{home}/config"
    os.environ["XDG_DATA_HOME"] = f"{home}/data"
    from table_measure import SCREENS, figures

    from desktop import session
    from desktop.app import wait_for_paint
    from desktop.mainwindow import MainWindow
    from desktop.qt import QApplication
    from desktop.settings import Settings
    from desktop.table.cardface import raise_pixmap_cache

    app = QApplication.instance() or QApplication([])

    from desktop.table.cardface import install_font_fallbacks


    install_font_fallbacks()  # as desktop.app does, before any paint
    raise_pixmap_cache()
    for game_name in ("hkk", "berserk", "free"):
        for screen, rect in SCREENS.items():
            game = session.demo(game_name)
            window = MainWindow(game, Settings(), journal=None)
            window.fit_to_screen(rect)
            window.show()
            wait_for_paint(window.table.viewport())
            app.processEvents()
            print(f"{game_name:8} {screen:10} {figures(window).line()}")
            window.close()


if __name__ == "__main__":
    main()
