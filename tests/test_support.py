"""What an answer rests on (rlm/support.py): the passage that says it about the question, or none."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from loop_fakes import ScriptedBackend, SubBackend

from rlm.definitions import elsewhere, enclosing
from rlm.documents import Document
from rlm.judge import Verdict, judge
from rlm.loop import RLM, lookup_code, order_code
from rlm.question import Question, counted_word
from rlm.run import Evidence, Result
from rlm.seen import Seen
from rlm.support import segments, specific, support


def seen_over(text: str, *outputs: tuple[str, str], source: str = "doc.txt") -> Seen:
    seen = Seen([Document(text, source)])
    for output, code in outputs:
        seen.add(output, code)
    return seen


def taken(answer: str, question: Question, text: str, source: str, *outputs: tuple[str, str]) -> bool:
    """Does the judge take `answer` to `question` once the code's outputs over the one document were seen?"""
    return judge(answer, seen_over(text, *outputs, source=source), question).accepted


def hit(text: str, line: str) -> str:
    """A line of the document as search() prints it."""
    return f"1 match(es) for 'x':\n[at {text.index(line)}] {line}"


def asked(context: Any, question: str, replies: list[str], **scripted: Any) -> tuple[Result, ScriptedBackend]:
    """The loop's result for `question` with a root that replies `replies` in turn (helper models find nothing),
    and that root, whose calls show what it was shown."""
    root = ScriptedBackend({question[:20]: replies}, **scripted)
    with RLM(backends={"root": root, "sub": SubBackend(lambda p: "NOT FOUND")}) as r:
        return r.ask(context, question), root


GPL = "\n".join([
    "11. Patents.",
    "A contributor's essential patent claims are all patent claims.",
    "12. No Surrender of Others' Freedom.",
    "If conditions are imposed on you that contradict the conditions of this License, they do not excuse you.",
    "13. Use with the GNU Affero General Public License.",
    "The terms of this License will continue to apply, but the special requirements of the GNU Affero "
    "General Public License will apply to the combination as such.",
])


def test_a_line_about_another_thing_does_not_back_an_answer_it_holds() -> None:
    q = Question.parse("What is the title of section 12 of the GNU GPL version 3?")
    assert specific(q, Seen()) == (["12"], False)  # the section number, not "GNU", locates the answer
    body = GPL.splitlines()[5]
    seen = seen_over(GPL, (hit(GPL, body), 'search("GNU")'))
    assert support(body, seen, q) is None  # names GNU, not section 12
    title = GPL.splitlines()[2]
    seen.add(hit(GPL, title), 'search("12")')
    [passage] = support("No Surrender of Others' Freedom", seen, q) or ()
    assert passage.text == title and passage.at == GPL.index(title)


def test_two_names_of_a_person_both_and_a_path_whole() -> None:
    doc = "Z America/Chicago -5:50:36 - LMT 1883\nL America/Chicago US/Central\nL America/Denver Navajo\n"
    q = Question.parse("In this tzdata.zi file, which zone is America/Springfield a link to?")
    seen = seen_over(doc, (hit(doc, "L America/Chicago US/Central"), 'search("America")'))
    assert support("America/Chicago", seen, q) is None  # "America" alone is not America/Springfield
    people = '{"name": "Elena Bianchi", "tier": "silver"}\n{"name": "Elena Rossi", "tier": "gold"}\n'
    q = Question.parse("Which tier is the customer Elena Bianchi in?")
    seen = seen_over(people, (hit(people, '{"name": "Elena Rossi", "tier": "gold"}'), 'search("Elena")'))
    assert support("gold", seen, q) is None
    seen.add(hit(people, '{"name": "Elena Bianchi", "tier": "silver"}'), 'search("Bianchi")')
    assert support("silver", seen, q)


def test_the_object_next_to_the_one_asked_about_does_not_back_it() -> None:
    customers = [{"id": f"C-0{i}", "name": n, "city": c} for i, (n, c) in
                 enumerate([("Daniel Tanaka", "Porto"), ("Anya Mwangi", "Graz")], 54)]
    doc = "[" + ", ".join(json.dumps(c) for c in customers) + "]\n"
    orders = "O-1203,2025-09-10,C-054,lamp\nO-1204,2025-09-11,C-055,backpack\n"
    seen = Seen([Document(orders, "orders.csv"), Document(doc, "customers.json")])
    seen.add(f"[doc 0, at {orders.index('O-1204')}] O-1204,2025-09-11,C-055,backpack", 'search("O-1204")')
    seen.add(f"[doc 1, at 0] {doc.strip()}", "print(context[1][:300])")
    q = Question.parse("In which city does the customer who placed order O-1204 live?")
    assert [p.text for p in segments(seen.passages[1])] == [json.dumps(c) for c in customers] or \
        len(segments(seen.passages[1])) == 2
    assert support("Porto", seen, q) is None  # in the same printed line, but in Daniel Tanaka's object
    chain = support("Graz", seen, q)  # the order names C-055, whose object holds the city
    assert chain is not None and [p.doc for p in chain] == [0, 1] and "C-055" in chain[1].text


def test_a_chain_of_assignments_is_followed_but_not_through_a_common_word() -> None:
    lines = ["VAR QXJTA = 40517.", "VAR MBRKE = VAR QXJTA.", "VAR ZUWOL = VAR MBRKE.", "VAR HAPYC = VAR ZUWOL."]
    doc = " The grass is green. ".join(lines + ["VAR PLOMB = 99."])
    seen = seen_over(doc, *[(hit(doc, line), "search()") for line in lines + ["VAR PLOMB = 99."]])
    q = Question.parse("Find all variables that are assigned the value 40517 in the text.")
    assert support("QXJTA, MBRKE, ZUWOL, HAPYC", seen, q) is not None
    assert support("QXJTA, PLOMB", seen, q) is None  # linked to the others only by "VAR", in every line


def test_a_figure_the_code_computed() -> None:
    doc = "\n".join(f"2025-01-0{i % 9 + 1} ERROR api timeout" for i in range(30))
    count = Question.parse("How many ERROR lines did the component api log?")
    assert support("30", seen_over(doc, ("30", 'print(sum("ERROR" in r.text for r in records()))')), count)
    assert support("30", seen_over(doc, ("30", "print(len(records()))")), count) is None  # names no anchor
    value = Question.parse("What quantity was ordered in order O-1061?")
    orders = "O-1060,lamp,3\nO-1061,yoga mat,8\n"
    picked = 'r = [r for r in records() if r["column1"] == "O-1061"][0]\nprint(r["column3"])'
    assert support("8", seen_over(orders, ("8", picked)), value)
    assert support("8", seen_over(orders, ("8", "print(records()[1]['column3'])")), value) is None
    assert support("9", seen_over(orders, ("9", picked)), value) is None  # not in the documents: invented


def test_a_name_asked_for_a_number_is_refused_and_the_evidence_cites_its_line() -> None:
    code = "SMTP_PORT = 25\nclass SMTP:\n    default_port = SMTP_PORT\n"
    q = Question.parse("What number is the default_port of the class SMTP?")
    seen = seen_over(code, (hit(code, "default_port = SMTP_PORT"), 'search("default_port")'), source="smtplib.py")
    assert judge("SMTP_PORT", seen, q) == Verdict("final_not_number")
    seen.add(hit(code, "SMTP_PORT = 25"), 'search("SMTP_PORT")')
    verdict = judge("25", seen, q)
    assert verdict.accepted
    cited = [Evidence.of(p, seen.documents) for p in verdict.evidence]
    assert [(e.source, e.line, e.text) for e in cited][-1] == ("smtplib.py", 1, "SMTP_PORT = 25")
    assert cited[-1].cite() == "smtplib.py:1"


def test_a_long_answer_is_cut_to_the_span_the_model_copies_from_it() -> None:
    from rlm.span import pick, wants_span

    q = Question.parse("How much is the offsite budget?")
    line = "The offsite budget was set at 12,400 euros after a long debate."
    assert wants_span(q, line) and not wants_span(q, "12,400 euros")
    assert not wants_span(Question.parse("Why was the offsite budget cut?"), line)
    assert not wants_span(Question.parse("List all the budgets of the offsite."), line)
    heading = "B. TERMS AND CONDITIONS FOR ACCESSING OR OTHERWISE USING PYTHON"  # cut to its "B"
    assert not wants_span(Question.parse("Which licence agreement refers to the law of Virginia? Give its heading."), heading)
    assert pick(line, "12,400 euros") == "12,400 euros" and pick(line, '"12,400 euros."') == "12,400 euros"
    assert pick(line, "12,500 euros") is None and pick(line, line) is None and pick(line, "") is None
    assert pick(line, "400 euros") is None  # not a piece of "12,400"


def test_the_loop_answers_with_the_span_and_keeps_the_line_as_evidence() -> None:
    line = "The offsite budget was set at 12,400 euros after a long debate."
    doc = "The grass is green. " * 100 + line + " The sky is blue." * 100
    q = "How much is the offsite budget?"
    replies = ['print(search("offsite budget"))', 'FINAL("' + line + '")']
    for said, expected in [("12,400 euros", "12,400 euros"), ("13,000 euros", line)]:
        result, root = asked(doc, q, list(replies), span=lambda text, said=said: said)
        assert (result.answer, result.status) == (expected, "answered") and len(root.spans) == 1
        [evidence] = result.evidence
        assert evidence.text == line and evidence.line == 1 and evidence.offset == doc.index(line)
        assert evidence.cite() == "<text>:1" or evidence.cite().endswith(":1")


def test_the_year_of_a_date_refused_as_no_year_is_refused_too() -> None:
    """Held-out round 7's xz-news-03 asked again: refused 2023-01-11 (the top of a count of release dates, each
    once) for "which year", the root answered 2023."""
    doc = "\n\n".join(f"{d} XZ Utils {v}\n\n    * Fixed things." for d, v in
                       [("2023-01-11", "5.4.1"), ("2022-12-13", "5.4.0"), ("2022-11-30", "5.2.8"), ("2021-01-02", "5.2.5")])
    code = 'print(Counter(r["date"] for r in records() if "date" in r).most_common(1)[0][0])'
    q = "Which year saw the most XZ Utils releases?"
    root = ScriptedBackend({q[:20]: [code, "FINAL('2023-01-11')", "FINAL('2023')"] + ['2023")'] * 3})
    with RLM(backends={"root": root, "sub": SubBackend(lambda p: "NOT FOUND")}, max_iterations=3) as r:
        result = r.ask(doc, q)
    refused = [e["reason"] for e in result.trajectory if e["kind"] == "refused"]
    assert result.answer != "2023" and refused[:2] == ["final_not_year"] * 2, (result.answer, refused)


def test_a_long_answer_whose_span_is_the_question_s_own_key_is_not_found() -> None:
    """Asked when 5.1.4beta came out, a sentence naming 5.1.4beta among other releases was accepted, and the
    value picked out of it was 5.1.4beta (held-out round 7's xz-news-01; round 2's bisect.py-02 alike)."""
    line = "The bug is present in 5.1.4beta and 5.2.0 releases, fixed in 5.2.2."
    doc = "The grass is green. " * 100 + line + " The sky is blue." * 100
    q = "When was XZ Utils 5.1.4beta released?"
    result, root = asked(doc, q, ['print(search("5.1.4beta"))', 'FINAL("' + line + '")'], span=lambda text: "5.1.4beta")
    assert (result.answer, result.status) == (None, "not_found") and len(root.spans) == 1
    assert [e["echoed"] for e in result.trajectory if e["kind"] == "span"] == [True]


def test_a_count_whose_code_skips_a_selecting_word_is_refused() -> None:
    from rlm.support import unused

    parts = ["api", "billing", "auth", "mail", "cache"]
    doc = "\n".join(f"12:{i:02d} {'ERROR' if i % 3 == 0 else 'INFO'} {parts[i % 5]} done" for i in range(60))
    q = Question.parse("How many ERROR lines did the component api log?")
    everything = seen_over(doc, ("20", 'print(len(search("ERROR")))'))
    count = support("20", everything, q)
    assert count is not None and unused(q, everything, count) == ["api"]  # "component", "lines": not in the document
    refused = judge("20", everything, q)
    assert refused.reason == "final_unfiltered" and refused.unused == ("api",)
    assert judge("20", everything, q, said_before=True).reason == "final_unfiltered"  # said again: the same count
    failed = ("KeyError: 'status': no such field", "print(sum('api' in r['status'] for r in records()))")
    everything.add(*failed)  # a later block naming api that failed did not select what was counted
    assert judge("20", everything, q).reason == "final_unfiltered"
    filtered = seen_over(doc, ("4", "print(sum(' ERROR api ' in r.text for r in records()))"))
    four = support("4", filtered, q)
    assert four is not None and unused(q, filtered, four) == [] and judge("4", filtered, q).accepted
    wordy = Question.parse("How many lines are from api, billing, auth, mail or cache?")  # five selecting words: a description
    assert unused(wordy, everything, count) == []


def test_a_word_only_in_the_comments_of_a_table_is_no_filter_a_count_missed() -> None:
    from rlm.support import unused

    rows = [f"svc{i}\t{100 + i}/{'udp' if i % 3 == 0 else 'tcp'}" + ("\t# svc protocol" if i % 10 == 0 else "")
            for i in range(60)]
    code = "print(len([r for r in records() if r['column3'] == 'udp']))"
    q = Question.parse("How many entries are for the udp protocol?")
    table = seen_over("# the services\n" + "\n".join(rows), ("20", code))
    assert unused(q, table, support("20", table, q)) == [] and judge("20", table, q).accepted
    prose = seen_over("\n".join(r.replace("\t# svc protocol", " protocol") for r in rows) + "\nsome prose line",
                      ("20", code))  # the word is a cell of some lines, not a comment: a filter again
    assert judge("20", prose, q).reason == "final_unfiltered"


def test_a_figure_whose_code_keeps_items_the_question_did_not_ask_for_is_refused() -> None:
    """"Which order has the largest total?" computed over the 'paid' orders only: the root's own narrowing."""
    from rlm.code_reads import field_tests, widened

    assert field_tests("x = [r for r in records() if r['status'] == 'paid' and r.level != 'INFO' and n == 'a']") == [
        "paid", "INFO"]
    doc = "\n".join(f"O-{i},{('paid', 'pending', 'refunded')[i % 3]},{i % 7},{i * 1.5}" for i in range(1, 61))
    q = Question.parse("Which order has the largest total (quantity times unit price)?")
    code = ("t = {r['column1']: float(r['column3']) * float(r['column4']) for r in records() if r['column2'] == 'paid'}\n"
            "print(max(t, key=t.get))")
    refused = judge("O-55", seen_over(doc, ("O-55", code)), q)
    assert refused.reason == "final_narrowed" and refused.unused == ("paid",)
    whole = code.replace(" if r['column2'] == 'paid'", "")
    assert judge("O-55", seen_over(doc, ("O-55", whole)), q).reason != "final_narrowed"
    assert widened(code, refused.unused) == whole  # what the loop runs for the root (test_loop)
    kept = "for r in records():\n    if r['column2'] == 'paid' and r['column3'] != '0':\n        print(r['column1'])"
    assert widened(kept, ["paid"]) == kept.replace("r['column2'] == 'paid' and ", "")
    assert widened("print([r for r in records() if not r['column2'] == 'paid'])", ["paid"]) is None  # keeps fewer
    assert widened(code, ["pending"]) is None
    asked = Question.parse("Which paid order has the largest total (quantity times unit price)?")
    assert judge("O-55", seen_over(doc, ("O-55", code)), asked).reason != "final_narrowed"


def test_an_error_message_backs_nothing() -> None:
    doc = "M1,login trouble\nM2,late parcel\n"
    q = Question.parse("How many messages are about a login problem?")
    seen = seen_over(doc, ("NameError: name 'items' is not defined (line 2)\nHint: assign it first", "print(items)"))
    assert seen.passages == [] and support("2", seen, q) is None


def test_the_answer_to_a_choice_is_one_of_the_alternatives_the_question_names() -> None:
    q = Question.parse("Which of the two files defines more top-level functions, textwrap.py or smtplib.py?")
    assert q.choices == {"textwrap", "smtplib"} and q.aggregates
    code = "counts = {n: sum(1 for l in open_text(n) if l.startswith('def ')) for n in names}"  # any code naming top-level
    seen = seen_over("def a():\n    pass\n", ("{'textwrap.py': 9, 'smtplib.py': 14}\nsmtplib.py", code + "  # top-level"))
    verdict = judge("smtplib.py", seen, q)
    assert verdict.accepted and verdict.evidence


def test_without_keys_or_names_the_rarest_words_of_the_question_locate_it() -> None:
    blocks = [f"Package: {name}\nStatus: install ok installed\nVersion: {version}\n"
              for name, version in [("zip", "3.0-13"), ("bash", "5.2.15-2"), ("rsync", "3.2.7-1")] * 10]
    doc = "\n".join(blocks)
    seen = seen_over(doc, (hit(doc, blocks[0].strip()), 'search("zip")'))
    absent = Question.parse("What version of the package nginx is installed?")
    assert specific(absent, seen) == (["nginx"], False)  # version, package, installed: on every record
    assert support("3.0-13", seen, absent) is None  # another package's version
    present = Question.parse("What version of the package rsync is installed?")
    seen.add(hit(doc, blocks[2].strip()), 'search("rsync")')
    assert specific(present, seen) == (["rsync"], False) and support("3.2.7-1", seen, present)
    assert support("3.0-13", seen, present) is None


def test_a_record_is_about_its_first_field_not_a_name_in_another() -> None:
    venv = "Package: python3-venv\nStatus: install ok installed\nVersion: 3.11.2-1+b1\nDepends: python3.11-venv\n"
    py = "Package: python3.11\nStatus: install ok installed\nVersion: 3.11.2-6\nBreaks: python3-venv (<< 3.11)\n"
    doc = "\n".join([py, venv] + [f"Package: p{i}\nVersion: 1.{i}\n" for i in range(30)])
    q = Question.parse("What version of the package python3-venv is installed?")
    seen = seen_over(doc, (f"[at 0] {' '.join(py.split())}", 'search("python3-venv")'))
    assert support("3.11.2-6", seen, q) is None  # python3.11's entry names python3-venv only in Breaks
    seen.add(f"[at {doc.index(venv)}] {' '.join(venv.split())}", 'search("python3-venv")')
    assert support("3.11.2-1+b1", seen, q) and support("3.11.2-6", seen, q) is None


def test_a_record_is_about_a_phrase_in_the_field_the_question_names() -> None:
    cap = ("Package: libcap-ng0\nStatus: install ok installed\nVersion: 0.8.3-1+b3\nDepends: libc6\n"
           "Description: alternate POSIX capabilities library\n")
    user = "Package: rsync\nVersion: 3.2.7-1\nDepends: libcap-ng0\nSuggests: alternate POSIX capabilities library\n"
    doc = "\n".join([user, cap] + [f"Package: p{i}\nVersion: 1.{i}\n" for i in range(30)])
    q = Question.parse('What version is installed of the package described as "alternate POSIX capabilities library"?')
    seen = seen_over(doc, (f"[at 0] {' '.join(user.split())}", 'search("alternate POSIX capabilities library")'),
                     (f"[at {doc.index(cap)}] {' '.join(cap.split())}", 'search("alternate POSIX capabilities library")'))
    assert support("0.8.3-1+b3", seen, q)  # its Description holds the phrase
    assert support("3.2.7-1", seen, q) is None  # rsync holds it in a field the question does not name
    by_name = Question.parse("What version is installed of the package described as libcap-ng0?")
    assert support("3.2.7-1", seen_over(doc, (f"[at 0] {' '.join(user.split())}", 'search("libcap-ng0")')),
                   by_name) is None  # one word in another record's field: not about it


def test_a_needle_question_naming_the_provided_text_still_wants_the_value() -> None:
    from rlm.span import wants_span

    q = Question.parse("What is the special magic number for bumpy-brook mentioned in the provided text?")
    assert wants_span(q, "One of the special magic numbers for bumpy-brook is: 1572202.")


def test_a_count_starts_from_the_records_fields_and_a_refused_one_learns_where_each_word_is() -> None:
    parts, levels = ["api", "db", "auth", "mail"], ["INFO", "WARN", "ERROR"]
    doc = "".join(f"2025-03-14T06:{i:02d}:15Z {levels[i % 3]} {parts[i % 4]} {'log rotated' if i % 10 == 1 else 'request'} {i}\n"
                  for i in range(60))
    q = "How many ERROR lines did the component api log?"
    replies = ['print(sum(r["level"] == "ERROR" for r in records()))', 'FINAL("20")',
               'print(sum(r["level"] == "ERROR" and r["column3"] == "api" for r in records()), "ERROR lines of api")',
               'FINAL("5")']
    result, root = asked(doc, q, replies)
    assert (result.answer, result.status) == ("5", "answered")
    first = root.calls[0]["messages"][1]["content"]  # type: ignore[index]
    assert "shows:\n60 records (lines), fields ['timestamp', 'level', 'column3', 'message']" in first
    # and the count those filters give, computed by a block the judge reads as the root's own
    assert "print(len([r for r in records() if r['level'] == 'ERROR' and r['column3'] == 'api'])) shows:\n5" in first
    # the question's words that are values of a field, each with its filter
    assert "'ERROR' is a value of the field 'level': rows = [r for r in records() if r['level'] == 'ERROR']" in first
    assert "'api' is a value of the field 'column3'" in first
    assert "together: rows = [r for r in records() if r['level'] == 'ERROR' and r['column3'] == 'api']" in first
    assert Question.parse("Which component logged the first ERROR at or after 12:00?").ordered  # shown them too
    assert not Question.parse("What is the special magic number for noble-raven?").ordered
    assert Question.parse("Which version came before 2.1.16?").ordered and Question.parse("What was the previous release?").ordered
    assert not Question.parse("Who maintains the package that zip lists first in its Depends field?").ordered
    refusal = root.calls[2]["messages"][-1]["content"]  # type: ignore[index]
    assert "does not use 'api' from" in refusal and "'api': r['column3'] == 'api'\n" in refusal
    assert "'log'" not in refusal  # in "did api log?" a verb: on no ERROR line of api


def test_a_count_by_meaning_stands_only_on_labels_a_model_read() -> None:
    doc = "\n".join(f"M{i:03d} | {'my parcel is late' if i % 3 else 'thanks a lot'}" for i in range(30))
    q = Question.parse("Every message is one of these kinds: delivery (a late or missing delivery); praise (praise "
                       "or thanks). How many messages are about a late or missing delivery?")
    assert q.kinds == ("delivery", "praise") and q.by_meaning
    assert not Question.parse("How many ERROR lines did the component api log?").by_meaning
    assert Question.parse("How many errors came from a full disk (whatever the wording)?").by_meaning
    searched = seen_over(doc, ("20", 'print(len(search("late|missing")))'))
    assert judge("20", searched, q).reason == "final_unread"  # words found are wordings, not kinds
    read = seen_over(doc, ("20", 'labels = ask_each(records(), "Which kind is it: delivery or praise?")\n'
                                 'print(labels.count("delivery"))'))
    assert judge("20", read, q).accepted
    listed = Question.parse(q.text.replace("How many messages are about a late or missing delivery?",
                                           "List the ids of all messages of the kind delivery."))
    assert judge("M001", seen_over(doc, (hit(doc, "M001 | my parcel is late"), 'search("late")')), listed).reason == "final_unread"


def test_a_count_of_zero_where_lines_hold_the_questions_words_is_refused() -> None:
    doc = "\n".join(f"tzdata (2024{c}-0) stable; urgency=medium" for c in "abcde") + "\n" + "\n".join(
        f"  * change {i}" for i in range(20))
    q = Question.parse("How many tzdata versions does this changelog list?")
    zero = seen_over(doc, ("0", 'print(sum(1 for line in context.splitlines() if line.startswith("tzdata("))'))
    assert judge("0", zero, q).reason == "final_zero"
    five = seen_over(doc, ("5", 'print(len(search("tzdata")))'))
    assert judge("5", five, q).accepted


def test_a_figure_the_code_typed_in_rests_on_nothing() -> None:
    from rlm.code_reads import reads

    assert not reads("Counter({'upgrade': 2})") and not reads("x = 5\nprint(x)") and not reads("for i in [1, 2]:\n    print(i)")
    assert reads("print(len(records()))") and reads("print(Counter(labels))") and reads("print(context.count('a'))")
    # the records described (a root re-running the loop's first view): "908 records ... apt (2.6.1)" counts nothing asked
    assert not reads("print(records())") and not reads("print(records().summary(['apt', 'versions']))")
    assert reads("print(records()[0])") and reads("rows = records()\nprint(rows)")
    doc = "\n".join(f"2025-06-24 14:36:{i:02d} {'upgrade' if i % 4 == 0 else 'status'} libc{i} 1.{i}" for i in range(40))
    q = Question.parse("How many times does the log record a package upgrade?")
    typed = seen_over(doc, ("Counter({'upgrade': 2})", "Counter({'upgrade': 2})"))
    assert judge("2", typed, q).reason == "final_unsupported"
    counted = seen_over(doc, ("10", "print(sum(r['column3'] == 'upgrade' for r in records()))"))
    assert judge("10", counted, q).accepted


def test_a_filter_is_what_the_code_tests_not_its_comments_names_or_printed_words() -> None:
    from rlm.code_reads import selectors

    code = ('# keep the paid orders with the largest quantity times unit price\n'
            'total_quantity_times_unit_price = [r for r in records() if r.status == "paid"]\n'
            'print(f"The largest total (quantity times unit price) is {len(total_quantity_times_unit_price)}")')
    said = selectors(code)
    assert "paid" in said and "status" in said
    assert not any(w in said for w in ("quantity", "unit", "price", "largest"))
    assert "error" in selectors("print(len(search(r'\\bERROR\\b')))") and "api" not in selectors("print(api_count)")
    doc = "\n".join(f"12:{i:02d} {'ERROR' if i % 3 == 0 else 'INFO'} {['api', 'mail', 'auth', 'db'][i % 4]} x" for i in range(60))
    q = Question.parse("How many ERROR lines did the component api log?")  # 20 ERROR lines, 5 of api
    named_only = seen_over(doc, ("20", "api_errors = search('ERROR')  # api errors\nprint(len(api_errors))"))
    assert judge("20", named_only, q).reason == "final_unfiltered"
    changelog = "\n".join(f"tzdata (2022g-{i}) unstable; urgency=medium\n\n  * New upstream.\n\n -- A B <a@b.c>  Mon, 0{i} Jan 2024"
                          for i in range(1, 9)) + "\n\ntzdata (2022a-1) changelog imported\n"
    versions = Question.parse("How many tzdata versions does this changelog list?")
    dated = seen_over(changelog, ("8", "print(len([r for r in records() if 'date' in r and 'tzdata' in r['head']]))"))
    assert judge("8", dated, versions).accepted  # 'changelog' names the document: it selects no line
    own = seen_over(changelog, ("1", "print(len([r for r in records() if 'changelog' in r['head'] and 'tzdata' in r['head']]))"))
    assert judge("1", own, versions).reason == "final_narrowed"  # the entries that say "changelog": 1
    both = seen_over(changelog, ("8", "print(len([r for r in records() if 'date' in r and 'tzdata' in r['head']]))"),
                     ("9", "print(len([r for r in records() if 'tzdata' in r['body'] or 'tzdata' in r['head']]))"))
    assert {judge(n, both, versions).reason for n in ("8", "9")} == {"final_disputed"}  # which filter is meant?
    filtered = "keep = [r for r in records() if r['column3'] == 'api']\nprint(len([r for r in keep if r['level'] == 'ERROR']))"
    both = seen_over(doc, ("5", filtered), ("5", "print(len([r for r in keep if r['level'] == 'ERROR']))"))
    verdict = judge("5", both, q)  # the root ran the count again without the line that kept api's records
    assert verdict.accepted and verdict.evidence[0].code == filtered


def test_a_number_is_not_the_name_asked_for_nor_the_item_counted_from() -> None:
    services = "\n".join(f"{name} {port}/tcp" for name, port in [("ssh", 22), ("smtp", 25), ("fido", 60179), ("http", 80)])
    q = Question.parse("Which service has the highest port number in this file?")
    assert q.named and not q.numeric
    printed = seen_over(services, ("60179", "print(max(int(l.split()[1].split('/')[0]) for l in context.splitlines()))"))
    assert judge("60179", printed, q).reason == "final_value_not_name"
    assert not Question.parse("What is the default port of smtplib?").named
    assert not Question.parse("Which apt version was uploaded first?").named
    assert Question.parse("Who sent the most messages about refunds?").named
    assert Question.parse("Which top-level function of textwrap.py has the most lines?").named  # not 49, its lines
    assert Question.parse("Which of the two files defines more classes, a.py or b.py?").ranks == 1  # a ranking of two
    assert Question.parse("Which of the two files has fewer lines, a.py or b.py?").ranks == -1
    assert Question.parse("Which service has more than one port?").ranks == 0  # no alternatives offered
    changelog = "\n".join(f"tzdata (2022g-{i}) unstable; urgency=medium" for i in range(7, 0, -1))
    before = Question.parse("Which tzdata version came right before 2022g-6?")
    assert before.reference == "2022g-6"
    seen = seen_over(changelog, (hit(changelog, "tzdata (2022g-6) unstable; urgency=medium"), "search('2022g-6')"))
    assert judge("tzdata (2022g-6) unstable; urgency=medium", seen, before).reason == "final_reference"
    assert judge("2022g-5", seen, before).reason != "final_reference"  # 2022g-5 is not 2022g-6 (nor is 2022g-60)


def test_a_heading_answers_only_for_its_own_section() -> None:
    doc = ("2. License Grants and Conditions\nThis does not grant rights (see Section 3.3).\n"
           "3. Responsibilities\nSuch software must be made available in Source Code Form.\n")
    q = Question.parse("What is the title of section 3 of the license?")
    body = seen_over(doc, ("1 match(es) for 'Section 3':\n[at 33, in 2. License Grants and Conditions] "
                           "This does not grant rights (see Section 3.3).", "search('Section 3')"))
    assert support("License Grants and Conditions", body, q) is None
    heading = seen_over(doc, ("1 match(es) for 'Source':\n[at 100, in 3. Responsibilities] "
                              "Such software must be made available in Source Code Form.", "search('Source')"))
    assert support("Responsibilities", heading, q) is not None
    mpl = Question.parse("What is the title of section 3 of the Mozilla Public License 2.0?")
    assert specific(mpl, Seen()) == (["3"], False)  # the section, not every line naming the licence's version
    exhibit = seen_over(doc, ("1 match(es) for '2.0':\n[at 60, in Exhibit A - Source Code Form License Notice] "
                              "You can obtain one at http://mozilla.org/MPL/2.0/.", "search('2.0')"))
    assert support("Exhibit A - Source Code Form License Notice", exhibit, mpl) is None
    said = "The title of section 3 of the Mozilla Public License 2.0 is '{}'"
    assert support(said.format("Exhibit A - Source Code Form License Notice"), heading, mpl) is None  # 3 of 5 words
    assert support(said.format("Responsibilities"), heading, mpl) is not None
    assert support('It is called "Source Code Form".', heading, mpl) is not None  # a quote held word for word


def test_the_most_common_is_what_the_printed_counts_rank_first() -> None:
    doc = "\n".join(f"M{i:03d} | {'cannot sign in' if i % 2 else 'thanks a lot'}" for i in range(40))
    q = Question.parse("Every message is one of these kinds: login (a problem signing in); praise (praise or thanks). "
                       "Which kind of message is the most common?")
    assert q.ranks == 1 and Question.parse("Which package has the fewest dependencies?").ranks == -1
    code = 'labels = ask_each(records(), "Which kind is it: login or praise?")\nprint(Counter(labels))'
    counts = seen_over(doc, ("Counter({'login': 22, 'praise': 18})", code))
    refused = judge("praise", counts, q)
    assert refused.reason == "final_not_first" and refused.first == "login"
    assert judge("login", counts, q).accepted
    fewest = Question.parse(q.text.replace("the most common", "the least common"))
    assert judge("praise", counts, fewest).accepted and judge("login", counts, fewest).reason == "final_not_first"


def test_the_record_at_the_place_asked_for_backs_the_answer_and_its_other_neighbour_does_not(
        bound: Any, printed: Callable[[str], str]) -> None:
    """The loop's order view prints the one record at the place asked for, located and said what it is."""
    changelog = "".join(f"pkg ({v}) unstable; urgency=medium\n\n  * Fix {v}.\n    And more.\n  * Add.\n\n -- Ann Lee <ann@example.org>  "
                        f"0{9 - i} Mar 2024 10:00:00 +0100\n\n" for i, v in enumerate(["2.13", "2.12", "2.11", "2.10"])) + \
        "# Older entries were removed from this changelog.\n"
    bound.context = changelog
    question = Question.parse("Which pkg version came right before 2.12 in this changelog?")
    code = order_code(question)
    seen = seen_over(changelog, (printed(code), code))
    assert judge("2.11", seen, question).accepted  # the older one, listed below it
    assert not judge("2.13", seen, question).accepted and not judge("2.10", seen, question).accepted
    oldest = Question.parse("What is the oldest pkg version listed in this changelog?")
    code = order_code(oldest)
    seen = seen_over(changelog, (printed(code), code))
    assert specific(oldest, seen)[0] == ["pkg"]  # not the rarer 'changelog': "this changelog" is the document
    assert judge("2.10", seen, oldest).accepted and not judge("2.13", seen, oldest).accepted


def test_a_two_letter_answer_must_be_in_what_backs_it() -> None:
    doc = "2025-03-14 12:05 ERROR api timeout\n2025-03-14 12:09 ERROR db disk full\n"
    seen = seen_over(doc, (hit(doc, "2025-03-14 12:05 ERROR api timeout"), 'search("12:0")'))
    question = Question.parse("Which component logged the ERROR at 12:05?")
    assert judge("api", seen, question).accepted and not judge("db", seen, question).accepted


def test_the_words_naming_the_documents_units_select_nothing_unless_quoted() -> None:
    """"lines did api log" counts api's ERROR lines; two of them about "log rotation" are not what it asks."""
    doc = "".join(f"2025-03-14T0{i}:00:00Z ERROR api {'log rotation aborted' if i < 2 else 'timeout'}\n" for i in range(6)) + \
        "".join(f"2025-03-14T1{i}:00:00Z INFO db served\n" for i in range(9))
    code = "rows = [r for r in records() if r['level'] == 'ERROR' and r['column3'] == 'api']\nprint(len(rows))"
    question = Question.parse("How many ERROR lines did the component api log?")
    assert judge("6", seen_over(doc, ("6\n", code)), question).accepted
    quoted = Question.parse("How many ERROR lines of api mention 'log'?")
    assert judge("6", seen_over(doc, ("6\n", code)), quoted).unused == ("log",)


def test_an_answer_copying_the_order_view_s_line_keeps_the_record_not_its_place() -> None:
    changelog = "".join(f"pkg ({v}) unstable; urgency=medium\n\n  * Fix {v}.\n    And more.\n  * Add.\n\n -- Ann Lee "
                        f"<ann@example.org>  0{9 - i} Mar 2024 10:00:00 +0100\n\n" for i, v in enumerate(["2.13", "2.12", "2.11"]))
    q = "Which pkg version came right before 2.12 in this changelog?"
    copied = "FINAL(\"pkg (2.11) unstable; urgency=medium <- right before the one that names '2.12'\")"
    result, root = asked(changelog, q, [copied])
    assert (result.answer, result.status) == ("2.11", "answered")  # the version, shaped like 2.12
    assert "pkg (2.11) unstable; urgency=medium <- right before" in result.evidence[0].text
    assert "<- right before the one that names '2.12'" in root.calls[0]["messages"][1]["content"]  # type: ignore[index]


SOURCE = "\n".join([
    '"""Helpers. Keep at most one blank line; the winner stays on top."""',
    "class Wrapper:", "    def wrap(self, text):", "        return [text]", "    def fill(self, text):", "        return text",
    "def dedent(text):", *[f"    text = text.replace({i!r}, '')" for i in range(12)], "    return text",
    "def indent(text, prefix):", "    return prefix + text",
    "def shorten(text, width):", "    # cut at most width characters", "    return text[:width]",
    *[f"def helper{i}(x):\n    x += {i}\n    x *= 2\n    x -= 1\n    return x" for i in range(14)],
])


def test_a_comparing_word_and_a_compound_the_file_lacks_are_no_filters() -> None:
    """"most" and "top" stand in comments: the loop's count of top-level functions by lines is not refused for
    leaving them out (the file never says top-level; its level-1 records are)."""
    q = "Which top-level function of mod.py has the most lines?"
    result, _ = asked([Document(SOURCE, "mod.py")], q, ["FINAL('dedent')"])
    assert (result.answer, result.status) == ("dedent", "answered")
    assert "level'] == 1" in (result.evidence[0].code or "")


def test_the_top_level_is_level_1_and_the_number_of_alternatives_no_filter() -> None:
    """The loop's count of top-level classes tests r['level'] == 1, not the word "top" (in a comment here), and
    "the two files" counts the alternatives: the ranking it prints answers the question."""
    other = SOURCE.replace("def dedent", "class Extra:\n    pass\ndef dedent") + "\n# two helpers above, two below\n"
    seen = Seen([Document(SOURCE, "a.py"), Document(other, "b.py")])
    code = "print(Counter(r.file for r in records() if r['kind'] == 'class' and r['level'] == 1).most_common())"
    seen.add("[('b.py', 2), ('a.py', 1)]", code)
    q = Question.parse("Which of the two files defines more classes at the top level, a.py or b.py?")
    assert judge("b.py", seen, q).accepted
    assert judge("a.py", seen, q).reason == "final_not_first"
    every = Seen([Document(SOURCE, "a.py"), Document(other, "b.py")])
    every.add("[('b.py', 2), ('a.py', 1)]", code.replace(" and r['level'] == 1", ""))
    assert judge("b.py", every, q).unused == ("top",)  # every class counted: the top level was not tested


def test_a_name_right_after_an_order_word_is_the_one_counted_from() -> None:
    q = "Which top-level function is defined right after dedent in mod.py?"
    assert Question.parse(q).reference == "dedent"
    assert Question.parse("Which section comes right after the one titled 'Patents'?").reference is None
    assert Question.parse("Which method is defined right before quit?").reference == "quit"
    copied = "FINAL(\"def indent(text, prefix): <- right after the one that names 'dedent' among the level-1 records\")"
    result, _ = asked([Document(SOURCE, "mod.py")], q, [copied])
    assert result.status == "answered" and "indent" in (result.answer or "") and "dedent" not in (result.answer or "")


def test_the_times_a_quoted_word_appears_are_counted_by_the_loop_not_by_its_sentences() -> None:
    """A root counted len(search(r'\bLicensor\b')), the sentences holding it (9 for 10): the loop counts the
    word itself, in its case when the question says so, and the root's sentence count stays refused."""
    text = ("The Licensor grants a licence. " * 4 + "Each Licensor, the Licensor's agents and a Licensor agree.\n"
            + "the licensor, in lower case, is not counted when capitals are asked for.\n" + "Nothing here binds anyone.\n" * 30)
    q = 'How many times does the word "Licensor" (capitalised, as a whole word) appear in the licence?'
    sentences = "print(len(search(r'\\bLicensor\\b')))"
    result, root = asked([Document(text, "LICENSE")], q, [sentences, "FINAL('6')", "FINAL('7')"])
    assert (result.answer, result.status) == ("7", "answered")  # 6 sentences hold it, 8 times in any case
    assert [r["candidate"] for r in result.trajectory if r["kind"] == "refused"] == ["6"]
    assert "print(occurrences('Licensor', case=True)) shows:\n7" in root.calls[0]["messages"][1]["content"]  # type: ignore[index]
    assert counted_word(Question.parse("How many times does 'error' appear in the log?")) == ("error", False)
    assert counted_word(Question.parse("How many ERROR lines did api log?")) is None


def test_the_item_asked_for_is_the_word_shaped_like_the_one_counted_from() -> None:
    from rlm.span import like_reference

    before = Question.parse("Which tzdata version came right before 2022g-6?")
    assert like_reference(before, "tzdata (2022g-5) unstable; urgency=medium") == "2022g-5"
    assert like_reference(before, "2022g-5") is None  # already short
    assert like_reference(before, "2022g-5 or 2022g-4") is None  # two of them: the answer stays as it is
    assert like_reference(Question.parse("Which method is defined right before quit?"), "def close(self):") is None


def test_a_version_number_asked_for_is_not_given_with_its_package_s_name() -> None:
    """Held-out man-db-news-04: "Under which release's heading does man-db's NEWS.md mention `col-bx`? Give the version
    number." was answered "man-db-2.3.19", and scored wrong for 2.3.19."""
    from rlm.span import version_asked

    asked = Question.parse("Under which release's heading does man-db's NEWS.md mention `col-bx`? Give the version number.")
    assert version_asked(asked, "man-db-2.3.19") == "2.3.19" and version_asked(asked, "bash-5.2") == "5.2"
    assert version_asked(asked, "2.3.19") is None  # already the number
    assert version_asked(Question.parse("Which release of man-db mentions col-bx?"), "man-db-2.3.19") is None


def test_a_count_of_zero_is_no_answer() -> None:
    """`'apt' in r` tests a record's keys: 0, where the loop's own count by a field printed 68. A count of 0 says
    that nothing the question counts was found, a filter that missed: held-out round 10 gave "0" twice, a
    filter by the nesting class for "classes derived from Error" and a "ConnectTimeout 0" line for a count of
    IdentityFile lines; none of the 76 counts of the dev and held-out sets is 0. Not found, then."""
    doc = "".join(f"apt ({v}) unstable; urgency=medium\n  * Fix apt.\n  ConnectTimeout 0\n" for v in range(5))
    question = Question.parse("How many apt versions does this changelog list?")
    keys = "print(len([r for r in records() if 'apt' in r and 'versions' in r]))"
    assert judge("0", seen_over(doc, ("0\n", keys)), question).reason == "final_zero"
    counted = seen_over(doc, ("5\n", "print(len([r for r in records() if 'date' in r]))"), ("0\n", keys))
    assert judge("0", counted, question).reason == "final_zero"
    quoted = seen_over(doc, (f"[at {doc.index('ConnectTimeout')}] ConnectTimeout 0", "print(search('ConnectTimeout'))"))
    assert not judge("0", quoted, question, forced=True).accepted  # a setting's 0, quoted


CODE = '''"""Wrapping text."""

class Wrapper:
    def __init__(self, width=70, margin=4):
        self.width = width


def wrap(text, width=70):
    return Wrapper(width=width).wrap(text)


def dedent(text):
    margin = None
    for line in text.splitlines():
        margin = line
    return text


if __name__ == "__main__":
    margin = 8
'''


def test_a_line_of_another_function_does_not_answer_for_the_one_the_question_names() -> None:
    """wrap has no margin parameter: `margin = None` in dedent's body, though it holds the question's rarest word
    and the answer, is about dedent."""
    seen = seen_over(CODE, (hit(CODE, "margin = None"), 'search("margin")'), source="wrapping.py")
    absent = Question.parse("What is the default value of the margin parameter of wrapping.wrap?")
    assert judge("None", seen, absent) == Verdict("final_unsupported")
    of_dedent = Question.parse("What is margin set to first in dedent?")  # the function the line is in
    assert judge("None", seen, of_dedent).accepted
    method = CODE.index("margin=4")
    assert enclosing(CODE, method) == ["Wrapper", "__init__"] and enclosing(CODE, CODE.index("margin = 8")) == []
    assert not elsewhere(Question.parse("What is the default margin of the Wrapper class?"), CODE, method, "")  # its method
    seen = seen_over(CODE, (hit(CODE, "    margin = 8"), 'search("margin")'), source="wrapping.py")
    assert judge("8", seen, Question.parse("What is margin set to when the module runs as a script?")).accepted  # no name


def test_a_name_is_named_by_a_part_of_a_snake_case_constant() -> None:
    doc = "\n".join(["SMTP_PORT = 25", "SMTP_SSL_PORT = 465", "# SMTP over SSL"] + [f"# SMTP note {i}" for i in range(30)])
    q = Question.parse("Which port number does the library use by default for SMTP over SSL?")
    seen = seen_over(doc, (hit(doc, "SMTP_PORT = 25"), "search('PORT')"), (hit(doc, "SMTP_SSL_PORT = 465"), "search('PORT')"))
    assert specific(q, seen) == (["SSL"], False)  # SMTP, on every line, is no key
    assert support("465", seen, q) and support("25", seen, q) is None


def test_the_kind_asked_for_and_the_figure_compared_are_no_filters() -> None:
    rows = [f"svc{i}\t{100 + i}/tcp" for i in range(40)] + ["font-service\t7100/tcp", "sane-port\t6566/tcp",
                                                             "fido\t60179/tcp\t\t# fidonet EMSI over telnet"]
    doc = "# services\n" + "\n".join(rows)
    q = Question.parse("Which service has the highest port number in this file?")
    assert q.framing == {"service", "highest", "port"}
    top = "print(max(records(), key=lambda r: r['column2'])['column1'])"
    assert judge("fido", seen_over(doc, ("fido", top)), q).accepted  # no filter on 'service' or 'port' wanted
    ported = "print(max([r for r in records() if 'port' in r['column1']], key=lambda r: r['column2'])['column1'])"
    refused = judge("sane-port", seen_over(doc, ("sane-port", ported)), q)
    assert refused.reason == "final_narrowed" and refused.unused == ("port",)
    assert Question.parse("Which service logged the most ERROR lines?").framing == {"service", "most"}  # ERROR: a filter
    assert Question.parse("Which api request took the longest?").framing == {"longest", "request"}  # api: a filter


def test_words_of_a_line_cut_together_into_a_phrase_it_lacks_are_refused() -> None:
    """Asked for the command of the apt run after 16:49:12, a root answered "apt-get install -y libmagic1":
    the words of one line, which says "apt-get install -y freeglut3-dev libxcb-cursor0 libmagic1". Words as
    the line has them are taken, and so are two words of it (a name and its value)."""
    log = ("Start-Date: 2026-05-20  16:49:12\nCommandline: apt-get install -y freeglut3-dev libxcb-cursor0 libmagic1\n"
           "End-Date: 2026-05-20  16:49:14\n\nStart-Date: 2026-05-20  16:49:20\nCommandline: apt-get install -y nodejs\n"
           "End-Date: 2026-05-20  16:49:21\n")
    q = Question.parse("What command did the apt run right after the one that started at 2026-05-20  16:49:12 run?")
    first, second = (" ".join(block.split()) for block in log.split("\n\n"))  # a block hit shows its record
    seen = seen_over(log, (f"1 match(es) for '16:49:12':\n[at 0] {first}", "search('16:49:12')"))
    assert judge("apt-get install -y libmagic1", seen, q, forced=True).reason == "final_spliced"
    assert judge("apt-get install -y freeglut3-dev", seen, q, forced=True).accepted  # its words in a row: the
    seen.add(f"1 match(es) for 'nodejs':\n[at {log.index(second[:10], 5)}] {second}", "search('nodejs')")  # rule
    assert judge("apt-get install -y nodejs", seen, q, forced=True).accepted  # is not the one of which run


def test_a_word_on_half_the_lines_still_selects_them() -> None:
    """"How many times was update-alternatives run with --install?": 'install' is on 56 of the log's 109
    lines, and a count of every line naming update-alternatives (all 109) was taken as the answer."""
    lines = [f"update-alternatives 2025-06-24 14:36:{i % 60:02d}: " +
             (f"run with --quiet --install /usr/bin/t{i} t{i} /usr/bin/x{i} 50" if i % 2 else f"link group t{i} updated")
             for i in range(109)]
    q = Question.parse("How many times was update-alternatives run with --install?")
    seen = seen_over("\n".join(lines), ("109", "print(len([r for r in records() if r['column1'] == 'update-alternatives']))"))
    assert judge("109", seen, q).reason == "final_unfiltered"
    seen = seen_over("\n".join(lines), ("54", "print(len([r for r in records() if r['column1'] == 'update-alternatives'\n"
                                                   "           and '--install' in r['message']]))"))
    assert judge("54", seen, q).accepted


def test_a_method_named_with_its_class_is_the_definition_a_line_must_be_in() -> None:
    """"the parameter delay of scheduler.cancel": a line of scheduler.run holding 'delay' is in the class the
    question names, but not in the method, so it is about another definition."""
    source = ("class scheduler:\n    def cancel(self, event):\n        self._queue.remove(event)\n\n"
              "    def run(self, blocking=True):\n        delay = False\n        delayfunc(0)\n")
    question = Question.parse("What is the default value of the parameter delay of scheduler.cancel?")
    at = source.index("delay = False")
    assert elsewhere(question, source, at, "delay = False")
    assert not elsewhere(Question.parse("What does scheduler.run set delay to first?"), source, at, "delay = False")


def test_the_folder_a_document_is_in_names_the_document_not_a_key_its_lines_must_hold() -> None:
    """"According to e2fsprogs' copyright file": e2fsprogs is the package whose copyright file this is, named by
    the file's folder, or by the question's possessive before the file's name wherever the file is; the line that
    answers names the file asked about, not the package."""
    text = ("Upstream-Name: e2fsprogs\n\nFiles: CleanSpec.mk contrib/android/ext2simg.c\nCopyright: 2007, 2016 The "
            "Android Open Source Project\nLicense: Apache-2\n\nFiles: lib/uuid/*\nLicense: BSD-3-Clause\n")
    line = "Files: CleanSpec.mk contrib/android/ext2simg.c"
    question = Question.parse("According to e2fsprogs' copyright file, which licence applies to CleanSpec.mk?")
    output = hit(text, line) + " Copyright: 2007, 2016 The Android Open Source Project License: Apache-2"
    seen = seen_over(text, (output, "search('CleanSpec.mk')"), source="/usr/share/doc/e2fsprogs/copyright")
    assert specific(question, seen) == (["CleanSpec"], False)
    assert judge("Apache-2", seen, question, forced=True).accepted
    elsewhere_ = seen_over(text, (output, "search('CleanSpec.mk')"), source="/srv/notes/copyright")
    assert judge("Apache-2", elsewhere_, question, forced=True).accepted  # the owner the question gives the file
    of = Question.parse("Which licence does this copyright file give CleanSpec.mk of e2fsprogs?")
    assert not judge("Apache-2", elsewhere_, of, forced=True).accepted  # e2fsprogs names no document there


def test_a_long_option_the_question_names_is_its_handle() -> None:
    """Held-out diffutils-news-05: "Which diffutils release's section of NEWS mentions the option
    --suppress-common-lines?" was read afresh as "2.0", the release heading the hit's line, and refused: no word of
    the question held the option, so no line was about it. A long option is a key of the question."""
    news = ("GNU diffutils NEWS\n\nUser-visible changes in version 2.8:\n\n* diff -N now works.\n\n"
            "User-visible changes in version 2.0:\n\n* New diff options: -y --side-by-side --suppress-common-lines\n")
    line = "* New diff options: -y --side-by-side --suppress-common-lines"
    shown = f"1 match(es) for 'x':\n[at {news.index(line)}, in User-visible changes in version 2.0] {line}"
    question = Question.parse("Which diffutils release's section of NEWS mentions the option --suppress-common-lines?")
    assert "--suppress-common-lines" in question.anchors
    assert taken("2.0", question, news, "/usr/share/doc/diffutils/NEWS", (shown, "search('--suppress-common-lines')"))
    assert not taken("2.8", question, news, "/usr/share/doc/diffutils/NEWS", (shown, "search('--suppress-common-lines')"))


def test_the_owner_a_question_gives_the_file_s_name_names_the_document() -> None:
    """Held-out token.py-01: "Which number is the token type TYPE_IGNORE given in Python's token.py?" was answered
    from "TYPE_IGNORE = 57" and refused, the line not naming Python: the owner said before the file's name names
    whose file it is; not a sibling of the package folder the file sits in."""
    text = "NAME = 1\nSTAR = 16\nTYPE_IGNORE = 57\n"
    line = hit(text, "TYPE_IGNORE = 57")
    assert taken("57", Question.parse("Which number is the token type TYPE_IGNORE given in Python's token.py?"), text,
                 "/srv/src/token.py", (line, "search('TYPE_IGNORE')"))
    news = "openssh (1:9.2p1-1) unstable; urgency=medium\n\n  * Note 3.\n"
    asked_ = Question.parse("Which version does the first entry of openssh-client's NEWS.Debian name?")
    assert not taken("9.2p1", asked_, news, "/usr/share/doc/openssh-server/NEWS.Debian",
                     (hit(news, "openssh (1:9.2p1-1) unstable; urgency=medium"), "search('openssh')"))


def test_a_debian_version_is_one_key_and_the_line_naming_it_whole_is_the_evidence() -> None:
    """"tzdata 2025b-0+deb12u2": its parts '2025b-0' and 'deb12u2' are in other versions' lines too, and the
    evidence of 'bookworm' was the line of 2025b-0+deb12u1, which the answer checker rightly refused."""
    assert Question.parse("To which distribution was tzdata 2025b-0+deb12u2 uploaded?").anchors == ("2025b-0+deb12u2",)
    assert Question.parse("Which base-passwd version was released right after 3.5.31?").anchors == ("3.5.31", "base-passwd")
    text = ("tzdata (2025b-0+deb12u2) bookworm; urgency=medium\n\n  * Backport leap second update.\n\n"
            "tzdata (2025b-0+deb12u1) bookworm; urgency=medium\n\n  * New upstream version 2025b.\n")
    seen = seen_over(text, (hit(text, "tzdata (2025b-0+deb12u2) bookworm; urgency=medium"), "search('2025b')"),
                     (hit(text, "tzdata (2025b-0+deb12u1) bookworm; urgency=medium"), "search('deb12u1')"))
    evidence = support("bookworm", seen, Question.parse("To which distribution was tzdata 2025b-0+deb12u2 uploaded?"))
    assert evidence is not None and [p.text for p in evidence] == ["tzdata (2025b-0+deb12u2) bookworm; urgency=medium"]


CPUTABLE = ("# This file contains the table of known CPU names.\n#\n# - Column 1 is the Debian name for the CPU.\n"
            "# - Column 2 is the GNU name for the CPU.\n#\n# <Debian name>\t<GNU name>\t<config.guess regex>\t<Bits>\t<Endianness>\n"
            + "".join(f"{d}\t\t{g}\t\t{g}.*\t\t\t{b}\t{e}\n" for d, g, b, e in [
                ("alpha", "alpha", 64, "little"), ("amd64", "x86_64", 64, "little"), ("arm", "arm", 32, "little"),
                ("arm64", "aarch64", 64, "little"), ("mips", "mips", 32, "big"), ("s390x", "s390x", 64, "big")]))


def test_the_field_asked_of_the_record_a_question_names_is_shown_and_no_other_cell_answers() -> None:
    """Held-out dpkg-cputable-01: "What GNU name does dpkg's cputable give the CPU arm64?" A 1.5B root shown the
    row "arm64 aarch64 aarch64 64 little" answered arm64, and a fresh read did too. The table's commented
    header names its columns ("<GNU name>", cells aligned by runs of tabs); the loop shows the row's GNU name,
    and another cell of that row ('little') is no answer to it."""
    question = "What GNU name does dpkg's cputable give the CPU arm64?"
    result, root = asked(CPUTABLE, question, ['FINAL("little")', 'FINAL("aarch64")'])
    assert "'arm64' names this record; its GNU name: 'aarch64'" in root.calls[0]["messages"][1]["content"]  # type: ignore[index]
    assert (result.answer, result.status) == ("aarch64", "answered")
    stuck, _ = asked(CPUTABLE, question, ['FINAL("arm64")', 'FINAL("arm64")', 'arm64")'])  # its own key, again and again
    assert (stuck.answer, stuck.status) == ("aarch64", "answered")  # the loop's lookup answers, judged like any answer
    seen = Seen([Document(CPUTABLE, "/usr/share/dpkg/cputable")])
    seen.add("'arm64' names this record; its GNU name: 'aarch64'\n[at 290] arm64\t\taarch64\t\taarch64.*\t\t\t64\tlittle",
             lookup_code(Question.parse(question)))
    verdicts = [judge(a, seen, Question.parse(question), forced=True) for a in ("little", "aarch64")]
    assert [v.reason for v in verdicts] == ["final_other_field", None]


PARSER = ("class HelpFormatter(object):\n    def __init__(self, prog, indent_increment=2, max_help_position=24):\n        self.prog = prog\n\n\n"
          "class ArgumentParser(object):\n    def __init__(self,\n                 prog=None,\n                 usage=None,\n"
          "                 parents=[],\n                 formatter_class=HelpFormatter,\n                 prefix_chars='-',\n"
          "                 add_help=True):\n        self.prog = prog\n\n    def parse_args(self, args=None, namespace=None):\n"
          "        return args\n\n\ndef _copy_items(items):\n    return list(items)\n\n\ndef _get_action_name(argument):\n"
          "    return argument\n")


def test_the_default_a_signature_gives_the_parameter_asked_is_shown_unless_it_is_a_hop_away() -> None:
    """Held-out argparse.py-02: "What default does argparse.ArgumentParser give its formatter_class parameter?" A
    1.5B root searched for a name it made up; the signature of ArgumentParser's __init__, over several lines, says
    HelpFormatter. Asked of "that class's constructor", the class the question names is a hop from the answer."""
    question = "What default does argparse.ArgumentParser give its formatter_class parameter, as written in argparse.py?"
    result, root = asked(PARSER, question, ['FINAL("None")', 'FINAL("None")', 'None")'])
    assert "'formatter_class' names this record; its default: 'HelpFormatter'" in root.calls[0]["messages"][1]["content"]  # type: ignore[index]
    assert (result.answer, result.status) == ("HelpFormatter", "answered")
    hop = ("ArgumentParser formats its help with a class of its own. What default does that class's constructor give its "
           "indent_increment parameter?")
    root = ScriptedBackend({hop[:20]: ['FINAL("2")']})
    with RLM(backends={"root": root, "sub": SubBackend(lambda p: "NOT FOUND")}) as r:
        try:
            r.ask(PARSER, hop)
        except AssertionError:
            pass  # the script ran out: what the root was shown first is all this asks
    assert "names this record" not in root.calls[0]["messages"][1]["content"]  # type: ignore[index]


def test_an_answer_from_a_row_of_another_table_than_the_one_with_the_column_asked_is_refused() -> None:
    """Held-out dpkg-cputable-04: "Going by dpkg's tupletable and cputable, what is the GNU name of the CPU that the
    Debian architecture mipsn32r6 is built on?" was answered with the tupletable row's first cell. "GNU name" is a
    column of cputable alone; a row of tupletable (Debian arch tuple, Debian arch name) holds none."""
    tuples = ("# <Debian arch tuple>\t\t<Debian arch name>\n" +
              "".join(f"{t}\t{n}\n" for t, n in [("eabi-gnu-linux-arm", "armel"), ("base-gnu-linux-<cpu>", "<cpu>"),
                                                  ("abin32-gnu-linux-mips64r6", "mipsn32r6"), ("base-gnu-linux-s390x", "s390x")]))
    question = Question.parse("Going by dpkg's tupletable and cputable, what is the GNU name of the CPU that the Debian "
                              "architecture mipsn32r6 is built on?")
    assert question.hop is False and {"gnu", "name"} <= question.asking
    assert Question.parse("What default does that class's constructor give its default parameter?").hop
    seen = Seen([Document(tuples, "/usr/share/dpkg/tupletable"), Document(CPUTABLE, "/usr/share/dpkg/cputable")])
    assert seen.columns == [["Debian arch tuple", "Debian arch name"],
                            ["Debian name", "GNU name", "config.guess regex", "Bits", "Endianness"]]
    row = "abin32-gnu-linux-mips64r6\tmipsn32r6"
    seen.add(f"1 match(es) for 'mipsn32r6':\n[doc 0 (/usr/share/dpkg/tupletable), at {tuples.index(row)}] {row}",
             "search('mipsn32r6')")
    verdict = judge("abin32-gnu-linux-mips64r6", seen, question, forced=True)
    assert (verdict.reason, verdict.unused) == ("final_other_column", ("GNU name",))
    cpu = "arm64\t\taarch64\t\taarch64.*\t\t\t64\tlittle"
    seen.add(f"[doc 1 (/usr/share/dpkg/cputable), at {CPUTABLE.index(cpu)}] {cpu}", "search('arm64')")
    assert judge("aarch64", seen, question, forced=True).reason != "final_other_column"


TRIGGERS_TABLE = ("TRIGGERS\n========\n\nCommand-line interface\n----------------------\n\nThe command lines of dpkg, and what "
                  "each does with triggers, in a summary:\n\n"
                  " Command line\t\tTrigproc\tTrigproc\tConfigure\n\t\t\tthese\t\tany triggered\n"
                  " ----------------------+---------------+---------------+-----------------\n"
                  " --unpack\t\tno\t\tusually[1]\tnone\n --install\t\tn/a\t\tusually[1]\tthese\n"
                  " --configure -a\t\tany needed\tusually[1]\tany needed\n"
                  " --configure <some>\tif needed\tusually[1]\tmust, or trigproc\n"
                  " --triggers-only <some>\tmust\t\tusually not[1]\tnone\n\n"
                  " [1] can be specified explicitly by --triggers or --no-triggers\n\nSee dpkg-trigger(1).\n")


def test_a_cell_of_a_table_set_in_prose_is_shown_and_no_other_cell_of_its_row_answers() -> None:
    """Held-out dpkg-triggers-04: "what does the Configure column say for dpkg --configure <some>?" The spec is
    read as sections; its summary table under a ruled two-line header was one more paragraph, and a fresh read of
    the row answered "--configure <some> if needed" (the row's name and the cell of the column before). The loop
    looks the cell up in the table's columns, by the row the question names in several words."""
    question = ("In the triggers spec's summary of dpkg's command lines, what does the Configure column say for dpkg "
                "--configure <some>?")
    result, root = asked(TRIGGERS_TABLE, question, ['FINAL("--configure <some> if needed")', 'FINAL("must, or trigproc")'])
    assert "'--configure <some>' names this record; its Configure: 'must, or trigproc'" in \
        root.calls[0]["messages"][1]["content"]  # type: ignore[index]
    assert (result.answer, result.status) == ("must, or trigproc", "answered")


PAM_LOGIN = "#\n# The PAM configuration file for the Shadow `login' service\n#\n\n" + "\n".join([
    "# Enforce a minimal delay in case of failure (in microseconds).", "# (Replaces the `FAIL_DELAY' setting from login.defs)",
    "auth       optional   pam_faildelay.so  delay=3000000",
    "# Disallows other than root logins when /etc/nologin exists", "# (Replaces the `NOLOGINS_FILE' option from login.defs)",
    "auth       requisite  pam_nologin.so", "# SELinux needs to be the first session rule.", "# This ensures that any lingering",
    "session [success=ok ignore=ignore module_unknown=ignore default=bad] pam_selinux.so close",
    "session    required     pam_loginuid.so", "session    optional   pam_motd.so motd=/run/motd.dynamic",
    "session       required   pam_env.so readenv=1", "# Standard Un*x authentication.", "# (the common ones)",
    "@include common-auth",
    "auth       optional   pam_group.so", "session    required   pam_limits.so", "session    optional   pam_lastlog.so",
    "session    optional   pam_mail.so standard", "# Standard Un*x account and session", "# (the common ones)",
    "@include common-account",
    "@include common-session", "@include common-password"]) + "\n"


def test_a_count_that_leaves_out_the_files_a_file_includes_needs_no_test_to_leave_them_out() -> None:
    """Held-out pam-login-01: "How many session lines does /etc/pam.d/login itself set (not commented out, and not
    counting the files it includes)?" The loop counted the records keyed session; the judge refused it for
    testing nothing with `not`, as if the question left some records out. The lines of the files it includes are in
    no record of this file: counting its own records leaves them out."""
    question = ("How many session lines does /etc/pam.d/login itself set (not commented out, and not counting the files "
                "it includes)?")
    login = Document(PAM_LOGIN, "/etc/pam.d/login")
    result, _ = asked(login, question, ['FINAL("7")', 'FINAL("7")'])
    assert (result.answer, result.status) == ("7", "answered")
    other, _ = asked(login, "How many auth lines does /etc/pam.d/login set, other than the files it includes?",
                     ['FINAL("3")', 'FINAL("3")', 'FINAL("3")'])
    assert (other.answer, other.status) == ("3", "answered")
    counted = ("7", "print(len([r for r in records() if r['key'] == 'session']))")
    optional = Question.parse("How many session lines does /etc/pam.d/login set, other than the optional ones?")
    verdict = judge("7", seen_over(PAM_LOGIN, counted, source="/etc/pam.d/login"), optional)
    assert not verdict.accepted  # every session line, the optional ones kept


def test_a_count_by_a_value_the_question_writes_in_angle_brackets_filters_on_it() -> None:
    """Held-out apt-configure-index-02: "How many options in the APT::FTPArchive::release block of apt's
    configure-index have the type <BOOL>?" The loop counted every option of the block: '<BOOL>' is one value of
    36 in the tree's value field, too many to be read as kinds, and the question's word 'bool' equals none of
    them. A value written in angle brackets in the question is looked for in every field whole."""
    from tests.test_helpers import APT_INDEX

    question = "How many options in the APT::FTPArchive::release block of apt's configure-index have the type <BOOL>?"
    result, root = asked(Document(APT_INDEX, "/usr/share/doc/apt/examples/configure-index"), question,
                         ['FINAL("2")', 'FINAL("2")'])
    assert "r['value'] == '<BOOL>'" in root.calls[0]["messages"][1]["content"]  # type: ignore[index]
    assert (result.answer, result.status) == ("2", "answered")


def test_a_count_for_one_release_tests_that_release() -> None:
    """Held-out bash-news-02: "How many new Readline features (lettered items under "New Features in Readline") does
    bash's NEWS list for bash-4.1?" A root counted the sections so titled in every release (18) and the judge took it:
    the version 4.1 is no word of the question, so no selecting word was left untested."""
    releases = ["5.0", "4.4", "4.1", "4.0"]
    text = "".join(f"This is a terse description of the new features added to bash-{v} since the last release.\n\n"
                   f"1.  New Features in Bash\n\na.  A new option number {i}.\n\n2.  New Features in Readline\n\n"
                   + "".join(f"{c}.  A readline change {c} of {v}.\n" for c in "abc") + "\n" for i, v in enumerate(releases))
    q = Question.parse('How many new Readline features (lettered items under "New Features in Readline") does bash\'s '
                       'NEWS list for bash-4.1?')
    every = "print(len([r for r in records() if r['title'] == 'New Features in Readline']))"
    refused = judge("4", seen_over(text, ("4", every), source="/usr/share/doc/bash/NEWS.gz"), q)
    assert refused.reason == "final_unfiltered" and "4.1" in refused.unused
    scoped = "body = context.split('bash-4.1')[1].split('bash-4.0')[0]\nprint(body.count('. A readline change'))"
    assert judge("3", seen_over(text, ("3", scoped), source="/usr/share/doc/bash/NEWS.gz"), q).reason != "final_unfiltered"


def test_a_name_whose_last_words_no_line_holds_is_absent() -> None:
    """Held-out amdgpu.ids-09 (absent, answered 679A): "Which device ID does amdgpu.ids give the AMD Radeon RX 7900 XTX?"
    The file has no XTX; a fresh read took the ID of "AMD Radeon HD 7900 Series", which holds the 7900. The words in
    capitals after a key complete its name; the owner's name before one ("XZ Utils 5.1.4beta") is not asked of lines."""
    text = "# List of AMDGPU IDs\n" + "".join(f"{d},\t00,\tAMD Radeon {n}\n" for d, n in (
        ("6798", "R9 200 / HD 7900 Series"), ("679A", "HD 7900 Series"), ("744C", "RX 7900 XT"), ("73BF", "RX 6800 XT")))
    q = Question.parse("Which device ID does amdgpu.ids give the AMD Radeon RX 7900 XTX?")
    assert not taken("679A", q, text, "/usr/share/libdrm/amdgpu.ids", ("679A,\t00,\tAMD Radeon HD 7900 Series",
                                                                      "print(read(5540, 40))"))
    q = Question.parse("Which device ID does amdgpu.ids give the AMD Radeon RX 7900 XT?")
    assert taken("744C", q, text, "/usr/share/libdrm/amdgpu.ids", ("744C,\t00,\tAMD Radeon RX 7900 XT",
                                                                   "print(search('RX 7900 XT'))"))
