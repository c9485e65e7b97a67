"""Questions as data (engine/protocol.py): what a seat may see of a question, and which answers
make which action; anything not offered is refused before the engine sees it."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.protocol import (
    CHOICE,
    Answer,
    AnswerError,
    Option,
    Question,
    Text,
    action_for,
    answer_from_json,
    public,
    seen_by,
    to_json,
)

PICK = Question(
    id="answer:7", asks="bela", kind="cards", title=Text("question.answer.title"),
    text=Text("question.answer.text", {"attacker": "anna"}), rule="9.1", cards=("b1", "b2"),
    decline=Option("decline", Text("question.decline"), {"act": "answer", "by": "bela",
                                                         "card": None}),
    confirm=Text("question.answer.confirm"),
    answer={"act": "answer", "by": "bela", "card": CHOICE})
PUT_BACK = Question(
    id="put_back:0", asks="anna", kind="cards", title=Text("t"), text=Text("x"), blocking=False,
    cards=("a1", "a2", "a3"), min=0, max=3,
    answer={"act": "put_back", "by": "anna", "cards": CHOICE})
EFFECT = Question(
    id="effect:9", asks="anna", kind="option", title=Text("t"), text=Text("x"),
    options=(Option("damage", Text("effect.damage", {"amount": 3}),
                    {"act": "effect", "by": "anna", "effect": "damage"}),
             Option("heal", Text("effect.heal", {"amount": 4}),
                    {"act": "effect", "by": "anna", "effect": "heal"})))
TARGET = Question(id="target:9", asks="anna", kind="player", title=Text("t"), text=Text("x"),
                  players=("anna", "bela"), answer={"act": "hit", "by": "anna", "target": CHOICE})
COUNT = Question(id="count:1", asks="anna", kind="number", title=Text("t"), text=Text("x"),
                 low=1, high=5, answer={"act": "look", "by": "anna", "count": CHOICE})


def test_only_the_answerer_sees_the_choices() -> None:
    assert seen_by(PICK, "bela") is PICK
    seen = seen_by(PICK, "anna")
    assert seen == public(PICK)
    assert (seen.asks, seen.kind, seen.title, seen.text, seen.rule, seen.blocking) == (
        "bela", "cards", PICK.title, PICK.text, "9.1", True)
    assert seen.cards == () and seen.decline is None and seen.confirm is None
    assert seen.answer == {}
    assert b"b1" not in to_json(seen) and b"b1" in to_json(PICK)


def test_an_answer_makes_the_questions_action() -> None:
    assert action_for(PICK, Answer("answer:7", "b2")) == {"act": "answer", "by": "bela",
                                                          "card": "b2"}
    assert action_for(PICK, Answer("answer:7", None)) == {"act": "answer", "by": "bela",
                                                          "card": None}
    assert action_for(PUT_BACK, Answer("put_back:0", ["a3", "a1"]))["cards"] == ["a3", "a1"]
    assert action_for(PUT_BACK, Answer("put_back:0", []))["cards"] == []
    assert action_for(EFFECT, Answer("effect:9", "heal"))["effect"] == "heal"
    assert action_for(TARGET, Answer("target:9", "bela"))["target"] == "bela"
    assert action_for(COUNT, Answer("count:1", 5))["count"] == 5


@pytest.mark.parametrize(("question", "choice"), [
    (PICK, "a1"),                 # not offered
    (PICK, ["b1", "b2"]),         # one card only
    (PUT_BACK, ["a1", "a1"]),     # named twice
    (PUT_BACK, None),             # no way to decline
    (EFFECT, "both"),
    (TARGET, "carla"),
    (COUNT, 6), (COUNT, True), (COUNT, "3"),
])
def test_an_answer_not_offered_is_refused(question: Question, choice: object) -> None:
    with pytest.raises(AnswerError):
        action_for(question, Answer(question.id, choice))  # type: ignore[arg-type]


def test_an_answer_to_another_question_is_refused() -> None:
    with pytest.raises(AnswerError, match="open question"):
        action_for(PICK, Answer("answer:6", "b1"))


@given(st.binary(max_size=200))
def test_garbage_is_refused_or_read_as_a_typed_answer(data: bytes) -> None:
    try:
        answer = answer_from_json(data)
    except AnswerError:
        return
    assert isinstance(answer.question, str)
    assert answer.choice is None or isinstance(answer.choice, (str, int, list))


def test_an_answer_reads_from_json() -> None:
    assert answer_from_json(b'{"question": "effect:9", "choice": "heal"}') == Answer(
        "effect:9", "heal")
    with pytest.raises(AnswerError):
        answer_from_json(b'{"question": 3}')
