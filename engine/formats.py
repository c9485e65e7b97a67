"""The record formats: the one this engine writes, and the older ones whose records it reads.

A record without ``format`` in its header was written before record formats (0 here). Each line
of a record keeps the rules of its format: today's are :class:`engine.ruleset.Ruleset` and each
game's subclass; an older format's are frozen subclasses (:mod:`engine.oldrules` for what every
game did then, a game's ``older.py`` for its own), which the registry picks by the line's format.
"""

FORMAT = 3  # the format this engine writes
BEFORE_FORMATS = 0  # a record written before record formats
