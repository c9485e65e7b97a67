"""The seats' secrets and the limit on wrong guesses (no Qt: used on the server's loop).

A seat's secret is ``secrets.token_urlsafe(SECRET_BYTES)`` (192 random bits), new for every game
and whenever the table issues a new code for that seat; it reads only that seat's view and acts
only as that seat. Secrets are compared in constant time (``hmac.compare_digest``), each against
every seat's, so neither the answer's time nor its order tells which seat was close.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import time
from collections.abc import Callable, Iterable

SECRET_BYTES = 24  # 192 random bits (at least 128 asked)
SECRET_CHARS = 32  # token_urlsafe(24) is 32 characters
FAILURES = 8  # wrong secrets an address may send ...
WINDOW_S = 60.0  # ... in this many seconds; then every hello from it is refused until one ages out
ADDRESSES = 1024  # addresses remembered at most (oldest forgotten first)


class SeatKeys:
    """One secret per player of the game on the table."""

    def __init__(self, players: Iterable[str]) -> None:
        self._secrets: dict[str, str] = {}
        self.new_game(players)

    def new_game(self, players: Iterable[str]) -> None:
        """A new game (a new, opened or card set's game, a rematch): new secrets for every seat;
        every old one is refused from now on."""
        self._secrets = {str(player): secrets.token_urlsafe(SECRET_BYTES) for player in players}

    def renew(self, player: str) -> None:
        """A new secret for one seat (the table disconnected its phone)."""
        self._secrets[player] = secrets.token_urlsafe(SECRET_BYTES)

    @property
    def players(self) -> list[str]:
        """The seats, in the game's order."""
        return list(self._secrets)

    def secret(self, player: str) -> str:
        """The seat's secret (for its QR code; never logged)."""
        return self._secrets[player]

    def find(self, offered: str) -> str | None:
        """The player whose secret ``offered`` is, else None (every seat compared, in constant
        time for equal lengths)."""
        given = offered.encode("utf-8", "replace")
        found = None
        for player, secret in self._secrets.items():
            if hmac.compare_digest(given, secret.encode()):
                found = player
        return found

    def image_key(self, player: str) -> str:
        """The key in the seat's card image addresses: derived from its secret (the secret
        itself never appears in a URL the page loads), so it changes with the secret."""
        return hmac.new(self._secrets[player].encode(), b"card images",
                        hashlib.sha256).hexdigest()[:32]

    def image_owner(self, key: str) -> str | None:
        """The seat whose image key ``key`` is, else None (constant time per seat)."""
        found = None
        for player in self._secrets:
            if hmac.compare_digest(key.encode("utf-8", "replace"), self.image_key(player).encode()):
                found = player
        return found


class Throttle:
    """At most ``limit`` attempts per client address at a time, over ``window`` seconds.

    An attempt is counted when its connection opens, before anything it says is judged, so
    connections opened at once gain nothing: each holds one of the address's attempts while it
    waits. One that presents a seat's code gives its attempt back (successful hellos cost
    nothing); any other end (a wrong, old or missing code, no hello before the deadline, a
    hang-up first) leaves it counted as a failure for ``window`` seconds. An address whose
    failures and open attempts reach the limit is refused without a look at what it sends."""

    def __init__(self, limit: int = FAILURES, window: float = WINDOW_S,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.limit = limit
        self.window = window
        self.clock = clock
        self._failures: dict[str, list[float]] = {}
        self._open: dict[str, int] = {}  # attempts begun and not yet ended, per address

    def _recent(self, address: str) -> list[float]:
        now = self.clock()
        times = [t for t in self._failures.get(address, []) if now - t < self.window]
        if times:
            self._failures[address] = times
        else:
            self._failures.pop(address, None)
        return times

    def blocked(self, address: str) -> bool:
        """Whether ``address`` has no attempt left for now."""
        return len(self._recent(address)) + self._open.get(address, 0) >= self.limit

    def begin(self, address: str) -> bool:
        """A connection from ``address`` opens an attempt: False (nothing counted) when the
        address has none left; otherwise it must later be ended with :meth:`succeeded` or
        :meth:`failed`."""
        if self.blocked(address):
            return False
        self._open[address] = self._open.get(address, 0) + 1
        return True

    def waiting(self, address: str) -> int:
        """The attempts from ``address`` begun and not yet ended."""
        return self._open.get(address, 0)

    def _end(self, address: str) -> None:
        left = self._open.get(address, 0) - 1
        if left > 0:
            self._open[address] = left
        else:
            self._open.pop(address, None)

    def succeeded(self, address: str) -> None:
        """The attempt presented a seat's code: it costs nothing."""
        self._end(address)

    def failed(self, address: str) -> None:
        """The attempt ended without a seat's code: a failure for ``window`` seconds."""
        self._end(address)
        times = self._recent(address)
        times.append(self.clock())
        self._failures[address] = times
        while len(self._failures) > ADDRESSES:
            self._failures.pop(next(iter(self._failures)))
