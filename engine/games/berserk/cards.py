"""Berserk's card field kinds: a strike (``[1, 2, 3]``), an equipment subtype (212.3) and a cost
modifier ([cost.self], [cost.group]), each in one place: its check, the value a definition
keeps, its pydantic type (card-set reports, the published JSON Schema) and its spreadsheet cells."""

from __future__ import annotations

from functools import cache
from typing import Any, ClassVar, Literal

from engine.cards import FieldKind, is_int
from engine.messages import Message, msg

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


class Strike(FieldKind):
    """A creature's strike: whole numbers (weak, medium, strong), written ``1-2-3`` in a cell."""

    name = cell = "strike"

    def check(self, value: Any) -> Message | None:
        if isinstance(value, list) and all(is_int(x) for x in value):
            return None
        return msg("value.number_list")

    def read(self, value: Any) -> Any:
        return list(value)

    def model_type(self) -> Any:
        from pydantic import StrictInt

        return list[StrictInt]


class Subtype(FieldKind):
    """An equipment's class (212.3: one of each class per player)."""

    name = "subtype"
    choices = SUBTYPES

    def check(self, value: Any) -> Message | None:
        return None if value in SUBTYPES else msg("value.one_of", choices=", ".join(SUBTYPES))

    def model_type(self) -> Any:
        return Literal[SUBTYPES]


class CostMod(FieldKind):
    """A cost modifier, written in three columns of a card set."""

    name = "cost_mod"
    columns: ClassVar[dict[str, tuple[str, str]]] = {
        "cost_self": ("self_per_card_in_hand", "int"), "cost_tribe": ("tribe", "str"),
        "cost_tribe_amount": ("amount", "int")}

    def check(self, value: Any) -> Message | None:
        if not isinstance(value, dict):
            return msg("value.object")
        for key in value:
            if key not in CostModifier.__slots__:
                return msg("cost_mod.unknown_key", key=key)
        value = {k: v for k, v in value.items() if v is not None}  # null means absent, as for stats
        for key in ("self_per_card_in_hand", "amount"):
            if key in value and not is_int(value[key]):
                return msg("cost_mod.key_number", key=key)
        if "tribe" in value and not isinstance(value["tribe"], str):
            return msg("cost_mod.tribe_string")
        has_group = "tribe" in value or "amount" in value
        if "self_per_card_in_hand" not in value and not has_group:
            return msg("cost_mod.kind")
        if has_group and not ("tribe" in value and "amount" in value):
            return msg("cost_mod.group")
        return None

    def read(self, value: Any) -> Any:
        return CostModifier(**{k: v for k, v in value.items() if v is not None})

    def to_json(self, value: Any) -> Any:
        return value.to_dict()

    def model_type(self) -> Any:
        return _cost_modifier_model()

    def problem_column(self, value: dict[str, Any], key: str | None) -> str:
        """A key's own column; else the group's part that is missing (a group modifier needs
        both), else the tribe's."""
        column_of = {part: column for column, (part, _cell) in self.columns.items()}
        if key in column_of:
            return column_of[key]
        return next((column_of[part] for part in ("tribe", "amount") if part not in value),
                    "cost_tribe")

    def stat_column(self, value: dict[str, Any]) -> str:
        return "cost_self" if "self_per_card_in_hand" in value else "cost_tribe"


@cache
def _cost_modifier_model() -> Any:
    from pydantic import BaseModel, ConfigDict, StrictInt, StrictStr, model_validator

    from engine.messages import MessageError

    class CostModifierModel(BaseModel):
        """A Berserk cost modifier: on the card itself, or on a tribe while the card is in play."""

        model_config = ConfigDict(extra="forbid", frozen=True)
        self_per_card_in_hand: StrictInt | None = None
        tribe: StrictStr | None = None
        amount: StrictInt | None = None

        @model_validator(mode="after")
        def _one_kind(self) -> CostModifierModel:
            has_group = self.tribe is not None or self.amount is not None
            if self.self_per_card_in_hand is None and not has_group:
                raise MessageError(msg("cost_mod.kind"))
            if has_group and (self.tribe is None or self.amount is None):
                raise MessageError(msg("cost_mod.group"))
            return self

    return CostModifierModel


STRIKE, SUBTYPE, COST_MOD = Strike(), Subtype(), CostMod()
KINDS = (STRIKE, SUBTYPE, COST_MOD)
