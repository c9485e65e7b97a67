"""Card sets for playtesters: opening, browsing, live reload, images, image drops, proofs."""
