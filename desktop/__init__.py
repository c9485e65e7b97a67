"""Cardtable's desktop table (PySide6): the scene, windows and dialogs over the rules engine."""
