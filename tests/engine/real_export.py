"""A generated card set shaped like a real playtester's export (issue 13): bookkeeping columns,
typographic quotes and apostrophes in names, Russian type words and Excel booleans, a web address
in the image column, a 73-character name, a 230-character text and an emoji. Our own invented cards.
"""

from __future__ import annotations

import csv
import io
from pathlib import Path

LONG_NAME = "Старейшина Бул’Багур, хранитель «Последнего перевала» и Ледяных Врат Юга!"
LONG_TEXT = ("Когда это существо входит в игру, выберите до двух существ противника: каждое из них "
             "получает 1 рану 🩸 за каждое ваше снаряжение в игре. Пока Бул’Багур в игре, ваши "
             "гномы стоят на 1 монету меньше и получают +1 к удару в свой ход!!")
assert len(LONG_NAME) == 73, len(LONG_NAME)
assert len(LONG_TEXT) == 230, len(LONG_TEXT)

HEADER = ["id", "name", "type", "cost", "life", "strike", "subtype", "tribe", "text", "image",
          "Редкость", "Художник", "Номер", "set"]
ROWS = [
    ["bulbagur", "Бул’Багур", "Существо", "5", "6", "2-3-4", "", "Степи", LONG_TEXT, "",
     "редкая", "М. Иванова", "12", "Степи"],
    ["elder", LONG_NAME, "СУЩЕСТВО", "7", "8", "3-4-5", "", "Степи", "Топчет.", "", "ультра", "",
     "13", "Степи"],
    ["hero", "Вождь «Степной орды»", "герой", "", "20", "", "", "Степи", "", "", "", "", "1",
     "Степи"],
    ["amulet", "Ёлочный амулет", "Экипировка", "2", "", "", "Амулет", "", "🩸 +1 к жизни.",
     "https://example.org/cards/amulet.jpg", "частая", "", "14", "Лес"],
    ["storm", "Буря", "заклинание", "3", "", "", "", "", "Наносит 2 раны.", "", "", "", "15", "Лес"],
    # two problems in one row: an equipment without subtype that has life
    ["broken", "Сломанный щит", "экипировка", "2", "3", "", "", "", "", "", "", "", "16", "Лес"],
]


def write_real_export(folder: Path, language: str = "ru") -> Path:
    """The set, as LibreOffice writes a Russian spreadsheet: semicolons, a BOM, quoted cells."""
    folder.mkdir(parents=True, exist_ok=True)
    manifest = 'game = "berserk"\nname = "Степи и лес"\nversion = "0.9"\n'
    if language:
        manifest += f'language = "{language}"\n'
    (folder / "cardset.toml").write_text(manifest, "utf-8")
    out = io.StringIO()
    writer = csv.writer(out, delimiter=";", lineterminator="\r\n")
    writer.writerow(HEADER)
    writer.writerows(ROWS)
    (folder / "cards.csv").write_bytes(b"\xef\xbb\xbf" + out.getvalue().encode("utf-8"))
    return folder
