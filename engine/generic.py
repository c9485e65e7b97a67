"""The actions every game shares, driven by the ruleset's data.

Each handler resolves every name first (an unknown one is an error in the file), then checks the
rules (``tx.refuse``), then stops at ``tx.halt()`` for a dry run or a refusal, and only then changes
the state. Game-specific procedures live in ``engine/rulesets/<game>.py``.
"""

from __future__ import annotations

from typing import Any

from engine.errors import ActionError
from engine.game import RANK_NOTE, Game, Handler, Tx, redefine
from engine.messages import msg
from engine.state import EVERYONE, REMOVED, Card, zone_name, zone_owner


def optional_card(game: Game, action: dict[str, Any], key: str = "source") -> Card | None:
    """The card named by an optional key, if any."""
    label = action.get(key)
    return None if label is None else game.card(label)


def require_in_hand(game: Game, tx: Tx, card: Card, player: str) -> bool:
    """Refuse (not even warn can) when the card is not in the player's hand."""
    if card.zone != f"{player}.hand":
        tx.refuse("card.not_in_hand", "card.not_in_hand", possible=False, card=card.label)
        return False
    return True


def require_in_play(game: Game, tx: Tx, card: Card, rule: str, code: str) -> bool:
    """Refuse (not even warn can) when the card is not in play."""
    if not game.in_play(card):
        tx.refuse(rule, code, possible=False, card=card.label)
        return False
    return True


def require_active(game: Game, tx: Tx) -> None:
    """Only the active player may change the phase or end the turn."""
    if tx.by != game.active:
        tx.refuse("turn.not_active", "turn.not_active", active=game.active)


def act_move(game: Game, tx: Tx, action: dict[str, Any]) -> None:
    card = game.card(action["card"])
    key = game.zone_key(action["to"])
    source = optional_card(game, action)
    game.check_move(tx, card, key, source)
    if tx.halt():
        return
    pos = action.get("pos")
    here = card.zone
    if source is None or here == key or zone_name(here) != "deck":
        game.send(tx, card, key, pos)  # the common case: nothing searched
    else:
        move_from(game, tx, [card], key, pos, source)


def move_from(game: Game, tx: Tx, cards: list[Card], key: str, pos: Any,
              source: Card | None, order: list[str] | None = None) -> None:
    """Move cards as one simultaneous move: each to where it really goes, decks shuffled once."""
    searched: set[str] = set()
    for card in cards:
        if zone_name(card.zone) == "deck" and card.zone != key:
            deck = game.zones[card.zone]
            if source is not None and 0 < deck.index(card) < len(deck) - 1:
                searched.add(card.zone)
    groups: dict[str, list[Card]] = {}
    for card in cards:
        final, rule, rank, code = game.route(card, key)
        if rule is not None:
            tx.cite(rule, rank, code, owner=card.owner)
        groups.setdefault(final, []).append(card)
    for final, group in groups.items():
        if order is not None:
            rank_of = {label: i for i, label in enumerate(order)}
            group.sort(key=lambda c: rank_of[c.label])
        shuffle_in = False
        placed = group if pos == "bottom" else list(reversed(group))
        for offset, card in enumerate(placed):
            at = pos
            if isinstance(pos, int) and not isinstance(pos, bool):
                at = pos + (len(group) - 1 - offset)
            before = card.zone
            game.place(tx, card, final, at, shuffle=False)
            if zone_name(final) == "deck" and pos is None and before != final and game.ruleset.data.get(
                "shuffle_into_deck", True
            ):
                shuffle_in = True
        if shuffle_in:
            game.shuffle_zone(tx, final, "deck.shuffled_in")
        rule = game.ruleset.data.get("simultaneous_rule")
        if len(group) > 1 and rule and zone_name(final) == game.ruleset.data["graveyard"]:
            tx.cite(rule, RANK_NOTE, "move")
    for deck_key in searched:
        game.after_taking_from_deck(tx, deck_key, True)


def act_move_many(game: Game, tx: Tx, action: dict[str, Any]) -> None:
    labels: list[str] = action["cards"]
    if len(set(labels)) != len(labels):
        raise ActionError(msg("action.card_twice"))
    cards = [game.card(label) for label in labels]
    key = game.zone_key(action["to"])
    source = optional_card(game, action)
    order = action.get("order")
    if order is not None and sorted(order) != sorted(labels):
        tx.refuse("order.invalid", "order.invalid", possible=False)
    for card in cards:
        game.check_move(tx, card, key, source)
    if tx.halt():
        return
    move_from(game, tx, cards, key, action.get("pos"), source, order)


def act_draw(game: Game, tx: Tx, action: dict[str, Any]) -> None:
    count = action.get("count", 1)
    if count < 0:
        raise ActionError(msg("action.negative_count"))
    if tx.halt():
        return
    missing = game.draw(tx, tx.by, count)
    tx.cite(None, RANK_NOTE, "draw", player=tx.by, count=count - missing)
    rule = game.ruleset.data.get("failed_draw_rule")
    if missing and rule:
        game.add(tx, tx.by, "failed_draws", missing)
        failed = game.counters[tx.by]["failed_draws"]
        tx.cite(rule, RANK_NOTE + 1, "draw.empty", player=tx.by, failed=failed)


def check_reorder(game: Game, tx: Tx, key: str, source: Card | None) -> None:
    """Refuse reordering a zone whose order is fixed (a Berserk deck after the mulligan, a
    graveyard), unless an ability (``source``) allows it."""
    rules = game.ruleset.data
    name = zone_name(key)
    rule = rules["reorder_rules"].get(name)
    if rule is None or source is not None:
        return
    if name == "deck":
        if game.phase not in rules.get("reorder_free_phases", (game.phase,)):
            tx.refuse(rule, "deck.order_fixed")
    else:
        tx.refuse(rule, "graveyard.order_fixed")


def act_shuffle(game: Game, tx: Tx, action: dict[str, Any]) -> None:
    key = game.zone_key(action["zone"])
    source = optional_card(game, action)
    if game.ruleset_name == "berserk" or zone_name(key) != "deck":
        check_reorder(game, tx, key, source)
    if tx.halt():
        return
    game.shuffle_zone(tx, key)
    if tx.rule is None:
        tx.code = "shuffle"


def act_look(game: Game, tx: Tx, action: dict[str, Any]) -> None:
    key = game.zone_key(action["zone"])
    count = action.get("count")
    source = optional_card(game, action)
    rules = game.ruleset.data
    name = zone_name(key)
    if count is not None and count < 0:
        raise ActionError(msg("action.negative_count"))
    if game.ruleset_name != "free" and not game.zone_visible(key, tx.by):
        if name == "deck":
            if source is None:
                tx.refuse(rules["deck_source_rule"], "deck.needs_source")
            elif zone_owner(key) != tx.by and game.ruleset_name == "berserk":
                tx.refuse(rules["deck_source_rule"], "deck.look_own_only")
        elif source is None:
            hand_rule = rules.get("hand_rule", "hand.private")
            tx.refuse(hand_rule, "hand.look_needs_source")
    if tx.halt():
        return
    cards = game.zones[key] if count is None else game.zones[key][:count]
    for card in cards:
        card.known_to.add(tx.by)
    # What the looker saw, before a shuffle makes it unknown again: for the looker's eyes only
    # (events never reach views; the desktop shows them to that player in the search dialog).
    from engine.view import card_view

    tx.event(type="look", by=tx.by, zone=key, cards=[card_view(game, c, tx.by) for c in cards])
    if name == "deck" and (
        (count is None and rules.get("shuffle_after_search")) or rules.get("shuffle_after_peek")
    ):
        game.shuffle_zone(tx, key, "deck.searched")


def act_reveal(game: Game, tx: Tx, action: dict[str, Any]) -> None:
    card = game.card(action["card"])
    ability = action.get("ability", False)
    if require_in_hand(game, tx, card, tx.by) and game.ruleset.check_reveal is not None:
        game.ruleset.check_reveal(game, tx, card, ability)
    if tx.halt():
        return
    card.known_to.add(EVERYONE)
    if ability:
        card.uses.add("reveal")
    tx.event(type="reveal", card=card.label)
    tx.cite(None, RANK_NOTE, "reveal")


def act_play(game: Game, tx: Tx, action: dict[str, Any]) -> None:
    card = game.card(action["card"])
    definition = game.definition(card)
    rules = game.ruleset
    if "to" in action:
        key = game.zone_key(action["to"])
    else:
        key = f"{tx.by}.{rules.destination('play_destinations', definition.type)}"
    counter = rules.data.get("cost_counter")
    cost = (game.cost_of(card) or 0) if counter else 0
    if require_in_hand(game, tx, card, tx.by) and counter:
        have = game.counters[tx.by].get(counter, 0)
        if cost > have:
            tx.refuse("cost.pay", "cost.pay", counter=counter, cost=cost, have=have, player=tx.by)
    if tx.halt():
        return
    if counter and cost:
        game.pay(tx, tx.by, counter, cost)
    game.send(tx, card, key)
    tx.cite(None, 0, "play")
    entered = rules.data["enters_tapped"].get(definition.type)
    if entered and zone_name(card.zone) == "reserve":
        card.tapped = True
        tx.cite(entered, RANK_NOTE, "play.creature_enters_passive")
    if rules.after_play is not None:
        rules.after_play(game, tx, card)
    game.preventable = ("play", card.label, tx.by)


def act_create(game: Game, tx: Tx, action: dict[str, Any]) -> None:
    def_id = action["card"]
    if def_id not in game.definitions:
        raise ActionError(msg("name.unknown_card", card=def_id))
    label = action["id"]
    if label in game.cards:
        raise ActionError(msg("name.label_used", label=label))
    at = game.player(action.get("at", tx.by))
    definition = game.definitions[def_id]
    rules = game.ruleset.data
    if "to" in action:
        to = action["to"]
        key = game.zone_key(to if "." in to or to == REMOVED else f"{at}.{to}")
    else:
        key = game.zone_key(f"{at}.{game.ruleset.destination('create_destinations', definition.type)}")
    if game.header.get("tournament") and def_id not in game.header.get("prepared", {}).get(tx.by, []):
        tx.refuse("96.4", "create.not_prepared", card=def_id)
    if tx.halt():
        return
    replacement = rules.get("prepared_replacement")
    if replacement and replacement["into"] != "*" and zone_name(key) in replacement["into"]:
        tx.cite(replacement["rule"], 4, replacement["code"])
        key = REMOVED
    card = game._place_new_card(def_id, label, key, {"owner": at, "token": True})
    card.controller = zone_owner(key) or at
    tx.event(type="create", card=label, to=key)
    rule = ("96.7" if at != tx.by else "96.6") if game.ruleset_name == "hkk" else None
    tx.cite(rule, RANK_NOTE, "create", owner=at)


def act_destroy(game: Game, tx: Tx, action: dict[str, Any]) -> None:
    card = game.card(action["card"])
    rules = game.ruleset.data
    if require_in_play(game, tx, card, rules.get("destroy_rule", "destroy.not_in_play"),
                       "destroy.not_in_play"):
        fixed = rules["fixed_in_play"].get(game.definition(card).type)
        if fixed:
            tx.refuse(fixed, "hero.fixed")
    if tx.halt():
        return
    game.send(tx, card, f"{card.controller}.{rules['graveyard']}")
    tx.event(type="destroy", card=card.label)


def act_control(game: Game, tx: Tx, action: dict[str, Any]) -> None:
    card = game.card(action["card"])
    rule = game.ruleset.data.get("control_rule", "control.not_in_play")
    require_in_play(game, tx, card, rule, "control.not_in_play")
    if tx.halt():
        return
    key = f"{tx.by}.{zone_name(card.zone)}"
    if key != card.zone:
        game.place(tx, card, game.zone_key(key))
    card.controller = tx.by
    tx.event(type="control", card=card.label, player=tx.by)


def set_in_play(game: Game, tx: Tx, action: dict[str, Any], attribute: str,
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


def act_tap(game: Game, tx: Tx, action: dict[str, Any]) -> None:
    set_in_play(game, tx, action, "tapped", True)


def act_flip(game: Game, tx: Tx, action: dict[str, Any]) -> None:
    set_in_play(game, tx, action, "face_down", None)


def act_counter(game: Game, tx: Tx, action: dict[str, Any]) -> None:
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


def act_define(game: Game, tx: Tx, action: dict[str, Any]) -> None:
    definition = redefine(game, action["card"], action["as"])
    if tx.halt():
        return
    game.definitions[action["card"]] = definition
    tx.event(type="define", card=action["card"])


def act_mark(game: Game, tx: Tx, action: dict[str, Any]) -> None:
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


def act_effect(game: Game, tx: Tx, action: dict[str, Any]) -> None:
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


def act_phase(game: Game, tx: Tx, action: dict[str, Any]) -> None:
    phase = action["to"]
    if phase not in game.ruleset.all_phases:
        raise ActionError(msg("name.unknown_phase", name=phase, ruleset=game.ruleset_name))
    require_active(game, tx)
    if tx.halt():
        return
    game.enter_phase(tx, phase)
    tx.cite(None, 0, "phase", phase=phase)


def act_end_turn(game: Game, tx: Tx, action: dict[str, Any]) -> None:
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


def act_enforcement(game: Game, tx: Tx, action: dict[str, Any]) -> None:
    if tx.halt():
        return
    game.enforcement = action["mode"]
    tx.cite(None, 0, "enforcement", mode=action["mode"])


GENERIC_ACTIONS: dict[str, Handler] = {
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
