"""The physical cards of a game and the names of zones: the engine's lowest layer.

Plain slotted objects, because the hot path touches them a lot.
"""

from __future__ import annotations

from typing import NamedTuple

REMOVED = "removed"
EVERYONE = "*"
SPECTATOR = "spectator"


class Judge(str):
    """The judge's viewer: every card face up, every deck's order shown. Only this object is the
    judge, never a plain string (a player may be called "judge"), so the judge's view is always an
    explicit choice: :meth:`engine.game.Game.viewer` turns the word into it when asked to."""

    __slots__ = ()


JUDGE = Judge("judge")


class ZoneSpec(NamedTuple):
    """How one kind of zone behaves: where it is drawn, who sees it, whether order matters."""

    name: str
    kind: str  # "hand" | "pile" | "area"
    visibility: str  # "everyone" | "owner" | "nobody"
    ordered: bool


REMOVED_SPEC = ZoneSpec(REMOVED, "pile", "everyone", True)
OPEN_AREA = "area"


class Card:
    """One physical card on the table, named by a stable ``label``.

    ``obj`` is its object identity: it becomes new whenever the card enters play (a new object,
    as a game's rules may say), so nothing that referred to the old object refers to the new one.
    ``known_to`` holds the viewers who saw it through a look or a reveal (``"*"``: everyone) while
    it stays where it is.
    """

    __slots__ = (
        "controller",
        "def_id",
        "effects",
        "face_down",
        "flagged",
        "known_to",
        "label",
        "markers",
        "obj",
        "owner",
        "prepared",
        "tapped",
        "uses",
        "zone",
    )

    def __init__(self, label: str, def_id: str, owner: str, zone: str, obj: int) -> None:
        self.label = label
        self.def_id = def_id
        self.owner = owner
        self.controller = owner
        self.zone = zone
        self.tapped = False
        self.face_down = False
        self.markers: dict[str, int] = {}
        self.effects: list[str] = []
        self.prepared = False
        self.uses: set[str] = set()
        self.obj = obj
        self.known_to: set[str] = set()
        self.flagged = False

    def __repr__(self) -> str:
        return f"Card({self.label!r} {self.def_id!r} in {self.zone})"


def zone_owner(zone_key: str) -> str | None:
    """The player whose zone ``zone_key`` is (None for ``removed``)."""
    player, dot, _ = zone_key.partition(".")
    return player if dot else None


def zone_name(zone_key: str) -> str:
    """The zone part of ``player.zone`` (``removed`` for the removed-from-game zone)."""
    _, dot, name = zone_key.partition(".")
    return name if dot else zone_key
