#!/usr/bin/env bash
# Validates effigy's Test-Comp suites with TestCov, the validator of Test-Comp.
#
# For each program: `effigy testgen` (branch goal) writes a suite; TestCov runs it and must run
# every test of the suite and measure the branch coverage that effigy claims for Test-Comp's
# goals (the sides of each if, loop bodies and exits, ?: arms, case labels) within 1 percentage
# point. For a program whose header says `// expect: FALSE`, `effigy testgen --goal error` writes a
# second suite; when effigy claims a test that reaches reach_error, TestCov must answer
# `Result: TRUE` for the coverage-error-call property.
#
# Usage: scripts/testcomp-check.sh [--timeout S] [--effigy PATH] [FILE.c ...]
#        (default: the programs of tests/realc without floating point, each --timeout 20)
# Needs testcov (pip), lcov and clang-tidy (Debian); TestCov 3.7 with gcc >= 11 needs the gcc
# wrapper of scripts/testcov-gcc (it restores the coverage file names TestCov looks for).
# Prints one line per program and a summary; exits 1 if any check failed.
set -u
root=$(cd "$(dirname "$0")/.." && pwd)
effigy="$root/target/release/effigy"
timeout=20
files=()
while [ $# -gt 0 ]; do
    case "$1" in
    --timeout) timeout=$2; shift 2 ;;
    --effigy) effigy=$2; shift 2 ;;
    -h | --help) sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) files+=("$1"); shift ;;
    esac
done
if [ ${#files[@]} -eq 0 ]; then
    for f in "$root"/tests/realc/*.c; do
        case "$(basename "$f")" in float_*) continue ;; esac
        files+=("$f")
    done
fi
command -v testcov >/dev/null || { echo "testcomp-check: testcov is not installed (pip install testcov)" >&2; exit 2; }
[ -x "$effigy" ] || { echo "testcomp-check: no effigy at $effigy (make build)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf 'COVER( init(main()), FQL(COVER EDGES(@CALL(reach_error))) )\n' > "$work/coverage-error-call.prp"
passed=0 failed=0 suites=0 skipped=0

# testcov_run DIR FILE [GOAL]: runs TestCov in DIR on DIR/test-suite.zip (with the gcc wrapper
# first in PATH, for TestCov only); prints its summary lines.
testcov_run() {
    local dir=$1 file=$2 goal=${3:-}
    # TestCov runs BenchExec's `containerexec`, which `pip install --user` puts in the user
    # scheme's bin directory, not always on PATH.
    (cd "$dir" && PATH="$root/scripts/testcov-gcc:$PATH:$(python3 -m site --user-base)/bin" timeout 900 testcov --no-runexec --no-plots -32 \
        ${goal:+--goal "$goal"} --test-suite test-suite.zip "$file" 2>&1) | grep -E '^(Tests run|Tests in suite|Coverage|Result):'
}

for f in "${files[@]}"; do
    name=$(basename "$f" .c)
    dir="$work/$name"
    mkdir -p "$dir"
    # A copy: TestCov writes its preprocessed program (NAME.c.i) beside the program.
    file="$work/$name.c"
    cp "$f" "$file"
    # TestCov 3.7's instrumentation breaks an `if` or loop whose body has no braces when an
    # `else` follows (`'else' without a previous 'if'`: it runs no test at all); clang-tidy,
    # which TestCov itself needs, adds the braces first. effigy and TestCov see the same file.
    clang-tidy -fix -checks='-*,readability-braces-around-statements' "$file" -- -m32 > /dev/null 2>&1 || cp "$f" "$file"
    out=$("$effigy" testgen --timeout "$timeout" --output "$dir" "$file" 2>/dev/null)
    claim=$(printf '%s\n' "$out" | sed -n 's/^Branch coverage (Test-Comp goals[^)]*): [0-9]*\/[0-9]* (\([0-9.]*\)%)$/\1/p')
    tests=$(printf '%s\n' "$out" | sed -n 's/^Tests written: \([0-9]*\).*/\1/p')
    if [ -z "$tests" ]; then
        echo "FAIL $name: effigy testgen wrote no suite"; failed=$((failed + 1)); continue
    fi
    # Inputs effigy takes from elsewhere than __VERIFIER_nondet_* (an unmodelled external
    # function's result, getchar) are not fed by a Test-Comp harness: such a suite cannot
    # reproduce effigy's paths under TestCov, so its coverage is not compared.
    # effigy's library model reads getchar() and rand() as __VERIFIER_nondet_int() (its own
    # replay harness feeds them); under TestCov they are the C library's.
    others=$( (grep -o '"function": "[^"]*"' "$dir/tests.json" 2>/dev/null | sed 's/"function": "\(.*\)"/\1/' | grep -v '^__VERIFIER_nondet_'
        grep -oE '\b(getchar|rand)[[:space:]]*\(' "$file" | tr -d '( \t') | sort -u | tr '\n' ' ')
    if [ -n "$others" ]; then
        echo "skip $name: inputs through ${others% } (a Test-Comp harness feeds only __VERIFIER_nondet_*)"
        skipped=$((skipped + 1))
        continue
    fi
    suites=$((suites + 1))
    summary=$(testcov_run "$dir" "$file")
    run=$(printf '%s\n' "$summary" | sed -n 's/^Tests run: //p')
    insuite=$(printf '%s\n' "$summary" | sed -n 's/^Tests in suite: //p')
    cov=$(printf '%s\n' "$summary" | sed -n 's/^Coverage: \([0-9.]*\)%.*/\1/p')
    problem=""
    [ "$insuite" = "$tests" ] || problem="TestCov read ${insuite:-no} tests of $tests"
    # TestCov stops executing a suite once every goal is covered: fewer tests run is then fine.
    [ -z "$problem" ] && { [ "$run" = "$tests" ] || [ "$cov" = "100.0" ] || [ "$cov" = "100" ]; } || problem=${problem:-"TestCov ran ${run:-no} tests of $tests"}
    if [ -z "$problem" ] && [ -n "$claim" ]; then
        if ! awk -v a="$claim" -v b="${cov:-x}" 'BEGIN { if (b == "x") exit 1; d = a - b; if (d < 0) d = -d; exit !(d <= 1.0) }'; then
            problem="coverage: effigy claims $claim%, TestCov measures ${cov:-nothing}%"
        fi
    fi
    line="$name: $tests tests, coverage effigy ${claim:-n/a}% TestCov ${cov:-n/a}%"
    if grep -q '^// expect: FALSE' "$file" && [ -z "$problem" ]; then
        edir="$work/$name-error"
        mkdir -p "$edir"
        eout=$("$effigy" testgen --goal error --timeout "$timeout" --output "$edir" "$file" 2>/dev/null)
        if printf '%s\n' "$eout" | grep -q '^Tests written: [0-9]* ([1-9][0-9]* reaching the error)'; then
            suites=$((suites + 1))
            result=$(testcov_run "$edir" "$file" "$work/coverage-error-call.prp" | sed -n 's/^Result: //p')
            if [ "$result" = "TRUE" ]; then
                line="$line; error suite: TestCov Result: TRUE"
            else
                problem="error suite: TestCov answered Result: ${result:-nothing}"
            fi
        else
            line="$line; error suite: no test reaches the error within ${timeout} s"
        fi
    fi
    if [ -z "$problem" ]; then
        echo "ok   $line"; passed=$((passed + 1))
    else
        echo "FAIL $name: $problem ($line)"; failed=$((failed + 1))
    fi
done
echo "testcomp-check: $passed programs passed, $failed failed, $skipped skipped (inputs a Test-Comp harness does not feed), $suites suites validated by TestCov"
[ "$failed" -eq 0 ]
