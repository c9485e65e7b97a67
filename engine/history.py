"""A game's history as a tree of steps, and snapshots of the state for going back cheaply.

Every applied action becomes a :class:`Step`, a node whose ``parent`` is the step before it. The
history is the path from the first step to the newest: undo goes one step up, a new action after an
undo starts a branch of its own, redo goes down the same step again. A step is also a line of the
game log: it carries what that line names, taken when the action was applied, so a later change
(a card turned face down, a definition edited) never rewrites what the log said then, and a reader
of the log asks only for the steps since the last one it has (:func:`steps_since`).

Every ``SNAPSHOT_EVERY``-th step of a path keeps a :class:`Snapshot` of the state after it. Going
back to any step (undo, a failed journal write, seeking in a record: engine/timeline.py) restores
the nearest snapshot on its path and carries out at most ``SNAPSHOT_EVERY - 1`` actions again,
however long the game is.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any, NamedTuple, TypeGuard, cast

from engine.formats import FORMAT
from engine.state import Card, GameState

if TYPE_CHECKING:
    from engine.cards import CardDefinition
    from engine.rules import Rules, Verdict

SNAPSHOT_EVERY = 200
NOTHING: frozenset[str] = frozenset()

# What a log line names of a card that an action moved: its definition, face-down state, owner and
# controller right after the action (where it came from, the move event says).
Moved = tuple["CardDefinition", bool, str, str]
# ... and of a card an action named without moving it: label, definition, and what decides who
# saw it (who it was shown to, zone, face down, owner, controller).
Named = tuple[str, "CardDefinition", frozenset[str], str, bool, str, str]


def entry_rules(entry: dict[str, Any]) -> int:
    """The record format whose rules a history entry was carried out under (its ``_format``,
    kept only by a line of an older format)."""
    return int(entry.get("_format", FORMAT))


class History:
    """A game's past: the applied actions (oldest first) and their steps (the game log, one line
    a step, and the path of the history tree that undo and redo walk), what undo took back (for
    redo), and the header's position (``root``) that going back starts from.

    The methods that change the state again (undo, redo, going back) are given the game (its
    :class:`~engine.rules.Rules`), which carries each action out again by its entry's rules."""

    def __init__(self, root: Snapshot) -> None:
        self.root = root
        self.actions: list[dict[str, Any]] = []
        self.log: list[Step] = []
        self.redo_stack: list[dict[str, Any]] = []
        self.undone: list[Step] = []
        self.snapshot_every = SNAPSHOT_EVERY
        # A record read once from start to end (engine replay) needs no steps; they are made, all
        # at once, when something first asks for them (see make_steps).
        self.steps_later = False

    def take(self, entry: dict[str, Any], verdict: Verdict, game: GameState) -> None:
        """An applied action (already in the record's sink) becomes the newest entry and step;
        what undo took back can no longer be redone."""
        self.actions.append(entry)
        if self.redo_stack:
            self.redo_stack.clear()
            self.undone.clear()
        if not self.steps_later:
            self._add_step(entry, verdict, game)

    def _add_step(self, entry: dict[str, Any], verdict: Verdict, game: GameState) -> None:
        log = self.log
        step = Step(entry, verdict, log[-1] if log else None, game)
        if step.n % self.snapshot_every == 0:
            step.snapshot = capture(game)
        log.append(step)

    def steps(self, game: Rules) -> list[Step]:
        """The steps of the path to now (made first if they were left for later)."""
        if self.steps_later:
            self.make_steps(game)
        return self.log

    def undo(self, game: Rules) -> None:
        """Take the newest action back: the state goes back to where the one before led."""
        self.steps(game)
        self.redo_stack.append(self.actions.pop())
        self.undone.append(self.log.pop())
        self.go_back(game)

    def redo(self, game: Rules) -> None:
        """Carry the action undo took back last out again: the same action on the same state,
        so the same step (and log line) as before the undo."""
        self.steps(game)
        redone = self.redo_stack.pop()
        game.rerun(redone)
        self.actions.append(redone)
        self.log.append(self.undone.pop())

    def go_back(self, game: Rules) -> None:
        """Put the state back to where the history (after an undo, or without an action whose
        record line could not be written) leads: the nearest snapshot on its path, then the
        actions after it, each carried out by the rules it was first applied under."""
        if self.steps_later:
            self.make_steps(game)  # which ends where the history leads
        else:
            self.replay_steps(game, self.log[-1] if self.log else None)

    def make_steps(self, game: Rules) -> None:
        """Make the steps of a game that kept none (``steps_later``): its history carried out
        again from the header's position, each step taken (with its snapshot) on the way. The
        state ends as it was."""
        self.steps_later = False
        restore(game, self.root)
        self.log = []
        for action in self.actions:
            self._add_step(action, game.rerun(action), game)

    def replay_steps(self, game: Rules, step: Step | None) -> None:
        """Put the state where the history path up to ``step`` leads (None: the header's
        position), from the nearest snapshot on that path. The history is not changed."""
        todo: list[Step] = []
        while step is not None and step.snapshot is None:
            todo.append(step)
            step = step.parent
        restore(game, self.root if step is None or step.snapshot is None else step.snapshot)
        for later in reversed(todo):
            game.rerun(later.action)

    def go_on_from(self, game: Rules, top: Step | None) -> None:
        """Become the history whose path ends at ``top`` (a position of a record read before),
        with nothing to redo; the state goes there."""
        steps = [] if top is None else list(reversed(list(top.path())))
        self.replay_steps(game, top)
        self.log = steps
        self.actions = [step.action for step in steps]
        self.redo_stack, self.undone = [], []


class Step:
    """One applied action: a node of the history tree and a part of a line of the game log.

    ``n`` counts the steps of its path, this one included (the log line's number); ``line`` is
    the index of its log line: the step before's, when this one repeats its change (see
    :func:`repeats`), else the next. ``action`` is the history entry (a line of an older record
    format keeps its ``_format``: :func:`entry_rules`). What the log line names is taken from
    ``game`` right after the action: ``moved`` holds one :data:`Moved` per move event of the
    verdict, ``named`` one :data:`Named` per card of an action that moved none.
    """

    __slots__ = ("action", "line", "moved", "n", "named", "parent", "snapshot", "verdict")

    def __init__(self, action: dict[str, Any], verdict: Verdict, parent: Step | None,
                 game: GameState) -> None:
        self.action = action
        self.verdict = verdict
        self.parent = parent
        self.n: int = parent.n + 1 if parent is not None else 1
        self.line: int = 0 if parent is None else parent.line + (
            0 if repeats(parent, action, verdict) else 1)
        self.snapshot: Snapshot | None = None
        cards, definitions = game.cards, game.definitions
        moved: tuple[Moved, ...] = ()
        for event in verdict.events:  # a plain loop: this runs for every action of a replay
            if event["type"] == "move":
                card = cards[event["card"]]
                moved += ((definitions[card.def_id], card.face_down, card.owner, card.controller),)
        self.moved = moved
        self.named: tuple[Named, ...] = () if moved else _named(cards, definitions, action)

    def path(self) -> Iterator[Step]:
        """This step and the ones before it, newest first."""
        step: Step | None = self
        while step is not None:
            yield step
            step = step.parent

    def __repr__(self) -> str:
        return f"Step({self.n}, {self.action.get('act')!r})"


# Acts whose repeats fold into one log line (17 clicks on Life −1: "changed Life by −17"), the
# keys that must be the same, and the key whose amounts add up (its default).
FOLDED = {"counter": (("player", "name"), "delta", None), "mark": (("card", "marker"), "count", 1)}


def repeats(before: Step, action: dict[str, Any], verdict: Verdict) -> bool:
    """Whether ``action`` repeats the change of the step before it, to be told in the same log
    line: the same player changing the same counter (or the same marker on the same card) in
    the same direction, both legal, unflagged and shaped by no rule."""
    act = action.get("act")
    folded = FOLDED.get(str(act))
    previous = before.action
    if folded is None or previous.get("act") != act or previous.get("by") != action.get("by"):
        return False
    same, amount, default = folded
    if any(previous.get(key) != action.get(key) for key in same):
        return False
    if any(not v.ok or v.flagged or v.rule is not None for v in (before.verdict, verdict)):
        return False
    old, new = previous.get(amount, default), action.get(amount, default)
    return _whole(old) and _whole(new) and old * new > 0


def _whole(value: Any) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def folded_amount(step: Step) -> tuple[int, int] | None:
    """For the last step of a log line that folds repeats: the first step's ``n`` and the
    amounts added up (``None``: the line is one step's)."""
    if step.parent is None or step.parent.line != step.line:
        return None
    _same, amount, default = FOLDED[str(step.action.get("act"))]
    total, first = 0, step
    current: Step | None = step
    while current is not None and current.line == step.line:
        # A whole number: repeats() folds only steps whose amounts are (_whole).
        total += cast(int, current.action.get(amount, default))
        first = current
        current = current.parent
    return first.n, total


def line_ends(steps: list[Step]) -> list[Step]:
    """The last step of each log line among ``steps`` (a stretch of one path, oldest first)."""
    return [step for i, step in enumerate(steps)
            if i + 1 == len(steps) or steps[i + 1].line != step.line]


def steps_since(top: Step | None, mark: Step | None) -> tuple[int, list[Step]]:
    """What a reader who has the path up to ``mark`` lacks of the path up to ``top``: how many of
    its steps are still on ``top``'s path (``keep``), and ``top``'s steps after them, oldest first.

    Costs the steps between the two and their common ancestor: an undo costs one step back, a new
    action one step forward. A ``mark`` of another game shares no step (``keep`` 0)."""
    newer: list[Step] = []
    mark_n = mark.n if mark is not None else 0
    while top is not None and top.n > mark_n:
        newer.append(top)
        top = top.parent
    top_n = top.n if top is not None else 0
    while mark is not None and mark.n > top_n:
        mark = mark.parent
    while top is not None and top is not mark:  # the same length now: up to the common step
        newer.append(top)
        top = top.parent
        mark = mark.parent if mark is not None else None
    keep = top.n if top is not None else 0
    newer.reverse()
    return keep, newer


class Snapshot(NamedTuple):
    """Everything that makes up a game's state at one step, frozen (see :data:`STATE_FIELDS`)."""

    enforcement: str
    definitions: dict[str, Any]
    rng: Any
    cards: tuple[tuple[Any, ...], ...]
    zones: tuple[tuple[str, tuple[str, ...]], ...]
    counters: tuple[tuple[str, tuple[tuple[str, int], ...]], ...]
    turns: tuple[tuple[str, int], ...]
    active: str
    phase: str
    first_player: str
    setup_over: bool
    used_this_turn: tuple[tuple[str, frozenset[str]], ...]
    used_this_game: tuple[tuple[str, frozenset[str]], ...]
    procedure: dict[str, Any]
    next_obj: int
    result: Any  # an outcome, None, or engine.rules.LIVE
    losers_now: frozenset[str] | None
    last_played: tuple[tuple[str, str], ...]


# The attributes of a game that a snapshot holds (the state), those that survive going back (its
# history, and its record with the sink) and those fixed for the game (its header and caches). A
# test checks that every attribute of a game is one of these, so none can be forgotten.
STATE_FIELDS = frozenset(Snapshot._fields)
KEPT_FIELDS = frozenset({"past", "recorder"})
FIXED_FIELDS = frozenset({"header", "ruleset", "ruleset_name", "players", "initial_definitions",
                          "specs", "_decks", "header_rules"})


def _card_state(card: Card) -> tuple[Any, ...]:
    return (card.label, card.def_id, card.owner, card.controller, card.zone, card.tapped,
            card.face_down, tuple(card.markers.items()) if card.markers else (),
            tuple(card.effects) if card.effects else (), card.prepared,
            frozenset(card.uses) if card.uses else NOTHING, card.obj,
            frozenset(card.known_to) if card.known_to else NOTHING, card.flagged)


def _card_from(state: tuple[Any, ...]) -> Card:
    (label, def_id, owner, controller, zone, tapped, face_down, markers, effects, prepared, uses,
     obj, known_to, flagged) = state
    card = Card(label, def_id, owner, zone, obj)
    card.controller = controller
    card.tapped = tapped
    card.face_down = face_down
    card.markers = dict(markers)
    card.effects = list(effects)
    card.prepared = prepared
    card.uses = set(uses)
    card.known_to = set(known_to)
    card.flagged = flagged
    return card


def capture(game: GameState) -> Snapshot:
    """The state of ``game`` now, frozen."""
    return Snapshot(
        game.enforcement,
        dict(game.definitions),
        game.rng.getstate(),
        tuple(map(_card_state, game.cards.values())),
        tuple((key, tuple(card.label for card in cards)) for key, cards in game.zones.items()),
        tuple((player, tuple(values.items())) for player, values in game.counters.items()),
        tuple(game.turns.items()),
        game.active,
        game.phase,
        game.first_player,
        game.setup_over,
        tuple((player, frozenset(used)) for player, used in game.used_this_turn.items()),
        tuple((player, frozenset(used)) for player, used in game.used_this_game.items()),
        copy.deepcopy(game.procedure),
        game.next_obj,
        game.result,  # never changed in place: a new outcome is a new dict
        game.losers_now,
        tuple(game.last_played.items()),
    )


def restore(game: GameState, snapshot: Snapshot) -> None:
    """Put ``game`` into the state ``snapshot`` holds (new objects: the snapshot stays as it is)."""
    game.enforcement = snapshot.enforcement
    game.definitions = dict(snapshot.definitions)
    game.rng.setstate(snapshot.rng)
    cards = {}
    for state in snapshot.cards:
        card = _card_from(state)
        cards[card.label] = card
    game.cards = cards
    game.zones = {key: [cards[label] for label in labels] for key, labels in snapshot.zones}
    game.counters = {player: dict(values) for player, values in snapshot.counters}
    game.turns = dict(snapshot.turns)
    game.active = snapshot.active
    game.phase = snapshot.phase
    game.first_player = snapshot.first_player
    game.setup_over = snapshot.setup_over
    game.used_this_turn = {player: set(used) for player, used in snapshot.used_this_turn}
    game.used_this_game = {player: set(used) for player, used in snapshot.used_this_game}
    game.procedure = copy.deepcopy(snapshot.procedure)
    game.next_obj = snapshot.next_obj
    game.result = snapshot.result
    game.losers_now = snapshot.losers_now
    game.last_played = dict(snapshot.last_played)


# The keys of an action that name a card by its label: a ``create``'s ``card`` is a definition
# id, and the card it made is its ``id``.
NAMING_KEYS = ("card", "source")
CREATE_NAMING_KEYS = ("id", "source")


def _named(cards: dict[str, Card], definitions: dict[str, Any],
           action: dict[str, Any]) -> tuple[Named, ...]:
    named = []
    for key in CREATE_NAMING_KEYS if action.get("act") == "create" else NAMING_KEYS:
        label = action.get(key)
        card = cards.get(label) if isinstance(label, str) else None
        if card is not None:
            named.append((card.label, definitions[card.def_id],
                          frozenset(card.known_to) if card.known_to else NOTHING, card.zone,
                          card.face_down, card.owner, card.controller))
    return tuple(named)
