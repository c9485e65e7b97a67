"""A real playtester's export on the desktop (issue 13): faces that fit their text (rendered and
measured), emoji drawn, the browser's search and collation, proofs in the set's language."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from desktop.cardsets.browser import CardBrowser
from desktop.qt import QColor, QImage, QPainter, QRectF, Qt
from desktop.table.cardface import (
    ELLIPSIS,
    card_height,
    face_boxes,
    fit_name,
    fit_text,
    fit_type_line,
    paint_face,
    type_line,
)
from engine.cardset import load_cardset
from tests.engine.real_export import LONG_NAME, LONG_TEXT, write_real_export

ROOT = Path(__file__).resolve().parents[2]
WIDTHS = (90, 140, 260, 600)
BASE = {"name": "Бул’Багур", "type": "equipment", "cost": 5, "text": "Топчет.", "language": "ru",
        "stats": {"subtype": "amulet", "tribe": "Степи", "life": 3}}


def render(card: dict, width: int) -> QImage:
    image = QImage(width, card_height(width), QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    paint_face(painter, QRectF(0, 0, width, card_height(width)), card)
    painter.end()
    return image


def changed(a: QImage, b: QImage) -> list[tuple[int, int]]:
    """The pixels where two renders differ."""
    return [(x, y) for y in range(a.height()) for x in range(a.width()) if a.pixel(x, y) != b.pixel(x, y)]


def ink_of(card: dict, blank: dict, width: int) -> list[tuple[int, int]]:
    """The pixels ``card`` draws that ``blank`` does not. Each is drawn once beforehand: Qt draws
    a large glyph's first use slightly differently from its cached later ones."""
    render(card, width), render(blank, width)
    return changed(render(card, width), render(blank, width))


def outside(points: list[tuple[int, int]], box: QRectF) -> list[tuple[int, int]]:
    """Points farther than a pixel (antialiasing) from ``box``."""
    grown = box.adjusted(-1, -1, 1, 1)
    return [(x, y) for x, y in points if not grown.contains(x + 0.5, y + 0.5)]


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("field,value", [("name", LONG_NAME), ("text", LONG_TEXT),
                                         ("tribe", "Степи, леса и очень длинные горные тропы")])
def test_no_text_is_drawn_outside_its_box(qapp, width: int, field: str, value: str) -> None:
    """A text's ink is what changes when only that text changes: all of it lies in its box."""
    card = {**BASE, "stats": dict(BASE["stats"])}
    blank = {**card, "stats": dict(card["stats"])}
    if field == "tribe":
        card["stats"]["tribe"] = value
        blank["stats"]["tribe"] = ""
    else:
        card[field] = value
        blank[field] = ""
    ink = ink_of(card, blank, width)
    boxes = face_boxes(QRectF(0, 0, width, card_height(width)), card)
    box = {"name": boxes.name, "text": boxes.body, "tribe": boxes.type_line}[field]
    assert ink, "the text drew nothing"
    assert outside(ink, box) == []
    # Not cut at the box's edge either: the ink keeps off its top and bottom rows.
    assert min(y for _x, y in ink) >= box.top() - 1 and max(y for _x, y in ink) <= box.bottom() + 1


def test_long_names_wrap_then_end_with_an_ellipsis(qapp) -> None:
    box = face_boxes(QRectF(0, 0, 260, card_height(260)), BASE).name
    short = fit_name({"name": "Бул’Багур"}, box, 260)
    assert short.complete and short.lines == ("Бул’Багур",)
    two = fit_name({"name": "Вождь «Степной орды» с перевала"}, box, 260)
    assert two.complete and len(two.lines) == 2
    long = fit_name({"name": LONG_NAME}, box, 260)
    assert not long.complete and len(long.lines) == 2 and long.lines[-1].endswith(ELLIPSIS)
    assert long.font.pixelSize() >= 6 and long.font.pixelSize() < two.font.pixelSize() + 1
    line = fit_type_line({**BASE, "stats": {"subtype": "amulet", "tribe": "Степи " * 8}},
                         face_boxes(QRectF(0, 0, 260, 364), BASE).type_line, 260)
    assert len(line.lines) == 1 and line.lines[0].endswith(ELLIPSIS)
    assert line.lines[0].startswith("экипировка · амулет · Ст")


def test_an_emoji_is_drawn_in_colour_not_as_a_box(qapp) -> None:
    card = {**BASE, "text": "🩸"}
    ink = ink_of(card, {**card, "text": ""}, 400)
    image = render(card, 400)
    reds = [p for p in ink if QColor(image.pixel(*p)).red() > 150 > QColor(image.pixel(*p)).green()]
    assert len(reds) > 20, "the drop of blood is drawn red by the emoji font"


@pytest.mark.parametrize("words", [["🩸", "кровь", "за", "🩸🩸", "кровь"], ["кровь", "за", "кровь"]])
def test_wrapped_lines_keep_every_character_emoji_or_not(qapp, words) -> None:
    """Qt counts a line's characters in UTF-16 units (🩸 is two): the lines cut from them hold
    the text's own characters, in order, none lost or cut in half."""
    text = " ".join(words * 6)
    fitted = fit_text(text, QRectF(0, 0, 90, 400), 14, 14)
    assert fitted.complete and len(fitted.lines) > 2
    assert " ".join(fitted.lines).split() == text.split()


def test_type_words_in_the_sets_language(qapp) -> None:
    assert type_line(BASE) == "экипировка · амулет · Степи"
    assert type_line({**BASE, "language": "hu"}) == "felszerelés · amulett · Степи"
    assert type_line({**BASE, "language": ""}) == "equipment · amulet · Степи"


@pytest.fixture
def browser(qtbot, tmp_path):
    cardset = load_cardset(write_real_export(tmp_path / "steppe"))
    window = CardBrowser(cardset)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.filled)
    yield window
    window.close()


def names(browser: CardBrowser) -> list[str]:
    return [browser.cardset.cards[card].name for card in browser.shown_ids()]


def test_the_browser_sorts_by_the_sets_collation_ascending(browser) -> None:
    assert names(browser) == ["Бул’Багур", "Буря", "Вождь «Степной орды»", "Ёлочный амулет",
                              LONG_NAME]


def test_a_click_on_a_header_sorts_by_that_column(browser) -> None:
    browser.table.horizontalHeader().setSortIndicator(2, Qt.SortOrder.AscendingOrder)  # cost
    assert browser.shown_ids() == ["hero", "amulet", "storm", "bulbagur", "elder"]
    browser.table.horizontalHeader().setSortIndicator(0, Qt.SortOrder.DescendingOrder)
    assert names(browser) == [LONG_NAME, "Ёлочный амулет", "Вождь «Степной орды»", "Буря",
                              "Бул’Багур"]


def test_the_browser_searches_every_text_field(browser) -> None:
    browser.set_filter("Степи")  # a tribe and a notes column
    assert sorted(browser.shown_ids()) == ["bulbagur", "elder", "hero"]
    browser.set_filter("ультра")  # only in a notes column
    assert browser.shown_ids() == ["elder"]
    browser.set_filter("существо")  # the type, as the set writes it
    assert sorted(browser.shown_ids()) == ["bulbagur", "elder"]
    browser.set_filter("creature")  # and as the game calls it
    assert sorted(browser.shown_ids()) == ["bulbagur", "elder"]
    browser.set_filter("бул'багур")  # as a person types it
    assert sorted(browser.shown_ids()) == ["bulbagur", "elder"]  # elder's name has it too
    browser.set_filter("елочный")
    assert browser.shown_ids() == ["amulet"]


def test_the_preview_has_the_whole_text_and_the_notes(browser) -> None:
    browser.set_filter("Бул’Багур")
    row = browser.shown_ids().index("bulbagur")
    browser.table.setCurrentIndex(browser.filter.index(row, 0))
    details = browser.details.text()
    assert LONG_TEXT in details and "Художник: М. Иванова" in details
    assert "существо · Степи" in details
    assert browser.model.item(0, 4).text().startswith("Редкость: редкая")


def test_proofs_from_the_command_line_print_the_sets_language(tmp_path: Path) -> None:
    folder = write_real_export(tmp_path / "steppe")
    out = tmp_path / "proofs.pdf"
    done = subprocess.run([sys.executable, "-m", "desktop", "proofs", str(folder), "--out", str(out)],
                          capture_output=True, text=True, cwd=ROOT, timeout=120, check=False,
                          env={"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin",
                               "LANG": "C.UTF-8"})
    assert done.returncode == 1, done.stderr  # the broken row is left out
    assert done.stdout.strip() == f"{out}: 5 cards on 1 page (3×3 per page, a4)"
    text = subprocess.run(["pdftotext", str(out), "-"], capture_output=True, text=True,
                          check=True).stdout
    assert "существо" in text and "экипировка" in text
    assert "creature" not in text and "equipment" not in text
    assert "Qt.AlignmentFlag" not in text
