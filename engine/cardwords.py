"""The words of a card set's language: card types, subtypes and yes/no, and names as people read them.

A card set may say its ``language`` (``cardset.toml``). Its spreadsheet may then write type words
and booleans in English or in that language, in any case (``Существо``, ``ЛОЖЬ``, ``igen``); they
are read into the engine's English ids (``creature``, ``False``). The first word of each list is
the one printed on the set's cards (faces, proofs, the browser): the desktop's own translation of
the same type word (context ``CardTypes``) is kept equal to it by a test.

The spreadsheet's column titles (:data:`COLUMN_TITLES`) and a deck list's section words
(:data:`SECTION_WORDS`) may be in the set's language too (``Название``, ``Тип``; ``Герой:``,
``Pakli``). These are data, one table per language; a game's package adds the titles of its own
card fields (``column_words`` in its data).

Names are compared as a person reads them (:func:`loose`): case, ``ё``/``е``, and the typographic
apostrophes and quotes of real spreadsheets do not matter.
"""

from __future__ import annotations

import unicodedata

LANGUAGES = ("en", "hu", "ru")

# English id -> the words of a language, the printed one first.
TYPE_WORDS: dict[str, dict[str, tuple[str, ...]]] = {
    "en": {},
    "hu": {
        "creature": ("lény",), "hero": ("hős",), "spell": ("varázslat",), "event": ("esemény",),
        "equipment": ("felszerelés",), "weapon": ("fegyver",), "armor": ("páncél",),
        "amulet": ("amulett",), "artifact": ("műtárgy",), "land": ("terület",),
        "token": ("tóken", "zseton"), "item": ("tárgy",), "location": ("helyszín",),
    },
    "ru": {
        "creature": ("существо",), "hero": ("герой",), "spell": ("заклинание",),
        "event": ("событие",), "equipment": ("экипировка", "снаряжение"), "weapon": ("оружие",),
        "armor": ("доспех", "броня"), "amulet": ("амулет",), "artifact": ("артефакт",),
        "land": ("земля", "местность"), "token": ("токен", "жетон"), "item": ("предмет",),
        "location": ("локация",),
    },
}
# Spreadsheet booleans: English always, plus the language's words (and its Excel TRUE/FALSE).
TRUE_WORDS: dict[str, frozenset[str]] = {
    "en": frozenset({"true", "yes", "1", "x"}),
    "hu": frozenset({"igen", "igaz", "i"}),
    "ru": frozenset({"да", "истина", "д"}),
}
FALSE_WORDS: dict[str, frozenset[str]] = {
    "en": frozenset({"false", "no", "0"}),
    "hu": frozenset({"nem", "hamis", "n"}),
    "ru": frozenset({"нет", "ложь", "н"}),
}


# Column titles of a card file in a language (English ids are always known): the column id ->
# the titles a spreadsheet in that language may give it, the usual one first. These are the
# columns every game has; a game's own fields add theirs (``column_words`` in its data).
COLUMN_TITLES: dict[str, dict[str, tuple[str, ...]]] = {
    "en": {},
    "hu": {
        "id": ("azonosító", "kód"), "name": ("név", "lapnév"), "type": ("típus",),
        "cost": ("költség", "ár"), "text": ("szöveg", "lapszöveg"),
        "image": ("kép", "képfájl"), "count": ("darab", "db", "mennyiség", "példány"),
        "token": ("tóken", "zseton"),
    },
    "ru": {
        "id": ("код", "ид", "идентификатор"), "name": ("название", "имя"), "type": ("тип",),
        "cost": ("стоимость", "цена"), "text": ("текст", "описание"),
        "image": ("изображение", "картинка", "арт"),
        "count": ("количество", "кол-во", "число", "копии"), "token": ("токен", "жетон"),
    },
}
# Deck-list sections in a language (English always): the section id -> its words.
SECTION_WORDS: dict[str, dict[str, tuple[str, ...]]] = {
    "en": {"hero": ("hero",), "deck": ("deck", "main"), "sideboard": ("sideboard", "side"),
           "prepared": ("prepared",)},
    "hu": {"hero": ("hős",), "deck": ("pakli", "főpakli"), "sideboard": ("oldalpakli", "tartalék"),
           "prepared": ("előkészített", "előre kikészített", "kikészített")},
    "ru": {"hero": ("герой",), "deck": ("колода", "основная колода"),
           "sideboard": ("сайдборд", "резерв"), "prepared": ("подготовленные", "заготовленные")},
}


def _key(word: str) -> str:
    return unicodedata.normalize("NFC", word).strip().casefold().replace("ё", "е")


def column_id(title: str, language: str, known: dict[str, str] | tuple[str, ...],
              game_words: dict[str, tuple[str, ...]] | None = None) -> str | None:
    """The column a header cell names: a ``known`` column id in any case, or its title in
    ``language`` (``Название`` -> ``name``; ``game_words``: the titles of the games' own fields in
    that language); None for a column the game does not know (a note)."""
    key = _key(title)
    if key in known:
        return key
    for column, titles in {**(game_words or {}), **COLUMN_TITLES.get(language, {})}.items():
        if column in known and key in map(_key, titles):
            return column
    return None


def column_titles(column: str, language: str,
                  game_words: dict[str, tuple[str, ...]] | None = None) -> tuple[str, ...]:
    """The titles a column may have: its id, then its words in ``language``."""
    words = COLUMN_TITLES.get(language, {}).get(column) or (game_words or {}).get(column, ())
    return (column, *words)


def section_id(word: str, language: str = "en") -> str | None:
    """The deck-list section a line names in English or ``language`` (``Герой:``, ``Pakli``,
    ``Deck``), with or without a colon; None for any other line."""
    key = _key(word).removesuffix(":").strip()
    for lang in dict.fromkeys(("en", language)):
        for section, words in SECTION_WORDS.get(lang, {}).items():
            if key in map(_key, words):
                return section
    return None


def type_words(card_types: tuple[str, ...] | list[str], language: str) -> str:
    """The type ids as a message lists them, with their words in ``language``:
    ``creature (существо), hero (герой)``."""
    return ", ".join(f"{t} ({word})" if (word := type_word(t, language)) else t for t in card_types)


def type_id(word: str, language: str = "en", known: tuple[str, ...] = ()) -> str:
    """The English id a type word means, in any case, in English or ``language``
    (``Существо`` -> ``creature``); ``known`` adds the game's own type ids. A word that none of
    them knows comes back as written (a game whose types are free-form)."""
    key = _key(word)
    if key in TYPE_WORDS["ru"] or key in known:
        return key
    for card_type, words in TYPE_WORDS.get(language, {}).items():
        if key in map(_key, words):
            return card_type
    return word.strip()


def type_word(card_type: str, language: str) -> str | None:
    """The word printed for an English type id in ``language`` (None: no word of its own)."""
    words = TYPE_WORDS.get(language, {}).get(str(card_type).casefold())
    return words[0] if words else None


def bool_value(word: str, language: str = "en") -> bool | None:
    """A spreadsheet boolean in English or ``language`` (any case), or None when it is neither."""
    key = _key(word)
    for lang in dict.fromkeys(("en", language)):
        if key in TRUE_WORDS.get(lang, ()):
            return True
        if key in FALSE_WORDS.get(lang, ()):
            return False
    return None


def bool_words(language: str = "en") -> str:
    """The words a boolean cell may be, as a message lists them: ``true/false, yes/no, 1/0 or x``."""
    pairs = ["true/false", "yes/no", "1/0"]
    if language == "hu":
        pairs += ["igen/nem", "igaz/hamis"]
    elif language == "ru":
        pairs += ["да/нет", "истина/ложь"]
    return ", ".join(pairs) + " or x"


APOSTROPHES = "\u2019\u2018\u02bc\u02bb\u0060\u00b4\u2032"
QUOTES = "\u00ab\u00bb\u201c\u201d\u201e\u201f\u2033\u00a8"
DASHES = "\u2010\u2011\u2012\u2013\u2014\u2212"
# One translation does all three (cheaper than three patterns, at import and per name).
PLAIN_MARKS = str.maketrans({**dict.fromkeys(APOSTROPHES, "'"), **dict.fromkeys(QUOTES, '"'),
                             **dict.fromkeys(DASHES, "-")})


def loose(text: str) -> str:
    """A name as a person reads it: NFC, case-folded, ``ё`` as ``е``, every apostrophe as ``'``,
    every double quote as ``"``, every dash as ``-``, inner white space collapsed."""
    text = unicodedata.normalize("NFC", text).casefold().replace("ё", "е")
    text = text.translate(PLAIN_MARKS)
    return " ".join(text.split())
