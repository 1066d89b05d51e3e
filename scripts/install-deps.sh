#!/usr/bin/env bash
# Installs the system packages effigy needs, when they are missing (Debian/Ubuntu):
#   gcc-multilib  -- `cc -E -m32` preprocessing and gcc -m32 replay of counterexamples (ILP32)
#   clang         -- the second compiler of overflow confirmations: gcc folds constant
#                expressions before UndefinedBehaviorSanitizer sees them, clang does not
#   libz3-dev     -- the SMT solver, linked in-process by the symbolic engines (Z3 4.8.12)
#   z3            -- the z3 binary, to replay SMT-LIB dumps
#   csmith, libcsmith-dev -- random C programs for the differential tests (and their runtime headers)
#   chromium, chromium-driver -- headless Chromium and chromedriver, with which the test of
#                `explore --html` loads the page and clicks it (WebDriver)
#   lcov, clang-tidy -- what TestCov (below) runs to instrument programs and measure coverage
#   gcc-12-source -- gcc 12.2's sources, for its torture suite (scripts/torture.py extracts
#                gcc.c-torture/execute into .deps/)
#   neovim        -- a real LSP client for the end-to-end test of `effigy lsp` (tests/lsp.rs)
# and, through pip, the Python packages the tests use:
#   benchexec -- `python3 -m benchexec.test_tool_info` checks contrib/benchexec/effigy.py
#                (it brings PyYAML, with which the tests read effigy's witnesses)
#   testcov   -- Test-Comp's test-suite validator, which runs effigy's test suites
#   bitwuzla  -- Bitwuzla 0.9.1 (PyPI ships it as a Python module only): `--solver bitwuzla`
#                and the portfolio's racer
#   z3-solver -- Z3 5.4.1: its `z3` binary is a backend of the solver benchmark and of the
#                differential tests, and k-induction's Horn-clause solver (Spacer with global
#                guidance, which the system's Z3 4.8.12 lacks); its shared library and headers are copied into .deps/z3,
#                for a build that links it in-process instead of the system's libz3 (see
#                .deps/README.md)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
Z3_VERSION=5.4.1
pip_install() {
  echo "installing $1 (pip) ..." >&2
  python3 -m pip install --quiet "$1" 2>/dev/null || python3 -m pip install --quiet --user "$1" \
    || echo "warning: cannot install $1 with pip; $2" >&2
  hash -r
}
z3_wheel_version() {
  python3 -c 'import z3; print(z3.get_version_string())' 2>/dev/null || true
}
if command -v python3 >/dev/null 2>&1; then
  if ! python3 -c "import bitwuzla" >/dev/null 2>&1; then
    pip_install bitwuzla==0.9.1 "--solver bitwuzla/portfolio and their tests need it"
  fi
  # Another installed z3-solver is replaced: its library is the one .deps/z3 holds.
  if [ "$(z3_wheel_version)" != "$Z3_VERSION" ]; then
    pip_install z3-solver==$Z3_VERSION.0 "k-induction's Horn clauses, the solver benchmark's current z3 and .deps/z3 need it"
  fi
fi
# The wheel's libz3 and headers, into the project: .deps/z3/{lib,include}, with the version.
if [ "$(cat "$root/.deps/z3/VERSION" 2>/dev/null)" != "$Z3_VERSION" ]; then
  wheel=$(python3 -c 'import os, z3; print(os.path.dirname(z3.__file__))' 2>/dev/null || true)
  if [ "$(z3_wheel_version)" = "$Z3_VERSION" ] && [ -f "$wheel/lib/libz3.so" ] && [ -d "$wheel/include" ]; then
    echo "installing Z3 $Z3_VERSION's library into .deps/z3 ..." >&2
    rm -rf "$root/.deps/z3"
    mkdir -p "$root/.deps/z3/lib"
    cp "$wheel/lib/libz3.so" "$root/.deps/z3/lib/"
    soname=$(objdump -p "$wheel/lib/libz3.so" 2>/dev/null | awk '$1 == "SONAME" { print $2 }')
    if [ -n "$soname" ] && [ "$soname" != libz3.so ]; then ln -s libz3.so "$root/.deps/z3/lib/$soname"; fi
    cp -r "$wheel/include" "$root/.deps/z3/"
    echo "$Z3_VERSION" > "$root/.deps/z3/VERSION"
  else
    echo "warning: no z3-solver $Z3_VERSION wheel with its libz3: .deps/z3 is not installed (effigy links the system's libz3 anyway)" >&2
  fi
fi
if command -v python3 >/dev/null 2>&1 && ! python3 -c "import benchexec" >/dev/null 2>&1; then
  echo "installing benchexec (pip) ..." >&2
  python3 -m pip install --quiet --user benchexec 2>/dev/null || python3 -m pip install --quiet benchexec \
    || echo "warning: cannot install benchexec with pip; the BenchExec test will be skipped" >&2
fi
if command -v python3 >/dev/null 2>&1 && ! command -v testcov >/dev/null 2>&1; then
  echo "installing testcov (pip) ..." >&2
  python3 -m pip install --quiet testcov 2>/dev/null || python3 -m pip install --quiet --user testcov \
    || echo "warning: cannot install testcov with pip; the TestCov test will fail" >&2
  hash -r
fi
need=()
# The sanitizers confirm violations of memory safety and overflow (their 32-bit runtimes come
# with gcc-multilib; named so that a missing one is installed); Neovim is the LSP client of
# crates/effigy/tests/lsp.rs.
for pkg in python3-jsonschema gcc-multilib clang lib32asan8 lib32ubsan1 libasan8 libubsan1 liblsan0 libz3-dev z3 csmith libcsmith-dev chromium chromium-driver lcov clang-tidy gcc-12-source neovim; do
  dpkg -s "$pkg" >/dev/null 2>&1 || need+=("$pkg")
done
if [ ${#need[@]} -eq 0 ]; then
  exit 0
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "effigy needs: ${need[*]} (install them with your package manager)" >&2
  exit 1
fi
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
echo "installing ${need[*]} ..." >&2
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq "${need[@]}" >/dev/null
