"""The table: one QGraphicsScene holding every zone and card."""
