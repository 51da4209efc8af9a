#!/usr/bin/env bash
# Set up .venv on a fresh machine: build llama-cpp-python for the instruction sets this CPU has (AVX-512
# on AMD EPYC Zen 4/5), reusing wheels cached under a key of version + flags, then install the project.
#
# One build of llama.cpp, the fastest kernels, is what every role uses by default. With --exact, also a
# second, "exact" build whose libraries go to .venv/llama-cpp-exact, for roles configured `exact = true`
# (their workers load it through LLAMA_CPP_LIB_PATH). llamafile's tinyBLAS serves matmuls of 2+ rows only,
# so a verify batch sums floats in another order than one-token decoding; the exact build is patched to
# send one-row matmuls to tinyBLAS as well, which makes every batch size compute the same sums
# (rlm/engine/invariance.py), at 0.4-0.6x the fast build's decoding speed (benchmarks/results/).
set -euo pipefail
cd "$(dirname "$0")/.."

PY=${PYTHON:-python3}
LLAMA_VERSION=0.3.36
# cpu_flags -> the CMake flags for the instruction sets this CPU reports. Not GGML_NATIVE: -march=native
# crashes where a VM advertises AMX it cannot run; and not AVX-512 where the CPU lacks it (an AVX2-only
# EPYC gets "Illegal instruction" on the first decode of a build that assumes it).
cpu_flags() {
  local have flags="-DGGML_NATIVE=OFF -DGGML_AVX=ON -DGGML_AVX2=ON -DGGML_FMA=ON -DGGML_F16C=ON"
  have=" $(grep -m1 '^flags' /proc/cpuinfo 2>/dev/null | cut -d: -f2) "
  if [[ $have == *" avx512f "* && $have == *" avx512cd "* && $have == *" avx512vl "* &&
        $have == *" avx512dq "* && $have == *" avx512bw "* ]]; then
    flags+=" -DGGML_AVX512=ON"
    [[ $have == *" avx512_vnni "* ]] && flags+=" -DGGML_AVX512_VNNI=ON"
    [[ $have == *" avx512_bf16 "* ]] && flags+=" -DGGML_AVX512_BF16=ON"
    [[ $have == *" avx512vbmi "* ]] && flags+=" -DGGML_AVX512_VBMI=ON"
  fi
  echo "$flags"
}
FLAGS=${RLM_LLAMA_CMAKE_ARGS:-$(cpu_flags)}
CACHE=${RLM_HOME:-$HOME/.cache/rlm}/wheels

# The exact build's one change to llama.cpp: tinyBLAS no longer declines one-row (decode) matmuls.
SGEMM=vendor/llama.cpp/ggml/src/ggml-cpu/llamafile/sgemm.cpp
ONE_ROW_GUARD='    if (n < 2)'

# wheel_for FLAGS [PATCHED] -> prints the directory holding the wheel built with FLAGS (building it if missing)
wheel_for() {
  local flags=$1 patched=${2:-} key dir src
  key=$(printf '%s|%s%s' "$LLAMA_VERSION" "$flags" "${patched:+|one-row-tinyblas}" | sha256sum | cut -c1-16)
  dir="$CACHE/llama-cpp-python-$LLAMA_VERSION-$key"
  if ! ls "$dir"/llama_cpp_python-*.whl >/dev/null 2>&1; then
    echo "building llama-cpp-python $LLAMA_VERSION${patched:+ (exact)} (10-20 minutes on 2 cores, once per flag set)" >&2
    echo "  CMAKE_ARGS=$flags" >&2
    rm -rf "$dir.tmp" && mkdir -p "$dir.tmp/src"
    src="llama-cpp-python==$LLAMA_VERSION"
    if [ -n "$patched" ]; then
      .venv/bin/python -m pip download --quiet --no-deps --no-binary :all: -d "$dir.tmp/src" "$src" >&2
      tar -xzf "$dir.tmp/src"/llama_cpp_python-*.tar.gz -C "$dir.tmp/src"
      src=$(echo "$dir.tmp/src"/llama_cpp_python-*/)
      if [ "$(grep -cxF "$ONE_ROW_GUARD" "$src/$SGEMM")" != 1 ]; then
        echo "error: $SGEMM of llama-cpp-python $LLAMA_VERSION has no single '$ONE_ROW_GUARD' to patch;" \
          "update the patch in scripts/bootstrap.sh for this version" >&2
        exit 1
      fi
      sed -i "s/^$ONE_ROW_GUARD\$/    if (n < 1)/" "$src/$SGEMM"
    fi
    CMAKE_ARGS="$flags" .venv/bin/python -m pip wheel --no-cache-dir --no-deps -w "$dir.tmp" "$src" >&2
    rm -rf "$dir" && mkdir "$dir" && mv "$dir.tmp"/llama_cpp_python-*.whl "$dir" && rm -rf "$dir.tmp"
  fi
  echo "$dir"
}

if [ ! -x .venv/bin/python ]; then
  "$PY" -m venv .venv
fi
.venv/bin/python -m pip install --quiet --upgrade pip

FAST=$(wheel_for "$FLAGS")
# --force-reinstall: the same version built with other flags is otherwise "already satisfied" and kept
.venv/bin/python -m pip install --quiet --force-reinstall --no-deps "$FAST"/llama_cpp_python-*.whl
if [ "${1:-}" = "--exact" ]; then
  EXACT=$(wheel_for "$FLAGS" patched)
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
fi
.venv/bin/python -m pip install --quiet -e ".[dev,bench,serve]"
echo "set up: .venv ready ($(.venv/bin/python -c 'import llama_cpp; print("llama-cpp-python", llama_cpp.__version__)')$([ -d .venv/llama-cpp-exact ] && echo ', exact build in .venv/llama-cpp-exact'))"
