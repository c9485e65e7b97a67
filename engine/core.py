"""The apply loop: the state of a game and the one door through which actions change it.

:class:`Core` holds the cards, zones, counters and the turn; :meth:`Core.apply` checks an action,
carries it out (or refuses it) in a :class:`Tx`, and hands back a :class:`Verdict`. It moves cards
the way every game does (routing, replacements, what a zone clears, fixed orders, shuffles) by the
ruleset's data, and leaves each game's acts and procedures to the ruleset it is given
(``ruleset.acts`` and the hooks): this module names no game. History (undo, redo: a tree of steps
with snapshots, :mod:`engine.history`), the game log, the record and the journal write live here
too. The public :class:`engine.game.Game` adds views and files.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from engine.actions import check_shape
from engine.cards import CardDefinition
from engine.errors import ActionError, JournalWriteError, RecordError
from engine.formats import BEFORE_FORMATS, FORMAT
from engine.history import SNAPSHOT_EVERY, Step, capture, restore
from engine.messages import msg, render
from engine.ruleset import Ruleset
from engine.state import (
    EVERYONE,
    OPEN_AREA,
    REMOVED,
    REMOVED_SPEC,
    Card,
    Judge,
    ZoneSpec,
    zone_name,
    zone_owner,
)

if TYPE_CHECKING:
    from engine.gamedata import EntersTapped

CARD_ENTRY_KEYS = frozenset(
    {"card", "id", "token", "markers", "effects", "controller", "face_down", "owner", "tapped"}
)
RECORD_ACTS = frozenset({"undo", "redo", "enforcement", "format"})  # every game has these

# How strongly a rule shaped an action: the strongest one is the verdict's rule (spec: settled).
RANK_REPLACEMENT, RANK_REDIRECT, RANK_SHUFFLE, RANK_NOTE = 4, 3, 2, 1
# Which refusal a verdict cites when several apply (spec: "Full precedence of refusals"; the game
# is over before everything, a source that cannot be used after a step a procedure waits for).
OVER, LOCATION, PENDING, SOURCE, TIMING, COST = 0, 1, 2, 3, 4, 5
# The acts a game that is over still takes in strict mode (spec: game.over).
AFTER_THE_END = frozenset({"undo", "redo", "enforcement"})
LIVE = object()  # Core.result under rules that read the outcome off the state (older formats)


class Verdict:
    """What the engine says of one action: legal or not, the rule it turned on, what happened."""

    __slots__ = ("also", "applied", "code", "events", "flagged", "ok", "params", "rule", "shuffled")

    def __init__(self, ok: bool, rule: str | None, code: str, params: dict[str, Any],
                 applied: bool, events: list[dict[str, Any]], shuffled: set[str],
                 also: list[str]) -> None:
        self.ok = ok
        self.rule = rule
        self.code = code
        self.params = params
        self.applied = applied
        self.flagged = applied and not ok
        self.events = events
        self.shuffled = shuffled
        self.also = also

    @property
    def message(self) -> str:
        """The verdict as an English sentence."""
        return render(self.code, self.params)

    def to_dict(self) -> dict[str, Any]:
        """The verdict as JSON-ready data."""
        out: dict[str, Any] = {"ok": self.ok, "rule": self.rule, "code": self.code,
                               "message": self.message}
        if self.flagged:
            out["flagged"] = True
        if not self.applied:
            out["applied"] = False
        if self.also:
            out["also"] = self.also
        return out

    def __repr__(self) -> str:
        return f"Verdict(ok={self.ok}, rule={self.rule!r}, code={self.code!r})"


class Tx:
    """One action on its way through the engine: the violations found, the rules cited, events.

    ``rules``: the record format whose rules it follows (an older format's line keeps the rules
    of its day); ``ruleset``: those rules (the game's version of that format)."""

    __slots__ = ("also", "applied", "by", "code", "dry", "events", "game", "params",
                 "possible", "rank", "refusal_rank", "rule", "rules", "ruleset", "shuffled",
                 "violation")

    def __init__(self, game: Core, by: str, dry: bool, rules: int = FORMAT) -> None:
        self.game = game
        self.by = by
        self.dry = dry
        self.rules = rules
        self.ruleset = game.rules_for(rules)
        self.violation: tuple[str, str, dict[str, Any]] | None = None
        self.refusal_rank = 99
        self.possible = True
        self.applied = False
        self.rule: str | None = None
        self.rank = 0
        self.code = ""
        self.params: dict[str, Any] = {}
        self.events: list[dict[str, Any]] = []
        self.shuffled: set[str] = set()
        self.also: list[str] = []

    def refuse(self, rule: str, code: str, possible: bool = True, rank: int = TIMING,
               **params: Any) -> None:
        """Record that a rule forbids the action. ``possible=False``: not even warn can do it.

        The verdict cites the refusal of the lowest ``rank`` (the first of equals)."""
        if rank < self.refusal_rank:
            self.violation = (rule, code, params)
            self.refusal_rank = rank
        if not possible:
            self.possible = False

    def halt(self) -> bool:
        """Whether the handler must stop before changing anything (a dry run or a refusal)."""
        if self.violation is not None and not self.possible:
            return True
        if (self.violation is not None and self.game.enforcement == "strict"
                and self.ruleset.refusals_halt):
            return True
        if self.dry:
            return True
        self.applied = True
        return False

    def cite(self, rule: str | None, rank: int, code: str, **params: Any) -> None:
        """Record a rule that changed or shaped a legal action; the strongest one wins.

        A note without a rule (``rule=None``) only names the outcome while no rule is cited."""
        if rule is None:
            if self.rule is None and rank >= self.rank:
                self.rank, self.code, self.params = rank, code, params
            return
        if rank > self.rank or self.rule is None:
            if self.rule is not None and self.rule != rule:
                self.also.append(self.rule)
            self.rule, self.rank, self.code, self.params = rule, rank, code, params
        elif rule != self.rule and rule not in self.also:
            self.also.append(rule)

    def event(self, **event: Any) -> None:
        """Record something that happened."""
        self.events.append(event)

    def verdict(self, act: str) -> Verdict:
        """The verdict for this action."""
        if self.violation is not None:
            rule, code, params = self.violation
            if self.rule is not None and self.rule != rule:
                self.also.append(self.rule)
            return Verdict(False, rule, code, params, self.applied, self.events, self.shuffled,
                           self.also)
        return Verdict(True, self.rule, self.code or act, self.params, self.applied, self.events,
                       self.shuffled, self.also)


class Core:
    """A game's state and the apply loop; see :class:`engine.game.Game` for the public API."""

    def __init__(self, header: dict[str, Any], definitions: dict[str, CardDefinition],
                 ruleset: Ruleset, header_rules: int = FORMAT) -> None:
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
        # The outcome once an action has made it (spec: game.over): it stays until an undo takes
        # that action back (LIVE: read off the state, as records older than format 3 did), and
        # the players who have lost by the state now (None: not known yet), so that an action
        # makes the outcome only by making someone lose who had not. And each player's last
        # applied act of the ruleset's ``source_acts`` (its card's label), a source.
        self.result: dict[str, Any] | object | None = None
        self.losers_now: frozenset[str] | None = None
        self.last_played: dict[str, str] = {}
        # The history: the applied actions (oldest first) and their steps (the game log, one line
        # a step, and the path of the history tree that undo and redo walk); what undo took back,
        # for redo.
        self.history: list[dict[str, Any]] = []
        self.log: list[Step] = []
        self.redo_stack: list[dict[str, Any]] = []
        self.undone: list[Step] = []
        self.snapshot_every = SNAPSHOT_EVERY
        # A record read once from start to end (engine replay) needs no steps; they are made, all
        # at once, when something first asks for them (see make_steps).
        self.steps_later = False
        self.lines: list[tuple[dict[str, Any], Verdict]] = []
        self.journal: Any = None
        # The record format whose rules the actions follow now: today's, except while a record
        # of an older format is read (its lines keep the rules they were played under; 0, a
        # record written before record formats: legacy). The format the record declared last
        # (its header's, or its last ``format`` line's): a ``format`` line of today's goes
        # before the first action played on after an older one (see apply and end_of_record).
        self.rules_format = FORMAT
        self.declared_format = int(self.header.get("format", 0))
        self.format_line_due = False
        self._setup()
        if not self.rules_for(header_rules).ends_the_game:  # a header may already be over
            self.result = LIVE
        else:
            self.losers_now = frozenset(self.losing())
        self.root = capture(self)  # the header's position: where going back starts from

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
        from_first = self.rules_for(self.header_rules).turns_from_first_player
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
            label = item.get("id")
            if label is not None and not isinstance(label, str):
                raise RecordError(msg("entry.id_not_string"))
            return label
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
        name = {"deck": self.ruleset.deck_zone, "hand": self.ruleset.hand_zone,
                "graveyard": self.ruleset.graveyard_zone}[role]
        return f"{player}.{name}"

    def is_deck(self, key: str) -> bool:
        """Whether ``key`` is a deck: drawn from, shuffled into, searched only with a source."""
        deck = self._decks.get(key)
        if deck is None:
            deck = self._decks[key] = zone_name(key) == self.ruleset.deck_zone and key != REMOVED
        return deck

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

    # ----------------------------------------------------------------- moving cards

    def route(self, card: Card, key: str, rules: Ruleset) -> tuple[str, str | None, int, str]:
        """Where a card sent to ``key`` really goes by ``rules`` (the action's): (zone, rule,
        rank, code). A replacement (a prepared card that may not go there) comes before an owner
        redirect."""
        player, _, name = key.partition(".")
        if key == REMOVED:
            player, name = "", REMOVED
        replacement = rules.prepared_replacement
        if card.prepared and replacement is not None:
            into, to = replacement.into, replacement.to
            if into == "*":  # any change of zone ("removed" too, where the rules say so)
                current = zone_name(card.zone)
                applies = (name != current and current != to and name != to
                           and (rules.replaces_removal or key != REMOVED))
            else:
                applies = name in into
            if applies:
                final = REMOVED if to == REMOVED else f"{card.owner}.{to}"
                return final, replacement.rule, RANK_REPLACEMENT, replacement.code
        if key == REMOVED:
            return key, None, 0, "move"
        redirect = rules.owner_routing.get(name)
        if redirect is not None and player != card.owner:
            return f"{card.owner}.{name}", redirect, RANK_REDIRECT, "owner.redirect"
        return key, None, 0, "move"

    def check_move(self, tx: Tx, card: Card, final: str, pos: Any, source: Card | None) -> None:
        """The rules on moving ``card`` to ``final``, judged where it really lands (after any
        replacement or redirect): a card fixed in play, a card taken from inside a deck, and a
        move that reorders a pile whose order is fixed (data: ``fixed_order``, ``deck_search``)."""
        rules = self.ruleset
        fixed = rules.fixed_in_play.get(self.definition(card).type) if rules.fixed_in_play else None
        if fixed and self.in_play(card) and (final == REMOVED or self.spec(final).kind != OPEN_AREA):
            tx.refuse(fixed, "card.fixed_in_play")
        here = card.zone
        search = rules.deck_search
        if final == here:
            if not self._lands_elsewhere(card, pos):
                return
            order = rules.fixed_order.get(zone_name(here))
            if order is not None:
                if not ((source is not None and order.source_allows)
                        or (order.free_in_setup and not self.setup_over)):
                    tx.refuse(order.rule, order.code)
                return
            if search is not None and source is None and self.is_deck(here):
                tx.refuse(search.rule, "deck.needs_source")
        elif search is not None and source is None and self.is_deck(here) and self.inside(card):
            tx.refuse(search.rule, "deck.needs_source")

    def inside(self, card: Card) -> bool:
        """Whether the card lies inside its zone: neither its top nor its bottom card."""
        cards = self.zones[card.zone]
        return 0 < cards.index(card) < len(cards) - 1

    def _lands_elsewhere(self, card: Card, pos: Any) -> bool:
        """Whether moving the card within its own zone to ``pos`` changes the zone's order."""
        cards = self.zones[card.zone]
        count = len(cards)
        if count <= 1:
            return False
        if pos is None:
            if self.is_deck(card.zone) and self.ruleset.shuffle_into_deck:
                return True  # shuffled in
            at = 0
        elif pos == "top":
            at = 0
        elif pos == "bottom":
            at = count - 1
        else:
            at = max(0, min(int(pos), count - 1))
        return at != cards.index(card)

    @staticmethod
    def cite_route(tx: Tx, card: Card, route: tuple[str, str | None, int, str]) -> None:
        """Cite the rule that changed where ``card`` goes (a replacement, an owner redirect),
        naming its owner and the zone it goes to."""
        final, rule, rank, code = route
        if rule is not None:
            tx.cite(rule, rank, code, owner=card.owner, zone=final)

    def send(self, tx: Tx, card: Card, key: str, pos: Any = None) -> str:
        """Route a card and put it where it really goes; cite the rule that changed the move."""
        route = self.route(card, key, tx.ruleset)
        self.cite_route(tx, card, route)
        self.place(tx, card, route[0], pos)
        return route[0]

    def move_routed(self, tx: Tx, routed: list[tuple[Card, tuple[str, str | None, int, str]]],
                    pos: Any = None, order: list[str] | None = None) -> None:
        """Move cards at once, each where its route says, every deck shuffled once; cards going
        to the same pile lie in ``order`` (their owner's choice, top first)."""
        groups: dict[str, list[Card]] = {}
        for card, route in routed:
            self.cite_route(tx, card, route)
            groups.setdefault(route[0], []).append(card)
        for final, group in groups.items():
            if order is not None:
                rank_of = {label: i for i, label in enumerate(order)}
                group.sort(key=lambda c: rank_of[c.label])
            shuffle_in = False
            placed = group if pos == "bottom" else list(reversed(group))
            for card in placed:
                before = card.zone
                self.place(tx, card, final, pos, shuffle=False)
                if pos is None and before != final and self.is_deck(final) and (
                        self.ruleset.shuffle_into_deck):
                    shuffle_in = True
            if shuffle_in:
                self.shuffle_zone(tx, final, "deck.shuffled_in")
            arrivals = self.ruleset.arrival_rules.get(zone_name(final))
            if len(group) > 1 and arrivals:
                tx.cite(arrivals, RANK_NOTE, "move")

    def place(self, tx: Tx, card: Card, key: str, pos: Any = None, shuffle: bool = True) -> None:
        """Put a card into a zone: clear what the zone clears, give it a new identity if it enters
        play, hand control to the zone's player, and insert it at ``pos`` (top first)."""
        source = card.zone
        self.zones[source].remove(card)
        target = self.zones.get(key)
        if target is None:
            target = self.zones[key] = []
        spec = self.spec(key)
        lay_face_down, controller = card.face_down, card.controller
        if source != key:
            keep = self.ruleset.clears_on_entry.get(spec.name)
            if (keep is not None or key == REMOVED) and (card.markers or card.effects):
                kept = keep or ()
                card.markers = {m: n for m, n in card.markers.items() if m in kept}
                card.effects = [e for e in card.effects if e in kept]
            if spec.kind != OPEN_AREA:
                card.tapped = False
                card.face_down = False
            elif self.spec(source).kind != OPEN_AREA:
                card.obj = self._new_obj()
                self.tap_on_entry(tx, card, spec.name, tx.ruleset.enters_tapped)
            card.known_to = set()
        card.controller = zone_owner(key) or card.owner
        shuffle_in = False
        if pos is None:
            if shuffle and source != key and self.ruleset.shuffle_into_deck and self.is_deck(key):
                shuffle_in = True
            at = 0 if spec.ordered else len(target)
        elif pos == "top":
            at = 0
        elif pos == "bottom":
            at = len(target)
        else:
            at = max(0, min(int(pos), len(target)))
        target.insert(at, card)
        card.zone = key
        event = {"type": "move", "card": card.label, "from": source, "to": key, "index": at}
        if lay_face_down:  # there only its owner and controller saw it (the log must know)
            event["face_down"] = True
            event["controller"] = controller
        tx.events.append(event)
        if shuffle_in:
            self.shuffle_zone(tx, key, "deck.shuffled_in")

    def tap_on_entry(self, tx: Tx, card: Card, zone: str, entering: EntersTapped | None) -> None:
        """A card of a type that enters this zone passive (``entering``: the rules' data
        ``enters_tapped``) is tapped as it enters from outside play."""
        if entering and zone == entering.zone and self.definition(card).type in entering.types:
            card.tapped = True
            tx.cite(entering.rule, RANK_NOTE, "play.creature_enters_passive")

    def shuffle_zone(self, tx: Tx, key: str, code: str = "shuffle") -> None:
        """Shuffle a zone with the game's seeded generator; what anyone knew of it is forgotten.
        The note names the zone and its player ("anna's deck was shuffled")."""
        cards = self.zones.get(key)
        if cards is None:
            cards = self.zones[key] = []
        self.rng.shuffle(cards)
        for card in cards:
            card.known_to = set()
        tx.shuffled.add(key)
        tx.cite(self.ruleset.shuffle_rule, RANK_SHUFFLE, code, zone=key, player=zone_owner(key))
        tx.event(type="shuffle", zone=key)

    def check_reorder(self, tx: Tx, key: str, source: Card | None) -> None:
        """Refuse reordering (shuffling) a pile whose order is fixed, unless the data lets an
        ability (``source``) or the setup phases change it."""
        order = self.ruleset.fixed_order.get(zone_name(key))
        if order is None:
            return
        if (source is not None and order.source_allows) or (
                order.free_in_setup and not self.setup_over):
            return
        tx.refuse(order.rule, order.code)

    # ----------------------------------------------------------------- counters and turns

    def pay(self, tx: Tx, player: str, counter: str, amount: int) -> None:
        """Spend ``amount`` of a counter; it never goes below 0 (warn mode pays what there is)."""
        have = self.counters[player].get(counter, 0)
        self.counters[player][counter] = max(0, have - amount)
        tx.event(type="counter", player=player, name=counter, value=self.counters[player][counter])

    def add(self, tx: Tx, player: str, counter: str, delta: int) -> None:
        """Change a player's counter."""
        value = self.counters[player].get(counter, 0) + delta
        self.counters[player][counter] = value
        tx.event(type="counter", player=player, name=counter, value=value)

    def draw(self, tx: Tx, player: str, count: int) -> int:
        """Draw ``count`` cards from the top of the player's deck; return how many were drawn.

        A draw from an empty deck draws nothing; a game that counts failed draws (data:
        ``failed_draws``) counts each one and cites its rule."""
        deck = self.zones[self.role_zone(player, "deck")]
        hand = self.role_zone(player, "hand")
        drawn = 0
        for _ in range(count):
            if not deck:
                break
            self.place(tx, deck[0], hand)
            drawn += 1
        counting = self.ruleset.failed_draws
        if drawn < count and counting:
            name = counting.counter
            self.add(tx, player, name, count - drawn)
            tx.cite(counting.rule, RANK_NOTE + 1, "draw.empty", player=player,
                    failed=self.counters[player][name])
        return drawn

    def enter_phase(self, tx: Tx, phase: str) -> None:
        """Go to ``phase`` and carry out its automatic steps."""
        self.phase = phase
        if phase not in self.ruleset.setup_phases:
            self.setup_over = True
        tx.event(type="phase", phase=phase)
        self.ruleset.phase_step(self, tx, phase)

    def untap_all(self, tx: Tx, player: str) -> None:
        """The player's cards in play become active (untapped)."""
        for key, cards in self.zones.items():
            if key == REMOVED or self.spec(key).kind != OPEN_AREA:
                continue
            for card in cards:
                if card.tapped and card.controller == player:
                    card.tapped = False
                    tx.event(type="tap", card=card.label, tapped=False)

    def turn_order(self) -> list[str]:
        """The players in turn order: seat order, starting from the first player."""
        seat = self.players.index(self.first_player)
        return self.players[seat:] + self.players[:seat]

    # ----------------------------------------------------------------- the end of the game

    def losing(self) -> dict[str, dict[str, Any]]:
        """The players whose game is lost by the state now, each with its outcome (``loser``,
        ``reason``, ``winners``): the ruleset's ``losers``."""
        return {outcome["loser"]: outcome for outcome in self.ruleset.losers(self)}

    def live_outcome(self) -> dict[str, Any] | None:
        """The outcome the state shows now (how records older than format 3 ended a game)."""
        return self.ruleset.outcome(self)

    def outcome_now(self) -> dict[str, Any] | None:
        """The game's outcome: the one an action made, or (old rules) the state's."""
        result = self.result
        return self.live_outcome() if result is LIVE else result  # type: ignore[return-value]

    def _settle_old_outcome(self) -> None:
        """Before the first action played by rules that end the game after lines of rules that
        did not: the outcome the state shows is the one made (by those lines); who has lost is
        known."""
        if self.result is LIVE:
            self.result = self.live_outcome()
        if self.losers_now is None:
            self.losers_now = frozenset(self.losing())

    def _note_outcome(self, tx: Tx) -> None:
        """After an applied action: only an action makes an outcome, by making a player lose who
        had not lost before it (a header already at 0 life is not over), and once made it stays.
        Older rules read the outcome off the state whenever asked."""
        if not tx.ruleset.ends_the_game:
            self.result, self.losers_now = LIVE, None
        elif self.result is None and tx.ruleset.may_end(self, tx.events):
            now = self.losing()
            before = self.losers_now or frozenset()
            self.result = next((outcome for player, outcome in now.items()
                                if player not in before), None)
            self.losers_now = frozenset(now)

    @property
    def over(self) -> bool:
        """Whether the game has an outcome (only undo, redo and enforcement are legal then)."""
        return self.outcome_now() is not None

    # ----------------------------------------------------------------- sources

    def is_source(self, player: str, card: Card) -> bool:
        """Whether ``card`` is one whose ability ``player`` can be using (spec: source.invalid):
        face up, and a card they control in play, one in their own hand, or the card of their
        own last applied act of the ruleset's ``source_acts`` (wherever it went)."""
        if card.face_down:
            return False
        if self.in_play(card):
            if card.controller == player:
                return True
        elif card.zone == self.role_zone(player, "hand"):
            return True
        return self.last_played.get(player) == card.label

    def source_cards(self, player: str) -> list[Card]:
        """The cards ``player`` may name as a ``source`` now, each once: the card of their last
        act of ``source_acts`` first (the likeliest to allow what comes next), then their cards
        in play, then their hand."""
        hand = self.role_zone(player, "hand")
        in_play = [card for key, cards in self.zones.items()
                   if key != REMOVED and self.spec(key).kind == OPEN_AREA for card in cards]
        last = self.cards.get(self.last_played.get(player, ""))
        ordered = ([last] if last is not None else []) + in_play + self.zone_cards(hand)
        found: list[Card] = []
        for card in ordered:
            if card not in found and self.is_source(player, card):
                found.append(card)
        return found

    def _check_source(self, tx: Tx, action: dict[str, Any]) -> None:
        """A ``source`` is checked whenever it is given, also where the action needs none; the
        refusal names no card (the label may be one the player may not see)."""
        label = action.get("source")
        if label is None or not tx.ruleset.checks_source:
            return
        if not self.is_source(tx.by, self.card(label)):
            tx.refuse("source.invalid", "source.invalid", rank=SOURCE)

    def own_main_phase(self, player: str) -> bool:
        """Whether it is the main phase of ``player``'s own turn."""
        return self.active == player and self.phase == self.ruleset.main_phase

    @property
    def legacy(self) -> bool:
        """Whether the lines read now are those of a record written before record formats."""
        return self.rules_format == BEFORE_FORMATS

    def rules_for(self, format_number: int) -> Ruleset:
        """The game's rules as they were in a record format (today's: :attr:`ruleset`)."""
        return self.ruleset.versions[format_number]

    # ----------------------------------------------------------------- the door

    def check(self, action: dict[str, Any]) -> Verdict:
        """The verdict ``action`` would get now, without changing anything."""
        act = check_shape(action, self.ruleset.shapes)
        return self._run(action, act, True, self.rules_format)

    def apply(self, action: dict[str, Any]) -> Verdict:
        """Check and carry out ``action``. Raises ActionError if it names what does not exist.

        While the game reads a record written before record formats (``legacy``), a line that
        today's rules refuse is carried out as recorded and flagged, and rules whose meaning
        changed keep their old meaning, so the record stays the game that was played."""
        act = check_shape(action, self.ruleset.shapes)
        if act in ("undo", "redo"):
            return self._undo_redo(action, act)
        if act == "format":
            return self._format_line(action)
        rules = self.rules_format
        verdict = self._run(action, act, False, rules)
        if verdict.applied:
            lines = self._new_lines(action, verdict)
            if self.journal is not None:
                self._write_journal(lines, taken_back=True)
            entry = {k: v for k, v in action.items() if k not in ("_legacy", "_format")}
            if rules == BEFORE_FORMATS:
                entry["_legacy"] = True
            elif rules < FORMAT:
                entry["_format"] = rules
            self.history.append(entry)
            if self.redo_stack:  # a new action: what was taken back cannot be redone
                self.redo_stack.clear()
                self.undone.clear()
            self._record(lines, entry)
        return verdict

    def undo(self, by: str | None = None) -> Verdict:
        """Take back the last applied action."""
        return self.apply({"act": "undo", "by": by or self.active})

    def redo(self, by: str | None = None) -> Verdict:
        """Apply again the last action taken back."""
        return self.apply({"act": "redo", "by": by or self.active})

    @property
    def can_undo(self) -> bool:
        """Whether there is an action to take back."""
        return bool(self.history)

    @property
    def can_redo(self) -> bool:
        """Whether there is an action taken back to apply again."""
        return bool(self.redo_stack)

    def blocking_step(self) -> tuple[str, str, frozenset[str]] | None:
        """The step a procedure waits for, if nothing else may happen first: (rule, the player
        who must act, the acts that are that step). Undo is always allowed."""
        return self.ruleset.blocking(self)

    def _run(self, action: dict[str, Any], act: str, dry: bool, rules: int = FORMAT) -> Verdict:
        by = self.player(action["by"])
        tx = Tx(self, by, dry, rules)
        if act in ("undo", "redo"):
            stack = self.history if act == "undo" else self.redo_stack
            if not stack:
                tx.refuse("history.empty", f"{act}.nothing", possible=False)
            elif act == "redo":  # never carried out against the rules (older rules: flagged)
                self._refuse_if_blocked(tx, stack[-1]["act"], possible=tx.ruleset.redo_against_rules)
            tx.halt()
            return tx.verdict(act)
        rules = tx.ruleset
        handler = rules.acts.get(act)
        if handler is None:
            tx.refuse("action.not_in_ruleset", "action.not_in_ruleset", possible=False, act=act)
            tx.halt()
        else:
            if rules.ends_the_game:
                if not dry:
                    self._settle_old_outcome()
                if act not in AFTER_THE_END and self.outcome_now() is not None:
                    tx.refuse("game.over", "game.over", rank=OVER)
            self._check_source(tx, action)
            if not (act == "enforcement" and rules.enforcement_while_blocked):
                self._refuse_if_blocked(tx, act)
            handler(self, tx, action)
            if tx.applied:
                rules.after_action(self, tx, act)
                if act in rules.source_acts:
                    self.last_played[by] = action["card"]
                self._note_outcome(tx)
        verdict = tx.verdict(act)
        if verdict.flagged:
            for label in _labels_in(action):
                if label in self.cards:
                    self.cards[label].flagged = True
        return verdict

    def _refuse_if_blocked(self, tx: Tx, act: str, possible: bool = True) -> None:
        step = self.blocking_step()
        if step is not None and act not in step[2]:
            rule, player, acts = step
            tx.refuse(rule, "step.pending", possible=possible, rank=PENDING, player=player,
                      act=sorted(acts)[0])

    def _undo_redo(self, action: dict[str, Any], act: str) -> Verdict:
        verdict = self._run(action, act, False, self.rules_format)
        if not verdict.applied:
            return verdict
        if self.steps_later:
            self.make_steps()
        lines = self._new_lines(action, verdict)
        self._write_journal(lines, taken_back=False)  # nothing has changed yet
        if act == "undo":
            self.redo_stack.append(self.history.pop())
            self.undone.append(self.log.pop())
            self.go_back()
        else:
            # The same action on the same state: the same step (and log line) as before the undo.
            redone = self.redo_stack.pop()
            self._rerun(redone)
            self.history.append(redone)
            self.log.append(self.undone.pop())
        self._record(lines)
        return verdict

    def _rerun(self, entry: dict[str, Any]) -> Verdict:
        """A history entry carried out again, by the rules it was first carried out under."""
        return self._run(entry, entry["act"], False, entry_rules(entry))

    def _format_line(self, action: dict[str, Any]) -> Verdict:
        """A ``format`` line: from here on the record follows today's rules."""
        number = action["format"]
        if not 1 <= number <= FORMAT:
            raise ActionError(msg("record.format_unknown", format=number, known=FORMAT))
        self.player(action["by"])
        self.rules_format = self.declared_format = number
        self.format_line_due = False
        verdict = Verdict(True, None, "format", {"format": number}, True, [], set(), [])
        lines = self._new_lines(action, verdict)
        self._write_journal(lines, taken_back=False)
        self._record(lines)
        return verdict

    def end_of_record(self) -> None:
        """The record has been read: what follows is played by today's rules. If the record is
        older than record formats, the next action is preceded by a ``format`` line."""
        self.rules_format = FORMAT
        self.format_line_due = self.declared_format < FORMAT

    def _new_lines(self, action: dict[str, Any], verdict: Verdict) -> list[tuple[dict[str, Any], Verdict]]:
        """The record lines an applied action adds: itself, preceded by a ``format`` line when
        a game read from a record older than record formats goes on under today's rules."""
        new = [(action, verdict)]
        if self.format_line_due:
            marker = {"act": "format", "by": self.active, "format": FORMAT}
            new.insert(0, (marker, Verdict(True, None, "format", {"format": FORMAT}, True, [],
                                           set(), [])))
        return new

    def _record(self, new: list[tuple[dict[str, Any], Verdict]],
                entry: dict[str, Any] | None = None) -> None:
        """The one place where an applied action (already in the journal) reaches the record and,
        as the history ``entry`` it became, the log (undo, redo and format lines are no lines of
        the log)."""
        if len(new) > 1:
            self.format_line_due = False
            self.declared_format = FORMAT
        self.lines.extend(new)
        if entry is not None and not self.steps_later:
            log = self.log
            step = Step(entry, new[-1][1], log[-1] if log else None, self)
            if step.n % self.snapshot_every == 0:
                step.snapshot = capture(self)
            log.append(step)

    def _write_journal(self, new: list[tuple[dict[str, Any], Verdict]], taken_back: bool) -> None:
        """The one place where record lines go to the journal, fsynced, before the history, the
        log or the record take the action in.

        If the write fails, the action is taken back (``taken_back``: the state already changed
        and is rebuilt from the unchanged history; undo, redo and format lines have changed
        nothing yet) and :class:`JournalWriteError` says why."""
        if self.journal is None:
            return
        try:
            for line, line_verdict in new:
                self.journal.append(record_line(line, line_verdict))
        except OSError as error:
            if taken_back:
                self.go_back()
            if isinstance(error, JournalWriteError):
                raise
            raise JournalWriteError(getattr(self.journal, "path", ""), error) from error

    def go_back(self) -> None:
        """Put the state back to where the history (after an undo, or without an action whose
        journal line failed) leads: the nearest snapshot on its path, then the actions after it,
        each carried out by the rules it was first applied under."""
        if self.steps_later:
            self.make_steps()  # which ends where the history leads
        else:
            self.replay_steps(self.log[-1] if self.log else None)

    def make_steps(self) -> None:
        """Make the steps of a game that kept none (``steps_later``): its history carried out
        again from the header's position, each step taken (with its snapshot) on the way. The
        state ends as it was."""
        self.steps_later = False
        restore(self, self.root)
        log: list[Step] = []
        for action in self.history:
            verdict = self._rerun(action)
            step = Step(action, verdict, log[-1] if log else None, self)
            if step.n % self.snapshot_every == 0:
                step.snapshot = capture(self)
            log.append(step)
        self.log = log

    def replay_steps(self, step: Step | None) -> None:
        """Put the state where the history path up to ``step`` leads (None: the header's
        position), from the nearest snapshot on that path. The history, the log and the record
        are not touched: that is the caller's."""
        todo: list[Step] = []
        while step is not None and step.snapshot is None:
            todo.append(step)
            step = step.parent
        restore(self, step.snapshot if step is not None else self.root)  # type: ignore[union-attr]
        for later in reversed(todo):
            self._rerun(later.action)


# ------------------------------------------------------------------------- helpers


def _typed(value: Any, kind: type, name: str) -> Any:
    ok = isinstance(value, int) and not isinstance(value, bool) if kind is int else isinstance(value, kind)
    if not ok:
        raise RecordError(msg("header.wrong_type", key=name))
    return value


def _labels_in(action: dict[str, Any]) -> Iterable[str]:
    for key in ("card", "source"):
        value = action.get(key)
        if isinstance(value, str):
            yield value
    yield from action.get("cards", ())


def entry_rules(entry: dict[str, Any]) -> int:
    """The record format whose rules a history entry was carried out under."""
    return BEFORE_FORMATS if entry.get("_legacy") else int(entry.get("_format", FORMAT))


def record_line(action: dict[str, Any], verdict: Verdict) -> dict[str, Any]:
    """An applied action as a record line: metadata dropped, a flagged verdict noted."""
    line = {k: v for k, v in action.items() if k[:1] != "_"}
    if verdict.flagged:
        line["_verdict"] = {"ok": False, "rule": verdict.rule, "code": verdict.code}
    return line
