"""The arena kit: local referees, matches, transcripts and what is built on them."""
