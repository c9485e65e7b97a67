"""The game: state, the one door through which actions change it, history, views.

>>> game = Game.from_header({"ruleset": "hkk", "players": ["anna", "bela"], "seed": 1,
...     "cards": {"wolf": {"name": "Farkas", "type": "creature"}},
...     "zones": {"anna.reserve": [{"card": "wolf", "id": "t1", "token": True}]}})
>>> verdict = game.apply({"act": "move", "by": "anna", "card": "t1", "to": "anna.void"})
>>> verdict.ok, verdict.rule, game.cards["t1"].zone
(True, '96.8', 'removed')
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from typing import Any

from engine.actions import check_shape
from engine.cards import CardDefinition, parse_definition, parse_definitions
from engine.errors import ActionError, RecordError
from engine.messages import msg, render
from engine.rulesets import RULESETS, Ruleset, ZoneSpec, get_ruleset
from engine.state import EVERYONE, REMOVED, Card, zone_name, zone_owner

REMOVED_SPEC = ZoneSpec(REMOVED, "pile", "everyone", True)
HEADER_KEYS = frozenset(
    {"ruleset", "players", "seed", "enforcement", "cards", "zones", "turn", "players_state",
     "tournament", "prepared", "heroes", "name", "cardset"}
)
CARD_ENTRY_KEYS = frozenset(
    {"card", "id", "token", "markers", "effects", "controller", "face_down", "owner", "tapped"}
)
SPECTATOR = "spectator"

# How strongly a rule shaped an action: the strongest one is the verdict's rule (spec: settled).
RANK_REPLACEMENT, RANK_REDIRECT, RANK_SHUFFLE, RANK_NOTE = 4, 3, 2, 1


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
    """One action on its way through the engine: the violations found, the rules cited, events."""

    __slots__ = ("also", "applied", "by", "code", "dry", "events", "game", "params", "possible",
                 "rank", "rule", "shuffled", "violation")

    def __init__(self, game: Game, by: str, dry: bool) -> None:
        self.game = game
        self.by = by
        self.dry = dry
        self.violation: tuple[str, str, dict[str, Any]] | None = None
        self.possible = True
        self.applied = False
        self.rule: str | None = None
        self.rank = 0
        self.code = ""
        self.params: dict[str, Any] = {}
        self.events: list[dict[str, Any]] = []
        self.shuffled: set[str] = set()
        self.also: list[str] = []

    def refuse(self, rule: str, code: str, possible: bool = True, **params: Any) -> None:
        """Record that a rule forbids the action. ``possible=False``: not even warn can do it."""
        if self.violation is None:
            self.violation = (rule, code, params)
        if not possible:
            self.possible = False

    def halt(self) -> bool:
        """Whether the handler must stop before changing anything (a dry run or a refusal)."""
        if self.violation is not None and (not self.possible or self.game.enforcement == "strict"):
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
        elif rule is not None and rule != self.rule and rule not in self.also:
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


Handler = Callable[["Game", Tx, dict[str, Any]], None]


class Game:
    """A game in progress. Build it with :meth:`from_header`, :meth:`load` or :meth:`new_game`.

    Every change goes through :meth:`apply`; :meth:`check` asks without changing anything.
    """

    def __init__(self, header: dict[str, Any], definitions: dict[str, CardDefinition]) -> None:
        self.header = header
        self.ruleset: Ruleset = get_ruleset(header["ruleset"])
        self.ruleset_name: str = self.ruleset.name
        self.players: list[str] = list(header["players"])
        self.enforcement: str = header.get("enforcement", "strict")
        self.initial_definitions = definitions  # as the header gave them (undo replays from it)
        self.definitions = dict(definitions)  # as they are now (``define`` changes them)
        self.rng = random.Random(header["seed"])
        self.cards: dict[str, Card] = {}
        self.zones: dict[str, list[Card]] = {REMOVED: []}
        self.specs: dict[str, ZoneSpec] = {}
        self.counters: dict[str, dict[str, int]] = {}
        self.turns: dict[str, int] = {}
        self.active: str = self.players[0]
        self.phase: str = self.ruleset.phases[0]
        self.used_this_turn: dict[str, set[str]] = {p: set() for p in self.players}
        self.used_this_game: dict[str, set[str]] = {p: set() for p in self.players}
        self.duel: dict[str, Any] | None = None
        self.preventable: tuple[str, str, str] | None = None  # (what, label, by)
        self.next_obj = 0
        self.log: list[tuple[int, dict[str, Any], Verdict]] = []
        self.history: list[dict[str, Any]] = []
        self.redo_stack: list[dict[str, Any]] = []
        self.lines: list[tuple[dict[str, Any], Verdict]] = []
        self.journal: Any = None
        self._setup()

    # ----------------------------------------------------------------- building

    @classmethod
    def from_header(cls, header: Any) -> Game:
        """A game in the starting position a record header describes; raises RecordError."""
        header = validate_header(header)
        definitions = parse_definitions(header["ruleset"], header.get("cards", {}))
        return cls(header, definitions)

    @classmethod
    def load(cls, path: str) -> Game:
        """A game from a record file: the header and every action (expectations are ignored)."""
        from engine.record import read_record

        record = read_record(path)
        game = cls.from_header_at(record.header, path, record.header_line)
        for line, action in record.actions:
            try:
                game.apply(action)
            except RecordError as error:
                raise error.located(path, line) from None
        return game

    @classmethod
    def from_header_at(cls, header: Any, path: str, line: int) -> Game:
        """:meth:`from_header`, with errors placed at ``path:line``."""
        try:
            return cls.from_header(header)
        except RecordError as error:
            raise error.located(path, line) from None

    @classmethod
    def new_game(cls, ruleset: str, players: list[str], cards: dict[str, Any],
                 decks: dict[str, list[str]], heroes: dict[str, str] | None = None,
                 enforcement: str = "strict", seed: int | None = None,
                 prepared: dict[str, list[str]] | None = None, tournament: bool = False,
                 cardset: str | None = None, name: str | None = None) -> Game:
        """A new game: a header with the decks in list order, then the recorded setup actions
        (a shuffle of each deck, the opening draws, and for Berserk the mulligan phase).

        ``cardset`` names the card-set folder the cards come from (images, live edits)."""
        zones: dict[str, list[Any]] = {f"{p}.deck": list(decks.get(p, [])) for p in players}
        for player, hero in (heroes or {}).items():
            zones[f"{player}.play"] = [hero]
        header: dict[str, Any] = {"ruleset": ruleset, "players": players, "enforcement": enforcement,
                                  "cards": cards, "zones": zones}
        if seed is not None:
            header["seed"] = seed
        if tournament:
            header["tournament"] = True
        if prepared:
            header["prepared"] = prepared
        if cardset is not None:
            header["cardset"] = cardset
        if name is not None:
            header["name"] = name
        rules = get_ruleset(ruleset)
        setup_phases = rules.data.get("setup_phases", [])
        if setup_phases:
            header["turn"] = {"active": players[0], "phase": setup_phases[0], "number": 1}
        game = cls.from_header(header)
        hand_size = rules.data.get("opening_hand", 5)
        for player in players:
            game.apply({"act": "shuffle", "by": player, "zone": f"{player}.deck"})
        for player in players:
            game.apply({"act": "draw", "by": player, "count": hand_size})
        if not setup_phases:
            # Re-entering the first phase carries out its steps for turn 1 (HKK: 1 VP).
            game.apply({"act": "phase", "by": players[0], "to": rules.phases[0]})
        return game

    def _setup(self) -> None:
        header = self.header
        rules = self.ruleset
        counters = rules.data["counters"]
        state = header.get("players_state", {})
        for player in self.players:
            self.counters[player] = {**counters, **state.get(player, {})}
            for name in rules.zones:
                self.zones[f"{player}.{name}"] = []
        turn = header.get("turn", {})
        self.active = turn.get("active", self.players[0])
        self.phase = turn.get("phase", rules.phases[0])
        number = turn.get("number", 1)
        seat = self.players.index(self.active)
        for index, player in enumerate(self.players):
            self.turns[player] = number if index <= seat else number - 1
        self._setup_cards(header.get("zones", {}))
        for player, hero in header.get("heroes", {}).items():
            self._place_new_card(hero, None, f"{player}.play", {})

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
        if def_id not in self.definitions:
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
        self.zones[key].append(card)
        return card

    def _new_obj(self) -> int:
        self.next_obj += 1
        return self.next_obj

    # ----------------------------------------------------------------- names

    def player(self, name: Any) -> str:
        """Check that ``name`` is a player of this game."""
        if name not in self.counters:
            raise ActionError(msg("name.unknown_player", player=name))
        return name

    def zone_key(self, text: str) -> str:
        """Check a ``player.zone`` key (or ``removed``) and return it; create free-table zones."""
        if text == REMOVED:
            return text
        player, dot, name = text.partition(".")
        if not dot:
            raise ActionError(msg("name.unqualified_zone", zone=text))
        self.player(player)
        if text not in self.zones:
            if self.ruleset.zone(name) is None or not name:
                raise ActionError(msg("name.unknown_zone", zone=name, ruleset=self.ruleset_name))
            self.zones[text] = []
        return text

    def card(self, label: Any) -> Card:
        """The card with this label."""
        card = self.cards.get(label)
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
        """Whether the card is in a play area (HKK reserve/guard/table, Berserk play)."""
        return self.spec(card.zone).kind == "area"

    def cost_of(self, card: Card) -> int | None:
        """The card's current cost, computed live from its zone and the state."""
        if self.ruleset.cost_of is not None:
            return self.ruleset.cost_of(self, card)
        return getattr(self.definition(card), "cost", None)

    @property
    def zone_specs(self) -> list[ZoneSpec]:
        """The ruleset's zones, in the order the table lays them out."""
        return list(self.ruleset.zones.values())

    @property
    def active_player(self) -> str:
        """Whose turn it is."""
        return self.active

    def label_at(self, key: str, index: int) -> str:
        """The label of the card at ``index`` (top first) of a zone: for the controller only."""
        return self.zones[self.zone_key(key)][index].label

    # ----------------------------------------------------------------- the door

    def check(self, action: dict[str, Any]) -> Verdict:
        """The verdict ``action`` would get now, without changing anything."""
        return self._run(action, check_shape(action), dry=True)

    def apply(self, action: dict[str, Any]) -> Verdict:
        """Check and carry out ``action``. Raises ActionError if it names what does not exist."""
        act = check_shape(action)
        if act in ("undo", "redo"):
            return self._undo_redo(action, act)
        verdict = self._run(action, act, dry=False)
        if verdict.applied:
            self._journal(action, verdict)
            self.history.append(action)
            self.redo_stack.clear()
            self._record(action, verdict)
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

    def _run(self, action: dict[str, Any], act: str, dry: bool) -> Verdict:
        by = self.player(action["by"])
        tx = Tx(self, by, dry)
        if act in ("undo", "redo"):
            stack = self.history if act == "undo" else self.redo_stack
            if not stack:
                tx.refuse("history.empty", f"{act}.nothing", possible=False)
            tx.halt()
            return tx.verdict(act)
        handler = self.ruleset.actions.get(act) or GENERIC_ACTIONS.get(act)
        pending = self.preventable
        if handler is None:
            tx.refuse("action.not_in_ruleset", "action.not_in_ruleset", possible=False, act=act)
            tx.halt()
        else:
            handler(self, tx, action)
        if tx.applied and act not in KEEPS_PREVENTABLE and self.preventable is pending:
            self.preventable = None
        verdict = tx.verdict(act)
        if verdict.flagged:
            for label in _labels_in(action):
                if label in self.cards:
                    self.cards[label].flagged = True
        return verdict

    def _undo_redo(self, action: dict[str, Any], act: str) -> Verdict:
        verdict = self._run(action, act, dry=False)
        if not verdict.applied:
            return verdict
        self._journal(action, verdict)
        if act == "undo":
            self.redo_stack.append(self.history.pop())
            self._rebuild()
        else:
            redone = self.redo_stack.pop()
            inner = self._run(redone, redone["act"], dry=False)
            self.history.append(redone)
            self.log.append((len(self.history), redone, inner))
        self._record(action, verdict, log=False)
        return verdict

    def _record(self, action: dict[str, Any], verdict: Verdict, log: bool = True) -> None:
        self.lines.append((action, verdict))
        if log:
            self.log.append((len(self.history), action, verdict))

    def _journal(self, action: dict[str, Any], verdict: Verdict) -> None:
        """Write the action's journal line before the history, log or record take it in.

        If the write fails, the action is taken back (undo and redo have changed nothing yet; any
        other action is undone by replaying the unchanged history) and JournalWriteError says why.
        """
        if self.journal is None:
            return
        try:
            self.journal.append(record_line(action, verdict))
        except OSError as error:
            from engine.journal import JournalWriteError

            if action["act"] not in ("undo", "redo"):
                self._rebuild()
            if isinstance(error, JournalWriteError):
                raise
            raise JournalWriteError(getattr(self.journal, "path", ""), error) from error

    def _rebuild(self) -> None:
        """Recompute the state from the header and the remaining history (used by undo)."""
        fresh = Game(self.header, self.initial_definitions)
        for action in self.history:
            verdict = fresh._run(action, action["act"], dry=False)
            fresh.log.append((len(fresh.log) + 1, action, verdict))
        keep = {name: getattr(self, name) for name in ("history", "redo_stack", "lines", "journal")}
        self.__dict__.update(fresh.__dict__)
        self.__dict__.update(keep)

    # ----------------------------------------------------------------- records

    def record_lines(self) -> list[dict[str, Any]]:
        """The game record: the header, then every applied action (undo and redo included)."""
        return [self.header, *(record_line(action, verdict) for action, verdict in self.lines)]

    def record_text(self) -> str:
        """The game record as JSON Lines text."""
        from engine.record import dumps_line

        return "".join(dumps_line(line) + "\n" for line in self.record_lines())

    def save(self, path: str) -> None:
        """Save the game record atomically."""
        from engine.fileio import atomic_write

        atomic_write(path, self.record_text())

    def attach_journal(self, journal: Any, write_header: bool = True) -> None:
        """Send every later applied action to ``journal`` (fsynced before apply returns)."""
        if write_header:
            journal.start(self.record_lines())
        self.journal = journal

    # ----------------------------------------------------------------- moving cards

    def route(self, card: Card, key: str) -> tuple[str, str | None, int, str]:
        """Where a card sent to ``key`` really goes: (zone, rule, rank, code)."""
        if key == REMOVED:
            return key, None, 0, "move"
        rules = self.ruleset.data
        player, _, name = key.partition(".")
        replacement = rules.get("prepared_replacement")
        if card.prepared and replacement is not None:
            into = replacement["into"]
            current = zone_name(card.zone)
            applies = (name in into) if into != "*" else (
                name != current and current != replacement["to"] and name != replacement["to"])
            if applies:
                target = replacement["to"]
                final = REMOVED if target == REMOVED else f"{card.owner}.{target}"
                return final, replacement["rule"], RANK_REPLACEMENT, replacement["code"]
        redirect = rules["owner_routing"].get(name)
        if redirect is not None and player != card.owner:
            return f"{card.owner}.{name}", redirect, RANK_REDIRECT, "owner.redirect"
        return key, None, 0, "move"

    def send(self, tx: Tx, card: Card, key: str, pos: Any = None) -> str:
        """Route a card and put it where it really goes; cite the rule that changed the move."""
        final, rule, rank, code = self.route(card, key)
        if rule is not None:
            tx.cite(rule, rank, code, owner=card.owner)
        self.place(tx, card, final, pos)
        return final

    def place(self, tx: Tx, card: Card, key: str, pos: Any = None, shuffle: bool = True) -> None:
        """Put a card into a zone: clear what the zone clears, give it a new identity if it enters
        play, hand control to the zone's player, and insert it at ``pos`` (top first)."""
        source = card.zone
        old = self.zones[source]
        index = old.index(card)
        del old[index]
        spec = self.spec(key)
        name = spec.name
        if source != key:
            keep = self.ruleset.data["clears_on_entry"].get(name)
            if (keep is not None or key == REMOVED) and (card.markers or card.effects):
                kept = keep or ()
                card.markers = {m: n for m, n in card.markers.items() if m in kept}
                card.effects = [e for e in card.effects if e in kept]
            if spec.kind != "area":
                card.tapped = False
                card.face_down = False
            elif self.spec(source).kind != "area":
                card.obj = self._new_obj()
            card.known_to = set()
        card.controller = zone_owner(key) or card.owner
        target = self.zones[key]
        shuffle_in = False
        if pos is None:
            if name == "deck" and source != key and self.ruleset.data.get("shuffle_into_deck", True):
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
        tx.event(type="move", card=card.label, **{"from": source}, to=key, index=at)
        if shuffle_in and shuffle:
            self.shuffle_zone(tx, key, "deck.shuffled_in")

    def shuffle_zone(self, tx: Tx, key: str, code: str = "shuffle") -> None:
        """Shuffle a zone with the game's seeded generator; what anyone knew of it is forgotten."""
        cards = self.zones[key]
        self.rng.shuffle(cards)
        for card in cards:
            card.known_to = set()
        tx.shuffled.add(key)
        tx.cite(self.ruleset.data.get("shuffle_rule"), RANK_SHUFFLE, code)
        tx.event(type="shuffle", zone=key)

    def check_move(self, tx: Tx, card: Card, key: str, source: Card | None) -> None:
        """The rules on moving ``card`` to ``key`` by hand (a drag, or what a card's text did)."""
        if self.ruleset.name == "free":
            return
        rules = self.ruleset.data
        here = card.zone
        here_name = zone_name(here)
        definition = self.definition(card)
        fixed = rules["fixed_in_play"].get(definition.type)
        if fixed and self.in_play(card) and (key == REMOVED or self.spec(key).kind != "area"):
            tx.refuse(fixed, "hero.fixed")
        if here_name == "deck":
            deck = self.zones[here]
            if key == here:
                if self.phase not in rules.get("reorder_free_phases", ()) and source is None:
                    tx.refuse(rules["reorder_rules"]["deck"], "deck.order_fixed")
            elif source is None and 0 < deck.index(card) < len(deck) - 1:
                tx.refuse(rules["deck_source_rule"], "deck.needs_source")
        elif key == here and here_name in rules["reorder_rules"]:
            tx.refuse(rules["reorder_rules"][here_name], "graveyard.order_fixed")

    def after_taking_from_deck(self, tx: Tx, deck_key: str, was_inside: bool) -> None:
        """A deck searched to take a card from inside it is shuffled afterwards."""
        if was_inside and self.ruleset.data.get("shuffle_after_search"):
            self.shuffle_zone(tx, deck_key, "deck.searched")

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
        """Draw ``count`` cards from the top of the player's deck; return how many were missing."""
        deck = self.zones[f"{player}.deck"]
        missing = 0
        for _ in range(count):
            if not deck:
                missing += 1
                continue
            self.place(tx, deck[0], f"{player}.hand")
        return missing

    def enter_phase(self, tx: Tx, phase: str) -> None:
        """Go to ``phase`` and carry out its automatic steps."""
        self.phase = phase
        tx.event(type="phase", phase=phase)
        step = self.ruleset.phase_steps.get(phase)
        if step is not None:
            step(self, tx)

    def untap_all(self, tx: Tx, player: str) -> None:
        """The player's cards in play become active (untapped)."""
        for key, cards in self.zones.items():
            if key == REMOVED or self.spec(key).kind != "area":
                continue
            for card in cards:
                if card.tapped and card.controller == player:
                    card.tapped = False
                    tx.event(type="tap", card=card.label, tapped=False)

    def own_main_phase(self, player: str) -> bool:
        """Whether it is the main phase of ``player``'s own turn."""
        return self.active == player and self.phase == "main"

    # ----------------------------------------------------------------- seeing

    def zone_visible(self, key: str, viewer: str) -> bool:
        """Whether ``viewer`` may see the identities of the cards in a zone (as a whole)."""
        visibility = self.spec(key).visibility
        if visibility == "everyone":
            return True
        if visibility == "owner":
            return zone_owner(key) == viewer
        return False

    def card_visible(self, card: Card, viewer: str) -> bool:
        """Whether ``viewer`` may see this card now (zone, face-down state, looks and reveals)."""
        known = card.known_to
        if known and (EVERYONE in known or viewer in known):
            return True
        if not self.zone_visible(card.zone, viewer):
            return False
        return not card.face_down or viewer in (card.owner, card.controller)

    def view(self, viewer: str) -> dict[str, Any]:
        """The state as ``viewer`` (a player or ``spectator``) may see it; JSON-ready."""
        from engine.view import make_view

        if viewer != SPECTATOR:
            self.player(viewer)
        return make_view(self, viewer)

    def outcome(self) -> dict[str, Any] | None:
        """Who lost, once someone has (HKK life at 0; Berserk wounds on a hero, 3 failed draws)."""
        from engine.view import outcome

        return outcome(self)


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


def record_line(action: dict[str, Any], verdict: Verdict) -> dict[str, Any]:
    """An applied action as a record line: metadata dropped, a flagged verdict noted."""
    line = {k: v for k, v in action.items() if k[:1] != "_"}
    if verdict.flagged:
        line["_verdict"] = {"ok": False, "rule": verdict.rule, "code": verdict.code}
    return line


def validate_header(header: Any) -> dict[str, Any]:
    """Check a header's keys and types; return a copy with a seed (drawn from the OS if absent)."""
    if not isinstance(header, dict):
        raise RecordError(msg("header.not_object"))
    if "act" in header or "expect" in header:
        raise RecordError(msg("header.first_line"))
    for key in header:
        if key[:1] != "_" and key not in HEADER_KEYS:
            raise RecordError(msg("header.unknown_key", key=key))
    for key in ("ruleset", "players"):
        if key not in header:
            raise RecordError(msg("header.needs_key", key=key))
    if header["ruleset"] not in RULESETS:
        raise RecordError(msg("header.unknown_ruleset", ruleset=header["ruleset"],
                              known=", ".join(RULESETS)))
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
    for key, kind in (("cards", dict), ("zones", dict), ("turn", dict), ("players_state", dict),
                      ("prepared", dict), ("heroes", dict), ("tournament", bool)):
        if key in header and not isinstance(header[key], kind):
            raise RecordError(msg("header.wrong_type", key=key))
    header = {k: v for k, v in header.items() if k[:1] != "_"}
    seed = header.get("seed")
    if seed is None:
        header["seed"] = random.SystemRandom().randrange(2**32)
    elif not isinstance(seed, int) or isinstance(seed, bool):
        raise RecordError(msg("header.seed"))
    rules = get_ruleset(header["ruleset"])
    turn = header.get("turn", {})
    unknown = set(turn) - {"active", "phase", "number"}
    if unknown:
        raise RecordError(msg("header.turn_key", key=sorted(unknown)[0]))
    if "active" in turn and turn["active"] not in players:
        raise RecordError(msg("name.unknown_player", player=turn["active"]))
    if "phase" in turn and turn["phase"] not in rules.all_phases:
        raise RecordError(msg("name.unknown_phase", name=turn["phase"], ruleset=rules.name))
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
    for player in list(header.get("prepared", {})) + list(header.get("heroes", {})):
        if player not in players:
            raise RecordError(msg("name.unknown_player", player=player))
    return header


def redefine(game: Game, card_id: str, body: Any) -> CardDefinition:
    """Validate a new definition for ``card_id`` (a playtester's live edit)."""
    return parse_definition(game.ruleset_name, card_id, body)


# Acts after which a play or Flow is still open to an opponent's prevention (HKK reactions).
KEEPS_PREVENTABLE = frozenset({"mark", "effect", "counter", "reveal", "look", "enforcement"})

from engine.generic import GENERIC_ACTIONS  # noqa: E402  (the handlers need Game and Tx)
