#!/usr/bin/env bash
# Set up .venv on a fresh machine: build llama-cpp-python with CPU flags that work here (and on
# AMD EPYC Zen 4/5), reusing wheels cached under a key of version + flags, then install the project.
#
# Two builds of the same llama.cpp: the installed one (fastest kernels), and an "exact" one without
# llamafile's tinyBLAS, whose libraries go to .venv/llama-cpp-exact. Workers that draft tokens load
# those (LLAMA_CPP_LIB_PATH): tinyBLAS gives 2+ token batches other float sums than one-token decoding,
# so verified drafts would not equal plain greedy output (rlm/engine/invariance.py).
set -euo pipefail
cd "$(dirname "$0")/.."

PY=${PYTHON:-python3}
LLAMA_VERSION=0.3.36
DEFAULT_FLAGS="-DGGML_NATIVE=OFF -DGGML_AVX=ON -DGGML_AVX2=ON -DGGML_FMA=ON -DGGML_F16C=ON -DGGML_AVX512=ON -DGGML_AVX512_VNNI=ON -DGGML_AVX512_BF16=ON -DGGML_AVX512_VBMI=ON"
FLAGS=${RLM_LLAMA_CMAKE_ARGS:-$DEFAULT_FLAGS}
CACHE=${RLM_HOME:-$HOME/.cache/rlm}/wheels

# wheel_for FLAGS -> prints the directory holding the wheel built with FLAGS (building it if missing)
wheel_for() {
  local flags=$1 key dir
  key=$(printf '%s|%s' "$LLAMA_VERSION" "$flags" | sha256sum | cut -c1-16)
  dir="$CACHE/llama-cpp-python-$LLAMA_VERSION-$key"
  if ! ls "$dir"/llama_cpp_python-*.whl >/dev/null 2>&1; then
    echo "building llama-cpp-python $LLAMA_VERSION (10-20 minutes on 2 cores, once per flag set)" >&2
    echo "  CMAKE_ARGS=$flags" >&2
    rm -rf "$dir.tmp" && mkdir -p "$dir.tmp"
    CMAKE_ARGS="$flags" .venv/bin/python -m pip wheel --no-cache-dir --no-deps \
      -w "$dir.tmp" "llama-cpp-python==$LLAMA_VERSION" >&2
    rm -rf "$dir" && mv "$dir.tmp" "$dir"
  fi
  echo "$dir"
}

if [ ! -x .venv/bin/python ]; then
  "$PY" -m venv .venv
fi
.venv/bin/python -m pip install --quiet --upgrade pip

FAST=$(wheel_for "$FLAGS")
EXACT=$(wheel_for "$FLAGS -DGGML_LLAMAFILE=OFF")
.venv/bin/python -m pip install --quiet "$FAST"/llama_cpp_python-*.whl
rm -rf .venv/llama-cpp-exact
.venv/bin/python - "$EXACT"/llama_cpp_python-*.whl <<'PYEOF'
import sys, zipfile
from pathlib import Path

out = Path(".venv/llama-cpp-exact")
out.mkdir()
with zipfile.ZipFile(sys.argv[1]) as whl:
    for info in whl.infolist():
        if info.filename.startswith("llama_cpp/lib/") and not info.is_dir():
            (out / Path(info.filename).name).write_bytes(whl.read(info))
PYEOF
.venv/bin/python -m pip install --quiet -e ".[dev]"
echo "set up: .venv ready ($(.venv/bin/python -c 'import llama_cpp; print("llama-cpp-python", llama_cpp.__version__)'), exact build in .venv/llama-cpp-exact)"
