/* What a card's face says besides its name, cost and text, as the table's own faces say it
   (desktop/table/cardface.py: type_line, stats_text): the type with its subtype and tribe, then
   life, strike and the other printed stats. Shared by the overlay and the phones' page;
   `named(kind, word)` gives a word in the page's language ("types", "stats"). A stat that is not
   a number or a word (a cost modifier: the card's text says it) is not printed. */
"use strict";

window.cardLines = (() => {
  const TYPE_LINE = ["subtype", "tribe"];
  const NOT_STATS = ["life", "strike", "cost", "name", "type", "text", ...TYPE_LINE];

  /* "creature · amulet · dwarf" */
  function typeLine(card, named) {
    const stats = card.stats || {};
    const parts = [card.type || "", ...TYPE_LINE.filter((k) => stats[k]).map((k) => String(stats[k]))];
    return parts.filter(Boolean).map((part) => named("types", part)).join(" · ");
  }

  /* "♥5  ⚔1-2-3  power 5"; with `abilities`, a yes/no stat that is there by its name. */
  function statsText(card, named, abilities = false) {
    const stats = card.stats || {};
    const parts = [];
    if (stats.life !== undefined && stats.life !== null) parts.push(`♥${stats.life}`);
    if (stats.strike !== undefined && stats.strike !== null) parts.push(`⚔${[].concat(stats.strike).join("-")}`);
    for (const [key, value] of Object.entries(stats)) {
      if (NOT_STATS.includes(key) || value === null || value === undefined || value === false) continue;
      if (value === true) {
        if (abilities) parts.push(named("stats", key));
      } else if (typeof value === "number" || typeof value === "string") {
        parts.push(`${named("stats", key)} ${value}`);
      }
    }
    return parts.join("  ");
  }

  return { typeLine, statsText };
})();
