#!/usr/bin/env bash
# Set up .venv on a fresh machine: build llama-cpp-python with CPU flags that work here (and on
# AMD EPYC Zen 4/5), reusing a wheel cached under a key of version + flags, then install the project.
set -euo pipefail
cd "$(dirname "$0")/.."

PY=${PYTHON:-python3}
LLAMA_VERSION=0.3.36
DEFAULT_FLAGS="-DGGML_NATIVE=OFF -DGGML_AVX=ON -DGGML_AVX2=ON -DGGML_FMA=ON -DGGML_F16C=ON -DGGML_AVX512=ON -DGGML_AVX512_VNNI=ON -DGGML_AVX512_BF16=ON -DGGML_AVX512_VBMI=ON"
FLAGS=${RLM_LLAMA_CMAKE_ARGS:-$DEFAULT_FLAGS}
CACHE=${RLM_HOME:-$HOME/.cache/rlm}/wheels
KEY=$(printf '%s|%s' "$LLAMA_VERSION" "$FLAGS" | sha256sum | cut -c1-16)
WHEELDIR="$CACHE/llama-cpp-python-$LLAMA_VERSION-$KEY"

if [ ! -x .venv/bin/python ]; then
  "$PY" -m venv .venv
fi
.venv/bin/python -m pip install --quiet --upgrade pip

if ! ls "$WHEELDIR"/llama_cpp_python-*.whl >/dev/null 2>&1; then
  echo "building llama-cpp-python $LLAMA_VERSION (a few minutes, once per flag set)"
  echo "  CMAKE_ARGS=$FLAGS"
  mkdir -p "$WHEELDIR.tmp"
  CMAKE_ARGS="$FLAGS" .venv/bin/python -m pip wheel --no-cache-dir --no-deps \
    -w "$WHEELDIR.tmp" "llama-cpp-python==$LLAMA_VERSION"
  rm -rf "$WHEELDIR" && mv "$WHEELDIR.tmp" "$WHEELDIR"
fi
.venv/bin/python -m pip install --quiet "$WHEELDIR"/llama_cpp_python-*.whl
.venv/bin/python -m pip install --quiet -e ".[dev]"
echo "set up: .venv ready ($(.venv/bin/python -c 'import llama_cpp; print("llama-cpp-python", llama_cpp.__version__)'))"
