"""A player's hands for window tests: the mouse and the keyboard only (drags, clicks, keys on the
window or on the dialog that is open), never a call into the engine or the controller."""

from __future__ import annotations

from PySide6.QtTest import QTest

from desktop.qt import QApplication, QDialog, QEvent, QMouseEvent, QPoint, QPointF, Qt, QWidget, is_alive

NO_MODIFIER = Qt.KeyboardModifier.NoModifier


def key(window, key: Qt.Key, modifiers=NO_MODIFIER) -> None:
    """A key on the main window, as a player presses it (window shortcuts fire only while it is
    the active window: the app makes it so again when a dialog over it closes)."""
    QTest.keyClick(window.windowHandle(), key, modifiers)


def press(widget: QWidget, key: Qt.Key, modifiers=NO_MODIFIER) -> None:
    """A key as a player presses it with ``widget`` in front: on a window (a dialog) it goes to
    the widget that has the keyboard focus there, as the keyboard's keys do."""
    target = widget.focusWidget() if widget.isWindow() and widget.focusWidget() else widget
    QTest.keyClick(target, key, modifiers)


def click(widget: QWidget, at: QPoint | None = None, modifiers=NO_MODIFIER) -> None:
    """A left click on a widget (its centre unless ``at``)."""
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton, modifiers,
                     at if at is not None else widget.rect().center())


def double_click(widget: QWidget, at: QPoint) -> None:
    """A click, then the second press that Qt reports as a double, then its release. QTest's
    double-click leaves the button held as far as Qt knows: the tests after one saw a drag where
    they only moved the mouse, and no card grew under it."""
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton, NO_MODIFIER, at)
    QTest.mouseDClick(widget, Qt.MouseButton.LeftButton, NO_MODIFIER, at)
    if QApplication.mouseButtons() != Qt.MouseButton.NoButton:
        QTest.mouseRelease(widget, Qt.MouseButton.LeftButton, NO_MODIFIER, at)
    assert QApplication.mouseButtons() == Qt.MouseButton.NoButton


def choose(button: QWidget) -> None:
    """Click a radio button or check box on its indicator (the centre of a wide one may lie
    beyond its short text, where a click does nothing)."""
    click(button, QPoint(8, button.height() // 2))


def dialog(qtbot, kind: type = QDialog, timeout: int = 3000):
    """The visible dialog of this kind that opened (waits for it)."""
    found: list = []

    def shown() -> bool:
        found[:] = [w for w in QApplication.topLevelWidgets()
                    if isinstance(w, kind) and w.isVisible()]
        return bool(found)

    qtbot.waitUntil(shown, timeout=timeout)
    return found[-1]


def closed(shown: QDialog) -> bool:
    """Whether a dialog closed: hidden, or already destroyed (a closed dialog deletes itself)."""
    return not is_alive(shown) or not shown.isVisible()


def no_dialog(kind: type = QDialog) -> bool:
    """Whether no dialog of this kind shows."""
    return not [w for w in QApplication.topLevelWidgets() if isinstance(w, kind) and w.isVisible()]


def pick(card_list, name: str, modifiers=NO_MODIFIER) -> None:
    """Click the card of this name in a card list (a picker, the mulligan, a duel answer)."""
    for row in range(card_list.count()):
        item = card_list.item(row)
        if item.text() == name:
            card_list.scrollToItem(item)
            click(card_list.viewport(), card_list.visualItemRect(item).center(), modifiers)
            return
    raise AssertionError(f"{name!r} is not offered: "
                         f"{[card_list.item(r).text() for r in range(card_list.count())]}")


def scene_point(window, point: QPointF) -> QPoint:
    """A scene point in the table's viewport."""
    return window.table.mapFromScene(point)


def hover(qtbot, window, item) -> None:
    """Move the mouse over a card (the target of card commands), from outside the table."""
    qtbot.mouseMove(window.table.viewport(), QPoint(1, 1))
    qtbot.mouseMove(window.table.viewport(),
                    scene_point(window, item.mapToScene(item.boundingRect().center())))


def drag(qtbot, window, item, zone: str, shift: bool = False) -> None:
    """Drag a card with the mouse onto a zone's centre (Shift held: without paying)."""
    mods = Qt.KeyboardModifier.ShiftModifier if shift else NO_MODIFIER
    viewport = window.table.viewport()
    start = scene_point(window, item.mapToScene(item.boundingRect().center()))
    target = scene_point(window, window.scene.zone_items[zone].scene_rect().center())
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, mods, start)
    for point in (start + QPoint(15, -15), (start + target) / 2, target):
        # A real mouse reports the button and the modifiers held with every move.
        event = QMouseEvent(QEvent.Type.MouseMove, QPointF(point),
                            viewport.mapToGlobal(QPointF(point)), Qt.MouseButton.NoButton,
                            Qt.MouseButton.LeftButton, mods)
        QApplication.sendEvent(viewport, event)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, mods, target)


def band_click(window, payload: tuple) -> None:
    """Click the band's chip that does ``payload`` (a phase, a counter's − or +, End turn)."""
    band = window.scene.band
    for chip in band._chips:
        if chip.payload == payload:
            point = scene_point(window, band.mapToScene(chip.rect.center()))
            click(window.table.viewport(), point)
            return
    raise AssertionError(f"no chip does {payload}")


# Any question of the engine, asked by the one QuestionDialog (desktop/questions.py).
def asked(qtbot, question: str = "", timeout: int = 3000):
    """The visible question dialog whose question's id starts with ``question`` (waits for
    it): ``duel_answer``, ``duel_effect``, ``mulligan``, ``prevent``, a command's id..."""
    from desktop.questions import QuestionDialog

    found: list = []

    def shown() -> bool:
        found[:] = [w for w in QApplication.topLevelWidgets()
                    if isinstance(w, QuestionDialog) and w.isVisible()
                    and w.question.id.startswith(question)]
        return bool(found)

    qtbot.waitUntil(shown, timeout=timeout)
    return found[-1]


def confirming(question_dialog) -> bool:
    """Whether a question's dialog shows its confirmation page."""
    return question_dialog.pages.currentWidget() is question_dialog.confirming


def option(question_dialog, option_id: str) -> None:
    """Choose one of an options question's options (by its id, e.g. ``damage:anna``)."""
    assert question_dialog.group is not None, "not an options question"
    index = question_dialog._values.index(option_id)
    choose(question_dialog.group.button(index))


def answer_with_card(qtbot, question_dialog, name: str | None) -> None:
    """Answer a cards question with a card (by name), or decline it (None), through its
    confirmation page: Enter, then Enter again to confirm."""
    if name is None:
        click(question_dialog.decline)
    else:
        pick(question_dialog.list, name)
        press(question_dialog, Qt.Key.Key_Return)
    if question_dialog.question.confirm is not None:
        assert confirming(question_dialog)
        press(question_dialog, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: closed(question_dialog))
