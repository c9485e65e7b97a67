"""Reading a big card set in the app: a progress dialog after a second, with Cancel (issue 28,
point 7: any job that can take more than a second shows its progress)."""

from __future__ import annotations

import threading
from pathlib import Path

from cardset_files import csv_text

from desktop.cardsets.cardsetui import load_in_background
from desktop.qt import QObject, QPushButton, Qt, QThreadPool
from tests.desktop.conftest import make_window

ROWS = 6000


def big_set(folder: Path) -> Path:
    folder.mkdir(parents=True)
    (folder / "cardset.toml").write_text('game = "free"\nname = "Big"\nversion = "1"\n', "utf-8")
    rows = [{"id": f"c{i}", "name": f"Card {i}", "type": "creature", "cost": str(i % 9),
             "text": f"Text {i}."} for i in range(ROWS)]
    (folder / "cards.csv").write_text(csv_text(rows), "utf-8")
    return folder


def test_loading_reports_progress_and_can_be_cancelled(qtbot, tmp_path):
    folder = big_set(tmp_path / "big")
    pool = QThreadPool()
    owner = QObject()
    seen: list[tuple[int, int]] = []
    results: list[tuple[object, str]] = []
    load_in_background(folder, lambda s, e: results.append((s, e)), owner, pool,
                       lambda done, total: seen.append((done, total)))
    qtbot.waitUntil(lambda: bool(results), timeout=20000)
    cardset, error = results[0]
    assert error == "" and len(cardset.cards) == ROWS
    assert seen[0] == (500, ROWS + 1) and seen[-1] == (ROWS + 1, ROWS + 1)
    assert [done for done, _ in seen] == sorted(done for done, _ in seen)
    cancel = threading.Event()
    cancel.set()
    results.clear()
    load_in_background(folder, lambda s, e: results.append((s, e)), owner, pool, None, cancel)
    qtbot.waitUntil(lambda: bool(results), timeout=20000)
    assert results == [(None, "")]
    pool.waitForDone()


def test_open_card_set_shows_progress_with_cancel(qtbot, settings, tmp_path, monkeypatch):
    from desktop.cardsets import cardsetui
    from desktop.cardsets.opencardset import OpenCardSetDialog

    folder = big_set(tmp_path / "big")
    window = make_window(qtbot, settings, tmp_path)
    opened: list[object] = []
    monkeypatch.setattr(OpenCardSetDialog, "exec", lambda dialog: opened.append(dialog) or 0)
    monkeypatch.setattr(cardsetui, "LOAD_DIALOG_AFTER_MS", 0)
    ui = window.cardsets
    # The reader's one thread is busy until the person has pressed Cancel.
    ui.loads.setMaxThreadCount(1)
    busy = threading.Event()
    ui.loads.start(lambda: busy.wait(20))
    ui.open_folder(folder)
    dialog = ui.load_dialog
    assert dialog is not None and dialog.windowTitle() == "Open card set"
    assert dialog.labelText().startswith("Reading the card set big")
    qtbot.mouseClick(dialog.findChild(QPushButton), Qt.MouseButton.LeftButton)  # Cancel
    busy.set()
    qtbot.waitUntil(lambda: ui.load_dialog is None, timeout=20000)
    assert opened == []  # cancelled: no dialog about the set
    assert "cancelled" in window.statusBar().currentMessage()
    ui.open_folder(folder)  # and without a cancel, the set opens
    qtbot.waitUntil(lambda: bool(opened), timeout=20000)
    assert len(opened[0].cardset.cards) == ROWS
