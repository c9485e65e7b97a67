"""A third game's question of its own, asked at the table with no desktop code of its own
(issue 29): Oracle, a game made up for this test, written as one package into a temporary folder.

In the night the active player may ``call``; the other player then secretly guesses sun or moon
(a question as data: only the guesser sees its options); a guess of the sun brings 5 light, and 5
light wins (O.1).
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from typing import Any

import pytest
from chromium import CHROMIUM, DevTools
from gestures import press
from spectator_games import main_windows
from third_game import oracle_game

import engine.games
from desktop.qt import Qt
from desktop.questions import QuestionDialog, text_of
from engine import terms
from engine.gamedata import GameDataError
from engine.i18n import render_text
from engine.messages import Message
from engine.protocol import Text


def test_a_packages_own_question_is_asked_and_answered_at_the_table(oracle, qtbot, settings,
                                                                   tmp_path) -> None:
    from conftest import make_window

    game = oracle_game()
    window = make_window(qtbot, settings, tmp_path, game)
    assert window.controller.act("phase", to="night").ok
    assert window.controller.act("call").ok
    # The question is bela's: anna's view has only its public part; the seat goes to bela.
    assert game.questions("anna")[0].options == () and len(game.questions("bela")[0].options) == 2
    assert window.controller.hidden and window.controller.seat == "bela"
    refused = game.apply({"act": "end_turn", "by": "anna"})  # nothing else until bela guesses
    assert not refused.ok
    window.take_seat()
    window.procedures.ask()
    question = window.procedures.dialog
    assert isinstance(question, QuestionDialog) and question.group is not None
    qtbot.waitExposed(question)
    question.group.button(0).setFocus()
    press(question, Qt.Key.Key_Space)  # the sun
    assert question.choice() == "sun"
    press(question, Qt.Key.Key_Return)
    assert game.history[-1] == {"act": "guess", "by": "bela", "pick": "sun"}
    assert game.outcome() == {"loser": "anna", "reason": "darkness", "winners": ["bela"]}
    assert game.questions() == []



RENDERED = {
    "en": ("The oracle asks bela", "Sun or moon? The sun brings 5 light.", "The sun",
           "bela gained 2 light."),
    "hu": ("A jósda kérdezi: bela", "Nap vagy hold? A nap 5 fényt hoz.", "A nap",
           "bela 2 fényt kapott."),
    "ru": ("Оракул спрашивает: bela", "Солнце или луна? Солнце приносит 5 света.", "Солнце",
           "bela получает 2 очка света."),
}
TEXTS_SHOWN = (Text("oracle.guess", {"player": "bela"}), Text("oracle.guess.text", {"light": 5}),
               Text("oracle.sun"), Text("oracle.lit", {"player": "bela", "count": 2}))


@pytest.mark.parametrize("code", sorted(RENDERED))
def test_a_packages_texts_are_rendered_in_every_language_by_the_engine(oracle, code) -> None:
    assert tuple(render_text(text, code) for text in TEXTS_SHOWN) == RENDERED[code]
    assert str(Message("oracle.sun")) == "The sun"  # the English sentence of a verdict
    # Its words: its terms named in sentences and on the table, English where a language lacks one.
    assert (terms.term_name("oracle", "zone", "altar", code),
            terms.term_name("oracle", "phase", "dawn", code)) == {
        "en": ("Altar", "Dawn"), "hu": ("Oltár", "Dawn"), "ru": ("Алтарь", "Dawn")}[code]
    refused = render_text(Text("turn.phase_order", {"to": "dawn", "phase": "night"}), code)
    assert {"en": "Night", "hu": "Éjszaka", "ru": "Ночь"}[code] in refused and "Dawn" in refused


def test_a_packages_texts_are_rendered_in_the_interface_language(oracle, language) -> None:
    for code, shown in RENDERED.items():
        language(code)
        assert tuple(text_of(text) for text in TEXTS_SHOWN) == shown


def test_a_package_without_texts_shows_its_codes(oracle) -> None:
    shutil.rmtree(oracle / "texts")
    assert render_text(Text("oracle.sun"), "hu") == "oracle.sun"


@pytest.mark.parametrize(("file", "text", "problem"), [
    ("en.json", '{"messages": {"oracle.sun": "Sun",}}', "malformed"),
    ("en.json", '{"message": {}}', "unknown field"),
    ("en.json", '{"messages": {"sun": "Sun"}}', "start with 'oracle.'"),
    ("en.json", '{"messages": {"oracle.sun": ["Sun"]}}', "a string"),
    ("hu.json", '{"messages": {"oracle.star": "Csillag"}}', "not in en.json"),
    ("ru.json", '{"words": {"zone": {"temple": "Храм"}}}', "not in en.json"),
    ("en.json", '{"words": {"zones": {"altar": "Altar"}}}', "unknown kind 'zones'"),
])
def test_a_malformed_texts_file_is_an_error_naming_it(oracle, file, text, problem) -> None:
    (oracle / "texts" / file).write_text(text, "utf-8")
    with pytest.raises(GameDataError) as error:
        engine.games.game_names()
    assert error.value.path == str((oracle / "texts" / file).resolve())
    assert problem in error.value.problem


@pytest.fixture
def oracle_table(oracle, qtbot, settings, tmp_path, monkeypatch) -> Iterator[Any]:
    """A main window on an Oracle game in the night (broadcast options in the test's folder), the
    guess's title in the package's own texts."""
    game = oracle_game()
    windows = main_windows(qtbot, settings, tmp_path, monkeypatch)
    window = next(windows)(game)
    assert window.controller.act("phase", to="night").ok
    yield window
    next(windows, None)  # closes the window


def test_a_packages_own_question_shows_on_the_broadcast_band(oracle_table) -> None:
    window = oracle_table
    scene = window.streaming.open_broadcast().scene
    asked = "The oracle asks bela"
    assert asked not in scene.texts()
    assert window.controller.act("call").ok
    assert asked in scene.texts()  # the band's line: the open question's title, in words
    window.controller.apply({"act": "guess", "by": "bela", "pick": "moon"})
    assert asked not in scene.texts()


@pytest.mark.skipif(CHROMIUM is None, reason="chromium is not installed")
def test_a_packages_own_question_shows_on_the_overlays_band(oracle_table, tmp_path) -> None:
    window = oracle_table
    server = window.streaming.start_overlay(0)
    browser = DevTools(tmp_path / "profile")
    try:
        browser.open(server.url)
        browser.text_once_shown("Turn 1")
        assert window.controller.act("call").ok
        assert "The oracle asks bela" in browser.text_once_shown("The oracle asks")
    finally:
        browser.close()
        window.streaming.stop_overlay()


def test_a_packages_card_field_kind_checks_its_cards_and_is_named_in_every_language(oracle):
    from desktop.texts import stat_title
    from engine.errors import RecordError
    from engine.game import Game

    with pytest.raises(RecordError) as refused:
        Game.new_game(ruleset="oracle", players=["anna", "bela"],
                      cards={"s": {"name": "Stone", "type": "stone", "omen": "star"}},
                      decks={"anna": ["s"], "bela": ["s"]}, seed=3)
    assert "omen" in str(refused.value) and "sun, moon" in str(refused.value)
    stone = oracle_game().view("anna")["zones"]["anna.hand"]["cards"][0]
    assert stone["stats"]["omen"] == "sun"  # the card's face shows it as a stat
    assert [stat_title("omen", code, "oracle") for code in ("en", "hu", "ru")] == [
        "Omen", "Jel", "Знамение"]
