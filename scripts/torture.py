#!/usr/bin/env python3
"""Conformance of `effigy run` against gcc on gcc 12.2's C torture tests
(gcc/testsuite/gcc.c-torture/execute/*.c: 1592 programs that call abort() when a compiler gets
C wrong and exit 0 otherwise), in both data models, recorded in tests/conformance/torture.tsv.

The suite: --suite DIR, by default .deps/gcc-12.2.0/gcc/testsuite/gcc.c-torture/execute; when
it is missing and Debian's gcc-12-source tarball (/usr/src/gcc-12/gcc-12.2.0-dfsg.tar.xz) is
there, its execute directory is extracted into .deps/ (the top-level *.c only: the ieee/ and
builtins/ subdirectories need their own harness and are ignored).

gcc's reference outcome, per program and data model (ILP32 = -m32, LP64 = -m64), comes from

    gcc -m32|-m64 -O0 -w -fno-diagnostics-color <dg-options> <dg-additional-options> FILE -lm -o EXE

(plain -m32, as gcc's own harness builds: no -msse2/-mfpmath=sse, so ILP32 floating point is
x87's), EXE run in a scratch directory with stdin from /dev/null and a 10 s timeout. Directives
are read as DejaGnu does for an x86_64-pc-linux-gnu target (`ia32` true for -m32, `lp64` for
-m64): a `{ target SELECTOR }` on dg-options/dg-additional-options is honoured;
`dg-add-options stack_size|ieee` add nothing on x86 Linux; `dg-skip-if` and
`dg-require-effective-target` skip a program only when the directive certainly excludes the
target (EFFECTIVE_TARGETS below; e.g. `int128` is false for -m32); an effective target the
table does not know is assumed true and the program is run. The outcome is one of
`exit N`, `signal NAME` (SIGABRT for abort(), SIGILL for __builtin_trap()), `timeout`,
`gcc-rejects: <first error line>` (compile or link failed) or `skipped: <reason>`. Results are
cached in .deps/torture-gcc-ILP32.tsv and .deps/torture-gcc-LP64.tsv, keyed by the file's name,
the SHA-256 of its contents and the options, so that reruns only run effigy.

effigy's outcome: `effigy run --data-model ILP32|LP64 --max-steps 20000000 FILE` (--effigy PATH, default
target/release/effigy) with a 60 s timeout. The `outcome: ...` line is read from stderr or
stdout (either interface: summary on stdout and exit 0, or the program's output on stdout, the
summary on stderr and the program's status as exit status). `return N`/`exit N` become
`exit N&255`, `abort` `signal SIGABRT`, anything else `effigy: <text without positions>`
(`effigy: timeout` past 60 s); a program effigy rejects (diagnostics, no outcome line) is
`rejected: <first error message>`.

Status of a program in a data model (the columns of tests/conformance/torture.tsv):
  pass                          effigy's outcome is gcc's
  not-applicable: <gcc outcome> gcc rejected or skipped it, or timed out
  unsupported: <category>       effigy rejected it (REJECTION_CATEGORIES maps messages to
                                categories; `other: <message>` when none matches)
  beyond-c: <reason>            the program's outcome is not C's to define (undefined behaviour
                                it relies on, a gcc option it tests: BEYOND_C below, each argued),
                                and effigy's differs from gcc's
  fail: <effigy outcome> / gcc <gcc outcome>

Usage:
  scripts/torture.py [--check]           run everything, compare with the file, exit 1 on a difference
  scripts/torture.py --update            rewrite tests/conformance/torture.tsv from this run
  scripts/torture.py --sample 10         every 10th program by sorted name (CI), compares those lines
  scripts/torture.py --only pr12345 ...  run the named programs, print gcc's and effigy's outcomes
Options: --data-model ILP32|LP64|both (default both), -j N (default 2), --suite DIR,
--effigy PATH, --file PATH (default tests/conformance/torture.tsv). With --update, a partial run
(--sample, --only, one data model) rewrites only the lines and columns it ran.
"""

import argparse
import concurrent.futures
import fnmatch
import hashlib
import os
import re
import shlex
import signal
import subprocess
import sys
import tarfile
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SUITE_REL = 'gcc-12.2.0/gcc/testsuite/gcc.c-torture/execute'
TARBALL = '/usr/src/gcc-12/gcc-12.2.0-dfsg.tar.xz'
DATA_MODELS = ('ILP32', 'LP64')
MFLAG = {'ILP32': '-m32', 'LP64': '-m64'}
TRIPLET = 'x86_64-pc-linux-gnu'
GCC_TIMEOUT = 10
EFFIGY_TIMEOUT = 60
# Bump when the way references are computed changes: the cache is then recomputed.
REFERENCE_VERSION = 1

# DejaGnu effective targets of x86_64-pc-linux-gnu with gcc 12 (Debian), per data model.
# Checked by hand where it matters: __int128 is rejected by gcc -m32; _Decimal32 works in both.
EFFECTIVE_TARGETS = {
    'ILP32': {'ia32': True, 'ilp32': True, 'lp64': False, 'int128': False},
    'LP64': {'ia32': False, 'ilp32': False, 'lp64': True, 'int128': True},
    'both': {
        'int32plus': True, 'int32': True, 'longlong64': True, 'double64plus': True,
        'label_values': True, 'trampolines': True, 'alloca': True, 'indirect_jumps': True,
        'untyped_assembly': True, 'return_address': True, 'fileio': True, 'unwrapped': True,
        'stdint_types': True, 'mmap': True, 'c99_runtime': True, 'dfp': True, 'signal': True,
        'fpic': True, 'nonpic': True, 'weak': True, 'alias': True, 'freestanding': False,
        'newlib_nano_io': False, 'vxworks_kernel': False,
    },
}

# effigy's rejection messages (the text after `error: `) -> category; first match wins.
# A category may use the regex's groups (\1).
REJECTION_CATEGORIES = [
    (r'inline assembly|\basm\b', 'inline assembly'),
    (r'nested function', 'nested functions'),
    (r'vector_size|vector type', 'vector types (vector_size)'),
    (r'long double', 'long double'),
    (r'_Float128|__float128|_Float\d+x?\b', '_FloatN types'),
    (r'_Complex|complex', 'complex types'),
    (r'_Decimal|decimal float', 'decimal floating point'),
    (r'__int128|128-bit', '__int128'),
    (r'labels as values|computed goto|address of a label', 'labels as values'),
    (r'local labels|__label__', 'local labels (__label__)'),
    (r'va_list|va_start|va_arg|va_end', 'variadic functions (va_list)'),
    (r'calls? of variadic function', 'variadic functions (calls)'),
    (r'K&R', 'K&R definitions'),
    (r'type specifier missing|implicit int', 'implicit int'),
    (r"undeclared function '(__builtin_\w+|__sync_\w+|__atomic_\w+)'", r'gcc builtin \1'),
    (r"undeclared function", 'implicit function declarations'),
    (r"'(__builtin_\w+)' \(the machine's state", r'gcc builtin \1 (machine state)'),
    (r'bit-fields? of 64-bit|64-bit bit-field', '64-bit bit-fields'),
    (r'pragma pack', '#pragma pack'),
    (r"attribute '_*(?:scalar_storage_order)_*'", 'scalar_storage_order'),
    (r"attribute '_*(\w+?)_*'", r'attribute \1'),
    (r'_Alignas|alignment specifier', 'alignment specifiers (_Alignas)'),
    (r'floating-point environment|fesetround|fenv', 'floating-point environment'),
    (r'setjmp|longjmp', 'setjmp/longjmp'),
    (r'statement expression', 'statement expressions'),
    (r'typeof', 'typeof'),
    (r'offsetof', 'offsetof'),
    (r'variable-length struct member', 'variable-length struct members'),
    (r'variable-length arrays?.*(typedef|file scope)|(typedef|file scope).*variable-length',
     'variable-length arrays (typedef, file scope)'),
    (r'anonymous struct or union', 'anonymous struct/union members'),
    (r'wide or Unicode', 'wide characters and strings'),
    (r'forward references? to enum', 'forward references to enums'),
    (r'cast to non-scalar', 'casts to struct/union types'),
    (r'returns a struct or union', 'pointers to functions returning structs'),
    (r"taking the address of '\w+', which effigy implements", 'address of a modelled function'),
    (r"external object '(\w+)'", r'external object \1'),
    (r'excess elements in initializer', 'excess initializer elements'),
    (r'initializer-string .* too long', 'over-long string initializers'),
    (r'array initializer must be', 'arrays initialised from expressions'),
    (r'initializer element is not a', 'non-constant static initializers'),
    (r"takes \d+ arguments?, \d+ given", 'calls of () functions with arguments'),
    (r'not UTF-8', 'non-UTF-8 source'),
    (r'flexible array', 'flexible array members'),
    (r'zero-length|zero length', 'zero-length arrays'),
    (r'transparent_union', 'transparent unions'),
    (r'^expected ', 'parse errors'),
    (r'(__builtin_\w+)', r'gcc builtin \1'),
]


def die(msg):
    print(f'torture.py: {msg}', file=sys.stderr)
    sys.exit(2)


# ---------------------------------------------------------------- the suite

def ensure_suite(suite):
    if os.path.isdir(suite):
        return
    default = os.path.join(ROOT, '.deps', SUITE_REL)
    if os.path.abspath(suite) != default or not os.path.exists(TARBALL):
        die(f'no suite at {suite} (and no {TARBALL} to extract it from)')
    print(f'extracting {SUITE_REL}/*.c from {TARBALL} into .deps/ ...', file=sys.stderr)
    deps = os.path.join(ROOT, '.deps')
    os.makedirs(deps, exist_ok=True)
    try:  # tar is much faster than Python's tarfile on this 90 MB .xz
        subprocess.run(['tar', '-xf', TARBALL, '-C', deps, '--wildcards',
                        '*/gcc/testsuite/gcc.c-torture/execute/*.c',
                        '--exclude', '*/gcc.c-torture/execute/*/*'], check=True)
    except (OSError, subprocess.CalledProcessError):
        pattern = re.compile(r'^[^/]+/gcc/testsuite/gcc\.c-torture/execute/[^/]+\.c$')
        with tarfile.open(TARBALL, 'r:xz') as tar:
            for member in tar:
                if member.isfile() and pattern.match(member.name):
                    dest = os.path.join(deps, SUITE_REL, os.path.basename(member.name))
                    os.makedirs(os.path.dirname(dest), exist_ok=True)
                    with tar.extractfile(member) as src, open(dest, 'wb') as out:
                        out.write(src.read())
    if not os.path.isdir(suite):
        die(f'{TARBALL} did not hold {SUITE_REL}')


def list_programs(suite):
    return sorted(n[:-2] for n in os.listdir(suite) if n.endswith('.c'))


# ---------------------------------------------------------------- DejaGnu directives

def tcl_words(text):
    """Splits a Tcl list into words: braced words keep their raw content (str) wrapped in a
    one-element tuple, other words (bare or quoted) are str."""
    words, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if c.isspace():
            i += 1
        elif c == '{':
            depth, j = 1, i + 1
            while j < n and depth:
                depth += {'{': 1, '}': -1}.get(text[j], 0)
                j += 1
            words.append((text[i + 1:j - 1],))
            i = j
        elif c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == '\\' else 1
            words.append(text[i + 1:j])
            i = j + 1
        else:
            j = i
            while j < n and not text[j].isspace():
                j += 1
            words.append(text[i:j])
            i = j
    return words


def directives(source):
    """The `{ dg-NAME args... }` directives of a source, as (NAME, [args]) in order."""
    out = []
    for m in re.finditer(r'\{\s*dg-([\w-]+)', source):
        depth, j, quoted = 0, m.start(), False
        while j < len(source):
            c = source[j]
            if c == '"' and source[j - 1] != '\\':
                quoted = not quoted
            elif not quoted and c == '{':
                depth += 1
            elif not quoted and c == '}':
                depth -= 1
                if depth == 0:
                    break
            j += 1
        words = tcl_words(source[m.start() + 1:j])
        out.append((words[0][3:], words[1:]))
    return out


def word_text(w):
    return w[0] if isinstance(w, tuple) else w


def eval_selector(sel, dm):
    """DejaGnu target selector (a triplet glob, an effective target, a list of them (any),
    or an expression with !, &&, ||) -> True/False, or None when unknown."""
    if isinstance(sel, tuple):
        sel = sel[0]
    words = tcl_words(sel) if isinstance(sel, str) and (' ' in sel.strip() or '{' in sel) else [sel]
    if len(words) == 1 and isinstance(words[0], str):
        w = words[0].strip()
        if w.count('-') >= 2 or '*' in w or '?' in w:
            return fnmatch.fnmatchcase(TRIPLET, w)
        if w in EFFECTIVE_TARGETS[dm]:
            return EFFECTIVE_TARGETS[dm][w]
        return EFFECTIVE_TARGETS['both'].get(w)
    if not any(w in ('!', '&&', '||') for w in words):
        vals = [eval_selector(w, dm) for w in words]
        if any(v is True for v in vals):
            return True
        return None if None in vals else False

    pos = 0

    def term():
        nonlocal pos
        w = words[pos]
        pos += 1
        if w == '!':
            v = term()
            return None if v is None else not v
        return eval_selector(w, dm)

    value = term()
    while pos < len(words):
        op = words[pos]
        pos += 1
        rhs = term()
        if op == '&&':
            value = False if False in (value, rhs) else (None if None in (value, rhs) else True)
        else:
            value = True if True in (value, rhs) else (None if None in (value, rhs) else False)
    return value


def target_applies(args, dm, default=True):
    """The `{ target SEL }` argument among a directive's args, if any, evaluated."""
    for a in args:
        if isinstance(a, tuple):
            ws = tcl_words(a[0])
            if ws and ws[0] == 'target' and len(ws) > 1:
                # `{ target a-*-* b-*-* }` lists alternatives like `{ target { a-*-* b-*-* } }`
                v = eval_selector(ws[1] if len(ws) == 2 else (a[0].split(None, 1)[1],), dm)
                return default if v is None else v
    return True


def gcc_plan(source, dm):
    """(options, skip reason or None) for a program's source in a data model."""
    options, extra, skip = [], [], None
    flags_in_effect = ['-O0', '-w'] + options
    for name, args in directives(source):
        if name in ('options', 'additional-options') and args:
            if target_applies(args[1:], dm, default=False):
                opts = shlex.split(word_text(args[0]))
                (options if name == 'options' else extra).extend(opts)
        elif name == 'require-effective-target' and args:
            kw = word_text(args[0]).strip()
            if target_applies(args[1:], dm):
                v = eval_selector(kw, dm)
                if v is False and skip is None:
                    skip = f'dg-require-effective-target {kw}'
        elif name == 'skip-if' and len(args) >= 2:
            reason = word_text(args[0])
            hit = eval_selector(args[1], dm)
            include = [w for w in tcl_words(word_text(args[2]))] if len(args) > 2 else ['*']
            exclude = [w for w in tcl_words(word_text(args[3]))] if len(args) > 3 else []
            flags = flags_in_effect + options + extra
            inc = not include or any(p == '*' or p in flags for p in include)
            exc = any(p and p in flags for p in exclude)
            if hit is True and inc and not exc and skip is None:
                skip = f'dg-skip-if "{reason}" {{ {word_text(args[1]).strip()} }}'
        # dg-add-options stack_size/ieee: nothing on x86 Linux; dg-require-stack-size,
        # dg-require-alias, dg-require-weak: satisfied; dg-xfail-*, dg-do run, dg-prune-output:
        # no effect on the outcome.
    return options + extra, skip


# ---------------------------------------------------------------- outcomes

def signal_name(num):
    try:
        return signal.Signals(num).name
    except ValueError:
        return f'signal {num}'


def one_line(text):
    return re.sub(r'\s+', ' ', text).strip()


def first_error(text, path, name):
    lines = [l for l in text.splitlines() if l.strip()]
    pick = next((l for l in lines if re.search(r'\berror\b|undefined reference', l)),
                lines[0] if lines else 'no diagnostic')
    pick = pick.replace(path, name + '.c')
    pick = re.sub(r'/tmp/\S*?/(exe|cc\w+\.o)', r'\1', pick)
    return one_line(pick)[:200]


def gcc_reference(path, name, dm, options):
    with tempfile.TemporaryDirectory(prefix='torture-gcc-') as tmp:
        exe = os.path.join(tmp, 'exe')
        cmd = ['gcc', MFLAG[dm], '-O0', '-w', '-fno-diagnostics-color', *options, path, '-lm',
               '-o', exe]
        try:
            cc = subprocess.run(cmd, cwd=tmp, stdin=subprocess.DEVNULL, capture_output=True,
                                text=True, errors='replace', timeout=300)
        except subprocess.TimeoutExpired:
            return 'gcc-rejects: compilation timed out'
        if cc.returncode != 0 or not os.path.exists(exe):
            return 'gcc-rejects: ' + first_error(cc.stderr, path, name)
        try:
            r = subprocess.run([exe], cwd=tmp, stdin=subprocess.DEVNULL,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                               timeout=GCC_TIMEOUT)
        except subprocess.TimeoutExpired:
            return 'timeout'
        if r.returncode < 0:
            return f'signal {signal_name(-r.returncode)}'
        return f'exit {r.returncode}'


def source_hash(source_bytes, options):
    h = hashlib.sha256(source_bytes)
    h.update(b'\0' + ' '.join(options).encode())
    return h.hexdigest()[:16]


def gcc_version():
    try:
        return subprocess.run(['gcc', '-dumpfullversion'], capture_output=True,
                              text=True).stdout.strip()
    except OSError:
        die('gcc not found')


def gcc_references(suite, names, dm, jobs):
    """{name: outcome}, from the cache where it is current, else computed and cached."""
    cache_path = os.path.join(ROOT, '.deps', f'torture-gcc-{dm}.tsv')
    header = f'# torture.py gcc references v{REFERENCE_VERSION}, gcc {gcc_version()}, {dm}'
    cache = {}
    if os.path.exists(cache_path):
        with open(cache_path) as f:
            lines = f.read().splitlines()
        if lines and lines[0].startswith(header):
            for line in lines[1:]:
                parts = line.split('\t')
                if len(parts) >= 3 and not line.startswith('#'):
                    cache[parts[0]] = (parts[1], parts[2])
    result, todo = {}, []
    for name in names:
        path = os.path.join(suite, name + '.c')
        with open(path, 'rb') as f:
            data = f.read()
        options, skip = gcc_plan(data.decode('utf-8', 'replace'), dm)
        key = source_hash(data, options)
        if skip:
            result[name] = f'skipped: {skip}'
        elif name in cache and cache[name][0] == key:
            result[name] = cache[name][1]
        else:
            todo.append((name, path, options, key))
    if todo:
        print(f'gcc {MFLAG[dm]}: computing {len(todo)} references ...', file=sys.stderr)
        with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
            futs = {pool.submit(gcc_reference, p, n, dm, o): (n, k) for n, p, o, k in todo}
            for fut in concurrent.futures.as_completed(futs):
                n, k = futs[fut]
                result[n] = fut.result()
                cache[n] = (k, result[n])
        os.makedirs(os.path.dirname(cache_path), exist_ok=True)
        with open(cache_path + '.tmp', 'w') as f:
            f.write(header + '\tcolumns: name, hash of contents+options, outcome\n')
            for n in sorted(cache):
                f.write(f'{n}\t{cache[n][0]}\t{cache[n][1]}\n')
        os.replace(cache_path + '.tmp', cache_path)
    return result


def strip_positions(text):
    return one_line(re.sub(r'\s*\(?\bat [^\s:()]+:\d+(:\d+)?\)?', '', text))


# The interpreter's step budget: twice its default (a few programs loop 10^6 times, about
# 10^7 steps, in a few seconds).
MAX_STEPS = 20_000_000


def effigy_outcome(effigy, path, dm):
    """effigy's outcome in gcc's vocabulary (see the docstring)."""
    cmd = [effigy, 'run', '--data-model', dm, '--max-steps', str(MAX_STEPS), path]
    for attempt in range(60):
        try:
            r = subprocess.run(cmd, stdin=subprocess.DEVNULL, capture_output=True,
                               text=True, errors='replace', timeout=EFFIGY_TIMEOUT)
        except subprocess.TimeoutExpired:
            return 'effigy: timeout'
        except OSError:  # the binary is being rebuilt
            time.sleep(10)
            continue
        break
    else:
        return 'effigy: binary missing'
    outcome = None
    for stream in (r.stderr, r.stdout):
        lines = [l for l in stream.splitlines() if l.startswith('outcome: ')]
        if lines:
            outcome = lines[-1][len('outcome: '):].strip()
            break
    if outcome is not None:
        m = re.match(r'(return|exit) (-?\d+)\b', outcome)
        if m:
            return f'exit {int(m.group(2)) & 255}'
        if re.match(r'abort\b', outcome):
            return 'signal SIGABRT'
        if re.match(r'trap\b', outcome):
            return 'signal SIGILL'
        return 'effigy: ' + strip_positions(outcome)
    errors = [l for l in r.stderr.splitlines() if re.search(r'(^|: )error: ', l)]
    if errors and r.returncode == 2:
        msg = re.sub(r'^.*?(^|: )error: ', '', errors[0])
        return 'rejected: ' + one_line(msg)[:200]
    how = (f'signal {signal_name(-r.returncode)}' if r.returncode < 0
           else f'exit {r.returncode}')
    last = next((l for l in reversed(r.stderr.splitlines()) if l.strip()), '')
    return f'effigy: no outcome ({how}) {strip_positions(last)[:150]}'.rstrip()


def category(message):
    for rx, cat in REJECTION_CATEGORIES:
        m = re.search(rx, message)
        if m:
            return m.expand(cat)
    return 'other: ' + message


# Programs whose outcome C does not define, or that test a gcc option effigy run has no
# counterpart of: gcc's build is one possible outcome, not the one effigy must match. Each with
# its reason; the status is `beyond-c: <reason>` unless effigy's outcome is gcc's anyway.
BEYOND_C = {
    '20021127-1': 'defines llabs, a name the C library reserves (C11 7.1.3p2): gcc expands its own built-in llabs, effigy calls the definition',
    '20031003-1': '(int)2147483648.0f: the value does not fit in int (C11 6.3.1.4p1; effigy reports it)',
    'string-opt-18': 'memcpy(p, p, 8) copies between overlapping objects (C11 7.24.2.1p2; effigy reports it)',
    'pr64242': 'subtracts pointers to different alloca blocks to predict the next one (C11 6.5.6p9): a test of the stack layout',
    'eeprof-1': "tests gcc's -finstrument-functions (calls of __cyg_profile_func_enter/exit gcc adds)",
}


def classify(effigy, gcc, name=None):
    if gcc.startswith(('gcc-rejects', 'skipped', 'timeout')):
        return f'not-applicable: {gcc}'
    if name in BEYOND_C and effigy != gcc:
        return f'beyond-c: {BEYOND_C[name]}'
    if effigy.startswith('rejected: '):
        return 'unsupported: ' + category(effigy[len('rejected: '):])
    m = re.match(r"effigy: stopped: '([^']+)' \(an external function without a definition", effigy)
    if m:
        # The run reached a library function effigy does not model (files, signals, mmap).
        return f'unsupported: library function {m.group(1)} (not modelled)'
    if effigy == gcc:
        return 'pass'
    return f'fail: {effigy} / gcc {gcc}'


# ---------------------------------------------------------------- the data file

HEADER = ('# gcc.c-torture/execute under `effigy run` vs gcc -O0 (scripts/torture.py)'
          '\tcolumns: name, ILP32 status (gcc -m32), LP64 status (gcc -m64); a status is pass,'
          ' unsupported: <category>, not-applicable: <gcc outcome>, beyond-c: <why C does not'
          ' define the outcome>, or fail: <effigy outcome> / gcc <gcc outcome>\n')


def read_data(path):
    data = {}
    if os.path.exists(path):
        with open(path) as f:
            for line in f:
                if line.startswith('#') or not line.strip():
                    continue
                parts = line.rstrip('\n').split('\t')
                parts += [''] * (3 - len(parts))
                data[parts[0]] = {'ILP32': parts[1], 'LP64': parts[2]}
    return data


def write_data(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path + '.tmp', 'w') as f:
        f.write(HEADER)
        for name in sorted(data):
            f.write(f"{name}\t{data[name].get('ILP32', '')}\t{data[name].get('LP64', '')}\n")
    os.replace(path + '.tmp', path)


# ---------------------------------------------------------------- main

def summary(dm, statuses, seconds):
    counts = {'pass': 0, 'unsupported': 0, 'not-applicable': 0, 'beyond-c': 0, 'fail': 0}
    cats, nas, fails = {}, {}, {}
    for s in statuses:
        kind = s.split(':')[0]
        counts[kind] += 1
        if kind == 'unsupported':
            c = s[len('unsupported: '):]
            cats[c] = cats.get(c, 0) + 1
        elif kind == 'not-applicable':
            c = s[len('not-applicable: '):].split(':')[0]
            nas[c] = nas.get(c, 0) + 1
        elif kind == 'fail':
            c = s[len('fail: '):].split(' / ')[0]
            c = re.sub(r"'[^']*'|\d+", '_', c)[:70]
            fails[c] = fails.get(c, 0) + 1
    print(f'{dm}: {len(statuses)} programs: pass {counts["pass"]}, unsupported '
          f'{counts["unsupported"]}, not-applicable {counts["not-applicable"]}, beyond C '
          f'{counts["beyond-c"]}, fail {counts["fail"]} (effigy {seconds:.0f} s)')

    def show(title, d):
        if d:
            items = sorted(d.items(), key=lambda kv: (-kv[1], kv[0]))
            print(f'  {title}: ' + '; '.join(f'{k} {v}' for k, v in items))
    show('unsupported', cats)
    show('not-applicable', nas)
    show('fail (effigy outcome)', fails)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    mode = ap.add_mutually_exclusive_group()
    mode.add_argument('--check', action='store_true', help='compare with the file (default)')
    mode.add_argument('--update', action='store_true', help='rewrite the file from this run')
    ap.add_argument('--sample', type=int, metavar='N', help='only every N-th program')
    ap.add_argument('--only', nargs='+', metavar='NAME', help='only these programs, verbosely')
    ap.add_argument('--data-model', choices=('ILP32', 'LP64', 'both'), default='both')
    ap.add_argument('-j', '--jobs', type=int, default=2)
    ap.add_argument('--suite', default=os.path.join(ROOT, '.deps', SUITE_REL))
    ap.add_argument('--effigy', default=os.path.join(ROOT, 'target', 'release', 'effigy'))
    ap.add_argument('--file', default=os.path.join(ROOT, 'tests', 'conformance', 'torture.tsv'))
    opts = ap.parse_args()

    ensure_suite(opts.suite)
    names = list_programs(opts.suite)
    if opts.only:
        wanted = [n[:-2] if n.endswith('.c') else os.path.basename(n) for n in opts.only]
        missing = [n for n in wanted if n not in names]
        if missing:
            die('no such program: ' + ', '.join(missing))
        names = wanted
    elif opts.sample:
        names = names[::opts.sample]
    dms = DATA_MODELS if opts.data_model == 'both' else (opts.data_model,)
    effigy = os.path.abspath(opts.effigy)
    stamp = os.stat(effigy).st_mtime if os.path.exists(effigy) else None

    t0 = time.monotonic()
    refs = {dm: gcc_references(opts.suite, names, dm, opts.jobs) for dm in dms}
    t_gcc = time.monotonic() - t0

    results, times = {}, {}
    for dm in dms:
        t1 = time.monotonic()
        with concurrent.futures.ThreadPoolExecutor(opts.jobs) as pool:
            futs = {n: pool.submit(effigy_outcome, effigy, os.path.join(opts.suite, n + '.c'), dm)
                    for n in names}
            done = 0
            for n in names:
                results[(n, dm)] = futs[n].result()
                done += 1
                if not opts.only and done % 200 == 0:
                    print(f'effigy {dm}: {done}/{len(names)}', file=sys.stderr)
        times[dm] = time.monotonic() - t1

    expected = read_data(opts.file)
    got = {n: {dm: classify(results[(n, dm)], refs[dm][n], n) for dm in dms} for n in names}

    if opts.only:
        for n in names:
            for dm in dms:
                print(f'{n} {dm}: gcc {refs[dm][n]}; effigy {results[(n, dm)]}\n'
                      f'    status: {got[n][dm]}'
                      + (f"  (file: {expected.get(n, {}).get(dm) or '(missing)'})"
                         if expected.get(n, {}).get(dm) != got[n][dm] else ''))

    diffs = 0
    if opts.update:
        full = not opts.only and not opts.sample
        data = {} if full and len(dms) == 2 else expected
        if full:
            data = {n: v for n, v in data.items() if n in got}
        for n in names:
            data.setdefault(n, {}).update(got[n])
        write_data(opts.file, data)
    else:
        for n in names:
            for dm in dms:
                want = expected.get(n, {}).get(dm) or '(missing)'
                if want != got[n][dm]:
                    diffs += 1
                    if not opts.only:  # --only printed it above
                            print(f'{n} {dm}: expected {want}, got {got[n][dm]}')
        if not opts.only and not opts.sample:
            for n in sorted(set(expected) - set(names)):
                diffs += 1
                print(f'{n}: expected {expected[n]}, got (no such program)')

    print()
    for dm in dms:
        summary(dm, [got[n][dm] for n in names], times[dm])
    print(f'wall time: gcc references {t_gcc:.0f} s, effigy {sum(times.values()):.0f} s')
    if stamp is not None and os.path.exists(effigy) and os.stat(effigy).st_mtime != stamp:
        print('warning: the effigy binary changed during the run', file=sys.stderr)
    if opts.update:
        print(f'wrote {os.path.relpath(opts.file)}')
    elif diffs:
        print(f'{diffs} difference(s) from {os.path.relpath(opts.file)}')
        sys.exit(1)


if __name__ == '__main__':
    main()
