"""Qt's libraries are loaded on another thread while the start reads its game (desktop.preload):
loaded before PySide6 is imported, and PySide6 imports as usual after."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from desktop.preload import BINDINGS, binding_files

ROOT = Path(__file__).resolve().parents[2]

PRELOAD_THEN_IMPORT = """
import sys
from pathlib import Path
from desktop.preload import preload_qt
thread = preload_qt()
thread.join()
mapped = Path("/proc/self/maps").read_text()
print("BEFORE_IMPORT", "PySide6" in sys.modules, "libQt6Widgets" in mapped)
from PySide6.QtWidgets import QApplication
app = QApplication([])
print("IMPORTED", type(app).__name__)
"""


def test_it_loads_the_bindings_the_window_imports_first():
    files = binding_files()
    assert all(file.is_file() for file in files)
    names = [file.name.split(".")[0] for file in files]
    assert [name for name in names if name in BINDINGS] == list(BINDINGS)  # in import order


@pytest.mark.skipif(not Path("/proc/self/maps").exists(), reason="reads /proc/self/maps")
def test_the_libraries_are_loaded_before_the_import_and_the_import_works(tmp_path):
    done = subprocess.run([sys.executable, "-c", PRELOAD_THEN_IMPORT], cwd=ROOT,
                          env={"PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen",
                               "PATH": "/usr/bin:/bin", "HOME": str(tmp_path)},
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == ["BEFORE_IMPORT False True", "IMPORTED QApplication"]


def test_without_pyside6_nothing_starts(monkeypatch):
    import desktop.preload as preload

    monkeypatch.delitem(sys.modules, "PySide6", raising=False)  # as at the app's start
    monkeypatch.setattr(preload, "find_spec", lambda name: None)
    assert preload.binding_files() == []
    assert preload.preload_qt() is None


def test_once_pyside6_is_imported_nothing_starts():
    import PySide6  # noqa: F401  (the tests' process has it: the app's own start has not yet)

    from desktop.preload import preload_qt

    assert preload_qt() is None
