"""Driver: click (decorator-built commands and groups, parameter types, help text formatted from
docstrings, `CliRunner` isolation swapping sys.stdin/stdout, contexts and `pass_obj`, shell
completion data, `click.echo`/`style`)."""

import click
from click.testing import CliRunner


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.option("--verbose", "-v", count=True, help="Be chatty.")
@click.option("--name", default="bot", show_default=True, envvar="BOT_NAME")
@click.version_option("1.2.3", prog_name="arena")
@click.pass_context
def cli(ctx, verbose, name):
    """An arena command line.

    It plays games and reports scores.
    """
    ctx.obj = {"verbose": verbose, "name": name}


@cli.command()
@click.argument("games", type=click.IntRange(1, 100))
@click.option("--depth", type=int, default=3, help="Search depth.")
@click.option(
    "--colour",
    type=click.Choice(["white", "black"], case_sensitive=False),
    default="white",
)
@click.option("--seed", type=float, multiple=True)
@click.option("--fast/--slow", default=False)
@click.option("--pair", type=(str, int), default=("a", 1))
@click.pass_obj
def play(obj, games, depth, colour, seed, fast, pair):
    """Play GAMES games."""
    click.echo(
        f"play {obj} games={games} depth={depth} colour={colour} seed={seed} fast={fast} pair={pair}"
    )


@cli.command(name="echo-file")
@click.argument("src", type=click.File("r"))
@click.option("--upper", is_flag=True)
def echo_file(src, upper):
    """Copy SRC to stdout."""
    text = src.read()
    click.echo(text.upper() if upper else text, nl=False)


@cli.command()
@click.option("--password", prompt=True, hide_input=True, confirmation_prompt=True)
@click.option("--count", prompt="How many", type=int)
def secret(password, count):
    """Ask for things."""
    click.echo(f"secret {len(password)} {count}")


@cli.command()
@click.argument("values", nargs=-1, type=click.UNPROCESSED)
@click.option("--sep", default=",")
def join(values, sep):
    """Join VALUES."""
    click.echo(sep.join(values))
    if not values:
        raise click.UsageError("need values")


@cli.group()
def db():
    """Database commands."""


@db.command("init")
@click.confirmation_option(prompt="Drop it?")
def db_init():
    click.echo("initialised")


@cli.command()
def fail():
    raise click.ClickException("it broke")


runner = CliRunner()
INVOCATIONS = [
    (["--help"], None, {}),
    (["play", "--help"], None, {}),
    (["--version"], None, {}),
    (
        [
            "-vv",
            "--name",
            "zed",
            "play",
            "5",
            "--depth",
            "7",
            "--colour",
            "BLACK",
            "--seed",
            "1.5",
            "--seed",
            "2",
            "--fast",
            "--pair",
            "x",
            "9",
        ],
        None,
        {},
    ),
    (["play", "0"], None, {}),
    (["play", "x"], None, {}),
    (["play", "3", "--colour", "red"], None, {}),
    (["play"], None, {}),
    (["nope"], None, {}),
    (["pla", "3"], None, {}),
    (["echo-file", "-", "--upper"], "from stdin\n", {}),
    (["secret"], "pw\npw\n4\n", {}),
    (["secret"], "pw\nother\npw\npw\nx\n5\n", {}),
    (["join", "a", "--sep", "-", "b"], None, {}),
    (["join"], None, {}),
    (["db", "init"], "n\n", {}),
    (["db", "init", "--yes"], None, {}),
    (["db", "--help"], None, {}),
    (["fail"], None, {}),
    (["play", "2"], None, {"BOT_NAME": "from-env"}),
]
for args, stdin, env in INVOCATIONS:
    result = runner.invoke(cli, args, input=stdin, env=env, prog_name="arena")
    print(f"$ arena {' '.join(args)} -> exit {result.exit_code}")
    print(result.output.rstrip())
print(
    click.style("styled", fg="red", bold=True, underline=True),
    repr(click.unstyle(click.style("x", fg="green"))),
)
print(repr(click.style("rgb", fg=(1, 2, 3), bg=200)))
print("format_filename", click.format_filename(b"caf\xc3\xa9.txt"))
formatter = click.HelpFormatter(width=40)
formatter.write_usage("prog", "[OPTIONS] ARGS")
with formatter.section("Things"):
    formatter.write_dl(
        [("alpha", "the first letter of a long alphabet listing"), ("b", "second")]
    )
print(formatter.getvalue().rstrip())
print(
    "wrap",
    click.wrap_text(
        "a long line of text that should be wrapped nicely at a width",
        width=20,
        initial_indent="> ",
    ),
)
ctx = click.Context(cli, info_name="arena")
print("commands", cli.list_commands(ctx), [p.name for p in cli.params])
print(
    "types",
    click.INT("5", None, None),
    click.FLOAT.name,
    click.BOOL.convert("yes", None, None),
    click.Path(exists=False).name,
)
from click.shell_completion import ShellComplete

completer = ShellComplete(cli, {}, "arena", "_ARENA_COMPLETE")
print(
    "complete", [item.value for item in completer.get_completions(["play", "1"], "--c")]
)
print("complete", [item.value for item in completer.get_completions([], "")])
