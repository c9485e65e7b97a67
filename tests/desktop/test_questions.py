"""One dialog renders any question (desktop/questions.py): cards, options, players and numbers,
with a decline and a confirmation page; Escape never answers."""

from __future__ import annotations

from typing import Any

import pytest
from gestures import press

from desktop.qt import QApplication, Qt
from desktop.questions import QuestionDialog
from engine.protocol import CHOICE, Answer, Option, Question, Text

CARDS = {"b1": {"label": "b1", "name": "Farkas", "type": "creature", "cost": 1},
         "b2": {"label": "b2", "name": "Medve", "type": "creature", "cost": 2}}
PICK = Question(
    id="answer:7", asks="bela", kind="cards", title=Text("card.unknown"),
    text=Text("card.unknown", {"card": "x"}), cards=("b1", "b2"),
    decline=Option("decline", Text("card.unknown", {"card": "no"}),
                   {"act": "answer", "by": "bela", "card": None}),
    confirm=Text("card.unknown", {"card": "sure?"}),
    answer={"act": "answer", "by": "bela", "card": CHOICE})


def dialog_for(qtbot: Any, question: Question) -> tuple[QuestionDialog, list[Answer]]:
    dialog = QuestionDialog(question, CARDS.get)
    qtbot.addWidget(dialog)
    answers: list[Answer] = []
    dialog.answered.connect(answers.append)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog, answers


def test_a_card_is_picked_confirmed_and_answered(qtbot) -> None:
    dialog, answers = dialog_for(qtbot, PICK)
    assert dialog.list is not None and dialog.list.count() == 2
    assert not dialog.answer.isEnabled()  # nothing picked: nothing to answer
    press(dialog, Qt.Key.Key_Return)
    assert answers == [] and dialog.isVisible()
    dialog.list.setFocus()
    dialog.list.setCurrentRow(1)  # the arrow keys' move: one card, picked
    assert dialog.choice() == "b2"
    press(dialog, Qt.Key.Key_Return)
    assert dialog.pages.currentWidget() is dialog.confirming and "Medve" in (
        dialog.confirming.text())
    assert answers == []
    press(dialog, Qt.Key.Key_Escape)  # back to the cards, nothing answered
    assert dialog.pages.currentWidget() is dialog.choosing and answers == []
    assert dialog.isVisible()
    press(dialog, Qt.Key.Key_Return)
    press(dialog, Qt.Key.Key_Return)
    assert answers == [Answer("answer:7", "b2")] and not dialog.isVisible()


def test_declining_is_its_own_button_and_is_confirmed_too(qtbot) -> None:
    dialog, answers = dialog_for(qtbot, PICK)
    assert dialog.decline is not None and not dialog.decline.isDefault()
    dialog.decline.click()
    assert answers == [] and dialog.pages.currentWidget() is dialog.confirming
    dialog.answer.click()
    assert answers == [Answer("answer:7", None)]


def test_a_cards_question_with_no_card_to_pick_says_so_and_may_be_declined(qtbot) -> None:
    import msgspec

    from desktop.qt import QLabel

    dialog, answers = dialog_for(qtbot, msgspec.structs.replace(PICK, cards=()))
    assert dialog.list is not None and not dialog.list.isVisible()  # no empty field
    said = [label.text() for label in dialog.choosing.findChildren(QLabel) if label.isVisible()]
    assert said == ["You have no card that can be chosen here."]
    assert not dialog.answer.isEnabled() and dialog.decline is not None
    dialog.decline.click()
    dialog.answer.click()
    assert answers == [Answer("answer:7", None)]


def test_escape_closes_without_an_answer(qtbot) -> None:
    dialog, answers = dialog_for(qtbot, PICK)
    press(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible() and answers == []


@pytest.mark.parametrize(("question", "pick", "expected"), [
    (Question(id="e", asks="anna", kind="option", title=Text("t"), text=Text("x"),
              options=(Option("damage", Text("d"), {"act": "e", "effect": "damage"}),
                       Option("heal", Text("h"), {"act": "e", "effect": "heal"}))),
     lambda d: d.group.button(1).click(), "heal"),
    (Question(id="p", asks="anna", kind="player", title=Text("t"), text=Text("x"),
              players=("anna", "bela")),
     lambda d: d.group.button(0).click(), "anna"),
    (Question(id="n", asks="anna", kind="number", title=Text("t"), text=Text("x"),
              low=1, high=5),
     lambda d: d.number.setValue(4), 4),
    (Question(id="s", asks="anna", kind="cards", title=Text("t"), text=Text("x"),
              cards=("b1", "b2"), min=0, max=2),
     lambda d: d.list.item(0).setSelected(True), ["b1"]),
])
def test_every_kind_of_question_answers_with_enter(qtbot, question, pick, expected) -> None:
    dialog, answers = dialog_for(qtbot, question)
    pick(dialog)
    QApplication.processEvents()
    dialog.answer.setFocus()
    press(dialog, Qt.Key.Key_Return)
    assert answers == [Answer(question.id, expected)]


def test_a_cards_caption_lies_inside_its_ring_and_the_list_is_no_taller_than_its_cards(qtbot):
    """Seen in the pickers: the ring of the current card ran through its name (the item was
    as tall as the picture and one line), and a few cards sat above a wide empty field."""
    dialog, _answers = dialog_for(qtbot, PICK)
    assert dialog.list is not None
    cards = dialog.list
    lines = cards.fontMetrics().height()
    for row in range(cards.count()):
        rect = cards.visualItemRect(cards.item(row))
        assert rect.height() >= cards.iconSize().height() + 2 * lines  # a name on two lines
    assert cards.height() <= cards.cell.height() * 3 // 2  # one row of cards
    assert cards.height() >= cards.cell.height()


def test_the_confirmation_page_offers_no_decline_beside_the_choice_it_confirms(qtbot) -> None:
    """Seen under Xvfb: on the page confirming a card, *Decline* still showed, and a click on it
    declined at once, without a page of its own."""
    dialog, answers = dialog_for(qtbot, PICK)
    assert dialog.list is not None and dialog.decline is not None
    dialog.list.setFocus()
    dialog.list.setCurrentRow(0)
    press(dialog, Qt.Key.Key_Return)
    assert dialog.pages.currentWidget() is dialog.confirming and not dialog.decline.isVisible()
    press(dialog, Qt.Key.Key_Escape)  # back to the cards: declining is offered again
    assert dialog.decline.isVisible() and answers == []
