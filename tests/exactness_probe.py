"""Exactness checks of speculative decoding, run in a subprocess by tests/test_speculative.py.

A process loads one llama.cpp build: `LLAMA_CPP_LIB_PATH` picks the exact one (rlm/engine/invariance.py)
and the test compares it with the default build. Usage: exactness_probe.py bitwise|greedy|suffix [--fast]
(--fast: the default build's kernels: flash attention and repacked weights). Prints one JSON object.
"""

from __future__ import annotations

import json
import sys

import llama_cpp
import numpy as np

from rlm.engine.generate import Generator
from rlm.engine.invariance import MAX_VERIFY_TOKENS, load_llama
from rlm.models import resolve
from rlm.sampling import Sampling

DOC = '''def parse_header(line):
    """Split a 'Key: value' header line."""
    key, _, value = line.partition(":")
    return key.strip().lower(), value.strip()


def read_table(rows):
    totals = {}
    for region, amount in rows:
        totals[region] = totals.get(region, 0) + int(amount)
    return totals

| region | quarter | revenue |
|--------|---------|---------|
| north  | Q1      | 1200    |
| south  | Q1      | 950     |
| north  | Q2      | 1340    |
| east   | Q2      | 700     |
| south  | Q3      | 1010    |

2024-03-01 ERROR disk /dev/sda1 is 97% full
2024-03-01 INFO backup finished in 41 s
2024-03-02 ERROR timeout talking to db-2 after 30 s
2024-03-02 WARN retrying job 118
2024-03-03 ERROR disk /dev/sdb1 is 99% full
'''

QUESTIONS = [
    "Copy the function parse_header exactly.",
    "Copy the function read_table exactly.",
    "List every line that contains ERROR, exactly as written.",
    "List every line that contains WARN or INFO, exactly as written.",
    "Copy the table rows for the north region.",
    "Copy the table rows for quarter Q2.",
    "Rewrite read_table with a type hint on rows; keep the rest unchanged.",
    "Rename parse_header to split_header and show the whole function.",
    "What does parse_header return? Answer in one sentence.",
    "Which region has the highest single revenue figure?",
    "Summarize the log lines in two sentences.",
    "Summarize the table in one sentence.",
    "How many ERROR lines are there?",
    "Write a docstring for read_table.",
    "Convert the table to CSV.",
    "Convert the log lines to JSON objects with date, level and message.",
    "Add a line to read_table that skips rows with an empty region, and show the function.",
    "Quote the line about the backup.",
    "Write a unit test for parse_header.",
    "Explain what read_table does, step by step.",
    "Copy the last two log lines.",
    "Write a haiku about disks filling up.",
    "Copy the header row of the table.",
    "List the dates that appear in the log.",
    "Copy the line about the timeout.",
    "Which disks are almost full? Quote the lines.",
    "Copy the table rows for the south region.",
    "Show read_table with the variable totals renamed to sums.",
    "Copy the first three lines of read_table.",
    "What does read_table return?",
    "Add a docstring to parse_header and show the function.",
    "List every line of the log that mentions a disk.",
    "Copy the table without the separator row.",
    "Explain parse_header to a beginner.",
    "Write a shell command that finds ERROR lines in a file named app.log.",
    "Copy the WARN line.",
    "Write read_table as a one-line dict comprehension if possible.",
    "Copy the row for east.",
    "What is the revenue of north in Q2?",
    "Copy the log lines from 2024-03-02.",
]


def _prompt(q: str) -> bytes:
    return (
        "<|im_start|>system\nYou answer questions about the document.<|im_end|>\n"
        f"<|im_start|>user\nDocument:\n{DOC}\nQuestion: {q}<|im_end|>\n<|im_start|>assistant\n"
    ).encode()


def _load(*, exact: bool, n_ctx: int = 1024) -> llama_cpp.Llama:
    """The 0.5B as a drafting worker loads it (exact: rlm/engine/invariance.py), or with the fast kernels."""
    return load_llama(
        exact=exact, model_path=str(resolve("qwen2.5-coder-0.5b")), n_ctx=n_ctx, n_threads=2, n_threads_batch=2,
        n_batch=256, flash_attn=True, logits_all=False, verbose=False,
    )


def _decode_vs_verify(llama: llama_cpp.Llama, n: int) -> tuple[list[np.ndarray], list[np.ndarray]]:
    """Logits of n greedy tokens decoded one at a time, and of the same tokens verified in one batch."""
    gen = Generator(llama)
    prompt = llama.tokenize(DOC.encode() * 2 + _prompt("Copy the function read_table exactly."), special=True)
    assert len(prompt) > 512  # past flash attention's split-KV threshold
    _, logits = gen.kv.prefill(0, prompt)
    tokens, one_by_one = [], []
    for _ in range(n):
        tokens.append(int(logits.argmax()))
        (rows,) = gen.kv.decode([(0, [tokens[-1]], 1)])
        logits = rows[0].copy()
        one_by_one.append(logits)
    gen.kv.truncate(0, len(prompt))
    (rows,) = gen.kv.decode([(0, tokens, n)])
    return one_by_one, [r.copy() for r in rows]


def _top2_margin(gen: Generator, prompt: list[int], tokens: list[int], at: int) -> float:
    """How far apart plain decoding's two best logits were where a drafted output went another way."""
    _, logits = gen.kv.prefill(0, [*prompt, *tokens[:at]])
    top = np.sort(np.asarray(logits, dtype=np.float64))[-2:]
    return float(top[1] - top[0])


def bitwise(exact: bool) -> dict[str, object]:
    """Per row of a MAX_VERIFY_TOKENS verify batch: are its logits those of one-token decoding, bit for bit?"""
    llama = _load(exact=exact, n_ctx=2048)
    plain, verified = _decode_vs_verify(llama, MAX_VERIFY_TOKENS)
    return {"rows_equal": [bool(np.array_equal(a, b)) for a, b in zip(plain, verified)]}


def greedy(exact: bool) -> dict[str, object]:
    """Every question answered by plain greedy decoding and with lookup+suffix drafting."""
    plain_llama, spec_llama = _load(exact=exact), _load(exact=exact)
    plain_gen = Generator(plain_llama)
    spec_gen = Generator(spec_llama, draft="lookup+suffix", exact=exact)
    spec_gen.drafter.policy.cost.learn = False  # draft lengths independent of timing: a reproducible run
    identical = drafted = accepted = 0
    divergences: list[dict[str, object]] = []
    for q in QUESTIONS:
        prompt = plain_llama.tokenize(_prompt(q), special=True)
        a = plain_gen.generate(prompt, Sampling(max_tokens=32))
        b = spec_gen.generate(prompt, Sampling(max_tokens=32))
        drafted += sum(b.drafted.values())
        accepted += sum(b.accepted.values())
        if a.tokens == b.tokens and a.text == b.text and a.finish_reason == b.finish_reason:
            identical += 1
            continue
        at = next((i for i, (x, y) in enumerate(zip(a.tokens, b.tokens)) if x != y), min(len(a.tokens), len(b.tokens)))
        margin = _top2_margin(Generator(plain_llama), prompt, a.tokens, at)
        divergences.append({"question": q, "at": at, "margin": margin})
        plain_gen = Generator(plain_llama)  # the margin check used its context
    return {"questions": len(QUESTIONS), "identical": identical, "divergences": divergences,
            "drafted": drafted, "accepted": accepted}


def suffix(exact: bool) -> dict[str, object]:
    """A repeated request drafted from the suffix cache; sampling with a one-token nucleus vs greedy."""
    llama = _load(exact=exact)
    gen = Generator(llama, draft="lookup+suffix", exact=exact)
    gen.drafter.policy.cost.learn = False
    prompt = llama.tokenize(_prompt("Write a haiku about disks filling up."), special=True)
    first = gen.generate(prompt, Sampling(max_tokens=32))
    second = gen.generate(prompt, Sampling(max_tokens=32))
    copy = llama.tokenize(_prompt("Copy the function read_table exactly."), special=True)
    greedy_out = Generator(llama).generate(copy, Sampling(max_tokens=40))
    sampler_gen = Generator(llama, draft="lookup", exact=exact)
    sampler_gen.drafter.policy.cost.learn = False
    sampled = sampler_gen.generate(copy, Sampling(max_tokens=40, temperature=0.8), top_p=1e-9, seed=1)
    return {"first": first.text, "second": second.text, "second_suffix_accepted": second.accepted.get("suffix", 0),
            "second_tokens": second.completion_tokens,
            "greedy": greedy_out.text, "sampled": sampled.text, "sampled_lookup_accepted": sampled.accepted.get("lookup", 0),
            "sampled_tokens": sampled.completion_tokens}


def sampling(exact: bool, runs: int = 150, tokens: int = 8) -> dict[str, object]:
    """Code continuations sampled at temperature 1 with drafting (lookup: the function is in the prompt, so
    drafts are offered, most accepted, some rejected and redrawn) and without, one seed each. Two contexts:
    a Generator owns its context's KV cache."""
    prompt_text = _prompt("Copy the function read_table exactly.") + b"```python\ndef read_table(rows):\n"
    drafting_llama, plain_llama = _load(exact=exact), _load(exact=exact)
    prompt = drafting_llama.tokenize(prompt_text, special=True)
    drafting, plain = Generator(drafting_llama, draft="lookup", exact=exact), Generator(plain_llama)
    drafting.drafter.policy.cost.learn = False
    settings = Sampling(max_tokens=tokens, temperature=1.0)
    drafted = accepted = 0
    drafted_out = []
    for seed in range(runs):
        out = drafting.generate(prompt, settings, top_p=1.0, seed=seed)
        drafted_out.append(out.text)
        drafted += sum(out.drafted.values())
        accepted += sum(out.accepted.values())
    plain_out = [plain.generate(prompt, settings, top_p=1.0, seed=100_000 + seed).text for seed in range(runs)]
    return {"plain": plain_out, "drafted": drafted_out, "drafted_tokens": drafted, "accepted_tokens": accepted}


if __name__ == "__main__":
    check = {"bitwise": bitwise, "greedy": greedy, "suffix": suffix, "sampling": sampling}[sys.argv[1]]
    print(json.dumps(check(exact="--fast" not in sys.argv[2:])))
