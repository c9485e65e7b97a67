"""Views: the state as one player, or a spectator, may see it.

A hidden card appears only as a back (owner, tapped, face down): no name, definition id or label.
A view holds no seed, no table of definitions and no history of hidden moves; its log names only
the cards that viewer could see.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.messages import render
from engine.state import Card, zone_name, zone_owner

if TYPE_CHECKING:
    from engine.game import Game, Verdict


def card_view(game: Game, card: Card, viewer: str) -> dict[str, Any]:
    """One card as ``viewer`` sees it."""
    if not game.card_visible(card, viewer):
        return {"hidden": True, "owner": card.owner, "tapped": card.tapped,
                "face_down": True}
    definition = game.definition(card)
    return {
        "label": card.label,
        "def": card.def_id,
        "name": definition.name,
        "type": definition.type,
        "text": definition.text,
        "image": definition.image,
        "stats": definition.stats(),
        "cost": game.cost_of(card),
        "owner": card.owner,
        "controller": card.controller,
        "tapped": card.tapped,
        "face_down": card.face_down,
        "markers": dict(card.markers),
        "effects": list(card.effects),
        "prepared": card.prepared,
        "flagged": card.flagged,
    }


def make_view(game: Game, viewer: str) -> dict[str, Any]:
    """The whole table as ``viewer`` may see it."""
    zones: dict[str, Any] = {}
    for key, cards in game.zones.items():
        spec = game.spec(key)
        zones[key] = {
            "player": zone_owner(key),
            "zone": zone_name(key),
            "kind": spec.kind,
            "visible": game.zone_visible(key, viewer),
            "ordered": spec.ordered,
            "count": len(cards),
            "cards": [card_view(game, card, viewer) for card in cards],
        }
    duel = None
    if game.duel is not None:
        duel = {"attacker": game.duel["attacker"], "winner": game.duel["winner"]}
    return {
        "viewer": viewer,
        "ruleset": game.ruleset_name,
        "players": list(game.players),
        "enforcement": game.enforcement,
        "turn": {"active": game.active, "phase": game.phase, "number": game.turns[game.active]},
        "phases": list(game.ruleset.phases),
        "players_state": {p: dict(c) for p, c in game.counters.items()},
        "zones": zones,
        "duel": duel,
        "log": [log_line(game, n, action, verdict, viewer) for n, action, verdict in game.log],
        "outcome": outcome(game),
    }


def _seen(game: Game, viewer: str, event: dict[str, Any]) -> bool:
    """Whether ``viewer`` saw the card of a move event (it was, or landed, in the open for them)."""
    return game.zone_visible(event["from"], viewer) or game.zone_visible(event["to"], viewer)


def log_line(game: Game, n: int, action: dict[str, Any], verdict: Verdict,
             viewer: str) -> dict[str, Any]:
    """One line of the game log, naming only the cards ``viewer`` could see."""
    names: list[str] = []
    labels: list[str] = []
    hidden = 0
    moves = [e for e in verdict.events if e["type"] == "move"]
    shown_moves: list[dict[str, Any]] = []
    for event in moves:
        card = game.cards[event["card"]]
        if _seen(game, viewer, event) and not card.face_down:
            labels.append(card.label)
            name = game.definition(card).name
            names.append(f'{name} → {event["to"]}')
            shown_moves.append({"label": card.label, "name": name, "from": event["from"],
                                "to": event["to"]})
        else:
            hidden += 1
            shown_moves.append({"hidden": True, "from": event["from"], "to": event["to"]})
    targets: list[dict[str, Any]] = []  # the seen card (and source) of a line that moved none
    if not moves:
        for key in ("card", "source"):
            label = action.get(key)
            card = game.cards.get(label) if isinstance(label, str) else None
            if card is not None and game.card_visible(card, viewer):
                labels.append(card.label)
                names.append(game.definition(card).name)
                targets.append({"label": card.label, "name": names[-1]})
    text = f'{action["by"]}: {action["act"]}'
    if names:
        text += " " + ", ".join(names)
    if hidden:
        text += f" ({hidden} hidden card(s))"
    if verdict.rule is not None or not verdict.ok:
        text += f" [{verdict.rule}] {render(verdict.code, _public_params(verdict.params))}"
    # The parts of the line, for a translated rendering; "text" is the English one.
    return {"n": n, "by": action["by"], "act": action["act"], "text": text, "ok": verdict.ok,
            "rule": verdict.rule, "code": verdict.code,
            "params": {**_action_details(action), **_public_params(verdict.params)},
            "flagged": verdict.flagged, "cards": labels, "moves": shown_moves, "targets": targets}


def _public_params(params: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in params.items() if k != "card"}


# What a log line may tell of an action beyond its cards: open facts, never an identity.
ACTION_DETAILS = {
    "tap": ("tapped",), "flip": ("face_down",), "mark": ("marker", "count"),
    "effect": ("effect", "remove"), "counter": ("player", "name", "delta", "value"),
}


ACTION_DEFAULTS = {"tap": {"tapped": True}, "mark": {"count": 1}}


def _action_details(action: dict[str, Any]) -> dict[str, Any]:
    details = dict(ACTION_DEFAULTS.get(action["act"], {}))
    details.update((key, action[key]) for key in ACTION_DETAILS.get(action["act"], ()) if key in action)
    return details


def outcome(game: Game) -> dict[str, Any] | None:
    """The loser and why, once someone has lost."""
    if game.ruleset_name == "hkk":
        for player in game.players:
            if game.counters[player].get("life", 0) <= 0:
                return {"loser": player, "reason": "life"}
    elif game.ruleset_name == "berserk":
        limit = game.ruleset.data.get("failed_draws_to_lose", 3)
        for player in game.players:
            if game.counters[player].get("failed_draws", 0) >= limit:
                return {"loser": player, "reason": "failed_draws"}
            for card in game.zones[f"{player}.play"]:
                definition = game.definition(card)
                if (definition.type == "hero" and card.owner == player and definition.life
                        and card.markers.get("wound", 0) >= definition.life):
                    return {"loser": player, "reason": "hero_wounds"}
    return None

