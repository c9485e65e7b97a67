"""The game log dock (issue 12): fed a line at a time by the controller, always the seat's whole
log, the newest line in sight; a click picks a line's cards."""

from __future__ import annotations

from conftest import make_window

from desktop.qt import QApplication, QEvent, QMouseEvent, QPoint, QPointF, Qt, QTextCursor
from desktop.texts import log_text
from engine.demo import demo_game


def shown_as_read(window) -> list[str]:
    """The lines the dock should show: the seat's log, in words."""
    return [log_text(entry) for entry in window.game.log_lines(window.controller.viewer)]


def long_game(ruleset: str, lines: int):
    """A demo game with ``lines`` lines in its log (counter changes, up and down: repeats of
    one change would fold into one line)."""
    game = demo_game(ruleset, seed=2)
    player = game.active_player
    while len(game.log) < lines:  # alternating: a line an action
        game.apply({"act": "counter", "by": player, "player": player, "name": "life",
                    "delta": 1 - 2 * (len(game.log) % 2)})
    return game


def at_the_newest_line(window) -> bool:
    bar = window.log.text.verticalScrollBar()
    return bar.value() == bar.maximum()


def test_each_action_hands_on_one_line_and_an_undo_takes_one_back(make):
    window = make()
    controller, seat = window.controller, window.controller.seat
    handed: list[tuple[int, int]] = []
    controller.logged.connect(lambda keep, lines: handed.append((keep, len(lines))))
    views: list = []
    controller.changed.connect(views.append)
    size = len(window.game.log)
    for act in ("draw", "draw", "undo", "redo", "draw"):
        window.ops.undo() if act == "undo" else window.ops.redo() if act == "redo" else (
            window.ops.draw())
        assert window.log.lines() == shown_as_read(window)
        assert at_the_newest_line(window)
    assert handed == [(size, 1), (size + 1, 1), (size + 1, 0), (size + 1, 1), (size + 2, 1)]
    assert views[-1] is controller.view and "log" not in views[-1]  # handed on, not copied
    assert window.log.lines()[-1].startswith(f"{size + 3}. {seat}")


def test_a_long_game_opens_with_its_whole_log_and_the_newest_line_in_sight(qtbot, settings,
                                                                         tmp_path):
    window = make_window(qtbot, settings, tmp_path, long_game("hkk", 3000))
    try:
        # The newest lines show with the table; the older ones are filled in while idle.
        shown = window.log.lines()
        assert shown == shown_as_read(window)[window.log.first:] and window.log.first > 0
        window.ops.draw()  # a line added while older ones are still being filled in
        qtbot.waitUntil(lambda: window.log.complete)
        assert len(window.log.lines()) == 3001
        assert window.log.lines() == shown_as_read(window)
        assert at_the_newest_line(window)
        assert window.ops.undo() is None and window.log.lines() == shown_as_read(window)
    finally:
        window.close()


def test_a_click_on_a_line_picks_its_cards(make, qtbot):
    window = make()
    seat = window.controller.seat
    label = window.game.zones[f"{seat}.hand"][0].label
    window.controller.act("move", card=label, to=f"{seat}.discard")
    window.ops.draw()
    picked: list[list[str]] = []
    window.log.cardsPicked.connect(picked.append)
    text = window.log.text
    moved = len(window.log.lines()) - 2  # the move's line, before the draw's
    assert window.game.definition(window.game.cards[label]).name in window.log.lines()[moved]
    block = text.document().findBlockByNumber(moved)
    point = QPointF(text.cursorRect(QTextCursor(block)).center())
    click = QMouseEvent(QEvent.Type.MouseButtonRelease, point, point, Qt.MouseButton.LeftButton,
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)
    window.log.eventFilter(text.viewport(), click)
    assert picked == [[label]]
    assert [s.cursor.blockNumber() for s in text.extraSelections()] == [moved]


def test_after_a_hand_off_the_dock_reads_the_new_seats_log(make):
    window = make()
    first = window.controller.seat
    window.ops.draw()
    window.controller.act("end_turn")
    assert window.controller.hidden and not window.log.isVisible()
    window.take_seat()
    assert window.controller.seat != first
    assert window.log.lines() == shown_as_read(window)
    assert at_the_newest_line(window)


def test_refused_and_flagged_lines_are_red(make):
    window = make()
    seat = window.controller.seat
    assert window.controller.act("enforcement", mode="warn").applied
    inside = window.game.label_at(f"{seat}.deck", 3)
    verdict = window.controller.act("move", card=inside, to=f"{seat}.hand")  # no source: flagged
    assert verdict.flagged
    window.ops.draw()
    document = window.log.text.document()

    def colour(line: int) -> str:
        return document.findBlockByNumber(line).begin().fragment().charFormat().foreground() \
            .color().name()

    lines = len(window.log.lines())
    assert colour(lines - 2) == "#d01010" and colour(lines - 1) != "#d01010"


def test_the_newest_line_stays_in_sight_when_the_dock_is_shown_or_resized(qtbot, settings,
                                                                          tmp_path):
    """A game resumed before its window is laid out, a dock the hand-off screen hid, a dock
    made smaller: the newest line is still the one in sight; unless the reader scrolled up."""
    window = make_window(qtbot, settings, tmp_path, long_game("berserk", 600))
    try:
        qtbot.waitUntil(lambda: window.log.complete)
        assert at_the_newest_line(window)
        window.log.hide()
        window.ops.draw()
        window.log.show()
        for height in (400, 120):  # smaller: more lines below the top one shown
            window.resizeDocks([window.log], [height], Qt.Orientation.Vertical)
            QApplication.processEvents()
            assert window.log.height() < 200 or height == 400
            assert at_the_newest_line(window)
        bar = window.log.text.verticalScrollBar()
        bar.setValue(bar.maximum() // 2)  # the reader goes back to read
        window.resizeDocks([window.log], [400], Qt.Orientation.Vertical)
        QApplication.processEvents()
        assert not at_the_newest_line(window)
        window.ops.draw()  # a new line: in sight again
        assert at_the_newest_line(window)
    finally:
        window.close()


def newest_line_in_sight(window) -> bool:
    """Whether the log's last line is the one at the bottom of the dock (not only the scroll bar
    at its end)."""
    text = window.log.text
    bottom = text.cursorForPosition(QPoint(5, text.viewport().height() - 3)).blockNumber()
    return bottom == text.document().blockCount() - 1


def test_after_a_hand_off_the_next_seat_sees_the_newest_line(qtbot, settings, tmp_path):
    """The next seat's log is written at once; its long lines wrap over several rows, and the
    last of them must still be in sight (they were cut off below the bottom)."""
    game = demo_game("hkk", seed=2, enforcement="warn")
    player = game.active_player
    for _ in range(12):  # a flagged move from inside a deck: a line of four rows
        game.apply({"act": "move", "by": player, "card": game.label_at(f"{player}.deck", 3),
                    "to": f"{player}.hand"})
    window = make_window(qtbot, settings, tmp_path, game)
    try:
        window.resize(1500, 920)
        qtbot.waitExposed(window)
        qtbot.waitUntil(lambda: window.log.complete)
        QApplication.processEvents()
        assert newest_line_in_sight(window)
        window.controller.act("end_turn")
        window.cover(window.controller.game.active_player)
        QApplication.processEvents()
        window.take_seat()
        QApplication.processEvents()
        assert at_the_newest_line(window) and newest_line_in_sight(window)
    finally:
        window.close()


def test_the_log_is_written_once_the_window_is_painted_and_only_the_last_games(qtbot, settings):
    """A window being built writes no line (its first picture is the table's); a game that
    replaced another before the paint is the one whose lines come, and the one it replaced
    writes none afterwards."""
    from desktop.firstpaint import wait_for_first_paint_work
    from desktop.mainwindow import MainWindow

    window = MainWindow(demo_game("hkk", seed=1), settings)
    qtbot.addWidget(window)
    first = window.controller
    window.set_game(long_game("berserk", 12))
    assert window.log.lines() == []
    window.show()
    assert wait_for_first_paint_work(window)
    assert window.log.lines() == shown_as_read(window) and len(window.log.lines()) >= 12
    first.refresh()  # the replaced game, redrawn: its lines are no one's to read
    first.reread_log()
    assert window.log.lines() == shown_as_read(window)
    window.close()


def test_seventeen_clicks_on_life_are_one_line(make, language):
    """Life −1 clicked 17 times in a row: one line that says −17 (with the actions' numbers),
    growing as the clicks come, as every seat reads it."""
    from gestures import band_click

    language("en")
    window = make()
    seat = window.controller.seat
    lines = len(window.log.lines())
    for _ in range(17):
        band_click(window, ("counter", seat, "life", -1))
    assert len(window.log.lines()) == lines + 1
    last = len(window.game.history)
    assert window.log.lines()[-1] == (
        f"{last - 16}\u2013{last}. {seat} changed {seat}'s Life by \u221217")
    assert window.log.lines() == shown_as_read(window)
