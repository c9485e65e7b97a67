"""The commands every game has (issue 29, questions are data): a token pick, a look at the top N
and a search ask generic questions (``Game.ask``), answered through ``Game.answer``; the acts
they make are judged as before, and a stale or foreign answer is refused."""

from __future__ import annotations

import pytest

from engine.game import Game
from engine.protocol import Answer, AnswerError

CARDS = {"spirit": {"name": "Áramló szellem", "type": "spell", "cost": 2, "flow": True},
         "wolf": {"name": "Farkas", "type": "creature", "cost": 1},
         "imp": {"name": "Manó", "type": "creature", "cost": 0, "token": True}}


def checked_game() -> Game:
    """A game that checks a look's source: anna holds a Flow card, three cards in her deck."""
    return Game.from_header({
        "ruleset": "hkk", "players": ["anna", "bela"], "seed": 3, "cards": CARDS,
        "zones": {"anna.hand": ["spirit#s1"], "anna.deck": ["wolf#d1", "wolf#d2", "wolf#d3"]},
        "turn": {"active": "anna", "phase": "main", "number": 3},
        "players_state": {"anna": {"VP": 5, "life": 20}, "bela": {"VP": 3, "life": 20}}})


def test_every_game_has_the_shared_commands_after_its_own() -> None:
    ids = [(c.id, c.shared) for c in checked_game().commands("anna")]
    assert ids[-3:] == [("token", True), ("look", True), ("search", True)]
    assert not any(shared for _, shared in ids[:-3])
    free = Game.new_game("free", ["a", "b"], {}, {})
    assert [c.id for c in free.commands()][-3:] == ["token", "look", "search"]


def test_the_token_pick_creates_the_card_with_a_fresh_label_the_same_for_every_asker() -> None:
    game = checked_game()
    question = game.ask("token", "anna")
    assert question is not None and question.id == "command:token:0"
    assert (question.kind, question.cards) == ("cards", ("imp",))
    assert game.ask("token", "anna") == question  # deterministic: the same label each time
    action = game.answer(Answer(question.id, "imp"), "anna")
    assert action == {"act": "create", "by": "anna", "card": "imp", "id": "anna-token-0"}
    assert game.apply(action).applied
    assert "anna-token-0" in game.cards
    again = game.ask("token", "anna")
    assert again is not None and again.answer["id"] not in game.cards
    with pytest.raises(AnswerError):  # stale: asked before the last action
        game.answer(Answer(question.id, "imp"), "anna")
    with pytest.raises(AnswerError):  # not offered
        game.answer(Answer(again.id, "wolf"), "anna")
    with pytest.raises(AnswerError):  # another command's question, a number for a card
        game.answer(Answer(again.id.replace("token", "look"), "imp"), "anna")
    with pytest.raises(AnswerError):  # no such question
        game.answer(Answer("command:token:99", "imp"), "anna")
    # Each player is asked for themself: bela's answer creates bela's card, never anna's.
    assert game.answer(Answer(again.id, "imp"), "bela")["by"] == "bela"


def test_a_token_label_taken_already_is_not_offered_again() -> None:
    game = checked_game()  # a card created by hand with the label the next question would use
    assert game.apply({"act": "create", "by": "anna", "card": "imp",
                       "id": "anna-token-1"}).applied
    question = game.ask("token", "anna")
    assert question is not None and question.answer["id"] == "anna-token-1-2"


def test_nothing_to_create_asks_nothing() -> None:
    free = Game.new_game("free", ["a", "b"], {}, {})
    assert free.ask("token", "a") is None


def test_a_look_asks_how_many_then_which_source_and_makes_the_look() -> None:
    game = checked_game()
    count = game.ask("look", "anna")
    assert count is not None and (count.kind, count.low, count.high) == ("number", 1, 3)
    plain = game.answer(Answer(count.id, 2), "anna")
    assert plain == {"act": "look", "by": "anna", "zone": "anna.deck", "count": 2}
    assert not game.check(plain).ok  # the rules want a source: so it is asked
    with pytest.raises(AnswerError):
        game.answer(Answer(count.id, 4), "anna")  # more than the deck holds
    source = game.ask("look", "anna", after=2)
    assert source is not None and source.id == "command:look:0:2"
    assert (source.kind, source.cards) == ("cards", ("s1",))
    action = game.answer(Answer(source.id, "s1"), "anna")
    assert action == {**plain, "source": "s1"}
    assert game.check(action).ok
    with pytest.raises(AnswerError):
        game.answer(Answer(source.id, "d1"), "anna")  # not a source offered
    with pytest.raises(AnswerError):  # bela has no card to name: no question of his
        game.answer(Answer(source.id, "s1"), "bela")


def test_a_search_asks_which_source_at_once() -> None:
    game = checked_game()
    source = game.ask("search", "anna")
    assert source is not None and source.cards == ("s1",)
    assert game.answer(Answer(source.id, "s1"), "anna") == {
        "act": "look", "by": "anna", "zone": "anna.deck", "source": "s1"}


def test_no_source_is_asked_where_the_rules_need_none_or_there_is_none_to_name() -> None:
    free = Game.from_header({"ruleset": "free", "players": ["a", "b"], "cards": CARDS,
                             "zones": {"a.deck": ["wolf#d1", "wolf#d2"]}})
    assert free.ask("search", "a") is None
    count = free.ask("look", "a")
    assert count is not None and count.high == 2
    assert free.ask("look", "a", after=1) is None
    empty = free.ask("look", "b")  # an empty deck: the look is judged as it is
    assert empty is not None and (empty.low, empty.high) == (1, 1)
    game = Game.from_header({
        "ruleset": "hkk", "players": ["anna", "bela"], "seed": 3, "cards": CARDS,
        "zones": {"anna.deck": ["wolf#d1"]},
        "turn": {"active": "anna", "phase": "main", "number": 3},
        "players_state": {"anna": {"VP": 5, "life": 20}, "bela": {"VP": 3, "life": 20}}})
    assert game.ask("search", "anna") is None  # no card to name: the look is judged as it is
