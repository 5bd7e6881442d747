-- A card's reported facts are looked up by card (the dry run, the overview's funnel).
CREATE INDEX statement_lines_card_idx ON statement_lines (card);
