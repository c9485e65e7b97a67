"""Invite links and the broker's settings (no Qt).

An invite is ``cardtable://join?broker=HOST:PORT&tls=0|1&ws=0|1&game=GAMEID#SECRET``: the broker
to connect to, the game, and after ``#`` the secret the seat's keys and topics are derived from
(docs/online.md). Optional parameters: ``path`` (the WebSocket path, with ``ws=1``), ``role``
(``spectator`` or ``judge``; a player's seat when absent), ``key`` (a spectator invite's host key:
spectators share one secret, so the host signs what it sends them), ``user`` and ``pass`` (a broker
login, where the broker asks every client for one). Unknown parameters are ignored, so a newer
app's link still opens in this one.

The secret never goes to the broker: the app derives keys and topic names from it and sends only
those. Errors name what is wrong in words a player can act on, in their language:
:meth:`InviteError.message` takes the desktop's translate function.
"""

from __future__ import annotations

import base64
import binascii
import ipaddress
import re
import secrets
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum
from urllib.parse import parse_qs, quote, urlencode, urlsplit

SCHEME = "cardtable"
ACTION = "join"
SECRET_BYTES = 32  # 256 random bits per secret (at least 192 asked)
KEY_BYTES = 32  # an Ed25519 verify key
GAME_ID_BYTES = 16
DEFAULT_PORT = 1883
DEFAULT_WS_PATH = "/mqtt"
TRANSLATION_CONTEXT = "Online"
_GAME_ID = re.compile(r"^[A-Za-z0-9_-]{16,64}$")
_HOSTNAME_LABEL = re.compile(r"^(?!-)[A-Za-z0-9-]{1,63}(?<!-)$")


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks ``text`` for translation without importing Qt: lupdate reads this name, and the
    desktop translates the text with ``QCoreApplication.translate(context, text)``."""
    return text


class Role(StrEnum):
    """Who an invite seats: a player, any number of spectators (one shared secret), a judge."""

    PLAYER = "player"
    SPECTATOR = "spectator"
    JUDGE = "judge"


class InviteError(ValueError):
    """A link or setting that cannot be used, with a sentence a player can act on.

    ``text`` is the English template (``{name}`` placeholders filled from ``values``); the desktop
    passes its translate function to :meth:`message` for the player's language."""

    def __init__(self, text: str, **values: str) -> None:
        self.text = text
        self.values = values
        super().__init__(text.format(**values))

    def message(self, translate: Callable[[str, str], str] | None = None) -> str:
        """The sentence in the player's language (``translate(context, text)``, as Qt's
        ``QCoreApplication.translate``); English without one, or if a translation is broken."""
        template = translate(TRANSLATION_CONTEXT, self.text) if translate else self.text
        try:
            return template.format(**self.values)
        except (KeyError, IndexError, ValueError):
            return self.text.format(**self.values)


def new_secret() -> str:
    """A fresh secret: 256 random bits as URL-safe base64 without padding (43 characters)."""
    return encode_bytes(secrets.token_bytes(SECRET_BYTES))


def new_game_id() -> str:
    """A fresh game id (128 random bits, URL-safe base64)."""
    return encode_bytes(secrets.token_bytes(GAME_ID_BYTES))


def encode_bytes(raw: bytes) -> str:
    """URL-safe base64 without padding."""
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode("ascii")


def decode_bytes(text: str, length: int) -> bytes | None:
    """The bytes of URL-safe base64 ``text`` (padding optional) if it holds exactly ``length``
    of them, else None."""
    if not re.fullmatch(r"[A-Za-z0-9_-]+={0,2}", text):
        return None
    try:
        raw = base64.urlsafe_b64decode(text.rstrip("=") + "=" * (-len(text.rstrip("=")) % 4))
    except (binascii.Error, ValueError):
        return None
    return raw if len(raw) == length else None


def secret_bytes(secret: str) -> bytes:
    """A secret's 32 bytes; :class:`InviteError` if it is damaged or cut short."""
    raw = decode_bytes(secret, SECRET_BYTES)
    if raw is None:
        raise InviteError(QT_TRANSLATE_NOOP(
            "Online", "The invite link's secret code is damaged or cut short: copy the whole link "
                      "again."))
    return raw


def check_game_id(game_id: str) -> str:
    """``game_id`` if it is a well-formed game id."""
    if not _GAME_ID.match(game_id):
        raise InviteError(QT_TRANSLATE_NOOP("Online", "The invite link's game \"{value}\" is not a "
                                                      "Cardtable game id."), value=game_id[:80])
    return game_id


def check_host(host: str) -> str:
    """``host`` if it is an IP address or a DNS name (no scheme, port, path or spaces)."""
    try:
        ipaddress.ip_address(host)
        return host
    except ValueError:
        pass
    labels = host.rstrip(".").split(".")
    if host and len(host) <= 253 and all(_HOSTNAME_LABEL.match(label) for label in labels):
        return host
    raise InviteError(QT_TRANSLATE_NOOP("Online", "\"{value}\" is not a broker's address: give a "
                                                  "name such as broker.example.org or an IP "
                                                  "address."), value=host[:80])


def check_port(port: int | str) -> int:
    """``port`` as a number from 1 to 65535."""
    text = str(port)
    if not text.isdigit() or not 1 <= int(text) <= 65535:
        raise InviteError(QT_TRANSLATE_NOOP("Online", "The broker's port \"{value}\" is not a "
                                                      "number from 1 to 65535."), value=text[:20])
    return int(text)


@dataclass(frozen=True)
class BrokerSettings:
    """Where the MQTT broker is and how to reach it. Every client connects out to it: nothing in
    Cardtable listens for the online seats.

    ``ca_file`` (a CA to trust beside the system's, for a self-hosted broker's own certificate)
    belongs to this computer and never goes into a link. ``tcp_nodelay`` is off only to measure
    what Nagle's algorithm costs (bench/online_latency.py): every hop would wait ~40-90 ms."""

    host: str
    port: int = DEFAULT_PORT
    tls: bool = False
    websocket: bool = False
    path: str = DEFAULT_WS_PATH
    username: str | None = None
    password: str | None = field(default=None, repr=False)
    ca_file: str | None = None
    tcp_nodelay: bool = True

    def __post_init__(self) -> None:
        check_host(self.host)
        check_port(self.port)
        if not self.path.startswith("/") or any(c.isspace() for c in self.path):
            raise InviteError(QT_TRANSLATE_NOOP("Online", "The WebSocket path \"{value}\" must start "
                                                          "with / and hold no spaces."),
                              value=self.path[:80])

    @property
    def address(self) -> str:
        """``HOST:PORT`` (an IPv6 address in brackets)."""
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"{host}:{self.port}"

    def for_link(self) -> BrokerSettings:
        """These settings as a link carries them: without this computer's CA file."""
        return BrokerSettings(self.host, self.port, self.tls, self.websocket, self.path,
                              self.username, self.password)


@dataclass(frozen=True)
class Invite:
    """What a link says: the broker, the game, the role, the secret (and a spectator invite's host
    key). ``repr`` never shows the secret."""

    broker: BrokerSettings
    game_id: str
    role: Role
    secret: str = field(repr=False)
    host_key: str | None = None

    def __post_init__(self) -> None:
        check_game_id(self.game_id)
        secret_bytes(self.secret)
        if self.role is Role.SPECTATOR and (self.host_key is None
                                            or decode_bytes(self.host_key, KEY_BYTES) is None):
            raise _missing_host_key()

    def link(self) -> str:
        """The ``cardtable://join?…#SECRET`` link."""
        query: list[tuple[str, str]] = [("broker", self.broker.address),
                                        ("tls", "1" if self.broker.tls else "0"),
                                        ("ws", "1" if self.broker.websocket else "0")]
        if self.broker.websocket and self.broker.path != DEFAULT_WS_PATH:
            query.append(("path", self.broker.path))
        query.append(("game", self.game_id))
        if self.role is not Role.PLAYER:
            query.append(("role", self.role.value))
        if self.host_key is not None:
            query.append(("key", self.host_key))
        if self.broker.username is not None:
            query.append(("user", self.broker.username))
        if self.broker.password is not None:
            query.append(("pass", self.broker.password))
        return f"{SCHEME}://{ACTION}?{urlencode(query, safe=':[]/', quote_via=quote)}#{self.secret}"


def _missing_host_key() -> InviteError:
    return InviteError(QT_TRANSLATE_NOOP("Online", "This spectator invite lacks the host's key "
                                                   "(key=…) or has it damaged: copy the whole link "
                                                   "again."))


def _flag(params: dict[str, str], name: str) -> bool:
    value = params.get(name, "0")
    if value not in ("0", "1"):
        raise InviteError(QT_TRANSLATE_NOOP("Online", "\"{name}\" must be 0 or 1 in an invite link, "
                                                      "not \"{value}\"."), name=name, value=value[:20])
    return value == "1"


def _split_address(address: str) -> tuple[str, str]:
    """``HOST:PORT`` or ``[IPV6]:PORT`` → host, port text."""
    bracketed = re.fullmatch(r"\[([^\]]+)\]:([^:]*)", address)
    if bracketed:
        return bracketed.group(1), bracketed.group(2)
    host, colon, port = address.rpartition(":")
    if not colon or not host or ":" in host:
        raise InviteError(QT_TRANSLATE_NOOP("Online", "The broker \"{value}\" in the invite link is "
                                                      "not HOST:PORT."), value=address[:80])
    return host, port


def parse_invite(text: str) -> Invite:
    """The invite a link holds; :class:`InviteError` saying what is wrong with it otherwise."""
    link = text.strip()
    parts = urlsplit(link)
    if parts.scheme.lower() != SCHEME or parts.netloc.lower() != ACTION or parts.path not in ("", "/"):
        raise InviteError(QT_TRANSLATE_NOOP("Online", "This is not a Cardtable invite: a link to an "
                                                      "online game starts with cardtable://join?"))
    raw = parse_qs(parts.query, keep_blank_values=True)
    twice = sorted(name for name, values in raw.items() if len(values) > 1)
    if twice:
        raise InviteError(QT_TRANSLATE_NOOP("Online", "The invite link gives \"{name}\" more than "
                                                      "once: copy the whole link again."),
                          name=twice[0][:40])
    params = {name: values[0] for name, values in raw.items()}
    if not params.get("broker"):
        raise InviteError(QT_TRANSLATE_NOOP("Online", "The invite link names no broker: copy the "
                                                      "whole link again."))
    if not params.get("game"):
        raise InviteError(QT_TRANSLATE_NOOP("Online", "The invite link names no game: copy the "
                                                      "whole link again."))
    if not parts.fragment:
        raise InviteError(QT_TRANSLATE_NOOP("Online", "The invite link has no secret code after "
                                                      "\"#\": copy the whole link, to its end."))
    host, port = _split_address(params["broker"])
    websocket = _flag(params, "ws")
    broker = BrokerSettings(check_host(host), check_port(port), _flag(params, "tls"), websocket,
                            params.get("path", DEFAULT_WS_PATH) if websocket else DEFAULT_WS_PATH,
                            params.get("user"), params.get("pass"))
    try:
        role = Role(params.get("role", Role.PLAYER.value))
    except ValueError:
        raise InviteError(QT_TRANSLATE_NOOP("Online", "The invite link's role \"{value}\" is unknown "
                                                      "to this version of Cardtable."),
                          value=params["role"][:40]) from None
    host_key = params.get("key")
    if role is Role.SPECTATOR and (host_key is None or decode_bytes(host_key, KEY_BYTES) is None):
        raise _missing_host_key()
    return Invite(broker, check_game_id(params["game"]), role, parts.fragment,
                  host_key if role is Role.SPECTATOR else None)
