"""Every engine message of every rules scenario, as a Hungarian and a Russian player reads it.

Each scenario (tests/scenarios, and the shared ones where they are) is played to its end; each
verdict is put into words the ways the app does (the flag and the replay's note:
``texts.verdict_note``; the command line: ``engine.i18n.translate``), and each line of the log as
each player and a spectator see it (``texts.log_text``: the main window, the broadcast, the
phones), with the games' terms in the interface language and in the game's own. None may hold a
Hungarian article that depends on the next word ("a(z)"), a Russian gender hack ("победил(а)"),
a sentence starting in lower case, a JavaScript object, a placeholder left unfilled, or an id the
player was never meant to read (a card type, zone, phase or counter id, a message code)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from desktop import texts
from desktop.texts import CARD_TYPES
from engine import gametexts, terms
from engine.game import Game
from engine.games import all_stats, game_data, game_names
from engine.i18n import catalog, translate
from engine.messages import MESSAGES, Message, sentence_code
from engine.record import read_record

ROOT = Path(__file__).resolve().parents[2]
SHARED = ROOT.parent.parent / "shared" / "scenarios"  # the lead's shared scenarios, when present
SCENARIOS = sorted((ROOT / "tests" / "scenarios").glob("*.jsonl")) + sorted(
    SHARED.glob("*.jsonl") if SHARED.is_dir() else [])

ARTICLE = re.compile(r"\b[Aa]\(z\)")
GENDER = re.compile(r"\w\((а|ла|о|и|ь)\)")
UNFILLED = re.compile(r"\{[\w.:]+\}")
DOUBLE_COLON = re.compile(r"· [^:·]*: [^:→–—]*: ")  # "anna · Párbaj: válasz: Farkas → Asztal"


def raw_ids() -> re.Pattern[str]:
    """Ids a player never reads: card types, stats, every game's zones, phases, counters and
    acts, message codes, zone keys (``anna.deck``)."""
    ids = set(CARD_TYPES) | set(all_stats()) | {"armor", "weapon", "amulet"}
    for game in game_names():
        data = game_data(game)
        ids |= set(data.get("zones", {})) | set(data.get("phases", [])) | set(data.get("acts", []))
        ids |= set(data.get("counters", {})) | set(data.get("setup_phases", []))
        ids |= {word for kind in terms.game_terms(game).values() for word in kind}
    ids -= {"VP"}  # HKK's own word, the same in every language
    codes = {code for code in MESSAGES if "." in code}
    codes |= {code for texts in gametexts.games().values() for code in texts.messages["en"]}
    words = "|".join(sorted(map(re.escape, ids | codes), key=len, reverse=True))
    return re.compile(rf"(?<![\w.])({words})(?![\w])")


RAW = raw_ids()


def bare_term_after_preposition() -> re.Pattern[str]:
    """A game's term (any game's, in any language: its label, nominative) right after a Russian
    preposition: «…после Восстановление» wants its case or its noun («после фазы «…»»)."""
    labels = {terms.term_name(game, kind, name, language)
              for game in game_names() for kind, names in terms.game_terms(game).items()
              for name in names for language in ("en", "hu", "ru")}
    words = "|".join(sorted(map(re.escape, labels - {"VP"}), key=len, reverse=True))
    # Those that never take the nominative's twin (the accusative of «Поединок» is «поединок»).
    prepositions = "после|до|перед|из|к|ко|от|с|со|для|без|у|при|о|об|по|над"
    # A label is written as it is shown (capital first); a declined word in running text is not.
    return re.compile(rf"(?<!\w)(?i:{prepositions})\s+«?(?:{words})(?!\w)")


BARE_TERM = bare_term_after_preposition()
ZONES = {zone for game in game_names() for zone in terms.game_terms(game)["zone"]}
ZONE_KEY = re.compile(r"\b\w+\.(" + "|".join(sorted(ZONES)) + r")\b")  # anna.deck


def played(path: Path) -> tuple[Game, list[dict]]:
    """The scenario's game at its end, and its verdicts (code, params, rule)."""
    record = read_record(str(path))
    game = Game.from_header_at(record.header, str(path), record.header_line, today=True)
    verdicts = []
    for _number, line in record.lines:
        if "act" in line:
            verdict = game.apply(line)
            verdicts.append({"ok": verdict.ok, "rule": verdict.rule, "code": verdict.code,
                             "params": dict(verdict.params), "flagged": not verdict.ok})
    return game, verdicts


def problems(text: str, template_start: str, players: list[str]) -> list[str]:
    """What a native reader would stumble on in ``text``."""
    found = []
    if ARTICLE.search(text):
        found.append("a(z)")
    if GENDER.search(text):
        found.append("(а)")
    if "[object" in text or "undefined" in text:
        found.append("a JavaScript object")
    if UNFILLED.search(text):
        found.append("a placeholder left unfilled")
    if BARE_TERM.search(text):
        found.append(f"a term in the nominative after a preposition: {BARE_TERM.search(text)[0]!r}")
    if DOUBLE_COLON.search(text):
        found.append("an action's name with a colon before the line's own")
    if ZONE_KEY.search(text):
        found.append(f"the zone key {ZONE_KEY.search(text).group(0)!r}")
    without_names = text
    for player in players:  # player ids are the players' own names: any case, any word
        without_names = re.sub(rf"(?<![\w.]){re.escape(player)}(?![\w])", "", without_names)
    raw = RAW.search(without_names)
    if raw:
        found.append(f"the id {raw.group(0)!r}")
    if template_start[:1].isalpha() and text[:1].islower():
        found.append("a lower-case start")
    return found


@pytest.mark.parametrize("code", ["hu", "ru"])
def test_every_scenario_reads_as_a_native_player_reads_it(language, code):
    language(code)
    templates = {c: (t if isinstance(t, str) else t[0]) for c, t in catalog(code).items()
                 if c != "words"}
    found: list[str] = []
    rendered = 0
    for path in SCENARIOS:
        game, verdicts = played(path)
        players = list(game.players)
        texts.set_ruleset(game.ruleset_name)
        try:
            for game_words in (False, True):
                texts.use_game_zone_names(game_words)
                for verdict in verdicts:
                    start = templates.get(sentence_code(verdict["code"], verdict["params"]), "")
                    sentence = texts.verdict_sentence(verdict)
                    command_line = translate(Message(verdict["code"], verdict["params"]), code)
                    where = f"{path.name} ({'game' if game_words else 'interface'} words)"
                    for text, begins in ((sentence, start), (command_line, start),
                                         (texts.verdict_note(verdict), "")):
                        rendered += 1
                        found += [f"{where}: {p}: {text!r}" for p in problems(text, begins, players)]
                for viewer in [*players, "spectator"]:
                    for entry in game.log_lines(viewer):
                        text = texts.log_text(entry, game.ruleset_name)
                        rendered += 1
                        found += [f"{path.name} as {viewer}: {p}: {text!r}"
                                  for p in problems(text, "", players)]
        finally:
            texts.use_game_zone_names(False)
            texts.set_ruleset(None)
    assert rendered > 2000
    assert found == [], "\n".join(dict.fromkeys(found))


def test_the_checks_catch_what_the_issue_found():
    """The stumbling blocks of issue 33, as they were written, are caught."""
    players = ["anna", "bela"]
    assert problems("a(z) Újraosztás nem a(z) Helyreállítás után jön", "A", players)
    assert problems("anna победил(а).", "", players)
    assert problems("lény típusú lapot csak a saját fő fázisában…", "{", players) == []
    assert problems("lény típusú lapot csak a saját fő fázisában…", "A", players)
    assert problems("Cost: [object Object]", "", players)
    assert problems("páncél · armor", "", players)
    assert problems("A kártya ide került: anna.deck", "", players)
    assert problems("Зона перемешана ({zone}).", "", players)
    assert problems("Нельзя: deck.order_fixed", "", players)
    assert problems("anna · Mozgatás: Farkas → Semmi", "", players) == []
    assert problems("bela · Párbaj: válasz: Farkas → Asztal", "", players)
    assert problems("Пересдача не идёт после Восстановление.", "", players)
    assert problems("Фазы идут вперёд: «Пересдача» не наступит после фазы «Восстановление».", "",
                    players) == []
    assert problems("bela · Párbaj – válasz: Farkas → Asztal – 93.4.9. szabály: Döntetlen.", "",
                    players) == []
