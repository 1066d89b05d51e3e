#!/usr/bin/env python3
"""The engines on gcc's torture programs (tests/conformance/torture-engines.tsv): every program
that `effigy run` ends as gcc's build does (status `pass` in tests/conformance/torture.tsv, in
the data model asked) is verified with abort() as the error,

    effigy verify --engine E --data-model DM --timeout T -Dabort=reach_error -D__builtin_abort=reach_error FILE

(the programs call abort() when a compiler gets C wrong; gcc's build of each exits 0, so the
error is unreachable). A program has no inputs, so the only right verdicts are TRUE and UNKNOWN:
a FALSE is a semantics bug of effigy's, confirmed by gcc or not (gcc never confirms one here),
and is a failure. The data file records each verdict (TRUE, UNKNOWN with its reason's first
words, FALSE with gcc's answer) per engine, so that a regression shows as a diff; the summary
gives each engine's TRUE share.

Usage:
  scripts/torture_engines.py [--check]        run, compare with the data file, exit 1 on a difference or a FALSE
  scripts/torture_engines.py --update         rewrite the data file from this run
  scripts/torture_engines.py --sample 10      every 10th program (CI)
  scripts/torture_engines.py --only NAME...   verify the named programs and print the verdicts
Options: --engines auto,symex,bmc,kind,cegar (default auto), --timeout S (CPU seconds, default 10),
--data-model ILP32|LP64 (default ILP32), -j N (default 2), --suite DIR, --effigy PATH, --file PATH.
"""

import argparse
import concurrent.futures
import os
import re
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import torture  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_FILE = os.path.join(ROOT, 'tests', 'conformance', 'torture-engines.tsv')
ERROR_DEFINES = ['-Dabort=reach_error', '-D__builtin_abort=reach_error']


def verdict(effigy, path, engine, dm, timeout):
    cmd = [effigy, 'verify', '--engine', engine, '--data-model', dm, '--timeout', str(timeout)] + ERROR_DEFINES + [path]
    try:
        r = subprocess.run(cmd, stdin=subprocess.DEVNULL, capture_output=True, text=True, errors='replace',
                           timeout=timeout * 3 + 60)
    except subprocess.TimeoutExpired:
        return 'UNKNOWN (process timeout)'
    last = next((l for l in reversed(r.stdout.splitlines()) if l.startswith('Verification result')), '')
    if r.returncode == 0:
        return 'TRUE'
    if r.returncode == 10:
        confirmed = 'confirmed by execution' in r.stdout
        return 'FALSE (' + ('confirmed by gcc' if confirmed else 'not confirmed') + ')'
    if r.returncode == 20:
        reason = last.split('(', 1)[1] if '(' in last else last
        reason = re.sub(r'\s+at \S+:\d+(:\d+)?', '', reason)
        reason = re.sub(r'\d+', 'N', reason)
        return 'UNKNOWN (' + reason[:90].rstrip(') ;') + ')'
    err = next((l for l in r.stderr.splitlines() if 'error' in l), r.stderr.strip()[:100])
    return f'ERROR exit {r.returncode}: {torture.strip_positions(err)[:100]}'


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--check', action='store_true')
    ap.add_argument('--update', action='store_true')
    ap.add_argument('--sample', type=int)
    ap.add_argument('--only', nargs='+')
    ap.add_argument('--engines', default='auto')
    ap.add_argument('--timeout', type=int, default=10)
    ap.add_argument('--data-model', default='ILP32', choices=['ILP32', 'LP64'])
    ap.add_argument('-j', type=int, default=2)
    ap.add_argument('--suite', default=os.path.join(ROOT, '.deps', torture.SUITE_REL))
    ap.add_argument('--effigy', default=os.path.join(ROOT, 'target', 'release', 'effigy'))
    ap.add_argument('--file', default=DEFAULT_FILE)
    args = ap.parse_args()
    engines = args.engines.split(',')
    statuses = torture.read_data(os.path.join(ROOT, 'tests', 'conformance', 'torture.tsv'))
    names = sorted(n for n, s in statuses.items() if s.get(args.data_model) == 'pass')
    if args.sample:
        names = names[::args.sample]
    if args.only:
        names = [n for n in names if n in args.only]
    jobs = [(n, e) for n in names for e in engines]
    start = time.time()
    with concurrent.futures.ThreadPoolExecutor(args.j) as pool:
        got_list = list(pool.map(lambda j: verdict(args.effigy, os.path.join(args.suite, j[0] + '.c'), j[1], args.data_model, args.timeout), jobs))
    got = {}
    for (n, e), v in zip(jobs, got_list):
        got.setdefault(n, {})[e] = v
    if args.only:
        for n in names:
            for e in engines:
                print(f'{n} {e}: {got[n][e]}')
        return 0
    data = {}
    if os.path.exists(args.file):
        with open(args.file) as f:
            header = f.readline().rstrip('\n').split('\t')
            cols = header[1:] if header and header[0].startswith('# name') else []
            for line in f:
                parts = line.rstrip('\n').split('\t')
                data[parts[0]] = dict(zip(cols, parts[1:]))
    falses = []
    differences = 0
    for n in names:
        for e in engines:
            v = got[n][e]
            if v.startswith('FALSE') or v.startswith('ERROR'):
                falses.append(f'{n} [{e}]: {v}')
            want = data.get(n, {}).get(e)
            if want != v:
                differences += 1
                if not args.update:
                    print(f'{n} [{e}]: expected {want}, got {v}')
    for e in engines:
        vs = [got[n][e] for n in names]
        t = sum(v == 'TRUE' for v in vs)
        counts = {}
        for v in vs:
            if v != 'TRUE':
                counts[v] = counts.get(v, 0) + 1
        others = '; '.join(f'{k} {c}' for k, c in sorted(counts.items(), key=lambda kv: -kv[1]))
        print(f'{e}: {len(vs)} programs: TRUE {t} ({100 * t / max(1, len(vs)):.1f} %)' + (f'; {others}' if others else ''))
    print(f'wall time: {time.time() - start:.0f} s')
    for f in falses:
        print('WRONG: ' + f)
    if args.update:
        for n in names:
            data.setdefault(n, {}).update(got[n])
        cols = sorted({c for d in data.values() for c in d}, key=lambda c: ['auto', 'symex', 'bmc', 'kind', 'cegar'].index(c) if c in ['auto', 'symex', 'bmc', 'kind', 'cegar'] else 9)
        with open(args.file, 'w') as f:
            f.write('# name\t' + '\t'.join(cols) + '\n')
            for n in sorted(data):
                f.write(n + '\t' + '\t'.join(data[n].get(c, '') for c in cols) + '\n')
        return 1 if falses else 0
    if falses:
        return 1
    if differences:
        print(f'{differences} difference(s) from {os.path.relpath(args.file, ROOT)}')
        return 1
    return 0


if __name__ == '__main__':
    sys.exit(main())
