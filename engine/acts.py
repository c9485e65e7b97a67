"""The shared acts, which any game may list, driven by the ruleset's data (which of them a game
has is data too: ``acts`` in its data file).

Each handler resolves every name first (an unknown one is an error in the file), then checks the
rules (``tx.refuse``), then stops at ``tx.halt()`` for a dry run or a refusal, and only then changes
the state. A game's own acts live in its package (``engine/games/<name>/``), written the same way.
"""

from __future__ import annotations

from typing import Any

from engine.cards import parse_definition
from engine.errors import ActionError
from engine.messages import msg
from engine.rules import COST, LOCATION, RANK_NOTE, RANK_REPLACEMENT, TIMING, Rules, Tx
from engine.ruleset import ActionHandler
from engine.state import EVERYONE, REMOVED, Card, zone_name, zone_owner


def optional_card(game: Rules, action: dict[str, Any], key: str = "source") -> Card | None:
    """The card named by an optional key, if any."""
    label = action.get(key)
    return None if label is None else game.card(label)


def require_in_hand(game: Rules, tx: Tx, card: Card, player: str) -> bool:
    """Refuse (not even warn can) when the card is not in the player's hand."""
    if card.zone != game.role_zone(player, "hand"):
        tx.refuse("card.not_in_hand", "card.not_in_hand", possible=False, rank=LOCATION,
                  card=card.label)
        return False
    return True


def check_cost(game: Rules, tx: Tx, card: Card, player: str) -> int:
    """The card's current cost in the game's cost counter (0 in a game without one); refused
    (``cost.pay``) when ``player`` has less of it."""
    counter = game.ruleset.cost_counter
    if not counter:
        return 0
    cost = game.cost_of(card) or 0
    have = game.counters[player].get(counter, 0)
    if cost > have:
        tx.refuse("cost.pay", "cost.pay", rank=COST, counter=counter, cost=cost, have=have,
                  player=player)
    return cost


def pay_cost(game: Rules, tx: Tx, player: str, cost: int) -> None:
    """Spend a cost :func:`check_cost` found (nothing in a game without a cost counter)."""
    counter = game.ruleset.cost_counter
    if counter and cost:
        game.pay(tx, player, counter, cost)


def require_in_play(game: Rules, tx: Tx, card: Card, rule: str, code: str) -> bool:
    """Refuse (not even warn can) when the card is not in play."""
    if not game.in_play(card):
        tx.refuse(rule, code, possible=False, rank=LOCATION, card=card.label)
        return False
    return True


def require_active(game: Rules, tx: Tx) -> None:
    """Only the active player may change the phase or end the turn."""
    if tx.by != game.active:
        tx.refuse("turn.not_active", "turn.not_active", active=game.active)


def act_move(game: Rules, tx: Tx, action: dict[str, Any]) -> None:
    card = game.card(action["card"])
    key = game.zone_key(action["to"])
    source = optional_card(game, action)
    pos = action.get("pos")
    route = game.route(card, key, tx.ruleset)
    game.check_move(tx, card, route[0], pos, source)
    if tx.halt():
        return
    here = card.zone
    searched = tx.ruleset.deck_searched(game, card, key, route[0], source)
    game.cite_route(tx, card, route)
    game.place(tx, card, route[0], pos)  # shuffled in, if into a deck without pos
    if searched:
        game.shuffle_zone(tx, here, "deck.searched")


def act_move_many(game: Rules, tx: Tx, action: dict[str, Any]) -> None:
    labels: list[str] = action["cards"]
    if len(set(labels)) != len(labels):
        raise ActionError(msg("action.card_twice"))
    cards = [game.card(label) for label in labels]
    key = game.zone_key(action["to"])
    source = optional_card(game, action)
    pos = action.get("pos")
    order = action.get("order")
    into_deck_unordered = pos is None and game.is_deck(key) and game.ruleset.shuffle_into_deck
    if order is not None and sorted(order) != sorted(labels):
        if into_deck_unordered:
            order = None  # shuffled in: the order is not used
        else:
            tx.refuse("order.invalid", "order.invalid", possible=False)
    routed = [(card, game.route(card, key, tx.ruleset)) for card in cards]
    for card, route in routed:
        game.check_move(tx, card, route[0], pos, source)
    if tx.halt():
        return
    searched = {card.zone for card, route in routed
                if tx.ruleset.deck_searched(game, card, key, route[0], source)}
    game.move_routed(tx, routed, pos, order)
    for deck in sorted(searched):
        game.shuffle_zone(tx, deck, "deck.searched")


def act_draw(game: Rules, tx: Tx, action: dict[str, Any]) -> None:
    count = action.get("count", 1)
    if tx.halt():
        return
    drawn = game.draw(tx, tx.by, count)
    tx.cite(None, RANK_NOTE, "draw", player=tx.by, count=drawn)


def act_shuffle(game: Rules, tx: Tx, action: dict[str, Any]) -> None:
    key = game.zone_key(action["zone"])
    source = optional_card(game, action)
    game.check_reorder(tx, key, source)
    if tx.halt():
        return
    game.shuffle_zone(tx, key)
    if tx.rule is None:
        tx.code = "shuffle"


def act_look(game: Rules, tx: Tx, action: dict[str, Any]) -> None:
    key = game.zone_key(action["zone"])
    count = action.get("count")
    source = optional_card(game, action)
    rules = game.ruleset
    search = rules.deck_search if game.is_deck(key) else None
    if search is not None:
        if source is None:
            tx.refuse(search.rule, "deck.needs_source")
        elif search.own_only and zone_owner(key) != tx.by:
            tx.refuse(search.rule, "deck.look_own_only")
    elif rules.hand_look_rule and not game.zone_visible(key, tx.by) and source is None:
        tx.refuse(rules.hand_look_rule, "hand.look_needs_source")
    if tx.halt():
        return
    cards = game.zone_cards(key) if count is None else game.zone_cards(key)[:count]
    for card in cards:
        card.known_to.add(tx.by)
    # What the looker saw, before a shuffle makes it unknown again: for the looker's eyes only
    # (events never reach views; the desktop shows them to that player in the search dialog).
    tx.event(type="look", by=tx.by, zone=key, cards=[game.card_view(c, tx.by) for c in cards])
    if search is not None and (count is None or search.look_shuffles == "always"):
        game.shuffle_zone(tx, key, "deck.searched")


def act_reveal(game: Rules, tx: Tx, action: dict[str, Any]) -> None:
    card = game.card(action["card"])
    ability = action.get("ability", False)
    if require_in_hand(game, tx, card, tx.by):
        tx.ruleset.check_reveal(game, tx, card, ability)
    if tx.halt():
        return
    card.known_to.add(EVERYONE)
    if ability:
        card.uses.add("reveal")
        rule = tx.ruleset.reveal_ability_rule
        if rule is not None:  # a legal reveal ability cites its rule
            tx.cite(rule, 1, "reveal.ability")
    tx.event(type="reveal", card=card.label)
    tx.cite(None, RANK_NOTE, "reveal")


def act_play(game: Rules, tx: Tx, action: dict[str, Any]) -> None:
    card = game.card(action["card"])
    definition = game.definition(card)
    rules = tx.ruleset
    if "to" in action:
        key = game.zone_key(action["to"])
    else:
        key = f"{tx.by}.{rules.destination(rules.data.play_destinations, definition.type)}"
    side = zone_owner(key)
    if rules.play_side and side is not None and side != tx.by:
        tx.refuse(rules.play_side.rule, "play.own_side", rank=LOCATION, place=key)
    cost = 0
    if require_in_hand(game, tx, card, tx.by):
        timing = rules.play_timing
        if timing and definition.type in timing.types and not game.own_main_phase(tx.by):
            tx.refuse(timing.rule, "play.timing", rank=TIMING, card_type=definition.type,
                      phase=rules.main_phase)
        cost = check_cost(game, tx, card, tx.by)
    if tx.halt():
        return
    pay_cost(game, tx, tx.by, cost)
    game.send(tx, card, key)
    tx.cite(None, 0, "play")
    rules.after_play(game, tx, card)
    tx.event(type="play", card=card.label, by=tx.by)


def act_create(game: Rules, tx: Tx, action: dict[str, Any]) -> None:
    def_id = action["card"]
    if def_id not in game.definitions:
        raise ActionError(msg("name.unknown_card", card=def_id))
    label = action["id"]
    if label in game.cards:
        raise ActionError(msg("name.label_used", label=label))
    at = game.player(action.get("at", tx.by))
    definition = game.definitions[def_id]
    rules = tx.ruleset
    if "to" in action:
        to = action["to"]
        key = game.zone_key(to if "." in to or to == REMOVED else f"{at}.{to}")
    else:
        key = game.zone_key(f"{at}.{rules.destination(rules.data.create_destinations, definition.type)}")
    rules.check_create(game, tx, def_id)
    if tx.halt():
        return
    created = rules.data.created_rules
    if created:
        tx.cite(created.other if at != tx.by else created.own, RANK_NOTE, "create", owner=at)
    else:
        tx.cite(None, RANK_NOTE, "create", owner=at)
    replacement = rules.prepared_replacement
    if replacement and replacement.into != "*" and zone_name(key) in replacement.into:
        tx.cite(replacement.rule, RANK_REPLACEMENT, replacement.code)
        key = REMOVED
    card = game._place_new_card(def_id, label, key, {"owner": at, "token": True})
    card.controller = zone_owner(key) or at
    if game.in_play(card):
        game.tap_on_entry(tx, card, zone_name(key), rules.enters_tapped)
    tx.event(type="create", card=label, to=key)


def act_destroy(game: Rules, tx: Tx, action: dict[str, Any]) -> None:
    card = game.card(action["card"])
    rules = game.ruleset
    if require_in_play(game, tx, card, rules.destroy_rule, "destroy.not_in_play"):
        fixed = rules.fixed_in_play.get(game.definition(card).type)
        if fixed:
            tx.refuse(fixed, "card.fixed_in_play")
    if tx.halt():
        return
    game.send(tx, card, game.role_zone(card.controller, "graveyard"))
    tx.event(type="destroy", card=card.label)


def act_control(game: Rules, tx: Tx, action: dict[str, Any]) -> None:
    card = game.card(action["card"])
    require_in_play(game, tx, card, game.ruleset.control_rule, "control.not_in_play")
    if tx.halt():
        return
    key = f"{tx.by}.{zone_name(card.zone)}"
    if key != card.zone:
        game.place(tx, card, game.zone_key(key))
    card.controller = tx.by
    tx.event(type="control", card=card.label, player=tx.by)


def set_in_play(game: Rules, tx: Tx, action: dict[str, Any], attribute: str,
                default: bool | None) -> None:
    """Tap or turn over a card in play; without a value, ``default`` (None: the other way)."""
    card = game.card(action["card"])
    require_in_play(game, tx, card, "card.not_in_play", "card.not_in_play")
    if tx.halt():
        return
    fallback = (not getattr(card, attribute)) if default is None else default
    value = action.get(attribute, fallback)
    setattr(card, attribute, value)
    tx.event(type=action["act"], card=card.label, **{attribute: value})


def act_tap(game: Rules, tx: Tx, action: dict[str, Any]) -> None:
    set_in_play(game, tx, action, "tapped", True)


def act_flip(game: Rules, tx: Tx, action: dict[str, Any]) -> None:
    set_in_play(game, tx, action, "face_down", None)


def act_counter(game: Rules, tx: Tx, action: dict[str, Any]) -> None:
    player = game.player(action["player"])
    name = action["name"]
    if ("delta" in action) == ("value" in action):
        raise ActionError(msg("action.counter_value"))
    if tx.halt():
        return
    if "value" in action:
        game.counters[player][name] = action["value"]
        tx.event(type="counter", player=player, name=name, value=action["value"])
    else:
        game.add(tx, player, name, action["delta"])


def act_define(game: Rules, tx: Tx, action: dict[str, Any]) -> None:
    definition = parse_definition(game.ruleset.cards, action["card"], action["as"])
    if tx.halt():
        return
    game.definitions[action["card"]] = definition
    tx.event(type="define", card=action["card"])


def act_mark(game: Rules, tx: Tx, action: dict[str, Any]) -> None:
    card = game.card(action["card"])
    if tx.halt():
        return
    marker = action["marker"]
    count = card.markers.get(marker, 0) + action.get("count", 1)
    if count > 0:
        card.markers[marker] = count
    else:
        card.markers.pop(marker, None)
    tx.event(type="mark", card=card.label, marker=marker, count=max(count, 0))


def act_effect(game: Rules, tx: Tx, action: dict[str, Any]) -> None:
    card = game.card(action["card"])
    if tx.halt():
        return
    effect = action["effect"]
    if action.get("remove"):
        if effect in card.effects:
            card.effects.remove(effect)
    elif effect not in card.effects:
        card.effects.append(effect)
    tx.event(type="effect", card=card.label, effect=effect, removed=bool(action.get("remove")))


def act_phase(game: Rules, tx: Tx, action: dict[str, Any]) -> None:
    """Forward only, carrying out the steps of every phase passed through and of the one entered;
    to the current or an earlier phase is ``turn.phase_order`` (warn: its steps run again)."""
    phase = action["to"]
    order = game.ruleset.turn_order
    if phase not in order:
        raise ActionError(msg("name.unknown_phase", name=phase, ruleset=game.ruleset_name))
    require_active(game, tx)
    here, there = order.index(game.phase), order.index(phase)
    if there <= here:
        tx.refuse("turn.phase_order", "turn.phase_order", phase=game.phase, to=phase)
    if tx.halt():
        return
    for step in tx.ruleset.phases_entered(order, here, there):
        game.enter_phase(tx, step)
    tx.cite(None, 0, "phase", phase=phase)
    if tx.code == "phase":
        tx.params = {**tx.params, "phase": phase}


def act_end_turn(game: Rules, tx: Tx, action: dict[str, Any]) -> None:
    require_active(game, tx)
    if tx.halt():
        return
    for used in game.used_this_turn.values():
        used.clear()
    for card in game.cards.values():
        if card.uses:
            card.uses.clear()
    seat = game.players.index(game.active)
    game.active = game.players[(seat + 1) % len(game.players)]
    game.turns[game.active] += 1
    tx.event(type="turn", player=game.active, number=game.turns[game.active])
    tx.cite(None, 0, "end_turn", player=game.active, number=game.turns[game.active])
    game.enter_phase(tx, game.ruleset.phases[0])


def act_enforcement(game: Rules, tx: Tx, action: dict[str, Any]) -> None:
    if tx.halt():
        return
    game.enforcement = action["mode"]
    tx.cite(None, 0, "enforcement", mode=action["mode"])


SHARED_ACTS: dict[str, ActionHandler] = {
    "move": act_move,
    "move_many": act_move_many,
    "draw": act_draw,
    "shuffle": act_shuffle,
    "look": act_look,
    "reveal": act_reveal,
    "play": act_play,
    "create": act_create,
    "destroy": act_destroy,
    "control": act_control,
    "tap": act_tap,
    "flip": act_flip,
    "counter": act_counter,
    "define": act_define,
    "mark": act_mark,
    "effect": act_effect,
    "phase": act_phase,
    "end_turn": act_end_turn,
    "enforcement": act_enforcement,
}
