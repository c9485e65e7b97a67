"""What a table's viewer may not see, and every place a window could still hold it: the texts of
every widget (shown or hidden, of every top-level window), the rows of every item view, and the
accessibility tree as a screen reader reads it (issue 32)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from desktop.qt import (
    QAbstractButton,
    QAbstractItemView,
    QAccessible,
    QApplication,
    QComboBox,
    QDialog,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QObject,
    QPlainTextEdit,
    QStatusBar,
    Qt,
    QTextEdit,
    QWidget,
    is_alive,
)
from desktop.spoken import spoken
from desktop.table.scene import shown_cards
from desktop.texts import card_type_title, zone_title

ITEM_ROLES = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole,
              Qt.ItemDataRole.UserRole, Qt.ItemDataRole.AccessibleTextRole,
              Qt.ItemDataRole.AccessibleDescriptionRole, Qt.ItemDataRole.StatusTipRole)
ACCESSIBLE_TEXTS = (QAccessible.Text.Name, QAccessible.Text.Description, QAccessible.Text.Value,
                    QAccessible.Text.Help)
MOST_NODES = 20000  # a tree walk that goes on longer than this has a cycle


@dataclass(frozen=True)
class Secrets:
    """The names and labels of the cards a viewer may not know, as patterns found in a text."""

    viewer: str
    names: frozenset[str]
    labels: frozenset[str]

    def found_in(self, text: str) -> list[str]:
        """The secrets ``text`` tells (names as whole words, labels as whole tokens)."""
        if not text:
            return []
        found = [name for name in self.names
                 if re.search(rf"(?<!\w){re.escape(name)}(?!\w)", text)]
        found += [label for label in self.labels
                  if re.search(rf"(?<![\w-]){re.escape(label)}(?![\w-])", text)]
        return found


def secrets(game, viewer: str) -> Secrets:
    """What ``viewer`` may not know now: every card's name and label that neither their view
    of the table nor the log as they read it shows them (a name two cards share, one of them
    in sight, is no secret)."""
    seen_names: set[str] = set()
    seen_labels: set[str] = set()
    for zone in game.view(viewer)["zones"].values():
        for card in zone.get("cards") or []:
            if not card.get("hidden"):
                seen_names.add(str(card.get("name") or ""))
                seen_labels.add(str(card.get("label") or ""))
    log = game.log_lines(viewer, 0, len(game.log))
    read = "\n".join(str(line.get("text") or "") for line in log)
    for line in log:
        seen_labels.update(str(label) for label in line.get("cards") or [])
        for part in (*(line.get("moves") or []), *(line.get("targets") or [])):
            if part.get("name"):
                seen_names.add(str(part["name"]))
            if part.get("label"):
                seen_labels.add(str(part["label"]))
    names, labels = set(), set()
    for zone in game.view("judge")["zones"].values():
        for card in zone.get("cards") or []:
            name, label = str(card.get("name") or ""), str(card.get("label") or "")
            if name and name not in seen_names and name not in read:
                names.add(name)
            if label and label not in seen_labels:
                labels.add(label)
    return Secrets(viewer, frozenset(names), frozenset(labels))


def widget_texts(widget: QWidget) -> Iterator[str]:
    """Every text a widget holds, shown or not: titles, tips, accessible texts, its own text,
    its actions' texts, and every row of an item view in every role a reader could ask."""
    yield from (widget.windowTitle(), widget.toolTip(), widget.statusTip(), widget.whatsThis(),
                widget.accessibleName(), widget.accessibleDescription())
    for action in widget.actions():
        yield from (action.text(), action.toolTip(), action.statusTip())
    if isinstance(widget, QLabel | QAbstractButton):
        yield widget.text()
    if isinstance(widget, QLineEdit):
        yield from (widget.text(), widget.placeholderText())
    if isinstance(widget, QPlainTextEdit | QTextEdit):
        yield widget.toPlainText()
    if isinstance(widget, QGroupBox):
        yield widget.title()
    if isinstance(widget, QMenu):
        yield widget.title()
    if isinstance(widget, QStatusBar):
        yield widget.currentMessage()
    if isinstance(widget, QComboBox):
        for row in range(widget.count()):
            yield widget.itemText(row)
            yield str(widget.itemData(row) or "")
    if isinstance(widget, QAbstractItemView) and widget.model() is not None:
        yield from model_texts(widget.model())


def model_texts(model, parent=None) -> Iterator[str]:
    """Every cell of a model (a list, a table, a tree: its children too) in the readable roles."""
    from desktop.qt import QModelIndex

    parent = parent if parent is not None else QModelIndex()
    try:
        columns = model.columnCount(parent)
    except TypeError:  # a list model's column count is not for callers: one column, no tree
        columns = 0
    if not columns:
        for row in range(model.rowCount(parent)):
            for role in ITEM_ROLES:
                value = model.data(model.index(row, 0, parent), role)
                if value is not None:
                    yield str(value)
        return
    for row in range(model.rowCount(parent)):
        for column in range(columns):
            index = model.index(row, column, parent)
            for role in ITEM_ROLES:
                value = model.data(index, role)
                if value is not None:
                    yield str(value)
            if model.hasChildren(index):
                yield from model_texts(model, index)


def leaks_in_widgets(found: Secrets, widgets: Iterable[QWidget]) -> list[str]:
    """``widget class: secret`` for every secret any of these widgets holds."""
    leaks = []
    for widget in widgets:
        for text in widget_texts(widget):
            for secret in found.found_in(str(text)):
                leaks.append(f"{type(widget).__name__} {widget.objectName()!r}: {secret} "
                             f"in {str(text)[:120]!r}")
    return leaks


def accessible_nodes(root: QObject) -> Iterator:
    """Every node of the accessibility tree below ``root`` (a window), depth first, as a screen
    reader walks it: child(i) for i below childCount()."""
    start = QAccessible.queryAccessibleInterface(root)
    if start is None:
        return
    stack = [start]
    seen = 0
    while stack:
        node = stack.pop()
        seen += 1
        assert seen < MOST_NODES, "the accessibility tree does not end"
        yield node
        for index in reversed(range(node.childCount())):
            child = node.child(index)
            if child is not None and child.isValid():
                stack.append(child)


def accessible_texts(node) -> Iterator[str]:
    for kind in ACCESSIBLE_TEXTS:
        yield node.text(kind)


def leaks_in_tree(found: Secrets, windows: Iterable[QWidget]) -> list[str]:
    """Every secret a node of these windows' accessibility trees tells."""
    leaks = []
    for window in windows:
        for node in accessible_nodes(window):
            for text in accessible_texts(node):
                for secret in found.found_in(text):
                    leaks.append(f"{node.role().name}: {secret} in {text[:120]!r}")
    return leaks


def windows_of_test(before: set) -> list[QWidget]:
    """The top-level widgets made since ``before`` (the set of those that were there)."""
    return [w for w in QApplication.topLevelWidgets() if w not in before]


def widgets_of_test(before: set) -> list[QWidget]:
    """Every widget (shown or hidden) of the top-level widgets made since ``before``."""
    tops = windows_of_test(before)
    return [w for w in QApplication.allWidgets() if w.window() in tops]


def seat_dialogs() -> list[QDialog]:
    """The dialogs alive now that list a seat's cards (shown or not)."""
    return [w for w in QApplication.allWidgets()
            if isinstance(w, QDialog) and getattr(w, "SHOWS_SEAT_CARDS", False)]


def settle(qtbot) -> None:
    """Wait until the dialogs that closed are destroyed (the event loop deletes them)."""
    shown = [d for d in seat_dialogs() if d.isVisible()]
    qtbot.waitUntil(lambda: [d for d in seat_dialogs() if is_alive(d)] == shown)


def unnamed_cards(window) -> list[str]:
    """The cards the table shows face up whose node in the window's accessibility tree does not
    say their name, type, cost, state and place (an empty list: every one does)."""
    scene = window.scene
    viewer = window.controller.viewer
    said = [node.text(QAccessible.Text.Name) for node in accessible_nodes(window)
            if node.role() == QAccessible.Role.ListItem]
    missing = []
    for key, zone in window.controller.view["zones"].items():
        kind = scene.layout.zones[key][1] if key in scene.layout.zones else "shared"
        for card in shown_cards(zone, kind):
            if card.get("hidden"):
                continue
            owner = key.rpartition(".")[0]
            title = zone_title(key)
            parts = [f"{card['name']}, ", card_type_title(str(card["type"])),
                     f"in your {title}" if owner == viewer else f"in {owner}'s {title}"]
            if card.get("cost") is not None:
                parts.append(f"cost {card['cost']}")
            parts += [f"{name} {count}" for name, count in (card.get("markers") or {}).items()
                      if count]
            matches = [text for text in said
                       if text.startswith(parts[0]) and all(part in text for part in parts)
                       and ("tapped" in text) == bool(card.get("tapped"))]
            if not matches:
                missing.append(f"{key}: {spoken().card(card, key, viewer)} "
                               f"(the tree says {[t for t in said if t.startswith(parts[0])]})")
    return missing
