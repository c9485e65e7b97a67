"""Views: the state as one player, or a spectator, may see it, and what the table may ask.

A hidden card appears only as a back (owner, tapped, face down): no name, definition id or label.
A view holds no seed, no table of definitions and no history of hidden moves. The game log is
asked for apart from the view (a view's size does not grow with the game): each line, made from a
step of the history (:mod:`engine.history`), names only the cards that viewer could see when the
action was taken. The pending step (the question a game's procedure waits for) shows its choices
only to the player who must make them. The judge (:data:`engine.state.JUDGE`) sees everything.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from engine.history import NOTHING, Step, folded_amount, line_ends, steps_since
from engine.messages import render
from engine.state import SPECTATOR, zone_name, zone_owner

if TYPE_CHECKING:
    from engine.game import Game


def card_view(game: Game, card: Any, viewer: str) -> dict[str, Any]:
    """One card as ``viewer`` sees it."""
    return game.card_view(card, viewer)


def make_view(game: Game, viewer: str) -> dict[str, Any]:
    """The whole table as ``viewer`` may see it; ``log_size`` says how many lines the game log
    has (:func:`log_line` makes them)."""
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
        "log_size": log_size(game.log[-1] if game.log else None),
        "outcome": outcome(game),
        # Added for tables that draw only what the engine declares:
        "counters": {p: shown_counters(game, p) for p in game.players},
        "pending": pending(game, viewer),
        "legal_phases": legal_phases(game, viewer),
    }
    view.update(game.ruleset.view_extra(game, viewer))
    return view


def outcome(game: Game) -> dict[str, Any] | None:
    """Who lost and why (and who won), once an action has made the outcome (it stays until an
    undo takes that action back): a copy."""
    result = game.outcome_now()
    return None if result is None else {**result, "winners": list(result.get("winners", ()))}


def pending(game: Game, viewer: str = SPECTATOR) -> dict[str, Any] | None:
    """The step a procedure waits for, derived from the state: ``step`` (the act it asks for),
    ``player`` (who must act), ``rule``, ``blocking`` (whether nothing else may happen first) and,
    for that player only, ``choices``."""
    return game.ruleset.pending(game, viewer)


def shown_counters(game: Game, player: str) -> dict[str, int]:
    """The counters the game shows for a player, in order (a game may add one the state
    computes)."""
    return game.ruleset.shown_counters(game, player)


def legal_phases(game: Game, viewer: str) -> list[str]:
    """The phases ``viewer`` may click now: later phases of the current turn, for the active
    player, unless a step blocks everything else or the game is over (in strict mode)."""
    if viewer != game.active or game.blocking_step() is not None:
        return []
    if game.over and game.enforcement == "strict" and game.rules_for(game.rules_format).ends_the_game:
        return []  # game.over: only warn mode plays on
    order = game.ruleset.turn_order
    return list(order[order.index(game.phase) + 1:])


def _seen(game: Game, viewer: str, event: dict[str, Any], face_down: bool, owner: str,
          controller: str) -> bool:
    """Whether ``viewer`` saw the card of a move event: shown to everyone as it moved,
    where it lay before (face down there, as the event says, only for its owner and controller)
    or where it landed (as it was then)."""
    return ("shown" in event
            or game.sees(viewer, NOTHING, event["from"], "face_down" in event, owner,
                         event.get("controller", controller))
            or game.sees(viewer, NOTHING, event["to"], face_down, owner, controller))


def log_line(game: Game, step: Step, viewer: str) -> dict[str, Any]:
    """The log line of one step, naming only the cards ``viewer`` could see when it was taken
    (``game``: any game of the same record, for who may see which zone)."""
    action, verdict = step.action, step.verdict
    names: list[str] = []
    labels: list[str] = []
    hidden = 0
    moves = [e for e in verdict.events if e["type"] == "move"]
    shown_moves: list[dict[str, Any]] = []
    for event, (definition, face_down, owner, controller) in zip(moves, step.moved, strict=True):
        if _seen(game, viewer, event, face_down, owner, controller):
            label, name = event["card"], definition.name
            labels.append(label)
            names.append(f'{name} → {event["to"]}')
            shown_moves.append({"label": label, "name": name, "from": event["from"],
                                "to": event["to"]})
        else:
            hidden += 1
            shown_moves.append({"hidden": True, "from": event["from"], "to": event["to"]})
    targets: list[dict[str, Any]] = []  # the seen card (and source) of a line that moved none
    for label, definition, known_to, zone, face_down, owner, controller in step.named:
        if game.sees(viewer, known_to, zone, face_down, owner, controller):
            labels.append(label)
            names.append(definition.name)
            targets.append({"label": label, "name": definition.name})
    text = f'{action["by"]}: {action["act"]}'
    if names:
        text += " " + ", ".join(names)
    if hidden:
        text += f" ({hidden} hidden card(s))"
    if verdict.rule is not None or not verdict.ok:
        text += f" [{verdict.rule}] {render(verdict.code, _public_params(verdict.params))}"
    # The parts of the line, for a translated rendering; "text" is the English one.
    entry = {"n": step.n, "by": action["by"], "act": action["act"], "text": text,
             "ok": verdict.ok, "rule": verdict.rule, "code": verdict.code,
             "params": {**_action_details(action), **_public_params(verdict.params)},
             "flagged": verdict.flagged, "cards": labels, "moves": shown_moves,
             "targets": targets}
    folded = folded_amount(step)
    if folded is not None:  # repeats of one change: one line, from the first step's number
        entry["first"], total = folded
        entry["params"]["delta" if action["act"] == "counter" else "count"] = total
    return entry


def log_size(top: Step | None) -> int:
    """How many lines the log has whose newest step is ``top``."""
    return top.line + 1 if top is not None else 0


def path_lines(game: Game, steps: list[Step], viewer: str) -> list[dict[str, Any]]:
    """The log lines of a stretch of one path (oldest first, whole lines), as ``viewer`` may
    read them."""
    return [log_line(game, step, viewer) for step in line_ends(steps)]


def _public_params(params: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in params.items() if k != "card"}


# What a log line may tell of an action beyond its cards: open facts, never an identity.
ACTION_DETAILS: dict[str, tuple[str, ...]] = {
    "tap": ("tapped",), "flip": ("face_down",), "mark": ("marker", "count"),
    "effect": ("effect", "remove"), "counter": ("player", "name", "delta", "value"),
    "look": ("zone", "count"), "shuffle": ("zone",), "move_many": ("pos",),
}


ACTION_DEFAULTS: dict[str, dict[str, Any]] = {"tap": {"tapped": True}, "mark": {"count": 1}}


def _action_details(action: dict[str, Any]) -> dict[str, Any]:
    details = dict(ACTION_DEFAULTS.get(action["act"], {}))
    details.update((key, action[key]) for key in ACTION_DETAILS.get(action["act"], ()) if key in action)
    if action["act"] == "define" and isinstance(action.get("as"), dict):
        # The card set's row that changed (a live edit): its name, as every player's set has it.
        name = action["as"].get("name")
        if isinstance(name, str):
            details["name"] = name
    return details


class LogTail(NamedTuple):
    """What a reader of the log lacks: ``lines`` follow the first ``keep`` lines of the log
    (drop yours after them, add these), and ``mark`` is for the next time you ask."""

    keep: int
    lines: list[dict[str, Any]]
    mark: Step | None


def log_tail(game: Game, top: Step | None, viewer: str, mark: Step | None,
             most: int | None = None) -> LogTail:
    """The lines of the log up to ``top`` that a reader who has them up to ``mark`` lacks; with
    ``most``, only the newest ``most`` of them (``keep`` then counts lines the reader may lack:
    a log view shows the newest lines first and fills in the older ones while it is idle).

    A line that folds repeats (:func:`engine.history.repeats`) changes while it grows: a reader
    whose last line is such a line is sent it again, whole, when it grew or shrank."""
    if mark is None and most is not None:  # a new reader: no need to walk the whole path
        steps: list[Step] = []
        for step in top.path() if top is not None else ():
            if top is not None and top.line - step.line >= most:
                break
            steps.append(step)
        steps.reverse()
        return LogTail(steps[0].line if steps else 0, path_lines(game, steps, viewer), top)
    _kept, steps = steps_since(top, mark)
    anchor = steps[0].parent if steps else top  # the newest step both paths share
    keep = log_size(anchor)
    if anchor is not None and ((steps and steps[0].line == anchor.line)
                               or _grew_past(mark, anchor)):
        keep -= 1  # the anchor's line changed: sent again with all of its steps
        run: list[Step] = []
        current: Step | None = anchor
        while current is not None and current.line == anchor.line:
            run.append(current)
            current = current.parent
        steps = [*reversed(run), *steps]
    lines = path_lines(game, steps, viewer)
    if most is not None and len(lines) > most:
        keep, lines = keep + len(lines) - most, lines[len(lines) - most:]
    return LogTail(keep, lines, top)


def _grew_past(mark: Step | None, anchor: Step) -> bool:
    """Whether the reader's path went on from ``anchor`` in the same log line (a fold that an
    undo or another branch took back)."""
    current = mark
    while current is not None and current.n > anchor.n + 1:
        current = current.parent
    return current is not None and current.n == anchor.n + 1 and current.line == anchor.line
