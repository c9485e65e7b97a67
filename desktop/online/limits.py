"""Sizes, refusals and rates (no Qt): what a message may be, and how fast a seat may send.

Every payload is padded to one of :data:`BUCKETS` before it is encrypted, and a message (``DATA``)
to at least its direction's size, whatever it holds: :data:`HOST_DATA_BYTES` from the host (a
seat's whole state, a verdict, the page's texts alike), :data:`SEAT_DATA_BYTES` from a seat (any
action); the greetings and presence fit the smallest bucket. So the broker sees three sizes, one
per kind of envelope, never one that depends on the game (only a message larger than its size,
such as the state of a vast table, takes the next bucket up). A message's JSON is compressed
(zlib) before it is padded: the padding hides the compressed length too.

A message handed on (to the host's session or a seat's window) is a JSON object of at most
:data:`MAX_MESSAGE_BYTES` (UTF-8) nested at most :data:`MAX_DEPTH` deep; anything else is refused
and counted, never raised into the caller.
"""

from __future__ import annotations

import json
import threading
import time
import zlib
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

# Padded plaintext sizes: 512 B, 1 KiB, … 512 KiB (nats-server's default max_payload is 1 MiB).
BUCKETS = tuple(1 << power for power in range(9, 20))
MAX_MESSAGE_BYTES = 500_000  # one message's JSON text (a whole table's view is tens of KiB)
MAX_DEPTH = 32  # nesting of objects and arrays in one message
# The least padded size of a message (``DATA``), per direction: a seat's state (10-40 KiB of JSON
# in a game of two, 2-8 KiB compressed) from the host; an action (at most 4 KiB of JSON, the
# phones' limit: desktop/phones/protocol.py) from a seat.
HOST_DATA_BYTES = 16 * 1024
SEAT_DATA_BYTES = 4 * 1024
COMPRESSION_LEVEL = 6


class Refusal(StrEnum):
    """Why a received message was dropped (each is counted; none reaches the caller)."""

    UNREADABLE = "unreadable"  # not our envelope: wrong version or size (a plaintext message)
    FORGED = "forged"  # our envelope, but it does not authenticate with the key (or signature)
    REPLAYED = "replayed"  # authentic but old: a counter already passed, an old session or run
    THROTTLED = "throttled"  # over a flood limit (the topic's: dropped unread; or the seat's own)
    INVALID = "invalid"  # authentic and fresh, but not a JSON object within the limits


class Refused(Exception):
    """A received message is dropped, for ``reason``."""

    def __init__(self, reason: Refusal, detail: str = "") -> None:
        super().__init__(f"{reason.value}: {detail}" if detail else reason.value)
        self.reason = reason


class Unsendable(ValueError):
    """A message given to ``send`` that cannot go: not a JSON object, or too large."""


def _depth_within(value: Any, limit: int) -> bool:
    """Whether ``value`` (parsed JSON) nests objects and arrays at most ``limit`` deep."""
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        children: Iterable[Any]
        if isinstance(item, dict):
            children = item.values()
        elif isinstance(item, list):
            children = item
        else:
            continue
        if depth > limit:
            return False
        stack.extend((child, depth + 1) for child in children)
    return True


def encode_message(message: Mapping[str, Any]) -> bytes:
    """``message`` as compact UTF-8 JSON; :class:`Unsendable` if it is not a JSON object of
    plain JSON values within the limits (the receiver would refuse it)."""
    if not isinstance(message, Mapping):
        raise Unsendable(f"a message is a JSON object (a dict), not {type(message).__name__}")
    try:
        text = json.dumps(message, ensure_ascii=False, allow_nan=False, separators=(",", ":"))
    except (TypeError, ValueError) as error:
        raise Unsendable(f"a message holds JSON values only: {error}") from None
    body = text.encode("utf-8")
    if len(body) > MAX_MESSAGE_BYTES:
        raise Unsendable(f"a message is at most {MAX_MESSAGE_BYTES} bytes of JSON, "
                           f"this one {len(body)}")
    if not _depth_within(json.loads(body), MAX_DEPTH):
        raise Unsendable(f"a message nests at most {MAX_DEPTH} levels deep")
    return body


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def decode_message(body: bytes) -> dict[str, Any]:
    """The JSON object ``body`` holds; :class:`Refused` (invalid) if it holds anything else."""
    if len(body) > MAX_MESSAGE_BYTES:
        raise Refused(Refusal.INVALID, f"{len(body)} bytes")
    try:
        value = json.loads(body.decode("utf-8"), parse_constant=_no_constant)
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise Refused(Refusal.INVALID, "not JSON") from None
    if not isinstance(value, dict):
        raise Refused(Refusal.INVALID, f"a JSON {type(value).__name__}, not an object")
    if not _depth_within(value, MAX_DEPTH):
        raise Refused(Refusal.INVALID, "nested too deep")
    return value


def pack_message(message: Mapping[str, Any]) -> bytes:
    """``message`` as a ``DATA`` envelope's body: its JSON (:func:`encode_message`), compressed."""
    return zlib.compress(encode_message(message), COMPRESSION_LEVEL)


def unpack_message(body: bytes) -> dict[str, Any]:
    """The message a ``DATA`` envelope's body holds; :class:`Refused` (invalid) if it does not
    expand (within :data:`MAX_MESSAGE_BYTES`, so no small body expands into a huge one) to a
    JSON object within the limits."""
    expander = zlib.decompressobj()
    try:
        text = expander.decompress(body, MAX_MESSAGE_BYTES + 1)
    except zlib.error:
        raise Refused(Refusal.INVALID, "not compressed JSON") from None
    if (len(text) > MAX_MESSAGE_BYTES or expander.unconsumed_tail or expander.unused_data
            or not expander.eof):
        raise Refused(Refusal.INVALID, "does not expand to a message within the limits")
    return decode_message(text)


class TokenBucket:
    """At most ``rate`` units a second on average, ``burst`` at once (thread-safe)."""

    def __init__(self, rate: float, burst: float, clock: Callable[[], float] = time.monotonic) -> None:
        if rate <= 0 or burst < 1:
            raise ValueError("a token bucket needs a positive rate and a burst of at least 1")
        self._rate = rate
        self._burst = burst
        self._clock = clock
        self._tokens = burst
        self._last = clock()
        self._lock = threading.Lock()

    def take(self, amount: float = 1.0) -> bool:
        """Spend ``amount`` if the bucket holds it (a request larger than the burst never passes)."""
        with self._lock:
            now = self._clock()
            self._tokens = min(self._burst, self._tokens + (now - self._last) * self._rate)
            self._last = now
            if self._tokens < amount:
                return False
            self._tokens -= amount
            return True


@dataclass(frozen=True)
class FloodLimit:
    """How fast one seat (or all spectators together) may send to the host.

    Two limits, so that no one else can spend a seat's: what comes on a seat's topic at all is
    dropped unread beyond ``unread_factor`` times the seat's rates (anyone on the broker may
    publish there: this only bounds the host's work); what authenticates as the seat's own, fresh
    message counts against the seat's rates. Both are far above what a player's hands do (a drag
    is one message); a seat that goes over is throttled, never disconnected, and nothing it sent
    in time is lost."""

    messages_per_second: float = 20.0
    message_burst: int = 60
    bytes_per_second: float = 256 * 1024
    byte_burst: int = 2 * BUCKETS[-1]
    unread_factor: float = 10.0

    def __post_init__(self) -> None:
        if self.byte_burst < 2 * BUCKETS[-1]:
            raise ValueError(f"the byte burst must let the largest message through ({2 * BUCKETS[-1]})")
        if self.unread_factor < 1:
            raise ValueError("the unread limit is at least the seat's own")

    def buckets(self) -> tuple[TokenBucket, TokenBucket]:
        """Fresh message and byte buckets for one seat's own messages."""
        return (TokenBucket(self.messages_per_second, self.message_burst),
                TokenBucket(self.bytes_per_second, self.byte_burst))

    def answer_bucket(self) -> TokenBucket:
        """How often one seat is told that it sends too fast (a tenth of its message rate:
        a flood is not answered in kind; a seat's own timeout covers the rest)."""
        return TokenBucket(max(self.messages_per_second / 10, 0.5), max(self.message_burst // 10, 1))

    def unread_buckets(self) -> tuple[TokenBucket, TokenBucket]:
        """Fresh message and byte buckets for everything on one seat's topics, before reading."""
        factor = self.unread_factor
        return (TokenBucket(self.messages_per_second * factor, self.message_burst * factor),
                TokenBucket(self.bytes_per_second * factor, self.byte_burst * factor))


def bucket_for(length: int, at_least: int = 0) -> int:
    """The smallest bucket of at least ``at_least`` bytes that holds ``length`` bytes and the
    padding's marker byte."""
    for size in BUCKETS:
        if length < size and size >= at_least:
            return size
    raise Unsendable(f"{length} bytes do not fit the largest bucket ({BUCKETS[-1]})")

