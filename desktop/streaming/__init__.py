"""Streaming: the broadcast window and the browser overlay, drawn only from spectator views."""
