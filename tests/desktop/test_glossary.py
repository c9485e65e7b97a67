"""Each game in its own words: the glossaries (docs/glossary/<game>.toml) against every catalog.

The games' terms read exactly the chosen word in each interface language (the .ts files and the
engine's JSON catalogs alike), their official names are the game's own, a wrong term that was in
use appears nowhere, every sentence about a term says it with the chosen word, and the phones'
page is given those words."""

from __future__ import annotations

import json
import re
import tomllib
from pathlib import Path

import pytest
from test_i18n import messages, tr_tool

from desktop import texts
from engine import terms
from engine.games import game_data
from engine.messages import MESSAGES

ROOT = Path(__file__).resolve().parents[2]
GLOSSARIES = ROOT / "docs" / "glossary"
GAMES = ("hkk", "berserk")
LANGUAGES = ("en", "hu", "ru")
TERM_KINDS = tuple(terms.KINDS)  # zone, phase, counter, ability: per-game catalog entries
OTHER_KINDS = ("act", "word", "card_type", "marker", "stat")
FIELD = re.compile(r"\{(\w+)\.(\w+)\}")


def glossary(game: str) -> dict:
    return tomllib.loads((GLOSSARIES / f"{game}.toml").read_text("utf-8"))


def entries(game: str) -> list[tuple[str, str, dict]]:
    """(kind, id, entry) of every thing the glossary names."""
    data = glossary(game)
    return [(kind, name, entry) for kind in (*TERM_KINDS, *OTHER_KINDS)
            for name, entry in data.get(kind, {}).items()]


def translations(language: str) -> list[tuple[str, str, str, str]]:
    """(context, English, comment, text) of every form of every .ts entry, and of the engine's
    catalog (what the command line prints), for ``language``; English: the sources."""
    found = []
    for m in messages("hu"):  # every entry (the English catalog holds plural forms only)
        if language == "en":
            found.append((m.context, m.source, m.comment, m.source))
    if language != "en":
        for m in messages(language):
            found += [(m.context, m.source, m.comment, form) for form in m.forms]
        catalog = json.loads(tr_tool.catalog_path(language).read_text("utf-8"))
        for code, entry in catalog.items():
            if code != "words":
                found += [("Engine", MESSAGES[code], code, form)
                          for form in (entry if isinstance(entry, list) else [entry])]
    return found


PLACEHOLDER = re.compile(r"\{[\w.:]+\}")


def plain(text: str) -> str:
    """A string as read: accelerators (``&``) out."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def words_of(text: str) -> str:
    """A string's own words: accelerators and placeholders (``{reactor}``) out."""
    return PLACEHOLDER.sub(" ", plain(text))


def test_the_glossaries_name_every_term_of_their_game():
    """Each glossary is complete (every zone, phase, counter and ability of its game), names only
    terms the game has, and gives every entry its official word and one word per language."""
    for game in GAMES:
        data = glossary(game)
        assert data["game"] == game and data["language"] == terms.game_language(game)
        for kind in TERM_KINDS:
            assert set(data.get(kind, {})) == set(terms.game_terms(game)[kind]), (game, kind)
        acts = {act for act in game_data(game)["acts"]
                if act not in terms.game_terms(game)["ability"] and act != "move_many"}
        assert set(data["act"]) == acts, game  # every act of the game the log names (Move…)
        for kind, name, entry in entries(game):
            assert all(isinstance(entry.get(key), str) and entry[key].strip()
                       for key in ("official", *LANGUAGES)), (game, kind, name)
            assert set(entry) <= {"official", "rule", *LANGUAGES, "qt", "words", "forbidden",
                                  "forbidden_in_sense", "note"}, (game, kind, name)
            for patterns in (entry.get("words", {}), entry.get("forbidden", {}),
                             entry.get("forbidden_in_sense", {})):
                for pattern in (p for ps in patterns.values() for p in ps):
                    re.compile(pattern)
            if entry.get("forbidden_in_sense"):
                assert entry.get("words", {}).get("en"), (game, name)


@pytest.mark.parametrize("language", ("official", *LANGUAGES))
def test_one_name_per_thing(language):
    """No word names two different things, across both games: Russian «Резерв» is HKK's reserve,
    so Berserk's sideboard is not «Резерв» too; «Конец хода» is the End phase, so ending the turn
    is not. The same thing in both games (a creature, the deck) may share its word."""
    things: dict[str, set[str]] = {}
    for game in GAMES:
        for _kind, _name, entry in entries(game):
            things.setdefault(entry[language].casefold(), set()).add(entry["en"].casefold())
    assert {word: sorted(meanings) for word, meanings in things.items()
            if len(meanings) > 1} == {}


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_games_terms_read_as_the_glossary_says(language):
    """Every term of every game, in the .ts files and in the engine's catalogs, is the chosen
    word; `qt` entries are it exactly; the official name is the game-language one."""
    catalog = {(m.context, m.source, m.comment): m.forms[0] for m in messages(
        language if language != "en" else "hu")}
    for game in GAMES:
        data = glossary(game)
        for kind, name, entry in entries(game):
            if kind in TERM_KINDS:
                context, english = terms.KINDS[kind], terms.english(kind, name, game)
                assert english == entry["en"], (game, kind, name)
                shown = english if language == "en" else catalog[(context, english, game)]
                assert shown == entry[language], (game, kind, name, language, shown)
                assert terms.term_name(game, kind, name, language) == entry[language]
                assert terms.official_name(game, kind, name) == entry["official"]
                assert entry["official"] == entry[data["language"]], (game, name)
            if kind == "act":  # as the log names it (a duel's answer with the duel's name)
                assert terms.act_name(name, language) == entry[language], (game, name, language)
            for context, english in entry.get("qt", []):  # a stat is a word of the game's
                shown = english if language == "en" else (catalog.get((context, english, game))
                                                          or catalog[(context, english, "")])
                assert shown == entry[language], (game, context, english, language, shown)


@pytest.mark.parametrize("language", ["hu", "ru"])
def test_no_wrong_term_anywhere_and_every_sentence_says_the_chosen_one(language):
    """The forbidden words appear in no .ts string and no engine catalog entry; a sentence whose
    English speaks of a term says it with one of the term's words, or names it by its field
    (``{hkk.duel}``), and not with a word that means something else in that game."""
    found: list[str] = []
    strings = [(c, s, m, t) for c, s, m, t in translations(language)]
    for game in GAMES:
        for _kind, name, entry in entries(game):
            fields = (f"{{{game}.{name}}}", f"{{{name}}}")  # the term named by its field
            for pattern in entry.get("forbidden", {}).get(language, []):
                found += [f"{context} {source!r}: {text!r} has «{pattern}» ({game} {name})"
                          for context, source, _, text in strings
                          if re.search(pattern, words_of(text), re.IGNORECASE)]
            sense = entry.get("words", {})
            if not sense.get("en"):
                continue
            about = [(context, source, text) for context, source, _, text in strings
                     if any(re.search(p, words_of(source), re.IGNORECASE) for p in sense["en"])]
            for context, source, text in about:
                said = any(re.search(p, words_of(text), re.IGNORECASE)
                           for p in sense.get(language, []))
                if not said and not any(field in text for field in fields):
                    found.append(f"{context} {source!r}: {text!r} does not say {name} "
                                 f"({'/'.join(sense.get(language, []))})")
                for pattern in entry.get("forbidden_in_sense", {}).get(language, []):
                    if re.search(pattern, words_of(text), re.IGNORECASE):
                        found.append(f"{context} {source!r}: {text!r} has «{pattern}» for {name}")
    assert found == [], "\n".join(found)


def test_a_translation_drops_a_term_field_only_for_its_own_games_word():
    """``{hkk.void}`` may be written out (``Semmibe``) only in the game's own language, and then
    with the glossary's word; every other translation keeps the field (so that the game's own
    words can fill it in)."""
    for language in ("hu", "ru"):
        for m in messages(language):
            for form in m.forms:  # no field the source lacks (a misspelt one stays raw)
                assert set(FIELD.findall(form)) <= set(FIELD.findall(m.source)), (m.source, form)
            for game, name in FIELD.findall(m.source):
                for form in m.forms:
                    if f"{{{game}.{name}}}" in form:
                        continue
                    assert language == terms.game_language(game), (language, m.source, form)
                    kind = terms.term_kind(game, name)
                    entry = glossary(game)[kind][name]
                    stems = entry.get("words", {}).get(language) or [entry[language][:4]]
                    assert any(re.search(p, form, re.IGNORECASE) for p in stems), (m.source, form)


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_table_names_terms_in_the_games_own_words_when_asked(language, code):
    """With the setting on, every zone, phase, counter and ability of each game is its official
    name, whatever the interface language, on the table and inside sentences; off, the interface
    language's chosen word."""
    language(code)
    for game in GAMES:
        for kind, name, entry in entries(game):
            if kind not in TERM_KINDS:
                continue
            texts.use_game_zone_names(False)
            assert texts.term_title(kind, name, game) == entry[code], (game, kind, name)
            texts.use_game_zone_names(True)
            assert texts.term_title(kind, name, game) == entry["official"], (game, kind, name)
    texts.use_game_zone_names(True)
    texts.set_ruleset("hkk")
    try:
        sentence = texts.engine_message("hkk.treasure", {})
        assert "Semmi" in sentence and "Kincsezés" in sentence
        assert texts.phase_title("main") == "Fő fázis" and texts.counter_title("life") == "Ép"
        assert texts.act_title("flow") == "Áramlás"
        texts.set_ruleset("berserk")
        assert "кладбище" in texts.engine_message("berserk.equipment.replaced", {}).lower()
        assert texts.counter_title("coins") == "Открытые монеты"
    finally:
        texts.set_ruleset(None)
        texts.use_game_zone_names(False)


@pytest.mark.parametrize("code", ["hu", "ru"])
def test_the_phones_page_is_given_the_chosen_words(language, code):
    """What the phones' page says (its texts and the names it is given) holds no forbidden word,
    names each game's terms as the glossary does, and a seat's command buttons are the
    abilities' names; the page itself (phone.js, index.html) writes no words of its own."""
    from desktop.phones.desk import EngineDesk, page_texts
    from engine.demo import demo_game

    language(code)
    for game in GAMES:
        demo = demo_game(game)
        view = demo.view("spectator")
        texts.set_ruleset(game)
        try:
            page = page_texts(view)
            commands = EngineDesk(demo).seat_state(demo.players[0])[0]["commands"]
        finally:
            texts.set_ruleset(None)
        said = "\n".join(strings_in([page, commands]))
        for _kind, name, entry in entries(game):
            for pattern in entry.get("forbidden", {}).get(code, []):
                assert not re.search(pattern, said, re.IGNORECASE), (game, name, pattern)
        data = glossary(game)
        for kind, key in (("zone", "zones"), ("phase", "phases"), ("counter", "counters")):
            for name, entry in data[kind].items():
                assert page[key][name] == entry[code], (game, kind, name)
        for command in commands:
            if command["id"] in ("flow", "treasure", "duel"):  # "Use Flow": by its name
                name = data["ability"][command["id"]][code]
                assert name.lower() in command["text"].lower(), (command, name)
        assert page["lang"] == code
    for name in ("phone.js", "index.html"):
        source = (ROOT / "desktop" / "phones" / "static" / name).read_text("utf-8")
        assert prose_in(source, html=name.endswith(".html")) == [], name


def strings_in(value: object) -> list[str]:
    """Every string value inside ``value`` (not the keys: ids such as ``mulligan``)."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for item in value.values() for s in strings_in(item)]
    if isinstance(value, list):
        return [s for item in value for s in strings_in(item)]
    return []


LITERAL = re.compile(r"\"(?:[^\"\\]|\\.)*\"|'(?:[^'\\]|\\.)*'|`(?:[^`\\]|\\.)*`")
TEXT = re.compile(r">[^<>]+<")  # between HTML tags


def prose_in(source: str, html: bool = False) -> list[str]:
    """Words for people in a page's own source (string literals, text between tags, line by
    line): two words or more, which only the table's texts may bring."""
    found = []
    source = re.sub(r"/\*.*?\*/|<!--.*?-->", "", source, flags=re.DOTALL)
    for line in source.splitlines():
        if line.strip().startswith("//"):
            continue
        for token in (TEXT if html else LITERAL).findall(line):
            text = re.sub(r"\$\{[^}]*\}", " ", token[1:-1]).strip()
            if (re.fullmatch(r"[a-z][a-z-]*( [a-z][a-z-]*)*", text) or text == "use strict"
                    or text.startswith((".", "#"))):
                continue  # class names, a directive, a CSS selector
            if re.search(r"[^\W\d_]{2,}[ ,.:?!]+[^\W\d_]{2,}", text):
                found.append(text)
    return found


def test_the_banners_and_dialogs_of_a_games_steps_name_its_abilities_as_the_table_does(language):
    """With the game's own words chosen, the duel's and the mulligan's questions (the banner
    and the dialog's title say their title) and the Flow a reaction may prevent name them so too
    («Párbaj: …» in the Russian interface, "Пересдача: …" in the Hungarian), not only the band
    and the log."""
    from desktop.questions import text_of
    from engine.protocol import Text

    answer = Text("question.duel_answer.title", {"player": "bela"})
    flow = Text("hkk.question.prevent.flow",
                {"reactor": "bela", "player": "anna", "card": "Sodró patak"})
    mulligan = Text("question.mulligan.title", {"player": "sasha"})
    language("ru")
    texts.set_ruleset("hkk")
    try:
        plain = text_of(answer)
        assert plain.startswith("Поединок: ") and "bela" in plain
        texts.use_game_zone_names(True)
        assert text_of(answer) == plain.replace("Поединок", "Párbaj")
        assert "Áramlás" in text_of(flow) and "Sodró patak" in text_of(flow)
        language("hu")
        texts.set_ruleset("berserk")
        assert text_of(mulligan) == "Пересдача: sasha"
        texts.use_game_zone_names(False)
        assert text_of(mulligan) == "Újraosztás: sasha"
    finally:
        texts.set_ruleset(None)
        texts.use_game_zone_names(False)
