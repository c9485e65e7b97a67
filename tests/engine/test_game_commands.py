"""A game's commands are data (issue 29): its data's ``commands`` list the hand abilities and
guided commands with their texts and keys; ``Game.ask`` gives the question a command asks now
(which hand card; the open question it answers), answered with ``Game.answer`` like every
question; a misspelt or inconsistent command in a data file is an error naming the file."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import msgspec
import pytest

from engine.commands import check_commands
from engine.game import Game
from engine.gamedata import GameData, GameDataError, read_game_data
from engine.games import GameDefinition
from engine.protocol import Answer, AnswerError, Command, Text

GAMES = Path(__file__).resolve().parents[2] / "engine" / "games"
CARDS = {"spirit": {"name": "Áramló szellem", "type": "spell", "cost": 2, "flow": True},
         "chest": {"name": "Láda", "type": "item", "cost": 1, "treasure": True},
         "knight": {"name": "Lovag", "type": "creature", "cost": 2, "duel": 3},
         "seer": {"name": "Látnok", "type": "creature", "cost": 1, "reveal": True},
         "wolf": {"name": "Farkas", "type": "creature", "cost": 1}}


def hkk_game(**zones: list[str]) -> Game:
    """anna's second turn, main phase, with 5 VP; ``zones`` by zone key (``anna_hand``)."""
    return Game.from_header({
        "ruleset": "hkk", "players": ["anna", "bela"], "seed": 3, "cards": CARDS,
        "zones": {key.replace("_", "."): value for key, value in zones.items()},
        "turn": {"active": "anna", "phase": "main", "number": 3},
        "players_state": {"anna": {"VP": 5, "life": 20}, "bela": {"VP": 3, "life": 20}}})


def test_a_games_commands_come_from_its_data_with_texts_and_keys() -> None:
    game = hkk_game(anna_hand=["wolf#w1"])
    commands = {c.id: c for c in game.commands("anna") if not c.shared}
    assert list(commands) == ["reveal", "flow", "treasure", "duel", "prevent"]
    assert {c: commands[c].key for c in commands} == {
        "reveal": "Ctrl+R", "flow": "Alt+L", "treasure": "Alt+T", "duel": "Alt+D",
        "prevent": "Alt+P"}
    flow = commands["flow"]
    assert (flow.act, flow.text, flow.tip, flow.source, flow.needs) == (
        "flow", Text("hkk.command.flow"), Text("hkk.command.flow.tip"), "hand", "flow")
    assert commands["reveal"].params == {"ability": True}
    assert game.commands("spectator") == game.commands("bela") == game.commands("anna")
    # As JSON for a phone: the struct round-trips.
    assert msgspec.json.decode(msgspec.json.encode(flow), type=Command) == flow
    berserk = Game.new_game("berserk", ["sasha", "misha"], {}, {})
    assert [(c.id, c.key, c.several) for c in berserk.commands() if not c.shared] == [
        ("mulligan", "Ctrl+M", True)]


def test_every_command_text_is_written_in_every_language() -> None:
    for folder in (GAMES / "hkk", GAMES / "berserk", GAMES / "free"):
        data = json.loads((folder / "data.json").read_text(encoding="utf-8"))
        codes = {value for command in data["commands"] for key, value in command.items()
                 if key in ("text", "tip", "title", "prompt", "submit", "none")}
        for language in ("en", "hu", "ru"):
            texts = json.loads((folder / "texts" / f"{language}.json").read_text(
                encoding="utf-8"))["messages"]
            assert codes <= set(texts), (folder.name, language, codes - set(texts))


def test_a_hand_ability_asks_which_hand_card_and_the_answer_is_its_action() -> None:
    game = hkk_game(anna_hand=["spirit#s1", "wolf#w1", "spirit#s2", "chest#c1"])
    question = game.ask("flow", "anna")
    assert question is not None
    assert (question.asks, question.kind, question.cards, question.min, question.max) == (
        "anna", "cards", ("s1", "s2"), 1, 1)
    assert (question.title, question.text, question.submit) == (
        Text("hkk.command.flow.title"), Text("hkk.command.flow.prompt"),
        Text("hkk.command.flow.submit"))
    action = game.answer(Answer(question.id, "s2"), "anna")
    assert action == {"act": "flow", "by": "anna", "card": "s2"}
    assert game.apply(action).ok and game.cards["s2"].zone == "anna.deck"
    with pytest.raises(AnswerError):  # a card without the ability is not offered
        game.answer(Answer(game.ask("treasure", "anna").id, "w1"), "anna")
    with pytest.raises(AnswerError):  # a command's question answered by another player
        game.answer(Answer(game.ask("treasure", "anna").id, "c1"), "bela")
    reveal = game.ask("reveal", "anna")
    assert reveal is None  # nobody's hand card has a reveal ability


def test_a_command_question_goes_stale_after_the_next_action() -> None:
    game = hkk_game(anna_hand=["chest#c1", "spirit#s1"])
    question = game.ask("treasure", "anna")
    assert question is not None
    game.apply({"act": "draw", "by": "bela", "count": 0})
    with pytest.raises(AnswerError):
        game.answer(Answer(question.id, "c1"), "anna")


def test_nothing_to_pick_asks_nothing_and_an_unknown_command_is_an_error() -> None:
    game = hkk_game(anna_hand=["wolf#w1"])
    assert game.ask("duel", "anna") is None
    assert game.ask("prevent", "bela") is None  # nothing was played
    with pytest.raises(KeyError):
        game.ask("mulligan", "anna")


def test_a_duel_started_by_command_asks_the_defender() -> None:
    game = hkk_game(anna_hand=["knight#k1"], bela_hand=["knight#k2", "wolf#w2"])
    question = game.ask("duel", "anna")
    assert question is not None and question.cards == ("k1",)
    assert game.apply(game.answer(Answer(question.id, "k1"), "anna")).ok
    (answer,) = game.questions("bela")
    assert answer.cards == ("k2",) and answer.decline is not None


def test_a_reaction_is_an_optional_question_the_prevent_command_opens() -> None:
    game = hkk_game(anna_hand=["wolf#w1"], bela_hand=["wolf#w2", "spirit#s3"])
    assert game.apply({"act": "play", "by": "anna", "card": "w1"}).ok
    (question,) = game.questions("bela")
    assert (question.asks, question.kind, question.optional, question.blocking) == (
        "bela", "cards", True, False)
    assert question.cards == ("w2", "s3") and (question.min, question.max) == (0, 1)
    assert question.text == Text("hkk.question.prevent.play",
                                 {"reactor": "bela", "player": "anna", "card": "Farkas"})
    assert game.ask("prevent", "bela") == question
    assert game.ask("prevent", "anna") is None  # one's own play
    assert game.questions("anna")[0].cards == ()  # bela's hand stays his
    # No card picked: the reaction names none; one picked: it is the reaction card.
    assert game.answer(Answer(question.id, []), "bela") == {
        "act": "prevent", "by": "bela", "card": "w1"}
    assert game.answer(Answer(question.id, ["w2"]), "bela") == {
        "act": "prevent", "by": "bela", "card": "w1", "with": "w2"}
    with pytest.raises(AnswerError):
        game.answer(Answer(question.id, ["w2", "s3"]), "bela")
    game.apply({"act": "draw", "by": "anna", "count": 1})  # any other action closes it
    assert game.questions("bela") == []


def test_a_command_answers_the_open_question_of_its_act() -> None:
    """Berserk's mulligan command opens the mulligan question that is due."""
    game = Game.new_game("berserk", ["sasha", "misha"], {"wolf": {
        "name": "Волк", "type": "creature", "cost": 1, "life": 2, "strike": [1, 1, 1]}},
        {"sasha": ["wolf"] * 10, "misha": ["wolf"] * 10}, seed=2)
    (due,) = game.questions("sasha")
    assert game.ask("mulligan", "sasha") == due
    question = game.ask("mulligan", "misha")  # not misha's turn to declare: the hand picker
    assert question is not None and question.max == 4 and question.id.startswith("command:")


@pytest.mark.parametrize(("command", "problem"), [
    ({"act": "fly"}, "commands[0].act: 'fly' is not one of the game's acts"),
    ({"needs": "wings"}, "commands[0].needs: 'wings' is not one of the game's card fields"),
    ({"from": "pocket"}, "commands[0].from: 'pocket' is not a zone role"),
])
def test_a_wrong_command_in_a_data_file_names_the_file_and_the_key(
        tmp_path: Path, command: dict[str, Any], problem: str) -> None:
    data = json.loads((GAMES / "hkk" / "data.json").read_text(encoding="utf-8"))
    data["commands"] = [{"id": "x", "act": "flow", "text": "t", "tip": "t", **command}]
    path = tmp_path / "data.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    parsed = read_game_data(path, _hkk_data())
    with pytest.raises(GameDataError) as error:
        check_commands(parsed, set(parsed.acts), path)
    assert str(error.value).startswith(f"{path}: {problem}")


def test_a_misspelt_command_key_is_an_error(tmp_path: Path) -> None:
    data = json.loads((GAMES / "hkk" / "data.json").read_text(encoding="utf-8"))
    data["commands"][0]["neds"] = "flow"
    path = tmp_path / "data.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(GameDataError, match=r"neds.*\$\.commands\[0\]"):
        read_game_data(path, _hkk_data())


def test_a_command_id_used_twice_is_an_error(tmp_path: Path) -> None:
    folder = tmp_path / "hkk"
    shutil.copytree(GAMES / "hkk", folder)
    data = json.loads((folder / "data.json").read_text(encoding="utf-8"))
    data["commands"].append(dict(data["commands"][0]))
    (folder / "data.json").write_text(json.dumps(data), encoding="utf-8")
    from engine.games import game

    hkk = game("hkk")
    with pytest.raises(GameDataError, match=r"commands\[5\]\.id: 'reveal' is used twice"):
        GameDefinition(hkk.id, read_game_data(folder / "data.json", type(hkk.data)), hkk.rules,
                       hkk.acts, hkk.card_kinds, folder)


def _hkk_data() -> type[GameData]:
    from engine.games import game

    return type(game("hkk").data)
