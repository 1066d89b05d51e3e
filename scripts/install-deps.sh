#!/usr/bin/env bash
# Installs the system packages effigy needs, when they are missing (Debian/Ubuntu):
#   gcc-multilib  -- `cc -E -m32` preprocessing and gcc -m32 replay of counterexamples (ILP32)
#   libz3-dev     -- the SMT solver's fallback (the engines link Z3 5.x from .deps/z3, below)
#   z3            -- the z3 binary, to replay SMT-LIB dumps
#   csmith, libcsmith-dev -- random C programs for the differential tests (and their runtime headers)
# and, through pip, the Python packages the tests use:
#   benchexec -- `python3 -m benchexec.test_tool_info` checks contrib/benchexec/effigy.py
#                (it brings PyYAML, with which the tests read effigy's witnesses)
set -euo pipefail
cd "$(dirname "$0")/.."
# Z3 5.x: the library and headers of PyPI's z3-solver wheel, unpacked into .deps/z3 (lib,
# include, bin/z3) and linked with an rpath (.cargo/config.toml). Debian's libz3 (4.8.12, 2021)
# stays the fallback when pip cannot fetch it. The version is pinned: verdicts depend on it.
Z3_WHEEL_VERSION=5.4.1.0
if [ ! -e .deps/z3/lib/libz3.so ] && command -v python3 >/dev/null 2>&1; then
  echo "installing Z3 $Z3_WHEEL_VERSION (pip wheel z3-solver) into .deps/z3 ..." >&2
  rm -rf .deps/wheel && mkdir -p .deps/wheel
  if python3 -m pip download --quiet --no-deps --only-binary=:all: -d .deps/wheel "z3-solver==$Z3_WHEEL_VERSION" 2>/dev/null; then
    python3 - <<'PY'
import glob, os, shutil, zipfile
wheel = glob.glob(".deps/wheel/z3_solver-*.whl")[0]
os.makedirs(".deps/z3/bin", exist_ok=True)
with zipfile.ZipFile(wheel) as z:
    for name in z.namelist():
        if name.startswith("z3/lib/") or name.startswith("z3/include/"):
            z.extract(name, ".deps")
        elif name.endswith("/bin/z3"):
            with z.open(name) as src, open(".deps/z3/bin/z3", "wb") as dst:
                shutil.copyfileobj(src, dst)
os.chmod(".deps/z3/bin/z3", 0o755)
PY
    rm -rf .deps/wheel
  else
    echo "warning: cannot download z3-solver with pip; linking the system libz3 instead" >&2
  fi
fi
if command -v python3 >/dev/null 2>&1 && ! python3 -c "import benchexec" >/dev/null 2>&1; then
  echo "installing benchexec (pip) ..." >&2
  python3 -m pip install --quiet --user benchexec 2>/dev/null || python3 -m pip install --quiet benchexec \
    || echo "warning: cannot install benchexec with pip; the BenchExec test will be skipped" >&2
fi
need=()
for pkg in gcc-multilib libz3-dev z3 csmith libcsmith-dev; do
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
