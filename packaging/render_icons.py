"""Render assets/icons/cardtable.svg into the PNG sizes desktops and window managers ask for.

``python packaging/render_icons.py``: writes ``assets/icons/cardtable-<size>.png`` (run it after
changing the SVG; the PNGs are kept in git, so neither the wheel nor the app needs to draw them).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ICONS = ROOT / "assets" / "icons"
SVG = ICONS / "cardtable.svg"
SIZES = (16, 24, 32, 48, 64, 128, 256)


def png_path(size: int) -> Path:
    """Where the icon of one size goes."""
    return ICONS / f"cardtable-{size}.png"


def render(sizes: tuple[int, ...] = SIZES) -> list[Path]:
    """Draw the SVG at each size (antialiased, transparent corners); returns the files written."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication([])
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        raise SystemExit(f"{SVG}: not a valid SVG")
    written = []
    for size in sizes:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        if not image.save(str(png_path(size))):
            raise SystemExit(f"could not write {png_path(size)}")
        written.append(png_path(size))
    return written


def main(argv: list[str] | None = None) -> int:
    """Command line."""
    argparse.ArgumentParser(description=__doc__.splitlines()[0]).parse_args(argv)
    for path in render():
        print(path.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
