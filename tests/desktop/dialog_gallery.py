"""Every dialog of the table's flows, opened as a player opens it, in one language: pictures to
look at, and the texts each shows (to check that none is clipped and no internal id shows).

    QT_QPA_PLATFORM=offscreen python tests/desktop/dialog_gallery.py FOLDER [en hu ru]

writes FOLDER/<lang>-<name>.png. ``test_dialog_gallery.py`` runs it for every language.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from desktop.qt import (  # noqa: E402
    QAbstractButton,
    QApplication,
    QDialog,
    QFontMetrics,
    QLabel,
    QListWidget,
    QMessageBox,
    QPushButton,
    QStyle,
    QStyleOptionButton,
    QTimer,
    QWidget,
)

DUEL = {
    "ruleset": "hkk", "players": ["anna", "bela"], "seed": 3,
    "cards": {"duel5": {"name": "Villámkezű vívó", "type": "creature", "cost": 4, "duel": 5,
                        "text": "Amíg az őrposzton áll, 1-gyel több sebzést okoz.\nPárbaj: 5"},
              "duel3": {"name": "Bajnokok kesztyűje", "type": "item", "cost": 2, "duel": 3,
                        "text": "Ha párbajt nyersz, húzz egy lapot.\nPárbaj: 3"},
              "duel2": {"name": "Rozsdás tőr", "type": "item", "cost": 1, "duel": 2},
              "flow": {"name": "Tündérfény", "type": "spell", "cost": 2, "flow": True},
              "chest": {"name": "Elásott láda", "type": "item", "cost": 1, "treasure": True},
              "seer": {"name": "Ködvölgyi őrszem", "type": "creature", "cost": 2},
              "wolf": {"name": "Ködfarkas", "type": "creature", "token": True, "cost": 0}},
    "zones": {"anna.hand": ["duel5#d1", "flow#f1", "chest#t1", "duel2#d4"],
              "anna.reserve": ["seer#s1"], "anna.deck": ["duel2", "flow", "chest", "seer"],
              "anna.discard": ["flow", "chest"],
              "bela.hand": ["duel3#d2", "duel2#d3", "flow"]},
    "turn": {"active": "anna", "phase": "main", "number": 2},
    "players_state": {"anna": {"VP": 4, "life": 20}, "bela": {"VP": 0, "life": 20}}}


def _visible(kind: type) -> QWidget | None:
    found = [w for w in QApplication.topLevelWidgets() if isinstance(w, kind) and w.isVisible()]
    return found[-1] if found else None


def _question(prefix: str) -> QWidget | None:
    """The visible question dialog whose question's id starts with ``prefix``."""
    from desktop.questions import QuestionDialog

    found = [w for w in QApplication.topLevelWidgets() if isinstance(w, QuestionDialog)
             and w.isVisible() and w.question.id.startswith(prefix)]
    return found[-1] if found else None


def _settle() -> None:
    for _ in range(5):
        QApplication.processEvents()


def _close_all() -> None:
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, QDialog) and widget.isVisible():
            widget.reject()
    _settle()


def _window(game: Any, settings: Any, journal: Path) -> Any:
    from desktop import session
    from desktop.mainwindow import MainWindow

    session.attach_journal(game, journal)
    window = MainWindow(game, settings, journal=journal)
    window.resize(1500, 920)
    window.show()
    _settle()
    return window


def _shots(settings: Any, folder: Path) -> Iterator[tuple[str, Callable[[], QWidget | None]]]:
    """(name, open the dialog and return the widget to picture) in the order a game meets them."""
    from desktop.dialogs import PileDialog
    from desktop.procedures.endgame import EndDialog
    from desktop.qt import QInputDialog
    from engine import Game
    from engine.demo import demo_game

    berserk = _window(demo_game("berserk", seed=7), settings, folder / "j1.jsonl")
    yield "mulligan", lambda: _question("mulligan")

    def second_mulligan() -> QWidget | None:
        dialog = _question("mulligan")
        dialog.list.item(0).setSelected(True)
        dialog.accept()
        _settle()
        return berserk
    yield "handoff-mulligan", second_mulligan
    yield "table-banner", lambda: (berserk.take_seat(), _settle(), _close_all(), berserk)[-1]
    berserk.close()

    hkk = _window(Game.from_header(DUEL), settings, folder / "j2.jsonl")
    for command in ("flow", "treasure", "duel"):  # which hand card: the game's commands
        yield f"{command}-picker", lambda command=command: (
            _close_all(), hkk.scene.clearSelection(), hkk.ops.game_command(command), _settle(),
            _question(f"command:{command}:"))[-1]
    yield "token-picker", lambda: (_close_all(), hkk.ops.token(), _settle(),
                                   _question("command:token:"))[-1]
    yield "look-count", lambda: (_close_all(), hkk.ops.look(), _settle(),
                                 _question("command:look:"))[-1]

    def look_source() -> QWidget | None:
        _question("command:look:").accept()
        _settle()
        return _question("command:look:")
    yield "look-source", look_source

    def look_result() -> QWidget | None:
        picker = _question("command:look:")
        picker.list.setCurrentRow(0)
        picker.list.item(0).setSelected(True)
        picker.accept()
        _settle()
        return _visible(PileDialog)
    yield "look-result", look_result
    yield "marker", lambda: (_close_all(), hkk.scene.item_for("s1").setSelected(True),
                             hkk.ops.marker_add(), _visible(QInputDialog))[-1]
    yield "put-free", lambda: (_close_all(), hkk.scene.clearSelection(),
                               hkk.scene.item_for("d1").setSelected(True), hkk.ops.put_free(),
                               _visible(QInputDialog))[-1]

    def reaction_banner() -> QWidget | None:
        _close_all()
        hkk.scene.clearSelection()
        hkk.controller.act("play", card="d4", to="anna.table")
        _settle()
        return hkk
    yield "table-reaction", reaction_banner
    yield "handoff-reaction", lambda: (hkk.ops.band_clicked(("offer",)), _settle(), hkk)[-1]
    yield "prevent", lambda: (hkk.take_seat(), _settle(), _question("prevent"))[-1]

    def prevented() -> QWidget | None:
        _question("prevent").accept()
        _settle()
        hkk.take_seat()
        _settle()
        return hkk
    yield "table-prevented", prevented

    def duel_handoff() -> QWidget | None:
        _close_all()
        hkk.scene.clearSelection()
        hkk.controller.act("duel", card="d1")
        _settle()
        return hkk
    yield "handoff-duel", duel_handoff
    yield "duel-answer", lambda: (hkk.take_seat(), _settle(), _question("duel_answer"))[-1]

    def confirm_answer() -> QWidget | None:
        dialog = _question("duel_answer")
        dialog.list.setCurrentRow(0)
        dialog.list.item(0).setSelected(True)
        dialog.accept()
        return dialog
    yield "duel-answer-confirm", confirm_answer

    def confirm_decline() -> QWidget | None:
        dialog = _question("duel_answer")
        dialog.reject()
        dialog.decline.click()
        return dialog
    yield "duel-decline-confirm", confirm_decline

    def answered() -> QWidget | None:  # both cards face up on the table, the log says who won
        dialog = _question("duel_answer")
        dialog.reject()
        dialog.list.setCurrentRow(0)
        dialog.list.item(0).setSelected(True)
        dialog.accept()
        dialog.accept()
        _settle()
        return hkk
    yield "handoff-duel-won", answered

    def effect() -> QWidget | None:
        hkk.take_seat()
        _settle()
        return _question("duel_effect")
    yield "duel-effect", effect

    def effect_chosen() -> QWidget | None:
        dialog = _question("duel_effect")
        dialog.group.button(1).setChecked(True)
        return dialog
    yield "duel-effect-chosen", effect_chosen

    def undo_question() -> QWidget | None:
        _question("duel_effect").accept()
        _settle()
        hkk.ops.end_turn()
        hkk.take_seat()
        _settle()
        hkk.ops.undo()
        _settle()
        return _visible(QMessageBox)
    yield "undo-question", undo_question

    def end() -> QWidget | None:
        _close_all()
        hkk.controller.act("counter", player="bela", name="life", delta=-30)
        _settle()
        QTimer.singleShot(0, lambda: None)
        _settle()
        return _visible(EndDialog)
    yield "end-of-game", end
    yield "table-end", lambda: (_close_all(), hkk)[-1]
    hkk.close()


def clipped(widget: QWidget) -> list[str]:
    """Texts that do not fit their widget: a one-line label or a button narrower than its
    text."""
    found: list[str] = []
    for label in widget.findChildren(QLabel):
        if (label.isVisible() and label.text() and not label.wordWrap()
                and label.pixmap().isNull() and "\n" not in label.text()):
            need = QFontMetrics(label.font()).horizontalAdvance(label.text())
            if need > label.contentsRect().width() + 1:
                found.append(f"label {label.text()!r}: {need} > {label.contentsRect().width()}")
    for button in widget.findChildren(QAbstractButton):
        if button.isVisible() and button.text():
            text = button.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
            need = QFontMetrics(button.font()).horizontalAdvance(text)
            if isinstance(button, QPushButton):  # inside its style's padding and frame
                option = QStyleOptionButton()
                button.initStyleOption(option)
                room = button.style().subElementRect(
                    QStyle.SubElement.SE_PushButtonContents, option, button).width()
            else:  # a radio button or check box: its indicator comes first
                room = button.width() - 24
            if need > room:
                found.append(f"button {text!r}: {need} > {room}")
    return found


def shown_texts(widget: QWidget) -> list[str]:
    """Every text the widget shows: title, labels, buttons, list items."""
    texts = [widget.windowTitle()]
    texts += [w.text() for w in widget.findChildren(QLabel) if w.isVisible()]
    texts += [w.text() for w in widget.findChildren(QAbstractButton) if w.isVisible()]
    texts += [lst.item(i).text() for lst in widget.findChildren(QListWidget) if lst.isVisible()
              for i in range(lst.count())]
    return [t for t in texts if t]


def render(folder: Path, lang: str, settings: Any) -> dict[str, tuple[list[str], list[str]]]:
    """Picture every dialog in ``lang`` into ``folder``; name -> (clipped texts, shown texts)."""
    from desktop import i18n

    app = QApplication.instance() or QApplication([])
    i18n.install(app, lang, settings)
    folder.mkdir(parents=True, exist_ok=True)
    results: dict[str, tuple[list[str], list[str]]] = {}
    for name, opened in _shots(settings, folder):
        widget = opened()
        _settle()
        assert widget is not None, f"{name}: nothing opened"
        widget.grab().save(str(folder / f"{lang}-{name}.png"))
        results[name] = (clipped(widget), shown_texts(widget))
    _close_all()
    return results


if __name__ == "__main__":
    import os
    import tempfile

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    home = tempfile.mkdtemp(prefix="cardtable-gallery-")
    os.environ["XDG_CONFIG_HOME"] = os.path.join(home, "config")
    os.environ["XDG_DATA_HOME"] = os.path.join(home, "data")
    from desktop.qt import QSettings
    from desktop.settings import Settings

    out = Path(sys.argv[1])
    app = QApplication([])
    for code in sys.argv[2:] or ["en", "hu", "ru"]:
        shown = render(out, code, Settings(QSettings(os.path.join(home, "s.ini"),
                                                     QSettings.Format.IniFormat)))
        for name, (bad, _texts) in shown.items():
            print(code, name, bad or "OK")
