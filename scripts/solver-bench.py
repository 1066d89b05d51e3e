#!/usr/bin/env python3
"""Solver benchmark over SMT-LIB 2 query files ("choose the solver by measurement").

Runs every query under each available backend with a per-query time limit and prints a
per-query table, then per backend: solved, sat/unsat/unknown/timeout/error counts, total and
median time, and the virtual best (per query the fastest definite answer among the backends).
A sat/unsat disagreement between backends (or with effigy's own answer, read from the
`; effigy: X ms ANSWER` comment that effigy's --dump-queries writes after a query) is printed
as a BUG line and makes the exit code 1.

Backends:
  z3-debian  /usr/bin/z3 (Debian's package), `z3 -smt2 -t:<ms> -T:<s> FILE`.
  z3         the `z3` executable of PyPI's z3-solver wheel, same options.
  bitwuzla   PyPI's bitwuzla module (no CLI): a `python3 -c DRIVER FILE` subprocess that parses
             the file with bitwuzla.Parser (TIME_LIMIT_PER = the limit, PRODUCE_MODELS on).
             Bitwuzla lacks Z3's `fp.to_ieee_bv`, which effigy's floating-point queries use; such a
             query is rewritten before the timed run (outside the measured time): every
             `(fp.to_ieee_bv T)` becomes a fresh bit-vector constant b with the top-level
             assertion `(= ((_ to_fp e s) b) T)`, and the query is written without lets. The
             rewrite is equisatisfiable (to_fp from bits is onto the floating-point values and
             determines b for every non-NaN T, and effigy uses to_ieee_bv only on non-NaN values).
             (Older dumps only: effigy now writes standard SMT-LIB.) Queries with Int terms
             (bv2nat) are not supported by Bitwuzla: "error".
  effigy-z3, effigy-bitwuzla, effigy-portfolio
             `effigy solve --solver S --timeout T --json - FILE` ($EFFIGY, default this checkout's
             target/release/effigy): the query read back into effigy's terms and solved by that
             backend exactly as the analyses call it -- the in-process Z3 (the libz3 effigy
             links, no process of its own), Bitwuzla through effigy's driver, and the real
             portfolio. A model that does not satisfy the query is reported in the detail
             (WRONG MODEL). Each needs the effigy binary (missing otherwise, like any backend).
             Queries are asked as tree exploration and CEGAR ask them (`--mode hybrid`: pushed
             onto the backend's long-lived solver for 100 ms, then a fresh solver).
  effigy-z3-incremental, effigy-z3-alone
             the in-process Z3 with `--mode incremental` (every query pushed, popped after) or
             `--mode alone` (a fresh solver per query, as bounded model checking and
             k-induction ask their formulas).

The effigy-* backends inherit EFFIGY_Z3_PARAMS (Z3 parameters for the linked Z3, e.g.
rewriter.blast_select_store=true), so one setting can be measured against another.

Times are wall-clock times of the solver subprocess, process start-up included (the start-up
time of each backend on an empty query is measured once and printed). Every run also has a
wall-clock kill backstop (the limit + --backstop seconds).

Answers: sat, unsat, unknown (the solver gave up before the limit), timeout (unknown at the
limit, or killed), error (parse error, unsupported theory, crash, memory limit). Only sat and
unsat count as solved.

Usage: scripts/solver-bench.py [options] DIR_OR_FILE...
"""

import argparse
import concurrent.futures
import csv
import datetime
import io
import json
import os
import platform
import re
import resource
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time

DEFINITE = ('sat', 'unsat')
ANSWER_RE = re.compile(r'^\s*(sat|unsat|unknown|timeout)\s*$', re.M)
EFFIGY_RE = re.compile(r';\s*effigy:\s*([0-9.]+)\s*ms\s+(\w+)')

BITWUZLA_DRIVER = r'''
import sys
import bitwuzla
tm = bitwuzla.TermManager()
options = bitwuzla.Options()
options.set(bitwuzla.Option.PRODUCE_MODELS, True)
options.set(bitwuzla.Option.TIME_LIMIT_PER, int(sys.argv[2]))
parser = bitwuzla.Parser(tm, options)
try:
    parser.parse(sys.argv[1], False, True)
except bitwuzla.BitwuzlaException as e:
    sys.stdout.flush()
    print("(error %r)" % str(e).strip())
    sys.exit(3)
'''


# ---------------------------------------------------------------------------------------------
# Backends


class Backend:
    name = '?'

    def __init__(self):
        self.path = None
        self.version = None
        self.missing = None  # why the backend is not available
        self.startup = None  # median wall-clock seconds of an empty query

    def command(self, path, limit):
        raise NotImplementedError

    def prepare(self, path, tmpdir):
        """The file to run (a backend may rewrite the query) and a note, or raise ValueError."""
        return path, None


def z3_version(exe):
    try:
        out = subprocess.run([exe, '-version'], capture_output=True, text=True, timeout=30).stdout
    except (OSError, subprocess.SubprocessError) as e:
        return None, str(e)
    m = re.search(r'Z3 version (\S+)', out)
    return (m.group(1) if m else out.strip() or None), None


class Z3(Backend):
    def command(self, path, limit):
        # -t: soft per-query limit (ms), -T: hard limit of the process (s); the harness adds its
        # own wall-clock backstop on top.
        return [self.path, '-smt2', f'-t:{int(limit * 1000)}', f'-T:{int(limit) + 2}', path]


class Z3Debian(Z3):
    name = 'z3-debian'

    def __init__(self):
        super().__init__()
        exe = '/usr/bin/z3'
        if not os.access(exe, os.X_OK):
            self.missing = f'{exe} not found (Debian package z3 not installed)'
            return
        self.path = exe
        self.version, err = z3_version(exe)
        if self.version is None:
            self.missing = f'{exe} -version failed: {err}'


def pip_z3_executable():
    """The z3 binary of the z3-solver wheel (not Debian's, not a pyenv shim)."""
    candidates = []
    try:
        import importlib.metadata as md
        dist = md.distribution('z3-solver')
        for f in dist.files or []:
            if str(f).replace('\\', '/').endswith('bin/z3'):
                candidates.append(os.path.realpath(dist.locate_file(f)))
    except Exception:
        pass
    candidates.append(os.path.join(sys.prefix, 'bin', 'z3'))
    candidates.append(os.path.join(os.path.dirname(os.path.realpath(sys.executable)), 'z3'))
    for d in os.environ.get('PATH', '').split(os.pathsep):
        candidates.append(os.path.join(d, 'z3'))
    for c in candidates:
        real = os.path.realpath(c)
        if not (os.path.isfile(real) and os.access(real, os.X_OK)):
            continue
        if real.startswith(('/usr/bin/', '/bin/', '/usr/local/bin/')) or '/shims/' in real:
            continue
        with open(real, 'rb') as f:
            if f.read(4) != b'\x7fELF':  # a wrapper script, not the solver
                continue
        return real
    return None


class Z3Pip(Z3):
    name = 'z3'

    def __init__(self):
        super().__init__()
        exe = pip_z3_executable()
        if exe is None:
            self.missing = 'no z3 executable of the z3-solver wheel found (pip install z3-solver)'
            return
        self.path = exe
        self.version, err = z3_version(exe)
        if self.version is None:
            self.missing = f'{exe} -version failed: {err}'


class Bitwuzla(Backend):
    name = 'bitwuzla'

    def __init__(self):
        super().__init__()
        try:
            out = subprocess.run([sys.executable, '-c', 'import bitwuzla; print(bitwuzla.version())'],
                                 capture_output=True, text=True, timeout=60)
        except (OSError, subprocess.SubprocessError) as e:
            self.missing = f'cannot run {sys.executable}: {e}'
            return
        if out.returncode != 0:
            last = (out.stderr.strip().splitlines() or ['?'])[-1]
            self.missing = f'python module bitwuzla not importable ({last}; pip install bitwuzla)'
            return
        self.version = out.stdout.strip()
        self.path = f'{sys.executable} -c <driver> (module bitwuzla)'

    def command(self, path, limit):
        return [sys.executable, '-c', BITWUZLA_DRIVER, path, str(int(limit * 1000))]

    def prepare(self, path, tmpdir):
        with open(path, encoding='utf-8', errors='replace') as f:
            text = f.read()
        if 'fp.to_ieee_bv' not in text:
            return path, None
        new = rewrite_to_ieee_bv(text)  # ValueError if it cannot
        out = os.path.join(tmpdir, 'bitwuzla-' + os.path.basename(path))
        with open(out, 'w') as f:
            f.write(new)
        return out, 'rewritten (fp.to_ieee_bv)'


def effigy_executable():
    """$EFFIGY, else this checkout's release build."""
    exe = os.environ.get('EFFIGY') or os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'target', 'release', 'effigy')
    return os.path.realpath(exe)


class Effigy(Backend):
    """`effigy solve --solver S`: the query read back into effigy's terms and solved by the
    backend as the analyses call it (the in-process Z3, Bitwuzla in its process, the portfolio)."""
    solver = '?'

    def __init__(self):
        super().__init__()
        exe = effigy_executable()
        if not os.access(exe, os.X_OK):
            self.missing = f'{exe} not found (cargo build --release, or set EFFIGY)'
            return
        try:
            out = subprocess.run([exe, '--version'], capture_output=True, text=True, timeout=60).stdout
        except (OSError, subprocess.SubprocessError) as e:
            self.missing = f'cannot run {exe}: {e}'
            return
        lines = [l.strip() for l in out.splitlines()]
        line = next((l for l in lines if l.startswith(f'--solver {self.solver}:')), '')
        if 'not available' in line or not line:
            self.missing = f'effigy cannot run --solver {self.solver}: {line}'
            return
        self.path = exe
        self.version = ' '.join(line.split(':', 1)[1].split()) + f' (through {lines[0]})'

    mode = 'hybrid'

    def command(self, path, limit):
        return [self.path, 'solve', '--solver', self.solver, '--mode', self.mode, '--timeout', str(limit), '--json', '-', path]

    def parse_output(self, out):
        """(answer, detail) from `effigy solve --json -`."""
        try:
            row = json.loads(out)['queries'][0]
        except (ValueError, KeyError, IndexError) as e:
            return 'error', f'no JSON from effigy solve: {e}'
        detail = row.get('detail') or ''
        if row.get('model_holds') is False:
            detail = 'WRONG MODEL; ' + detail
        return row['answer'], detail


class EffigyZ3(Effigy):
    name, solver = 'effigy-z3', 'z3'


class EffigyZ3Incremental(Effigy):
    name, solver, mode = 'effigy-z3-incremental', 'z3', 'incremental'


class EffigyZ3Alone(Effigy):
    name, solver, mode = 'effigy-z3-alone', 'z3', 'alone'


class EffigyBitwuzla(Effigy):
    name, solver = 'effigy-bitwuzla', 'bitwuzla'


class EffigyPortfolio(Effigy):
    name, solver = 'effigy-portfolio', 'portfolio'


BACKENDS = {'z3-debian': Z3Debian, 'z3': Z3Pip, 'bitwuzla': Bitwuzla,
            'effigy-z3': EffigyZ3, 'effigy-z3-incremental': EffigyZ3Incremental, 'effigy-z3-alone': EffigyZ3Alone,
            'effigy-bitwuzla': EffigyBitwuzla,
            'effigy-portfolio': EffigyPortfolio}


# ---------------------------------------------------------------------------------------------
# fp.to_ieee_bv elimination for Bitwuzla (a small S-expression rewriter)


def tokenize(text):
    i, n = 0, len(text)
    out = []
    while i < n:
        c = text[i]
        if c.isspace():
            i += 1
        elif c == ';':
            j = text.find('\n', i)
            i = n if j < 0 else j + 1
        elif c in '()':
            out.append(c)
            i += 1
        elif c == '|':
            j = text.index('|', i + 1)
            out.append(text[i:j + 1])
            i = j + 1
        elif c == '"':
            j = i + 1
            while True:
                j = text.index('"', j)
                if j + 1 < n and text[j + 1] == '"':
                    j += 2
                    continue
                break
            out.append(text[i:j + 1])
            i = j + 1
        else:
            j = i
            while j < n and not text[j].isspace() and text[j] not in '();|"':
                j += 1
            out.append(text[i:j])
            i = j
    return out


def parse_sexprs(text):
    stack = [[]]
    for tok in tokenize(text):
        if tok == '(':
            stack.append([])
        elif tok == ')':
            if len(stack) < 2:
                raise ValueError('unbalanced )')
            e = stack.pop()
            stack[-1].append(e)
        else:
            stack[-1].append(tok)
    if len(stack) != 1:
        raise ValueError('unbalanced (')
    return stack[0]


def show(e):
    parts = []

    def walk(x):
        if isinstance(x, str):
            parts.append(x)
            return
        parts.append('(')
        for k, y in enumerate(x):
            if k:
                parts.append(' ')
            walk(y)
        parts.append(')')

    walk(e)
    return ''.join(parts)


def fp_format(sort):
    """(eb, sb) of a sort expression, or None."""
    if isinstance(sort, list) and len(sort) == 4 and sort[:2] == ['_', 'FloatingPoint']:
        return int(sort[2]), int(sort[3])
    if isinstance(sort, str):
        return {'Float16': (5, 11), 'Float32': (8, 24), 'Float64': (11, 53), 'Float128': (15, 113)}.get(sort)
    return None


FP_SAME_AS_ARG = {'fp.add', 'fp.sub', 'fp.mul', 'fp.div', 'fp.fma', 'fp.sqrt', 'fp.rem', 'fp.roundToIntegral',
                  'fp.min', 'fp.max', 'fp.neg', 'fp.abs'}
ROUNDING = {'RNE', 'RNA', 'RTP', 'RTN', 'RTZ', 'roundNearestTiesToEven', 'roundNearestTiesToAway',
            'roundTowardPositive', 'roundTowardNegative', 'roundTowardZero'}


def infer_fp(e, env, consts):
    """(eb, sb) of a floating-point term, or None."""
    if isinstance(e, str):
        if e in env:
            return infer_fp(env[e], {}, consts)
        return consts.get(e)
    if not e:
        return None
    head = e[0]
    if isinstance(head, list):
        if len(head) == 4 and head[:2] in (['_', 'to_fp'], ['_', 'to_fp_unsigned']):
            return int(head[2]), int(head[3])
        if len(head) == 3 and head[0] == 'as':
            return fp_format(head[2])
        return None
    if head in FP_SAME_AS_ARG:
        for a in e[1:]:
            if isinstance(a, str) and a in ROUNDING:
                continue
            r = infer_fp(a, env, consts)
            if r:
                return r
        return None
    if head == 'ite':
        return infer_fp(e[2], env, consts) or infer_fp(e[3], env, consts)
    if head == 'let':
        inner = dict(env)
        for name, val in e[1]:
            inner[name] = val  # only for sort inference: no capture issues for sorts
        return infer_fp(e[2], inner, consts)
    if head == 'fp' and len(e) == 4:
        return None
    return None


def rewrite_to_ieee_bv(text):
    """The query without fp.to_ieee_bv (see the module's docstring); let-free."""
    cmds = parse_sexprs(text)
    consts = {}
    used = set(tokenize(text))
    counter = [0]
    memo = {}
    side = []

    def fresh():
        while True:
            counter[0] += 1
            name = f'|bitwuzla ieee_bv {counter[0]}|'
            if name not in used:
                return name

    def rwx(e, env):
        # e with its let-bound names expanded (env: name -> expanded, rewritten term) and every
        # (fp.to_ieee_bv T) replaced by its constant. Replacing bottom-up keeps the expansion of
        # effigy's nested `(let ((|fp r| ...)) (ite (fp.isNaN |fp r|) NaN (fp.to_ieee_bv |fp r|)))`
        # small: an inner result is a constant by the time the outer one is expanded.
        if isinstance(e, str):
            return env.get(e, e)
        if not e:
            return e
        if e[0] == 'let':
            inner = dict(env)
            for name, val in e[1]:
                inner[name] = rwx(val, env)
            return rwx(e[2], inner)
        if e[0] in ('forall', 'exists', 'match', 'lambda'):
            raise ValueError(f'{e[0]} is not supported by the rewrite')
        if len(e) == 2 and e[0] == 'fp.to_ieee_bv':
            t = rwx(e[1], env)
            key = show(t)
            if key in memo:
                return memo[key]
            fmt = infer_fp(t, {}, consts)
            if fmt is None:
                raise ValueError(f'cannot infer the format of {key[:80]}')
            b = fresh()
            eb, sb = fmt
            side.append(['declare-const', b, ['_', 'BitVec', str(eb + sb)]])
            side.append(['assert', ['=', [['_', 'to_fp', str(eb), str(sb)], b], t]])
            memo[key] = b
            return b
        return [rwx(x, env) for x in e]

    out = []
    for c in cmds:
        if isinstance(c, list) and c and c[0] in ('declare-const', 'declare-fun'):
            f = fp_format(c[-1])
            if f and (c[0] == 'declare-const' or c[2] == []):
                consts[c[1]] = f
            out.append(c)
        elif isinstance(c, list) and c and c[0] == 'assert':
            side.clear()
            new = ['assert', rwx(c[1], {})]
            # the new constants and their definitions before the assertion that uses them
            out.extend(side)
            out.append(new)
        elif 'fp.to_ieee_bv' in show(c):
            raise ValueError(f'fp.to_ieee_bv inside {c[0] if isinstance(c, list) and c else c}')
        else:
            out.append(c)
    return '\n'.join(show(c) for c in out) + '\n'


# ---------------------------------------------------------------------------------------------
# Running


def limit_memory(mb):
    def f():
        if mb:
            resource.setrlimit(resource.RLIMIT_AS, (mb << 20, mb << 20))
    return f


def run_one(backend, path, limit, backstop, memory_mb, tmpdir):
    res = {'answer': None, 'time': None, 'detail': ''}
    try:
        run_path, note = backend.prepare(path, tmpdir)
    except (ValueError, OSError, RecursionError, IndexError, TypeError, KeyError) as e:
        res.update(answer='error', time=0.0, detail=f'cannot prepare the input: {e}')
        return res
    if note:
        res['detail'] = note
    cmd = backend.command(run_path, limit)
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL,
                            start_new_session=True, preexec_fn=limit_memory(memory_mb))
    killed = False
    try:
        out, err = proc.communicate(timeout=limit + backstop)
    except subprocess.TimeoutExpired:
        killed = True
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        out, err = proc.communicate()
    elapsed = time.perf_counter() - start
    if run_path != path:
        try:
            os.remove(run_path)
        except OSError:
            pass
    out = out.decode(errors='replace')
    err = err.decode(errors='replace')
    res['time'] = elapsed
    res['exit'] = proc.returncode
    answers = ANSWER_RE.findall(out)
    errors = [l.strip() for l in out.splitlines() if l.lstrip().startswith('(error')]
    if not killed and hasattr(backend, 'parse_output'):
        answer, detail = backend.parse_output(out)
        if answer == 'error' and err.strip():
            detail += ': ' + err.strip().splitlines()[-1][:300]
        res['answer'] = answer
        res['detail'] = (res['detail'] + '; ' if res['detail'] else '') + detail if detail else res['detail']
        return res
    if killed:
        answer = 'timeout'
        res['detail'] = (res['detail'] + '; ' if res['detail'] else '') + f'killed after {elapsed:.1f} s'
    elif errors:
        answer = 'error'
        res['detail'] = (res['detail'] + '; ' if res['detail'] else '') + errors[0][:300]
    elif answers:
        answer = answers[0]
        if answer == 'unknown' and elapsed >= 0.95 * limit:
            answer = 'timeout'
    else:
        answer = 'error'
        tail = (err.strip().splitlines() or out.strip().splitlines() or [''])[-1]
        res['detail'] = (res['detail'] + '; ' if res['detail'] else '') + f'exit {proc.returncode}: {tail[:300]}'
    if len(answers) > 1 and answer in DEFINITE:
        res['detail'] = (res['detail'] + '; ' if res['detail'] else '') + f'{len(answers)} answers: only the first counts'
    res['answer'] = answer
    return res


def measure_startup(backend, tmpdir, limit, backstop, memory_mb, runs=5):
    empty = os.path.join(tmpdir, 'empty.smt2')
    with open(empty, 'w') as f:
        f.write('(set-logic QF_BV)\n(check-sat)\n')
    times = []
    for _ in range(runs):
        r = run_one(backend, empty, limit, backstop, memory_mb, tmpdir)
        if r['answer'] != 'sat':
            return None, f"the empty query gave {r['answer']} ({r['detail']})"
        times.append(r['time'])
    return statistics.median(times), None


def effigy_info(path):
    with open(path, 'rb') as f:
        f.seek(0, 2)
        size = f.tell()
        f.seek(max(0, size - 512))
        tail = f.read().decode(errors='replace')
    m = None
    for m in EFFIGY_RE.finditer(tail):
        pass
    if m is None:
        return None
    return {'ms': float(m.group(1)), 'answer': m.group(2)}


def collect(args):
    files = []
    for p in args:
        if os.path.isdir(p):
            files.extend(os.path.join(p, n) for n in sorted(os.listdir(p)) if n.endswith('.smt2'))
        elif os.path.isfile(p) and p.endswith('.list'):
            with open(p) as f:
                files.extend(l.strip() for l in f if l.strip() and not l.startswith('#'))
        else:
            files.append(p)
    return files


def counted_time(r, limit):
    """The time a result costs in the totals: a timeout at the limit."""
    return limit if r['answer'] == 'timeout' else min(r['time'], limit)


def summarize(name, results, limit, startups):
    """startups: the start-up time of the backend behind each result (for the net total)."""
    n = len(results)
    counts = {a: sum(1 for r in results if r['answer'] == a) for a in ('sat', 'unsat', 'unknown', 'timeout', 'error')}
    times = [counted_time(r, limit) for r in results]
    solved_times = [r['time'] for r in results if r['answer'] in DEFINITE]
    return {
        'backend': name,
        'queries': n,
        'solved': counts['sat'] + counts['unsat'],
        **counts,
        'total_s': sum(times),
        'median_s': statistics.median(times) if times else 0.0,
        'solved_total_s': sum(solved_times),
        'net_total_s': sum(max(0.0, t - s) for t, s in zip(times, startups)),
    }


def fmt_cell(r, width=16):
    if r is None:
        return '-'.rjust(width)
    t = r['time']
    return f"{t:8.3f} {r['answer']:<7}"[:width].rjust(width)


def main():
    sys.setrecursionlimit(20000)
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0],
                                 epilog='See the top of the script for the backends and how answers are classified.')
    ap.add_argument('inputs', nargs='+', help='directories of .smt2 files, .smt2 files, or .list files (one path a line)')
    ap.add_argument('--timeout', type=float, default=20.0, help='per-query time limit in seconds (default 20)')
    ap.add_argument('--backends', default=None, help='comma-separated subset of ' + ','.join(BACKENDS) + ' (default: all available)')
    ap.add_argument('--jobs', type=int, default=1, help='parallel runs (default 1: sequential, for timing)')
    ap.add_argument('--json', metavar='FILE', help='write all results as JSON')
    ap.add_argument('--csv', action='store_true', help='print the per-query table as CSV')
    ap.add_argument('--backstop', type=float, default=10.0, help='seconds past the limit before a run is killed (default 10)')
    ap.add_argument('--memory-mb', type=int, default=8192, help='address-space limit of each solver process (default 8192; 0: none)')
    ap.add_argument('--startup-runs', type=int, default=5, help='empty-query runs to measure start-up (default 5)')
    ap.add_argument('--no-table', action='store_true', help='omit the per-query table')
    opts = ap.parse_args()
    limit = opts.timeout

    wanted = list(BACKENDS) if opts.backends is None else [b.strip() for b in opts.backends.split(',') if b.strip()]
    for b in wanted:
        if b not in BACKENDS:
            ap.error(f'unknown backend {b!r} (known: {", ".join(BACKENDS)})')
    files = collect(opts.inputs)
    if not files:
        ap.error('no query files')

    out = sys.stdout
    tmpdir = tempfile.mkdtemp(prefix='solver-bench-')
    try:
        backends = []
        print(f'# solver-bench: {len(files)} queries, limit {limit:g} s per query, --jobs {opts.jobs}', file=out)
        print(f'# host: {platform.node()} {platform.machine()}, {os.cpu_count()} CPUs, '
              f'load average {" ".join(f"{x:.2f}" for x in os.getloadavg())}; '
              f'{datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M:%S UTC")}', file=out)
        print('# times: wall-clock seconds of the solver subprocess, process start-up included; '
              'a timeout counts at the limit', file=out)
        for name in wanted:
            b = BACKENDS[name]()
            if b.missing:
                print(f'# backend {name}: MISSING: {b.missing}', file=out)
                continue
            b.startup, why = measure_startup(b, tmpdir, limit, opts.backstop, opts.memory_mb, opts.startup_runs)
            if b.startup is None:
                print(f'# backend {name}: UNUSABLE: {why}', file=out)
                continue
            print(f'# backend {name}: version {b.version}, {b.path}; start-up (empty query, median of '
                  f'{opts.startup_runs}) {b.startup * 1000:.1f} ms', file=out)
            backends.append(b)
        out.flush()
        if not backends:
            print('error: no backend available', file=sys.stderr)
            return 2

        jobs = [(f, b) for f in files for b in backends]
        results = {f: {} for f in files}
        done = [0]
        t0 = time.perf_counter()

        def work(job):
            f, b = job
            return f, b.name, run_one(b, f, limit, opts.backstop, opts.memory_mb, tmpdir)

        def progress(f, name, r):
            done[0] += 1
            if sys.stderr.isatty() or done[0] % 25 == 0 or r['answer'] in ('timeout', 'error'):
                print(f'[{done[0]}/{len(jobs)} {time.perf_counter() - t0:.0f}s] {name:<9} {r["answer"]:<7} '
                      f'{r["time"]:7.3f}s {os.path.basename(f)}', file=sys.stderr, flush=True)

        if opts.jobs <= 1:
            for job in jobs:
                f, name, r = work(job)
                results[f][name] = r
                progress(f, name, r)
        else:
            with concurrent.futures.ThreadPoolExecutor(opts.jobs) as ex:
                for f, name, r in ex.map(work, jobs):
                    results[f][name] = r
                    progress(f, name, r)

        names = [b.name for b in backends]
        rows = []
        bugs = []
        for f in files:
            eff = effigy_info(f)
            per = results[f]
            definite = [(r['time'], n, r['answer']) for n, r in per.items() if r['answer'] in DEFINITE]
            if definite:
                t, n, a = min(definite)
                vb = {'answer': a, 'time': t, 'backend': n}
            else:
                worst = 'timeout' if any(r['answer'] == 'timeout' for r in per.values()) else \
                    'unknown' if any(r['answer'] == 'unknown' for r in per.values()) else 'error'
                vb = {'answer': worst, 'time': limit if worst == 'timeout' else
                      min(r['time'] for r in per.values()), 'backend': None}
            answers = {r['answer'] for r in per.values() if r['answer'] in DEFINITE}
            if len(answers) > 1:
                who = ', '.join(f'{n}={r["answer"]}' + (f' ({r["detail"]})' if r['detail'] else '')
                                for n, r in per.items())
                bugs.append(f'BUG: backends disagree on {f}: {who}')
            if eff and eff['answer'] in DEFINITE and answers and eff['answer'] not in answers:
                bugs.append(f'BUG: effigy answered {eff["answer"]} but the backends say '
                            f'{"/".join(sorted(answers))} on {f}')
            rows.append({'file': f, 'effigy': eff, 'results': per, 'virtual_best': vb,
                         'disagreement': len(answers) > 1})

        # The per-query table.
        if not opts.no_table:
            if opts.csv:
                w = csv.writer(out, lineterminator='\n')
                w.writerow(['file', 'effigy_ms', 'effigy_answer']
                           + [x for n in names for x in (f'{n}_s', f'{n}_answer')] + ['vbest_s', 'vbest_answer', 'vbest_backend'])
                for row in rows:
                    e = row['effigy'] or {}
                    cells = [os.path.basename(row['file']), e.get('ms', ''), e.get('answer', '')]
                    for n in names:
                        r = row['results'][n]
                        cells += [f"{r['time']:.4f}", r['answer']]
                    vb = row['virtual_best']
                    cells += [f"{vb['time']:.4f}", vb['answer'], vb['backend'] or '']
                    w.writerow(cells)
            else:
                width = max(10, min(60, max(len(os.path.basename(f)) for f in files)))
                head = f'{"file":<{width}} {"effigy":>16}' + ''.join(f' {n[-16:]:>16}' for n in names) + f' {"virtual best":>16}'
                print(head, file=out)
                for row in rows:
                    e = row['effigy']
                    ecell = f"{e['ms'] / 1000:8.3f} {e['answer']:<7}"[:16].rjust(16) if e else "-".rjust(16)
                    name = os.path.basename(row['file'])
                    if len(name) > width:
                        name = '…' + name[-(width - 1):]
                    line = f'{name:<{width}} {ecell}' + ''.join(f' {fmt_cell(row["results"][n])}' for n in names)
                    line += f' {fmt_cell(row["virtual_best"])}'
                    if row['disagreement']:
                        line += '  <-- DISAGREEMENT'
                    print(line, file=out)
            print(file=out)

        # The summary.
        startup = {b.name: b.startup for b in backends}
        summaries = [summarize(n, [row['results'][n] for row in rows], limit, [startup[n]] * len(rows)) for n in names]
        summaries.append(summarize('virtual best', [row['virtual_best'] for row in rows], limit,
                                   [startup.get(row['virtual_best']['backend'], min(startup.values())) for row in rows]))
        common = [row for row in rows if all(row['results'][n]['answer'] in DEFINITE for n in names)]
        for s in summaries:
            if s['backend'] == 'virtual best':
                s['common_total_s'] = sum(row['virtual_best']['time'] for row in common)
            else:
                s['common_total_s'] = sum(row['results'][s['backend']]['time'] for row in common)
        wins = {n: sum(1 for row in rows if row['virtual_best']['backend'] == n) for n in names}
        pre = '# ' if opts.csv else ''
        print(f'{pre}Summary over {len(rows)} queries, limit {limit:g} s (wall-clock, start-up included; '
              f'"total" and "median" count a timeout at the limit and every other answer at its time; '
              f'"net" is the total less the start-up time of each run; '
              f'"common" is the total over the {len(common)} queries every backend solved; '
              f'"fastest": queries where the backend gave the virtual best):', file=out)
        bw = max(13, max(len(x['backend']) for x in summaries))
        print(f'{pre}{"backend":<{bw}} {"solved":>6} {"sat":>5} {"unsat":>5} {"unknown":>7} {"timeout":>7} {"error":>5} '
              f'{"total s":>9} {"net s":>9} {"median s":>9} {"common s":>9} {"fastest":>7}', file=out)
        for s in summaries:
            fastest = wins.get(s['backend'], '')
            print(f'{pre}{s["backend"]:<{bw}} {s["solved"]:>6} {s["sat"]:>5} {s["unsat"]:>5} {s["unknown"]:>7} '
                  f'{s["timeout"]:>7} {s["error"]:>5} {s["total_s"]:>9.2f} {s["net_total_s"]:>9.2f} {s["median_s"]:>9.4f} '
                  f'{s["common_total_s"]:>9.2f} {fastest:>7}', file=out)
        print(f'{pre}start-up per run (subtract to compare solving alone): '
              + ', '.join(f'{b.name} {b.startup * 1000:.1f} ms' for b in backends), file=out)
        errs = {n: {} for n in names}
        for row in rows:
            for n in names:
                r = row['results'][n]
                if r['answer'] == 'error':
                    key = re.sub(r"\d+:\d+:\d+|line \d+ column \d+|'[^']*'", '…', r['detail'])[:120]
                    errs[n][key] = errs[n].get(key, 0) + 1
        for n in names:
            for k, c in sorted(errs[n].items(), key=lambda x: -x[1]):
                print(f'{pre}errors {n}: {c} x {k}', file=out)
        rewritten = sum(1 for row in rows for n, r in row['results'].items() if 'rewritten' in r.get('detail', ''))
        if rewritten:
            print(f'{pre}bitwuzla ran {rewritten} queries rewritten without fp.to_ieee_bv', file=out)
        for line in bugs:
            print(line, file=out)
            if out is not sys.stderr:
                print(line, file=sys.stderr)
        if not bugs:
            print(f'{pre}no disagreements', file=out)

        if opts.json:
            doc = {
                'limit_s': limit,
                'time_measure': 'wall-clock seconds of the solver subprocess, process start-up included',
                'jobs': opts.jobs,
                'host': {'node': platform.node(), 'cpus': os.cpu_count()},
                'date': datetime.datetime.now(datetime.timezone.utc).isoformat(),
                'backends': {b.name: {'version': b.version, 'path': b.path, 'startup_s': b.startup} for b in backends},
                'missing_backends': {n: BACKENDS[n]().missing for n in wanted if n not in names},
                'queries': rows,
                'summary': summaries,
                'fastest_counts': wins,
                'errors': errs,
                'bugs': bugs,
            }
            with open(opts.json, 'w') as f:
                json.dump(doc, f, indent=1)
                f.write('\n')
        return 1 if bugs else 0
    finally:
        shutil.rmtree(tmpdir, ignore_errors=True)


if __name__ == '__main__':
    sys.exit(main())
