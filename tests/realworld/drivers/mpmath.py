"""Driver: mpmath (the package replaces its own module's `__class__` through
`sys.modules[__name__]`, module `__getattr__` for deprecated names, an optional `gmpy2` backend
import under an `os.environ` test, hypergeometric series generated as source and `exec`'d with
`globals()`, contexts binding hundreds of methods, docstrings attached at run time)."""

import warnings

import mpmath
from mpmath import fp, iv, mp, mpc, mpf, matrix

mp.dps = 30
print("backend", mpmath.libmp.BACKEND, mpmath.__version__ is not None)
print("pi", mp.pi, "e", mp.e, "phi", +mp.phi)
print("sqrt2", mpmath.sqrt(2), "cbrt", mpmath.cbrt(27), "root", mpmath.root(5, 7))
print("exp/log", mpmath.exp(1), mpmath.log(10), mpmath.log(8, 2))
print("trig", mpmath.sin(1), mpmath.cos(mp.pi / 3), mpmath.atan2(1, 1) * 4)
print("hyperbolic", mpmath.sinh(1), mpmath.acosh(2))
print("repr", repr(mpf("1.5")), repr(mpc(1, -2)), str(mpf(1) / 3))
print("complex", mpmath.sqrt(-4), mpmath.exp(1j * mp.pi), abs(mpc(3, 4)))
print("rational", mpf(1) / 7, mpmath.fraction(1, 3), mpmath.nstr(mpf(2) / 3, 8))
print(
    "rounding",
    mpmath.floor(-2.5),
    mpmath.nint(2.5),
    mpmath.frac(mpf("3.75")),
    mpmath.ldexp(1, 10),
)
print(
    "special gamma",
    mpmath.gamma(mpf("0.5")) ** 2,
    mpmath.factorial(20),
    mpmath.binomial(50, 25),
)
print("zeta", mpmath.zeta(2), mpmath.zeta(3), mpmath.altzeta(1))
print("erf", mpmath.erf(1), mpmath.erfc(2), mpmath.erfinv(mpf("0.5")))
print("bessel", mpmath.besselj(0, 1), mpmath.bessely(1, 2))
print(
    "hyp",
    mpmath.hyp2f1(1, 1, 2, mpf("0.5")),
    mpmath.hyp1f1(1, 2, 1),
    mpmath.hyper([1, 1], [2], mpf("-0.5")),
)
print("polylog", mpmath.polylog(2, mpf("0.5")), mpmath.lambertw(1))
print(
    "numbers",
    mpmath.bernoulli(12),
    mpmath.bernfrac(12),
    mpmath.fib(100),
    mpmath.bell(10),
    mpmath.primepi(1000),
)
print("constants", +mp.euler, +mp.catalan, +mp.khinchin)

print("--- calculus")
print("quad", mpmath.quad(lambda x: mpmath.exp(-x * x), [-mpmath.inf, mpmath.inf]))
print("quad 2d", mpmath.quad(lambda x, y: x * y, [0, 1], [0, 2]))
print("diff", mpmath.diff(mpmath.sin, 0), mpmath.diff(lambda x: x**3, 2, 2))
print("taylor", mpmath.taylor(mpmath.exp, 0, 4))
print("nsum", mpmath.nsum(lambda k: 1 / k**2, [1, mpmath.inf]))
print("limit", mpmath.limit(lambda x: mpmath.sin(x) / x, 0))
print("findroot", mpmath.findroot(lambda x: x**3 - 2 * x - 5, 2))
print("polyroots", mpmath.polyroots([1, 0, -2]), mpmath.polyval([1, 2, 3], 2))
print("odefun", mpmath.odefun(lambda x, y: y, 0, 1)(1))
print("chebyfit", [mpmath.nstr(c, 6) for c in mpmath.chebyfit(mpmath.cos, [0, 1], 4)])

print("--- matrices and linear algebra")
A = matrix([[2, 1], [1, 3]])
b = matrix([1, 2])
print("A", A.tolist(), "det", mpmath.det(A))
print("solve", mpmath.lu_solve(A, b).T.tolist())
print("inverse", (A**-1).tolist())
print("eig", sorted(mpmath.nstr(x, 10) for x in mpmath.eig(A)[0]))
print("norm", mpmath.mnorm(A, 1), mpmath.norm(b))
print("expm", mpmath.nstr(mpmath.expm(matrix([[0, 1], [0, 0]])), 5))

print("--- contexts")
with mpmath.workdps(50):
    print("workdps 50", mpmath.sqrt(3))
print("back to", mp.dps, mpmath.sqrt(3))


@mpmath.extradps(20)
def cancellation(x):
    return (mpmath.exp(x) - 1 - x) / x**2


print("extradps", mpmath.nstr(cancellation(mpf("1e-20")), 15))
print("fp", fp.pi, fp.gamma(5.5), type(fp.sqrt(2)).__name__)
print("iv", iv.mpf([1, 2]) + iv.mpf([3, 4]), iv.pi.delta < 1e-25)
print(
    "identify",
    mpmath.identify(mpf("0.75") * mp.pi),
    mpmath.pslq([mp.pi, mpf(22) / 7, 1], maxcoeff=1000),
)
print(
    "convert",
    mpmath.mpmathify("1/3"),
    mpmath.mpmathify("2+3j"),
    int(mpf("1e5")),
    float(mp.pi),
)
print("to_str", mpmath.nstr(mp.pi, 50), mpmath.nprint is not None)
try:
    mpmath.dps = 10
except AttributeError as error:
    print("module guard |", error)
print("module class", type(mpmath).__name__)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    print(
        "deprecated math2",
        mpmath.math2.sqrt(4.0),
        [w.category.__name__ for w in caught],
    )
print(
    "docs",
    "Computes" in (mpmath.gamma.__doc__ or "")
    or "gamma" in (mpmath.gamma.__doc__ or ""),
)
mp.dps = 15
print("done", mp)
