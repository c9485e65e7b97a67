"""A replay shown as a player or a spectator never shows a card that viewer could not see, at any
position: judged by the engine tests' own oracle (tests/engine/oracle.py), apart from the engine,
on the view the window holds, the cards the table draws and every text the window shows."""

from __future__ import annotations

import pytest
from gestures import key
from replays import notes, played, with_refusals, write_lines

from desktop.procedures.base import named_cards
from desktop.qt import Qt
from desktop.texts import verdict_sentence
from engine.game import Game
from engine.timeline import Timeline
from tests.engine.oracle import HIDDEN_KEYS, Oracle, zone_orders


def oracles_along(timeline: Timeline) -> list[tuple[Game, Oracle]]:
    """For each position: the game there, rebuilt from the header and the position's history
    (what was undone left out), and what the oracle learnt on the way."""
    found = []
    for n in range(timeline.length + 1):
        game = Game.from_header(timeline.game.header)
        oracle = Oracle(game.ruleset_name)
        for action in timeline.history(n):
            before = zone_orders(game)
            verdict = game.apply({k: v for k, v in action.items() if not k.startswith("_")})
            assert verdict.applied
            oracle.observe(action, verdict, before)
        found.append((game, oracle))
    return found


def window_texts(window) -> list[str]:
    """Every text the replay window shows about the game."""
    return [*(note.text for note in notes(window)), window.action_dock.text.toPlainText(),
            window.windowTitle(), window.zoom.details.text(), *window.log.lines()]


def assert_nothing_hidden_shows(window, game: Game, oracle: Oracle, viewer: str,
                                timeline: Timeline, n: int) -> None:
    unseen = {label for label in game.cards if not oracle.may_see(game, label, viewer)}
    for zone_key, zone in window.replay.view["zones"].items():
        for shown, card in zip(zone["cards"], game.zones[zone_key], strict=True):
            if card.label in unseen:
                assert set(shown) == HIDDEN_KEYS, (n, viewer, zone_key, shown)
    for item in window.scene.cards.values():
        assert item.hidden or item.card["label"] not in unseen, (n, viewer, item.card)
    # No word names a card the viewer never saw: a name only unseen cards carry, that no log
    # line of theirs (made when they saw it) names either.
    def name(label: str) -> str:
        return game.definition(game.cards[label]).name

    said = {part["name"] for line in timeline.log_lines(n, viewer)
            for part in [*line["moves"], *line["targets"]] if "name" in part}
    secret = {name(label) for label in unseen} - {name(label) for label in game.cards
                                                  if label not in unseen} - said
    for text in window_texts(window):
        for word in secret:
            assert word not in text, (n, viewer, word, text)


@pytest.mark.parametrize("ruleset", ["hkk", "berserk"])
def test_no_hidden_card_shows_at_any_position_as_a_player_or_a_spectator(ruleset, tmp_path,
                                                                        replay_of, qtbot):
    path = tmp_path / f"{ruleset}.jsonl"
    played(ruleset, actions=70, seed=11).save(str(path))
    timeline = Timeline.load(str(path))
    assert timeline.marks()["notes"] and timeline.history(timeline.length) != timeline.actions
    along = oracles_along(timeline)
    window = replay_of(path)
    assert window.replay.viewer == "spectator"
    for viewer in [*timeline.game.players, "spectator"]:
        combo = window.bar.viewer
        combo.activated.emit(combo.findData(viewer))
        key(window, Qt.Key.Key_Home)
        for n in range(timeline.length + 1):
            if n:
                key(window, Qt.Key.Key_Right)
            assert window.replay.position == n and window.replay.viewer == viewer
            qtbot.waitUntil(lambda: window.log.complete)
            game, oracle = along[n]
            assert_nothing_hidden_shows(window, game, oracle, viewer, timeline, n)
    # The judge, once chosen, shows every card face up.
    key(window, Qt.Key.Key_J, Qt.KeyboardModifier.ControlModifier)
    assert window.replay.viewer == "judge"
    assert not any(card.get("hidden") for zone in window.replay.view["zones"].values()
                   for card in zone["cards"])


@pytest.mark.parametrize("ruleset", ["hkk", "berserk"])
def test_a_refusal_tells_a_viewer_nothing_of_a_card_they_cannot_see(ruleset, tmp_path, replay_of,
                                                                   qtbot):
    path = write_lines(tmp_path / "refusals.jsonl", with_refusals(ruleset, 50, 20, seed=3))
    timeline = Timeline.load(str(path))
    refused = timeline.marks()["refused"]
    assert len(refused) == 20
    along = oracles_along(timeline)
    window = replay_of(path)
    told = 0
    for viewer in [*timeline.game.players, "spectator"]:
        combo = window.bar.viewer
        combo.activated.emit(combo.findData(viewer))
        key(window, Qt.Key.Key_Home)
        while (n := window.replay.mark_from("problems", True)) is not None:
            key(window, Qt.Key.Key_F8)
            assert window.replay.position == n and n in refused
            assert [note.kind for note in notes(window)] == ["refused"]
            qtbot.waitUntil(lambda: window.log.complete)
            game, oracle = along[n]
            assert_nothing_hidden_shows(window, game, oracle, viewer, timeline, n)
            verdict, action = timeline.verdict(n), timeline.action(n)
            named = [label for label in named_cards(action) if label in game.cards]
            if any(not oracle.may_see(game, label, viewer) for label in named):
                told += 1  # what the rules said of that card is not told: only the rule
                assert verdict_sentence(verdict) not in notes(window)[0].text, (viewer, action)
    assert told  # some refusals named a card some viewer could not see
