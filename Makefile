# effigy: `make demo` runs effigy on an example, `make test` runs the whole test suite.
# Both install the system packages they need first (scripts/install-deps.sh).

CARGO ?= cargo
EFFIGY := target/release/effigy

.PHONY: demo test deps build check-corpus conformance fmt fuzz testcomp-check vsix

deps:
	@scripts/install-deps.sh

build: deps
	$(CARGO) build --release --locked -p effigy

demo: build
	@echo "== King's SUM with symbolic A, B, C: effigy explore examples/sum.c --entry sum --args '\"A\", \"B\", \"C\"' =="
	$(EFFIGY) explore examples/sum.c --entry sum --args '"A", "B", "C"'
	@echo
	@echo "== A linear search is correct for every input: effigy verify examples/search.c =="
	$(EFFIGY) verify examples/search.c
	@echo
	@echo "== |x| < 0 is reachable for INT_MIN: effigy verify examples/abs.c =="
	$(EFFIGY) verify examples/abs.c || [ $$? -eq 10 ]
	@echo
	@echo "== An unbounded loop: tree exploration stops at its bound: effigy verify --engine symex --unwind 3 examples/requests.c =="
	$(EFFIGY) verify --engine symex --unwind 3 examples/requests.c || [ $$? -eq 20 ]
	@echo
	@echo "== CEGAR tracks only what the check needs and proves it: effigy verify --engine cegar --stats examples/requests.c =="
	$(EFFIGY) verify --engine cegar --stats examples/requests.c
	@echo
	@echo "== A concrete run: effigy run examples/search.c --inputs 4,3,9,1,4,9 (main returns the index of 4: exit status 3) =="
	$(EFFIGY) run examples/search.c --inputs 4,3,9,1,4,9 || [ $$? -eq 3 ]
	@echo
	@echo "== The control-flow automaton of sum(): effigy cfa examples/sum.c (first lines) =="
	$(EFFIGY) cfa examples/sum.c | sed -n '/fn @sum/,/^}/p'

# The VS Code extension (contrib/vscode) as a .vsix: TypeScript compiled and packaged by vsce,
# both from npm (pinned in its package-lock.json). Install: code --install-extension
# contrib/vscode/effigy.vsix (it runs `effigy lsp`: effigy on PATH, or the setting effigy.path).
vsix:
	@command -v npm >/dev/null 2>&1 || { echo "make vsix needs Node.js 20 or later and npm (https://nodejs.org)" >&2; exit 1; }
	cd contrib/vscode && npm ci --no-audit --no-fund && npm run package

# Tests run optimised: the engines' tests explore thousands of states.
# The external conformance suites run a sample here (every 10th torture program under
# `effigy run` in both data models, c-testsuite whole, every 50th torture program through the
# engines), and the soundness corpus' expectations are checked against gcc on 50 random input
# vectors per program; `make conformance` runs them in full (200 vectors).
test: deps
	$(CARGO) test --release --workspace --locked
	tests/harness/check_corpus.sh
	RANDOM_VECTORS=50 tests/harness/check_soundness.sh
	scripts/torture.py --sample 10
	scripts/c_testsuite.py
	scripts/torture_engines.py --sample 50

# gcc 12.2's torture suite (gcc.c-torture/execute, from Debian's gcc-12-source) under
# `effigy run` against gcc -O0 in both data models, c-testsuite, and every torture program
# effigy runs as gcc does through the engines; each compared with its record in
# tests/conformance/ (UPDATE=1 rewrites the records instead).
conformance: build
	tests/harness/check_soundness.sh
	EFFIGY_SOUNDNESS_ALL=1 $(CARGO) test --release -p effigy --test soundness
	scripts/torture.py $(if $(UPDATE),--update,--check)
	scripts/c_testsuite.py $(if $(UPDATE),--update,--check)
	scripts/torture_engines.py $(if $(UPDATE),--update,--check)

# Differential fuzzing: CSMITH_COUNT Csmith programs against gcc (run and verify), then generated
# programs against gcc through every engine for FUZZ_SECONDS.
CSMITH_COUNT ?= 50
FUZZ_SECONDS ?= 300
fuzz: build
	scripts/csmith.sh --count $(CSMITH_COUNT)
	scripts/fuzz.sh $(FUZZ_SECONDS)

# Test-Comp's validator on effigy's suites: TestCov runs the suites of the ordinary C programs
# (tests/realc, without floats) and must measure the coverage effigy claims (TESTGEN_SECONDS each).
TESTGEN_SECONDS ?= 20
testcomp-check: build
	scripts/testcomp-check.sh --timeout $(TESTGEN_SECONDS)

fmt:
	$(CARGO) fmt --all
