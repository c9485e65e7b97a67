"""Paint benchmark: a 500-card table; full repaint and one drag step (median ms), and RSS.

Run: ``QT_QPA_PLATFORM=offscreen python bench/desktop_paint.py [--images]`` (or under xvfb-run).

``--images``: each of the 500 cards is a card of its own with its own picture, a JPEG of
750×1050 px as a scanned card would be (made first, not timed), decoded by the app's image
loader (desktop.cardsets.cardimages, at the table's card size) before the table is timed; the
RSS is then the table with 500 card images (issue 12: at most 250 MiB).
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

CARDS = {"wolf": {"name": "Farkas", "type": "creature", "cost": 1,
                  "text": "Amikor belép: húzz egy lapot."},
         "spirit": {"name": "Áramló szellem", "type": "spell", "cost": 2, "flow": True}}
SPLIT = {"anna.hand": 40, "anna.reserve": 90, "anna.guard": 60, "anna.table": 60,
         "bela.hand": 40, "bela.reserve": 90, "bela.guard": 60, "bela.table": 60}
IMAGE_W, IMAGE_H = 750, 1050
WAIT_S = 120


def rss_mb() -> float:
    """Resident set size of this process."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def make_images(folder: Path, count: int) -> list[str]:
    """``count`` distinct JPEGs in ``folder``; their file names."""
    from desktop.qt import QColor, QImage, QPainter, QRectF, Qt

    names = []
    for i in range(count):
        image = QImage(IMAGE_W, IMAGE_H, QImage.Format.Format_RGB32)
        image.fill(QColor.fromHsv((i * 37) % 360, 160, 200))
        painter = QPainter(image)
        painter.setPen(QColor("white"))
        painter.drawText(QRectF(0, 0, IMAGE_W, IMAGE_H), Qt.AlignmentFlag.AlignCenter, str(i))
        painter.end()
        names.append(f"c{i:03d}.jpg")
        image.save(str(folder / names[-1]), "JPEG", 85)
    return names


def header(image_names: list[str] | None) -> dict:
    """The benchmark game: SPLIT cards of two kinds, or each a card with a picture of its own."""
    if image_names is None:
        zones = {key: [("wolf", "spirit")[i % 2] for i in range(n)] for key, n in SPLIT.items()}
        return {"ruleset": "hkk", "players": ["anna", "bela"], "seed": 1, "cards": CARDS,
                "zones": zones}
    names = iter(image_names)
    cards, zones = {}, {}
    for key, n in SPLIT.items():
        zones[key] = []
        for _ in range(n):
            image = next(names)
            card_id = image.removesuffix(".jpg")
            cards[card_id] = {**CARDS["wolf"], "name": f"Farkas {card_id}", "image": image}
            zones[key].append(card_id)
    return {"ruleset": "hkk", "players": ["anna", "bela"], "seed": 1, "cards": cards,
            "zones": zones}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--images", action="store_true", help="500 cards with pictures")
    args = parser.parse_args()
    from desktop.qt import QApplication, QEventLoop, QPointF, QSize
    from desktop.settings import DEFAULT_CARD_WIDTH
    from desktop.table.cardface import card_height, raise_pixmap_cache, set_art_provider
    from desktop.table.scene import TableScene, ZoneSpecLite
    from desktop.table.view import TableView
    from engine import Game

    app = QApplication.instance() or QApplication([])

    from desktop.table.cardface import install_font_fallbacks


    install_font_fallbacks()  # as desktop.app does, before any paint
    raise_pixmap_cache()
    folder = Path(tempfile.mkdtemp(prefix="paint-bench-"))
    images = None
    if args.images:
        from desktop.cardsets.cardimages import CardImages

        names = make_images(folder, sum(SPLIT.values()))
        images = CardImages()
        images.set_folder(folder)
        set_art_provider(images.art)
    game = Game.from_header(header(names if args.images else None))
    view = game.view("anna")
    scene = TableScene(DEFAULT_CARD_WIDTH)
    scene.show_view(view, [ZoneSpecLite(s.name, s.kind) for s in game.zone_specs], "anna")
    table = TableView(scene)
    table.resize(1600, 1000)
    table.show()
    app.processEvents()
    if images is not None:  # as the app does: every picture of the set, decoded in the background
        width = scene.card_width
        images.prefetch([folder / name for name in names],
                        QSize(width, card_height(width)), table.devicePixelRatioF())
        deadline = time.monotonic() + WAIT_S
        while not images.idle and time.monotonic() < deadline:
            app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents, 50)
        for item in scene.cards.values():
            item.update()  # their pictures arrived
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
    grip = item.mapToScene(item.boundingRect().center())  # the mouse holds the card's middle
    steps = []
    for i in range(60):
        start = time.perf_counter()
        scene.drag_by(QPointF(3 * i, -4 * i), grip + QPointF(3 * i, -4 * i))
        app.processEvents()  # the view repaints only what the move dirtied
        steps.append((time.perf_counter() - start) * 1000)
    scene.return_home([item])
    app.processEvents()
    drawn = sum(1 for item in scene.cards.values() if item.isVisible())
    print(f"cards on the table: {shown} (of {sum(SPLIT.values())} in view), {drawn} in sight, "
          f"{scene.card_width} px wide" + (f", {len(names)} distinct pictures of "
                                           f"{IMAGE_W}×{IMAGE_H} px" if images else ""))
    print(f"full repaint: median {statistics.median(full):.2f} ms "
          f"(first {full[0]:.1f} ms, cache cold)")
    print(f"drag step (move + repaint of the dirty region): median {statistics.median(steps):.2f} ms")
    print(f"RSS: {rss_mb():.1f} MB" + ("  (target <= 250 MiB with pictures)" if images else ""))
    if images is not None:
        images.shutdown()
    shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
