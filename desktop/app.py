"""Start-up: the application object, translations, which game to open, screenshots."""

from __future__ import annotations

import argparse
import sys
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any

from desktop import i18n, journaling, session
from desktop.firstpaint import (
    PAINT_DEADLINE_MS,
    after_first_paint,
    wait_for_first_paint_work,
    wait_for_paint,
)
from desktop.qt import (
    QApplication,
    QTimer,
    QWidget,
)
from desktop.settings import Settings
from desktop.table.cardface import install_font_fallbacks, raise_pixmap_cache
from desktop.texts import problem_line

DESKTOP_ID = "cardtable"  # the .desktop entry's name (packaging/cardtable.desktop)


def install_translators(app: QApplication, lang: str | None,
                        settings: Settings | None = None) -> list[str]:
    """Qt's own strings and ours in ``lang`` (default: the menu's saved choice, else the system's);
    returns the catalogs loaded."""
    translations = i18n.install(app, lang, settings or Settings())
    return list(translations.loaded)


def ask_resume(window: QWidget, path: Path) -> bool:
    """The usual journal survived a crash: offer to resume it, over the window."""
    from desktop.qt import QMessageBox

    give_windows_the_icon()
    answer = QMessageBox.question(
        window, "Cardtable",
        QApplication.translate("Startup", "A game was interrupted (%s). Resume it?") % path)
    return answer == QMessageBox.StandardButton.Yes


class Termination:
    """SIGTERM (a logout, ``kill``) quits as File → Quit does: every window closes (a game's
    autosave goes to the finished games, an unplayed deal is deleted, every lock is let go),
    also while a question waits in its own event loop (the resume question at the start).

    Python runs a signal handler only between its own instructions, never while Qt waits for
    events: the signal is written to a socket (``signal.set_wakeup_fd``) that Qt watches."""

    def __init__(self, app: QApplication) -> None:
        import signal
        import socket

        from desktop.qt import QSocketNotifier

        self.requested = False
        self._read, self._write = socket.socketpair()
        for end in (self._read, self._write):
            end.setblocking(False)
        signal.set_wakeup_fd(self._write.fileno())
        signal.signal(signal.SIGTERM, lambda _number, _frame: self.quit())
        self._notifier = QSocketNotifier(self._read.fileno(), QSocketNotifier.Type.Read, app)
        self._notifier.activated.connect(self._woken)

    def _woken(self) -> None:
        """The socket woke the event loop: Python's handler runs now (it may have run already)."""
        import contextlib

        with contextlib.suppress(OSError):
            self._read.recv(64)

    def quit(self) -> None:
        """Close every window (dialogs first: a question answers nothing), then leave every
        event loop."""
        if self.requested:
            return
        self.requested = True
        from desktop.qt import QDialog

        windows = QApplication.topLevelWidgets()
        for widget in windows:
            if isinstance(widget, QDialog) and widget.isVisible():
                widget.reject()
        for widget in windows:
            if widget.isVisible():
                widget.close()
        QApplication.quit()


_termination: list[Termination] = []  # the process's one handler (run() installs it)


def terminating() -> bool:
    """Whether SIGTERM asked the app to quit."""
    return bool(_termination) and _termination[0].requested


def warn(parent: QWidget | None, text: str) -> None:
    """A warning box titled Cardtable."""
    from desktop.qt import QMessageBox

    give_windows_the_icon()
    QMessageBox.warning(parent, "Cardtable", text)


def offer_interrupted(window: Any, start: session.Start,
                      ask: Callable[[QWidget, Path], bool] = ask_resume,
                      failed: Callable[[QWidget | None, str], None] = warn) -> None:
    """Ask, over the already painted table, whether to resume a game a crash interrupted.

    Asking before the window shows would keep a player (and a launch timer) waiting on a bare
    dialog; meanwhile the table shows the new game, journaled in an autosave of its own. A journal
    that cannot be resumed is reported (``failed``), renamed out of the way (never changed) and
    the new game goes on.

    One question at a time: the new game's own opening question (a setup question) waits until
    this one is answered, and is asked only if that game stays on the table.
    """
    if start.interrupted is None:
        return
    procedures = window.procedures
    was_enabled, procedures.enabled = procedures.enabled, False
    try:
        _settle_interrupted(window, start, ask, failed)
    finally:
        procedures.enabled = was_enabled
        procedures.ask_soon()


def _settle_interrupted(window: Any, start: session.Start, ask: Callable[[QWidget, Path], bool],
                        failed: Callable[[QWidget | None, str], None]) -> None:
    """Resume the interrupted journal or keep the new game, as the player answers."""
    from engine.errors import RecordError

    assert start.interrupted is not None
    try:
        answer = ask(window, start.interrupted)
        if terminating():  # asked to quit while the question was open: nothing was answered
            session.release(start.interrupted)  # offered again next time, as it is
            return
        settled = session.settle_interrupted(start, answer)
    except RecordError as error:
        kept = session.set_aside(start.interrupted)
        failed(window, "\n".join((problem_line(error), QApplication.translate(
            "Startup", "The damaged journal was kept as %s.") % kept)))
        return
    except OSError as error:  # it cannot be written (read-only, say): it stays as it is
        session.release(start.interrupted)
        failed(window, journaling.explain(error, refused=False))
        return
    if settled.game is not start.game:
        window.journal = settled.journal
        window.set_game(settled.game, None, settled.path)


def report_problem(args: argparse.Namespace, text: str) -> None:
    """A problem that ends the start: on stderr for scripts, and in a box for a person (never a
    box with ``--screenshot``)."""
    print(f"cardtable: {text}", file=sys.stderr, flush=True)
    if not args.screenshot:
        warn(None, text)


def show_unexpected(kind: type[BaseException], error: BaseException, trace: Any) -> None:
    """An error nothing else caught: printed as before, and also shown, so that stderr is never
    the only place it is reported. The game is safe: every action made is in the journal."""
    from desktop.qt import QThread

    traceback.print_exception(kind, error, trace)
    app = QApplication.instance()
    if app is None or issubclass(kind, KeyboardInterrupt):
        return
    if QThread.currentThread() is not app.thread():
        return  # a worker thread (a card set's file scan) may not open a box: it would hang
    warn(QApplication.activeWindow(), QApplication.translate(
        "Startup", "Something went wrong inside Cardtable: %s\n\nEvery action made so far is "
        "saved in the autosave journal.") % "".join(
            traceback.format_exception_only(kind, error)).strip())


def give_windows_the_icon() -> None:
    """Every window's icon, the app's (once): set when the first window has painted, or before
    a box that comes first. Decoding the icons and sending them to the window system (~2.5 ms)
    is not part of the table's first picture; windows already shown take the icon as it comes."""
    app = QApplication.instance()
    if isinstance(app, QApplication) and app.windowIcon().isNull():
        from desktop.appicon import app_icon  # decoded once the first window has painted

        app.setWindowIcon(app_icon())


def run_until_quit(app: QApplication) -> int:
    """``app.exec()``; then every window is deleted while Qt is still whole. Left to Python's
    exit, PySide's cleanup tore down a window one of whose dialogs had run ``exec()`` (File →
    New game…, Save as…) and aborted the process more often than not ("shared QObject was
    deleted directly", then a bus error or malloc's abort)."""
    import shiboken6

    status = app.exec()
    for window in app.topLevelWidgets():
        if shiboken6.isValid(window) and window.parentWidget() is None:
            shiboken6.delete(window)  # its dialogs and docks with it
    return status


def application(lang: str | None) -> tuple[QApplication, Settings]:
    """The application object (names, translations in ``lang``) and the settings; the icon comes
    with the first paint (:func:`give_windows_the_icon`)."""
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Cardtable")
    app.setOrganizationName("Cardtable")
    app.setDesktopFileName(DESKTOP_ID)
    settings = Settings()
    install_translators(app, lang, settings)
    raise_pixmap_cache()
    install_font_fallbacks()  # before any paint: adding a font while painting frees fonts in use
    return app, settings


def serve_overlay(window: Any, args: argparse.Namespace) -> bool:
    """``--overlay PORT``: serve it and print its address. False when it cannot start (said;
    the window is closed)."""
    if args.overlay is None:
        return True
    try:
        print(f"Overlay: {window.streaming.start_overlay(args.overlay).url}", flush=True)
    except OSError as error:
        report_problem(args, QApplication.translate(
            "Streaming", "The overlay could not start on port %d: %s") % (args.overlay, error))
        window.close()
        return False
    return True


def serve_phones(window: Any, args: argparse.Namespace) -> bool:
    """``--phones ADDRESS[:PORT]``: Hands on phones on that address at once, as View → Hands on
    phones… → Start, and that dialog (the seats' QR codes) opens over the window; the address
    is printed (never a seat's link: it holds the seat's secret). False when it cannot listen
    there (said; the window is closed)."""
    if args.phones is None:
        return True
    address, port = args.phones
    from desktop.phones.network import NotOneInterface

    try:
        phones = window.streaming.serve_phones(address, port)
    except (NotOneInterface, OSError) as error:
        report_problem(args, window.streaming.phones_problem(address, port, error))
        window.close()
        return False
    host, bound = phones.server.address
    print(f"Phones: http://{host}:{bound}/", flush=True)
    if not args.screenshot:
        after_first_paint(window, window.streaming.open_phones)
    return True


def screenshot(window: Any, broadcast: QWidget | None, path: str,
               images_came: Callable[[], bool]) -> int:
    """``--screenshot``: the window (or the broadcast window) once fully painted, saved to
    ``path`` (:func:`save_picture`; a failure said on stderr, naming the file: status 2); the
    window closes. ``images_came``: waits for the card images still being
    decoded, True if any came (the table is painted again). Returns the exit status."""
    wait_for_paint(window.table.viewport())
    wait_for_first_paint_work(window)  # the log and the card panel fill in after the table
    if images_came():
        wait_for_paint(window.table.viewport())  # the card images, now decoded
    if broadcast is not None:
        wait_for_paint(broadcast.view.viewport())
    picture = (window if broadcast is None else broadcast).grab()
    window.close()
    try:
        save_picture(picture, Path(path))
    except OSError as error:
        print(f"cardtable: {path}: {error.strerror or error}", file=sys.stderr, flush=True)
        return 2
    return 0


def save_picture(picture: Any, path: Path) -> None:
    """A ``QPixmap`` or ``QImage`` saved to ``path`` in the format its suffix names (PNG when it
    has none), written atomically (``engine.fileio.atomic_write``: never into a pipe or a
    device, never half a file left); ``OSError`` naming ``path`` says why it could not be."""
    import errno

    from desktop.qt import QBuffer, QByteArray, QImageWriter, QIODevice
    from engine.fileio import atomic_write

    kind = path.suffix.lstrip(".").lower() or "png"
    if kind.encode() not in {bytes(name).lower() for name in QImageWriter.supportedImageFormats()}:
        raise OSError(errno.EINVAL, QApplication.translate(
            "Startup", "no picture format of that name: save it as .png"), str(path))
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not picture.save(buffer, kind.upper()):
        raise OSError(errno.EIO, QApplication.translate(
            "Startup", "the picture could not be encoded"), str(path))
    buffer.close()
    atomic_write(path, bytes(data))


def run(args: argparse.Namespace, hook: Callable[[Any], None] | None = None,
        chosen: Callable[[], session.Start] | None = None) -> int:
    """Build the window for the command line and run the event loop.

    ``chosen``: the start :func:`desktop.session.choose_start_early` chose before Qt loaded
    (``python -m desktop``); without it the start is chosen here. ``hook`` (tests only:
    tests/desktop/launch.py) is called with the main window once it shows; with
    ``--screenshot``, before the picture is taken.
    """
    app, settings = application(args.lang)
    from engine.errors import RecordError
    from engine.journal import JournalBusy

    try:
        start = chosen() if chosen else session.choose_start(args, not args.screenshot)
    except JournalBusy as busy:  # another copy of the app writes that journal: touch nothing
        report_problem(args, journaling.busy_text(busy))
        return 2
    except (OSError, RecordError) as error:  # the game or journal named on the command line
        report_problem(args, problem_line(error))
        return 2
    if start.recent:
        settings.add_recent(str(start.path))
    from desktop.mainwindow import MainWindow

    window = MainWindow(start.game, settings, args.seat, start.journal, start.path)
    window.procedures.enabled = not args.screenshot  # a screenshot never shows a dialog
    window.fit_to_screen()
    if not serve_overlay(window, args) or not serve_phones(window, args):
        return 2
    after_first_paint(window, give_windows_the_icon)
    window.show()
    broadcast = window.streaming.open_broadcast() if args.broadcast else None
    if args.screenshot:
        if start.problem is not None:
            print(f"cardtable: {journaling.explain(start.problem, refused=False)}",
                  file=sys.stderr, flush=True)
        if hook is not None:
            hook(window)  # tests: e.g. a refused move whose flag the picture then shows
        cardsets = window.cardsets
        return screenshot(window, broadcast, args.screenshot,
                          lambda: not cardsets.idle and cardsets.settle(PAINT_DEADLINE_MS))
    sys.excepthook = show_unexpected
    if not _termination:
        _termination.append(Termination(app))
    if start.problem is not None:
        QTimer.singleShot(0, lambda: window.saving.report(start.problem, refused=False))
    QTimer.singleShot(0, lambda: offer_interrupted(window, start))
    if hook is not None:
        QTimer.singleShot(0, lambda: hook(window))
    return run_until_quit(app)
