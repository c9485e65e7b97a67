"""Run the desktop app as ``python -m desktop`` does, with scaffolding only the tests have.

    python tests/desktop/launch.py [--hook FILE.py:FUNCTION] [--answer yes|no] [--windows-left]
        [--] ARGS...

``--hook``: FUNCTION(main_window) is called once the window shows (with ``--screenshot``, before
the picture is taken). ``--answer``: no message box is shown; each prints one line
``DIALOG: <its text>`` (newlines as `` | ``) on stdout and is answered: ``yes`` takes its
Yes / accepting button, ``no`` its No / Cancel. The product itself has no such doors: it never
runs code or skips a question because of its environment.
"""

from __future__ import annotations

import argparse
import importlib.util
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))


def load_hook(spec: str) -> Callable[[Any], None]:
    """``FILE.py:FUNCTION`` as a function."""
    file, _, function = spec.rpartition(":")
    module_spec = importlib.util.spec_from_file_location(Path(file).stem, file)
    assert module_spec is not None and module_spec.loader is not None
    module = importlib.util.module_from_spec(module_spec)
    sys.path.insert(0, str(Path(file).parent))
    module_spec.loader.exec_module(module)
    return getattr(module, function)


def answer_dialogs(yes: bool) -> None:
    """Message boxes print their text and answer at once (nothing waits for a person)."""
    from desktop.qt import QMessageBox

    Button = QMessageBox.StandardButton
    Role = QMessageBox.ButtonRole

    def say(text: str) -> None:
        print("DIALOG: " + " | ".join(str(text).splitlines()), flush=True)

    def question(_parent: Any, _title: str, text: str, *_args: Any) -> Any:
        say(text)
        return Button.Yes if yes else Button.No

    def notice(_parent: Any, _title: str, text: str, *_args: Any) -> Any:
        say(text)
        return Button.Ok

    def run_box(box: Any) -> int:
        say(box.text())
        wanted = (Role.AcceptRole, Role.YesRole) if yes else (Role.RejectRole, Role.NoRole)
        for button in box.buttons():
            if box.buttonRole(button) in wanted:
                button.click()
                break
        return 0

    QMessageBox.question = staticmethod(question)
    QMessageBox.warning = staticmethod(notice)
    QMessageBox.information = staticmethod(notice)
    QMessageBox.critical = staticmethod(notice)
    QMessageBox.exec = run_box


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="launch.py")
    parser.add_argument("--hook", help="FILE.py:FUNCTION to call with the main window")
    parser.add_argument("--answer", choices=("yes", "no"), help="answer every message box")
    parser.add_argument("--windows-left", action="store_true",
                        help="once the app returns, print WINDOWS LEFT <n>: its windows still "
                             "alive, which Python's exit would have to tear down")
    parser.add_argument("args", nargs=argparse.REMAINDER, help="the app's own arguments")
    options = parser.parse_args(argv)
    app_args = options.args[1:] if options.args[:1] == ["--"] else options.args
    from desktop.__main__ import main as desktop_main

    if options.answer:  # Qt loads before the game is chosen then (the start is the same)
        answer_dialogs(options.answer == "yes")
    hook = None
    if options.hook:
        def hook(window: Any) -> None:  # loaded once the window is up: Qt loads where it would
            load_hook(options.hook)(window)
    status = desktop_main(app_args, hook)
    if options.windows_left:
        import shiboken6

        from desktop.qt import QApplication

        left = [w for w in QApplication.topLevelWidgets() if shiboken6.isValid(w)]
        print(f"WINDOWS LEFT {len(left)}", flush=True)
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
