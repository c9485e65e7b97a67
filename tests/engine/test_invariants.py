"""Property-based invariants (hypothesis stateful testing) over random games of every ruleset:

- no card is ever lost or duplicated;
- replaying the record gives the same state;
- undo then redo changes nothing;
- a player's or a spectator's view never holds a card they may not see.
"""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from engine.demo import demo_game
from engine.game import SPECTATOR, Game

HIDDEN_KEYS = {"hidden", "owner", "tapped", "face_down"}
ACTS = ["move", "move_many", "draw", "shuffle", "look", "reveal", "play", "flow", "duel",
        "duel_answer", "duel_effect", "treasure", "mulligan", "create", "destroy", "control",
        "tap", "prevent", "flip", "counter", "mark", "effect", "phase", "end_turn"]


def fingerprint(game: Game) -> Any:
    """Everything that makes up the state (not the log, which is derived)."""
    return (
        {key: [c.label for c in cards] for key, cards in game.zones.items() if cards},
        {label: (c.owner, c.controller, c.zone, c.tapped, c.face_down, sorted(c.markers.items()),
                 sorted(c.effects), c.prepared, c.obj, sorted(c.uses), sorted(c.known_to))
         for label, c in game.cards.items()},
        json.dumps(game.counters, sort_keys=True),
        (game.active, game.phase, sorted(game.turns.items()), game.enforcement),
        {p: sorted(u) for p, u in game.used_this_turn.items()},
        {p: sorted(u) for p, u in game.used_this_game.items()},
        json.dumps(game.duel, sort_keys=True), game.preventable, game.rng.getstate(),
    )


def replayed(game: Game) -> Game:
    """A new game built from the record alone."""
    header, *lines = game.record_lines()
    fresh = Game.from_header(header)
    for line in lines:
        fresh.apply(line)
    return fresh


class GameMachine(RuleBasedStateMachine):
    """Random actions, legal or not, against a demo game; the invariants hold after each."""

    game: Game

    @initialize(ruleset=st.sampled_from(["hkk", "berserk", "free"]),
                enforcement=st.sampled_from(["strict", "warn"]), seed=st.integers(0, 2**16))
    def start(self, ruleset: str, enforcement: str, seed: int) -> None:
        self.game = demo_game(ruleset, seed=seed, enforcement=enforcement)
        self.total = len(self.game.cards)
        self.created = 0
        self.seen: dict[str, set[str]] = {v: set() for v in [*self.game.players, SPECTATOR]}
        self.remember_seen()

    def remember_seen(self) -> None:
        for viewer, seen in self.seen.items():
            seen.update(label for label, card in self.game.cards.items()
                        if self.game.card_visible(card, viewer))

    def random_action(self, data: st.DataObject) -> dict[str, Any]:
        game = self.game
        draw = data.draw
        by = draw(st.sampled_from(game.players))
        act = draw(st.sampled_from(ACTS))
        labels = sorted(game.cards)
        zones = sorted(game.zones)
        card = draw(st.sampled_from(labels))
        action: dict[str, Any] = {"act": act, "by": by}
        if act in ("move", "reveal", "play", "flow", "duel", "treasure", "destroy", "control",
                   "tap", "prevent", "flip", "mark", "effect"):
            action["card"] = card
        if act == "move":
            action["to"] = draw(st.sampled_from(zones))
            if draw(st.booleans()):
                action["pos"] = draw(st.sampled_from(["top", "bottom", 0, 2]))
            if draw(st.booleans()):
                action["source"] = draw(st.sampled_from(labels))
        elif act in ("move_many", "mulligan"):
            chosen = draw(st.lists(st.sampled_from(labels), max_size=4, unique=True))
            action["cards"] = chosen
            if act == "move_many":
                action["to"] = draw(st.sampled_from(zones))
                if chosen and draw(st.booleans()):
                    action["order"] = list(reversed(chosen))
        elif act == "draw":
            action["count"] = draw(st.integers(0, 3))
        elif act in ("shuffle", "look"):
            action["zone"] = draw(st.sampled_from(zones))
            if draw(st.booleans()):
                action["source"] = card
        elif act == "reveal":
            action["ability"] = draw(st.booleans())
        elif act == "duel_answer":
            action["card"] = draw(st.sampled_from([None, card]))
        elif act == "duel_effect":
            action["effect"] = draw(st.sampled_from(["damage", "heal"]))
            action["target"] = draw(st.sampled_from(game.players))
        elif act == "create":
            self.created += 1
            action["card"] = draw(st.sampled_from(sorted(game.definitions)))
            action["id"] = f"new{self.created}"
            action["at"] = draw(st.sampled_from(game.players))
        elif act == "counter":
            action.update(player=by, name="life", delta=draw(st.integers(-3, 3)))
        elif act == "mark":
            action.update(marker="wound", count=draw(st.integers(-2, 2)))
        elif act == "effect":
            action["effect"] = draw(st.sampled_from(["incarnation", "rage"]))
        elif act == "phase":
            action["to"] = draw(st.sampled_from(list(game.ruleset.all_phases)))
            action["by"] = draw(st.sampled_from([game.active, by]))
        elif act == "end_turn":
            action["by"] = draw(st.sampled_from([game.active, by]))
        return action

    @rule(data=st.data())
    def act(self, data: st.DataObject) -> None:
        action = self.random_action(data)
        before = fingerprint(self.game)
        verdict = self.game.apply(action)
        if not verdict.applied:
            assert fingerprint(self.game) == before, f"a refused {action} changed the state"
        elif action["act"] == "create":
            self.total += 1
        self.remember_seen()

    @precondition(lambda self: self.game.can_undo)
    @rule()
    def undo_then_redo_changes_nothing(self) -> None:
        before = fingerprint(self.game)
        assert self.game.undo().ok
        assert self.game.redo().ok
        assert fingerprint(self.game) == before

    @precondition(lambda self: self.game.can_undo)
    @rule()
    def undo(self) -> None:
        last = self.game.history[-1]
        assert self.game.undo().ok
        if last["act"] == "create":
            self.total -= 1
        self.remember_seen()

    @invariant()
    def no_card_lost_or_duplicated(self) -> None:
        game = self.game
        placed = [card for cards in game.zones.values() for card in cards]
        assert len(placed) == len({id(card) for card in placed}) == len(game.cards) == self.total
        for key, cards in game.zones.items():
            for card in cards:
                assert card.zone == key

    @invariant()
    def views_hide_what_they_must(self) -> None:
        game = self.game
        for viewer in [*game.players, SPECTATOR]:
            view = game.view(viewer)
            text = json.dumps(view, ensure_ascii=False)
            assert '"seed"' not in text
            for key, zone in view["zones"].items():
                for shown, card in zip(zone["cards"], game.zones[key], strict=True):
                    if game.card_visible(card, viewer):
                        assert shown["label"] == card.label
                    else:
                        assert set(shown) == HIDDEN_KEYS
            never_seen = {game.definition(c).name for label, c in game.cards.items()
                          if label not in self.seen[viewer]}
            ever_seen = {game.definition(c).name for label, c in game.cards.items()
                         if label in self.seen[viewer]}
            for name in never_seen - ever_seen:
                assert name not in text, f"{viewer} can read {name!r}"

    def teardown(self) -> None:
        if hasattr(self, "game"):
            assert fingerprint(replayed(self.game)) == fingerprint(self.game)


GameMachine.TestCase.settings = settings(
    max_examples=60, stateful_step_count=40, deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
TestGameInvariants = GameMachine.TestCase
