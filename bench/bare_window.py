"""The floor for bench/desktop_launch.py: a bare PySide6 main window, nothing else.

The same size as Cardtable's window (1500×920) and a title ending in "Cardtable", so that the
benchmark times it exactly as it times the app: to its mapped window and to its first paint.
It imports the three Qt modules the app imports, and runs the event loop until it is killed.
"""

import sys

from PySide6.QtCore import QCoreApplication  # noqa: F401  (the app imports QtCore, QtGui, QtWidgets)
from PySide6.QtGui import QGuiApplication  # noqa: F401
from PySide6.QtWidgets import QApplication, QMainWindow

app = QApplication(sys.argv[:1])
window = QMainWindow()
window.setWindowTitle("Bare PySide6 window — Cardtable")
window.resize(1500, 920)
window.show()
sys.exit(app.exec())
