"""Streaming: the broadcast window and the browser overlay, both drawn from spectator views only.

``feed`` holds what the audience may see of a spectator view (and nothing else), ``scene`` and
``window`` draw it for window capture, ``streaming`` wires both, and the overlay server
(``desktop.streaming.overlay``) into the main window's View menu.
"""
