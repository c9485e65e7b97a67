"""Online seats (issue 31): remote seats over an MQTT broker, end to end encrypted. No Qt here.

The transport only: it carries opaque JSON objects (dicts) between the host's app and each remote
seat, and says who is there. What the messages mean (actions, views, questions) is the seat
protocol's business, which validates their content before the engine sees them.

- ``invite``: the invite links (``cardtable://join?…#SECRET``), the broker's settings, and the
  game's secrets (one per player seat, one for spectators, one for a judge).
- ``crypto``: keys and topics derived from each secret, the sealed envelope (XChaCha20-Poly1305,
  padded to fixed sizes, signed for spectators).
- ``mqtt``: one client connected out to the broker (TCP_NODELAY, backoff, a last will per
  connection).
- ``host`` (:class:`HostLink`) and ``seat`` (:class:`SeatLink`): the two ends.

Every callback runs on the link's own dispatch thread, never the caller's: the desktop marshals to
Qt (a queued signal). docs/online.md explains the design, who can see what, and why a replayed
message changes nothing.
"""

from desktop.online.game import JUDGE, SPECTATORS, GameSecrets
from desktop.online.host import HostLink
from desktop.online.invite import BrokerSettings, Invite, InviteError, Role, parse_invite
from desktop.online.limits import MAX_MESSAGE_BYTES, FloodLimit, MessageError, Refusal
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
    "MessageError",
    "Presence",
    "Refusal",
    "Role",
    "SeatLink",
    "parse_invite",
]
