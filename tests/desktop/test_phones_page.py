"""The seat's page in headless Chromium at a phone's 390×844 (and turned, 844×390), in English,
Hungarian and Russian: it joins, shows the hand, plays a card and answers a duel by touch, under
its Content-Security-Policy. Screenshots go to $PHONE_SHOTS (else the test's folder)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from chromium import CHROMIUM, CLICK_BUTTON, DevTools, seat_page
from spectator_games import hkk_game

from desktop.phones.desk import question_for_page
from desktop.phones.table import say
from desktop.qt import QImage
from desktop.texts import act_title, interface_language, zone_title
from engine import Game

pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="chromium is not installed")
LOOPBACK = "127.0.0.1"

CLICK_CARD = """(() => {
  const face = [...document.querySelectorAll("#%s button.card")]
    .find((b) => b.getAttribute("aria-label") === %s);
  face.click();
  return true;
})()"""


def shots_folder(tmp_path: Path) -> Path:
    folder = Path(os.environ.get("PHONE_SHOTS") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def asked(game: Game, player: str) -> dict:
    """The question open for ``player``, as their page gets it (its words in the page's
    language)."""
    return question_for_page(game.questions(player)[0], interface_language())


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
        duel = next(c for c in phones.seat_state("anna")[0]["commands"] if c["id"] == "duel")
        assert act_title("duel", "hkk").lower() in duel["text"].lower()  # the game's term
        browser.evaluate(CLICK_BUTTON % json.dumps(duel["text"]))
        qtbot.waitUntil(lambda: (game.pending() or {}).get("step") == "duel_answer",
                        timeout=10000)
        browser.open(phones.link("bela"))
        browser.viewport(390, 844)
        question = asked(game, "bela")
        prompt = question["text"]["shown"]
        assert "anna" in prompt and "question.duel" not in prompt  # in words, not a code
        shown = browser.text_once_shown(prompt, element="question")
        assert question["title"]["shown"] in shown and question["decline"]["text"]["shown"] in shown
        check_phone_page(browser, 390)
        browser.screenshot(shots / f"phone-{code}-duel.png")
        name = game.definition(game.cards["b_duel"]).name
        browser.evaluate(CLICK_CARD % ("question", json.dumps(name)))
        # The confirmation page names the card; Back goes to the choice, which stays open.
        sure = f"{question['confirm']['shown']} {name}"
        assert sure in browser.text_once_shown(sure, element="question")
        browser.screenshot(shots / f"phone-{code}-duel-confirm.png")
        browser.evaluate(CLICK_BUTTON % json.dumps(say("back")))
        browser.text_once_shown(prompt, element="question")
        assert (game.pending() or {}).get("step") == "duel_answer"
        browser.evaluate(CLICK_CARD % ("question", json.dumps(name)))
        browser.text_once_shown(sure, element="question")
        browser.evaluate(CLICK_BUTTON % json.dumps(say("confirm")))
        qtbot.waitUntil(lambda: (game.pending() or {}).get("step") == "duel_effect",
                        timeout=10000)
        assert game.cards["b_duel"].zone != "bela.hand"
        effect = asked(game, "anna")
        browser.open(phones.link("anna"))
        browser.viewport(390, 844)
        shown = browser.text_once_shown(effect["text"]["shown"], element="question")
        assert all(option["text"]["shown"] in shown for option in effect["options"])
        check_phone_page(browser, 390)
        browser.screenshot(shots / f"phone-{code}-duel-effect.png")
        if code == "en":  # a phone turned sideways
            browser.viewport(844, 390)
            browser.open(phones.link("anna"))
            browser.viewport(844, 390)
            assert effect["text"]["shown"] in browser.text_once_shown(effect["text"]["shown"],
                                                                      element="question")
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


IN_VIEW = """(() => {
  const box = document.getElementById(%s).getBoundingClientRect();
  const header = document.getElementById("top").getBoundingClientRect();
  return {top: box.top, bottom: box.bottom, height: window.innerHeight, below: header.bottom,
          scrolled: window.scrollY};
})()"""


def test_a_refusal_shows_where_the_player_looks(qtbot, open_window, tmp_path):
    """anna scrolls down to her last card and plays it: the refusal is on her screen, not at
    the top of the page she scrolled away from."""
    game = hkk_game()
    game.enforcement = "strict"
    window = open_window(game)
    assert window.controller.act("counter", player="anna", name="VP", value=0).applied
    phones = window.streaming.start_phones(LOOPBACK, 0)
    browser = DevTools(tmp_path / "profile")
    try:
        seat_page(browser, phones.link("anna"))
        browser.text_once_shown(say("hand").format(count=5), element="hand")
        last = game.definition(game.cards["a_sp"]).name  # the hand's last card: costs 3
        browser.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
        browser.evaluate(CLICK_CARD % ("hand", json.dumps(last)))
        play = say("play_to").format(zone=zone_title("reserve"))
        browser.text_once_shown(play, element="actions")
        browser.evaluate(CLICK_BUTTON % json.dumps(play))
        # (the table answers on this thread: Qt's events go on while the page is asked)
        qtbot.waitUntil(lambda: "cost.pay" in browser.evaluate(
            "document.getElementById('notice').textContent"), timeout=10000)
        where = browser.evaluate(IN_VIEW % json.dumps("notice"))
        assert where["scrolled"] > 300  # the player is far down the page...
        assert where["below"] <= where["top"] and where["bottom"] <= where["height"]  # ...and sees it
        browser.screenshot(shots_folder(tmp_path) / "phone-refused-in-view.png")
    finally:
        browser.close()


def berserk_hand_game(hand: list[str]) -> Game:
    """A Berserk game in its mulligan, sasha holding these demo cards."""
    from spectator_games import berserk_game

    game = berserk_game()
    header = json.loads(json.dumps(game.header))
    header["zones"]["sasha.hand"] = [f"{card}#s{index}" for index, card in enumerate(hand)]
    return Game.from_header(header)


FACE_TEXTS = """[...document.querySelectorAll("#%s .card")].map((face) => ({
  label: face.getAttribute("aria-label"), kind: face.querySelector(".kind").textContent,
  stats: (face.querySelector(".stats") || {}).textContent || "",
  text: face.querySelector(".text").textContent,
  fits: face.querySelector(".text").scrollHeight <= face.querySelector(".text").clientHeight + 1,
}))"""


@pytest.mark.parametrize("code", ["hu", "ru"])
def test_a_berserk_face_and_the_mulligan_in_words(qtbot, open_window, language, tmp_path, code):
    """A cost modifier is not printed as "[object Object]", the subtype "armor" is a word of the
    page's language, and a card text that does not fit ends with "…" after a whole word."""
    language(code)
    game = berserk_hand_game(["brazhnik", "kolchuga", "gusljar", "starejshina"])
    window = open_window(game)
    window.procedures.enabled = False  # the mulligan is answered on the phone
    phones = window.streaming.start_phones(LOOPBACK, 0)
    browser = DevTools(tmp_path / "profile")
    try:
        seat_page(browser, phones.link("sasha"))
        browser.text_once_shown(asked(game, "sasha")["text"]["shown"], element="question")
        faces = browser.evaluate(FACE_TEXTS % "question")
        assert len(faces) == 4
        armor = {"hu": "páncél", "ru": "доспех"}[code]
        kolchuga = next(face for face in faces if face["label"] == "Кольчуга из звёздной стали")
        assert armor in kolchuga["kind"] and "armor" not in kolchuga["kind"]
        page = browser.evaluate("document.body.textContent")
        assert "[object Object]" not in page and "object" not in page
        texts = {game.definition(card).name: game.definition(card).text
                 for card in game.zones["sasha.hand"]}
        cut = 0
        for face in faces:
            full, shown = texts[face["label"]], face["text"]
            assert face["fits"], face
            if shown != full:
                cut += 1
                assert shown.endswith("…"), face
                words, whole = shown[:-1].split(), full.split()
                assert words[:-1] == whole[:len(words) - 1], face  # whole words only,
                assert words[-1] == whole[len(words) - 1].rstrip(".,;:!?"), face  # to the last
        assert cut  # the long texts did not fit at 390 px
        assert browser.evaluate("document.getElementById('hand').hidden") is True  # not twice
        browser.screenshot(shots_folder(tmp_path) / f"phone-{code}-mulligan.png")
    finally:
        browser.close()


BUTTON_BOTTOM = """[...document.querySelectorAll('#question button')]
  .find((b) => b.textContent === %s).getBoundingClientRect().bottom"""
CLICK_PICK = """[...document.querySelectorAll('#question .pick')]
  .find((b) => b.textContent.startsWith(%s)).click()"""


def test_the_reaction_offer_keeps_its_button_on_the_first_screen(qtbot, open_window, tmp_path):
    game = hkk_game()
    window = open_window(game)
    phones = window.streaming.start_phones(LOOPBACK, 0)
    browser = DevTools(tmp_path / "profile")
    try:
        seat_page(browser, phones.link("bela"))
        browser.text_once_shown(say("hand").format(count=4), element="hand")
        assert window.controller.act("play", card="a_cr", to="anna.reserve").applied
        reaction = asked(game, "bela")
        prevent = reaction["submit"]["shown"]
        browser.text_once_shown(prevent, element="question")
        where = browser.evaluate(IN_VIEW % json.dumps("question"))
        button = browser.evaluate(BUTTON_BOTTOM % json.dumps(prevent))
        assert button <= 844 and where["top"] < 844
        picks = browser.evaluate("[...document.querySelectorAll('#question .pick')].length")
        assert picks == 4 and not browser.evaluate("document.querySelector('#question .card')")
        height = browser.evaluate("document.documentElement.scrollHeight")
        assert height < 1700, height  # was ~2,230 px with the hand shown twice
        browser.screenshot(shots_folder(tmp_path) / "phone-prevent.png")
        # Pick the reaction card, and prevent.
        browser.evaluate(CLICK_PICK % json.dumps(game.definition(game.cards["b_duel"]).name))
        browser.evaluate(CLICK_BUTTON % json.dumps(prevent))
        qtbot.waitUntil(lambda: game.cards["a_cr"].zone == "anna.discard", timeout=10000)
        assert game.cards["b_duel"].zone == "bela.discard"
    finally:
        browser.close()


def test_the_page_has_its_icon(qtbot, phone_table, tmp_path):
    _window, phones = phone_table
    browser = DevTools(tmp_path / "profile")
    try:
        seat_page(browser, phones.link("anna"))
        browser.text_once_shown(say("your_turn"), element="status")
        size = browser.call("Runtime.evaluate", expression="""new Promise((done) => {
            const icon = new Image(); icon.onload = () => done(icon.naturalWidth);
            icon.onerror = () => done(0); icon.src = document.querySelector("link[rel=icon]").href;
        })""", awaitPromise=True, returnByValue=True)["result"]["value"]
        assert size == 32
        # The icon the page names is served (not a 404 that the browser would paint over).
        status = browser.call("Runtime.evaluate", expression="""fetch(
            document.querySelector("link[rel=icon]").href).then((answer) => answer.status)""",
            awaitPromise=True, returnByValue=True)["result"]["value"]
        assert status == 200
    finally:
        browser.close()
