"""The local arena kit: referees, the match runner, transcripts, and the `play`, `replay` and
`record` commands. Needs the `arena` extra (python-chess) for the chess referees; the bundling
core never imports it."""
