"""The secrets of one online game (no Qt): what the host keeps to hand out invites and to resume.

One secret per player seat, one shared by every spectator, one for a judge where the host allows
one, and the host's own secret (it never goes into a link: the key that signs what spectators
receive is derived from it). The host's app stores them with the game (:meth:`GameSecrets.to_json`)
so that a host that crashed resumes on the same links.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from nacl.signing import SigningKey

from desktop.online import crypto
from desktop.online.invite import (
    BrokerSettings,
    Invite,
    Role,
    check_game_id,
    new_game_id,
    new_secret,
    secret_bytes,
)

JUDGE = "@judge"  # the judge's channel, beside the player seats' own names
SPECTATORS = "@spectators"  # the spectators' channel (one secret for all of them)
MAX_SEAT_NAME = 64


def check_seat_name(seat: str) -> str:
    """``seat`` if it can name a player seat (not empty, not starting with ``@``, short)."""
    if not isinstance(seat, str) or not seat or seat.startswith("@") or len(seat) > MAX_SEAT_NAME:
        raise ValueError(f"a player seat is named by 1 to {MAX_SEAT_NAME} characters, not "
                         f"starting with @: {seat!r}")
    return seat


@dataclass(frozen=True)
class GameSecrets:
    """The secrets of one online game. ``repr`` shows none of them."""

    game_id: str
    host_secret: str = field(repr=False)
    seats: Mapping[str, str] = field(repr=False)
    spectators: str = field(repr=False)
    judge: str | None = field(default=None, repr=False)

    def __post_init__(self) -> None:
        check_game_id(self.game_id)
        for seat in self.seats:
            check_seat_name(seat)
        for secret in (self.host_secret, self.spectators, *self.seats.values(),
                       *([self.judge] if self.judge is not None else [])):
            secret_bytes(secret)
        object.__setattr__(self, "seats", dict(self.seats))

    @classmethod
    def new(cls, seats: Iterable[str], judge: bool = False) -> GameSecrets:
        """Fresh secrets for a game with these player seats (and a judge if asked)."""
        return cls(new_game_id(), new_secret(), {seat: new_secret() for seat in seats},
                   new_secret(), new_secret() if judge else None)

    def channels(self) -> dict[str, tuple[Role, str]]:
        """Every channel (a player seat's name, :data:`JUDGE`, :data:`SPECTATORS`) → its role
        and secret."""
        channels = {seat: (Role.PLAYER, secret) for seat, secret in self.seats.items()}
        if self.judge is not None:
            channels[JUDGE] = (Role.JUDGE, self.judge)
        channels[SPECTATORS] = (Role.SPECTATOR, self.spectators)
        return channels

    def renewed(self, channel: str) -> GameSecrets:
        """These secrets with a new one for ``channel``: its old link is worthless."""
        if channel == SPECTATORS:
            return dataclasses.replace(self, spectators=new_secret())
        if channel == JUDGE and self.judge is not None:
            return dataclasses.replace(self, judge=new_secret())
        if channel not in self.seats:
            raise KeyError(channel)
        return dataclasses.replace(self, seats={**self.seats, channel: new_secret()})

    def signing_key(self) -> SigningKey:
        """The host's key for what spectators receive."""
        return crypto.spectator_signing_key(self.host_secret, self.spectators, self.game_id)

    def invite(self, channel: str, broker: BrokerSettings) -> Invite:
        """The invite for ``channel`` through ``broker`` (without this computer's CA file)."""
        role, secret = self.channels()[channel]
        key = crypto.verify_key_text(self.signing_key()) if role is Role.SPECTATOR else None
        return Invite(broker.for_link(), self.game_id, role, secret, key)

    def to_json(self) -> dict[str, Any]:
        """The secrets as JSON, for the host to store with the game (never to log or send)."""
        return {"game": self.game_id, "host": self.host_secret, "seats": dict(self.seats),
                "spectators": self.spectators, "judge": self.judge}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> GameSecrets:
        """The secrets :meth:`to_json` stored; ValueError (an InviteError among them) if the data
        is not that."""
        try:
            seats = data["seats"]
            if not isinstance(seats, Mapping):
                raise ValueError("seats is not an object")
            return cls(str(data["game"]), str(data["host"]),
                       {str(seat): str(secret) for seat, secret in seats.items()},
                       str(data["spectators"]), None if data.get("judge") is None else str(data["judge"]))
        except (KeyError, TypeError) as error:
            raise ValueError(f"not a game's online secrets: {error}") from None
