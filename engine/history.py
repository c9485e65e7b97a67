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
from typing import TYPE_CHECKING, Any, NamedTuple

from engine.state import Card

if TYPE_CHECKING:
    from engine.cards import CardDefinition

SNAPSHOT_EVERY = 200
NOTHING: frozenset[str] = frozenset()

# What a log line names of a card that an action moved: its definition, face-down state, owner and
# controller right after the action (where it came from, the move event says).
Moved = tuple["CardDefinition", bool, str, str]
# ... and of a card an action named without moving it: label, definition, and what decides who
# saw it (who it was shown to, zone, face down, owner, controller).
Named = tuple[str, "CardDefinition", frozenset[str], str, bool, str, str]


class Step:
    """One applied action: a node of the history tree and a part of a line of the game log.

    ``n`` counts the steps of its path, this one included (the log line's number); ``line`` is
    the index of its log line: the step before's, when this one repeats its change (see
    :func:`repeats`), else the next. ``action`` is the history entry (legacy lines keep their
    ``_legacy`` mark). What the log line names is taken from ``game`` right after the action:
    ``moved`` holds one :data:`Moved` per move event of the verdict, ``named`` one :data:`Named`
    per card of an action that moved none.
    """

    __slots__ = ("action", "line", "moved", "n", "named", "parent", "snapshot", "verdict")

    def __init__(self, action: dict[str, Any], verdict: Any, parent: Step | None,
                 game: Any) -> None:
        self.action = action
        self.verdict = verdict
        self.parent = parent
        self.n = parent.n + 1 if parent is not None else 1
        self.line = 0 if parent is None else parent.line + (
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


def repeats(before: Step, action: dict[str, Any], verdict: Any) -> bool:
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


def _whole(value: Any) -> bool:
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
        total += current.action.get(amount, default)
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
    top_n = top.n if top is not None else 0
    mark_n = mark.n if mark is not None else 0
    while top_n > mark_n:
        newer.append(top)  # type: ignore[arg-type]
        top = top.parent  # type: ignore[union-attr]
        top_n -= 1
    while mark_n > top_n:
        mark = mark.parent  # type: ignore[union-attr]
        mark_n -= 1
    while top is not mark:
        newer.append(top)  # type: ignore[arg-type]
        top = top.parent  # type: ignore[union-attr]
        mark = mark.parent  # type: ignore[union-attr]
        top_n -= 1
    newer.reverse()
    return top_n, newer


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
    result: Any  # an outcome, None, or engine.core.LIVE
    losers_now: frozenset[str] | None
    last_played: tuple[tuple[str, str], ...]


# The attributes of a game that a snapshot holds (the state), those that survive going back (the
# history, the record and the journal) and those fixed for the game (its header and caches). A test
# checks that every attribute of a game is one of these, so none can be forgotten.
STATE_FIELDS = frozenset(Snapshot._fields)
KEPT_FIELDS = frozenset({"history", "redo_stack", "lines", "journal", "format_line_due",
                         "rules_format", "declared_format", "log", "undone", "snapshot_every",
                         "steps_later"})
FIXED_FIELDS = frozenset({"header", "ruleset", "ruleset_name", "players", "initial_definitions",
                          "specs", "_decks", "root", "header_rules"})


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


def capture(game: Any) -> Snapshot:
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


def restore(game: Any, snapshot: Snapshot) -> None:
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
