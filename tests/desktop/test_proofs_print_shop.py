"""Proofs a print shop takes (issue 30): crop marks inside every printer's margin, a gap for a
guillotine, one PNG per card face, text never cut on paper, the user's file mode, big cells."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
import unicodedata
from pathlib import Path

import pytest
from cardset_files import csv_text, make_set, write_image

from desktop.cardsets.proofs import (
    ProofCard,
    SheetLayout,
    png_size,
    render_png,
    render_proofs,
    set_cards,
)
from desktop.qt import QColor, QImage, QPainter, QRectF
from engine.cardset import load_cardset

ROOT = Path(__file__).resolve().parents[2]
DPI = 300
EDGE_MM = 5.0

# Ten long rules texts in the games' own style, our own words (Russian for Berserk, Hungarian
# for HKK), as long as the longest printed cards carry.
LONG_TEXTS = [
    "Когда Вайл входит в игру, выберите до двух существ противника: каждое получает рану за каждое "
    "ваше снаряжение в игре. Пока Вайл открыт, ваши существа со стихией «Горы» получают +1 к "
    "удару и не могут быть целью заклинаний противника. Если Вайл атакован существом стоимостью 3 "
    "или меньше, нанесите атакующему 2 раны до удара. Один раз за ход: закройте Вайла, чтобы "
    "вернуть на руку владельца снаряжение противника стоимостью не больше числа ваших героев. В "
    "конце вашего хода, если Вайл не атаковал, излечите ему 2 раны.",
    "Направленный удар. Броня 1. Когда Старейшина болот получает рану, положите на него маркер "
    "тины; пока на нём три маркера тины или больше, его удар +2 и он не может быть закрыт "
    "эффектами. Вы можете в свой ход снять все маркеры тины, чтобы нанести столько же ран "
    "распределённо между любыми существами противника. Если Старейшина уходит на кладбище, "
    "возьмите карту за каждый снятый маркер в этот ход, но не больше трёх. Это существо нельзя "
    "защитить заклинанием, стоящим дешевле 2 монет.",
    "Пока в вашей игровой зоне есть другое существо со стихией «Лес», Хранительница рощи получает "
    "+2 к жизни и защиту от заклинаний. Когда она входит в игру, посмотрите три верхние карты своей "
    "колоды: положите одну из них на руку, остальные — под низ колоды в любом порядке. Закройте "
    "Хранительницу: излечите выбранному существу до 3 ран; если это существо со стихией «Лес», "
    "откройте его. В начале хода противника, если у него на руке больше пяти карт, он сбрасывает "
    "одну карту по своему выбору.",
    "Отравленный клинок (экипировка, оружие). Существо, снаряжённое клинком, получает +1 к удару. "
    "Когда снаряжённое существо наносит рану в бою, положите на раненое существо маркер яда. В "
    "начале хода владельца каждое существо с маркером яда получает по 1 ране за каждый такой "
    "маркер; снимите один маркер с каждого из них. Если снаряжённое существо уходит на кладбище, "
    "отдайте клинок любому вашему существу без оружия или положите его в сброс. Клинок нельзя "
    "снарядить на героя.",
    "Ледяной шторм: закройте всех существ без полёта. До конца следующего хода противника эти "
    "существа не открываются в фазе открытия. Каждое закрытое так существо стоимостью 4 или больше "
    "получает 1 рану; каждое существо стоимостью меньше 4 получает 2 раны. Если вы контролируете "
    "героя стихии «Горы», вместо этого закройте только существ противника. Это заклинание нельзя "
    "отменить. Разыграйте его только в свою основную фазу, если у вас в игре есть хотя бы одно "
    "открытое существо.",
    "Amikor a Ködvölgyi őrszem az őrposztra kerül, nézd meg az ellenfeled kezét, és válassz ki "
    "belőle egy varázslatot: az ellenfeled a gyűjtőjébe teszi. Amíg az őrszem az őrposzton áll, "
    "az ellenfeleid varázslatai 1 VP-vel többe kerülnek, és a párbajokban a védekező fél +1 "
    "erőt kap. Áramlás: fizess 1 VP-t, keverd a lapot a paklidba, és húzz két lapot. Kompenzáció: "
    "ha ezt a lapot megakadályozták, tegyél a tartalékodba egy lényt a kezedből anélkül, hogy "
    "kifizetnéd a költségét.",
    "Párbaj 4. Amikor a Sárkánypikkelyes lovag megnyer egy párbajt, választhatsz: az ellenfeled "
    "vagy 3 sebzést kap, vagy te gyógyulsz 4-et, és húzol egy lapot. Amíg a lovag a tartalékodban "
    "van, a többi lényed nem sebezhető az ellenfeled események által. Kincsezés: fizess 1 VP-t, "
    "tedd a lovagot a Semmibe, és szerezz két szörnykomponenst; ha így egy sárkány elemét "
    "szerezted meg, a következő körödben az első varázslatod ingyenes.",
    "Felfedés: mutasd meg ezt a lapot a kezedből. Minden ellenfeled választ egy lényt az "
    "asztaláról, és a tulajdonosa paklijának aljára teszi. Ha egy ellenfelednek nincs lénye az "
    "asztalon, helyette eldob egy lapot a kezéből a gyűjtőjébe. Körönként csak egyszer használható "
    "ugyanazzal a lappal. Ha ezt a lapot az őrposztra teszed, az ellenfeleid nem indíthatnak "
    "párbajt ebben és a következő körükben, és az előre kikészített lapjaik költsége 1-gyel nő.",
    "Ez a varázslat csak a fő fázisodban játszható ki. Válassz egy lényt: a tulajdonosa visszaveszi "
    "a kezébe, és a következő körében nem játszhat ki ugyanilyen nevű lapot. Ha a választott lény "
    "tóken volt, helyette eltávolítod a játékból, és minden ellenfeled 1 VP-t veszít. Ha a "
    "tartalékodban legalább három lény áll, ennek a varázslatnak a költsége 2-vel kevesebb. "
    "Kompenzáció: ha megakadályozták, húzz egy lapot, és nézd meg az ellenfeled paklijának "
    "felső lapját.",
    "Amíg a Hegyi törzsfőnök az asztalon van, a többi törp lényed +1 párbajt kap, és nem tehetők "
    "a Semmibe az ellenfeleid hatásai által. A köröd elején, ha az asztalodon legalább két másik "
    "törp áll, kapsz 1 VP-t. Ha a törzsfőnök a gyűjtőbe kerül, választhatsz egy törp lényt a "
    "gyűjtődből, és a kezedbe veheted; ezt körönként csak egyszer teheted meg. Áramlás: fizess 1 "
    "VP-t, keverd a lapot a paklidba, és minden törp lényed gyógyul 2-t.",
]
assert sorted(len(text) for text in LONG_TEXTS)[0] >= 400


def pages(pdf: Path, tmp_path: Path, dpi: int = DPI) -> list[QImage]:
    prefix = tmp_path / pdf.stem
    subprocess.run(["pdftoppm", "-r", str(dpi), "-png", str(pdf), str(prefix)], check=True)
    files = sorted(tmp_path.glob(f"{pdf.stem}-*.png"),
                   key=lambda p: int(re.search(r"-(\d+)\.png$", p.name)[1]))
    return [QImage(str(f)) for f in files]


def px(mm: float) -> int:
    return round(mm * DPI / 25.4)


def ink(image: QImage, x: int, y: int) -> bool:
    return QColor(image.pixel(x, y)).lightness() < 200


def image_cards(tmp_path: Path, n: int) -> list[ProofCard]:
    colors = ["#c00000", "#00a000", "#0000c0", "#c0c000"]
    return [ProofCard({"def": f"c{i}", "name": f"Card {i}", "type": "creature", "stats": {}},
                      write_image(tmp_path / "art" / f"{i}.png", colors[i % 4], (126, 176)))
            for i in range(n)]


LAYOUTS = [("a4", None), ("letter", None), ("a4", 2.0), ("letter", 4.0)]


@pytest.mark.parametrize(("paper", "gap"), LAYOUTS)
def test_every_crop_mark_is_at_least_5_mm_inside_the_sheet(qapp, tmp_path, paper, gap):
    """Rendered at 300 dpi: no mark is printed within 5 mm of the paper's edge (only the cards'
    own bleed may reach there: US Letter leaves 4.7 mm around the 3×3 grid's), on fronts and backs,
    and every cut line has its marks above and below (or left and right) of the cards."""
    layout = (SheetLayout(paper) if gap is None
              else SheetLayout.apart(paper, 63, 88, gap))
    out = tmp_path / "p.pdf"
    render_proofs(image_cards(tmp_path, layout.per_page), out, layout, backs=True)
    sheets = pages(out, tmp_path)
    assert len(sheets) == 2
    edge = px(EDGE_MM) - 1
    art = layout.grid.adjusted(-3, -3, 3, 3)
    block = QRectF(px(art.left()) - 1, px(art.top()) - 1, px(art.width()) + 2, px(art.height()) + 2)

    def mark(page: QImage, x: int, y: int) -> bool:
        return ink(page, x, y) and not block.contains(x, y)

    for page in sheets:
        w, h = page.width(), page.height()
        margin = [(x, y) for y in range(0, h, 2) for x in (*range(edge), *range(w - edge, w))
                  if mark(page, x, y)]
        margin += [(x, y) for x in range(0, w, 2) for y in (*range(edge), *range(h - edge, h))
                   if mark(page, x, y)]
        assert margin == [], f"ink within 5 mm of the edge at {margin[:5]}"
        grid = layout.grid
        xs, ys = layout.cuts()
        # A mark: a dark pixel on the cut line with paper (outside the bleed) or its white edge
        # (over the bleed) beside it.
        def across(x: int, y: int, dx: int, dy: int, page: QImage = page) -> bool:
            return ink(page, x, y) and not all(ink(page, x + d * dx, y + d * dy)
                                               for d in (2, -2, 3, -3, px(1)))

        for x in xs:
            column = px(x)
            top = [y for y in range(edge, px(grid.top())) if across(column, y, 1, 0)]
            bottom = [y for y in range(px(grid.bottom()) + 1, h - edge) if across(column, y, 1, 0)]
            assert top and bottom, (paper, gap, x)
        for y in ys:
            row = px(y)
            left = [x for x in range(edge, px(grid.left())) if across(x, row, 0, 1)]
            right = [x for x in range(px(grid.right()) + 1, w - edge) if across(x, row, 0, 1)]
            assert left and right, (paper, gap, y)


def test_apart_every_card_has_its_own_bleed_and_cut_lines(qapp, tmp_path):
    layout = SheetLayout.apart("a4", 63, 88, 2.0)
    assert layout.landscape and (layout.cols, layout.rows) == (4, 2)  # 8 a page, not 4
    xs, ys = layout.cuts()
    assert len(xs) == 8 and len(ys) == 4
    assert xs[2] - xs[1] == pytest.approx(3 + 2 + 3)  # bleed, gap, bleed
    out = tmp_path / "gap.pdf"
    render_proofs(image_cards(tmp_path, 8), out, layout)
    (page,) = pages(out, tmp_path)
    assert page.width() > page.height()
    middle = px(ys[0] + 44)
    assert QColor(page.pixel(px(xs[1] + 1.5), middle)).name() == "#c00000"  # card 0's own bleed
    assert QColor(page.pixel(px(xs[1] + 4), middle)).name() == "#ffffff"  # the gap
    assert QColor(page.pixel(px(xs[2] - 1.5), middle)).name() == "#00a000"  # card 1's bleed


def test_png_export_is_one_815_by_1110_image_per_face_in_deck_order(qapp, tmp_path):
    folder = make_set(tmp_path / "swamp", colors={"troll": "#20a040", "kutila": "#4040c0"})
    back = write_image(folder / "back.png", "#602060", (126, 176))
    cardset = load_cardset(folder)
    assert cardset.back == back.resolve()
    (folder / "stale").mkdir()
    out = tmp_path / "shop"
    out.mkdir()
    (out / "099a-old.png").write_bytes(b"an earlier export's file")
    (out / "notes.txt").write_text("mine", "utf-8")
    deck = [card for card in set_cards(cardset) if card.face["def"] in ("kutila", "troll")]
    result = render_png(deck, out, SheetLayout(), cardset.back, backs=True)
    assert result.cards == 6 and png_size(SheetLayout()).toTuple() == (815, 1110)
    files = sorted(p.name for p in out.glob("*.png"))
    assert files == ["001a-troll.png", "001b-troll-back.png", "002a-troll.png", "002b-troll-back.png",
                     "003a-troll.png", "003b-troll-back.png", "004a-kutila.png",
                     "004b-kutila-back.png", "005a-kutila.png", "005b-kutila-back.png",
                     "006a-kutila.png", "006b-kutila-back.png"]
    assert (out / "notes.txt").exists()  # not ours: kept
    for name in files:
        image = QImage(str(out / name))
        assert (image.width(), image.height()) == (815, 1110), name
        assert (image.dotsPerMeterX(), image.dotsPerMeterY()) == (11811, 11811)  # 300 dpi
    front = QImage(str(out / "004a-kutila.png"))
    assert QColor(front.pixel(5, 5)).name() == "#4040c0"  # the art mirrored into the bleed
    assert QColor(QImage(str(out / "001b-troll-back.png")).pixel(400, 500)).name() == "#602060"


def test_png_export_uses_art_that_already_has_bleed_as_it_is(qapp, tmp_path):
    """An image shaped as the card with its bleed (a print shop's 822×1122 template) covers the
    whole file: its frame lands in the bleed, not squeezed inside the trim."""
    art = QImage(822, 1122, QImage.Format.Format_RGB32)
    art.fill(QColor("#ff0000"))  # the bleed
    painter = QPainter(art)
    painter.fillRect(QRectF(36, 36, 750, 1050), QColor("#0000ff"))  # the card
    painter.end()
    path = tmp_path / "bled.png"
    art.save(str(path))
    out = tmp_path / "shop"
    render_png([ProofCard({"def": "x", "name": "X", "type": "spell"}, path)], out, SheetLayout())
    (made,) = out.glob("*.png")
    image = QImage(str(made))
    assert QColor(image.pixel(10, 10)).name() == "#ff0000"
    assert QColor(image.pixel(60, 60)).name() == "#0000ff"  # the trim starts at 35 px
    assert QColor(image.pixel(407, 555)).name() == "#0000ff"


def pdf_text(pdf: Path) -> str:
    return subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True,
                          check=True).stdout


def test_the_ten_longest_texts_print_whole_never_cut(qapp, tmp_path):
    faces = [{"def": f"long{i}", "name": f"Lap {i}", "type": "creature", "cost": 3, "text": text,
              "stats": {"life": 4, "strike": [1, 2, 3]}} for i, text in enumerate(LONG_TEXTS)]
    out = tmp_path / "long.pdf"
    result = render_proofs([ProofCard(face, None, f"cards.csv:{i + 2}") for i, face in
                            enumerate(faces)], out, SheetLayout())
    text = pdf_text(out)
    assert "…" not in text
    flat = unicodedata.normalize("NFKC", " ".join(text.split()).replace("- ", "-"))  # "ﬁ" ligatures
    for original in LONG_TEXTS:  # every word printed, the last ones too
        for word in original.split()[-6:]:
            assert word.strip(".,:;«»") in flat, word
    assert result.hard_to_read == []  # as the printed cards fit them: above 6 pt


def test_a_card_that_needs_less_than_6_pt_is_named_with_its_row(tmp_path):
    rows = [{"id": "wail", "name": "Вайл", "type": "spell", "cost": "1",
             "text": " ".join(LONG_TEXTS[:4])},
            {"id": "ok", "name": "Искра", "type": "spell", "cost": "1", "text": "Ранит 1 существо."}]
    folder = tmp_path / "s"
    folder.mkdir()
    (folder / "cardset.toml").write_text('game = "berserk"\nname = "x"\nversion = "1"\n', "utf-8")
    (folder / "cards.csv").write_text(csv_text(rows), "utf-8")
    done = run_cli(str(folder), "--out", str(tmp_path / "p.pdf"), cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    hard = [line for line in done.stderr.splitlines() if "hard to read" in line]
    assert len(hard) == 1 and hard[0].startswith(f"{folder}/cards.csv:2: hard to read: “Вайл”"), hard
    assert "…" not in pdf_text(tmp_path / "p.pdf")


def run_cli(*args: str, cwd: Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    environ = {k: v for k, v in os.environ.items()
               if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    environ["PYTHONPATH"] = str(ROOT)
    environ.update(env or {})
    return subprocess.run([sys.executable, "-m", "desktop", "proofs", *args], cwd=cwd, env=environ,
                          capture_output=True, text=True, timeout=120)


def test_command_line_png_and_gap(tmp_path):
    folder = make_set(tmp_path / "swamp")
    shop = tmp_path / "shop"
    done = run_cli(str(folder / "deck.txt"), "--set", str(folder), "--format", "png", "--out",
                   str(shop), cwd=tmp_path, env={"LANGUAGE": "en"})
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == f"{shop}: 9 cards as 815×1110 px images"
    assert sorted(p.name for p in shop.iterdir())[:2] == ["001a-voevoda.png", "002a-troll.png"]
    gap = run_cli(str(folder), "--gap", "2", "--out", str(tmp_path / "g.pdf"), cwd=tmp_path,
                  env={"LANGUAGE": "en"})
    assert gap.returncode == 0, gap.stderr
    assert "(4×2 per page, a4)" in gap.stdout


def test_a_pdf_gets_the_users_usual_mode(qapp, tmp_path):
    old = os.umask(0o022)
    try:
        out = tmp_path / "p.pdf"
        render_proofs(image_cards(tmp_path, 1), out, SheetLayout())
        shop = tmp_path / "shop"
        render_png(image_cards(tmp_path, 1), shop, SheetLayout())
    finally:
        os.umask(old)
    assert out.stat().st_mode & 0o777 == 0o644
    assert {p.stat().st_mode & 0o777 for p in shop.iterdir()} == {0o644}
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []


def test_a_300_kb_cell_proof_takes_seconds_not_minutes(tmp_path):
    """Issue 28: one 300 KB text cell made a one-page proof take 75 s. The cell is a bad row now
    (at most 10,000 characters), and a face lays out only what could fit."""
    rows = [{"id": "big", "name": "Большой", "type": "spell", "cost": "1", "text": "Я " * 150_000},
            {"id": "ok", "name": "Искра", "type": "spell", "cost": "1", "text": "Ранит."}]
    folder = tmp_path / "s"
    folder.mkdir()
    (folder / "cardset.toml").write_text('game = "berserk"\nname = "x"\nversion = "1"\n', "utf-8")
    (folder / "cards.csv").write_text(csv_text(rows), "utf-8")
    started = time.monotonic()
    done = run_cli(str(folder), "--out", str(tmp_path / "p.pdf"), cwd=tmp_path, env={"LANGUAGE": "en"})
    took = time.monotonic() - started
    assert done.returncode == 1
    assert f"{folder}/cards.csv:2:text: the cell holds 300000 characters: at most 10000" in done.stderr
    assert took < 5, took


def test_a_300_kb_text_from_a_game_record_prints_and_paints_in_bounded_time(qapp, tmp_path):
    from desktop.table.cardface import card_pixmap

    face = {"def": "big", "name": "Большой", "type": "spell", "cost": 1, "text": "Я " * 150_000}
    started = time.monotonic()
    render_proofs([ProofCard(face)] * 9, tmp_path / "p.pdf", SheetLayout())
    assert time.monotonic() - started < 5
    started = time.monotonic()
    for width in (90, 140, 260):
        card_pixmap({**face, "def": f"big{width}"}, width)
    assert time.monotonic() - started < 1


def test_print_proofs_dialog_offers_a_gap_and_images(qtbot, tmp_path):
    from desktop.cardsets.opencardset import SeatChoice, game_on_set
    from desktop.cardsets.proofs import PrintProofsDialog

    cardset = load_cardset(make_set(tmp_path / "swamp"))
    game = game_on_set(cardset, [SeatChoice("anna"), SeatChoice("bela")], seed=2)
    dialog = PrintProofsDialog(game, cardset, None)
    qtbot.addWidget(dialog)
    assert not dialog.gap.isEnabled()
    dialog.apart.setChecked(True)
    dialog.gap.setValue(2)
    assert dialog.sheet_layout(63, 88) == SheetLayout.apart("a4", 63, 88, 2)
    dialog.format.setCurrentIndex(dialog.format.findData("png"))
    assert not dialog.paper.isEnabled() and not dialog.gap.isEnabled()
    result = dialog.draw(set_cards(cardset), tmp_path / "shop", dialog.sheet_layout(63, 88), None,
                           True, png=True)
    assert result is not None and result.cards == 9
    assert len(list((tmp_path / "shop").glob("*.png"))) == 18


def test_a_table_of_300_kb_texts_shows_its_first_picture_in_seconds(qtbot, settings, tmp_path):
    """Issue 28: the app's first picture of a game whose card held a 300 KB text took 30.7 s
    (every face laid out the whole text, at several sizes). Now it lays out what could fit."""
    from engine import Game
    from tests.desktop.conftest import make_window

    cards = {f"big{i}": {"name": f"Большой {i}", "type": "spell", "cost": 1, "text": "Я " * 150_000}
             for i in range(4)}
    game = Game.new_game(ruleset="free", players=["anna", "bela"], cards=cards,
                         decks={"anna": list(cards) * 5, "bela": list(cards) * 5}, seed=3)
    started = time.monotonic()
    window = make_window(qtbot, settings, tmp_path, game=game, seat="anna")
    window.repaint()
    took = time.monotonic() - started
    assert [item for item in window.scene.cards.values() if item.card.get("text")], "faces shown"
    assert took < 5, took
