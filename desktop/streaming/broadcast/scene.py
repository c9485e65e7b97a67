"""The broadcast picture: a scene rebuilt from each spectator view, laid out on a 1920×1080 canvas.

The scene is always 1920×1080 design units; the window scales it to its output size, and card
pixmaps are rendered at the output's own pixel size (device pixel ratio = scale × screen ratio), so
text and cards stay sharp at 1280×720 too.

Layout::

    +---------------------------------------------------+-------------+
    | top player: name, counters | hand (backs) | piles |  last card  |
    | top player's open zones (guard / reserve / table) |   (large)   |
    |---- whose turn · turn number · phases · duel -----|             |
    | bottom player's open zones                        |-------------|
    | bottom player: name, counters | hand | piles      |  game log   |
    +---------------------------------------------------+-------------+
"""

from __future__ import annotations

from desktop.qt import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
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
from desktop.table.cardface import card_height, card_pixmap
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
TITLE_H = 40

PANEL = QColor("#1d2833")
PANEL_EDGE = QColor("#3a4a5a")
TEXT = QColor("#f4f4f2")
MUTED = QColor("#aab6c2")
GOLD = QColor("#f2c14e")
RED = QColor("#ff6257")
INK = QColor("#111418")


class CardPixmap(QGraphicsPixmapItem):
    """A card drawn from its spectator-view entry: a face, or a back for a hidden card.

    ``zone`` is the zone key it shows a card of (None: the last-card zoom).
    """

    def __init__(self, card: dict, width: int, dpr: float, zone: str | None) -> None:
        super().__init__(card_pixmap(card, width, dpr))
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
    """Everything the audience sees, made again from each spectator view."""

    def __init__(self, options: BroadcastOptions, screen_dpr: float = 1.0) -> None:
        super().__init__()
        self.view: dict | None = None
        self.screen_dpr = screen_dpr
        self.options = options
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
        if self.view is not None:
            self.show_view(self.view)

    def card_items(self) -> list[CardPixmap]:
        """The cards in the picture."""
        return [item for item in self.items() if isinstance(item, CardPixmap)]

    def texts(self) -> list[str]:
        """Every text in the picture."""
        return [item.text() if isinstance(item, QGraphicsSimpleTextItem) else item.toPlainText()
                for item in self.items()
                if isinstance(item, QGraphicsSimpleTextItem | QGraphicsTextItem)]

    # Building.
    def show_view(self, view: dict) -> None:
        """Draw ``view`` (a spectator's view; any other is refused)."""
        require_spectator(view)
        self.view = view
        self.clear()
        bottom, top = seats(view)
        if top is not None:
            self._player(view, top, TOP_Y, upper=True)
        self._player(view, bottom, BOTTOM_Y, upper=False)
        self._band(view, QRectF(M, BAND_Y, LEFT_W, BAND_H))
        self._spotlight(view, QRectF(RIGHT_X, M, RIGHT_W, SPOT_H))
        self._log(view, QRectF(RIGHT_X, M + SPOT_H + GAP, RIGHT_W, DESIGN_H - SPOT_H - GAP - 2 * M))

    def _player(self, view: dict, player: str, y: float, upper: bool) -> None:
        """A player's half, mirrored for the upper one: their open zones face the band."""
        row1_y = y if upper else y + ROW2_H + GAP
        row2_y = y + ROW1_H + GAP if upper else y
        self._plate(view, player, QRectF(M, row1_y, PLATE_W, ROW1_H))
        piles = player_zones(view, player, "pile")
        piles_w = len(piles) * (PILE_W + GAP)
        x = M + PLATE_W + GAP
        for key in player_zones(view, player, "hand"):
            self._hand(view, key, QRectF(x, row1_y, M + LEFT_W - piles_w - x, ROW1_H))
        x = M + LEFT_W - piles_w + GAP
        for key in piles:
            self._pile(view, key, QRectF(x, row1_y, PILE_W, ROW1_H))
            x += PILE_W + GAP
        areas = player_zones(view, player, "area")
        if areas:
            width = (LEFT_W - GAP * (len(areas) - 1)) / len(areas)
            for i, key in enumerate(areas):
                self._area(view, key, QRectF(M + i * (width + GAP), row2_y, width, ROW2_H))

    def _plate(self, view: dict, player: str, rect: QRectF) -> None:
        """The player's name and counters (life, VP, coins…) in large type."""
        active = (view.get("turn") or {}).get("active") == player
        self._panel(rect, GOLD if active else None)
        name = ("▶ " if active else "") + player
        self._text(name, QRectF(rect.left() + 18, rect.top() + 10, rect.width() - 36, 56), 44,
                   GOLD if active else TEXT)
        # What the game shows of the player (the view's counters: a Berserk hero's life too).
        counters = list(((view.get("counters") or view.get("players_state") or {}).get(player)
                         or {}).items())
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

    def _hand(self, view: dict, key: str, rect: QRectF) -> None:
        """A hand: as many backs as cards (a revealed card face up), and the count."""
        zone = view["zones"][key]
        self._panel(rect)
        self._zone_title(rect, key, int(zone.get("count", 0)))
        self._row(key, list(zone.get("cards") or []), rect.adjusted(16, TITLE_H, -16, 0),
                  SMALL_CARD)

    def _pile(self, view: dict, key: str, rect: QRectF) -> None:
        """A pile: its top card (a back for a deck) and the count."""
        zone = view["zones"][key]
        cards = list(zone.get("cards") or [])
        self._panel(rect)
        self._text(zone_title(key), QRectF(rect.left() + 4, rect.top() + 6, rect.width() - 8, 30),
                   20, MUTED, Qt.AlignmentFlag.AlignHCenter, bold=False)
        place = QRectF(rect.left() + (rect.width() - SMALL_CARD) / 2, rect.top() + TITLE_H - 2,
                       SMALL_CARD, card_height(SMALL_CARD))
        if not cards:
            outline = QGraphicsRectItem(place)
            outline.setPen(QPen(PANEL_EDGE, 2, Qt.PenStyle.DashLine))
            self.addItem(outline)
            return
        self._card(cards[0], SMALL_CARD, place.topLeft(), key)
        count = str(zone.get("count", len(cards)))
        width = max(44.0, QFontMetricsF(self._font(24)).horizontalAdvance(count) + 18)
        badge = QRectF(place.right() + 10 - width, place.bottom() - 30, width, 36)
        self._panel(badge, GOLD, radius=18, z=3)
        self._text(count, badge.adjusted(6, 0, -6, 0), 24, GOLD, Qt.AlignmentFlag.AlignHCenter,
                   z=4)

    def _area(self, view: dict, key: str, rect: QRectF) -> None:
        """An open zone in play: every card, face up (or a back if face down), tapped ones turned."""
        zone = view["zones"][key]
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
        item = CardPixmap(card, width, self.pixmap_dpr, zone)
        item.setPos(pos)
        item.setZValue(z)
        self.addItem(item)
        frame = item.mapRectToScene(QRectF(0, 0, width, card_height(width)))
        if card.get("flagged"):
            edge = QGraphicsRectItem(frame.adjusted(-3, -3, 3, 3))
            edge.setPen(QPen(RED, 5))
            edge.setZValue(z)
            self.addItem(edge)
        markers = "  ".join(f"{marker_title(name)} {count}"
                            for name, count in (card.get("markers") or {}).items() if count)
        if markers:
            badge = QRectF(frame.left(), frame.bottom() - 30, frame.width(), 30)
            self._panel(badge, RED, radius=6, z=z + 0.005)
            self._text(markers, badge, 18, TEXT, Qt.AlignmentFlag.AlignHCenter, z=z + 0.006)
        return item

    def _band(self, view: dict, rect: QRectF) -> None:
        """Whose turn, the turn number, the phases (the current one lit), a duel or the outcome."""
        self._panel(rect)
        turn = view.get("turn") or {}
        self._text("▶ " + str(turn.get("active", "")),
                   QRectF(rect.left() + 20, rect.top() + 12, 420, 64), 48, GOLD)
        self._text(say("turn", number=turn.get("number", "")),
                   QRectF(rect.left() + 24, rect.top() + 78, 420, 40), 30, MUTED, bold=False)
        phases = list(view.get("phases") or [])
        if turn.get("phase") and turn["phase"] not in phases:  # e.g. Berserk's mulligan
            phases.insert(0, turn["phase"])
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
        status, color = self._status(view)
        line = QRectF(rect.left() + 470, rect.top() + 80, rect.width() - 490, 44)
        if status:
            self._text(status, line, 32, color)
        removed = [k for k in player_zones(view, None, "pile") if view["zones"][k].get("count")]
        for key in removed:
            self._text(f"{zone_title(key)} {view['zones'][key]['count']}", line, 26, MUTED,
                       Qt.AlignmentFlag.AlignRight, bold=False)

    @staticmethod
    def _status(view: dict) -> tuple[str, QColor]:
        outcome = view.get("outcome")
        if outcome:
            return say("lost", player=outcome.get("loser", "")), RED
        duel = view.get("duel")
        if duel:
            if duel.get("winner"):
                return say("duel_won", player=duel["winner"]), GOLD
            return say("duel_started", player=duel.get("attacker", "")), GOLD
        return "", TEXT

    def _spotlight(self, view: dict, rect: QRectF) -> None:
        """The last card played, revealed or moved into the open, large."""
        found = spotlight(view)
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

    def _log(self, view: dict, rect: QRectF) -> None:
        """The last log lines, newest at the bottom; illegal or flagged ones marked in red."""
        self._panel(rect)
        self._text(say("log"), QRectF(rect.left() + 20, rect.top() + 8, rect.width() - 40, 36), 26,
                   MUTED, bold=False)
        bottom = rect.bottom() - 12
        top = rect.top() + 50
        entries = recent_log(view)
        for age, entry in enumerate(reversed(entries)):
            text = log_text(entry, view.get("ruleset"))
            if is_marked(entry):
                text = f"⚑ {text}"
            item = QGraphicsTextItem()
            item.setFont(self._font(22, bold=age == 0))
            item.setDefaultTextColor(RED if is_marked(entry) else TEXT if age == 0 else MUTED)
            item.setPlainText(text)
            item.setTextWidth(rect.width() - 32)
            height = item.boundingRect().height()
            if bottom - height < top:
                break
            bottom -= height
            item.setPos(rect.left() + 16, bottom)
            item.setZValue(1)
            self.addItem(item)

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
        self.addItem(item)
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
        self.addItem(item)
        return item
