"""``cardtable join LINK``: the table from the seat an online invite link names (docs/online.md;
the window itself is desktop/joinonline.py's)."""

from __future__ import annotations

import argparse
from typing import Any

from desktop.joinonline import open_link, remote_window_class, show_window


def main(argv: list[str]) -> int:
    """``cardtable join LINK [--lang LANG]``: the table from the seat the link names."""
    from desktop.app import application, give_windows_the_icon, run_until_quit, warn
    from desktop.firstpaint import after_first_paint
    from desktop.mainwindow import MainWindow

    parser = argparse.ArgumentParser(prog="cardtable join",
                                     description="Take the seat an online invite link names.")
    parser.add_argument("link", help="the invite link (cardtable://join?broker=…&game=…#SECRET)")
    parser.add_argument("--lang", choices=("en", "hu", "ru"), help="interface language")
    args = parser.parse_args(argv)
    app, settings = application(args.lang)
    status: list[int] = []

    def opened(window: Any) -> None:
        after_first_paint(window, give_windows_the_icon)
        show_window(window)

    def failed(message: str) -> None:
        if message:
            print(f"cardtable join: {message}", flush=True)
            warn(None, message)
        status.append(2)
        app.quit()

    if open_link(args.link, settings, None, remote_window_class(MainWindow), opened,
                 failed) is None:
        return 2
    code = run_until_quit(app)
    return status[0] if status else code
