"""The free table: any zones, nothing enforced (its data sets no rule); it takes the fields of
every game's cards and the mulligan as a plain procedure."""

from engine.games import GameDefinition
from engine.games.berserk.cards import KINDS
from engine.games.free.acts import ACTS
from engine.games.free.older import OLDER

GAME = GameDefinition.load(__name__, acts=ACTS, card_kinds=KINDS, older=OLDER)
