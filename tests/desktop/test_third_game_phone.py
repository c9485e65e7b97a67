"""The third game played from phone pages to its outcome (issue 29): Oracle (third_game.py), one
package in a temporary games folder, with a question of its own. The seats' pages in headless
Chromium draw its question as they draw any (no page or server code names the game) and answer
it by touch over the WebSocket protocol; its texts come in the page's language."""

from __future__ import annotations

import json

import pytest
from chromium import CHROMIUM, CLICK_BUTTON, DevTools, seat_page
from test_phones_page import shots_folder
from third_game import oracle_game

from desktop.phones.desk import question_for_page
from desktop.phones.table import say
from desktop.texts import interface_language

pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="chromium is not installed")
LOOPBACK = "127.0.0.1"
QUESTION_TEXT = "document.getElementById('question').textContent"


@pytest.mark.parametrize(("code", "sun"), [("en", "The sun"), ("ru", "Солнце")])
def test_the_third_game_is_played_from_phone_pages_to_its_outcome(oracle, qtbot, open_window,
                                                                  language, tmp_path, code, sun):
    language(code)
    game = oracle_game()
    window = open_window(game)
    phones = window.streaming.start_phones(LOOPBACK, 0)
    browser = DevTools(tmp_path / "profile")
    try:
        # anna goes on to the night from her page, and calls the oracle at the table.
        seat_page(browser, phones.link("anna"))
        browser.text_once_shown(say("your_turn"), element="status")
        night = browser.evaluate("window.cardtablePhone.texts().phases.night")
        browser.evaluate(CLICK_BUTTON % json.dumps(say("next_phase").format(phase=night)))
        qtbot.waitUntil(lambda: game.phase == "night", timeout=10000)
        qtbot.waitUntil(lambda: window.controller.phones == {"anna"}, timeout=10000)
        assert window.controller.act("call").applied
        # anna's page says whose question it is, not what bela may answer.
        question = question_for_page(game.questions("bela")[0], interface_language())
        browser.text_once_shown(question["title"]["shown"], element="question")
        assert sun not in browser.evaluate(QUESTION_TEXT)
        # bela's page asks him, in the page's language, and he answers by touch.
        seat_page(browser, phones.link("bela"))
        shown = browser.text_once_shown(question["text"]["shown"], element="question")
        assert question["title"]["shown"] in shown and "oracle." not in shown  # words, not codes
        assert question["options"][0]["text"]["shown"] == sun
        assert browser.text_once_shown(say("your_move"), element="status")
        browser.screenshot(shots_folder(tmp_path) / f"phone-{code}-third-game.png")
        browser.evaluate(CLICK_BUTTON % json.dumps(sun))
        qtbot.waitUntil(lambda: game.outcome() is not None, timeout=10000)
        assert game.history[-1] == {"act": "guess", "by": "bela", "pick": "sun"}
        assert game.outcome() == {"loser": "anna", "reason": "darkness", "winners": ["bela"]}
        assert browser.text_once_shown(say("won"), element="status")
        assert browser.evaluate("document.getElementById('question').hidden") is True
    finally:
        browser.close()
