"""Card definitions: plain slotted objects, checked against the ruleset's data.

The ruleset data (``engine/data/<name>.json``) lists the card fields with their kinds and, per card
type, which stats are required and which are allowed. A definition with an unknown field, a missing
required stat or a stat its type lacks is refused with an error naming the card and the field.

This checker is deliberately free of pydantic: reading a game record must start fast (the replay
benchmark times whole processes). The pydantic models for playtesters' card-set files and the JSON
Schema are generated from the same data in :mod:`engine.cardschema`, and a property test keeps the
two in agreement.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

from engine.errors import RecordError

BASE_FIELDS = ("name", "type", "text", "image")
SUBTYPES = ("weapon", "armor", "amulet")
ALL_STATS = ("cost", "flow", "duel", "reveal", "treasure", "compensation", "life", "strike",
             "subtype", "tribe", "cost_mod")


class CostModifier:
    """A Berserk cost modifier: on the card itself (per card in its owner's hand), or on every card
    of a tribe while the modifier's card is in play."""

    __slots__ = ("amount", "self_per_card_in_hand", "tribe")

    def __init__(self, self_per_card_in_hand: int | None = None, tribe: str | None = None,
                 amount: int | None = None) -> None:
        self.self_per_card_in_hand = self_per_card_in_hand
        self.tribe = tribe
        self.amount = amount

    def to_dict(self) -> dict[str, Any]:
        """The modifier as JSON-ready data."""
        return {k: getattr(self, k) for k in self.__slots__ if getattr(self, k) is not None}


class CardDefinition:
    """What a card is: name, type, text, image and the game's stats (None where not set)."""

    __slots__ = ("id", *BASE_FIELDS, *ALL_STATS)

    def __init__(self, card_id: str, fields: dict[str, Any]) -> None:
        self.id = card_id
        self.text = ""
        self.image = None
        for stat in ALL_STATS:
            setattr(self, stat, None)
        for key, value in fields.items():
            setattr(self, key, value)

    def stats(self) -> dict[str, Any]:
        """The game-specific fields that are set, JSON-ready."""
        out: dict[str, Any] = {}
        for stat in ALL_STATS:
            value = getattr(self, stat)
            if value is not None:
                out[stat] = value.to_dict() if isinstance(value, CostModifier) else value
        return out

    def to_dict(self) -> dict[str, Any]:
        """The definition as in a record header's ``cards``."""
        out: dict[str, Any] = {"name": self.name, "type": self.type}
        if self.text:
            out["text"] = self.text
        if self.image is not None:
            out["image"] = self.image
        out.update(self.stats())
        return out


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _check_cost_mod(value: Any) -> str | None:
    if not isinstance(value, dict):
        return "must be an object"
    for key in value:
        if key not in CostModifier.__slots__:
            return f'unknown key "{key}"'
    value = {k: v for k, v in value.items() if v is not None}  # null means absent, as for stats
    for key in ("self_per_card_in_hand", "amount"):
        if key in value and not _is_int(value[key]):
            return f'"{key}" must be a whole number'
    if "tribe" in value and not isinstance(value["tribe"], str):
        return '"tribe" must be a string'
    has_group = "tribe" in value or "amount" in value
    if "self_per_card_in_hand" not in value and not has_group:
        return "give self_per_card_in_hand, or tribe and amount"
    if has_group and not ("tribe" in value and "amount" in value):
        return "a group modifier needs both tribe and amount"
    return None


# field kind -> (check returning an error or None, how to store the value)
KINDS: dict[str, Callable[[Any], str | None]] = {
    "int": lambda v: None if _is_int(v) else "must be a whole number",
    "bool": lambda v: None if isinstance(v, bool) else "must be true or false",
    "str": lambda v: None if isinstance(v, str) else "must be a string",
    "strike": lambda v: None if isinstance(v, list) and all(_is_int(x) for x in v)
    else "must be a list of whole numbers",
    "subtype": lambda v: None if v in SUBTYPES else f"must be one of {', '.join(SUBTYPES)}",
    "cost_mod": _check_cost_mod,
}


@cache
def _schema(ruleset: str) -> tuple[dict[str, str], dict[str, dict[str, list[str]]]]:
    from engine.rulesets import load_ruleset_data

    data = load_ruleset_data(ruleset)
    return data["card_fields"], data["card_types"]


def parse_definition(ruleset: str, card_id: str, raw: Any) -> CardDefinition:
    """Check one card definition; raise :class:`RecordError` naming the card and the field."""
    fields, types = _schema(ruleset)

    def fail(message: str) -> RecordError:
        return RecordError(f'card "{card_id}": {message}')

    if not isinstance(raw, dict):
        raise fail("a definition must be an object")
    for key in ("name", "type"):
        if key not in raw:
            raise fail(f'missing field "{key}"')
        if not isinstance(raw[key], str) or not raw[key]:
            raise fail(f'field "{key}": must be a non-empty string')
    for key, value in raw.items():
        if key in ("name", "type"):
            continue
        if key == "text":
            problem = KINDS["str"](value)
        elif key == "image":
            problem = None if value is None or isinstance(value, str) else "must be a string"
        elif key in fields:
            problem = None if value is None else KINDS[fields[key]](value)
        else:
            raise fail(f'unknown field "{key}"')
        if problem:
            raise fail(f'field "{key}": {problem}')
    card_type = raw["type"]
    rules = types.get(card_type) or types.get("*")
    if rules is None:
        raise fail(f'field "type": unknown card type "{card_type}" (known: {", ".join(sorted(types))})')
    for stat in rules["required"]:
        if raw.get(stat) is None:
            raise fail(f'field "{stat}": a {card_type} needs {stat}')
    if "*" not in rules["allowed"]:
        for stat in fields:
            if stat not in rules["allowed"] and raw.get(stat) is not None:
                raise fail(f'field "{stat}": a {card_type} has no {stat}')
    values = {k: v for k, v in raw.items() if v is not None}
    if "cost_mod" in values:
        values["cost_mod"] = CostModifier(**{k: v for k, v in values["cost_mod"].items()
                                             if v is not None})
    if "strike" in values:
        values["strike"] = list(values["strike"])
    return CardDefinition(card_id, values)


def parse_definitions(ruleset: str, raw: Any) -> dict[str, CardDefinition]:
    """Check a header's ``cards`` table."""
    if not isinstance(raw, dict):
        raise RecordError('"cards" must be an object of card definitions')
    return {str(key): parse_definition(ruleset, str(key), body) for key, body in raw.items()}
