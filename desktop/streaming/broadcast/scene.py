"""The broadcast picture: a scene kept up to date from each spectator view, laid out on a
1920×1080 canvas; a view redraws only the parts whose data changed.

The scene is always 1920×1080 design units; the window scales it to its output size, and card
pixmaps are rendered at the output's own pixel size (device pixel ratio = scale × screen ratio), so
text and cards stay sharp at 1280×720 too.

Layout::

    +---------------------------------------------------+-------------+
    | top player: name, counters | hand (backs) | piles |  last card  |
    | top player's open zones (guard / reserve / table) |   (large)   |
    |-- whose turn · turn · phases · open question -----|             |
    | bottom player's open zones                        |-------------|
    | bottom player: name, counters | hand | piles      |  game log   |
    +---------------------------------------------------+-------------+
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from desktop.qt import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsPixmapItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QPainterPath,
    QPen,
    QPointF,
    QRectF,
    Qt,
)
from desktop.streaming.broadcast.options import BroadcastOptions, say
from desktop.streaming.broadcast.spectator import (
    is_marked,
    player_zones,
    recent_log,
    require_spectator,
    seats,
    spotlight,
)
from desktop.table.cardface import ArtProvider, card_height, card_pixmap
from desktop.table.scene import card_slots
from desktop.texts import counter_title, log_text, marker_title, phase_title, zone_title

DESIGN_W, DESIGN_H = 1920, 1080
M, GAP = 24, 12
LEFT_W = 1348
RIGHT_X, RIGHT_W = LEFT_W + 2 * M, 500
HALF_H, BAND_H = 437, 134
TOP_Y, BAND_Y, BOTTOM_Y = M, M + HALF_H + GAP, M + HALF_H + 2 * GAP + BAND_H
ROW1_H, ROW2_H = 170, HALF_H - 170 - GAP
PLATE_W, PILE_W, SMALL_CARD = 400, 120, 90
SPOT_H, SPOT_CARD = 660, 420
LOG_RECT = QRectF(RIGHT_X, M + SPOT_H + GAP, RIGHT_W, DESIGN_H - SPOT_H - GAP - 2 * M)
TITLE_H = 40

PANEL = QColor("#1d2833")
PANEL_EDGE = QColor("#3a4a5a")
TEXT = QColor("#f4f4f2")
MUTED = QColor("#aab6c2")
GOLD = QColor("#f2c14e")
RED = QColor("#ff6257")
INK = QColor("#111418")


def _status(view: dict) -> tuple[str, QColor]:
    """The band's line: the outcome, else the question the game waits for (its title, put into
    words by desktop.streaming.controls), else nothing."""
    outcome = view.get("outcome")
    if outcome:
        return say("lost", player=outcome.get("loser", "")), RED
    question = view.get("question")
    if question:
        return str(question.get("title", "")), GOLD
    return "", TEXT


def _band_data(view: dict) -> tuple[dict, list[str], tuple[str, QColor], tuple]:
    """What the band shows: the turn, the phases, its status line and the removed cards' piles."""
    turn = view.get("turn") or {}
    phases = list(view.get("phases") or [])
    if turn.get("phase") and turn["phase"] not in phases:  # a setup phase the turns skip
        phases.insert(0, turn["phase"])
    removed = tuple((key, view["zones"][key]["count"]) for key in player_zones(view, None, "pile")
                    if view["zones"][key].get("count"))
    return turn, phases, _status(view), removed


class CardPixmap(QGraphicsPixmapItem):
    """A card drawn from its spectator-view entry: a face, or a back for a hidden card.

    ``zone`` is the zone key it shows a card of (None: the last-card zoom).
    """

    def __init__(self, card: dict, width: int, dpr: float, zone: str | None,
                 provider: ArtProvider | None = None) -> None:
        super().__init__(card_pixmap(card, width, dpr, provider))
        self.card = card
        self.zone = zone
        self.card_width = width
        self.dpr = dpr
        self.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        self.setTransformOriginPoint(width / 2, card_height(width) / 2)
        if card.get("tapped"):
            self.setRotation(90)

    @property
    def hidden(self) -> bool:
        """Whether this is a back."""
        return bool(self.card.get("hidden"))


class BroadcastScene(QGraphicsScene):
    """Everything the audience sees, kept up to date from each spectator view.

    The picture is made of parts (a player's plate, each zone, the band, the last card, the
    log), each drawn from its own slice of the view. A new view redraws only the parts whose
    slice changed, so an action costs the items and the repaint of what it changed (a draw: the
    hand, the deck and the log), not of the whole 1920×1080 picture.
    """

    def __init__(self, options: BroadcastOptions, screen_dpr: float = 1.0) -> None:
        super().__init__()
        self.view: dict | None = None
        self.screen_dpr = screen_dpr
        self.options = options
        # part key (what it draws, where) -> (the data it was drawn from, its items)
        self._parts: dict[tuple, tuple[object, list[QGraphicsItem]]] = {}
        self._drawing: list[QGraphicsItem] = []  # the items of the part being drawn
        self.art_provider: ArtProvider | None = None  # the cards' pictures (None: the app's set)
        self.setSceneRect(0, 0, DESIGN_W, DESIGN_H)
        self.set_options(options)

    @property
    def output_scale(self) -> float:
        """Output pixels per design unit."""
        return self.options.width / DESIGN_W

    @property
    def pixmap_dpr(self) -> float:
        """Pixel ratio of card pixmaps, so that one pixmap pixel is one output pixel."""
        return round(self.output_scale * self.screen_dpr, 4)

    def set_options(self, options: BroadcastOptions, screen_dpr: float | None = None) -> None:
        """Take new options (size, background, text size) and redraw."""
        self.options = options
        if screen_dpr is not None:
            self.screen_dpr = screen_dpr
        self.setBackgroundBrush(QColor(options.BACKGROUNDS[options.background]))
        self.redraw()

    def use_pictures(self, provider: ArtProvider | None) -> None:
        """Draw the cards with the pictures of ``provider`` (None: the app's card set's)."""
        if provider != self.art_provider:
            self.art_provider = provider
            self._parts.clear()
            self.clear()

    def redraw(self) -> None:
        """Draw every part again (new options, another language, card images that arrived)."""
        self._parts.clear()
        self.clear()
        if self.view is not None:
            self.show_view(self.view)

    def card_items(self) -> list[CardPixmap]:
        """The cards in the picture."""
        return [item for item in self.items() if isinstance(item, CardPixmap)]

    def texts(self) -> list[str]:
        """Every text in the picture."""
        return [item.text() if isinstance(item, QGraphicsSimpleTextItem) else item.toPlainText()
                for item in self.items()
                if isinstance(item, QGraphicsSimpleTextItem | QGraphicsTextItem)
                and item.isVisible()]

    def part_items(self, *key: object) -> list[QGraphicsItem]:
        """The items of one part, by the start of its key (``"log"``, ``"hand", "anna.hand"``)."""
        return [item for part, (_data, items) in self._parts.items() if part[:len(key)] == key
                for item in items]

    # Showing a view.
    def show_view(self, view: dict) -> None:
        """Draw ``view`` (a spectator's view; any other is refused): the parts it changed."""
        require_spectator(view)
        self.view = view
        wanted = dict(self._layout(view))
        for key in [key for key in self._parts if key not in wanted]:
            self._remove(key)
        for key, (data, draw) in wanted.items():
            shown = self._parts.get(key)
            if shown is not None and shown[0] == data:
                continue
            if shown is not None:
                self._remove(key)
            self._drawing = []
            draw(data)
            self._parts[key] = (data, self._drawing)
            self._drawing = []
        self._place_log_lines()

    def _remove(self, key: tuple) -> None:
        for item in self._parts.pop(key)[1]:
            self.removeItem(item)

    def _add(self, item: QGraphicsItem) -> None:
        """Put an item of the part being drawn into the picture."""
        self.addItem(item)
        self._drawing.append(item)

    def _layout(self, view: dict) -> Iterator[tuple[tuple, tuple[object, Callable[[Any], None]]]]:
        """Every part of the picture: (its key, (the slice of ``view`` it shows, what draws it))."""
        bottom, top = seats(view)
        if top is not None:
            yield from self._player(view, top, TOP_Y, upper=True)
        yield from self._player(view, bottom, BOTTOM_Y, upper=False)
        band = QRectF(M, BAND_Y, LEFT_W, BAND_H)
        yield ("band",), (_band_data(view), lambda data: self._band(band, *data))
        spot = QRectF(RIGHT_X, M, RIGHT_W, SPOT_H)
        yield ("spotlight",), (spotlight(view), lambda found: self._spotlight(spot, found))
        yield ("log",), (view.get("reveal_all") is True,
                         lambda revealed: self._log_panel(LOG_RECT, revealed))
        # One part a line, keyed by its place in the whole log: a new line leaves the others be.
        entries = recent_log(view)
        first = len(view.get("log") or []) - len(entries)
        ruleset = view.get("ruleset")
        for age, entry in enumerate(reversed(entries)):
            yield (("log", first + len(entries) - 1 - age),
                   ((ruleset, entry, age == 0), lambda data: self._log_line(*data)))

    def _player(self, view: dict, player: str, y: float,
                upper: bool) -> Iterator[tuple[tuple, tuple[object, Callable[[Any], None]]]]:
        """A player's half, mirrored for the upper one: their open zones face the band."""
        row1_y = y if upper else y + ROW2_H + GAP
        row2_y = y + ROW1_H + GAP if upper else y
        zones = view["zones"]

        def zone_part(kind: str, key: str, rect: QRectF,
                      draw: Callable[[QRectF, str, dict], None]) -> tuple:
            return (kind, key, rect.getRect()), (zones[key], lambda zone: draw(rect, key, zone))

        plate = QRectF(M, row1_y, PLATE_W, ROW1_H)
        active = (view.get("turn") or {}).get("active") == player
        # What the game shows of the player (the view's counters: those the game computes too).
        counters = tuple(((view.get("counters") or view.get("players_state") or {}).get(player)
                          or {}).items())
        yield (("plate", player, plate.getRect()),
               ((active, counters), lambda data: self._plate(plate, player, *data)))
        piles = player_zones(view, player, "pile")
        piles_w = len(piles) * (PILE_W + GAP)
        x = M + PLATE_W + GAP
        for key in player_zones(view, player, "hand"):
            yield zone_part("hand", key, QRectF(x, row1_y, M + LEFT_W - piles_w - x, ROW1_H),
                            self._hand)
        x = M + LEFT_W - piles_w + GAP
        for key in piles:
            yield zone_part("pile", key, QRectF(x, row1_y, PILE_W, ROW1_H), self._pile)
            x += PILE_W + GAP
        areas = player_zones(view, player, "area")
        if areas:
            width = (LEFT_W - GAP * (len(areas) - 1)) / len(areas)
            for i, key in enumerate(areas):
                yield zone_part("area", key, QRectF(M + i * (width + GAP), row2_y, width, ROW2_H),
                                self._area)

    # The parts.
    def _plate(self, rect: QRectF, player: str, active: bool,
               counters: tuple[tuple[str, object], ...]) -> None:
        """The player's name and counters (life, VP, coins…) in large type."""
        self._panel(rect, GOLD if active else None)
        name = ("▶ " if active else "") + player
        self._text(name, QRectF(rect.left() + 18, rect.top() + 10, rect.width() - 36, 56), 44,
                   GOLD if active else TEXT)
        if not counters:
            return
        width = (rect.width() - 24) / len(counters)
        for i, (name, value) in enumerate(counters):
            x = rect.left() + 12 + i * width
            self._text(str(value), QRectF(x, rect.top() + 68, width, 60), 54, TEXT,
                       Qt.AlignmentFlag.AlignHCenter)
            self._text(counter_title(name), QRectF(x, rect.top() + 128, width, 30), 22, MUTED,
                       Qt.AlignmentFlag.AlignHCenter, bold=False)

    def _zone_title(self, rect: QRectF, key: str, count: int | None) -> None:
        head = QRectF(rect.left() + 16, rect.top() + 6, rect.width() - 32, 30)
        self._text(zone_title(key), head, 22, MUTED, bold=False)
        if count is not None:
            self._text(str(count), head, 28, GOLD, Qt.AlignmentFlag.AlignRight)

    def _hand(self, rect: QRectF, key: str, zone: dict) -> None:
        """A hand: as many backs as cards (a revealed card face up), and the count."""
        self._panel(rect)
        self._zone_title(rect, key, int(zone.get("count", 0)))
        self._row(key, list(zone.get("cards") or []), rect.adjusted(16, TITLE_H, -16, 0),
                  SMALL_CARD)

    def _pile(self, rect: QRectF, key: str, zone: dict) -> None:
        """A pile: its top card (a back for a deck) and the count."""
        cards = list(zone.get("cards") or [])
        self._panel(rect)
        self._text(zone_title(key), QRectF(rect.left() + 4, rect.top() + 6, rect.width() - 8, 30),
                   20, MUTED, Qt.AlignmentFlag.AlignHCenter, bold=False)
        place = QRectF(rect.left() + (rect.width() - SMALL_CARD) / 2, rect.top() + TITLE_H - 2,
                       SMALL_CARD, card_height(SMALL_CARD))
        if not cards:
            outline = QGraphicsRectItem(place)
            outline.setPen(QPen(PANEL_EDGE, 2, Qt.PenStyle.DashLine))
            self._add(outline)
            return
        self._card(cards[0], SMALL_CARD, place.topLeft(), key)
        count = str(zone.get("count", len(cards)))
        width = max(44.0, QFontMetricsF(self._font(24)).horizontalAdvance(count) + 18)
        badge = QRectF(place.right() + 10 - width, place.bottom() - 30, width, 36)
        self._panel(badge, GOLD, radius=18, z=3)
        self._text(count, badge.adjusted(6, 0, -6, 0), 24, GOLD, Qt.AlignmentFlag.AlignHCenter,
                   z=4)

    def _area(self, rect: QRectF, key: str, zone: dict) -> None:
        """An open zone in play: every card, face up (or a back if face down), tapped ones turned."""
        self._panel(rect)
        self._zone_title(rect, key, None)
        inner = rect.adjusted(16, TITLE_H, -16, -10)
        width = int(inner.height() / card_height(100) * 100)
        self._row(key, list(zone.get("cards") or []), inner, width)

    def _row(self, key: str, cards: list[dict], rect: QRectF, width: int) -> None:
        """Cards in a row inside ``rect``, overlapping when crowded (the table's rule)."""
        for index, (card, pos) in enumerate(zip(cards, card_slots(rect, cards, width),
                                                strict=True)):
            self._card(card, width, pos, key, z=1 + index * 0.01)

    def _card(self, card: dict, width: int, pos: QPointF, zone: str | None,
              z: float = 1) -> CardPixmap:
        item = CardPixmap(card, width, self.pixmap_dpr, zone, self.art_provider)
        item.setPos(pos)
        item.setZValue(z)
        self._add(item)
        frame = item.mapRectToScene(QRectF(0, 0, width, card_height(width)))
        if card.get("flagged"):
            edge = QGraphicsRectItem(frame.adjusted(-3, -3, 3, 3))
            edge.setPen(QPen(RED, 5))
            edge.setZValue(z)
            self._add(edge)
        markers = "  ".join(f"{marker_title(name)} {count}"
                            for name, count in (card.get("markers") or {}).items() if count)
        if markers:
            badge = QRectF(frame.left(), frame.bottom() - 30, frame.width(), 30)
            self._panel(badge, RED, radius=6, z=z + 0.005)
            self._text(markers, badge, 18, TEXT, Qt.AlignmentFlag.AlignHCenter, z=z + 0.006)
        return item

    def _band(self, rect: QRectF, turn: dict, phases: list[str], status: tuple[str, QColor],
              removed: tuple[tuple[str, object], ...]) -> None:
        """Whose turn, the turn number, the phases (the current one lit), the open question or the
        outcome."""
        self._panel(rect)
        self._text("▶ " + str(turn.get("active", "")),
                   QRectF(rect.left() + 20, rect.top() + 12, 420, 64), 48, GOLD)
        self._text(say("turn", number=turn.get("number", "")),
                   QRectF(rect.left() + 24, rect.top() + 78, 420, 40), 30, MUTED, bold=False)
        x = rect.left() + 470
        titles = [phase_title(phase) for phase in phases]
        px = 28.0
        while px > 12 and sum(QFontMetricsF(self._font(px)).horizontalAdvance(t) + 44
                              for t in titles) > rect.right() - 16 - x:
            px *= 0.93  # a large text size: the chips shrink to stay in the band
        for phase, title in zip(phases, titles, strict=True):
            advance = QFontMetricsF(self._font(px)).horizontalAdvance(title)
            chip = QRectF(x, rect.top() + 14, advance + 34, 56)
            current = phase == turn.get("phase")
            self._panel(chip, GOLD if current else PANEL_EDGE, radius=28,
                        fill=GOLD if current else PANEL)
            self._text(title, chip.adjusted(4, 0, -4, 0), px, INK if current else MUTED,
                       Qt.AlignmentFlag.AlignHCenter, bold=current)
            x = chip.right() + 10
        text, color = status
        line = QRectF(rect.left() + 470, rect.top() + 80, rect.width() - 490, 44)
        if text:
            self._text(text, line, 32, color)
        for key, count in removed:
            self._text(f"{zone_title(key)} {count}", line, 26, MUTED,
                       Qt.AlignmentFlag.AlignRight, bold=False)

    def _spotlight(self, rect: QRectF, found: tuple[dict, dict] | None) -> None:
        """The last card played, revealed or moved into the open, large."""
        self._panel(rect, RED if found and is_marked(found[1]) else None)
        head = QRectF(rect.left() + 20, rect.top() + 8, rect.width() - 40, 36)
        self._text(say("last_card"), head, 26, MUTED, bold=False)
        if found is None:
            self._text(say("no_card"), rect, 26, MUTED, Qt.AlignmentFlag.AlignHCenter,
                       bold=False)
            return
        card, entry = found
        self._text(str(entry.get("by", "")), head, 26, GOLD, Qt.AlignmentFlag.AlignRight)
        left = rect.left() + (rect.width() - SPOT_CARD) / 2
        self._card({**card, "tapped": False}, SPOT_CARD, QPointF(left, rect.top() + 52), None)

    def _log_panel(self, rect: QRectF, revealed: bool) -> None:
        """The game log's panel and title (its lines are parts of their own); beside the title,
        in gold, when the streamer revealed every card (a finished game's replay)."""
        self._panel(rect)
        title = QRectF(rect.left() + 20, rect.top() + 8, rect.width() - 40, 36)
        self._text(say("log"), title, 26, MUTED, bold=False)
        if revealed:
            self._text(say("revealed"), title, 26, GOLD, Qt.AlignmentFlag.AlignRight)

    def _log_line(self, ruleset: str | None, entry: dict, newest: bool) -> None:
        """A log line (placed by :meth:`_place_log_lines`); illegal or flagged ones in red."""
        text = log_text(entry, ruleset)
        if is_marked(entry):
            text = f"⚑ {text}"
        item = QGraphicsTextItem()
        item.setFont(self._font(22, bold=newest))
        item.setDefaultTextColor(RED if is_marked(entry) else TEXT if newest else MUTED)
        item.setPlainText(text)
        item.setTextWidth(LOG_RECT.width() - 32)
        item.setZValue(1)
        self._add(item)

    def _place_log_lines(self) -> None:
        """The log's lines from the bottom up, newest last; the older ones that do not fit are
        not shown."""
        bottom = LOG_RECT.bottom() - 12
        top = LOG_RECT.top() + 50
        lines = sorted((key[1], items[0]) for key, (_data, items) in self._parts.items()
                       if key[0] == "log" and len(key) == 2)
        for _number, item in reversed(lines):
            height = item.boundingRect().height()
            fits = bottom - height >= top
            item.setVisible(fits)
            if fits:
                bottom -= height
                item.setPos(LOG_RECT.left() + 16, bottom)
            else:
                bottom = top  # an older line must not show below a hidden newer one

    # Drawing helpers.
    def _font(self, px: float, bold: bool = True) -> QFont:
        """A font of ``px`` design units × the text size option."""
        return self._pixel_font(px * self.options.font_scale, bold)

    @staticmethod
    def _pixel_font(px: float, bold: bool) -> QFont:
        font = QFont()
        font.setPixelSize(max(8, round(px)))
        font.setBold(bold)
        return font

    def _panel(self, rect: QRectF, edge: QColor | None = None, radius: float = 14,
               z: float = 0, fill: QColor = PANEL) -> QGraphicsPathItem:
        path = QPainterPath()
        path.addRoundedRect(rect, radius, radius)
        item = QGraphicsPathItem(path)
        item.setBrush(QBrush(fill))
        item.setPen(QPen(edge, 3) if edge is not None else QPen(Qt.PenStyle.NoPen))
        item.setZValue(z)
        self._add(item)
        return item

    def _fitted_font(self, text: str, rect: QRectF, px: float, bold: bool) -> QFont:
        """The font of ``px`` × the text size option, made smaller until ``text`` fits ``rect``:
        down to 60 % of ``px``, but never below the size it would have at 100 % text size."""
        scale = self.options.font_scale

        def shrink(size: float, smallest: float) -> float:
            while size > smallest:
                metrics = QFontMetricsF(self._pixel_font(size, bold))
                if (metrics.height() <= rect.height() * 1.1
                        and metrics.horizontalAdvance(text) <= rect.width()):
                    break
                size = max(smallest, size * 0.93)
            return size

        at_100 = shrink(px, px * 0.6)
        return self._pixel_font(shrink(px * scale, at_100 if scale > 1 else px * scale * 0.6),
                                bold)

    def _text(self, text: str, rect: QRectF, px: float, color: QColor,
              align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft, bold: bool = True,
              z: float = 1) -> QGraphicsSimpleTextItem:
        """One line of text in ``rect``, centred vertically; made smaller or shortened with …
        where it does not fit."""
        font = self._fitted_font(text, rect, px, bold)
        shown = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
        item = QGraphicsSimpleTextItem(shown)
        item.setFont(font)
        item.setBrush(QBrush(color))
        bounds = item.boundingRect()
        x = rect.left()
        if align & Qt.AlignmentFlag.AlignHCenter:
            x = rect.center().x() - bounds.width() / 2
        elif align & Qt.AlignmentFlag.AlignRight:
            x = rect.right() - bounds.width()
        item.setPos(x, rect.center().y() - bounds.height() / 2)
        item.setZValue(z)
        self._add(item)
        return item
