"""A game's data, typed: what every game's ``data.json`` may say (``engine/games/<name>/``).

Each key is a field of :class:`GameData` (a game adds its own keys by subclassing it); reading a
file refuses a misspelt or unknown key, a missing required one and a value of the wrong kind with
a :class:`GameDataError` naming the file and the key (``$.zones.deck.kind``), so that no rule can be
turned off silently by a typo. The rules that are data sit here under their rule ids
(``owner_routing``, ``fixed_order`` ...); the shared code reads them, and a game's own code reads
its own keys.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Literal, TypeVar

import msgspec

# Every struct: a key the struct does not know is an error, and a struct turned back into plain
# data leaves out what was left at its default (the file as its author wrote it).
STRICT: dict[str, Any] = {"forbid_unknown_fields": True, "omit_defaults": True, "frozen": True}


class Part(msgspec.Struct, **STRICT):
    """A part of a game's data."""


class Zone(Part, kw_only=True):
    """How a zone behaves: where it is drawn, who sees it, whether its order matters."""

    kind: Literal["hand", "pile", "area"]
    visibility: Literal["everyone", "owner", "nobody"]
    ordered: bool


class ZoneRoles(Part, kw_only=True):
    """Which zone is a player's deck, hand and graveyard (drawn from, held, sent to)."""

    deck: str | None = None
    hand: str | None = None
    graveyard: str | None = None


class Demo(Part, kw_only=True):
    """The demo game: a card set under ``assets/sets/`` with a deck list per player."""

    set: str
    players: list[str]


class Timing(Part, kw_only=True):
    """Cards of these types are played only in their player's own main phase."""

    types: list[str]
    rule: str


class Rule(Part, kw_only=True):
    """A rule that is on (its id)."""

    rule: str


class EntersTapped(Part, kw_only=True):
    """Cards of these types enter this zone tapped, from outside play."""

    zone: str
    types: list[str]
    rule: str


class CreatedRules(Part, kw_only=True):
    """The rules a created card cites: created for oneself, or for another player."""

    own: str
    other: str


class Replacement(Part, kw_only=True):
    """A prepared (created) card that would go ``into`` these zones (``*``: any change of zone)
    goes ``to`` this one instead (``removed``: out of the game)."""

    rule: str
    code: str
    into: list[str] | Literal["*"]
    to: str


class DeckSearch(Part, kw_only=True):
    """Looking into a deck needs a source; whether only one's own, and when it is shuffled after
    (``always``, or only after looking at the whole deck)."""

    rule: str
    own_only: bool = False
    look_shuffles: Literal["always", "whole"]


class FixedOrder(Part, kw_only=True):
    """A pile whose order nobody changes, unless an ability does (``source_allows``) or the game
    is still in its setup phases (``free_in_setup``)."""

    rule: str
    code: str
    source_allows: bool = False
    free_in_setup: bool = False


class FailedDraws(Part, kw_only=True):
    """A draw from an empty deck is counted on this counter; at ``lose_at`` the player loses."""

    counter: str
    rule: str
    lose_at: int


class DeckRules(Part, kw_only=True):
    """The construction rules of a deck list (engine.decks)."""

    rule: str
    min_cards: int = 0
    max_copies: int | None = None
    copies_count_sideboard: bool = False
    max_sideboard: int | None = None
    heroes: int = 0
    hero_type: str | None = None
    prepared: bool = False


class CardType(Part, kw_only=True):
    """The stats a card type must have and may have (``*``: any)."""

    required: list[str]
    allowed: list[str]


class CommandData(Part, kw_only=True):
    """A command of the game (a hand ability, a guided command): the act it makes, the message
    codes of its menu text and tip (the game's ``texts/``), its default key, and what it asks
    (see :class:`engine.protocol.Command`). The question it asks takes its title from ``title``
    (else ``text``), its prompt from ``prompt`` and its answer button from ``submit``."""

    id: str
    act: str
    text: str
    tip: str
    key: str | None = None
    source: str | None = msgspec.field(default=None, name="from")  # a zone role (``hand``)
    needs: str | None = None
    several: bool = False
    params: dict[str, Any] = {}
    title: str | None = None
    prompt: str | None = None
    submit: str | None = None
    none: str | None = None


class GameData(Part, kw_only=True):
    """What a game's ``data.json`` says. ``order`` places it in the menus (built-in games first)."""

    title: str
    language: str | None = None  # the language of the game's own official terms (hu, ru)
    order: int = 100
    demo: Demo | None = None
    header_keys: dict[str, Literal["bool", "player_lists"]] = {}
    open_zones: bool = False
    zones: dict[str, Zone]
    zone_roles: ZoneRoles = ZoneRoles()
    hero_zone: str | None = None
    phases: list[str]
    setup_phases: list[str] = []
    main_phase: str | None = None
    counters: dict[str, int]
    shown_counters: list[str] | None = None
    cost_counter: str | None = None
    acts: list[str]
    played_onto: list[str] = []
    play_destinations: dict[str, str]
    play_timing: Timing | None = None
    play_side: Rule | None = None
    enters_tapped: EntersTapped | None = None
    create_destinations: dict[str, str]
    created_rules: CreatedRules | None = None
    owner_routing: dict[str, str] = {}
    clears_on_entry: dict[str, list[str]] = {}
    prepared_replacement: Replacement | None = None
    deck_search: DeckSearch | None = None
    fixed_order: dict[str, FixedOrder] = {}
    arrival_rules: dict[str, str] = {}
    shuffle_into_deck: bool = True
    shuffle_rule: str | None = None
    fixed_in_play: dict[str, str] = {}
    checks_source: bool = False
    reveal_ability_rule: str | None = None
    hand_look_rule: str | None = "hand.look_needs_source"
    destroy_rule: str = "destroy.not_in_play"
    control_rule: str = "control.not_in_play"
    opening_hand: int = 5
    failed_draws: FailedDraws | None = None
    deck_rules: DeckRules | None = None
    card_fields: dict[str, str]
    card_types: dict[str, CardType]
    # The titles a card set's spreadsheet may give the game's own fields, per language.
    column_words: dict[str, dict[str, list[str]]] = {}
    commands: list[CommandData] = []


class GameDataError(ValueError):
    """A game's data file that cannot be read: the file, then what is wrong and at which key."""

    def __init__(self, path: Path | str, problem: str) -> None:
        super().__init__(f"{path}: {problem}")
        self.path = str(path)
        self.problem = problem


Data = TypeVar("Data", bound=GameData)


def read_game_data(path: Path, kind: type[Data]) -> Data:
    """The data file at ``path`` read as ``kind`` (:class:`GameData` or a game's subclass)."""
    try:
        return msgspec.json.decode(path.read_bytes(), type=kind)
    except (OSError, msgspec.DecodeError) as error:  # ValidationError is a DecodeError
        raise GameDataError(path, str(error)) from None


def plain(data: GameData) -> dict[str, Any]:
    """The data as plain JSON values, keys as the file writes them (defaults left out)."""
    out: dict[str, Any] = msgspec.to_builtins(data)
    return out
