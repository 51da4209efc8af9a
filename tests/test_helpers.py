"""The helpers offered to the root model, run inside the real sandbox as the model would call them."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from rlm.sandbox_helpers import HOST_FINAL
from rlm.seen import facts_of
from rlm.workspace import helpers_source
from sandbox import Sandbox

FACT = "In the end, the budget of the Riverside project was approved by Maria Lopez on a rainy Tuesday."
DOC = ("The grass is green. The sky is blue. " * 200 + "\n" + FACT + " One of the special magic numbers for "
       "quiet-harbor is: 4093751. " + "The sun is yellow. " * 200)


@pytest.fixture(scope="module")
def session() -> Iterator[tuple[Sandbox, list[Any]]]:
    finals: list[Any] = []
    with Sandbox(context=DOC, functions={HOST_FINAL: lambda a, how: finals.append((a, how))},
                 helpers=helpers_source(1000)) as sb:
        yield sb, finals


def run(sb: Sandbox, code: str) -> str:
    result = sb.run(code)
    assert result.error is None, result.error
    return result.output


def test_search_returns_the_sentence_and_echoes_one_hit_per_line(session: tuple[Sandbox, list[Any]]) -> None:
    sb, _ = session
    out = run(sb, 'search("quiet-harbor")')  # a bare expression: the REPL echo shows it
    pos = DOC.index("One of the special")  # where the sentence starts
    assert out.strip() == f"1 match(es) for 'quiet-harbor':\n[at {pos}] One of the special magic numbers for quiet-harbor is: 4093751."


def test_hits_answer_like_re_match(session: tuple[Sandbox, list[Any]]) -> None:
    sb, _ = session
    out = run(sb, 'm = search(r"magic numbers? for (\\S+)")[0]\nprint(m.start(), m.group(), m.text.split(": ")[1])')
    assert out.strip() == f"{DOC.index('magic numbers for')} magic numbers for quiet-harbor 4093751."


def test_keyword_fallback_when_wording_differs(session: tuple[Sandbox, list[Any]]) -> None:
    sb, _ = session
    out = run(sb, 'print(search("Riverside project budget approval"))')
    assert "no exact match" in out and FACT in out and "4/4 words" in out


def test_hard_wrapped_lines_are_not_sentence_ends() -> None:
    text = "First sentence here. The key was kept\nin a blue teapot on\nthe windowsill. Next one."
    with Sandbox(context=text, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        assert "[at 21] The key was kept in a blue teapot on the windowsill." in run(sb, 'search("teapot")')


def test_a_log_line_is_its_own_sentence() -> None:
    log = ("2026-05-09 07:28:46 startup archives unpack\n2026-05-09 07:28:46 upgrade tzdata:all 2025b-1 2025b-2\n"
           "2026-05-09 07:28:46 status half-configured tzdata:all 2025b-1\n2026-05-09 07:28:47 status installed tzdata:all 2025b-2")
    with Sandbox(context=log + "\nThe log ends. No more\nlines here.", functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000)) as sb:
        exact = run(sb, 'print(search("upgrade tzdata"))')
        words = run(sb, 'print(search("tzdata upgraded"))')  # only the line with both words
        last = run(sb, 'print(search("installed"))')  # the last record: prose follows
        count = run(sb, 'print(len(search("tzdata")))')  # one hit per line
        first = run(sb, 'print(search("startup"))')  # the document's first line
    line = "2026-05-09 07:28:46 upgrade tzdata:all 2025b-1 2025b-2"
    assert exact.splitlines()[1:] == [f"[at {log.index(line)}] {line}"]
    assert words.splitlines()[1:] == [f"[at {log.index(line)}, 2/2 words] {line}"]
    assert count.strip() == "3"
    assert first.splitlines()[1:] == ["[at 0] 2026-05-09 07:28:46 startup archives unpack"]
    assert last.splitlines()[1:] == [f"[at {log.rindex(chr(10)) + 1}] 2026-05-09 07:28:47 status installed tzdata:all 2025b-2"]  # prose after it


def test_keyword_fallback_shows_only_the_best_sentences() -> None:
    keys = ["slow-ladder", "hollow-mountain", "bitter-kite"]
    text = " ".join(f"One of the special magic numbers for {k} is: {i}." for i, k in enumerate(keys))
    with Sandbox(context=text, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        out = run(sb, 'search("special magic number for hollow-mountain")')
    assert "hollow-mountain is: 1." in out and "slow-ladder" not in out and "bitter-kite" not in out


def test_a_passage_of_code_is_shown_once_for_all_its_matches() -> None:
    code = "def connect(self, host, port=0):\n    if not port:\n        port = self.default_port\n" * 2
    text = "Some prose first. " * 40 + code + "Some prose after. " * 40
    with Sandbox(context=text, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        exact = run(sb, 'print(search("port"))')
        fallback = run(sb, 'print(search("which port is the default"))')
    assert exact.startswith("1 match(es) for 'port'") and exact.count("[at ") == 1  # 6 matches in 170 characters
    assert "no exact match" in fallback and fallback.count("[at ") == 1


def test_a_name_defined_then_whole_and_as_written_comes_first() -> None:
    text = ("".join(f"def f{i}(self):\n    self._dedent()\n    dedent(x)\n\n\n" for i in range(30))
            + "class Formatter:\n    def dedent(self):\n        pass\n\n\n" + "def dedent(text):\n    return text\n\n\nPORT = 25\n" + "use(PORT)\n\n" * 30)
    with Sandbox(context=text, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        dedent = run(sb, 'print(search("dedent", max_hits=3))').splitlines()
        port = run(sb, 'print(search("PORT", max_hits=3))').splitlines()
        dotted = run(sb, 'print(search("textwrap.dedent", max_hits=3))').splitlines()
    assert dedent[1] == f"[at {text.rindex('def dedent')}] def dedent(text): return text"  # the function, top level
    assert dedent[2] == f"[at {text.index('    def dedent')}, in Formatter] def dedent(self): pass"  # a method next, its block
    assert dedent[3].endswith("self._dedent() dedent(x)")  # then the whole word, before `_dedent` alone
    assert port[1].startswith(f"[at {text.index('PORT = 25')}] PORT = 25")
    assert dotted == ["2 match(es) for 'textwrap.dedent':"] + dedent[1:3]  # module.name: where name is defined


def test_a_definition_shows_its_block_past_blank_lines() -> None:
    text = ("Prose first. " * 30 + "\nclass StreamReader:\n\n    _x = None\n\n    def __init__(self, limit=_LIMIT):\n"
            "        pass\n\n\nclass Other:\n    pass\n" + "r = StreamReader()\n" * 3)
    with Sandbox(context=text, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        first = run(sb, 'print(search("StreamReader"))').splitlines()[1]
    assert first == f"[at {text.index('class Stream')}] class StreamReader: _x = None def __init__(self, limit=_LIMIT): pass"


@pytest.mark.parametrize("header", ["# ===== file: {} =====", "File: src/{}", "==> {} <==", '<file path="{}">', "{}"])
def test_a_hit_in_a_dump_of_files_names_its_file(header: str) -> None:
    files = [("a.py", "def main():\n    self.close()\n# notes.txt\nHOST = 'the host'\n"), ("b.md", "Setup.\n\nThe port is 8080.\n"),
             ("c.py", "x = 1\n")]  # a comment naming a file, in another style than the headers, is not one
    text = "\n".join(header.format(name) + "\n" + body for name, body in files)
    with Sandbox(context=[text, "one.py\nport 1\n"], functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000)) as sb:
        out = run(sb, 'print(search("port"))')
        host = run(sb, 'print(search("HOST"))')
    assert f"in {'src/' if 'src/' in header else ''}a.py] HOST = 'the host'" in host
    at = text.index("Setup.") + len("Setup.\n")  # where the sentence starts: after ". "
    assert f"[doc 0, at {at}, in {'src/' if 'src/' in header else ''}b.md] The port is 8080." in out
    assert "[doc 1, at 0] one.py port 1" in out  # one file named: not a dump


CHANGELOG = ("# Node.js 20 ChangeLog\n\n"
             "## 2023-11-22, Version 20.10.0 'Iron' (LTS), @targos\n\n* deps: upgrade npm to 10.2.3 (npm team).\n"
             + "* doc: update the Node.js release guide.\n" * 10 + "\n"
             "## 2023-10-24, Version 20.9.0 'Iron' (LTS), @richardlau\n\n* deps: upgrade npm to 10.1.0 (npm team).\n"
             + "* doc: update the Node.js release guide.\n" * 10)
NOTES = ("Version 1.39.0 (2019-11-07)\n===========================\n\nLanguage\n--------\n- You can now create `async`\n"
         "  functions and blocks with `async fn`.\n- Other things.\n\n"
         "Version 1.13.0 (2016-11-10)\n===========================\n\n- The `?` operator is stable.\n- More.\n")


def test_a_hit_names_the_section_heading_above_it_and_rare_words_weigh_more() -> None:
    with Sandbox(context=CHANGELOG, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        npm = run(sb, 'print(search("Node.js 20 release updated npm to 10.2.3"))').splitlines()
    with Sandbox(context=NOTES, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        version = run(sb, r'print(search(r"Rust 1\.13\.0"))').splitlines()
        item = run(sb, 'print(search("async"))').splitlines()
    # 'npm' and '10.2.3' are rarer than 'node.js', 'release' and 'update', which the twenty guide lines have
    at = CHANGELOG.index("* deps: upgrade npm to 10.2.3")
    heading = "2023-11-22, Version 20.10.0 'Iron' (LTS), @targos"  # level 2: the level-1 title is there once
    assert npm[1:] == [f"[at {at}, in {heading}, 2/6 words] * deps: upgrade npm to 10.2.3 (npm team)."]
    assert f"{heading}: * deps: upgrade npm to 10.2.3 (npm team).".lower() in facts_of("\n".join(npm))
    # an escaped version keeps its dots; no passage has both words, so those of the rarer one are shown
    assert version[0] == "no exact match for 'Rust 1\\\\.13\\\\.0'; sentences with its words ['rust', '1.13.0']:"
    assert len(version) == 2 and version[1].endswith("1/2 words] Version 1.13.0 (2016-11-10) ===========================")
    # the change under its release (setext headings; "Language" under it is a lower level)
    assert len(item) == 2 and item[1].startswith(f"[at {NOTES.index('Language')}, in Version 1.39.0 (2019-11-07)] ")
    # a named document (a file of a folder) keeps its name alone: "v1.39.txt" beats its headings
    with Sandbox(context=[NOTES, "x"], functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, ["v1.39.txt", ""])) as sb:
        named = run(sb, 'print(search("async"))').splitlines()
    assert named[1].startswith(f"[doc 0 (v1.39.txt), at {NOTES.index('Language')}] ")


def test_code_comments_and_docstring_sections_are_not_headings() -> None:
    """Nor a comment above a blank line, nor the module docstring's own headings (statistics.py's hits were said
    to be "in https://en.wikipedia.org/wiki/Simple_linear_regression")."""
    code = ('"""Averages.\n\nCalculating averages\n--------------------\n\nmean\n"""\n\n# === Private utilities ===\n\n'
            'def f(x):\n    """Add one.\n\n    Parameters\n    ----------\n    x : int\n    """\n    # add one\n'
            "    return x + 1\n\n\n# helpers\ndef g():\n    return 2\n\n\n# https://example.org/more-helpers\n\ndef h():\n"
            "    return 3\n\n\n# the end\n\ndef k():\n    return 4\n")
    with Sandbox(context=code, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        out = run(sb, 'print(search("return"))')
    # each hit in the function it is in, not under a heading
    assert [line.split("]")[0] for line in out.splitlines()[1:]] == [f"[at {at}, in {name}" for at, name in
                                                                    ((122, "f"), (206, "g"), (276, "h"), (311, "k"))]


def test_a_hit_in_source_code_names_the_definitions_it_is_in() -> None:
    """difflib's HtmlDiff takes tabsize=8 and Differ none: the hit `def __init__(self,tabsize=8,...)` showed
    neither class, and 8 was answered for Differ's constructor (held-out round 8)."""
    code = ("TAB = 4\n\n\nclass Differ:\n    def __init__(self, linejunk=None):\n        self.linejunk = linejunk\n\n"
            "    def compare(self, a, b):\n        return a\n\n\nclass HtmlDiff(object):\n    def __init__(self, tabsize=8):\n"
            '        """tabsize -- tab stop spacing"""\n        self._tabsize = tabsize\n\n\nWIDTH = 70  # tabsize\n')
    dump = "# ===== file: other.py =====\nx = 1\n# ===== file: difflib.py =====\n" + code
    with Sandbox(context=[code], functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000, ["difflib.py"])) as sb:
        named = run(sb, 'print(search("tabsize"))').splitlines()
        compare = run(sb, 'print(search("return a"))').splitlines()
    with Sandbox(context=dump, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        dumped = run(sb, 'print(search("tabsize"))').splitlines()
    assert [line.split("]")[0] for line in named[1:]] == [  # the class's block, its first match on a line of its own
        f"[doc 0 (difflib.py), at {code.index('class HtmlDiff')}, in HtmlDiff",  # def __init__: in HtmlDiff, not in itself
        f"[doc 0 (difflib.py), at {code.index('WIDTH')}"]  # the top level: in no definition
    assert compare[1] == f"[doc 0 (difflib.py), at {code.index('    def compare')}, in Differ.compare] def compare(self, a, b): return a"
    assert dumped[1].startswith(f"[at {dump.index('class HtmlDiff')}, in difflib.py, HtmlDiff] ")


@pytest.mark.parametrize("log, lines", [
    ("ERROR disk full on sda\nINFO all good\nERROR disk full on sdb\nERROR net down", 3),
    ("[app] started\n[app] error here\n[db] ok\n[app] error again", 2),
    # tzdata.zi's links: each line a record, though it starts with a one-letter word
    ("L Etc/UTC Etc/UCT\nL Etc/GMT Etc/Error\nL Europe/London GB\nL Etc/GMT Error\nL Asia/Hong_Kong Hongkong", 2),
    ("ssh\t22/tcp\nerror\t99/udp\ntelnet\t23/tcp", 1),
    # rgb.txt's columns aligned by spaces and tabs: "139  71\t 38" starts like "205 104  57" (a hit ran over 20 lines)
    ("205 104  57\t\tsienna3\n139  71\t 38\t\terror4\n255 211 155\t\tburlywood1\n238 197 145\t\tburlywood2", 1),
])
def test_log_lines_starting_with_a_level_or_a_tag_are_records(log: str, lines: int) -> None:
    with Sandbox(context=log, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        out = run(sb, 'print(search("error"))').splitlines()
    assert out[1:] == [f"[at {log.index(line)}] {' '.join(line.split())}" for line in log.splitlines() if "error" in line.lower()]
    assert len(out) == lines + 1


def test_a_hit_gives_the_fields_of_the_record_it_is_in() -> None:
    """A 1.5B root took search() hits for records: `[r for r in search(stamp) if r['timestamp'] == stamp]`
    failed with "string indices must be integers"."""
    log = "\n".join(f"2025-03-15T07:{m:02d}:25Z {'ERROR' if m % 7 == 0 else 'INFO'}  api  request {m} served in {m + 37} ms"
                    for m in range(40))
    with Sandbox(context=log, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        out = run(sb, "hit = search('2025-03-15T07:21:25Z')[0]\nprint(hit['timestamp'], hit['level'], hit[:4], hit.text[-5:])")
        assert out.split() == ["2025-03-15T07:21:25Z", "ERROR", "[at", "58", "ms"]
        err = sb.run("search('request 3 served')[0]['status']").error
    assert err is not None and "no such field in this record; its fields are ['timestamp', 'level'" in str(err)


def test_hard_wrapped_prose_lines_are_not_records() -> None:
    prose = ("The licence grants you the right to copy the work and to\nmake an error in it without any\n"
             "fault of your own, and to share it with others who\nreceive an error free copy of it.")
    with Sandbox(context=prose, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        out = run(sb, 'print(search("error"))').splitlines()
    assert len(out) == 2 and out[1] == "[at 0] " + " ".join(prose[: prose.index("own,") + 4].split()) + " and to share it with others who receive an error free copy of it."


def test_more_matches_than_shown_says_so_and_all_are_kept(session: tuple[Sandbox, list[Any]]) -> None:
    sb, _ = session
    out = run(sb, 'print(search("sky", max_hits=3))').splitlines()
    assert out[0] == "200 match(es) for 'sky' (len() counts them all), the first of them shown (search a longer phrase to narrow them):"
    assert len(out) == 4 and out[1] == "[at 20] The sky is blue."
    last = DOC.rindex("The sky")
    assert run(sb, 's = search("sky")\nprint(len(s), s[-1].start())').split() == ["200", str(last + 4)]
    capped = run(sb, 'print(search("sky", max_hits=2, limit=5))').splitlines()
    assert capped[0] == "5+ match(es) for 'sky' (len() counts the first 5), the first of them shown (search a longer phrase to narrow them):"
    assert len(capped) == 3
    assert run(sb, 'print(search("quiet-harbor", max_hits=1))').startswith("1 match(es) for 'quiet-harbor':\n")


def test_a_match_inside_a_long_passage_shown_is_not_shown_again() -> None:
    text = "Intro. " + "x" * 900 + " then b is here and more words. End."
    with Sandbox(context=text, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        assert run(sb, 'print(len(search("x+|b")))').strip() == "1"


def test_no_match_says_so_and_bad_regex_is_literal(session: tuple[Sandbox, list[Any]]) -> None:
    sb, _ = session
    assert "no match for 'zebra'" in run(sb, 'print(search("zebra"))')
    assert "no match" in run(sb, 'print(search("(unclosed"))')


def test_peek_chunks_and_final(session: tuple[Sandbox, list[Any]]) -> None:
    sb, finals = session
    assert run(sb, "print(peek(4, 9))").strip() == "grass"
    assert run(sb, "print(len(chunks()), len(chunks(500, overlap=100)))").split() == [
        str(len(range(0, len(DOC), 1000))), str(len(range(0, len(DOC), 400)))]
    run(sb, 'n = "4093751"\nFINAL_VAR("n")\nFINAL(" Maria Lopez ")')
    assert finals[-2:] == [("4093751", "FINAL_VAR"), ("Maria Lopez", "FINAL")]
    result = sb.run('FINAL_VAR("missing")')
    assert result.error is not None and "no variable named 'missing'" in result.error.message


def test_list_context_hits_name_the_document() -> None:
    with Sandbox(context=["alpha beta.", "gamma quiet-harbor delta."], functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000)) as sb:
        assert "[doc 1, at 0] gamma quiet-harbor delta." in run(sb, 'search("quiet-harbor")')
        assert run(sb, "print(peek(0, 5, doc=1))").strip() == "gamma"
    with Sandbox(context=["alpha beta.", "gamma quiet-harbor delta."], functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, ["src/a.py", "src/it's.py"])) as sb:  # a quote in a path stays a string
        assert "[doc 1 (src/it's.py), at 0] gamma quiet-harbor delta." in run(sb, 'search("quiet-harbor")')


def test_the_helpers_run_in_process_with_context_bound(bound: Any) -> None:
    bound.context = DOC
    bound._configure(1000)
    hits = bound.search("quiet-harbor")
    assert len(hits) == 1 and hits[0].start() == DOC.index("quiet-harbor") and "4093751" in hits[0]
    assert len(bound.chunks()) == -(-len(DOC) // 1000) and bound.peek(0, 9) == "The grass"
    bound.context = ["alpha beta.", "gamma quiet-harbor delta."]
    bound._configure(1000, ["a.md", "b.md"])
    assert str(bound.search("quiet-harbor")).splitlines()[1] == "[doc 1 (b.md), at 0] gamma quiet-harbor delta."


def test_the_child_gets_only_the_helpers_meant_for_the_roots_code() -> None:
    with Sandbox(context="x", functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        for name in ("search", "peek", "chunks", "FINAL", "FINAL_VAR", "Hits"):
            assert sb.run(f"print(callable({name}))").output.strip() == "True"
        for name in ("STOPWORDS", "location", "LOCATION", "DEFINITION", "json"):  # the host's, not the code's
            assert sb.run(f"print({name})").error.type == "NameError"


def test_the_record_a_key_names_comes_before_the_records_that_mention_it() -> None:
    status = ("Package: python3\nVersion: 3.11.2-1+b1\nSuggests: python3-doc, python3-venv (>= 3.11.2-1+b1)\n\n"
              "Package: python3.11\nVersion: 3.11.2-6\nBreaks: python3-venv (<< 3.6.5-2)\n\n"
              "Package: python3-venv\nVersion: 3.11.2-1+b1\nDepends: python3.11-venv\n")
    with Sandbox(context=status, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        out = run(sb, 'print(search("python3-venv"))')
    first = out.splitlines()[1]
    assert out.startswith("3 match(es)") and first.startswith(f"[at {status.index('Package: python3-venv')}] Package: python3-venv")


def test_the_records_summary_names_the_field_a_question_word_is_a_value_of() -> None:
    """'How many upgrades ...': 'upgrade' is a value of the third column, not of the message: the root is
    shown the filter, and running it counts the right records."""
    log = "\n".join(f"2025-06-2{i % 3} 14:36:2{i % 10} {('upgrade', 'install', 'status', 'configure')[i % 4]} "
                    f"pkg{i}:amd64 1.{i} (an upgrade of the status page)" for i in range(40))
    with Sandbox(context=log, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        out = run(sb, "print(records().summary(['how', 'many', 'upgrade', 'page']))").splitlines()
        assert out[0].startswith("40 records")
        hint = [line for line in out if "is a value of the field" in line]
        assert len(hint) == 1 and hint[0].startswith("'upgrade' is a value of the field 'column3': rows = [")
        rows = run(sb, hint[0].split(": ", 1)[1] + "\nprint(len(rows))")
        assert rows.strip() == "10"
        assert "is a value" not in run(sb, "print(records().summary(['nothing', 'here']))")


def test_a_table_without_a_header_gets_columns_and_its_comments_are_not_records() -> None:
    """/etc/services and /etc/passwd have no header and no log columns: their lines split at the separator
    every one has (22/tcp into a port and a protocol), so a count or a maximum is one line of Python; the
    '#' comment lines are not entries, and a line of prose is not cut into columns."""
    services = "# Network services\n#\n" + "".join(
        f"svc{i}\t\t{100 + i * 7}/{'udp' if i % 3 == 0 else 'tcp'}" + (f"\t\talias{i}" if i % 4 == 0 else "")
        + (f"\t\t# service number {i}" if i % 2 else "") + "\n" for i in range(30))
    passwd = "".join(f"user{i}:x:{1000 + i}:{100 + i % 3}:User {i}:/home/user{i}:/bin/{'bash' if i % 5 else 'sh'}\n"
                     for i in range(25)) + "games:x:77:60:games:/usr/games:/usr/sbin/nologin\n"
    prose = "".join(f"{i} lines into the story it goes on for a while with {i * 3} words.\n" for i in range(30))
    with Sandbox(context=[services, passwd, prose], functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000)) as sb:
        summary = run(sb, "print(records(doc=0).summary(['how', 'many', 'udp', 'entries']))")
        assert summary.startswith("30 records (lines), fields ['column1', 'column2', 'column3', 'column4', 'comment']")
        assert "the first one's fields: {'column1': 'svc0', 'column2': 100, 'column3': 'udp', 'column4': 'alias0'" in summary
        assert "'udp' is a value of the field 'column3'" in summary
        assert run(sb, "print(len([r for r in records(doc=0) if r['column3'] == 'udp']))").strip() == "10"
        assert run(sb, "print(max(records(doc=0), key=lambda r: r['column2'])['column1'])").strip() == "svc29"
        assert run(sb, "print(records(doc=0)[1]['comment'], records(doc=0)[2]['column4'] == '')").strip() == \
            "service number 1 True"
        assert run(sb, "print(sorted(r['column3'] for r in records(doc=1))[-1], "
                       "Counter(r['column7'] for r in records(doc=1)))").strip() == \
            "1024 Counter({'/bin/bash': 20, '/bin/sh': 5, '/usr/sbin/nologin': 1})"
        assert run(sb, "print(len(records(doc=2)), records(doc=2).fields())").strip() == "30 []"
        hit = run(sb, "print(search('user7'))").splitlines()  # its line, not a 'sentence' over ten users
        assert hit[0] == "1 match(es) for 'user7':" and hit[1].endswith("] user7:x:1007:101:User 7:/home/user7:/bin/bash")
        uid = run(sb, "print(search('UID 77'))").splitlines()  # a two-digit number is a keyword, and only itself
        assert len(uid) == 2 and uid[1].endswith("1/2 words] games:x:77:60:games:/usr/games:/usr/sbin/nologin")


def test_a_table_under_a_commented_header_has_its_named_columns_and_counts_by_its_codes() -> None:
    """zone.tab: tab-separated rows under '#' comments whose last line names the columns, some rows with an
    optional fourth cell, a comment among the rows. The rows are records of those fields; "the country
    code ID" selects its rows though codes are too many to list as few values, "the most" counts by the
    code field the question names, and a hit on a row is that row. /etc/protocols' one number column is
    "the number" of a question about a table without a header."""
    rows = [("AD", "+4230+00131", "Europe/Andorra", "")] + \
        [("ID", f"-0{i}10+1{i}648", f"Asia/Zone{i}", f"Indonesia zone {i}") for i in range(4)] + \
        [("US", f"+40{i}1-0{i}400", f"America/City{i}", "") for i in range(6)] + [("ZW", "-1750+03103", "Africa/Harare", "")]
    table = "# tz descriptions\n#\n#country-\n#code\tcoordinates\tTZ\t\t\tcomments\n" + \
        "".join("\t".join(cells).rstrip("\t") + "\n" + ("# a comment among the rows\n" if i == 3 else "")
                for i, cells in enumerate(rows))
    protocols = "# Internet (IP) protocols\n\n" + "".join(f"proto{i}\t{i * 9 % 50}\tPROTO{i}\t\t# protocol {i}\n"
                                                            for i in range(25))
    with Sandbox(context=[table, protocols], functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000)) as sb:
        assert run(sb, "r = records(doc=0); print(len(r), r.fields(), dict(r[1]))").strip() == \
            "12 ['code', 'coordinates', 'TZ', 'comments'] " \
            "{'code': 'ID', 'coordinates': '-0010+10648', 'TZ': 'Asia/Zone0', 'comments': 'Indonesia zone 0'}"
        words = ['code', 'country', 'for', 'how', 'id', 'many', 'time', 'zones']
        count = run(sb, f"print(records(doc=0).computations({words!r}, True, 0))").strip()
        assert count == "[\"print(len([r for r in records() if r['code'] == 'ID']))\"]"
        assert run(sb, "print(len([r for r in records(doc=0) if r['code'] == 'ID']))").strip() == "4"
        most = run(sb, "print(records(doc=0).computations(['code', 'country', 'most', 'which', 'zones'], False, 1))")
        assert "Counter(r['code'] for r in records()).most_common(5)" in most
        assert run(sb, "print(records(doc=0).computations(['which', 'has', 'most', 'zones'], False, 1))").strip() == "[]"
        hit = run(sb, "print(search('America/City3'))").splitlines()
        assert hit[1].endswith("] US\t+4031-03400\tAmerica/City3") or hit[1].endswith("] US +4031-03400 America/City3")
        highest = run(sb, "print(records(doc=1).computations(['which', 'protocol', 'has', 'highest', 'number'], False, 1))")
        assert "(r['column1'], r['column2'])" in highest and "reverse=True" in highest
    csv = "#id,name,value\n" + "".join(f"{i},n{i},{i * 3}\n" for i in range(30))  # no tab header: a CSV as before
    with Sandbox(context=csv, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        assert run(sb, "r = records(); print(r.kind, len(r), r.fields())").strip() == \
            "table 31 ['column1', 'column2', 'column3']"


def test_a_count_over_lines_that_name_each_item_twice_counts_each_item_once() -> None:
    """X11's compose.dir maps each locale to its Compose file on two lines (the file with a colon and without): "how
    many locale names does it map to X" is the names, not the 12 lines; "how many lines" still counts lines. A name
    only the first sentence of a question that refers back gives ("assigns the locale zh_SG.gb2312 a Compose file.
    How many locale names share that same file?") is where the hop starts: no count selects by it. Asked for the file of
    a locale, the lookup view reads the line from its second column to its first, the same value said twice once."""
    import ast

    from rlm.loop import computations_code, lookup_code
    from rlm.question import Question

    files = [("iso8859-14/Compose", f"l{i}_GB.ISO8859-14") for i in range(6)] + \
        [(f"iso8859-{i}/Compose", f"m{i}_FR.ISO8859-{i}") for i in range(20, 60)] + [("zh_CN/Compose", "zh_SG.gb2312")]
    text = "#\n#\tThis file contains compose table file names.\n#\n" + "".join(f"{f}\t\t{n}\n" for f, n in files) + "".join(f"{f}:\t\t{n}\n" for f, n in files)
    with Sandbox(context=text, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        def counted(question: str) -> list[str]:
            blocks = ast.literal_eval(run(sb, computations_code(Question.parse(question))).strip())
            return [run(sb, b).strip() for b in blocks]

        assert counted("How many locale names does compose.dir map to iso8859-14/Compose?") == ["6"]
        assert counted("How many lines of compose.dir name iso8859-14/Compose?") == ["12"]
        assert counted("compose.dir assigns the locale zh_SG.gb2312 a Compose file. How many locale names in "
                       "compose.dir share that same file (counting it)?") != ["2"]
        asked = Question.parse("Which Compose file does X11's compose.dir name for the locale zh_SG.gb2312?")
        assert run(sb, lookup_code(asked)).startswith("'zh_sg.gb2312' names this record; its column1: 'zh_CN/Compose'\n")


def test_a_table_whose_commented_header_brackets_its_column_names_has_them_and_looks_up_a_cell() -> None:
    """dpkg's cputable: "# <Debian name><TAB><GNU name>..." over rows whose cells runs of tabs align. Its rows are
    records of those fields, and Records.lookup gives the field a question asks for ("What GNU name ...") of the
    one row a word of it names; nothing when the question asks for no field, or names no one row."""
    from tests.test_support import CPUTABLE

    with Sandbox(context=CPUTABLE, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        assert run(sb, "print(records().fields(), records()[3]['GNU name'])").strip() == \
            "['Debian name', 'GNU name', 'config.guess regex', 'Bits', 'Endianness'] aarch64"
        words = ["arm64", "cpu", "cputable", "does", "dpkg", "give", "gnu", "name", "the", "what"]
        assert run(sb, f"print(records().lookup({words!r}, ['does', 'gnu', 'name']))").splitlines()[0] == \
            "'arm64' names this record; its GNU name: 'aarch64'"
        assert run(sb, f"print(repr(records().lookup({words!r}, ['cpu', 'does', 'the'])))").strip() == "''"
        assert run(sb, "print(repr(records().lookup(['what', 'gnu', 'name', 'little'], ['gnu', 'name'])))").strip() == "''"


TAR_NEWS = "GNU tar NEWS - User visible changes. 2021-02-13\nPlease send GNU tar bug reports to <bug-tar@gnu.org>\n\n" + \
    "".join(f"{head}\n\n* Fix {i}.\n* Change the {i} code.\n\n" for i, head in enumerate([
        "version 1.20 - Sergey Poznyakoff, 2008-04-14", "version 1.19 - Sergey Poznyakoff, 2007-10-10",
        "version 1.18 - Sergey Poznyakoff, 2007-06-29", "version 1.17 - Sergey Poznyakoff, 2007-06-08",
        "version 1.16, 2006-12-09", "1.16.", "version 1.13 - Paul Eggert, 1999-07-08.",
        "Version 1.12 - François Pinard, 1997-04.", "Version 1.11.1 - 1992-09.", "Version 1.11 - Michael Bushnell, 1992-09."]))


def test_release_headings_that_name_who_made_them_are_records_with_a_maker_and_a_year_counts_them() -> None:
    """GNU tar's NEWS heads each release "version 1.34 - Sergey Poznyakoff, 2021-02-13" (or without the maker,
    or ", 2014-07-28"); read as 1193 lines, the release "right after 1.12" was the line after its heading, and
    no count or ranking had a field. A bare "1.16." line is no second heading of 1.16. "Releases for the year
    2007" counts those dated in it; "after 2007" is no year they are of."""
    import ast

    from rlm.question import Question

    with Sandbox(context=TAR_NEWS, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000, ["NEWS"])) as sb:
        assert run(sb, "r = records(); print(len(r), r.fields())").strip() == \
            "9 ['title', 'level', 'body', 'version', 'date', 'by']"
        assert run(sb, "print([(r['version'], r.get('by', '')) for r in records()][-4:])").strip() == \
            "[('1.13', 'Paul Eggert'), ('1.12', 'François Pinard'), ('1.11.1', ''), ('1.11', 'Michael Bushnell')]"
        after = run(sb, "print(records().order(['after', 'came', 'made', 'release', 'right', 'who'], key='1.12'))")
        assert "version 1.13 - Paul Eggert, 1999-07-08. <- right after the one that names '1.12'" in after
        year = Question.parse("How many tar releases does the NEWS file list for the year 2007?")
        assert year.year == "2007" and Question.parse("How many releases came out after 2007?").year is None
        code = "records().computations({!r}, True, 0, False, None, {!r}, (), None, {!r})".format(
            sorted(year.words), sorted(year.counted), year.year)
        blocks = ast.literal_eval(run(sb, f"print({code})").strip())
        assert blocks == ["print(len([r for r in records() if str(r.get('date', '')).startswith('2007')]))"]
        assert run(sb, blocks[0]).strip() == "3"


APT_INDEX = """/* This file is an index of all APT configuration directives.
   The configuration directives are specified in a tree with {} designating a subscope. */

quiet "<INT>" {
  NoUpdate "<BOOL>"; // never update progress information
  NoProgress "<BOOL>";
};

// Options for APT in general
APT
{
  Architecture "<STRING>"; // debian architecture like amd64
  Get
  {
     Arch-Only "<BOOL>";
     Force-Yes "<BOOL>"; // allows downgrades
     Assume-Yes "<BOOL>";
     Trivial-Only "<BOOL>";
  };
  FTPArchive::release
  {
     Default-Patterns "<BOOL>";
     NumericTimezone "<BOOL>";
     Origin "<STRING>";
  };
};

pkgProblemResolver::Scores
{
  Required "<INT>";
  Depends "<INT>";
  PreDepends "<INT>";
};

Dir "<DIR>"
{
  Cache "var/cache/apt/" {
     Archives "archives/";
     Backup "backup/"; // backup directory
  };
};
"""


def test_a_config_file_of_nested_braces_is_a_tree_of_statements_with_their_scope_paths() -> None:
    """apt's configure-index: `Dir "<DIR>" { Cache "var/cache/apt/" { Backup "backup/"; }; };` was 767 lines, with
    no field for "the block with the most options", "the option right after Depends in pkgProblemResolver::Scores"
    or "the example value for Dir::Cache::Backup". Each statement is a record of its name, path, block, value and,
    for a block, the statements it holds directly; a scoped name in a question is one word."""
    import ast

    from rlm.loop import lookup_code, order_code
    from rlm.question import Question

    with Sandbox(context=APT_INDEX, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        assert run(sb, "r = records(); print(r.kind, len(r), r.fields())").strip() == \
            "tree 22 ['path', 'name', 'block', 'value', 'options']"
        assert run(sb, "print([(r['path'], r['options']) for r in records() if 'options' in r])").strip() == \
            "[('quiet', 2), ('APT', 3), ('APT::Get', 4), ('APT::FTPArchive::release', 3), ('pkgProblemResolver::Scores', 3), " \
            "('Dir', 1), ('Dir::Cache', 2)]"
        backup = Question.parse("What example value does apt's configure-index give for Dir::Cache::Backup?")
        assert "dir::cache::backup" in backup.words
        assert run(sb, lookup_code(backup)).splitlines()[0] == "'dir::cache::backup' names this record; its value: 'backup/'"
        after = Question.parse("In the pkgProblemResolver::Scores block of apt's configure-index, which option comes right after Depends?")
        assert 'PreDepends "<INT>"; <- right after' in run(sb, order_code(after))
        most = run(sb, "print(records().computations(['block', 'braces', 'directly', 'lists', 'most', 'options', 'which'], False, 1))")
        assert ast.literal_eval(most) and "r['options']" in most
        count = "records().computations(['apt::ftparchive::release', 'block', 'how', 'many', 'options', 'in'], True, 0)"
        assert ast.literal_eval(run(sb, f"print({count})")) == \
            ["print(len([r for r in records() if r['block'] == 'APT::FTPArchive::release']))"]
    source = "int main(void) {\n" + "".join(f'  name{i} "v{i}";\n' for i in range(12)) + "  return 0;\n}\n"
    with Sandbox(context=source, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        assert run(sb, "print(records().kind)").strip() != "tree"  # one block: no tree of options


TRIGGERS_SPEC = ("TRIGGERS\n========\n\nIntroduction\n------------\n\nA dpkg trigger is a facility.\n\nConcepts\n--------\n\n"
                 "Each trigger is named.\n\napt and aptitude\n----------------\n\nThey see the status.\n\n"
                 "Error handling\n--------------\n\nErrors are reported.\n\nINTERNALS\n=========\n\n"
                 "Status field\n------------\n\nTwo new values.\n\nLocking\n-------\n\nThe lock is held.\n\n"
                 "Triggers-Pending\n----------------\n\nA field.\n")


def test_the_sections_of_a_document_in_parts_name_their_part() -> None:
    """dpkg's triggers spec: parts underlined with '=' (TRIGGERS, INTERNALS) over sections underlined with '-'.
    "Under which part is the section Introduction?" is its `part`, which the lookup view shows; "how many sections
    does the part INTERNALS have" counts by it, not by the TRIGGERS part of "dpkg's triggers spec" (triggers.txt)."""
    import ast

    from rlm.loop import lookup_code
    from rlm.question import Question

    with Sandbox(context=TRIGGERS_SPEC, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, ["/usr/share/doc/dpkg/spec/triggers.txt"])) as sb:
        assert run(sb, "print([(r['title'], r.get('part')) for r in records()][:3])").strip() == \
            "[('TRIGGERS', None), ('Introduction', 'TRIGGERS'), ('Concepts', 'TRIGGERS')]"
        under = Question.parse("In dpkg's triggers spec, under which part (a heading in capitals) is the section \"Introduction\"?")
        assert run(sb, lookup_code(under)).splitlines()[0] == "'introduction' names this record; its part: 'TRIGGERS'"
        count = Question.parse("How many sections (the headings underlined with dashes) does the part INTERNALS of dpkg's "
                               "triggers spec have?")
        code = "records().computations({!r}, True, 0, False, None, {!r})".format(sorted(count.words), sorted(count.counted))
        blocks = ast.literal_eval(run(sb, f"print({code})").strip())
        assert blocks == ["print(len([r for r in records() if r['part'] == 'INTERNALS']))"] and run(sb, blocks[0]).strip() == "3"
    from rlm.config import Budgets
    from rlm.documents import Document
    from rlm.loop import computations_code
    from rlm.workspace import open_sandbox

    # as the loop opens it: one document has no name to print, yet its path still names it
    with open_sandbox([Document(TRIGGERS_SPEC, "/usr/share/doc/dpkg/spec/triggers.txt")], [""],
                      {HOST_FINAL: lambda a, h: None}, Budgets(), 4096) as sb:
        assert "r['part'] == 'INTERNALS'" in run(sb, computations_code(count))


def test_a_count_of_the_classes_derived_from_one_follows_their_bases_through_others() -> None:
    """argparse.py: "How many classes derive from Action, directly or through another class (Action itself not
    counted)?" and configparser.py's "counting Error and every class derived from it": a chain of bases no record's
    field holds, and the root wrote none. A class nested in another's body is not one of the module's."""
    import ast

    from rlm.question import Question

    source = ("class Action(object):\n    pass\n\n\nclass _Store(Action):\n    pass\n\n\nclass _StoreTrue(_Store):\n"
              "    pass\n\n\nclass Other(dict):\n    pass\n\n\nclass _Sub(Action):\n    class _Pseudo(Action):\n"
              "        pass\n\n    def run(self):\n        pass\n\n\nclass _Extend(module.Base, _Store, metaclass=Meta):\n    pass\n")
    q = Question.parse("How many classes in this file derive from Action, directly or through another class (Action itself "
                       "not counted)?")
    assert q.derived == ("Action", False, False)
    assert Question.parse("How many exception classes does it define, counting Error and every class derived from it?"
                          ).derived == ("Error", True, False)
    code = "records().computations({!r}, True, 0, False, None, {!r}, (), None, None, {!r})".format(
        sorted(q.words), sorted(q.counted), q.derived)
    with Sandbox(context=source, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000, ["m.py"])) as sb:
        blocks = ast.literal_eval(run(sb, f"print({code})").strip())
        assert blocks == ["print(len(records().derived('Action')))"]
        assert run(sb, "print([r['name'] for r in records().derived('Action')])").strip() == \
            "['_Store', '_StoreTrue', '_Sub', '_Extend']"
        assert run(sb, "print(len(records().derived('Action', itself=True)))").strip() == "5"
    from rlm.loop import records_code
    assert "'action'" not in records_code(q)  # nested in Action is no subclass of it: no hint to filter so


def test_the_methods_of_a_class_among_many_are_its_by_their_parent_field() -> None:
    """argparse.py: "Which method of argparse.ArgumentParser spans the most lines?" The parent field, '' for the
    module's own definitions and one of forty classes for the rest, was no field of codes, so no ranking."""
    import ast

    source = "".join(f"class C{i}:\n    def a(self):\n        pass\n\n    def b(self):\n" + "        x = 1\n" * i +
                     "        pass\n\n\n" for i in range(12)) + "def top():\n    pass\n\n\ndef other():\n    pass\n"
    words = ["c7", "lines", "method", "most", "of", "spans", "the", "which"]
    with Sandbox(context=source, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000, ["m.py"])) as sb:
        blocks = ast.literal_eval(run(sb, f"print(records().computations({words!r}, False, 1))").strip())
        assert len(blocks) == 1 and "r['parent'] == 'C7'" in blocks[0]
        assert run(sb, blocks[0]).strip().startswith("[('b', 9)")


def test_a_value_joined_to_its_column_s_name_selects_by_that_column_and_pam_lines_are_keyed() -> None:
    """dpkg's cputable: "CPUs that are 64-bit and big-endian" are those whose Bits is 64 and Endianness big, and a
    count of the 64-bit ones alone missed 'big'. /etc/pam.d/login's lines ("session optional pam_mail.so standard",
    "@include common-auth") are statements keyed by their first word: "session lines" are those keyed session."""
    import ast

    from rlm.question import Question
    from tests.test_support import CPUTABLE, taken

    q = Question.parse("How many CPUs in dpkg's cputable are 64-bit and big-endian?")
    with Sandbox(context=CPUTABLE, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000, ["cputable"])) as sb:
        blocks = ast.literal_eval(run(sb, f"print(records().computations({sorted(q.words)!r}, True, 0))").strip())
        assert blocks == ["print(len([r for r in records() if r['Bits'] == 64 and r['Endianness'] == 'big']))"]
        assert run(sb, blocks[0]).strip() == "1"
    for shown, code, accepted in [("1", blocks[0], True), ("4", "print(len([r for r in records() if r['Bits'] == 64]))", False)]:
        assert taken(shown, q, CPUTABLE, "/usr/share/dpkg/cputable", (shown, code)) is accepted
    pam = ("# The PAM configuration file for the Shadow `login' service\n#\n\n# Outputs an issue file prior to each login\n"
           "# (Replaces the ISSUE_FILE option from login.defs)\nauth       optional   pam_faildelay.so  delay=3000000\n\n"
           "# Disallows other than root logins\n# (Replaces the NOLOGINS_FILE option)\n"
           "auth       requisite  pam_nologin.so\n\n# SELinux needs to be the first session rule.\n# This ensures the context.\n"
           "session [success=ok ignore=ignore default=bad] pam_selinux.so close\n\n# Sets the loginuid process attribute\n"
           "session    required     pam_loginuid.so\n\n@include common-auth\n\n# Prints the message of the day\n#\n"
           "session    optional   pam_motd.so motd=/run/motd.dynamic\n\n@include common-account\n@include common-session\n"
           "session    optional   pam_mail.so standard\n\n@include common-password\n")
    with Sandbox(context=pam, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000, ["/etc/pam.d/login"])) as sb:
        assert run(sb, "print(records().fields(), [r['key'] for r in records()][-3:])").strip() == \
            "['key', 'value'] ['@include', 'session', '@include']"
        count = run(sb, "print(records().computations(['how', 'many', 'session', 'lines', 'does', 'login', 'set'], True, 0))")
        assert ast.literal_eval(count) == ["print(len([r for r in records() if r['key'] == 'session']))"]


def test_a_field_that_mixes_words_with_names_is_no_field_of_codes() -> None:
    """dpkg.log's fourth column holds 'installed' (status lines), 'packages' (startup lines) and package names:
    "packages were installed (the action 'install')" selects by the action, not by those words as codes."""
    import ast

    lines = []
    for i in range(30):
        day = "2026-05-20" if i % 2 else "2026-05-09"
        package = f"lib{'abcdefghij'[i % 10]}{i}-dev:amd64"
        lines += [f"{day} 10:00:{i:02d} {line}" for line in (
            "startup packages configure", f"install {package} <none> 1.{i}-1", f"status unpacked {package} 1.{i}-1",
            f"status half-configured {package} 1.{i}-1", f"configure {package} 1.{i}-1 <none>",
            f"status installed {package} 1.{i}-1")]
    words = ['2026-05-20', 'action', 'how', 'install', 'installed', 'many', 'on', 'packages', 'the', 'were']
    with Sandbox(context="\n".join(lines), functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        assert run(sb, "print(records().fields())").strip() == "['date', 'time', 'column3', 'column4', 'message']"
        blocks = run(sb, f"print(records().computations({words!r}, True, 0))").strip()
        assert "r['column3'] == 'install'" in blocks and "column4" not in blocks
        assert run(sb, ast.literal_eval(blocks)[0]).strip() == "15"


def test_a_question_that_counts_all_a_file_lists_is_answered_by_all_its_records_and_judged_so() -> None:
    """"How many RPC programs does this file list?": every row of /etc/rpc, however many words the question
    has, when none of them is in some rows and not the others; not when one is ("ERROR lines"), not for a
    question with a condition ("... have at least one alias"), not for a source file's definitions. The
    judge takes the count: RPC names the file, and 'programs' and 'list' are the unit and its verb."""
    from rlm.documents import Document
    from rlm.judge import judge
    from rlm.question import Question
    from rlm.seen import Seen

    rpc = "# This file contains user readable names that can be used in place of rpc\n# program numbers.\n\n" + \
        "".join(f"prog{i}\t\t{100000 + i}\tp{i} alias{i}\n" for i in range(38))
    question = Question.parse("How many RPC programs does this file list?")
    alias = Question.parse("How many programs in this file have at least one alias?")
    assert question.whole and not alias.whole and not Question.parse("How many ERROR lines did api log?").whole
    assert Question.parse("How many leap second entries does this file list?").whole  # a unit of three words
    words = sorted(question.words)
    with Sandbox(context=rpc, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000, ["/etc/rpc"])) as sb:
        assert run(sb, f"print(records().computations({words!r}, True, 0, True))").strip() == "['print(len(records()))']"
        assert run(sb, f"print(records().computations({sorted(alias.words)!r}, True, 0, False))").strip() == "[]"
        assert run(sb, "print(records().computations(['how', 'many', 'prog7', 'lines'], True, 0, True))").strip() == "[]"
        count = run(sb, "print(len(records()))").strip()
    assert count == "38"
    seen = Seen([Document(rpc, "/etc/rpc")])
    seen.add(count, "print(len(records()))")
    assert judge("38", seen, question).accepted
    source = "def f():\n    pass\n\n\ndef g():\n    pass\n\n\nclass C:\n    def m(self):\n        pass\n"
    with Sandbox(context=source, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        assert run(sb, "print(records().computations(['how', 'many', 'things', 'does', 'it', 'have'], True, 0, True))").strip() == "[]"


def test_a_count_of_the_records_that_have_a_field_the_question_names_tests_that_field() -> None:
    """Round 10's iso_639-2.json-02: "How many languages ... have a bibliographic code besides their main
    three-letter code?" is the records giving the 'bibliographic' field, which no value of it selects; the
    root, shown none, invented 10. 'languages', what is counted, ends some of the records' names ("Bantu
    languages") and is no kind the count missed; a count of every record still misses 'bibliographic'."""
    import ast
    import json

    from rlm.question import Question
    from tests.test_support import taken

    entries = [{"alpha_3": f"l{i:02d}", "name": f"Lang{i}" + (" languages" if i % 7 == 0 else "")} |
               ({"bibliographic": f"b{i:02d}"} if i % 5 == 0 else {}) | ({"withdrawn": f"20{i:02d}-01-01"} if i % 3 else {})
               for i in range(40)]
    text = json.dumps({"639-2": entries}, indent=2)
    question = Question.parse("How many languages in iso_639-2.json have a bibliographic code besides their main three-letter code?")
    code = "records().computations({!r}, True, 0, False, None, {!r})".format(sorted(question.words), sorted(question.counted))
    with Sandbox(context=text, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000, ["iso_639-2.json"])) as sb:
        blocks = ast.literal_eval(run(sb, f"print({code})").strip())
        assert len(blocks) == 1 and "'bibliographic'" in blocks[0]
        count = run(sb, blocks[0]).strip()
        assert count == "8"
        every = "records().computations(['how', 'many', 'languages', 'have', 'a', 'name'], True, 0, False, None, ['languages'])"
        assert run(sb, f"print({every})").strip() == "[]"  # every record has a name: no count of those that do
        dated = ("records().computations(['how', 'many', 'languages', 'were', 'withdrawn', 'before', '2010'], "
                 "True, 0, False, None, ['languages'])")
        assert run(sb, f"print({dated})").strip() == "[]"  # a date is compared, not had
    for shown, block, accepted in [(count, blocks[0], True), ("40", "print(len(records()))", False)]:
        assert taken(shown, question, text, "/usr/share/iso-codes/json/iso_639-2.json", (shown, block)) is accepted


def test_a_count_of_the_items_whose_name_begins_with_something_tests_the_name_field() -> None:
    """Held-out counts asked "their name starts with Europe/" (zone1970.tab) and "questions that begin with the
    word "Will"" (the zlib FAQ's titles); the loop had no block for them and the root wrote none. The block
    tests the one short field whose values some begin so; the name the question gives the part tested
    ('their name') is no filter the count missed. Not "names not starting with _": that leaves them out."""
    import ast

    from rlm.question import Question
    from tests.test_support import taken

    assert Question.parse('How many questions begin with the word "Will"?').begins == ("start", "Will")
    assert Question.parse("How many files end in .conf?").begins == ("end", ".conf")
    assert Question.parse("How many names not starting with _ are there?").begins is None
    zones = "#codes\tcoordinates\tTZ\tcomments\n" + "".join(
        f"C{i % 7}\t+{i:02d}+0{i:02d}\t{'Europe' if i % 3 == 0 else 'Asia'}/Town{i}\tnote {i}\n" for i in range(30))
    question = Question.parse("How many time zones in this file are in the Europe region (their name starts with Europe/)?")
    code = "records().computations({!r}, True, 0, False, None, {!r}, (), {!r})".format(
        sorted(question.words), sorted(question.counted), question.begins)
    with Sandbox(context=zones, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000, ["zone1970.tab"])) as sb:
        blocks = ast.literal_eval(run(sb, f"print({code})").strip())
        assert blocks == ["print(len([r for r in records() if str(r.get('TZ', '')).startswith('Europe/')]))"]
        assert run(sb, blocks[0]).strip() == "10"
    for shown, block, accepted in [("10", blocks[0], True), ("30", "print(len(records()))", False)]:
        assert taken(shown, question, zones, "/usr/share/zoneinfo/zone1970.tab", (shown, block)) is accepted


def test_lines_that_start_with_a_clock_time_are_not_cut_at_its_colons() -> None:
    """Two colons on every line made "12:00:01 verb0 ..." a table of 12 | 00 | "01 verb0 ...": a log line."""
    log = "\n".join(f"12:{i:02d}:{i:02d} verb{i} the thing number {i}" for i in range(40))
    with Sandbox(context=log, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        assert run(sb, "print(len(records()), records().fields(), records()[3].text)").strip() == \
            "40 [] 12:03:03 verb3 the thing number 3"


def test_a_module_whose_long_docstring_sits_at_the_margin_is_still_its_definitions() -> None:
    """heapq.py opens with a long text at the left margin, so fewer than 3 in 4 of its lines are indented:
    records() read it as 3 sections, and the loop counted them as its top-level functions. Its definitions
    at the margin make it source code, and the lines inside a triple-quoted string start no record."""
    import ast
    import heapq

    text = open(heapq.__file__, encoding="utf-8").read()
    tree = ast.parse(text)
    functions = [n.name for n in tree.body if isinstance(n, ast.FunctionDef)]
    words = ["how", "many", "functions", "define", "at", "the", "top", "level"]
    with Sandbox(context=text, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        kind = run(sb, "print(records().kind)").strip()
        top = run(sb, "print([r['name'] for r in records() if r['kind'] == 'function' and r['level'] == 1])")
        heads = run(sb, "print(sum(r['head'].startswith('Heaps are arrays') for r in records()))").strip()
        count = run(sb, f"print(records().computations({words!r}, counts=True))")
    assert kind == "entries" and top.strip() == repr(functions) and heads == "0"
    assert "r['kind'] == 'function' and r['level'] == 1" in count
    with Sandbox(context="# Title\n\nText.\n\n# Other\n\nMore.\n", functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000)) as sb:  # a section's level is no definition's: no count by it
        assert run(sb, f"print(records().kind, records().computations({words!r}, counts=True))").strip() == "sections []"


def test_a_count_beyond_a_number_compares_the_number_column_the_question_names() -> None:
    """"How many groups have a group id below 100?" over /etc/group: the one number column of a table without a
    header is the one an id names; a bound on a figure no field holds ("more than 2 members") gets no code."""
    import ast

    from rlm.loop import computations_code
    from rlm.question import Question

    group = "".join(f"g{i}:x:{i * 7}:{'alice,bob' if i % 5 == 0 else ''}\n" for i in range(30))
    with Sandbox(context=group, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000, ["/etc/group"])) as sb:
        blocks = ast.literal_eval(run(sb, computations_code(Question.parse("How many groups have a group id below 100?"))))
        assert len(blocks) == 1 and "< 100" in blocks[0]
        assert run(sb, blocks[0]).strip() == str(sum(i * 7 < 100 for i in range(30)))
        members = Question.parse("How many groups have more than 2 members?")
        assert run(sb, computations_code(members)).strip() == "[]"
        ranked = run(sb, run(sb, computations_code(Question.parse("Which group has the highest group id?"))).strip()[2:-2])
        assert ranked.startswith("[('g29', 203)")


def test_a_number_column_with_empty_cells_is_ranked_by_the_size_asked_for() -> None:
    """pip's RECORD: `path,sha256=...,size`, a cached .pyc with neither hash nor size. "Which file has the largest
    recorded size?" had no block: the empty cells made the size column no number column, and "size" named none."""
    import ast

    from rlm.loop import computations_code
    from rlm.question import Question

    record = "".join(f"pip/m{i}.py,sha256=h{i},{100 + (i * 37) % 90}\npip/__pycache__/m{i}.cpython-311.pyc,,\n" for i in range(12))
    with Sandbox(context=record, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000, ["RECORD"])) as sb:
        blocks = ast.literal_eval(run(sb, computations_code(Question.parse("Which file in pip's RECORD has the largest recorded size?"))))
        assert len(blocks) == 1 and "isinstance(r.get('column3'), (int, float))" in blocks[0]
        top = max(range(12), key=lambda i: 100 + (i * 37) % 90)
        assert run(sb, blocks[0]).startswith(f"[('pip/m{top}.py', {100 + (top * 37) % 90})")


def test_the_sections_under_a_numbered_chapter_are_counted_once_each() -> None:
    """The sed FAQ: "How many sections does chapter 6 have? Count 6.1, 6.2 and so on, not deeper ones." Its
    table of contents lists some sections again, so the count is of distinct numbers one level down."""
    import ast

    from rlm.documents import Document
    from rlm.judge import judge
    from rlm.loop import computations_code
    from rlm.question import Question
    from rlm.seen import Seen

    toc = "CONTENTS\n\n1. GENERAL\n   1.1. Intro\n2. USING IT\n   2.3. Tips\n\n------\n\n"
    body = "".join(f"{n}. {t}\n\n   Some text about {t.lower()} goes on here.\n\n" for n, t in [
        ("1", "GENERAL"), ("1.1", "Intro"), ("1.2", "History"), ("2", "USING IT"), ("2.1", "Basics"), ("2.1.1", "Flags"),
        ("2.2", "Scripts"), ("2.3", "Tips"), ("3", "BUGS"), ("3.1", "Known bugs")])
    question = Question.parse("How many sections does chapter 2 of the FAQ have? Count 2.1, 2.2 and so on, not 2.1.1.")
    with Sandbox(context=toc + body, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        blocks = ast.literal_eval(run(sb, computations_code(question)))
        lines = run(sb, computations_code(Question.parse("How many lines does section 2 have?"))).strip()
        figure = run(sb, blocks[0]).strip()
    assert len(blocks) == 1 and figure == "3" and "startswith('2.')" not in lines  # 2.1, 2.2, 2.3: the count of lines is no count of sections
    seen = Seen([Document(toc + body, "<faq>")])
    seen.add(figure, blocks[0])
    assert judge("3", seen, question, forced=True).accepted  # the number selects them, not the words 'faq' or 'many'


def test_a_list_of_one_item_a_line_under_comments_is_its_items() -> None:
    """/etc/ca-certificates.conf: a '#' preamble, then one file name a line. The comment lines are no items,
    so "How many certificates does this file list?" counts the names."""
    from rlm.loop import computations_code
    from rlm.question import Question

    text = "# This file lists certificates\n#\n# line begins with # is comment.\n" + \
        "".join(f"mozilla/Cert_{i}.crt\n" for i in range(25))
    question = Question.parse("How many certificates does this file list?")
    with Sandbox(context=text, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, ["/etc/ca-certificates.conf"])) as sb:
        assert run(sb, "print(len(records()))").strip() == "25"
        assert run(sb, computations_code(question)).strip() == "['print(len(records()))']"


def test_a_path_the_question_names_selects_the_records_whose_field_it_is() -> None:
    """"How many users have the login shell /usr/sbin/nologin?": the path, leading slash and all, is a key of
    the question and a value of /etc/passwd's seventh column."""
    from rlm.loop import computations_code
    from rlm.question import Question

    passwd = "".join(f"u{i}:x:{i}:{i}::/home/u{i}:{'/bin/bash' if i % 4 == 0 else '/usr/sbin/nologin'}\n" for i in range(24))
    question = Question.parse("How many users have the login shell /usr/sbin/nologin?")
    assert "/usr/sbin/nologin" in question.anchors
    with Sandbox(context=passwd, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000, ["/etc/passwd"])) as sb:
        blocks = run(sb, computations_code(question)).strip()
        assert blocks == "[\"print(len([r for r in records() if r['column7'] == '/usr/sbin/nologin']))\"]"
        assert run(sb, blocks[2:-2]).strip() == "18"


def test_rows_that_leave_out_their_last_cells_are_still_a_table_under_its_header() -> None:
    """distro-info's debian.csv: an old release has no eol-lts or eol-elts cell at all, so most rows are shorter
    than the header; read as 23 one-column lines, no field served a count or an order."""
    csv = ("version,codename,series,created,release,eol,eol-lts,eol-elts\n"
           "1.1,Buzz,buzz,1993-08-16,1996-06-17,1997-06-05\n2.0,Hamm,hamm,1997-06-05,1998-07-24,2000-03-09\n"
           "7,Wheezy,wheezy,2011-02-06,2013-05-04,2016-04-25,2018-05-31,2020-06-30\n"
           "8,Jessie,jessie,2013-05-04,2015-04-25,2018-06-17,2020-06-30,2025-06-30\n12,Bookworm,bookworm,2021-08-14\n")
    with Sandbox(context=csv, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        out = run(sb, "rows = records()\nprint(rows.kind, len(rows), [r['codename'] for r in rows if r['eol-lts']])")
    assert out.strip() == "table 5 ['Wheezy', 'Jessie']"


def test_a_field_of_other_records_is_empty_in_one_without_it_and_an_unknown_field_is_an_error() -> None:
    """A DEP-5 copyright file's first block names the package, the others Files and License: counting the
    licences over all of them failed with a KeyError on the first block."""
    text = ("Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\nUpstream-Name: e2fsprogs\n\n"
            "Files: *\nLicense: GPL-2\n\nFiles: lib/uuid/*\nLicense: BSD-3-Clause\n\nFiles: lib/et/*\nLicense: GPL-2\n")
    with Sandbox(context=text, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        out = run(sb, "print(Counter(r['License'] for r in records() if r['License']).most_common())")
        err = sb.run("records()[1]['Licence']").error
    assert out.strip() == "[('GPL-2', 2), ('BSD-3-Clause', 1)]"
    assert err is not None and "no such field in this record; its fields are ['Files', 'License']" in str(err)


INI = ("# Example configuration.\n# See the manual.\n\nHOME = .\n\n[ CA_default ]\ndir = ./demoCA # where it is kept\n"
       "policy = policy_match\n\n# For the CA policy\n[ policy_match ]\ncountryName = match\nstateOrProvinceName = match\n"
       "emailAddress = optional\n\n[ policy_anything ]\ncountryName = optional\nstateOrProvinceName = optional\n"
       "\n[fs_types]\nhuge = {\n    inode_ratio = 65536\n}\nsmall = {\n    blocksize = 1024\n}\n")


def test_an_ini_file_is_its_sections_and_a_hit_names_the_section_it_is_in() -> None:
    """openssl.cnf: a key means what its [section] makes it (stateOrProvinceName is "match" in policy_match,
    "optional" in policy_anything), yet its hits were said to be "in crl_extensions = crl_ext", a commented-out
    line above a blank one taken for a heading, and records() were those false sections' bodies. Even when the
    file is named: `rlm ask --context openssl.cnf` shows no other sections."""
    with Sandbox(context=INI, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000, ["openssl.cnf"])) as sb:
        hits = run(sb, "search('stateOrProvinceName')")
        head = run(sb, "search('policy_match')")
        braces = run(sb, "search('huge')")
        rows = run(sb, "rows = records()\nprint(rows.kind, [r['section'] for r in rows])\n"
                       "print([(r['section'], r['stateOrProvinceName']) for r in rows if r['stateOrProvinceName']])\n"
                       "print(rows[1]['dir'], rows[4]['huge'], [(r['section'], r['inode_ratio']) for r in rows if r['parent']])")
    assert "in policy_match] stateOrProvinceName = match\n" in hits and "in policy_anything] stateOrProvinceName = optional\n" in hits
    assert "in CA_default] policy = policy_match\n" in head  # the line, not a window running into the next section
    assert "in policy_match] [ policy_match ] countryName = match stateOrProvinceName = match emailAddress = optional\n" in head
    assert "in fs_types] huge = { inode_ratio = 65536" in braces  # the braces' lines, not "huge = {" alone
    assert rows.splitlines() == ["ini ['', 'CA_default', 'policy_match', 'policy_anything', 'fs_types', 'huge', 'small']",
                                 "[('policy_match', 'match'), ('policy_anything', 'optional')]",
                                 "./demoCA { inode_ratio = 65536 } [('huge', 65536), ('small', '')]"]  # a block's keys: a record


CHIPS = ("# libsensors configuration file\n# Only label and set statements.\n\n"
         'chip "lm78-*" "lm79-*"\n\n    label temp1 "M/B Temp"\n\n\n'
         'chip "w83792d-*"\n\n    label in0 "VcoreA"\n    label in1 "VcoreB"\n    set in1_min 3.0 * 0.90\n\n'
         'chip "fscscy-*"\n#FSC "Scylla"\n\n    label in1 "+5V"\n    label in2 "+3.3V"\n    label temp1 "CPU0 Temp"\n\n'
         'chip "lm85-*" "lm85b-*" \\\n     "emc6d100-*"\n\n# Voltages\n    label in1 "Vcore"\n    label in2 "+3.3V"\n'
         '    set in2_min 3.3 * 0.90\n    set in2_max 3.3 * 1.10\n\n# A comment after the blocks\n')


def test_a_config_file_of_statement_blocks_names_each_line_by_its_block() -> None:
    """sensors3.conf: `label in1 "+5V"` means what its `chip "..."` head makes it, yet a hit ran over several
    chips' lines with none of their heads, a search of a chip showed its head alone, and a comment at the
    margin ("#FSC "Scylla"") split a chip from its labels. Its records are the blocks, with how many
    statements each word leads, so "the chip with the most label statements" compares a number field."""
    with Sandbox(context=CHIPS, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000, ["sensors3.conf"])) as sb:
        hits = run(sb, "print(search('+3.3V'))")
        head = run(sb, "print(search('fscscy'))")
        continued = run(sb, "print(search('emc6d100'))")
        rows = run(sb, "rows = records()\nprint(rows.kind, rows.fields(), [r['label statements'] for r in rows])\n"
                       "print(len([r for r in rows if '+3.3v' in r.text.lower()]))")
        counted = run(sb, "print(records().computations(['chip', 'how', 'input', 'label', 'many', '+3.3v', 'some'], True))")
    assert 'in chip "fscscy-*"] label in2 "+3.3V"\n' in hits
    assert 'in chip "lm85-*" "lm85b-*" "emc6d100-*"] label in2 "+3.3V"\n' in hits  # a head continued by a backslash
    assert head.strip().endswith('] chip "fscscy-*" label in1 "+5V" label in2 "+3.3V" label temp1 "CPU0 Temp"')
    assert 'emc6d100-*" label in1 "Vcore" label in2 "+3.3V" set in2_min 3.3 * 0.90' in continued
    assert rows.splitlines() == ["directives ['head', 'body', 'label statements', 'set statements'] [1, 2, 3, 2]", "2"]
    assert counted.strip() == "[\"print(len([r for r in records() if '+3.3v' in r.text.lower()]))\"]"


def test_source_code_and_a_changelog_are_no_statement_blocks() -> None:
    """Margin lines over indented ones are a changelog's entries and code's definitions, whose heads name no
    block of statements: a hit in a signed entry is not "in tzdata (2024a-1) unstable"."""
    changelog = "".join(f"tzdata (2024{v}-1) unstable; urgency=medium\n\n  * New upstream release {v}.\n\n"
                        f" -- Ann Example <ann@example.org>  Mon, 0{i + 1} Jan 2024 10:00:00 +0000\n\n"
                        for i, v in enumerate("abcd"))
    code = "".join(f"def f{i}(x):\n    return x + {i}\n\n" for i in range(4))
    for text in (changelog, code):
        with Sandbox(context=text, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
            assert "directives" not in run(sb, "print(records().kind)")
            assert ", in tzdata" not in run(sb, "print(search('upstream release c'))")


def test_directive_lines_are_a_table_of_their_cells_and_a_log_is_not() -> None:
    """manpath.config: `MANPATH_MAP /usr/local/bin /usr/local/man` lines were a word and a message, and no
    count could test the manual tree a program directory maps to. Each word takes as many arguments nearly
    every time; a log's level opens messages of every length."""
    maps = [("/bin", "/usr/share/man"), ("/usr/bin", "/usr/share/man"), ("/usr/local/bin", "/usr/local/man"),
            ("/usr/local/sbin", "/usr/local/man"), ("/opt/bin", "/opt/man"), ("/opt/sbin", "/opt/man")] * 3
    directives = ("# manpath.config\n#\n# the maps\n" + "".join(f"MANDATORY_MANPATH\t/usr/{d}\n" for d in ("man", "share/man")) +
                  "".join(f"MANPATH_MAP\t{a}\t\t{b}\n" for a, b in maps) +
                  "".join(f"MANDB_MAP\t/usr/{d}\t/var/cache/man/{d}\n" for d in ("man", "share/man", "local/man", "opt")) +
                  "SECTION\t\t1 n l 8 3 0 2 5 4 9 6 7\n")
    log = "".join(f"{level} job{i} {' '.join(['step'] * (i % 7))} done\n" for i, level in enumerate(["INFO", "WARN", "ERROR"] * 9))
    helpers = helpers_source(1000)
    with Sandbox(context=directives, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers) as sb:
        rows = run(sb, "rows = records()\nprint(rows.fields(), len([r for r in rows if r['column3'] == '/usr/local/man']))\n"
                       "print(dict(rows[-1]))")
    with Sandbox(context=log, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers) as sb:
        logged = run(sb, "print(records().fields())")
    assert rows.splitlines() == ["['column1', 'column2', 'column3'] 6",
                                 "{'column1': 'SECTION', 'column2': '1 n l 8 3 0 2 5 4 9 6 7', 'column3': ''}"]
    assert logged.strip() == "['level', 'message']"


NEWS = ("GNU Wget NEWS -- history of user-visible changes.\n\n* Noteworthy changes in release 1.21.1 (2021-01-09)\n\n"
        "** Fix compilation on MacOS\n\n** Require gettext version 0.19.3+\n\n\n* Changes in Wget 1.13.4\n\n"
        "* Fix a segfault.\n\n\n* Changes in Wget 1.13.3\n\n* Fix a bug.\n\n\n* Changes in Wget 1.12\n\n"
        "* New option --use-askpass=COMMAND.\n\n\n* Changes in Wget 1.9\n\n* Wget 1.9.1 is a bugfix release.\n")


def test_release_notes_are_their_releases_and_a_hit_names_its_release() -> None:
    """wget's NEWS: "* New option --use-askpass=COMMAND." is an item of "* Changes in Wget 1.19", lines above it
    and marked as the items are, yet a hit showed the item alone (asked which release added it, the reader found
    no release). Its records are its releases, each with its version, and "just before 1.13.3" is in version
    order: the file lists the newest first and dates only its latest releases."""
    with Sandbox(context=[NEWS], functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000, ["NEWS"])) as sb:
        hit = run(sb, "print(search('use-askpass'))")
        rows = run(sb, "rows = records()\nprint(rows.kind, [(r['version'], r['date']) for r in rows])")
        before = run(sb, "print(records().order(['before', 'release', '1.13.3'], key='1.13.3'))")
    assert "in Changes in Wget 1.12] * New option --use-askpass=COMMAND." in hit
    assert rows.strip() == "sections [('1.21.1', '2021-01-09'), ('1.13.4', ''), ('1.13.3', ''), ('1.12', ''), ('1.9', '')]"
    assert before.splitlines()[0] == "5 records in version order, oldest first (the file lists them newest first)"
    assert "] Changes in Wget 1.12 <- right before the one that names '1.13.3'" in before


def test_a_table_opened_by_a_bang_comment_with_names_of_two_words_is_its_columns() -> None:
    """X11's rgb.txt opens with "! $Xorg: rgb.txt,v 1.3 ..." and names some colours in two words ("255 182 193\t\tlight
    pink"): its lines were no table, and asked which colour comes right after pink, the order view found no record
    named pink (light, deep and hot pink each hold the word)."""
    colours = [(255, 192, 203, "pink"), (255, 182, 193, "light pink"), (255, 20, 147, "deep pink"), (255, 105, 180, "hot pink"),
               (160, 82, 45, "sienna"), (205, 133, 63, "peru"), (222, 184, 135, "burlywood"), (245, 245, 220, "beige")] * 3
    text = "! $Xorg: rgb.txt,v 1.3 2000/08/17 19:54:00 cpqbld Exp $\n" + "".join(
        f"{r:3d} {g:3d} {b:3d}\t\t{name}\n" for r, g, b, name in colours)
    with Sandbox(context=text, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        rows = run(sb, "rows = records()\nprint(rows.fields(), dict(rows[1]))")
        after = run(sb, "print(records().order(['after', 'colour', 'directly', 'pink'], key='pink'))")
    assert rows.strip() == "['column1', 'column2', 'column3', 'column4'] " \
        "{'column1': 255, 'column2': 182, 'column3': 193, 'column4': 'light pink'}"
    assert "255 182 193 light pink <- right after the one that names 'pink'" in after


def test_a_numbered_section_record_reads_as_its_heading_writes_it() -> None:
    """The Debian Python Policy: asked which section comes right after "Removal of the unversioned packages", a
    root answered "2.2. Unversioned python commands", refused as not the record placed there, which read
    "Unversioned python commands" without its number."""
    text = "".join(f"{n}. {title}\n\n{title} text.\n\n" for n, title in [
        ("1", "Copyright"), ("2", "Completing the move"), ("2.1", "Removal of the unversioned packages"),
        ("2.2", "Unversioned python commands"), ("3", "Python Packaging")])
    with Sandbox(context=text, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        after = run(sb, "print(records().order(['after', 'section', 'removal of the unversioned packages'], "
                        "key='Removal of the unversioned packages'))")
    assert "] 2.2. Unversioned python commands <- right after" in after


def test_the_order_the_file_lists_records_in_when_the_question_asks_for_it() -> None:
    """openssh-client's NEWS.Debian: "which upload's entry comes next after the one for 8.4p1-1, going down the
    file?" was answered with the next in time (8.7p1-1, above it); the file lists the newest first."""
    text = "".join(f"openssh (1:{v}) unstable; urgency=medium\n\n  * New upstream release.\n  * Fix a bug.\n  * More.\n\n -- Colin Watson "
                   f"<cjwatson@debian.org>  Sun, {d} Oct 2021 10:00:00 +0100\n\n"
                   for v, d in (("8.7p1-1", 24), ("8.4p1-1", 18), ("8.3p1-1", 12), ("8.2p1-1", 6)))
    with Sandbox(context=text, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        down = run(sb, "print(records().order(['after', 'comes', 'down', 'entry', 'file', 'going', 'next', '8.4p1-1']))")
        timed = run(sb, "print(records().order(['after', 'came', 'next', 'release', '8.4p1-1']))")
    assert "openssh (1:8.3p1-1) unstable; urgency=medium <- right after the one that names '8.4p1-1'" in down
    assert "openssh (1:8.7p1-1) unstable; urgency=medium <- right after the one that names '8.4p1-1'" in timed


def test_a_count_of_something_else_than_definitions_is_not_computed_from_them() -> None:
    """configparser.py: "How many levels does BasicInterpolation allow, going by the value it sets for that limit?"
    was answered 3, the methods of BasicInterpolation the loop counted by their class; levels are no definitions.
    "How many methods does BasicInterpolation define?" still counts them."""
    import configparser
    from pathlib import Path

    code = Path(configparser.__file__).read_text()
    asked = "print(records().computations({}, True, 0, False, None, {}))"
    with Sandbox(context=code, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        levels = run(sb, asked.format(['allow', 'basicinterpolation', 'how', 'levels', 'many'], ['levels']))
        methods = run(sb, asked.format(['basicinterpolation', 'define', 'does', 'how', 'many', 'methods'], ['methods']))
    assert levels.strip() == "[]"
    assert "r['kind'] == 'method' and r['parent'] == 'BasicInterpolation'" in methods


def test_a_statement_commented_out_among_others_is_its_own_hit() -> None:
    """gai.conf and ssh_config show their defaults in comments ("#precedence 2002::/16 30", "#   RekeyLimit 1G 1h"):
    a hit's sentence ran over thirty of them, and readers took the value of another line. A comment of prose
    keeps its sentence."""
    text = ("# Configuration for getaddrinfo(3).\n#\n# precedence <mask> <value>\n#    Add another rule to the RFC 3484 "
            "precedence table.\n#\n#precedence  ::1/128       50\n#precedence  ::/0          40\n"
            "#precedence  2002::/16     30\n#\n# For sites which prefer IPv4 connections change the last line to\n"
            "#\n#precedence  ::ffff:0:0/96  100\n")
    with Sandbox(context=text, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        hits = run(sb, "print(search('2002::/16'))")
        words = run(sb, "print(search('precedence 2002::/16'))")
        last = run(sb, "print(search('100'))")
        prose = run(sb, "print(search('prefer IPv4'))")
    assert hits.splitlines()[1] == f"[at {text.index('#precedence  2002')}] #precedence 2002::/16 30"
    assert words.splitlines()[1].endswith("3/3 words] #precedence 2002::/16 30")
    assert last.splitlines()[1].endswith("] #precedence ::ffff:0:0/96 100")  # past a bare '#' line to its neighbour
    assert "For sites which prefer IPv4 connections change the last line to" in prose


def test_a_faq_numbers_its_questions_and_question_n_is_one_of_them() -> None:
    """The zlib FAQ: " 6. Where's the zlib documentation (man pages, etc.)?" is indented and ends in a question mark,
    so it was no heading, and "question 6" found nothing: asked what question 6 asks, the root gave up."""
    faq = "".join(f" {n}. {q}\n\n    {a}\n\n" for n, q, a in [
        (5, "Is zlib Y2K-compliant?", "Yes."), (6, "Where's the zlib documentation (man pages, etc.)?", "It's in zlib.h ."),
        (7, "Why don't you use GNU autoconf or libtool or ...?", "Because we would like to keep zlib small.")])
    with Sandbox(context=faq, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        numbered = run(sb, "print(headings('6'))")
        searched = run(sb, "print(search('question 6'))")
    assert numbered.splitlines()[1].endswith("] 6. Where's the zlib documentation (man pages, etc.)?")
    assert "the headings numbered 6:" in searched
    from rlm.question import Question
    assert Question.parse("What does question 6 of the zlib FAQ ask?").numbered == ("6",)


def test_a_file_showing_its_defaults_in_comments_has_them_among_its_records() -> None:
    """ssh_config: asked which option is listed right after EscapeChar, the order view had five records, its
    uncommented lines; its defaults are statements commented out, more of them than the rest. A config file
    whose comments are prose keeps its uncommented lines only."""
    defaults = ["ForwardAgent no", "ForwardX11 no", "PasswordAuthentication yes", "Port 22", "EscapeChar ~", "Tunnel no",
                "TunnelDevice any:any", "VisualHostKey no"]
    text = ("# This is the ssh client system-wide configuration file.  See\n# ssh_config(5) for more information.\n\n"
            "Include /etc/ssh/ssh_config.d/*.conf\n\nHost *\n" + "".join(f"#   {d}\n" for d in defaults) +
            "    SendEnv LANG LC_*\n    HashKnownHosts yes\n")
    prose = "# The defaults are listed in the manual page.\n# Edit with care, and keep a copy.\n" + \
        "".join(f"key{i} value{i}\n" for i in range(6))
    with Sandbox(context=text, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        after = run(sb, "print(records().order(['after', 'escapechar', 'listed', 'option', 'right'], key='EscapeChar'))")
        fields = run(sb, "r = records()[5]\nprint(r['key'], r['value'], r['commented'], context[r.at:r.at + 8])")
        shown = run(sb, "print(sum(r['commented'] for r in records()), records()[1]['commented'])")
    with Sandbox(context=prose, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        kept = run(sb, "print(len(records()), records().fields())")
    assert "] Tunnel no <- right after the one that names 'escapechar'" in after  # the record starts at its statement
    assert fields.strip() == "Port 22 True Port 22"
    assert shown.strip() == "8 False"
    assert kept.strip() == "6 ['key', 'value']"  # prose comments: no statements shown commented; the lines keyed


def test_a_config_file_s_commented_statements_are_its_records_and_counted_by_key() -> None:
    """Held-out config files: gai.conf comments out every line, its tables too ("#label ::1/128 0"), and its 64
    line records were mostly prose, so "how many prefixes does the label table list" had no count; wgetrc's
    settings ("#tries = 20") sit between prose comments and were no records. Statements commented out are
    records from the statement on, a few directives still a table, a template line ("label <mask> <value>")
    none; "commented-out settings" tests the field `commented`, and "IdentityFile lines" a key of any form."""
    import ast

    gai = ("# Configuration for getaddrinfo(3).\n#\n# label   <mask>   <value>\n#    Add another rule.\n#\n" +
           "".join(f"#label {m} {i}\n" for i, m in enumerate(["::1/128", "::/0", "2002::/16", "::/96", "fec0::/10", "fc00::/7"])) +
           "#\n# precedence  <mask>   <value>\n#\n" +
           "".join(f"#precedence {m} {p}\n" for m, p in [("::1/128", 50), ("::/0", 40), ("2002::/16", 30), ("::/96", 20)]) +
           "#\n#scopev4 ::ffff:169.254.0.0/112  2\n#scopev4 ::ffff:127.0.0.0/104    2\n")
    words = ["default", "does", "how", "label", "list", "many", "prefixes", "table", "the"]
    with Sandbox(context=gai, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000, ["/etc/gai.conf"])) as sb:
        assert run(sb, "print(len(records()), records().fields())").strip() == "12 ['column1', 'column2', 'column3']"
        blocks = ast.literal_eval(run(sb, f"print(records().computations({words!r}, True, 0, False, None, ['prefixes']))"))
        assert blocks == ["print(len([r for r in records() if r['column1'] == 'label']))"] and run(sb, blocks[0]).strip() == "6"
    settings = ["tries = 20", "passive_ftp = off", "timestamping = off", "robots = on", "dirstruct = off"]
    wgetrc = "# Sample wgetrc\n#\n\n" + "".join(f"# You can set {s.split()[0]} here.\n#{s}\n\n" for s in settings) + \
        "# Set it on for real.\npassive_ftp = on\nrecursive = off\n"
    words = ["commented-out", "how", "in", "many", "of", "off", "settings", "show", "the", "value", "wgetrc"]
    with Sandbox(context=wgetrc, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000, ["/etc/wgetrc"])) as sb:
        assert run(sb, "print(records().fields(), len(records()))").strip() == "['key', 'value', 'commented'] 7"
        blocks = ast.literal_eval(run(sb, f"print(records().computations({words!r}, True, 0, False, None, ['settings']))"))
        assert blocks == ["print(len([r for r in records() if r['commented'] and 'off' in str(r['value']).lower()]))"]
        assert run(sb, blocks[0]).strip() == "3"  # not the uncommented recursive = off
    ssh = "Host *\n" + "".join(f"#   {k} {v}\n" for k, v in [("ForwardAgent", "no"), ("IdentityFile", "~/.ssh/id_rsa"),
                                                          ("IdentityFile", "~/.ssh/id_dsa"), ("Port", "22"), ("Tunnel", "no")])
    words = ["how", "identityfile", "lines", "many", "there", "are"]
    with Sandbox(context=ssh, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000, ["ssh_config"])) as sb:
        blocks = ast.literal_eval(run(sb, f"print(records().computations({words!r}, True, 0, False, None, ['identityfile']))"))
        assert blocks == ["print(len([r for r in records() if r['key'] == 'IdentityFile']))"] and run(sb, blocks[0]).strip() == "2"


def test_a_changelog_head_is_a_short_field_a_word_of_the_question_selects_in() -> None:
    """openssh-client's NEWS.Debian: "How many of the uploads went to experimental rather than unstable?": the
    heads say which ("openssh (1:8.9p1-1) experimental; urgency=medium", 44 characters), yet a field that long
    counted as a body of text, and the loop counted every dated entry."""
    heads = "".join(f"openssh (1:{v}) {d}; urgency=medium\n\n  * Note.\n  * More.\n\n -- Colin Watson <cjw@debian.org>  "
                    f"Sun, 0{i + 1} Oct 2021 10:00:00 +0100\n\n" for i, (v, d) in enumerate(
                        [("9.0p1-1", "unstable"), ("8.9p1-1", "experimental"), ("8.8p1-1", "unstable"), ("8.7p1-1", "experimental")]))
    with Sandbox(context=heads, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        counted = run(sb, "print(records().computations(['experimental', 'how', 'many', 'uploads', 'went'], True))")
    assert "'experimental' in str(r['head']).lower()" in counted  # a changelog's head, 44 characters, is short


def test_comment_lines_are_no_headings_and_a_name_value_list_is_a_table() -> None:
    """locale.alias: its licence comment's last line, "# https://...", stood above a blank line and was taken
    for a Markdown heading, every alias said to be in it; and with no number in a line, its "alias locale"
    lines were no table, so a hit for "estonian" ran over twenty aliases. A Markdown file's lone '#' lines
    stay headings, and "Key: value" stanzas (debconf.conf) are no name-value table."""
    comment = "# Locale name alias data base.\n# Copyright (C) 1996 Free Software Foundation.\n#\n# See:\n# https://example.org/bug?id=1\n\n"
    aliases = "".join(f"{name}\t{locale}\n" for name, locale in [
        ("bokmal", "nb_NO.ISO-8859-1"), ("catalan", "ca_ES.ISO-8859-1"), ("croatian", "hr_HR.ISO-8859-2"),
        ("czech", "cs_CZ.ISO-8859-2"), ("danish", "da_DK.ISO-8859-1"), ("dutch", "nl_NL.ISO-8859-1"),
        ("eesti", "et_EE.ISO-8859-15"), ("estonian", "et_EE.ISO-8859-15"), ("finnish", "fi_FI.ISO-8859-1"),
        ("french", "fr_FR.ISO-8859-1"), ("galego", "gl_ES.ISO-8859-1"), ("german", "de_DE.ISO-8859-1"),
        ("greek", "el_GR.ISO-8859-7"), ("hebrew", "he_IL.ISO-8859-8"), ("hrvatski", "hr_HR.ISO-8859-2"),
        ("hungarian", "hu_HU.ISO-8859-2"), ("icelandic", "is_IS.ISO-8859-1"), ("italian", "it_IT.ISO-8859-1"),
        ("japanese", "ja_JP.eucJP"), ("korean", "ko_KR.eucKR"), ("lithuanian", "lt_LT.ISO-8859-13")])
    markdown = "# Guide\n\nIntro.\n\n## Install\n\nRun it.\n\n## Use\n\nAsk it.\n"
    stanzas = "".join(f"Name: db{i}\nDriver: File\nFilename: /var/cache/db{i}.dat\n\n" for i in range(8))
    helpers = helpers_source(1000)
    with Sandbox(context=comment + aliases, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers) as sb:
        hit = run(sb, "search('estonian')")
        rows = run(sb, "rows = records()\nprint(rows.kind, len(rows), [r['column2'] for r in rows if r['column1'] == 'estonian'])")
    with Sandbox(context=markdown, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers) as sb:
        heads = run(sb, "print(search('Run it'))")
    with Sandbox(context=stanzas, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers) as sb:
        stanza = run(sb, "print(search('db3.dat'), records().kind)")
    assert hit.strip().splitlines()[1] == f"[at {(comment + aliases).index('estonian')}] estonian et_EE.ISO-8859-15"
    assert rows.strip() == "lines 21 ['et_EE.ISO-8859-15']"
    assert "in Install] Run it." in heads
    assert "Name: db3 Driver: File Filename: /var/cache/db3.dat" in stanza and stanza.strip().endswith("blocks")


@pytest.mark.parametrize("question, blocks, count", [
    ("How many currencies in this list have the word Dollar in their name?",
     "[\"print(len([r for r in records() if 'dollar' in str(r['name']).lower()]))\"]", "4"),
    ("How many of the currencies are Dinar or Dollar currencies?",  # 'or': either word
     "[\"print(len([r for r in records() if 'dinar' in str(r['name']).lower() or 'dollar' in str(r['name']).lower()]))\"]", "6"),
    ("How many dollar currencies does this list hold?", "[]", None),  # 'dollar' of what it counts: no filter made
    ('How many currencies have a name holding "Canadian Dollar"?',  # a quoted phrase: in the whole record
     "[\"print(len([r for r in records() if 'canadian dollar' in r.text.lower()]))\"]", "2")])
def test_a_count_of_records_whose_name_holds_a_word_of_the_question(question: str, blocks: str, count: str | None) -> None:
    """iso_4217.json: "How many currencies have the word Dollar in their name?" gave no block (no name is
    'Dollar' whole), and a root counted 2. Nor a changelog's "alpha or beta releases" ('5.1.4beta'). A word of
    what the question counts ("how many time zones": 'time' of 'Pacific time' comments) is no such filter."""
    import ast
    import json

    from rlm.loop import computations_code
    from rlm.question import Question

    names = ["US Dollar", "Euro", "Canadian Dollar", "New Canadian Dollar", "Yen", "Iraqi Dinar", "Kuwaiti Dinar", "Zimbabwe Dollar", "Lek"]
    text = json.dumps({"4217": [{"alpha_3": n[:3].upper(), "name": n, "numeric": str(100 + i)} for i, n in enumerate(names)]}, indent=2)
    with Sandbox(context=text, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        listed = run(sb, computations_code(Question.parse(question))).strip()
        assert listed == blocks
        if count is not None:
            assert run(sb, ast.literal_eval(listed)[0]).strip() == count


def test_the_numbered_headings_of_a_document_whose_body_is_indented() -> None:
    """xz's README: its indented body makes its records entries, so no records() view named its sections, and
    asked what section 3 is called, a root answered with a sentence of the section's body ("3. Turn on core
    dumps." is a list item there, no heading). Its table of contents lists each heading again: shown once."""
    readme = ("XZ Utils\n========\n\n    0. Overview\n    1. Documentation\n       1.1. Overall documentation\n"
              "    2. Reporting bugs\n\n\n0. Overview\n-----------\n\n    XZ Utils provide a library.\n\n\n"
              "1. Documentation\n----------------\n\n1.1. Overall documentation\n\n    The man pages.\n\n\n"
              "2. Reporting bugs\n-----------------\n\n    Tell us:\n\n    1. Try the latest version, which may\n"
              "       have fixed it.\n\n    3. Turn on core dumps. The command depends\n       on your shell.\n\n"
              "    Then send it.\n")
    with Sandbox(context=readme, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        shown = run(sb, "print(headings())").strip().splitlines()
        asked = run(sb, "print(headings('1.1', '2'))").strip().splitlines()  # those a question names by number only
        absent = run(sb, "print(headings('4.99'))").strip()
        cited = run(sb, r"print(search(r'section 1\.1'))").strip().splitlines()  # an escaped dot is the number's
    assert [line.split("] ", 1)[1] for line in shown[1:]] == [
        "0. Overview", "1. Documentation", "1.1. Overall documentation", "2. Reporting bugs"]
    assert asked[0] == "the heading(s) numbered 1.1, 2:" and [line.split("] ", 1)[1] for line in asked[1:]] == [
        "1.1. Overall documentation", "2. Reporting bugs"]
    assert absent == "no heading numbered 4.99" and cited[0].endswith("the headings numbered 1.1:")
    assert shown[0] == "4 numbered heading(s):" and f"[at {readme.index('2. Reporting bugs' + chr(10) + '---')}" in shown[-1]
    with Sandbox(context="Just prose. " * 50, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        assert run(sb, "print(headings())").strip() == "no numbered headings"


def test_a_word_that_is_the_value_of_several_fields_selects_by_none_of_them() -> None:
    """openssl.cnf: 'optional' is the value of four fields of its policy sections, and asked how many fields
    policy_match leaves optional, the loop counted the sections whose four fields are all optional: 1."""
    from rlm.loop import computations_code
    from rlm.question import Question

    with Sandbox(context=INI, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        question = Question.parse("How many fields does the policy_match section leave optional?")
        assert run(sb, computations_code(question)).strip() == "[]"


def test_a_hit_in_a_file_of_settings_is_its_line() -> None:
    """A config file showing its compiled-in defaults as commented-out `Key=value` lines: a hit for one key ran
    over twenty of them, and its value was judged against the whole run."""
    settings = "# Defaults are shown commented out.\n\n[Manager]\n" + "".join(f"#{line}\n" for line in (
        "LogLevel=info", "LogColor=yes", "CPUAffinity=", "NUMAPolicy=default", "RuntimeWatchdogSec=off",
        "RebootWatchdogSec=10min", "WatchdogDevice=", "CapabilityBoundingSet=", "NoNewPrivileges=no",
        "TimerSlackNSec=", "StatusUnitFormat=combined", "DefaultTimerAccuracySec=1min", "DefaultStandardOutput=journal",
        "DefaultTimeoutStartSec=90s", "DefaultTimeoutAbortSec=", "DefaultRestartSec=100ms", "DefaultLimitCPU="))
    with Sandbox(context=settings, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        hit = run(sb, "search('DefaultTimerAccuracySec')")
    assert hit.strip().splitlines()[1] == f"[at {settings.index('#DefaultTimerAccuracySec')}] #DefaultTimerAccuracySec=1min"


def test_the_lines_of_a_commented_config_file_leave_its_comments_out() -> None:
    """manpath.config: its records were its licence comments first, a root copied them out turn after turn, and
    the record "right after" one was a comment line. Lines of a file whose '#' lines are no comment runs stay."""
    config = ("# manpath.config\n#\n# This file is used by the man-db package.\n# Lines are read in order.\n\n"
              "MANDATORY_MANPATH\t/usr/man\nMANPATH_MAP\t/bin\t/usr/share/man\n# the order of the sections\n"
              "SECTION\t\t1 n l 8 3 0 2 5 4 9 6 7\nMANDB_MAP\t/usr/man\t/var/cache/man/fsstnd\n")
    with Sandbox(context=config, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        lines = run(sb, "print([r.text.split()[0] for r in records()])")
    assert lines.strip() == "['MANDATORY_MANPATH', 'MANPATH_MAP', 'SECTION', 'MANDB_MAP']"
    with Sandbox(context="# Title\n\nfirst line\nsecond line\n", functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000)) as sb:
        assert run(sb, "print(len(records()))").strip() == "3"


def test_the_most_recent_record_is_no_count_of_the_most_frequent() -> None:
    """iso_3166-3.json: asked which entry was withdrawn most recently, the loop printed its records counted by
    their comment, most common first: "most" of "most recently" read as "most often"."""
    from rlm.loop import computations_code
    from rlm.question import Question

    text = "\n".join(f'{{"name": "Land {i}", "withdrawal_date": "19{70 + i}", "comment": "{"split" if i % 2 else ""}"}}'
                     for i in range(12))
    with Sandbox(context=text, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        recent = Question.parse("Which entry was withdrawn most recently? Give its name.")
        assert run(sb, computations_code(recent)).strip() == "[]"
        often = Question.parse("Which comment is the most common?")
        assert "Counter(r['comment']" in run(sb, computations_code(often))


def test_tables_set_in_prose_are_read_as_records_of_their_columns() -> None:
    """A README's Markdown table, a reStructuredText table and a plain one under an unbroken rule each give records
    of their header's columns (a cell written over two lines joined into its row); a heading underlined with
    dashes, with prose under it, is no table."""
    text = ("Benchmarks\n----------\n\nMeasured on one core, as below.\n\n"
            "| Compressor name | Ratio | Compression |\n|---|---:|---|\n| zstd 1.5.1 | 2.887 | 530 MB/s |\n"
            "| zlib 1.2.11 | 2.743 | 95 MB/s |\n\nThe modes of a turtle:\n\n"
            "=========== ======================= =================\nMode        Initial turtle heading  positive angles\n"
            "=========== ======================= =================\n'standard'  to the right (east)     counterclockwise\n"
            "'logo'      upward (north)          clockwise\n            seen from above\n"
            "=========== ======================= =================\n\n"
            "Old name      New name\n------------------------\nrealpath      realpath -e\nreadlink -f   realpath -m\n")
    with Sandbox(context=text, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        assert run(sb, "print([dict(r) for r in tables()])").strip() == str([
            {"Compressor name": "zstd 1.5.1", "Ratio": 2.887, "Compression": "530 MB/s"},
            {"Compressor name": "zlib 1.2.11", "Ratio": 2.743, "Compression": "95 MB/s"},
            {"Mode": "'standard'", "Initial turtle heading": "to the right (east)", "positive angles": "counterclockwise"},
            {"Mode": "'logo'", "Initial turtle heading": "upward (north) seen from above", "positive angles": "clockwise"},
            {"Old name": "realpath", "New name": "realpath -e"}, {"Old name": "readlink -f", "New name": "realpath -m"}])
        assert run(sb, "print(tables()[3].line, tables()[3].text.splitlines()[-1].strip())").strip() == "17 seen from above"


def test_a_list_of_a_name_and_its_value_a_line_looks_the_value_up_for_the_name() -> None:
    """Held-out i18n-supported-01: "Which character set does the SUPPORTED list ... give the locale hu_HU?" The
    list's two columns have no names, so no field was asked for, and the root answered from "hu_HU.UTF-8 UTF-8".
    In a list of a name and its value a line, what a question asks of the name its first column holds whole is
    the second column."""
    from rlm.computed import looked_up
    from rlm.loop import lookup_code
    from rlm.question import Question

    locales = [("aa_DJ.UTF-8", "UTF-8"), ("aa_DJ", "ISO-8859-1"), ("de_AT.UTF-8", "UTF-8"), ("de_AT", "ISO-8859-1"),
               ("el_GR.UTF-8", "UTF-8"), ("el_GR", "ISO-8859-7"), ("hr_HR.UTF-8", "UTF-8"), ("hr_HR", "ISO-8859-2"),
               ("hu_HU.UTF-8", "UTF-8"), ("hu_HU", "ISO-8859-2"), ("ja_JP.EUC-JP", "EUC-JP"), ("ja_JP.UTF-8", "UTF-8"),
               ("ko_KR.EUC-KR", "EUC-KR"), ("ko_KR.UTF-8", "UTF-8"), ("lt_LT.UTF-8", "UTF-8"), ("lt_LT", "ISO-8859-13"),
               ("pl_PL.UTF-8", "UTF-8"), ("pl_PL", "ISO-8859-2"), ("ru_RU.KOI8-R", "KOI8-R"), ("ru_RU.UTF-8", "UTF-8"),
               ("ru_RU", "ISO-8859-5"), ("zh_TW.UTF-8", "UTF-8"), ("zh_TW", "BIG5")]
    text = "".join(f"{name} {charset}\n" for name, charset in locales)
    with Sandbox(context=text, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, [""], ["/usr/share/i18n/SUPPORTED"])) as sb:
        asked = Question.parse("Which character set does the SUPPORTED list of the locales package give the locale hu_HU?")
        shown = run(sb, lookup_code(asked))
        assert shown.splitlines()[0] == "'hu_hu' names this record; its column2: 'ISO-8859-2'"
        assert looked_up(shown) is None  # shown to the root; no field the question named, so not the loop's own answer
        absent = Question.parse("Which character set does SUPPORTED list for the locale la_VA?")
        assert run(sb, lookup_code(absent)).strip() == ""


def test_records_sorted_by_a_number_field_the_question_names_are_placed_in_that_order() -> None:
    """Held-out iso_15924.json-04: "If you sort the scripts of iso_15924.json by their numeric code, which one
    comes right after Coptic?" The order view placed the record after Coptic as the file lists them (Cypriot);
    sorted by the numeric code (written as text, "070"), it is Gothic."""
    import json

    from rlm.loop import order_code
    from rlm.question import Question

    scripts = json.dumps({"15924": [{"alpha_4": a, "name": n, "numeric": c} for a, n, c in [
        ("Copt", "Coptic", "204"), ("Cprt", "Cypriot", "403"), ("Egyd", "Egyptian demotic", "070"), ("Goth", "Gothic", "206"),
        ("Grek", "Greek", "200"), ("Latn", "Latin", "215")]]}, indent=2)
    with Sandbox(context=scripts, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, [""], ["/usr/share/iso-codes/json/iso_15924.json"])) as sb:
        sort = Question.parse("If you sort the scripts of iso_15924.json by their numeric code, which one comes right "
                              "after Coptic?")
        assert run(sb, order_code(sort)).splitlines() == [
            "6 records sorted by 'numeric', lowest first",
            '[at 285] { "alpha_4": "Goth", "name": "Gothic", "numeric": "206" } <- right after the one that names \'coptic\'; its name: \'Gothic\'']
        listed = Question.parse("Which script does iso_15924.json list right after Coptic?")
        assert "Cypriot" in run(sb, order_code(listed))


def test_a_ranking_shows_the_field_the_question_asks_for_beside_the_one_that_tells_records_apart() -> None:
    """Held-out iso-codes-02: "Which currency has the lowest numeric code in this list? Give its name." The ranking
    named each currency by its code (ALL), the field that tells them apart; the name asked for (Lek) is beside it."""
    import ast
    import json

    from rlm.loop import computations_code
    from rlm.question import Question

    currencies = json.dumps({"4217": [{"alpha_3": a, "name": n, "numeric": c} for a, n, c in [
        ("AFN", "Afghani", "971"), ("ALL", "Lek", "008"), ("DZD", "Algerian Dinar", "012"), ("ARS", "Argentine Peso", "032"),
        ("AUD", "Australian Dollar", "036"), ("EUR", "Euro", "978")]]}, indent=2)
    with Sandbox(context=currencies, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, [""], ["/usr/share/iso-codes/json/iso_4217.json"])) as sb:
        lowest = Question.parse("Which currency has the lowest numeric code in this list? Give its name.")
        blocks = ast.literal_eval(run(sb, computations_code(lowest)).strip())
        assert run(sb, blocks[0]).strip().startswith("[('ALL', 'Lek', 8), ('DZD', 'Algerian Dinar', 12)")


def test_lists_under_headings_are_records_of_a_name_its_description_and_its_heading() -> None:
    """Held-out xkb-base.lst: "! layout" over "  us              English (US)" lines. Read as four entries, a search hit
    ran over twenty items and a fresh read joined one item's description to the next one's name ("Komi sah"); the
    description of the model armada was in no field."""
    from rlm.loop import lookup_code
    from rlm.question import Question

    sections = {"model": [("pc86", "Generic 86-key PC"), ("armada", "Compaq Armada laptop"),
                          ("presario", "Compaq Presario laptop")],
                "layout": [("us", "English (US)"), ("ru", "Russian"), ("lt", "Lithuanian"), ("de", "German"), ("fr", "French"),
                           ("it", "Italian"), ("es", "Spanish")],
                "variant": [("chr", "us: Cherokee"), ("kom", "ru: Komi"), ("sah", "ru: Yakut"), ("xal", "ru: Kalmyk"),
                            ("std", "lt: Standard"), ("us", "lt: Lithuanian (US)"), ("ibm", "lt: Lithuanian (IBM LST 1205-92)")],
                "option": [("grp", "Switching to another layout"), ("grp:switch", "Right Alt (while pressed)"),
                           ("eurosign", "Euro symbol"), ("eurosign:e", "Euro on E")]}
    text = "\n".join(f"! {head}\n" + "".join(f"  {name:<16}{description}\n" for name, description in items)
                     for head, items in sections.items())
    with Sandbox(context=text, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, [""], ["/usr/share/X11/xkb/rules/base.lst"])) as sb:
        assert run(sb, "r = records(); print(r.kind, len(r), dict(r[10]))").strip() == \
            "aligned 21 {'column1': 'chr', 'column2': 'us: Cherokee', 'section': 'variant'}"
        assert run(sb, "print(search('sah'))").splitlines()[1].endswith("] sah ru: Yakut")
        armada = Question.parse("What description does base.lst give the keyboard model armada?")
        assert run(sb, lookup_code(armada)).splitlines()[0] == "'armada' names this record; its column2: 'Compaq Armada laptop'"
        group = Question.parse("Under which group of options does base.lst list eurosign:e? Give the group's description.")
        assert run(sb, lookup_code(group)).strip() == ""  # the group's, not eurosign:e's own description
    hop = Question.parse("The variant sah in base.lst belongs to one layout. What description does the layout section give "
                         "that layout?")
    assert hop.hop and not armada.hop  # sah's own description ('ru: Yakut') is one hop from the answer: no lookup view


def test_a_place_counted_from_a_name_in_capitals_of_several_words_is_placed_from_it() -> None:
    """Held-out koi8-r-04: "Which character does KOI8-R put at the byte right after CYRILLIC SMALL LETTER HA?" No
    reference was read from a name of several words in capitals, and the order view placed the record after the
    first one a word of the question named ('character': CHARACTER TABULATION), LINE FEED; a checker's odds of
    0.59 kept it out."""
    from rlm.loop import order_code
    from rlm.question import Question

    charmap = "CHARMAP\n" + "".join(f"<U{code:04X}> /x{byte:02x} {name}\n" for code, byte, name in [
        (0x9, 0x09, "CHARACTER TABULATION (HT)"), (0xA, 0x0A, "LINE FEED (LF)"), (0x445, 0xC8, "CYRILLIC SMALL LETTER HA"),
        (0x438, 0xC9, "CYRILLIC SMALL LETTER I"), (0x439, 0xCA, "CYRILLIC SMALL LETTER SHORT I"),
        (0x44A, 0xDF, "CYRILLIC SMALL LETTER HARD SIGN")]) + "END CHARMAP\n"
    question = Question.parse("Which character does KOI8-R put at the byte right after CYRILLIC SMALL LETTER HA? Give its name.")
    assert question.reference == "CYRILLIC SMALL LETTER HA"
    with Sandbox(context=charmap, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, [""], ["/usr/share/i18n/charmaps/KOI8-R.gz"])) as sb:
        assert "/xc9 CYRILLIC SMALL LETTER I <- right after" in run(sb, order_code(question))


def test_a_letter_standing_after_a_field_s_name_is_that_field_s_value() -> None:
    """iso_639-3.json: "How many entries have the type E (extinct languages)?" A letter alone is no word of the
    question, so no field value selected the count; joined to the word before it, as "64-bit" is, it selects the
    type E. A letter after a word that names no field ("where do I ...") selects nothing."""
    import ast
    import json

    from rlm.loop import _words
    from rlm.question import Question
    from tests.test_support import taken

    kinds = "LLELIAELLHLECLSE"
    entries = [{"alpha_3": f"a{i:02d}", "name": f"Lang{i}", "scope": "I" if i % 3 else "M", "type": kinds[i % 16]}
               for i in range(40)]
    text = json.dumps({"639-3": entries}, indent=2)
    q = Question.parse("How many entries of iso_639-3.json have the type E (extinct languages)?")
    assert "e-type" in _words(q)
    assert Question.parse("Where do I find the type of a language?").lettered == ()
    with Sandbox(context=text, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000, ["iso_639-3.json"])) as sb:
        blocks = ast.literal_eval(run(sb, f"print(records().computations({_words(q)!r}, True, 0))").strip())
        assert blocks == ["print(len([r for r in records() if r['type'] == 'E']))"]
        shown = run(sb, blocks[0]).strip()
        assert shown == str(sum(e["type"] == "E" for e in entries))
        assert ast.literal_eval(run(sb, f"print(records().computations({_words(Question.parse('How many entries have the type E?'))!r}, True, 0))")) == blocks
    assert taken(shown, q, text, "/usr/share/iso-codes/json/iso_639-3.json", (shown, blocks[0]))


def test_a_tag_the_question_writes_in_brackets_selects_the_headings_that_hold_it() -> None:
    """coreutils' NEWS: "How many releases are tagged [beta]?" Each release is a heading "* Noteworthy changes in
    release 6.0 (2006-08-15) [beta]": no field's value was the tag, so nothing was counted; the releases tagged so
    are now those whose `tag` field is it (a release heading's bracketed tag, since held-out libgcrypt-news-05)."""
    import ast

    from rlm.loop import computations_code
    from rlm.question import Question
    from tests.test_support import taken

    tags = ["stable", "beta", "stable", "beta", "beta", "stable", "unstable"]
    text = "GNU coreutils NEWS                                    -*- outline -*-\n\n" + "".join(
        f"* Noteworthy changes in release 6.{9 - i} (2006-0{i + 1}-15) [{tag}]\n\n** Bug fixes\n\n"
        f"  cp no longer fails on case {i} [bug introduced in coreutils-5.{i}]\n\n"
        f"** New features\n\n  ls now accepts --option-{i}\n\n" for i, tag in enumerate(tags))
    q = Question.parse("How many coreutils releases are tagged [beta] in the NEWS file?")
    assert q.begins == ("holds", "[beta]")
    assert Question.parse("What does r['name'] hold?").begins is None
    with Sandbox(context=text, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000, ["NEWS"])) as sb:
        blocks = ast.literal_eval(run(sb, computations_code(q)).strip())
        assert blocks == ["print(len([r for r in records() if r['tag'] == 'beta']))"]
        shown = run(sb, blocks[0]).strip()
    assert shown == "3"
    assert taken(shown, q, text, "/usr/share/doc/coreutils/NEWS.gz", (shown, blocks[0]))


KOI8_R = "\n".join([
    "<code_set_name> KOI8-R", "<comment_char> %", "<escape_char> /", "% version: 1.0", "%  source: RFC1489", "",
    "CHARMAP",
    *[f"<U{i:04X}>     /x{i:02x}         CONTROL CHARACTER NUMBER {i}" for i in range(100)],
    *[f"<U25{i:02X}>     /x{0x80 + i:02x}         BOX DRAWINGS {'LIGHT' if i % 2 else 'DOUBLE'} {w}"
      for i, w in enumerate(["HORIZONTAL", "VERTICAL", "DOWN AND RIGHT", "DOWN AND LEFT", "UP AND RIGHT", "UP AND LEFT"])],
    *[f"<U{0x0430 + i:04X}>     /x{0xc0 + i:02x}         CYRILLIC SMALL LETTER {n}"
      for i, n in enumerate(["A", "BE", "TSE", "DE", "IE", "EF", "GHE", "HA", "I", "SHORT I", "KA", "EL", "EM", "EN"])],
    "END CHARMAP", ""])


def test_columns_set_apart_by_runs_of_spaces_keep_a_name_of_several_words_whole() -> None:
    """The KOI8-R charmap: "<U0445>     /xc8         CYRILLIC SMALL LETTER HA", no number among its first cells, was
    read as lines, so "names beginning BOX DRAWINGS" (no "with") counted 'charmap' of the document's own lines, and
    no record stood right after HA. Its columns start at the same places line after line: a name keeps its spaces."""
    import ast

    from rlm.loop import computations_code, order_code
    from rlm.question import Question

    q = Question.parse("How many box-drawing characters (names beginning BOX DRAWINGS) does the KOI8-R charmap hold?")
    assert q.begins == ("start", "BOX DRAWINGS")
    assert Question.parse("How many zones have a name beginning with Europe/?").begins == ("start", "Europe/")
    with Sandbox(context=KOI8_R, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000, ["KOI8-R"])) as sb:
        assert run(sb, "print(records().fields(), dict(records()[-5]))").strip() == \
            "['column1', 'column2', 'column3'] {'column1': '<U043A>', 'column2': '/xca', 'column3': 'CYRILLIC SMALL LETTER KA'}"
        blocks = ast.literal_eval(run(sb, computations_code(q)).strip())
        assert blocks == ["print(len([r for r in records() if str(r.get('column3', '')).startswith('BOX DRAWINGS')]))"]
        assert run(sb, blocks[0]).strip() == "6"
        after = Question.parse("Which character does KOI8-R put at the byte right after CYRILLIC SMALL LETTER HA? Give its name.")
        assert "<U0438> /xc8 CYRILLIC SMALL LETTER I <- right after" in run(sb, order_code(after))


def test_a_news_file_in_outline_mode_is_read_as_its_release_sections() -> None:
    """coreutils' NEWS ("-*- outline -*-"): "* Noteworthy changes in release 7.0" over "** Bug fixes" over indented
    text was read as margin lines with their indented lines, so "the version released just before 7.0" was the
    "** Changes in behavior" heading above it in the file. Its releases are sections, in time order."""
    from rlm.loop import order_code
    from rlm.question import Question

    releases = ["7.1", "7.0", "6.12", "6.11"]
    text = "GNU coreutils NEWS                                    -*- outline -*-\n\n" + "".join(
        f"* Noteworthy changes in release {v} (2008-{12 - i:02d}-01) [stable]\n\n** Bug fixes\n\n"
        + "".join(f"  cp no longer fails on case {i}.{j}, when the target\n  is a symbolic link to itself.\n\n"
                  for j in range(6))
        + "** Changes in behavior\n\n  ls now sorts the way it did before.\n\n" for i, v in enumerate(releases))
    q = Question.parse("Going by coreutils' NEWS, which version was released just before 7.0?")
    with Sandbox(context=text, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000, ["NEWS"])) as sb:
        assert run(sb, "print(records().kind, len(records()))").strip() == "sections 4"
        assert "Noteworthy changes in release 6.12 (2008-10-01) [stable] <- right before" in run(sb, order_code(q))


def test_the_terms_of_a_definition_list_are_records_of_their_own() -> None:
    """base-passwd's Users and Groups: under "Chapter 2. Users and Groups", "   klog" over "          Used by klogd,
    the kernel logger." Read as margin lines with what is indented under them, the chapter was one record, and
    nothing came "right after klog". Each term is a record with the chapter as its parent; a paragraph is none."""
    from rlm.loop import order_code
    from rlm.question import Question

    names = ["root", "daemon", "bin", "sys", "klog", "syslog", "www-data"]
    text = ("Users and Groups in the Debian System\n\nChapter 1. Introduction\n\n"
            "   The Debian base-passwd package contains the master versions of\n   /etc/passwd and /etc/group.\n\n"
            "Chapter 2. Users and Groups\n\n   Many users have a corresponding group, and these pairs will be\n"
            "   treated together.\n\n" + "".join(f"   {n}\n          {says}\n          {more}.\n\n" for n, says, more in zip(
                names, ["Root is (typically) the superuser.", "Some unprivileged daemons run as daemon.daemon,",
                        "HELP: no known uses of this user remain", "Packages use it to own", "Klogd runs as it, the",
                        "The general purpose logger", "Web servers run as www-data, and"],
                ["It owns most of the files", "such as portmap and atd", "Removed in a later release", "the serial ports",
                 "kernel logger", "and it is its user", "their content is owned by root"])) +
            "Appendix A. Removed users\n\n   Some users were removed, and their ids are free again.\n")
    q = Question.parse("In base-passwd's Users and Groups document, which user or group is described right after klog?")
    with Sandbox(context=text, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000, ["users.txt"])) as sb:
        assert run(sb, "print([r['head'] for r in records() if r.get('parent') == 'Chapter 2. Users and Groups'])"
                   ).strip() == repr(names)
        assert "syslog <- right after the one that names 'klog' among the entries of 'Chapter 2. Users and Groups'" in \
            run(sb, order_code(q))


def test_a_hit_is_placed_under_the_heading_one_level_down_and_near_hits_are_not_counted() -> None:
    """Python's LICENSE.txt: "B. TERMS AND CONDITIONS ..." (underlined with =) over agreements underlined with dashes.
    A hit said only "in B. TERMS AND CONDITIONS ...", and a fresh read asked which agreement names Virginia answered
    with part B. And len() of sentences that only share a pattern's words (no exact match) is no count: a root
    counted 7 aliases of 5 so."""
    text = ("A. HISTORY OF THE SOFTWARE\n==========================\n\nPython was created in the early 1990s.\n\n"
            "B. TERMS AND CONDITIONS FOR USING PYTHON\n========================================\n\n"
            "PSF LICENSE AGREEMENT FOR PYTHON\n--------------------------------\n\n1. This agreement is with the PSF.\n\n"
            "CNRI LICENSE AGREEMENT FOR PYTHON 1.6.1\n---------------------------------------\n\n"
            "7. This License Agreement shall be governed by the law of the Commonwealth of Virginia.\n")
    with Sandbox(context=text, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        assert "[at 362, in B. TERMS AND CONDITIONS FOR USING PYTHON, CNRI LICENSE AGREEMENT FOR PYTHON 1.6.1] 7. This" in \
            run(sb, "print(search('Virginia'))")
        assert "in A. HISTORY OF THE SOFTWARE] Python was created" in run(sb, "print(search('created'))")
        near = sb.run("h = search('law of the State of Virginia')\nprint(h.header)\nprint(bool(h), len(list(h)))\nprint(len(h))")
        assert near.output.startswith("no exact match for 'law of the State of Virginia'; sentences with its words")
        assert "True 1" in near.output and near.error is not None and near.error.type == "TypeError"
        assert "nothing to count" in near.error.message and not near.restarted  # the sandbox lists h without its size
        assert run(sb, "print(len(search('Virginia')))").strip() == "1"


ERRNO_H = "\n".join([
    "/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */", "#ifndef _ASM_GENERIC_ERRNO_H",
    "#define _ASM_GENERIC_ERRNO_H", "", "#include <asm-generic/errno-base.h>", "",
    "#define\tEDEADLK\t\t35\t/* Resource deadlock would occur */", "#define\tENAMETOOLONG\t36\t/* File name too long */",
    "", "/*", " * This error code is special: arch syscall entry code will return", " * -ENOSYS if users try to call it.", " */",
    "#define\tENOSYS\t\t38\t/* Invalid system call number */", "", "#define\tENOTEMPTY\t39\t/* Directory not empty */",
    "#define\tELOOP\t\t40\t/* Too many symbolic links encountered */", "#define\tEWOULDBLOCK\tEAGAIN\t/* Operation would block */",
    "#define\tEBADE\t\t52\t/* Invalid exchange */", "#define\tEBADR\t\t53\t/* Invalid request descriptor */",
    "#define\tENOTUNIQ\t76\t/* Name not unique on network */", "#define\tEDEADLOCK\tEDEADLK", "", "#endif", ""])


def test_a_c_header_s_defines_are_records_of_name_value_and_description() -> None:
    """asm-generic/errno.h: its '#define' lines were comments to the line reader, and the file nine lines of prose, so
    no record followed ENOTEMPTY and the nearest record to 'code' (of "error code") was placed instead. A count of
    the descriptions holding "invalid" was blocked by "not" (of "(not errno-base.h)"), "any" and "many"."""
    import ast

    from rlm.loop import computations_code, order_code
    from rlm.question import Question

    with Sandbox(context=ERRNO_H, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000, ["errno.h"])) as sb:
        assert run(sb, "print(records().kind, len(records()), records().fields(), dict(records()[5]))").strip() == \
            "defines 10 ['name', 'value', 'description'] {'name': 'EWOULDBLOCK', 'value': 'EAGAIN', 'description': " \
            "'Operation would block'}"
        after = Question.parse("Which error code does asm-generic/errno.h define right after ENOTEMPTY?")
        assert "#define ELOOP 40 /* Too many symbolic links encountered */ <- right after the one that names 'enotempty'" \
            in run(sb, order_code(after))
        absent = Question.parse("Which error code does asm-generic/errno.h define right after EFOOBAR?")
        assert run(sb, order_code(absent)).strip().endswith("no record is named 'EFOOBAR'")  # not the record of 'code'
        q = Question.parse('How many of the error codes defined in asm-generic/errno.h itself (not errno-base.h) have a '
                           'description comment containing the word "invalid", in any case?')
        blocks = ast.literal_eval(run(sb, computations_code(q)).strip())
        assert blocks == ["print(len([r for r in records() if 'invalid' in str(r['description']).lower()]))"]
        assert run(sb, blocks[0]).strip() == "3"


ELF_H = "\n".join([
    "/* This file defines standard ELF types.  */", "", "#ifndef _ELF_H", "#define\t_ELF_H 1", "",
    "typedef struct", "{", "  unsigned char e_ident[16];", "} Elf32_Ehdr;", "",
    "/* Legal values for e_machine (architecture).  */", "",
    "#define EM_NONE\t\t 0\t/* No machine */", "#define EM_M32\t\t 1\t/* AT&T WE 32100 */",
    "#define EM_SPARC\t 2\t/* SUN SPARC */", "#define EM_386\t\t 3\t/* Intel 80386 */", "#define EM_68K\t\t 4",
    "#define EM_ARC_COMPACT\t93\t/* ARC International ARCompact */", "#define EM_VIDEOCORE\t95\t/* Alphamosaic VideoCore */",
    "", "#define EM_TMM_GPP\t96\t/* Thompson Multimedia General Purpose Proc */", "#define EM_ARC_A5\tEM_ARC_COMPACT", "",
    "/* Special value for e_phnum.  This indicates that the real number of", "   program headers is too large.  */", "",
    "#define PN_XNUM\t\t0xffff", "", "/* SH specific declarations */", "",
    "#define R_SH_NONE\t\t0", "#define R_SH_DIR32\t\t1", "#define R_SH_REL32\t\t2", "#define R_SH_DIR8WPN\t\t3",
    "#define R_SH_NUM\t\t256", "",
    "typedef struct { int a; } Elf32_Other;", "", "#define ELF_AFTER_STRUCT 7", "", "#endif", ""])
ELF_EM_H = "\n".join(["#ifndef _LINUX_ELF_EM_H", "#define _LINUX_ELF_EM_H", "", "#define EM_NONE\t\t0",
                       "#define EM_ARCOMPACT\t93\t/* ARCompact processor */", "#define EM_BPF\t\t247", "", "#endif", ""])


def test_a_c_header_s_comment_headings_name_its_groups_of_defines() -> None:
    """Held-out elf.h-01 to -05: elf.h's structs left it read as lines (a #define reader took a header whose lines of
    code are nine in ten directives), so nothing followed EM_VIDEOCORE, no #define had the comment heading above its
    group ("/* Legal values for p_type field of Elf32_Phdr/Elf64_Phdr.  */"), "leaving out R_SH_NUM" left nothing
    out; read so, "under which name does linux/elf-em.h define that same machine number" found elf.h's alias."""
    import ast

    from rlm.loop import computations_code, lookup_code, order_code
    from rlm.question import Question

    with Sandbox(context=ELF_H, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000, ["elf.h"])) as sb:
        assert ast.literal_eval(run(sb, "print([(r['name'], r.get('section')) for r in records()])").strip()) == [
            ("_ELF_H", None)] + [(n, "Legal values for e_machine (architecture).") for n in (
                "EM_NONE", "EM_M32", "EM_SPARC", "EM_386", "EM_68K", "EM_ARC_COMPACT", "EM_VIDEOCORE", "EM_TMM_GPP", "EM_ARC_A5")] + [
            ("PN_XNUM", "Special value for e_phnum. This indicates that the real number of program headers is too large.")
        ] + [(n, "SH specific declarations") for n in ("R_SH_NONE", "R_SH_DIR32", "R_SH_REL32", "R_SH_DIR8WPN",
                                                        "R_SH_NUM")] + [
            ("ELF_AFTER_STRUCT", None)]
        q = Question.parse("Under which comment heading does elf.h define EM_M32? Give the heading as it is written.")
        assert run(sb, lookup_code(q)).startswith("'em_m32' names this record; its section: 'Legal values for e_machine")
        q = Question.parse("Which machine constant does elf.h define right after EM_VIDEOCORE?")
        assert "EM_TMM_GPP" in run(sb, order_code(q)).split("\n")[1]
        q = Question.parse("elf.h defines EM_ARC_A5 as the name of another machine. What numeric code does EM_ARC_A5 "
                           "come to?")
        assert run(sb, lookup_code(q)).startswith("'em_arc_compact' names this record; its value: '93'")
        q = Question.parse("How many relocation types does elf.h define? Count the #define lines whose names start with "
                           "R_SH_, leaving out R_SH_NUM.")
        blocks = ast.literal_eval(run(sb, computations_code(q)).strip())
        assert len(blocks) == 1 and "!= 'R_SH_NUM'" in blocks[0] and run(sb, blocks[0]).strip() == "4"
    with Sandbox(context=[ELF_H, ELF_EM_H], functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, ["elf.h", "linux/elf-em.h"])) as sb:
        q = Question.parse("glibc's elf.h defines EM_ARC_COMPACT as machine number 93. Under which name does the kernel's "
                           "linux/elf-em.h define that same machine number?")
        assert run(sb, lookup_code(q)).startswith("'93' names this record; its name: 'EM_ARCOMPACT'")


def _jfc(period: str) -> str:
    events = [("jdk.ThreadDump", "true", period, ""), ("jdk.Flush", "false", "", "0 ns"), ("jdk.GCHeapSummary", "false", "", ""),
              ("jdk.SafepointBegin", "true", "", "10 ms"), ("jdk.CPULoad", "false", "1000 ms", "")]
    return '<?xml version="1.0" encoding="UTF-8"?>\n<configuration version="2.0">\n' + "".join(
        f'  <event name="{name}">\n    <setting name="enabled" control="x-enabled">{enabled}</setting>\n' +
        (f'    <setting name="period">{every}</setting>\n' if every else "") +
        (f'    <setting name="threshold">{threshold}</setting>\n' if threshold else "") +
        '    <setting name="stackTrace">false</setting>\n  </event>\n' for name, enabled, every, threshold in events) + \
        '  <control>\n    <test name="t" operator="equal" value="off"/>\n    <test name="u" operator="equal" value="on"/>\n' \
        '  </control>\n</configuration>\n'


def test_an_xml_element_s_named_settings_are_its_fields() -> None:
    """Held-out jfr-default.jfc-01 to -03: JFR's `<event name="jdk.Flush"><setting name="threshold">0 ns</setting>` gave
    the event no threshold (each setting was a record of its own), so "how many events ... leave disabled (their
    "enabled" setting false)" counted nothing (settings and events both named, "false" also a stackTrace's), and what
    profile.jfc sets jdk.ThreadDump's period to was found in neither file (a few `<test value=...>` made the records
    ones of names and values)."""
    import ast

    from rlm.loop import computations_code, lookup_code
    from rlm.question import Question

    with Sandbox(context=_jfc("everyChunk"), functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, ["default.jfc"])) as sb:
        assert ast.literal_eval(run(sb, "print([(r['name'], r.get('enabled'), r.get('threshold')) for r in records() "
                                        "if r['kind'] == 'event'][:2])").strip()) == [
            ("jdk.ThreadDump", "true", None), ("jdk.Flush", "false", "0 ns")]
        q = Question.parse('How many events does the JFR settings file default.jfc leave disabled (their "enabled" setting '
                           'false)?')
        blocks = ast.literal_eval(run(sb, computations_code(q)).strip())
        assert len(blocks) == 1 and run(sb, blocks[0]).strip() == "3"
    with Sandbox(context=[_jfc("everyChunk"), _jfc("60 s")], functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, ["default.jfc", "profile.jfc"])) as sb:
        q = Question.parse("default.jfc sets the period of the JFR event jdk.ThreadDump to everyChunk. What does "
                           "profile.jfc set it to?")
        assert run(sb, lookup_code(q)).startswith("'jdk.threaddump' names this record; its period: '60 s'")


def test_a_key_inside_a_section_s_body_places_no_other_section() -> None:
    """Python's LICENSE.txt: "which release is listed right after 2.0.1?" 2.0.1 is a row of the release table in the
    history section's body, and the order view placed the next section, "B. TERMS AND CONDITIONS ...", as the answer."""
    from rlm.loop import order_code
    from rlm.question import Question

    text = ("A. HISTORY OF THE SOFTWARE\n==========================\n\nPython was created in the early 1990s.\n\n"
            "    Release         Derived     Year        Owner\n\n    2.0             1.6         2000        BeOpen.com\n"
            "    2.0.1           2.0+1.6.1   2001        PSF\n    2.1.1           2.1+2.0.1   2001        PSF\n\n"
            "B. TERMS AND CONDITIONS FOR USING PYTHON\n========================================\n\n"
            "The PSF licence applies.\n\nC. NOTES\n========\n\nNothing more.\n")
    q = Question.parse("In the release table of Python's LICENSE.txt, which release is listed right after 2.0.1?")
    with Sandbox(context=text, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        shown = run(sb, order_code(q))
    assert "'2.0.1' is inside the body of the record at 0 (A. HISTORY OF THE SOFTWARE)" in shown and " <- " not in shown


def test_a_ranking_of_kinds_is_by_short_fields_not_bodies_of_text() -> None:
    """Held-out opcode.py-04: "Which instruction has the most specialized forms in opcode.py's _specializations table?"
    Most of the module's entries have an empty body, so 'body' had few values, and the loop ranked the records by it:
    its labels were whole dicts of code, and a fresh read answered a name inside one (LOAD_ATTR)."""
    import ast

    source = ("".join(f"def {n}(name, op):\n    pass\n\n\n" for n in ("def_op", "name_op", "jrel_op")) +
              "".join(f"CONST_{i} = {i}\n" for i in range(12)) +
              "_cache_format = {\n" + "".join(f'    "LOAD_{i}": {{\n        "counter": 1,\n    }},\n' for i in range(7)) + "}\n\n"
              "_specializations = {\n" + "".join(f'    "BINARY_{i}": [\n        "BINARY_{i}_INT",\n    ],\n' for i in range(7))
              + "}\n")
    with Sandbox(context=source, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000, ["opcode.py"])) as sb:
        assert "'body'" in run(sb, "print(records().fields())")
        blocks = ast.literal_eval(run(sb, "print(records().computations(['forms', 'instruction', 'most', 'specialized', "
                                          "'_specializations', 'table', 'which'], False, 1))").strip())
    assert not any("r['body']" in b for b in blocks)  # and no ranking of the items' kind, of one value


SCHEMA_XML = """<?xml version="1.0" encoding="UTF-8"?>
<schemalist gettext-domain="demo">
  <schema id="org.demo.touchpad" path="/org/demo/touchpad/">
    <key name="tap-to-click" type="b"><default>false</default><summary>Tap to click</summary></key>
    <key name="natural-scroll" type="b"><default>true</default><summary>Natural scrolling</summary></key>
    <key name="left-handed" enum="org.demo.Handedness"><default>'mouse'</default>
      <summary>Button orientation</summary></key>
    <key name="speed" type="d"><default>0</default><summary>Pointer speed « fast »</summary></key>
  </schema>
  <schema id="org.demo.mouse" path="/org/demo/mouse/">
    <key name="left-handed" type="b"><default>false</default></key>
    <key name="speed" type="d"><default>0</default></key>
  </schema>
  <enum id="org.demo.Handedness">
    <value nick="right" value="0"/><value nick="left" value="1"/><value nick="mouse" value="2"/>
  </enum>
</schemalist>
"""

ALIASES_XML = """<?xml version="1.0"?>
<fontconfig>
  <alias binding="same"><family>Liberation Serif</family><default><family>Times New Roman</family></default></alias>
  <alias binding="same"><family>Tinos</family><default><family>Times New Roman</family></default></alias>
  <alias binding="same"><family>TeX Gyre Termes</family><default><family>Times</family></default></alias>
  <alias binding="same"><family>Nimbus Roman</family><default><family>Times</family></default></alias>
  <alias binding="same"><family>Thorndale</family><default><family>Times New Roman</family></default></alias>
  <alias binding="same"><family>Arial</family><accept><family>Arimo</family><family>Albany</family></accept></alias>
</fontconfig>
"""


def test_an_xml_file_s_elements_are_records_of_their_attributes_and_children() -> None:
    """fontconfig's 30-metric-aliases.conf and a gsettings schema read as lines: no key knew its schema, and no alias
    had a default to count. Each element with attributes or children is a record: its tag the kind, its name, its
    parent's name, its attributes and its plain children's texts (a list of them joined); located where it is written,
    in characters (expat counts bytes: the « » before the mouse schema)."""
    with Sandbox(context=SCHEMA_XML, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        assert run(sb, "r = records()\nprint(r.kind, len(r), Counter(x['kind'] for x in r))").strip() == \
            "xml 12 Counter({'key': 6, 'value': 3, 'schema': 2, 'enum': 1})"
        assert run(sb, "print(dict(records()[3]))").strip() == str(
            {"kind": "key", "name": "left-handed", "enum": "org.demo.Handedness", "default": "'mouse'",
             "summary": "Button orientation", "parent": "org.demo.touchpad", "level": 2})
        mouse = SCHEMA_XML.index('<schema id="org.demo.mouse"')
        assert run(sb, "print(records()[5])").strip().startswith(f'[at {mouse}] <schema id="org.demo.mouse"')
        assert run(sb, "print([(r['name'], r['value']) for r in records() if r['parent'] == 'org.demo.Handedness'])"
                   ).strip() == "[('right', 0), ('left', 1), ('mouse', 2)]"
    with Sandbox(context=ALIASES_XML, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        assert run(sb, "print(dict(records()[5]))").strip() == str(
            {"kind": "alias", "name": "Arial", "binding": "same", "family": "Arial", "accept": "Arimo, Albany",
             "parent": "", "level": 1})
    broken = SCHEMA_XML.replace("</schemalist>", "")  # not XML: read as another kind
    with Sandbox(context=broken, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        assert run(sb, "print(records().kind)").strip() != "xml"


def test_counts_over_xml_records_take_the_kind_the_parent_and_a_quoted_value() -> None:
    """Held-out peripherals-schema-02 and metric-aliases-02: "boolean keys (type "b") of the schema X" counts the
    keys whose parent is X (not the schema whose id is X) and whose type is the quoted one-letter "b"; "Times New
    Roman as the default" selects that value, not Times, a word of it; and a ranking leaves out the records with no
    value (an alias that sets no default) and the fields of one value."""
    import ast

    from rlm.loop import computations_code
    from rlm.question import Question

    def computed(sb: Sandbox, question: str) -> tuple[list[str], list[str]]:
        blocks = ast.literal_eval(run(sb, computations_code(Question.parse(question))).strip())
        return blocks, [run(sb, b).strip() for b in blocks]

    with Sandbox(context=SCHEMA_XML, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        blocks, shown = computed(sb, 'How many boolean keys (type "b") does the schema org.demo.touchpad define?')
        assert blocks == ["print(len([r for r in records() if r['kind'] == 'key' and r['parent'] == "
                          "'org.demo.touchpad' and r['type'] == 'b']))"] and shown == ["2"]
    with Sandbox(context=ALIASES_XML, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        _, shown = computed(sb, "How many <alias> entries give Times New Roman as the default family?")
        assert shown == ["3"]
        _, shown = computed(sb, "Which family is named as the default by the most <alias> entries?")
        assert shown[0] == "[('Times New Roman', 3), ('Times', 2)]" and all("'binding'" not in s for s in shown)


COMMANDS_PY = '''"""A client."""

import re

Commands = {
        # name            valid states
        'APPEND':       ('AUTH', 'SELECTED'),
        'CAPABILITY':   ('NONAUTH', 'AUTH', 'SELECTED', 'LOGOUT'),
        'STARTTLS':     ('NONAUTH',),
        'UID':          ('SELECTED',),
        'UNSUBSCRIBE':  ('AUTH', 'SELECTED'),
        }

def def_op(name, op):
    opmap[name] = op

def name_op(name, op):
    def_op(name, op)

def_op('CACHE', 0)
def_op('POP_TOP', 1)
def_op('SET_ADD', 146)  # a comment
name_op('STORE_NAME', 90)


class Client:
    def uid(self, command):
        return command

    def unsubscribe(self, mailbox):
        return mailbox
'''


def test_a_python_module_s_dicts_and_declaring_calls_are_records_beside_its_definitions() -> None:
    """Held-out imaplib.py and opcode.py: the Commands table was one entry of the module, so "the command right after
    UID in the Commands table" placed the method after uid() instead, and each def_op line was a head with no name.
    A top-level dict's items and the calls of a function called at the top level three times or more are records
    (name, value, kind, parent), the definitions kept; a record of a name and a value answers with its value."""
    from rlm.loop import lookup_code, order_code
    from rlm.question import Question

    with Sandbox(context=COMMANDS_PY, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        assert run(sb, "print(records().kind, [(r.get('name'), r.get('kind')) for r in records() if r.get('name')])"
                   ).strip() == ("python [('APPEND', 'item'), ('CAPABILITY', 'item'), ('STARTTLS', 'item'), ('UID', 'item'), "
                                 "('UNSUBSCRIBE', 'item'), ('def_op', 'function'), ('name_op', 'function'), ('CACHE', 'def_op'), "
                                 "('POP_TOP', 'def_op'), ('SET_ADD', 'def_op'), ('Client', 'class'), ('uid', 'method'), "
                                 "('unsubscribe', 'method')]")
        assert run(sb, "print([r for r in records() if r.get('name') == 'CAPABILITY'][0]['value'])").strip() == \
            "NONAUTH, AUTH, SELECTED, LOGOUT"
        after = Question.parse("Which command comes right after UID in imaplib's Commands table?")
        assert "'UNSUBSCRIBE': ('AUTH', 'SELECTED') <- right after the one that names 'uid' among the items of " \
               "'Commands'" in run(sb, order_code(after))
        given = Question.parse("What number does opcode.py give the opcode SET_ADD?")
        assert run(sb, lookup_code(given)).startswith("'set_add' names this record; its value: '146'\n")
    with Sandbox(context="x = {'a': 1}\nprint(x)\n", functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000)) as sb:
        assert run(sb, "print(records().kind)").strip() != "python"  # too little data to read as such


TOKEN_PY = ("\"\"\"Token constants.\"\"\"\n\n" + "".join(f"{n} = {i}\n" for i, n in enumerate(
    ["ENDMARKER", "NAME", "PLUS", "MINUS", "STAR", "SLASH", "VBAR", "DOUBLESTAR"])) +
    "\ntok_name = {value: name for name, value in globals().items() if isinstance(value, int)}\n\n"
    "EXACT_TOKEN_TYPES = {\n    '*': STAR,\n    '**': DOUBLESTAR,\n    '+': PLUS,\n    '-': MINUS,\n    '/': SLASH,\n"
    "    '|': VBAR,\n}\n\ndef ISTERMINAL(x):\n    return x < NT_OFFSET\n")


def test_a_python_module_s_constants_are_records_in_the_order_it_defines_them() -> None:
    """Held-out token.py: its records were the items of EXACT_TOKEN_TYPES only, so "the constant defined right after
    STAR" was the item after '*': STAR ('**': DOUBLESTAR). Each constant set to a literal is a record of kind
    'constant', in its place, and no nameless entry of its line beside it."""
    from rlm.loop import order_code
    from rlm.question import Question

    with Sandbox(context=TOKEN_PY, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        assert run(sb, "print([r['name'] for r in records() if r.get('kind') == 'constant'])").strip() == \
            "['ENDMARKER', 'NAME', 'PLUS', 'MINUS', 'STAR', 'SLASH', 'VBAR', 'DOUBLESTAR']"
        assert run(sb, "print(sum(r.text.startswith('STAR =') for r in records()))").strip() == "1"
        after = run(sb, order_code(Question.parse("Which constant does token.py define directly after STAR?")))
        assert "SLASH = 5 <- right after the one that names 'star'" in after


SECURITY_PROPERTIES = """#
# List of providers and their preference orders:
#
security.provider.1=SUN
security.provider.2=SunRsaSign
security.provider.3=SunEC
#
# Legacy algorithms:
#
#jdk.tls.legacyAlgorithms=NULL
jdk.tls.legacyAlgorithms=NULL, anon, RC4, DES, \\
    3DES_EDE_CBC
jdk.tls.keyLimits=AES/GCM/NoPadding KeyUpdate 2^37, \\
    ChaCha20-Poly1305 KeyUpdate 2^37
#
# The default keystore type.
#
keystore.type=pkcs12
policy.provider=sun.security.provider.PolicyFile
policy.url.1=file:${java.home}/conf/security/java.policy
"""


def test_settings_are_records_of_key_and_value_their_continued_lines_joined() -> None:
    """Held-out java.security: its `key=value` lines were lines without fields (a setting continued over several
    lines with a backslash broke the rule that nearly every line is one), so "which provider does java.security
    register as security.provider.1" showed nothing to look up. Settings are key and value, a continued one a single
    record; a setting named by a key that no word of prose is gives its value; a count of the one setting a key names
    is what its value lists, not 1."""
    import ast

    from rlm.loop import computations_code, lookup_code
    from rlm.question import Question

    with Sandbox(context=SECURITY_PROPERTIES, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000)) as sb:
        assert run(sb, "print(len(records()), records().fields(), dict(records()[3]))").strip() == \
            "8 ['key', 'value'] {'key': 'jdk.tls.legacyAlgorithms', 'value': 'NULL, anon, RC4, DES, 3DES_EDE_CBC'}"
        given = Question.parse("Which provider does OpenJDK's java.security register as security.provider.1?")
        assert run(sb, lookup_code(given)).startswith("'security.provider.1' names this record; its value: 'SUN'\n")
        listed = Question.parse("How many comma-separated entries does java.security's active jdk.tls.legacyAlgorithms "
                                "setting list?")
        assert ast.literal_eval(run(sb, computations_code(listed)).strip()) == []
    with Sandbox(context="NAME=Debian\nVERSION_ID=12\nID=debian\nHOME_URL=https://www.debian.org/\n",
                 functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        assert run(sb, "print(records().fields())").strip() == "['key', 'value']"  # no comments needed


ERRCODES = "\n".join(["# Errors, one a line", "#", "", "Section: Class 00 - Successful Completion", "",
                      "00000    S    ERRCODE_SUCCESSFUL_COMPLETION                      successful_completion", "",
                      "Section: Class 01 - Warning", ""] +
                     [f"0100{i}    W    ERRCODE_WARNING_{i}                                 warning_{i}" for i in range(4)] +
                     ["", "Section: Class 22 - Data Exception", ""] +
                     [f"220{i:02d}    E    ERRCODE_DATA_{i}                                    data_{i}" for i in range(20)] +
                     ["", "Section: Class 25 - Invalid Transaction State", ""] +
                     [f"250{i:02d}    E    ERRCODE_STATE_{i}                                   state_{i}" for i in range(6)])


def test_a_table_s_rows_under_group_labels_carry_their_group() -> None:
    """Held-out pg-errcodes: PostgreSQL's errcodes.txt puts "Section: Class 25 - Invalid Transaction State" over its
    rows. A row alone between blank lines ("00000    S    ERRCODE_SUCCESSFUL_COMPLETION ...") was taken for a numbered
    heading, so the file read as eleven sections. Its rows are records with their group's label as a field: a count
    under one group and the group with the most rows are computed."""
    import ast

    from rlm.loop import computations_code
    from rlm.question import Question

    with Sandbox(context=ERRCODES, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        assert run(sb, "print(records().kind, len(records()), dict(records()[0]))").strip() == \
            "lines 31 {'column1': '00000', 'column2': 'S', 'column3': 'ERRCODE_SUCCESSFUL_COMPLETION', 'column4': " \
            "'successful_completion', 'Section': 'Class 00 - Successful Completion'}"
        under = Question.parse('How many codes does errcodes.txt list under "Section: Class 25 - Invalid Transaction '
                               'State"?')
        blocks = ast.literal_eval(run(sb, computations_code(under)).strip())
        assert [run(sb, b).strip() for b in blocks] == ["6"]
        most = Question.parse('Which SQLSTATE class in errcodes.txt lists the most codes? Give its heading as written '
                              'after "Section:".')
        blocks = ast.literal_eval(run(sb, computations_code(most)).strip())
        assert run(sb, blocks[0]).startswith("[('Class 22 - Data Exception', 20), ('Class 25 - Invalid Transaction "
                                             "State', 6)")


RULED_NEWS = "\n".join(["", "                     NEWS about pager", "", "=" * 70, "",
                        "  Report bugs at https://example.org/issues.", "", "=" * 70, ""] +
                       [line for old, new, items in ((581, 590, ["Add the --lesskey-src option.", "Add the --file-size option."]),
                                                     (563, 581, ["Add the --mouse option.", "Fix a bug in tags."]),
                                                     (551, 563, ["Add the --wheel-lines option.", "Fix resizing."]))
                        for line in [f'\tMajor changes between "pager" versions {old} and {new}', ""] +
                        [f"* {item}\n" for item in items] + ["=" * 70, ""]])


def test_a_document_divided_by_rule_lines_has_its_parts_as_sections_and_hit_labels() -> None:
    """Held-out less-news and bash-news: less's NEWS draws a line over each "Major changes between "less" versions
    581 and 590", bash's over each "This is a terse description of the new features added to bash-5.1 since ...". Read
    without the rules, the file was 625 lines, and a hit for --mouse said nothing of its release. A heading's underline
    is no rule, and a count of what a section's body lists is not one of sections."""
    import ast

    from rlm.loop import computations_code
    from rlm.question import Question

    with Sandbox(context=RULED_NEWS, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, ["NEWS"], ["NEWS"])) as sb:
        assert run(sb, "print(records().kind, [r['title'] for r in records()][-3:])").strip() == \
            "sections ['Major changes between \"pager\" versions 581 and 590', 'Major changes between \"pager\" versions " \
            "563 and 581', 'Major changes between \"pager\" versions 551 and 563']"
        assert ', in Major changes between "pager" versions 563 and 581] * Add the --mouse option.' in \
            run(sb, "print(search('--mouse'))")
        items = Question.parse('How many items does NEWS list under Major changes between "pager" versions 563 and 581?')
        assert ast.literal_eval(run(sb, computations_code(items)).strip()) == []
    underlined = "\n\n".join(f"Part {i}\n{'=' * 30}\n\nText of part {i}." for i in range(5))
    with Sandbox(context=underlined, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        assert run(sb, "print([r['title'] for r in records()])").strip() == str([f"Part {i}" for i in range(5)])


def test_a_count_of_a_section_s_entries_tests_the_number_its_heading_gives_as_a_whole_number() -> None:
    """Held-out cmake-policies-02: "How many policies does cmake-policies(7) list as introduced by CMake 3.15?" had
    no count: 'introduced', in every "POLICIES INTRODUCED BY CMAKE ..." heading, seemed a second filter. A word every
    record the other one selects holds selects nothing more; the number is tested in the heading, and a number only
    a piece of longer ones there (3.1 of 3.15, 3.16) selects nothing: no count rather than a wrong one."""
    import ast

    from rlm.documents import Document
    from rlm.judge import judge
    from rlm.loop import computations_code
    from rlm.question import Question
    from rlm.seen import Seen

    releases = {"3.16": 3, "3.15": 2, "3.1": 4}
    page = ".TH \"CMAKE-POLICIES\" \"7\" \"November 30, 2022\" \"3.25.1\" \"CMake\"\n.SH NAME\ncmake-policies \\- CMake " \
        "Policies Reference\n.SH INTRODUCTION\n.sp\nPolicies in CMake are used to preserve behavior.\n" + "".join(
            f".SH POLICIES INTRODUCED BY CMAKE {v}\n" + "".join(
                f".SS CMP0{v.replace('.', '')}{i}\n.sp\nNew in version {v}.\n.sp\nThe policy was introduced in {v}.\n"
                for i in range(n)) for v, n in releases.items())
    with Sandbox(context=page, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, ["/usr/share/man/man7/cmake-policies.7.gz"])) as sb:
        def counted(question: str) -> list[str]:
            blocks = ast.literal_eval(run(sb, computations_code(Question.parse(question))).strip())
            return [run(sb, b).strip() for b in blocks]

        assert counted("How many policies does cmake-policies(7) list as introduced by CMake 3.15?") == ["2"]
        asked = Question.parse("How many policies does cmake-policies(7) list as introduced by CMake 3.16?")
        assert counted(asked.text) == ["3"]
        block = ast.literal_eval(run(sb, computations_code(asked)).strip())[0]
        assert "'introduced' in str(r['part']).lower()" in block  # what it selects by, as the question says it
        assert counted("How many policies does cmake-policies(7) list as introduced by CMake 3.1?") == []
    seen = Seen([Document(page, "/usr/share/man/man7/cmake-policies.7.gz")])
    seen.add("3", block)
    assert judge("3", seen, asked).accepted  # check run check2021: refused, 'introduced' untested


def test_the_largest_number_of_items_asks_for_the_most_of_them_not_a_number_column() -> None:
    """Held-out mime-globs2-03: "Which MIME type has the largest number of file-name patterns?" was ranked by globs2's
    one number column (each pattern's weight), which the word 'number' seemed to name; "the highest number" still is."""
    import ast

    from rlm.loop import computations_code
    from rlm.question import Question

    rows = [(50, f"application/x-{i % 40}", f"*.a{i}") for i in range(60)] + [(95, f"app/x-{i}", f"*.x{i}") for i in range(8)]
    text = "# This file was automatically generated by the\n# update-mime-database command. DO NOT EDIT!\n" + \
        "".join(f"{w}:{t}:{p}\n" for w, t, p in rows)
    with Sandbox(context=text, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000, ["globs2"])) as sb:
        def blocks(question: str) -> list[str]:
            return ast.literal_eval(run(sb, computations_code(Question.parse(question))).strip())

        assert not any("column1" in b for b in blocks("Which MIME type has the largest number of file-name patterns?"))
        assert any("t[1], reverse=True" in b for b in blocks("Which pattern has the highest number in globs2?"))


def test_a_man_page_s_hit_names_its_section_and_subsection_and_a_section_its_identifier() -> None:
    """Held-out cmake-policies-01 and journal-fields-01: a hit in cmake-policies(7) said "in ..." (a "# ..." line of an
    example's code read as a heading), so "in which CMake version was CMP0031 introduced?" had only the page's title
    line with a version; now the hit says its section and subsection. "Under which section heading is the field TID
    described?" over a page whose records are its sections is the lookup view's section naming TID, and the judge
    takes its title."""
    from rlm.documents import Document
    from rlm.judge import judge
    from rlm.loop import lookup_code
    from rlm.question import Question
    from rlm.seen import Seen

    page = "\n".join(['.TH "CMAKE-POLICIES" "7" "November 30, 2022" "3.25.1" "CMake"', ".SH NAME",
                      "cmake-policies \\- CMake Policies Reference", ".SH POLICIES INTRODUCED BY CMAKE 3.1", ".SS CMP0054",
                      ".sp", "Only interpret if() arguments as variables when unquoted.", ".nf", "project(foo)", "# ...",
                      "add_executable(foo ...)", ".fi", ".SH POLICIES INTRODUCED BY CMAKE 3.0", ".SS CMP0031", ".sp",
                      "The load_command() command should not be called.", ".nf", "# ...", ".fi", ".SS CMP0030", ".sp",
                      "The use_mangled_mesa() command should not be called.", ""])
    source = "/usr/share/man/man7/cmake-policies.7.gz"
    with Sandbox(context=page, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000, [source])) as sb:
        hit = run(sb, "print(search('CMP0031'))")
        assert ", in POLICIES INTRODUCED BY CMAKE 3.0, CMP0031] " in hit
        seen = Seen([Document(page, source)])
        seen.add(hit, "search('CMP0031')")
        introduced = Question.parse("According to the cmake-policies man page, in which CMake version was CMP0031 "
                                    "introduced?")
        assert judge("3.0", seen, introduced, forced=True).accepted
        assert not judge("3.1", seen, introduced, forced=True).accepted
    fields = "\n".join(['.TH "SYSTEMD.JOURNAL-FIELDS" "7" "" "systemd 252"', ".SH NAME", "systemd.journal-fields \\- Special",
                        ".SH DESCRIPTION", "Entries in the journal resemble an environment block.", ".SH USER JOURNAL FIELDS",
                        ".PP", "Among them is TID, the numeric thread ID the log message originates from.",
                        ".SH TRUSTED JOURNAL FIELDS", ".PP", "The process ID is _PID.", ""])
    source = "/usr/share/man/man7/systemd.journal-fields.7.gz"
    with Sandbox(context=fields, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000, [source])) as sb:
        under = Question.parse("In this man page, under which section heading is the field TID described?")
        shown = run(sb, lookup_code(under))
        assert shown.startswith("'TID' in its text names this record; its title: 'USER JOURNAL FIELDS'\n")
        seen = Seen([Document(fields, source)])
        seen.add(shown, lookup_code(under))
        assert judge("USER JOURNAL FIELDS", seen, under, forced=True).accepted


def test_a_count_names_a_table_by_its_words_and_tests_the_field_its_rows_begin_so() -> None:
    """Held-out locale.py-02: "In locale.py's table of Windows language identifiers, how many identifiers map to a locale
    name that starts with "de_"?" counted the locale_alias keys starting so (7), over every table: windows_locale joins
    two words of the question, and of its items the values (not the hex names) begin with "de_". And tcp(7)'s sections
    naming /proc/sys/net/ipv4 were counted for "how many of the settings ... are Boolean": sections are not settings."""
    import ast

    from rlm.loop import computations_code
    from rlm.question import Question

    module = ("windows_locale = {\n" + "".join(f"    0x{i:04x}: \"{c}\",\n" for i, c in enumerate(
        ["de_DE", "de_CH", "de_AT", "fr_FR", "en_US", "es_PR"])) + "}\n\nlocale_alias = {\n" + "".join(
        f"    '{k}': '{v}',\n" for k, v in [("de", "de_DE.ISO8859-1"), ("de_at", "de_AT.ISO8859-1"), ("de_be", "de_BE.ISO8859-1"),
                                         ("de_ch", "de_CH.ISO8859-1"), ("de_de", "de_DE.ISO8859-1"), ("en", "en_US.ISO8859-1")])
        + "}\n")
    with Sandbox(context=module, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, ["/usr/lib/python3.11/locale.py"])) as sb:
        question = Question.parse("In locale.py's table of Windows language identifiers, how many identifiers map to a "
                                  "locale name that starts with \"de_\"?")
        blocks = ast.literal_eval(run(sb, computations_code(question)).strip())
        assert [run(sb, b).strip() for b in blocks] == ["3"]
    page = "\n".join([".TH TCP 7 2023-02-05", ".SH NAME", "tcp \\- TCP protocol", ".SH DESCRIPTION", "A protocol.",
                      ".SS /proc interfaces", "Settings in /proc/sys/net/ipv4/ are these.", ".TP", "tcp_abort_on_overflow "
                      "(Boolean; default: disabled)", "Abort.", ".TP", "tcp_fack (Boolean; default: enabled)", "Fack.",
                      ".SS Socket options", "None of /proc/sys/net/ipv4 here, nor Boolean.", ".SH BUGS", "Not all of "
                      "/proc/sys/net/ipv4 is Boolean.", ""])
    with Sandbox(context=page, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, ["/usr/share/man/man7/tcp.7.gz"])) as sb:
        question = Question.parse("How many of the /proc/sys/net/ipv4 settings documented in tcp(7) are of Boolean type?")
        assert not any("r.text" in b for b in ast.literal_eval(run(sb, computations_code(question)).strip()))


def test_a_table_s_hex_keys_are_looked_up_as_written_and_a_release_heading_s_date_is_its_date() -> None:
    """Held-out locale.py-01 and make-news-01: windows_locale's keys were records named 2128 (0x0850 read as a number),
    and "which locale name does locale.py give 0x0850" asked for the field `name`, the one the question gives; make's
    "Version 3.68 (28 Jul 1993)" gave its release no date."""
    from rlm.loop import lookup_code
    from rlm.question import Question

    module = "windows_locale = {\n" + "".join(f"    0x{i:04x}: \"{c}\",  # {c}\n" for i, c in enumerate(
        ["de_DE", "de_CH", "de_AT", "fr_FR", "mn_CN", "es_PR"], start=0x0847)) + "}\n"
    with Sandbox(context=module, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, ["/usr/lib/python3.11/locale.py"])) as sb:
        asked = Question.parse("Which locale name does locale.py give the Windows language identifier 0x084b?")
        assert run(sb, lookup_code(asked)).startswith("'0x084b' names this record; its value: 'mn_CN'\n")
    news = "GNU make NEWS\n\n" + "".join(f"Version 3.{v} ({d} 1993)\n\n* Change {v}.\n\n" for v, d in
                                         [(70, "14 Dec"), (69, "07 Nov"), (68, "28 Jul"), (67, "21 May")])
    with Sandbox(context=news, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, ["/usr/share/doc/make/NEWS"])) as sb:
        asked = Question.parse("According to GNU make's NEWS file, on what date was make 3.68 released?")
        assert run(sb, lookup_code(asked)).startswith("'3.68' names this record; its date: '28 Jul 1993'\n")


TCP_PAGE = "\n".join([".TH TCP 7 2023-02-05", ".SH NAME", "tcp \\- TCP protocol", ".SH DESCRIPTION", ".SS /proc interfaces",
                      "Variables described as", ".I Boolean", "take an integer value.", ".TP",
                      '.IR tcp_abc " (Integer; default: 0; Linux 2.6.15 to Linux 3.8)"', '.\\" Since Linux 2.6.15',
                      "Control the byte count.", ".RS", ".TP", ".B 0", "once per acknowledgement", ".TP", ".B 1", "per segment",
                      ".RE", ".TP", '.IR tcp_abort_on_overflow " (Boolean; default: disabled; since Linux 2.4)"',
                      "Enable resetting connections.", ".TP", '.IR tcp_low_latency " (Boolean; default: disabled; since Linux \\',
                      '2.4.21/2.6; obsolete since Linux 4.14)"', "Prefer lower latency.", ".TP",
                      '.IR tcp_retries2 " (integer; default: 15; since Linux 2.2)"', "Retransmissions.", ".SS Socket options",
                      "Options follow.", ".TP", '.BR TCP_CORK " (since Linux 2.2)"', "Cork.", ".TP", ".B TCP_NODELAY",
                      "No delay.", ".INDENT 0.0", ".TP", ".B The OLD behavior is to ignore", "the option.", ".UNINDENT",
                      ".SH USER JOURNAL FIELDS", ".PP", "User fields.", ".PP", "\\fITID=\\fR", ".RS 4",
                      "The numeric thread ID.", ".RE", ".PP", "\\fIMESSAGE_ID=\\fR", ".RS 4", "A message identifier.", ".RE",
                      ".SH OPTIONS", "Options:", ".IP \\(bu 2", "a bullet stays its section's text", '.IP "\\-\\-append" 4', "Append to the file. Added in 7.66.0.", '.IP "\\-\\-verbose" 4',
                      "Say more. Added in 7.2.", '.IP "\\-\\-create-dirs" 4', "Make directories. Added in 7.66.0.", ""])


def test_a_man_page_s_tagged_lists_are_records_of_their_own_with_the_fields_their_tags_give() -> None:
    """Held-out tcp(7) and systemd.journal-fields(7): a man page's settings, options and fields (`.TP` over a tag, `.IP
    "tag"`, docbook's `.PP` over a tag and `.RS`) were only words in their section's body, so "how many of the settings
    are Boolean" counted sections, "the default for tcp_retries2" and "the field right after TID" had no record. Each
    entry is a record under its section (part), named by its tag's first word, with the type, default and since its
    parenthesis gives; a list nested in an entry (.RS .TP 0 / 1, rst2man's .INDENT) is its body, and a tag continued on
    the next line is one. A count of entries tests the note the question quotes."""
    import ast

    from rlm.loop import computations_code, lookup_code, order_code
    from rlm.question import Question

    with Sandbox(context=TCP_PAGE, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, ["/usr/share/man/man7/tcp.7.gz"])) as sb:
        assert run(sb, "print([(r['name'], r['part'], r.get('type', ''), r.get('default', '')) for r in records() "
                       "if r.get('name')])").strip() == (
            "[('tcp_abc', '/proc interfaces', 'Integer', '0'), ('tcp_abort_on_overflow', '/proc interfaces', 'Boolean', "
            "'disabled'), ('tcp_low_latency', '/proc interfaces', 'Boolean', 'disabled'), ('tcp_retries2', '/proc "
            "interfaces', 'integer', '15'), ('TCP_CORK', 'Socket options', '', ''), ('TCP_NODELAY', 'Socket options', '', "
            "''), ('TID', 'USER JOURNAL FIELDS', '', ''), ('MESSAGE_ID', 'USER JOURNAL FIELDS', '', ''), ('--append', "
            "'OPTIONS', '', ''), ('--verbose', 'OPTIONS', '', ''), ('--create-dirs', 'OPTIONS', '', '')]")
        boolean = Question.parse("How many of the /proc/sys/net/ipv4 settings documented in tcp(7) are of Boolean type?")
        assert [run(sb, b).strip() for b in ast.literal_eval(run(sb, computations_code(boolean)).strip())] == ["2"]
        default = Question.parse("What default value does the tcp(7) man page give for /proc/sys/net/ipv4/tcp_retries2?")
        assert run(sb, lookup_code(default)).startswith("'tcp_retries2' names this record; its default: '15'\n")
        under = Question.parse("In this man page, under which section heading is the field TID described?")
        assert run(sb, lookup_code(under)).startswith("'tid' names this record; its part: 'USER JOURNAL FIELDS'\n")
        after = Question.parse("Which field's entry comes right after TID in this man page?")
        assert "MESSAGE_ID= <- right after the one that names 'tid'" in run(sb, order_code(after))
        assert "a bullet stays its section's text" in run(sb, "print([r['body'] for r in records() if r['title'] == 'OPTIONS'])")
        noted = Question.parse("How many of the options described in this man page carry the note \"Added in 7.66.0\"?")
        assert [run(sb, b).strip() for b in ast.literal_eval(run(sb, computations_code(noted)).strip())] == ["2"]


def test_a_header_whose_comments_run_over_lines_without_stars_is_its_defines() -> None:
    """Held-out linux/capability.h: its comments' lines that begin with no '*' ("   overrides the restriction of
    changing file ownership") were taken for code, so its #defines were under three in four lines of code and the
    header was read as 319 lines; no lookup or order had a record. A comment's lines are no code, and two in three
    lines of code being directives (beside its structs) make a header of #defines."""
    from rlm.loop import lookup_code
    from rlm.question import Question

    header = "/* SPDX */\n#ifndef _CAP_H\n#define _CAP_H\n\ntypedef struct cap_header {\n\t__u32 version;\n\tint pid;\n} *cap_t;\n\n" \
        + "".join(f"/* Allows the thing number {i}: this comment\n   goes on over a second line\n   and a third. */\n\n"
                  f"#define CAP_THING_{i} {i}\n\n" for i in range(8)) + "#endif\n"
    with Sandbox(context=header, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, ["/usr/include/linux/capability.h"])) as sb:
        assert run(sb, "print(records().kind)").strip() == "defines"
        asked = Question.parse("What number does the kernel header linux/capability.h assign to CAP_THING_6?")
        assert run(sb, lookup_code(asked)).startswith("'cap_thing_6' names this record; its value: 6\n")


def test_a_comment_s_last_line_is_no_heading_and_a_count_tests_the_key_the_question_names() -> None:
    """Held-out gconv-modules-extra.conf: the last line of each paragraph of its licence comment ("# This file is part of
    the GNU C Library." over a blank line) was read as a Markdown heading, so the file was seven sections of licence;
    read as lines, "how many aliases ... for the character set NS_4551-2" counted every alias line: the key it names
    narrows the count. '#' lines right over the rows are comments, not records. A count that hops from a name the
    question gives first is none of these blocks, but the count of the records sharing the name its line gives."""
    import ast

    from rlm.loop import computations_code
    from rlm.question import Question

    conf = "# GNU libc iconv configuration.\n# This file is part of the GNU C Library.\n\n# The GNU C Library is free.\n" \
        "# See the licence.\n\n# If the lines start with `alias'\n#  alias:\talias name.\n\n" + "".join(
            f"#\tfrom\t\tto\t\tmodule\t\tcost\nalias\t{a}//\t\t{t}//\nalias\t{a}X//\t\t{t}//\nmodule\t{t}//\t\tINTERNAL\t\t"
            f"{t.lower()}\t\t1\n\n" for a, t in [("ISO-IR-9", "NS_4551-2"), ("ISO-IR-8", "NS_4551-1")] +
            [(f"ISO-IR-{i}", f"CS_{i}") for i in range(10, 20)])
    with Sandbox(context=conf, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, ["/usr/lib/gconv/gconv-modules-extra.conf"])) as sb:
        assert run(sb, "print(records().kind)").strip() != "sections"
        aliases = Question.parse("How many aliases does gconv-modules-extra.conf list for the character set NS_4551-2?")
        blocks = ast.literal_eval(run(sb, computations_code(aliases)).strip())
        assert [run(sb, b).strip() for b in blocks] == ["2"]
        hop = Question.parse("gconv-modules-extra.conf names ISO-IR-9X as an alias of a character set. How many aliases "
                             "does the file list for that character set in all, ISO-IR-9X included?")
        blocks = ast.literal_eval(run(sb, computations_code(hop)).strip())  # neither its own line nor every alias:
        assert [run(sb, b).strip() for b in blocks] == ["2"]  # the aliases of the set its line names, ISO-IR-9X too


def test_a_count_of_json_objects_with_lists_and_a_same_named_lookup_across_files_are_kept() -> None:
    """Two regressions the views replay caught in this session's own changes: a count over JSON objects whose fields hold
    lists raised (a list is no value a set holds), and "that same machine number" made a cross-file lookup a hop."""
    import ast
    import json

    from rlm.loop import computations_code
    from rlm.question import Question

    table = json.dumps([{"name": n, "switch": f"{n[:3]}{i}", "comment": "x", "value": str(i), "flags": ["UserValue"]}
                        for n in ("ExternalWarningLevel", "WarningLevel", "Optimization") for i in range(3 + len(n) % 3)])
    with Sandbox(context=table, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, ["/usr/share/cmake/v143_CL.json"])) as sb:
        asked = Question.parse("How many switch entries does v143_CL.json list for the ExternalWarningLevel setting?")
        blocks = ast.literal_eval(run(sb, computations_code(asked)).strip())
        assert [run(sb, b).strip() for b in blocks] == [str(3 + len("ExternalWarningLevel") % 3)]
    same = Question.parse("glibc's elf.h defines EM_ARC_COMPACT as machine number 93. Under which name does the kernel's "
                          "linux/elf-em.h define that same machine number?")
    assert not same.hop


MAN_PAGE = "\n".join(['.\\" Copyright (c) 1993 by someone', ".TH SIGNAL 7 2023-02-05", ".SH NAME",
                      "signal \\- overview of signals", ".SH DESCRIPTION", "Linux supports", ".B standard", "signals.",
                      ".SS Standard signals",
                      "The table lists them.", ".TS", "l c c l", "____", "lB c c l.",
                      "Signal\tStandard\tAction\tComment", "SIGABRT\tP1990\tCore\tAbort signal from \\fBabort\\fP(3)",
                      "SIGHUP\tP1990\tTerm\tHangup detected on controlling terminal",
                      "\t\t\tor death of controlling process",
                      "SIGINT\tP1990\tTerm\tInterrupt from keyboard", "SIGPWR\tP2001\tTerm\tPower failure", ".TE",
                      ".SS Signal numbering", ".TS", "l c l", "l c l", "___", "lB c l.", "Signal\tx86/ARM\tNotes",
                      "\tmost others", "SIGHUP\t\\01", "SIGINT\t\\02", "SIGPWR\t30\tSame as SIGINFO", ".TE",
                      ".SH SEE ALSO", ".BR kill (2)", ""])


def test_the_record_an_order_word_counts_from_is_the_one_in_the_section_the_question_names() -> None:
    """Held-out systemd.directives-05: "In the UNIT DIRECTIVES section of systemd.directives(7), which directive is listed
    right after RebootArgument=?" was answered RebootParameter: the D-Bus property RebootArgument, of another section,
    was the record counted from. Among records the word names, the one whose field the question's phrase gives."""
    def entries(names: list[str], page: str) -> str:
        return "".join(f".PP\n\\fI{n}\\fR\n.RS 4\n\\fB{page}\\fR(5)\n.RE\n" for n in names)

    page = '.TH "SYSTEMD\\&.DIRECTIVES" "7"\n.SH "NAME"\nsystemd.directives \\- Index of configuration directives\n' \
        '.SH "UNIT DIRECTIVES"\n.PP\nDirectives for configuring units\\&.\n' + \
        entries(["PrivateTmp=", "RebootArgument=", "ReceiveBuffer=", "Restart="], "systemd.unit") + \
        '.SH "D-BUS PROPERTIES"\n.PP\nProperties exposed by D-Bus\\&.\n' + \
        entries(["ReadWritePaths", "RebootArgument", "RebootParameter", "RemainAfterExit"], "org.freedesktop.systemd1")
    from rlm.loop import order_code
    from rlm.question import Question

    q = Question.parse("In the UNIT DIRECTIVES section of systemd.directives(7), which directive is listed right after "
                       "RebootArgument=?")
    with Sandbox(context=page, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        shown = run(sb, order_code(q))
    assert "ReceiveBuffer= <- right after the one that names 'rebootargument'" in shown and "RebootParameter" not in shown
    assert shown.rstrip().endswith("its title: 'ReceiveBuffer='")  # as the question writes RebootArgument=, not its name


def test_a_man_page_source_is_its_sections_and_its_tables_rows() -> None:
    """Held-out signal.7: a man page's troff source read as 1,019 lines, its macros and escapes the text and its
    tables lines of tabs. Its sections are records (title, level, body as shown, part), each table row a record of
    the table's header cells (a row continued on the next line, a header on two lines, joined), and a hit says which
    section it is in."""
    with Sandbox(context=MAN_PAGE, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, ["signal.7"], ["signal.7"])) as sb:
        assert run(sb, "print(records().kind, len(records()))").strip() == "roff 12"
        assert run(sb, "print(dict(records()[4]))").strip() == str(
            {"Signal": "SIGHUP", "Standard": "P1990", "Action": "Term",
             "Comment": "Hangup detected on controlling terminal or death of controlling process",
             "section": "Standard signals"})
        assert run(sb, "print(dict(records()[3]))").strip().endswith(
            "'Comment': 'Abort signal from abort(3)', 'section': 'Standard signals'}")
        assert run(sb, "print([dict(r) for r in records() if r.get('Signal') == 'SIGINT'][1])").strip() == str(
            {"Signal": "SIGINT", "x86/ARM most others": "2", "Notes": "", "section": "Signal numbering"})
        assert run(sb, "print([(r['title'], r['body']) for r in records() if r.get('title')][:3])").strip() == str(
            [("NAME", "signal - overview of signals"), ("DESCRIPTION", "Linux supports standard signals."),
             ("Standard signals", "The table lists them.")])
        assert ", in DESCRIPTION, Standard signals] " in run(sb, "print(search('Power failure'))")


def test_a_changelog_under_underlined_headings_is_its_sections() -> None:
    """Held-out man-db-news: man-db's NEWS.md puts "Fixes:" and its indented items under underlined release headings;
    read as indented entries, its records were the "Fixes:" blocks, none knowing its release."""
    items = "".join(f" * Fix crash number {k} in the\n   processing of stray cats.\n" for k in range(6))
    text = "\n".join(f"man-db 2.11.{i} ({i + 1} January 2023)\n{'=' * 31}\n\nFixes:\n\n{items}\n"
                      f"Improvements:\n\n{items}" for i in range(4, 0, -1))
    with Sandbox(context=text, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        assert run(sb, "print(records().kind, [r['title'] for r in records()])").strip() == \
            "sections " + str([f"man-db 2.11.{i} ({i + 1} January 2023)" for i in range(4, 0, -1)])


POLICY_XML = """<?xml version="1.0"?>
<policyconfig>
""" + "".join(f"""  <action id="org.demo.{name}">
    <description>Do {name}</description>
    <defaults><allow_any>{a}</allow_any><allow_inactive>auth_admin_keep</allow_inactive>
      <allow_active>yes</allow_active></defaults>
  </action>
""" for name, a in (("reboot", "auth_admin_keep"), ("halt", "auth_admin_keep"), ("suspend", "no"), ("lock", "no"))) + \
    "</policyconfig>\n"


def test_a_count_keeps_what_the_kind_named_does_not_hold_and_is_none_for_one_record() -> None:
    """Held-out login1-policy-02 and findutils-copyright-02, after the XML reader: "How many actions set allow_any to
    auth_admin_keep?" counted every action (37), the value being in the actions' defaults, records of their own; "How
    many Files paragraphs carry the license LGPL-3+?" counted the one header block whose Upstream-Name is findutils. A
    count of the one record a name selects is none (no count question of the dev and held-out sets has 1 for its
    answer)."""
    import ast

    from rlm.loop import computations_code
    from rlm.question import Question

    with Sandbox(context=POLICY_XML, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        q = Question.parse("How many actions of org.demo.policy set allow_any to auth_admin_keep?")
        assert ast.literal_eval(run(sb, computations_code(q)).strip()) == []
    header = "Format: https://example.org/dep5\nUpstream-Name: findutils\n\n" + "\n\n".join(
        f"Files: src/f{i}.c\nCopyright: 2020 Someone\nLicense: {'LGPL-3+' if i % 2 else 'GPL-3+'}" for i in range(8))
    with Sandbox(context=header, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        q = Question.parse("How many Files paragraphs in findutils' copyright file carry the license findutils?")
        assert ast.literal_eval(run(sb, computations_code(q)).strip()) == []
    assert not Question.parse("What is the number of SIGPROF on MIPS, going by the signal numbering table?").counts
    assert Question.parse("What is the number of ERROR lines in the log?").counts


def test_a_lookup_takes_the_field_a_question_names_anywhere_when_it_asks_for_no_other() -> None:
    """Held-out signal.7-01 and login1-policy-01: "What is the number of SIGPROF on MIPS" names the column after its
    "what", and "the allow_inactive default of the action X" the field by its whole name and the record by the action
    that holds it (its defaults are a record of their own): both showed nothing, and the root read the wrong column.
    A question that asks for something no field holds ("What tag does NEWS give SIGPWR after its Notes") gets none."""
    from rlm.loop import lookup_code
    from rlm.question import Question

    numbering = MAN_PAGE.replace("Signal\tx86/ARM\tNotes", "Signal\tx86\tMIPS").replace("\tmost others\n", "") \
        .replace("SIGPWR\t30\tSame as SIGINFO", "SIGPWR\t30\t19")
    with Sandbox(context=numbering, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, ["signal.7"], ["signal.7"])) as sb:
        shown = run(sb, lookup_code(Question.parse("What is the number of SIGPWR on MIPS, going by signal(7)?")))
        assert shown.splitlines()[0] == "'sigpwr' names this record; its MIPS: '19'"
        assert run(sb, lookup_code(Question.parse("What tag does signal(7) give SIGPWR after its MIPS number?"))) == ""
    with Sandbox(context=POLICY_XML, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        q = Question.parse("In org.demo.policy, what is the allow_any default of the action org.demo.suspend?")
        assert run(sb, lookup_code(q)).splitlines()[0] == "'org.demo.suspend' names this record; its allow_any: 'no'"


def test_a_ranking_names_records_by_a_name_some_of_them_share_and_longest_counts_lines() -> None:
    """/etc/services lists a port once for tcp and once for udp, and TarInfo's `path` has a getter and a setter: no
    field told the rows apart, so "which service has the highest port number" and "which method of TarInfo spans the
    most lines" had no ranking, and the root wrote its own (int() of a search hit's word). Ranked once per name and
    figure; "from its def line to its last line" names the records' lines."""
    import ast

    from rlm.loop import computations_code
    from rlm.question import Question

    services = "service,port,protocol\n" + "".join(f"{name},{port},{proto}\n" for name, port in (
        ("echo", 7), ("http", 80), ("fido", 60179), ("tfido", 60177), ("ntp", 123)) for proto in ("tcp", "udp"))
    with Sandbox(context=services, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        blocks = ast.literal_eval(run(sb, computations_code(Question.parse("Which service has the highest port?"))))
        assert run(sb, blocks[0]).strip() == "[('fido', 60179), ('tfido', 60177), ('ntp', 123), ('http', 80), ('echo', 7)]"
    module = "".join(f"class C{i}:\n    def a(self):\n        pass\n\n    def b(self):\n" + "        x = 1\n" * i +
                     "        pass\n\n\n" for i in range(12)) + "class TarInfo:\n" + \
        "".join(f"    def m{i}(self):\n" + "        x = 1\n" * (i % 5) + "\n" for i in range(1, 13)) + \
        "    @property\n    def path(self):\n        return 1\n\n    @path.setter\n    def path(self, p):\n" + \
        "        y = 2\n" * 7 + "\n"
    with Sandbox(context=module, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000, ["m.py"])) as sb:
        q = Question.parse("Which method of TarInfo is the longest, counting from its def line to its last line?")
        blocks = ast.literal_eval(run(sb, computations_code(q)))
        assert ast.literal_eval(run(sb, blocks[0]).strip())[0][0] == "path"


def test_a_count_of_the_items_one_release_lists_under_a_label_counts_them_in_its_section_s_body() -> None:
    """Held-out man-db-news-02 and bash-news-02: "How many items does NEWS list under "Fixes" for version 2.8.2?" and
    "lettered items under "New Features in Readline" ... for bash-4.1": a section's body runs its items together, so no
    count was shown, and roots counted the times 'item' is written. list_items() splits a body at its bullets, or at its
    letters or numbers in sequence, after the label asked and before the next one."""
    import ast

    from rlm.loop import computations_code
    from rlm.question import Question

    text = "\n".join(f"man-db 2.11.{i} ({i + 1} January 2023)\n{'=' * 31}\n\nFixes:\n\n" +
                     "".join(f" * Fix crash number {k} in the\n   processing of stray cats.\n" for k in range(i + 2)) +
                     "\nImprovements:\n\n * Check for stray cats (see `man`).\n" for i in range(4, 0, -1))
    with Sandbox(context=text, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        q = Question.parse('How many items does man-db\'s NEWS list under "Fixes" for version 2.11.3?')
        blocks = ast.literal_eval(run(sb, computations_code(q)).strip())
        assert len(blocks) == 1 and run(sb, blocks[0]).strip() == "5"
        q = Question.parse('How many items does man-db\'s NEWS list under "Fixes" for version 2.12.0?')
        assert ast.literal_eval(run(sb, computations_code(q)).strip()) == []  # no such release: no count
        assert run(sb, "print(list_items('a. One thing, e.g. this. b. Another. c. A third; see 2. below.'))").strip() == \
            "['One thing, e.g. this.', 'Another.', 'A third; see 2. below.']"
        assert run(sb, "print(len(list_items('Intro. 1. First. 2. Second. 3. Third.')))").strip() == "3"


TMUX_CHANGES = "".join(f"CHANGES FROM {a} TO {b}{date}\n\n" + "".join(
    f"* Change number {k} of {b}, a fix to the\n  handling of panes.\n\n" for k in range(n)) for a, b, date, n in (
    ("3.2a", "3.3", "", 3), ("3.1c", "3.2", "", 7), ("2.8", "2.9", "", 4), ("2.7", "2.8", "", 2),
    ("2.5", "2.6", ", 05 October 2017", 5), ("1.4", "1.5", ", 09 July 2011", 1)))


def test_a_changelog_s_changes_from_one_version_to_the_next_are_its_releases_and_their_items_count() -> None:
    """Held-out tmux-changes-02 and -03: tmux's CHANGES heads each release "CHANGES FROM 2.8 TO 2.9" (with its date
    after a comma in older ones), which no release heading matched, so a hit said no release, and "how many items ...
    under the changes from 2.8 to 2.9" and "for which release ... the most items" were shown no count."""
    import ast

    from rlm.loop import computations_code
    from rlm.question import Question

    with Sandbox(context=TMUX_CHANGES, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        assert run(sb, "print([(r['version'], r['date']) for r in records()][-2:])").strip() == \
            "[('2.6', '05 October 2017'), ('1.5', '09 July 2011')]"
        q = Question.parse("How many items (paragraphs starting with an asterisk) does tmux's CHANGES list under the "
                           "changes from 2.8 to 2.9?")
        blocks = ast.literal_eval(run(sb, computations_code(q)).strip())
        assert len(blocks) == 1 and run(sb, blocks[0]).strip() == "4"
        q = Question.parse("For which release does tmux's CHANGES list the most items (paragraphs starting with an "
                           "asterisk)? Give the version the section's changes lead to.")
        blocks = ast.literal_eval(run(sb, computations_code(q)).strip())
        assert len(blocks) == 1 and ast.literal_eval(run(sb, blocks[0]).strip())[:2] == [("3.2", 7), ("2.6", 5)]


INFO_MANUAL = ("This is demo.info, produced by makeinfo version 6.7 from demo.texi.\n\n"
               "Demo Manual\n***********\n\nThis manual documents demo.\n\n"
               "1 Introduction\n**************\n\nWelcome.\n\n"
               "2 Output of files\n*****************\n\nSignals are numbers:\n\n     15 Termination\n\n"
               "2.1 ‘cat’: Concatenate files\n============================\n\nText of cat.\n\n"
               "2.2 ‘tac’: Reverse files\n========================\n\nText of tac.\n\n"
               "2.2.1 Details\n-------------\n\nMore of tac.\n\n"
               "3 Summaries\n***********\n\n*  boxed  *\n***********\n\n"
               "3.1 ‘wc’: Count words\n=====================\n\nText of wc.\n")


def test_an_info_manual_s_underlined_numbered_headings_are_its_chapters_and_sections() -> None:
    """Held-out coreutils-manual-01 to -05: an info manual underlines its chapters with "*", its sections with "=" and
    its subsections with "-", and numbers them ("3.1 ‘cat’: ..."). Only "=" and "-" underlines were headings and a
    number needed a capital after it, so the chapters were lines of their own at the sections' level, every hit of
    ‘paste’ was said to be in ‘tsort’'s section, and a line "15 Termination" of a table was a chapter."""
    import ast

    from rlm.loop import computations_code, order_code
    from rlm.question import Question

    with Sandbox(context=INFO_MANUAL, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        assert ast.literal_eval(run(sb, "print([(r.get('number'), r['title'], r['level'], r.get('part')) for r in records() "
                                        "if r.get('number')])").strip()) == [
            ("1", "Introduction", 1, None), ("2", "Output of files", 1, None),
            ("2.1", "‘cat’: Concatenate files", 2, "Output of files"), ("2.2", "‘tac’: Reverse files", 2, "Output of files"),
            ("2.2.1", "Details", 3, "‘tac’: Reverse files"), ("3", "Summaries", 1, None),
            ("3.1", "‘wc’: Count words", 2, "Summaries")]
        assert "boxed" not in run(sb, "print([r['title'] for r in records()])")
        q = Question.parse("Which chapter of the demo manual has the most numbered sections, not counting deeper "
                           "subsections? Give its title.")
        blocks = ast.literal_eval(run(sb, computations_code(q)).strip())
        assert len(blocks) == 1 and ast.literal_eval(run(sb, blocks[0]).strip())[:2] == [("2 Output of files", 2),
                                                                                         ("3 Summaries", 1)]
        q = Question.parse("Which command does the demo manual document in the section right after the one on ‘cat’?")
        assert q.reference == "cat" and "‘tac’" in run(sb, order_code(q)).split("\n")[1]


NODE_CHANGELOG = ("# Demo 20 ChangeLog\n\n"
                  "## 2024-05-09, Version 20.13.1 'Iron' (LTS), @alice\n\n### Commits\n\n"
                  "* \\[[`aaa1111111`](u)] - **deps**: update x (A) [#1](u)\n"
                  "* \\[[`bbb2222222`](u)] - **doc**: fix y (B) [#2](u)\n\n"
                  "## 2024-05-07, Version 20.13.0 'Iron' (LTS), @bob\n\n### Notable Changes\n\n"
                  "- llhttp version 9.2.1\n- undici version 5.28.4\n- libuv version 1.48.0\n- OpenSSL version 3.0.13\n\n"
                  "### Commits\n\n" + "".join(f"* \\[[`ccc333333{k}`](u)] - **src**: fix z{k} (C) [#3](u)\n" for k in range(3)) +
                  "\n## 2024-04-10, Version 20.12.2 'Iron' (LTS), @carol\n\n### Commits\n\n"
                  "* \\[[`ddd4444444`](u)] - **deps**: update w (D) [#4](u)\n")


def test_a_changelog_dated_first_heads_releases_whose_commit_lists_count() -> None:
    """Held-out node-v20-changelog-02 to -05: Node.js heads a release "## 2024-05-07, Version 20.13.0 'Iron' (LTS),
    @who", which no release heading matched (its "- llhttp version 9.2.1" items did instead); its "### Commits" lists
    were no release's, each commit's " - " split it in two, "next after 20.13.0" was the next one down the file,
    "Going by" asked for the field `by`, and a question hopping from a commit to its release was shown no record."""
    import ast

    from rlm.loop import across_code, computations_code, lookup_code, order_code, within_code
    from rlm.question import Question

    with Sandbox(context=NODE_CHANGELOG, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        assert ast.literal_eval(run(sb, "print([(r['version'], r['date'], r['by']) for r in records() "
                                        "if r.get('version')])").strip()) == [
            ("20.13.1", "2024-05-09", "alice"), ("20.13.0", "2024-05-07", "bob"), ("20.12.2", "2024-04-10", "carol")]
        q = Question.parse('How many commits does the ChangeLog list under the "Commits" heading of version 20.13.0?')
        blocks = ast.literal_eval(run(sb, computations_code(q)).strip())
        assert len(blocks) == 1 and run(sb, blocks[0]).strip() == "3"
        q = Question.parse("Which release lists the most commits in the ChangeLog? Give the version.")
        blocks = ast.literal_eval(run(sb, computations_code(q)).strip())
        assert len(blocks) == 1 and ast.literal_eval(run(sb, blocks[0]).strip())[0] == (
            "2024-05-07, Version 20.13.0 'Iron' (LTS), @bob", 3)
        q = Question.parse("Going by the ChangeLog, which release came out next after version 20.13.0?")
        assert "Version 20.13.1" in run(sb, order_code(q)) and not run(sb, lookup_code(q)).strip()
        q = Question.parse("The ChangeLog lists the commit bbb2222222 in one release. On what date was that release made?")
        assert q.hop and run(sb, within_code(q)).split("\n")[0].endswith("its date: '2024-05-09'")


def test_a_ranking_by_the_field_the_question_names_is_the_only_one_shown() -> None:
    """Held-out pg-errcodes-03 and metric-aliases-03: "Which class lists the most codes?" was ranked by Section, and
    also by the severity column no word names; of two rankings the loop takes neither as the answer, and the root
    answered none. Only a question that names no field is shown each field of few values."""
    import ast

    from rlm.loop import computations_code
    from rlm.question import Question

    rows = [("Data Exception", "E")] * 7 + [("Warning", "W")] * 3 + [("Syntax Error", "E")] * 5 + [("Internal", "S")]
    table = "code,class,severity\n" + "".join(f"{i:05d},{c},{s}\n" for i, (c, s) in enumerate(rows))
    with Sandbox(context=table, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        named = ast.literal_eval(run(sb, computations_code(Question.parse("Which class lists the most codes?"))).strip())
        assert len(named) == 1 and "r['class']" in named[0]
        assert run(sb, named[0]).strip().startswith("[('Data Exception', 7)")
        unnamed = ast.literal_eval(run(sb, computations_code(Question.parse("Which is the most common kind of row?"))))
        assert len(unnamed) == 2


def test_a_count_of_a_group_takes_the_records_whose_list_of_groups_holds_it() -> None:
    """Held-out amd64-syscalls-02: gdb's syscall table gives each call `groups="descriptor,file"`, most calls one group
    alone. "How many system calls does it put in the group "memory"?" had no count: the calls were not named by the
    question's word for them, and a count by `r['groups'] == 'memory'` leaves out those in two groups."""
    import ast

    from rlm.loop import computations_code
    from rlm.question import Question

    groups = ["descriptor", "memory", "descriptor,file", "memory,ipc", "network", "file", "memory", "signal", ""] * 3
    xml = "<?xml version=\"1.0\"?>\n<syscalls_info>\n" + "".join(
        f'  <syscall name="call{i}" number="{i}"' + (f' groups="{g}"' if g else "") + "/>\n"
        for i, g in enumerate(groups)) + "</syscalls_info>\n"
    with Sandbox(context=xml, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, ["amd64-linux.xml"], ["amd64-linux.xml"])) as sb:
        q = Question.parse('How many system calls does gdb\'s amd64-linux.xml put in the group "memory"?')
        blocks = ast.literal_eval(run(sb, computations_code(q)).strip())
        assert len(blocks) == 1 and run(sb, blocks[0]).strip() == "9"


def _syscalls(calls: list[tuple[str, int]]) -> str:
    return '<?xml version="1.0"?>\n<syscalls_info>\n' + "".join(
        f'  <syscall name="{name}" number="{number}"/>\n' for name, number in calls) + "</syscalls_info>\n"


def test_a_question_over_two_files_hops_from_the_record_one_names_to_the_others() -> None:
    """Held-out amd64-syscalls-05, postgresql.conf-05, apt-term-log-05 and errno.h-05: "The system call numbered 36 in
    amd64-linux.xml: what number does i386-linux.xml give that same call?" names getitimer by its number in one file and
    asks its number in the other; a sample config's commented setting, a history log's run whose Install list
    names a package and the code a #define gives as a value are the other file's records. Where the record's names lead to different records of the other
    file (a user's uid and gid both being group ids), nothing is shown."""
    from rlm.loop import across_code
    from rlm.question import Question

    def across(documents: dict[str, str], question: str) -> list[str]:
        files = list(documents)
        with Sandbox(context=list(documents.values()), functions={HOST_FINAL: lambda a, h: None},
                     helpers=helpers_source(1000, files, files)) as sb:
            return run(sb, across_code(Question.parse(question))).splitlines()

    names = ["nanosleep", "getitimer", "alarm", "setitimer", "getpid", "sendfile", "socket", "connect", "accept",
             "sendto", "recvfrom", "sync", "pause", "dup2"]
    amd64 = _syscalls([(n, 34 + i) for i, n in enumerate(names)])
    i386 = _syscalls([(n, 100 + 3 * i) for i, n in enumerate(reversed(names))] + [("exit", 36)])
    xml = {"/usr/share/gdb/syscalls/amd64-linux.xml": amd64, "/usr/share/gdb/syscalls/i386-linux.xml": i386}
    shown = across(xml, "The system call numbered 35 in gdb's amd64-linux.xml: what number does gdb's i386-linux.xml give "
                        "that same call?")
    assert shown[0] == "'getitimer' names this record; its number: 136" and "amd64-linux.xml" in shown[2]
    assert across(xml, "The system call numbered 136 in gdb's i386-linux.xml: what number does gdb's amd64-linux.xml "
                       "give that same call?")[0] == "'getitimer' names this record; its number: 35"
    settings = [("data_directory", "'ConfigDir'", "use data in another directory"),
                ("hba_file", "'ConfigDir/pg_hba.conf'", "host-based authentication file"),
                ("external_pid_file", "''", "write an extra PID file"),
                ("listen_addresses", "'localhost'", "what IP address(es) to listen on;"),
                ("port", "5432", "(change requires restart)"), ("max_connections", "100", "(change requires restart)"),
                ("unix_socket_group", "''", "(change requires restart)"), ("shared_buffers", "128MB", "min 128kB"),
                ("work_mem", "4MB", "min 64kB"), ("maintenance_work_mem", "64MB", "min 1MB")]
    head = "# -----------------------------\n# PostgreSQL configuration file\n# -----------------------------\n#\n" + \
        "# This file consists of lines of the form:\n#\n#   name = value\n#\n\n#---\n# FILE LOCATIONS\n#---\n\n"
    sample = head + "".join(f"#{k} = {v}\t\t# {c}\n\t\t\t\t\t# (change requires restart)\n" for k, v, c in settings)
    conf = sample.replace("#data_directory = 'ConfigDir'", "data_directory = '/var/lib/postgresql/15/main'") \
        .replace("#port = 5432", "port = 5433").replace("#shared_buffers", "shared_buffers")
    assert across({"/etc/postgresql/15/main/postgresql.conf": conf, "/usr/share/postgresql/15/postgresql.conf.sample": sample},
                  "This postgresql.conf sets data_directory to '/var/lib/postgresql/15/main'. What value does PostgreSQL's "
                  "packaged postgresql.conf.sample show for data_directory?")[0] == \
        "'data_directory' names this record; its value: \"'ConfigDir'\""
    term = "".join(f"Log started: 2025-06-24  14:{i}0:00\nSelecting previously unselected package {p}.\n"
                   f"Unpacking {p} (1.0-{i}) ...\nSetting up {p} (1.0-{i}) ...\nLog ended: 2025-06-24  14:{i}0:09\n\n"
                   for i, p in enumerate(("libfoo-perl", "libbar1", "gcc-12", "make")))
    history = "".join(f"\nStart-Date: 2025-06-24  14:{i}0:00\nCommandline: apt-get install -y {cmd}\n"
                      f"Install: {p}:amd64 (1.0-{i}, automatic), other{i}:amd64 (2.0)\nEnd-Date: 2025-06-24  14:{i}0:09\n"
                      for i, (p, cmd) in enumerate((("libfoo-perl", "perl-stuff"), ("libbar1", "bar"), ("gcc-12", "gcc"),
                                                    ("make", "make"))))
    assert across({"/var/log/apt/term.log": term, "/var/log/apt/history.log": history},
                  "apt's term.log shows libbar1 being set up. What command line started that apt run, according to apt's "
                  "history.log?")[0] == "'libbar1' names this record; its Commandline: 'apt-get install -y bar'"
    errno = "#ifndef _ERRNO_H\n#define _ERRNO_H\n\n" + "".join(f"#define\t{n}\t{v}\t/* {c} */\n" for n, v, c in (
        ("EDEADLK", 35, "Resource deadlock would occur"), ("ENAMETOOLONG", 36, "File name too long"),
        ("ENOLCK", 37, "No record locks available"), ("ENOSYS", 38, "Invalid system call number"),
        ("EWOULDBLOCK", "EAGAIN", "Operation would block"), ("ELOOP", 40, "Too many symbolic links"))) + "\n#endif\n"
    base = "#ifndef _ERRNO_BASE_H\n#define _ERRNO_BASE_H\n\n" + "".join(f"#define\t{n}\t{v}\t/* {c} */\n" for n, v, c in (
        ("EPERM", 1, "Operation not permitted"), ("ENOENT", 2, "No such file or directory"), ("EINTR", 4, "Interrupted"),
        ("ECHILD", 10, "No child processes"), ("EAGAIN", 11, "Try again"), ("ENOMEM", 12, "Out of memory"))) + "\n#endif\n"
    assert across({"/usr/include/asm-generic/errno.h": errno, "/usr/include/asm-generic/errno-base.h": base},
                  "asm-generic/errno.h defines EWOULDBLOCK as another error code rather than as a number. What number does "
                  "that code have, going by errno-base.h?")[0] == "'eagain' names this record; its value: 11"
    passwd = "".join(f"{u}:x:{uid}:{gid}:{u}:/home/{u}:/bin/sh\n" for u, uid, gid in (
        ("root", 0, 0), ("daemon", 1, 1), ("bin", 2, 2), ("_apt", 42, 65534), ("nobody", 65534, 65534)))
    group = "".join(f"{g}:x:{gid}:\n" for g, gid in (("root", 0), ("daemon", 1), ("bin", 2), ("staff", 42),
                                                     ("nogroup", 65534)))
    assert across({"/etc/passwd": passwd, "/etc/group": group}, "What is the name of the primary group of the user _apt?") == []


PG_CONF = "# -----------------------------\n# PostgreSQL configuration file\n# -----------------------------\n#\n" + \
    "# This file consists of lines of the form:\n#\n#   name = value\n\n" + "".join(
        f"\n#{'-' * 78}\n# {section}\n#{'-' * 78}\n\n" + "".join(
            f"# - {sub} -\n\n" + "".join(f"#{key} = {value}\t\t# (change requires restart)\n" for key, value in settings) + "\n"
            for sub, settings in subs)
        for section, subs in (
            ("FILE LOCATIONS", [("Files", [("data_directory", "'ConfigDir'"), ("hba_file", "'ConfigDir/pg_hba.conf'")])]),
            ("CONNECTIONS AND AUTHENTICATION", [
                ("Connection Settings", [("listen_addresses", "'localhost'"), ("port", "5432"), ("max_connections", "100")]),
                ("SSL", [("ssl", "off"), ("ssl_ca_file", "''"), ("ssl_cert_file", "'server.crt'"), ("ssl_ciphers", "'HIGH'")]),
                ("Settings", [("password_encryption", "scram-sha-256")])]),
            ("REPLICATION", [("Standby Servers", [("primary_conninfo", "''"), ("wal_retrieve_retry_interval", "5s")])])))


def test_a_search_hit_under_a_margin_line_names_it_as_its_part() -> None:
    """Held-out readline-symbols-01: in a dpkg symbols file a symbol line says nothing of its library, which is the
    margin line above its run; shown bare, the right version read off it was refused for want of the library the
    question named, and read as lines, no record had a version to count or to sort by ("the newest version"). A
    file whose margin lines open statements (Python, a brace) gets no such parts."""
    versions = [f"8.{i % 3}" if i != 5 else "9.0~rc1" for i in range(12)]
    symbols = "".join(f"{lib} libreadline8 #MINVER#\n" + "".join(f" {lib[3:7]}_{i}@Base {v}\n" for i, v in enumerate(versions))
                      for lib in ("libhistory.so.8", "libreadline.so.8"))
    with Sandbox(context=symbols, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        assert ", in libreadline.so.8 libreadline8 #MINVER#] read_4@Base 8.1" in run(sb, "print(search('read_4'))")
        counted = "print(len([r for r in records() if r['column2'] == '8.1' and r['section'] == 'libreadline.so.8']))"
        assert run(sb, counted).strip() == "4"  # each symbol a record of its name, version and library
        newest = "print(records().order(['which', 'symbol', 'of', 'libhistory.so.8', 'has', 'the', 'newest', 'version']))"
        assert "hist_5@Base 9.0~rc1 <- the newest of the 12 records with section == 'libhistory.so.8'" in run(sb, newest)
    code = "for name in names:\n" + "".join(f"    total += {i}\n" for i in range(30)) + "while True:\n    break\n"
    with Sandbox(context=code, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        assert ", in" not in run(sb, "print(search('total'))")


def test_a_data_file_s_one_line_comments_over_runs_of_lines_are_their_parts() -> None:
    """Held-out XErrorDB-06: asked under which comment line (starting with !) X11's XErrorDB names the request
    X_ListDeviceProperties, a root was shown the request's line and no comment. A one-line comment right over a run
    of data lines is the part of each; a licence's comment block heads nothing. Each line is an X resource, its key
    and value fields."""
    licence = "".join(f"! licence line {i}\n" for i in range(6)) + "!\n\n"
    groups = {"Core requests": "X", "Input extension, an X Consortium standard": "XInputExtension", "SHAPE extension": "SHAPE"}
    db = licence + "".join(f"! {title}\n" + "".join(f"XRequest.{name}.{i}: X_{name}Request{i}\n" for i in range(40))
                           for title, name in groups.items())
    with Sandbox(context=db, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        assert ", in Input extension, an X Consortium standard] " in run(sb, "print(search('X_XInputExtensionRequest5'))")
        assert ", in licence" not in run(sb, "print(search('X_XRequest1'))")
        looked = "print([r['value'] for r in records() if r.get('key') == 'XRequest.SHAPE.3'])"
        assert run(sb, looked).strip() == "['X_SHAPERequest3']"  # an X resource line's key and value
        hop = "print(records().hopped(['names', 'the', 'request', 'x_shaperequest3', 'how', 'many', 'of', 'that', 'extension']))"
        assert run(sb, hop).strip() == "[]"  # held-out XErrorDB-04: no record shares a key, so no count of 1 hops on it
    with Sandbox(context="root:x:0:0:root:/root:/bin/bash\n" * 30, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000)) as sb:
        assert "'key'" not in run(sb, "print(records().fields())")  # /etc/passwd's ':' cells are no resource
    from rlm.judge import judge
    from rlm.question import Question

    q = "X11's XErrorDB groups its lines under comment lines (starting with !). Under which comment line does it name " \
        "the request X_XInputExtensionRequest7? Give the comment's text."  # the lookup view says it, the part its place
    shown, seen = _views(db, [""], ["/usr/share/X11/XErrorDB"], q)
    assert shown.startswith("'X_XInputExtensionRequest7' names this record; its comment over it: 'Input extension, an X "
                            "Consortium standard'\n[at ") and ", in Input extension, an X Consortium standard] " in shown
    assert judge("Input extension, an X Consortium standard", seen, Question.parse(q)).accepted
    assert not judge("SHAPE extension", seen, Question.parse(q)).accepted


def test_a_perl_module_s_tables_of_pairs_are_records_a_lookup_picks_by_table_and_entry() -> None:
    """Held-out Module-CoreList-01, -05, -06: CoreList.pm's "%released = ( 5.013011 => '2011-03-20', ..." and "%delta =
    ( 5.036000 => { delta_from => 5.035011, changed => { 'Amiga::Exec' => '0.04', ..." were one indented entry each,
    and a lookup of "perl 5.013011" named the module Module::CoreList, the file itself. Each pair is a record (its key,
    value, parent table or key, top entry, and where it is), the one the question's table or entry names is looked up."""
    from rlm.loop import lookup_code
    from rlm.question import Question

    releases = [f"5.0{i:02d}00{j}" for i in range(30, 37) for j in range(2)]
    module = "package Module::CoreList;\nuse strict;\n\nour ( %released, %delta );\n\n%released = (\n" + \
        "".join(f"    {r} => '20{10 + k:02d}-05-2{k % 9}',\n" for k, r in enumerate(releases)) + ");\n\n%delta = (\n" + \
        "".join(f"    {r} => {{\n        delta_from => 5.0{k},\n        changed => {{\n            'Amiga::Exec' => '0.{k:02d}',\n"
                f"            'Module::CoreList' => '5.2{k}',\n        }},\n        removed => {{\n        }}\n    }},\n"
                for k, r in enumerate(releases)) + ");\n\nsub find_version {\n    return $released{$_[0]};\n}\n"
    name = ["/usr/share/perl/5.36.0/Module/CoreList.pm"]
    with Sandbox(context=module, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000, [""], name)) as sb:
        assert run(sb, "print(records().kind)").strip() == "arrows"
        q = Question.parse("According to Perl's Module::CoreList (CoreList.pm), on what date was perl 5.033001 released?")
        assert run(sb, lookup_code(q)).startswith("'5.033001' names this record; its value: '2017-05-27'")
        q = Question.parse("In Module::CoreList's %delta (CoreList.pm), which version of the module Amiga::Exec does the "
                           "entry for perl 5.035000 give?")
        assert "its value: '0.10'\n[at " in run(sb, lookup_code(q)) and ", in delta, 5.035000, changed] " in run(sb, lookup_code(q))
        counted = "print(len([r for r in records() if r['parent'] == 'changed' and r['entry'] == '5.036001']))"
        assert run(sb, counted).strip() == "2"


def test_blocks_of_commented_key_lines_over_a_body_are_records_ranked_by_a_number_and_named_by_a_title() -> None:
    """Held-out certifi-cacert.pem-03: a CA bundle's certificates, each "# Label: ..." and "# Serial: ..." comment lines
    over its PEM body, were read as lines, and "which certificate has the largest serial number? Give its label."
    had no ranking: no field of one word told the certificates apart, and the label asked for names each in words."""
    import ast

    from rlm.loop import computations_code
    from rlm.question import Question

    bundle = "".join(f"\n# Issuer: CN=Root {i} O=Org {i % 3}\n# Subject: CN=Root {i} O=Org {i % 3}\n# Label: \"Root CA {i}\"\n"
                     f"# Serial: {(i * 7919) % 101}{i}\n# SHA1 Fingerprint: ab:cd\n-----BEGIN CERTIFICATE-----\nMIIC{i}\n"
                     "-----END CERTIFICATE-----\n" for i in range(12))
    serials = {i: int(f"{(i * 7919) % 101}{i}") for i in range(12)}
    top = max(serials, key=serials.get)
    q = Question.parse("Which certificate in the bundle (cacert.pem) has the largest serial number? Give its label.")
    with Sandbox(context=bundle, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        assert run(sb, "print(records().kind, records().fields())").strip() == "blocks ['Issuer', 'Subject', 'Label', 'Serial']"
        [block] = ast.literal_eval(run(sb, computations_code(q)).strip())
        assert run(sb, block).startswith(f"[('\"Root CA {top}\"', {serials[top]})")


def test_a_json_schema_is_read_as_its_nested_objects_not_its_short_list() -> None:
    """Held-out presets-schema.json: CMake's schema for CMakePresets.json is an object whose only list of objects is the
    six branches of its "oneOf"; its 600 definitions and properties were no records. An object holding many times
    more objects than its longest list is read as YAML reads nested mappings: each a record with its key, parent and
    the keys down to it; and no version order is taken from a level's 1, 2, 3."""
    import json

    schema = {"oneOf": [{"properties": {"version": {"const": v}}} for v in range(1, 4)],
              "definitions": {f"testPresetsItemsV{v}": {"type": "array", "items": {"type": "object", "properties": {
                  f"prop{i}": {"type": "string", "description": f"Property {i}."} for i in range(v + 3)}}}
                  for v in range(2, 7)}}
    with Sandbox(context=json.dumps(schema, indent=2), functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000)) as sb:
        shown = run(sb, "r = [x for x in records() if x['key'] == 'prop5']\nprint(len(r), r[0]['keys'], r[0]['type'])")
        assert shown.strip() == "4 definitions.testPresetsItemsV3.items.properties.prop5 string"
        assert "in the order of the file" in run(sb, "print(records().order(['the', 'newest', 'version', 'prop1']))")


def test_a_settings_file_of_commented_dotted_keys_under_starred_banners() -> None:
    """Held-out matplotlibrc: every setting is commented out as "#lines.linewidth: 1.5  # line width in points" under
    banners "## * LINES   *" between rules of stars; read as 755 lines with a section of stars, no setting had a key
    or a value, and "under its TEXT banner" named no section. A comment's "# Note: ..." stays no setting."""
    from rlm.loop import lookup_code
    from rlm.question import Question

    rule = "## " + "*" * 60 + "\n"
    rc = "#### MATPLOTLIBRC FORMAT\n## Note: this is a comment, not a setting\n\n" + "".join(
        f"{rule}## * {title:<56} *\n{rule}" + "".join(f"#{title.lower()}.opt{i}: {i * 10}   # a value in points\n"
                                                     for i in range(n)) + "\n"
        for title, n in (("LINES", 5), ("TEXT", 7), ("SAVING FIGURES", 4)))
    with Sandbox(context=rc, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        assert run(sb, "print(len([r for r in records() if r['section'] == 'TEXT']))").strip() == "7"
        q = Question.parse("What default value does Matplotlib's matplotlibrc give the setting text.opt3?")
        assert run(sb, lookup_code(q)).startswith("'text.opt3' names this record; its value: '30'")
        assert "'Note'" not in run(sb, "print([r.get('key') for r in records()])")


def test_the_new_readers_keep_to_their_documents() -> None:
    """The review of this session's readers: a JSON list of releases whose items hold the nested objects stays its
    records; a README with one Perl example stays its sections; a stray apostrophe before a Perl table shifts no
    quote; a numbered item wrapped onto deeper lines is one hit; YAML's "  key: value" is no name-and-words list; a
    licence's last line after a bare "#" heads nothing; JSON nested 500 deep still parses."""
    import json

    def shown(text: str, code: str) -> str:
        with Sandbox(context=text, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
            return run(sb, code).strip()

    releases = {"releases": [{"tag_name": f"v{i}", "author": {"login": "a"},
                              "assets": [{"name": f"f{k}", "uploader": {"login": "b"}} for k in range(5)]} for i in range(20)]}
    assert shown(json.dumps(releases), "print(len(records()), records()[0]['tag_name'])") == "20 v0"
    readme = "".join(f"## Part {i}\n\nSome words about part {i}.\n\n" for i in range(4)) + \
        "    my %opts = (verbose => 1, quiet => 0, name => 'demo', depth => 3, width => 80);\n"
    assert shown(readme, "print(records().kind)") == "sections"
    perl = "package Foo;\n\n=head1 NAME\n\nFoo - the module's data\n\n=cut\n\n%released = (\n" + \
        "".join(f"    5.0{i:02d} => '20{i:02d}-01-01',\n" for i in range(10)) + ");\n"
    assert shown(perl, "print(records().kind, len([r for r in records() if r.get('parent') == 'released']))") == "arrows 10"
    page = "".join(f"       {i}.  Item {i} whose text goes on over\n           a second line about frobnicate{i}.\n\n"
                   for i in range(1, 30))
    assert shown(page, "print(search('frobnicate7'))").endswith("Item 7 whose text goes on over a second line about frobnicate7.")
    yaml = "".join(f"server{i}:\n" + "".join(f"  key{k}: value{k}\n" for k in range(5)) for i in range(5))
    assert shown(yaml, "print(records().kind)") != "aligned"
    licence = "#\n# Copyright someone\n#\n# Permission granted.\n#\n# OTHER DEALINGS IN THE SOFTWARE.\n#\n" + \
        "".join(f"! Group {g}\n" + "".join(f"name{g}_{i} {i}\n" for i in range(6)) for g in range(4))
    assert "OTHER DEALINGS" not in shown(licence, "print(search('name0_3'))")
    deep = '{"x": [{"a": 1}], "b": ' + '{"a": ' * 500 + "1" + "}" * 501
    assert shown(deep, "print(records().kind)") == "json"


def test_an_indented_row_of_a_perl_hash_is_its_hit_under_no_sub() -> None:
    """Held-out Module-CoreList-01: asked when perl 5.013011 was released, the hit on CoreList.pm's
    "    5.013011 => '2011-03-20'," ran over forty releases' dates (an indented line was never a row), said to be "in sub
    _released_order {   # Sort helper", the one margin line over an indented run without a brace at its end; the
    check doubted the right date read off it. An indented line starting with a number is a row like its neighbours,
    and a file whose margin lines are not all heads of indented runs has no such parts."""
    module = "package Module::CoreList;\nuse strict;\n\nsub _released_order {   # Sort helper\n    0;\n}\n\n" \
        "%released = (\n" + "".join(f"    5.0{i:05d} => '20{10 + i % 9:02d}-0{1 + i % 9}-20',\n" for i in range(60)) + ");\n"
    with Sandbox(context=module, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        hit = run(sb, "print(search('5.000011'))").splitlines()[1]
    assert hit.endswith("] 5.000011 => '2012-03-20',") and ", in " not in hit


def test_a_config_file_s_banner_comments_are_the_sections_its_settings_are_counted_and_looked_up_by() -> None:
    """Held-out postgresql.conf-02 to -04: postgresql.conf heads its parts with a title between two lines of dashes
    and its subsections "# - SSL -"; a setting had no section, so "how many settings ... under its subsection "- SSL
    -"", "which main section lists the most settings" and "under which subsection is wal_retrieve_retry_interval"
    were shown nothing, and a root answered the setting on the line before. 'ssl', a setting too, and the subsection
    "Settings" of the word 'settings' counted do not stand in for the quoted subsection."""
    import ast

    from rlm.loop import computations_code, lookup_code
    from rlm.question import Question

    name = ["/etc/postgresql/15/main/postgresql.conf"]
    with Sandbox(context=PG_CONF, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000, name, name)) as sb:
        q = Question.parse('How many settings, commented out or not, does postgresql.conf list under its subsection "- SSL -"?')
        blocks = ast.literal_eval(run(sb, computations_code(q)).strip())
        assert blocks == ["print(len([r for r in records() if r['subsection'] == 'SSL']))"] and run(sb, blocks[0]).strip() == "4"
        q = Question.parse("Which of postgresql.conf's main sections (the headings in capitals between lines of dashes) lists "
                           "the most settings, commented out or not?")
        blocks = ast.literal_eval(run(sb, computations_code(q)).strip())
        assert len(blocks) == 1 and "CONNECTIONS AND AUTHENTICATION', 8" in run(sb, blocks[0])
        q = Question.parse("Under which subsection of postgresql.conf (the `# - ... -` headings) is the setting "
                           "wal_retrieve_retry_interval listed? Give the subsection's title.")
        assert run(sb, lookup_code(q)).splitlines()[0] == "'wal_retrieve_retry_interval' names this record; its subsection: " \
            "'Standby Servers'"
        assert "REPLICATION, Standby Servers" in run(sb, "print(search('wal_retrieve_retry_interval'))")


def test_a_log_s_sessions_are_a_field_of_its_lines_and_a_quoted_start_selects_lines() -> None:
    """Held-out apt-term-log-02: "How many packages were set up (lines starting "Setting up") in the session of apt's
    term.log that started at 2026-05-20 16:49:12?" Each session opens with "Log started: <when>", which no line of
    it repeats, and "starting "Setting up"" named no start: the count was of the whole log's Setting up lines."""
    import ast

    from rlm.loop import computations_code
    from rlm.question import Question

    log = "".join(f"\nLog started: 2026-05-{day}  16:49:12\n" + "".join(
        f"Preparing to unpack .../{p}_1.0_all.deb ...\nUnpacking {p} (1.0) ...\nSetting up {p} (1.0) ...\n"
        for p in (f"pkg{day}-{k}" for k in range(n))) + f"Processing triggers for man-db (2.11.2-2) ...\n"
        f"Log ended: 2026-05-{day}  16:49:14\n" for day, n in (("10", 3), ("20", 5), ("21", 2)))
    with Sandbox(context=log, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        q = Question.parse("How many packages were set up (lines starting \"Setting up\") in the session of apt's term.log "
                           "that started at 2026-05-20 16:49:12?")
        assert q.begins == ("start", "Setting up")
        blocks = ast.literal_eval(run(sb, computations_code(q)).strip())
        assert len(blocks) == 1 and run(sb, blocks[0]).strip() == "5"


def test_a_count_of_a_group_s_members_leaves_out_the_row_heading_the_group() -> None:
    """Held-out sql-features-02: "How many subfeatures does sql_features.txt list for the feature E081 (Basic
    Privileges)?" counted E081's own row, whose subfeature cells are empty, with its ten subfeatures (11)."""
    import ast

    from rlm.loop import computations_code
    from rlm.question import Question

    rows = [("E061", "Basic predicates", "", "", "YES")] + [("E061", "Basic predicates", f"{k:02}", f"Predicate {k}", "YES")
                                                           for k in range(1, 5)]
    rows += [("E081", "Basic Privileges", "", "", "YES")] + [("E081", "Basic Privileges", f"{k:02}", f"Privilege {k}", "YES")
                                                            for k in range(1, 11)]
    rows += [(f"T{n}", f"Feature {n}", "", "", "NO") for n in range(300, 320)]
    table = "".join("\t".join(r) + "\t\n" for r in rows)
    with Sandbox(context=table, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        q = Question.parse("How many subfeatures does PostgreSQL's sql_features.txt list for the feature E081 (Basic "
                           "Privileges)?")
        blocks = ast.literal_eval(run(sb, computations_code(q)).strip())
        assert len(blocks) == 1 and run(sb, blocks[0]).strip() == "10"


def test_which_class_holds_a_method_and_which_defines_the_most_methods() -> None:
    """Held-out zipfile.py-03 and -04: "Which class in zipfile.py defines the most methods?" found the kinds method and
    class both, so no count was shown; "In which class of zipfile.py is the method stem defined?" named no field, and
    'method', a kind, named every method. A method's class is its parent."""
    import ast

    from rlm.loop import computations_code, lookup_code
    from rlm.question import Question

    module = "".join(f"class C{i}:\n" + "".join(f"    def m{k}(self):\n        return {k}\n\n" for k in range(i)) + "\n"
                     for i in (2, 5, 3)) + "class Path:\n    @property\n    def stem(self):\n        return 1\n\n\n" + \
        "".join(f"def f{i}():\n    return {i}\n\n\n" for i in range(4))
    with Sandbox(context=module, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000, ["m.py"])) as sb:
        blocks = ast.literal_eval(run(sb, computations_code(Question.parse("Which class in m.py defines the most methods?"))))
        assert len(blocks) == 1 and ast.literal_eval(run(sb, blocks[0]).strip())[0] == ("C5", 5)
        shown = run(sb, lookup_code(Question.parse("In which class of m.py is the method stem defined?")))
        assert shown.splitlines()[0] == "'stem' names this record; its parent: 'Path'"
        shown = run(sb, lookup_code(Question.parse("The method stem is defined once in m.py. Inside which class?")))
        assert shown.splitlines()[0] == "'stem' names this record; its parent: 'Path'"  # held-out ipaddress.py-04: the
        # words a question asks with end it too


def test_which_name_has_the_most_items_ranks_by_the_field_of_names_they_share() -> None:
    """Held-out gconv-modules-extra-03 and msvc-cl-flags-03: "Which character set has the most aliases?" (each alias line
    names its target) and "which setting has the most entries" (JSON objects sharing a 'name') had no ranking: no field
    is called by the question's word, and their names are too many to be a field of few values. The field of one-word
    values some records share is the one ranked; 'name' where there are two; none where two others are."""
    import ast

    from rlm.loop import computations_code
    from rlm.question import Question

    targets = ["ISO-8859-7//"] * 5 + ["ISO-8859-9//"] * 3 + ["IBM037//"] * 2
    conf = "".join(f"alias\tALIAS{i}//\t{t}\n" for i, t in enumerate(targets)) + \
        "".join(f"module\tINTERNAL\t{t}\t{t[:-2]}\t1\n" for t in sorted(set(targets)))
    q = Question.parse("Which character set has the most aliases in gconv-modules-extra.conf?")
    with Sandbox(context=conf, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, ["gconv-modules-extra.conf"], ["gconv-modules-extra.conf"])) as sb:
        blocks = ast.literal_eval(run(sb, computations_code(q)).strip())
        assert len(blocks) == 1 and run(sb, blocks[0]).strip().startswith("[('ISO-8859-7//', 5)")
    objects = [("Optimization", "O1", "MinSize"), ("Optimization", "O2", "MaxSpeed"), ("Optimization", "Od", "Disabled"),
               ("WarningLevel", "W1", "Level1"), ("WarningLevel", "W2", "Level2"), ("TreatWarningAsError", "WX", "true"),
               ("FunctionLevelLinking", "Gy", "true")]
    flags = "[\n" + ",\n".join(f'  {{"name": "{n}", "switch": "{s}", "comment": "the {v} flag", "value": "{v}", '
                                f'"flags": []}}' for n, s, v in objects) + "\n]\n"
    q = Question.parse("Counting its JSON objects, which setting has the most entries in the flag table?")
    with Sandbox(context=flags, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        blocks = ast.literal_eval(run(sb, computations_code(q)).strip())
        assert len(blocks) == 1 and "r['name']" in blocks[0] and run(sb, blocks[0]).strip().startswith("[('Optimization', 3)")
    unnamed = flags.replace('"name"', '"setting_id"')  # two fields shared (setting_id, value) and none is 'name'
    with Sandbox(context=unnamed, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        assert ast.literal_eval(run(sb, computations_code(q)).strip()) == []


def test_a_hop_follows_the_name_the_record_named_gives_to_the_record_asked_about() -> None:
    """Held-out tcp-7-04 and locale.py-04: "tcp(7) says the socket option TCP_LINGER2 overrides a system-wide setting in
    /proc. What default does the same page give for that setting?" is the default of tcp_fin_timeout, which TCP_LINGER2's
    text names; "locale.py maps the Windows language identifier 0x500a to a locale name. What does the module's
    locale_alias table expand that name (written in lower case) to?" the value of 'es_pr', 0x500a's value. Neither was
    shown: the view of a hop knew only the section holding an item. The table a question names is no start."""
    from rlm.loop import within_code
    from rlm.question import Question

    def within(text: str, path: str, question: str) -> str:
        q = Question.parse(question)
        assert q.hop
        with Sandbox(context=text, functions={HOST_FINAL: lambda a, h: None},
                     helpers=helpers_source(1000, [path.rsplit("/", 1)[-1]], [path])) as sb:
            return run(sb, within_code(q))

    page = ".TH tcp 7 2023-02-10\n.SH NAME\ntcp \\- TCP protocol\n.SH DESCRIPTION\n.SS /proc interfaces\n" + "".join(
        f".TP\n.IR {n} \" (integer; default: {d}; since Linux 2.2)\"\n{t}\n"
        for n, d, t in (("tcp_fin_timeout", 60, "Seconds to wait for a final FIN packet."),
                        ("tcp_keepalive_time", 7200, "Seconds between keepalive probes."),
                        ("tcp_retries2", 15, "Retransmissions before giving up."))) + \
        ".SS Socket options\n.TP\n.BR TCP_LINGER2 \" (since Linux 2.4)\"\nThe lifetime of orphaned FIN_WAIT2 sockets. It " \
        "overrides the system-wide setting in the file\n.I /proc/sys/net/ipv4/tcp_fin_timeout\nfor this socket.\n" \
        ".TP\n.BR TCP_CORK \" (since Linux 2.2)\"\nIf set, don't send out partial frames.\n"
    assert within(page, "/usr/share/man/man7/tcp.7.gz", "tcp(7) says the socket option TCP_LINGER2 overrides a system-wide "
                  "setting in /proc. What default does the same page give for that setting?").startswith(
        "'tcp_fin_timeout' names this record; its default: '60'")
    module = "windows_locale = {\n    0x0c0a: \"es_ES\",\n    0x500a: \"es_PR\",\n    0x0409: \"en_US\",\n}\n\n" \
        "locale_alias = {\n    'es_es': 'es_ES.ISO8859-1',\n    'es_pr': 'es_PR.ISO8859-1',\n    'en_us': " \
        "'en_US.ISO8859-1',\n    'en': 'en_US.ISO8859-1',\n}\n"
    assert within(module, "locale.py", "locale.py maps the Windows language identifier 0x500a to a locale name. What does "
                  "the module's locale_alias table expand that name (written in lower case) to?").startswith(
        "'es_pr' names this record; its value: 'es_PR.ISO8859-1'")


def test_added_most_recently_ranks_the_kept_entries_by_the_version_their_notes_give() -> None:
    """Held-out tcp-7-03: "Going by the "since Linux" notes in tcp(7), which TCP socket option was added to Linux most
    recently?" had no ranking ("most recently" is no count of the most frequent), and "socket option" named no part:
    the part is "Socket options". The entries of that part, ranked by their 'since' versions (4.11 above 4.1, above
    3.6), the latest first."""
    import ast

    from rlm.loop import computations_code
    from rlm.question import Question

    page = ".TH tcp 7 2023-02-10\n.SH NAME\ntcp \\- TCP protocol\n.SH DESCRIPTION\n.SS /proc interfaces\n" + "".join(
        f".TP\n.IR {n} \" (integer; default: 1; since Linux {v})\"\nA setting.\n"
        for n, v in (("tcp_ecn_fallback", "4.12"), ("tcp_fin_timeout", "2.2"), ("tcp_dsack", "2.4"), ("tcp_fack", "2.2"),
                     ("tcp_sack", "2.2"), ("tcp_mem", "2.4"))) + ".SS Socket options\n" + "".join(
        f".TP\n.B {n} \" (since Linux {v})\"\nAn option.\n"
        for n, v in (("TCP_CORK", "2.2"), ("TCP_FASTOPEN_CONNECT", "4.11"), ("TCP_NOTSENT", "4.1"), ("TCP_FASTOPEN", "3.6"),
                     ("TCP_INFO", "2.4"), ("TCP_SYNCNT", "2.4")))
    q = Question.parse('Going by the "since Linux" notes in tcp(7), which TCP socket option was added to Linux most '
                       "recently?")
    with Sandbox(context=page, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, ["tcp.7"], ["/usr/share/man/man7/tcp.7.gz"])) as sb:
        blocks = ast.literal_eval(run(sb, computations_code(q)).strip())
        assert len(blocks) == 1 and "'Socket options'" in blocks[0]
        assert run(sb, blocks[0]).strip().startswith("[('TCP_FASTOPEN_CONNECT', 'Linux 4.11'), ('TCP_NOTSENT', 'Linux 4.1')")


def test_a_line_of_a_kind_and_two_names_is_looked_up_by_either_name() -> None:
    """Held-out gconv-modules-extra-01: "which character set is IBM915 an alias for?" had no lookup: gconv-modules'
    lines are `alias IBM915// ISO-8859-5//`, four columns without a header, the names ending in '//'. The line named
    by one name of its pair gives the other; a module's line, which says more than one thing of its name, none."""
    from rlm.loop import lookup_code
    from rlm.question import Question

    targets = ("ISO-8859-5", "ISO-8859-7", "ISO-8859-9")
    conf = "".join(f"alias\t{a}//\t\t{t}//\n" for a, t in (("IBM915", "ISO-8859-5"), ("CYRILLIC", "ISO-8859-5"),
                                                            ("GREEK", "ISO-8859-7"), ("ELOT_928", "ISO-8859-7"))) + \
        "".join(f"alias\tISO-IR-{i}//\t\t{targets[i % 3]}//\n" for i in range(100, 112)) + \
        "".join(f"module\t{t}//\t\tINTERNAL\t\t{t.replace('-', '')}\t1\n" for t in targets)
    with Sandbox(context=conf, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, ["gconv-modules-extra.conf"], ["gconv-modules-extra.conf"])) as sb:
        q = Question.parse("In glibc's gconv-modules-extra.conf, which character set is IBM915 an alias for?")
        assert run(sb, lookup_code(q)).startswith("'ibm915' names this record; its column3: 'ISO-8859-5//'")
        q = Question.parse("Which file does gconv-modules-extra.conf give the module ISO-8859-7?")
        assert run(sb, lookup_code(q)).strip() == ""


def test_the_release_whose_notes_name_an_identifier_is_looked_up_by_it() -> None:
    """Held-out make-news-05: "GNU make's NEWS mentions .INCLUDE_DIRS just once. In the notes for which release?" had
    no lookup: no field is called 'release', and no record is named .INCLUDE_DIRS. A release's notes are named by their
    version; the one release whose notes name the identifier gives it."""
    from rlm.loop import lookup_code
    from rlm.question import Question

    news = "GNU make NEWS\n\n" + "".join(
        f"Version {v} ({d})\n\n* {t}\n\n* Bug fixes.\n\n" for v, d, t in (
            ("4.0", "09 Oct 2013", "New feature: the .ONESHELL special target is extended."),
            ("3.82", "28 Jul 2010", "The .RECIPEPREFIX variable sets the recipe prefix."),
            ("3.81", "01 Apr 2006", "New variable: .INCLUDE_DIRS holds the include directories."),
            ("3.80", "03 Oct 2002", "New special target: .LOW_RESOLUTION_TIME.")))
    with Sandbox(context=news, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, ["NEWS"], ["/usr/share/doc/make/NEWS.gz"])) as sb:
        q = Question.parse("GNU make's NEWS mentions .INCLUDE_DIRS just once. In the notes for which release?")
        assert "its version: '3.81'" in run(sb, lookup_code(q)).split("\n")[0]
        q = Question.parse("GNU make's NEWS mentions .PHONY just once. In the notes for which release?")
        assert run(sb, lookup_code(q)).strip() == ""


def test_a_count_that_hops_counts_the_records_sharing_the_name_the_named_one_gives() -> None:
    """Held-out x11-compose.dir-04 and gconv-modules-extra-04: "compose.dir assigns the locale zh_SG.gb2312 a Compose
    file. How many locale names in compose.dir share that same file (counting it)?" and "... names OSF1002011D as an
    alias of a character set. How many aliases does the file list for that character set in all, OSF1002011D
    included?" had no count: counting by the name the first sentence gives counts its own line, without it everything.
    The names of the lines of the start's kind that share its other name, each once (compose.dir says each line twice,
    once with a colon)."""
    import ast

    from rlm.loop import computations_code
    from rlm.question import Question

    files = [("zh_CN/Compose", "zh_CN.gb2312"), ("zh_CN/Compose", "zh_SG.gb2312"), ("zh_CN/Compose", "zh_CN.GB2312"),
             ("en_US.UTF-8/Compose", "zh_SG.UTF-8"), ("ja_JP/Compose", "ja_JP.eucJP")] + \
        [(f"xx_{i}/Compose", f"xx_{i}.UTF-8") for i in range(8)]
    compose = "".join(f"{f}\t\t{n}\n{f}:\t\t{n}\n" for f, n in files)
    with Sandbox(context=compose, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, ["compose.dir"], ["/usr/share/X11/locale/compose.dir"])) as sb:
        q = Question.parse("compose.dir assigns the locale zh_SG.gb2312 a Compose file. How many locale names in "
                           "compose.dir share that same file (counting it)?")
        blocks = ast.literal_eval(run(sb, computations_code(q)).strip())
        assert len(blocks) == 1 and "zh_SG.gb2312" in blocks[0] and run(sb, blocks[0]).strip() == "3"
    targets = ("ISO-8859-2", "ISO-8859-5", "ISO-8859-7")
    conf = "".join(f"alias\tALIAS{i}//\t\t{targets[i % 3]}//\n" for i in range(14)) + "alias\tOSF1002011D//\t\tISO-8859-5//\n" + \
        "".join(f"module\t{t}//\t\tINTERNAL\t\t{t.replace('-', '')}\t1\n" for t in targets)
    with Sandbox(context=conf, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, ["gconv-modules-extra.conf"], ["gconv-modules-extra.conf"])) as sb:
        q = Question.parse("gconv-modules-extra.conf names OSF1002011D as an alias of a character set. How many aliases "
                           "does the file list for that character set in all, OSF1002011D included?")
        blocks = ast.literal_eval(run(sb, computations_code(q)).strip())
        assert len(blocks) == 1 and run(sb, blocks[0]).strip() == "6"  # ALIAS1, 4, 7, 10, 13 and OSF1002011D


OPENSSL_NEWS = "# NEWS for OpenSSL\n\n## OpenSSL 0.9.x\n\n" + "".join(
    f"### Major changes between OpenSSL {a} and OpenSSL {b} [{d}]\n\n  * {t}\n\n"
    for a, b, d, t in (("0.9.6k", "0.9.6l", "4 Nov 2003", "Fix additional bug revealed by the NISCC test suite."),
                       ("0.9.6j", "0.9.6k", "30 Sep 2003", "Fix various bugs revealed by running the NISCC test suite."),
                       ("0.9.6i", "0.9.6j", "10 Apr 2003", "Security: counter the Klima-Pokorny-Rosa extension."),
                       ("0.9.6h", "0.9.6i", "19 Feb 2003", "Security: fix a timing attack on CBC ciphers.")))


def test_a_heading_of_changes_between_two_releases_is_the_later_one_s() -> None:
    """Held-out openssl-news-01: "on what date was OpenSSL 0.9.6j released?" was answered 30 Sep 2003, the date of
    "### Major changes between OpenSSL 0.9.6j and OpenSSL 0.9.6k [30 Sep 2003]": a heading of the changes between two
    releases is the later one's, dated in brackets."""
    from rlm.loop import lookup_code
    from rlm.question import Question
    from rlm.sandbox_helpers import release_heads

    assert [(h[3], h[4]) for h in release_heads(OPENSSL_NEWS)][:2] == [("0.9.6l", "4 Nov 2003"), ("0.9.6k", "30 Sep 2003")]
    with Sandbox(context=OPENSSL_NEWS, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, ["NEWS.md"], ["/usr/share/doc/openssl/NEWS.md.gz"])) as sb:
        q = Question.parse("According to OpenSSL's NEWS.md, on what date was OpenSSL 0.9.6j released?")
        assert run(sb, lookup_code(q)).startswith("'0.9.6j' names this record; its date: '10 Apr 2003'")


def test_a_tbl_table_s_text_blocks_are_cells_of_their_row() -> None:
    """Held-out terminfo-5-03: "which variable name is listed right after erase_chars?" was answered "erase #1
    characters (P)": terminfo(5)'s tables give each description as a text block (`T{`, its lines, `T}`), read as rows of
    their own; and the second line of bold headings ("Booleans name Code") was read as a row."""
    page = ".TH terminfo 5\n.SH DESCRIPTION\n.SS Predefined Capabilities\n.TS H\ncenter;\nc l l c\nc l l c\n" \
        "lw25 lw7 lw2 lw20.\n\\fBVariable\tCap-\tTCap\tDescription\\fR\n\\fBStrings\tname\tCode\\fR\n" + "".join(
            f"{v}\t{c}\t{t}\tT{{\n{d}\nT}}\n" for v, c, t, d in (
                ("enter_xon_mode", "smxon", "SX", "turn on xon/xoff handshaking"),
                ("erase_chars", "ech", "ec", "erase #1 characters (P)"),
                ("exit_alt_charset_mode", "rmacs", "ae", "end alternate character set (P)"))) + ".TE\n"
    with Sandbox(context=page, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, ["terminfo.5"], ["/usr/share/man/man5/terminfo.5.gz"])) as sb:
        rows = run(sb, "print([(r['Variable'], r['Description']) for r in records() if r.get('Variable')])")
        assert rows.strip() == "[('enter_xon_mode', 'turn on xon/xoff handshaking'), ('erase_chars', 'erase #1 characters " \
            "(P)'), ('exit_alt_charset_mode', 'end alternate character set (P)')]"


def test_the_release_whose_notes_mention_a_key_answers_a_hop_to_its_section() -> None:
    """Held-out openssl-news-04: "OpenSSL's NEWS.md mentions CVE-2009-0789 once. In the section for which release? Give
    the version that section introduces." had no view: the question hops (the last sentence refers back to "the
    section"), 'release' named no field, and the Markdown link's definition at the file's end ("[CVE-2009-0789]:
    https://...#CVE-2009-0789") is no mention of the last release."""
    from rlm.loop import within_code
    from rlm.question import Question

    news = OPENSSL_NEWS.replace("Fix various bugs", "Fix security issues [CVE-2009-0789], fix various bugs") + \
        "\n[CVE-2009-0789]: https://www.openssl.org/news/vulnerabilities.html#CVE-2009-0789\n"
    q = Question.parse("OpenSSL's NEWS.md mentions CVE-2009-0789 once. In the section for which release? Give the version "
                       "that section introduces.")
    assert q.hop
    with Sandbox(context=news, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, ["NEWS.md"], ["/usr/share/doc/openssl/NEWS.md.gz"])) as sb:
        assert run(sb, within_code(q)).startswith("'cve-2009-0789' is in this record; its version: '0.9.6k'")


def test_distinct_identifiers_a_release_cites_are_counted_and_ranked_by_release() -> None:
    """Held-out openssl-news-02 and -03: "How many distinct CVE identifiers does OpenSSL's NEWS.md cite in its section on
    the major changes between OpenSSL 0.9.6i and OpenSSL 0.9.6j?" and "Which release's section cites the largest number
    of distinct CVE identifiers?" had no block: what is counted is a kind of identifier the notes cite, not records. The
    Markdown links' definitions at the file's end ("[CVE-2003-0131]: https://...") are no part of the last release. Asked
    of the release citing one identifier (held-out openssl-news-05), the count hops to that release."""
    import ast

    from rlm.loop import computations_code
    from rlm.question import Question

    news = OPENSSL_NEWS.replace("Security: counter", "Security: [CVE-2003-0131], [CVE-2003-0147] and [CVE-2003-0131] "
                                                     "counter").replace("Fix various bugs", "[CVE-2003-0543] Fix various bugs")
    news += "\n" + "".join(f"[CVE-2003-{n:04d}]: https://www.openssl.org/news/vulnerabilities.html#CVE-2003-{n:04d}\n"
                           for n in (131, 147, 543, 544, 545))
    count = Question.parse("How many distinct CVE identifiers does OpenSSL's NEWS.md cite in its section on the major "
                           "changes between OpenSSL 0.9.6i and OpenSSL 0.9.6j?")
    most = Question.parse("Which OpenSSL release's section in NEWS.md cites the largest number of distinct CVE "
                          "identifiers? Give the version that section introduces.")
    with Sandbox(context=news, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, ["NEWS.md"], ["/usr/share/doc/openssl/NEWS.md.gz"])) as sb:
        blocks = ast.literal_eval(run(sb, computations_code(count)).strip())
        assert len(blocks) == 1 and "'0.9.6i' in r['title']" in blocks[0] and run(sb, blocks[0]).strip() == "2"
        blocks = ast.literal_eval(run(sb, computations_code(most)).strip())
        assert len(blocks) == 1 and run(sb, blocks[0]).strip().startswith("[('0.9.6j', 2), ('0.9.6k', 1), ")
        # held-out openssl-news-05: the release is the one whose notes cite the identifier named, a hop
        hop = Question.parse("OpenSSL's NEWS.md lists CVE-2003-0147 among the fixes of one release. How many distinct "
                             "CVE identifiers does that release's section cite in all, CVE-2003-0147 included?")
        blocks = ast.literal_eval(run(sb, computations_code(hop)).strip())
        assert len(blocks) == 1 and "'CVE-2003-0147' in r.text" in blocks[0] and run(sb, blocks[0]).strip() == "2"


def test_the_record_placed_after_is_the_named_one_s_sibling_not_its_container_s() -> None:
    """Held-out packagekit-transaction-04: "Which method does PackageKit's Transaction.xml declare right after
    RepoEnable?" was shown "nothing comes right after ... among the level-1 records": the interface holding the method
    was taken for the record named: the method's many args, whose parent it is, hid it among the records a word names
    as a field's whole value, and of those whose text holds it the interface came first. A field that names the
    record itself names it first."""
    from rlm.loop import order_code
    from rlm.question import Question

    xml = '<?xml version="1.0"?>\n<node>\n<interface name="org.freedesktop.PackageKit.Transaction">\n' + "".join(
        f'  <method name="{m}">\n' + "".join(f'    <arg type="s" name="{a}" direction="in"/>\n' for a in "abcdefgh") +
        "  </method>\n" for m in ("RemovePackages", "RepoEnable", "RepoSetData", "RepoRemove")) + "</interface>\n</node>\n"
    with Sandbox(context=xml, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, ["Transaction.xml"], ["org.freedesktop.PackageKit.Transaction.xml"])) as sb:
        q = Question.parse("Which method does PackageKit's Transaction.xml declare right after RepoEnable?")
        assert "its name: 'RepoSetData'" in run(sb, order_code(q))


def test_a_table_a_function_sets_as_a_global_is_data_and_its_longest_name_is_ranked() -> None:
    """Held-out mimetypes.py-03: "Which file extension in the default types_map of mimetypes.py is the longest (the most
    characters)?" had no records of types_map, which `_default_mime_types()` sets (`global types_map` ... `types_map =
    _types_map_default = {...}`), and 'most' ranked the values by how often they come; what is ranked is the length of
    each name kept."""
    import ast

    from rlm.loop import computations_code
    from rlm.question import Question

    types = {".js": "application/javascript", ".json": "application/json", ".webmanifest": "application/manifest+json",
             ".doc": "application/msword", ".dot": "application/msword", ".texinfo": "application/x-texinfo",
             ".tar": "application/x-tar", ".txt": "text/plain", ".bat": "text/plain"}
    module = "import os\n\n\ndef _default_mime_types():\n    global types_map, _types_map_default\n\n" \
        "    types_map = _types_map_default = {\n" + "".join(f"        {k!r}: {v!r},\n" for k, v in types.items()) + \
        "    }\n\n\n_default_mime_types()\n"
    q = Question.parse("Which file extension in the default types_map of mimetypes.py is the longest (the most "
                       "characters)?")
    with Sandbox(context=module, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, ["mimetypes.py"], ["mimetypes.py"])) as sb:
        assert run(sb, "print(sum(r.get('parent') == 'types_map' for r in records()))").strip() == "9"
        blocks = ast.literal_eval(run(sb, computations_code(q)).strip())
        assert len(blocks) == 1 and run(sb, blocks[0]).strip().startswith("[('.webmanifest', 12), ('.texinfo', 8)")


def test_a_count_of_the_constants_a_glob_names_that_hold_a_flag_tests_both() -> None:
    """Held-out audit.h-02: "How many of the AUDIT_ARCH_* constants in linux/audit.h include the __AUDIT_ARCH_64BIT
    flag?" was answered 19, the #defines whose line holds the flag, the flag's own among them. "AUDIT_ARCH_*" names the
    constants counted, as a shell's pattern does; the count tests their names and the flag."""
    import ast

    from rlm.loop import computations_code
    from rlm.question import Question

    header = "#define __AUDIT_ARCH_64BIT 0x80000000\n#define __AUDIT_ARCH_LE 0x40000000\n\n" + "".join(
        f"#define AUDIT_ARCH_{a}\t(EM_{a}{'|__AUDIT_ARCH_64BIT' if wide else ''}|__AUDIT_ARCH_LE)\n"
        for a, wide in (("AARCH64", True), ("ARM", False), ("I386", False), ("IA64", True), ("X86_64", True),
                        ("RISCV32", False), ("RISCV64", True))) + "#define AUDIT_FILTER_USER 0x00\n#define AUDIT_FILTER_TASK 0x01\n"
    q = Question.parse("How many of the AUDIT_ARCH_* constants in linux/audit.h include the __AUDIT_ARCH_64BIT flag?")
    assert q.begins == ("start", "AUDIT_ARCH_")
    with Sandbox(context=header, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, ["audit.h"], ["/usr/include/linux/audit.h"])) as sb:
        blocks = ast.literal_eval(run(sb, computations_code(q)).strip())
        assert len(blocks) == 1 and run(sb, blocks[0]).strip() == "4"


def test_a_key_written_after_a_sign_names_its_record() -> None:
    """Held-out mimetypes.py-01: "Which MIME type does the default types_map in Python's mimetypes.py give the
    extension .tsv?" showed no record: of records of names and values only an identifier named one, and '.tsv' is a
    word after a sign, as much a key as AUDIT_TTY; a plain word ('default') still names none."""
    from rlm.loop import lookup_code
    from rlm.question import Question

    module = "import posixpath\n\ntypes_map = {\n    '.tsv': 'text/tab-separated-values',\n    '.txt': 'text/plain',\n" \
        "    '.csv': 'text/csv',\n    '.default': 'text/x-default',\n}\n\nencodings_map = {\n    '.gz': 'gzip',\n" \
        "    '.xz': 'xz',\n}\n\n\n" \
        "def guess_type(url):\n    return types_map.get(posixpath.splitext(url)[1])\n"
    with Sandbox(context=module, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, ["mimetypes.py"], ["mimetypes.py"])) as sb:
        q = Question.parse("Which MIME type does the default types_map in Python's mimetypes.py give the extension .tsv?")
        assert "'.tsv' names this record; its value: 'text/tab-separated-values'" in run(sb, lookup_code(q))
        q = Question.parse("Which MIME type does the default types_map give the extension tsv?")
        assert run(sb, lookup_code(q)).strip() == ""  # 'tsv' alone is a plain word: no key said


def test_an_extreme_within_a_range_of_a_header_s_values_ranks_those_the_range_keeps() -> None:
    """Held-out audit.h-03: "Which audit event message type (the 1300 - 1399 block) has the highest number in
    linux/audit.h?" had no block: the range was no bound of an extreme (only of counts, and only "from X to Y"), and
    the #defines' values were no number field, some of them being masks and expressions. Most of them are digits; the
    ranking tests that a value is, and keeps those in the range. 'type' is what is asked for, not a filter."""
    import ast

    from rlm.judge import judge
    from rlm.documents import Document
    from rlm.loop import computations_code
    from rlm.question import Question
    from rlm.seen import Seen

    header = "#define AUDIT_ARCH_X86_64 (EM_X86_64|__AUDIT_ARCH_64BIT)\n#define AUDIT_BIT_MASK 0x08000000\n" + "".join(
        f"#define AUDIT_{name} {number}\n" for name, number in (
            ("GET", 1000), ("SET", 1001), ("SYSCALL", 1300), ("PATH", 1302), ("DM_CTRL", 1338), ("DM_EVENT", 1339),
            ("AVC", 1400), ("MAC_POLICY_LOAD", 1403), ("FIRST_KERN_ANOM_MSG", 1700), ("LAST_USER_MSG2", 2999),
            ("ANOM_PROMISCUOUS", 1700), ("KERNEL", 2000), ("FANOTIFY", 1331), ("BPF", 1334), ("TIME_INJOFFSET", 1332),
            ("OPENAT2", 1337), ("URINGOP", 1336), ("EVENT_LISTENER", 1335), ("TTY", 1319), ("EXECVE", 1309)))
    q = Question.parse("Which audit event message type (the 1300 - 1399 block) has the highest number in linux/audit.h?")
    assert q.bound is not None and q.bound.ends == [(">=", 1300), ("<=", 1399)] and "type" in q.framing
    assert Question.parse("Which release dated 2003-04-10 has the most fixes?").bound is None  # a date is no range
    with Sandbox(context=header, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, ["audit.h"], ["/usr/include/linux/audit.h"])) as sb:
        blocks = ast.literal_eval(run(sb, computations_code(q)).strip())
        assert len(blocks) == 1 and "(r['value']) <= 1399" in blocks[0]  # int() or c_number(): hex masks are numbers too
        shown = run(sb, blocks[0])
        assert shown.startswith("[('AUDIT_DM_EVENT', 1339), ('AUDIT_DM_CTRL', 1338)")
    seen = Seen([Document(header, "/usr/include/linux/audit.h")])
    seen.add(shown, blocks[0])
    assert judge("AUDIT_DM_EVENT", seen, q).accepted
    unbounded = Seen([Document(header, "/usr/include/linux/audit.h")])
    unbounded.add("[('AUDIT_LAST_USER_MSG2', 2999)]", "print(sorted(((r['name'], int(r['value'])) for r in records() "
                  "if str(r.get('value', '')).isdigit()), key=lambda t: t[1], reverse=True)[:1])")
    assert judge("AUDIT_LAST_USER_MSG2", unbounded, q).reason == "final_unbounded"


def test_which_signal_carries_the_most_arguments_counts_the_args_of_signals_only() -> None:
    """Held-out packagekit-transaction-03: "Which signal of PackageKit's Transaction interface carries the most
    arguments?" had no block: the tag <arg> is no word of the question, and args belong to methods as well as signals.
    A tag may shorten the word ('arg' of 'arguments'); the args are counted by parent among the signals' names."""
    import ast

    from rlm.loop import computations_code
    from rlm.question import Question

    def member(tag: str, name: str, args: int) -> str:
        return f'  <{tag} name="{name}">\n' + "".join(f'    <arg type="s" name="a{i}"/>\n' for i in range(args)) + \
            f"  </{tag}>\n"

    xml = '<node>\n <interface name="org.example.Transaction">\n' + "".join(
        member(tag, name, n) for tag, name, n in (("method", "InstallFiles", 9), ("method", "Cancel", 0),
                                                  ("signal", "UpdateDetail", 6), ("signal", "Finished", 2),
                                                  ("method", "Resolve", 3), ("signal", "Package", 3))) + \
        " </interface>\n</node>\n"
    q = Question.parse("Which signal of the Transaction interface carries the most arguments?")
    with Sandbox(context=xml, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, ["Transaction.xml"], ["org.example.Transaction.xml"])) as sb:
        blocks = ast.literal_eval(run(sb, computations_code(q)).strip())
        assert len(blocks) == 1 and run(sb, blocks[0]).strip() == "[('UpdateDetail', 6), ('Package', 3), ('Finished', 2)]"
        q = Question.parse("Which method of the Transaction interface takes the fewest arguments?")
        blocks = ast.literal_eval(run(sb, computations_code(q)).strip())
        assert len(blocks) == 1 and run(sb, blocks[0]).strip() == "[('Cancel', 0), ('Resolve', 3), ('InstallFiles', 9)]"


def test_the_third_argument_of_a_method_is_the_third_arg_its_element_holds() -> None:
    """Held-out packagekit-transaction-01: "what is the name of the third argument of the method RemovePackages?"
    showed nothing: no field is a place. The method's element holds its <arg>s in order; the kind is the word after
    the ordinal, the holder the one named after its own kind ("the method RemovePackages", not the signal Transaction
    of "the Transaction interface")."""
    from rlm.loop import lookup_code
    from rlm.question import Question

    def member(tag: str, name: str, args: tuple[str, ...]) -> str:
        return f'  <{tag} name="{name}">\n' + "".join(f'    <arg type="s" name="{a}"/>\n' for a in args) + f"  </{tag}>\n"

    xml = '<node>\n <interface name="org.example.Transaction">\n' + "".join(
        member(tag, name, args) for tag, name, args in (
            ("method", "RemovePackages", ("transaction_flags", "package_ids", "allow_deps", "autoremove")),
            ("signal", "Transaction", ("object_path", "timespec", "succeeded", "role")),
            ("method", "Cancel", ()), ("method", "Resolve", ("filter", "packages")))) + " </interface>\n</node>\n"
    with Sandbox(context=xml, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, ["Transaction.xml"], ["org.example.Transaction.xml"])) as sb:
        q = Question.parse("In the interface org.example.Transaction, what is the name of the third argument of the "
                           "method RemovePackages?")
        assert "its third arg (of 4), whose name: 'allow_deps'" in run(sb, lookup_code(q))
        q = Question.parse("What is the name of the third argument of the method Resolve?")
        assert "holds 2 arg record(s): no third one" in run(sb, lookup_code(q))


def test_a_count_of_the_values_under_a_prefix_in_one_table_of_two() -> None:
    """Held-out mimetypes.py-02: "In mimetypes.py's default types_map (the standard types, not common_types), how
    many extensions map to a MIME type under video/?" had no block: both tables were values of 'parent' the question
    names, and "under video/" was no test. ", not common_types" sets that table aside, and "a MIME type under video/"
    is a value beginning so (its words say what begins, no filter of their own)."""
    import ast

    from rlm.documents import Document
    from rlm.judge import judge
    from rlm.loop import computations_code
    from rlm.question import Question
    from rlm.seen import Seen

    module = "import posixpath\n\n# MIME types by extension\ntypes_map = {\n" + "".join(
        f"    {k!r}: {v!r},\n" for k, v in ((".mp4", "video/mp4"), (".mpeg", "video/mpeg"), (".txt", "text/plain"),
                                            (".qt", "video/quicktime"), (".png", "image/png"))) + \
        "}\n\ncommon_types = {\n    '.mid': 'audio/midi',\n    '.avi': 'video/x-msvideo',\n}\n\n\n" \
        "def guess_type(url):\n    \"\"\"The MIME type of a URL.\"\"\"\n    return types_map.get(posixpath.splitext(url)[1])\n"
    q = Question.parse("In mimetypes.py's default types_map (the standard types, not common_types), how many "
                       "extensions map to a MIME type under video/?")
    assert q.begins == ("start", "video/") and "common_types" in q.contrasted and {"mime", "type"} <= q.framing
    assert not Question.parse("How many ERROR lines, not the warnings, are there?").contrasted  # a word, no name
    with Sandbox(context=module, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, ["mimetypes.py"], ["mimetypes.py"])) as sb:
        blocks = ast.literal_eval(run(sb, computations_code(q)).strip())
        assert len(blocks) == 1 and run(sb, blocks[0]).strip() == "3"
    seen = Seen([Document(module, "mimetypes.py")])
    seen.add("3", blocks[0])
    assert judge("3", seen, q).accepted


def test_the_subsection_mentioning_a_lower_case_name_after_its_kind_is_found_by_it() -> None:
    """Held-out terminfo-5-04: "Which subsection of the terminfo(5) man page mentions the capability smcup outside its
    capability tables? Give the subsection's heading." showed nothing: only a name in capitals or with an underscore was
    a key, and a man page with sections over its subsections was not searched for one. A name right after its kind
    ("the capability smcup") is one; a subsection asked for is a subsection's title; a table's row is no subsection."""
    from rlm.loop import within_code
    from rlm.question import Question

    page = ".TH TERMINFO 5\n.SH NAME\nterminfo \\- terminal capability database\n.SH DESCRIPTION\n" \
        ".SS Predefined Capabilities\nThe capabilities are listed in this table.\n.TS\nl l l.\n" \
        "\\fBVariable\tCap-\tDescription\\fR\nenter_ca_mode\tsmcup\tstring to start programs using cup\n" \
        "exit_ca_mode\trmcup\tstring to end programs using cup\nclear_screen\tclear\tclear screen\n.TE\n" \
        ".SS Cursor Motions\nIf the terminal has a fast way to home the cursor, give it as \\fBhome\\fR.\n" \
        "Programs that use cup send \\fBsmcup\\fR first and \\fBrmcup\\fR at their end.\n" \
        ".SS Area Clears\nIf the terminal can clear from the cursor to the end of the line, give it as \\fBel\\fR.\n" \
        ".SH FILES\n/usr/share/terminfo\n"
    q = Question.parse("Which subsection of the terminfo(5) man page mentions the capability smcup outside its "
                       "capability tables? Give the subsection's heading.")
    with Sandbox(context=page, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, ["terminfo.5"], ["/usr/share/man/man5/terminfo.5.gz"])) as sb:
        assert run(sb, within_code(q)).startswith("'smcup' in its text names this record; its title: 'Cursor Motions'")
        q = Question.parse("Which section of the terminfo(5) man page mentions the capability smcup?")
        assert run(sb, within_code(q)).strip() == ""  # a section over subsections: not this view's


def test_a_count_of_a_named_mapping_s_items_whatever_the_question_calls_them() -> None:
    """Held-out token.py-02: "How many operator strings does the EXACT_TOKEN_TYPES mapping in token.py contain?" had no
    block ("operator strings" is no kind of definition), and a count by the mapping's name was refused as narrowed by
    'token', a word of the file's name: the name is said whole, and a dict's items are what it contains."""
    import ast

    from rlm.documents import Document
    from rlm.judge import judge
    from rlm.loop import computations_code
    from rlm.question import Question
    from rlm.seen import Seen

    module = "ENDMARKER = 0\nNAME = 1\nNUMBER = 2\nLPAR = 7\nRPAR = 8\nCOLON = 11\n\nEXACT_TOKEN_TYPES = {\n" + "".join(
        f"    {op!r}: {name},\n" for op, name in (("(", "LPAR"), (")", "RPAR"), (":", "COLON"), ("!=", "NOTEQUAL"),
                                               ("%", "PERCENT"))) + "}\n\n\ndef ISTERMINAL(x):\n    return x < 256\n"
    q = Question.parse("How many operator strings does the EXACT_TOKEN_TYPES mapping in token.py contain?")
    with Sandbox(context=module, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, ["token.py"], ["/usr/lib/python3.11/token.py"])) as sb:
        blocks = ast.literal_eval(run(sb, computations_code(q)).strip())
        assert blocks == ["print(len([r for r in records() if r['parent'] == 'EXACT_TOKEN_TYPES']))"]
        assert run(sb, blocks[0]).strip() == "5"
        keyed = Question.parse("How many operator strings for NOTEQUAL does the EXACT_TOKEN_TYPES mapping contain?")
        assert run(sb, computations_code(keyed)).strip() == "[]"  # a key it names and no block tests: not all items
    seen = Seen([Document(module, "/usr/lib/python3.11/token.py")])
    seen.add("5", blocks[0])
    assert judge("5", seen, q).accepted


def test_a_key_every_json_object_has_is_no_filter_of_a_count() -> None:
    """Held-out msvc-cl-flags-02: "How many switch entries does v143_CL.json list for the ExternalWarningLevel
    setting?" was refused: 'switch', a key of every object, seemed a filter the count missed."""
    import json

    from rlm.documents import Document
    from rlm.judge import judge
    from rlm.question import Question
    from rlm.seen import Seen

    flags = json.dumps([{"name": n, "switch": s, "comment": c, "value": v, "flags": []} for n, s, c, v in (
        ("ExternalWarningLevel", "external:W0", "Turn Off All Warnings", "TurnOffAllWarnings"),
        ("ExternalWarningLevel", "external:W1", "Level1 (/external:W1)", "Level1"),
        ("ExternalWarningLevel", "external:W2", "Level2 (/external:W2)", "Level2"),
        ("WarningLevel", "W0", "Turn Off All Warnings", "TurnOffAllWarnings"),
        ("WarningLevel", "W1", "Level1 (/W1)", "Level1"), ("DebugInformationFormat", "Z7", "C7 compatible", "OldStyle"))],
        indent=2)
    q = Question.parse("How many switch entries does v143_CL.json list for the ExternalWarningLevel setting?")
    seen = Seen([Document(flags, "v143_CL.json")])
    assert "switch" in seen.field_words and "flags" in seen.field_words
    seen.add("3", "print(len([r for r in records() if 'externalwarninglevel' in str(r['name']).lower()]))")
    assert judge("3", seen, q).accepted


XKB = "<?xml version=\"1.0\"?>\n<xkbConfigRegistry>\n<layoutList>\n" + "".join(
    f"<layout>\n<configItem>\n<name>{lay}</name>\n<description>{desc}</description>\n</configItem>\n<variantList>\n" +
    "".join(f"<variant>\n<configItem>\n<name>{n}</name>\n<description>{d}</description>\n</configItem>\n</variant>\n"
            for n, d in variants) + "</variantList>\n</layout>\n"
    for lay, desc, variants in (
        ("us", "English (US)", (("intl", "English (US, intl.)"), ("colemak", "English (Colemak)"),
                                ("dvorak", "English (Dvorak)"))),
        ("pl", "Polish", (("colemak", "Polish (Colemak)"), ("colemak_dh", "Polish (Colemak-DH)"))),
        ("de", "German", (("bone", "German (Bone)"), ("bone_eszett_home", "German (Bone, eszett in the home row)"),
                          ("neo", "German (Neo 2)"))))) + "</layoutList>\n</xkbConfigRegistry>\n"


def test_an_xml_element_named_by_its_first_child_holds_the_records_below_it() -> None:
    """Held-out xkb-extras-02, -05 and -06: xkb's `<layout><configItem><name>pl</name>...<variantList><variant>` names
    a layout in its first child, so no variant knew its layout: "how many variants for the lv layout" had no block, and
    "the colemak_dh variant of the us layout", which us has not, was answered with Polish's. An element takes its first
    child's name; a list without one passes its holder's down; a record the question places in another ("of the us
    layout") that holds it not is no answer."""
    import ast

    from rlm.loop import computations_code, lookup_code, order_code
    from rlm.question import Question

    with Sandbox(context=XKB, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, ["base.extras.xml"], ["/usr/share/X11/xkb/rules/base.extras.xml"])) as sb:
        assert run(sb, "print(sorted({(r['name'], r['parent']) for r in records() if r['kind'] == 'variant'}))").strip() \
            == str(sorted({("intl", "us"), ("colemak", "us"), ("dvorak", "us"), ("colemak", "pl"),
                           ("colemak_dh", "pl"), ("bone", "de"), ("bone_eszett_home", "de"), ("neo", "de")}))
        q = Question.parse("How many variants does base.extras.xml list for the de layout (German)?")
        blocks = ast.literal_eval(run(sb, computations_code(q)).strip())
        assert len(blocks) == 1 and run(sb, blocks[0]).strip() == "3"
        q = Question.parse("In base.extras.xml, which variant of the de layout is listed right after bone? Give the "
                           "variant's name.")
        assert "its name: 'bone_eszett_home'" in run(sb, order_code(q))
        q = Question.parse("What description does base.extras.xml give the colemak_dh variant of the us layout?")
        assert run(sb, lookup_code(q)).strip() == ""  # us has no colemak_dh: not Polish's
        q = Question.parse("What description does base.extras.xml give the colemak_dh variant of the pl layout?")
        assert "its description: 'Polish (Colemak-DH)'" in run(sb, lookup_code(q))


def test_a_family_of_names_for_one_object_is_followed_to_the_member_asked_for() -> None:
    """Held-out obj_mac.h-01, -04, -05: OpenSSL names each object by four #defines (SN_x, LN_x, NID_x, OBJ_x). "What
    NID does obj_mac.h give the object whose short name is "id-hmacWithSHA3-512"?" showed nothing and a read made up
    NID_HMAC_SHA3_512; "writes OBJ_set_attr as another object's OBJ_ macro ... What NID does that other object have?"
    answered the OBJ_ value; "Which NID_ macro ... right after NID_id_scrypt?" the OBJ_ macro next to it. The member of
    the family asked for is the one named for the same object."""
    from rlm.loop import lookup_code, order_code, within_code
    from rlm.question import Question

    objects = [("undef", "UNDEF", "undefined", 0, ""), ("id_set", "id-set", "Secure Electronic Transactions", 512,
                "OBJ_international_organizations,42L"), ("set_attr", "set-attr", "set-attr", 515, "OBJ_id_set,3L"),
               ("hmac_sha3_512", "id-hmacWithSHA3-512", "hmac-sha3-512", 1105, "OBJ_nist_hashalgs,16L"),
               ("id_scrypt", "id-scrypt", "scrypt", 973, "1L,3L,6L,1L,4L,1L,11591L,4L,11L"),
               ("tls1_prf", "TLS1-PRF", "tls1-prf", 1021, "")]
    objects += [(f"obj{i}", f"o-{i}", f"object {i}", 2000 + i, f"OBJ_id_set,{i}L") for i in range(20)]
    header = "#ifndef OPENSSL_OBJ_MAC_H\n# define OPENSSL_OBJ_MAC_H\n\n" + "".join(
        f'#define SN_{x} "{sn}"\n#define LN_{x} "{ln}"\n#define NID_{x} {nid}\n' + (f"#define OBJ_{x} {arcs}\n" if arcs else "")
        + "\n" for x, sn, ln, nid, arcs in objects) + "#endif\n"
    with Sandbox(context=header, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, ["obj_mac.h"], ["/usr/include/openssl/obj_mac.h"])) as sb:
        q = Question.parse('What NID does obj_mac.h give the object whose short name is "id-hmacWithSHA3-512"?')
        assert "its NID_hmac_sha3_512: '1105'" in run(sb, lookup_code(q))
        q = Question.parse("obj_mac.h writes OBJ_set_attr as another object's OBJ_ macro followed by more arcs. What NID "
                           "does that other object have?")
        assert q.hop and "its NID_id_set: '512'" in run(sb, within_code(q))
        q = Question.parse("Which NID_ macro does obj_mac.h define right after NID_id_scrypt?")
        assert "its name: 'NID_tls1_prf'" in run(sb, order_code(q))


def test_a_release_named_alone_under_a_rule_line_is_a_release_heading() -> None:
    """Held-out sed-manual-06: sed's NEWS heads its newer releases "* Noteworthy changes in release 4.2.2 ..." and its
    older ones "Sed 4.2" under a line of dashes; those were no headings, so "new option --follow-symlinks" of 4.2 was
    read as 4.2.2's, and the answer 4.2.2 taken."""
    news = "GNU sed NEWS                                    -*- outline -*-\n\n" + "".join(
        f"* Noteworthy changes in release {v} ({d}) [stable]\n\n** Bug fixes\n\n  sed now works in {v}.\n\n"
        for v, d in (("4.9", "2022-11-06"), ("4.8", "2020-01-14"), ("4.2.2", "2012-12-22"))) + "".join(
        f"{'-' * 76}\nSed {v}\n\n* {item}\n\n" for v, item in (
            ("4.2.1", "fix parsing of s/[[[[[[[[[]//"), ("4.2", "new option --follow-symlinks, available in-place."),
            ("4.1.5", "fix parsing of a negative character class")))
    with Sandbox(context=news, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, ["NEWS"], ["/usr/share/doc/sed/NEWS.gz"])) as sb:
        assert run(sb, "print([r['version'] for r in records() if 'follow-symlinks' in r.text])").strip() == "['4.2']"
        assert run(sb, "print(len([r for r in records() if r.get('version')]))").strip() == "6"


def _views(context: str | list[str], names: list[str], sources: list[str], question: str,
           code: str = "lookup") -> tuple[str, "object"]:
    """A view of the loop's (lookup, within, order or the blocks of computations, run) and the Seen it makes, for
    the judge: what the loop shows a root, and what an answer from it is judged against."""
    import ast

    from rlm.documents import Document
    from rlm.loop import across_code, computations_code, lookup_code, order_code, within_code
    from rlm.question import Question
    from rlm.seen import Seen

    q = Question.parse(question)
    texts = context if isinstance(context, list) else [context]
    seen = Seen([Document(t, s) for t, s in zip(texts, sources)])
    with Sandbox(context=context, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, names, sources)) as sb:
        codes = ast.literal_eval(run(sb, computations_code(q)).strip()) if code == "computations" else \
            [{"lookup": lookup_code, "within": within_code, "order": order_code, "across": across_code}[code](q)]
        shown = ""
        for block in codes:
            out = run(sb, block)
            seen.add(out, block)
            shown += out
    return shown, seen


def test_round_23_kinds_of_xml_a_gloss_a_place_and_a_holder() -> None:
    """Held-out xkb-extras-02 to -05: the count of the lv layout's variants (`r['parent'] == 'lv'`) was refused
    for not naming 'Latvian', the question's gloss in parentheses, nor 'layout', the kind the name is said with; the
    variant the order view placed after bone was refused as where the hop starts (its description says "Bone"); "a
    variant described as "Kutenai". What is the description of the layout it belongs to?" had no view."""
    from rlm.judge import judge
    from rlm.question import Question

    source = ["base.extras.xml"], ["/usr/share/X11/xkb/rules/base.extras.xml"]
    q = "How many variants does base.extras.xml list for the de layout (German)?"
    shown, seen = _views(XKB, *source, q, "computations")
    assert shown.strip() == "3" and judge("3", seen, Question.parse(q)).accepted
    q = "In base.extras.xml, which variant of the de layout is listed right after bone? Give the variant's name."
    shown, seen = _views(XKB, *source, q, "order")
    assert judge("bone_eszett_home", seen, Question.parse(q)).accepted
    q = 'base.extras.xml has a keyboard variant described as "German (Neo 2)". What is the description of the layout ' \
        'it belongs to?'
    assert Question.parse(q).hop
    shown, seen = _views(XKB, *source, q, "within")
    assert "its description: 'German'" in shown and judge("German", seen, Question.parse(q)).accepted
    q = "Which layout in base.extras.xml has the most variants? Give the layout's description."  # -03: by its name, 'us'
    more = XKB.replace("</variantList>", "<variant>\n<configItem>\n<name>alt</name>\n<description>English (alt)"
                       "</description>\n</configItem>\n</variant>\n</variantList>", 1)  # us: 4
    shown, seen = _views(more, *source, q, "computations")
    assert shown.startswith("[('English (US)', 4)") and judge("English (US)", seen, Question.parse(q)).accepted


GNUPG_NEWS = "".join(f"Noteworthy changes in version {v} ({d})\n{'-' * 50}\n\n" +
               "".join(f"  * gpg: Change {i} of {v}.{' New option --compat-flags.' if v == '2.2.37' and i == 0 else ''}\n"
                       for i in range(n)) + f"\n  Release-info: https://dev.gnupg.org/T{6000 + n * 7}\n\n\n"
               for v, d, n in (("2.3.1", "2021-04-20", 9), ("2.2.37", "2022-08-24", 4), ("2.2.20", "2020-03-20", 5),
                               ("2.2.19", "2019-12-07", 2), ("2.2.18", "2019-11-25", 7), ("2.1.2", "2015-02-11", 3),
                               ("2.2.21", "2020-07-09", 1)))


def test_round_23_kinds_of_release_notes_a_year_a_series_a_trailer_and_an_upload() -> None:
    """Held-out gnupg-news-03, -05, -06, -07: "Which GnuPG 2.2 release has the longest list" ranked every release;
    "the first GnuPG release of 2020" placed the oldest of all; "announces the option --compat-flags as new in one
    release. Which task does that release's Release-info line point to?" had no field to give; Debian's "2.2.19-1
    upload ... what date was that upstream version released" found no 2.2.19-1 in NEWS."""
    from rlm.judge import judge
    from rlm.loop import across_code
    from rlm.question import Question

    source = ["NEWS"], ["/usr/share/doc/gnupg/NEWS"]
    q = "Which GnuPG 2.2 release has the longest list of noteworthy changes in NEWS (the most bullet items)?"
    shown, seen = _views(GNUPG_NEWS, *source, q, "computations")
    assert shown.startswith("[('2.2.18', 7), ('2.2.20', 5)") and judge("2.2.18", seen, Question.parse(q)).accepted
    q = "Going by the dates in GnuPG's NEWS, which was the first GnuPG release of 2020?"
    shown, seen = _views(GNUPG_NEWS, *source, q, "order")
    assert "version 2.2.20 (2020-03-20) <- the first of the 2 records with date in 2020" in shown
    q = "GnuPG's NEWS announces the option --compat-flags as new in one release. Which task does that release's " \
        "Release-info line point to? Give its T number."
    shown, seen = _views(GNUPG_NEWS, *source, q, "within")
    assert "its Release-info: 'https://dev.gnupg.org/T6028'" in shown
    debian = "gnupg2 (2.2.19-1) unstable; urgency=medium\n\n  * New upstream version.\n\n -- Maint <m@x.org>  " \
             "Mon, 09 Dec 2019 10:00:00 +0100\n\ngnupg2 (2.2.18-2) unstable; urgency=medium\n\n  * Fix.\n\n -- " \
             "Maint <m@x.org>  Tue, 26 Nov 2019 10:00:00 +0100\n\ngnupg2 (2.2.18-1) unstable; urgency=medium\n\n  * " \
             "New upstream.\n\n -- Maint <m@x.org>  Tue, 26 Nov 2019 09:00:00 +0100\n"
    q = "Debian's changelog of gnupg2 says its 2.2.19-1 upload packaged a new upstream version. On what date was that " \
        "upstream version released, according to GnuPG's NEWS?"
    with Sandbox(context=[GNUPG_NEWS, debian], functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, ["NEWS", "changelog.Debian"], ["/usr/share/doc/gnupg/NEWS",
                                                                             "/usr/share/doc/gnupg/changelog.Debian"])) as sb:
        assert "'2.2.19' names this record; its date: '2019-12-07'" in run(sb, across_code(Question.parse(q)))


OBJ_MAC = "".join(f'#define SN_{n} "{n}"\n#define NID_{n} {nid}\n#define OBJ_{n} {arcs}\n\n' for n, nid, arcs in (
    ("dstu4145le", 1158, "OBJ_ua_pki,1L,3L"), ("dstu4145be", 1159, "OBJ_dstu4145le,1L,1L"),
    ("uacurve0", 1160, "OBJ_dstu4145le,2L,0L"), ("uacurve1", 1161, "OBJ_dstu4145le,2L,1L"),
    ("dhpublicnumber", 920, "OBJ_ISO_US,10046L,2L,1L"), ("ua_pki", 1150, "OBJ_member_body,804L"))) + \
    "".join(f'#define SN_x{i} "x{i}"\n#define NID_x{i} {i}\n#define OBJ_x{i} 1L,{i}L\n' for i in range(20))
EVP = "#ifndef EVP_H\n# define EVP_H\n# include <openssl/obj_mac.h>\n" + "".join(
    f"int EVP_func{i}(EVP_CTX *ctx, int n);\nvoid EVP_free{i}(EVP_CTX *ctx);\n" for i in range(30)) + \
    "# define EVP_PKEY_RSA NID_rsaEncryption\n# define EVP_PKEY_DHX NID_dhpublicnumber\n# endif\n"


def test_round_23_kinds_of_c_headers_a_family_ranked_a_count_built_on_a_name_and_a_define_among_declarations() -> None:
    """Held-out obj_mac.h-02, -03, -06: the count of OBJ_ macros built on OBJ_dstu4145le took its own #define too;
    "Which object has the highest NID?" had no block (NID_ is a family of names, no field); evp.h's #define lines,
    among its declarations, were read as comments, so "evp.h defines EVP_PKEY_DHX as a NID_ macro. What number does
    obj_mac.h give that NID?" reached nothing."""
    from rlm.judge import judge
    from rlm.loop import across_code
    from rlm.question import Question

    source = ["obj_mac.h"], ["/usr/include/openssl/obj_mac.h"]
    q = "In obj_mac.h, how many OBJ_ macros are built directly on OBJ_dstu4145le, i.e. are defined as OBJ_dstu4145le " \
        "followed by further arcs?"
    shown, seen = _views(OBJ_MAC, *source, q, "computations")
    assert shown.strip() == "3" and judge("3", seen, Question.parse(q)).accepted
    q = "Which object has the highest NID in OpenSSL's obj_mac.h? Give its NID_ macro name."
    shown, seen = _views(OBJ_MAC, *source, q, "computations")
    assert shown.startswith("[('NID_uacurve1', 1161)") and judge("NID_uacurve1", seen, Question.parse(q)).accepted
    q = "OpenSSL's evp.h defines EVP_PKEY_DHX as a NID_ macro. What number does obj_mac.h give that NID?"
    names, sources = ["obj_mac.h", "evp.h"], ["/usr/include/openssl/obj_mac.h", "/usr/include/openssl/evp.h"]
    with Sandbox(context=[OBJ_MAC, EVP], functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, names, sources)) as sb:
        assert run(sb, "print([r['value'] for r in records(doc=1) if r.get('name') == 'EVP_PKEY_DHX'])").strip() == \
            "['NID_dhpublicnumber']"
        assert "'nid_dhpublicnumber' names this record; its value: '920'" in run(sb, across_code(Question.parse(q)))


CASE = ("class TestCase(object):\n    def __init__(self, methodName='runTest'):\n        \"\"\"Create an instance; the str\n"
        "        of the method.\"\"\"\n        self._testMethodName = methodName\n        # a str comment\n"
        "        self.addTypeEqualityFunc(dict, 'assertDictEqual')\n        self.addTypeEqualityFunc(str, "
        "'assertMultiLineEqual')\n\n    def addTypeEqualityFunc(self, typeobj, function):\n        pass\n\n"
        "    def assertEqual(self, first, second):\n        pass\n\n    def run(self):\n        pass\n\n\n" +
        "".join(f"def _helper{i}(obj):\n    return obj\n\n\n" for i in range(4)))


def test_round_23_kinds_of_code_and_scripts_a_body_line_a_pattern_and_comment_headings() -> None:
    """Held-out unittest-case.py-01, vim-filetype-01, -04: "Which assert method does TestCase.__init__ register as the
    type-specific equality function for str?" showed nothing of the body (nor of its docstring and comments, which
    say no code); "Which filetype does filetype.vim set for files matching *.pde?" looked up the line 'set cpo&vim';
    the comment heading after "BASIC or Visual Basic" was the `au` line under it."""
    from rlm.judge import judge
    from rlm.question import Question

    q = "Which assert method does TestCase.__init__ in unittest/case.py register as the type-specific equality " \
        "function for str?"
    assert "type-specific" not in Question.parse(q).anchors
    shown, seen = _views(CASE, ["case.py"], ["/usr/lib/python3.11/unittest/case.py"], q, "lookup")
    at = CASE.index("self.addTypeEqualityFunc(str")
    assert shown.splitlines()[1:] == [f"[at {at}, in TestCase.__init__] self.addTypeEqualityFunc(str, 'assertMultiLineEqual')"]
    assert judge("assertMultiLineEqual", seen, Question.parse(q)).accepted
    vim = "set cpo&vim\n\n\" BASIC or Visual Basic\nau BufNewFile,BufRead *.bas\t\t\tcall dist#ft#FTbas()\n\n" \
          "\" Bass\nau BufNewFile,BufRead *.bass\t\t\tsetf bass\n\n\" Arduino\nau BufNewFile,BufRead *.ino,*.pde\t\t" \
          "setf arduino\n\n" + "".join(f"\" Type {t}\nau BufNewFile,BufRead *.{t}\t\tsetf {t}\n\n" for t in "cdefghijk")
    source = ["filetype.vim"], ["/usr/share/vim/vim90/filetype.vim"]
    q = "Which filetype does Vim's filetype.vim set for files matching *.pde?"
    shown, seen = _views(vim, *source, q, "lookup")
    assert "au BufNewFile,BufRead *.ino,*.pde\t\tsetf arduino" in shown and judge("arduino", seen, Question.parse(q)).accepted
    q = "In Vim's filetype.vim, which file type's comment heading comes right after the one that reads \"BASIC or " \
        "Visual Basic\"?"
    shown, seen = _views(vim, *source, q, "order")
    assert "\" Bass <- right after" in shown


INFO = ("File: sed.info,  Node: Options\n\n2.2 Command-Line Options\n========================\n\nThe options:\n\n"
        "‘-b’\n‘--binary’\n     Open input files in binary mode.\n\n‘-s’\n‘--separate’\n     Consider files as separate.\n\n"
        "‘-z’\n‘--null-data’\n     Separate lines by NUL characters.\n\n"
        "3.1 ‘sed’ script overview\n=========================\n\n‘p’\n     Print the pattern space.\n\n‘d’\n     Delete it.\n\n"
        "3.7 Commands Specific to GNU ‘sed’\n==================================\n\nThese commands:\n\n"
        "‘e [COMMAND]’\n     Execute a command.\n\n‘F’\n     Print the file name.\n\n‘z’\n     Zap the pattern space.\n\n"
        "3.8 GNU Extensions for Escapes\n==============================\n\n‘\\a’\n     Produces a BEL character.\n\n"
        "‘\\f’\n     Produces a form feed.\n\n"
        "4 ‘csplit’: Split a file\n=========================\n\n‘-z’\n‘--elide-empty-files’\n     Suppress empty files.\n")


def test_round_23_kinds_of_info_manuals_tagged_entries_are_records_with_their_options() -> None:
    """Held-out sed-manual-02, -03 and round 18's coreutils-manual-04: an Info manual's tables ("‘-b’\\n‘--binary’\\n
    This option ...") were only its sections' bodies: "which long option is the same as -b?" and "How many commands does
    the manual describe in its section on commands specific to GNU sed?" had no records to look up or count; a -z
    documented for several commands is the one of the section the question quotes."""
    from rlm.judge import judge
    from rlm.question import Question

    source = ["sed.info"], ["/usr/share/info/sed.info"]
    q = "In the GNU sed manual, which long option is the same as -b?"
    shown, seen = _views(INFO, *source, q, "lookup")
    assert "'-b' names this record; its long option: '--binary'" in shown and judge("--binary", seen, Question.parse(q)).accepted
    q = "How many commands does the GNU sed manual describe in its section on commands specific to GNU sed?"
    shown, seen = _views(INFO, *source, q, "computations")
    assert shown.strip() == "3" and judge("3", seen, Question.parse(q)).accepted
    q = "According to the manual, which long option of ‘csplit’ is the same as its -z option?"
    shown, seen = _views(INFO, *source, q, "lookup")
    assert "its long option: '--elide-empty-files'" in shown
    example = INFO + "\n5 Examples\n==========\n\n     #include <stdio.h>\n     /*\n      * Copyright FOO BAR\n      */\n" \
                     "     int main(void);\n"  # a C example is no C header: its comment titles no part
    with Sandbox(context=example, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000, *source)) as sb:
        assert "in 4 ‘csplit’: Split a file]" in run(sb, "print(search('Suppress empty files'))")


SQLITE_H = ("#ifndef SQLITE3_H\n#define SQLITE3_H\n#include <stdarg.h>\n\n/*\n** CAPI3REF: Result Codes\n** KEYWORDS: {result code}\n"
            "**\n** Many functions return a result code.\n*/\n#define SQLITE_OK           0   /* Successful result */\n"
            "#define SQLITE_BUSY         5   /* The database file is locked */\n#define SQLITE_CANTOPEN    14   /* Unable "
            "to open */\n#define SQLITE_PROTOCOL    15   /* Database lock protocol error */\n\n/*\n** CAPI3REF: Extended "
            "Result Codes\n**\n** Codes built on the result codes.\n*/\n#define SQLITE_BUSY_RECOVERY   (SQLITE_BUSY | (1<<8))\n"
            "#define SQLITE_BUSY_SNAPSHOT   (SQLITE_BUSY | (2<<8))\n#define SQLITE_CANTOPEN_ISDIR  (SQLITE_CANTOPEN | (2<<8))\n"
            "#define SQLITE_CANTOPEN_FULLPATH (SQLITE_CANTOPEN | (3<<8))\n#define SQLITE_CANTOPEN_SYMLINK (SQLITE_CANTOPEN | "
            "(6<<8))\n\n/*\n** CAPI3REF: Compiling An SQL Statement\n**\n** To execute SQL, it must first be compiled.\n*/\n"
            "SQLITE_API int sqlite3_prepare(\n  sqlite3 *db,            /* Database handle */\n  const char *zSql,\n  int nByte,\n"
            "  sqlite3_stmt **ppStmt,\n  const char **pzTail\n);\nSQLITE_API int sqlite3_prepare_v2(\n  sqlite3 *db,\n  const "
            "char *zSql,\n  int nByte,\n  sqlite3_stmt **ppStmt,\n  const char **pzTail\n);\n\n/*\n** CAPI3REF: Create Or "
            "Redefine SQL Functions\n**\n** Add SQL functions.\n*/\nSQLITE_API int sqlite3_create_window_function(\n  sqlite3 "
            "*db,\n  const char *zFunctionName,\n  int nArg,\n  int eTextRep,\n  void *pApp,\n  void (*xStep)(sqlite3_context*,"
            "int,sqlite3_value**),\n  void (*xFinal)(sqlite3_context*),\n  void (*xValue)(sqlite3_context*),\n  void (*xInverse)"
            "(sqlite3_context*,int,sqlite3_value**),\n  void(*xDestroy)(void*)\n);\nSQLITE_API int sqlite3_sleep(int);\n"
            "SQLITE_API const char *sqlite3_libversion(void);\n\n#endif\n")


def test_round_24_kinds_of_c_headers_defines_among_declarations_their_sections_and_expressions() -> None:
    """Held-out sqlite3.h-02 to -05: a header of #defines among function declarations was read as lines, so no
    record gave SQLITE_PROTOCOL's number, the codes built on SQLITE_CANTOPEN, the function taking the most parameters
    or the CAPI3REF heading over sqlite3_prepare_v2; and SQLITE_BUSY_SNAPSHOT, "(SQLITE_BUSY | (2<<8))", was answered
    2 by a fresh read. Its #defines and declarations are records with the heading of the comment over them; a value
    asked of an expression is worked out, and a number only an operand of one is refused."""
    from rlm.documents import Document
    from rlm.judge import judge
    from rlm.question import Question
    from rlm.seen import Seen

    source = ["sqlite3.h"], ["/usr/include/sqlite3.h"]
    q = "What number does sqlite3.h assign to the result code SQLITE_PROTOCOL?"
    shown, seen = _views(SQLITE_H, *source, q, "lookup")
    assert "its value: '15'" in shown or "its value: 15" in shown
    q = "How many extended result codes does sqlite3.h build on SQLITE_CANTOPEN?"
    shown, seen = _views(SQLITE_H, *source, q, "computations")
    assert shown.strip() == "3" and judge("3", seen, Question.parse(q)).accepted
    q = "Which function declared in sqlite3.h takes the most parameters?"
    shown, seen = _views(SQLITE_H, *source, q, "computations")
    assert shown.startswith("[('sqlite3_create_window_function', 10), ('sqlite3_prepare', 5)")
    assert judge("sqlite3_create_window_function", seen, Question.parse(q)).accepted
    q = "Under which CAPI3REF heading does sqlite3.h declare the function sqlite3_prepare_v2?"
    shown, seen = _views(SQLITE_H, *source, q, "lookup")
    assert "its section: 'Compiling An SQL Statement'" in shown
    assert judge("Compiling An SQL Statement", seen, Question.parse(q)).accepted
    q = "What integer value does the extended result code SQLITE_BUSY_SNAPSHOT come to, going by its definition in " \
        "sqlite3.h?"
    shown, seen = _views(SQLITE_H, *source, q, "lookup")
    assert shown.startswith("'sqlite_busy_snapshot' names this record; its value: 517\n")
    assert judge("517", seen, Question.parse(q)).accepted
    hit = Seen([Document(SQLITE_H, "/usr/include/sqlite3.h")])
    hit.add("[at 430] #define SQLITE_BUSY_SNAPSHOT (SQLITE_BUSY | (2<<8))", "search('SQLITE_BUSY_SNAPSHOT')")
    assert judge("2", hit, Question.parse(q), forced=True).reason == "final_operand"
    hit.add("SQLITE_BUSY_SNAPSHOT comes to 9:", "print('SQLITE_BUSY_SNAPSHOT comes to 9:')")  # a root's own words
    assert not judge("9", hit, Question.parse(q), forced=True).accepted


def test_a_json_document_s_items_nested_under_wrappers_are_its_records() -> None:
    """Held-out node-deprecations-04: Node's deprecations.json holds its 188 deprecations under miscs[0].miscs[1].
    modules, one object on top: its records were that one object, and "which deprecation code comes right after
    DEP0185?" had nothing to place."""
    import json

    from rlm.computed import looked_up, placed_name
    from rlm.judge import judge
    from rlm.question import Question

    items = [{"textRaw": f"DEP{n:04d}: api{n}", "name": f"dep{n:04d}:_api{n}", "meta": {"changes": [{"version": "v1.0.0"}]},
              "desc": f"<p>Type: Runtime</p> api{n}", "type": "module"} for n in (183, 184, 185, 187, 188)]
    text = json.dumps({"type": "module", "miscs": [{"textRaw": "Deprecated APIs", "miscs": [
        {"textRaw": "Revoking", "desc": "..."}, {"textRaw": "List of deprecated APIs", "modules": items}]}]}, indent=2)
    q = "In Node's deprecations.json, which deprecation code comes right after DEP0185?"
    shown, seen = _views(text, ["deprecations.json"], ["/usr/share/doc/nodejs/api/deprecations.json"], q, "order")
    assert '"textRaw": "DEP0187: api187"' in shown and judge("DEP0187", seen, Question.parse(q)).accepted
    assert placed_name(shown, Question.parse(q)) == "DEP0187"  # its code, for the loop to answer with (check24: the
    # root searched on and gave no answer)
    items[0]["meta"]["changes"].append({"version": "v19.0.0", "description": "deprecated again in DEP0185."})
    items += [{"textRaw": f"DEP{n:04d}: api{n}", "desc": "<p>Use Node.js instead.</p>", "type": "module"}
              for n in range(200, 230)]  # a name thirty records say picks none of them
    text = json.dumps({"miscs": [{"miscs": [{"modules": items}]}]}, indent=2)
    q = "One change in the history of DEP0183 in Node's deprecations.json refers to another deprecation code. What " \
        "type does that other deprecation have?"
    shown, seen = _views(text, ["deprecations.json"], ["/usr/share/doc/nodejs/api/deprecations.json"], q, "within")
    assert "its type: 'module'" not in shown  # not DEP0183's own record, which mentions DEP0183 as its title
    q = "Which deprecation's notes does Node.js name in the file deprecations.json? Give its type."
    shown, seen = _views(text, ["deprecations.json"], ["/usr/share/doc/nodejs/api/deprecations.json"], q, "within")
    assert "node.js' is in this record" not in shown


SYSCALLS = (".TH SYSCALLS 2\n.SH NAME\nsyscalls \\- Linux system calls\n.SH DESCRIPTION\n.SS System call list\n"
            "The list is as follows:\n.TS\nl2 le l\n---\nl l l.\n\\fBSystem call\\fP\t\\fBKernel\\fP\t\\fBNotes\\fP\n\n"
            "\\fB_llseek\\fP(2)\t1.2\n\\fBpidfd_open\\fP(2)\t5.3\n\\fBpidfd_send_signal\\fP(2)\t5.1\n"
            "\\fBio_uring_setup\\fP(2)\t5.1\n\\fBio_uring_enter\\fP(2)\t5.1\n\\fBpkey_free\\fP(2)\t4.8\n"
            "\\fBsetpgid\\fP(2)\t1.0\n\\fBsetpgrp\\fP(2)\t2.0\tT{\nAlternative name for\n\\fBsetpgid\\fP(2) on Alpha\nT}\n"
            "\\fBsetns\\fP(2)\t3.0\n.TE\n.SH NOTES\nSome notes.\n")


def test_round_24_kinds_of_a_man_page_table_whose_rows_begin_in_bold() -> None:
    """Held-out syscalls-2-01, -02, -04: syscalls(2)'s table sets each call's name in bold ("\\fBpkey_free\\fP(2)\\t4.8"),
    so every row was taken for a second line of bold headings and the table had no records; a cell is the call, its
    page cited after it; a version the question names ("first appearing in Linux 5.1") selects in a column of versions
    too many to be codes; "the Notes column of setpgrp names another system call" hops by a plain name."""
    from rlm.judge import judge
    from rlm.question import Question

    source = ["syscalls.2"], ["/usr/share/man/man2/syscalls.2"]
    q = "According to the syscalls(2) man page, in which Linux kernel version did the pkey_free system call first appear?"
    shown, seen = _views(SYSCALLS, *source, q, "lookup")
    assert "its Kernel: '4.8'" in shown and judge("4.8", seen, Question.parse(q)).accepted
    q = "How many system calls does the table in syscalls(2) give as first appearing in Linux 5.1?"
    shown, seen = _views(SYSCALLS, *source, q, "computations")
    assert shown.strip() == "3" and judge("3", seen, Question.parse(q)).accepted
    q = "In the system call table of syscalls(2), the Notes column of setpgrp names another system call. In which " \
        "kernel version did that other call appear, according to the same table?"
    shown, seen = _views(SYSCALLS, *source, q, "within")
    assert "'setpgid' names this record; its Kernel: '1.0'" in shown and judge("1.0", seen, Question.parse(q)).accepted


DWARF_DEF = ("//===- Dwarf.def - Dwarf definitions ---===//\n//\n// Macros for running through Dwarf enumerators.\n//\n\n"
             "#ifndef HANDLE_DW_TAG\n#define HANDLE_DW_TAG(ID, NAME, VERSION, VENDOR, KIND)\n#endif\n"
             "#ifndef HANDLE_DW_AT\n#define HANDLE_DW_AT(ID, NAME, VERSION, VENDOR)\n#endif\n\n" +
             "".join(f"HANDLE_DW_TAG(0x00{i:02x}, tag{i}, 2, DWARF, DW_KIND_NONE)\n" for i in range(6)) +
             "// New in DWARF v3:\n" + "".join(f"HANDLE_DW_TAG(0x00{i:02x}, tag{i}, 3, DWARF, DW_KIND_NONE)\n"
                                               for i in range(6, 9)) +
             "\n// Attributes.\nHANDLE_DW_AT(0x01, sibling, 2, DWARF)\nHANDLE_DW_AT(0x2001, SUN_fortran_based, 0, SUN)\n"
             "// Conflicting:\n// HANDLE_DW_AT(0x2002, HP_unmodifiable, 0, HP)\nHANDLE_DW_AT(0x2300, ALTIUM_loclist, 0, "
             "ALTIUM)\n\n// GNU extensions\nHANDLE_DW_AT(0x2101, sf_names, 0, GNU)\nHANDLE_DW_AT(0x2105, body_begin, 0, GNU)\n")


def test_round_24_kinds_of_an_x_macro_table_its_calls_are_records() -> None:
    """Held-out dwarf.def-04: LLVM's Dwarf.def is a table of macro calls (`HANDLE_DW_AT(0x2300, ALTIUM_loclist, 0,
    ALTIUM)`), read as lines of no fields: "Which entry does Dwarf.def list right after DW_AT_SUN_fortran_based?" had no
    record named so. Each call is a record of its arguments named as the macro's #define names them, its macro as its
    kind, the comment over its group as its section and the name a handler of DW_AT_ names makes as its full name; a
    call commented out is none."""
    from rlm.judge import judge
    from rlm.question import Question

    source = ["Dwarf.def"], ["/usr/lib/llvm-14/include/llvm/BinaryFormat/Dwarf.def"]
    with Sandbox(context=DWARF_DEF, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000, *source)) as sb:
        assert run(sb, "print(records().kind, len(records()), dict(records()[-1]))").strip() == \
            "calls 14 {'ID': '0x2105', 'NAME': 'body_begin', 'VERSION': '0', 'VENDOR': 'GNU', 'kind': 'HANDLE_DW_AT', " \
            "'full name': 'DW_AT_body_begin', 'section': 'GNU extensions'}"
        assert run(sb, "print(len([r for r in records() if r['kind'] == 'HANDLE_DW_TAG' and r['section'] == "
                       "'New in DWARF v3']))").strip() == "3"
    q = "Which entry does Dwarf.def list right after DW_AT_SUN_fortran_based? Give its full name."
    shown, seen = _views(DWARF_DEF, *source, q, "order")
    assert "its full name: 'DW_AT_ALTIUM_loclist'" in shown
    assert judge("DW_AT_ALTIUM_loclist", seen, Question.parse(q)).accepted


def test_round_24_not_found_kinds_a_record_by_its_value_among_kinds_its_group_comment_its_mention() -> None:
    """Held-out dwarf.def-01, dwarf.def-03, node-deprecations-05 and syscalls-2-05, "not found" on the check: "Which
    DW_LANG constant ... gives the ID 0x000c? Give the constant's full name." reads as a hop (the constant said again)
    and no hop view looked a record up by a value several kinds share; "which comment heads the group of entries that
    includes DW_AT_body_begin" named no field; "mentions response.writableFinished ... Which deprecation code is it?"
    asked a code its records have only as their title's start; "lists sram_alloc among the system calls of an
    architecture port" is the section titled so whose list holds it."""
    import json

    from rlm.judge import judge
    from rlm.question import Question

    source = ["Dwarf.def"], ["/usr/lib/llvm-14/include/llvm/BinaryFormat/Dwarf.def"]
    table = DWARF_DEF + "HANDLE_DW_AT(0x0007, low_pc, 2, DWARF)\n"  # an attribute numbered as a tag is
    q = "Which DW_AT constant does Dwarf.def give the ID 0x0007? Give the constant's full name."
    shown, seen = _views(table, *source, q, "within")
    assert shown.startswith("'0x0007' names this record; its full name: 'DW_AT_low_pc'\n")
    assert judge("DW_AT_low_pc", seen, Question.parse(q)).accepted  # a name the view composed, not words spliced
    assert _views(table, *source, q.replace("DW_AT constant", "constant"), "within")[0] == ""  # a tag's or an attribute's
    q = "How many tags (DW_TAG) does Dwarf.def mark as new in DWARF version 3?"  # a macro's kind by its name's end,
    shown, _ = _views(DWARF_DEF, *source, q, "computations")  # and the field VERSION's 3 named "version 3"
    assert shown.strip() == "3"
    q = "In LLVM's Dwarf.def, which comment heads the group of entries that includes DW_AT_body_begin?"
    shown, seen = _views(DWARF_DEF, *source, q, "lookup")
    assert "its section: 'GNU extensions'" in shown and judge("GNU extensions", seen, Question.parse(q)).accepted

    items = [{"textRaw": f"DEP{n:04d}: api{n}", "desc": f"<p>Type: Runtime</p> <code>api{n}.old</code>", "type": "module"}
             for n in range(130, 140)]
    items[6]["desc"] += " Use <code>response.writableFinished</code> instead."
    text = json.dumps({"miscs": [{"miscs": [{"modules": items}]}]}, indent=2)
    q = "Node's deprecations.json mentions response.writableFinished in the description of one deprecation. Which " \
        "deprecation code is it?"
    shown, seen = _views(text, ["deprecations.json"], ["/usr/share/doc/nodejs/api/deprecations.json"], q, "lookup")
    assert "its code: 'DEP0136'" in shown and judge("DEP0136", seen, Question.parse(q)).accepted
    items[8]["desc"] += " Not response.writableFinished either."  # two records mention it: neither is the one
    text = json.dumps({"miscs": [{"miscs": [{"modules": items}]}]}, indent=2)
    assert _views(text, ["deprecations.json"], ["/usr/share/doc/nodejs/api/deprecations.json"], q, "lookup")[0] == ""

    page = SYSCALLS.replace(".SH NOTES", "Some system calls only ever existed on ports since removed:\n.TP\nBlackfin (port "
                            "removed in Linux 4.17)\n.RS\n.IP \\[bu] 3\n.BR bfin_spinlock (2)\n.IP \\[bu]\n.BR sram_alloc (2)"
                            "\n(added in Linux 2.6.22)\n.RE\n.TP\nItanium (port removed in Linux 6.7)\n.RS\n.IP \\[bu] 3\n"
                            ".BR perfmonctl (2)\n.RE\n.SH NOTES")
    q = "syscalls(2) lists sram_alloc among the system calls of an architecture port that has since been removed. " \
        "Which port?"
    shown, _ = _views(page, ["syscalls.2"], ["/usr/share/man/man2/syscalls.2"], q, "lookup")
    assert "'sram_alloc' is in this record; its name: 'Blackfin'" in shown


def test_tilde_underlined_releases_are_sections_and_a_bug_number_heads_none() -> None:
    """Held-out round 24's Valgrind NEWS: its releases are underlined with '~' ("Release 3.16.0 (27 May 2020)" over
    "~~~~"), read as no heading, and its fixed bugs' lines ("443605  Don't call final_tidyup ...") as sections numbered
    443605: 37 sections, most of them bugs, and each release's text cut at its first bug. A heading's number has at most
    three digits a part."""
    news = "".join(f"Release 3.{v}.0 ({d} 2020)\n{'~' * 28}\n\n3.{v}.0 fixes bugs.\n\n* ==== FIXED BUGS ====\n\n"
                   f"{v}43605  Don't call final_tidyup on FatalSignal\n{v}22677  PPC sync instruction L field\n"
                   f"n-i-bz  Fix minor leaks in dhat.\n\n(3.{v}.0.RC1: {d} 2020)\n\n" for v, d in ((17, "9 May"), (16, "2 Mar"), (15, "1 Jan")))
    with Sandbox(context=news, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, ["NEWS"], ["/usr/share/doc/valgrind/NEWS"])) as sb:
        assert run(sb, "print([(r['title'], r.get('version')) for r in records()])").strip() == \
            "[('Release 3.17.0 (9 May 2020)', '3.17.0'), ('Release 3.16.0 (2 Mar 2020)', '3.16.0'), " \
            "('Release 3.15.0 (1 Jan 2020)', '3.15.0')]"
        assert run(sb, "print('n-i-bz' in records()[1]['body'], 'RC1: 2 Mar' in records()[1]['body'])").strip() == "True True"


def test_a_debian_upload_named_by_a_bug_it_closes_leads_to_its_upstream_release() -> None:
    """Held-out valgrind-news-06: "One upload in Debian's changelog of valgrind packages a new upstream release and
    closes Debian bug #1017791. What release date does Valgrind's NEWS give for that upstream version?" The upload is
    named by no field, only by its text; its head says its upstream version (1:3.19.0-1: 3.19.0), which NEWS's release
    heading names. A date asked as "what release date" is no release."""
    from rlm.judge import judge
    from rlm.question import Question

    debian = "".join(f"valgrind (1:3.{v}.0-1) unstable; urgency=medium\n\n  * New upstream release (Closes: #{b})\n"
                     f"  * Update lintian overrides\n  * Bump Standards-Version to 4.6.1\n\n"
                     f" -- A Maintainer <a@debian.org>  Sun, {d} 2022 11:40:16 +0100\n\n"
                     for v, b, d in ((19, 1017791, "28 Aug"), (18, 998877, "20 Oct"), (17, 987654, "1 Apr")))
    news = "".join(f"Release 3.{v}.0 ({d})\n{'~' * 28}\n\n3.{v}.0 fixes bugs.\n\n"
                   for v, d in ((19, "11 Apr 2022"), (18, "15 Oct 2021"), (17, "19 Mar 2021")))
    q = "One upload in Debian's changelog of valgrind packages a new upstream release and closes Debian bug #1017791. " \
        "What release date does Valgrind's NEWS give for that upstream version?"
    shown, seen = _views([debian, news], ["changelog.Debian", "NEWS"], ["/usr/share/doc/valgrind/changelog.Debian",
                                                                        "/usr/share/doc/valgrind/NEWS"], q, "across")
    assert shown.startswith("'3.19.0' names this record; its date: '11 Apr 2022'\n")
    assert judge("11 Apr 2022", seen, Question.parse(q)).accepted


def test_a_named_method_s_lines_by_a_word_of_an_identifier_with_the_lines_its_call_goes_on_to() -> None:
    """Held-out collections-abc.py-01: "which methods does Generator.__subclasshook__ check a class for?" The words
    'check' and 'methods' are parts of the name `_check_methods`, which no line held as words; shown, the line was
    its call's first (`return _check_methods(C, '__iter__', '__next__',`) and a list answered off it ("__iter__,
    __next__") stops where the line does: the view shows the lines the call's brackets span, and an answer of the
    items of a list a passage leaves open is refused."""
    from rlm.documents import Document
    from rlm.judge import judge
    from rlm.question import Question
    from rlm.seen import Seen

    code = ("".join(f"class Sized{i}:\n    def __len__(self):\n        return {i}\n\n" for i in range(4)) +
            "class Iterator:\n    def __next__(self):\n        raise StopIteration\n\n"
            "class Generator(Iterator):\n    def send(self, value):\n        raise StopIteration\n\n"
            "    @classmethod\n    def __subclasshook__(cls, C):\n        if cls is Generator:\n"
            "            return _check_methods(C, '__iter__', '__next__',\n"
            "                                  'send', 'throw', 'close')\n        return NotImplemented\n")
    q = "In _collections_abc.py, which methods does Generator.__subclasshook__ check a class for?"
    source = ["_collections_abc.py"], ["/usr/lib/python3.11/_collections_abc.py"]
    shown, seen = _views(code, *source, q, "lookup")
    assert "] return _check_methods(C, '__iter__', '__next__', 'send', 'throw', 'close')" in shown
    assert judge("__iter__, __next__, send, throw, close", seen, Question.parse(q)).accepted
    hit = Seen([Document(code, source[1][0])])
    hit.add("[at 447, in Generator.__subclasshook__] return _check_methods(C, '__iter__', '__next__',", "search('_check_methods')")
    assert judge("__iter__, __next__", hit, Question.parse(q), forced=True).reason == "final_list_cut"
    assert judge("'__iter__', '__next__'", hit, Question.parse(q), forced=True).reason == "final_list_cut"


PERLDIAG = ("=head1 NAME\n\nperldiag - various Perl diagnostics\n\n=head1 DESCRIPTION\n\nThese messages are classified.\n\n"
            "=over 4\n\n=item Can't call method \"%s\" on unblessed reference\n\n(F) A method call must know in what package "
            "it's supposed to run.\n\n=item Can't execute %s\n\n(F) You used the B<-S> switch, but the copies of the "
            "script to execute\nfound in the PATH did not have correct permissions.\n\n=item Can't find an opnumber for "
            "\"%s\"\n\n(F) A string of a form C<CORE::word> was given to prototype().\n\n=item Reference is already "
            "weak\n\n(W misc) You have attempted to weaken a reference that is already weak.\n\n=back\n\n=head1 SEE ALSO"
            "\n\nL<warnings>, L<diagnostics>.\n\n=cut\n")


def test_round_25_kinds_a_pod_document_s_items_are_records() -> None:
    """Held-out perldiag-05: perldiag.pod, a Perl POD document, was read as lines, and "Which message does perldiag list
    right after "Can't execute %s"?" placed the line after it, that message's text ("(F) You used the B<-S> switch");
    each =headN and =item is a record (title, level, body, the heading over it as its part, an item's name without its
    formatting codes). perldiag-01: 'W' for the warning category of "Reference is already weak", seen only as the
    "=item" line: a letter no line seen holds as a word is no answer."""
    from rlm.documents import Document
    from rlm.judge import judge
    from rlm.question import Question
    from rlm.seen import Seen

    source = ["perldiag.pod"], ["/usr/share/perl/5.36.0/pod/perldiag.pod"]
    with Sandbox(context=PERLDIAG, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000, *source)) as sb:
        assert run(sb, "print(records().kind, [r.get('name') for r in records()])").strip() == \
            "pod [None, None, 'Can\\'t call method \"%s\" on unblessed reference', \"Can't execute %s\", " \
            "'Can\\'t find an opnumber for \"%s\"', 'Reference is already weak', None]"
        assert run(sb, "print(records()[3]['part'], records()[3]['level'], records()[3]['body'][:24])").strip() == \
            "DESCRIPTION 2 (F) You used the B<-S> s"
    q = "Which message does perldiag list right after \"Can't execute %s\"?"
    shown, seen = _views(PERLDIAG, *source, q, "order")
    assert "] Can't find an opnumber for \"%s\" <- right after the one that names \"can't execute %s\"" in shown
    assert judge("Can't find an opnumber for \"%s\"", seen, Question.parse(q)).accepted
    assert not judge("F) You used the B<-S> switch", seen, Question.parse(q)).accepted
    q = "Which warning category does perldiag give the message \"Reference is already weak\"?"
    hit = Seen([Document(PERLDIAG, source[1][0])])
    hit.add("1 match(es) for 'Reference is already weak':\n[at 640] =item Reference is already weak",
            "search('Reference is already weak')")
    assert judge("W", hit, Question.parse(q)).reason == "final_unbacked"
    hit.add("[at 660] (W misc) You have attempted to weaken a reference that is already weak.", "peek(660, 740)")
    assert judge("W", hit, Question.parse(q)).reason != "final_unbacked"  # a line holding it as a word backs it


def test_a_dict_of_tuples_gives_each_place_of_its_tuples_a_field() -> None:
    """Held-out pygments-mapping-02, -03: Pygments' _mapping.py is a dict of tuples (`'BashLexer':
    ('pygments.lexers.shell', 'Bash', ('bash', 'sh'), ('*.sh',), ())`), each item's value one string, so neither "how
    many lexers does _mapping.py list from the module pygments.lexers.shell" nor "which module provides the most lexers"
    had a field to count by: each place of the tuples is a field ('value 1', ...) when every value is a tuple of one
    width; a capitalised word of a value the question names ("Pygments") names nothing besides it."""
    modules = ["shell"] * 3 + ["templates"] * 4 + ["ruby"]
    text = "LEXERS = {\n" + "".join(f"    'L{i}Lexer': ('pygments.lexers.{m}', 'L{i}', ('l{i}',), ('*.l{i}',), ()),\n"
                                    for i, m in enumerate(modules)) + "}\n"
    source = ["_mapping.py"], ["/usr/lib/python3/dist-packages/pygments/lexers/_mapping.py"]
    with Sandbox(context=text, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000, *source)) as sb:
        assert run(sb, "print(records()[0]['value 1'], records()[0]['value 4'])").strip() == "pygments.lexers.shell *.l0"
    q = "How many lexers does Pygments' _mapping.py list from the module pygments.lexers.shell?"
    assert _views(text, *source, q, "computations")[0].strip() == "3"
    q = "Which module of pygments.lexers provides the most lexers in _mapping.py? Give its full dotted name."
    assert _views(text, *source, q, "computations")[0].startswith("[('pygments.lexers.templates', 4), ")


def test_a_man_page_list_under_an_indent_of_nothing_its_c_prototypes_entries() -> None:
    """Held-out bpf-helpers-7-01, -03, -05: rst2man wraps bpf-helpers(7)'s whole list of helpers in ".INDENT 0.0", read
    as a nesting that made none of its .TP tags an entry (7 records, the sections); an entry tagged with a C prototype
    ("u64 bpf_ktime_get_ns(void)") is named by its function, its type before it its return type."""
    page = (".TH BPF-HELPERS 7\n.SH NAME\nBPF-HELPERS \\- list of eBPF helper functions\n.SH HELPERS\n.INDENT 0.0\n" +
            "".join(f".TP\n.B \\fB{t} {n}(struct sk_buff *\\fP\\fIskb\\fP\\fB)\\fP\n.INDENT 7.0\n.TP\n.B Description\n"
                    f"Does {n}.\n.TP\n.B Return\nA {t}.\n.UNINDENT\n"
                    for t, n in (("long", "bpf_a"), ("s64", "bpf_csum_update"), ("u64", "bpf_b"), ("u64", "bpf_c"),
                                 ("long", "bpf_d"))) + ".UNINDENT\n.SH SEE ALSO\nbpf(2)\n")
    source = ["bpf-helpers.7"], ["/usr/share/man/man7/bpf-helpers.7"]
    with Sandbox(context=page, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000, *source)) as sb:
        assert run(sb, "print([(r['name'], r['return type']) for r in records() if r.get('part') == 'HELPERS'])").strip() \
            == "[('bpf_a', 'long'), ('bpf_csum_update', 's64'), ('bpf_b', 'u64'), ('bpf_c', 'u64'), ('bpf_d', 'long')]"
    q = "What is the return type of bpf_csum_update according to the bpf-helpers(7) man page?"
    assert "its return type: 's64'" in _views(page, *source, q, "lookup")[0]
    q = "Which helper does bpf-helpers(7) document right after bpf_csum_update?"
    assert "its name: 'bpf_b'" in _views(page, *source, q, "order")[0]


def test_releases_headed_as_the_others_with_a_version_of_no_dot() -> None:
    """Held-out gdb-news: GDB's NEWS heads its releases "*** Changes in GDB 8.3" and, since GDB 9, "*** Changes in GDB
    13": a version needs a dot to head a release, so GDB 9-13 were read into the text before 8.3's heading. A heading
    worded as every other release's, its version a bare number, heads one too. gdb-news-07: "the earliest release whose
    part of NEWS mentions $_exitsignal" selected nothing (no field holds it): the records whose text says the name."""
    from rlm.judge import judge
    from rlm.question import Question

    news = "".join(f"*** Changes in GDB {v}\n\n* New command foo{i}.\n\n* New targets\n\nT{i}    t{i}-*-elf\n\n"
                   for i, v in enumerate(("13", "12", "8.3", "8.2", "8.1")))
    q = "Which is the earliest GDB release whose part of NEWS mentions $_exitsignal?"  # the records that say it, in
    said = news.replace("* New command foo1.", "* $_exitsignal is new.").replace("foo3.", "foo3 and $_exitsignal.")
    shown, seen = _views(said, ["NEWS"], ["/usr/share/doc/gdb/NEWS"], q, "order")  # version order, with the line
    assert "Changes in GDB 8.2 <- the earliest of the 2 records with text mentioning '_exitsignal'" in shown  # saying it
    assert "in Changes in GDB 8.2] * New command foo3 and $_exitsignal." in shown
    assert judge("8.2", seen, Question.parse(q)).accepted
    with Sandbox(context=news, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, ["NEWS"], ["/usr/share/doc/gdb/NEWS"])) as sb:
        assert run(sb, "print([r.get('version') for r in records()])").strip() == "['13', '12', '8.3', '8.2', '8.1']"
        assert run(sb, "print(records()[1]['body'])").strip() == "* New command foo1. * New targets T1 t1-*-elf"


def test_a_c_header_s_defines_know_the_ifdef_block_they_are_in() -> None:
    """Held-out keysymdef.h-02, -03, -04: keysymdef.h defines its keysyms in "#ifdef XK_LATIN1" ... "#endif" blocks, one
    per script; its #define records said nothing of them, so "how many keysyms ... in its #ifdef XK_SPECIAL block",
    "which #ifdef block defines the most keysyms" and "inside which #ifdef block is XK_Pointer_Drag_Dflt defined" had
    no field. Each #define's `block` is the innermost #ifdef open around it (not an #ifndef guard), and "which #ifdef
    block" asks for it."""
    from rlm.judge import judge
    from rlm.question import Question

    header = "#ifndef KEYSYMDEF_H\n#define KEYSYMDEF_H\n#define XK_VoidSymbol 0xffffff\n" + "".join(
        f"#ifdef XK_{b}\n" + "".join(f"#define XK_{b.lower()}{i} 0x{n:02x}{i:02x}\n" for i in range(k)) + f"#endif /* XK_{b} */\n"
        for n, (b, k) in enumerate((("MISCELLANY", 3), ("XKB_KEYS", 2), ("SPECIAL", 4), ("LATIN1", 2)))) + "#endif\n"
    header = header.replace("#define XK_xkb_keys1 ", "#define XK_Pointer_Drag_Dflt ")
    source = ["keysymdef.h"], ["/usr/include/X11/keysymdef.h"]
    q = "Inside which #ifdef block of keysymdef.h is XK_Pointer_Drag_Dflt defined?"
    shown, seen = _views(header, *source, q, "lookup")
    assert shown.startswith("'xk_pointer_drag_dflt' names this record; its block: 'XK_XKB_KEYS'\n")
    assert judge("XK_XKB_KEYS", seen, Question.parse(q)).accepted
    q = "How many keysyms does keysymdef.h define in its #ifdef XK_SPECIAL block?"
    assert _views(header, *source, q, "computations")[0].strip() == "4"
    q = "Which #ifdef block of keysymdef.h defines the most keysyms?"
    assert _views(header, *source, q, "computations")[0].startswith("[('XK_SPECIAL', 4), ('XK_MISCELLANY', 3)")


SCHEMA_SQL = ("CREATE SCHEMA information_schema;\n\n/*\n * 5.2\n * APPLICABLE_ROLES view\n */\n\n"
              "CREATE VIEW applicable_roles AS\n    SELECT CAST(a.rolname AS sql_identifier) AS grantee,\n"
              "           CAST(b.rolname AS sql_identifier) AS role_name, -- the role\n"
              "           CAST(CASE WHEN m.admin_option THEN 'YES' ELSE 'NO' END AS yes_or_no) AS is_grantable\n"
              "    FROM pg_auth_members m, pg_authid a\n         JOIN pg_authid b ON (m.roleid = b.oid);\n\n"
              "GRANT SELECT ON applicable_roles TO PUBLIC;\n\n/*\n * 5.3\n * ASSERTIONS view\n */\n\n"
              "-- feature not supported\n\n\n/*\n * 5.4\n * ENABLED_ROLES view\n */\n\n"
              "CREATE VIEW enabled_roles AS\n    SELECT role_name AS role_name\n    FROM applicable_roles\n"
              "    WHERE grantee = 'x;y';\n\n/*\n * 5.5\n * ROLE_GRANTS view\n */\n\n"
              "CREATE VIEW role_grants AS\n    SELECT *\n    FROM enabled_roles;\n")


def test_round_25_kinds_an_sql_script_s_create_statements_are_records() -> None:
    """Held-out information-schema.sql-01 to -05: PostgreSQL's information_schema.sql was read as config blocks (its
    SELECT and JOIN words fields), so no view had a name, a clause number or a count of columns. Each CREATE statement
    is a record (kind, name, the numbered comment over it, a view's columns, what it selects from) and a numbered
    comment over no statement one of its own; the file's name (information_schema.sql) names none of them (its schema
    `information_schema` answered "which section number ... the SQL_LANGUAGES view" with 5.1)."""
    source = ["information_schema.sql"], ["/usr/share/postgresql/15/information_schema.sql"]
    with Sandbox(context=SCHEMA_SQL, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000, *source)) as sb:
        assert run(sb, "print(records().kind, [(r.get('name'), r.get('number'), r.get('columns')) for r in records()])"
                   ).strip() == "sql [('information_schema', None, None), ('applicable_roles', '5.2', 3), " \
                                "(None, '5.3', None), ('enabled_roles', '5.4', 1), ('role_grants', '5.5', None)]"
        assert run(sb, "print(records()[1]['from'], '|', records()[1]['column names'], '|', records()[2]['comment'])"
                   ).strip() == "pg_auth_members, pg_authid | grantee, role_name, is_grantable | feature not supported"
    q = "Which section number of the SQL standard does information_schema.sql give the ENABLED_ROLES view?"
    assert _views(SCHEMA_SQL, *source, q)[0].startswith("'enabled_roles view' names this record; its number: '5.4'")
    q = "Which section number of the SQL standard does information_schema.sql give the SQL_LANGUAGES view?"
    assert _views(SCHEMA_SQL, *source, q)[0] == ""
    q = "How many columns does the applicable_roles view of information_schema.sql return?"
    assert _views(SCHEMA_SQL, *source, q, "computations")[0].strip() == "[3]"
    q = ("In information_schema.sql the definition of the ROLE_GRANTS view selects from one other view of the same file. "
         "What section number does that other view have?")
    assert _views(SCHEMA_SQL, *source, q, "within")[0].startswith("'enabled_roles' names this record; its number: '5.4'")


def test_round_25_kinds_a_line_setting_a_name_beside_its_value_answers_a_lookup() -> None:
    """Held-out gdb-news-01: GDB's NEWS lists each release's new targets as lines of a name, a gap of tabs, and its
    configuration ("NXP S12Z\\t\\t\\ts12z-*-elf"), read as the text of a release's section: "Which configuration does
    GDB's NEWS give for the new target NXP S12Z?" had no record to look up. The one line whose head the question names
    is shown with the value beside it; none when two lines' heads are named."""
    news = ("GDB 8.3\n\n* New targets\n\nGNU/Linux/RISC-V\t\triscv*-*-linux*\nNXP S12Z\t\t\ts12z-*-elf\n\n"
            "* New commands\n\nset debug x  -- Turn on x debugging.\n\nGDB 8.2\n\n* New targets\n\n"
            "RiscV ELF\t\t\triscv*-*-elf\nNXP S12Y\t\t\ts12y-*-elf\n")
    source = ["NEWS"], ["/usr/share/doc/gdb/NEWS.gz"]
    q = "Which configuration does GDB's NEWS give for the new target NXP S12Z?"
    shown = _views(news, *source, q)[0]
    assert shown.startswith("'nxp s12z' names this record; its value: 's12z-*-elf'\n[at ")
    assert shown.rstrip().endswith("] NXP S12Z\t\t\ts12z-*-elf")
    assert _views(news, *source, "Which configuration does GDB's NEWS give for NXP S12Z or NXP S12Y?")[0] == ""


def test_round_25_kinds_a_pod_item_s_opening_tag_classifies_it() -> None:
    """Held-out perldiag-01 to -04: perldiag classifies each message by the tag its description opens with ("(W misc)",
    "(S malloc)", "(D deprecated, syntax)"), which no field held, so "which warning category does perldiag give ...",
    "how many messages ... in the category numeric" and "which category covers the most" had nothing to read or count.
    Each item gets its `class` and comma-joined `category` when most items open with one. A hop through the category
    ("puts "Bad free() ignored" in a category. How many messages are in that category?") is counted by the block that
    binds the category first, which the judge takes: it tests the start only to reach what it leads to."""
    from rlm.judge import judge
    from rlm.question import Question

    items = [("Bad free() ignored", "S malloc"), ("Out of memory!", "X"), ("Bad realloc() ignored", "S malloc"),
             ("Argument isn't numeric", "W numeric"), ("Useless use of %s", "W void"), ("Misplaced _", "W syntax, numeric"),
             ("Illegal octal digit", "F")] + [(f"Odd thing {i}", "W misc") for i in range(12)]
    pod = "=head1 DESCRIPTION\n\n=over 4\n\n" + "".join(f"=item {name}\n\n({tag}) Text of {name}.\n\n" for name, tag in items)
    pod += "=back\n\n=cut\n"
    source = ["perldiag.pod"], ["/usr/share/perl/5.36.0/pod/perldiag.pod"]
    with Sandbox(context=pod, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000, *source)) as sb:
        assert run(sb, "print([(r['class'], r['category']) for r in records() if 'name' in r])").strip() == \
            "[('S', 'malloc'), ('X', ''), ('S', 'malloc'), ('W', 'numeric'), ('W', 'void'), ('W', 'syntax,numeric'), ('F', ''), " \
            + ", ".join(["('W', 'misc')"] * 12) + "]"
    q = "Which warning category does perldiag give the message \"Useless use of %s\"?"
    assert _views(pod, *source, q)[0].startswith("'useless use of %s' names this record; its category: 'void'")
    q = "How many messages does perldiag classify in the warning category \"numeric\"?"
    assert _views(pod, *source, q, "computations")[0].strip() == "2"
    q = ("perldiag puts the message \"Bad free() ignored\" in a warning category. How many messages in perldiag are in that "
         "category, that message included?")
    shown, seen = _views(pod, *source, q, "computations")
    assert shown.strip() == "2"
    assert judge("2", seen, Question.parse(q)).accepted


MAKEFILE = ("# Makefile for Python\n\n" + "".join(f"OPT{i}=\t-O{i}\n" for i in range(4)) + "VERSION=\t3.11\nprefix=\t\t/usr\nINCLUDEDIR=\t${prefix}/include\nABIFLAGS=\t\n"
            "LDVERSION=\t$(VERSION)$(ABIFLAGS)\nINCLUDEPY=\t$(INCLUDEDIR)/python$(LDVERSION)\nPYTHON=\t\tpython$(EXE)\n\n"
            "##########################################################################\n# Parser\n\n"
            "PEGEN_OBJS=\t\t\\\n\t\tParser/pegen.o \\\n\t\tParser/pegen_errors.o \\\n\t\tParser/parser.o\n\n"
            "PYTHON_OBJS=\t\\\n\t\tPython/pystate.o \\\n\t\tPython/pythonrun.o \\\n\t\tPython/pytime.o\n\n"
            "##########################################################################\n# Build static libmpdec.a\n"
            "DECIMAL_CFLAGS=-I$(srcdir)/Modules/_decimal/libmpdec -DCONFIG_64=1\n\n"
            "all:\tbuild_all\n\nbuild_all: $(PEGEN_OBJS)\n\t$(CC) -o $@ $(PEGEN_OBJS)\n")


def test_round_26_kinds_a_makefile_s_variables_and_their_lists_are_records() -> None:
    """Held-out python-makefile-02, -04, -05, -06: Python's build Makefile was read as lines, so a variable's list of
    object files was lines of their own, no variable knew the banner over it, and no lookup knew what $(NAME) comes to.
    Each variable is a record (name, value, the banner as its part), each item of a list one too (the variable its
    parent); the word Python of "Python 3.11's build Makefile" names neither the variable PYTHON nor a banner."""
    source = ["Makefile"], ["/usr/lib/python3.11/config-3.11-x86_64-linux-gnu/Makefile"]
    with Sandbox(context=MAKEFILE, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000, *source)) as sb:
        assert run(sb, "print(records().kind, [r['name'] for r in records() if r.get('parent') == 'PYTHON_OBJS'])"
                   ).strip() == "make ['Python/pystate.o', 'Python/pythonrun.o', 'Python/pytime.o']"
    q = "How many object files does the variable PEGEN_OBJS of Python 3.11's build Makefile list?"
    assert _views(MAKEFILE, *source, q, "computations")[0].strip() == "3"
    q = "In the PYTHON_OBJS list of Python 3.11's build Makefile, which object file comes right after Python/pystate.o?"
    assert "] Python/pythonrun.o <- right after the one that names 'python/pystate.o' among the items of 'PYTHON_OBJS'" \
        in _views(MAKEFILE, *source, q, "order")[0]
    q = "Under which banner's title is the variable DECIMAL_CFLAGS of Python 3.11's build Makefile defined?"
    assert _views(MAKEFILE, *source, q)[0].startswith("'decimal_cflags' names this record; its part: 'Build static libmpdec.a'")
    q = ("In Python 3.11's build Makefile, what does the variable INCLUDEPY come to once every variable it refers to is "
         "substituted?")
    assert _views(MAKEFILE, *source, q)[0].startswith("'includepy' names this record; its value, substituted: "
                                                      "'/usr/include/python3.11'")
    q = "Which state does Python 3.11's build Makefile record for the extension module _curses?"
    assert _views(MAKEFILE, *source, q)[0] == ""  # not the variable PYTHON


FONTS_DTD = ("<!-- This is the Document Type Definition for font configuration files -->\n"
             "<!ELEMENT fontconfig (dir | match | selectfont)* >\n<!--\n    Add a directory that provides fonts\n-->\n"
             "<!ELEMENT dir (#PCDATA)>\n<!ATTLIST dir\n\t  prefix    (default|xdg|relative|cwd)    \"default\"\n"
             "\t  xml:space (default|preserve)            'preserve'>\n<!ELEMENT cachedir (#PCDATA)>\n"
             "<!ATTLIST cachedir\n\t  prefix    CDATA      \"default\">\n<!--\n    Edit list of available fonts\n -->\n"
             "<!ELEMENT selectfont (rejectfont | acceptfont)* >\n<!ENTITY % expr 'int|double|string|name|const'>\n"
             "<!ELEMENT match (test|edit)+>\n<!ATTLIST match\n\t  target (pattern|font|scan) \"pattern\">\n"
             "<!ELEMENT edit (%expr;)*>\n<!ATTLIST edit\n\t  name CDATA\t    #REQUIRED\n"
             "\t  mode (assign|assign_replace|prepend|append) \"assign\"\n\t  binding (weak|strong|same) \"weak\">\n")


def test_round_26_kinds_a_dtd_s_declarations_are_records() -> None:
    """Held-out fonts.dtd-01, -02, -03, -05: fontconfig's fonts.dtd was read as lines. Each declaration is a record
    named by its kind (an element's content and how many attributes it has, an attribute's element, values and
    default, an entity's values); "the mode attribute of the <edit> element" is the record both words name, not every
    attribute of edit, and the default asked of it is the attribute's default, not an entity's value. An XML document
    with its DTD inside (Mesa's drirc) is not read as a DTD."""
    source = ["fonts.dtd"], ["/usr/share/xml/fontconfig/fonts.dtd"]
    q = "In fontconfig's fonts.dtd, what is the default value of the mode attribute of the <edit> element?"
    assert _views(FONTS_DTD, *source, q)[0].startswith("'edit' names this record; its default: 'assign'\n")
    q = "In fontconfig's fonts.dtd, what is the default value of the priority attribute of the <match> element?"
    assert _views(FONTS_DTD, *source, q)[0] == ""
    q = "How many values does fontconfig's fonts.dtd allow for the prefix attribute of the <dir> element?"
    assert _views(FONTS_DTD, *source, q, "computations")[0].strip() == "[4]"
    q = "Which element does fonts.dtd declare the most attributes for?"
    assert _views(FONTS_DTD, *source, q, "computations")[0].startswith("[('edit', 3), ('dir', 2), ")
    q = 'Which element does fonts.dtd declare under the comment that begins "Edit list of available fonts"?'
    assert "its element: 'selectfont'" in _views(FONTS_DTD, *source, q)[0]
    inside = "<?xml version='1.0'?>\n<!DOCTYPE driconf [\n" + FONTS_DTD + "]>\n<driconf><device/></driconf>\n"
    with Sandbox(context=inside, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000, *source)) as sb:
        assert run(sb, "print(records().kind)").strip() != "dtd"


EXPAT_HTML = ("<!DOCTYPE html>\n<html><body>\n<h2><a name=\"reference\">Expat Reference</a></h2>\n"
              "<h3><a name=\"creation\">Parser Creation</a></h3>\n"
              + "".join(f"<h4 id=\"{f}\">{f}</h4>\n<pre class=\"fcndec\">\nXML_Parser XMLCALL\n{f}(void);\n</pre>\n"
                        f"<div class=\"fcndef\">Does {f} things &amp; more.</div>\n"
                        for f in ("XML_ParserCreate", "XML_ParserCreateNS", "XML_ParserFree"))
              + "<h3><a name=\"misc\">Miscellaneous functions</a></h3>\n<h4 id=\"XML_MemFree\">XML_MemFree</h4>\n"
              "<p>Free a block of memory.</p>\n<h4 id=\"XML_MemMalloc\">XML_MemMalloc</h4>\n</body></html>\n")


def test_round_26_kinds_an_html_page_s_headings_are_records() -> None:
    """Held-out expat-reference-02, -05, -06: Expat's reference.html was read as XML elements, none knowing the
    section it is in, and "how many functions does the manual document in its section "Parser Creation"" counted the
    elements mentioning the phrase (10, its links among them). Each heading is a record of its title, body and the
    heading over it; a count of the items of a named section no field places records by is not made of mentions."""
    source = ["reference.html"], ["/usr/share/doc/libexpat1-dev/expat.html/reference.html"]
    with Sandbox(context=EXPAT_HTML, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000, *source)) as sb:
        assert run(sb, "print(records().kind, records()[2]['part'], '|', records()[2]['body'])").strip() == \
            "html Parser Creation | XML_Parser XMLCALL XML_ParserCreate(void); Does XML_ParserCreate things & more."
    q = "How many functions does the Expat reference manual document in its section \"Parser Creation\"?"
    assert _views(EXPAT_HTML, *source, q, "computations")[0].strip() == "3"
    q = "Under which section heading does the Expat reference manual document XML_MemFree?"
    assert _views(EXPAT_HTML, *source, q)[0].startswith("'xml_memfree' names this record; its part: 'Miscellaneous functions'")
    q = "Which function does the Expat reference manual document right after XML_ParserCreateNS?"
    assert "] XML_ParserFree <- right after the one that names 'xml_parsercreatens' among the level-4 records" in \
        _views(EXPAT_HTML, *source, q, "order")[0]
    xml = EXPAT_HTML.replace("<!DOCTYPE html>\n<html>", "<doc>").replace("</html>", "</doc>")
    q = "How many functions does the manual document in its section \"Parser Creation\"?"
    assert _views(xml, *source, q, "computations")[0] == ""


BLOCKS = ("# Blocks-14.0.0.txt\n#\n# Format:\n# Start Code..End Code; Block Name\n\n"
          "0000..007F; Basic Latin\n0080..00FF; Latin-1 Supplement\n1000..109F; Myanmar\n"
          "12400..1247F; Cuneiform Numbers and Punctuation\n13000..1342F; Egyptian Hieroglyphs\n"
          "A9E0..A9FF; Myanmar Extended-B\nAA60..AA7F; Myanmar Extended-A\n20000..2A6DF; CJK Unified Ideographs Extension B\n"
          + "".join(f"{0x30000 + i * 0x100:X}..{0x300FF + i * 0x100:X}; Block {i}\n" for i in range(14)) + "\n# EOF\n")


def test_round_26_kinds_lines_of_fields_set_apart_by_semicolons_and_ranges_of_code_points() -> None:
    """Held-out unicode-blocks-01, -04: Blocks.txt's "12400..1247F; Cuneiform Numbers and Punctuation" lines had no
    fields (split at spaces, a block's name was several cells). Fields set apart by ';' are columns, a column of hex
    ranges gives each line its first, last and span, and a code point the question names (U+12412) is looked up in
    the range that holds it."""
    source = ["Blocks.txt"], ["/usr/share/perl/5.36.0/unicore/Blocks.txt"]
    with Sandbox(context=BLOCKS, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000, *source)) as sb:
        assert run(sb, "r = records()[3]; print(len(records()), r['column2'], r['first'], r['last'], r['span'])").strip() \
            == "22 Cuneiform Numbers and Punctuation 12400 1247F 128"
    q = "Which block of Unicode's Blocks.txt contains the code point U+12412?"
    assert _views(BLOCKS, *source, q)[0].startswith("'U+12412' names this record; its column2: 'Cuneiform Numbers and "
                                                    "Punctuation' (its range 12400..1247F holds it)")
    q = "How many code points does the Blocks.txt block that contains U+131B6 span?"
    assert _views(BLOCKS, *source, q, "computations")[0].strip() == "[1072]"
    assert _views(BLOCKS, *source, "Which block of Blocks.txt contains the code point U+E0001?")[0] == ""


def test_round_26_kinds_a_tcl_procedure_is_a_definition() -> None:
    """Held-out tcl-clock-05: clock.tcl's `proc ::tcl::clock::LocaleNumeralMatcher {l} {` was no definition, so "which
    procedure does clock.tcl define right after ::tcl::clock::LocaleNumeralMatcher" had no records to place it among."""
    tcl = "".join(f"proc ::tcl::clock::{name} {{ args }} {{\n    set x 1\n    return $x\n}}\n\n"
                  for name in ("format", "LocaleNumeralMatcher", "UniquePrefixRegexp", "EnterLocale"))
    source = ["clock.tcl"], ["/usr/share/tcltk/tcl8.6/clock.tcl"]
    q = "Which procedure does Tcl's clock.tcl define right after ::tcl::clock::LocaleNumeralMatcher?"
    shown = _views(tcl, *source, q, "order")[0]
    assert "] proc ::tcl::clock::UniquePrefixRegexp { args } {" in shown and "its name: 'UniquePrefixRegexp'" in shown


def test_search_given_a_document_s_name_keeps_its_hits() -> None:
    """Held-out check of fonts.dtd-06: a root wrote search('pattern', 'etc/fonts/fonts.conf') four times, each a
    TypeError from comparing the name with a number of characters; the name now keeps that document's hits, and a
    name no document has says which there are."""
    docs = ["<!ATTLIST match target (pattern|font|scan) \"pattern\">\n", "<match target=\"pattern\"><test/></match>\n"]
    names = ["/usr/share/xml/fontconfig/fonts.dtd", "/etc/fonts/fonts.conf"]
    with Sandbox(context=docs, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000, names, names)) as sb:
        assert run(sb, "print(search('pattern', 'etc/fonts/fonts.conf'))").strip() == \
            "1 match(es) for 'pattern' in etc/fonts/fonts.conf:\n[doc 1 (/etc/fonts/fonts.conf), at 0] <match " \
            "target=\"pattern\"><test/></match>"
        error = sb.run("search('pattern', 'nosuch.conf')").error
        assert error is not None and "no document is named 'nosuch.conf'" in error.message and "fonts.dtd" in error.message


TABLEGEN = ("//===- Attributes.td - Defines all LLVM attributes ---------*- tablegen -*-===//\n\n"
            "/// Attribute base class.\nclass Attr<string S, list<AttrProperty> P> {\n  string AttrString = S;\n}\n\n" +
            "".join(f"/// {doc}\ndef {name} : EnumAttr<\"{spelling}\", [FnAttr]>;\n\n" for name, spelling, doc in (
                ("OptimizeForSize", "optsize", "opt_size."), ("StackProtectReq", "sspreq", "Stack protection required."),
                ("StackProtectStrong", "sspstrong", "Strong Stack protection."),
                ("SanitizeMemTag", "sanitize_memtag", "MemTagSanitizer is on."))) +
            "/// Speculative Load Hardening is enabled.\n///\n/// Note that this uses the default compatibility.\n"
            "def SpeculativeLoadHardening : EnumAttr<\"speculative_load_hardening\",\n"
            "                                        [FnAttr]>;\n")


def test_round_26_kinds_a_line_defining_a_name_of_code_and_statements_ordered_past_their_comments() -> None:
    """Held-out llvm-attributes.td-01, -04, -05, read as lines: "the IR spelling of the attribute OptimizeForSize"
    looked up nothing, though one line defines it (`def OptimizeForSize : EnumAttr<"optsize", [FnAttr]>;`), and the
    attribute "defined right after StackProtectReq" was the comment `/// Strong Stack protection.` over it; "LLVM 14"
    of "LLVM 14's Attributes.td" was a key the line had to name."""
    from rlm.judge import judge
    from rlm.question import Question

    source = ["Attributes.td"], ["/usr/lib/llvm-14/include/llvm/IR/Attributes.td"]
    q = "In LLVM 14's Attributes.td, what is the IR spelling (the quoted string) of the attribute OptimizeForSize?"
    shown, seen = _views(TABLEGEN, *source, q)
    assert shown.splitlines()[1].endswith('] def OptimizeForSize : EnumAttr<"optsize", [FnAttr]>;')
    assert judge("optsize", seen, Question.parse(q)).accepted and not judge("opt_size", seen, Question.parse(q)).accepted
    q = "In LLVM 14's Attributes.td, what is the IR spelling of the attribute defined right after StackProtectReq?"
    assert '] def StackProtectStrong : EnumAttr<"sspstrong", [FnAttr]>; <- right after' in _views(TABLEGEN, *source, q,
                                                                                                  "order")[0]
    q = "Which attribute does LLVM 14's Attributes.td define right before SpeculativeLoadHardening?"
    assert '] def SanitizeMemTag : EnumAttr<"sanitize_memtag", [FnAttr]>; <- right before' in _views(TABLEGEN, *source,
                                                                                                    q, "order")[0]


def test_round_26_kinds_a_key_inside_variables_names_leads_to_them() -> None:
    """Held-out python-makefile-01: "Which linker flags does the build Makefile give the extension module _ssl?" looked
    up nothing, the module being a part of MODULE__SSL_LDFLAGS's name; the variables whose names hold it between
    underscores and end a part with a word of the question ('flags') are shown, not MODULE__SSL_STATE, nor the item
    `_ssl` of a list; the judge takes the linker flags from them."""
    from rlm.judge import judge
    from rlm.question import Question

    make = MAKEFILE.replace("all:", "MODULE__SSL_STATE=yes\nMODULE__SSL_CFLAGS=\nMODULE__SSL_LDFLAGS=  -lssl -lcrypto \n"
                            "MODSHARED_NAMES= _ssl _socket\n\nall:", 1)
    source = ["Makefile"], ["/usr/lib/python3.11/config-3.11-x86_64-linux-gnu/Makefile"]
    q = "Which linker flags does Python 3.11's build Makefile (config-3.11-x86_64-linux-gnu/Makefile) give the " \
        "extension module _ssl?"
    shown, seen = _views(make, *source, q)
    assert [line.split("] ", 1)[1] for line in shown.splitlines() if "] " in line] == \
        ["MODULE__SSL_CFLAGS=", "MODULE__SSL_LDFLAGS= -lssl -lcrypto"]
    assert judge("-lssl -lcrypto", seen, Question.parse(q)).accepted


def test_a_key_inside_a_constant_s_name_and_a_line_naming_a_file_by_its_stem() -> None:
    """Dev imaplib.py-05 and pam-login-03: "Which port does imaplib.IMAP4_SSL connect to when it is given none?"
    (IMAP4_SSL_PORT = 993, the class's name a part of the constant's) and "Which arguments does /etc/pam.d/login pass
    to pam_faildelay.so?" (the one line naming pam_faildelay) were shown nothing; now they are, and the judge takes
    the value from them (the runtime's own line quoting the key is no document's line naming it whole)."""
    import imaplib

    from rlm.judge import judge
    from rlm.question import Question

    source = open(imaplib.__file__, encoding="utf-8").read()
    q = "Which port does imaplib.IMAP4_SSL connect to when it is given none, going by imaplib.py?"
    shown, seen = _views(source, ["imaplib.py"], [imaplib.__file__], q)
    assert "] IMAP4_SSL_PORT = 993" in shown and "IMAP4_PORT = 143" not in shown
    assert judge("993", seen, Question.parse(q)).accepted and not judge("143", seen, Question.parse(q)).accepted
    login = "".join(f"# comment {i}\n" for i in range(5)) + \
        "auth       optional   pam_faildelay.so  delay=3000000\nauth       requisite  pam_nologin.so\n" \
        "session    required   pam_env.so readenv=1\nsession    required   pam_env.so readenv=1 envfile=/etc/default/locale\n"
    q = "Which arguments does /etc/pam.d/login pass to pam_faildelay.so?"
    shown, seen = _views(login, ["login"], ["/etc/pam.d/login"], q)
    assert shown.splitlines()[1].endswith("] auth       optional   pam_faildelay.so  delay=3000000")
    assert judge("delay=3000000", seen, Question.parse(q)).accepted and not judge("readenv=1", seen, Question.parse(q)).accepted


def test_an_extreme_leaving_out_a_phrase_ranks_the_rest_by_name() -> None:
    """Held-out unicode-blocks-03: "Leaving out the private use areas, which block ... spans the most code points?"
    counted the blocks by their spans (no number field was named: 'spans', not 'span'), left nothing out, ranked by
    the hex range alone, and took "code points" for a code named 'points'. The blocks are ranked by span with their
    names, those whose names hold "private use area" left out."""
    from rlm.judge import judge
    from rlm.question import Question

    blocks = BLOCKS.replace("\n# EOF", "E000..F8FF; Private Use Area\nF0000..FFFFF; Supplementary Private Use Area-A\n"
                            "100000..10FFFF; Supplementary Private Use Area-B\n\n# EOF")
    source = ["Blocks.txt"], ["/usr/share/perl/5.36.0/unicore/Blocks.txt"]
    q = "Leaving out the private use areas, which block in Unicode's Blocks.txt spans the most code points?"
    assert "points" not in Question.parse(q).anchors
    shown, seen = _views(blocks, *source, q, "computations")
    assert shown.startswith("[('20000..2A6DF', 'CJK Unified Ideographs Extension B', 42720), ('13000..1342F', ")
    assert judge("CJK Unified Ideographs Extension B", seen, Question.parse(q)).accepted
    assert not judge("Egyptian Hieroglyphs", seen, Question.parse(q)).accepted


APIS_YAML = ("# Copyright\n# This file lists apis used by gcloud.\n\nroot_dir: googlecloudsdk/generated_clients/apis\n\napis:\n" +
             "".join(f"  {api}:\n    v1:\n      discovery_doc: {api}_v1.json\n      default: true\n"
                     f"    v1alpha:\n      discovery_doc: {api}_v1alpha.json\n      default: false\n"
                     for api in ("auditmanager", "beyondcorp", "accessapproval")) +
             "  admin:\n    v1:\n      discovery_doc: admin_v1.json\n      default: true\n      resources:\n"
             "        customer:\n          path: customer/{customerId}\n"
             "services:\n  - name: web\n    image: nginx:1.25\n    ports: [80, 443]\n  - name: db\n    image: postgres:16\n")


def test_a_yaml_file_s_mappings_are_records() -> None:
    """A YAML file of nested mappings was read as lines, none with fields, a version's settings lines apart from the API
    it is of. Each mapping under a key (and each mapping item of a list) is a record of its scalar values, with its
    key, its name (its own `name:` else its key), the key above as parent, the keys down to it and its level; the lookup finds a version of an API by
    the two names, and the judge takes its value."""
    from rlm.judge import judge
    from rlm.question import Question

    source = ["regen_apis_config.yaml"], ["/usr/lib/google-cloud-sdk/lib/regen_apis_config.yaml"]
    with Sandbox(context=APIS_YAML, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000, *source)) as sb:
        assert run(sb, "print(records().kind, records()[0]['root_dir'], [(r['name'], r['parent'], r['level']) for r in "
                       "records() if r.get('image')])").strip() == \
            "yaml googlecloudsdk/generated_clients/apis [('web', 'services', 2), ('db', 'services', 2)]"
        assert run(sb, "r = [r for r in records() if r['keys'] == 'apis.beyondcorp.v1alpha'][0]; print(r.line, r)").strip() \
            == f"18 [at {APIS_YAML.index('v1alpha:', APIS_YAML.index('beyondcorp'))}] v1alpha: discovery_doc: " \
               "beyondcorp_v1alpha.json default: false"
        assert run(sb, "print([r['ports'] for r in records() if r['name'] == 'web'])").strip() == "['80, 443']"
    q = "Which discovery doc does regen_apis_config.yaml give the v1alpha version of beyondcorp?"
    shown, seen = _views(APIS_YAML, *source, q)
    assert "its discovery_doc: 'beyondcorp_v1alpha.json'" in shown
    assert judge("beyondcorp_v1alpha.json", seen, Question.parse(q)).accepted
    assert not judge("beyondcorp_v1.json", seen, Question.parse(q)).accepted
    q = "How many versions of the API beyondcorp does the Google Cloud CLI's regen_apis_config.yaml configure?"
    shown, seen = _views(APIS_YAML, *source, q, "computations")  # the records under it, not the one it names
    assert shown.strip() == "2" and judge("2", seen, Question.parse(q)).accepted
    manifests = "".join(f"apiVersion: v1\nkind: {kind}\nmetadata:\n  name: {name}\n  labels:\n    app: web\nspec:\n"
                        f"  ports:\n    - name: http\n      port: {port}\n---\n"
                        for kind, name, port in (("Service", "web-svc", 80), ("Service", "api-svc", 8080)))
    with Sandbox(context=manifests, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, ["web.yaml"], ["web.yaml"])) as sb:  # a stream of documents
        assert run(sb, "print([(r['name'], r['key']) for r in records() if r['key'] == 'metadata'], "
                       "[(r.line, r.text) for r in records() if r.get('port')])").strip() == \
            "[('web-svc', 'metadata'), ('api-svc', 'metadata')] [(9, '- name: http port: 80'), (20, '- name: http port: 8080')]"
    flat = "".join(f"Package: p{i}\nVersion: {i}\nDepends: libc6\n\n" for i in range(8))  # keys a level deep: blocks
    with Sandbox(context=flat, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000, ["status"],
                                                                                                ["status"])) as sb:
        assert run(sb, "print(records().kind)").strip() != "yaml"


def test_a_quoted_key_beginning_one_line_of_code_is_shown_with_it() -> None:
    """Held-out tcl-clock-01: "What UTC offset does the LegacyTimeZone table in Tcl's clock.tcl give the abbreviation
    "yst"?" looked up nothing: the table is a `dict create` of pairs inside a namespace's code, one pair a line. The
    one line the quoted key begins is shown; a key no line begins ("aest") shows nothing."""
    from rlm.judge import judge
    from rlm.question import Question

    tcl = "namespace eval ::tcl::clock {\n    variable LegacyTimeZone [dict create \\\n" + \
        "".join(f"\t{k}\t{v} \\\n" for k, v in (("gmt", "+0000"), ("utc", "+0000"), ("yst", "-0900"), ("hst", "-1000"))) + \
        "    ]\n}\n" + "".join(f"proc ::tcl::clock::p{i} {{ args }} {{\n    set yst {i}\n    return $x\n}}\n\n" for i in range(4))
    source = ["clock.tcl"], ["/usr/share/tcltk/tcl8.6/clock.tcl"]
    q = 'What UTC offset does the LegacyTimeZone table in Tcl\'s clock.tcl give the abbreviation "yst"?'
    shown, seen = _views(tcl, *source, q)
    assert shown.splitlines()[:2] == ["'yst' begins this line:", f"[at {tcl.index(chr(9) + 'yst')}] yst\t-0900 \\"]
    assert judge("-0900", seen, Question.parse(q)).accepted and not judge("-1000", seen, Question.parse(q)).accepted
    assert _views(tcl, *source, q.replace("yst", "aest"))[0] == ""


AFM = ("StartFontMetrics 4.1\nComment Copyright (c) 1985 Adobe Systems Incorporated.\nFontName Times-Roman\n"
       "StartCharMetrics 12\n" + "".join(f"C {c} ; WX {w} ; N {n} ; B 0 0 {w} 676 ;\n" for c, w, n in (
           (32, 250, "space"), (33, 333, "exclam"), (34, 408, "quotedbl"), (35, 500, "numbersign"), (37, 833, "percent"),
           (164, 167, "fraction"), (182, 453, "paragraph"), (227, 276, "ordfeminine"), (-1, 453, "radical"),
           (-1, 180, "quotesingle"), (-1, 200, "bar"), (-1, 500, "dollar"))) +
       "C 102 ; WX 333 ; N f ; B 20 0 383 683 ; L i fi ; L l fl ;\nEndCharMetrics\nStartKernPairs 2\nKPX A C -40\n"
       "KPX w o -10\nEndKernPairs\nEndFontMetrics\n")


def test_lines_of_cells_each_opening_with_a_key_are_records_of_those_keys() -> None:
    """Held-out times-roman.afm-01, -03: an AFM file's glyph lines ("C 227 ; WX 276 ; N ordfeminine ; B 4 394 270 676 ;")
    among its header and kerning lines had no fields, so "what advance width (WX) does the glyph ordfeminine have?"
    looked nothing up and no glyph was ranked by width. Each such line's cells are fields named by their keys; the
    question's "(WX)" names the field it asks for."""
    from rlm.judge import judge
    from rlm.question import Question

    source = ["Times-Roman.afm"], ["/usr/share/fonts/afm/Times-Roman.afm"]
    with Sandbox(context=AFM, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000, *source)) as sb:
        assert run(sb, "print([dict(r) for r in records() if r.get('N') == 'f'], len([r for r in records() if r]))"
                   ).strip() == "[{'C': '102', 'WX': '333', 'N': 'f', 'B': '20 0 383 683', 'L': 'i fi, l fl'}] 13"
    q = "In the AFM font metrics for Times-Roman (Times-Roman.afm), what advance width (WX) does the glyph ordfeminine have?"
    assert Question.parse(q).asking == {"advance", "width", "wx"}
    shown, seen = _views(AFM, *source, q)
    assert shown.startswith("'ordfeminine' names this record; its WX: '276'")
    assert judge("276", seen, Question.parse(q)).accepted and not judge("453", seen, Question.parse(q)).accepted
    q = "Which glyph of Times-Roman.afm has the smallest advance width (WX)?"
    shown, seen = _views(AFM, *source, q, "computations")
    assert shown.startswith("[('fraction', 167), ('quotesingle', 180)") and judge("fraction", seen, Question.parse(q)).accepted


def test_a_yaml_alias_is_read_once_and_a_merge_key_is_its_anchor_s() -> None:
    """Review of the YAML reader: a self-referring anchor (`a: &x` over `b: *x`) recursed without end, so records()
    failed for the whole document; a merge key (`<<: *defaults`) made a record of the anchor's under every job; values
    written after a nested mapping were fields the record's printed text did not show."""
    text = "a: &x\n  b: *x\n" + "defaults: &d\n  image: x\n" + \
        "".join(f"job{i}:\n  <<: *d\n  name: j{i}\n  nested:\n    deep: 1\n  after: {i}\n" for i in range(5))
    with Sandbox(context=text, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, ["ci.yaml"], ["ci.yaml"])) as sb:
        assert run(sb, "print(records().kind, len(records()), [r.text for r in records() if r['key'] == 'job0'])"
                   ).strip() == "yaml 12 ['job0: name: j0 after: 0']"


def test_a_count_tests_the_field_the_question_names_and_the_dates_of_the_table_it_selects() -> None:
    """Held-out certifi-cacert.pem-02, Module-CoreList-02: "certificates that name the organisation O=QuoVadis Limited
    in their Subject line" were counted by their label (a short field, the only one tested for a word inside), which
    the judge refused; "perl releases the %released table dates in the year 2004" counted the whole table, since
    the dates are no field of most records (every table's pairs share 'value'). The field the question names is
    tested first, however long; the year is that of the dates of the records the test keeps."""
    from rlm.judge import judge
    from rlm.question import Question

    bundle = "".join(f"\n# Issuer: CN=Root {i}\n# Subject: CN=Root {i} O={'QuoVadis Limited' if i % 4 == 0 else 'Other Ltd'}\n"
                     f"# Label: \"{'QuoVadis' if i % 3 == 0 else 'Plain'} Root {i}\"\n# Serial: {i}\n"
                     f"-----BEGIN CERTIFICATE-----\nMIIC{i}\n-----END CERTIFICATE-----\n" for i in range(12))
    q = "How many certificates in the bundle (cacert.pem) name the organisation O=QuoVadis Limited in their Subject line?"
    shown, seen = _views(bundle, [""], ["cacert.pem"], q, "computations")
    assert shown.strip() == "3" and judge("3", seen, Question.parse(q)).accepted  # roots 0, 4, 8; labels 0, 3, 6, 9
    zeros = bundle.replace("# Serial: 5\n", "# Serial: 0\n").replace("# Serial: 7\n", "# Serial: 0\n")  # serials are
    q = "How many certificates in the bundle (cacert.pem) have the serial number 0?"  # numbers, too many to list, and
    shown, seen = _views(zeros, [""], ["cacert.pem"], q, "computations")  # the one digit is no word of the question
    assert shown.strip() == "3" and judge("3", seen, Question.parse(q)).accepted
    module = "package Module::CoreList;\nuse strict;\n\nour ( %released, %delta );\n\n%released = (\n" + \
        "".join(f"    5.0{i:02d}000 => '{2002 + i // 3}-0{1 + i % 9}-1{i % 10}',\n" for i in range(12)) + ");\n\n" + \
        "%delta = (\n" + "".join(f"    5.0{i:02d}000 => {{\n        changed => {{\n            'A::B' => '2004-01-0{i % 9}',\n"
                                 f"        }},\n    }},\n" for i in range(12)) + ");\n"
    q = "How many perl releases does the %released table of Module::CoreList (CoreList.pm) date in the year 2004?"
    shown, seen = _views(module, [""], ["/usr/share/perl/5.36.0/Module/CoreList.pm"], q, "computations")
    assert shown.strip() == "3" and judge("3", seen, Question.parse(q)).accepted  # not the 12 releases, nor 'A::B's


def test_a_directive_written_with_its_equals_sign_names_the_one_entry_titled_so() -> None:
    """Held-out systemd.directives-01: "Which manual pages does systemd.directives(7) list for the unit directive
    Unit=?" looked nothing up: the question's word was 'unit', which names the D-Bus property Unit and the section
    UNIT DIRECTIVES too, and no field is called "manual pages". The directive as written, '=' and case kept (not the
    journal field UNIT=), names its entry, whose body is what the index lists for it."""
    from rlm.judge import judge
    from rlm.question import Question

    def entry(name: str, *pages: str) -> str:
        return f".PP\n\\fI{name}\\fR\n.RS 4\n" + ",\n".join(f"\\fB{p}\\fR(5)" for p in pages) + "\n.RE\n"

    page = '.TH "SYSTEMD\\&.DIRECTIVES" "7"\n.SH "NAME"\nsystemd.directives \\- Index of configuration directives\n' \
        '.SH "UNIT DIRECTIVES"\n.PP\nDirectives for configuring units\\&.\n' + entry("Type=", "systemd.service") + \
        entry("Unit=", "systemd.path", "systemd.timer") + entry("User=", "systemd.exec") + \
        '.SH "JOURNAL FIELDS"\n.PP\nFields in the journal\\&.\n' + entry("UNIT=", "systemd.journal-fields") + \
        '.SH "D-BUS PROPERTIES"\n.PP\nProperties exposed by D-Bus\\&.\n' + entry("Unit", "org.freedesktop.systemd1")
    q = "Which manual pages does systemd.directives(7) list for the unit directive Unit=? Name every one."
    source = [""], ["/usr/share/man/man7/systemd.directives.7.gz"]
    shown, seen = _views(page, *source, q)
    assert shown.startswith("'Unit=' names this record; its body: 'systemd.path(5), systemd.timer(5)'")
    assert judge("systemd.path(5), systemd.timer(5)", seen, Question.parse(q)).accepted
    assert not judge("org.freedesktop.systemd1(5)", seen, Question.parse(q)).accepted
    shown, _ = _views(page, *source, "Which manual pages does systemd.directives(7) list for the journal field UNIT=?")
    assert shown.startswith("'UNIT=' names this record; its body: 'systemd.journal-fields(5)'")


def test_a_verb_names_the_inner_table_whose_records_a_ranking_counts_by_entry() -> None:
    """Held-out Module-CoreList-03: "which perl release's entry in %delta changes the most modules?" counted the
    entries of %delta themselves (one record each): 'changes' named no table, though each entry's 'changed' table holds
    the modules. A verb names a table in another form ('changes': changed; not 'released' of "the release's"), and of
    two tables named, the one the other's entries hold is what is counted by entry."""
    counts = {"5.010001": 5, "5.008009": 3, "5.036000": 2}
    module = "package Module::CoreList;\nuse strict;\n\nour ( %released, %delta, %deprecated );\n\n%released = (\n" + \
        "".join(f"    {r} => '20{k:02d}-01-01',\n" for k, r in enumerate(counts)) + ");\n\n%delta = (\n" + \
        "".join(f"    {r} => {{\n        changed => {{\n" + "".join(f"            'M{i}::X' => '1.{i}',\n" for i in range(n)) +
                "        },\n        removed => {\n            'Gone::A' => 1,\n            'Gone::B' => 1,\n"
                "            'Gone::C' => 1,\n            'Gone::D' => 1,\n            'Gone::E' => 1,\n            'Gone::F' => 1,\n"
                "        }\n    },\n" for r, n in counts.items()) + \
        ");\n\n%deprecated = (\n    5.019 => {\n        changed => {\n            'Module::Build' => 1,\n        },\n    },\n);\n"
    q = "In Module::CoreList's %delta (CoreList.pm), which perl release's entry changes the most modules? Give the release " \
        "as the entry's key writes it."
    shown, _ = _views(module, [""], ["/usr/share/perl/5.36.0/Module/CoreList.pm"], q, "computations")
    assert shown.strip().startswith("[('5.010001', 5), ('5.008009', 3), ('5.036000', 2)")


def test_a_count_of_a_section_s_entries_keeps_those_citing_the_manual_page_the_question_cites() -> None:
    """Held-out systemd.directives-02: "How many entries of the UNIT DIRECTIVES section of systemd.directives(7) refer
    to the manual page systemd.mount(5)?" counted every entry of the section (420 for 10), refused only by the judge.
    The entries the section's test keeps are narrowed to those citing the page; the document's own page is no such
    citation."""
    from rlm.judge import judge
    from rlm.question import Question

    def entry(name: str, *pages: str) -> str:
        return f".PP\n\\fI{name}\\fR\n.RS 4\n" + ",\n".join(f"\\fB{p}\\fR(5)" for p in pages) + "\n.RE\n"

    page = '.TH "SYSTEMD\\&.DIRECTIVES" "7"\n.SH "NAME"\nsystemd.directives \\- Index of configuration directives\n' \
        '.SH "UNIT DIRECTIVES"\n.PP\nDirectives for configuring units\\&.\n' + \
        "".join(entry(f"Opt{i}=", "systemd.mount" if i % 3 == 0 else "systemd.exec", "systemd.unit") for i in range(9)) + \
        entry("Where=", "systemd.automount") + '.SH "NETWORK DIRECTIVES"\n.PP\nNetwork\\&.\n' + \
        "".join(entry(f"Net{i}=", "systemd.mount") for i in range(4))
    q = "How many entries of the UNIT DIRECTIVES section of systemd.directives(7) refer to the manual page systemd.mount(5)?"
    shown, seen = _views(page, [""], ["/usr/share/man/man7/systemd.directives.7.gz"], q, "computations")
    assert shown.strip() == "3" and judge("3", seen, Question.parse(q)).accepted  # Opt0, Opt3, Opt6: not automount's


def test_a_number_ending_a_dotted_key_the_question_names_looks_up_that_line() -> None:
    """Held-out XErrorDB-01: "which core protocol request has the major opcode 63?" looked nothing up: 63 is no
    field's whole value but the last part of the key "XRequest.63", whose other part the question names ('request');
    an extension's "XRequest.X3D-PEX.63" has a part it does not name."""
    from rlm.judge import judge
    from rlm.question import Question

    db = "! Core requests\n" + "".join(f"XRequest.{i}:X_Core{i}\n" for i in range(1, 80)) + \
        "! X3D-PEX extension\n" + "".join(f"XRequest.X3D-PEX.{i}: PEX_Op{i}\n" for i in range(1, 80)) + \
        "! Errors\n" + "".join(f"XProtoError.{i}: BadThing{i}\n" for i in range(1, 20))
    q = "In X11's XErrorDB, which core protocol request has the major opcode 63?"
    shown, seen = _views(db, [""], ["/usr/share/X11/XErrorDB"], q)
    assert shown.startswith("'XRequest.63' names this record; its value: 'X_Core63'")
    assert judge("X_Core63", seen, Question.parse(q)).accepted and not judge("PEX_Op63", seen, Question.parse(q)).accepted
    shown, _ = _views(db, [""], ["/usr/share/X11/XErrorDB"], "In X11's XErrorDB, which protocol error has the code 7?")
    assert shown.startswith("'XProtoError.7' names this record; its value: 'BadThing7'")  # 'error' ends XProtoError
    shown, _ = _views(db, [""], ["/usr/share/X11/XErrorDB"], "In X11's XErrorDB, which protocol error has the code 63?")
    assert "names this record" not in shown  # no error numbered so; requests are no errors


def test_records_keyed_by_dotted_groups_are_counted_and_ranked_by_the_group_the_question_names() -> None:
    """Held-out XErrorDB-02, -03: "How many requests of the XFree86-DGA extension does XErrorDB name?" and "For which
    extension does XErrorDB name the most requests?" had no computation: the extension is the middle part of each
    line's key ("XRequest.XFree86-DGA.3"), no field of its own. Keys under the one group the question names whole are
    counted (core requests: "XRequest.63", not BIG-REQUESTS' of 'requests'); groups one part down are ranked."""
    from rlm.judge import judge
    from rlm.question import Question

    sizes = {"XFree86-DGA": 27, "X3D-PEX": 40, "BIG-REQUESTS": 1, "XInputExtension": 20}
    db = "! Core requests\n" + "".join(f"XRequest.{i}:X_Core{i}\n" for i in range(1, 60)) + "".join(
        f"! {ext} extension\n" + "".join(f"XRequest.{ext}.{i}: {ext}Op{i}\n" for i in range(n)) for ext, n in sizes.items()) + \
        "! Errors\n" + "".join(f"XProtoError.{i}: BadThing{i}\n" for i in range(1, 8)) + \
        "".join(f"XProtoError.{ext}.0: {ext}BadClock\n" for ext in ("XFree86-DGA", "X3D-PEX"))
    source = [""], ["/usr/share/X11/XErrorDB"]
    q = "X11's XErrorDB names the error XFree86-DGABadClock among one extension's errors. How many requests of that " \
        "extension does it name?"  # held-out XErrorDB-04: a hop to the requests of the error's group
    shown, seen = _views(db, *source, q, "computations")
    assert shown.strip() == "27" and judge("27", seen, Question.parse(q)).accepted
    q = "How many requests of the XFree86-DGA extension does X11's XErrorDB name (its XRequest.XFree86-DGA.n lines)?"
    shown, seen = _views(db, *source, q, "computations")
    assert shown.strip() == "27" and judge("27", seen, Question.parse(q)).accepted
    q = "How many requests of the XFree86-DGA extension does X11's XErrorDB name?"  # the same count, which the judge
    shown, seen = _views(db, *source, q, "computations")  # holds narrowed by 'XRequest', a word the question never says
    assert shown.strip() == "27" and judge("27", seen, Question.parse(q)).reason == "final_narrowed"
    shown, _ = _views(db, *source, "How many core requests does X11's XErrorDB name?", "computations")
    assert shown.strip() == ""  # XRequest.n or every XRequest.*: which depth is meant is not clear (review)
    shown, _ = _views(db, *source, "Which request has the highest major opcode in X11's XErrorDB?", "computations")
    assert "X3D-PEX" not in shown  # no ranking of groups where none is counted (review)
    q = "For which extension does X11's XErrorDB name the most requests?"
    shown, seen = _views(db, *source, q, "computations")
    assert shown.strip().startswith("[('X3D-PEX', 40), ('XFree86-DGA', 27)") and judge("X3D-PEX", seen, Question.parse(q)).accepted


def test_a_key_of_an_entry_s_table_hops_to_the_record_of_another_table_that_entry_names() -> None:
    """Held-out Module-CoreList-04: "%delta removes the module Storable::Limit in one perl release. On what date was that
    release made, according to the same file's %released?" had no view that hops: the lookup showed the key's own
    record ("in delta, 5.029006, removed"), whose entry names the release, and %released dates it."""
    from rlm.judge import judge
    from rlm.question import Question

    releases = [f"5.0{i:02d}00{j}" for i in range(26, 31) for j in range(2)]
    module = "package Module::CoreList;\nuse strict;\n\nour ( %released, %delta );\n\n%released = (\n" + \
        "".join(f"    {r} => '20{10 + k:02d}-0{1 + k % 9}-1{k % 10}',\n" for k, r in enumerate(releases)) + ");\n\n" + \
        "%delta = (\n" + "".join(f"    {r} => {{\n        changed => {{\n            'Storable::Limit' => '{k}',\n"
                                 f"            'Other::M{k}' => '1.{k}',\n        }},\n        removed => {{\n" +
                                 ("            'Storable::Limit' => 1,\n" if k == 6 else f"            'Gone::M{k}' => 1,\n") +
                                 "        }\n    },\n" for k, r in enumerate(releases)) + ");\n"
    q = "Module::CoreList's %delta (CoreList.pm) removes the module Storable::Limit in one perl release. On what date " \
        "was that release made, according to the same file's %released?"
    shown, seen = _views(module, [""], ["/usr/share/perl/5.36.0/Module/CoreList.pm"], q, "within")
    assert shown.startswith(f"'{releases[6]}' names this record; its value: '2016-07-16'")
    assert judge("2016-07-16", seen, Question.parse(q)).accepted and not judge("2016-06-15", seen, Question.parse(q)).accepted
    pod = "\n=pod\n\n=head1 NAME\n\nModule::CoreList - what modules shipped with versions of perl\n\n=head1 FUNCTIONS\n\n" + \
        "".join(f"=item C<f{i}>\n\nDoes thing {i}.\n\n" for i in range(6)) + "=cut\n"
    with Sandbox(context=module + pod, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, [""], ["/usr/share/perl/5.36.0/Module/CoreList/Utils.pm"])) as sb:
        assert run(sb, "print(records().kind)").strip() == "arrows"  # Utils.pm's tables, its manual a tail of them


def test_a_question_asking_which_items_one_document_lacks_is_shown_their_difference() -> None:
    """Held-out certifi-cacert.pem-07: "Which certificates of pip's vendored certifi bundle (pip/_vendor/certifi/
    cacert.pem) are missing from the bundle of the certifi package itself (certifi/cacert.pem)? Give their labels." had
    no view: no hop leads from one record to another. The document named by the longer path before "missing from" is
    the one whose labels the other lacks."""
    from rlm.judge import judge
    from rlm.question import Question

    def bundle(names: list[str]) -> str:
        return "".join(f"\n# Issuer: CN={n}\n# Subject: CN={n}\n# Label: \"{n}\"\n# Serial: {i}\n-----BEGIN CERTIFICATE-----\n"
                       f"MIIC{i}\n-----END CERTIFICATE-----\n" for i, n in enumerate(names))
    names = [f"Root CA {i}" for i in range(12)]
    texts = [bundle(names[:5] + ["emSign Root CA - G1"] + names[5:]), bundle(names + ["Newer Root"])]
    sources = ["/venv/lib/python3.11/site-packages/pip/_vendor/certifi/cacert.pem",
               "/usr/lib/python3/dist-packages/certifi/cacert.pem"]
    q = "Which certificates of pip's vendored certifi bundle (pip/_vendor/certifi/cacert.pem) are missing from the bundle " \
        "of the certifi package itself (certifi/cacert.pem)? Give their labels."
    shown, seen = _views(texts, ["cacert.pem", "cacert.pem"], sources, q, "across")
    assert shown.startswith("1 Label of doc 0 not in doc 1: ['\"emSign Root CA - G1\"']")
    assert judge("emSign Root CA - G1", seen, Question.parse(q)).accepted
    assert not judge("Newer Root", seen, Question.parse(q)).accepted
    q = "Which certificates of the certifi package's bundle (certifi/cacert.pem) are missing from pip's vendored copy " \
        "(pip/_vendor/certifi/cacert.pem)? Give their labels."
    shown, _ = _views(texts, ["cacert.pem", "cacert.pem"], sources, q, "across")
    assert shown.startswith("1 Label of doc 1 not in doc 0: ['\"Newer Root\"']")


def test_a_count_hops_from_an_entry_to_the_entries_of_its_section_citing_its_page() -> None:
    """Held-out systemd.directives-04: "systemd.directives(7) lists the environment variable $SYSTEMD_VIRTUALIZATION under
    a single manual page. How many entries of its ENVIRONMENT VARIABLES section refer to that page?" hopped nowhere:
    the '$' kept the entry's name from the question's word, its title (its name again) made two links, and entries
    citing several pages share none whole. The hop counts the section's entries whose list cites the page."""
    from rlm.judge import judge
    from rlm.question import Question

    def entry(name: str, *pages: str) -> str:
        return f".PP\n\\fI{name}\\fR\n.RS 4\n" + ",\n".join(f"\\fB{p.split('(')[0]}\\fR({p.split('(')[1]}" for p in pages) + \
            "\n.RE\n"

    page = '.TH "SYSTEMD\\&.DIRECTIVES" "7"\n.SH "NAME"\nsystemd.directives \\- Index of configuration directives\n' \
        '.SH "ENVIRONMENT VARIABLES"\n.PP\nEnvironment variables\\&.\n' + entry("$SYSTEMD_VIRTUALIZATION", "systemd.generator(7)") + \
        "".join(entry(f"$VAR{i}", "systemd.generator(7)", "systemd(1)") if i % 2 else entry(f"$VAR{i}", "systemd(1)")
                for i in range(8)) + \
        '.SH "UNIT DIRECTIVES"\n.PP\nDirectives\\&.\n' + "".join(entry(f"Opt{i}=", "systemd.generator(7)") for i in range(3))
    q = "systemd.directives(7) lists the environment variable $SYSTEMD_VIRTUALIZATION under a single manual page. How many " \
        "entries of its ENVIRONMENT VARIABLES section refer to that page?"
    shown, seen = _views(page, [""], ["/usr/share/man/man7/systemd.directives.7.gz"], q, "computations")
    assert shown.strip() == "5" and judge("5", seen, Question.parse(q)).accepted  # itself and $VAR1, 3, 5, 7


def test_a_question_asking_which_setting_two_files_give_different_values_is_shown_those_keys() -> None:
    """Held-out matplotlibrc-08: "Of the settings Matplotlib's matplotlibrc lists under its HATCHES banner, which one
    does the classic style (stylelib/classic.mplstyle) set to a value other than matplotlibrc's default?" had no view:
    no record of one file names one of the other. The keys both set, under the section named, whose values differ
    (1 and 1.0 do not)."""
    from rlm.judge import judge
    from rlm.question import Question

    rule = "## " + "*" * 60 + "\n"
    rc = "#### MATPLOTLIBRC FORMAT\n\n" + "".join(
        f"{rule}## * {title:<56} *\n{rule}" + "".join(f"#{title.lower()}.opt{i}: {i}   # a value\n" for i in range(5)) + "\n"
        for title in ("LINES", "HATCHES", "TEXT"))
    style = "".join(f"{title}.opt{i} : {value}\n" for title, i, value in (
        ("lines", 1, 3), ("lines", 2, 2.0), ("hatches", 1, 1.0), ("hatches", 3, 9), ("hatches", 4, 4), ("text", 0, 7)))
    texts = [rc, style * 3]
    sources = ["/mpl-data/matplotlibrc", "/mpl-data/stylelib/classic.mplstyle"]
    q = "Of the settings Matplotlib's matplotlibrc lists under its HATCHES banner, which one does the classic style " \
        "(stylelib/classic.mplstyle) set to a value other than matplotlibrc's default?"
    shown, seen = _views(texts, ["matplotlibrc", "classic.mplstyle"], sources, q, "across")
    assert shown.startswith("1 of the 3 keys both documents set have different values: ['hatches.opt3']")
    assert judge("hatches.opt3", seen, Question.parse(q)).accepted and not judge("lines.opt1", seen, Question.parse(q)).accepted


def test_an_index_s_entries_are_ranked_by_the_manual_pages_each_cites_in_the_section_named() -> None:
    """Held-out systemd.directives-03: "In the PROGRAM CONFIGURATION OPTIONS section of systemd.directives(7), which
    entry is listed with the most manual pages?" had no ranking: an entry's pages are one list in its body."""
    from rlm.judge import judge
    from rlm.question import Question

    def entry(name: str, *pages: str) -> str:
        return f".PP\n\\fI{name}\\fR\n.RS 4\n" + ",\n".join(f"\\fB{p}\\fR(5)" for p in pages) + "\n.RE\n"

    page = '.TH "SYSTEMD\\&.DIRECTIVES" "7"\n.SH "NAME"\nsystemd.directives \\- Index of configuration directives\n' \
        '.SH "PROGRAM CONFIGURATION OPTIONS"\n.PP\nDirectives for configuring the behaviour of programs\\&.\n' + \
        entry("Storage=", "journald.conf", "coredump.conf", "journal-remote.conf") + entry("Seal=", "journald.conf", "x.conf") + \
        "".join(entry(f"Opt{i}=", "journald.conf") for i in range(6)) + \
        '.SH "UNIT DIRECTIVES"\n.PP\nDirectives\\&.\n' + entry("Wide=", *[f"systemd.p{i}" for i in range(6)])
    q = "In the PROGRAM CONFIGURATION OPTIONS section of systemd.directives(7), which entry is listed with the most manual " \
        "pages?"
    shown, seen = _views(page, [""], ["/usr/share/man/man7/systemd.directives.7.gz"], q, "computations")
    assert shown.strip().startswith("[('Storage=', 3), ('Seal=', 2)")  # not Wide= of another section
    assert judge("Storage=", seen, Question.parse(q)).accepted


def test_a_question_asking_which_thing_holds_a_named_member_is_shown_the_holder_on_its_path() -> None:
    """Held-out lambda-service-2.json-07: "which structure shape has a member named FunctionCount?" was answered 'Long',
    the member's own shape, which the lookup gave for the word 'shape'. Asked what holds a member, the view names the
    step of the member's path over its container ('members'): AccountUsage."""
    import json as json_

    from rlm.judge import judge
    from rlm.question import Question

    model = {"version": "2.0", "shapes": {
        "AccountUsage": {"type": "structure", "members": {
            "TotalCodeSize": {"shape": "Long", "documentation": "<p>Storage in use.</p>"},
            "FunctionCount": {"shape": "Long", "documentation": "<p>The number of Lambda functions.</p>"}}},
        "AccountLimit": {"type": "structure", "members": {
            "CodeSizeZipped": {"shape": "Long", "documentation": "<p>The maximum size.</p>"}}},
        "Long": {"type": "long"}, **{f"Shape{i}": {"type": "structure", "members": {f"Field{i}": {"shape": "String"}}}
                                     for i in range(8)}}}
    q = "In AWS Lambda's API model (service-2.json), which structure shape has a member named FunctionCount?"
    shown, seen = _views(json_.dumps(model, indent=2), [""], ["/botocore/data/lambda/2015-03-31/service-2.json"], q)
    assert shown.startswith("'FunctionCount' names this record; its holder: 'AccountUsage'")
    assert judge("AccountUsage", seen, Question.parse(q)).accepted and not judge("Long", seen, Question.parse(q)).accepted
    methods = ["GET", "DELETE", "POST", "DELETE", "GET", "PUT", "DELETE", "GET"]  # held-out lambda-service-2.json-03: a
    model["operations"] = {f"Op{i}": {"name": f"Op{i}", "http": {"method": m, "requestUri": f"/2015-03-31/op{i}"}}
                           for i, m in enumerate(methods)}  # field of few records, named, with its value
    q = "How many operations of AWS Lambda's API model (service-2.json) use the HTTP method DELETE?"
    shown, seen = _views(json_.dumps(model, indent=2), [""], ["/botocore/data/lambda/2015-03-31/service-2.json"], q,
                         "computations")
    assert shown.strip() == "3" and judge("3", seen, Question.parse(q)).accepted


def test_a_csv_under_a_commented_preamble_is_a_table_of_its_header_s_columns() -> None:
    """Held-out Stocks.csv-01, -08: Matplotlib's Stocks.csv opens with "# Data source: https://finance.yahoo.com" over
    its header "Date,IBM,...,^GSPC,^IXIC", so it was read as lines without fields; asked what the ^IXIC column holds
    for 1990-03-01 a root answered the row's first price (IBM's), and asked for NFLX (no column) the seventh. The
    preamble is skipped, a column may start with a sign, the column the question calls one is looked up, and a value
    from a row whose column the question never names is refused."""
    from rlm.documents import Document
    from rlm.judge import judge
    from rlm.question import Question
    from rlm.seen import Seen

    text = "# Data source: https://finance.yahoo.com\nDate,IBM,AMZN,GOOGL,^IXIC\n" + \
        "".join(f"1990-0{m}-01,{10 + m}.5,,{f'{100 + m}.75' if m >= 7 else ''},{400 + m}.25\n" for m in range(1, 10)) + \
        "2010-01-01,76.99246215820312,,265.2352294921875,2147.35009765625\n"
    source = [""], ["/mpl-data/sample_data/Stocks.csv"]
    with Sandbox(context=text, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000, *source)) as sb:
        assert run(sb, "print(records().kind, records().fields(), len(records()))").strip() == \
            "table ['Date', 'IBM', 'AMZN', 'GOOGL', '^IXIC'] 10"
    q = "In Matplotlib's sample data Stocks.csv, what value does the ^IXIC column hold for 1990-03-01?"
    shown, seen = _views(text, *source, q)
    assert shown.startswith("'1990-03-01' names this record; its ^IXIC: 403.25")
    assert judge("403.25", seen, Question.parse(q)).accepted
    seen = Seen([Document(text, source[1][0])])
    seen.add(f"1 match(es) for '2010-01-01':\n[at {text.index('2010-01-01')}] {text.splitlines()[-1]}",
             "print(search('2010-01-01'))")
    q = Question.parse("What value does Stocks.csv give NFLX for 2010-01-01?")
    assert judge("265.2352294921875", seen, q).reason == "final_other_column"  # GOOGL's cell
    assert judge("265.2352294921875", seen, Question.parse("What value does Stocks.csv give GOOGL for 2010-01-01?")).accepted
    q = "How many rows of Stocks.csv give a value for GOOGL?"  # held-out Stocks.csv-03: a number column, given or empty
    shown, seen = _views(text, *source, q, "computations")
    assert shown.strip() == "4" and judge("4", seen, Question.parse(q)).accepted


def test_a_changelog_of_dashed_banner_headings_is_releases_with_dates_and_numbered_items() -> None:
    """Held-out zip-CHANGES-02, -03, -05: Zip's CHANGES heads each release "------ August 7th 1996 version 2.2a ------"
    over its numbered changes; read as 3,458 lines, no release had a version, a date or items. A heading between runs
    of dashes naming a version is a release, its written-out date an ISO date; a list opening "1. " is numbered though
    its items hold " - ", and a number it skips does not end it."""
    def release(day: str, version: str, items: list[str]) -> str:
        return f"------------------------- {day} version {version} ------------------\n" + \
            "".join(f"{n:2d}. {item}\n" for n, item in items)

    text = release("August 7th 1996", "2.2a", [(1, "QDOS port (Jonathan Hudson)"), (2, "win32 volumelabel (Paul)")]) + \
        release("January 17th 1997", "2.2e", [(1, "Debian patch 004 - apply configure changes (Onno)"),
                                               (2, "fix bug - crash on large paths (Ed)"), (3, "Fix typo (Onno)"),
                                               (5, "skipped four (Ed)"), (6, "more (Ed)")]) + \
        release("March 3rd 1997", "2.2f", [(1, "one (Ed)"), (2, "two (Ed)")]) + \
        "".join(release(f"June {d}th 1998", f"2.3{c}", [(1, f"change {c} (Ed)"), (2, "another (Ed)")])
                for d, c in zip(range(4, 10), "abcdef")) + \
        release("May 31st 2008", "3.0", [(1, "final (Ed)"), (2, "release (Ed)"), (3, "notes (Ed)")])
    with Sandbox(context=text, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, [""], ["/usr/share/doc/zip/CHANGES.gz"])) as sb:
        shown = run(sb, "print([(r['version'], r['date'], len(list_items(r['body']))) for r in records()])").strip()
        assert shown.startswith("[('2.2a', '1996-08-07', 2), ('2.2e', '1997-01-17', 5), ('2.2f', '1997-03-03', 2), "
                                "('2.3a', '1998-06-04', 2)") and shown.endswith("('3.0', '2008-05-31', 3)]")
        assert ", in January 17th 1997 version 2.2e] " in run(sb, "print(search('skipped four'))")


def test_a_name_prefix_the_question_gives_narrows_the_lookup_of_a_value_to_its_family() -> None:
    """Held-out pci_regs.h-01: "which extended capability ID (PCI_EXT_CAP_ID_...) has the value 0x18?" looked nothing
    up: seven #defines of the header are 0x18. The prefix the question gives narrows the records to its family, and
    of those the one with the value names the answer."""
    from rlm.judge import judge
    from rlm.question import Question

    header = "/* Extended Capabilities (PCI-X 2.0 and Express) */\n" + \
        "".join(f"#define PCI_EXT_CAP_ID_{n}\t{v:#04x}\t/* {n} */\n" for n, v in (("ERR", 1), ("VC", 2), ("LTR", 0x18),
                                                                             ("DPC", 0x1D))) + \
        "\n/* Registers */\n" + "".join(f"#define PCI_REG_{i}\t{i * 8:#04x}\t/* register {i} */\n" for i in range(1, 6))
    q = "In the kernel header linux/pci_regs.h, which extended capability ID (PCI_EXT_CAP_ID_...) has the value 0x18?"
    shown, seen = _views(header, [""], ["/usr/include/linux/pci_regs.h"], q)
    assert shown.startswith("'0x18' names this record; its name: 'PCI_EXT_CAP_ID_LTR'")  # not PCI_REG_3
    assert judge("PCI_EXT_CAP_ID_LTR", seen, Question.parse(q)).accepted and not judge("PCI_REG_3", seen, Question.parse(q)).accepted


def test_review_of_session_65_s_views_each_case_a_wrong_figure_came_from() -> None:
    """A read-only review of this session's views found figures they computed wrong on other documents; each case
    now gets no view (not found) or the right one."""
    from rlm.judge import judge
    from rlm.question import Question

    db = "! Core requests\n" + "".join(f"XRequest.{i}:X_Core{i}\n" for i in range(1, 60)) + "! DGA\n" + \
        "".join(f"XRequest.XFree86-DGA.{i}: DGA{i}\n" for i in range(30)) + "! PEX\n" + \
        "".join(f"XRequest.X3D-PEX.{i}: PEX{i}\n" for i in range(40))
    shown, _ = _views(db, [""], ["/usr/share/X11/XErrorDB"], "Which request of the XFree86-DGA extension does X11's XErrorDB "
                      "name with the minor opcode 3?")
    assert "X_Core3" not in shown  # the extension named is no part of the core key XRequest.3
    texts = ["".join(f"\n# Label: \"Root {i}\"\n# Serial: {i}\n-----BEGIN CERTIFICATE-----\nMIIC{i}\n-----END CERTIFICATE-----\n"
                     for i in names) for names in (range(12), [*range(11), 99])]
    sources = ["/venv/pip/_vendor/certifi/cacert.pem", "/usr/lib/python3/dist-packages/certifi/cacert.pem"]
    shown, _ = _views(texts, ["cacert.pem", "cacert.pem"], sources, "Which certificates are missing from the certifi "
                      "package's own bundle (certifi/cacert.pem) but present in pip's copy (pip/_vendor/certifi/cacert.pem)?",
                      "across")
    assert "Root 99" not in shown  # the document the question names first comes after "missing from"
    entries = "".join(f".PP\n\\fI{n}=\\fR\n.RS 4\n\\fB{p}\\fR(8)\n.RE\n" for n, p in (
        ("A", "mount"), ("B", "umount"), ("C", "mount"), ("D", "systemd-mount"), ("E", "fsck"), ("F", "fsck")))
    page = '.TH "SYSTEMD\\&.DIRECTIVES" "7"\n.SH "UNIT DIRECTIVES"\n.PP\nDirectives\\&.\n' + entries + \
        '.SH "OTHER"\n.PP\nOther\\&.\n' + entries
    shown, _ = _views(page, [""], ["/usr/share/man/man7/systemd.directives.7.gz"], "How many entries of the UNIT DIRECTIVES "
                      "section of systemd.directives(7) refer to the manual page mount(8)?", "computations")
    assert shown.strip() not in ("4", "3")  # umount(8) and systemd-mount(8) hold 'mount(8)' too: no such test
    table = "Date,AMZN,NFLX\n" + "".join(f"2005-0{m}-01,{m}.5,{f'{m}.25' if m % 2 else ''}\n" for m in range(1, 10))
    shown, _ = _views(table, [""], ["/data/stocks.csv"], "How many rows of stocks.csv give a value for AMZN but none for "
                      "NFLX?", "computations")
    assert shown.strip() != "9"  # not every row with AMZN
    package = "".join(f"Package: p{i}\nDescription: {d}\n\n" for i, d in enumerate(
        ["a gui toolkit for the desktop"] * 2 + ["the user guide and manual"] * 3 + ["command line tool"] * 5))
    shown, _ = _views(package, [""], ["/var/lib/dpkg/status"], "How many packages mention gui in their Description?",
                      "computations")
    assert shown.strip() != "5"  # 'gui' inside "guide" is no mention
    for text, items in (("1. Overview:\n* a\n* b\n* c", 3), ("1. one 2. two 3. three, see section 5. Thanks", 3)):
        with Sandbox(context="x", functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
            assert run(sb, f"print(len(list_items({text!r})))").strip() == str(items)
    script = "#!/usr/bin/perl\n\n=head1 NAME\n\ndh_foo - do foo\n\n=head1 OPTIONS\n\n=over 4\n\n" + \
        "".join(f"=item B<--opt{i}>\n\nOption {i}.\n\n" for i in range(6)) + "=back\n\n=cut\n\n" + \
        "use strict;\n" + "".join(f"sub s{i} {{\n    my $x = {i};\n    return $x * 2;\n}}\n\n" for i in range(40))
    with Sandbox(context=script, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, [""], ["/usr/bin/dh_foo"])) as sb:
        assert run(sb, "print(records().kind)").strip().startswith("pod")  # its manual first: POD, not a tail
    q = "How many rows of stocks.csv give a value for NFLX?"  # the one condition: the odd months'
    shown, seen = _views(table, [""], ["/data/stocks.csv"], q, "computations")
    assert shown.strip() == "5" and judge("5", seen, Question.parse(q)).accepted


def test_round_29_kinds_a_block_s_name_a_section_s_functions_a_path_s_entries() -> None:
    """Round 28 and 29's not-found kinds: an xkb variant's `name[Group1]` and its key statements (a quoted head names the
    block); the functions a man page lists by name() under one option, counted, ranked and found by a call it lists;
    the entries under a JSON path the question names by keys (properties of definitions.X.items, an operation's
    errors); the earliest row giving a value for a column; rows with a date alone; a comment right over two
    #defines heads them; a quoted item names its changelog entry, whose numbered items are counted."""
    import json

    from rlm.judge import judge
    from rlm.question import Question

    symbols = "".join(f'partial alphanumeric_keys\nxkb_symbols "{v}" {{\n    include "us(basic)"\n    name[Group1]= "{n}";\n'
                      + "".join(f"    key <AE0{i}> {{ [ {i}, exclam ] }};\n" for i in range(k)) + "};\n\n"
                      for v, n, k in (("basic", "English (US)", 4), ("crd", "Coeur d'Alene Salish", 3),
                                      ("dvorak", "English (Dvorak)", 5), ("intl", "English (intl)", 2)))
    source = [""], ["/usr/share/X11/xkb/symbols/us"]
    q = "In xkeyboard-config's symbols file for the us layout, what name (name[Group1]) does the variant crd give?"
    shown, seen = _views(symbols, *source, q)
    assert "Coeur d'Alene Salish" in shown and judge("Coeur d'Alene Salish", seen, Question.parse(q)).accepted
    q = "How many key <...> statements does the section of the variant dvorak in the us symbols file hold?"
    shown, seen = _views(symbols, *source, q, "computations")
    assert shown.strip() == "[5]"
    q = "Exactly one variant of the us symbols file puts the keysym igrave on a key. Which variant? Give its name as " \
        "its xkb_symbols line writes it."
    shown, seen = _views(symbols.replace("[ 4, exclam ]", "[ 4, igrave ]"), *source, q, "within")  # dvorak's fifth key
    assert shown.startswith("'igrave' is in this record; its xkb_symbols: 'dvorak'")

    page = ".TH POSIXOPTIONS 7\n.SH DESCRIPTION\nOptions.\n" + "".join(
        f".SS {a} - _POSIX_{n} - _SC_{n}\nThe following functions are present:\n.PP\n.nf\n.in +4n\n"
        + "".join(f".IR {f} ()\n" for f in fs) + ".in\n.fi\n"
        for a, n, fs in (("ML", "MEMLOCK", ["mlockall", "munlockall"]), ("THR", "THREADS", [f"pthread_{i}" for i in range(6)]),
                         ("TSF", "THREAD_SAFE_FUNCTIONS", ["flockfile", "ftrylockfile", "funlockfile"])))
    source = [""], ["/usr/share/man/man7/posixoptions.7.gz"]
    for q, answer in (("How many functions does posixoptions(7) list for the option _POSIX_MEMLOCK?", "2"),
                      ("posixoptions(7) lists the function flockfile() under exactly one option. How many functions "
                       "does it list for that option?", "3")):
        shown, seen = _views(page, *source, q, "computations")
        assert shown.strip() == answer and judge(answer, seen, Question.parse(q)).accepted
    q = "For which option does posixoptions(7) list the most functions? Give the option's name."
    shown, seen = _views(page, *source, q, "computations")
    assert shown.startswith("[('THR - _POSIX_THREADS - _SC_THREADS', 6)") and \
        judge("_POSIX_THREADS", seen, Question.parse(q)).accepted
    q = "Under which option's heading does posixoptions(7) list the function funlockfile()? Give the option's name."
    shown, _ = _views(page, *source, q, "within")
    assert "its title: 'TSF - _POSIX_THREAD_SAFE_FUNCTIONS - _SC_THREAD_SAFE_FUNCTIONS'" in shown

    schema = json.dumps({"definitions": {f"testPresetsV{v}": {"type": "array", "items": {"type": "object", "properties": {
        **{f"p{i}": {"type": "string"} for i in range(n)},
        "output": {"type": "object", "properties": {f"o{i}": {"type": "boolean"} for i in range(9)}}}}}
        for v, n in ((2, 3), (6, 5))}}, indent=2)
    q = "In CMake 3.25's presets schema (schema.json), how many properties does the items object of the definition " \
        "testPresetsV6 list?"
    shown, seen = _views(schema, [""], ["/usr/share/cmake-3.25/Help/manual/presets/schema.json"], q, "computations")
    assert shown.strip() == "6"  # p0-p4 and output, not output's nine
    model = json.dumps({"operations": {op: {"name": op, "http": {"method": "GET", "requestUri": f"/{op}"},
                                            "input": {"shape": f"{op}Request"}, "errors": [{"shape": e} for e in errs]}
                                       for op, errs in [(f"GetAlias{i}", ["ServiceException", "AliasNotFound"]) for i in
                                                        range(12)] + [("GetLayer", ["ServiceException", "TooManyRequests",
                                                                                    "Gone"])]},
                        "shapes": {f"GetAlias{i}Request": {"type": "structure", "members": {"Name": {"shape": "String"}}}
                                   for i in range(12)}}, indent=1)
    q = "Which errors does AWS Lambda's API model (service-2.json) list for the operation GetLayer? Name every one."
    shown, seen = _views(model, [""], ["/botocore/data/lambda/2015-03-31/service-2.json"], q)
    assert shown.startswith("'GetLayer' names this record; its errors: ['ServiceException', 'TooManyRequests', 'Gone']")
    assert judge("ServiceException, TooManyRequests, Gone", seen, Question.parse(q)).accepted

    table = "Date,IBM,GOOGL\n" + "".join(f"2004-0{m}-01,{m}.5,{f'{m}.25' if m > 4 else ''}\n" for m in range(1, 9)) + \
        "2004-09-01,,\n2004-10-01,,\n"
    q = "What is the earliest date for which stocks.csv gives a value for GOOGL?"
    shown, seen = _views(table, [""], ["/data/stocks.csv"], q, "order")
    assert "2004-05-01" in shown and judge("2004-05-01", seen, Question.parse(q)).accepted
    shown, _ = _views(table, [""], ["/data/stocks.csv"], "How many rows of stocks.csv have a date but no value in any "
                      "column?", "computations")
    assert shown.strip() == "2"

    header = "/* Registers */\n\n#define PCI_REG_A\t0x01\n#define PCI_REG_B\t0x02\n\n" \
        "/* Extended Capabilities (PCI-X 2.0 and Express) */\n#define PCI_EXT_CAP_ID(h)\t(h & 0xffff)\n" \
        "#define PCI_EXT_CAP_NEXT(h)\t(h >> 20)\n\n" + \
        "".join(f"#define PCI_EXT_CAP_ID_{n}\t{i:#04x}\t/* {n} */\n" for i, n in enumerate(("ERR", "VC", "SRIOV", "ATS")))
    q = "Under which one-line comment heading does linux/pci_regs.h define PCI_EXT_CAP_ID_SRIOV? Give the comment's text."
    shown, _ = _views(header, [""], ["/usr/include/linux/pci_regs.h"], q)
    assert "its section: 'Extended Capabilities (PCI-X 2.0 and Express)'" in shown
    registers = "".join(f"#define PCI_AGP_{n}\t{i * 4}\t/* {n} register */\n" +
                        "".join(f"#define  PCI_AGP_{n}_F{j}\t{1 << j:#06x}\t/* field {j} */\n" for j in range(k))
                        for i, (n, k) in enumerate((("VERSION", 2), ("STATUS", 7), ("COMMAND", 4))))
    q = "How many constants does linux/pci_regs.h define for the fields of the register PCI_AGP_STATUS (the indented " \
        "#define lines that follow it)?"
    shown, seen = _views(header + "\n" + registers, [""], ["/usr/include/linux/pci_regs.h"], q, "computations")
    assert shown.strip() == "7" and judge("7", seen, Question.parse(q)).accepted  # not PCI_AGP_COMMAND's four

    changes = "".join(f"------------ {d} 1996 version 2.2{v} ------------\n" +
                      "".join(f" {i}. {c} (Ed)\n" for i, c in enumerate(cs, 1))
                      for d, v, cs in [(f"August {n}th", chr(97 + n), [f"Port {n}", "Fix typo"]) for n in range(5)] +
                      [("September 9th", "k", ["Use wiz", "Small change to main help screen. zip.c", "Fix free", "New -T"])])
    q = "One entry of Zip's CHANGES lists the change \"Small change to main help screen. zip.c (Ed)\". How many numbered " \
        "changes does that entry list?"
    shown, seen = _views(changes, [""], ["/usr/share/doc/zip/changes"], q, "computations")
    assert shown.strip() == "4" and judge("4", seen, Question.parse(q)).accepted


def test_lines_under_key_value_comments_carry_that_key() -> None:
    """Round 30's Ubuntu.mirrors: "#LOC:BR" over Brazil's mirrors was a comment, dropped, so no mirror had a country
    and "the mirror under the country code MT" was answered with a URL holding "mt" (ubuntu.mti.mt.gov.br, under BR).
    Each line now has the field LOC; a URL the question gives is one word, looked up whole and hopped from."""
    from rlm.judge import judge
    from rlm.question import Question

    mirrors = "mirror://mirrors.ubuntu.com/mirrors.txt\n" + "".join(
        f"#LOC:{code}\n" + "".join(f"http://{host}/ubuntu/\n" for host in hosts) for code, hosts in (
            ("AU", ["mirror.aarnet.edu.au", "mirror.datamossa.io"]), ("BR", ["ubuntu.mti.mt.gov.br", "mirror.uepg.br"]),
            ("NL", ["mirror.serverius.net", "nl.archive.ubuntu.com", "mirror.nl.leaseweb.net"]), ("US", [f"mirror{i}.us.edu" for i in range(30)]),
            ("ZA", ["ubuntu.mirror.ac.za"]), ("SE", ["ftp.acc.umu.se", "ftp.lysator.liu.se"])))
    source = [""], ["/usr/share/python-apt/templates/Ubuntu.mirrors"]
    q = "Under which country code (#LOC line) does python-apt's Ubuntu.mirrors list the mirror " \
        "http://mirror.serverius.net/ubuntu/?"
    shown, seen = _views(mirrors, *source, q)
    assert shown.startswith("'http://mirror.serverius.net/ubuntu/' names this record; its LOC: 'NL'")
    assert judge("NL", seen, Question.parse(q)).accepted
    shown, _ = _views(mirrors, *source, "Which mirror does python-apt's Ubuntu.mirrors list under the country code MT? "
                      "Give its URL.")
    assert "mti.mt.gov.br" not in shown
    q = "How many mirrors does python-apt's Ubuntu.mirrors list under the country code SE?"
    shown, seen = _views(mirrors, *source, q, "computations")  # its LOC, not 'ubuntu.mirrors' in a URL
    assert shown.strip() == "2" and judge("2", seen, Question.parse(q)).accepted
    shown, _ = _views(mirrors, *source, "Which mirror does python-apt's Ubuntu.mirrors list under the country code ZA? "
                      "Give its URL.")
    assert shown.startswith("'za' names this record; its column1: 'http://ubuntu.mirror.ac.za/ubuntu/'")
    q = "Ubuntu.mirrors lists the mirror http://mirror.nl.leaseweb.net/ubuntu/ under a country code. How many mirrors " \
        "does it list under that code?"
    shown, seen = _views(mirrors, *source, q, "computations")
    assert shown.strip() == "3" and judge("3", seen, Question.parse(q)).accepted


def test_a_man_page_s_untagged_paragraphs_and_formatless_tables_are_text() -> None:
    """Round 30's jq(1) (ronn's troff): `.IP "" 4` indents an example, no tagged entry, yet 267 records were named
    '""', the top of a count of names the loop answered with; an "allbox;" .TS with no format line swallowed the page
    up to a later '.' line, its prose made field names; `\\.` is a period."""
    from rlm.judge import judge
    from rlm.question import Question
    from rlm.seen import Seen

    page = ".TH JQ 1\n.SH FILTERS\nFilters\\.\n.SS \"Identity: \\.\"\nThe absolute simplest filter is \\fB\\.\\fR\\.\n" + \
        "".join(f".SS \"f{i}\"\nFunction {i}\\. Example:\n.IP \"\" 4\n.nf\njq '\\.f{i}'\n.fi\n.IP \"\" 0\n" for i in range(4)) + \
        ".TS\nallbox;\nThis example should show the difference between '=' and '|=':\n.TE\n.P\nDone\\.\n" + \
        ".SH \"SEE ALSO\"\nechos(1)\n"
    with Sandbox(context=page, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, [""], ["/usr/share/man/man1/jq.1.gz"])) as sb:
        out = run(sb, "r = records()\nprint(r.fields())\nprint([x['body'] for x in r if x['title'] == 'f3'])")
    fields, bodies = out.splitlines()
    assert "name" not in fields and "allbox;" not in fields  # no entry named '""', no table of a sentence
    assert "difference between '=' and '|='" in bodies and "Function 3. Example:" in bodies
    seen = Seen([])
    seen.add("[('\"\"', 267), ('JOIN($idx;', 3)]", "print(Counter(r['name'] for r in records()).most_common())")
    assert not judge('""', seen, Question.parse("Which subsection of jq(1) gives the most examples?"), forced=True).accepted


def test_a_hop_to_a_name_extends_it_by_the_question_s_words() -> None:
    """Round 30's psfontj2d.properties-04: "maps the font name itcavantgarde_oblique to another font name. Which
    PostScript font does it give for that other name's latin1 plain style?" was answered 'avantgarde_book_oblique',
    the other name's own alias line; the key the question's words extend it to holds the font."""
    from rlm.judge import judge
    from rlm.question import Question

    props = "font.num=3\n" + "".join(f"{n}={n}\n" for n in ("serif", "avantgarde_book_oblique", "courier")) + \
        "itcavantgarde_oblique=avantgarde_book_oblique\n" + \
        "".join(f"{n}.latin1.{s}={v}-{s.capitalize()}\n" for n, v in (("serif", "Times"), ("avantgarde_book_oblique",
                                                                     "AvantGarde-BookOblique"), ("courier", "Courier"))
                for s in ("plain", "bold")) + "Times-Plain=1\nAvantGarde-BookOblique-Plain=2\nCourier-Plain=3\n"
    q = "psfontj2d.properties maps the font name itcavantgarde_oblique to another font name. Which PostScript font " \
        "does it give for that other name's latin1 plain style?"
    shown, seen = _views(props, [""], ["/etc/java-17-openjdk/psfontj2d.properties"], q, "within")
    assert "its value: 'AvantGarde-BookOblique-Plain'" in shown
    assert judge("AvantGarde-BookOblique-Plain", seen, Question.parse(q)).accepted


def test_a_year_counts_the_dated_records_where_few_are() -> None:
    """Round 30's gcloud-RELEASE_NOTES-02: "How many release headings of the Google Cloud CLI's RELEASE_NOTES are dated
    in the year 2013?" had no view: most of the file's sections are its releases' subsections, undated, so the records
    had no date field to count by, and the owner's name "Google Cloud CLI" was taken for a section's title."""
    from rlm.judge import judge
    from rlm.question import Question

    notes = "# Google Cloud CLI - Release Notes\n\nCopyright.\n\n" + "".join(
        f"## {v} ({d})\n\n### Google Cloud CLI\n\n* Fixed {v}.\n\n### Other\n\n* More.\n\n### Tools\n\n* Tools.\n\n"
        for v, d in (("0.9.20", "2014-02-03"), ("0.9.15", "2013-12-20"), ("0.9.14", "2013-12-17"), ("0.9.13", "2013-11-19"),
                     ("0.9.12", "2012-11-06"))) + "## 0.9.1 (2012-01-01)\n\n### Other\n\n* A year of fixes.\n"
    q = "How many release headings of the Google Cloud CLI's RELEASE_NOTES are dated in the year 2013?"
    shown, seen = _views(notes, [""], ["/usr/lib/google-cloud-sdk/RELEASE_NOTES"], q, "computations")
    assert shown.strip() == "3" and judge("3", seen, Question.parse(q)).accepted
    with Sandbox(context=notes, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, [""], ["/usr/lib/google-cloud-sdk/RELEASE_NOTES"])) as sb:
        parts = run(sb, "print([(r['title'], r.get('part')) for r in records() if r['title'] == 'Other'][:2])")
    assert parts.strip() == "[('Other', '0.9.20 (2014-02-03)'), ('Other', '0.9.15 (2013-12-20)')]"  # a release's "###"
    # sections are its own, its version no section number ("## 0.9.20": not a section 0.9.20 three levels down)


def test_names_that_contain_a_word_are_counted_by_it() -> None:
    """Round 30's rich-color.py-02: "How many color names in ANSI_COLOR_NAMES (Rich's color.py) contain the word purple?"
    was answered 235, every name of the table: 'purple' held one line as a word of its own (purple4, medium_purple), too
    rare to be a filter the judge asked for. The word the question says names contain is looked for inside them."""
    from rlm.judge import judge
    from rlm.question import Question

    names = ["black", "red", "purple4", "purple3", "medium_purple4", "purple", "grey", "medium_purple", "navy_blue",
             "dark_red", "plum1", "pink3"] + [f"grey{i}" for i in range(30)]
    module = "ANSI_COLOR_NAMES = {\n" + "".join(f'    "{n}": {i},\n' for i, n in enumerate(names)) + "}\n\n\n" + \
        "class Color:\n    def parse(self):\n        return 1\n"
    q = "How many color names in ANSI_COLOR_NAMES (Rich's color.py) contain the word purple?"
    shown, seen = _views(module, [""], ["/venv/lib/python3.11/site-packages/rich/color.py"], q, "computations")
    assert shown.strip() == "5" and judge("5", seen, Question.parse(q)).accepted
    seen.add(str(len(names)), "print(len([r for r in records() if r['parent'] == 'ANSI_COLOR_NAMES']))")
    assert judge(str(len(names)), seen, Question.parse(q)).reason == "final_unfiltered"


def test_review_of_session_66_s_views_each_case_a_wrong_figure_came_from() -> None:
    """A read-only review of this session's views found figures they computed wrong on other documents or wordings;
    each case now gets no view (not found) or the right one."""
    import json

    from rlm.judge import judge
    from rlm.question import Question

    model = json.dumps({"operations": {op: {"name": op, "http": {"method": "GET"}, "errors": [{"shape": "Gone"}]}
                                       for op in [f"GetAlias{i}" for i in range(12)]},
                        "shapes": {f"GetAlias{i}Request": {"type": "structure", "members": {
                            "FunctionName": {"shape": "FunctionName"}, "Name": {"shape": "Alias"},
                            "Qualifier": {"shape": "String"}}} for i in range(12)}}, indent=1)
    source = [""], ["/botocore/data/lambda/2015-03-31/service-2.json"]
    shown, _ = _views(model, *source, "Which members does AWS Lambda's API model (service-2.json) list for the shape "
                      "GetAlias3Request?")
    assert "['FunctionName', 'Name', 'Qualifier']" in shown  # the members' names, not their shapes
    shown, _ = _views(model, *source, "What http method does the operation GetAlias3 use in service-2.json?")
    assert "its method: 'GET'" in shown  # no empty list of entries under 'http'
    shown, _ = _views(model, *source, "In service-2.json, which operation is listed right after GetAlias3?", "order")
    assert "GetAlias4" in shown  # the operations, not GetAlias3's own keys

    schema = json.dumps({"definitions": {"testPresetsV6": {"type": "array", "items": {"type": "object", "properties": {
        f"p{i}": {"type": "string" if i % 2 else "boolean"} for i in range(5)}}}}}, indent=2)
    shown, _ = _views(schema, [""], ["/cmake/presets/schema.json"], "In schema.json, how many boolean properties does "
                      "the items object of the definition testPresetsV6 list?", "computations")
    assert shown.strip() != "5"  # some of them, which a value selects

    mirrors = "".join(f"#LOC:{c}\n" + "".join(f"http://{h}/ubuntu/\n" for h in hs) for c, hs in (
        ("AU", ["a.au", "b.au"]), ("NL", ["mirror.serverius.net", "c.nl", "d.nl"]), ("SE", ["e.se"]),
        ("US", [f"m{i}.us" for i in range(30)]), ("ZA", ["f.za"])))
    shown, _ = _views(mirrors, [""], ["/usr/share/python-apt/templates/Ubuntu.mirrors"], "Ubuntu.mirrors lists the mirror "
                      "http://mirror.serverius.net/ubuntu/. How many mirrors does it list after that one?", "computations")
    assert shown.strip() != "3"  # not the mirrors of its country code

    table = "Date,IBM,GOOGL\n" + "".join(f"2004-0{m}-01,{m}.5,{f'{m}.25' if m > 4 else ''}\n" for m in range(1, 10))
    shown, _ = _views(table, [""], ["/data/stocks.csv"], "What is the latest date for which stocks.csv does not give a "
                      "value for GOOGL?", "order")
    assert "2004-09-01" not in shown  # not the rows that give one

    names = ["gold1", "gold3", "light_goldenrod1", "dark_goldenrod", "gold", "red"] + [f"grey{i}" for i in range(30)]
    module = "ANSI_COLOR_NAMES = {\n" + "".join(f'    "{n}": {i},\n' for i, n in enumerate(names)) + "}\n"
    q = "How many color names in ANSI_COLOR_NAMES (Rich's color.py) contain the word gold?"
    shown, seen = _views(module, [""], ["/rich/color.py"], q, "computations")
    assert shown.strip() == "3" and judge("3", seen, Question.parse(q)).accepted  # not goldenrod

    from rlm.documents import Document
    from rlm.seen import Seen
    seen = Seen([Document("root:x:0:0:root:/root:/bin/bash\n", "/etc/passwd")])
    seen.add("[at 4] root:x:0:0:root:/root:/bin/bash", "search('root')")
    assert judge(":", seen, Question.parse("What character separates the fields of each line in /etc/passwd?"),
                 forced=True).reason != "empty"  # a colon is an answer


def test_round_30_not_found_kinds_groups_in_order_sections_ranked_a_number_step_and_a_literal() -> None:
    """Round 30's not found: the country code right after MN (a group "#LOC:MN" heads, no record named MN), the
    most mirrors "with an https:// URL" per code, the release with the most "###" sections, the first release
    holding a section headed "Secure Source Manager", the color name given the next number (one higher, not the
    next line) and the palette holding the RGB triple (85, 85, 255). Each has its view, and an answer from it is
    taken; another is not."""
    from rlm.judge import judge
    from rlm.question import Question

    mirrors = "mirror://mirrors.ubuntu.com/mirrors.txt\n" + "".join(
        f"#LOC:{code}\n" + "".join(f"{scheme}://{host}/ubuntu/\n" for scheme, host in hosts) for code, hosts in (
            ("MG", [("http", "ubuntu.dts.mg")]), ("MN", [("https", "mirror.datacenter.mn"), ("http", "mn.example.mn")]),
            ("MU", [("https", "a.cloud.mu"), ("https", "b.cloud.mu")]), ("US", [("http", f"m{i}.us.edu") for i in range(5)]),
            ("ZA", [("https", "z.ac.za")])))
    source = [""], ["/usr/share/python-apt/templates/Ubuntu.mirrors"]
    q = "Which country code does Ubuntu.mirrors list right after MN?"
    shown, seen = _views(mirrors, *source, q, "order")
    assert "its LOC: 'MU'" in shown and judge("MU", seen, Question.parse(q)).accepted
    assert not judge("US", seen, Question.parse(q)).accepted
    q = "Under which country code does Ubuntu.mirrors list the most mirrors with an https:// URL?"
    shown, seen = _views(mirrors, *source, q, "computations")
    assert shown.startswith("[('MU', 2)") and judge("MU", seen, Question.parse(q)).accepted  # not US, all http

    notes = "# Google Cloud CLI - Release Notes\n\nCopyright.\n\n" + "".join(
        f"## {v} ({d})\n\n" + "".join(f"### {s}\n\n* Item {i} of release {v}.\n\n" for i, s in enumerate(sections))
        for v, d, sections in (("3.0.0", "2024-03-01", ["Tools", "Secure Source Manager"]),
                               ("2.0.0", "2024-02-01", ["Tools", "AI", "Cloud SQL", "Secure Source Manager"]),
                               ("1.0.0", "2024-01-01", ["Tools"])))
    source = [""], ["/usr/lib/google-cloud-sdk/RELEASE_NOTES"]
    q = "Which release of the Google Cloud CLI's RELEASE_NOTES has the most sections (### headings)? Give its version."
    shown, seen = _views(notes, *source, q, "computations")
    assert shown.startswith("[('2.0.0 (2024-02-01)', 4)") and judge("2.0.0", seen, Question.parse(q)).accepted
    q = "What was the first release (the earliest) of the Google Cloud CLI whose RELEASE_NOTES have a section headed " \
        "\"Secure Source Manager\"? Give its version."
    shown, seen = _views(notes, *source, q, "order")
    assert "2.0.0 (2024-02-01) <- the earliest of the 2 records holding a section titled 'Secure Source Manager'" in shown
    assert judge("2.0.0", seen, Question.parse(q)).accepted and not judge("3.0.0", seen, Question.parse(q)).accepted
    q = "How many sections (### headings) does the release 2.0.0 have in the Google Cloud CLI's RELEASE_NOTES?"
    shown, seen = _views(notes, *source, q, "computations")
    assert shown.strip() == "4" and judge("4", seen, Question.parse(q)).accepted
    q = "Under which ### heading does the release 2.0.0 of the Google Cloud CLI's RELEASE_NOTES list the change " \
        "\"Item 2 of release 2.0.0.\"?"
    shown, seen = _views(notes, *source, q)
    assert shown.startswith("'Item 2 of release 2.0.0.' is in this record; its title: 'Cloud SQL'\n")
    assert shown.strip().endswith("(under '2.0.0 (2024-02-01)')")
    assert judge("Cloud SQL", seen, Question.parse(q)).accepted and not judge("AI", seen, Question.parse(q)).accepted

    module = "ANSI_COLOR_NAMES = {\n" + "".join(f'    "{n}": {i},\n' for n, i in (
        ("black", 0), ("pink3", 175), ("violet", 177), ("plum3", 176), ("grey", 8))) + "}\n"
    q = "ANSI_COLOR_NAMES in Rich's color.py gives the color name pink3 a number. Which color name does it give the next " \
        "number (one higher)?"
    shown, seen = _views(module, [""], ["/venv/lib/python3.11/site-packages/rich/color.py"], q, "order")
    assert "\"plum3\": 176 <- its value 176, one higher than 175" in shown and "violet" not in shown
    assert judge("plum3", seen, Question.parse(q)).accepted and not judge("violet", seen, Question.parse(q)).accepted

    palettes = "from .palette import Palette\n\n" + "".join(
        f"{name} = Palette(\n    [\n" + "".join(f"        ({r}, {g}, {b}),\n" for r, g, b in rows) + "    ]\n)\n\n"
        for name, rows in (("WINDOWS_PALETTE", [(12, 12, 12 + i) for i in range(15)] + [(59, 120, 255)]),
                           ("STANDARD_PALETTE", [(0, 0, 0)] + [(128, i, 0) for i in range(14)] + [(85, 85, 255)]),
                           ("EIGHT_BIT_PALETTE", [(0, 0, 0), (0, 0, 255)] + [(95, i, 0) for i in range(30)])))
    q = "Which palette in Rich's _palettes.py holds the RGB triple (85, 85, 255)? Give the palette's name."
    shown, seen = _views(palettes, [""], ["/venv/lib/python3.11/site-packages/rich/_palettes.py"], q, "within")
    assert shown.startswith("'(85, 85, 255)' is in this record; its section: 'STANDARD_PALETTE'")
    assert judge("STANDARD_PALETTE", seen, Question.parse(q)).accepted
    shown, _ = _views(palettes, [""], ["/venv/lib/python3.11/site-packages/rich/_palettes.py"],
                      "Which palette in Rich's _palettes.py holds the RGB triple (0, 0, 0)?", "within")
    assert shown == ""  # two palettes hold it


def test_a_hop_across_two_files_by_a_value_reaches_the_record_holding_it_or_at_it() -> None:
    """Round 30's psfontj2d.properties-06 ("psfont.properties.ja numbers the PostScript font Helvetica-BoldOblique.
    Which PostScript font does psfontj2d.properties give that same number?") was looked up in psfontj2d.properties,
    whose own Helvetica-BoldOblique is 14, and rich-color.py-07 ("Which RGB triple does EIGHT_BIT_PALETTE hold at that
    index (counting from 0)?") had no view: each hop goes by the value, to the record holding it or at that place."""
    from rlm.judge import judge
    from rlm.question import Question

    j2d = "font.num=4\n" + "Times-Roman=1\nAvantGarde-DemiOblique=3\nHelvetica-BoldOblique=14\nCourier=2\n" + \
        "".join(f"{f}.latin1.plain=Times-Roman\n" for f in ("serif", "times", "dialog"))
    ja = "font.num=3\nTimes-Roman=1\nCourier=2\nHelvetica-BoldOblique=3\nserif.latin1.plain=Times-Roman\n"
    sources = ["/etc/java-17-openjdk/psfontj2d.properties", "/etc/java-17-openjdk/psfont.properties.ja"]
    q = "psfont.properties.ja (the Japanese printers' file) numbers the PostScript font Helvetica-BoldOblique. Which " \
        "PostScript font does psfontj2d.properties give that same number?"
    shown, seen = _views([j2d, ja], ["psfontj2d.properties", "psfont.properties.ja"], sources, q, "across")
    assert shown.startswith("'3' names this record; its key: 'AvantGarde-DemiOblique'")
    assert judge("AvantGarde-DemiOblique", seen, Question.parse(q)).accepted
    assert not judge("Helvetica-BoldOblique", seen, Question.parse(q)).accepted

    colors = "import re\n\n\nANSI_COLOR_NAMES = {\n" + "".join(f'    "{n}": {i},\n' for n, i in (
        [("black", 0), ("red", 1), ("pink1", 3), ("grey", 2)] + [(f"grey{i}", 10 + i) for i in range(30)])) + \
        "}\n\n\nclass Color:\n    def parse(self):\n" + \
        "        return 1\n"
    palettes = "from .palette import Palette\n\n" + "".join(
        f"{name} = Palette(\n    [\n" + "".join(f"        ({r}, {g}, {b}),\n" for r, g, b in rows) + "    ]\n)\n\n"
        for name, rows in (("STANDARD_PALETTE", [(9, 9, i) for i in range(16)]),
                           ("EIGHT_BIT_PALETTE", [(0, 0, 0), (128, 0, 0), (0, 128, 0), (255, 175, 215)] +
                            [(95, i, 0) for i in range(30)])))
    sources = ["/venv/lib/python3.11/site-packages/rich/color.py", "/venv/lib/python3.11/site-packages/rich/_palettes.py"]
    q = "Rich's color.py gives the color name pink1 a number in ANSI_COLOR_NAMES. Which RGB triple does " \
        "EIGHT_BIT_PALETTE in _palettes.py hold at that index (counting from 0)? Give it as the file writes it."
    shown, seen = _views([colors, palettes], ["color.py", "_palettes.py"], sources, q, "across")
    assert "(255, 175, 215), <- at index 3, the value of 'pink1'" in shown
    assert judge("(255, 175, 215)", seen, Question.parse(q)).accepted
    assert not judge("(0, 128, 0)", seen, Question.parse(q)).accepted
    shown, _ = _views([colors, palettes], ["color.py", "_palettes.py"], sources, q.replace(" (counting from 0)", ""),
                      "across")
    assert "at index" not in shown  # where counting starts unsaid: no place


def test_a_c_struct_s_members_are_records_of_their_struct() -> None:
    """Round 30's jvmti.h: its function table (`typedef struct jvmtiInterface_1_ { ... } jvmtiInterface_1;`, each member
    a function pointer under a numbered comment) and its bit-field structs were one entry each, so "how many parameters
    does GetClassVersionNumbers take", "right after IsMethodSynthetic" and "which struct has the most members" had
    nothing to read. Each member is a record: its name, type, bits or parameters, and the number a comment gives it."""
    from rlm.judge import judge
    from rlm.question import Question

    header = "#ifndef _JAVA_JVMTI_H_\n#define _JAVA_JVMTI_H_\n\n#include \"jni.h\"\n\n" + \
        "typedef struct {\n    unsigned int can_tag_objects : 1;\n    unsigned int can_get_bytecodes : 1;\n" + \
        "    unsigned int : 16;\n    unsigned int can_suspend : 1;\n} jvmtiCapabilities;\n\n" + \
        "struct jvmtiFrameInfo {\n    jmethodID method;\n    jlocation location;\n};\n\n" + \
        "struct jvmtiStackInfo {\n    jthread thread;\n    jint state;\n    jvmtiFrameInfo* frame_buffer;\n" + \
        "    jint frame_count;\n};\n\n" + \
        "/* Function table */\n\ntypedef struct jvmtiInterface_1_ {\n\n  /*   1 :  RESERVED */\n  void *reserved1;\n\n" + \
        "  /*   2 : Set Event Notification Mode */\n  jvmtiError (JNICALL *SetEventNotificationMode) (jvmtiEnv* env,\n" + \
        "    jvmtiEventMode mode,\n    jvmtiEvent event_type,\n    jthread event_thread,\n     ...);\n\n" + \
        "  /*   3 : Is Method Synthetic */\n  jvmtiError (JNICALL *IsMethodSynthetic) (jvmtiEnv* env,\n" + \
        "    jmethodID method,\n    jboolean* is_synthetic_ptr);\n\n" + \
        "  /*   4 : Get Loaded Classes */\n  jvmtiError (JNICALL *GetLoadedClasses) (jvmtiEnv* env,\n" + \
        "    jint* class_count_ptr,\n    jclass** classes_ptr);\n\n} jvmtiInterface_1;\n\n" + \
        "struct jvmtiMonitorUsage {\n    jthread owner;\n    jint entry_count;\n    jint table;\n};\n\n#endif\n"
    source = [""], ["/usr/lib/jvm/java-17-openjdk-amd64/include/jvmti.h"]
    with Sandbox(context=header, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000, *source)) as sb:
        out = run(sb, "print([(r['parent'], r['name'], r.get('bits'), r.get('parameters'), r.get('number')) "
                      "for r in records() if r.get('kind') == 'member'])")
    assert out.strip() == str([
        ("jvmtiCapabilities", "can_tag_objects", 1, None, None), ("jvmtiCapabilities", "can_get_bytecodes", 1, None, None),
        ("jvmtiCapabilities", "can_suspend", 1, None, None), ("jvmtiFrameInfo", "method", None, None, None),
        ("jvmtiFrameInfo", "location", None, None, None), ("jvmtiStackInfo", "thread", None, None, None),
        ("jvmtiStackInfo", "state", None, None, None), ("jvmtiStackInfo", "frame_buffer", None, None, None),
        ("jvmtiStackInfo", "frame_count", None, None, None), ("jvmtiInterface_1", "reserved1", None, None, 1),
        ("jvmtiInterface_1", "SetEventNotificationMode", None, 5, 2), ("jvmtiInterface_1", "IsMethodSynthetic", None, 3, 3),
        ("jvmtiInterface_1", "GetLoadedClasses", None, 3, 4), ("jvmtiMonitorUsage", "owner", None, None, None),
        ("jvmtiMonitorUsage", "entry_count", None, None, None), ("jvmtiMonitorUsage", "table", None, None, None)])
    # no member named 'int' for the padding
    q = "How many parameters does the function IsMethodSynthetic of jvmti.h's function table take, counting its first " \
        "parameter jvmtiEnv* env?"
    shown, seen = _views(header, *source, q, "computations")
    assert shown.strip() == "[3]" and judge("3", seen, Question.parse(q)).accepted
    q = "How many capabilities (the named can_... bit fields) does jvmti.h's jvmtiCapabilities structure define?"
    shown, seen = _views(header, *source, q, "computations")
    assert shown.strip() == "3" and judge("3", seen, Question.parse(q)).accepted  # not the padding
    q = "Which function does jvmti.h's function table list right after IsMethodSynthetic?"
    shown, seen = _views(header, *source, q, "order")
    assert "its name: 'GetLoadedClasses'" in shown and judge("GetLoadedClasses", seen, Question.parse(q)).accepted


def test_a_method_placed_is_the_named_class_s_and_a_section_is_not_named_by_the_document_s_own_name() -> None:
    """Held-out socketserver.py-06: "Which method does the class TCPServer in socketserver.py define right after
    server_activate?" was placed among BaseServer's methods (both define server_activate, and both are methods: one
    field the question names matched all). findutils-news-07: "Under which subsection heading of its release does
    findutils' NEWS list bug #20552?" was looked up by 'NEWS', the file's own name, which one section's text says."""
    module = ('"""Generic socket server classes."""\n\nimport socket\n\n\nclass BaseServer:\n'
              '    """Base class for server classes."""\n\n    timeout = None\n\n'
              '    def __init__(self, server_address):\n'
              '        """Constructor.  May be extended, do not override."""\n'
              '        self.server_address = server_address\n\n    def server_activate(self):\n'
              '        """Called by constructor to activate the server."""\n        pass\n\n'
              '    def serve_forever(self, poll_interval=0.5):\n'
              '        """Handle one request at a time until shutdown."""\n'
              '        self.poll_interval = poll_interval\n\n\nclass TCPServer(BaseServer):\n'
              '    """Base class for various socket-based server classes."""\n\n'
              '    request_queue_size = 5\n\n    def server_bind(self):\n'
              '        """Called by constructor to bind the socket."""\n'
              '        self.socket.bind(self.server_address)\n\n    def server_activate(self):\n'
              '        """Called by constructor to activate the server."""\n'
              '        self.socket.listen(self.request_queue_size)\n\n    def server_close(self):\n'
              '        """Called to clean-up the server."""\n        self.socket.close()\n\n\n'
              'class UDPServer(TCPServer):\n    """UDP server class."""\n\n'
              '    allow_reuse_address = False\n\n    def server_activate(self):\n'
              '        """No need to call listen() for UDP."""\n        pass\n')
    source = [""], ["/usr/lib/python3.11/socketserver.py"]
    shown, _ = _views(module, *source, "Which method does the class TCPServer in socketserver.py define right after "
                                       "server_activate?", "order")
    assert "among the methods of 'TCPServer'; its name: 'server_close'" in shown
    news = "GNU findutils NEWS\n\n" + "".join(
        f"{title}\n{'-' * len(title)}\n\n{body}\n\n" for title, body in [
            ("Release notes", "Read NEWS for the changes."), ("Bug Fixes", "Fixed bug #10001 in find."),
            ("Documentation Fixes", "Fixed bug #20552 in the manual."), ("Translations", "Updated Danish.")])
    shown, _ = _views(news, [""], ["/usr/share/doc/findutils/NEWS.gz"],
                      "Under which subsection heading of its release does findutils' NEWS list bug #20552?")
    assert "Release notes" not in shown


def test_a_config_file_s_shown_defaults_counted_by_a_quoted_value_and_compared_by_their_one_value() -> None:
    """Held-out logind.conf-02, -05 and -07: systemd's logind.conf shows its compiled-in defaults as commented settings
    ("#HandleLidSwitchDocked=ignore"), too many values for 'value' to be a field of few. "How many settings ... are shown
    with the default "ignore"?" had no count (a value the question quotes whole, or in two letters ("no"), selects by
    that field however many values it has); "the same default as SessionsMax" named no field (the one value a setting
    has is what it is compared by); and the count over both files was refused as no value both files hold and as not
    testing 'defaults' (said of the files, "both show systemd's compiled-in defaults", and of the value quoted)."""
    import ast

    from rlm.documents import Document
    from rlm.judge import judge
    from rlm.loop import computations_code, same_code
    from rlm.question import Question
    from rlm.seen import Seen

    logind = "#  This file is part of systemd.\n#\n# Entries in this file show the compile time defaults.\n\n[Login]\n" + \
        "".join(f"#{k}={v}\n" for k, v in [("NAutoVTs", "6"), ("KillUserProcesses", "no"), ("KillOnlyUsers", ""),
                                          ("HandlePowerKey", "poweroff"), ("HandlePowerKeyLongPress", "ignore"),
                                          ("HandleLidSwitchDocked", "ignore"), ("PowerKeyIgnoreInhibited", "no"),
                                          ("HoldoffTimeoutSec", "5s"), ("IdleAction", "ignore"), ("RemoveIPC", "yes"),
                                          ("SessionsMax", "8192"), ("InhibitorsMax", "8192"), ("StopIdleSessionSec", "infinity")])
    journald = "# Entries in this file show the compile time defaults.\n\n[Journal]\n" + \
        "".join(f"#{k}={v}\n" for k, v in [("Storage", "auto"), ("Compress", "yes"), ("Seal", "yes"), ("SplitMode", "uid"),
                                          ("ForwardToSyslog", "no"), ("ForwardToKMsg", "no"), ("ReadKMsg", "yes"),
                                          ("Audit", "yes"), ("MaxLevelStore", "debug")])
    sources = ["/etc/systemd/logind.conf", "/etc/systemd/journald.conf"]
    q = "How many settings in logind.conf are shown with the default \"ignore\"?"
    shown, seen = _views(logind, [""], sources[:1], q, "computations")
    assert shown.strip() == "3" and judge("3", seen, Question.parse(q)).accepted
    q = "In logind.conf exactly one other setting is shown with the same default as SessionsMax. Which setting is it?"
    with Sandbox(context=logind, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000, [""], sources[:1])) as sb:
        assert "1 other record(s) have value '8192':\nkey: InhibitorsMax" in run(sb, same_code(Question.parse(q)))
    q = "logind.conf and journald.conf both show systemd's compiled-in defaults. How many settings in the two files " \
        "together are shown with the default \"no\"?"
    question = Question.parse(q)
    seen = Seen([Document(logind, sources[0]), Document(journald, sources[1])])
    with Sandbox(context=[logind, journald], functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, ["logind.conf", "journald.conf"], sources)) as sb:
        blocks = ast.literal_eval(run(sb, computations_code(question)).strip())
        assert blocks == ["print(len([r for r in records() if r['value'] == 'no']))"]
        seen.add(run(sb, blocks[0]), blocks[0])
    assert judge("4", seen, question).accepted


def test_a_commented_table_s_header_over_comment_lines_and_the_headings_over_its_rows() -> None:
    """Held-out zonenow.tab: its "#XX<TAB>coordinates<TAB>TZ<TAB>comments" header is over "#" and "# -11 - SST", the
    heading of its first row, so its rows were read as lines of a log ('column1' and 'message'); each row sits under a
    comment heading naming its UTC offset, which is each row's `section`. zone1970.tab's few notes among its rows head
    nothing."""
    rows = [("-11 - SST", "-1416-17042", "Pacific/Pago_Pago", "Midway; Samoa (SST)"), ("-11", "-1901-16955", "Pacific/Niue", "Niue"),
            ("-10 - HST", "+211825-1575130", "Pacific/Honolulu", "Hawaii (HST)"), ("-10", "-1732-14934", "Pacific/Tahiti", "Tahiti"),
            ("-09:30", "-0900-13930", "Pacific/Marquesas", "Marquesas"), ("-09", "-2308-13457", "Pacific/Gambier", "Gambier")]
    table = "# tzdb timezone descriptions\n#\n# This file is in the public domain.\n#\n#XX\tcoordinates\tTZ\tcomments\n" + \
        "".join(f"#\n# {head}\nXX\t{c}\t{tz}\t{comment}\n" for head, c, tz, comment in rows)
    source = [""], ["/usr/share/zoneinfo/zonenow.tab"]
    with Sandbox(context=table, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000, *source)) as sb:
        out = run(sb, "print([(r['TZ'], r['section']) for r in records()])")
    assert out.strip() == str([(tz, head) for head, _, tz, _ in rows])
    zones = "# tzdb timezone descriptions\n#\n#codes\tcoordinates\tTZ\tcomments\n" + "".join(
        f"{cc}\t{c}\t{tz}\t{comment}\n" for _, c, tz, comment in rows for cc in ["US"]).replace(
        "US\t-1732", "# Mention RU and UA alphabetically.\nUS\t-1732")
    with Sandbox(context=zones, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000, *source)) as sb:
        out = run(sb, "print([r.get('section') for r in records()], len(records()))")
    assert out.strip() == f"{[None] * 6} 6"


def test_an_outline_news_with_a_release_headed_twice_is_read_by_its_releases() -> None:
    """Held-out findutils-news: its NEWS heads release 4.2.1's notes twice, word for word, and dates 4.1.1 "1999-08-8",
    so no release heading was read (each version once) and its four numbered paragraphs were its records: the date of
    4.2.13, the releases of 2007 and the year with the most releases had nothing to read."""
    releases = [("4.2.13", "2005-01-23"), ("4.2.12", "2005-01-09"), ("4.2.2", "2004-10-24"), ("4.2.1", "2004-10-17"),
                ("4.2.1", "2004-10-17"), ("4.2.0", "2003-06-14"), ("4.1.1", "1999-08-8"), ("4.1", "1994-11-3")]
    news = "GNU findutils NEWS - User visible changes.      -*- outline -*- (allout)\n\n" + "".join(
        f"* Major changes in release {v}, {d}\n\n** Bug Fixes\n\nFixed bug #{i}000 in find.\n\n"
        for i, (v, d) in enumerate(releases))
    source = [""], ["/usr/share/doc/findutils/NEWS.gz"]
    with Sandbox(context=news, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000, *source)) as sb:
        out = run(sb, "print([(r['version'], r['date']) for r in records()])")
    assert out.strip() == str(releases[:4] + releases[5:6] + [("4.1.1", "1999-08-08"), ("4.1", "1994-11-03")])
    shown, _ = _views(news, *source, "In which year does findutils' NEWS date the most releases?", "computations")
    assert shown.strip() == "[('2005', 2), ('2004', 2), ('2003', 1), ('1999', 1), ('1994', 1)]"


def test_review_of_session_68_s_readers_keep_other_files_as_they_were_read() -> None:
    """A read-only review of session 68's readers found each of these: a release headed twice apart (its second notes
    would join the release above it) reads no releases, as before; a table's own 'section' column is not overwritten by
    comment headings, nor do notes in sentences head rows; a constant an #ifdef may leave out stops the enum's count
    (the numbers after it depend on the build); "the same section as X" compares no setting's one value."""
    news = "".join(f"* Changes in release {v}\n\n** {note}\n\n" for v, note in [
        ("1.5", "Fixed a."), ("1.4", "Fixed b."), ("1.3", "Fixed bug."), ("1.2", "Fixed c."), ("1.3", "Added --zap."), ("1.1", "Fixed d.")])
    from rlm.sandbox_helpers import _enum_members, _uncommented_c, release_heads

    in_a_row = "".join(f"* Changes in release {v}\n\n** Fixed {v}.\n\n" for v in ["1.5", "1.4", "1.3", "1.3", "1.2", "1.1"])
    assert release_heads(news) == [] and [h[3] for h in release_heads(in_a_row)] == ["1.5", "1.4", "1.3", "1.2", "1.1"]
    table = "# packages\n#package\tsection\tpriority\n" + "".join(
        f"# group {g} packages\n" + "".join(f"pkg{g}{i}\tlibs\toptional\n" for i in range(2)) for g in range(6))
    notes = "# zones\n#code\tTZ\n" + "".join(f"# Note: entry {g} moved in 2001.\n" + "".join(
        f"C{g}{i}\tZone/{g}{i}\n" for i in range(2)) for g in range(6))
    for text, shown in [(table, "['libs']"), (notes, "[None]")]:
        with Sandbox(context=text, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
            assert run(sb, "print(sorted({str(r.get('section')) for r in records()}))").strip() == \
                shown.replace("None", "'None'")
    header = "enum XML_Error {\n  XML_ERROR_NONE,\n  XML_ERROR_NO_MEMORY,\n#ifdef XML_DTD\n  XML_ERROR_DTD,\n#endif\n" + \
        "  XML_ERROR_SYNTAX,\n  XML_ERROR_NO_ELEMENTS\n};\n"
    assert [(r["name"], r.get("number")) for r in _enum_members(header, _uncommented_c(header), 0)] == [
        ("XML_ERROR_NONE", 0), ("XML_ERROR_NO_MEMORY", 1), ("XML_ERROR_DTD", None), ("XML_ERROR_SYNTAX", None),
        ("XML_ERROR_NO_ELEMENTS", None)]
    conf = "# Entries in this file show the compile time defaults.\n\n[Login]\n" + "".join(
        f"#{k}={v}\n" for k, v in [("NAutoVTs", "6"), ("ReserveVT", "6"), ("KillUserProcesses", "no"), ("RemoveIPC", "yes"),
                                  ("IdleAction", "ignore"), ("HandlePowerKey", "poweroff"), ("SessionsMax", "8192"),
                                  ("HandleLidSwitchDocked", "ignore"), ("PowerKeyIgnoreInhibited", "no"),
                                  ("HoldoffTimeoutSec", "5s"), ("InhibitorsMax", "8192"), ("KillOnlyUsers", "")])
    with Sandbox(context=conf, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000)) as sb:
        assert "no one field of it is named 'section'" in run(sb, "print(records().alike('NAutoVTs', 'section'))")
        assert "1 other record(s) have value '6'" in run(sb, "print(records().alike('NAutoVTs', 'default'))")


def test_a_c_enum_s_constants_are_records_with_the_number_the_compiler_gives_them() -> None:
    """Round 30's jvmti.h-07: "Under which comment heading does jvmti.h define the constant JVMTI_TYPE_CCHAR?" found
    nothing, an enum being one entry. Each constant is a record: its enum, its value as written, the number it comes to
    (one more than the one before when it has none, from 0; the value of a literal) and the heading right over its
    enum; an anonymous enum's constants too, and a heading with other lines under it first heads no enum."""
    from rlm.judge import judge
    from rlm.question import Question

    header = "#ifndef _JAVA_JVMTI_H_\n#define _JAVA_JVMTI_H_\n\n    /* Constants */\n\nenum {\n" + \
        "    JVMTI_VERSION_1 = 0x30010000,\n    JVMTI_VERSION_1_0 = 0x30010000\n};\n\n" + \
        "    /* Extension Function/Event Parameter Types */\n\ntypedef enum {\n    JVMTI_TYPE_JBYTE = 101,\n" + \
        "    JVMTI_TYPE_CCHAR = 115,\n    JVMTI_TYPE_CVOID /* no value: one more */\n} jvmtiParamTypes;\n\n" + \
        "    /* Errors */\n\nstruct jvmtiFrameInfo {\n    jmethodID method;\n};\n\n" + \
        "".join(f"struct jvmtiInfo{i} {{\n    jint count;\n    jint size;\n}};\n\n" for i in range(4)) + \
        "enum XML_Error {\n  XML_ERROR_NONE,\n  XML_ERROR_NO_MEMORY,\n  /* added in 1.95.7 */\n  XML_ERROR_SYNTAX\n};\n\n#endif\n"
    source = [""], ["/usr/lib/jvm/java-17-openjdk-amd64/include/jvmti.h"]
    with Sandbox(context=header, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000, *source)) as sb:
        out = run(sb, "print([(r['parent'], r['name'], r.get('value'), r.get('number'), r.get('section')) "
                      "for r in records() if r.get('kind') == 'enumerator'])")
    assert out.strip() == str([
        ("", "JVMTI_VERSION_1", "0x30010000", 0x30010000, "Constants"),
        ("", "JVMTI_VERSION_1_0", "0x30010000", 0x30010000, "Constants"),
        ("jvmtiParamTypes", "JVMTI_TYPE_JBYTE", "101", 101, "Extension Function/Event Parameter Types"),
        ("jvmtiParamTypes", "JVMTI_TYPE_CCHAR", "115", 115, "Extension Function/Event Parameter Types"),
        ("jvmtiParamTypes", "JVMTI_TYPE_CVOID", None, 116, "Extension Function/Event Parameter Types"),
        ("XML_Error", "XML_ERROR_NONE", None, 0, None), ("XML_Error", "XML_ERROR_NO_MEMORY", None, 1, None),
        ("XML_Error", "XML_ERROR_SYNTAX", None, 2, None)])
    q = "Under which comment heading (such as /* Heap Filter Flags */) does jvmti.h define the constant JVMTI_TYPE_CCHAR?"
    shown, seen = _views(header, *source, q)
    assert "its section: 'Extension Function/Event Parameter Types'" in shown
    assert judge("Extension Function/Event Parameter Types", seen, Question.parse(q)).accepted


def test_a_json_array_s_items_are_placed_and_counted_in_their_record() -> None:
    """Round 29's lambda-service-2.json-04 and -06: "which value does the enum of the shape SourceAccessType list right
    after CLIENT_CERTIFICATE_TLS_AUTH?" placed the next shape, and "which string shape has the most values in its
    enum?" had no view; "AWS Lambda's API model (service-2.json)" names the document, 'API' no filter."""
    import json

    from rlm.judge import judge
    from rlm.question import Question

    shapes = {"SourceAccessType": {"type": "string", "enum": ["BASIC_AUTH", "VPC_SUBNET", "CLIENT_CERTIFICATE_TLS_AUTH",
                                                             "SERVER_ROOT_CA_CERTIFICATE"]},
              "SourceOwner": {"type": "string", "max": 12},
              "Runtime": {"type": "string", "enum": [f"python3.{i}" for i in range(6, 13)] + ["java8", "nodejs18.x"]},
              "Architecture": {"type": "string", "enum": ["x86_64", "arm64"]},
              "Layers": {"type": "list", "member": {"shape": "LayerVersionArn"}},
              "String": {"type": "string"}}
    model = json.dumps({"version": "2.0", "metadata": {"apiVersion": "2015-03-31"}, "operations": {
        "GetLayer": {"name": "GetLayer", "http": {"method": "GET", "requestUri": "/layers"}}}, "shapes": shapes}, indent=2)
    source = [""], ["/usr/lib/google-cloud-sdk/lib/third_party/botocore/data/lambda/2015-03-31/service-2.json"]
    q = "In AWS Lambda's API model (service-2.json), which value does the enum of the shape SourceAccessType list right " \
        "after CLIENT_CERTIFICATE_TLS_AUTH?"
    shown, seen = _views(model, *source, q, "order")
    assert shown.startswith("[at ") and " SERVER_ROOT_CA_CERTIFICATE <- right after 'CLIENT_CERTIFICATE_TLS_AUTH'" in shown
    assert judge("SERVER_ROOT_CA_CERTIFICATE", seen, Question.parse(q)).accepted
    assert not judge("VPC_SUBNET", seen, Question.parse(q)).accepted and not judge("SourceOwner", seen, Question.parse(q)).accepted
    q = "In AWS Lambda's API model (service-2.json), which string shape has the most values in its enum?"
    shown, seen = _views(model, *source, q, "computations")
    assert shown.startswith("[('Runtime', 9), ('SourceAccessType', 4), ('Architecture', 2)]")
    assert judge("Runtime", seen, Question.parse(q)).accepted and not judge("Architecture", seen, Question.parse(q)).accepted


def test_round_31_kinds_a_c_header_read_as_entries_and_python_s_news_releases() -> None:
    """Round 31's zlib.h (its indented comments make it entries) had #defines with no name, prototypes written
    `ZEXTERN int ZEXPORT deflate OF((z_streamp strm, int flush));` with no parameters and its "/* basic functions */"
    headings over nothing; Python's NEWS ("What's New in Python 3.9.0 beta 1?" over "*Release date: 2020-05-19*") had
    no releases, its items' code quoting made it source code. Each is read now, and its questions have views."""
    from rlm.judge import judge
    from rlm.question import Question

    zlib = "/* zlib.h -- interface */\n\n#ifndef ZLIB_H\n#define ZLIB_H\n\n#include \"zconf.h\"\n\n" + \
        "typedef struct z_stream_s {\n    Bytef    *next_in;  /* next input byte */\n    uInt     avail_in;\n} z_stream;\n\n" + \
        "#define Z_OK            0\n#define Z_STREAM_ERROR (-2)\n\n                        /* basic functions */\n\n" + \
        "ZEXTERN int ZEXPORT deflate OF((z_streamp strm, int flush));\n/*\n" + "    Compresses as much data as possible.\n" * 24 + \
        "*/\n\n" + "ZEXTERN int ZEXPORT inflate OF((z_streamp strm, int flush));\n/*\n" + "    Decompresses.\n" * 24 + "*/\n\n" + \
        "                        /* Advanced functions */\n\n" + \
        "ZEXTERN int ZEXPORT inflateCopy OF((z_streamp dest,\n                                    z_streamp source));\n\n" + \
        "ZEXTERN int ZEXPORT inflateBack OF((z_streamp strm,\n                                    in_func in, void FAR *in_desc,\n" + \
        "                                    out_func out, void FAR *out_desc));\n/*\n" + "     out_desc is passed to out().\n" * 24 + \
        "*/\n\n" + \
        "ZEXTERN int ZEXPORTVA gzvprintf Z_ARG((gzFile file, const char *format, va_list va));\n\n" + \
        "struct gzFile_s {\n    unsigned have;\n};\n\n#endif /* ZLIB_H */\n"
    source = [""], ["/usr/include/zlib.h"]
    for q, code, answer in (
            ("What value does the C header zlib.h #define the constant Z_STREAM_ERROR as?", "lookup", "-2"),
            ("Which function prototype in zlib.h declares the most parameters?", "computations", "inflateBack"),
            ("Exactly one function prototype in zlib.h has a parameter named out_desc. How many parameters does that "
             "prototype declare in all?", "computations", "5"),
            ("Which function's prototype comes right after that of inflateBack in zlib.h?", "order", "gzvprintf"),
            ("Under which comment heading (such as /* basic functions */) does zlib.h give the prototype of inflateCopy? "
             "Give the heading's text.", "within", "Advanced functions")):
        shown, seen = _views(zlib, *source, q, code)
        assert judge(answer, seen, Question.parse(q)).accepted, (q, shown)
    assert not judge("3", _views(zlib, *source, q := "How many parameters does zlib.h's prototype of the function "
                                 "inflateBack declare?", "computations")[1], Question.parse(q)).accepted  # it is 5

    news = "+++++++++++\nPython News\n+++++++++++\n\n" + "".join(
        f"What's New in Python {v}?\n{'=' * (20 + len(v))}\n\n*Release date: {d}*\n\n" +
        "".join(f"{t}\n{'-' * len(t)}\n\n" + "".join(f"- bpo-{n}: Fix {t.lower()} {n}.\n\n" for n in ns)
                for t, ns in sections) + "    def example():\n        pass\n\n"
        for v, d, sections in (
            ("3.9.0 beta 1", "2020-05-19", [("Library", [39001, 39002, 39003]), ("Windows", [36965])]),
            ("3.9.0 alpha 6", "2020-04-27", [("Library", [38871, 39142, 39500]), ("Core and Builtins", [40001])]),
            ("3.8.0 beta 1", "2019-06-04", [("Windows", [36966]), ("Core and Builtins", [40002, 40003])]),
            ("3.8.0 alpha 4", "2019-05-06", [("Library", [36965])])))
    source = [""], ["/usr/share/doc/python3.11/NEWS.gz"]
    for q, code, answer in (
            ("According to the NEWS file of Python 3.11, on what date was Python 3.9.0 beta 1 released? Give the date "
             "as the file writes it.", "lookup", "2020-05-19"),
            ("How many of the releases in Python 3.11's NEWS file carry a release date in 2020?", "computations", "2"),
            ("In Python 3.11's NEWS, how many items are listed under the heading \"Core and Builtins\" of the release "
             "Python 3.8.0 beta 1?", "computations", "2"),
            ("Python 3.11's NEWS lists the change bpo-39500 under one release. What release date does NEWS give that "
             "release?", "within", "2020-04-27"),
            ("In Python 3.11's NEWS, which change is listed right after bpo-38871 under the \"Library\" heading of "
             "Python 3.9.0 alpha 6? Give its issue as NEWS writes it (such as bpo-12345).", "order", "bpo-39142"),
            ("Under which section heading of the release Python 3.9.0 beta 1 does Python 3.11's NEWS list the change "
             "bpo-36965?", "lookup", "Windows")):
        shown, seen = _views(news, *source, q, code)
        assert judge(answer, seen, Question.parse(q)).accepted, (q, shown)
    q = "Under which section heading of the release Python 3.8.0 alpha 4 does Python 3.11's NEWS list the change bpo-36965?"
    shown, _ = _views(news, *source, q)
    assert "its title: 'Library'" in shown  # the release said, not 3.9.0 beta 1's Windows


def test_a_class_s_def_statements_are_its_methods() -> None:
    """Round 31's urllib-request.py-03: "Which top-level class in Python's urllib/request.py has the most def statements
    directly in its body?" had no view ("def statements" named no kind) and "Python" was taken for a filter."""
    from rlm.judge import judge
    from rlm.question import Question

    module = "import os\n\n\n" + "".join(f"class {c}:\n" + "".join(f"    def m{i}(self):\n        return {i}\n\n"
                                                                    for i in range(n)) + "\n"
                                          for c, n in (("Request", 8), ("OpenerDirector", 5), ("BaseHandler", 3))) + \
        "def urlopen(url):\n    return url\n\n\ndef install_opener(o):\n    return o\n"
    q = "Which top-level class in Python's urllib/request.py has the most def statements directly in its body?"
    shown, seen = _views(module, [""], ["/usr/lib/python3.11/urllib/request.py"], q, "computations")
    assert shown.startswith("[('Request', 8), ('OpenerDirector', 5)")
    assert judge("Request", seen, Question.parse(q)).accepted and not judge("OpenerDirector", seen, Question.parse(q)).accepted


def test_an_asciidoctor_man_page_s_terms_over_indented_text_are_entries() -> None:
    """Round 31's mount(8) (asciidoctor: `.sp`, "\\fBuni_xlate\\fP", `.RS 4` text `.RE`) had no option entries, so
    "how many option entries does "Mount options for vfat" give", "which option is documented right after nomand" and
    "which exit status value ... for "problems writing or locking /etc/mtab"" had nothing to read."""
    from rlm.judge import judge
    from rlm.question import Question

    def entries(names: list[str], nested: str = "") -> str:
        return "".join(f".sp\n\\fB{n}\\fP\n.RS 4\nWhat {n} does.\n{nested if i == 0 else ''}.RE\n" for i, n in enumerate(names))

    page = ".TH MOUNT 8\n.SH NAME\nmount \\- mount a filesystem\n.SH FILESYSTEM-INDEPENDENT MOUNT OPTIONS\n.sp\nSome " \
        "options.\n" + entries(["auto", "noauto", "nomand", "_netdev", "nofail"]) + ".SH FILESYSTEM-SPECIFIC MOUNT " \
        "OPTIONS\n.SS \"Mount options for fat\"\n" + entries(["blocksize", "uid", "gid"]) + \
        ".SS \"Mount options for vfat\"\n.sp\nFirst of all, the options for fat.\n" + \
        entries(["uni_xlate", "posix", "shortname=mode"], ".sp\n\\fBlower\\fP\n.RS 4\nLower case.\n.RE\n") + \
        ".SH EXIT STATUS\n.sp\n\\fB0\\fP\n.RS 4\nsuccess\n.RE\n.sp\n\\fB16\\fP\n.RS 4\nproblems writing or locking " \
        "\\fI/etc/mtab\\fP\n.RE\n"
    source = [""], ["/usr/share/man/man8/mount.8.gz"]
    for q, code, answer in (
            ("How many option entries does mount(8) give in its subsection \"Mount options for vfat\"?", "computations", "3"),
            ("Among mount(8)'s filesystem-independent mount options, which option is documented right after nomand?",
             "order", "_netdev"),
            ("Which exit status value does the mount(8) man page give for \"problems writing or locking /etc/mtab\"?",
             "lookup", "16")):
        shown, seen = _views(page, *source, q, code)
        assert judge(answer, seen, Question.parse(q)).accepted, (q, shown)


def test_review_of_session_67_s_views_each_case_a_wrong_figure_came_from() -> None:
    """A read-only review of this session's readers and views found figures they gave wrong on other documents or
    wordings; each case now reads right or gets no view."""
    from rlm.documents import Document
    from rlm.judge import judge
    from rlm.question import Question
    from rlm.seen import Seen

    def records_of(text: str, source: str) -> list:
        with Sandbox(context=text, functions={HOST_FINAL: lambda a, h: None},
                     helpers=helpers_source(1000, [""], [source])) as sb:
            return eval(run(sb, "print([dict(r) for r in records()])").strip())

    header = "#ifndef H\n#define H\n\n" + "".join(f"struct s{i} {{\n    int n{i};\n}};\n\n" for i in range(3)) + \
        "typedef struct gz_header_s {\n    int     text;       /* true if (believed) text */\n    uLong   time;\n" + \
        "    int a, b;          /* two; of one type */\n    union {\n        int x;\n        long y;\n    } u;\n" + \
        "} gz_header;\n\n#define MAX(a, b) ((a) > (b) ? (a) : (b))\n#define LONG_ONE 1 + \\\n    2\n" + \
        "typedef int nss_x (const char *name, int flags);\n" + "".join(f"    /* comment line {i} */\n" for i in range(30)) + \
        "\n#endif\n"
    found = records_of(header, "/usr/include/zlib.h")
    assert [r["name"] for r in found if r.get("parent") == "gz_header"] == ["text", "time", "a", "b", "u"]  # a comment's
    # "(" hid no member, a nested union is one member
    assert [(r["name"], r.get("value")) for r in found if r.get("kind") == "define"][-2:] == [("MAX", None),
                                                                                                ("LONG_ONE", "1 + 2")]
    assert not [r for r in found if r.get("name") == "nss_x"]  # a function type, no prototype

    mirrors = "".join(f"#LOC:{c}\n" + "".join(f"{s}://{h}/ubuntu/\n" for s, h in hs) for c, hs in (
        ("MU", [("https", "a.mu"), ("https", "b.mu")]), ("US", [("http", f"m{i}.us") for i in range(5)]),
        ("ZA", [("https", "z.za")])))
    q = Question.parse("Under which country code does Ubuntu.mirrors list the most mirrors without an http:// URL?")
    assert q.begins is None  # not those beginning http://

    q = "In schema.json, which property type (string, integer, boolean) is given to the most properties?"
    seen = Seen([Document('{"a": {"type": "string"}}', "schema.json")])
    seen.add("[('string', 12), ('integer', 3)]", "print(Counter(r['type'] for r in records()).most_common(5))")
    assert judge("string", seen, Question.parse(q)).reason != "final_question_word"  # a candidate the question offers

    assert not Question.parse("zlib.h declares deflateBound. It returns uLong. How many parameters does it declare?").hop

    news = "".join(f"What's New in IDLE {v}{' (since 3.8.0)' if v == '3.9.0' else ''}\n{'=' * 30}\n\n"
                   f"*Release date: {d}*\n\n- bpo-{n}: Fix.\n\n"
                   for v, d, n in (("3.11.0", "2022-10-24", 1), ("3.10.0", "2021-10-04", 2), ("3.9.0", "2020-10-05", 3)))
    versions = [r.get("version") for r in records_of(news, "/usr/lib/python3.11/idlelib/NEWS.txt") if r.get("version")]
    assert versions == ["3.11.0", "3.10.0", "3.9.0"]  # a heading with words after its version is a release too

    notes = "# Project\n\n## Upgrade guide\n\n" + "".join(f"### Step {i}\n\nDo {i}.\n\n" for i in range(5)) + "".join(
        f"## {v} ({d})\n\n" + "".join(f"### {s}\n\n* Item.\n\n" for s in ss) for v, d, ss in (
            ("3.0.0", "2024-03-01", ["A"]), ("2.0.0", "2024-02-01", ["A", "B", "C"]), ("1.0.0", "2024-01-01", ["A"])))
    q = "Which release of CHANGELOG.md has the most sections (### headings)? Give its version."
    shown, _ = _views(notes, [""], ["/srv/CHANGELOG.md"], q, "computations")
    assert shown.startswith("[('2.0.0 (2024-02-01)', 3)")  # not the upgrade guide

    page = ".TH DMESG 1\n.SH NAME\ndmesg \\- print\n.SH OPTIONS\n" + "".join(
        f".sp\n\\fB\\-{o}\\fP{rest}\n.RS 4\nOption {o}.\n.RE\n" for o, rest in (
            ("C", ""), ("c", ""), ("L", "[=\\fIwhen\\fP]"), ("D", ""))) + ".SH SEE ALSO\ndmesg(2)\n"
    assert [r["name"] for r in records_of(page, "/usr/share/man/man1/dmesg.1.gz") if r.get("name")] == \
        ["-C", "-c", "-L[=when]", "-D"]  # a term whose line ends outside its font is an entry too


def test_round_32_kinds_of_source_bases_listed_guarded_classes_and_hex_values_ranked() -> None:
    """Held-out socketserver.py-04 and if_ether.h-04: "How many classes ... list UDPServer among their base classes?"
    had no count (ForkingUDPServer, defined under `if hasattr(os, "fork"):`, was no record, and a count through
    others took ThreadingUnixDatagramServer too); "Which ETH_P_ protocol ID ... has the highest value?" none either:
    values written in hex were no numbers, and ETH_MAX_MTU (0xFFFFU) is no ETH_P_ ID."""
    import ast

    from rlm.loop import computations_code
    from rlm.question import Question

    module = ("class TCPServer:\n    pass\n\n\nclass UDPServer(TCPServer):\n    pass\n\n\n"
              "if hasattr(os, 'fork'):\n    class ForkingUDPServer(ForkingMixIn, UDPServer): pass\n\n\n"
              "class ThreadingUDPServer(ThreadingMixIn, UDPServer): pass\n\n\n"
              "if hasattr(socket, 'AF_UNIX'):\n    class UnixDatagramServer(UDPServer):\n        address_family = 1\n\n"
              "    class ThreadingUnixDatagramServer(ThreadingMixIn, UnixDatagramServer): pass\n")
    q = Question.parse("How many classes in socketserver.py list UDPServer among their base classes?")
    assert q.derived == ("UDPServer", False, True)
    assert Question.parse("How many classes derive from Action, directly or through another?").derived == \
        ("Action", False, False)
    with Sandbox(context=module, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, [""], ["/usr/lib/python3.11/socketserver.py"])) as sb:
        blocks = ast.literal_eval(run(sb, computations_code(q)).strip())
        assert blocks == ["print(len(records().derived('UDPServer', direct=True)))"] and run(sb, blocks[0]).strip() == "3"
        assert run(sb, "print(len(records().derived('UDPServer')))").strip() == "4"  # through UnixDatagramServer

    header = "#define ETH_ALEN 6\n#define ETH_MAX_MTU 0xFFFFU\n\n" + "".join(
        f"#define ETH_P_{n}\t{v}\t\t/* {n} */\n" for n, v in (("LOOP", "0x0060"), ("IP", "0x0800"), ("AF_IUCV", "0xFBFB"),
                                                             ("IFE", "0xED3E"), ("802_3_MIN", "0x0600")))
    q = Question.parse("Which ETH_P_ protocol ID in linux/if_ether.h has the highest value?")
    assert q.begins == ("start", "ETH_P_")
    counted = Question.parse("How many ETH_P_ IDs does the header mark as not officially registered?")
    assert counted.begins == ("prefix", "ETH_P_")  # all 96 were counted: a count tests the prefix beside another test only
    with Sandbox(context=header, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, [""], ["/usr/include/linux/if_ether.h"])) as sb:
        assert run(sb, "print([c_number(r['value']) for r in records()][:3])").strip() == "[6, 65535, 96]"
        blocks = ast.literal_eval(run(sb, computations_code(q)).strip())
        assert len(blocks) == 1 and run(sb, blocks[0]).startswith("[('ETH_P_AF_IUCV', 64507), ('ETH_P_IFE', 60734)")
        assert "startswith" not in run(sb, computations_code(counted))

    conf = "#  This file is part of systemd.\n\n[Login]\n#NAutoVTs=6\n#ReserveVT=6\n#KillUserProcesses=no\n#KillOnlyUsers=\n" \
        "#KillExcludeUsers=root\n#InhibitDelayMaxSec=5\n#UserStopDelaySec=10\n#HandlePowerKey=poweroff\n" \
        "#HandleSuspendKey=suspend\n#RuntimeDirectorySize=10%\n#RuntimeDirectoryInodesMax=\n#RemoveIPC=yes\n"
    q = Question.parse("How many settings in logind.conf are shown with no default value at all (nothing after the equals "
                       "sign)?")
    with Sandbox(context=conf, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, [""], ["/etc/systemd/logind.conf"])) as sb:
        blocks = ast.literal_eval(run(sb, computations_code(q)).strip())
        assert len(blocks) == 1 and run(sb, blocks[0]).strip() == "2"  # not the [Login] line, which has no key


def test_a_release_headed_by_a_program_s_name_its_version_and_date_is_a_release() -> None:
    """Held-out dbus-news-01: D-Bus's NEWS heads each release "dbus 1.14.10 (2023-09-01)" (no word "release" or
    "version"), its older ones underlined by "==" alone: they were read as one section under "D-Bus 1.11.22", and a hit
    on "D-Bus 1.11.2 (2016-03-07)" printed as in it."""
    from rlm.sandbox_helpers import release_heads

    news = "".join(f"{name} {v} ({d})\n{'=' * (24 if long else 2)}\n\n• Fix {v}.\n\n" for name, v, d, long in (
        ("dbus", "1.14.10", "2023-09-01", True), ("dbus", "1.14.8", "2023-06-06", True),
        ("D-Bus", "1.11.22", "2017-10-23", True), ("D-Bus", "1.11.20", "2017-10-03", False),
        ("D-Bus", "1.11.2", "2016-03-07", False)))
    assert [(h[3], h[4]) for h in release_heads(news)] == [("1.14.10", "2023-09-01"), ("1.14.8", "2023-06-06"),
                                                         ("1.11.22", "2017-10-23"), ("1.11.20", "2017-10-03"),
                                                         ("1.11.2", "2016-03-07")]
    with Sandbox(context=news, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, [""], ["/usr/share/doc/dbus/NEWS.gz"])) as sb:
        assert "in D-Bus 1.11.2 (2016-03-07)]" in run(sb, "print(search('Fix 1.11.2'))")


def test_round_33_kinds_a_map_s_values_counted_and_ranked_and_a_man_page_s_escaped_options() -> None:
    """Held-out headerregistry.py-02/-03 and ps.1-07: "How many headers does _default_header_map ... assign to the class
    AddressHeader?" had no count (AddressHeader is both an item's value and its methods' parent: one reading of the
    two selects records); "Which class does _default_header_map assign to the most headers?" none either (no item is a
    class); ps(1)'s ".BI \\-\\-sort \\ spec" read as the option "--sortpec", and search('--sort') found nothing."""
    import ast

    from rlm.loop import computations_code
    from rlm.question import Question

    module = ("class AddressHeader:\n    def parse(cls):\n        pass\n\n    def init(self):\n        pass\n\n\n"
              "class UniqueAddressHeader(AddressHeader):\n    max_count = 1\n\n\n_default_header_map = {\n"
              + "".join(f"    '{k}': {v},\n" for k, v in (("to", "UniqueAddressHeader"), ("resent-to", "AddressHeader"),
                                                         ("cc", "UniqueAddressHeader"), ("resent-cc", "AddressHeader"),
                                                         ("from", "UniqueAddressHeader"), ("date", "DateHeader")))
              + "    }\n\n\nclass HeaderRegistry:\n    def __init__(self):\n        pass\n")
    source = [""], ["/usr/lib/python3.11/email/headerregistry.py"]
    with Sandbox(context=module, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000, *source)) as sb:
        q = Question.parse("How many headers does _default_header_map in email/headerregistry.py assign to the class "
                           "AddressHeader?")
        blocks = ast.literal_eval(run(sb, computations_code(q)).strip())
        assert len(blocks) == 1 and run(sb, blocks[0]).strip() == "2"
        q = Question.parse("Which class does _default_header_map in email/headerregistry.py assign to the most headers?")
        blocks = ast.literal_eval(run(sb, computations_code(q)).strip())
        assert run(sb, blocks[0]).startswith("[('UniqueAddressHeader', 3), ('AddressHeader', 2)")

    page = ".TH PS 1\n.SH NAME\nps \\- report\n.SH \"OUTPUT MODIFIERS\"\n" + "".join(
        f".TP\n.BI {o} \\ {a}\n{d}\n" for o, a, d in (("\\-\\-sort", "spec", "Specify sorting order."),
                                                      ("k", "spec", "Identical to\n.BR \\-\\-sort ."),
                                                      ("O", "format", "Preloaded o."))) + ".SH \"SEE ALSO\"\ntop(1)\n"
    with Sandbox(context=page, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, [""], ["/usr/share/man/man1/ps.1.gz"])) as sb:
        assert run(sb, "print([r['title'] for r in records() if r.get('level') == 2])").strip() == \
            "['--sort spec', 'k spec', 'O format']"
        assert run(sb, "print(search('--sort'))").startswith("2 match(es) for '--sort':")

    # headerregistry.py-06 (wrong): "... assigns the header 'subject' which class?" was answered by the item's parent,
    # the dict _default_header_map the question names; "which function ... use as its value_parser" by the class
    # holding a value_parser
    from rlm.loop import lookup_code
    from rlm.question import hop_name

    with Sandbox(context=module.replace("'date': DateHeader", "'subject': UniqueAddressHeader"),
                 functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000, *source)) as sb:
        q = Question.parse("In email/headerregistry.py, _default_header_map assigns the header 'subject' which class?")
        assert run(sb, lookup_code(q)).startswith("'subject' names this record; its value: 'UniqueAddressHeader'")
        q = Question.parse("Which function of the parser module does the class AddressHeader use as its parse?")
        assert "its parent" not in run(sb, lookup_code(q))
        assert hop_name("_default_header_map", Question.parse("_default_header_map assigns 'subject' which class?")) is None


def test_the_label_a_release_lists_an_issue_under_and_a_define_s_comment_asked_across() -> None:
    """Held-out dbus-news-08 and check32 findutils-news-07: "Under which heading of its release does D-Bus's NEWS cite
    fd.o #86162?" had no view, its releases' items running under labels ("Enhancements:", findutils' "** Bug Fixes"),
    no sections; rt_protos-08 (wrong): "How does linux/rtnetlink.h describe the RTPROT_ constant with that same
    number, in the comment beside it?" was answered 13, the number the hop went by: its comment was no field."""
    from rlm.loop import across_code, lookup_code
    from rlm.question import Question

    news = "".join(f"D-Bus {v} ({d})\n{'=' * 26}\n\nThe “{n}” release.\n\n" + "".join(
        f"{label}:\n\n" + "".join(f"• Fix {i} (fd.o #{i}, A B)\n\n" for i in items) for label, items in labels)
        for v, d, n, labels in (("1.11.8", "2016-11-28", "x", [("Fixes", [90001, 90002])]),
                                ("1.11.6", "2016-10-10", "y", [("Security fixes", [98157]), ("Enhancements", [86162]),
                                                              ("Fixes", [90003])]),
                                ("1.11.4", "2016-08-15", "z", [("Fixes", [90004])]),
                                ("1.11.2", "2016-03-07", "w", [("Fixes", [90005])]),
                                ("1.11.0", "2015-12-02", "v", [("Fixes", [90006])])))
    with Sandbox(context=news, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, [""], ["/usr/share/doc/dbus/NEWS.gz"])) as sb:
        q = Question.parse("Under which heading of its release does D-Bus's NEWS cite fd.o #86162? Give the heading "
                           "without its colon.")
        assert run(sb, lookup_code(q)).startswith("'#86162' is in this record; its heading: 'Enhancements'")

    protos = "".join(f"{n}\t{p}\n" for n, p in ((2, "kernel"), (3, "boot"), (13, "dnrouted"), (16, "dhcp")))
    header = "#ifndef H\n#define H\n\n" + "".join(f"struct rt{i} {{\n\tunsigned char a{i};\n\tunsigned short b{i};\n"
                                                 f"\tint c{i};\n}};\n\n" for i in range(6)) + "".join(
        f"#define RTPROT_{n}\t{v}\t/* {c} */\n" for n, v, c in (("KERNEL", 2, "Route installed by kernel"),
                                                                 ("BOOT", 3, "Route installed during boot"),
                                                                 ("DNROUTED", 13, "DECnet routing daemon"))) + "\n#endif\n"
    q = Question.parse("iproute2's rt_protos gives the routing protocol dnrouted a number. How does the kernel header "
                       "linux/rtnetlink.h describe the RTPROT_ constant with that same number, in the comment beside it?")
    assert "description" in q.asking
    with Sandbox(context=[protos, header], functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, ["rt_protos", "rtnetlink.h"],
                                        ["/etc/iproute2/rt_protos", "/usr/include/linux/rtnetlink.h"])) as sb:
        assert run(sb, across_code(q)).startswith("'13' names this record; its description: 'DECnet routing daemon'")


def test_round_33_kinds_options_among_settings_a_value_most_shown_and_a_table_under_its_section() -> None:
    """Held-out jetty-start.ini-05 and ps.1-03: Jetty's start.ini sets "--module=server" among its commented
    "# jetty.http.port=8080" settings, and was read as one column of whole lines; "Which default value does start.ini
    show for the largest number of properties?" had no ranking (32 values of 50, 'true' the most); "How many AIX format
    descriptors does ps(1)'s table of them list?" counted the rows of its section that also held the cell 'aix' of
    another table: none."""
    import ast

    from rlm.loop import computations_code
    from rlm.question import Question

    ini = "# Jetty Startup\n#\n\n--module=home-base-warning\n\n--module=ext\n\n" + "".join(
        f"## {k}\n# jetty.{k}={v}\n\n" for k, v in (("a", "true"), ("b", "false"), ("c", "8080"), ("d", "true"),
                                                  ("e", "-1"), ("f", "true"), ("g", "false"), ("h", "30000"),
                                                  ("i", "-1"), ("j", "512"), ("k", "true"), ("l", "0")))
    with Sandbox(context=ini, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, [""], ["/opt/jetty-home/start.ini"])) as sb:
        assert run(sb, "print([(r['key'], r['value']) for r in records()][:3])").strip() == \
            "[('--module', 'home-base-warning'), ('--module', 'ext'), ('jetty.a', 'true')]"
        q = Question.parse("Which default value does Jetty's start.ini show for the largest number of properties?")
        blocks = ast.literal_eval(run(sb, computations_code(q)).strip())
        assert run(sb, blocks[0]).startswith("[('true', 4), ")

    page = ".TH PS 1\n.SH NAME\nps \\- report\n.SH \"AIX FORMAT DESCRIPTORS\"\nAIX codes.\n.TS\nl l l.\n" \
        "\\fBCODE\tNORMAL\tHEADER\\fR\n" + "".join(f"%{c}\t{n}\t{h}\n" for c, n, h in (
            ("C", "pcpu", "%CPU"), ("G", "group", "GROUP"), ("P", "ppid", "PPID"), ("U", "user", "USER"))) + \
        ".TE\n.SH \"PERSONALITY\"\n.TS\nl l.\n\\fB390\tDESC\\fR\n" + "".join(f"{p}\tlike {d}\n" for p, d in (
            ("aix", "AIX ps"), ("bsd", "FreeBSD ps"), ("linux", "Linux ps"))) + ".TE\n"
    with Sandbox(context=page, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, [""], ["/usr/share/man/man1/ps.1.gz"])) as sb:
        q = Question.parse("How many AIX format descriptors does ps(1)'s table of them list?")
        blocks = ast.literal_eval(run(sb, computations_code(q)).strip())
        assert [run(sb, b).strip() for b in blocks] == ["4"]


def test_a_hop_across_two_files_links_by_no_piece_of_a_version() -> None:
    """Held-out dbus-news-09: "an upload 1.14.6-1" gave the words '14' and '6-1' too, and '14' linked NEWS's dbus
    1.14.0 (its date, 2022-02-28, was taken); the upload's upstream release 1.14.6 is the link."""
    from rlm.loop import across_code
    from rlm.question import Question

    news = "".join(f"dbus {v} ({d})\n{'=' * 24}\n\n• Fix {i}.\n\n" for i, (v, d) in enumerate(
        (("1.14.6", "2023-02-08"), ("1.14.4", "2022-10-05"), ("1.14.2", "2022-09-26"), ("1.14.0", "2022-02-28"),
         ("1.13.20", "2021-11-17"))))
    debian = "".join(f"dbus ({v}) unstable; urgency=medium\n\n  * New upstream release {v[:-2]}.\n\n -- A B <a@b.c>  "
                     f"Wed, {d} 2023 10:00:00 +0000\n\n" for v, d in (("1.14.6-1", "08 Feb"), ("1.14.4-1", "05 Oct"),
                                                                       ("1.14.0-1", "28 Feb")))
    q = Question.parse("dbus's Debian changelog has an upload 1.14.6-1. On what date was the upstream dbus release it "
                       "packages made, according to D-Bus's NEWS?")
    with Sandbox(context=[news, debian], functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, ["NEWS.gz", "changelog.Debian.gz"],
                                        ["/usr/share/doc/dbus/NEWS.gz", "/usr/share/doc/dbus/changelog.Debian.gz"])) as sb:
        shown = run(sb, across_code(q))
        assert "2022-02-28" not in shown.split("\n")[0]


def test_round_33_a_define_described_by_its_quoted_comment_and_a_class_body_no_value() -> None:
    """Held-out sched.h-02 and headerregistry.py-04 (both wrong): "Which CLONE_ constant does linux/sched.h describe as
    "set if the tracing process can't force CLONE_PTRACE on this clone"?" looked up CLONE_PTRACE, a name inside the
    quote; "How many classes ... set max_count = 1 in their own class body?" counted the 4 classes whose whole body is
    that line, not the 8 that set it."""
    import ast

    from rlm.loop import computations_code, lookup_code
    from rlm.question import Question

    header = "#ifndef H\n#define H\n\n" + "".join(f"#define CLONE_{n}\t{v}\t/* {c} */\n" for n, v, c in (
        ("VM", "0x00000100", "set if VM shared between processes"), ("PTRACE", "0x00002000", "set if we want to let "
         "tracing continue on the child too"), ("UNTRACED", "0x00800000", "set if the tracing process can't force "
         "CLONE_PTRACE on this clone"), ("IO", "0x80000000", "Clone io context"), ("NEWNS", "0x00020000", "New mount"))) + \
        "\n#endif\n"
    q = Question.parse("Which CLONE_ constant does linux/sched.h describe as \"set if the tracing process can't force "
                       "CLONE_PTRACE on this clone\"?")
    with Sandbox(context=header, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, [""], ["/usr/include/linux/sched.h"])) as sb:
        assert "its name: 'CLONE_UNTRACED'" in run(sb, lookup_code(q))

    module = "".join(f"class H{i}:\n    max_count = 1\n\n\n" for i in range(4)) + "".join(
        f"class U{i}:\n    max_count = 1\n\n    def parse(cls):\n        pass\n\n\n" for i in range(4)) + \
        "".join(f"class N{i}:\n    max_count = None\n\n\n" for i in range(3))
    q = Question.parse("How many classes in email/headerregistry.py set max_count = 1 in their own class body?")
    with Sandbox(context=module, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, [""], ["/usr/lib/python3.11/email/headerregistry.py"])) as sb:
        blocks = ast.literal_eval(run(sb, computations_code(q)).strip())
        assert "r['body'] ==" not in str(blocks) and [run(sb, b).strip() for b in blocks] == ["8"]  # its own lines
        q = Question.parse("How many classes in email/headerregistry.py set max_count = None in their own class body?")
        assert [run(sb, b).strip() for b in ast.literal_eval(run(sb, computations_code(q)).strip())] == ["3"]
    module = ("class A:\n    __slots__ = ()\n\n\nclass B:\n    __slots__ = ()\n    name = \"b\"\n\n\nclass C:\n    x = 1\n\n\n" +
              "".join(f"def f{i}(a):\n    if a:\n        return a\n    return 0\n\n\n" for i in range(4)))
    with Sandbox(context=module, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, [""], ["/usr/lib/python3.11/m.py"])) as sb:  # (review) a value whole,
        for said, count in (("__slots__ = ()", "2"), ("name = 'b'", "1")):  # either quote
            q = Question.parse(f"How many classes set {said} in their own class body?")
            assert [run(sb, b).strip() for b in ast.literal_eval(run(sb, computations_code(q)).strip())] == [count]


def test_a_block_comment_right_over_its_defines_heads_them() -> None:
    """Held-out sched.h-04 and -08 (not found): linux/sched.h heads its groups "/*\n * Scheduling policies\n */" right
    over the #defines, no blank line between, so no #define had a section; a one-line note over a single #define
    ("Can be ORed in ...") closes the group above it rather than joining it."""
    import ast

    from rlm.loop import computations_code, lookup_code
    from rlm.question import Question

    header = ("#ifndef H\n#define H\n\n/*\n * cloning flags:\n */\n#define CSIGNAL 0xff /* mask */\n#define CLONE_VM 0x100\n"
              "\n/*\n * Scheduling policies\n */\n" + "".join(f"#define SCHED_{n} {i}\n" for i, n in enumerate(
                  ("NORMAL", "FIFO", "RR", "BATCH"))) + "\n/* Can be ORed in to make sure ... on fork */\n"
              "#define SCHED_RESET_ON_FORK 0x40000000\n\n/*\n * For the sched_{set,get}attr() calls\n */\n"
              "#define SCHED_FLAG_RESET_ON_FORK 0x01\n#define SCHED_FLAG_RECLAIM 0x02 /* reclaim protocol */\n#define SCHED_FLAG_MAP 0x04\t/* Qualcomm "
              "multiplexing and\n\t\t\t\t\t * aggregation protocol\n\t\t\t\t\t */\n\n#endif\n")
    with Sandbox(context=header, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, [""], ["/usr/include/linux/sched.h"])) as sb:
        assert ast.literal_eval(run(sb, "print([(r['name'], r.get('section')) for r in records()])").strip()) == [
            ("CSIGNAL", "cloning flags:"), ("CLONE_VM", "cloning flags:")] + [
            (f"SCHED_{n}", "Scheduling policies") for n in ("NORMAL", "FIFO", "RR", "BATCH")] + [
            ("SCHED_RESET_ON_FORK", None)] + [(n, "For the sched_{set,get}attr() calls") for n in (
                "SCHED_FLAG_RESET_ON_FORK", "SCHED_FLAG_RECLAIM", "SCHED_FLAG_MAP")]  # a comment run on over lines too
        assert run(sb, "print([r['description'] for r in records()][-1])").strip() == \
            "Qualcomm multiplexing and aggregation protocol"
        q = Question.parse("How many of the SCHED_FLAG_ constants in linux/sched.h have a trailing comment that mentions "
                           "a protocol?")  # the prefix beside the test, not alone (held-out sched.h-03)
        blocks = ast.literal_eval(run(sb, computations_code(q)).strip())
        assert "startswith('SCHED_FLAG_')" in blocks[0] and [run(sb, b).strip() for b in blocks] == ["2"]
        q = Question.parse("How many SCHED_ constants does linux/sched.h mark as not officially registered?")
        assert "startswith" not in run(sb, computations_code(q))  # no other test: the prefix alone counts them all
        q = Question.parse('How many scheduling policies does linux/sched.h #define under its comment "Scheduling policies"?')
        blocks = ast.literal_eval(run(sb, computations_code(q)).strip())
        assert [run(sb, b).strip() for b in blocks] == ["4"]
        q = Question.parse("Under which comment heading does linux/sched.h #define SCHED_FLAG_RECLAIM? Give the comment's "
                           "words.")
        assert "its section: 'For the sched_{set,get}attr() calls'" in run(sb, lookup_code(q))
    from rlm.sandbox_helpers import _conjoined, _module_assignment

    assert _conjoined("print(len([r for r in records() if 'a' in r['n'] or 'b' in r['s']]))", "P", alone=False) == \
        "print(len([r for r in records() if P and ('a' in r['n'] or 'b' in r['s'])]))"  # the test kept whole (review)
    assert _conjoined("print(len([r for r in records()]))", "P", alone=False) == "print(len([r for r in records()]))"
    assert _module_assignment('PRAGMA_NOCOVER = "#pragma NO COVER"') == {"name": "PRAGMA_NOCOVER",
                                                                         "value": '"#pragma NO COVER"'}  # no comment
    assert _module_assignment("d = _copy_dispatch = {}") == {} and _module_assignment("else: x = 1") == {}


def test_a_negative_value_the_question_gives_selects_its_settings() -> None:
    """Held-out jetty-start.ini-04 (not found): "show with the default value -1" gave no word ('-1' is none to NAME), so
    the count took every jetty property; a test of '-1' in a line's text would also count "-10". And -08: the
    properties under a `--module=server` line are that module's."""
    import ast

    from rlm.loop import computations_code, lookup_code
    from rlm.question import Question

    ini = "--module=server\n" + "".join(f"# jetty.{k}={v}\n" for k, v in (
        ("a.threads", "-1"), ("b.acceptors", "-1"), ("c.selectors", "-10"), ("d.port", "8080"), ("e.timeout", "-1"),
        ("f.size", "1"))) + "--module=http\n"
    q = Question.parse("Under which module's block (the --module= line above it) does Jetty's start.ini show the "
                       "property jetty.e.timeout?")
    with Sandbox(context=ini, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, [""], ["/opt/jetty-home/start.ini"])) as sb:  # held-out jetty-start.ini-08
        assert run(sb, lookup_code(q)).startswith("'jetty.e.timeout' names this record; its module: 'server'")
        assert "'module'" not in run(sb, "print(list([r for r in records() if r['key'] == '--module'][0]))")
    q = Question.parse("How many properties does Jetty's start.ini show with the default value -1?")
    assert "-1" in q.words and "-10" not in Question.parse("a heading with two offsets, such as -10/-09").words
    with Sandbox(context=ini, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, [""], ["/opt/jetty-home/start.ini"])) as sb:
        blocks = ast.literal_eval(run(sb, computations_code(q)).strip())
        assert [run(sb, b).strip() for b in blocks] == ["3"]


def test_a_key_too_short_for_a_word_names_its_row_as_written() -> None:
    """Held-out ps.1-04 (wrong, then refused) and ps.1-06's first step (not found): "%P" and "t" are no words of a
    question, and a lookup that lower-cases them cannot tell %P from %p, t from T; as written they name one row of
    the table whose column the question asks for (not ps's option t, which has no LONG name)."""
    from rlm.loop import lookup_code
    from rlm.question import Question

    page = (".TH PS 1\n.SH \"PROCESS SELECTION BY LIST\"\n.TP\n.BI t \\ ttylist\nSelect by tty.\n"
            ".SH \"OBSOLETE SORT KEYS\"\nThese keys are used by the BSD O option.\n.TS\nl l lw(3i).\n"
            "\\fBKEY\tLONG\tDESCRIPTION\\fR\n" + "".join(f"{k}\t{v}\t{d}\n" for k, v, d in (
                ("c", "cmd", "simple name of executable"), ("p", "pid", "process ID"), ("P", "ppid", "parent process ID"),
                ("t", "tty", "the device number of the controlling tty"), ("T", "start_time", "time process was started"))) +
            ".TE\n.SH \"AIX FORMAT DESCRIPTORS\"\nThis ps supports AIX format descriptors.\n.TS\nl l l.\n"
            "\\fBCODE\tNORMAL\tHEADER\\fR\n%p\tpid\tPID\n%P\tppid\tPPID\n%t\tetime\tELAPSED\n.TE\n")
    with Sandbox(context=page, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, [""], ["/usr/share/man/man1/ps.1.gz"])) as sb:
        q = Question.parse("ps(1) lists t among its obsolete sort keys, with which long name?")
        assert run(sb, lookup_code(q)).startswith("'t' names this record; its LONG: 'tty'")
        q = Question.parse("Which standard format specifier (the NORMAL column) does ps(1) give for the AIX format "
                           "descriptor %P?")
        assert run(sb, lookup_code(q)).startswith("'%P' names this record; its NORMAL: 'ppid'")
        q = Question.parse("Which long name does ps(1) give a sort key, t or T?")  # two rows named
        assert "names this record" not in run(sb, lookup_code(q))
    from rlm.sandbox_helpers import _SHORT_KEY

    assert [m.group(0) for m in _SHORT_KEY.finditer("the key (e.g. cmd), t or %P")] == ["t", "%P"]  # not the e of e.g.


def test_since_which_version_asks_an_entry_s_since() -> None:
    """Held-out sched.h-09 (not found) and socket.7-04: "Since which Linux version has that flag existed, according to
    the clone(2) man page?" asked for no field (its words after "which": Linux version), and socket(7)'s "(gettable
    since Linux 4.12)" gave no `since`."""
    import ast

    from rlm.loop import lookup_code
    from rlm.question import Question

    from rlm.sandbox_helpers import _roff_tagged

    assert _roff_tagged("tcp_low_latency (Boolean; default: disabled; since Linux 2.4.21/2.6; obsolete since Linux "
                        "4.14)")["since"] == "Linux 2.4.21/2.6"  # not when it went (review)
    page = (".TH CLONE 2\n.SH DESCRIPTION\n.SS \"The flags mask\"\n.TP\n.BR CLONE_FS \" (since Linux 2.0)\"\nShare fs.\n"
            ".TP\n.BR CLONE_SIGHAND \" (since Linux 2.0)\"\nShare handlers.\n.TP\n.BR CLONE_NEWNS \" (since Linux 2.4.19)\"\n"
            "New mount namespace.\n.TP\n.BR SO_INCOMING_NAPI_ID \" (gettable since Linux 4.12)\"\nAn ID.\n")
    with Sandbox(context=page, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, [""], ["/usr/share/man/man2/clone.2.gz"])) as sb:
        assert ast.literal_eval(run(sb, "print([r.get('since') for r in records() if r.get('name')])").strip()) == [
            "Linux 2.0", "Linux 2.0", "Linux 2.4.19", "Linux 4.12"]
        q = Question.parse("Since which Linux version has the flag CLONE_SIGHAND existed, according to the clone(2) man "
                           "page?")
        assert "since" in q.asking and run(sb, lookup_code(q)).startswith("'clone_sighand' names this record; its since: "
                                                                         "'Linux 2.0'")


def test_a_manual_page_named_as_name_and_section_is_the_document_asked() -> None:
    """Held-out ps.1-08: "what does top(1) call that field" named top.1.gz by no form a lookup knew (its stem 'top' too
    short to be a name), so the row of ps(1) was shown for what top(1) says."""
    from rlm.loop import lookup_code
    from rlm.question import Question

    def page(name: str, rows: tuple[tuple[str, str], ...]) -> str:
        return (f".TH {name.upper()} 1\n.SH NAME\n{name} \\- report\n.SH OPTIONS\n" + "".join(
            f".TP\n.B \\-{o}\nOption {o}.\n" for o in "abcd") + ".SH \"FIELDS\"\nThe fields.\n.TS\nl l l.\n"
                "\\fBCODE\tHEADER\tDESCRIPTION\\fR\n" +
                "".join(f"{c}\t{h}\tthe {c} field\n" for c, h in rows) + ".TE\n")

    ps = page("ps", (("suser", "SUSER"), ("ruser", "RUSER"), ("pid", "PID")))
    top = page("top", (("suser", "SUSR"), ("nice", "NI"), ("pid", "PID")))
    with Sandbox(context=[ps, top], functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, ["ps.1.gz", "top.1.gz"], ["/usr/share/man/man1/ps.1.gz",
                                                                       "/usr/share/man/man1/top.1.gz"])) as sb:
        q = Question.parse("ps(1) gives the format code suser a header. What header does top(1) give that same code?")
        assert "its HEADER: 'SUSR'" in run(sb, lookup_code(q))


def test_a_class_attribute_set_in_its_body_or_a_base_s() -> None:
    """Held-out headerregistry.py-06's second step (not found): "Which function ... does the class
    UniqueUnstructuredHeader use as its value_parser (set in its own body or in the class it derives from)?" had no
    view; a class's own assignments are no records. Its base UnstructuredHeader sets it; a method's line does not."""
    from rlm.loop import lookup_code
    from rlm.question import Question

    module = ("from email import _header_value_parser as parser\n\n\nclass BaseHeader(str):\n\n    def init(self):\n"
              "        self.value_parser = None\n\n\nclass UnstructuredHeader:\n\n    max_count = None\n"
              "    value_parser = staticmethod(parser.get_unstructured)\n\n    @classmethod\n    def parse(cls, value):\n"
              "        return cls.value_parser(value)\n\n\nclass UniqueUnstructuredHeader(UnstructuredHeader):\n\n"
              "    max_count = 1\n\n\nclass DateHeader:\n\n    max_count = None\n"
              "    value_parser = staticmethod(parser.get_unstructured)\n\n\nclass AddressHeader:\n\n    max_count = None\n"
              "    value_parser = staticmethod(parser.get_address_list)\n\n\nclass UniqueAddressHeader(AddressHeader):\n\n"
              "    max_count = 1\n")
    with Sandbox(context=module, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, [""], ["/usr/lib/python3.11/email/headerregistry.py"])) as sb:
        q = Question.parse("Which function of the parser module does the class UniqueAddressHeader use as its "
                           "value_parser (set in its own body or in the class it derives from)?")
        assert run(sb, lookup_code(q)).startswith("'value_parser' names this record; its value: "
                                                  "'staticmethod(parser.get_address_list)' (set in the class AddressHeader,")
        q = Question.parse("Which function does the class BaseHeader use as its value_parser?")  # a method's line only
        assert "names this record" not in run(sb, lookup_code(q))
    module = ("class BaseHandler:\n    handler_order = 500\n\n\nclass HTTPErrorProcessor(BaseHandler):\n"
              "    handler_order = 1000  # after all other processing\n\n\nclass _IPv6Constants:\n    _private_networks = [\n"
              "        IPv6Network('::1/128'),\n        IPv6Network('::/128'),\n    ]\n")
    with Sandbox(context=module, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, [""], ["/usr/lib/python3.11/urllib/request.py"])) as sb:
        q = Question.parse("What value does the class HTTPErrorProcessor give its attribute handler_order?")
        assert run(sb, lookup_code(q)).startswith("'handler_order' names this record; its value: '1000'\n")  # no comment
        q = Question.parse("How many networks make up the _private_networks list of _IPv6Constants?")
        assert "its value: '['" not in run(sb, lookup_code(q))  # a list run on over lines is no value read whole
    module = ("class Base:\n    some_parser = parse_base\n\n\nclass Left(Base):\n    pass\n\n\nclass Right(Base):\n"
              "    some_parser = parse_right\n\n\nclass Both(Left, Right):\n    pass\n\n\nclass Lazy(Right):\n\n"
              "    @property\n    def some_parser(self):\n        return None\n")
    with Sandbox(context=module, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, [""], ["/usr/lib/python3.11/m.py"])) as sb:  # review: not depth first
        for name in ("Both", "Lazy"):  # two bases apart (Python's order is Right's); a property of that name
            q = Question.parse(f"Which function does the class {name} use as its some_parser?")
            assert "names this record" not in run(sb, lookup_code(q))
        q = Question.parse("Which function does the class Left use as its some_parser?")
        assert "its value: 'parse_base' (set in the class Base, which Left derives from)" in run(sb, lookup_code(q))


def test_bracketed_headings_over_bare_lines_are_their_sections() -> None:
    """Held-out jetty-start.ini-09: a Jetty module file lists its dependencies as bare lines under "[depend]", read as
    lines of no field; the heading each is under is its section, the heading lines no items."""
    import ast

    module = ("# DO NOT EDIT\n\n[description]\nEnable websockets\n\n[depend]\n# client needs jetty-client\nclient\n"
              "annotations\n\n[lib]\nlib/websocket/*.jar\n")
    with Sandbox(context=module, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, [""], ["/opt/jetty-home/modules/websocket.mod"])) as sb:
        assert ast.literal_eval(run(sb, "print([(r.get('section'), r.text) for r in records()])").strip()) == [
            ("description", "Enable websockets"), ("depend", "client"), ("depend", "annotations"),
            ("lib", "lib/websocket/*.jar")]


def test_a_man_page_s_own_strings_read_as_text() -> None:
    """Held-out ps.1-08: top(1) heads its fields "\\fBSUSER \\*(Em Saved User Name \\fR", a dash the page defines as the
    string Em: the title read "SUSER \\*(Em Saved User Name"."""
    page = ".TH TOP 1\n.ds Em \\(em\n.SH NAME\ntop \\- tasks\n.SH \"3a. DESCRIPTIONS of Fields\"\n" + "".join(
        f".TP 4\n\\fB{n} \\*(Em {t} \\fR\nThe {t.lower()}.\n\n" for n, t in (("SUID", "Saved User Id"),
                                                                            ("SUSER", "Saved User Name"),
                                                                            ("SWAP", "Swapped Size"))) + ".SH \"SEE ALSO\"\nps(1)\n"
    with Sandbox(context=page, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, [""], ["/usr/share/man/man1/top.1.gz"])) as sb:
        assert "SUSER \u2014 Saved User Name" in run(sb, "print([r.get('title') for r in records()])")


def test_review_of_session_69_s_views_each_case_a_wrong_figure_came_from() -> None:
    """A read-only review of this session's rules found figures they gave wrong on other wordings; each reads right now
    or gets no view."""
    import ast

    from rlm.loop import computations_code, lookup_code
    from rlm.question import Question, value

    def blocks(sb: Sandbox, question: str) -> list[str]:
        return [run(sb, b).strip() for b in ast.literal_eval(run(sb, computations_code(Question.parse(question))).strip())]

    flights = "flight,origin,destination\n" + "".join(f"F{i},{o},{d}\n" for i, (o, d) in enumerate(
        (("LHR", "CDG"), ("LHR", "JFK"), ("CDG", "LHR"), ("CDG", "JFK"), ("JFK", "LHR"), ("LHR", "AMS"), ("CDG", "AMS"),
         ("AMS", "JFK"))))
    with Sandbox(context=flights, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, [""], ["/data/flights.csv"])) as sb:
        assert "1" not in blocks(sb, "How many flights in flights.csv depart from LHR or CDG?")  # not LHR to CDG

    conf = "#  This file is part of systemd.\n\n[Login]\n" + "".join(f"#{k}={v}\n" for k, v in (
        ("NAutoVTs", "6"), ("KillUserProcesses", "no"), ("KillOnlyUsers", ""), ("KillExcludeUsers", "root"),
        ("InhibitDelayMaxSec", "5"), ("UserStopDelaySec", "10"), ("HandlePowerKey", "poweroff"),
        ("RuntimeDirectoryInodesMax", ""), ("RemoveIPC", "yes"), ("HoldoffTimeoutSec", "30s")))
    with Sandbox(context=conf, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, [""], ["/etc/systemd/logind.conf"])) as sb:
        assert "2" not in blocks(sb, "How many settings in logind.conf are shown with a non-empty default value?")
        assert "2" not in blocks(sb, "How many settings whose names begin with Kill have an empty value?")

    module = ("import sys\n\n\nclass Base:\n    pass\n\n\nif sys.platform == 'win32':\n    class Reader(Base):\n"
              "        pass\nelse:\n    class Reader(Base):\n        pass\n\n\nclass A(Base):\n    pass\n\n\n"
              "class B(Base):\n    pass\n\n\nclass C(A):\n    pass\n\n\nclass D:\n    def m(self):\n        pass\n\n"
              "    def n(self):\n        pass\n")
    with Sandbox(context=module, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, [""], ["/srv/mod.py"])) as sb:
        assert blocks(sb, "How many classes in mod.py list Base among their base classes?") == ["3"]  # one Reader
        assert blocks(sb, "How many classes in mod.py derive directly from Base, not through another class?") == ["3"]
        assert "2" not in blocks(sb, "How many classes are nested inside D in mod.py?")  # its methods are no classes

    news = "".join(f"D-Bus {v} ({d})\n{'=' * 26}\n\n" + "".join(f"{label}:\n\n• Fix (fd.o #{i}, A)\n\n" for label, i in ls)
                   for v, d, ls in (("1.11.8", "2016-11-28", [("Fixes", 90001)]), ("1.11.6", "2016-10-10",
                                    [("Enhancements", 86162)]), ("1.11.4", "2016-08-15", [("Fixes", 90002)]),
                                    ("1.11.2", "2016-03-07", [("Fixes", 90003)]), ("1.11.0", "2015-12-02",
                                                                                     [("Fixes", 90004)])))
    with Sandbox(context=news, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, [""], ["/usr/share/doc/dbus/NEWS.gz"])) as sb:
        assert "Enhancements" not in run(sb, lookup_code(Question.parse("Which section of D-Bus's NEWS cites fd.o "
                                                                        "#86162?")))

    header = "#ifndef H\n#define H\n\n" + "".join(f"#define CLONE_{n}\t{v}\t/* {c} */\n" for n, v, c in (
        ("VM", "0x00000100", "set if VM shared between processes"), ("UNTRACED", "0x00800000", "set if the tracing "
         "process can't force CLONE_PTRACE on this clone"), ("IO", "0x80000000", "Clone io context"),
        ("NEWNS", "0x00020000", "New mount namespace group"), ("FS", "0x00000200", "set if fs info shared"))) + "\n#endif\n"
    with Sandbox(context=header, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, [""], ["/usr/include/linux/sched.h"])) as sb:
        q = Question.parse("What hex value does linux/sched.h give the flag whose comment reads \"set if the tracing "
                           "process can't force CLONE_PTRACE on this clone\"?")
        assert "its value: '0x00800000'" in run(sb, lookup_code(q))
    assert value("%P", Question.parse("Which AIX descriptor, %C or %P, maps to ppid?")) == ["p"]


def test_views_of_earlier_questions_kept_a_fallback_definition_and_release_items() -> None:
    """The views of all earlier questions compared before and after this session: queue.py's `class Empty` under
    `except ImportError:` (a fallback for the name imported) made 6 classes of the 5 it defines, getopt.py's
    `def _(s)` a seventh top-level function; the Google Cloud CLI's items "* Release Cloud Firestore emulator v1.11.15"
    under "## 286.0.0 (2020-03-24)" were taken for releases, hits said to be in them."""
    from rlm.sandbox_helpers import _sections

    module = "try:\n    from _queue import Empty\nexcept ImportError:\n    class Empty(Exception):\n        pass\n\n\n" + \
        "".join(f"class Q{i}:\n    def get(self):\n        pass\n\n\n" for i in range(4)) + \
        "if hasattr(os, 'fork'):\n    class Forking(Q0):\n        pass\n"
    with Sandbox(context=module, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, [""], ["/usr/lib/python3.11/queue.py"])) as sb:
        assert run(sb, "print([(r['name'], r['level']) for r in records() if r.get('kind') == 'class'])").strip() == \
            "[('Q0', 1), ('Q1', 1), ('Q2', 1), ('Q3', 1), ('Forking', 2)]"
    notes = "# Google Cloud CLI Release Notes\n\n" + "".join(
        f"## {v}.0.0 ({d})\n\n### Emulators\n\n* Release Cloud Firestore emulator v1.11.{i}\n* Release Cloud Firestore "
        f"emulator v1.12.{i}\n\n### Other\n\n* Fixed it.\n\n" for i, (v, d) in enumerate(
            (("290", "2020-04-21"), ("289", "2020-04-14"), ("288", "2020-04-07"), ("287", "2020-03-31"))))
    assert [t for _, t in _sections(notes) if "Release Cloud" in t] == []


def test_a_class_named_like_its_module_is_still_a_class_the_question_names() -> None:
    """Review of session 69: "How many methods do the classes AddressHeader and HeaderRegistry define?" in
    headerregistry.py counted AddressHeader's alone: HeaderRegistry, a word of the file's name, was dropped as the
    document's own. Asked of two classes, the loop shows no count of one."""
    import ast

    from rlm.loop import computations_code
    from rlm.question import Question

    module = "".join(f"class {c}:\n" + "".join(f"    def {m}(self):\n        pass\n\n" for m in ms) + "\n" for c, ms in (
        ("AddressHeader", ["parse", "init"]), ("HeaderRegistry", ["__init__"]), ("Other", ["a", "b", "c"])))
    q = Question.parse("How many methods do the classes AddressHeader and HeaderRegistry define?")
    with Sandbox(context=module, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, [""], ["/usr/lib/python3.11/email/headerregistry.py"])) as sb:
        blocks = ast.literal_eval(run(sb, computations_code(q)).strip())
        assert [run(sb, b).strip() for b in blocks] in ([], ["3"])


def test_the_release_whose_notes_cite_an_issue_number() -> None:
    """check33 dbus-news-06's first step: "D-Bus's NEWS cites fd.o #86194 under which release only?" had no view: a
    number was no key a release's notes could name; as an issue's ("#86194") it is."""
    from rlm.loop import lookup_code
    from rlm.question import Question

    news = "".join(f"D-Bus {v} ({d})\n{'=' * 26}\n\nThe “{n}” release.\n\n• Fix (fd.o #{i}, A B)\n\n" for v, d, n, i in (
        ("1.9.6", "2015-01-05", "x", 86000), ("1.9.4", "2014-11-24", "extra-sturdy caramel", 86194),
        ("1.9.2", "2014-11-10", "y", 1994), ("1.9.0", "2014-09-15", "z", 85000), ("1.8.8", "2014-09-01", "w", 84000),
        *((f"1.7.{k}", f"2013-{k % 12 + 1:02d}-01", f"n{k}", 70000 + k) for k in range(24, 0, -1))))  # fd.o in many
    with Sandbox(context=news, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, [""], ["/usr/share/doc/dbus/NEWS.gz"])) as sb:
        q = Question.parse("D-Bus's NEWS cites fd.o #86194 under which release only?")
        assert run(sb, lookup_code(q)).startswith("'86194' is in this record; its version: '1.9.4'")
        q = Question.parse("D-Bus's NEWS names the year 1994 under which release?")  # no issue #1994 is a year
        assert "1.9.2" not in run(sb, lookup_code(q))
        q = Question.parse("One release of D-Bus's NEWS cites fd.o #86194. Which release came right after it?")
        assert "'86194' is in this record" not in run(sb, lookup_code(q))  # an issue an earlier sentence gives is where a
        # hop starts (valgrind-news-06: the date of the Debian upload closing #1017791, for the upstream release's)
        q = Question.parse("What nickname does NEWS give the release 1.9.4 (The “...” release)?")  # its second step: the
        assert run(sb, lookup_code(q)).startswith("'1.9.4' names this record; its ... of 'The “...” release': "
                                                  "'extra-sturdy caramel'")  # pattern filled in the record named
        q = Question.parse("How many releases does NEWS give a nickname (The “...” release)?")  # no what or which
        assert "names this record" not in run(sb, lookup_code(q))
        q = Question.parse("What nickname does NEWS give the release 1.9.4 (the “...” version)?")  # not filled there
        assert "names this record" not in run(sb, lookup_code(q))


def test_a_ranking_by_a_field_leaves_out_the_records_without_it() -> None:
    """Half the items name no category: ranked with them, '' was the most common category (a lookup helper of the
    same name once hid the test that leaves them out)."""
    import ast
    import json

    from rlm.loop import computations_code
    from rlm.question import Question

    items = json.dumps([{"name": f"n{i}", "category": "" if i % 2 else ["a", "b", "b"][i % 3]} for i in range(12)])
    with Sandbox(context=items, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, [""], ["items.json"])) as sb:
        blocks = ast.literal_eval(run(sb, computations_code(Question.parse(
            "Which category do the most items of items.json have?"))).strip())
        assert "r['category'] != ''" in blocks[0] and run(sb, blocks[0]).startswith("[('b', 4)")


def test_a_service_right_after_another_among_the_lines_keyed_service() -> None:
    """Held-out adduser.local.conf-05 (wrong): its "group[floppy] = floppy" lines were no settings (a key with an
    index), so the file was read as columns and the record after "service = floppy" gave 'true'; keyed, the service
    right after floppy is the next line keyed service. Its banners "#   Global Options   #" are titled without '#'."""
    from rlm.loop import order_code
    from rlm.question import Question

    conf = "######################\n#   Global Options   #\n######################\n\nskelother = /etc/skel.other\n\n" + "".join(
        f"#####################\n#   {s.upper()} service   #\n#####################\n\n# Add the user to {s}.\n\n"
        f"service = {s}\ngroup[{s}] = {s}\naddtogroup[{s}] = true\n\n" for s in ("users", "floppy", "audio", "video"))
    with Sandbox(context=conf, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, [""], ["/usr/share/doc/adduser/examples/adduser.local.conf"])) as sb:
        assert run(sb, "print(sorted({(r['key'], r['section']) for r in records()})[:2])").strip() == \
            "[('addtogroup[audio]', 'AUDIO service'), ('addtogroup[floppy]', 'FLOPPY service')]"
        q = Question.parse("Which service does the adduser.local.conf example define right after floppy?")
        assert "service = audio <- right after the one that names 'floppy'; its value: 'audio'" in run(sb, order_code(q))


def test_functions_declared_through_an_export_macro_are_records() -> None:
    """Held-out png.h-06 (wrong) and -01: png.h declares its API as "PNG_EXPORT(155, png_uint_32, png_get_sRGB, (...));",
    no prototype a reader knew, so nothing was declared right after png_set_gAMA_fixed and no ordinal could be read."""
    from rlm.loop import lookup_code, order_code
    from rlm.question import Question

    header = ("#ifndef PNG_H\n#define PNG_H\n#define PNG_LIBPNG_VER_STRING \"1.6.39\"\n#define PNG_COLOR_MASK_PALETTE 1\n"
              "typedef struct png_struct_def png_struct;\n\n#ifdef PNG_gAMA_SUPPORTED\n"
              "PNG_FP_EXPORT(137, double, png_get_gAMA, (png_const_structrp png_ptr,\n    png_const_inforp info_ptr))\n"
              "PNG_FP_EXPORT(139, void, png_set_gAMA, (png_const_structrp png_ptr, png_inforp info_ptr,\n    double file_gamma))\n"
              "PNG_FIXED_EXPORT(140, void, png_set_gAMA_fixed, (png_const_structrp png_ptr,\n    png_inforp info_ptr, "
              "png_fixed_point int_file_gamma))\n#endif\n\n#ifdef PNG_hIST_SUPPORTED\n"
              "PNG_EXPORT(141, png_uint_32, png_get_hIST, (png_const_structrp png_ptr,\n    png_inforp info_ptr, png_uint_16p *hist));\n"
              "#endif\nPNG_EXPORT(155, png_uint_32, png_get_sRGB, (png_const_structrp png_ptr,\n    png_const_inforp info_ptr, "
              "int *file_srgb_intent));\n#endif\n")
    with Sandbox(context=header, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, [""], ["/usr/include/png.h"])) as sb:
        q = Question.parse("Which exported function does png.h declare right after png_set_gAMA_fixed?")
        assert "png_get_hIST" in run(sb, order_code(q)).split("\n")[1]
        q = Question.parse("What export ordinal does png.h give the function png_get_sRGB?")
        assert run(sb, lookup_code(q)).startswith("'png_get_srgb' names this record; its ordinal: 155")
        assert run(sb, "print([r['parameters'] for r in records() if r.get('kind') == 'function'])").strip() == \
            "[2, 3, 3, 3, 3]"


def test_a_module_s_constants_are_named_with_their_values_and_comments() -> None:
    """Held-out telnetlib.py-01 and -02 (not found): "TM = bytes([6]) # timing mark" at a module's margin was an entry
    of no name (and of no kind still: a small module's few kinds are what counts and rankings group by), the comment
    block over a run of them no heading (-08), so "What option code does telnetlib.py give the Telnet option TM?" and "Which constant does it describe
    with the comment ...?" had no record to read."""
    from rlm.loop import lookup_code
    from rlm.question import Question

    module = ('"""TELNET client class."""\n\nimport sys\n\n__all__ = ["Telnet"]\n\n# Telnet protocol defaults\nTELNET_PORT = 23\n\n'
              "# Telnet protocol options code (don't change)\nBINARY = bytes([0]) # 8-bit data path\nECHO = bytes([1]) # echo\n"
              "TM = bytes([6]) # timing mark\nNAOCRD = bytes([10]) # negotiate about CR disposition\nNAMES = [\n    'a',\n]\n\n\n"
              "class Telnet:\n\n    def __init__(self, host=None):\n        self.host = host\n\n    def close(self):\n"
              "        pass\n\n    def open(self, host):\n        self.host = host\n\n\n" + "".join(
                  f"def {f}(args):\n    if args:\n        print(args)\n    return args\n\n\n" for f in (
                      "test", "main", "usage", "debug", "trace", "parse", "write", "read")))
    with Sandbox(context=module, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, [""], ["/usr/lib/python3.11/telnetlib.py"])) as sb:
        assert run(sb, "print([(r['name'], r.get('value')) for r in records() if r.get('name') and not r['kind']])"
                   ).strip() == str([("__all__", '["Telnet"]'), ("TELNET_PORT", "23"), ("BINARY", "bytes([0])"),
                                     ("ECHO", "bytes([1])"), ("TM", "bytes([6])"), ("NAOCRD", "bytes([10])"), ("NAMES", None)])
        q = Question.parse("What option code does Python's telnetlib.py give the Telnet option TM?")
        assert run(sb, lookup_code(q)).startswith("'tm' names this record; its value: 'bytes([6])'")
        q = Question.parse('Which Telnet option constant does telnetlib.py describe with the comment "negotiate about CR '
                           'disposition"?')
        assert "its name: 'NAOCRD'" in run(sb, lookup_code(q))
        q = Question.parse("Under which comment heading does telnetlib.py define NAOCRD? Give the comment's words.")
        assert run(sb, lookup_code(q)).startswith("'naocrd' names this record; its section: \"Telnet protocol options "
                                                  "code (don't change)\"")  # the comment block over its run of constants
        assert run(sb, "print([r.get('section') for r in records() if r['name'] in ('TELNET_PORT', 'main')])").strip() \
            == "['Telnet protocol defaults', None]"


def test_a_lone_character_names_its_pair_as_written() -> None:
    """Held-out unaccent.rules-01 (not found): "What does PostgreSQL's unaccent.rules replace the character ǅ with?":
    one character is no word of a question, and its upper case (Ǆ) is another line; the one absent (Ж) names none."""
    from rlm.loop import lookup_code
    from rlm.question import Question

    rules = "".join(f"{c}\t{r}\n" for c, r in (("¡", "!"), ("©", "(C)"), ("Ǆ", "DZ"), ("ǅ", "Dz"), ("ǆ", "dz"),
                                               ("ж", "zh"), ("Ⅳ", "IV"), ("ꝼ", "f")))
    with Sandbox(context=rules, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, [""], ["/usr/share/postgresql/15/tsearch_data/unaccent.rules"])) as sb:
        q = Question.parse("What does PostgreSQL's unaccent.rules replace the character ǅ with?")
        assert run(sb, lookup_code(q)).startswith("'ǅ' names this record; its column2: 'Dz'")
        q = Question.parse("What does PostgreSQL's unaccent.rules replace the character Ж with?")
        assert "names this record" not in run(sb, lookup_code(q))


def _over(text: str, path: str) -> Sandbox:
    """A sandbox over one document read as the file at `path` (its name tells the readers what it is)."""
    return Sandbox(context=text, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000, [""], [path]))


def _blocks(sb: Sandbox, question: str) -> list[str]:
    """What the blocks the computations view lists for a question print, run as the loop runs them."""
    import ast

    from rlm.loop import computations_code
    from rlm.question import Question

    return [run(sb, b).strip() for b in ast.literal_eval(run(sb, computations_code(Question.parse(question))).strip())]


def test_a_table_of_pairs_is_counted_ranked_and_hopped_as_written() -> None:
    """Held-out unaccent.rules-02..07 (not found): a character and its replacement a line, some characters alone. The
    total "in all, one a line"; those "with no replacement at all"; those replaced with exactly "dz" (matching case);
    the longest replacement; the line right after ꝼ; and those replaced as Ǳ is. A lone '"' is a replacement, no
    CSV quote."""
    from rlm.loop import order_code
    from rlm.question import Question

    rules = "".join(f"{c}\t{r}\n" if r else f"{c}\n" for c, r in (
        ("¡", "!"), ("“", '"'), ("Ǆ", "DZ"), ("ǅ", "Dz"), ("ǆ", "dz"), ("Ǳ", "DZ"), ("ǳ", "dz"), ("ʣ", "dz"), ("ꝼ", "f"),
        ("Ꞇ", "T"), ("㎭", "rad"), ("㎮", "rad/s"), ("\u0300", ""), ("\u0301", ""), ("①", "(1)"), ("ß", "ss"), ("æ", "ae"),
        ("ø", "o"), ("þ", "th"), ("ŀ", "l"), ("ĳ", "ij"))) + "".join(f"{c}\t{v}\n" for v, cs in (
            ("a", "àáâãäå"), ("e", "èéêë"), ("i", "ìíîï"), ("o", "òóôõö"), ("u", "ùúûü")) for c in cs)
    with _over(rules, "/usr/share/postgresql/15/tsearch_data/unaccent.rules") as sb:
        assert run(sb, "print([r['column2'] for r in records()][:2])").strip() == "['!', '\"']"
        assert _blocks(sb, "How many characters does PostgreSQL's unaccent.rules list in all, one a line?") == ["44"]
        assert _blocks(sb, "How many lines of unaccent.rules give a character with no replacement at all?") == ["2"]
        assert _blocks(sb, 'How many characters does unaccent.rules replace with exactly "dz" (matching case)?') == ["3"]
        assert _blocks(sb, "What is the longest replacement text in unaccent.rules?")[0].startswith("[('rad/s', 5)")
        assert _blocks(sb, "unaccent.rules replaces the character Ǳ with some text. How many characters in all does "
                           "the file replace with that same text?") == ["2"]  # Ǆ and Ǳ, not the dz of ǳ
        q = Question.parse("Which character does unaccent.rules list on the line right after the one for ꝼ?")
        assert "Ꞇ T <- right after the one that names 'ꝼ'" in run(sb, order_code(q))


def test_a_release_heading_of_a_version_and_a_date_written_out() -> None:
    """Held-out libxml2-news-02..05, -08 (not found): libxml2's NEWS heads each release "v2.9.14: May 02 2022:" (or
    "2.4.24: Aug 22 2002   - XPath fixes"), indented notes under it: no version nor date was read, so no year was
    counted; the CVE identifiers of one release, and the label ("   - Bug Fixes:") over a change it quotes."""
    from rlm.loop import lookup_code
    from rlm.question import Question

    news = ("\n        NEWS file for libxml2\n\nv2.9.14: May 02 2022:\n   - Security:\n  [CVE-2022-29824] Integer overflow\n"
            "  Fix leak\n\nv2.9.9: Jan 03 2019:\n   - Security:\n  CVE-2018-14404 and CVE-2018-14567 fixed\n"
            "  Fix CVE-2018-14404 again\n   - Bug Fixes:\n  Autogen.sh needs to create m4 directory (Rob Richards)\n\n"
            "2.6.27: Oct 25 2006:\n  - portability fixes: Windows\n  - more fixes\n\n2.6.23: Jan 5 2006:\n  - bug fixes\n"
            "  - more\n\n2.4.24: Aug 22 2002   - XPath fixes (William)\n  - more\n\n2.4.23: July 6 2002:\n  - fixes\n  - more\n")
    with _over(news, "/usr/share/doc/libxml2/NEWS.gz") as sb:
        assert run(sb, "print([(r['version'], r['date']) for r in records() if r.get('version')][-3:])").strip() == \
            "[('2.6.23', '2006-01-05'), ('2.4.24', '2002-08-22'), ('2.4.23', '2002-07-06')]"
        assert _blocks(sb, "How many libxml2 releases does its NEWS file date in the year 2006?") == ["2"]
        assert _blocks(sb, "How many different CVE identifiers does libxml2's NEWS mention in the entry of release "
                           "2.9.9?") == ["2"]
        q = Question.parse('Under which subsection heading of its release does libxml2\'s NEWS list the change "Autogen.sh '
                           'needs to create m4 directory (Rob Richards)"?')
        assert "its heading: 'Bug Fixes'" in run(sb, lookup_code(q))


def test_entries_named_by_paths_are_counted_and_ranked_by_what_lies_beneath() -> None:
    """Held-out hier.7-02..05 (not found; -03's view counted every entry of DESCRIPTION, 142, for 58): entries a mark
    quoted in the question selects ("(optional)"), the entries beneath a path (a man page entry's name repeats its
    title, and two fields testing alike are one), the top-level directory with the most entries beneath it, and the
    page one entry cites."""
    from rlm.loop import lookup_code
    from rlm.question import Question

    page = ('.TH HIER 7\n.SH NAME\nhier \\- description of the filesystem hierarchy\n.SH DESCRIPTION\n'
            "A typical Linux system has, among others, the following directories:\n" + "".join(
                f".TP\n.I {p}\n{d}\n" for p, d in (
                    ("/", "This is the root directory."), ("/dev", "Special or device files.\nSee\n.BR mknod (1)."),
                    ("/etc", "Configuration files."), ("/etc/X11", "Configuration files for X11 (optional)."),
                    ("/usr", "Shareable data."), ("/usr/bin", "Programs."), ("/usr/lib", "Libraries."),
                    ("/usr/share", "Shared data (optional)."), ("/var", "Variable data."),
                    ("/var/spool", "Spooled files."), ("/var/spool/cron", "Cron jobs (optional)."),
                    ("/var/spool/mail", "Mail boxes.")))
            + ".SH SEE ALSO\n.BR find (1)\n")
    with _over(page, "/usr/share/man/man7/hier.7.gz") as sb:
        assert _blocks(sb, 'How many entries of hier(7) are marked "(optional)" in their description?') == ["3"]
        assert _blocks(sb, 'How many entries does hier(7) list beneath /var/spool (entries whose path starts with '
                           '"/var/spool/")?') == ["2"]
        assert _blocks(sb, "Which top-level directory (such as /etc or /var) has the most entries beneath it in "
                           "hier(7)?")[0].startswith("[('/usr', 3), ('/var', 3), ('/etc', 1)]"[:12])
        q = Question.parse("Which man page does hier(7) cite in its entry for /dev? Give it as name(section).")
        assert "its page cited: 'mknod(1)'" in run(sb, lookup_code(q))
        q = Question.parse("Which man page does hier(7) cite in its entry for /usr?")
        assert "page cited" not in run(sb, lookup_code(q))  # none there


def test_export_macros_attributes_ifdef_blocks_and_a_stepped_ordinal() -> None:
    """Held-out png.h-03, -07, -08 (not found): PNG_EXPORTA's attributes after the parameters ("PNG_ALLOCATED
    PNG_DEPRECATED" a list), the #ifdef block a declaration is in, and the function one ordinal on ("take the export
    ordinal of X and add one"), not the next in the file."""
    from rlm.loop import lookup_code, order_code
    from rlm.question import Question

    header = ("#ifndef PNG_H\n#define PNG_H\n#define PNG_LIBPNG_VER_STRING \"1.6.39\"\n#define PNG_COLOR_MASK_PALETTE 1\n"
              "typedef struct png_struct_def png_struct;\n\n" + "".join(f"#define PNG_COLOR_TYPE_{i} {i}\n" for i in range(12)) +
              "PNG_EXPORTA(9, void, png_longjmp, (png_const_structrp png_ptr, int val),\n    PNG_NORETURN);\n"
              "PNG_EXPORTA(10, int, png_reset_zstream, (png_structrp png_ptr), PNG_DEPRECATED);\n"
              "PNG_EXPORTA(100, png_voidp, png_malloc_default, (png_const_structrp png_ptr,\n    png_alloc_size_t size), "
              "PNG_ALLOCATED PNG_DEPRECATED);\n" + "".join(
                  f"PNG_EXPORTA({94 + i}, png_voidp, png_{f}, (png_const_structrp png_ptr,\n    png_alloc_size_t size), "
                  f"{a});\n" for i, (f, a) in enumerate((("malloc", "PNG_ALLOCATED"), ("calloc", "PNG_ALLOCATED"),
                                                          ("malloc_warn", "PNG_ALLOCATED"), ("error", "PNG_NORETURN")))) +
              "#ifdef PNG_EASY_ACCESS_SUPPORTED\n"
              "PNG_EXPORT(123, png_uint_32, png_get_x_pixels_per_meter, (png_const_structrp png_ptr));\n"
              "PNG_EXPORT(241, int, png_convert_to_rfc1123_buffer, (char out[29], png_const_timep ptime));\n#endif\n"
              "#ifdef PNG_TIME_SUPPORTED\nPNG_EXPORT(24, void, png_convert_from_struct_tm, (png_timep ptime));\n#endif\n"
              "PNG_EXPORT(242, void, png_set_check_for_invalid_index, (png_structrp png_ptr, int allowed));\n#endif\n")
    with _over(header, "/usr/include/png.h") as sb:
        assert _blocks(sb, "How many PNG_EXPORTA declarations in png.h carry the PNG_DEPRECATED attribute?") == ["2"]
        q = Question.parse("Inside which #ifdef feature test does png.h declare png_get_x_pixels_per_meter? Give the "
                           "macro's name.")
        assert "its block: 'PNG_EASY_ACCESS_SUPPORTED'" in run(sb, lookup_code(q))
        q = Question.parse("In png.h, take the export ordinal of png_convert_to_rfc1123_buffer and add one. Which "
                           "function does png.h declare with that next ordinal?")
        assert run(sb, order_code(q)).split(" <- ")[0].endswith("png_set_check_for_invalid_index, (png_structrp png_ptr, "
                                                                 "int allowed)")


def test_indexed_settings_and_constants_under_a_quoted_comment() -> None:
    """Held-out adduser.local.conf-03, -04 and telnetlib.py-04 (not found): "chgrpdir[www] = true" settings are of the
    service www (the value of a "service = www" line), so services are counted and ranked by that field, not by the
    lines keyed service; "constants ... under its comment "Telnet protocol characters (don't change)"" are that
    section's, not the class Telnet's (a word inside the quote)."""
    conf = "skelother = /etc/skel.other\n\n" + "".join(
        f"service = {s}\n" + "".join(f"{k}[{s}] = {v}\n" for k, v in settings) + "\n" for s, settings in (
            ("users", (("group", "users"), ("addtogroup", "true"))),
            ("www", (("user", "www"), ("mkdir", "true"), ("chgrpdir", "true"), ("linkname", '"public_html"'))),
            ("ftp", (("user", "ftp"), ("chgrpdir", "true"), ("linkname", '"public_ftp"'))),
            ("floppy", (("group", "floppy"), ("addtogroup", "true")))))
    with _over(conf, "/usr/share/doc/adduser/examples/adduser.local.conf") as sb:
        assert _blocks(sb, "How many services in the adduser.local.conf example set chgrpdir to true?") == ["2"]
        assert _blocks(sb, "Which service in the adduser.local.conf example sets the most variables?")[0].startswith(
            "[('www', 4), ('ftp', 3)")
        assert _blocks(sb, "How many services does the adduser.local.conf example define?") == ["4"]
    module = ('"""TELNET client class."""\n\nimport sys\n\n# Telnet protocol defaults\nTELNET_PORT = 23\n\n'
              "# Telnet protocol characters (don't change)\nIAC  = bytes([255]) # \"Interpret As Command\"\n"
              "DONT = bytes([254])\nDO   = bytes([253])\n\n# Telnet protocol options code (don't change)\n"
              "BINARY = bytes([0]) # 8-bit data path\nECHO = bytes([1]) # echo\n\n\nclass Telnet:\n\n"
              "    def __init__(self, host=None):\n        self.host = host\n\n    def close(self):\n        pass\n\n\n" +
              "".join(f"def {f}(args):\n    if args:\n        print(args)\n    return args\n\n\n" for f in (
                  "test", "main", "usage", "debug", "trace", "parse", "write", "read")))
    with _over(module, "/usr/lib/python3.11/telnetlib.py") as sb:
        assert _blocks(sb, "How many constants does telnetlib.py define under its comment \"Telnet protocol characters "
                           "(don't change)\"?") == ["3"]


def test_a_release_s_tag_its_starred_labels_and_the_section_that_follows_it_in_the_file() -> None:
    """Held-out libgcrypt-news-05..07 (wrong): a release heading's bracketed tag ("[C22/A2/R0]", the interface version)
    is a field, the one "What interface version tag ..." asks (not the version); " * Bug fixes:" labels the changes
    under it; and "the section for version 1.2.0 is followed directly by the section for which older version?" is the
    next section down the file, not the next release in time."""
    from rlm.loop import lookup_code, order_code, within_code
    from rlm.question import Question

    news = "".join(f"Noteworthy changes in version {v} ({d})  [C{c}]\n-------------------------------------------------\n\n"
                   f" * Bug fixes:\n\n   - {fix}\n\n * Other:\n\n   - More portable checks.\n\n"
                   for v, d, c, fix in (("1.10.1", "2022-03-28", "24/A4/R1", "Fix minor memory leaks."),
                                        ("1.9.0", "2021-01-19", "23/A3/R0", "Allow for a Unicode random seed file on Windows."),
                                        ("1.8.0", "2017-07-18", "22/A2/R0", "[CVE-2017-7526] [also in 1.7.8]"),
                                        ("1.3.0", "2007-05-04", "14/A3/R0", "Fix a leak."),
                                        ("1.2.0", "2004-04-15", "12/A1/R0", "Fix a crash."),
                                        ("1.1.94", "2004-03-29", "11/A0/R1", "Fix a build.")))
    with _over(news, "/usr/share/doc/libgcrypt20/NEWS.gz") as sb:
        q = Question.parse("Libgcrypt's NEWS mentions CVE-2017-7526 in one release's section. What interface version tag "
                           "(the bracketed C/A/R triple of that section's heading) does that release carry?")
        assert "its tag: 'C22/A2/R0'" in run(sb, within_code(q))
        q = Question.parse('Under which heading of its release\'s section does Libgcrypt\'s NEWS list the change "Allow '
                           'for a Unicode random seed file on Windows."? Give the heading without its colon.')
        assert "its heading: 'Bug fixes'" in run(sb, lookup_code(q))
        q = Question.parse("In Libgcrypt's NEWS, the section for version 1.2.0 is followed directly by the section for "
                           "which older version?")
        assert "its version: '1.1.94'" in run(sb, order_code(q))
        q = Question.parse("In Libgcrypt's NEWS, which release came right after 1.2.0?")
        assert "its version: '1.3.0'" in run(sb, order_code(q))  # in time, as before


def test_round_35_not_found_kinds_a_module_of_constants_hex_codes_tbl_titles_and_resource_headings() -> None:
    """Held-out stat.py-07, magic.h-03, netdevice.7-03/-05/-07, Editres-06/-08 (not found): a module of 67 constants at
    its margin over a few functions is a module (its "# Names for permission bits", a blank line under it, heads
    them); hex values (0xEF53) are codes a count selects by; a tbl table's spanning title ("c s" over "l l.") names
    its rows' table, its rows data, a "(since Linux 2.6.25)" their `since`, which "arrived in the most recent
    version" ranks; an app-defaults file's resources under its "!" comment headings, the comments no records."""
    from rlm.loop import lookup_code, order_code
    from rlm.question import Question

    module = ('"""Constants/functions for interpreting results of os.stat() and os.lstat()."""\n\n'
              "# Indices for stat struct members\n\n" + "".join(f"ST_{n} = {i}\n" for i, n in enumerate(
                  ("MODE", "INO", "DEV", "NLINK", "UID", "GID", "SIZE"))) +
              "\n# Extract bits from the mode\n\ndef S_IMODE(mode):\n    return mode & 0o7777\n\n"
              "def S_IFMT(mode):\n    return mode & 0o170000\n\ndef S_ISDIR(mode):\n    return S_IFMT(mode) == S_IFDIR\n\n"
              "# Names for permission bits\n\nS_ISUID = 0o4000  # set UID bit\nS_IRWXG = 0o0070  # mask for group\n"
              "S_IXGRP = 0o0010  # execute by group\n\n# Names for file flags\n\nUF_NODUMP = 0x00000001  # do not dump file\n"
              "UF_APPEND = 0x00000004  # file may only be appended to\n")
    with _over(module, "/usr/lib/python3.11/stat.py") as sb:
        q = Question.parse("Under which comment heading does stat.py define S_IXGRP? Give the comment's words.")
        assert "its section: 'Names for permission bits'" in run(sb, lookup_code(q))
    header = "#ifndef __LINUX_MAGIC_H__\n#define __LINUX_MAGIC_H__\n\n" + "".join(f"#define {n}\t{v}\n" for n, v in (
        ("ADFS_SUPER_MAGIC", "0xadf5"), ("AFFS_SUPER_MAGIC", "0xadff"), ("EXT2_SUPER_MAGIC", "0xEF53"),
        ("EXT3_SUPER_MAGIC", "0xEF53"), ("XENFS_SUPER_MAGIC", "0xabba1974"), ("EXT4_SUPER_MAGIC", "0xEF53"),
        ("BTRFS_SUPER_MAGIC", "0x9123683E"), ("HPFS_SUPER_MAGIC", "0xf995e849"))) + "\n#endif\n"
    with _over(header, "/usr/include/linux/magic.h") as sb:
        assert _blocks(sb, "How many of the constants in linux/magic.h have the value 0xEF53?") == ["3"]
    page = (".TH netdevice 7\n.SH NAME\nnetdevice \\- low-level access to Linux network devices\n.SH DESCRIPTION\n"
            "This man page describes the sockets interface.\n.SS Ioctls\n.TP\n.BR SIOCGIFFLAGS \", \" SIOCSIFFLAGS\n"
            "Get or set the active flag word of the device.\n.TS\ntab(:);\nc s\nl l.\nDevice flags\n"
            "IFF_UP:Interface is running.\nIFF_BROADCAST:Valid broadcast address set.\nIFF_NOARP:T{\nNo arp protocol.\nT}\n"
            "IFF_LOWER_UP:Driver signals L1 up (since Linux 2.6.17)\nIFF_ECHO:Echo sent packets (since Linux 2.6.25)\n.TE\n"
            ".TP\n.BR SIOCGIFPFLAGS \", \" SIOCSIFPFLAGS\nGet or set extended (private) flags.\n.TS\ntab(:);\nc s\nl l.\n"
            "Private flags\nIFF_802_1Q_VLAN:Interface is 802.1Q VLAN device.\nIFF_EBRIDGE:Interface is Ethernet bridging "
            "device.\nIFF_ISATAP:Interface is RFC4214 ISATAP interface.\n.TE\n.SH SEE ALSO\n.BR ip (7)\n")
    with _over(page, "/usr/share/man/man7/netdevice.7.gz") as sb:
        assert _blocks(sb, 'How many flags does the "Private flags" table of netdevice(7) list?') == ["3"]
        q = Question.parse("Which of netdevice(7)'s flag tables lists IFF_BROADCAST? Give the table's title.")
        assert "its table: 'Device flags'" in run(sb, lookup_code(q))
        assert _blocks(sb, "According to netdevice(7), which interface flag arrived in the most recent Linux version?"
                       )[0].startswith("[('IFF_ECHO', 'Linux 2.6.25'), ('IFF_LOWER_UP', 'Linux 2.6.17')]")
    resources = ("! The App-defaults file for Editres.\n\nEditres.Geometry:\t\t\t500x568\n\n*ShapeStyle:\t\t\t\tOval\n\n"
                 "! The rest of this file are either button names, or important for\n! functionality.\n\n"
                 "*flash.BorderWidth:\t\t\t0\n\n! Menu Button Names\n\n*Box.commands.Label:\t\t\tCommands\n"
                 "*porthole.tree.width:\t\t\t500\n\n! Xt Menu Entry Names\n\n*xt.refreshTree.Label:\t\tRefresh Current "
                 "Widget Tree\n*xt.showWidgetWindows.Label:\tShow Widget Windows\n\n! Universal Toolkit Messages\n\n"
                 "*label16: Editres Internal Error: Unable to FindNode.\\n\n*label18: There are no active nodes.\n")
    with _over(resources, "/etc/X11/app-defaults/Editres") as sb:
        assert run(sb, "print(len(records()), records()[-1]['section'])").strip() == "9 Universal Toolkit Messages"
        q = Question.parse("Under which \"!\" comment heading does Editres's app-defaults file set "
                           "*xt.showWidgetWindows.Label? Give the heading's words.")
        assert "its section: 'Xt Menu Entry Names'" in run(sb, lookup_code(q))
        q = Question.parse("Which numbered message does Editres's app-defaults file define right after *label16? Give "
                           "its resource name.")
        assert "*label18: There are no active nodes. <- right after" in run(sb, order_code(q))


def test_review_of_session_71_s_views_each_case_a_wrong_figure_came_from() -> None:
    """A read-only review of this session's rules found figures and records they gave wrong on other wordings and
    files; each reads right now or gets no view."""
    from rlm.loop import lookup_code, order_code
    from rlm.question import Question

    news = "".join(f"D-Bus {v} ({d})\n==\n\n• fix {i}\n\n" for i, (v, d) in enumerate(
        (("1.14.10", "2023-09-01"), ("1.14.8", "2023-06-06"), ("1.14.6", "2023-02-08"), ("1.14.4", "2022-10-05"),
         ("1.14.2", "2022-09-30"))))
    with _over(news, "/usr/share/doc/dbus/NEWS.gz") as sb:  # a release followed by one: in time, not down the file
        q = Question.parse("Release 1.14.6 was immediately followed by which newer release?")
        assert "1.14.8" in run(sb, order_code(q)).split("<-")[0]
    rpc = "".join(f"{n}\t{100000 + i}\t{a}\n" for i, (n, a) in enumerate(
        (("portmapper", "portmap sunrpc"), ("rstatd", "rstat rup"), ("rusersd", "rusers"), ("nfs", "nfsprog"),
         ("ypserv", "ypprog"), ("mountd", "mount showmount"), ("ypbind", ""), ("walld", "rwall shutdown"),
         ("yppasswdd", "yppasswd"), ("etherstatd", "etherstat"), ("rquotad", "rquotaprog quota"), ("sprayd", "spray"),
         ("x25.inr", ""), ("statmon", ""), ("status", ""), ("bootparam", ""), ("ypupdated", "ypupdate"),
         ("keyserv", "keyserver"), ("sunlink_mapper", ""), ("tfsd", ""), ("nsed", ""), ("nsemntd", ""))))
    with _over(rpc, "/etc/rpc") as sb:  # "with no program number": no empty column says so
        assert _blocks(sb, "How many RPC programs does /etc/rpc list with no program number?") == []
    listing = "".join(f"{p}\n" for p in ["/usr/bin/" + c for c in ("ls", "cp", "mv", "cat")] +
                      ["/usr/share/man/man1/" + c for c in ("ls.1.gz", "cp.1.gz", "mv.1.gz")] + ["/etc/os-release"])
    with _over(listing, "/var/lib/dpkg/info/coreutils.list") as sb:  # "in", and a length: no count beneath
        assert _blocks(sb, "Which directory in coreutils.list has the longest path?") == []
    rules = "".join(f"{c}\t{r}\n" for c, r in (("Ǆ", "DZ"), ("ǅ", "Dz"), ("ǆ", "dz"), ("Ǳ", "DZ"), ("Ĳ", "IJ"),
                                               ("ĳ", "ij"))) + "".join(f"{c}\ta\n" for c in "àáâãäåāăą")
    with _over(rules, "/usr/share/postgresql/15/tsearch_data/unaccent.rules") as sb:  # no "that same": no hop
        assert _blocks(sb, "The file replaces Ǳ with DZ. How many characters does it replace with IJ?") != ["2"]
    conf = "".join(f"service = {s}\n" + "".join(f"{k}[{s}] = {v}\n" for k, v in kv) for s, kv in (
        ("www", (("user", "www"), ("althome", "false"), ("mkdir", "true"))), ("ftp", (("user", "ftp"), ("althome", "false"))),
        ("ftp_r", (("user", "ftp"), ("althome", "false"), ("mkdir", "true")))))
    with _over(conf, "/usr/share/doc/adduser/examples/adduser.local.conf") as sb:  # the value set, not the service
        assert _blocks(sb, "How many services set user to ftp?") == ["2"]
        assert _blocks(sb, "How many services set althome to true?") in ([], ["0"])
    resources = ("! $XConsortium: XFontSel.ad /main/27 $\n*MenuButton.Label: Menu\n\n! Menu Entries\n\n*field1.Label: fndry\n"
                 "!*field1*menu*courier.Font:\n*fontName*skipAdjust: True\n*field2.Label: family\n*field3.Label: weight\n"
                 "*field4.Label: slant\n*field5.Label: sWdth\n*field6.Label: adstyl\n")
    with _over(resources, "/etc/X11/app-defaults/XFontSel") as sb:  # a commented-out resource heads nothing
        assert run(sb, "print({r['key']: r.get('section') for r in records()}['*fontName*skipAdjust'])").strip() == \
            "Menu Entries"
    page = (".TH RTNETLINK 7\n.SH NAME\nrtnetlink \\- Linux routing socket\n.SH DESCRIPTION\n.SS Messages\n.TS\ntab(:);\n"
            "c s s\nlb l l.\nRouting attributes\nrta_type:Value type:Description\n_\nIFLA_UNSPEC:-:unspecified\n"
            "IFLA_ADDRESS:hardware address:interface L2 address\n.TE\n.TS\ntab(:);\nc s s\nlb l l.\nAttributes\n"
            "rta_type:Value type:Description\n_\nIFA_UNSPEC:-:unspecified\nIFA_ADDRESS:raw protocol address:interface address\n"
            ".TE\n.SH SEE ALSO\n.BR ip (8)\n")
    with _over(page, "/usr/share/man/man7/rtnetlink.7.gz") as sb:  # a ruled-off headings row; the table its title names
        q = Question.parse("Which rta_type comes first in the Routing attributes table?")
        assert "its rta_type: 'IFLA_UNSPEC'" in run(sb, order_code(q)) or "IFLA_UNSPEC" in run(sb, order_code(q)).split("<-")[0]
    news = ("Noteworthy changes in version 1.11.0 (2023-11-16)  [C25/A5/R0]\n-------------------------------------\n\n"
            " * New and extended interfaces:\n\n   - New KDF interfaces:\n\n     - gcry_kdf_open\n\n"
            "   - Allow building without the legacy cipher suites.\n\n * Bug fixes:\n\n   - Fix a leak.\n\n"
            "Noteworthy changes in version 1.10.0 (2022-02-01)  [C24/A4/R0]\n-------------------------------------\n\n"
            " * Bug fixes:\n\n   - Fix a crash.\n\nNoteworthy changes in version 1.9.0 (2021-01-19)  [C23/A3/R0]\n"
            "-------------------------------------\n\n * Bug fixes:\n\n   - Fix a build.\n")
    with _over(news, "/usr/share/doc/libgcrypt20/NEWS.gz") as sb:  # a sibling item is no label; a tag written is asked
        q = Question.parse('Under which heading of its release does NEWS list the change "Allow building without the '
                           'legacy cipher suites."?')
        assert "its heading: 'New and extended interfaces'" in run(sb, lookup_code(q))
        assert _blocks(sb, "How many releases in NEWS carry the interface tag C24/A4/R0?") in ([], ["1"])
    page = (".TH netdevice 7\n.SH NAME\nnetdevice \\- network devices\n.SH DESCRIPTION\n.SS Ioctls\n.TS\ntab(:);\nc s\nl l.\n"
            "Device flags\nIFF_UP:Interface is running.\nIFF_LOWER_UP:Driver signals L1 up (since Linux 2.6.17)\n"
            "IFF_ECHO:Echo sent packets (since Linux 2.6.25)\n.TE\n")
    with _over(page, "/usr/share/man/man7/netdevice.7.gz") as sb:  # the flags with no note are older still
        assert not any("IFF_LOWER_UP" in b[:20] for b in _blocks(
            sb, "Which interface flag was introduced in the least recent Linux version?"))
    module = ('"""Conversion functions."""\n\n# References:\n# http://en.wikipedia.org/wiki/YIQ\n\n__all__ = ["rgb_to_yiq"]\n\n'
              "ONE_THIRD = 1.0/3.0\nONE_SIXTH = 1.0/6.0\nTWO_THIRD = 2.0/3.0\n\n" + "".join(
                  f"def {f}(x):\n    if x:\n        return x\n    return 0\n\n" for f in ("rgb_to_yiq", "yiq_to_rgb", "rgb_to_hls",
                                                                                  "hls_to_rgb", "rgb_to_hsv")))
    with _over(module, "/usr/lib/python3.11/colorsys.py") as sb:  # a references block over `__all__` heads nothing
        assert run(sb, "print({r.get('section') for r in records() if r.get('name') == 'ONE_THIRD'})").strip() == "{None}"


def test_round_35_not_found_kinds_are_read_and_judged() -> None:
    """Held-out round 35's not found, by kind: a headerless table named by a tab-apart comment line over a blank line
    and a version line (amdgpu.ids), looked up and counted by two keys, ranked by a named two-word field; resources
    "whose value is a plain number" ranked; an entry named by how its description opens, followed to the other file's
    #define; a tag asked of a release reached from a Debian upload. The judge takes what those views print: the
    "since" notes a code reads with .get, a ranking's first, a capitals prefix as constants, an example the tested
    prefix begins, a soname package's library name; and refuses a resource's key for its label."""
    from rlm.judge import _resource_key, judge
    from rlm.question import Question

    ids = ("# List of AMDGPU IDs\n#\n# Syntax:\n# device_id,\trevision_id,\tproduct_name        <-- single tab after comma\n\n"
           "1.0.0\n" + "".join(f"{d},\t{r},\t{p}\n" for d, r, p in (
               ("15D8", "91", "AMD Radeon Vega 3 Graphics"), ("15D8", "92", "AMD Radeon Vega 3 Graphics"),
               ("15D8", "C1", "AMD Radeon Vega 10 Graphics"), ("743F", "C1", "AMD Radeon RX 6500 XT"),
               ("743F", "C3", "AMD Radeon RX 6500M"), ("98E4", "C2", "AMD Radeon R4 Graphics"),
               ("98E4", "C3", "AMD Radeon R4 Graphics"), ("9874", "C2", "AMD Radeon R4 Graphics"),
               ("9874", "C4", "AMD Radeon R5 Graphics"),
               ("15D8", "93", "AMD Radeon Vega 1 Graphics"),
               *((f"67{chr(65 + i // 3)}F", f"{i % 3:02X}", f"AMD FirePro W{i % 5 + 2}000") for i in range(24)))))
    path = "/usr/share/libdrm/amdgpu.ids"
    with _over(ids, path) as sb:
        assert run(sb, "print(dict(records()[0]))").strip().startswith("{'device_id': '15D8', 'revision_id': '91'")
        assert _blocks(sb, "Which device ID has the most entries (lines) in amdgpu.ids?")[0].startswith("[('15D8', 4)")
        assert _blocks(sb, "amdgpu.ids names device 98E4 revision C2 with some product name. How many lines of the file "
                           "give that same product name?") == ["3"]
    shown, _ = _views(ids, [""], [path], "In libdrm's amdgpu.ids, what product name is given for device ID 743F with "
                                         "revision C1?")
    assert "'AMD Radeon RX 6500 XT'" in shown.split("\n")[0]
    resources = ("! The App-defaults file for Editres.\n\nEditres.Geometry: 500x568\n*porthole.tree.width: 500\n"
                 "*porthole.tree.height: 480\n*hPane.preferredPaneSize: 100\n*xt.showWidgetIDs.Label: Show Widget IDs\n"
                 "*iv*showWidgetIDs.Label: Show Style IDs\n*flash.BorderWidth: 0\n*label13: Welcome\n*tree.Label: Tree\n"
                 "*MenuButton.leftBitmap: menu10\n")
    q = ("Among the resources of Editres's app-defaults file whose value is a plain number, which one is set to the "
         "largest number? Give the resource's name.")
    shown, seen = _views(resources, [""], ["/etc/X11/app-defaults/Editres"], q, "computations")
    assert shown.startswith("[('*porthole.tree.width', 500)")
    assert judge("*porthole.tree.width", seen, Question.parse(q)).accepted
    assert not judge("porthole.tree.width", seen, Question.parse(q)).accepted  # the name begins with its '*'
    q = ('In Editres\'s app-defaults file, the Xt menu entry labelled "Show Widget IDs" has an InterViews counterpart '
         'under the same entry name. What label does the InterViews one get?')
    _, seen = _views(resources, [""], ["/etc/X11/app-defaults/Editres"], q)
    seen.add("*xt.showWidgetNames.Label: Show Widget Names *xt.showWidgetIDs.Label: Show Widget IDs "
             "*xt.showWidgetWindows.Label: Show Widget Windows", "")  # a fresh read's lines
    assert not judge("iv*showWidgetIDs.Label", seen, Question.parse(q)).accepted
    assert _resource_key("iv*showWidgetIDs.Label", seen, Question.parse(q)) == "Show Style IDs"  # the key's value
    assert _resource_key("Show Style IDs", seen, Question.parse(q)) == ""
    page = (".TH netdevice 7\n.SH NAME\nnetdevice \\- network devices\n.SH DESCRIPTION\n.SS Ioctls\n.TP\n.B SIOCGIFNAME\n"
            "Given the\n.IR ifr_ifindex ,\nreturn the name of the interface in\n.IR ifr_name .\n.TP\n.B SIOCGIFINDEX\n"
            "Retrieve the interface index of the interface into\n.IR ifr_ifindex .\n.TS\ntab(:);\nc s\nl l.\nDevice flags\n"
            "IFF_UP:Interface is running.\nIFF_LOWER_UP:Driver signals L1 up (since Linux 2.6.17)\n"
            "IFF_DORMANT:Driver signals dormant (since Linux 2.6.17)\nIFF_ECHO:Echo sent packets (since Linux 2.6.25)\n.TE\n")
    sockios = ("#ifndef _LINUX_SOCKIOS_H\n#define _LINUX_SOCKIOS_H\n/* Socket configuration controls. */\n"
               "#define SIOCGIFNAME\t0x8910\t\t/* get iface name\t\t*/\n#define SIOCSIFLINK\t0x8911\t\t/* set iface channel\t\t*/\n"
               "#define SIOCGIFCONF\t0x8912\t\t/* get iface list\t\t*/\n#define SIOCGIFINDEX\t0x8933\t\t/* name -> if_index mapping\t*/\n"
               "#endif\n")
    q = ('netdevice(7) has an entry for a single ioctl whose description opens "Given the ifr_ifindex, return the name of '
         'the interface in ifr_name". What request number does the kernel\'s linux/sockios.h #define for that ioctl?')
    shown, seen = _views([page, sockios], ["netdevice.7.gz", "sockios.h"],
                         ["/usr/share/man/man7/netdevice.7.gz", "/usr/include/linux/sockios.h"], q, "across")
    assert "its value: '0x8910'" in shown and judge("0x8910", seen, Question.parse(q)).accepted
    man = "/usr/share/man/man7/netdevice.7.gz"
    q = 'How many of the flags in netdevice(7)\'s tables carry a "(since Linux ...)" note?'
    shown, seen = _views(page, [""], [man], q, "computations")
    assert shown.strip() == "3" and judge("3", seen, Question.parse(q)).accepted
    q = "According to netdevice(7), which interface flag arrived in the most recent Linux version?"
    shown, seen = _views(page, [""], [man], q, "computations")
    seen.add("IFF_LOWER_UP:Driver signals L1 up (since Linux 2.6.17)\nIFF_ECHO:Echo sent packets (since Linux 2.6.25)",
             "print(search('since'))")
    assert shown.startswith("[('IFF_ECHO'") and judge("IFF_ECHO", seen, Question.parse(q)).accepted
    assert not judge("IFF_LOWER_UP", seen, Question.parse(q)).accepted
    q = "Which of netdevice(7)'s flag tables lists IFF_UP? Give the table's title."
    assert "its table: 'Device flags'" in _views(page, [""], [man], q, "within")[0]
    import stat as stat_module
    from pathlib import Path

    stat = Path(stat_module.__file__).read_text(encoding="utf-8")  # the interpreter's own
    py = "/usr/lib/python3.11/stat.py"
    q = "Which of stat.py's FILE_ATTRIBUTE_ constants has the largest value?"
    shown, seen = _views(stat, [""], [py], q, "computations")
    assert shown.startswith("[('FILE_ATTRIBUTE_NO_SCRUB_DATA', 131072)")
    assert judge("FILE_ATTRIBUTE_NO_SCRUB_DATA", seen, Question.parse(q)).accepted
    q = "How many functions whose names begin with S_IS (the file-type tests such as S_ISDIR) does stat.py define with def?"
    shown, seen = _views(stat, [""], [py], q, "computations")
    assert shown.strip() == "10" and judge("10", seen, Question.parse(q)).accepted
    news = ("Noteworthy changes in version 1.9.1 (2021-01-29)  [C23/A3/R1]\n------------------------------------\n\n"
            " * Bug fixes:\n\n   - Fix a hash bug.\n\nNoteworthy changes in version 1.9.0 (2021-01-19)  [C23/A3/R0]\n"
            "------------------------------------\n\n * Bug fixes:\n\n   - Fix a build.\n\n"
            "Noteworthy changes in version 1.2.1 (2004-12-09)\n------------------------------------\n\n * Fix a leak.\n\n"
            "Noteworthy changes in version 1.2.0 (2004-04-15)\n------------------------------------\n\n * Fix a crash.\n")
    debian = "".join(f"libgcrypt20 ({v}) unstable; urgency=medium\n\n  * New upstream release.\n\n"
                     f" -- Andreas Metzler <ametzler@debian.org>  Sat, {d} Jan 2021 07:27:56 +0100\n\n"
                     for v, d in (("1.9.1-1", 30), ("1.9.0-2", 25), ("1.9.0-1", 20), ("1.8.7-2", 10), ("1.8.7-1", 5)))
    q = "How many Libgcrypt releases have their own section in NEWS dated in 2004?"
    shown, seen = _views(news, [""], ["/usr/share/doc/libgcrypt20/NEWS.gz"], q, "computations")
    assert shown.strip() == "2" and judge("2", seen, Question.parse(q)).accepted
    q = ("Debian's changelog for libgcrypt20 has an upload 1.9.1-1. What interface version tag (the C/A/R triple in "
         "brackets) does Libgcrypt's NEWS give the upstream release that upload packages?")
    shown, _ = _views([news, debian], ["NEWS.gz", "changelog.Debian.gz"],
                      ["/usr/share/doc/libgcrypt20/NEWS.gz", "/usr/share/doc/libgcrypt20/changelog.Debian.gz"], q, "across")
    assert "its tag: 'C23/A3/R1'" in shown


def test_round_36_first_run_kinds_are_read_and_judged() -> None:
    """Held-out round 36's first run, by kind. prctl.h: its "# define" argument values nest under the operation above
    (counted, and hopped back from), its hex operation ranks with the decimal ones, its comment headings head its
    #defines, a search that matched no line backs no value of the name searched, and the header's own path names no
    entry of prctl(2). e2fsprogs' NEWS: "E2fsprogs 1.47.0 (February 5, 2023)" heads a release, a version going on
    from a paragraph's line heads nothing, years rank by the releases' dates, and an ISO date it writes out is refused.
    D-Bus's system.conf: its commented-out <limit> elements are records, placed "right after X." too. suffixes(7):
    "the suffix .al" is a key and a kind its 'File type'. re/_constants.py: a prefix's constants ranked by value, the
    quoted name that follows another, and the comment heading an assignment."""
    from rlm.computed import looked_up, placed_name
    from rlm.judge import judge
    from rlm.question import Question

    header = ("#ifndef _LINUX_PRCTL_H\n#define _LINUX_PRCTL_H\n\n/* Values to pass as first argument to prctl() */\n\n"
              "#define PR_SET_PDEATHSIG  1  /* Second arg is a signal */\n#define PR_GET_PDEATHSIG  2\n\n"
              "/* Get/set current->mm->dumpable */\n#define PR_GET_DUMPABLE   3\n#define PR_SET_DUMPABLE   4\n\n"
              "/* Get/set unaligned access control bits (if meaningful) */\n#define PR_GET_UNALIGN\t  5\n"
              "#define PR_SET_UNALIGN\t  6\n# define PR_UNALIGN_NOPRINT\t1\n# define PR_UNALIGN_SIGBUS\t2\n\n"
              "/* Set the ptracer */\n#define PR_SET_PTRACER 0x59616d61\n# define PR_SET_PTRACER_ANY ((unsigned long)-1)\n\n"
              "/* Reset arm64 pointer authentication keys */\n#define PR_PAC_RESET_KEYS\t\t54\n"
              "# define PR_PAC_APIAKEY\t\t\t(1UL << 0)\n# define PR_PAC_APIBKEY\t\t\t(1UL << 1)\n"
              "# define PR_PAC_APDAKEY\t\t\t(1UL << 2)\n\n/* Control reclaim behavior when allocating memory */\n"
              "#define PR_SET_IO_FLUSHER\t\t57\n#define PR_GET_IO_FLUSHER\t\t58\n\n/* Dispatch syscalls to a userspace handler */\n"
              "#define PR_SET_SYSCALL_USER_DISPATCH\t59\n# define PR_SYS_DISPATCH_OFF\t\t0\n"
              "# define SYSCALL_DISPATCH_FILTER_ALLOW\t0\n# define SYSCALL_DISPATCH_FILTER_BLOCK\t1\n\n"
              "/* Scalable Matrix Extension */\n#define PR_SME_SET_VL\t\t\t63\n#define PR_SME_GET_VL\t\t\t64\n\n#endif\n")
    path = "/usr/include/linux/prctl.h"
    with _over(header, path) as sb:
        assert _blocks(sb, "How many argument values does linux/prctl.h #define (indented, as `# define`) beneath the "
                           "operation PR_PAC_RESET_KEYS?") == ["3"]
        assert _blocks(sb, "Which prctl operation in linux/prctl.h is defined with the largest numeric "
                           "value?")[0].startswith("[('PR_SET_PTRACER', 1499557217)")
    q = ("linux/prctl.h #defines SYSCALL_DISPATCH_FILTER_ALLOW as an argument value indented under one prctl operation. "
         "What number does the header give that operation?")
    assert "its value: '59'" in _views(header, [""], [path], q, "within")[0]
    q = "What does the comment heading the #define of PR_SET_IO_FLUSHER in linux/prctl.h say?"
    assert "its section: 'Control reclaim behavior when allocating memory'" in _views(header, [""], [path], q)[0]
    q = "What number does the kernel header linux/prctl.h give the prctl operation PR_SET_MDWE?"
    _, seen = _views(header, [""], [path], q)
    seen.add("[at 5] ... [900 characters omitted] ... # define PR_UNALIGN_SIGBUS 2", "search('PR_SET_MDWE')")
    assert not judge("2", seen, Question.parse(q)).accepted  # no line names PR_SET_MDWE
    page = (".TH PRCTL 2\n.SH NAME\nprctl \\- operations on a process\n.SH DESCRIPTION\n.TP\n"
            ".BR PR_SET_MM \" (since Linux 3.3)\"\nModify certain kernel memory map descriptor fields; see\n"
            ".IR <linux/prctl.h> .\n.TP\n.BR PR_GET_PDEATHSIG \" (since Linux 2.3.15)\"\nReturn the current value.\n")
    q = ("In linux/prctl.h the prctl operation numbered 2 has a #define of its own. Since which Linux version does the "
         "prctl(2) man page say that operation has been available?")
    shown, _ = _views([header, page], ["prctl.h", "prctl.2.gz"], [path, "/usr/share/man/man2/prctl.2.gz"], q, "within")
    assert "3.3" not in shown  # the header's path, said in PR_SET_MM's entry, names no entry
    news = "".join(f"E2fsprogs {v} ({d})\n{'=' * 30}\n\nUpdates/Fixes since v{p}:\n\n{body}\n\n" for v, d, p, body in (
        ("1.47.0", "February 5, 2023", "1.46.6", "Fixes\n-----\n\nFix a leak which is first supported in e2fsprogs\n1.43.\n\nAnd more."),
        ("1.46.6", "February 1, 2023", "1.46.5", "Fixes\n-----\n\nUse the online free block counts. This was a regression in\n"
                                                  "v1.44. (Addresses Launchpad Bug: #1807288)\n\nMore."),
        ("1.42.13", "May 17, 2015", "1.42.12", "Fixed a potential buffer overflow (CVE-2015-1572)."),
        ("1.41.4", "January 27, 2009", "1.41.3", "Fix a crash."), ("1.41.3", "October 12, 2008", "1.41.2", "Fix a hang."),
        ("1.41.2", "October 3, 2008", "1.41.1", "Fix a typo."), ("1.41.1", "September 18, 2008", "1.41.0", "Fix a bug.")))
    news_path = "/usr/share/doc/e2fsprogs/NEWS.gz"
    with _over(news, news_path) as sb:
        assert run(sb, "print(sorted(r['version'] for r in records() if r.get('version')))").strip() == \
            "['1.41.1', '1.41.2', '1.41.3', '1.41.4', '1.42.13', '1.46.6', '1.47.0']"
        assert _blocks(sb, "In which calendar year did e2fsprogs put out the largest number of releases, judging by the "
                           "dated headings in its NEWS file?")[0].startswith("[('2008', 3)")
    q = "One e2fsprogs release is credited in NEWS with addressing CVE-2015-1572. What release date does NEWS give that version?"
    shown, seen = _views(news, [""], [news_path], q, "within")
    assert "'2015-05-17'" in shown and not judge("2015-05-17", seen, Question.parse(q)).accepted  # as NEWS writes it
    assert judge("May 17, 2015", seen, Question.parse(q)).accepted and looked_up(shown) == "May 17, 2015"  # the
    # loop's own answer from the view, as NEWS writes it
    conf = ('<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"\n'
            ' "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">\n<busconfig>\n  <type>system</type>\n'
            '  <policy context="default">\n    <allow user="*"/>\n    <deny own="*"/>\n  </policy>\n'
            '  <policy user="root">\n    <deny send_interface="org.freedesktop.DBus.Debug.Stats"/>\n  </policy>\n'
            '  <!-- The defaults for these limits are hard-coded in dbus-daemon. -->\n' + "".join(
                f'  <!-- <limit name="{n}">{v}</limit> -->\n' for n, v in (
                    ("max_incoming_bytes", 133169152), ("max_outgoing_unix_fds", 64), ("max_message_size", 33554432),
                    ("max_message_unix_fds", 16), ("auth_timeout", 5000), ("pending_fd_timeout", 150000),
                    ("max_completed_connections", 2048))) + "</busconfig>\n")
    conf_path = "/usr/share/dbus-1/system.conf"
    q = "Take the limit system.conf lists right after max_outgoing_unix_fds. What default value does the file show for it?"
    shown, seen = _views(conf, [""], [conf_path], q, "order")
    assert "33554432" in shown.split("<-")[0] and placed_name(shown, Question.parse(q)) is None  # a value asked, no name
    assert judge("33554432", seen, Question.parse(q)).accepted
    assert judge("max_message_size", seen, Question.parse(q)).reason == "final_other_field"
    q = "What default value does D-Bus's system.conf show for the limit auth_timeout?"
    assert "its value: 5000" in _views(conf, [""], [conf_path], q)[0]
    q = "How many <limit> elements does system.conf show commented out with the daemon's hard-coded defaults?"
    shown, seen = _views(conf, [""], [conf_path], q, "computations")  # 'defaults': no policy's context here
    assert shown.strip() == "7" and judge("7", seen, Question.parse(q)).accepted
    q = 'How many <deny> rules does the <policy context="default"> block of system.conf contain?'
    _, seen = _views(conf, [""], [conf_path], q)
    seen.add("1", "print(len([r for r in records() if r['kind'] == 'deny' and r['parent'] == 'default']))")
    assert judge("1", seen, Question.parse(q)).accepted  # the policy named as an XML tag's attribute, tested
    q = "Of the limits system.conf lists with their defaults, which one has the smallest default value?"
    assert _views(conf, [""], [conf_path], q, "computations")[0].startswith("[('max_message_unix_fds', 16)")
    page = (".TH SUFFIXES 7\n.SH NAME\nsuffixes \\- list of file suffixes\n.SH DESCRIPTION\nThe suffixes:\n.PP\n.TS\nl | l\n"
            "_ | _\nlI |  l .\nSuffix\tFile type\n" + "".join(f"\\&{s}\t{t}\n" for s, t in (
                (".a", "static object code library"), (".ad", "X application default resource file"),
                (".afm", "PostScript font metrics"), (".al", "Perl autoload file"), (".am", "automake input file"),
                (".cls", "LaTeX Class definition"), (".c", "C source"))) + ".TE\n")
    q = "What kind of file does the suffixes(7) man page say the suffix .al marks?"
    assert "its File type: 'Perl autoload file'" in _views(page, [""], ["/usr/share/man/man7/suffixes.7.gz"], q)[0]
    q = "In the suffixes(7) table, which suffix is listed directly below .am?"
    assert "its Suffix: '.cls'" in _views(page, [""], ["/usr/share/man/man7/suffixes.7.gz"], q, "order")[0]
    import re._constants as sre_constants
    from pathlib import Path

    module = Path(sre_constants.__file__).read_text(encoding="utf-8")  # the interpreter's own
    py = "/usr/lib/python3.11/re/_constants.py"
    with _over(module, py) as sb:
        assert _blocks(sb, "Which SRE_FLAG_ constant has the highest value in re/_constants.py?")[0].startswith(
            "[('SRE_FLAG_ASCII', 256)")
    q = "In the list of at-codes re/_constants.py passes to _makecodes for ATCODES, which name follows AT_END_LINE?"
    assert "AT_END_STRING" in _views(module, [""], [py], q, "order")[0].split("<-")[0]
    from rlm.sandbox_helpers import Record, _quoted_neighbours

    action = Record({}, '<action id="org.freedesktop.login1.set-wall-message" icon="system" vendor="systemd">', 0)
    assert _quoted_neighbours([action], "org.freedesktop.login1.set-wall-message", ["after"]) == ""  # attributes
    codes = Record({}, "ATCODES = _makecodes( 'AT_END', 'AT_END_LINE', 'AT_END_STRING', )", 0)
    assert "AT_END_STRING" in _quoted_neighbours([codes], "AT_END_LINE", ["after"])  # a list's items
    q = "What comment line heads the part of re/_constants.py where OPCODES is defined?"
    assert "its section: 'operators'" in _views(module, [""], [py], q)[0]


def test_a_vim_help_file_of_tables_is_read_as_their_rows() -> None:
    """Held-out digraph.txt (round 36): a Vim help file whose tables, "char  digraph<TAB>hex<TAB>dec<TAB>official name
    ~" under their *tag*, are most of its lines had three sections for records. Their rows, with the tag as `table`: a
    digraph looked up as written (g. is not G.), the row right after the one for OK, the rows whose name begins BOX."""
    from rlm.judge import judge
    from rlm.question import Question

    rows = [("Ġ", "G.", "0120", "0288", "LATIN CAPITAL LETTER G WITH DOT ABOVE"),
            ("ġ", "g.", "0121", "0289", "LATIN SMALL LETTER G WITH DOT ABOVE"),
            ("✓", "OK", "2713", "10003", "CHECK MARK"), ("✗", "XX", "2717", "10007", "BALLOT X"),
            ("¡", "!I", "a1", "161", "INVERTED EXCLAMATION MARK"), ("¢", "Ct", "a2", "162", "CENT SIGN"),
            ("─", "hh", "2500", "9472", "BOX DRAWINGS LIGHT HORIZONTAL"), ("│", "vv", "2502", "9474", "BOX DRAWINGS LIGHT VERTICAL"),
            ("┼", "vh", "253C", "9532", "BOX DRAWINGS LIGHT VERTICAL AND HORIZONTAL"), ("ﬆ", "st", "FB06", "64262", "LATIN SMALL LIGATURE ST"),
            ("ﬅ", "ft", "FB05", "64261", "LATIN SMALL LIGATURE LONG S T")]
    help_file = ("*digraph.txt*\tFor Vim version 9.0.\n\nDigraphs\t\t\t\t\t*digraphs*\n\n" + "".join(
        f"\t\t\t\t\t\t\t*{tag}*\nchar  digraph\thex\tdec\tofficial name ~\n" + "".join("\t".join(r) + "\n" for r in part) + "\n"
        for tag, part in (("digraph-table", rows[:6]), ("digraph-table-mbyte", rows[6:]))) + " vim:tw=78:ts=8:ft=help:norl:\n")
    path = "/usr/share/vim/vim90/doc/digraph.txt"
    q = "In Vim's help file digraph.txt, what is the official name of the character entered with the digraph g.?"
    assert "its official name: 'LATIN SMALL LETTER G WITH DOT ABOVE'" in _views(help_file, [""], [path], q)[0]
    q = "Which of digraph.txt's two tables lists the character BOX DRAWINGS LIGHT VERTICAL? Give the table's help tag."
    assert Question.parse(q).hop and "its table: 'digraph-table-mbyte'" in _views(help_file, [""], [path], q, "within")[0]
    q = "Which digraph is listed on the row just after the one for OK in Vim's digraph table?"
    assert "its digraph: 'XX'" in _views(help_file, [""], [path], q, "order")[0]
    with _over(help_file, path) as sb:
        assert _blocks(sb, "How many rows of Vim's digraph tables give a character whose official name begins with the "
                           "word BOX?") == ["3"]
    q = "How many characters does the first table in digraph.txt, the one tagged *digraph-table*, list?"
    counted, _ = _views(help_file, [""], [path], q, "computations")
    _, seen = _views(help_file, [""], [path], q, "order")
    seen.add(counted, "print(len([r for r in records() if r['table'] == 'digraph-table']))")
    assert counted.strip() == "6" and judge("6", seen, Question.parse(q)).accepted  # a count is no record placed


def test_release_headings_of_a_news_file_read_down_the_file_and_their_years_ranked() -> None:
    """e2fsprogs' NEWS, round 36's check: "E2fsprogs 1.46.0 (January 29, 2021)" right under a paragraph's last line heads
    its release, underlined; "Reading NEWS from the top, which version's section comes immediately after the one for
    1.46.0?" is the file's order; the year "put out" the most releases is taken from the loop's count of their years."""
    from rlm.judge import judge
    from rlm.question import Question

    releases = [("1.46.1", "February 9, 2021"), ("1.46.0", "January 29, 2021"), ("1.45.7", "January 28, 2021"),
                ("1.41.3", "October 12, 2008"), ("1.41.2", "October 3, 2008"), ("1.41.1", "September 18, 2008"),
                ("1.41.0", "July 10, 2008"), ("1.40.11", "June 17, 2008")]
    news = "".join(f"E2fsprogs {v} ({d})\n{'=' * 30}\n\nUpdates/Fixes since the last one:\n\nFixed a bug in {v}.\n"
                   + ("" if v == "1.46.1" else "\n") for v, d in releases)  # 1.46.0's heading right under a paragraph
    path = "/usr/share/doc/e2fsprogs/NEWS.gz"
    with _over(news, path) as sb:
        assert run(sb, "print(len([r for r in records() if r.get('version')]))").strip() == "8"
    q = "Reading e2fsprogs' NEWS from the top, which version's section comes immediately after the one for 1.46.0?"
    assert "its version: '1.45.7'" in _views(news, [""], [path], q, "order")[0]
    q = ("In which calendar year did e2fsprogs put out the largest number of releases, judging by the dated headings in "
         "its NEWS file?")
    shown, seen = _views(news, [""], [path], q, "computations")
    assert shown.startswith("[('2008', 5)") and judge("2008", seen, Question.parse(q)).accepted


def test_the_review_of_session_72_s_rules() -> None:
    """A read-only review of this session's rules found ways they misled, each mended: a compact NEWS (headings right
    under their items' lines) keeps its release headings; "follows directly ... after X" names no record 'directly';
    commented-out elements of a tag the file also sets are not records; an integer setting may be negative; a
    "# define" under an include guard is no argument of it; "key ID" is no code, ".tar.gz" one suffix; a two-key hop
    with no key found gives nothing (no ValueError); "kind" asks the field kind where there is one."""
    from rlm.question import Question
    from rlm.sandbox_helpers import _keyed_by_all

    news = "".join(f"{v} ({d})\n- add {v}\n" for v, d in (("1.4.0", "2021-03-01"), ("1.3.0", "2020-12-01"),
                                                         ("1.2.0", "2020-06-01"), ("1.1.0", "2020-01-01")))
    with _over(news, "/usr/share/doc/foo/NEWS") as sb:
        assert run(sb, "print([r['version'] for r in records() if r.get('version')])").strip() == \
            "['1.4.0', '1.3.0', '1.2.0', '1.1.0']"
    assert Question.parse("Which setting follows directly in the file after MaxAuthTries?").reference != "directly"
    conf = ("<busconfig>\n  <limit name=\"max_incoming_bytes\">1000000000</limit>\n  <limit name=\"auth_timeout\">240000"
            "</limit>\n  <limit name=\"max_names\">50000</limit>\n" + "".join(
                f"  <!-- <limit name=\"{n}\">{v}</limit> -->\n" for n, v in (("a", 1), ("b", 2), ("c", 3), ("d", 4))) +
            "</busconfig>\n")
    with _over(conf, "/usr/share/dbus-1/session.conf") as sb:
        assert run(sb, "print(len([r for r in records() if r['kind'] == 'limit']))").strip() == "3"
    settings = "".join(f"{n} = {v}\n" for n, v in (("nice", -10), ("offset", -3), ("level", 2), ("mode", "fast"),
                                                  ("name", "x"), ("path", "/tmp"), ("user", "me"), ("depth", 5)))
    with _over(settings, "/etc/foo.conf") as sb:
        blocks = _blocks(sb, "Among the settings whose value is a plain number, which one is set to the smallest number?")
        assert not blocks or blocks[0].startswith("[('nice', -10)")
    header = "#ifndef _FOO_H\n#define _FOO_H 1\n# define FOO_A 1\n# define FOO_B 2\n" + "".join(
        f"#define FOO_{i} {i}\n" for i in range(3, 9)) + "#endif\n"
    with _over(header, "/usr/include/foo.h") as sb:
        assert run(sb, "print({r['name']: r.get('parent') for r in records()}['FOO_A'])").strip() == "None"
    assert "ID" not in Question.parse("Which key ID signed the release?").anchors
    assert ".tar.gz" in Question.parse("What does the suffix .tar.gz mark?").anchors
    assert _keyed_by_all([]) == []
    group = "".join(f"g{i}:x:{i}:\n" for i in (0, 4, 20, 100, 101, 1000, 65534))
    shown = _views(group, [""], ["/etc/group"], "How many groups have a group id below 100?", "order")[0]
    assert "right after" not in shown  # "below 100" places nothing
    manifest = "[\n" + "".join(f'  {{"name": "{n}", "kind": "{k}", "type": "{t}"}},\n' for n, k, t in (
        ("alpha", "Service", "ClusterIP"), ("beta", "Pod", "Web"), ("gamma", "Deployment", "Batch"))) + "  {}\n]\n"
    shown, _ = _views(manifest, [""], ["/srv/manifest.json"], "What kind is gamma?")
    assert "Deployment" in shown


def test_session_73_s_views_read_what_round_36_asked_and_found_nothing() -> None:
    """Kinds round 36 asked and no view answered: "the word X" in a field the question names by its two words; an
    item's place in a quoted list counted from where the question says, and the names one record's list holds; the
    comment written just above a record; a suffix (".hf") said alone, a key to hop from."""
    from rlm.question import Question

    page = ".TH SUFFIXES 7\n.SH NAME\nsuffixes \\- list of file suffixes\n.SH DESCRIPTION\n.TS\nl | l\n_ | _\nlI |  l .\nSuffix\tFile type\n" + "".join(
        f"\\&.{s}\t{t}\n" for s, t in (("arc", "arc(1) archive"), ("arj", "arj(1) archive"), ("lha", "lharc archive"),
                                      ("gz", "file compressed using gzip(1)"), ("fmt", "TeX format file"),
                                      ("tar", "tar(1) archive made by the tar(1) program"), ("ar", "archives (ar)"),
                                      ("c", "C source"))) + ".TE\n"
    shown, _ = _views(page, [""], ["/usr/share/man/man7/suffixes.7.gz"], 'How many rows of the suffixes(7) table '
                      'mention the word "archive" in their file type?', "computations")
    assert shown.strip() == "4"  # not "archives (ar)", nor every row that says "file"
    module = ("".join(f"def helper_{i}(x):\n    y = x + {i}\n    return y\n\n\n" for i in range(4)) +
              "def _makecodes(*names):\n    return names\n\n\nOPCODES = _makecodes(\n    # failure=0 success=1 (it looks better"
              " that way :-)\n    'FAILURE', 'SUCCESS',\n\n    'ANY', 'ANY_ALL',\n    'ASSERT',\n    # The following "
              "opcodes only occur in the parser output\n    'MIN_REPEAT', 'MAX_REPEAT',\n)\n\nATCODES = _makecodes(\n"
              "    'AT_BEGINNING', 'AT_END',\n    'AT_END_LINE',\n)\n\nCHCODES = _makecodes(\n    'CATEGORY_DIGIT',\n"
              "    # the parser's own\n    'CATEGORY_SPACE', 'CATEGORY_WORD',\n)\n")
    source = ["/usr/lib/python3.11/re/_constants.py"]
    shown, _ = _views(module, [""], source, "Counting from 0 in the order the names are written, what code does OPCODES "
                      "give ANY_ALL?")
    assert "counting from 0: '3'" in shown
    shown, _ = _views(module, [""], source, "Counting from 1, what number does OPCODES give MAX_REPEAT?")
    assert "counting from 1: '7'" in shown  # past a comment inside the list
    shown, _ = _views(module, [""], source, "Counting from 0, what number does CHCODES give CATEGORY_WORD?")
    assert "counting from" not in shown  # the comment's own quote cut the list short: no place is known
    shown, _ = _views(module, [""], source, "What code does OPCODES give ANY_ALL?")
    assert "counting from" not in shown  # where counting starts is not said
    shown, _ = _views(module, [""], source, "How many names does the _makecodes call that builds ATCODES list?",
                      "computations")
    assert shown.strip() == "3"
    conf = ("<busconfig>\n  <!-- everyone may talk to the bus -->\n  <policy context=\"default\">\n    <allow send_destination="
            "\"org.example.Bus\"/>\n  </policy>\n\n  <!-- root may monitor the system bus. -->\n  <policy user=\"root\">\n"
            "    <allow send_destination=\"org.example.Bus\"\n           send_interface=\"org.example.Bus.Monitoring\"/>\n"
            "  </policy>\n  <policy user=\"root\">\n    <allow send_interface=\"org.example.Bus.Stats\"/>\n  </policy>\n"
            "</busconfig>\n")
    q = ('In system.conf a <policy user="root"> block lets root send to the interface org.example.Bus.Monitoring. What '
         'does the XML comment just above that block say?')
    for view in ("order", "lookup"):
        shown, _ = _views(conf, [""], ["/usr/share/dbus-1/system.conf"], q, view)
        assert "comment just above it: 'root may monitor the system bus.'" in shown
    shown, _ = _views(conf, [""], ["/usr/share/dbus-1/system.conf"], "What does the comment above the policy that "
                      "allows org.example.Bus.Stats say?")
    assert "comment just above" not in shown  # no comment is written over it
    settings = "# the queue's size\n# in pages\nqueue = 10\n\nlimit = 5\n# how long to wait\ntimeout = 30\n"
    shown, _ = _views(settings, [""], ["/etc/foo.conf"], "What does the comment over the timeout setting say?")
    assert "'how long to wait'" in shown
    assert ".hf" in Question.parse("The page doesn't describe .hf directly. What does it point to?").anchors
    assert not any(a.startswith(".") for a in Question.parse("Which file, e.g. a.conf or b.cfg, sets it?").anchors)
    suffixes = page.replace("\\&.c\tC source\n", "\\&.c\tC source\n\\&.help\thelp file\n\\&.hf\tequivalent to \\fI.help\\fP\n")
    shown, _ = _views(suffixes, [""], ["/usr/share/man/man7/suffixes.7.gz"], "suffixes(7) doesn't describe .hf directly "
                      "but points to another suffix instead. What file type does the page give that other suffix?", "within")
    assert "its File type: 'help file'" in shown
    cited = page.replace("\\&.c\tC source\n", "\\&.c\tC source\n\\&.taz\ttar(1) archive, compressed\n")
    shown, _ = _views(cited, [""], ["/usr/share/man/man7/suffixes.7.gz"], "Which command, cited with its section as "
                      "name(1), is referred to in the most rows of the suffixes(7) table?", "computations")
    assert shown.startswith("[('tar', 2), ")  # each row once, though one cites it twice
    table = "char,digraph,hex,dec,name\n" + "".join(f"{c},{d},{h},{n},{m}\n" for c, d, h, n, m in (
        ("A", "A1", "0x41", 65, "LATIN A"), ("e", "e1", "0x65", 101, "LATIN E"), ("st", "st", "fb06", 64262, "LIGATURE ST"),
        ("x", "x1", "0078", 120, "LATIN X")))
    shown, _ = _views(table, [""], ["/srv/digraphs.csv"], "Which digraph produces the character with the highest code "
                      "point?", "computations")
    assert shown.startswith("[('st', ") and "64262), ('x'" in shown  # the dec column, which the hex one writes again
    from rlm.computed import placed_name

    rules = "".join(f"{c}\t{r}\n" for c, r in (("Ꝼ", "f"), ("ꝼ", "f"), ("Ꞇ", "T"), ("ꞇ", "t")))
    q = "Which character does unaccent.rules list on the line right after the one for ꝼ?"
    shown, _ = _views(rules, [""], ["/usr/share/postgresql/15/tsearch_data/unaccent.rules"], q, "order")
    assert placed_name(shown, Question.parse(q)) == "Ꞇ"  # the one for a letter of another script is counted from
    from rlm.judge import judge

    conf = "".join(f"###################\n#   {s.upper()} service   #\n###################\n\nservice = {s}\n\n"
                   f"user[{s}]       = {s}\naddtogroup[{s}] = true\nhomedir[{s}]    = \"\"\nsubdir[{s}]     = \"{d}\"\n"
                   f"mkdir[{s}]      = true\nlinkname[{s}]   = \"{l}\"\n\n"
                   for s, d, l in (("ftp", "doc/users", "public_ftp"), ("www", "web/users", "public_html"),
                                   ("mail", "mail/users", "public_mail")))
    q = 'One service in the adduser.local.conf example sets its linkname to "public_ftp". What does that service set subdir to?'
    shown, seen = _views(conf, [""], ["/usr/share/doc/adduser/examples/adduser.local.conf"], q, "within")
    assert "its value: 'doc/users'" in shown
    assert judge("doc/users", seen, Question.parse(q)).accepted
    assert not judge("public_html", seen, Question.parse(q)).accepted  # another service's
    ids = "# List of IDs\n#\n# Syntax:\n# device_id,\trevision_id,\tproduct_name\n\n1.0.0\n\n" + "".join(
        f"{d},\t{r},\tAMD Radeon {n}\n" for d, r, n in (("1309", "00", "R7"), ("130A", "00", "R6"), ("6600", "81", "R8")))
    shown, _ = _views(ids, [""], ["/usr/share/libdrm/amdgpu.ids"], "Which format version does amdgpu.ids declare on its "
                      "first line that is not a comment?")
    assert "its line: '1.0.0'" in shown
    page = ('.\\"     Title: apt-patterns\n.\\" Generator: DocBook XSL Stylesheets vsnapshot <http://docbook.sf.net/>\n'
            '.TH "APT\\-PATTERNS" "7"\n.SH "NAME"\napt-patterns \\- Syntax of apt search patterns\n'
            '.SH "LOGIC PATTERNS"\n.PP\nThese patterns combine others.\n' + "".join(
                f".PP\n{tag}\n.RS 4\n{said}\\&.\n.RE\n" for tag, said in (
                    ("?false, ~F", "Selects nothing"), ("?not(PATTERN), !PATTERN", "Selects objects where PATTERN fails"),
                    ("?true, ~T", "Selects all objects"))) +
            '.SH "PACKAGE PATTERNS"\n' + "".join(f".PP\n{tag}\n.RS 4\n{said}\\&.\n.RE\n" for tag, said in (
                ("?automatic, ~M", "Selects automatically installed packages"),
                ("?obsolete, ~o", "Selects packages that no longer exist"),
                ("?upgradable, ~U", "Selects packages that can be upgraded"))) +
            '.PP\nFor example, see below\\&.\n.SH "SEE ALSO"\napt(8)\n')
    source = ["/usr/share/man/man7/apt-patterns.7.gz"]
    with Sandbox(context=page, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000, [""], source)) as sb:
        assert run(sb, "print([(r['name'], r['part']) for r in records() if r.get('name')])").strip() == str(
            [("?false", "LOGIC PATTERNS"), ("?not", "LOGIC PATTERNS"), ("?true", "LOGIC PATTERNS"),
             ("?automatic", "PACKAGE PATTERNS"), ("?obsolete", "PACKAGE PATTERNS"), ("?upgradable", "PACKAGE PATTERNS")])
    assert "?automatic" in Question.parse("What is the short form of the pattern ?automatic?").anchors
    shown, _ = _views(page, [""], source, "In apt-patterns(7), which pattern is described just before ?upgradable?",
                      "order")
    assert "its name: '?obsolete'" in shown
    header = "#ifndef _T_H\n#define _T_H\n\n/* c_cflag bit meaning */\n#define CBAUD\t0x0000100f\n#define CSIZE\t0x00000030\n" \
             "#define   CS5\t0x00000000\n#define   CS6\t0x00000010\n#define   CS7\t0x00000020\n#define   CS8\t0x00000030\n" \
             "#define CSTOPB\t0x00000040\n#define CREAD\t0x00000080\n\n#endif\n"
    q = "In asm-generic/termbits.h, CS7 is one of the values of which mask #defined just above it?"
    shown, _ = _views(header, [""], ["/usr/include/asm-generic/termbits.h"], q, "order")
    assert "#define CSIZE 0x00000030 <- the mask that names 'cs7' among its values" in shown  # not CS6, the line above
    assert placed_name(shown, Question.parse(q)) == "CSIZE"
    fonts = "<fontconfig>\n <description>Set preferable fonts for non-Latin</description>\n <alias>\n  <family>serif</family>\n" \
            "  <prefer>\n   <family>Kinnari</family> <!-- thai -->\n   <family>Norasi</family> <!-- thai -->\n" \
            "   <family>Dror</family> <!-- hebrew -->\n   <family>Other</family>\n  </prefer>\n </alias>\n</fontconfig>\n"
    q = "In fontconfig's 65-nonlatin.conf, what does the comment beside the family Norasi (in the serif list) say it is for?"
    shown, _ = _views(fonts, [""], ["/usr/share/fontconfig/conf.avail/65-nonlatin.conf"], q)
    assert "its comment beside it: 'thai'" in shown
    shown, _ = _views(fonts, [""], ["/usr/share/fontconfig/conf.avail/65-nonlatin.conf"],
                      "What does the comment beside the family Other say?")
    assert "comment beside" not in shown  # none is written there
    aliases = "<fontconfig>\n" + "".join(f" <alias>\n  <family>{g}</family>\n  <prefer>\n" + "".join(
        f"   <family>BPG {g[:2]} {i}</family>\n" for i in range(n)) + "  </prefer>\n </alias>\n"
        for g, n in (("serif", 5), ("sans-serif", 7), ("monospace", 3))) + "</fontconfig>\n"
    shown, _ = _views(aliases, [""], ["/usr/share/fontconfig/conf.avail/65-nonlatin.conf"], "Which generic family gets "
                      "the longest list of preferred families in fontconfig's 65-nonlatin.conf?", "computations")
    assert shown.startswith("[('sans-serif', 7), ('serif', 5)")  # the prefer lists, of names of a few words
    defaults = "<fontconfig>\n" + "".join(f" <alias>\n  <family>{f}</family>\n  <default><family>{g}</family></default>\n"
                                          f" </alias>\n" for f, g in (("Sazanami Mincho", "serif"), ("Sazanami Gothic",
                                                                      "sans-serif"), ("Kochi Gothic", "sans-serif"))) + \
        "</fontconfig>\n"
    q = ("65-nonlatin.conf names Sazanami Gothic among the preferred families of more than one generic family. Which one "
         "generic family does fontconfig's 40-nonlatin.conf give it as its default?")
    shown, seen = _views(defaults, [""], ["/usr/share/fontconfig/conf.avail/40-nonlatin.conf"], q)
    assert shown.startswith("'sazanami gothic' names this record; its default: 'sans-serif'")  # not its family, itself
    assert judge("sans-serif", seen, Question.parse(q)).accepted
    assert judge("Sazanami Gothic", seen, Question.parse(q)).reason == "final_question_key"
    dates = [f"20{8 + i // 4:02d}-{1 + i % 4 * 3:02d}-15" for i in range(60)]
    dates[7] = "2010-01-2010"  # a typo NEWS has among many dates
    news = "".join(f"Version 1.{i}.0\n~~~~~~~~~~~~~\nReleased: {d}\n\nNew Features:\n - Feature {i}\n\n"
                   for i, d in enumerate(reversed(dates)))
    shown, _ = _views(news, [""], ["/usr/share/doc/packagekit/NEWS.gz"], "PackageKit's NEWS dates each release. How many "
                      "of them came out in 2016?", "computations")
    assert shown.strip() == str(sum(d.startswith("2016") for d in dates))  # dated though one date is a typo; 'them'
    # is what the sentence before names
    news = "".join(f"Version 0.9.{i}\n~~~~~~~~~~~~~\nReleased: 2014-{i + 1:02d}-24\n\nNotes:\n - {c} (Richard Hughes)\n"
                   f" - Fix {i} (Richard Hughes)\n\n" for i, c in enumerate((
                       "gtk-doc: DOC_SOURCE_DIR is relative to builddir", "Drop the old DOC_SOURCE_DIR",
                       "Speed up the daemon", "Add a backend", "Fix a leak") + tuple(f"Fix bug {n}" for n in range(7))))
    q = ('PackageKit\'s NEWS lists the change "gtk-doc: DOC_SOURCE_DIR is relative to builddir". On what date was the '
         'release that lists it published?')
    shown, _ = _views(news, [""], ["/usr/share/doc/packagekit/NEWS.gz"], q, "within")
    assert "its Released: '2014-01-24'" in shown  # the release holding the change whole; its date, though no field is
    # called date
    lists = "<fontconfig>\n" + "".join(f" <alias>\n  <family>{g}</family>\n  <prefer>\n" + "".join(
        f"   <family>{f}</family>\n" for f in fams) + "  </prefer>\n </alias>\n" for g, fams in (
            ("serif", ("Kinnari", "Hapax Berbère", "Lohit Hindi")), ("monospace", ("AR PL New Sung Mono", "Hapax Berbère",
                                                                                  "Lohit Bengali", "Lohit Gujarati")),
            ("sans-serif", ("Hapax Berbère", "Lohit Tamil", "Kinnari")))) + "</fontconfig>\n"
    q = "In the list of families 65-nonlatin.conf prefers for monospace, which family comes right after Hapax Berbère?"
    shown, _ = _views(lists, [""], ["/usr/share/fontconfig/conf.avail/65-nonlatin.conf"], q, "order")
    assert shown.startswith("[at ") and " Lohit Bengali <- right after 'Hapax Berbère' in the prefer list of" in shown
    shown, _ = _views(lists, [""], ["/usr/share/fontconfig/conf.avail/65-nonlatin.conf"], "How many <family> entries does "
                      "the <prefer> list for monospace in 65-nonlatin.conf hold?", "computations")
    assert shown.strip() == "[4]"  # the items of the one alias's prefer list, names of a few words
    shown, _ = _views(header, [""], ["/usr/include/asm-generic/termbits.h"], "In termbits.h, CREAD is one of the values "
                      "of which mask #defined just above it?", "order")
    assert "CSTOPB" not in shown and "no one record is known to hold 'cread'" in shown  # not the line above it
    assert "~r" not in Question.parse("Which pattern has the short form ~r?").anchors  # "~R", "~rWILDCARD" hold it


def test_the_review_of_session_73_s_views() -> None:
    """A read-only review's inputs where this session's views misled: a place counted from "that mask" is no mask; a
    page ranking is for a page asked for, not an option; a block comment's lines are comments; a comment above ends at
    a blank line and at a setting commented out; a DocBook paragraph ending in ':' is no entry."""
    header = "#define CBAUD\t0x0000100f\n#define CSIZE\t0x00000030\n#define   CS5\t0x00000000\n#define   CS6\t0x00000010\n" \
             "#define   CS7\t0x00000020\n#define CSTOPB\t0x00000040\n#define CREAD\t0x00000080\n#define PARENB\t0x00000100\n"
    shown, _ = _views(header, [""], ["/usr/include/asm-generic/termbits.h"], "In asm-generic/termbits.h, CS7 is one of "
                      "the values of a mask. Which constant is #defined right before that mask?", "order")
    assert "the mask that names" not in shown
    page = ".TH APT-GET 8\n.SH NAME\napt-get \\- APT package handling utility\n.SH OPTIONS\n" + "".join(
        f".TP\n\\fB\\-\\-opt{i}\\fR\nSee apt.conf(5) and apt-cache(8) for option {i}.\n" for i in range(4)) + \
        ".SH SEE ALSO\napt.conf(5), apt-cache(8)\n"
    shown, _ = _views(page, [""], ["/usr/share/man/man8/apt-get.8.gz"], "Which long option does the apt-get man page "
                      "refer to most often in other options' descriptions?", "computations")
    assert "apt.conf" not in shown
    header = "/* Copyright (C) 1991-2022 Free Software Foundation, Inc.\n   This file is part of the GNU C Library.\n*/\n\n" \
             "#ifndef _TERMIOS_H\n#define _TERMIOS_H 1\n"
    shown, _ = _views(header, [""], ["/usr/include/termios.h"], "In termios.h, what is on the first line that is not a "
                      "comment?")
    assert "its line: '#ifndef _TERMIOS_H'" in shown
    sshd = "#PermitRootLogin prohibit-password\n\n# To disable tunneled clear text passwords, change to no here!\n" \
           "#PasswordAuthentication yes\n#PermitEmptyPasswords no\n\n" + "".join(f"{k} {v}\n" for k, v in (
               ("X11Forwarding", "yes"), ("PrintMotd", "no"), ("AcceptEnv", "LANG LC_*"), ("UsePAM", "yes")))
    shown, _ = _views(sshd, [""], ["/etc/ssh/sshd_config"], "What does the comment above the X11Forwarding setting say?")
    assert "To disable tunneled" not in shown
    dirs = ".\\\" Generator: DocBook XSL Stylesheets\n.TH USER-DIRS.DIRS 5\n.SH NAME\nuser-dirs.dirs \\- settings\n" \
           ".SH DESCRIPTION\n.PP\nThe following names are recognised:\n.RS 4\nDESKTOP DOWNLOAD TEMPLATES\n.RE\n" \
           ".SH FILES\n.PP\n$HOME/.config/user-dirs.dirs\n.RS 4\nThe user's settings.\n.RE\n"
    with Sandbox(context=dirs, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, [""], ["/usr/share/man/man5/user-dirs.dirs.5.gz"])) as sb:
        assert run(sb, "print([r.get('name') for r in records() if r.get('name')])").strip() == \
            "['$HOME/.config/user-dirs.dirs']"


def test_the_views_re_check_of_session_73() -> None:
    """Views of every stored question before and after this session's rules: a count "under its comment X, before the
    comment on Y" asks no comment's words; a roff entry "IN(s):" keeps its parenthesis (a name of two letters is a
    stopword's); a quoted phrase given back as its own record's name is no answer to where it hops."""
    module = "# Telnet protocol characters (don't change)\nIAC = bytes([255])\nDONT = bytes([254])\n\n" \
             "# Telnet protocol options code (don't change)\n# These ones all come from arpa/telnet.h\nBINARY = bytes([0])\n"
    q = ("How many constants does telnetlib.py define under its comment \"Telnet protocol characters (don't change)\", "
         "before the comment on the option codes?")
    for view in ("lookup", "order"):
        assert "comment just above" not in _views(module, [""], ["/usr/lib/python3.11/telnetlib.py"], q, view)[0]
    page = '.TH JQ 1\n.SH NAME\njq \\- JSON processor\n.SH "BUILTIN OPERATORS AND FUNCTIONS"\n' + "".join(
        f".TP\n\\fB{t}\\fR\nDoes {t}.\n" for t in ("IN(s):", "IN(source; s):", "sort_by(path):", "combinations(n):"))
    with Sandbox(context=page, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, [""], ["/usr/share/man/man1/jq.1.gz"])) as sb:
        assert run(sb, "print([r['name'] for r in records() if r.get('name')])").strip() == \
            "['IN(s)', 'IN(source;', 'sort_by', 'combinations']"


SPECIAL_CASING = """# SpecialCasing-14.0.0.txt
# ================================================================================
# Format
# ================================================================================
# The entries in this file are in the following machine-readable format:
#
# <code>; <lower>; <title>; <upper>; (<condition_list>;)? # <comment>
#
# <code>, <lower>, <title>, and <upper> provide the respective full case mappings
# ================================================================================

# ================================================================================
# Unconditional mappings
# ================================================================================

# The German es-zed is special--the normal mapping is to SS.

00DF; 00DF; 0053 0073; 0053 0053; # LATIN SMALL LETTER SHARP S

# Ligatures

FB00; FB00; 0046 0066; 0046 0046; # LATIN SMALL LIGATURE FF
FB01; FB01; 0046 0069; 0046 0049; # LATIN SMALL LIGATURE FI
FB02; FB02; 0046 006C; 0046 004C; # LATIN SMALL LIGATURE FL

# No corresponding uppercase precomposed character

0149; 0149; 02BC 004E; 02BC 004E; # LATIN SMALL LETTER N PRECEDED BY APOSTROPHE
01F0; 01F0; 004A 030C; 004A 030C; # LATIN SMALL LETTER J WITH CARON
1E96; 1E96; 0048 0331; 0048 0331; # LATIN SMALL LETTER H WITH LINE BELOW
1E97; 1E97; 0054 0308; 0054 0308; # LATIN SMALL LETTER T WITH DIAERESIS
1F32; 1F32; 03A5 0313 0332; 03A5 0313 0332; # GREEK SMALL LETTER UPSILON 50
1F33; 1F33; 03A5 0313 0333; 03A5 0313 0333; # GREEK SMALL LETTER UPSILON 51
1F34; 1F34; 03A5 0313 0334; 03A5 0313 0334; # GREEK SMALL LETTER UPSILON 52
1F35; 1F35; 03A5 0313 0335; 03A5 0313 0335; # GREEK SMALL LETTER UPSILON 53
1F36; 1F36; 03A5 0313 0336; 03A5 0313 0336; # GREEK SMALL LETTER UPSILON 54
1F37; 1F37; 03A5 0313 0337; 03A5 0313 0337; # GREEK SMALL LETTER UPSILON 55
1F38; 1F38; 03A5 0313 0338; 03A5 0313 0338; # GREEK SMALL LETTER UPSILON 56
1F39; 1F39; 03A5 0313 0339; 03A5 0313 0339; # GREEK SMALL LETTER UPSILON 57
1F3A; 1F3A; 03A5 0313 033A; 03A5 0313 033A; # GREEK SMALL LETTER UPSILON 58
1F3B; 1F3B; 03A5 0313 033B; 03A5 0313 033B; # GREEK SMALL LETTER UPSILON 59
1F3C; 1F3C; 03A5 0313 033C; 03A5 0313 033C; # GREEK SMALL LETTER UPSILON 60
1F3D; 1F3D; 03A5 0313 033D; 03A5 0313 033D; # GREEK SMALL LETTER UPSILON 61

# The following cases are already in the UnicodeData.txt file, so are only commented here.

# 0345; 0345; 0399; 0399; # COMBINING GREEK YPOGEGRAMMENI

# ================================================================================
# Conditional Mappings
# The remainder of this file provides conditional casing data used to produce
# full case mappings.
# ================================================================================
# Language-Sensitive Mappings
# These are characters whose full case mappings depend on language.
# ================================================================================

# Lithuanian

# Introduce an explicit dot above when lowercasing capital I's and J's

0049; 0069 0307; 0049; 0049; lt More_Above; # LATIN CAPITAL LETTER I
004A; 006A 0307; 004A; 004A; lt More_Above; # LATIN CAPITAL LETTER J
00CC; 0069 0307 0300; 00CC; 00CC; lt; # LATIN CAPITAL LETTER I WITH GRAVE
"""


def test_session_74_unicode_data_lines_get_their_format_s_columns_and_the_comments_over_them() -> None:
    """Round 37's SpecialCasing.txt was lines of no fields: every line ends in ';' (a terminator), 16 of 119 have a
    fifth cell (the condition list), and a "# <code>; <lower>; ..." format line names the columns; a comment block over
    rows ("# Ligatures") heads them, a banner's title over a few lines of prose names its section."""
    from rlm.judge import judge
    from rlm.question import Question

    source = [""], ["/usr/share/perl/5.36/unicore/SpecialCasing.txt"]
    with Sandbox(context=SPECIAL_CASING, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000, *source)) as sb:
        assert run(sb, "print(records().fields())").strip() == \
            "['code', 'lower', 'title', 'upper', 'condition_list', 'comment', 'section', 'subsection']"
        assert run(sb, "print([(r['code'], r['condition_list'], r['subsection']) for r in records()][-2:])").strip() == \
            "[('004A', 'lt More_Above', \"Introduce an explicit dot above when lowercasing capital I's and J's\"), " \
            "('00CC', 'lt', \"Introduce an explicit dot above when lowercasing capital I's and J's\")]"
        assert run(sb, "print(sorted({r['section'] for r in records()}))").strip() == \
            "['Language-Sensitive Mappings', 'Unconditional mappings']"
        assert run(sb, "print(len([r for r in records() if r['code'] == '0345']))").strip() == "0"  # commented out
    q = 'How many mappings does SpecialCasing.txt list under its comment "Ligatures"?'
    shown, seen = _views(SPECIAL_CASING, *source, q, "computations")
    assert shown.strip() == "3" and judge("3", seen, Question.parse(q)).accepted
    q = "In SpecialCasing.txt, which character's mapping line comes right after the one for LATIN SMALL LETTER J WITH CARON?"
    shown, seen = _views(SPECIAL_CASING, *source, q, "order")
    assert "its comment: 'LATIN SMALL LETTER H WITH LINE BELOW'" in shown
    assert judge("LATIN SMALL LETTER H WITH LINE BELOW", seen, Question.parse(q)).accepted


def test_session_74_an_entry_s_other_name_and_an_entry_placed_from_it() -> None:
    """Round 37's apt-patterns(7): "?automatic, ~M" is one entry of two names; asked the short form of one, or the long
    name of the other, the lookup gives the other name, and "the pattern right after ~s" is placed from its entry (a
    word of the question, 'name' of "its long name", named the NAME section before). ls(1)'s -a and -A are two entries."""
    from rlm.judge import judge
    from rlm.question import Question

    page = ".TH APT-PATTERNS 7\n.SH NAME\napt-patterns \\- Syntax and semantics of apt search patterns\n" \
           ".SH PACKAGE PATTERNS\n" + "".join(f".TP\n?{n}{a}, ~{s}{b}\n{d}\n" for n, a, s, b, d in (
               ("architecture", "(WILDCARD)", "r", "WILDCARD", "Selects packages matching the architecture."),
               ("automatic", "", "M", "", "Selects packages that were installed automatically."),
               ("section", "(REGEX)", "s", "REGEX", "Selects versions where the section matches."),
               ("source-package", "(REGEX)", "e", "REGEX", "Selects versions where the source package matches.")))
    source = [""], ["/usr/share/man/man7/apt-patterns.7.gz"]
    q = "According to the apt-patterns(7) man page, what is the short form of the apt search pattern ?automatic?"
    shown, seen = _views(page, *source, q)
    assert "its other name: '~M'" in shown and judge("~M", seen, Question.parse(q)).accepted
    q = "In apt-patterns(7), which pattern has the short form ~r? Give its long name, the one beginning with ?."
    shown, _ = _views(page, *source, q)
    assert "its other name: '?architecture'" in shown
    q = "apt-patterns(7) gives one pattern the short form ~s. Which pattern is described right after it? Give its long name."
    assert _views(page, *source, q)[0] == ""  # not ?section, where the place is counted from
    shown, seen = _views(page, *source, q, "order")
    assert "its name: '?source-package'" in shown and judge("?source-package", seen, Question.parse(q)).accepted
    ls = ".TH LS 1\n.SH NAME\nls \\- list directory contents\n.SH DESCRIPTION\n" + "".join(
        f".TP\n\\fB{o}\\fR, \\fB{long}\\fR\n{d}\n" for o, long, d in (
            ("\\-a", "\\-\\-all", "do not ignore entries starting with ."),
            ("\\-A", "\\-\\-almost\\-all", "do not list implied . and ..")))
    shown, _ = _views(ls, [""], ["/usr/share/man/man1/ls.1.gz"], "What is the long option for ls's -A?")
    assert "its other name: '--almost-all'" in shown


def test_session_74_lookups_a_list_item_a_class_attribute_s_constant_and_a_method_s_own_default() -> None:
    """Round 37: an item of a ', ' list the question writes whole names the record holding it (fontconfig's alias whose
    prefer list names Noto Sans Myanmar UI); `maxline = MAXLINE` in a class hops to the module's `MAXLINE = 8192` when
    the question asks for that constant; connect's own timeout, not FTP.__init__'s; functions "at module level"."""
    from rlm.judge import judge
    from rlm.question import Question

    conf = "<fontconfig>\n" + "".join(f" <alias>\n  <family>{g}</family>\n  <prefer>\n" + "".join(
        f"   <family>{f}</family>\n" for f in fs) + "  </prefer>\n </alias>\n" for g, fs in (
            ("serif", ("Noto Serif Thai", "Norasi")), ("system-ui", ("Noto Sans Lao UI", "Noto Sans Myanmar UI")))) + \
        "</fontconfig>\n"
    q = "For which generic family does 65-nonlatin.conf list Noto Sans Myanmar UI as a preferred family?"
    shown, seen = _views(conf, [""], ["/usr/share/fontconfig/conf.avail/65-nonlatin.conf"], q)
    assert "its family: 'system-ui'" in shown and judge("system-ui", seen, Question.parse(q)).accepted
    module = "MAXLINE = 8192\n\n\nclass FTP:\n    '''An FTP client class.'''\n    host = ''\n    maxline = MAXLINE\n\n" \
             "    def __init__(self, host='', timeout=_GLOBAL_DEFAULT_TIMEOUT):\n        self.host = host\n\n" \
             "    def connect(self, host='', port=0, timeout=-999):\n        return host\n\n" + \
        "".join(f"    def cmd{i}(self, arg):\n        return self.connect(arg)\n\n" for i in range(8)) + "\n" + \
        "".join(f"def parse{i}(resp):\n    return resp\n\n\n" for i in range(5))
    source = [""], ["/usr/lib/python3.11/ftplib.py"]
    q = "ftplib's FTP class sets its class attribute maxline from a module-level constant. What value does ftplib.py " \
        "assign to that constant?"
    shown, seen = _views(module, *source, q)
    assert shown.startswith("'MAXLINE' names this record; its value: '8192'") and judge("8192", seen, Question.parse(q)).accepted
    shown, _ = _views(module, *source, "What does ftplib's FTP class set its class attribute maxline to?")
    assert shown.startswith("'maxline' names this record; its value: 'MAXLINE'")
    shown, _ = _views(module, *source, "In Python's ftplib.py, what default value does the FTP.connect method give its "
                      "parameter timeout?")
    assert "its default: '-999'" in shown
    shown, _ = _views(module, *source, "How many functions does ftplib.py define at module level, outside any class?",
                      "computations")
    assert shown.strip() == "5"


def test_session_74_a_type_and_its_optional_extensions_and_an_unquoted_label() -> None:
    """Round 36's /etc/mime.types was lines of no fields: half its types list no extension; a type too long for its
    tabs is one space from its extension. "under the Bugfixes heading of version 0.1.11" names the label unquoted."""
    types = "# Media (MIME) types\n" + "".join(f"{t}\t\t\t\t{e}\n".replace("\t\t\t\t\n", "\n") for t, e in (
        [(f"application/x-thing{i}", f"th{i}" if i % 3 else "") for i in range(24)] +
        [("text/x-tex", "tex ltx sty cls")])) + "application/vnd.software602.filler.form-xml-zip zfo\n"
    with Sandbox(context=types, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, [""], ["/etc/mime.types"])) as sb:
        assert run(sb, "print([r['column1'] for r in records() if 'cls' in r['column2'].split()], records()[-1])").strip() \
            .startswith("['text/x-tex'] [at") and run(sb, "print(records()[-1]['column2'])").strip() == "zfo"
    news = "".join(f"Version 0.1.{i}\n~~~~~~~~~~~~~~\nReleased: 2008-0{i % 9 + 1}-05\n\n* Backends:\n - conary: one\n\n"
                   f"* Bugfixes:\n" + "".join(f" - Fix {k}\n" for k in range(i)) + "\n" for i in range(9, 13))
    q = "How many changes does PackageKit's NEWS list under the Bugfixes heading of version 0.1.11?"
    shown, _ = _views(news, [""], ["/usr/share/doc/packagekit/NEWS.gz"], q, "computations")
    assert shown.strip() == "11"


def test_session_74_the_items_of_a_record_a_quoted_comment_follows() -> None:
    """Round 37's 65-nonlatin.conf: "Which families does it prefer for monospace with the comment "han (ja)" beside
    them?" and "How many ... carry the comment "thai"?" are the items of the monospace alias written with that comment
    after them; a comment the serif list gives too is not the monospace list's."""
    from rlm.judge import judge
    from rlm.question import Question

    conf = "<fontconfig>\n" + "".join(f" <alias>\n  <family>{g}</family>\n  <prefer>\n" + "".join(
        f"   <family>{f}</family>" + (f" <!-- {c} -->" if c else "") + "\n" for f, c in fs) + "  </prefer>\n </alias>\n"
        for g, fs in (("serif", (("Norasi", "thai"), ("Kinnari", "thai"), ("MS Mincho", "han (ja)"))),
                      ("monospace", (("Miriam Mono", "hebrew"), ("MS Gothic", "han (ja)"), ("VL Gothic", ""),
                                     ("UmePlus Gothic", "han (ja)"), ("TlwgMono", "thai"))))) + "</fontconfig>\n"
    source = [""], ["/usr/share/fontconfig/conf.avail/65-nonlatin.conf"]
    q = 'Which families does 65-nonlatin.conf prefer for monospace with the comment "han (ja)" beside them? Name them all.'
    shown, seen = _views(conf, *source, q)
    assert "'MS Gothic, UmePlus Gothic'" in shown and judge("MS Gothic, UmePlus Gothic", seen, Question.parse(q)).accepted
    q = 'How many of the families 65-nonlatin.conf prefers for monospace carry the comment "thai"?'
    shown, seen = _views(conf, *source, q)
    assert shown.startswith("1 items of this record") and judge("1", seen, Question.parse(q)).accepted
    assert not judge("2", seen, Question.parse(q)).accepted


def test_session_74_the_block_whose_body_holds_a_quoted_comment() -> None:
    """Held-out default.policy-08: "In which module's grant block does default.policy have the comment "..."?" had no
    view; the block whose body holds the quoted line is shown with its head."""
    policy = "".join(f'grant codeBase "jrt:/{m}" {{\n    permission java.lang.RuntimePermission "{p}";\n' + (
        f"    // {c}\n" if c else "") + '    permission java.util.PropertyPermission "os.name", "read";\n'
        '    permission java.io.FilePermission "<<ALL FILES>>", "read";\n};\n\n' for m, p, c in (
            ("java.net.http", "accessClassInPackage.sun.net", ""),
            ("jdk.crypto.cryptoki", "loadLibrary.j2pkcs11", "Needed for reading PKCS11 config file and NSS library check"),
            ("jdk.zipfs", "accessClassInPackage.sun.nio.fs", ""), ("jdk.net", "accessClassInPackage.sun.net.util", ""),
            ("java.sql", "accessClassInPackage.sun.sql", ""), ("jdk.jsobject", "accessClassInPackage.sun.js", "")))
    q = 'In which module\'s grant block does default.policy have the comment "Needed for reading PKCS11 config file and ' \
        'NSS library check"? Give the module\'s name as its codeBase has it after jrt:/.'
    shown, _ = _views(policy, [""], ["/etc/java-17-openjdk/security/default.policy"], q)
    assert "its head: 'grant codeBase \"jrt:/jdk.crypto.cryptoki\" {'" in shown


def test_the_views_re_check_of_session_74() -> None:
    """Views of every stored question before and after this session's rules: a parameter the question names ("its
    compresslevel parameter") is the one asked, not another it says ("a mode such as 'r:gz'"); "_GzipReader.read" is
    that class's read, not the constant READ; a tab-apart comment over rows some of which have a third cell names no
    columns (manpath.config's "# MANPATH_MAP<TAB>path_element<TAB>manpath_element"); a title of words apart by ', ' is
    no list of names; one line's own comment is no list's items."""
    module = "READ, WRITE = 1, 2\n\n\nclass GzipFile:\n    def read(self, size=-1):\n        return size\n\n\n" \
             "class _GzipReader:\n    def read(self, size=-1):\n        return size\n\n\n" \
             "class TarFile:\n    @classmethod\n    def open(cls, name=None, mode='r', fileobj=None):\n        return cls\n\n" \
             "    @classmethod\n    def gzopen(cls, name, mode='r', compresslevel=9):\n        return cls\n\n\n" + \
             "".join(f"def helper{i}(data):\n    return data\n\n\n" for i in range(6))
    source = [""], ["/usr/lib/python3.11/gzip.py"]
    shown, _ = _views(module, *source, "In Python's gzip.py, what default value does the _GzipReader.read method give its "
                      "parameter size?")
    assert "its default: '-1'" in shown and "_GzipReader" in shown.split("\n")[0] + "_GzipReader"
    shown, _ = _views(module, *source, "Given a mode such as 'r:gz', TarFile.open hands the work to the classmethod that "
                      "TarFile.OPEN_METH names for 'gz'. What default does that method give its compresslevel parameter?")
    assert not shown.startswith("'mode'")
    config = "# There are three mappings allowed in this file:\n# ---------\n# MANDATORY_MANPATH\t\t\tmanpath_element\n" \
             "# MANPATH_MAP\t\tpath_element\tmanpath_element\n# ---------\n# every automatically generated MANPATH includes " \
             "these fields\n#\n#MANDATORY_MANPATH \t\t\t/usr/src/pvm3/man\n#\n" + \
        "".join(f"MANDATORY_MANPATH\t\t\t/usr/man{i}\n" for i in range(3)) + \
        "".join(f"MANPATH_MAP\t/bin{i}\t\t\t/usr/share/man\n" for i in range(20))
    with Sandbox(context=config, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, [""], ["/etc/manpath.config"])) as sb:
        assert run(sb, "print(records().fields())").strip() == "['column1', 'column2', 'column3']"
    spec = "Triggers\n========\n\nIntroduction\n------------\n\nText.\n\nInteraction with apt, and aptitude\n" \
           "----------------------------------\n\nText.\n\nError handling\n--------------\n\nText.\n"
    with Sandbox(context=spec, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, [""], ["/usr/share/doc/dpkg/spec/triggers.txt"])) as sb:
        assert run(sb, "print([r['title'] for r in records() if r.get('title')])").strip().startswith("['Triggers'")
    from rlm.sandbox_helpers import _entry_names
    assert _entry_names({"title": "Interaction with apt, and aptitude"}) == []
    assert _entry_names({"title": "-I PATTERN, --ignore=PATTERN"}) == ["-I", "--ignore"]
    telnet = "IAC  = bytes([255]) # Interpret As Command\nXDISPLOC = bytes([35]) # X Display Location\n" * 1
    shown, _ = _views(telnet, [""], ["/usr/lib/python3.11/telnetlib.py"], 'telnetlib.py describes one Telnet option with '
                      'the comment "X Display Location". What option code does it give that option?')
    assert "items of this record" not in shown


def test_session_74_round_38_s_not_found_kinds_a_prefix_count_and_an_ini_key_past_the_first_twelve() -> None:
    """Round 38: "How many MADV_ advice constants does mman-common.h #define?" counted nothing ("advice" a word no field
    takes) and "How many MADV_ constants ..." every record; "what key binding does the key set [IDLE Modern Unix] give
    the action comment-region?" names a key its INI section holds past the first twelve the lookup read."""
    from rlm.judge import judge
    from rlm.question import Question

    header = "#ifndef __ASM_GENERIC_MMAN_COMMON_H\n#define __ASM_GENERIC_MMAN_COMMON_H\n\n" + \
        "".join(f"#define PROT_{n}\t0x{i}\t\t/* page can be {n.lower()} */\n" for i, n in enumerate(("READ", "WRITE", "EXEC"))) + \
        "\n" + "".join(f"#define MADV_{n}\t{i}\t\t/* {n.lower()} */\n" for i, n in enumerate(
            ("NORMAL", "RANDOM", "SEQUENTIAL", "WILLNEED", "DONTNEED", "FREE", "REMOVE"))) + \
        "\n#define MAP_FIXED\t0x10\n#define MAP_ANONYMOUS\t0x20\n\n#endif\n"
    for q, n in (("How many MADV_ advice constants does asm-generic/mman-common.h #define?", "7"),
                 ("How many MADV_ constants does mman-common.h define?", "7"),
                 ("How many MAP_ constants does asm-generic/mman-common.h #define?", "2")):
        shown, seen = _views(header, [""], ["/usr/include/asm-generic/mman-common.h"], q, "computations")
        assert shown.strip() == n and judge(n, seen, Question.parse(q)).accepted, q
    actions = [f"action-{i}" for i in range(14)] + ["comment-region"]
    keys = "".join(f"[IDLE {k}]\n" + "".join(f"{a}=<Control-Key-{k[0].lower()}{i}>\n" for i, a in enumerate(actions)) + "\n"
                   for k in ("Classic Windows", "Modern Unix", "Classic Mac"))
    q = "In IDLE's config-keys.def, what key binding does the key set [IDLE Modern Unix] give the action comment-region?"
    shown, seen = _views(keys, [""], ["/usr/lib/python3.11/idlelib/config-keys.def"], q)
    assert "its comment-region: '<Control-Key-m14>'" in shown and judge("<Control-Key-m14>", seen, Question.parse(q)).accepted


def test_the_review_of_session_74_s_views_and_rules() -> None:
    """A read-only review's inputs where this session's views or rules misled: an entry named only as a contrast
    ("like -a but ...") gives no other name; "After" opening a sentence is no name of "Before=, After="; the name of
    the constant a class attribute is set from is the attribute's value, not the constant's; counts "without" a comment
    or placed from an item are other counts; "at module level", not "the logging module ... a level parameter"; "DejaVu
    Sans Mono" names no record listing "DejaVu Sans"; a copyright box heads no section; a body holding a name picks no
    record by it."""
    from rlm.documents import Document
    from rlm.judge import judge
    from rlm.question import Question
    from rlm.seen import Seen

    ls = ".TH LS 1\n.SH NAME\nls \\- list directory contents\n.SH DESCRIPTION\n" + "".join(
        f".TP\n\\fB{o}\\fR, \\fB{long}\\fR\n{d}\n" for o, long, d in (
            ("\\-a", "\\-\\-all", "do not ignore entries starting with ."),
            ("\\-A", "\\-\\-almost\\-all", "do not list implied . and .."),
            ("\\-c", "\\-\\-ctime", "with -lt: sort by, and show, ctime")))
    for q in ("Which option of ls(1) is like -a but does not list implied . and ..?",
              "The -c option of ls(1) works with which other option? Give its long name."):
        assert "other name" not in _views(ls, [""], ["/usr/share/man/man1/ls.1.gz"], q)[0]
    unit = ".TH SYSTEMD.UNIT 5\n.SH NAME\nsystemd.unit \\- Unit configuration\n.SH OPTIONS\n" + "".join(
        f".PP\n\\fI{t}\\fR\n.RS 4\n{t} does this.\n.RE\n" for t in (
            "Wants=", "Requires=", "Requisite=", "BindsTo=", "Conflicts=", "Before=, After=", "OnFailure="))
    q = "After the entry for Requisite=, which setting does systemd.unit(5) document next?"
    shown, seen = _views(unit, [""], ["/usr/share/man/man5/systemd.unit.5.gz"], q, "order")
    assert "BindsTo=" in shown and not judge("OnFailure=", seen, Question.parse(q)).accepted
    module = "MAXLINE = 8192\n\n\nclass FTP:\n    '''An FTP client class.'''\n    maxline = MAXLINE\n\n" + \
        "".join(f"    def cmd{i}(self, arg):\n        return arg\n\n" for i in range(8)) + "\n" + \
        "".join(f"def parse{i}(resp):\n    return resp\n\n\n" for i in range(5))
    q = "Which module-level name does ftplib's FTP class assign to its class attribute maxline? Give the name as written."
    shown, seen = _views(module, [""], ["/usr/lib/python3.11/ftplib.py"], q)
    assert judge("MAXLINE", seen, Question.parse(q)).accepted and not judge("8192", seen, Question.parse(q)).accepted
    q = "How many functions in the logging module's __init__.py take a level parameter?"
    assert "top-level" not in _views(module, [""], ["/usr/lib/python3.11/logging/__init__.py"], q, "computations")[0]
    conf = "<fontconfig>\n" + "".join(f" <alias>\n  <family>{g}</family>\n  <prefer>\n" + "".join(
        f"   <family>{f}</family>" + (f" <!-- {c} -->" if c else "") + "\n" for f, c in fs) + "  </prefer>\n </alias>\n"
        for g, fs in (("serif", (("Norasi", "thai"), ("Kinnari", "thai"))), ("monospace", (
            ("DejaVu Sans", ""), ("MS Gothic", "han (ja)"), ("UmePlus Gothic", "han (ja)"), ("TlwgMono", "thai"))))) + \
        "</fontconfig>\n"
    source = [""], ["/usr/share/fontconfig/conf.avail/65-nonlatin.conf"]
    for q in ('How many families without the comment "han (ja)" does 65-nonlatin.conf prefer for monospace?',
              'Which family does 65-nonlatin.conf prefer for monospace right before the one with the comment "thai"?',
              "For which generic family does 65-nonlatin.conf list DejaVu Sans Mono as a preferred family?"):
        shown = _views(conf, *source, q)[0]
        assert "carry the comment" not in shown and "its family" not in shown, q
    box = "# " + "-" * 60 + "\n# Copyright (C) 2010 The Foo Project\n# This file is free software; see COPYING.\n# " + \
        "-" * 60 + "\n\ntimeout = 30\nretries = 5\n\n" + "".join(
            f"# {'-' * 60}\n# {s}\n# {'-' * 60}\n{k} = 1\n{k}2 = 2\n\n" for s, k in (("Network", "port"), ("Logging", "level")))
    with Sandbox(context=box, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, [""], ["/etc/foo/foo.conf"])) as sb:
        assert run(sb, "print([r.get('section') for r in records() if r.get('key') == 'retries'])").strip() == "['']"
    news = "".join(f"Version 0.1.{i}\n~~~~~~~~~~~~~~\n\n" + "".join(
        f"* Fix {k}{' in ATCODES handling' if (i, k) in ((10, 1), (11, 0)) else ''}\n" for k in range(i - 6)) + "\n"
        for i in range(9, 13))
    code = "print(len(list_items(next(r['body'] for r in records() if 'ATCODES' in r['body']))))"
    seen = Seen([Document(news, "/usr/share/doc/foo/NEWS")])
    seen.add("4\n", code)
    assert not judge("4", seen, Question.parse("How many changes in foo's NEWS mention ATCODES?")).accepted


NETTLE_NEWS = "".join(
    f"NEWS for the {'Nettle ' if i % 2 else ''}{v} release\n\n\tThis is a release.\n\n\tBug fixes:\n\n" +
    "".join(f"\t* Fix number {k} of {v}.\n\n" for k in range(i + 1)) +
    ("\tOptimizations:\n\n\t* Eliminated a memcpy for in-place CBC\n\t  decrypt.\n\n" if v == "2.2" else "") +
    f"\tThe shared library names are libnettle.so.{i}.{i + 1} and libhogweed.so.{i + 2}.{i},\n"
    f"\twith sonames libnettle.so.{i} and libhogweed.so.{i + 2}.\n\n"
    for i, v in enumerate(("3.8.1", "3.8", "3.7.1", "2.7.1", "2.7", "2.4", "2.2")))


def test_session_74_round_38_s_release_notes_news_for_the_nettle_release() -> None:
    """Round 38's Nettle NEWS: "NEWS for the Nettle 3.8.1 release" over tab-indented notes was read as blocks of
    statements ('It statements'); now each is a release section. The name a release's section writes in the shape the
    question gives ("as libnettle.so.N.N"), the release whose section writes a soname, and the label over a change that
    wraps over two lines are shown; a word after a quoted phrase ("the "since Linux" notes") is no value to select by."""
    from rlm.judge import judge
    from rlm.question import Question

    source = [""], ["/usr/share/doc/libnettle8/NEWS.gz"]
    with Sandbox(context=NETTLE_NEWS, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000, *source)) as sb:
        assert run(sb, "print(records().kind, [r['version'] for r in records()])").strip() == \
            "sections ['3.8.1', '3.8', '3.7.1', '2.7.1', '2.7', '2.4', '2.2']"
    q = "What shared library name does Nettle's NEWS give libnettle in its section for the 2.4 release? Give the full " \
        "name, as libnettle.so.N.N."
    shown, seen = _views(NETTLE_NEWS, *source, q)
    assert "'libnettle.so.5.6'" in shown and judge("libnettle.so.5.6", seen, Question.parse(q)).accepted
    q = "Which Nettle release's section in Nettle's NEWS gives the libhogweed library name libhogweed.so.4.2?"
    assert "libhogweed.so.4.2" in Question.parse(q).anchors
    shown, seen = _views(NETTLE_NEWS, *source, q)
    assert "its version: '3.7.1'" in shown and judge("3.7.1", seen, Question.parse(q)).accepted
    q = 'Under which heading of its release section does Nettle\'s NEWS file the change "Eliminated a memcpy for ' \
        'in-place CBC decrypt." Give the heading without its colon.'
    shown, seen = _views(NETTLE_NEWS, *source, q)
    assert "its heading: 'Optimizations'" in shown and judge("Optimizations", seen, Question.parse(q)).accepted
    page = ".TH IP 7\n.SH DESCRIPTION\n.SS Socket options\n" + "".join(
        f".TP\n.BR {n} \" (since Linux \" {v} )\n{n} does this.\n" for n, v in (
            ("IP_MTU", "2.2"), ("IP_TRANSPARENT", "2.6.24"), ("IP_BIND_ADDRESS_NO_PORT", "4.2"), ("IP_TTL", "1.0"))) + \
        ".SH NOTES\n.SS Compatibility\nFor compatibility with Linux 2.0, the obsolete syntax is still supported.\n"
    q = 'Judging by the "since Linux" notes of ip(7)\'s socket options, which socket option came to Linux most recently?'
    assert "Compatibility" not in _views(page, [""], ["/usr/share/man/man7/ip.7.gz"], q, "order")[0]


IDLE_KEYS = "# Where multiple keys are specified for an action: if they are separated\n# by a space then the keys are " \
    "alternatives. key binding settings.\n\n" + "".join(
        f"[{name}]\n" + "".join(f"{a}={k}\n" for a, k in actions) +
        "".join(f"do-{i}=<Key-F{i}>\n" for i in range(1, 13)) + "\n" for name, actions in (
            ("IDLE Classic Windows", [("copy", "<Control-Key-c> <Control-Key-C>"), ("cut", "<Control-Key-x>"),
                                      ("paste", "<Shift-Key-Insert>"), ("redo", "<Control-Shift-Key-Z>"),
                                      ("open-module", "<Alt-Key-m>"), ("tabify-region", "<Alt-Key-5>"),
                                      ("untabify-region", "<Alt-Key-6>"), ("find", "<Control-Key-f>")]),
            ("IDLE Modern Unix", [("copy", "<Control-Key-c>"), ("cut", "<Control-Key-x> <Shift-Key-Delete>"),
                                  ("paste", "<Control-Key-v> <Shift-Key-Insert>"), ("redo", "<Control-Key-y>"),
                                  ("open-module", "<Control-Key-m>"), ("tabify-region", "<Control-Key-5>"),
                                  ("untabify-region", "<Control-Key-6>"), ("find", "<Control-Key-f>")]),
            ("IDLE Classic Mac", [("copy", "<Command-Key-c>"), ("cut", "<Command-Key-x>"), ("paste", "<Command-Key-v>"),
                                  ("redo", "<Shift-Command-Key-Z>"), ("open-module", "<Command-Key-m>"),
                                  ("tabify-region", "<Control-Key-5>"), ("untabify-region", "<Control-Key-6>"),
                                  ("find", "<Command-Key-f>")])))


def test_session_75_an_ini_section_s_keys_counted_ranked_placed_and_hopped_across() -> None:
    """Round 38's config-keys.def: a section's keys are its settings, no records of their own, so the counts of "how
    many actions does the key set [X] give more than one binding" counted sections or nothing; now the keys of the one
    section named are counted by one test of their values (a word some hold, or several items), the sections ranked by
    it, the key after another placed among its section's keys, and a key found by its value in one section followed to
    its value in the other. The file's comment lines ("key binding settings") select nothing a count missed."""
    from rlm.judge import judge
    from rlm.question import Question

    source = [""], ["/usr/lib/python3.11/idlelib/config-keys.def"]
    for q, figure in (("In IDLE's config-keys.def, how many actions does the key set [IDLE Modern Unix] give more than "
                       "one alternative key binding?", "2"),
                      ("In config-keys.def's key set [IDLE Classic Windows], how many actions have at least one binding "
                       "that uses the Shift modifier (a <Shift-...> key)?", "2")):
        shown, seen = _views(IDLE_KEYS, *source, q, "computations")
        assert shown.strip() == figure and judge(figure, seen, Question.parse(q)).accepted, q
    q = "Which key set in IDLE's config-keys.def has the most actions bound with the Control modifier (at least one " \
        "<Control-...> key)?"
    shown, seen = _views(IDLE_KEYS, *source, q, "computations")
    assert shown.startswith("[('IDLE Modern Unix', 8)") and judge("IDLE Modern Unix", seen, Question.parse(q)).accepted
    assert not judge("IDLE Classic Mac", seen, Question.parse(q)).accepted
    q = "In config-keys.def's key set [IDLE Classic Mac], which action is listed right after tabify-region?"
    shown, seen = _views(IDLE_KEYS, *source, q, "order")
    assert "untabify-region <- right after 'tabify-region'" in shown and \
        judge("untabify-region", seen, Question.parse(q)).accepted
    q = "In config-keys.def's key set [IDLE Modern Unix], one action is bound to <Control-Key-m>. What key bindings " \
        "does the key set [IDLE Classic Mac] give that same action?"
    shown, seen = _views(IDLE_KEYS, *source, q)
    assert shown.startswith("'idle classic mac' names this record; its open-module: '<Command-Key-m>'")
    assert judge("<Command-Key-m>", seen, Question.parse(q)).accepted
    q = "In IDLE's config-keys.def, how many actions does the key set [IDLE Modern Unix] bind with the Shift modifier?"
    assert _views(IDLE_KEYS, *source, q, "computations")[0].strip() == "2"
    q = "How many actions do the key sets [IDLE Modern Unix] and [IDLE Classic Mac] bind with the Shift modifier?"
    assert _views(IDLE_KEYS, *source, q, "computations")[0].strip() == ""  # two sections: no one count


def test_session_75_entries_of_a_subsection_a_block_by_its_head_and_a_note_over_one_define() -> None:
    """Round 38's not-found kinds: "in its Socket options subsection" of ip(7) is the part of its named entries, not the
    section of a table's rows inside it too (one value of two place fields had selected nothing); a word after a quoted
    phrase selects no records in a count or a ranking either; a block of statements named by a name inside its head
    ("the grant block for the module jdk.crypto.ec") or by a phrase its statements quote, its "permission statements"
    counted as "permission entries"; the comment over one #define between blank lines is the comment it is under."""
    from rlm.judge import judge
    from rlm.question import Question

    page = ".TH IP 7\n.SH DESCRIPTION\n.SS Socket options\n" + "".join(
        f".TP\n.BR {n} \" (since Linux \" {v} )\n{n} does this.\n" + (
            ".TS\nl l.\nPath MTU discovery value\tMeaning\nIP_PMTUDISC_WANT\tUse per-route settings.\n"
            "IP_PMTUDISC_DONT\tNever do Path MTU Discovery.\n.TE\n" if n == "IP_MTU" else "")
        for n, v in (("IP_MTU", "2.2"), ("IP_TRANSPARENT", "2.6.24"), ("IP_BIND_ADDRESS_NO_PORT", "4.2"),
                     ("IP_RECVTTL", "2.2"), ("IP_TTL", "1.0"))) + \
        ".SS /proc interfaces\n" + "".join(f".TP\n.IR {n} \" (since Linux \" {v} )\n{n} does this.\n" for n, v in (
            ("ip_default_ttl", "2.2"), ("ip_forward", "1.2"), ("ip_dynaddr", "2.0.31"), ("ip_no_pmtu_disc", "2.2"))) + \
        ".SH ERRORS\n" + "".join(f".TP\n.B {e}\nIt failed.\n" for e in ("EACCES", "EAGAIN", "EINVAL", "ENOENT", "EPERM")) + \
        ".SH NOTES\n.SS Compatibility\nFor compatibility with Linux 2.0, the obsolete syntax is still supported.\n"
    source = [""], ["/usr/share/man/man7/ip.7.gz"]
    q = "How many socket options does ip(7) describe in its Socket options subsection (one entry each)?"
    shown, seen = _views(page, *source, q, "computations")
    assert shown.strip() == "5" and judge("5", seen, Question.parse(q)).accepted
    q = 'How many of the socket options described in ip(7) are marked "(since Linux 2.2)"?'
    assert _views(page, *source, q, "computations")[0].strip() == "2"
    q = 'Judging by the "since Linux" notes of ip(7)\'s socket options, which socket option came to Linux most recently?'
    shown, seen = _views(page, *source, q, "computations")
    assert shown.startswith("[('IP_BIND_ADDRESS_NO_PORT', 'Linux 4.2')")
    assert judge("IP_BIND_ADDRESS_NO_PORT", seen, Question.parse(q)).accepted
    policy = "// Permissions required by modules.\n\n" + "".join(
        f'grant codeBase "jrt:/{m}" {{\n' + "".join(f"    permission {p};\n" for p in ps) + "};\n\n" for m, ps in (
            ("java.net.http", ['java.lang.RuntimePermission "modifyThread"', 'java.net.NetPermission "getProxySelector"',
                               'java.util.PropertyPermission "*","read"']),
            ("jdk.crypto.ec", ['java.lang.RuntimePermission "accessClassInPackage.sun.security.*"',
                               'java.security.SecurityPermission "putProviderProperty.SunEC"']),
            *((m, ["java.lang.RuntimePermission \"accessClassInPackage.sun.misc\"", "java.security.AllPermission"])
              for m in ("java.compiler", "java.scripting", "jdk.zipfs", "jdk.dynalink"))))
    source = [""], ["/etc/java-17-openjdk/security/default.policy"]
    q = "How many permission entries does default.policy's grant block for the module jdk.crypto.ec list?"
    shown, seen = _views(policy, *source, q, "computations")
    assert shown.strip() == "[2]" and judge("2", seen, Question.parse(q)).accepted
    q = 'One module\'s grant block in default.policy holds the permission java.lang.RuntimePermission "modifyThread". ' \
        'How many permission entries does that block list in all?'
    shown, seen = _views(policy, *source, q, "computations")
    assert shown.strip() == "[3]" and judge("3", seen, Question.parse(q)).accepted
    header = "#define PROT_READ\t0x1\t\t/* page can be read */\n#define PROT_WRITE\t0x2\t\t/* page can be written */\n\n" \
        "/*\n * Flags for mlock\n */\n#define MLOCK_ONFAULT\t0x01\n\n/* common parameters: try to keep these consistent " \
        "across architectures */\n" + "".join(
            f"#define MADV_{n}\t{i}\t\t/* {n.lower()} */\n" for i, n in enumerate(("NORMAL", "RANDOM", "SEQUENTIAL",
                                                                                   "WILLNEED", "DONTNEED"))) + \
        "\n/* compatibility flags */\n#define MAP_FILE\t0\n\n#define PKEY_DISABLE_ACCESS\t0x1\n#define PKEY_DISABLE_WRITE\t0x2\n"
    q = "Under which comment does asm-generic/mman-common.h #define MAP_FILE? Give the comment's text."
    shown, seen = _views(header, [""], ["/usr/include/asm-generic/mman-common.h"], q)
    assert "its section: 'compatibility flags'" in shown and judge("compatibility flags", seen, Question.parse(q)).accepted
    page = ".TH MADVISE 2\n.SH NAME\nmadvise \\- give advice about use of memory\n.SH DESCRIPTION\n.SS Conventional " \
        "advice values\n" + "".join(f".TP\n.B {n}\n{n} advises.\n" for n in ("MADV_NORMAL", "MADV_RANDOM")) + \
        ".SS Linux-specific advice values\n" + "".join(f".TP\n.BR {n} \" (since Linux \" {v} )\n{n} advises.\n" for n, v in (
            ("MADV_REMOVE", "2.6.16"), ("MADV_FREE", "4.5"), ("MADV_COLD", "5.4"))) + ".SH ERRORS\n" + "".join(
            f".TP\n.B {e}\nIt failed.\n" for e in ("EACCES", "EAGAIN", "EINVAL", "EINVAL", "EINVAL", "EIO", "ENOMEM")) + \
        ".SH SEE ALSO\nmmap(2)\n"
    header = "#ifndef __ASM_GENERIC_MMAN_COMMON_H\n#define __ASM_GENERIC_MMAN_COMMON_H\n\n" + "".join(
        f"#define MADV_{n}\t{i}\t\t/* {n.lower()} */\n" for n, i in (
            ("NORMAL", 0), ("RANDOM", 1), ("REMOVE", 9), ("FREE", 8), ("COLD", 20))) + "\n#endif\n"
    q = 'The madvise(2) man page gives exactly one advice value as available "since Linux 4.5". What value does ' \
        'asm-generic/mman-common.h #define for it?'
    shown, seen = _views([header, page], ["mman-common.h", "madvise.2"], ["/usr/include/asm-generic/mman-common.h",
                                                                          "/usr/share/man/man2/madvise.2.gz"], q, "across")
    assert shown.startswith("'madv_free' names this record; its value: 8") and judge("8", seen, Question.parse(q)).accepted


def test_session_75_the_judge_takes_a_release_ranked_by_its_changes_a_year_of_dates_and_a_looked_up_part() -> None:
    """Round 37/38's right answers the judge refused: the release listing the most `*` items ("changes": what a release
    lists), a count of releases by the year their dates start with ('dates' of "NEWS dates each release"), and the
    part a lookup view names over a record's line that shows no heading."""
    from rlm.judge import judge
    from rlm.question import Question

    q = "Which Nettle release's section in Nettle's NEWS lists the most changes as `*` items?"
    shown, seen = _views(NETTLE_NEWS, [""], ["/usr/share/doc/libnettle8/NEWS.gz"], q, "computations")
    assert shown.startswith("[('2.2', 8)") and judge("2.2", seen, Question.parse(q)).accepted
    news = "".join(f"Version 1.{i}.0\n~~~~~~~~~~~~~\nReleased: {y}-0{i % 9 + 1}-10\n\nNotes:\n - A change.\n\n"
                   for i, y in enumerate((2017, 2016, 2016, 2015, 2015, 2016, 2014)))
    q = "PackageKit's NEWS dates each release. How many of them came out in 2016?"
    shown, seen = _views(news, [""], ["/usr/share/doc/packagekit/NEWS.gz"], q, "computations")
    assert shown.strip() == "3" and judge("3", seen, Question.parse(q)).accepted
    page = "'\\\" t\n.\\\" Title: apt-patterns\n.\\\" Generator: DocBook XSL Stylesheets vsnapshot\n" \
        '.TH "APT-PATTERNS" "7"\n.SH "NAME"\napt-patterns \\- Syntax of apt patterns\n.SH "PACKAGE PATTERNS"\n' + \
        "".join(f".PP\n?{n}(NAME), ~{n[0]}NAME\n.RS 4\nSelects {n} packages\\&.\n.RE\n" for n in (
            "architecture", "broken", "config-files", "essential", "exact-name", "garbage", "installed", "maintainer")) + \
        '.SH "VERSION PATTERNS"\n' + "".join(f".PP\n?{n}(NAME), ~{n[0]}NAME\n.RS 4\nSelects versions by {n}\\&.\n.RE\n"
                                              for n in ("archive", "codename", "origin", "priority", "section",
                                                        "source-package", "source-version", "version")) + \
        '.SH "SEE ALSO"\napt(8)\n'

    q = "Under which section heading does apt-patterns(7) describe the pattern ?priority?"
    shown, seen = _views(page, [""], ["/usr/share/man/man7/apt-patterns.7.gz"], q)
    assert "its part: 'VERSION PATTERNS'" in shown and judge("VERSION PATTERNS", seen, Question.parse(q)).accepted
    assert not judge("PACKAGE PATTERNS", seen, Question.parse(q)).accepted
    casing = "# SpecialCasing.txt\n#\n# Format of the file:\n# <code>; <lower>; <title>; <upper>; (<condition_list>;)? " \
        "# <comment>\n\n# Unconditional mappings\n\n00DF; 00DF; 0053 0073; 0053 0053; # LATIN SMALL LETTER SHARP S\n" \
        "0130; 0069 0307; 0130; 0130; # LATIN CAPITAL LETTER I WITH DOT ABOVE\nFB00; FB00; 0046 0066; 0046 0046; # " \
        "LATIN SMALL LIGATURE FF\n\n# No corresponding uppercase precomposed character\n\n" + "".join(f"1F{i:02X}; 1F{i:02X}; 1F{i + 8:02X}; 1F0{i % 8} 0399; # GREEK SMALL "
                                              f"LETTER ALPHA WITH MARK {i}\n" for i in range(128, 152)) + "\n# Lithuanian\n\n0049; 0069 0307; 0049; 0049; lt More_Above; # LATIN CAPITAL LETTER I\n" \
        "00CC; 0069 0307 0300; 00CC; 00CC; lt; # LATIN CAPITAL LETTER I WITH GRAVE\n00CD; 0069 0307 0301; 00CD; 00CD; lt; " \
        "# LATIN CAPITAL LETTER I WITH ACUTE\n0128; 0069 0307 0303; 0128; 0128; lt; # LATIN CAPITAL LETTER I WITH TILDE\n"
    q = "Which character does SpecialCasing.txt map to the lowercase 0069 0307 0301 under the condition lt? Give the " \
        "character's name as the file's comment has it."
    shown, seen = _views(casing, [""], ["/usr/share/unicode/SpecialCasing.txt"], q)
    assert shown.startswith("'0069 0307 0301' names this record; its comment: 'LATIN CAPITAL LETTER I WITH ACUTE'")
    assert judge("LATIN CAPITAL LETTER I WITH ACUTE", seen, Question.parse(q)).accepted
    q = "Not counting the mappings only quoted in comments, how many lines of SpecialCasing.txt are for characters " \
        "whose name begins with LATIN?"
    shown, seen = _views(casing, [""], ["/usr/share/unicode/SpecialCasing.txt"], q, "computations")
    assert shown.strip() == "7" and judge("7", seen, Question.parse(q)).accepted  # comment lines are no records
    assert Question.parse("Not counting commented-out settings, how many keys does foo.conf set?").excludes
    news = "".join(f"Version 1.1.{i}\n~~~~~~~~~~~~~\nReleased: {y}-0{i % 9 + 1}-10\n\nNotes:\n - A change.\n\n"
                   for i, y in ((9, 2018), (7, 2017), (6, 2017), (5, 2017), (4, 2016), (3, 2016), (2, 2015)))
    q = "List every PackageKit version whose NEWS section gives a release date in 2017."
    shown, seen = _views(news, [""], ["/usr/share/doc/packagekit/NEWS.gz"], q, "order")
    assert "Version 1.1.6 <- 2 of the 3 records" in shown
    assert judge("1.1.5, 1.1.6, 1.1.7", seen, Question.parse(q)).accepted
    assert judge("1.1.5, 1.1.7", seen, Question.parse(q)).reason == "final_list_short"  # the first and last alone
    q = "Under which comment does SpecialCasing.txt list the mapping for GREEK SMALL LETTER ALPHA WITH MARK 130? Quote " \
        "the comment's first line."
    shown, seen = _views(casing, [""], ["/usr/share/unicode/SpecialCasing.txt"], q)
    assert "section: 'No corresponding uppercase precomposed character'" in shown
    assert judge("No corresponding uppercase precomposed character", seen, Question.parse(q)).accepted
    termbits = "#ifndef __ASM_GENERIC_TERMBITS_H\n#define __ASM_GENERIC_TERMBITS_H\n\n/* c_cflag bit meaning */\n" + "".join(
        f"#define {n}\t{v}\n" for n, v in (("CBAUD", "0x0000100f"), ("CBAUDEX", "0x00001000"), ("BOTHER", "0x00001000"),
                                          ("B57600", "0x00001001"), ("B115200", "0x00001002"), ("B230400", "0x00001003"),
                                          ("B4000000", "0x0000100f"), ("CIBAUD", "0x100f0000"))) + "\n#endif\n"
    q = "How many baud-rate constants named like B115200 (a B and a number) does asm-generic/termbits.h itself define?"
    shown, seen = _views(termbits, [""], ["/usr/include/asm-generic/termbits.h"], q, "computations")
    assert shown.strip() == "4" and judge("4", seen, Question.parse(q)).accepted  # not BOTHER


def test_session_75_review_the_new_views_keep_to_their_kind() -> None:
    """The review of session 75's views: a question that writes another key of an INI section asks for that key, no hop
    by a value; nested `{ ... }` blocks are no keys of their section; a word after an apostrophe is no quote's word; an
    exclusion that merely says "in comments" stays one; a shape counted leaves out what the question leaves out; a raw
    string's shape is read too."""
    from rlm.question import Question
    from rlm.sandbox_helpers import _after_quotes
    from rlm.support import _shaped_example

    conf = "".join(f"[ {name} ]\n" + "".join(f"{k} = {v}\n" for k, v in keys) + "\n" for name, keys in (
        ("CA_default", [("default_md", "sha256"), ("policy", "policy_match"), ("default_days", "365")] +
         [(f"x{i}", "yes") for i in range(6)]),
        ("req", [("default_bits", "2048"), ("default_md", "sha256"), ("prompt", "no")] + [(f"y{i}", "no") for i in range(6)])))
    q = "In openssl.cnf, the section [CA_default] uses the digest sha256. What default_bits does the section [req] give?"
    assert "its default_md" not in _views(conf, [""], ["/etc/ssl/openssl.cnf"], q)[0]
    mke2fs = "[defaults]\n\tbase_features = sparse_super,large_file\n\tblocksize = 4096\n\tinode_size = 256\n\n[fs_types]\n" + \
        "".join(f"\t{t} = {{\n\t\tfeatures = has_journal,{t}\n\t\tinode_ratio = {r}\n\t}}\n" for t, r in (
            ("ext3", 16384), ("ext4", 16384), ("small", 4096), ("floppy", 8192), ("big", 32768), ("huge", 65536))) + \
        "\n[options]\n\tfname_encoding = utf8\n\tjournal_size = 64\n"
    q = "Which section of mke2fs.conf has the most settings whose value mentions journal?"
    shown = _views(mke2fs, [""], ["/etc/mke2fs.conf"], q, "computations")[0]
    assert "('fs_types'," not in shown  # its blocks' own records hold those settings
    assert _after_quotes("the packages’ Depends fields") == set() and _after_quotes('the "since Linux" notes') == {"notes"}
    assert Question.parse("How many #defines does foo.h have, excluding those marked obsolete in comments?").excludes
    assert _shaped_example({"b115200", "bother"}, ["re.fullmatch(r'B\\d+', n)"]) == {"b115200"}
    termbits = "#ifndef _T_H\n#define _T_H\n\n" + "".join(f"#define {n}\t{v}\n" for n, v in (
        ("CBAUD", "0x0000100f"), ("BOTHER", "0x00001000"), ("B57600", "0x00001001"), ("B115200", "0x00001002"),
        ("B230400", "0x00001003"), ("B4000000", "0x0000100f"))) + "\n#endif\n"
    q = "Not counting B57600, how many constants named like B115200 does asm-generic/termbits.h define?"
    assert _views(termbits, [""], ["/usr/include/asm-generic/termbits.h"], q, "computations")[0].strip() == "3"
    from rlm.loop import order_code
    assert "every=True" not in order_code(Question.parse("PackageKit's NEWS dates each release. How many of them came out "
                                                         "in 2016?"))  # a count, no list
    assert "every=True" in order_code(Question.parse("List every version whose section gives a release date in 2017."))


REGEX_H = ("#ifndef _REGEX_H\n#define _REGEX_H 1\n\n#include <sys/types.h>\n\n/* The definition of re_syntax_options.  */\n"
           "typedef unsigned long int reg_syntax_t;\n\n# define RE_SYNTAX_SED RE_SYNTAX_POSIX_BASIC\n\n"
           "/* If this bit is set, then use extended regular expression syntax.\n   If not set, then use basic regular "
           "expression syntax.  */\n#define REG_EXTENDED 1\n\n/* If this bit is set, then ignore case when matching.\n"
           "   If not set, then case is significant.  */\n#define REG_ICASE (1 << 1)\n\n\n"
           "/* POSIX 'eflags' bits (i.e., information for regexec).  */\n\n/* If this bit is set, then the beginning-of-line "
           "operator doesn't match\n     the beginning of the string.\n   If not set, then it does.  */\n#define REG_NOTBOL 1\n\n"
           "/* Like REG_NOTBOL, except for the end-of-line.  */\n#define REG_NOTEOL (1 << 1)\n\n\n"
           "/* If any error codes are removed, changed, or added, update the\n   '__re_error_msgid' table in regcomp.c.  */\n\n"
           "typedef enum\n{\n  _REG_ENOSYS = -1,\t/* This will never happen for this implementation.  */\n"
           "  _REG_NOERROR = 0,\t/* Success.  */\n  _REG_NOMATCH,\t\t/* Didn't find a match (for regexec).  */\n"
           "  _REG_ERANGE,\t\t/* Invalid range end.  */\n  _REG_ESPACE,\t\t/* Ran out of memory.  */\n} reg_errcode_t;\n\n"
           "# define REG_NOERROR\t_REG_NOERROR\n# define REG_NOMATCH\t_REG_NOMATCH\n# define REG_ERANGE\t_REG_ERANGE\n"
           "# define REG_ESPACE\t_REG_ESPACE\n\nextern int regcomp (regex_t *__preg, const char *__pattern, int __cflags);\n"
           "extern int regexec (const regex_t *__preg, const char *__String, size_t __nmatch, int __eflags);\n"
           "extern void regfree (regex_t *__preg);\n\n#endif /* regex.h */\n")


def test_session_75_round_39_s_wrong_answers_by_kind() -> None:
    """Round 39's first run answered five wrong. regex.h's "# define RE_SYNTAX_SED ..." was a heading, so the header was
    read as sections and REG_NOTBOL put under it; a note over one #define that goes on as a sentence is no comment
    heading, a one-line comment alone between blank lines is one; the comment beside _REG_ERANGE is its enum line's,
    not a heading over "#define REG_ERANGE _REG_ERANGE"; a question asking which comment takes a comment, not the value
    of the line under it; a hop across files starts from a name the question writes, not a plain word ('type') a
    record of the other file is named by."""
    from rlm.judge import judge
    from rlm.question import Question

    source = [""], ["/usr/include/regex.h"]
    q = "Under which comment heading does regex.h define REG_NOTBOL? Give the comment's text."
    shown, seen = _views(REGEX_H, *source, q)
    assert """its section: "POSIX 'eflags' bits (i.e., information for regexec)." """.strip() in shown
    assert judge("POSIX 'eflags' bits (i.e., information for regexec).", seen, Question.parse(q)).accepted
    q = "In glibc's regex.h, what comment stands beside the error code _REG_ERANGE in reg_errcode_t?"
    shown, seen = _views(REGEX_H, *source, q)
    assert "its comment beside it: 'Invalid range end.'" in shown
    assert judge("Invalid range end.", seen, Question.parse(q)).accepted
    desktop = "[Desktop Entry]\n# Translators: This is the Application Name used in the Vim desktop file\nName=Vim\n" \
        "# Translators: This is the Generic Application Name used in the Vim desktop file\nGenericName[ga]=Eagarthóir " \
        "téacs\nGenericName=Text Editor\nExec=vim %F\nTerminal=true\nType=Application\nKeywords=Text;editor;\n" \
        "Icon=gvim\nCategories=Utility;TextEditor;\nStartupNotify=false\nMimeType=text/english;text/plain;" \
        "text/x-makefile;text/x-csrc;\n"
    q = "Under which comment does vim.desktop give its GenericName[ga] line? Give the comment's text (the nearest comment " \
        "lines above it, without the #)."
    shown, seen = _views(desktop, [""], ["/usr/share/applications/vim.desktop"], q)
    assert not judge("Text Editor", seen, Question.parse(q)).accepted
    mime = '<?xml version="1.0" encoding="UTF-8"?>\n<mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">\n' + \
        "".join(f'  <mime-type type="{t}">\n    <comment>{c}</comment>\n    <glob pattern="*.{g}"/>\n  </mime-type>\n'
                for t, c, g in (("application/xml-dtd", "DTD file", "dtd"), ("text/x-makefile", "Makefile build file", "mk"),
                                ("text/x-csrc", "C source code", "c"), ("text/plain", "plain text document", "txt"),
                                ("text/x-tex", "TeX document", "tex"))) + "</mime-info>\n"
    q = "vim.desktop lists the MIME type text/x-makefile among those Vim opens. What English comment does shared-mime-info's " \
        "freedesktop.org.xml give that type?"
    shown, seen = _views([desktop, mime], ["vim.desktop", "freedesktop.org.xml"], [
        "/usr/share/applications/vim.desktop", "/usr/share/mime/packages/freedesktop.org.xml"], q, "across")
    assert shown.startswith("'text/x-makefile' names this record; its comment: 'Makefile build file'")
    from rlm.documents import Document
    from rlm.seen import Seen

    chain = REGEX_H.replace("typedef unsigned long int reg_syntax_t;\n", "typedef unsigned long int reg_syntax_t;\n"
                            "# define RE_BACKSLASH_ESCAPE_IN_LISTS ((unsigned long int) 1)\n# define RE_BK_PLUS_QM "
                            "(RE_BACKSLASH_ESCAPE_IN_LISTS << 1)\n# define RE_CHAR_CLASSES (RE_BK_PLUS_QM << 1)\n")
    seen = Seen([Document(chain, "/usr/include/regex.h")])
    seen.add("2\n", "print(len([r for r in records() if 're_backslash_escape_in_lists' in str(r['name']).lower()]))")
    q = "How many syntax bits does regex.h define in its chain of RE_ bit macros, each the one before shifted left by " \
        "one, starting from RE_BACKSLASH_ESCAPE_IN_LISTS?"
    assert judge("2", seen, Question.parse(q)).reason == "final_hop_start_counted"  # the records naming the start
    entry = "[Desktop Entry]\nName=Vim\n" + "".join(f"Name[{loc}]=Vim\n" for loc in ("ca", "de", "eo", "es")) + \
        "Comment=Edit text files\n" + "".join(f"Comment[{loc}]=Edit {loc}\n" for loc in (
            "af", "am", "ar", "lt", "sl", "sq", "sr", "sr@Latn", "sv")) + \
        "GenericName=Text Editor\n" + "".join(f"GenericName[{loc}]=Editor {loc}\n" for loc in ("de", "lt", "pl")) + \
        "Exec=vim %F\nTerminal=true\nType=Application\n"
    q = "For how many locales does vim.desktop give a translated Comment (a Comment[...] line)?"
    shown, seen = _views(entry, [""], ["/usr/share/applications/vim.desktop"], q, "computations")
    assert shown.strip() == "9" and judge("9", seen, Question.parse(q)).accepted  # sr@Latn's too, not the plain Comment=
    q = "What Comment does Vim's vim.desktop give for the locale lt (its Comment[lt] line)?"
    assert "Comment[lt]=Edit lt <- the first of the 1 records" in _views(entry, [""], ["/usr/share/applications/vim.desktop"],
                                                                          q, "order")[0]
    news = "GnuTLS NEWS -- History of user-visible changes.                -*- outline -*-\n\n" + "".join(
        f"* Version {v} (released {d})\n\n** libgnutls: Fixed a thing in {v}.\n\n" +
        (f"** No changes since {n}.\n\n" if n else "") + "** API and ABI modifications:\nNo changes since last version.\n\n"
        for v, d, n in (("1.6.1", "2006-12-01", ""), ("1.6.0", "2006-11-17", "1.5.5"), ("1.5.5", "2006-11-10", ""),
                        ("1.5.4", "2006-11-01", ""), ("1.5.3", "2006-10-20", "")))
    q = "Reading GnuTLS's NEWS from the top, which version's section comes right after the one for 1.6.0?"
    shown, seen = _views(news, [""], ["/usr/share/doc/libgnutls30/NEWS.gz"], q, "order")
    assert "Version 1.5.5 (released 2006-11-10) <- right after the one that names '1.6.0'" in shown  # "No changes since
    # 1.5.5." is no heading of 1.5.5
    special = "'\\\\\" t\n.TH \"SYSTEMD\\\\&.SPECIAL\" \"7\" \"\" \"systemd 252\" \"systemd.special\"\n" \
        ".\\\\\" -----------------------------------------------------------------\n.\\\\\" * Define some portability stuff\n" \
        ".\\\\\" -----------------------------------------------------------------\n.SH \"NAME\"\nsystemd.special \\\\- " \
        "Special systemd units\n.SH \"UNITS MANAGED BY THE SYSTEM SERVICE MANAGER\"\n" + "".join(
            f".SS \"{sub}\"\n" + "".join(f".PP\n{u.replace('.', chr(92) + '&.')}\n.RS 4\n{d}\n.RE\n" for u, d in units)
            for sub, units in (
                ("Special System Units", [("basic.target", "A special target unit covering basic boot-up."),
                                          ("umount.target", "A special target unit that unmounts all mount and automount "
                                                            "points on system shutdown. Mounts add Conflicts."),
                                          ("veritysetup.target", "A target for verity devices."),
                                          ("dbus.service", "A special unit for the D-Bus bus daemon.")]),
                ("Special System Units for Devices", [("bluetooth.target", "Started when a Bluetooth controller shows up."),
                                                      ("printer.target", "Started when a printer shows up."),
                                                      ("sound.target", "Started when a sound card shows up.")]))) + \
        ".SH \"SEE ALSO\"\nsystemd(1)\n"
    source = [""], ["/usr/share/man/man7/systemd.special.7.gz"]
    q = 'Which special unit does systemd.special(7) describe with the words "A special target unit that unmounts all ' \
        'mount and automount points on system shutdown."?'
    shown, seen = _views(special, *source, q)
    assert "its name: 'umount.target'" in shown and judge("umount.target", seen, Question.parse(q)).accepted
    q = "Under which subsection heading does systemd.special(7) describe bluetooth.target?"
    shown, seen = _views(special, *source, q)
    assert "its part: 'Special System Units for Devices'" in shown
    q = 'In systemd.special(7)\'s subsection "Special System Units", which unit\'s entry comes right after the one for ' \
        'veritysetup.target?'
    assert "dbus.service <- right after the one that names 'veritysetup.target'" in _views(special, *source, q, "order")[0]
    module = "import bdb\n\n\nclass Pdb(bdb.Bdb):\n    '''The debugger.'''\n\n" + "".join(
        f"    def do_{n}(self, arg):\n        '''{n[0]}({n[1:]})\n        Do {n}.\n        '''\n        return 1\n" +
        (f"    do_{n[0]} = do_{n[:4]} = do_{n}\n\n" if n == "continue" else f"    do_{n[0]} = do_{n}\n\n")
        for n in ("break", "continue", "return", "step")) + "".join(f"\ndef {f}():\n    pass\n\n" for f in (
            "run", "runeval", "runcall", "set_trace", "post_mortem", "main"))
    q = "In Python's pdb.py, class Pdb binds the name do_cont to one of its command methods. Which method?"
    shown, seen = _views(module, [""], ["/usr/lib/python3.11/pdb.py"], q)
    assert "its value: 'do_continue'" in shown and judge("do_continue", seen, Question.parse(q)).accepted
    q = "In vim.desktop, which locale's Comment line comes right after Comment[sl]?"
    assert Question.parse(q).reference == "Comment[sl]"
    assert "Comment[sq]=Edit sq <- right after the one that names 'comment[sl]'" in _views(
        entry, [""], ["/usr/share/applications/vim.desktop"], q, "order")[0]
    seen = Seen([Document(entry + "MimeType=text/plain;text/x-makefile;text/x-csrc;\n", "/usr/share/applications/vim.desktop")])
    seen.add("1\n", "print(len([r for r in records() if r['key'] == 'MimeType']))")
    q = "How many MIME types does vim.desktop's MimeType key list?"
    assert judge("1", seen, Question.parse(q)).reason == "final_first_hop"  # the key's one line, not its items
    seen = Seen([Document(chain, "/usr/include/regex.h")])
    seen.add("2\n", "print(len([r for r in records() if 're_syntax_posix_basic' in str(r['title']).lower()]))")
    q = "How many syntax bits does regex.h's RE_SYNTAX_POSIX_BASIC set, once the syntaxes it is built from are spelt out?"
    assert judge("2", seen, Question.parse(q)).reason == "final_first_hop"  # the records naming it
    q = "What Comment does Vim's vim.desktop give for the locale lt (its Comment[lt] line)?"
    shown, seen = _views(entry, [""], ["/usr/share/applications/vim.desktop"], q, "order")
    assert judge("Edit lt", seen, Question.parse(q)).accepted  # a key named Comment: its value, no comment
    seen = Seen([Document(news, "/usr/share/doc/libgnutls30/NEWS.gz")])
    seen.add("1.6.1\n", "api = [r['body'] for r in records() if 'API and ABI modifications' in r['body']]\n"
             "counts = {}\nfor r in records():\n    counts[r['version']] = counts.get(r['version'], 0) + 1\n"
             "print(max(counts, key=counts.get))")
    q = 'Which GnuTLS release\'s "API and ABI modifications" list in NEWS has the most entries?'
    assert judge("1.6.1", seen, Question.parse(q)).reason == "final_unfiltered"  # the list filtered, then never read


def test_session_76_tables_in_here_documents_chains_of_constants_and_records_two_fields_name() -> None:
    """Round 39's Age.pl, regex.h and vim.desktop questions found nothing. Perl's unicore/To/Age.pl is a table of
    code point ranges inside a here-document ("return <<'END';" ... "END"), its cells apart by one tab each, the end
    left empty for a range of one: the script around it kept it from being read as a table. regex.h's syntax bits
    are a chain 26 #defines long from "((unsigned long int) 1)", beyond the 4 names followed and a cast no number.
    vim.desktop's "Comment[lt]=..." is named by two fields together, neither alone."""
    from rlm.documents import Document
    from rlm.judge import judge
    from rlm.question import Question
    from rlm.seen import Seen

    age = ("# !!!!!!!   DO NOT EDIT THIS FILE   !!!!!!!\n\n$Unicode::UCD::SwashInfo{'ToAge'}{'format'} = 'f'; # floating\n"
           "$Unicode::UCD::SwashInfo{'ToAge'}{'missing'} = 'Unassigned';\n\nreturn <<'END';\n" +
           "".join(f"{0x1000 + i * 0x40:X}\t{0x1000 + i * 0x40 + 0x3F:X}\t{['1.1', '3.0', '10.0'][i % 3]}\n" if i % 4
                   else f"{0x1000 + i * 0x40:X}\t\t{['1.1', '3.0', '10.0'][i % 3]}\n" for i in range(100)) + "END\n")
    source = [""], ["/usr/share/perl/5.36/unicore/To/Age.pl"]
    with Sandbox(context=age, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000, *source)) as sb:
        assert run(sb, "r = records(); print(len(r), r[0]['first'], r[0]['last'], r[0]['span'], r[1]['last'], "
                       "r[1]['column3'], r[1]['span'])").split() == ["100", "1000", "1000", "1", "107F", "3.0", "64"]
    q = "According to Age.pl, in which Unicode version was the code point U+1050 first assigned?"
    assert _views(age, *source, q)[0].startswith("'U+1050' names this record; its column3: 3.0 (its range 1040..107F")
    q = "Adding up its ranges, how many code points does Age.pl say Unicode 10.0 assigned?"
    ranges = [i for i in range(100) if i % 3 == 2]
    assert _views(age, *source, q, "computations")[0].strip() == str(sum(64 if i % 4 else 1 for i in ranges))
    q = "Adding up its ranges, how many code points does Age.pl say Unicode 15.0 assigned?"  # a version it never names:
    assert _views(age, *source, q, "computations")[0].strip() == ""  # no sum of every range
    q = "How many different Unicode versions does Perl's unicore/To/Age.pl name?"
    assert not Question.parse(q).whole and _views(age, *source, q, "computations")[0].strip() != "100"  # not its ranges
    q = "Age.pl lists its ranges in code point order. At which code point does the range listed right after the one " \
        "beginning at U+1040 begin? Give it as U+XXXX."
    shown, seen = _views(age, *source, q, "order")
    assert "1080 10BF 10.0 <- right after the one that names '1040'; its first: '1080'" in shown
    assert judge("1080", seen, Question.parse(q), forced=True).accepted
    assert judge("10BF", seen, Question.parse(q), forced=True).reason == "final_other_field"  # its end, not its start

    chain = "#ifndef _REGEX_H\n#define _REGEX_H 1\n\ntypedef unsigned long int reg_syntax_t;\n\n" + \
        "/* If this bit is set, a backslash quotes.  */\n# define RE_BIT0 ((unsigned long int) 1)\n\n" + "".join(
            f"/* If this bit is set, rule {i}.  */\n# define RE_BIT{i} (RE_BIT{i - 1} << 1)\n\n" for i in range(1, 26)) + \
        "extern int re_search (int a, int b);\nextern int re_match (int a, int b);\n\n#endif\n"
    source = [""], ["/usr/include/regex.h"]
    q = "regex.h defines each syntax bit as the one before it shifted left by one, starting from RE_BIT0 at 1. What " \
        "number does RE_BIT12 come to? Give it in decimal."
    shown = _views(chain, *source, q)[0]
    assert "comes to 4096" in shown and "# define RE_BIT12 (RE_BIT11 << 1)" in shown

    entry = "[Desktop Entry]\nName=Vim\n" + "".join(f"Comment[{loc}]=Edit text {loc}\n" for loc in ("de", "lt", "lv", "pl")) + \
        "".join(f"GenericName[{loc}]=Editor {loc}\n" for loc in ("de", "lt", "pl")) + "Comment=Edit text files\n"
    q = "What Comment does vim.desktop give for the locale lt?"
    shown, seen = _views(entry, [""], ["/usr/share/applications/vim.desktop"], q)
    assert shown.startswith("'Comment lt' names this record; its value: 'Edit text lt'")
    assert judge("Edit text lt", seen, Question.parse(q)).accepted
    assert not judge("Editor lt", seen, Question.parse(q)).accepted
    q = 'vim.desktop gives one locale the GenericName "Editor pl". What Comment does it give that same locale?'
    shown, seen = _views(entry.replace("Name=Vim", "Name=Vim\nName[de]=Vim"), [""], ["/usr/share/applications/vim.desktop"], q)
    assert shown.startswith("'comment' names this record; its value: 'Edit text pl'") and "GenericName[pl]" in shown
    assert judge("Edit text pl", seen, Question.parse(q)).accepted


def test_session_76_a_prefix_with_an_ellipsis_and_an_answer_in_the_form_asked() -> None:
    """"How many command methods (def do_... statements) does class Pdb define?" counted all 79 of its methods: "do_..."
    is a prefix as "do_*" is. Asked "Give it as U+XXXX", the code point the table writes 109BC is answered U+109BC."""
    from rlm.question import Question
    from rlm.span import in_form

    q = Question.parse("How many command methods (def do_... statements) does class Pdb in pdb.py define?")
    assert q.begins == ("prefix", "do_")
    assert Question.parse("How many of them are listed, and so on...?").begins is None
    asked = Question.parse("At which code point does the next range begin? Give it as U+XXXX.")
    assert in_form(asked, "109bc") == "U+109BC" and in_form(asked, "U+109BC") is None and in_form(asked, "8.0") is None
    assert in_form(Question.parse("At which code point does the next range begin?"), "109BC") is None


def test_session_76_a_docstring_reached_through_an_alias_or_a_call_and_subsections_ranked_within_a_part() -> None:
    """Round 39's pdb.py and systemd.special(7) questions found nothing: "the name do_r is bound to one of Pdb's command
    methods. What is the first line of that method's docstring?" was read as one about the first method (ordered), and
    no view read a docstring; "Pdb.do_until calls one set_ method ... the first paragraph of that method's docstring in
    bdb.py"; "Of the subsections of the part on units managed by the user service manager, which has the most unit
    entries?" ranked nothing."""
    from rlm.question import Question

    pdb = ("import bdb\n\n\nclass Pdb(bdb.Bdb):\n    '''The debugger.'''\n\n    def do_return(self, arg):\n"
           '        """r(eturn)\n        Continue execution until the current function returns.\n        """\n'
           "        self.set_return(self.curframe)\n        return 1\n    do_r = do_return\n\n"
           "    def do_until(self, arg):\n        '''unt(il) [lineno]\n        Without argument, continue.\n        '''\n"
           "        self.set_until(self.curframe, arg)\n        return 1\n    do_unt = do_until\n\n" +
           "".join(f"    def do_{n}(self, arg):\n        '''{n}\n        Do {n}.\n        '''\n        return 1\n\n"
                   for n in ("quit", "step", "next", "where", "list", "args", "retval", "run", "jump", "debug")) +
           "".join(f"\ndef {f}():\n    pass\n\n" for f in ("run", "runeval", "runcall", "set_trace", "post_mortem", "main")))
    bdb = ("class Bdb:\n    '''Generic debugger.'''\n\n    def set_until(self, frame, lineno=None):\n"
           '        """Stop when the line with the lineno greater than the current one is\n        reached or when '
           'returning from current frame."""\n        self._set_stopinfo(frame, frame, lineno)\n\n'
           "    def set_return(self, frame):\n        '''Stop when returning from the given frame.'''\n        pass\n" +
           "".join(f"\ndef {f}():\n    pass\n\n" for f in ("set_trace", "foo", "bar", "baz", "qux", "main")))
    q = "In pdb.py, the name do_r is bound to one of Pdb's command methods. What is the first line of that method's docstring?"
    assert not Question.parse(q).ordered and Question.parse("What is the first line of dpkg.log?").ordered
    shown, seen = _views(pdb, [""], ["/usr/lib/python3.11/pdb.py"], q, "within")
    assert shown.startswith("'Pdb.do_return' names this record; its docstring's first line: 'r(eturn)'")
    assert "(reached from 'do_r', which is bound to it)" in shown
    q = "pdb's Pdb.do_until calls one set_ method that Pdb inherits from bdb.Bdb. What does the first paragraph of " \
        "that method's docstring in bdb.py say?"
    shown = _views([pdb, bdb], ["pdb.py", "bdb.py"], ["/usr/lib/python3.11/pdb.py", "/usr/lib/python3.11/bdb.py"], q,
                   "within")[0]
    assert "its docstring's first paragraph: 'Stop when the line with the lineno greater than the current one is " \
           "reached or when returning from current frame.'" in shown and "(reached from 'do_until', which calls it)" in shown

    page = ('.TH "SYSTEMD\\\\&.SPECIAL" "7"\n.SH "NAME"\nsystemd.special \\- Special systemd units\n'
            '.SH "UNITS MANAGED BY THE SYSTEM SERVICE MANAGER"\n.SS "Special System Units"\n' +
            "".join(f'.PP\n\\fIsys{i}\\&.target\\fR\n.RS 4\nSystem unit {i}\\&.\n.RE\n' for i in range(5)) +
            '.SH "UNITS MANAGED BY THE USER SERVICE MANAGER"\n.SS "Special User Units"\n' +
            "".join(f'.PP\n\\fIuser{i}\\&.target\\fR\n.RS 4\nUser unit {i}\\&.\n.RE\n' for i in range(1)) +
            '.SS "Special User Slice Units"\n' +
            "".join(f'.PP\n\\fIslice{i}\\&.slice\\fR\n.RS 4\nSlice {i}\\&.\n.RE\n' for i in range(3)) +
            '.SH "SEE ALSO"\n\\fBsystemd\\fR(1)\n')
    q = "Of the subsections of systemd.special(7)'s part on units managed by the user service manager, which has the " \
        "most unit entries?"
    shown = _views(page, [""], ["/usr/share/man/man7/systemd.special.7.gz"], q, "computations")[0]
    assert shown.strip() == "[('Special User Slice Units', 3), ('Special User Units', 1)]"


def test_session_76_round_40_items_of_a_section_a_place_not_a_bound_and_items_lacking_a_comment() -> None:
    """Round 40's first run: binutils' NEWS "release with the most items in its section" was refused for not testing
    'section' (each record is one); "lists the change ... under one release. How many items does that release's section
    list?" was read as a count under 1; "How many ARPHRD_ hardware types does linux/if_arp.h define without a comment
    beside them (an alias ... counted too)?" was answered 60, every ARPHRD_ #define (10 have no comment)."""
    from rlm.code_reads import negates
    from rlm.documents import Document
    from rlm.judge import judge
    from rlm.question import Question
    from rlm.seen import Seen

    news = "-*- text -*-\n\n" + "".join(f"Changes in 2.{40 - i}:\n\n" + "".join(
        f"* Item {j} of release 2.{40 - i} says something new about objdump.\n\n" for j in range(2 + i)) for i in range(12))
    source = [""], ["/usr/share/doc/binutils/NEWS.gz"]
    q = "Which binutils release has the most items in its section of NEWS?"
    shown, seen = _views(news, *source, q, "computations")
    assert shown.startswith("[('2.29', 13), ('2.30', 12)") and judge("2.29", seen, Question.parse(q)).accepted
    news = news.replace("* Item 3 of release 2.37 says something new about objdump.", "* Adds a new format to the nm program.")
    q = 'binutils\' NEWS lists the change "Adds a new format to the nm program." under one release. ' \
        "How many items does that release's section list in all?"
    assert Question.parse(q).bound is None and Question.parse("How many ports are under 1000?").bound is not None
    assert Question.parse("How many key sets give more than one binding?").bound is not None
    shown, seen = _views(news, *source, q, "computations")
    assert shown.strip() == "5" and judge("5", seen, Question.parse(q)).accepted

    header = "#ifndef _LINUX_IF_ARP_H\n#define _LINUX_IF_ARP_H\n\n/* ARP protocol HARDWARE identifiers. */\n" + "".join(
        f"#define ARPHRD_T{i}\t{i}\t\t/* Type {i} link\t*/\n" if i % 3 else f"#define ARPHRD_T{i}\t{i}\n"
        for i in range(24)) + "#define ARPHRD_ALIAS\tARPHRD_T3\n\n/* ARP protocol opcodes. */\n" + "".join(
        f"#define\tARPOP_O{i}\t{i}\t\t/* Opcode {i}\t*/\n" for i in range(1, 6)) + "\n#endif\n"
    source = [""], ["/usr/include/linux/if_arp.h"]
    q = "How many ARPHRD_ hardware types does linux/if_arp.h define without a comment beside them (an alias defined " \
        "as another ARPHRD_ name counted too)?"
    assert Question.parse(q).excludes == "without a comment" and Question.parse(q).begins == ("prefix", "ARPHRD_")
    shown, seen = _views(header, *source, q, "computations")
    assert shown.strip() == "9"  # T0, T3, ..., T21 and the alias
    assert judge("9", seen, Question.parse(q)).accepted
    seen = Seen([Document(header, "/usr/include/linux/if_arp.h")])
    seen.add("25\n", "import re\nprint(len(re.findall(r'#define ARPHRD_\\w+', context)))")
    assert judge("25", seen, Question.parse(q)).reason == "final_unexcluded"  # every one counted
    assert negates("print(len([r for r in records() if r['description'] == '']))") and \
        negates("print(len([r for r in records() if r.get('description') in ('', None)]))") and \
        not negates("print(len([r for r in records() if r['kind'] in ('define', 'enum')]))")


def test_session_76_round_40_a_comment_beside_a_name_and_a_number_not_a_name_with_digits() -> None:
    """Round 40's other two wrong answers: "What comment does the kernel's linux/if_arp.h put beside ARPHRD_IPGRE?" was
    answered with the heading over its group (the '.' of "if_arp.h" ended the sentence the comment was asked in), and
    "What number does glibc's bits/socket.h give that family (its PF_ constant)?" with PF_X25, digits in a name."""
    from rlm.documents import Document
    from rlm.judge import judge
    from rlm.question import Question
    from rlm.seen import Seen

    header = "#ifndef _LINUX_IF_ARP_H\n#define _LINUX_IF_ARP_H\n\n/* ARP protocol HARDWARE identifiers. */\n" + "".join(
        f"#define ARPHRD_T{i}\t{i}\t\t/* Type {i} link\t*/\n" for i in range(20)) + \
        "\n/* Dummy types for non ARP hardware */\n#define ARPHRD_IPGRE\t778\t\t/* GRE over IP\t\t*/\n" \
        "#define ARPHRD_PIMREG\t779\t\t/* PIMSM register interface\t*/\n\n#endif\n"
    q = "What comment does the kernel's linux/if_arp.h put beside ARPHRD_IPGRE?"
    shown, seen = _views(header, [""], ["/usr/include/linux/if_arp.h"], q)
    assert shown.startswith("'arphrd_ipgre' is in this record; its comment beside it: 'GRE over IP'")
    assert judge("GRE over IP", seen, Question.parse(q)).accepted
    seen = Seen([Document("#define PF_X25\t\t9\t/* Reserved for X.25 project.  */\n", "/usr/include/bits/socket.h")])
    seen.add("#define PF_X25\t\t9\t/* Reserved for X.25 project.  */\n")
    q = "What number does glibc's bits/socket.h give that family (its PF_ constant)?"
    assert judge("PF_X25", seen, Question.parse(q), forced=True).reason == "final_not_number"
    assert judge("9", seen, Question.parse(q), forced=True).reason != "final_not_number"


def test_session_76_an_item_of_a_release_s_list_placed_among_its_items() -> None:
    """binutils' NEWS: "which item comes right after the one that begins "DCO signed contributions are now accepted."?
    Give the first sentence of the next item." and "What is the first item binutils' NEWS lists for release 2.14?" are
    about items of one section's list (list_items of its body), which no record is: the order view placed sections."""
    from rlm.judge import judge
    from rlm.question import Question

    news = "-*- text -*-\n\n" + "".join(f"Changes in 2.{40 - i}:\n\n" + "".join(
        f"* Option {'abc'[j]} of tool t{40 - i} is new.  It has a second sentence.\n\n" for j in range(3)) for i in range(8))
    news = news.replace("* Option b of tool t38 is new.", "* DCO signed contributions are now accepted.")
    source = [""], ["/usr/share/doc/binutils/NEWS.gz"]
    q = 'In binutils\' NEWS, which item comes right after the one that begins "DCO signed contributions are now ' \
        'accepted."? Give the first sentence of the next item.'
    shown, seen = _views(news, *source, q, "order")
    assert "its item right after it (its first sentence): 'Option c of tool t38 is new.'" in shown
    assert judge("Option c of tool t38 is new.", seen, Question.parse(q), forced=True).accepted
    assert not judge("Option a of tool t38 is new.", seen, Question.parse(q), forced=True).accepted
    q = "What is the first item binutils' NEWS lists for release 2.36? Give its first sentence."
    shown, seen = _views(news, *source, q, "order")
    assert shown.startswith("'2.36' names this record; its first item (its first sentence): 'Option a of tool t36 is new.'")
    assert judge("Option a of tool t36 is new.", seen, Question.parse(q), forced=True).accepted


def test_session_76_a_count_of_the_rules_that_write_an_assignment_the_question_writes() -> None:
    """"How many rules in 70-uaccess.rules add the uaccess tag (TAG+="uaccess")?": the lines holding it as written,
    not those naming uaccess otherwise (GOTO="uaccess_end", LABEL="uaccess_end")."""
    from rlm.judge import judge
    from rlm.question import Question

    rules = '#  This file is part of systemd.\n\nACTION=="remove", GOTO="uaccess_end"\nENV{MAJOR}=="", GOTO="uaccess_end"\n\n' + \
        "".join(f'# device kind {i}\nSUBSYSTEM=="k{i}", ENV{{ID_K{i}}}=="1", TAG+="uaccess"\n\n' for i in range(12)) + \
        'SUBSYSTEM=="misc", KERNEL=="rfkill", TAG+="seat"\n\nLABEL="uaccess_end"\n'
    q = 'How many rules in 70-uaccess.rules add the uaccess tag (TAG+="uaccess")?'
    shown, seen = _views(rules, [""], ["/usr/lib/udev/rules.d/70-uaccess.rules"], q, "computations")
    assert shown.strip() == "12" and judge("12", seen, Question.parse(q)).accepted
    rules = rules.replace('SUBSYSTEM=="k1"', 'SUBSYSTEM=="k0"').replace('SUBSYSTEM=="k2"', 'SUBSYSTEM=="k0"')
    q = "Which subsystem do the most rules in 70-uaccess.rules match (SUBSYSTEM==...)?"  # a rule's keys are its fields
    shown, seen = _views(rules, [""], ["/usr/lib/udev/rules.d/70-uaccess.rules"], q, "computations")
    assert shown.startswith("[('k0', 3), ") and judge("k0", seen, Question.parse(q)).accepted
    q = 'In 70-uaccess.rules, which comment comes right after the group of rules under "# device kind 3"? Give the ' \
        "comment's text."  # a place, not the comment beside "# device kind 3" (the '.' of the file's name read on)
    assert "comment beside" not in _views(rules, [""], ["/usr/lib/udev/rules.d/70-uaccess.rules"], q, "order")[0]


def test_session_76_the_keys_of_a_setting_ranked_by_the_items_of_its_lists() -> None:
    """"For which locale does vim.desktop list the most search keywords (a Keywords[...] line)?": Keywords[xx] lines
    hold ';' lists; the word Keywords is the value of two fields (key and name), so no count was clear."""
    from rlm.judge import judge
    from rlm.question import Question

    locales = ("de", "fr", "fi", "ca", "eo", "es", "ga", "it", "ru", "sr", "tr", "uk", "pl", "lt", "lv", "nl")
    entry = "[Desktop Entry]\nName=Vim\n" + "".join(f"Name[{loc}]=Vim\nComment[{loc}]=Edit {loc}\n" for loc in locales) + "".join(
        f"Keywords[{loc}]={';'.join(f'w{loc}{i}' for i in range(n))};\n" for loc, n in (("de", 2), ("fr", 5), ("fi", 3))) + \
        "Keywords=Text;editor;\n"
    q = "For which locale does vim.desktop list the most search keywords (a Keywords[...] line)?"
    shown, seen = _views(entry, [""], ["/usr/share/applications/vim.desktop"], q, "computations")
    assert shown.strip() == "[('fr', 5), ('fi', 3), ('de', 2)]" and judge("fr", seen, Question.parse(q)).accepted


def test_session_76_a_c_header_of_many_defines_and_a_few_structs_and_its_comment_across_files() -> None:
    """Round 40's if_arp.h-09: glibc's net/if_arp.h (80 #defines, 5 structs) was read as blocks of statements (its
    structs), no #define a record; "What comment does it put beside the type that the kernel's linux/if_arp.h comments
    as "High Performance Parallel Interface"?" then asks the other file's #define's comment: its description."""
    from rlm.judge import judge
    from rlm.question import Question

    kernel = "#ifndef _LINUX_IF_ARP_H\n#define _LINUX_IF_ARP_H\n\n/* ARP protocol HARDWARE identifiers. */\n" + "".join(
        f"#define ARPHRD_T{i}\t{i}\t\t/* Kernel type {i}\t*/\n" for i in range(20)) + \
        "#define ARPHRD_HIPPI\t780\t\t/* High Performance Parallel Interface */\n\n#endif\n"
    glibc = "#ifndef _NET_IF_ARP_H\n#define _NET_IF_ARP_H 1\n\n#include <sys/types.h>\n\n" + "".join(
        f"struct s{i}\n  {{\n    int a{i};\n    int b{i};\n  }};\n\n" for i in range(2)) + "".join(
        f"#define ARPHRD_T{i}\t{i}\t\t/* Glibc type {i}.  */\n" for i in range(20)) + \
        "#define ARPHRD_HIPPI\t780\t\t/* High Performance Parallel I'face.  */\n\n#endif\n"
    names, sources = ["linux/if_arp.h", "net/if_arp.h"], ["/usr/include/linux/if_arp.h", "/usr/include/net/if_arp.h"]
    with Sandbox(context=glibc, functions={HOST_FINAL: lambda a, h: None}, helpers=helpers_source(1000, [""], sources[1:])) as sb:
        assert run(sb, "print(len(records()), records()[-1]['description'])").strip() == \
            "22 High Performance Parallel I'face."
    q = "glibc's net/if_arp.h lists the ARPHRD_ hardware types too. What comment does it put beside the type that the " \
        "kernel's linux/if_arp.h comments as \"High Performance Parallel Interface\"?"
    shown, seen = _views([kernel, glibc], names, sources, q, "across")
    assert "its description: \"High Performance Parallel I'face.\"" in shown
    assert judge("High Performance Parallel I'face.", seen, Question.parse(q)).accepted


def test_session_76_classes_at_module_level_are_its_top_level_ones() -> None:
    """"How many classes does Python's mailbox.py define at module level (exceptions included)?": the loop's count of
    the level-1 classes was refused for not testing 'module'; a module's level is its top level."""
    from rlm.judge import judge
    from rlm.question import Question

    module = '"""Mailboxes: the module\'s classes read and write them."""\n\nimport os\n\n\n' + "".join(f"class C{i}:\n    '''C{i}.'''\n\n    class Inner{i}:\n        pass\n\n"
                                        f"    def m{i}(self):\n        return {i}\n\n\n" for i in range(7)) + \
        "".join(f"def f{i}():\n    return {i}\n\n\n" for i in range(5))
    q = "How many classes does Python's mailbox.py define at module level (exceptions included)?"
    shown, seen = _views(module, [""], ["/usr/lib/python3.11/mailbox.py"], q, "computations")
    assert shown.strip() == "7" and judge("7", seen, Question.parse(q)).accepted


def test_session_76_that_base_class_refers_back_to_another_class() -> None:
    """"mailbox.py's class MaildirMessage derives directly from another class defined in mailbox.py. How many methods
    does that base class define?" was answered 12, MaildirMessage's own methods: "that base class" named no hop."""
    from rlm.documents import Document
    from rlm.judge import judge
    from rlm.question import Question
    from rlm.seen import Seen

    q = "mailbox.py's class MaildirMessage derives directly from another class defined in mailbox.py. How many methods " \
        "(def statements directly in its body) does that base class define?"
    assert Question.parse(q).hop and not Question.parse("How many methods does that base class define?").hop
    module = "class Message:\n    def a(self):\n        pass\n\n\nclass MaildirMessage(Message):\n" + "".join(
        f"    def m{i}(self):\n        pass\n\n" for i in range(4))
    seen = Seen([Document(module, "/usr/lib/python3.11/mailbox.py")])
    seen.add("4\n", "print(len([r for r in records() if r['kind'] == 'method' and r['parent'] == 'MaildirMessage']))")
    assert judge("4", seen, Question.parse(q)).reason == "final_hop_start_counted"


def test_session_76_an_answer_to_what_a_docstring_says_is_in_a_docstring() -> None:
    """Asked the first line of do_return's docstring, "... is: 'self.set_return(self.curframe)'" (a line of its code)
    was taken once the question no longer read as ordered; a docstring asked for is a docstring's words."""
    from rlm.documents import Document
    from rlm.judge import judge
    from rlm.question import Question
    from rlm.seen import Seen

    module = 'class Pdb:\n    def do_return(self, arg):\n        """r(eturn)\n        Continue until it returns.\n' \
        '        """\n        self.set_return(self.curframe)\n        return 1\n    do_r = do_return\n'
    seen = Seen([Document(module, "/usr/lib/python3.11/pdb.py")])
    seen.add(module)
    q = "In pdb.py, the name do_r is bound to one of Pdb's command methods. What is the first line of that method's docstring?"
    assert judge("The first line is: 'self.set_return(self.curframe)'", seen, Question.parse(q), forced=True).reason == \
        "final_not_docstring"
    assert judge("r(eturn)", seen, Question.parse(q), forced=True).reason != "final_not_docstring"


def test_session_76_the_class_a_module_is_named_for_may_rank_first() -> None:
    """"Which class in Python's mailbox.py defines the most methods?": Mailbox, which the counts rank first, was refused
    as a word of the question; the word was the file's name."""
    from rlm.documents import Document
    from rlm.judge import judge
    from rlm.question import Question
    from rlm.seen import Seen

    seen = Seen([Document("class Mailbox:\n    pass\n", "/usr/lib/python3.11/mailbox.py")])
    seen.add("[('Mailbox', 31), ('Maildir', 24)]\n",
             "print(Counter(r['parent'] for r in records() if r['kind'] == 'method' and r['parent'] != '').most_common(5))")
    q = "Which class in Python's mailbox.py defines the most methods?"
    assert judge("Mailbox", seen, Question.parse(q)).accepted
    seen = Seen([Document("class Value:\n    pass\n", "/usr/lib/python3.11/shapes.py")])
    seen.add("[('value', 31), ('Maildir', 24)]\n", "print(Counter(r['parent'] for r in records()).most_common(5))")
    assert judge("value", seen, Question.parse("Which string shape has the most values?")).reason == "final_question_word"


def test_session_76_a_method_placed_among_the_methods_of_the_class_the_question_names() -> None:
    """"Which method does mailbox.py's class Babyl define right after get_message?": eight classes define get_message,
    so no record was named; the class the question names picks its own."""
    from rlm.judge import judge
    from rlm.question import Question

    module = "".join(f"class {c}:\n    def get_message(self, key):\n        return {i}\n\n    def {c.lower()}_next(self):\n"
                     f"        return {i}\n\n\n" for i, c in enumerate(("Mailbox", "Maildir", "Babyl", "MH", "MMDF"))) + \
        "".join(f"def f{i}():\n    return {i}\n\n\n" for i in range(5))
    q = "Which method does mailbox.py's class Babyl define right after get_message?"
    shown, seen = _views(module, [""], ["/usr/lib/python3.11/mailbox.py"], q, "order")
    assert "its name: 'babyl_next'" in shown and judge("babyl_next", seen, Question.parse(q)).accepted
