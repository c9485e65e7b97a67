"""Desktop tests run offscreen, with settings and data folders of their own."""

from __future__ import annotations

import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_HOME = tempfile.mkdtemp(prefix="cardtable-tests-")
os.environ["XDG_CONFIG_HOME"] = os.path.join(_HOME, "config")
os.environ["XDG_DATA_HOME"] = os.path.join(_HOME, "data")

import pytest  # noqa: E402

from desktop.qt import QSettings  # noqa: E402
from desktop.settings import Settings  # noqa: E402


@pytest.fixture
def settings(tmp_path) -> Settings:
    """Settings stored in a file of this test's own."""
    return Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
