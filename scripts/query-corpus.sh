#!/usr/bin/env bash
# Builds a corpus of effigy's own SMT-LIB queries from the SV-COMP dev tasks, for
# scripts/solver-bench.py ("choose the solver by measurement").
#
# For every task of the benchmark set with the unreach-call property it runs
#   effigy verify --engine E --timeout T TASK.yml --dump-queries OUT/raw/<task>/
# (E: --engine, by default `auto`, the portfolio of engines, whose bounded model checking and
# k-induction formulas are effigy's largest queries; `symex` gives tree exploration's only)
# records the verdict line, and keeps a selection of the dumped queries:
#   * every query that took >= --min-ms (10 ms) in effigy, at most --keep (20) per task, the slowest first;
#   * the slowest query of every task;
#   * the query that was in flight when the task hit its time limit (no `; effigy: ...` comment:
#     it never finished), marked "unfinished";
#   * a deterministic sample of the fast ones (evenly spaced by query number), at least --sample (3)
#     per task and more, round-robin over the tasks, until the corpus holds --target (300) queries.
# The corpus is flat: OUT/<task>__query-NNNNNN.smt2, with OUT/index.tsv (one line per query) and
# OUT/tasks.tsv (one line per task). The raw dumps are pruned right after each task (at most
# --keep slowest + 40 sample candidates + the unfinished one stay until the final selection) and
# removed at the end (--keep-raw keeps them); OUT/logs/ keeps effigy's output and the list of all
# dumped queries (number, ms, answer) of every task.
#
# effigy writes `; effigy: 12.345 ms unsat` at the end of a dumped query once the query is solved;
# a binary without that feature (detected at start with a tiny program) gives dumps without
# times: then every query counts as fast and none as unfinished.
#
# Usage: scripts/query-corpus.sh [--engine E] [--timeout S] [--jobs N] [--out DIR] [--bench DIR]
#            [--keep N] [--sample N] [--target N] [--min-ms MS] [--tasks REGEX] [--keep-raw]
# Environment: EFFIGY (default: this checkout's target/release/effigy).
set -euo pipefail

ENGINE=auto
TIMEOUT=60
JOBS=1
OUT=/work/solverbench/corpus
BENCH=$(cd "$(dirname "$0")/.." && pwd)/../shared/benchmarks/sv-dev
KEEP=20
SAMPLE=3
TARGET=300
MIN_MS=10
TASKS_RE=''
KEEP_RAW=0
EFFIGY=${EFFIGY:-$(cd "$(dirname "$0")/.." && pwd)/target/release/effigy}

usage() { sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit "${1:-0}"; }
while [ $# -gt 0 ]; do
    case "$1" in
        --engine) ENGINE=$2; shift 2 ;;
        --timeout) TIMEOUT=$2; shift 2 ;;
        --jobs) JOBS=$2; shift 2 ;;
        --out) OUT=$2; shift 2 ;;
        --bench) BENCH=$2; shift 2 ;;
        --keep) KEEP=$2; shift 2 ;;
        --sample) SAMPLE=$2; shift 2 ;;
        --target) TARGET=$2; shift 2 ;;
        --min-ms) MIN_MS=$2; shift 2 ;;
        --tasks) TASKS_RE=$2; shift 2 ;;
        --keep-raw) KEEP_RAW=1; shift ;;
        -h|--help) usage 0 ;;
        *) echo "unknown option: $1" >&2; usage 2 ;;
    esac
done

[ -x "$EFFIGY" ] || { echo "error: effigy binary $EFFIGY not found (set EFFIGY)" >&2; exit 2; }
[ -d "$BENCH" ] || { echo "error: no benchmark directory $BENCH" >&2; exit 2; }
mkdir -p "$OUT/raw" "$OUT/logs"
OUT=$(cd "$OUT" && pwd)

# The selection logic (Python, standard library): `prune TASKDIR KEEP MIN_MS COMMENTS` after a
# task, `select OUT KEEP SAMPLE TARGET MIN_MS` at the end.
read -r -d '' PY <<'PYEOF' || true
import os, re, sys, csv

COMMENT = re.compile(rb';\s*effigy:\s*([0-9.]+)\s*ms\s+(\w+)')
QUERY = re.compile(r'^query-(\d+)\.smt2$')

def query_info(path):
    """(ms or None, answer) from the trailing `; effigy: X ms ANSWER` comment."""
    with open(path, 'rb') as f:
        f.seek(0, 2)
        size = f.tell()
        f.seek(max(0, size - 512))
        tail = f.read()
    m = None
    for m in COMMENT.finditer(tail):
        pass
    if m is None:
        return None, None
    return float(m.group(1)), m.group(2).decode()

def evenly(items, k):
    """k items evenly spaced over items (deterministic)."""
    n = len(items)
    if k >= n:
        return list(items)
    return [items[int((i + 0.5) * n / k)] for i in range(k)]

def prune(taskdir, keep, min_ms, comments):
    """Writes taskdir/queries.tsv (all dumped queries) and deletes all but the candidates."""
    names = sorted(n for n in os.listdir(taskdir) if QUERY.match(n))
    rows = []
    for n in names:
        ms, ans = query_info(os.path.join(taskdir, n))
        if ans is None:
            ans = 'unfinished' if comments else 'NA'
        rows.append((n, ms, ans))
    with open(os.path.join(taskdir, 'queries.tsv'), 'w') as f:
        for n, ms, ans in rows:
            f.write(f"{n}\t{'' if ms is None else ms}\t{ans}\n")
    timed = sorted((r for r in rows if r[1] is not None), key=lambda r: (-r[1], r[0]))
    keepset = {r[0] for r in timed[:keep]}
    keepset |= {r[0] for r in rows if r[2] == 'unfinished'}
    fast = [r for r in rows if r[0] not in keepset]
    keepset |= {r[0] for r in evenly(fast, 40)}
    for n in names:
        if n not in keepset:
            os.remove(os.path.join(taskdir, n))

def select(out, keep, sample, target, min_ms):
    import shutil
    tasks = {}
    with open(os.path.join(out, 'tasks.tsv')) as f:
        for row in csv.DictReader(f, delimiter='\t'):
            tasks[row['task']] = row
    chosen = {}   # task -> {name: reason}
    pools = {}    # task -> fast candidates not chosen, evenly ordered
    info = {}
    for task in sorted(tasks):
        d = os.path.join(out, 'raw', task)
        qt = os.path.join(d, 'queries.tsv')
        rows = []
        if os.path.exists(qt):
            with open(qt) as f:
                for line in f:
                    n, ms, ans = line.rstrip('\n').split('\t')
                    if os.path.exists(os.path.join(d, n)):
                        rows.append((n, float(ms) if ms else None, ans))
        for n, ms, ans in rows:
            info[(task, n)] = (ms, ans)
        c = {}
        timed = sorted((r for r in rows if r[1] is not None), key=lambda r: (-r[1], r[0]))
        for n, ms, ans in timed[:keep]:
            if ms >= min_ms:
                c[n] = 'slow'
        if timed:
            c.setdefault(timed[0][0], 'slowest')
        for n, ms, ans in rows:
            if ans == 'unfinished':
                c[n] = 'unfinished'
        fast = [r for r in rows if r[0] not in c]
        for n, _, _ in evenly(fast, sample):
            c[n] = 'sample'
        chosen[task] = c
        rest = [r for r in fast if r[0] not in c]
        # Fill order: evenly spaced first (a coarse-to-fine order of the remaining ones).
        order, seen = [], set()
        k = 1
        while len(order) < len(rest):
            for r in evenly(rest, k):
                if r[0] not in seen:
                    seen.add(r[0]); order.append(r[0])
            k *= 2
        pools[task] = order
    total = sum(len(c) for c in chosen.values())
    while total < target and any(pools.values()):
        for task in sorted(pools):
            if pools[task] and total < target:
                chosen[task][pools[task].pop(0)] = 'sample'
                total += 1
    for name in os.listdir(out):
        if name.endswith('.smt2'):
            os.remove(os.path.join(out, name))
    with open(os.path.join(out, 'index.tsv'), 'w') as f:
        f.write('task\tquery\teffigy_ms\teffigy_answer\ttask_verdict\treason\texpected_verdict\n')
        for task in sorted(chosen):
            for n in sorted(chosen[task]):
                m = QUERY.match(n)
                dst = f"{task}__query-{m.group(1)}.smt2"
                shutil.copyfile(os.path.join(out, 'raw', task, n), os.path.join(out, dst))
                ms, ans = info[(task, n)]
                t = tasks[task]
                f.write(f"{task}\t{dst}\t{'' if ms is None else f'{ms:.3f}'}\t{ans}\t{t['verdict']}\t{chosen[task][n]}\t{t['expected']}\n")
    n_unf = sum(1 for c in chosen.values() for r in c.values() if r == 'unfinished')
    n_unknown = sum(1 for t in tasks.values() if t['verdict'].startswith('UNKNOWN'))
    n_limit = sum(1 for t in tasks.values() if re.search(r'time limit|killed', t['verdict']))
    print(f"corpus: {total} queries from {sum(1 for c in chosen.values() if c)} tasks "
          f"({len(tasks)} tasks run; {n_unknown} UNKNOWN, {n_limit} of them at the time limit; "
          f"{n_unf} unfinished queries) in {out}")

if __name__ == '__main__':
    cmd = sys.argv[1]
    if cmd == 'prune':
        prune(sys.argv[2], int(sys.argv[3]), float(sys.argv[4]), sys.argv[5] == '1')
    elif cmd == 'select':
        select(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5]), float(sys.argv[6]))
PYEOF

# Does this binary write the `; effigy:` comment? (A tiny program with one solver query.)
probe=$(mktemp -d)
trap 'rm -rf "$probe"' EXIT
cat >"$probe/p.c" <<'EOF'
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) { int x = __VERIFIER_nondet_int(); if (x * x == 49 && x > 0) reach_error(); return 0; }
EOF
"$EFFIGY" verify --engine symex --timeout 10 "$probe/p.c" --dump-queries "$probe/q" >/dev/null 2>&1 || true
if grep -qs '; effigy:' "$probe"/q/*.smt2; then COMMENTS=1; else COMMENTS=0; fi
echo "effigy: $EFFIGY ($("$EFFIGY" --version 2>/dev/null | head -1)); query time comments: $([ $COMMENTS = 1 ] && echo yes || echo 'no (times unknown)')"
echo "tasks from $BENCH, --engine $ENGINE, --timeout $TIMEOUT s CPU per task, --jobs $JOBS, into $OUT"

run_task() {
    local yml=$1 name dir log start end rc verdict expected
    name=$(basename "$yml" .yml)
    dir="$OUT/raw/$name"
    log="$OUT/logs/$name.out"
    rm -rf "$dir"
    mkdir -p "$dir"
    start=$(date +%s.%N)
    rc=0
    # effigy's watchdog ends the run at the CPU-time limit (plus a grace); the wall-clock
    # backstop only catches a run that stalls without using CPU.
    timeout -k 10 "$((TIMEOUT * 3 + 60))" "$EFFIGY" verify --engine "$ENGINE" --timeout "$TIMEOUT" "$yml" \
        --dump-queries "$dir" >"$log" 2>&1 || rc=$?
    end=$(date +%s.%N)
    verdict=$(grep -m1 '^Verification result' "$log" | sed 's/^Verification result[^:]*: //' | tr '\t' ' ' || true)
    if [ -z "$verdict" ]; then
        if [ "$rc" = 124 ] || [ "$rc" = 137 ]; then verdict="UNKNOWN (killed by the wall-clock backstop)"; else verdict="ERROR (exit $rc, no verdict line)"; fi
    fi
    expected=$(grep -m1 'expected_verdict' "$yml" | sed 's/.*expected_verdict: *//; s/[^a-z].*//' || true)
    python3 -c "$PY" prune "$dir" "$KEEP" "$MIN_MS" "$COMMENTS"
    cp "$dir/queries.tsv" "$OUT/logs/$name.queries.tsv"
    local n
    n=$(wc -l <"$dir/queries.tsv")
    printf '%s\t%s\t%s\t%.1f\t%s\t%s\n' "$name" "${expected:-?}" "$verdict" "$(echo "$end - $start" | bc)" "$rc" "$n" >"$dir/task.tsv"
    printf '%-45s %6.1f s  %6d queries  %s\n' "$name" "$(echo "$end - $start" | bc)" "$n" "$verdict"
}
export -f run_task
export OUT EFFIGY ENGINE TIMEOUT KEEP MIN_MS COMMENTS PY

tasks=()
while IFS= read -r yml; do
    grep -q 'unreach-call' "$yml" || continue
    if [ -n "$TASKS_RE" ] && ! [[ $yml =~ $TASKS_RE ]]; then continue; fi
    tasks+=("$yml")
done < <(find "$BENCH" -name '*.yml' | sort)
echo "${#tasks[@]} tasks"

printf '%s\n' "${tasks[@]}" | xargs -d '\n' -P "$JOBS" -I{} bash -c 'run_task "$1"' _ {}

{
    printf 'task\texpected\tverdict\twall_s\texit\tqueries_dumped\n'
    for yml in "${tasks[@]}"; do
        cat "$OUT/raw/$(basename "$yml" .yml)/task.tsv"
    done
} >"$OUT/tasks.tsv"

python3 -c "$PY" select "$OUT" "$KEEP" "$SAMPLE" "$TARGET" "$MIN_MS"
if [ "$KEEP_RAW" = 0 ]; then rm -rf "$OUT/raw"; fi
echo "disk: $(du -sh "$OUT" | cut -f1)"
