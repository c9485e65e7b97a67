"""The interface language: choosing it, installing Qt's and Cardtable's translators, switching live.

Qt's own strings come from ``qtbase_<lang>.qm`` (shipped with PySide6; ``assets/translations`` is
searched as well), Cardtable's from ``cardtable_<lang>.qm`` in ``assets/translations``. English needs
no translation but has a numerus-only ``cardtable_en.qm`` ("1 card", "2 cards"). Swapping the
translators makes Qt send ``QEvent.LanguageChange`` to every widget; each window rebuilds its texts
in its ``retranslate`` method, so the language changes without a restart.
"""

from __future__ import annotations

from pathlib import Path

from desktop import texts
from desktop.qt import (
    QT_TRANSLATE_NOOP,
    QAction,
    QActionGroup,
    QCoreApplication,
    QEvent,
    QLibraryInfo,
    QLocale,
    QMenu,
    QObject,
    QPixmapCache,
    QTranslator,
    QWidget,
)
from desktop.settings import Settings

# Qt's own strings that the catalogs shipped with PySide6 lack: Qt 6.11's file dialog gave two
# labels an accelerator ("&Look in:", "Files of &type:") and qtbase_hu/ru.qm still translate the
# old texts; the file list's Type column names a folder or a drive in QAbstractFileIconProvider's
# context, which qtbase_ru.qm does not have yet (it has Qt 5's). Cardtable's catalog carries them
# in Qt's own contexts (without Qt's disambiguation, which a catalog lookup falls back from); it is
# searched first.
QT_OWN_STRINGS = (QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
                  QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
                  QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Folder"),
                  QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Shortcut"),
                  QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Drive"),
                  QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Unknown"))

# Each language in its own words: never translated, so everyone finds their own.
LANGUAGES = {"en": "English", "hu": "Magyar", "ru": "Русский"}
DEFAULT = "en"
CATALOGS = ("qtbase", "cardtable")


def translations_dir() -> Path:
    """Cardtable's compiled translations (``cardtable_<lang>.qm``)."""
    from engine.resources import assets_dir

    return assets_dir() / "translations"


def qt_translations_dirs() -> list[Path]:
    """Where Qt's own catalogs (``qtbase_<lang>.qm``) may be: Qt's folder, then ours."""
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    return [Path(qt_dir), translations_dir()] if qt_dir else [translations_dir()]


def system_language() -> str:
    """The first of the system's preferred languages that Cardtable speaks (else English)."""
    for name in QLocale.system().uiLanguages():
        code = name.replace("-", "_").split("_")[0].lower()
        if code in LANGUAGES:
            return code
    return DEFAULT


def choose_language(requested: str | None, saved: str) -> str:
    """``--lang`` wins, then the choice saved from the menu, then the system's language."""
    for choice in (requested, saved):
        if choice in LANGUAGES:
            return str(choice)
    return system_language()


class Translations(QObject):
    """The installed translators of one application, swapped as a whole."""

    def __init__(self, app: QCoreApplication) -> None:
        super().__init__(app)
        self.app = app
        self.language = DEFAULT
        self.translators: list[QTranslator] = []
        self.loaded: list[str] = []

    def _load(self, catalog: str, language: str) -> QTranslator | None:
        folders = qt_translations_dirs() if catalog == "qtbase" else [translations_dir()]
        for folder in folders:
            translator = QTranslator(self)
            if translator.load(f"{catalog}_{language}", str(folder)):
                return translator
        return None

    def clear(self) -> None:
        """Remove every translator: the source strings (English, with "card(s)") show."""
        for translator in self.translators:
            self.app.removeTranslator(translator)
        self.translators, self.loaded = [], []

    def set_language(self, language: str) -> list[str]:
        """Install ``language``'s catalogs (replacing the old ones); returns the loaded names.

        Every widget has received ``QEvent.LanguageChange`` when this returns.
        """
        if language not in LANGUAGES:
            raise ValueError(f"no such interface language: {language!r}")
        self.clear()
        QLocale.setDefault(QLocale(language))
        for catalog in CATALOGS:
            translator = self._load(catalog, language)
            if translator is not None:
                self.app.installTranslator(translator)
                self.translators.append(translator)
                self.loaded.append(f"{catalog}_{language}")
        self.language = language
        QPixmapCache.clear()  # card faces are drawn with words (type lines) in them
        retranslate_all()
        return list(self.loaded)


def retranslate_all() -> None:
    """Deliver ``LanguageChange`` to every window now (Qt posts it; this does not wait)."""
    app = QCoreApplication.instance()
    if app is None:
        return
    QCoreApplication.sendEvent(app, QEvent(QEvent.Type.LanguageChange))
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)


_current: dict[str, Translations] = {}


def install(app: QCoreApplication, requested: str | None, settings: Settings) -> Translations:
    """Start-up: the language from the command line, the menu's saved choice or the system."""
    translations = _current.get("app")
    if translations is None or translations.app is not app:
        translations = Translations(app)
        _current["app"] = translations
    texts.use_game_zone_names(settings.game_zone_names)
    translations.set_language(choose_language(requested, settings.language))
    return translations


def current() -> Translations | None:
    """The application's translations, once :func:`install` ran."""
    return _current.get("app")


class LanguageMenu(QMenu):
    """Settings → Language: the system's language or a fixed one, and the games' zone names.

    The choice is saved (QSettings) and applied at once: every window retranslates.
    """

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.group = QActionGroup(self)
        self.group.setExclusive(True)
        self.system = self._choice("")
        self.addSeparator()
        self.choices = {code: self._choice(code) for code in LANGUAGES}
        self.addSeparator()
        self.zone_names = QAction(self)
        self.zone_names.setCheckable(True)
        self.zone_names.setChecked(settings.game_zone_names)
        self.zone_names.toggled.connect(self.set_game_zone_names)
        self.addAction(self.zone_names)
        self.retranslate()

    def _choice(self, code: str) -> QAction:
        action = QAction(self)  # (text, parent) would have PySide6 set up QIcon to rule it out
        action.setText(LANGUAGES.get(code, ""))
        action.setCheckable(True)
        action.setData(code)
        action.setChecked(self.settings.language == code)
        action.triggered.connect(lambda _=False, c=code: self.choose(c))
        self.group.addAction(action)
        self.addAction(action)
        return action

    def retranslate(self) -> None:
        """Texts in the interface language (the languages keep their own names); the language
        in use is checked (``--lang`` may differ from the saved choice)."""
        self.setTitle(self.tr("&Language"))
        self.system.setText(self.tr("System language (%s)") % LANGUAGES[system_language()])
        self.zone_names.setText(self.tr("Game terms in the game's language"))
        translations = current()
        in_use = translations.language if translations is not None else system_language()
        if self.settings.language == "" and in_use == system_language():
            self.system.setChecked(True)
        else:
            self.choices.get(in_use, self.system).setChecked(True)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def choose(self, code: str) -> None:
        """Use ``code`` ("" = the system's language) from now on, and remember it."""
        self.settings.language = code
        self.settings.sync()
        translations = current()
        if translations is not None:
            translations.set_language(choose_language(None, code))  # retranslates: checks too

    def set_game_zone_names(self, on: bool) -> None:
        """Name zones in the game's own language (its terms as its rules write them) or not."""
        self.settings.game_zone_names = on
        self.settings.sync()
        texts.use_game_zone_names(on)
        retranslate_all()
