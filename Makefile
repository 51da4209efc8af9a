# The two commands at the top of the README: `make demo` and `make test`. Each sets everything up first.
PY := .venv/bin/python
MODELS := qwen2.5-coder-0.5b qwen2.5-coder-1.5b smollm2-135m

.PHONY: setup setup-exact models demo test bench-smoke clean

setup: .venv/.ready

.venv/.ready: scripts/bootstrap.sh pyproject.toml
	bash scripts/bootstrap.sh
	touch $@

# the second llama.cpp build, for roles with `exact = true`; the tests check it
setup-exact: .venv/.ready-exact

.venv/.ready-exact: .venv/.ready
	bash scripts/bootstrap.sh --exact
	touch $@

models: setup
	$(PY) -m rlm models pull $(MODELS)

demo: models
	$(PY) examples/ask_essays.py

test: models setup-exact
	$(PY) -m pytest -q -rA

clean:
	rm -rf .venv
