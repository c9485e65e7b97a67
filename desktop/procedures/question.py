"""Any question a game asks as data (engine/protocol.py), asked at the table by one dialog
(desktop/questions.py): the game's package adds no desktop code. The answer goes through the
engine (``Game.answer``, which refuses a choice not offered) and then the one door."""

from __future__ import annotations

from typing import Any

from desktop.procedures.base import find_card
from desktop.qt import QCoreApplication, QDialog
from desktop.questions import QuestionDialog, text_of
from engine.protocol import Answer, AnswerError, Text


def _tr(text: str) -> str:
    return QCoreApplication.translate("Question", text)


def ask(window: Any, step: dict) -> QDialog | None:
    """The dialog of the open question for the player at the seat (None: none is open)."""
    from desktop.dialogs import show_dialog

    controller = window.controller
    seat = controller.seat
    question = next((q for q in window.game.questions(seat) if q.asks == seat), None)
    if question is None:
        return None
    dialog = QuestionDialog(question, lambda label: find_card(controller.view, label), window)

    def answered(answer: Answer) -> None:
        try:
            action = window.game.answer(answer, seat)
        except AnswerError as error:  # the question closed meanwhile (an undo, another seat)
            window.statusBar().showMessage(str(error), 6000)
            return
        controller.perform(action)
        window.procedures.ask_soon()

    dialog.answered.connect(answered)
    return show_dialog(dialog)


def _title(step: dict) -> str:
    title = step.get("title") or {}
    return text_of(Text(str(title.get("id", "")), dict(title.get("params") or {})))


def banner_text(step: dict) -> str:
    """The strip's line while the question is open: its title."""
    return _title(step)


def button_text(_step: dict) -> str:
    """The strip's button."""
    return _tr("Answer…")


def handoff_text(step: dict) -> str:
    """The hand-off screen's line before the answerer takes the seat."""
    return _tr("{question}: the other players look away.").format(question=_title(step))
