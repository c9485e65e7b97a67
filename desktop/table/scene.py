"""The table scene: both players' zones laid out from the ruleset's zone specs and a view.

The layout gives the room to the cards, as Cockatrice's table does: it is made for the size of
the window (one scene unit is one screen pixel), with the cards as large as the card size setting
allows and the window's height holds. From the top: the opponent's hand as a strip of small backs
beside their piles, the opponent's areas, the band (counters, phases), one's own areas, one's own
hand beside one's piles. Zones have no heavy frames: areas a name and a faint line between them,
piles a dashed card-shaped place and a count badge.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, NamedTuple

from desktop.qt import (
    QBrush,
    QColor,
    QEvent,
    QFontMetricsF,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QImage,
    QLinearGradient,
    QPainter,
    QPointF,
    QRectF,
    QSizeF,
    Qt,
    QTimer,
    Signal,
)
from desktop.table.cardface import RATIO, ArtProvider, card_height
from desktop.table.cursor import CardCursor
from desktop.table.items import (
    ZOOM,
    BandItem,
    CardItem,
    Chip,
    FlagItem,
    FocusRing,
    HoverZoom,
    PileBadge,
    ZoneItem,
    band_font,
    label_width,
)
from desktop.texts import act_title, counter_title, phase_title, zone_title

if TYPE_CHECKING:  # the animations' classes load with the first animation
    from desktop.qt import QParallelAnimationGroup

GAP = 8            # between zones and rows
TITLE_H = 18       # an area's name above its cards
BAND_H = 52        # the middle band: both seats' counters, the phases beside them
BAND_ROW_H = 40    # the band's second row: the phases, where they do not fit beside the counters
BAND_PX = (13, 9)  # the band's font: 13 px, down to 9 where the words need the room
READABLE_BAND_PX = 11  # smaller than this, the phases take a second row if the cards lose nothing
BAND_PLANS_KEPT = 64   # band plans remembered (one per width, language, phases…)
BAND_END_ROOM = 10     # kept clear between the band's last chip and a shared zone or the edge
SHARED_W = 130     # a shared zone (cards removed from the game) at the band's right end
SMALL = 0.5        # the opponent's hand and piles, in card widths
MAJOR_PILES = 2    # the first piles in the ruleset's order (deck, discard) lie at full size
MIN_CARD = 60
MIN_STEP = 0.14    # the least of an overlapped card that stays in sight, in card widths
CARD_GAP = 6
PILE_LABEL_PX = 10  # the smallest font of a pile's name and count, before the name is cut short
SLOT_SLACK = 0.01  # how far a row's steps may pass its room (rounding) before a card is stacked
DEFAULT_SIZE = QSizeF(1216, 874)  # the table of a 1600×1000 screen, until a view tells its size
FLAG_MS = 4000
RETURN_MS = 220
FELT = ("#2b5a3e", "#1a3526")
FELT_STRIP_PX = 64  # the felt's tile: as wide as this, as tall as the table
DIMMED = 0.35  # the opacity of a zone that would not take the dragged cards


class ZoneSpecLite(NamedTuple):
    """What the layout needs of a ruleset's zone spec."""

    name: str
    kind: str


@dataclass(slots=True)
class Layout:
    """Zone rectangles (scene coordinates) and kinds, the card row and card width of each zone,
    the middle band, and the scene's size."""

    zones: dict[str, tuple[QRectF, str]]
    band: QRectF
    width: float
    height: float
    card_width: int = 0
    rows: dict[str, QRectF] = field(default_factory=dict)
    widths: dict[str, int] = field(default_factory=dict)
    dividers: set[str] = field(default_factory=set)


def small_width(width: int) -> int:
    """The width of the opponent's hand and pile cards."""
    return max(24, round(width * SMALL))


def needed_height(width: int, band_h: float = BAND_H) -> float:
    """The table's height with cards ``width`` wide: the opponent's strip, two rows of areas
    with their names, the band (``band_h`` tall) and one's own hand."""
    return (6 * GAP + 2 * TITLE_H + band_h + card_height(small_width(width))
            + 3 * card_height(width))


def fitted_card_width(preferred: int, height: float, band_h: float = BAND_H) -> int:
    """The card width the table uses: ``preferred``, or less where the height does not hold it
    (down to ``MIN_CARD``; below that the view scales the whole table down)."""
    width = max(MIN_CARD, int(preferred))
    while width > MIN_CARD and needed_height(width, band_h) > height:
        width -= 1
    return width


class BandPlan(NamedTuple):
    """How the middle band is laid out: its rows (1, or 2 with the phases below the counters)
    and the least table width that holds it at its smallest font (the view scales a narrower
    table down rather than draw the band's chips over the shared zones)."""

    rows: int = 1
    least_width: float = 0.0

    @property
    def height(self) -> float:
        return BAND_H + (self.rows - 1) * BAND_ROW_H


ONE_ROW_BAND = BandPlan()


def shared_zones_width(count: int) -> float:
    """The room ``count`` shared zones take at the band's right end."""
    return count * (SHARED_W + GAP)


def _seat_zones(view: dict, player: str, order: Sequence[str]) -> dict[str, list[str]]:
    """A player's zone keys grouped by kind, in the ruleset's order."""
    rank = {name: i for i, name in enumerate(order)}
    keys = [k for k, z in view["zones"].items() if z.get("player") == player]
    keys.sort(key=lambda k: rank.get(view["zones"][k].get("zone", ""), len(rank)))
    grouped: dict[str, list[str]] = {"hand": [], "pile": [], "area": []}
    for key in keys:
        grouped.setdefault(view["zones"][key].get("kind", "area"), []).append(key)
    return grouped


class _Placer:
    """Fills a Layout row by row."""

    def __init__(self, layout: Layout) -> None:
        self.layout = layout

    def zone(self, key: str, rect: QRectF, kind: str, row: QRectF, width: int) -> None:
        self.layout.zones[key] = (rect, kind)
        self.layout.rows[key] = row
        self.layout.widths[key] = width

    def pile(self, key: str, x: float, y: float, width: int) -> None:
        rect = QRectF(x, y, width, card_height(width))
        self.zone(key, rect, "pile", rect, width)

    def areas(self, keys: list[str], y: float, height: float, width: int) -> None:
        """A seat's areas side by side across the table, a faint line between them."""
        if not keys:
            return
        area_w = (self.layout.width - GAP * (len(keys) + 1)) / len(keys)
        for i, key in enumerate(keys):
            rect = QRectF(GAP + i * (area_w + GAP), y, area_w, height)
            self.zone(key, rect, "area", rect.adjusted(4, TITLE_H, -4, 0), width)
            if i < len(keys) - 1:
                self.layout.dividers.add(key)

    def strip(self, grouped: dict[str, list[str]], y: float, small: int) -> None:
        """The opponent's hand as a strip of small cards, their small piles at its right."""
        right = self.layout.width - GAP - len(grouped["pile"]) * (small + GAP)
        for i, key in enumerate(grouped["pile"]):
            self.pile(key, right + GAP + i * (small + GAP), y, small)
        for key in grouped["hand"]:
            rect = QRectF(GAP, y, right - 2 * GAP, card_height(small))
            self.zone(key, rect, "hand", rect, small)

    def hand_row(self, grouped: dict[str, list[str]], y: float, width: int, minor: int,
                 piles_w: float) -> None:
        """One's own hand, one's piles at its right: the first ones at full size, the others
        small, two to a column."""
        x = self.layout.width - GAP - piles_w
        for i, key in enumerate(grouped["pile"]):
            if i < MAJOR_PILES:
                self.pile(key, x + GAP, y, width)
                x += width + GAP
                continue
            lower = (i - MAJOR_PILES) % 2
            self.pile(key, x + GAP, y + lower * (card_height(minor) + GAP / 2), minor)
            if lower or i == len(grouped["pile"]) - 1:
                x += minor + GAP
        for key in grouped["hand"]:
            rect = QRectF(GAP, y, self.layout.width - 2 * GAP - piles_w, card_height(width))
            self.zone(key, rect, "hand", rect, width)

    def shared(self, keys: list[str], band: QRectF) -> None:
        """Zones of nobody's (cards removed from the game) at the band's right end."""
        x = band.right() - GAP
        for key in keys:
            x -= SHARED_W
            rect = QRectF(x, band.top() + 8, SHARED_W, BAND_H - 16)  # beside the counters
            self.zone(key, rect, "shared", rect, self.layout.card_width)
            x -= GAP


def felt_brush(height: float, light_at: float) -> QBrush:
    """The table's felt: lightest across the band (``light_at``), darker towards the top and the
    bottom edge. Drawn once into a narrow strip that the background repeats across the table:
    a radial gradient computed for every pixel was half of a full repaint (bench/desktop_paint.py:
    9.5 ms of a 500-card table's repaint, 4.6 ms with the strip), and a strip copies the same
    rows into every view, where a gradient's rounding at its colour steps moved with the view."""
    rows = max(1, math.ceil(height))
    gradient = QLinearGradient(QPointF(0, 0), QPointF(0, rows))
    gradient.setColorAt(0, QColor(FELT[1]))
    gradient.setColorAt(min(max(light_at / rows, 0.0), 1.0), QColor(FELT[0]))
    gradient.setColorAt(1, QColor(FELT[1]))
    strip = QImage(FELT_STRIP_PX, rows, QImage.Format.Format_RGB32)
    painter = QPainter(strip)
    painter.fillRect(QRectF(0, 0, FELT_STRIP_PX, rows), gradient)
    painter.end()
    return QBrush(strip)


def compute_layout(view: dict, specs: Sequence[ZoneSpecLite], bottom: str, card_width: int,
                   size: QSizeF | None = None, band: BandPlan = ONE_ROW_BAND) -> Layout:
    """Lay the table out for ``size`` (the view's viewport): the bottom seat's areas and hand
    below the band, the opponent's mirrored above it, cards at most ``card_width`` wide."""
    size = size or DEFAULT_SIZE
    w = fitted_card_width(card_width, size.height(), band.height)
    h = card_height(w)
    s = small_width(w)
    order = [spec.name for spec in specs]
    top = next((p for p in view["players"] if p != bottom), None)
    seats = {p: _seat_zones(view, p, order) for p in (bottom, top) if p}
    minor = max(24, math.floor((h - GAP / 2) / 2 / RATIO))  # two small piles in a card's height
    n_piles = max((len(g["pile"]) for g in seats.values()), default=0)
    majors = min(n_piles, MAJOR_PILES)
    piles_w = majors * (w + GAP) + math.ceil((n_piles - majors) / 2) * (minor + GAP)
    scene_w = max(size.width(), piles_w + 3 * w + 2 * GAP, 4 * w, band.least_width)
    scene_h = max(size.height(), needed_height(w, band.height))
    area_h = TITLE_H + h + (scene_h - needed_height(w, band.height)) / 2  # spare room: the areas
    layout = Layout({}, QRectF(), scene_w, scene_h, w)
    place = _Placer(layout)
    upper_areas_y = GAP + card_height(s) + GAP
    band_y = upper_areas_y + area_h + GAP
    lower_areas_y = band_y + band.height + GAP
    if top is not None:
        place.strip(seats[top], GAP, s)
        place.areas(seats[top]["area"], upper_areas_y, area_h, w)
    place.areas(seats[bottom]["area"], lower_areas_y, area_h, w)
    place.hand_row(seats[bottom], lower_areas_y + area_h + GAP, w, minor, piles_w)
    layout.band = QRectF(0, band_y, scene_w, band.height)
    place.shared([k for k, z in view["zones"].items() if not z.get("player")], layout.band)
    return layout


def card_slots(row: QRectF, cards: Sequence[dict], width: int) -> list[QPointF]:
    """Top-left positions of cards laid left to right in ``row``, centred in its height.

    Crowded cards overlap; each keeps at least ``MIN_STEP`` of its width in sight, and the
    oldest of a row too long even for that lie stacked under the first one in sight (the
    zone's count tells how many)."""
    h = card_height(width)
    widths = [h if c.get("tapped") else width for c in cards]
    if not cards:
        return []
    avail = row.width()
    total = sum(widths) + CARD_GAP * (len(cards) - 1)
    steps = [w + CARD_GAP for w in widths[:-1]]
    least = max(1.0, width * MIN_STEP)
    if total > avail and len(cards) > 1:
        room = avail - widths[-1]  # for the steps: the newest card lies whole in the row
        squeeze = room / (total - widths[-1])
        steps = [max(least, step * squeeze) for step in steps]
        # Squeezed steps add up to the room give or take a rounding error: only a row longer
        # than that, even at the least step, stacks its oldest (a hand of six once lost a card
        # under its neighbour to a sum that passed the room by 1e-13).
        while sum(steps) > room + SLOT_SLACK and any(steps):  # stack the oldest
            first = next(i for i, step in enumerate(steps) if step)
            steps[first] = 0.0
    centre_y = row.center().y()
    x = row.left()
    slots = []
    for i, w in enumerate(widths):
        slots.append(QPointF(x + w / 2 - width / 2, centre_y - h / 2))
        if i < len(steps):
            x += steps[i]
    return slots


def shown_cards(zone: dict, kind: str) -> list[dict]:
    """The cards a zone of the view shows on the table: a pile only its top one, and a pile the
    viewer may not look through (a deck) always a back, even where the viewer saw its top card
    in a look; a shared zone (in the band) only its count."""
    cards = list(zone.get("cards") or [])
    if kind == "shared":
        return []
    if kind == "pile":
        if not zone.get("count", len(cards)):
            return []
        if not cards or zone.get("visible") is False:
            top = cards[0] if cards else {}
            cards = [{"hidden": True, "owner": top.get("owner", zone.get("player")),
                      "tapped": False, "face_down": True}]
        return cards[:1]
    return cards


def pile_label(title: str, count: int, room: float) -> tuple[str, float]:
    """A pile's badge within ``room`` pixels: its name and count (``Deck 46``) at 12 px, or
    smaller down to PILE_LABEL_PX; on a narrow pile the name above the count, cut short with
    "…" where it must be; the count alone only where not even a letter of the name fits.
    Returns the text and its pixel size."""
    for text in (f"{title} {count}", f"{title}\n{count}"):
        for px in range(12, PILE_LABEL_PX - 1, -1):
            if label_width(text, px) <= room:
                return text, px
    px = PILE_LABEL_PX
    short = QFontMetricsF(band_font(px)).elidedText(title, Qt.TextElideMode.ElideRight,
                                                    room - label_width("", px))
    if len(short) > 1 and short != "…":
        return f"{short}\n{count}", px
    return str(count), px


def cards_in_sight(view: dict) -> Iterator[dict]:
    """Every card entry the table shows for ``view`` (backs included)."""
    for zone in (view.get("zones") or {}).values():
        kind = zone.get("kind", "area") if zone.get("player") else "shared"
        yield from shown_cards(zone, kind)


class TableScene(QGraphicsScene):
    """One scene for the whole table, rebuilt item by item from each new view.

    Items are reused by card label, so a card keeps its item while it moves; hidden cards are
    keyed by their place (zone and index) and carry only the redacted view entry.

    ``read_only`` (a replay): cards are not dragged, and the band has nothing to click (no
    counter − and +, no phase to go to, no End turn).
    """

    cardHovered = Signal(dict)
    cardsDropped = Signal(list, object, bool)  # [CardItem], zone key, Shift held (no payment)
    cardActivated = Signal(object)
    cardMenu = Signal(object, object)  # CardItem, screen QPoint
    zoneActivated = Signal(str)
    bandClicked = Signal(tuple)
    viewShown = Signal(object)  # the view just drawn (the Card panel follows it)
    flagged = Signal(str, str)  # a flag's text and kind, as it shows (a screen reader says it)
    offered = Signal(str)  # a chance of the moment came to the band (its tooltip)
    cursorActivated = Signal(bool)  # Enter on the keyboard's cursor (True: with Shift)
    cursorStepped = Signal(int)  # + (1) or − (-1) on the keyboard's cursor

    def __init__(self, card_width: int = 150) -> None:
        super().__init__()
        self.preferred_width = card_width
        self.size = QSizeF(DEFAULT_SIZE)
        self.setBackgroundBrush(QColor(FELT[1]))
        self.cards: dict[str, CardItem] = {}
        self.zone_items: dict[str, ZoneItem] = {}
        self.badges: dict[str, PileBadge] = {}
        self.band: BandItem | None = None
        self.layout: Layout | None = None
        # Where the cards' pictures come from (None: the app's card set, cardface.set_art_provider).
        self.art_provider: ArtProvider | None = None
        self.bottom: str | None = None
        self.view: dict | None = None
        self._drag: list[tuple[CardItem, QPointF]] = []
        self._specs: list[ZoneSpecLite] = []
        self._hot: ZoneItem | None = None
        self._accepting: set[str] | None = None  # None: nobody judges, every zone takes cards
        # A chance that lasts a moment, offered in the band (text, tooltip): a reaction. It sits
        # in the band so that its coming and going never moves a card on the table.
        self.offer: tuple[str, str] | None = None
        # Which zones would take the dragged cards (the controller asks the engine's check).
        self.drop_judge: Callable[[list[CardItem], bool], set[str]] | None = None
        self._free = False  # Shift held during the drag: a move without paying
        self._animation: QParallelAnimationGroup | None = None
        self.flags: list[FlagItem] = []
        self.hovered: CardItem | None = None
        self.targets_by_cursor = False  # the last targets were the keyboard cursor's card
        self.pointer: QPointF | None = None  # where the mouse is on the table (None: not on it)
        self.left_from: QPointF | None = None  # where it last left the table (None: never)
        self.zoom = HoverZoom()
        self.addItem(self.zoom)
        self.cursor = CardCursor(self)  # the keyboard's place on the table
        self.ring = FocusRing()
        self.addItem(self.ring)
        self.read_only = False
        self.band_plan = ONE_ROW_BAND  # the band's rows in the table shown now
        self._band_plans: dict[tuple, BandPlan] = {}  # measured plans (_band_plan)

    @property
    def specs(self) -> list[ZoneSpecLite]:
        """The zone specs of the game shown (the ruleset's order of zones)."""
        return self._specs

    @property
    def card_width(self) -> int:
        """The width cards have on the table now (the setting's, or less in a small window)."""
        return self.layout.card_width if self.layout is not None else self.preferred_width

    def set_card_width(self, width: int) -> None:
        """Change the card size setting: every item is made again at the next ``show_view``."""
        self.preferred_width = width
        for item in [*self.cards.values(), *self.zone_items.values(), *self.badges.values()]:
            self.removeItem(item)
        self.cards.clear()
        self.zone_items.clear()
        self.badges.clear()
        self.zoom.hide_zoom()
        self.layout = None
        self._redraw()

    def set_viewport_size(self, size: QSizeF) -> None:
        """Lay the table out anew for the view's size (one scene unit per screen pixel)."""
        size = QSizeF(size)
        if size.isEmpty() or size == self.size:
            return
        self.size = size
        self._redraw()

    def _redraw(self) -> None:
        if self.view is not None and self.bottom is not None and self._specs:
            self.show_view(self.view, self._specs, self.bottom)

    def zoom_width(self) -> int:
        """How wide the hover zoom draws a card."""
        return round(self.card_width * ZOOM)

    def set_hovered(self, item: CardItem) -> None:
        """Remember the card under the mouse (the target of card commands), show it in the Card
        panel and grow it in place (not while cards are dragged, and never a back)."""
        self.hovered = item
        self.cardHovered.emit(item.card)
        if item.shows_face and not self._drag:
            self.zoom.show_for(item, self.zoom_width(), self.sceneRect())
        else:
            self.zoom.hide_zoom()

    def hover_left(self, item: CardItem) -> None:
        """The mouse left a card: card commands no longer act on it, and its zoom goes."""
        if self.hovered is item:
            self.hovered = None
        if self.zoom.source is item:
            self.zoom.hide_zoom()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.pointer = event.scenePos()
        super().mouseMoveEvent(event)
        if self._drag and self.zoom.isVisible():  # the zoom never covers a dragged card
            self.zoom.hide_zoom()

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.GraphicsSceneLeave:  # its cards had their hover leave
            self.left_from, self.pointer = self.pointer, None
        return super().event(event)

    def card_at(self, point: QPointF) -> CardItem | None:
        """The card drawn on top at a scene point (the zoom takes no mouse: the card below it)."""
        return next((item for item in self.items(point)
                     if isinstance(item, CardItem) and item.isVisible()), None)

    def selected_cards(self) -> list[CardItem]:
        """The selected cards, zone by zone in their order."""
        return sorted((i for i in self.selectedItems() if isinstance(i, CardItem)),
                      key=lambda i: (i.zone, i.index))

    def targets(self) -> list[CardItem]:
        """The cards a command acts on. While the keyboard's cursor is in use, the cursor's
        card (with the rest of the selection, if it is selected), else the selection: never a
        card the mouse happens to rest on. Else the card under the mouse (likewise), else the
        selection. ``targets_by_cursor`` says whether it was the cursor's card."""
        selected = self.selected_cards()
        focused = self.cursor.card() if self.cursor.active else None
        self.targets_by_cursor = focused is not None and focused not in selected
        if focused is not None:
            return selected if focused in selected else [focused]
        if self.cursor.active:
            return selected
        pointed = self.hovered if self.hovered is not None and self.hovered.scene() is self else (
            None)
        if pointed is not None and pointed not in selected:
            return [pointed]
        return selected

    # The keyboard's cursor.
    def keyboard_used(self) -> None:
        """A key moved or used the cursor: the card commands act on its card, its ring shows."""
        if not self.cursor.active:
            self.cursor.active = True
            self.show_cursor()

    def mouse_used(self) -> None:
        """The mouse pressed on the table: the card commands act on what it points at again."""
        if self.cursor.active:
            self.cursor.active = False
            self.show_cursor()

    def select_zone(self, key: str | None) -> None:
        """Select every card of a zone (Ctrl+A at the cursor) and nothing else."""
        self.clearSelection()
        for item in self.cards.values():
            if item.zone == key:
                item.setSelected(True)

    def set_keyboard_focus(self, focused: bool) -> None:
        """The table got or lost the keyboard focus (the ring shows only while it has it)."""
        self.cursor.focused = focused
        self.show_cursor()

    def show_cursor(self) -> None:
        """Ring the cursor's place while the keyboard is in use on the focused table."""
        shown = self.cursor.active and self.cursor.focused
        self.ring.ring(self.cursor.rect() if shown else None)

    # Building from a view.
    def show_view(self, view: dict, specs: Sequence[ZoneSpecLite], bottom: str) -> None:
        """Make the table show ``view`` with ``bottom``'s seat at the bottom."""
        self.view = view
        self._specs = list(specs)
        self.band_plan = self._band_plan(view, bottom)
        layout = compute_layout(view, specs, bottom, self.preferred_width, self.size,
                                self.band_plan)
        old = self.layout
        seat_changed = bottom != self.bottom
        if old is None or seat_changed or layout.zones != old.zones or (
                layout.band != old.band):
            self._rebuild_zones(layout, bottom)
        self.layout = layout
        self.bottom = bottom
        self._sync_cards(view)
        self._update_badges(view)
        self._update_band(view)
        self._follow_pointer()
        self.cursor.follow(seat_changed)
        self.viewShown.emit(view)

    def _rebuild_zones(self, layout: Layout, bottom: str) -> None:
        for item in [*self.zone_items.values(), *self.badges.values()]:
            self.removeItem(item)
        self.zone_items.clear()
        self.badges.clear()
        ruleset = (self.view or {}).get("ruleset")
        for key, (rect, kind) in layout.zones.items():
            mine = key.split(".", 1)[0] == bottom
            slot = QRectF(0, 0, rect.width(), rect.height()) if kind == "pile" else None
            item = ZoneItem(key, kind, rect, zone_title(key, ruleset), mine, slot,
                            key in layout.dividers)
            self.addItem(item)
            self.zone_items[key] = item
            if kind in ("pile", "hand"):  # a hand's count: shown where its cards are backs
                badge = PileBadge(key)
                self.addItem(badge)
                self.badges[key] = badge
        if self.band is not None:
            self.removeItem(self.band)
        self.band = BandItem(layout.band, self.bandClicked.emit)
        self.addItem(self.band)
        self.setBackgroundBrush(felt_brush(layout.height, layout.band.center().y()))
        self.setSceneRect(QRectF(0, 0, layout.width, layout.height))

    def retranslate(self) -> None:
        """Zone titles and the band in the interface language (after a language change)."""
        ruleset = (self.view or {}).get("ruleset")
        for key, item in self.zone_items.items():
            item.set_title(zone_title(key, ruleset))
        for card in self.cards.values():  # type lines are drawn on the faces
            card.update()
        self.zoom.update()
        self._band_plans.clear()  # measured in the words of the old language
        if self.view is not None and self.band is not None and self.layout is not None:
            assert self.bottom is not None
            if self._band_plan(self.view, self.bottom) != self.band_plan:
                self._redraw()  # the new words take the band to one row or two
                return
            self._update_badges(self.view)
            self._update_band(self.view)

    def _sync_cards(self, view: dict) -> None:
        assert self.layout is not None
        seen: set[str] = set()
        for key, (_rect, kind) in self.layout.zones.items():
            zone = view["zones"].get(key, {})
            self.zone_items[key].set_count(int(zone.get("count", len(zone.get("cards") or []))))
            cards = shown_cards(zone, kind)
            width = self.layout.widths[key]
            slots = card_slots(self._card_row(key, zone, kind, len(cards)), cards, width)
            for index, (card, pos) in enumerate(zip(cards, slots, strict=True)):
                ident = card.get("label") if not card.get("hidden") else None
                item_key = ident or f"{key}#{index}"
                item = self.cards.get(item_key)
                if item is None:
                    item = CardItem(card, key, index, width)
                    self.addItem(item)
                    self.cards[item_key] = item
                else:
                    item.set_width(width)
                    item.set_card(card)
                item.zone, item.index = key, index
                item.setPos(pos)
                item.setZValue(index)
                # A card lying exactly under the next one is out of sight: not drawn at all
                # (a crowded zone of 90 cards draws the dozen one can see).
                covered = index + 1 < len(cards) and slots[index + 1] == pos and bool(
                    card.get("tapped")) == bool(cards[index + 1].get("tapped"))
                item.setVisible(not covered)
                seen.add(item_key)
        for item_key in set(self.cards) - seen:
            item = self.cards.pop(item_key)
            if item is self.hovered:
                self.hovered = None
            self.removeItem(item)

    def hand_counted(self, key: str, zone: dict) -> bool:
        """Whether a hand shows its count badge: wherever its cards are backs (the opponent's
        hand; in a spectator's replay, both; a hand held on a phone), not a hand shown face up
        at the bottom."""
        return key.split(".", 1)[0] != self.bottom or zone.get("visible") is False or any(
            card.get("hidden") for card in zone.get("cards") or [])

    def _card_row(self, key: str, zone: dict, kind: str, count: int) -> QRectF:
        """Where a zone's cards lie: its row, less the room of a hand's count badge at its end
        (however crowded the hand, its badge lies in it, not on the piles)."""
        assert self.layout is not None
        row = self.layout.rows[key]
        badge = self.badges.get(key)
        if kind != "hand" or badge is None or not self.hand_counted(key, zone):
            return row
        badge.set_text(f"{self.zone_items[key].title} {count}")
        room = badge.boundingRect().width() + GAP
        return row.adjusted(0, 0, -min(room, row.width() / 2), 0)

    def _update_badges(self, view: dict) -> None:
        """Each pile's name and count on its top card; a hand of backs its count after it."""
        assert self.layout is not None
        for key, badge in self.badges.items():
            zone = view["zones"].get(key, {})
            count = int(zone.get("count", len(zone.get("cards") or [])))
            item = self.zone_items[key]
            rect, kind = self.layout.zones[key]
            badge.setVisible(count > 0 and (kind != "hand" or self.hand_counted(key, zone)))
            if kind == "hand":
                badge.set_text(f"{item.title} {count}")
                last = max((c for c in self.cards.values() if c.zone == key),
                           key=lambda c: c.index, default=None)
                right = last.pos().x() + last.width if last is not None else rect.left()
                badge.setPos(right + GAP, rect.center().y() - badge.boundingRect().height() / 2)
                continue
            badge.set_text(*pile_label(item.title, count, rect.width() - 4))
            size = badge.boundingRect()
            badge.setPos(rect.center().x() - size.width() / 2, rect.bottom() - size.height() - 6)

    def _follow_pointer(self) -> None:
        """After a new view a card that is no longer under the mouse (a key sent it elsewhere:
        Ctrl+Del to the discard pile) is no longer pointed at: its zoom goes, and card commands
        no longer act on it. The card that slid under the mouse is pointed at once the mouse
        moves, as Qt's hover says (a second Ctrl+Del never destroys a card nobody pointed at).
        Where the mouse is unknown (it never moved over the table), the zoom follows its card."""
        hovered = self.hovered
        if (self.pointer is not None and not self._drag and hovered is not None
                and self.card_at(self.pointer) is not hovered):
            self.hovered = None
            self.zoom.hide_zoom()
            return
        self._follow_zoom()

    def _follow_zoom(self) -> None:
        """After a new view the zoom shows its card as it is now, or goes with it."""
        source = self.zoom.source
        if source is None:
            return
        if source.scene() is not self or not source.shows_face or not source.isVisible():
            self.zoom.hide_zoom()
        else:
            self.zoom.show_for(source, self.zoom_width(), self.sceneRect())

    def _band_plan(self, view: dict, bottom: str) -> BandPlan:
        """The band's rows: one where its chips fit beside the shared zones in a readable font
        (READABLE_BAND_PX or more); else two where the table's height holds them without making
        the cards smaller; else one if they fit at all; else two (and the table as wide as
        they need). Measured with every counter at three digits, so that a life total reaching 10
        never moves the cards; remembered until the words change (the language, the phases, the
        counters shown, a chance offered) or the table's size or card size does."""
        players_state = view.get("players_state") or {}
        counters = view.get("counters") or {}
        shared = sum(1 for zone in view["zones"].values() if not zone.get("player"))
        key = (self.size.width(), self.size.height(), self.preferred_width, bottom, shared,
               self.read_only, tuple(view.get("phases") or ()),
               (view.get("turn") or {}).get("phase"), self.offer and self.offer[0],
               tuple((p, tuple(counters.get(p) or ()), tuple(players_state.get(p) or ()))
                     for p in view["players"]))
        plan = self._band_plans.get(key)
        if plan is None:
            widest = dict(view, counters={p: dict.fromkeys(c, 888) for p, c in counters.items()},
                          players_state={p: dict.fromkeys(c, 888)
                                         for p, c in players_state.items()})
            beside_shared = self.size.width() - shared_zones_width(shared) - BAND_END_ROOM

            def fits_one_row(px: float) -> bool:
                return self._band_chips(widest, bottom, px, rows=1)[2] <= beside_shared

            plan = ONE_ROW_BAND  # the usual case, measured once (a start pays only this)
            if not fits_one_row(READABLE_BAND_PX):
                _chips, counters_end, end = self._band_chips(widest, bottom, BAND_PX[1], rows=2)
                two_rows = BandPlan(2, max(counters_end + shared_zones_width(shared),
                                           end) + BAND_END_ROOM)
                height = self.size.height()
                cards_lose_nothing = (fitted_card_width(self.preferred_width, height,
                                                        two_rows.height)
                                      == fitted_card_width(self.preferred_width, height))
                if cards_lose_nothing or not fits_one_row(BAND_PX[1]):
                    plan = two_rows
            if len(self._band_plans) >= BAND_PLANS_KEPT:  # a window resized by hand: many widths
                self._band_plans.clear()
            self._band_plans[key] = plan
        return plan

    def _update_band(self, view: dict) -> None:
        """Counters of both seats at the left, phases beside them or on a second row (see
        :meth:`_band_plan`), whose turn at the right.

        The chips shrink their font (BAND_PX: 13 px down to 9) when a language's words would run
        into the shared zones at the band's right end or past the band's end."""
        assert self.band is not None and self.layout is not None and self.bottom is not None
        band = self.layout.band
        shared = [rect.left() for rect, kind in self.layout.zones.values() if kind == "shared"]
        beside_shared = min(shared, default=band.right()) - band.left() - BAND_END_ROOM
        rows = self.band_plan.rows
        largest, smallest = BAND_PX
        px = largest
        while True:
            chips, counters_end, end = self._band_chips(view, self.bottom, px, rows)
            fits = (end <= beside_shared if rows == 1 else
                    counters_end <= beside_shared and end <= band.width() - BAND_END_ROOM)
            if fits or px <= smallest:
                break
            px -= 1
        self.band.set_chips(chips, px)

    def _band_chips(self, view: dict, bottom: str, px: float,
                    rows: int) -> tuple[list[Chip], float, float]:
        """The band's chips at a font size, on one row or two, and the right ends of the
        counters and of the last chip."""
        chips: list[Chip] = []
        players = [p for p in view["players"] if p != bottom] + [bottom]
        line_h = (BAND_H - 8) / 2
        metrics = QFontMetricsF(band_font(px))
        counters_end = 0.0
        for row, player in enumerate(players[-2:]):
            counters_end = max(counters_end, self._player_chips(
                chips, view, player, 4 + row * line_h, line_h, metrics))
        phases_at = (QPointF(counters_end + 10, 10) if rows == 1 else QPointF(6, BAND_H))
        chips, end = self._phase_chips(chips, view, phases_at, BAND_H - 20, metrics)
        return chips, counters_end, end

    def _player_chips(self, chips: list[Chip], view: dict, player: str, y: float, line_h: float,
                      metrics: QFontMetricsF) -> float:
        """A player's name and the counters the game shows (the view's ``counters``); those the
        player changes by hand have − and + beside them, those the cards make (a hero's life)
        not. Returns the right end."""
        turn = view.get("turn") or {}
        active = player == turn.get("active")
        name_w = max(90.0, metrics.horizontalAdvance(player) + 16)
        chips.append(Chip(QRectF(6, y, name_w, line_h), player, None, active,
                          self.tr("{player}'s turn").format(player=player) if active else "",
                          "name", ("player", player)))
        kept = (view.get("players_state") or {}).get(player) or {}
        shown = (view.get("counters") or {}).get(player, kept)
        x = name_w + 10
        for name, value in shown.items():
            title = counter_title(name)
            text = f"{title} {value}"
            width = metrics.horizontalAdvance(text) + 14
            if name not in kept or self.read_only:
                tip = (self.tr("{player}: {counter} {value}") if name in kept else self.tr(
                    "{player}: {counter} {value}, from the cards on the table")).format(
                    player=player, counter=title, value=value)
                chips.append(Chip(QRectF(x, y, width, line_h), text, None, False, tip, "value",
                                  ("counter", player, name)))
                x += width + 8
                continue
            chips.append(Chip(QRectF(x, y + 1, 20, line_h - 2), "−", ("counter", player, name, -1),
                              False, self.tr("{player}: {counter} −1").format(
                                  player=player, counter=title)))
            chips.append(Chip(QRectF(x + 22, y, width, line_h), text, None, False,
                              self.tr("{player}: {counter} {value}").format(
                                  player=player, counter=title, value=value), "value",
                              ("counter", player, name)))
            chips.append(Chip(QRectF(x + 24 + width, y + 1, 20, line_h - 2), "+",
                              ("counter", player, name, 1), False,
                              self.tr("{player}: {counter} +1").format(player=player,
                                                                      counter=title)))
            x += width + 52
        return x

    def _phase_chips(self, chips: list[Chip], view: dict, at: QPointF, chip_h: float,
                     metrics: QFontMetricsF) -> tuple[list[Chip], float]:
        """The phase bar from ``at``: the current phase lit, the later ones the engine allows
        clickable (``legal_phases``), the others (over, or not now) plainly not; then End
        turn."""
        x, y = at.x(), at.y()
        turn = view.get("turn") or {}
        phases = list(view.get("phases") or [])
        if turn.get("phase") and turn["phase"] not in phases:  # e.g. a setup phase
            phases.insert(0, turn["phase"])
        legal = set(view.get("legal_phases") or ()) if not self.read_only else set()
        now = phases.index(turn["phase"]) if turn.get("phase") in phases else -1
        least = 64.0 * metrics.height() / 16
        waiting = self.waiting_text(view)
        for i, phase in enumerate(phases):
            title = phase_title(phase)
            width = max(least, metrics.horizontalAdvance(title) + 18)
            rect = QRectF(x, y, width, chip_h)
            if i == now:
                chips.append(Chip(rect, title, None, True, self.tr(
                    "The current phase: {phase}").format(phase=title), "now", ("phase", phase)))
            elif phase in legal and not waiting:
                chips.append(Chip(rect, title, ("phase", phase), False, self.tr(
                    "Go to this phase: {phase}").format(phase=title), "phase", ("phase", phase)))
            else:
                tip = (self.tr("{phase} is over for this turn").format(phase=title) if i < now
                       else self.tr("{phase} comes later in this turn").format(phase=title)
                       if self.read_only
                       else waiting or self.tr("{phase} cannot be chosen now").format(phase=title))
                chips.append(Chip(rect, title, None, False, tip, "closed", ("phase", phase)))
            x += width + 6
        if self.read_only:
            return chips, x
        end = self.tr("End turn")
        width = metrics.horizontalAdvance(end) + 22
        rect = QRectF(x + 6, y, width, chip_h)
        if waiting:
            chips.append(Chip(rect, end, None, False, waiting, "closed", ("end_turn",)))
        else:
            chips.append(Chip(rect, end, ("end_turn",), False,
                              self.tr("End the turn: the other player goes next"), "button",
                              ("end_turn",)))
        x += 6 + width
        if self.offer is not None:  # its text may take two lines
            text, tip = self.offer
            width = max(metrics.horizontalAdvance(line) for line in text.splitlines()) + 16
            chips.append(Chip(QRectF(x + 10, y, width, chip_h), text, ("offer",), False, tip,
                              "offer", ("offer",)))
            x += 10 + width
        return chips, x

    def set_offer(self, offer: tuple[str, str] | None) -> None:
        """Offer a chance in the band (its text and tooltip; None: no chance now)."""
        if offer != self.offer:
            self.offer = offer
            if offer is not None:
                self.offered.emit(offer[1])
            if self.view is not None and self.band is not None and self.layout is not None:
                assert self.bottom is not None
                if self._band_plan(self.view, self.bottom) != self.band_plan:
                    self._redraw()  # the offer takes the band to two rows (or back to one)
                    return
                self._update_band(self.view)
                self.cursor.follow(False)

    def waiting_text(self, view: dict) -> str:
        """Why the phases and End turn cannot be clicked now ("" when they can): the game is
        over (strict mode: only undo, redo and playing on in warn mode remain), a procedure's
        open question comes first (a blocking step, or a setup step such as a setup question), or
        it is another player's turn."""
        if view.get("outcome") and view.get("enforcement") == "strict":
            return self.tr("The game is over: undo, or keep playing in warn mode (What next…)")
        turn = view.get("turn") or {}
        step = view.get("pending")
        setup = turn.get("phase") not in (view.get("phases") or [])
        if step and (step.get("blocking") or setup):
            what = act_title(str(step.get("step", "")))
            if step.get("player") == self.bottom:
                return self.tr("{step} comes first: the strip above the table asks it").format(
                    step=what)
            return self.tr("Waiting for {player}: {step}").format(player=step.get("player"),
                                                                 step=what)
        if turn.get("active") not in (None, self.bottom):
            return self.tr("It is {player}'s turn").format(player=turn["active"])
        return ""

    # Lookup.
    def zone_at(self, pos: QPointF) -> str | None:
        """The key of the zone under a scene point."""
        for key, item in self.zone_items.items():
            if item.scene_rect().contains(pos):
                return key
        return None

    def item_for(self, label: str) -> CardItem | None:
        """The item showing the card with this label, if the viewer sees it."""
        return self.cards.get(label)

    def highlight(self, labels: Iterable[str]) -> None:
        """Mark these cards (and unmark the others)."""
        wanted = set(labels)
        for label, item in self.cards.items():
            item.set_highlighted(label in wanted)

    # Dragging.
    def begin_drag(self, grabbed: CardItem, free: bool = False) -> None:
        """Start moving every selected card with the mouse; light the zones that would take
        them and dim the others (never on a read-only table)."""
        if self.read_only:
            return
        items = [i for i in self.selectedItems() if isinstance(i, CardItem)] or [grabbed]
        self._drag = [(item, item.pos()) for item in items]
        for item in items:
            item.setZValue(500 + item.zValue())
        self._free = free
        self._light_targets()

    def _light_targets(self) -> None:
        """Full strength for the zones that would take the dragged cards (and their own),
        dimmed for the others; all at full strength when nobody judges."""
        items = [item for item, _home in self._drag]
        accepting = self.drop_judge(items, self._free) if self.drop_judge and items else None
        homes = {item.zone for item in items}
        self._accepting = None if accepting is None else accepting | homes
        for key, zone in self.zone_items.items():
            zone.setOpacity(1.0 if self.would_take(key) else DIMMED)
        if self._hot is not None:  # Shift changed what the zone below would do
            hot, self._hot = self._hot, None
            hot.set_hot(False)
            self._set_hot(hot.key)

    def would_take(self, key: str) -> bool:
        """Whether the zone would take the dragged cards (their own zone does: they go home)."""
        return self._accepting is None or key in self._accepting

    def drag_by(self, delta: QPointF, pointer: QPointF, free: bool | None = None) -> None:
        """Move the dragged cards and light up the zone under the mouse ``pointer``: the zone
        the drop goes to (:meth:`end_drag`), wherever on the card it was grabbed; ``free``:
        Shift was pressed or let go (the zones that would take the cards change)."""
        for item, home in self._drag:
            item.setPos(home + delta)
        if free is not None and free != self._free and self._drag:
            self._free = free
            self._light_targets()
        if self._drag:
            self._set_hot(self.zone_at(pointer))

    def _set_hot(self, key: str | None) -> None:
        """The zone under the dragged card: lit if it would take the card, else framed in red
        on a darkened felt, so the player sees the refusal before dropping."""
        item = self.zone_items.get(key) if key else None
        if self._hot is not item:
            if self._hot is not None:
                self._hot.set_hot(False)
                self._hot.setOpacity(1.0 if self.would_take(self._hot.key) else DIMMED)
            if item is not None:
                item.set_hot(True, refusing=not self.would_take(item.key))
                item.setOpacity(1.0)  # a refusing zone's red frame in full, over its dim felt
            self._hot = item

    def end_drag(self, pos: QPointF, free: bool = False) -> None:
        """Drop the dragged cards on the zone under the mouse at ``pos`` (the one lit while
        dragging): report the target (and whether Shift was held), or send them home."""
        self._set_hot(None)
        self._accepting = None
        for zone in self.zone_items.values():
            zone.setOpacity(1.0)
        items = [item for item, _home in self._drag]
        target = self.zone_at(pos)
        if target is None or all(item.zone == target for item in items):
            self.return_home(items)
            return
        self.cardsDropped.emit(items, target, free)

    def home_of(self, item: CardItem) -> QPointF:
        """Where a dragged card came from (its place now when it is not being dragged)."""
        return next((home for dragged, home in self._drag if dragged is item), item.pos())

    def return_home(self, items: Sequence[CardItem]) -> None:
        """Animate cards back to where the drag started."""
        from desktop.qt import QAbstractAnimation, QEasingCurve, QParallelAnimationGroup, QPropertyAnimation

        homes = {id(item): home for item, home in self._drag}
        group = QParallelAnimationGroup(self)
        for item in items:
            home = homes.get(id(item))
            if home is None or item.scene() is not self:
                continue
            anim = QPropertyAnimation(item, b"pos", group)
            anim.setDuration(RETURN_MS)
            anim.setEasingCurve(QEasingCurve.Type.OutCubic)
            anim.setEndValue(home)
            group.addAnimation(anim)
            item.setZValue(item.index)
        self._drag = []
        self._animation = group
        group.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

    def finish_drag(self) -> None:
        """Forget the drag after the controller placed the cards."""
        self._drag = []

    # Flags.
    def flag(self, text: str, kind: str, near: QPointF, lasting: bool = False) -> FlagItem:
        """Show a note next to a point for a few seconds (``lasting``: until :meth:`drop_flag`),
        where it hides nothing one needs next: not on the band (the phases one clicks after a
        refusal), nor on the piles (their counts), nor on other notes."""
        item = FlagItem(text, kind)
        size = item.boundingRect().size()
        x = min(max(near.x(), 0), self.sceneRect().width() - size.width())
        y = min(max(near.y() - size.height() - 4, 0), self.sceneRect().height() - size.height())
        item.setPos(self._free_place(QRectF(QPointF(x, y), size)).topLeft())
        self.addItem(item)
        self.flags.append(item)
        if not lasting:
            QTimer.singleShot(FLAG_MS, self, lambda: self.drop_flag(item))
        self.flagged.emit(text, kind)
        return item

    def _free_place(self, place: QRectF) -> QRectF:
        """``place``, or the nearest spot above or below it that neither the band, a pile nor a
        shown note covers (``place`` itself where there is none)."""
        shown = [f.sceneBoundingRect() for f in self.flags if f.scene() is self]
        if self.band is not None:
            shown.append(self.band.sceneBoundingRect())
        shown += [zone.scene_rect() for zone in self.zone_items.values() if zone.kind == "pile"]
        found = []
        for down in (True, False):
            trial = QRectF(place)
            for _ in range(len(shown) + 1):
                hits = [r for r in shown if r.intersects(trial)]
                if not hits:
                    if trial.top() >= 0 and trial.bottom() <= self.sceneRect().bottom():
                        found.append(trial)
                    break
                if down:
                    trial.moveTop(max(r.bottom() for r in hits) + 4)
                else:
                    trial.moveBottom(min(r.top() for r in hits) - 4)
        return min(found, key=lambda r: abs(r.top() - place.top()), default=place)

    def drop_flags(self) -> None:
        """Take every note off the table (another viewer: a note may name a card of the hand
        that is hidden now)."""
        for item in list(self.flags):
            self.drop_flag(item)

    def drop_flag(self, item: FlagItem) -> None:
        """Take a note off the table."""
        if item in self.flags:
            self.flags.remove(item)
            if item.scene() is self:
                self.removeItem(item)
