"""The table as a screen reader reads it (issue 32): the zones, the cards, the band's counters
and phases as accessible objects with roles and names, the keyboard's cursor as the accessible
focus.

How: Qt lets an application give its own accessible interface for any QObject
(``QAccessible.installFactory``); the table's cards and zones are QGraphicsObjects, and the
band's chips get a small :class:`~desktop.table.items.BandNode` each, so every node of the tree
is a QObject, and Qt's cache drops a node's interface when its object goes (a card leaving the
table). Measured before choosing (PySide6 6.11): interfaces written in Python for graphics
items reach AT-SPI (pyatspi lists them under the window, with their names, and follows cards
added and removed) and a screen reader's walk in-process (``queryAccessibleInterface``) sees the
same tree; a second tree of hidden widgets kept in step with the scene was not needed. An
interface keeps no Python reference to its object (it asks ``object()``), or the card and its
interface would keep each other alive.

The words are :mod:`desktop.spoken`'s, made from the viewer's view: a card the viewer sees only
from the back is "a face-down card", and no node names it.

The tree: the table (a pane) > its stops in the cursor's order (desktop.table.cursor): each
zone a list of its cards; the band's counters and its phases, each a group of chips.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeGuard, cast

from desktop.qt import (
    QAccessible,
    QAccessibleEvent,
    QAccessibleInterface,
    QAccessibleObject,
    QAccessibleWidget,
    QCoreApplication,
    QObject,
    QRect,
    QRectF,
)
from desktop.spoken import spoken
from desktop.table.cursor import BAND_STOPS, COUNTERS, PHASES
from desktop.table.items import BandNode, CardItem, ZoneItem, table_of
from desktop.texts import phase_title

if TYPE_CHECKING:
    from desktop.table.view import TableView

Role = QAccessible.Role
Text = QAccessible.Text
_installed: list[bool] = []


def _tr(text: str) -> str:
    return QCoreApplication.translate("TableAccess", text)


def install() -> None:
    """Give the table's views, zones, cards and band their accessible interfaces (once)."""
    if not _installed:
        QAccessible.installFactory(_interface_for)
        _installed.append(True)


def is_table_view(obj: object) -> TypeGuard[TableView]:
    """Whether ``obj`` is a table's view (desktop.table.view.TableView, which says so: this
    module is below it and does not import it)."""
    return getattr(obj, "READS_AS_TABLE", False) is True


def _interface_for(_class_name: str, obj: QObject) -> QAccessibleInterface | None:
    if is_table_view(obj):
        return TableAccessible(obj)
    if isinstance(obj, CardItem):
        return CardAccessible(obj)
    if isinstance(obj, ZoneItem):
        return ZoneAccessible(obj)
    if isinstance(obj, BandNode):
        return BandAccessible(obj)
    return None


def interface(obj: QObject | None) -> QAccessibleInterface | None:
    """The accessible interface of a node of the table (None for none)."""
    return QAccessible.queryAccessibleInterface(obj) if obj is not None else None


def view_of(obj: Any) -> TableView | None:
    """The view showing a graphics item's scene (a band node: its band's)."""
    item = obj.band() if isinstance(obj, BandNode) else obj
    scene = item.scene() if item is not None else None
    views = scene.views() if scene is not None else []
    return views[0] if views and is_table_view(views[0]) else None


def screen_rect(view: TableView | None, rect: QRectF) -> QRect:
    """A scene rectangle on the screen."""
    if view is None:
        return QRect()
    shown = view.mapFromScene(rect).boundingRect()
    return QRect(view.viewport().mapToGlobal(shown.topLeft()), shown.size())


def stop_nodes(view: TableView) -> list[QObject]:
    """The table's children in the tree: its stops, in the cursor's order."""
    scene = view.table()
    nodes: list[QObject] = []
    for stop in scene.cursor.stops():
        if stop in BAND_STOPS:
            if scene.band is not None:
                nodes.append(scene.band.node(stop))
        elif stop in scene.zone_items:
            nodes.append(scene.zone_items[stop])
        # (a stop is a zone of the layout or the band's: nothing else)
    return nodes


def cursor_node(view: TableView) -> QObject | None:
    """The node the keyboard's cursor is on: a card, a band chip, or an empty zone."""
    scene = view.table()
    cursor = scene.cursor
    card = cursor.card()
    if card is not None:
        return card
    chip = cursor.chip()
    if chip is not None and scene.band is not None:
        return scene.band.node(chip)
    return scene.zone_items.get(cursor.stop or "")


def focused(view: TableView | None, node: QObject) -> bool:
    """Whether ``node`` is the cursor's and the table has the keyboard focus."""
    return view is not None and view.hasFocus() and cursor_node(view) is node


def index_in(nodes: list[QObject], child: QAccessibleInterface | None) -> int:
    """Where a child's object is among ``nodes`` (-1: not there)."""
    found = child.object() if child is not None else None
    return next((i for i, node in enumerate(nodes) if node is found), -1)


def child_at(nodes: list[QObject], x: int, y: int) -> QAccessibleInterface | None:
    """The child whose rectangle holds the screen point (the last drawn, on top)."""
    for node in reversed(nodes):
        found = interface(node)
        if found is not None and found.rect().contains(x, y):
            return found
    return None


# The ignores on child, childAt, focusChild and parent: PySide6's stubs say they never return
# None, where Qt's interface answers "none" with a null pointer (None in Python) and does here.


class TableAccessible(QAccessibleWidget):
    """The table: a pane named *Card table*, described by whose turn and which phase it is;
    its children are the stops; its focus, the cursor's node."""

    def __init__(self, view: TableView) -> None:
        super().__init__(view, Role.Pane)

    def _view(self) -> TableView:
        return cast("TableView", self.object())

    def childCount(self) -> int:
        return len(stop_nodes(self._view()))

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        nodes = stop_nodes(self._view())
        return interface(nodes[index]) if 0 <= index < len(nodes) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return index_in(stop_nodes(self._view()), child)

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return child_at(stop_nodes(self._view()), x, y)

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        view = self._view()
        return interface(cursor_node(view)) if view.hasFocus() else None

    def text(self, kind: QAccessible.Text) -> str:
        view = self._view()
        if kind == Text.Name:
            return view.accessibleName() or _tr("Card table")
        if kind == Text.Description:
            turn = (view.table().view or {}).get("turn") or {}
            if turn.get("active"):
                return _tr("{player}'s turn, {phase}").format(
                    player=turn["active"], phase=phase_title(str(turn.get("phase") or "")))
            return ""
        return super().text(kind)


class NodeAccessible(QAccessibleObject):
    """What the table's nodes share: focusable, their place on the screen, no text to set."""

    def node(self) -> Any:
        return self.object()

    def view(self) -> TableView | None:
        return view_of(self.node())

    def viewer(self) -> str:
        view = self.view()
        return str(((view.table().view or {}) if view is not None else {}).get("viewer") or "")

    def children(self) -> list[QObject]:
        return []

    def childCount(self) -> int:
        return len(self.children())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        nodes = self.children()
        return interface(nodes[index]) if 0 <= index < len(nodes) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return index_in(self.children(), child)

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return child_at(self.children(), x, y)

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        view = self.view()
        node = cursor_node(view) if view is not None and view.hasFocus() else None
        return interface(node) if node in self.children() else None

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        state.focusable = True
        state.focused = focused(self.view(), self.node())
        return state

    def scene_rect(self) -> QRectF:
        return QRectF()

    def rect(self) -> QRect:
        return screen_rect(self.view(), self.scene_rect())

    def text(self, kind: QAccessible.Text) -> str:
        return ""

    def setText(self, kind: QAccessible.Text, text: str) -> None:
        return  # nothing of the table is edited by text


class ZoneAccessible(NodeAccessible):
    """A zone: a list named by its owner, name and count; its cards are its items."""

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return interface(self.view())

    def children(self) -> list[QObject]:
        zone: ZoneItem = self.node()
        scene = table_of(zone)
        return list(scene.cursor.elements(zone.key)) if scene is not None else []

    def role(self) -> QAccessible.Role:
        return Role.List

    def text(self, kind: QAccessible.Text) -> str:
        zone: ZoneItem = self.node()
        if kind == Text.Name:
            return spoken().zone(zone.key, zone.count, self.viewer())
        return ""

    def scene_rect(self) -> QRectF:
        zone: ZoneItem = self.node()
        return zone.scene_rect()


class CardAccessible(NodeAccessible):
    """A card: a list item named with its details (or "a face-down card"), its text as the
    description; selected as the table selects it."""

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        card: CardItem = self.node()
        scene = table_of(card)
        return interface(scene.zone_items.get(card.zone)) if scene is not None else None

    def role(self) -> QAccessible.Role:
        return Role.ListItem

    def text(self, kind: QAccessible.Text) -> str:
        card: CardItem = self.node()
        if kind == Text.Name:
            return spoken().card(card.card, card.zone, self.viewer())
        if kind == Text.Description:
            return spoken().description(card.card)
        return ""

    def state(self) -> QAccessible.State:
        state = super().state()
        card: CardItem = self.node()
        state.selectable = True
        state.selected = card.isSelected()
        return state

    def scene_rect(self) -> QRectF:
        card: CardItem = self.node()
        return card.sceneBoundingRect()


class BandAccessible(NodeAccessible):
    """The band: its counters and its phases as two groups, each chip an object of its own:
    a counter a label (``anna: Life 20``), a phase, *End turn* and a reaction's offer buttons,
    the current phase checked, a phase or *End turn* that cannot be chosen now disabled."""

    def key(self) -> Any:
        node: BandNode = self.node()
        return node.key

    def chip(self) -> Any:
        node: BandNode = self.node()
        key = node.key
        return node.band().chip(key) if isinstance(key, tuple) else None

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        key = self.key()
        if isinstance(key, str):
            return interface(self.view())
        node: BandNode = self.node()
        return interface(node.band().node(COUNTERS if key[0] == "counter" else PHASES))

    def children(self) -> list[QObject]:
        key = self.key()
        view = self.view()
        if not isinstance(key, str) or view is None:
            return []
        node: BandNode = self.node()
        band = node.band()
        return [band.node(chip) for chip in view.table().cursor.band_keys(key)]

    def role(self) -> QAccessible.Role:
        key = self.key()
        if isinstance(key, str):
            return Role.Grouping
        return Role.StaticText if key[0] == "counter" else Role.PushButton

    def text(self, kind: QAccessible.Text) -> str:
        key, chip = self.key(), self.chip()
        if isinstance(key, str):
            return (_tr("Counters") if key == COUNTERS else _tr("Phases")) if (
                kind == Text.Name) else ""
        if chip is None:
            return ""
        if kind == Text.Name:
            if key[0] in ("counter", "offer"):
                return str(chip.tip)
            if chip.style == "now":
                return _tr("{phase}, the current phase").format(phase=chip.text)
            return str(chip.text)
        if kind == Text.Description and key[0] in ("phase", "end_turn"):
            return str(chip.tip)
        return ""

    def state(self) -> QAccessible.State:
        state = super().state()
        chip = self.chip()
        if chip is not None and chip.key[0] in ("phase", "end_turn", "offer"):
            state.disabled = chip.payload is None and chip.style != "now"
            state.checkable = chip.key[0] == "phase"
            state.checked = chip.style == "now"
        return state

    def scene_rect(self) -> QRectF:
        key, chip = self.key(), self.chip()
        node: BandNode = self.node()
        band = node.band()
        if chip is not None:
            return band.mapRectToScene(chip.rect)
        if isinstance(key, str):
            rects = [band.mapRectToScene(part.rect) for k in self._keys()
                     if (part := band.chip(k)) is not None]
            united = QRectF()
            for rect in rects:
                united = united.united(rect)
            return united
        return QRectF()

    def _keys(self) -> list[tuple]:
        view = self.view()
        key = self.key()
        return view.table().cursor.band_keys(key) if view is not None and isinstance(
            key, str) else []


class TableEvents(QObject):
    """Tells assistive technology what changed on the table: the cursor's node as the focus
    (while the table has the keyboard), a zone's name (its count), the focused card's name (it
    was tapped, marked) and the cards that came."""

    def __init__(self, view: TableView) -> None:
        super().__init__(view)
        self._names: dict[Any, str] = {}
        scene = view.table()
        scene.cursor.moved.connect(self.focus)
        scene.viewShown.connect(lambda _view: self.changed())

    def view(self) -> TableView:
        return cast("TableView", self.parent())

    def focus(self) -> None:
        """The cursor's node is the focus (while the table has the keyboard)."""
        view = self.view()
        node = cursor_node(view)
        if node is not None and view.hasFocus() and QAccessible.isActive():
            QAccessible.updateAccessibility(QAccessibleEvent(node, QAccessible.Event.Focus))

    def changed(self) -> None:
        """After a new view: name changes and new cards, told."""
        if not QAccessible.isActive():
            return
        view = self.view()
        scene = view.table()
        names: dict[Any, str] = {}
        watched: list[tuple[Any, QObject]] = [(("zone", key), item)
                                              for key, item in scene.zone_items.items()]
        watched += [(("card", key), item) for key, item in scene.cards.items()]
        for ident, node in watched:
            found = interface(node)
            if found is None:
                continue
            names[ident] = found.text(Text.Name)
            before = self._names.get(ident)
            if before is None and ident[0] == "card":
                QAccessible.updateAccessibility(QAccessibleEvent(node,
                                                                 QAccessible.Event.ObjectCreated))
            elif before is not None and before != names[ident]:
                QAccessible.updateAccessibility(QAccessibleEvent(node,
                                                                 QAccessible.Event.NameChanged))
        self._names = names
