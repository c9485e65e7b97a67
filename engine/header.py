"""Record headers: the checks a header passes before a game is built from it (spec/game-record.md,
"Header" and "Settled details"). The record format this engine writes is
:data:`engine.formats.FORMAT`."""

from __future__ import annotations

import random
from typing import Any

from engine.actions import MAX_NUMBER, out_of_bounds
from engine.cards import CardDefinition, CardSchema, parse_definition
from engine.errors import RecordError
from engine.formats import FORMAT
from engine.messages import msg
from engine.ruleset import Ruleset
from engine.state import REMOVED, SPECTATOR

BASE_HEADER_KEYS = frozenset(
    {"ruleset", "players", "seed", "enforcement", "cards", "zones", "turn", "players_state",
     "name", "cardset", "format"}
)
HEADER_KINDS = {"cards": dict, "zones": dict, "turn": dict, "players_state": dict, "heroes": dict,
                "name": str, "cardset": str}


def validate_header(header: object, ruleset: Ruleset) -> dict[str, Any]:
    """Check a header's keys and types for ``ruleset`` (the game's rules of the header's record
    format: an older one may take keys and seeds of its day); return a copy with a seed (drawn
    from the OS if absent)."""
    of_its_day = ruleset.header_kinds_of_its_day
    if not isinstance(header, dict):
        raise RecordError(msg("header.not_object"))
    known = BASE_HEADER_KEYS | ruleset.header_keys
    if ruleset.hero_zone:
        known = known | {"heroes"}
    if of_its_day:
        known = known | of_its_day.keys()
    for key in header:
        if key[:1] != "_" and key not in known:
            raise RecordError(msg("header.unknown_key", key=key))
    players = header["players"]
    if (not isinstance(players, list) or not players
            or not all(isinstance(p, str) and p for p in players)):
        raise RecordError(msg("header.players"))
    if len(set(players)) != len(players):
        raise RecordError(msg("header.player_twice"))
    for player in players:
        if "." in player or player in (SPECTATOR, REMOVED):
            raise RecordError(msg("header.bad_player_id", player=player))
    if header.get("enforcement", "strict") not in ("strict", "warn"):
        raise RecordError(msg("header.enforcement"))
    kinds = {**HEADER_KINDS, **of_its_day, **_extension_kinds(ruleset)}
    for key, kind in kinds.items():
        if key in header and not isinstance(header[key], kind):
            raise RecordError(msg("header.wrong_type", key=key))
    header = {k: v for k, v in header.items() if k[:1] != "_"}
    seed = header.get("seed")
    if seed is None:
        header["seed"] = random.SystemRandom().randrange(MAX_NUMBER + 1)
    elif not isinstance(seed, int) or isinstance(seed, bool) or seed < 0 or seed >= (
            ruleset.seed_limit or MAX_NUMBER + 1):
        raise RecordError(msg("header.seed", most=MAX_NUMBER))
    if out_of_bounds({k: v for k, v in header.items() if k != "seed"}):
        raise RecordError(msg("header.number_bounds", most=MAX_NUMBER))
    if "format" in header and (not isinstance(header["format"], int)
                               or isinstance(header["format"], bool) or header["format"] < 1):
        raise RecordError(msg("header.wrong_type", key="format"))
    if header.get("format", FORMAT) > FORMAT:
        raise RecordError(msg("record.format_unknown", format=header["format"], known=FORMAT))
    turn = header.get("turn", {})
    unknown = set(turn) - {"active", "phase", "number"}
    if unknown:
        raise RecordError(msg("header.turn_key", key=sorted(unknown)[0]))
    if "active" in turn and turn["active"] not in players:
        raise RecordError(msg("name.unknown_player", player=turn["active"]))
    if "phase" in turn and turn["phase"] not in ruleset.all_phases:
        raise RecordError(msg("name.unknown_phase", name=turn["phase"], ruleset=ruleset.name))
    number = turn.get("number", 1)
    if not isinstance(number, int) or isinstance(number, bool) or number < 1:
        raise RecordError(msg("header.turn_number"))
    for player, counters in header.get("players_state", {}).items():
        if player not in players:
            raise RecordError(msg("name.unknown_player", player=player))
        if not isinstance(counters, dict) or not all(
            isinstance(v, int) and not isinstance(v, bool) for v in counters.values()
        ):
            raise RecordError(msg("header.players_state", player=player))
    for player, hero in header.get("heroes", {}).items():
        if player not in players:
            raise RecordError(msg("name.unknown_player", player=player))
        if not isinstance(hero, str):
            raise RecordError(msg("header.heroes", player=player))
    for key, kind in {**of_its_day, **_extension_kinds(ruleset)}.items():
        if kind is dict and key in header:
            for player, listed in header[key].items():
                if player not in players:
                    raise RecordError(msg("name.unknown_player", player=player))
                if not isinstance(listed, list) or not all(isinstance(x, str) for x in listed):
                    raise RecordError(msg("header.player_lists", key=key, player=player))
    return header


def _extension_kinds(ruleset: Ruleset) -> dict[str, type]:
    """The header keys a game adds (data ``header_keys``: key -> ``bool`` or ``player_lists``)."""
    return {key: bool if kind == "bool" else dict for key, kind in ruleset.data.header_keys.items()}


def parse_header_definitions(header: dict[str, Any], schema: CardSchema) -> dict[str, CardDefinition]:
    """The card definitions of a validated header, checked against its game's card schema."""
    cards = header.get("cards", {})
    return {str(key): parse_definition(schema, str(key), body) for key, body in cards.items()}


def check_ruleset_name(header: Any, known: tuple[str, ...]) -> str:
    """The ruleset a header names, checked against the games ``known``."""
    if not isinstance(header, dict):
        raise RecordError(msg("header.not_object"))
    if "act" in header or "expect" in header:
        raise RecordError(msg("header.first_line"))
    for key in ("ruleset", "players"):
        if key not in header:
            raise RecordError(msg("header.needs_key", key=key))
    name = header["ruleset"]
    if not isinstance(name, str) or name not in known:
        raise RecordError(msg("header.unknown_ruleset", ruleset=name, known=", ".join(known)))
    return name
