import ai.search.alphabeta
import ai.search

print(ai.search.alphabeta.run([3, 5, 2, 9, 1], depth=2))
print("package constant:", ai.search.DEFAULT_DEPTH, ai.NAME)
print("helper through the chain:", ai.search.alphabeta.clamp(15))
import ai.search.alphabeta as ab  # noqa: E402

print("alias is the same module:", ab is ai.search.alphabeta)
