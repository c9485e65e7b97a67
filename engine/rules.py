"""The rules of the engine: the transaction of one action against the state, and the shared
move machinery every game uses.

:class:`Rules` is the state (:class:`engine.state.GameState`) with what every game does to it:
route, place, send and draw cards (replacements, owner redirects, what a zone clears, fixed orders,
shuffles) by the ruleset's data, pay and change counters, enter phases, read the outcome and the
sources. :meth:`Rules.transact` runs one action in a :class:`Tx` and gives its :class:`Verdict`;
each game's acts and procedures are its ruleset's (``ruleset.acts`` and the hooks), so this
module names no game. A game's acts receive this object and a ``Tx``. The history of applied
actions is :attr:`Rules.past` (:mod:`engine.history`); the record and its sink are the game's
(:mod:`engine.recorder`, :class:`engine.game.Game`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from collections.abc import Set as AbstractSet
from typing import TYPE_CHECKING, Any

from engine.formats import FORMAT
from engine.history import History, capture
from engine.messages import render
from engine.state import (
    OPEN_AREA,
    REMOVED,
    Card,
    GameState,
    zone_name,
    zone_owner,
)

if TYPE_CHECKING:
    from engine.cards import CardDefinition
    from engine.gamedata import EntersTapped
    from engine.ruleset import Ruleset

RECORD_ACTS = frozenset({"undo", "redo", "enforcement", "format"})  # every game has these

# How strongly a rule shaped an action: the strongest one is the verdict's rule (spec: settled).
RANK_REPLACEMENT, RANK_REDIRECT, RANK_SHUFFLE, RANK_NOTE = 4, 3, 2, 1
# Which refusal a verdict cites when several apply (spec: "Full precedence of refusals"; the game
# is over before everything, a source that cannot be used after a step a procedure waits for).
OVER, LOCATION, PENDING, SOURCE, TIMING, COST = 0, 1, 2, 3, 4, 5
# The acts a game that is over still takes in strict mode (spec: game.over).
AFTER_THE_END = frozenset({"undo", "redo", "enforcement"})
NOTHING: frozenset[str] = frozenset()
LIVE = object()  # GameState.result under rules that read the outcome off the state (older formats)


class Verdict:
    """What the engine says of one action: legal or not, the rule it turned on, what happened."""

    __slots__ = ("also", "applied", "code", "events", "flagged", "ok", "params", "rule", "shuffled")

    def __init__(self, ok: bool, rule: str | None, code: str, params: dict[str, Any],
                 applied: bool, events: list[dict[str, Any]], shuffled: AbstractSet[str],
                 also: Sequence[str]) -> None:
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
            out["also"] = list(self.also)
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

    def __init__(self, game: Rules, by: str, dry: bool, rules: int = FORMAT) -> None:
        self.game = game
        self.by = by
        self.dry = dry
        self.rules = rules
        self.ruleset: Ruleset = game.ruleset.versions[rules]
        self.violation: tuple[str, str, dict[str, Any]] | None = None
        self.refusal_rank = 99
        self.possible = True
        self.applied = False
        self.rule: str | None = None
        self.rank = 0
        self.code = ""
        self.params: dict[str, Any] = {}
        self.events: list[dict[str, Any]] = []
        # Most actions shuffle nothing and cite one rule at most: these stay the shared empties
        # (a verdict keeps them as long as the record does).
        self.shuffled: frozenset[str] = NOTHING
        self.also: tuple[str, ...] = ()

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
                self.also += (self.rule,)
            self.rule, self.rank, self.code, self.params = rule, rank, code, params
        elif rule != self.rule and rule not in self.also:
            self.also += (rule,)

    def event(self, **event: Any) -> None:
        """Record something that happened."""
        self.events.append(event)

    def verdict(self, act: str) -> Verdict:
        """The verdict for this action."""
        if self.violation is not None:
            rule, code, params = self.violation
            if self.rule is not None and self.rule != rule:
                self.also += (self.rule,)
            return Verdict(False, rule, code, params, self.applied, self.events, self.shuffled,
                           self.also)
        return Verdict(True, self.rule, self.code or act, self.params, self.applied, self.events,
                       self.shuffled, self.also)


class Rules(GameState):
    """The state and the shared rules that change it; each game's own are its ruleset's."""

    def __init__(self, header: dict[str, Any], definitions: dict[str, CardDefinition],
                 ruleset: Ruleset, header_rules: int = FORMAT) -> None:
        super().__init__(header, definitions, ruleset, header_rules)
        if not self.rules_for(header_rules).ends_the_game:  # a header may already be over
            self.result = LIVE
        else:
            self.losers_now = frozenset(self.losing())
        # The applied actions, their steps and what undo took back; the header's position is
        # where going back starts from.
        self.past = History(capture(self))

    @property
    def history(self) -> list[dict[str, Any]]:
        """The applied actions, oldest first (what undo took back left out)."""
        return self.past.actions

    def rules_for(self, format_number: int) -> Ruleset:
        """The game's rules as they were in a record format (today's: :attr:`ruleset`)."""
        return self.ruleset.versions[format_number]

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
        tx.shuffled |= {key}
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
        """After an applied action while there is no outcome: only an action makes one, by
        making a player lose who had not lost before it (a header already at 0 life is not
        over), and once made it stays."""
        if tx.ruleset.may_end(self, tx.events):
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
        label = action["source"]
        if label is None or not tx.ruleset.checks_source:
            return
        if not self.is_source(tx.by, self.card(label)):
            tx.refuse("source.invalid", "source.invalid", rank=SOURCE)

    def blocking_step(self) -> tuple[str, str, frozenset[str]] | None:
        """The step a procedure waits for, if nothing else may happen first: (rule, the player
        who must act, the acts that are that step). Undo is always allowed."""
        return self.ruleset.blocking(self)

    def transact(self, action: dict[str, Any], act: str, dry: bool,
                 rules_format: int = FORMAT) -> Verdict:
        """The transaction of one action (its shape checked): the verdict of the rules of
        ``rules_format``, and, unless ``dry``, the action carried out on the state if they allow
        it (or warn mode carries it out, flagged). Undo and redo are only judged here: the
        history carries them out."""
        by = self.player(action["by"])
        tx = Tx(self, by, dry, rules_format)
        if act in ("undo", "redo"):
            past = self.past
            stack = past.actions if act == "undo" else past.redo_stack
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
            if "source" in action:
                self._check_source(tx, action)
            if not (act == "enforcement" and rules.enforcement_while_blocked):
                self._refuse_if_blocked(tx, act)
            handler(self, tx, action)
            if tx.applied:
                rules.after_action(self, tx, act)
                if act in rules.source_acts:
                    self.last_played[by] = action["card"]
                if not rules.ends_the_game:  # older rules read the outcome off the state
                    self.result, self.losers_now = LIVE, None
                elif self.result is None:
                    self._note_outcome(tx)
        verdict = tx.verdict(act)
        if verdict.flagged:
            for label in _labels_in(action):
                if label in self.cards:
                    self.cards[label].flagged = True
        return verdict

    def _refuse_if_blocked(self, tx: Tx, act: str, possible: bool = True) -> None:
        step = self.ruleset.blocking(self)
        if step is not None and act not in step[2]:
            rule, player, acts = step
            tx.refuse(rule, "step.pending", possible=possible, rank=PENDING, player=player,
                      act=sorted(acts)[0])

    def rerun(self, entry: dict[str, Any]) -> Verdict:
        """A history entry carried out again, by the rules it was first carried out under."""
        return self.transact(entry, entry["act"], False, entry.get("_format", FORMAT))


def _labels_in(action: dict[str, Any]) -> Iterable[str]:
    for key in ("card", "source"):
        value = action.get(key)
        if isinstance(value, str):
            yield value
    yield from action.get("cards", ())
