"""Online seats (issue 31): remote seats over an MQTT broker, end to end encrypted. No Qt here.

The links carry opaque JSON objects (dicts) between the host's app and each remote seat, and say
who is there; what the messages mean (actions, views, questions) is the seat protocol's, the
phones' own, which validates their content before the engine sees them (``hosting``).

- ``invite``: the invite links (``cardtable://join?…#SECRET``), the broker's settings, and the
  game's secrets (one per player seat, one for spectators, one for a judge).
- ``crypto``: keys and topics derived from each secret, the sealed envelope (XChaCha20-Poly1305,
  padded to fixed sizes, signed for spectators).
- ``mqtt``: one client connected out to the broker (TCP_NODELAY, backoff, a last will per
  connection).
- ``host`` (:class:`HostLink`) and ``seat`` (:class:`SeatLink`): the two ends.
- ``hosting`` (:class:`~desktop.online.hosting.OnlineHost`): a remote seat as one more seat of
  the phones' kind, on the seats' desk (desktop/phones/desk.py) and the phones' protocol.
- ``remote`` (:class:`~desktop.online.remote.RemoteSeat`): a seat's end of a game.

Every callback runs on the link's own dispatch thread, never the caller's: the desktop marshals to
Qt (a queued signal). docs/online.md explains the design, who can see what, and why a replayed
message changes nothing.
"""

from desktop.online.game import JUDGE, SPECTATORS, GameSecrets
from desktop.online.host import HostLink
from desktop.online.invite import BrokerSettings, Invite, InviteError, Role, parse_invite
from desktop.online.limits import MAX_MESSAGE_BYTES, FloodLimit, Refusal, Unsendable
from desktop.online.presence import Presence
from desktop.online.seat import SeatLink

__all__ = [
    "JUDGE",
    "MAX_MESSAGE_BYTES",
    "SPECTATORS",
    "BrokerSettings",
    "FloodLimit",
    "GameSecrets",
    "HostLink",
    "Invite",
    "InviteError",
    "Presence",
    "Refusal",
    "Role",
    "SeatLink",
    "Unsendable",
    "parse_invite",
]
