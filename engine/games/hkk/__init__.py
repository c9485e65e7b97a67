"""HKK (Hatalom Kártyái), the Hungarian card game: its data, its rules and its own acts, and its
rules of older record formats."""

from engine.games import GameDefinition
from engine.games.hkk.acts import ACTS
from engine.games.hkk.older import OLDER
from engine.games.hkk.rules import HKKData, HKKRules

GAME = GameDefinition.load(__name__, rules=HKKRules, data=HKKData, acts=ACTS, older=OLDER)
