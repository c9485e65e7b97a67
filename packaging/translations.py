"""Cardtable's translations: extract the strings (lupdate), compile them (lrelease), check them.

    python packaging/translations.py update    # sources → assets/translations/cardtable_*.ts
    python packaging/translations.py release   # .ts → .qm (the app and the wheel load these)
    python packaging/translations.py check     # exit 1 if a string is untranslated or new

What lupdate reads: every ``desktop/**/*.py`` file, plus one Python file generated into a temporary
folder that lists (a) every engine message template of ``engine.messages.MESSAGES`` as
``QCoreApplication.translate("Engine", TEMPLATE, CODE[, n])`` (the code is the disambiguation, so
translators see it, and templates that count get numerus forms), and (b) the literal calls of
small helpers such as ``def _tr(text): return QCoreApplication.translate("Proofs", text)``, which
lupdate cannot see through. Locations are left out of the .ts files (``-locations none``): the
files change only when a string does, whoever edits the code around it.

``cardtable_en.ts`` holds only the numerus forms (``-pluralonly``): English needs "1 card",
"2 cards" and nothing else.

A game's own texts (its messages and words) are not in the .ts files: each game's package holds
them in every language (``engine/games/<game>/texts/<lang>.json``), edited as JSON.
:func:`game_messages` reads them as entries like a .ts file's (context ``Engine`` for a message,
the English template as the source and the code as the comment; a word's context is its kind's,
``Zones``…, with the game as the comment), so that ``check`` finds an untranslated one and the
tests hold them to the glossaries as they do the .ts files.
"""

from __future__ import annotations

import argparse
import ast
import json
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
TS_DIR = ROOT / "assets" / "translations"
SOURCES = ROOT / "desktop"
GAMES = ROOT / "engine" / "games"
# language -> lupdate's target language; "en" gets the numerus forms only.
LANGUAGES = {"en": "en", "hu": "hu_HU", "ru": "ru_RU"}
TRANSLATED = ("hu", "ru")
PLURAL_ONLY = ("en",)
GENERATED = "cardtable_extracted.py"
# Qt's key names that Cardtable names otherwise, in the English catalog too (it holds numerus
# forms only, as lupdate makes it): the menus say Ctrl+Enter in every language
# (desktop/shortcuts.py, KEY_NAMES).
ENGLISH_KEY_NAMES = {"Return": "Enter"}


def ts_path(language: str, folder: Path = TS_DIR) -> Path:
    """The translation source of a language."""
    return folder / f"cardtable_{language}.ts"


def qm_path(language: str, folder: Path = TS_DIR) -> Path:
    """The compiled translation of a language."""
    return folder / f"cardtable_{language}.qm"


def tool(name: str) -> str:
    """A Qt tool of PySide6 (``pyside6-lupdate``): beside this Python, else on the PATH."""
    here = Path(sys.executable).parent / name
    if here.exists():
        return str(here)
    found = shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} not found: install PySide6-Essentials in this environment")
    return found


def source_files(root: Path = SOURCES) -> list[Path]:
    """The Python files lupdate reads."""
    return sorted(p for p in root.rglob("*.py") if "__pycache__" not in p.parts)


# Generated source for lupdate.
def _translate_wrappers(tree: ast.Module) -> dict[str, str]:
    """Helpers ``def NAME(text): return QCoreApplication.translate("CONTEXT", text)`` -> context."""
    wrappers: dict[str, str] = {}
    for node in ast.walk(tree):
        if not isinstance(node, ast.FunctionDef) or not node.args.args:
            continue
        body = [s for s in node.body
                if not (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant))]
        if len(body) != 1 or not isinstance(body[0], ast.Return):
            continue
        call = body[0].value
        if not (isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute)
                and call.func.attr == "translate" and len(call.args) >= 2):
            continue
        context, text = call.args[0], call.args[1]
        if (isinstance(context, ast.Constant) and isinstance(context.value, str)
                and isinstance(text, ast.Name) and text.id == node.args.args[0].arg):
            wrappers[node.name] = context.value
    return wrappers


def wrapper_strings(files: list[Path]) -> list[tuple[str, str]]:
    """(context, text) of every literal call of a translate helper in ``files``."""
    found: list[tuple[str, str]] = []
    for file in files:
        tree = ast.parse(file.read_text("utf-8"), str(file))
        wrappers = _translate_wrappers(tree)
        if not wrappers:
            continue
        for node in ast.walk(tree):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id in wrappers and node.args
                    and isinstance(node.args[0], ast.Constant)
                    and isinstance(node.args[0].value, str)):
                found.append((wrappers[node.func.id], node.args[0].value))
    return found


def engine_strings() -> list[tuple[str, str, bool]]:
    """(code, English template, counts) of every engine message."""
    sys.path.insert(0, str(ROOT))
    try:
        from desktop.texts import plural_param
        from engine.messages import MESSAGES
    finally:
        sys.path.remove(str(ROOT))
    return [(code, text, plural_param(text) is not None) for code, text in MESSAGES.items()]


def term_strings() -> list[tuple[str, str, str]]:
    """(context, English name, "") of every shared act's name (engine/termwords.py); a game's
    terms, acts and stats are in its package's texts."""
    sys.path.insert(0, str(ROOT))
    try:
        from engine.terms import ACTS
    finally:
        sys.path.remove(str(ROOT))
    return [("Acts", name, "") for name in dict.fromkeys(ACTS.values())]


def generated_source(files: list[Path]) -> str:
    """The Python text lupdate reads besides the sources (see the module docstring)."""
    lines = ['"""Generated by packaging/translations.py for lupdate; never imported."""',
             "from PySide6.QtCore import QCoreApplication", ""]
    for code, text, counts in engine_strings():
        lines.append(f"QCoreApplication.translate('Engine', {text!r}, {code!r}"
                     f"{', 1' if counts else ''})")
    for context, text, game in term_strings():
        lines.append(f"QCoreApplication.translate({context!r}, {text!r}"
                     f"{f', {game!r}' if game else ''})")
    for context, text in sorted(set(wrapper_strings(files))):
        lines.append(f"QCoreApplication.translate({context!r}, {text!r})")
    return "\n".join(lines) + "\n"


def update(folder: Path = TS_DIR, languages: tuple[str, ...] = tuple(LANGUAGES)) -> None:
    """Run lupdate: add new strings to the .ts files of ``folder``, drop vanished ones."""
    files = source_files()
    folder.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="cardtable-lupdate-") as tmp:
        extra = Path(tmp) / GENERATED
        extra.write_text(generated_source(files), "utf-8")
        inputs = [str(f) for f in files] + [str(extra)]
        for language in languages:
            options = ["-pluralonly"] if language in PLURAL_ONLY else []
            subprocess.run([tool("pyside6-lupdate"), "-silent", "-no-obsolete", "-locations", "none",
                            "-source-language", "en", "-target-language", LANGUAGES[language],
                            *options, *inputs, "-ts", str(ts_path(language, folder))],
                           check=True)
            if language in PLURAL_ONLY:
                add_key_names(ts_path(language, folder))


def add_key_names(path: Path) -> None:
    """Put :data:`ENGLISH_KEY_NAMES` into an English catalog (lupdate's ``-pluralonly`` leaves
    them out), as a context ``QShortcut`` of its own at its end."""
    text = path.read_text("utf-8")
    if "<name>QShortcut</name>" in text:
        return
    messages = "".join(f"    <message>\n        <source>{source}</source>\n"
                       f"        <translation>{name}</translation>\n    </message>\n"
                       for source, name in ENGLISH_KEY_NAMES.items())
    block = f"<context>\n    <name>QShortcut</name>\n{messages}</context>\n"
    path.write_text(text.replace("</TS>", block + "</TS>", 1), "utf-8")


def release(folder: Path = TS_DIR, out: Path = TS_DIR) -> list[Path]:
    """Run lrelease: compile every .ts of ``folder`` into ``out``, and write each translated
    language's engine catalog (:func:`engine_catalog`); returns the files written."""
    made = []
    for language in LANGUAGES:
        source = ts_path(language, folder)
        if not source.exists():
            continue
        target = qm_path(language, out)
        subprocess.run([tool("pyside6-lrelease"), "-silent", str(source), "-qm", str(target)],
                       check=True)
        made.append(target)
        if language in TRANSLATED:
            catalog = catalog_path(language, out)
            catalog.write_text(engine_catalog_text(source), "utf-8")
            made.append(catalog)
    return made


def catalog_path(language: str, folder: Path = TS_DIR) -> Path:
    """The engine's catalog of a language (engine/i18n.py reads it)."""
    return folder / f"engine_{language}.json"


# Contexts whose words the engine's catalogs carry too (``words``): the shared acts' names.
WORD_CONTEXTS = ("Acts",)


def engine_catalog(source: Path) -> dict[str, Any]:
    """The finished translations of the ``Engine`` context of a .ts file: message code (the
    disambiguation) -> template, or the list of plural forms; and under ``words`` those of
    :data:`WORD_CONTEXTS`, by ``CONTEXT|GAME|SOURCE`` (engine.terms.word_key)."""
    out: dict[str, Any] = {}
    words: dict[str, str] = {}
    for message in read_ts(source):
        if message.kind:
            continue
        if message.context in WORD_CONTEXTS and not message.numerus:
            words[f"{message.context}|{message.comment}|{message.source}"] = message.forms[0]
        if message.context != "Engine" or not message.comment:
            continue
        out[message.comment] = list(message.forms) if message.numerus else message.forms[0]
    out = dict(sorted(out.items()))
    out["words"] = dict(sorted(words.items()))
    return out


def engine_catalog_text(source: Path) -> str:
    """:func:`engine_catalog` as the file's text (one code a line, sorted: diffs stay small)."""
    import json

    return json.dumps(engine_catalog(source), ensure_ascii=False, indent=0) + "\n"


# Reading .ts files.
@dataclass(frozen=True)
class Message:
    """One entry of a .ts file."""

    context: str
    source: str
    comment: str
    numerus: bool
    kind: str  # the translation's type: "" (finished), "unfinished", "vanished", "obsolete"
    forms: tuple[str, ...]  # the translation, or its numerus forms


def read_ts(path: Path) -> list[Message]:
    """Every message of a .ts file."""
    messages = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            numerus = message.get("numerus") == "yes"
            if translation is None:
                forms: tuple[str, ...] = ()
                kind = "unfinished"
            else:
                kind = translation.get("type", "")
                forms = (tuple(f.text or "" for f in translation.iter("numerusform")) if numerus
                         else (translation.text or "",))
            messages.append(Message(name, message.findtext("source") or "",
                                    message.findtext("comment") or "", numerus, kind, forms))
    return messages


def problems(path: Path) -> list[str]:
    """Entries of a .ts file that a user would see untranslated."""
    found = []
    for m in read_ts(path):
        if m.kind in ("vanished", "obsolete"):
            continue
        where = f"{path.name}: [{m.context}] {m.source!r}"
        if m.kind == "unfinished":
            found.append(f"{where} is unfinished")
        elif not m.forms or not all(f.strip() for f in m.forms):
            found.append(f"{where} has an empty translation")
    return found


# A game's texts (engine/games/<game>/texts/<lang>.json).
# The kinds of a game's words and their translation contexts (engine.gametexts.WORD_KINDS).
WORD_KINDS = {"zone": "Zones", "phase": "Phases", "counter": "Counters", "ability": "Abilities",
              "act": "Acts", "stat": "Stats"}
_COUNTING = ("{count}", "{failed}")  # engine.messages.PLURAL_PARAMS


def _texts(path: Path) -> dict[str, Any]:
    data = json.loads(path.read_text("utf-8")) if path.is_file() else {}
    return data if isinstance(data, dict) else {}


def game_messages(language: str, games: Path = GAMES) -> list[Message]:
    """Every message and word of the games' texts in ``language`` (hu, ru), as .ts entries are
    read (see the module docstring): a code or word the language lacks is ``unfinished``."""
    found = []
    for english_path in sorted(games.glob("*/texts/en.json")):
        game = english_path.parent.parent.name
        english, own = _texts(english_path), _texts(english_path.with_name(f"{language}.json"))
        for code, template in (english.get("messages") or {}).items():
            entry = (own.get("messages") or {}).get(code)
            forms = tuple(entry) if isinstance(entry, list) else (entry,) if entry else ()
            found.append(Message("Engine", str(template), code,
                                 any(key in str(template) for key in _COUNTING),
                                 "" if forms else "unfinished", forms))
        for kind, names in (english.get("words") or {}).items():
            theirs = (own.get("words") or {}).get(kind) or {}
            for name, word in names.items():
                forms = (theirs[name],) if theirs.get(name) else ()
                found.append(Message(WORD_KINDS.get(kind, kind), str(word), game, False,
                                     "" if forms else "unfinished", forms))
    return found


def game_problems(language: str, games: Path = GAMES) -> list[str]:
    """The games' texts in ``language`` that a user would see untranslated (or with the wrong
    number of plural forms: Hungarian one, Russian three)."""
    wanted = {"hu": 1, "ru": 3}.get(language, 1)
    found = []
    for m in game_messages(language, games):
        where = f"texts/{language}.json: [{m.context}] {m.source!r} ({m.comment})"
        if m.kind == "unfinished":
            found.append(f"{where} is unfinished")
        elif not all(f.strip() for f in m.forms):
            found.append(f"{where} has an empty translation")
        elif m.numerus and len(m.forms) != wanted:
            found.append(f"{where} needs {wanted} plural form(s)")
    return found


def check() -> list[str]:
    """Problems now, and what an update over the current sources would add untranslated; and
    the games' texts that lack a translation."""
    found = [problem for language in TRANSLATED for problem in game_problems(language)]
    with tempfile.TemporaryDirectory(prefix="cardtable-check-") as tmp:
        copy = Path(tmp)
        for language in LANGUAGES:
            if not ts_path(language).exists():
                found.append(f"{ts_path(language).name} is missing")
                continue
            shutil.copy(ts_path(language), ts_path(language, copy))
        update(copy)
        for language in LANGUAGES:
            found += problems(ts_path(language, copy))
    return found


def main(argv: list[str] | None = None) -> int:
    """Command line."""
    parser = argparse.ArgumentParser(description="Extract, compile and check the translations.")
    parser.add_argument("command", choices=("update", "release", "check"))
    args = parser.parse_args(argv)
    if args.command == "update":
        update()
        for language in LANGUAGES:
            left = problems(ts_path(language))
            print(f"{ts_path(language).relative_to(ROOT)}: {len(read_ts(ts_path(language)))} "
                  f"strings, {len(left)} to translate")
        return 0
    if args.command == "release":
        for path in release():
            print(path.relative_to(ROOT))
        return 0
    found = check()
    for line in found:
        print(line)
    print(f"{len(found)} untranslated" if found else "every string is translated")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
