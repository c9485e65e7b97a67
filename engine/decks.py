"""Deck lists: the text files players write (``docs/card-sets.md``), read against a card set.

```
# comment
Hero
1 Воевода
Deck
3 Болотный тролль
3x Кутила
Sideboard
2 Молния
```
Sections ``Hero``, ``Deck``, ``Sideboard``, ``Prepared``, or their words in the set's language
(``Герой:``, ``Колода``; ``Hős``, ``Pakli``: :data:`engine.cardwords.SECTION_WORDS`), with or without
a colon (lines before any section are ``Deck``); ``3 Name``, ``3x Name`` (also the Cyrillic ``3х``
and ``3×``) or just ``Name`` (one copy); a card is named by its name or its id.
:func:`check_deck` applies the game's construction rules, read from the ruleset data's
``deck_rules``.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine.cardset import (
    CardSet,
    CardSetError,
    Problem,
    decode_text,
    fold,
    read_regular_file,
)
from engine.cardwords import section_id
from engine.games import game_data
from engine.messages import Message, msg

SECTIONS = ("hero", "deck", "sideboard", "prepared")
# "3 Name", "3x Name", "3х Name" (a Russian keyboard's х), "3× Name".
COUNT_LINE = re.compile(r"^(\d+)\s*[xх×]?\s+(\S.*)$", re.I)
COMMENT = re.compile(r"(^|\s)#.*$")
MAX_COPIES = 999  # of one card on one line: more is a typo, and would fill memory
MAX_DECK_BYTES = 1024 * 1024


@dataclass(frozen=True)
class DeckEntry:
    """One card line: how many copies of which card (by id), in which section, on which line."""

    section: str
    count: int
    card: str
    line: int


@dataclass
class DeckList:
    """A parsed deck list: its entries in list order and the problems found reading it."""

    path: str
    game: str
    entries: list[DeckEntry] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)

    def cards(self, section: str = "deck") -> list[str]:
        """The card ids of a section (any case: ``"Deck"`` or ``"deck"``), one per copy, in order."""
        wanted = section.casefold()
        if wanted not in SECTIONS:
            raise ValueError(f'unknown section "{section}" (known: {", ".join(SECTIONS)})')
        return [e.card for e in self.entries if e.section == wanted for _ in range(e.count)]

    def hero(self) -> str | None:
        """The id of the deck's hero (the first one listed), or None."""
        heroes = self.cards("hero")
        return heroes[0] if heroes else None


def _read_lines(path: Path, shown: str) -> list[str]:
    try:
        data = read_regular_file(path, shown, MAX_DECK_BYTES)
    except FileNotFoundError as error:
        raise CardSetError(msg("decklist.cannot_read", reason=error.strerror), shown) from None
    return decode_text(data, shown, msg("decklist.not_utf8")).splitlines()


def _unknown(cardset: CardSet, text: str) -> Message:
    """The message for a card the set does not have, with the nearest name or id as a hint."""
    for row, (card_id, name) in sorted(cardset.rejected.items()):
        if text == card_id or (name and fold(text) == fold(name)):
            return msg("decklist.left_out", card=text, file=cardset.cards_file, row=row)
    spelled = {fold(card.name): card.name for card in cardset.cards.values()}
    spelled.update({fold(card_id): card_id for card_id in cardset.cards})
    import difflib  # only a misspelt line needs it: not loaded at start

    near = difflib.get_close_matches(fold(text), list(spelled), n=1)
    if near:
        return msg("decklist.unknown_card", card=text, near=spelled[near[0]])
    return msg("name.unknown_card", card=text)


def _card_of(cardset: CardSet, text: str) -> str | Message:
    """The card id a line's card text means, or the problem."""
    found = cardset.matches(text)
    if len(found) == 1:
        return found[0].id
    if found:
        ids = ", ".join(card.id for card in found)
        return msg("decklist.ambiguous", name=text, count=len(found), ids=ids)
    return _unknown(cardset, text)


def parse_deck(path: str | Path, cardset: CardSet) -> DeckList:
    """Read a deck list against ``cardset``. Unknown, ambiguous and malformed lines are problems
    (``FILE:LINE: message``) and are left out; raises :class:`CardSetError` for an unreadable file."""
    shown = str(path)
    deck = DeckList(shown, cardset.game)
    section = "deck"
    for number, raw in enumerate(_read_lines(Path(path), shown), start=1):
        line = COMMENT.sub("", raw).strip()
        if not line:
            continue
        header = section_id(line, cardset.language)
        if header:  # a card named like a section is written with a count: "1 Резерв"
            section = header
            continue
        counted = COUNT_LINE.match(line)
        written = counted[1] if counted else ""  # the count as the line writes it
        digits = written.lstrip("0")
        count = (MAX_COPIES + 1 if len(digits) > len(str(MAX_COPIES)) else int(written)
                 ) if counted else 1
        text = counted[2].strip() if counted else line
        card = _card_of(cardset, text)
        whole = cardset.find(line) if counted and isinstance(card, Message) else None
        if whole is not None:  # a name that starts with a number, such as "7 Samurai"
            count, card = 1, whole.id
        if isinstance(card, Message):
            deck.problems.append(Problem.of(shown, number, None, card))
        elif count < 1:
            deck.problems.append(Problem.of(shown, number, None,
                                            msg("decklist.count_too_low", given=count)))
        elif count > MAX_COPIES:
            given = written if len(written) <= 12 else written[:12] + "…"
            deck.problems.append(Problem.of(shown, number, None,
                                            msg("decklist.count_too_high", given=given,
                                                max=MAX_COPIES)))
        else:
            deck.entries.append(DeckEntry(section, count, card, number))
    return deck


def deck_line(cardset: CardSet, card_id: str, count: int) -> str:
    """A deck list line for ``count`` copies of a card that :func:`parse_deck` reads back as the
    same card: by its name where that is so (a name with `` #`` in it, a line break, or one that
    another card shares is not), else by its id."""
    definition = cardset.cards.get(card_id)
    name = definition.name if definition is not None else ""
    readable = (name and "\n" not in name and "\r" not in name and name == name.strip()
                and not COMMENT.search(name) and not section_id(name, cardset.language))
    if readable and [card.id for card in cardset.matches(name)] == [card_id]:
        return f"{count} {name}"
    return f"{count} {card_id}"


def _rule(rules: dict[str, Any]) -> Message:
    """The rule a construction finding cites: ``rule 6.5.1``, else ``deck building``."""
    return msg("decklist.rule", rule=rules["rule"]) if rules.get("rule") else msg("decklist.building")


def _check_heroes(deck: DeckList, cardset: CardSet, rules: dict[str, Any]) -> list[Problem]:
    out: list[Problem] = []
    wanted = rules.get("heroes", 0)
    hero_type = rules.get("hero_type")
    heroes = [e for e in deck.entries if e.section == "hero"]
    if wanted == 0 and heroes:
        out.append(Problem.of(deck.path, heroes[0].line, None,
                              msg("decklist.no_heroes", rule=_rule(rules))))
        return out
    if wanted and sum(e.count for e in heroes) != wanted:
        out.append(Problem.of(deck.path, None, None, msg(
            "decklist.hero_count", count=sum(e.count for e in heroes), wanted=wanted,
            rule=_rule(rules))))
    for entry in deck.entries:
        card = cardset.cards[entry.card]
        if entry.section == "hero" and hero_type and card.type != hero_type:
            out.append(Problem.of(deck.path, entry.line, None, msg(
                "decklist.not_hero_type", name=card.name, card_type=card.type, hero_type=hero_type)))
        elif entry.section in ("deck", "sideboard") and hero_type and card.type == hero_type:
            out.append(Problem.of(deck.path, entry.line, None,
                                  msg("decklist.hero_in_deck", name=card.name, hero_type=hero_type)))
    return out


def check_deck(deck: DeckList, cardset: CardSet) -> list[Problem]:
    """Everything wrong with a deck: the problems found reading it, then the game's construction
    rules (``deck_rules`` in its game's data). The deck is legal when this is empty."""
    rules: dict[str, Any] = game_data(cardset.game).get("deck_rules") or {}
    out = list(deck.problems)
    if not rules:
        return out
    out += _check_heroes(deck, cardset, rules)
    size = len(deck.cards("deck"))
    if size < rules.get("min_cards", 0):
        out.append(Problem.of(deck.path, None, None, msg(
            "decklist.too_few", count=size, min=rules["min_cards"], rule=_rule(rules))))
    sideboard = len(deck.cards("sideboard"))
    if sideboard > rules.get("max_sideboard", sideboard):
        out.append(Problem.of(deck.path, None, None, msg(
            "decklist.sideboard_too_big", count=sideboard, max=rules["max_sideboard"],
            rule=_rule(rules))))
    limit = rules.get("max_copies")
    if limit:
        out += _check_copies(deck, cardset, rules, limit)
    return out


def _check_copies(deck: DeckList, cardset: CardSet, rules: dict[str, Any], limit: int) -> list[Problem]:
    """At most ``limit`` copies of a name, over the deck (and the sideboard where the rules say)."""
    counted = ("deck", "sideboard") if rules.get("copies_count_sideboard") else ("deck",)
    code = "decklist.copies_sideboard" if len(counted) > 1 else "decklist.copies"
    totals: Counter[str] = Counter()
    over_at: dict[str, DeckEntry] = {}  # folded name -> the line that went over the limit
    for entry in deck.entries:
        if entry.section in counted:
            key = fold(cardset.cards[entry.card].name)
            totals[key] += entry.count
            if totals[key] > limit:
                over_at.setdefault(key, entry)
    return [Problem.of(deck.path, entry.line, None, msg(
                code, count=totals[key], name=cardset.cards[entry.card].name, max=limit,
                rule=_rule(rules)))
            for key, entry in over_at.items()]
