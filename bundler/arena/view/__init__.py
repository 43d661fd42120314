"""The viewer's parts: a game as frames (`model`), the HTML page (`page`, `page.html`) and
what the chess arenas' boards share (`chessboard`); `bundler.arena.pages` puts them together
with each arena's board module."""
