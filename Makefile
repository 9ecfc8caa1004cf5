# Two commands do all the set-up on a fresh machine (Python 3.11 + make):
#   make demo   -- the main job: RFC 0077's element-wise example at 16M elements, end to end
#   make test   -- the rule proofs (verirw prove --check) and the whole test suite, with the
#                  TVM bridge's tests against real Apache TVM 0.27 (the optional extra verirw[tvm])
#                  and the cvc5 re-check of every rule proof (the optional extra verirw[cvc5]),
#                  and campaigns on a local Ray (the optional extra verirw[ray])
# While working: make test-quick (the suite without tests marked slow), make lint (ruff).
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
DEV := $(VENV)/.dev-installed
TVM := $(VENV)/.tvm-installed
CVC5 := $(VENV)/.cvc5-installed
RAY := $(VENV)/.ray-installed

.PHONY: demo test test-quick lint install chromium bytecode clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e .
	touch $(STAMP)

$(TVM): $(STAMP)
	$(BIN)/pip install --quiet -e ".[tvm]"
	touch $(TVM)

$(CVC5): $(STAMP)
	$(BIN)/pip install --quiet -e ".[cvc5]"
	touch $(CVC5)

$(RAY): $(STAMP)
	$(BIN)/pip install --quiet -e ".[ray]"
	touch $(RAY)

$(DEV): $(STAMP)
	$(BIN)/pip install --quiet -e ".[dev]"
	touch $(DEV)

install: $(STAMP) chromium

# Debian's Chromium for the HTML report's browser test (tests/test_html_report.py, driven by
# Playwright from the dev extra). Best effort: without apt or root the test skips and says why.
chromium:
	@[ -x /usr/bin/chromium ] || ! command -v apt-get >/dev/null 2>&1 || \
	  { DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver >/dev/null 2>&1 || \
	    { apt-get update -qq >/dev/null 2>&1 && DEBIAN_FRONTEND=noninteractive \
	      apt-get install -y -qq chromium chromium-driver >/dev/null 2>&1; }; } || \
	  echo "make: could not install chromium (apt-get install -y chromium chromium-driver); the browser test will skip"

# An editable install leaves verirw uncompiled, and with PYTHONDONTWRITEBYTECODE set (as on
# this machine) every process would compile it from source again (~90 ms a start): compile it
# once, as a regular install does. Stale files are recompiled in memory by Python itself.
bytecode: $(STAMP)
	$(BIN)/python -m compileall -q verirw

demo: $(STAMP) bytecode
	$(BIN)/verirw demo

# two pytest workers (pytest-xdist, the dev extra), a test file each at a time: 14:44 on this
# 2-core machine when quiet, against 33 min in one process; verdicts are bounded by solver work,
# not time, so a second worker does not change them (docs/semantics.md, "When verirw says
# unknown"). The 25 slowest tests are listed at the end.
test: $(STAMP) $(TVM) $(CVC5) $(RAY) $(DEV) chromium bytecode
	$(BIN)/verirw prove --check
	$(BIN)/python -m pytest -n 2 --dist loadfile --durations=25

test-quick: $(STAMP) bytecode
	$(BIN)/python -m pytest -m "not slow"

lint: $(DEV)
	$(BIN)/ruff check .

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache .hypothesis
