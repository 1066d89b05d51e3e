#!/usr/bin/env python3
"""c-testsuite (../shared/conformance/c-testsuite/single-exec: 220 programs with the output they
must print) under `effigy run`, recorded in tests/conformance/c-testsuite.tsv.

Each N.c passes in a data model when `effigy run --data-model DM N.c` prints exactly
N.c.expected on standard output and exits with status 0 (what the suite asks of a compiler).
A program effigy rejects is `unsupported: <category>` (the categories of scripts/torture.py);
any other result is `fail: <what differed>`.

Usage:
  scripts/c_testsuite.py [--check]      run all, compare with the data file, exit 1 on a difference
  scripts/c_testsuite.py --update       rewrite tests/conformance/c-testsuite.tsv
  scripts/c_testsuite.py --only 00042   run one program, print its status
Options: --data-model ILP32|LP64|both (default both), -j N (default 2), --suite DIR,
--effigy PATH (default target/release/effigy), --file PATH.
"""

import argparse
import concurrent.futures
import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import torture  # noqa: E402  (the rejection categories and the data-file helpers)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_SUITE = os.path.join(ROOT, '..', 'shared', 'conformance', 'c-testsuite', 'single-exec')
DEFAULT_FILE = os.path.join(ROOT, 'tests', 'conformance', 'c-testsuite.tsv')
TIMEOUT = 60
HEADER = ('# c-testsuite single-exec under `effigy run` (scripts/c_testsuite.py)\tcolumns: name, ILP32 status,'
          ' LP64 status; pass = the expected output and exit status 0; unsupported: <category>; fail: <what differed>\n')


def status(effigy, path, dm):
    with open(path + '.expected', 'rb') as f:
        expected = f.read()
    try:
        r = subprocess.run([effigy, 'run', '--quiet', '--data-model', dm, path], stdin=subprocess.DEVNULL,
                           capture_output=True, timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        return 'fail: timeout'
    err = r.stderr.decode('utf-8', 'replace')
    if r.returncode == 2 and 'error: ' in err:
        msg = next(l for l in err.splitlines() if 'error: ' in l)
        msg = msg[msg.index('error: ') + len('error: '):]
        return 'unsupported: ' + torture.category(torture.one_line(msg)[:200])
    if r.stdout != expected:
        return f'fail: output differs (exit {r.returncode})'
    if r.returncode != 0:
        # A run that ends otherwise than by the program: effigy says why (without --quiet).
        again = subprocess.run([effigy, 'run', '--data-model', dm, path], stdin=subprocess.DEVNULL,
                               capture_output=True, timeout=TIMEOUT).stderr.decode('utf-8', 'replace')
        last = [l for l in again.splitlines() if l.startswith('outcome: ')]
        return f'fail: exit {r.returncode}' + (f' ({torture.strip_positions(last[-1])})' if last else '')
    return 'pass'


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--check', action='store_true')
    ap.add_argument('--update', action='store_true')
    ap.add_argument('--only', nargs='+')
    ap.add_argument('--data-model', default='both', choices=['ILP32', 'LP64', 'both'])
    ap.add_argument('-j', type=int, default=2)
    ap.add_argument('--suite', default=DEFAULT_SUITE)
    ap.add_argument('--effigy', default=os.path.join(ROOT, 'target', 'release', 'effigy'))
    ap.add_argument('--file', default=DEFAULT_FILE)
    args = ap.parse_args()
    names = sorted(n[:-2] for n in os.listdir(args.suite) if n.endswith('.c'))
    if args.only:
        names = [n for n in names if n in args.only]
    models = ['ILP32', 'LP64'] if args.data_model == 'both' else [args.data_model]
    start = time.time()
    jobs = [(n, dm) for n in names for dm in models]
    with concurrent.futures.ThreadPoolExecutor(args.j) as pool:
        results = list(pool.map(lambda j: status(args.effigy, os.path.join(args.suite, j[0] + '.c'), j[1]), jobs))
    got = {}
    for (n, dm), s in zip(jobs, results):
        got.setdefault(n, {})[dm] = s
    if args.only:
        for n in names:
            for dm in models:
                print(f'{n} {dm}: {got[n][dm]}')
        return 0
    data = torture.read_data(args.file)
    differences = 0
    for n in names:
        for dm in models:
            want = data.get(n, {}).get(dm)
            if want != got[n][dm]:
                differences += 1
                if not args.update:
                    print(f'{n} {dm}: expected {want}, got {got[n][dm]}')
    for dm in models:
        statuses = [got[n][dm] for n in names]
        counts = {}
        for s in statuses:
            key = s if s == 'pass' else s.split(':')[0] + ': ' + s.split(':', 1)[1].strip()
            counts[key] = counts.get(key, 0) + 1
        passed = counts.pop('pass', 0)
        others = '; '.join(f'{k} {v}' for k, v in sorted(counts.items(), key=lambda kv: -kv[1]))
        print(f'{dm}: {len(names)} programs: pass {passed}' + (f'; {others}' if others else ''))
    print(f'wall time: {time.time() - start:.0f} s')
    if args.update:
        for n in names:
            data.setdefault(n, {}).update(got[n])
        os.makedirs(os.path.dirname(args.file), exist_ok=True)
        with open(args.file, 'w') as f:
            f.write(HEADER)
            for n in sorted(data):
                f.write(f"{n}\t{data[n].get('ILP32', '')}\t{data[n].get('LP64', '')}\n")
        return 0
    if differences:
        print(f'{differences} difference(s) from {os.path.relpath(args.file, ROOT)}')
        return 1
    return 0


if __name__ == '__main__':
    sys.exit(main())
