"""The answer rules as pure functions: the question read once, the seen lines, the judge and the leads."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from rlm import sandbox_helpers
from rlm.documents import Document
from rlm.follow import FOLLOW_CHARS, RARE, defines, follow, names
from rlm.judge import (Misattribution, Verdict, _not_where_quoted, _viewed_documents, backed, held_elsewhere, judge, misattributed,
                       named_document, placed)
from rlm.question import Question, first_hop, hop_name, split_hop
from rlm.seen import Fact, Passage, Seen, facts
from rlm.support import holds, specific

KEYS = ("One of the special magic numbers for steady-engine is: 8387149.",
        "One of the special magic numbers for noble-fiddle is: 1391749.")
FIDDLE = "What is the special magic number for noble-fiddle mentioned in the provided text?"


def seen_of(*outputs: str) -> Seen:
    seen = Seen()
    for output in outputs:
        seen.add(output)
    return seen


def backed_(answer: str, seen: str, question: str = "") -> bool:
    return backed(answer, seen, Question.parse(question))


def closest(seen: str, question: str) -> list[str]:
    return seen_of(seen).closest(Question.parse(question))


def read_lines(seen: str, question: str, chars: int) -> list[str]:
    return seen_of(seen).to_read(Question.parse(question), chars)


def asks_to_count(question: str) -> bool:
    return Question.parse(question).counts


def asks_for_all(question: str) -> bool:
    return Question.parse(question).several


def follow_(lines: list[str], question: str, documents: list[Document], search: object) -> tuple[list[str], list[str]]:
    """The names followed and the lines found, as the root is shown them (without their locations)."""
    followed, found = follow(lines, Question.parse(question), Seen(), documents, search)  # type: ignore[arg-type]
    return followed, [f.text for f in facts("\n".join(found))]


def test_backed() -> None:
    seen = "[at 12] One of the special magic numbers for quiet-harbor is: 4,093,751."
    assert backed_("4093751", seen) and backed_("The magic number is 4,093,751", seen)
    assert not backed_("409375", seen) and not backed_("40937511", seen)
    assert not backed_("Maria Lopez approved it", seen)
    q = "Who approved the Riverside project budget?"
    fact = "the budget of the Riverside project was approved by Maria Lopez"
    assert backed_("Maria Lopez", fact, q) and not backed_("who approved the Riverside project budget", fact, q)
    code = "wrapped = textwrap.wrap(text, 72)"  # a short number is a number: seen, backed; unseen, not
    q = "What is the default width used by textwrap.wrap?"
    assert backed_("The default width used by textwrap.wrap is 72.", code, q) and backed_("72", code, q)
    assert not backed_("The default width used by textwrap.wrap is 70.", code, q) and not backed_("70", code, q)
    q = "What is the default value of the parameter hi of insort_left?"  # a short word of the question says nothing
    assert not backed_("hi", "def insort_left(a, x, lo=0, hi=None):", q) and backed_("None", "hi=None", q)
    q = "Which character does KOI8-R put at the byte right after CYRILLIC SMALL LETTER HA? Give its name."
    charmap = "<U0445>     /xc8         CYRILLIC SMALL LETTER HA\n<U0438>     /xc9         CYRILLIC SMALL LETTER I"
    assert backed_("CYRILLIC SMALL LETTER I", charmap, q)  # its letter I is no token, yet the name is another
    assert not backed_("CYRILLIC SMALL LETTER", charmap, q) and not backed_("CYRILLIC SMALL LETTER HA", charmap, q)


def test_closest_lines_to_the_question() -> None:
    seen = ("3 match(es) for 'magic':\n[at 0] One of the special magic numbers for steady-engine is: 8387149.\n"
            "[at 90] One of the special magic numbers for noble-fiddle is: 1391749.\n[at 120] The sky is blue.")
    q = "What is the special magic number for noble-fiddle mentioned in the provided text?"
    assert closest(seen, q) == ["One of the special magic numbers for noble-fiddle is: 1391749."]
    assert closest(seen, "Who won the cup?") == []
    four = "\n".join(f"[at {i}] One of the special magic numbers for noble-raven is: {i}{i}{i}." for i in range(4))
    assert len(closest(four, "What are all the special magic numbers for noble-raven?")) == 4  # ties all kept
    counted = "1979 match(es) for 'install' (len() counts them all):\n[at 0] 2025-06-24 install perl\n1979\n1,979"
    assert closest(counted, "How many lines of the log mention install?") == ["1979", "1,979"]  # what the code counted
    assert closest(counted, "Which lines of the log mention install?") == ["2025-06-24 install perl"]


def test_a_number_from_a_line_about_another_key_is_misattributed() -> None:
    seen = "2 match(es) for 'special magic number':\n" + "\n".join(f"[at {i}] {line}" for i, line in enumerate(KEYS))
    assert misattributed("The special magic number for noble-fiddle is: 8387149.", seen_of(seen),
                         Question.parse(FIDDLE)) == Misattribution(
        ["8387149"], KEYS[0], ["noble-fiddle"], [KEYS[1]])
    assert misattributed("1391749", seen_of(seen), Question.parse(FIDDLE)) is None
    assert misattributed("8387149", seen_of(seen.replace("noble-fiddle", "noble-raven")), Question.parse(FIDDLE)) is None  # nothing about the key
    logs = "2024-01-01 ERROR db-primary timeout after 300 ms\n2024-01-02 ERROR db-primary refused\n1234"
    assert misattributed("1234", seen_of(logs), Question.parse("How many ERROR lines mention db-primary?")) is None  # computed, not copied


def test_names_are_identifier_like_words_the_question_does_not_use() -> None:
    line = "VAR MBRKE = VAR QXJTA. One of parse_config, maxRetries, v2 and host42 is noble-fiddle: 4093751."
    assert names(line, Question.parse("Which variables equal VAR QXJTA?")) == ["MBRKE", "parse_config", "maxRetries", "host42"]
    assert list(Question.parse("What did parse_config, GPT-4 and noble-fiddle say in May about 53179?").keys) == [
        "parse_config", "GPT-4", "noble-fiddle", "53179"]


def test_followed_lines_fit_a_budget() -> None:
    lines = [f"Step {i} of the ALPHA1 run: " + "words " * 60 for i in range(5)]
    shown = "\n".join(f"[at {i}] {line}" for i, line in enumerate(lines))
    followed, found = follow_(["ALPHA1 started."], "When did the run end?", [Document("\n".join(lines), "<text>")],
                             lambda name: shown if name == "ALPHA1" else "")
    assert followed == ["ALPHA1"] and found == [" ".join(line[:296].split()) + " ..." for line in lines[:3]]
    assert sum(len(line) + 1 for line in found) <= FOLLOW_CHARS


def test_names_made_of_the_questions_words_are_followed_first() -> None:
    lines = {"default_port": "helo_resp = None ehlo_resp = None does_esmtp = False default_port = SMTP_PORT",
             "SMTP_PORT": "SMTP_PORT = 25", "helo_resp": "self.helo_resp = msg", "ehlo_resp": "self.ehlo_resp = None",
             "does_esmtp": "self.does_esmtp = True"}
    doc = Document("\n".join(lines.values()) + "\nport = self.default_port", "<code>")
    followed, found = follow_(["port = self.default_port"], "What is the default port of the SMTP class?", [doc],
                             lambda name: lines.get(name, ""))
    assert followed[:2] == ["default_port", "SMTP_PORT"] and found[1] == "SMTP_PORT = 25"


def test_a_key_the_question_names_is_followed_however_common() -> None:
    doc = Document("class TextWrapper:\n    tabsize = 8\n" + "w = TextWrapper()\n" * 10, "<code>")
    q = "How many spaces does a tab expand to in TextWrapper?"
    hits = {"TextWrapper": "[at 0] class TextWrapper: tabsize = 8\n[at 36] w = TextWrapper()"}
    assert follow_([], q, [doc], lambda name: hits.get(name, "")) == (  # nothing seen about it: all its lines
        ["TextWrapper"], ["class TextWrapper: tabsize = 8", "w = TextWrapper()"])
    assert follow_(["the tab"], q, [doc], lambda name: hits.get(name, "")) == (  # else the first: its definition
        ["TextWrapper"], ["class TextWrapper: tabsize = 8"])
    assert follow_(["the tab"], "How many spaces does a tab expand to?", [doc], lambda name: hits.get(name, "")) == ([], [])


def test_a_common_name_is_followed_to_its_definition_only() -> None:
    doc = Document("_DEFAULT_LIMIT = 2 ** 16  # 64 KiB\n" + "def f(limit=_DEFAULT_LIMIT): pass\n" * 8, "<code>")
    hits = {"_DEFAULT_LIMIT": "[at 0, in streams.py] _DEFAULT_LIMIT = 2 ** 16 # 64 KiB\n[at 35] def f(limit=_DEFAULT_LIMIT): pass"}
    seen = ["class StreamReader: def __init__(self, limit=_DEFAULT_LIMIT):"]
    assert follow_(seen, "What is the default buffer limit?", [doc], lambda name: hits.get(name, "")) == (
        ["_DEFAULT_LIMIT"], ["streams.py: _DEFAULT_LIMIT = 2 ** 16 # 64 KiB"])
    used_first = {"_DEFAULT_LIMIT": "[at 35] def f(limit=_DEFAULT_LIMIT): pass"}  # a category: no definition shown first
    assert follow_(seen, "What is the default buffer limit?", [doc], lambda name: used_first.get(name, "")) == ([], [])
    assert defines("a.py: class StreamReader: x = 1", "StreamReader") and defines("N = 3", "N")
    assert not defines("r = StreamReader()", "StreamReader") and not defines("N == 3", "N")


def test_a_number_is_no_piece_of_a_word() -> None:
    """statistics.py: "(which corresponds with R6)", a sample quantile method, is no count of 6 parameters."""
    q = "How many parameters does the module-level helper function that NormalDist.inv_cdf hands the computation to take?"
    line = "[at 0] Only the latter (which corresponds with R6) gives the desired cut point, like an inv_cdf() function."
    assert not judge("6", seen_of(line), Question.parse(q), forced=True).accepted
    assert judge("6", seen_of(line.replace("R6", "R 6")), Question.parse(q), forced=True).accepted
    assert not holds("it speaks ipv6 only", ["6"]) and holds("release v2 is out", ["2"])  # a version's v is no word
    wget = "How many Wget releases does the NEWS file wave through as bugfix releases with no user-visible changes?"
    geturl = "[at 40348] * Geturl 1.2 is a bugfix release with no user-visible changes."
    assert not judge("2", seen_of(geturl), Question.parse(wget), forced=True).accepted  # a bare 2 is no piece of 1.2
    assert holds("apt (2.1.15) unstable", ["15"]) and not holds("apt (2.1.15) unstable", ["15"], bare=True)
    told = judge("1.2", seen_of(geturl), Question.parse(wget), forced=True)  # told 1 begins 1.2, the root said 1.2
    assert told.reason == "final_not_count"


def test_a_name_the_question_gives_after_its_kind_is_followed() -> None:
    """difflib: "get_close_matches scores the candidates with an object of a class from the same module. What default
    does that class's constructor give its autojunk parameter?" The root stopped at get_close_matches; the
    parameter's own line, one search away, names the class and the default."""
    src = ("class SequenceMatcher:\n    def __init__(self, isjunk=None, autojunk=True):\n        self.autojunk = autojunk\n\n\n"
           "def get_close_matches(word, possibilities, n=3, cutoff=0.6):\n    s = SequenceMatcher()\n")
    doc = Document(src, "difflib.py")
    at = src.index("    def __init__")
    hits = {"autojunk": f"[at {at}, in SequenceMatcher] def __init__(self, isjunk=None, autojunk=True): self.autojunk = autojunk"}
    q = ("difflib.get_close_matches scores the candidates with an object of a class from the same module. What default does "
         "that class's constructor give its autojunk parameter?")
    followed, found = follow_(["def get_close_matches(word, possibilities, n=3, cutoff=0.6):"], q, [doc],
                              lambda name: hits.get(name, ""))
    assert followed[0] == "autojunk" and found[0].startswith("SequenceMatcher: def __init__(self, isjunk=None, autojunk=True)")


def test_the_path_of_the_document_itself_is_no_anchor_its_lines_must_name() -> None:
    """Held-out round 9's wgetrc-01: "Going by /etc/wgetrc, what is wget's default for tries?" refused 20 off
    `#tries = 20`, a line of /etc/wgetrc that does not say /etc/wgetrc."""
    doc = Document("## Global settings\n#tries = 20\n#timeout = 900\n", "/etc/wgetrc")
    seen = Seen([doc])
    seen.add("no exact match for 'wget tries'; sentences with its words ['wget', 'tries']:\n[at 18, 1/2 words] #tries = 20",
             "search(r'wget tries')")
    assert judge("20", seen, Question.parse("Going by /etc/wgetrc, what is wget's default for tries?"), forced=True).accepted
    assert not judge("20", seen, Question.parse("Going by /etc/curlrc, what is curl's default for tries?"), forced=True).accepted


def test_the_package_folder_of_the_document_is_no_anchor_a_count_must_name() -> None:
    """Round 10's openssh-news-debian-01: "How many of the uploads in openssh-client's NEWS.Debian went to
    experimental ...?" computed 3 off the records' heads, refused as unsupported because no code named
    'openssh-client', the folder the file sits in, which names the document, not some of its lines."""
    news = "".join(f"openssh (1:{v}-1) {d}; urgency=medium\n\n  * Note.\n\n -- Colin Watson <c@d.org>  Mon, 0{i + 1} Jan 2024 "
                   "00:00:00 +0000\n\n" for i, (v, d) in enumerate([("9.2p1", "unstable"), ("9.1p1", "experimental")]))
    code = "print(len([r for r in records() if 'experimental' in str(r['head']).lower()]))"
    q = "How many of the uploads in {}'s NEWS.Debian went to experimental rather than unstable?"
    for folder, accepted in [("openssh-client", True), ("openssh-server", False)]:
        seen = Seen([Document(news, f"/usr/share/doc/{folder}/NEWS.Debian.gz")])
        seen.add("1", code)
        assert judge("1", seen, Question.parse(q.format("openssh-client")), forced=True).accepted is accepted


def test_a_count_of_a_year_s_releases_is_judged_on_what_selects_them() -> None:
    """tar's NEWS: "How many tar releases does the NEWS file list for the year 2007?" computed over the release
    records by their dates: 'list' is the file's act, 'many' of "how many", 'releases' its unit, none a filter the
    count missed; the maker ranked first by the headings is taken, 'GNU' of the NEWS's title line naming it."""
    from tests.test_helpers import TAR_NEWS
    from tests.test_support import taken

    news = "/usr/share/doc/tar/NEWS.gz"
    for q, code, shown, answer in [
            ("How many tar releases does the NEWS file list for the year 2007?",
             "print(len([r for r in records() if str(r.get('date', '')).startswith('2007')]))", "3", "3"),
            ("Which maintainer is named on the most release headings in GNU tar's NEWS?",
             "print(Counter(r['by'] for r in records()).most_common())",
             "[('Sergey Poznyakoff', 4), ('', 2), ('Paul Eggert', 1)]", "Sergey Poznyakoff")]:
        assert taken(answer, Question.parse(q), TAR_NEWS, news, (shown, code))
    year = Question.parse("How many tar releases does the NEWS file list for the year 2007?")
    assert not taken("10", year, TAR_NEWS, news, ("10", "print(len(records()))"))


def test_a_key_the_question_names_selects_though_its_words_describe_at_length() -> None:
    """"How many options in the APT::FTPArchive::release block ... have the type <BOOL>?": five words select lines
    (block, type, options, BOOL, the scoped name), which read as a description selecting nothing, so a count of
    the block's every option (21) was taken; BOOL, a key the question names, still selects."""
    from tests.test_helpers import APT_INDEX
    from tests.test_support import taken

    q = Question.parse("How many options in the APT::FTPArchive::release block of apt's configure-index have the type <BOOL>?")
    for shown, code, accepted in [
            ("3", "print(len([r for r in records() if r['block'] == 'APT::FTPArchive::release']))", False),
            ("2", "print(len([r for r in records() if r['block'] == 'APT::FTPArchive::release' and r['value'] == '<BOOL>']))", True)]:
        assert taken(shown, q, APT_INDEX, "/usr/share/doc/apt/examples/configure-index", (shown, code)) is accepted


def test_a_document_s_package_folder_and_a_looked_up_word_of_the_question_answer() -> None:
    """dpkg's triggers spec sits in dpkg/spec/: 'dpkg' names the document, no filter a count of INTERNALS' sections
    missed; and the part the lookup view gave for "Introduction", TRIGGERS, is a word of "dpkg's triggers spec" yet
    the answer, not a word of the question copied back."""
    from rlm.loop import lookup_code
    from tests.test_helpers import TRIGGERS_SPEC

    spec = Document(TRIGGERS_SPEC, "/usr/share/doc/dpkg/spec/triggers.txt")
    q = Question.parse("How many sections (the headings underlined with dashes) does the part INTERNALS of dpkg's triggers spec have?")
    seen = Seen([spec])
    seen.add("3", "print(len([r for r in records() if r['part'] == 'INTERNALS']))")
    assert judge("3", seen, q).accepted
    under = Question.parse("In dpkg's triggers spec, under which part (a heading in capitals) is the section \"Introduction\"?")
    seen = Seen([spec])
    seen.add("'introduction' names this record; its part: 'TRIGGERS'\n[at 19] Introduction: A dpkg trigger is a facility.",
             lookup_code(under))
    assert judge("TRIGGERS", seen, under, forced=True).accepted and not judge("Concepts", seen, under, forced=True).accepted


def test_an_item_on_the_other_side_of_the_one_counted_from_is_refused() -> None:
    """Round 8 asked again: "which manual section is searched right after "l"?" answered n off `SECTION 1 n l 8 3`."""
    line = seen_of("[at 4508] SECTION 1 n l 8 3 0 2 3type 5 4 9 6 7")
    after = Question.parse('In the order manpath.config\'s SECTION line sets, which manual section is searched right after "l"?')
    assert after.reference == "l"
    assert [judge(a, line, after, forced=True).reason for a in ("n", "3", "8")] == ["final_wrong_side", "final_wrong_side", None]
    before = Question.parse('Which section comes right before "8" in the SECTION line?')
    assert judge("l", line, before, forced=True).accepted and not judge("3", line, before, forced=True).accepted


def test_a_record_the_order_view_placed_is_on_its_side_though_a_line_runs_records_together() -> None:
    """Held-out errno.h-03: "which error code does asm-generic/errno.h define right after ENOTEMPTY?" The order view
    placed ELOOP; a search hit ran the #define lines together, where ELOOP is eight words after ENOTEMPTY, and the
    right answer was refused five times as on the wrong side."""
    q = Question.parse("Which error code does asm-generic/errno.h define right after ENOTEMPTY?")
    hits = ["[at 704] #define ENOTEMPTY 39 /* Directory not empty */ #define ELOOP 40 /* Too many symbolic links "
            "encountered */ #define EWOULDBLOCK EAGAIN /* Operation would block */"] * 3  # the names followed
    assert judge("ELOOP", seen_of(*hits), q, forced=True).reason == "final_unsupported"  # the line alone: each
    # #define of it a piece, the one naming ELOOP names no ENOTEMPTY
    seen = Seen()
    seen.add("99 records in the order of the file\n[at 751] #define ELOOP 40 /* Too many symbolic links encountered */ "
             "<- right after the one that names 'enotempty'", "print(records().order(['after', 'enotempty'], key='ENOTEMPTY'))")
    for hit in hits:
        seen.add(hit)
    assert judge("ELOOP", seen, q, forced=True).accepted


def test_a_chain_through_a_line_of_another_definition_is_about_that_one() -> None:
    """smtplib: asked the default_port of the class LMTP inherits from (SMTP: 25), a read answered 465 off
    `default_port = SMTP_SSL_PORT`, a line of SMTP_SSL, chained to the top-level `SMTP_SSL_PORT = 465`."""
    src = ("SMTP_PORT = 25\nSMTP_SSL_PORT = 465\n\n\nclass SMTP:\n    default_port = SMTP_PORT\n\n\n"
           "class SMTP_SSL(SMTP):\n    default_port = SMTP_SSL_PORT\n\n\nclass LMTP(SMTP):\n    ehlo_msg = 'lhlo'\n")
    seen = Seen([Document(src, "smtplib.py")])
    seen.add(f"[at {src.index('    default_port = SMTP_SSL')}, in SMTP_SSL] default_port = SMTP_SSL_PORT", "search('default_port')")
    seen.add(f"[at {src.index('SMTP_SSL_PORT = 465')}] SMTP_SSL_PORT = 465", "")
    q = Question.parse("What number is the default_port of the class that smtplib.LMTP inherits from?")
    assert not judge("465", seen, q, forced=True).accepted
    ssl = Question.parse("What number is the default_port of the class SMTP_SSL?")
    assert judge("465", seen, ssl, forced=True).accepted
    seen.add(f"[at {src.index('    default_port = SMTP_PORT')}, in SMTP] default_port = SMTP_PORT\n[at 0] SMTP_PORT = 25", "")
    assert judge("25", seen, q, forced=True).accepted  # LMTP(SMTP): a line of SMTP is one of the class LMTP inherits


def test_a_followed_line_is_judged_where_it_is() -> None:
    """difflib's HtmlDiff takes tabsize=8, Differ no tabsize: followed to `__init__`, HtmlDiff's constructor
    line was seen without its place, and 8 was taken as Differ's default (held-out round 8)."""
    src = ("class Differ:\n    def __init__(self, linejunk=None, charjunk=None):\n        self.linejunk = linejunk\n\n\n"
           "class HtmlDiff(object):\n    def __init__(self,tabsize=8,wrapcolumn=None):\n"
           '        """HtmlDiff instance initializer\n\n        tabsize -- tab stop spacing, defaults to 8.\n        """\n')
    doc = Document(src, "difflib.py")
    hits = {"__init__": "\n".join(f"[at {m}] {src[m:src.index(chr(10), m)].strip()}"
                                  for m in (src.index("def __init__(self, l"), src.index("def __init__(self,t")))}
    q = Question.parse("What default does the constructor of difflib.Differ give its tabsize parameter?")
    followed, found = follow(["def __init__(self, linejunk=None, charjunk=None):"], q, Seen([doc]), [doc],
                             lambda name: hits.get(name, ""))
    assert followed == ["__init__"] and found[-1] == f"[at {src.index('def __init__(self,t')}] def __init__(self,tabsize=8,wrapcolumn=None):"
    seen = Seen([doc])
    seen.add("\n".join(found))
    assert not judge("8", seen, q, forced=True).accepted
    asked = Question.parse("What default does the constructor of difflib.HtmlDiff give its tabsize parameter?")
    assert judge("8", seen, asked, forced=True).accepted


def test_categories_do_not_use_up_the_searches_that_follow_names() -> None:
    categories = ["ERROR_A", "ERROR_B", "ERROR_C", "ERROR_D", "ERROR_E", "ERROR_F", "ERROR_G"]
    doc = Document("\n".join(f"{c} at step {i}" for c in categories for i in range(8)) + "\nJOB42 ended at 17:05", "<log>")
    seen = [" ".join(categories) + " JOB42"]  # a small root printed one line naming them all
    hits = {name: "\n".join(f"[at {i}] {name} at step {i}" for i in range(8)) for name in categories}
    hits["JOB42"] = "[at 900] JOB42 ended at 17:05"
    searched: list[str] = []
    followed, found = follow_(seen, "When did the run end?", [doc], lambda name: searched.append(name) or hits[name])
    assert searched == categories + ["JOB42"]  # seven categories tried, none followed
    assert (followed, found) == (["JOB42"], ["JOB42 ended at 17:05"])


def test_a_fresh_read_gets_the_lines_closest_to_the_question_in_the_order_seen() -> None:
    seen = "3 match(es) for 'x':\n[at 0] The weather was fine.\n[at 9] git maintenance was introduced.\n" \
           "[doc 2 (notes/2.31.txt), at 5] git maintenance had trouble.\n[at 0] The weather was fine."
    question = "When was git maintenance introduced?"
    assert read_lines(seen, question, 1000) == [
        "The weather was fine.", "git maintenance was introduced.", "notes/2.31.txt: git maintenance had trouble."]
    assert read_lines(seen, question, 80) == ["git maintenance was introduced.", "notes/2.31.txt: git maintenance had trouble."]
    assert read_lines(seen, question, 40) == ["git maintenance was introduced."]
    errors = seen + "\nNameError: name 'x' is not defined (line 1)\nHint: search() returns a list"
    assert read_lines(errors, question, 1000) == read_lines(seen, question, 1000)  # what the code did is not read


def test_counts_amounts_and_all_of() -> None:
    assert asks_to_count("How many lines mention install?") and asks_to_count("What is the number of errors?")
    assert not asks_to_count("How much did the company pay?") and not asks_to_count("What is the port number of SMTP?")
    assert asks_for_all("What are all the special magic numbers for noble-raven?")
    assert asks_for_all("List each function that calls parse_config.")
    assert not asks_for_all("What is the pass key? Hold it tall.")


def test_the_judge_applies_the_rules_in_order() -> None:
    q = Question.parse(FIDDLE)
    seen = seen_of("2 match(es) for 'magic':\n" + "\n".join(f"[at {i}] {line}" for i, line in enumerate(KEYS)))
    assert judge("", seen, q) == Verdict("empty")
    assert judge("1391749", Seen(), q) == Verdict("final_unseen")  # nothing seen yet
    assert judge("1391749", Seen(), q, forced=True) == Verdict("final_unbacked")  # told to answer: judged on the text
    assert judge("1391749", seen, q, printed=True) == Verdict("final_with_output")
    assert judge("1391749", seen, q, forced=True, printed=True).accepted
    assert judge("7777777", seen, q) == Verdict("final_unbacked")
    wrong = judge("8387149", seen, q)
    assert wrong.reason == "final_elsewhere" and wrong.misattribution is not None
    assert wrong.misattribution.source == KEYS[0]
    # said again after being told: no line about noble-fiddle holds it, so still not taken
    assert judge("8387149", seen, q, said_before=True) == Verdict("final_unsupported")
    taken = judge("1391749", seen, q)
    assert taken.accepted and [p.text for p in taken.evidence] == [KEYS[1]] and taken.evidence[0].at == 1


def test_a_hits_location_is_read_back_as_the_helpers_print_it() -> None:
    sandbox_helpers._configure(1000, ["src/a.py", ""])
    try:
        printed = [sandbox_helpers.location(9, 0, "Version 1.2 (2020-01-01)"), sandbox_helpers.location(9, 1),
                   sandbox_helpers.location(12), sandbox_helpers.location(5, 0, note=", 2/3 words")]
    finally:
        sandbox_helpers._configure(20000)
    assert printed == ["[doc 0 (src/a.py), at 9, in Version 1.2 (2020-01-01)]", "[doc 1, at 9]", "[at 12]",
                       "[doc 0 (src/a.py), at 5, 2/3 words]"]
    output = "3 match(es) for 'x':\n" + "\n".join(f"{where} some   text" for where in printed)
    assert list(facts(output)) == [Fact("Version 1.2 (2020-01-01): some text", 0, "Version 1.2 (2020-01-01)"),
                                   Fact("some text", 1), Fact("some text"), Fact("src/a.py: some text", 0, "src/a.py")]


def test_seen_keeps_every_output_and_its_lines_once_parsed() -> None:
    seen = seen_of("1 match(es) for 'a':\n[at 3] Alpha is here.", "Output:\nALPHA IS HERE.\n42")
    assert seen.text.startswith("1 match(es)") and seen.lines() == ["Alpha is here.", "ALPHA IS HERE.", "42"]
    assert seen.known == {"alpha is here.", "42"} and bool(seen) and not Seen()


def test_a_csv_rows_fields_stay_apart_and_a_count_is_backed_by_its_number() -> None:
    row = "[at 3] O-1061,2025-03-14,C-059,yoga mat,8,37.74,paid"
    assert backed_("8", row, "What quantity was ordered in order O-1061?")
    assert not backed_("10612025", row, "What quantity was ordered in order O-1061?")  # fields are not one number
    assert backed_("4093751", "[at 1] the number is 4,093,751.") and backed_("4,093,751", "[at 1] it is 4093751.")
    counted = "41 match(es) for 'upgrade' (len() counts them all):\n[at 0] 2025-06-24 upgrade perl"
    assert backed_("The log records a package upgrade 41 times.", counted, "How many upgrades does the log record?")
    assert not backed_("The log records a package upgrade 42 times.", counted, "How many upgrades does the log record?")
    assert not backed_("The log records a package upgrade 41 times.", counted, "Which package was upgraded?")


def test_a_name_given_right_after_its_kind_is_a_key_the_line_must_name() -> None:
    """'the user oracle': the documents have no oracle, so another user's home, seen in a hit for 'home', is
    no answer; 'the user list' is answered from list's line only. 'The home directory' or 'the user id' name
    what is asked, not whom."""
    passwd = ("list:x:38:38:Mailing List Manager:/var/list:/usr/sbin/nologin\n"
              "cloudsdk:x:1000:1000::/home/cloudsdk:/bin/bash\n")
    seen = Seen([Document(passwd, "passwd")])
    seen.add(f"1 match(es) for 'home':\n[at {passwd.index('cloudsdk')}] cloudsdk:x:1000:1000::/home/cloudsdk:/bin/bash",
             "search('home')")
    for user in ("oracle", "list"):
        question = Question.parse(f"What is the home directory of the user {user}?")
        assert question.anchors == (user,)
        assert judge("/home/cloudsdk", seen, question, forced=True).reason == "final_unsupported"
    seen.add(f"1 match(es) for 'list':\n[at 0] {passwd.splitlines()[0]}", "search('list')")
    assert judge("/var/list", seen, Question.parse("What is the home directory of the user list?"), forced=True).accepted
    assert Question.parse("What is the user id of the home directory owner?").anchors == ()
    assert Question.parse("Which port does the service mongodb use, according to this file?").anchors == ("mongodb",)
    assert Question.parse("When did the component scheduler log its first ERROR?").anchors == ("scheduler", "ERROR")


def test_a_value_given_right_after_a_kind_of_value_is_the_key_not_the_words_before_it() -> None:
    """'the ISO code EG': the line "EG\tEgypt" answers, though it does not say ISO, which the file's
    comments say a few times; a line of another code is no answer. 'The user ID' still names an attribute."""
    table = "# ISO 3166 alpha-2 country codes, ISO/TC 46\n# ISO names\n" + \
        "".join(f"{code}\t{name}\n" for code, name in [("DZ", "Algeria"), ("EG", "Egypt"), ("TN", "Tunisia")])
    question = Question.parse("Which country has the ISO code EG?")
    assert question.anchors[0] == "EG"
    for line, answer, accepted in [("EG\tEgypt", "Egypt", True), ("TN\tTunisia", "Tunisia", False)]:
        seen = Seen([Document(table, "iso3166.tab")])
        seen.add(f"1 match(es):\n[at {table.index(line)}] {line}", "search('EG')")
        assert judge(answer, seen, question, forced=True).accepted is accepted
    assert Question.parse("Which MIME type has the file extension sic?").anchors[0] == "sic"
    assert Question.parse("What is the user ID?").anchors == ()


def test_a_name_of_the_document_itself_is_not_what_a_line_must_name() -> None:
    """"The RPC program number of nsed" asked of /etc/rpc: RPC names the file (its comments say it), so the
    line "nsed 100038" answers and "ypbind 100007" does not."""
    table = "# This file contains user readable names that can be used in place of rpc\n# program numbers.\n" + \
        "".join(f"{name}\t{number}\n" for name, number in [("portmapper", 100000), ("ypbind", 100007), ("nsed", 100038)])
    question = Question.parse("What is the RPC program number of nsed?")
    assert question.anchors == ("RPC",)
    for line, answer, accepted in [("nsed\t100038", "100038", True), ("ypbind\t100007", "100007", False)]:
        seen = Seen([Document(table, "rpc")])
        seen.add(f"1 match(es):\n[at {table.index(line)}] {line}", "search('nsed')")
        assert judge(answer, seen, question, forced=True).accepted is accepted


def test_an_identifier_the_documents_lack_leaves_no_line_about_the_question() -> None:
    """"The WoSign root certificate" of a file that never names WoSign: a comment holding "certificate
    filename" is no answer."""
    conf = "# line begins with ! is certificate filename to be deselected.\n" + \
        "".join(f"mozilla/{name}_Root_CA.crt\n" for name in ("Amazon", "GTS", "Entrust", "DigiCert"))
    seen = Seen([Document(conf, "ca-certificates.conf")])
    seen.add(f"1 match(es):\n[at 19] is certificate filename to be deselected.", "search('certificate filename')")
    question = Question.parse("What is the file name of the WoSign root certificate in this file?")
    assert specific(question, seen)[0] == ["WoSign"]
    seen.add(f"1 match(es):\n[at {conf.index('mozilla/GTS')}] mozilla/GTS_Root_CA.crt", "search('Root_CA')")
    assert judge("mozilla/GTS_Root_CA.crt", seen, question, forced=True).reason == "final_unsupported"
    gts = Question.parse("What is the file name of the GTS root certificate in this file?")
    assert specific(gts, seen)[0] != ["GTS"]  # inside GTS_Root_CA: there, if not as a word of its own


def test_a_name_the_documents_lack_leaves_no_line_about_the_question() -> None:
    """Held-out iso_15924.json-05: "What numeric code does iso_15924.json give the Yezidi script?" No record
    names Yezidi; the search for its words found scripts, and a fresh read took 994, "Code for inherited
    script", about which the question's rarest word present, 'script', said enough. A capitalised name of the
    question that no line of the documents holds is what the question is about: no line is."""
    scripts = "\n".join(json.dumps({"alpha_4": a, "name": n, "numeric": c}) for a, n, c in [
        ("Vaii", "Vai", "470"), ("Kitl", "Khitan large script", "505"), ("Zinh", "Code for inherited script", "994"),
        ("Yiii", "Yi", "460")])
    seen = Seen([Document(scripts, "iso_15924.json")])
    line = scripts.splitlines()[2]
    seen.add(f"1 match(es):\n[at {scripts.index(line)}] {line}", "search('Yezidi script')")
    question = Question.parse("What numeric code does iso_15924.json give the Yezidi script?")
    assert specific(question, seen)[0] == ["Yezidi"]
    assert judge("994", seen, question, forced=True).reason == "final_unsupported"
    vai = Question.parse("What numeric code does iso_15924.json give the Vai script?")
    seen.add(f"1 match(es):\n[at {scripts.index(scripts.splitlines()[0])}] {scripts.splitlines()[0]}", "search('Vai')")
    assert judge("470", seen, vai, forced=True).accepted

def test_a_key_s_own_line_not_one_where_it_starts_a_dotted_name_is_about_it() -> None:
    """Held-out i18n-supported-01: "Which character set does the SUPPORTED list ... give the locale hu_HU?" The
    search for hu_HU showed "hu_HU.UTF-8 UTF-8" and "hu_HU ISO-8859-2"; the root answered UTF-8, the charset of
    another locale whose name starts with hu_HU. Where a line names the key as a token of its own, a line
    naming it only as the start of a dotted name is not about it."""
    supported = "hr_HR ISO-8859-2\nhu_HU.UTF-8 UTF-8\nhu_HU ISO-8859-2\nhy_AM UTF-8\nia_FR UTF-8\n"
    seen = Seen([Document(supported, "SUPPORTED")])
    seen.add("2 match(es) for 'hu_HU':\n[at 17] hu_HU.UTF-8 UTF-8\n[at 35] hu_HU ISO-8859-2", "search('hu_HU')")
    question = Question.parse("Which character set does the SUPPORTED list of the locales package give the locale hu_HU?")
    assert [judge(a, seen, question, forced=True).accepted for a in ("UTF-8", "ISO-8859-2")] == [False, True]
    alone = Seen([Document(supported, "SUPPORTED")])
    alone.add("1 match(es) for 'hu_HU.UTF-8':\n[at 17] hu_HU.UTF-8 UTF-8", "search('hu_HU.UTF-8')")
    assert judge("UTF-8", alone, question, forced=True).accepted  # no line of hu_HU's own seen: the rules as before

def test_a_place_the_order_view_gave_is_the_only_answer_to_it() -> None:
    """"Right after X": the loop's order view placed a record; a name read afresh off a window of lines around
    X (its neighbours run together) is refused, the placed record taken."""
    names = ["DigiCert_G5", "E-Tugra_CA", "Entrust.net_Premium_CA", "Entrust_Root_CA", "GTS_Root_R1"]
    conf = "".join(f"mozilla/{n}.crt\n" for n in names)
    question = Question.parse("Which certificate is listed right after Entrust.net_Premium_CA.crt?")
    at = conf.index("mozilla/Entrust_Root")
    seen = Seen([Document(conf, "ca-certificates.conf")])
    seen.add(f"5 records in the order of the file\n[at {at}] mozilla/Entrust_Root_CA.crt <- right after the one that "
             "names 'entrust.net_premium_ca.crt'", "print(records().order(['after'], key='Entrust.net_Premium_CA.crt'))")
    seen.add("mozilla/Entrust.net_Premium_CA.crt: mozilla/DigiCert_G5.crt mozilla/E-Tugra_CA.crt", "")
    assert judge("mozilla/DigiCert_G5.crt", seen, question, forced=True).reason == "final_not_placed"
    assert judge("mozilla/Entrust_Root_CA.crt", seen, question, forced=True).accepted


def test_a_sentence_that_adds_only_a_number_to_the_question_is_no_name_and_a_parameter_is_its_key() -> None:
    """"Which group has the highest group id?" answered "The group with the highest group id is: 65534": the
    value compared, not the group. "The parameter gamma of rgb_to_hsv": rgb_to_hsv's line without gamma
    gives no default of gamma."""
    group = "".join(f"g{i}:x:{i * 10}:\n" for i in range(20)) + "nogroup:x:65534:\n"
    seen = Seen([Document(group, "group")])
    seen.add("The group with the highest group id is: 65534", "print(max(int(r['column3']) for r in records()))")
    question = Question.parse("Which group has the highest group id?")
    assert judge("The group with the highest group id is: 65534", seen, question, forced=True).reason == "final_value_not_name"
    source = "def rgb_to_hsv(r, g, b):\n    if r == g == b:\n        return 0.0, 0.0, r\n"
    seen = Seen([Document(source, "colorsys.py")])
    seen.add(f"1 match(es):\n[at 0] {source}", "search('rgb_to_hsv')")
    question = Question.parse("What is the default value of the parameter gamma of colorsys.rgb_to_hsv?")
    assert question.anchors[0] == "gamma"
    assert not judge("0.0", seen, question, forced=True).accepted


def test_a_timestamp_is_one_key_the_line_must_name() -> None:
    """'logged at 2025-03-15T07:50:25Z' named the keys '2025-03-15T07' and '50': any line of that hour was
    about it, and the loop followed the hour."""
    log = "\n".join(f"2025-03-15T07:{m:02d}:{s:02d}Z INFO api request served in {m * 7 + s} ms"
                    for m in range(40, 60) for s in (5, 25))
    question = Question.parse("How many milliseconds did the request logged at 2025-03-15T07:50:25Z take?")
    assert question.anchors == question.keys == ("2025-03-15T07:50:25Z",)
    seen = Seen([Document(log, "service.log")])
    near = "2025-03-15T07:50:05Z INFO api request served in 355 ms"
    seen.add(f"1 match(es) for 'x':\n[at {log.index(near)}] {near}", "search('2025-03-15T07:50')")
    assert judge("355", seen, question, forced=True).reason == "final_unsupported"
    line = "2025-03-15T07:50:25Z INFO api request served in 375 ms"
    seen.add(f"1 match(es) for 'x':\n[at {log.index(line)}] {line}", "search('2025-03-15T07:50:25Z')")
    assert judge("375", seen, question, forced=True).accepted
    assert Question.parse("What happened at 07:50:25 on the api?").keys == ("07:50:25",)


SPACED_LOG = "\n".join(f"2025-03-{d}T{h:02d}:{m:02d}:{s:02d}Z INFO  api     request served in {m * 7 + s} ms"
                        for d in (14, 15) for h in (6, 7) for m in range(40, 60) for s in (5, 25, 45))


def test_a_measure_asked_with_how_many_is_read_off_its_line_not_counted() -> None:
    """'How many milliseconds did the request ... take?' asks for what one line states ('served in 87 ms'),
    not for items counted: judged as a count, the line's figure was refused for filtering on no word."""
    question = Question.parse("How many milliseconds did the request logged at 2025-03-15T07:50:25Z take?")
    assert not question.counts and not question.aggregates and question.numeric
    assert Question.parse("How many requests took over 100 ms?").counts
    assert Question.parse("How many times did the api time out?").counts
    seen = Seen([Document(SPACED_LOG, "service.log")])
    line = "2025-03-15T07:50:25Z INFO api request served in 375 ms"
    seen.add(line, "print(' '.join(hit.split()))")  # printed by code, spaces collapsed: not a quote
    assert judge("375", seen, question, forced=True).accepted


def test_a_followed_line_with_its_spaces_collapsed_is_still_a_quote() -> None:
    """The loop's own lines (a followed name's hits) have their spaces collapsed ("INFO  api" -> "INFO api"):
    not found verbatim, they were taken for lines the code computed, and judged as a count is."""
    line = "2025-03-15T07:50:25Z INFO api request served in 375 ms"
    seen = Seen([Document(SPACED_LOG, "service.log")])
    seen.add(line)
    assert seen.passages[0].at == SPACED_LOG.index("2025-03-15T07:50:25Z")
    seen.add(line, "print(' '.join(hit.split()))")  # the root's code printed it so: its own figure
    assert seen.passages[1].at is None


def test_a_count_of_search_hits_is_not_how_many_times_a_word_appears() -> None:
    """search() returns sentences: "Licensor" twice in one sentence was counted once, and 9 answered for 10."""
    text = ("The Licensor grants a licence. " * 4 + "Each Licensor and the Licensor's agents agree. "
            + "Nothing here binds anyone. " * 30)
    seen = Seen([Document(text, "LICENSE")])
    hits = "pattern = r'\\bLicensor\\b'\nprint(len(search(pattern)))"
    seen.add("5", hits)
    q = Question.parse('How many times does the word "Licensor" appear in the licence?')
    assert q.occurrences and not Question.parse("How many times was nginx upgraded?").occurrences
    refused = judge("5", seen, q, forced=True)
    assert refused.reason == "final_sentences" and refused.unused == (r"\bLicensor\b",)
    seen.add("6", "import re\nprint(len(re.findall(r'\\bLicensor\\b', context)))")
    assert judge("6", seen, q, forced=True).accepted
    sentences = Seen([Document(text, "LICENSE")])
    sentences.add("5", hits)
    lines = Question.parse("How many sentences mention the Licensor?")  # sentences counted: len() is right
    assert judge("5", sentences, lines, forced=True).reason != "final_sentences"


@pytest.mark.parametrize(("text", "op", "number"), [
    ("How many groups have a group id below 100?", "<", 100),
    ("How many protocols have a number of 100 or more?", ">=", 100),
    ("How many services use a port of at least 1,024?", ">=", 1024),
    ("How many ethertypes in this file have at least one alias?", ">=", 1),
    ("How many orders have no more than 3 items?", "<=", 3),
    ("How many packages are larger than 2.5 MB?", ">", 2.5),
])
def test_a_count_beyond_a_number_reads_its_bound_and_no_ranking(text: str, op: str, number: float) -> None:
    """"At least" ranks nothing ("least" alone does), and the number is no key a line must name."""
    question = Question.parse(text)
    assert question.bound is not None and (question.bound.op, question.bound.number) == (op, number)
    assert question.ranks == 0 and str(number) not in question.anchors
    assert Question.parse("Which group has the highest group id?").bound is None
    assert Question.parse("Which service has the fewest aliases, at least?").ranks == -1


def test_a_count_that_does_not_test_its_bound_is_refused() -> None:
    """"How many groups have a group id below 100?": counted without comparing with 100 that way, the figure
    counts other groups too; `<= 99` keeps the same whole numbers as `< 100`, and `100 > gid` reads as < 100."""
    from rlm.code_reads import bounds

    text = "".join(f"g{i}:x:{i * 10}:\n" for i in range(30))
    question = Question.parse("How many groups have a group id below 100?")
    assert bounds("[r for r in rows if 100 > r['column3'] and r['column3'] >= 0]") == [("<", 100), (">=", 0)]

    def verdict(code: str, output: str) -> str | None:
        seen = Seen([Document(text, "/etc/group")])
        seen.add(output, code)
        return judge(output, seen, question).reason

    assert verdict("print(len([r for r in records() if r['column3'] < 100]))", "10") is None
    assert verdict("print(len([r for r in records() if r['column3'] <= 99]))", "10") is None
    assert verdict("print(len(records()))", "30") == "final_unbounded"
    assert verdict("print(len([r for r in records() if r['column3'] < 1000]))", "30") == "final_unbounded"
    assert verdict("print(len([r for r in records() if r['column3'] > 100]))", "19") == "final_unbounded"


def test_a_count_over_a_range_tests_both_its_ends_and_the_loop_counts_a_number_written_as_text() -> None:
    """Held-out iso_15924.json-02: "How many scripts ... have a numeric code from 200 to 299?" The range was no
    bound, so a root's count of the names holding 'code' (1) stood; the loop's own count tested 'code' in the
    name too. A range is two ends a count must test; "numeric": "070" is a number written as text, which the
    loop compares as int(); and 'code' is what the question reads off a record, not a word its names hold."""
    import ast

    from rlm.loop import computations_code
    from rlm.workspace import helpers_source
    from sandbox import Sandbox

    question = Question.parse("How many scripts in iso_15924.json have a numeric code from 200 to 299?")
    assert question.bound is not None and question.bound.ends == [(">=", 200), ("<=", 299)]
    assert question.bound.kept_by([(">=", 200), ("<", 300)]) and not question.bound.kept_by([(">=", 200)])
    scripts = json.dumps({"15924": [{"alpha_4": a, "name": n, "numeric": c} for a, n, c in [
        ("Egyd", "Egyptian demotic", "070"), ("Zinh", "Code for inherited script", "994"), ("Cyrl", "Cyrillic", "220"),
        ("Cyrs", "Cyrillic (Old Church Slavonic variant)", "221"), ("Goth", "Gothic", "206"), ("Grek", "Greek", "200"),
        ("Zyyy", "Code for undetermined script", "998"), ("Latn", "Latin", "215"), ("Armn", "Armenian", "230"),
        ("Hira", "Hiragana", "410")]]}, indent=2)
    with Sandbox(context=scripts, functions={sandbox_helpers.HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, [""], ["/usr/share/iso-codes/json/iso_15924.json"])) as sb:
        blocks = ast.literal_eval(sb.run(computations_code(question)).output.strip())
        assert blocks == ["print(len([r for r in records() if str(r.get('numeric', '')).isdigit() and "
                          "int(r['numeric']) >= 200 and int(r['numeric']) <= 299]))"]
        assert sb.run(blocks[0]).output.strip() == "6"

def test_a_file_named_in_the_question_selects_no_record_of_its_name() -> None:
    """"How many classes does queue.py define?": 'queue' names the document; code that kept the records of the
    class Queue counted something else (it said 0). "the class Queue" does name the class, and its kind word
    'class' selects nothing beside it."""
    from rlm.loop import computations_code

    counted = Question.parse("How many classes does queue.py define?")
    assert counted.file_named == {"queue", "py"} and "'queue'" not in computations_code(counted)
    assert not Question.parse("How many methods does the class Queue define?").file_named
    assert not Question.parse("What is the default value of the parameter timeout of Queue.put?").file_named
    assert "class" in Question.parse("Which method of the class Queue has the most lines?").framing
    source = "class Full(Exception):\n    pass\n\n\nclass Queue:\n    def put(self):\n        pass\n"
    seen = Seen([Document(source, "/usr/lib/python3.11/queue.py")])
    seen.add("0", "print(len([r for r in records() if r['kind'] == 'class' and r['parent'] == 'Queue']))")
    assert judge("0", seen, counted).reason == "final_narrowed"


@pytest.mark.parametrize("asked", ["Which method of the class Queue has the most lines?",
                                   "Which method of difflib's SequenceMatcher class has the most lines?"])
def test_a_named_thing_asked_with_its_class_is_no_number(asked: str) -> None:
    """"Which method of the class Queue has the most lines?" asks for a method by name: "2" is a figure. So
    does "of difflib's SequenceMatcher class", whose "'s" hid the question's kind, and whose kind word after
    the name ('class') selects nothing: the loop's ranking of SequenceMatcher's methods was refused for it."""
    question = Question.parse(asked)
    assert question.named and "class" in question.framing
    seen = Seen([Document("class Queue:\n    def put(self):\n        pass\n", "queue.py")])
    seen.add("2", "print(max([r['lines'] for r in records()]))")
    assert judge("2", seen, question).reason == "final_value_not_name"


def test_a_count_over_a_window_of_the_document_is_refused() -> None:
    """A count of "this file" from peek(start, end) or context[a:b] counts a part of it; over records() or
    the whole context it does not."""
    from rlm.code_reads import windowed

    assert windowed("d = peek(1957, 2032)\nprint(len(re.findall('Europe/', d)))")
    assert windowed("print(context[:500].count('Europe/'))")
    assert not windowed("print(context.count('Europe/'))")
    assert not windowed("x = peek(0, 80)\nprint(len([r for r in records() if r['TZ'].startswith('Europe/')]))")
    text = "".join(f"AD\t+4230+00131\t{'Europe' if i % 3 else 'Asia'}/Zone{i}\n" for i in range(30))
    question = Question.parse("How many time zones in this file are in the Europe region (their name starts with Europe/)?")
    seen = Seen([Document(text, "zone1970.tab")])
    seen.add("1", "d = peek(0, 70)\nprint(len(re.findall(r'Europe/\\w+', d)))")
    assert judge("1", seen, question).reason == "final_window"


def test_a_ranking_within_one_record_is_refused_like_a_count_within_one() -> None:
    """Held-out bash-compat-02: "which level lists the most behaviour changes?" A root counted the versions named
    in the first section's body (`next(...)` of records()) and answered with the commonest, 5.2: a ranking of what
    one record says, not of the levels."""
    text = "".join(f"compat{n}\n--------\n\n- bash-{n / 10} no longer does {i} things\n\n" for i, n in enumerate(range(31, 53)))
    question = Question.parse("In the table of shell compatibility levels at the end of bash's COMPAT, which level lists the "
                              "most behaviour changes?")
    code = ("import re\nsection = next((r for r in records()), None)\nlevels = Counter(re.findall('bash-([0-9.]+)', "
            "section['body']))\nprint(f'The level that lists the most behaviour changes is: {levels.most_common(1)[0][0]}')")
    seen = Seen([Document(text, "/usr/share/doc/bash/COMPAT.gz")])
    seen.add("The level that lists the most behaviour changes is: 3.1", code)
    assert judge("The level that lists the most behaviour changes is: 3.1", seen, question).reason == "final_window"

def test_an_answer_ranked_below_the_top_by_any_label_of_its_row_is_refused() -> None:
    """A ranking printed as (code, name, figure) rows ranks each row by all its labels: the second row's code is no
    answer to "which has the lowest", nor its name; the top row's code or name is."""
    from rlm.judge import _first

    ranking = Passage("[('ALL', 'Lek', 8), ('DZD', 'Algerian Dinar', 12), ('ARS', 'Argentine Peso', 32)]", 0, None, "",
                      "print(sorted(...))")
    assert [bool(_first(a, [ranking], -1)) for a in ("ALL", "Lek", "DZD", "Algerian Dinar")] == [False, False, True, True]

def test_a_count_read_off_a_line_is_a_number_of_its_own_there() -> None:
    """Held-out inputrc-02: "How many key sequences does /etc/inputrc bind to beginning-of-line?" A root answered 1,
    the 1 of the key sequence "\\e[1~" on the line it had been shown: a piece of a key, not a count. A line that states
    a count ("binds 2 key sequences") still backs it."""
    inputrc = '# allow the use of the Home/End keys\n"\\e[1~": beginning-of-line\n"\\e[4~": end-of-line\n'
    question = Question.parse("How many key sequences does /etc/inputrc bind to beginning-of-line, leaving out the "
                              "commented-out lines?")
    seen = Seen([Document(inputrc, "/etc/inputrc")])
    seen.add(f"[at 37] {inputrc.splitlines()[1]}", "search('beginning-of-line')")
    assert judge("1", seen, question, forced=True).reason == "final_not_counted"
    stated = inputrc + "# this file binds 2 key sequences to beginning-of-line\n"
    seen = Seen([Document(stated, "/etc/inputrc")])
    seen.add(f"[at {stated.index('# this')}] # this file binds 2 key sequences to beginning-of-line", "search('binds')")
    assert judge("2", seen, question, forced=True).accepted


def test_a_question_asking_which_letter_begins_the_most_takes_one_character() -> None:
    """Held-out iso_639-3.json-03: "Which letter begins the most three-letter codes?" A root counted the codes
    themselves, each once, and answered the first, 'aaa'."""
    codes = json.dumps({"639-3": [{"alpha_3": c, "name": n} for c, n in [("aaa", "Ghotuo"), ("kaa", "Kara-Kalpak"),
                                                                          ("kab", "Kabyle")]]})
    question = Question.parse("Which letter begins the most three-letter codes in iso_639-3.json?")
    for answer, reason in (("aaa", "final_not_character"), ("k", None)):
        seen = Seen([Document(codes, "iso_639-3.json")])
        seen.add(answer, "print(Counter(r['alpha_3'][0] for r in records()).most_common(1)[0][0])")
        assert judge(answer, seen, question).reason == reason
    seen = Seen([Document(codes, "iso_639-3.json")])  # told one character, it answered the first letter of 'aaa'
    seen.add("aaa", "print(Counter(r['alpha_3'] for r in records()).most_common(1)[0][0])")
    assert judge("a", seen, question).reason == "final_not_character"


def test_the_line_a_question_that_refers_back_starts_from_is_no_answer_to_it() -> None:
    """Held-out xkb-base.lst-04: "The variant sah in base.lst belongs to one layout. What description does the layout
    section give that layout?" The root answered "ru: Yakut", sah's own description: the line the hop starts from,
    not the layout it leads to (ru, "Russian"). Asked in one sentence, the same line answers."""
    lst = "! layout\n" + "".join(f"  {n:<16}{d}\n" for n, d in [("us", "English (US)"), ("ru", "Russian")]) + \
        "! variant\n" + "".join(f"  {n:<16}{d}\n" for n, d in [("kom", "ru: Komi"), ("sah", "ru: Yakut")])
    seen = Seen([Document(lst, "/usr/share/X11/xkb/rules/base.lst")])
    seen.add(f"1 match(es) for 'sah':\n[at {lst.index('sah')}] sah             ru: Yakut", "search('sah')")
    hop = Question.parse("The variant sah in base.lst belongs to one layout. What description does the layout section "
                         "give that layout?")
    assert judge("ru: Yakut", seen, hop, forced=True).reason == "final_first_hop"
    own = Question.parse("What description does base.lst give the variant sah?")
    assert judge("ru: Yakut", seen, own, forced=True).accepted
    group = Question.parse("Under which layout does base.lst list the variant sah? Give the layout's description.")
    assert judge("ru: Yakut", seen, group, forced=True).reason == "final_first_hop"  # "the layout's": the same hop
    inv_cdf = Question.parse("NormalDist.inv_cdf hands the computation to a module-level helper function. How many "
                             "parameters does that helper take?")
    said = "[at 0] Only the latter (which corresponds with R 6) gives the desired cut point, like an inv_cdf() function."
    assert judge("6", seen_of(said), inv_cdf, forced=True).reason == "final_first_hop"  # inv_cdf's own line
    release = Question.parse("The release table of Python's LICENSE.txt says Python 2.0 was derived from an earlier "
                             "release. Who owned that earlier release?")
    agreement = ("BEOPEN.COM LICENSE AGREEMENT FOR PYTHON 2.0\n-------------------------------------------\n\n"
                 "1. This LICENSE AGREEMENT is between BeOpen.com (\"BeOpen\"), having an office at 160 Saratoga Avenue, "
                 "Santa Clara, CA 95051, and the Individual or Organization (\"Licensee\") accessing this software.\n")
    seen = Seen([Document(agreement, "LICENSE.txt")])
    seen.add("1 match(es) for 'Python 2.0':\n[at 0] BEOPEN.COM LICENSE AGREEMENT FOR PYTHON 2.0 -----", "search('Python 2.0')")
    seen.add(f"[at 90] {agreement.splitlines()[3]}")  # a line the loop followed, beside it
    assert judge("BeOpen.com", seen, release, forced=True).reason == "final_first_hop"  # 2.0's own owner, though the
    # agreement's line beside it does not name 2.0
    seen = Seen([Document(agreement, "LICENSE.txt")])  # the agreement's line alone, under 2.0's heading
    seen.add(f"[at 90, in BEOPEN.COM LICENSE AGREEMENT FOR PYTHON 2.0] {agreement.splitlines()[3]}")
    assert judge("BeOpen.com", seen, release, forced=True).reason == "final_first_hop"


def test_a_code_that_begins_the_name_asked_for_is_no_name() -> None:
    """Held-out iso_15924.json-04: "... which one comes right after Coptic? Give its name." The root answered Goth, the
    alpha_4 of { "alpha_4": "Goth", "name": "Gothic" }: a code that only begins the name."""
    from rlm.judge import _field_not_name

    record = [Passage('{ "alpha_4": "Goth", "name": "Gothic", "numeric": "206" }', 0, 0, "", "")]
    assert _field_not_name("Goth", record) and not _field_not_name("Gothic", record)

def test_a_count_of_methods_tests_the_def_statements_it_counts() -> None:
    """"How many methods (def statements in the class body) does the class TextWrapper define?": kind ==
    'method' is what a def statement in a class makes, so 'def' is tested by it."""
    source = "class TextWrapper:\n" + "".join(f"    def m{i}(self):\n        return {i}\n" for i in range(9)) + \
        "".join(f"x{i} = {i}\n" for i in range(20))
    question = Question.parse("How many methods (def statements in the class body) does the class TextWrapper define?")
    seen = Seen([Document(source, "textwrap.py")])
    seen.add("9", "print(len([r for r in records() if r['kind'] == 'method' and r['parent'] == 'TextWrapper']))")
    assert judge("9", seen, question).accepted
    seen = Seen([Document(source, "textwrap.py")])
    seen.add("9", "print(len([r for r in records() if r['parent'] == 'TextWrapper']))")
    assert judge("9", seen, question).reason == "final_unfiltered"


def test_a_path_joined_of_the_questions_words_is_a_value() -> None:
    """"/home/cloudsdk" for the home directory of the user cloudsdk: its parts are the question's words, the
    path is not; the user's name alone still says nothing."""
    line = "cloudsdk:x:1000:1000::/home/cloudsdk:/bin/bash"
    question = "What is the home directory of the user cloudsdk?"
    assert backed_("The home directory of the user cloudsdk is /home/cloudsdk.", line, question)
    assert backed_("/home/cloudsdk", line, question)
    assert not backed_("cloudsdk", line, question)
    seen = Seen([Document(line + "\n", "/etc/passwd")])
    seen.add("[at 0] " + line, "print(search('cloudsdk'))")
    assert judge("/home/cloudsdk", seen, Question.parse(question)).accepted


def test_the_section_a_question_counts_from_by_its_title_is_never_the_answer() -> None:
    """"Which section follows the one titled "COMBINING DOCUMENTS"?" answered with that section's own line."""
    question = Question.parse('Which section of the GNU Free Documentation License follows the one titled '
                              '"COMBINING DOCUMENTS"? Give its title.')
    assert question.ordered and question.reference == "COMBINING DOCUMENTS"
    assert Question.parse("Which version was released right after 3.5.31?").reference == "3.5.31"
    licence = "4. MODIFICATIONS\n\nYou may copy.\n\n5. COMBINING DOCUMENTS\n\nYou may combine.\n\n6. COLLECTIONS OF DOCUMENTS\n"
    seen = Seen([Document(licence, "GFDL-1.3")])
    seen.add(f"1 match(es):\n[at {licence.index('5.')}] 5. COMBINING DOCUMENTS", "search('COMBINING DOCUMENTS')")
    assert judge("5. COMBINING DOCUMENTS", seen, question, forced=True).reason == "final_reference"


def test_a_name_after_a_qualified_kind_is_a_key_and_no_participle_is() -> None:
    """"the debconf database cachedb": no line names cachedb, so a commented-out database's driver is no answer."""
    from rlm.question import called

    assert called("Which driver does the debconf database cachedb use?") == ["cachedb"]
    assert called("What is the inode_ratio of the file system type ext2?") == ["ext2"]
    assert called("What is the date of the first entry listed?") == []
    conf = "Name: config\nDriver: File\n\n#Name: remotedb\n#Driver: DirTree\n"
    seen = Seen([Document(conf, "debconf.conf")])
    seen.add(f"1 match(es):\n[at {conf.index('#Name')}] #Name: remotedb #Driver: DirTree", "search('database')")
    question = Question.parse("Which driver does the debconf database cachedb use?")
    assert judge("DirTree", seen, question, forced=True).reason == "final_unsupported"


def test_a_path_asked_for_needs_an_answer_shaped_like_one() -> None:
    """"What is the file name of ...?" answered with a database's name; "which package owns the path" asks a name."""
    question = Question.parse("The database configdb stacks other databases. What is the file name of the first one it stacks?")
    assert question.path
    assert Question.parse("What is the home directory of the user cloudsdk?").path
    assert not Question.parse("Which package owns the path /usr/bin/env?").path
    conf = "Name: configdb\nStack: config, passwords\n\nName: config\nFilename: /var/cache/debconf/config.dat\n"
    seen = Seen([Document(conf, "debconf.conf")])
    seen.add(conf, "print(context)")
    assert judge("config", seen, question, forced=True).reason == "final_not_path"
    assert judge("/var/cache/debconf/config.dat", seen, question, forced=True).reason != "final_not_path"


def test_one_word_that_extends_the_name_asked_about_is_another_thing() -> None:
    """"configdb" for the driver of the database config; a code's country ("Egypt" of EG) is not refused so."""
    conf = "Config: configdb\n\nName: config\nDriver: File\n"
    seen = Seen([Document(conf, "debconf.conf")])
    seen.add("[at 0] Config: configdb", "search('config')")
    question = Question.parse("Which driver does the debconf database config use?")
    verdict = judge("configdb", seen, question, forced=True)
    assert verdict.reason == "final_extends_key" and verdict.unused == ("config",)
    iso = "DZ\tAlgeria\nEG\tEgypt\n"
    seen = Seen([Document(iso, "iso3166.tab")])
    seen.add(f"[at {iso.index('EG')}] EG\tEgypt", "search('EG')")
    assert judge("Egypt", seen, Question.parse("Which country has the ISO code EG?"), forced=True).accepted


def test_a_key_every_record_names_gives_way_to_the_rarer_one() -> None:
    """"Who uploaded base-passwd 3.5.99?": every entry names base-passwd, none 3.5.99; and with no rarer key,
    the question's rare words ("debhelper") must be in the line."""
    log = "".join(f"base-passwd (3.5.{i}) unstable; urgency=low\n  * Change {i}.\n -- Ann Lee <a@b.c>\n\n"
                  for i in range(30)) + "base-passwd (3.5.40) unstable\n  * Upgrade to debhelper v13.\n -- Bo Li <b@c.d>\n"
    seen = Seen([Document(log, "changelog")])
    about = specific(Question.parse("Who uploaded base-passwd 3.5.99? Give the name."), seen)[0]
    assert "3.5.99" in about and "base-passwd" not in about
    earliest = Question.parse("What is the earliest base-passwd version whose changelog entry mentions debhelper?")
    assert "debhelper" in specific(earliest, seen)[0]
    seen.add("[at 0] base-passwd (3.5.0) unstable; urgency=low <- the earliest of the 31 records", "print(records().order([]))")
    assert judge("3.5.0", seen, earliest, forced=True).reason == "final_unsupported"


def test_a_count_within_one_picked_record_is_a_window_unless_the_question_names_it() -> None:
    """Asked how many numbered sections a licence has, a root counted "N." in the body of its first section."""
    from rlm.code_reads import windowed

    picked = "s = next((r for r in records()), None)\nprint(len(re.findall(r'\\d+\\.', s['body'])))"
    assert windowed(picked) and windowed("print(records()[0]['body'].count('x'))")
    assert not windowed(picked, one_record=False)
    assert not windowed("q = next(r for r in records() if r['name'] == 'Queue')\n"
                        "print(len([r for r in records() if r.get('parent') == 'Queue']))")
    question = Question.parse("How many numbered sections does the GNU Free Documentation License have, section 0 included?")
    assert question.numbered == ()
    assert Question.parse("How many lines does section 4 have?").numbered == ("4",)
    assert Question.parse("Which question does section 2.1 of the sed FAQ answer?").numbered == ("2.1",)  # not 2
    licence = "".join(f"{i}. TITLE {i}\n\nBody {i}.\n\n" for i in range(12))
    seen = Seen([Document(licence, "GFDL-1.3")])
    seen.add("12 records (sections)", "print(records().summary(['documentation', 'free', 'gnu', 'license', 'sections']))")
    seen.add("0", picked)
    assert judge("0", seen, question).reason == "final_window"


def test_a_parameter_named_before_its_kind_and_a_default_asked_for_is_a_value() -> None:
    """"what default does its sigma parameter take": sigma is the parameter (not 'take'), and a default is a value,
    so the 1.0 of `sigma=1.0` is no number given for a name."""
    from rlm.question import called

    asked = "When a NormalDist is made without arguments, what default does its sigma parameter take?"
    assert called(asked) == ["sigma"] and not Question.parse(asked).named
    assert called("What is the default value of that function's parameter hi?") == ["hi"]  # not 's' of function's
    assert called("What is the default value of the parameter gamma of colorsys.rgb_to_hsv?") == ["gamma"]
    source = "class NormalDist:\n    def __init__(self, mu=0.0, sigma=1.0):\n        self._mu = float(mu)\n"
    seen = Seen([Document(source, "statistics.py")])
    seen.add(f"1 match(es):\n[at {source.index('def')}] def __init__(self, mu=0.0, sigma=1.0):", "search('sigma')")
    assert judge("1.0", seen, Question.parse(asked), forced=True).accepted


def test_a_figure_whose_code_keeps_what_the_question_leaves_out_is_refused() -> None:
    """"Of the public functions (names not starting with an underscore), which spans the most lines?": the loop's
    ranking of every top-level function put _normal_dist_inv_cdf first. A question that leaves items out ("other
    than nobody", "leaving GPL-2 aside") needs code that tests with not, != or not in."""
    text = "\\n".join(f"{n}:x:{u}:{u}::/home/{n}:/bin/sh" for n, u in (("root", 0), ("ann", 1000), ("nobody", 65534)))
    question = Question.parse("Which user other than nobody has the highest user id?")
    assert question.excludes == "other than"
    for code, reason in (("print(max(records(), key=lambda r: r['column3'])['column1'])", "final_unexcluded"),
                         ("print(max((r for r in records() if r['column1'] != 'nobody'), key=lambda r: r['column3'])"
                          "['column1'])", None)):
        seen = Seen([Document(text, "passwd")])
        answer = "nobody" if reason else "ann"
        seen.add(answer, code)
        assert judge(answer, seen, question, forced=True).reason == reason
    assert not Question.parse("How many Files paragraphs give exactly GPL-2 (not a variant such as GPL-2+)?").excludes
    wget = "How many Wget releases does the NEWS file wave through as bugfix releases? Leave out the older Geturl releases."
    assert Question.parse(wget).excludes == "Leave out" and Question.parse("How many? Leave Geturl out.").excludes


def test_every_refusal_the_rules_can_give_has_a_note_for_the_root() -> None:
    """The loop tells the root why its answer was refused with the note named by the reason: a reason without
    one crashed the run (held-out round 7's openssl.cnf-04: KeyError 'final_not_placed')."""
    import re
    from pathlib import Path

    from rlm import prompts

    source = "".join(p.read_text() for p in Path(sandbox_helpers.__file__).parent.rglob("*.py"))
    reasons = set(re.findall(r'Verdict\("(\w+)"', source)) - {"empty"}  # empty: told as final_unbacked
    assert {"final_not_placed", "final_unexcluded", "final_doubted"} <= reasons
    values = dict(about="x", words="'y'", example="", reference="z", first="a", excludes="b", said="over 3", op=">",
                  number=3, numbers="1", source="s", keys="k", s="", lines="l")
    for reason in sorted(reasons):
        assert prompts.note(reason, **values).startswith("FINAL refused"), reason


@pytest.mark.parametrize("answer, question, reason", [
    ("TN-53", "Which country has a subdivision called Mahdia? Give the country's name.", "final_code_not_name"),
    ("Tunisia", "Which country has a subdivision called Mahdia? Give the country's name.", None),
    ("ISO-8859-15", "What is the name of the charset that eesti uses?", None),  # a name shaped like a code
    ("O-1204", "Which order has the largest total?", None),  # a name not asked for: the order's key answers
])
def test_a_code_is_no_answer_to_a_question_asking_for_a_name(answer: str, question: str, reason: str | None) -> None:
    """Held-out round 7's iso-codes-05: the subdivision's line '{ "code": "TN-53", "name": "Mahdia" }' gave its code."""
    seen = seen_of('{ "code": "TN-53", "name": "Mahdia", "type": "Governorate" }', '"name": "Tunisia"',
                   "eesti et_EE.ISO-8859-15", "O-1204 | 2220.84")
    got = judge(answer, seen, Question.parse(question), forced=True).reason
    assert got == reason if reason else got != "final_code_not_name"


@pytest.mark.parametrize("answer, line, question, whole", [
    ("et_EE", "eesti et_EE.ISO-8859-15 estonian et_EE.ISO-8859-15 finnish fi_FI.ISO-8859-1",
     'What full locale name does "estonian" expand to?', "et_EE.ISO-8859-15"),
    ("et_EE.ISO-8859-15", "eesti et_EE.ISO-8859-15 estonian et_EE.ISO-8859-15 finnish fi_FI.ISO-8859-1",
     'What full locale name does "estonian" expand to?', None),
    ("873", "rsync 873/tcp # rsync", "Which port does rsync use?", None),
    ("4", "The notes were updated to version 4.2 of the tool.", "Which version of the tool do the notes describe?", "4.2"),
])
def test_an_answer_that_only_begins_a_value_of_its_line_is_refused(answer: str, line: str, question: str,
                                                                   whole: str | None) -> None:
    """Held-out round 7's locale.alias-01 answered et_EE off 'estonian et_EE.ISO-8859-15'."""
    verdict = judge(answer, seen_of(f"1 match(es):\n[at 10] {line}"), Question.parse(question), forced=True)
    assert (verdict.reason, verdict.unused) == ("final_cut_short", (whole,)) if whole else verdict.accepted, verdict


@pytest.mark.parametrize("answer, refused", [("2023-01-11", True), ("5.2.0 in 2015", True), ("2022", False),
                                             ("In 2022.", False)])
def test_a_question_asking_for_a_year_takes_one_year(answer: str, refused: bool) -> None:
    """Held-out round 7's xz-news-03: "which year saw the most releases" answered with the top of a count of
    release dates (every date once), 2023-01-11."""
    seen = seen_of("2023-01-11 5.4.1", "2022-12-13 5.4.0", "2022-11-30 5.2.8", "5.2.0 (2015-02-01)")
    verdict = judge(answer, seen, Question.parse("Which year saw the most releases, going by these notes?"), forced=True)
    assert (verdict.reason == "final_not_year") is refused, verdict


@pytest.mark.parametrize("question, accepted", [
    ("What is the value of PASSWORD_HISTORY?", False),  # no line names it: "no" is a value no passage holds
    ("What is the value of FAILLOG_ENAB?", True),  # its line holds "no"
    ("Is the history of passwords kept?", True)])  # asked yes or no, "no" needs no line
def test_an_answer_of_stop_words_alone_is_a_value_a_line_must_hold_unless_yes_or_no_is_asked(question: str, accepted: bool) -> None:
    """login.defs has no PASSWORD_HISTORY: the root answered "no" off a comment line saying "no" about
    something else, and the answer was taken with no passage at all, for stop words alone were no value."""
    seen = seen_of('[at 11240] # Set to "no" to not prevent for any account (dangerous, historical default)',
                   "[at 1611] FAILLOG_ENAB\t\tno")
    assert judge("no", seen, Question.parse(question), forced=True).accepted is accepted


GPL_TITLE = "                    GNU GENERAL PUBLIC LICENSE\n                       Version 3, 29 June 2007\n\n"


@pytest.mark.parametrize("doc, source, hits, code, question, answer", [
    # login.defs: the value's line lacks "what", a word the question uses and the file's comments hold
    ("# What to set: the PATH for the superuser.\n" + "# more comments\n" * 20 +
     "ENV_SUPATH PATH=/usr/local/sbin:/usr/sbin\nENV_PATH PATH=/usr/local/bin:/usr/bin\n", "login.defs",
     "[at 400] ENV_SUPATH PATH=/usr/local/sbin:/usr/sbin\n[at 440] ENV_PATH PATH=/usr/local/bin:/usr/bin",
     "search('ENV_SUPATH')", "What is the value of ENV_SUPATH?", "PATH=/usr/local/sbin:/usr/sbin"),
    # the GPL: a heading lacks "title" and "section", and "GNU" and "version" of the licence's own title
    (GPL_TITLE + "  The licenses for most software are designed to take away your freedom. This section and the "
     "title of each section matter; version 2 differs.\n\n" * 5 + "  12. No Surrender of Others' Freedom.\n\n",
     "/usr/share/common-licenses/GPL-3",
     "no exact match for 'Section 12'; the headings numbered 12:\n[at 900] 12. No Surrender of Others' Freedom.",
     "search('Section 12')", "What is the title of section 12 of the GNU GPL version 3?", "No Surrender of Others' Freedom")])
def test_how_a_question_asks_and_the_documents_title_are_no_words_a_line_read_afresh_must_hold(
        doc: str, source: str, hits: str, code: str, question: str, answer: str) -> None:
    """A fresh read of the hits had said NOT FOUND, and the root's answer, right, was refused as a guess for
    lacking a word of the question the document holds elsewhere: "what", how the question points at a heading
    ("title", "section"), or the document's own title. A word the question selects by still counts (see
    test_a_guess_among_hits_a_fresh_read_found_no_answer_in_is_refused in test_loop.py)."""
    seen = Seen([Document(doc, source)])
    seen.add(hits, code)
    assert judge(answer, seen, Question.parse(question), forced=True, not_found=[seen.text]).accepted


def test_a_subsection_numbered_1_3_is_no_line_of_section_3() -> None:
    """xz's README, shown its numbered headings: asked what section 3 is called, a root answered the heading
    "1.3. Documentation for liblzma", and it was taken: "3" stood in "1.3" as a whole word."""
    seen = seen_of("10 numbered heading(s):\n[at 4300, in 1. Documentation] 1.3. Documentation for liblzma\n"
                   "[at 6344, in 3. Reporting bugs] 3. Reporting bugs")
    question = Question.parse("What is section 3 of the XZ Utils README called?")
    assert not judge("Documentation for liblzma", seen, question, forced=True).accepted
    assert judge("Reporting bugs", seen, question, forced=True).accepted


def test_a_word_joined_to_a_particle_is_no_key() -> None:
    """"Which compiled-in default does system.conf show for DefaultTimerAccuracySec?": 'compiled-in' was taken
    for a key like noble-fiddle, which the line "#DefaultTimerAccuracySec=1min" had to name."""
    question = Question.parse("Which compiled-in default does systemd's system.conf show for DefaultTimerAccuracySec?")
    assert question.anchors == ("DefaultTimerAccuracySec",) and "compiled-in" not in question.keys
    assert "noble-fiddle" in Question.parse(FIDDLE).anchors
    seen = seen_of("1 match(es) for 'DefaultTimerAccuracySec':\n[at 1236] #DefaultTimerAccuracySec=1min")
    assert judge("1min", seen, question, forced=True).accepted


@pytest.mark.parametrize("answer, accepted", [("256", True), ("128", False)])
def test_a_number_a_line_sets_the_asked_word_to_is_its_value_if_the_line_is_the_questions(answer: str, accepted: bool) -> None:
    """"What cutoff does get_close_matches use?" reads as asking for a thing by name, so 0.6 off the line
    "def get_close_matches(word, possibilities, n=3, cutoff=0.6):" was refused as a bare number. It is the
    value the line sets the word asked for to. Where the document sets that word to other values too
    (mke2fs.conf: inode_size = 256 in [defaults], 128 for hurd), the line must hold another word of the
    question: asked what inode_size mke2fs uses by default, 128 is another section's."""
    conf = ("[defaults]\n\tblocksize = 4096\n\tinode_size = 256\n\n[fs_types]\n\thurd = {\n\t     blocksize = 4096\n"
            "\t     inode_size = 128\n\t}\n")
    seen = Seen([Document(conf, "/etc/mke2fs.conf")])
    seen.add("[at 34, in defaults] inode_size = 256\n[at 110, in fs_types] inode_size = 128", "search('inode_size')")
    question = Question.parse("What inode_size does mke2fs use by default?")
    assert question.named and judge(answer, seen, question, forced=True).accepted is accepted
    source = 'def get_close_matches(word, possibilities, n=3, cutoff=0.6):\n    """Use SequenceMatcher."""\n'
    seen = Seen([Document(source, "difflib.py")])
    seen.add(f"[at 0] {source.splitlines()[0]}", "search('get_close_matches')")
    asked = Question.parse("If I call difflib.get_close_matches without a cutoff, what cutoff does it use?")
    assert asked.named and judge("0.6", seen, asked, forced=True).accepted


CHIP_BLOCKS = "".join(f'chip "{name}-*"\n    label in1 "+5V"\n' + (f'    label in2 "+3.3V"\n' if n % 2 else "") +
                      "".join(f'    label temp{t} "Temp {t}"\n' for t in range(n)) + "\n"
                      for n, name in enumerate(["lm78", "w83792d", "fscsyl", "fschds", "via686a", "adm1025"]))


def test_a_count_of_blocks_holding_a_quoted_value_needs_no_other_filter() -> None:
    """sensors3.conf: "How many chip sections label some input "+3.3V"?" counted by the blocks holding +3.3v
    was refused as unfiltered: 'chip' leads every block (it names what is counted, as 'line' does a log's),
    and every line holding the quoted value holds 'label' too."""
    question = Question.parse('How many chip sections of sensors3.conf label some input "+3.3V"?')
    seen = Seen([Document(CHIP_BLOCKS, "/etc/sensors3.conf")])
    seen.add("3", "print(len([r for r in records() if '+3.3v' in r.text.lower()]))")
    assert seen.block_words == {"chip"}
    assert judge("3", seen, question).accepted
    seen = Seen([Document(CHIP_BLOCKS, "/etc/sensors3.conf")])
    seen.add("6", "print(len(records()))")
    assert not judge("6", seen, question).accepted


def test_an_extreme_named_inside_a_ranked_label_must_rank_first() -> None:
    """Under [('chip "fscsyl-*"', 13), ('chip "fschds-*"', 11)] the answer "fschds" names the second label,
    as "praise" did the second of a Counter's."""
    question = Question.parse("Which chip section in sensors3.conf has the most label statements? Give its chip name.")
    code = ("print(sorted(((r['head'], r['label statements']) for r in records() if 'label statements' in r), "
            "key=lambda t: t[1], reverse=True)[:5])")
    seen = Seen([Document(CHIP_BLOCKS, "/etc/sensors3.conf")])
    seen.add("""[('chip "adm1025-*"', 7), ('chip "via686a-*"', 5), ('chip "fschds-*"', 5)]""", code)
    assert judge("via686a", seen, question).reason == "final_not_first"
    assert judge("adm1025", seen, question).accepted


def test_an_answer_from_another_block_than_the_one_the_question_names_is_refused() -> None:
    """"What label does sensors3.conf give to temp1 on coretemp chips?": the file has no coretemp block, and
    a fresh read took the temp1 label of the k8temp chip's, shown as `in chip "k8temp-*"`."""
    text = CHIP_BLOCKS + 'chip "k8temp-*"\n    label temp1 "Core0 Temp"\n    label temp2 "Core1 Temp"\n'
    question = Question.parse("What label does sensors3.conf give to temp1 on coretemp chips?")
    seen = Seen([Document(text, "/etc/sensors3.conf")])
    seen.add('[doc 0 (/etc/sensors3.conf), at 900, in chip "k8temp-*"] label temp1 "Core0 Temp"', "print(search('temp1'))")
    assert judge("Core0 Temp", seen, question).reason == "final_other_block"
    asked = Question.parse("What label does sensors3.conf give to temp1 on k8temp chips?")
    assert judge("Core0 Temp", seen, asked).accepted


def test_a_line_in_a_block_of_statements_is_followed_to_its_block() -> None:
    """"One chip section labels an input "System Temp". What label does that same section give to in1?": the root
    found `in chip "fscher-*"] label temp3 "System Temp"`, then searched in1 over every chip. Its block's head,
    searched as written (quotes and '*' are no regex), shows the block with the in1 it asks for."""
    from sandbox import Sandbox

    from rlm.loop import _search
    from rlm.sandbox_helpers import HOST_FINAL
    from rlm.workspace import helpers_source

    doc = Document(CHIP_BLOCKS + 'chip "fscher-*"\n    label temp3 "System Temp"\n    label in1 "+5V"\n', "/etc/sensors3.conf")
    question = Question.parse('One chip section of sensors3.conf labels an input "System Temp". What label does that '
                              'same section give to in1?')
    seen = Seen([doc])
    with Sandbox(context=[doc.text], functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, [doc.source])) as sb:
        seen.add(out := _search(sb, "System Temp"), "print(search('System Temp'))")
        followed, found = follow([f.text for f in facts(out)], question, seen, [doc], lambda name: _search(sb, name))
    assert 'in chip "fscher-*"] label temp3 "System Temp"' in out
    assert followed[0] == 'chip "fscher-*"'
    assert found[0].endswith('] chip "fscher-*" label temp3 "System Temp" label in1 "+5V"')


GAI = ("# label <mask> <value>\n#    Add another rule to the RFC 3484 label table.\n#\n#label ::1/128       0\n#label ::/0          1\n"
       "#label 2002::/16     2\n#\n# precedence <mask> <value>\n#precedence  ::1/128       50\n#precedence  ::/0          40\n"
       "#precedence  2002::/16     30\n")


def test_an_answer_to_what_a_keyed_line_states_comes_from_such_a_line() -> None:
    """gai.conf: "what label does the prefix with precedence 40 get?" was answered "::/0", the prefix, off the
    precedence line; labels are stated on lines that start with `label`, and the answer is on one of them."""
    question = Question.parse("Going by gai.conf's default tables, what label does the prefix with precedence 40 get?")
    seen = Seen([Document(GAI, "/etc/gai.conf")])
    seen.add(f"[at {GAI.index('#precedence  ::/0')}] #precedence ::/0 40", "print(search('precedence ::/0'))")
    assert judge("::/0", seen, question, forced=True).reason == "final_other_key"
    seen.add(f"[at {GAI.index('#label ::/0')}] #label ::/0 1", "print(search('label ::/0'))")
    assert judge("1", seen, question, forced=True).reason not in ("final_other_key", "final_value_not_name")
    precedence = Question.parse("What precedence does the default table in gai.conf give to 2002::/16?")
    valued = Seen([Document(GAI, "/etc/gai.conf")])
    valued.add(f"[at {GAI.index('#precedence  2002')}] #precedence 2002::/16 30", "print(search('2002::/16'))")
    assert judge("30", valued, precedence).accepted  # the value of a key the document's lines lead with
    iso = Question.parse("Which country has the ISO code EG?")  # "# ISO 3166 alpha-2 country codes": prose, no key
    codes = Seen([Document("# ISO 3166 alpha-2 country codes, ISO/TC 46\n# ISO names\nEG\tEgypt\n", "iso3166.tab")])
    codes.add("[at 55] EG Egypt", "print(search('EG'))")
    assert judge("Egypt", codes, iso, forced=True).accepted


def test_an_extreme_off_a_line_that_compares_nothing_is_refused() -> None:
    """configparser.py: "which exception class has the longest __init__ method?" answered Error off the line
    "# exception classes class Error(Exception):", which says nothing of lengths; a ranking computed by code,
    or a line saying which is the longest, can answer it."""
    import configparser
    from pathlib import Path

    text = Path(configparser.__file__).read_text()
    question = Question.parse("Among the exception classes of configparser.py, which one has the longest __init__ method?")
    seen = Seen([Document(text, "configparser.py")])
    seen.add(f'no exact match for it; sentences with its words:\n[at {text.index("# exception classes")}, 2/7 words] '
             '# exception classes class Error(Exception): """Base class for ConfigParser exceptions."""',
             "print(search('the exception classes'))")
    assert judge("Error", seen, question, forced=True).reason == "final_uncompared"
    seen.add("[('ParsingError', 2), ('Error', 0)]", "print(sorted(((r['parent'], r['lines']) for r in records() "
             "if r['name'] == '__init__'), key=lambda t: -t[1]))")
    assert judge("ParsingError", seen, question, forced=True).reason != "final_uncompared"  # computed: other rules


def test_a_number_joined_to_a_word_and_the_documents_own_stem_are_no_keys() -> None:
    """"What three-letter code does iso_639-2.json give the Sasak language?": `{ "alpha_3": "sas", "name": "Sasak" }`
    was refused, its line saying neither "three-letter" (wording) nor "iso_639-2" (the document's own name)."""
    text = '{"639-2": [\n  { "alpha_3": "sat", "name": "Santali" },\n  { "alpha_3": "sas", "name": "Sasak" }\n]}\n'
    question = Question.parse("What three-letter code does iso_639-2.json give the Sasak language?")
    assert "three-letter" not in question.anchors and "ssh-agent" in Question.parse("What port does ssh-agent use?").anchors
    seen = Seen([Document(text, "/usr/share/iso-codes/json/iso_639-2.json")])
    line = '{ "alpha_3": "sas", "name": "Sasak" }'
    seen.add(f"[at {text.index(line)}] {line}", "search('Sasak')")
    assert judge("sas", seen, question).accepted
    assert not judge("sat", seen, question).accepted


def test_a_word_the_question_sets_aside_selects_nothing() -> None:
    """openssh-client's NEWS.Debian: "How many of the uploads went to experimental rather than unstable?": the
    heads say which; 'unstable' is set aside, no filter the count must test, and no word the loop's view
    selects by."""
    text = "".join(f"openssh (1:{v}) {d}; urgency=medium\n\n  * Note {v}.\n\n -- Colin Watson <cjw@debian.org>  "
                   f"Sun, 0{i + 1} Oct 2021 10:00:00 +0100\n\n"
                   for i, (v, d) in enumerate([("9.0p1-1", "unstable"), ("8.9p1-1", "experimental"),
                                               ("8.8p1-1", "unstable"), ("8.7p1-1", "experimental")]))
    question = Question.parse("How many of the uploads in NEWS.Debian went to experimental rather than unstable?")
    assert question.contrasted == {"unstable"}
    seen = Seen([Document(text, "NEWS.Debian")])
    seen.add("2", "print(len([r for r in records() if 'experimental' in str(r['head']).lower()]))")
    assert judge("2", seen, question).accepted


def test_a_record_s_code_is_no_answer_to_its_name() -> None:
    """"iso_639-5.json lists the language group "South American Indian languages". Under what name does
    iso_639-2.json list the same code?": the root answered "sai", the alpha_3 of the records it had found."""
    two = '{"639-2": [\n  { "alpha_3": "sai", "name": "South American Indian (Other)" }\n]}\n'
    five = '{"639-5": [\n  { "alpha_3": "sai", "name": "South American Indian languages" }\n]}\n'
    question = Question.parse('iso_639-5.json lists the language group "South American Indian languages". Under what '
                              'name does iso_639-2.json list the same code?')
    seen = Seen([Document(two, "/usr/share/iso-codes/json/iso_639-2.json"),
                 Document(five, "/usr/share/iso-codes/json/iso_639-5.json")])
    seen.add("\n".join(f"[doc {d} ({name}), at {text.index('{ ')}] {text.splitlines()[1].strip()}" for d, (name, text) in
                       enumerate([("/usr/share/iso-codes/json/iso_639-2.json", two),
                                  ("/usr/share/iso-codes/json/iso_639-5.json", five)])), "search('sai')")
    assert judge("sai", seen, question).reason == "final_code_not_name"
    assert judge("South American Indian (Other)", seen, question).reason != "final_code_not_name"


def test_a_thing_said_to_appear_twice_appears_twice() -> None:
    """ssh_config: "One option in the Host * block appears twice: once commented out with one value and once set
    for real to a different value. Which option is it?" was answered ForwardX11Trusted, which the file holds once
    (GSSAPIAuthentication is both "#   GSSAPIAuthentication no" and "    GSSAPIAuthentication yes")."""
    text = ("Host *\n#   ForwardX11Trusted yes\n#   GSSAPIAuthentication no\n#   Port 22\n"
            "    SendEnv LANG LC_*\n    GSSAPIAuthentication yes\n")
    question = Question.parse("One option in ssh_config's Host * block appears twice: once commented out with one value "
                              "and once set for real to a different value. Which option is it?")
    seen = Seen([Document(text, "/etc/ssh/ssh_config")])
    seen.add("\n".join(f"[at {text.index(line)}] {line.strip()}" for line in text.splitlines()[1:]), "print(search('#'))")
    assert judge("ForwardX11Trusted", seen, question, forced=True).reason == "final_once"
    assert judge("GSSAPIAuthentication", seen, question, forced=True).reason != "final_once"


def test_what_two_documents_both_hold_is_in_both() -> None:
    """Held-out metric-aliases-06: "Of the families that 30-metric-aliases.conf lets fontconfig accept in place of
    Courier New, which one also appears in 60-latin.conf's list of preferred monospace families?" The root answered
    DejaVu Sans Mono, of the second file's list alone; Cumberland AMT is in both."""
    aliases = ("<alias binding=\"same\">\n  <family>Courier New</family>\n  <accept>\n  <family>Liberation Mono</family>\n"
               "  <family>Cousine</family>\n  <family>Cumberland AMT</family>\n  </accept>\n</alias>\n")
    latin = ("<alias>\n  <family>monospace</family>\n  <prefer>\n  <family>Noto Sans Mono</family>\n"
             "  <family>DejaVu Sans Mono</family>\n  <family>Courier New</family>\n  <family>Cumberland AMT</family>\n"
             "  </prefer>\n</alias>\n")
    q = Question.parse("Of the families that 30-metric-aliases.conf lets fontconfig accept in place of Courier New, which "
                       "one also appears in 60-latin.conf's list of preferred monospace families?")
    for answer, reason in (("DejaVu Sans Mono", "final_not_in_both"), ("Cumberland AMT", None)):
        seen = Seen([Document(aliases, "30-metric-aliases.conf"), Document(latin, "60-latin.conf")])
        seen.add(f"[doc 1 (60-latin.conf), at 0] {' '.join(latin.split())}", "search('monospace')")
        seen.add(f"[doc 0 (30-metric-aliases.conf), at 0] {' '.join(aliases.split())}", "search('Courier New')")
        assert judge(answer, seen, q, forced=True).reason == reason


def test_a_label_tied_at_the_top_or_under_the_empty_label_is_not_the_most() -> None:
    """Held-out opcode.py-04, asked again: the loop printed opcode.py's definitions counted by name, [('', 154),
    ('def_op', 1), ('name_op', 1), ...], and a fresh read answered def_op. '' (the records with no name) ranks
    first, and def_op only ties with the others below it."""
    q = Question.parse("Which instruction has the most specialized forms in opcode.py's _specializations table?")
    code = "print(Counter(r['name'] for r in records()).most_common())"
    for shown, reason in (("[('', 154), ('def_op', 1), ('name_op', 1), ('jrel_op', 1)]", "final_not_first"),
                          ("[('def_op', 1), ('name_op', 1), ('jrel_op', 1)]", "final_not_first"),
                          ("[('def_op', 3), ('name_op', 1), ('jrel_op', 1)]", None)):
        seen = Seen([Document("def def_op(name, op):\n    pass\n", "opcode.py")])
        seen.add(shown, code)
        assert judge("def_op", seen, q, forced=True).reason == reason, shown


def test_a_value_the_item_counted_from_holds_itself_is_not_the_next_item() -> None:
    """Held-out aliases.py-04: "Which alias follows '1251' ...?" The order view placed `'windows_1251' : 'cp1251'`, and
    a fresh read of it with the hit `'1251' : 'cp1251'` answered cp1251, the value both hold. The placed record's own
    name is taken."""
    q = Question.parse("Which alias follows '1251' in the aliases dictionary of encodings/aliases.py?")
    assert q.reference == "1251"
    seen = Seen()
    seen.add("340 records in the order of the file\n[at 2373] 'windows_1251' : 'cp1251', <- right after the one that "
             "names '1251'", "print(records().order(['1251', 'alias'], key='1251'))")
    seen.add("3 match(es) for '1251':\n[at 2336] '1251' : 'cp1251',\n[at 2373] 'windows_1251' : 'cp1251',",
             "search('1251')")
    assert judge("cp1251", seen, q, forced=True).reason == "final_reference_value"
    assert judge("windows_1251", seen, q, forced=True).accepted


def test_a_count_of_items_is_not_the_times_their_word_appears() -> None:
    """Held-out man-db-news-02: "How many items does man-db's NEWS list under "Fixes" for version 2.8.2?" was
    answered 1, computed as `text.count('item')` over the section. A question counting a word's occurrences asks
    that."""
    code = ("import re\ntext = re.search(r'Fixes:.*?man-db 2.8.2', context, re.DOTALL).group()\n"
            "count = text.count('item')\nprint(count)")
    q = Question.parse("How many items does man-db's NEWS list under \"Fixes\" for version 2.8.2?")
    seen = Seen()
    seen.add("1", code)
    assert judge("1", seen, q).reason == "final_word_counted"
    times = Question.parse('How many times does the word "item" appear in the NEWS file?')
    seen = Seen()
    seen.add("1", code)
    assert judge("1", seen, times).reason != "final_word_counted"


def test_an_answer_only_in_the_heading_over_a_line_must_be_of_the_version_asked() -> None:
    """Held-out man-db-news-01: asked the date of man-db 2.4.4, a fresh read answered "24 February 2009", the date in
    the heading "man-db 2.5.4 (24 February 2009)" labelling a line that says "since 2.4.4". The line under 2.4.4's own
    heading backs its date."""
    q = Question.parse("On what date was man-db 2.4.4 released, according to man-db's NEWS file? Give it as NEWS "
                       "writes it.")
    seen = Seen()
    seen.add("[at 40544, in man-db 2.5.4 (24 February 2009)] Although man-db has supported `preconv` since 2.4.4, it "
             "now detects it.", "search('man-db 2.4.4')")
    assert judge("24 February 2009", seen, q, forced=True).reason == "final_other_label"
    seen.add("[at 49918, in man-db 2.4.4 (12 February 2007)] man-db 2.4.4 (12 February 2007) ============",
             "search('man-db 2.4.4 (')")
    assert judge("12 February 2007", seen, q, forced=True).accepted


def test_a_record_the_order_view_placed_from_the_item_asked_stands_though_a_fresh_read_said_not_found() -> None:
    """Held-out imaplib.py-03: "which command comes right after UID in imaplib's Commands table?" The order view placed
    'UNSUBSCRIBE' right after the item that names 'uid'; a fresh read of the followed lines said NOT FOUND, and the
    right answer was refused three times as a guess among them. A record placed from another item ('host', asked
    what follows EscapeChar) does not stand so."""
    doc = "# The table of commands and the states they are allowed in.\nCommands = {\n" + \
        "".join(f"        {c!r}: ('AUTH', 'SELECTED'),\n" for c in ("APPEND", "THREAD", "UID", "UNSUBSCRIBE", "XATOM")) + "}\n"
    hit = f"[at {doc.index('        ' + repr('UID'))}] 'UID': ('AUTH', 'SELECTED'), 'UNSUBSCRIBE': ('AUTH', 'SELECTED'),"
    q = Question.parse("Which command comes right after UID in imaplib's Commands table?")

    def seen_placed(named: str) -> Seen:
        seen = Seen([Document(doc, "imaplib.py")])
        seen.add(f"5 records in the order of the file\n[at {doc.index(repr('UNSUBSCRIBE'))}] 'UNSUBSCRIBE': ('AUTH', "
                 f"'SELECTED') <- right after the one that names {named!r} among the items of 'Commands'",
                 f"print(records().order(['after', 'command'], key={named!r}))")
        seen.add(hit)
        return seen

    assert judge("UNSUBSCRIBE", seen_placed("uid"), q, forced=True, not_found=[hit]).accepted
    assert judge("UNSUBSCRIBE", seen_placed("append"), q, forced=True, not_found=[hit]).reason == "final_read_not_found"


def test_a_count_that_does_not_test_the_day_or_time_the_question_names_is_unfiltered() -> None:
    """Held-out apt-term-log-02: "How many packages were set up (lines starting "Setting up") in the session of apt's
    term.log that started at 2026-05-20 16:49:12?" was answered 661, the "Setting up" lines of the whole log. The day
    and the time select that session's lines though no line holds them with "Setting up"; a count whose code tests
    neither is no count of them."""
    log = "".join(f"Log started: 2026-05-{20 + s}  1{s}:49:12\n" + "".join(f"Setting up pkg{s}x{k} (1.0) ...\n"
                                                                        for k in range(4 + s)) + "Log ended\n\n"
                  for s in range(3))
    question = Question.parse('How many packages were set up (lines starting "Setting up") in the session of apt\'s '
                              "term.log that started at 2026-05-21 11:49:12?")
    seen = Seen([Document(log, "/var/log/apt/term.log")])
    seen.add("15", "print(len([r for r in records() if 'setting up' in r.text.lower()]))")
    assert judge("15", seen, question).reason == "final_unfiltered"
    seen = Seen([Document(log, "/var/log/apt/term.log")])
    seen.add("5", "s = context.split('Log started: 2026-05-21  11:49:12')[1].split('Log ended')[0]\n"
                  "print(s.count('Setting up'))")
    assert judge("5", seen, question).accepted


def test_an_answer_to_under_which_subsection_must_be_a_heading_seen() -> None:
    """Held-out postgresql.conf-04: "Under which subsection of postgresql.conf (the `# - ... -` headings) is the setting
    wal_retrieve_retry_interval listed?" was answered with the setting on the line before it, from a search hit that
    named no part. A heading a hit says its line is in, or the headings view lists, answers it."""
    conf = "# - Standby Servers -\n\n#wal_receiver_timeout = 60s\t# time that receiver waits\n" \
        "#wal_retrieve_retry_interval = 5s\t# time to wait before retrying\n"
    question = Question.parse("Under which subsection of postgresql.conf (the `# - ... -` headings) is the setting "
                              "wal_retrieve_retry_interval listed? Give the subsection's title.")
    seen = Seen([Document(conf, "postgresql.conf")])
    seen.add("[at 23] #wal_receiver_timeout = 60s # time that receiver waits #wal_retrieve_retry_interval = 5s # time "
             "to wait before retrying", "search('wal_retrieve_retry_interval')")
    assert judge("wal_receiver_timeout", seen, question, forced=True).reason == "final_not_heading"
    seen = Seen([Document(conf, "postgresql.conf")])
    seen.add("[at 23, in Standby Servers] #wal_receiver_timeout = 60s # time that receiver waits "
             "#wal_retrieve_retry_interval = 5s # time to wait before retrying", "search('wal_retrieve_retry_interval')")
    assert judge("wal_receiver_timeout", seen, question, forced=True).reason == "final_not_heading"
    assert judge("Standby Servers", seen, question, forced=True).reason != "final_not_heading"


def test_a_ranking_the_code_typed_is_no_ranking() -> None:
    """Held-out tmux-changes-03: asked which release tmux's CHANGES lists the most items for, a root's code took one
    section, set `release_version = '3.3'` and printed it in a sentence of the question's words, and '3.3' was taken.
    A value the code wrote itself is not what it computed."""
    changes = "".join(f"CHANGES FROM 3.{i} TO 3.{i + 1}\n\n" + "".join(f"* Change {k} of 3.{i + 1}.\n\n"
                                                                     for k in range(2 + i % 3)) for i in range(5))
    question = Question.parse("For which release does tmux's CHANGES list the most items (paragraphs starting with an "
                              "asterisk)? Give the version the section's changes lead to.")
    typed = ("section = re.search(r'CHANGES FROM 3\\.2 TO 3\\.3', context).group()\nrelease_version = '3.3'\n"
             "print(f\"Release version with the most paragraphs starting with an asterisk: {release_version}\")")
    seen = Seen([Document(changes, "changelog")])
    seen.add("Release version with the most paragraphs starting with an asterisk: 3.3", typed)
    assert judge("3.3", seen, question, forced=True).reason == "final_typed"


def test_an_answer_the_view_across_two_files_gave_is_taken_and_one_with_other_words_is_not() -> None:
    """Held-out apt-term-log-05: the run whose Install list names the package set up holds that package (where the hop
    starts), yet its command line is the answer the view reached from term.log's lines; "apt-get install -y foo", half
    of whose words the record holds, is no copy of it."""
    from rlm.loop import across_code

    term = "Log started: 2025-06-24  14:42:05\nSetting up libfoo-perl (0.08-5) ...\nLog ended: 2025-06-24  14:42:17\n"
    history = "Start-Date: 2025-06-24  14:42:05\nCommandline: apt-get install -qqy gcc python3-pip\n" \
        "Install: libfoo-perl:amd64 (0.08-5, automatic), gcc:amd64 (4:12.2.0-3)\nEnd-Date: 2025-06-24  14:42:17\n"
    q = Question.parse("apt's term.log shows libfoo-perl being set up. What command line started that apt run, "
                       "according to apt's history.log?")
    seen = Seen([Document(term, "/var/log/apt/term.log"), Document(history, "/var/log/apt/history.log")])
    seen.add("'libfoo-perl' names this record; its Commandline: 'apt-get install -qqy gcc python3-pip'\n"
             "[doc 1 (/var/log/apt/history.log), at 0] Start-Date: 2025-06-24 14:42:05 Commandline: apt-get install -qqy "
             "gcc python3-pip Install: libfoo-perl:amd64 (0.08-5, automatic), gcc:amd64 (4:12.2.0-3)\n"
             "(reached from 'libfoo-perl' in term.log)", across_code(q))
    assert judge("apt-get install -qqy gcc python3-pip", seen, q).accepted
    assert judge("apt-get install -y foo", seen, q).reason == "final_beyond_record"
    seen.add("1 match(es) for 'apt-get install -qqy gcc python3-pip':\n[doc 1 (/var/log/apt/history.log), at 0] Start-Date: "
             "2025-06-24 14:42:05 Commandline: apt-get install -qqy gcc python3-pip Install: libfoo-perl:amd64 (0.08-5, "
             "automatic), gcc:amd64 (4:12.2.0-3)", "search('apt-get install -qqy gcc python3-pip')")  # the root's own hit,
    assert judge("apt-get install -qqy gcc python3-pip", seen, q, forced=True).accepted  # naming where the hop starts
    assert judge("apt-get install -qqy curl", seen, q, forced=True).reason == "final_beyond_record"


def test_a_count_of_one_release_s_items_is_no_window_and_list_items_tests_what_an_item_is() -> None:
    """Held-out tmux-changes-02 and man-db-news-02: the loop's count of the items of the one section the question names
    by its versions picks that section with next(...), which read as a window of the file, "from 2.8 to 2.9" read as a
    range the code never compared with, and "(paragraphs starting with an asterisk)" as a filter it never tested:
    list_items() keeps exactly those. A section picked by another version is still a window."""
    from tests.test_helpers import TMUX_CHANGES

    changes = Document(TMUX_CHANGES, "/usr/share/doc/tmux/changelog.gz")
    q = Question.parse("How many items (paragraphs starting with an asterisk) does tmux's CHANGES list under the "
                       "changes from 2.8 to 2.9?")
    for title, accepted in (("CHANGES FROM 2.8 TO 2.9", True), ("CHANGES FROM 2.7 TO 2.8", False)):
        seen = Seen([changes])
        seen.add("4", f"print(len(list_items(next(r['body'] for r in records() if r.get('title') == {title!r}))))")
        assert judge("4", seen, q).accepted is accepted
    q = Question.parse("For which release does tmux's CHANGES list the most items (paragraphs starting with an asterisk)?")
    seen = Seen([changes])
    seen.add("[('3.2', 7), ('2.6', 5), ('2.9', 4)]", "print(sorted(((r['version'], len(list_items(r['body']))) for r in "
             "records() if r.get('version') and r.get('body')), key=lambda t: t[1], reverse=True)[:5])")
    assert judge("3.2", seen, q).accepted and judge("2.6", seen, q).reason == "final_not_first"


def test_a_ranking_of_a_config_file_s_sections_is_no_filter_of_its_layout_or_of_settings_both_commented_or_not() -> None:
    """Held-out postgresql.conf-03: "Which of postgresql.conf's main sections (the headings in capitals between lines of
    dashes) lists the most settings, commented out or not?" The aside says where the sections are, "commented out or
    not" keeps both, and settings are what a config file's records are: none is a filter the ranking missed."""
    from tests.test_helpers import PG_CONF

    q = Question.parse("Which of postgresql.conf's main sections (the headings in capitals between lines of dashes) lists "
                       "the most settings, commented out or not?")
    seen = Seen([Document(PG_CONF, "/etc/postgresql/15/main/postgresql.conf")])
    seen.add("[('CONNECTIONS AND AUTHENTICATION', 8), ('FILE LOCATIONS', 2), ('REPLICATION', 2)]",
             "print(Counter(r['section'] for r in records()).most_common())")
    assert judge("CONNECTIONS AND AUTHENTICATION", seen, q).accepted
    assert judge("REPLICATION", seen, q).reason == "final_not_first"
    assert {"between", "dashes", "commented", "out"} <= q.framing and "settings" not in q.framing


def test_the_heading_a_hit_is_under_answers_under_which_subsection_and_not_its_section() -> None:
    """Held-out postgresql.conf-04, "Under which subsection of postgresql.conf (the `# - ... -` headings) is the setting
    wal_retrieve_retry_interval listed? Give the subsection's title.": the hit's heading answers, though the hit is the
    line of the setting the question names (where its "the subsection's" would start a hop); the section above the
    subsection does not."""
    from tests.test_helpers import PG_CONF

    q = Question.parse("Under which subsection of postgresql.conf (the `# - ... -` headings) is the setting "
                       "wal_retrieve_retry_interval listed? Give the subsection's title.")
    seen = Seen([Document(PG_CONF, "/etc/postgresql/15/main/postgresql.conf")])
    seen.add("1 match(es) for 'wal_retrieve_retry_interval':\n[at 1264, in REPLICATION, Standby Servers] #primary_conninfo "
             "= '' # (change requires restart) #wal_retrieve_retry_interval = 5s # (change requires restart)",
             "print(search('wal_retrieve_retry_interval'))")
    assert judge("Standby Servers", seen, q).accepted and judge("REPLICATION", seen, q).reason == "final_not_heading"
    seen.add("[at 12950, in REPLICATION] # REPLICATION", "print(search('REPLICATION'))")  # the section's own line
    assert judge("REPLICATION", seen, q).reason == "final_not_heading"  # (the check run took it so)


def test_a_count_that_does_not_test_the_start_a_question_quotes_is_unfiltered() -> None:
    """Held-out apt-term-log-02: the lines of the session named (140) are not its lines starting "Setting up" (34); a
    question this long keeps only its keys as filters, and the start it quotes is one."""
    q = Question.parse("How many packages were set up (lines starting \"Setting up\") in the session of apt's term.log "
                       "that started at 2026-05-20 16:49:12?")
    log = "".join(f"Log started: 2026-05-{day}  16:49:12\n" + "".join(
        f"Unpacking p{k} (1.0) ...\nSetting up p{k} (1.0) ...\n" for k in range(n)) + f"Log ended: 2026-05-{day}  16:49:14\n"
        for day, n in (("10", 3), ("20", 5), ("21", 2)))
    for code, shown, accepted in (
            ("print(len([r for r in records() if r['session'] == '2026-05-20 16:49:12']))", "12", False),
            ("print(len([r for r in records() if r['session'] == '2026-05-20 16:49:12' and "
             "r.text.startswith('Setting up')]))", "5", True)):
        seen = Seen([Document(log, "/var/log/apt/term.log")])
        seen.add(shown, code)
        assert judge(shown, seen, q).accepted is accepted


def test_what_no_line_holds_leaves_a_heading_a_no_and_a_constant_s_name_unsupported() -> None:
    """Held-out round 18's wrong answers: coreutils-manual-06 asked which section documents ‘lsblk’ (quoted so), which no
    line holds, and a heading was taken off the manual's first line; sql-features-06, "Does sql_features.txt mark the SQL
    feature T879 as supported?", where no line names T879, was answered "No"; zipfile.py-05 asked the value of "one of
    the module's constants" ... "that constant", and the constant's name was taken from the line where the hop starts."""
    manual = Document("This manual documents version 9.1 of the GNU core utilities.\n\n1 Introduction\n**************\n\n"
                      "2 Common options\n****************\n\nCore GNU (file, text, shell) utilities\n", "/usr/share/info/coreutils.info")
    q = Question.parse("Which section of the GNU coreutils manual documents the ‘lsblk’ command?")
    assert "lsblk" in q.anchors
    seen = Seen([manual])
    seen.add("[at 0] This manual documents version 9.1 of the GNU core utilities.\n[at 99] Core GNU (file, text, shell) "
             "utilities", "print(search('GNU'))")
    assert not judge("Core GNU (file, text, shell) utilities", seen, q, forced=True).accepted
    features = Document("".join(f"T{n}\tFeature {n}\t\t\tYES\t\n" for n in range(870, 879)), "sql_features.txt")
    q = Question.parse("Does PostgreSQL's sql_features.txt mark the SQL feature T879 as supported?")
    seen = Seen([features])
    seen.add("[at 0] T870 Feature 870 YES", "print(search('T870'))")
    assert judge("No", seen, q, forced=True).reason == "final_unsupported"
    q = Question.parse("In zipfile.py, ZipInfo.__init__ sets self.create_version to one of the module's constants. What "
                       "value does the module assign to that constant?")
    assert q.hop
    module = Document("DEFAULT_VERSION = 20\n\nclass ZipInfo:\n    def __init__(self):\n"
                      "        self.create_version = DEFAULT_VERSION  # Version which created ZIP archive\n", "zipfile.py")
    seen = Seen([module])
    seen.add("[at 58, in ZipInfo.__init__] self.create_version = DEFAULT_VERSION # Version which created ZIP archive",
             "print(search('create_version'))")
    assert judge("DEFAULT_VERSION", seen, q, forced=True).reason == "final_first_hop"


def test_a_manual_s_name_and_the_section_an_order_counts_from_are_no_selecting_words() -> None:
    """Held-out coreutils-manual-03 and -05: "the GNU coreutils manual" names the manual, so a ranking of its chapters
    that does not test 'GNU' is no unfiltered one; ‘b2sum’, which the manual names 30 times, is still the section "right
    after the one on ‘b2sum’" counts from, and "command", which leads a few of its lines among hundreds of mentions, is
    no key whose lines alone answer."""
    manual = Document("GNU Coreutils\n*************\n\n" + "".join(
        f"{n} Topic {n}\n{'*' * (len(str(n)) + 6)}\n\n" + "".join(
            f"{n}.{k} ‘cmd{n}{k}’: Do things\n{'=' * (len(f'{n}.{k}') + 21)}\n\nThe GNU command cmd{n}{k} and b2sum.\n\n"
            f"{'command' if k == 1 and n <= 3 else 'usage:'} cmd{n}{k} [OPTION]\n\n" for k in range(1, n + 2)) for n in range(1, 9)), "/usr/share/info/coreutils.info.gz")
    q = Question.parse("Which chapter of the GNU coreutils manual has the most numbered sections, not counting deeper "
                       "subsections? Give its title.")
    code = ("print(sorted(((p['number'] + ' ' + p['title'], len({r['number'] for r in records() if str(r.get('number', '')"
            ").startswith(p['number'] + '.') and '.' not in r['number'][len(p['number']) + 1:]})) for p in records() if "
            "p.get('number') and str(p['number']).count('.') == 0), key=lambda t: t[1], reverse=True)[:5])")
    seen = Seen([manual])
    seen.add("[('8 Topic 8', 9), ('7 Topic 7', 8), ('6 Topic 6', 7), ('5 Topic 5', 6), ('4 Topic 4', 5)]", code)
    assert judge("8 Topic 8", seen, q).accepted
    q = Question.parse("Which command does the GNU coreutils manual document in the section right after the one on ‘cmd23’?")
    assert q.reference == "cmd23"
    order = ("print(records().order(['after', 'cmd23', 'command', 'document', 'right', 'section'], key='cmd23'))")
    seen = Seen([manual])
    seen.add("30 records of its kind in the order of the file\n[at 999] 2.3. ‘cmd24’ <- right after the one that names "
             "'cmd23' among the level-2 records", order)
    assert judge("cmd24", seen, q).accepted and not judge("cmd22", seen, q).accepted


def test_a_c_header_s_directives_are_no_keys_of_its_lines() -> None:
    """Held-out elf.h-03: "Under which comment heading does glibc's elf.h define PT_HP_OPT_ANNOT?" The word 'define'
    leads every "#define" line, so it was taken for a key the answer's line must hold, and the heading the lookup view
    gave was refused."""
    header = Document("/* Legal values for p_type field.  */\n\n" + "".join(
        f"#define PT_HP_{n}\t\t0x6000001{k}\n" for k, n in enumerate(("TLS", "CORE", "OPT_ANNOT", "STACK"))), "elf.h")
    q = Question.parse("Under which comment heading does glibc's elf.h define PT_HP_OPT_ANNOT? Give the heading as it is "
                       "written.")
    seen = Seen([header])
    seen.add("'pt_hp_opt_annot' names this record; its section: 'Legal values for p_type field.'\n[at 99] #define "
             "PT_HP_OPT_ANNOT 0x60000012", "asked = (['pt_hp_opt_annot'], ['comment', 'heading'], '')\n"
             "shown = records().lookup(*asked) or tables().lookup(*asked)\nif shown:\n    print(shown)")
    assert judge("Legal values for p_type field.", seen, q).accepted


def test_an_error_the_code_raised_and_a_name_no_ranking_label_holds_answer_no_ranking() -> None:
    """Held-out coreutils-manual-03, judged again over its run: "Which chapter ... has the most numbered sections?"
    Once "GNU" named the manual, "IndexError: list index out of range (line 10)" (what the root's code raised) and
    "Special file types" (half of whose words were among the labels of a ranking of parts) were taken as answers."""
    manual = Document("GNU Coreutils\n\n8 Operating on fields\n\n8.3 join: Join lines on a common field\n\n"
                      "10 Directory listing\n\n10.1 ls: List directory contents\n\n16.3 test: Check file types\n",
                      "/usr/share/info/coreutils.info.gz")
    q = Question.parse("Which chapter of the GNU coreutils manual has the most numbered sections, not counting deeper "
                       "subsections? Give its title.")
    seen = Seen([manual])
    seen.add("[('8.3 join: Join lines on a common field', 7), ('10.1 ls: List directory contents', 6), "
             "('16.3 test: Check file types', 6)]", "print(Counter(r['part'] for r in records() if r['part'] != '')"
             ".most_common())")
    seen.add("IndexError: list index out of range (line 10)", "print(sorted(x)[10])")
    assert judge("IndexError: list index out of range (line 10)", seen, q).reason == "final_run_error"
    assert judge("Special file types", seen, q).reason == "final_not_ranked"
    assert judge("8.3 join: Join lines on a common field", seen, q).accepted


def test_round_19_s_wrong_answers_are_refused_by_their_kinds() -> None:
    """Held-out round 19's wrong answers: strace-news-02 counted every release section holding "Bug fixes" (58) for
    "how many entries are listed under "Bug fixes" for release 4.21"; ipaddress.py-06 asked for
    _IPv4Constants._documentation_network, which no line names, and the class's first attribute was taken;
    input-event-codes.h-04 asked what numeric code KEY_DIRECTION comes to, and the name it aliases was the answer."""
    news = Document("Noteworthy changes in release 4.22 (2018-04-05)\n==\n* Bug fixes\n  * Fixed a.\n  * Fixed b.\n\n"
                    "Noteworthy changes in release 4.21 (2018-02-13)\n==\n* Bug fixes\n  * Fixed c.\n\n"
                    "Noteworthy changes in release 4.20 (2017-11-13)\n==\n* Bug fixes\n  * Fixed d.\n", "NEWS")
    q = Question.parse('In strace\'s NEWS, how many entries are listed under "Bug fixes" for release 4.21?')
    seen = Seen([news])
    seen.add("3", "print(len([r for r in records() if 'bug fixes' in r.text.lower()]))")
    assert judge("3", seen, q).reason == "final_unfiltered"
    module = Document("class _IPv4Constants:\n    _linklocal_network = IPv4Network('169.254.0.0/16')\n\n"
                      "    _loopback_network = IPv4Network('127.0.0.0/8')\n", "ipaddress.py")
    q = Question.parse("What network does ipaddress.py assign to _IPv4Constants._documentation_network?")
    seen = Seen([module])
    seen.add("[at 0] class _IPv4Constants: _linklocal_network = IPv4Network('169.254.0.0/16')", "print(search('_IPv4Constants'))")
    assert not judge("IPv4Network('169.254.0.0/16')", seen, q, forced=True).accepted
    q = Question.parse("input-event-codes.h defines KEY_DIRECTION as the name of another key. What numeric code does "
                       "KEY_DIRECTION come to?")
    assert q.numeric


def test_the_words_that_leave_items_out_select_none() -> None:
    """Held-out input-event-codes.h-02, asked again: "How many names starting with MSC_ does input-event-codes.h
    #define, leaving out MSC_MAX and MSC_CNT?" The loop's count left both out, and was refused for not testing 'out'."""
    header = Document("".join(f"#define MSC_{n}\t\t0x0{k}\n" for k, n in enumerate(("SERIAL", "PULSELED", "GESTURE", "RAW",
                                                                                     "SCAN", "TIMESTAMP", "MAX"))) +
                      "#define MSC_CNT\t\t(MSC_MAX+1)\n#define LED_MUTE\t\t0x01\t/* sound out */\n"
                      "#define KEY_EJECT\t0x02\t/* disc out */\n",
                      "input-event-codes.h")
    q = Question.parse("How many names starting with MSC_ does linux/input-event-codes.h #define, leaving out MSC_MAX and "
                       "MSC_CNT?")
    seen = Seen([header])
    seen.add("6", "print(len([r for r in records() if r.get('name') != 'MSC_MAX' and r.get('name') != 'MSC_CNT' and "
                  "str(r.get('name', '')).startswith('MSC_')]))")
    assert judge("6", seen, q).accepted


def test_a_phrase_only_the_runtimes_output_holds_is_no_answer() -> None:
    """Held-out journal-fields-05: asked which field comes right after __REALTIME_TIMESTAMP, the root answered with the
    order view's own note that the name sits inside a record's body. Its words are common in a man page, so half of
    them were "in the documents"; the phrase is in none. A sentence the root writes around a value stays an answer."""
    page = Document(".SH \"ADDRESS FIELDS\"\n.PP\n__CURSOR=\n.RS 4\nThe cursor for the entry.\n.RE\n.PP\n"
                    "__REALTIME_TIMESTAMP=\n.RS 4\nThe wallclock time at the point in time the entry was received, "
                    "after another record or before it, right there.\n.RE\n.PP\n__MONOTONIC_TIMESTAMP=\n.RS 4\n"
                    "The monotonic time.\n.RE\n", "systemd.journal-fields.7")
    q = Question.parse("Which field's entry comes right after __REALTIME_TIMESTAMP in systemd.journal-fields(7)?")
    seen = Seen([page])
    seen.add("3 records in the order of the file\n'__realtime_timestamp' is inside the body of the record at 0 "
             "(ADDRESS FIELDS): what comes right before or after it is there, not another record",
             "print(records().order(['after', 'entry', 'field', 'right'], key='__REALTIME_TIMESTAMP'))")
    assert judge("right before or after it is there, not another record", seen, q).reason == "final_not_in_documents"

    users = Document("root:x:0:0:root:/root:/bin/bash\ncloudsdk:x:998:996::/home/cloudsdk:/bin/false\n", "/etc/passwd")
    q = Question.parse("What is the home directory of the user cloudsdk in /etc/passwd?")
    seen = Seen([users])
    seen.add("cloudsdk:x:998:996::/home/cloudsdk:/bin/false", "print([l for l in context.splitlines() if 'cloudsdk' in l][0])")
    assert judge("The home directory of the user cloudsdk is /home/cloudsdk.", seen, q).accepted


def test_a_compressed_man_pages_name_names_the_document_not_what_is_asked() -> None:
    """Held-out cmake-policies-01: "According to the cmake-policies man page, in which CMake version was CMP0031
    introduced?" was answered 3.25.1 from the page's title line, which names the page (cmake-policies.7.gz), not
    CMP0031: the file's stem was "cmake-policies.7", so "cmake-policies" stood for the question's handle."""
    page = Document('.TH "CMAKE-POLICIES" "7" "November 30, 2022" "3.25.1" "CMake"\n.SH NAME\ncmake-policies \\- CMake '
                    'Policies Reference\n.SH POLICIES INTRODUCED BY CMAKE 3.0\n.SS CMP0031\n.sp\nThe load_command() '
                    'command should not be called.\n', "/usr/share/man/man7/cmake-policies.7.gz")
    q = Question.parse("According to the cmake-policies man page, in which CMake version was CMP0031 introduced?")
    seen = Seen([page])
    seen.add('[at 0] .TH "CMAKE-POLICIES" "7" "November 30, 2022" "3.25.1" "CMake"', "search('cmake-policies')")
    assert not judge("3.25.1", seen, q).accepted


def test_a_dotted_part_of_a_files_name_names_the_document() -> None:
    """Held-out journal-fields-01: "In the systemd.journal-fields(7) man page, under which section heading is the field
    TID described?" The loop followed "journal-fields", the page's own name, to its NAME section and read "NAME" there
    (declined only by the check model); a part of the file's name that its dots set apart names the document."""
    page = Document('.TH "SYSTEMD\\&.JOURNAL\\-FIELDS" "7" "" "systemd 252" "systemd.journal-fields"\n.SH "NAME"\n'
                    "systemd.journal-fields \\- Special journal fields\n.SH \"USER JOURNAL FIELDS\"\n.PP\n\\fITID=\\fR\n"
                    ".RS 4\nThe numeric thread ID (TID) the log message originates from\\&.\n",
                    "/usr/share/man/man7/systemd.journal-fields.7.gz")
    q = Question.parse("In the systemd.journal-fields(7) man page, under which section heading is the field TID described?")
    seen = Seen([page])
    seen.add('[at 70, in NAME] .SH "NAME" systemd.journal-fields \\- Special journal fields', "search('journal-fields')")
    assert not judge("NAME", seen, q).accepted


LOCALE_PY = '''windows_locale = {
    0x0407: "de_DE",
    0x500a: "es_PR",
}

locale_alias = {
    'a3':                                   'az_AZ.KOI8-C',
    'a3_az':                                'az_AZ.KOI8-C',
    'es_pr':                                'es_PR.ISO8859-1',
}

def _format(percent, value):
    return _localize(percent % value)

def _localize(formatted):
    return formatted

def localize(string):
    return _localize(string)
'''


def _locale_seen(*shown: tuple[str, str]) -> Seen:
    seen = Seen([Document(LOCALE_PY, "/usr/lib/python3.11/locale.py")])
    for text, code in shown:
        seen.add(text, code)
    return seen


def test_an_answer_is_no_piece_of_a_name_and_no_item_whose_key_nothing_names() -> None:
    """Held-out locale.py-05 and -04. "localize" was read off `return _localize(percent % value)` for the function defined
    right after _format (localize is another, defined later), while the order view's "_localize" was refused as a value
    _format's own line holds. "az_AZ.KOI8-C", the value of the table's first item 'a3', was read off the table's first
    line for what locale_alias expands 0x500a's name to: no line and no word of the question names 'a3'."""
    after = Question.parse("Which function does locale.py define right after _format?")
    line = f"[at {LOCALE_PY.index('return _localize(percent')}, in _format] return _localize(percent % value)"
    order = (f"9 records in the order of the file\n[at {LOCALE_PY.index('def _localize')}] def _localize(formatted): <- right "
             "after the one that names '_format' among the level-1 records; its name: '_localize'")
    seen = _locale_seen((f"1 match(es) for '_format':\n{line}", "search('_format')"),
                        (order, "print(records().order(['after', 'function'], key='_format'))"))
    assert judge("_localize", seen, after, forced=True).accepted
    assert judge("localize", seen, after, forced=True).reason == "final_piece_of_name"
    hop = Question.parse("locale.py maps the Windows language identifier 0x500a to a locale name. What does the module's "
                         "locale_alias table expand that name (written in lower case) to?")
    first = f"[at {LOCALE_PY.index('locale_alias')}] locale_alias = {{ 'a3': 'az_AZ.KOI8-C', 'a3_az': 'az_AZ.KOI8-C',"
    verdict = judge("az_AZ.KOI8-C", _locale_seen((first, "follow")), hop, forced=True)
    assert (verdict.reason, verdict.unused) == ("final_unnamed_key", ("a3",))



JOURNAL_7 = r""".\" -----------------------------------------------------------------
.\" * MAIN CONTENT STARTS HERE *
.\" -----------------------------------------------------------------
.SH "NAME"
journal-fields \- Special journal fields
.SH "USER JOURNAL FIELDS"
.PP
User fields are passed from clients\&.
.PP
\fIMESSAGE=\fR
.RS 4
The message\&.
.RE
.SH "TRUSTED JOURNAL FIELDS"
.PP
\fI_PID=\fR, \fI_UID=\fR
.RS 4
The process\&.
.RE
.PP
\fI_COMM=\fR
.RS 4
The name\&.
.RE
.SH "ADDRESS FIELDS"
.PP
Fields in this section are used to address entries\&.
"""


def test_which_section_ranks_sections_and_a_roff_comment_is_none_of_them() -> None:
    """Held-out journal-fields-04, "Which section of systemd.journal-fields(7) documents the most fields?": the loop's
    ranking of the entries by their section was refused, 'section' (said on one line, "Fields in this section ...")
    taken for a filter the ranking missed, though it names what is ranked; then `.\" * MAIN CONTENT STARTS HERE *`, a
    roff comment, was taken for the section. A comment is no section a reader sees."""
    q = Question.parse("Which section of journal-fields(7) documents the most fields?")
    seen = Seen([Document(JOURNAL_7, "/usr/share/man/man7/journal-fields.7.gz")])
    seen.add("[('TRUSTED JOURNAL FIELDS', 2), ('USER JOURNAL FIELDS', 1)]",
             "print(Counter(r['part'] for r in records() if r['part'] != '').most_common())")
    assert judge("TRUSTED JOURNAL FIELDS", seen, q).accepted
    assert judge("USER JOURNAL FIELDS", seen, q).reason == "final_not_first"
    seen.add('[at 70] .\\" * MAIN CONTENT STARTS HERE *', "search('MAIN')")
    assert judge("MAIN CONTENT STARTS HERE", seen, q, forced=True).reason == "final_unrendered"
    copyright_ = Question.parse("Which text does journal-fields(7) say where its main content starts?")  # no section
    assert judge("MAIN CONTENT STARTS HERE", seen, copyright_, forced=True).reason != "final_unrendered"


def test_a_ranking_by_versions_is_answered_by_its_first_row() -> None:
    """Held-out tcp-7-03: the loop's ranking of socket options by their "since Linux" versions prints rows of labels
    and no counts; the quoted "since Linux" is read by the code's r['since']. Its first row answers; another row's
    label is no answer to "most recently"."""
    page = ".TH tcp 7\n.SH DESCRIPTION\n.SS Socket options\n.TP\n.B TCP_FASTOPEN \" (since Linux 3.6)\"\nAn option.\n" \
        ".TP\n.B TCP_FASTOPEN_CONNECT \" (since Linux 4.11)\"\nAn option.\n"
    q = Question.parse('Going by the "since Linux" notes in tcp(7), which TCP socket option was added to Linux most '
                       "recently?")
    seen = Seen([Document(page, "/usr/share/man/man7/tcp.7.gz")])
    seen.add("[('TCP_FASTOPEN_CONNECT', 'Linux 4.11'), ('TCP_FASTOPEN', 'Linux 3.6')]",
             "import re; print(sorted(((r['name'], r['since']) for r in records() if r['part'] == 'Socket options' and "
             "r.get('since')), key=lambda t: [int(n) for n in re.findall(r'\\d+', t[1])], reverse=True)[:5])")
    assert judge("TCP_FASTOPEN_CONNECT", seen, q).accepted
    assert judge("TCP_FASTOPEN", seen, q).reason == "final_not_first"


def test_a_piece_of_several_ranked_labels_is_no_top_of_the_ranking() -> None:
    """Dev locale.alias-02, "Which character set is used by the largest number of aliases in locale.alias?", shown a
    ranking of whole locale names: 'ISO-8859-1' is a piece of two of its labels, and no count says how many aliases
    use it. It was taken, resting on that ranking."""
    aliases = "".join(f"{a}\t{v}\n" for a, v in (("bokmal", "nb_NO.ISO-8859-1"), ("norwegian", "nb_NO.ISO-8859-1"),
                                                  ("japanese", "ja_JP.eucJP"), ("ja_JP", "ja_JP.eucJP"),
                                                  ("danish", "da_DK.ISO-8859-1")))
    q = Question.parse("Which character set is used by the largest number of aliases in locale.alias?")
    seen = Seen([Document(aliases, "/usr/share/X11/locale/locale.alias")])
    seen.add("[('nb_NO.ISO-8859-1', 2), ('ja_JP.eucJP', 2), ('da_DK.ISO-8859-1', 1)]",
             "print(Counter(r['column2'] for r in records()).most_common(5))")
    assert judge("ISO-8859-1", seen, q).reason == "final_not_first"


def test_a_value_of_another_release_s_heading_is_refused_for_the_release_asked() -> None:
    """Held-out openssl-news-01: a fresh read of two hits answered 30 Sep 2003 for "on what date was OpenSSL 0.9.6j
    released?", from the heading of the changes between 0.9.6j and 0.9.6k: 0.9.6k's notes. Its own heading answers."""
    import re

    from tests.test_helpers import OPENSSL_NEWS

    q = Question.parse("According to OpenSSL's NEWS.md, on what date was OpenSSL 0.9.6j released?")
    seen = Seen([Document(OPENSSL_NEWS, "/usr/share/doc/openssl/NEWS.md.gz")])
    hits = [m.start() for m in re.finditer(r"### Major changes between OpenSSL 0\.9\.6[ij] ", OPENSSL_NEWS)]
    seen.add(f"[at {hits[0]}] ### Major changes between OpenSSL 0.9.6j and OpenSSL 0.9.6k [30 Sep 2003]\n"
             f"[at {hits[1]}] ### Major changes between OpenSSL 0.9.6i and OpenSSL 0.9.6j [10 Apr 2003]",
             "search('OpenSSL 0.9.6j released')")
    refused = judge("30 Sep 2003", seen, q, forced=True)
    assert refused.reason == "final_other_release" and refused.unused == ("0.9.6k",)
    assert judge("10 Apr 2003", seen, q, forced=True).accepted


def test_that_one_in_turn_refers_back_and_the_first_hop_is_no_answer() -> None:
    """Held-out alsa-conf-03: "In alsa.conf, pcm.spdif is defined as another pcm definition. Which definition does that
    one in turn point to?" was answered pcm.iec958, what pcm.spdif's own line points to: "that one" refers back to the
    thing the first sentence leads to, whatever it calls it, and the line the hop starts from is no answer."""
    conf = "# ALSA library configuration file\n\n" + "".join(f"pcm.x{i} cards.pcm.x{i}\n" for i in range(20)) + \
        "pcm.iec958 cards.pcm.iec958\npcm.spdif iec958\npcm.hdmi cards.pcm.hdmi\n"
    q = Question.parse("In alsa.conf, pcm.spdif is defined as another pcm definition. Which definition does that one in "
                       "turn point to?")
    assert q.hop
    seen = Seen([Document(conf, "/usr/share/alsa/alsa.conf")])
    seen.add(f"[at {conf.index('pcm.iec958')}] pcm.iec958 cards.pcm.iec958 pcm.spdif iec958", "search('pcm.spdif')")
    assert judge("pcm.iec958", seen, q, forced=True).reason == "final_first_hop"


def test_asked_for_a_release_an_answer_that_is_none_of_the_document_s_releases_is_refused() -> None:
    """Held-out openssl-news-04: "In the section for which release? Give the version that section introduces." was
    answered "OpenSSL 0.9.x", the heading of a series of releases, not one of NEWS.md's release headings."""
    from tests.test_helpers import OPENSSL_NEWS

    q = Question.parse("OpenSSL's NEWS.md mentions the Klima-Pokorny-Rosa extension once. In the section for which "
                       "release? Give the version that section introduces.")
    seen = Seen([Document(OPENSSL_NEWS, "/usr/share/doc/openssl/NEWS.md.gz")])
    at = OPENSSL_NEWS.index("  * Security: counter")
    seen.add(f"[at {at}, in OpenSSL 0.9.x, Major changes between OpenSSL 0.9.6i and OpenSSL 0.9.6j 10 Apr 2003] * "
             "Security: counter the Klima-Pokorny-Rosa extension.", "search('Klima-Pokorny-Rosa')")
    assert judge("OpenSSL 0.9.x", seen, q, forced=True).reason == "final_not_release"
    assert judge("0.9.6j", seen, q, forced=True).reason != "final_not_release"


def test_a_count_that_does_not_test_a_name_no_line_seen_holds_is_unfiltered() -> None:
    """Held-out systemd.directives-02: "How many entries of the UNIT DIRECTIVES section of systemd.directives(7) refer
    to the manual page systemd.mount(5)?" was answered 420, every entry of the section: no line the root had seen named
    systemd.mount, so no word of the question selected lines the count could have missed. A dotted name the question
    gives (not the document's own, systemd.directives) is a filter whatever was seen."""
    page = ".SH \"UNIT DIRECTIVES\"\n" + "".join(f".PP\n\\fIKey{i}=\\fR\n.RS 4\n\\fBsystemd.{'unit' if i % 4 else 'mount'}"
                                                "\\fR(5)\n.RE\n" for i in range(16))
    doc = Document(page, "/usr/share/man/man7/systemd.directives.7.gz")
    q = Question.parse("How many entries of the UNIT DIRECTIVES section of systemd.directives(7) refer to the manual page "
                       "systemd.mount(5)?")
    seen = Seen([doc])
    seen.add("16", "print(len([r for r in records() if r['part'] == 'UNIT DIRECTIVES']))")
    refused = judge("16", seen, q, forced=True)
    assert refused.reason == "final_unfiltered" and refused.unused == ("systemd.mount",)
    seen = Seen([doc])
    seen.add("4", "print(len([r for r in records() if r['part'] == 'UNIT DIRECTIVES' and 'systemd.mount' in r['body']]))")
    assert judge("4", seen, q, forced=True).accepted


def test_a_count_that_does_not_test_the_identifier_the_question_names_is_unfiltered() -> None:
    """Held-out packagekit-transaction-02: "How many methods of the org.freedesktop.PackageKit.Transaction interface take
    an argument named transaction_flags?" was answered 34, every method: the question's words split transaction_flags
    in two, and neither half selects its lines ("transaction" names the document), so the count seemed to miss no
    filter. An identifier joined by '_' selects as a whole."""
    xml = '<node>\n<interface name="org.freedesktop.PackageKit.Transaction">\n' + "".join(
        f'  <method name="M{i}">\n' + (f'    <arg type="t" name="transaction_flags" direction="in"/>\n' if i % 3 == 0
                                       else "") + f'    <arg type="s" name="package_id{i}" direction="in"/>\n  </method>\n'
        for i in range(12)) + "</interface>\n</node>\n"
    q = Question.parse("How many methods of the org.freedesktop.PackageKit.Transaction interface take an argument named "
                       "transaction_flags?")
    seen = Seen([Document(xml, "/usr/share/dbus-1/interfaces/org.freedesktop.PackageKit.Transaction.xml")])
    seen.add("39 records (xml), fields ['kind', 'name', 'parent', 'level', 'type', 'direction']",
             "print(records().summary(['argument', 'methods', 'named', 'transaction_flags']))")  # the loop's first view
    seen.add("12", "import re\npart = re.search(r'<interface name=\"org\\.freedesktop\\.PackageKit\\.Transaction\">.*?"
                   "</interface>', context, re.DOTALL).group(0)\nprint(len(re.findall(r'<method name=\"([^\"]+)\">', part)))")
    refused = judge("12", seen, q, forced=True)
    assert refused.reason == "final_unfiltered" and refused.unused == ("transaction_flags",)
    seen = Seen([Document(xml, "/usr/share/dbus-1/interfaces/org.freedesktop.PackageKit.Transaction.xml")])
    seen.add("4", "print(len({r['parent'] for r in records() if r['kind'] == 'arg' and r['name'] == 'transaction_flags'}))")
    assert judge("4", seen, q, forced=True).accepted


def test_a_count_of_the_example_the_question_gives_is_no_count_of_its_kind() -> None:
    """Held-out alsa-conf-02: "How many of alsa.conf's one-line pcm definitions redirect to a cards.pcm.<name>
    definition (like `pcm.front cards.pcm.front`)?" was answered 1: the root counted the lines naming pcm.front, the
    example, not the kind it illustrates."""
    conf = "".join(f"pcm.{n} cards.pcm.{n}\n" for n in ("front", "rear", "center_lfe", "side", "surround21")) + \
        "pcm.spdif iec958\npcm.null {\n\ttype null\n}\n"
    q = Question.parse("How many of alsa.conf's one-line pcm definitions redirect to a cards.pcm.<name> definition (like "
                       "`pcm.front cards.pcm.front`)?")
    seen = Seen([Document(conf, "/usr/share/alsa/alsa.conf")])
    seen.add("1", "import re\nprint(len(re.findall(r'pcm\\.front\\s+cards\\.pcm\\.(\\w+)', context)))")
    refused = judge("1", seen, q, forced=True)
    assert refused.reason == "final_example" and refused.unused == ("pcm.front",)
    seen = Seen([Document(conf, "/usr/share/alsa/alsa.conf")])
    seen.add("5", "import re\nprint(len(re.findall(r'^pcm\\.(\\w+)\\s+cards\\.pcm\\.\\1$', context, re.M)))")
    assert judge("5", seen, q, forced=True).reason != "final_example"


def test_the_key_a_view_reached_and_a_top_label_printed_alone_against_a_ranking_are_refused() -> None:
    """Check run of round 21's locale.py-04 and -03 after the session's views: the hop view said "'es_pr' names this
    record; its value: 'es_PR.ISO8859-1'" and the root answered es_pr, the key; asked which locale name the most
    entries expand to, the root printed Counter(every key).most_common(1)[0][0], 'a3' (each key once, a tie), where
    the loop's ranking with its counts put en_US.ISO8859-1 first."""
    import locale
    from pathlib import Path

    module = Path(locale.__file__).read_text()
    hop = Question.parse("locale.py maps the Windows language identifier 0x500a to a locale name. What does the module's "
                         "locale_alias table expand that name (written in lower case) to?")
    seen = Seen([Document(module, "locale.py")])
    seen.add(f"'es_pr' names this record; its value: 'es_PR.ISO8859-1'\n[at {module.index(chr(39) + 'es_pr' + chr(39))}] "
             "'es_pr': 'es_PR.ISO8859-1'\n(reached from '0x500a' in its record)",
             "asked = (['0x500a', 'locale_alias'], ['does'], '')\nshown = records().within(*asked)\nif shown:\n"
             "    print(shown)")
    assert judge("es_pr", seen, hop, forced=True).reason == "final_other_field"
    assert judge("es_PR.ISO8859-1", seen, hop, forced=True).accepted
    most = Question.parse("Which full locale name is the target of the largest number of entries in locale.py's "
                          "locale_alias table?")
    seen = Seen([Document(module, "locale.py")])
    seen.add("[('en_US.ISO8859-1', 11), ('C', 8), ('ja_JP.eucJP', 8)]",
             "print(Counter(r['value'] for r in records() if r['parent'] == 'locale_alias').most_common(5))")
    seen.add("a3", "c = Counter([r['name'] for r in records() if r['parent'] == 'locale_alias'])\n"
                   "print(c.most_common(1)[0][0])")
    refused = judge("a3", seen, most, forced=True)
    assert refused.reason == "final_top_only" and refused.first == "en_US.ISO8859-1"


def test_a_hop_through_a_run_of_defines_follows_the_name_next_to_the_key() -> None:
    """Held-out obj_mac.h-06: "evp.h defines EVP_PKEY_DHX as a NID_ macro. What number does obj_mac.h give that NID?"
    was answered 116, NID_dsa's: a search printed evp.h's #defines run together on one line, and the chain from the
    key went on through NID_dsa, another name of that line. Each #define of such a run is a piece of its own."""
    evp = "".join(f"#define EVP_PKEY_{k} NID_{v}\n" for k, v in (("DSA", "dsa"), ("DSA1", "dsa_2"), ("DH", "dhKeyAgreement"),
                                                               ("DHX", "dhpublicnumber"), ("EC", "X9_62_id_ecPublicKey")))
    evp += "".join(f"int EVP_f{i}(void);\n" for i in range(40))
    obj = "".join(f"#define NID_{k} {n}\n" for k, n in (("dsa", 116), ("dsa_2", 67), ("dhKeyAgreement", 28),
                                                         ("dhpublicnumber", 920)))
    q = Question.parse("OpenSSL's evp.h defines EVP_PKEY_DHX as a NID_ macro. What number does obj_mac.h give that NID?")
    seen = Seen([Document(obj, "/usr/include/openssl/obj_mac.h"), Document(evp, "/usr/include/openssl/evp.h")])
    run_together = " ".join(evp.split("\n")[:5])
    seen.add(f"1 match(es) for 'EVP_PKEY_DHX':\n[doc 1 (/usr/include/openssl/evp.h), at 0] {run_together}",
             "search('EVP_PKEY_DHX')")
    seen.add("[doc 0 (/usr/include/openssl/obj_mac.h), at 0] #define NID_dsa 116", "search('NID_dsa')")
    assert judge("116", seen, q).reason == "final_unsupported"
    seen.add("[doc 0 (/usr/include/openssl/obj_mac.h), at 60] #define NID_dhpublicnumber 920", "search('NID_dhpublicnumber')")
    assert judge("920", seen, q).accepted


def test_an_identifier_recased_is_no_copy_of_the_documents() -> None:
    """Held-out obj_mac.h-01: a read answered NID_HMAC_SHA3_512, the header's NID_hmac_sha3_512 in capitals; as written
    it is in no document. A name the documents write in that case, or one they never write in any (a path the
    records compose, APT::Get), is not this."""
    header = '#define SN_hmac_sha3_512 "id-hmacWithSHA3-512"\n#define NID_hmac_sha3_512 1105\n'
    q = Question.parse('Which macro gives the NID of the object whose short name is "id-hmacWithSHA3-512"?')
    seen = Seen([Document(header, "/usr/include/openssl/obj_mac.h")])
    seen.add('[at 0] #define SN_hmac_sha3_512 "id-hmacWithSHA3-512"', 'search("id-hmacWithSHA3-512")')
    assert judge("NID_HMAC_SHA3_512", seen, q, forced=True).reason == "final_not_in_documents"
    seen.add("[at 51] #define NID_hmac_sha3_512 1105", 'search("NID_hmac_sha3_512")')
    assert judge("NID_hmac_sha3_512", seen, q, forced=True).accepted


def test_a_name_given_with_its_element_must_be_where_the_answer_is_and_a_given_element_must_be_the_answer() -> None:
    """Check run check23: asked for "the colemak_dh variant of the us layout", which us has not, a root answered with
    the colemak_dh of Polish's layout, a hit that names no us; asked "Which layout ... has the most variants? Give the
    layout's description.", the ranking's top label 'us' was taken, a name, no description."""
    from tests.test_helpers import XKB

    seen = Seen([Document(XKB, "/usr/share/X11/xkb/rules/base.extras.xml")])
    assert {"layout", "variant", "description"} <= seen.tags
    hit = ("[at 940] <variant> <configItem> <name>colemak_dh</name> <description>Polish (Colemak-DH)</description> "
           "</configItem> </variant>")
    seen.add(hit, "search('colemak_dh')")
    q = Question.parse("What description does base.extras.xml give the colemak_dh variant of the us layout?")
    assert judge("Polish (Colemak-DH)", seen, q, forced=True).reason == "final_other_key"
    q = Question.parse("What description does base.extras.xml give the colemak_dh variant of the pl layout?")
    assert judge("Polish (Colemak-DH)", seen, q, forced=True).reason == "final_other_key"  # a hit naming no pl either:
    # the lookup, which checks what holds the record, answers this one
    ranked = Seen([Document(XKB, "/usr/share/X11/xkb/rules/base.extras.xml")])
    ranked.add("[('us', 3), ('de', 2), ('pl', 2)]",
               "print(Counter(r['parent'] for r in records() if r['kind'] == 'variant' and r['parent'] != '')"
               ".most_common(5))")
    q = Question.parse("Which layout in base.extras.xml has the most variants? Give the layout's description.")
    assert judge("us", ranked, q, forced=True).reason == "final_other_field"
    assert judge("us", ranked, Question.parse("Which layout in base.extras.xml has the most variants?"), forced=True).accepted


def test_a_line_is_no_answer_to_under_which_tool_s_heading() -> None:
    """Held-out valgrind-news-05 (first run, wrong): "The TOOL CHANGES part of Valgrind 3.12.0's release notes mentions
    the option --workaround-gcc296-bugs. Under which tool's heading?" was answered with the line naming the option: a
    heading asked with a possessive ("which tool's heading") is a heading too."""
    news = "Release 3.12.0 (20 October 2016)\n\n* Memcheck:\n\n  - The related flag --workaround-gcc296-bugs=yes is " \
           "now deprecated.\n"
    seen = Seen([Document(news, "/usr/share/doc/valgrind/NEWS")])
    seen.add("[at 60, in Release 3.12.0 (20 October 2016)] The related flag --workaround-gcc296-bugs=yes is now "
             "deprecated.", "search('--workaround-gcc296-bugs')")
    q = Question.parse("The TOOL CHANGES part of Valgrind 3.12.0's release notes mentions the option "
                       "--workaround-gcc296-bugs. Under which tool's heading?")
    assert judge("The related flag --workaround-gcc296-bugs=yes is now deprecated.", seen, q, forced=True).reason == \
        "final_not_heading"


def test_a_name_only_an_html_comment_says_is_not_what_the_passage_is_about() -> None:
    """Held-out node-deprecations-07 (an absent fact, first run wrong): "What does DEP0188 deprecate?" DEP0188 is only in
    a lint comment of DEP0187's notes ("<!-- md-lint skip-deprecation DEP0188 -->"); a fresh read gave DEP0187's."""
    text = '{"textRaw": "DEP0187: Passing invalid argument types", "desc": "<p>Passing non-supported argument types ' \
           'is deprecated.</p>\\n<!-- md-lint skip-deprecation DEP0188 -->"}'
    seen = Seen([Document(text, "/usr/share/doc/nodejs/api/deprecations.json")])
    seen.add(f"[at 0] {text}", "search('DEP0188')")
    q = Question.parse("What does DEP0188 deprecate, according to Node's deprecations.json?")
    assert not judge("Passing non-supported argument types is deprecated", seen, q, forced=True).accepted
    q = Question.parse("What does DEP0187 deprecate, according to Node's deprecations.json?")
    assert judge("Passing non-supported argument types is deprecated", seen, q, forced=True).accepted


def test_a_hit_in_a_c_header_is_in_the_section_its_block_comment_titles() -> None:
    """Held-out sqlite3.h-05, -06 (first run wrong): sqlite3.h's "** [[sqlite3_vfs.xAccess]]" was read as a file's name
    in a dump, so every later hit was "in sqlite3_vfs.xAccess", which answered "under which CAPI3REF heading"; a hit is
    in the section of the block comment it is in, and a heading asked with a word before it is a heading."""
    from rlm.workspace import helpers_source
    from sandbox import Sandbox
    from tests.test_helpers import SQLITE_H

    text = SQLITE_H.replace("** Many functions", "** [[sqlite3_vfs.xAccess]]\n** Many functions")
    with Sandbox(context=text, functions={sandbox_helpers.HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, ["sqlite3.h"], ["/usr/include/sqlite3.h"])) as sb:
        hits = sb.run("print(search('nByte'))").output
    assert "in Compiling An SQL Statement]" in hits and "xAccess" not in hits
    seen = Seen([Document(text, "/usr/include/sqlite3.h")])
    seen.add(hits, "search('nByte')")
    seen.add("[at 120, in sqlite3_vfs.xAccess] ** Many functions return a result code.", "search('Many functions')")
    q = Question.parse("Under which CAPI3REF heading does sqlite3.h declare the function sqlite3_prepare?")
    assert judge("sqlite3_vfs.xAccess", seen, q, forced=True).reason in ("final_not_heading", "final_unsupported")
    assert judge("Compiling An SQL Statement", seen, q, forced=True).accepted


def test_round_25_wrong_answers_a_name_off_the_placed_record_a_block_s_line_a_release_counted() -> None:
    """Held-out round 25's first run: information-schema.sql-06 took 'role_usage_grants' from a comment beside the order
    view's placed record ("CREATE VIEW usage_privileges"), its one new word 'usage' being in that record; keysymdef.h-04
    answered "Inside which #ifdef block ..." with the name's own #define line; gdb-news-03 counted the records whose
    version is 7.0 (its release's own, one) for "How many new targets does GDB's NEWS list for GDB 7.0?"."""
    sql = ("/*\n * 5.45\n * ROLE_UDT_GRANTS view\n */\n\nCREATE VIEW role_udt_grants AS SELECT grantor FROM udt_privileges;\n"
           "-- 5.46 ROLE_USAGE_GRANTS view is based on 5.75 USAGE_PRIVILEGES and is defined there instead.\n\n"
           "CREATE VIEW usage_privileges AS SELECT grantor FROM pg_collation;\n")
    seen = Seen([Document(sql, "/usr/share/postgresql/15/information_schema.sql")])
    seen.add("[at 180] CREATE VIEW usage_privileges AS <- right after the one that names 'role_udt_grants'",
             "print(records().order(['role_udt_grants', 'view'], key=None))")
    seen.add("[at 90] -- 5.46 ROLE_USAGE_GRANTS view is based on 5.75 USAGE_PRIVILEGES and is defined there instead.",
             "search('role_usage_grants')")
    q = Question.parse("In PostgreSQL's information_schema.sql, which view's section comes right after the one for the "
                       "ROLE_UDT_GRANTS view?")
    assert judge("role_usage_grants", seen, q, forced=True).reason == "final_not_placed"
    assert judge("usage_privileges", seen, q, forced=True).accepted

    header = "#ifdef XK_XKB_KEYS\n#define XK_Pointer_Drag_Dflt 0xfef4\n#define XK_Pointer_Drag1 0xfef5\n#endif\n"
    seen = Seen([Document(header, "/usr/include/X11/keysymdef.h")])
    seen.add("[at 19] #define XK_Pointer_Drag_Dflt 0xfef4", "search('XK_Pointer_Drag_Dflt')")
    q = Question.parse("Inside which #ifdef block of keysymdef.h is XK_Pointer_Drag_Dflt defined?")
    assert judge("#define XK_Pointer_Drag_Dflt 0xfef4", seen, q, forced=True).reason == "final_not_heading"

    news = "".join(f"* Changes in GDB {v}\n\n* New targets\n\nTarget {v}a    a-elf\nTarget {v}b    b-elf\n\n"
                   for v in ("7.1", "7.0", "6.8"))
    seen = Seen([Document(news, "/usr/share/doc/gdb/NEWS")])
    code = "rows = [r for r in records() if r['version'] == '7.0' and ('new' in r['body'] or 'targets' in r['body'])]\n" \
           "print(len(rows))"
    seen.add("1", code)
    q = Question.parse("How many new targets does GDB's NEWS list for GDB 7.0?")
    assert judge("1", seen, q).reason == "final_release_counted"


def test_round_25_check_wrong_answers_a_letter_of_other_lines_and_a_count_of_the_hop_s_start() -> None:
    """The round-25 check run: perldiag-01 answered 'D', a letter other lines printed held as a word, for the category
    of the message whose "=item" line alone it had read; perldiag-04 and pygments-mapping-04 counted what names where
    a hop starts ("Bad free() ignored", the alias 'registry') for how many share the category or module it leads to."""
    pod = "=item Bad free() ignored\n\n(S malloc) An internal routine called free().\n\n=item Reference is already " \
          "weak\n\n(W misc) You have attempted to weaken a reference.\n\n=item Deep recursion\n\n(D deprecated) Old.\n"
    seen = Seen([Document(pod, "/usr/share/perl/5.36.0/pod/perldiag.pod")])
    seen.add("[at 120] (D deprecated) Old.", "search('deprecated')")
    seen.add("1 match(es) for 'Reference is already weak':\n[at 60] =item Reference is already weak",
             "search('Reference is already weak')")
    q = Question.parse('Which warning category does perldiag give the message "Reference is already weak"?')
    assert judge("D", seen, q, forced=True).reason == "final_unsupported"

    seen = Seen([Document(pod, "/usr/share/perl/5.36.0/pod/perldiag.pod")])
    seen.add("1", 'pattern = r"Bad free() ignored"\nmatches = search(pattern)\nprint(len(matches))')
    q = Question.parse('perldiag puts the message "Bad free() ignored" in a warning category. How many messages in '
                       'perldiag are in that category, that message included?')
    verdict = judge("1", seen, q)
    assert verdict.reason == "final_hop_start_counted" and verdict.unused == ("Bad free() ignored",)
    seen = Seen([Document(pod, "/usr/share/perl/5.36.0/pod/perldiag.pod")])
    seen.add("1", "print(len([r for r in records() if r['body'].startswith('(S malloc)')]))")  # what the start leads to
    assert judge("1", seen, q).reason != "final_hop_start_counted"


def test_an_answer_copying_a_display_cut_short_is_refused() -> None:
    """Held-out unicode-blocks-05: forced to answer "Which blocks does Blocks.txt list in plane 2?", a root copied a
    line printed head and tail ("..., CJK Unified Ideographs Ext ...") whole: a list the display cut, which the
    document never says so. The same words ending a line of the document as written pass."""
    text = "".join(f"{0x20000 + i * 0x1000:X}..{0x20FFF + i * 0x1000:X}; CJK Unified Ideographs Extension {c}\n"
                   for i, c in enumerate("BCDEF"))
    doc = Document(text, "/usr/share/perl/5.36.0/unicore/Blocks.txt")
    seen = Seen([doc])
    seen.add("[at 0] 20000..20FFF; CJK Unified Ideographs Extension B 21000..21FFF; CJK Unified Ideographs Ext ...",
             "search('20000')")
    q = Question.parse("Which blocks does Unicode's Blocks.txt list from U+20000 on?")
    assert judge("CJK Unified Ideographs Extension B, CJK Unified Ideographs Ext ...", seen, q, forced=True).reason == \
        "final_list_cut"
    assert judge("CJK Unified Ideographs Extension B", seen, q, forced=True).reason != "final_list_cut"


def test_a_count_of_a_key_s_mentions_is_no_count_of_the_items_having_it() -> None:
    """Held-out llvm-attributes.td-02: asked how many attributes list RetAttr among their properties, a root counted
    the times 'RetAttr' appears in the file (10, its own `def RetAttr : AttrProperty;` among them; 9 attributes have
    it). A question that counts a word's occurrences asks for that; one that counts items does not."""
    text = "def RetAttr : AttrProperty;\n" + "".join(f"def A{i} : EnumAttr<\"a{i}\", [ParamAttr, RetAttr]>;\n"
                                                  for i in range(3))
    seen = Seen([Document(text, "/usr/lib/llvm-14/include/llvm/IR/Attributes.td")])
    seen.add("4", "import re\nprint(len(re.findall(r'RetAttr', context)))")
    q = Question.parse("How many attributes in LLVM 14's Attributes.td may be used on a return value (RetAttr among their "
                       "properties)?")
    assert judge("4", seen, q).reason == "final_word_counted"
    q = Question.parse("How many times does the word RetAttr appear in Attributes.td?")
    assert judge("4", seen, q).reason != "final_word_counted"


def test_a_forced_answer_of_one_item_to_a_question_asking_for_every_one_is_refused() -> None:
    """Held-out unicode-blocks-05, asked twice: "Which blocks does Blocks.txt list in plane 2 (U+20000 to U+2FFFF)?
    Name every one." A root forced to answer after repeating a search was shown the one line a search of 20000 found,
    and answered that block alone. A question asking for every item between two ends is not answered by one a forced
    search found; "List all the releases of git maintenance." may be (test_loop: one release lists it)."""
    doc = Document("20000..2A6DF; CJK Unified Ideographs Extension B\n2A700..2B73F; CJK Unified Ideographs Extension C\n",
                   "/usr/share/perl/5.36.0/unicore/Blocks.txt")
    seen = Seen([doc])
    seen.add("[at 0] 20000..2A6DF; CJK Unified Ideographs Extension B", "search('20000')")
    q = Question.parse("Which blocks does Unicode's Blocks.txt list in plane 2 (U+20000 to U+2FFFF)? Name every one.")
    assert judge("CJK Unified Ideographs Extension B", seen, q, forced=True).reason == "final_list_cut"
    assert judge("CJK Unified Ideographs Extension B", seen, q).reason != "final_list_cut"


SYMBOLS = ("libhistory.so.8 libreadline8 #MINVER#\n _hs_append_history_line@Base 8.0\n _hs_at_end_of_history@Base 8.2~beta\n"
           " add_history@Base 8.0\nlibreadline.so.8 libreadline8 #MINVER#\n rl_callback_sigcleanup@Base 8.0\n"
           " rl_clear_display@Base 8.0\n rl_timeout_event_hook@Base 8.2~beta\n")


def test_round_27_wrong_answers_an_item_of_the_scope_a_time_extreme_unplaced_and_a_name_no_line_has() -> None:
    """Held-out round 27's first run: "Which symbol of libhistory.so.8 has the newest version?" answered the library's
    own line; a question asking which of a group "has libreadline.so.8 exported since the newest version" answered a
    name off a comment's heading, no version compared; "Under which tzdata/Zones template do the templates offer the
    time zone Zaporozhye?" (no template does) answered Europe off a search of the answer itself."""
    seen = Seen([Document(SYMBOLS, "/var/lib/dpkg/info/libreadline8:amd64.symbols")])
    seen.add("[at 0] libhistory.so.8 libreadline8 #MINVER#", "search('libhistory.so.8')")
    q = Question.parse("Which symbol of libhistory.so.8 has the newest version in libreadline8's dpkg symbols file?")
    assert judge("libhistory.so.8 libreadline8 #MINVER#", seen, q, forced=True).reason == "final_reference"
    said = "The newest version of the symbol in libhistory.so.8 is _hs_at_end_of_history@Base 8.2~beta."
    assert judge(said, seen, q, forced=True).reason != "final_reference"  # a sentence naming the library, then a symbol
    worded = "libhistory.so.8 libreadline8 #MINVER# (minimum version)"
    assert not judge(worded, seen, q, forced=True).accepted  # its own line, a word added
    at = SYMBOLS.index("libreadline.so.8")
    seen.add(f"[at {at}] libreadline.so.8 libreadline8 #MINVER# rl_callback_sigcleanup@Base 8.0", "search('so.8')")
    q = Question.parse("Which function has libreadline.so.8 exported since the newest version?")
    assert judge("rl_callback_sigcleanup", seen, q).reason == "final_uncompared"
    q = Question.parse("Since which version has libreadline.so.8 exported rl_callback_sigcleanup?")
    assert judge("8.0", seen, q).accepted  # no extreme: the line says it
    templates = "Template: tzdata/Zones/Europe\nType: select\nChoices: Amsterdam, Andorra, Zurich\n\n" \
                "Template: tzdata/Zones/Asia\nType: select\nChoices: Aden, Almaty\n"
    seen = Seen([Document(templates, "/var/lib/dpkg/info/tzdata.templates")])
    seen.add("[at 0] Template: tzdata/Zones/Europe Type: select Choices: Amsterdam, Andorra, Zurich", "search('Europe')")
    q = Question.parse("Under which tzdata/Zones template do tzdata's debconf templates offer the time zone Zaporozhye?")
    assert judge("Europe", seen, q).reason == "final_unsupported"
    assert judge("Europe", seen, Question.parse(q.text.replace("Zaporozhye", "Zurich"))).accepted


def test_a_value_from_another_stanza_than_the_one_the_question_names_is_refused() -> None:
    """Held-out tzdata.templates-01, twice: "the template tzdata/Zones/Europe offers the time zone Zurich. What does its
    Lithuanian translation (Choices-lt.UTF-8) call that choice?" answered 'Chatham salos' off a search of
    Choices-lt.UTF-8 that printed the Pacific template's list. A value read in another `Key: value` stanza than the
    one whose key the question gives is not that stanza's."""
    templates = "Template: tzdata/Zones/Europe\nType: select\nChoices: Amsterdam, Zurich\n" \
                "Choices-lt.UTF-8: Amsterdamas, Ciūrichas\n\n" \
                "Template: tzdata/Zones/Pacific\nType: select\nChoices: Apia, Chatham\n" \
                "Choices-lt.UTF-8: Apija, Chatham salos\n"
    seen = Seen([Document(templates, "/var/lib/dpkg/info/tzdata.templates")])
    seen.add("2 match(es) for 'Choices-lt.UTF-8':\n[at 70] Choices-lt.UTF-8: Amsterdamas, Ciūrichas\n"
             f"[at {templates.index('Choices-lt.UTF-8: Apija')}] Choices-lt.UTF-8: Apija, Chatham salos",
             "search('Choices-lt.UTF-8')")
    q = Question.parse("In tzdata's debconf templates, the template tzdata/Zones/Europe offers the time zone Zurich. "
                       "What does its Lithuanian translation (Choices-lt.UTF-8) call that choice?")
    verdict = judge("Chatham salos", seen, q)
    assert (verdict.reason, verdict.unused) == ("final_other_block", ("tzdata/Zones/Europe",))
    assert judge("Ciūrichas", seen, q).reason != "final_other_block"


def test_a_count_of_what_a_name_holds_that_kept_the_name_itself_is_refused() -> None:
    """Held-out check of regen_apis_config.yaml-07: "For how many of networkservices's resource collections does
    resource_map.yaml list that version ...?" answered 1, from code keeping `r['key'] == 'networkservices'`: the API's
    own record, none of its collections. A count keeping records by the parent's name still counts its items."""
    seen = Seen([Document("apis:\n  networkservices:\n    v1:\n      default: true\n", "/etc/regen_apis_config.yaml")])
    seen.add("1", "print(len([r for r in records() if r['key'] == 'networkservices' and r['parent'] == 'apis']))")
    q = Question.parse("For how many of networkservices's resource collections does the file list that version?")
    verdict = judge("1", seen, q)
    assert (verdict.reason, verdict.unused) == ("final_first_hop", ("networkservices",))
    seen = Seen([Document("apis:\n  networkservices:\n    v1:\n      default: true\n", "/etc/regen_apis_config.yaml")])
    seen.add("1", "print(len([r for r in records() if r['parent'] == 'networkservices']))")
    assert judge("1", seen, Question.parse("How many versions of the API networkservices does the file configure?")
                 ).reason != "final_first_hop"


def test_the_name_of_the_record_a_place_picks_is_no_property_asked_of_it_nor_a_figure_a_thing() -> None:
    """Mended run of llvm-attributes.td-04 and unicode-blocks-03: asked "what is the IR spelling of the attribute
    defined right after StackProtectReq?", the loop's own pick of the order view's "its code: 'StackProtectStrong'" was
    taken; asked "which block ... spans the most code points?", a figure of the ranking, 20992."""
    doc = Document('def StackProtectReq : EnumAttr<"sspreq", [FnAttr]>;\ndef StackProtectStrong : EnumAttr<"sspstrong", '
                   '[FnAttr]>;\n', "/usr/lib/llvm-14/include/llvm/IR/Attributes.td")
    seen = Seen([doc])
    seen.add("2 records in the order of the file\n[at 51] def StackProtectStrong : EnumAttr<\"sspstrong\", [FnAttr]>; <- "
             "right after the one that names 'stackprotectreq'; its code: 'StackProtectStrong'",
             "print(records().order(['after', 'stackprotectreq'], key='StackProtectReq'))")
    q = Question.parse("In LLVM 14's Attributes.td, what is the IR spelling of the attribute defined right after "
                       "StackProtectReq?")
    verdict = judge("StackProtectStrong", seen, q, forced=True)
    assert (verdict.reason, verdict.unused) == ("final_other_field", ("IR spelling",))
    assert judge("StackProtectStrong", seen, Question.parse("Which attribute does Attributes.td define right after "
                                                            "StackProtectReq?"), forced=True).accepted
    q = Question.parse("Leaving out the private use areas, which block in Unicode's Blocks.txt spans the most code points?")
    assert q.named


def test_the_key_of_a_line_placed_by_its_value_is_not_the_item_after(bound: Any, printed: Callable[[str], str]) -> None:
    """Held-out XErrorDB-05: "which request of the DPMS extension is listed right after DPMSSetTimeouts?" was answered
    XRequest.DPMS.4, the key of the line "XRequest.DPMS.4: DPMSEnable" the order view placed: the line counted from
    names DPMSSetTimeouts by its value, so the request after it is the next line's value, which the view now says."""
    from rlm.loop import order_code

    db = "! DPMS extension\n" + "".join(f"XRequest.DPMS.{i}: {n}\n" for i, n in enumerate(
        ["DPMSGetVersion", "DPMSCapable", "DPMSGetTimeouts", "DPMSSetTimeouts", "DPMSEnable", "DPMSDisable"]))
    bound._configure(20000, ["XErrorDB"], ["/usr/share/X11/XErrorDB"])
    bound.context = db
    q = Question.parse("In X11's XErrorDB, which request of the DPMS extension is listed right after DPMSSetTimeouts?")
    code = order_code(q)
    shown = printed(code)
    assert "XRequest.DPMS.4: DPMSEnable <- right after the one that names 'dpmssettimeouts'; its value: 'DPMSEnable'" in shown
    seen = Seen([Document(db, "/usr/share/X11/XErrorDB")])
    seen.add(shown, code)
    assert judge("XRequest.DPMS.4", seen, q, forced=True) == Verdict("final_other_field", unused=("value",))
    assert judge("DPMSEnable", seen, q, forced=True).accepted
    keyed = Question.parse("In X11's XErrorDB, what is the key of the line right after DPMSSetTimeouts?")
    assert judge("XRequest.DPMS.4", seen, keyed, forced=True).reason != "final_other_field"  # the key asked for


def test_a_section_a_count_by_section_ranks_first_is_a_heading() -> None:
    """Held-out matplotlibrc-04: "Under which section banner does Matplotlib's matplotlibrc list the most settings?" was
    computed AXES by counting the records by their section, then refused as no heading seen: no hit had shown a part."""
    rc = "".join(f"## * {t} *\n" + "".join(f"#{t.lower()}.k{i}: {i}\n" for i in range(n)) for t, n in (("AXES", 5), ("TEXT", 2)))
    q = Question.parse("Under which section banner does Matplotlib's matplotlibrc list the most settings?")
    seen = Seen([Document(rc, "/usr/share/matplotlib/mpl-data/matplotlibrc")])
    seen.add("[('AXES', 5), ('TEXT', 2)]", "print(Counter(r['section'] for r in records() if r['section'] != '').most_common())")
    assert judge("AXES", seen, q, forced=True).reason != "final_not_heading"
    assert not judge("TEXT", seen, q, forced=True).accepted  # a section counted, not the top one
    seen = Seen([Document(rc, "/usr/share/matplotlib/mpl-data/matplotlibrc")])
    seen.add("AXES 5\nTEXT 2", "for s, n in Counter(r['section'] for r in records()).most_common():\n    print(s, n)")
    assert judge("TEXT", seen, q, forced=True).reason == "final_not_heading"  # counts it cannot read rank nothing
    seen = Seen([Document(rc, "/usr/share/matplotlib/mpl-data/matplotlibrc")])
    seen.add("[('axes.k3', 3)]", "print(sorted(((r['key'], r['value']) for r in records()), key=lambda t: t[1])[-1:])")
    assert judge("axes.k3", seen, q, forced=True).reason == "final_not_heading"


def test_a_block_the_order_view_placed_is_about_the_record_its_note_names() -> None:
    """Held-out certifi-cacert.pem-05: "Which certificate does the bundle list right after the one labelled "SZAFIR
    ROOT CA2"? Give its label." was refused, right: the order view printed the next block "# Issuer: CN=Certum ... #
    Label: "Certum Trusted Network CA 2" ... <- right after the one that names 'szafir root ca2'", and a `Key: value`
    block is about its first field alone, which left out the view's note naming the record it counts from."""
    bundle = "".join(f"# Issuer: CN={n} O=Org\n# Subject: CN={n} O=Org\n# Label: \"{n}\"\n# Serial: {i}\n"
                     f"-----BEGIN CERTIFICATE-----\nMIIC{i}\n-----END CERTIFICATE-----\n\n"
                     for i, n in enumerate(["SZAFIR ROOT CA2", "Certum Trusted Network CA 2", "Other Root"]))
    seen = Seen([Document(bundle, "cacert.pem")])
    placed = "# Issuer: CN=Certum Trusted Network CA 2 O=Org # Subject: CN=Certum Trusted Network CA 2 O=Org # Label: " \
        "\"Certum Trusted Network CA 2\" # Serial: 1 -----BEGIN CERTIFICATE----- MIIC1 -----END CERTIFICATE-----"
    seen.add(f"3 records in the order of the file\n[at 150] {placed} <- right after the one that names 'szafir root ca2'",
             "print(records().order(['after', 'szafir root ca2'], key=None))")
    q = Question.parse("Which certificate does the bundle (cacert.pem) list right after the one labelled \"SZAFIR ROOT "
                       "CA2\"? Give its label.")
    assert judge("Certum Trusted Network CA 2", seen, q, forced=True).accepted
    assert not judge("Other Root", seen, q, forced=True).accepted
    seen = Seen([Document(bundle, "cacert.pem")])  # the same block a search printed: no record placed after it
    seen.add(f"[at 150] {placed}", "search('Certum')")
    assert not judge("Certum Trusted Network CA 2", seen, q, forced=True).accepted


def test_a_count_narrowed_by_a_file_s_name_stays_narrowed_though_the_question_writes_it_dotted() -> None:
    """Review of the rule taking a group of keys the question spells out ("its XRequest.XFree86-DGA.n lines") as named:
    'errno-base' of "(not errno-base.h)", a file's name, is no such group; a count narrowed by it stays refused (the
    judge replay's holdout14 errno.h-02 took '1' from a search for the words of a comment)."""
    from rlm.support import narrowed

    q = Question.parse('How many of the error codes defined in asm-generic/errno.h itself (not errno-base.h) have a '
                       'description comment containing the word "invalid", in any case?')
    code = "print(len([r for r in records() if r['part'] == 'errno-base']))"
    assert narrowed(q, [Passage("1", None, None, "", code)]) == ["errno-base"]
    q = Question.parse("How many requests of the XFree86-DGA extension does X11's XErrorDB name (its XRequest.XFree86-DGA.n "
                       "lines)?")
    code = "print(len([r for r in records() if str(r.get('key', '')).rsplit('.', 1)[0] == 'XRequest.XFree86-DGA']))"
    assert narrowed(q, [Passage("27", None, None, "", code)]) == []


def test_round_29_first_run_wrong_answers_by_their_kinds() -> None:
    """Held-out round 29's wrong answers, each refused by a rule of its kind: pci_regs.h-02's count '4' was the offset
    "#define PCI_AGP_STATUS 4" gives the register, no count of the constants after it; posixoptions.7-02 counted the
    records whose title names the option (2), not the functions its section lists; posixoptions.7-06 answered "under
    which option's heading" with the section over the options, where the hit's part names the option's own."""
    header = "#define PCI_AGP_STATUS\t4\t/* Status register */\n#define  PCI_AGP_STATUS_RQ_MASK 0xff000000\n"
    seen = Seen([Document(header, "/usr/include/linux/pci_regs.h")])
    seen.add("1 match(es) for 'PCI_AGP_STATUS':\n[at 0] #define PCI_AGP_STATUS 4 /* Status register */",
             "print(search('PCI_AGP_STATUS'))")
    q = Question.parse("How many constants does linux/pci_regs.h define for the fields of the register PCI_AGP_STATUS (the "
                       "indented #define lines that follow it)?")
    assert judge("4", seen, q, forced=True).reason == "final_not_counted"
    assert judge("4", seen_of("[at 9] the register has 4 fields"), Question.parse("How many fields does it have?")).accepted

    q = Question.parse("How many functions does posixoptions(7) list as present for the option _POSIX_TRACE_EVENT_FILTER?")
    seen = Seen()
    seen.add("2", "print(len([r for r in records() if '_posix_trace_event_filter' in str(r['title']).lower()]))")
    assert judge("2", seen, q, forced=True).reason == "final_first_hop"

    page = ".SH X/OPEN SYSTEM INTERFACE EXTENSIONS\n.SS XSI - _XOPEN_LEGACY - _SC_XOPEN_LEGACY\nThe following functions " \
        "are present:\n.IR mktemp ()\n"
    seen = Seen([Document(page, "/usr/share/man/man7/posixoptions.7.gz")])
    seen.add("1 match(es) for 'mktemp':\n[at 90, in X/OPEN SYSTEM INTERFACE EXTENSIONS, XSI - _XOPEN_LEGACY - "
             "_SC_XOPEN_LEGACY] The following functions are present: .IR mktemp ()", "print(search('mktemp'))")
    q = Question.parse("Under which option's heading does posixoptions(7) list the function mktemp()? Give the option's name.")
    assert judge("X/OPEN SYSTEM INTERFACE EXTENSIONS", seen, q, forced=True).reason == "final_not_heading"
    assert judge("_XOPEN_LEGACY", seen, q, forced=True).reason != "final_not_heading"


def test_a_hit_running_into_the_asked_release_s_heading_answers_its_date() -> None:
    """Held-out zip-CHANGES-01 (replayed once Zip's dashed banners were read as releases): "on what date was Zip version
    2.3h made?" was answered from a hit that starts in 2.3g's items and runs into "---- November 18th 1998 version 2.3h
    ----", and the rule taking a hit for the release it starts in refused it. The one version near the answer is the
    release it dates (not "between 0.9.6j and 0.9.6k [30 Sep 2003]", where two are)."""
    notes = "".join(f"------------------------- {d} version {v} ------------------\n 1. fix the {w} port (Ed)\n"
                    f" 2. tidy the {w} makefile (Christian)\n" for d, v, w in (
                        ("August 7th 1998", "2.3f", "amiga"), ("October 1st 1998", "2.3g", "qdos"),
                        ("November 18th 1998", "2.3h", "beos"), ("May 2nd 1999", "2.3i", "vms")))
    seen = Seen([Document(notes, "/usr/share/doc/zip/CHANGES.gz")])
    at = notes.index(" 2. tidy the qdos")
    seen.add(f"1 match(es) for 'tidy the qdos':\n[at {at}] 2. tidy the qdos makefile (Christian) ------------------------"
             "-- November 18th 1998 version 2.3h ------------------- 1.", "print(search('tidy the qdos'))")
    q = Question.parse("According to Zip's CHANGES, on what date was Zip version 2.3h made? Give the date as the file "
                       "writes it.")
    assert judge("November 18th 1998", seen, q, forced=True).accepted
    q = Question.parse("According to Zip's CHANGES, on what date was Zip version 2.3g made?")
    assert not judge("November 18th 1998", seen, q, forced=True).accepted


def test_review_of_session_65_s_judge_rules() -> None:
    """A read-only review of this session's judge rules: an item above the asked release's heading is still another
    release's; a constant bound to a name is still the start a hop counted; a column named in words ("unit price") is
    asked; a label's count ("Total: 12 programs") is a count."""
    from rlm.judge import _hop_start_counted, _stated, _unasked_cell, _unbound

    notes = "".join(f"------------------------- {d} version {v} ------------------\n 1. fix the {w} port (Ed)\n"
                    f" 2. tidy the {w} makefile (Christian)\n" for d, v, w in (
                        ("August 7th 1998", "2.3f", "amiga"), ("October 1st 1998", "2.3g", "qdos"),
                        ("November 18th 1998", "2.3h", "beos"), ("May 2nd 1999", "2.3i", "vms")))
    seen = Seen([Document(notes, "/usr/share/doc/zip/CHANGES.gz")])
    seen.add(f"1 match(es) for 'tidy the qdos':\n[at {notes.index(' 2. tidy the qdos')}] 2. tidy the qdos makefile "
             "(Christian) -------------------------- November 18th 1998 version 2.3h ------------------- 1.",
             "print(search('tidy the qdos'))")
    q = Question.parse("In Zip's CHANGES, which change did Christian make in Zip version 2.3h?")
    assert not judge("tidy the qdos makefile", seen, q, forced=True).accepted
    assert "'registry'" in _unbound("k = 'registry'\nprint(len([r for r in records() if k in r.text]))")
    q = Question.parse("The lexer with the alias 'registry' is defined in one module. How many lexers does that module "
                       "define?")
    assert _hop_start_counted(q, [Passage("3", None, None, "", "k = 'registry'\nprint(len([r for r in records() if k in "
                                                                "r.text]))")]) == "registry"
    table = "name,unit_price,qty\napple,9.75,3\npear,2.5,7\n"
    seen = Seen([Document(table, "/data/prices.csv")])
    seen.add("1 match(es) for 'apple':\n[at 24] apple,9.75,3", "print(search('apple'))")
    rows = list(seen.passages)
    assert _unasked_cell("9.75", rows, Question.parse("What is the unit price of apple in prices.csv?"), seen) == ""
    assert _unasked_cell("9.75", rows, Question.parse("What is the qty of apple in prices.csv?"), seen) == "unit_price"
    assert _stated("12", "Total: 12 programs") and not _stated("4", "#define PCI_AGP_STATUS 4")


def test_an_answer_asked_as_the_file_writes_it_is_copied_from_the_file() -> None:
    """Held-out zip-CHANGES-01 at check29-20261129-s65: "on what date was Zip version 2.3h made? Give the date as the
    file writes it." was answered '1998-11-18', the ISO date the releases view gives its 'date' field, where the file
    writes "November 18th 1998"."""
    notes = "".join(f"------------------------- {d} version {v} ------------------\n 1. fix the {w} port (Ed)\n"
                    for d, v, w in (("August 7th 1998", "2.3f", "amiga"), ("October 1st 1998", "2.3g", "qdos"),
                                    ("November 18th 1998", "2.3h", "beos"), ("May 2nd 1999", "2.3i", "vms")))
    seen = Seen([Document(notes, "/usr/share/doc/zip/CHANGES.gz")])
    seen.add("'2.3h' names this record; its date: '1998-11-18'\n[at 150] November 18th 1998 version 2.3h: 1. fix the "
             "beos port (Ed)", "print(records().lookup(['2.3h', 'date'], ['date'], 'x'))")
    q = Question.parse("According to Zip's CHANGES, on what date was Zip version 2.3h made? Give the date as the file "
                       "writes it.")
    assert judge("1998-11-18", seen, q, forced=True).reason == "final_not_in_documents"
    assert judge("November 18th 1998", seen, q, forced=True).accepted


def test_a_count_of_where_a_hop_into_another_file_starts_is_refused() -> None:
    """Round 30's Ubuntu.mirrors-07: "lists the mirror https://mirror.datamossa.io/ubuntu/archive/ under a country code.
    How many mirrors does Debian.mirrors list under that same country code?" was answered '1', the hits of a search for
    the mirror's URL: what names where the hop starts, not the mirrors sharing its code ("that same": a hop into the
    other file, a URL's piece the code searched)."""
    ubuntu = "#LOC:AU\nhttps://mirror.datamossa.io/ubuntu/archive/\nhttp://mirror.aarnet.edu.au/ubuntu/\n#LOC:BR\nhttp://a.br/\n"
    debian = "#LOC:AU\nhttp://ftp.au.debian.org/debian/\nhttp://mirror.linux.org.au/debian/\n#LOC:BR\nhttp://b.br/\n"
    seen = Seen([Document(ubuntu, "/usr/share/python-apt/templates/Ubuntu.mirrors"),
                 Document(debian, "/usr/share/python-apt/templates/Debian.mirrors")])
    seen.add("1", "print(len(search('mirror.datamossa.io/ubuntu/archive')))")
    q = Question.parse("Ubuntu.mirrors lists the mirror https://mirror.datamossa.io/ubuntu/archive/ under a country code. "
                       "How many mirrors does python-apt's Debian.mirrors list under that same country code?")
    assert judge("1", seen, q).reason == "final_hop_start_counted"


def test_a_sentence_naming_one_label_below_the_top_is_not_first() -> None:
    """Round 30's rich-color.py-03: shown [('downgrade', 57), ('parse', 52), ...] for "Which method of the class Color
    has the most lines?", the root answered 'The method with the most lines is "parse".', taken whole and cut to
    'parse' after: the one label a sentence names is its answer, and it is not the top."""
    seen = Seen([Document("class Color:\n    def parse(self):\n        pass\n", "/rich/color.py")])
    seen.add("[('downgrade', 57), ('parse', 52), ('get_truecolor', 30)]",
             "print(sorted(((r['name'], r['lines']) for r in records() if r['kind'] == 'method' and r['parent'] == "
             "'Color'), key=lambda t: t[1], reverse=True)[:5])")
    q = Question.parse("Which method of the class Color in Rich's color.py has the most lines?")
    assert judge('The method with the most lines is "parse".', seen, q).reason == "final_not_first"
    assert judge('The method with the most lines is "downgrade".', seen, q).reason != "final_not_first"


def test_an_answer_under_another_comment_heading_than_the_one_asked_is_refused() -> None:
    """Round 30's Ubuntu.mirrors-08 (an absent fact: no mirror under MT): a root peeked at the file from a hit of 'MT'
    inside http://ubuntu.mti.mt.gov.br/ and answered that URL, which the file lists under "#LOC:BR"."""
    mirrors = "".join(f"#LOC:{c}\n" + "".join(f"http://{h}/ubuntu/\n" for h in hs) for c, hs in (
        ("AU", ["a.au", "b.au"]), ("BR", ["ubuntu.mti.mt.gov.br", "mirror.uepg.br"]), ("MU", ["c.mu"]), ("NL", ["d.nl"])))
    seen = Seen([Document(mirrors, "/usr/share/python-apt/templates/Ubuntu.mirrors")])
    seen.add(mirrors[mirrors.index("http://ubuntu.mti"):][:120], "print(peek(40, 160))")
    q = Question.parse("Which mirror does python-apt's Ubuntu.mirrors list under the country code MT? Give its URL.")
    verdict = judge("http://ubuntu.mti.mt.gov.br/", seen, q, forced=True)
    assert verdict.reason == "final_other_block" and verdict.unused == ("MT",)
    q = Question.parse("Which mirror does python-apt's Ubuntu.mirrors list under the country code BR first? Give its URL.")
    assert judge("http://ubuntu.mti.mt.gov.br/", seen, q, forced=True).reason != "final_other_block"


def test_a_markdown_heading_of_the_level_asked() -> None:
    """Round 30's gcloud-RELEASE_NOTES-07: "Under which ### heading does the release 117.0.0 ... list the change ...?"
    was answered with the release's own "## 117.0.0 (2016-07-13)" heading: '###' asks for a heading of that level."""
    notes = "## 117.0.0 (2016-07-13)\n\n### Google Compute Engine\n\n* Connection-based load balancing commands are now " \
        "in beta.\n\n## 116.0.0 (2016-07-06)\n\n### Other\n\n* More.\n"
    seen = Seen([Document(notes, "/usr/lib/google-cloud-sdk/RELEASE_NOTES")])
    seen.add("[at 60, in 117.0.0 (2016-07-13), Google Compute Engine] * Connection-based load balancing commands are now "
             "in beta.", "search('Connection-based load balancing')")
    q = Question.parse("Under which ### heading does the release 117.0.0 of the Google Cloud CLI's RELEASE_NOTES list the "
                       "change \"Connection-based load balancing commands are now in beta.\"?")
    assert judge("117.0.0 (2016-07-13)", seen, q, forced=True).reason == "final_not_heading"
    assert judge("Google Compute Engine", seen, q, forced=True).accepted


def test_as_the_named_file_writes_it_is_that_file_s_text() -> None:
    """Round 30's gcloud-RELEASE_NOTES-08: "On what date does gsutil's CHANGES.md date that gsutil release? Give the date
    as CHANGES.md writes it." was answered 2018-06-12, the date RELEASE_NOTES gives the Cloud CLI's release; the file
    the question says writes it must hold it."""
    notes = "## 205.0.0 (2018-06-12)\n\n### Google Cloud CLI\n\n* Updated gsutil component to 4.32.\n"
    changes = "Release 4.32 (release date: 2018-06-01)\n\nNew Features\n\n- Added a flag.\n"
    seen = Seen([Document(notes, "/usr/lib/google-cloud-sdk/RELEASE_NOTES"),
                 Document(changes, "/usr/lib/google-cloud-sdk/platform/gsutil/CHANGES.md")])
    seen.add("[doc 0 (RELEASE_NOTES), at 0] ## 205.0.0 (2018-06-12) ... Updated gsutil component to 4.32.",
             "search('gsutil component to 4.32')")
    seen.add("[doc 1 (CHANGES.md), at 0] Release 4.32 (release date: 2018-06-01)", "search('Release 4.32')")
    q = Question.parse("The Google Cloud CLI's release 205.0.0 updated its gsutil component to a new version, as "
                       "RELEASE_NOTES says. On what date does gsutil's CHANGES.md date that gsutil release? Give the date "
                       "as CHANGES.md writes it.")
    assert judge("2018-06-12", seen, q, forced=True).reason == "final_not_in_documents"
    assert judge("2018-06-01", seen, q, forced=True).reason != "final_not_in_documents"


def test_an_extreme_answered_with_one_of_the_question_s_own_words_is_refused() -> None:
    """Round 29's lambda-service-2.json-04 ("which string shape has the most values in its enum?"): a root counted the
    records whose key is one of the question's words ('String', 'value', 'string') and answered 'value', the top of
    its count. Once "AWS Lambda's API model" named the document, nothing else refused it."""
    model = '{"shapes": {"value": {"type": "string"}, "Runtime": {"type": "string", "enum": ["a", "b"]}}}'
    seen = Seen([Document(model, "/botocore/data/lambda/2015-03-31/service-2.json")])
    seen.add("value", "records_info = [r['key'] for r in records() if r['key'] in ['String', 'value', 'string']]\n"
             "print(Counter(records_info).most_common(1)[0][0])")
    q = Question.parse("In AWS Lambda's API model (service-2.json), which string shape has the most values in its enum?")
    assert judge("value", seen, q, forced=True).reason == "final_question_word"
    q = Question.parse("Which is the most common level in the log: value or error?")
    assert judge("value", seen, q, forced=True).reason != "final_question_word"  # a candidate it offers


def test_round_31_s_wrong_answers_each_refused_by_its_kind() -> None:
    """Round 31's first run answered three wrong: the one label of a count of every allow rule by a field all of
    them share (not the method names compared), a line of mount(8) naming nodiratime for the option of fstab(5) that
    mount(8) lacks, and zconf.h's `#define adler32 z_adler32` for the type adler32's parameter has ("Its type is one
    that zconf.h typedefs."): a ranking of one label, a line for an absence, and the hop's start."""
    policy = "<busconfig>\n" + "".join(f'<allow send_destination="org.freedesktop.systemd1" send_member="M{i}"/>\n'
                                       for i in range(5)) + "</busconfig>\n"
    seen = Seen([Document(policy, "/usr/share/dbus-1/system.d/org.freedesktop.systemd1.conf")])
    seen.add("[('org.freedesktop.systemd1', 5)]", "print(Counter(r['name'] for r in records() if r['kind'] == 'allow'"
             ").most_common(5))")
    q = Question.parse("Which method name does the default policy of org.freedesktop.systemd1.conf allow on the largest "
                       "number of different interfaces?")
    assert judge("org.freedesktop.systemd1", seen, q, forced=True).reason == "final_one_group"

    mount = ".SH FILESYSTEM-INDEPENDENT MOUNT OPTIONS\n.TP\n.B noatime\nDo not update access times; it implies " \
        "\\fBnodiratime\\fP.\n.TP\n.B auto\nCan be mounted with -a.\n"
    fstab = ".SH DESCRIPTION\nThe fourth field: defaults, noauto, user, owner, comment, nofail.\n"
    seen = Seen([Document(mount, "/usr/share/man/man8/mount.8.gz"), Document(fstab, "/usr/share/man/man5/fstab.5.gz")])
    seen.add("[doc 0 (mount.8.gz), at 60, in FILESYSTEM-INDEPENDENT MOUNT OPTIONS] Do not update access times; it "
             "implies \\fBnodiratime\\fP.", "print(search('FILESYSTEM-INDEPENDENT MOUNT OPTIONS'))")
    q = Question.parse("fstab(5) lists basic filesystem-independent options for the fourth field of an fstab line. Which "
                       "one of them has no entry of its own among mount(8)'s FILESYSTEM-INDEPENDENT MOUNT OPTIONS?")
    assert judge("nodiratime", seen, q, forced=True).reason == "final_absence_unshown"

    zconf = "#define adler32 z_adler32\n#define crc32 z_crc32\ntypedef unsigned long  uLong;\n"
    seen = Seen([Document("ZEXTERN uLong ZEXPORT adler32 OF((uLong adler, const Bytef *buf, uInt len));\n",
                          "/usr/include/zlib.h"), Document(zconf, "/usr/include/zconf.h")])
    q = Question.parse("In zlib.h the function adler32 takes a parameter adler. Its type is one that zconf.h typedefs. "
                       "Which C type does zconf.h typedef it as?")
    assert q.hop  # "Its type ...": the sentence after the first is about what that one names
    seen.add("'adler32' names this record; its value: 'z_adler32'\n[doc 1 (zconf.h), at 0] #define adler32 z_adler32",
             "print(records().lookup(['adler32', 'zconf.h'], ['c', 'type'], 'Which C type'))")
    assert judge("z_adler32", seen, q, forced=True).reason == "final_first_hop"
    seen = Seen(seen.documents)  # the check run's: the across view's hop by the start's own name, not by its type
    seen.add("'adler32' names this record; its value: 'z_adler32'\n[doc 1 (zconf.h), at 0] #define adler32 z_adler32\n"
             "(reached from 'adler32' in zlib.h)", "shown = records().across(['adler32'], ['c', 'type'], 'Which C type')")
    assert judge("z_adler32", seen, q, forced=True).reason == "final_first_hop"


def test_review_of_session_67_s_refusals_keep_right_answers() -> None:
    """The review's cases of session 67's refusals that would refuse a right answer: a line that itself says the
    absence shows it."""
    readme = "Plugins\n\nThe zork plugin is not included in the default build.\nThe frob plugin is.\n"
    seen = Seen([Document(readme, "/srv/README"), Document("frob\nzork\n", "/srv/plugins.txt")])
    seen.add("[doc 0 (README), at 9, in Plugins] The zork plugin is not included in the default build.",
             "print(search('not included'))")
    q = Question.parse("Which plugin does README say is not included in the default build?")
    assert judge("zork", seen, q, forced=True).reason != "final_absence_unshown"


@pytest.mark.parametrize("text, first, then", [
    ("The variant sah in base.lst belongs to one layout. What description does the layout section give that layout?",
     "The variant sah in base.lst belongs to which layout?", "What description does the layout section give the layout ru?"),
    ("One chip section of sensors3.conf labels an input \"System Temp\". What label does that same section give to in1?",
     "Which chip section of sensors3.conf labels an input \"System Temp\"?", "What label does the section ru give to in1?"),
    ("logging.handlers.DatagramHandler derives, through its base classes, from one class of logging/__init__.py. As "
     "written in the source, what default does that class's constructor give its level parameter?",
     "logging.handlers.DatagramHandler derives, through its base classes, from which class of logging/__init__.py?",
     "As written in the source, what default does the class ru's constructor give its level parameter?"),
    ("The schema refers to testPresetsV5 from the root's branch for a single presets version. In which CMake version was "
     "that presets version added?", "The schema refers to testPresetsV5 from the root's branch for which single presets "
     "version?", "In which CMake version was the presets version ru added?"),
    ("man-db's NEWS.md dates one release to 26 August 2019. How many Debian uploads of that upstream release does the "
     "changelog record?", "man-db's NEWS.md dates which release to 26 August 2019?",
     "How many Debian uploads of the upstream release ru does the changelog record?"),
    ("tmux's CHANGES mentions fire-and-forget in the section of one release. On what date was that release made, going "
     "by the section's heading?", "tmux's CHANGES mentions fire-and-forget in the section of which release?",
     "On what date was the release ru made, going by the section's heading?"),
    ("GnuPG's NEWS announces the option --compatibility-flags as new in one release. Which task does that release's "
     "Release-info line point to? Give its T number.", "GnuPG's NEWS announces the option --compatibility-flags as new in "
     "which release?", "Which task does the release ru's Release-info line point to? Give its T number."),
])
def test_a_question_naming_its_thing_through_another_splits_into_two_questions(text: str, first: str, then: str) -> None:
    """The loop asks a hop it found nothing for whole as two questions (RLM._hop): which thing "one layout" is, then
    the last sentence of it by the name found; "that same section" and "that class's" become the thing so named."""
    hop = split_hop(text)
    assert hop is not None and (hop.first, hop.then("ru")) == (first, then)


@pytest.mark.parametrize("text", [
    "In alsa.conf, pcm.spdif is defined as another pcm definition. Which definition does that one in turn point to?",
    "zlib.h declares adler32 with a parameter adler. Its type is one that zconf.h typedefs. Which C type is that type?",
    "Which layout does the variant sah belong to?",
    "One layout holds sah and one layout holds tt. What description does base.lst give that layout?",
    "NEWS lists a fix for one bug in release 4.2. When was that release made?",  # that release is 4.2
    "The key has one of 3 values. What does that value mean?",
])
def test_no_split_without_one_thing_the_last_sentence_refers_back_to(text: str) -> None:
    """"that one", a chain through a property ("Its type is ..."), one sentence, or "one layout" said twice: no one
    thing for a first question to find."""
    assert split_hop(text) is None


@pytest.mark.parametrize("found, name", [("ru: Yakut", "ru"), ("'pygments.lexers.configs'", "pygments.lexers.configs"),
                                         ("maxmapdepth.", "maxmapdepth"), (None, None), ("a\\nb", None),
                                         ("The variant sah belongs to the layout ru in base.lst", None), ("ru, us", None),
                                         ("The layout is ru", None), ("Layout: ru", None)])
def test_the_second_question_of_a_hop_asks_by_the_name_the_first_found(found: str | None, name: str | None) -> None:
    """Held-out xkb-base.lst-04's first question found the variant's record value "ru: Yakut"; its layout is ru. A list,
    a sentence, or the question's own word before a colon is no one thing's name."""
    asked = Question.parse("The variant sah in base.lst belongs to which layout?")
    assert hop_name(found.replace("\\n", "\n") if found else found, asked) == name


def test_a_part_of_the_document_another_part_seen_could_be_starts_no_hop() -> None:
    """Held-out coreutils-news-05 split in two: "coreutils' NEWS names realpath among the new programs of which
    release?" was answered 8.16, whose changes name realpath too; 8.15 lists it under "New programs", a heading no line
    showed. Two releases' lines name it, so the hop does not start from either; one release's line would."""
    news = ("* Noteworthy changes in release 8.16 (2012-03-26) [stable]\n\n** Bug fixes\n\n"
            "  realpath no longer mishandles a root directory.\n\n"
            "* Noteworthy changes in release 8.15 (2012-01-06) [stable]\n\n** New programs\n\n"
            "  realpath: print resolved file names.\n")
    q = Question.parse("coreutils' NEWS names realpath among the new programs of which release?")
    seen = Seen([Document(news, "/usr/share/doc/coreutils/NEWS.gz")])
    seen.add(f"[at {news.index('realpath no')}, in Noteworthy changes in release 8.16 (2012-03-26) stable] realpath no "
             f"longer mishandles a root directory.", "search('realpath')")
    alone = Seen([Document(news, "/usr/share/doc/coreutils/NEWS.gz")])
    alone.add(seen.text, "search('realpath')")
    seen.add(f"[at {news.index('realpath:')}, in Noteworthy changes in release 8.15 (2012-01-06) stable] realpath: print "
             f"resolved file names.", "search('realpath')")
    evidence = [p for p in seen.passages if "8.16" in p.part]
    assert held_elsewhere("8.16", evidence, seen, q)
    assert not held_elsewhere("8.16", evidence, alone, q)


def test_a_hexadecimal_code_is_the_key_a_count_filters_by() -> None:
    """Held-out agl.py-02: "How many glyph names does the Adobe Glyph List in fontTools' agl.py map to the Unicode value
    05E5?" was counted right by `'05e5' in r.text.lower()` and refused: 05E5 was no handle (no capital opens it), so the
    title's words were what a line had to name. A code in hexadecimal digits is a key, as a word with a digit is."""
    q = Question.parse("How many glyph names does the Adobe Glyph List in fontTools' agl.py map to the Unicode value 05E5?")
    assert "05E5" in q.anchors and "1aec718619" in Question.parse("Which release lists the commit 1aec718619?").anchors
    assert {"2nd", "face"}.isdisjoint(Question.parse("Which 2nd face has the code 1234 in the table?").anchors)
    text = "_aglText = \"\"\"\nfinalkafhebrew;05DA\nfinaltsadi;05E5\nfinaltsadihebrew;05E5\ntsadifinal;05E5\n\"\"\"\n"
    seen = Seen([Document(text, "/usr/lib/python3/dist-packages/fontTools/agl.py")])
    code = "print(len([r for r in records() if '05e5' in r.text.lower()]))"
    seen.add("3", code)
    assert judge("3", seen, q).accepted


def test_an_answer_from_another_document_than_the_one_the_question_goes_by_is_refused() -> None:
    """Held-out findutils-news-08: "findutils' Debian changelog has an upload 4.9.0-1. On what date was the upstream
    findutils release it packages made, according to findutils' NEWS?" was answered 05 Feb 2022, the upload's date in
    changelog.Debian: the question names NEWS as where the date comes from, and no line of NEWS says it."""
    news = "* Major changes in release 4.9.0, 2022-02-22\n\n** Bug Fixes\n\n  find -delete docs fixed.\n"
    debian = ("findutils (4.9.0-1) experimental; urgency=low\n\n  * New upstream version.\n\n"
              " -- Andreas Metzler <ametzler@debian.org>  Sat, 05 Feb 2022 08:09:23 +0100\n")
    docs = [Document(news, "/usr/share/doc/findutils/NEWS.gz"), Document(debian, "/usr/share/doc/findutils/changelog.Debian.gz")]
    q = Question.parse("findutils' Debian changelog has an upload 4.9.0-1. On what date was the upstream findutils release "
                       "it packages made, according to findutils' NEWS?")
    seen = Seen(docs)
    seen.add(f"[doc 1 (changelog.Debian.gz), at 0] {' '.join(debian.split())}", "search('4.9.0-1')")
    assert judge("05 Feb 2022", seen, q, forced=True).reason == "final_other_document"
    seen.add(f"[doc 0 (NEWS.gz), at 0] * Major changes in release 4.9.0, 2022-02-22", "search('4.9.0')")
    assert judge("2022-02-22", seen, q, forced=True).reason != "final_other_document"  # NEWS's own line
    header = "#define ETH_P_FCOE\t0x8906\t\t/* Fibre Channel over Ethernet */\n" \
        "#define ETH_P_IBOE\t0x8915\t\t/* Infiniband over Ethernet */\n"
    types = "FCOE\t8906\tfcoe\t# Fibre Channel over Ethernet\nROCE\t8915\troce\t# Infiniband over Ethernet\n"
    seen = Seen([Document(header, "/usr/include/linux/if_ether.h"), Document(types, "/etc/ethertypes")])
    seen.add(f"[doc 0 (/usr/include/linux/if_ether.h), at {header.index('#define ETH_P_IBOE')}] #define ETH_P_IBOE "
             f"0x8915 /* Infiniband over Ethernet */", "search('0x8915')")
    q = Question.parse("Under which name does /etc/ethertypes list the type 0x8915's number?")  # a hop's second question
    assert judge("Infiniband over Ethernet", seen, q, forced=True).reason == "final_other_document"


def test_a_name_said_only_in_an_answer_sentence_is_no_filter_the_code_used() -> None:
    """Held-out socketserver.py-09 (absent): "How many methods does the class SCTPServer in Python's socketserver.py
    define?" was answered 50, every class's methods counted: the root's `Final('The class SCTPServer ... defines 50
    methods.')` named SCTPServer in its code, and that was taken for the count's filter."""
    module = "class TCPServer:\n    def server_bind(self):\n        pass\n"
    seen = Seen([Document(module, "/usr/lib/python3.11/socketserver.py")])
    q = Question.parse("How many methods does the class SCTPServer in Python's socketserver.py define?")
    seen.add("50", "print(len([r for r in records() if r['kind'] == 'method']))")
    seen.add("NameError: name 'Final' is not defined (line 1)",
             "Final('The class SCTPServer in Python\\'s socketserver.py defines 50 methods.')")
    assert not judge("50", seen, q, forced=True).accepted


def test_the_document_a_question_goes_by_is_the_one_that_says_its_answer() -> None:
    """Review of session 68: a document a clause of the question names ("the code BR, which iso3166.tab gives Brazil")
    is where the key is, not what the answer is read from; "the news" in lower case names no NEWS file."""
    zones = [Document("x", "/usr/share/zoneinfo/zone.tab"), Document("y", "/usr/share/zoneinfo/iso3166.tab")]
    news = [Document("x", "/usr/share/doc/findutils/NEWS.gz"), Document("y", "/usr/share/doc/findutils/changelog.Debian.gz")]
    assert named_document(Question.parse("How many zones have the code BR, which iso3166.tab gives Brazil?"), zones) is None
    assert named_document(Question.parse("How many zones does zone.tab list for BR?"), zones) == 0
    assert named_document(Question.parse("What does the news say of 4.9.0?"), news) is None
    assert named_document(Question.parse("On what date was 4.9.0 made, according to findutils' NEWS?"), news) == 0


def test_a_version_that_opens_the_question_s_own_is_a_value_of_its_own() -> None:
    """check32 findutils-news-06: "which release came right before 4.1.1?" answered 4.1, the order view's release, was
    refused as repeating the question ("4.1" is inside "4.1.1"); a part of the question's path is no answer still."""
    news = "* Major changes in release 4.1.1, 1999-08-8\n\nFixes.\n\n* Major changes in release 4.1, 1994-11-3\n\nFirst.\n"
    seen = Seen([Document(news, "/usr/share/doc/findutils/NEWS.gz")])
    q = Question.parse("According to findutils' NEWS, which release came right before 4.1.1?")
    seen.add("[at 52] Major changes in release 4.1, 1994-11-3 <- right before the one that names '4.1.1' among the "
             "level-1 records; its version: '4.1'", "print(records().order(['4.1.1', 'before'], key='4.1.1'))")
    assert judge("4.1", seen, q).accepted
    assert not judge("4.1.1", seen, q).accepted
    assert not backed("usr/share", "/usr/share/doc", Question.parse("Which file under /usr/share/doc holds it?"))


def test_an_answer_from_a_document_the_asking_names_too_is_no_other_document_s() -> None:
    """check30 matplotlibrc-08: "Of the settings matplotlibrc lists under its HATCHES banner, which one does the classic
    style (stylelib/classic.mplstyle) set ...?" answered hatch.color from matplotlibrc's line was refused as another
    document's: the asking names both, and the style sets hatch.color too. An answer only the other says is refused."""
    rc, style = "## * HATCHES *\n#hatch.color: edge\n#hatch.linewidth: 1.0\n", "hatch.color: k\nhatch.linewidth: 1.0\n"
    docs = [Document(rc, "/mpl-data/matplotlibrc"), Document(style, "/mpl-data/stylelib/classic.mplstyle")]
    q = Question.parse("Of the settings Matplotlib's matplotlibrc lists under its HATCHES banner, which one does the "
                       "classic style (stylelib/classic.mplstyle) set to a value other than matplotlibrc's default?")
    seen = Seen(docs)
    seen.add("[doc 0 (matplotlibrc), at 0] ## * HATCHES * ## #hatch.color: edge #hatch.linewidth: 1.0", "search('edge')")
    assert judge("hatch.color", seen, q).accepted
    assert judge("edge", seen, q).reason == "final_other_document"


def test_a_heading_over_a_line_that_gives_its_own_key_a_date_lends_it_none() -> None:
    """Held-out dbus-news-01 (wrong): "on what date was dbus 1.11.2 released?" answered 2017-10-23, the date of the
    heading "D-Bus 1.11.22 (2017-10-23)" a hit was printed under, where the hit's own line was "D-Bus 1.11.2 (2016-03-07)";
    ps.1-08 (wrong): "what does top(1) call that field?" answered from ps(1)'s line: "does top(1)" names top.1."""
    news = "D-Bus 1.11.22 (2017-10-23)\n==\n\nFixes.\n\nD-Bus 1.11.2 (2016-03-07)\n==\n\nMore fixes.\n"
    seen = Seen([Document(news, "/usr/share/doc/dbus/NEWS.gz")])
    q = Question.parse("According to D-Bus's NEWS file, on what date was dbus 1.11.2 released? Give the date as the file "
                       "writes it.")
    seen.add("[at 44, in D-Bus 1.11.22 (2017-10-23)] D-Bus 1.11.2 (2016-03-07) ==", "search('1.11.2')")
    assert not judge("2017-10-23", seen, q).accepted
    assert judge("2016-03-07", seen, q).accepted
    pages = [Document("x", "/usr/share/man/man1/ps.1.gz"), Document("y", "/usr/share/man/man1/top.1.gz")]
    assert named_document(Question.parse("ps(1) gives the format specifier suser a column header. top(1) describes a "
                                         "field of that same name: what does top(1) call that field?"), pages) == 1


def test_an_answer_a_view_read_off_another_document_s_record_is_that_document_s() -> None:
    """Held-out dbus-news-09 (wrong): "... On what date was the upstream dbus release it packages made, according to
    D-Bus's NEWS?" answered with the date of changelog.Debian's record the across view reached ('d-bus' named it)."""
    docs = [Document("dbus 1.14.6 (2023-02-08)\n==\n\nFixes.\n", "/usr/share/doc/dbus/NEWS.gz"),
            Document("dbus (1.13.18-2) experimental; urgency=medium\n\n  * D-Bus split.\n\n -- A B <a@b.c>  Wed, 17 Feb 2021 "
                     "21:38:53 +0000\n", "/usr/share/doc/dbus/changelog.Debian.gz")]
    q = Question.parse("dbus's Debian changelog has an upload 1.14.6-1. On what date was the upstream dbus release it "
                       "packages made, according to D-Bus's NEWS?")
    from rlm.loop import across_code

    code = across_code(q)
    seen = Seen(docs)
    seen.add("'d-bus' names this record; its date: '2021-02-17 21:38:53'\n[doc 1 (changelog.Debian.gz), at 0] dbus "
             "(1.13.18-2) experimental; urgency=medium * D-Bus split.", code)
    assert not judge("2021-02-17 21:38:53", seen, q, forced=True).accepted
    assert _viewed_documents(seen.passages, seen) == {1} and named_document(q, docs) == 0  # the rule that refused it live
    seen = Seen(docs)
    seen.add("'1.14.6' names this record; its date: '2023-02-08'\n[doc 0 (NEWS.gz), at 0] dbus 1.14.6 (2023-02-08): "
             "Fixes.", code)
    assert judge("2023-02-08", seen, q, forced=True).accepted


def test_round_33_wrong_answers_a_key_of_the_question_and_a_hex_value_for_a_name() -> None:
    """Held-out ps.1-04 (wrong): "Which standard format specifier ... give for the AIX format descriptor %P?" answered
    '%P', the question's own key, too short to be a token; sched.h-02 (wrong): "Which CLONE_ constant ..." answered
    with a value, 0x00002000."""
    page = Seen([Document("%C\tpcpu\t%CPU\n%P\tppid\tPPID\n", "/usr/share/man/man1/ps.1.gz")])
    page.add("[at 0] %C pcpu %CPU %P ppid PPID", "search('%P')")
    q = Question.parse("Which standard format specifier (the NORMAL column) does ps(1) give for the AIX format "
                       "descriptor %P?")
    assert not judge("%P", page, q).accepted and not judge("%P", page, q, forced=True).accepted  # check33: a read's
    assert not backed("%P", "%C pcpu %CPU %P ppid PPID", q)  # '%P', taken as stop words alone
    header = Seen([Document("#define CLONE_PTRACE\t0x00002000\t/* set if tracing */\n", "/usr/include/linux/sched.h")])
    header.add("'clone_ptrace' names this record; its value: '0x00002000'\n[at 0] #define CLONE_PTRACE 0x00002000 /* set "
               "if tracing */", "print(records().lookup(['clone_ptrace'], [], ''))")
    q = Question.parse("Which CLONE_ constant does linux/sched.h describe as \"set if tracing\"?")
    assert judge("0x00002000", header, q, forced=True).reason == "final_value_not_name"
    module = Seen([Document("_default_header_map = {\n    'orig-date': UniqueDateHeader,\n}\n", "/email/headerregistry.py")])
    q = Question.parse("Which class does _default_header_map in Python's email/headerregistry.py assign to the header "
                       "'orig-date'?")
    module.add("'orig-date' names this record; its parent: '_default_header_map'\n[at 24] 'orig-date': UniqueDateHeader",
               "print(records().lookup(['orig-date', '_default_header_map'], ['class'], ''))")
    assert judge("_default_header_map", module, q, forced=True).reason in ("final_unbacked", "final_question_key")  #
    # headerregistry.py-01 (wrong)
    module = Seen(module.documents)
    module.add("'orig-date' names this record; its value: 'UniqueDateHeader'\n[at 24] 'orig-date': UniqueDateHeader",
               "print(records().lookup(['orig-date', '_default_header_map'], ['class'], ''))")
    assert judge("UniqueDateHeader", module, q, forced=True).accepted


def test_a_figure_from_a_document_the_asking_names_too_is_still_another_document_s() -> None:
    """Review of session 69: the exemption for a document the asking names too (matplotlibrc-08's hatch.color) is for a
    name both say, not for a figure any file may hold."""
    rc, style = "## * LINES *\n#lines.linewidth: 1.5\n", "lines.linewidth: 1.0\nlines.markersize: 1.5\n"
    docs = [Document(rc, "/mpl-data/matplotlibrc"), Document(style, "/mpl-data/stylelib/classic.mplstyle")]
    q = Question.parse("Of the settings Matplotlib's matplotlibrc lists under its LINES banner, what line width does the "
                       "classic style (stylelib/classic.mplstyle) set?")
    seen = Seen(docs)
    seen.add("[doc 0 (matplotlibrc), at 0] ## * LINES * ## #lines.linewidth: 1.5", "search('linewidth')")
    assert not judge("1.5", seen, q).accepted


def test_a_word_the_ranking_s_first_row_holds_needs_no_filter() -> None:
    """Held-out socket.7-04 (not found): "the most recent Linux version" ranked socket(7)'s options by their `since`
    ("Linux 4.12"); no code tested 'linux', yet the rows holding it have the same top as all of them. A top row
    without the word is still refused."""
    page = Document(".SS Socket options\n.TP\n.BR SO_BUSY_POLL \" (since Linux 3.11)\"\nSets busy poll.\n.TP\n"
                    ".BR SO_INCOMING_NAPI_ID \" (gettable since Linux 4.12)\"\nReturns an ID.\n.TP\n"
                    ".B SO_DEBUG\nEnable socket debugging, ignored since the 2.6 kernels.\n.SH NOTES\nLinux assumes half.\n", "socket.7")
    q = Question.parse('Which socket option does socket(7) mark with the most recent Linux version ("since Linux ...")?')
    code = ("import re; print(sorted(((r['name'], r['since']) for r in records() if r.get('since')), key=lambda t: "
            "[int(n) for n in re.findall(r'\\d+', t[1])], reverse=True)[:5])")
    seen = Seen([page])
    seen.add("[('SO_INCOMING_NAPI_ID', 'Linux 4.12'), ('SO_BUSY_POLL', 'Linux 3.11')]", code)
    assert judge("SO_INCOMING_NAPI_ID", seen, q).reason is None
    seen = Seen([page])
    seen.add("[('SO_INCOMING_NAPI_ID', '4.12'), ('SO_BUSY_POLL', 'Linux 3.11')]", code)
    assert judge("SO_INCOMING_NAPI_ID", seen, q).reason == "final_unfiltered"


def test_a_directory_at_the_root_is_a_key_of_the_question() -> None:
    """Held-out hier.7-08 (wrong): "hier(7) has an entry for /boot. Under which section heading does file-hierarchy(7)
    describe that same directory?" gave no anchor for /boot, a path of one part, and the heading over a line naming
    systemd, not /boot, was taken."""
    hier = Document(".SH DESCRIPTION\n.TP\n.I /boot\nContains static files for the boot loader.\n", "hier.7.gz")
    fh = Document(".SH DESCRIPTION\nThis manual page describes the restrictions systemd makes.\n.SH \"GENERAL STRUCTURE\"\n"
                  ".PP\n/boot/\n.RS 4\nThe boot partition used for bringing up the system.\n", "file-hierarchy.7.gz")
    q = Question.parse("hier(7) has an entry for /boot. Under which section heading does systemd's file-hierarchy(7) man "
                       "page describe that same directory?")
    assert "/boot" in q.anchors and "/xdd" in Question.parse("which character is byte 0xDD (/xdd in the file)?").anchors
    assert not any(a.startswith("/") for a in Question.parse("the URI /2021-11-15/functions/{Name}/response-x").anchors
                   if "response" in a)
    seen = Seen([hier, fh])
    seen.add("[doc 1 (file-hierarchy.7.gz), at 20, in DESCRIPTION] This manual page describes the restrictions systemd "
             "makes.", "search('systemd')")
    assert judge("DESCRIPTION", seen, q).reason is not None


def test_an_answer_the_file_has_only_on_the_other_side_of_the_item_is_refused() -> None:
    """Held-out png.h-06 (wrong): "Which exported function does png.h declare right after png_set_gAMA_fixed?" had no
    record to place (its PNG_EXPORT macros), and a fresh read of the lines around it answered png_get_gAMA, declared
    before it. Releases keep their order in time: a changelog lists its newest first."""
    from rlm.judge import _file_side

    header = Document("PNG_FP_EXPORT(137, png_uint_32, png_get_gAMA, (png_const_structrp png_ptr));\n"
                      "PNG_FP_EXPORT(139, void, png_set_gAMA, (png_const_structrp png_ptr));\n"
                      "PNG_FIXED_EXPORT(140, void, png_set_gAMA_fixed, (png_const_structrp png_ptr));\n"
                      "PNG_EXPORT(141, png_uint_32, png_get_hIST, (png_const_structrp png_ptr));\n", "png.h")
    q = Question.parse("Which exported function does png.h declare right after png_set_gAMA_fixed?")
    seen = Seen([header])
    assert _file_side("png_get_gAMA", q, seen) and not _file_side("png_get_hIST", q, seen)
    seen.add("png_get_gAMA", "print(read_window)")  # a read's answer, its line seen apart from the item's
    seen.add(header.text.splitlines()[2], "search('png_set_gAMA_fixed')")
    assert judge("png_get_gAMA", seen, q).reason in ("final_wrong_side", "final_unsupported", "final_unbacked")
    errno = Document("EACCES Permission denied (13)\nEAGAIN Try again (11)\nENOMEM Out of memory (12)\n", "errno.3")
    q = Question.parse("Which error code does errno(3) list with the number right after ENOMEM?")  # (review)
    assert not _file_side("EACCES", q, Seen([errno]))  # numbers: no place in the file
    news = Document("2.0 (2024)\n* b\n1.9 (2023)\n* a\n", "NEWS")
    assert not _file_side("2.0", Question.parse("Which release came right after 1.9 in NEWS?"), Seen([news]))


def test_round_34_wrong_answers_a_joined_name_held_in_half_and_an_example_counted() -> None:
    """Held-out hier.7-02: 'file-hierarchy(7)' for the man page hier(7) cites under /dev, accepted off the /dev line
    because "device files" holds half its words; adduser.local.conf-08: 1, the lines matching the example the question
    gives ("(a line such as "# mkdir[SVC] = BOOLEAN")"), for the 7 such lines."""
    hier = Document(".TH hier 7\n.SH NAME\nhier \\- description of the filesystem hierarchy\n.SH DESCRIPTION\n.TP\n.I /dev\n"
                    "Special or device files, which refer to physical devices.\nSee\n.BR mknod (1).\n.SH \"SEE ALSO\"\n"
                    ".BR file-hierarchy (7)\n", "hier.7.gz")
    q = Question.parse("Which man page does hier(7) cite in its entry for /dev? Give it as name(section).")
    seen = Seen([hier])
    seen.add("[at 60, in DESCRIPTION] .TP .I /dev Special or device files, which refer to physical devices.", "search('/dev')")
    assert judge("file-hierarchy(7)", seen, q).reason is not None
    q = Question.parse("Which man page does hier(7) list in its SEE ALSO section? Give it as name(section).")
    seen = Seen([hier])
    seen.add("[at 190, in SEE ALSO] .BR file\\-hierarchy (7)", "search('SEE ALSO')")  # as the source writes it (review)
    assert judge("file-hierarchy(7)", seen, q).reason is None
    conf = Document("# mkdir[SVC] = BOOLEAN\n# chgrp[SVC] = BOOLEAN\n# user[SVC] = USER\n", "adduser.local.conf")
    q = Question.parse('In the syntax explanation of the adduser.local.conf example, how many service variables are '
                       'documented as taking a BOOLEAN (a line such as "# mkdir[SVC] = BOOLEAN")?')
    seen = Seen([conf])
    seen.add("1", "lines = search(r\"# mkdir\\[svc\\] = BOOLEAN\")\nprint(len([l for l in lines if 'service' in l]))")
    assert judge("1", seen, q).reason == "final_example"


def test_a_language_s_nothing_is_no_function_or_class() -> None:
    """check33 headerregistry.py-06 (wrong): "Which function of the parser module does the class use as its
    value_parser?" answered 'None', off "max_count = None value_parser = ..."; asked the value of max_count, None is one."""
    module = Document("class UnstructuredHeader:\n    max_count = None\n    value_parser = staticmethod(parser.get_unstructured)\n",
                      "headerregistry.py")
    seen = Seen([module])
    seen.add("max_count = None value_parser = staticmethod(parser.get_unstructured)", "search('value_parser')")
    q = Question.parse("Which function of the parser module does the class UnstructuredHeader use as its value_parser?")
    assert judge("None", seen, q).reason == "final_null"
    q = Question.parse("What value does the class UnstructuredHeader give its attribute max_count?")
    assert judge("None", seen, q).reason != "final_null"


def test_round_35_wrong_answers_a_release_for_its_label_its_own_heading_and_its_version_for_its_tag() -> None:
    """Held-out libgcrypt-news-07: the release's heading for "Under which heading of its release's section does NEWS
    list the change ...?" (its " * Bug fixes:"); -06: 1.2.0's own heading for "the section for version 1.2.0 is followed
    directly by the section for which older version?"; -05: the version 1.8.0 for "What interface version tag (the
    bracketed C/A/R triple of that section's heading) does that release carry?" ([C22/A2/R0], a field of its own)."""
    from rlm.judge import _holds_reference, _release_heading

    q = Question.parse('Under which heading of its release\'s section does Libgcrypt\'s NEWS list the change "Allow for a '
                       'Unicode random seed file on Windows."? Give the heading without its colon.')
    assert _release_heading("Noteworthy changes in version 1.9.0 (2021-01-19) [C23/A3/R0]", q)
    assert not _release_heading("Bug fixes", q)
    assert not _release_heading("Noteworthy changes in version 1.9.0", Question.parse(
        'Under which release\'s heading does NEWS list the change "Allow for a Unicode random seed file on Windows."?'))
    q = Question.parse("In Libgcrypt's NEWS, the section for version 1.2.0 is followed directly by the section for which "
                       "older version?")
    assert q.ordered and _holds_reference("Noteworthy changes in version 1.2.0 (2004-04-15) -----", q)
    assert not _holds_reference("1.1.94", q) and not _holds_reference("1.2.0.1", q)
    assert not _holds_reference("2020-01-15", Question.parse("On what date was the first release of 2020 made?"))
    assert not Question.parse("Which version is followed by the section for 1.2.0?").ordered  # the one asked comes first
    news = Document("Noteworthy changes in version 1.8.1 (2017-08-27)  [C22/A2/R1]\n-------------------------------\n\n"
                    " * Bug fixes:\n\n   - Mitigate a local side-channel attack.  [CVE-2017-0379]\n\n"
                    "Noteworthy changes in version 1.8.0 (2017-07-18)  [C22/A2/R0]\n-------------------------------\n\n"
                    " * New interfaces:\n\n   - New cipher mode XTS\n\n   - [CVE-2017-7526] [also in 1.7.8]\n", "NEWS")
    q = Question.parse("Libgcrypt's NEWS mentions CVE-2017-7526 in one release's section. What interface version tag (the "
                       "bracketed C/A/R triple of that section's heading) does that release carry?")
    seen = Seen([news])
    seen.add("'cve-2017-7526' is in this record; its tag: 'C22/A2/R0'\n[at 120] Noteworthy changes in version 1.8.0 "
             "(2017-07-18) [C22/A2/R0]: * New interfaces: - New cipher mode XTS - [CVE-2017-7526] [also in 1.7.8]",
             "asked = (...)\nshown = records().within(*asked)")
    assert judge("1.8.0", seen, q).reason is not None
    assert judge("C22/A2/R0", seen, q).reason is None


def test_a_line_for_a_count_and_a_resource_name_without_its_star_are_refused() -> None:
    """check3435-20261130-s71: amdgpu.ids-08, "6809, 00, ATI FirePro W5000" (a line, holding two numbers) for "How many
    entries of amdgpu.ids are FirePro workstation cards?"; Editres-06, "label18" for the resource "*label18"."""
    ids = Document("6809,\t00,\tATI FirePro W5000\n6808,\t00,\tAMD FirePro W7000\n", "amdgpu.ids")
    q = Question.parse("How many entries of amdgpu.ids are FirePro workstation cards?")
    seen = Seen([ids])
    seen.add("6809,\t00,\tATI FirePro W5000", "print(search('FirePro'))")
    assert judge("6809, 00, ATI FirePro W5000", seen, q).reason == "final_not_count"
    seen.add("2", "print(len([r for r in records() if 'FirePro' in r.text]))")
    assert judge("2", seen, q).reason != "final_not_count"
    resources = Document("*label16: Editres Internal Error.\n*label18: There are no active nodes.\n", "Editres")
    q = Question.parse("Which numbered message does Editres's app-defaults file define right after *label16? Give its "
                       "resource name.")
    seen = Seen([resources])
    seen.add("*label18: There are no active nodes. <- right after the one that names 'label16'", "print(records().order(...))")
    assert judge("label18", seen, q).reason is not None
    assert judge("*label18", seen, q).reason is None


def test_another_cell_of_the_record_a_place_picks_is_refused() -> None:
    """check3435-20261130-s71 unaccent.rules-06: 'T' for "Which character does unaccent.rules list on the line right after
    the one for ꝼ?", the replacement on the placed line "Ꞇ T", whose character the order view named ('Ꞇ')."""
    rules = Document("ꝼ\tf\nꞆ\tT\nꞇ\tt\n", "unaccent.rules")
    q = Question.parse("Which character does unaccent.rules list on the line right after the one for ꝼ?")
    seen = Seen([rules])
    seen.add("3 records in the order of the file\n[at 5996] Ꞇ T <- right after the one that names 'ꝼ'; its column1: 'Ꞇ'",
             "print(records().order(['character'], key=None, text='...'))")
    assert judge("T", seen, q).reason == "final_other_field"
    assert judge("Ꞇ", seen, q).reason is None
    q = Question.parse("In unaccent.rules, take the character listed right after ꝼ. What does the file replace it with?")
    assert judge("T", seen, q).reason != "final_other_field"  # its value asked (the judge replay's sched.h-07: 0x04000000)


def test_a_middle_sentence_opening_with_its_goes_on_from_the_start_and_a_character_name_is_one_key() -> None:
    """Held-out round 36: "digraph.txt lists a character with the hex code 0649. Its digraph's second character has
    one of the standard meanings ... What meaning is that?" was answered with 0649's own name, the start of the hop;
    "Which of digraph.txt's two tables lists the character LATIN CAPITAL LETTER G WITH DOT ABOVE?" with a word of a
    line that does not name the character, its words being in hundreds of lines."""
    table = "".join(f"{c} {d} {h} {int(h, 16)} {n}\n" for c, d, h, n in (
        ("ى", "j+", "0649", "ARABIC LETTER ALEF MAKSURA"), ("ي", "y+", "064A", "ARABIC LETTER YEH"),
        ("Ġ", "G.", "0120", "LATIN CAPITAL LETTER G WITH DOT ABOVE"), ("ġ", "g.", "0121", "LATIN SMALL LETTER G WITH DOT ABOVE")))
    doc = ("There are two methods to enter digraphs: *i_digraph* CTRL-K {char1}\n\n"
           "the second character has a standard meaning:\n\t+\tsmalls: Arabic, capitals: Hebrew\n\n" + table)
    q = Question.parse("digraph.txt lists a character with the hex code 0649. Its digraph's second character has one of the "
                       "standard meanings the help file explains. What meaning is that?")
    seen = Seen([Document(doc, "/usr/share/vim/vim90/doc/digraph.txt")])
    seen.add("ى j+ 0649 1609 ARABIC LETTER ALEF MAKSURA")
    assert q.hop and judge("ARABIC LETTER ALEF MAKSURA", seen, q).reason == "final_first_hop"
    q = Question.parse("Which of digraph.txt's two tables lists the character LATIN CAPITAL LETTER G WITH DOT ABOVE? Give "
                       "the table's help tag.")
    assert "LATIN CAPITAL LETTER G WITH DOT ABOVE" in q.anchors
    seen = Seen([Document(doc, "/usr/share/vim/vim90/doc/digraph.txt")])
    seen.add("There are two methods to enter digraphs: *i_digraph* CTRL-K {char1}")
    assert not judge("digraphs", seen, q).accepted


def test_an_example_a_lines_prefix_begins_is_no_test_of_the_question_s_example() -> None:
    """The judge replay of this session's rules: the prefix a line begins with ("S_ISUID = 0o4000", no function) meets
    no example the question gives ("such as S_ISDIR"); the prefix of the functions' names does."""
    module = ("S_ISUID = 0o4000\nS_ISGID = 0o2000\nS_ISVTX = 0o1000\n\ndef S_ISDIR(mode):\n    return mode\n\n"
              "def S_ISREG(mode):\n    return mode\n\ndef S_IFMT(mode):\n    return mode\n")
    seen = Seen([Document(module, "/usr/lib/python3.11/stat.py")])
    seen.add("3", "print(len([r for r in records() if r.text.strip().startswith('S_IS')]))")
    q = Question.parse("How many functions whose names begin with S_IS (the file-type tests such as S_ISDIR) does "
                       "stat.py define with def?")
    assert not judge("3", seen, q).accepted
    seen = Seen([Document(module, "/usr/lib/python3.11/stat.py")])
    seen.add("2", "print(len([r for r in records() if r['kind'] == 'function' and str(r.get('name', '')).startswith('S_IS')]))")
    assert judge("2", seen, q).accepted


def test_an_iso_date_asked_for_is_taken_and_a_placed_name_asked_for_is_no_value() -> None:
    """The review of this session's judge rules: an ISO date the question asks for ("in YYYY-MM-DD form") is no date the
    documents write otherwise; a name the order view placed is refused for a value only where the question asks a
    value of the record it placed ("What default value does the file show for it?"), not "Which enum value is listed
    right after GREEN?"."""
    news = "E2fsprogs 1.45.6 (March 20, 2020)\n=================\n\nFixes.\n"
    seen = Seen([Document(news, "/usr/share/doc/e2fsprogs/NEWS.gz")])
    seen.add("E2fsprogs 1.45.6 (March 20, 2020): Fixes.", "print(search('1.45.6'))")
    q = Question.parse("When was e2fsprogs 1.45.6 released? Give the date in YYYY-MM-DD form.")
    assert judge("2020-03-20", seen, q).reason != "final_not_in_documents"
    q = Question.parse("When was e2fsprogs 1.45.6 released?")
    assert not judge("2020-03-20", seen, q).accepted
    colors = '[\n  {"name": "RED", "code": 1},\n  {"name": "GREEN", "code": 2},\n  {"name": "BLUE", "code": 3}\n]\n'
    seen = Seen([Document(colors, "/srv/colors.json")])
    seen.add("3 records in the order of the file\n[at 60] {\"name\": \"BLUE\", \"code\": 3} <- right after the one that names "
             "'green'; its name: 'BLUE'", "print(records().order(['green'], key='GREEN', text='x'))")
    assert judge("BLUE", seen, Question.parse("Which enum value is listed right after GREEN in colors.json?")).reason != \
        "final_other_field"


def test_an_item_the_order_view_placed_in_a_quoted_list_is_placed_from_the_item_asked() -> None:
    """Held-out re-constants.py-05: "... which name follows AT_END_LINE?" The order view placed AT_END_STRING right
    after 'AT_END_LINE' in the list of `ATCODES = _makecodes(...)`; the root answered it and the checker, reading the
    run-together list, doubted it three times. A list's item placed so is placed from the item asked (no check); one
    placed from another item is not."""
    module = "ATCODES = _makecodes(\n    'AT_BEGINNING', 'AT_END', 'AT_END_LINE', 'AT_END_STRING', 'AT_BOUNDARY',\n)\n"
    q = Question.parse("In the list ATCODES passes to _makecodes, which name follows AT_END_LINE?")
    for ref, placed_from in (("AT_END_LINE", True), ("AT_END", False)):
        seen = Seen([Document(module, "/usr/lib/python3.11/re/_constants.py")])
        seen.add(f"[at 60] AT_END_STRING <- right after {ref!r} in the list of ATCODES = _makecodes( 'AT_BEGINNING', ...",
                 f"print(records().order(['follows'], key={q.reference!r}, text='x'))")
        assert placed("AT_END_STRING", seen, q) is placed_from


def test_a_record_the_across_view_reached_from_the_key_backs_its_written_date() -> None:
    """Held-out e2fsprogs-news-09: "Debian's changelog ... has an upload numbered 1.45.7-1. According to e2fsprogs' NEWS,
    on what date was the upstream release that upload packages published?" The across view reached NEWS's "E2fsprogs
    1.45.7 (January 28, 2021)" from the upload; the loop's answer, the date as written, was refused: no line holding
    1.45.7-1 holds it. The record the hop reached is about the key its note names; another release's date is not."""
    news = "".join(f"E2fsprogs {v} ({d})\n{'=' * 20}\n\nFixes for {v}.\n\n" for v, d in (
        ("1.46.0", "January 29, 2021"), ("1.45.7", "January 28, 2021"), ("1.45.6", "March 20, 2020")))
    debian = "e2fsprogs (1.45.7-1) unstable; urgency=medium\n\n  * New upstream release\n\n -- T <t@example.org>  " \
             "Fri, 29 Jan 2021 00:19:52 -0500\n"
    seen = Seen([Document(news, "/usr/share/doc/e2fsprogs/NEWS.gz"),
                 Document(debian, "/usr/share/doc/e2fsprogs/changelog.Debian.gz")])
    at = news.index("E2fsprogs 1.45.7")
    seen.add(f"'1.45.7' names this record; its date: '2021-01-28'\n[doc 0 (/usr/share/doc/e2fsprogs/NEWS.gz), at {at}] "
             "E2fsprogs 1.45.7 (January 28, 2021): Fixes for 1.45.7.\n(reached from '1.45.7-1' in changelog.Debian.gz)",
             "asked = ([], [], 'x')\nshown = records().across(*asked)\nif shown:\n    print(shown)")
    q = Question.parse("Debian's changelog for e2fsprogs has an upload numbered 1.45.7-1. According to e2fsprogs' NEWS, "
                       "on what date was the upstream release that upload packages published?")
    assert judge("January 28, 2021", seen, q).accepted
    assert not judge("January 29, 2021", seen, q).accepted
    assert not judge("March 20, 2020", seen, q).accepted


def test_a_count_asked_for_one_year_tests_that_year() -> None:
    """Held-out packagekit-news-02: "PackageKit's NEWS dates each release. How many of them came out in 2016?" A root
    counted the hits of `search(r'2016.*?news.*?each.*?how.*?in.*?many...')`, the question's words strung into one
    pattern, filtered by 'dates', and said 4 (5 did). Such a pattern tests none of its words, and a count asked for a
    year that no code tests is refused; one whose code tests the year, as text or as a number, stands."""
    news = "".join(f"Version 1.{i}.0\n~~~~~~~~~~~~~\nReleased: {y}-0{m}-01\n\nNotes:\n - Fix {i}\n\n"
                   for i, (y, m) in enumerate([(2017, 1), (2016, 9), (2016, 5), (2016, 2), (2015, 3), (2015, 1)]))
    q = Question.parse("PackageKit's NEWS dates each release. How many of them came out in 2016?")

    def seen_by(code: str, shown: str) -> Seen:
        seen = Seen([Document(news, "/usr/share/doc/packagekit/NEWS.gz")])
        seen.add(shown, code)
        return seen

    chained = "records = search(r'2016.*?news.*?each.*?how.*?in.*?many.*?of.*?release')\n" \
              "records = [r for r in records if 'dates' in r['body']]\nprint(len(records))"
    assert judge("3", seen_by(chained, "3\n"), q).reason == "final_unfiltered"
    for code in ("print(len([r for r in records() if r['Released'].startswith('2016')]))",
                 "print(len([r for r in records() if int(r['Released'][:4]) == 2016]))"):
        assert judge("3", seen_by(code, "3\n"), q).accepted, code


def test_what_a_comment_says_is_in_a_comment() -> None:
    """Held-out 65-nonlatin.conf-01: "what does the comment beside the family Norasi (in the serif list) say it is
    for?" was answered with the file's <description> ("says it is for setting preferable fonts for non-Latin"), on a
    search hit running the description and `<family>Norasi</family> <!-- thai -->` together. What a comment says is
    inside a comment seen, or is the comment a view of the loop gave."""
    conf = "<fontconfig>\n <description>Set preferable fonts for non-Latin</description>\n <alias>\n  <family>serif" \
           "</family>\n  <prefer>\n   <family>Norasi</family> <!-- thai -->\n  </prefer>\n </alias>\n</fontconfig>\n"
    seen = Seen([Document(conf, "/usr/share/fontconfig/conf.avail/65-nonlatin.conf")])
    seen.add(f"[at 13] {' '.join(conf.split())[13:]}", "print(search('Norasi'))")
    q = Question.parse("In 65-nonlatin.conf, what does the comment beside the family Norasi (in the serif list) say it "
                       "is for?")
    assert judge("It says it is for setting preferable fonts for non-Latin.", seen, q).reason == "final_not_comment"
    assert judge("thai", seen, q).accepted
    policy = '<busconfig>\n  <!-- root may monitor the bus. -->\n  <policy user="root">\n    <allow send_interface=' \
             '"org.example.Monitoring"/>\n  </policy>\n</busconfig>\n'
    seen = Seen([Document(policy, "/usr/share/dbus-1/system.conf")])
    seen.add("'org.example.monitoring' is in this record; its comment just above it: 'root may monitor the bus.'\n"
             f"[at {policy.index('<policy')}] <policy user=\"root\"> <allow send_interface=\"org.example.Monitoring\"/> "
             "</policy>", "print(records().order(['org.example.monitoring'], key=None, text='x'))")
    q = Question.parse('A <policy user="root"> block lets root send to org.example.Monitoring. What does the XML comment '
                       'just above that block say?')
    assert judge("root may monitor the bus.", seen, q).reason != "final_not_comment"


def test_the_longest_list_is_measured_by_its_length() -> None:
    """Held-out 65-nonlatin.conf-05: "Which generic family gets the longest list of preferred families?" A root counted
    how often each alias's family appears (once each) and printed the first, 'serif'. The longest list is found by a
    length taken (len, a count, a split); a ranking that takes none is refused."""
    conf = "<fontconfig>\n" + "".join(f" <alias>\n  <family>{g}</family>\n  <prefer>\n" + "".join(
        f"   <family>{g[:2]}{i}</family>\n" for i in range(n)) + "  </prefer>\n </alias>\n"
        for g, n in (("serif", 5), ("sans-serif", 7), ("monospace", 3))) + "</fontconfig>\n"
    q = Question.parse("Which generic family gets the longest list of preferred families in 65-nonlatin.conf?")
    for code, shown, accepted in (
            ("counts = {}\nfor r in records():\n    counts[r['family']] = counts.get(r['family'], 0) + 1\n"
             "print(max(counts, key=counts.get))", "serif\n", False),
            ("print(sorted(((r['name'], len(str(r['prefer']).split(', '))) for r in records() if r.get('prefer')), "
             "key=lambda t: t[1], reverse=True)[:5])", "[('sans-serif', 7), ('serif', 5), ('monospace', 3)]\n", True)):
        seen = Seen([Document(conf, "/usr/share/fontconfig/conf.avail/65-nonlatin.conf")])
        seen.add(shown, code)
        answer = "serif" if not accepted else "sans-serif"
        assert (judge(answer, seen, q).reason != "final_unmeasured") is accepted, code


def test_a_value_another_key_of_the_line_is_set_to_is_refused() -> None:
    """Held-out ftplib.py-01: "what default value does the FTP.connect method give its parameter timeout?" A fresh read
    of `def connect(self, host='', port=0, timeout=-999, source_address=None):` answered None, source_address's
    default, and the line holds connect and None. The key the question names is set to another value there."""
    module = "class FTP:\n    def connect(self, host='', port=0, timeout=-999, source_address=None):\n        '''Connect.'''\n"
    seen = Seen([Document(module, "/usr/lib/python3.11/ftplib.py")])
    seen.add(f"[at {module.index('def connect')}] def connect(self, host='', port=0, timeout=-999, source_address=None):",
             "print(search('def connect'))")
    q = Question.parse("In Python's ftplib.py, what default value does the FTP.connect method give its parameter timeout?")
    assert judge("None", seen, q).reason == "final_other_value"
    assert judge("-999", seen, q).accepted


def test_a_cell_after_the_first_of_a_placed_line_is_no_name_of_it() -> None:
    """Held-out SpecialCasing.txt-06: "In SpecialCasing.txt, which character's mapping line comes right after the one
    for LATIN SMALL LETTER J WITH CARON?" The order view placed "1E96; 1E96; 0048 0331; 0048 0331; # LATIN SMALL LETTER
    H WITH LINE BELOW"; a fresh read answered 0048 0331, the line's upper-case mapping, and was taken."""
    text = "# SpecialCasing\n\n01F0; 01F0; 004A 030C; 004A 030C; # LATIN SMALL LETTER J WITH CARON\n" \
           "1E96; 1E96; 0048 0331; 0048 0331; # LATIN SMALL LETTER H WITH LINE BELOW\n"
    seen = Seen([Document(text, "/usr/share/perl/5.36/unicore/SpecialCasing.txt")])
    seen.add(f"2 records in the order of the file\n[at {text.index('1E96')}] 1E96; 1E96; 0048 0331; 0048 0331; # LATIN "
             "SMALL LETTER H WITH LINE BELOW <- right after the one that names 'caron'",
             "print(records().order(['caron'], key=None, text='x'))")
    q = Question.parse("In SpecialCasing.txt, which character's mapping line comes right after the one for LATIN SMALL "
                       "LETTER J WITH CARON?")
    assert judge("0048 0331", seen, q).reason == "final_other_field"
    assert judge("LATIN SMALL LETTER H WITH LINE BELOW", seen, q).accepted


def test_the_review_of_session_73_s_judge_rules() -> None:
    """A read-only review's inputs where this session's rules refused right answers: an annotated parameter's type is no
    value of it; text after a colon inside another value is no value ("proxy=http://host:3128/"); a comment the
    question only mentions asks nothing of it; a tally by year printed with the year tests it; items counted by a
    Counter are measured."""
    module = "class FTP:\n    def connect(self, host: str = '', port: int = 0, timeout: float = -999):\n        pass\n"
    seen = Seen([Document(module, "/usr/lib/python3.11/ftplib.py")])
    seen.add(f"[at {module.index('def connect')}] def connect(self, host: str = '', port: int = 0, timeout: float = -999):",
             "print(search('def connect'))")
    q = Question.parse("In Python's ftplib.py, what default value does the FTP.connect method give its parameter timeout?")
    assert judge("-999", seen, q).accepted
    conf = "# proxy settings\nproxy=http://proxy.example.org:3128/\n"
    seen = Seen([Document(conf, "/etc/wgetrc")])
    seen.add("[at 17] proxy=http://proxy.example.org:3128/", "print(search('proxy='))")
    assert judge("3128", seen, Question.parse("Which port does the setting proxy point to in /etc/wgetrc?")).reason != \
        "final_other_value"
    journald = "# Entries show the compile time defaults.\n[Journal]\nStorage=persistent\n"
    seen = Seen([Document(journald, "/etc/systemd/journald.conf")])
    seen.add("[at 42] Storage=persistent", "print(search('Storage='))")
    q = Question.parse("The comment at the top of journald.conf says entries show the compile time defaults. What is "
                       "Storage set to?")
    assert judge("persistent", seen, q).reason != "final_not_comment"
    news = "".join(f"Version 1.{i}.0\n~~~~~~~~~~~~~\nReleased: {y}-03-01\n\nNotes:\n - Fix {i}\n\n"
                   for i, y in enumerate((2017, 2016, 2016, 2016, 2015)))
    seen = Seen([Document(news, "/usr/share/doc/packagekit/NEWS.gz")])
    seen.add("Counter({'2016': 3, '2017': 1, '2015': 1})\n",
             "print(Counter(r['Released'][:4] for r in records() if r.get('Released')))")
    q = Question.parse("PackageKit's NEWS dates each release. How many of them came out in 2016?")
    assert judge("3", seen, q).reason != "final_unfiltered"
    conf = "<fontconfig>\n" + "".join(f" <alias>\n  <family>{g}</family>\n  <prefer>\n" + "".join(
        f"   <family>{g[:2]}{i}</family>\n" for i in range(n)) + "  </prefer>\n </alias>\n"
        for g, n in (("serif", 5), ("sans-serif", 7))) + "</fontconfig>\n"
    seen = Seen([Document(conf, "/usr/share/fontconfig/conf.avail/65-nonlatin.conf")])
    seen.add("[('sans-serif', 7)]\n", "import re\nc = Counter()\nfor fam, f in re.findall(r'<family>(.*?)</family>\\s*<prefer>"
             "(.*?)</prefer>', context, re.S):\n    c[fam] += len(re.findall(r'<family>', f))\nprint(c.most_common(1))")
    q = Question.parse("Which generic family gets the longest list of preferred families in 65-nonlatin.conf?")
    assert judge("sans-serif", seen, q).reason != "final_unmeasured"


def test_a_word_of_what_the_question_quotes_is_no_item_of_a_list_answer() -> None:
    """Check of round 36, suffixes.7-05: "suffixes(7) gives two suffixes the file type "lharc archive". Which two?" was
    answered ".lha, lharc" off a line running the table's rows together: one item a word of the quoted file type."""
    page = ".SH DESCRIPTION\n.TS\nl l .\nSuffix\tFile type\n\\&.lha\tlharc archive\n\\&.lib\tCommon-Lisp library\n" \
           "\\&.lzh\tlharc archive\n.TE\n"
    seen = Seen([Document(page, "/usr/share/man/man7/suffixes.7.gz")])
    seen.add("[at 40] \\&.lha lharc archive \\&.lib Common-Lisp library \\&.lzh lharc archive", "print(search('lharc'))")
    q = Question.parse('suffixes(7) gives two suffixes the file type "lharc archive". Which two?')
    assert judge(".lha, lharc", seen, q).reason == "final_question_key"
    assert judge(".lha, .lzh", seen, q).reason != "final_question_key"


def test_session_74_figures_the_views_worked_out_and_words_a_count_tests_by_its_kind() -> None:
    """Check of rounds 36 and 37, where the views were right and the judge refused: an item's place the lookup counted
    in its list (no document writes 28); the names a call lists (list_items); a C header's constants, which are its
    #define lines; "ftplib's FTP class", the class a parent test names; a pattern of name(1), the section the question
    cites with; "the highest code point", a measure, no name; the comment just above "that block", asked of it."""
    module = "OPCODES = _makecodes(\n    'FAILURE', 'SUCCESS', 'ANY',\n    'REPEAT', 'POSSESSIVE_REPEAT',\n)\n"
    seen = Seen([Document(module, "/usr/lib/python3.11/re/_constants.py")])
    seen.add("'POSSESSIVE_REPEAT' names this record; its place in its list, counting from 0: '4'\n[at 0] OPCODES = "
             "_makecodes( 'FAILURE', ...", "asked = (['opcodes'], ['code'], '...')\nshown = records().lookup(*asked)\n"
             "if shown:\n    print(shown)")
    q = Question.parse("Counting from 0 in the order the names are written, what integer code does re/_constants.py's "
                       "OPCODES assign to the opcode POSSESSIVE_REPEAT?")
    assert judge("4", seen, q).accepted and not judge("3", seen, q).accepted
    module = "ATCODES = _makecodes(\n    'AT_BEGINNING', 'AT_END',\n)\nCHCODES = _makecodes(\n    'CATEGORY_DIGIT',\n)\n"
    seen = Seen([Document(module, "/usr/lib/python3.11/re/_constants.py")])
    seen.add("2\n", "print(len(list_items(next(r['body'] for r in records() if r.get('head') == 'ATCODES = _makecodes('))))")
    assert judge("2", seen, Question.parse("How many names does the _makecodes call that builds ATCODES in "
                                           "re/_constants.py list?")).accepted
    header = "/* c_iflag bits */\n" + "".join(f"#define I{n}\t{i:07o}\n" for i, n in enumerate(("GNBRK", "BRKINT", "GNPAR"))) + \
             "\n/* c_oflag bits */\n#define OPOST\t0000001\n"
    seen = Seen([Document(header, "/usr/include/asm-generic/termbits.h")])
    seen.add("3\n", "print(len([r for r in records() if r['section'] == 'c_iflag bits']))")
    assert judge("3", seen, Question.parse("How many constants does asm-generic/termbits.h #define under its comment "
                                           "/* c_iflag bits */?")).accepted
    module = "class FTP:\n" + "".join(f"    def m{i}(self):\n" + "        pass\n" * i for i in range(1, 4)) + \
        "class FTP_TLS(FTP):\n    def m9(self):\n        pass\n"
    seen = Seen([Document(module, "/usr/lib/python3.11/ftplib.py")])
    seen.add("[('m3', 4), ('m2', 3), ('m1', 2)]\n", "print(sorted(((r['name'], r['lines']) for r in records() if "
             "r['kind'] == 'method' and r['parent'] == 'FTP'), key=lambda t: t[1], reverse=True)[:5])")
    assert judge("m3", seen, Question.parse("Which method of ftplib's FTP class spans the most lines?")).accepted
    page = ".SH DESCRIPTION\n.TS\nl l .\n\\&.tar\tarchive created by tar(1)\n\\&.tgz\ttar(1) archive compressed with " \
           "gzip(1)\n\\&.Z\tfile compressed using compress(1)\n.TE\n.SH SEE ALSO\nfile(1)\n"
    seen = Seen([Document(page, "/usr/share/man/man7/suffixes.7.gz")])
    seen.add("[('tar', 2), ('gzip', 1), ('compress', 1)]\n", "import re; print(Counter(p for r in records() for p in set("
             "re.findall(r'([A-Za-z_][\\w.+-]*)\\(1\\w*\\)', r.text))).most_common(5))")
    assert judge("tar", seen, Question.parse("Which command, cited with its section as name(1), is referred to in the "
                                             "most rows of the suffixes(7) table?")).accepted
    assert "point" not in Question.parse("Which digraph in Vim's digraph tables produces the character with the highest "
                                         "code point?").anchors
    conf = "<busconfig>\n  <!-- root may monitor the system bus. -->\n  <policy user=\"root\">\n    <allow send_destination=" \
           "\"org.freedesktop.DBus\"\n           send_interface=\"org.freedesktop.DBus.Monitoring\"/>\n  </policy>\n</busconfig>\n"
    seen = Seen([Document(conf, "/usr/share/dbus-1/system.conf")])
    seen.add(f"'org.freedesktop.dbus.monitoring' is in this record; its comment just above it: 'root may monitor the system "
             f"bus.'\n[at {conf.index('<policy')}] <policy user=\"root\"> <allow send_destination=\"org.freedesktop.DBus\" "
             f"send_interface=\"org.freedesktop.DBus.Monitoring\"/> </policy>",
             "print(records().order(['root'], key=None, text='...'))")
    q = Question.parse('In system.conf a <policy user="root"> block lets root send to the interface '
                       'org.freedesktop.DBus.Monitoring. What does the XML comment just above that block say?')
    assert judge("root may monitor the system bus.", seen, q).accepted


def test_round_38_s_wrong_answers_a_block_over_another_line_and_a_module_no_line_names() -> None:
    """Held-out default.policy-08 and -10: asked in which grant block a quoted comment stands, the root answered the
    block over a line a search for "ALL" found, and the right block was refused as where a hop starts (the block
    over the quoted line is where the question leads from it, and the name asked of it is in its heading); asked what the
    file grants "the module jdk.jfr", which it never names, permissions of other blocks were taken ('jdk' its key)."""
    policy = 'grant codeBase "jrt:/java.net.http" {\n    permission java.io.FilePermission "<<ALL FILES>>","read";\n};\n\n' \
             'grant codeBase "jrt:/jdk.crypto.cryptoki" {\n    permission java.lang.RuntimePermission "loadLibrary.j2pkcs11";\n' \
             '    // Needed for reading PKCS11 config file and NSS library check\n' \
             '    permission java.io.FilePermission "<<ALL FILES>>", "read";\n};\n'
    seen = Seen([Document(policy, "/etc/java-17-openjdk/security/default.policy")])
    quote = policy.index("// Needed")
    seen.add(f'1 match(es) for \'Needed for reading PKCS11\':\n[at {quote}, in grant codeBase "jrt:/jdk.crypto.cryptoki" {{] '
             '// Needed for reading PKCS11 config file and NSS library check', "print(search('Needed for reading PKCS11'))")
    seen.add(f'[at {policy.index("permission java.io")}, in grant codeBase "jrt:/java.net.http" {{] permission '
             'java.io.FilePermission "<<ALL FILES>>","read";', "print(search('ALL'))")
    q = Question.parse('In which module\'s grant block does default.policy have the comment "Needed for reading PKCS11 '
                       'config file and NSS library check"? Give the module\'s name as its codeBase has it after jrt:/.')
    assert _not_where_quoted("jrt:/java.net.http", seen, q) and not judge("jrt:/java.net.http", seen, q).accepted
    assert not _not_where_quoted("jdk.crypto.cryptoki", seen, q)
    assert judge("jdk.crypto.cryptoki", seen, q).accepted
    seen = Seen([Document(policy, "/etc/java-17-openjdk/security/default.policy")])
    seen.add(f'[at {policy.index("permission java.lang")}, in grant codeBase "jrt:/jdk.crypto.cryptoki" {{] permission '
             'java.lang.RuntimePermission "loadLibrary.j2pkcs11";', "print(search('jdk'))")
    q = Question.parse("Which permissions does OpenJDK's default.policy grant the module jdk.jfr in its grant block?")
    assert "jdk.jfr" in q.anchors and "jdk" not in q.anchors
    assert not judge("loadLibrary.j2pkcs11", seen, q).accepted


def test_round_38_s_third_wrong_answer_a_value_at_another_name_s_place() -> None:
    """Held-out gzip.py-02: "FTEXT, FHCRC, FEXTRA, FNAME, FCOMMENT = 1, 2, 4, 8, 16" answered 8 for FEXTRA, a sub-model's
    reading of the line: each name has its own record now, and a value at another name's place is refused."""
    from rlm.sandbox_helpers import HOST_FINAL
    from rlm.workspace import helpers_source
    from sandbox import Sandbox

    module = '"""Functions that read and write gzipped files."""\n\nimport struct\n\n' \
             "FTEXT, FHCRC, FEXTRA, FNAME, FCOMMENT = 1, 2, 4, 8, 16\n\nREAD, WRITE = 1, 2\n\n\n" + \
        "".join(f"def f{i}(data):\n    size = len(data)\n    if size:\n        data = data[1:]\n    return struct.pack('<H', size + {i})\n\n\n" for i in range(8))
    seen = Seen([Document(module, "/usr/lib/python3.11/gzip.py")])
    seen.add(f"[at {module.index('FTEXT')}] FTEXT, FHCRC, FEXTRA, FNAME, FCOMMENT = 1, 2, 4, 8, 16", "print(search('FEXTRA'))")
    q = Question.parse("What value does gzip.py assign to the gzip header flag constant FEXTRA?")
    assert judge("8", seen, q).reason == "final_other_value" and judge("4", seen, q).accepted
    with Sandbox(context=module, functions={HOST_FINAL: lambda a, h: None},
                 helpers=helpers_source(1000, [""], ["/usr/lib/python3.11/gzip.py"])) as sb:
        assert sb.run("print([(r['name'], r['value']) for r in records() if r.get('value')])").output.strip() == \
            "[('FTEXT', '1'), ('FHCRC', '2'), ('FEXTRA', '4'), ('FNAME', '8'), ('FCOMMENT', '16'), ('READ', '1'), ('WRITE', '2')]"


def test_the_review_of_session_74_s_judge_rules() -> None:
    """A read-only review's inputs where this session's rules refused right answers: a value at the place of the name
    asked, beside another name the question gives ("sets FTEXT to 1. What value ... FNAME?"); an option's name as the
    roff source writes it (\\-\\-all) over the quoted line."""
    module = "FTEXT, FHCRC, FEXTRA, FNAME, FCOMMENT = 1, 2, 4, 8, 16\n"
    seen = Seen([Document(module, "/usr/lib/python3.11/gzip.py")])
    seen.add("[at 0] FTEXT, FHCRC, FEXTRA, FNAME, FCOMMENT = 1, 2, 4, 8, 16", "print(search('FNAME'))")
    assert judge("8", seen, Question.parse("gzip.py sets FTEXT to 1. What value does it assign to FNAME?")).accepted
    page = ".TH LS 1\n.SH DESCRIPTION\n.TP\n\\fB\\-a\\fR, \\fB\\-\\-all\\fR\ndo not ignore entries starting with .\n"
    seen = Seen([Document(page, "/usr/share/man/man1/ls.1.gz")])
    seen.add("1 match(es) for 'do not ignore entries':\n[at 21, in DESCRIPTION] .TP \\fB\\-a\\fR, \\fB\\-\\-all\\fR do not "
             "ignore entries starting with .", "print(search('do not ignore entries'))")
    q = Question.parse('In which option\'s description does ls(1) say "do not ignore entries starting with"?')
    assert not _not_where_quoted("--all", seen, q) and _not_where_quoted("--ctime", seen, q)


def test_the_check_of_session_74_s_wrong_answers() -> None:
    """Check of rounds 36-38 at ddd146d: the placed line's titlecase cell for "which character's mapping line comes right
    after ...", where the view named the line by its comment; '~s', the short form the question counts from, given
    back; 'tr', the alphabetically last condition list, for "the most lines" (nothing counted)."""
    text = "01F0; 01F0; 004A 030C; 004A 030C; # LATIN SMALL LETTER J WITH CARON\n" \
           "1E96; 1E96; 0048 0331; 0048 0331; # LATIN SMALL LETTER H WITH LINE BELOW\n"
    seen = Seen([Document(text, "/usr/share/perl/5.36/unicore/SpecialCasing.txt")])
    seen.add("119 records in the order of the file\n[at 68] 0048 0331 <- right after the one that names 'caron'; its "
             "comment: 'LATIN SMALL LETTER H WITH LINE BELOW'", "print(records().order(['caron'], key=None, text='...'))")
    q = Question.parse("In SpecialCasing.txt, which character's mapping line comes right after the one for LATIN SMALL "
                       "LETTER J WITH CARON?")
    assert judge("0048 0331", seen, q).reason == "final_other_field"
    assert judge("LATIN SMALL LETTER H WITH LINE BELOW", seen, q).accepted
    q = Question.parse("apt-patterns(7) gives one pattern the short form ~s. Which pattern is described right after it? "
                       "Give its long name.")
    seen = Seen([Document(".TP\n?section(REGEX), ~sREGEX\nSelects.\n", "/usr/share/man/man7/apt-patterns.7.gz")])
    seen.add("The long name of the pattern described right after the one with short form ~s is ~s.",
             "print(llm_call('What is the long name ...'))")
    assert judge("~s", seen, q).reason == "final_question_key"
    rows = "".join(f"00{i:02X}; 00{i:02X}; 00{i:02X}; 00{i:02X}; {c}; # X\n" for i, c in enumerate(("lt", "lt", "tr", "az")))
    seen = Seen([Document(rows, "/usr/share/perl/5.36/unicore/SpecialCasing.txt")])
    seen.add("tr\n", "lists = [r['condition_list'] for r in records() if r['condition_list'] != '']\n"
             "print(max(lists, key=lambda x: x.split()[0]).split()[0])")
    q = Question.parse("Which language ID appears at the start of the condition list of the most lines in SpecialCasing.txt?")
    assert judge("tr", seen, q).reason == "final_not_counted"
    seen.add("[('lt', 2), ('tr', 1), ('az', 1)]\n", "print(Counter(r['condition_list'].split()[0] for r in records() "
             "if r['condition_list']).most_common())")
    assert judge("lt", seen, q).accepted


def test_a_list_of_releases_holds_a_release_in_every_item() -> None:
    """Replay of the session 74 check: "Which e2fsprogs versions does NEWS date in 2020? Name every one." was to be
    answered with a heading and three labels of its section; each item of a list of releases must name one."""
    news = "".join(f"{t}\n{'=' * len(t)}\n\n{h}\n{'-' * len(h)}\n\n{b}\n\n" for t, h, b in (
        ("E2fsprogs 1.45.6 (March 20, 2020)", "Performance, Internal Implementation, Development Support etc.",
         "Reserved the error code EXT2_ET_NO_GDESC."),
        ("E2fsprogs 1.45.5 (January 7, 2020)", "Fixes", "Fixed a bug."),
        ("E2fsprogs 1.45.4 (September 23, 2019)", "Fixes", "Fixed another bug.")))
    seen = Seen([Document(news, "/usr/share/doc/e2fsprogs/NEWS.gz")])
    seen.add(news, "print(context)")
    q = Question.parse("Which e2fsprogs versions does NEWS date in 2020? Name every one.")
    assert judge("E2fsprogs 1.45.6 (March 20, 2020), Performance, Internal Implementation", seen, q).reason == \
        "final_not_release"
    assert judge("E2fsprogs 1.45.6, E2fsprogs 1.45.5", seen, q).reason != "final_not_release"


def test_a_question_that_refers_back_before_an_instruction_is_a_hop_from_its_start() -> None:
    """Held-out address_families.7-08: "... entry for AF_LLC mentions one other address family. How does the page
    describe that family? Give the first sentence of its entry." The root described AF_LLC itself: the instruction
    after the question mark refers back to nothing, the question before it does. Where the earlier sentence names the
    thing ("the timezone Europe/London ... that timezone"), an answer off its line still stands."""
    page = (".TP\n.B AF_LLC\nLogical link control (IEEE 802.2 LLC) protocol, upper part of data link layer; see also\n"
            ".BR AF_PACKET .\n.TP\n.B AF_PACKET\nLow-level packet interface.\n")
    seen = Seen([Document(page, "address_families.7")])
    at = page.index("Logical")
    seen.add(f"1 match(es) for 'AF_LLC':\n[at {at}] .B AF_LLC Logical link control (IEEE 802.2 LLC) protocol, upper part "
             "of data link layer; see also", "search('AF_LLC')")
    hop = Question.parse("address_families(7)'s entry for AF_LLC mentions one other address family. How does the page "
                         "describe that family? Give the first sentence of its entry.")
    said = "Logical link control (IEEE 802.2 LLC) protocol, upper part of data link layer"
    assert judge(said, seen, hop, forced=True).reason == "final_first_hop"
    own = Question.parse("How does address_families(7) describe AF_LLC? Give the first sentence of its entry.")
    assert judge(said, seen, own, forced=True).accepted
    assert "af_llc" in first_hop(hop)
    named = Question.parse("zonenow.tab lists the timezone Europe/London. Which country codes does zone1970.tab give "
                           "that timezone? List them all.")
    assert first_hop(named) == set()
    holding = Question.parse("The rule homelink.one is in one company's entry in the private part of the public suffix "
                             "list. Who submitted that entry? Give the name.")
    assert first_hop(holding) == set()  # the entry holds the start's line: the submitter is on it


def test_a_thing_qualified_by_a_word_no_document_holds_is_not_another_kind_of_it() -> None:
    """Held-out 70-uaccess.rules-10 (absent): asked which property the file tests "to give the uaccess tag to
    fingerprint readers", a root answered ID_SMARTCARD_READER off "# smart-card readers": no line says fingerprint.
    Asked of smart-card readers, the same line answers."""
    rules = ('# smart-card readers\nENV{ID_SMARTCARD_READER}=="?*", TAG+="uaccess"\n\n'
             '# DRI video devices\nSUBSYSTEM=="drm", KERNEL=="card*", TAG+="uaccess"\n')
    seen = Seen([Document(rules, "70-uaccess.rules")])
    seen.add('1 match(es) for \'smart-card\':\n[at 0] # smart-card readers ENV{ID_SMARTCARD_READER}=="?*", '
             'TAG+="uaccess"', "search('smart-card')")
    absent = Question.parse("Which device property does 70-uaccess.rules test to give the uaccess tag to fingerprint "
                            "readers?")
    verdict = judge("ID_SMARTCARD_READER", seen, absent, forced=True)
    assert verdict.reason == "final_other_kind" and verdict.unused == ("fingerprint",)
    held = Question.parse("Which device property does 70-uaccess.rules test to give the uaccess tag to smart-card "
                          "readers?")
    assert judge("ID_SMARTCARD_READER", seen, held, forced=True).accepted


def test_a_module_docstring_answers_what_a_module_docstring_says_and_no_method_docstring() -> None:
    """Held-out aliases.py-05 asked which mapping file "that module's docstring" names: cp037.py's docstring opens
    the module, under no def. Asked the docstring of mailbox.Maildir.compact (absent), the module docstring of
    mailbox.py, quoted, is no answer."""
    codec = '""" Python Character Mapping Codec cp037 generated from \'MAPPINGS/VENDORS/MICSFT/EBCDIC/CP037.TXT\' with ' \
        'gencodec.py.\n\n"""#"\n\nimport codecs\n\nclass Codec(codecs.Codec):\n    def encode(self, input):\n' \
        '        return input\n'
    seen = Seen([Document(codec, "/usr/lib/python3.11/encodings/cp037.py")])
    seen.add(codec.split("\n")[0])
    asked = Question.parse("encodings/aliases.py sends the encoding name 'ebcdic_cp_us' to one codec module. Which mapping "
                           "file does that module's docstring say it was generated from?")
    assert judge("MAPPINGS/VENDORS/MICSFT/EBCDIC/CP037.TXT", seen, asked, forced=True).reason != "final_not_docstring"
    module = '"""Read/write support for Maildir, mbox, MH, Babyl, and MMDF mailboxes."""\n\nclass Maildir:\n' \
        '    def clean(self):\n        """Delete old files in "tmp"."""\n'
    seen = Seen([Document(module, "/usr/lib/python3.11/mailbox.py")])
    seen.add(module)
    method = Question.parse("What does the docstring of mailbox.Maildir.compact in Python's mailbox.py say?")
    said = "The docstring says: 'Read/write support for Maildir, mbox, MH, Babyl, and MMDF mailboxes.'"
    assert judge(said, seen, method, forced=True).reason == "final_not_docstring"
