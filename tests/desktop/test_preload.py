"""Qt's libraries linked on another thread during the start (desktop/preload.py, issue 12):
which files, that PySide6 itself is left alone, and that Qt is never used before the thread is
done. Behaviour only; bench/desktop_launch.py measures what it saves."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from desktop import preload

ROOT = Path(__file__).resolve().parents[2]
needs_bundled_qt = pytest.mark.skipif(
    preload.pyside_folder() is None or not sys.platform.startswith("linux"),
    reason="PySide6 without its own Qt, or not Linux")


@pytest.fixture
def fake_pyside(tmp_path: Path) -> Path:
    """A PySide6 folder as its wheels lay it out, with empty files."""
    folder = tmp_path / "PySide6"
    for file in (preload.QT_WIDGETS, preload.X11_PLUGIN):
        (folder / file).parent.mkdir(parents=True, exist_ok=True)
        (folder / file).touch()
    return folder


@pytest.mark.parametrize(("environment", "x11"), [
    ({"DISPLAY": ":0"}, True),
    ({"DISPLAY": ":0", "QT_QPA_PLATFORM": "offscreen"}, False),
    ({"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0"}, False),
    ({"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0", "QT_QPA_PLATFORM": "xcb"}, True),
    ({}, False),
])
def test_the_x11_plugin_is_linked_only_for_a_window_on_x11(monkeypatch, fake_pyside,
                                                             environment, x11):
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
        monkeypatch.delenv(name, raising=False)
    for name, value in environment.items():
        monkeypatch.setenv(name, value)
    expected = [fake_pyside / preload.QT_WIDGETS]
    if x11:
        expected.append(fake_pyside / preload.X11_PLUGIN)
    assert preload.files_to_link(fake_pyside) == expected


def test_pyside_is_found_on_the_path_without_being_imported(monkeypatch, fake_pyside):
    monkeypatch.setattr(sys, "path", ["/nowhere", str(fake_pyside.parent)])
    assert preload.pyside_folder() == fake_pyside
    monkeypatch.setattr(sys, "path", ["/nowhere"])
    assert preload.pyside_folder() is None


def test_nothing_is_started_once_pyside_is_loaded(monkeypatch):
    import PySide6  # noqa: F401  (as in every app process that has already shown a window)

    monkeypatch.setattr(preload, "_thread", None)
    preload.start()
    assert preload._thread is None
    preload.finish()  # nothing to wait for


def run_python(code: str, **environment: str) -> list[str]:
    """``code`` in a fresh interpreter at the project's root; its output's lines."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT), **environment)
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return done.stdout.splitlines()


@needs_bundled_qt
def test_the_thread_links_qt_and_imports_nothing_of_pyside():
    lines = run_python(
        "import sys\n"
        "from desktop import preload\n"
        "preload.start()\n"
        "preload.finish()\n"
        "maps = open('/proc/self/maps').read()\n"
        "print('widgets linked', 'libQt6Widgets.so.6' in maps)\n"
        "print('fontconfig linked', 'libfontconfig' in maps)\n"
        "print('pyside imported', any(m.split('.')[0] in ('PySide6', 'shiboken6')"
        " for m in sys.modules))\n")
    assert lines == ["widgets linked True", "fontconfig linked True", "pyside imported False"]


@needs_bundled_qt
def test_qt_is_imported_only_once_the_thread_is_done():
    # The thread's work is held up (half a second); an import finder notes whether it still
    # runs when PySide6 is asked for.
    lines = run_python(
        "import sys, threading\n"
        "from desktop import preload\n"
        "preload._link = lambda files: threading.Event().wait(0.5)\n"
        "class Watch:\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        if name == 'PySide6':\n"
        "            print('linking while PySide6 loads', preload._thread.is_alive())\n"
        "sys.meta_path.insert(0, Watch())\n"
        "preload.start()\n"
        "import desktop.qt\n"
        "print(desktop.qt.QApplication.__name__)\n")
    assert lines == ["linking while PySide6 loads False", "QApplication"]


@needs_bundled_qt
def test_an_early_exit_waits_for_the_thread():
    lines = run_python(
        "import contextlib, io\n"
        "from desktop import preload\n"
        "from desktop.__main__ import main\n"
        "with contextlib.redirect_stdout(io.StringIO()), contextlib.suppress(SystemExit):\n"
        "    main(['--help'])\n"
        "print('thread started', preload._thread is not None,"
        " 'running', preload._thread.is_alive())\n")
    assert lines == ["thread started True running False"]


@needs_bundled_qt
@pytest.mark.parametrize("game", ["hkk", "berserk"])
def test_the_start_loads_no_compiled_module_while_qt_is_linked(tmp_path, game):
    # A compiled module's dlopen would wait for the thread's: preload.LOADED_FIRST must name every
    # one the start imports before Qt (the start as `python -m desktop` runs it, journal and all).
    lines = run_python(
        "import sys, importlib.machinery as machinery\n"
        "loaded, watching = [], [True]\n"
        "create = machinery.ExtensionFileLoader.create_module\n"
        "def noting(loader, spec):\n"
        "    if watching[0]:\n"
        "        loaded.append(spec.name)\n"
        "    return create(loader, spec)\n"
        "machinery.ExtensionFileLoader.create_module = noting\n"
        "class Watch:\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        if name == 'PySide6':\n"
        "            watching[0] = False\n"
        "sys.meta_path.insert(0, Watch())\n"
        "from desktop.__main__ import parse_args, preload  # as python -m desktop: then main()\n"
        "preload.start()\n"
        "loaded.clear()  # what came before the thread\n"
        "from desktop.session import choose_start_early\n"
        f"start = choose_start_early(parse_args(['--demo', '{game}']))()\n"
        "print('journal', start.journal is not None)\n"
        "import desktop.app\n"
        "print('loaded while linking', sorted(loaded))\n",
        XDG_DATA_HOME=str(tmp_path / "data"), XDG_CONFIG_HOME=str(tmp_path / "config"))
    assert lines == ["journal True", "loaded while linking []"]
