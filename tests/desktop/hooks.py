"""Test hooks run inside a real app process (``tests/desktop/launch.py --hook hooks.py:NAME``)."""

from __future__ import annotations

import gc
import json
import sys

from desktop.qt import QApplication


def _print_view(window) -> None:
    print(json.dumps(window.game.view(window.controller.seat), sort_keys=True), flush=True)


def play_some(window) -> None:
    """Apply a few actions through the controller, print the view, then wait to be killed."""
    controller = window.controller
    seat = controller.seat
    controller.act("draw", count=2)
    hand = controller.view["zones"][f"{seat}.hand"]["cards"]
    controller.act("move", card=hand[0]["label"], to=f"{seat}.discard")
    controller.act("counter", player=seat, name="life", delta=-3)
    _print_view(window)
    print("READY", flush=True)


def dump_and_quit(window) -> None:
    """Print the view of the resumed game and close."""
    _print_view(window)
    window.close()


def remote(window) -> None:
    """Take orders on stdin, one JSON line each, and answer each with one ``RESULT`` line:

    - ``{"act": {...}}``: the action through the controller (``by`` defaults to the seat);
      the answer holds ``applied`` (true, false, or null when nothing was made) and ``view``, the
      view the table shows afterwards;
    - ``{"show": true}``: only the view the table shows;
    - ``{"quit": true}``: close the window (a clean exit).

    Prints ``READY`` (with the process's journal) first. Between orders the hook waits on stdin,
    so a test can kill the process there, between two actions.
    """
    controller = window.controller
    print("READY " + json.dumps({"journal": str(window.journal)}), flush=True)
    for line in sys.stdin:
        order = json.loads(line)
        if order.get("quit"):
            break
        applied = None
        if "act" in order:
            verdict = controller.apply({"by": controller.seat, **order["act"]})
            applied = None if verdict is None else verdict.applied
            QApplication.processEvents()
        print("RESULT " + json.dumps({"applied": applied, "view": window.controller.view,
                                      "journal": str(window.journal)}, sort_keys=True),
              flush=True)
    window.close()


def a_few_turns(window) -> None:
    """Three turns of plain moves into the zones cards are played onto, a tap, a wound and a
    discard, so that a screenshot shows a table in play (--screenshot takes it afterwards)."""
    controller = window.controller
    game = window.game
    zones = game.table_info()["zones"]
    areas = [zone["name"] for zone in zones if zone.get("played_onto")]
    discard = next(zone["name"] for zone in zones if zone["kind"] == "pile" and not zone["deck"])
    for turn in range(3):
        seat = controller.seat
        if "main" in game.legal_phases(seat):
            controller.act("phase", to="main")
        hand = [c for c in controller.view["zones"][f"{seat}.hand"]["cards"] if c["type"] != "hero"]
        for i, card in enumerate(hand[:2 + turn % 2]):
            controller.act("move", card=card["label"], to=f"{seat}.{areas[(i + turn) % len(areas)]}")
        if turn < 2:
            controller.act("end_turn")
            if window.central() is window.handoff_screen:
                window.take_seat()
    seat = controller.seat
    in_play = controller.view["zones"][f"{seat}.{areas[0]}"]["cards"]
    if in_play:
        controller.act("tap", card=in_play[0]["label"])
        controller.act("mark", card=in_play[-1]["label"], marker="wound", count=1)
    hand = controller.view["zones"][f"{seat}.hand"]["cards"]
    if hand:
        controller.act("move", card=hand[-1]["label"], to=f"{seat}.{discard}")
    QApplication.processEvents()


def pointing_at_a_card(window) -> None:
    """``a_few_turns``, then the mouse on a card in play: it grows in place."""
    a_few_turns(window)
    scene = window.scene
    played = {zone["name"] for zone in window.game.table_info()["zones"] if zone.get("played_onto")}
    item = next(i for i in scene.cards.values()
                if i.zone.partition(".")[2] in played and i.shows_face)
    scene.set_hovered(item)
    QApplication.processEvents()


# A duel interrupted by kill -9 (test_process.py): played with keys and clicks, as a player.
def _keys(window, *keys) -> None:
    from PySide6.QtTest import QTest

    window.activateWindow()
    for key, modifiers in keys:
        QTest.keyClick(window.windowHandle(), key, modifiers)
        QApplication.processEvents()


def _shown(kind, rounds: int = 200):
    """The dialog of this kind once it shows (events are processed meanwhile)."""
    for _ in range(rounds):
        QApplication.processEvents()
        found = [w for w in QApplication.topLevelWidgets() if isinstance(w, kind) and w.isVisible()]
        if found:
            return found[-1]
    raise SystemExit(f"no {kind.__name__} showed")


def new_game_cancelled_then_quit(window) -> None:
    """File → New game…, a dialog that runs its own event loop, left with Escape; then
    File → Quit."""
    from PySide6.QtTest import QTest

    from desktop.dialogs import NewGameDialog
    from desktop.qt import Qt, QTimer

    QTimer.singleShot(0, lambda: QTest.keyClick(_shown(NewGameDialog), Qt.Key.Key_Escape))
    window.actions_by_id["new"].trigger()  # returns once the dialog is gone
    window.actions_by_id["quit"].trigger()


def start_duel(window) -> None:
    """anna clicks her duel card and presses Alt+D; then the process waits to be killed."""
    from PySide6.QtTest import QTest

    from desktop.qt import Qt

    item = window.scene.item_for("d1")
    point = window.table.mapFromScene(item.mapToScene(item.boundingRect().center()))
    QTest.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, point)
    _keys(window, (Qt.Key.Key_D, Qt.KeyboardModifier.AltModifier))
    print("PENDING " + json.dumps(window.game.pending()), flush=True)
    print("READY", flush=True)


def answer_resumed_duel(window) -> None:
    """The resumed game: say what the table asks, then bela answers with keys only."""
    from desktop.qt import Qt
    from desktop.questions import QuestionDialog

    print("SCREEN " + json.dumps({"handoff": window.central() is window.handoff_screen,
                                  "player": window.handoff_screen.player,
                                  "message": window.handoff_screen.message.text()}), flush=True)
    _keys(window, (Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier))
    answer = _shown(QuestionDialog)
    offered = [answer.list.item(r).text() for r in range(answer.list.count())]
    print("ASKED " + json.dumps({"offered": offered, "prompt": answer.prompt.text()},
                                ensure_ascii=False), flush=True)
    from PySide6.QtTest import QTest

    answer.list.setFocus()
    for key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Return):  # pick, answer, confirm
        QTest.keyClick(answer.list if key == Qt.Key.Key_Space else answer, key)
        QApplication.processEvents()
    print("LAST " + json.dumps(window.game.record_lines()[-1]), flush=True)
    window.close()


def startup_modules(window) -> None:
    """What the app holds when its window is first painted, and when it exits: one ``AT_PAINT``
    and one ``AT_EXIT`` line of JSON (modules loaded; at the paint, also those loaded before
    PySide6, the Qt classes asked for through desktop.qt (each one PySide6 sets up, its enums
    made, when first asked for), the source files linecache keeps, the cards the table shows,
    whether the zoom dock shows a card and how many log lines show, the language faces print
    type words in, and whether Python's garbage collector runs); then one ``AFTER_PAINT`` line
    once the work that waits for the first paint is done (the zoom dock's card, the log's lines).
    """
    import atexit
    import linecache

    from desktop.firstpaint import waiting_for_paint
    from desktop.qt import QEvent, QObject
    from desktop.table.cardface import card_language
    from desktop.table.scene import cards_in_sight

    class FirstPaint(QObject):
        def eventFilter(self, _watched, event) -> bool:
            if event.type() == QEvent.Type.Paint:
                window.removeEventFilter(self)
                loaded = list(sys.modules)  # in the order they were imported
                qt = next(i for i, name in enumerate(loaded)
                          if name.startswith(("PySide6", "shiboken6")))
                print("AT_PAINT " + json.dumps({
                    "modules": sorted(loaded),
                    "before_qt": loaded[:qt],
                    "collecting": gc.isenabled(),
                    "qt_names": sorted(name for name in vars(sys.modules["desktop.qt"])
                                       if name.startswith("Q")),
                    # What PySide6 has set up, asked for or not (an overload it ruled out).
                    "qt_types": sorted(name for module in ("QtCore", "QtGui", "QtWidgets")
                                       for name, value in vars(
                                           sys.modules[f"PySide6.{module}"]).items()
                                       if isinstance(value, type)),
                    "linecache": sorted(linecache.cache),
                    "table_cards": len(window.scene.cards),
                    "view_cards": sum(1 for _ in cards_in_sight(window.controller.view)),
                    "zoom_card": bool(window.zoom.card),
                    "log_lines": len(window.log.lines()),
                    "card_language": card_language()}), flush=True)
            return False

    def after_paint_work() -> None:
        print("AFTER_PAINT " + json.dumps({"zoom_card": bool(window.zoom.card),
                                           "log_lines": len(window.log.lines())}), flush=True)

    window.first_paint_watch = FirstPaint(window)
    window.installEventFilter(window.first_paint_watch)
    waiting_for_paint(window).ran.connect(after_paint_work)  # what the app put off until then
    atexit.register(lambda: print("AT_EXIT " + json.dumps(sorted(sys.modules)), flush=True))


def collecting_after_first_paint(window) -> None:
    """Print ``ICON_AT_PAINT`` (the window icon's sizes when the first paint comes), then
    ``COLLECTING true|false`` and ``ICON_AFTER`` once the app is done with its first paint (its
    own work after the paint included), then close."""
    from desktop.qt import QEvent, QObject, QTimer

    def icon_sizes() -> str:
        return json.dumps(sorted(size.width() for size in window.windowIcon().availableSizes()))

    def report() -> None:
        print(f"COLLECTING {json.dumps(gc.isenabled())}", flush=True)
        print(f"ICON_AFTER {icon_sizes()}", flush=True)
        window.close()

    class FirstPaint(QObject):
        def eventFilter(self, _watched, event) -> bool:
            if event.type() == QEvent.Type.Paint:
                window.removeEventFilter(self)
                print(f"ICON_AT_PAINT {icon_sizes()}", flush=True)
                # Two turns of the event loop: the app's own work after the paint comes first.
                QTimer.singleShot(0, lambda: QTimer.singleShot(0, report))
            return False

    window.first_paint_watch = FirstPaint(window)
    window.installEventFilter(window.first_paint_watch)


def kept_table_against_fresh(window) -> None:
    """Play a few actions; after each, compare what the window system shows of the table (drawn
    through its items' device caches) with a table drawn from scratch from the same view, in a
    second view of the same size: one ``SAME`` or ``DIFFERENT`` line per step, then close."""
    from desktop.firstpaint import wait_for_paint
    from desktop.qt import QPoint
    from desktop.table.scene import TableScene
    from desktop.table.view import TableView

    def on_screen(view) -> object:
        viewport = view.viewport()
        viewport.window().raise_()  # the two windows overlap: X keeps no hidden pixels
        assert wait_for_paint(viewport)  # painted again, through the caches
        corner = viewport.mapTo(viewport.window(), QPoint(0, 0))
        return view.screen().grabWindow(viewport.window().winId(), corner.x(), corner.y(),
                                        viewport.width(), viewport.height()).toImage()

    scenes = [TableScene(window.scene.preferred_width)]  # each kept alive while it is shown
    fresh = TableView(scenes[0])
    fresh.resize(window.table.size())
    fresh.show()
    seat = window.controller.seat
    deck = window.controller.view["zones"][f"{seat}.deck"]["count"]
    steps = [*({"act": "draw", "by": seat, "count": 1} for _ in range(deck)),  # to an empty deck
             {"act": "undo", "by": seat},  # not empty again
             {"act": "counter", "by": seat, "player": seat, "name": "VP", "delta": 2},
             {"act": "end_turn", "by": seat}]  # the band: whose turn, the phases
    try:
        for step in steps:
            applied = window.controller.apply(step).applied
            drawn = TableScene(window.scene.preferred_width)  # a new scene for every step
            scenes.append(drawn)
            fresh.setScene(drawn)
            fresh.fit()
            drawn.show_view(window.controller.view, window.controller.specs, seat)
            same = applied and on_screen(window.table) == on_screen(fresh)
            print(("SAME " if same else "DIFFERENT ") + json.dumps(step), flush=True)
    finally:
        fresh.close()
        window.close()


def phones_started(window) -> None:
    """Print whether Hands on phones serves (and where), and whether its dialog shows; close."""
    from desktop.firstpaint import wait_for_first_paint_work

    wait_for_first_paint_work(window)
    phones = window.streaming.phones
    dialog = window.streaming.phones_dialog
    print("PHONES " + json.dumps({
        "running": phones is not None and phones.running,
        "address": list(phones.server.address) if phones is not None else None,
        "dialog": dialog is not None and dialog.isVisible(),
        "codes": dialog is not None and all(box.code.isVisible() for box in dialog.seats.values()),
        "shown": [dialog.chosen().address, dialog.port.value()] if dialog is not None else None,
    }), flush=True)
    window.close()


def question_shown(window) -> None:
    """Print ``ASKED`` and the text of each message box open now (the hook runs inside the
    event loop of the resume question the start asks), then wait to be told to quit."""
    from desktop.qt import QMessageBox

    texts = [w.text() for w in QApplication.topLevelWidgets()
             if isinstance(w, QMessageBox) and w.isVisible()]
    print("ASKED " + json.dumps(texts), flush=True)


# A screen reader's view over AT-SPI (test_atspi.py): the keys wait for the probe's word.
def _until(condition, seconds: float = 10) -> bool:
    """Run the event loop until ``condition()`` holds (False after ``seconds``): under X the
    keys, the window's activation and the focus arrive through the event queue."""
    from desktop.qt import QElapsedTimer, QEventLoop

    clock = QElapsedTimer()
    clock.start()
    while not condition():
        if clock.elapsed() > seconds * 1000:
            return False
        QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
    return True


def keys_for_a_screen_reader(window) -> None:
    """On atspi_probe.py's table (anna: a Flow card first in hand, in her first turn; bela: a
    card in reserve), print ``READY`` with the names of the seat's hand and of the other
    player's (which no node may tell), then wait for lines on stdin. ``keys``: the cursor onto
    the first card, its Flow (refused: too early), the turn's end, bela takes the seat, taps
    his card, ends his turn, anna takes the seat again, each key once the one before has done
    its work; then every text announced meanwhile as ``SAID`` lines (``!`` first where it
    interrupts) and ``DONE`` (``FAILED`` and the step where a key did not work). ``quit``
    closes the window."""
    from PySide6.QtTest import QTest

    from desktop.firstpaint import after_first_paint
    from desktop.qt import QSocketNotifier, Qt

    said: list[str] = []
    window.announcer.announced.connect(
        lambda text, assertive: said.append(("!" if assertive else "") + text))
    game = window.game
    seat = window.controller.seat
    other = next(player for player in game.players if player != seat)
    cursor = window.scene.cursor
    none, ctrl, alt = (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ControlModifier,
                       Qt.KeyboardModifier.AltModifier)

    def names(player: str) -> list[str]:
        view = game.view(player)
        return [c["name"] for c in view["zones"][f"{player}.hand"]["cards"] if c.get("name")]

    def at_table(player: str) -> bool:
        return (window.central() is window.table and window.controller.seat == player
                and window.isActiveWindow() and window.table.hasFocus())

    steps = ((Qt.Key.Key_Home, none, lambda: cursor.active),
             (Qt.Key.Key_L, alt, lambda: bool(said)),
             (Qt.Key.Key_Return, ctrl, lambda: window.central() is window.handoff_screen),
             (Qt.Key.Key_Return, none, lambda: at_table(other)),
             (Qt.Key.Key_Right, ctrl, lambda: cursor.stop == f"{other}.guard"),
             (Qt.Key.Key_Right, ctrl, lambda: cursor.stop == f"{other}.reserve"),
             (Qt.Key.Key_Space, none, lambda: game.cards["b1"].tapped),
             (Qt.Key.Key_Return, ctrl, lambda: window.central() is window.handoff_screen),
             (Qt.Key.Key_Return, none, lambda: at_table(seat)))

    def keys() -> None:
        for step, (key, modifiers, done) in enumerate(steps):
            window.activateWindow()  # the window's keys (no window manager gives it them)
            if not _until(lambda: window.isActiveWindow()) or not (
                    QTest.keyClick(window.windowHandle(), key, modifiers) or _until(done)):
                print(f"FAILED {step}", flush=True)
                return
        for text in said:
            print("SAID " + json.dumps(text), flush=True)
        print("DONE", flush=True)

    def order() -> None:
        line = sys.stdin.readline().strip()
        if line == "keys":
            keys()
        elif line in ("quit", ""):
            notifier.setEnabled(False)
            window.close()

    notifier = QSocketNotifier(sys.stdin.fileno(), QSocketNotifier.Type.Read, window)
    notifier.activated.connect(lambda *_: order())
    after_first_paint(window, lambda: _until(lambda: at_table(seat)) and print(
        "READY " + json.dumps({"hand": names(seat), "hidden": names(other)}), flush=True))
