"""The shape of every action (spec/game-record.md), checked fast and without pydantic.

Actions are plain dicts, one line of the game record each. :func:`check_shape` refuses unknown
acts, unknown keys, missing keys, wrong types and numbers out of bounds with a one-line
:class:`ActionError`: no line may make the engine work for long (spec: "History and numbers").
The shapes of the shared acts are here; a game's package declares its own acts (:class:`Act`:
their shape and handler), and the registry gives each ruleset the shapes of every act.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

from engine.errors import ActionError
from engine.messages import msg
from engine.ruleset import ActionHandler


def is_str(value: Any) -> bool:
    return isinstance(value, str)


MAX_NUMBER = 1_000_000  # any integer in a record lies within -MAX_NUMBER ... MAX_NUMBER
MAX_DRAW = 1_000


def is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def out_of_bounds(value: Any) -> bool:
    """Whether ``value`` is, or holds anywhere inside it, an integer beyond ``MAX_NUMBER``.

    Walked without recursion: a record's JSON may nest as deep as the parser allows."""
    if value.__class__ is str:
        return False
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, int):
            if not isinstance(item, bool) and not -MAX_NUMBER <= item <= MAX_NUMBER:
                return True
        elif isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return False


def is_bool(value: Any) -> bool:
    return isinstance(value, bool)


def is_pos(value: Any) -> bool:
    return value in ("top", "bottom") or is_int(value)


def is_end(value: Any) -> bool:
    return value in ("top", "bottom")


def is_str_or_null(value: Any) -> bool:
    return value is None or isinstance(value, str)


def is_str_list(value: Any) -> bool:
    return isinstance(value, list) and all(isinstance(item, str) for item in value)


def is_dict(value: Any) -> bool:
    return isinstance(value, dict)


class Key(NamedTuple):
    """One key of an action: its type check, whether it is required, and the message code of
    the kind of value it wants (``kind.string``: "a string")."""

    check: Callable[[Any], bool]
    required: bool
    kind: str


def required(check: Callable[[Any], bool], kind: str | None = None) -> Key:
    """A key every action of its act must have."""
    return Key(check, True, kind or KINDS[check])


def optional(check: Callable[[Any], bool], kind: str | None = None) -> Key:
    """A key an action of its act may have."""
    return Key(check, False, kind or KINDS[check])


def one_of(*values: str) -> Callable[[Any], bool]:
    """A check that the value is one of ``values``."""
    return lambda value: value in values


# type check -> the message code of what it wants ("kind.string": "a string")
KINDS: dict[Callable[[Any], bool], str] = {
    is_str: "kind.string",
    is_int: "kind.integer",
    is_bool: "kind.bool",
    is_pos: "kind.position",
    is_end: "kind.end",
    is_str_or_null: "kind.string_or_null",
    is_str_list: "kind.string_list",
    is_dict: "kind.object",
}

Shape = dict[str, Key]  # key -> what it must be; every act also has "act" and "by"


class Act(NamedTuple):
    """An act of a game's own: the shape of its actions and the handler that carries one out
    (``handler(game, tx, action)``, as the shared acts of :mod:`engine.acts`)."""

    shape: Shape
    handler: ActionHandler


CARD = required(is_str)
SOURCE = optional(is_str)

# The shared acts (any game may list them) and the record's own, which every game has.
SHARED_SHAPES: dict[str, Shape] = {
    "move": {"card": CARD, "to": required(is_str), "pos": optional(is_pos), "source": SOURCE},
    "move_many": {"cards": required(is_str_list), "to": required(is_str),
                  "order": optional(is_str_list), "pos": optional(is_end), "source": SOURCE},
    "draw": {"count": optional(is_int)},
    "shuffle": {"zone": required(is_str), "source": SOURCE},
    "look": {"zone": required(is_str), "count": optional(is_int), "source": SOURCE},
    "reveal": {"card": CARD, "ability": optional(is_bool)},
    "play": {"card": CARD, "to": optional(is_str)},
    "create": {"card": CARD, "id": required(is_str), "at": optional(is_str), "to": optional(is_str)},
    "destroy": {"card": CARD},
    "control": {"card": CARD},
    "tap": {"card": CARD, "tapped": optional(is_bool)},
    "flip": {"card": CARD, "face_down": optional(is_bool)},
    "counter": {"player": required(is_str), "name": required(is_str), "delta": optional(is_int),
                "value": optional(is_int)},
    "define": {"card": CARD, "as": required(is_dict)},
    "undo": {},
    "redo": {},
    "mark": {"card": CARD, "marker": required(is_str), "count": optional(is_int)},
    "effect": {"card": CARD, "effect": required(is_str), "remove": optional(is_bool)},
    "phase": {"to": required(is_str)},
    "end_turn": {},
    # Cardtable's extensions: the enforcement changes mid-game (the desktop's switch); from this
    # line on, the record follows the rules of record format N (a game of an older format that
    # was resumed and played on).
    "enforcement": {"mode": required(one_of("strict", "warn"), "kind.mode")},
    "format": {"format": required(is_int)},
}


def check_shape(action: Any, shapes: dict[str, Shape] = SHARED_SHAPES) -> str:
    """Check an action's keys and types against the shape of its act (``shapes``: the acts a
    game's actions may name); return its act. Keys starting with ``_`` are metadata."""
    if not isinstance(action, dict):
        raise ActionError(msg("action.not_object"))
    act = action.get("act")
    if not isinstance(act, str):
        raise ActionError(msg("action.needs_act"))
    keys = shapes.get(act)
    if keys is None:
        raise ActionError(msg("action.unknown_act", name=act))
    if not isinstance(action.get("by"), str):
        raise ActionError(msg("action.needs_by", name=act))
    if len(action) == 2:
        missing = next((key for key, spec in keys.items() if spec.required), None)
        if missing is None:
            return act
        raise ActionError(msg("action.needs_key", name=act, key=missing))
    for key, value in action.items():
        if key in ("act", "by") or key[:1] == "_":
            continue
        spec = keys.get(key)
        if spec is None:
            raise ActionError(msg("action.unknown_key", key=key, name=act))
        if not spec.check(value):
            raise ActionError(msg("action.wrong_kind", key=key, name=act, kind=msg(spec.kind)))
        if value.__class__ is not str and out_of_bounds(value):
            raise ActionError(msg("action.number_bounds", key=key, name=act, most=MAX_NUMBER))
    for key, spec in keys.items():
        if spec.required and key not in action:
            raise ActionError(msg("action.needs_key", name=act, key=key))
    count = action.get("count")
    if act in ("draw", "look") and count is not None:
        if count < 0:
            raise ActionError(msg("action.negative_count"))
        if act == "draw" and count > MAX_DRAW:
            raise ActionError(msg("action.draw_count", most=MAX_DRAW))
    return act
