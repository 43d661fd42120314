print("main: start")
import alpha  # noqa: E402

print("main: between imports, alpha.READY =", alpha.READY)
import beta  # noqa: E402

print("main: after beta")
print(alpha.describe())
print(beta.describe())
