"""Card definitions, validated by pydantic, one model per ruleset built from the ruleset's data.

The ruleset data (``engine/data/<name>.json``) lists the card fields with their kinds and, per card
type, which stats are required and which are allowed. A definition with an unknown field, a missing
required stat or a stat its type lacks is refused with an error naming the card and the field.
"""

from __future__ import annotations

from functools import cache
from typing import Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    StrictBool,
    StrictInt,
    StrictStr,
    ValidationError,
    create_model,
    model_validator,
)

from engine.errors import RecordError


class CostModifier(BaseModel):
    """A Berserk cost modifier: on the card itself, or on a tribe while the card is in play."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    self_per_card_in_hand: StrictInt | None = None
    tribe: StrictStr | None = None
    amount: StrictInt | None = None

    @model_validator(mode="after")
    def _one_kind(self) -> CostModifier:
        has_group = self.tribe is not None or self.amount is not None
        if self.self_per_card_in_hand is None and not has_group:
            raise ValueError("give self_per_card_in_hand, or tribe and amount")
        if has_group and (self.tribe is None or self.amount is None):
            raise ValueError("a group modifier needs both tribe and amount")
        return self


FIELD_KINDS: dict[str, Any] = {
    "int": StrictInt | None,
    "bool": StrictBool | None,
    "str": StrictStr | None,
    "strike": list[StrictInt] | None,
    "subtype": Literal["weapon", "armor", "amulet"] | None,
    "cost_mod": CostModifier | None,
}


class CardDefinitionBase(BaseModel):
    """Fields every card of every game has."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    name: StrictStr = Field(min_length=1)
    type: StrictStr = Field(min_length=1)
    text: StrictStr = ""
    image: StrictStr | None = None

    def stats(self) -> dict[str, Any]:
        """The game-specific fields that are set, in a JSON-ready form."""
        return self.model_dump(exclude={"name", "type", "text", "image"}, exclude_none=True)


@cache
def definition_model(ruleset: str) -> type[CardDefinitionBase]:
    """The pydantic model of a card definition in ``ruleset`` (built once from its data)."""
    from engine.rulesets import load_ruleset_data

    data = load_ruleset_data(ruleset)
    fields: dict[str, Any] = {
        name: (FIELD_KINDS[kind], None) for name, kind in data["card_fields"].items()
    }
    types: dict[str, dict[str, list[str]]] = data["card_types"]

    def check_type_stats(model: CardDefinitionBase) -> CardDefinitionBase:
        rules = types.get(model.type) or types.get("*")
        if rules is None:
            known = ", ".join(sorted(types))
            raise ValueError(f'unknown card type "{model.type}" (known: {known})')
        for stat in rules["required"]:
            if getattr(model, stat) is None:
                raise ValueError(f'field "{stat}": a {model.type} needs {stat}')
        if "*" not in rules["allowed"]:
            for stat in data["card_fields"]:
                if stat not in rules["allowed"] and getattr(model, stat) is not None:
                    raise ValueError(f'field "{stat}": a {model.type} has no {stat}')
        return model

    model = create_model(  # type: ignore[call-overload]
        f"{ruleset.capitalize()}CardDefinition",
        __base__=CardDefinitionBase,
        __validators__={"check_type_stats": model_validator(mode="after")(check_type_stats)},
        **fields,
    )
    return model


def describe_validation_error(card_id: str, error: ValidationError) -> str:
    """One line naming the card and the first bad field."""
    first = error.errors()[0]
    location = ".".join(str(part) for part in first["loc"])
    message = first["msg"].removeprefix("Value error, ")
    if first["type"] == "extra_forbidden":
        return f'card "{card_id}": unknown field "{location}"'
    if first["type"] == "missing":
        return f'card "{card_id}": missing field "{location}"'
    if location:
        return f'card "{card_id}": field "{location}": {message}'
    return f'card "{card_id}": {message}'


def parse_definition(ruleset: str, card_id: str, raw: Any) -> CardDefinitionBase:
    """Validate one card definition; raise :class:`RecordError` naming the card and field."""
    if not isinstance(raw, dict):
        raise RecordError(f'card "{card_id}": a definition must be an object')
    try:
        return definition_model(ruleset).model_validate(raw)
    except ValidationError as error:
        raise RecordError(describe_validation_error(card_id, error)) from None


def parse_definitions(ruleset: str, raw: Any) -> dict[str, CardDefinitionBase]:
    """Validate a header's ``cards`` table."""
    if not isinstance(raw, dict):
        raise RecordError('"cards" must be an object of card definitions')
    return {str(card_id): parse_definition(ruleset, str(card_id), body) for card_id, body in raw.items()}
