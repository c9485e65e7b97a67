"""The bundled program's entry point (PyInstaller runs this file as ``__main__``)."""

import sys

from desktop.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
