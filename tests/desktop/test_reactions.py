"""Questions for another player than the one at the table (issue 10 leftovers), played with the
mouse and the keyboard: HKK's reaction that prevents a play or a Flow (offered on the banner,
costing the active player nothing), a window with a fixed seat (``--as``) that lends its seat
for the other player's answer, and the phase bar that shows who is awaited."""

from __future__ import annotations

import pytest
from conftest import make_window
from desktop_views import drag_to_zone
from gestures import asked, band_click, click, dialog, hover, key, no_dialog, pick, press

from desktop.qt import QMessageBox, Qt
from engine import Game

ALT = Qt.KeyboardModifier.AltModifier
HEADER = {
    "ruleset": "hkk", "players": ["anna", "bela"], "seed": 1,
    "cards": {"wolf": {"name": "Farkas", "type": "creature", "cost": 1},
              "spirit": {"name": "Áramló szellem", "type": "spell", "cost": 2, "flow": True},
              "duel5": {"name": "Kardforgató", "type": "spell", "duel": 5},
              "duel3": {"name": "Tőrvívó", "type": "spell", "duel": 3}},
    "zones": {"anna.hand": ["wolf#w1", "spirit#s1", "duel5#d1"], "anna.deck": ["wolf", "wolf"],
              "bela.hand": ["duel3#d2", "wolf#bw"]},
    "turn": {"active": "anna", "phase": "main", "number": 2},
    "players_state": {"anna": {"VP": 4, "life": 20}, "bela": {"VP": 0, "life": 20}}}


@pytest.fixture
def window(make, language):
    language("en")
    return make(HEADER)


@pytest.fixture
def as_anna(qtbot, settings, tmp_path, language):
    """A window that plays anna's seat only (``--as anna``)."""
    language("en")
    shown = make_window(qtbot, settings, tmp_path, Game.from_header(HEADER), seat="anna")
    yield shown
    shown.close()


def banner(window) -> tuple[str, str, bool]:
    shown = window.procedures.banner
    if not shown.isVisible():
        return "", "", False
    return shown.text.text(), shown.button.text(), shown.button.isEnabled()


def take_seat(window, player: str) -> None:
    assert window.central() is window.handoff_screen and window.handoff_screen.player == player
    key(window, Qt.Key.Key_Return)
    assert window.central() is window.table and window.controller.seat == player


def offer(window) -> tuple[str, str] | None:
    """The band's button for a chance of the moment: its text and tooltip."""
    chips = [chip for chip in window.scene.band._chips if chip.payload == ("offer",)]
    return (chips[0].text, chips[0].tip) if chips else None


def play_wolf(qtbot, window) -> None:
    drag_to_zone(qtbot, window.table, window.scene.item_for("w1"), "anna.reserve")
    assert window.game.cards["w1"].zone == "anna.reserve"


def test_the_chance_to_prevent_costs_the_active_player_nothing(window, qtbot):
    table_place = (window.table.geometry(), window.scene.sceneRect())
    play_wolf(qtbot, window)
    text, tip = offer(window)
    assert text == "bela\nPrevent it…"  # who may answer, and the question's answer button
    assert tip.startswith("bela, prevent anna's play of Farkas?")
    assert tip.endswith("Any other action lets it stand.")
    assert banner(window)[0] == ""  # nothing above the table comes and goes
    assert window.actions_by_id["prevent"].isEnabled()
    assert window.central() is window.table and window.controller.seat == "anna"
    assert (window.table.geometry(), window.scene.sceneRect()) == table_place  # nothing moved
    hover(qtbot, window, window.scene.item_for("w1"))
    key(window, Qt.Key.Key_Space)  # anna simply goes on: the chance is gone
    assert window.game.record_lines()[-1]["act"] == "tap"
    assert offer(window) is None and not window.actions_by_id["prevent"].isEnabled()
    assert window.central() is window.table and no_dialog()


def test_bela_prevents_a_play_from_the_band(window, qtbot):
    play_wolf(qtbot, window)
    vp = window.game.counters["anna"]["VP"]
    band_click(window, ("offer",))
    assert window.handoff_screen.message.text() == (
        "Reaction: bela prevents. The other players look away.")
    take_seat(window, "bela")
    reaction = asked(qtbot, "prevent")
    assert reaction.prompt.text() == (
        "rule 93.4.6: bela, prevent anna's play of Farkas? The card goes to its owner's "
        "discard pile; the cost stays paid. Pick the card you react with, if any: you pay its "
        "cost, and it goes to your discard pile.")
    click(reaction.answer)
    assert window.game.cards["w1"].zone == "anna.discard"
    assert window.game.counters["anna"]["VP"] == vp  # the cost stays paid
    assert window.game.record_lines()[-1] == {"act": "prevent", "by": "bela", "card": "w1"}
    take_seat(window, "anna")  # the turn goes on at anna's side
    assert offer(window) is None
    assert any("Prevent" in line for line in window.log.lines())
    key(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # anna takes it back
    sure = dialog(qtbot, QMessageBox)  # another player's action: asked first, No the default
    assert sure.text() == "This takes back bela's action: Prevent. Go on?"
    press(sure, Qt.Key.Key_Return)
    assert window.game.cards["w1"].zone == "anna.discard"  # No: nothing was taken back
    key(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    click(dialog(qtbot, QMessageBox).button(QMessageBox.StandardButton.Yes))
    assert window.central() is window.table  # nothing of bela's shows: anna keeps the table
    assert window.game.cards["w1"].zone == "anna.reserve" and offer(window) is not None


def test_enter_on_the_hand_off_screen_and_again_prevents_nothing(window, qtbot):
    """The Enter that takes the seat, then another: the reaction asks, and nothing more (its
    button is no default: it would cancel anna's play, for free, unseen)."""
    play_wolf(qtbot, window)
    band_click(window, ("offer",))
    take_seat(window, "bela")  # Enter
    reaction = asked(qtbot, "prevent")
    assert not reaction.answer.isDefault() and not reaction.answer.autoDefault()
    press(reaction, Qt.Key.Key_Return)
    press(reaction, Qt.Key.Key_Enter)
    assert reaction.isVisible() and window.game.cards["w1"].zone == "anna.reserve"
    assert window.game.record_lines()[-1]["act"] == "play"
    press(reaction, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not reaction.isVisible())
    take_seat(window, "anna")


def test_back_in_the_reaction_is_no_reaction_and_gives_the_seat_back(window, qtbot):
    play_wolf(qtbot, window)
    key(window, Qt.Key.Key_P, ALT)  # Game → Reaction: prevent it…
    take_seat(window, "bela")
    reaction = asked(qtbot, "prevent")
    press(reaction, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not reaction.isVisible())
    take_seat(window, "anna")  # bela's hand is hidden again at once
    assert window.game.cards["w1"].zone == "anna.reserve"
    assert window.game.preventable() is not None  # still open: bela may change her mind
    assert offer(window)[0] == "bela\nPrevent it…"


def test_the_reacting_player_discards_the_card_they_react_with(window, qtbot):
    play_wolf(qtbot, window)
    band_click(window, ("offer",))
    take_seat(window, "bela")
    reaction = asked(qtbot, "prevent")
    assert [reaction.list.item(r).text() for r in range(reaction.list.count())] == [
        "Tőrvívó", "Farkas"]  # bela's hand, nothing picked
    pick(reaction.list, "Tőrvívó")
    click(reaction.answer)
    assert window.game.record_lines()[-1] == {"act": "prevent", "by": "bela", "card": "w1",
                                              "with": "d2"}  # one action: one undo takes it back
    assert window.game.cards["d2"].zone == "bela.discard"
    assert window.game.cards["w1"].zone == "anna.discard"
    take_seat(window, "anna")
    assert any("Tőrvívó" in line for line in window.log.lines()[-1:])


def test_the_reaction_card_is_paid_for(qtbot, settings, tmp_path, language):
    language("en")
    header = {**HEADER, "players_state": {**HEADER["players_state"],
                                          "bela": {"VP": 3, "life": 20}}}
    shown = make_window(qtbot, settings, tmp_path, Game.from_header(header))
    try:
        play_wolf(qtbot, shown)
        band_click(shown, ("offer",))
        take_seat(shown, "bela")
        reaction = asked(qtbot, "prevent")
        pick(reaction.list, "Tőrvívó")
        pick(reaction.list, "Farkas")  # a second card: the reaction is the one picked last
        assert reaction.choice() == ["bw"]
        click(reaction.answer)
        assert shown.game.counters["bela"]["VP"] == 2  # Farkas costs 1
        assert shown.game.cards["bw"].zone == "bela.discard"
        assert shown.game.cards["d2"].zone == "bela.hand"
    finally:
        shown.close()


def test_a_reaction_card_too_dear_is_refused_in_the_dialog(window, qtbot):
    play_wolf(qtbot, window)
    band_click(window, ("offer",))
    take_seat(window, "bela")
    reaction = asked(qtbot, "prevent")
    pick(reaction.list, "Farkas")  # costs 1; bela has 0 VP
    assert not reaction.answer.isEnabled()
    assert "1" in reaction.note.text() and "VP" in reaction.note.text()
    click(reaction.answer)  # the answer does not work: nothing happens
    assert reaction.isVisible() and window.game.record_lines()[-1]["act"] == "play"
    pick(reaction.list, "Farkas")  # dropped: a reaction without a card
    assert reaction.answer.isEnabled() and not reaction.note.text()
    click(reaction.answer)
    assert window.game.record_lines()[-1] == {"act": "prevent", "by": "bela", "card": "w1"}
    assert window.game.cards["bw"].zone == "bela.hand"


def test_a_flow_is_prevented_with_the_game_menu_key(window, qtbot):
    hover(qtbot, window, window.scene.item_for("s1"))
    key(window, Qt.Key.Key_L, ALT)  # Use Flow
    assert window.game.cards["s1"].zone == "anna.deck"
    # A Flow shows its card to everyone (93.4.6): the offer names it.
    assert offer(window)[1].startswith("bela, prevent anna's Flow of Áramló szellem?")
    key(window, Qt.Key.Key_P, ALT)
    take_seat(window, "bela")
    reaction = asked(qtbot, "prevent")
    assert "Its effect is lost; the cost stays paid." in reaction.prompt.text()
    click(reaction.answer)
    assert window.game.record_lines()[-1] == {"act": "prevent", "by": "bela", "card": "s1"}
    take_seat(window, "anna")


def test_a_duel_offers_no_reaction(window, qtbot):
    hover(qtbot, window, window.scene.item_for("d1"))
    key(window, Qt.Key.Key_D, ALT)
    assert window.game.preventable() is None
    assert not window.actions_by_id["prevent"].isEnabled()
    assert window.handoff_screen.player == "bela"  # the duel's answer, not a reaction


def test_the_phase_bar_shows_whose_answer_the_table_waits_for(window, qtbot):
    """While bela's duel answer is open, End turn and the phases are not clickable: their
    tooltip says who is awaited, and a click on them does nothing."""
    hover(qtbot, window, window.scene.item_for("d1"))
    key(window, Qt.Key.Key_D, ALT)
    take_seat(window, "bela")
    reaction = asked(qtbot, "duel_answer")
    press(reaction, Qt.Key.Key_Escape)  # bela looks at the table first
    qtbot.waitUntil(lambda: not reaction.isVisible())
    chips = {chip.text: chip for chip in window.scene.band._chips}
    assert chips["End turn"].payload is None and chips["End turn"].style == "closed"
    assert chips["End turn"].tip == "Duel answer comes first: the strip above the table asks it"
    assert chips["Combat"].payload is None
    lines = len(window.game.record_lines())
    with pytest.raises(AssertionError):
        band_click(window, ("end_turn",))  # no chip ends the turn now
    assert len(window.game.record_lines()) == lines and window.game.pending() is not None


def test_a_fixed_seat_lends_itself_for_the_other_players_answer(as_anna, qtbot):
    window = as_anna
    hover(qtbot, window, window.scene.item_for("d1"))
    key(window, Qt.Key.Key_D, ALT)
    assert window.central() is window.table and window.controller.seat == "anna"
    chips = {chip.text: chip for chip in window.scene.band._chips}
    assert chips["End turn"].payload is None and chips["End turn"].tip == (
        "Waiting for bela: Duel answer")
    assert banner(window) == ("Duel: bela answers. This window plays anna's seat.",
                              "Answer for bela…", True)
    assert window.actions_by_id["answer_for"].isVisible()
    assert window.actions_by_id["answer_for"].isEnabled()
    click(window.procedures.banner.button)
    take_seat(window, "bela")
    answer = asked(qtbot, "duel_answer")
    pick(answer.list, "Tőrvívó")
    press(answer, Qt.Key.Key_Return)
    press(answer, Qt.Key.Key_Return)
    assert any("anna won the duel" in line for line in window.log.lines())
    take_seat(window, "anna")  # anna won: her seat again, and her question
    effect = asked(qtbot, "duel_effect")
    assert effect.isVisible() and window.controller.seat == "anna"
    assert not window.actions_by_id["answer_for"].isEnabled()


def test_a_hot_seat_window_has_no_answer_for_command(window):
    assert not window.actions_by_id["answer_for"].isVisible()


def test_the_berserk_mulligan_goes_on_in_a_window_with_a_fixed_seat(qtbot, settings, tmp_path,
                                                                     language):
    """``--as`` the first player: after their mulligan the other player's is open; the window
    says so and lends its seat, so the game never stalls; then the first turn begins."""
    from engine.demo import demo_game

    language("en")
    game = demo_game("berserk", seed=7)
    first, second = game.players
    window = make_window(qtbot, settings, tmp_path, game, seat=first)
    press(asked(qtbot, "mulligan"), Qt.Key.Key_Return)  # the first player keeps
    assert window.central() is window.table and window.controller.seat == first
    assert banner(window) == (f"Mulligan: {second}. This window plays {first}'s seat.",
                              f"Answer for {second}…", True)
    end = next(chip for chip in window.scene.band._chips if chip.text == "End turn")
    assert end.payload is None and end.tip == f"Waiting for {second}: Mulligan"
    key(window, Qt.Key.Key_A, ALT)  # Game → Answer for the player asked…
    take_seat(window, second)
    press(asked(qtbot, "mulligan"), Qt.Key.Key_Return)
    take_seat(window, first)
    assert game.pending() is None and game.phase == "restore"
    window.close()


@pytest.mark.parametrize("code", ["en", "hu", "ru"])
def test_the_reaction_button_fits_the_band_of_a_small_screen(qtbot, settings, tmp_path, language,
                                                             code):
    """On a 1366×768 laptop, in every language, the reaction's button lies in the band beside
    End turn and clear of the removed cards' chip at its right end."""
    from desktop.qt import QRect

    language(code)
    window = make_window(qtbot, settings, tmp_path, Game.from_header(HEADER))
    window.fit_to_screen(QRect(0, 0, 1366, 768))
    window.table.fit()
    play_wolf(qtbot, window)
    band = window.scene.band
    [chip] = [c for c in band._chips if c.payload == ("offer",)]
    shared = [item.scene_rect() for item in window.scene.zone_items.values()
              if item.kind == "shared"]
    right = band.mapToScene(chip.rect.topRight()).x()
    assert shared and right <= min(rect.left() for rect in shared)
    window.close()


def test_a_defender_who_wins_chooses_the_effect_without_a_second_hand_off(qtbot, settings,
                                                                            tmp_path, language):
    """bela answers anna's duel and wins: the cards lie face up, and bela (still at the
    seat) chooses the effect at once; then the table goes to anna. One hand-off each."""
    from gestures import option

    language("en")
    header = {**HEADER, "cards": {**HEADER["cards"],
                                  "duel5": {"name": "Kardforgató", "type": "spell", "duel": 2}}}
    shown = make_window(qtbot, settings, tmp_path, Game.from_header(header))
    try:
        hover(qtbot, shown, shown.scene.item_for("d1"))
        key(shown, Qt.Key.Key_D, ALT)
        take_seat(shown, "bela")
        answer = asked(qtbot, "duel_answer")
        pick(answer.list, "Tőrvívó")
        press(answer, Qt.Key.Key_Return)
        press(answer, Qt.Key.Key_Return)
        effect = asked(qtbot, "duel_effect")  # no "I am bela" again first
        assert any("bela won the duel" in line for line in shown.log.lines())
        assert shown.controller.seat == "bela"
        option(effect, "damage:anna")
        click(effect.answer)
        assert shown.game.record_lines()[-1]["act"] == "duel_effect"
        take_seat(shown, "anna")
        assert shown.game.pending() is None
    finally:
        shown.close()
