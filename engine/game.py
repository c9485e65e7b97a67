"""The game, as the desktop and the tools use it: build one, apply actions, see it, save it.

>>> game = Game.from_header({"ruleset": "free", "players": ["anna", "bela"], "seed": 1,
...     "cards": {"wolf": {"name": "Wolf", "type": "creature"}},
...     "zones": {"anna.hand": ["wolf#w1"]}})
>>> verdict = game.apply({"act": "move", "by": "anna", "card": "w1", "to": "anna.play"})
>>> verdict.ok, game.cards["w1"].zone
(True, 'anna.play')

:class:`Game` is the top of the engine's layers, the one door: :meth:`Game.apply` runs an action's
transaction (:mod:`engine.rules`, on the state of :mod:`engine.state`), sends its record lines to
the record's sink (:mod:`engine.recorder`) and only then lets the history (:mod:`engine.history`)
and the record take it. It adds the games' rules by name (:mod:`engine.games`), views
(:mod:`engine.view`), questions, records and files. docs/engine-api.md lists what the desktop may
ask.
"""

from __future__ import annotations

from bisect import bisect_left
from typing import Any

from engine.actions import check_shape
from engine.cards import CardDefinition
from engine.commands import after_of, command_data, command_of
from engine.commands import ask as ask_command
from engine.commands import commands as game_commands
from engine.errors import JournalWriteError, RecordError
from engine.formats import BEFORE_FORMATS, FORMAT
from engine.games import game_names, get_ruleset
from engine.header import check_ruleset_name, parse_header_definitions, validate_header
from engine.history import Step
from engine.protocol import Answer, Command, Question, answered, seen_by
from engine.recorder import Line, Recorder, RecordSink, format_verdict, record_line
from engine.rules import RECORD_ACTS, Rules, Verdict
from engine.ruleset import Ruleset
from engine.state import JUDGE, REMOVED, SPECTATOR
from engine.view import (
    LogTail,
    legal_phases,
    log_tail,
    make_view,
    outcome,
    path_lines,
    pending,
    shown_counters,
)

__all__ = ["JUDGE", "SPECTATOR", "Game", "LogTail", "Verdict", "record_line", "validate"]


def validate(header: Any, format_number: int = FORMAT) -> tuple[dict[str, Any], Ruleset]:
    """A checked copy of a record header (with a seed), checked by the rules of record format
    ``format_number``, and the game's ruleset (today's); raises RecordError."""
    ruleset = get_ruleset(check_ruleset_name(header, game_names()))
    return validate_header(header, ruleset.versions[format_number]), ruleset


class Game(Rules):
    """A game in progress. Build it with :meth:`from_header`, :meth:`load` or :meth:`new_game`.

    Every change goes through :meth:`apply`; :meth:`check` asks without changing anything.
    """

    def __init__(self, header: dict[str, Any], definitions: dict[str, CardDefinition],
                 ruleset: Ruleset, header_rules: int = FORMAT) -> None:
        super().__init__(header, definitions, ruleset, header_rules)
        self.recorder = Recorder(header)

    # ----------------------------------------------------------------- the door

    def check(self, action: dict[str, Any]) -> Verdict:
        """The verdict ``action`` would get now, without changing anything."""
        act = check_shape(action, self.ruleset.shapes)
        return self.transact(action, act, True, self.recorder.rules_format)

    def apply(self, action: dict[str, Any]) -> Verdict:
        """Check and carry out ``action``. Raises ActionError if it names what does not exist,
        :class:`JournalWriteError` if its record line cannot be written (then nothing changed).

        While the game reads a record of an older format, each line is carried out by the rules
        of its format (a line those refused may be carried out, flagged), so the record stays
        the game that was played."""
        act = check_shape(action, self.ruleset.shapes)
        if act == "undo" or act == "redo":
            return self._undo_redo(action, act)
        if act == "format":
            return self._format_line(action)
        recorder = self.recorder
        rules_format = recorder.rules_format
        verdict = self.transact(action, act, False, rules_format)
        if verdict.applied:
            try:
                recorder.record(action, verdict, self.active)
            except JournalWriteError:
                self.past.go_back(self)  # the state is rebuilt from the unchanged history
                raise
            entry = action  # a line of an older format is carried out again by its rules
            if rules_format != FORMAT:
                entry = {**action, "_format": rules_format}
            elif "_format" in action:
                entry = {k: v for k, v in action.items() if k != "_format"}
            self.past.take(entry, verdict, self)
        return verdict

    def undo(self, by: str | None = None) -> Verdict:
        """Take back the last applied action."""
        return self.apply({"act": "undo", "by": by or self.active})

    def redo(self, by: str | None = None) -> Verdict:
        """Apply again the last action taken back."""
        return self.apply({"act": "redo", "by": by or self.active})

    @property
    def can_undo(self) -> bool:
        """Whether there is an action to take back."""
        return bool(self.past.actions)

    @property
    def can_redo(self) -> bool:
        """Whether there is an action taken back to apply again."""
        return bool(self.past.redo_stack)

    def _undo_redo(self, action: dict[str, Any], act: str) -> Verdict:
        verdict = self.transact(action, act, False, self.recorder.rules_format)
        if not verdict.applied:
            return verdict
        self.past.steps(self)
        self.recorder.record(action, verdict, self.active)  # nothing has changed yet
        if act == "undo":
            self.past.undo(self)
        else:
            self.past.redo(self)
        return verdict

    def _format_line(self, action: dict[str, Any]) -> Verdict:
        """A ``format`` line: from here on the record follows the rules of that format."""
        number = action["format"]
        self.player(action["by"])
        recorder = self.recorder
        before = recorder.rules_format, recorder.declared_format, recorder.format_line_due
        recorder.declare(number)
        verdict = format_verdict(number)
        try:
            recorder.record(action, verdict, self.active)
        except JournalWriteError:  # not written: the record goes on as before
            recorder.rules_format, recorder.declared_format, recorder.format_line_due = before
            raise
        return verdict

    def end_of_record(self) -> None:
        """The record has been read: what follows is played by today's rules (after a
        ``format`` line, if the record is of an older format)."""
        self.recorder.end_of_record()

    @property
    def rules_format(self) -> int:
        """The record format whose rules the next action follows (today's, except while an
        older record is read)."""
        return self.recorder.rules_format

    @property
    def log(self) -> list[Step]:
        """The steps of the history's path, one a log line (:meth:`log_lines` reads them)."""
        return self.past.log

    @property
    def lines(self) -> list[Line]:
        """The record's applied lines (undo, redo and format lines included) with verdicts."""
        return self.recorder.lines

    @property
    def journal(self) -> RecordSink | None:
        """The sink every applied line goes to first (None: the game is not journaled)."""
        return self.recorder.sink

    # ----------------------------------------------------------------- building

    @classmethod
    def from_header(cls, header: Any) -> Game:
        """A game in the starting position a record header describes, played by today's rules
        (the header gets today's record ``format``); raises RecordError."""
        header, ruleset = validate(header)
        header.setdefault("format", FORMAT)
        return cls(header, parse_header_definitions(header, ruleset.cards), ruleset)

    @classmethod
    def from_header_at(cls, header: Any, path: str, line: int, today: bool = False) -> Game:
        """The game of a record file's header, errors placed at ``path:line``. A header without
        ``format`` is a record written before record formats: its lines follow the rules they
        were played under until :meth:`end_of_record` (``today``: judge them by today's rules)."""
        try:
            if today:
                return cls.from_header(header)
            before = isinstance(header, dict) and "format" not in header
            checked, ruleset = validate(header, BEFORE_FORMATS if before else FORMAT)
            rules = int(checked.get("format", BEFORE_FORMATS))
            game = cls(checked, parse_header_definitions(checked, ruleset.cards), ruleset, rules)
        except RecordError as error:
            raise error.located(path, line) from None
        game.recorder.rules_format = rules
        return game

    @classmethod
    def load(cls, path: str, at: int | None = None) -> Game:
        """A game from a record file: the header and every action (expectations are ignored);
        with ``at``, only the first ``at`` actions."""
        from engine.record import read_record

        record = read_record(path)
        game = cls.from_header_at(record.header, path, record.header_line)
        actions = record.actions if at is None else record.actions[:max(0, at)]
        for line, action in actions:
            try:
                game.apply(action)
            except RecordError as error:
                raise error.located(path, line) from None
        game.end_of_record()
        return game

    @classmethod
    def new_game(cls, ruleset: str, players: list[str], cards: dict[str, Any],
                 decks: dict[str, list[str]], heroes: dict[str, str] | None = None,
                 enforcement: str = "strict", seed: int | None = None,
                 prepared: dict[str, list[str]] | None = None, tournament: bool = False,
                 cardset: str | None = None, name: str | None = None) -> Game:
        """A new game: a header with the decks in list order, then the recorded setup actions
        (a shuffle of each deck, the opening draws; the game's setup phases, if any, follow).

        ``cardset`` names the card-set folder the cards come from (images, live edits)."""
        rules = get_ruleset(ruleset)
        zones: dict[str, list[Any]] = {f"{p}.{rules.deck_zone}": list(decks.get(p, []))
                                       for p in players}
        for player, hero in (heroes or {}).items():
            zones[f"{player}.{rules.hero_zone}"] = [hero]
        header: dict[str, Any] = {"ruleset": ruleset, "format": FORMAT, "players": players,
                                  "enforcement": enforcement, "cards": cards, "zones": zones,
                                  "turn": {"active": players[0], "phase": rules.turn_order[0],
                                           "number": 1}}
        if seed is not None:
            header["seed"] = seed
        # Only a game whose data names these header keys takes them (a free table does not).
        if tournament and "tournament" in rules.header_keys:
            header["tournament"] = True
        if prepared and "prepared" in rules.header_keys:
            header["prepared"] = prepared
        if cardset is not None:
            header["cardset"] = cardset
        if name is not None:
            header["name"] = name
        rules.setup(header)
        game = cls.from_header(header)
        for player in players:
            game.apply({"act": "shuffle", "by": player, "zone": f"{player}.{rules.deck_zone}"})
        for player in players:
            game.apply({"act": "draw", "by": player, "count": rules.opening_hand})
        return game

    # ----------------------------------------------------------------- what the table may ask

    def viewer(self, name: str) -> str:
        """The viewer ``name`` stands for: a player, ``spectator``, or (only when no player is
        called so) ``judge``, who sees every card face up (:data:`engine.state.JUDGE`)."""
        if name == SPECTATOR:
            return SPECTATOR
        if name == JUDGE and name not in self.counters:
            return JUDGE
        return self.player(str(name) if isinstance(name, str) else name)  # a plain string

    def view(self, viewer: str, log: bool = False) -> dict[str, Any]:
        """The state as ``viewer`` (a player, ``spectator`` or ``judge``) may see it; JSON-ready.

        The view does not carry the game log (its ``log_size`` says how long it is): ask
        :meth:`log_since` for the lines you lack, or pass ``log=True`` for the whole log as
        ``viewer`` may read it (``engine view`` does)."""
        viewer = self.viewer(viewer)
        self.past.steps(self)
        view = make_view(self, viewer)
        if log:
            view["log"] = self.log_lines(viewer)
        return view

    def log_lines(self, viewer: str, start: int = 0, stop: int | None = None) -> list[dict[str, Any]]:
        """The lines ``start`` to ``stop`` of the game log (all: the whole log), oldest first, as
        ``viewer`` may read them. A line's ``n`` is its action's number; a line that tells
        repeats of one change (a counter clicked 17 times) has the first one's as ``first``."""
        viewer = self.viewer(viewer)
        log = self.past.steps(self)
        begin = bisect_left(log, start, key=lambda step: step.line)
        end = len(log) if stop is None else bisect_left(log, stop, key=lambda step: step.line)
        return path_lines(self, log[begin:end], viewer)

    def log_since(self, viewer: str, mark: Any = None, most: int | None = None) -> LogTail:
        """The log lines a reader lacks who has them up to ``mark`` (the ``mark`` of the last
        answer; None: no line yet): keep the first ``keep`` lines you have, add ``lines``.

        An action adds a line; an undo takes one back (``keep`` one less), redo puts it back.
        The cost is that of the lines that changed, not of the log's length. With ``most``, at
        most the newest ``most`` lines come (``keep`` may then pass the lines you have: ask
        :meth:`log_lines` for the others when there is time)."""
        log = self.past.steps(self)
        return log_tail(self, log[-1] if log else None, self.viewer(viewer), mark, most)

    def outcome(self) -> dict[str, Any] | None:
        """Who lost (``loser``, ``reason``) and who won (``winners``), once an action has made
        someone lose; it stays until an undo takes that action back (spec: game.over)."""
        return outcome(self)

    def sources(self, player: str) -> list[dict[str, Any]]:
        """The cards ``player`` may name now as the ``source`` of a look, a search or a move
        (the card of their last play or other act that keeps its card a source, their cards in
        play, their hand), as they know them; empty in a game that checks no source."""
        player = self.player(player)
        if not self.ruleset.checks_source:
            return []
        return [self.card_face(card) for card in self.source_cards(player)]

    def questions(self, viewer: str = SPECTATOR) -> list[Question]:
        """The questions open now (engine/protocol.py), each as ``viewer`` may see it: whole
        for the player who answers, its public part (who, what kind, its texts) for others."""
        viewer = self.viewer(viewer)
        return [seen_by(question, viewer) for question in self.ruleset.questions(self)]

    def answer(self, answer: Answer, by: str) -> dict[str, Any]:
        """The action ``by``'s answer makes (apply it as any other action); ``AnswerError`` for
        an answer to no open question, by another player, or with a choice not offered."""
        by = self.player(by)
        command = command_of(answer.question)  # a command's question, asked again now
        if command is not None and self._has_command(command):
            asked = [ask_command(self, command, by, after_of(answer.question))]
        else:
            asked = list(self.ruleset.questions(self))
        return answered(asked, answer, by)

    def commands(self, viewer: str = SPECTATOR) -> list[Command]:
        """The game's commands (its data's ``commands``: hand abilities, guided commands), with
        their menu texts and keys; the same for every viewer."""
        self.viewer(viewer)
        return game_commands(self)

    def _has_command(self, command_id: str) -> bool:
        try:
            command_data(self.ruleset.data, command_id)
        except KeyError:
            return False
        return True

    def ask(self, command_id: str, by: str, after: int | None = None) -> Question | None:
        """The question command ``command_id`` asks ``by`` now (which hand card, which cards;
        the open question it answers; a shared command's step: ``after`` the earlier step's
        answer, a look's count), or None when there is nothing to ask; answer it with
        :meth:`answer`. ``KeyError`` for a command the game does not have."""
        return ask_command(self, command_id, self.player(by), after)

    def pending(self, viewer: str = SPECTATOR) -> dict[str, Any] | None:
        """The open question of a procedure, if any (see :func:`engine.view.pending`)."""
        return pending(self, viewer)

    def preventable(self) -> dict[str, Any] | None:
        """What another player's reaction may still undo now, only as the very next action (a
        game whose rules have reactions): ``{"what": act, "card": label, "by": who did it,
        "players": who may answer}`` and whatever the game adds; None when nothing may be (the
        engine's ``check`` of the reaction decides, so the table keeps no copy of the rule)."""
        return self.ruleset.preventable(self)

    def legal_phases(self, viewer: str) -> list[str]:
        """The phases ``viewer`` may go to now (later ones of this turn, if it is their turn)."""
        return legal_phases(self, viewer)

    def shown_counters(self, player: str) -> dict[str, int]:
        """The counters the game shows for ``player`` (a game may add one the state computes)."""
        return shown_counters(self, self.player(player))

    def asks_order(self, zone: str, pos: str | None = None) -> bool:
        """Whether cards arriving together at ``zone`` lie in an order their owner chooses: an
        ordered pile, except a deck without ``pos`` (they are shuffled in)."""
        key = self.zone_key(zone)
        if key == REMOVED:
            return False
        spec = self.spec(key)
        if spec.kind != "pile" or not spec.ordered:
            return False
        return not (pos is None and self.is_deck(key) and self.ruleset.shuffle_into_deck)

    def creatable(self, player: str) -> list[dict[str, Any]]:
        """The cards ``player`` may create (the token picker): the definitions the card set marks
        as tokens and the player's prepared cards; in tournament mode only the latter."""
        self.player(player)
        prepared = self.header.get("prepared", {}).get(player, [])
        if self.header.get("tournament"):
            ids = [d for d in prepared if d in self.definitions]
        else:
            ids = [d for d, definition in self.definitions.items() if definition.token]
            ids += [d for d in prepared if d in self.definitions and d not in ids]
        return [{"def": d, "name": self.definitions[d].name, "type": self.definitions[d].type}
                for d in ids]

    def table_info(self) -> dict[str, Any]:
        """What a table draws from the game's rules, not from copies of them (see
        docs/engine-api.md): acts, counters, zones cards are played onto, ordered piles, phases,
        and what the game's rules add (numbers its dialogs show)."""
        rules = self.ruleset
        return {
            "ruleset": rules.name,
            "title": rules.title,
            "acts": [act for act in rules.act_names],
            "record_acts": sorted(RECORD_ACTS),
            "counters": rules.shown_counter_names(),
            "cost_counter": rules.cost_counter,
            "zones": [{"name": spec.name, "kind": spec.kind, "visibility": spec.visibility,
                       "ordered": spec.ordered, "played_onto": spec.name in rules.played_onto,
                       "deck": spec.name == rules.deck_zone,
                       "asks_order": spec.kind == "pile" and spec.ordered}
                      for spec in rules.zones.values()],
            "played_onto": list(rules.played_onto),
            "phases": list(rules.phases),
            "setup_phases": list(rules.setup_phases),
            "main_phase": rules.main_phase,
            **rules.table_extra(),
        }

    @property
    def zone_specs(self) -> list[Any]:
        """The ruleset's zones, in the order the table lays them out."""
        return list(self.ruleset.zones.values())

    @property
    def active_player(self) -> str:
        """Whose turn it is."""
        return self.active

    def label_at(self, key: str, index: int) -> str:
        """The label of the card at ``index`` (top first) of a zone: for the controller only."""
        return self.zones[self.zone_key(key)][index].label

    # ----------------------------------------------------------------- records

    def record_lines(self) -> list[dict[str, Any]]:
        """The game record: the header, then every applied action (undo and redo included)."""
        return self.recorder.record_lines()

    def record_text(self) -> str:
        """The game record as JSON Lines text."""
        from engine.record import dumps_line

        return "".join(dumps_line(line) + "\n" for line in self.record_lines())

    def save(self, path: str) -> None:
        """Save the game record atomically."""
        from engine.fileio import atomic_write

        atomic_write(path, self.record_text())

    def attach_journal(self, sink: RecordSink, start: bool = True) -> None:
        """Send every later applied line to ``sink``, durably before apply returns.

        ``start``: write the whole record to it now (an ``OSError`` says why it cannot; then the
        game keeps the sink it had). Otherwise the game's record so far has been read (a resumed
        journal, a record played on): what follows is played by today's rules, and a sink that
        does not hold the record yet gets it whole before the next line (until it can, every
        action is refused, saying why)."""
        if start:
            sink.start(self.record_lines())
        else:
            self.end_of_record()
        self.recorder.sink = sink
