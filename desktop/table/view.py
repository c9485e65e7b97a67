"""The view onto the table scene: the table laid out for the window's size, rubber-band select."""

from __future__ import annotations

from desktop.qt import (
    QApplication,
    QContextMenuEvent,
    QEnterEvent,
    QEvent,
    QFocusEvent,
    QGraphicsView,
    QKeyEvent,
    QMouseEvent,
    QPointF,
    QResizeEvent,
    QSizeF,
    Qt,
    QTimer,
    QWidget,
)
from desktop.table.scene import TableScene

KEY = Qt.Key
NO_MODIFIER = Qt.KeyboardModifier.NoModifier
CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
BACK = (KEY.Key_Left, KEY.Key_Up)
ON = (KEY.Key_Right, KEY.Key_Down)


class TableView(QGraphicsView):
    """Shows the whole table at one scene unit per pixel: the scene lays itself out for the
    viewport's size (cards sharp at their size). Only a window too small for the smallest cards
    scales the table down. Empty-space drags select with a rubber band."""

    READS_AS_TABLE = True  # a screen reader reads it as the table (desktop.table.access)

    def __init__(self, scene: TableScene, parent: QWidget | None = None,
                 cursor_keys: bool = False) -> None:
        super().__init__(scene, parent)
        # The keyboard's cursor (arrows, Ctrl+arrows, Enter, + and −, the menu key): a table one
        # plays at. A replay's arrow keys step through the record instead.
        self.cursor_keys = cursor_keys
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        from desktop.table import access  # (it reads this module's class)

        access.install()  # a screen reader reads the zones, cards and band (issue 32)
        self.access_events = access.TableEvents(self)
        # A viewport made here, not by Qt: every item's paint() is handed the viewport, and the
        # first widget Qt made that reaches Python makes PySide6 set up every QWidget class it
        # might be (~10 ms of the first paint; desktop.firstpaint).
        viewport = QWidget()
        viewport.setAttribute(Qt.WidgetAttribute.WA_InputMethodEnabled)  # as Qt's own has it
        self.setViewport(viewport)
        # No view-wide Antialiasing or SmoothPixmapTransform: every item paints antialiased into
        # its own device cache, and blitting 500 cached cards with the hints costs 18 ms a frame
        # instead of 8 ms. Items set every painter state they use, so none needs saving.
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontAdjustForAntialiasing)
        # No background cache: a viewport-sized pixmap (4 MiB on a 1600×1000 screen), where the
        # felt is already a narrow strip copied row by row (desktop.table.scene.felt_brush).
        self.setDragMode(QGraphicsView.DragMode.RubberBandDrag)
        self.setRubberBandSelectionMode(Qt.ItemSelectionMode.IntersectsItemShape)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setMouseTracking(True)
        scene.sceneRectChanged.connect(lambda _rect: self.fit())

    def table(self) -> TableScene:
        """The table scene shown."""
        scene = self.scene()
        assert isinstance(scene, TableScene)
        return scene

    def fit(self) -> None:
        """Lay the table out for the viewport; scale it down only if it is still larger."""
        if self.testAttribute(Qt.WidgetAttribute.WA_PendingResizeEvent):
            # Not laid out yet (its size is Qt's placeholder, 640×480): the resize event that
            # comes when the window shows brings the real size. Laying the table out for the
            # placeholder meanwhile cost a second layout of the first game.
            return
        # The viewport's size without asking for the viewport (no scroll bars, no frame): see
        # desktop.firstpaint for why the table is laid out before Python touches that widget.
        viewport = self.maximumViewportSize()
        self.table().set_viewport_size(QSizeF(viewport))
        rect = self.scene().sceneRect()
        if not rect.isValid():
            return
        if rect.width() <= viewport.width() + 0.5 and rect.height() <= viewport.height() + 0.5:
            self.resetTransform()
            self.centerOn(rect.center())
        else:
            self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)

    def viewportEvent(self, event: QEvent) -> bool:
        scene = self.scene()
        if not isinstance(scene, TableScene):  # its scene already gone (the window closing)
            return super().viewportEvent(event)
        left_from = scene.left_from
        handled = super().viewportEvent(event)
        if (event.type() == QEvent.Type.Enter and isinstance(event, QEnterEvent)
                and left_from is not None):
            # The mouse came back over the table without moving (a question over it closed):
            # Qt points at the card below only on the next move; the card commands need it now.
            # (A window that opens under a mouse that was never on its table waits for a move.)
            self._point_at(event.position())
        return handled

    def _point_at(self, where: QPointF) -> None:
        """Tell the scene where the mouse is, as a move there would (not while a button is
        held: that would be a drag)."""
        viewport = self.viewport()
        if QApplication.mouseButtons() != Qt.MouseButton.NoButton:
            return
        QApplication.sendEvent(viewport, QMouseEvent(
            QEvent.Type.MouseMove, where, viewport.mapToGlobal(where), Qt.MouseButton.NoButton,
            Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    # The keyboard's cursor (desktop.table.cursor; docs/keyboard.md).
    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.cursor_keys and self._cursor_key(event):
            event.accept()
            return
        super().keyPressEvent(event)

    def _cursor_key(self, event: QKeyEvent) -> bool:
        """Move or use the cursor; False for a key that is not the cursor's."""
        scene = self.table()
        cursor = scene.cursor
        key = event.key()
        mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if key in (*BACK, *ON) and mods in (NO_MODIFIER, CTRL):
            scene.keyboard_used()
            delta = -1 if key in BACK else 1
            if mods == CTRL:
                cursor.next_stop(delta)
            else:
                cursor.step(delta)
        elif key in (KEY.Key_Home, KEY.Key_End) and mods == NO_MODIFIER:
            scene.keyboard_used()
            cursor.jump(key == KEY.Key_End)
        elif key in (KEY.Key_Return, KEY.Key_Enter) and mods in (NO_MODIFIER, SHIFT):
            scene.keyboard_used()
            scene.cursorActivated.emit(mods == SHIFT)
        elif key in (KEY.Key_Plus, KEY.Key_Equal, KEY.Key_Minus) and mods in (NO_MODIFIER,
                                                                                SHIFT):
            scene.keyboard_used()
            scene.cursorStepped.emit(-1 if key == KEY.Key_Minus else 1)
        elif key == KEY.Key_Menu or (key == KEY.Key_F10 and mods == SHIFT):
            self._cursor_menu()
        elif key == KEY.Key_A and mods == CTRL:
            scene.keyboard_used()
            scene.select_zone(cursor.zone())  # the card commands act on all of them
        elif key == KEY.Key_Space and mods == SHIFT:
            scene.keyboard_used()
            scene.toggle_selected(cursor.card())  # one card more (or less) for the commands
        elif key == KEY.Key_Escape and mods == NO_MODIFIER and scene.selectedItems():
            scene.clearSelection()  # the card commands act on the cursor's card again
        else:
            return False
        return True

    def _cursor_menu(self) -> None:
        """The menu of the cursor's card, beside it (the menu key, Shift+F10)."""
        scene = self.table()
        scene.keyboard_used()
        card = scene.cursor.card()
        if card is None:
            return
        corner = self.mapFromScene(card.mapToScene(card.boundingRect().center()))
        scene.cardMenu.emit(card, self.viewport().mapToGlobal(corner))

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        if self.cursor_keys and event.reason() == QContextMenuEvent.Reason.Keyboard:
            self._cursor_menu()
            event.accept()
            return
        super().contextMenuEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        scene = self.table()
        if self.cursor_keys and event.reason() in (Qt.FocusReason.TabFocusReason,
                                                    Qt.FocusReason.BacktabFocusReason):
            scene.keyboard_used()  # come by Tab: the ring shows where the keys act
        scene.set_keyboard_focus(True)
        # The cursor's card is the accessible focus, told after Qt tells of the table's own.
        QTimer.singleShot(0, self, self.access_events.focus)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        if event.reason() != Qt.FocusReason.PopupFocusReason:  # a card's menu: still here
            self.table().set_keyboard_focus(False)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.table().mouse_used()
        super().mousePressEvent(event)
