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

from collections.abc import Callable, Iterable
from typing import Any

from engine.errors import RecordError
from engine.messages import Message, msg
from engine.registry import game_data, game_names, registry_version

BASE_FIELDS = ("name", "type", "text", "image", "token")
SUBTYPES = ("weapon", "armor", "amulet")


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
    """What a card is: name, type, text, image, whether the set marks it a token (a card that is
    created during play, not dealt), and the game's stats (``definition.cost``; a stat that is
    not set reads as None)."""

    __slots__ = ("_stats", "id", *BASE_FIELDS)

    def __init__(self, card_id: str, fields: dict[str, Any]) -> None:
        self.id = card_id
        self.text = ""
        self.image = None
        self.token = False
        stats: dict[str, Any] = {}
        for key, value in fields.items():
            if key in BASE_FIELDS:
                setattr(self, key, value)
            else:
                stats[key] = value
        self._stats = stats

    def __getattr__(self, name: str) -> Any:
        # Only called for names that are not slots: the stats, set or not.
        if name in all_stats():
            return self._stats.get(name)
        raise AttributeError(name)

    def stats(self) -> dict[str, Any]:
        """The game-specific fields that are set, JSON-ready."""
        out: dict[str, Any] = {}
        for stat in all_stats():
            value = self._stats.get(stat)
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
        if self.token:
            out["token"] = True
        out.update(self.stats())
        return out


_STATS: tuple[int, tuple[str, ...]] = (-1, ())


def all_stats() -> tuple[str, ...]:
    """Every stat any registered game's cards may have, in the order the games list them."""
    global _STATS
    version = registry_version()
    if _STATS[0] != version:
        names: dict[str, None] = {}
        for game in game_names():
            names.update(dict.fromkeys(game_data(game)["card_fields"]))
        _STATS = (version, tuple(names))
    return _STATS[1]


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _check_cost_mod(value: Any) -> Message | None:
    if not isinstance(value, dict):
        return msg("value.object")
    for key in value:
        if key not in CostModifier.__slots__:
            return msg("cost_mod.unknown_key", key=key)
    value = {k: v for k, v in value.items() if v is not None}  # null means absent, as for stats
    for key in ("self_per_card_in_hand", "amount"):
        if key in value and not _is_int(value[key]):
            return msg("cost_mod.key_number", key=key)
    if "tribe" in value and not isinstance(value["tribe"], str):
        return msg("cost_mod.tribe_string")
    has_group = "tribe" in value or "amount" in value
    if "self_per_card_in_hand" not in value and not has_group:
        return msg("cost_mod.kind")
    if has_group and not ("tribe" in value and "amount" in value):
        return msg("cost_mod.group")
    return None


# field kind -> check returning what is wrong, or None
KINDS: dict[str, Callable[[Any], Message | None]] = {
    "int": lambda v: None if _is_int(v) else msg("value.whole_number"),
    "bool": lambda v: None if isinstance(v, bool) else msg("value.bool"),
    "str": lambda v: None if isinstance(v, str) else msg("value.string"),
    "strike": lambda v: None if isinstance(v, list) and all(_is_int(x) for x in v)
    else msg("value.number_list"),
    "subtype": lambda v: None if v in SUBTYPES else msg("value.one_of", choices=", ".join(SUBTYPES)),
    "cost_mod": _check_cost_mod,
}


def _schema(ruleset: str) -> tuple[dict[str, str], dict[str, dict[str, list[str]]]]:
    data = game_data(ruleset)
    return data["card_fields"], data["card_types"]


def parse_definition(ruleset: str, card_id: str, raw: Any) -> CardDefinition:
    """Check one card definition; raise :class:`RecordError` naming the card and the field."""
    fields, types = _schema(ruleset)

    def fail(problem: Message) -> RecordError:
        return RecordError(msg("card.definition", card=card_id, problem=problem))

    if not isinstance(raw, dict):
        raise fail(msg("card.not_object"))
    for key in ("name", "type"):
        if key not in raw:
            raise fail(msg("card.missing_field", field=key))
        if not isinstance(raw[key], str) or not raw[key]:
            raise fail(msg("card.field", field=key, problem=msg("value.non_empty_string")))
    for key, value in raw.items():
        if key in ("name", "type"):
            continue
        if key == "text":
            problem = KINDS["str"](value)
        elif key == "image":
            problem = None if value is None or isinstance(value, str) else msg("value.string")
        elif key == "token":
            problem = KINDS["bool"](value)
        elif key in fields:
            problem = None if value is None else KINDS[fields[key]](value)
        else:
            raise fail(msg("card.unknown_field", field=key))
        if problem:
            raise fail(msg("card.field", field=key, problem=problem))
    problem = type_problem(raw["type"], types, fields, raw.get)
    if problem:
        raise fail(problem)
    values = {k: v for k, v in raw.items() if v is not None}
    if "cost_mod" in values:
        values["cost_mod"] = CostModifier(**{k: v for k, v in values["cost_mod"].items()
                                             if v is not None})
    if "strike" in values:
        values["strike"] = list(values["strike"])
    return CardDefinition(card_id, values)


def type_problem(card_type: str, types: dict[str, dict[str, list[str]]], fields: Iterable[str],
                 stat: Callable[[str], Any]) -> Message | None:
    """What is wrong with a card's type and its stats (``stat(name)``, None: not set), if anything:
    an unknown type, a required stat missing, a stat its type has not (``card.field`` says which).

    The plain checker and the pydantic model (:mod:`engine.cardschema`) both ask this."""
    problems = type_problems(card_type, types, fields, stat)
    return problems[0] if problems else None


def type_problems(card_type: str, types: dict[str, dict[str, list[str]]], fields: Iterable[str],
                  stat: Callable[[str], Any]) -> list[Message]:
    """Every problem :func:`type_problem` would name first (a card set reports a row's at once)."""
    rules = types.get(card_type) or types.get("*")
    if rules is None:
        return [msg("card.field", field="type", problem=msg(
            "card.unknown_type", name=card_type, known=", ".join(sorted(types))))]
    found = [msg("card.field", field=name, problem=msg("card.needs_stat", card_type=card_type,
                                                          stat=name))
             for name in rules["required"] if stat(name) is None]
    if "*" not in rules["allowed"]:
        found += [msg("card.field", field=name, problem=msg("card.has_no_stat",
                                                             card_type=card_type, stat=name))
                  for name in fields if name not in rules["allowed"] and stat(name) is not None]
    return found


def parse_definitions(ruleset: str, raw: Any) -> dict[str, CardDefinition]:
    """Check a header's ``cards`` table."""
    if not isinstance(raw, dict):
        raise RecordError(msg("cards.not_object"))
    return {str(key): parse_definition(ruleset, str(key), body) for key, body in raw.items()}
