"""Any question a game asks as data (engine/protocol.py), asked at the table by one dialog
(desktop/questions.py, loaded when a question is first asked: the banner's texts need only
this module): the game's package adds no desktop code. The answer goes through the
engine (``Game.answer``, which refuses a choice not offered) and then the one door.

A choice the engine would refuse (a reaction card that cannot be paid for) is said inside the
dialog, with the rule's reason, before anything is sent; a choice picked and left with Escape is
picked again when the question comes back (``drafts``)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from desktop.procedures.base import find_card
from desktop.qt import QCoreApplication
from desktop.texts import text_of, verdict_note
from engine.protocol import Answer, AnswerError, Question

if TYPE_CHECKING:
    from desktop.qt import QDialog


def _tr(text: str) -> str:
    return QCoreApplication.translate("Question", text)


def open_question(window: Any, player: str, optional: bool = False) -> Question | None:
    """The question open for ``player``, whole: the one the game waits for, or (``optional``)
    an offer such as a reaction."""
    return next((q for q in window.controller.questions_of(player)
                 if q.asks == player and q.optional == optional), None)


def ask(window: Any, question: Question, back: Callable[[], None] | None = None,
        lookup: Callable[[str], Mapping[str, Any] | None] | None = None,
        act: Callable[[dict[str, Any]], Any] | None = None, judged: bool = True) -> QDialog:
    """The dialog of ``question`` for the player at the seat; ``back`` runs when they go back
    without answering (Escape). ``lookup`` finds an offered card's face by its label (default:
    the cards on the table); ``act`` takes the answer's action instead of the one door and the
    next question (a guided flow's next step: the cards a look shows); ``judged``: False for a
    step whose action is not the last (a look's count, its source asked next), so the engine's
    refusal of the action as it stands is not said."""
    from desktop.dialogs import show_dialog  # the dialogs load with the first question asked
    from desktop.questions import QuestionDialog

    controller = window.controller
    seat = question.asks
    game = window.game
    drafts = window.procedures.drafts

    def refusal(answer: Answer) -> str:
        try:
            action = game.answer(answer, seat)
        except AnswerError:
            return ""  # not a whole answer yet: the dialog says nothing
        verdict = game.check(action)
        return "" if verdict.ok else verdict_note(verdict)

    if lookup is None:
        def lookup(label: str) -> Mapping[str, Any] | None:
            return find_card(controller.view, label)
    dialog = QuestionDialog(question, lookup, window,
                            refusal=refusal if judged else None, picked=drafts.get(question.id))

    def answered(answer: Answer) -> None:
        drafts.pop(question.id, None)
        if question.optional:  # a reaction is made: the table goes back with the action
            window.procedures.reacting = None
        try:
            action = game.answer(answer, seat)
        except AnswerError as error:  # the question closed meanwhile (an undo, another seat)
            window.statusBar().showMessage(str(error), 6000)
            return
        if act is not None:
            act(action)
            return
        labels = [c for c in (answer.choice if isinstance(answer.choice, list)
                              else [answer.choice]) if isinstance(c, str)]
        controller.perform(action, labels[0] if labels else action.get("card"))
        window.procedures.after_answer()

    def went_back() -> None:
        drafts[question.id] = dialog.picked()
        if back is not None:
            back()

    dialog.answered.connect(answered)
    dialog.rejected.connect(went_back)
    return show_dialog(dialog)


def banner_text(question: Question) -> str:
    """The strip's line while the question is open: its title."""
    return text_of(question.title)


def button_text(question: Question) -> str:
    """The strip's button."""
    return _tr("Answer…")


def handoff_text(question: Question) -> str:
    """The hand-off screen's line before the answerer takes the seat."""
    return _tr("{question}. The other players look away.").format(
        question=text_of(question.title))


def offer_text(offers: list[Question]) -> str:
    """The band's button while an optional question (a reaction) is open: who may answer,
    then what (on two lines: it is narrow beside the phases)."""
    players = ", ".join(dict.fromkeys(q.asks for q in offers))
    return f"{players}\n{text_of(offers[0].submit) or _tr('Answer…')}…"


def offer_tip(offers: list[Question]) -> str:
    """What the band's button offers: the question, and that any other action closes it."""
    return " ".join((text_of(offers[0].text), _tr("Any other action lets it stand.")))
