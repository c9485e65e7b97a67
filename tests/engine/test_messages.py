"""Every message code the engine can hand out has an English sentence (and a translatable code)."""

from __future__ import annotations

import re
from pathlib import Path

from engine import gametexts
from engine.games import game_names, get_ruleset
from engine.messages import MESSAGES, render

ENGINE = Path(__file__).resolve().parents[2] / "engine"
CODE_CALL = re.compile(
    r'tx\.(?:refuse|cite)\(\s*[^,]+,\s*(?:\d+,\s*|RANK_\w+(?:\s*\+\s*1)?,\s*)?f?"([a-z_.{}]+)"'
)


def codes_in_source() -> set[str]:
    found: set[str] = set()
    for path in ENGINE.rglob("*.py"):
        found.update(CODE_CALL.findall(path.read_text("utf-8")))
    return found


def test_the_scan_finds_the_codes() -> None:
    codes = codes_in_source()
    assert {"hkk.reveal.once_per_turn", "cost.pay", "deck.needs_source", "card.fixed_in_play",
            "turn.phase_order", "play.timing", "hkk.prevent.too_late"} <= codes


def test_every_code_and_act_has_a_sentence() -> None:
    codes = {c for c in codes_in_source() if "{" not in c}
    codes |= {f"hkk.{what}.{kind}" for what in ("flow", "duel") for kind in
              ("no_ability", "not_own_main_phase", "once_per_turn", "cost")}
    codes |= {"hkk.treasure.not_own_main_phase", "hkk.treasure.once_per_turn",
              "hkk.treasure.no_icon", "hkk.treasure.cost", "hkk.flow.too_early"}
    for ruleset in map(get_ruleset, game_names()):
        codes |= set(ruleset.shapes)  # every act's name is its plain outcome
        if ruleset.prepared_replacement:
            codes.add(ruleset.prepared_replacement.code)
        codes |= {order.code for order in ruleset.fixed_order.values()}
    # A game's code is its package's (engine/games/<game>/texts/en.json).
    missing = sorted(code for code in codes
                     if code not in MESSAGES and gametexts.game_code(code) is None)
    assert missing == []


def test_sentences_fill_their_parameters() -> None:
    assert render("cost.pay", {"counter": "VP", "cost": 3, "have": 1, "player": "anna"}) == (
        "Not enough VP to pay the cost: it costs 3, anna has 1.")
    assert render("cost.pay", {}) == MESSAGES["cost.pay"]  # a missing parameter never crashes


def test_every_verdict_of_a_random_game_is_a_whole_sentence() -> None:
    """No verdict leaves a {placeholder} unfilled (the free table's create once did)."""
    from engine.demo import demo_game

    for ruleset in ("hkk", "berserk", "free"):
        game = demo_game(ruleset, seed=1)
        player = game.active_player
        verdicts = [
            game.apply({"act": "create", "by": player, "card": next(iter(game.definitions)),
                        "id": "new1"}),
            game.apply({"act": "draw", "by": player, "count": 2}),
            game.apply({"act": "counter", "by": player, "player": player, "name": "life",
                        "delta": -1}),
            game.apply({"act": "end_turn", "by": player}),
        ]
        for verdict in verdicts:
            assert "{" not in verdict.message, (ruleset, verdict)


def test_a_games_text_renders_with_nothing_but_the_renderer_imported() -> None:
    """The command line imports engine.i18n alone: a game's code must not come out raw there."""
    import subprocess
    import sys

    shown = subprocess.run(
        [sys.executable, "-c", "from engine.i18n import render_text\n"
         "from engine.protocol import Text\n"
         "print(render_text(Text('hkk.duel'), 'en'))"],
        capture_output=True, text=True, check=True).stdout.strip()
    assert shown == "A duel was started."
