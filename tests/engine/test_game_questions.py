"""The games' questions as data (issue 29): every state of every scenario asks the same player
about the same cards as the procedure's pending step, only the answerer sees the choices, and an
answer makes the action the table's dialogs and the phones make today."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.demo import demo_game
from engine.game import Game
from engine.protocol import Answer, AnswerError
from engine.record import read_record

ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = sorted((ROOT / "tests" / "scenarios").glob("*.jsonl"))


def agree(game: Game) -> int:
    """Check that the open questions and the pending step say the same; how many are open."""
    step = game.pending()
    questions = [q for q in game.questions() if not q.optional]  # a reaction is no step
    if step is None:
        assert questions == []
        return 0
    (question,) = questions
    assert (question.asks, question.rule, question.blocking) == (
        step["player"], step["rule"], step["blocking"])
    assert question.cards == () and question.options == ()  # the spectator sees no choices
    whole = game.questions(question.asks)[0]
    choices = game.pending(question.asks)["choices"]
    if "cards" in choices:
        assert list(whole.cards) == choices["cards"]
    else:
        assert {(o.action["effect"], o.action["target"]) for o in whole.options} == {
            (e["effect"], t) for e in choices["effect"] for t in choices["target"]}
    return 1


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda path: path.stem)
def test_every_state_of_a_scenario_asks_what_its_pending_step_asks(path: Path) -> None:
    record = read_record(str(path))
    game = Game.from_header_at(record.header, str(path), record.header_line, today=True)
    agree(game)
    for _number, line in record.lines:
        if "act" in line:
            game.apply(line)
            agree(game)


def test_the_scenarios_ask_questions_of_each_kind() -> None:
    """The test above has something to compare: the scenarios reach a duel's answer, its effect
    and a mulligan."""
    asked: set[str] = set()
    for path in SCENARIOS:
        record = read_record(str(path))
        game = Game.from_header_at(record.header, str(path), record.header_line, today=True)
        for _number, line in record.lines:
            if "act" in line:
                game.apply(line)
                asked |= {q.id.split(":")[0] for q in game.questions()}
    assert asked >= {"duel_answer", "duel_effect", "mulligan"}


def test_a_mulligan_answered_as_data() -> None:
    game = demo_game("berserk")
    (question,) = game.questions(game.first_player)
    assert question.kind == "cards" and not question.blocking and question.min == 0
    other = next(p for p in game.players if p != question.asks)
    assert game.questions(other)[0].cards == ()
    with pytest.raises(AnswerError):
        game.answer(Answer(question.id, []), other)  # only the answerer answers
    with pytest.raises(AnswerError):
        game.answer(Answer(question.id, ["nobody"]), question.asks)
    back = list(question.cards[:2])
    action = game.answer(Answer(question.id, back), question.asks)
    assert action == {"act": "mulligan", "by": question.asks, "cards": back}
    assert game.apply(action).ok
    assert game.questions()[0].asks == other  # the next player declares
    with pytest.raises(AnswerError):
        game.answer(Answer(question.id, []), question.asks)  # that question is closed
