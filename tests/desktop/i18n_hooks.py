"""Test hooks for the language tests, run inside the app with ``--screenshot``.

``tests/desktop/launch.py --hook …/i18n_hooks.py:refuse_and_dump -- ARGS`` makes a legal draw and
an illegal move (the refusal flag is then in the screenshot) and writes every text the window
shows, by kind, as JSON to the file named by ``CARDTABLE_TEXTS``.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

from desktop.qt import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QDialogButtonBox,
    QDockWidget,
    QLabel,
    QMenu,
)
from desktop.table.cardface import stats_text, type_line

TEXTS_ENV = "CARDTABLE_TEXTS"


def menu_texts(menu: QMenu) -> list[str]:
    """Every action's text in a menu and its submenus (separators left out)."""
    found = []
    for action in menu.actions():
        if action.isSeparator():
            continue
        found.append(action.text())
        if action.menu() is not None:
            found += menu_texts(action.menu())
    return found


def window_texts(window: Any) -> dict[str, list[str]]:
    """What the main window shows, by kind: menus, docks, zones, band, flags, log, cards, …"""
    scene = window.scene
    texts: dict[str, list[str]] = {
        "title": [window.windowTitle()],
        "menus": [],
        "docks": [d.windowTitle() for d in window.findChildren(QDockWidget)],
        "zones": [item.title for item in scene.zone_items.values()],
        "band": [chip[1] for chip in (scene.band._chips if scene.band else [])],
        "flags": [flag.text for flag in scene.flags],
        "status": [window.statusBar().currentMessage()],
        "log": [],
        "widgets": [],
        "cards": [],
    }
    for action in window.menuBar().actions():
        texts["menus"].append(action.text())
        if action.menu() is not None:
            texts["menus"] += menu_texts(action.menu())
    for item in window.scene.cards.values():
        if not item.hidden:
            texts["cards"] += [type_line(item.card), stats_text(item.card)]
    texts["log"] += window.log.lines()
    for label in window.findChildren(QLabel):
        texts["widgets"].append(label.text())
    for button in window.findChildren(QAbstractButton):
        texts["widgets"].append(button.text())
    for box in window.findChildren(QComboBox):
        texts["widgets"] += [box.itemText(i) for i in range(box.count())]
    # Qt's own strings (qtbase_xx.qm): a standard button box, as every dialog shows it.
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                               | QDialogButtonBox.StandardButton.Cancel
                               | QDialogButtonBox.StandardButton.Close)
    texts["qt"] = [b.text() for b in buttons.buttons()]
    buttons.deleteLater()
    texts["_frozen"] = [str(bool(getattr(sys, "frozen", False)))]  # a PyInstaller bundle?
    return {kind: [t for t in found if t] for kind, found in texts.items()}


def refuse_and_dump(window: Any) -> None:
    """A draw, an illegal move (a card from inside the deck, without a card allowing it), dump;
    on the painted window, as a player plays (the log fills in once it is painted)."""
    from desktop.firstpaint import wait_for_first_paint_work

    assert wait_for_first_paint_work(window)
    seat = window.controller.seat
    window.ops.draw()
    inside = window.game.label_at(f"{seat}.deck", 3)
    window.controller.act("move", card=inside, to=f"{seat}.hand")
    QApplication.processEvents()
    Path(os.environ[TEXTS_ENV]).write_text(
        json.dumps(window_texts(window), ensure_ascii=False, indent=1), "utf-8")
