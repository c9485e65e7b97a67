"""Keys, topics and the sealed envelope (no Qt; libsodium through PyNaCl).

From each invite secret (32 random bytes) and the game id:

    root   = BLAKE2b-256(key=secret, message=role ‖ 0x00 ‖ game id, personal="cardtable-root-1")
    topic  = crypto_kdf_derive_from_key(32, 1, "CTonline", root)[:16]  → the topics' hex prefix
    k_h2s  = crypto_kdf_derive_from_key(32, 2, "CTonline", root)       host → seat
    k_s2h  = crypto_kdf_derive_from_key(32, 3, "CTonline", root)       seat → host

(libsodium's KDF is BLAKE2b keyed with the master key, the subkey id as salt and the context as
personalisation; :func:`kdf_derive` computes exactly that, as libsodium's own test vectors check.)
So every topic and key differs per seat and per game, and a topic tells nothing of either.

A message on the wire is ``version (1) ‖ nonce (24) ‖ XChaCha20-Poly1305(padded inner)``, with
the version and the topic as associated data, so a message cannot be moved to another topic. The
inner plaintext is ``kind (1) ‖ sender session (16) ‖ peer session (16) ‖ counter (8) ‖ JSON``,
and for spectators (who share one key) an Ed25519 signature by the host over the associated data
and the inner plaintext. A ``DATA`` envelope's JSON is compressed. It is padded (ISO/IEC 7816-4,
``sodium_pad``) to one of the fixed buckets, a ``DATA`` one to its direction's least size
(limits.py). The sessions and counters make replays harmless: host.py and seat.py check them, and
docs/online.md gives the argument.
"""

from __future__ import annotations

import secrets
import struct
from dataclasses import dataclass
from enum import IntEnum

import nacl.exceptions
import nacl.signing
from nacl.bindings import (
    crypto_aead_xchacha20poly1305_ietf_decrypt,
    crypto_aead_xchacha20poly1305_ietf_encrypt,
    crypto_generichash_blake2b_salt_personal,
    sodium_pad,
    sodium_unpad,
)

from desktop.online.invite import Role, decode_bytes, encode_bytes, secret_bytes
from desktop.online.limits import BUCKETS, MAX_MESSAGE_BYTES, Refusal, Refused, bucket_for

VERSION = 1
KDF_CONTEXT = b"CTonline"  # crypto_kdf's 8-byte context
ROOT_PERSONAL = b"cardtable-root-1"
SIGNING_PERSONAL = b"cardtable-sign-1"
SESSION_BYTES = 16
NO_SESSION = bytes(SESSION_BYTES)  # "every session on the topic": presence, spectator broadcasts
NONCE_BYTES = 24
TAG_BYTES = 16
SIGNATURE_BYTES = 64
HEADER = struct.Struct(">B16s16sQ")
WIRE_OVERHEAD = 1 + NONCE_BYTES + TAG_BYTES
# The largest message with its header and signature still fits the largest bucket.
assert MAX_MESSAGE_BYTES + HEADER.size + SIGNATURE_BYTES < BUCKETS[-1]


class Kind(IntEnum):
    """What an envelope carries."""

    HELLO = 1  # seat → host: this session wants to join the host's run (names the run)
    WELCOME = 2  # host → seat: the run accepts that session (answers one hello)
    DATA = 3  # either way: a message for the other side's session
    PRESENCE = 4  # either way, retained: online, dropped (the last will) or left
    BYE = 5  # host → seat: this session is over (another took the seat, or its code was renewed)


class SubKey(IntEnum):
    """The subkey ids of :func:`kdf_derive` under a secret's root key."""

    TOPIC = 1
    HOST_TO_SEAT = 2
    SEAT_TO_HOST = 3


def kdf_derive(master: bytes, subkey_id: int, context: bytes = KDF_CONTEXT, length: int = 32) -> bytes:
    """libsodium's ``crypto_kdf_derive_from_key`` (BLAKE2b): PyNaCl binds the hash, not the KDF."""
    if len(master) != 32 or len(context) != 8:
        raise ValueError("crypto_kdf needs a 32-byte master key and an 8-byte context")
    return crypto_generichash_blake2b_salt_personal(
        b"", digest_size=length, key=master, salt=subkey_id.to_bytes(8, "little") + bytes(8),
        person=context + bytes(8))


def new_session() -> bytes:
    """A fresh session id: 128 random bits (a host run, or one connection of a seat)."""
    return secrets.token_bytes(SESSION_BYTES)


@dataclass(frozen=True)
class Topics:
    """A channel's four topics under its derived prefix."""

    to_seat: str  # the host's messages (QoS 1)
    to_host: str  # the seat's messages (QoS 1)
    host_presence: str  # retained; the host's last will
    seat_presence: str  # retained; the seat's last will

    @classmethod
    def under(cls, prefix: str) -> Topics:
        return cls(f"{prefix}/h", f"{prefix}/s", f"{prefix}/hp", f"{prefix}/sp")


@dataclass(frozen=True)
class ChannelKeys:
    """Everything one invite secret gives: the topics and a key for each direction."""

    topics: Topics
    to_seat: bytes
    to_host: bytes


def channel_keys(secret: str, game_id: str, role: Role) -> ChannelKeys:
    """The topics and keys of one invite (the secret's bytes never leave this computer)."""
    root = crypto_generichash_blake2b_salt_personal(
        role.value.encode("ascii") + b"\0" + game_id.encode("ascii"), digest_size=32,
        key=secret_bytes(secret), person=ROOT_PERSONAL)
    prefix = kdf_derive(root, SubKey.TOPIC)[:16].hex()
    return ChannelKeys(Topics.under(prefix), kdf_derive(root, SubKey.HOST_TO_SEAT),
                       kdf_derive(root, SubKey.SEAT_TO_HOST))


def spectator_signing_key(host_secret: str, spectator_secret: str, game_id: str) -> nacl.signing.SigningKey:
    """The host's Ed25519 key for what it sends spectators: derived from the host's own secret
    (never in a link) and the spectators' one, so it outlives a host's restart and changes when
    the spectators' code is renewed."""
    seed = crypto_generichash_blake2b_salt_personal(
        secret_bytes(spectator_secret) + game_id.encode("ascii"), digest_size=32,
        key=secret_bytes(host_secret), person=SIGNING_PERSONAL)
    return nacl.signing.SigningKey(seed)


def verify_key_text(key: nacl.signing.SigningKey) -> str:
    """The verify key as a spectator invite carries it (``key=``)."""
    return encode_bytes(key.verify_key.encode())


def verify_key_of(text: str) -> nacl.signing.VerifyKey:
    """A spectator invite's host key."""
    raw = decode_bytes(text, 32)
    if raw is None:
        raise ValueError("a host key is 32 bytes of URL-safe base64")
    return nacl.signing.VerifyKey(raw)


@dataclass(frozen=True)
class Envelope:
    """One message's authenticated contents."""

    kind: Kind
    sender: bytes  # the sender's session: a host run, or one connection of a seat
    peer: bytes  # the session it is for (NO_SESSION: whoever holds the key)
    counter: int  # the sender's sequence number in that session
    body: bytes = b"{}"  # JSON text


def wire_sizes() -> frozenset[int]:
    """Every size a payload on the wire can have (one per bucket)."""
    return frozenset(size + WIRE_OVERHEAD for size in BUCKETS)


def _associated_data(topic: str) -> bytes:
    return bytes([VERSION]) + topic.encode("utf-8")


def seal(key: bytes, topic: str, envelope: Envelope, signer: nacl.signing.SigningKey | None = None,
         at_least: int = 0) -> bytes:
    """``envelope`` encrypted for ``topic`` (and signed, for spectators), padded to its bucket:
    the smallest that holds it, of at least ``at_least`` bytes."""
    inner = HEADER.pack(envelope.kind, envelope.sender, envelope.peer, envelope.counter) + envelope.body
    ad = _associated_data(topic)
    if signer is not None:
        inner += signer.sign(ad + inner).signature
    padded = sodium_pad(inner, bucket_for(len(inner), at_least))
    nonce = secrets.token_bytes(NONCE_BYTES)
    return bytes([VERSION]) + nonce + crypto_aead_xchacha20poly1305_ietf_encrypt(padded, ad, nonce, key)


def open_sealed(key: bytes, topic: str, payload: bytes,
                verifier: nacl.signing.VerifyKey | None = None) -> Envelope:
    """The envelope ``payload`` holds; :class:`Refused` if it is not one of ours (unreadable) or
    does not authenticate (forged)."""
    padded_size = len(payload) - WIRE_OVERHEAD
    if not payload or payload[0] != VERSION or padded_size not in BUCKETS:
        raise Refused(Refusal.UNREADABLE, f"{len(payload)} bytes")
    ad = _associated_data(topic)
    nonce = payload[1:1 + NONCE_BYTES]
    try:
        padded = crypto_aead_xchacha20poly1305_ietf_decrypt(payload[1 + NONCE_BYTES:], ad, nonce, key)
        inner = sodium_unpad(padded, padded_size)
    except (nacl.exceptions.CryptoError, ValueError):
        raise Refused(Refusal.FORGED, "does not authenticate") from None
    if verifier is not None:
        inner, signature = inner[:-SIGNATURE_BYTES], inner[-SIGNATURE_BYTES:]
        try:
            verifier.verify(ad + inner, signature)
        except (nacl.exceptions.BadSignatureError, ValueError):
            raise Refused(Refusal.FORGED, "not signed by the host") from None
    if len(inner) < HEADER.size:
        raise Refused(Refusal.FORGED, "too short")
    kind, sender, peer, counter = HEADER.unpack_from(inner)
    try:
        kind = Kind(kind)
    except ValueError:
        raise Refused(Refusal.INVALID, f"kind {kind}") from None
    return Envelope(kind, sender, peer, counter, inner[HEADER.size:])
