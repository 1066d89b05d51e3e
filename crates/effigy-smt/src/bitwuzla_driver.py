# effigy's driver for Bitwuzla, which PyPI ships only as a Python module (`pip install bitwuzla`).
# effigy runs it as `python3 -u -c <this file>` and speaks a line protocol on its stdin/stdout:
#   effigy -> driver:  ";; effigy-query <time limit in ms, 0 for none>"
#                      the query in SMT-LIB 2 (declarations, definitions, assertions)
#                      ";; effigy-get <symbol>" for each symbol whose value is wanted
#                      ";; effigy-check"
#   driver -> effigy:  "sat" and one "value <#b bits | 0 | 1>" per wanted symbol, or "unsat",
#                      or "unknown <reason>", or "error <message>"; then "end".
#   SIGUSR1 stops the query being solved (a lost race): its reply is "unknown cancelled".
# Every query gets a fresh Bitwuzla instance: effigy's queries are self-contained.
import signal
import sys

cancelled = False


def cancel(signum, frame):
    global cancelled
    cancelled = True


def answer(bw, text, gets, limit_ms):
    try:
        tm = bw.TermManager()
        options = bw.Options()
        options.set(bw.Option.PRODUCE_MODELS, True)
        if limit_ms > 0:
            options.set(bw.Option.TIME_LIMIT_PER, limit_ms)
        parser = bw.Parser(tm, options)
        parser.parse(text, True, False)
        solver = parser.bitwuzla()
        # Bitwuzla calls the terminator as it works; Python runs the signal handler first.
        solver.configure_terminator(lambda: cancelled)
        result = solver.check_sat() if not cancelled else None
        if result == bw.Result.SAT:
            out = ["sat"]
            for g in gets:
                v = solver.get_value(parser.parse_term(g))
                if v.sort().is_bool():
                    out.append("value " + ("1" if v.value() else "0"))
                else:
                    out.append("value #b" + v.value(2))
        elif result == bw.Result.UNSAT:
            out = ["unsat"]
        elif cancelled:
            out = ["unknown cancelled"]
        else:
            out = ["unknown time limit (Bitwuzla's per-query limit)" if limit_ms > 0 else "unknown Bitwuzla gave up"]
    except Exception as e:  # a parse error or an unsupported construct: effigy reports it
        out = ["error " + " ".join(str(e).split())]
    sys.stdout.write("\n".join(out) + "\nend\n")
    sys.stdout.flush()


def main():
    global cancelled
    signal.signal(signal.SIGUSR1, cancel)
    try:
        import bitwuzla as bw
    except Exception as e:
        print("error cannot import the Python package bitwuzla (pip install bitwuzla): " + " ".join(str(e).split()), flush=True)
        return
    print("ready " + bw.version(), flush=True)
    lines, gets, limit = [], [], 0
    for line in sys.stdin:
        if line.startswith(";; effigy-query"):
            # A cancellation that came after its query's answer was for that query.
            cancelled = False
            lines, gets = [], []
            limit = int(line.split()[2])
        elif line.startswith(";; effigy-get "):
            gets.append(line[len(";; effigy-get "):].strip())
        elif line.startswith(";; effigy-check"):
            answer(bw, "".join(lines), gets, limit)
            lines, gets = [], []
        else:
            lines.append(line)


main()
