"""Property-based invariants (hypothesis stateful testing) over random games of every ruleset:

- no card is ever lost or duplicated;
- replaying the record gives the same state;
- undo then redo changes nothing;
- a refused action and ``check`` change nothing;
- a player's or a spectator's view never holds a card they may not see, judged by an oracle of
  this test's own (the zone specs of the game's data file, and what each viewer was shown by the
  looks and reveals applied so far), not by the engine's ``card_visible``, which built the view.
"""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from engine.demo import demo_game
from engine.game import Game
from engine.registry import game_data
from engine.state import SPECTATOR

HIDDEN_KEYS = {"hidden", "owner", "tapped", "face_down"}
EVERYONE = "*"
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
        (game.active, game.phase, sorted(game.turns.items()), game.enforcement, game.setup_over,
         game.first_player),
        {p: sorted(u) for p, u in game.used_this_turn.items()},
        {p: sorted(u) for p, u in game.used_this_game.items()},
        json.dumps(game.procedure, sort_keys=True), game.rng.getstate(),
        {key: len(cards) for key, cards in game.zones.items()},
    )


class Oracle:
    """Who may see which card, worked out apart from the engine: a zone's visibility comes from
    the game's data file; a card face down is its owner's and controller's; a look shows the
    looker the cards it names, a reveal shows everyone the card, until the card leaves its zone
    or the zone is shuffled (a card put elsewhere in the same pile by hand, unshuffled, is still
    the card the looker saw)."""

    def __init__(self, ruleset: str) -> None:
        data = game_data(ruleset)
        self.visibility = {name: spec["visibility"] for name, spec in data["zones"].items()}
        self.open_zones = bool(data.get("open_zones"))
        self.shown: dict[str, set[str]] = {}  # label -> viewers shown it where it lies

    def zone_open_to(self, key: str, viewer: str) -> bool:
        if key == "removed":
            return True
        player, _, name = key.partition(".")
        visibility = self.visibility.get(name, "everyone" if self.open_zones else None)
        assert visibility is not None, key
        return visibility == "everyone" or (visibility == "owner" and player == viewer)

    def may_see(self, game: Game, label: str, viewer: str) -> bool:
        shown = self.shown.get(label, set())
        if EVERYONE in shown or viewer in shown:
            return True
        card = game.cards[label]
        if not self.zone_open_to(card.zone, viewer):
            return False
        return not card.face_down or viewer in (card.owner, card.controller)

    def observe(self, action: dict[str, Any], verdict: Any, before: dict[str, list[str]]) -> None:
        """Learn from an applied action: ``before`` is every zone's order before it."""
        for event in verdict.events:
            kind = event["type"]
            if kind == "move" and event["from"] != event["to"]:
                self.shown.pop(event["card"], None)
            elif kind == "shuffle":
                for label in before.get(event["zone"], []):
                    self.shown.pop(label, None)
            elif kind == "look":
                labels = before.get(event["zone"], [])
                count = action.get("count")
                for label in labels if count is None else labels[:count]:
                    self.shown.setdefault(label, set()).add(event["by"])
            elif kind == "reveal":
                self.shown.setdefault(event["card"], set()).add(EVERYONE)


def zone_orders(game: Game) -> dict[str, list[str]]:
    return {key: [card.label for card in cards] for key, cards in game.zones.items()}


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
        self.ruleset = ruleset
        self.total = len(self.game.cards)
        self.created = 0
        self.oracle = self.replayed_oracle()
        self.seen: dict[str, set[str]] = {v: set() for v in [*self.game.players, SPECTATOR]}
        self.remember_seen()

    def replayed_oracle(self) -> Oracle:
        """The oracle of the game's history, learnt action by action on a fresh copy."""
        oracle = Oracle(self.ruleset)
        fresh = Game.from_header(self.game.header)
        for action in self.game.history:
            before = zone_orders(fresh)
            verdict = fresh.apply({k: v for k, v in action.items() if k != "_legacy"})
            assert verdict.applied
            oracle.observe(action, verdict, before)
        return oracle

    def remember_seen(self) -> None:
        for viewer, seen in self.seen.items():
            seen.update(label for label in self.game.cards
                        if self.oracle.may_see(self.game, label, viewer))

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
        elif act == "duel" and draw(st.booleans()):
            action["target"] = draw(st.sampled_from(game.players))
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
        orders = zone_orders(self.game)
        try:
            checked = self.game.check(action)
        except Exception:  # an error in the file: apply must raise it too, changing nothing
            checked = None
        assert fingerprint(self.game) == before, f"check({action}) changed the state"
        try:
            verdict = self.game.apply(action)
        except Exception:
            assert checked is None
            assert fingerprint(self.game) == before, f"a bad {action} changed the state"
            return
        assert checked is not None and checked.ok == verdict.ok, (action, checked, verdict)
        if not verdict.ok:
            assert checked.rule == verdict.rule, (action, checked, verdict)
        if not verdict.applied:
            assert fingerprint(self.game) == before, f"a refused {action} changed the state"
        else:
            self.oracle.observe(action, verdict, orders)
            if action["act"] == "create":
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
        self.oracle = self.replayed_oracle()
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
                    if self.oracle.may_see(game, card.label, viewer):
                        assert shown["label"] == card.label
                        assert shown["name"] == game.definition(card).name
                    else:
                        assert set(shown) == HIDDEN_KEYS, (viewer, key, shown)
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
