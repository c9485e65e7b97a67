"""Message codes and their English sentences: the shared ones (a game's own are in its package's
texts, :mod:`engine.gametexts`).

The engine hands out codes with parameters; the command line fills in these English sentences,
the desktop its translations of the same codes. Verdicts carry a code; so do the problems found in
files (a card set's :class:`engine.cardset.Problem`, a broken game record's
:class:`engine.errors.RecordError`), as a :class:`Message`. A parameter may itself be a
:class:`Message` (filled in with its sentence) or a list of them (joined with ``"; "``); text that
comes from a library (pydantic, json, the OS) is a parameter of its own (``detail``, ``reason``).
"""

from __future__ import annotations

import re
import string
from collections.abc import Callable, Mapping, Sequence
from types import MappingProxyType
from typing import Any, NamedTuple

from engine import gametexts
from engine.termwords import ACTS, GameTerms, Namer, english_namer

MESSAGES: dict[str, str] = {
    # plain outcomes, one per act
    "ok": "Done.",
    "move": "The card was moved.",
    "move_many": "The cards were moved together.",
    "look": "The player looked at the cards.",
    "create": "A card was created for {owner}.",
    "destroy": "The card was destroyed.",
    "control": "Control of the card changed.",
    "tap": "The card was tapped or untapped.",
    "flip": "The card was turned over.",
    "counter": "The counter changed.",
    "define": "The card's definition changed.",
    "mark": "The markers changed.",
    "effect": "The effects changed.",
    "draw": "{player} drew {count} card(s).",
    "draw.empty": "{player}'s deck is empty: nothing was drawn ({failed} failed draw(s) so far).",
    "shuffle": "{player}'s {zone} was shuffled.",
    "deck.shuffled": "{player}'s deck was shuffled.",
    "undo": "The last action was taken back.",
    "redo": "The action taken back was done again.",
    "undo.nothing": "There is nothing to take back.",
    "redo.nothing": "There is nothing to do again.",
    "format": "From here on the record follows the rules of record format {format}.",
    # replacements and redirects
    "owner.redirect": "A card always goes to its owner's own zone ({zone}): this one went to {owner}'s.",
    "deck.shuffled_in": "The card was shuffled into the deck.",
    "deck.searched": "The deck was shuffled after it was searched.",
    # refusals without a numbered rule
    "action.not_in_ruleset": "This game has no such action.",
    "card.not_in_hand": "That card is not in the player's hand.",
    "card.not_in_play": "That card is not in play.",
    "card.not_in_zone": "That card is not where the action needs it.",
    "turn.not_active": "Only the active player ({active}) may do that.",
    "turn.phase_order": "Phases only go forward: {to} does not come after {phase} in this turn.",
    "step.pending": "{player} must act first ({act}); nothing else may happen before it but undo.",
    "play.timing": "{card_type:A} can be played only in its player's own turn, in the {phase}.",
    "play.own_side": "A card is played onto its player's own side of the table, not into {place}.",
    "cost.pay": "Not enough {counter} to pay the cost: it costs {cost}, {player} has {have}.",
    "deck.needs_source": "Looking through a deck or taking a card from inside it needs the card whose ability allows it (source).",
    "deck.order_fixed": "The order of a deck may not be changed by hand.",
    "deck.look_own_only": "Only the owner may look through their deck.",
    "card.fixed_in_play": "This card stays in play until the end of the game.",
    "control.not_in_play": "Control can change only for a card in play.",
    "order.invalid": "The order must list exactly the cards that go there.",
    "hand.look_needs_source": "Looking at another player's hand needs the card whose ability allows it (source).",
    "game.over": "The game is over: only undo, redo and playing on in warn mode are possible.",
    "source.invalid": "That card's ability cannot allow it: a source is a card the player controls in play, one in their own hand, or the card of their own last play or Flow.",
    # showing a card, playing it, the turn
    "reveal": "The card was revealed.",
    "reveal.ability": "The card was revealed to use its hand ability (once per turn with this card).",
    "play": "The card was played.",
    "phase": "{phase} begins.",
    "end_turn": "{player}'s turn {number} begins.",
    "enforcement": "Enforcement: {mode}.",
    # the commands every game has (engine/commands.py): their names, tips and questions
    "command.token": "Create a token",
    "command.token.tip": "Create one of the card set's tokens or one of your prepared cards",
    "command.token.prompt": "{player} creates which card?",
    "command.token.submit": "Create",
    "command.token.none": "This card set has no tokens or prepared cards to create.",
    "command.look": "Look at the top of your deck",
    "command.look.tip": "Look at the top cards of your deck, as a card's ability allows",
    "command.look.prompt": "How many cards from the top?",
    "command.look.submit": "Look",
    "command.look.top": "Look at the top {count} card(s)",
    "command.next": "Next",
    "command.search": "Search your deck",
    "command.search.tip": "Look through your whole deck and take a card, as a card's ability "
                          "allows",
    "command.search.submit": "Search",
    "command.source.prompt": "Which card's ability allows it?",
    # ------------------------------------------------------------------ problems in files
    # Parts shared by several files.
    "detail": "{detail}",  # a library's own words (pydantic, tomllib, json), as they come
    "problem.warning": "warning: {message}",
    "problem.info": "note: {message}",
    "list.or": "{items} or {last}",
    "file.no_such_file": "no such file",
    "file.cannot_read_it": "cannot read it: {reason}",
    "file.folder": "this is a folder, not a file",
    "file.not_regular": "not a regular file (a named pipe or a device?)",
    "file.too_large": "the file is too large ({size}; at most {limit})",
    "file.utf16": "UTF-16 text: save the file as UTF-8",
    # Game records and journals (engine/record.py, engine/journal.py).
    "record.not_utf8": "not UTF-8 text (is this a binary file?)",
    "record.bad_json": "bad JSON: {detail} (column {column})",
    "record.too_deep": "bad JSON: nested too deeply",
    "record.surrogate": "not valid text: a lone surrogate escape (\\ud800 to \\udfff) stands for no character",
    "record.not_object": "each line must be a JSON object",
    "record.folder": "this is a folder, not a game record",
    "record.number_bounds": "a number on this line is out of bounds: whole numbers go from -{most} to {most}",
    "record.number_too_long": "a number too long to read (whole numbers go from -{most} to {most})",
    "record.not_a_file": "not a regular file (a pipe or a device?): a game record is a file",
    "record.line_kind": 'a line after the header must be an action ("act") or an expectation ("expect")',
    "record.empty": "the file is empty: a game record starts with a header line",
    "journal.damaged": "damaged journal line (checksum does not match)",
    "journal.empty": "the journal holds no game",
    # The header (engine/game.py).
    "header.not_object": "the header must be a JSON object",
    "header.first_line": "the first line must be the header (ruleset, players, …)",
    "header.unknown_key": 'unknown header key "{key}"',
    "header.needs_key": 'the header needs "{key}"',
    "header.unknown_ruleset": 'unknown ruleset "{ruleset}" (known: {known})',
    "header.players": '"players" must be a list of player ids',
    "header.player_twice": '"players" lists a player twice',
    "header.bad_player_id": '"{player}" cannot be a player id',
    "header.enforcement": '"enforcement" must be "strict" or "warn"',
    "header.wrong_type": '"{key}" has the wrong type',
    "header.seed": '"seed" must be a whole number from 0 to {most}',
    "header.number_bounds": "a number in the header is out of bounds: whole numbers go from -{most} to {most}",
    "header.heroes": '"heroes.{player}" must be a card id',
    "header.player_lists": '"{key}.{player}" must be a list of card ids',
    "record.format_unknown": "record format {format} is newer than this Cardtable reads (up to {known})",
    "header.turn_key": 'unknown key "{key}" in "turn"',
    "header.turn_number": '"turn.number" must be a whole number from 1',
    "header.players_state": '"players_state.{player}" must map counter names to whole numbers',
    "header.zone_not_list": 'zone "{zone}" must be a list of cards',
    "header.label_twice": 'label "{label}" is used twice',
    "entry.id_not_string": 'a card\'s "id" must be a string',
    "entry.not_card": "a card in a zone must be a string or an object",
    "entry.unknown_key": 'unknown key "{key}" in a card entry',
    "entry.needs_card": 'a card entry needs "card" (a definition id)',
    "entry.markers": '"markers" must map names to whole numbers',
    "entry.effects": '"effects" must be a list of names',
    # Names a record uses that the game does not have (engine/game.py, engine/generic.py).
    "name.unknown_card": 'unknown card "{card}"',
    "name.unknown_player": 'unknown player "{player}"',
    "name.unqualified_zone": 'unknown zone "{zone}" (write it as player.zone)',
    "name.unknown_zone": 'unknown zone "{zone}" in {ruleset}',
    "name.unknown_label": 'unknown card label "{label}"',
    "name.unknown_phase": 'unknown phase "{name}" in {ruleset}',
    "name.label_used": 'label "{label}" is already used',
    # The shape of an action (engine/actions.py, engine/generic.py).
    "action.not_object": "an action must be a JSON object",
    "action.needs_act": 'an action needs "act"',
    "action.unknown_act": 'unknown act "{name}"',
    "action.needs_by": '"{name}" needs "by" (the player doing it)',
    "action.needs_key": '"{name}" needs "{key}"',
    "action.unknown_key": 'unknown key "{key}" in "{name}"',
    "action.wrong_kind": '"{key}" in "{name}" must be {kind}',
    "action.card_twice": '"cards" names a card twice',
    "action.negative_count": '"count" must not be negative',
    "action.draw_count": '"count" of a draw may be at most {most}',
    "action.number_bounds": '"{key}" in "{name}" is out of bounds: whole numbers go from -{most} to {most}',
    "action.counter_value": '"counter" needs either "delta" or "value"',
    "kind.string": "a string",
    "kind.integer": "an integer",
    "kind.bool": "true or false",
    "kind.position": '"top", "bottom" or an index',
    "kind.end": '"top" or "bottom"',
    "kind.expect_table": "an object as docs/records.md shows it",
    "kind.string_or_null": "a string or null",
    "kind.string_list": "a list of strings",
    "kind.object": "an object",
    "kind.mode": '"strict" or "warn"',
    # Expectations of a rules scenario (engine/scenario.py).
    "expect.not_object": "an expectation's value must be an object",
    "expect.unknown": 'unknown expectation "{key}"',
    "expect.wrong_kind": 'the expectation "{key}" must be {kind}',
    # Card definitions (engine/cards.py, engine/cardschema.py).
    "cards.not_object": '"cards" must be an object of card definitions',
    "card.definition": 'card "{card}": {problem}',
    "card.not_object": "a definition must be an object",
    "card.missing_field": 'missing field "{field}"',
    "card.field": 'field "{field}": {problem}',
    "card.unknown_field": 'unknown field "{field}"',
    "card.unknown_type": 'unknown card type "{name}" (known: {known})',
    "card.needs_stat": "{card_type:a} card needs a {stat} value",
    "card.has_no_stat": "{card_type:a} card has no {stat}",
    "value.non_empty_string": "must be a non-empty string",
    "value.whole_number": "must be a whole number",
    "value.bool": "must be true or false",
    "value.string": "must be a string",
    "value.number_list": "must be a list of whole numbers",
    "value.one_of": "must be one of {choices}",
    "value.object": "must be an object",
    "cost_mod.unknown_key": 'unknown key "{key}"',
    "cost_mod.key_number": '"{key}" must be a whole number',
    "cost_mod.tribe_string": '"tribe" must be a string',
    "cost_mod.kind": "give self_per_card_in_hand, or tribe and amount",
    "cost_mod.group": "a group modifier needs both tribe and amount",
    # Card-set folders (engine/cardset.py).
    "cardset.not_folder": "not a folder (a card set is a folder with cardset.toml and cards.csv)",
    "cardset.no_manifest": "no cardset.toml: a card set is a folder with cardset.toml and cards.csv",
    "cardset.cannot_read": "cannot read: {reason}",
    "cardset.manifest_not_utf8": "not UTF-8 text (byte {byte})",
    "cardset.bad_toml": "not valid TOML: {detail}",
    "cardset.toml_too_deep": "not valid TOML: nested too deeply",
    "cardset.manifest": "{problems}",  # the manifest's problems, joined with "; "
    "manifest.key": "{key}: {problem}",
    "manifest.not_one_of": 'must be one of {choices}, not "{value}"',
    "manifest.unknown_key": "unknown key (known: {known})",
    "manifest.not_string": 'must be a string in quotes, e.g. "0.3"',
    "manifest.missing": "missing",
    "manifest.empty": "must not be empty",
    "cardset.no_cards_file": "no cards.csv or cards.tsv in the folder",
    "cardset.two_cards_files": "both cards.csv and cards.tsv: keep one",
    "cardset.not_utf8": "not UTF-8 text: save the spreadsheet as CSV UTF-8",
    "cardset.empty_file": "the file is empty: the first row must name the columns",
    "cardset.csv_error": "cannot read the rest of the file: {detail}",
    "cardset.column_twice": 'column "{column}" appears twice: the second one is ignored',
    "cardset.notes": "{count} column(s) kept as the cards' notes (not card fields): {columns}",
    "cardset.missing_columns": "{count} required column(s) missing, so no card can load: {missing}. The first row names: {seen}. Expected titles: {expected}",
    "cardset.absent_column": 'no "{column}" column ({titles}): {count} card(s) left out, as their type needs it (rows {rows})',
    "cardset.stray_value": 'a value beyond the last column: "{value}" (a stray delimiter?)',
    "cardset.missing_id": "missing id: every card needs one",
    "cardset.id_hash": 'id "{card}" contains "#", which separates a card from its label in game records',
    "cardset.id_control": 'id "{card}" contains a line break or another control character',
    "cardset.duplicate_id": 'duplicate id "{card}" (first in row {row})',
    "cardset.negative_count": "count {value} is below 0",
    "cardset.count_too_large": "count {value} is too many copies: at most {max}",
    "cardset.missing_value": "missing {field}",
    "cardset.not_choice": '"{value}" is not {choices}',
    "cell.not_bool": '"{value}" is not a yes/no value ({words})',
    "cell.not_int": '"{value}" is not a whole number',
    "cell.too_large": '"{value}" is too large a number: at most {max}',
    "cell.not_strike": '"{value}" is not a strike written like 1-2-3',
    "cell.too_long": "the cell holds {length} characters: at most {max}",
    "cardset.cannot_list_images": "cannot list images/: {reason}",
    "cardset.image_absolute": '"{image}" is an absolute path: give a path inside the card-set folder',
    "cardset.image_outside": '"{image}" leads outside the card-set folder',
    "cardset.image_loop": '"{image}" is a link that leads round in a circle',
    "cardset.image_bad_name": '"{image}" cannot be a file name (a control character, or longer than {max} characters)',
    "cardset.images_web": "{count} web address(es) in the image column, which Cardtable does not fetch (rows {rows}): {local} of these cards use the file in images/ named by their id or name, the others get a generated face",
    "cardset.image_renamed": 'no image is named like "{name}", and "{image}" is used by no card: was the card renamed? Rename the file, or write its name in the image column',
    "cardset.image": 'image "{image}": {problem}; the card gets a generated face',
    "cardset.back_outside": "the card back leads outside the card-set folder",
    "cardset.back": "card back: {problem}",
    "image.not_image": "not a PNG, JPEG, WebP or SVG file",
    "svg.not_readable": "not a readable SVG drawing ({detail})",
    "svg.too_large": "the SVG drawing is too large (at most {max} MB)",
    "svg.too_many_elements": "the SVG drawing has too many elements (at most {max})",
    "svg.dtd": "the SVG drawing declares a DTD or entities, which are not read",
    "svg.outside_file": 'the SVG drawing refers to "{reference}": only drawings without outside files are shown',
    "cardset.image_svg_outside": '"{image}" is an SVG drawing that refers to "{reference}" outside it: a card image may not show other files',
    "image.unreadable": "not a readable {kind} image",
    "cardset.demo_broken": "the bundled demo is broken: {detail}",
    # Deck lists (engine/decks.py).
    "decklist.cannot_read": "cannot read the deck list: {reason}",
    "decklist.not_utf8": "not UTF-8 text",
    "decklist.left_out": 'card "{card}" was left out of the card set: {file}:{row} has errors (see cardset check)',
    "decklist.unknown_card": 'unknown card "{card}" (did you mean "{near}"?)',
    "decklist.ambiguous": '"{name}" is the name of {count} cards ({ids}): write the id instead',
    "decklist.count_too_low": "a count of {given}: at least 1",
    "decklist.count_too_high": "a count of {given}: at most {max}",
    "decklist.card_gone": 'card "{card}" is not in the card set now (see the card set problems)',
    "decklist.rule": "rule {rule}",
    "decklist.building": "deck building",
    "decklist.no_heroes": "this game has no heroes: remove the Hero section ({rule})",
    "decklist.hero_count": "{count} hero(es): a deck needs exactly {wanted} in the Hero section ({rule})",
    "decklist.not_hero_type": '"{name}" is {card_type:a} card, not {hero_type:a} card',
    "decklist.hero_in_deck": '"{name}" is {hero_type:a} card: it belongs in the Hero section',
    "decklist.too_few": "the deck has {count} card(s): at least {min} ({rule})",
    "decklist.sideboard_too_big": "the sideboard has {count} card(s): at most {max} ({rule})",
    "decklist.copies": '{count} copies of "{name}" in the deck: at most {max} ({rule})',
    "decklist.copies_sideboard": '{count} copies of "{name}" in the deck and sideboard: at most {max} ({rule})',
    # The command line's own lines (engine/cli.py).
    "cli.cardset_summary": "{count} card(s) loaded, {rejected} rejected",
    "cli.deck_legal": "{deck}: legal ({sections})",
    "cli.deck_illegal": "{deck}: illegal ({sections})",
    "cli.deck_no_cards": "no cards",
    "cli.section.hero": "{count} hero(es)",
    "cli.section.deck": "{count} deck",
    "cli.section.sideboard": "{count} sideboard",
    "cli.section.prepared": "{count} prepared",
}


class Message(NamedTuple):
    """A message code with its parameters; ``str()`` is the English sentence."""

    code: str
    params: Mapping[str, Any] = MappingProxyType({})

    def __str__(self) -> str:
        return render(self.code, self.params)


# A value a message quotes from its input (a label, a key, a cell) is cut to this many characters:
# a 50 MB label makes a readable error line, not a 50 MB one. The parameters that are sentences
# already (a nested problem, a library's own words) and the lists of names (the known types, the
# columns seen) are bounded more loosely.
MAX_QUOTED = 80
MAX_SENTENCE = 400
SENTENCE_PARAMS = frozenset({"problem", "message", "detail", "reason",
                             "known", "columns", "missing", "seen", "expected", "words"})


def cut(text: str, most: int = MAX_QUOTED) -> str:
    """``text`` as a message quotes it: at most ``most`` characters, ending in ``…`` when cut."""
    return text if len(text) <= most else text[:most - 1] + "…"


def quoted(key: str, value: Any) -> Any:
    """A message parameter as it may be shown: a text cut to a readable length."""
    if value.__class__ is not str:
        return value
    return cut(value, MAX_SENTENCE if key in SENTENCE_PARAMS else MAX_QUOTED)


def msg(code: str, /, **params: Any) -> Message:
    """``msg("cardset.duplicate_id", card="troll", row=3)``: a text parameter is cut to a
    readable length (:func:`quoted`)."""
    return Message(code, {key: quoted(key, value) for key, value in params.items()})


class MessageError(ValueError):
    """A ValueError that carries its :class:`Message` (through pydantic's validators, say)."""

    def __init__(self, message: Message) -> None:
        super().__init__(str(message))
        self.message = message


# Parameters that are a number of bytes (a file's size), shown as ``1.5 MB``.
BYTE_PARAMS = ("size", "limit")
NBSP = "\u00a0"  # between a number and its unit


def byte_size(size: int, language: str = "en") -> str:
    """A file size as people write it: ``1.5 MB``, ``12 KB`` (Hungarian ``1,5 MB``, Russian
    ``1,5 МБ``), the unit after a non-breaking space."""
    if size >= 1024 * 1024:
        number, unit = f"{size / 1024 / 1024:.1f}", "MB"
    else:
        number, unit = str(max(1, size // 1024)), "KB"
    if language in ("hu", "ru"):
        number = number.replace(".", ",")
    if language == "ru":
        unit = {"MB": "МБ", "KB": "КБ"}[unit]
    return number + NBSP + unit


def english(value: Any, key: str = "") -> Any:
    """A parameter as the English sentence shows it: a message as its sentence, a list of
    messages joined with ``"; "``, a zone's, phase's or counter's id as its English name
    (``anna.discard`` -> ``Discard``), a size in bytes as ``1.5 MB``, anything else as it is."""
    if isinstance(value, Message):
        return str(value)
    if isinstance(value, (list, tuple)) and value and all(isinstance(v, Message) for v in value):
        return "; ".join(map(str, value))
    if key in BYTE_PARAMS and isinstance(value, int) and not isinstance(value, bool):
        return byte_size(value)
    if isinstance(value, str):
        if key in ("zone", "place"):
            owner, _, name = value.rpartition(".")
            shown = gametexts.any_word("zone", name, "en") or name
            return f"{shown} ({owner})" if key == "place" and owner else shown
        if key in ("phase", "to"):
            return gametexts.any_word("phase", value, "en") or value
        if key == "counter":
            return value.replace("_", " ")
        if key == "act":
            return english_act(value)
    return value


def english_act(act: str) -> str:
    """An act's English name in the log: a game's ability (its term), a game's own act (its
    texts' name, its ``{game.term}`` fields in English) or a shared act."""
    own = gametexts.any_word("ability", act, "en") or gametexts.any_word("act", act, "en")
    return fill(own, {}) if own is not None else ACTS.get(act, act)


# The parameters that count, in the order a template is searched for them: the first one it
# names picks singular or plural (the desktop picks Qt's numerus form by the same one).
PLURAL_PARAMS = ("count", "failed")
_PLURAL_WORD = re.compile(r"(\w)\((s|es)\)")


class _Formatter(string.Formatter):
    """``str.format`` with one more format spec: ``{card_type:a}`` puts the English indefinite
    article before the word (``an equipment``, ``a hero``), ``{card_type:A}`` the same at the
    start of a sentence (``An item``); with ``articles`` off it is dropped (a translation has no
    English articles)."""

    def __init__(self, articles: bool, terms: Namer = english_namer) -> None:
        super().__init__()
        self.articles = articles
        self.terms = terms

    def get_field(self, field_name: str, args: Sequence[Any], kwargs: Mapping[str, Any]) -> Any:
        # {game.term}: a game's term, named by ``terms``, unless a value of that name is given.
        game, _, term = field_name.partition(".")
        if term and game not in kwargs and term.isidentifier():
            return getattr(GameTerms(game, self.terms), term), field_name
        return super().get_field(field_name, args, kwargs)

    def format_field(self, value: Any, format_spec: str) -> str:
        if format_spec in ("a", "A"):
            word = str(value)
            if not self.articles:
                return word
            article = "an " if word[:1].casefold() in "aeiou" else "a "
            return (article.capitalize() if format_spec == "A" else article) + word
        return str(super().format_field(value, format_spec))


def plural_param(template: str) -> str | None:
    """The parameter that picks a template's singular or plural, if it counts."""
    return next((key for key in PLURAL_PARAMS if "{" + key + "}" in template), None)


def fill(template: str, values: Mapping[str, Any], articles: bool = True,
         terms: Callable[[str, str, str], str] | None = None) -> str:
    """A template filled in with ``values`` (already as text), and its game terms
    (``{game.term}``) named by ``terms`` (``(game, kind, term) -> name``; English by default);
    unknown fields leave it as it is."""
    try:
        return _Formatter(articles, terms or english_namer).vformat(template, (), values)
    except (KeyError, IndexError, ValueError, AttributeError):
        return template


def english_plural(template: str, params: Mapping[str, Any]) -> str:
    """``card(s)`` as ``card`` or ``cards``, ``hero(es)`` as ``hero`` or ``heroes``, by the
    template's counting parameter (one: singular; any other number: plural)."""
    key = plural_param(template)
    count = params.get(key) if key else None
    if not isinstance(count, int) or isinstance(count, bool):
        return template
    return _PLURAL_WORD.sub(lambda m: m[1] if count == 1 else m[1] + m[2], template)


# Codes whose sentence depends on a parameter's zone: (parameter, {zone name: the sentence's
# code}). A verdict keeps its code (``shuffle``); its sentence names the zone in a form the
# language needs ("The deck was shuffled.", «Колода перемешана»).
SENTENCE_VARIANTS: dict[str, tuple[str, dict[str, str]]] = {
    "shuffle": ("zone", {"deck": "deck.shuffled"}),
}


def sentence_code(code: str, params: Mapping[str, Any] | None) -> str:
    """The code whose template says ``code`` with these parameters (:data:`SENTENCE_VARIANTS`)."""
    variant = SENTENCE_VARIANTS.get(code)
    if variant is None or not params:
        return code
    key, codes = variant
    return codes.get(str(params.get(key, "")).rpartition(".")[2], code)


def render(code: str, params: Mapping[str, Any] | None = None) -> str:
    """The English sentence for a message code, filled in with its parameters."""
    code = sentence_code(code, params)
    template = MESSAGES.get(code)
    if template is None:  # a game's own code (its package's texts), else the code itself
        found = gametexts.find_message(code, "en")
        template = found if isinstance(found, str) else code
    template = english_plural(template, params) if params else template
    return fill(template, {key: english(quoted(key, value), key)
                           for key, value in (params or {}).items()})
