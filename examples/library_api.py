"""The library API: one RLM (models loaded once), two questions, events printed as they happen.

    python examples/library_api.py

First a file (the essays of examples/ask_essays.py, with their planted fact), then a list of texts
(each becomes one element of `context`); prints each event (turns, code, output, sub-calls), the
result's accounting and the lines each answer rests on (`result.evidence`, with path and line).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from ask_essays import QUESTION, build  # noqa: E402

from rlm import RLM, Event  # noqa: E402


def show(event: Event) -> None:
    d = event.data
    if event.kind == "turn":
        print(f"-- turn {d['iteration']}", file=sys.stderr)
    elif event.kind == "reply":
        print(f"   code: {(d['code'] or d['text']).strip()[:200]}", file=sys.stderr)
    elif event.kind == "run":
        print(f"   output: {d['shown'][:200]!r}", file=sys.stderr)
    elif event.kind == "sub_call_end":
        print(f"   sub-call {d['id']}: {str(d.get('answer', d.get('error')))[:80]!r}", file=sys.stderr)


def main() -> int:
    notes = ["Minutes, 3 May. The board moved the offsite to Porto.",
             "Minutes, 9 May. The offsite budget was set at 12,400 euros after a long debate."]
    asks = [(build(), QUESTION), (notes, "How much is the offsite budget?")]
    with RLM(max_iterations=8, on_event=show) as r:
        for context, question in asks:
            result = r.ask(context, question)  # a path, a str of text, or a list of either
            print(f"Q: {question}\nA: {result.answer}  [{result.status}, {result.iterations} turns, "
                  f"{result.sub_calls} sub-calls, {result.total_seconds:.0f}s, tokens {result.tokens}]")
            for e in result.evidence:  # the lines the answer rests on, where they are
                print(f"   from {e.cite()}: {e.text[:120]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
