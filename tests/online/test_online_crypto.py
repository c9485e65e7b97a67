"""Keys, topics, the sealed envelope, and the limits (desktop/online/crypto.py, limits.py)."""

from __future__ import annotations

import json
import zlib

import pytest

from desktop.online import SPECTATORS, BrokerSettings, GameSecrets, Role, Unsendable
from desktop.online.crypto import (
    HEADER,
    NO_SESSION,
    SIGNATURE_BYTES,
    WIRE_OVERHEAD,
    Envelope,
    Kind,
    channel_keys,
    kdf_derive,
    new_session,
    open_sealed,
    seal,
    spectator_signing_key,
    verify_key_of,
    wire_sizes,
)
from desktop.online.invite import new_secret
from desktop.online.limits import (
    BUCKETS,
    HOST_DATA_BYTES,
    MAX_DEPTH,
    MAX_MESSAGE_BYTES,
    SEAT_DATA_BYTES,
    Refusal,
    Refused,
    TokenBucket,
    decode_message,
    encode_message,
    pack_message,
    unpack_message,
)

GAME = "f9VLBjWerGwMyTIor_VjlQ"


def test_the_kdf_is_libsodiums_crypto_kdf_derive_from_key():
    """Known answers computed with libsodium 1.0.18's own crypto_kdf_derive_from_key (through
    ctypes, master key 00 01 … 1f, context "CTonline"): PyNaCl binds BLAKE2b, not the KDF."""
    master = bytes(range(32))
    assert kdf_derive(master, 1).hex() == "b58ee3ab8c119d2bd2521efda2ead85ecc38f176ec75cc09ab42947679ee64e9"
    assert kdf_derive(master, 3).hex() == "6ba44913d9bba2c7abc26db77a4e741c51bd9487e4ef28e85dadce5c5ab94ed2"
    assert kdf_derive(master, 0x0102030405060708).hex() == (
        "068d32670501f5851b63b7837f2e695774bb150d51f92236a41f964eb77769b2")


def test_topics_and_keys_differ_per_seat_role_and_game_and_tell_nothing():
    secrets = GameSecrets.new(["anna", "bela"], judge=True)
    keys = [channel_keys(secret, secrets.game_id, role) for role, secret in secrets.channels().values()]
    prefixes = [k.topics.to_seat.split("/")[0] for k in keys]
    assert len(set(prefixes)) == len(keys)
    assert all(len(prefix) == 32 and all(c in "0123456789abcdef" for c in prefix) for prefix in prefixes)
    all_keys = [key for k in keys for key in (k.to_seat, k.to_host)]
    assert len(set(all_keys)) == len(all_keys)
    secret, game = secrets.seats["anna"], secrets.game_id
    assert channel_keys(secret, game, Role.JUDGE) != channel_keys(secret, game, Role.PLAYER)
    assert channel_keys(secret, GAME, Role.PLAYER) != channel_keys(secret, game, Role.PLAYER)
    assert channel_keys(secret, GAME, Role.PLAYER) == channel_keys(secret, GAME, Role.PLAYER)
    topics = " ".join(vars(keys[0].topics).values())
    assert secrets.game_id not in topics and "anna" not in topics and secret not in topics


def envelope(body: bytes = b'{"act":"play","card":"Mirrorblade Wyvern"}', kind: Kind = Kind.DATA) -> Envelope:
    return Envelope(kind, new_session(), new_session(), 7, body)


KEYS = channel_keys(new_secret(), GAME, Role.PLAYER)
TOPIC = KEYS.topics.to_host


def test_sealed_and_opened_it_is_the_same_envelope_and_only_a_bucket_long():
    sent = envelope()
    payload = seal(KEYS.to_host, TOPIC, sent)
    assert open_sealed(KEYS.to_host, TOPIC, payload) == sent
    assert b"Mirrorblade" not in payload and b"play" not in payload
    assert len(payload) == min(wire_sizes())
    assert seal(KEYS.to_host, TOPIC, sent) != payload  # a fresh nonce every time


@pytest.mark.parametrize("length", [0, 400, 470, 471, 1000, 100_000, MAX_MESSAGE_BYTES])
def test_every_length_is_padded_to_a_bucket(length):
    body = b"x" * length
    payload = seal(KEYS.to_host, TOPIC, envelope(body))
    assert len(payload) in wire_sizes()
    assert len(payload) - WIRE_OVERHEAD == min(size for size in BUCKETS if size > length + HEADER.size)
    assert open_sealed(KEYS.to_host, TOPIC, payload).body == body


def test_a_changed_byte_anywhere_the_wrong_key_or_the_wrong_topic_is_forged():
    payload = seal(KEYS.to_host, TOPIC, envelope())
    for index in (1, 24, 25, 200, len(payload) - 1):  # nonce, ciphertext, tag
        changed = bytearray(payload)
        changed[index] ^= 0x01
        with pytest.raises(Refused) as caught:
            open_sealed(KEYS.to_host, TOPIC, bytes(changed))
        assert caught.value.reason is Refusal.FORGED
    for key, topic in ((KEYS.to_seat, TOPIC), (KEYS.to_host, KEYS.topics.to_seat)):
        with pytest.raises(Refused) as caught:
            open_sealed(key, topic, payload)
        assert caught.value.reason is Refusal.FORGED


@pytest.mark.parametrize("payload", [b"", b'{"act":"concede"}', bytes([1]) + bytes(600),
                                     bytes([2]) + bytes(552)])
def test_plaintext_and_other_sizes_are_unreadable(payload):
    with pytest.raises(Refused) as caught:
        open_sealed(KEYS.to_host, TOPIC, payload)
    assert caught.value.reason in (Refusal.UNREADABLE, Refusal.FORGED)
    if len(payload) not in wire_sizes() or payload[:1] != b"\x01":
        assert caught.value.reason is Refusal.UNREADABLE


def test_spectators_cannot_forge_what_the_host_signs_for_them():
    """Spectators share their key, so a spectator could seal a message for the others: the host's
    signature, which only the host can make, is what they check."""
    secrets = GameSecrets.new(["anna"])
    keys = channel_keys(secrets.spectators, secrets.game_id, Role.SPECTATOR)
    signer = spectator_signing_key(secrets.host_secret, secrets.spectators, secrets.game_id)
    verifier = verify_key_of(secrets.invite(SPECTATORS, BrokerSettings("127.0.0.1")).host_key or "")
    topic = keys.topics.to_seat
    genuine = Envelope(Kind.DATA, new_session(), NO_SESSION, 3, b'{"view":1}')
    assert open_sealed(keys.to_seat, topic, seal(keys.to_seat, topic, genuine, signer), verifier) == genuine
    forged = seal(keys.to_seat, topic, genuine)  # a spectator's: right key, no host signature
    with pytest.raises(Refused) as caught:
        open_sealed(keys.to_seat, topic, forged, verifier)
    assert caught.value.reason is Refusal.FORGED
    impostor = spectator_signing_key(new_secret(), secrets.spectators, secrets.game_id)
    with pytest.raises(Refused):
        open_sealed(keys.to_seat, topic, seal(keys.to_seat, topic, genuine, impostor), verifier)
    assert SIGNATURE_BYTES == 64


def test_a_message_must_be_a_json_object_within_the_limits():
    assert decode_message(encode_message({"a": [1, "é", None]})) == {"a": [1, "é", None]}
    for bad in (b"[1]", b'"text"', b"{", b"\xff{}", b'{"a": NaN}', b"{}" + b" " * MAX_MESSAGE_BYTES,
                b'{"a":' * 40 + b"1" + b"}" * 40):
        with pytest.raises(Refused) as caught:
            decode_message(bad)
        assert caught.value.reason is Refusal.INVALID
    deep: dict = {}
    inner = deep
    for _ in range(MAX_DEPTH):
        inner["a"] = {}
        inner = inner["a"]
    for bad_message in ([1], {"a": float("nan")}, {"a": object()}, {"a": "x" * MAX_MESSAGE_BYTES}, deep):
        with pytest.raises(Unsendable):
            encode_message(bad_message)  # type: ignore[arg-type]
    assert json.loads(encode_message({"a": {"b": 1}})) == {"a": {"b": 1}}


def test_a_token_bucket_lets_a_burst_through_then_the_rate():
    now = [0.0]
    bucket = TokenBucket(rate=10, burst=3, clock=lambda: now[0])
    assert [bucket.take() for _ in range(4)] == [True, True, True, False]
    now[0] += 0.1
    assert [bucket.take(), bucket.take()] == [True, False]
    now[0] += 100
    assert sum(bucket.take() for _ in range(10)) == 3


@pytest.mark.parametrize("length", [0, 100, 3000, HOST_DATA_BYTES - 100])
def test_a_message_is_padded_to_at_least_its_directions_size_whatever_it_holds(length):
    body = b"x" * length
    for least in (HOST_DATA_BYTES, SEAT_DATA_BYTES):
        payload = seal(KEYS.to_host, TOPIC, envelope(body), at_least=least)
        expected = min(size for size in BUCKETS if size >= least and size > length + HEADER.size)
        assert len(payload) == expected + WIRE_OVERHEAD
        assert open_sealed(KEYS.to_host, TOPIC, payload).body == body


def test_a_message_is_compressed_and_expands_only_within_the_limits():
    state = {"view": {"zones": {f"z{n}": {"cards": [{"name": "Villámkezű vívó"}] * 20}
                                for n in range(20)}}}
    packed = pack_message(state)
    assert unpack_message(packed) == state and len(packed) < len(encode_message(state)) // 10
    bomb = zlib.compress(b'{"a":"' + b"x" * (MAX_MESSAGE_BYTES + 10) + b'"}')
    assert len(bomb) < 1000  # a small body that would expand past the limit
    for bad in (bomb, b"{}", zlib.compress(b"[1]"), zlib.compress(b"{}")[:-3],
                zlib.compress(b"{}") + b"more"):
        with pytest.raises(Refused) as caught:
            unpack_message(bad)
        assert caught.value.reason is Refusal.INVALID
