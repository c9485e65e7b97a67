"""Desktop tests run offscreen, with settings and data folders of their own."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_HOME = tempfile.mkdtemp(prefix="cardtable-tests-")
os.environ["XDG_CONFIG_HOME"] = os.path.join(_HOME, "config")
os.environ["XDG_DATA_HOME"] = os.path.join(_HOME, "data")

import pytest  # noqa: E402

# The third game's package in a temporary games folder (a fixture of the table's and the phones'
# tests of it).
from third_game import oracle  # noqa: E402, F401

from desktop.qt import QSettings  # noqa: E402
from desktop.settings import Settings  # noqa: E402

# The online tests' brokers (tests/online/brokers.py), for the remote window's and dialog's tests.
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "online"))


@pytest.fixture
def mosquitto(tmp_path):
    """A real mosquitto on a free port of 127.0.0.1, stopped after the test."""
    from brokers import start_broker

    broker = start_broker("mosquitto", tmp_path / "mosquitto")
    yield broker
    broker.stop()


@pytest.fixture(autouse=True)
def own_data_folder(tmp_path, monkeypatch):
    """Each test's autosave journals in a data folder of its own; the journals a test left open
    are let go after it (as a process ending would)."""
    from desktop import session

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg-data"))
    yield
    session.release_all()


@pytest.fixture(autouse=True, scope="session")
def _faces_fonts_loaded_first(qapp):
    """The bundled fonts are added before any window paints, as the app does (desktop.app):
    adding a font in the middle of a paint frees fonts that other widgets are drawing with."""
    from desktop.table.cardface import install_font_fallbacks

    install_font_fallbacks()


@pytest.fixture(autouse=True)
def _no_dialog_outlives_its_test():
    """A dialog a failed test left open would take the next test's keys: closed after each."""
    yield
    from desktop.qt import QApplication, QDialog

    if QApplication.instance() is not None:
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, QDialog) and widget.isVisible():
                widget.reject()


@pytest.fixture(autouse=True)
def _faces_in_the_interface_language():
    """A window on a card set prints type words in the set's language (a module setting of the
    face painter); no test inherits it from a window another test left open."""
    from desktop.table.cardface import set_card_language

    yield
    set_card_language("")


@pytest.fixture
def settings(tmp_path) -> Settings:
    """Settings stored in a file of this test's own."""
    return Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


@pytest.fixture
def language(qapp, settings):
    """Install a language for one test; no translators afterwards (as the other tests expect)."""
    from desktop import i18n, texts

    translations = i18n.install(qapp, "en", settings)

    def use(code: str) -> list[str]:
        return translations.set_language(code)

    yield use
    translations.clear()
    i18n.retranslate_all()
    texts.use_game_zone_names(False)


def make_window(qtbot, settings, tmp_path, game=None, seat=None, journal=None):
    """A shown main window on ``game`` (the HKK demo by default), journaling into tmp_path
    (or into ``journal``, which the caller attached), from ``seat`` only if given (``--as``)."""
    from desktop import session
    from desktop.firstpaint import wait_for_first_paint_work
    from desktop.mainwindow import MainWindow

    game = game if game is not None else session.demo("hkk")
    if journal is None:
        journal = tmp_path / "journal.jsonl"
        session.attach_journal(game, journal)
    window = MainWindow(game, settings, seat, journal=journal)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert wait_for_first_paint_work(window)  # the log and the card panel fill in after it
    window.table.fit()
    return window


@pytest.fixture
def make(qtbot, settings, tmp_path):
    """Open main windows on record headers (or the demo); they are closed after the test."""
    windows = []

    def factory(header: dict | None = None, enforcement: str | None = None):
        from engine import Game

        game = None
        if header is not None:
            game = Game.from_header({**header, **({"enforcement": enforcement}
                                                  if enforcement else {})})
        window = make_window(qtbot, settings, tmp_path, game)
        windows.append(window)
        return window

    from desktop.qt import QApplication

    before = set(QApplication.topLevelWidgets())
    yield factory
    for window in windows:
        window.close()
    close_left_open(before)


def close_left_open(before: set) -> None:
    """Close every window a test opened and left shown (a dialog of a question left open):
    the next test must not find it among the visible dialogs."""
    from desktop.qt import QApplication

    for widget in set(QApplication.topLevelWidgets()) - before:
        if widget.isVisible():
            widget.close()


@pytest.fixture
def replay_of(qtbot, settings):
    """Open replay windows on record files; those still open are closed after the test, and the
    live games taken over from them."""
    from shiboken6 import isValid

    from desktop.mainwindow import LIVE_WINDOWS, open_live_window
    from desktop.replay.window import open_replay

    windows = []

    def open_it(path, viewer: str = "spectator", at: int = 0):
        from desktop.firstpaint import wait_for_first_paint_work

        window = open_replay(path, settings, viewer=viewer, at=at, start_live=open_live_window)
        windows.append(window)
        window.show()
        qtbot.waitExposed(window)
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow)  # its shortcuts work from now on
        assert wait_for_first_paint_work(window)  # the log follows the replay from its paint on
        window.table.fit()
        return window

    yield open_it
    for window in [*windows, *LIVE_WINDOWS]:
        if isValid(window):  # a closed replay window is deleted
            window.close()


@pytest.fixture
def open_window(qtbot, settings, tmp_path, monkeypatch):
    """Main windows on games (``open_window(game)``), closed after the test: their servers and
    broadcast windows with them."""
    from spectator_games import main_windows

    yield from main_windows(qtbot, settings, tmp_path, monkeypatch)


@pytest.fixture
def phone_table(open_window):
    """A window on an HKK game (strict) with Hands on phones on the loopback, any free port:
    (window, phones)."""
    from spectator_games import hkk_game

    window = open_window(hkk_game())
    window.game.enforcement = "strict"
    phones = window.streaming.start_phones("127.0.0.1", 0)
    assert phones is not None and phones.server.address[0] == "127.0.0.1"
    return window, phones


@pytest.fixture
def demo_tables(qtbot, settings, tmp_path, language):
    """Main windows on demo games in English (``demo_tables(ruleset, seed)``), closed after the
    test; ``demo_tables.before``: the top-level widgets there were before."""
    from desktop.qt import QApplication
    from engine.demo import demo_game

    language("en")
    before = set(QApplication.topLevelWidgets())
    windows = []

    def factory(ruleset: str, seed: int):
        window = make_window(qtbot, settings, tmp_path, demo_game(ruleset, seed=seed))
        windows.append(window)
        return window

    factory.before = before
    yield factory
    for window in windows:
        window.close()
    close_left_open(before)
