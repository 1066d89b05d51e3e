#!/usr/bin/env bash
# Checks the realc corpus against gcc: tests/realc/check.sh [FILES]  (default: every tests/realc/*.c)
#
# Each program is compiled with gcc -m32 -O0 and AddressSanitizer + UBSan (abort on the first report),
# plus -finstrument-functions so that a harness detects a *call* of reach_error() whatever its body.
# The harness defines __VERIFIER_nondet_{int,uint,char,uchar,short,ushort,long,ulong,bool},
# __VERIFIER_assume and getchar(); an external function the program declares but neither it nor the
# C library defines (extern int read_sensor(void);) gets a stub returning the next input.
#   // expect: FALSE  -> the "// inputs: v1,v2,..." line is replayed: reach_error() must be called,
#                        every listed input must have been read, no assumption violated, no sanitizer report;
#                        then RUNS random runs must give no sanitizer report (reaching the error is fine).
#   // expect: TRUE   -> RUNS (default 300) random input vectors (seeds 1..RUNS): reach_error() never called,
#                        no sanitizer report; runs cut by __VERIFIER_assume are counted, not failed.
# Exit status: 0 when every check passes, 1 otherwise. Environment: RUNS, CC (default gcc),
# SAN=0 to build without sanitizers (plain -m32).
set -u
here=$(cd "$(dirname "$0")" && pwd)
CC=${CC:-gcc}
RUNS=${RUNS:-300}
SAN=${SAN:-1}
if [ $# -eq 0 ]; then set -- "$here"/*.c; fi
work=$(mktemp -d /tmp/realc-check.XXXXXX)
trap 'rm -rf "$work"' EXIT

# IEEE binary32/binary64 in SSE registers, as effigy computes (no x87 excess precision).
fpflags="-msse2 -mfpmath=sse -ffp-contract=off"
sanflags=""
if [ "$SAN" = 1 ]; then
  sanflags="-fsanitize=undefined,address -fno-sanitize-recover=all -fno-omit-frame-pointer"
  echo 'int main(void){return 0;}' > "$work/probe.c"
  if ! $CC -m32 $sanflags "$work/probe.c" -o "$work/probe" 2>/dev/null || ! "$work/probe"; then
    echo "note: gcc -m32 with sanitizers unavailable, using plain -m32"; sanflags=""
  fi
fi
export ASAN_OPTIONS=detect_leaks=0:exitcode=66:abort_on_error=0
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1:exitcode=66

cat > "$work/harness.c" <<'HARNESS'
/* realc harness: inputs from REALC_INPUTS="v1,v2,..." (then 0), or random from REALC_SEED. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <limits.h>
#include <sys/types.h>
#include <sys/wait.h>
#define NI __attribute__((no_instrument_function))
extern void reach_error(void);
static long long given[4096]; static int ngiven, pos, random_mode;
static long long seen[4096]; static int nseen;
static unsigned long long rng = 88172645463325252ULL;
NI static unsigned long long xr(void) { rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17; return rng; }
NI static long long pick(long long lo, long long hi) { return lo + (long long)(xr() % (unsigned long long)(hi - lo + 1)); }
__attribute__((constructor)) NI static void realc_init(void) {
  const char *in = getenv("REALC_INPUTS"), *seed = getenv("REALC_SEED");
  if (seed) { random_mode = 1; alarm(20); rng ^= strtoull(seed, 0, 10) * 0x9E3779B97F4A7C15ULL; for (int i = 0; i < 8; i++) xr(); }
  if (in) { const char *p = in; char *end;
    while (*p && ngiven < 4096) { long long v = strtoll(p, &end, 0); if (end == p) break; given[ngiven++] = v; p = end; while (*p == ',' || *p == ' ') p++; } }
}
NI static void show_inputs(FILE *f) { fprintf(f, " inputs:"); for (int i = 0; i < nseen; i++) fprintf(f, "%s%lld", i ? "," : " ", seen[i]); fprintf(f, "\n"); }
NI static long long log_input(long long v) { if (nseen < 4096) seen[nseen++] = v; return v; }
/* kind 0: integer, 1: character, 2: getchar */
static int realc_depth;
NI static long long gen(int kind) {
  unsigned r = (unsigned)(xr() % 100);
  long long v;
  if (kind == 2) {
    static const char alpha[] = "aabbcc01 9()[]{}xyzAZ-+.";
    if (r < 8) v = -1; else if (r < 18) v = '\n'; else if (r < 75) v = (unsigned char)alpha[xr() % (sizeof alpha - 1)]; else v = pick(0, 255);
  } else if (kind == 1) {
    if (r < 60) v = pick('a', 'd'); else if (r < 75) v = pick('0', '9'); else v = pick(-128, 127);
  } else {
    static const long long edge[] = {0, 1, -1, 2, INT_MAX, INT_MIN, INT_MAX - 1, INT_MIN + 1, 255, 256, 65535, 65536, 4294967295LL, 2147483648LL, 100, 1000, -100, -1000, 97, 98};
    if (r < 55) v = pick(-3, 20); else if (r < 65) v = pick(0, 255); else if (r < 75) v = pick(-1200, 1200);
    else if (r < 85) v = edge[xr() % (sizeof edge / sizeof edge[0])]; else v = (long long)(int)(unsigned)xr();
  }
  return v;
}
/* Random mode: each read forks; a child whose run violates an assumption before its next read
 * exits 78 and the parent retries the read with another value (up to 64 times), so runs get past
 * __VERIFIER_assume(bounds) instead of being cut. */
NI static long long next_input(int kind) {
  if (!random_mode) return log_input(pos < ngiven ? given[pos++] : 0);
  pos++;
  if (realc_depth++ > 200) return log_input(gen(kind));
  for (int t = 0; t < 64; t++) {
    long long v = gen(kind);
    fflush(stdout); fflush(stderr);
    pid_t p = fork();
    if (p < 0) return log_input(v);
    if (p == 0) { alarm(10); return log_input(v); }
    int st;
    if (waitpid(p, &st, 0) < 0) _exit(5);
    int code = WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
    if (code != 78) _exit(code);
  }
  _exit(77);
}
NI unsigned long long realc_stub_input(void) { return (unsigned long long)next_input(0); }
NI int __VERIFIER_nondet_int(void) { return (int)next_input(0); }
NI unsigned __VERIFIER_nondet_uint(void) { return (unsigned)next_input(0); }
NI unsigned __VERIFIER_nondet_unsigned(void) { return (unsigned)next_input(0); }
NI long __VERIFIER_nondet_long(void) { return (long)next_input(0); }
NI unsigned long __VERIFIER_nondet_ulong(void) { return (unsigned long)next_input(0); }
NI short __VERIFIER_nondet_short(void) { return (short)next_input(0); }
NI unsigned short __VERIFIER_nondet_ushort(void) { return (unsigned short)next_input(0); }
NI char __VERIFIER_nondet_char(void) { return (char)next_input(1); }
NI unsigned char __VERIFIER_nondet_uchar(void) { return (unsigned char)next_input(1); }
NI _Bool __VERIFIER_nondet_bool(void) { return next_input(0) != 0; }
NI int getchar(void) { long long v = next_input(2); if (!random_mode && (v < -1 || v > 255)) { fprintf(stderr, "realc: getchar input %lld out of range\n", v); _exit(3); } return (int)v; }
NI void __VERIFIER_assume(int c) { if (!c) { if (random_mode) _exit(78); fprintf(stderr, "realc: ASSUME-VIOLATED"); show_inputs(stderr); _exit(77); } }
NI void __cyg_profile_func_enter(void *fn, void *site) {
  (void)site;
  if (fn == (void *)reach_error) {
    fprintf(stderr, "realc: REACHED (read %d of %d given)", pos, ngiven); show_inputs(stderr);
    _exit(pos == ngiven || random_mode ? 10 : 11);
  }
}
NI void __cyg_profile_func_exit(void *fn, void *site) { (void)fn; (void)site; }
HARNESS
$CC -m32 $fpflags -O0 -g $sanflags -c "$work/harness.c" -o "$work/harness.o" || { echo "cannot build the harness"; exit 1; }

fail=0; n=0
for f in "$@"; do
  n=$((n + 1)); name=$(basename "$f" .c); b="$work/$name"
  expect=$(sed -n '1,10s|^// expect: *\([A-Z]*\).*|\1|p' "$f" | head -1)
  inputs=$(sed -n '1,10s|^// inputs: *||p' "$f" | head -1)
  if [ -z "$expect" ]; then echo "FAIL $name: no '// expect:' line"; fail=1; continue; fi
  if ! $CC -m32 $fpflags -std=gnu11 -O0 -g $sanflags -finstrument-functions -c "$f" -o "$b.o" 2> "$b.cc"; then
    echo "FAIL $name: gcc cannot compile it"; cat "$b.cc"; fail=1; continue
  fi
  : > "$b.stubs.c"
  if ! $CC -m32 $sanflags "$b.o" "$work/harness.o" -lm -o "$b" 2> "$b.ld"; then
    # external functions neither the program nor the C library defines return the next input
    for s in $(sed -n "s/.*undefined reference to \`\([A-Za-z_][A-Za-z_0-9]*\)'.*/\1/p" "$b.ld" | sort -u); do
      echo "extern unsigned long long realc_stub_input(void); unsigned long long $s() { return realc_stub_input(); }" >> "$b.stubs.c"
    done
    if ! $CC -m32 -O0 -c "$b.stubs.c" -o "$b.stubs.o" 2>> "$b.ld" || ! $CC -m32 $sanflags "$b.o" "$b.stubs.o" "$work/harness.o" -lm -o "$b" 2>> "$b.ld"; then
      echo "FAIL $name: cannot link"; cat "$b.ld"; fail=1; continue
    fi
  fi
  # random runs: for TRUE reach_error() must never be called; for both, no sanitizer report
  random_runs() { # $1: 1 if reaching reach_error() is allowed
    ok=1; full=0; cut=0; reached=0
    for seed in $(seq 1 "$RUNS"); do
      REALC_SEED=$seed timeout 30 "$b" > /dev/null 2> "$b.err" < /dev/null; rc=$?
      if grep -q -a -E 'runtime error|AddressSanitizer' "$b.err"; then
        echo "FAIL $name: sanitizer report, seed $seed"; grep -a -m3 -E 'runtime error|ERROR: AddressSanitizer|SUMMARY|realc:' "$b.err"; ok=0; break
      fi
      case $rc in
      0) full=$((full + 1)) ;;
      77) cut=$((cut + 1)) ;;
      10) if [ "$1" = 1 ]; then reached=$((reached + 1)); else
            echo "FAIL $name: reach_error() reached with seed $seed: $(grep -a 'realc:' "$b.err")"; ok=0; break; fi ;;
      *) echo "FAIL $name: seed $seed: exit $rc"; grep -a -m3 -E 'realc:' "$b.err"; ok=0; break ;;
      esac
    done
  }
  case "$expect" in
  FALSE)
    if [ -z "$inputs" ]; then echo "FAIL $name: expect FALSE without '// inputs:'"; fail=1; continue; fi
    REALC_INPUTS="$inputs" timeout 10 "$b" > /dev/null 2> "$b.err" < /dev/null; rc=$?
    if [ $rc -eq 10 ]; then :
    elif [ $rc -eq 11 ]; then echo "FAIL $name: reach_error() reached before all the listed inputs were read: $(grep -a 'realc:' "$b.err")"; fail=1; continue
    else echo "FAIL $name: inputs $inputs do not reach reach_error() (exit $rc)"; tail -5 "$b.err"; fail=1; continue; fi
    random_runs 1
    if [ $ok = 1 ]; then echo "ok   $name: FALSE, inputs $inputs reach reach_error(); $RUNS random runs without sanitizer report ($reached reached it, $cut cut by assumptions)"
    else fail=1; fi
    ;;
  TRUE)
    random_runs 0
    if [ $ok = 1 ]; then echo "ok   $name: TRUE, $RUNS random runs: $full complete, $cut cut by assumptions, none reached reach_error(), no sanitizer report"
      if [ $full -lt 10 ]; then echo "     warning: only $full runs got past the assumptions"; fi
    else fail=1; fi
    ;;
  *) echo "FAIL $name: unknown expectation '$expect'"; fail=1 ;;
  esac
done
echo "checked $n programs: $([ $fail = 0 ] && echo 'all passed' || echo 'FAILURES')"
exit $fail
