"""The browser overlay: a loopback-only HTTP server (``server``) and its page (``static/``)."""
