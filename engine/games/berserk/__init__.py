"""Berserk, the Russian card game: its data, its rules, its mulligan and its card field kinds,
and its rules of older record formats."""

from engine.games import GameDefinition
from engine.games.berserk.acts import ACTS
from engine.games.berserk.cards import KINDS
from engine.games.berserk.older import OLDER
from engine.games.berserk.rules import BerserkData, BerserkRules

GAME = GameDefinition.load(__name__, rules=BerserkRules, data=BerserkData, acts=ACTS,
                           card_kinds=KINDS, older=OLDER)
