"""Who sits at the table, and what one applied action left for everyone who shows the game.

Qt-free: the :class:`TableSession` owns the seat policy and applies actions; each applied action
(or change of seat) gives one :class:`Result`, which every listener reads (the scene, the docks,
the procedures, the broadcast, the overlay, the phones) instead of asking the engine again. A
Result asks the engine at most once for each viewer's view and once for what may be prevented,
the first time a listener wants it.

The seat policy. In hot seat the bottom seat follows whoever must decide next: the player an open
question waits for (the engine's ``pending``), else the active player; when that changes, the
table hides behind the hand-off screen until the player takes the seat. A window with a fixed
seat keeps its player at the bottom; the seat is only lent to another player for a question of
theirs (an answer, a reaction) and comes back once it is answered. A player whose hand lives on
a phone (joined, or ``away``: dropped, or the app restarted) never has it shown face up.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

SPECTATOR = "spectator"


@dataclass(slots=True, eq=False)
class Result:
    """The table after one applied action (or a change of seat), as every listener reads it.

    ``view`` is the table viewer's (``viewer``: the seat, or a spectator while the hand-off
    screen shows or while the seat's hand is on a phone). Other viewers' views, what may be
    prevented and the sources a player may name are asked of the engine once, when first read.
    """

    game: Any
    seat: str
    viewer: str
    hidden: bool
    view: dict[str, Any]
    pending_public: dict[str, Any] | None  # the open question as a spectator sees it
    action: dict[str, Any] | None = None
    verdict: Any = None
    _views: dict[str, dict[str, Any]] = field(default_factory=dict)
    _preventable: list[dict[str, Any] | None] = field(default_factory=list)  # [] until asked
    _sources: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    _questions: dict[str, list[Any]] = field(default_factory=dict)

    def questions(self) -> list[Any]:
        """The questions open now as a spectator sees them (``Game.questions``: who answers,
        their texts; no choices), asked of the engine once."""
        return self.questions_of(SPECTATOR)

    def step(self) -> Any:
        """The open question the game waits for (not an optional offer such as a reaction), as
        a spectator sees it; None when there is none."""
        return next((q for q in self.questions() if not q.optional), None)

    def offers(self) -> list[Any]:
        """The optional questions open now (a reaction), as a spectator sees them."""
        return [q for q in self.questions() if q.optional]

    def view_of(self, viewer: str) -> dict[str, Any]:
        """``viewer``'s view of this state (the engine is asked once per viewer)."""
        if viewer == self.viewer:
            return self.view
        if viewer not in self._views:
            self._views[viewer] = self.game.view(viewer)
        return self._views[viewer]

    def pending_for(self, player: str) -> dict[str, Any] | None:
        """The open question as ``player`` sees it (its choices only for the one who answers)."""
        pending: dict[str, Any] | None = self.view_of(player).get("pending")
        return pending

    @property
    def outcome(self) -> dict[str, Any] | None:
        """Who lost and who won, once the game is over."""
        outcome: dict[str, Any] | None = self.view.get("outcome")
        return outcome

    def questions_of(self, viewer: str) -> list[Any]:
        """The questions open now as ``viewer`` sees them (see ``Game.questions``; the engine
        is asked once per viewer)."""
        if viewer not in self._questions:
            self._questions[viewer] = list(self.game.questions(viewer))
        return self._questions[viewer]

    def preventable(self) -> dict[str, Any] | None:
        """What an opponent's reaction may prevent now (see ``Game.preventable``)."""
        if not self._preventable:
            self._preventable.append(self.game.preventable())
        return self._preventable[0]

    def sources(self, player: str) -> list[dict[str, Any]]:
        """The cards ``player`` may name now as the source of a look, a search or a move."""
        if player not in self._sources:
            self._sources[player] = list(self.game.sources(player))
        return self._sources[player]


def first_turn_action(game: Any, info: dict[str, Any]) -> dict[str, Any] | None:
    """The action that begins the first turn once the setup's questions are all answered
    (``info``: the game's ``table_info``); None while someone still decides, or after the
    setup."""
    if game.phase not in info.get("setup_phases", ()) or any(
            not q.optional for q in game.questions()):
        return None
    legal = game.legal_phases(game.active_player)
    return {"act": "phase", "by": game.active_player, "to": legal[0]} if legal else None


class TableSession:
    """The seat policy of one table and the applying of its actions (no Qt)."""

    def __init__(self, game: Any, seat: str | None = None, handoff: bool = True,
                 away: Iterable[str] = ()) -> None:
        self.game = game
        self.home: str | None = seat  # the fixed seat's player (None: hot seat)
        self.handoff_enabled = handoff
        # The players whose hand each source holds now ("phones", "online").
        self._elsewhere: dict[str, frozenset[str]] = {}
        self.away: frozenset[str] = frozenset(away) & frozenset(game.players)
        self._pending_public: dict[str, Any] | None = game.pending()
        self.seat: str = seat or self.decider()
        # A game resumed while someone else than the active player must decide (a question's
        # answerer after kill -9) starts behind the hand-off screen; so does one whose hands
        # were on phones (the player at the seat takes it before anything shows).
        self.hidden = (handoff and seat is None and self.seat != game.active_player) or (
            bool(self.away))
        self.handoff_to: str | None = None  # set when a change of seat hides the table
        self.result: Result | None = None
        # Online play: the away player an action must wait for (their question is open, it looks
        # into their hand), or None (desktop.online.hosting.waits_for); None: nothing waits.
        self.waits: Callable[[dict[str, Any]], str | None] | None = None

    @property
    def fixed_seat(self) -> bool:
        """Whether this window keeps one player at the bottom (``--as``)."""
        return self.home is not None

    @property
    def phones(self) -> frozenset[str]:
        """The players whose hand a phone (or a remote seat) holds now."""
        return frozenset().union(*self._elsewhere.values())

    @property
    def off_table(self) -> frozenset[str]:
        """The players whose hand lives on their phone, joined or not: never shown face up."""
        return self.phones | self.away

    @property
    def viewer(self) -> str:
        """Whose view the table shows: the seat, or a spectator's while the hand-off shows or
        while the seat's player holds their hand on their phone."""
        return SPECTATOR if self.hidden or self.seat in self.off_table else self.seat

    # The seat.
    def decider(self) -> str:
        """Who must act next: the player an open question waits for, else the active player."""
        step = self._pending_public
        return str(step.get("player") or self.game.active_player) if step else (
            self.game.active_player)

    def wanted_seat(self) -> str:
        """Who sits at the bottom now: in hot seat whoever must decide next; with a fixed seat
        its player, or the player it is lent to while their question is open."""
        decider = self.decider()
        if self.home is None:
            return decider
        return self.seat if decider == self.seat else self.home

    def hand_to(self, player: str) -> None:
        """The seat goes to ``player``: behind the hand-off screen (none when hand-off is off).
        A player whose hand is on their phone has nothing to hide: the table shows at once, as a
        spectator's, also where it was hidden for the player before."""
        self.seat = player
        if player in self.off_table:
            self.hidden = False
        elif self.handoff_enabled:
            self.hidden = True
            self.handoff_to = player

    def follow_decider(self) -> None:
        """After an action the seat goes to :meth:`wanted_seat`."""
        wanted = self.wanted_seat()
        if wanted != self.seat:
            self.hand_to(wanted)

    def take_seat(self) -> bool:
        """The player behind the hand-off screen takes the seat; True if an away player's hand
        is on the table from now on (they chose it, or the game resumed without phones)."""
        came_back = self.hidden and self.seat in self.away
        if came_back:
            self.away -= {self.seat}
        self.hidden = False
        return came_back

    def set_phones(self, players: Iterable[str], source: str = "phones") -> None:
        """The players whose hands ``source`` holds now ("phones", "online": each source's own
        list, so one never undoes the other): a hand no longer held anywhere leaves its player
        away (the hand stays hidden)."""
        before = self.phones
        self._elsewhere[source] = frozenset(players)
        joined = self.phones
        self.away = (self.away | (before - joined)) - joined
        if self.seat in joined:
            self.hidden = False  # nothing of theirs shows: nobody needs to look away

    def bring_back(self, player: str) -> bool:
        """An away player's hand comes back to the table: at the seat, behind the hand-off
        screen (True: the table hides now); anyone else's is simply no longer away."""
        if player not in self.away:
            return False
        if player != self.seat:
            self.away -= {player}
            return False
        self.hidden = True
        self.handoff_to = player
        return True

    def waiting_for(self, action: dict[str, Any]) -> str | None:
        """The away player ``action`` waits for (online play), if any: it is not made now."""
        return self.waits(action) if self.waits is not None else None

    def game_changed_elsewhere(self) -> None:
        """The game changed without an action of this table (a remote seat's table: another
        player acted at the host): the open question and the seat follow it."""
        self._pending_public = self.game.pending()
        self.follow_decider()

    # Applying.
    def apply(self, action: dict[str, Any]) -> Any:
        """Apply one action (the engine journals it first); on success the seat follows the
        decider. Returns the verdict; raises the engine's RecordError or JournalWriteError."""
        verdict = self.game.apply(action)
        if verdict.applied:
            self._pending_public = self.game.pending()
            self.follow_decider()
        return verdict

    def make_result(self, action: dict[str, Any] | None = None, verdict: Any = None) -> Result:
        """The Result every listener reads from now on (one view of the table's viewer)."""
        viewer = self.viewer
        self.result = Result(self.game, self.seat, viewer, self.hidden, self.game.view(viewer),
                             self._pending_public, action, verdict)
        return self.result
