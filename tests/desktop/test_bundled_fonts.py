"""The faces' fonts ship with Cardtable (assets/fonts): a set looks the same on a machine
without the system's emoji font (issue 30)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from desktop.table.cardface import BUNDLED_FONTS, FACE_FAMILIES, fonts_dir

ROOT = Path(__file__).resolve().parents[2]


def test_the_bundled_fonts_and_their_licence_are_there() -> None:
    folder = fonts_dir()
    assert {p.name for p in folder.glob("*.ttf")} == set(BUNDLED_FONTS)
    licence = (folder / "OFL.txt").read_text("utf-8")
    assert "SIL OPEN FONT LICENSE Version 1.1" in licence
    readme = (folder / "README.md").read_text("utf-8")
    assert all(name in readme for name in BUNDLED_FONTS)


def test_the_faces_ask_for_the_bundled_families(qapp) -> None:
    from desktop.table.cardface import _font, install_font_fallbacks

    assert install_font_fallbacks()[:len(FACE_FAMILIES)] == list(FACE_FAMILIES)
    assert _font(12).families()[:len(FACE_FAMILIES)] == list(FACE_FAMILIES)


def test_an_emoji_is_in_colour_without_the_systems_emoji_font(tmp_path: Path) -> None:
    """fontconfig sees DejaVu only (no Noto Color Emoji, no Symbola): the colour test still
    passes, with the bundled emoji font."""
    config = tmp_path / "fonts.conf"
    config.write_text('<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n'
                      "  <dir>/usr/share/fonts/truetype/dejavu</dir>\n"
                      f"  <cachedir>{tmp_path / 'cache'}</cachedir>\n</fontconfig>\n", "utf-8")
    env = {**os.environ, "FONTCONFIG_FILE": str(config), "QT_QPA_PLATFORM": "offscreen"}
    listed = subprocess.run(["fc-list"], env=env, capture_output=True, text=True, check=True).stdout
    assert listed and "emoji" not in listed.lower() and "symbola" not in listed.lower()
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           "tests/desktop/test_real_export.py::"
                           "test_an_emoji_is_drawn_in_colour_not_as_a_box"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout[-3000:]
    assert "1 passed" in done.stdout
