"""The compiled demos (assets/demos/<game>.json, packaging/compile_demos.py): what the app's start
deals the demo games from, held equal to what reading and checking their card sets gives."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from engine import demo
from engine.demo import (
    DEMO_SETS,
    compiled_demo_file,
    demo_data,
    demo_from_set,
    demo_game,
    demo_language,
    demo_set_folder,
)

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def fresh_cache(monkeypatch):
    """Compiled demos read anew (the module keeps what it read once)."""
    monkeypatch.setattr(demo, "_compiled", {})


def test_every_demo_game_has_a_compiled_demo():
    assert sorted(DEMO_SETS) == ["berserk", "free", "hkk"]
    assert all(compiled_demo_file(ruleset).is_file() for ruleset in DEMO_SETS)


@pytest.mark.parametrize("ruleset", ["hkk", "berserk", "free"])
def test_the_compiled_demo_is_what_reading_the_set_gives(ruleset, fresh_cache):
    from_set = demo_from_set(ruleset)
    compiled = json.loads(compiled_demo_file(ruleset).read_text("utf-8"))
    assert "cardset" not in compiled  # a machine's own path: added when dealt
    assert compiled == {key: value for key, value in from_set.items() if key != "cardset"}
    # In the same order (the header lists the cards as the set does).
    assert list(compiled["cards"]) == list(from_set["cards"])
    assert demo_data(ruleset) == from_set
    assert demo_language(demo_set_folder(ruleset)) == from_set["language"] != ""


def test_the_generator_finds_nothing_stale():
    done = subprocess.run([sys.executable, str(ROOT / "packaging" / "compile_demos.py"), "--check"],
                          capture_output=True, text=True, timeout=60)
    assert (done.returncode, done.stdout) == (0, "")


def test_a_game_dealt_from_the_compiled_demo_equals_one_dealt_from_the_set(fresh_cache,
                                                                         monkeypatch):
    compiled = demo_game("hkk", seed=7).record_lines()
    monkeypatch.setattr(demo, "compiled_demo", lambda _ruleset: None)
    assert demo_game("hkk", seed=7).record_lines() == compiled


@pytest.mark.parametrize("content", [b"", b"\xff\xfe garbage", b"[1, 2]", b'{"cards": '])
def test_an_unreadable_compiled_demo_has_the_set_read(tmp_path, monkeypatch, fresh_cache, content):
    broken = tmp_path / "hkk.json"
    broken.write_bytes(content)
    monkeypatch.setattr(demo, "compiled_demo_file", lambda _ruleset: broken)
    assert demo_data("hkk") == demo_from_set("hkk")
    assert demo_language(demo_set_folder("hkk")) is None  # the desktop reads the manifest then
    assert broken.read_bytes() == content  # never changed


def test_a_folder_that_is_no_demo_set_has_no_compiled_language(tmp_path):
    assert demo_language(tmp_path) is None
