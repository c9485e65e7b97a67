"""What the audience may see: spectator views, and the few things the broadcast derives from them.

Nothing in the broadcast window or the overlay touches the game: they take the dict
``game.view("spectator")`` returns, in which the engine has already replaced every hidden card by a
back. ``require_spectator`` refuses any other viewer's view, so a player's hand cannot reach the
audience even by mistake; the one exception is the judge's view of a finished game's replay, which
the streamer chose to reveal (it is marked ``reveal_all``). No Qt here: the overlay server uses
this module from its own threads.
"""

from __future__ import annotations

from collections.abc import Iterator

SPECTATOR = "spectator"
REVEAL_ALL = "judge"  # the viewer whose view shows every card (a replay's, on the streamer's word)
LOG_LINES = 6


class NotSpectatorView(ValueError):
    """A view made for a player (who may see their hand) was handed to the broadcast."""


def require_spectator(view: dict) -> dict:
    """Return ``view`` if it is a spectator's view (or the judge's, marked ``reveal_all``: the
    streamer revealed a finished game); raise ``NotSpectatorView`` otherwise."""
    viewer = view.get("viewer")
    if viewer != SPECTATOR and not (viewer == REVEAL_ALL and view.get("reveal_all") is True):
        raise NotSpectatorView(f"the broadcast shows only spectator views, not {view.get('viewer')!r}")
    return view


def iter_cards(view: dict) -> Iterator[tuple[str, dict]]:
    """Every card entry of the view with its zone key."""
    for key, zone in (view.get("zones") or {}).items():
        for card in zone.get("cards") or []:
            yield key, card


def visible_cards(view: dict) -> dict[str, dict]:
    """The cards the view shows face up, by label."""
    return {card["label"]: card for _key, card in iter_cards(view)
            if not card.get("hidden") and card.get("label")}


def shown_labels(entry: dict) -> list[str]:
    """The cards a log line brought into the open: those it moved where the spectator saw them,
    and a revealed card (not the cards it only tapped, marked or named as a source)."""
    if "moves" not in entry:  # a log line without its parts: every card it names
        return list(entry.get("cards") or [])
    labels = [move["label"] for move in entry["moves"] if move.get("label")]
    if entry.get("act") == "reveal":
        labels += [target["label"] for target in entry.get("targets") or [] if target.get("label")]
    return labels


class SpectatorLog(list):
    """A spectator's log (a list of its lines) that knows, for each card, which lines brought it
    into the open, so :func:`spotlight` finds the newest one without reading the whole log.
    Change it only with :meth:`cut` and :meth:`add`."""

    def __init__(self) -> None:
        super().__init__()
        self.shown_at: dict[str, list[tuple[int, int]]] = {}  # label -> (line, place in it)

    def cut(self, keep: int) -> None:
        """Keep only the first ``keep`` lines."""
        for index in range(len(self) - 1, keep - 1, -1):
            for label in shown_labels(self[index]):
                places = self.shown_at[label]
                places.pop()
                if not places:
                    del self.shown_at[label]
        del self[keep:]

    def add(self, entries: list[dict]) -> None:
        """Add lines at the end."""
        for entry in entries:
            for place, label in enumerate(shown_labels(entry)):
                self.shown_at.setdefault(label, []).append((len(self), place))
            self.append(entry)


def spotlight(view: dict) -> tuple[dict, dict] | None:
    """The last card played, revealed or moved into the open, with its log line.

    The newest log line that brought a card still face up in the view into the open wins (of two
    in one line, the later); the log of a spectator view names only cards the spectator saw, so a
    hidden card is never chosen. A :class:`SpectatorLog` answers from its index.
    """
    shown = visible_cards(view)
    log = view.get("log") or []
    if isinstance(log, SpectatorLog):
        found = max(((log.shown_at[label][-1], label) for label in shown if label in log.shown_at),
                    default=None)
        return (shown[found[1]], log[found[0][0]]) if found else None
    for entry in reversed(log):
        for label in reversed(shown_labels(entry)):
            if label in shown:
                return shown[label], entry
    return None


def recent_log(view: dict, count: int = LOG_LINES) -> list[dict]:
    """The last ``count`` lines of the view's log, oldest first."""
    return (view.get("log") or [])[-count:]


def is_marked(entry: dict) -> bool:
    """Whether a log line is an illegal or flagged move."""
    return bool(entry.get("flagged")) or entry.get("ok") is False


def seats(view: dict) -> tuple[str, str | None]:
    """(bottom, top): the first player sits at the bottom; the audience's table never turns."""
    players = list(view.get("players") or [])
    return players[0], (players[1] if len(players) > 1 else None)


def player_zones(view: dict, player: str | None, kind: str) -> list[str]:
    """A player's zone keys of one kind (``hand``, ``pile``, ``area``), in the ruleset's order;
    ``player=None`` gives the shared zones."""
    return [key for key, zone in (view.get("zones") or {}).items()
            if zone.get("player") == player and zone.get("kind") == kind]


def public_view(view: dict) -> dict:
    """The spectator view as the overlay serves it: card ``image`` paths (local files) left out."""
    require_spectator(view)
    zones = {}
    for key, zone in view["zones"].items():
        cards = [{**card, "image": None} if "image" in card else card
                 for card in zone.get("cards") or []]
        zones[key] = {**zone, "cards": cards}
    return {**view, "zones": zones}
