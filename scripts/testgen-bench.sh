#!/usr/bin/env bash
# Measures `effigy testgen` on SV-COMP tasks: branch coverage by gcc's own instrumentation
# (gcov's "branches taken", the figure that does not depend on effigy's view of the program) and
# tests per program, for each search strategy; and with --goal error on the tasks expected FALSE,
# whether a test reaches reach_error and the time to it, beside `effigy verify --engine symex`.
#
# Usage: scripts/testgen-bench.sh [--timeout S] [--strategies "generational dfs"] [--out FILE.tsv]
#                                 [--no-error] [INDEX.tsv]
#        (default: ../shared/benchmarks/sv-dev/INDEX.tsv, 60 s per run, every strategy)
# Programs with floating point are skipped (testgen's replay of float inputs is not the point).
# Writes one TSV row per run (task, mode, tests, gcov taken, gcov total, percent, time, stop)
# and prints per-mode means and medians.
set -u
root=$(cd "$(dirname "$0")/.." && pwd)
effigy="${EFFIGY:-$root/target/release/effigy}"
timeout=60
strategies="generational dfs coverage"
out=""
error_goal=1
index="$root/../shared/benchmarks/sv-dev/INDEX.tsv"
while [ $# -gt 0 ]; do
    case "$1" in
    --timeout) timeout=$2; shift 2 ;;
    --strategies) strategies=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    --no-error) error_goal=0; shift ;;
    -h | --help) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) index=$1; shift ;;
    esac
done
[ -x "$effigy" ] || { echo "testgen-bench: no effigy at $effigy (make build)" >&2; exit 2; }
[ -f "$index" ] || { echo "testgen-bench: no task index $index" >&2; exit 2; }
out=${out:-$(mktemp /tmp/testgen-bench.XXXXXX.tsv)}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
dir=$(dirname "$index")
printf 'task\tmode\ttests\tgcov_taken\tgcov_total\tpercent\ttime_s\tstop\n' > "$out"

row() { # task mode output
    local task=$1 mode=$2 text=$3
    local tests taken total pct time stop
    tests=$(printf '%s\n' "$text" | sed -n 's/^Tests written: \([0-9]*\).*/\1/p')
    taken=$(printf '%s\n' "$text" | sed -n 's/^Branch coverage (gcc --coverage, gcov): \([0-9]*\)\/.*/\1/p')
    total=$(printf '%s\n' "$text" | sed -n 's/^Branch coverage (gcc --coverage, gcov): [0-9]*\/\([0-9]*\) .*/\1/p')
    pct=$(printf '%s\n' "$text" | sed -n 's/^Branch coverage (gcc --coverage, gcov): [^(]*(\([0-9.]*\)%).*/\1/p')
    time=$(printf '%s\n' "$text" | sed -n 's/^Runs: .*time: \([0-9.]*\) s.*/\1/p')
    stop=$(printf '%s\n' "$text" | sed -n 's/^Search stopped: //p; s/^Search \(complete: .*\)/\1/p' | head -1)
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$task" "$mode" "${tests:--}" "${taken:--}" "${total:--}" "${pct:--}" "${time:--}" "${stop:-no suite}" >> "$out"
}

while IFS=$'\t' read -r task expected _; do
    [ "$task" = task_yml_path ] && continue
    case "$task" in /*) yml=$task ;; *) yml="$dir/$task" ;; esac
    prog="$(dirname "$yml")/$(sed -n "s/^input_files: *'\{0,1\}\([^']*\)'\{0,1\}$/\1/p; s/^ *- *'\{0,1\}\([^' ]*\.[ci]\)'\{0,1\}$/\1/p" "$yml" | head -1)"
    if [ -f "$prog" ] && grep -qE '\b(float|double)\b' "$prog"; then continue; fi
    for s in $strategies; do
        t=$(timeout $((timeout * 3 + 60)) "$effigy" testgen --timeout "$timeout" --strategy "$s" --output "$work/$s" "$yml" 2>/dev/null)
        row "$task" "$s" "$t"
        rm -rf "$work/$s"
    done
    if [ "$error_goal" = 1 ] && [ "$expected" = false ]; then
        t=$(timeout $((timeout * 3 + 60)) "$effigy" testgen --goal error --timeout "$timeout" --output "$work/e" "$yml" 2>/dev/null)
        row "$task" "error-goal" "$t"
        rm -rf "$work/e"
        start=$(date +%s.%N)
        v=$(timeout $((timeout * 3 + 60)) "$effigy" verify --engine symex --timeout "$timeout" "$yml" 2>/dev/null | sed -n 's/^Verification result: //p' | head -1)
        end=$(date +%s.%N)
        printf '%s\tsymex\t-\t-\t-\t-\t%s\t%s\n' "$task" "$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.2f", b - a }')" "${v:-none}" >> "$out"
    fi
done < "$index"

echo "rows: $out"
python3 - "$out" <<'EOF'
import csv, statistics, sys
rows = list(csv.DictReader(open(sys.argv[1]), delimiter="\t"))
modes = []
for r in rows:
    if r["mode"] not in modes:
        modes.append(r["mode"])
for m in modes:
    rs = [r for r in rows if r["mode"] == m]
    if m == "symex":
        found = [r for r in rs if r["stop"].startswith("FALSE")]
        times = [float(r["time_s"]) for r in found]
        print(f"verify --engine symex: {len(found)}/{len(rs)} FALSE, median wall time {statistics.median(times) if times else 0:.2f} s")
        continue
    if m == "error-goal":
        found = [r for r in rs if r["stop"] == "an error was reached"]
        times = [float(r["time_s"]) for r in found]
        print(f"testgen --goal error: {len(found)}/{len(rs)} reach the error, median time to it {statistics.median(times) if times else 0:.2f} s")
        continue
    pcts = [float(r["percent"]) for r in rs if r["percent"] != "-"]
    tests = [int(r["tests"]) for r in rs if r["tests"] != "-"]
    if not pcts:
        print(f"{m}: no suites"); continue
    print(f"{m}: {len(pcts)} programs, gcov branch coverage mean {statistics.mean(pcts):.1f}% median {statistics.median(pcts):.1f}%, "
          f"tests per program mean {statistics.mean(tests):.1f} median {statistics.median(tests)}")
EOF
