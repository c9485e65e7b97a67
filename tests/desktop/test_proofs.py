"""Proof sheets: where cards, bleed and crop marks land on paper, measured on rendered pages."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from cardset_files import make_set, write_image

from desktop.cardsets.proofs import PrintProofsDialog, ProofCard, SheetLayout, render_proofs, set_cards
from desktop.qt import QColor, QImage
from desktop.table.cardface import TYPE_COLORS
from engine.cardset import load_cardset

DPI = 150
COLORS = ["#c00000", "#00a000", "#0000c0", "#c0c000", "#00c0c0", "#c000c0", "#804000",
          "#408000", "#004080"]
WHITE = "#ffffff"
ROOT = Path(__file__).resolve().parents[2]


def px(mm: float) -> int:
    return round(mm * DPI / 25.4)


def pages(pdf: Path, tmp_path: Path) -> list[QImage]:
    """The PDF's pages as images (``pdftoppm -r 150``)."""
    prefix = tmp_path / pdf.stem
    subprocess.run(["pdftoppm", "-r", str(DPI), "-png", str(pdf), str(prefix)], check=True)
    files = sorted(tmp_path.glob(f"{pdf.stem}-*.png"),
                   key=lambda p: int(re.search(r"-(\d+)\.png$", p.name)[1]))
    return [QImage(str(f)) for f in files]


def at(image: QImage, x_mm: float, y_mm: float) -> str:
    return QColor(image.pixel(px(x_mm), px(y_mm))).name()


def near(a: str, b: str, tolerance: int = 40) -> bool:
    ca, cb = QColor(a), QColor(b)
    return all(abs(x - y) <= tolerance for x, y in zip(ca.getRgb()[:3], cb.getRgb()[:3],
                                                          strict=True))


def dark(color: str) -> bool:
    return QColor(color).lightness() < 110


def mark_at(image: QImage, x_mm: float, y_mm: float, vertical: bool) -> bool:
    """A hairline crosses this point: one of the pixels across the line (±1) is dark."""
    x, y = round(x_mm * DPI / 25.4), round(y_mm * DPI / 25.4)
    across = [(x + d, y) if vertical else (x, y + d) for d in (-1, 0, 1)]
    return any(dark(QColor(image.pixel(*point)).name()) for point in across)


def solid_cards(tmp_path: Path, n: int = 9) -> list[ProofCard]:
    faces = [{"name": f"Card {i}", "type": "creature", "text": "", "cost": i, "stats": {}}
             for i in range(n)]
    return [ProofCard(face, write_image(tmp_path / "art" / f"{i}.png", COLORS[i % 9], (126, 176)))
            for i, face in enumerate(faces)]


def first_ink(image: QImage, y: int, step: int) -> int:
    """The first non-white pixel column along row ``y`` from the left (step 1) or right (-1)."""
    xs = range(image.width()) if step > 0 else range(image.width() - 1, -1, -1)
    return next(x for x in xs if QColor(image.pixel(x, y)).lightness() < 250)


@pytest.mark.parametrize("paper,left,top", [("a4", 10.5, 16.5), ("letter", 13.45, 7.7)])
def test_layout_centres_the_grid(qapp, paper, left, top):
    layout = SheetLayout(paper)
    assert (layout.cols, layout.rows) == (3, 3)
    grid = layout.grid
    assert grid.width() == pytest.approx(189) and grid.height() == pytest.approx(264)
    assert grid.left() == pytest.approx(left) and grid.top() == pytest.approx(top)
    xs, ys = layout.cuts()
    assert xs == pytest.approx([left + 63 * i for i in range(4)])
    assert ys == pytest.approx([top + 88 * j for j in range(4)])
    # Every mark is at least 5 mm inside the paper, and outside the bleed unless the paper has no
    # room there (Letter's 4.7 mm above and below the grid's bleed): then over the bleed, short of
    # the cut, where it is cut away.
    bleed = grid.adjusted(-3, -3, 3, 3)
    page_w, page_h = layout.page_size
    marks = layout.marks()
    for mark in marks:
        for point in (mark.a, mark.b):
            assert mark.inside or not bleed.contains(point)
            assert not grid.adjusted(0.1, 0.1, -0.1, -0.1).contains(point)
            assert 5 - 1e-9 <= point.x() <= page_w - 5 + 1e-9
            assert 5 - 1e-9 <= point.y() <= page_h - 5 + 1e-9
    assert any(mark.inside for mark in marks) == (paper == "letter")


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_cards_bleed_and_crop_marks_sit_where_the_millimetres_say(qapp, tmp_path, paper):
    layout = SheetLayout(paper)
    out = tmp_path / f"proofs-{paper}.pdf"
    result = render_proofs(solid_cards(tmp_path), out, layout)
    assert (result.cards, result.pages) == (9, 1)
    (page,) = pages(out, tmp_path)
    page_w, page_h = layout.page_size
    assert page.width() == pytest.approx(px(page_w), abs=1)
    assert page.height() == pytest.approx(px(page_h), abs=1)
    grid = layout.grid
    xs, ys = layout.cuts()
    # The art spans the grid plus 3 mm of bleed: 195 × 270 mm.
    row_y = px(ys[1] + 44)
    assert first_ink(page, row_y, 1) == pytest.approx(px(grid.left() - 3), abs=1)
    assert first_ink(page, row_y, -1) == pytest.approx(px(grid.right() + 3), abs=1)
    # Each card is butted against the next: the colour changes exactly on the cut line.
    for place in range(9):
        row, col = divmod(place, 3)
        left, top = xs[col], ys[row]
        assert near(at(page, left + 31.5, top + 44), COLORS[place])
        assert near(at(page, left + 0.6, top + 44), COLORS[place])
        assert near(at(page, left + 62.4, top + 44), COLORS[place])
        assert near(at(page, left + 31.5, top + 0.6), COLORS[place])
        assert near(at(page, left + 31.5, top + 87.4), COLORS[place])
    # Bleed beyond the outer cut lines, in the colour of the card it belongs to.
    assert near(at(page, xs[0] - 1.5, ys[0] + 44), COLORS[0])
    assert near(at(page, xs[3] + 1.5, ys[2] + 44), COLORS[8])
    assert near(at(page, xs[1] + 30, ys[0] - 1.5), COLORS[1])
    assert at(page, xs[0] - 3.6, ys[0] + 44) == WHITE
    # Crop marks: on every cut line, at both ends, and nowhere else: outside the bleed (0.5 mm
    # gap) where the paper has room, else over the bleed with a white edge.
    marks = layout.marks()
    assert len(marks) == 2 * (len(xs) + len(ys))
    for mark in marks:
        vertical = mark.a.x() == mark.b.x()
        middle = (mark.a + mark.b) / 2
        assert mark_at(page, middle.x(), middle.y(), vertical), mark
        beside = (1.5, 0) if vertical else (0, 1.5)
        if not mark.inside:
            assert not mark_at(page, middle.x() + beside[0], middle.y() + beside[1], vertical)
    if paper == "a4":
        above = grid.top() - 3 - 2.2
        for x in xs:
            assert not mark_at(page, x, grid.top() - 3 - 0.3, True)  # the gap after the bleed
        for x in (xs[0] + 31.5, xs[1] + 31.5):  # no mark where there is no cut
            assert not mark_at(page, x, above, True)


def test_art_is_mirrored_into_the_bleed_not_stretched(qapp, tmp_path):
    split = write_image(tmp_path / "split.png", "#d00000", (300, 420), split="#0000d0")
    face = {"name": "Split", "type": "creature", "text": "", "cost": 1, "stats": {}}
    out = tmp_path / "split.pdf"
    layout = SheetLayout("a4")
    render_proofs([ProofCard(face, split)], out, layout)
    (page,) = pages(out, tmp_path)
    left, top = layout.cuts()[0][0], layout.cuts()[1][0]
    # The halves meet in the card's middle: the art fits the card, bleed or not.
    assert near(at(page, left + 31.5 - 0.7, top + 44), "#d00000")
    assert near(at(page, left + 31.5 + 0.7, top + 44), "#0000d0")
    # The bleed mirrors the edge next to it; with one card on the page, every side bleeds.
    assert near(at(page, left - 1.5, top + 44), "#d00000")
    assert near(at(page, left + 63 + 1.5, top + 44), "#0000d0")
    assert near(at(page, left + 10, top - 1.5), "#d00000")
    assert near(at(page, left + 50, top + 88 + 1.5), "#0000d0")


def test_generated_faces_bleed_their_frame_colour(qapp, tmp_path):
    face = {"name": "Тролль", "type": "creature", "text": "Текст карты.", "cost": 3,
            "stats": {"life": 5}}
    out = tmp_path / "faces.pdf"
    layout = SheetLayout("a4")
    render_proofs([ProofCard(face, None)] * 3, out, layout)
    (page,) = pages(out, tmp_path)
    xs, ys = layout.cuts()
    assert near(at(page, xs[0] - 1.5, ys[0] + 44), TYPE_COLORS["creature"], 12)
    assert near(at(page, xs[0] + 0.8, ys[0] + 44), TYPE_COLORS["creature"], 12)
    # The second row is empty on this page: the first row bleeds downwards too.
    assert near(at(page, xs[0] + 30, ys[1] + 1.5), TYPE_COLORS["creature"], 12)
    assert at(page, xs[0] + 30, ys[1] + 4) == WHITE


def test_backs_follow_each_page_in_duplex_order(qapp, tmp_path):
    back = write_image(tmp_path / "back.png", "#202080", (126, 176))
    out = tmp_path / "backs.pdf"
    layout = SheetLayout("a4")
    result = render_proofs(solid_cards(tmp_path, 11), out, layout, back, backs=True)
    assert result.pages == 4
    _front1, back1, front2, back2 = pages(out, tmp_path)
    xs, ys = layout.cuts()
    assert near(at(back1, xs[0] + 31.5, ys[0] + 44), "#202080")
    # Page 2 holds cards in places 0 and 1; their backs are in places 2 and 1 (columns mirrored).
    assert near(at(front2, xs[0] + 31.5, ys[0] + 44), COLORS[0])
    assert near(at(back2, xs[2] + 31.5, ys[0] + 44), "#202080")
    assert near(at(back2, xs[1] + 31.5, ys[0] + 44), "#202080")
    assert at(back2, xs[0] + 31.5, ys[0] + 44) == WHITE
    assert SheetLayout.back_place(0, 3) == 2 and SheetLayout.back_place(5, 3) == 3


def test_other_card_sizes_fill_the_page(qapp, tmp_path):
    layout = SheetLayout("a4", 41, 63)
    assert (layout.cols, layout.rows) == (4, 4)
    out = tmp_path / "mini.pdf"
    render_proofs(solid_cards(tmp_path, 16), out, layout)
    (page,) = pages(out, tmp_path)
    grid = layout.grid
    assert grid.left() == pytest.approx((210 - 164) / 2)
    y = px(grid.top() + 30)
    assert first_ink(page, y, 1) == pytest.approx(px(grid.left() - 3), abs=1)
    assert mark_at(page, grid.left() + 41, grid.top() - 3 - 2.5, True)


def run_cli(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env["PYTHONPATH"] = str(ROOT)
    return subprocess.run([sys.executable, "-m", "desktop", "proofs", *args], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=120)


def pdf_info(pdf: Path) -> str:
    return subprocess.run(["pdfinfo", str(pdf)], capture_output=True, text=True, check=True).stdout


def test_command_line_prints_a_whole_set_headless(tmp_path):
    folder = make_set(tmp_path / "swamp")
    out = tmp_path / "set.pdf"
    done = run_cli(str(folder), "--out", str(out), "--paper", "letter", "--backs", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "9 cards on 2 pages" in done.stdout
    info = pdf_info(out)
    assert re.search(r"Pages:\s+2", info)
    assert "612 x 792 pts" in info  # US Letter


def test_command_line_prints_a_deck_list(tmp_path):
    folder = make_set(tmp_path / "swamp")
    (folder / "small.txt").write_text("2 Кутила\n1 Молния\n", encoding="utf-8")
    out = tmp_path / "deck.pdf"
    done = run_cli(str(folder / "small.txt"), "--set", str(folder), "--out", str(out),
                   "--card-size", "63x88", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "3 cards on 1 page (" in done.stdout
    assert "595 x 842 pts" in pdf_info(out)  # A4


def test_command_line_errors_name_the_file(tmp_path):
    folder = make_set(tmp_path / "swamp")
    (folder / "bad.txt").write_text("2 Кутила\n1 Молниия\n", encoding="utf-8")
    done = run_cli(str(folder / "bad.txt"), "--set", str(folder), "--out",
                   str(tmp_path / "x.pdf"), cwd=tmp_path)
    assert done.returncode == 1
    assert f"{folder / 'bad.txt'}:2: unknown card" in done.stderr
    assert "Traceback" not in done.stderr
    missing = run_cli(str(tmp_path / "nowhere"), "--out", str(tmp_path / "y.pdf"), cwd=tmp_path)
    assert missing.returncode == 2
    assert "nowhere" in missing.stderr and "Traceback" not in missing.stderr
    size = run_cli(str(folder), "--out", str(tmp_path / "z.pdf"), "--card-size", "big",
                   cwd=tmp_path)
    assert size.returncode == 2 and "WIDTHxHEIGHT" in size.stderr


def test_print_proofs_from_the_menu_renders_in_the_background(qtbot, tmp_path, monkeypatch):
    import threading

    from desktop.cardsets.opencardset import SeatChoice, game_on_set
    from desktop.cardsets.proofs import ProofJob

    cardset = load_cardset(make_set(tmp_path / "swamp"))
    game = game_on_set(cardset, [SeatChoice("anna"), SeatChoice("bela")], seed=2)
    dialog = PrintProofsDialog(game, cardset, None)
    qtbot.addWidget(dialog)
    seen: list[tuple[int, str]] = []
    original = ProofJob.start

    def watched(job: ProofJob) -> None:
        job.progressed.connect(lambda done, _total: seen.append(
            (done, threading.current_thread().name)))
        original(job)

    monkeypatch.setattr(ProofJob, "start", watched)
    out = tmp_path / "menu.pdf"
    result = dialog.draw(set_cards(cardset), out, SheetLayout("a4"), cardset.back, False)
    assert result is not None and result.cards == 9 and out.is_file()
    assert [done for done, _thread in seen] == list(range(1, 10))
    assert {thread for _done, thread in seen} == {"MainThread"}  # progress shown by the GUI
    assert dialog.job is not None and dialog.job.worker is not None
    assert dialog.job.worker.name == "proofs"  # drawn on its own thread
    # The cards of the game itself (the default choice without a set).
    plain = PrintProofsDialog(game, None, None)
    qtbot.addWidget(plain)
    assert len(plain.cards() or []) == len(game.cards)


def test_whole_set_counts(tmp_path):
    cardset = load_cardset(make_set(tmp_path / "swamp"))
    names = [c.face["name"] for c in set_cards(cardset)]
    assert names.count("Болотный тролль") == 3 and names.count("Воевода") == 1
    assert set_cards(cardset)[0].image == cardset.image_paths["troll"]


def test_a_generated_illustration_prints_as_it_shows(qapp, tmp_path):
    """Seen on printed proofs: Qt's PDF writer draws a gradient's transparency opaque, so the
    moon's glow, the mist and a creature's glowing eyes came out as solid discs and bands. The
    illustration now goes into the PDF as a picture: the printed art box matches the face drawn
    on screen at the same size."""
    from desktop.qt import QPainter, QRectF
    from desktop.table.cardface import face_boxes, paint_face

    face = {"def": "orszem", "name": "Ködvölgyi őrszem", "type": "creature", "cost": 2,
            "text": "Amikor a Ködvölgyi őrszem az őrposztra kerül.", "stats": {}}
    out = tmp_path / "art.pdf"
    layout = SheetLayout("a4")
    render_proofs([ProofCard(face, None)], out, layout)
    (page,) = pages(out, tmp_path)
    card = layout.card_rect(0)
    on_page = QRectF(px(card.left()), px(card.top()), px(card.width()), px(card.height()))
    shown = QImage(round(on_page.width()), round(on_page.height()), QImage.Format.Format_RGB32)
    painter = QPainter(shown)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_face(painter, QRectF(0, 0, on_page.width(), on_page.height()), face)
    painter.end()
    art = face_boxes(QRectF(0, 0, on_page.width(), on_page.height()), face).art.adjusted(3, 3, -3, -3)
    differences = []
    for y in range(round(art.top()), round(art.bottom()), 2):
        for x in range(round(art.left()), round(art.right()), 2):
            printed = QColor(page.pixel(round(on_page.left()) + x, round(on_page.top()) + y))
            drawn = QColor(shown.pixel(x, y))
            differences.append(sum(abs(a - b) for a, b in zip(printed.getRgb()[:3],
                                                             drawn.getRgb()[:3], strict=True)))
    differences.sort()
    assert sum(differences) / len(differences) < 15  # the odd pixel on a ridge's edge aside
    assert differences[len(differences) * 95 // 100] < 60  # no solid disc where a glow fades
