"""Paint benchmark: a 500-card table; full repaint and one drag step (median ms), and RSS.

Run: ``QT_QPA_PLATFORM=offscreen python bench/desktop_paint.py`` (or under xvfb-run).
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

CARDS = {"wolf": {"name": "Farkas", "type": "creature", "cost": 1,
                  "text": "Amikor belép: húzz egy lapot."},
         "spirit": {"name": "Áramló szellem", "type": "spell", "cost": 2, "flow": True}}
SPLIT = {"anna.hand": 40, "anna.reserve": 90, "anna.guard": 60, "anna.table": 60,
         "bela.hand": 40, "bela.reserve": 90, "bela.guard": 60, "bela.table": 60}


def rss_mb() -> float:
    """Resident set size of this process."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def main() -> None:
    from desktop.qt import QApplication, QPointF
    from desktop.settings import DEFAULT_CARD_WIDTH
    from desktop.table.cardface import raise_pixmap_cache
    from desktop.table.scene import TableScene, ZoneSpecLite
    from desktop.table.view import TableView
    from engine import Game

    app = QApplication.instance() or QApplication([])
    raise_pixmap_cache()
    zones = {key: [("wolf", "spirit")[i % 2] for i in range(n)] for key, n in SPLIT.items()}
    game = Game.from_header({"ruleset": "hkk", "players": ["anna", "bela"], "seed": 1,
                             "cards": CARDS, "zones": zones})
    view = game.view("anna")
    scene = TableScene(DEFAULT_CARD_WIDTH)
    scene.show_view(view, [ZoneSpecLite(s.name, s.kind) for s in game.zone_specs], "anna")
    table = TableView(scene)
    table.resize(1600, 1000)
    table.show()
    app.processEvents()
    shown = sum(1 for _ in scene.cards)
    viewport = table.viewport()
    full = []
    for _ in range(40):
        start = time.perf_counter()
        viewport.repaint()
        full.append((time.perf_counter() - start) * 1000)
    item = scene.item_for(view["zones"]["anna.hand"]["cards"][-1]["label"])  # one in sight
    item.setSelected(True)
    scene.begin_drag(item)
    steps = []
    for i in range(60):
        start = time.perf_counter()
        scene.drag_by(QPointF(3 * i, -4 * i))
        app.processEvents()  # the view repaints only what the move dirtied
        steps.append((time.perf_counter() - start) * 1000)
    scene.return_home([item])
    drawn = sum(1 for item in scene.cards.values() if item.isVisible())
    print(f"cards on the table: {shown} (of {sum(SPLIT.values())} in view), {drawn} in sight, "
          f"{scene.card_width} px wide")
    print(f"full repaint: median {statistics.median(full):.2f} ms "
          f"(first {full[0]:.1f} ms, cache cold)")
    print(f"drag step (move + repaint of the dirty region): median {statistics.median(steps):.2f} ms")
    print(f"RSS: {rss_mb():.1f} MB")


if __name__ == "__main__":
    main()
