"""Every menu, mnemonic and shortcut of the main window, in every language, without a clash.

Qt resolves a key bound twice to nothing ("ambiguous shortcut"): Alt+F was both the File menu's
key and "Turn over", and did neither (issue 13). This walks the menu bar and every menu below it
(submenus too) in English, Hungarian and Russian and fails on: one shortcut on two actions; two
items of one menu (or of the menu bar) with the same mnemonic; a shortcut that is Alt plus a
menu bar mnemonic.
"""

from __future__ import annotations

from collections import defaultdict

import pytest

from desktop.qt import QAction, QKeySequence, QMenu

LANGUAGES = ("en", "hu", "ru")


def mnemonic(text: str) -> str | None:
    """The letter after a single ``&`` (``&&`` is a literal ampersand), upper-cased."""
    index = 0
    while (index := text.find("&", index)) != -1:
        if text[index + 1:index + 2] == "&":
            index += 2
            continue
        return text[index + 1:index + 2].upper() or None
    return None


def walk(menu: QMenu, path: str, out: list[tuple[str, QMenu]]) -> None:
    out.append((path, menu))
    for action in menu.actions():
        if action.menu() is not None:
            walk(action.menu(), f"{path} > {action.text()}", out)


def clashes(window) -> list[str]:
    found: list[str] = []
    bar = [a for a in window.menuBar().actions() if a.isVisible()]
    menus: list[tuple[str, QMenu]] = [("menu bar", None)]  # type: ignore[list-item]
    for action in bar:
        walk(action.menu(), action.text(), menus)
    bar_keys = {}
    for action in bar:
        key = mnemonic(action.text())
        if key in bar_keys:
            found.append(f"menu bar: {action.text()!r} and {bar_keys[key]!r} both use Alt+{key}")
        elif key:
            bar_keys[key] = action.text()
    for path, menu in menus[1:]:
        letters: dict[str, str] = {}
        for action in menu.actions():
            if action.isSeparator() or not action.isVisible():
                continue
            key = mnemonic(action.text())
            if key and key in letters:
                found.append(f"{path}: {action.text()!r} and {letters[key]!r} both use &{key}")
            elif key:
                letters[key] = action.text()
    owners: dict[str, list[str]] = defaultdict(list)
    for action in window.findChildren(QAction):
        for key in action.shortcuts():
            text = key.toString(QKeySequence.SequenceFormat.PortableText)
            if text:
                owners[text].append(action.text() or action.objectName() or "?")
    for text, names in owners.items():
        if len(set(names)) > 1:
            found.append(f"{text} is bound to {sorted(set(names))}")
        alt = text.removeprefix("Alt+")
        if text.startswith("Alt+") and alt.upper() in bar_keys:
            found.append(f"{text} ({names[0]!r}) is also the menu bar's {bar_keys[alt.upper()]!r}")
    return found


@pytest.mark.parametrize("code", LANGUAGES)
def test_no_shortcut_or_mnemonic_clashes(make, language, code: str) -> None:
    language(code)
    window = make()
    assert len(window.menuBar().actions()) >= 4
    found = clashes(window)
    assert found == [], "\n".join(found)


def test_the_walk_finds_a_clash(make, language) -> None:
    """The checker itself: a planted clash of each kind is found."""
    language("en")
    window = make()
    file_menu = window.menus["file"]
    twin = QAction("&Open twin", window)
    twin.setShortcut(QKeySequence("Alt+F"))
    file_menu.addAction(twin)
    found = clashes(window)
    assert any("both use &O" in line for line in found), found
    assert any(line.startswith("Alt+F (") for line in found), found
