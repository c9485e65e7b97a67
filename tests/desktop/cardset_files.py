"""Card set folders written for tests: a manifest, a spreadsheet and images made with QPainter."""

from __future__ import annotations

import csv
import io
import os
from collections.abc import Sequence
from pathlib import Path

from desktop.qt import QColor, QImage, QPainter

BERSERK_ROWS = [
    {"id": "troll", "name": "Болотный тролль", "type": "creature", "cost": "4", "life": "5",
     "strike": "2-3-4", "text": "Когда входит в игру, ранит 1 существо.", "count": "3"},
    {"id": "kutila", "name": "Кутила", "type": "creature", "cost": "2", "life": "3",
     "strike": "1-2-2", "text": "Не может атаковать в первый ход.", "count": "3"},
    {"id": "molnia", "name": "Молния", "type": "spell", "cost": "3", "life": "", "strike": "",
     "text": "Нанесите 3 раны.", "count": "2"},
    {"id": "voevoda", "name": "Воевода", "type": "hero", "cost": "", "life": "20", "strike": "",
     "text": "Герой болот.", "count": "1"},
]
DECK = "Hero\n1 Воевода\nDeck\n3 Болотный тролль\n3x Кутила\n2 Молния\n"


def write_image(path: Path, color: str, size: tuple[int, int] = (75, 105),
                split: str | None = None) -> Path:
    """A solid image (left half ``color``, right half ``split`` if given) in the format its suffix
    names."""
    path.parent.mkdir(parents=True, exist_ok=True)
    image = QImage(size[0], size[1], QImage.Format.Format_RGB32)
    image.fill(QColor(color))
    if split:
        painter = QPainter(image)
        painter.fillRect(size[0] // 2, 0, size[0] - size[0] // 2, size[1], QColor(split))
        painter.end()
    assert image.save(str(path)), path
    return path


def write_svg(path: Path, color: str) -> Path:
    """An SVG drawing of one colour, card shaped."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('<svg xmlns="http://www.w3.org/2000/svg" width="63" height="88" '
                    f'viewBox="0 0 63 88"><rect width="63" height="88" fill="{color}"/></svg>',
                    encoding="utf-8")
    return path


def csv_text(rows: Sequence[dict[str, str]]) -> str:
    """A spreadsheet's CSV export of ``rows`` (columns from the first row)."""
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=list(rows[0]), lineterminator="\n")
    writer.writeheader()
    writer.writerows(rows)
    return out.getvalue()


def replace_file(path: Path, text: str) -> None:
    """Save as editors do: a new file renamed over the old one (the watch on the old one ends)."""
    temp = path.with_name(f".{path.name}.swp")
    temp.write_text(text, encoding="utf-8")
    os.replace(temp, path)


def make_set(folder: Path, game: str = "berserk", rows: Sequence[dict[str, str]] = BERSERK_ROWS,
             colors: dict[str, str] | None = None, deck: str | None = DECK) -> Path:
    """A card set folder: ``cardset.toml``, ``cards.csv``, ``images/<id>.png``, ``deck.txt``."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "cardset.toml").write_text(
        f'game = "{game}"\nname = "Swamp test"\nversion = "0.3"\n', encoding="utf-8")
    (folder / "cards.csv").write_text(csv_text(rows), encoding="utf-8")
    for card_id, color in (colors if colors is not None else {"troll": "#20a040"}).items():
        write_image(folder / "images" / f"{card_id}.png", color)
    if deck is not None:
        (folder / "deck.txt").write_text(deck, encoding="utf-8")
    return folder
