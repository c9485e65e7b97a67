"""The table as issue 27 found it: every card of a hand in sight at any window size, the
badges and labels that say what a pile or a hand holds, notes that cover no pile, the zoom that
follows the mouse (not the card), and keyboard commands that act on the card pointed at."""

from __future__ import annotations

from itertools import pairwise

import pytest
from conftest import make_window
from desktop_views import card, hidden, hkk_view, show_table
from gestures import dialog, hover, key

from desktop.qt import QApplication, QRect, QSizeF, Qt
from desktop.table.scene import TableScene, ZoneSpecLite
from engine import Game
from engine.demo import demo_game

ALT = Qt.KeyboardModifier.AltModifier
CTRL = Qt.KeyboardModifier.ControlModifier


# Every card of a hand in sight.
def hand_problems(scene: TableScene, view: dict) -> list[str]:
    """What is wrong with the hands the scene draws: a card out of sight (hidden, or exactly
    under another), a count badge missing, outside its hand or over a pile."""
    problems = []
    piles = [rect for rect, kind in scene.layout.zones.values() if kind == "pile"]
    for zone, (rect, kind) in scene.layout.zones.items():
        if kind != "hand":
            continue
        count = view["zones"][zone]["count"]
        items = [item for item in scene.cards.values() if item.zone == zone]
        shown = [item for item in items if item.isVisible()]
        places = {(round(item.pos().x(), 2), round(item.pos().y(), 2)) for item in shown}
        if len(shown) != count or len(places) != count:
            problems.append(f"{zone}: {count} cards, {len(shown)} drawn at {len(places)} places")
        badge = scene.badges.get(zone)
        if badge is None or not scene.hand_counted(zone, view["zones"][zone]):
            continue  # a hand face up at the bottom: its cards say how many
        where = badge.sceneBoundingRect()
        if not badge.isVisible() or not rect.adjusted(-0.5, -0.5, 0.5, 0.5).contains(where):
            problems.append(f"{zone}: its badge lies outside the hand")
        if any(where.intersects(pile) for pile in piles):
            problems.append(f"{zone}: its badge lies over a pile")
    return problems


SIZES = [(w, h) for w in (700, 885, 1000, 1120, 1366, 1600) for h in (420, 560, 700, 851, 974)]


@pytest.mark.parametrize("ruleset", ["hkk", "berserk"])
def test_every_card_of_every_hand_is_drawn_in_a_place_of_its_own_at_any_size(qapp, ruleset):
    """The demo table as each player and a spectator sees it, in windows of many sizes (the
    table is shorter under an outcome strip or a replay's controls): no card of a hand lies
    exactly under its neighbour, and the opponent's count badge lies in its hand."""
    game = demo_game(ruleset)
    specs = [ZoneSpecLite(s.name, s.kind) for s in game.zone_specs]
    found = []
    for viewer in [*game.players, "spectator"]:
        view = game.view(viewer)
        bottom = viewer if viewer != "spectator" else game.players[0]
        for width, height in SIZES:
            scene = TableScene(150)
            scene.size = QSizeF(width, height)
            scene.show_view(view, specs, bottom)
            found += [f"{viewer} at {width}×{height}: {p}" for p in hand_problems(scene, view)]
    assert not found, found[:5]


def test_a_crowded_opponents_hand_keeps_its_badge_off_the_piles(qtbot):
    view = hkk_view()
    view["zones"]["bela.hand"].update(cards=[hidden("bela")] * 40, count=40)
    view["zones"]["anna.hand"].update(cards=[card(f"h{i}", f"Farkas {i}") for i in range(14)],
                                      count=14)
    scene, _table = show_table(qtbot, view, card_width=150, size=(760, 600))
    problems = hand_problems(scene, view)
    assert [p for p in problems if "badge" in p] == []
    assert scene.badges["bela.hand"].text.endswith(" 40")


def lose(game: Game, player: str) -> None:
    """``player`` loses: no life left (HKK), their hero as wounded as its life (Berserk)."""
    if game.ruleset_name == "hkk":
        game.apply({"act": "counter", "by": player, "player": player, "name": "life", "value": 0})
        return
    zones = game.view(player)["zones"]
    hero = next(c for c in zones[f"{player}.play"]["cards"] if c["type"] == "hero")
    game.apply({"act": "mark", "by": player, "card": hero["label"], "marker": "wound",
                "count": hero["stats"]["life"]})


@pytest.mark.parametrize("ruleset", ["hkk", "berserk"])
def test_a_finished_games_table_and_its_replay_show_every_hand_card(qtbot, settings, tmp_path,
                                                                    language, replay_of,
                                                                    ruleset):
    """The windows where the table is shortest: a live game with the outcome strip above it on
    a laptop screen, and its replay (the timeline bar below) as a player and as a spectator."""
    language("en")
    game = demo_game(ruleset)
    first, second = game.players
    if ruleset == "berserk":
        for player in game.players:
            game.apply({"act": "mulligan", "by": player, "cards": []})
    game.apply({"act": "draw", "by": first, "count": 2})  # six and more cards in a hand
    game.apply({"act": "draw", "by": second, "count": 2})
    lose(game, second)
    assert game.outcome() is not None
    window = make_window(qtbot, settings, tmp_path, game)
    for width, height in ((1366, 768), (1280, 720), (1100, 700)):
        window.fit_to_screen(QRect(0, 0, width, height))
        window.table.fit()
        assert hand_problems(window.scene, window.controller.view) == []
    saved = tmp_path / "game.jsonl"
    game.save(str(saved))
    window.close()
    for viewer in (first, "spectator"):
        replay = replay_of(saved, viewer=viewer, at=10_000)
        for width, height in ((1366, 768), (1023, 694), (1000, 835), (1000, 976)):
            replay.resize(width, height)
            qtbot.waitUntil(lambda r=replay, w=width: r.width() <= w)
            replay.table.fit()
            assert hand_problems(replay.scene, replay.replay.view) == []
            counted = {key: badge.isVisible() for key, badge in replay.scene.badges.items()
                       if key.endswith(".hand")}
            # A spectator sees two hands of backs: each says how many cards it holds.
            assert counted == {f"{first}.hand": viewer == "spectator", f"{second}.hand": True}
        replay.close()


# Keyboard commands act on the card pointed at, and say which.
TABLE = {
    "ruleset": "hkk", "players": ["anna", "bela"], "seed": 1, "enforcement": "warn",
    "cards": {"wolf": {"name": "Farkas", "type": "creature", "cost": 0},
              "bear": {"name": "Medve", "type": "creature", "cost": 0},
              "troll": {"name": "Troll", "type": "creature", "cost": 0}},
    "zones": {"anna.hand": ["wolf#w1", "bear#b1"], "anna.deck": ["wolf", "wolf"],
              "anna.reserve": ["bear#b2"], "bela.reserve": ["troll#t1"],
              "bela.deck": ["wolf", "wolf"]},
    "turn": {"active": "anna", "phase": "main", "number": 2},
    "players_state": {"anna": {"VP": 4, "life": 20}, "bela": {"VP": 0, "life": 20}}}


@pytest.fixture
def table(make, language):
    language("en")
    return make(TABLE)


def test_a_marker_goes_on_the_card_pointed_at_and_the_question_names_it(table, qtbot):
    from desktop_views import drag_to_zone

    from desktop.qt import QInputDialog

    drag_to_zone(qtbot, table.table, table.scene.item_for("w1"), "anna.reserve")
    assert table.scene.item_for("w1").isSelected()  # the card just played stays selected
    hover(qtbot, table, table.scene.item_for("t1"))  # the Card panel names bela's Troll
    assert table.zoom.card.get("label") == "t1"
    key(table, Qt.Key.Key_Plus, ALT)
    asked = dialog(qtbot, QInputDialog)
    assert asked.windowTitle() == "Add a marker to Troll"
    assert asked.labelText() == "Which marker on Troll?"
    hover(qtbot, table, table.scene.item_for("b2"))  # the mouse goes elsewhere meanwhile
    asked.setTextValue("shield")
    asked.accept()
    assert table.game.cards["t1"].markers == {"shield": 1}
    assert table.game.cards["w1"].markers == {} and table.game.cards["b2"].markers == {}
    assert table.log.lines()[-1].endswith("anna: +1 shield on Troll")


def test_a_key_acts_on_the_card_pointed_at_not_on_the_selection(table, qtbot):
    from desktop_views import drag_to_zone

    drag_to_zone(qtbot, table.table, table.scene.item_for("w1"), "anna.reserve")
    assert table.game.cards["w1"].tapped  # a creature enters the reserve tapped (8.1.2)
    hover(qtbot, table, table.scene.item_for("b2"))
    key(table, Qt.Key.Key_Space)  # tap or untap
    assert table.game.cards["b2"].tapped and table.game.cards["w1"].tapped
    assert table.log.lines()[-1].endswith("anna tapped Medve")
    # Pointing at a card of the selection: the whole selection.
    table.scene.item_for("b2").setSelected(True)
    key(table, Qt.Key.Key_Space)
    assert not table.game.cards["b2"].tapped and not table.game.cards["w1"].tapped


def test_the_zoom_goes_with_the_mouse_not_with_a_card_a_key_sent_away(table, qtbot):
    """Ctrl+Del on bela's card pointed at: it goes to bela's discard pile, at the top; the zoom
    does not follow it over bela's piles, and the card commands no longer act on it."""
    scene = table.scene
    troll = scene.item_for("t1")
    hover(qtbot, table, troll)
    assert scene.zoom.isVisible() and scene.zoom.source is troll
    key(table, Qt.Key.Key_Delete, CTRL)
    assert table.game.cards["t1"].zone == "bela.discard"
    piles = [scene.zone_items[k].scene_rect() for k in ("bela.deck", "bela.discard", "bela.void")]
    assert not (scene.zoom.isVisible()
                and any(scene.zoom.sceneBoundingRect().intersects(p) for p in piles))
    assert scene.hovered is not troll and scene.targets() == []


# Badges, labels and notes that say what they say in full.
@pytest.mark.parametrize("width", [60, 90, 120, 150, 190])
def test_a_two_digit_marker_stays_inside_its_badge(qapp, width):
    from desktop.qt import QFontMetricsF
    from desktop.table.cardface import card_height
    from desktop.table.items import _font, marker_badges

    entry = card("c1", "Troll", markers={"wound": 19, "counter": 3, "poison": 120})
    badges = marker_badges(entry, width, card_height(width))
    assert [b.text for b in badges] == ["W19", "C3", "P120"]
    metrics = QFontMetricsF(_font(width * 0.24 * 0.5, True))
    for badge in badges:
        assert metrics.horizontalAdvance(badge.text) <= badge.rect.width() - 2, badge.text
        assert badge.rect.height() <= badge.rect.width()  # a disc, or a pill as wide as its text
    for left, right in pairwise(badges):
        assert left.rect.right() < right.rect.left()


def test_a_narrow_piles_badge_keeps_its_name_or_cuts_it_short(qapp):
    from desktop.table.items import label_width
    from desktop.table.scene import pile_label

    assert pile_label("Deck", 46, 200) == ("Deck 46", 12)
    assert pile_label("Deck", 46, 50) == ("Deck\n46", 12)  # the name above the count
    for room in range(20, 90):
        text, px = pile_label("Graveyard", 46, room)
        assert (text.endswith("46") and label_width(text, px) <= room) or text == "46"
        assert text == "46" or text.startswith("Graveyard") or "…" in text, (room, text)
    assert any("…" in pile_label("Graveyard", 46, room)[0] for room in range(20, 90))
    assert pile_label("Graveyard", 46, 22) == ("46", 10)  # not a letter fits


@pytest.mark.parametrize("ruleset", ["hkk", "berserk"])
def test_the_opponents_deck_says_its_name_on_a_laptop_screen(qtbot, settings, tmp_path, language,
                                                             ruleset):
    """At 1366×768 the opponent's small deck said "46": its name goes with the count, cut short
    with "…" where it must be."""
    language("en")
    window = make_window(qtbot, settings, tmp_path, demo_game(ruleset))
    window.fit_to_screen(QRect(0, 0, 1366, 768))
    window.table.fit()
    other = next(p for p in window.game.players if p != window.controller.seat)
    badge = window.scene.badges[f"{other}.deck"]
    count = window.controller.view["zones"][f"{other}.deck"]["count"]
    assert badge.text.replace("\n", " ") == f"Deck {count}"
    pile = window.scene.zone_items[f"{other}.deck"].scene_rect()
    assert badge.sceneBoundingRect().width() <= pile.width()
    window.close()


def test_a_rule_flag_never_covers_a_pile(qtbot):
    scene, _table = show_table(qtbot, hkk_view(), card_width=150, size=(1216, 874))
    piles = {zone: item.scene_rect() for zone, item in scene.zone_items.items()
             if item.kind == "pile"}
    for zone, rect in piles.items():  # a note for a card just below or beside each pile
        for near in (rect.bottomLeft(), rect.center(), rect.topLeft()):
            note = scene.flag("rule 93.4.4: Flow can be used only once per turn.", "refused",
                              near)
            covered = [k for k, pile in piles.items() if note.sceneBoundingRect().intersects(pile)]
            assert covered == [], (zone, covered)
            scene.drop_flag(note)


def test_the_card_under_the_mouse_is_pointed_at_again_when_a_question_over_it_closes(table,
                                                                                  qtbot):
    """A question opened over the table takes the mouse away from it (the card's hover leaves);
    when it closes, the mouse is back over the same card without moving: the next key acts on
    that card at once, as on a card one just moved onto."""
    from desktop.qt import QEnterEvent, QEvent, QPointF

    scene, viewport = table.scene, table.table.viewport()
    troll = scene.item_for("t1")
    hover(qtbot, table, troll)
    assert scene.hovered is troll
    QApplication.sendEvent(viewport, QEvent(QEvent.Type.Leave))  # a dialog came over it
    assert scene.hovered is None and scene.targets() == []
    where = table.table.mapFromScene(troll.mapToScene(troll.boundingRect().center()))
    QApplication.sendEvent(viewport, QEnterEvent(QPointF(where), QPointF(where),
                                                 QPointF(viewport.mapToGlobal(where))))
    assert scene.hovered is troll
    key(table, Qt.Key.Key_Space)
    assert table.game.cards["t1"].tapped
