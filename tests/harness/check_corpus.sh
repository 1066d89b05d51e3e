#!/usr/bin/env bash
# Checks the corpus against gcc. For every tests/corpus/*.c, under -m32 and -m64, or only the
# one the file names (`// data-model: ILP32` or `LP64`):
#   1. every `// run: inputs=... outcome=...` line must be what the program compiled by gcc
#      (with tests/harness/harness.c) does;
#   2. the program is also compiled with -fsanitize=undefined -fno-sanitize-recover (and without
#      -fwrapv, so that signed overflow and left shifts of negative values are reported too,
#      unless the file says `// relies-on: -fwrapv`) and run on the run: inputs, on 10 vectors
#      repeating one boundary value (0 1 -1 2 42 255 256 INT_MAX INT_MIN 65535) 24 times, and
#      on RANDOM_VECTORS (default 20) pseudo-random input vectors of 24 values (boundary values,
#      small numbers, arbitrary 32-bit values; seeded by the file name, so reproducible): it
#      must report no undefined behaviour, and must end as the plain build does;
#   3. on those vectors, a portable program must end the same under -m32 and -m64, and every
#      run must print an outcome (no crash, no timeout).
# and (step 4 below) every tests/ub/*.c must show its undefined behaviour to gcc's sanitizers.
# Every build is gcc -std=gnu99 -O0 -msse2 -mfpmath=sse -ffp-contract=off ... -lm: float and
# double arithmetic is IEEE binary32/binary64 rounded at every operation (no x87 excess precision
# under -m32, no fused multiply-add), as effigy evaluates it, and programs may call libm functions
# they declare; the sanitized builds add -fsanitize=float-cast-overflow (a float-to-integer
# conversion out of range is undefined, and -fsanitize=undefined does not check it).
# QUICK=1 does step 1 only. No arguments. The last line is `corpus: N passed, M failed`; the
# exit code is non-zero when anything failed.
set -uo pipefail
cd "$(dirname "$0")/../.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
HARNESS=tests/harness/harness.c
BASE=(-std=gnu99 -w -O0 -msse2 -mfpmath=sse -ffp-contract=off -fno-strict-aliasing -fno-builtin -finstrument-functions -Dmain=__effigy_main)
VECTORS=${RANDOM_VECTORS:-20}
PER_VECTOR=24
SPECIAL=(0 1 -1 2 42 255 256 2147483647 -2147483648 65535)
passed=0; failed=0

pass() { passed=$((passed + 1)); }
fail() { echo "FAIL $*"; failed=$((failed + 1)); }

# compile EXE PROGRAM FLAGS...: 0 when it compiled (gcc's messages are in $tmp/err).
compile() {
  local exe=$1 prog=$2; shift 2
  gcc "$@" "${BASE[@]}" "$prog" -x c "$HARNESS" -lm -o "$exe" 2>"$tmp/err"
}

# run EXE INPUTS: sets $got to the outcome (or a description of what went wrong) and $ub to
# the sanitizer's report (empty when none).
run() {
  local out status
  out=$(printf '%s\n' "$2" | timeout 10 "$1" 2>"$tmp/stderr")
  status=$?
  got=$(sed -n 's/^effigy-outcome: //p' <<<"$out" | head -n 1)
  [ -n "$got" ] || got="no outcome (status $status)"
  ub=$(grep -m 1 'runtime error' "$tmp/stderr")
  [ -z "$ub" ] && [ "$status" -ne 0 ] && [ "$status" -ne 124 ] && ub="exit status $status: $(head -c 300 "$tmp/stderr")"
  return 0
}

# A pseudo-random input value in $v (uses $RANDOM, seeded per program).
random_input() {
  case $((RANDOM % 4)) in
    0) v=${SPECIAL[RANDOM % ${#SPECIAL[@]}]} ;;
    1) v=$((RANDOM % 21 - 10)) ;;
    *) v=$((((RANDOM << 17) ^ (RANDOM << 2) ^ (RANDOM & 3)) & 0xffffffff))
       [ "$v" -ge 2147483648 ] && v=$((v - 4294967296)) ;;
  esac
}

for prog in tests/corpus/*.c; do
  name=$(basename "$prog" .c)
  header=$(sed -n '/^\/\//!q;p' "$prog")
  models=(-m32 -m64)
  grep -q '^// data-model: ILP32' <<<"$header" && models=(-m32)
  grep -q '^// data-model: LP64' <<<"$header" && models=(-m64)
  wrap=()
  grep -q '^// relies-on: -fwrapv' <<<"$header" && wrap=(-fwrapv)
  specs=()
  while IFS= read -r line; do specs+=("$line"); done < <(grep '^// run: ' <<<"$header")
  [ ${#specs[@]} -gt 0 ] || fail "$prog: no run: lines"
  if grep -q '^#include' "$prog"; then fail "$prog: has an #include"; fi

  # the input vectors, the same for every data model
  vectors=()
  if [ -z "${QUICK:-}" ]; then
    for v in "${SPECIAL[@]}"; do
      vec=""
      for ((j = 0; j < PER_VECTOR; j++)); do vec+="$v "; done
      vectors+=("$vec")
    done
    RANDOM=$(cksum <<<"$name" | cut -d' ' -f1)
    for ((k = 0; k < VECTORS; k++)); do
      vec=""
      for ((j = 0; j < PER_VECTOR; j++)); do random_input; vec+="$v "; done
      vectors+=("$vec")
    done
  fi
  declare -A seen=()

  for m in "${models[@]}"; do
    exe="$tmp/$name$m"
    if ! compile "$exe" "$prog" "$m" -fwrapv; then
      fail "$prog ($m): does not compile"; cat "$tmp/err"; continue
    fi
    uexe=""
    if [ -z "${QUICK:-}" ]; then
      uexe="$tmp/$name$m-ubsan"
      if ! compile "$uexe" "$prog" "$m" "${wrap[@]}" -fsanitize=undefined,float-cast-overflow -fno-sanitize-recover; then
        fail "$prog ($m): does not compile with -fsanitize=undefined"; cat "$tmp/err"; uexe=""
      fi
    fi
    for line in "${specs[@]}"; do
      spec=${line#// run: inputs=}
      inputs=${spec%% outcome=*}
      want=${spec#* outcome=}
      run "$exe" "${inputs//,/ }"
      if [ "$got" == "$want" ]; then pass; else
        fail "$prog ($m) inputs=$inputs: expected '$want', gcc says '$got'"; fi
      if [ -n "$uexe" ]; then
        plain=$got
        run "$uexe" "${inputs//,/ }"
        if [ -n "$ub" ]; then fail "$prog ($m) inputs=$inputs: undefined behaviour: $ub"
        elif [ "$got" != "$plain" ]; then fail "$prog ($m) inputs=$inputs: '$plain', with -fsanitize=undefined '$got'"
        else pass; fi
      fi
    done
    for ((k = 0; k < ${#vectors[@]}; k++)); do
      vec=${vectors[k]}
      run "$exe" "$vec"
      plain=$got
      ok=1
      case $plain in no\ outcome*) fail "$prog ($m) inputs=$vec: $plain"; ok=0 ;; esac
      if [ -n "$uexe" ]; then
        run "$uexe" "$vec"
        if [ -n "$ub" ]; then fail "$prog ($m) inputs=$vec: undefined behaviour: $ub"; ok=0
        elif [ "$got" != "$plain" ]; then fail "$prog ($m) inputs=$vec: '$plain', with -fsanitize=undefined '$got'"; ok=0; fi
      fi
      if [ -n "${seen[$k]:-}" ] && [ "${seen[$k]}" != "$plain" ]; then
        fail "$prog inputs=$vec: -m32 says '${seen[$k]}', -m64 says '$plain'"; ok=0
      fi
      seen[$k]=$plain
      [ $ok -eq 1 ] && pass
    done
  done
  unset seen
done
# 4. every tests/ub/*.c must really have undefined behaviour on its run: inputs: gcc's
#    -fsanitize=address,undefined must report it (skipped when the sanitizers cannot run here).
probe="$tmp/probe"
if [ -z "${QUICK:-}" ] && echo 'int main(void) { return 0; }' | gcc -x c - -fsanitize=address,undefined -o "$probe" 2>/dev/null && "$probe" 2>/dev/null; then
  for prog in tests/ub/*.c; do
    exe="$tmp/ub-$(basename "$prog" .c)"
    if ! compile "$exe" "$prog" -fsanitize=address,undefined,float-cast-overflow -fno-sanitize-recover; then
      fail "$prog: does not compile"; cat "$tmp/err"; continue
    fi
    grep -q '^// ub: ' "$prog" || fail "$prog: no ub: line"
    while IFS= read -r line; do
      spec=${line#// run: inputs=}
      inputs=${spec%% outcome=*}
      printf '%s\n' "${inputs//,/ }" | timeout 10 "$exe" >/dev/null 2>"$tmp/stderr"
      if grep -q -E 'runtime error|ERROR: AddressSanitizer' "$tmp/stderr"; then pass; else
        fail "$prog inputs=$inputs: the sanitizers see no undefined behaviour"; fi
    done < <(grep '^// run: ' "$prog")
  done
else
  [ -z "${QUICK:-}" ] && echo "note: -fsanitize=address,undefined cannot run here; tests/ub not checked"
fi
echo "corpus: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
