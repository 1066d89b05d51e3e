# BenchExec tool-info module for effigy, a symbolic execution engine and program verifier.
#
# Use, from the repository's root after `cargo build --release` (the module is found on
# PYTHONPATH; the executable in target/release/ under --tool-directory, or on PATH):
#   PYTHONPATH=. benchexec contrib/benchexec/effigy-sv-dev.xml --tool-directory .
# (the module is named by its package path, contrib.benchexec.effigy, as for any tool-info
# module outside BenchExec; `python3 -m benchexec.test_tool_info contrib.benchexec.effigy`)
# Checked by benchexec.test_tool_info in crates/effigy/tests/benchexec.rs.

import re

import benchexec.result as result
import benchexec.tools.template
from benchexec.tools.sv_benchmarks_util import ILP32, LP64, get_data_model_from_task

_VERDICT = re.compile(r"^Verification result: (TRUE|FALSE|UNKNOWN)(?:\(([a-z-]+)\))?")

# The formulas of the SV-COMP properties effigy checks (each property file's set of them).
_CHECKED = [
    {"G ! call(reach_error())"},
    {"G valid-free", "G valid-deref", "G valid-memtrack"},
    {"G valid-memcleanup"},
    {"G ! overflow"},
]

# FALSE(subproperty) as BenchExec names it.
_FALSE = {
    "valid-deref": result.RESULT_FALSE_DEREF,
    "valid-free": result.RESULT_FALSE_FREE,
    "valid-memtrack": result.RESULT_FALSE_MEMTRACK,
    "valid-memcleanup": result.RESULT_FALSE_MEMCLEANUP,
    "no-overflow": result.RESULT_FALSE_OVERFLOW,
}


def _formulas(property_file):
    """The LTL formulas of a property file (`CHECK( init(main()), LTL(F) )` lines)."""
    try:
        with open(property_file) as f:
            text = f.read()
    except OSError:
        return None
    return {" ".join(m.split()) for m in re.findall(r"LTL\((.*)\)\s*\)", text)}


class Tool(benchexec.tools.template.BaseTool2):
    """
    effigy verify: decides SV-COMP's unreach-call, valid-memsafety, valid-memcleanup and
    no-overflow properties (a portfolio of tree exploration, bounded model checking,
    k-induction and CEGAR). TRUE and FALSE are final (a FALSE is confirmed by running the program
    compiled by gcc, with the sanitizers for the other properties); UNKNOWN carries its reason
    in the output.
    """

    def executable(self, tool_locator):
        return tool_locator.find_executable("effigy", subdir="target/release")

    def name(self):
        return "effigy"

    def version(self, executable):
        # `effigy --version` prints "effigy 0.1.0 (Z3 5.4.1.0)": the solver's version is part of
        # the tool's (verdicts and times depend on it).
        return self._version_from_tool(executable, line_prefix="effigy")

    def cmdline(self, executable, options, task, rlimits):
        if task.property_file and _formulas(task.property_file) not in _CHECKED:
            raise benchexec.tools.template.UnsupportedFeatureException(
                "effigy checks unreach-call, valid-memsafety, valid-memcleanup and no-overflow only"
            )
        input_files = list(task.input_files_or_identifier)
        if len(input_files) != 1:
            raise benchexec.tools.template.UnsupportedFeatureException(
                "effigy verifies tasks with one input file"
            )
        # An SV-COMP task is a whole program: a function it does not define is its environment.
        cmd = [executable, "verify", input_files[0], "--undefined-functions", "inputs"]
        # unreach-call is effigy's default; another property is named by its file.
        if task.property_file and _formulas(task.property_file) != _CHECKED[0]:
            cmd += ["--property", task.property_file]
        data_model = get_data_model_from_task(task, {ILP32: "ILP32", LP64: "LP64"})
        if data_model and "--data-model" not in options:
            cmd += ["--data-model", data_model]
        if rlimits.cputime and "--timeout" not in options:
            # effigy's own CPU-time budget, a little below BenchExec's hard limit, so that an
            # UNKNOWN (time limit) is printed rather than the process killed.
            cmd += ["--timeout", str(max(1, int(rlimits.cputime * 0.95)))]
        # The options last: `--witness` may then stand without a file name.
        return cmd + list(options)

    def determine_result(self, run):
        verdict = None
        subproperty = None
        for line in run.output:
            match = _VERDICT.match(line.strip())
            if match:
                verdict, subproperty = match.group(1), match.group(2)
        if verdict == "TRUE":
            return result.RESULT_TRUE_PROP
        if verdict == "FALSE" and subproperty:
            return _FALSE.get(subproperty, result.RESULT_FALSE_PROP + "(" + subproperty + ")")
        if verdict == "FALSE":
            return result.RESULT_FALSE_REACH
        if verdict == "UNKNOWN":
            return result.RESULT_UNKNOWN
        if run.was_timeout:
            return result.RESULT_TIMEOUT
        if run.exit_code.value == 2:
            return result.RESULT_ERROR + " (bad input)"
        return result.RESULT_ERROR

    def program_files(self, executable):
        return [executable]
