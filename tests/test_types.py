"""The type checker sees Qt's real types through desktop.qt (issue 29: "Qt names typed"): a Qt
name is PySide6's class, not ``Any``, and a name Qt does not have is an error. (``.ci/run`` runs
mypy over engine/ and desktop/ with pyproject.toml's settings.)"""

from __future__ import annotations

from pathlib import Path

from mypy import api

ROOT = Path(__file__).resolve().parents[1]

CODE = """
from desktop.qt import QRectF, QWidget, Qt
from desktop.qt import QNoSuchWidget
reveal_type(QWidget().width())
reveal_type(QRectF().center())
reveal_type(Qt.AlignmentFlag.AlignLeft)
"""


def test_qt_names_have_pyside6s_types_and_a_misspelt_one_is_an_error(tmp_path: Path) -> None:
    snippet = tmp_path / "snippet.py"
    snippet.write_text(CODE, "utf-8")
    out, err, _status = api.run(["--config-file", str(ROOT / "pyproject.toml"), str(snippet)])
    assert 'Revealed type is "int"' in out, out + err
    assert 'Revealed type is "PySide6.QtCore.QPointF"' in out, out
    assert "PySide6.QtCore.Qt.AlignmentFlag" in out, out
    assert 'Module "desktop.qt" has no attribute "QNoSuchWidget"' in out, out
