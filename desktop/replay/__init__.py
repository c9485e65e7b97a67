"""Replays: any game record watched on the table, read-only (issue 14).

``python -m desktop replay FILE`` and File → Open replay… open a saved game, an autosave journal
(a torn one too) or a rules scenario in a :class:`~desktop.replay.window.ReplayWindow`; Review
this game opens the live game's own record the same way. The engine's
:class:`engine.timeline.Timeline` gives any position cheaply, as any viewer or the judge; this
package shows it: the table at that position, the log up to it, the action's verdict beside its
card, a scenario's expectations, a timeline to move along, and taking over from a position.

Nothing here is imported for a normal start of the app.
"""
