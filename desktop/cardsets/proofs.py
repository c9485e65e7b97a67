"""Proof sheets: cards butted edge to edge on A4 or US Letter, with bleed and crop marks (a PDF).

Geometry (spec/card-set.md): a grid of cards (3×3 of 63×88 mm: 189×264 mm) plus 3 mm of bleed
around the grid's outside edge (195×270 mm), centred on the page. Crop marks sit outside the bleed
on every cut line. A card's art extends 3 mm past its edges where no neighbour's card lies (the
grid's outside, or an empty place on the last page): an image is mirrored into the bleed, a
generated face extends its frame colour. With backs, each page of fronts is followed by its backs
in duplex order (columns mirrored, for a long-edge flip).

``python -m desktop proofs (DECK --set FOLDER | FOLDER) --out FILE.pdf [--paper a4|letter]
[--backs] [--card-size 63x88]`` makes the same file as File → Print proofs.
"""

from __future__ import annotations

import argparse
import contextlib
import math
import os
import sys
import tempfile
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from desktop.qt import (
    QCheckBox,
    QColor,
    QComboBox,
    QCoreApplication,
    QDialog,
    QDialogButtonBox,
    QEventLoop,
    QFileDialog,
    QFormLayout,
    QImage,
    QLineEdit,
    QMarginsF,
    QMessageBox,
    QObject,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPen,
    QPointF,
    QProgressDialog,
    QRectF,
    QSize,
    Qt,
    QWidget,
    Signal,
)
from desktop.table.cardface import definition_face

PAPERS: dict[str, QPageSize.PageSizeId] = {"a4": QPageSize.PageSizeId.A4,
                                          "letter": QPageSize.PageSizeId.Letter}
BLEED_MM = 3.0
MARK_GAP_MM = 1.0      # between the bleed's edge and a crop mark
MARK_LEN_MM = 5.0
MARK_ROOM_MM = 3.0     # at least this much room outside the bleed for the marks
MARK_WIDTH_MM = 0.2
PAGE_EDGE_MM = 0.5     # marks stop this short of the paper's edge
RESOLUTION = 600       # PDF device units per inch (vector parts)
ART_DPI = 300          # our generated illustrations, which go in as pictures
ART_DPI = 300          # images are decoded for printing at this resolution
BACK_EDGE = "#2d2250"  # the generated back's colour, extended into its bleed

Progress = Callable[[int, int], None]


def _tr(text: str) -> str:
    return QCoreApplication.translate("Proofs", text)


@dataclass(frozen=True)
class SheetLayout:
    """Where cards, bleed and crop marks go on one page, in millimetres from the top left."""

    paper: str = "a4"
    card_w: float = 63.0
    card_h: float = 88.0
    bleed: float = BLEED_MM

    @property
    def page_size(self) -> tuple[float, float]:
        """Paper width and height."""
        size = QPageSize(PAPERS[self.paper]).size(QPageSize.Unit.Millimeter)
        return size.width(), size.height()

    def _fit(self, paper: float, card: float) -> int:
        return max(1, math.floor((paper - 2 * (self.bleed + MARK_ROOM_MM)) / card))

    @property
    def cols(self) -> int:
        """Cards across."""
        return self._fit(self.page_size[0], self.card_w)

    @property
    def rows(self) -> int:
        """Cards down."""
        return self._fit(self.page_size[1], self.card_h)

    @property
    def per_page(self) -> int:
        """Cards on one page."""
        return self.cols * self.rows

    @property
    def grid(self) -> QRectF:
        """The cards' grid (its edges are the outer cut lines), centred on the page."""
        w, h = self.cols * self.card_w, self.rows * self.card_h
        page_w, page_h = self.page_size
        return QRectF((page_w - w) / 2, (page_h - h) / 2, w, h)

    def cuts(self) -> tuple[list[float], list[float]]:
        """The x of every vertical cut line and the y of every horizontal one."""
        grid = self.grid
        return ([grid.left() + i * self.card_w for i in range(self.cols + 1)],
                [grid.top() + j * self.card_h for j in range(self.rows + 1)])

    def card_rect(self, place: int) -> QRectF:
        """The cut outline of the card in a place (0 = top left, row by row)."""
        row, col = divmod(place, self.cols)
        grid = self.grid
        return QRectF(grid.left() + col * self.card_w, grid.top() + row * self.card_h,
                      self.card_w, self.card_h)

    def art_rect(self, place: int, filled: set[int]) -> QRectF:
        """A card's outline grown by the bleed on every side without a neighbour's card."""
        row, col = divmod(place, self.cols)

        def free(r: int, c: int) -> bool:
            inside = 0 <= r < self.rows and 0 <= c < self.cols
            return not inside or r * self.cols + c not in filled

        b = self.bleed
        return self.card_rect(place).adjusted(-b if free(row, col - 1) else 0,
                                              -b if free(row - 1, col) else 0,
                                              b if free(row, col + 1) else 0,
                                              b if free(row + 1, col) else 0)

    @staticmethod
    def back_place(place: int, cols: int) -> int:
        """Where a front's back goes on the back page (duplex: columns mirrored)."""
        row, col = divmod(place, cols)
        return row * cols + (cols - 1 - col)

    def marks(self) -> list[tuple[QPointF, QPointF]]:
        """Crop mark segments: outside the bleed, on the line of every cut."""
        xs, ys = self.cuts()
        grid = self.grid.adjusted(-self.bleed, -self.bleed, self.bleed, self.bleed)
        page_w, page_h = self.page_size
        out: list[tuple[QPointF, QPointF]] = []
        top, bottom = grid.top() - MARK_GAP_MM, grid.bottom() + MARK_GAP_MM
        left, right = grid.left() - MARK_GAP_MM, grid.right() + MARK_GAP_MM
        for x in xs:
            out.append((QPointF(x, top), QPointF(x, max(PAGE_EDGE_MM, top - MARK_LEN_MM))))
            out.append((QPointF(x, bottom),
                        QPointF(x, min(page_h - PAGE_EDGE_MM, bottom + MARK_LEN_MM))))
        for y in ys:
            out.append((QPointF(left, y), QPointF(max(PAGE_EDGE_MM, left - MARK_LEN_MM), y)))
            out.append((QPointF(right, y),
                        QPointF(min(page_w - PAGE_EDGE_MM, right + MARK_LEN_MM), y)))
        return out


def parse_card_size(text: str) -> tuple[float, float]:
    """``63x88`` → (63.0, 88.0) millimetres."""
    try:
        w, h = (float(part) for part in text.lower().replace("×", "x").split("x"))
    except ValueError as error:
        raise ValueError(_tr('card size "%s": write it as WIDTHxHEIGHT in mm, e.g. 63x88')
                         % text) from error
    if not (10 <= w <= 200 and 10 <= h <= 280):
        raise ValueError(_tr('card size "%s": between 10 and 200 mm wide, 280 mm high') % text)
    return w, h


@dataclass(frozen=True)
class ProofCard:
    """One printed copy: the card as the table shows it (name, type, text, cost, stats), its image."""

    face: dict
    image: Path | None = None


@dataclass
class ProofResult:
    """What was written, and the images that printed as generated faces instead."""

    path: Path
    cards: int
    pages: int
    warnings: list[str]
    cancelled: bool = False


def _mm(value: float) -> float:
    return value * RESOLUTION / 25.4


def _device(rect: QRectF) -> QRectF:
    return QRectF(_mm(rect.left()), _mm(rect.top()), _mm(rect.width()), _mm(rect.height()))


def draw_bleeding_image(p: QPainter, art: QImage, card: QRectF, bleed: QRectF) -> None:
    """Draw ``art`` over ``card`` (cropped to fill it) and mirror it into the bleed around it."""
    from desktop.table.cardface import cover_source

    cropped = art.copy(cover_source(art, card).toRect())  # one image, embedded once in the PDF
    p.save()
    p.setClipRect(bleed, Qt.ClipOperation.IntersectClip)
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    for sx in (-1, 0, 1):
        for sy in (-1, 0, 1):
            tile = card.translated(sx * card.width(), sy * card.height())
            if not tile.intersected(bleed).isValid() or tile.intersected(bleed).isEmpty():
                continue
            p.save()
            p.translate(tile.center())
            p.scale(-1 if sx else 1, -1 if sy else 1)
            p.translate(-tile.center())
            p.drawImage(tile, cropped)
            p.restore()
    p.restore()


def draw_proof_card(p: QPainter, card: QRectF, bleed: QRectF, face: dict | None,
                    art: QImage | None) -> None:
    """One card (``face`` None: its back) with its art bleeding into ``bleed``."""
    from desktop.table.cardface import paint_back, paint_face, type_color

    if art is not None:
        draw_bleeding_image(p, art, card, bleed)
        return
    p.save()
    p.setClipRect(bleed, Qt.ClipOperation.IntersectClip)
    p.fillRect(bleed, type_color(face) if face is not None else QColor(BACK_EDGE))
    p.setClipRect(card, Qt.ClipOperation.IntersectClip)
    if face is None:
        paint_back(p, card)
    else:
        paint_face(p, card, face, picture_scale=ART_DPI / RESOLUTION)
    p.restore()


def draw_marks(p: QPainter, layout: SheetLayout) -> None:
    """The crop marks of a page."""
    p.save()
    pen = QPen(QColor("black"), _mm(MARK_WIDTH_MM))
    pen.setCapStyle(Qt.PenCapStyle.FlatCap)
    p.setPen(pen)
    for a, b in layout.marks():
        p.drawLine(QPointF(_mm(a.x()), _mm(a.y())), QPointF(_mm(b.x()), _mm(b.y())))
    p.restore()


class _Art:
    """Images decoded once at print resolution; failures noted once."""

    def __init__(self, layout: SheetLayout) -> None:
        self.size = QSize(round(layout.card_w / 25.4 * ART_DPI), round(layout.card_h / 25.4 * ART_DPI))
        self.images: dict[Path, QImage | None] = {}
        self.warnings: list[str] = []

    def get(self, path: Path | None) -> QImage | None:
        from desktop.cardsets.cardimages import ImageDecodeError, decode_image

        if path is None:
            return None
        if path not in self.images:
            try:
                self.images[path] = decode_image(path, self.size)
            except ImageDecodeError as error:
                self.images[path] = None
                self.warnings.append(_tr("%s: %s; printed with a generated face") % (path, error))
        return self.images[path]


def check_pdf(path: Path) -> None:
    """Raise OSError unless ``path`` is a whole PDF: it starts as one and ends with its trailer
    (a full disk or a size limit leaves a file cut short, which no reader opens)."""
    with path.open("rb") as handle:
        head = handle.read(8)
        handle.seek(0, os.SEEK_END)
        size = handle.tell()
        handle.seek(max(0, size - 1024))
        tail = handle.read()
    if not head.startswith(b"%PDF-") or b"startxref" not in tail or not tail.rstrip().endswith(
            b"%%EOF"):
        raise OSError(_tr("the PDF was cut short (is the disk full?)"))


def render_proofs(cards: Sequence[ProofCard], out: Path, layout: SheetLayout,
                  back: Path | None = None, backs: bool = False,
                  progress: Progress | None = None,
                  cancelled: Callable[[], bool] | None = None) -> ProofResult:
    """Write the proof sheets of ``cards`` to the PDF ``out`` (safe on a worker thread).

    The PDF is written to a temporary file beside ``out``, checked whole, flushed to the disk and
    only then put in place of ``out``: a full disk, a failed write or a cancel leaves whatever
    ``out`` was before; anything but a regular file at ``out`` (a device, a pipe) is refused
    before anything is written. Raises OSError saying why it could not be written.
    """
    from engine.fileio import check_replaceable, fsync_folder

    check_replaceable(out)  # never a device or a pipe (--out /dev/full): refused, nothing made
    out.parent.mkdir(parents=True, exist_ok=True)
    handle, temp_name = tempfile.mkstemp(prefix=f".{out.name}.", suffix=".tmp", dir=out.parent)
    os.close(handle)
    temp = Path(temp_name)
    try:
        result = _render_to(cards, temp, layout, back, backs, progress, cancelled)
        if result.cancelled:
            temp.unlink(missing_ok=True)
            return ProofResult(out, result.cards, result.pages, result.warnings, True)
        check_pdf(temp)
        with temp.open("rb+") as written:
            os.fsync(written.fileno())
        os.replace(temp, out)
    except BaseException:
        with contextlib.suppress(OSError):
            temp.unlink()
        raise
    fsync_folder(out.parent)
    return ProofResult(out, result.cards, result.pages, result.warnings)


def _render_to(cards: Sequence[ProofCard], out: Path, layout: SheetLayout, back: Path | None,
               backs: bool, progress: Progress | None,
               cancelled: Callable[[], bool] | None) -> ProofResult:
    writer = QPdfWriter(str(out))
    writer.setPageSize(QPageSize(PAPERS[layout.paper]))
    writer.setPageMargins(QMarginsF(0, 0, 0, 0), QPageLayout.Unit.Millimeter)
    writer.setResolution(RESOLUTION)
    writer.setTitle(_tr("Card proofs"))
    writer.setCreator("Cardtable")
    art = _Art(layout)
    per_page = layout.per_page
    pages = [list(cards[i:i + per_page]) for i in range(0, len(cards), per_page)] or [[]]
    painter = QPainter()
    if not painter.begin(writer):
        raise OSError(_tr("cannot write the file (is the folder writable?)"))
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    done = 0
    sheets = 0
    stopped = False
    for number, page in enumerate(pages):
        filled = set(range(len(page)))
        if number:
            writer.newPage()
        sheets += 1
        for place, card in enumerate(page):
            if cancelled is not None and cancelled():
                stopped = True
                break
            draw_proof_card(painter, _device(layout.card_rect(place)),
                            _device(layout.art_rect(place, filled)), card.face, art.get(card.image))
            done += 1
            if progress is not None:
                progress(done, len(cards))
        draw_marks(painter, layout)
        if stopped:
            break
        if backs:
            writer.newPage()
            sheets += 1
            back_filled = {layout.back_place(i, layout.cols) for i in filled}
            back_art = art.get(back)
            for place in sorted(back_filled):
                draw_proof_card(painter, _device(layout.card_rect(place)),
                                _device(layout.art_rect(place, back_filled)), None, back_art)
            draw_marks(painter, layout)
    if not painter.end():
        raise OSError(_tr("cannot write the file"))
    return ProofResult(out, done, sheets, art.warnings, stopped)


# Which cards: a whole set, or a deck list over a set.
def set_cards(cardset: Any) -> list[ProofCard]:
    """Every card of a set, as many copies as its ``count`` column says (default one)."""
    return [ProofCard(definition_face(definition, cardset.language), cardset.image_paths.get(card_id))
            for card_id, definition in cardset.cards.items()
            for _ in range(max(0, int(cardset.counts.get(card_id, 1))))]


DECK_SECTIONS = ("Hero", "Deck", "Sideboard", "Prepared")


def deck_cards(cardset: Any, deck: Any) -> list[ProofCard]:
    """Every copy a deck list names, section by section."""
    return [ProofCard(definition_face(cardset.cards[card_id], cardset.language),
                      cardset.image_paths.get(card_id))
            for section in DECK_SECTIONS for card_id in deck.cards(section)
            if card_id in cardset.cards]


def game_cards(game: Any, images: Callable[[dict], Path | None],
               language: str = "") -> list[ProofCard]:
    """Every card of a game (one proof per card on the table), grouped by definition."""
    out: list[ProofCard] = []
    labels = sorted(game.cards, key=lambda label: (game.cards[label].def_id, label))
    for label in labels:
        definition = game.definitions[game.cards[label].def_id]
        face = definition_face(definition, language)
        out.append(ProofCard(face, images({"def": definition.id, "image": definition.image})))
    return out


class ProofJob(QObject):
    """Renders proofs on a worker thread; progress and the result come back as signals."""

    progressed = Signal(int, int)
    finished = Signal(object)   # ProofResult
    failed = Signal(str)

    def __init__(self, cards: Sequence[ProofCard], out: Path, layout: SheetLayout,
                 back: Path | None = None, backs: bool = False) -> None:
        super().__init__()
        self.cards = list(cards)
        self.out = out
        self.layout = layout
        self.back = back
        self.backs = backs
        self._cancel = threading.Event()
        self.thread: threading.Thread | None = None

    def start(self) -> None:
        """Begin rendering in the background."""
        self.thread = threading.Thread(target=self._run, name="proofs", daemon=True)
        self.thread.start()

    def cancel(self) -> None:
        """Stop after the card being drawn (nothing is written; an earlier file stays)."""
        self._cancel.set()

    def _run(self) -> None:
        try:
            result = render_proofs(self.cards, self.out, self.layout, self.back, self.backs,
                                   self.progressed.emit, self._cancel.is_set)
        except OSError as error:
            self.failed.emit(_tr("Cannot write %s: %s") % (self.out, error.strerror or error))
            return
        self.finished.emit(result)


# The command line.
def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    """``proofs (DECK --set FOLDER | FOLDER) --out FILE.pdf [--paper] [--backs] [--card-size]``."""
    parser = argparse.ArgumentParser(prog="cardtable proofs",
                                     description="Print a card set or a deck list as proof sheets.")
    parser.add_argument("source", help="a card set folder, or a deck list (with --set)")
    parser.add_argument("--set", dest="cardset", metavar="FOLDER",
                        help="the card set the deck list's cards come from")
    parser.add_argument("--out", required=True, metavar="FILE.pdf", help="the PDF to write")
    parser.add_argument("--paper", choices=tuple(PAPERS), default="a4")
    parser.add_argument("--backs", action="store_true",
                        help="a page of card backs after each page (duplex order)")
    parser.add_argument("--card-size", default="63x88", metavar="WxH",
                        help="card size in millimetres (default 63x88)")
    return parser.parse_args(list(argv))


def _application() -> Any:
    """A GUI application for fonts and painting (offscreen when there is no display), speaking
    the system's language (English plurals need their catalogue too)."""
    from desktop.qt import QGuiApplication

    app = QGuiApplication.instance()
    if app is not None:
        return app
    if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QGuiApplication(sys.argv[:1])
    from desktop.i18n import Translations, system_language

    Translations(app).set_language(system_language())
    return app


class Counted(QObject):
    """The command line's counted phrases (lupdate finds numerus forms in ``self.tr``)."""

    def summary(self, path: Path, cards: int, pages: int, layout: SheetLayout, paper: str) -> str:
        """``proofs.pdf: 8 cards on 1 page (3×3 per page, a4)``."""
        return self.tr("{path}: {cards} on {pages} ({cols}×{rows} per page, {paper})").format(
            path=path, cards=self.tr("%n card(s)", "", cards), pages=self.tr("%n page(s)", "", pages),
            cols=layout.cols, rows=layout.rows, paper=paper)


def _fail(text: str) -> int:
    """One line on stderr (``FILE:LINE: message``, or the tool's name where no file is to blame)."""
    print(text, file=sys.stderr)
    return 2


def main(argv: Sequence[str]) -> int:
    """Run ``proofs``; exit 0 when every card printed, 1 when some were left out, 2 on failure."""
    args = parse_args(argv)
    try:
        card_w, card_h = parse_card_size(args.card_size)
    except ValueError as error:
        return _fail(f"cardtable proofs: {error}")
    _app = _application()
    from desktop.texts import problem_line
    from engine.cardset import CardSetError, load_cardset

    source = Path(args.source)
    folder = Path(args.cardset) if args.cardset else source
    try:
        cardset = load_cardset(folder)
    except CardSetError as error:
        return _fail(problem_line(error))
    problems = list(cardset.problems)
    if args.cardset:
        from engine.decks import parse_deck

        try:
            deck = parse_deck(source, cardset)
        except CardSetError as error:
            return _fail(problem_line(error))
        problems += list(deck.problems)
        cards = deck_cards(cardset, deck)
    else:
        cards = set_cards(cardset)
    for problem in problems:
        print(problem_line(problem), file=sys.stderr)
    layout = SheetLayout(args.paper, card_w, card_h)
    try:
        result = render_proofs(cards, Path(args.out), layout, cardset.back, args.backs)
    except OSError as error:
        return _fail(f"{args.out}: {error.strerror or error}")
    for warning in result.warnings:
        print(warning, file=sys.stderr)
    print(Counted().summary(result.path, result.cards, result.pages, layout, args.paper))
    errors = [p for p in problems if getattr(p, "severity", "error") == "error"]
    return 1 if errors else 0


class PrintProofsDialog(QDialog):
    """File → Print proofs…: what to print, paper, card size, backs; then a progress dialog."""

    GAME, SET, DECK = "game", "set", "deck"

    def __init__(self, game: Any, cardset: Any, images: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.cardset = cardset
        self.images = images
        self.job: ProofJob | None = None
        self.result: ProofResult | None = None
        self.setWindowTitle(self.tr("Print proofs"))
        form = QFormLayout(self)
        self.source = QComboBox()
        self.source.addItem(self.tr("The cards of this game (%n)", "", len(game.cards)), self.GAME)
        if cardset is not None:
            self.source.addItem(self.tr("The whole card set “%s” (%n)", "", len(set_cards(cardset)))
                                % cardset.name, self.SET)
            self.source.addItem(self.tr("A deck list of the set…"), self.DECK)
            self.source.setCurrentIndex(1)
        form.addRow(self.tr("Print"), self.source)
        self.paper = QComboBox()
        self.paper.addItem("A4", "a4")
        self.paper.addItem(self.tr("US Letter"), "letter")
        form.addRow(self.tr("Paper"), self.paper)
        self.size = QLineEdit("63x88")
        form.addRow(self.tr("Card size (mm)"), self.size)
        self.backs = QCheckBox(self.tr("Add a page of backs after each page (print duplex)"))
        form.addRow("", self.backs)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def cards(self) -> list[ProofCard] | None:
        """The cards the chosen source names (None: the person cancelled choosing a deck)."""
        kind = self.source.currentData()
        if kind == self.SET:
            return set_cards(self.cardset)
        if kind == self.DECK:
            from desktop.texts import problem_line
            from engine.cardset import CardSetError
            from engine.decks import parse_deck

            path, _ = QFileDialog.getOpenFileName(self, self.tr("Choose a deck list"),
                                                  str(self.cardset.folder),
                                                  self.tr("Deck lists (*.txt);;All files (*)"))
            if not path:
                return None
            try:
                deck = parse_deck(path, self.cardset)
            except CardSetError as error:
                QMessageBox.warning(self, self.tr("Print proofs"), problem_line(error))
                return None
            return deck_cards(self.cardset, deck)
        return game_cards(self.game, self.images.path_of if self.images is not None
                          else lambda _card: None,
                          self.cardset.language if self.cardset is not None else "")

    def run(self) -> ProofResult | None:
        """Ask, then render in the background with a progress dialog."""
        if self.exec() != QDialog.DialogCode.Accepted:
            return None
        try:
            width, height = parse_card_size(self.size.text())
        except ValueError as error:
            QMessageBox.warning(self, self.tr("Print proofs"), str(error))
            return None
        cards = self.cards()
        if cards is None:
            return None
        out, _ = QFileDialog.getSaveFileName(self, self.tr("Save the proof sheets"), "proofs.pdf",
                                             self.tr("PDF files (*.pdf)"))
        if not out:
            return None
        layout = SheetLayout(self.paper.currentData(), width, height)
        back = self.cardset.back if self.cardset is not None else None
        result = self.render(cards, Path(out), layout, back, self.backs.isChecked())
        if result is not None and not result.cancelled:
            text = self.tr("%s: %n card(s)", "", result.cards) % result.path
            if result.warnings:
                text += "\n\n" + "\n".join(result.warnings)
            QMessageBox.information(self.parentWidget(), self.tr("Print proofs"), text)
        return result

    def render(self, cards: Sequence[ProofCard], out: Path, layout: SheetLayout,
               back: Path | None, backs: bool) -> ProofResult | None:
        """Render with a progress dialog (the event loop keeps running); the result or None."""
        progress = QProgressDialog(self.tr("Drawing the proof sheets…"), self.tr("Cancel"), 0,
                                   max(1, len(cards)), self.parentWidget())
        progress.setWindowTitle(self.tr("Print proofs"))
        progress.setWindowModality(Qt.WindowModality.WindowModal)
        progress.setMinimumDuration(0)
        job = ProofJob(cards, out, layout, back, backs)
        self.job = job
        loop = QEventLoop()
        outcome: list[Any] = []
        job.progressed.connect(lambda done, _total: progress.setValue(done))
        job.finished.connect(lambda result: (outcome.append(result), loop.quit()))
        job.failed.connect(lambda message: (outcome.append(message), loop.quit()))
        progress.canceled.connect(job.cancel)
        job.start()
        loop.exec()
        progress.close()
        result = outcome[0] if outcome else None
        if isinstance(result, str):
            QMessageBox.warning(self.parentWidget(), self.tr("Print proofs"), result)
            return None
        self.result = result
        return result
