#!/usr/bin/env bash
# Checks the adversarial soundness corpus tests/soundness/*.c against gcc -m32 (ILP32, signed
# char, no -fwrapv: signed overflow is undefined), with tests/harness/harness.c feeding the
# __VERIFIER_nondet_* inputs and reporting whether reach_error() was called.
#
# Header of every program (its leading `// ` lines):
#   // <the trap>                   first line
#   // expect: TRUE | FALSE | UB
#   // inputs: v1,v2,... | none     FALSE: the nondet values (read order) that reach the error
#   // replay: no                   FALSE: the error needs an indeterminate value or a layout,
#                                   no input vector reaches it reliably (then `why:` is needed)
#   // why: ...                     TRUE: why no input reaches the error; UB: which input causes
#                                   which undefined behaviour; FALSE replay: no: why reachable
#   // ub-inputs: v1,... | none     UB: an input on which the sanitizers must report the UB
#   // ub-check: none (reason)      UB: no sanitizer can see this UB; the runtime check is skipped
#   // probe: v1,v2,...             TRUE (optional, repeatable): extra vectors that exercise the trap
#   // cpu: N                       (optional) CPU seconds for each process started for this
#                                   program (default 10): a program that runs 2^32 iterations
#                                   on purpose needs more than 10 s on a slow machine
#   // diverges: ...                TRUE/FALSE (optional): some runs do not terminate; a run that
#                                   times out (after 0.5 s) then counts as "no error reached", and
#                                   only 20 random vectors are run
#
# What is checked (a program passes when all its checks pass):
#   every program: the header is complete, there is no #include, and it compiles with
#     gcc -m32 -std=gnu11 -w -msse2 -mfpmath=sse -ffp-contract=off (plus the harness'
#     -finstrument-functions -Dmain=__effigy_main, linked with -lm) plain, with
#     -fsanitize=undefined,float-cast-overflow, and with -fsanitize=address,undefined,
#     float-cast-overflow,pointer-compare,pointer-subtract (all with -fno-sanitize-recover=all);
#   TRUE: on the probe vectors, on 31 boundary vectors (one value repeated 24 times: integer
#     boundaries, then bit patterns of special floats and doubles) and on RANDOM_VECTORS
#     (default 200) random vectors of 24 values seeded by the file name (boundary values, small
#     integers, arbitrary 32-bit values, bit patterns of random floats and doubles of moderate
#     magnitude), the UBSan build never reaches the error and reports no undefined behaviour
#     (the probe and boundary vectors also run under ASan+UBSan); a program without nondet reads
#     runs once;
#   FALSE with inputs: the plain build and the ASan+UBSan build reach the error on those inputs,
#     without any sanitizer report; and, as for TRUE, no vector shows undefined behaviour (the
#     error may be reached);
#   FALSE with replay: no: no vector shows undefined behaviour;
#   UB: the ASan+UBSan build reports the undefined behaviour on the ub-inputs (skipped for
#     `ub-check: none`).
# Floating point: an input of __VERIFIER_nondet_float/double is the IEEE bit pattern (see
# harness.c). -msse2 -mfpmath=sse makes float and double arithmetic IEEE binary32/binary64 with
# every operation rounded to its type (C's FLT_EVAL_METHOD 0; without them gcc -m32 computes in
# the x87's 80-bit registers, with excess precision and double rounding), -ffp-contract=off
# keeps a*b+c two roundings (no fused multiply-add): the arithmetic effigy models. -lm: programs
# may not #include, but may declare and call sqrt, floor, fabs... themselves.
# float-cast-overflow: a float-to-integer conversion of a value out of the integer type's range
# (or of a NaN or an infinity) is undefined (C11 6.3.1.4p1), and gcc's -fsanitize=undefined
# does not include that check; float-divide-by-zero is left out on purpose: under Annex F
# (IEC 60559) x / 0.0 is an infinity or a NaN, as gcc computes it.
# Usage: tests/harness/check_soundness.sh [PROGRAM.c...]   (default: all of tests/soundness)
# Every process started for a program gets 10 s of CPU time (ulimit -t; `// cpu:` sets more); a run that exceeds it
# is a timeout. JOBS (default: the number of CPUs) programs are checked in parallel. The last line is
# `soundness: N passed, M failed`; the exit code is non-zero when anything failed.
set -euo pipefail
self=$(cd "$(dirname "$0")" && pwd)/$(basename "$0")
cd "$(dirname "$0")/../.."
HARNESS=tests/harness/harness.c
BASE=(-m32 -msse2 -mfpmath=sse -ffp-contract=off -std=gnu11 -w -O0 -fno-builtin -finstrument-functions -Dmain=__effigy_main)
LIBS=(-lm)
UBSAN=(-fsanitize=undefined,float-cast-overflow -fno-sanitize-recover=all)
ASAN=(-fsanitize=address,undefined,float-cast-overflow,pointer-compare,pointer-subtract -fno-sanitize-recover=all)
export ASAN_OPTIONS=detect_invalid_pointer_pairs=2:detect_stack_use_after_return=1:detect_leaks=0:allocator_may_return_null=1
export UBSAN_OPTIONS=print_stacktrace=0
VECTORS=${RANDOM_VECTORS:-200}
PER_VECTOR=24
SPECIAL=(0 1 -1 2 7 31 32 127 128 255 256 65535 65536 2147483647 -2147483648 4294967295)
# As float bits: 1.0f -1.0f 0.5f +inf -inf NaN -0.0f FLT_MAX FLT_MIN (smallest normal); as
# double bits: 1.0 -1.0 -0.0 NaN DBL_MAX 0.1 (for an int they are more integer boundaries).
SPECIAL_FP=(1065353216 3212836864 1056964608 2139095040 4286578688 2143289344 2147483648 2139095039
  8388608 4607182418800017408 13830554455654793216 9223372036854775808 9221120237041090560
  9218868437227405311 4591870180066957722)
# Only in random vectors: 0.1f 16777216.0f -2.5f 3e9f, +inf -inf 0.5 2^53 DBL_MIN as doubles.
RANDOM_FP=(1036831949 1266679808 3223322624 1328730206 9218868437227405312 18442240474082181120
  4602678819172646912 4845873199050653696 4503599627370496)

# ---------------------------------------------------------------------------------------------
# check_one PROGRAM: prints `PASS name` or `FAIL name: reason` (one line per failure).
check_one() {
  local prog=$1 name header expect why inputs replay ubin ubcheck diverges
  name=$(basename "$prog" .c)
  local failures=0
  fail() { echo "FAIL $name: $*"; failures=$((failures + 1)); }
  field() { sed -n "s|^// $1: *||p" <<<"$header" | head -n 1; }

  header=$(sed -n '/^\/\//!q;p' "$prog")
  expect=$(field expect)
  why=$(field why)
  inputs=$(field inputs)
  replay=$(field replay)
  ubin=$(field ub-inputs)
  ubcheck=$(field ub-check)
  diverges=$(field diverges)
  local -a probes=()
  while IFS= read -r line; do probes+=("${line//,/ }"); done < <(sed -n 's|^// probe: *||p' <<<"$header")

  # --- the header
  [ "$(sed -n 1p "$prog" | cut -c1-3)" = "// " ] || fail "no trap line"
  case $expect in
    TRUE) [ -n "$why" ] || fail "TRUE without why:" ;;
    FALSE)
      if [ -z "$inputs" ] && { [ "$replay" != "no" ] || [ -z "$why" ]; }; then
        fail "FALSE needs inputs: or replay: no with why:"
      fi ;;
    UB)
      [ -n "$why" ] || fail "UB without why:"
      [ -n "$ubin" ] || [ -n "$ubcheck" ] || fail "UB without ub-inputs: or ub-check:" ;;
    *) fail "bad expect: '$expect'" ;;
  esac
  if grep -q '^[[:space:]]*#[[:space:]]*include' "$prog"; then fail "has an #include"; fi
  local n
  n=$(wc -l <"$prog")
  if [ "$n" -gt 40 ]; then fail "$n lines (more than 40)"; fi

  # --- compile
  local plain=$tmp/plain usan=$tmp/ubsan asan=$tmp/asan
  if ! gcc "${BASE[@]}" "$prog" -x c "$HARNESS" "${LIBS[@]}" -o "$plain" 2>"$tmp/err"; then
    fail "does not compile: $(head -c 300 "$tmp/err")"; finish; return
  fi
  if ! gcc "${BASE[@]}" "${UBSAN[@]}" "$prog" -x c "$HARNESS" "${LIBS[@]}" -o "$usan" 2>"$tmp/err"; then
    fail "does not compile with UBSan: $(head -c 300 "$tmp/err")"; finish; return
  fi
  if ! gcc "${BASE[@]}" "${ASAN[@]}" "$prog" -x c "$HARNESS" "${LIBS[@]}" -o "$asan" 2>"$tmp/err"; then
    fail "does not compile with ASan: $(head -c 300 "$tmp/err")"; finish; return
  fi

  local limit=long
  [ -n "$diverges" ] && limit=short

  case $expect in
    FALSE)
      if [ -n "$inputs" ]; then
        local vec=${inputs//,/ }
        [ "$inputs" = none ] && vec=""
        run "$plain" "$vec" long
        [ "$got" = error ] || fail "inputs $inputs: gcc's program says '$got', not error"
        run "$asan" "$vec" long
        if [ -n "$ub" ]; then fail "inputs $inputs: sanitizer report: $ub"
        elif [ "$got" != error ]; then fail "inputs $inputs: ASan+UBSan build says '$got', not error"; fi
      fi
      check_vectors any ;;
    TRUE)
      check_vectors no-error ;;
    UB)
      if [ -n "$ubcheck" ]; then
        case $ubcheck in none*) ;; *) fail "bad ub-check: '$ubcheck'" ;; esac
        echo "SKIP $name: $ubcheck"
      else
        local vec=${ubin//,/ }
        [ "$ubin" = none ] && vec=""
        run "$asan" "$vec" long
        [ -n "$ub" ] || fail "ub-inputs $ubin: the sanitizers see no undefined behaviour (outcome '$got')"
      fi ;;
  esac
  finish
}

finish() {
  [ "$failures" -eq 0 ] && echo "PASS $name"
  return 0
}

# run EXE INPUTS LIMIT: sets $got (outcome, `timeout`, or what went wrong) and $ub (the first
# sanitizer report, or a crash; empty when none). Runs without `timeout` are bounded by the CPU
# limit (ulimit -t) of the --one process; a run that exceeds it counts as a timeout.
run() {
  local exe=$1 inputs=$2 limit=$3 status=0 line
  if [ "$limit" = short ]; then
    timeout 0.5 "$exe" <<<"$inputs" >"$tmp/out" 2>"$tmp/stderr" || status=$?
  else
    "$exe" <<<"$inputs" >"$tmp/out" 2>"$tmp/stderr" || status=$?
  fi
  got=""
  while IFS= read -r line; do
    case $line in "effigy-outcome: "*) got=${line#effigy-outcome: }; break ;; esac
  done <"$tmp/out"
  case $status in 124 | 137 | 152) status=124 ;; esac
  if [ -z "$got" ]; then
    if [ "$status" -eq 124 ]; then got=timeout; else got="no outcome (status $status)"; fi
  fi
  ub=""
  if [ -s "$tmp/stderr" ]; then
    ub=$(grep -m 1 -E 'runtime error|ERROR: AddressSanitizer' "$tmp/stderr" || true)
  fi
  if [ -z "$ub" ] && [ "$status" -ne 0 ] && [ "$status" -ne 124 ]; then
    ub="exit status $status: $(head -c 200 "$tmp/stderr")"
  fi
  return 0
}

# check_vectors MODE: runs the probe, boundary and random vectors (MODE no-error: the error must
# not be reached; any: it may be). Never undefined behaviour; a timeout only with diverges:.
check_vectors() {
  local mode=$1 vec k v
  local -a special=() random=()
  if grep -q '__VERIFIER_nondet_' "$prog"; then
    for v in "${SPECIAL[@]}" "${SPECIAL_FP[@]}"; do
      vec=""
      for ((k = 0; k < PER_VECTOR; k++)); do vec+="$v "; done
      special+=("$vec")
    done
    local count=$VECTORS
    [ -n "$diverges" ] && [ "$count" -gt 20 ] && count=20
    local seed
    seed=$(cksum <<<"$name" | cut -d' ' -f1)
    # A random value is one of: a boundary value (1/8), a small integer (1/8), an arbitrary
    # 32-bit value (3/8), the bits of a float of magnitude 2^-30..2^31 (1/8), the bits of a
    # double of magnitude 2^-60..2^61 (1/8, its low 11 bits zero: awk's numbers are doubles).
    local sp="${SPECIAL[*]} ${SPECIAL_FP[*]} ${RANDOM_FP[*]} -128 -7 1000 100"
    while IFS= read -r vec; do random+=("$vec"); done < <(awk -v seed="$seed" -v n="$count" -v per="$PER_VECTOR" -v list="$sp" '
      BEGIN {
        nsp = split(list, sp, " ")
        srand(seed)
        for (i = 0; i < n; i++) {
          line = ""
          for (j = 0; j < per; j++) {
            r = int(rand() * 8)
            if (r == 0) v = sp[1 + int(rand() * nsp)]
            else if (r == 1) v = int(rand() * 21) - 10
            else if (r == 5) v = sprintf("%.0f", int(rand() * 2) * 2147483648 + (97 + int(rand() * 62)) * 8388608 + int(rand() * 8388608))
            else if (r == 6) v = sprintf("%.0f", (int(rand() * 2) * 2147483648 + (963 + int(rand() * 122)) * 1048576 + int(rand() * 1048576)) * 4294967296 + int(rand() * 2097152) * 2048)
            else v = sprintf("%d", int(rand() * 4294967296) - 2147483648)
            line = line v " "
          }
          print line
        }
      }')
  else
    special=("")
  fi
  local -a sanitized=("${probes[@]}" "${special[@]}")
  local -a all=("${sanitized[@]}" "${random[@]}")
  local exe
  for exe in asan ubsan; do
    local -a vectors
    if [ $exe = asan ]; then vectors=("${sanitized[@]}"); else vectors=("${all[@]}"); fi
    for vec in "${vectors[@]}"; do
      run "$tmp/$exe" "$vec" "$limit"
      if [ -n "$ub" ]; then fail "[$exe] inputs ${vec:0:80}: $ub"; return; fi
      if [ "$got" = timeout ] && [ -z "$diverges" ]; then fail "[$exe] inputs ${vec:0:80}: timeout"; return; fi
      case $got in "no outcome"*) fail "[$exe] inputs ${vec:0:80}: $got"; return ;; esac
      if [ "$mode" = no-error ] && [ "$got" = error ]; then
        fail "[$exe] inputs ${vec:0:80}: reaches the error"; return
      fi
    done
  done
}

# ---------------------------------------------------------------------------------------------
if [ "${1:-}" = "--one" ]; then
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
  # CPU seconds for every process started from here (each run, each compilation).
  cpu=$(sed -n '/^\/\//!q;s|^// cpu: *\([0-9][0-9]*\).*|\1|p' "$2" | head -n 1)
  ulimit -t "${cpu:-10}"

  check_one "$2"
  exit 0
fi

probe=$(mktemp -d)
trap 'rm -rf "$probe"' EXIT
if ! echo 'int main(void) { return 0; }' | gcc -m32 -x c - "${ASAN[@]}" -o "$probe/p" 2>"$probe/err" || ! "$probe/p"; then
  echo "error: gcc -m32 with -fsanitize=address,undefined does not work here:"; cat "$probe/err"
  echo "soundness: 0 passed, 1 failed"
  exit 1
fi

if [ $# -gt 0 ]; then progs=("$@"); else progs=(tests/soundness/*.c); fi
JOBS=${JOBS:-$(nproc)}
printf '%s\n' "${progs[@]}" | xargs -P "$JOBS" -I{} "$self" --one {} >"$probe/out"
grep -E '^(FAIL|SKIP)' "$probe/out" | sort || true
passed=$(grep -c '^PASS ' "$probe/out" || true)
failed=$( (grep '^FAIL ' "$probe/out" || true) | cut -d: -f1 | sort -u | wc -l)
missing=$((${#progs[@]} - passed - failed))
if [ "$missing" -gt 0 ]; then
  echo "FAIL $missing program(s) gave no result"
  failed=$((failed + missing))
fi
echo "soundness: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
