"""The one module that imports PySide6 (like Anki's ``aqt.qt``).

Everything else in ``desktop`` imports Qt names from here, so a Qt upgrade or a binding switch
touches this file only.
"""

from PySide6 import __version__ as PYSIDE_VERSION  # noqa: F401
from PySide6.QtCore import *  # noqa: F403
from PySide6.QtGui import *  # noqa: F403
from PySide6.QtSvg import QSvgRenderer  # noqa: F401
from PySide6.QtWidgets import *  # noqa: F403
