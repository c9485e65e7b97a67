"""Card illustrations of our own (desktop.table.art): seeded, so the same definition always
paints the same picture, and kept inside the box they are given."""

from __future__ import annotations

from desktop.qt import QColor, QImage, QPainter, QRectF
from desktop.table.art import paint_illustration

BOX = QRectF(10, 20, 130, 80)


def illustration(card: dict) -> QImage:
    """``card``'s illustration in BOX on a 150×120 image filled with a colour no art uses."""
    image = QImage(150, 120, QImage.Format.Format_ARGB32)
    image.fill(QColor(1, 2, 3))
    painter = QPainter(image)
    paint_illustration(painter, BOX, card)
    painter.end()
    return image


def test_the_same_definition_paints_the_same_picture_and_another_another(qapp) -> None:
    wolf = {"def": "wolf", "type": "creature", "name": "Farkas"}
    assert illustration(wolf) == illustration(wolf)
    assert illustration(wolf) == illustration({**wolf, "name": "Wolf"})  # renamed: same picture
    assert illustration(wolf) != illustration({**wolf, "def": "bear"})
    assert illustration(wolf) != illustration({**wolf, "type": "spell"})


def test_the_picture_fills_its_box_and_stays_inside_it(qapp) -> None:
    for kind in ("creature", "hero", "spell", "event", "equipment", "artifact", "unknown"):
        image = illustration({"def": f"card-{kind}", "type": kind})
        background = QColor(1, 2, 3).rgb()
        inside = {(x, y) for x in range(10, 140) for y in range(20, 100)}
        painted = {(x, y) for x in range(150) for y in range(120) if image.pixel(x, y) != background}
        assert painted <= inside, kind
        assert len(painted) == len(inside), kind  # sky, ridges and all: no hole
