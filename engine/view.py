"""Views: the state as one player, or a spectator, may see it, and what the table may ask.

A hidden card appears only as a back (owner, tapped, face down): no name, definition id or label.
A view holds no seed, no table of definitions and no history of hidden moves; its log names only
the cards that viewer could see. The pending step (a duel's answer, a mulligan declaration) shows
its choices only to the player who must make them.
"""

from __future__ import annotations

from typing import Any

from engine.core import Core, Verdict
from engine.messages import render
from engine.state import SPECTATOR, zone_name, zone_owner


def card_view(game: Core, card: Any, viewer: str) -> dict[str, Any]:
    """One card as ``viewer`` sees it."""
    return game.card_view(card, viewer)


def make_view(game: Core, viewer: str) -> dict[str, Any]:
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
            "cards": [game.card_view(card, viewer) for card in cards],
        }
    view = {
        "viewer": viewer,
        "ruleset": game.ruleset_name,
        "players": list(game.players),
        "enforcement": game.enforcement,
        "turn": {"active": game.active, "phase": game.phase, "number": game.turns[game.active]},
        "phases": list(game.ruleset.phases),
        "players_state": {p: dict(c) for p, c in game.counters.items()},
        "zones": zones,
        "duel": None,
        "log": [log_line(game, n, action, verdict, viewer) for n, action, verdict in game.log],
        "outcome": outcome(game),
        # Added for tables that draw only what the engine declares:
        "counters": {p: shown_counters(game, p) for p in game.players},
        "pending": pending(game, viewer),
        "legal_phases": legal_phases(game, viewer),
    }
    extra = game.ruleset.view_extra
    if extra is not None:
        view.update(extra(game, viewer))
    return view


def outcome(game: Core) -> dict[str, Any] | None:
    """Who lost and why (and who won), once someone has: the game's own rule (a hook)."""
    hook = game.ruleset.outcome
    return hook(game) if hook is not None else None


def pending(game: Core, viewer: str = SPECTATOR) -> dict[str, Any] | None:
    """The step a procedure waits for, derived from the state: ``step`` (the act it asks for),
    ``player`` (who must act), ``rule``, ``blocking`` (whether nothing else may happen first) and,
    for that player only, ``choices``."""
    hook = game.ruleset.pending
    return hook(game, viewer) if hook is not None else None


def shown_counters(game: Core, player: str) -> dict[str, int]:
    """The counters the game shows for a player, in order (Berserk: the hero's life too)."""
    hook = game.ruleset.shown_counters
    if hook is not None:
        return hook(game, player)
    names = game.ruleset.data.get("shown_counters", list(game.ruleset.counters))
    return {name: game.counters[player].get(name, 0) for name in names}


def legal_phases(game: Core, viewer: str) -> list[str]:
    """The phases ``viewer`` may click now: later phases of the current turn, for the active
    player, unless a step blocks everything else."""
    if viewer != game.active or game.blocking_step() is not None:
        return []
    order = game.ruleset.turn_order
    return list(order[order.index(game.phase) + 1:])


def _seen(game: Core, viewer: str, event: dict[str, Any]) -> bool:
    """Whether ``viewer`` saw the card of a move event (it was, or landed, in the open for them)."""
    return game.zone_visible(event["from"], viewer) or game.zone_visible(event["to"], viewer)


def log_line(game: Core, n: int, action: dict[str, Any], verdict: Verdict,
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
