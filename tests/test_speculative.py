"""Speculative decoding: draft sources, the draft policy, and equivalence with plain greedy decoding."""

from __future__ import annotations

import llama_cpp
import numpy as np
import pytest

from rlm.engine.drafting import DraftPolicy, NgramIndex, SuffixCache, expected_tokens, parse_draft_mode
from rlm.engine.generate import Generator
from rlm.models import resolve

# -- draft sources and policy (no model) ----------------------------------------------------


def test_ngram_index_prefers_the_longest_latest_match() -> None:
    idx = NgramIndex(4)
    idx.extend([1, 2, 3, 9, 9, 5, 2, 3, 7, 8, 6])
    n, cont = idx.match([0, 5, 2, 3], min_n=1, length=3)
    assert (n, cont) == (3, [7, 8, 6])  # "5 2 3" -> 7, not the older "2 3" -> 9
    n, cont = idx.match([4, 2, 3], min_n=1, length=2)
    assert (n, cont) == (2, [7, 8])  # the latest "2 3"
    assert idx.match([42], min_n=1, length=3) is None


def test_suffix_cache_matches_do_not_run_into_the_next_output() -> None:
    cache = SuffixCache(max_n=4)
    cache.add([1, 2, 3, 4])
    cache.add([7, 8, 9])
    assert cache.index.match([5, 3], min_n=1, length=8) == (1, [4])
    assert cache.index.match([1, 2], min_n=2, length=8) == (2, [3, 4])


def test_suffix_cache_is_bounded() -> None:
    cache = SuffixCache(max_n=2, max_tokens=100)
    for i in range(50):
        cache.add([1000 + i, 2, 3, 4])
    assert len(cache.index.tokens) <= 100
    assert cache.index.match([1049], min_n=1, length=2) == (1, [2, 3])  # the newest survive


def test_draft_modes() -> None:
    assert parse_draft_mode("none") == ((), None)
    assert parse_draft_mode("lookup+suffix") == (("lookup", "suffix"), None)
    assert parse_draft_mode("model:qwen2.5-coder-0.5b") == (("lookup", "suffix"), "qwen2.5-coder-0.5b")
    with pytest.raises(ValueError, match="unknown draft mode"):
        parse_draft_mode("ngram")


def test_policy_drafts_long_when_accepted_and_not_at_all_when_rejected() -> None:
    policy = DraftPolicy()
    policy.length_cap = policy.max_draft
    for _ in range(40):
        policy.observe("lookup", 3, 8, 0)
        policy.observe("suffix", 1, 0, 1)
    k_good, gain = policy.choose_length("lookup", 3, 16)
    assert k_good >= 6 and gain > 1.8
    assert policy.choose_length("suffix", 1, 16) == (0, 1.0)
    assert policy.choose_length("suffix", 5, 16) == (0, 1.0)  # an unseen length inherits the source's record
    assert policy.choose_length("lookup", 2, 16)[0] >= 4  # ... and so does a good source's


def test_policy_follows_the_measured_cost_of_verification() -> None:
    policy = DraftPolicy()
    policy.length_cap = policy.max_draft
    policy.observe("lookup", 2, 3, 2)  # a middling rate, ~0.6
    k_slow = policy.choose_length("lookup", 2, 16)[0]
    for b in range(1, 18):  # many cores: verifying 17 tokens costs hardly more than one
        policy.cost.observe(b, 0.05 + 0.001 * b)
    k_fast = policy.choose_length("lookup", 2, 16)[0]
    assert k_fast > k_slow


def test_a_call_starts_with_short_drafts_and_earns_longer_ones() -> None:
    policy = DraftPolicy()
    for _ in range(40):
        policy.observe("lookup", 4, 8, 0)  # earlier calls: lookup was always right
    policy.new_call()
    assert policy.choose_length("lookup", 4, 16)[0] == DraftPolicy.START_LENGTH
    policy.verified("lookup", 4, 2, 2)
    policy.verified("lookup", 4, 4, 4)
    assert policy.choose_length("lookup", 4, 16)[0] == 8
    policy.verified("lookup", 4, 8, 1)  # a miss: back to short drafts
    assert policy.choose_length("lookup", 4, 16)[0] <= DraftPolicy.START_LENGTH
    policy.new_call()
    for _ in range(3):
        policy.verified("lookup", 4, 2, 0)  # three misses in this call outweigh the history
    assert policy.choose_length("lookup", 4, 16) == (0, 1.0)


def test_expected_tokens() -> None:
    assert expected_tokens(1.0, 4) == 5
    assert expected_tokens(0.0, 4) == 1
    assert expected_tokens(0.5, 1) == pytest.approx(1.5)


# -- real model: equivalence with plain greedy decoding -------------------------------------

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


def _load() -> llama_cpp.Llama:
    return llama_cpp.Llama(
        model_path=str(resolve("qwen2.5-coder-0.5b")), n_ctx=1024, n_threads=2, n_threads_batch=2, n_batch=256,
        flash_attn=True, logits_all=False, verbose=False,
    )


def _top2_margin(gen: Generator, prompt: list[int], plain: list[int], at: int) -> float:
    """The plain run's top-2 logit margin before token `at`, recomputed exactly as plain decoding does."""
    _, logits = gen.kv.prefill(0, prompt)
    for tok in plain[:at]:
        (rows,) = gen.kv.decode([(0, [tok], 1)])
        logits = rows[0]
    top2 = np.sort(logits)[-2:]
    return float(top2[1] - top2[0])


@pytest.mark.model
@pytest.mark.xfail(
    reason="issue 6 open: on this 2-core VM 33/40 drafted answers equal plain greedy (all divergences near-ties, "
    "margin < 0.5), under the 95% bar; drafting is therefore off by default",
    strict=False,
)
def test_speculative_greedy_equals_plain_greedy() -> None:
    plain_llama, spec_llama = _load(), _load()
    plain_gen = Generator(plain_llama)
    spec_gen = Generator(spec_llama, draft="lookup+suffix")
    spec_gen.drafter.policy.cost.learn = False  # draft lengths independent of timing: a reproducible test
    identical = 0
    drafted = accepted = 0
    for q in QUESTIONS:
        prompt = plain_llama.tokenize(_prompt(q), special=True)
        a = plain_gen.generate(prompt, max_tokens=32)
        b = spec_gen.generate(prompt, max_tokens=32)
        drafted += sum(b.drafted.values())
        accepted += sum(b.accepted.values())
        if a.tokens == b.tokens:
            identical += 1
            assert a.text == b.text and a.finish_reason == b.finish_reason
            continue
        at = next(i for i, (x, y) in enumerate(zip(a.tokens, b.tokens)) if x != y)
        margin = _top2_margin(Generator(plain_llama), prompt, a.tokens, at)
        assert margin < 0.5, f"{q!r}: outputs differ at token {at} where plain decoding was sure ({margin:.2f})"
        plain_gen = Generator(plain_llama)  # the margin check used its context
    assert identical >= 0.95 * len(QUESTIONS), f"only {identical}/{len(QUESTIONS)} identical"
    assert accepted >= 100 and accepted / drafted > 0.5, (drafted, accepted)


@pytest.mark.model
@pytest.mark.xfail(
    reason="issue 6 open: on this 2-core VM 33/40 drafted answers equal plain greedy (all divergences near-ties, "
    "margin < 0.5), under the 95% bar; drafting is therefore off by default",
    strict=False,
)
def test_suffix_cache_drafts_a_repeated_answer_and_sampling_stays_exact() -> None:
    llama = _load()
    gen = Generator(llama, draft="lookup+suffix")
    prompt = llama.tokenize(_prompt("Write a haiku about disks filling up."), special=True)
    first = gen.generate(prompt, max_tokens=32)
    second = gen.generate(prompt, max_tokens=32)
    assert second.text == first.text
    assert second.accepted.get("suffix", 0) >= 10
    # temperature > 0: speculative sampling; with a one-token nucleus it must reproduce greedy output
    copy = llama.tokenize(_prompt("Copy the function read_table exactly."), special=True)
    greedy = Generator(llama).generate(copy, max_tokens=40)
    gen = Generator(llama, draft="lookup")
    sampled = gen.generate(copy, max_tokens=40, temperature=0.8, top_p=1e-9, seed=1)
    assert sampled.text == greedy.text
    assert sampled.accepted.get("lookup", 0) >= 10
