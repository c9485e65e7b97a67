"""Every command with a keyboard shortcut: one table, rebindable through the settings.

Standard keys come first (Save, Open, Undo...); otherwise Cockatrice's defaults, with free keys
where Cockatrice collides with a standard one (its Ctrl+S shuffle, Ctrl+W look, Tab next phase).
"""

from __future__ import annotations

from dataclasses import dataclass

from desktop.qt import QCoreApplication, QKeySequence
from desktop.settings import Settings

SK = QKeySequence.StandardKey


@dataclass(frozen=True)
class Command:
    """A menu command: id, English text (translated in context ``Commands``), default keys."""

    id: str
    text: str
    default: str | QKeySequence.StandardKey = ""
    menu: str = "game"

    def title(self) -> str:
        """The command's name in the interface language."""
        return QCoreApplication.translate("Commands", self.text)

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
    Command("new", "&New game…", SK.New, "file"),
    Command("open", "&Open…", SK.Open, "file"),
    Command("save", "&Save", SK.Save, "file"),
    Command("save_as", "Save &as…", SK.SaveAs, "file"),
    Command("quit", "&Quit", SK.Quit, "file"),
    Command("undo", "&Undo", SK.Undo, "edit"),
    Command("redo", "&Redo", SK.Redo, "edit"),
    Command("settings", "Se&ttings…", SK.Preferences, "edit"),
    Command("draw", "&Draw a card", "Ctrl+D"),
    Command("draw_n", "Draw &N cards…", "Ctrl+E"),
    Command("shuffle", "S&huffle deck", "Ctrl+Alt+S"),
    Command("look", "&Look at top N…", "Ctrl+L"),
    Command("search", "Searc&h deck…", "Ctrl+F"),
    Command("mulligan", "&Mulligan selected", "Ctrl+M"),
    Command("play", "&Play card", "Ctrl+Shift+P"),
    Command("reveal", "Re&veal card", "Ctrl+R"),
    Command("flow", "Use &Flow", "Alt+L"),
    Command("treasure", "Use &Treasure", "Alt+T"),
    Command("duel", "Start a D&uel…", "Alt+D"),
    Command("tap", "Tap / untap", "Space"),
    Command("flip", "Turn &over", "Alt+F"),
    Command("destroy", "D&estroy", "Ctrl+Del"),
    Command("bottom", "To &bottom of deck", "Ctrl+B"),
    Command("control", "Gain &control", "Alt+C"),
    Command("marker_add", "Add marker…", "Alt++"),
    Command("marker_remove", "Remove marker…", "Alt+-"),
    Command("effect", "Add &effect…", "Alt+E"),
    Command("token", "Create &token…", "Ctrl+T"),
    Command("next_phase", "Next &phase", "Ctrl+Space"),
    Command("end_turn", "End &turn", "Ctrl+Return"),
    Command("warn_mode", "&Warn mode: allow and flag illegal moves", "Ctrl+Shift+W"),
    Command("life_down", "Life −1", "F11"),
    Command("life_up", "Life +1", "F12"),
    Command("shortcuts", "&Keyboard shortcuts…", SK.HelpContents, "help"),
)
CARD_COMMANDS = ("play", "reveal", "flow", "treasure", "duel", "tap", "flip", "destroy", "bottom",
                 "control", "marker_add", "marker_remove", "effect")


def bindings(command: Command, settings: Settings) -> list[QKeySequence]:
    """The keys bound to a command now: the user's choice, else the defaults."""
    custom = settings.shortcut(command.id, "\0")
    if custom == "\0":
        return command.default_keys()
    return [QKeySequence(custom)] if custom else []
