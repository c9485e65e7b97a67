"""Translated names of zones, phases, counters and card types; sentences from message codes.

The engine sends codes and parameters, never prose the desktop shows: a verdict's sentence is the
translation of the engine's English template for its code (context ``Engine``, the code as the
disambiguation, numerus forms where the template counts), and a log line is put together here
from its parts (act, moves, code, params), not from the engine's English ``text``. Problems in
files (a card set's or deck list's ``Problem``, a game record's ``RecordError``) are shown by
:func:`problem_line` the same way.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import cache
from typing import Any

from desktop.qt import QT_TRANSLATE_NOOP, QCoreApplication, QLocale, QObject
from engine import terms

ENGINE = "Engine"


def _t(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate(context, text, disambiguation, n)


# The games' terms (zones, phases, counters, abilities), their own acts and their card stats are
# named in each game's texts (engine.gametexts): in the interface language, or in the game's own
# language when the setting asks for it.
CARD_TYPES = {
    "creature": QT_TRANSLATE_NOOP("CardTypes", "creature"),
    "hero": QT_TRANSLATE_NOOP("CardTypes", "hero"),
    "spell": QT_TRANSLATE_NOOP("CardTypes", "spell"),
    "event": QT_TRANSLATE_NOOP("CardTypes", "event"),
    "equipment": QT_TRANSLATE_NOOP("CardTypes", "equipment"),
    "weapon": QT_TRANSLATE_NOOP("CardTypes", "weapon"),
    "armor": QT_TRANSLATE_NOOP("CardTypes", "armor"),
    "amulet": QT_TRANSLATE_NOOP("CardTypes", "amulet"),
    "artifact": QT_TRANSLATE_NOOP("CardTypes", "artifact"),
    "land": QT_TRANSLATE_NOOP("CardTypes", "land"),
    "token": QT_TRANSLATE_NOOP("CardTypes", "token"),
    "item": QT_TRANSLATE_NOOP("CardTypes", "item"),
    "location": QT_TRANSLATE_NOOP("CardTypes", "location"),
    # Tribes of the bundled demo sets (a set's own tribes are shown as written).
    "dwarf": QT_TRANSLATE_NOOP("CardTypes", "dwarf"),
}
MARKERS = {
    "wound": QT_TRANSLATE_NOOP("Markers", "wound"),
    "damage": QT_TRANSLATE_NOOP("Markers", "damage"),
    "counter": QT_TRANSLATE_NOOP("Markers", "counter"),
    "poison": QT_TRANSLATE_NOOP("Markers", "poison"),
    "shield": QT_TRANSLATE_NOOP("Markers", "shield"),
    "incarnation": QT_TRANSLATE_NOOP("Markers", "incarnation"),
}
MODES = {
    "strict": QT_TRANSLATE_NOOP("Enforcement", "strict"),
    "warn": QT_TRANSLATE_NOOP("Enforcement", "warn"),
}
ACTS = terms.ACTS  # the log's names of the shared acts (engine.terms): context Acts
# Engine templates that count: the parameter that picks the numerus form.
PLURAL_PARAMS = ("count", "failed")
# Parameters that name a card type (``creature``), translated as CARD_TYPES.
CARD_TYPE_PARAMS = ("card_type", "hero_type")

_state: dict[str, Any] = {"game_zone_names": False, "ruleset": None}


def use_game_zone_names(on: bool) -> None:
    """Name the games' terms (zones, phases, counters, abilities, in labels and in sentences) in
    the game's own language (True) or in the interface language (False)."""
    _state["game_zone_names"] = bool(on)


def game_zone_names() -> bool:
    """Whether the games' terms are named in the game's own language."""
    return bool(_state["game_zone_names"])


def set_ruleset(ruleset: str | None) -> None:
    """The game on the table, for its terms' names (callers may pass their own)."""
    _state["ruleset"] = ruleset


def _term_game(kind: str, term: str, ruleset: str | None) -> str | None:
    """The game whose name of ``term`` is shown: the table's game if it has the term, else the
    first game that has it (a replay's zone of another game, say)."""
    from engine.games import game_names

    game = ruleset or _state["ruleset"]
    if game and term in terms.game_terms(game)[kind]:
        return game
    return next((g for g in game_names() if term in terms.game_terms(g)[kind]), None)


def term_fields() -> dict[str, Any]:
    """The values of a text's ``{game.term}`` fields, named as the table names the games' terms
    (``text.format(player=…, **term_fields())``)."""
    return terms.term_fields(_term_name)


def term_title(kind: str, term: str, ruleset: str | None = None) -> str | None:
    """A game's term (kind ``zone``, ``phase``, ``counter`` or ``ability``) as shown: in the
    game's own language where chosen (:func:`use_game_zone_names`), else in the interface
    language; None when no game has it."""
    game = _term_game(kind, term, ruleset)
    if game is None:
        return None
    return _term_name(game, kind, term)


def _term_name(game: str, kind: str, term: str) -> str:
    """``(game, kind, term)`` named as the table names it now (engine.terms.Namer)."""
    language = terms.game_language(game) if _state["game_zone_names"] else None
    return terms.term_name(game, kind, term, language or interface_language())


def zone_title(name: str, ruleset: str | None = None) -> str:
    """The name of a zone (``anna.discard`` → ``Discard``, or ``Gyűjtő`` in the game's words)."""
    short = name.split(".", 1)[-1]
    return term_title("zone", short, ruleset) or short.capitalize()


def zone_place(key: str, player: str | None = None, ruleset: str | None = None) -> str:
    """A zone as the log names it: ``Discard``, or ``Discard (bela)`` when not ``player``'s."""
    owner, _, short = key.rpartition(".")
    title = zone_title(short, ruleset)
    if owner and owner != player:
        return QCoreApplication.translate("Log", "{zone} ({player})").format(zone=title, player=owner)
    return title


def phase_title(name: str, ruleset: str | None = None) -> str:
    """The name of a phase, as the table names the game's terms."""
    return term_title("phase", name, ruleset) or name.capitalize()


def counter_title(name: str, ruleset: str | None = None) -> str:
    """The name of a player counter (each game names its own: one game's life may be ``Ép``,
    another's ``Élet``)."""
    return term_title("counter", name, ruleset) or name


def card_type_title(name: str) -> str:
    """The translated name of a card type or subtype (``creature`` → ``lény``)."""
    key = str(name).lower()
    return _t("CardTypes", CARD_TYPES[key]) if key in CARD_TYPES else str(name)


def stat_title(name: str, language: str = "", ruleset: str | None = None) -> str:
    """The name of a printed stat (``cost`` → ``költség``), as the game on the table (else the
    first game that has it) names it in its texts: in ``language`` (a card set's) where given,
    else in the interface language."""
    from engine import gametexts

    game = ruleset or _state["ruleset"]
    return gametexts.any_word("stat", name, language or interface_language(), game) or str(name)


def marker_title(name: str) -> str:
    """The translated name of a marker or effect."""
    key = str(name).lower()
    return _t("Markers", MARKERS[key]) if key in MARKERS else str(name)


def mode_title(mode: str) -> str:
    """``strict`` or ``warn``, translated."""
    return _t("Enforcement", MODES[mode]) if mode in MODES else str(mode)


# The games' titles as the engine's registry gives them; the ones that are words get translated.
GAME_TITLES = (QT_TRANSLATE_NOOP("Games", "Free table"),)


def game_title_text(title: str) -> str:
    """A game's title in the interface language (a proper name stays as it is)."""
    return _t("Games", title)


def act_title(act: str, ruleset: str | None = None) -> str:
    """The name of an action in the log: a game's ability as the table names the game's terms,
    a game's own act as its texts name it (its ``{game.term}`` fields named as the table names
    them), a shared act in the interface language."""
    from engine import gametexts
    from engine.messages import fill

    ability = term_title("ability", act, ruleset)
    if ability is not None:
        return ability
    own = gametexts.any_word("act", act, interface_language(), ruleset or _state["ruleset"])
    if own is not None:
        return fill(own, {}, articles=False, terms=_term_name)
    if act not in ACTS:
        return str(act)
    return _t("Acts", ACTS[act])


class Plurals(QObject):
    """Counted phrases of the module's functions.

    lupdate's Python parser finds numerus forms in ``self.tr(text, "", n)`` but not in
    ``QCoreApplication.translate(context, text, "", n)`` with a variable ``n``: hence a leaf class.
    """

    def hidden_cards(self, n: int) -> str:
        """``3 hidden cards``."""
        return self.tr("%n hidden card(s)", "", n)

    def put_back(self, n: int, end: str) -> str:
        """Cards of a deck put back on its top or at its bottom, in an order of the player's
        choosing (after a look), in the log."""
        if end == "bottom":
            return self.tr("{player} put %n card(s) at the bottom of the {zone}", "", n)
        return self.tr("{player} put %n card(s) back on top of the {zone}", "", n)

    def looked_at_top(self, n: int) -> str:
        """A look at the top of a deck, in the log: ``{player} looked at the top 3 cards of
        the {zone}``."""
        return self.tr("{player} looked at the top %n card(s) of the {zone}", "", n)


@cache
def _plurals() -> Plurals:
    return Plurals()


def param_text(key: str, value: Any) -> str:
    """A message parameter as shown: names of zones, counters, phases and modes translated, a
    size in bytes as ``1,5 MB``."""
    from engine.messages import BYTE_PARAMS, byte_size

    if key in BYTE_PARAMS and isinstance(value, int) and not isinstance(value, bool):
        return byte_size(value, interface_language())
    if key == "zone":  # a zone key, named alone (the sentence names its player)
        return zone_title(str(value))
    if key == "counter":
        return counter_title(str(value))
    if key == "phase" or (key == "to" and term_title("phase", str(value)) is not None):
        return phase_title(str(value))  # turn.phase_order's "to" names a phase
    if key == "mode":
        return mode_title(str(value))
    if key == "act":
        return act_title(str(value))
    if key == "place":  # a zone key: Table (bela)
        return zone_place(str(value))
    if key in CARD_TYPE_PARAMS:
        return card_type_title(str(value))
    return str(value)


def plural_param(template: str) -> str | None:
    """The parameter that picks a template's numerus form (``{count} card(s)``,
    ``the deck has {count} cards``), if it counts."""
    return next((key for key in PLURAL_PARAMS if "{" + key + "}" in template), None)


def _nested_text(key: str, value: Any) -> str:
    """A parameter that may be a message of its own (or a list of them, joined with "; "); a
    value quoted from input is cut to a readable length, as in the engine's English."""
    from engine.messages import Message, quoted

    if isinstance(value, Message):
        return _message_text(value)
    if isinstance(value, (list, tuple)) and value and all(isinstance(v, Message) for v in value):
        return "; ".join(_message_text(v) for v in value)
    return param_text(key, quoted(key, value))


def _message_text(message: Any) -> str:
    """A nested message in the interface language."""
    rule = str(message.params.get("rule", ""))
    if message.code == "decklist.rule" and not _NUMBERED.match(rule):
        return QCoreApplication.translate(
            "Messages", "rule {rule}",
            "an engine rule id in English (e.g. deck.building): translations may leave {rule} out",
        ).format(rule=rule)
    return engine_message(message.code, message.params) or str(message)


def interface_language() -> str:
    """The language the installed catalog speaks (``en`` where none is installed): for what is
    written per language outside the catalogs (sizes, the engine's words)."""
    return QCoreApplication.translate(
        "Language", "en", "this catalog's language code (hu, ru): sizes and numbers follow it")


def engine_message(code: str, params: Mapping[str, Any] | None = None) -> str | None:
    """The sentence for an engine message code in the interface language (None: unknown code)."""
    from engine import gametexts
    from engine.i18n import template as game_template
    from engine.messages import MESSAGES, english_plural, fill, sentence_code

    code = sentence_code(code, params)
    params = dict(params or {})
    template = MESSAGES.get(code)
    if template is None:  # a game's own code: its package's texts in the interface language
        if gametexts.game_code(code) is None:
            return None
        text, language = game_template(code, params, interface_language())
        english = language == "en"
    else:
        key = plural_param(template)
        count = params.get(key) if key else None
        n = count if isinstance(count, int) and not isinstance(count, bool) else -1
        text = _t(ENGINE, template, code, n)
        # English articles ({card_type:a} -> "an equipment") only where the sentence is English.
        english = text == template or QLocale().language() == QLocale.Language.English
        if text == template:  # no catalogue has it (none installed): the engine's English plural
            text = english_plural(template, params)
    values = {k: _nested_text(k, v) for k, v in params.items()}
    if english and "counter" in params:  # "Not enough coins", not the band's "Coins"
        values["counter"] = str(params["counter"]).replace("_", " ")
    return fill(text, values, articles=english, terms=_term_name)


def text_of(text: Any) -> str:
    """An engine ``Text`` (a question's title, an option's label: a message id and its values)
    in the interface language ("" for none; the id itself for an unknown one)."""
    if text is None:
        return ""
    return engine_message(text.id, text.params) or str(text.id)


def problem_line(problem: Any) -> str:
    """A problem in a file as shown, in the interface language: ``FILE:ROW:COLUMN: message`` for a
    card set's or deck list's ``Problem``, ``FILE:LINE: message`` for a ``RecordError``.

    Anything else (an ``OSError``, say) is shown as its ``str()``.
    """
    code = getattr(problem, "code", None)
    if code is None:
        return str(problem)
    sentence = engine_message(code, getattr(problem, "params", None)) if code else None
    if sentence is None:
        sentence = str(getattr(problem, "message", problem))
    severity = getattr(problem, "severity", None)
    if severity in ("warning", "info"):
        sentence = engine_message(f"problem.{severity}", {"message": sentence}) or sentence
    if getattr(problem, "path", None) is None:
        return sentence
    parts = ((problem.path, problem.row, problem.column) if hasattr(problem, "row")
             else (problem.path, getattr(problem, "line", None)))
    place = ":".join(str(part) for part in parts if part is not None)
    return f"{place}: {sentence}"


def _get(verdict: Any, key: str, default: Any = None) -> Any:
    if isinstance(verdict, Mapping):
        return verdict.get(key, default)
    return getattr(verdict, key, default)


def verdict_sentence(verdict: Any) -> str:
    """A sentence explaining a verdict, in the interface language."""
    code = _get(verdict, "code") or ""
    sentence = engine_message(code, _get(verdict, "params") or {})
    if sentence is not None:
        return sentence
    return str(_get(verdict, "message") or code)


_NUMBERED = re.compile(r"^\d+(\.\d+)*$")


def rule_note(rule: str | None, sentence: str) -> str:
    """``rule 93.4.4: sentence`` for a rulebook's numbered rule; the engine's own ids (``hero.fixed``,
    ``deck.source``: English words) only where the translation keeps them (English does)."""
    if not rule:
        return sentence
    if _NUMBERED.match(rule):
        note = QCoreApplication.translate("Messages", "rule {rule}: {sentence}")
    else:
        note = QCoreApplication.translate(
            "Messages", "{sentence} ({rule})",
            "an engine rule id in English (e.g. hero.fixed): translations may leave {rule} out")
    return note.format(rule=rule, sentence=sentence)


def verdict_note(verdict: Any) -> str:
    """``rule 93.4.4: sentence`` for flags and the log."""
    return rule_note(_get(verdict, "rule"), verdict_sentence(verdict))


def _moves_text(moves: list[dict[str, Any]], by: str, ruleset: str | None) -> list[str]:
    """``Farkas → Discard`` for each seen card; hidden ones counted per destination."""
    parts: list[str] = []
    hidden: dict[str, int] = {}
    for move in moves:
        where = zone_place(str(move.get("to", "")), by, ruleset)
        if move.get("hidden"):
            hidden[where] = hidden.get(where, 0) + 1
        else:
            parts.append(f"{move.get('name', '?')} → {where}")
    for where, count in hidden.items():
        parts.append(f"{_plurals().hidden_cards(count)} → {where}")
    return parts


# Acts whose log line says what happened to which card (``anna tapped Farkas``) rather than which
# command ran. A view's log entry carries the verdict's public params, not the action's own keys:
# where params hold them (``tapped``; ``marker`` and ``count``; ``player``, ``name`` and ``delta``
# or ``value``) the line gives the detail, otherwise a general sentence that is true either way.
ACT_LINES = {
    "tapped": QT_TRANSLATE_NOOP("Log", "{player} tapped {cards}"),
    "untapped": QT_TRANSLATE_NOOP("Log", "{player} untapped {cards}"),
    "tap": QT_TRANSLATE_NOOP("Log", "{player} tapped or untapped {cards}"),
    "marked": QT_TRANSLATE_NOOP("Log", "{player}: {delta} {marker} on {cards}"),
    "mark": QT_TRANSLATE_NOOP("Log", "{player} changed the markers on {cards}"),
    "counter_set": QT_TRANSLATE_NOOP("Log", "{player} set {owner}'s {counter} to {value}"),
    "counter_changed": QT_TRANSLATE_NOOP("Log", "{player} changed {owner}'s {counter} by {delta}"),
    "counter": QT_TRANSLATE_NOOP("Log", "{player} changed a counter"),
    "end_turn": QT_TRANSLATE_NOOP("Log", "{player} ended the turn"),
    "put_free": QT_TRANSLATE_NOOP("Log", "{player} put {cards} into play without paying: "
                                         "{zone}"),
    "discarded": QT_TRANSLATE_NOOP("Log", "{player} discarded {cards}: {zone}"),
    "defined": QT_TRANSLATE_NOOP("Log", "New definition of {card} from the card set"),
    "searched": QT_TRANSLATE_NOOP("Log", "{player} searched the {zone}"),
    "shuffled": QT_TRANSLATE_NOOP("Log", "{player} shuffled the {zone}"),
    "allowed_by": QT_TRANSLATE_NOOP("Log", "{line} ({cards})"),
}


def signed(n: int) -> str:
    """A change as shown: ``+2``, ``−1`` (a real minus sign), ``0``."""
    return f"+{n}" if n > 0 else f"\u2212{-n}" if n < 0 else "0"


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _deck_line(act: str, player: str, cards: list[str], params: Mapping[str, Any],
               ruleset: str | None) -> str | None:
    """The line of a look (at the top N: ``count``; without it, a search) or a shuffle, naming
    the zone, and the card whose ability allowed it where the reader saw it."""
    zone = params.get("zone")
    if not isinstance(zone, str):
        return None
    where = zone_place(zone, player, ruleset)
    count = params.get("count")
    if act == "look" and isinstance(count, int) and _is_int(count) and count > 0:
        line = _plurals().looked_at_top(count).format(player=player, zone=where)
    else:
        key = "searched" if act == "look" else "shuffled"
        line = _t("Log", ACT_LINES[key]).format(player=player, zone=where)
    if cards:
        line = _t("Log", ACT_LINES["allowed_by"]).format(line=line, cards=", ".join(cards))
    return line


def _act_line(act: str, player: str, cards: list[str], params: Mapping[str, Any],
              ruleset: str | None = None) -> str | None:
    """The line of a tap, marker or counter change, a look, a search, a shuffle or an end of
    turn (None: another act, or no card to name)."""
    if act in ("look", "shuffle"):
        return _deck_line(act, player, cards, params, ruleset)
    names = ", ".join(cards)
    if act == "tap" and cards:
        tapped = params.get("tapped")
        key = "tap" if not isinstance(tapped, bool) else "tapped" if tapped else "untapped"
        return _t("Log", ACT_LINES[key]).format(player=player, cards=names)
    if act == "mark" and cards:
        count = params.get("count", 1)
        if "marker" not in params or not _is_int(count):
            return _t("Log", ACT_LINES["mark"]).format(player=player, cards=names)
        return _t("Log", ACT_LINES["marked"]).format(
            player=player, delta=signed(count), marker=marker_title(str(params["marker"])),
            cards=names)
    if act == "define" and isinstance(params.get("name"), str):  # a live edit names its card
        return _t("Log", ACT_LINES["defined"]).format(card=params["name"])
    if act == "end_turn":  # its verdict is the next turn's first phase (and the rule it cites)
        return _t("Log", ACT_LINES["end_turn"]).format(player=player)
    if act == "counter":
        owner, name = params.get("player"), params.get("name")
        if owner is None or name is None:
            return _t("Log", ACT_LINES["counter"]).format(player=player)
        shown = {"player": player, "owner": owner, "counter": counter_title(str(name))}
        if _is_int(params.get("value")):
            return _t("Log", ACT_LINES["counter_set"]).format(**shown, value=params["value"])
        if _is_int(params.get("delta")):
            return _t("Log", ACT_LINES["counter_changed"]).format(
                **shown, delta=signed(params["delta"]))
        return _t("Log", ACT_LINES["counter"]).format(player=player)
    return None


def _zones_of(ruleset: str | None) -> tuple[set[str], str | None]:
    """The zones the game plays cards onto and its discard pile (its data's ``played_onto`` and
    ``zone_roles``)."""
    from engine.games import game_data

    try:
        data = game_data(str(ruleset or _state["ruleset"] or ""))
    except KeyError:
        return set(), None
    return set(data.get("played_onto") or ()), (data.get("zone_roles") or {}).get("graveyard")


def _hand_move_line(entry: Mapping[str, Any], ruleset: str | None) -> str | None:
    """A plain move of visible cards out of their player's own hand: into play (no cost was
    paid: the other player must notice) or onto a pile (a discard)."""
    moves = list(entry.get("moves") or [])
    by = str(entry.get("by", ""))
    if entry.get("act") not in ("move", "move_many") or not moves or any(
            m.get("hidden") or m.get("from") != f"{by}.hand" for m in moves):
        return None
    targets = {str(m.get("to", "")) for m in moves}
    if len(targets) != 1:
        return None
    target = targets.pop()
    short = target.rpartition(".")[2]
    names = ", ".join(str(m.get("name", "?")) for m in moves)
    zone = zone_place(target, by, ruleset)
    played_onto, discard = _zones_of(ruleset)
    if short in played_onto:
        return _t("Log", ACT_LINES["put_free"]).format(player=by, cards=names, zone=zone)
    if short == discard:
        return _t("Log", ACT_LINES["discarded"]).format(player=by, cards=names, zone=zone)
    return None


def _put_back_line(entry: Mapping[str, Any], ruleset: str | None) -> str | None:
    """Cards moved within one deck to its top or bottom at once (the order chosen after a
    look): how many and where, never which."""
    moves = list(entry.get("moves") or [])
    end = (entry.get("params") or {}).get("pos")
    if entry.get("act") != "move_many" or end not in ("top", "bottom") or not moves:
        return None
    decks = {str(m.get("to")) for m in moves} | {str(m.get("from")) for m in moves}
    if len(decks) != 1:
        return None
    by = str(entry.get("by", ""))
    return _plurals().put_back(len(moves), str(end)).format(
        player=by, zone=zone_place(decks.pop(), by, ruleset))


def _with_note(line: str, note: str) -> str:
    """A log line and the sentence after it, with the language's dash (Hungarian ``–``)."""
    return QCoreApplication.translate(
        "Log", "{line} — {note}", "a log line and a note on it: the language's own dash"
    ).format(line=line, note=note)


def log_text(entry: Mapping[str, Any], ruleset: str | None = None) -> str:
    """One game log line in the interface language, made from its parts (never from ``text``).

    ``12. anna · Move: Farkas → Void — rule 96.8: …``; a line that moved nothing says what
    happened instead: ``13. anna: Phase: Main.``, ``14. anna tapped Farkas``.
    """
    by = str(entry.get("by", ""))
    act = str(entry.get("act", ""))
    code = str(entry.get("code") or act)
    params = entry.get("params") or {}
    rule = entry.get("rule")
    details = _moves_text(list(entry.get("moves") or []), by, ruleset)
    details += [str(t.get("name")) for t in entry.get("targets") or [] if t.get("name")]
    sentence = engine_message(code, params) or act_title(act, ruleset)
    first = entry.get("first")  # a line telling repeats of one change: its actions' numbers
    number = f"{first}\u2013{entry.get('n', '')}. " if first else f"{entry.get('n', '')}. "
    if not (entry.get("ok") is False or entry.get("flagged")) and not _NUMBERED.match(
            str(rule or "")):
        rule = None  # a legal action a rule of the engine's own words shaped: its sentence says it
    said = (_hand_move_line(entry, ruleset) or _put_back_line(entry, ruleset)
            if entry.get("moves") else _act_line(act, by, details, params, ruleset))
    own_outcome = code == act
    if said is not None:
        if rule or entry.get("ok") is False:
            return number + _with_note(said, rule_note(rule, sentence))
        return number + (said if own_outcome else _with_note(said, sentence))
    if not details:
        return number + QCoreApplication.translate("Log", "{player}: {sentence}").format(
            player=by, sentence=rule_note(rule, sentence))
    line = number + QCoreApplication.translate("Log", "{player} · {action}: {cards}").format(
        player=by, action=act_title(act, ruleset), cards=", ".join(details))
    if rule or entry.get("ok") is False:
        return _with_note(line, rule_note(rule, sentence))
    if not own_outcome or params:
        return _with_note(line, sentence)
    return line
