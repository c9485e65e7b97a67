"""Every dialog of the table's flows, opened in English, Hungarian and Russian: no text clipped,
no internal card id shown (pictures: ``python tests/desktop/dialog_gallery.py /tmp/dialogs``)."""

from __future__ import annotations

import re

import pytest
from dialog_gallery import render

# A card's label (``d1``, ``c47``, ``ködfarkas-1a2b3c``): never to be shown to a player.
LABEL = re.compile(r"\b[a-zé]+\d+\b|\b\w+-[0-9a-f]{6}\b")


@pytest.mark.parametrize("code", ["en", "hu", "ru"])
def test_every_dialog_fits_and_names_cards_by_name(qapp, settings, language, tmp_path, code):
    language(code)
    shown = render(tmp_path, code, settings)
    assert len(shown) >= 20 and all((tmp_path / f"{code}-{name}.png").exists() for name in shown)
    for name, (clipped, texts) in shown.items():
        assert clipped == [], (name, clipped)
        ids = [t for t in texts if LABEL.search(t)]
        assert ids == [], (name, ids)
