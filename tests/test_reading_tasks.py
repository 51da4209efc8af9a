"""The reading tasks (OOLONG-style): no keyword finds a kind, gold matches the generated items, scorers."""

from __future__ import annotations

import json
import random
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from benchmarks.long_context import reading
from benchmarks.long_context.runner import RunError, RunSettings, validate
from benchmarks.long_context.scoring import choice_match, count_score, first_integer, set_f1, string_match_all
from benchmarks.long_context.tasks import TaskError, generate, get_task, parse_length

ROOT = Path(__file__).resolve().parents[1]
READING = [t.name for t in reading.READING_TASKS]


def test_no_word_finds_a_kind() -> None:
    """No word is in over half of one kind's messages while in under 5% of the others' (OOLONG's point:
    a label cannot be found by search, the messages must be read)."""
    rng = random.Random(1)
    words = {label: [set(re.findall(r"[a-z']+", reading.message(rng, label).lower())) for _ in range(2000)] for label in reading.LABELS}
    for label, mine in words.items():
        others = [w for other, ws in words.items() if other != label for w in ws]
        inside = Counter(w for ws in mine for w in ws)
        outside = Counter(w for ws in others for w in ws)
        giveaways = [w for w, n in inside.items() if n / len(mine) > 0.5 and outside[w] / len(others) < 0.05]
        assert not giveaways, f"{label}: {giveaways}"
        # and no template dominates: a word rare elsewhere is in under 30% of the kind
        distinctive = [n / len(mine) for w, n in inside.items() if outside[w] / len(others) < 0.05]
        assert max(distinctive) < 0.3, label


def test_every_kind_has_many_paraphrases() -> None:
    assert all(len(templates) >= 12 for templates in reading.TEMPLATES.values())
    assert set(reading.TEMPLATES) == set(reading.LABELS)


def test_lengths_are_items_and_lines_carry_id_date_person() -> None:
    assert parse_length("200i") == 200 and parse_length("20000I") == 20000
    s = generate("reading_count", parse_length("200i"), 0, 1)
    lines = s.document.splitlines()
    assert len(lines) == 200
    assert all(re.fullmatch(r"M\d{5} \| 2024-\d\d-\d\d \| [A-Z][a-z]+ [A-Z][a-z]+ \| .+", line) for line in lines)
    assert [line[:6] for line in lines] == [f"M{i:05d}" for i in range(1, 201)]
    dates = [line.split(" | ")[1] for line in lines]
    assert dates == sorted(dates)
    assert s.template.count("{context}") == 1 and s.answer_prefix == "Answer:"
    assert all(label in s.question for label in reading.LABELS)


@pytest.mark.parametrize("task", READING)
def test_same_seed_same_sample(task: str) -> None:
    assert generate(task, 200, 1, 3, seed=5) == generate(task, 200, 1, 3, seed=5)
    assert generate(task, 200, 1, 3, seed=5).document != generate(task, 200, 1, 3, seed=6).document


@pytest.mark.parametrize("index", range(6))
def test_gold_is_what_the_items_say(index: int) -> None:
    """Each probe draws its items first, so the same seed gives the labelled items behind the document."""
    for task in READING:
        s = generate(task, 200, index, 6)
        rows = reading.items(random.Random(s.seed), 200)
        counts = Counter(item.label for item in rows)
        assert len(set(counts.values())) >= 2 and Counter(counts.values())[max(counts.values())] == 1
        if task == "reading_count":
            label = re.search(r"\(kind (\w+)\)", s.question).group(1)
            assert s.gold == (str(counts[label]),)
        elif task == "reading_most_common":
            assert s.gold == (counts.most_common(1)[0][0],)
        elif task == "reading_least_common":
            assert s.gold == (min(counts, key=counts.__getitem__),)
        elif task == "reading_list":
            rarest = min(counts, key=counts.__getitem__)
            assert s.gold == tuple(item.id for item in rows if item.label == rarest)
        else:  # per person: the document is the items with at most one message handed to a tied sender
            label = re.search(r"\(kind (\w+)\)", s.question).group(1)
            by_id = {item.id: item for item in rows}
            senders = Counter()
            for line in s.document.splitlines():
                ident, _, person, _ = line.split(" | ", 3)
                senders[person] += by_id[ident].label == label
            (top, n), (_, second) = senders.most_common(2)
            assert s.gold == (top,) and n > second


def test_every_kind_appears_at_scale() -> None:
    s = generate("reading_count", 2000, 0, 1)
    rows = reading.items(random.Random(s.seed), 2000)
    assert len(s.document.splitlines()) == 2000 and set(item.label for item in rows) == set(reading.LABELS)
    assert len({item.person for item in rows}) == 250


def test_twenty_thousand_items() -> None:
    s = generate("reading_per_person", parse_length("20000i"), 0, 1)
    assert len(s.document.splitlines()) == 20000 and s.document.splitlines()[-1].startswith("M20000 |")
    assert 500_000 < s.doc_tokens < 900_000


def test_list_task_is_for_small_lengths_only() -> None:
    with pytest.raises(TaskError, match="up to 1000 items"):
        generate("reading_list", 2000, 0, 1)
    settings = RunSettings(tasks=("reading_list",), lengths=(20000,), methods=("grep",), samples={"grep": 1})
    with pytest.raises(TaskError):
        validate(settings)


def test_a_run_cannot_mix_item_and_token_lengths() -> None:
    settings = RunSettings(tasks=("reading_count", "passkey"), lengths=(4096,), methods=("grep",), samples={"grep": 1})
    with pytest.raises(RunError, match="tokens or items"):
        validate(settings)


def test_count_score_is_oolongs() -> None:
    assert count_score("37", ("37",)) == 1.0
    assert count_score("There are 35 such messages.", ("37",)) == pytest.approx(0.75**2)
    assert count_score("1,204", ("1204",)) == 1.0
    assert count_score("no idea", ("3",)) == 0.0
    assert first_integer("M00012 and 2024-01-01: 7") == 2024  # ids are not numbers; the first number counts


def test_choice_match_needs_the_gold_alone() -> None:
    kinds = reading.LABELS
    assert choice_match("Refund requests are the most common.", ("refund",), kinds) == 1.0
    assert choice_match("delivery, refund, damaged, login, praise", ("refund",), kinds) == 0.0
    assert choice_match("praise", ("refund",), kinds) == 0.0
    assert reading.score_person("It is Maria Lopez.", ("Maria Lopez",)) == 1.0
    assert reading.score_person("Maria Lopez or Chen Wang", ("Maria Lopez",)) == 0.0


def test_set_f1_of_ids() -> None:
    gold = ("M00001", "M00002", "M00003", "M00004")
    assert set_f1("M00001, M00002, M00003, M00004", gold, reading.ITEM_ID) == 1.0
    assert set_f1("M00001, M00002", gold, reading.ITEM_ID) == pytest.approx(2 / 3)
    assert set_f1("M00001, M00009", gold, reading.ITEM_ID) == pytest.approx(2 * 0.5 * 0.25 / 0.75)
    assert set_f1("none", gold, reading.ITEM_ID) == 0.0


def test_tasks_name_their_scorer_and_unit() -> None:
    assert get_task("reading_count").score is count_score and get_task("passkey").score is string_match_all
    assert all(get_task(name).unit == "items" for name in READING)
    assert get_task("niah_single_2").unit == "tokens"


def test_bench_cli_runs_reading_tasks_with_their_scorers(tmp_path: Path) -> None:
    out = tmp_path / "res"
    proc = subprocess.run(
        [sys.executable, "-m", "rlm", "bench", "run", "--methods", "grep", "--tasks", "reading_count,reading_list",
         "--lengths", "200i", "--out", str(out), "--run-id", "r"],
        cwd=ROOT, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    rows = [json.loads(line) for line in (out / "r" / "results.jsonl").read_text().splitlines()]
    assert {r["task"] for r in rows} == {"reading_count", "reading_list"}
    for r in rows:
        s = generate(r["task"], 200, 0, 1)
        assert r["score"] == get_task(r["task"]).score(r["answer"], s.gold)
    assert "| reading_count | 200 |" in (out / "r" / "report.md").read_text()
