"""The host's online seats on the phones' seat machinery (no Qt here).

A remote seat is one more seat of the phones' kind behind the encrypted link: it sends the
messages a phone sends, checked by the phones' own models (:func:`desktop.phones.protocol.
parse_action`) before anything reaches the game, and carried out by the same seats' desk
(:class:`desktop.phones.desk.SeatDesk`) as its player and no one else (the link's channel says
which seat sent it: nothing in a message can name another). It receives what a phone receives,
made by that desk from its own engine view: ``welcome``, ``texts``, ``state`` (after every change
of the table, when it changed), ``result`` (with its action's ``id``), ``error`` (a message the
protocol refuses: nothing was done), and one thing a phone on the table's own network does not
need: ``seats``, every online seat's presence, so each seat's table can say who is away.

While a seat is away (never joined yet, or dropped: not one that left on purpose), the actions
that need it wait: an action of another seat is refused, saying so, while the away player has a
question open (the engine's pending step is theirs, or theirs is a chance to react that any other
action would close). The engine itself already holds what it must (a question's answer); this keeps
an away player from losing a chance by being away. When the seat comes back it gets the whole
state and carries on.

Threads: the link's callbacks run on its own thread; everything that touches the game is handed
to ``post`` (the game's thread: a queued Qt signal in the app, a queue in a host without a
window). :meth:`OnlineHost.publish` and :meth:`OnlineHost.retranslate` are called on that thread.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Collection
from typing import Any, Protocol

from desktop.online import tablefeed
from desktop.online.game import JUDGE, SPECTATORS, GameSecrets
from desktop.online.host import HostLink
from desktop.online.invite import BrokerSettings, Invite
from desktop.online.limits import FloodLimit, Refusal, Unsendable
from desktop.online.presence import Presence
from desktop.phones.protocol import BadMessage, parse_action

INVITED = "invited"  # a seat's presence before it first joins this run of the host
JOINED = Presence.JOINED.value
DROPPED = Presence.DROPPED.value
LEFT = Presence.LEFT.value
AWAY = frozenset({INVITED, DROPPED})  # a seat whose questions wait for it
WATCHERS = {SPECTATORS: "spectator", JUDGE: "judge"}  # channel → the engine viewer it sees as
TABLE_MESSAGES = frozenset({"table", "act", "check"})  # a remote table window's own messages
log = logging.getLogger(__name__)


def waits_for(game: Any, away: Collection[str], action: dict[str, Any] | None = None,
              actor: str | None = None) -> str | None:
    """The away player an action of ``actor`` (a seat, or the host's table: None) must wait
    for, if any: one whose question is open (the engine's pending step is theirs, or theirs is a
    chance to react that any other action would close), or whose hand ``action`` looks into."""
    others = {player for player in away if player != actor}
    if not others:
        return None
    step = game.pending() or {}
    if step.get("player") in others:
        return str(step["player"])
    chance = game.preventable() or {}
    waiting = next((str(player) for player in chance.get("players", ()) if player in others), None)
    if waiting is not None or action is None:
        return waiting
    for key in ("zone", "from"):
        owner, dot, zone = str(action.get(key) or "").partition(".")
        if dot and zone == "hand" and owner in others and owner != action.get("by"):
            return owner
    return None


class Desk(Protocol):
    """What the bridge needs of the seats' desk (:class:`desktop.phones.desk.SeatDesk`)."""

    @property
    def game(self) -> Any: ...

    def texts(self) -> dict[str, Any]: ...

    def seat_state(self, player: str, image_key: str | None = None) -> tuple[dict, dict]: ...

    def carry_out(self, player: str, message: Any, image_key: str | None = None) -> dict: ...

    def forget(self, player: str | None = None) -> None: ...

    def away_refusal(self, player: str) -> dict: ...

    def perform(self, action: dict, label: str | None = None, zone: str | None = None) -> Any: ...


def to_json(value: Any) -> str:
    """Compact JSON text (to compare states and to check a message's size as a phone's)."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


class OnlineHost:
    """The online seats of one game at the host: a :class:`HostLink` to the broker, and each
    player seat's messages carried out by ``desk`` on the game's thread (``post``).

    ``on_seats(presence)``: every seat's presence changed (seat → ``invited``, ``joined``,
    ``dropped`` or ``left``), on the game's thread: the table says who is away.
    ``link_options``: passed on to :class:`HostLink` (``on_refused``, ``on_broker``, ``flood``)."""

    def __init__(self, desk: Desk, broker: BrokerSettings, secrets: GameSecrets, *,
                 post: Callable[[Callable[[], None]], None],
                 on_seats: Callable[[dict[str, str]], None] | None = None,
                 on_refused: Callable[[str, Refusal], None] | None = None,
                 on_broker: Callable[[bool, str], None] | None = None,
                 flood: FloodLimit | None = None) -> None:
        self.desk = desk
        self._post = post
        self._on_seats = on_seats
        self.presence: dict[str, str] = {seat: INVITED for seat in secrets.seats}
        self._sent: dict[str, str] = {}  # seat → the JSON of the last state it was sent
        # Channels whose table window is fed (player seats that asked; the judge and spectators
        # always): channel → (the JSON of the last view sent, the engine's log mark).
        self._tables: dict[str, tuple[str, Any]] = {}
        self.watchers: dict[str, int] = {}  # the judge's and spectators' channels → joined now
        self.refused_messages = 0  # authentic messages the seat protocol refused
        self.throttled_answers = 0  # messages over a seat's flood limit answered "too fast"
        self.link = HostLink(broker, secrets,
                             on_message=lambda seat, message: post(lambda: self._message(seat, message)),
                             on_presence=lambda seat, state: post(lambda: self._presence(seat, state)),
                             on_refused=on_refused, on_broker=on_broker, flood=flood,
                             on_throttled=lambda seat, message: post(
                                 lambda: self._throttled(seat, message)))

    # The game's thread.
    def start(self) -> None:
        """Connect to the broker (each seat joins when it comes)."""
        self.link.start()

    def stop(self) -> None:
        """Stop: every seat hears that the host left (a quit, not a drop)."""
        self.link.stop()

    def invite(self, seat: str) -> Invite:
        """``seat``'s invite (its link: ``invite(seat).link()``)."""
        return self.link.invite(seat)

    def renew(self, seat: str) -> Invite:
        """A new code for ``seat``: its old link is worthless, its session told so; the new
        invite. Store ``link.secrets`` afterwards."""
        invite = self.link.renew(seat)
        self._sent.pop(seat, None)
        self._tables.pop(seat, None)
        self.desk.forget(seat)
        self._set_presence(seat, INVITED)
        return invite

    def publish(self) -> None:
        """Every joined seat's state, if it changed since it was last sent (call it after every
        change of the table)."""
        for seat, state in self.presence.items():
            if state == JOINED:
                self._send_state(seat)
        for channel in list(self._tables):
            self._send_table(channel)

    def retranslate(self) -> None:
        """The interface language changed: the texts and states again, in it."""
        texts = {"type": "texts", "texts": self.desk.texts()}
        for seat, state in self.presence.items():
            if state == JOINED:
                self._send(seat, texts)
        self._sent.clear()
        self.publish()

    def away(self) -> list[str]:
        """The seats away now (never joined, or dropped): their questions wait for them."""
        return [seat for seat, state in self.presence.items() if state in AWAY]

    def dropped(self) -> list[str]:
        """The seats that joined and are disconnected now (not those never joined yet)."""
        return [seat for seat, state in self.presence.items() if state == DROPPED]

    # What the link reports (posted to the game's thread).
    def _presence(self, seat: str, state: Presence) -> None:
        if seat in WATCHERS:
            self._watcher_presence(seat, state)
            return
        if seat not in self.presence:
            return
        if state is Presence.JOINED:
            self._sent.pop(seat, None)  # a seat that joins (again) gets everything
            self._tables.pop(seat, None)  # its window asks for the table again
            self._set_presence(seat, JOINED, announce=False)
            self._send(seat, {"type": "welcome", "seat": seat})
            self._send(seat, {"type": "texts", "texts": self.desk.texts()})
            self._send_state(seat)
            self._announce()
        elif state in (Presence.DROPPED, Presence.LEFT):
            self._set_presence(seat, state.value)

    def _watcher_presence(self, channel: str, state: Presence) -> None:
        """A spectator or the judge joined (each gets the whole table: spectators share one
        channel, so every one of them gets it again), or one went."""
        self.watchers[channel] = self.link.live_sessions(channel)
        if state is Presence.JOINED:
            self._send(channel, {"type": "welcome", "seat": WATCHERS[channel]})
            self._tables.pop(channel, None)
            self._send_table(channel)
            self._send(channel, {"type": "seats", "seats": dict(self.presence)})

    def _message(self, seat: str, message: dict[str, Any]) -> None:
        if seat not in self.presence:
            return  # a spectator or judge acts on nothing
        if message.get("type") in TABLE_MESSAGES:
            self._table_message(seat, message)
            return
        try:
            action = parse_action(to_json(message))
        except BadMessage as error:
            self.refused_messages += 1
            log.info("online seat %s sent a message the protocol refuses: %s", seat, error)
            self._send(seat, {"type": "error", "reason": str(error)})
            return
        waiting_for = self._waiting_for(seat)
        if waiting_for is not None:
            result = self.desk.away_refusal(waiting_for)
        else:
            result = self.desk.carry_out(seat, action)
        self.publish()  # the new state first: with the result, the seat's table is current
        self._send(seat, {"type": "result", "id": action.id, **result})

    def _table_message(self, seat: str, message: dict[str, Any]) -> None:
        """A remote table window's message: ask for the table, make an action, check some."""
        kind, ident = message["type"], message.get("id")
        if not isinstance(ident, int) and kind != "table":
            self._send(seat, {"type": "error", "reason": "a table message without an id"})
            return
        if kind == "table":
            self._tables.pop(seat, None)
            self._send_table(seat)
        elif kind == "check":
            self._send(seat, {"type": "checked", "id": ident,
                              "verdicts": self._checks(seat, message.get("actions"))})
        else:
            answer = self._table_act(seat, message.get("action"))
            self.publish()  # the new state first: with the answer, the seat's table is current
            self._send(seat, {"type": "acted", "id": ident, **answer})

    def _table_act(self, seat: str, action: Any) -> dict[str, Any]:
        game = self.desk.game
        try:
            action = tablefeed.seat_action(game, seat, action)
        except tablefeed.SeatActionError as error:
            return {"verdict": None, "refused": str(error)}
        waiting_for = waits_for(game, self.away(), action, seat)
        if waiting_for is not None:
            return {"verdict": None, "waiting_for": waiting_for}
        card = action.get("card")
        verdict = self.desk.perform(action, card if isinstance(card, str) else None,
                                    action.get("to") if isinstance(action.get("to"), str) else None)
        return {"verdict": tablefeed.verdict_data(verdict), "action": action}

    def _checks(self, seat: str, actions: Any) -> list[dict[str, Any] | None]:
        """What the engine would say of each action (None: one the seat may not send, or the
        engine cannot read): nothing is made."""
        from engine.errors import RecordError

        if not isinstance(actions, list) or len(actions) > tablefeed.MAX_CHECKS:
            return []
        verdicts: list[dict[str, Any] | None] = []
        for action in actions:
            try:
                verdicts.append(tablefeed.verdict_data(self.desk.game.check(
                    tablefeed.seat_action(self.desk.game, seat, action))))
            except (tablefeed.SeatActionError, RecordError):
                verdicts.append(None)
        return verdicts

    def _throttled(self, seat: str, message: dict[str, Any]) -> None:
        """A message over the seat's flood limit: nothing was done, and the seat hears so (its
        window says it sends too fast, instead of waiting for an answer that never comes)."""
        ident = message.get("id")
        if isinstance(ident, int):
            self.throttled_answers += 1
            self._send(seat, {"type": "throttled", "id": ident})

    # Helpers.
    def _waiting_for(self, seat: str) -> str | None:
        """The away player another seat's action must wait for, if any: one whose question is
        open (the pending step is theirs, or a chance to react)."""
        return waits_for(self.desk.game, self.away(), None, seat)

    def _send_table(self, channel: str) -> None:
        """The channel's table window: everything when it asks (or joins), then what changed."""
        game = self.desk.game
        viewer = WATCHERS.get(channel, channel)
        view = tablefeed.table_view(game, viewer)
        text = to_json(view)
        sent = self._tables.get(channel)
        if sent is not None and sent[0] == text:
            return
        keep, lines, mark = game.log_since(viewer, sent[1] if sent else None)
        state = tablefeed.table_state(game, viewer, view, (keep, lines))
        message: dict[str, Any] = {"type": "table", "state": state}
        if sent is None:
            message["static"] = tablefeed.table_static(game)
        if self._send(channel, message):
            self._tables[channel] = (text, mark)
        else:
            self._tables.pop(channel, None)  # the next one is whole again

    def _set_presence(self, seat: str, state: str, announce: bool = True) -> None:
        if self.presence.get(seat) == state:
            return
        self.presence[seat] = state
        if state != JOINED:
            self._sent.pop(seat, None)
            self._tables.pop(seat, None)
        if announce:
            self._announce()

    def _announce(self) -> None:
        """Tell the table and every joined seat who is there."""
        seats = dict(self.presence)
        for seat, state in seats.items():
            if state == JOINED:
                self._send(seat, {"type": "seats", "seats": seats})
        for channel, joined in self.watchers.items():
            if joined:
                self._send(channel, {"type": "seats", "seats": seats})
        if self._on_seats is not None:
            self._on_seats(seats)

    def _send_state(self, seat: str) -> None:
        state, _images = self.desk.seat_state(seat)
        text = to_json(state)
        if self._sent.get(seat) == text:
            return
        if self._send(seat, {"type": "state", "state": state}):
            self._sent[seat] = text

    def _send(self, seat: str, message: dict[str, Any]) -> bool:
        try:
            return self.link.send(seat, message)
        except Unsendable as error:  # a state beyond the limits: said, never raised
            log.warning("a message for online seat %s cannot go: %s", seat, error)
            return False
