"""Stage 2, layout: flat or modules, decided once for the whole program, with every reason.

The flat layout (every module merged into one namespace) is an optimisation for programs
inside the known-safe subset of `observation`: no channel that one namespace cannot keep is
open (module identity, source lines, modules found at run time, data files), every
standard-library name used is listed, and the import structure is one that merging keeps
exactly (no cycle, no import inside a function or conditional, no module used as a
value...: `inline.flatten_reasons` and the flat resolve). Anything else gets the modules
layout, and the build report names each place that sent it there.

For a flat program the merge itself is done here (it is the last check: names that two
modules bind differently), so the pipeline branches once on the result.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from .errors import BundleError, FlattenError
from .inline import (
    Inlined,
    common_future_reasons,
    flatten_reasons,
    inline,
    module_scopes,
    shared_constant_reasons,
)
from .observation import Channel, Observations
from .options import Options
from .resolve import Program, resolve

REASONS_SHOWN = 5  # in the one line of a refused `--layout flat`


@dataclass(frozen=True)
class LayoutChoice:
    layout: str  # "flat" or "modules"
    reasons: tuple[str, ...]  # why not flat; empty for flat
    inlined: Inlined | None = None  # the merged program (flat)
    program: Program | None = None  # the program resolved for the flat layout


def choose_layout(
    root: Path,
    entry: str,
    options: Options,
    observations: Observations,
    keep_definition_names: bool,
) -> LayoutChoice:
    if options.layout == "modules":
        return LayoutChoice("modules", ("asked for (--layout modules)",))
    reasons = [str(observation) for observation in observations.layout_reasons()]
    try:
        program = resolve(root, entry, "flat")
    except FlattenError as error:
        reasons.append(str(error))
        return _refused(options, reasons)
    scopes = module_scopes(program)
    for module in program.modules:
        reasons += flatten_reasons(
            module, module.name == program.entry, scopes[module.name]
        )
    reasons += common_future_reasons(program)
    reasons += shared_constant_reasons(program)
    if reasons:
        return _refused(options, reasons)
    try:
        inlined = inline(program, scopes, keep_definition_names=keep_definition_names)
    except FlattenError as error:
        return _refused(options, [str(error)])
    if not options.lossy and observations.observes(Channel.NAMES):
        # a name another module also binds is respelled `name__module`, which a message
        # (`name 'value' is not defined`) would show
        respelled = sorted(
            f"{module}.{name} -> {final}"
            for final, (module, name) in inlined.origins.items()
            if final != name
        )
        if respelled:
            return _refused(
                options,
                [
                    f"{respelled[0]}: one namespace respells a name, and the program"
                    " reads names (names)"
                ],
            )
    return LayoutChoice("flat", (), inlined, program)


def _refused(options: Options, reasons: list[str]) -> LayoutChoice:
    unique = tuple(dict.fromkeys(reasons))
    if options.layout == "flat":
        shown = "; ".join(unique[:REASONS_SHOWN])
        more = len(unique) - REASONS_SHOWN
        more_text = f"; and {more} more" if more > 0 else ""
        raise BundleError(f"{shown}{more_text}: the flat layout would change behaviour")
    return LayoutChoice("modules", unique)
