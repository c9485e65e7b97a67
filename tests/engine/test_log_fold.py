"""Repeats of one change fold into one log line ("anna changed Life by −17", not 17 lines),
as every viewer reads the log, a line at a time or all at once, and through undo and redo."""

from __future__ import annotations

from engine.demo import demo_game
from engine.game import Game
from engine.timeline import Timeline

VIEWERS = ("anna", "bela", "spectator")


def life(game: Game, delta: int, by: str = "anna", player: str = "anna") -> None:
    assert game.apply({"act": "counter", "by": by, "player": player, "name": "life",
                       "delta": delta}).applied


def newest(game: Game, viewer: str) -> dict:
    return game.log_lines(viewer)[-1]


def test_seventeen_clicks_are_one_line_for_every_viewer():
    game = demo_game("hkk", seed=3)
    before = game.view("anna")["log_size"]
    for _ in range(17):
        life(game, -1)
    for viewer in VIEWERS:
        assert game.view(viewer)["log_size"] == before + 1
        line = newest(game, viewer)
        assert line["params"]["delta"] == -17 and line["act"] == "counter"
        assert (line["first"], line["n"]) == (len(game.history) - 16, len(game.history))
    assert game.counters["anna"]["life"] == 20 - 17


def test_a_reader_gets_the_growing_line_again_and_undo_shrinks_it():
    game = demo_game("hkk", seed=3)
    keep, lines, mark = game.log_since("bela")
    read = list(lines)
    for clicks in range(1, 6):
        life(game, -1)
        keep, lines, mark = game.log_since("bela", mark)
        read = read[:keep] + lines
        assert read == game.log_lines("bela") and read[-1]["params"]["delta"] == -clicks
        assert "first" in read[-1] or clicks == 1
    game.apply({"act": "undo", "by": "anna"})
    keep, lines, mark = game.log_since("bela", mark)
    read = read[:keep] + lines
    assert read == game.log_lines("bela") and read[-1]["params"]["delta"] == -4
    game.apply({"act": "redo", "by": "anna"})
    keep, lines, mark = game.log_since("bela", mark)
    read = read[:keep] + lines
    assert read == game.log_lines("bela") and read[-1]["params"]["delta"] == -5
    keep, lines, mark = game.log_since("bela", mark)  # nothing new: nothing sent
    assert lines == [] and keep == len(read)


def test_only_the_same_change_by_the_same_player_in_a_row_folds():
    game = demo_game("hkk", seed=3)
    size = game.view("spectator")["log_size"]
    life(game, -1)
    life(game, -2)  # the same way: folds
    life(game, +1)  # the other way: a line of its own
    life(game, +1, by="bela")  # another player: a line of its own
    life(game, +1, by="bela", player="bela")  # another counter (bela's life)
    game.apply({"act": "counter", "by": "bela", "player": "bela", "name": "life", "value": 9})
    game.apply({"act": "counter", "by": "bela", "player": "bela", "name": "life", "value": 8})
    lines = game.log_lines("spectator")[size:]
    assert [(line["by"], line["params"].get("delta"), line["params"].get("value"))
            for line in lines] == [("anna", -3, None), ("anna", 1, None), ("bela", 1, None),
                                   ("bela", 1, None), ("bela", None, 9), ("bela", None, 8)]


def test_a_change_the_rules_refused_or_shaped_is_never_folded():
    """A repeat carried out against the rules (warn mode: flagged) or shaped by a rule stands
    on a line of its own: the log shows it in red, or with its rule."""
    from engine.history import repeats
    from engine.rules import Verdict

    game = demo_game("hkk", seed=3)
    life(game, -1)
    again = {"act": "counter", "by": "anna", "player": "anna", "name": "life", "delta": -1}
    legal = Verdict(True, None, "counter", {}, True, [], set(), [])
    flagged = Verdict(False, "turn.not_active", "turn.not_active", {}, True, [], set(), [])
    shaped = Verdict(True, "29.3", "counter", {}, True, [], set(), [])
    assert repeats(game.log[-1], again, legal)
    assert not repeats(game.log[-1], again, flagged)
    assert not repeats(game.log[-1], again, shaped)


def test_markers_on_one_card_fold_too_and_a_replay_reads_the_same_lines(tmp_path):
    game = demo_game("berserk", seed=3)
    for player in game.players:
        game.apply({"act": "mulligan", "by": player, "cards": []})
    me = game.active_player
    hero = next(c for c in game.view(me)["zones"][f"{me}.play"]["cards"] if c["type"] == "hero")
    size = game.view(me)["log_size"]
    for _ in range(3):
        assert game.apply({"act": "mark", "by": me, "card": hero["label"], "marker": "wound"}).ok
    (line,) = game.log_lines(me)[size:]
    assert line["params"]["count"] == 3 and line["n"] - line["first"] == 2
    path = tmp_path / "game.jsonl"
    game.save(str(path))
    timeline = Timeline.load(str(path))
    for viewer in (*game.players, "spectator"):
        assert timeline.log_lines(timeline.length, viewer) == game.log_lines(viewer)
        assert timeline.log_size(timeline.length) == game.view(viewer)["log_size"]
    assert timeline.log_lines(timeline.length - 1, me)[-1]["params"]["count"] == 2
