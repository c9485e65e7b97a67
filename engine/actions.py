"""The shape of every action (spec/game-record.md), checked fast and without pydantic.

Actions are plain dicts, one line of the game record each. :func:`check_shape` refuses unknown
acts, unknown keys, missing keys, wrong types and numbers out of bounds with a one-line
:class:`ActionError`: no line may make the engine work for long (spec: "History and numbers").
"""

from __future__ import annotations

from typing import Any

from engine.errors import ActionError
from engine.messages import msg


def _is_str(value: Any) -> bool:
    return isinstance(value, str)


MAX_NUMBER = 1_000_000  # any integer in a record lies within -MAX_NUMBER ... MAX_NUMBER
MAX_DRAW = 1_000


def _is_int(value: Any) -> bool:
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


def _is_bool(value: Any) -> bool:
    return isinstance(value, bool)


def _is_pos(value: Any) -> bool:
    return value in ("top", "bottom") or _is_int(value)


def _is_end(value: Any) -> bool:
    return value in ("top", "bottom")


def _is_str_or_null(value: Any) -> bool:
    return value is None or isinstance(value, str)


def _is_str_list(value: Any) -> bool:
    return isinstance(value, list) and all(isinstance(item, str) for item in value)


def _is_dict(value: Any) -> bool:
    return isinstance(value, dict)


# type check -> the message code of what it wants ("kind.string": "a string")
KINDS = {
    _is_str: "kind.string",
    _is_int: "kind.integer",
    _is_bool: "kind.bool",
    _is_pos: "kind.position",
    _is_end: "kind.end",
    _is_str_or_null: "kind.string_or_null",
    _is_str_list: "kind.string_list",
    _is_dict: "kind.object",
}

R, OPT = True, False  # required, optional

# act -> key -> (type check, required). Every act also has "act" and "by".
ACTS: dict[str, dict[str, tuple[Any, bool]]] = {
    "move": {"card": (_is_str, R), "to": (_is_str, R), "pos": (_is_pos, OPT), "source": (_is_str, OPT)},
    "move_many": {"cards": (_is_str_list, R), "to": (_is_str, R), "order": (_is_str_list, OPT),
                  "pos": (_is_end, OPT), "source": (_is_str, OPT)},
    "draw": {"count": (_is_int, OPT)},
    "shuffle": {"zone": (_is_str, R), "source": (_is_str, OPT)},
    "look": {"zone": (_is_str, R), "count": (_is_int, OPT), "source": (_is_str, OPT)},
    "reveal": {"card": (_is_str, R), "ability": (_is_bool, OPT)},
    "play": {"card": (_is_str, R), "to": (_is_str, OPT)},
    "flow": {"card": (_is_str, R)},
    "duel": {"card": (_is_str, R), "target": (_is_str, OPT)},
    "duel_answer": {"card": (_is_str_or_null, OPT)},
    "duel_effect": {"effect": (lambda v: v in ("damage", "heal"), R), "target": (_is_str, R)},
    "treasure": {"card": (_is_str, R)},
    "mulligan": {"cards": (_is_str_list, R)},
    "create": {"card": (_is_str, R), "id": (_is_str, R), "at": (_is_str, OPT), "to": (_is_str, OPT)},
    "destroy": {"card": (_is_str, R)},
    "control": {"card": (_is_str, R)},
    "tap": {"card": (_is_str, R), "tapped": (_is_bool, OPT)},
    "prevent": {"card": (_is_str, R), "with": (_is_str, OPT)},
    "flip": {"card": (_is_str, R), "face_down": (_is_bool, OPT)},
    "counter": {"player": (_is_str, R), "name": (_is_str, R), "delta": (_is_int, OPT),
                "value": (_is_int, OPT)},
    "define": {"card": (_is_str, R), "as": (_is_dict, R)},
    "undo": {},
    "redo": {},
    "mark": {"card": (_is_str, R), "marker": (_is_str, R), "count": (_is_int, OPT)},
    "effect": {"card": (_is_str, R), "effect": (_is_str, R), "remove": (_is_bool, OPT)},
    "phase": {"to": (_is_str, R)},
    "end_turn": {},
    # Cardtable's extensions: the enforcement changes mid-game (the desktop's switch); from this
    # line on, the record follows the rules of record format N (a game of an older format that
    # was resumed and played on).
    "enforcement": {"mode": (lambda v: v in ("strict", "warn"), R)},
    "format": {"format": (_is_int, R)},
}
NEEDS_NOTHING = frozenset(act for act, keys in ACTS.items() if not any(r for _, r in keys.values()))
KINDS[ACTS["duel_effect"]["effect"][0]] = "kind.duel_effect"
KINDS[ACTS["enforcement"]["mode"][0]] = "kind.mode"


def check_shape(action: Any) -> str:
    """Check an action's keys and types; return its act. Keys starting with ``_`` are metadata."""
    if not isinstance(action, dict):
        raise ActionError(msg("action.not_object"))
    act = action.get("act")
    if not isinstance(act, str):
        raise ActionError(msg("action.needs_act"))
    keys = ACTS.get(act)
    if keys is None:
        raise ActionError(msg("action.unknown_act", name=act))
    if not isinstance(action.get("by"), str):
        raise ActionError(msg("action.needs_by", name=act))
    if len(action) == 2:
        if act in NEEDS_NOTHING:
            return act
        missing = next(key for key, (_, required) in keys.items() if required)
        raise ActionError(msg("action.needs_key", name=act, key=missing))
    for key, value in action.items():
        if key in ("act", "by") or key[:1] == "_":
            continue
        rule = keys.get(key)
        if rule is None:
            raise ActionError(msg("action.unknown_key", key=key, name=act))
        if not rule[0](value):
            raise ActionError(msg("action.wrong_kind", key=key, name=act, kind=msg(KINDS[rule[0]])))
        if value.__class__ is not str and out_of_bounds(value):
            raise ActionError(msg("action.number_bounds", key=key, name=act, most=MAX_NUMBER))
    for key, (_, required) in keys.items():
        if required and key not in action:
            raise ActionError(msg("action.needs_key", name=act, key=key))
    count = action.get("count")
    if act in ("draw", "look") and count is not None:
        if count < 0:
            raise ActionError(msg("action.negative_count"))
        if act == "draw" and count > MAX_DRAW:
            raise ActionError(msg("action.draw_count", most=MAX_DRAW))
    return act
