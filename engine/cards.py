"""Card definitions: plain slotted objects, checked against their game's card schema.

A game's data lists its card fields with their kinds and, per card type, which stats are required
and which are allowed. A definition with an unknown field, a missing required stat or a stat its
type lacks is refused with an error naming the card and the field.

A field's kind (:class:`FieldKind`) says in one place everything about a value of that kind: the
check, the value a definition keeps, the pydantic type a card-set report and the published JSON
Schema use (:mod:`engine.cardschema`), and how a card set's spreadsheet writes it. The shared kinds
are here (``int``, ``bool``, ``str``); a game's package adds its own (``engine/games/<name>/``).

This checker is deliberately free of pydantic: reading a game record must start fast (the replay
benchmark times whole processes). A property test keeps it in agreement with the pydantic model.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar, NamedTuple

from engine.errors import RecordError
from engine.messages import Message, msg

if TYPE_CHECKING:
    from engine.gamedata import CardType

BASE_FIELDS = ("name", "type", "text", "image", "token")


class FieldKind(ABC):
    """One kind of card field (``card_fields`` in a game's data names it by :attr:`name`).

    ``cell`` is how a spreadsheet cell writes a value (a converter of :mod:`engine.cardset`);
    ``choices`` are ids a cell may also write as a word of the set's language (type words);
    ``columns``, for a value that is an object, the spreadsheet columns it is written in:
    column -> (its key in the object, the cell kind)."""

    name = ""
    cell = "str"
    choices: tuple[str, ...] = ()
    columns: ClassVar[dict[str, tuple[str, str]]] = {}

    @abstractmethod
    def check(self, value: Any) -> Message | None:
        """What is wrong with a value (not null) of this kind, or None."""

    def read(self, value: Any) -> Any:
        """The value a definition keeps for a checked one."""
        return value

    def to_json(self, value: Any) -> Any:
        """A kept value as JSON-ready data."""
        return value

    @abstractmethod
    def model_type(self) -> Any:
        """The pydantic type of a value of this kind (imports pydantic: card-set reports and the
        published JSON Schema only)."""

    def problem_column(self, value: dict[str, Any], key: str | None) -> str:
        """For a kind written in several :attr:`columns`: the column a problem found checking
        ``value`` is shown at (``key``: the key it is about, when known)."""
        for column, (part, _cell) in self.columns.items():
            if part == key or (key is None and part not in value):
                return column
        return next(iter(self.columns))

    def stat_column(self, value: dict[str, Any]) -> str:
        """For a kind written in several :attr:`columns`: the column a problem with the stat as a
        whole (a card type that has no such stat) is shown at."""
        return next((column for column, (part, _cell) in self.columns.items() if part in value),
                    next(iter(self.columns)))


def is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


class _Plain(FieldKind):
    """A kind checked by one test of the value (a whole number, a boolean, a string)."""

    def __init__(self, name: str, test: Callable[[Any], bool], problem: str, model: str) -> None:
        self.name = self.cell = name
        self.test = test
        self.problem = problem
        self.model = model

    def check(self, value: Any) -> Message | None:
        return None if self.test(value) else msg(self.problem)

    def model_type(self) -> Any:
        import pydantic

        return getattr(pydantic, self.model)


INT = _Plain("int", is_int, "value.whole_number", "StrictInt")
BOOL = _Plain("bool", lambda value: isinstance(value, bool), "value.bool", "StrictBool")
STR = _Plain("str", lambda value: isinstance(value, str), "value.string", "StrictStr")
SHARED_KINDS: dict[str, FieldKind] = {kind.name: kind for kind in (INT, BOOL, STR)}


class CardSchema(NamedTuple):
    """A game's cards: each field's kind (in the data's order) and each type's rules."""

    fields: dict[str, FieldKind]
    types: dict[str, CardType]


class CardDefinition:
    """What a card is: name, type, text, image, whether the set marks it a token (a card that is
    created during play, not dealt), and its game's stats (``definition.cost``, or
    ``definition.stat("cost")``; a stat of its game that is not set reads as None)."""

    __slots__ = ("_schema", "_stats", "id", *BASE_FIELDS)

    def __init__(self, card_id: str, fields: dict[str, Any], schema: CardSchema) -> None:
        self.id = card_id
        self.text = ""
        self.image = None
        self.token = False
        self._schema = schema
        stats: dict[str, Any] = {}
        for key, value in fields.items():
            if key in BASE_FIELDS:
                setattr(self, key, value)
            else:
                stats[key] = value
        self._stats = stats

    def __getattr__(self, name: str) -> Any:
        # Only called for names that are not slots: the stats of its game, set or not.
        if name[:1] != "_" and name in self._schema.fields:
            return self._stats.get(name)
        raise AttributeError(name)

    def stat(self, name: str) -> Any:
        """A stat's value; None when it is not set (or its game's cards have no such stat)."""
        return self._stats.get(name)

    def stats(self) -> dict[str, Any]:
        """The game-specific fields that are set, JSON-ready."""
        return {name: kind.to_json(self._stats[name]) for name, kind in self._schema.fields.items()
                if self._stats.get(name) is not None}

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


def parse_definition(schema: CardSchema, card_id: str, raw: Any) -> CardDefinition:
    """Check one card definition; raise :class:`RecordError` naming the card and the field."""
    fields = schema.fields

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
            problem = STR.check(value)
        elif key == "image":
            problem = None if value is None or isinstance(value, str) else msg("value.string")
        elif key == "token":
            problem = BOOL.check(value)
        elif key in fields:
            problem = None if value is None else fields[key].check(value)
        else:
            raise fail(msg("card.unknown_field", field=key))
        if problem:
            raise fail(msg("card.field", field=key, problem=problem))
    problem = type_problem(schema, raw["type"], raw.get)
    if problem:
        raise fail(problem)
    values = {k: (fields[k].read(v) if k in fields else v) for k, v in raw.items() if v is not None}
    return CardDefinition(card_id, values, schema)


def type_problem(schema: CardSchema, card_type: str, stat: Callable[[str], Any]) -> Message | None:
    """What is wrong with a card's type and its stats (``stat(name)``, None: not set), if anything:
    an unknown type, a required stat missing, a stat its type has not (``card.field`` says which).

    The plain checker and the pydantic model (:mod:`engine.cardschema`) both ask this."""
    problems = type_problems(schema, card_type, stat)
    return problems[0] if problems else None


def type_problems(schema: CardSchema, card_type: str, stat: Callable[[str], Any]) -> list[Message]:
    """Every problem :func:`type_problem` would name first (a card set reports a row's at once)."""
    types = schema.types
    rules = types.get(card_type) or types.get("*")
    if rules is None:
        return [msg("card.field", field="type", problem=msg(
            "card.unknown_type", name=card_type, known=", ".join(sorted(types))))]
    found = [msg("card.field", field=name, problem=msg("card.needs_stat", card_type=card_type,
                                                          stat=name))
             for name in rules.required if stat(name) is None]
    if "*" not in rules.allowed:
        found += [msg("card.field", field=name, problem=msg("card.has_no_stat",
                                                             card_type=card_type, stat=name))
                  for name in schema.fields if name not in rules.allowed and stat(name) is not None]
    return found
