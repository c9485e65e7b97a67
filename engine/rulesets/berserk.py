"""Berserk procedures: computed costs ([cost.self], [cost.group]), the mulligan (301.7), the
phase steps (restoration and accumulation: 522, 304.2), equipment classes (212.3), each hero's
life, and the outcome (a hero's wounds, the third failed draw).

Everything else Berserk does is data in ``engine/data/berserk.json``: zones and who sees them
([hand.private], [deck.private], [graveyard.public]), owner routing (203.4, [deck.owner],
[graveyard.owner]), Incarnation kept by the graveyard, created cards to the supply (519.6.1),
the fixed orders of a deck after the mulligan ([deck.order]) and of a graveyard (205.2) with the
owner's order of simultaneous arrivals ([graveyard.simultaneous]), shuffles ([deck.shuffle]),
heroes fixed in play ([hero.fixed]), destruction (205.3), control (104.3.1), failed draws (304.2).
"""

from __future__ import annotations

from typing import Any

from engine.acts import require_in_hand
from engine.core import RANK_REDIRECT, Core, Tx
from engine.errors import ActionError
from engine.messages import msg
from engine.registry import Ruleset
from engine.state import REMOVED, Card, zone_name

MULLIGAN = "301.7"
MAX_COIN_MARKERS = 10


def cost_of(game: Core, card: Card) -> int | None:
    """A card's cost now: its own modifier works in hand and in play; a tribe modifier works only
    while its source is in play, on cards of that tribe wherever they are. Never below 0."""
    definition = game.definition(card)
    if definition.cost is None:
        return None
    cost = definition.cost
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


def mulligan_cards(game: Core, tx: Tx, action: dict[str, Any]) -> list[Card]:
    """The hand cards a ``mulligan`` names (each in the player's hand, none twice)."""
    labels: list[str] = action["cards"]
    if len(set(labels)) != len(labels):
        raise ActionError(msg("action.card_twice"))
    cards = [game.card(label) for label in labels]
    for card in cards:
        require_in_hand(game, tx, card, tx.by)
    return cards


def put_back_and_draw(game: Core, tx: Tx, cards: list[Card]) -> None:
    """The cards go to the bottom of their owner's deck in the order given (top first), then the
    player draws as many. No shuffle. (The old rules put them into the player's own deck.)"""
    for card in cards:
        if tx.legacy:
            game.place(tx, card, game.role_zone(tx.by, "deck"), "bottom")
        else:
            game.send(tx, card, game.role_zone(card.owner, "deck"), "bottom")
    game.draw(tx, tx.by, len(cards))


def declaring_order(game: Core) -> list[str]:
    """The players in the order they declare their mulligan: the first player first."""
    return game.turn_order()


def next_to_declare(game: Core) -> str | None:
    """Who declares a mulligan next, while the game is in its mulligan phase."""
    if game.setup_over or game.phase not in game.ruleset.setup_phases:
        return None
    return next((p for p in declaring_order(game) if "mulligan" not in game.used_this_game[p]),
                None)


def act_mulligan(game: Core, tx: Tx, action: dict[str, Any]) -> None:
    """301.7: each player declares once, in the mulligan phase, the first player first: these
    hand cards to the bottom of their owner's deck, then draw as many (an empty list: a pass).
    Once the game has left the mulligan phase, it never comes back."""
    cards = mulligan_cards(game, tx, action)
    if game.setup_over or game.phase not in game.ruleset.setup_phases:
        tx.refuse(MULLIGAN, "mulligan.not_now")
    elif "mulligan" in game.used_this_game[tx.by]:
        tx.refuse(MULLIGAN, "mulligan.once")
    elif next_to_declare(game) != tx.by:
        tx.refuse(MULLIGAN, "mulligan.not_your_turn", player=next_to_declare(game))
    if tx.halt():
        return
    game.used_this_game[tx.by].add("mulligan")
    put_back_and_draw(game, tx, cards)
    tx.cite(MULLIGAN, 1, "mulligan" if cards else "mulligan.pass", player=tx.by, count=len(cards))


def step_restore(game: Core, tx: Tx) -> None:
    """Restoration: the active player's cards untap; their coins = their coin markers (522)."""
    player = game.active
    game.untap_all(tx, player)
    counters = game.counters[player]
    counters["coins"] = counters.get("coin_markers", 0)
    tx.event(type="counter", player=player, name="coins", value=counters["coins"])
    tx.cite("522", 1, "phase", phase="restore")


def step_accumulate(game: Core, tx: Tx) -> None:
    """Accumulation: +1 coin marker and coin below 10; draw 1, except on the first player's first
    turn (a draw from an empty deck counts as a failed draw, 304.2: data ``failed_draws``)."""
    player = game.active
    if game.counters[player].get("coin_markers", 0) < MAX_COIN_MARKERS:
        game.add(tx, player, "coin_markers", 1)
        game.add(tx, player, "coins", 1)
    tx.cite("522", 1, "phase", phase="accumulate")
    if player == game.first_player and game.turns[player] == 1:
        return
    game.draw(tx, player, 1)


def after_play(game: Core, tx: Tx, card: Card) -> None:
    """212.3: one equipment of each class per player; the old one goes to the graveyard."""
    definition = game.definition(card)
    if definition.type != "equipment" or zone_name(card.zone) != "play":
        return
    for other in list(game.zones[card.zone]):
        other_definition = game.definition(other)
        if (other is not card and other_definition.type == "equipment"
                and other_definition.subtype == definition.subtype and other.zone != REMOVED):
            game.send(tx, other, f"{other.owner}.graveyard")
            tx.cite("212.3", RANK_REDIRECT + 1, "equipment.replaced")


def hero_life(game: Core, player: str) -> int | None:
    """A player's hero's life now: its life stat minus its wound markers (None: no hero)."""
    hero = game.ruleset.data["hero"]
    for card in game.zones[f"{player}.play"]:
        definition = game.definition(card)
        if definition.type == hero["type"] and card.owner == player:
            life = getattr(definition, hero["life"]) or 0
            return int(life) - card.markers.get(hero["wound"], 0)
    return None


def shown_counters(game: Core, player: str) -> dict[str, int]:
    """What the player bar shows: the hero's life, coins and coin markers."""
    shown: dict[str, int] = {}
    for name in game.ruleset.data["shown_counters"]:
        if name == "life":
            life = hero_life(game, player)
            if life is not None:
                shown[name] = life
        else:
            shown[name] = game.counters[player].get(name, 0)
    return shown


def losers(game: Core) -> list[dict[str, Any]]:
    """A player loses at the third failed draw (304.2) or when their hero's wounds reach its
    life."""
    limit = game.ruleset.data["failed_draws"]
    found = []
    for player in game.players:
        winners = [p for p in game.players if p != player]
        if game.counters[player].get(limit["counter"], 0) >= limit["lose_at"]:
            found.append({"loser": player, "reason": "failed_draws", "rule": limit["rule"],
                          "winners": winners})
            continue
        life = hero_life(game, player)
        if life is not None and life <= 0:
            found.append({"loser": player, "reason": "hero_wounds", "winners": winners})
    return found


# Events that may change a hero's life or whose hero is where (a hero's wounds, its definition,
# a hero created, moved or taken over).
HERO_EVENTS = frozenset({"mark", "define", "create", "control", "move"})


def may_end(game: Core, events: list[dict[str, Any]]) -> bool:
    """Only a failed draw or a change to a hero can make a player lose (a move or a marker of
    any other card cannot)."""
    hero = game.ruleset.data["hero"]
    failed = game.ruleset.data["failed_draws"]["counter"]
    for event in events:
        kind = event["type"]
        if kind == "counter":
            if event["name"] == failed:
                return True
        elif kind == "define":
            return True
        elif kind in HERO_EVENTS:
            card = game.cards.get(event.get("card", ""))
            if card is None or game.definition(card).type == hero["type"]:
                return True
    return False


def outcome(game: Core) -> dict[str, Any] | None:
    """The first player in seat order who has lost (:func:`losers`)."""
    found = losers(game)
    return found[0] if found else None


def pending(game: Core, viewer: str) -> dict[str, Any] | None:
    """The mulligan declaration that is due: whose it is (the first player first) and, for that
    player, the hand cards they may put back."""
    player = next_to_declare(game)
    if player is None:
        return None
    step: dict[str, Any] = {"step": "mulligan", "player": player, "rule": MULLIGAN,
                            "first_player": game.first_player, "blocking": False}
    if viewer == player:
        step["choices"] = {"cards": [c.label for c in game.zones[f"{player}.hand"]], "pass": True}
    return step


ACTS = {"mulligan": act_mulligan}


def register(ruleset: Ruleset) -> None:
    """Attach Berserk's procedures to its ruleset."""
    ruleset.phase_steps.update(restore=step_restore, accumulate=step_accumulate)
    ruleset.cost_of = cost_of
    ruleset.after_play = after_play
    ruleset.shown_counters = shown_counters
    ruleset.outcome = outcome
    ruleset.losers = losers
    ruleset.may_end = may_end
    ruleset.pending = pending
