"""User settings persisted with QSettings; data files (the autosave journal) under platformdirs."""

from __future__ import annotations

from pathlib import Path

import platformdirs

from desktop.qt import QSettings

APP = "Cardtable"
MAX_RECENT = 8
CARD_WIDTHS = (70, 90, 110, 130)


def data_dir() -> Path:
    """The user data folder (created on demand)."""
    path = Path(platformdirs.user_data_dir(APP.lower(), appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def default_journal() -> Path:
    """Where the usual autosave journal lives."""
    return data_dir() / "autosave.jsonl"


class Settings:
    """Typed access to the persisted settings."""

    def __init__(self, store: QSettings | None = None) -> None:
        fmt, scope = QSettings.Format.IniFormat, QSettings.Scope.UserScope
        self._s = store or QSettings(fmt, scope, APP, APP)

    def _get(self, key: str, default: object, kind: type) -> object:
        return self._s.value(key, default, type=kind)

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
        """Card width on the table, in scene pixels."""
        value = int(self._get("table/card_width", 90, int))
        return min(max(value, CARD_WIDTHS[0]), CARD_WIDTHS[-1])

    @card_width.setter
    def card_width(self, value: int) -> None:
        self._s.setValue("table/card_width", int(value))

    @property
    def recent_files(self) -> list[str]:
        """Recently opened or saved games, newest first."""
        value = self._s.value("files/recent", [])
        if isinstance(value, str):
            value = [value]
        return [str(v) for v in value or []]

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
        """Whether zones are named in the game's own language (HKK Hungarian, Berserk Russian)."""
        return bool(self._get("interface/game_zone_names", False, bool))

    @game_zone_names.setter
    def game_zone_names(self, value: bool) -> None:
        self._s.setValue("interface/game_zone_names", bool(value))

    def sync(self) -> None:
        """Write pending changes to disk."""
        self._s.sync()
