"""Proof sheets (a PDF: cards on A4 or US Letter with bleed and crop marks) and print-shop images
(one PNG per card face).

Geometry (spec/card-set.md): a grid of cards (3×3 of 63×88 mm: 189×264 mm) plus 3 mm of bleed
around the grid's outside edge (195×270 mm), centred on the page. Crop marks sit on every cut line
at least 5 mm inside the paper: outside the bleed where there is room, else over it. A card's art
extends 3 mm past its edges where no neighbour's card lies (the grid's outside, or an empty place
on the last page): an image is mirrored into the bleed (one that already has its bleed is used as
it is), a generated face extends its frame colour. Apart (``--gap``), every card has its own bleed
and cut lines. With backs, each page of fronts is followed by its backs in duplex order (columns
mirrored, for a long-edge flip). Text on paper is never cut (``paint_face(paper=True)``); cards
whose text needed less than 6 pt are named. Images are decoded a page at a time and let go.

``python -m desktop proofs (DECK --set FOLDER | FOLDER) --out FILE.pdf [--paper a4|letter]
[--backs] [--gap MM] [--card-size 63x88]`` makes the same file as File → Print proofs;
``--format png --out FOLDER`` the print shop's images.
"""

from __future__ import annotations

import argparse
import contextlib
import math
import os
import re
import sys
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from desktop.qt import (
    QCheckBox,
    QColor,
    QComboBox,
    QCoreApplication,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
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
from engine.fileio import check_replaceable, fsync_folder, new_file_beside

if TYPE_CHECKING:
    from desktop.cardsets.cardimages import CardImages
    from engine.cardset import CardSet
    from engine.decks import DeckList
    from engine.game import Game

PAPERS: dict[str, QPageSize.PageSizeId] = {"a4": QPageSize.PageSizeId.A4,
                                          "letter": QPageSize.PageSizeId.Letter}
BLEED_MM = 3.0
EDGE_MM = 5.0          # every mark at least this far inside the paper's edge (printers' margin)
MARK_GAP_MM = 0.5      # between the bleed's edge and a crop mark
MARK_LEN_MM = 5.0
MIN_MARK_MM = 1.5      # a mark outside the bleed at least this long, else it goes into the bleed
INSIDE_STOP_MM = 0.5   # a mark drawn in the bleed stops this short of the cut
MARK_ROOM_MM = 3.0     # at least this much room outside the bleed for the marks (butted sheets)
MARK_WIDTH_MM = 0.2
RESOLUTION = 600       # PDF device units per inch (vector parts)
ART_DPI = 300          # images are decoded for printing at this resolution
PNG_DPI = 300          # print-on-demand shops ask for at least this
DEFAULT_GAP_MM = 3.0  # File → Print proofs' gap for cards apart
HARD_TO_READ_PT = 6.0  # text set smaller than this on paper is named as hard to read
BACK_EDGE = "#2d2250"  # the generated back's colour, extended into its bleed

Progress = Callable[[int, int], None]


def _tr(text: str) -> str:
    return QCoreApplication.translate("Proofs", text)


class Mark(NamedTuple):
    """One crop mark from ``a`` to ``b`` (mm); ``inside``: drawn over the bleed (where the paper
    leaves no room outside it), with a white edge so that it shows on any art."""

    a: QPointF
    b: QPointF
    inside: bool = False


@dataclass(frozen=True)
class SheetLayout:
    """Where cards, bleed and crop marks go on one page, in millimetres from the top left.

    Butted (``gap`` None): the cards touch and share their cut lines; the bleed runs around the
    grid's outside. Apart (``gap`` in mm, for a guillotine): every card has its own bleed on
    every side and its own cut lines, ``gap`` mm between one card's bleed and the next; the page
    turns to landscape where that holds more cards (:meth:`apart`).
    """

    paper: str = "a4"
    card_w: float = 63.0
    card_h: float = 88.0
    bleed: float = BLEED_MM
    gap: float | None = None
    landscape: bool = False

    @classmethod
    def apart(cls, paper: str, card_w: float, card_h: float, gap: float) -> SheetLayout:
        """A guillotine sheet: portrait or landscape, whichever holds more cards."""
        upright = cls(paper, card_w, card_h, gap=gap)
        turned = cls(paper, card_w, card_h, gap=gap, landscape=True)
        return turned if turned.per_page > upright.per_page else upright

    @property
    def page_size(self) -> tuple[float, float]:
        """Paper width and height (as the page is turned)."""
        size = QPageSize(PAPERS[self.paper]).size(QPageSize.Unit.Millimeter)
        w, h = size.width(), size.height()
        return (h, w) if self.landscape else (w, h)

    @property
    def pitch(self) -> tuple[float, float]:
        """From one card's left (top) edge to the next one's."""
        if self.gap is None:
            return self.card_w, self.card_h
        return self.card_w + 2 * self.bleed + self.gap, self.card_h + 2 * self.bleed + self.gap

    def _fit(self, paper: float, card: float, pitch: float) -> int:
        if self.gap is None:
            return max(1, math.floor((paper - 2 * (self.bleed + MARK_ROOM_MM)) / card))
        # Apart: room for whole marks outside the block on every side.
        room = paper - 2 * (EDGE_MM + MARK_GAP_MM + MIN_MARK_MM) - 2 * self.bleed - card
        return max(1, 1 + math.floor(room / pitch)) if room >= 0 else 1

    @property
    def cols(self) -> int:
        """Cards across."""
        return self._fit(self.page_size[0], self.card_w, self.pitch[0])

    @property
    def rows(self) -> int:
        """Cards down."""
        return self._fit(self.page_size[1], self.card_h, self.pitch[1])

    @property
    def per_page(self) -> int:
        """Cards on one page."""
        return self.cols * self.rows

    @property
    def grid(self) -> QRectF:
        """From the first card's top left cut to the last card's bottom right cut, centred."""
        step_x, step_y = self.pitch
        w = (self.cols - 1) * step_x + self.card_w
        h = (self.rows - 1) * step_y + self.card_h
        page_w, page_h = self.page_size
        return QRectF((page_w - w) / 2, (page_h - h) / 2, w, h)

    def cuts(self) -> tuple[list[float], list[float]]:
        """The x of every vertical cut line and the y of every horizontal one."""
        grid = self.grid
        step_x, step_y = self.pitch
        if self.gap is None:
            return ([grid.left() + i * step_x for i in range(self.cols + 1)],
                    [grid.top() + j * step_y for j in range(self.rows + 1)])
        return ([grid.left() + i * step_x + edge for i in range(self.cols) for edge in (0, self.card_w)],
                [grid.top() + j * step_y + edge for j in range(self.rows) for edge in (0, self.card_h)])

    def card_rect(self, place: int) -> QRectF:
        """The cut outline of the card in a place (0 = top left, row by row)."""
        row, col = divmod(place, self.cols)
        grid = self.grid
        step_x, step_y = self.pitch
        return QRectF(grid.left() + col * step_x, grid.top() + row * step_y, self.card_w, self.card_h)

    def art_rect(self, place: int, filled: set[int]) -> QRectF:
        """A card's outline grown by the bleed on every side without a neighbour's card (apart:
        on every side)."""
        row, col = divmod(place, self.cols)

        def free(r: int, c: int) -> bool:
            inside = 0 <= r < self.rows and 0 <= c < self.cols
            return self.gap is not None or not inside or r * self.cols + c not in filled

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

    def marks(self) -> list[Mark]:
        """Crop marks on the line of every cut, at least EDGE_MM inside the paper: outside the
        bleed where the paper has room for them, else over the outer bleed (US Letter's 3×3
        leaves 4.7 mm above and below it), which is cut away with the marks on it."""
        xs, ys = self.cuts()
        outer = self.grid.adjusted(-self.bleed, -self.bleed, self.bleed, self.bleed)
        page_w, page_h = self.page_size
        out: list[Mark] = []
        for x in xs:
            out.append(self._mark(x, outer.top(), self.grid.top(), EDGE_MM, True))
            out.append(self._mark(x, outer.bottom(), self.grid.bottom(), page_h - EDGE_MM, True))
        for y in ys:
            out.append(self._mark(y, outer.left(), self.grid.left(), EDGE_MM, False))
            out.append(self._mark(y, outer.right(), self.grid.right(), page_w - EDGE_MM, False))
        return out

    @staticmethod
    def _mark(at: float, bleed_edge: float, cut: float, limit: float, vertical: bool) -> Mark:
        """The mark of the cut line ``at``, from the bleed's edge outwards to ``limit``."""
        outwards = 1 if limit > cut else -1
        start = bleed_edge + outwards * MARK_GAP_MM
        room = (limit - start) * outwards
        if room >= MIN_MARK_MM:
            ends = (start, start + outwards * min(MARK_LEN_MM, room))
            inside = False
        else:  # over the bleed, from the paper's margin to just short of the cut
            ends = (limit, cut + outwards * INSIDE_STOP_MM)
            inside = True

        def point(along: float) -> QPointF:
            return QPointF(at, along) if vertical else QPointF(along, at)

        return Mark(point(ends[0]), point(ends[1]), inside)


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
    """One printed copy: the card as the table shows it (name, type, text, cost, stats), its image,
    and where its row is (``cards.csv:37``), for naming a card whose text is hard to read."""

    face: dict
    image: Path | None = None
    where: str = ""


@dataclass
class ProofResult:
    """What was written, the images that printed as generated faces instead, and the cards whose
    text had to be set smaller than HARD_TO_READ_PT to fit."""

    path: Path
    cards: int
    pages: int
    warnings: list[str]
    cancelled: bool = False
    hard_to_read: list[str] = field(default_factory=list)


def _mm(value: float) -> float:
    return value * RESOLUTION / 25.4


def _device(rect: QRectF) -> QRectF:
    return QRectF(_mm(rect.left()), _mm(rect.top()), _mm(rect.width()), _mm(rect.height()))


def has_bleed(art: QImage, card_w: float, card_h: float, bleed: float = BLEED_MM) -> bool:
    """Whether an image already holds the bleed: its shape is nearer the card with its bleed
    (69×94 mm for 63×88) than the card's (a print shop's template, 822×1122 px)."""
    if art.width() <= 0 or art.height() <= 0:
        return False
    ratio = art.width() / art.height()
    return abs(ratio - (card_w + 2 * bleed) / (card_h + 2 * bleed)) < abs(ratio - card_w / card_h)


def draw_bleeding_image(p: QPainter, art: QImage, card: QRectF, bleed: QRectF,
                        full_bleed: float = 0.0, crops: dict | None = None) -> None:
    """Draw ``art`` over ``card`` (cropped to fill it) and mirror it into the bleed around it.
    ``full_bleed``: the image holds that much bleed around the card already (in ``p``'s units):
    it covers the card grown by it, as it is, nothing mirrored. ``crops``: keeps the cropped
    image for the next card with the same art (the back: the PDF embeds it once)."""
    from desktop.table.cardface import cover_source

    p.save()
    p.setClipRect(bleed, Qt.ClipOperation.IntersectClip)
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    if full_bleed:
        whole = card.adjusted(-full_bleed, -full_bleed, full_bleed, full_bleed)
        p.drawImage(whole, art, cover_source(art, whole))
        p.restore()
        return
    key = (art.cacheKey(), round(card.width()), round(card.height()))
    cropped = crops.get(key) if crops is not None else None
    if cropped is None:
        cropped = art.copy(cover_source(art, card).toRect())  # one image, embedded once
        if crops is not None:
            crops[key] = cropped
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
                    art: QImage | None, picture_scale: float | None = ART_DPI / RESOLUTION,
                    full_bleed: float = 0.0, crops: dict | None = None) -> float | None:
    """One card (``face`` None: its back) with its art bleeding into ``bleed``; its text set on
    paper (never cut). Returns the smallest text size used (``p``'s units), None for an image."""
    from desktop.table.cardface import paint_back, paint_face, type_color

    if art is not None:
        draw_bleeding_image(p, art, card, bleed, full_bleed, crops)
        return None
    p.save()
    p.setClipRect(bleed, Qt.ClipOperation.IntersectClip)
    p.fillRect(bleed, type_color(face) if face is not None else QColor(BACK_EDGE))
    p.setClipRect(card, Qt.ClipOperation.IntersectClip)
    smallest = None
    if face is None:
        paint_back(p, card)
    else:
        smallest = paint_face(p, card, face, picture_scale=picture_scale, paper=True)
    p.restore()
    return smallest


def draw_marks(p: QPainter, layout: SheetLayout) -> None:
    """The crop marks of a page (those over the bleed on a white edge)."""
    p.save()
    width = _mm(MARK_WIDTH_MM)
    halo = QPen(QColor("white"), width * 3)
    halo.setCapStyle(Qt.PenCapStyle.FlatCap)
    pen = QPen(QColor("black"), width)
    pen.setCapStyle(Qt.PenCapStyle.FlatCap)
    for mark in layout.marks():
        a, b = QPointF(_mm(mark.a.x()), _mm(mark.a.y())), QPointF(_mm(mark.b.x()), _mm(mark.b.y()))
        if mark.inside:
            p.setPen(halo)
            p.drawLine(a, b)
        p.setPen(pen)
        p.drawLine(a, b)
    p.restore()


class _Art:
    """Images decoded at print resolution for the page being drawn, then let go (a 1,000-card set
    never holds more than a page of them); the back is kept. Failures are noted once."""

    def __init__(self, layout: SheetLayout, dpi: int = ART_DPI) -> None:
        self.size = QSize(round(layout.card_w / 25.4 * dpi), round(layout.card_h / 25.4 * dpi))
        self.images: dict[Path, QImage | None] = {}
        self.failed: set[Path] = set()
        self.warnings: list[str] = []

    def get(self, path: Path | None) -> QImage | None:
        from desktop.cardsets.cardimages import ImageDecodeError, decode_image

        if path is None or path in self.failed:
            return None
        if path not in self.images:
            try:
                self.images[path] = decode_image(path, self.size)
            except ImageDecodeError as error:
                self.images[path] = None
                self.failed.add(path)
                self.warnings.append(_tr("%s: %s; printed with a generated face") % (path, error))
        return self.images[path]

    def page_done(self, keep: Path | None = None) -> None:
        """Let the page's images go (``keep``: the back, drawn on every page of backs)."""
        kept = self.images.get(keep) if keep is not None else None
        self.images.clear()
        if keep is not None and kept is not None:
            self.images[keep] = kept


class _Legibility:
    """The cards whose text on paper went below HARD_TO_READ_PT, each named once."""

    def __init__(self, units_per_inch: float) -> None:
        self.units_per_inch = units_per_inch
        self.lines: dict[str, str] = {}

    def note(self, card: ProofCard, smallest: float | None) -> None:
        if smallest is None:
            return
        points = smallest * 72 / self.units_per_inch
        if points >= HARD_TO_READ_PT:
            return
        name = str(card.face.get("name", ""))
        key = card.where or name
        if key not in self.lines:
            text = _tr('hard to read: “%s” is set in %s pt to fit on paper') % (
                name, f"{points:.1f}")
            self.lines[key] = f"{card.where}: {text}" if card.where else text


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


def _put_in_place(temp: Path, out: Path) -> None:
    """Flush ``temp`` to the disk and put it in place of ``out``."""
    with temp.open("rb+") as written:
        os.fsync(written.fileno())
    os.replace(temp, out)


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

    check_replaceable(out)  # never a device or a pipe (--out /dev/full): refused, nothing made
    out.parent.mkdir(parents=True, exist_ok=True)
    temp = new_file_beside(out)
    try:
        result = _render_to(cards, temp, layout, back, backs, progress, cancelled)
        if result.cancelled:
            temp.unlink(missing_ok=True)
            return ProofResult(out, result.cards, result.pages, result.warnings, True,
                               result.hard_to_read)
        check_pdf(temp)
        _put_in_place(temp, out)
    except BaseException:
        with contextlib.suppress(OSError):
            temp.unlink()
        raise
    fsync_folder(out.parent)
    return ProofResult(out, result.cards, result.pages, result.warnings,
                       hard_to_read=result.hard_to_read)


def _render_to(cards: Sequence[ProofCard], out: Path, layout: SheetLayout, back: Path | None,
               backs: bool, progress: Progress | None,
               cancelled: Callable[[], bool] | None) -> ProofResult:
    writer = QPdfWriter(str(out))
    page_layout = QPageLayout(QPageSize(PAPERS[layout.paper]),
                              QPageLayout.Orientation.Landscape if layout.landscape
                              else QPageLayout.Orientation.Portrait, QMarginsF(0, 0, 0, 0),
                              QPageLayout.Unit.Millimeter)
    writer.setPageLayout(page_layout)
    writer.setResolution(RESOLUTION)
    writer.setTitle(_tr("Card proofs"))
    writer.setCreator("Cardtable")
    art = _Art(layout)
    legibility = _Legibility(RESOLUTION)
    per_page = layout.per_page
    painter = QPainter()
    if not painter.begin(writer):
        raise OSError(_tr("cannot write the file (is the folder writable?)"))
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    bleed = _mm(layout.bleed)
    back_crops: dict = {}  # the back's image, cropped once and embedded once
    done = 0
    sheets = 0
    stopped = False
    for number, first in enumerate(range(0, max(1, len(cards)), per_page)):
        page = cards[first:first + per_page]
        filled = set(range(len(page)))
        if number:
            writer.newPage()
        sheets += 1
        for place, card in enumerate(page):
            if cancelled is not None and cancelled():
                stopped = True
                break
            image = art.get(card.image)
            full = bleed if image is not None and has_bleed(image, layout.card_w, layout.card_h) else 0
            legibility.note(card, draw_proof_card(
                painter, _device(layout.card_rect(place)), _device(layout.art_rect(place, filled)),
                card.face, image, full_bleed=full))
            done += 1
            if progress is not None:
                progress(done, len(cards))
        draw_marks(painter, layout)
        art.page_done(keep=back)
        if stopped:
            break
        if backs:
            writer.newPage()
            sheets += 1
            back_filled = {layout.back_place(i, layout.cols) for i in filled}
            back_art = art.get(back)
            full = bleed if back_art is not None and has_bleed(back_art, layout.card_w,
                                                              layout.card_h) else 0
            for place in sorted(back_filled):
                draw_proof_card(painter, _device(layout.card_rect(place)),
                                _device(layout.art_rect(place, back_filled)), None, back_art,
                                full_bleed=full, crops=back_crops)
            draw_marks(painter, layout)
    if not painter.end():
        raise OSError(_tr("cannot write the file"))
    return ProofResult(out, done, sheets, art.warnings, stopped, list(legibility.lines.values()))


# One image per card face for a print-on-demand shop.
PNG_NAME = re.compile(r"^\d+[ab]-.*\.png$")


def png_size(layout: SheetLayout) -> QSize:
    """A card with its bleed at PNG_DPI: 815×1110 px for 63×88 mm with 3 mm of bleed."""
    return QSize(round((layout.card_w + 2 * layout.bleed) / 25.4 * PNG_DPI),
                 round((layout.card_h + 2 * layout.bleed) / 25.4 * PNG_DPI))


def png_names(cards: Sequence[ProofCard], backs: bool) -> list[tuple[str, str | None]]:
    """Each card's file names, front and back (None without backs): ``001a-troll.png`` and
    ``001b-troll-back.png``, numbered in the cards' order so that the files sort in it."""
    digits = max(3, len(str(len(cards))))
    out = []
    for number, card in enumerate(cards, start=1):
        slug = _slug(str(card.face.get("def") or card.face.get("name") or "card"))
        stem = f"{number:0{digits}d}"
        out.append((f"{stem}a-{slug}.png", f"{stem}b-{slug}-back.png" if backs else None))
    return out


def _slug(text: str) -> str:
    """A file-name-safe form of a card's id (letters of any script kept, the rest dashes)."""
    slug = re.sub(r"[^\w]+", "-", text, flags=re.UNICODE).strip("-_")
    return slug[:40] or "card"


def render_png(cards: Sequence[ProofCard], folder: Path, layout: SheetLayout,
               back: Path | None = None, backs: bool = False, progress: Progress | None = None,
               cancelled: Callable[[], bool] | None = None) -> ProofResult:
    """Write one PNG per card face (and back) into ``folder`` for a print shop: the card with
    its bleed at PNG_DPI (:func:`png_size`), art that already has bleed used as it is. Each file
    is written atomically; files of an earlier export (``NNNa-….png``) that this one does not
    make again are removed, so the folder holds this export alone."""
    folder.mkdir(parents=True, exist_ok=True)
    size = png_size(layout)
    scale = PNG_DPI / 25.4  # pixels a millimetre
    card = QRectF(layout.bleed * scale, layout.bleed * scale, layout.card_w * scale,
                  layout.card_h * scale)
    whole = QRectF(0, 0, size.width(), size.height())
    art = _Art(layout, PNG_DPI)
    legibility = _Legibility(PNG_DPI)
    names = png_names(cards, backs)
    written: set[str] = set()
    done = 0
    for item, (front_name, back_name) in zip(cards, names, strict=True):
        if cancelled is not None and cancelled():
            return ProofResult(folder, done, 0, art.warnings, True, list(legibility.lines.values()))
        for face, path, name in ((item.face, item.image, front_name), (None, back, back_name)):
            if name is None:
                continue
            image = QImage(size, QImage.Format.Format_RGB32)
            image.setDotsPerMeterX(round(PNG_DPI / 0.0254))  # the shop reads 300 dpi from it
            image.setDotsPerMeterY(round(PNG_DPI / 0.0254))
            image.fill(QColor("white"))
            painter = QPainter(image)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            picture = art.get(path)
            full = (layout.bleed * scale if picture is not None
                    and has_bleed(picture, layout.card_w, layout.card_h) else 0)
            smallest = draw_proof_card(painter, card, whole, face, picture, None, full)
            painter.end()
            if face is not None:
                legibility.note(item, smallest)
            _save_png(image, folder / name)
            written.add(name)
        art.page_done(keep=back)
        done += 1
        if progress is not None:
            progress(done, len(cards))
    for stale in folder.iterdir():
        if PNG_NAME.match(stale.name) and stale.name not in written:
            with contextlib.suppress(OSError):
                stale.unlink()

    fsync_folder(folder)
    return ProofResult(folder, done, 0, art.warnings, hard_to_read=list(legibility.lines.values()))


def _save_png(image: QImage, out: Path) -> None:
    """Write one PNG atomically (a temporary file beside it, flushed, then renamed)."""
    temp = new_file_beside(out)
    try:
        # PySide6's stub types the format as bytes; the binding takes only a str there.
        if not image.save(str(temp), "PNG"):  # type: ignore[call-overload]
            raise OSError(_tr("cannot write %s") % out)
        _put_in_place(temp, out)
    except BaseException:
        with contextlib.suppress(OSError):
            temp.unlink()
        raise


# Which cards: a whole set, or a deck list over a set.
def _where(cardset: CardSet, card_id: str) -> str:
    row = cardset.rows.get(card_id)
    return f"{cardset.cards_file}:{row}" if row else ""


def set_cards(cardset: CardSet) -> list[ProofCard]:
    """Every card of a set, as many copies as its ``count`` column says (default one)."""
    return [ProofCard(definition_face(definition, cardset.language), cardset.image_paths.get(card_id),
                      _where(cardset, card_id))
            for card_id, definition in cardset.cards.items()
            for _ in range(max(0, int(cardset.counts.get(card_id, 1))))]


DECK_SECTIONS = ("Hero", "Deck", "Sideboard", "Prepared")


def deck_cards(cardset: CardSet, deck: DeckList) -> list[ProofCard]:
    """Every copy a deck list names, section by section."""
    return [ProofCard(definition_face(cardset.cards[card_id], cardset.language),
                      cardset.image_paths.get(card_id), _where(cardset, card_id))
            for section in DECK_SECTIONS for card_id in deck.cards(section)
            if card_id in cardset.cards]


def game_cards(game: Game, images: Callable[[dict], Path | None],
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
    """Renders proofs (a PDF, or PNG files with ``png``) on a worker thread; progress and the
    result come back as signals."""

    progressed = Signal(int, int)
    finished = Signal(object)   # ProofResult
    failed = Signal(str)

    def __init__(self, cards: Sequence[ProofCard], out: Path, layout: SheetLayout,
                 back: Path | None = None, backs: bool = False, png: bool = False) -> None:
        super().__init__()
        self.cards = list(cards)
        self.out = out
        self.layout = layout
        self.back = back
        self.backs = backs
        self.png = png
        self._cancel = threading.Event()
        self.worker: threading.Thread | None = None  # (QObject.thread() is Qt's)

    def start(self) -> None:
        """Begin rendering in the background."""
        self.worker = threading.Thread(target=self._run, name="proofs", daemon=True)
        self.worker.start()

    def cancel(self) -> None:
        """Stop after the card being drawn (nothing is written; an earlier file stays)."""
        self._cancel.set()

    def _run(self) -> None:
        render = render_png if self.png else render_proofs
        try:
            result = render(self.cards, self.out, self.layout, self.back, self.backs,
                            self.progressed.emit, self._cancel.is_set)
        except OSError as error:
            self.failed.emit(_tr("Cannot write %s: %s") % (self.out, error.strerror or error))
            return
        self.finished.emit(result)


# The command line.
def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    """``proofs (DECK --set FOLDER | FOLDER) --out FILE.pdf [--paper] [--backs] [--gap MM]
    [--card-size WxH]``, or ``--format png --out FOLDER``."""
    parser = argparse.ArgumentParser(prog="cardtable proofs",
                                     description="Print a card set or a deck list as proof sheets, "
                                                 "or as one image per card for a print shop.")
    parser.add_argument("source", help="a card set folder, or a deck list (with --set)")
    parser.add_argument("--set", dest="cardset", metavar="FOLDER",
                        help="the card set the deck list's cards come from")
    parser.add_argument("--out", required=True, metavar="FILE.pdf|FOLDER",
                        help="the PDF to write (with --format png: the folder of images)")
    parser.add_argument("--format", choices=("pdf", "png"), default="pdf",
                        help="pdf: sheets to print and cut (default); png: one image per card "
                             "face (and back), 63×88 mm plus 3 mm bleed at 300 dpi")
    parser.add_argument("--paper", choices=tuple(PAPERS), default="a4")
    parser.add_argument("--backs", action="store_true",
                        help="a page of card backs after each page (duplex order); with png, a "
                             "back image after each card")
    parser.add_argument("--gap", type=float, metavar="MM",
                        help="cards apart, MM between them, each with its own bleed and crop "
                             "marks (for a guillotine)")
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
    from desktop.table.cardface import install_font_fallbacks

    Translations(app).set_language(system_language())
    install_font_fallbacks()
    return app


class Counted(QObject):
    """The command line's counted phrases (lupdate finds numerus forms in ``self.tr``)."""

    def summary(self, path: Path, cards: int, pages: int, layout: SheetLayout, paper: str) -> str:
        """``proofs.pdf: 8 cards on 1 page (3×3 per page, a4)``."""
        return self.tr("{path}: {cards} on {pages} ({cols}×{rows} per page, {paper})").format(
            path=path, cards=self.tr("%n card(s)", "", cards), pages=self.tr("%n page(s)", "", pages),
            cols=layout.cols, rows=layout.rows, paper=paper)

    def images(self, folder: Path, cards: int, size: QSize, backs: bool) -> str:
        """``shop/: 8 cards as 815×1110 px images (with backs)``."""
        text = self.tr("{folder}: {cards} as {w}×{h} px images").format(
            folder=folder, cards=self.tr("%n card(s)", "", cards), w=size.width(), h=size.height())
        return text + (" " + self.tr("(with backs)") if backs else "")


def _fail(text: str) -> int:
    """One line on stderr (``FILE:LINE: message``, or the tool's name where no file is to blame)."""
    print(text, file=sys.stderr)
    return 2


def _layout(args: argparse.Namespace) -> SheetLayout:
    """The sheet the arguments ask for (raises ValueError for a bad card size or gap)."""
    card_w, card_h = parse_card_size(args.card_size)
    if args.gap is None:
        return SheetLayout(args.paper, card_w, card_h)
    if not 0 <= args.gap <= 50:
        raise ValueError(_tr("--gap %s: between 0 and 50 mm") % args.gap)
    return SheetLayout.apart(args.paper, card_w, card_h, args.gap)


def main(argv: Sequence[str]) -> int:
    """Run ``proofs``; exit 0 when every card printed, 1 when some were left out, 2 on failure."""
    args = parse_args(argv)
    try:
        layout = _layout(args)
    except ValueError as error:
        return _fail(f"cardtable proofs: {error}")
    _app = _application()
    from desktop.texts import problem_line
    from engine.cardset import CardSetError, load_cardset
    from engine.progress import Counter

    source = Path(args.source)
    folder = Path(args.cardset) if args.cardset else source
    counter = Counter(sys.stderr, str(folder))
    try:
        cardset = load_cardset(folder, progress=counter)
    except CardSetError as error:
        return _fail(problem_line(error))
    counter.finish()
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
    counter = Counter(sys.stderr, str(args.out))
    render = render_png if args.format == "png" else render_proofs
    try:
        result = render(cards, Path(args.out), layout, cardset.back, args.backs, progress=counter)
    except OSError as error:
        return _fail(f"{args.out}: {error.strerror or error}")
    counter.finish()
    for warning in [*result.warnings, *result.hard_to_read]:
        print(warning, file=sys.stderr)
    if args.format == "png":
        print(Counted().images(result.path, result.cards, png_size(layout), args.backs))
    else:
        print(Counted().summary(result.path, result.cards, result.pages, layout, args.paper))
    errors = [p for p in problems if getattr(p, "severity", "error") == "error"]
    return 1 if errors else 0


class PrintProofsDialog(QDialog):
    """File → Print proofs…: what to print; sheets (paper, butted or apart for a guillotine) or
    one image per card for a print shop; card size, backs; then a progress dialog."""

    GAME, SET, DECK = "game", "set", "deck"

    def __init__(self, game: Game, cardset: CardSet | None, images: CardImages | None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.cardset = cardset
        self.images = images
        self.job: ProofJob | None = None
        self.proofs: ProofResult | None = None  # what the last run made
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
        self.card_size = QLineEdit("63x88")
        form.addRow(self.tr("Card size (mm)"), self.card_size)
        self.apart = QCheckBox(self.tr("Cards apart, each with its own bleed and crop marks "
                                       "(for a guillotine)"))
        self.gap = QDoubleSpinBox()
        self.gap.setRange(0, 50)
        self.gap.setValue(DEFAULT_GAP_MM)
        self.gap.setSuffix("\u00a0" + self.tr("mm"))  # no line break before the unit
        self.gap.setEnabled(False)
        self.apart.toggled.connect(self.gap.setEnabled)
        form.addRow("", self.apart)
        form.addRow(self.tr("Gap between cards"), self.gap)
        self.format = QComboBox()
        self.format.addItem(self.tr("PDF sheets to print and cut"), "pdf")
        self.format.addItem(self.tr("One PNG image per card, for a print shop (300 dpi, 3 mm bleed)"),
                            "png")
        form.addRow(self.tr("Make"), self.format)
        self.format.currentIndexChanged.connect(self._format_chosen)
        self.backs = QCheckBox(self.tr("Add a page of backs after each page (print duplex)"))
        form.addRow("", self.backs)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def _format_chosen(self) -> None:
        """Paper and gap are for sheets; images have their own size."""
        sheets = self.format.currentData() == "pdf"
        self.paper.setEnabled(sheets)
        self.apart.setEnabled(sheets)
        self.gap.setEnabled(sheets and self.apart.isChecked())
        self.backs.setText(self.tr("Add a page of backs after each page (print duplex)") if sheets
                           else self.tr("An image of the back after each card"))

    def sheet_layout(self, width: float, height: float) -> SheetLayout:
        """The sheet the choices describe."""
        if self.apart.isChecked() and self.format.currentData() == "pdf":
            return SheetLayout.apart(self.paper.currentData(), width, height, self.gap.value())
        return SheetLayout(self.paper.currentData(), width, height)

    def cards(self) -> list[ProofCard] | None:
        """The cards the chosen source names (None: the person cancelled choosing a deck)."""
        kind, cardset = self.source.currentData(), self.cardset  # a set's sources need the set
        if kind == self.SET and cardset is not None:
            return set_cards(cardset)
        if kind == self.DECK and cardset is not None:
            from desktop.texts import problem_line
            from engine.cardset import CardSetError
            from engine.decks import parse_deck

            path, _ = QFileDialog.getOpenFileName(self, self.tr("Choose a deck list"),
                                                  str(cardset.folder),
                                                  self.tr("Deck lists (*.txt);;All files (*)"))
            if not path:
                return None
            try:
                deck = parse_deck(path, cardset)
            except CardSetError as error:
                QMessageBox.warning(self, self.tr("Print proofs"), problem_line(error))
                return None
            return deck_cards(cardset, deck)
        return game_cards(self.game, self.images.path_of if self.images is not None
                          else lambda _card: None,
                          self.cardset.language if self.cardset is not None else "")

    def run(self) -> ProofResult | None:
        """Ask, then render in the background with a progress dialog."""
        if self.exec() != QDialog.DialogCode.Accepted:
            return None
        try:
            width, height = parse_card_size(self.card_size.text())
        except ValueError as error:
            QMessageBox.warning(self, self.tr("Print proofs"), str(error))
            return None
        cards = self.cards()
        if cards is None:
            return None
        png = self.format.currentData() == "png"
        if png:
            out = QFileDialog.getExistingDirectory(self, self.tr("Save the card images into"))
        else:
            out, _ = QFileDialog.getSaveFileName(self, self.tr("Save the proof sheets"),
                                                 "proofs.pdf", self.tr("PDF files (*.pdf)"))
        if not out:
            return None
        back = self.cardset.back if self.cardset is not None else None
        result = self.draw(cards, Path(out), self.sheet_layout(width, height), back,
                             self.backs.isChecked(), png)
        if result is not None and not result.cancelled:
            text = self.tr("%s: %n card(s)", "", result.cards) % result.path
            if result.warnings or result.hard_to_read:
                text += "\n\n" + "\n".join([*result.warnings, *result.hard_to_read])
            QMessageBox.information(self.parentWidget(), self.tr("Print proofs"), text)
        return result

    def draw(self, cards: Sequence[ProofCard], out: Path, layout: SheetLayout,
               back: Path | None, backs: bool, png: bool = False) -> ProofResult | None:
        """Render with a progress dialog (the event loop keeps running); the result or None."""
        progress = QProgressDialog(self.tr("Drawing the proof sheets…"), self.tr("Cancel"), 0,
                                   max(1, len(cards)), self.parentWidget())
        progress.setWindowTitle(self.tr("Print proofs"))
        progress.setWindowModality(Qt.WindowModality.WindowModal)
        progress.setMinimumDuration(0)
        job = ProofJob(cards, out, layout, back, backs, png)
        self.job = job
        loop = QEventLoop()
        outcome: list[ProofResult | str] = []

        def ended(result: ProofResult | str) -> None:  # the result, or why it failed
            outcome.append(result)
            loop.quit()

        job.progressed.connect(lambda done, _total: progress.setValue(done))
        job.finished.connect(ended)
        job.failed.connect(ended)
        progress.canceled.connect(job.cancel)
        job.start()
        loop.exec()
        progress.close()
        result = outcome[0] if outcome else None
        if isinstance(result, str):
            QMessageBox.warning(self.parentWidget(), self.tr("Print proofs"), result)
            return None
        self.proofs = result
        return result
