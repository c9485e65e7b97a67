"""Every command with a keyboard shortcut: one table, rebindable through the settings.

Standard keys come first (Save, Open, Undo...); otherwise Cockatrice's defaults, with free keys
where Cockatrice collides with a standard one (its Ctrl+S shuffle, Ctrl+W look, Tab next phase).
No key is Alt plus a menu bar letter (Alt+F is the File menu, Alt+E the Edit menu), and every item
of a menu has its own mnemonic: tests/desktop/test_shortcut_clashes.py checks every language.

The games' own commands (hand abilities, guided commands) are not written here: each game's data
lists them with their texts and keys (``Game.commands``), and :func:`all_commands` adds them to
the table's. A game's command with the id of a shared one takes its place at that game's table.
"""

from __future__ import annotations

from functools import cache
from typing import NamedTuple

from desktop.qt import QT_TRANSLATE_NOOP, QCoreApplication, QKeySequence
from desktop.settings import Settings
from desktop.texts import engine_message
from engine.protocol import Command as GameCommand
from engine.protocol import Text

SK = QKeySequence.StandardKey


class Command(NamedTuple):
    """A menu command: id, English text (translated in context ``Commands``), default keys, and
    what the game must have for the command to be offered: the engine ``act`` it makes (the
    game's ``table_info()["acts"]``) and the player ``counter`` it changes."""

    id: str
    text: str
    default: str | QKeySequence.StandardKey = ""
    menu: str = "game"
    act: str = ""
    counter: str = ""
    game: GameCommand | None = None  # a game's own command: its texts are the game's

    def tip_text(self) -> str:
        """What the command does, for the status bar while its menu item is under the mouse."""
        if self.game is not None:
            return game_text(self.game.tip)
        tip = TIPS.get(self.id)
        return QCoreApplication.translate("CommandTips", tip) if tip else ""

    def offered(self, acts: set[str], counters: set[str]) -> bool:
        """Whether a game with these acts and player counters has this command."""
        return (not self.act or self.act in acts) and (not self.counter or self.counter in counters)

    def title(self) -> str:
        """The command's name in the interface language."""
        if self.game is not None:
            return game_text(self.game.text)
        return QCoreApplication.translate("Commands", self.text)

    def for_game(self, command: GameCommand) -> Command:
        """This command as a game's own command of the same id gives it (texts, its act)."""
        return self._replace(game=command, act=command.act)

    def default_keys(self) -> list[QKeySequence]:
        """The default bindings (a standard key may have several)."""
        if isinstance(self.default, QKeySequence.StandardKey):
            return list(QKeySequence.keyBindings(self.default))
        return [QKeySequence(self.default)] if self.default else []

    def default_text(self) -> str:
        """The default binding as portable text."""
        keys = self.default_keys()
        return keys[0].toString() if keys else ""


COMMANDS: tuple[Command, ...] = (
    Command("new", QT_TRANSLATE_NOOP("Commands", "&New game…"), SK.New, "file"),
    Command("open", QT_TRANSLATE_NOOP("Commands", "&Open…"), SK.Open, "file"),
    Command("save", QT_TRANSLATE_NOOP("Commands", "&Save"), SK.Save, "file"),
    Command("save_as", QT_TRANSLATE_NOOP("Commands", "Save &as…"), SK.SaveAs, "file"),
    Command("open_replay", QT_TRANSLATE_NOOP("Commands", "Open rep&lay…"), "Ctrl+Shift+O",
            "file"),
    Command("review", QT_TRANSLATE_NOOP("Commands", "Re&view this game"), "Ctrl+Shift+V",
            "file"),
    Command("quit", QT_TRANSLATE_NOOP("Commands", "&Quit"), SK.Quit, "file"),
    Command("undo", QT_TRANSLATE_NOOP("Commands", "&Undo"), SK.Undo, "edit"),
    Command("redo", QT_TRANSLATE_NOOP("Commands", "&Redo"), SK.Redo, "edit"),
    # Ctrl+, as most desktop apps have it: the Preferences standard key is empty on Linux and Windows.
    Command("settings", QT_TRANSLATE_NOOP("Commands", "Se&ttings…"), "Ctrl+,", "edit"),
    Command("draw", QT_TRANSLATE_NOOP("Commands", "&Draw a card"), "Ctrl+D", act="draw"),
    Command("draw_n", QT_TRANSLATE_NOOP("Commands", "Draw &N cards…"), "Ctrl+E", act="draw"),
    Command("shuffle", QT_TRANSLATE_NOOP("Commands", "S&huffle deck"), "Ctrl+Alt+S",
            act="shuffle"),
    Command("look", QT_TRANSLATE_NOOP("Commands", "&Look at top N…"), "Ctrl+L", act="look"),
    Command("search", QT_TRANSLATE_NOOP("Commands", "Sea&rch deck…"), "Ctrl+F", act="look"),
    Command("play", QT_TRANSLATE_NOOP("Commands", "&Play card"), "Ctrl+Shift+P", act="play"),
    Command("put_free", QT_TRANSLATE_NOOP("Commands", "Put into play without payin&g…"),
            "Ctrl+Shift+G", act="move"),
    Command("reveal", QT_TRANSLATE_NOOP("Commands", "Re&veal card"), "Ctrl+R", act="reveal"),
    Command("answer_for", QT_TRANSLATE_NOOP("Commands", "&Answer for the player asked…"),
            "Alt+A"),
    Command("tap", QT_TRANSLATE_NOOP("Commands", "Tap / untap"), "Space", act="tap"),
    Command("flip", QT_TRANSLATE_NOOP("Commands", "Turn &over"), "Ctrl+Shift+F", act="flip"),
    Command("destroy", QT_TRANSLATE_NOOP("Commands", "Destro&y"), "Ctrl+Del", act="destroy"),
    Command("bottom", QT_TRANSLATE_NOOP("Commands", "To &bottom of deck"), "Ctrl+B", act="move"),
    Command("move_to", QT_TRANSLATE_NOOP("Commands", "Move to…"), "Ctrl+Shift+M", act="move"),
    Command("control", QT_TRANSLATE_NOOP("Commands", "Gain &control"), "Alt+C", act="control"),
    Command("marker_add", QT_TRANSLATE_NOOP("Commands", "Add marker…"), "Alt++", act="mark"),
    Command("marker_remove", QT_TRANSLATE_NOOP("Commands", "Remove marker…"), "Alt+-",
            act="mark"),
    Command("effect", QT_TRANSLATE_NOOP("Commands", "Add &effect…"), "Ctrl+Shift+E",
            act="effect"),
    Command("token", QT_TRANSLATE_NOOP("Commands", "Create to&ken…"), "Ctrl+T", act="create"),
    Command("next_phase", QT_TRANSLATE_NOOP("Commands", "Ne&xt phase"), "Ctrl+Space",
            act="phase"),
    Command("end_turn", QT_TRANSLATE_NOOP("Commands", "End t&urn"), "Ctrl+Return",
            act="end_turn"),
    Command("warn_mode", QT_TRANSLATE_NOOP("Commands", "&Warn mode: allow and flag illegal moves"),
            "Ctrl+Shift+W"),
    Command("life_down", QT_TRANSLATE_NOOP("Commands", "Life −1"), "F11", act="counter",
            counter="life"),
    Command("life_up", QT_TRANSLATE_NOOP("Commands", "Life +1"), "F12", act="counter",
            counter="life"),
    Command("invite_online", QT_TRANSLATE_NOOP("Commands", "Invite players online…")),
    Command("shortcuts", QT_TRANSLATE_NOOP("Commands", "&Keyboard shortcuts…"), SK.HelpContents, "help"),
    Command("about", QT_TRANSLATE_NOOP("Commands", "&About Cardtable…"), "", "help"),
)
# What a command does, where its name alone does not say it (shown in the status bar).
TIPS = {
    "look": QT_TRANSLATE_NOOP("CommandTips", "Look at the top cards of your deck, as a card's "
                                             "ability allows"),
    "search": QT_TRANSLATE_NOOP("CommandTips", "Look through your whole deck and take a card, as "
                                               "a card's ability allows; it is shuffled after"),
    "play": QT_TRANSLATE_NOOP("CommandTips", "Play the card: its cost is paid and its timing "
                                             "checked (dragging it into play does the same)"),
    "put_free": QT_TRANSLATE_NOOP("CommandTips", "Put a hand card into play without paying, as a "
                                                 "card's text allows (or drag it with Shift held)"),
    "answer_for": QT_TRANSLATE_NOOP("CommandTips", "This window plays one seat: the player an "
                                                   "open question waits for takes it and "
                                                   "answers, then it comes back"),
    "invite_online": QT_TRANSLATE_NOOP("CommandTips", "Players elsewhere take their seats at "
                                                      "this table through an MQTT broker, each "
                                                      "with a link of their own"),
    "move_to": QT_TRANSLATE_NOOP("CommandTips", "Move the card to a zone you choose from a list: "
                                                "the one you point at, or the keyboard cursor's"),
    "token": QT_TRANSLATE_NOOP("CommandTips", "Create one of the card set's tokens or one of your "
                                              "prepared cards"),
    "next_phase": QT_TRANSLATE_NOOP("CommandTips", "Go on to the next phase (an open question "
                                                   "comes first); after the last one the turn "
                                                   "ends"),
    "warn_mode": QT_TRANSLATE_NOOP("CommandTips", "Carry out illegal actions and flag them "
                                                  "instead of refusing them"),
    "open_replay": QT_TRANSLATE_NOOP("CommandTips", "Watch a saved game, a journal or a rules "
                                                    "scenario on the table, action by action"),
    "review": QT_TRANSLATE_NOOP("CommandTips", "Open this game's record in a replay window; "
                                               "the game goes on as it is"),
}
CARD_COMMANDS = ("play", "put_free", "reveal", "tap", "flip", "destroy", "bottom", "move_to",
                 "control", "marker_add", "marker_remove", "effect")
# The card menu's commands a card of one's own hand does (with a game's hand commands).
HAND_COMMANDS = ("play", "put_free", "reveal")


def game_text(text: Text) -> str:
    """A game's text (a command's name or tip) in the interface language."""
    return engine_message(text.id, text.params) or text.id


@cache
def _game_commands(version: tuple[str, ...]) -> tuple[Command, ...]:
    from engine.commands import as_command
    from engine.games import game, game_names

    shared = {command.id for command in COMMANDS}
    found: dict[str, Command] = {}
    for name in game_names():
        for data in game(name).data.commands:
            if data.id in shared or data.id in found:
                continue
            found[data.id] = Command(data.id, data.text, data.key or "", act=data.act,
                                     game=as_command(data))
    return tuple(found.values())


def game_commands() -> tuple[Command, ...]:
    """The games' own commands (every game's data, the first game's of an id), each with its
    default key: one menu item and one key binding for each id, whichever game is on the
    table."""
    from engine.games import registry_version

    return _game_commands(registry_version())


def hand_game_commands() -> tuple[Command, ...]:
    """The games' own commands that take one card of one's hand (for the card menu)."""
    return tuple(c for c in game_commands() if c.game is not None and c.game.source == "hand"
                 and not c.game.several)


def all_commands() -> tuple[Command, ...]:
    """The table's shared commands with the games' own (see :func:`game_commands`) after the
    card commands of one's hand (after *Reveal card*)."""
    at = next(i for i, command in enumerate(COMMANDS) if command.id == HAND_COMMANDS[-1]) + 1
    return COMMANDS[:at] + game_commands() + COMMANDS[at:]


# Qt's own name of a key, as menus and the shortcut list print it (Qt looks it up in context
# ``QShortcut``): the key marked Enter is "Return" in Qt's English and Russian and "Enter" in its
# Hungarian; Cardtable's catalogs name it Enter in every language (End turn: Ctrl+Enter).
KEY_NAMES = (QT_TRANSLATE_NOOP("QShortcut", "Return"),)


def bindings(command: Command, settings: Settings) -> list[QKeySequence]:
    """The keys bound to a command now: the user's choice, else the defaults."""
    custom = settings.shortcut(command.id, "\0")
    if custom == "\0":
        return command.default_keys()
    return [QKeySequence(custom)] if custom else []
