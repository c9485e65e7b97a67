"""One MQTT 3.1.1 client connected out to the broker (no Qt; paho-mqtt 2).

Nothing here listens: every client connects out, so no one forwards a port. A :class:`Connection`
stays connected by itself (exponential backoff, 1 s doubling up to 30 s), sets TCP_NODELAY on its
socket (without it each hop waits for Nagle's algorithm: bench/online_latency.py measures both),
makes its last will anew before every connection (a seat's will names that connection's
session), subscribes again after every connection and says it is ready only once the broker has
acknowledged the subscriptions. Client ids are random: they tell the broker nothing.

Callbacks run on paho's network thread of this connection.
"""

from __future__ import annotations

import logging
import secrets
import socket
import ssl
import threading
from collections.abc import Callable, Sequence
from typing import Any

import paho.mqtt.client as paho
from paho.mqtt.enums import CallbackAPIVersion, MQTTErrorCode

from desktop.online.invite import BrokerSettings

KEEPALIVE_S = 10  # the broker sends a silent client's will after 1.5 × this
RECONNECT_MIN_S = 1
RECONNECT_MAX_S = 30
QOS = 1
CONNECT_TIMEOUT_S = 10.0

log = logging.getLogger(__name__)


def raw_socket(sock: Any) -> socket.socket | None:
    """The TCP socket under paho's socket: itself, a TLS socket (a subclass), or the socket
    inside paho's WebSocket wrapper (``_socket``, which paho gives no other way to reach)."""
    if isinstance(sock, socket.socket):
        return sock
    inner = getattr(sock, "_socket", None)
    return inner if isinstance(inner, socket.socket) else None


class Connection:
    """An MQTT client that connects out and stays connected (see the module's docstring)."""

    def __init__(self, settings: BrokerSettings, subscriptions: Sequence[str], *,
                 on_message: Callable[[str, bytes, bool], None],
                 on_ready: Callable[[], None],
                 on_lost: Callable[[str], None],
                 will: Callable[[], tuple[str, bytes] | None]) -> None:
        self._settings = settings
        self._subscriptions = list(subscriptions)
        self._on_message = on_message
        self._on_ready = on_ready
        self._on_lost = on_lost
        self._will = will
        self._ready = False
        self._subscribe_mid: int | None = None
        self._stopped = False
        self._lock = threading.Lock()
        self.connections = 0  # connections made so far (the first is 1)
        self._client = self._make_client()

    # Setting up.
    def _make_client(self) -> paho.Client:
        settings = self._settings
        client = paho.Client(CallbackAPIVersion.VERSION2, client_id=secrets.token_hex(12),
                             clean_session=True, protocol=paho.MQTTv311,
                             transport="websockets" if settings.websocket else "tcp")
        if settings.websocket:
            client.ws_set_options(path=settings.path)
        if settings.tls:
            context = ssl.create_default_context()  # the system's CAs, and the host name checked
            if settings.ca_file:
                context.load_verify_locations(settings.ca_file)
            client.tls_set_context(context)
        if settings.username is not None:
            client.username_pw_set(settings.username, settings.password)
        client.reconnect_delay_set(RECONNECT_MIN_S, RECONNECT_MAX_S)
        client.connect_timeout = CONNECT_TIMEOUT_S
        client.on_pre_connect = self._pre_connect
        client.on_socket_open = self._socket_open
        client.on_connect = self._connected
        client.on_subscribe = self._subscribed
        client.on_message = self._message
        client.on_disconnect = self._disconnected
        client.on_connect_fail = self._connect_failed
        return client

    def start(self) -> None:
        """Connect (in the background; retried until :meth:`stop`)."""
        self._client.connect_async(self._settings.host, self._settings.port, keepalive=KEEPALIVE_S)
        self._client.loop_start()

    @property
    def ready(self) -> bool:
        """Connected, and the subscriptions acknowledged."""
        return self._ready

    def socket_info(self) -> dict[str, Any] | None:
        """The connection's TCP socket: local and broker addresses, TCP_NODELAY (for diagnostics
        and the tests); None while unconnected."""
        sock = raw_socket(self._client.socket())
        if sock is None or sock.fileno() < 0:
            return None
        try:
            return {"local": sock.getsockname()[:2], "broker": sock.getpeername()[:2],
                    "tcp_nodelay": bool(sock.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY))}
        except OSError:
            return None

    # Sending.
    def publish(self, topic: str, payload: bytes, retain: bool = False) -> bool:
        """Send ``payload`` (QoS 1) if connected and ready; False (nothing sent) otherwise, so
        nothing sealed for this connection's session goes out on a later one."""
        if not self._ready or self._stopped:
            return False
        info = self._client.publish(topic, payload, qos=QOS, retain=retain)
        return info.rc == MQTTErrorCode.MQTT_ERR_SUCCESS

    def stop(self, last_words: Sequence[tuple[str, bytes, bool]] = (), timeout: float = 3.0) -> None:
        """Publish ``last_words`` (topic, payload, retained; each waited for up to ``timeout``),
        then disconnect cleanly: the broker sends no will. Idempotent; never call it on this
        connection's own network thread."""
        with self._lock:
            if self._stopped:
                return
            sent = []
            if self._ready:
                sent = [self._client.publish(topic, payload, qos=QOS, retain=retain)
                        for topic, payload, retain in last_words]
            self._stopped = True
        for info in sent:
            try:
                info.wait_for_publish(timeout)
            except (RuntimeError, ValueError) as error:  # the connection broke meanwhile
                log.info("last words not confirmed: %s", error)
        self._ready = False
        self._client.disconnect()
        self._client.loop_stop()

    # paho's callbacks (its network thread).
    def _pre_connect(self, client: paho.Client, userdata: Any) -> None:
        self.connections += 1
        will = self._will()
        if will is None:
            client.will_clear()
        else:
            client.will_set(will[0], will[1], qos=QOS, retain=True)

    def _socket_open(self, client: paho.Client, userdata: Any, sock: Any) -> None:
        tcp = raw_socket(sock)
        if tcp is not None and tcp.family in (socket.AF_INET, socket.AF_INET6):
            tcp.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, int(self._settings.tcp_nodelay))

    def _connected(self, client: paho.Client, userdata: Any, flags: Any, reason: Any,
                   properties: Any) -> None:
        if reason.is_failure:
            log.warning("broker %s refused the connection: %s", self._settings.address, reason)
            self._on_lost(str(reason))
            return
        result, mid = client.subscribe([(topic, QOS) for topic in self._subscriptions])
        self._subscribe_mid = mid if result == MQTTErrorCode.MQTT_ERR_SUCCESS else None

    def _subscribed(self, client: paho.Client, userdata: Any, mid: int, reasons: list[Any],
                    properties: Any) -> None:
        if mid != self._subscribe_mid:
            return
        if any(reason.is_failure for reason in reasons):
            log.warning("broker %s refused a subscription", self._settings.address)
            self._on_lost("subscription refused")
            client.disconnect()  # loop_forever stops here: the link reports it and stays down
            return
        self._ready = True
        self._on_ready()

    def _message(self, client: paho.Client, userdata: Any, message: paho.MQTTMessage) -> None:
        self._on_message(message.topic, bytes(message.payload), bool(message.retain))

    def _disconnected(self, client: paho.Client, userdata: Any, flags: Any, reason: Any,
                      properties: Any) -> None:
        was_ready, self._ready = self._ready, False
        if was_ready and not self._stopped:
            self._on_lost(str(reason))

    def _connect_failed(self, client: paho.Client, userdata: Any) -> None:
        if not self._stopped:
            self._on_lost("unreachable")
