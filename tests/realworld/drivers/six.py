"""Driver: six (single module; lazy six.moves via a sys.meta_path importer, metaclass helpers)."""

import abc
import functools

import six
from six.moves import configparser, filter, map, queue, range, reduce, zip, zip_longest
from six.moves.urllib.parse import quote, urlencode, urlparse

print("flags", six.PY2, six.PY3, six.PY34, six.MAXSIZE == 2**63 - 1)
print(
    "types",
    six.string_types,
    six.integer_types,
    six.class_types,
    six.text_type,
    six.binary_type,
)
print(
    "moves",
    list(range(3)),
    list(map(str, [1, 2])),
    list(filter(None, [0, 1, 2])),
    list(zip("ab", "cd")),
)
print(
    "reduce",
    reduce(lambda a, b: a * b, range(1, 6)),
    list(zip_longest("ab", "c", fillvalue="-")),
)
print(
    "urllib",
    quote("a b/c"),
    urlencode([("q", "x y"), ("n", 1)]),
    urlparse("http://h:8/p?q=1").port,
)
q = queue.Queue()
q.put(1)
print("queue", q.get(), q.empty(), queue.Empty.__name__)
cp = configparser.ConfigParser()
cp.read_string("[bot]\ndepth = 6\nname = alpha\n")
print("configparser", cp.getint("bot", "depth"), cp.get("bot", "name"))
print(
    "moves attrs",
    six.moves.builtins.len("abc"),
    six.moves.input.__name__,
    six.moves.getcwd.__name__,
)
print(
    "moves module names",
    six.moves.cPickle.__name__,
    six.moves.http_client.__name__,
    six.moves.reprlib.__name__,
)
print(
    "b/u",
    six.b("abc"),
    six.u("x\\u00e9"),
    six.unichr(233),
    six.int2byte(65),
    six.byte2int(b"A"),
)
print(
    "bytes",
    six.indexbytes(b"abc", 1),
    list(six.iterbytes(b"hi")),
    six.BytesIO(b"xy").read(),
    six.StringIO("s").read(),
)
print(
    "ensure",
    six.ensure_str(b"bytes"),
    six.ensure_binary("text"),
    six.ensure_text(b"caf\xc3\xa9"),
)
d = {"b": 2, "a": 1}
print(
    "dict iters",
    sorted(six.iteritems(d)),
    sorted(six.iterkeys(d)),
    sorted(six.itervalues(d)),
)
print(
    "dict views",
    sorted(six.viewkeys(d)),
    sorted(six.viewitems(d)),
    sorted(six.viewvalues(d)),
)
it = iter([1, 2])
print("next", six.next(it), six.advance_iterator(it), six.callable(len))


def f(a, b=2):
    return a + b


print(
    "function",
    six.get_function_code(f).co_argcount,
    six.get_function_defaults(f),
    six.get_function_globals(f) is globals(),
)


class Meta(type):
    def __new__(mcs, name, bases, ns):
        ns["tag"] = name.lower()
        return super().__new__(mcs, name, bases, ns)


class WithMeta(six.with_metaclass(Meta, object)):
    pass


@six.add_metaclass(Meta)
class Added(object):
    __slots__ = ("x",)


@six.add_metaclass(abc.ABCMeta)
class Base(object):
    @abc.abstractmethod
    def run(self):
        pass


print(
    "with_metaclass",
    type(WithMeta).__name__,
    WithMeta.tag,
    WithMeta.__mro__[1].__name__,
)
print("add_metaclass", type(Added).__name__, Added.tag, Added.__slots__)
try:
    Base()
except TypeError as exc:
    print("abstract", type(exc).__name__)


class Impl(Base):
    def run(self):
        return "ran"


bm = six.create_bound_method(lambda self: type(self).__name__, Impl())
print(
    "bound",
    bm(),
    six.get_method_function(bm).__name__,
    type(six.get_method_self(bm)).__name__,
)
print(
    "unbound",
    six.get_unbound_function(Impl.run)(Impl()),
    six.create_unbound_method(Impl.run, Impl) is Impl.run,
)


@six.python_2_unicode_compatible
class Greeting(object):
    def __str__(self):
        return "héllo"


print("p2uc", str(Greeting()))


@six.wraps(f)
def g(*args):
    return f(*args)


print("wraps", g.__name__, g.__wrapped__ is f, g(1))
try:
    try:
        raise KeyError("inner")
    except KeyError:
        six.raise_from(ValueError("outer"), None)
except ValueError as exc:
    print("raise_from", exc, exc.__cause__, exc.__suppress_context__)
try:
    try:
        1 / 0
    except ZeroDivisionError as exc:
        tb = exc.__traceback__
        six.reraise(RuntimeError, RuntimeError("re"), tb)
except RuntimeError as exc:
    print("reraise", exc, exc.__traceback__ is not None)
buf = six.StringIO()
six.print_("x", 1, sep="-", end="!\n", file=buf)
six.print_("to stdout", flush=True)
print("print_", buf.getvalue().strip())
six.exec_("z = 6 * 7", globals())
print("exec_", z)  # noqa: F821
ns = {}
six.exec_("w = len('abcd')", ns)
print("exec_ ns", ns["w"])


class Mover(object):
    pass


six.add_move(six.MovedAttribute("my_partial", "functools", "functools", "partial"))
print("add_move", six.moves.my_partial is functools.partial)
six.remove_move("my_partial")
try:
    six.moves.my_partial
except AttributeError:
    print("remove_move ok")
print("assert helpers", six.assertCountEqual.__name__, six.assertRegex.__name__)
print("version", six.__version__)
print("done")
