"""WCAG's contrast ratio between two colours (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio),
for tests that measure a focus mark against what lies around it (2.4.7, 1.4.11: 3:1 or more)."""

from __future__ import annotations

from desktop.qt import QColor


def luminance(color: QColor) -> float:
    """The relative luminance of an sRGB colour."""

    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    return (0.2126 * channel(color.red()) + 0.7152 * channel(color.green())
            + 0.0722 * channel(color.blue()))


def contrast(one: QColor, other: QColor) -> float:
    """The contrast ratio of two colours, 1 to 21."""
    high, low = sorted((luminance(one), luminance(other)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def best_contrast(marks: list[QColor], around: list[QColor], thickness: int = 2) -> float:
    """How a mark stands out: the lowest, over the colours ``around`` it, of the contrast that
    ``thickness`` of its pixels (sampled across it, one a pixel) have with that colour at least.
    A two-tone mark stands out on light and dark alike; a dotted 1 px frame does not."""
    return min(sorted((contrast(mark, colour) for mark in marks), reverse=True)[thickness - 1]
               for colour in around)
