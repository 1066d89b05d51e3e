# effigy: `make demo` runs effigy on an example, `make test` runs the whole test suite.
# Both install the system packages they need first (scripts/install-deps.sh).

CARGO ?= cargo
EFFIGY := target/release/effigy

.PHONY: demo test deps build check-corpus fmt

deps:
	@scripts/install-deps.sh

build: deps
	$(CARGO) build --release --locked -p effigy

demo: build
	@echo "== The control-flow automaton of King's SUM (examples/sum.c) =="
	$(EFFIGY) cfa examples/sum.c
	@echo
	@echo "== A concrete run: effigy run examples/search.c --inputs 7,3,9,1,4,9 =="
	$(EFFIGY) run examples/search.c --inputs 7,3,9,1,4,9

test: deps
	$(CARGO) test --workspace --locked
	tests/harness/check_corpus.sh

fmt:
	$(CARGO) fmt --all
