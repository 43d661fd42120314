import ast
import inspect
import sys


def checked(function):
    """Recompile `function` from its module's source with a guard that its first argument
    is not negative; leave it unchanged (and say so) if the source cannot be found."""
    try:
        source = inspect.getsource(sys.modules[function.__module__])
    except (OSError, TypeError) as error:
        print("no source:", type(error).__name__)
        return function
    tree = ast.parse(source)
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.FunctionDef)
            and node.name == function.__name__
            and node.lineno + len(node.decorator_list) >= function.__code__.co_firstlineno
        ):
            break
    else:
        print("not found:", function.__name__)
        return function
    argument = node.args.args[0].arg
    guard = ast.parse(
        f"if {argument} < 0: raise ValueError('{node.name}: {argument} < 0')"
    ).body[0]
    node.body.insert(0, guard)
    node.decorator_list = []
    module = ast.Module(body=[node], type_ignores=[])
    ast.fix_missing_locations(module)
    namespace = dict(function.__globals__)
    exec(compile(module, function.__code__.co_filename, "exec"), namespace)
    return namespace[node.name]
