"""The error panel: card set problems and image warnings as ``FILE:ROW:COLUMN: message`` lines.

Each source (the card set loader, the image decoder, a deck check) replaces only its own lines.
Clicking a line selects it; activating it (double-click, Enter) opens the file at that place in the
system's editor, since the fix is always an edit of that file.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from desktop.qt import (
    QColor,
    QDesktopServices,
    QDockWidget,
    QLabel,
    QListWidget,
    QListWidgetItem,
    Qt,
    QUrl,
    QVBoxLayout,
    QWidget,
    Signal,
)
from desktop.texts import problem_line

ERROR, WARNING, INFO = "error", "warning", "info"
COLORS = {ERROR: "#c0392b", WARNING: "#b9770e", INFO: "#4a5a66"}
ORDER = {ERROR: 0, WARNING: 1, INFO: 2}


@dataclass(frozen=True)
class Finding:
    """One line of the panel: its text (``FILE:ROW:COLUMN: message``) and where to look."""

    text: str
    path: str
    row: int | None = None
    column: str | None = None
    severity: str = ERROR
    problem: Any = field(default=None, compare=False, repr=False)  # the engine's, if any

    @classmethod
    def of(cls, problem: Any) -> Finding:
        """From an engine ``Problem`` (shown in the interface language)."""
        return cls(problem_line(problem), str(problem.path), problem.row, problem.column,
                   str(problem.severity or ERROR), problem)

    def line(self) -> str:
        """The text as shown now (an engine problem's in the current interface language)."""
        return self.text if self.problem is None else problem_line(self.problem)

    @classmethod
    def about(cls, path: str, message: str, severity: str = WARNING) -> Finding:
        """A problem of a whole file (an image that cannot be shown, say)."""
        return cls(f"{path}: {message}", path, None, None, severity)


class ErrorPanel(QDockWidget):
    """A dock listing every current problem; it shows itself when an error arrives."""

    problemActivated = Signal(str, int, str)  # file, row (0: none), column ("": none)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("errors")
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.list = QListWidget()
        self.list.setWordWrap(True)
        self.list.itemActivated.connect(self._activated)
        layout.addWidget(self.summary)
        layout.addWidget(self.list, 1)
        self.setWidget(body)
        self.sources: dict[str, list[Finding]] = {}
        self.problemActivated.connect(self.open_in_editor)
        self.retranslate()

    def retranslate(self) -> None:
        """Texts in the interface language."""
        self.setWindowTitle(self.tr("Card set problems"))
        self._refresh()

    def set_findings(self, source: str, findings: list[Finding]) -> None:
        """Replace the lines of one source; show the panel if any of them is an error."""
        self.sources[source] = list(dict.fromkeys(findings))
        self._refresh()
        if any(f.severity == ERROR for f in findings):
            self.show()
            self.raise_()

    def add_finding(self, source: str, finding: Finding) -> None:
        """Add one line to a source's lines."""
        self.set_findings(source, [*self.sources.get(source, []), finding])

    def findings(self) -> list[Finding]:
        """Every line shown: errors, then warnings, then notes."""
        everything = [f for lines in self.sources.values() for f in lines]
        return sorted(everything, key=lambda f: ORDER.get(f.severity, 0))

    def lines(self) -> list[str]:
        """The shown lines as text (``FILE:ROW:COLUMN: message``)."""
        return [f.line() for f in self.findings()]

    def _refresh(self) -> None:
        self.list.clear()
        findings = self.findings()
        for finding in findings:
            item = QListWidgetItem(finding.line())
            item.setData(Qt.ItemDataRole.UserRole,
                         (finding.path, finding.row or 0, finding.column or ""))
            item.setForeground(QColor(COLORS.get(finding.severity, COLORS[ERROR])))
            item.setToolTip(self.tr("Double-click to open the file"))
            self.list.addItem(item)
        errors = sum(f.severity == ERROR for f in findings)
        notes = sum(f.severity == INFO for f in findings)
        warnings = len(findings) - errors - notes
        if not findings:
            self.summary.setText(self.tr("No problems."))
        else:
            summary = [self.tr("%n error(s)", "", errors), self.tr("%n warning(s)", "", warnings)]
            if notes:
                summary.append(self.tr("%n note(s)", "", notes))
            self.summary.setText(", ".join(summary))

    def _activated(self, item: QListWidgetItem) -> None:
        path, row, column = item.data(Qt.ItemDataRole.UserRole)
        self.problemActivated.emit(path, row, column)

    def open_in_editor(self, path: str, _row: int, _column: str) -> None:
        """Open the file in the system's editor (the row is in the line shown)."""
        if path and Path(path).is_file():
            QDesktopServices.openUrl(QUrl.fromLocalFile(path))
