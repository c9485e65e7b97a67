"""A remote seat's end (no Qt): one connection to the broker, joining the host's current run.

Every connection to the broker is a new session (a random id, named in that connection's last
will). Once connected the seat reads the host's retained presence, which names the host's run,
and says hello to that run; the host's welcome, which must answer that very hello, joins the
session to the run. From then on a message from the host is accepted only if it names this
session, comes from the joined run and counts above every one before it. A new run announcing
itself (the host resumed after a crash) is greeted the same way, and only its welcome moves the
seat over; the broker reconnecting the seat means a new session, and a hello again.

Callbacks (``on_message``, ``on_presence``, ``on_refused``, ``on_broker``) run on the link's own
dispatch thread, one at a time, in arrival order.
"""

from __future__ import annotations

import dataclasses
import logging
import threading
from collections import Counter, OrderedDict
from collections.abc import Callable, Mapping
from typing import Any

from nacl.signing import VerifyKey

from desktop.online.crypto import (
    NO_SESSION,
    Envelope,
    Kind,
    channel_keys,
    new_session,
    open_sealed,
    seal,
    verify_key_of,
)
from desktop.online.dispatch import Dispatcher
from desktop.online.invite import Invite, Role
from desktop.online.limits import (
    SEAT_DATA_BYTES,
    Refusal,
    Refused,
    decode_message,
    pack_message,
    unpack_message,
)
from desktop.online.mqtt import Connection
from desktop.online.presence import Presence, announced_state, presence_body, presence_counter

HELLO_RETRY_S = 2.0  # first wait for a welcome; it doubles up to HELLO_RETRY_MAX_S
HELLO_RETRY_MAX_S = 30.0
PROBES = 3  # hellos to another run while joined to one (a replayed old presence gets no answer)
RUNS_REMEMBERED = 16
BYE_REASONS = {"replaced": Presence.REPLACED, "renewed": Presence.REVOKED}
log = logging.getLogger(__name__)


class SeatLink:
    """A remote seat (a player, a judge, or a spectator) joined to the host through the broker.

    ``on_message(message)``: the host's message (a dict). ``on_presence(state)``: the host's
    :class:`Presence`: JOINED (again after every reconnection: the host sends the whole state),
    DROPPED (the host, or this seat's own connection, is gone for now; it reconnects by itself),
    LEFT (the host stopped), REPLACED or REVOKED (this link no longer holds the seat; the link
    has stopped). ``on_refused(reason)`` and ``on_broker(connected, reason)`` as at the host.
    ``ca_file`` is a CA this computer trusts for the broker's certificate (never in a link)."""

    def __init__(self, invite: Invite, *,
                 on_message: Callable[[dict[str, Any]], None],
                 on_presence: Callable[[Presence], None],
                 on_refused: Callable[[Refusal], None] | None = None,
                 on_broker: Callable[[bool, str], None] | None = None,
                 ca_file: str | None = None, tcp_nodelay: bool = True) -> None:
        self.invite = invite
        self.keys = channel_keys(invite.secret, invite.game_id, invite.role)
        self._broadcast = invite.role is Role.SPECTATOR  # the host's messages are for every spectator
        self._verifier: VerifyKey | None = (verify_key_of(invite.host_key)
                                            if self._broadcast and invite.host_key else None)
        self._on_message = on_message
        self._on_presence = on_presence
        self._on_refused = on_refused
        self._on_broker = on_broker
        self._lock = threading.Lock()
        self._dispatcher = Dispatcher("cardtable-online-seat")
        # This connection's session and what it knows of the host (all under the lock).
        self._session = new_session()
        self._counter = 0
        self._run: bytes | None = None  # the host run this session joined
        self._last_from_host = 0
        self._runs: OrderedDict[bytes, int] = OrderedDict()  # host run → its last presence counter
        self._newest_online: bytes | None = None  # the run that announced itself online last
        self._pending: dict[bytes, tuple[int, int]] = {}  # run → (our hello's counter, attempts)
        self._announced = False  # this session published its online presence
        self._reported: Presence | None = None
        self._reachable = False
        self._stopped = False  # no more sending or joining (left, replaced or revoked)
        self._left = False  # leave() was called: no more callbacks
        self._counts: Counter[str] = Counter()
        broker = dataclasses.replace(invite.broker, ca_file=ca_file, tcp_nodelay=tcp_nodelay)
        topics = self.keys.topics
        self._connection = Connection(broker, [topics.to_seat, topics.host_presence],
                                      on_message=self._received, on_ready=self._ready,
                                      on_lost=self._lost, will=self._will)

    # The caller's side.
    def start(self) -> None:
        """Connect (in the background, retried with backoff until :meth:`leave`)."""
        self._connection.start()

    @property
    def presence(self) -> Presence | None:
        """The host's state as last reported (None before anything was heard)."""
        with self._lock:
            return self._reported

    @property
    def joined(self) -> bool:
        """Whether messages can go to the host now."""
        with self._lock:
            return self._sendable()

    def send(self, message: Mapping[str, Any]) -> bool:
        """Send ``message`` to the host. False if not joined now (nothing sent: the host sends
        the whole state when the seat joins again). :class:`Unsendable` if ``message`` is not
        a JSON object within the limits."""
        body = pack_message(message)
        with self._lock:
            if not self._sendable():
                return False
            assert self._run is not None
            return self._send(Kind.DATA, self._run, body)

    def leave(self) -> None:
        """Leave on purpose: the host hears LEFT (a quit, not a drop); then disconnect. No
        callback runs after it returns."""
        with self._lock:
            self._stopped = self._left = True
            left = self._presence("left")
        self._connection.stop([(self.keys.topics.seat_presence, left, True)])
        self._dispatcher.stop()

    def stats(self) -> dict[str, int]:
        """Messages delivered, and dropped by :class:`Refusal`."""
        with self._lock:
            return {"delivered": self._counts["delivered"],
                    **{reason.value: self._counts[reason.value] for reason in Refusal}}

    def connection_info(self) -> dict[str, Any] | None:
        """The socket's addresses and TCP_NODELAY (None while unconnected)."""
        return self._connection.socket_info()

    # Sealing and greeting (lock held).
    def _sendable(self) -> bool:
        return (not self._stopped and self._reachable and self._run is not None
                and self._reported is Presence.JOINED)

    def _send(self, kind: Kind, run: bytes, body: bytes) -> bool:
        self._counter += 1
        payload = seal(self.keys.to_host, self.keys.topics.to_host,
                       Envelope(kind, self._session, run, self._counter, body),
                       at_least=SEAT_DATA_BYTES if kind is Kind.DATA else 0)
        return self._connection.publish(self.keys.topics.to_host, payload)

    def _presence(self, announced: str) -> bytes:
        return seal(self.keys.to_host, self.keys.topics.seat_presence,
                    Envelope(Kind.PRESENCE, self._session, NO_SESSION, presence_counter(1, announced),
                             presence_body(announced)))

    def _hello(self, run: bytes, attempts: int = 0) -> None:
        """Say hello to ``run``; a retry is due if no welcome answers this very hello."""
        if self._stopped:
            return
        self._send(Kind.HELLO, run, b"{}")
        self._pending[run] = (self._counter, attempts + 1)
        delay = min(HELLO_RETRY_S * 2 ** attempts, HELLO_RETRY_MAX_S)
        self._dispatcher.call_later(delay, self._retry_hello, self._session, run, self._counter)

    def _retry_hello(self, session: bytes, run: bytes, counter: int) -> None:
        """Say hello again if that hello is still unanswered. Only the run that announced itself
        last is greeted for ever (with backoff); another (a replayed old presence) PROBES times."""
        with self._lock:
            pending = self._pending.get(run)
            if session != self._session or pending is None or pending[0] != counter:
                return
            if run != self._newest_online and pending[1] >= PROBES:
                del self._pending[run]
                return
            self._hello(run, pending[1])

    # Reports (lock held; the callbacks run on the dispatch thread).
    def _report(self, state: Presence, again: bool = False) -> None:
        """Tell the caller the host's state (JOINED each time; the others once in a row)."""
        if self._reported is state and not again:
            return
        self._reported = state
        self._dispatcher.call(self._deliver, self._on_presence, state)

    def _deliver(self, callback: Callable[..., None] | None, *args: Any) -> None:
        if callback is not None and not self._left:
            callback(*args)

    def _refuse(self, reason: Refusal) -> None:
        with self._lock:
            self._counts[reason.value] += 1
        self._dispatcher.call(self._deliver, self._on_refused, reason)

    # The connection's callbacks (its network thread).
    def _will(self) -> tuple[str, bytes]:
        with self._lock:  # every connection is a new session
            self._session = new_session()
            self._counter = 0
            self._run = None
            self._pending.clear()
            self._last_from_host = 0
            self._announced = False
            return self.keys.topics.seat_presence, self._presence("dropped")

    def _ready(self) -> None:
        with self._lock:
            if self._stopped:
                return
            self._reachable = True
            for run in list(self._pending):  # the host's presence came before the subscription's ack
                self._hello(run)
        if self._on_broker is not None:
            self._dispatcher.call(self._deliver, self._on_broker, True, "")

    def _lost(self, reason: str) -> None:
        with self._lock:
            if self._stopped:
                return
            self._reachable = False
            if self._run is not None or self._reported is Presence.JOINED:
                self._report(Presence.DROPPED)
        if self._on_broker is not None:
            self._dispatcher.call(self._deliver, self._on_broker, False, reason)

    def _received(self, topic: str, payload: bytes, retained: bool) -> None:
        try:
            envelope = open_sealed(self.keys.to_seat, topic, payload, self._verifier)
            if topic == self.keys.topics.host_presence:
                self._received_presence(envelope, retained)
            elif topic == self.keys.topics.to_seat:
                self._received_message(envelope)
        except Refused as refused:
            if refused.reason is Refusal.REPLAYED and retained:
                return  # the broker's retained copy of something older than what this seat knows
            self._refuse(refused.reason)

    def _received_presence(self, envelope: Envelope, retained: bool) -> None:
        if envelope.kind is not Kind.PRESENCE or envelope.peer != NO_SESSION:
            raise Refused(Refusal.INVALID, f"{envelope.kind.name} on the presence topic")
        announced = announced_state(decode_message(envelope.body))
        run = envelope.sender
        with self._lock:
            if self._stopped:
                return
            last = self._runs.get(run)
            # The broker hands its retained copy to every new connection: the same message again.
            if last is not None and (envelope.counter < last or (envelope.counter == last and not retained)):
                raise Refused(Refusal.REPLAYED, "an old presence of the host")
            self._runs[run] = envelope.counter
            self._runs.move_to_end(run)
            while len(self._runs) > RUNS_REMEMBERED:
                self._runs.popitem(last=False)
            if announced == "online":
                self._newest_online = run
                if run not in self._pending:
                    self._hello(run)  # a new run, ours back after its connection broke, or ours anew
            elif run == self._run or self._run is None:
                self._pending.pop(run, None)
                self._report(Presence.LEFT if announced == "left" else Presence.DROPPED)
            else:
                raise Refused(Refusal.REPLAYED, "another run's presence while joined")

    def _received_message(self, envelope: Envelope) -> None:
        with self._lock:
            if self._stopped:
                return
            if envelope.kind is Kind.WELCOME:
                self._welcome(envelope)
                return
            if envelope.peer != (NO_SESSION if self._broadcast else self._session):
                raise Refused(Refusal.REPLAYED, "for another session")
            if envelope.sender != self._run or envelope.counter <= self._last_from_host:
                raise Refused(Refusal.REPLAYED, "an old run or counter")
            self._last_from_host = envelope.counter
        if envelope.kind is Kind.BYE:
            self._bye(decode_message(envelope.body))
        elif envelope.kind is Kind.DATA:
            body = unpack_message(envelope.body)
            with self._lock:
                self._counts["delivered"] += 1
            self._dispatcher.call(self._deliver, self._on_message, body)
        else:
            raise Refused(Refusal.INVALID, f"{envelope.kind.name} from the host")

    def _welcome(self, envelope: Envelope) -> None:
        """Join the run whose welcome answers our pending hello to it (lock held)."""
        if envelope.peer != self._session:
            if self._broadcast:
                return  # another spectator's welcome
            raise Refused(Refusal.REPLAYED, "a welcome for another session")
        pending = self._pending.get(envelope.sender)
        if pending is None or decode_message(envelope.body).get("answers") != pending[0]:
            raise Refused(Refusal.REPLAYED, "a welcome that answers no pending hello")
        self._pending.clear()
        self._run = envelope.sender
        self._last_from_host = envelope.counter
        if not self._announced:  # once per session: the host knows the session by now
            self._announced = True
            self._connection.publish(self.keys.topics.seat_presence, self._presence("online"), retain=True)
        self._report(Presence.JOINED, again=True)

    def _bye(self, body: dict[str, Any]) -> None:
        state = BYE_REASONS.get(str(body.get("reason")))
        if state is None:
            raise Refused(Refusal.INVALID, "a bye without a known reason")
        with self._lock:
            self._stopped = True
            self._report(state)
        self._dispatcher.call(self._close)

    def _close(self) -> None:
        """After REPLACED or REVOKED: disconnect quietly (no will, nothing said) and end."""
        self._connection.stop()
        self._dispatcher.stop()
