"""Cardtable's own icon, for every window and the task bar."""

from __future__ import annotations

from desktop.qt import QIcon
from engine.resources import assets_dir

# The largest icon a window carries: title bars and task switchers show 16-64 px, 128 px on a
# 2x screen. A window icon is decoded and sent to the window system whole when the window maps
# (X11's _NET_WM_ICON); the 256 px one alone took ~2.5 ms of every start. Larger sizes come from
# the icon theme, as the desktop entry names it (packaging/install-desktop-entry.sh).
WINDOW_ICON_MAX_PX = 128


def app_icon() -> QIcon:
    """Cardtable's icon (assets/icons, ``cardtable-<size>.png``), for every window and the task
    bar: the sizes up to WINDOW_ICON_MAX_PX."""
    icon = QIcon()
    for file in sorted((assets_dir() / "icons").glob("cardtable-*.png")):
        size = file.stem.rpartition("-")[2]
        if size.isdigit() and int(size) <= WINDOW_ICON_MAX_PX:
            icon.addFile(str(file))
    return icon
