"""The engine's command line in the system's language (en, hu, ru), without Qt.

The engine's messages are English templates with codes (engine/messages.py); the desktop shows
them through Qt's translations (context ``Engine`` of ``assets/translations/cardtable_*.ts``, the
code as the disambiguation). The command line cannot load Qt, so ``packaging/translations.py
release`` also writes that context of each .ts file as a small JSON catalog,
``assets/translations/engine_<lang>.json`` (``{code: template}``, or a list of plural forms for a
template that counts), which this module reads. One source for translators (the .ts files, in Qt
Linguist), two readers; a test keeps the catalogs equal to the .ts files. A game's own messages
and words are in its package (``engine/games/<game>/texts/<lang>.json``, :mod:`engine.gametexts`),
read by the command line and the desktop alike.

The language is the system's, found as Qt finds it on Linux: ``LANGUAGE`` (a colon list), then
``LC_ALL``, ``LC_MESSAGES``, ``LANG``; the first that Cardtable speaks, else English.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from typing import Any

from engine import games as games  # the registry: it hands the games' texts to gametexts
from engine import gametexts
from engine.catalogs import catalog as catalog  # also read from here
from engine.gametexts import Template
from engine.messages import MESSAGES, Message, english_plural, fill, plural_param, sentence_code
from engine.protocol import Text

LANGUAGES = ("en", "hu", "ru")
# Parameters that name a card type (``creature``): printed in the language's type word.
CARD_TYPE_PARAMS = ("card_type", "hero_type")


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The first of the system's languages (``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG``)
    that Cardtable speaks, else ``en``. ``C`` and ``POSIX`` mean English."""
    env = os.environ if environ is None else environ
    names = [*env.get("LANGUAGE", "").split(":"), env.get("LC_ALL", ""), env.get("LC_MESSAGES", ""),
             env.get("LANG", "")]
    for name in names:
        code = name.replace("-", "_").split("_")[0].split(".")[0].lower()
        if code in LANGUAGES:
            return code
    return "en"


def plural_form(language: str, n: int) -> int:
    """Which of a language's plural forms ``n`` takes, in the order Qt's .ts files list them:
    Hungarian one form; Russian 1 карта / 3 карты / 5 карт; English 1 card / 2 cards."""
    if language == "hu":
        return 0
    if language == "ru":
        if n % 10 == 1 and n % 100 != 11:
            return 0
        return 1 if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14 else 2
    return 0 if n == 1 else 1


NUMBERED_RULE = re.compile(r"^\d+(\.\d+)*$")


def translate(message: Message, language: str) -> str:
    """A message's sentence in ``language`` (English where the catalog lacks its code). An engine
    rule id (``rule deck.building``: English words) is cited only in English; a translation says
    what it is about (``составление колоды``), as the desktop does."""
    if (message.code == "decklist.rule" and language != "en"
            and not NUMBERED_RULE.match(str(message.params.get("rule", "")))):
        return _render("decklist.building", {}, language)
    return _render(message.code, message.params, language)


def render_text(text: Text, language: str) -> str:
    """A text of the engine's (a question's title, an option's label…: an id and its
    parameters) in ``language``: a shared message or a game's own (its package's texts)."""
    return translate(Message(text.id, text.params), language)


def template(code: str, params: Mapping[str, Any], language: str) -> tuple[str, str]:
    """The template of ``code`` in ``language`` (the plural form its counting parameter picks),
    and the language it is in: English where no catalog has it, the code itself where nobody
    knows it. A shared code's translation is the engine catalog's, a game's code its package's."""
    english: Template | None = MESSAGES.get(code)
    if english is not None:
        entry = catalog(language).get(code)
    else:
        english = gametexts.find_message(code, "en")
        entry = gametexts.find_message(code, language) if language != "en" else None
    if not isinstance(english, str):
        return code, "en"
    if entry is None or language == "en":
        return (english_plural(english, params) if params else english), "en"
    if isinstance(entry, list):
        key = plural_param(english)
        count = params.get(key) if key else None
        n = count if isinstance(count, int) and not isinstance(count, bool) else 0
        return (entry[min(plural_form(language, n), len(entry) - 1)] if entry else english), language
    return str(entry), language


def _render(code: str, params: Mapping[str, Any], language: str) -> str:
    code = sentence_code(code, params)
    template_, language = template(code, params, language)
    from engine.terms import catalog_namer

    values = {key: _param(key, value, language) for key, value in params.items()}
    return fill(template_, values, articles=language == "en", terms=catalog_namer(language))


# Parameters that name a game's term (a zone's key, a phase, a counter): named in the language.
TERM_PARAMS = {"zone": "zone", "place": "zone", "phase": "phase", "to": "phase", "counter": "counter"}


def _param(key: str, value: Any, language: str) -> Any:
    """A parameter as the sentence shows it: a nested message translated, a type word in the
    language (``creature`` -> ``lény``), a zone, phase or counter by its name, a size in bytes
    as ``1,5 MB``, anything else as it is."""
    from engine.messages import BYTE_PARAMS, byte_size, english

    if isinstance(value, Message):
        return translate(value, language)
    if isinstance(value, (list, tuple)) and value and all(isinstance(v, Message) for v in value):
        return "; ".join(translate(v, language) for v in value)
    if key in BYTE_PARAMS and isinstance(value, int) and not isinstance(value, bool):
        return byte_size(value, language)
    if key in CARD_TYPE_PARAMS and language != "en":
        from engine.cardwords import type_word

        return type_word(str(value), language) or value
    if key == "act" and isinstance(value, str):
        from engine.terms import act_name

        return act_name(value, language)
    if key in TERM_PARAMS and isinstance(value, str) and language != "en":
        from engine.terms import any_game_name

        owner, _, name = value.rpartition(".") if key in ("zone", "place") else ("", "", value)
        shown = any_game_name(TERM_PARAMS[key], name, language)
        if shown is not None:
            return f"{shown} ({owner})" if key == "place" and owner else shown
    return english(value, key)


def problem_text(problem: Any, language: str) -> str:
    """A card set's or deck list's problem (``engine.cardset.Problem``) as ``FILE:ROW:COLUMN:
    message``, the message in ``language``; a ``RecordError`` as ``FILE:LINE: message``."""
    code = getattr(problem, "code", "")
    params = getattr(problem, "params", None) or {}
    sentence = (_render(code, params, language) if code
                else str(getattr(problem, "message", None) or problem))
    severity = getattr(problem, "severity", None)
    if severity in ("warning", "info"):
        sentence = _render(f"problem.{severity}", {"message": sentence}, language)
    path = getattr(problem, "path", None)
    if path is None:
        return sentence
    parts = ((path, problem.row, problem.column) if hasattr(problem, "row")
             else (path, getattr(problem, "line", None)))
    return ":".join(str(part) for part in parts if part is not None) + ": " + sentence


def say(language: str, code: str, /, **params: Any) -> str:
    """One of the command line's own sentences (``cli.*`` codes) in ``language``."""
    return _render(code, params, language)
