"""The host's end (no Qt): one channel per invite, each its own MQTT connection to the broker.

:class:`HostLink` keeps, per channel, the sessions of this run (a run is one HostLink: a host that
crashes and resumes is a new run, with a new random run id) and accepts a seat's message only if

- it is within the seat's flood limit (checked before anything is decrypted),
- it authenticates with the channel's seat → host key and names this run,
- it comes from a session that joined this run with a hello (a session once replaced never
  comes back), and its counter is above every counter that session has sent before,
- and its body is a JSON object within the limits.

Everything else is dropped and counted (:meth:`HostLink.stats`). Why that makes every replay
harmless, across restarts of either side, is argued in docs/online.md.

Callbacks (``on_message``, ``on_presence``, ``on_refused``, ``on_broker``) run on the link's own
dispatch thread, one at a time, in arrival order; they may call :meth:`HostLink.send`.
"""

from __future__ import annotations

import json
import logging
import threading
from collections import Counter, OrderedDict
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from nacl.signing import SigningKey

from desktop.online.crypto import (
    NO_SESSION,
    Envelope,
    Kind,
    channel_keys,
    new_session,
    open_sealed,
    seal,
)
from desktop.online.dispatch import Dispatcher
from desktop.online.game import SPECTATORS, GameSecrets
from desktop.online.invite import BrokerSettings, Invite, Role
from desktop.online.limits import (
    HOST_DATA_BYTES,
    FloodLimit,
    Refusal,
    Refused,
    decode_message,
    pack_message,
    unpack_message,
)
from desktop.online.mqtt import Connection
from desktop.online.presence import Presence, announced_state, presence_body, presence_counter

MAX_SPECTATORS = 256  # spectator sessions remembered at once (the oldest is forgotten first)
log = logging.getLogger(__name__)


@dataclass
class _Session:
    """One seat session (one connection of a seat) as this run knows it."""

    last_counter: int  # the highest hello or data counter accepted from it
    last_presence: int = 0  # the highest presence counter accepted from it
    alive: bool = True  # False once its presence said dropped or left


class _Channel:
    """One invite's channel at the host: its keys, connection, sessions and counters."""

    def __init__(self, link: HostLink, name: str, role: Role, secret: str) -> None:
        self.link = link
        self.name = name
        self.role = role
        self.keys = channel_keys(secret, link.secrets.game_id, role)
        self.signer: SigningKey | None = link.secrets.signing_key() if role is Role.SPECTATOR else None
        self.max_sessions = MAX_SPECTATORS if role is Role.SPECTATOR else 1
        self.sessions: OrderedDict[bytes, _Session] = OrderedDict()
        self.retired: set[bytes] = set()
        self.counter = 0  # this run's last counter on this channel (welcome, data, bye)
        self.messages, self.bytes = link.flood.buckets()  # the seat's own, fresh messages
        self.unread_messages, self.unread_bytes = link.flood.unread_buckets()  # anything on its topics
        self.throttle_answers = link.flood.answer_bucket()  # "too fast" answers to the seat
        self.counts: Counter[str] = Counter()
        self.reachable = False  # our connection to the broker is up (and subscribed)
        self.closed = False
        self.lock = threading.Lock()
        topics = self.keys.topics
        self.connection = Connection(link.broker, [topics.to_host, topics.seat_presence],
                                     on_message=self._received, on_ready=self._ready,
                                     on_lost=self._lost, will=self._will)

    # Sealing (the caller holds the lock, so counters go out in order).
    def _seal(self, topic: str, kind: Kind, peer: bytes, counter: int, body: bytes) -> bytes:
        return seal(self.keys.to_seat, topic, Envelope(kind, self.link.run, peer, counter, body),
                    self.signer, HOST_DATA_BYTES if kind is Kind.DATA else 0)

    def _send(self, kind: Kind, peer: bytes, body: bytes) -> bool:
        self.counter += 1
        payload = self._seal(self.keys.topics.to_seat, kind, peer, self.counter, body)
        return self.connection.publish(self.keys.topics.to_seat, payload)

    def _presence(self, announced: str) -> bytes:
        return self._seal(self.keys.topics.host_presence, Kind.PRESENCE, NO_SESSION,
                          presence_counter(self.connection.connections, announced),
                          presence_body(announced))

    # The connection's callbacks (its network thread).
    def _will(self) -> tuple[str, bytes]:
        with self.lock:
            return self.keys.topics.host_presence, self._presence("dropped")

    def _ready(self) -> None:
        with self.lock:
            if self.closed:
                return
            self.reachable = True
            self.connection.publish(self.keys.topics.host_presence, self._presence("online"), retain=True)
        self.link._reachability_changed()

    def _lost(self, reason: str) -> None:
        with self.lock:
            was_reachable, self.reachable = self.reachable, False
            had_seat = any(session.alive for session in self.sessions.values())
        if was_reachable and had_seat:
            self.link._emit(self, self.link._on_presence, self.name, Presence.DROPPED)
        self.link._reachability_changed(reason)

    def _received(self, topic: str, payload: bytes, retained: bool) -> None:
        try:
            if not (self.unread_messages.take() and self.unread_bytes.take(len(payload))):
                raise Refused(Refusal.THROTTLED, "a flood on the seat's topics: dropped unread")
            if topic == self.keys.topics.to_host:
                self._received_message(open_sealed(self.keys.to_host, topic, payload))
            elif topic == self.keys.topics.seat_presence:
                self._received_presence(open_sealed(self.keys.to_host, topic, payload), retained)
        except Refused as refused:
            if refused.reason is Refusal.REPLAYED and retained and topic == self.keys.topics.seat_presence:
                return  # an old session's retained presence: the broker keeps it, it is no news
            self._refuse(refused.reason)

    def _refuse(self, reason: Refusal) -> None:
        with self.lock:
            self.counts[reason.value] += 1
        self.link._emit(self, self.link._on_refused, self.name, reason)

    def _received_message(self, envelope: Envelope) -> None:
        if envelope.peer != self.link.run:
            raise Refused(Refusal.REPLAYED, "for another run of the host")
        if envelope.kind is Kind.HELLO:
            self._hello(envelope)
        elif envelope.kind is Kind.DATA:
            self._data(envelope)
        else:
            raise Refused(Refusal.INVALID, f"{envelope.kind.name} from a seat")

    def _fresh(self, envelope: Envelope) -> _Session:
        """The envelope's live session once its counter is checked and taken, and the message
        counted against the seat's flood limit (lock held)."""
        session = self.sessions.get(envelope.sender)
        if session is None or not session.alive or envelope.counter <= session.last_counter:
            raise Refused(Refusal.REPLAYED, "an old session or counter")
        session.last_counter = envelope.counter
        self._within_limit(envelope)
        return session

    def _within_limit(self, envelope: Envelope) -> None:
        """Count an authentic, fresh message of the seat's against its flood limit."""
        if not (self.messages.take() and self.bytes.take(len(envelope.body))):
            raise Refused(Refusal.THROTTLED, "over the seat's flood limit")

    def _hello(self, envelope: Envelope) -> None:
        replaced: bytes | None = None
        with self.lock:
            if self.closed:
                return
            if envelope.sender in self.retired:
                raise Refused(Refusal.REPLAYED, "a replaced session")
            if envelope.sender in self.sessions:
                self._fresh(envelope)
            else:
                self._within_limit(envelope)
                if len(self.sessions) >= self.max_sessions:
                    replaced, old = self.sessions.popitem(last=False)
                    self.retired.add(replaced)
                    if self.role is Role.SPECTATOR or not old.alive:
                        replaced = None
                self.sessions[envelope.sender] = _Session(envelope.counter)
            if replaced is not None:
                self._send(Kind.BYE, replaced, json.dumps({"reason": "replaced"}).encode())
            self._send(Kind.WELCOME, envelope.sender, json.dumps({"answers": envelope.counter}).encode())
        self.link._emit(self, self.link._on_presence, self.name, Presence.JOINED)

    def _data(self, envelope: Envelope) -> None:
        with self.lock:
            if self.closed:
                return
            try:
                self._fresh(envelope)
            except Refused as refused:
                if refused.reason is not Refusal.THROTTLED or not self.throttle_answers.take():
                    raise
                throttled = True
            else:
                throttled = False
        message = unpack_message(envelope.body)
        if throttled:  # authentic and fresh, over the limit: not handed on, but answered
            self.link._emit(self, self.link._on_throttled, self.name, message)
            raise Refused(Refusal.THROTTLED, "over the seat's flood limit")
        with self.lock:
            self.counts["delivered"] += 1
        self.link._emit(self, self.link._on_message, self.name, message)

    def _received_presence(self, envelope: Envelope, retained: bool) -> None:
        if envelope.kind is not Kind.PRESENCE:
            raise Refused(Refusal.INVALID, f"{envelope.kind.name} on the presence topic")
        announced = announced_state(decode_message(envelope.body))
        with self.lock:
            if self.closed:
                return
            session = self.sessions.get(envelope.sender)
            if session is None or envelope.counter <= session.last_presence:
                raise Refused(Refusal.REPLAYED, "an old session's presence")
            session.last_presence = envelope.counter
            if announced not in ("dropped", "left") or not session.alive:
                return
            session.alive = False
            if self.role is Role.SPECTATOR:
                del self.sessions[envelope.sender]
                self.retired.add(envelope.sender)
        self.link._emit(self, self.link._on_presence, self.name,
                        Presence.LEFT if announced == "left" else Presence.DROPPED)

    # The link's calls (any thread).
    def send(self, message: Mapping[str, Any]) -> bool:
        body = pack_message(message)
        with self.lock:
            if self.closed or not self.reachable:
                return False
            if self.role is Role.SPECTATOR:
                if not any(session.alive for session in self.sessions.values()):
                    return False
                return self._send(Kind.DATA, NO_SESSION, body)
            live = [sender for sender, session in self.sessions.items() if session.alive]
            return bool(live) and self._send(Kind.DATA, live[-1], body)

    def presence(self) -> Presence | None:
        with self.lock:
            if not self.sessions:
                return None
            if not self.reachable:
                return Presence.DROPPED
            if any(session.alive for session in self.sessions.values()):
                return Presence.JOINED
            return Presence.DROPPED

    def live_sessions(self) -> int:
        with self.lock:
            return sum(session.alive for session in self.sessions.values())

    def close(self, farewell: str | None) -> None:
        """Stop this channel: ``farewell`` (``"renewed"``) tells its seat why and wipes its
        retained presence; without it the host says it left."""
        with self.lock:
            self.closed = True
            live = [sender for sender, session in self.sessions.items() if session.alive]
            topics = self.keys.topics
            if farewell is None:
                last = [(topics.host_presence, self._presence("left"), True)]
            else:
                last = []
                if self.role is not Role.SPECTATOR:
                    last += [(topics.to_seat, self._seal(topics.to_seat, Kind.BYE, sender,
                                                         self.counter + 1 + index,
                                                         json.dumps({"reason": farewell}).encode()),
                              False) for index, sender in enumerate(live)]
                else:
                    last.append((topics.to_seat, self._seal(topics.to_seat, Kind.BYE, NO_SESSION,
                                                            self.counter + 1,
                                                            json.dumps({"reason": farewell}).encode()),
                                 False))
                last += [(topics.host_presence, b"", True), (topics.seat_presence, b"", True)]
        self.connection.stop(last)


class HostLink:
    """The host's end of an online game: one channel per player seat, the judge (if any) and the
    spectators, each over its own connection to the broker.

    ``on_message(seat, message)``: a seat's message (a dict, checked as the module says).
    ``on_presence(seat, state)``: a :class:`Presence`; JOINED may come again for a seat that is
    joined (it reconnected, or the host's connection came back): send it the whole state then.
    ``on_refused(seat, reason)``: a message dropped (:class:`Refusal`), for a log.
    ``on_broker(connected, reason)``: every channel's connection is up, or one is not (why).
    ``on_throttled(seat, message)``: a seat's own message over its flood limit, not handed on
    (at most :meth:`FloodLimit.answer_bucket`'s rate: the seat may be told it sends too fast).
    Seats are named as in ``secrets.seats``; :data:`JUDGE` and :data:`SPECTATORS` besides."""

    def __init__(self, broker: BrokerSettings, secrets: GameSecrets, *,
                 on_message: Callable[[str, dict[str, Any]], None],
                 on_presence: Callable[[str, Presence], None],
                 on_refused: Callable[[str, Refusal], None] | None = None,
                 on_broker: Callable[[bool, str], None] | None = None,
                 flood: FloodLimit | None = None,
                 on_throttled: Callable[[str, dict[str, Any]], None] | None = None) -> None:
        self.broker = broker
        self._secrets = secrets
        self.flood = flood or FloodLimit()
        self.run = new_session()  # this run's id: every seat's message must name it
        self._on_message = on_message
        self._on_presence = on_presence
        self._on_refused = on_refused
        self._on_broker = on_broker
        self._on_throttled = on_throttled
        self._dispatcher = Dispatcher("cardtable-online-host")
        self._lock = threading.Lock()
        self._channels = {name: _Channel(self, name, role, secret)
                          for name, (role, secret) in secrets.channels().items()}
        self._connected: bool | None = None
        self._started = False
        self._stopped = False

    @property
    def secrets(self) -> GameSecrets:
        """The game's secrets as they are now (after any :meth:`renew`): store them to resume."""
        return self._secrets

    @property
    def seats(self) -> list[str]:
        """Every channel's name: the player seats, then :data:`JUDGE` and :data:`SPECTATORS`."""
        return list(self._channels)

    def start(self) -> None:
        """Connect every channel (in the background; each retries until :meth:`stop`)."""
        with self._lock:
            if self._started:
                raise RuntimeError("a HostLink starts once: make a new one to resume")
            self._started = True
            channels = list(self._channels.values())
        for channel in channels:
            channel.connection.start()

    def invite(self, seat: str) -> Invite:
        """The invite for ``seat`` (its link: ``invite(seat).link()``)."""
        return self._secrets.invite(seat, self.broker)

    def send(self, seat: str, message: Mapping[str, Any]) -> bool:
        """Send ``message`` to ``seat``'s joined session (or, for :data:`SPECTATORS`, to every
        spectator). False if none is joined or the broker is unreachable: nothing is sent, and
        the seat gets the whole state when it joins again. :class:`Unsendable` if ``message``
        is not a JSON object within the limits."""
        return self._channel(seat).send(message)

    def send_spectators(self, message: Mapping[str, Any]) -> bool:
        """Send ``message`` to every spectator (signed: spectators share a key, not the host's)."""
        return self.send(SPECTATORS, message)

    def presence(self, seat: str) -> Presence | None:
        """``seat``'s state now: None if it never joined this run."""
        return self._channel(seat).presence()

    def spectators(self) -> int:
        """How many spectator sessions are joined now."""
        return self._channel(SPECTATORS).live_sessions()

    def live_sessions(self, seat: str) -> int:
        """How many sessions of ``seat``'s channel are joined now."""
        return self._channel(seat).live_sessions()

    def renew(self, seat: str) -> Invite:
        """A new secret for ``seat``: its old link is worthless at once (nothing more from it is
        handed on, even if already on its way), its session is told so (REVOKED), and the new
        invite is returned. Store :attr:`secrets` afterwards."""
        with self._lock:
            old = self._channel(seat)
            self._secrets = self._secrets.renewed(seat)
            role, secret = self._secrets.channels()[seat]
            channel = _Channel(self, seat, role, secret)
            self._channels[seat] = channel
            with old.lock:
                old.closed = True
        old.close("renewed")
        if self._started and not self._stopped:
            channel.connection.start()
        return self.invite(seat)

    def stop(self) -> None:
        """End online play: every channel says the host left (a quit, not a drop) and
        disconnects. Idempotent. No callback runs after it returns."""
        with self._lock:
            if self._stopped:
                return
            self._stopped = True
            channels = list(self._channels.values())
        for channel in channels:
            with channel.lock:
                channel.closed = True
        for channel in channels:
            channel.close(None)
        self._dispatcher.stop()

    def stats(self) -> dict[str, dict[str, int]]:
        """Per channel: messages delivered and dropped by :class:`Refusal`."""
        result = {}
        for name, channel in list(self._channels.items()):
            with channel.lock:
                result[name] = {"delivered": channel.counts["delivered"],
                                **{reason.value: channel.counts[reason.value] for reason in Refusal}}
        return result

    def connection_info(self) -> dict[str, dict[str, Any] | None]:
        """Per channel: its socket's addresses and TCP_NODELAY (None while unconnected)."""
        return {name: channel.connection.socket_info() for name, channel in list(self._channels.items())}

    # For the channels.
    def _channel(self, seat: str) -> _Channel:
        try:
            return self._channels[seat]
        except KeyError:
            raise KeyError(f"no online seat {seat!r}") from None

    def _emit(self, channel: _Channel, callback: Callable[..., None] | None, *args: Any) -> None:
        """Run ``callback(*args)`` on the dispatch thread unless ``channel`` was closed by then
        (a renewed seat's old link is worthless at once)."""
        if callback is None:
            return

        def deliver() -> None:
            if not channel.closed:
                callback(*args)

        self._dispatcher.call(deliver)

    def _reachability_changed(self, reason: str = "") -> None:
        with self._lock:
            channels = list(self._channels.values())
        connected = all(channel.reachable for channel in channels)
        if connected == self._connected:
            return
        self._connected = connected
        if self._on_broker is not None:
            on_broker = self._on_broker
            self._dispatcher.call(on_broker, connected, "" if connected else reason)
