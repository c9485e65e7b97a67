"""The games the engine knows: one package each, found in this folder (and in any folder added to
``engine.games.__path__``), as python-chess finds its variants in one table.

A game's package (``engine/games/<name>/``) holds everything about it: ``data.json`` (zones,
phases, counters, the acts it has, its card fields, the rules that are data: typed, see
:mod:`engine.gamedata`), ``rules.py`` (a :class:`~engine.ruleset.Ruleset` subclass overriding only
what the game does differently), its own acts (shape and handler) and its own card field kinds. Its
``__init__.py`` exports ``GAME``, made by :meth:`GameDefinition.load`, which reads and checks the
data: a misspelt key, an act without a handler or a card field of an unknown kind is an error
naming the file. Its texts (messages and words) are ``texts/<language>.json``
(:func:`read_texts`; :mod:`engine.gametexts` looks them up for the messages).
docs/architecture.md, "Adding a game", is the checklist.

Everything that lists games asks :func:`game_names`; a game's rules are :func:`get_ruleset`.
"""

from __future__ import annotations

import importlib
import pkgutil
import sys
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import msgspec

from engine import gametexts
from engine.actions import SHARED_SHAPES, Act, Shape
from engine.acts import SHARED_ACTS
from engine.cards import SHARED_KINDS, CardSchema, FieldKind
from engine.commands import check_commands
from engine.gamedata import GameData, GameDataError, plain, read_game_data
from engine.gametexts import LANGUAGES, WORD_KINDS, GameTexts, Template
from engine.oldrules import OLDER
from engine.ruleset import ActionHandler, Ruleset

__all__ = ["GameDataError", "GameDefinition", "all_stats", "column_words", "game", "game_data",
           "game_names", "game_title", "get_ruleset"]

DATA_FILE = "data.json"
TEXTS_FOLDER = "texts"
EVERY_GAME_ACTS = ("enforcement",)  # a record's own acts (undo, redo, format) need no handler


@dataclass(frozen=True, eq=False)
class GameDefinition:
    """One game, as its package exports it (``GAME``): its id (the package's name, what a record's
    ``ruleset`` says), its typed data, its rules class, its own acts and card field kinds, and its
    rules of older record formats where they differ (frozen subclasses, one per format)."""

    id: str
    data: GameData
    rules: type[Ruleset]
    acts: Mapping[str, Act]
    card_kinds: Mapping[str, FieldKind]
    folder: Path
    older: tuple[type[Ruleset], ...] = ()
    texts: GameTexts = field(default_factory=GameTexts)
    cards: CardSchema = field(init=False)

    def __post_init__(self) -> None:
        kinds = {**SHARED_KINDS, **self.card_kinds}
        for frozen in self.older:
            shared = OLDER.get(frozen.format)
            if shared is None or not issubclass(frozen, shared) or not issubclass(frozen, self.rules):
                raise GameDataError(self.folder / "__init__.py", f"{frozen.__name__}: the rules of "
                                    f"an older format subclass that format's shared rules "
                                    f"(engine.oldrules) and the game's own")
        path = self.folder / DATA_FILE
        for act in self.data.acts:
            if act not in self.acts and act not in SHARED_ACTS:
                raise GameDataError(path, f"acts: {act!r} is neither a shared act nor one of "
                                          f"the game's own ({', '.join(self.acts) or 'none'})")
        check_commands(self.data, set(self.data.acts), path)
        for name, kind in self.data.card_fields.items():
            if kind not in kinds:
                raise GameDataError(path, f"card_fields.{name}: unknown kind {kind!r} "
                                          f"(known: {', '.join(kinds)})")
        object.__setattr__(self, "cards", CardSchema(
            {name: kinds[kind] for name, kind in self.data.card_fields.items()},
            self.data.card_types))

    @property
    def title(self) -> str:
        """The game's title as its players write it (``Берсерк``)."""
        return self.data.title

    @classmethod
    def load(cls, package: str, rules: type[Ruleset] = Ruleset, data: type[GameData] = GameData,
             acts: Mapping[str, Act] | None = None, card_kinds: Iterable[FieldKind] = (),
             older: Iterable[type[Ruleset]] = ()) -> GameDefinition:
        """The definition of the game whose package is ``package`` (its ``__name__``): its
        ``data.json`` read as ``data`` (:class:`GameData` or the game's subclass) and checked.
        ``acts``: the game's own acts by name; ``card_kinds``: its own field kinds (by their
        :attr:`~engine.cards.FieldKind.name`, as ``card_fields`` names them); ``older``: its
        own rules of older record formats, where they differ from ``rules``. Its texts are
        read from ``texts/`` (:func:`read_texts`)."""
        folder = Path(sys.modules[package].__file__ or "").resolve().parent
        name = package.rpartition(".")[2]
        return cls(name, read_game_data(folder / DATA_FILE, data), rules,
                   dict(acts or {}), {kind.name: kind for kind in card_kinds}, folder,
                   tuple(older), read_texts(folder / TEXTS_FOLDER, name))


class TextsFile(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """One ``texts/<language>.json`` of a game: its messages (code -> template; in hu and ru a
    list of plural forms where the English counts) and its words (kind -> id -> word)."""

    messages: dict[str, str | list[str]] = {}
    words: dict[str, dict[str, str]] = {}


def read_texts(folder: Path, game: str) -> GameTexts:
    """A game's texts from ``folder`` (``en.json``, ``hu.json``, ``ru.json``; a missing file is
    a language the game does not speak: English shows). A malformed file is a
    :class:`GameDataError` naming it: bad JSON, an unknown key, a code outside the game's
    namespace (``<game>.``), a code or word that ``en.json`` lacks, a kind of word that does
    not exist."""
    messages: dict[str, dict[str, Template]] = {}
    words: dict[str, dict[str, dict[str, str]]] = {}
    for language in LANGUAGES:
        path = folder / f"{language}.json"
        if not path.is_file():
            continue
        try:
            texts = msgspec.json.decode(path.read_bytes(), type=TextsFile)
        except (OSError, msgspec.DecodeError) as error:  # ValidationError is a DecodeError
            raise GameDataError(path, str(error)) from None
        english = (messages.get("en", {}), words.get("en", {}))
        for code, template in texts.messages.items():
            if not code.startswith(f"{game}."):
                raise GameDataError(path, f"messages: {code!r}: a game's codes start with "
                                          f"{game + '.'!r}")
            if language == "en" and not isinstance(template, str):
                raise GameDataError(path, f"messages: {code!r}: an English template is a string")
            if isinstance(template, list) and not all(template):
                raise GameDataError(path, f"messages: {code!r}: an empty plural form")
            if language != "en" and code not in english[0]:
                raise GameDataError(path, f"messages: {code!r} is not in en.json")
        for kind, names in texts.words.items():
            if kind not in WORD_KINDS:
                raise GameDataError(path, f"words: unknown kind {kind!r} "
                                          f"(known: {', '.join(WORD_KINDS)})")
            unknown = [name for name in names if language != "en"
                       and name not in english[1].get(kind, {})]
            if unknown:
                raise GameDataError(path, f"words.{kind}: {unknown[0]!r} is not in en.json")
        messages[language] = dict(texts.messages)
        words[language] = {kind: dict(names) for kind, names in texts.words.items()}
    return GameTexts(messages, words)


class _Registry:
    """The games found, in menu order, rebuilt whenever ``engine.games.__path__`` changes."""

    def __init__(self) -> None:
        self.path: tuple[str, ...] | None = None
        self.games: dict[str, GameDefinition] = {}
        self.rulesets: dict[str, Ruleset] = {}
        self.plain: dict[str, dict[str, Any]] = {}
        self.discovering = False

    def current(self) -> dict[str, GameDefinition]:
        path = tuple(__path__)
        if path != self.path and not self.discovering:  # (a text looked up while discovering)
            self.discovering = True
            try:
                self.games = _discover()
            finally:
                self.discovering = False
            self.rulesets, self.plain = {}, {}
            self.path = path
        return self.games


def _texts() -> dict[str, GameTexts]:
    """Every game's texts, by id (the source of :mod:`engine.gametexts`)."""
    return {name: definition.texts for name, definition in _REGISTRY.current().items()}


def _discover() -> dict[str, GameDefinition]:
    """Every game package on ``engine.games.__path__``, built-in games (by ``order``) first."""
    found: list[GameDefinition] = []
    for info in pkgutil.iter_modules(__path__):
        if not info.ispkg:
            continue
        module = importlib.import_module(f"{__name__}.{info.name}")
        definition = getattr(module, "GAME", None)
        if not isinstance(definition, GameDefinition) or definition.id != info.name:
            raise GameDataError(module.__file__ or info.name,
                                "a game's package exports GAME = GameDefinition.load(__name__, ...)")
        found.append(definition)
    found.sort(key=lambda definition: (definition.data.order, definition.id))
    return {definition.id: definition for definition in found}


_REGISTRY = _Registry()
gametexts.set_source(_texts)


def game_names() -> tuple[str, ...]:
    """The names of every game the engine knows, built-in games first."""
    return tuple(_REGISTRY.current())


def registry_version() -> tuple[str, ...]:
    """A key that changes whenever the games found may change (the folders searched), for the
    caches of what is read from every game."""
    _REGISTRY.current()
    return _REGISTRY.path or ()


def game(name: str) -> GameDefinition:
    """The game called ``name``; KeyError if there is none."""
    return _REGISTRY.current()[name]


def game_data(name: str) -> dict[str, Any]:
    """A game's data as plain JSON values (what its ``data.json`` says); KeyError if unknown."""
    definition = game(name)
    data = _REGISTRY.plain.get(name)
    if data is None:
        data = _REGISTRY.plain[name] = plain(definition.data)
    return data


def game_title(name: str) -> str:
    """A game's title as its players write it (``Берсерк``)."""
    return game(name).title


def get_ruleset(name: str) -> Ruleset:
    """Today's rules of the game called ``name``, built once (KeyError if no such game), with
    the rules of every older record format in its ``versions``."""
    games = _REGISTRY.current()
    ruleset = _REGISTRY.rulesets.get(name)
    if ruleset is None:
        definition = games[name]
        shapes = _shapes(definition)
        ruleset = _build(definition, definition.rules, shapes)
        for number in OLDER:
            version = _build(definition, _rules_of_format(definition, number), shapes)
            version.versions = ruleset.versions
            ruleset.versions[number] = version
        _REGISTRY.rulesets[name] = ruleset
    return ruleset


def _build(definition: GameDefinition, rules: type[Ruleset], shapes: dict[str, Shape]) -> Ruleset:
    """A game's rules of one class: the handler of every act it lists (its own, else the shared
    one; a frozen class's ``acts_of_its_day`` where they differed)."""
    handlers: dict[str, ActionHandler] = {}
    for act in (*definition.data.acts, *EVERY_GAME_ACTS):
        own = definition.acts.get(act)
        handlers[act] = own.handler if own is not None else SHARED_ACTS[act]
    for klass in reversed(rules.__mro__):
        handlers.update((act, handler) for act, handler in vars(klass).get("acts_of_its_day", {}).items()
                        if act in handlers)
    return rules(definition.id, definition.data, handlers, shapes, definition.cards)


def _rules_of_format(definition: GameDefinition, number: int) -> type[Ruleset]:
    """The class of a game's rules of an older format: its own frozen class of that format, else
    that format's shared rules (engine.oldrules) in front of its own frozen class of the nearest
    later format, or of today's rules."""
    own = {frozen.format: frozen for frozen in definition.older}
    later = min((fmt for fmt in own if fmt >= number), default=None)
    base = own[later] if later is not None else definition.rules
    if later == number:
        return base
    shared = OLDER[number]
    return type(f"{definition.rules.__name__}Format{number}", (shared, base),
                {"__doc__": shared.__doc__, "__module__": base.__module__})


def _shapes(definition: GameDefinition) -> dict[str, Shape]:
    """The shape of every act a game's actions may name: its own acts', the shared ones, and
    every other game's (refused by a verdict there: action.not_in_ruleset)."""
    others = {act: own.shape for other in _REGISTRY.current().values()
              for act, own in other.acts.items()}
    return {**others, **SHARED_SHAPES, **{act: own.shape for act, own in definition.acts.items()}}


def all_stats() -> tuple[str, ...]:
    """Every stat any game's cards may have, in the order the games list them."""
    names: dict[str, None] = {}
    for definition in _REGISTRY.current().values():
        names.update(dict.fromkeys(definition.data.card_fields))
    return tuple(names)


def column_words(language: str) -> dict[str, tuple[str, ...]]:
    """The column titles a card set's spreadsheet in ``language`` may give the games' own card
    fields (their data's ``column_words``): field -> titles, the usual one first."""
    words: dict[str, tuple[str, ...]] = {}
    for definition in _REGISTRY.current().values():
        for name, titles in definition.data.column_words.get(language, {}).items():
            words.setdefault(name, tuple(titles))
    return words
