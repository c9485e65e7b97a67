"""The plain checker (`engine.cards.parse_definition`) and the pydantic models
(`engine.cardschema.card_model`) accept and refuse the same card definitions, for every ruleset.

Generated definitions mix well-formed and broken fields: wrong kinds (a bool for an int, a string
for a list), missing and extra keys, stats a card type lacks, odd cost modifiers, unknown types.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

from engine.cards import parse_definition
from engine.cardschema import card_model
from engine.errors import RecordError
from engine.games import game, game_data, game_names

ANY_VALUE = st.one_of(
    st.none(), st.booleans(), st.integers(-3, 12), st.floats(allow_nan=False, width=16),
    st.sampled_from(["", "x", "dwarf", "weapon", "armor", "amulet", "hero"]),
    st.lists(st.integers(0, 4), max_size=3), st.lists(st.sampled_from([True, "1", 2.0]), max_size=2),
)
COST_MODS = st.one_of(
    st.fixed_dictionaries({"self_per_card_in_hand": st.integers(-2, 2)}),
    st.fixed_dictionaries({"tribe": st.sampled_from(["dwarf", "elf"]), "amount": st.integers(-2, 2)}),
)
GOOD_BY_KIND: dict[str, st.SearchStrategy[Any]] = {
    "int": st.integers(-2, 12),
    "bool": st.booleans(),
    "str": st.sampled_from(["dwarf", "elf", ""]),
    "strike": st.lists(st.integers(0, 5), min_size=1, max_size=3),
    "subtype": st.sampled_from(["weapon", "armor", "amulet"]),
    "cost_mod": COST_MODS,
}
# Cost modifiers that are almost right: a key too many or too few, a null, a wrong kind.
ODD_COST_MODS = st.one_of(
    st.builds(lambda good, key, value: {**good, key: value}, COST_MODS,
              st.sampled_from(["self_per_card_in_hand", "tribe", "amount", "other"]),
              st.one_of(st.none(), st.integers(-2, 2), st.sampled_from(["dwarf", True]))),
    st.dictionaries(st.sampled_from(["self_per_card_in_hand", "tribe", "amount"]),
                    st.one_of(st.integers(-2, 2), st.sampled_from(["dwarf", None])), max_size=2),
)


@st.composite
def definitions(draw: st.DrawFn, ruleset: str) -> Any:
    """A valid definition of a random type, then up to three random changes that may break it."""
    data = game_data(ruleset)
    fields: dict[str, str] = data["card_fields"]
    types: dict[str, dict[str, list[str]]] = data["card_types"]
    if draw(st.integers(0, 40)) == 0:
        return draw(st.one_of(st.none(), st.integers(), st.text(max_size=3), st.lists(st.none())))
    card_type = draw(st.sampled_from([t for t in types if t != "*"] or ["creature", "spell", "item"]))
    rules = types.get(card_type) or types["*"]
    allowed = sorted(fields) if "*" in rules["allowed"] else rules["allowed"]
    out: dict[str, Any] = {"name": draw(st.sampled_from(["Farkas", "Тролль"])), "type": card_type}
    for stat in {*rules["required"], *draw(st.lists(st.sampled_from(allowed), max_size=3))}:
        out[stat] = draw(GOOD_BY_KIND[fields[stat]])
    for _ in range(draw(st.integers(0, 3))):
        change = draw(st.sampled_from(["value", "drop", "stat", "extra", "type", "text", "cost_mod"]))
        if change == "value":  # any field gets any value
            key = draw(st.sampled_from(["name", "type", *sorted(fields)]))
            out[key] = draw(ANY_VALUE)
        elif change == "drop" and out:
            del out[draw(st.sampled_from(sorted(out)))]
        elif change == "stat":  # a stat this type may lack, with a good value
            stat = draw(st.sampled_from(sorted(fields)))
            out[stat] = draw(GOOD_BY_KIND[fields[stat]])
        elif change == "extra":
            out[draw(st.sampled_from(["id", "count", "colour", "cost_self"]))] = 1
        elif change == "type":
            out["type"] = draw(st.sampled_from([*types, "dragon", ""]))
        elif change == "text":
            out[draw(st.sampled_from(["text", "image"]))] = draw(st.one_of(st.text(max_size=4), ANY_VALUE))
        elif change == "cost_mod" and "cost_mod" in fields:
            out["cost_mod"] = draw(ODD_COST_MODS)
    return out


def accepted_by_checker(ruleset: str, raw: Any) -> dict[str, Any] | None:
    try:
        return parse_definition(game(ruleset).cards, "card", raw).to_dict()
    except RecordError:
        return None


def accepted_by_model(ruleset: str, raw: Any) -> dict[str, Any] | None:
    try:
        return card_model(ruleset).model_validate(raw).model_dump(exclude_none=True)
    except ValidationError:
        return None


@pytest.mark.parametrize("ruleset", game_names())
@settings(max_examples=600, deadline=None)
@given(data=st.data())
def test_checker_and_model_agree(ruleset: str, data: st.DataObject) -> None:
    raw = data.draw(definitions(ruleset))
    by_checker = accepted_by_checker(ruleset, raw)
    by_model = accepted_by_model(ruleset, raw)
    assert (by_checker is None) == (by_model is None), (raw, by_checker, by_model)
    if by_checker is not None and by_model is not None:
        # The same card comes out (the checker leaves out an empty text, the model's default).
        assert by_checker == {k: v for k, v in by_model.items() if (k, v) != ("text", "")}


@pytest.mark.parametrize(("ruleset", "raw"), [
    ("berserk", {"name": "Тролль", "type": "creature", "cost": 3, "life": 4, "strike": [1, 2, 3]}),
    ("berserk", {"name": "Кубок", "type": "equipment", "cost": 1, "subtype": "amulet",
                 "cost_mod": {"tribe": "dwarf", "amount": -1}}),
    ("hkk", {"name": "Farkas", "type": "creature", "cost": 2, "flow": True, "duel": 4}),
    ("free", {"name": "Anything", "type": "thing", "life": 3, "flow": False}),
])
def test_both_accept_good_cards(ruleset: str, raw: dict[str, Any]) -> None:
    assert accepted_by_checker(ruleset, raw) is not None
    assert accepted_by_model(ruleset, raw) is not None


@pytest.mark.parametrize(("ruleset", "raw"), [
    ("berserk", {"name": "Тролль", "type": "creature", "cost": 3, "life": 4}),  # no strike
    ("berserk", {"name": "Вождь", "type": "hero", "life": 20, "cost": 2}),  # a hero has no cost
    ("berserk", {"name": "Тролль", "type": "ogre", "cost": 3}),  # unknown type
    ("berserk", {"name": "Меч", "type": "equipment", "cost": 1, "subtype": "sword"}),
    ("berserk", {"name": "Кубок", "type": "spell", "cost": 1, "cost_mod": {"tribe": "dwarf"}}),
    ("hkk", {"name": "Farkas", "type": "creature", "cost": True}),  # a bool is not a number
    ("hkk", {"name": "Farkas", "type": "creature", "life": 3}),  # HKK cards have no life
    ("hkk", {"name": "", "type": "creature"}),
    ("free", {"name": "Anything", "type": "thing", "colour": "red"}),
])
def test_both_refuse_bad_cards(ruleset: str, raw: dict[str, Any]) -> None:
    assert accepted_by_checker(ruleset, raw) is None
    assert accepted_by_model(ruleset, raw) is None


def test_null_inside_cost_mod_means_absent_for_both() -> None:
    raw = {"name": "Тролль", "type": "spell", "cost": 2,
           "cost_mod": {"self_per_card_in_hand": -1, "tribe": None}}
    assert (accepted_by_checker("berserk", raw) is None) == (accepted_by_model("berserk", raw) is None)


def test_unknown_null_key_inside_cost_mod() -> None:
    raw = {"name": "Тролль", "type": "spell", "cost": 2,
           "cost_mod": {"self_per_card_in_hand": -1, "colour": None}}
    assert (accepted_by_checker("berserk", raw) is None) == (accepted_by_model("berserk", raw) is None)
