"""Driver: colorama (ANSI code tables generated from class attributes, `AnsiToWin32` stripping
and converting escape sequences written to a stream, `init`/`deinit` wrapping sys.stdout).
"""

import io
import sys

import colorama
from colorama import AnsiToWin32, Back, Cursor, Fore, Style, ansi

print(
    "fore",
    sorted(
        (name, repr(value))
        for name, value in vars(Fore).items()
        if not name.startswith("_")
    ),
)
print(
    "back",
    [repr(getattr(Back, name)) for name in ["RED", "GREEN", "LIGHTBLUE_EX", "RESET"]],
)
print(
    "style",
    [repr(getattr(Style, name)) for name in ["BRIGHT", "DIM", "NORMAL", "RESET_ALL"]],
)
print(
    "cursor",
    repr(Cursor.UP(2)),
    repr(Cursor.DOWN()),
    repr(Cursor.FORWARD(3)),
    repr(Cursor.BACK(1)),
    repr(Cursor.POS(4, 5)),
)
print(
    "ansi helpers",
    repr(ansi.set_title("t")),
    repr(ansi.clear_screen()),
    repr(ansi.clear_line(1)),
    repr(ansi.code_to_chars(31)),
)
text = (
    Fore.RED
    + "red"
    + Back.GREEN
    + " on green"
    + Style.RESET_ALL
    + " plain"
    + Cursor.UP(1)
)
for strip in [False, True]:
    stream = io.StringIO()
    wrapper = AnsiToWin32(stream, strip=strip, convert=False)
    wrapper.write(text)
    wrapper.write("\n")
    print("strip", strip, repr(stream.getvalue()), wrapper.should_wrap())
stream = io.StringIO()
wrapper = AnsiToWin32(stream, autoreset=True, strip=False, convert=False)
wrapper.stream.write(Fore.BLUE + "auto")
print("autoreset", repr(stream.getvalue()))
print("regexes", [m.groups() for m in AnsiToWin32.ANSI_CSI_RE.finditer(text)])
print("osc", [m.groups() for m in AnsiToWin32.ANSI_OSC_RE.finditer(text)])
wrapper = AnsiToWin32(io.StringIO(), strip=False, convert=False)
print(
    "extract params",
    wrapper.extract_params("m", "1;31"),
    wrapper.extract_params("H", ""),
    wrapper.extract_params("J", ""),
)
original = sys.stdout
colorama.init(strip=True, convert=False)
print(Fore.GREEN + "stripped by init" + Style.RESET_ALL)
print("wrapped", sys.stdout is not original)
colorama.deinit()
print("unwrapped", sys.stdout is original)
colorama.reinit()
colorama.deinit()
with colorama.colorama_text(strip=True, convert=False):
    print(Fore.YELLOW + "inside context" + Fore.RESET)
print("just_fix", colorama.just_fix_windows_console() is None)
print("restored", sys.stdout is original)
print("styles", repr(Style.BRIGHT + Fore.LIGHTRED_EX + "x" + Style.RESET_ALL))
print(
    "winterm",
    colorama.winterm is not None if hasattr(colorama, "winterm") else "n/a",
    colorama.win32.windll is None,
)
for name in ["BLACK", "RED", "GREEN", "YELLOW", "BLUE", "MAGENTA", "CYAN", "WHITE"]:
    print(
        name,
        repr(getattr(Fore, name)),
        repr(getattr(Back, name)),
        repr(getattr(Fore, "LIGHT" + name + "_EX")),
    )
print(
    "codes",
    ansi.AnsiFore.RED,
    ansi.AnsiBack.RESET,
    ansi.AnsiStyle.BRIGHT,
    ansi.AnsiCursor().UP(5) == Cursor.UP(5),
)
print("version", colorama.__version__)
