"""Every rules scenario in tests/scenarios passes (one file per rule id, plus the shared ones)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.scenario import run_scenario

SCENARIOS = sorted((Path(__file__).parent.parent / "scenarios").glob("*.jsonl"))


def test_there_are_scenarios() -> None:
    assert len(SCENARIOS) >= 4


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.name for p in SCENARIOS])
def test_scenario(path: Path) -> None:
    assert run_scenario(str(path)) == []
