"""The local arena kit: referees, the match runner, transcripts, replay, crash tracebacks
through source maps and the viewer, which the `play`, `replay`, `record` and `view` commands
drive. Needs the `arena` extra (python-chess) for the chess referees; the bundling core never
imports it."""
