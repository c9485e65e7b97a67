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
Sections ``Hero``, ``Deck``, ``Sideboard``, ``Prepared`` (lines before any section are ``Deck``);
``3 Name``, ``3x Name`` or just ``Name`` (one copy); a card is named by its name or its id.
:func:`check_deck` applies the game's construction rules, read from the ruleset data's
``deck_rules``.
"""

from __future__ import annotations

import difflib
import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine.cardset import CardSet, CardSetError, Problem, fold
from engine.rulesets import load_ruleset_data

SECTIONS = ("hero", "deck", "sideboard", "prepared")
SECTION_LINE = re.compile(r"^(hero|deck|sideboard|prepared)\s*:?$", re.I)
COUNT_LINE = re.compile(r"^(\d+)\s*[x×]?\s+(\S.*)$", re.I)
COMMENT = re.compile(r"(^|\s)#.*$")


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
        data = path.read_bytes()
    except OSError as error:
        raise CardSetError(f"cannot read the deck list: {error.strerror}", shown) from None
    try:
        return data.decode("utf-8-sig").splitlines()
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
        raise CardSetError("not UTF-8 text", shown, line) from None


def _unknown(cardset: CardSet, text: str) -> str:
    """The message for a card the set does not have, with the nearest name or id as a hint."""
    for row, (card_id, name) in sorted(cardset.rejected.items()):
        if text == card_id or (name and fold(text) == fold(name)):
            return (f'card "{text}" was left out of the card set: {cardset.cards_file}:{row} has '
                    "errors (see cardset check)")
    spelled = {fold(card.name): card.name for card in cardset.cards.values()}
    spelled.update({fold(card_id): card_id for card_id in cardset.cards})
    near = difflib.get_close_matches(fold(text), list(spelled), n=1)
    hint = f' (did you mean "{spelled[near[0]]}"?)' if near else ""
    return f'unknown card "{text}"{hint}'


def _card_of(cardset: CardSet, text: str) -> tuple[str | None, str]:
    """(card id, "") for a line's card text, or (None, the problem)."""
    found = cardset.matches(text)
    if len(found) == 1:
        return found[0].id, ""
    if found:
        ids = ", ".join(card.id for card in found)
        return None, f'"{text}" is the name of {len(found)} cards ({ids}): write the id instead'
    return None, _unknown(cardset, text)


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
        header = SECTION_LINE.match(line)
        if header:
            section = header[1].casefold()
            continue
        counted = COUNT_LINE.match(line)
        count, text = (int(counted[1]), counted[2].strip()) if counted else (1, line)
        card_id, problem = _card_of(cardset, text)
        whole = cardset.find(line) if counted and card_id is None else None
        if whole is not None:  # a name that starts with a number, such as "7 Samurai"
            count, card_id = 1, whole.id
        if card_id is None:
            deck.problems.append(Problem(shown, number, None, problem))
        elif count < 1:
            deck.problems.append(Problem(shown, number, None, f"a count of {count}: at least 1"))
        else:
            deck.entries.append(DeckEntry(section, count, card_id, number))
    return deck


def _rule(rules: dict[str, Any]) -> str:
    return f"rule {rules['rule']}" if rules.get("rule") else "deck building"


def _check_heroes(deck: DeckList, cardset: CardSet, rules: dict[str, Any]) -> list[Problem]:
    out: list[Problem] = []
    wanted = rules.get("heroes", 0)
    hero_type = rules.get("hero_type")
    heroes = [e for e in deck.entries if e.section == "hero"]
    if wanted == 0 and heroes:
        out.append(Problem(deck.path, heroes[0].line, None, "this game has no heroes: "
                           f"remove the Hero section ({_rule(rules)})"))
        return out
    if wanted and sum(e.count for e in heroes) != wanted:
        out.append(Problem(deck.path, None, None, f"{sum(e.count for e in heroes)} heroes: a deck "
                           f"needs exactly {wanted} in the Hero section ({_rule(rules)})"))
    for entry in deck.entries:
        card = cardset.cards[entry.card]
        if entry.section == "hero" and hero_type and card.type != hero_type:
            out.append(Problem(deck.path, entry.line, None,
                               f'"{card.name}" is a {card.type}, not a {hero_type}'))
        elif entry.section in ("deck", "sideboard") and hero_type and card.type == hero_type:
            out.append(Problem(deck.path, entry.line, None, f'"{card.name}" is a {hero_type}: '
                               "it belongs in the Hero section"))
    return out


def check_deck(deck: DeckList, cardset: CardSet) -> list[Problem]:
    """Everything wrong with a deck: the problems found reading it, then the game's construction
    rules (``deck_rules`` in ``engine/data/<game>.json``). The deck is legal when this is empty."""
    rules: dict[str, Any] = load_ruleset_data(cardset.game).get("deck_rules") or {}
    out = list(deck.problems)
    if not rules:
        return out
    out += _check_heroes(deck, cardset, rules)
    size = len(deck.cards("deck"))
    if size < rules.get("min_cards", 0):
        out.append(Problem(deck.path, None, None, f"the deck has {size} cards: at least "
                           f"{rules['min_cards']} ({_rule(rules)})"))
    sideboard = len(deck.cards("sideboard"))
    if sideboard > rules.get("max_sideboard", sideboard):
        out.append(Problem(deck.path, None, None, f"the sideboard has {sideboard} cards: at most "
                           f"{rules['max_sideboard']} ({_rule(rules)})"))
    limit = rules.get("max_copies")
    if limit:
        out += _check_copies(deck, cardset, rules, limit)
    return out


def _check_copies(deck: DeckList, cardset: CardSet, rules: dict[str, Any], limit: int) -> list[Problem]:
    """At most ``limit`` copies of a name, over the deck (and the sideboard where the rules say)."""
    counted = ("deck", "sideboard") if rules.get("copies_count_sideboard") else ("deck",)
    where = "the deck and sideboard" if len(counted) > 1 else "the deck"
    totals: Counter[str] = Counter()
    over_at: dict[str, DeckEntry] = {}  # folded name -> the line that went over the limit
    for entry in deck.entries:
        if entry.section in counted:
            key = fold(cardset.cards[entry.card].name)
            totals[key] += entry.count
            if totals[key] > limit:
                over_at.setdefault(key, entry)
    return [Problem(deck.path, entry.line, None, f'{totals[key]} copies of '
                    f'"{cardset.cards[entry.card].name}" in {where}: at most {limit} ({_rule(rules)})')
            for key, entry in over_at.items()]
