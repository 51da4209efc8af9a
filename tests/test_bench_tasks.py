"""Task generation: exact lengths, determinism, needle placement, and RULER's scoring."""

from __future__ import annotations

import json
import re

import pytest

from benchmarks.long_context import tasks
from benchmarks.long_context.scoring import string_match_all, string_match_part
from benchmarks.long_context.tasks import TaskError, generate, parse_length
from rlm.tokens import count_cl100k


@pytest.mark.parametrize("task", [name for name, t in tasks.TASKS.items() if t.unit == "tokens"])
def test_every_task_hits_its_length_and_hides_its_answer(task: str) -> None:
    s = generate(task, 4096, 0, 1)
    assert abs(s.doc_tokens - 4096) <= 41
    assert s.doc_tokens == count_cl100k(s.document)
    assert s.gold and all(value in s.document for value in s.gold)
    assert s.template.count(tasks.CONTEXT) == 1
    prompt = s.prompt()
    assert prompt.count(s.document) == 1 and len(prompt) - len(s.document) < 600


@pytest.mark.parametrize(("task", "length"), [("niah_single_2", 32768), ("kv_retrieval", 32768), ("vt", 131072)])
def test_longer_lengths_within_one_percent(task: str, length: int) -> None:
    s = generate(task, length, 1, 3)
    assert abs(s.doc_tokens - length) <= 0.01 * length
    assert s.doc_tokens == count_cl100k(s.document)


def test_one_million_tokens_repeats_the_essays() -> None:
    s = generate("niah_single_2", parse_length("1m"), 0, 1)
    assert abs(s.doc_tokens - 1048576) <= 10486
    assert s.document.count("One of the special magic numbers") == 1
    # The essays are about 170K tokens: a 1M document repeats them.
    opening = s.document[:200]
    assert s.document.count(opening) >= 5


def test_same_seed_same_sample_and_seeds_differ() -> None:
    a = generate("niah_multikey", 4096, 2, 4, seed=7)
    b = generate("niah_multikey", 4096, 2, 4, seed=7)
    c = generate("niah_multikey", 4096, 2, 4, seed=8)
    assert a == b
    assert (a.document, a.gold) != (c.document, c.gold)
    # Samples do not share a document head (no KV-cache head start from one sample to the next).
    other = generate("niah_multikey", 4096, 3, 4, seed=7)
    assert a.document[:200] != other.document[:200]


def test_depths_spread_evenly_and_needle_lands_there() -> None:
    samples = [generate("niah_single_2", 8192, i, 4) for i in range(4)]
    assert [s.depth for s in samples] == [0.125, 0.375, 0.625, 0.875]
    for s in samples:
        where = s.document.index(s.gold[0]) / len(s.document)
        assert abs(where - s.depth) < 0.05


def test_multikey_has_distractors_with_other_keys() -> None:
    s = generate("niah_multikey", 8192, 0, 1)
    needles = re.findall(r"One of the special magic numbers for ([\w-]+) is: (\d{7})\.", s.document)
    assert len(needles) == 4 and len({k for k, _ in needles}) == 4
    asked = [k for k, _ in needles if k in s.question]
    assert len(asked) == 1 and s.gold == tuple(v for k, v in needles if k == asked[0])


def test_multivalue_and_multiquery_need_four_values() -> None:
    mv = generate("niah_multivalue", 8192, 0, 1)
    mq = generate("niah_multiquery", 8192, 0, 1)
    assert len(mv.gold) == 4 and "What are all the special magic numbers for" in mv.question
    assert len(mq.gold) == 4 and mq.question.count("-") >= 4 and ", and " in mq.question


def test_vt_chain_is_in_order() -> None:
    s = generate("vt", 8192, 0, 1)
    value = re.search(r"value (\d{5})", s.question).group(1)  # type: ignore[union-attr]
    first = s.document.index(f"VAR {s.gold[0]} = {value}.")
    hops = [s.document.index(f"VAR {b} = VAR {a}.") for a, b in zip(s.gold, s.gold[1:])]
    assert first < hops[0] and hops == sorted(hops)


def test_kv_retrieval_is_valid_json_with_the_key() -> None:
    s = generate("kv_retrieval", 4096, 0, 1)
    data = json.loads(s.document)
    key = re.search(r'"([0-9a-f-]{36})"', s.question).group(1)  # type: ignore[union-attr]
    assert data[key] == s.gold[0]


def test_bad_names_and_lengths_are_one_line_errors() -> None:
    with pytest.raises(TaskError, match="tasks are"):
        generate("nope", 4096, 0, 1)
    for bad in ("", "4x", "-3", "0k"):
        with pytest.raises(TaskError, match="bad length"):
            parse_length(bad)
    assert [parse_length(x) for x in ("4k", "32K", "1m", "5000")] == [4096, 32768, 1048576, 5000]


def test_ruler_metrics() -> None:
    gold = ["1234567", "7654321"]
    assert string_match_all("The numbers are 1234567 and 7654321.", gold) == 1.0
    assert string_match_all("It is 1234567.", gold) == 0.5
    assert string_match_part("It is 1234567.", gold) == 1.0
    assert string_match_all("no idea", gold) == 0.0 == string_match_part("no idea", gold)
    assert string_match_all("uuid ABCDEF", ["abcdef"]) == 1.0  # case-insensitive


def test_direct_cuts_the_middle_to_fit_a_window() -> None:
    from benchmarks.long_context.direct import fit_document

    s = generate("niah_single_2", 32768, 0, 1)
    kept, tokens = fit_document(s, count_cl100k, 4000)
    assert 3800 <= tokens <= 4000 and tokens == count_cl100k(s.prompt(kept))
    head, tail = kept[:2000], kept[-2000:]
    assert s.document.startswith(head) and s.document.endswith(tail)
    assert s.gold[0] not in kept  # the needle sat in the middle, which is what was cut
    assert fit_document(s, count_cl100k, 40000) == (s.document, count_cl100k(s.prompt()))
