#!/usr/bin/env bash
# Generated-program fuzzing of `effigy verify` (both engines) against gcc, for a time budget.
#
# Usage: scripts/fuzz.sh SECONDS [SEED]
#
# Runs crates/effigy/tests/fuzz.rs on the programs of seeds SEED, SEED+1, ... (default: the
# current Unix time, printed) until SECONDS have passed (no program starts after that; those
# running finish), two at a time, each engine with `--timeout 20`. Every failing program (wrong
# verdict, crash, internal error, rejection, sanitizer report) is kept with the engines' output
# in fuzz-failures/ (which holds its own .gitignore: nothing there is committed). Prints one line
# per program and a summary; exits 1 if anything failed.
#
# The environment variables of the test apply (see the header of crates/effigy/tests/fuzz.rs):
# EFFIGY_FUZZ_COUNT (stop after N programs), EFFIGY_FUZZ_JOBS (default 2), EFFIGY_FUZZ_TIMEOUT
# and EFFIGY_FUZZ_CEGAR_TIMEOUT (seconds, default 20), EFFIGY_FUZZ_DUMP=DIR (keep every program),
# EFFIGY_FUZZ_WIDE_SIGNED=1 (also signed long long + - *), EFFIGY_FUZZ_KEEP=DIR.
# Needs gcc with -m32 support (gcc-multilib) and libubsan/libasan for -m32.

set -eu

root=$(cd "$(dirname "$0")/.." && pwd)
if [ $# -lt 1 ] || [ $# -gt 2 ] || ! [[ "$1" =~ ^[0-9]+$ ]] || { [ $# -eq 2 ] && ! [[ "$2" =~ ^[0-9]+$ ]]; }; then
    sed -n '2,19p' "$0" | sed 's/^# \{0,1\}//' >&2
    exit 2
fi
seconds=$1
seed=${2:-$(date +%s)}
keep=${EFFIGY_FUZZ_KEEP:-$root/fuzz-failures}

echo "fuzz.sh: seeds from $seed for $seconds s; failing programs go to $keep"
cd "$root"
cargo build --release -p effigy
EFFIGY_FUZZ_SECONDS=$seconds EFFIGY_FUZZ_SEED=$seed EFFIGY_FUZZ_KEEP=$keep \
    cargo test --release -p effigy --test fuzz -- --nocapture --exact generated_programs_get_no_wrong_verdict
