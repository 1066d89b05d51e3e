#!/usr/bin/env python3
"""Copies a sample of a query corpus (scripts/query-corpus.sh's OUT) into tests/solver-corpus,
the real queries that `crates/effigy/tests/solver_corpus.rs` solves with every backend.

Kept: queries effigy answered (sat or unsat) in at most --max-ms milliseconds, of at most
--max-bytes bytes, taken round-robin over the tasks (each task's queries evenly spaced) until
--count are chosen, so that the sample spans the engines and the tasks rather than the one task
with the most queries.

Usage: scripts/corpus-test-sample.py CORPUS_DIR OUT_DIR [--count 150] [--max-ms 50] [--max-bytes 16384]
"""

import argparse
import csv
import os
import shutil


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('corpus')
    ap.add_argument('out')
    ap.add_argument('--count', type=int, default=150)
    ap.add_argument('--max-ms', type=float, default=50.0)
    ap.add_argument('--max-bytes', type=int, default=16384)
    opts = ap.parse_args()
    by_task = {}
    with open(os.path.join(opts.corpus, 'index.tsv')) as f:
        for row in csv.DictReader(f, delimiter='\t'):
            path = os.path.join(opts.corpus, row['query'])
            if row['effigy_answer'] not in ('sat', 'unsat') or not row['effigy_ms']:
                continue
            if float(row['effigy_ms']) > opts.max_ms or os.path.getsize(path) > opts.max_bytes:
                continue
            by_task.setdefault(row['task'], []).append(row['query'])
    chosen = []
    queues = {t: sorted(q) for t, q in sorted(by_task.items())}
    while len(chosen) < opts.count and any(queues.values()):
        for t in sorted(queues):
            if queues[t] and len(chosen) < opts.count:
                q = queues[t]
                chosen.append(q.pop(len(q) // 2))
    os.makedirs(opts.out, exist_ok=True)
    for name in os.listdir(opts.out):
        if name.endswith('.smt2'):
            os.remove(os.path.join(opts.out, name))
    for q in chosen:
        shutil.copyfile(os.path.join(opts.corpus, q), os.path.join(opts.out, q))
    size = sum(os.path.getsize(os.path.join(opts.out, q)) for q in chosen)
    print(f'{len(chosen)} queries from {len({q.split("__")[0] for q in chosen})} tasks, {size / 1024:.0f} KiB, in {opts.out}')


if __name__ == '__main__':
    main()
