"""The state of a game: its cards, zones, counters and turn, and the names and sight of them.

:class:`GameState` holds what a snapshot holds (engine/history.py) and answers what is where and
who may see it; it knows no rule (moving cards by the rules is :mod:`engine.rules`). The cards are
plain slotted objects, because the hot path touches them a lot.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, NamedTuple

from engine.errors import ActionError, RecordError
from engine.messages import msg

if TYPE_CHECKING:
    from engine.cards import CardDefinition
    from engine.ruleset import Ruleset

REMOVED = "removed"
EVERYONE = "*"
SPECTATOR = "spectator"


class Judge(str):
    """The judge's viewer: every card face up, every deck's order shown. Only this object is the
    judge, never a plain string (a player may be called "judge"), so the judge's view is always an
    explicit choice: :meth:`engine.game.Game.viewer` turns the word into it when asked to."""

    __slots__ = ()


JUDGE = Judge("judge")


class ZoneSpec(NamedTuple):
    """How one kind of zone behaves: where it is drawn, who sees it, whether order matters."""

    name: str
    kind: str  # "hand" | "pile" | "area"
    visibility: str  # "everyone" | "owner" | "nobody"
    ordered: bool


REMOVED_SPEC = ZoneSpec(REMOVED, "pile", "everyone", True)
OPEN_AREA = "area"


class Card:
    """One physical card on the table, named by a stable ``label``.

    ``obj`` is its object identity: it becomes new whenever the card enters play (a new object,
    as a game's rules may say), so nothing that referred to the old object refers to the new one.
    ``known_to`` holds the viewers who saw it through a look or a reveal (``"*"``: everyone) while
    it stays where it is.
    """

    __slots__ = (
        "controller",
        "def_id",
        "effects",
        "face_down",
        "flagged",
        "known_to",
        "label",
        "markers",
        "obj",
        "owner",
        "prepared",
        "tapped",
        "uses",
        "zone",
    )

    def __init__(self, label: str, def_id: str, owner: str, zone: str, obj: int) -> None:
        self.label = label
        self.def_id = def_id
        self.owner = owner
        self.controller = owner
        self.zone = zone
        self.tapped = False
        self.face_down = False
        self.markers: dict[str, int] = {}
        self.effects: list[str] = []
        self.prepared = False
        self.uses: set[str] = set()
        self.obj = obj
        self.known_to: set[str] = set()
        self.flagged = False

    def __repr__(self) -> str:
        return f"Card({self.label!r} {self.def_id!r} in {self.zone})"


def zone_owner(zone_key: str) -> str | None:
    """The player whose zone ``zone_key`` is (None for ``removed``)."""
    player, dot, _ = zone_key.partition(".")
    return player if dot else None


def zone_name(zone_key: str) -> str:
    """The zone part of ``player.zone`` (``removed`` for the removed-from-game zone)."""
    _, dot, name = zone_key.partition(".")
    return name if dot else zone_key


CARD_ENTRY_KEYS = frozenset(
    {"card", "id", "token", "markers", "effects", "controller", "face_down", "owner", "tapped"}
)


class GameState:
    """A game's state: cards, zones, counters, the turn, what was used this turn and this game,
    the procedures' data, the outcome; and the names (players, zones, labels) and the sight of
    them (who sees which card). Built from a record header's starting position."""

    def __init__(self, header: dict[str, Any], definitions: dict[str, CardDefinition],
                 ruleset: Ruleset, header_rules: int) -> None:
        self.header = header
        # The record format whose rules the header's position follows (its turn numbers, whether
        # it may already be over): today's, or an older record's own.
        self.header_rules = header_rules
        self.ruleset = ruleset
        self.ruleset_name: str = ruleset.name
        self.players: list[str] = list(header["players"])
        self.enforcement: str = header.get("enforcement", "strict")
        self.initial_definitions = definitions  # as the header gave them (undo replays from it)
        self.definitions = dict(definitions)  # as they are now (``define`` changes them)
        self.rng = random.Random(header["seed"])
        self.cards: dict[str, Card] = {}
        self.zones: dict[str, list[Card]] = {REMOVED: []}
        self.specs: dict[str, ZoneSpec] = {}
        self._decks: dict[str, bool] = {}  # zone key -> whether it is a deck (a cache)
        self.counters: dict[str, dict[str, int]] = {}
        self.turns: dict[str, int] = {}
        self.active: str = self.players[0]
        self.phase: str = ruleset.turn_order[0]
        self.first_player: str = self.players[0]
        self.setup_over = False  # once the game leaves its setup phases, they never come back
        self.used_this_turn: dict[str, set[str]] = {p: set() for p in self.players}
        self.used_this_game: dict[str, set[str]] = {p: set() for p in self.players}
        # What a game's procedures keep between actions (a procedure under way, what another
        # player may still answer). Rebuilt with everything else on undo.
        self.procedure: dict[str, Any] = {}
        self.next_obj = 0
        # The outcome once an action has made it (spec: game.over; engine.rules.LIVE: read off
        # the state, as records older than format 3 did), the players who have lost by the state
        # now (None: not known yet), and each player's last applied act of the ruleset's
        # ``source_acts`` (its card's label), a source.
        self.result: dict[str, Any] | object | None = None
        self.losers_now: frozenset[str] | None = None
        self.last_played: dict[str, str] = {}
        self._setup()

    # ----------------------------------------------------------------- the starting position

    def _setup(self) -> None:
        header = self.header
        rules = self.ruleset
        state = header.get("players_state", {})
        for player in self.players:
            self.counters[player] = {**rules.counters, **state.get(player, {})}
            for name in rules.zones:
                self.zones[f"{player}.{name}"] = []
        turn = header.get("turn", {})
        self.active = turn.get("active", self.players[0])
        self.phase = turn.get("phase", rules.phases[0])  # a record may start in a setup phase
        # "The first player" is the active player of the setup (spec: settled); without a setup
        # phase in the record, the first player in seat order.
        if self.phase in rules.setup_phases:
            self.first_player = self.active
        else:
            self.setup_over = True
        # The players before the active one in turn order, and the active one, have started
        # ``number`` turns, those after it ``number - 1`` (older rules: in seat order).
        number = turn.get("number", 1)
        from_first = rules.versions[self.header_rules].turns_from_first_player
        order = self.turn_order() if from_first else self.players
        seat = order.index(self.active)
        for index, player in enumerate(order):
            self.turns[player] = number if index <= seat else number - 1
        self._setup_cards(header.get("zones", {}))
        for player, hero in header.get("heroes", {}).items():
            self._place_new_card(hero, None, f"{player}.{rules.hero_zone}", {})

    def _setup_cards(self, zones: dict[str, Any]) -> None:
        explicit = set()
        entries: list[tuple[str, Any]] = []
        for key, items in zones.items():
            self.zone_key(key)
            if not isinstance(items, list):
                raise RecordError(msg("header.zone_not_list", zone=key))
            for item in items:
                label = self._entry_label(item)
                if label is not None:
                    if label in explicit:
                        raise RecordError(msg("header.label_twice", label=label))
                    explicit.add(label)
                entries.append((key, item))
        counter = 0
        for key, item in entries:
            label = self._entry_label(item)
            if label is None:
                counter += 1
                while f"c{counter}" in explicit:
                    counter += 1
                label = f"c{counter}"
            def_id, options = self._entry_parts(item)
            self._place_new_card(def_id, label, key, options)

    @staticmethod
    def _entry_label(item: Any) -> str | None:
        if isinstance(item, str):
            _, sharp, label = item.partition("#")
            return label if sharp else None
        if isinstance(item, dict):
            given = item.get("id")
            if given is not None and not isinstance(given, str):
                raise RecordError(msg("entry.id_not_string"))
            return given
        raise RecordError(msg("entry.not_card"))

    @staticmethod
    def _entry_parts(item: Any) -> tuple[str, dict[str, Any]]:
        if isinstance(item, str):
            return item.partition("#")[0], {}
        unknown = set(item) - CARD_ENTRY_KEYS
        if unknown:
            raise RecordError(msg("entry.unknown_key", key=sorted(unknown)[0]))
        if not isinstance(item.get("card"), str):
            raise RecordError(msg("entry.needs_card"))
        return item["card"], item

    def _place_new_card(self, def_id: str, label: str | None, key: str,
                        options: dict[str, Any]) -> Card:
        if not isinstance(def_id, str) or def_id not in self.definitions:
            raise RecordError(msg("name.unknown_card", card=def_id))
        if label is None:
            label = def_id
            counter = 1
            while label in self.cards:
                counter += 1
                label = f"{def_id}.{counter}"
        owner = options.get("owner", zone_owner(key) or self.players[0])
        controller = options.get("controller", zone_owner(key) or owner)
        for player in (owner, controller):
            self.player(player)
        card = Card(label, def_id, owner, key, self._new_obj())
        card.controller = controller
        card.prepared = bool(_typed(options.get("token", False), bool, "token"))
        card.face_down = bool(_typed(options.get("face_down", False), bool, "face_down"))
        card.tapped = bool(_typed(options.get("tapped", False), bool, "tapped"))
        markers = _typed(options.get("markers", {}), dict, "markers")
        if not all(isinstance(v, int) and not isinstance(v, bool) for v in markers.values()):
            raise RecordError(msg("entry.markers"))
        card.markers = dict(markers)
        effects = _typed(options.get("effects", []), list, "effects")
        if not all(isinstance(e, str) for e in effects):
            raise RecordError(msg("entry.effects"))
        card.effects = list(effects)
        self.cards[label] = card
        self.zones.setdefault(key, []).append(card)
        return card

    def _new_obj(self) -> int:
        self.next_obj += 1
        return self.next_obj

    # ----------------------------------------------------------------- names

    def player(self, name: Any) -> str:
        """Check that ``name`` is a player of this game."""
        if not isinstance(name, str) or name not in self.counters:
            raise ActionError(msg("name.unknown_player", player=name))
        return name

    def zone_key(self, text: str) -> str:
        """Check a ``player.zone`` key (or ``removed``) and return it. A free-table zone that
        does not exist yet is named here and made only when a card goes there."""
        if text == REMOVED or text in self.zones:
            return text
        player, dot, name = text.partition(".")
        if not dot:
            raise ActionError(msg("name.unqualified_zone", zone=text))
        self.player(player)
        if self.ruleset.zone(name) is None:
            raise ActionError(msg("name.unknown_zone", zone=name, ruleset=self.ruleset_name))
        return text

    def zone_cards(self, key: str) -> list[Card]:
        """The cards in a zone, top first (an empty list for a zone nothing has entered)."""
        return self.zones.get(key) or []

    def card(self, label: Any) -> Card:
        """The card with this label."""
        card = self.cards.get(label) if isinstance(label, str) else None
        if card is None:
            raise ActionError(msg("name.unknown_label", label=label))
        return card

    def spec(self, key: str) -> ZoneSpec:
        """The spec of the zone ``key``."""
        spec = self.specs.get(key)
        if spec is None:
            spec = REMOVED_SPEC if key == REMOVED else self.ruleset.zone(zone_name(key))
            assert spec is not None, key
            self.specs[key] = spec
        return spec

    def definition(self, card: Card) -> CardDefinition:
        """A card's current definition."""
        return self.definitions[card.def_id]

    def in_play(self, card: Card) -> bool:
        """Whether the card is in a play area (a zone of kind ``area``)."""
        return self.spec(card.zone).kind == OPEN_AREA

    def cost_of(self, card: Card) -> int | None:
        """The card's current cost, computed live from its zone and the state."""
        return self.ruleset.cost_of(self, card)

    def role_zone(self, player: str, role: str) -> str:
        """A player's zone of a role (``deck``, ``hand``, ``graveyard``) in this game."""
        return f"{player}.{self.ruleset.zone_of_role(role)}"

    def is_deck(self, key: str) -> bool:
        """Whether ``key`` is a deck: drawn from, shuffled into, searched only with a source."""
        deck = self._decks.get(key)
        if deck is None:
            deck = self._decks[key] = zone_name(key) == self.ruleset.deck_zone and key != REMOVED
        return deck

    def inside(self, card: Card) -> bool:
        """Whether the card lies inside its zone: neither its top nor its bottom card."""
        cards = self.zones[card.zone]
        return 0 < cards.index(card) < len(cards) - 1

    def turn_order(self) -> list[str]:
        """The players in turn order: seat order, starting from the first player."""
        seat = self.players.index(self.first_player)
        return self.players[seat:] + self.players[:seat]

    def own_main_phase(self, player: str) -> bool:
        """Whether it is the main phase of ``player``'s own turn."""
        return self.active == player and self.phase == self.ruleset.main_phase

    # ----------------------------------------------------------------- seeing

    def zone_visible(self, key: str, viewer: str) -> bool:
        """Whether ``viewer`` may see the identities of the cards in a zone (as a whole). The
        judge (:data:`engine.state.JUDGE`, only ever asked for explicitly) sees every zone."""
        visibility = self.spec(key).visibility
        if visibility == "everyone" or (visibility == "owner" and zone_owner(key) == viewer):
            return True
        return viewer.__class__ is Judge

    def card_visible(self, card: Card, viewer: str) -> bool:
        """Whether ``viewer`` may see this card now (zone, face-down state, looks and reveals)."""
        return self.sees(viewer, card.known_to, card.zone, card.face_down, card.owner,
                         card.controller)

    def sees(self, viewer: str, known_to: set[str] | frozenset[str], zone: str, face_down: bool,
             owner: str, controller: str) -> bool:
        """Whether ``viewer`` may see a card shown to ``known_to``, lying in ``zone`` (face down
        or not) with that owner and controller: the card's state now, or as a log line took it."""
        if known_to and (EVERYONE in known_to or viewer in known_to):
            return True
        if not self.zone_visible(zone, viewer):
            return False
        return (not face_down or viewer in (owner, controller)
                or viewer.__class__ is Judge)

    def card_view(self, card: Card, viewer: str) -> dict[str, Any]:
        """One card as ``viewer`` sees it: a hidden card is only a back (owner, tapped)."""
        if not self.card_visible(card, viewer):
            return {"hidden": True, "owner": card.owner, "tapped": card.tapped, "face_down": True}
        return self.card_face(card)

    def card_face(self, card: Card) -> dict[str, Any]:
        """One card face up, as :meth:`card_view` shows it to a viewer who may see it."""
        definition = self.definition(card)
        return {
            "label": card.label,
            "def": card.def_id,
            "name": definition.name,
            "type": definition.type,
            "text": definition.text,
            "image": definition.image,
            "stats": definition.stats(),
            "cost": self.cost_of(card),
            "owner": card.owner,
            "controller": card.controller,
            "tapped": card.tapped,
            "face_down": card.face_down,
            "markers": dict(card.markers),
            "effects": list(card.effects),
            "prepared": card.prepared,
            "flagged": card.flagged,
        }


def _typed(value: Any, kind: type, name: str) -> Any:
    ok = isinstance(value, int) and not isinstance(value, bool) if kind is int else isinstance(value, kind)
    if not ok:
        raise RecordError(msg("header.wrong_type", key=name))
    return value
