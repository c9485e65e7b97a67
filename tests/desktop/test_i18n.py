"""Languages: every string translated, plurals, live switching, and no English on a hu/ru window."""

from __future__ import annotations

import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from desktop import i18n, texts
from desktop.qt import QCoreApplication, QDialogButtonBox, Qt
from engine.messages import MESSAGES

ROOT = Path(__file__).resolve().parents[2]
HOOKS = Path(__file__).with_name("i18n_hooks.py")
LAUNCH = Path(__file__).with_name("launch.py")  # runs the app with a test hook


def _load(name: str, path: Path):
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


# packaging/ is no package (and "packaging" is a PyPI name): load the script by its path.
tr_tool = _load("cardtable_translations", ROOT / "packaging" / "translations.py")
PLACEHOLDER = re.compile(r"\{\w+\}|%[nsdvm]|%\d")


def messages(language: str) -> list:
    """Every entry of a language's .ts file and, in hu and ru, of the games' texts
    (engine/games/<game>/texts/<lang>.json, read as entries of the same shape)."""
    found = tr_tool.read_ts(tr_tool.ts_path(language))
    return found + tr_tool.game_messages(language) if language in tr_tool.TRANSLATED else found


# The .ts files.
@pytest.mark.parametrize("language", ["hu", "ru", "en"])
def test_every_string_has_a_finished_translation(language):
    assert len(messages(language)) > (10 if language == "en" else 300)
    assert tr_tool.problems(tr_tool.ts_path(language)) == []


@pytest.mark.parametrize("language", ["hu", "ru"])
def test_every_engine_message_code_is_translated(language):
    engine = {m.comment: m for m in messages(language) if m.context == "Engine" and m.comment}
    missing = sorted(set(MESSAGES) - set(engine))
    assert missing == []
    for code, template in MESSAGES.items():
        entry = engine[code]
        assert entry.source == template, code
        assert entry.kind == "" and all(f.strip() for f in entry.forms), code
        assert entry.numerus == (texts.plural_param(template) is not None), code


@pytest.mark.parametrize("language", ["hu", "ru"])
def test_every_message_of_a_game_is_translated_in_its_package(language):
    """A game's messages (its package's texts/en.json) are translated in texts/hu.json and
    ru.json: every code, the plural forms of those that count, the placeholders kept."""
    from engine import gametexts

    assert tr_tool.game_problems(language) == []
    forms = {"hu": 1, "ru": 3}[language]
    for game, texts_ in gametexts.games().items():
        for code, template in texts_.messages["en"].items():
            entry = texts_.message(code, language)
            assert entry is not None, (game, code)
            assert isinstance(entry, list) == (texts.plural_param(str(template)) is not None)
            if isinstance(entry, list):
                assert len(entry) == forms, (game, code)
            wanted = set(re.findall(r"\{(\w+)", str(template)))
            for text in entry if isinstance(entry, list) else [entry]:
                assert set(re.findall(r"\{(\w+)", text)) <= wanted, (language, code, text)


def test_the_translation_check_finds_a_games_untranslated_message(tmp_path):
    texts_ = tmp_path / "oracle" / "texts"
    texts_.mkdir(parents=True)
    (texts_ / "en.json").write_text(json.dumps({"messages": {"oracle.sun": "Sun",
                                                             "oracle.lit": "{count} light(s)"},
                                                "words": {"zone": {"altar": "Altar"}}}))
    (texts_ / "ru.json").write_text(json.dumps({"messages": {"oracle.lit": ["{count} свет"]}}))
    assert tr_tool.game_problems("ru", tmp_path) == [
        "texts/ru.json: [Engine] 'Sun' (oracle.sun) is unfinished",
        "texts/ru.json: [Engine] '{count} light(s)' (oracle.lit) needs 3 plural form(s)",
        "texts/ru.json: [Zones] 'Altar' (oracle) is unfinished"]


@pytest.mark.parametrize("language", ["hu", "ru"])
def test_every_stat_a_game_knows_has_a_translated_name(language):
    """The Card panel, the overlay and the phones name printed stats by ``texts.stat_title``: none
    may fall back to the engine's id (``cost_mod``) or stay English. Each game names the stats
    of its cards in its texts (``words.stat``)."""
    from engine import gametexts
    from engine.games import game, game_names

    for name in game_names():
        for stat in game(name).data.card_fields:
            shown = gametexts.word(name, "stat", stat, language)
            english = gametexts.word(name, "stat", stat, "en")
            assert shown and english and shown.strip() and shown != english, (name, stat)


@pytest.mark.parametrize(("language", "forms"), [("hu", 1), ("ru", 3), ("en", 2)])
def test_numerus_forms(language, forms):
    counted = [m for m in messages(language) if m.numerus]
    assert len(counted) >= 5
    for message in counted:
        assert len(message.forms) == forms, message.source


# Hungarian's formal address (Ön; the formal imperative of verbs an interface uses, where it
# cannot be a third person's "húzza", "megmutatja"): HKK's
# cards and Cardtable speak to the player informally ("válassz", "írd be").
FORMAL_HUNGARIAN = re.compile(
    r"\b(válasszon|írja be|húzza vagy|kattintson|adja meg|nyomja meg|várjon|kérjük|Ön|Önnek|Önt|"
    r"Öné|megmutassa(?=\?))(?!\w)",
    re.IGNORECASE)


def test_hungarian_speaks_to_the_player_informally():
    """Issue 33.19: five strings of the replay window said "válasszon", "Írja be", "Húzza vagy
    kattintson", "Megmutassa?"; every Hungarian string says "te"."""
    from engine.i18n import catalog

    forms = [form for m in messages("hu") for form in m.forms]
    forms += [form for code, entry in catalog("hu").items() if code != "words"
              for form in (entry if isinstance(entry, list) else [entry])]
    assert [form for form in forms if FORMAL_HUNGARIAN.search(form)] == []
    assert FORMAL_HUNGARIAN.search("A játszma még folyik. Megmutassa?")


# Hungarian's article depends on the next word's sound: never "a(z)", never before a placeholder
# or a %-argument; Russian verbs never guess a player's gender with "(а)".
ARTICLE_BEFORE_UNKNOWN = re.compile(r"(?<!\w)(?:[Aa]\(z\)|[Aa]z? (?:\{\w+(?::\w)?\}|%[sn\d]))")
GENDER_HACK = re.compile(r"\w\((?:а|ла|ло|о|и|ь)\)")


@pytest.mark.parametrize(("language", "pattern"), [("hu", ARTICLE_BEFORE_UNKNOWN),
                                                   ("ru", GENDER_HACK)])
def test_no_sentence_guesses_the_word_that_fills_it(language, pattern):
    """Issue 33.12 and 33.15: "a(z) {line}. sor", "a(z) Újraosztás", «{player} победил(а)»."""
    from engine.i18n import catalog

    forms = [(m.source, form) for m in messages(language) for form in m.forms]
    forms += [(code, form) for code, entry in catalog(language).items() if code != "words"
              for form in (entry if isinstance(entry, list) else [entry])]
    assert [found for found in forms if pattern.search(found[1])] == []
    assert pattern.search({"hu": "✔ a(z) {line}. sor teljesül", "ru": "{player} победил(а)."}[
        language])


# The phones' buttons that make the player act (desktop/phones/table.py TEXTS).
PHONE_ACTION_BUTTONS = ("play", "play_to", "discard", "answer", "answer_cards", "answer_none",
                        "next", "confirm", "look_top", "search", "look", "take", "draw",
                        "end_turn")


def test_the_phones_buttons_speak_as_the_desktops_dialogs_do():
    """Issue 33.17: the phone's Hungarian buttons were in two styles ("Megtartom ezt a kezet"
    beside "A kiválasztott lapok visszatétele"): each is the player's first-person answer, as on
    the desktop, never a verbal noun; a sentence the desktop's dialogs say too reads the same."""
    from desktop.phones.desk import TEXTS

    hungarian = {(m.context, m.source): m.forms[0] for m in messages("hu")}
    # A verbal noun first ("Kijátszás: …"), or one with its possessive anywhere ("…visszatétele").
    nominal = re.compile(r"^\S*(?:ás|és)\b|\w(?:ása|ése|tele)\b", re.IGNORECASE)
    buttons = {key: hungarian[("Phones", TEXTS[key])] for key in PHONE_ACTION_BUTTONS}
    assert {key: text for key, text in buttons.items() if nominal.search(text)} == {}
    assert nominal.search("A kiválasztott lapok visszatétele és ugyanannyi húzása")
    assert nominal.search("A párbaj elutasítása") and nominal.search("Kijátszás: Tartalék")
    assert not nominal.search("Visszateszem a kiválasztott lapokat (2), és ugyanannyit húzok")
    for language in ("hu", "ru"):
        found = {(m.context, m.source): m.forms for m in messages(language)}
        for context in ("Question", "StepDialog"):
            shared = [source for (where, source) in found if where == context
                      and ("Phones", source) in found and "{" in source]
            for source in shared:
                assert found[(context, source)] == found[("Phones", source)], (language, source)


UNIT_AFTER_SPACE = re.compile(r"(\d|%\w|\})[ ](mm|мм|pt|пт|MB|МБ|KB|КБ|kB|dpi|px)\b")


@pytest.mark.parametrize("language", ["hu", "ru"])
def test_typography_units_keep_to_their_numbers_and_an_ellipsis_is_one_character(language):
    """Issue 33.21: a number and its unit never part at a line break ("200\u00a0мм"), and "…" is
    written as one character, in the .ts files and in the engine's catalogs."""
    from engine.i18n import catalog
    from engine.messages import byte_size

    found = []
    for m in messages(language):
        for form in m.forms:
            if UNIT_AFTER_SPACE.search(form) or "..." in form:
                found.append((m.source, form))
    for code, entry in catalog(language).items():
        for form in ([] if code == "words" else entry if isinstance(entry, list) else [entry]):
            if UNIT_AFTER_SPACE.search(form) or "..." in form:
                found.append((code, form))
    assert found == []
    assert byte_size(3 * 1024 * 1024 // 2, language) == {
        "hu": "1,5\u00a0MB", "ru": "1,5\u00a0МБ"}[language]
    assert byte_size(12 * 1024, "en") == "12\u00a0KB"


@pytest.mark.parametrize("language", ["hu", "ru", "en"])
def test_translations_keep_placeholders_and_one_accelerator(language):
    for m in messages(language):
        # {card_type:a} is English's article: a translation writes the word alone, {card_type}
        wanted = sorted(PLACEHOLDER.findall(re.sub(r"\{(\w+):[aA]\}", r"{\1}", m.source)))
        if "may leave {rule} out" in m.comment:
            wanted.remove("{rule}")
        for form in m.forms:
            assert sorted(PLACEHOLDER.findall(form)) == wanted, (m.context, m.source, form)
            if m.source.replace("&&", "").count("&") == 1:
                assert form.replace("&&", "").count("&") == 1, (m.context, m.source, form)


def test_lupdate_over_the_sources_adds_no_untranslated_string():
    """Extraction into a temporary copy of the .ts files: nothing new, nothing unfinished."""
    assert tr_tool.check() == []


def test_compiled_catalogs_match_the_ts_files(tmp_path):
    """The .qm files and the engine's JSON catalogs (the command line's, without Qt) are what
    ``release`` makes of the .ts files now."""
    made = tr_tool.release(out=tmp_path)
    assert {p.name for p in made} == {f"cardtable_{lang}.qm" for lang in tr_tool.LANGUAGES} | {
        f"engine_{lang}.json" for lang in tr_tool.TRANSLATED}
    for path in made:
        assert path.read_bytes() == (tr_tool.TS_DIR / path.name).read_bytes(), (
            f"{path.name} is stale: run python packaging/translations.py release")


def test_the_engine_catalogs_translate_every_engine_message():
    """What the engine's command line says in hu and ru: every code, the plural forms of
    those that count (Russian three, Hungarian one), the placeholders kept."""
    from engine.i18n import catalog
    from engine.messages import plural_param

    for language, forms in (("hu", 1), ("ru", 3)):
        entries = dict(catalog(language))
        words = entries.pop("words")  # the shared acts' names (engine/terms.py)
        assert words["Acts||Move"] == {"hu": "Mozgatás", "ru": "Перемещение"}[language]
        assert set(entries) == set(MESSAGES), language
        for code, template in MESSAGES.items():
            entry = entries[code]
            wanted = set(re.findall(r"\{(\w+)", template))
            if plural_param(template):
                assert isinstance(entry, list) and len(entry) == forms, (language, code)
            for text in entry if isinstance(entry, list) else [entry]:
                assert set(re.findall(r"\{(\w+)", text)) <= wanted, (language, code, text)


# Run time (the ``language`` fixture is in conftest.py).
def test_catalogs_load_for_each_language(language):
    assert language("hu") == ["qtbase_hu", "cardtable_hu"]
    assert language("ru") == ["qtbase_ru", "cardtable_ru"]
    assert language("en") == ["qtbase_en", "cardtable_en"]  # Qt's English: plurals only


def test_russian_has_three_plural_forms(language):
    language("ru")

    def drew(n: int) -> str:
        return texts.engine_message("draw", {"player": "anna", "count": n}) or ""

    assert drew(1) == "anna берёт 1 карту." and drew(21) == "anna берёт 21 карту."
    assert drew(3) == "anna берёт 3 карты." and drew(22) == "anna берёт 22 карты."
    assert drew(5) == "anna берёт 5 карт." and drew(11) == "anna берёт 11 карт."
    hidden = [texts.Plurals().hidden_cards(n) for n in (1, 2, 5)]
    assert hidden == ["1 скрытая карта", "2 скрытые карты", "5 скрытых карт"]


def test_english_and_hungarian_plurals(language):
    language("en")
    assert texts.engine_message("draw", {"player": "anna", "count": 1}) == "anna drew 1 card."
    assert texts.engine_message("draw", {"player": "anna", "count": 2}) == "anna drew 2 cards."
    language("hu")
    assert texts.engine_message("draw", {"player": "anna", "count": 2}) == "anna húzott 2 lapot."


def test_parameters_are_translated_too(language):
    language("hu")
    verdict = {"ok": False, "rule": "cost.pay", "code": "cost.pay",
               "params": {"counter": "VP", "cost": 3, "have": 1, "player": "anna"}}
    assert texts.verdict_note(verdict) == (
        "anna nem tudja kifizetni a költséget: 3 kellene, de csak 1 van neki (VP).")  # no rule id
    language("en")
    assert texts.verdict_note(verdict) == (
        "Not enough VP to pay the cost: it costs 3, anna has 1. (cost.pay)")
    assert texts.verdict_note(dict(verdict, rule="93.4.4")).startswith("rule 93.4.4: Not enough")
    language("ru")
    phase = texts.engine_message("phase", {"phase": "main"})
    assert phase == "Начинается «Основная фаза»."  # the phase with its noun, in the nominative
    language("hu")  # an earlier phase clicked: both phases named in the interface language
    backwards = texts.engine_message("turn.phase_order", {"phase": "main", "to": "prep"})
    assert "Előkészítés" in backwards and "prep" not in backwards


def test_qt_own_strings_are_translated(language, qtbot):
    language("hu")
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    qtbot.addWidget(box)
    assert box.buttons()[0].text().replace("&", "") == "Mégse"
    language("ru")
    assert box.buttons()[0].text().replace("&", "") == "Отмена"


def test_log_lines_are_made_from_their_parts(language):
    entry = {"n": 7, "by": "anna", "act": "draw", "text": "ENGLISH FROM THE ENGINE", "ok": True,
             "rule": None, "code": "draw", "params": {"player": "anna", "count": 2},
             "flagged": False, "cards": [],
             "moves": [{"hidden": True, "from": "anna.deck", "to": "anna.hand"}] * 2}
    language("ru")
    line = texts.log_text(entry)
    assert line == "7. anna · Добор карт: 2 скрытые карты → Рука — anna берёт 2 карты."
    moved = dict(entry, act="move", code="move", params={}, rule="96.8", ok=True,
                 moves=[{"label": "t1", "name": "Farkas", "from": "anna.reserve", "to": "removed"}])
    language("hu")
    line = texts.log_text(moved)
    assert line.startswith("7. anna · Mozgatás: Farkas → Játékból eltávolítva – 96.8. szabály: ")
    assert "ENGLISH" not in line


def test_zone_names_in_the_games_own_language(language):
    language("ru")
    assert texts.zone_title("anna.discard", "hkk") == "Сброс"
    texts.use_game_zone_names(True)
    assert [texts.zone_title(f"anna.{z}", "hkk") for z in
            ("deck", "hand", "discard", "void", "reserve", "guard", "table")] == [
        "Pakli", "Kéz", "Gyűjtő", "Semmi", "Tartalék", "Őrposzt", "Asztal"]
    language("hu")
    assert [texts.zone_title(f"anna.{z}", "berserk") for z in
            ("hand", "deck", "graveyard", "play", "supply", "sideboard")] == [
        "Рука", "Колода", "Кладбище", "Игровая зона", "Запас", "Сайдборд"]
    assert texts.zone_title("anna.hand", "free") == "Kéz"  # the free table has no language


def test_language_choice_order(monkeypatch):
    assert i18n.choose_language("hu", "ru") == "hu"
    assert i18n.choose_language(None, "ru") == "ru"
    monkeypatch.setattr(i18n, "system_language", lambda: "hu")
    assert i18n.choose_language(None, "") == "hu"
    with pytest.raises(ValueError):
        i18n.Translations(QCoreApplication.instance()).set_language("de")


def test_the_open_questions_banner_follows_a_live_language_change(qtbot, settings, language):
    """Seen in play: switched to Russian during Berserk's mulligan, the banner above the table
    still said "Mulligan: sasha keeps this hand or puts cards back." and "Decide…" (now the
    question's title and "Answer…")."""
    from desktop.mainwindow import MainWindow
    from engine.demo import demo_game

    language("en")
    window = MainWindow(demo_game("berserk", seed=1), settings)
    qtbot.addWidget(window)
    window.show()
    banner = window.procedures.banner
    assert banner.text.text().startswith("Mulligan:") and banner.button.text() == "Answer…"
    english = banner.text.text()
    window.language_menu.choices["ru"].trigger()
    assert banner.text.text() != english and banner.text.text().startswith("Пересдача")
    assert banner.button.text() not in ("Answer…", "")
    assert english_left({"banner": [banner.text.text(), banner.button.text()]},
                        english_words()) == []


def test_the_menu_switches_language_live_and_remembers_it(qtbot, settings, language):
    from desktop.firstpaint import wait_for_first_paint_work
    from desktop.mainwindow import MainWindow
    from engine.demo import demo_game

    language("en")
    window = MainWindow(demo_game("hkk", seed=1), settings)
    qtbot.addWidget(window)
    window.show()
    assert wait_for_first_paint_work(window)  # the log's lines come once it is painted
    menu = window.language_menu
    assert window.menus["file"].title() == "&File"
    assert window.log.windowTitle() == "Game log"
    assert menu.system.isChecked() or menu.choices["en"].isChecked()
    menu.choices["hu"].trigger()
    assert settings.language == "hu" and i18n.current().language == "hu"
    assert menu.choices["hu"].isChecked() and not menu.system.isChecked()
    assert window.menus["file"].title() == "&Fájl"
    assert window.log.windowTitle() == "Játéknapló"
    assert window.actions_by_id["draw"].text() == "Lap &húzása"
    assert window.scene.zone_items["anna.discard"].title == "Gyűjtő"
    assert any(chip[1] == "Kör vége" for chip in window.scene.band._chips)
    assert menu.title() == "&Nyelv"
    menu.choices["ru"].trigger()
    assert window.menus["file"].title() == "&Файл"
    assert window.scene.zone_items["anna.discard"].title == "Сброс"
    assert window.log.lines()[0].startswith("1. anna")
    menu.zone_names.setChecked(True)
    assert settings.game_zone_names
    assert window.scene.zone_items["anna.discard"].title == "Gyűjtő"
    menu.zone_names.setChecked(False)
    menu.system.trigger()
    assert settings.language == "" and i18n.current().language == i18n.system_language()
    assert menu.system.isChecked()
    i18n.current().set_language("ru")  # as --lang ru would: the language in use is checked
    assert menu.choices["ru"].isChecked()


# A real process under Xvfb: the main window and the flags, in each language.
ENGLISH_ALLOWED = {
    "cardtable", "hkk", "english", "png", "jpeg", "jpg", "webp", "svg", "csv", "tsv", "toml", "json",
    "jsonl", "txt", "pdf", "anna", "bela", "sasha", "misha", "http",
}


def english_words() -> set[str]:
    """Words of the English source strings (placeholders and accelerators left out)."""
    words: set[str] = set()
    for m in messages("hu"):
        text = PLACEHOLDER.sub(" ", re.sub(r"\{\w+\.\w+\}", " ", m.source)).replace("&", "")
        words |= {w.lower() for w in re.findall(r"\w+", text) if w.isascii() and w.isalpha()
                  and len(w) >= 3}
    return words - ENGLISH_ALLOWED


def english_left(shown: dict[str, list[str]], words: set[str]) -> list[str]:
    """Texts in ``shown`` that hold an English word (as ``kind: text``)."""
    found = []
    for kind, items in shown.items():
        if kind.startswith("_"):  # facts about the process, not texts
            continue
        for text in items:
            hits = {w for w in re.findall(r"\w+", text.replace("&", ""))
                    if w.isascii() and w.lower() in words}
            if hits:
                found.append(f"{kind}: {text!r} ({', '.join(sorted(hits))})")
    return found


def test_the_english_word_list_catches_english():
    words = english_words()
    assert {"hand", "deck", "game", "log", "card", "turn", "rule"} <= words
    assert english_left({"zones": ["Hand (5)"], "ok": ["Kéz (5)", "Рука"]}, words) == [
        "zones: 'Hand (5)' (Hand)"]


def run_screenshot(tmp_path: Path, args: list[str], env_extra: dict[str, str]) -> tuple[Path, dict]:
    shot = tmp_path / "shot.png"
    dump = tmp_path / "texts.json"
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "LANGUAGE")}
    env.update(PYTHONPATH=str(ROOT), CARDTABLE_TEXTS=str(dump), **env_extra)
    done = subprocess.run(["xvfb-run", "-a", "-s", "-screen 0 1600x1000x24", sys.executable,
                           str(LAUNCH), f"--hook={HOOKS}:refuse_and_dump", "--", *args,
                           "--screenshot", str(shot)],
                          cwd=ROOT, env=env, timeout=120, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    if os.environ.get("CARDTABLE_SHOTS"):  # keep the pictures to look at
        keep = Path(os.environ["CARDTABLE_SHOTS"])
        keep.mkdir(parents=True, exist_ok=True)
        shutil.copy(shot, keep / f"{'-'.join(a.strip('-') for a in args)}.png")
    return shot, json.loads(dump.read_text("utf-8"))


@pytest.mark.xvfb
@pytest.mark.skipif(shutil.which("xvfb-run") is None, reason="xvfb-run is not installed")
@pytest.mark.parametrize(("lang", "game"), [("hu", "hkk"), ("ru", "berserk"), ("ru", "hkk"),
                                            ("hu", "berserk")])
def test_no_english_left_on_the_window_and_the_flags(tmp_path, lang, game):
    shot, shown = run_screenshot(tmp_path, ["--lang", lang, "--demo", game],
                                 {"XDG_CONFIG_HOME": str(tmp_path / "config"),
                                  "XDG_DATA_HOME": str(tmp_path / "data")})
    assert shot.stat().st_size > 10_000
    for kind in ("menus", "docks", "zones", "band", "flags", "log", "status", "cards", "qt"):
        assert shown.get(kind), f"nothing of kind {kind} was shown"
    assert english_left(shown, english_words()) == []
    assert shown["qt"] != ["OK", "Cancel", "Close"]


@pytest.mark.xvfb
@pytest.mark.skipif(shutil.which("xvfb-run") is None, reason="xvfb-run is not installed")
def test_the_system_language_is_followed(tmp_path):
    _shot, shown = run_screenshot(tmp_path, ["--demo", "hkk"],
                                  {"LC_ALL": "ru_RU.UTF-8", "LANG": "ru_RU.UTF-8",
                                   "XDG_CONFIG_HOME": str(tmp_path / "config"),
                                   "XDG_DATA_HOME": str(tmp_path / "data")})
    assert "&Файл" in shown["menus"]
    assert english_left(shown, english_words()) == []


def widget_texts(widget) -> dict[str, list[str]]:
    """Every text a dialog shows: title, labels, buttons, list and combo items, headers, hints."""
    from desktop.qt import (
        QAbstractButton,
        QComboBox,
        QGroupBox,
        QLabel,
        QLineEdit,
        QListWidget,
        QTableView,
    )

    shown: dict[str, list[str]] = {"title": [widget.windowTitle()]}
    shown["labels"] = [w.text() for w in widget.findChildren(QLabel)]
    shown["buttons"] = [w.text() for w in widget.findChildren(QAbstractButton)]
    shown["boxes"] = [w.title() for w in widget.findChildren(QGroupBox)]
    shown["hints"] = [w.placeholderText() for w in widget.findChildren(QLineEdit)]
    shown["combos"] = [w.itemText(i) for w in widget.findChildren(QComboBox) for i in range(w.count())]
    shown["lists"] = [w.item(i).text() for w in widget.findChildren(QListWidget)
                      for i in range(w.count())]
    shown["headers"] = []
    for table in widget.findChildren(QTableView):
        model = table.model()
        shown["headers"] += [str(model.headerData(c, Qt.Orientation.Horizontal))
                             for c in range(model.columnCount())]
        shown["cells"] = [str(model.index(r, c).data()) for r in range(min(model.rowCount(), 30))
                          for c in range(model.columnCount())
                          if model.index(r, c).data() is not None]
    return shown


DUEL_HEADER = {
    "ruleset": "hkk", "players": ["anna", "bela"], "seed": 3,
    "cards": {"wolf": {"name": "Farkas", "type": "creature", "cost": 1},
              "duel5": {"name": "Kardforgató", "type": "spell", "duel": 5},
              "duel3": {"name": "Tőrvívó", "type": "spell", "duel": 3}},
    "zones": {"anna.hand": ["wolf#w1", "duel5#d1"], "bela.hand": ["duel3#d2"]},
    "turn": {"active": "anna", "phase": "main", "number": 2},
    "players_state": {"anna": {"VP": 2, "life": 20}, "bela": {"VP": 0, "life": 20}}}


@pytest.mark.parametrize("code", ["hu", "ru"])
def test_dialogs_have_no_english(qtbot, settings, language, code):
    from desktop.cardsets.browser import CardBrowser
    from desktop.cardsets.opencardset import OpenCardSetDialog
    from desktop.dialogs import (
        NewGameDialog,
        OrderDialog,
        PileDialog,
        SettingsDialog,
        ShortcutsDialog,
    )
    from desktop.handoff import HandoffScreen
    from desktop.procedures.endgame import EndDialog
    from desktop.questions import QuestionDialog
    from engine import Game
    from engine.cardset import load_cardset
    from engine.demo import demo_game, demo_set_folder

    language(code)
    cards = [{"label": "c1", "name": "Farkas"}, {"hidden": True}]
    cardset = load_cardset(demo_set_folder("berserk"))
    handoff = HandoffScreen()
    handoff.ask("bela")
    # The game's questions as the engine asks them: the duel's answer and effect, a reaction,
    # the mulligan (each dialog also on its confirmation page, where it has one).
    duel = Game.from_header(DUEL_HEADER)
    duel.apply({"act": "play", "by": "anna", "card": "w1"})
    reaction = duel.questions("bela")
    duel.apply({"act": "duel", "by": "anna", "card": "d1"})
    answer = duel.questions("bela")
    duel.apply({"act": "duel_answer", "by": "bela", "card": "d2"})
    effect = duel.questions("anna")
    mulligan = demo_game("berserk", seed=7)
    first = mulligan.players[0]
    questions = [*reaction, *answer, *effect, *mulligan.questions(first)]
    assert [q.id.split(":")[0] for q in questions] == [
        "prevent", "duel_answer", "duel_effect", "mulligan"]
    faces = {"w1": {"label": "w1", "name": "Farkas"}, "d2": {"label": "d2", "name": "Tőrvívó"}}
    asked = [QuestionDialog(q, lambda label: faces.get(label, {"label": label, "name": "Farkas"}))
             for q in questions]
    confirming = QuestionDialog(answer[0], faces.get)
    confirming.list.setCurrentRow(0)
    confirming.accept()  # the confirmation page
    assert confirming.pages.currentWidget() is confirming.confirming
    dialogs = [NewGameDialog("strict"), SettingsDialog(settings), ShortcutsDialog(settings),
               OrderDialog("anna", cards), PileDialog("anna · Pakli", cards, ["anna.deck"]),
               PileDialog("anna · Semmi", [], ["removed"]),
               *asked, confirming,
               EndDialog({"loser": "bela", "reason": "life", "winners": ["anna"]}, False),
               handoff, CardBrowser(cardset), OpenCardSetDialog(cardset, "strict")]
    words = english_words()
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        if isinstance(dialog, CardBrowser):  # the empty deck breaks the rules: that is shown too
            assert dialog.warning_list.count() == 2
        assert english_left(widget_texts(dialog), words) == [], type(dialog).__name__


def test_pile_and_band_tooltips_in_russian(qtbot, language):
    from desktop_views import HKK_SPECS, hkk_view

    from desktop.table.scene import TableScene

    language("ru")
    scene = TableScene(90)
    scene.show_view(hkk_view(), HKK_SPECS, "anna")
    deck = scene.zone_items["anna.deck"]
    assert deck.toolTip().endswith("20 карт. Дважды щёлкните, чтобы увидеть список.")
    deck.set_count(2)
    assert "\n2 карты." in deck.toolTip()
    deck.set_count(21)
    assert "\n21 карта." in deck.toolTip()
    tips = [chip[4] for chip in scene.band._chips]
    assert "Ходит anna" in tips and "Завершить ход: дальше ходит другой игрок" in tips
    language("en")
    scene.retranslate()  # as the main window does on a language change
    assert deck.toolTip() == "Deck · anna\n21 cards. Double-click to list them."


KNOWN_TYPES = ("creature", "spell", "item", "location", "hero", "event", "equipment", "token",
               "weapon", "armor", "amulet")


@pytest.mark.parametrize("code", ["hu", "ru"])
def test_card_types_and_effects_in_the_interface_language(qtbot, language, code):
    """One table names card types everywhere (zoom, card face, browser); effects (incarnation)
    are named like markers; a playtester's own type stays as written."""
    from desktop.docks import ZoomDock
    from desktop.table.cardface import type_line

    language(code)
    for name in KNOWN_TYPES:
        assert texts.card_type_title(name) not in ("", name), name
    assert texts.card_type_title("Creature") == texts.card_type_title("creature")
    assert texts.card_type_title("gizmo") == "gizmo"
    assert texts.marker_title("incarnation") == {"hu": "inkarnáció", "ru": "Инкарнация"}[code]
    card = {"label": "c1", "name": "Шлем", "type": "equipment", "stats": {"subtype": "armor"},
            "owner": "anna", "controller": "anna", "effects": ["incarnation"]}
    line = type_line(card)
    assert line == {"hu": "felszerelés · páncél", "ru": "экипировка · доспех"}[code]
    zoom = ZoomDock()
    qtbot.addWidget(zoom)
    zoom.show_card(card)
    details = zoom.details.text()
    assert line in details and texts.marker_title("incarnation") in details
    assert "equipment" not in details and "incarnation" not in details


def test_a_duels_amounts_read_as_the_rules_write_them(language):
    """Issue 33.16: Russian «4 исцеления» (four acts of healing) is «Лечение: 4»; Hungarian says
    Ép as the seed does ("sebezhet 3 Ép-t vagy gyógyíthat 4 Ép-t")."""
    def amounts() -> tuple[str, str, str]:  # the effect question's options, then the log
        return (texts.engine_message("hkk.question.duel_effect.damage",
                                     {"amount": 3, "target": "bela"}) or "",
                texts.engine_message("hkk.question.duel_effect.heal",
                                     {"amount": 4, "target": "anna"}) or "",
                texts.engine_message("hkk.duel.effect.heal", {"target": "anna", "amount": 4}) or "")

    language("hu")
    assert amounts() == ("3 Ép sebzés – bela", "4 Ép gyógyítás – anna",
                         "A párbaj hatása: anna 4 Ép gyógyítást kap.")
    language("ru")
    assert amounts() == ("Урон: 3 — игроку bela", "Лечение: 4 — игроку anna",
                         "Эффект поединка: лечение 4 игроку anna.")


def test_a_shuffle_names_the_zone_it_shuffled(language):
    """Issue 33.10: "The zone was shuffled." opened every game's log; the sentence names the
    zone and its player, the deck in the form each language needs."""
    deck = {"ok": True, "rule": "deck.shuffle", "code": "shuffle",
            "params": {"zone": "anna.deck", "player": "anna"}}
    pile = dict(deck, params={"zone": "anna.discard", "player": "anna"})
    expected = {"en": ("anna's deck was shuffled.", "anna's Discard was shuffled."),
                "hu": ("anna pakliját megkeverték.", "Gyűjtő (anna): a lapokat megkeverték."),
                "ru": ("Колода игрока anna перемешана.", "Зона «Сброс» игрока anna перемешана.")}
    for code, sentences in expected.items():
        language(code)
        assert (texts.verdict_sentence(deck), texts.verdict_sentence(pile)) == sentences


def test_a_faces_stats_are_named_in_its_card_sets_language_as_its_type_line(language):
    """Issue 33.9: under an HKK face in the Russian interface the band said «поединок 4» below
    the set's "tárgy": the stats follow the card set's language as the type line does, and the
    interface language where the set has none."""
    from desktop.table.cardface import set_card_language, stats_text, type_line

    language("ru")
    card = {"label": "c1", "name": "Kesztyű", "type": "item", "stats": {"duel": 4, "life": 2},
            "owner": "anna", "controller": "anna"}
    try:
        set_card_language("hu")
        assert (type_line(card), stats_text(card)) == ("tárgy", "♥2  párbaj 4")
        assert stats_text(dict(card, language="ru")) == "♥2  поединок 4"  # a card's own language
        set_card_language("")
        assert (type_line(card), stats_text(card)) == ("предмет", "♥2  поединок 4")
    finally:
        set_card_language("")


@pytest.mark.parametrize("code", ["hu", "ru"])
def test_qts_own_file_dialog_speaks_the_language(qtbot, language, code, tmp_path):
    """Issue 30: "Look in:" and "Files of type:" stayed English (Qt's shipped catalogs translate
    the labels without the accelerators Qt 6.11 gave them)."""
    from desktop.qt import QFileDialog, QLabel, QPushButton

    language("en")
    english = QFileDialog(None, "x")
    english.setOption(QFileDialog.Option.DontUseNativeDialog)
    qtbot.addWidget(english)
    source = {label.text() for label in english.findChildren(QLabel)} | {
        button.text() for button in english.findChildren(QPushButton)}
    language(code)
    dialog = QFileDialog(None, "x")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    qtbot.addWidget(dialog)
    shown = {label.text() for label in dialog.findChildren(QLabel)} | {
        button.text() for button in dialog.findChildren(QPushButton)}
    assert {"&Look in:", "Files of &type:"} <= source
    assert not shown & source, shown & source
    # The file list's Type column: "Folder" stayed English in Russian (issue 33.21).
    from desktop.qt import QFileIconProvider, QFileInfo

    folder_type = QFileIconProvider().type(QFileInfo(str(tmp_path)))
    assert folder_type == {"hu": "Mappa", "ru": "Папка"}[code]


@pytest.mark.parametrize("code", ["en", "hu", "ru"])
def test_end_turn_is_ctrl_enter_in_every_language(qtbot, settings, tmp_path, language, code):
    """The menus print the key marked Enter as Enter in every language (Qt's Russian and
    English say Return)."""
    from conftest import make_window

    from desktop.qt import QKeySequence

    language(code)
    window = make_window(qtbot, settings, tmp_path)
    keys = window.actions_by_id["end_turn"].shortcut().toString(
        QKeySequence.SequenceFormat.NativeText)
    assert keys.replace("Ctrl", "").strip("+") == "Enter"
    window.close()
