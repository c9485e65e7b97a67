"""Berserk's rules where they differ from the shared ones: computed costs ([cost.self],
[cost.group]), the phase steps (restoration and accumulation: 522, 304.2), equipment classes
(212.3), each hero's life, the mulligan as the question of the setup (301.7), and the outcome (a
hero's wounds, the third failed draw).

Everything else Berserk does is data in ``data.json``: zones and who sees them ([hand.private],
[deck.private], [graveyard.public]), owner routing (203.4, [deck.owner], [graveyard.owner]),
Incarnation kept by the graveyard, created cards to the supply (519.6.1), the fixed orders of a
deck after the mulligan ([deck.order]) and of a graveyard (205.2) with the owner's order of
simultaneous arrivals ([graveyard.simultaneous]), shuffles ([deck.shuffle]), heroes fixed in play
([hero.fixed]), destruction (205.3), control (104.3.1), failed draws (304.2). Its own act, the
mulligan, is in ``acts.py``; its card field kinds in ``cards.py``.
"""

from __future__ import annotations

from typing import Any

from engine.gamedata import GameData, Part
from engine.protocol import CHOICE, Question, Text
from engine.rules import RANK_REDIRECT, Rules, Tx
from engine.ruleset import Ruleset
from engine.state import REMOVED, Card, GameState, zone_name

MULLIGAN = "301.7"
MAX_COIN_MARKERS = 10
# Events that may change a hero's life or whose hero is where (a hero's wounds, its definition,
# a hero created, moved or taken over).
HERO_EVENTS = frozenset({"mark", "define", "create", "control", "move"})


class Hero(Part, kw_only=True):
    """Which card type is a hero, its life stat, and the marker of its wounds."""

    type: str
    life: str
    wound: str


class BerserkData(GameData, kw_only=True):
    """Berserk's data: the shared keys and its heroes."""

    hero: Hero


def next_to_declare(game: Rules) -> str | None:
    """Who declares a mulligan next, while the game is in its mulligan phase: the players in turn
    order, the first player first."""
    if game.setup_over or game.phase not in game.ruleset.setup_phases:
        return None
    return next((p for p in game.turn_order() if "mulligan" not in game.used_this_game[p]), None)


class BerserkRules(Ruleset):
    """Berserk."""

    data: BerserkData

    def phase_step(self, game: Rules, tx: Tx, phase: str) -> None:
        """Restoration: the active player's cards untap; their coins = their coin markers (522).
        Accumulation: +1 coin marker and coin below 10; draw 1, except on the first player's
        first turn (a draw from an empty deck counts as a failed draw, 304.2)."""
        player = game.active
        counters = game.counters[player]
        if phase == "restore":
            game.untap_all(tx, player)
            counters["coins"] = counters.get("coin_markers", 0)
            tx.event(type="counter", player=player, name="coins", value=counters["coins"])
            tx.cite("522", 1, "phase", phase="restore")
        elif phase == "accumulate":
            if counters.get("coin_markers", 0) < MAX_COIN_MARKERS:
                game.add(tx, player, "coin_markers", 1)
                game.add(tx, player, "coins", 1)
            tx.cite("522", 1, "phase", phase="accumulate")
            if player == game.first_player and game.turns[player] == 1:
                return
            game.draw(tx, player, 1)

    def cost_of(self, game: GameState, card: Card) -> int | None:
        """A card's cost now: its own modifier works in hand and in play; a tribe modifier works
        only while its source is in play, on cards of that tribe wherever they are. Never below
        0."""
        definition = game.definition(card)
        if definition.cost is None:
            return None
        cost: int = definition.cost
        modifier = definition.cost_mod
        if modifier is not None and modifier.self_per_card_in_hand is not None and (
            zone_name(card.zone) in ("hand", "play")
        ):
            cost += modifier.self_per_card_in_hand * len(game.zones[f"{card.owner}.hand"])
        if definition.tribe is not None:
            for player in game.players:
                for source in game.zones[f"{player}.play"]:
                    group = game.definition(source).cost_mod
                    if group is not None and group.tribe == definition.tribe and group.amount:
                        cost += group.amount
        return max(0, cost)

    def after_play(self, game: Rules, tx: Tx, card: Card) -> None:
        """212.3: one equipment of each class per player; the old one goes to the graveyard."""
        definition = game.definition(card)
        if definition.type != "equipment" or zone_name(card.zone) != "play":
            return
        for other in list(game.zones[card.zone]):
            other_definition = game.definition(other)
            if (other is not card and other_definition.type == "equipment"
                    and other_definition.subtype == definition.subtype and other.zone != REMOVED):
                game.send(tx, other, f"{other.owner}.graveyard")
                tx.cite("212.3", RANK_REDIRECT + 1, "berserk.equipment.replaced")

    def hero_life(self, game: Rules, player: str) -> int | None:
        """A player's hero's life now: its life stat minus its wound markers (None: no hero)."""
        hero = self.data.hero
        for card in game.zones[f"{player}.play"]:
            definition = game.definition(card)
            if definition.type == hero.type and card.owner == player:
                life = definition.stat(hero.life) or 0
                return int(life) - card.markers.get(hero.wound, 0)
        return None

    def shown_counters(self, game: Rules, player: str) -> dict[str, int]:
        """What the player bar shows: the hero's life, coins and coin markers."""
        shown: dict[str, int] = {}
        for name in self.shown_counter_names():
            if name == "life":
                life = self.hero_life(game, player)
                if life is not None:
                    shown[name] = life
            else:
                shown[name] = game.counters[player].get(name, 0)
        return shown

    def losers(self, game: Rules) -> list[dict[str, Any]]:
        """A player loses at the third failed draw (304.2) or when their hero's wounds reach its
        life."""
        limit = self.data.failed_draws
        assert limit is not None
        found = []
        for player in game.players:
            winners = [p for p in game.players if p != player]
            if game.counters[player].get(limit.counter, 0) >= limit.lose_at:
                found.append({"loser": player, "reason": "failed_draws", "rule": limit.rule,
                              "winners": winners})
                continue
            life = self.hero_life(game, player)
            if life is not None and life <= 0:
                found.append({"loser": player, "reason": "hero_wounds", "winners": winners})
        return found

    def may_end(self, game: Rules, events: list[dict[str, Any]]) -> bool:
        """Only a failed draw or a change to a hero can make a player lose (a move or a marker of
        any other card cannot)."""
        hero_type = self.data.hero.type
        failed = self.data.failed_draws.counter if self.data.failed_draws else None
        for event in events:
            kind = event["type"]
            if kind == "counter":
                if event["name"] == failed:
                    return True
            elif kind == "define":
                return True
            elif kind in HERO_EVENTS:
                card = game.cards.get(event.get("card", ""))
                if card is None or game.definition(card).type == hero_type:
                    return True
        return False

    def questions(self, game: Rules) -> list[Question]:
        """The mulligan that is due: which hand cards the player puts back (none: keeps the
        hand); the game waits for it but other players may act meanwhile."""
        player = next_to_declare(game)
        if player is None:
            return []
        hand = tuple(c.label for c in game.zones[f"{player}.hand"])
        return [Question(
            id=f"mulligan:{player}:{len(game.history)}", asks=player, kind="cards", rule=MULLIGAN,
            blocking=False, title=Text("berserk.question.mulligan.title", {"player": player}),
            text=Text("berserk.question.mulligan.text", {"player": player}), cards=hand, min=0,
            max=len(hand), answer={"act": "mulligan", "by": player, "cards": CHOICE})]

    def pending(self, game: Rules, viewer: str) -> dict[str, Any] | None:
        """The mulligan declaration that is due: whose it is (the first player first) and, for
        that player, the hand cards they may put back."""
        player = next_to_declare(game)
        if player is None:
            return None
        step: dict[str, Any] = {"step": "mulligan", "player": player, "rule": MULLIGAN,
                                "first_player": game.first_player, "blocking": False}
        if viewer == player:
            step["choices"] = {"cards": [c.label for c in game.zones[f"{player}.hand"]],
                               "pass": True}
        return step
