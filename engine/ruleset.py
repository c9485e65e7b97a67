"""The rules of one game: :class:`Ruleset`, whose methods are the shared rules' defaults.

A game's package (``engine/games/<name>/rules.py``) subclasses it and overrides only what its
game does differently, as python-chess's variants subclass ``Board``: a phase's automatic steps,
a card's cost now, who has lost, the step a procedure waits for. Everything that is data (zones,
phases, counters, the rules kept under their ids) is read from the game's typed data into the
fields the shared code uses. The registry (:mod:`engine.games`) builds one ruleset per game, with
the handler of every act the game lists.

These are today's rules. The rules of an older record format are frozen subclasses
(:mod:`engine.oldrules`, a game's ``older.py``), one per format, in :attr:`Ruleset.versions`: a
record's line is carried out by the version of its format (``tx.ruleset``), so today's code
knows only today's rules.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar

from engine.formats import FORMAT
from engine.state import ZoneSpec

if TYPE_CHECKING:
    from engine.actions import Shape
    from engine.cards import CardSchema
    from engine.game import Game
    from engine.gamedata import EntersTapped, GameData
    from engine.protocol import Question
    from engine.rules import Rules, Tx
    from engine.state import Card, GameState

ActionHandler = Callable[["Rules", "Tx", dict[str, Any]], None]


class Ruleset:
    """One game's rules: its data, read into fields the engine uses, its acts, and the hooks of
    the shared rules (each method here is what a game without a procedure of its own does)."""

    # The acts whose card stays a source of its player's abilities once applied (spec:
    # source.invalid): a game adds its own (a card used from the hand).
    source_acts: ClassVar[frozenset[str]] = frozenset({"play"})
    # The record format whose rules these are; a frozen older version names its own, and the
    # handlers of the game's own acts that were different then.
    format: ClassVar[int] = FORMAT
    acts_of_its_day: ClassVar[dict[str, ActionHandler]] = {}
    # Rules of today's format that older formats did not have (engine.oldrules): in strict mode
    # a refused action is not carried out; an outcome, once an action makes it, ends the game
    # (game.over); ``enforcement`` may change while a procedure waits for its step; undo and redo
    # never go against the rules; a header's turn numbers count from the first player; a
    # prepared card that would leave for the removed zone is replaced too.
    refusals_halt: ClassVar[bool] = True
    ends_the_game: ClassVar[bool] = True
    enforcement_while_blocked: ClassVar[bool] = True
    redo_against_rules: ClassVar[bool] = False
    turns_from_first_player: ClassVar[bool] = True
    replaces_removal: ClassVar[bool] = True
    # The header keys (and their kinds) a record of an older format took that today's does not,
    # and the bound of its seed (None: today's).
    header_kinds_of_its_day: ClassVar[dict[str, type]] = {}
    seed_limit: ClassVar[int | None] = None

    def __init__(self, name: str, data: GameData, acts: dict[str, ActionHandler],
                 shapes: dict[str, Shape], cards: CardSchema) -> None:
        self.name = name
        self.data = data
        self.title = data.title
        self.cards = cards
        self.zones = {zone: ZoneSpec(zone, spec.kind, spec.visibility, spec.ordered)
                      for zone, spec in data.zones.items()}
        self.open_zones = data.open_zones
        self.phases: tuple[str, ...] = tuple(data.phases)
        self.setup_phases: tuple[str, ...] = tuple(data.setup_phases)
        self.turn_order: tuple[str, ...] = self.setup_phases + self.phases
        self.all_phases = self.phases + self.setup_phases
        self.main_phase = data.main_phase
        self.deck_zone = data.zone_roles.deck
        self.hand_zone = data.zone_roles.hand
        self.graveyard_zone = data.zone_roles.graveyard
        self.counters: dict[str, int] = dict(data.counters)
        self.cost_counter = data.cost_counter
        self.owner_routing = data.owner_routing
        self.clears_on_entry = data.clears_on_entry
        self.prepared_replacement = data.prepared_replacement
        self.fixed_order = data.fixed_order
        self.arrival_rules = data.arrival_rules
        self.deck_search = data.deck_search
        self.shuffle_into_deck = data.shuffle_into_deck
        self.shuffle_rule = data.shuffle_rule
        self.hero_zone = data.hero_zone
        self.fixed_in_play = data.fixed_in_play
        self.enters_tapped: EntersTapped | None = data.enters_tapped
        self.play_timing = data.play_timing
        self.play_side = data.play_side
        self.played_onto: tuple[str, ...] = tuple(data.played_onto)
        self.failed_draws = data.failed_draws
        self.hand_look_rule = data.hand_look_rule
        # Whether a ``source`` must be a card the acting player can be using (source.invalid).
        self.checks_source = data.checks_source
        self.reveal_ability_rule = data.reveal_ability_rule
        self.destroy_rule = data.destroy_rule
        self.control_rule = data.control_rule
        self.header_keys: frozenset[str] = frozenset(data.header_keys)
        self.opening_hand = data.opening_hand
        self.act_names: tuple[str, ...] = tuple(data.acts)
        self.acts = acts
        # The shape of every act an action may name (this game's and every other game's: an act
        # of another game is refused by a verdict, action.not_in_ruleset, not as a broken line).
        self.shapes = shapes
        # The rules of every record format, this one included (the registry adds the others).
        self.versions: dict[int, Ruleset] = {self.format: self}

    # ------------------------------------------------------------------ data

    def zone(self, name: str) -> ZoneSpec | None:
        """The spec of a zone name, or None if the ruleset has no such zone."""
        spec = self.zones.get(name)
        if spec is None and self.open_zones and name:
            return ZoneSpec(name, "area", "everyone", False)
        return spec

    def destination(self, table: dict[str, str], card_type: str) -> str:
        """Where a card of this type goes by a table of the data (``play_destinations`` ...)."""
        return table.get(card_type, table["*"])

    def shown_counter_names(self) -> list[str]:
        """The counters the table shows for each player, in order."""
        shown = self.data.shown_counters
        return list(shown) if shown is not None else list(self.counters)

    # ------------------------------------------------------------------ the shared rules

    def deck_searched(self, game: Rules, card: Card, key: str, final: str,
                      source: Card | None) -> bool:
        """Whether moving ``card`` (sent to ``key``, landing in ``final``) searches a deck: it
        leaves a deck from inside it (neither its top nor its bottom card); the deck is shuffled
        after."""
        if self.deck_search is None or not game.is_deck(card.zone):
            return False
        return card.zone != final and game.inside(card)

    def phases_entered(self, order: tuple[str, ...], here: int, there: int) -> tuple[str, ...]:
        """The phases a change of phase from ``order[here]`` to ``order[there]`` enters, each
        with its steps: every one on the way forward; the same or an earlier one (refused, warn
        mode carries it out) only that one, again."""
        return order[here + 1:there + 1] if there > here else (order[there],)

    # ------------------------------------------------------------------ hooks (the defaults)

    def setup(self, header: dict[str, Any]) -> None:
        """Change a new game's header before it starts (a game's first turn's counters)."""

    def phase_step(self, game: Rules, tx: Tx, phase: str) -> None:
        """The automatic steps of ``phase`` as the game enters it: none."""

    def cost_of(self, game: GameState, card: Card) -> int | None:
        """A card's cost now: its ``cost`` stat."""
        cost: int | None = game.definition(card).stat("cost")
        return cost

    def after_play(self, game: Rules, tx: Tx, card: Card) -> None:
        """What follows a card played (before its play event): nothing."""

    def after_action(self, game: Rules, tx: Tx, act: str) -> None:
        """What the game notes after every applied action: nothing."""

    def check_reveal(self, game: Rules, tx: Tx, card: Card, ability: bool) -> None:
        """The rules on revealing a hand card (``ability``: to use an ability): none."""

    def check_create(self, game: Rules, tx: Tx, def_id: str) -> None:
        """The rules on creating a card: none."""

    def blocking(self, game: Rules) -> tuple[str, str, frozenset[str]] | None:
        """The step a procedure waits for, if nothing else may happen first: (rule, the player
        who must act, the acts that are that step). By default the first blocking question's
        (its answer's act); None: nothing blocks."""
        for question in self.questions(game):
            if question.blocking:
                actions = [question.answer, *(o.action for o in question.options),
                           *([question.decline.action] if question.decline else [])]
                acts = frozenset(str(a["act"]) for a in actions if a.get("act"))
                return question.rule or "", question.asks, acts
        return None

    def zone_of_role(self, role: str) -> str | None:
        """The name of the game's zone of a role (``deck``, ``hand``, ``graveyard``; None where
        the game has none)."""
        return {"deck": self.deck_zone, "hand": self.hand_zone,
                "graveyard": self.graveyard_zone}[role]

    def questions(self, game: Rules) -> list[Question]:
        """The questions open now, whole (:mod:`engine.protocol`; ``Game.questions`` shows each
        viewer what they may see of them): none."""
        return []

    def pending(self, game: Rules, viewer: str) -> dict[str, Any] | None:
        """The open question of a procedure, as ``viewer`` may see it: by default the first of
        :meth:`questions` (``step``: its id's first part; the choices for its answerer only)."""
        questions = self.questions(game)
        if not questions:
            return None
        question = questions[0]
        step: dict[str, Any] = {"step": question.id.partition(":")[0], "player": question.asks,
                                "rule": question.rule, "blocking": question.blocking,
                                "title": {"id": question.title.id,
                                          "params": dict(question.title.params)}}
        if viewer == question.asks:
            step["choices"] = {"cards": list(question.cards)} if question.kind == "cards" else {
                "options": [option.id for option in question.options]}
        return step

    def losers(self, game: Rules) -> list[dict[str, Any]]:
        """Every player who has lost by the state now, each with its outcome (``loser``,
        ``reason``, ``winners``): nobody."""
        return []

    def outcome(self, game: Rules) -> dict[str, Any] | None:
        """The outcome the state shows now: the first player (in seat order) who has lost."""
        found = self.losers(game)
        return found[0] if found else None

    def may_end(self, game: Rules, events: list[dict[str, Any]]) -> bool:
        """Whether an action's events may have made a player lose (who has lost is read again
        only then, not after every move of a long replay): any action may."""
        return True

    def shown_counters(self, game: Rules, player: str) -> dict[str, int]:
        """The counters the table shows for ``player``, in order."""
        values = game.counters[player]
        return {name: values.get(name, 0) for name in self.shown_counter_names()}

    def view_extra(self, game: Rules, viewer: str) -> dict[str, Any]:
        """What a game adds to every view (a procedure under way as the table shows it)."""
        return {}

    def table_extra(self) -> dict[str, Any]:
        """What a game adds to the table's description of its rules (numbers a dialog shows)."""
        return {}

    def preventable(self, game: Game) -> dict[str, Any] | None:
        """What another player's reaction may still undo now, only as the very next action:
        ``{"what": act, "card": label, "by": player, "players": who may}``. None: nothing."""
        return None

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.name!r})"
