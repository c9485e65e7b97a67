"""Lantern, a small game made up for test_third_game.py: its data and its rules, one package."""

from engine.games.lantern.rules import LanternRules

from engine.games import GameDefinition

GAME = GameDefinition.load(__name__, rules=LanternRules)
