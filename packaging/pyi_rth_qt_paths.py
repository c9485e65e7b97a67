"""Run-time hook of the bundle, in place of PyInstaller's own for PySide6 (cardtable.spec).

PyInstaller's hook imports ``PySide6.QtCore`` at every start, to add an embedded ``qt.conf``
that PySide6's wheels make themselves when QtCore is first imported: so every start loaded Qt,
ICU and their libraries, also for the engine's commands (``cardtable check``…), which need none of
it and must work where Qt cannot start. This hook does the rest of what PyInstaller's does for
Cardtable (no QML, one Qt binding) without importing anything of Qt: it tells Qt where its
plugins are and lets its network code find the bundled OpenSSL.
"""

import os
import sys


def _qt_paths() -> None:
    bundle = sys._MEIPASS  # type: ignore[attr-defined]  # set by PyInstaller's bootloader
    windows = sys.platform.startswith("win")
    qt = os.path.join(bundle, "PySide6") if windows else os.path.join(bundle, "PySide6", "Qt")
    os.environ["QT_PLUGIN_PATH"] = os.path.join(qt, "plugins")

    def prepend(variable: str) -> None:
        os.environ[variable] = os.pathsep.join(filter(None, [bundle, os.environ.get(variable)]))

    if windows:  # the OpenSSL DLLs beside the program, for QtNetwork
        prepend("PATH")
    elif sys.platform == "darwin" and ".app/Contents/" not in bundle:  # the same, for macOS
        prepend("DYLD_LIBRARY_PATH")


_qt_paths()
del _qt_paths
