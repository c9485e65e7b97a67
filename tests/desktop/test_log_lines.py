"""Game log lines say what happened to which card, from the parts a view's log entry has."""

from __future__ import annotations

from desktop import texts
from engine.demo import demo_game

FARKAS = [{"label": "c1", "name": "Farkas"}]


def entry(act: str, params: dict | None = None, targets: list | None = None, **more) -> dict:
    """A view's log entry (engine/view.py ``log_line``) of an act that moved no card."""
    return {"n": 9, "by": "anna", "act": act, "text": "ENGLISH FROM THE ENGINE", "ok": True,
            "rule": None, "code": act, "params": params or {}, "flagged": False, "cards": [],
            "moves": [], "targets": FARKAS if targets is None else targets, **more}


def line(log_entry: dict) -> str:
    """The log line without its number."""
    return texts.log_text(log_entry).split(". ", 1)[1]


def test_a_played_game_logs_taps_markers_and_counters_as_sentences(language):
    """A view's entries carry the open details of taps, markers and counters (never a hidden
    card's identity), so the lines say exactly what happened."""
    language("en")
    game = demo_game("hkk", seed=3, enforcement="warn")
    anna, bela = game.players
    label = game.zones[f"{anna}.hand"][0].label
    name = game.definition(game.cards[label]).name
    for action in ({"act": "move", "card": label, "to": f"{anna}.table"},
                   {"act": "tap", "card": label, "tapped": True},
                   {"act": "tap", "card": label, "tapped": False},
                   {"act": "mark", "card": label, "marker": "wound", "count": 2},
                   {"act": "counter", "player": bela, "name": "life", "delta": -3}):
        assert game.apply({"by": anna, **action}).applied
    log = game.view(anna, log=True)["log"]
    assert [line(e) for e in log[-4:]] == [
        f"anna tapped {name}", f"anna untapped {name}",
        f"anna: +2 wound on {name}", "anna changed bela's Life by \u22123"]
    assert all("Tap / untap" not in texts.log_text(e) for e in log)


def test_details_the_entry_has_are_shown(language):
    language("en")
    assert line(entry("tap", {"tapped": True})) == "anna tapped Farkas"
    assert line(entry("tap", {"tapped": False})) == "anna untapped Farkas"
    assert line(entry("mark", {"marker": "wound", "count": 1})) == "anna: +1 wound on Farkas"
    assert line(entry("mark", {"marker": "wound", "count": -2})) == "anna: \u22122 wound on Farkas"
    assert line(entry("mark", {"marker": "wound"})) == "anna: +1 wound on Farkas"  # count: 1
    counter = {"player": "bela", "name": "life"}
    assert line(entry("counter", {**counter, "value": 17}, [])) == "anna set bela's Life to 17"
    assert line(entry("counter", {**counter, "delta": -3}, [])) == (
        "anna changed bela's Life by \u22123")


def test_a_hidden_card_and_a_flagged_line(language):
    language("en")
    assert line(entry("tap", targets=[])) == "anna: The card was tapped or untapped."
    flagged = entry("tap", rule="card.not_in_play", code="card.not_in_play", ok=False)
    assert line(flagged) == (
        "anna tapped or untapped Farkas — That card is not in play. (card.not_in_play)")


def test_log_lines_in_russian_and_hungarian(language):
    language("ru")
    assert line(entry("tap")) == "anna закрывает или открывает: Farkas"
    assert line(entry("tap", {"tapped": False})) == "anna открывает: Farkas"
    assert line(entry("mark", {"marker": "wound", "count": 1})) == "anna: Farkas — рана +1"
    assert line(entry("counter", targets=[])) == "anna меняет счётчик"
    language("hu")
    assert line(entry("tap", {"tapped": True})) == "anna passzívvá tette: Farkas"
    assert line(entry("mark")) == "anna módosította a jelzőket: Farkas"
    assert line(entry("counter", {"player": "bela", "name": "VP", "value": 4}, [])) == (
        "anna beállította: VP (bela) = 4")


def test_an_end_of_turn_and_a_created_card_say_what_happened(language):
    """End of turn's verdict is the next turn's first phase: the line says who ended the turn
    first. A created card is named (a token on the table is seen by everyone)."""
    language("en")
    game = demo_game("hkk", seed=3)
    anna, bela = game.players
    token = game.creatable(anna)[0]
    assert game.apply({"act": "create", "by": anna, "card": token["def"], "id": "t1"}).applied
    assert game.apply({"act": "end_turn", "by": anna}).applied
    created, ended = (line(e) for e in game.view(bela, log=True)["log"][-2:])
    assert created.startswith(f"anna · Create: {token['name']} — ")
    assert ended == "anna ended the turn — rule 29.3: Phase: Prep."


def test_refusals_read_as_english_sentences(language):
    """An item's timing starts with its article; a counter inside a sentence is a word, not the
    band's title ("Not enough coins")."""
    language("en")
    timing = {"ok": False, "rule": "play.timing", "code": "play.timing",
              "params": {"card_type": "item"}}
    assert texts.verdict_sentence(timing) == (
        "An item can be played only in its player's own main phase.")
    assert texts.verdict_sentence(dict(timing, params={"card_type": "creature"})).startswith(
        "A creature can be played")
    cost = {"ok": False, "rule": "cost.pay", "code": "cost.pay",
            "params": {"counter": "coins", "cost": 3, "have": 1, "player": "sasha"}}
    assert texts.verdict_sentence(cost) == (
        "Not enough coins to pay the cost: it costs 3, sasha has 1.")
    assert texts.verdict_sentence(dict(cost, params={**cost["params"], "counter": "VP"})).startswith(
        "Not enough VP to pay")


def test_looks_searches_and_shuffles_name_the_deck(language):
    """What the table's log says of a look (its count and deck), a search and a shuffle, as the
    player who made it and as the other player read it; a Berserk line names no rule id."""
    language("en")
    for ruleset in ("hkk", "berserk"):
        game = demo_game(ruleset, seed=3)
        me = game.active_player
        other = next(p for p in game.players if p != me)
        source = game.zones[f"{me}.hand"][0].label
        name = game.definition(game.cards[source]).name
        deck = {"by": me, "zone": f"{me}.deck", "source": source}
        for action in ({"act": "look", "count": 3, **deck}, {"act": "look", **deck},
                       {"act": "shuffle", **deck}):
            assert game.apply(action).applied
        mine = [texts.log_text(e, ruleset) for e in game.view(me, log=True)["log"][-3:]]
        theirs = [texts.log_text(e, ruleset) for e in game.view(other, log=True)["log"][-3:]]
        assert mine[0].split(". ", 1)[1].startswith(
            f"{me} looked at the top 3 cards of the Deck ({name})")
        assert mine[1].split(". ", 1)[1].startswith(f"{me} searched the Deck ({name})")
        assert mine[2].split(". ", 1)[1] == f"{me} shuffled the Deck ({name})"
        assert theirs[0].split(". ", 1)[1].startswith(f"{me} looked at the top 3 cards of the Deck")
        assert name not in " ".join(theirs)  # the source in a hand stays unnamed for the other
        assert not any("(deck." in text or "Look:" in text for text in mine + theirs)
