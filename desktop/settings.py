"""User settings persisted with QSettings; data files (the autosave journal) under platformdirs."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

import platformdirs

if TYPE_CHECKING:  # Qt loads with the window: the game is chosen before (desktop.session)
    from desktop.qt import QSettings

APP = "Cardtable"
MAX_RECENT = 8
# The card size setting: the widest cards may be, in screen pixels (a window too low for them
# gets smaller ones). 150 fills a 1600×1000 screen's table; Cockatrice's cards are 124 wide.
CARD_WIDTHS = (110, 130, 150, 170, 190)
DEFAULT_CARD_WIDTH = 150

T = TypeVar("T")


def data_folder() -> Path:
    """The user data folder (which may not exist yet)."""
    return Path(platformdirs.user_data_dir(APP.lower(), appauthor=False))


def data_dir() -> Path:
    """The user data folder (created on demand)."""
    path = data_folder()
    path.mkdir(parents=True, exist_ok=True)
    return path


def autosave_slot(number: int) -> Path:
    """Autosave journal number ``number``: ``autosave.jsonl``, then ``autosave-2.jsonl``, … (each
    copy of the app that runs at the same time writes one of its own)."""
    return data_folder() / ("autosave.jsonl" if number == 1 else f"autosave-{number}.jsonl")


def default_journal() -> Path:
    """Where the first copy of the app keeps its autosave journal."""
    return autosave_slot(1)


AUTOSAVE_NAME = re.compile(r"autosave(-[1-9][0-9]*)?\.jsonl")


def is_autosave(path: Path) -> bool:
    """Whether ``path`` is one of the autosave journals (not a file named with ``--journal``)."""
    path = Path(path)
    return path.parent == data_folder() and AUTOSAVE_NAME.fullmatch(path.name) is not None


def autosave_slots() -> list[Path]:
    """The autosave journals on disk."""
    folder = data_folder()
    if not folder.is_dir():
        return []
    return sorted(path for path in folder.iterdir() if AUTOSAVE_NAME.fullmatch(path.name))


class Settings:
    """Typed access to the persisted settings."""

    def __init__(self, store: QSettings | None = None) -> None:
        from desktop.qt import QSettings

        fmt, scope = QSettings.Format.IniFormat, QSettings.Scope.UserScope
        self._s = store or QSettings(fmt, scope, APP, APP)

    @property
    def file(self) -> Path:
        """Where the settings are kept."""
        return Path(self._s.fileName())

    def _get(self, key: str, default: T, kind: type[T]) -> T:
        """The value of ``key`` as a ``kind`` (``default`` if it is missing or not one)."""
        value = self._s.value(key, default, type=kind)
        return value if isinstance(value, kind) else default

    @property
    def enforcement(self) -> str:
        """``strict`` or ``warn``: used for new games."""
        value = str(self._get("game/enforcement", "strict", str))
        return value if value in ("strict", "warn") else "strict"

    @enforcement.setter
    def enforcement(self, value: str) -> None:
        self._s.setValue("game/enforcement", value)

    @property
    def handoff(self) -> bool:
        """Whether the hand-off screen hides both hands between turns."""
        return bool(self._get("game/handoff", True, bool))

    @handoff.setter
    def handoff(self, value: bool) -> None:
        self._s.setValue("game/handoff", bool(value))

    @property
    def card_width(self) -> int:
        """The widest cards may be on the table, in screen pixels. (The key is new: the old
        ``table/card_width`` counted units of a table scaled to the window, not pixels.)"""
        value = self._get("table/card_px", DEFAULT_CARD_WIDTH, int)
        return min(max(value, CARD_WIDTHS[0]), CARD_WIDTHS[-1])

    @card_width.setter
    def card_width(self, value: int) -> None:
        self._s.setValue("table/card_px", int(value))

    @property
    def recent_files(self) -> list[str]:
        """Recently opened or saved games, newest first."""
        value = self._s.value("files/recent", [])
        if isinstance(value, str):  # QSettings gives a list of one as its item alone
            value = [value]
        return [str(v) for v in value] if isinstance(value, list) else []

    def add_recent(self, path: str) -> None:
        """Put ``path`` first in the recent files."""
        path = str(Path(path).resolve())
        files = [path] + [f for f in self.recent_files if f != path]
        self._s.setValue("files/recent", files[:MAX_RECENT])

    def shortcut(self, command: str, default: str) -> str:
        """The key sequence (portable text) bound to ``command``."""
        return str(self._get(f"shortcuts/{command}", default, str))

    def set_shortcut(self, command: str, keys: str) -> None:
        """Rebind ``command``."""
        self._s.setValue(f"shortcuts/{command}", keys)

    @property
    def language(self) -> str:
        """The interface language chosen in the menu (``en``, ``hu``, ``ru``); "" follows the system."""
        return str(self._get("interface/language", "", str))

    @language.setter
    def language(self, value: str) -> None:
        self._s.setValue("interface/language", value)

    @property
    def game_zone_names(self) -> bool:
        """Whether zones are named in the game's own language (its rulebook's words)."""
        return bool(self._get("interface/game_zone_names", False, bool))

    @game_zone_names.setter
    def game_zone_names(self, value: bool) -> None:
        self._s.setValue("interface/game_zone_names", bool(value))

    @property
    def phone_hands(self) -> dict[str, tuple[str, list[str]]]:
        """Whose hands were on phones, per journal (desktop.phonehands): journal path -> the
        game's fingerprint and the players. One value, read once a game is put on the table."""
        value = self._get("phones/hands", "", str)
        try:
            entries = json.loads(str(value)) if value else {}
        except ValueError:
            return {}
        if not isinstance(entries, dict):
            return {}
        return {str(path): (entry[0], [str(p) for p in entry[1]]) for path, entry in entries.items()
                if isinstance(entry, list) and len(entry) == 2 and isinstance(entry[0], str)
                and isinstance(entry[1], list)}

    @phone_hands.setter
    def phone_hands(self, entries: dict[str, tuple[str, list[str]]]) -> None:
        if entries:
            self._s.setValue("phones/hands", json.dumps(
                {path: [game, list(players)] for path, (game, players) in entries.items()}))
        else:
            self._s.remove("phones/hands")

    @property
    def online_broker(self) -> dict[str, object]:
        """The broker Game → Invite players online… used last (host, port, tls, websocket,
        path, and the login if the player gave one): BrokerSettings' fields."""
        return self._json("online/broker")

    @online_broker.setter
    def online_broker(self, fields: dict[str, object]) -> None:
        self._s.setValue("online/broker", json.dumps(fields))

    @property
    def online_games(self) -> dict[str, dict[str, object]]:
        """The online secrets of the games hosted here (docs/online.md), by the game's
        fingerprint: a game put on the table again (resumed after a crash) keeps its links."""
        return {str(key): value for key, value in self._json("online/games").items()
                if isinstance(value, dict)}

    @online_games.setter
    def online_games(self, entries: dict[str, dict[str, object]]) -> None:
        self._s.setValue("online/games", json.dumps(entries))

    def _json(self, key: str) -> dict[str, Any]:
        """A JSON object kept as one value ({} if it is missing or damaged)."""
        value = self._get(key, "", str)
        try:
            found = json.loads(str(value)) if value else {}
        except ValueError:
            return {}
        return found if isinstance(found, dict) else {}

    def sync(self) -> None:
        """Write pending changes to disk."""
        self._s.sync()
