"""Reading many items: records() sees a document's structure, ask_each() labels items with the sub model."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import anyio
import pytest
from loop_fakes import ScriptedBackend, SubBackend

from rlm.backends import open_backend
from rlm.backends.base import Completion
from rlm.computed import computed_answer
from rlm.config import load_config
from rlm.errors import BackendError
from rlm.labels import Reading, in_order, options, read_label
from rlm.loop import RLM
from rlm.question import Question
from rlm.run import Run
from rlm.sampling import Sampling
from rlm.sandbox_helpers import HOST_FINAL
from rlm.subcalls import Lane, SubCalls
from rlm.support import SEGMENT_CHARS
from rlm.workspace import helpers_source
from sandbox import Sandbox

CONTROL = ("Package: adduser\nStatus: install ok installed\nPriority: important\nInstalled-Size: 686\n"
           "Description: add and remove users\n and groups\n\nPackage: tzdata\nStatus: install ok installed\n"
           "Priority: required\nInstalled-Size: 3204\n\nPackage: vim\nStatus: deinstall ok config-files\n"
           "Priority: optional\nInstalled-Size: 40\n")


def test_key_value_blocks_are_records_with_fields_lines_and_continuations(bound: Any) -> None:
    bound.context = CONTROL
    found = bound.records()
    assert found.kind == "blocks" and [r["Package"] for r in found] == ["adduser", "tzdata", "vim"]
    assert found[0]["Description"] == "add and remove users\nand groups"
    assert [r.line for r in found] == [1, 8, 13] and found[1].at == CONTROL.index("Package: tzdata")
    biggest = max(found, key=lambda r: r["Installed-Size"])
    assert biggest["Package"] == "tzdata" and sum(r["Status"].startswith("install") for r in found) == 2
    assert str(found).startswith("3 records (blocks), fields ['Package', 'Status', 'Priority', 'Installed-Size'")
    assert str(found[1]).startswith(f"[at {found[1].at}] Package: tzdata Status: install ok installed Priority: required")


def test_tables_json_jsonl_sections_and_lines(bound: Any) -> None:
    bound.context = 'id,name,city\n1,Ann,"Oslo, NO"\n2,Bo,Rome\n3,Cy,Lima\n'
    assert [(r["name"], r["city"], r.line) for r in bound.records()] == [
        ("Ann", "Oslo, NO", 2), ("Bo", "Rome", 3), ("Cy", "Lima", 4)]
    bound.context = "order,code,qty,price\nO-1,007,9,4.50\nO-2,012,10,12.25\nO-3,,2,3.10\n"
    rows = bound.records()
    assert max(rows, key=lambda r: r["qty"] * r["price"])["order"] == "O-2" and rows[0]["code"] == "007"
    assert [str(r["price"]) for r in rows] == ["4.50", "12.25", "3.10"] and rows[2]["code"] == ""
    bound.context = json.dumps({"count": 2, "items": [{"k": "a"}, {"k": "b"}]})
    assert [r["k"] for r in bound.records()] == ["a", "b"]
    bound.context = json.dumps([{"k": "a"}, {"k": "b"}], indent=2)  # each object where it is written
    assert [(r.line, r.text) for r in bound.records()] == [(2, '{ "k": "a" }'), (5, '{ "k": "b" }')]
    bound.context = '{"k": 1}\n{"k": 2}\n'
    assert [(r["k"], r.line) for r in bound.records()] == [(1, 1), (2, 2)]
    bound.context = "Intro\n=====\n\nWelcome.\n\nUsage\n=====\n\nRun it.\n\n2.1 Options Explained\nSee below.\n"
    found = bound.records()
    assert found.kind == "sections" and [r["title"] for r in found] == ["Intro", "Usage", "Options Explained"]
    assert found[2]["number"] == "2.1" and found[1]["body"] == "Run it."
    bound.context = "2026-05-09 07:28:46 upgrade tzdata\n2026-05-09 07:28:47 install vim\n"
    assert [r.text for r in bound.records()] == ["2026-05-09 07:28:46 upgrade tzdata", "2026-05-09 07:28:47 install vim"]
    assert bound.records("lines")[1].line == 2
    parts, levels = ["api", "db", "auth", "mail"], ["INFO", "WARN", "ERROR"]
    bound.context = "".join(f"2025-03-14T06:{i:02d}:15Z {levels[i % 3]} {parts[i % 4]}  took {i} ms\n" for i in range(40))
    rows = bound.records()
    assert dict(rows[5]) == {"timestamp": "2025-03-14T06:05:15Z", "level": "ERROR", "column3": "db", "message": "took 5 ms"}
    assert sum(r["level"] == "ERROR" and r["column3"] == "api" for r in rows) == 3  # 8, 20, 32
    with pytest.raises(TypeError, match=r"count one of its fields, e.g. Counter\(r\['timestamp'\] for r in rows\)"):
        Counter(rows)
    words = "Some days the river rose and others it fell, while we kept count of boats seen".split()
    bound.context = "".join(f"{words[i % 16]} {words[(i * 5) % 16]} went on about item {i}.\n" for i in range(40))
    assert not any(bound.records())  # prose: no column repeats a few words
    with pytest.raises(ValueError, match="kind must be one of"):
        bound.records("rows")


def test_a_hit_is_never_cut_inside_a_word_and_a_block_is_shown_whole(bound: Any) -> None:
    bound._configure(1000)
    bound.context = "filler " * 40 + "the version 15.18-0+deb12u1 was installed " + "tail " * 40
    [hit] = bound.search("installed", window=30)
    assert "15.18-0+deb12u1" in hit and not hit.text.startswith(("iller", "ller", "ler", "er"))
    assert all(word in ("filler", "tail", "the", "version", "15.18-0+deb12u1", "was", "installed")
               for word in hit.text.split())
    bound.context = CONTROL
    [hit] = bound.search("config-files")
    assert hit.text == "Package: vim Status: deinstall ok config-files Priority: optional Installed-Size: 40"


def test_the_options_a_question_offers_and_a_reply_read_as_one() -> None:
    assert options("Is this ticket about a late or missing delivery? yes/no") == ["yes", "no"]
    assert options("What is it about? Answer with one of: delivery, refund, damaged item, other.") == [
        "delivery", "refund", "damaged item", "other"]
    assert options("Who wrote it?") == []
    assert options("Which kind is it: delivery (a late or missing one), refund, damaged or praise?") == [
        "delivery", "refund", "damaged", "praise"]
    assert read_label("Yes, the parcel never came.", ["yes", "no"]) == "yes"
    assert read_label("It is a refund request, not a delivery.", ["delivery", "refund"]) == "refund"
    assert read_label("Maybe.", ["yes", "no"]) == "maybe" and read_label(" Anna Schmidt\nmore", []) == "anna schmidt"


def test_ask_each_labels_every_record_in_order_through_the_loop() -> None:
    messages = [f"{i}. {text}" for i, text in enumerate(
        ["my parcel never arrived", "please refund me", "the box came late", "love it"] * 10)]
    doc = "\n".join(messages)
    code = ('labels = ask_each(records(), "Is this message about a late or missing delivery? yes/no")\n'
            'print(len(labels), labels.count("yes"))')
    sub = SubBackend(lambda p: "the sub model is not asked")
    root = ScriptedBackend({"How many": [code, 'FINAL("20")']},
                           label=lambda p: "Yes." if any(w in p.split("Question: ")[0] for w in ("arrived", "late")) else "No, it is not.")
    events: list[Any] = []
    with RLM(backends={"root": root, "sub": sub}, on_event=events.append) as r:
        result = r.ask(doc, "How many messages are about a late or missing delivery?")
    assert result.answer == "20" and result.sub_calls == 80 and not sub.prompts  # read twice: the figure is checked
    first, second = root.labelled[:40], root.labelled[40:]
    assert all(p.endswith("Question: Is this message about a late or missing delivery? yes/no\n\nAnswer:") for p in first)
    assert all(p.endswith("yes/no\nAnswer with one of: no, yes.\n\nAnswer:") for p in second)
    assert root.labelled[1].startswith("Text: 1. please refund me\n")  # the item's text, not its location
    progress = [e.data["done"] for e in events if e.kind == "ask_each"]
    assert progress == [0, 16, 32, 40] * 2 and not [e for e in events if e.kind == "sub_call_start"]


def test_ask_each_without_sub_calls_says_so() -> None:
    with Sandbox(context="a\nb\n", functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        error = sb.run('ask_each(records(), "yes/no")').error
    assert error is not None and error.type == "NameError" and "needs sub-calls" in error.message


@pytest.mark.model
def test_ask_each_reads_with_the_real_root_model() -> None:
    items = ["My parcel never arrived and it has been three weeks.", "I would like my money back for the lamp.",
             "The courier left the package at the wrong house, so I never got it.", "Great service, thank you!",
             "Where is my order? Tracking has said 'in transit' for ten days.", "The mug was cracked when I opened the box."]
    config = load_config(None)
    run = Run(config.run, None)

    question = "Is this message about a late or missing delivery? yes/no"

    async def main() -> tuple[list[str], dict[str, list[str]], list[Reading]]:
        backend = open_backend("root", config.role("root"))
        try:
            reader = Lane("root", config.role("root"), lambda: backend, "reader_system")
            subs = SubCalls(reader, reader, run)
            labels = await subs.each(items, question, 0)
            again = {option: await subs.each(items, question, 0, 0, None, option) for option in ("yes", "no")}
            return labels, again, [subs._first[(question, item)] for item in items]
        finally:
            await backend.aclose()

    labels, again, readings = anyio.run(main)
    assert labels == ["yes", "no", "yes", "no", "yes", "no"]
    assert run.sub_calls == 6 and run.tokens["root"]["completion"] >= 6  # the second readings read nothing
    assert all(r.probs and abs(sum(r.probs.values()) - 1) < 0.01 for r in readings)  # the reader's odds, kept
    for option, second in again.items():  # a sure label stays; a doubted one is read as the option
        assert second == [r.label if r.confidence >= 0.9 else option for r in readings]


@pytest.mark.model
def test_the_real_reader_shown_examples_turns_doubted_labels_sure_and_right() -> None:
    """40 customer messages of the reading family: the reader doubts some; read again after examples of each
    kind from its surest labels, some of those turn sure, and every label it is sure of is right."""
    import random

    from benchmarks.long_context.reading import LABELS, items

    rows = items(random.Random(3), 40)
    texts = [r.line for r in rows]
    config = load_config(None)
    run = Run(config.run, None)
    question = f"Which kind is it: {', '.join(LABELS)}?"
    asked = in_order(question, list(LABELS), LABELS)

    async def main() -> tuple[list[Reading], list[Reading]]:
        backend = open_backend("root", config.role("root"))
        try:
            reader = Lane("root", config.role("root"), lambda: backend, "reader_system")
            once = await SubCalls(reader, reader, Run(config.run, None))._read(texts, asked, list(LABELS), 0, 0, len(texts))
            subs = SubCalls(reader, reader, run)
            await subs.each(texts, question, 0, glosses=LABELS)
            return once, [subs._first[(asked, text)] for text in texts]
        finally:
            await backend.aclose()

    once, readings = anyio.run(main)
    again = run.sub_calls - len(rows)  # doubted items read a second time
    turned = sum(r.confidence >= 0.9 > o.confidence for o, r in zip(once, readings, strict=True))
    assert again >= 5 and turned >= again // 2, (again, turned)
    sure = [(r.label, row.label) for r, row in zip(readings, rows, strict=True) if r.confidence >= 0.9]
    assert all(label == truth for label, truth in sure), sure


@pytest.mark.parametrize("question, aggregates", [
    ("How many messages are about a late delivery?", True), ("Which kind of message is most common?", True),
    ("Which package has the largest installed size?", True), ("What is the special magic number for x-y?", False),
    ("What are all the special magic numbers for noble-raven?", False), ("Find all variables that equal 4.", False),
])
def test_only_a_count_or_an_extreme_is_read_item_by_item(question: str, aggregates: bool) -> None:
    root = ScriptedBackend({question[:12]: ['print(len(context))', '500")']})
    with RLM(backends={"root": root, "sub": SubBackend(lambda p: "x")}, max_iterations=1) as r:
        r.ask("some text " * 50, question)
    system, first = (m["content"] for m in root.calls[0]["messages"][:2])  # type: ignore[index]
    assert ("ask_each(items, question)" in system and "records()" in system) is aggregates
    assert system.endswith("Never guess: answer only with what you saw in the printed output.")
    assert ("print(records())" in system) is aggregates and ("Start with search()" in system) is not aggregates
    assert ('labels = ask_each(records(), "Which kind is it: ..., ... or ...?")' in system) is aggregates
    assert first.startswith(f"Question: {question}\n\nThe document has")
    assert ("records().summary([" in first and ")) shows:\n1 records (lines)" in first) is aggregates


def test_rows_without_a_header_are_all_records(bound: Any) -> None:
    bound.context = "M00001 | 2024-01-01 | Pedro Larsen | Can you credit my card?\nM00002 | 2024-01-03 | Marco Jensen | Five stars.\n" \
                    "M00003 | 2024-01-08 | Ann Lee | Where is my parcel?\n"
    found = bound.records()
    assert found.kind == "table" and len(found) == 3 and found[0]["column3"] == "Pedro Larsen" and found[0].line == 1
    assert found[2]["column4"] == "Where is my parcel?" and found[2].at == bound.context.index("M00003")


def test_ask_each_reads_all_items_or_none() -> None:
    doc = "\n".join(f"{i}. message number {i}" for i in range(30))
    code = 'labels = ask_each(records(), "Is it even? yes/no")\nprint(labels.count("yes"))'
    root = ScriptedBackend({"How many": [code, 'FINAL("1")', '1")']}, label=lambda p: "yes")
    with RLM(backends={"root": root, "sub": SubBackend(str)}, max_sub_calls=20, max_iterations=2) as r:
        result = r.ask(doc, "How many messages are even?")
    run = next(e for e in result.trajectory if e["kind"] == "run")
    assert "ValueError: ask_each needs 30 reads and the sub-call budget has 20 left" in run["error"]
    assert not root.labelled and result.sub_calls == 0  # nothing read, no count made of part of the items

    failing = ScriptedBackend({"How many": [code, 'FINAL("1")', '1")']},
                              label=lambda p: (_ for _ in ()).throw(BackendError("worker died")) if "17." in p else "yes")
    with RLM(backends={"root": failing, "sub": SubBackend(str)}, max_iterations=2) as r:
        result = r.ask(doc, "How many messages are even?")
    run = next(e for e in result.trajectory if e["kind"] == "run")
    assert "worker died" in run["error"] and "30" not in run["output"]


def test_a_hit_in_an_array_of_objects_on_one_line_is_its_object(bound: Any) -> None:
    people = [{"id": f"C-0{i}", "name": n, "city": c} for i, (n, c) in enumerate([("Daniel Tanaka", "Porto"),
                                                                                 ("Anya Mwangi", "Graz"), ("Priya Das", "Lyon")], 54)]
    bound.context = "[" + ", ".join(json.dumps(p) for p in people) + "]"
    [hit] = bound.search("C-055")
    assert hit.text == json.dumps(people[1])  # not Porto's object before it, nor Lyon's after
    former = {"comment": "had numeric code 890 until " + "it broke apart " * 15, "name": "Yugoslavia, (Socialist) Federal Republic of",
              "numeric": "891", "withdrawal_date": "2003-07-23"}
    bound.context = "[" + ", ".join(json.dumps(p) for p in people + [former]) + "]"
    [hit] = bound.search(former["name"])  # its parentheses, a regex's group, found nothing: the name as written
    assert hit.text == json.dumps(former)  # whole, though its braces are past the window: the numeric code a second hop needs
    big = '{"a": "' + "x" * 500 + '", "key-1": "value-1", "b": "' + "y" * 500 + '"}'
    bound.context = big  # an object wider than the window: the sentence around the match, as before
    assert "value-1" in bound.search("key-1")[0].text and len(bound.search("key-1")[0].text) < 600


def test_records_alike_in_one_field(bound: Any) -> None:
    bound.context = "Package: zip\nMaintainer: Ann Lee\nSection: utils\n\nPackage: unzip\nMaintainer: Ann Lee\nSection: utils\n\n" \
                    "Package: gzip\nMaintainer: Bo Kim\nSection: utils\n"
    same = bound.records().alike("the zip package", "maintainers")  # a word of the name; a field named by its stem
    assert [r["Package"] for r in same] == ["unzip"] and repr(same).endswith("1 other record(s) have Maintainer 'Ann Lee':\nPackage: unzip")
    assert [r["Package"] for r in bound.records().alike("gzip", "section")] == ["zip", "unzip"]
    assert "no single record named 'utils'" in repr(bound.records().alike("utils", "maintainer"))  # three records hold it
    assert "no one field of it is named 'colour'" in repr(bound.records().alike("zip", "colour"))
    assert Question.parse("Which package has the same maintainer as zip?").same == ("maintainer", "zip")
    assert Question.parse('Who has the same login shell as "daemon"? Give the name.').same == ("login shell", "daemon")
    assert Question.parse("Is the answer the same as before?").same is None


def test_the_most_recent_record_by_dates_some_given_to_the_year(bound: Any) -> None:
    """iso_3166-3.json dates a withdrawal "1977" or "1990-08-14": a field of dates all the same, sorted as text;
    asked what was withdrawn most recently, the latest is placed, its name whole (it had been cut to "Ne ... nds")."""
    rows = [{"name": "French Afars and Issas", "withdrawal_date": "1977"},
            {"name": "Netherlands Antilles", "comment": "had numeric code 532 until Aruba split away " * 8, "withdrawal_date": "2010-12-15"},
            {"name": "Burma", "withdrawal_date": "1989-12-05"}, {"name": "Zaire", "withdrawal_date": "1997-07-14"}]
    bound.context = json.dumps({"3166-3": rows}, indent=2)
    q = Question.parse("Which entry of iso_3166-3.json was withdrawn most recently? Give its name.")
    assert q.ordered
    shown = bound.records().order(["entry", "most", "recently", "withdrawn"]).splitlines()
    assert shown[0].startswith("4 records in time order") and '"name": "Netherlands Antilles"' in shown[-1]
    assert shown[-1].endswith("<- the most recent of the 4 records")
    words = set(" ".join(bound.context.split()).split())
    placed = shown[-1].split("] ", 1)[1].split(" <- ")[0]
    assert " ... " in placed and all(w in words or w == "..." for w in placed.split())  # cut between words only


def test_a_missing_field_says_which_fields_a_record_has(bound: Any) -> None:
    bound.context = "2025-06-24 10:00:01 install zip:amd64 <none> 3.0-13\n2025-06-24 10:00:02 status installed zip:amd64 3.0-13\n"
    line = bound.records()[0]
    with pytest.raises(KeyError, match="no fields .a line.: look for words in r.text"):
        line["action"]
    bound.context = "id,status\n1,paid\n2,refunded\n"
    with pytest.raises(KeyError, match=r"its fields are \['id', 'status'\]"):
        bound.records()[0]["action"]


def test_a_numbered_headings_hit_keeps_its_number(bound: Any) -> None:
    bound.context = "  5. Conveying Modified Source Versions.\n\n  You may convey a work.\n\n  6. Conveying Non-Source Forms.\n\n  You may convey a covered work in object code form. See 6.1. above."
    assert bound.search("Conveying Non-Source Forms")[0].text == "6. Conveying Non-Source Forms."
    assert bound.search("object code form")[0].text.startswith("You may convey a covered work")


def test_a_search_for_a_section_number_finds_the_heading_numbered_so(bound: Any) -> None:
    bound.context = ("  11. Patents.\n\n  A contributor grants you a patent license; see section 12 below.\n\n"
                     "  12. No Surrender of Others' Freedom.\n\n  If conditions are imposed on you...\n")
    hits = bound.search("section 12")  # the sentence that cites it, and the heading it cites, first
    assert [h.text for h in hits][0] == "12. No Surrender of Others' Freedom." and "see section 12" in hits[1].text
    assert repr(hits).startswith("the headings numbered 12, then 1 match(es) for 'section 12' that cite it:")
    assert len(bound.search("Patents")) == 1  # a search that is no section number: as before
    hits = bound.search(r"Section\s+12\.")
    assert [h.text for h in hits] == ["12. No Surrender of Others' Freedom."]
    assert repr(hits).startswith("no exact match for 'Section\\\\s+12\\\\.'; the headings numbered 12:")


def test_ask_each_refuses_the_examples_placeholder_before_reading() -> None:
    code = 'labels = ask_each(records(), "Which kind is it: ..., ... or ...?")\nprint(Counter(labels))'
    root = ScriptedBackend({"How many": [code, 'FINAL("1")']}, label=lambda p: "yes")
    with RLM(backends={"root": root, "sub": SubBackend(str)}, max_iterations=1) as r:
        result = r.ask("\n".join(f"{i}. message {i}" for i in range(30)), "How many messages are kind?")
    run = next(e for e in result.trajectory if e["kind"] == "run")
    assert "ValueError: ask_each: the question still has '...'" in run["error"] and not root.labelled


@pytest.mark.parametrize("biased, expected", [(False, ("delivery", "answered")), (True, (None, "not_found"))])
def test_a_figure_from_model_read_labels_stands_only_if_a_second_reading_gives_it(
        biased: bool, expected: tuple[str | None, str]) -> None:
    doc = "id | message\n" + "\n".join(f"M{i:03d} | {'where is my parcel' if i % 3 else 'thanks a lot'}" for i in range(30))
    q = "Which kind is most common: delivery or praise?"
    code = 'labels = ask_each(records(), "Which kind is it: delivery or praise?")\nprint(Counter(labels))'

    def label(prompt: str) -> str:  # a reader biased to the first option names it whenever it is unsure
        second = "Answer with one of: praise, delivery." in prompt
        if biased and "parcel" in prompt and int(prompt.split("Text: M")[1][:3]) % 2:
            return "praise" if second else "delivery"
        return "delivery" if "parcel" in prompt else "praise"

    root = ScriptedBackend({"Which kind": [code, 'FINAL("delivery")'] + ['"delivery")'] * 4},
                           label=label)
    with RLM(backends={"root": root, "sub": SubBackend(str)}, max_iterations=4) as r:
        result = r.ask(doc, q)
    assert (result.answer, result.status) == expected
    rereads = [e for e in result.trajectory if e["kind"] == "reread"]
    assert len(root.labelled) == 60 and rereads[0]["answer"] == "delivery"  # read twice, checked once
    assert ("disagrees" in rereads[-1]) is biased


def test_the_reader_is_told_the_kinds_as_the_question_defines_them() -> None:
    from rlm.labels import defined

    glosses = {"delivery": "a late or missing delivery", "praise": "praise or thanks"}
    assert defined(["delivery", "praise", "other"], glosses) == (
        "Which kind is it: delivery (a late or missing delivery), praise (praise or thanks), other?\n"
        "Answer with one of: delivery, praise, other.")
    assert defined(["yes", "no"], glosses) is None and defined(["delivery", "other"], glosses) is None
    assert options(defined(["praise", "delivery"], glosses) or "") == ["praise", "delivery"]
    doc = "id | message\n" + "\n".join(f"M{i:03d} | {'where is my parcel' if i % 3 else 'thanks a lot'}" for i in range(30))
    q = ("Every message is one of these kinds: delivery (a late or missing delivery); praise (praise or thanks). "
         "How many messages are about a late or missing delivery?")
    code = 'labels = ask_each(records(), "Which kind is it: delivery or praise?")\nprint(Counter(labels))'
    root = ScriptedBackend({"Every message": [code, 'FINAL("20")']},
                           label=lambda p: "delivery" if "parcel" in p else "praise")
    with RLM(backends={"root": root, "sub": SubBackend(str)}) as r:
        result = r.ask(doc, q)
    assert (result.answer, result.status) == ("20", "answered")
    first, second = root.labelled[:30], root.labelled[30:]
    assert all("delivery (a late or missing delivery), praise (praise or thanks)?\nAnswer with one of: delivery, praise."
               in p for p in first)
    assert all("praise (praise or thanks), delivery (a late or missing delivery)?\nAnswer with one of: praise, delivery."
               in p for p in second)


SOURCE = '''"""A module."""
import re

LIMIT = dict(
    a=1,
)


class Mailer:
    """Sends mail."""

    def connect(self):
        self.tries = 0
        self.open = True
        return 1

    @property
    def close(self):
        return 2

    def quit(self):
        def inner():
            return 3
        return inner()


def helper(x):
    x += 1
    x *= 2
    x -= 3
    return x


def tidy(y):
    y += 1
    y *= 2
    y -= 3
    return y
'''


def test_indented_entries_are_records_and_a_class_s_methods_follow_it_with_its_name(bound: Any) -> None:
    bound.context = SOURCE
    found = bound.records()
    assert found.kind == "entries"
    heads = [(r["head"], r["name"], r["parent"], r["level"]) for r in found]
    assert heads == [('"""A module."""', "", "", 1), ("import re", "", "", 1), ("LIMIT = dict(", "LIMIT", "", 1),
                     ("class Mailer:", "Mailer", "", 1), ("def connect(self):", "connect", "Mailer", 2),
                     ("def close(self):", "close", "Mailer", 2), ("def quit(self):", "quit", "Mailer", 2),
                     ("def inner():", "inner", "quit", 3), ("def helper(x):", "helper", "", 1),
                     ("def tidy(y):", "tidy", "", 1)]
    limit, mailer, close = found[2], found[3], found[5]
    assert limit["lines"] == 3 and limit.text == "LIMIT = dict( a=1, )"  # the closing bracket stays with it
    assert close.text.startswith("@property def close") and close.line == SOURCE.count("\n", 0, close.at) + 1
    assert mailer["lines"] == 16 and mailer["body"].startswith('"""Sends mail."""\n\ndef connect(self):')
    assert [r["kind"] for r in found][3:] == ["class", "method", "method", "method", "function", "function", "function"]


def test_numbered_lines_are_sections_when_they_stand_alone_not_when_they_run_on(bound: Any) -> None:
    bound.context = "  0. Definitions.\n\n  Words mean things.\n\n  1. Source Code.\n\n  The form for changes.\n\n" \
                    "  2. You may copy it, and you may give copies to anyone who asks you for a copy of it.\n" \
                    "  It goes on here.\n"
    found = bound.records()
    assert found.kind == "sections" and [(r["number"], r["title"]) for r in found] == [("0", "Definitions"),
                                                                                     ("1", "Source Code")]


def test_data_lines_that_start_with_a_number_and_a_capital_are_lines_not_sections(bound: Any) -> None:
    bound.context = "".join(f"R c 19{i} o - O 1 1 0 -\nZ Zone/N{i} 2:2:4 - LMT 1880\n0 E WE%sT 19{i}\n"
                            f"1 GH %s 1942 F 8\nL Zone/N{i} Old/N{i}\n" for i in range(10, 30))  # tzdata.zi
    found = bound.records()
    assert found.kind == "lines" and len(found) == 100


CHANGELOG = "".join(
    f"pkg ({version}) unstable; urgency=medium\n\n  * Change {i}.\n    Continued.\n\n"
    f" -- Ann Lee <ann@example.org>  {day}, 0{9 - i} Mar 2024 10:00:00 +0100\n\n"
    for i, (version, day) in enumerate([("1.3", "Sat"), ("1.2", "Fri"), ("1.1", "Thu"), ("1.0", "Wed")]))


def test_a_changelog_s_entries_are_dated_and_placed_in_time_order(bound: Any) -> None:
    bound.context = CHANGELOG
    found = bound.records()
    assert found.kind == "entries" and [r["date"] for r in found][:2] == ["2024-03-09 10:00:00", "2024-03-08 10:00:00"]
    before = found.order(["version", "right", "before", "1.2", "came"]).splitlines()
    assert before[0] == "4 records in time order, oldest first (by 'date'; the file lists them newest first)"
    assert before[1:] == [f"[at {CHANGELOG.index('pkg (1.1)')}] pkg (1.1) unstable; urgency=medium <- "
                          "right before the one that names '1.2'"]  # the version before, listed after it
    assert found.order(["after", "1.2"]).splitlines()[1].startswith(f"[at {CHANGELOG.index('pkg (1.3)')}] pkg (1.3)")
    assert found.order(["next", "1.2"]).splitlines()[1:] == found.order(["after", "1.2"]).splitlines()[1:]
    assert "pkg (1.1)" in found.order(["previous", "1.2"]).splitlines()[1]
    assert found.order(["follows", "1.2"]).splitlines()[1:] == found.order(["after", "1.2"]).splitlines()[1:]
    assert found.order(["precedes", "1.2"]).splitlines()[1:] == found.order(["before", "1.2"]).splitlines()[1:]
    assert found.order(["oldest", "version"]).splitlines()[1].endswith("pkg (1.0) unstable; urgency=medium <- "
                                                                       "the oldest of the 4 records")


def test_a_changelog_entry_is_signed_by_the_name_of_its_sign_off_line(bound: Any) -> None:
    bound.context = CHANGELOG.replace("Ann Lee <ann@", "Bo Ng <bo@", 1)
    found = bound.records()
    assert [r["by"] for r in found] == ["Bo Ng", "Ann Lee", "Ann Lee", "Ann Lee"]
    assert found.computations(["who", "signed", "the", "most", "entries"], ranks=1) == [
        "print(Counter(r['by'] for r in records()).most_common())"]
    bound.context = SOURCE  # no sign-off lines, no field
    assert all("by" not in r for r in bound.records())


def test_a_hit_on_a_changelog_entry_s_first_line_shows_the_entry_with_its_sign_off(bound: Any) -> None:
    bound._configure(1000)
    bound.context = CHANGELOG
    [hit] = bound.search(r"pkg \(1\.2\)")
    assert hit.text == ("pkg (1.2) unstable; urgency=medium * Change 1. Continued. "
                        "-- Ann Lee <ann@example.org> Fri, 08 Mar 2024 10:00:00 +0100")
    long = CHANGELOG.replace("  * Change 1.\n", "  * Change 1.\n" + "  * More.\n" * 400)
    bound._configure(1000)
    bound.context = long
    [hit] = bound.search(r"pkg \(1\.2\)")  # too long to show whole: its first line ... its sign-off
    assert hit.text == "pkg (1.2) unstable; urgency=medium ... -- Ann Lee <ann@example.org> Fri, 08 Mar 2024 10:00:00 +0100"
    assert len(bound.search("Change 1")) == 1  # the body's lines are still found
    assert bound.ENTRY_CHARS <= SEGMENT_CHARS  # the judge reads the shortened entry as one piece


def test_the_place_asked_for_is_among_the_records_of_its_kind(bound: Any) -> None:
    bound.context = SOURCE
    said = bound.records().order(["method", "mailer", "defined", "right", "before", "quit"]).splitlines()
    assert said[1].endswith("def close(self): <- right before the one that names 'quit' among the methods of 'Mailer'; its name: 'close'")
    said = bound.records().order(["function", "right", "after", "helper"]).splitlines()
    assert said[1].endswith("def tidy(y): <- right after the one that names 'helper' among the level-1 records; its name: 'tidy'")
    assert bound.records().order(["right", "after", "tidy"]).splitlines()[1] == \
        "nothing comes right after the one that names 'tidy' among the level-1 records"
    assert bound.records().order(["right", "after", "nowhere"]).splitlines()[1] == \
        "no record is named by a word of the question: ['nowhere']"


LOG = "\n".join(f"2025-03-14 {h:02d}:{m:02d}:00 {level} {part} event {i}"
                for i, (h, m, level, part) in enumerate([(9, 0, "ERROR", "db"), (11, 59, "INFO", "api"),
                                                         (12, 5, "WARN", "db"), (12, 30, "ERROR", "api"),
                                                         (13, 0, "ERROR", "db")] * 5))


def test_the_first_and_last_records_the_question_s_values_month_and_time_select(bound: Any) -> None:
    bound.context = LOG
    found = bound.records()
    said = found.order(["first", "error", "at", "after", "12:00", "component"]).splitlines()
    assert said[1] == (f"[at {LOG.index('2025-03-14 12:30')}] 2025-03-14 12:30:00 ERROR api event 3 <- the first of "
                       "the 10 records with level == 'ERROR' and a time at or after 12:00")
    last = found.order(["last", "errors", "logged"]).splitlines()[1]  # 'errors' asks for the level 'ERROR'
    assert last.endswith("ERROR db event 24 <- the last of the 15 records with level == 'ERROR'")
    orders = "order_id,date,status\n" + "\n".join(f"O-{i},2025-{8 + i % 3:02d}-{10 + i:02d},paid" for i in range(9))
    bound.context = orders
    assert bound.records().order(["first", "order", "september", "2025"]).splitlines()[1] == \
        f"[at {orders.index('O-1,')}] O-1,2025-09-11,paid <- the first of the 3 records with date in September 2025"


def test_the_blocks_that_count_or_rank_by_the_question_s_field_values(bound: Any, printed: Callable[[str], str]) -> None:
    """Code the loop runs as the root would: what it tests is what a figure computed by it is judged on."""
    bound.context = LOG
    found = bound.records()
    assert found.computations(["how", "many", "error", "lines", "db"], counts=True) == \
        ["print(len([r for r in records() if r['level'] == 'ERROR' and r['column4'] == 'db']))"]
    ranked = found.computations(["which", "component", "logged", "most", "error", "lines"], ranks=1)
    assert ranked == ["print(Counter(r['column4'] for r in records() if r['level'] == 'ERROR').most_common())"]
    assert printed(ranked[0]) == "[('db', 10), ('api', 5)]\n"
    assert "most_common(5)" in found.computations(["which", "day", "most", "error"], ranks=1)[0]
    assert found.computations(["which", "event", "has", "the", "largest", "number"], ranks=1) == []  # a size, not a count
    assert found.computations(["how", "many", "lines", "mention", "db", "or", "api"], counts=True) == []  # which one?
    bound.context = CHANGELOG.replace("    Continued.\n", "    Continued.\n  * Another.\n") + "# Older entries were removed.\n"
    assert bound.records().computations(["how", "many", "versions"], counts=True) == \
        ["print(len([r for r in records() if 'date' in r]))"]  # its dated entries, not the closing comment


def test_an_extreme_of_a_number_field_the_question_names_ranks_the_records_by_it(bound: Any, printed: Callable[[str], str]) -> None:
    """"Which package has the largest Installed-Size", "the largest total (quantity times unit price)": the
    records ranked by the number named, each by the field that tells them apart; what the question
    selects by kept, and "top-level" definitions being those at the margin (the code says so)."""
    bound.context = "Package: a\nInstalled-Size: 10\n\nPackage: b\nInstalled-Size: 30\n\nPackage: c\nInstalled-Size: 20\n"
    ranked = bound.records().computations(["which", "package", "has", "the", "largest", "installed-size"], ranks=1)
    assert printed(ranked[0]) == "[('b', 30), ('c', 20), ('a', 10)]\n"
    bound.context = "order_id,quantity,unit_price,status\nO-1,2,5.5,paid\nO-2,1,9.0,paid\nO-3,3,4.0,refunded\n"
    words = ["which", "order", "has", "the", "smallest", "total", "quantity", "times", "unit", "price"]
    assert printed(bound.records().computations(words, ranks=-1)[0]) == "[('O-2', 9.0), ('O-1', 11.0), ('O-3', 12.0)]\n"
    assert bound.records().computations(["which", "order", "has", "the", "largest", "quantity", "and", "unit", "price"], ranks=1) == []  # how combined?
    bound.context = SOURCE + "".join(f"\n\ndef f{i}():\n" + "    pass\n" * i for i in range(1, 9))
    blocks = bound.records().computations(["which", "top-level", "function", "has", "the", "most", "lines"], ranks=1)
    assert blocks[0].endswith("# top-level: level 1")
    assert printed(blocks[0]) == "[('f8', 9), ('f7', 8), ('f6', 7), ('f5', 6), ('helper', 5)]\n"  # not the class Mailer (16)
    methods = bound.records().computations(["how", "many", "methods", "does", "the", "class", "mailer", "define"], counts=True)
    assert printed(methods[0]) == "3\n"  # 'class' names what Mailer is, not what is counted
    [lines] = bound.records().computations(["how", "many", "lines", "does", "the", "function", "f3", "have"], counts=True)
    assert printed(lines) == "[4]\n"  # f3's own number of lines (def and three), not a count of records


def test_records_of_one_file_naming_those_of_another_are_counted_through_them(bound: Any, printed: Callable[[str], str]) -> None:
    """orders.csv names customers.json's records by customer_id: "orders placed by customers who live in
    Graz" keeps the customers by city and counts their orders; "the customer who placed the most orders"
    counts orders by the customer they name, shown by the field asked for."""
    people = [{"id": f"C-{i}", "name": name, "city": city} for i, (name, city) in
              enumerate([("Ann Lee", "Graz"), ("Bo Kim", "Cork"), ("Cy Ng", "Graz"), ("Di Wu", "Brno")])]
    orders = "order_id,customer_id,status\n" + "".join(f"O-{n},C-{c},{'paid' if n % 2 else 'refunded'}\n"
                                                       for n, c in enumerate([0, 1, 1, 2, 1, 3, 0, 1]))
    bound.context = [orders, json.dumps(people)]
    found = bound.records()
    [count] = found.computations(["how", "many", "orders", "were", "placed", "by", "customers", "in", "graz"], counts=True)
    assert printed(count) == "3\n"  # O-0, O-3, O-6: Ann's and Cy's, not the 2 customers in Graz
    [paid] = found.computations(["how", "many", "paid", "orders", "by", "customers", "in", "graz"], counts=True)
    assert printed(paid) == "1\n"  # O-3
    [refunded] = found.computations(["how", "many", "refunded", "orders", "are", "there"], counts=True)
    assert printed(refunded) == "4\n"  # the customers' records have no status to test
    [most] = found.computations(["what", "is", "the", "name", "of", "the", "customer", "who", "placed", "most", "orders"], ranks=1)
    assert printed(most).startswith("[('Bo Kim', 4), ('Ann Lee', 2)")
    assert found.computations(["how", "many", "customers", "live", "in", "graz"], counts=True) != [count]


def test_documents_compared_are_counted_file_by_file(bound: Any, printed: Callable[[str], str]) -> None:
    """"Which of the two files defines more classes, a.py or b.py?", "which of these files is the longest,
    in lines?": the selected records (or lines) counted in each named file, so the ranking names them."""
    body = "    a = 1\n    b = 2\n    c = 3\n    d = 4\n"
    functions = "".join(f"\n\ndef f{i}():\n{body}" for i in range(6))
    one = f"class A:\n{body}{functions}"
    two = f"class B:\n{body}\n\nclass C:\n{body}\n\nclass D:\n{body}{functions}"
    bound._configure(20000, ["/src/one.py", "/src/two.py"])
    bound.context = [one, two]
    found = bound.records()
    assert [r.file for r in found][:1] == ["one.py"]
    words = ["which", "of", "the", "two", "files", "defines", "more", "classes", "one", "two", "py"]
    [block] = found.computations(words, ranks=1)
    assert printed(block) == "[('two.py', 3), ('one.py', 1)]\n"
    [lines] = found.computations(["which", "of", "these", "files", "is", "the", "longest", "in", "lines"], ranks=1)
    assert printed(lines) == "[('two.py', 45), ('one.py', 35)]\n"
    assert found.computations(["which", "class", "has", "the", "most", "lines"], ranks=1) != [lines]  # not about files


def test_the_loop_s_computation_answers_when_the_root_is_stuck() -> None:
    """A root shown [('O-7', 90.0), ...] for "the largest total" answers the first record's id again and
    again: the figure the loop computed is put to the judge, and taken."""
    orders = "order_id,quantity,unit_price,status\n" + "".join(
        f"O-{i},{i % 5 + 1},{10 + i % 7}.5,{'paid' if i % 3 else 'refunded'}\n" for i in range(40))
    question = "Which order has the largest total (quantity times unit price)?"
    root = ScriptedBackend({"Which order": ['print(records()[0])', 'FINAL("O-0")', 'FINAL("O-0")', 'O-0")']})
    with RLM(backends={"root": root, "sub": SubBackend(lambda p: "x")}) as r:
        result = r.ask(orders, question)
    [computed] = [e for e in result.trajectory if e["kind"] == "computed_answer"]
    assert (result.answer, computed["reason"]) == ("O-34", None)  # 5 x 16.5; O-0 is 1 x 10.5
    assert result.evidence and "round(r['quantity'] * r['unit_price'], 2)" in (result.evidence[0].code or "")


def test_a_computed_answer_is_a_count_alone_or_the_one_top_of_a_ranking() -> None:
    count, most, fewest = (Question.parse(q) for q in ("How many orders are refunded?", "Which city has the most orders?",
                                                      "Which city has the fewest orders?"))
    docs = ["o-1,graz,refunded\no-2,cork,paid"]
    assert computed_answer(["14"], count, docs) == "14" and computed_answer(["14", "15"], count, docs) is None
    assert computed_answer(["0"], count, docs) is None  # the loop's filter found nothing: no answer (statistics.py-03)
    assert computed_answer(["[('Graz', 9), ('Cork', 4)]"], most, docs) == "Graz"
    assert computed_answer(["[('Graz', 9), ('Cork', 4)]"], fewest, docs) == "Cork"
    either = Question.parse("Which kind is most common: delivery or praise?")
    assert computed_answer(["[('where is my parcel', 20), ('thanks', 10)]"], either, docs) is None  # not a kind offered
    assert computed_answer(["[('Graz', 9), ('Cork', 9)]"], most, docs) is None  # a tie names no city
    assert computed_answer(["[(None, 9), ('Cork', 4)]"], most, docs) is None and computed_answer(["9"], most, docs) is None
    assert computed_answer(["[('Graz', 9)]", "[('paid', 3)]"], most, docs) is None  # rankings by two fields
    longest = Question.parse("Which top-level function in heapq.py has the most lines?")  # the file never says
    assert computed_answer(["[('merge', 79), ('nsmallest', 59)]"], longest, ["def merge(*iterables): ..."]) == "merge"
    absent = Question.parse("How many orders did the customer Zed Quist place?")
    assert computed_answer(["14"], absent, docs) is None  # the code cannot have selected by a name no file has
    globs = Question.parse("How many distinct file-name patterns does /usr/share/mime/globs2 list for "
                           "application/vnd.wordperfect?")  # its path names the document; file-name is what is counted
    assert computed_answer(["6"], globs, ["50:application/vnd.wordperfect:*.wpd"], frozenset({"/usr/share/mime/globs2", "globs2"})) == "6"
    named = Question.parse("Which chip section in sensors3.conf has the most label statements?")
    assert computed_answer(["""[('chip "fscsyl-*"', 13), ('chip "fschds-*"', 11)]"""], named,
                           ['# label statements\nchip "fscsyl-*"\n    label in1 "+5v"']) == 'chip "fscsyl-*"'  # the file's name is no key of it


def test_no_order_view_where_nothing_orders_or_selects_the_records(bound: Any) -> None:
    """'the first Y Combinator office' picks no line of an essay: the loop then shows no order view."""
    bound.context = "An essay line.\nAnother line about offices.\nA third line.\nAnd a fourth.\n"
    assert bound.records().order(["where", "first", "combinator", "office", "kept"]) == ""


def test_the_options_in_another_order_and_a_reading_s_odds() -> None:
    from rlm.labels import in_order

    assert in_order("Is it late? yes/no", ["yes", "no"], {}) == "Is it late? yes/no"
    assert in_order("Is it late? yes/no", ["no", "yes"], {}) == "Is it late? yes/no\nAnswer with one of: no, yes."
    assert in_order("Which kind: a or b?", ["b", "a"], {"a": "an A", "b": "a B"}).startswith("Which kind is it: b (a B), a (an A)?")
    reading = Reading("b", {"a": 0.3, "b": 0.6, "c": 0.1})
    assert reading.confidence == 0.6 and reading.runner_up() == "a"
    assert Reading("x", {}).confidence == 1.0 and Reading("x", {}).runner_up() is None  # no odds known: nothing to doubt


def _odds(prompt: str) -> dict[str, float]:
    """A reader sure of parcels and thanks, in doubt about 'where is it' messages, biased to the first option named."""
    text, asked = prompt.split("Question: ")
    if "parcel" in text:
        return {"delivery": 0.97, "praise": 0.03}
    if "thanks" in text:
        return {"delivery": 0.02, "praise": 0.98}
    first, second = options(asked.rsplit("\n\nAnswer:", 1)[0])
    return {first: 0.55, second: 0.45}


@pytest.mark.parametrize("question, code, expected", [
    ("Which kind is most common: delivery or praise?",
     'labels = ask_each(records(), "Which kind is it: delivery or praise?")\nprint(Counter(labels).most_common())',
     ("delivery", "answered")),  # 20 sure deliveries against 6 sure thanks: the 4 doubtful ones cannot change it
    ("How many messages are about delivery?",
     'labels = ask_each(records(), "Which kind is it: delivery or praise?")\nprint(labels.count("delivery"))',
     (None, "not_found")),  # the count moves by 4 when the doubtful ones go the other way
])
def test_a_figure_from_model_read_labels_must_survive_the_reader_s_doubts(
        question: str, code: str, expected: tuple[str | None, str]) -> None:
    kinds = ["where is my parcel"] * 20 + ["thanks a lot"] * 6 + ["where is it"] * 4
    doc = "id | message\n" + "\n".join(f"M{i:03d} | {text}" for i, text in enumerate(kinds))
    answer = "delivery" if "most" in question else "24"
    root = ScriptedBackend({question.split()[0]: [code, f'FINAL("{answer}")'] + [f'{answer}")'] * 4}, odds=_odds)
    with RLM(backends={"root": root, "sub": SubBackend(str)}, max_iterations=4) as r:
        result = r.ask(doc, question)
    assert (result.answer, result.status) == expected
    assert len(root.labelled) == 34  # read once, the 4 doubtful ones again after examples (this reader stays in
    # doubt); the second reading gives them the other option without reading
    rereads = [e for e in result.trajectory if e["kind"] == "reread"]
    assert rereads and ("disagrees" in rereads[-1]) is (expected[0] is None)


@pytest.mark.parametrize("which, expected", [("least", "praise"), ("most", "delivery")])
def test_a_root_stuck_on_which_kind_is_most_common_gets_the_loop_s_own_reading(which: str, expected: str) -> None:
    kinds = ["where is my parcel"] * 14 + ["thanks a lot"] * 6 + ["money back please"] * 10
    doc = "id | message\n" + "\n".join(f"M{i:03d} | {text}" for i, text in enumerate(kinds))
    q = ("Every message is exactly one of these kinds: delivery (a late or missing delivery); refund (a request "
         f"to get the money back); praise (praise or thanks). Which kind of message is the {which} common?")

    def odds(prompt: str) -> dict[str, float]:
        text = prompt.split("Question: ")[0]
        sure = "delivery" if "parcel" in text else "praise" if "thanks" in text else "refund"
        return {k: 0.96 if k == sure else 0.02 for k in ("delivery", "refund", "praise")}

    root = ScriptedBackend({"Every message": ['print(records().summary(["x"])["column9"])'] + ['FINAL("login")'] * 8},
                           odds=odds)
    with RLM(backends={"root": root, "sub": SubBackend(str)}, max_iterations=4) as r:
        result = r.ask(doc, q)
    assert (result.answer, result.status) == (expected, "answered")
    assert len(root.labelled) == 30  # the loop read every message once; the second reading needed no model
    assert any("ask_each(records()" in p.code for p in result.evidence)
    computed = [e for e in result.trajectory if e["kind"] == "computed_answer"]
    assert computed and computed[0]["answer"] == expected


def test_the_loop_reads_for_questions_of_kinds_and_answers_which_kind_itself() -> None:
    from rlm.computed import asks_kind, reading_code
    from rlm.question import Question

    kinds = "Every message is one of these kinds: delivery (a late or missing delivery); praise (praise or thanks). "
    asked = [Question.parse(kinds + q) for q in ("Which kind of message is the most common?",
                                                 "Which customer sent the most delivery messages?",
                                                 "How many messages are about delivery?", "List the ids of all praise messages.")]
    assert all(reading_code(q) for q in asked)
    assert [asks_kind(q) for q in asked] == [True, False, False, False]  # only a kind is the ranking's own answer
    assert reading_code(Question.parse("Which kind of log line is the most common?")) is None  # no kinds defined
    assert reading_code(Question.parse(kinds + "Who wrote the first message?")) is None  # nothing counted or listed


def test_labels_read_in_one_block_and_counted_in_another_are_known_as_read() -> None:
    """The root reads in one block and counts in the next: the count is a model-read figure, and its second
    reading runs the reading block again first (with the doubtful items given their runner-up)."""
    kinds = ["where is my parcel"] * 20 + ["thanks a lot"] * 6 + ["where is it"] * 4
    doc = "id | message\n" + "\n".join(f"M{i:03d} | {text}" for i, text in enumerate(kinds))
    q = "Which kind is most common: delivery or praise?"
    read = 'labels = ask_each(records(), "Which kind is it: delivery or praise?")\nprint(len(labels))'
    root = ScriptedBackend({"Which kind": [read, "print(Counter(labels).most_common())", 'FINAL("delivery")']},
                           odds=_odds)
    with RLM(backends={"root": root, "sub": SubBackend(str)}, max_iterations=4) as r:
        result = r.ask(doc, q)
    assert (result.answer, result.status) == ("delivery", "answered")
    assert [e["kind"] for e in result.trajectory].count("reread") == 1 and len(root.labelled) == 34  # 4 doubted read twice
    code = next(p.code for p in result.evidence)
    assert code.startswith(read) and code.endswith("print(Counter(labels).most_common())")


def test_what_a_block_reads_and_sets() -> None:
    from rlm.code_reads import binds, loads

    assert binds("labels = ask_each(records(), 'q?')\nx, y = 1, 2\nfor r in rows: pass") == {"labels", "x", "y", "r"}
    assert loads("print(Counter(labels).most_common())") == {"print", "Counter", "labels"}
    assert binds("def (") == set() and loads("def (") == set()


def test_a_root_stuck_on_a_question_of_kinds_goes_on_from_the_labels_the_loop_read() -> None:
    texts = [("Ann", "where is my parcel")] * 5 + [("Bo", "where is my parcel")] * 3 + [("Bo", "thanks a lot")] * 6
    doc = "id | customer | message\n" + "\n".join(f"M{i:03d} | {c} | {t}" for i, (c, t) in enumerate(texts))
    q = ("Every message is exactly one of these kinds: delivery (a late or missing delivery); praise (praise or "
         "thanks). Which customer sent the most delivery messages?")
    per_person = "print(Counter(r['customer'] for r, k in zip(records(), labels) if k == 'delivery').most_common())"
    root = ScriptedBackend({"Every message": ['print(records()["x"])', 'FINAL("Bo")', 'FINAL("Bo")', per_person,
                                              'FINAL("Ann")']}, odds=_odds)
    with RLM(backends={"root": root, "sub": SubBackend(str)}, max_iterations=6) as r:
        result = r.ask(doc, q)
    assert (result.answer, result.status) == ("Ann", "answered")
    said = [m["content"] for m in root.calls[3]["messages"] if m["role"] == "user"][-1]
    assert "labels[i] is the kind of records()[i]" in said and "[('delivery', 8), ('praise', 6)]" in said
    assert len(root.labelled) == 14 and not [e for e in result.trajectory if e["kind"] == "computed_answer"]


def test_a_kind_named_in_passing_is_no_definition() -> None:
    from rlm.question import Question, asked

    text = ("Every message is exactly one of these kinds: delivery (a late or missing delivery); praise (praise or "
            "thanks). List the ids of all messages about praise or thanks (kind praise), separated by commas.")
    q = Question.parse(text)
    assert q.kinds == ("delivery", "praise") and dict(q.glosses)["praise"] == "praise or thanks"
    assert asked(text) == "List the ids of all messages about praise or thanks (kind praise), separated by commas."


def test_items_asked_the_same_question_again_are_not_read_again() -> None:
    doc = "id | message\n" + "\n".join(f"M{i:03d} | {'where is my parcel' if i % 3 else 'thanks a lot'}" for i in range(30))
    read = 'labels = ask_each(records(), "Which kind is it: delivery or praise?")\nprint(Counter(labels).most_common())'
    again = 'more = ask_each(records()[:10], "Which kind is it: delivery or praise?")\nprint(Counter(more).most_common())'
    root = ScriptedBackend({"Which kind": [read, again, 'FINAL("delivery")']}, odds=_odds)
    with RLM(backends={"root": root, "sub": SubBackend(str)}, max_iterations=4) as r:
        result = r.ask(doc, "Which kind is most common: delivery or praise?")
    assert (result.answer, result.status) == ("delivery", "answered") and len(root.labelled) == 30


def test_a_second_reading_reads_each_doubted_item_as_an_option_it_may_be() -> None:
    from rlm.reread import PLAUSIBLE, SURE

    run = Run(load_config(None).run, None)
    lane = Lane("root", load_config(None).role("root"), lambda: ScriptedBackend({}, odds=_odds), "reader_system")
    subs = SubCalls(lane, lane, run)
    asked = "Which kind is it: delivery, refund or praise?\nAnswer with one of: delivery, refund, praise."
    firsts = {"sure": Reading("delivery", {"delivery": SURE, "refund": 0.05, "praise": 0.05}),
              "torn": Reading("delivery", {"delivery": 0.7, "refund": 0.3 - PLAUSIBLE / 2, "praise": PLAUSIBLE / 2})}
    subs._first.update({(asked, item): r for item, r in firsts.items()})
    again = {option: anyio.run(subs.each, list(firsts), asked, 0, 0, None, option) for option in ("refund", "praise")}
    assert again == {"refund": ["delivery", "refund"], "praise": ["delivery", "delivery"]}


class _Shown(ScriptedBackend):
    """A reader in doubt about "where is it" until it is shown examples of each kind (earlier turns)."""

    async def complete(self, prompt: Any, sampling: Sampling = Sampling()) -> Completion:
        self.calls.append({"messages": list(prompt)})
        item = prompt[-1]["content"]
        odds = ({"delivery": 0.95, "praise": 0.05} if len(prompt) > 2 else {"delivery": 0.6, "praise": 0.4}) \
            if "where is it" in item else _odds(item)
        return Completion(text=max(odds, key=lambda o: odds[o]), finish_reason="stop", option_probs=odds)


@pytest.mark.parametrize("texts, budget, again", [
    (["where is my parcel"] * 4 + ["thanks a lot"] * 4 + ["where is it"] * 2, None, 2),
    (["where is my parcel"] * 4 + ["thanks a lot"] * 4 + ["where is it"] * 2, 11, 0),  # no budget for both readings
    (["where is my parcel"] * 4 + ["where is it"] * 2, None, 0),  # no item read as praise: no example of it
])
def test_doubted_items_are_read_again_after_examples_of_each_kind(texts: list[str], budget: int | None,
                                                                  again: int) -> None:
    config = load_config(None)
    run = Run(replace(config.run, max_sub_calls=budget), None)
    reader = _Shown({})
    subs = SubCalls(*[Lane("root", config.role("root"), lambda: reader, "reader_system")] * 2, run)
    items = [f"M{i:03d} | {text}" for i, text in enumerate(texts)]
    glosses = {"delivery": "a late or missing delivery", "praise": "praise or thanks"}
    labels = anyio.run(lambda: subs.each(items, "Which kind is it: delivery or praise?", 0, glosses=glosses))
    assert labels == ["praise" if "thanks" in t else "delivery" for t in texts]
    second = [c["messages"] for c in reader.calls[len(items):]]
    assert len(second) == again == run.sub_calls - len(items)
    asked = "Which kind is it: delivery (a late or missing delivery), praise (praise or thanks)?\nAnswer with one of: delivery, praise."
    assert [subs._first[(asked, i)].confidence for i in items if "where is it" in i] == [0.95 if again else 0.6] * 2
    if again:  # every doubted item after the same turns: three of each kind, the surest, in turns, named only
        assert all(m[:-1] == second[0][:-1] for m in second) and len(second[0]) == 14
        assert [m["content"] for m in second[0][2:-1:2]] == ["delivery", "praise"] * 3
        assert all(m["content"].endswith("Question: Which kind is it: delivery or praise?\n\nAnswer:") for m in second[0][1::2])


def test_a_doubted_item_shown_as_an_example_is_not_read_after_itself() -> None:
    """Two parcels sure, two 'where is it' doubted: delivery's three examples take one of the doubted, which
    keeps its first reading; the other is read after the examples."""
    config = load_config(None)
    reader = _Shown({})
    subs = SubCalls(*[Lane("root", config.role("root"), lambda: reader, "reader_system")] * 2, Run(config.run, None))
    texts = ["where is my parcel"] * 2 + ["thanks a lot"] * 3 + ["where is it"] * 2
    items = [f"M{i:03d} | {text}" for i, text in enumerate(texts)]
    anyio.run(lambda: subs.each(items, "Which kind is it: delivery or praise?", 0))
    [second] = [c["messages"] for c in reader.calls[len(items):]]
    shown = [m["content"] for m in second[1:-1:2]]
    assert any("M005" in m for m in shown) and "M006" in second[-1]["content"]
    assert [r.confidence for r in subs._first.values()][-2:] == [0.6, 0.95]


class _Crashing(_Shown):
    """A reader whose worker dies when shown examples."""

    async def complete(self, prompt: Any, sampling: Sampling = Sampling()) -> Completion:
        if len(prompt) > 2:
            raise BackendError("worker 1 crashed")
        return await super().complete(prompt, sampling)


def test_a_second_reading_that_fails_leaves_the_first() -> None:
    config = load_config(None)
    reader = _Crashing({})
    subs = SubCalls(*[Lane("root", config.role("root"), lambda: reader, "reader_system")] * 2, Run(config.run, None))
    items = [f"M{i:03d} | {text}" for i, text in enumerate(["where is my parcel", "thanks a lot", "where is it"])]
    labels = anyio.run(lambda: subs.each(items, "Which kind is it: delivery or praise?", 0))
    assert labels == ["delivery", "praise", "delivery"]
    assert [r.confidence for r in subs._first.values()][-1] == 0.6


def test_a_figure_from_labels_read_without_options_is_not_found() -> None:
    """ask_each asked without options ("Is this message about a parcel?") gives labels no second reading can
    read as anything else: a count of them was taken unchecked, however unsure the reader was."""
    doc = "id | message\n" + "\n".join(f"M{i:03d} | {text}" for i, text in
                                        enumerate(["where is my parcel"] * 12 + ["thanks a lot"] * 8))
    code = 'labels = ask_each(records(), "Is this message about a parcel?")\nprint(sum(l == "yes" for l in labels))'
    root = ScriptedBackend({"How many": [code, 'FINAL("12")'] + ['12")'] * 4},
                           label=lambda prompt: "yes" if "parcel" in prompt.split("Question")[0] else "no")
    with RLM(backends={"root": root, "sub": SubBackend(str)}, max_iterations=4) as r:
        result = r.ask(doc, "How many messages are about a parcel, whatever the wording?")
    assert (result.answer, result.status) == (None, "not_found") and len(root.labelled) == 20
    assert "final_unsure" in [e["reason"] for e in result.trajectory if e["kind"] == "refused"]


def test_a_ranking_that_rests_on_labels_read_without_certainty_is_not_found() -> None:
    """The top read (delivery 18, praise 8) rests on six labels the reader gave 0.7: read as praise, they
    make praise the most common. Moved to the option rated next only below 0.6, they were taken as read."""
    kinds = ["where is my parcel"] * 12 + ["thanks a lot"] * 8 + ["where is it"] * 6
    doc = "id | message\n" + "\n".join(f"M{i:03d} | {text}" for i, text in enumerate(kinds))

    def odds(prompt: str) -> dict[str, float]:
        text = prompt.split("Question: ")[0]
        return {"delivery": 0.7, "praise": 0.3} if "where is it" in text else _odds(prompt)

    code = 'labels = ask_each(records(), "Which kind is it: delivery or praise?")\nprint(Counter(labels).most_common())'
    root = ScriptedBackend({"Which kind": [code, 'FINAL("delivery")'] + ['delivery")'] * 4}, odds=odds)
    with RLM(backends={"root": root, "sub": SubBackend(str)}, max_iterations=4) as r:
        result = r.ask(doc, "Which kind is most common: delivery or praise?")
    assert (result.answer, result.status) == (None, "not_found") and len(root.labelled) == 32  # 6 doubted read twice
    disagreed = [e for e in result.trajectory if e["kind"] == "reread" and "disagrees" in e]
    assert [e["option"] for e in disagreed] == ["praise"] and "('praise', 14)" in disagreed[0]["disagrees"]
