"""The strip above the table that says who of an online game is not there (docs/online.md).

At the host and at every remote seat alike: a seat that has not joined yet, one that dropped
(its questions, and a look at its hand, wait for it; the others go on), one that left on purpose
(a quit is not a drop); at a remote seat also the host's own state. Hidden while everyone is
there.
"""

from __future__ import annotations

from desktop.phonehands import NOTICE_STYLE
from desktop.qt import QEvent, QFrame, QHBoxLayout, QLabel, Qt

# The phones' "not connected" strip's look (desktop/phonehands.py), under this strip's name.
STYLE = NOTICE_STYLE.replace("awayNotice", "onlineStrip")


class OnlineStrip(QFrame):
    """Who is away from an online game, in words (hidden while nobody is)."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("onlineStrip")
        self.setStyleSheet(STYLE)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 6, 12, 6)
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.label, 1)
        self.seats: dict[str, str] = {}
        self.host: str | None = None  # at a remote seat: the host's presence
        self.hide()

    def show_presence(self, seats: dict[str, str], host: str | None = None) -> None:
        """Every online seat's presence (invited, joined, dropped, left) and, at a remote seat,
        the host's (joined, dropped, left, replaced, revoked)."""
        self.seats, self.host = dict(seats), host
        self.retranslate()

    def lines(self) -> list[str]:
        """What the strip says now, one sentence per seat that is not there."""
        said = []
        host = {"dropped": self.tr("The host is disconnected: the table waits until the host "
                                   "is back (it reconnects by itself)."),
                "left": self.tr("The host stopped online play: this table shows the game as "
                                "it was."),
                "replaced": self.tr("This seat was opened on another computer."),
                "revoked": self.tr("The host made a new code for this seat: ask the host for "
                                   "the new link.")}.get(self.host or "")
        if host:
            said.append(host)
        for seat, state in self.seats.items():
            if state == "dropped":
                said.append(self.tr("{player} is disconnected: {player}'s questions, and a look "
                                    "at {player}'s hand, wait until {player} is back; the "
                                    "others may go on.").format(player=seat))
            elif state == "left":
                said.append(self.tr("{player} left the game.").format(player=seat))
            elif state == "invited":
                said.append(self.tr("{player} has not joined yet.").format(player=seat))
        return said

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        said = self.lines()
        self.label.setText("\n".join(said))
        self.setAccessibleName(" ".join(said))
        self.setVisible(bool(said))
