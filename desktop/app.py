"""Start-up: the application object, translations, which game to open, screenshots."""

from __future__ import annotations

import argparse
import importlib.util
import os
import sys
from pathlib import Path

from desktop import session
from desktop.qt import (
    QApplication,
    QEvent,
    QEventLoop,
    QLibraryInfo,
    QLocale,
    QMessageBox,
    QObject,
    QTimer,
    QTranslator,
    QWidget,
)
from desktop.settings import Settings
from desktop.table.cardface import raise_pixmap_cache

I18N = Path(__file__).parent / "assets" / "i18n"
HOOK_ENV = "CARDTABLE_TEST_HOOK"
PAINT_DEADLINE_MS = 10000


def install_translators(app: QApplication, lang: str | None) -> list[QTranslator]:
    """Qt's own strings and ours, in ``lang`` (default: the system's)."""
    locale = QLocale(lang) if lang else QLocale.system()
    QLocale.setDefault(locale)
    loaded = []
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    for name, folder in (("qtbase", qt_dir), ("cardtable", str(I18N))):
        translator = QTranslator(app)
        if translator.load(locale, name, "_", folder):
            app.installTranslator(translator)
            loaded.append(translator)
    return loaded


class _PaintWatch(QObject):
    """Quits an event loop once a widget has finished its first paint."""

    def __init__(self, loop: QEventLoop) -> None:
        super().__init__()
        self.loop = loop
        self.painted = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and not self.painted:
            self.painted = True
            QTimer.singleShot(0, self.loop.quit)  # runs after this paint event is done
        return False


def wait_for_paint(widget: QWidget) -> bool:
    """Process events until ``widget`` has been painted once (no sleeping)."""
    loop = QEventLoop()
    watch = _PaintWatch(loop)
    widget.installEventFilter(watch)
    widget.update()
    QTimer.singleShot(PAINT_DEADLINE_MS, loop.quit)
    loop.exec()
    widget.removeEventFilter(watch)
    return watch.painted


def run_hook(window: QWidget) -> None:
    """Tests: ``CARDTABLE_TEST_HOOK=FILE.py:FUNCTION`` is called with the main window."""
    spec = os.environ.get(HOOK_ENV)
    if not spec:
        return
    file, _, function = spec.rpartition(":")
    module_spec = importlib.util.spec_from_file_location("cardtable_test_hook", file)
    assert module_spec is not None and module_spec.loader is not None
    module = importlib.util.module_from_spec(module_spec)
    module_spec.loader.exec_module(module)
    getattr(module, function)(window)


def ask_resume(path: Path) -> bool:
    """The usual journal survived a crash: offer to resume it."""
    answer = QMessageBox.question(
        None, "Cardtable",
        QApplication.translate("Startup", "A game was interrupted (%s). Resume it?") % path)
    return answer == QMessageBox.StandardButton.Yes


def run(args: argparse.Namespace) -> int:
    """Build the window for the command line and run the event loop."""
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Cardtable")
    app.setOrganizationName("Cardtable")
    install_translators(app, args.lang)
    raise_pixmap_cache()
    settings = Settings()
    start = session.choose_start(args, settings, ask=None if args.screenshot else ask_resume)
    from desktop.mainwindow import MainWindow

    window = MainWindow(start.game, settings, args.seat, start.journal, start.path)
    window.show()
    if args.screenshot:
        wait_for_paint(window.table.viewport())
        ok = window.grab().save(args.screenshot)
        window.close()
        return 0 if ok else 1
    QTimer.singleShot(0, lambda: run_hook(window))
    return app.exec()
