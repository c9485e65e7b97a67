"""The seat's page in headless Chromium at a phone's 390×844 (and turned, 844×390), in English,
Hungarian and Russian: it joins, shows the hand, plays a card and answers a duel by touch, under
its Content-Security-Policy. Screenshots go to $PHONE_SHOTS (else the test's folder)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from chromium import CHROMIUM, DevTools
from spectator_games import hkk_game

from desktop.phones.table import say
from desktop.qt import QImage
from desktop.texts import zone_title

pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="chromium is not installed")
LOOPBACK = "127.0.0.1"

CLICK_CARD = """(() => {
  const face = [...document.querySelectorAll("#%s button.card")]
    .find((b) => b.getAttribute("aria-label") === %s);
  face.click();
  return true;
})()"""
CLICK_BUTTON = """(() => {
  const button = [...document.querySelectorAll("button")].find((b) => b.textContent === %s);
  button.click();
  return true;
})()"""


def shots_folder(tmp_path: Path) -> Path:
    folder = Path(os.environ.get("PHONE_SHOTS") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def check_phone_page(browser: DevTools, width: int) -> None:
    """Nothing wider than the screen, big touch targets, no blocked script or style."""
    assert browser.evaluate("document.documentElement.scrollWidth") <= width
    heights = browser.evaluate("[...document.querySelectorAll('button:not(.card)')]"
                               ".filter((b) => b.offsetParent).map((b) => b.offsetHeight)")
    assert heights and min(heights) >= 48
    logged = json.dumps(browser.events)
    assert "Content Security Policy" not in logged and "Refused to" not in logged


@pytest.mark.parametrize("code", ["en", "hu", "ru"])
def test_the_seats_page_in_chromium(qtbot, open_window, language, tmp_path, code):
    language(code)
    game = hkk_game()
    game.enforcement = "strict"
    window = open_window(game)
    phones = window.streaming.start_phones(LOOPBACK, 0)
    shots = shots_folder(tmp_path)
    browser = DevTools(tmp_path / "profile")
    try:
        browser.open("about:blank")
        browser.call("Log.enable")
        browser.call("Runtime.enable")
        browser.viewport(390, 844)
        browser.call("Page.navigate", url=phones.link("anna"))
        browser.wait(lambda m: m.get("method") == "Page.loadEventFired")
        hand_title = say("hand").format(count=5)
        shown = browser.text_once_shown(hand_title, element="hand")
        assert "Ködvölgyi őrszem" in shown
        assert browser.text_once_shown(say("your_turn"), element="status")
        page_state = json.loads(browser.evaluate("JSON.stringify(window.cardtablePhone.state())"))
        assert page_state == json.loads(json.dumps(phones.seat_state("anna")[0]))
        assert browser.evaluate("document.documentElement.lang") == code
        check_phone_page(browser, 390)
        picture = browser.screenshot(shots / f"phone-{code}-hand.png")
        image = QImage(str(picture))
        assert (image.width(), image.height()) == (390, 844)
        # Touch a card: its actions; play it onto the reserve.
        browser.evaluate(CLICK_CARD % ("hand", json.dumps("Ködvölgyi őrszem")))
        play = say("play_to").format(zone=zone_title("reserve"))
        assert play in browser.text_once_shown(play, element="actions")
        browser.screenshot(shots / f"phone-{code}-card.png")
        browser.evaluate(CLICK_BUTTON % json.dumps(play))
        qtbot.waitUntil(lambda: game.cards["a_cr"].zone == "anna.reserve", timeout=10000)
        assert "8.1.2" in browser.text_once_shown("8.1.2", element="notice")
        browser.evaluate("document.getElementById('notice').click()")  # read: a tap puts it away
        assert browser.evaluate("document.getElementById('notice').hidden") is True
        # A duel from anna's page; bela answers it on his.
        browser.evaluate(CLICK_CARD % ("hand", json.dumps(game.definition(
            game.cards["a_duel"]).name)))
        browser.evaluate(CLICK_BUTTON % json.dumps(say("duel")))
        qtbot.waitUntil(lambda: (game.pending() or {}).get("step") == "duel_answer",
                        timeout=10000)
        browser.open(phones.link("bela"))
        browser.viewport(390, 844)
        prompt = say("duel_answer").format(attacker="anna")
        assert prompt in browser.text_once_shown(prompt, element="question")
        check_phone_page(browser, 390)
        browser.screenshot(shots / f"phone-{code}-duel.png")
        browser.evaluate(CLICK_CARD % ("question", json.dumps(game.definition(
            game.cards["b_duel"]).name)))
        browser.evaluate(CLICK_BUTTON % json.dumps(say("confirm")))
        qtbot.waitUntil(lambda: (game.pending() or {}).get("step") == "duel_effect",
                        timeout=10000)
        assert game.cards["b_duel"].zone != "bela.hand"
        if code == "en":  # a phone turned sideways
            browser.viewport(844, 390)
            browser.open(phones.link("anna"))
            browser.viewport(844, 390)
            effect = say("duel_effect")
            assert effect in browser.text_once_shown(effect, element="question")
            check_phone_page(browser, 844)
            browser.screenshot(shots / "phone-en-landscape.png")
    finally:
        browser.close()


# Every WebSocket the page opens, kept where the test can reach it (injected before the page's
# own script runs; the page itself is unchanged).
RECORD_SOCKETS = """(() => {
  const Original = window.WebSocket;
  window.openedSockets = [];
  window.WebSocket = function (...args) {
    const socket = new Original(...args);
    window.openedSockets.push(socket);
    return socket;
  };
  window.WebSocket.prototype = Original.prototype;
  Object.assign(window.WebSocket, { OPEN: Original.OPEN, CLOSED: Original.CLOSED });
})()"""


def test_the_page_reconnects_when_its_connection_drops(qtbot, open_window, tmp_path):
    """A phone that loses its connection (Wi-Fi, a locked screen) says so, connects again with
    its code, and goes on following the table."""
    game = hkk_game()
    window = open_window(game)
    phones = window.streaming.start_phones(LOOPBACK, 0)
    browser = DevTools(tmp_path / "profile")
    try:
        browser.open("about:blank")
        browser.call("Page.addScriptToEvaluateOnNewDocument", source=RECORD_SOCKETS)
        browser.call("Page.navigate", url=phones.link("anna"))
        browser.wait(lambda m: m.get("method") == "Page.loadEventFired")
        assert "Ködvölgyi őrszem" in browser.text_once_shown(say("hand").format(count=5),
                                                              element="hand")
        browser.evaluate("window.openedSockets[0].close()")  # the connection drops
        assert browser.text_once_shown(say("reconnecting"), element="status")
        assert browser.text_once_shown(say("your_turn"), element="status")  # back, same seat
        assert browser.evaluate("window.openedSockets.length") == 2
        assert window.controller.apply({"act": "draw", "by": "anna", "count": 1}).applied
        assert browser.text_once_shown(say("hand").format(count=6), element="hand")
    finally:
        browser.close()
