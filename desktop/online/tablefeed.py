"""The remote table window's feed at the host (no Qt): what a remote seat's table draws from, and
the table's own actions carried out as that seat.

A phone gets a phone's state (desktop/phones/desk.py); a remote seat's *table window* draws the
same table as the host's app, so it gets what the table reads of the engine, as that seat may
see it (:func:`table_state`): its engine view (and, for a player, the spectator's, which the
table's public parts read), the log lines it lacks as that seat reads them, the open questions
(whole only for their answerer), the sources, phases and tokens it is offered, the zones whose
arrivals it orders, and the acts of the last actions (who did what, a card only where the seat
sees it). Never the host's card set files or paths (``image`` is taken out everywhere: the
window draws faces from the card data), never the game's header (it lists every card's place).

The window sends the table's own actions (``act``) and asks what the engine would say of some
without making them (``check``, the lit zones while a card is dragged). :func:`seat_action`
makes a message's action the seat's own: ``by`` is always the seat (a message naming another
player is refused), and the two things a seat cannot name by itself are named by reference and
resolved here, where the cards are: a face-down card by its place (``@at:ZONE:INDEX``, the
controller's ``label_at``: only in the seat's own zones), and the play a reaction prevents
(``@prevented``: the engine's ``preventable``, whose card may lie hidden in its owner's deck).
The engine then judges the action exactly as it judges the host's.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

import msgspec

MAX_CHECKS = 64  # actions in one ``check`` message (a drag asks once for every zone)
HISTORY_SENT = 12  # the last actions a window reads (its undo's question, who started an open question)
AT = re.compile(r"^@at:(?P<zone>[^:\s]{1,100}):(?P<index>\d{1,4})$")
PREVENTED = "@prevented"
HEADER_KEPT = ("name", "ruleset", "players", "tournament")
# Acts that change the table for everyone: the host's app decides them, never a remote seat.
HOST_ONLY_ACTS = frozenset({"enforcement", "define"})


class SeatActionError(ValueError):
    """An action a remote seat may not send (said back to it; nothing reaches the engine)."""


def without_images(value: Any) -> Any:
    """``value`` without any ``image`` key: the host's file paths stay at the host."""
    if isinstance(value, dict):
        return {key: without_images(item) for key, item in value.items() if key != "image"}
    if isinstance(value, list):
        return [without_images(item) for item in value]
    return value


def json_ready(value: Any) -> Any:
    """``value`` as plain JSON data (sets and tuples as lists, anything else as text)."""
    return json.loads(json.dumps(value, default=lambda item: sorted(item) if isinstance(
        item, (set, frozenset)) else str(item)))


def visible_labels(view: dict[str, Any]) -> set[str]:
    """The labels of the cards ``view`` shows face up."""
    return {str(card["label"]) for zone in view.get("zones", {}).values()
            for card in zone.get("cards") or [] if card.get("label") is not None}


def table_static(game: Any) -> dict[str, Any]:
    """What never changes during a game: players, rules, the table's info, the zones' layout."""
    return {"players": list(game.players), "ruleset": game.ruleset_name,
            "header": {key: game.header[key] for key in HEADER_KEPT if key in game.header},
            "info": json_ready(game.table_info()),
            "zone_specs": [{"name": spec.name, "kind": spec.kind} for spec in game.zone_specs]}


def table_view(game: Any, viewer: str) -> dict[str, Any]:
    """``viewer``'s view, without image paths (compared to tell whether anything changed)."""
    view: dict[str, Any] = without_images(game.view(viewer))
    return view


def table_state(game: Any, viewer: str, view: dict[str, Any],
                log: tuple[int, list[dict[str, Any]]]) -> dict[str, Any]:
    """What ``viewer``'s table draws now (see the module's docstring): ``view`` from
    :func:`table_view`, ``log`` the lines the window lacks (keep, lines)."""
    keep, lines = log
    state: dict[str, Any] = {
        "viewer": viewer, "view": view, "log": {"keep": keep, "lines": without_images(lines)},
        "pending": game.pending(), "enforcement": game.enforcement, "phase": game.phase,
        "active": game.active_player,
        "asks_order": [zone for zone in view.get("zones", {}) if game.asks_order(zone)]}
    if viewer in game.players:
        seen = visible_labels(view)
        chance = game.preventable()
        if chance is not None and str(chance.get("card")) not in seen:
            chance = {**chance, "card": PREVENTED}
        state.update({
            "public": without_images(game.view("spectator")),
            "questions": [msgspec.to_builtins(question) for question in game.questions(viewer)],
            "sources": without_images(list(game.sources(viewer))),
            "legal_phases": list(game.legal_phases(viewer)),
            "creatable": list(game.creatable(viewer)),
            "preventable": json_ready(chance),
            "history": [_history_entry(action, seen) for action in game.history[-HISTORY_SENT:]],
        })
    ready: dict[str, Any] = json_ready(state)
    return ready


def _history_entry(action: dict[str, Any], seen: set[str]) -> dict[str, Any]:
    """Who did what: the act and its player, and its card only where the seat sees it."""
    entry = {"act": action.get("act"), "by": action.get("by")}
    if isinstance(action.get("card"), str) and action["card"] in seen:
        entry["card"] = action["card"]
    return entry


def seat_action(game: Any, seat: str, action: Any) -> dict[str, Any]:
    """``action`` as ``seat``'s own, its references resolved; :class:`SeatActionError` if a
    seat may not send it."""
    if not isinstance(action, dict) or not isinstance(action.get("act"), str):
        raise SeatActionError("an action is an object with an act")
    if action.get("by", seat) != seat:
        raise SeatActionError(f"a seat acts only as itself ({seat})")
    act = action["act"]
    if act in HOST_ONLY_ACTS:
        raise SeatActionError(f"only the host changes {act}")
    if act in ("undo", "redo"):
        history = game.history
        if act == "undo" and (not history or history[-1].get("by") != seat):
            raise SeatActionError("an online seat takes back only its own last action")
    resolve = _resolver(game, seat)
    own: dict[str, Any] = {**action, "by": seat}
    for key in ("card", "source"):
        if isinstance(own.get(key), str):
            own[key] = resolve(own[key])
    if isinstance(own.get("cards"), list):
        own["cards"] = [resolve(card) if isinstance(card, str) else card for card in own["cards"]]
    return own


def _resolver(game: Any, seat: str) -> Callable[[str], str]:
    def resolve(label: str) -> str:
        if label == PREVENTED:
            chance = game.preventable()
            if chance is None:
                raise SeatActionError("nothing may be prevented now")
            return str(chance["card"])
        match = AT.match(label)
        if match is None:
            return label
        zone = match["zone"]
        if not zone.startswith(f"{seat}."):
            raise SeatActionError("a face-down card is named by its place only in the seat's "
                                  "own zones")
        try:
            return str(game.label_at(zone, int(match["index"])))
        except (KeyError, IndexError, ValueError):
            raise SeatActionError(f"no card at {zone} {match['index']}") from None
    return resolve


def verdict_data(verdict: Any) -> dict[str, Any] | None:
    """A verdict as the seat's window reads it (None: the action was not made at all); the
    window says it in its own language from the code and parameters."""
    if verdict is None:
        return None
    data: dict[str, Any] = json_ready(without_images({
        "ok": bool(verdict.ok), "rule": verdict.rule, "code": verdict.code,
        "params": verdict.params, "applied": bool(verdict.applied), "events": verdict.events,
        "shuffled": sorted(verdict.shuffled or ()), "also": list(verdict.also or ()),
        "message": verdict.message}))
    return data
