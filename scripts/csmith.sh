#!/usr/bin/env bash
# Differential testing of effigy against gcc on random programs from Csmith.
#
# For each seed: Csmith generates a small program (see csmith_args below); gcc (-m32)
# compiles and runs it, which gives the checksum of its global state. Then, through the forced
# include tests/csmith/effigy_csmith.h (which replaces Csmith's platform_main_end):
#   - `effigy run` on the program whose main returns the checksum must return gcc's checksum;
#   - `effigy verify` on the program that calls reach_error() unless the checksum is gcc's must
#     answer TRUE or UNKNOWN (with a reason): FALSE, a crash or an internal error is a failure.
# A program effigy rejects with `unsupported:` is skipped (the first message is counted); any
# other rejection of a program gcc compiles is a failure. So is a program that gcc's build does
# not finish in 10 s, or that the interpreter does not finish within its step budget. Failing programs are kept, with the
# commands and outputs, for reduction (C-Reduce).
#
# Usage: scripts/csmith.sh [--seed S] [--count N] [--timeout T] [--max-steps K] [--keep DIR]
#                          [--effigy PATH] [--csmith-args "..."] [--lp64] [--verbose]
# (--lp64: gcc -m64 and effigy --data-model LP64 instead of -m32 and ILP32.)
# Prints a summary whose last line is `csmith: P passed, F failed, K skipped`; exits 1 if any
# program failed. Needs csmith, libcsmith-dev (the runtime headers) and gcc-multilib.

set -u

root=$(cd "$(dirname "$0")/.." && pwd)
seed=1
count=50
timeout=10
max_steps=""
keep="$root/target/csmith-failures"
effigy="$root/target/release/effigy"
verbose=0
gcc_model=-m32
data_model=ILP32
# Small programs with every feature Csmith has but argc/argv (main's parameters make the
# engines' answer UNKNOWN): floats, bit-fields, packed structs (#pragma pack), volatiles.
csmith_args="--float --bitfields --packed-struct --volatiles --volatile-pointers --no-argc \
--max-funcs 3 --max-block-depth 2 --max-block-size 3 --max-expr-complexity 4 --max-array-dim 2 \
--max-array-len-per-dim 5 --max-struct-fields 4 --max-union-fields 3 --quiet"
# gcc computes floating point as effigy does: SSE, no fused multiply-add (-m32 defaults to x87).
gcc_float="-msse2 -mfpmath=sse -ffp-contract=off"

while [ $# -gt 0 ]; do
    case "$1" in
        --seed) seed=$2; shift 2 ;;
        --count) count=$2; shift 2 ;;
        --timeout) timeout=$2; shift 2 ;;
        --max-steps) max_steps=$2; shift 2 ;;
        --keep) keep=$2; shift 2 ;;
        --effigy) effigy=$2; shift 2 ;;
        --csmith-args) csmith_args=$2; shift 2 ;;
        --verbose) verbose=1; shift ;;
        --lp64) gcc_model=-m64; data_model=LP64; shift ;;
        -h|--help) sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "csmith.sh: unknown option $1" >&2; exit 2 ;;
    esac
done

command -v csmith >/dev/null || { echo "csmith.sh: csmith is not installed (apt-get install csmith libcsmith-dev)" >&2; exit 2; }
inc=""
for d in /usr/include/csmith /usr/include/csmith-* /usr/local/include/csmith /usr/local/include/csmith-*; do
    if [ -f "$d/csmith.h" ]; then inc=$d; break; fi
done
[ -n "$inc" ] || { echo "csmith.sh: Csmith's runtime headers (csmith.h) are not installed (apt-get install libcsmith-dev)" >&2; exit 2; }
[ -x "$effigy" ] || { echo "csmith.sh: $effigy not found (cargo build --release -p effigy)" >&2; exit 2; }
hooks="$root/tests/csmith/effigy_csmith.h"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$keep"

generated=0; gcc_ok=0; accepted=0; run_budget=0; run_agrees=0; v_true=0; v_unknown=0; v_wrong=0
passed=0; failed=0; skipped=0; ub_skipped=0
declare -A rejections=() unknowns=()
failures=()

log() { [ "$verbose" = 1 ] && echo "$@"; }

# keep SEED REASON: saves the program and what was seen.
keep_failure() {
    local s=$1 reason=$2
    cp "$work/p.c" "$keep/csmith-$s.c"
    {
        echo "seed $s: $reason"
        echo "gcc checksum: ${checksum:-none}"
        echo "run:    $effigy run --data-model $data_model -I $inc --include $hooks csmith-$s.c"
        echo "verify: $effigy verify --data-model $data_model --timeout $timeout ${max_steps:+--max-steps $max_steps} -I $inc --include $hooks -DEFFIGY_CSMITH_EXPECTED=0x${checksum:-0}u csmith-$s.c"
        echo "--- effigy run"; cat "$work/run.out" 2>/dev/null
        echo "--- effigy verify"; cat "$work/verify.out" 2>/dev/null
    } > "$keep/csmith-$s.txt"
    failures+=("seed $s: $reason")
}

for ((s = seed; s < seed + count; s++)); do
    rm -f "$work"/*
    checksum=""
    # shellcheck disable=SC2086
    if ! timeout 60 csmith --seed "$s" $csmith_args -o "$work/p.c" >/dev/null 2>&1; then
        log "seed $s: csmith failed"; skipped=$((skipped + 1)); continue
    fi
    generated=$((generated + 1))
    if ! gcc $gcc_model $gcc_float -w -O0 -I"$inc" "$work/p.c" -o "$work/p" 2>"$work/gcc.err"; then
        log "seed $s: gcc cannot compile it"; skipped=$((skipped + 1)); continue
    fi
    out=$(timeout 10 "$work/p" 2>/dev/null)
    checksum=$(printf '%s\n' "$out" | sed -n 's/^checksum = \([0-9A-Fa-f]*\)$/\1/p')
    if [ -z "$checksum" ]; then
        log "seed $s: the program compiled by gcc gives no checksum (timeout or crash)"; skipped=$((skipped + 1)); continue
    fi
    gcc_ok=$((gcc_ok + 1))
    expected=$(( 16#$checksum ))
    (( expected >= 2147483648 )) && expected=$(( expected - 4294967296 ))

    # effigy run: main returns the checksum.
    timeout $((timeout * 3)) "$effigy" run --data-model "$data_model" ${max_steps:+--max-steps "$max_steps"} -I "$inc" --include "$hooks" "$work/p.c" >"$work/run.out" 2>&1
    code=$?
    # Rejected: exit status 2 without an outcome (a program's own status may be 2).
    if [ $code = 2 ] && ! grep -q '^outcome: ' "$work/run.out"; then
        msg=$(grep -m1 'error:' "$work/run.out" | sed 's/^.*error: //')
        if [[ "$msg" == unsupported:* ]]; then
            rejections[$msg]=$(( ${rejections[$msg]:-0} + 1 ))
            log "seed $s: rejected: $msg"; skipped=$((skipped + 1)); continue
        fi
        keep_failure "$s" "front end rejects a program gcc compiles: $msg"; failed=$((failed + 1)); continue
    fi
    accepted=$((accepted + 1))
    outcome=$(sed -n 's/^outcome: //p' "$work/run.out" | tail -1)
    # `effigy run` exits with the program's status (the checksum's low byte) or 125.
    if [[ "$outcome" == stopped:* ]]; then
        # The interpreter's step budget (--max-steps, default 10^7) is not a disagreement.
        run_budget=$((run_budget + 1)); skipped=$((skipped + 1)); log "seed $s: run $outcome"; continue
    fi
    if [[ "$outcome" == "undefined behaviour:"* ]]; then
        # Csmith guards integer arithmetic but not every conversion (a negative float constant
        # into an unsigned variable): undefined behaviour UndefinedBehaviorSanitizer also sees is
        # not a disagreement, only a program that cannot be compared.
        if gcc $gcc_model $gcc_float -w -O0 -fsanitize=undefined,float-cast-overflow -fno-sanitize-recover=all -I"$inc" \
                "$work/p.c" -o "$work/p-ubsan" 2>/dev/null &&
            ubsan=$(timeout 10 "$work/p-ubsan" 2>&1 >/dev/null | grep -m1 'runtime error') && [ -n "$ubsan" ]; then
            ub_skipped=$((ub_skipped + 1)); skipped=$((skipped + 1))
            log "seed $s: undefined behaviour, as UndefinedBehaviorSanitizer reports: ${ubsan#*runtime error: }"; continue
        fi
    fi
    if [ "$outcome" != "return $expected" ]; then
        keep_failure "$s" "effigy run: exit $code, outcome '${outcome:-none}', gcc's checksum $expected (0x$checksum)"
        failed=$((failed + 1)); continue
    fi
    run_agrees=$((run_agrees + 1))

    # effigy verify: reach_error() unless the checksum is gcc's.
    timeout $((timeout * 3 + 30)) "$effigy" verify --data-model "$data_model" --timeout "$timeout" ${max_steps:+--max-steps "$max_steps"} \
        -I "$inc" --include "$hooks" -DEFFIGY_CSMITH_EXPECTED="0x${checksum}u" "$work/p.c" >"$work/verify.out" 2>&1
    code=$?
    verdict=$(grep '^Verification result' "$work/verify.out" | tail -1)
    case "$code:$verdict" in
        0:"Verification result: TRUE")
            v_true=$((v_true + 1)); passed=$((passed + 1)); log "seed $s: TRUE" ;;
        20:"Verification result: UNKNOWN ("*)
            reason=${verdict#Verification result: UNKNOWN (}
            reason=${reason%)}
            # Without positions and numbers: the kind of reason.
            key=$(printf '%s' "$reason" | sed -E 's/ at [^ ]+:[0-9]+:[0-9]+//g; s/[0-9]+/N/g')
            unknowns[$key]=$(( ${unknowns[$key]:-0} + 1 ))
            v_unknown=$((v_unknown + 1)); passed=$((passed + 1)); log "seed $s: UNKNOWN ($reason)" ;;
        *)
            v_wrong=$((v_wrong + 1)); failed=$((failed + 1))
            keep_failure "$s" "effigy verify: exit $code, ${verdict:-no verdict}" ;;
    esac
done

echo "csmith seeds $seed..$((seed + count - 1)), $data_model (options: $csmith_args)"
echo "  generated:                    $generated"
echo "  checksum from gcc:            $gcc_ok"
echo "  accepted by effigy:           $accepted"
echo "  run out of its step budget:    $run_budget"
echo "  undefined (UBSan agrees):      $ub_skipped"
echo "  run agrees with gcc:          $run_agrees"
echo "  verify TRUE:                  $v_true"
echo "  verify UNKNOWN:               $v_unknown"
echo "  verify wrong (FALSE, crash):  $v_wrong"
if [ ${#rejections[@]} -gt 0 ]; then
    echo "  rejected by the front end (first message):"
    for k in "${!rejections[@]}"; do printf '    %4d  %s\n' "${rejections[$k]}" "$k"; done | sort -rn
fi
if [ ${#unknowns[@]} -gt 0 ]; then
    echo "  UNKNOWN reasons:"
    for k in "${!unknowns[@]}"; do printf '    %4d  %s\n' "${unknowns[$k]}" "$k"; done | sort -rn
fi
if [ ${#failures[@]} -gt 0 ]; then
    echo "  failures (programs kept in $keep):"
    for f in "${failures[@]}"; do echo "    $f"; done
fi
echo "csmith: $passed passed, $failed failed, $skipped skipped"
[ "$failed" = 0 ]
