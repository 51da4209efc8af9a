"""Trusted helpers of every sandbox session (`search`, `peek`, `chunks`, `FINAL`), and the format of what they print.

This file runs twice. The sandbox child executes its text unrestricted in the session's namespace, where
the host has bound `context` (the documents) and `submit_final` (a host function); the host imports it as
a module for the constants and the location format it shares with the code that reads outputs back
(rlm/seen.py), and tests import it and bind `context` themselves. So it imports the standard library
only, never `rlm`, and reads nothing but `context`.

What it returns is designed for a small root model reading printed output:
- `search` returns the *sentence* around each match (crisp evidence, not a raw character window),
  and when the regex finds nothing it falls back to passages where the pattern's words co-occur
  (small models search the question's wording, the document phrases it differently);
- a name searched alone (`dedent`, `textwrap.wrap`) shows where it is defined first, as its block of
  code, and in a dump of several files (or a list of named documents) each hit names its file;
- results print one hit per line, and a hit also answers the `re.Match` methods models reach for
  (`.start()`, `.group()`), because they write that code whatever the prompt says.
`FINAL` / `FINAL_VAR` hand the answer to the host function `submit_final`; the loop decides
afterwards whether to accept it (never by reading prose).
"""

import ast as _ast
import bisect as _bisect
import csv as _csv
import email.utils as _mail
import html as _html
import json as _json
import math as _math
import re as _re
import xml.parsers.expat as _expat
from collections import Counter
from collections.abc import Callable

try:  # the one package beside the standard library: the sandbox finds it where RestrictedPython is installed
    import yaml as _yaml
except ImportError:  # elsewhere, YAML files are read as lines
    _yaml = None

# What the root's code gets (the sandbox exports `__all__`); the rest serves these or the host.
__all__ = ["Counter", "FINAL", "FINAL_VAR", "HITS_LIMIT", "Hit", "Hits", "Record", "Records", "ask_each", "c_number", "chunks",
           "functions_in", "headings", "list_items", "occurrences", "peek", "records", "search", "tables", "where"]  # Counter: the reading prompt's example counts labels with it, unimported

context: "str | list[str]"  # bound by the sandbox (or a test) before any helper runs
submit_final: "Callable[[str, str], None]"  # the host function behind FINAL / FINAL_VAR
llm_each: "Callable[..., list[str]]"  # the host function behind ask_each (absent without sub-calls)
HOST_FINAL = "submit_final"

# Where a name is defined, from a line's start: a def/class/function... line (top level or indented), or
# at top level an assignment (indented ones are mostly local variables: `port = self.default_port`).
DEFINITION = r"(?:async |export |pub )?(?:def|class|function|func|fn|struct|interface|type|enum)\s+{name}(?!\w)"
ASSIGNMENT = r"(?:const |let |var )?{name}[ \t]*=(?!=)"

# Words that name nothing, for every reader of text: the host's answer rules (rlm/question.py) add a few of
# their own; search()'s keyword fallback drops many more (question words, pronouns, "document").
COMMON_WORDS = frozenset("a an the of in on at to for from by with and or not is are was were be it its this that as".split())
STOPWORDS = COMMON_WORDS | frozenset("""been being these those what which who whom whose when where why how does
did do done has have had there their they them he she his her you your we our i me my than then so if into about
over under any all some each other one ones find tell give show document text context question answer please""".split())

# The host's settings for one session, set by the line `rlm.workspace.helpers_source` appends to this text.
_settings = {"chunk_chars": 20000, "names": [], "sources": []}
_FILES = {}  # doc -> its files or sections, found on first use
_BLOCKS = {}  # doc -> its `Key: value` blocks, found on first use
_SIGNED_ENTRIES = {}  # doc -> its signed changelog entries, found on first use
_DIRECTIVES = {}  # doc -> its blocks of statements under a statement, found on first use
_TABLES = {}  # doc -> whether it is a table without a header, found on first use
_INI = {}  # doc -> its INI sections' heads, found on first use
_HIT_RECORDS = {}  # doc -> (its records' starts, its records), for a search hit's fields
_DEFINITIONS = {}  # doc -> its definition lines when it is source code, found on first use
_HEADER_HEADS = {}  # doc -> its block comments' titles when it is a C header, found on first use


def _configure(chunk_chars, names=(), sources=()):
    """Set the default chunk size (what fits the sub model's window), the documents' names, which hits print
    (asked which file holds something, a root shown `[doc 12, at 345]` cannot tell), and where every document
    comes from, a single one too (its path's words name it, not a value of its records)."""
    _settings["chunk_chars"] = int(chunk_chars)
    _settings["names"] = [str(n) for n in names]
    _settings["sources"] = [str(s) for s in sources]
    _FILES.clear()
    _BLOCKS.clear()
    _SIGNED_ENTRIES.clear()
    _DIRECTIVES.clear()
    _TABLES.clear()
    _INI.clear()
    _DEFINITIONS.clear()
    _HEADER_HEADS.clear()


# A hit's location: "[at 9] ", "[doc 3, at 9] ", "[doc 3 (a.py), at 9, in Version 1.2, 2/3 words] ".
LOCATION = _re.compile(r"^\[(?:doc (?P<doc>\d+)(?: \((?P<name>[^)\]]*)\))?, )?at (?P<at>\d+)"
                       r"(?:, in (?P<part>[^\]]*?))?(?P<note>, \d+/\d+ words)?\]\s*")
# The first line search() prints above its hits.
SEARCH_HEADER = _re.compile(r"^(\d+\+? match\(es\) for |no exact match for |no match for )")


def location(at, doc=None, part="", note=""):
    """How a hit's place prints ([at 9], [doc 3 (a.py), at 9, in v1.2]); LOCATION reads it back."""
    name = _label(doc)
    where = f"at {at}" if doc is None else f"doc {doc}{f' ({name})' if name else ''}, at {at}"
    return f"[{where}{f', in {part}' if part else ''}{note}]"


class Hit(str):
    """One search result: prints as '[at WHERE] sentence' (WHERE: the sentence's start, so a sentence
    always prints the same), and answers .start() / .group() like re.Match (the match itself)."""

    def __new__(cls, text, at, pos, match, doc=None, note=""):
        self = str.__new__(cls, f"{location(at, doc, _part(doc, pos), note)} {text}")
        self.text = text
        self.pos = pos
        self.doc = doc
        self.match = match
        return self

    def start(self, group=0):
        return self.pos

    def end(self, group=0):
        return self.pos + len(self.match)

    def span(self, group=0):
        return (self.pos, self.pos + len(self.match))

    def group(self, index=0):
        return self.match

    def __getitem__(self, key):
        """hit['timestamp']: a field of the record the hit is in (small roots take hits for records); an
        index or slice: the text's, as for any string."""
        if not isinstance(key, str):
            return str.__getitem__(self, key)
        return _record_at(self.doc, self.pos)[key]

    def __repr__(self):
        return str(self)


def _record_at(doc, pos):
    """The record of the document holding position `pos` (its records parsed once per document)."""
    if doc not in _HIT_RECORDS:
        found = sorted(records(doc=doc), key=lambda r: r.at)  # doc None: the one document
        _HIT_RECORDS[doc] = ([r.at for r in found], found)
    starts, found = _HIT_RECORDS[doc]
    i = _bisect.bisect_right(starts, pos) - 1
    if i < 0:
        raise KeyError("this hit is in no record of the document: print it and read its text")
    return found[i]


class Hits(list):
    """Every hit, printing the first `shown` one per line under a header saying how they were found: a
    small root counts with len(search(...)) and takes the last with [-1], so the list is never cut."""

    def __init__(self, hits, header, shown):
        super().__init__(hits)
        self.header = header
        self.shown = shown

    def __repr__(self):
        return "\n".join([self.header] + [str(h) for h in self[:self.shown]])

    __str__ = __repr__


class Near(Hits):
    """Sentences that share a pattern's words, shown when nothing matched it: to be read, never counted. A 1.5B
    root counted `len(search('<alias><family>Times New Roman</family>'))`, no exact match, and answered 7 (5 aliases)."""

    def __len__(self):
        raise TypeError(f"len(): {self.header.split(';')[0]}, so there is nothing to count; these sentences only share "
                        "its words. Search a shorter exact phrase, or count over records()")

    def __bool__(self):
        return True


def _label(doc):
    """The name (path) of a named document of a list, else ''."""
    names = _settings["names"]
    return names[doc] if doc is not None and doc < len(names) else ""


def _file_name(doc):
    """The document's name without its folder ('' for an unnamed one)."""
    return _label(doc).replace("\\", "/").rsplit("/", 1)[-1]


def _docs():
    return list(enumerate(context)) if isinstance(context, list) else [(None, context)]


# a line naming a file in a dump of several ("# ===== file: a.py =====", "File: src/a.py", "==> a.py <==",
# '<file path="a.py">'); not indented, and no brackets or calls, so a code line `self.close()` is not one; an extension
# in one case (or capitalised), so sqlite3.h's "** [[sqlite3_vfs.xAccess]]" names no file
_FILE_LINE = _re.compile(r"^(?![ \t])[=#*<>:\[|`'\"/ \t-]*(?:(?:file|path|source|filename|name)\b[=:`'\" \t-]*){0,3}"
                         r"((?:[\w.~-]+/)*[\w-][\w.-]*\.(?-i:[a-z][a-z0-9]{0,7}|[A-Z][A-Z0-9]{0,7}|[A-Z][a-z]{1,7}))"
                         r"[=#*<>:\]|`'\"/ \t-]*$",
                         _re.MULTILINE | _re.IGNORECASE)


# a section heading: "Title" over a line of = or - (setext; an info manual's chapters over *, its subsubsections over
# ., a rule as long as the title), or "## Title" before a blank line (ATX); not indented, so a docstring's
# "    Parameters / ----------" and a code comment over its code are not ones
_HEADING = _re.compile(r"^([^\s=#-][^\n]{0,118})\n(([=*.~^-])\3{2,})[ \t]*$|^(#{1,6})[ \t]+([^\n]{1,120}?)[ \t#]*\n[ \t]*\n",
                       _re.MULTILINE)


# an INI (or TOML) section's head: "[ policy_match ]", "[insta] # CMP using Insta Demo CA"
_INI_HEAD = _re.compile(r"^\[[ \t]*([^\]\[\n]+?)[ \t]*\][ \t]*(?:[#;][^\n]*)?$", _re.MULTILINE)
_INI_KEY = _re.compile(r"^[ \t]*([A-Za-z_][\w.$:-]*)[ \t]*=[ \t]*(.*?)[ \t]*$")


def _ini_heads(text):
    """[(where, name)] of an INI file's sections: two or more heads at the margin, more `key = value` lines
    than heads, and not source code (heapq.py's docstring holds "[heap]" lines among "heap = ...")."""
    heads = [(m.start(), m.group(1)) for m in _INI_HEAD.finditer(text)]
    if len(heads) < 2 or len(_MARGIN_DEFINED.findall(text[:200000])) >= ENTRY_HEADS:
        return []
    keys = sum(1 for line in text.split("\n") if _INI_KEY.match(line) and not line.lstrip().startswith(("#", ";")))
    return heads if keys > len(heads) else []


def _ini_of(doc, text):
    if doc not in _INI:
        _INI[doc] = _ini_heads(text)
    return _INI[doc]


def _ini_lines(chunk):
    """The stripped lines of a piece of an INI file that are neither blank nor comments."""
    return [line.strip() for line in chunk.split("\n") if line.strip() and not line.lstrip().startswith(("#", ";"))]


def _ini_section(doc, text, start):
    """(where it starts and ends, the section) when text[start] is on an INI section's head: the head alone
    says nothing, its `key = value` lines are what a search of the section's name is after (up to BLOCK_CHARS)."""
    heads = _ini_of(doc, text)
    lo = text.rfind("\n", 0, start) + 1
    i = _bisect.bisect_left(heads, (lo, ""))
    if i == len(heads) or heads[i][0] != lo:
        return None
    return _statements(text, lo, heads[i + 1][0] if i + 1 < len(heads) else len(text), start)


def _statements(text, lo, hi, start):
    """(lo, hi, the lines of text[lo:hi] that are no comments) with hi cut back to a line's end within
    BLOCK_CHARS, though never before the line holding `start`."""
    if hi - lo > BLOCK_CHARS:
        hi = max(text.rfind("\n", lo, lo + BLOCK_CHARS), text.find("\n", start))
    return lo, hi, " ".join(" ".join(_ini_lines(text[lo:hi])).split())


def _commented(text):
    """Is '#' a comment mark in this document rather than a Markdown heading? Comments come in runs of
    '#' lines (a config file's explanations) or right above or below a line of it, headings stand alone between
    blank lines: locale.alias's "# https://..." and openssl.cnf's "# crl_extensions = crl_ext" above a blank line were
    taken for section titles."""
    lines = text.split("\n")
    marks = [line.startswith("#") for line in lines]
    total = sum(marks)
    if len(DIRECTIVE_LINE.findall(text)) * 2 > total:  # a C header's #define and #include lines are its code (evp.h)
        return False
    together = sum(1 for i, m in enumerate(marks) if m and (i and lines[i - 1].strip() or
                                                         i + 1 < len(marks) and lines[i + 1].strip()))  # a run, or a
    return total > 0 and together * 2 >= total  # column header right over its rows (gconv-modules' "#\tfrom\tto")


def _headings(text):
    """(where it starts, where it ends, level, title) of the document's underlined and '#' headings, and at level 0
    of its ruled parts (see _ruled)."""
    commented = _commented(text)
    found, marks = [], {}
    for m in _HEADING.finditer(text):
        above = text[text.rfind("\n", 0, m.start() - 1) + 1:m.start()] if m.start() else ""  # the line over it
        if m.group(4) and (commented or above.lstrip().startswith("#") or DIRECTIVE_LINE.match(m.group(0))) or \
                m.group(1) and m.group(3) in "*." and (
                len(m.group(2)) != len(m.group(1).rstrip()) or m.group(1).startswith(m.group(3))):
            continue  # "***" under a line of prose is a break, not a chapter's rule; under "*   *" a box's side; a
            # '#' line ending a run of them is a comment's last line (gconv-modules' licence), not a heading; nor is
            # a C header's "# define RE_SYNTAX_SED RE_SYNTAX_POSIX_BASIC"
        if m.group(1):
            marks.setdefault(m.group(3), len(marks) + 1)
        found.append((m.start(), m.end(), m.group(3) or len(m.group(4)), " ".join((m.group(1) or m.group(5)).split())))
    ranks = marks if set(marks) - {"=", "-"} else {"=": 1, "-": 2}  # an info manual's marks rank in the order
    # they first come ("*" its chapters, "=" sections, "-" subsections), a Markdown file's "=" over "-"
    found = [(at, end, ranks[level] if isinstance(level, str) else level, title) for at, end, level, title in found]
    ruled = _ruled(text)
    return sorted(found + [(at, end, 0, title) for at, end, title in ruled]) if ruled else found


_RULE = _re.compile(r"^[ \t]*([=-])\1{19,}[ \t]*$", _re.MULTILINE)  # a line drawn across the page
_LINE = _re.compile(r"[^\n]*")
_SPACES = _re.compile(r"\s*")


def _ruled(text):
    """(where, end, title) of each part of a document that rule lines divide, its title its first sentence: less's
    NEWS draws a line over each "Major changes between "less" versions 581 and 590", bash's over each "This is a
    terse description of the new features added to bash-5.2 since the release of bash-5.1." Read without them, a
    release's items were under no heading, and a hit said nothing of the release. [] for fewer than ENTRY_HEADS
    parts, for one part over half the text, where release headings are, or in source code."""
    if coded(text):
        return []
    top = len(text) - len(text.lstrip())  # where the text starts
    out, rules = [], [m for m in _RULE.finditer(text) if m.start() <= top or
                      _re.search(r"\n[ \t]*\n$", text[max(0, m.start() - 200):m.start()])]  # a blank line above: not
    # a heading's underline ("TRIGGERS" over "========")
    if not rules:
        return []
    for rule in ([None] if rules[0].start() > top else []) + rules:  # the part above the first rule too
        first = _SPACES.match(text, rule.end() if rule else 0).end()
        first = text.rfind("\n", 0, first) + 1  # the line's start, its indent kept out of the title below
        lines, end = [], first
        while end < len(text) and len(lines) < 3:
            line = _LINE.match(text, end).group(0)
            if not line.strip() or _RULE.fullmatch(line):
                break
            lines.append(line.strip())
            end += len(line) + 1
            if line.rstrip().endswith((".", ":", "!", "?")):
                break
        title = " ".join(" ".join(lines).split())
        cut = title.find(". ")  # its first sentence; not "4." of "4. EXAMPLES", a numbered heading already
        title = title[:cut + 1] if cut >= 0 and len(title[:cut].split()) >= TITLE_WORDS else title
        if lines and len(title) <= 160 and not _NUMBERED.match(lines[0]):
            out.append((first, min(end, len(text)), title))
    sizes = [b - a for (a, _, _), (b, _, _) in zip(out, out[1:] + [(len(text), 0, "")])]
    return out if len(out) >= ENTRY_HEADS and len({t for _, _, t in out}) == len(out) and max(sizes) * 2 < len(text) \
        and not release_heads(text) else []  # not rules around a closing copyright, below coreutils' releases


# a release's heading in release notes: "* Noteworthy changes in release 3.8 (2022-09-02) [stable]", "* Changes in
# Wget 1.19", "Version 2.3:", "5.4.1 (2023-01-11)", "release 4.1.1, 1999-08-8:": at most a word before the release word,
# three after it, and the version (with its date or tag) ends the line, at the margin; "** Require gettext version
# 0.19.3+" and a changelog's indented "  * New release 1.2" are items
_RELEASE = _re.compile(r"^(?:[*#=+-]+[ \t]*)?((?:(?:[A-Za-z][\w+.-]*[ \t]+)?(?:[Cc]hanges|CHANGES|[Rr]elease|RELEASE|[Vv]ersion|"
                       r"VERSION|NEWS|[Nn]ews)[ \t]+(?:[A-Za-z][\w+-]*[ \t]+){0,3}?(?:[vV]?\d+(?:\.\d+)+[\w.~+-]*[ \t]+(?:to|TO|and)"
                       r"[ \t]+(?:[A-Za-z][\w+-]*[ \t]+)?)?)?"
                       r"[vV]?(\d+(?:\.\d+)+[\w.~+-]*)[ \t]*(?:(?<=[ \t])(?:release|RELEASE|Release)[ \t]*)?"
                       r"(?:\(([^)\n]*)\))?[ \t]*(?:\[([^\]\n]*)\])?"
                       r"(?:(?:(?:[ \t]+-[ \t]+([A-Z][^\n,]{1,40}?))?,[ \t]*|[ \t]+-[ \t]+)"
                       r"(\d{4}-\d\d?(?:-\d\d?)?|\d\d?[ \t]+[A-Z][a-z]+[ \t]+\d{4})\.?)?)"
                       r"[ \t]*:?[ \t]*$", _re.MULTILINE)  # "... release" after the version: "NEWS for the Nettle 3.8.1 release"
_RELEASE_WORD = _re.compile(r"\b(?:changes|release|version|news)\b", _re.I)
_COLON_RELEASE = _re.compile(r"^[vV]?(\d+(?:\.\d+)+[\w.~+-]*):[ \t]+([A-Z][a-z]{2,8}\.?[ \t]+\d{1,2},?[ \t]+\d{4})\b[^\n]*$",
                            _re.MULTILINE)  # libxml2's NEWS: "v2.9.14: May 02 2022:", "2.4.24: Aug 22 2002   - XPath fixes"
_RULED_RELEASE = _re.compile(r"^[ \t]*-{20,}[ \t]*\n([A-Z][\w+.-]*[ \t]+[vV]?(\d+(?:\.\d+)+[\w.~+-]*))[ \t]*$",
                            _re.MULTILINE)  # a program's name and version alone under a rule line: "Sed 4.2"
# a label over a release's items: "Enhancements:" alone on its line, an outline's "** Bug Fixes", a "### Fixed"
_LABEL_LINE = _re.compile(r"^(?:(?:\*{2,}|#{2,6})[ \t]+([^\n]{1,60}?)[ \t]*:?|[ \t]*(?:[-*][ \t]+)?([A-Z][\w ,/&'()-]{0,58}?):)"
                         r"[ \t]*$", _re.M)  # libxml2's NEWS: "   - Bug Fixes:", Libgcrypt's " * Bug fixes:" over their items
_NAMED_RELEASE = _re.compile(r"^((?:[A-Za-z][\w+.-]*[ \t]+){1,2}[vV]?(\d+(?:\.\d+)+[\w.~+-]*)[ \t]+"
                            r"\((\d{4}-\d\d-\d\d|[A-Z][a-z]{2,8}\.?[ \t]+\d{1,2},?[ \t]+\d{4})\))"
                            r"[ \t]*:?[ \t]*$", _re.MULTILINE)  # a program's name, its version and the date alone
# ("E2fsprogs 1.47.0 (February 5, 2023)": the date written out)
_BANNER_RELEASE = _re.compile(r"^[ \t]*-{3,}[ \t]*([^\n-](?:[^\n-]|-(?!-))*?\b[Vv]ersion[ \t]+[vV]?(\d+(?:\.\d+)+[\w.~+-]*))[ \t]*-{3,}[ \t]*$",
                             _re.MULTILINE)  # a heading between runs of dashes on its line
_WHATS_NEW = _re.compile(r"^What's [Nn]ew in (?:[A-Z][\w+.-]*[ \t]+)?(\d+(?:\.\d+)+(?:[ \t]+(?:alpha|beta|release candidate|"
                         r"candidate|final)(?:[ \t]+\d+)?)?)(?![\w.])[^\n]*$", _re.MULTILINE)  # "(since 3.8.0)" after it too
_RELEASE_DATE = _re.compile(r"(?:\s*[=~^-]{3,}[ \t]*)?\s*\*?[Rr]elease date:[ \t]*(\d{4}-\d\d-\d\d)")  # under its heading
_LONG_DATE = _re.compile(r"\b([A-Z][a-z]{2,8})\.?[ \t]+(\d{1,2})(?:st|nd|rd|th)?,?[ \t]+(\d{4})\b")  # "August 7th 1996"


def _standing(heads, text):
    """The release headings that stand as headings: not a version going on from a paragraph's line, bare or with its
    parenthesis ("... starting in the 4.4 kernel and e2fsprogs\n1.43.\n", "... back from\nv1.44. (Addresses Launchpad
    Bug: #1807288)" of e2fsprogs' NEWS), unless marked, worded as a release, under a rule or underlined."""
    kept = [h for h in heads if h[0] < 2 or not _PROSE_GOING_ON.fullmatch(text[:h[0] - 1].rsplit("\n", 1)[-1])
            or _re.match(r"[*#=+-]", text[h[0]:h[0] + 1]) or _RELEASE_WORD.search(h[2]) or
            _re.match(r"[^\n]*\n[ \t]*[-=]{3,}[ \t]*(?:\n|$)", text[h[0]:])]
    return kept if len(kept) >= ENTRY_HEADS or len(kept) == len(heads) else heads  # a compact NEWS whose headings
    # follow their items' lines ("1.4.0 (2021-03-01)\n- add foo\n1.3.0 (2020-12-01)") keeps them all


_PROSE_GOING_ON = _re.compile(r"[A-Za-z(][^\n]*[\w,;(]")  # a paragraph's line at the margin, its sentence not ended


def _written_date(text, iso):
    """The first date the text writes out in words that is the ISO date `iso` ("May 17, 2015" for 2015-05-17), else
    '': the views date records in ISO so that they sort and count by year, an answer gives the date as written."""
    return next((m.group(0) for m in _LONG_DATE.finditer(text) if _long_date(m.group(0)) == iso), "")


def _long_date(said):
    """The ISO date of a date written out ("August 7th 1996": 1996-08-07), else ''."""
    m = _LONG_DATE.search(said)
    month = next((i + 1 for i, name in enumerate(MONTHS) if m and m.group(1).lower() in (name, name[:3])), None)
    return f"{m.group(3)}-{month:02d}-{int(m.group(2)):02d}" if m and month and 1 <= int(m.group(2)) <= 31 else ""


_DAY_MONTH_YEAR = _re.compile(r"\d\d?[ \t]+[A-Z][a-z]+\.?[ \t]+\d{4}")  # make's NEWS: "Version 3.68 (28 Jul 1993)"
# Node.js's changelogs: "## 2024-01-09, Version 20.11.0 'Iron' (LTS), @UlisesGascon": the date first, who made it last
_DATED_RELEASE = _re.compile(r"^[#*=]+[ \t]*(\d{4}-\d\d-\d\d),?[ \t]+(?:[Vv]ersion|[Rr]elease)[ \t]+[vV]?(\d+(?:\.\d+)+[\w.~+-]*)"
                             r"(?![\w.])[^\n]*?(?:,[ \t]*@([\w.-]+))?[ \t]*$", _re.MULTILINE)
# tar's NEWS: "version 1.34 - Sergey Poznyakoff, 2021-02-13", "version 1.28, 2014-07-28", "Version 1.10.16 - 1992-07.":
# who made the release, and when; tmux's CHANGES: "CHANGES FROM 2.5 TO 2.6, 05 October 2017", the release of 2.6; OpenSSL's
# NEWS.md: "### Major changes between OpenSSL 0.9.6i and OpenSSL 0.9.6j [10 Apr 2003]", the release of 0.9.6j


def release_heads(text):
    """[(where, end, title, version, date, by)] of the releases' headings in release notes (ENTRY_HEADS or more, each
    version once; none in source code): wget's NEWS puts "* Changes in Wget 1.19" over its items, which are
    "* New option --use-askpass=COMMAND." lines of their own, and a hit said no more. `by`: who the heading says
    made it ("version 1.34 - Sergey Poznyakoff, 2021-02-13"), or ''."""
    news = [(m.start(), m.end(), m.group(0).strip(), m.group(1), (_RELEASE_DATE.match(text, m.end()) or [""] * 2)[1], "")
            for m in _WHATS_NEW.finditer(text)]  # Python's NEWS: "What's New in Python 3.9.0 beta 1?" underlined, over
    # "*Release date: 2020-05-19*", whatever code its items quote
    if len(news) >= ENTRY_HEADS and len({h[3] for h in news}) == len(news) and \
            len(news) == len(_re.findall(r"^What's [Nn]ew in\b", text, _re.MULTILINE)):  # every such heading read
        return news
    if coded(text):
        return []
    heads = [(m.start(), m.end(), " ".join(m.group(1).split()), m.group(2).rstrip("."),
              _entry_date(m.group(3) or "") or _padded(m.group(6) or "") or
              next((d for d in (m.group(3), m.group(4)) if _DAY_MONTH_YEAR.fullmatch(d or "")), ""),
              (m.group(5) or "").strip())
             for m in _RELEASE.finditer(text) if not _re.search(r"\bsince\b", m.group(1), _re.I)]  # not GnuTLS's "** No
    # changes since 1.5.5." under 1.6.0's heading: a release referred back to, whose own heading comes later
    heads = _standing(heads, text)  # before the other forms: "E2fsprogs 1.43 (May 17, 2016)" is 1.43's, not "\n1.43.\n"
    known = {h[3] for h in heads}
    heads += [(m.start(), m.end(), m.group(1), m.group(2),
               m.group(3) if _re.fullmatch(r"\d{4}-\d\d-\d\d", m.group(3)) else _long_date(m.group(3)), "")
              for m in _NAMED_RELEASE.finditer(text) if m.group(2) not in known]  # D-Bus's NEWS: "dbus 1.14.10 (2023-09-01)", "D-Bus
    # 1.11.2 (2016-03-07)"; a date it cannot read ("Febuary") is none
    known = {h[3] for h in heads}
    heads += [(m.start(), m.end() if not text[m.end(2):m.end()].strip(" \t:") else m.end(2), text[m.start():m.end(2)],
               m.group(1), _long_date(m.group(2)), "")
              for m in _COLON_RELEASE.finditer(text) if m.group(1) not in known]  # the version, then the date written out
    known = {h[3] for h in heads}
    heads += [(m.start(1), m.end(), m.group(1), m.group(2), "", "") for m in _RULED_RELEASE.finditer(text)
              if m.group(2) not in known]  # sed's NEWS: "Sed 4.2" under a rule, below its outline's "* Noteworthy ..."
    heads += [(m.start(), m.end(), m.group(1), m.group(2), _long_date(m.group(1)), "")
              for m in _BANNER_RELEASE.finditer(text) if m.group(2) not in known]  # Zip's CHANGES: "------ August 7th
    # 1996 version 2.2a ------"
    forms = {h[2][:h[2].find(h[3])] for h in heads if len(heads) >= ENTRY_HEADS and h[2].find(h[3]) > 0}
    for form in sorted(forms) if len(forms) == 1 else ():  # "*** Changes in GDB 13" over GDB's later releases, worded
        heads += [(m.start(1), m.end(), m.group(1), m.group(2), "", "")  # as its "*** Changes in GDB 8.3" with no dot
                  for m in _re.finditer(rf"^[*#=+-]*[ \t]*({_re.escape(form)}(\d+))[ \t]*$", text, _re.MULTILINE)
                  if m.group(2) not in known]
    heads.sort()
    dated = [(m.start(), m.end(), " ".join(m.group(0).lstrip("#*= \t").split()), m.group(2), m.group(1), m.group(3) or "")
             for m in _DATED_RELEASE.finditer(text)]
    if len(dated) >= ENTRY_HEADS:  # not Node.js's "- llhttp version 9.2.1" items of its notable changes
        heads = dated
    if len({h[3] for h in heads}) < len(heads):  # a bare "1.27." line in tar's NEWS besides "version 1.27 - ..."
        heads = [h for h in heads if _re.search(r"[A-Za-z]", h[2].replace(h[3], ""))]
    heads = _standing(heads, text)  # of the other forms too
    heads = [h for i, h in enumerate(heads) if not (i and heads[i - 1][3] == h[3])]  # findutils' NEWS heads 4.2.1's
    # notes twice in a row, word for word, and ld's NEWS 2.13's as "Changes in 2.13:" then "Changes in version 2.13:":
    # one release, its notes under both (apart, they stay two: no release read)
    return heads if len(heads) >= ENTRY_HEADS and len({h[3] for h in heads}) == len(heads) else []


def _padded(date):
    """An ISO date with its one-digit month or day written in two ("1999-08-8", a heading of findutils' NEWS, is
    1999-08-08), so dates sort and compare as text; any other date as it is."""
    return "-".join(p.zfill(2) for p in date.split("-")) if _re.fullmatch(r"\d{4}-\d\d?(?:-\d\d?)?", date) else date


def _sections(text):
    """[(where, heading)] of the document's top sections: an INI file's [sections], else the highest heading
    level found more than once (a title above everything is not a section), e.g. each "Version 1.39.0
    (2019-11-07)" of release notes, and inside sections that are no releases the headings one level down. None
    in source code, whose structure is its definitions: a '#' comment above a blank line is no heading
    (statistics.py's hits were said to be "in
    https://en.wikipedia.org/wiki/Simple_linear_regression"), and the module docstring's headings would name
    every definition below them."""
    if ini := _ini_heads(text):
        return ini
    if len(_MARGIN_DEFINED.findall(text[:200000])) >= ENTRY_HEADS:
        return []
    found = [(at, level, " ".join(title.replace("[", "").replace("]", "").split())) for at, _, level, title in _headings(text)]
    levels = [lv for _, lv, _ in found]
    level = min((lv for lv in set(levels) if levels.count(lv) > 1), default=None)
    top = [(at, title) for at, lv, title in found if lv == level]
    below = min((lv for lv in set(levels) if level is not None and lv > level), default=None)
    releases = sum(_RELEASE.match(title) is not None for _, title in top) * 2 > len(top)  # a release's items are its own
    listed = _releases(text) if top else []
    titles, listed_titles = {t for _, t in top}, {t for _, t in listed}
    extra = [t for _, t in listed if t not in titles]
    if top and len(listed) > len(top) and sum(title in listed_titles for _, title in top) * 2 > len(top) and \
            sum(_NAMED_RELEASE.fullmatch(t) is None for t in extra) * 10 <= len(extra):
        top = listed  # D-Bus's NEWS underlines its older releases' headings with "==" alone, read as no heading; not the
        # Google Cloud CLI's items "* Release Cloud Firestore emulator v1.11.15" under its "## 286.0.0 (2020-03-24)"
    inner = [(at, f"{top[_bisect.bisect_right(top, (at, chr(0x10ffff))) - 1][1]}, {title}") for at, lv, title in found
             if lv == below and top and at > top[0][0] and not releases]  # "B. TERMS AND CONDITIONS ..., CNRI LICENSE
    # AGREEMENT FOR ...": asked which agreement names Virginia, a fresh read of a line said to be in part B answered "B"
    return sorted(top + inner) or _releases(text)


def _releases(text):
    """[(where, title)] of the releases' headings (see release_heads), their brackets dropped as _sections' are."""
    return [(at, title.replace("[", "").replace("]", "")) for at, _, title, *_ in release_heads(text)]


def _part(doc, pos):
    """The file that position `pos` of a document falls in when the document is a dump of several
    files (asked which file defines something, the root needs the name the header gave), else, in a
    document without a name, the section heading above it (release notes put the version over its
    changes, lines away; in a folder of them "v2.29.txt" beats "Updates since v2.28"), else ''."""
    if doc not in _FILES:
        text = context[doc] if doc is not None else context
        found = [(m.start(), m.group(1), text[m.start():m.start(1)]) for m in _FILE_LINE.finditer(text)]
        styles = {}  # a dump's headers share one style: "# tarfile.py" among "# ===== file: a.py =====" is a comment
        for _, _, style in found:
            styles[style] = styles.get(style, 0) + 1
        style = max(styles, key=styles.get, default="")
        found = [(at, name) for at, name, own in found if own == style]
        named = _label(doc)  # a file's own name says more than its headings
        _FILES[doc] = found if len({name for _, name in found}) > 1 else _roff_heads(text) or _header_heads(doc, text) or (
            (_ini_of(doc, text) or _releases(text) or [(at, title) for at, _, title in _ruled(text)] or
             _banner_parts(text)) if named else _sections(text) or _banner_parts(text)) or _indent_heads(text) or \
            _line_comment_heads(text)  # a man
        # page's .SH/.SS (not "# ..." of its examples' code); a key's [section] says what the key is of, a release's
        # heading what its items are of, a config file's banner comment what its settings are for, a margin line what
        # the indented lines under it are of, a comment line what the lines under it are
    heads = _FILES[doc]
    i = _bisect.bisect_right(heads, (pos, "\U0010ffff")) - 1
    part = heads[i][1] if i >= 0 else ""
    text = context[doc] if doc is not None else context
    block = _span_at(_directives(doc, text), pos)
    if block and pos > block[1]:  # a statement of a block, not its head
        part = f"{part}, {block[3]}" if part else block[3]
    found = _definitions_of(doc, text)
    if found:  # the definitions around a line of code, not the one it starts: `def dedent` is no line "in dedent"
        line = text.rfind("\n", 0, pos) + 1
        chain = enclosing(text, pos, found)
        k = _bisect.bisect_left(found, (line,))
        chain = ".".join(chain[:-1] if k < len(found) and found[k][0] == line else chain)
        return f"{part}, {chain}" if part and chain else part or chain
    return part


_MARGIN_HEAD = _re.compile(r"^([A-Za-z_!][^\n]*(?<![{(\[\\,;]))\n(?=[ \t]+\S)", _re.MULTILINE)  # a margin line over an
# indented one, not a statement opening a block or going on to the next line
_STATEMENT_HEAD = _re.compile(r"(?:for|if|elif|else|while|with|try|except|finally|def|class|async)\b")  # Python's
INDENTED_SHARE = 10  # of a document's lines, at most one in this many at the margin for its margin lines to head parts


def _indent_heads(text):
    """[(where, head)] of the margin lines over indented runs when the document is nearly all such runs and no
    source code: a dpkg symbols file's "libreadline.so.8 libreadline8 #MINVER#" over its symbols. Shown bare, the
    line "rl_fetch_history@Base 8.2~beta" said nothing of the library it is of, and the check refused the right
    version read off it for want of the library the question named."""
    lines = [line for line in text.split("\n") if line.strip()]
    margin = sum(not line[0].isspace() and not line.startswith(("#", "*", "|")) for line in lines)  # not comments, nor a
    # symbols file's "* Build-Depends-Package:" and "| alternative" lines
    if not margin or margin * INDENTED_SHARE > len(lines) or coded(text) or text.lstrip().startswith(("<", "{", "[")):
        return []
    heads = [(m.start(), m.group(1).strip().rstrip(":")) for m in _MARGIN_HEAD.finditer(text)]
    return heads if len(heads) == margin and all(len(head) <= SHORT_FIELD * 2 and not _STATEMENT_HEAD.match(head)
                                                 for _, head in heads) else []  # every margin line a head: not a Perl
    # module's "sub _released_order {   # Sort helper" among its "use strict;" and closing braces


def _definitions_of(doc, text):
    """The document's definition lines when it is source code, else (): not a C header's, whose parts are the titles
    of its block comments (see _header_heads; by indentation, sqlite3.h's comments were all inside one struct)."""
    if doc not in _DEFINITIONS:
        _DEFINITIONS[doc] = definition_lines(text) if coded(text) and not _header_heads(doc, text) else ()
    return _DEFINITIONS[doc]


def _header_heads(doc, text):
    """[(where, title)] of a C header's block comments with titles ("CAPI3REF: Compiling An SQL Statement"), when it
    is one the header reader reads (see _header_records), else []; read once per document."""
    if doc not in _HEADER_HEADS:
        header = len(DIRECTIVE_LINE.findall(text)) >= ENTRY_HEADS and len(_DECLARED.findall(text)) >= ENTRY_HEADS and \
            not text.lstrip().startswith(("<", "{", "["))  # not a manual whose examples hold a #include (sed.info)
        _HEADER_HEADS[doc] = _comment_titles(text) if header else []
    return _HEADER_HEADS[doc]


def _comment_titles(text):
    """[(where, title)] of the block comments of C text that have a title (see _comment_title), and of those of one
    line alone between blank lines (regex.h's "/* POSIX 'eflags' bits (i.e., information for regexec).  */" over its
    REG_NOTBOL and REG_NOTEOL, each under a note of its own)."""
    return [(m.start(), title) for m in _BLOCK_COMMENT.finditer(text)
            if (title := _comment_title(m.group(1)) or _alone_title(text, m))]


def _alone_title(text, m):
    """The words of the one-line block comment `m` when a blank line is above and below it and they are short."""
    words = _comment_words(m.group(1))
    return words if "\n" not in m.group(1) and len(words) <= COMMENT_TITLE and \
        _re.search(r"(?:^|\n)[ \t]*\n[ \t]*$", text[:m.start()]) and _re.match(r"[ \t]*\n[ \t]*\n", text[m.end():]) else ""


# a definition line of source code, indented or not; what follow() and search() show a name's definition by
_DEFINES = _re.compile(r"^([ \t]*)" + DEFINITION.format(name=r"([A-Za-z_]\w*)"), _re.MULTILINE)


def definition_lines(text):
    """((offset, indent, name), ...) of every definition line, in order: one regex pass per document."""
    return tuple((m.start(), len(m.group(1).expandtabs()), m.group(2)) for m in _DEFINES.finditer(text))


def enclosing(text, at, found):
    """The names of the definitions (of `found`, the text's definition_lines) whose body holds offset `at`,
    outermost first; [] at the top level. A body ends at the first line (not blank, not a comment) indented
    no deeper than its definition. A hit in source code names them ("HtmlDiff.__init__"): `tabsize=8` of
    difflib's HtmlDiff was shown bare and answered for Differ, which has no tabsize."""
    line_start = text.rfind("\n", 0, at) + 1
    end = text.find("\n", line_start)
    line = text[line_start:end if end >= 0 else len(text)].expandtabs()
    indent = len(line) - len(line.lstrip(" ")) if line.strip() else 0
    chain = []
    for i in range(_bisect.bisect_right(found, (line_start, float("inf"))) - 1, -1, -1):  # those above the line
        start, depth, name = found[i]
        if start < line_start and (depth >= indent or _ended(text, text.find("\n", start), line_start, depth)):
            continue  # a definition that does not hold the line: deeper than it, or over before it
        chain.append(name)
        indent = depth
        if depth == 0:
            break
    return chain[::-1]


def _ended(text, start, end, depth):
    """Does a line between `start` and `end` begin at an indent of `depth` or less (the body above is over)?"""
    return _re.compile(rf"\n(?![ \t]{{{depth + 1}}})[ \t]*[^\s#]").search(text, start, end) is not None


HITS_LIMIT = 100000  # ~1 s of sentences; a pattern that common counts nothing useful
HITS_SHOWN = 20  # hits (or records) a printed list shows
WORD_EDGE = 40
BLOCK_CHARS = 1500
# A signed changelog entry longer than this shows as its first line ... its sign-off: the judge reads a longer
# passage piece by piece (rlm/support.py SEGMENT_CHARS), and who signed an entry must share a piece with its version.
ENTRY_CHARS = 600

_LEFT = _re.compile(r"[.!?][\"')\]]?\s|\n\s*\n")
_NUMBER_ONLY = _re.compile(r"[ \t]*(?:\d+\.)+[ \t]*$")  # a line's start that is only a section number


_SHAPE = _re.compile(r"(\d+)|([A-Z]{2,}(?![a-z]))|[^\W\d_]+")


def _shape(start):
    """How a line starts, digits as 9, capitals as A, words as a: '2026-05-09 07:28' and '2025-06-24 14:36'
    are '9-9-', 'ERROR disk full' and 'INFO all good' are 'A a '."""
    return _SHAPE.sub(lambda m: "9" if m.group(1) else "A" if m.group(2) else "a", start)[:4]


# In a line's shape: it holds fields, which prose's first words do not. Not `Key: value` (a field of a
# block, shown whole by _key_blocks or in its sentence) nor `key=value` (an INI line, whose section heading
# its sentence window may show).
_FIELD_MARK = _re.compile(r"[/|\t]")


def _record(text, start, end, window, indented=True):
    """(where it starts, where it ends) of the line holding text[start:end] when that line is a record:
    no longer than `window` each side, and it and a neighbour start alike and with a number, a word in
    capitals or a bracket (a log's timestamps or levels, `[app]` tags, numbered rows), not with words
    (hard-wrapped prose, comments, code), unless a field mark follows the first word (`L Etc/GMT Greenwich`
    in tzdata.zi, `ssh<TAB>22/tcp`, a `|` table). Else None. A log's "sentence" ran over the neighbouring
    records, and a small root copied all of them into its answer. An indented line starting with a number or a
    bracket is a record too, unless `indented` is False (source code). Every scan stays within the window:
    a document of one 4 MB line is searched hit by hit."""
    if "\n" in text[start:end]:
        return None
    lo = text.rfind("\n", max(0, start - window), start) + 1
    hi = text.find("\n", end, end + window + 1)
    if (lo == 0 and start > window) or (hi < 0 and end + window < len(text)):
        return None  # a long line
    hi = len(text) if hi < 0 else hi
    shape = _shape(text[lo:min(hi, lo + 40)])
    if not shape.strip():  # an indented line is a row when it starts with a number or a bracket (a Perl hash's
        # "    5.013011 => '2011-03-20',": its "sentence" ran over forty releases' dates), not prose or code, nor a
        # numbered item whose text wraps onto lines indented deeper, nor a line of source code (`indented` False):
        # its statement goes on over the next lines
        shape = _shape(text[lo:min(hi, lo + 80)].lstrip(" \t"))
        if not indented or shape[:1] not in ("9", "[") or _deeper_next(text, lo, hi):
            return None
    if "9" not in shape and shape[:1] not in ("A", "[") and not (shape[:1] == "a" and _FIELD_MARK.search(shape)):
        return None
    neighbours = [text[hi + 1:hi + 41].split("\n", 1)[0]] if hi < len(text) else []
    if lo:
        before = text.rfind("\n", max(0, lo - 1 - window), lo - 1) + 1
        if before or lo - 1 <= window:
            neighbours.append(text[before:min(lo - 1, before + 40)])
    spaced = _spaced(text[lo:min(hi, lo + 40)])  # columns aligned by spaces and tabs: "139  71\t 38\t\tsienna4"
    return (lo, hi) if spaced in map(_spaced, neighbours) else None


def _deeper_next(text, lo, hi):
    """Is the line after text[lo:hi] indented deeper than it (a wrapped item's next line)?"""
    end = text.find("\n", hi + 1)
    after = text[hi + 1:end if end >= 0 else len(text)].expandtabs()
    line = text[lo:hi].expandtabs()
    return bool(after.strip()) and len(after) - len(after.lstrip()) > len(line) - len(line.lstrip())


def _spaced(start):
    """The shape of a line's start with each run of spaces and tabs one space."""
    return _shape(" ".join(start.split()))


# a statement commented out: a comment mark, a word and one to three values (gai.conf's "#precedence 2002::/16 30",
# ssh_config's "#   RekeyLimit 1G 1h"), no sentence
_STATEMENT_LIKE = _re.compile(r"[ \t]*[#;!]+[ \t]*[A-Za-z][\w.-]*(?:[ \t]+\S+){1,3}[ \t]*(?<![.:,;])")
STATEMENT_CHARS = 160


def _statement(text, start, end):
    """(where it starts, where it ends) of the line holding text[start:end] when it and the nearest line next
    to it with words (past blank and bare '#' lines), or a line nearby with its key, are statements commented
    out (see _STATEMENT_LIKE), else None: in a config file showing its defaults in comments, a hit's sentence
    ran over thirty of them, and the reader took a value of another line."""
    if "\n" in text[start:end]:
        return None
    lo = text.rfind("\n", max(0, start - STATEMENT_CHARS), start) + 1
    hi = text.find("\n", end, end + STATEMENT_CHARS)
    hi = len(text) if hi < 0 and len(text) - end < STATEMENT_CHARS else hi
    if hi < 0 or (lo == 0 and start > STATEMENT_CHARS) or not _STATEMENT_LIKE.fullmatch(text, lo, hi):
        return None
    after = _WORDED.search(text, hi, hi + STATEMENT_CHARS)
    before = None
    for before in _WORDED.finditer(text, max(0, lo - STATEMENT_CHARS), lo):
        pass
    if any(m and _STATEMENT_LIKE.fullmatch(m.group(1)) for m in (after, before)):
        return lo, hi
    word = _re.match(r"[ \t]*[#;!]+[ \t]*([A-Za-z][\w.-]*)", text[lo:hi]).group(1)
    kin = _re.compile(rf"^[ \t]*[#;!]+[ \t]*{_re.escape(word)}[ \t]", _re.MULTILINE)  # its key on a line nearby
    return (lo, hi) if any(m.start() != lo for m in kin.finditer(text, max(0, lo - 3 * STATEMENT_CHARS),
                                                                  hi + 3 * STATEMENT_CHARS)) else None


_WORDED = _re.compile(r"^([^\n]*\w[^\n]*)$", _re.MULTILINE)  # a line with a word on it


OBJECT_REACH = 500  # a JSON object whose braces are this near a match is shown whole, though the window is less


def _object(text, start, end, window):
    """(where it starts, where it ends) of the flat JSON-like object `{...}` holding text[start:end], when
    both braces are within `window`; else None. In an array of records on one line a sentence ran over
    the neighbouring objects, and a reader took the city of the customer next to the one asked about; a
    200-character window over iso_3166-3.json began in the object before Yugoslavia's and ended before its
    numeric code."""
    lo = text.rfind("{", max(0, start - window), start)
    if lo < 0 or "}" in text[lo:start]:
        return None
    hi = text.find("}", end, end + window)
    if hi < 0 or "{" in text[end:hi]:
        return None
    return lo, hi + 1


def _word_edges(text, lo, hi):
    """lo moved back and hi forward to the nearest space (at most WORD_EDGE characters), so a passage
    never ends inside a word: a version string cut at 1.2 was copied as the answer."""
    if 0 < lo < len(text) and not text[lo - 1].isspace() and not text[lo].isspace():
        space = max(text.rfind(c, max(0, lo - WORD_EDGE), lo) for c in " \n\t")
        lo = space + 1 if space >= 0 else lo
    if 0 < hi < len(text) and not text[hi - 1].isspace() and not text[hi].isspace():
        spaces = [i for i in (text.find(c, hi, hi + WORD_EDGE) for c in " \n\t") if i >= 0]
        hi = min(spaces) if spaces else hi
    return lo, hi


def _key_blocks(doc, text):
    """Sorted (start, end) of the document's `Key: value` blocks when it is made of them, else []."""
    if doc not in _BLOCKS:
        found = _block_records(text, doc) or []
        ends = (text.find("\n\n", r.at) for r in found)  # a block ends at the first blank line after it
        _BLOCKS[doc] = [(r.at, len(text) if end < 0 else end) for r, end in zip(found, ends)]
    return _BLOCKS[doc]


def _span_at(spans, pos):
    """The span of sorted (start, ..., end, ...) spans that holds `pos`, else None."""
    i = _bisect.bisect_right(spans, (pos, float("inf"))) - 1
    return spans[i] if i >= 0 and pos < spans[i][2] else None


# a statement at the margin (a word, then what it applies to; a trailing backslash continues it) over lines that
# are indented, blank or comments: sensors3.conf's `chip "lm85-*" ... \` with its `label in1 "Vcore"` lines
_DIRECTIVE = _re.compile(r"^([A-Za-z][\w-]*)[ \t]+[^\s:=][^\n]*?(?:\\\n[^\n]*?)*\n((?:[ \t]*(?:#[^\n]*)?\n|[ \t]+\S[^\n]*\n)*)",
                         _re.MULTILINE)
_STATEMENT = _re.compile(r"^[ \t]+[^\s#][^\n]*", _re.MULTILINE)
_STATEMENT_LINE = _re.compile(r"^[ \t]*[^\s#]", _re.MULTILINE)  # a line neither blank nor a comment


def directive_blocks(text):
    """[(start, head's end, end, head, its first word)] of a config file's blocks: a statement at the margin
    over indented statements, ENTRY_HEADS or more of them led by one word, at least half the file's such
    blocks, holding half its lines that are no comments (sensors3.conf's `chip "w83792d-*"` over its
    `label in1 "VcoreB"` lines; ssh_config's `Host`). A line inside one is of its head: the label of in5
    shown without its chip was read as every chip's. None in source code, nor in a changelog, whose signed
    entries are no blocks of statements."""
    blocks = []
    if not coded(text) and not _SIGNS.search(text, 0, 200000):
        for m in _DIRECTIVE.finditer(text):
            last = None
            for last in _STATEMENT.finditer(text, m.start(2), m.end(2)):
                pass
            if last:
                head = text[m.start():m.start(2)].replace("\\\n", " ").replace("[", "").replace("]", "")
                blocks.append((m.start(), m.start(2) - 1, last.end(), " ".join(head.split()), m.group(1)))
    word, n = Counter(b[4] for b in blocks).most_common(1)[0] if blocks else ("", 0)
    if n < ENTRY_HEADS or n * 2 < len(blocks):
        return []
    blocks = [b for b in blocks if b[4] == word]
    inside = sum(text.count("\n", lo, hi) for lo, _, hi, _, _ in blocks)
    return blocks if inside * 2 >= len(_STATEMENT_LINE.findall(text)) else []  # grep's NEWS: 7 "Version 2.5"s at its end


def _directives(doc, text):
    if doc not in _DIRECTIVES:
        _DIRECTIVES[doc] = directive_blocks(text)
    return _DIRECTIVES[doc]


def _directive(doc, text, start, end):
    """(start, end, passage) for a hit in a block of statements (see _directives): on its head, the block's
    statements up to BLOCK_CHARS (the head alone says nothing); inside it, the one line (its head names
    the block in the hit's location); else None."""
    span = _span_at(_directives(doc, text), start)
    if span is None or "\n" in text[start:end]:
        return None
    lo, head, hi, _, _ = span
    if start <= head:
        return _statements(text, lo, hi, start)
    lo, hi = text.rfind("\n", 0, start) + 1, text.find("\n", end)
    hi = len(text) if hi < 0 else hi
    return lo, hi, " ".join(text[lo:hi].split())


def _signed_entry(doc, text, start):
    """(start, end, passage) of the signed changelog entry whose first line holds `start`, else None: the
    entry whole up to ENTRY_CHARS, else its first line ... its sign-off (then `end` is the first line's). A
    hit on "tzdata (2020b-1) unstable" showed that line alone, and who signed it was a line the root never saw."""
    if doc not in _SIGNED_ENTRIES:
        spans = []
        for r in _entry_records(text, doc) or ():
            if r.get("by") and r["lines"] > 1:
                hi = r.at
                for _ in range(r["lines"]):
                    hi = text.find("\n", hi) + 1 or len(text) + 1
                spans.append((r.at, text.find("\n", r.at), hi - 1))
        _SIGNED_ENTRIES[doc] = spans
    spans = _SIGNED_ENTRIES[doc]
    i = _bisect.bisect_right(spans, (start, float("inf"))) - 1
    if i < 0 or not spans[i][0] <= start < spans[i][1]:
        return None
    lo, head, hi = spans[i]
    if hi - lo <= ENTRY_CHARS:
        return lo, hi, " ".join(text[lo:hi].split())
    last = text.rfind("\n", lo, hi) + 1
    return lo, head, " ".join(text[lo:head].split()) + " ... " + " ".join(text[last:hi].split())


def _sentence(text, start, end, window, doc=None):
    """(where it starts and ends, the sentence holding text[start:end]), at most `window` characters
    each side; a record's line (a log line) is its sentence, and a `Key: value` block (a package's
    entry) is shown whole up to BLOCK_CHARS, a signed changelog entry named in its first line up to ENTRY_CHARS.

    Sentences end at . ! ? or a blank line, not at a single newline: hard-wrapped prose breaks
    lines mid-sentence. Code has few such ends, so its passages are plain windows."""
    blocks = _key_blocks(doc, text)
    if blocks:
        i = _bisect.bisect_right(blocks, (start, float("inf"))) - 1
        if i >= 0 and blocks[i][0] <= start < blocks[i][1] and blocks[i][1] - blocks[i][0] <= BLOCK_CHARS:
            lo, hi = blocks[i]
            return lo, hi, " ".join(text[lo:hi].split())
    entry = _signed_entry(doc, text, start)
    if entry:
        return entry
    section = _ini_section(doc, text, start) or _directive(doc, text, start, end)
    if section:
        return section
    if "\n" not in text[start:end] and _tabular(doc, text):  # a table's line is its record
        lo, hi = text.rfind("\n", 0, start) + 1, text.find("\n", end)
        hi = len(text) if hi < 0 else hi
        if text[lo:hi].rstrip().endswith("{") and _ini_of(doc, text):  # mke2fs.conf's "huge = {": on to its "}"
            close = _re.compile(r"^[ \t]*\}[ \t]*$", _re.MULTILINE).search(text, hi, hi + BLOCK_CHARS)
            hi = close.end() if close else hi
        return lo, hi, " ".join(text[lo:hi].split())
    code = bool(_definitions_of(doc, text))
    record = _object(text, start, end, max(window, OBJECT_REACH)) or _record(text, start, end, window, not code) or \
        (None if code else _statement(text, start, end))  # code commented out is code
    if record:
        lo, hi = record
        return lo, hi, " ".join(text[lo:hi].split())
    lo = max(0, start - window)
    hi = min(len(text), end + window)
    lefts = [m.end() for m in _LEFT.finditer(text, lo, start)]
    right = _LEFT.search(text, end, hi)
    lo = lefts[-1] if lefts else lo
    line = text.rfind("\n", 0, lo) + 1
    if lo - line <= 12 and _NUMBER_ONLY.match(text, line, lo):  # "6. Conveying ...": a heading's number, kept
        lo = line
    lo, hi = _word_edges(text, lo, right.start() + 1 if right else hi)
    return lo, hi, " ".join(text[lo:hi].split())


def _block(text, start, window):
    """(where it starts and ends, the passage) of the definition on the line holding `start`: that line and
    the more indented lines under it, blank ones too, up to 2 * window characters. Code has blank lines
    and few sentence ends: a sentence would stop at `class StreamReader:`, before `limit=_DEFAULT_LIMIT`."""
    lo = text.rfind("\n", 0, start) + 1
    hi = text.find("\n", start)
    first = text[lo:hi if hi >= 0 else len(text)]
    indent = len(first) - len(first.lstrip())
    limit = min(len(text), lo + 2 * window)
    while 0 <= hi < limit:
        nxt = text.find("\n", hi + 1)
        line = text[hi + 1:nxt if nxt >= 0 else len(text)]
        if line.strip() and len(line) - len(line.lstrip()) <= indent:
            break
        hi = nxt
    hi = limit if hi < 0 else min(hi, limit)
    return lo, hi, " ".join(text[lo:hi].split())


def _covered(spans, pos, reach):
    """Is `pos` inside one of the passages shown (sorted (start, end) pairs, none longer than `reach`)?"""
    i = _bisect.bisect_right(spans, (pos, float("inf")))
    while i > 0 and spans[i - 1][0] >= pos - reach:
        i -= 1
        if pos < spans[i][1]:
            return True
    return False


def _regex_hits(pattern, window, limit):
    try:
        passes = [_re.compile(pattern, _re.IGNORECASE)]
    except _re.error:
        passes = [_re.compile(_re.escape(pattern), _re.IGNORECASE)]
    name = _re.fullmatch(r"\w+(?:\.(\w+))*", pattern)
    definitions = 0  # how many of the passes, first, find definitions
    if name:
        # a name (or module.name): where it is defined comes first, top level before indented (the function
        # dedent before a method dedent), then where it stands whole and as written (dedent, not _dedent)
        defined = name.group(1) or pattern
        passes[:0] = [_re.compile(f"^(?:{DEFINITION}|{ASSIGNMENT})".format(name=defined), _re.MULTILINE),
                      _re.compile(r"^[ \t]+" + DEFINITION.format(name=defined), _re.MULTILINE)]
        passes.insert(2, _re.compile(r"(?<!\w)" + _re.escape(pattern) + r"(?!\w)"))
        definitions = 2
    if _re.fullmatch(r"[\w.+-]+(?: [\w.+-]+)*", pattern):
        # a key: the record it names comes before the records that mention it ("Package: python3-venv"
        # before python3's "Suggests: python3-venv"; the CSV row that starts "O-1204,")
        key = _re.escape(pattern)
        passes.insert(definitions, _re.compile(
            rf"(?:\A|(?<=\n\n))[A-Za-z][\w-]{{0,40}}:[ \t]*{key}[ \t]*$|^{key}[ \t]*[,\t;|]", _re.MULTILINE | _re.IGNORECASE))
    hits, shown, longest = [], {}, {}
    for n, rx in enumerate(passes):
        for doc, text in _docs():
            spans = shown.setdefault(doc, [])
            for m in rx.finditer(text):
                if m.end() == m.start() or _covered(spans, m.start(), longest.get(doc, 0)):
                    continue  # inside a passage already on screen
                if n < definitions:
                    at, end, snippet = _block(text, m.start(), window)
                else:
                    at, end, snippet = _sentence(text, m.start(), m.end(), window, doc)
                _bisect.insort(spans, (at, end))
                longest[doc] = max(longest.get(doc, 0), end - at)
                hits.append(Hit(snippet, at, m.start(), m.group(0), doc))
                if len(hits) == limit:
                    return hits
    return hits


def _keywords(pattern):
    text = _re.sub(r"\\[A-Za-z]", " ", _re.sub(r"\\([^A-Za-z0-9])", r"\1", pattern))  # 1\.13\.0 -> 1.13.0; \b, \d: not words
    words = _re.findall(r"[A-Za-z0-9][A-Za-z0-9'-]*(?:\.[A-Za-z0-9][A-Za-z0-9'-]*)*", text)
    keys = []
    for w in words:
        w = w.lower().strip("'-")
        if (len(w) < 3 and not (w.isdigit() and len(w) == 2)) or w in STOPWORDS:  # 'UID 33': 33 is a key
            continue
        stem = w[:6] if w.isalpha() and len(w) > 6 else w
        if stem not in keys:
            keys.append(stem)
    return keys


def _whole(key):
    """A keyword as a pattern: a word's prefix (approval ~ approved), a number whole (33 is not 330)."""
    return _re.escape(key) + (r"(?![\d.])" if key.isdigit() else "")


def _keyword_hits(pattern, window):
    """The sentences holding the rarest keywords of `pattern` (prefix match: approval ~ approved)."""
    keys = _keywords(pattern)
    if not keys:
        return [], keys
    rx = _re.compile(r"\b(" + "|".join(_whole(k) for k in keys) + r")", _re.IGNORECASE)
    scored = {}
    for doc, text in _docs():
        for m in rx.finditer(text):
            at, end, snippet = _sentence(text, m.start(), m.end(), window, doc)
            if (doc, at) not in scored:
                low = snippet.lower()
                present = [k for k in keys if _re.search(r"\b" + _whole(k), low)]
                scored[(doc, at)] = (present, end, m.start(), m.group(0), snippet)
    if not scored:
        return [], keys
    # a word weighs more the rarer it is: of "Node.js 20 release updated npm to 10.2.3", the line with
    # 'npm' and '10.2.3' (the changelog says "upgrade"), not those with 'node.js', 'release' and 'update'
    passages = {}  # key -> how many passages hold it
    for present, *_ in scored.values():
        for k in present:
            passages[k] = passages.get(k, 0) + 1
    weight = {k: _math.log((len(scored) + 1) / n) for k, n in passages.items()}
    score = {at: round(sum(weight[k] for k in v[0]), 9) for at, v in scored.items()}
    top = max(score.values())
    # only the sentences with the best words: near-misses are distractors a small model picks wrongly
    hits, shown = [], (None, -1)
    for (doc, at), (present, end, pos, word, snip) in sorted(scored.items()):
        if score[(doc, at)] == top and not (doc == shown[0] and pos < shown[1]):  # its word is on screen already
            hits.append(Hit(snip, at, pos, word, doc, f", {len(present)}/{len(keys)} words"))
            shown = (doc, end)
    return hits, keys


_SECTION_ASKED = _re.compile(r"\b(?:section|chapter|article|clause|part|question|§)\W{0,4}(\d+(?:\.\d+)*)\b",
                             _re.IGNORECASE)  # a FAQ numbers its questions


def _heading_hits(pattern, window):
    """(the number, the lines that start with it) for a search of "section 12": a document numbers its
    sections ("12. No Surrender of Others' Freedom.") without saying "section", and says it where it cites
    one ("as required by Section 3.4")."""
    unescaped = pattern.replace("\\.", ".")  # r"Section\s+12\.1": section 12.1
    asked = _SECTION_ASKED.search(_re.sub(r"\\[sSwWdDbB]|[\\^$+*?()\[\]{}|]", " ", unescaped))
    if not asked:
        return "", []
    number = asked.group(1)
    rx = _re.compile(rf"^[ \t]*(?:§[ \t]*)?{_re.escape(number)}\.?[ \t]+(?=\S)", _re.MULTILINE)
    hits = []
    for doc, text in _docs():
        for m in rx.finditer(text):
            at, _, snippet = _sentence(text, m.start(), m.end(), window, doc)
            hits.append(Hit(snippet, at, m.start(), m.group(0).strip(), doc))
    return number, hits


_REGEX_MARK = _re.compile(r"[()\[\]{}?*+|^$\\]")  # a pattern with these that finds nothing is tried as written


def search(pattern, window=200, max_hits=HITS_SHOWN, limit=HITS_LIMIT):
    """Find `pattern` (a regex, case-insensitive) in the document; return all the matching sentences (up
    to `limit`), printing the first `max_hits`. A document's name in place of `window` keeps the hits in it."""
    if isinstance(window, str):  # search('pattern', 'etc/fonts/fonts.conf'): a root asking for one document's hits
        return _in_document(search(pattern, max_hits=max_hits, limit=limit), str(pattern), window, max_hits)
    pattern = str(pattern)
    hits = _regex_hits(pattern, window, limit)
    if not hits and _REGEX_MARK.search(pattern):  # a name copied from the question: "Yugoslavia, (Socialist) Federal ..."
        hits = _regex_hits(_re.escape(pattern), window, limit)
    if not hits and "-" in pattern and not _REGEX_MARK.search(pattern) and any("\\-" in t for _, t in _docs()):
        hits = _regex_hits(r"\\?-".join(_re.escape(p) for p in pattern.split("-")), window, limit)  # a man page's
        # source writes --sort as \-\-sort
    count = f"{len(hits)}" if len(hits) < limit else f"{limit}+"
    counts = "len() counts them all" if len(hits) < limit else f"len() counts the first {limit}"
    number, headings = _heading_hits(pattern, window)
    if hits and headings and not {h.pos for h in headings} & {h.pos for h in hits}:
        return Hits(headings + hits, f"the headings numbered {number}, then {count} match(es) for {pattern!r} "
                                     "that cite it:", max_hits)  # "Section 3.4" cited in section 2
    if len(hits) > max_hits:
        return Hits(hits, f"{count} match(es) for {pattern!r} ({counts}), the first of them shown"
                          " (search a longer phrase to narrow them):", max_hits)
    if hits:
        return Hits(hits, f"{count} match(es) for {pattern!r}:", max_hits)
    if headings:
        return Hits(headings, f"no exact match for {pattern!r}; the headings numbered {number}:", max_hits)
    hits, keys = _keyword_hits(pattern, window)
    if hits:
        shown = ", the first of them shown" if len(hits) > max_hits else ""
        return Near(hits, f"no exact match for {pattern!r}; sentences with its words {keys}{shown}:", max_hits)
    return Hits([], f"no match for {pattern!r} (try one distinctive word)", max_hits)


def _in_document(hits, pattern, name, shown):
    """The hits in the document whose name or path ends with `name`; a ValueError that lists the documents when none
    is so named."""
    said = str(name).replace("\\", "/").strip("/ ").lower()
    paths = {d: (_label(d) if d is not None else next(iter(_settings["sources"]), "")).replace("\\", "/").lower()
             for d, _ in _docs()}
    named = {d for d, path in paths.items() if said and path.endswith(said)}
    if not named:
        raise ValueError(f"search: no document is named {name!r} (the second argument is how many characters to show "
                         f"around a match); the documents are {sorted(paths.values())}")
    kept = [h for h in hits if h.doc in named]
    return Hits(kept, f"{len(kept)} match(es) for {pattern!r} in {name}:" if kept else f"no match for {pattern!r} in {name}",
                shown)


class Record(dict):
    """One record of a document: its fields as a dict (none for a plain line), and where it is. Prints
    as its location and text, like a search hit, so a printed record can back an answer."""

    kin = frozenset()  # the fields of the records it was read with

    def __missing__(self, key):
        """'' for a field other records of its document have (a copyright file's header block has no License):
        a count or filter over all of them then runs, as a CSV's empty cell would; else a KeyError that names
        the fields there are."""
        if key in self.kin:
            return ""
        have = f"its fields are {list(self)}" if self else "it has no fields (a line): look for words in r.text"
        raise KeyError(f"{key!r}: no such field in this record; {have}")

    def __hash__(self):  # Counter(records) counts nothing useful: say what to count
        field = next(iter(self), "FIELD")
        raise TypeError(f"a record cannot be counted or used as a key whole: count one of its fields, "
                        f"e.g. Counter(r[{field!r}] for r in rows), or r.text")

    def __init__(self, fields, text, at, doc=None, line=1, part=""):
        super().__init__(fields)
        self.text = text
        self.at = at
        self.doc = doc
        self.line = line
        self.part = part

    @property
    def file(self):
        """The name of the document it is in, without its folder ('' for an unnamed one)."""
        return _file_name(self.doc)

    def __repr__(self):
        return f"{location(self.at, self.doc, self.part)} {_clipped(self.text, RECORD_CHARS)}"

    __str__ = __repr__


class Records(list):
    """Every record, printing how many there are, their fields, and the first few."""

    def __init__(self, items, kind):
        super().__init__(items)
        self.kind = kind
        kin = frozenset(k for r in self for k in r)
        for r in self:
            r.kin = kin

    def fields(self):
        seen = {}
        for r in self:
            for k in r:
                seen[k] = seen.get(k, 0) + 1
        return sorted(seen, key=lambda k: -seen[k])

    def summary(self, words=(), text=""):
        """As printed, then which of `words` (a question's) are values of a field, with the filter that
        finds their records: a small root that sees 'upgrade' among column3's values still filters r['message']."""
        lines = [repr(self)]
        found = self._asked({str(w).lower() for w in words}, text)
        for name, values in found.items():
            lines += [f"{v!r} is a value of the field {name!r}: rows = [r for r in records() if r[{name!r}] == {v!r}]"
                      for v in values]
        if len(found) > 1 and all(len(v) == 1 for v in found.values()):  # "ERROR lines of the component api"
            lines.append(f"together: rows = [r for r in records() if {_test(found)}]")
        return "\n".join(lines)

    def computations(self, words=(), counts=False, ranks=0, whole=False, bound=None, counted=(), numbered=(), begins=None,
                     year=None, derived=None, text=""):
        """The blocks of _computations, each leaving out the records whose field's whole value the question leaves out
        by name ("Count the #define lines whose names start with R_SH_, leaving out R_SH_NUM")."""
        shaped = self._shaped(str(text)) if counts and not ranks and bound is None and not begins and not year else ""
        blocks = [shaped] if shaped else \
            self._computations(words, counts, ranks, whole, bound, counted, numbered, begins, year, derived, text)
        if not blocks and ranks and not counts and begins and begins[0] == "start" and \
                2 <= len(named := Records([r for r in self if str(r.get("name", "")).startswith(str(begins[1]))],
                                          self.kind)) < len(self):  # "Which SRE_FLAG_ constant has the highest value?":
            blocks = named._computations(words, counts, ranks, whole, bound, counted, numbered, None, year, derived, text)
            # numbers in the names so begun, not in every value
        prefix = bool(begins) and begins[0] == "prefix"  # "How many of the CLONE_ constants ... mention a namespace?":
        begun = self._begun({str(w).lower() for w in words}, ("start", begins[1])) if begins and (  # those it begins,
            ranks and not counts or prefix) else ""  # of the records another test keeps; alone it counts them all
        test = " and ".join(self._left_out(text) + [begun] * bool(begun and not prefix))  # "the most mirrors with an
        # https:// URL": of those, as a count keeps them (_computations)
        blocks = [_conjoined(b, begun, alone=False) if prefix and begun and begun not in b else b for b in blocks]
        if prefix and begun and (whole or test) and counts and not ranks and \
                all(b.strip() == "print(len(records()))" for b in blocks):
            blocks = [f"print(len([r for r in records() if {begun}]))"]  # "How many FILE_ATTRIBUTE_ constants does
            # stat.py define?": nothing else narrows; those the prefix begins, not every record; of those, the ones
            # `test` keeps ("How many ARPHRD_ hardware types ... without a comment beside them")
        return [_conjoined(b, test) if test not in b else b for b in blocks] if test else blocks

    def _assignment_counted(self, text):
        """For "How many rules in 70-uaccess.rules add the uaccess tag (TAG+="uaccess")?": the block counting the records
        whose text holds the one assignment the question writes out, a key, an operator and a quoted value, as the file
        writes it; '' unless it does and two records or more hold it (not the lines naming "uaccess" otherwise: its
        GOTO="uaccess_end")."""
        written = _ASSIGNMENT_WRITTEN.findall(str(text))
        if len(set(written)) != 1 or sum(written[0] in r.text for r in self) < 2:
            return ""
        return f"print(len([r for r in records() if {written[0]!r} in r.text]))"

    def _shaped(self, text):
        """For "How many baud-rate constants named like B115200 (a B and a number) does termbits.h define?": the block
        counting the records whose name has the shape of the one the question gives, its runs of digits any number
        (B57600, B4000000; not BOTHER, nor CBAUDEX). '' unless it says "named like" a name with a digit, and some
        records' names have that shape and others not."""
        m = _NAMED_LIKE.search(text)
        if not m or "name" not in self.fields():
            return ""
        shape = _re.sub(r"\d+", lambda _: r"\d+", _re.escape(m.group(1)))
        kept = sum(_re.fullmatch(shape, str(r.get("name", ""))) is not None for r in self)
        if not 1 < kept < len(self):
            return ""
        return f"import re; print(len([r for r in records() if re.fullmatch({shape!r}, str(r.get('name', '')))]))"

    def _own_count(self, wanted, counted, text):
        """For a count that one record holds ("How many columns does the table_privileges view ... return?"): the block
        printing the number field the question counts ('columns') of the one record a word of it names by a field's
        whole value; counting records, a root found none to count. '' unless one field and one record."""
        measures = self._measures(wanted) or [n for n in self.fields()[:12] if (
            n in counted or n.lower() in wanted and wanted & {"list", "lists"}) and self._listing(n)]  # "How many
        # <family> entries does the <prefer> list for monospace hold?": the prefer list's items
        if len(measures) != 1 or not self._digits(measures[0]) and not all(_number(r.get(measures[0])) for r in self
                                                                           if measures[0] in r) \
                and not self._listing(measures[0]):
            return ""
        field = measures[0]
        said = str(text).lower()
        if (held := self._point_holder(text)) is not None and field in held[1]:  # "How many code points does the
            point = int(held[0], 16)  # block that contains U+131B6 span?"
            return f"print([r[{field!r}] for r in records() if r.get('first') and int(r['first'], 16) <= {point:#x} " \
                   f"<= int(r['last'], 16)])"
        found = self._named(field, [k for k in self.fields() if k != field], wanted, said)
        if len({id(r) for r, _, _ in found}) != 1:  # "Exactly one function prototype ... has a parameter named
            return self._one_holding(field, wanted) if _ONE_SAID.search(said) else \
                self._head_holding(field, wanted, str(text))  # out_desc": the one holding it
        r = found[0][0]
        if any(all(str(r.get(n, "")).lower() != str(v).lower() for v in vs) for n, vs in self._asked(wanted, text).items()):
            return ""  # "How many options in the APT::FTPArchive::release block ... have the type <BOOL>?": some of
            # its options, which another field's value selects
        kinds = self._kind_fields() | {"kind"}
        naming = {n: str(v).lower() for n, v in r.items() if n != field and n not in kinds and isinstance(v, str)
                  and (str(v).lower() in wanted - STOPWORDS or _phrase_in(str(v).lower(), said))}  # each field a word of the
        # question names it by: the prefix attribute of the <dir> element, not every prefix
        test = " and ".join(f"str(r.get({n!r})).lower() == {v!r}" for n, v in naming.items())
        if not test or sum(all(str(t.get(n, "")).lower() == v for n, v in naming.items()) for t in self) != 1:
            return ""
        if self._listing(field):  # "How many values does fonts.dtd allow for the prefix attribute of <dir>?"
            return f"print([len(r[{field!r}].split(',')) for r in records() if {test}])"
        return f"print([r[{field!r}] for r in records() if {test}])"

    def _head_holding(self, field, wanted, text):
        """For a count one block of statements holds (see _directive_records): the block printing `field` of the one
        block whose head holds a name of the question ("the grant block for the module jdk.crypto.ec": `grant codeBase
        "jrt:/jdk.crypto.ec" {`), else whose statements quote a phrase the question quotes ("holds the permission
        java.lang.RuntimePermission "modifyThread""); a head names its block, never whole. '' unless one such block."""
        if not any(n.endswith(" statements") for n in self.fields()):
            return ""  # a definition's head names it whole (_named); a block's is a statement holding its name
        keys = [w for w in wanted - STOPWORDS - _document_stems() if _keylike(w)]
        held = [r for r in self if r.get("head") and any(_word_in(str(r["head"]), w) for w in keys)]
        if len(held) == 1 and held[0].get(field):
            return f"print([r[{field!r}] for r in records() if r.get('head') == {held[0]['head']!r}])"
        quoted = [f'"{q}"' for q in quoted_phrases(text) if _keylike(q) and " " not in q]
        held = [r for r in self if any(q in str(r.get("body", "")) for q in quoted)]
        said = [q for q in quoted if len(held) == 1 and sum(q in r.text for r in self) == 1]
        if not said or not held[0].get(field):
            return ""
        return f"print([r[{field!r}] for r in records() if {field!r} in r and {said[0]!r} in r.text])"  # as
        # _one_holding prints the one record holding a name

    def _one_holding(self, field, wanted):
        """For "Exactly one function prototype in zlib.h has a parameter named out_desc. How many parameters does that
        prototype declare?": the block printing `field` of the one record holding it whose text says an identifier of
        the question (a comment about it may say it too); '' unless one identifier leads to one."""
        keys = [w for w in wanted - STOPWORDS - _document_stems() if _IDENTIFIER.search(w) and "." not in w]
        held = [w for w in keys if sum(field in r and w in r.text for r in self) == 1]
        return f"print([r[{field!r}] for r in records() if {field!r} in r and {held[0]!r} in r.text])" if len(held) == 1 \
            else ""

    def _left_out(self, text):
        """The test keeping the records that lack what the question says they lack (see LACKING), and a record for
        each name the question leaves out (see EXCLUDES) that is the whole value of
        one field, or for a phrase of its words that some values of one field hold ("Leaving out the private use areas":
        the blocks named "Private Use Area", "Supplementary Private Use Area-A" ...)."""
        out = []
        for m in LACKING.finditer(str(text)):  # "without a comment beside them": those whose comment (a #define's
            noun = m.group(1).lower()  # description) is empty
            field = noun if noun in self.fields() else "description" if noun in ("comment", "comments") and \
                "description" in self.fields() else None
            if field and any(r.get(field) for r in self) and any(r.get(field) in ("", None) for r in self):
                out.append(f"r.get({field!r}) in ('', None)")
        for m in EXCLUDES.finditer(str(text)):
            after = _re.match(r"(?:[^,.;:?!)]|\.(?=\w))*", str(text)[m.end():]).group(0)  # "12.1.1" whole
            words = [w for w in _re.findall(r"[\w+-]+(?:\.[\w+-]+)*", m.group(0) + " " + after)
                     if w.lower() not in STOPWORDS and w.lower() not in _EXCLUDING_WORDS and not w.isdigit()]
            # a number left out is a bound: "the codes from 900 up"
            for word in words:
                fields = {n for r in self for n, v in r.items() if isinstance(v, str) and v == word}
                if len(fields) == 1:
                    out.append(f"r.get({fields.pop()!r}) != {word!r}")
            said = " ".join(words).lower()
            for phrase in [said] + [said[:-n] for n in (1, 2) if len(words) > 1 and said.endswith("es"[2 - n:])
                                    and not said.endswith("ss")]:  # areas: "Private Use Area"; classes: "class"
                fields = {n for r in self for n, v in r.items() if isinstance(v, str) and
                          _re.search(rf"(?<!\w){_re.escape(phrase)}(?!\w)", v.lower())}  # "Private Use Area-A" too
                if len(words) > 1 and len(fields) == 1 and not any(t.startswith("r.get(") for t in out):
                    out.append(f"{phrase!r} not in str(r.get({fields.pop()!r}, '')).lower()")
                    break
        return out

    def _computations(self, words, counts, ranks, whole, bound, counted, numbered, begins, year, derived, text):
        """The one-line blocks that answer a count or an extreme from the records' fields, for the loop to run
        as the root would: the count of the records the question's field values select (a changelog's dated
        entries when none); for "most" / "least", those records counted by each other field of few values,
        or by day when it asks for a day; all of them, when the question counts all the document lists
        (`whole`: "How many RPC programs does this file list?") and they are its items; those whose number
        field the question names is on one side of a number, or both of a range (`bound`: [('<', 100)] for "a group
        id below 100");
        those whose short field holds a word of the question that is not of what it counts (`counted`, see
        _inside); the sections one level under the section it names by number (`numbered`: "How many sections
        does chapter 6 have?", each number once: a table of contents lists some again); those whose name begins
        or ends with what the question says (`begins`: ('start', 'Will') for "questions that begin with the word
        "Will""); those of the one year it names (`year`: "2007" of "releases for the year 2007"), by their dates; the
        classes derived from one, directly or through others (`derived`: (its name, whether it counts too)). Code,
        not figures:
        what the code tests is what an answer computed by it is judged on. [] when no field of the records
        serves."""
        wanted = {str(w).lower() for w in words}
        wanted = {w for w in wanted if not any(w != o and _re.fullmatch(r"[a-z0-9]+(?:/[a-z0-9]+){2,}", o) and
                                               w in o.split("/") for o in wanted)}  # "the tag C24/A4/R0": not its piece
        # c24, which C24/A4/R1 holds too (a path's parts stay words)
        wanted -= _after_quotes(text)  # "the "since Linux" notes": what the phrase is, not the part NOTES
        if ranks and (many := _MANY.search(text or "")):  # "the largest number of file-name patterns": the most of them,
            wanted = wanted - {"number", "numbers", many.group(1).lower()} | {"most" if ranks > 0 else "fewest"}  # not a
            # number column (globs2's weights)
        if (cited := self._cited(wanted, counts, ranks, text)) is not None:
            return cited
        if any(not any(n.lower() in _PLACING and str(v).lower() in (q.lower(), _re.sub(r"^\W+|\W+$", "", q.lower()))
                       for r in self for n, v in r.items()) for q in _placed_in(text)):
            return []  # "How many functions does the manual document in its section "Parser Creation"?": where they
            # are, which no field of these records places them by; counting those that mention it counted its links
        if counts and not ranks and _hop_keys(text) and (hop := self.hopped((), text)):
            return hop  # from a record only a key too short to be a word names (see hopped)
        if counts and not ranks and (own := self._own_count(wanted, {str(w).lower() for w in counted}, text)):
            return [own]
        if counts and not ranks and (under := self._subsections(numbered, counted) or self._listed(counted, text) or
                                     self._functions_listed(counted, text) or self._children_counted(counted, wanted, text)
                                     or self._valueless(text) or self._parts_counted(counted, wanted, text)
                                     or self._assignment_counted(text)
                                     or self._assigning(counted, text) or self._names_listed(counted, text)
                                     or self._section_keys(wanted, counts, ranks, text)):
            return [under]
        if ranks and not counts and (listed := self._pages_ranked(ranks, text) or self._items_ranked(wanted, ranks)
                                     or self._functions_ranked(ranks, text) or self._subsections_ranked(wanted, text)
                                     or self._sections_ranked(wanted, ranks) or self._parts_ranked(wanted, ranks, text)
                                     or self._family_ranked(text, ranks) or self._citations_ranked(wanted, ranks, text)
                                     or self._lists_ranked(wanted, ranks, text) or self._paths_ranked(wanted, ranks)
                                     or self._keyed_lists_ranked(wanted, ranks)
                                     or self._section_keys(wanted, counts, ranks, text)):
            return [listed]
        found = {**self._asked(wanted, text), **self._qualified(wanted)}
        if held := {q for q in map(str.lower, quoted_phrases(str(text))) if " " in q and
                    any(str(v).lower() == q for vs in found.values() for v in vs)}:  # a value quoted whole: no other
            rest = " ".join(str(text).lower().split())  # value is asked by a word inside it (the class Telnet, of "under
            for q in held:  # its comment "Telnet protocol characters (don't change)"")
                rest = rest.replace(q, " ")
            found = {n: kept for n, vs in found.items() if (kept := [v for v in vs if str(v).lower() in held or _re.search(
                rf"(?<![\w-]){_re.escape(str(v).lower())}(?![\w-])", rest)])}
            wanted = {w for w in wanted if w in held or not any(_word_in(q, w) for q in held) or _word_in(rest, w)}  # nor
            # is "number" of "the comment "some random number"" a number asked for
        if (ranks or len(found) > 1) and (fielded := [v for v in found.get("key", ()) if v in self.fields()]):
            found["key"] = [v for v in found["key"] if v not in fielded]  # "which service sets the most variables",
            if not found["key"]:  # "how many services set chgrpdir to true": the settings of a field `service`
                del found["key"]  # (adduser.local.conf's "chgrpdir[www] = true"), not the lines `service = www`
        if {"name", "value"} <= set(self.fields()) and any("[" in str(r.get("key", "")) for r in self) and \
                (set_to := {m.group(1).lower() for m in _re.finditer(r"\bto\s+[\"“']?([\w./-]+)", str(text))}):
            values = sorted({v for r in self if (v := r.get("value")) and str(v).strip("\"'").lower() in set_to})
            found = {n: kept for n, vs in found.items() if (kept := [v for v in vs if str(v).lower() not in set_to])}
            if values:  # "How many services set user to ftp?": of adduser.local.conf's `user[ftp] = ftp`, the value ftp
                found["value"] = values  # (not the service ftp); "set althome to true": none, all false
            elif set_to & {"true", "false", "yes", "no", "on", "off"}:
                return []  # a value the file never sets is a count no field's test makes
        if _CASED.search(str(text)):  # "replace with exactly "dz" (matching case)": not DZ nor Dz
            written = set(quoted_phrases(text)) | set(QUOTED_SHORT.findall(text))
            found = {n: [v for v in vs if str(v) in written] or vs for n, vs in found.items()}
        if told := [n for n, vs in found.items() if n not in ("key", "name", "parent") and len(vs) == 1 and _said(n, wanted)]:
            rows = [r for r in self if all(r.get(n) in found[n] for n in told)]  # "use the HTTP method DELETE": the field
            found = {n: kept for n, vs in found.items() if (kept := vs if n in told or n not in _PATH_FIELDS else [
                v for v in vs if _keylike(str(v)) or all(r.get(n) == v for r in rows)])}  # named with its value, and
            # the key 'http' of the records holding it; not 'Method' nor 'operations', keys of other records on its path
        phrased = " ".join(str(text).lower().split())
        stems = "|".join(_re.escape(s) for s in _document_stems() if s)
        found = {n: kept for n, vs in found.items() if (kept := [v for v in vs if not _re.search(
            rf"(?<![\w-]){_re.escape(str(v).lower())}\s+\d[\w.]*'s\b", phrased) and not (stems and _re.search(
                rf"(?<![\w-]){_re.escape(str(v).lower())}['\u2019]s\s+(?:[\w-]+\s+){{0,2}}(?:{stems})\b", phrased))])}
        # "Python 3.11's build Makefile", "the Google Cloud CLI's RELEASE_NOTES": the software the document is of, not
        # the banner "Python" over its variables nor a section titled "Google Cloud CLI"
        if kinds := [k for k in found.get("kind", ()) if not any(
                _re.search(rf"\b{_re.escape(str(k).lower())}s?\s+{_re.escape(str(v).lower())}(?![\w-])", phrased)
                for n, vs in found.items() if n != "kind" for v in vs)]:  # "the variable PEGEN_OBJS": the kind of
            found["kind"] = kinds  # the record named, not of those counted
        else:
            found.pop("kind", None)
        if "parent" not in found and (held := sorted({str(r["parent"]) for r in self if r.get("parent") and str(
                r["parent"]).lower() in wanted and (_keylike(str(r["parent"])) or _re.search(
                    rf"\bthe [\w-]+ {_re.escape(str(r['parent']).lower())}(?![\w-])", phrased))})):
            found["parent"] = held  # "How many object files does the variable PEGEN_OBJS list?": the items it holds;
            # "How many versions of the API serviceusage ...?": a name right after its kind
        for n in [n for n in ("name", "key") if n in found and "parent" in found]:  # the versions under serviceusage,
            found[n] = [v for v in found[n] if v not in found["parent"]]  # not the record it names itself
            if not found[n]:
                del found[n]
        if len(found.get("parent", ())) == 2 and "entry" in self.fields():  # "%delta's entry that changes the most
            found["parent"] = self._inner(found["parent"]) or found["parent"]  # modules": its entries' 'changed' tables
        if len(found.get("kind", ())) > 1 and found.get("parent"):  # "the methods of the class TextWrapper"
            theirs = {r.get("kind") for r in self if r.get("name") in found["parent"]}
            found["kind"] = [k for k in found["kind"] if k not in theirs] or found["kind"]
        if len(found.get("kind", ())) > 1 and ranks and (measures := self._measures(wanted)):  # "Which element ... the
            found["kind"] = [k for k in found["kind"] if not any(_named_by(m, [str(k).lower()]) for m in measures)] \
                or found["kind"]  # most attributes": the elements, ranked by their count of attributes, which only
            if len(found["kind"]) == 1 and all(r.get("kind") == found["kind"][0] for r in self if measures[0] in r):
                del found["kind"]  # elements have: no test of the kind asked
        if len(found.get("kind", ())) > 1 and counts and \
                len(kept := [k for k in found["kind"] if {k, f"{k}s", f"{k}es"} & {str(c).lower() for c in counted}]) == 1:
            found["kind"] = kept  # "How many events does the JFR settings file leave disabled": events, not settings
        if ranks and not counts and "parent" in self.fields() and wanted & _OFTEN and not wanted & _SIZES and \
                (owned := self._owned(found.get("kind", ()), wanted, ranks, text)):  # "Which class defines the most
            return [owned]  # methods?": methods counted by class
        if len(found.get("kind", ())) == 1:  # "keys of the schema X": X as the keys' parent, not the id of X itself
            found = self._of_kind(found)
        document = _document_words() - {m.lower() for m in _re.findall(r"\b(?:class|classes|struct|structs)\s+([A-Za-z_]\w*)",
                                                                       phrased, _re.I)} - {
            m.lower() for m in _re.findall(r"\b(?:classes|structs)\s+[A-Za-z_]\w*\s+(?:and|or)\s+([A-Za-z_]\w*)", phrased, _re.I)}
        # not HeaderRegistry of "the classes AddressHeader and HeaderRegistry" in headerregistry.py: a class it names
        found = {n: [v for v in vs if not any(str(w).lower().startswith(f"{v}::".lower()) for w in vs)
                     and not (len(vs) > 1 and str(v).lower() in document)
                     and not (" " in str(v) and set(_re.findall(r"[a-z]+", str(v).lower())) <= document
                              and _re.search(r"[a-z]", str(v).lower()))]
                 for n, vs in found.items()}  # APT::FTPArchive::release, not APT of "apt's configure-index" too; INTERNALS,
        # not the TRIGGERS part of "dpkg's triggers spec" (triggers.txt); not the part "Expat Reference" of "the Expat
        # reference manual" (expat.html/reference.html)
        found = {n: vs for n, vs in found.items() if vs}
        spoken = {n for n, vs in found.items() if all(str(v).lower() in _VALUE_WORDS for v in vs)}
        if spoken and len(found) > len(spoken) and not any(_keeps(r, found) for r in self) and \
                any(_keeps(r, rest := {n: vs for n, vs in found.items() if n not in spoken}) for r in self):
            found = rest  # "the <limit> elements shown commented out with the daemon's defaults": 'default', a policy's
            # context too, is what the question calls values there, where no limit is under that policy
        if set(found.get("path", ())) & set(found.get("block", ())):  # "options in the X block": those it holds, not X
            del found["path"]
        if any(len(v) > 1 for v in found.values()):
            found = self._selecting(found)
        if any(len(v) > 1 for v in found.values()):
            return []  # two values of one field: which one the question selects by is not clear
        if "kind" in found:  # "Which class does _default_header_map assign to the most headers?": the map's items,
            kinds = found["kind"]  # whose values are classes; no class is one of its items
            found = self._unselecting(found, {"kind"}, lambda r: any(t.get("name") == r.get("value") and
                                                                     t.get("kind") in kinds for t in self))
        inside = [n for n, vs in found.items() if any(m != n and _word_in(str(w), str(vs[0])) and not _word_in(
            _re.sub(_re.escape(str(w)), " ", str(text), flags=_re.I), str(vs[0])) for m, ws in found.items() for w in ws)]
        if len(inside) == 1:  # "AIX format descriptors" of ps(1)'s section AIX FORMAT DESCRIPTORS, not also the cell
            found = self._unselecting(found, set(inside))  # 'aix' of another table, which no row of that section has
        said = [str(v).lower() for values in found.values() for v in values]
        named = [n for n in found if _said(n, wanted)]  # "under its subsection "- SSL -"": not the setting ssl
        quoted = quoted_phrases(text)
        if len(said) > len(set(said)) and len(named) == 1 and (any(q.lower() == named[0].lower() for q in quoted) or
                                                               all(any(_word_in(q, str(v)) for q in quoted) for v in found[named[0]])):
            # the field quoted ("their "enabled" setting false": not stackTrace's false) or its value
            kept = {str(v).lower() for v in found[named[0]]}
            found = {n: vs for n, vs in ((n, [v for v in vs if n in named or str(v).lower() not in kept])
                                         for n, vs in found.items()) if vs}
            said = [str(v).lower() for values in found.values() for v in values]
        if len(said) > len(set(said)):
            found = self._placed_entries(found)
            said = [str(v).lower() for values in found.values() for v in values]
        if len(said) > len(set(said)):
            return []  # one word the value of several fields (openssl.cnf's 'optional'): which one it tests is not clear
        if not found and (counts or ranks) and not year and bound is None and \
                (grouped := self._key_groups(wanted, counts, ranks, text)):
            return [grouped]
        joined = self._joined(wanted, found, counts, ranks)
        if joined is not None:
            return joined
        top = "kind" in self.fields() and _top_asked(wanted, text)
        if top:  # "top-level" definitions (not a section's level): those at the file's margin, and the code says so
            return [f"{code}  # top-level: level 1" for code in self._computed(wanted, {**found, "level": [1]}, counts, ranks)]
        if counts and not ranks and derived and (block := self._derived(*derived)):
            return [block]
        if counts and not ranks and begins and begins[0] != "prefix" and (named := (Records([r for r in self if _keeps(r, found)], self.kind)
                                                          if found else self)._begun(wanted, begins)):  # "identifiers in
            # the Windows table that map to a name starting "de_"": its values, which its items' names (hex) never begin so
            said = {str(begins[1]).lower()}  # the prefix is no word a record's text must hold; a key besides it is
            keys = {w for w in wanted - said - _document_words() if _IDENTIFIER.search(w) and "/" not in w}
            inside = "" if found or not keys else self._inside(keys, {str(w).lower() for w in counted} - said)[0]
            test = " and ".join(t for t in (_test(found), named, inside) if t)  # "the AUDIT_ARCH_* constants that include
            return [f"print(len([r for r in records() if {test}]))"]  # the __AUDIT_ARCH_64BIT flag": both tests
        return self._computed(wanted, found, counts, ranks, whole, bound, {str(w).lower() for w in counted}, year, text)

    def _placed_entries(self, found):
        """`found` with one place field left where a value is the place of records by several ("in its Socket options
        subsection" of ip(7): the part of its named entries, and the section of a table's rows inside it): the field
        whose records are all named entries (a title or a name), when one is; `found` as it is otherwise."""
        values = [str(v).lower() for vs in found.values() for v in vs]
        shared = [n for n, vs in found.items() if n in _PLACING and any(values.count(str(v).lower()) > 1 for v in vs)]
        entries = [n for n in shared if all(r.get("title") or r.get("name") for r in self if r.get(n) in found[n])]
        if len(shared) < 2 or len(entries) != 1:
            return found
        return {n: vs for n, vs in found.items() if n not in shared or n == entries[0]}

    def _unselecting(self, found, dropped, holds=lambda r: True):
        """`found` without the fields `dropped` when together they select no record and the rest select one that
        `holds`; `found` as it is otherwise (a true 0 stays 0 where the rest would select records of another kind)."""
        rest = {n: vs for n, vs in found.items() if n not in dropped}
        if rest and len(rest) < len(found) and not any(_keeps(r, found) for r in self) and \
                any(_keeps(r, rest) and holds(r) for r in self):
            return rest
        return found

    def _selecting(self, found):
        """`found` read the one way that uses every value said and selects records, when a field has several values
        and only one such reading does ("headers _default_header_map assigns to the class AddressHeader": its items
        whose value is AddressHeader, not the methods whose parent is AddressHeader, which no item of the map is);
        `found` as it is when none or several do."""
        if len(found.get("parent", ())) < 2:
            return found  # "flights from LHR or CDG": two values of one field, not one of each of origin and destination
        said = {v for vs in found.values() for v in vs}
        readings = [{}]
        for n, vs in found.items():
            readings = [{**r, n: [v]} for r in readings for v in vs] + [r for r in readings if len(vs) > 1]
            if len(readings) > 64:
                return found
        kept = [r for r in readings if {v for vs in r.values() for v in vs} == said and any(_keeps(t, r) for t in self)]
        return kept[0] if len(kept) == 1 else found

    def _key_groups(self, wanted, counts, ranks, text=""):
        """For records keyed by dotted names that group them (XErrorDB's "XRequest.XFree86-DGA.3", "XRequest.63"): the
        count of those under the one group every part of which the question names ("requests of the XFree86-DGA
        extension": XRequest.XFree86-DGA; "core requests" alone: XRequest, not an extension's), or the ranking of the
        groups one part under the one it names ("for which extension does it name the most requests"). '' else."""
        keys = [str(r["key"]) for r in self if isinstance(r.get("key"), str)]
        if len(keys) * 10 < len(self) * 8 or sum("." in k for k in keys) * 10 < len(keys) * 9:
            return ""
        words = {w for w in wanted - STOPWORDS if len(w) >= 4} | _stems(wanted)

        def rank(head):  # the most parts the question says whole (XFree86-DGA; not XInputExtension of 'extension', nor
            return sum(p.lower() in words for p in head.split(".")), -head.count(".")  # BIG-REQUESTS of "core requests")
        heads = sorted({k.rsplit(".", 1)[0] for k in keys if all(_part_named(p, words) for p in k.split(".")[:-1])},
                       key=rank, reverse=True)
        deeper = heads and any(k.startswith(f"{heads[0]}.") and k.count(".") > heads[0].count(".") + 1 for k in keys)
        if counts and not ranks and heads and not deeper and (len(heads) == 1 or rank(heads[0]) > rank(heads[1])):
            return f"print(len([r for r in records() if str(r.get('key', '')).rsplit('.', 1)[0] == {heads[0]!r}]))"  # not
            # "how many kernel.* settings" over kernel.yama.ptrace_scope too: which depth is meant is not clear
        tops = [h for h in heads if "." not in h]
        most = _re.findall(r"\b(?:most|fewest|least)\s+(\w+)", str(text))
        if ranks and not counts and len(tops) == 1 and any(tops[0].lower().endswith(f) for w in most
                                                           for f in {w.lower(), *_inflected(w.lower())}) and \
                sum(k.count(".") == 2 and k.startswith(f"{tops[0]}.") for k in keys) >= 2:  # "the most requests": groups
            # counted; not "which request has the highest opcode"
            return (f"print(Counter(str(r['key']).split('.')[1] for r in records() if str(r.get('key', '')).startswith("
                    f"{tops[0] + '.'!r}) and str(r['key']).count('.') == 2).most_common({'5' if ranks > 0 else ''}))")
        return ""

    def _citing(self, rows, text):
        """The test for the `rows` that cite the one manual page the question cites ("refer to systemd.mount(5)"), when
        some do and not nine in ten; '' otherwise (the page the document is: systemd.directives(7) of itself)."""
        own = {_re.sub(r"\.\d[a-z]*(?:\.gz)?$", "", s.replace("\\", "/").rsplit("/", 1)[-1]).lower()
               for s in _settings.get("sources", ())}
        cited = [c for c in dict.fromkeys(_re.findall(r"(?<![\w.-])[A-Za-z_][\w.+-]*\w\(\d[a-z]?\)", text))
                 if c.split("(")[0].lower() not in own]
        if len(cited) != 1:
            return ""
        held = sum(cited[0] in r.text for r in rows)
        whole = sum(bool(_re.search(rf"(?<![\w.-]){_re.escape(cited[0])}", r.text)) for r in rows)
        return f"{cited[0]!r} in r.text" if held and held == whole and held * 10 < len(rows) * 9 else ""  # not
        # mount(8) inside umount(8) (review)

    def _inner(self, parents):
        """Of two tables, the one the other's entries hold (Perl's %delta = ( 5.036000 => { changed => {...} } ):
        'changed', whose records' entry is a key of 'delta', nine in ten of them: %deprecated has a 'changed' too), as a
        list; [] when neither is."""
        def inside(v, o):
            keys = {str(r.get("name")) for r in self if r.get("parent") == o}
            held = [str(r.get("entry")) in keys for r in self if r.get("parent") == v]
            return bool(held) and sum(held) * 10 >= len(held) * 9

        a, b = parents
        inner = [v for v, o in ((a, b), (b, a)) if inside(v, o)]
        return inner if len(inner) == 1 else []

    def _outside(self, r, key, wanted, said):
        """Does the question place the record it names in another record it is not in: a name said with its kind ("the
        us layout") that no record holding `r`, up its parents, is called?"""
        kinds = {str(k) for k in self.values("kind", most=None) or () if isinstance(k, str) and len(k) >= 3}
        holders = {w for w in wanted - {key} for k in kinds if _with_kind(w, k, said) and
                   any(t is not r and t.get("kind") == k and str(t.get("name", "")).lower() == w for t in self)}  # not
        # itself, named by its title ("the ADMINISTRABLE_ROLE_AUTHORIZATIONS view") and its name
        if not holders:
            return False
        up, at = set(), r
        for _ in range(HOLDERS_UP):
            parent = str(at.get("parent") or "")
            if not parent or parent.lower() in up:
                break
            up.add(parent.lower())
            at = next((t for t in self if t.get("name") == parent and t is not at and t.get("parent") != parent), None)
            if at is None:
                break
        return not holders <= up

    def _class_attribute(self, wanted, text):
        """For "Which function ... does the class UniqueUnstructuredHeader use as its value_parser (set in its own body
        or in the class it derives from)?": what the one class the question names assigns the one attribute it names
        in its body's own lines (no method's), else what its bases in the module do (UnstructuredHeader's `value_parser
        = staticmethod(parser.get_unstructured)`). '' unless one class and one attribute are named and one value is
        found: not where a class defines it by a def (a property), sets it over lines, or two bases set it apart."""
        classes = {str(r["name"]): r for r in self if r.get("kind") == "class" and r.get("body") is not None}
        named = [c for c in classes if c.lower() in wanted]
        if len(named) != 1:  # most questions: no class body parsed
            return ""
        own = {c: {a["name"]: a for line in str(r["body"]).split("\n") for a in _class_assignments(line)}
               for c, r in classes.items()}  # a body's own lines are at its margin, a method's indented under its def
        attributes = {w for c in classes for w in own[c] if w.lower() in wanted and w not in classes and
                      ("_" in w or _re.search(rf"\battribute\s+{_re.escape(w)}\b", text, _re.I))}  # "its class
        # attribute maxline": a plain word the question calls one
        if len(attributes) != 1:
            return ""
        attribute = attributes.pop()

        def value(name, seen):  # (the class that sets it, its value) as `name` gets it; None: not set; '': unclear
            if name in seen:
                return None
            seen.add(name)
            if found := own[name].get(attribute):
                return (name, found["value"]) if "value" in found else ""
            if _re.search(rf"^(?:async\s+)?def\s+{_re.escape(attribute)}\b", str(classes[name]["body"]), _re.M):
                return ""  # a method or property of that name
            head = _re.match(r"\s*class\s+\w+\s*\(([^)]*)\)", str(classes[name].get("head", "")))
            bases = [b.strip().split(".")[-1] for b in (head.group(1).split(",") if head else [])]
            got = {v for b in bases if b in classes and (v := value(b, seen)) is not None}
            return got.pop() if len(got) == 1 else "" if got else None

        found = value(named[0], set())
        if not found:
            return ""
        holder, said = found
        via = "" if holder == named[0] else f" (set in the class {holder}, which {named[0]} derives from)"
        shown = f"{attribute!r}{LOOKED_UP}value: {said!r}{via}\n{classes[holder]!r}"
        constant = [r for r in self if r.get("name") == said and r.get("level") == 1 and r.get("value") and
                    r.get("kind") not in ("class", "function")]
        asks_value = _re.search(r"\bvalue\b", _asking_sentence(text), _re.I) and \
            _re.search(r"\bth(?:at|e) (?:same )?(?:module-level )?(?:constant|variable|global)\b", text, _re.I)
        if len(constant) != 1 or not asks_value:
            return shown  # "What is the name of that constant?": MAXLINE
        return f"{said!r}{LOOKED_UP}value: {_unquoted(constant[0]['value'])!r}\n{constant[0]!r}\n{REACHED}" \
               f"{attribute!r}, which {holder} sets to {said}: {classes[holder]!r})"  # "sets its class attribute maxline
        # from a module-level constant. What value does ftplib.py assign to that constant?": `maxline = MAXLINE`,
        # then MAXLINE's own line

    def _held(self, wanted, asking, said):
        """The record at the place a question's ordinal says among those of the kind it names that the record it names
        holds, as the file lists them: "the name of the third argument of the method RemovePackages" is the third <arg>
        of RemovePackages' element (its 'name'). '' unless one ordinal, one holder and one kind of held record."""
        places = [w for w in wanted if w in ORDINALS]
        if len(places) != 1 or "parent" not in self.fields():
            return ""
        after = _re.search(rf"\b{places[0]} ([\w-]+)", said, _re.I)  # "the third argument": the kind counted in
        holding = {}  # holder's name -> the kinds of the records it holds that the word after the ordinal names
        for r in self:
            if after and r.get("parent") and str(r["parent"]).lower() in wanted and \
                    _kind_said(str(r.get("kind")), {after.group(1).lower()}):
                holding.setdefault(str(r["parent"]), set()).add(str(r.get("kind")))
        if len(holding) > 1:  # "the method RemovePackages", not the signal Transaction of "the Transaction interface"
            holding = {h: ks for h, ks in holding.items() if any(
                _with_kind(h, str(r.get("kind")), said) for r in self if r.get("name") == h and r.get("kind"))}
        named = list(holding)
        if len(named) != 1 or len(holding[named[0]]) != 1:
            return ""
        kinds = list(holding[named[0]])
        rows = [r for r in self if r.get("parent") == named[0] and r.get("kind") == kinds[0]]
        place = ORDINALS[places[0]]
        if not -len(rows) <= place < len(rows):
            return f"{named[0]!r} holds {len(rows)} {kinds[0]} record(s): no {places[0]} one"
        r = rows[place]
        field = next((n for n in r if n not in _UNASKED and _said(n, asking)), None)
        value = f"{field}: {r[field]!r}" if field else f"record: {r!r}"
        return f"{named[0]!r}{LOOKED_UP}{places[0]} {kinds[0]} (of {len(rows)}), whose {value}\n{r!r}"

    def _owned(self, kinds, wanted, ranks, text=""):
        """The block ranking the records of the one other kind the question names by how many records they hold of
        the one kind it counts in the plural ('methods', or 'arguments' of an XML file's <arg>: a tag may shorten the
        word): "which signal carries the most arguments" counts a signal's args, not a method's; the fewest may be
        none ("the method that takes the fewest arguments": Cancel, with none). '' unless one kind is counted and one
        holds it."""
        plural = [k for k in self.values("kind", most=None) or () if isinstance(k, str) and _kind_said(k, wanted, True)]
        if not plural and wanted & {"def", "defs"} and "class" in kinds and any(r.get("kind") == "method" for r in self):
            plural = ["method"]  # "the most def statements directly in its body": a class's methods
        if len(plural) != 1:
            return ""
        child = plural[0]
        parents = {r.get("parent") for r in self if r.get("kind") == child} - {"", None}
        owners = [k for k in kinds if k != child and any(r.get("kind") == k and r.get("name") in parents for r in self)]
        if len(owners) != 1:
            return ""
        if ranks < 0:
            held = f"sum(r['kind'] == {child!r} and r['parent'] == p['name'] for r in records())"
            return f"print(sorted(((p['name'], {held}) for p in records() if p.get('kind') == {owners[0]!r}), " \
                "key=lambda t: t[1])[:5])"
        owned = {r.get("name") for r in self if r.get("kind") == owners[0]}
        test = "r['parent'] != ''" if parents <= owned else \
            f"r['parent'] in {{p['name'] for p in records() if p.get('kind') == {owners[0]!r}}}"
        counted = f"Counter(r['parent'] for r in records() if r['kind'] == {child!r} and {test}).most_common(5)"
        field = self._possessed(text)  # "Give the layout's description": each holder by its description, its own or
        if field is None or field == "name" or not any(  # its first child's (an XML <layout>'s <configItem>)
                r.get("kind") == owners[0] and (r.get(field) or i + 1 < len(self) and self[i + 1].get(field))
                for i, r in enumerate(self)):
            return f"print({counted})"
        return (f"rs = records(); label = {{p['name']: p.get({field!r}) or rs[i + 1].get({field!r}) or p['name'] for i, p "
                f"in enumerate(rs[:-1]) if p.get('kind') == {owners[0]!r}}}; print([(label.get(n, n), k) for n, k in "
                f"{counted.replace('records()', 'rs')}])")

    def _of_kind(self, found):
        """`found` (its one kind) without the values the records of that kind lack in one field but have in another
        (X, a key's parent, is also its schema's id); a value they have in no field stays, and leaves the count unclear
        ("actions that set allow_any to auth_admin_keep": their defaults are records of their own)."""
        kind = found["kind"][0]
        theirs = [r for r in self if r.get("kind") == kind]
        held = {n: [v for v in vs if any(r.get(n) == v for r in theirs)] for n, vs in found.items()}
        used = {v for vs in held.values() for v in vs}
        kept = {n: [v for v in vs if v in held[n] or v not in used] for n, vs in found.items()}
        return {n: vs for n, vs in kept.items() if vs}

    def _default(self, wanted, text=""):
        """The default a definition the question names gives the parameter it names, from the signature (argparse's
        `def __init__(self, prog=None, ..., formatter_class=HelpFormatter, ...)` of the class ArgumentParser): a
        1.5B root searched for a name it made up. '' unless one definition and one parameter are named."""
        found = []
        for r in self:
            owner = str(r.get("name", ""))
            named = owner.lower() in wanted or owner == "__init__" and str(r.get("parent", "")).lower() in wanted
            if r.get("kind") in ("method", "function") and named:
                found += [(r, p, v) for p, v in _defaults(r.text) if p.lower() in wanted]
        asked = {w.lower() for pattern in _PARAMETER_NAMED for w in pattern.findall(text)} - STOPWORDS
        if asked:  # "its compresslevel parameter": that one, not another the question says ('mode' of "a mode such as
            found = [f for f in found if f[1].lower() in asked]  # 'r:gz'")
        if len(found) > 1 and asked:  # "the FTP.connect method ... its parameter timeout": connect's, not FTP's __init__'s
            found = [f for f in found if str(f[0].get("name", "")).lower() in wanted] or found
            found = [f for f in found if str(f[0].get("parent", "")).lower() in wanted] or found  # "_GzipReader.read":
            # its read, not GzipFile's
        if len(found) != 1:
            return ""
        r, name, given = found[0]
        return f"{name!r}{LOOKED_UP}default: {given!r}\n{r!r}"

    def derived(self, name, itself=False, direct=False):
        """The module's class records derived from the class `name`, directly or through others (as a class
        statement's head lists its bases: "class _StoreAction(Action):"), only those whose head lists it if `direct`,
        with `name`'s own if `itself`: "how many classes derive from Action" is a chain no one record's fields hold.
        Not a class nested in another's body (argparse's _ChoicesPseudoAction, a helper of _SubParsersAction): the
        module's classes have no parent, at its margin or under an `if` of it."""
        found = {str(name)}
        out = [r for r in self if itself and r.get("kind") == "class" and r.get("name") == name]
        for r in self:  # a class's bases come before it in a module
            bases = _BASES.match(str(r.get("head", "")), len(f"class {r.get('name', '')}"))
            if r.get("kind") == "class" and not r.get("parent") and bases and \
                    {b.strip().rsplit(".", 1)[-1] for b in bases.group(1).split(",") if "=" not in b} & found and \
                    not any(t.get("name") == r.get("name") for t in out):  # one class an if and its else define twice
                found |= set() if direct else {r["name"]}
                out.append(r)
        return Records(out, self.kind)

    def _derived(self, name, itself, direct):
        """The block counting the classes derived from the class `name` (see derived); '' when no class is so named."""
        if not any(r.get("kind") == "class" and r.get("name") == name for r in self):
            return ""
        flags = (", itself=True" if itself else "") + (", direct=True" if direct else "")
        return f"print(len(records().derived({name!r}{flags})))"

    def _begun(self, wanted, begins):
        """The test that a record's name (its one short field that some values begin, or end, so; the one the
        question names if several do) begins or ends with `begins`' text, or holds it ('holds': a release's heading
        tagged "[beta]"): a FAQ's question titles, a zone's name. Records without fields (lines) by their text. ''
        when no field or several serve."""
        side, said = begins
        how = {"start": "startswith", "end": "endswith"}.get(side)
        tested = (lambda v: getattr(v, how)(said)) if how else (lambda v: said in v)
        fields, keeps = [], []
        for name in [*self.fields()[:12], None]:  # the text when no field serves: java.policy's lines beside
            if name is None and fields:  # java.security's settings, whose keys none begins so
                break
            values = [r.text.strip() if name is None else r.get(name) for r in self]
            values = [v for v in values if isinstance(v, str)]
            if len(values) < 2 or name is not None and sorted(map(len, values))[len(values) // 2] > SHORT_FIELD * 2:
                continue
            kept = {i for i, r in enumerate(self) if isinstance(v := r.text.strip() if name is None else r.get(name), str) and tested(v)}
            if 2 <= len(kept) < len(values) and kept not in keeps:
                fields.append(name)  # not a field keeping what another does (a man page entry's name, its title again)
                keeps.append(kept)
        named = [n for n in fields if n is not None and all(w in wanted for w in _words_of(n))]
        if len(named) == 1 or len(fields) == 1:
            name = (named or fields)[0]
            value = "r.text.strip()" if name is None else f"str(r.get({name!r}, ''))"
            return f"{value}.{how}({said!r})" if how else f"{said!r} in {value}"
        return ""

    def _subsections(self, numbered, counted):
        """The block counting the distinct numbers one level under the one section the question numbers, when it
        counts sections ("How many sections does chapter 6 have?") and the records are numbered sections; else ''."""
        said = {str(w).lower() for w in counted}
        if len(numbered) != 1 or not said & _SECTION_WORDS or "number" not in self.fields():
            return ""
        top = str(numbered[0]).rstrip(".")
        if not any(str(r.get("number", "")).startswith(top + ".") for r in self):
            return ""
        return (f"print(len({{r['number'] for r in records() if str(r.get('number', '')).startswith({top + '.'!r}) "
                f"and '.' not in r['number'][{len(top) + 1}:]}}))  # each number once, none deeper: a table of contents "
                "lists some again")

    def _listed(self, counted, text):
        """The block counting the items one release's section of a changelog lists under the label the question
        quotes ("How many items does NEWS list under "Fixes" for version 2.8.2?"; "lettered items under "New Features
        in Readline" ... for bash-4.1"), when the records are sections and it counts items: a section's body runs
        them together, and a count of sections, or of the times 'item' is written, is no count of them. The release
        is the section (or the part over a subsection titled as the label) whose first version is the question's
        one version; with no version, a quoted line of one section's items names that section. '' unless one
        section is so named."""
        labels = quoted_phrases(text) or [m.group(1) or m.group(2) for m in _HEADING_NAMED.finditer(str(text))]  # "under
        # the Bugfixes heading of version 0.1.11", unquoted
        stems = "|".join(_re.escape(s) for s in _document_stems() if s)
        versions = {m.group(0) for m in _DOTTED_NUMBER.finditer(str(text)) if not stems or not _re.match(
            rf"['\u2019]s\s+(?:[\w-]+\s+){{0,2}}(?:{stems})\b", str(text)[m.end():], _re.I)}  # not 3.11 of "Python
        # 3.11's NEWS", the document's owner; 1.2.0 of "1.2.0's "Fixes" section"
        said = {str(w).lower() for w in counted}
        if self.kind != "sections" or not said & (_ITEM_WORDS | {a.strip().rstrip(":").lower() for a in labels}):
            return ""  # items, or what the label says they are: the commits under "Commits"
        if not labels:  # "under the changes from 2.8 to 2.9": the one section whose heading holds every version named
            titled = [r for r in self if r.get("body") and versions and
                      all(_re.search(rf"(?<![\w.]){_re.escape(v)}(?![\w.]|\.\d)", str(r.get("title", ""))) for v in versions)]
            return f"print(len(list_items(next(r['body'] for r in records() if r.get('title') == {titled[0]['title']!r}))))" \
                if len(titled) == 1 and list_items(titled[0]["body"]) else ""
        if len(labels) == 1 and not versions and len(labels[0].split()) >= 3 and quoted_phrases(text) and \
                not _re.search(r"\bunder\s+[\"'“‘]", text):  # "One entry lists the change "Small
            quoted = " ".join(labels[0].split())  # change to main help screen. zip.c (Ed)". How many numbered
            holding = [r for r in self if quoted in (body := " ".join(str(r.get("body", "")).split())) and  # changes
                       f"{quoted}:" not in body]  # does that entry list?": not a label over some of them
            return f"print(len(list_items(next(r['body'] for r in records() if {quoted!r} in ' '.join(str(" \
                "r.get('body', '')).split())))))" if len(holding) == 1 and list_items(holding[0]["body"]) else ""  # list?"
        if len(labels) != 1 or len(versions) != 1:
            return ""
        label, version = labels[0].strip().rstrip(":"), versions.pop()

        def first(title):
            m = _DOTTED_NUMBER.search(str(title or ""))
            return m is not None and m.group(0) == version

        titled = [r for r in self if str(r.get("title", "")).lower().rstrip(":") == label.lower() and first(r.get("part"))]
        if len(titled) > 1:  # "of the release Python 3.7.0 beta 4": the one whose release's version the question says
            said = self._releases_said(text)  # whole, not 3.7.0 alpha 1
            titled = [r for r in titled if " " in said.get(str(r.get("part")), "")]
        if len(titled) == 1 and titled[0].get("body"):  # bash's NEWS: the part's subsection "New Features in Readline"
            test, under = f"r.get('title') == {titled[0]['title']!r} and r.get('part') == {titled[0]['part']!r}", None
        else:
            labelled = [r for r in self if first(r.get("title")) and
                        _re.search(rf"(?<!\w){_re.escape(label)}:\s", " ".join(str(r.get("body", "")).split()), _re.I)]
            if len(labelled) != 1:
                return ""
            test, under = f"r.get('title') == {labelled[0]['title']!r}", label
        return f"print(len(list_items(next(r['body'] for r in records() if {test}), under={under!r})))"

    def _functions_listed(self, counted, text):
        """The block counting the functions one section lists by name() ("How many functions does posixoptions(7) list
        as present for the option _POSIX_TRACE_EVENT_FILTER?"; "... lists flockfile() under exactly one option. How
        many functions does it list for that option?"): the section whose title holds an identifier of the question
        as a word, else whose body names the function the question writes as a call. Counting sections that mention
        the option counted 2. '' unless the records are titled sections and one section is so named."""
        if not {str(w).lower() for w in counted} & {"function", "functions"} or \
                not {"title", "body"} <= set(self.fields()) or self.kind in ("python", "header", "defines"):
            return ""
        keys = set(MACRO.findall(text))
        rows = [r for r in self if r.get("title") and functions_in(r.get("body", "")) and
                any(_re.search(rf"(?<![\w-]){k}(?![\w-])", str(r["title"])) for k in keys)]
        calls = functions_in(text)
        test = f"r.get('title') == {rows[0]['title']!r}" if len(rows) == 1 else ""
        if not rows and len(calls) == 1:  # the section listing the function, by it
            rows = [r for r in self if r.get("title") and calls[0] in functions_in(r.get("body", ""))]
            test = f"r.get('title') and {calls[0]!r} in functions_in(r.get('body', ''))"
        if len(rows) != 1 or sum(r.get("title") == rows[0]["title"] for r in self) != 1:
            return ""
        return f"print(len(functions_in(next(r['body'] for r in records() if {test}))))"

    def _children_counted(self, counted, wanted, text=""):
        """The block counting the entries under one key of a nested file ("how many properties does the items object of
        the definition testPresetsV6 list?": JSON's definitions.testPresetsV6.items.properties.*; see _key_path). ''
        unless one such path is nearest."""
        path = self._key_path({str(w).lower() for w in counted}, wanted)
        if not path:
            return ""
        rows = self._entries_under(path)
        parts = {p.lower() for p in path.split(".")}
        said = " ".join(str(text).lower().split())
        kinds = {w for p in parts for w in _re.findall(rf"(?<![\w-]){_re.escape(p)}\s+([\w-]+)", said)}  # "the items
        if any(isinstance(v, str) and v.lower() in wanted - parts - kinds - STOPWORDS for r in rows  # object": its kind
               for k, v in r.items() if k not in _PATH_FIELDS | {"keys"}):
            return ""  # "how many boolean properties": some of them, which a value selects; not a count of all
        return (f"print(len([r for r in records() if str(r.get('keys', '')).startswith({path + '.'!r}) and "
                f"str(r['keys']).count('.') == {path.count('.') + 1}]))")

    def _section_keys(self, wanted, counts, ranks, text):
        """For an INI file's sections read as sets of settings: the block counting the keys of the one section the
        question names whose value its test keeps ("how many actions does the key set [IDLE Modern Unix] give more than
        one alternative key binding?"), or ranking the sections by that count ("which key set has the most actions bound
        with the Control modifier"); no record is a key, so the records' own counts counted sections. The test: one word
        of the question that some of those values hold and others do not (Shift of <Control-Shift-Key-C> too), at least
        once, or "more than one" of a value's items apart. '' unless an INI file and exactly one test."""
        if self.kind != "ini" or counts == bool(ranks):
            return ""
        said = " ".join(str(text).lower().split())
        named = self._sections_named(said)
        if counts and len(named) != 1 or ranks and named:
            return ""
        rows = named or list(self)
        rows = [r for r in rows if not r.get("parent")]  # mke2fs.conf's nested `ext4 = { ... }`: keys of a block,
        values = [v for r in rows for _, v in _ini_settings(r)]  # counted in its own record, not its section's too
        if len(values) < 8 or any(_word_in(said, str(k).lower()) for r in rows for k, _ in _ini_settings(r)):
            return ""  # a key the question names asks for its value, not for a count of keys
        own = {w for r in rows for w in _re.findall(r"[a-z0-9]+", str(r["section"]).lower())}
        tests = [rf"len(re.findall({'(?<![a-z0-9])' + w + '(?![a-z0-9])'!r}, v, re.I)) >= 1" for w in sorted(
            wanted - STOPWORDS - own - _document_stems()) if w.isalpha() and 0 < sum(
            _re.search(rf"(?<![a-z0-9]){w}(?![a-z0-9])", v, _re.I) is not None for v in values) < len(values)]
        tests += ["len(v.split()) > 1"] * bool(_MANY_ITEMS.search(said))
        if len(tests) != 1:
            return ""
        kept = f"[k for k, v in r.items() if k not in ('section', 'parent') and isinstance(v, str) and " \
               f"not v.startswith('{{') and {tests[0]}]"
        if counts:  # the one section's count, summed over the records it keeps: no window of one record picked
            return f"import re; print(sum(len({kept}) for r in records() if r.get('section') == {named[0]['section']!r}))"
        return f"import re; print(sorted(((r['section'], len({kept})) for r in records() if r.get('section') and " \
               f"not r.get('parent')), " \
               f"key=lambda t: t[1], reverse={ranks > 0}))"

    def _sections_named(self, said):
        """The INI sections whose whole names the question (`said`, lower case) writes; of one inside another, the
        longer ([IDLE Classic Unix], not a section [IDLE] too)."""
        named = [r for r in self if r.get("section") and _word_in(said, str(r["section"]).lower())]
        return [r for r in named if not any(o is not r and str(r["section"]).lower() in str(o["section"]).lower()
                                            for o in named)]

    def _under_own(self, field, wanted, said):
        """For "Under which comment does SpecialCasing.txt list the mapping for LATIN SMALL LETTER W WITH RING ABOVE?",
        where the record's own `field` (its trailing comment) is what names it: the comment block it is under, its
        innermost place field (subsection, section, part). '' unless the question asks "under which <field>" and one
        record's `field` it writes whole."""
        if field in _PLACING or not _re.search(rf"\bunder\s+which\s+{_re.escape(field.lower())}\b", said):
            return ""  # "under which section": the section itself, which the lookup gives
        held = [r for r in self if isinstance(v := r.get(field), str) and v and (v.lower() in wanted or
                                                                               _phrase_in(v.lower(), said))]
        place = next((p for p in ("subsection", "section", "part") if len(held) == 1 and held[0].get(p)), None)
        return f"{str(held[0][field]).lower()!r}{LOOKED_UP}{place}: {held[0][place]!r}\n{held[0]!r}" if place else ""

    def _key_hop(self, text):
        """For "In config-keys.def's key set [IDLE Modern Unix], one action is bound to <Control-Key-m>. What key bindings
        does the key set [IDLE Classic Mac] give that same action?": the one key of the section named first whose value
        holds an item the question writes (a name, not a word), then that key's value in the other section named. ''
        unless an INI file, two sections named, and one such key in both."""
        said = " ".join(str(text).lower().split())
        named = sorted(self._sections_named(said), key=lambda r: said.find(str(r["section"]).lower())) \
            if self.kind == "ini" else []
        if len(named) != 2:
            return ""
        first, other = named
        items = {t.rstrip(".,;:?!") for t in str(text).split()} - {""}
        items = {t for t in items if _keylike(t) or not _re.fullmatch(r"[\w'-]+", t)}
        keys = [(k, t) for k, v in first.items() if k != "section" and isinstance(v, str) for t in items if t in v.split()]
        if len(keys) != 1 or not isinstance(other.get(keys[0][0]), str):
            return ""
        key, item = keys[0]
        if any(_word_in(said, str(k).lower()) for r in named for k in r if k not in ("section", key)):
            return ""  # "... uses the digest sha256. What default_bits does [ req ] give?": the key it writes, not a hop
        return f"{str(other['section']).lower()!r}{LOOKED_UP}{key}: {other[key]!r}\n" \
               f"({item!r} is in the value of {key} in [{first['section']}])\n{other!r}\n{first!r}"

    def _item_placed(self, wanted, text):
        """For "In binutils' NEWS, which item comes right after the one that begins "DCO signed contributions are now
        accepted."?" and "What is the first item binutils' NEWS lists for release 2.14?": an item of a section's list
        (list_items of its body) placed among its section's items, the one after (before) the item a quoted phrase
        begins, or the first (last) item of the one section the question names by its version; its first sentence where
        the question asks for that. '' unless the question asks of an item and one is placed."""
        if self.kind != "sections" or not _re.search(r"\bitems?\b", text, _re.I):
            return ""
        side = next((s for s, said in SIDES.items() if wanted & said), None)
        quoted = [" ".join(q.split()) for q in quoted_phrases(text)]
        listed = [(r, list_items(r["body"])) for r in self if r.get("body")]
        if side and quoted:
            held = [(r, items, i) for r, items in listed for i, item in enumerate(items) if item.startswith(quoted[0])]
            step, how = (1, "right after") if side == "after" else (-1, "right before")
            if len(held) != 1 or not 0 <= held[0][2] + step < len(held[0][1]):
                return ""
            r, items, i = held[0]
            key, label, item = quoted[0], f"item {how} it", items[i + step]
        else:
            end = "first" if _re.search(r"\bfirst item\b", text, _re.I) else "last" if \
                _re.search(r"\blast item\b", text, _re.I) else None
            named = [(r, items) for r, items in listed if items and str(r.get("version", "")).lower() in wanted]
            if end is None or len(named) != 1:
                return ""
            r, items = named[0]
            key, label, item = str(r["version"]), f"{end} item", items[0 if end == "first" else -1]
        whole = item
        if _re.search(r"\bfirst sentence\b", text, _re.I):
            label, item = f"{label} (its first sentence)", _re.match(r"(.+?[.!?])(?=\s|$)|.+", item).group(0)
        return f"{key!r}{LOOKED_UP}{label}: {item!r}\n{location(r.at, r.doc)} {r.get('title', '')}: * " \
               f"{_clipped(whole, RECORD_CHARS)}"  # the item alone, not its section's others

    def _key_neighbours(self, key, sides, text):
        """The keys right before or after `key` in the one INI section the question names ("In config-keys.def's key
        set [IDLE Classic Mac], which action is listed right after tabify-region?"): a key is no record, its section
        is. '' unless one section named holds the key."""
        named = self._sections_named(" ".join(str(text).lower().split())) if self.kind == "ini" and key else []
        keys = [k for k in named[0] if k != "section"] if len(named) == 1 else []
        if key not in keys:
            return ""
        return _placed_items(named[0], keys, keys.index(key), sides, "the keys")

    def _children_listed(self, asking, wanted):
        """For "Which errors does AWS Lambda's API model list for the operation GetLayerVersionByArn?": the entries
        under that key (operations.GetLayerVersionByArn.errors.1 ...), each by the one value it gives (its shape) or
        its name; see _key_path. '' unless one such path is nearest."""
        path = self._key_path(asking, wanted)
        if not path:
            return ""
        rows = self._entries_under(path)
        if not rows:
            return ""  # "what http method does GetLayer use": an object's fields, no entries under it
        own = [[v for k, v in r.items() if k not in _PATH_FIELDS | {"keys", "level", "documentation"}] for r in rows]
        values = [vs[0] if len(vs) == 1 and str(r.get("key", "")).isdigit() else r.get("key", r.get("name"))
                  for r, vs in zip(rows, own)]  # a list's item by what it gives (errors.1: its shape), a member by name
        *over, asked = path.split(".")
        named = next(p for p in reversed(over) if p.lower() in wanted and _keylike(p))
        return f"{named!r}{LOOKED_UP}{asked}: {values!r}\n" + "\n".join(map(repr, rows))

    def _entries_under(self, path):
        """The records one step under a key path (operations.GetLayerVersionByArn.errors: its .1, .2, ...)."""
        return [r for r in self if str(r.get("keys", "")).startswith(path + ".") and
                str(r["keys"]).count(".") == path.count(".") + 1]

    def _key_path(self, said, wanted):
        """The path of a key `said` (a counted or asked word: 'properties', 'errors') nearest the root among those
        through every key the question names (`wanted`), one of them an identifier (testPresetsV6, not 'items' alone:
        a path the question names by a key of its own); the deeper `properties` of one property are not the
        object's. None unless the records have paths and one such path is nearest."""
        if "keys" not in self.fields() or not said:
            return None
        paths = {".".join(parts[:i]): parts[:i] for r in self if r.get("keys")  # a list's own path too: its items
                 for parts in [str(r["keys"]).split(".")] for i in range(1, len(parts) + 1)}  # are records, not it
        keys = {p.lower(): p for parts in paths.values() for p in parts}
        named = {w for w in wanted if w in keys and w not in said}
        if not any(_keylike(keys[w]) for w in named):
            return None
        found = [(path, sum(p.lower() in named for p in set(parts))) for path, parts in paths.items()
                 if parts[-1].lower() in said and any(p.lower() in named and _keylike(p) for p in parts)]
        most = max((n for _, n in found), default=0)
        nearest = sorted((len(paths[p]), p) for p, n in found if n == most)
        if not nearest or len(nearest) > 1 and nearest[0][0] == nearest[1][0]:
            return None
        return nearest[0][1]

    def _assigning(self, counted, text):
        """The block counting the classes whose own body's lines set the attribute to the value the question writes
        ("How many classes in email/headerregistry.py set max_count = 1 in their own class body?"): no field holds a
        class's assignments, and a test of the body's whole text counted the 4 of 8 that set nothing else. '' unless
        the question counts classes and writes one `name = value`."""
        said = _re.findall(r"(?<![\w.])([A-Za-z_]\w*)\s*=\s*(\([^()]*\)|\[[^\[\]]*\]|\{[^{}]*\}|\"[^\"]*\"|'[^']*'|"
                           r"[^\s?,;()]+?)[.]?(?=[\s?,;)]|$)", str(text))  # "__slots__ = ()" whole
        if len(said) != 1 or not {str(c).lower() for c in counted} & {"class", "classes"} or \
                not any(r.get("kind") == "class" and r.get("body") is not None for r in self):
            return ""
        name, value = said[0]
        written = _re.sub(r"[\"']", "[\"']", _re.escape(value))  # "name = 'b'" is also `name = "b"`
        line = rf"^{_re.escape(name)}\s*(?::[^=\n]*)?=\s*{written}\s*(?:#.*)?$"
        return f"import re; print(len([r for r in records() if r.get('kind') == 'class' and re.search({line!r}, " \
               f"str(r.get('body') or ''), re.M)]))"

    def _valueless(self, text):
        """The block counting the rows that give nothing but their date ("How many rows of Stocks.csv have a date but
        no value in any column?"): no field says so, and a test of one column counts rows missing that one; or the
        settings whose value is empty ("shown with no default value at all (nothing after the equals sign)": logind.conf's
        `#KillOnlyUsers=`), a filter no root wrote. '' unless the records are dated rows and some have every other cell
        empty, or settings some (not nine in ten) of which leave their value empty."""
        dated = self._dated()
        pair = ("key", "value") if {"key", "value"} <= set(self.fields()) else self._emptied(text)
        if not dated and pair and (_EMPTY_VALUE.search(str(text)) or pair[0] != "key") and \
                not _re.search(r"\bnon-?empty\b|\bnot\b|\b(?:begin|start|end)(?:s|ning)?\b|\bunder\b", str(text), _re.I) and \
                not self._asked({w.lower() for w in _re.findall(r"[\w.-]+", str(text))}, str(text)):  # no other filter
            name, value = pair
            empty = sum(bool(r.get(name)) and r.get(value) == "" for r in self)
            given = sum(bool(r.get(name)) for r in self)
            return f"print(len([r for r in records() if r.get({name!r}) and r.get({value!r}) == '']))" \
                if 0 < empty and empty * 10 < given * 9 else ""
        if not dated or not _NO_VALUE.search(str(text)):
            return ""
        others = [n for n in self.fields() if n != dated]
        if not any(all(r.get(n) in (None, "") for n in others) for r in self):
            return ""
        return f"print(len([r for r in records() if r.get({dated!r}) and all(r.get(n) in (None, '') for n in {others!r})]))"

    def _varying(self, rows):
        """The columns of a table without a header whose text (not numbers) comes in several lengths: what "the
        longest" of its items measures where every other column is of one length or numbers. None of lines split
        into columns and a message (Attributes.td's): no table."""
        if not all(_re.fullmatch(r"column\d+", n) for n in self.fields()):
            return []
        return [n for n in self.fields()[:12] if
                len({len(str(r.get(n, ""))) for r in rows}) > 1 and not all(_number(r.get(n)) for r in rows if r.get(n))]

    def _emptied(self, text):
        """(column1, the one column some rows leave empty) of a table without a header, when the question asks for
        rows with "no X at all" or "without a X at all": unaccent.rules' characters "with no replacement at all" are
        the lines of a character alone. None for any other records or question."""
        fields = self.fields()
        if not fields or fields[0] != "column1" or not all(_re.fullmatch(r"column\d+", n) for n in fields) or \
                not _NO_CELL.search(str(text)):
            return None
        empty = [n for n in fields[1:] if any(r.get(n) == "" for r in self)]
        return ("column1", empty[0]) if len(empty) == 1 else None

    def _functions_ranked(self, ranks, text):
        """The block ranking sections by the functions each lists by name() ("For which option does posixoptions(7)
        list the most functions?"): no field counts them. '' unless the records are titled sections, two of them
        listing functions."""
        if not _re.search(r"\b(?:most|fewest|least)\s+(?:[\w-]+\s+){0,2}?functions\b", str(text), _re.I) or \
                not {"title", "body"} <= set(self.fields()) or self.kind in ("python", "header", "defines") or \
                sum(len(functions_in(r.get("body", ""))) >= 2 for r in self if r.get("title")) < 2:
            return ""  # the functions counted, not "which function takes the most arguments"
        return (f"print(sorted(((r['title'], len(functions_in(r['body']))) for r in records() if r.get('title') and "
                f"functions_in(r.get('body', ''))), key=lambda t: t[1], reverse={ranks > 0})[:5])")

    def _items_ranked(self, wanted, ranks):
        """The block ranking a changelog's sections by the items each lists ("For which release does tmux's CHANGES
        list the most items?"), by their versions when it asks for a release: a section's body runs its items
        together, and no field counts them. '' unless the records are sections and several list items."""
        if self.kind != "sections" or self._measures(wanted):
            return ""
        titled = {str(r["title"]) for r in self if r.get("part") and r.get("body") and
                  str(r.get("title", "")).lower().rstrip(":") in wanted}  # each release's "### Commits": most commits
        if len(titled) == 1 and sum(r.get("title") in titled and bool(r.get("part")) for r in self) >= 2:
            return (f"print(sorted(((r['part'], len(list_items(r['body']))) for r in records() if r.get('title') == "
                    f"{titled.pop()!r} and r.get('part')), key=lambda t: t[1], reverse={ranks > 0})[:5])")
        if not wanted & (_ITEM_WORDS - {"change", "changes"}):
            return ""
        label = "version" if wanted & {"release", "releases", "version", "versions"} else "title"
        rows = [r for r in self if r.get(label) and r.get("body") and list_items(r["body"])]
        series = [f"{w}." for w in wanted if _DOTTED_NUMBER.fullmatch(w) and label == "version" and
                  sum(str(r[label]).startswith(f"{w}.") for r in rows) >= 2]  # "which GnuPG 2.2 release": 2.2.x only
        rows = [r for r in rows if str(r[label]).startswith(series[0])] if len(series) == 1 else rows
        if len(rows) < 2:
            return ""
        test = f" and str(r['version']).startswith({series[0]!r})" if len(series) == 1 else ""
        return (f"print(sorted(((r[{label!r}], len(list_items(r['body']))) for r in records() if r.get({label!r}) "
                f"and r.get('body'){test}), key=lambda t: t[1], reverse={ranks > 0})[:5])")

    def _lists_ranked(self, wanted, ranks, text):
        """The block ranking records by the items of the list field the question names ("which string shape has the
        most values in its enum?": a JSON array read as "BASIC_AUTH, VPC_SUBNET, ..."), of those its other values
        select (type string), each by its name. '' unless one named field holds such lists in two records or more."""
        named = [n for n in self.fields() if _said_as(n, wanted) and sum(  # "the longest
            isinstance(v := r.get(n), str) and ", " in v and all(  # list of preferred families": the prefer lists
                _LIST_ITEM.fullmatch(p.strip()) for p in v.split(",")) for r in self) >= 2]
        # of names of a few words each ("BPG UTF8 M")
        ident = next((n for n in ("name", "key", "title") if n in self.fields()), None)
        if len(named) != 1 or ident is None or named[0] == ident:
            return ""
        found = {n: vs for n, vs in self._asked(wanted, text).items() if n not in {named[0], ident, "key", "name",
                                                                                    "parent", "keys"}}  # not a shape named String
        test = " and ".join(t for t in (f"r.get({named[0]!r})", _test(found)) if t)
        return (f"print(sorted(((r[{ident!r}], len(str(r[{named[0]!r}]).split(', '))) for r in records() if {test}), "
                f"key=lambda t: t[1], reverse={ranks > 0})[:5])  # the items of each one's {named[0]} list")

    def _keyed_lists_ranked(self, wanted, ranks):
        """For "For which locale does vim.desktop list the most search keywords (a Keywords[...] line)?": the block
        ranking the keys in brackets of one setting the question names ("Keywords[fr]=Texte;éditeur;") by the items of
        its ';' list. '' unless settings are written per key (see _keyed_setting), one name is said, and two of its
        values or more are such lists."""
        keyed = [n for n in self.fields()[:12] if n not in ("name", "value", "key", "section") and
                 any("[" in str(r.get("key", "")) and r.get(n) for r in self)]
        names = {str(r["name"]) for r in self if r.get("name") and str(r["name"]).lower() in wanted}
        if len(keyed) != 1 or len(names) != 1 or \
                sum(r.get("name") in names and ";" in str(r.get("value", "")) for r in self) < 2:
            return ""
        return f"print(sorted(((r[{keyed[0]!r}], len([p for p in str(r['value']).split(';') if p.strip()])) for r in " \
               f"records() if r.get('name') == {names.pop()!r} and r.get({keyed[0]!r})), key=lambda t: t[1], " \
               f"reverse={ranks > 0})[:5])  # the items of each one's ';' list"

    def _paths_ranked(self, wanted, ranks):
        """The block ranking the directories one level under a path by the records whose paths lie beneath each ("Which
        top-level directory has the most entries beneath it in hier(7)?": /usr, by its 61 entries /usr/...; "which
        directory under /usr": one level under the one path the question names). '' unless the question asks which
        directory and the records are named by absolute paths."""
        if not wanted & {"directory", "directories", "folder", "folders"} or \
                not wanted & {"beneath", "under", "below", "inside", "within"} or \
                not wanted & {"entries", "files", "paths", "items", "subdirectories", "directories"} or \
                wanted & (_SIZES | {"description", "descriptions"}):  # "the most entries beneath it"; not "the longest
            return ""  # path", "the longest description"
        field = next((n for n in ("name", "title", "path", "key", "column1") if n in self.fields()), None)
        paths = [str(r[field]) for r in self if field and r.get(field)]
        if field is None or len(paths) < ENTRY_HEADS or sum(p.startswith("/") for p in paths) * 3 < len(paths) * 2:
            return ""
        named = [w for w in wanted if w.startswith("/") and w.count("/") >= 1 and len(w) > 1]
        top = _top_asked(wanted)
        if not top and len(named) > 1:
            return ""
        base = "" if top or not named else named[0].rstrip("/")
        depth = base.count("/") + 2
        top_n = ".most_common(5)" if ranks > 0 else ".most_common()[-5:]"
        return (f"print(Counter('/'.join(p.split('/')[:{depth}]) for p in (str(r.get({field!r}, '')).split(' ')[0] for r "
                f"in records()) if p.startswith({base + '/'!r}) and len(p.rstrip('/').split('/')) > {depth}){top_n})  # "
                f"each directory {'at the top' if not base else 'under ' + base} by the paths beneath it")

    def _citations_ranked(self, wanted, ranks, text):
        """The block ranking an index's entries by the manual pages each cites ("In the PROGRAM CONFIGURATION OPTIONS
        section of systemd.directives(7), which entry is listed with the most manual pages?": "Storage=" citing
        journald.conf(5), coredump.conf(5), ...), in the section the question names; '' unless the question ranks by
        pages and two bodies in three are lists of citations."""
        if not wanted & {"page", "pages"} or "body" not in self.fields() or "title" not in self.fields():
            return ""
        bodies = [str(r["body"]) for r in self if r.get("body")]
        if sum(bool(_CITATIONS.fullmatch(b)) for b in bodies) * 3 < len(bodies) * 2:
            return ""
        parts = {str(r["part"]) for r in self if r.get("part") and _phrase_in(str(r["part"]).lower(), str(text).lower())}
        test = f" and r.get('part') == {parts.pop()!r}" if len(parts) == 1 else ""
        return (f"print(sorted(((r['title'], len(str(r['body']).split(', '))) for r in records() if r.get('body'){test}), "
                f"key=lambda t: t[1], reverse={ranks > 0})[:5])")

    def _pages_ranked(self, ranks, text):
        """The block ranking the manual pages the records cite by the records citing each ("Which command, cited with
        its section as name(1), is referred to in the most rows of the suffixes(7) table?": tar, in 'tar(1) archive'
        and more), of the section the question writes; '' unless it asks which page is cited (referred to, mentioned)
        most or least and two records or more cite one."""
        asked = _PAGE_ASKED.search(str(text))
        if asked is None or not _re.search(r"\b(?:cited|cites?|referred|refers?|mentioned|mentions?)\b", str(text), _re.I) \
                or not _re.search(r"\bwhich\s+(?:manual\s+|man\s+)?(?:pages?|commands?|programs?|utilit(?:y|ies)|tools?)\b",
                                  str(text), _re.I):
            return ""  # a page asked for; not "which long option does the page refer to most often"
        pattern = rf"([A-Za-z_][\w.+-]*)\({asked.group(1) or '[1-9]'}\w*\)"
        citing = [r for r in self if _re.search(pattern, " ".join(str(v) for v in r.values()))]
        if len(citing) < 2:
            return ""
        top = ".most_common(5)" if ranks > 0 else ".most_common()[-5:]"
        return (f"import re; print(Counter(p for r in records() for p in set(re.findall(r'{pattern}', "
                f"' '.join(str(v) for v in r.values())))){top})")

    def _family_ranked(self, text, ranks):
        """The block ranking the records of the one family of names the question compares by ("Which object has the
        highest NID?": the NID_ #defines by value, each an object's number; not "which audit event type has the highest
        number", AUDIT_ naming what is ranked). '' unless one family is said right after the extreme and most of its
        values are digits."""
        said = {m.lower() for m in _re.findall(rf"\b(?:{'|'.join(_EXTREMES)})\s+([A-Za-z]\w*)", str(text), _re.I)}
        asked = [f for f in self._families() if f[:-1].lower() in said]
        if len(asked) != 1 or "value" not in self.fields():
            return ""
        values = [str(r.get("value", "")) for r in self if str(r.get("name", "")).startswith(asked[0])]
        if sum(v.isdigit() for v in values) * 2 <= len(values):
            return ""
        return (f"print(sorted(((r['name'], int(r['value'])) for r in records() if str(r.get('name', '')).startswith("
                f"{asked[0]!r}) and str(r.get('value', '')).isdigit()), key=lambda t: t[1], reverse={ranks > 0})[:5])")

    def _sections_ranked(self, wanted, ranks):
        """The block ranking numbered sections by the distinct numbers one level under each ("Which chapter has the
        most numbered sections?"; a section by its subsections when the question asks which section): no field counts
        them. '' unless the records are numbered sections and the question ranks sections of sections."""
        holder = wanted & {"chapter", "part", "section", "article"}
        depth = 2 if holder == {"section"} else 1
        if self.kind != "sections" or "number" not in self.fields() or len(holder) != 1 or \
                ("subsections" if depth == 2 else "sections") not in wanted:
            return ""
        return (f"print(sorted(((p['number'] + ' ' + p['title'], len({{r['number'] for r in records() if str(r.get("
                f"'number', '')).startswith(p['number'] + '.') and '.' not in r['number'][len(p['number']) + 1:]}})) "
                f"for p in records() if p.get('number') and str(p['number']).count('.') == {depth - 1}), key=lambda t: "
                f"t[1], reverse={ranks > 0})[:5])  # each number once, none deeper: a table of contents lists some again")

    def _parts_counted(self, counted, wanted, text):
        """The block counting the sections right under the one section the question names by its version or whole
        title ("How many sections (### headings) does the release 234.0.0 have?"), at the level it writes in '#' signs
        if it does. '' unless the records are unnumbered sections held by parts, it counts sections or headings and
        one section holding some is named."""
        if self.kind != "sections" or "part" not in self.fields() or "number" in self.fields() or \
                not {str(w).lower() for w in counted} & {"sections", "subsections", "headings", "subheadings"}:
            return ""
        holders = {str(r["part"]) for r in self if r.get("part")}
        named = [r for r in self if str(r.get("title", "")) in holders and
                 (str(r.get("version", "")).lower() in wanted or str(r.get("title", "")).lower() in wanted)]
        if len(named) != 1:
            return ""
        marks = _heading_marks(text)
        level = f" and r.get('level') == {marks.pop()}" if len(marks) == 1 else ""
        return f"print(len([r for r in records() if r.get('part') == {named[0]['title']!r}{level}]))"

    def _subsections_ranked(self, wanted, text):
        """For "Of the subsections of systemd.special(7)'s part on units managed by the user service manager, which has
        the most unit entries?": the block ranking the titled subsections of the one part the question names (the
        records whose part it is) by the records each holds. '' unless it ranks subsections and names one part that
        has two or more."""
        if not wanted & {"subsection", "subsections"} or "part" not in self.fields():
            return ""
        parts = self._asked(wanted, text).get("part", [])
        if len(parts) != 1 or sum(bool(r.get("title")) and r.get("part") == parts[0] for r in self) < 2:
            return ""
        return f"print(Counter(r['part'] for r in records() if r.get('part') in {{s['title'] for s in records() if " \
               f"s.get('title') and s.get('part') == {parts[0]!r}}}).most_common(5))  # the records in each subsection"

    def _parts_ranked(self, wanted, ranks, text):
        """The block ranking unnumbered sections by the sections right under each ("Which release ... has the most
        sections (### headings)?": a release note's "## 518.0.0" by its "###" ones), at the level the question writes
        in '#' signs, else the one level sections under others are at. '' unless the records are sections held by
        parts and the question ranks sections or headings."""
        if self.kind != "sections" or "part" not in self.fields() or "number" in self.fields() or ranks < 0 or \
                not wanted & {"sections", "subsections", "headings", "subheadings"} or \
                wanted & {"year", "years", "month", "months"}:  # the fewest: of those with none too; "In which calendar
            return ""  # year ... the most releases, judging by the dated headings": years ranked, no sections
        levels = _heading_marks(text) or {r.get("level") for r in self if r.get("part")}
        if len(levels) != 1:
            return ""
        level = levels.pop()
        if sum(r.get("level") == level and bool(r.get("part")) for r in self) < 2:
            return ""
        released = wanted & {"release", "releases", "version", "versions"} and any(r.get("version") for r in self)
        test = " and r['part'] in {p['title'] for p in records() if p.get('version')}" if released else ""  # not an
        # "## Upgrade guide" among the releases
        return f"print(Counter(r['part'] for r in records() if r.get('level') == {level} and r.get('part'){test})" \
               f".most_common(5))  # the sections under each, at level {level}"

    def _joined(self, wanted, found, counts, ranks):
        """Over two documents whose records one names the other's by (an order's customer_id, a customer's
        id), when the question names the first ('orders'): the count of its records whose named record has
        the question's values ("orders placed by customers who live in Tampere"), or its own values
        ("refunded orders"), or its records counted
        by the record they name ("the customer who placed the most orders"), shown by the field the
        question names ('name'). None when no such link applies, [] when the question's values are in
        neither document."""
        docs = sorted({r.doc for r in self if r.doc is not None})
        if len(docs) != 2:
            return None
        by = {d: Records([r for r in self if r.doc == d], self.kind) for d in docs}
        link = _link(by)
        if link is None:
            return None
        a, field, b, key = link
        mine, theirs = by[a].fields(), by[b].fields()
        forms = wanted | {w[:-1] for w in wanted if w.endswith("s")}
        parts = {p for n in mine if n != field for p in _words_of(n)} - \
            {p for n in theirs for p in _words_of(n)}  # 'order' of order_id, not 'customer'
        if not forms & (parts | {_re.split(r"[^a-z]", _file_name(a).lower())[0]}):
            return None  # the question does not name the records that name the others
        if any(n not in mine and n not in theirs for n in found):
            return []
        own = _test({n: v for n, v in found.items() if n in mine})
        other = _test({n: v for n, v in found.items() if n not in mine}).replace("r[", "c[")
        rows = f"records(doc={a})" + (f" if {own}" if own else "")
        if counts and not ranks and other:
            return [f"keep = {{c[{key!r}] for c in records(doc={b}) if {other}}}\n"
                    f"print(len([r for r in records(doc={a}) if r[{field!r}] in keep{' and ' + own if own else ''}]))"]
        if counts and not ranks and own:  # "how many refunded orders": the other file's records have no status
            return [f"print(len([r for r in {rows}]))"]
        if ranks and not counts and wanted & _OFTEN and not other:
            shown = next((n for n in theirs if n.lower() in wanted and n not in mine), key)
            return [f"label = {{c[{key!r}]: c[{shown!r}] for c in records(doc={b})}}\n"
                    f"print(Counter(label.get(r[{field!r}]) for r in {rows}).most_common(5))"]
        return []

    def _computed(self, wanted, found, counts, ranks, whole=False, bound=None, counted=frozenset(), year=None, text=""):
        """The blocks of `computations` over the records `found` ({field: [value]}) selects (`text`: the question's)."""
        listing = {n for n in found if self._comma_list(n)}  # a syscall's groups="descriptor,file": in the group file
        test = _test(found, listing)
        rows = [r for r in self if _keeps(r, found, listing)]
        dated = self._dated() or (Records(rows, self.kind)._dated() if test and rows else None)  # the dates of Perl's
        # %released among every table's values
        days = [w for w in wanted if _re.fullmatch(r"\d{4}-\d\d-\d\d", w)] or ([str(year)] if year else [])
        if not dated and len(days) == 1:  # "release headings ... dated in the year 2013": the records that have a date
            dated = next((d for n in self.fields()[:12] if (d := Records(  # (600 of the Google Cloud CLI's 5,387
                [r for r in rows if r.get(n) not in (None, "")], self.kind)._dated()) == n), None)  # sections)
        if dated and len(days) == 1:
            test = " and ".join(t for t in (test, f"str(r.get({dated!r}, '')).startswith({days[0]!r})") if t)
            rows = [r for r in rows if str(r.get(dated, "")).startswith(days[0])]
        where = f" if {test}" if test else ""
        files = self._by_file(wanted, where, ranks)
        if files is not None:
            return files
        measures = [n for n in self._measures(wanted, text) if n not in found]
        if counts and not ranks and bound is not None:  # "how many groups have a group id below 100"
            if len(measures) != 1:
                return []  # no number field named, or several: which one the bound is on is not clear
            figure = self._figure(measures[0])
            beyond = " and ".join([self._has_number(measures[0])] + [f"{figure} {op} {number!r}" for op, number in bound])
            return [f"print(len([r for r in records() if {' and '.join(t for t in (test, beyond) if t)}]))"]
        others = [n for n in self.fields()[:12] if n.lower() in wanted and n.lower() not in {
            m.group(1).lower() for m in _VALUE_FOR.finditer(str(text))}]  # "a value for AMZN but none for NFLX"
        if counts and not ranks and not test and not year and bound is None and not others and \
                not EXCLUDES.search(str(text)) and len(_VALUE_FOR.findall(str(text))) == 1 and \
                (having := self._having(wanted, counted, text)):
            return [f"print(len([r for r in records() if r.get({having!r}) not in (None, '')]))"]  # "How many rows of
            # Stocks.csv give a value for AMZN?": a number field, given or empty
        if counts and not ranks and len(measures) == 1 and _SUMMED.search(str(text)) and (test or whole) and \
                sum(r.get(measures[0]) not in (None, "") for r in rows) >= 2:  # "Adding up its ranges, how many code
            kept = " and ".join(t for t in (test, f"r.get({measures[0]!r}) not in (None, '')") if t)  # points does
            return [f"print(sum(r[{measures[0]!r}] for r in records() if {kept}))"]  # Age.pl say Unicode 10.0
            # assigned?": their spans added up, not the ranges counted; of all only when nothing narrows (Unicode 15.0,
            # which Age.pl does not name, selects none: no sum of every range)
        if counts and measures and any(measures[0] in r and all(r.get(n) in vs for n, vs in found.items()) for r in self):
            return []  # "how many lines does dedent have": a field's value asked for, not records counted (the options
            # of "How many options in the X block have ...?" have no options field, their block has)
        kinds = {f"{n}{end}".lower() for k in found.get("kind", ()) for n in {k, str(k).rsplit("_", 1)[-1]}
                 for end in ("", "s", "es")}  # an XML file's tags; a macro table's HANDLE_DW_TAG calls, its "tags"
        if rows and all(r.get("kind") == "member" for r in rows):  # a C struct's members: its fields too ("the named
            kinds |= {"member", "members", "field", "fields"}  # can_... bit fields")
        # an XML file's elements all of one tag (syscalls) are what is counted, whatever the question calls them
        uniform = self.kind == "xml" and len({r.get("kind") for r in self}) == 1  # ("system calls")
        own = {n for r in self if r.get("kind") != "item" for n in r}  # fields only a dict's items have select items
        items = bool(rows) and (found.get("parent") or found and not set(found) & own) and \
            all(r.get("kind") == "item" for r in rows) and \
            not _names_more(text, {str(v).lower() for vs in found.values() for v in vs})  # "how many operator strings
        # does the EXACT_TOKEN_TYPES mapping contain": a dict's items, whatever the question calls them, as are those its
        # tuples' 'value 1' selects ("lexers ... from the module pygments.lexers.shell"); not "how many aliases for the
        # iso8859_6 codec does the aliases dictionary hold", which names a key they do not test
        if counts and not ranks and (built := self._built_on(wanted)):  # "How many extended result codes does
            both = " and ".join(t for t in (test, built[0]) if t)  # sqlite3.h build on SQLITE_CANTOPEN?": of those
            return [f"print(len([r for r in records() if {both}]))"]  # codes, those whose value names it
        if counts and not ranks and "kind" in self.fields() and not uniform and counted and not items and \
                not counted & (_DEFINED_KINDS | kinds) and not _declarations_counted(counted, rows):
            return []  # "how many levels does BasicInterpolation allow": a value the code sets, not its definitions
        if counts and not ranks and (commenting := self._commenting(wanted)):  # "commented-out settings that show off"
            kept = test or self._inside(wanted, counted | {"commented", "commented-out"})[0]
            return [f"print(len([r for r in records() if {' and '.join(t for t in (commenting, kept) if t)}]))"]
        if counts and not ranks:
            if not test and (word := self._the_word(list(self), wanted, text, counted=counted))[0]:  # "rows of the
                return [self._counting(word[0], word[1], [], counted)]  # table that mention the word "archive" in their
                # file type": not those that have a file type
            if not test and (having := self._having(wanted, counted, text)):  # "languages that have a bibliographic code"
                return [f"print(len([r for r in records() if r.get({having!r}) not in (None, '')]))"]
            # "currencies with the word Dollar in their name"; not the sections whose text says "/proc/sys/net/ipv4" for
            # "how many of the /proc settings tcp(7) documents are Boolean": what sections hold, not sections; of a man
            # page's entries, those that say it ("the options that carry the note "Added in 7.66.0"")
            if test and (citing := self._citing(rows, str(text))):  # "entries of the UNIT DIRECTIVES section that
                return [f"print(len([r for r in records() if {test} and {citing}]))"]  # refer to systemd.mount(5)"
            inside, kept, tested = ("", [], []) if test else self._inside(wanted, counted)
            if "r.text" in inside and self.kind in ("sections", "roff") and counted and \
                    not counted & (_SECTION_WORDS | _HEAD_WORDS):  # a man page's entries (options), if some say it
                if not (entries := [r for r in kept if r.get("name")]):
                    return []
                inside, kept = f"{inside} and r.get('name')", entries
            if inside:
                return [self._counting(inside, kept, tested, counted)]
            if not test and self.kind == "entries" and dated:  # a changelog's versions: its dated entries,
                heads = [str(r.get("head", "")).lower() for r in self if dated in r]  # each naming 'tzdata'
                named = [w for w in sorted(wanted - STOPWORDS) if len(w) >= 3 and _re.fullmatch(r"[a-z][\w.+-]*", w)
                         and sum(_word_in(h, w) for h in heads) * 10 >= len(heads) * 9]
                return [f"print(len([r for r in records() if {dated!r} in r" +
                        "".join(f" and {w!r} in r['head']" for w in named[:2]) + "]))"]
            if test and len(rows) == 1 and any(self._naming(n) for n in found):
                return []  # "how many entries does the setting X list": what the one record a name selects holds, not
                # records; or a filter that found the one header block ('findutils' of "findutils' copyright file")
            if test and self.kind == "sections" and counted and not counted & (_SECTION_WORDS | _HEAD_WORDS):
                return []  # "lettered items under New Features in Readline": what sections hold, not sections
            if test and (head := _group_head(rows)):  # "subfeatures ... for the feature E081": not E081's own row
                return [f"print(len([r for r in records() if {test} and r[{head!r}] != '']))"]
            if test:  # and a phrase it quotes ("the options that carry the note "Added in 7.66.0"")
                test, rows = self._quoting(test, rows, wanted, counted, found, text)
                return [self._counting(test, rows, list(found), counted)]
            return ["print(len(records()))"] if whole and self._items(wanted) else []
        if ranks and not counts and bound is not None and len(measures) == 1:  # "which type (the 1300 - 1399 block) has
            figure = self._figure(measures[0])  # the highest number": the highest of those its number keeps
            beyond = " and ".join(f"{figure} {op} {number!r}" for op, number in bound)
            return self._ranked(measures, found, " and ".join(t for t in (test, beyond) if t), ranks, wanted)
        if ranks and not counts and bound is None and (len(measures) == 1 or len(measures) == 2 and wanted & _TIMES):
            return self._ranked(measures, found, test, ranks, wanted)
        if ranks and not counts and not measures and (plain := self._plain_numbers(rows, test, ranks, str(text))):
            return plain
        if ranks and not counts and wanted & _RECENT and (since := self._versioned(wanted, rows, ranks)):
            return self._latest(since, rows, test, ranks)
        if ranks and not counts and wanted & {"longest", "shortest"} and wanted & _LETTERS and not measures and \
                "name" in self.fields() and len(rows) > 1 and not any(n != "name" and _said(n, wanted) for n in
                                                                     self.fields()[:12]):  # "the longest (the most
            # characters)": of the names kept; not of a field the question names (errno.h's longest description)
            where = f" if {test}" if test else ""
            return [f"print(sorted(((r['name'], len(r['name'])) for r in records(){where}), key=lambda t: t[1], "
                    f"reverse={'longest' in wanted})[:5])"]
        if ranks and not counts and wanted & {"longest", "shortest"} and not measures and len(rows) > 1 and \
                len(varying := self._varying(rows)) == 1:  # "the longest replacement text" of unaccent.rules'
            where = f" if {test}" if test else ""  # character / replacement lines: the one column of many lengths
            return [f"print(sorted(((r[{varying[0]!r}], len(r[{varying[0]!r}])) for r in records(){where}), "
                    f"key=lambda t: t[1], reverse={'longest' in wanted})[:5])"]
        if not ranks or counts or not wanted & _OFTEN or wanted & _RECENT or measures:
            return []  # "the largest total", "the most lines": a number compared, not records counted; "most
            # recently": the latest, not the most often
        top = ".most_common(5)" if ranks > 0 else ".most_common()[-5:]"
        if not dated and wanted & {"year", "years"}:  # "In which calendar year did e2fsprogs put out the largest number
            some = next((n for n in self.fields()[:12] if Records(  # of releases": the releases' dates, its subsections
                [r for r in rows if r.get(n) not in (None, "")], self.kind)._dated() == n), None)  # having none
            where = (f"{where} and r.get({some!r})" if where else f" if r.get({some!r})") if some else where
            dated = some
        if dated and wanted & {"day", "date", "year", "years"}:  # "In which year does NEWS date the most releases?"
            cut = 4 if wanted & {"year", "years"} else 10
            return [f"print(Counter(str(r[{dated!r}])[:{cut}] for r in records(){where}){top})"]
        few = lambda n: self.values(n, most=None) and self._short(n)
        named = [n for n in self.fields()[:12] if n not in found and ({n.lower(), f"{n.lower()}s"} & wanted or
                                                                      "_" in n and _said(n, wanted) or  # "which device ID"
                                                                      n == "section" and "title" not in self.fields()
                                                                      and {"comment", "heading"} <= wanted) and
                 not (n == "commented" and {"or", "not"} <= wanted) and (self._codes(n) or few(n) or
                 self._short(n) and (len({r.get(n) for r in rows}) * 2 <= len(rows) or _one_top(r.get(n) for r in rows)
                                     and _re.search(rf"\b(?:which|what)\s+(?:[\w-]+\s+)?{_re.escape(n)}\b", str(text), _re.I)))]
        # "Section:", 39 groups of 266; start.ini's 'value', 32 of 50, "true" 6 times, none other as often: the field the
        # question names alone, else each field of few values
        others = named or [n for n in self.fields()[:12] if n not in found and n not in (dated, "time")
                           and few(n) and len({r.get(n, "") for r in rows} - {""}) > 1]
        if not where:  # a log's session holds lines of every kind: "which session set up the most packages" is no
            others = [n for n in others if n != "session"]  # count of all its lines
        grouped = [] if others or wanted & _SIZES or not _RANKED_THING.search(str(text)) else \
            [n for n in self._grouping(rows, found, dated) if where or n != "session"]  # names, too many to print all
        wide = {n for n in named if self._codes(n) or len({r.get(n) for r in rows}) * 2 > len(rows)}
        return [f"print(Counter(r[{n!r}] for r in records(){where}{self._filled(n, where)})"
                f"{top if n in wide or n in grouped else '.most_common()'})"
                for n in (others or grouped)[:3]]  # a field of codes, or of mostly different values, has too many to print
        # them all; of one value, no ranking

    def _plain_numbers(self, rows, test, ranks, text):
        """For "Among the resources whose value is a plain number, which one is set to the largest number?": the block
        ranking the records whose named field is digits by it, each by the field that tells them apart (an X resource's
        key), where the field holds words in most records; [] unless the question says so of one field."""
        said = _PLAIN_NUMBER.search(text)
        field = next((n for n in self.fields()[:12] if said and n.lower() == said.group(1).lower()), None)
        kept = [r for r in rows if _re.fullmatch(r"-?[0-9]+", str(r.get(field, "")))] if field else []
        ident = next((n for n in self.fields()[:12] if n != field and _identifies(kept, n)), None)
        if ident is None or len(kept) < 2:
            return []
        where = " and ".join([f"str(r.get({field!r}, '')).removeprefix('-').isdecimal()"] + ([test] if test else []))
        return [f"print(sorted(((r[{ident!r}], int(r[{field!r}])) for r in records() if {where}), key=lambda t: t[1], "
                f"reverse={ranks > 0})[:5])"]

    def _versioned(self, wanted, rows, ranks=1):
        """The field the question names whose values give a version, in most of the kept records that fill it (tcp(7)'s
        "since Linux 4.11" notes, for "going by the "since Linux" notes, which option was added most recently"); None
        if not one."""
        named = [n for n in self.fields()[:12] if n.lower() in wanted and
                 (filled := [str(r[n]) for r in rows if r.get(n) not in (None, "")]) and
                 sum(bool(_re.search(r"\d+\.\d+", v)) for v in filled) * 10 >= len(filled) * 9]
        if not named and "since" in self.fields() and wanted & _ARRIVED and (ranks > 0 or all(r.get("since") for r in rows)):
            named = ["since"]  # "which interface flag arrived in the most recent Linux version?": netdevice(7)'s "(since
            # Linux 2.6.25)"; not the least recent, which its flags with no note (older) are
        return named[0] if len(named) == 1 else None

    def _latest(self, since, rows, test, ranks):
        """The block ranking the kept records by the version their field `since` gives, the latest first (or the
        earliest), each by the field that tells them apart."""
        kept = [r for r in rows if r.get(since) not in (None, "")]
        ident = next((n for n in self.fields()[:12] if n != since and _identifies(kept, n)), None)
        if ident is None or len(kept) < 2:
            return []
        where = " and ".join(t for t in (test, f"r.get({since!r})") if t)
        return [f"import re; print(sorted(((r[{ident!r}], r[{since!r}]) for r in records() if {where}), key=lambda t: "
                f"[int(n) for n in re.findall(r'\\d+', t[1])], reverse={ranks > 0})[:5])"]

    def _cited(self, wanted, counts, ranks, text):
        """For "how many distinct CVE identifiers does NEWS.md cite in its section on the major changes between OpenSSL
        3.0.8 and OpenSSL 3.0.9?" and "which release's section cites the largest number of distinct CVE identifiers?":
        the distinct identifiers of that prefix (CVE-2023-2650) in the one release whose heading names every version the
        question names, or per release, ranked. None unless the question names such identifiers and the records hold
        them."""
        m = _CITED.search(str(text))
        pattern = rf"\b{m.group(1)}-\d[\d-]*\d" if m else ""
        if not m or "version" not in self.fields() or not any(_re.search(pattern, r.text) for r in self):
            return None
        cited = f"re.findall(r'{pattern}', r.text)"
        if ranks and not counts:
            return [f"import re; print(sorted(((r['version'], len(set({cited}))) for r in records() if r.get('version')), "
                    f"key=lambda t: t[1], reverse={ranks > 0})[:5])"]
        versions = [w for w in wanted if _re.fullmatch(r"\d+(?:\.\d+)+\w*", w)]
        named = [r for r in self if r.get("version") and versions and
                 all(_re.search(rf"(?<![\w.])[vV]?{_re.escape(v)}(?![\w]|\.\d)", _heading(r)) for v in versions)]
        if not counts or len(named) != 1:
            return []
        version = named[0]["version"]
        heading = "title" if "title" in named[0] else "head"  # an entry's head ("v2.9.9: Jan 03 2019:", libxml2's NEWS)
        also = "".join(f" and {v!r} in r[{heading!r}]" for v in versions if v != version)  # "between 3.0.8 and 3.0.9"
        return [f"import re; print(len({{i for r in records() if r.get('version') == {version!r}{also} for i in {cited}}}))"]

    def _cited_with(self, keys, text):
        """For "NEWS.md lists CVE-2023-0215 among the fixes of one release. How many distinct CVE identifiers does that
        release's section cite in all?": the block counting the distinct identifiers the release cites whose notes cite
        the one named. None unless the question counts such identifiers and names one; [] unless one release cites it."""
        m = _CITED.search(str(text))
        pattern = rf"\b{m.group(1)}-\d[\d-]*\d" if m else ""
        named = [k for k in keys if pattern and _re.fullmatch(pattern[2:], k, _re.I)]
        if len(named) != 1 or "version" not in self.fields():
            return None
        key = next(w for w in _re.findall(pattern, str(text)) if w.lower() == named[0])
        citing = {r["version"] for r in self if r.get("version") and key in r.text}
        if len(citing) != 1:
            return []
        cited = f"re.findall(r'{pattern}', r.text)"
        return [f"import re; that = [r['version'] for r in records() if r.get('version') and {key!r} in r.text][0]; "
                f"print(len({{i for r in records() if r.get('version') == that for i in {cited}}}))"]

    def _grouping(self, rows, found, dated):
        """The one field of names the kept records share, to rank by when the question names none and no field has
        few values: "which character set has the most aliases" (an alias line's target, repeated over its aliases),
        "which setting has the most entries" (JSON objects' 'name'), "the locale name that is the target of the most
        entries" (a table item's value). A field is one of one word per value, some of them repeated; 'name', when it
        is one, is what its records are called by; of two others, which one the question means is not clear: []. A
        headerless table's column only among lines of a kind the question selects (SUPPORTED's charsets are no language
        codes)."""
        fields = [n for n in self.fields()[:12] if n not in found and n not in (dated, "time") and
                  n not in _OWN_FIELDS - {"key", "value"}]
        shared = []
        for n in fields:
            values = [r.get(n) for r in rows if r.get(n, "") != ""]
            if len(values) * 2 < len(rows) or not all(isinstance(v, str) and not any(c.isspace() for c in v)
                                                      for v in values):
                continue
            counts = Counter(values)
            if len(counts) > 1 and counts.most_common(1)[0][1] > 1:
                shared.append(n)
        if not found:  # a headerless table's column means what no question word says unless its lines are of the kind
            shared = [n for n in shared if not _re.fullmatch(r"column\d+", n)]  # the question counts (alias lines)
        return ["name"] if "name" in shared else shared if len(shared) == 1 else []

    def _quoting(self, test, rows, wanted, counted, found, text=""):
        """`test` and the records it keeps, narrowed by a phrase of the question (a quoted one, or a key of digits and
        more) that no value it tests holds, when the phrase keeps some of them but not all: "how many of the options
        carry the note "Added in 7.66.0"" is not every entry of OPTIONS, "how many aliases ... for the character set
        NS_4551-2" not every alias line."""
        said = " ".join(str(v).lower() for vs in found.values() for v in vs)
        phrases = [w for w in wanted if (" " in w or _VALUE_WORD.fullmatch(w)) and w not in counted and w not in said
                   and not any(w != o and w in o for o in wanted)]  # a key too: "aliases ... for NS_4551-2"
        phrases += [q for q in map(str.lower, quoted_phrases(str(text))) if q not in said and q not in phrases and
                    not q.isalnum()]  # "marked "(optional)" in their description": the mark, not every entry of DESCRIPTION
        if (word := self._the_word(rows, wanted, text, said))[0]:  # "names in ANSI_COLOR_NAMES that contain the word
            return f"{test} and {word[0]}", word[1]  # purple": purple4 and medium_purple, not light_goldenrod for "gold"
        for phrase in sorted(phrases, key=lambda w: -len(w)):
            kept = [r for r in rows if phrase in r.text.lower()]
            if 0 < len(kept) < len(rows):
                return f"{test} and {phrase!r} in r.text.lower()", kept
        return test, rows

    def _the_word(self, rows, wanted, text, said="", counted=None):
        """The test keeping the rows whose field holds, as a word, the one word the question gives as "the word X",
        and the rows it keeps: in the field it names ("mention the word "archive" in their file type": 'File type'),
        else in the name. With `counted`, only a word among them, where the words after "how many" run on past the verb
        to it ("How many rows of the table mention the word "archive" ..."), which _inside leaves out as what is
        counted. ('', rows) unless it keeps some of them but not all."""
        contained = [w.lower() for w in _THE_WORD.findall(str(text)) if w.lower() not in said and
                     (counted is None or w.lower() in counted)]
        named = [n for n in self.fields()[:12] if n.lower() in wanted - STOPWORDS or " " in n and set(n.lower().split())
                 <= wanted]  # a field of two words ("File type") said as they are
        field = named[0] if len(named) == 1 else "name" if "name" in self.fields() else None
        if len(contained) != 1 or field is None:
            return "", rows
        word = contained[0]
        kept = [r for r in rows if _re.search(rf"(?<![a-z]){_re.escape(word)}(?![a-z])", str(r.get(field, "")).lower())]
        if not 0 < len(kept) < len(rows):
            return "", rows
        return (f"{word!r} in ''.join(c if c.isalpha() else ' ' for c in str(r.get({field!r}, '')).lower()).split()",
                kept)

    def _counting(self, test, kept, tested, counted):
        """The block counting the records `test` keeps (`kept`), each item once: compose.dir names each locale on two
        lines (its Compose file with a colon and without), so "how many locale names does it map to X" counts the
        values of the fields other than those the test reads (`tested`), not the 12 lines. Lines, entries or times
        are counted as they are, and so are sections (two of glibc's releases with the same notes are two)."""
        fields = [] if "sections" in self.kind or "entries" in self.kind else \
            [n for n in self.fields()[:12] if n not in tested]
        shown = ", ".join(f"r.get({n!r})" for n in fields)
        scalar = all(isinstance(r.get(n), (str, int, float, type(None))) for r in kept for n in fields)  # a JSON list
        items = {tuple(r.get(n) for n in fields) for r in kept} if scalar else kept  # is no value a set can hold
        if not fields or not scalar or len(items) == len(kept) or counted & _RECORD_WORDS:
            return f"print(len([r for r in records() if {test}]))"
        return (f"print(len({{{shown if len(fields) == 1 else f'({shown})'} for r in records() if {test}}}))  # each once: "
                f"{len(kept)} records, {len(items)} different")

    def _comma_list(self, name):
        """Does the field hold lists of its own values, joined by commas (gdb's syscall groups "descriptor,file", most
        of them one group alone)? A list of names no record holds alone ("Arimo, Liberation Sans") is none."""
        values = {v for r in self if isinstance(v := r.get(name), str) and v}
        pieces = {p for v in values if "," in v for p in v.split(",")}
        return bool(pieces) and all(p == p.strip() and p for p in pieces) and len(pieces & values) * 2 >= len(pieces)

    def _listing(self, name):
        """Is the field a list in each record, its items joined by commas with no space (a DTD attribute's values
        "default,xdg,relative,cwd"), or names of a few words, three or more a record on average?"""
        values = [v for r in self if isinstance(v := r.get(name), str) and v]
        if values and all(" " not in v for v in values):
            return sum("," in v for v in values) * 2 > len(values)
        items = [p.strip() for v in values for p in v.split(",")]  # or names of a few words joined by ", " (an XML
        return bool(values) and len(items) >= 3 * len(values) and all(  # element's <family> children: "Artsounk, BPG
            _LIST_ITEM.fullmatch(p) for p in items)  # UTF8 M, Kinnari, ...")

    def _naming(self, name):
        """Does the field name its records, each value once (a setting's key, a header block's Upstream-Name)?"""
        values = [r.get(name) for r in self if r.get(name, "") != ""]
        return len(values) == len(set(values))

    def _filled(self, name, where):
        """The test that leaves out records without the field (an alias that sets no default is none of the
        defaults ranked), added to `where`; '' when every record fills it."""
        if all(r.get(name, "") != "" for r in self):
            return ""
        return f"{' and' if where else ' if'} r[{name!r}] != ''"

    def _short(self, name):
        """Is each of a field's values one line, a kind's name and not a body of text? opcode.py's definitions have
        few bodies, most of them '', and "the instruction with the most specialized forms" was ranked by them: the
        counted labels were whole dicts of code, and a fresh read took a name inside one."""
        return not any("\n" in str(r.get(name, "")) for r in self)

    def _commenting(self, wanted):
        """The test a question's "commented-out settings" (or "active", "uncommented") makes of a config file's
        statements, where some are commented out (the field `commented`); '' for "commented out or not"."""
        if "commented" not in self.fields() or {"or", "not"} <= wanted:
            return ""
        if wanted & {"uncommented", "active"}:
            return "not r['commented']"
        return "r['commented']" if wanted & {"commented", "commented-out"} else ""

    def _having(self, wanted, counted, text=""):
        """The one field the question names (every word of its name) that some records give and others lack or
        leave empty: "languages that have a bibliographic code" counts iso_639-2's records with a
        'bibliographic' field, 20 of 487. Not the field of what is counted, nor one nearly all records give
        (then the question asks of its values), nor one of numbers or dates: those a question compares ("releases
        that reached their end of life (the eol column) before 2010"), unless it asks for "a value for" it ("rows of
        Stocks.csv that give a value for AMZN"). '' when none or several."""
        valued = {m.group(1).lower() for m in _VALUE_FOR.finditer(str(text))}
        named = [n for n in self.fields()[:12] if _words_of(n) and all(w in wanted for w in _words_of(n))
                 and n not in _OWN_FIELDS and (n.lower() in valued or not set(_words_of(n)) & counted and not any(
                     _number(r.get(n)) or _DATE.search(str(r.get(n, ""))) for r in self))]
        named = [n for n in named if not any(str(r.get(n, "")).lower() in wanted for r in self if r.get(n) not in (None, ""))]
        # a field whose value the question writes asks for that value, not for any: "carry the interface tag C24/A4/R0"
        given = {n: sum(r.get(n) not in (None, "") for r in self) for n in named}
        some = [n for n, k in given.items() if 2 <= k and k * 10 < len(self) * 9]
        return some[0] if len(some) == 1 else ""

    def _inside(self, wanted, counted):
        """The test for the records whose short field (a name, an entry's head) holds a word of the question
        inside its value, when no word is a whole value: "the word Dollar in their name" is 'dollar' in
        r['name'].lower(), "alpha or beta releases" tests each word ('5.1.4beta'); a phrase it quotes, or a
        value of digits and more ('+3.3v': "chip sections that label some input +3.3V"), is looked for in the
        whole record, the longest first ("releases with a section headed 'Changes in behavior'"). A word must
        select two records or more but not nine in ten, in one field only; several words only when the
        question joins them with "or". The test, the records it keeps and the fields it reads; ('', [], []) when no
        word or field serves."""
        if built := self._built_on(wanted):
            return built
        phrases = [w for w in wanted if (" " in w or _VALUE_WORD.fullmatch(w)) and w not in counted]
        for phrase in sorted(phrases, key=lambda w: (-len(w), w)):  # a quoted heading or phrase, a value ('+3.3v')
            kept = [r for r in self if phrase in r.text.lower()]
            if 2 <= len(kept) and len(kept) * 10 < len(self) * 9:
                return f"{phrase!r} in r.text.lower()", kept, [n for n in self.fields()
                                                               if all(phrase in str(r.get(n, "")).lower() for r in kept)]
        names = {n.lower() for n in self.fields()} | _ATTRIBUTE_WORDS | {"name", "names", "title", "titles"}  # "a
        # numeric code from 200 to 299", "the word Myanmar in their name": what is
        words = [w for w in _naming(wanted) if w not in counted and w not in names and w not in _SYNTAX_WORDS and
                 not ("." in w and w in _document_stems())]  # compared, not 'code' in a name; "(not errno-base.h)"
        # says where to count, not a word of "Directory not empty"; "Ubuntu.mirrors" names the file, not lines holding it
        told = [n for n in self.fields()[:12] if n.lower() in wanted and n.lower() not in _UNASKED
                and not {n.lower(), f"{n.lower()}s"} & set(counted)]  # "name the
        # organisation O=QuoVadis Limited in their Subject line": that field first, however long its values; not the
        # items counted themselves ("Every message is ...": the message, each a body of words)
        found = self._fields_holding(words, told, long=True) or self._fields_holding(words, self.fields()[:12])
        found = {w: fields for w, fields in found.items() if not any(  # 'introduced' of "policies introduced by CMake
            o != w and all(w in str(r.get(fs[0], "")).lower() for r in self if o in str(r.get(fs[0], "")).lower())
            and not (len(o) < len(w) and all(o in str(r.get(fs[0], "")).lower() for r in self
                                              if w in str(r.get(fs[0], "")).lower()))
            for o, fs in found.items() if len(fs) == 1)}  # 3.15": every part holding 3.15 says it too, it selects nothing
        # more; of two words always said together ("O=QuoVadis Limited"), the longer is tested
        if any(len(fields) > 1 for fields in found.values()) or not found or len(found) > 1 and "or" not in wanted:
            return "", [], []
        kept = [r for r in self if any(w in str(r.get(fields[0], "")).lower() for w, fields in found.items())]
        field = next(iter(found.values()))[0]
        also = [o for o in sorted(words) if len(found) == 1 and o not in found and len(o) >= 3 and not o.isdigit()
                and all(o in str(r.get(field, "")).lower().split() for r in kept)]  # the question's words the kept
        # values all say ('introduced' of "POLICIES INTRODUCED BY CMAKE 3.15"), tested too: what the code selects by
        return " or ".join(f"{w!r} in str(r[{fields[0]!r}]).lower()" for w, fields in sorted(found.items())) + "".join(
            f" and {o!r} in str(r[{field!r}]).lower()" for o in also), kept, [fields[0] for fields in found.values()]

    def _fields_holding(self, words, names, long=False):
        """{word: [the fields of `names` that hold it inside two values or more, not nine in ten]}; a field whose
        values are long (a body of text holds every word somewhere) only when `long`."""
        found = {}
        for name in names:
            values = [str(r[name]).lower() for r in self if isinstance(r.get(name), str)]
            short = SHORT_FIELD * (2 if name in ("head", "title", "part") else 1)  # "openssh (1:9.2p1-1) unstable; urgency=medium"
            if len(values) < 2 or sorted(map(len, values))[len(values) // 2] > short and not long:
                continue
            for w in words:
                n = sum(w in v for v in values)
                if long and n != sum(bool(_re.search(rf"(?<!\w){_re.escape(w)}(?!\w)", v)) for v in values):
                    continue  # in a body of text, a word inside others ('gui' of "guide") tests nothing (review)
                if 2 <= n and n * 10 < len(self) * 9 and not any(_inside_number(w, v) for v in values):
                    found.setdefault(w, []).append(name)
        return found

    def _built_on(self, wanted):
        """The test for the records whose value names a record the question names by its whole name: "how many
        extended result codes does sqlite3.h build on SQLITE_CANTOPEN" (`(SQLITE_CANTOPEN | (1<<8))`), "OBJ_ macros
        built on OBJ_dstu4145le" (`OBJ_dstu4145le,1L,1L`); not the record itself, nor those whose name only begins
        so. ('', [], []) unless two records or more name one such record in their values."""
        if "value" not in self.fields():
            return ""
        names = {str(r.get("name", "")).lower() for r in self}
        for key in sorted((w for w in wanted if "_" in w and w in names), key=lambda w: (-len(w), w)):
            kept = [r for r in self if key in _VALUE_SPLIT.sub(" ", str(r.get("value", "")).lower()).split()]
            if 2 <= len(kept) and len(kept) * 10 < len(self) * 9:
                return (f"{key!r} in str(r.get('value', '')).lower().replace(',', ' ').replace('(', ' ').replace(')', ' ')"
                        f".replace('|', ' ').split()", kept, ["value"])
        return ""

    def _items(self, wanted):
        """Is each record one item the document lists, so that all of them are what a question that selects
        none counts: rows, blocks or objects with fields (not a source file's definitions, a text's
        sections or lines), and no word of the question in some of them but not the others?"""
        if not self or not all(self) or any(k in self.kind for k in ("entries", "sections")):
            return False
        said = {w for w in wanted if len(w) >= 3 and w not in STOPWORDS} - _document_words()  # 'apt' of apt/history.log
        forms = said | {w[:-1] for w in said if w.endswith("s")}
        return not any(0 < sum(_word_in(r.text, w) for r in self) < len(self) for w in forms)

    def _by_file(self, wanted, where, ranks):
        """For "which of these files has the most / more ...": the selected records counted in each named
        document, or its lines for "the longest, in lines". None when the question does not compare the
        documents."""
        names = {r.file for r in self}
        stems = {n.split(".")[0].lower() for n in names}
        if not ranks or len(names) < 2 or "" in names or not (wanted & _FILE_WORDS or len(wanted & stems) >= 2):
            return None
        if not where and wanted & {"lines", "long", "longest", "short", "shortest", "longer", "shorter"}:
            return ["print(Counter(r.file for r in records(kind='lines')).most_common())  # its lines, blank ones not counted"]
        return [f"print(Counter(r.file for r in records(){where}).most_common())"] if where else []

    def _measures(self, wanted, text=""):
        """The number fields the question names: 'lines', 'Installed-Size', 'unit price' (unit_price), a verb of the
        question's `text` before what it ranks ("which block spans the most code points": span); or a table's one
        number column without a header, named as a number ("the highest group id", "port")."""
        parts = wanted | {part for w in wanted for part in _re.split(r"[-_]+", w)}  # 'installed-size'
        numbers = [n for n in self.fields()[:12] if any(_number(r.get(n)) for r in self)  # an empty cell is no value
                   and all(_number(r[n]) for r in self if r.get(n, "") != "") or self._digits(n) or self._literals(n)]
        verbs = str(text).lower()
        named = [n for n in numbers if n.lower() in wanted or n.lower() == "lines" and "line" in wanted  # "from its def
                 # line to its last line": lines
                 or n.endswith(" statements") and n.removesuffix(" statements").lower() in wanted and \
                 bool(wanted & {"entries", "lines"})  # "permission entries"; not 'includes' of "the sections it includes"
                 or _re.search(rf"\b{_re.escape(n.lower())}s (?:the )?(?:most|fewest|least|more|fewer)\b", verbs)
                 or _re.search(r"[-_ ]", n) and all(w in parts for w in _words_of(n))
                 or n == "span" and _re.search(r"\bhow many code points\b", verbs)]  # what a range of them covers
        unnamed = [n for n in numbers if _re.fullmatch(r"column\d+|value", n)]
        if not named and wanted & (_NUMBER_WORDS | {"code", "codes"}) and (one := self._written_twice(numbers)):
            return [one]  # "the character with the highest code point": digraph.txt's dec column, its hex one the same
        if named or not wanted & _NUMBER_WORDS or len(unnamed) != 1:
            return named
        return unnamed  # "the highest number" of a table without a header (/etc/protocols): its one number column; of
        # a C header's #defines, their values

    def _written_twice(self, numbers):
        """The decimal field of the records' one number written in two columns, in decimal and in hex (Vim's
        digraph tables: "0120 0288", or "0x41 65"), nine in ten records or more giving both alike; else ''."""
        for dec in [n for n in numbers if all(str(r[n]).isdigit() for r in self if r.get(n) not in (None, ""))]:
            for hexed in [n for n in self.fields()[:12] if n != dec and set(numbers) <= {n, dec}]:  # no other number
                both = [(str(r[dec]), str(r[hexed]).lower().removeprefix("0x")) for r in self if r.get(dec) and r.get(hexed)]
                alike = sum(_re.fullmatch(r"[0-9a-f]+", h) is not None and int(d) == int(h, 16) for d, h in both)
                if len(both) >= 2 and alike * 10 >= len(both) * 9:
                    return dec
        return ""

    def _digits(self, name):
        """Is the field a number written as text, every value digits (a JSON file's "numeric": "070": a code
        whose leading zero _numbers keeps), or most of its many values (a C header's #define values, some of them
        expressions: linux/audit.h's 300)? The blocks test that a value is digits. Not where some are hex numbers
        (prctl.h's PR_SET_PTRACER 0x59616d61 among operations numbered 1 to 64): those are numbers too (_literals)."""
        values = [r.get(name) for r in self if name in r]
        digits = sum(isinstance(v, str) and v.isdigit() for v in values)
        return bool(values) and (digits == len(values) or len(values) >= DIGITS_AMONG and digits * 2 > len(values) and
                                 not any(isinstance(v, str) and _HEX_LITERAL.fullmatch(v) for v in values))

    def _literals(self, name):
        """Is the field numbers as C writes them, most of its many values hex (if_ether.h's "0x88A8", "0xFFFFU") or
        digits and hex, that _digits is not? The blocks read them with c_number()."""
        values = [r.get(name) for r in self if name in r]
        read = sum(isinstance(v, str) and _c_number(v) is not None for v in values)
        return bool(values) and (read == len(values) or len(values) >= DIGITS_AMONG and read * 2 > len(values)) and \
            not self._digits(name)

    def _figure(self, name):
        """A number field's value as the loop's code compares it: int() of one written as text, c_number() of a C
        literal."""
        return f"int(r[{name!r}])" if self._digits(name) else f"c_number(r[{name!r}])" if self._literals(name) else \
            f"r[{name!r}]"

    def _reader(self, name):
        """How the blocks read a record's number field (see _figure): a function of the record, None for none. Asked
        once per field: _literals reads every record."""
        if self._literals(name):
            return lambda r: c_number(r.get(name, ""))
        return lambda r: _figure_of(r.get(name))

    def _has_number(self, name):
        """The test, in a block the loop shows, that a record's number field holds one: that it has the field,
        or where some leave it empty (pip's RECORD gives a .pyc no size), that its value is a number."""
        if self._digits(name):
            return f"str(r.get({name!r}, '')).isdigit()"
        if self._literals(name):
            return f"c_number(r.get({name!r}, '')) is not None"
        if any(r.get(name) == "" for r in self):
            return f"isinstance(r.get({name!r}), (int, float))"
        return f"{name!r} in r"

    def _ranked(self, measures, found, test, ranks, wanted=frozenset()):
        """The block that ranks the records the question's values select by the measure it names, each by
        the field that tells them apart (a package's name, an order's id), and the field the question names if
        it is another ("Give its name": a currency's name beside its code): the top of it is the answer."""
        reads = [self._reader(n) for n in measures]
        rows = [r for r in self if all(read(r) is not None for read in reads)
                and all(r.get(n) in vs for n, vs in found.items())]
        ident = next((n for n in self.fields()[:12] if n not in measures and _identifies(rows, n)), None)
        asked = next((n for n in self.fields()[:12] if n.lower() in wanted and n not in measures and n != ident  # "Give
                      and all(isinstance(r.get(n), str) and r.get(n) for r in rows)), None)  # its name": the currency's too
        if ident is None and self.kind == "directives" and len({r["head"] for r in rows}) == len(rows):
            ident = "head"  # a block's head statement names it, in more words than one: `chip "lm78-*" "lm79-*"`
        if ident is None and asked is not None and _titles(rows, asked):  # "Give its label": a certificate's "QuoVadis
            ident, asked = asked, None  # Root CA 1 G3", which names each in words
        shared = ident is None  # names some records share, each with its one figure but for a few: a service's tcp
        if shared:  # and udp lines (/etc/services), a property's getter and setter (TarInfo's `path`); ranked once each
            ident = next((n for n in self.fields()[:12] if n not in measures and _labels(rows, n, measures)), None)
        if ident is None or len(rows) < 2:
            return []
        if asked is None and not shared and all(_re.search(r"\d", v) and not _re.search(r"[a-z]", v)
                                                for v in (str(r[ident]) for r in rows)):  # a code or a range named in
            asked = next((n for n in self.fields()[:12] if n not in measures and n != ident and _titles(rows, n)), None)
            # words beside it: "Which block ... spans the most code points?": Blocks.txt's "20000..2A6DF" and its name,
            # "CJK Unified Ideographs Extension B"
        value = " * ".join(self._figure(n) for n in measures)
        value = f"round({value}, 2)" if len(measures) > 1 else value
        tests = " and ".join([self._has_number(n) for n in measures] + ([test] if test else []))
        labels = [ident] + ([asked] if asked not in (None, ident) and ident != "head" else [])
        named = ", ".join(f"r[{n!r}]" for n in labels)
        ranked = f"{{({named}, {value}) for r in records() if {tests}}}" if shared else \
            f"(({named}, {value}) for r in records() if {tests})"
        return [f"print(sorted({ranked}, key=lambda t: t[{len(labels)}], reverse={ranks > 0})[:5])"]

    def order(self, words=(), key=None, year=None, text="", every=False):
        """For a question that picks a record by its place: the record right before or after the one a word
        of the question names, among those of its kind (a class's methods, a level's sections), or the first
        and last of the records the question's field values and month select. Places are in time order
        when the records are dated (a changelog lists its newest version first: the version before 2.1.16
        is the next one down), else in version order when they have versions (release notes dating only their
        latest releases), else as the file lists them; as the file lists them when the question says so
        ("which entry comes next after the one for 8.4p1-1, going down the file"). Each record is printed with
        its location and what it is, so it backs an answer on its own. `key`: the word the place is counted from,
        if known; `year`: the one year the records picked from are of, by their dates ("the first release of 2020");
        `text`: the question, whose phrases pick among records the word names (the one in the section it names);
        `every`: the question asks for all of those selected ("List every version whose section gives a release date
        in 2017"), each then placed, up to EVERY_PLACED. "" when nothing orders or selects the records (an essay's
        lines, no field value asked for)."""
        wanted = {str(w).lower() for w in words}
        if shown := self._item_placed(wanted, str(text)):  # "which item comes right after the one that begins "DCO ...""
            return shown
        if shown := self._comment_asked(wanted, str(text)) or self._container(str(text)):  # "What does the XML comment
            return shown  # just above that block say?": the comment, which is no record; "CS7 is one of the values of a
            # mask #defined just above it": that mask, not the line above CS7
        if not _PLACED_BY.search(str(text)):  # "OBJ_dstu4145le followed by further arcs": no place asked
            wanted -= {"followed", "preceded"}
        along = "file" in wanted and bool(wanted & _ALONG_FILE) or bool(wanted & {"followed", "preceded"}) and \
            bool(wanted & _FILE_PARTS) or _FROM_THE_TOP.search(str(text)) is not None  # "the section for 1.2.0 is
        # followed directly by the section for which version": where the file puts it; "release 1.14.6 was followed by
        # which newer release": in time; "Reading NEWS from the top, which version's section comes ...": the file's
        dated = "" if along else self._dated()  # '': the file's order
        by = self._measures(wanted) if wanted & _SORT_WORDS else []
        rows, how = self._sorted(by[0], bool(wanted & _DESCENDING)) if len(by) == 1 else \
            self._in_order(dated, self._version_field(wanted))
        dated = dated or None
        lines = [f"{len(rows)} records {how}"]
        if (wanted & _NEXT_WORDS or _DIRECTLY_PLACED.search(str(text))) and not any(CLOCK.fullmatch(w) for w in wanted):
            said_sides = [s for s, said in SIDES.items() if wanted & said]
            if shown := self._key_neighbours(str(key or ""), said_sides, text):
                return shown  # a key of the INI section named, among its keys: no record of its own
            rows = _on_named_path(rows, wanted - {str(key).lower()})  # not the path of the one counted from
            owners = {str(r["parent"]) for r in rows if key and str(r.get("name", "")).lower() == str(key).lower() and
                      r.get("parent") and str(r["parent"]).lower() in wanted}
            if len(owners) == 1:  # "Which method does mailbox.py's class Babyl define right after get_message?": among
                rows = [r for r in rows if r.get("parent") == next(iter(owners))]  # Babyl's own, as eight classes have one
            named = _named(rows, {str(key).lower()}) if key else _named(rows, wanted)
            if not key and (named is None or not _keylike(named[0]) and _re.search(
                    rf"(?<![\w-]){_re.escape(named[0])}(?![\w-])", str(text))):  # a word the question writes small
                named = _title_named(rows, str(text)) or named  # ('name' of "its long name", not "LogRateLimitBurst="):
                # the entry "?section(REGEX), ~sREGEX" of "the short form ~s ... right after it"; not another word of the
            # question when no record names the one counted from: 'code' of "error code", asked what follows ENOTEMPTY
            if named is None and not key:
                named = _short_named(rows, text)
            if named is None:
                if shown := self._group_order(wanted, key) or _quoted_neighbours(rows, str(key or ""), said_sides):
                    return shown
                said = repr(str(key)) if key else f"by a word of the question: {sorted(_naming(wanted))}"
                return "\n".join(lines + [f"no record is named {said}"])
            word, found = named
            asked_sides = [{"above": "before", "below": "after"}[m.group(1).lower()]  # "just below 2.6.0, i.e. the
                           for m in _DIRECTLY_PLACED.finditer(str(text))][:1] or said_sides  # release before it":
            # the line below, in the file
            if listed := _list_neighbours(found, word, asked_sides, wanted):
                return listed  # "which value does the enum of the shape SourceAccessType list right after
                # CLIENT_CERTIFICATE_TLS_AUTH?": the next item of that list, not the next shape
            tests = self._asked(wanted, text) if len(found) > 1 else {}
            found = [r for r in found if all(r.get(n) in vs for n, vs in tests.items())] or \
                [r for r in found if any(r.get(n) in vs for n, vs in tests.items())] or found  # "in the UNIT
            # DIRECTIVES section, ... right after RebootArgument=?": the one of that section, not the D-Bus property's;
            # "the class TCPServer ... right after server_activate": its method, not BaseServer's, though both are methods
            if all(r.get("body") and not _in_head(r, word) and not _whole_value(r, word) and word not in _entry_names(r)
                   for r in found):
                if listed := self._item_neighbours(found, word, asked_sides, text) or \
                        _quoted_neighbours(found, str(key or ""), asked_sides):
                    return listed  # "which change is listed right after bpo-38871 under the "Library" heading of Python
                    # 3.9.0 alpha 3?": the next item of that section's list; a call's quoted names ('AT_END_LINE')
                r = found[0]
                return "\n".join(lines + [f"{word!r} is inside the body of the record at {r.at} "
                                          f"({_clipped(str(r.get('head') or r.get('title')), 80)}): what comes right "
                                          "before or after it is there, not another record"])  # 2.0.1 of the release
                # table in a licence's history section: the release after it, not the licence's next section
            kin = [r for r in rows if _kin(r, found[0])]
            asked = _re.search(r"\bwhich\s+([\w-]+)", str(text), _re.I)
            kind = [n for n, vs in tests.items() if asked and len(vs) == 1 and
                    str(vs[0]).lower() in (asked.group(1).lower(), asked.group(1).lower().removesuffix("s"))]
            if len(kind) == 1:  # "Which service does adduser.local.conf define right after floppy?": among the lines
                kin = [r for r in kin if r.get(kind[0]) == found[0].get(kind[0])]  # keyed service, not its group line
            prefix = [f for f in self._families() if f.lower() in wanted]  # "which NID_ macro ... right after": of
            if len(prefix) == 1:  # its family, not the same object's OBJ_ macro next to it
                kin = [r for r in kin if str(r.get("name", "")).startswith(prefix[0])]
            if (step := _NUMBER_STEP.search(str(text))) and (shown := _stepped(kin, found, word, step, str(text))):
                return shown  # not their places in the file
            if how == "in the order of the file" and not along and len(kin) > 1:  # Node.js's releases dated among
                # undated sections
                kindred = Records(kin, self.kind)
                dated_kin, how = kindred._in_order(kindred._dated())
                if how != "in the order of the file":
                    kin, lines = dated_kin, [f"{len(kin)} records of its kind {how}"]
            places = [i for i, r in enumerate(kin) if any(r is f for f in found)]
            if not places:  # the record named has no date, its dated kin do: no place among them
                return "\n".join(lines + [f"{word!r} names no record placed among those {how}"])
            sides = asked_sides or ["before", "after"]
            phrased = " ".join(str(text).lower().split())
            holder = next((n for n, v in found[0].items() if isinstance(v, str) and len(v) > len(word) and
                           (v.lower().startswith(word) or word in v.lower().split()) and _phrase_in(v.lower(), phrased)),
                          None) or \
                next((n for n, v in found[0].items() if isinstance(v, str) and v.lower() == word), None) or \
                ("name" if word in _entry_names(found[0]) and found[0].get("name") else None)  # the field
            # the question writes whole: a directive's title "RebootArgument=", so the next is named "ReceiveBuffer="
            titled = None if holder else next((n for n, v in found[0].items() if isinstance(v, str) and
                                                _re.match(rf"{_re.escape(word)}\s*[:.)\]-]", v, _re.I)), None)
            for side in sides:
                i = places[0] - 1 if side == "before" else places[-1] + 1
                said = f"right {side} the one that names {word!r}{_among(found[0])}"
                if 0 <= i < len(kin) and holder and isinstance(kin[i].get(holder), str) and kin[i][holder].strip():
                    said += f"{PLACED_AS}{holder}: {kin[i][holder]!r}"  # what names it as the word names the other
                elif 0 <= i < len(kin) and titled and (code := _re.match(r"[^\s:.)\]]+(?=\s*[:.)\]-])",
                                                                        str(kin[i].get(titled, "")))):
                    said += f"{PLACED_AS}code: {code.group(0)!r}"  # "DEP0187: Passing ..." after "DEP0185: ...": its code
                elif 0 <= i < len(kin) and not holder and not titled and _re.fullmatch(
                        rf"[^\s:=]+[ \t]*[:=][ \t]*{_re.escape(word)}[ \t]*", found[0].text, _re.I) and \
                        (value := _re.fullmatch(r"[^\s:=]+[ \t]*[:=][ \t]*(\S[^\n]*?)[ \t]*", kin[i].text)):
                    said += f"{PLACED_AS}value: {value.group(1)!r}"  # "XRequest.DPMS.4: DPMSEnable" after the line
                    # whose value is DPMSSetTimeouts: its value, not its key
                lines.append(_placed(kin[i], said) if 0 <= i < len(kin) else f"nothing comes {said}")
            return "\n".join(lines)
        kept, test, mentioned = self._selected(rows, wanted, dated, year, str(text))
        if not test and (held := self._parts_headed(str(text))):
            (kept, how), test = held
            lines = [f"{len(kept)} records {how}"]
        if not test and dated is None:
            return ""  # "the first Y Combinator office": the first line of an essay is no answer to it
        picks = [(w, 0) for w in sorted(wanted & _FIRST_WORDS)[:1]] + [(w, -1) for w in sorted(wanted & _LAST_WORDS)[:1]]
        if every and not picks and test and 2 < len(kept) <= EVERY_PLACED:  # the first and last left the middle unshown
            return "\n".join(lines + [_placed(r, f"{k} of the {len(kept)} records{test}") for k, r in enumerate(kept, 1)])
        for name, i in picks or [("first", 0), ("last", -1)]:
            name = "most recent" if name.startswith("recent") else name
            lines.append(_placed(kept[i], f"the {name} of the {len(kept)} records{test}") if kept else
                         f"no record{test}")
            if kept and mentioned:  # with the line where it says the name
                text = dict(_docs())[kept[i].doc]
                if m := _re.search(rf"(?<![\w.-]){_re.escape(mentioned)}(?![\w-])", text[kept[i].at:], _re.I):
                    at, _, said = _sentence(text, kept[i].at + m.start(), kept[i].at + m.end(), 200, kept[i].doc)
                    lines.append(str(Hit(said, at, kept[i].at + m.start(), m.group(0), kept[i].doc)))
        return "\n".join(lines)

    def _releases_said(self, text):
        """{title: version} of the releases whose version the question's `text` says whole ("Python 3.9.0 alpha 3",
        "the release 117.0.0"): the part a section is under picks it among the releases that list the same thing."""
        said = " ".join(str(text).split())
        return {str(r["title"]): v for r in self if r.get("title") and (v := str(r.get("version") or "")) and
                _re.search(rf"(?<![\w.]){_re.escape(v)}(?![\w.])", said)}

    def _item_neighbours(self, found, word, sides, text):
        """The items right before or after the one naming `word` in the list a section's body holds (see list_items),
        of the one section found, or of those the question names (its title quoted, its release's version said)
        when several hold it; '' unless one section, and one item of it, is left."""
        said = self._releases_said(text)
        quoted = {q.lower() for q in quoted_phrases(text)}
        kept = [r for r in found if (not quoted or str(r.get("title", "")).lower() in quoted) and
                (len(found) == 1 or str(r.get("part")) in said)]
        if len(kept) != 1:
            return ""
        r = kept[0]
        items = list_items(r["body"])
        places = [i for i, item in enumerate(items) if (m := _re.search(rf"(?<![\w.-]){_re.escape(word)}(?![\w-])", item,
                                                                          _re.I)) and m.start() <= ITEM_KEY]  # the item
        # it opens ("bpo-38871: ..."), not one saying it among others (a list of bug numbers run into one item)
        if len(items) < 2 or len(places) != 1:
            return ""
        under = f" under {r['part']!r}" if r.get("part") else ""
        out = []
        for side in sides or ["before", "after"]:
            k = places[0] + (1 if side == "after" else -1)
            where = f"right {side} the item naming {word!r} in the list of {r.get('title')!r}{under}"
            out.append(f"{location(r.at, r.doc, r.part)} {_clipped(items[k], PLACED_CHARS)}{PLACED}{where}"
                       if 0 <= k < len(items) else f"nothing comes {where}")
        return "\n".join(out)

    def _group_order(self, wanted, key=None):
        """For "which country code does Ubuntu.mirrors list right after MN?": MN names no record but a run of them,
        the value of a field that heads groups of records (the mirrors under "#LOC:MN"); the groups as the file
        lists them and the one right before or after, placed by its first record. '' unless one field's value
        is the word, each value in one run of records, and more records than runs."""
        words = [str(key).lower()] if key else _naming(wanted)
        sides = [s for s, said in SIDES.items() if wanted & said] or ["before", "after"]
        for name in self.fields()[:12]:
            runs = []
            for r in self:
                if name in r and (not runs or runs[-1][1] != r[name]):
                    runs.append((r, r[name]))
            values = [str(v).lower() for _, v in runs]
            places = [i for i, v in enumerate(values) if v in words]
            if len(places) != 1 or len(set(values)) != len(values) or len(runs) < 3 or \
                    len([r for r in self if name in r]) <= len(runs):
                continue
            lines = [f"{len(runs)} groups of records by {name!r} in the order of the file"]
            for side in sides:
                i = places[0] + (1 if side == "after" else -1)
                said = f"the first of the group right {side} the one of {name} == {runs[places[0]][1]!r}"
                lines.append(_placed(runs[i][0], f"{said}{PLACED_AS}{name}: {runs[i][1]!r}") if 0 <= i < len(runs)
                             else f"nothing comes {said}")
            return "\n".join(lines)
        return ""

    def _parts_headed(self, text):
        """For "the first release ... whose RELEASE_NOTES have a section headed "Secure Source Manager"": the
        sections holding one titled as the question quotes, in time or version order, and the test said in words;
        None unless some are held, by dated or versioned records (a file's order says nothing of "first")."""
        titles = {q.lower() for q in quoted_phrases(text)}
        parts = {str(r["part"]) for r in self if r.get("part") and str(r.get("title", "")).lower() in titles}
        holders = Records([r for r in self if str(r.get("title", "")) in parts], self.kind)
        if not holders:
            return None
        ordered = holders._in_order(holders._dated())
        if ordered[1] == "in the order of the file":
            return None
        said = " or ".join(map(repr, sorted({str(r["title"]) for r in self if r.get("part") and
                                             str(r.get("title", "")).lower() in titles})))
        return ordered, f" holding a section titled {said}"

    def _sorted(self, measure, descending):
        """The records sorted by the number field the question sorts them by ("if you sort the scripts by their
        numeric code": not as the file lists them), and which order it is."""
        rows = [r for r in self if _figure_of(r.get(measure)) is not None]
        rows.sort(key=lambda r: _figure_of(r[measure]), reverse=descending)
        return rows, f"sorted by {measure!r}, {'highest' if descending else 'lowest'} first"

    def _in_order(self, dated, version="version"):
        """The records in time order by the field `dated` (see _dated) if any, else by their field `version` if
        they have versions and `dated` is not '' (the file's order asked for), else in the file's; and which order
        it is."""
        if dated:
            rows = [r for r in self if dated in r]
            keys = [(str(r[dated]), str(r.get("time", ""))) for r in rows]
            how = f"in time order, oldest first (by {dated!r}; the file lists them {{}})"
        else:
            rows = [r for r in self if _VERSION_ORDER.match(str(r.get(version, "")))] if dated != "" else []
            if len(rows) < 2 or len(rows) * 10 < len(self) * 8:
                return list(self), "in the order of the file"
            keys = [_version_key(str(r[version])) for r in rows]
            by = "" if version == "version" else f" (by {version!r})"
            how = f"in version order{by}, oldest first (the file lists them {{}})"
        down = sum(a > b for a, b in zip(keys, keys[1:])) > sum(a < b for a, b in zip(keys, keys[1:]))
        later = -1 if down and dated else 1  # records of one date: the later listed is the earlier when newest first
        order = sorted(range(len(rows)), key=lambda i: (keys[i], later * i))
        return [rows[i] for i in order], how.format("newest first" if down else "oldest first")

    def _version_field(self, wanted):
        """The field whose values are the records' versions: 'version', else, for a question that says "version",
        the one field of versions in most records (a dpkg symbols file's column2: "rl_redisplay@Base 4.2")."""
        if "version" in self.fields() or not wanted & {"version", "versions"}:
            return "version"
        found = [n for n in self.fields()[:12] if sum(bool(_DOTTED_VERSION.fullmatch(str(r.get(n, "")))) for r in self) * 10
                 >= len(self) * 8]  # 8.2~beta, 6.0; not a level's 1, 2, 3
        return found[0] if len(found) == 1 else "version"

    def _dated(self):
        """The field that dates the records (most of them: a changelog's closing comment has no date), if any. Some
        dates may give only a year or a month when others are whole (iso_3166-3.json's "1977" among "1990-08-14"):
        as text they sort in time order, "1979" before "1979-06-01". Of DATED_MOST or more, one in fifty may be no
        date."""
        for name in self.fields():
            have = [r[name] for r in self if name in r]
            dates = sum(isinstance(v, str) and bool(_DATED.fullmatch(v) or _YEAR_MONTH.fullmatch(v)) for v in have)
            if len(have) * 10 >= len(self) * 8 and len(have) >= 2 and (dates == len(have) or dates >= DATED_MOST and
                                                                       (len(have) - dates) * 50 <= len(have)) and \
                    any(_DATED.fullmatch(v) for v in have if isinstance(v, str)):
                return name  # a typo among many ("Released: 2010-01-2010" of PackageKit's 116) leaves them dated
        return None

    def _selected(self, rows, wanted, dated, year=None, text=""):
        """The rows whose fields hold the question's values (and its month, or the `year` it keeps alone, when
        the field `dated` dates them), or, none named, whose text mentions the one name with '_' the question gives;
        those giving the one column its `text` asks "a value for" ("the earliest date for which Stocks.csv gives a
        value for GOOGL": not the file's first row, which has none); the test said in words; that name, or ''. A word
        right after a phrase the question quotes is what the phrase is ("the "since Linux" notes"), no value."""
        wanted = wanted - _after_quotes(text)
        tests = self._asked(wanted - {str(year)})
        tests.update({n: vs for n, vs in self._asked(wanted - {str(year)}, text).items() if _said(n, wanted)})  # a
        # phrase it writes of a field it names: "the Routing attributes table", not its word 'Attributes' (another table)
        if len(tests) > 1 and not any(all(r.get(n) in vs for n, vs in tests.items()) for r in rows) and \
                (named := {n: vs for n, vs in tests.items() if _said(n, wanted)}):
            tests = named  # the table it names, not the subsection titled alike over it
        kept = [r for r in rows if all(r.get(n) in vs for n, vs in tests.items())]
        said = [f"{n} == {' or '.join(map(repr, vs))}" for n, vs in tests.items()]
        valued = {m.group(1).lower(): bool(_re.search(r"\b(?:not|no|without|never|lacks?)\b[^.?;]{0,30}$",
                                                      str(text)[:m.start()], _re.I)) for m in _VALUE_FOR.finditer(str(text))}
        if len(given := [n for n in self.fields() if n.lower() in valued]) == 1:  # "does not give a value for": those
            lacking = valued[given[0].lower()]  # without one
            kept = [r for r in kept if (r.get(given[0]) in (None, "")) == lacking]
            said.append(f"{'no' if lacking else 'a'} value for {given[0]}")
        keys = [] if tests else [w for w in sorted(wanted - STOPWORDS - _document_words()) if "_" in w and len(w) >= 4
                                 and 0 < sum(_word_in(r.text, w) for r in rows) <= MENTIONS]
        mentioned = keys[0] if len(keys) == 1 else ""
        if mentioned:  # "the earliest GDB release whose part of NEWS mentions $_exitsignal": those that say it
            kept = [r for r in kept if _word_in(r.text, mentioned)]
            said.append(f"text mentioning {mentioned!r}")
        months = [i + 1 for i, m in enumerate(MONTHS) if m in wanted or m[:3] in wanted]
        if dated and len(months) == 1:
            years = [w for w in wanted if len(w) == 4 and w.isdigit()]
            prefix = f"-{months[0]:02d}-"
            kept = [r for r in kept if r[dated][4:8] == prefix and (not years or r[dated][:4] in years)]
            said.append(f"{dated} in {MONTHS[months[0] - 1].capitalize()}{' ' + years[0] if years else ''}")
        elif dated and year:
            kept = [r for r in kept if str(r[dated]).startswith(str(year))]
            said.append(f"{dated} in {year}")
        clock = [w for w in wanted if CLOCK.fullmatch(w)]
        if dated and len(clock) == 1 and wanted & {"before", "after", "since", "from", "until"}:
            time = clock[0].zfill(5)
            if "before" in wanted or "until" in wanted:
                kept, side = [r for r in kept if _clock(r) < time], "before"
            else:
                kept, side = [r for r in kept if _clock(r) >= time], "at or after"
            said.append(f"a time {side} {time}")
        return kept, (" with " + " and ".join(said) if said else ""), mentioned

    def _asked(self, wanted, text=""):
        """{field: its values that are words of the question}, a word's inflection included ('upgraded'
        asks for the action 'upgrade'), or phrases of its `text` ("Times New Roman", and then not Times, a word of
        it; the part "Socket options" of "which socket option")."""
        inflected = _stems(wanted)
        forms = wanted | inflected  # 'keys': key
        placeholders = {w for w in wanted if PLACEHOLDER.fullmatch(w)}  # "the type <BOOL>": a value of any field
        said = " ".join(text.lower().split())
        quoted = [q.lower() for q in quoted_phrases(text)]
        short = [q.lower() for q in QUOTED_SHORT.findall(text)]
        found, grouped, by_quote = {}, {}, set()
        fields = self.fields()
        for name in fields[:12] + [n for n in fields[12:] if _said(n, wanted) or n.endswith("s") and _said(n[:-1], wanted)]:  # a
            # field the question names ("the PNG_DEPRECATED attribute": png.h's 17 of 545 with attributes), however
            # few records have it (the 'method' of 66 of a JSON model's 1,903 records: "use the HTTP method DELETE")
            if name == "body" and "head" in fields:
                continue  # a definition's body is what it holds, no value it has: "classes that set max_count = 1 in
                # their own class body" are 8, the 4 whose whole body it is and 4 more
            listed = self.values(name, most=None) or self._codes(name, forms - STOPWORDS) or \
                self._versions(name, forms) or \
                sorted({v for r in self if isinstance(v := r.get(name), str) and v.lower() in placeholders}) or \
                (sorted({v for r in self if isinstance(v := r.get(name), str) and v and any(_word_in(q, v) for q in quoted)})
                 if _said(name, wanted) and self._groups(name) else [])
            # "under its subsection "- SSL -"": one of 35 groups, the field named and the value quoted
            if not listed and self._repeated(name) and \
                    (whole := sorted({v for r in self if isinstance(v := r.get(name), str) and v and v.lower() in quoted + short})):
                listed = whole  # "shown with the default "ignore"": a value quoted whole, however many others the field
                # has (a config file's settings), if its values repeat (not a currency's name, "a name holding "Canadian
                # Dollar"", naming one record) and no field of few values has it (dpkg.log's action 'install', not a
                # message that is the word alone)
                by_quote.add(name)
            numbered = _re.search(rf"\b{_re.escape(name.lower())}(?:\s+number)?\s+(-?\d+)\b", said) if " " not in name \
                else None  # "in DWARF version 3": the field VERSION's value 3, a number no word of the question keeps;
            # "the serial number 0": Serial's; "the default value -1": Value's
            for v in listed:
                if str(v).lower() in forms or name == "parent" and _inflected(str(v).lower()) & inflected or \
                        " " in str(v) and (_phrase_in(str(v).lower(), said) or
                                                                  _phrase_in(_re.sub(r"(?<=\w{3})s$", "", str(v).lower()), said)) or \
                        "_" in str(v) and all(p in forms for p in str(v).lower().split("_")) or \
                        any(str(v).lower().endswith(f"_{w}") for w in forms if "_" in w.strip("_")) or \
                        numbered and str(v) == numbered.group(1):  # windows_locale of "locale.py's table of Windows
                    if name in fields[12:] and any(v in vs for vs in found.values()):
                        continue  # a rare field named, whose value a common one has (jfr's 'false', a schema's 'schema')
                    found.setdefault(name, []).append(v)  # language identifiers"; HANDLE_DW_TAG of "tags (DW_TAG)"
            if numbered and not listed and (same := [r[name] for r in self if str(r.get(name)) == numbered.group(1)]):
                found.setdefault(name, []).append(same[0])  # a field of too many values to list (serials)
            if not listed and said:  # "Section: Class 25 - Invalid Transaction State", a group of 39: a value of
                seen = Counter(v for r in self if isinstance(v := r.get(name), str) and " " in v)  # several words
                grouped[name] = [v for v, n in seen.items() if n >= 2 and len(v) <= SHORT_FIELD * 2 and  # records share
                                 _phrase_in(v.lower(), said)]
        for name in by_quote & set(found):
            if any(set(found[name]) & set(vs) for n, vs in found.items() if n not in by_quote):
                del found[name]
        taken = {str(v) for vs in found.values() for v in vs}
        for name, vs in grouped.items():  # not "Times New Roman" of an alias's family, when it is a default's value
            if vs := [v for v in vs if v not in taken]:
                found.setdefault(name, []).extend(vs)
        found = {name: [v for v in vs if any(_word_in(q, str(v).lower()) for q in quoted)] or vs  # "under its subsection
                 for name, vs in found.items()}  # "- SSL -"": SSL, not the subsection "Settings" of 'settings' counted
        found = {name: list(dict.fromkeys(self._longest_said(name, v, said) for v in vs)) for name, vs in found.items()}
        if set(found.get("key", ())) & set(found.get("name", ())) and (
                set(found) - {"key", "name"} or any(f"{str(v).lower()}[" in said for v in found["name"])):
            found["key"] = [v for v in found["key"] if v not in found["name"]]  # "its Comment[lt] line", "a Comment[...]
            found = {n: vs for n, vs in found.items() if vs}  # line": the name of `name[index]` keys, not the plain key
        return {name: [v for v in vs if not any(v != w and (str(v) in str(w).split() or " " in str(v) and _phrase_in(
                    str(v).lower(), str(w).lower()) or " " in str(w) and str(v).lower() in str(w).lower().split())
                                                for w in vs)]  # "Extended Result Codes", not "Result Codes" in it;
                for name, vs in found.items()}  # "Routing attributes", not rtnetlink(7)'s other table "Attributes" (but
        # DZ, Dz and dz, each of one word, are three values)

    def _longest_said(self, name, value, said):
        """The longest value of the field that the question (`said`, lower case) writes whole and that holds `value`, a
        phrase of several words: "the lowercase 0069 0307 0301" is that mapping, not the '0069 0307' of other lines,
        though only the shorter repeats (see values)."""
        if " " not in str(value):
            return value
        return max((v for r in self if isinstance(v := r.get(name), str) and str(value).lower() in v.lower() and
                    _phrase_in(v.lower(), said)), key=len, default=value)

    def _repeated(self, name):
        """Do the field's values repeat, half the records or more sharing theirs with another (a setting's default),
        unlike a name each record has its own?"""
        seen = Counter(str(r[name]).lower() for r in self if name in r)
        return sum(n for n in seen.values() if n > 1) * 2 >= sum(seen.values()) > 1

    def _groups(self, name):
        """Does the field put the records in groups: at most GROUPS values, each of two records or more on average
        (postgresql.conf's 35 subsections; not a currency's name)?"""
        values = [str(r[name]) for r in self if name in r]
        return 0 < len(set(values)) <= GROUPS and len(set(values)) * 2 <= len(values)

    def _qualified(self, wanted):
        """{field: [value]} of the question's words that join a value to its field's name: "64-bit" is Bits 64,
        "big-endian" Endianness big (dpkg's cputable: "CPUs that are 64-bit and big-endian")."""
        found = {}
        for w in sorted(wanted):
            said, _, what = w.partition("-")
            for name in self.fields()[:12] if what and said else ():
                if not any(p.startswith(what) or what.startswith(p) for p in _words_of(name) if len(p) >= 3 <= len(what)):
                    continue
                values = {v for r in self if (v := r.get(name)) is not None and str(v).lower() == said}
                if len(values) == 1:
                    found.setdefault(name, []).extend(values)
        return found

    def _codes(self, name, forms=None):
        """The values (among `forms`, if given) of a field of codes: one word each, some of them repeated
        (zone.tab's country codes, 249 of them over 418 rows, too many to list as few values). "The country
        code ID" selects its rows, and "the country code with the most time zones" counts by it; a field of
        unique names, of sentences, or of words of many forms does neither. The names records() gives (a config
        file's statement keys, a tree's blocks, a definition's class) are codes whatever their forms ("IdentityFile
        lines" are those keyed IdentityFile, not all with 'identity'; "options in the APT::FTPArchive::release block"
        those in it; "methods of ArgumentParser" those in it; the margin's '' is none)."""
        named = name in _NAMING_FIELDS
        values = [r[name] for r in self if name in r and not (named and r[name] == "")]
        if not values or not all(isinstance(v, str) and v and not any(c.isspace() for c in v) for v in values) \
                or len(set(values)) == len(values) and not named:
            return []
        shapes = Counter(_re.sub(r"[A-Z]+", "A", _re.sub(r"[a-z]+", "a", _re.sub(r"\d+", "9", _re.sub(
            r"^0[xX][0-9a-fA-F]+$", "0x9", v)))) for v in values)  # magic.h's 0xEF53, 0x858458f6: one form, hex
        if not named and shapes.most_common(1)[0][1] * 10 < len(values) * 9:
            return []  # codes share a form (ID, US); dpkg.log's 4th column mixes 'installed' with package names
        stems = _stems(forms or ()) if name == "parent" else set()  # a table a verb of the
        # question names in another form: 'changed' of "changes the most modules"; not 'released' of "the release's"
        return sorted({v for v in values if forms is None or v.lower() in forms or _inflected(v.lower()) & stems})

    def _versions(self, name, forms):
        """The versions among `forms` that are whole values of a field of versions (syscalls(2)'s Kernel column: "1.0",
        "2.6.16", "2.6; 2.4.18"), too many and of too many forms to be codes: "first appearing in Linux 5.1"."""
        asked = {w for w in forms if _DOTTED_NUMBER.fullmatch(w)}  # 5.1, not 100 ("a group id below 100")
        if not asked:  # most questions: no field's values read
            return []
        values = [r[name] for r in self if r.get(name) not in (None, "")]
        if not values or sum(bool(_DOTTED_NUMBER.match(str(v))) for v in values) * 10 < len(values) * 8:
            return []
        return sorted({str(v): v for v in values if str(v).lower() in asked}.values(), key=str)  # as the field holds
        # them: Age.pl's 10.0 a number, which r['column3'] == '10.0' never equals

    def values(self, name, most=6):
        """A field's values when it has few (a level, a status, a component), else None."""
        values = [r[name] for r in self if name in r]
        if any(isinstance(v, (int, float, list, dict)) for v in values):
            return None  # numbers and nested values are not kinds
        seen = Counter(values)
        return [v for v, _ in seen.most_common(most)] if len(seen) <= max(2, len(self) // 4) and len(seen) <= 30 else None

    def lookup(self, words=(), asked=(), text=""):
        """The one record a word of the question names by a field's whole value, with the one field the question
        asks for by all its words (`asked`: the words after its "what" or "which": "What GNU name does dpkg's
        cputable give the CPU arm64?" is the row whose Debian name is arm64, its GNU name): a 1.5B root shown that
        row alone answered arm64, its own key; of records of a name (or key) and a value, the value, when it names no
        field. A value of several words names it too where the question's `text` holds it whole ("dpkg --configure
        <some>"). The longest value that names records names the one
        (Dir::Cache::Backup, not APT of "apt's configure-index"). '' when no field, or not one record, is named."""
        wanted = said_words = {str(w).lower() for w in words}
        asking = _typed({str(w).lower() for w in asked}, self.fields())
        text = _EXAMPLE.sub("", str(text))  # "(such as /* basic functions */)": what the answer is like, no name of it
        upper = {v for r in self for v in r.values() if isinstance(v, str) and v.isupper()}
        wanted = {w for w in wanted if not (w.upper() in upper and (_prose_word(w, str(text)) or _lower_only(w, str(text))))}
        # not the variable PYTHON of "Python 3.11's build Makefile", nor gzip.py's constant READ of "the
        # _GzipReader.read method"
        prefixes = [w for w in wanted if w.endswith("_") and len(w) >= 4 and "name" in self.fields()]
        family = [r for r in self if len(prefixes) == 1 and str(r.get("name", "")).lower().startswith(prefixes[0])]
        if 0 < len(family) < len(self):  # "which extended capability ID (PCI_EXT_CAP_ID_...) has the value 0x18?": of
            return Records(family, self.kind).lookup(sorted(wanted - set(prefixes)), asked, text)  # the names so begun
        docs = {r.doc for r in self}
        if len(docs) == 2 and len(named_file := _asked_documents(docs, " ".join(str(text).lower().split()))) == 1:
            return Records([r for r in self if r.doc == named_file[0]], self.kind).lookup(words, asked, text)  # "under
            # which name does linux/elf-em.h define that same machine number": not elf.h's alias of it
        if "default" in asking and "kind" in self.fields() and (shown := self._default(said_words, str(text))):
            return shown  # "What default does ArgumentParser give formatter_class?"
        if shown := self._label_over(asking, str(text)) or self._section_naming(asking, str(text)) or \
                self._comment_over(wanted, asking) or self._quote_heading(wanted, asking, str(text)) or \
                self._described(str(text), asking) or self._pattern_filled(wanted, str(text)) or \
                self._shape_filled(wanted, str(text)) or \
                self._short_keyed(asking, str(text)) or self._page_cited(wanted, asking) or self._list_place(str(text)) or \
                self._comment_asked(wanted, str(text)) or self._commented_items(wanted, str(text)) or \
                self._docstring(wanted, str(text)) or _first_uncommented(str(text)):
            return shown  # "under which section heading is the field TID described?"
        if given := self._of_value(str(text)) or self._key_hop(str(text)):
            return given  # "which extended capability ID (PCI_EXT_CAP_ID_...) has the value 0x18?"
        if listed := self._children_listed(asking, wanted):
            return listed  # "Which errors does ... list for the operation GetLayerVersionByArn?"
        if held := self._holder_lookup(wanted, str(text)):
            return held  # "which structure shape has a member named FunctionCount?": the shape holding it
        if point := self._point_lookup(str(text), asking):
            return point  # "Which block of Blocks.txt contains the code point U+12412?": the range holding it
        if family := self._family_lookup(asking, str(text)):
            return family  # "What NID does obj_mac.h give the object whose short name is "id-hmacWithSHA3-512"?"
        if held := self._held(wanted, asking, str(text)) or self._class_attribute(wanted, str(text)):
            return held  # "the name of the third argument of the method RemovePackages"
        parts = {"part", "parts", "chapter", "chapters"}  # "under which part is the section Introduction"
        fields = self.fields()
        named = [n for n in fields[:12] + [n for n in fields[12:] if _said(n, asking)]  # 'requestUri' of a JSON model's
                 if n != "commented" and _said(n, asking) or n == "part" and asking & parts  # 66 operations in 1,903
                 or n == "section" and "heading" in asking and "title" not in self.fields()
                 or n == "section" and self.kind in ("calls", "header", "defines", "entries") and asking & {"comment", "heads"}
                 and not _COMMENT_BESIDE.search(str(text))  # the comment on its line, not the heading over it
                 or n == "block" and asking & {"ifdef", "#ifdef"}  # "Inside which #ifdef feature test"
                 or n == "part" and asking & _PART_ASKED.get(self.kind, set())]  # "under which comment
        # heading does elf.h define PT_HP_OPT_ANNOT": the comment over its group of #defines; a man page's entry ("under
        # which section heading is the field TID described"): the section it is in; a macro table's entry ("which
        # comment heads the group of entries that includes DW_AT_body_begin"): the comment over its group
        if not named:  # "what value does the ^IXIC column hold for 1990-03-01?": a column the question calls one; "what
            # name (name[Group1]) does the variant crd give?": a field written whole, brackets and all
            named = [n for n in self.fields()[:12] if _re.search(rf"(?<![\w^$@-]){_re.escape(n)}\s+column\b|\bcolumn\s+"
                                                                 rf"{_re.escape(n)}(?![\w-])", str(text), _re.I)
                     or _re.search(r"\w\[\w+\]$", n) and _re.search(rf"(?<![\w-]){_re.escape(n)}", str(text), _re.I)
                     or _re.fullmatch(r"[A-Z][A-Z\d]+", n) and _re.search(rf"#{n}\b", str(text))]  # "(#LOC line)"
        if not named and self.kind == "ini":  # "what key binding does the key set [IDLE Modern Unix] give the action
            written = [n for n in fields if _re.search(r"[-_.]", n) and  # comment-region?": a setting its section holds,
                       _re.search(rf"(?<![\w-]){_re.escape(n)}(?![\w-])", str(text))]  # however many the sections have
            named = written if len(written) == 1 else []
        if not named and (given := _GIVEN_FROM.search(str(text))) and given.group(1).lower() in fields:
            named = [given.group(1).lower()]  # "Give the character's name as the file's comment has it": the field
            # the answer is written in
        if not named and "parent" in self.fields() and asking & {"class", "function"} and \
                asking & {str(r.get("kind")) for r in self}:  # "In which class of zipfile.py is the method stem
            named = ["parent"]  # defined?": the definition it is in
        pair = [f for f in self.fields() if f != "section"]
        paired = not named and (pair in (["column1", "column2"], ["column1", "message"]) or len(pair) == 2 and
                                pair[0] == "column1" and pair[1] not in _UNASKED | {"session", "commented"}) and \
            not asking & _GROUPING  # "under which group of options is eurosign:2": not its own description
        if paired:  # a name and its value a line (SUPPORTED's "hu_HU ISO-8859-2", locale.alias, base.lst's lists):
            named = [pair[1]]  # what a question asks of the name is its value; of the value, its name where only the
            if not self._named(pair[1], ["column1"], wanted, str(text).lower()) and \
                    self._named("column1", [pair[1]], wanted, str(text).lower()):  # value is named (compose.dir's
                named, pair = ["column1"], pair[::-1]  # "the Compose file for the locale ku_TR.UTF-8")
        if not named and not paired and self.fields()[:1] == ["column1"] and (hit := self._kind_pair(wanted)):
            r, key, field = hit  # "alias IBM915// ISO-8859-5//": "which character set is IBM915 an alias for"
            return (key.isalpha() and self._key_line(wanted, str(text).lower())) or \
                f"{key!r}{LOOKED_UP}{field}: {r[field]!r}\n{r!r}"
        keyed = next((f for f in ("name", "key") if f in self.fields()), None)
        if named == [keyed] and "value" in self.fields() and any(str(r.get(keyed, "")).lower() in wanted for r in self):
            named = []  # "which locale name does locale.py give 0x0850": the name the question gives is the record's
            # key, and what it asks for is the value, a name of another kind
        valued = not named and keyed and "value" in self.fields() and not asking & (_GROUPING | _PLACE_WORDS) and \
            len({r.doc for r in self}) == 1  # one document: "CheckHostIP yes" of ssh_config is no release of NEWS
        if valued:  # a dict's item, a #define, an enum's value, a setting: "which codec does the alias latin1 stand
            named = ["value"]  # for", "which provider does java.security register as security.provider.1"
        said = str(text).lower()
        if len(named) == 1 and (under := self._under_own(named[0], wanted, said)):
            return under
        if len(named) > 1 and not paired and not valued:  # "the default value of the mode attribute": the field of the
            named = [n for n in named if self._named(n, [k for k in self.fields() if k != n], wanted, said)] or named
            # records it names (an attribute's default), not an entity's value
        if len(named) == 1:
            naming = [pair[0]] if paired else [keyed] if valued else \
                [k for k in self.fields() if k != named[0] and not (named[0] == "parent" and k == "kind")]  # a kind
            # ('method') names no one definition
            found = self._named(named[0], naming, wanted, said, valued)
            if not found and named == ["number"] and "value" in self.fields():  # "What number does RE_LIMITED_OPS come
                others = [k for k in self.fields() if k != "value"]  # to?": a #define has no number field (regex.h's
                found = self._named("value", others, wanted & asking, said) or self._named("value", others, wanted, said)
                # enum constants do), its value is worked out; of the one asked about, not RE_BACKSLASH_ESCAPE_IN_LISTS
                # "at 1" before it
            if named == ["parent"] and asking & {"class", "function"}:  # the definition holding it is of the kind asked:
                found = [f for f in found if any(t.get("name") == f[0]["parent"] and t.get("kind") in asking
                                                 for t in self)]  # not the dict _default_header_map of an item
                # 'subject' ("which class"), nor the class holding value_parser ("which function")
                if not found and keyed and "value" in self.fields():  # the item's value, when it names one of that kind
                    found = [f for f in self._named("value", [keyed], wanted, said) if any(
                        t.get("name") == f[0]["value"] and t.get("kind") in asking for t in self)]  # UniqueUnstructuredHeader
        elif named:
            return ""
        if not named or valued and not found:  # a field the question names elsewhere ("the number of SIGPROF on MIPS",
            # signal(7)'s table) when it asks for nothing else: not "what tag does NEWS give release 6.0 after its date",
            # "which file holds the licence of X", "which other country"; nor a JFR event's `<test value="...">`
            found = [(r, w, n) for n in self.fields()[:12] if n not in _UNASKED and _said(n, wanted)
                     for r, w, n in self._named(n, [k for k in self.fields() if k != n], wanted, said)
                     if not asking - STOPWORDS - _ATTRIBUTE_WORDS - {w} - set(_words_of(n))]
        if not found and len(named) == 1 and not paired and not valued:
            return self._part_holding(named[0], wanted)  # the record named is a subsection: its section's field
        if len({(f, str(r[f]).rstrip(":")) for r, _, f in found}) == 1:
            found = found[:1]  # one value said twice, once with a colon (compose.dir's two lines for each locale)
        cased = [(r, w, f) for r, w, f in found if any(isinstance(v, str) and v.lower() == w and _re.search(
            rf"(?<!\S){_re.escape(v)}(?=[?!,;]|\s|$)", str(text)) for v in r.values())]
        if len(found) > 1 and len(cased) == 1:  # "the digraph g.?": g.'s row, not G.'s, as the question writes it
            found = cased
        if not found and not named and "version" in self.fields() and (asking & {"release", "releases"} or _re.match(
                r"\s*which\s+(?:[\w-]+\s+)?release(?:['’]s|s)?\b", _asking_sentence(str(text)), _re.I)):  # "Which
            # Nettle release's section ... gives the name libhogweed.so.6.2?"
            return self._mentioning("version", wanted, text=str(text))  # "NEWS mentions .INCLUDE_DIRS just once. In the notes for
            # which release?"
        if not found and not named and {"name", "title"} <= set(self.fields()) and (kinds := asking - STOPWORDS) and \
                (shown := Records([r for r in self if any(_word_in(str(r["title"]), k) for k in kinds)],
                                  self.kind)._mentioning("name", wanted)):
            return shown  # "syscalls(2) lists sram_alloc among the system calls of an architecture port that has since
            # been removed. Which port?": the section titled "Blackfin (port removed in Linux 4.17)" that lists it
        if not found and not named and "code" in asking and "code" not in self.fields():
            return self._mentioning("code", wanted)  # "mentions response.writableFinished in the description of one
            # deprecation. Which deprecation code is it?"
        if len(found) > 1 and "part" in self.fields():  # "which long option of ‘csplit’ is the same as its -z option?":
            quoted = [q.lower() for q in quoted_phrases(said)]  # the -z of the section on csplit
            found = [f for f in found if any(_word_in(str(f[0].get("part", "")), q) for q in quoted)] or found
        if len(found) > 1 and "parent" in self.fields():  # "on what date was perl 5.013011 released": the pair of the
            found = [f for f in found if any(str(f[0].get(n, "")).lower() in wanted for n in ("parent", "entry"))] or \
                found  # table %released, not %delta's entry of that name; "Amiga::Exec ... the entry for perl 5.036000"
        if len(found) != 1:
            return self._jointly_named(wanted, str(text)) or self._keyed_setting(wanted) or \
                self._other_names(asking, str(text)) or \
                self._lines_within(wanted) or \
                self._key_line(wanted, said, names=True) or self._name_parts(wanted) or \
                self._directive(str(text)) or self._numbered_key(wanted, str(text)) or \
                (_aligned_line(said) or _quoted_line(said) if not found and not named and not asking & _GROUPING else "")
        r, key, field = found[0]
        if str(r[field]).strip().lower() == str(key).lower():  # "Which generic family does 40-nonlatin.conf give it
            other = [n for n in r if n != field and n not in _OWN_FIELDS and _said(n, wanted) and  # (Sazanami Gothic) as
                     str(r[n]).strip() and str(r[n]).strip().lower() != str(key).lower()]  # its default?": asked for its
            if len(other) != 1:  # family, the alias gives the name back; the other field the question names, if one
                return ""
            field = other[0]
        if key.isalpha() and (line := self._key_line(wanted, said)):
            return line  # the line holding *.pde, not one a word of the question's wording names
        if self._outside(r, key, wanted, said):
            return ""  # "the colemak_dh variant of the us layout": Polish's colemak_dh is no variant of us
        if _EXPANDING.search(said) and (worked := self._expanded(r, field)) is not None:  # "what does the variable
            value, used = worked  # INCLUDEPY come to once every variable it refers to is substituted?"
            return _worked_out(key, f"{field}, substituted", repr(value), r, field, used)
        numeric = asking & (_NUMBER_WORDS | {"numeric", "integer"})
        target = self._aliased(r, field) if numeric else None
        if target is not None:  # "#define KEY_DIRECTION KEY_ROTATE_DISPLAY", asked what numeric code it comes to
            return f"{r[field].lower()!r}{LOOKED_UP}{field}: {target[field]!r}\n{target!r}\n{REACHED}{key!r}: {r!r})"
        if numeric and (worked := self._evaluated(r, field)) is not None:  # "(SQLITE_BUSY | (2<<8))": 517
            number, used = worked
            return _worked_out(key, field, str(number), r, field, used)
        return f"{key!r}{LOOKED_UP}{field}: {r[field]!r}\n{r!r}"

    def _jointly_named(self, wanted, text):
        """For "What Comment does vim.desktop give for the locale lt?": the value of the one record that values of two
        fields or more the question says name together (`Comment[lt]=...`: the name Comment, which 70 lines have, and
        the index lt, which several have), one value a field; '' else."""
        if "value" not in self.fields():
            return ""
        found = {n: vs for n, vs in self._asked(wanted, text).items() if n != "value"}
        if len(found) < 2 or any(len(vs) != 1 for vs in found.values()):
            return ""
        held = [r for r in self if _keeps(r, found)]
        if len(held) != 1 or held[0].get("value") in (None, ""):
            return ""
        key = " ".join(str(vs[0]) for vs in found.values())
        return f"{key!r}{LOOKED_UP}value: {held[0]['value']!r}\n{held[0]!r}"

    def _expanded(self, r, field):
        """(`r`'s `field` with each $(NAME) or ${NAME} in it replaced by the value of the record named NAME, theirs in
        turn, the records used) or None when it refers to no record; a name no record sets stays as written."""
        values = {str(t.get("name")): t for t in self if t.get("name") and field in t}  # the last setting wins
        used, value = [], str(r[field])
        for _ in range(EVALUATED_DEPTH * 4):
            refs = [m for m in _MAKE_REFERENCE.finditer(value) if (m.group(1) or m.group(2)) in values]
            if not refs:
                break
            for m in reversed(refs):
                t = values[m.group(1) or m.group(2)]
                used += [t] if all(t is not u for u in used) else []
                value = value[:m.start()] + str(t[field]) + value[m.end():]
        return (" ".join(value.split()), used) if used else None

    def _point_holder(self, text):
        """(the code point, the record) of the one record whose range (see _ranges) holds a code point the question
        names as U+XXXX, else None."""
        if "first" not in self.fields():
            return None
        points = set(_re.findall(r"\bU\+([0-9A-Fa-f]{4,6})\b", str(text)))
        if len(points) != 1:
            return None  # "in plane 2 (U+20000 to U+2FFFF)": a range of them, not the one block holding the first
        held = [(w, r) for w in points for r in self if r.get("first") and
                int(r["first"], 16) <= int(w, 16) <= int(r["last"], 16)]
        return held[0] if len(held) == 1 else None

    def _point_lookup(self, text, asking):
        """For a question naming a code point: the field it asks of the range holding it, else that range's other
        column (its name); '' unless one range holds it."""
        if (held := self._point_holder(text)) is None:
            return ""
        word, r = held
        fields = [n for n in r if n not in ("first", "last", "span") and not _RANGE.fullmatch(str(r[n]))]
        field = next((n for n in fields if _said(n, asking)), fields[0] if fields else None)
        if field is None:
            return ""
        return f"{'U+' + word.upper()!r}{LOOKED_UP}{field}: {r[field]!r} (its range {r['first']}..{r['last']} holds it)\n{r!r}"

    def _evaluated(self, r, field, depth=0, memo=None):
        """(the integer a C expression in `r`'s `field` comes to, the records of the names it uses) or None: a #define
        built of others' values with |, <<, + and the like ("#define SQLITE_BUSY_SNAPSHOT (SQLITE_BUSY | (2<<8))" is
        517), each name another record's of the same document, followed EVALUATED_DEPTH names deep (regex.h's chain of
        syntax bits, each the one before shifted left by one: 26), each worked out once (`memo`). None for a plain
        number (no evaluation asked) or anything else."""
        said = str(r.get(field, ""))
        if depth > EVALUATED_DEPTH or not _re.search(r"[|&^~+*<>-]", said) or \
                not _re.fullmatch(r"[\w\s()|&^~+*<>-]+", said):
            return None
        memo = {} if memo is None else memo
        if id(r) in memo:
            return memo[id(r)]
        memo[id(r)] = None  # a name defined by itself, through others, comes to nothing
        values, used = {}, []
        for name in set(_re.findall(r"\b[A-Za-z_]\w*\b", said)) - {"L", "U", "UL", "LL", "ULL"}:
            t = next((t for t in self if t.doc == r.doc and t.get("name") == name and t is not r), None)
            found = None if t is None else _c_integer(str(t.get(field, "")))
            if found is None and t is not None:  # a name defined by others in turn
                found = (self._evaluated(t, field, depth + 1, memo) or (None,))[0]
            if found is None:
                return None
            values[name], used = found, used + [t]
        number = _c_eval(_re.sub(r"\b(0[xX][0-9a-fA-F]+|\d+)[uUlL]+\b", r"\1", said), values)
        memo[id(r)] = None if number is None else (number, used)
        return memo[id(r)]

    def _key_line(self, wanted, said="", names=False):
        """For a question naming a file-name pattern that one line of a file of lines holds as a token of its own
        ("Which filetype does filetype.vim set for files matching *.pde?": `au BufNewFile,BufRead *.pde setf
        arduino`; not 'set cpo&vim', the line a word of its wording names), that line: no field asked names the word
        it sets. With `names`, a name only code writes too (OptimizeForSize, MODULE_X: capitals inside or '_'), that
        one line writes as a name of its own: `def OptimizeForSize : EnumAttr<"optsize", [FnAttr]>;` holds what a
        question asks of it where no field does. '' unless one key is in one record."""
        if not self.kind.startswith("lines"):
            return ""
        keys = [w for w in wanted - _document_words() if _re.search(r"[*?]", w)] + \
            _re.findall(r"(?<!\S)\*[\w.*?-]*\w", said)  # a glob the question's words lose: *.pde
        found = [(w, r) for w in keys for r in self
                 if _re.search(rf"(?<![^\s,;(]){_re.escape(w)}(?![^\s,;)])", r.text, _re.I)]
        if names and not keys:
            texts = dict(_docs())
            found = [(m.group(0), r) for w in wanted - STOPWORDS - _document_words() - _document_stems()
                     if _re.fullmatch(r"\w{4,}", w)
                     for r in self for m in _re.finditer(rf"(?<![\w.-]){_re.escape(w)}(?![\w-])", r.text, _re.I)
                     if _CODE_NAME.fullmatch(m.group(0)) and texts[r.doc][r.at:r.at + 1].strip()]  # at the
            # margin: an indented line's block (`class SMTP:` over `default_port = SMTP_PORT`) says what it is of
        if len({id(r) for _, r in found}) != 1:  # one line, whichever of its words named it
            return ""
        word, r = found[0]
        return f"{word!r} is in this line:\n{r!r}"

    def _directive(self, text):
        """For a question naming a directive as an index writes it, its '=' and case kept ("the unit directive Unit=",
        not the D-Bus property Unit nor the journal field UNIT=), and asking what no field is called ("which manual
        pages"): the one record titled so, its body. '' unless one record is."""
        if "body" not in self.fields():
            return ""
        titled = [r for r in self if (t := str(r.get("title", ""))).endswith("=") and
                  _re.search(rf"(?<![\w.=-]){_re.escape(t)}(?=[\s?,.;:)]|$)", text)]
        if len(titled) != 1:
            return ""
        r = titled[0]
        return f"{r['title']!r}{LOOKED_UP}body: {r['body']!r}\n{r!r}"

    def _numbered_key(self, wanted, text):
        """For a question giving a number that ends a dotted key whose other parts its words all name ("which core
        protocol request has the major opcode 63": XErrorDB's "XRequest.63: X_CopyPlane", not an extension's
        "XRequest.X3D-PEX.63"): that line, its value. '' unless one key is."""
        if "key" not in self.fields() or "value" not in self.fields():
            return ""
        numbers = set(_re.findall(r"(?<![\w.-])\d+(?![\w.-]|\.\d)", text))
        words = {w for w in wanted - STOPWORDS if len(w) >= 4 and w.isalpha()}
        keyed = [r for r in self if (parts := str(r.get("key", "")).split("."))[-1] in numbers and len(parts) > 1 and
                 all(_part_named(p, words) for p in parts[:-1])]
        said = text.lower()
        if len(keyed) != 1 or any(_re.search(rf"(?<![\w-]){_re.escape(p.lower())}(?![\w-])", said) for r in self
                                  if (parts := str(r.get("key", "")).split("."))[-1] in numbers for p in parts[1:-1]):
            return ""  # "which request of the XFree86-DGA extension has the minor opcode 3": not the core's (review)
        r = keyed[0]
        return f"{r['key']!r}{LOOKED_UP}value: {r['value']!r}\n{r!r}"

    def _name_parts(self, wanted):
        """For a question naming a key that records' names hold between underscores ("Which linker flags does the
        Makefile give the extension module _ssl?": MODULE__SSL_LDFLAGS, MODULE__SSL_CFLAGS), those records, narrowed to
        the names that end a part with another word of the question ('flags'), when NAME_PARTS or fewer remain: the
        root reads which is asked ("linker": LD). '' otherwise."""
        if "name" not in self.fields():
            return ""
        keys = [w for w in wanted - _document_words() - _document_stems() if _re.fullmatch(r"_?[a-z0-9]+(?:_[a-z0-9]+)*", w) and
                "_" in w and len(w) > 2]  # _ssl, ssl_ld; not x86_64 of the folder config-3.11-x86_64-linux-gnu
        pairs = [(w, r) for r in self for w in keys if (name := str(r.get("name", "")).lower()) != w and
                 _re.search(rf"(?:^|(?<=_)){_re.escape(w)}(?=_|$)", name)]  # not the item _ssl, nor Modules/_ssl.h
        held = [r for _, r in pairs]
        words = [w for w in wanted - STOPWORDS - set(keys) if len(w) >= 4 and w.isalpha()]
        ends = [sum(any(part.endswith(w) for part in str(r["name"]).lower().split("_")) for w in words) for r in held]
        ending = [r for r, n in zip(held, ends) if n == max(ends, default=0)]  # CFLAGS, LDFLAGS of 'flags': not STATE
        if not 0 < len(ending) <= NAME_PARTS:
            return ""
        shown = {id(r): w for w, r in pairs if any(r is e for e in ending)}  # each record once
        return "\n".join(f"{shown[id(r)]!r} is part of the name of this record:\n{r!r}" for r in ending if id(r) in shown)

    def _lines_within(self, wanted):
        """For a question naming one definition (TestCase.__init__; a name only one definition has) and asking what a
        line of its body says ("Which assert method does TestCase.__init__ register for str?"): the body's lines holding
        a word of the question that one or two of its lines hold, each with its place; its head alone showed a fresh
        read nothing. '' unless one definition is named and some line holds such a word."""
        if "body" not in self.fields() or "kind" not in self.fields():
            return ""
        defined = [r for r in self if r.get("kind") in ("method", "function") and r.get("body") and r.get("name")]
        classes = [r for r in self if r.get("kind") == "class" and r.get("body") and r.get("name")]
        named = [r for r in defined if f"{str(r.get('parent', '')).lower()}.{str(r['name']).lower()}" in wanted] or \
            [r for r in defined if str(r["name"]).lower() in wanted and _re.search(r"_|[a-z][A-Z]", str(r["name"]))] or \
            [r for r in classes if any(w.startswith(f"{str(r['name']).lower()}.") for w in wanted)]  # a member of it:
        # _IPv4Constants._public_network; not the class SMTP of "SMTP over SSL", a word, not a name only code writes
        if len(named) != 1:
            return ""
        r = named[0]
        body = str(r["body"])
        docstring = _re.match(r"\s*(?:[rb]?\"\"\"[\s\S]*?\"\"\"|[rb]?'\'\'[\s\S]*?'\'\')", body)
        lines = [line if not line.lstrip().startswith("#") else "" for line in  # its code, not what its docstring or
                 body[docstring.end() if docstring else 0:].split("\n")]  # comments say ("exclude the TarInfo object")
        own = {str(r["name"]).lower(), str(r.get("parent", "")).lower()}
        members = {w.split(".", 1)[1] for w in wanted
                   if r.get("kind") == "class" and w.startswith(f"{str(r['name']).lower()}.")}
        words = [w for w in sorted(members or wanted - STOPWORDS - _document_words() - own)  # of a class, the member named
                 if _re.fullmatch(r"[a-z_]\w{2,}", w)]
        holding = {w: [i for i, line in enumerate(lines)  # a word of a name too: 'check' of `_check_methods(C, ...)`
                       if _re.search(rf"(?<![^\W_]){_re.escape(w)}(?![^\W_])", line, _re.I)] for w in words}
        picked = sorted({i for held in holding.values() if 1 <= len(held) <= 2 for i in held})[:LINES_WITHIN]
        if not picked:
            return ""
        text = dict(_docs())[r.doc]
        head = f"{r.get('parent')}.{r['name']}" if r.get("parent") else str(r["name"])
        shown = [f"{len(picked)} line(s) of the {r['kind']} {head} (line {r.line}) holding "
                 f"{', '.join(repr(w) for w in words if any(i in picked for i in holding[w]))}:"]
        for i in picked:  # with the lines its brackets go on to: "return _check_methods(C, '__iter__', '__next__',"
            said = " ".join(lines[k].strip() for k in _statement_lines(lines, i))  # and its "'send', 'throw', 'close')"
            at = text.find(lines[i].strip(), r.at)
            shown.append(str(Hit(said, at, at, said, r.doc)) if at >= 0 else said)
        return "\n".join(shown)

    def hopped(self, words=(), text=""):
        """For a count that hops from the record a word of its first sentence names ("names OSF1002011D as an alias of a
        character set. How many aliases does the file list for that character set in all, OSF1002011D included?",
        "assigns the locale zh_SG.gb2312 a Compose file. How many locale names share that same file?"): the block counting
        the names of the records of the start's kind (its parent, or the line's kind: 'alias') that share the start's
        other name (a pair's other column, an item's value), the start counted; [] unless one record is named and it
        has one other name. Of identifiers a release cites, those of the release citing the one named (see _cited)."""
        keys = {str(w).lower() for w in words}
        if (cited := self._cited_with(keys, text)) is not None:
            return cited
        measures = self._measures(set(_re.findall(r"[\w-]+", str(text).lower())))
        if _ONE_SAID.search(str(text)) and len(measures) == 1 and (held := self._one_holding(measures[0], keys)):
            return [held]  # "Exactly one function prototype ... has a parameter named out_desc. How many parameters does
            # that prototype declare?": a field of the one record holding the start, no records counted
        if len(measures) == 1 and (held := self._head_holding(measures[0], keys, str(text))):
            return [held]  # "holds the permission java.lang.RuntimePermission "modifyThread". How many permission
            # entries does that block list in all?"
        keys |= {_trimmed(k) for k in keys if "://" in k}  # a URL's last '/', which _trimmed takes off a value too
        kinds = self._kind_fields() | {"parent", "kind"} & set(self.fields())
        shorts = _hop_keys(text)  # "replaces the character Ǳ with some text. How many ... that same text?": as written
        starts = [(r, n) for r in self for n, v in r.items() if n not in kinds and isinstance(v, str) and v and
                  (_trimmed(v).lstrip("$") in keys or v in shorts)]  # $SYSTEMD_VIRTUALIZATION, an environment variable
        keyed = []  # the fields of two keys naming one line: "device 98E4 revision C2" of amdgpu.ids' 26 lines of 98E4
        if len({tuple(map(_trimmed, r.values())) for r, n in starts}) != 1:  # one line, said twice in compose.dir
            starts = _keyed_by_all(starts)  # ('zh_CN/Compose' and 'zh_CN/Compose:')
            keyed = list(dict.fromkeys(n for _, n in starts))
            if not starts:
                return []
        start, named = next(((r, n) for r, n in starts if n == "name"), starts[0])  # a POD item's name, not its title
        keyed = keyed or [named]
        others = ["value"] if named in ("name", "key") and start.get("value") not in (None, "") else \
            [m for m, v in start.items() if m not in kinds and m not in keyed and isinstance(v, str) and v and " " not in v
             and v != start[named]]  # not the title a man page's entry is named by
        if len(keyed) > 1:  # of a line two keys name, the field the question says: "that same product name"
            others = [m for m in start if m not in kinds and m not in keyed and _said(m, set(_re.findall(r"[a-z0-9]+", str(text).lower())))]
        if not others and _re.search(r"\b(?:under|in|of|with) (?:that|the same)\b", str(text)):  # a line's group of
            others = [k for k in self._kind_fields() if start.get(k) not in (None, "")]  # few values, shared: "lists
            kinds -= set(others)  # the mirror ... under a country code. How many mirrors does it list under that code?"
        if len(others) != 1:
            return []
        link = others[0]
        if link == "key" and (group := self._group_hop(start, named, text)):
            return [group]
        if len(linked := [r[link] for r in self if r.get(link) not in (None, "")]) == len(set(map(str, linked))):
            return []  # a field each record has its own value of (an X resource's key) links no records: XErrorDB's
            # "the error XF86VidModeBadClock ... how many requests of that extension" was counted 1
        same = "".join(f" and r.get({k!r}) == {start[k]!r}" for k in sorted(kinds) if start.get(k) not in (None, ""))
        if start.get("part") and "part" not in kinds and _phrase_in(str(start["part"]).lower(), " ".join(str(text).lower().split())):
            same += f" and r.get('part') == {start['part']!r}"  # "entries of its ENVIRONMENT VARIABLES section"
        pieces = [p for v in map(str, linked) for p in v.split(", ")]
        listed = len(pieces) > len(linked) and sum(p in set(map(str, linked)) for p in pieces) * 2 >= len(pieces)
        test = f"that in str(r.get({link!r}, '')).split(', ')" if listed else f"r.get({link!r}) == that"  # a man page
        # index's entries, each citing one page or several ("systemd.path(5), systemd.timer(5)")
        picked = " and ".join(f"s.get({k!r}) == {start[k]!r}" for k in keyed)
        counted = f"[r for r in records() if {test}{same}]" if len(keyed) > 1 and _LINES_COUNTED.search(str(text)) else \
            f"{{r[{named!r}] for r in records() if {test}{same}}}"  # the lines, where the line is named by two keys
        return [f"that = [s[{link!r}] for s in records() if {picked}][0]; print(len({counted}))"]

    def _group_hop(self, start, named, text):
        """For a count hopping from a line keyed by a dotted group ("XProtoError.XFree86-VidModeExtension.0:
        XF86VidModeBadClock") to the lines of another kind in the same group ("How many requests of that extension does
        it name?": XRequest.XFree86-VidModeExtension.n): the block counting them; '' unless one other kind is named."""
        parts = str(start["key"]).split(".")
        if len(parts) != 3:
            return ""
        words = {w for w in _re.findall(r"[a-z][\w-]*", str(text).lower()) if len(w) >= 4}
        words |= _stems(words)
        heads = {k.split(".")[0] for r in self if (k := str(r.get("key", ""))).count(".") == 2 and k.split(".")[1] == parts[1]}
        kinds = [h for h in heads if h != parts[0] and any(h.lower().endswith(w) for w in words)]
        if len(kinds) != 1:
            return ""
        return f"that = {kinds[0] + '.'!r} + [s['key'] for s in records() if s.get({named!r}) == {start[named]!r}][0]" \
               f".split('.')[1]; print(len([r for r in records() if str(r.get('key', '')).rsplit('.', 1)[0] == that]))"

    def _mentioning(self, field, wanted, one=False, text=""):
        """The `field` of the one record holding `field` whose text names an identifier of the question (a release's
        notes naming .INCLUDE_DIRS, its date 2017-02-06), not as the value asked (the release 6.0 of "which release
        immediately preceded 6.0"); any word of it where the question says `one` record does ("Exactly one variant ...
        puts the keysym igrave on a key": 'igrave'); '' unless one such word is in one such record."""
        issue = lambda w: f"#{w}" in _asking_sentence(text)  # not "... closes Debian bug #1017791. What release date
        # does NEWS give for that upstream version?": the upload it names is where the hop starts
        keys = [w for w in wanted - STOPWORDS - _document_stems() - _document_words()
                if (_IDENTIFIER.search(w) or w.startswith("--")  # --compatibility-flags;
                                                                     or one and len(w) >= 4 and w.isalpha()
                                                                     or len(w) >= 4 and w.isdigit() and issue(w))  # an issue
                                                                     # the asking sentence writes so: "fd.o #86194"
                and sum(w in r.text.lower() for r in self) <= MENTIONS]  # not 'node.js', which a thousand records say
        value = (lambda r: r.get(field) if field in r else _title_code(r)) if field == "code" else \
            (lambda r: r.get(field))  # "Which deprecation code is it?" of records titled "DEP0136: `http` `finished`"
        found = [(w, r) for w in keys for r in self if value(r) not in (None, "") and str(value(r)).lower() != w
                 and not _titled_by(r, w)  # DEP0116's own record ("DEP0116: Legacy URL API") mentions no other
                 and _re.search(rf"#{w}(?!\w)" if w.isdigit() and issue(w) else
                                rf"(?<![\w#/-]){_re.escape(w)}(?![\w-])(?!\]:)",
                                r.text, _re.I)]  # a number only as an issue's ("fd.o #86194"); not a Markdown
        # link's definition, "[CVE-2009-0789]: https://...#CVE-2009-0789"
        if one:  # a word in the one record, as the question says: not 'name' nor xkb_symbols, in every one; a plain
            said = " ".join(str(text).split())  # word as the question writes it, not one it negates ("a variant
            negated = {w.lower() for m in _re.finditer(r"\b(?:not|no|without|never)((?:\s+[\w-]+){1,3})", said, _re.I)
                       for w in m.group(1).split()}
            found = [(w, r) for w, r in found if _IDENTIFIER.search(w) or w.startswith("--") or w not in negated and any(
                _re.search(rf"(?<![\w-]){_re.escape(x)}(?![\w-])", r.text) for x in _re.findall(
                    rf"(?<![\w-]){_re.escape(w)}(?![\w-])", said, _re.I))]  # without any dead key"): igrave, not Igrave
            named = Counter(w for w, _ in found)
            found = [(w, r) for w, r in found if named[w] == 1]
        phrases = [q for q in quoted_phrases(str(text)) if len(q) >= QUOTED_CHANGE]
        holding = [(q, r) for q in phrases for r in self if value(r) not in (None, "") and
                   " ".join(q.lower().split()) in " ".join(r.text.lower().split()) and
                   str(value(r)).strip().lower() != q.strip().lower()]  # not the phrase given back as its own name
        if len(found) != 1 and len(holding) == 1:  # "NEWS lists the change "gtk-doc: DOC_SOURCE_DIR is relative to
            found = holding  # builddir". On what date was the release that lists it published?": the one holding it
            # whole, where its names are in two
        if len(found) != 1:
            return ""
        word, r = found[0]
        return f"{word!r}{MENTIONED}{field}: {value(r)!r}\n{r!r}"

    def _kind_pair(self, wanted):
        """(record, word, column) of a headerless table's one line that a word of the question names, where the line
        is a kind and a pair of names of one form (gconv-modules' `alias IBM915// ISO-8859-5//`, a trailing '//' aside):
        the other name of the pair. None unless one line is named, and it holds two names besides its kind (a module's
        line, `module FROM// TO// FILE COST`, says more than one thing of its name)."""
        kinds = self._kind_fields()
        hits = [(r, n) for r in self for n, v in r.items() if n not in kinds and isinstance(v, str) and v and _trimmed(v) in wanted]
        if len(hits) != 1:
            return None
        r, n = hits[0]
        names = [m for m, v in r.items() if m not in kinds and v not in (None, "")]  # a size (pip's RECORD) says more
        tail = lambda v: v[len(v.rstrip("/:;,")):]
        other = [m for m in names if m != n and isinstance(r[m], str) and " " not in r[m] and tail(r[m]) == tail(r[n])]
        return (r, _trimmed(r[n]), other[0]) if len(names) == 2 and len(other) == 1 else None

    def _kind_fields(self):
        """The fields of few values, each a word: what kind a line is ('alias', 'module' of gconv-modules)."""
        return {n for n in self.fields()[:12] if (few := self.values(n)) and all(str(v).isalpha() for v in few)}

    def _section_naming(self, asking, text):
        """For "under which section heading is the field TID described?" over a document whose records are its
        sections (a man page's, without subsections, or its subsections when asked for one): the title of the one
        section whose text names an identifier of the question (TID, MESSAGE_ID, the capability smcup) as a word, case
        and all; '' unless one identifier is in one section only, or the question asks for no section."""
        if not asking & {"section", "heading", "part", "chapter", "subsection"} or "title" not in self.fields() or \
                "part" in self.fields() and "subsection" not in asking and not _OWN_HEADING.search(text) or \
                any(_said(n, asking) for n in self.fields()[:12] if n not in _UNASKED and n != "part"):  # "which
            return ""  # subsection of terminfo(5) mentions the capability smcup": a subsection's own title; "which
        # section number ... the ENABLED_ROLES view": its number, not its title
        keys = {w for w in _re.findall(r"[A-Za-z_][\w]*", text)
                if _re.fullmatch(r"[A-Z][A-Z\d_]+|\w*[a-z][A-Z]\w*|\w+_\w+", w)} | \
            set(_KIND_NAMED.findall(text)) | set(_FUNCTION_NAMED.findall(text))  # "the capability smcup": a name
        # in lower case, after its kind; "the function mktemp()": one written as a call
        keys = {w for w in keys if w.lower() not in _document_words()}  # "findutils' NEWS": the file, named in a section
        found = {(w, i) for w in keys for i, r in enumerate(self)
                 if r.get("title") and _re.search(rf"(?<![\w-]){_re.escape(w)}(?![\w-])", r.text)}
        if len(found) != 1:
            return ""
        word, i = found.pop()
        return f"{word!r} in its text{LOOKED_UP}title: {self[i]['title']!r}\n{_clipped(self[i].text, 300)}"

    def _literal_holder(self, asking, text):
        """For "Which palette in Rich's _palettes.py holds the RGB triple (85, 85, 255)?": the group (section, parent,
        part) of the records whose text holds what the question writes as it is (a quoted phrase, a tuple of numbers),
        when the kind it asks for names the groups (STANDARD_PALETTE) or the group's field. '' unless all such
        records are of one group."""
        for literal in quoted_phrases(text) + _TUPLE.findall(text):
            pattern = _re.compile(r"\s*".join(_re.escape(p) for p in literal.split()) if " " in literal else
                                  _re.escape(literal))
            hits = [r for r in self if pattern.search(r.text)]
            for name in [n for n in self.fields() if n in _CONTAINING - {"kind", "path"}]:
                values = {str(r.get(name) or "") for r in hits}
                if len(values) != 1 or "" in values:
                    continue
                value = values.pop()
                parts = {p.lower() for p in _re.split(r"[\W_]+", value)}
                if name in asking or any(len(w) >= 4 and w in parts for w in asking - _document_words()):  # not 'cmake'
                    # of "which CMake policy" in cmake-policies(7), a word of the document's name
                    return f"{literal!r}{MENTIONED}{name}: {value!r}\n" + "\n".join(repr(r) for r in hits[:3])
        return ""

    def _described(self, text, asking=frozenset()):
        """For "Which exit status value does the mount(8) man page give for "problems writing or locking /etc/mtab"?":
        the name of the one entry whose whole text (its body) the question quotes. '' unless one is."""
        asked = _asking_sentence(text)  # not "names one variant "Serbo-Croatian (US)". Which codes ... does evdev.xml
        for quote in quoted_phrases(asked) + _LONG_QUOTE.findall(asked):  # list for that variant?": where a hop starts
            said = " ".join(quote.split()).lower().rstrip(".")
            bodies = [(r, [" ".join(str(r.get(n, "")).split()).lower().rstrip(".") for n in ("body", "description")])
                      for r in self if r.get("name") not in (None, "")]
            found = [r for r, said_there in bodies if said in said_there] or \
                [r for r, said_there in bodies if len(said) >= QUOTED_SENTENCE and any(said in b for b in said_there)]
            # "describe with the words "A special target unit that unmounts all mount and automount points on system
            # shutdown."": the first sentence of umount.target's entry
            if len(said) >= 12 and len(found) == 1:  # a #define's comment too: "set if the tracing process can't force
                # CLONE_PTRACE on this clone" is CLONE_UNTRACED's, not CLONE_PTRACE the quote names
                field = next((n for n in found[0] if n != "name" and _said(n, asking)), "name")  # "what hex value does it
                # give the flag whose comment reads ...": its value (review); mount(8)'s exit status 16, its name
                return f"{quote!r}{MENTIONED}{field}: {found[0][field]!r}\n{found[0]!r}"
        return ""

    def _quote_heading(self, wanted, asking, text):
        """For "Under which ### heading does the release 117.0.0 ... list the change "Connection-based load balancing
        commands are now in beta."?" or "Under which section heading of the release Python 3.8.0 beta 1 does NEWS list
        the change bpo-36965?": the title of the one section whose body holds the quoted text or the identifier, of
        those held by the release whose version the question says when several hold it. '' unless one is left."""
        if self.kind in ("entries", "directives") and "head" in self.fields() and \
                _re.match(r"\s*(?:in|under|within|inside)\s+which\b", _asking_sentence(text), _re.I):
            quotes = [" ".join(q.split()).lower() for q in quoted_phrases(text) if len(q) >= QUOTED_CHANGE]
            found = [r for r in self for q in quotes[:1] if q in " ".join(str(r.get("body", "")).split()).lower()]
            return f"{quotes[0]!r}{MENTIONED}head: {found[0]['head']!r}\n{found[0]!r}" if len(found) == 1 else ""  # "In
            # which module's grant block does default.policy have the comment "Needed for reading PKCS11 ..."?"
        if self.kind != "sections" or not asking & {"heading", "section", "subsection"} or "number" in asking:
            return ""  # "under which section number does the sed FAQ cover ...": a number, not a heading
        said = self._releases_said(text)
        keys = [(q, " ".join(q.split()).lower().rstrip(".")) for q in quoted_phrases(text)] + \
            [(w, None) for w in sorted(wanted) if _re.fullmatch(r"[a-z]+-?\d{3,}", w)]  # bpo-36965, a change's issue
        for key, quote in keys:
            if quote is not None and (len(quote) < 12 or any(_whole_value(r, quote) for r in self)):
                continue  # a title quoted names its own section ("Microsoft Windows (Win3x, ...)"), not one listing it
            found = [r for r in self if (quote in " ".join(str(r.get("body", "")).split()).lower() if quote else
                                         _word_in(str(r.get("body", "")), key))]
            if len(found) > 1:
                found = [r for r in found if str(r.get("part")) in said]
            if len(found) == 1:
                under = f"\n(under {found[0]['part']!r})" if found[0].get("part") else ""
                return f"{key!r}{MENTIONED}title: {found[0]['title']!r}\n{found[0]!r}{under}"
        return ""

    def _label_over(self, asking, text):
        """For "Under which heading of its release does D-Bus's NEWS cite fd.o #86162?" over releases whose items run
        under labels in their text, no sections of their own (D-Bus's "Enhancements:", findutils' outline "** Bug
        Fixes"): the last label over the one place a release's text holds the question's issue number ("#86162") or
        change key (bpo-36965), its colon dropped. '' unless one release holds it once and a label is over it."""
        if self.kind not in ("sections", "entries") or "version" not in self.fields() or \
                not asking & {"heading", "section", "subsection"} \
                or asking & {"release", "version", "releases"} or not _re.search(r"\bof\s+(?:its|the)\s+release\b", text):
            return ""  # "which section of NEWS cites ...": a release, not the label in it (review)
        keys = [r"\s+".join(map(_re.escape, k.split())) for k in _re.findall(r"#\d{3,}|\b[a-z]+-\d{3,}\b", text) or
                [q for q in quoted_phrases(text) if len(q.split()) >= 3]]  # or the change it quotes whole, wrapped
        # over lines as it may be
        texts = dict(_docs())
        releases = sorted((r for r in self if r.get("version")), key=lambda r: (r.doc or 0, r.at))
        spans = [(r, texts[r.doc][r.at:nxt.at if nxt is not None and nxt.doc == r.doc else None])
                 for r, nxt in zip(releases, releases[1:] + [None])]
        for key in keys if len(keys) == 1 else ():
            held = [(r, m) for r, body in spans for m in _re.finditer(rf"(?<![\w-]){key}(?!\w)", body)]
            if len(held) != 1:
                return ""
            r, m = held[0]
            said = texts[r.doc]
            start = said.rfind("\n", 0, r.at + m.start()) + 1  # the item's line: a label bulleted as far in as its own
            bullet = _re.match(r"[ \t]*(?=[-*][ \t])", said[start:])  # bullet is a sibling of it, no label over it
            labels = [b for b in _LABEL_LINE.finditer(said, r.at, r.at + m.start()) if bullet is None or
                      not _re.match(r"[ \t]*[-*][ \t]", b.group(0)) or  # Nettle's "<TAB>Optimizations:" over "<TAB>* ..."
                      len(_re.match(r"[ \t]*", b.group(0)).group(0)) < len(bullet.group(0))]
            if labels:
                label = next(g for g in labels[-1].groups() if g)
                return f"{' '.join(m.group(0).split())!r}{MENTIONED}heading: {label!r}\n{labels[-1].group(0).strip()}\n" \
                       f"{r!r}"
        return ""

    def _names_listed(self, counted, text):
        """The block counting the quoted names one record's body lists ("How many names does the _makecodes call that
        builds ATCODES list?": `ATCODES = _makecodes('AT_BEGINNING', ...)`), the record the one whose head starts with a
        name the question writes as the head does; '' unless it counts names or items and one record is so named."""
        if not {str(w).lower() for w in counted} & (_ITEM_WORDS | {"names", "strings", "elements", "members", "values"}):
            return ""
        said = set(_re.findall(r"[\w.]+", str(text)))
        named = [r for r in self if isinstance(r.get("body"), str) and r.get("head") and
                 (m := _re.match(r"\s*([A-Za-z_][\w.]*)", str(r["head"]))) and m.group(1) in said and
                 len(m.group(1)) >= 3 and _quoted_lists(r["body"]) and list_items(r["body"])]
        return f"print(len(list_items(next(r['body'] for r in records() if r.get('head') == {named[0]['head']!r}))))" \
            if len(named) == 1 else ""

    def _comment_asked(self, wanted, text):
        """The comment the question asks for, written just above a record it names or beside a word of it; ''."""
        return self._comment_above(wanted, text) or _comment_beside(wanted, text)

    def _commented_items(self, wanted, text):
        """For "Which families does 65-nonlatin.conf prefer for monospace with the comment "han (ja)" beside them?",
        "How many of the families it prefers for monospace carry the comment "thai"?": the items of one record written
        with that comment after them (`<family>MS Gothic</family> <!-- han (ja) -->`), counted. The record is the one
        of those holding such items that a word of the question names by a field's whole value ('monospace'); '' unless
        the question quotes the comment and one record is so found."""
        if not _re.search(r"\bcomments?\b", text) or set(_re.findall(r"\w+", text.lower())) & _NEXT_WORDS or \
                _DIRECTLY_PLACED.search(text) or _re.search(r"\b(?:without|not|other than|except|no)\b", text, _re.I):
            return ""  # "the families without the comment", "right before the one with the comment": others
        quoted = {q.strip().lower() for q in quoted_phrases(text)}
        holding = [(r, pairs) for r in self if len(pairs := _item_comments(r.text)) >= 2 and  # a list's items, not a
                   any(c.strip().lower() in quoted for _, c in pairs)]  # line's own comment
        named = [(r, pairs) for r, pairs in holding if any(isinstance(v, str) and v.lower() in wanted and
                                                           v.lower() not in quoted for v in r.values())]
        found = named if len(named) == 1 or len(holding) > 1 else holding
        if len(found) != 1:
            return ""
        r, pairs = found[0]
        items = [i for i, c in pairs if c.strip().lower() in quoted]
        comment = next(c for _, c in pairs if c.strip().lower() in quoted)
        return f"{len(items)} items of this record{COMMENTED}{comment.strip()!r}: {', '.join(items)!r}\n{r!r}"

    def _comment_above(self, wanted, text):
        """For "... a <policy user="root"> block lets root send to the interface org.freedesktop.DBus.Monitoring. What does
        the XML comment just above that block say?": the comment written right above the records whose text holds a
        key the question names (the block, or the element inside it), when those records have one such comment among
        them; '' unless the question asks what a comment above or over something says."""
        if not _COMMENT_ABOVE.search(str(text)):
            return ""
        said = wanted - _document_stems() - STOPWORDS  # not "system.conf", the file
        names = {str(r.get(n)).lower() for r in self for n in ("name", "key") if r.get(n)}
        texts = dict(_docs())
        for keys in ([w for w in said if len(w) >= 4 and _keylike(w)], [w for w in said if w in names]):  # a key, else
            above = {}  # a record's name ("the timeout setting")
            for r in self:
                held = [k for k in keys if _re.search(rf"(?<![\w.-]){_re.escape(k)}(?![\w-])", r.text, _re.I)]
                if len(held) == 1 and isinstance(texts.get(r.doc), str) and \
                        (comment := _comment_before(texts[r.doc], r.at)):
                    above.setdefault(comment, (held[0], r))
            if above:
                break
        if len(above) != 1:
            return ""
        comment, (key, r) = next(iter(above.items()))
        return f"{key!r}{MENTIONED}comment just above it: {comment!r}\n{location(r.at, r.doc, r.part)} " \
               f"{_clipped(r.text, RECORD_CHARS)}"

    def _container(self, text):
        """For "CS7 is one of the values of a mask #defined just above it": the record the named one's `parent` names
        (termbits.h's CSIZE over CS5 ... CS8), placed as the one holding it; '' unless the question says so, and a note
        placing nothing unless one record is so named and its parent is one record."""
        said = ONE_OF.search(text)
        if said is None:
            return ""
        key, kind = said.group(1), said.group(2).lower()
        if _re.search(rf"\b(?:before|after|below|above|follows|precedes|next to)\s+(?:that|the|this)\s+{_re.escape(kind)}\b",
                      text[said.end():], _re.I):
            return ""  # "Which constant is #defined right before that mask?": placed from the mask, not the mask
        named = [r for r in self if str(r.get("name", "")).lower() == key.lower() and r.get("parent")]
        holders = [h for h in self if len(named) == 1 and h.get("name") == named[0]["parent"] and h is not named[0]]
        if len(holders) != 1:  # not the record next to it, which a place word ("just above it") would pick
            return f"no one record is known to hold {key.lower()!r} among its values"
        return _placed(holders[0], f"the {kind} that names {key.lower()!r} among its values{PLACED_AS}name: "
                                   f"{holders[0]['name']!r}")

    def _list_place(self, text):
        """For "Counting from 0 in the order the names are written, what integer code does OPCODES assign to
        POSSESSIVE_REPEAT?" (re/_constants.py's `_makecodes('FAILURE', 'SUCCESS', ...)`, which numbers its names as it
        lists them): the name's place in the one quoted list of QUOTED_ITEMS or more holding it once, counted from where
        the question starts; '' unless it says where counting starts and one word of it is in one list so."""
        start = _COUNTED_FROM.search(text)
        if start is None:
            return ""
        base = 0 if (start.group(1) or start.group(2)).lower() in ("0", "zero") else 1
        said = set(_re.findall(r"[\w.:/+-]+", text))
        lists = [(r, runs[0]) for r in self for runs in [_quoted_lists(r.text)] if runs and len(runs) == 1]
        held = [(r, items, w) for r, items in lists for w in said if items.count(w) == 1]  # a record of two lists: which
        # one the count runs over is not known
        if len(held) != 1:
            return ""
        r, items, word = held[0]
        return f"{word!r}{LOOKED_UP}{LIST_PLACE}{base}: {str(items.index(word) + base)!r}\n" \
               f"{location(r.at, r.doc, r.part)} {_clipped(' '.join(r.text.split()), 300)}"

    def _page_cited(self, wanted, asking):
        """For "Which man page does hier(7) cite in its entry for /dev?": the one "name(section)" the text of the one
        record a word of the question names holds ("See mknod(1) for ..."), no field of it. '' unless a page is asked,
        one record named and one page cited there."""
        if not asking & {"page", "pages"} or not (named := _named(self, wanted)) or len(named[1]) != 1:
            return ""
        word, (r,) = named
        pages = {m.group(0) for m in _MAN_PAGE.finditer(r.text)} - {m.group(0) for m in _MAN_PAGE.finditer(word)}
        return f"{word!r}{MENTIONED}page cited: {pages.pop()!r}\n{r!r}" if len(pages) == 1 else ""

    def _other_names(self, asking, text):
        """For "what is the short form of the pattern ?automatic?", "which long option of ls is the same as -a?": the
        other name an entry whose title lists its names apart by ', ' gives beside the one the question writes as it
        stands there, case and all (apt-patterns(7)'s "?automatic, ~M", "?architecture(WILDCARD), ~rWILDCARD"; ls(1)'s
        "-a, --all", where -A is another entry): the shortest or longest as the question asks, else all the others.
        '' unless the question asks for a form, an option, a name, an alias or a synonym and one entry is so named."""
        if not (_FORM_NAMED.search(text) or _OTHER_NAME.search(text)) or "title" not in self.fields() or \
                set(_re.findall(r"\w+", text.lower())) & _NEXT_WORDS or _DIRECTLY_PLACED.search(text) or \
                _CONTRASTED.search(text):
            return ""  # "which pattern is described right after it": another entry, placed from this one; "which option
            # is like -a but ...": another entry, which -a only describes
        found = _title_named(self, text)
        if not found:
            return ""
        name, (r,) = found
        others = [n for n in _entry_names(r) if n != name]
        sizes = {m.group(1).lower() for m in _FORM_NAMED.finditer(text) if not text[m.end():].lstrip().startswith(name)}
        if len(sizes) == 1:  # "which pattern has the short form ~r? Give its long name": long, the one not given
            others = [(min if sizes == {"short"} else max)(others, key=len)]
        return f"{name!r}{LOOKED_UP}other name{'s' if len(others) > 1 else ''}: {', '.join(others)!r}\n{r!r}"

    def _short_keyed(self, asking, text):
        """For "ps(1) lists t among its obsolete sort keys, with which long name?", "Which standard format specifier (the
        NORMAL column) does ps(1) give for the AIX format descriptor %P?": the field asked of the one record a key too
        short to be a word names, as written (t and T, %p and %P are other rows; the words of a question are
        lower-cased); in a list of pairs (unaccent.rules' "ǅ Dz": "What does unaccent.rules replace the character ǅ
        with?"), the other of the pair. '' unless one field is asked and one record named."""
        keys = _short_keys(text)
        if not keys:
            return ""
        fields = [n for n in self.fields() if n not in _UNASKED and _said(n, asking)]
        fields = [n for n in fields if n not in ("name", "key")] or fields or \
            [n for n in self.fields() if _re.search(rf"(?<![\w-]){_re.escape(n)}\s+column\b", text)] or \
            (["column2"] if self.fields() == ["column1", "column2"] else [])  # "which long name": LONG, not every
        # record's name; "(the NORMAL column)"
        if len(fields) != 1:
            return ""
        found = [(k, r) for k in keys for r in self if fields[0] in r and any(v == k for n, v in r.items() if n not in fields)]
        if len(found) != 1:  # ps(1)'s option t has no LONG name
            return ""
        (key, r), field = found[0], fields[0]
        return f"{key!r}{LOOKED_UP}{field}: {r[field]!r}\n{r!r}"

    def _pattern_filled(self, wanted, text):
        """For "What nickname does NEWS give the release 1.9.4 (The “...” release)?": what the one record a key of the
        question names (a version, an identifier) holds where the pattern the question writes says "..." (D-Bus's "The
        “extra-sturdy caramel” release."), no field of it. '' unless the asking sentence asks what or which and that
        record holds the pattern filled once."""
        asking = _asking_sentence(text)
        if not _re.match(r"\s*(?:what|which)\b", asking, _re.I):
            return ""
        patterns = [p for p in _PATTERN.findall(asking) if _re.search(r"\w", _ELLIPSIS.sub("", p))]
        if len(patterns) != 1 or not (keyed := self._keyed_record(wanted)):  # most questions: no record read
            return ""
        r, key = keyed
        parts = [_re.sub(r"\\\s+", r"\\s+", _re.escape(p)) for p in _ELLIPSIS.split(patterns[0])]
        form = "([^\n\"“”‘’]{1,80}?)".join(_re.sub(r"\\?[\"“”‘’']", "[\"“”‘’']", p) for p in parts)
        fills = {m.group(1).strip() for m in _re.finditer(rf"(?<!\w){form}(?!\w)", " ".join(r.text.split()), _re.I)}
        if len(fills) != 1:
            return ""
        return f"{key!r}{LOOKED_UP}{_ELLIPSIS.search(patterns[0]).group(0)} of {patterns[0]!r}: {fills.pop()!r}\n{r!r}"

    def _keyed_record(self, wanted):
        """(the record, its key) of the one record a key of the question (a version, an identifier) names by a field's
        whole value; None unless one does."""
        named = {id(r): (r, str(v)) for r in self for n, v in r.items() if n not in _UNASKED and isinstance(v, str)
                 and v.lower() in wanted and (_keylike(v) or _re.search(r"\d", v))}
        return next(iter(named.values())) if len(named) == 1 else None

    def _shape_filled(self, wanted, text):
        """For "What shared library name does Nettle's NEWS give libnettle in its section for the 2.4 release? Give the
        full name, as libnettle.so.N.N.": what the one record a version or key of the question names writes in the shape
        the question gives, N a number ("libnettle.so.4.3"). '' unless the question gives one such shape and that
        record writes one name of it."""
        shapes = [m.group(0) for m in _NUMBER_SHAPE.finditer(text)]
        if len(shapes) != 1 or not (keyed := self._keyed_record(wanted)):
            return ""
        r, key = keyed
        form = r"\d+".join(map(_re.escape, _re.split(r"(?<![^.\-_])N(?![^.\-_])", shapes[0])))
        fills = set(_re.findall(rf"(?<![\w.]){form}(?![\w]|\.\d)", r.text))
        return f"{key!r}{LOOKED_UP}{shapes[0]}: {fills.pop()!r}\n{r!r}" if len(fills) == 1 else ""

    def _of_value(self, text):
        """For a question asking which name has a value it gives ("... has the value 0x18"): the one record of names
        and values whose value that is, its name; '' unless one is."""
        said = _re.search(r"\bhas the value\s+([^\s?,;]+?)[.]?(?=[\s?,;]|$)", text)
        if not said or not {"name", "value"} <= set(self.fields()):
            return ""
        found = [r for r in self if str(r.get("value", "")).lower() == said.group(1).lower()]
        return f"{said.group(1)!r}{LOOKED_UP}name: {found[0]['name']!r}\n{found[0]!r}" if len(found) == 1 else ""

    def _holder_lookup(self, wanted, text):
        """For a question asking which thing holds a member it names ("which structure shape has a member named
        FunctionCount?") over nested records with their paths (JSON's "shapes.AccountUsage.members.FunctionCount"): the
        holder, the step of the path over the member's container ('members'); '' unless one record is named."""
        if "keys" not in self.fields() or not _HOLDER_ASKED.search(text):
            return ""
        named = [r for r in self if len(str(r.get("keys", "")).split(".")) >= 3 and
                 (key := str(r.get("key", r.get("name", "")))).lower() in wanted and _keylike(key)]
        if len(named) != 1:
            return ""
        r = named[0]
        path = str(r["keys"]).split(".")
        holder = path[-3] if path[-2] == r.get("parent") and path[-2].lower() in _CONTAINERS else path[-2]
        return f"{path[-1]!r}{LOOKED_UP}holder: {holder!r}\n{r!r}\n(its path: {r['keys']!r})"

    def _comment_over(self, wanted, asking):
        """For a file of lines grouped under comment lines (XErrorDB's "! Input extension, an X Consortium standard")
        asked which comment a line is under: that comment, over the one line whose field is a key the question names
        ("X_ListDeviceProperties"); '' unless one line is and a comment heads it."""
        if not self.kind.startswith("lines") or not asking & {"comment", "comments"} or "part" in self.fields():
            return ""
        named = {id(r): (v, r) for r in self for v in r.values() if isinstance(v, str) and v.lower() in wanted and
                 _keylike(v)}
        if len(named) != 1:
            return ""
        key, r = next(iter(named.values()))
        part = _part(r.doc, r.at)
        return f"{key!r}{LOOKED_UP}comment over it: {part!r}\n{location(r.at, r.doc, part)} " \
               f"{_clipped(r.text, RECORD_CHARS)}" if part else ""

    def _aliased(self, r, field):
        """The record of the same document whose name is `r`'s `field` and whose own `field` is a number (a #define
        naming another: "#define KEY_DIRECTION KEY_ROTATE_DISPLAY"), else None."""
        named = [t for t in self if t.doc == r.doc and t is not r and t.get("name") == r.get(field) and
                 _figure_of(t.get(field)) is not None]
        return named[0] if len(named) == 1 and _figure_of(r.get(field)) is None else None

    def within(self, words=(), asked=(), text=""):
        """For a question that hops ("lists the commit 1aec718619 in one release. On what date was that release
        made?"): the field it asks of the section whose subsection holds an identifier it names (see _part_holding);
        ''. The lookup view is not shown a hop: the record a hop names is not the one asked about."""
        if shown := self._keyed_setting({str(w).lower() for w in words}) or \
                self._docstring({str(w).lower() for w in words}, str(text)):
            return shown  # "One service ... sets its linkname to "public_ftp". What does that service set subdir to?"
        field = self._field_asked({str(w).lower() for w in asked}, str(text)) or self._possessed(str(text)) or \
            self._written_field(str(text))
        headed = "section" in self.fields() and {str(w).lower() for w in asked} >= {"comment", "heading"}
        if not field or _OWN_HEADING.search(str(text)) or headed:  # "Which subsection ... mentions the capability smcup ...? Give
            # the subsection's heading."; "Under which option's heading ... mktemp()? Give the option's name.": the
            # heading, not a field 'name'
            asking = {str(w).lower() for w in asked}
            if (shown := self._section_naming(asking, str(text)) or self._literal_holder(asking, str(text)) or
                    (self.lookup(words, asked, text) if headed else "")) or not field:  # "Under which comment heading ... does zlib.h give the prototype of
                return shown  # inflateCopy? Give the heading's text.": the record's own, no hop
        wanted = {str(w).lower() for w in words}
        asking = {str(w).lower() for w in asked}
        return (self._part_holding(field, wanted) if "part" in self.fields() else "") or \
            self._referred(field, wanted, asking, str(text)) \
            or self._holder_field(field, str(text)) \
            or (self._mentioning(field, wanted, _ONE_SAID.search(str(text)) is not None, str(text))
                if field != "value" else "") \
            or self._kind_named(field, wanted, asking, str(text)) \
            or self._entry_hop(field, wanted) \
            or (self.lookup(words, asked, text) if self._titled(str(text)) == field else "")  # "mentions
        # CVE-2009-0789 once. In the section for which release? Give the version that section introduces."; not an item's
        # own value; "Which of digraph.txt's two tables lists the character X? Give the table's help tag.": X's own table

    def _docstring(self, wanted, text):
        """For "In pdb.py, the name do_r is bound to one of Pdb's command methods. What is the first line of that method's
        docstring?": the part asked (its first line, its first paragraph, else all of it) of the docstring of the one
        definition the question names by a name only code writes (or with "()"), or reaches from one: a name a class
        body binds to it (`do_r = do_return`), or the one method the named one calls of a prefix it names ("Pdb.do_until
        calls one set_ method ...": `self.set_until(...)`), else of a class it names ("ftplib's test() function ... by
        calling one method of the netrc object it creates": `netrcobj.authenticators(host)`). '' unless the question asks
        of a docstring and one definition has one."""
        if not _re.search(r"\bdocstring\b", text, _re.I) or "body" not in self.fields():
            return ""
        defined = [r for r in self if r.get("kind") in ("class", "method", "function") and r.get("name") and r.get("body")]
        named = [r for r in defined if (str(r["name"]).lower() in wanted or
                                        f"{str(r.get('parent', '')).lower()}.{str(r['name']).lower()}" in wanted)
                 and (_re.search(r"_|[a-z][A-Z]", str(r["name"])) or
                      _re.search(rf"(?<![\w.]){_re.escape(str(r['name']))}\(\)", text))]  # "ftplib's test() function"
        bound = [(a["name"], t) for c in defined if c["kind"] == "class" for line in str(c["body"]).split("\n")
                 for a in _class_assignments(line) if a["name"].lower() in wanted
                 for t in defined if t.get("parent") == c["name"] and t["name"] == a.get("value")]
        prefixes = [w for w in wanted if _re.fullmatch(r"[a-z]\w*_", w)]
        called = [(r["name"], t) for r in named for t in defined if t is not r and t["kind"] == "method" and
                  t["name"] in _re.findall(r"\b\w+\.(\w+)\s*\(", str(r["body"])) and  # self.set_until(...),
                  (any(str(t["name"]).lower().startswith(p) for p in prefixes) if prefixes else  # netrcobj.authenticators(
                   str(t.get("parent", "")).lower() in wanted)]  # host): of the prefix or the class the question names
        reached = bound or called
        if len({(t.doc, t.at) for _, t in reached}) == 1:  # a definition read at two levels is one
            start, r = reached[0]
        elif len(named) == 1 and not reached and not _re.search(r"\bthat (?:method|function|class|one)\b", text, _re.I):
            start, r = None, named[0]  # its own docstring; not the one "that method" it calls
        else:
            return ""
        doc = _re.match(r"\s*[rRuU]?(\"\"\"|\'\'\')([\s\S]*?)\1", str(r["body"]))
        if doc is None or not doc.group(2).strip():
            return ""
        lines = [line.strip() for line in doc.group(2).strip().split("\n")]
        if _re.search(r"\bfirst line\b", text, _re.I):
            part, said = "docstring's first line", lines[0]
        elif _re.search(r"\bfirst paragraph\b", text, _re.I):
            part, said = "docstring's first paragraph", " ".join(lines[:lines.index("")] if "" in lines else lines)
        else:
            part, said = "docstring", " ".join(" ".join(lines).split())
        head = f"{r.get('parent')}.{r['name']}" if r.get("parent") else str(r["name"])
        shown = f"{head!r}{LOOKED_UP}{part}: {said!r}\n{r!r}"
        return shown if start is None else shown + f"\n{REACHED}{start!r}, which {'is bound to' if bound else 'calls'} it)"

    def _keyed_setting(self, wanted):
        """For settings written per key ("linkname[ftp] = "public_ftp"", "subdir[ftp] = "doc/users"": a name, the key in
        brackets as a field of its own, a value) and a question naming one setting by its value, then another of the same
        key by its name ("sets its linkname to "public_ftp". What does that service set subdir to?"): that other
        setting's value, reached from the first; '' unless one setting has the value and one of its key the name. The
        lookup view's too, where the question does not say it hops ("gives one locale the GenericName "Edytor tekstu".
        What Comment does it give that same locale?": vim.desktop's GenericName[pl], then Comment[pl])."""
        keyed = [n for n in self.fields()[:12] if n not in ("name", "value", "key", "section") and
                 any("[" in str(r.get("key", "")) and r.get(n) for r in self)]
        if not {"name", "value"} <= set(self.fields()) or len(keyed) != 1:
            return ""
        key = keyed[0]
        said = wanted - _document_words()  # not the Name[de]=Vim of "vim.desktop"
        starts = [r for r in self if r.get(key) and r.get("name") and _unquoted(r.get("value")).lower() in said]
        if len(starts) != 1:
            return ""
        start = starts[0]
        names = {str(r["name"]).lower() for r in self if r.get(key) == start[key] and r.get("name")}
        asked = [w for w in wanted if w in names and w != str(start["name"]).lower()]
        targets = [r for r in self if len(asked) == 1 and r.get(key) == start[key] and str(r.get("name")).lower() == asked[0]]
        if len(targets) != 1:
            return ""
        target = targets[0]
        return f"{asked[0]!r}{LOOKED_UP}value: {_unquoted(target['value'])!r}\n{target!r}\n{REACHED}" \
               f"{_unquoted(start['value'])!r} in its record, of the {key} {start[key]!r}: {start!r})"

    def _entry_hop(self, field, wanted):
        """For tables whose entries hold tables (Perl's %delta = ( 5.029006 => { removed => { 'Storable::Limit' => 1 } }
        )) and a question that names a key of one and another top table to read ("%delta removes Storable::Limit in one
        perl release. On what date was that release made, according to %released?"): `field` of the record of that
        other table named by the entry the key is in. '' unless one key of a table the question names leads to one."""
        if "entry" not in self.fields() or "parent" not in self.fields():
            return ""
        stems = _stems(wanted)
        tables = {str(r["parent"]) for r in self if r.get("parent") and
                  (str(r["parent"]).lower() in wanted or _inflected(str(r["parent"]).lower()) & stems)}
        starts = [r for r in self if str(r.get("name", "")).lower() in wanted and _keylike(str(r.get("name", "")))
                  and r.get("parent") in tables and r.get("entry")]
        hops = {(id(s), id(t)): (s, t) for s in starts for t in self if t.get("parent") in tables - {s.get("parent")}
                and t.get("name") == s["entry"] and not t.get("entry") and t.get(field)}
        if len(hops) != 1:
            return ""
        start, target = next(iter(hops.values()))
        return f"{start['entry']!r}{LOOKED_UP}{field}: {target[field]!r}\n{target!r}\n{REACHED}{start['name']!r}: " \
               f"{start!r})"

    def _kind_named(self, field, wanted, asking, said):
        """`field` of the one record that a word of the question names by a field's whole value, among those of the
        kind its asking words name ("Which DW_LANG constant does Dwarf.def give the ID 0x000c? Give the constant's
        full name.": of the DW_TAG, DW_AT and DW_LANG entries numbered 0x000c, the one whose kind or name says
        DW_LANG). A question that says what it asks of the record again ("Give the constant's full name") reads as
        a hop; the record is no hop away. '' unless one record is left."""
        found = self._named(field, [k for k in self.fields() if k != field], wanted, said.lower())
        kinds = {w for w in asking - STOPWORDS if len(w) >= 3 and any(c in w for c in "_.-") or w.isupper()}
        kept = [(r, w) for r, w, _ in found  # 'dw_lang' in HANDLE_DW_LANG or DW_LANG_C99, '_' parting its words
                if any(_re.search(rf"(?<![a-z0-9]){_re.escape(k)}(?![a-z0-9])", v.lower())
                       for k in kinds for v in r.values() if isinstance(v, str) and v.lower() != w)]
        if not kinds or len(kept) != 1:
            return ""
        r, key = kept[0]
        return f"{key!r}{LOOKED_UP}{field}: {r[field]!r}\n{r!r}"

    def _holder_field(self, field, text):
        """For "... has a keyboard variant described as "Kutenai". What is the description of the layout it belongs
        to?": the `field` of the record of the kind named after the quote (not before it) that holds, up its parents,
        the one record whose field's whole value the question quotes; its own, or that of the element named as it
        inside it (an XML <layout>'s <configItem>). '' unless one record is quoted and one holder reached."""
        quotes = list(QUOTED.finditer(text))
        if "parent" not in self.fields() or not quotes:
            return ""
        quoted, cut = (quotes[-1].group(1) or quotes[-1].group(2)).lower(), quotes[-1].end()
        kinds = {str(r.get("kind")) for r in self if isinstance(r.get("kind"), str)}
        before, after = (set(_re.findall(r"[\w-]+", part.lower())) for part in (text[:cut], text[cut:]))
        asked = {k for k in kinds if _kind_said(k, after) and not _kind_said(k, before)}
        starts = [r for r in self if any(isinstance(v, str) and v.lower() == quoted for v in r.values())]
        if len(asked) != 1 or len(starts) != 1:
            return ""
        kind, at = asked.pop(), starts[0]
        for _ in range(HOLDERS_UP):
            parent = str(at.get("parent") or "")
            at = next((t for t in self if t.get("name") == parent and t is not at and t.get("parent") != parent), None)
            if at is None or at.get("kind") == kind:
                break
        if at is None or at.get("kind") != kind:
            return ""
        own = [at] + [t for t in self if t.get("parent") == at.get("name") and t.get("name") == at.get("name")]
        holder = next((t for t in own if t.get(field) not in (None, "")), None)
        if holder is None:
            return ""
        return f"{str(at['name']).lower()!r}{LOOKED_UP}{field}: {holder[field]!r}\n{holder!r}\n{REACHED}" \
               f"{quoted!r}: the {kind} holding it)"

    def _written_field(self, text):
        """The one field whose name, an identifier (xkb_symbols, name[Group1]), the question writes whole after "its"
        ("Give its name as its xkb_symbols line writes it"): what it asks of the record; None if not one."""
        named = [n for n in self.fields()[:12] if _re.search(r"[_\[]|[a-z][A-Z]", n) and
                 _re.search(rf"\bits\s+{_re.escape(n)}(?![\w-])", text)]
        return named[0] if len(named) == 1 else None

    def _possessed(self, text):
        """The one field the question names right after a possessive ("Which task does that release's Release-info line
        point to?"): what it asks of the record it refers to, when its asking words name none; None if not one."""
        if titled := self._titled(text):  # the table a tbl row is in by its title, not a section's 'title'
            return titled
        said = {m.lower() for m in _re.findall(r"['\u2019]s\s+([\w-]+(?:\s+[\w-]+)?)", text)}
        said |= {m.split()[0] for m in said}  # "the constant's full name": a field of one word or of two
        named = [n for n in self.fields()[:12] if n.lower() in said and n not in _UNASKED]
        return named[0] if len(named) == 1 else None

    def _titled(self, text):
        """The field a possessive names by its title, tag or name ("the table's title", "the table's help tag": the
        field `table`, which holds the title of the table a row is in); None if not one."""
        fields = {n.lower(): n for n in self.fields()[:12]}
        titled = {fields[m.lower()] for m in _re.findall(r"\b(\w+)['\u2019]s\s+(?:\w+\s+)?(?:title|name|heading|tag)\b", text)
                  if m.lower() in fields and m.lower() not in _UNASKED}
        return titled.pop() if len(titled) == 1 else None

    def _families(self):
        """The prefixes that name families of records, each many records' names ('NID_', 'SN_', 'OBJ_' of obj_mac.h's
        #defines: one object's number, short name and arcs, each a record named prefix + the object's name)."""
        counts = Counter(m.group(0) for r in self if (m := _FAMILY.match(str(r.get("name", "")))))
        return {f for f, n in counts.items() if n >= FAMILY_NAMES}

    def _member(self, r, asking, families=None):
        """The record of the family the question asks for ("What NID ...": NID_) named for the same object as `r`
        (NID_id_set for OBJ_id_set); `r` itself when no family is asked or it is of that family; None when the family
        has no record for it. `families`: the records' families (see _families), if known."""
        families = self._families() if families is None else families
        asked = [f for f in families if f[:-1].lower() in asking]
        own = _FAMILY.match(str(r.get("name", "")))
        if len(asked) != 1 or str(r.get("name", "")).startswith(asked[0]):
            return r
        if own is None or own.group(0) not in families:
            return None
        name = asked[0] + str(r["name"])[own.end():]
        return next((t for t in self if t.get("name") == name), None)

    def _family_lookup(self, asking, text):
        """For "What NID does obj_mac.h give the object whose short name is "id-hmacWithSHA3-512"?": the record of the
        family asked for the object whose record's whole value the question quotes. '' unless one record holds it."""
        quoted = {q.lower() for q in quoted_phrases(text)}  # first: every lookup asks this, few quote a value
        families = self._families() if quoted else set()
        if not any(f[:-1].lower() in asking for f in families):
            return ""
        found = [r for r in self if str(r.get("value", "")).strip('"').lower() in quoted]
        member = self._member(found[0], asking, families) if len(found) == 1 else None
        if member is None or member is found[0]:
            return ""
        return f"{found[0]['name']!r}{LOOKED_UP}{member['name']}: {member.get('value')!r}\n{member!r}\n" \
               f"(the same object as {found[0]!r})"

    def _referred(self, field, wanted, asking=frozenset(), text=""):
        """The `field` of the one record that the record an identifier of the question names refers to by name, in a
        field's value or its text: "TCP_LINGER2 overrides a system-wide setting in /proc. What default does the same
        page give for that setting?" is the default of tcp_fin_timeout, which TCP_LINGER2's text names; "0x500a maps to
        a locale name. What does locale_alias expand that name to?" the value of 'es_pr', 0x500a's value; the key the
        question's words extend that name to where one is (psfontj2d.properties' "that other name's latin1 plain style":
        avantgarde_book_oblique.latin1.plain). Not from a table the question names (locale_alias holds every name); ''
        unless one start leads to one record."""
        names = [n for n in self.fields()[:12] if n != field and _naming_field(self, n)]
        tables = {str(r.get("parent", "")).lower() for r in self}
        keys = {w for w in wanted - STOPWORDS - tables - _document_stems() if _IDENTIFIER.search(w)}
        starts = [(r, str(r[n]).lower()) for r in self for n in names if str(r.get(n, "")).lower() in keys]
        quoted = {q.lower() for q in quoted_phrases(text)} - keys
        if not starts and quoted:  # "a keyboard variant described as "Kutenai". What is the description of the layout
            starts = [(r, v.lower()) for r in self for n, v in r.items() if n != field and isinstance(v, str) and  # it
                      v.lower() in quoted]  # belongs to?": the record whose whole field the question quotes
        if not starts:  # a plain word that names one record ("the Notes column of setpgrp names another system call")
            starts = [(r, str(r[n]).lower()) for r in self for n in names
                      if str(r.get(n, "")).lower() in wanted - STOPWORDS - tables - _document_words()]
        if len(starts) != 1:
            return ""
        start, word = starts[0]
        known = {str(r.get(n, "")).lower() for r in self for n in names} - {""}
        said = {str(v).lower() for v in start.values() if isinstance(v, str)} | \
            {t.lower() for t in _re.findall(r"[\w.-]+", start.text) if _IDENTIFIER.search(t) or t.lower() in known}
        # a plain word that is another record's name: "Alternative name for setpgid(2) on Alpha"
        targets = [(r, str(r[n]).lower()) for r in self if r is not start and r.get(field) not in (None, "")
                   for n in names if str(r.get(n, "")).lower() in said - {word}]
        listed = {x.strip().lower() for n, v in start.items() if n.lower() in wanted and isinstance(v, str)
                  for x in v.split(",")}  # "selects from one other view": the names the start's field `from` lists,
        for narrowed in (lambda r, n: n in listed, lambda r, n: str(r.get("kind", "")).lower() in wanted):  # of the
            if len(targets) > 1:  # kind said; not the domains its casts name
                targets = [(r, n) for r, n in targets if narrowed(r, n)] or targets
        if len(targets) != 1:
            return ""
        target, link = targets[0]
        dotted = [(r, n) for r in self for n in names if str(r.get(n, "")).lower().startswith(link + ".") and
                  r.get(field) not in (None, "") and set(str(r[n]).lower()[len(link) + 1:].split(".")) <= wanted]
        if len(dotted) == 1:  # "that other name's latin1 plain style": avantgarde_book_oblique.latin1.plain, not the
            target, link = dotted[0][0], str(dotted[0][0][dotted[0][1]]).lower()  # name's own alias line
        member = self._member(target, asking)  # "What NID does that other object have?": its NID_ record's value
        if member is None:
            return ""
        if member is not target:
            return f"{link!r}{LOOKED_UP}{member['name']}: {member.get(field)!r}\n{member!r}\n{REACHED}{word!r} " \
                   f"in its record, the same object as {target!r})"
        return f"{link!r}{LOOKED_UP}{field}: {target[field]!r}\n{target!r}\n{REACHED}{word!r} in its record)"

    def _part_holding(self, field, wanted):
        """The `field` of the section whose subsection holds an identifier of the question, when that subsection lacks
        the field ("On what date was the release made that lists the commit 1aec718619?": a release's "### Commits"
        holds the commit, the release's heading its date); '' unless one identifier is in one such subsection."""
        heads = {r["title"]: r for r in self if r.get("title") and r.get(field) not in (None, "")}
        own = {str(r.get("version", "")).lower() for r in heads.values()}  # 20.11.0 names its own release, not a change
        keys = [w for w in wanted - STOPWORDS - own - _document_words() if _IDENTIFIER.search(w) and _re.search(r"\d", w)]
        found = [(w, r) for w in keys for r in self if r.get("part") in heads and r.get(field) in (None, "")
                 and _re.search(rf"(?<![\w.-]){_re.escape(w)}(?![\w-])", r.text, _re.I)]
        once = Counter(w for w, _ in found)
        found = [(w, r) for w, r in found if once[w] == 1]  # bpo-45385 in one release; not 3.11 of "Python 3.11's
        # NEWS", in many
        if len(found) != 1:
            return ""
        word, r = found[0]
        head = heads[r["part"]]
        return f"{head['title']!r}{LOOKED_UP}{field}: {head[field]!r}\n{head!r}\n{REACHED}{word!r} in its " \
               f"{_clipped(str(r['title']), 80)!r})"

    def _named(self, field, naming, wanted, said, valued=False):
        """[(record, the word naming it, `field`)] of the records that hold `field` and are named by a word of the
        question (`wanted`) or a phrase of its text (`said`) as the whole value of one of their `naming` fields; the
        longest such word only (Dir::Cache::Backup, not the APT of "apt's configure-index"); `valued`: only by
        identifiers."""
        stems = _document_stems()
        keys = wanted - STOPWORDS - set(_words_of(field)) - stems  # not the schema information_schema of
        # information_schema.sql, nor the module Module::CoreList of CoreList.pm
        named = [(r, w, k) for r in self if r.get(field) not in (None, "")
                 for k, w in {k: str(r[k]).lower() for k in naming if k in r and (not valued or _keylike(str(r[k])))}.items()
                 if (w in keys or _phrase_in(w, said)) and w.rsplit("::", 1)[-1] not in stems]
        named += [(r, item, k) for r in self if r.get(field) not in (None, "") and not valued
                  for k in naming if ", " in str(r.get(k, "")) and k != field
                  for item in _list_items_said(str(r[k]).lower(), said)]  # "for which generic family does
        # 65-nonlatin.conf list Noto Sans Myanmar UI as a preferred family?": the alias whose prefer list holds it
        found = list({(id(r), w): (r, w) for r, w, _ in named}.values())
        words, kinds = {}, self._kind_fields() | {"kind"}
        for r, w, k in named:
            words.setdefault(id(r), (r, set()))[1].update({w} - ({w} if k in kinds else set()))  # a kind ('attribute')
            # names no one record
        if (most := max((len(ws) for _, ws in words.values()), default=0)) >= 2:  # "the mode attribute of the <edit>
            return [(r, max(sorted(ws), key=len), field) for r, ws in words.values() if len(ws) == most]  # element": the
            # one both name, not every mode and every attribute of edit
        if any(_keylike(w) for _, w in found):  # "document XML_MemFree" of "the Expat reference manual": the
            found = [(r, w) for r, w in found if _keylike(w)]  # identifier, not the section "Expat Reference"
        longest = max((len(w) for _, w in found), default=0)
        return [(r, w, field) for r, w in found if len(w) == longest]

    def across(self, words=(), asked=(), text=""):
        """Of two documents' records, the one of one document that a word of the question names, and the one of
        the other that shares a name with it (a whole field's value, or a word of a list: history.log's Install),
        with the field the question asks for: "The system call numbered 36 in amd64-linux.xml: what number does
        i386-linux.xml give that same call?" is getitimer's number in i386-linux.xml (a small root searched 36 in
        both files and printed neither). The document a hop starts from is the other than the one the question's
        asking clause names (see _start_document); '' unless that leads to one record and one value."""
        by = {}
        for r in self:
            by.setdefault(r.doc, Records([], self.kind)).append(r)
        if len(by) != 2:
            return ""
        wanted = {str(w).lower() for w in words} - STOPWORDS - _document_words()
        asking = {str(w).lower() for w in asked}
        said = " ".join(str(text).lower().split())
        written = {t.strip(".-") for t in _re.findall(r"[\w.+~-]+", said)}
        wanted = {w for w in wanted if w in written or not any(w in t for t in written)}  # not '14' of "an upload
        # 1.14.6-1", which linked dbus 1.14.0's record
        if missing := _MISSING.search(said):  # "Which certificates of A are missing from B?": not a hop
            return _missing(by, {str(w).lower() for w in words}, said[:missing.start()], said[missing.end():])
        if _DIFFERING.search(said):  # "which one does the classic style set to a value other than matplotlibrc's?"
            return _differing(by, said)
        if (hop := BY_VALUE.search(said)) and (shown := _same_value(by, wanted, said) if hop.group(1) else
                                                _at_index(by, wanted, said)):  # "... numbers the font
            return shown  # Helvetica-BoldOblique. Which font does the other give that same number?": its name, reached
            # by the value; "... at that index": the record at that place
        found = {}  # start document -> {(target's place, field): (the word naming its record, link, target)}
        for start, other in (list(by), list(by)[::-1]):
            field = by[other]._field_asked(asking, said)
            for r, word, link in _links(by[start], wanted, said, field) if field else ():
                for target in by[other]._holding(link, field):
                    found.setdefault(start, {})[(target.at, field)] = (word, link, target)
        start = _start_document(found, said)
        if start is None and len(found) == 1:
            start = next(iter(found))
        hops = found.get(start, {})
        if len(hops) != 1:
            return ""
        (_, field), (word, link, target) = next(iter(hops.items()))
        return f"{link!r}{LOOKED_UP}{field}: {target[field]!r}\n{target!r}\n{REACHED}{word!r} in " \
               f"{_file_name(start) or 'the other document'})"

    def _field_asked(self, asking, text=""):
        """The one field the question's asked words name ("command line": Commandline), else the value of
        records of names and values; None if not one. Of several, the one the asked phrase ends on: "What interface
        version tag ... does that release carry?" asks a tag, not a version."""
        asking = _typed(asking, self.fields())
        squashed = {a + b for a in asking for b in asking if a != b}
        named = [n for n in self.fields()[:12] if n not in _UNASKED and
                 (_said(n, asking) or _re.sub(r"[-_ ]", "", n.lower()) in squashed)]
        if len(named) > 1 and (phrase := _re.search(r"\b(?:what|which)\s+((?:[\w-]+\s+){1,4}?)(?:\(|does|do|did|is|are|was|"
                                                      r"were|has|have)\b", text, _re.I)):
            head = phrase.group(1).split()[-1].lower()
            named = [n for n in named if n.lower() in (head, head.removesuffix("s"))] or named
        if not named and asking & {"comment", "comments"} and "description" in self.fields() and \
                "comment" not in self.fields():  # "What comment does it put beside the type ...?": a #define's comment
            named = ["description"]  # is its description
        if not named and "value" in self.fields() and any(f in self.fields() for f in ("name", "key")):
            named = ["value"]
        if not named and asking & {"release", "releases"} and "version" in self.fields():
            named = ["version"]  # "in the section for which release?": release notes name a release by its version
        if not named and asking & {"date", "dated", "when"} and (dated := self._dated()):
            named = [dated]  # "On what date was the release that lists it published?": PackageKit's "Released:"
        return named[0] if len(named) == 1 else None

    def _holding(self, link, field):
        """The records holding `field` that name `link`: by a field's whole value, else by a word of a field's
        list; [] unless one does."""
        rows = [r for r in self if r.get(field) not in (None, "")]
        whole = [r for r in rows if any(str(v).lower() == link for k, v in r.items() if k != field)]
        listed = whole or [r for r in rows if any(isinstance(v, str) and _re.search(
            rf"(?<![\w.-]){_re.escape(link)}(?![\w-])", v.lower()) for k, v in r.items() if k != field)]
        return listed if len(listed) == 1 else []

    def alike(self, name, field):
        """The records whose `field` (its name, or words of it: 'numeric code') has the value it has in the
        record `name` names (as a field's whole value, else in its text), printing that record, then the
        others by the field that named it: "which other country has the same numeric code as Yugoslavia"
        is one comparison, which a small root does not write."""
        target, name = _one_named(self, str(name))
        if target is None:
            return Alike([], f"no single record named {name!r}: search() for it", None)
        holder = next((f for f, v in target.items() if str(v).lower() == name.lower()), None)
        words = [w for w in _re.findall(r"[a-z0-9]+", str(field).lower()) if w not in STOPWORDS]
        scores = {f: len(words_in) for f in target if f != holder and (words_in := _named_by(f, words))}
        best = [f for f, n in scores.items() if n == max(scores.values(), default=0)]
        if not best and set(words) <= _VALUE_WORDS and \
                len(only := [f for f, v in target.items() if f != holder and not isinstance(v, bool)]) == 1:
            best = only  # "the same default as SessionsMax" of a config file's `#SessionsMax=8192`: its one value
        if len(best) != 1 or target[best[0]] in ("", None):
            return Alike([], f"{target!r}\nno one field of it is named {field!r}; its fields are {list(target)}", None)
        key, value = best[0], target[best[0]]
        others = [r for r in self if r is not target and key in r and r[key] == value]
        said = f"{len(others)} other record(s) have {key} {value!r}" + (":" if others else ".")
        return Alike(others, f"{target!r}\n{said}", holder)

    def __repr__(self):
        names = self.fields()
        head = f"{len(self)} records ({self.kind})" + (f", fields {names[:12]}" if names else "")
        lines = [head]
        few = {n: v for n in names[:12] if (v := self.values(n))} if len(self) > 3 else {}
        if few:  # what a field holds tells what it is: column3 holding auth, db, billing is the component
            lines.append("fields with few values: " + "; ".join(
                f"{n!r}: {', '.join(map(repr, v))}{', ...' if len(v) == 6 else ''}" for n, v in few.items()))
        if "column1" in names and self:  # columns named by place: which holds the port or the user id shows
            lines.append(f"the first one's fields: {dict(self[0])}")
        lines[-1] += ", the first of them:" if len(self) > 3 else ":"
        return "\n".join(lines + [str(r) for r in self[:3]])

    __str__ = __repr__


class Alike(list):
    """Records.alike's records: printed as the named record, then each other one by the field that named it
    ("name: Serbia and Montenegro", a value its code picked), or whole when no field did."""

    def __init__(self, items, header, holder):
        super().__init__(items)
        self.header = header
        self.holder = holder

    def __repr__(self):
        shown = [f"{self.holder}: {r[self.holder]}" if self.holder in r else str(r) for r in self[:HITS_SHOWN]]
        return "\n".join([self.header] + shown)

    __str__ = __repr__



GROUPS = 60  # values a field the question names may have and still group the records (postgresql.conf's 35 subsections)
PLACEHOLDER = _re.compile(r"<[a-z_][\w-]*>", _re.I)  # a type or a slot a document writes in angle brackets: <BOOL>, <file>


def _ini_settings(r):
    """The (key, value) settings of an INI record: no section name, no nested block's braces (see _ini_records)."""
    return [(k, v) for k, v in r.items() if k not in ("section", "parent") and isinstance(v, str) and not v.startswith("{")]


def _keylike(value):
    """Is `value` a key no plain word says: an identifier (AUDIT_TTY, 0x500a), or a word after a sign (the
    extension '.tsv' of mimetypes.py's types_map)?"""
    return _IDENTIFIER.search(value) is not None or _re.match(r"[.@$%-]\w", value) is not None


def _phrase_in(value, text):
    """Does `text` hold `value`, a value of several words or of signs ("--configure <some>"), whole?"""
    return len(value) >= 4 and not _re.fullmatch(r"\w+", value) and \
        _re.search(rf"(?<![\w-]){_re.escape(value)}(?![\w-])", text) is not None


def _one_named(rows, name):
    """(the one record a name names, the name): as a field's whole value, else as a phrase of its text, else
    by one word of it as a field's whole value ("the zip package": zip); (None, name) if not one."""
    def valued(word):
        return [r for r in rows if any(str(v).lower() == word.lower() for v in r.values())]

    for found in (valued(name), [r for r in rows if _word_in(r.text, name)]):
        if found:
            return (found[0], name) if len(found) == 1 else (None, name)
    single = [(w, found[0]) for w in name.split() if w.lower() not in STOPWORDS and len(found := valued(w)) == 1]
    return (single[0][1], single[0][0]) if len(single) == 1 else (None, name)


def _named_by(field, words):
    """The words that name a field: its own words, or their stems ('numeric' for numeric, 'shells' for shell)."""
    return [w for w in words if any(w == p or (min(len(w), len(p)) >= 4 and (w.startswith(p) or p.startswith(w)))
                                    for p in _words_of(field))]


_HEAD_WORDS = {"release", "releases", "version", "versions", "entry", "entries", "heading", "headings", "title",
               "titles"}  # what else a count of sections counts: "tar releases for the year 2007"
_SECTION_WORDS = {"section", "sections", "subsection", "subsections", "chapter", "chapters", "part", "parts", "clause",
                  "clauses", "article", "articles", "question", "questions"}  # what a count of numbered sections counts
# name a header-less number column: "the highest group id", "the largest recorded size" (pip's RECORD)
_GROUPING = _SECTION_WORDS | {"group", "groups", "category", "categories", "heading", "headings"}
DIGITS_AMONG = 20  # values a field has at least for more than half of them as digits to make it a number field
_NUMBER_WORDS = {"number", "numbers", "numbered", "id", "ids", "port", "ports", "size", "sizes", "bytes", "length"}
_ATTRIBUTE_WORDS = _NUMBER_WORDS | {"code", "codes", "value", "values"}  # what a question reads off a record
_VALUE_WORDS = {"default", "defaults", "value", "values", "setting", "settings"}  # what a setting's one value is called
_PLACE_WORDS = {"file", "files", "document", "documents", "line", "lines", "module", "modules"}  # "which file sets X":
# where a record is, not its value


def _number(value):
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _figure_of(value):
    """A field's value as a number, int() of one written as text ("070"; see Records._digits); None for any other."""
    if _number(value):
        return value
    return int(value) if isinstance(value, str) and value.isdigit() else None


_RECORD_WORDS = {"line", "lines", "entry", "entries", "record", "records", "row", "rows", "time", "times", "occurrence",
                 "occurrences"}  # counted as they are, a line repeating another too
_SYNTAX_WORDS = {"not", "no", "nor", "without", "any", "many"}  # how a question leaves something out or asks ("how many",
# "in any case"), never a word it looks for
_GIVEN_FROM = _re.compile(r"\bas\s+(?:the\s+file's|its|the)\s+([a-z][\w-]*)\s+(?:has|gives|writes|says|words)\s+it\b",
                         _re.I)  # "Give the character's name as the file's comment has it": the field to give
_NAMED_LIKE = _re.compile(r"\bnamed?\s+like\s+([A-Za-z_]\w*?\d\w*)\b", _re.I)  # "constants named like B115200"
_MANY_ITEMS = _re.compile(r"\b(?:more than one|several|multiple|at least two|two or more)\b")  # "give more than one
# alternative key binding": a value of several items
_MANY = _re.compile(r"\b(largest|highest|greatest|biggest|smallest|lowest) (?:total )?numbers? of\b", _re.I)
# a name the question gives right after its kind, in lower case as the document writes it: "the capability smcup"
_KIND_NAMED = _re.compile(r"\bthe\s+(?:capability|option|field|setting|variable|function|command|keyword|directive|flag|"
                          r"parameter|property|macro|signal|method|attribute|tag)\s+([a-z][\w.-]*\w)\b")
HOLDERS_UP = 12  # parents followed up from a record to the records holding it
_FAMILY = _re.compile(r"[A-Z][A-Z0-9]*_(?=[A-Za-z0-9])")  # a name's prefix: NID_ of NID_id_set
FAMILY_NAMES = 20  # records whose names begin with one prefix, at least, to make it a family
_PAGE_ASKED = _re.compile(r"\bname\((\d)\)|\b(?:manual|man) pages?\b", _re.I)  # "cited with its section as name(1)"
_CITED = _re.compile(r"\b([A-Z][A-Z0-9]{1,9})\s+(?:identifiers?|IDs?|ids?|numbers?)\b")  # "distinct CVE identifiers"
_LETTERS = {"characters", "character", "letters", "chars"}  # what a name's length is counted in
_RANKED_THING = _re.compile(r"\b(?:which|what)\s+(?!(?:has|have|had|is|are|was|were|does|do|did|comes?)\b)[a-z]",
                           _re.I)  # "which setting has the most entries" says what is ranked; "which has the most" not
_ABBREVIATED = {"arg", "param", "attr", "elem", "prop", "func", "var", "enum", "ref", "def"}  # a tag's short word
_OFTEN = {"most", "least", "fewest", "common", "commonest", "frequent", "often"}  # how often, not how large
_SIZES = {"long", "longest", "short", "shortest", "large", "largest", "small", "smallest", "big", "biggest"}  # how large
_TIMES = {"times", "multiplied", "product"}
_RECENT = {"recent", "recently", "lately"}
_PLACED_BY = _re.compile(r"\b(?:followed|preceded)\s+(?:directly\s+|immediately\s+|right\s+)?by\s+(?:the\s+[\w-]+\s+"
                        r"(?:for|of)\s+)?(?:which|what)\b|\b(?:immediately|directly|right|just)\s+(?:followed|preceded)\b",
                        _re.I)  # "is followed directly by the section for which", "which release immediately preceded 6.0"
_FILE_PARTS = {"section", "sections", "line", "lines", "entry", "entries", "heading", "headings", "paragraph"}  # what a
# file's order places
_ARRIVED = {"arrived", "added", "introduced", "appeared", "came", "new", "newest"}  # what a `since` note dates
_FILE_WORDS = {"file", "files", "document", "documents"}
_NAMING_FIELDS = {"key", "block", "path", "parent"}  # fields records() fills with names: codes of any form
QUOTED_SENTENCE = 40  # a quoted sentence this long inside one entry's text names that entry
_LONG_QUOTE = _re.compile(r"[\"“]([^\"”]{81,400})[\"”]")  # a quoted sentence longer than QUOTED takes
QUOTED_CHANGE = 12  # a quoted phrase this long names the one record holding it whole (a changelog's item)
DATED_MOST = 50  # dates among which one in fifty may be a typo and the field still dates the records
_OWN_FIELDS = {"key", "value", "commented", "message", "comment", "head", "body"}  # fields records() names: a question
# says "value" or "key" of anything
_DEFINED_KINDS = {"method", "methods", "function", "functions", "class", "classes", "subclass", "subclasses",
                  "definition", "definitions", "def", "defs", "routine", "routines"}  # what a definition's records are


_HEADING_NAMED = _re.compile(r"\bunder (?:the|its) (?:([A-Z][\w-]*(?: [A-Z\w-]+){0,3}) (?:heading|label|subheading)|"
                            r"(?:heading|label|subheading) ([A-Z][\w-]*(?: [A-Z][\w-]*){0,3}))\b")  # a label unquoted


_NUMBER_SHAPE = _re.compile(r"(?<![\w.])[A-Za-z_][\w-]*(?:\.(?:[A-Za-z_][\w-]*|N))*\.N(?:\.(?:N|[A-Za-z_][\w-]*))*(?![\w])")  # "as
# libnettle.so.N.N": a name's shape, N a number
_PARAMETER_NAMED = (_re.compile(r"\bparameter\s+([A-Za-z_]\w*)", _re.I), _re.compile(r"\b([A-Za-z_]\w*)\s+parameter\b", _re.I))
# "its parameter timeout", "its compresslevel parameter"


def _lower_only(word, text):
    """Does the question write the word only in small letters as part of a dotted name ("_GzipReader.read"), where
    the record so named in capitals (READ) is another name?"""
    return word.islower() and _re.search(rf"\.{_re.escape(word)}(?![\w])", text) is not None and \
        _re.search(rf"(?<![\w]){_re.escape(word.upper())}(?![\w])", text) is None


def _top_asked(wanted, text=""):
    """Does the question ask for what stands at the top level ("top-level", "at module level" of a Python module)?"""
    return bool(wanted & {"top-level", "module-level"}) or {"top", "level"} <= wanted or \
        _re.search(r"\bmodule[- ]level\b", str(text), _re.I) is not None


def _declarations_counted(counted, rows):
    """Are the records a count keeps all of what it counts when it counts constants or declarations: a module's
    constants (telnetlib.py's "constants ... under its comment "Telnet protocol characters"", no kind of their own), or
    a header's declared functions and #defines (png.h's "PNG_EXPORTA declarations")? Not a class's records, nor those
    whose text says "define"."""
    if not rows:
        return False
    if counted & {"constant", "constants"}:
        return all(r.get("name") and r.get("kind") in ("", None, "constant") and r.get("level", 1) == 1 for r in rows)
    return bool(counted & {"declaration", "declarations", "prototype", "prototypes"}) and \
        all(r.get("kind") in ("function", "define") for r in rows)


def _link(by):
    """(a, field, b, key) when the records of document a (`by`: two documents' Records) name those of b
    by `field`, holding b's `key` (each b record's own, one word): else None."""
    docs = list(by)
    for a, b in (docs, docs[::-1]):
        for key in by[b].fields()[:12]:
            if not _identifies(by[b], key):
                continue
            ids = {r[key] for r in by[b]}
            for field in by[a].fields()[:12]:
                values = [r.get(field) for r in by[a]]
                if sum(isinstance(v, str) and v in ids for v in values) * 10 >= len(values) * 9 > 0:
                    return a, field, b, key
    return None


def _names_more(text, named):
    """Does the question's `text` name something besides the values `named` and the documents: a word past its first
    in capitals or with a digit, an underscore or a dot inside (iso8859_6, ISOamso)?"""
    named = named | _document_words() | {w for v in named for w in _re.findall(r"[a-z]+", v)}  # "Pygments", a word
    # of the module pygments.lexers.shell the question names
    return any((_keylike(w) or _re.search(r"[A-Z]", w)) and w.lower() not in named and
               not set(_re.findall(r"[a-z]+", w.lower())) <= named for w in _re.findall(r"\w[\w.:-]*\w", str(text))[1:])


def _document_words():
    """The words of the documents' names and their two folders ('apt' and 'history' of apt/history.log, 'python' of
    python3.11/config-3.11-x86_64-linux-gnu/Makefile): a question says them to name the document, not a value of its
    records."""
    return {w for n in _settings["names"] + _settings["sources"] for said in ["/".join(n.lower().split("/")[-3:])]
            for w in _re.findall(r"[a-z]+", said) + _re.findall(r"[a-z][a-z0-9]*", said)}  # e2fsprogs whole too


def _prose_word(word, text):
    """Does the question say `word` only as a capitalised word of prose ('Python' of "Python 3.11's build Makefile"),
    never in the capitals a name in capitals (a makefile's variable PYTHON) is written in?"""
    spelled = _re.findall(rf"(?<![\w.-]){_re.escape(word)}(?![\w-])", text, _re.I)
    return bool(spelled) and all(s[:1].isupper() and s[1:].islower() for s in spelled)


def _aligned_line(said):
    """For a question naming something that one line of the documents begins with, a gap of tabs or spaces then
    setting it beside its value ("Which configuration does GDB's NEWS give for the new target NXP S12Z?": "NXP S12Z
    \t\t\ts12z-*-elf" under "* New targets"): that value, with the line. Read as sections, such a list is a body's
    text. '' unless the question's words name the head of one such line, of two words or a name."""
    found = []
    for d, text in _docs():
        for m in _ALIGNED_PAIR.finditer(text):
            head = " ".join(m.group(1).split()).lower()
            if (" " in head or _IDENTIFIER.search(head)) and _phrase_in(head, said):
                found.append((head, m.group(2).strip(), Hit(m.group(0).strip(), m.start(), m.start(), m.group(0), d)))
    if len(found) != 1:
        return ""
    head, value, hit = found[0]
    return f"{head!r}{LOOKED_UP}value: {value!r}\n{hit}"


def _quoted_line(said):
    """For a question quoting a key ("give the abbreviation "yst"") that begins one line of the documents, after its
    indentation and before a gap and what follows (clock.tcl's line "yst -0900" in its LegacyTimeZone table, a dict's
    pairs in a procedure no reader takes apart): that line. '' unless one line begins so."""
    found = []
    for phrase in quoted_phrases(said):
        begins = _re.compile(rf"^[ \t]*{_re.escape(phrase)}[ \t]+\S[^\n]*$", _re.MULTILINE | _re.IGNORECASE)
        found += [(phrase, Hit(m.group(0).strip(), m.start(), m.start(), m.group(0), d))
                  for d, text in _docs() for m in begins.finditer(text)]
    return f"{found[0][0]!r} begins this line:\n{found[0][1]}" if len(found) == 1 else ""


_ALIGNED_PAIR = _re.compile(r"^(\w[^\t\n]*?\w)(?:\t+|  {2,})([^\s(][^\t\n]*?)[ \t]*$", _re.MULTILINE)  # "NXP S12Z\t\t\ts12z-*-elf"


def _document_stems():
    """The documents' file names, with and without their extensions: a question says "information_schema.sql" to name
    the file, and its word information_schema names no record of it; "Ubuntu.mirrors" is no mirror's URL. With its
    folder too: "linux/prctl.h" names the header, not the one entry of prctl(2) that says it."""
    paths = [n.replace("\\", "/").lower() for n in _settings["names"] + _settings["sources"] if n]
    names = {p.rsplit("/", 1)[-1] for p in paths} | {"/".join(p.split("/")[-2:]) for p in paths if "/" in p}
    return names | {n.rsplit(".", 1)[0] for n in names}


def _words_of(name):
    """A field name's words: 'unit_price' is unit and price, 'Installed-Size' installed and size, 'requestUri' request
    and uri."""
    return [w for w in _re.split(r"[-_ ]+", _re.sub(r"(?<=[a-z])(?=[A-Z])", " ", name).lower()) if w]


def _with_kind(name, kind, said):
    """Does the question say the name with its kind, before or after it ("the us layout", "the layout us")?"""
    n, k = _re.escape(name), _re.escape(kind)
    return _re.search(rf"(?<![\w-]){n}\s+{k}s?\b|\b{k}\s+{n}(?![\w-])", said, _re.I) is not None


def _kind_said(kind, words, plural=False):
    """Do the question's `words` name the kind of record (in the plural if `plural`), or an XML tag's short word ('arg'
    of "arguments")?"""
    k = kind.lower()
    forms = {f"{k}s", f"{k}es"} | (set() if plural else {k})
    return bool(forms & words) or k in _ABBREVIATED and any(w.startswith(k) and len(w) > len(k) + 2 and
                                                            (w.endswith("s") or not plural) for w in words)


def _inflected(word):
    """The stems of a word without an ending of inflection ('upgraded': upgrade, upgrad; 'keys': key)."""
    return {word[:-len(end)] for end in ("ing", "ed", "d", "es", "s")
            if word.endswith(end) and len(word) - len(end) >= (3 if end == "s" else 4)}


def _stems(words):
    """The stems of each of the words (see _inflected), together."""
    return {f for w in words for f in _inflected(w)}


def _part_named(part, words):
    """Does one of the words name a part of a dotted key, whole or as its end ('request' of XRequest)?"""
    return any(part.lower() == w or len(w) >= 4 and part.lower().endswith(w) for w in words)


def _keyed_by_all(starts):
    """Of (record, field) pairs each naming a key of the question, those of the one record naming the most of them,
    two or more ("device 98E4 revision C2": amdgpu.ids' 26 lines of 98E4 and those of revision C2 meet in one); []
    when no one record does."""
    held = {}
    for r, n in starts:
        held.setdefault(id(r), (r, []))[1].append(n)
    most = max((len(ns) for _, ns in held.values()), default=0)
    best = [(r, ns) for r, ns in held.values() if len(ns) == most]
    return [(best[0][0], n) for n in best[0][1]] if most >= 2 and len(best) == 1 else []


_PLAIN_NUMBER = _re.compile(r"\bwhose (\w+) (?:is|are) (?:a |an )?(?:plain |whole |bare )?(?:numbers?|integers?)\b", _re.I)
_LINES_COUNTED = _re.compile(r"\bhow many (?:\w+ )?(?:lines|rows|entries)\b", _re.I)


def _typed(asking, fields):
    """The asked words, a kind being a type where no field is a kind: "What kind of file does suffixes(7) say .al
    marks?" asks its 'File type'."""
    return set(asking) | ({"type"} if set(asking) & {"kind", "kinds"} and "kind" not in fields else set())


def _said(field, words):
    """Do the question's `words` name the field, by its whole name (allow_inactive) or by all its words? Not the
    field `by` (who made a release): "Going by the changelog, which release ..." asks no maker."""
    if field == "by":
        return False
    return field.lower() in words or bool(_words_of(field)) and all(w in words for w in _words_of(field))


_PART_ASKED = {"roff": {"section", "heading"}, "html": {"section", "heading"}, "make": {"banner", "section", "heading", "title"}}  # what a record's part
# is called by its kind of document: a man page's section, the banner comment over a makefile's variable
_UNASKED = {"level", "lines", "head", "body", "content", "commented", "kind", "section", "title", "parent"}  # fields
# records() fills with where a record is or what it holds whole: a question that says "section" elsewhere asks no section


def _labels(rows, name, measures):
    """Does the field name the rows in a word each, some rows sharing a name but (nearly) never with another figure
    of the `measures`?"""
    values = [r.get(name) for r in rows]
    if not all(isinstance(v, str) and v and len(v.split()) == 1 for v in values) or len(set(values)) < 2:
        return False
    figures = {(r[name], tuple(str(r.get(m)) for m in measures)) for r in rows}
    return len(figures) * 9 <= len(set(values)) * 10


def _naming_field(rows, name, entries=False):
    """Does the field name the rows, a word each and nearly all different (a call's name, a setting's key)? Of
    `entries`, the rows that have it, most of them different: a man page's entries, though its sections have no
    name and its ERRORS list one error under several calls (madvise(2)'s EINVAL)."""
    values = [str(v).lower() for r in rows if (v := r.get(name)) not in (None, "") and not isinstance(v, (list, dict))]
    if entries:
        return len(values) >= 2 and all(len(v.split()) == 1 for v in values) and len(set(values)) * 4 >= len(values) * 3
    return len(values) * 2 > len(rows) and all(len(v.split()) == 1 for v in values) and \
        len(set(values)) * 10 >= len(values) * 9


def _statement_lines(lines, i):
    """The lines of code from line i to where the brackets it opens close (at most LINES_WITHIN)."""
    depth, k = 0, i
    while k < len(lines) and k - i < LINES_WITHIN:
        depth += sum(lines[k].count(c) for c in "([{") - sum(lines[k].count(c) for c in ")]}")
        if depth <= 0:
            break
        k += 1
    return range(i, min(k, len(lines) - 1) + 1)


def _title_code(r):
    """The code a field of the record begins with, as its title ("DEP0136: `http` `finished`": 'DEP0136'), or None."""
    return next((m.group(1) for v in r.values() if isinstance(v, str) and (m := _TITLE_CODE.match(v))), None)


_TITLE_CODE = _re.compile(r"([A-Z][A-Za-z]*[-_]?\d[\w-]*):\s")  # DEP0136:, CVE-2009-0789:, E081:


def _titled_by(r, key):
    """Does a field of the record begin with the key as its own code ("DEP0116: Legacy URL API"), so that the record is
    the key's, not one that mentions it?"""
    return any(isinstance(v, str) and _re.match(rf"{_re.escape(key)}\s*[:.)\]-]", v, _re.I) for v in r.values())


MENTIONS = 20  # records holding a name that the name no longer picks one of, as "mentioned once" would
LINK_RECORDS = 2  # a word naming more records than this names none in particular, when another word names fewer


def _links(rows, wanted, said, field):
    """(record, the word naming it, a name it shares with another document's records) for the records of `rows` a
    word of the question names as a field's whole value (the longest such word), or whose text holds it when none
    is so named (a log's lines): that word when it is a name, and the record's names in its other fields; its
    value of the `field` asked too ("EWOULDBLOCK" is EAGAIN, whose number errno-base.h gives), unless the word named
    the record by it (the other document differs there: "numbered 36 in amd64-linux.xml")."""
    opened = [q.lower() for q in _re.findall(r'["\u201c]([^"\u201d]{15,})["\u201d]', said)]  # "whose description opens
    # "Given the ifr_ifindex, ..."": the quoted start of a field's value names its record
    named = [(r, w) for r in rows for v in r.values() if isinstance(v, (str, int)) and not isinstance(v, bool)
             and (w := str(v).lower()) and (w in wanted or _phrase_in(w, said) or
                                            any(w.startswith(q.rstrip(".")) for q in opened))]
    files = {_file_name(d).lower() for d, _ in _docs()}  # "arpa/telnet.h" names a document, no record
    keyed = [(r, w) for w in wanted if (_IDENTIFIER.search(w) or "-" in w) and not any(f in w for f in files)
             for r in rows if _word_in(r.text, w)]
    if not named or all(w.isalpha() and not _IDENTIFIER.search(w) for _, w in named) and keyed:  # a log's lines, whose
        named = keyed  # fields (a session) hold no name; "lists the MIME type text/x-makefile": the name in its list,
        # not a record a plain word ('type') is the whole value of
    naming = Counter(w for _, w in named)
    named = [(r, w) for r, w in named if naming[w] <= LINK_RECORDS] or named  # not 'node.js', a value of many records
    longest = max((len(w) for _, w in named), default=0)
    for r, word in ((r, w) for r, w in named if len(w) == longest):
        differs = str(r.get(field, "")).lower() == word  # the field asked named the record: the other file's differs
        if not differs and (_IDENTIFIER.search(word) or "-" in word or word.isalpha()):
            yield r, word, word
        if any(word.startswith(q.rstrip(".")) for q in opened):  # named by how its description opens: its names
            yield from ((r, word, v.lower()) for v in dict.fromkeys(r.values())
                        if isinstance(v, str) and len(v.split()) == 1 and (v.isupper() or _IDENTIFIER.search(v.lower())))
        if upstream := _UPLOAD.fullmatch(word):  # a Debian upload (2.2.19-1) packages its upstream release (2.2.19),
            yield r, word, upstream.group(1)  # which the upstream NEWS names
        if upload := _UPLOAD_HEAD.match(str(r.get("head", ""))):  # named by a bug it closes ("Closes: #1017791"):
            yield r, word, upload.group(1)  # the upstream release of its head, "valgrind (1:3.19.0-1) unstable"
        if all(n == "message" or n.startswith("column") for n in r):  # a line of no fields but its columns: the other
            # names it gives ("#define EVP_PKEY_DHX NID_dhpublicnumber" of evp.h)
            yield from ((r, word, w) for w in dict.fromkeys(_re.findall(r"[a-z_][\w]*", r.text.lower()))
                        if w != word and _IDENTIFIER.search(w))
        for name in r:
            if not (differs and name == field) and (v := r[name]) not in (None, "") and str(v).lower() != word and \
                    (_naming_field(rows, name) or name == field or name == "name" and _naming_field(rows, name, entries=True)):
                yield r, word, str(v).lower()


# a hop across two files by a value, not by a name (a code names): "give that same number", "hold at that index"
BY_VALUE = _re.compile(r"\b(?:that|the) (same) (?:number|value)\b|\bat that (?:index|position)\b", _re.I)


def _value_start(by, wanted, said):
    """(the document a hop by value starts from, its record a word of the question names by its key or name, the
    document asked); None unless the asking clause names one document and one record of the other is named so."""
    asked = _asked_documents(by, said)
    if len(asked) != 1:
        return None
    start_doc = next(d for d in by if d != asked[0])
    starts = [r for r in by[start_doc] if str(r.get("key", r.get("name", ""))).lower() in wanted and
              r.get("value") not in (None, "")]
    return (start_doc, starts[0], asked[0]) if len(starts) == 1 else None


def _reached(start_doc, start):
    return f"{REACHED}{start.get('key', start.get('name'))!r} in {_file_name(start_doc) or 'the other document'}: " \
           f"{start!r})"


def _at_index(by, wanted, said):
    """For "color.py gives the color name pink1 a number. Which RGB triple does EIGHT_BIT_PALETTE in _palettes.py hold
    at that index (counting from 0)?": the record at that place among those of the group the question names (a
    section, a parent). '' unless the question says where counting starts and one group is named."""
    base = _re.search(r"\bcounting from ([01])\b", said)
    if base is None or (hop := _value_start(by, wanted, said)) is None or _figure_of(hop[1]["value"]) is None:
        return ""
    start_doc, start, target_doc = hop
    groups = [(n, v) for n in ("section", "parent") for v in {str(r.get(n) or "") for r in by[target_doc]}
              if v and v.lower() in wanted]
    if len(groups) != 1:
        return ""
    name, group = groups[0]
    rows = [r for r in by[target_doc] if r.get(name) == group]
    i = int(_figure_of(start["value"])) - int(base.group(1))
    place = f"at index {start['value']}, the value of {start.get('key', start.get('name'))!r}, among the records of " \
        f"{name} {group!r} (counting from {base.group(1)})"
    shown = _placed(rows[i], place) if 0 <= i < len(rows) else f"no record is {place}"
    return f"{shown}\n{_reached(start_doc, start)}"


def _same_value(by, wanted, said):
    """For "psfont.properties.ja numbers the PostScript font Helvetica-BoldOblique. Which PostScript font does
    psfontj2d.properties give that same number?": the record of the asked document whose value is the one the other
    document gives the record a word of the question names by its key, and that key. '' unless one record of each."""
    if (hop := _value_start(by, wanted, said)) is None:
        return ""
    start_doc, start, target_doc = hop
    value = str(start["value"])
    targets = [r for r in by[target_doc] if str(r.get("value", "")) == value and r.get("key", r.get("name"))]
    if len(targets) != 1:
        return ""
    named = "key" if "key" in targets[0] else "name"
    return f"{value!r}{LOOKED_UP}{named}: {targets[0][named]!r}\n{targets[0]!r}\n{_reached(start_doc, start)}"


def _file_mentions(doc, said):
    """Where the question (`said`, lower case) names the document's file, by its name or its stem."""
    name = _file_name(doc).lower()
    page = _re.fullmatch(r"([\w.+-]+)\.(\d\w*)(?:\.gz)?", name)  # top.1.gz: the manual page top(1), however short
    for form in (name, name.split(".", 1)[0]) + ((f"{page.group(1)}({page.group(2)})",) if page else ()):
        spots = [m.start() for m in _re.finditer(rf"(?<![\w.-]){_re.escape(form)}(?![\w-]|\.\w)", said)]
        if spots and (len(form) >= 4 or form.endswith(")")):
            return spots
    return []


def _asked_documents(docs, said):
    """The documents the question's asking clause (a sentence with what, which, who or how) names by file."""
    ends = [0] + [m.end() for m in _re.finditer(r"[.:;?!](?=\s|$)", said)] + [len(said)]
    asking = [(lo, hi) for lo, hi in zip(ends, ends[1:]) if _re.search(r"\b(?:what|which|who|how)\b", said[lo:hi])]
    return [doc for doc in docs if any(lo <= a < hi for a in _file_mentions(doc, said) for lo, hi in asking)]


_MISSING = _re.compile(r"\b(?:missing from|absent from|left out of|not (?:listed |found |included )?in)\b")  # one
# document's items the other lacks


def _path_named(doc, said):
    """How many trailing parts of the document's path the text names as a path of its own ("pip/_vendor/certifi/
    cacert.pem": 4 of pip's copy, none of certifi's own, whose 'certifi/cacert.pem' is there only inside it)."""
    sources = _settings.get("sources", [])
    parts = str(sources[doc] if doc is not None and doc < len(sources) else "").lower().replace("\\", "/").split("/")
    named = [n for n in range(1, len(parts)) if _re.search(rf"(?<![\w/.-]){_re.escape('/'.join(parts[-n:]))}(?![\w/-])",
                                                           said)]
    return max(named, default=0)


def _missing(by, wanted, before, after):
    """For a question asking which items of one document the other lacks (its text `before` "missing from" or "not
    in" names the first by a longer path than `after` does, the other the other way: "certifi/cacert.pem" ends both):
    the values of the field it names ("Give their labels"), else of the records' names, that the first has and the
    second does not, with their records; '' when the documents are not told apart, no field serves, or half the items
    or more differ (no copy of the other)."""
    named = {d: _path_named(d, before) - _path_named(d, after) for d in by}
    first, second = sorted(by, key=lambda d: -named[d])
    if named[first] == named[second] or not _path_named(first, before):
        return ""  # "missing from A but present in B": the first named after the phrase (review)
    fields = [n for n in by[first].fields()[:12] if n in by[second].fields() and n not in _UNASKED]
    field = next((n for n in fields if _said(n, wanted) or _said(n, _stems(wanted))),
                 next((n for n in ("name", "key", "title") if n in fields), None))
    if field is None:
        return ""
    theirs = {str(r.get(field)) for r in by[second]}
    left = [r for r in by[first] if r.get(field) not in (None, "") and str(r[field]) not in theirs]
    if not left or len(left) * 2 > len(by[first]):
        return ""
    values = list(dict.fromkeys(str(r[field]) for r in left))
    return f"{len(values)} {field} of doc {first} not in doc {second}: {values!r}\n" + "\n".join(map(repr, left[:10]))


_PATH_FIELDS = {"key", "name", "parent", "path"}  # what names a nested record's place, not a column of it
_THE_WORD = _re.compile(r"\bthe (?:word|string|letters) [\"'\u201c\u2018]?([\w-]{3,})")  # "contain the word purple"
_NO_VALUE = _re.compile(r"\bno values? (?:in|for) any (?:other )?(?:column|field)s?\b", _re.I)  # "a date but no value in
# any column": a row of its date alone
# a setting written with nothing for its value: "no default value", "an empty value", "nothing after the equals sign"
_EMPTY_VALUE = _re.compile(r"\b(?:no|without\s+an?|an?\s+empty|empty)\s+(?:[\w-]+\s+)?values?\b(?!\s+(?:in|for)\s+any\b)|"
                          r"\bnothing\s+(?:after|following)\s+(?:the|its)\s+(?:equals?|=|colon)|\bvalues?\s+(?:left\s+)?"
                          r"(?:empty|blank)\b", _re.I)
_CASED = _re.compile(r"\b(?:matching|same|exact) case\b|\bcase[- ]sensitive(?:ly)?\b|\bcase matters\b", _re.I)
_NO_CELL = _re.compile(r"\b(?:with\s+no|without\s+(?:an?|any))\s+[\w-]+\s+at\s+all\b", _re.I)  # "a character with no
# replacement at all": a row whose cell is empty; not "with no program number", which no empty column says
_VALUE_FOR = _re.compile(r"\b(?:a|any) value (?:for|in) (?:the )?([\w^$@.-]*\w)", _re.I)  # "give a value for AMZN"
_HOLDER_ASKED = _re.compile(r"\bwhich\b[^?]*?\b(?:has|have|holds?|contains?|defines?|lists?)\s+(?:a|an|the)\s+"
                            r"(?:[\w-]+\s+)?(?:members?|fields?|propert(?:y|ies)|keys?|attributes?|methods?|entry|entries)\s+"
                            r"(?:named|called)\b", _re.I)  # "which structure shape has a member named FunctionCount"
_CONTAINERS = {"members", "properties", "fields", "items", "attributes", "children", "entries"}  # what a nested record's
# path names between it and its holder (AWS models' "members", JSON schemas' "properties")
_MAN_PAGE = _re.compile(r"(?<![\w.:@+-])[A-Za-z][\w.:@+-]*\(\d[a-z]*\)")  # a manual page, "mknod(1)"
_CITATIONS = _re.compile(r"[\w.:@+-]+\(\d[a-z]*\)(?:, [\w.:@+-]+\(\d[a-z]*\))*")  # "systemd.path(5), systemd.timer(5)"
_DIFFERING = _re.compile(r"\b(?:(?:a )?value (?:other than|different from)|differently from|differs? from)\b")


def _differing(by, said):
    """For a question asking which settings two documents give different values (Matplotlib's matplotlibrc and its
    classic style): the keys both set, under the section the question names if one document's records have it, whose
    values differ (1 and 1.0 do not), with both records; '' unless some do and not half of them."""
    keyed = {d: {str(r[k]): r for r in rs if (k := "key" if "key" in r else "name") in r and "value" in r}
             for d, rs in by.items()}
    for d, rs in by.items():
        sections = {str(r["section"]) for r in rs if r.get("section") and
                    _re.search(rf"(?<![\w-]){_re.escape(str(r['section']).lower())}(?![\w-])", said)}
        if len(sections) == 1:  # "Of the settings matplotlibrc lists under its HATCHES banner"
            keyed[d] = {k: r for k, r in keyed[d].items() if r.get("section") in sections}
    first, second = by
    both = [k for k in keyed[first] if k in keyed[second]]

    def same(a, b):
        try:
            return a == b or float(a) == float(b)
        except ValueError:
            return False
    differ = [k for k in both if not same(str(keyed[first][k]["value"]).strip(), str(keyed[second][k]["value"]).strip())]
    if not differ or len(differ) * 2 > len(both):
        return ""
    return f"{len(differ)} of the {len(both)} keys both documents set have different values: {differ!r}\n" + \
        "\n".join(f"{keyed[first][k]!r}\n{keyed[second][k]!r}" for k in differ[:10])


def _start_document(found, said):
    """The document a hop across two starts from (`found`: document -> its hops): the other than the one the
    question's asking clause names ("what number does i386-linux.xml give that same call?"), else the one it
    names nearest a word naming one of its records; None when that tells none."""
    spots = {doc: _file_mentions(doc, said) for doc in found}
    asked = _asked_documents(found, said)
    if len(found) == 2 and len(asked) == 1:
        return next(doc for doc in found if doc != asked[0])
    distance = {}
    for doc, hops in found.items():
        words = [m.start() for word, _, _ in hops.values() for m in _re.finditer(_re.escape(word), said)]
        distance[doc] = min((abs(a - b) for a in spots[doc] for b in words), default=None)
    known = {d: n for d, n in distance.items() if n is not None}
    best = sorted(known, key=known.get)
    return best[0] if best and (len(best) == 1 or known[best[0]] < known[best[1]]) else None


def _group_head(rows):
    """The field that the first of the rows a count selects leaves empty and the others fill, each with a value of its
    own (sql_features.txt's "E081  Basic Privileges  <none>" over its subfeatures 01 to 10): that row heads the group
    and is none of its members. None when no field does."""
    if len(rows) < 3:
        return None
    first, members = rows[0], rows[1:]
    return next((n for n in members[0] if first.get(n) == "" and _identifies(members, n)), None)


def _identifies(rows, name):
    """Does the field tell the rows apart, in a word each (an id, a package's name; not a line of text)?"""
    values = [r.get(name) for r in rows]
    return all(isinstance(v, str) and v and len(v.split()) == 1 for v in values) and len(set(values)) == len(values)


def _titles(rows, name):
    """Does the field name the rows in words, each its own (most of them more than one word)?"""
    values = [r.get(name) for r in rows]
    return all(isinstance(v, str) and v.strip() for v in values) and len(set(values)) == len(values) and \
        sum(len(v.split()) > 1 for v in values) * 2 > len(values)


def _test(found, listing=()):
    """{field: [value]} as the test a comprehension filters records by; of a field in `listing`, one of its items."""
    return " and ".join(f"{v[0]!r} in str(r.get({n!r}, '')).split(',')" if n in listing else f"r[{n!r}] == {v[0]!r}"
                        for n, v in found.items())


def _conjoined(block, test, alone=True):
    """The block with `test` added to what each `for r in records()` of it keeps, the test it had kept whole in
    parentheses ("startswith('CLONE_') and (a or b)", not "... and a or b"); where it kept every record, `test` alone
    (`alone`) or nothing added."""
    out, at = [], 0
    for m in _re.finditer(r"for r in records\(\)( if )?", block):
        out.append(block[at:m.start()])
        if not m.group(1):
            out.append(f"for r in records() if {test}" if alone else m.group(0))
            at = m.end()
            continue
        end = m.end() + len(",".join(_arguments("(" + block[m.end():], 0)))  # to the bracket closing the comprehension
        out.append(f"for r in records() if {test} and ({block[m.end():end]})")
        at = end
    return "".join(out) + block[at:]


def _asking_sentence(text):
    """The question's last sentence that asks ("...?"), '' for none."""
    return " ".join([s for s in _re.split(r"(?<=[.?!])\s+(?=[A-Z])", str(text)) if s.rstrip().endswith("?")][-1:])


def _one_top(values):
    """Is one value the most common of them, twice or more, and no other as common?"""
    top = Counter(v for v in values if v not in (None, "")).most_common(2)
    return bool(top) and top[0][1] >= 2 and (len(top) == 1 or top[0][1] > top[1][1])


def _keeps(r, found, listing=()):
    """Does the record pass `_test(found, listing)`?"""
    return all(v[0] in str(r.get(n, "")).split(",") if n in listing else r.get(n) == v[0] for n, v in found.items())


SIDES = {"before": {"before", "previous", "preceding", "precedes", "prior", "preceded"},
          "after": {"after", "next", "following", "follows", "succeeding", "succeeds", "followed"}}  # "X is followed by
# which": after X in the file (Question.ordered takes the passive only so; see order)
_NEXT_WORDS = set().union(*SIDES.values())
_DIRECTLY_PLACED = _re.compile(r"\b(?:right|just|immediately|directly) (above|below)\b", _re.I)  # "listed directly
# below .fmt": a place, where "a group id below 100" and "the --module= line above it" are none
_SORT_WORDS = {"sort", "sorted", "sorting", "ranked", "ranking"}  # "if you sort the scripts by their numeric code"
_DESCENDING = {"descending", "decreasing", "downward", "downwards"}
ORDINALS = {w: i for i, w in enumerate(("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth",
                                          "ninth", "tenth"))} | {"last": -1}
_UPLOAD = _re.compile(r"(?:\d+:)?(\d[\w.+~]*)-[\w.+~]+")  # a Debian package's version: epoch, upstream, revision
_UPLOAD_HEAD = _re.compile(rf"[a-z0-9][\w.+-]* \({_UPLOAD.pattern}\) ")  # a Debian changelog entry's head: its upstream version
_ASSIGNMENT_WRITTEN = _re.compile(r'(?<![\w"])[A-Za-z_][\w{}.\[\]-]*[+:!]?==?"[^"\n]*"')  # TAG+="uaccess", ACTION=="add"
_SUMMED = _re.compile(r"\b(?:add(?:ing|ed)? up|summed|in all|in total|altogether|combined)\b", _re.I)  # a count
# of a number field's values added up over the records, not of the records
_EXTREMES = ("highest", "lowest", "largest", "smallest", "greatest", "biggest", "maximum", "minimum")


def _c_integer(said):
    """A C integer literal's value (15, 0x1F, 8L, 10u, regex.h's "((unsigned long int) 1)"), or None."""
    m = _re.fullmatch(r"\(?\s*(?:\([A-Za-z_][\w \t]*\)\s*)?(0[xX][0-9a-fA-F]+|\d+)[uUlL]*\s*\)?", said.strip())
    return None if m is None else int(m.group(1), 0)


def _c_eval(expression, values):
    """The integer a C constant expression of integers, `values`' names and | & ^ ~ << >> + - * comes to, or None."""
    try:
        tree = _ast.parse(expression.strip(), mode="eval")
    except SyntaxError:
        return None
    operators = {_ast.BitOr: lambda a, b: a | b, _ast.BitAnd: lambda a, b: a & b, _ast.BitXor: lambda a, b: a ^ b,
                 _ast.LShift: lambda a, b: a << b if 0 <= b <= 64 else None, _ast.RShift: lambda a, b: a >> b,
                 _ast.Add: lambda a, b: a + b, _ast.Sub: lambda a, b: a - b, _ast.Mult: lambda a, b: a * b}

    def value(node):
        if isinstance(node, _ast.Constant) and isinstance(node.value, int):
            return node.value
        if isinstance(node, _ast.Name):
            return values.get(node.id)
        if isinstance(node, _ast.UnaryOp) and isinstance(node.op, (_ast.Invert, _ast.USub)):
            inner = value(node.operand)
            return None if inner is None else (~inner if isinstance(node.op, _ast.Invert) else -inner)
        if isinstance(node, _ast.BinOp) and type(node.op) in operators:
            left, right = value(node.left), value(node.right)
            return None if left is None or right is None else operators[type(node.op)](left, right)
        return None

    return value(tree.body)


COMES_TO = " comes to "  # how the lookup view says what a C expression it worked out comes to
LIST_PLACE = "place in its list, counting from "  # how the lookup view says which place of a list it counted an item to


def _worked_out(key, asked, shown, r, field, used):
    """The lookup view of a value worked out from other records' (a C expression's number, a makefile variable with
    its $(NAME)s substituted): what it comes to, the records it used, and each record."""
    return f"{key!r}{LOOKED_UP}{asked}: {shown}\n{r[field]!r}{COMES_TO}{shown}" + \
        "".join(f", {t['name']} being {t[field]!r}" for t in used) + f":\n{r!r}" + "".join(f"\n{t!r}" for t in used)
EVALUATED_DEPTH = 32  # names followed, each defined by others, when working out what an expression comes to
_VALUE_SPLIT = _re.compile(r"[,()|]")  # what a #define's value is split at into the names it is built of
LINES_WITHIN = 5  # the most lines of a definition's body that a lookup shows (see Records._lines_within)
_FIRST_WORDS = {"first", "earliest", "oldest"}
_LAST_WORDS = {"last", "latest", "newest", "recent", "recently"}  # "the most recent", "withdrawn most recently"
MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
           "november", "december"]
_YEAR_MONTH = _re.compile(r"\d{4}(?:-\d\d)?")  # a date given to the year or the month only
_FROM_THE_TOP = _re.compile(r"\b(?:from the top|top to bottom|from the (?:start|beginning) of the file)\b", _re.I)
_ALONG_FILE = {"down", "below", "above", "up", "listed", "lists"}  # "going down the file": its order, not time's
_DOTTED_VERSION = _re.compile(r"\d+(?:\.\d+)+(?:[a-z~-]\w*)?")  # a version with a dot: 8.2~beta, 7.0~rc1, 6.0
_VERSION_ORDER = _re.compile(r"(\d+(?:\.\d+)*)([a-z~-]*)")  # 5.3.5beta: its numbers, then what marks a pre-release


def _version_key(version):
    """A version as it sorts in time order: 1.9.1 before 1.10, 5.3.5beta before 5.3.5."""
    m = _VERSION_ORDER.match(version)
    return tuple(int(n) for n in m.group(1).split(".")), not m.group(2)
_DATED = _re.compile(r"\d{4}-\d\d-\d\d(?:[T ][\d:.,]+(?:Z|[+-][\d:]+)?)?")
CLOCK = _re.compile(r"\d{1,2}:\d\d(?::\d\d)?")


def _clock(r):
    """A dated record's time of day as HH:MM[:SS] text ('' when it has none)."""
    if "time" in r:
        return str(r["time"])
    found = _re.search(r"[T ](\d\d:\d\d(?::\d\d)?)", str(r.get("timestamp", r.get("date", ""))))
    return found.group(1) if found else ""


NAMING = 3  # a word in more records than this is a kind or a filter, not the name of one


def _on_named_path(rows, wanted):
    """The records of a nested file under the keys the question names by identifiers ("which property does the items
    object of the definition testPresetsV3 list right after inherits?": those on definitions.testPresetsV3.items...,
    where 'inherits' names one); all of `rows` when it names none, or none are under them."""
    keys = {w for w in wanted if _re.search(r"[a-z]\d|\d[a-z]|_", w)}
    on = [r for r in rows if keys and keys <= {p.lower() for p in str(r.get("keys", "")).split(".")}]
    return on or rows


def _named(rows, wanted):
    """(word, records) for the question's word that names the fewest records (at most NAMING), the most
    nested first (the method quit of the class SMTP): as the whole value of a field naming the record first (name ==
    'quit'), then of any field, then in a record's head or first field, then anywhere in its text."""
    words = _naming(wanted)
    for tier in (_own_value, _whole_value, _in_head, _in_text):
        found = {w: [r for r in rows if tier(r, w)] for w in words}
        found = {w: rs for w, rs in found.items() if 0 < len(rs) <= NAMING}
        if found:
            deep = lambda w: -found[w][0].get("level", 0)  # quit, not its class
            word = min(found, key=lambda w: (deep(w), len(found[w]), w) if tier is _own_value else  # a method formatweek
                       (len(found[w]), deep(w), w))  # of HTMLCalendar, not the class a field of its own names
            return word, found[word]
    return None


# "the next number (one higher)", "the number one lower": a neighbour by the number the records are given, not by place
ITEM_KEY = 20  # characters into a list item its key is written within ("- bpo-38871: Fix ...")
_NUMBER_STEP = _re.compile(r"\b(?:(next|following)|(previous|preceding))\s+(?:higher\s+|lower\s+)?(?:number|value|code|ordinal)\b"
                           r"|\bone\s+(?:(higher|more|greater)|(lower|less|smaller))\b|\b(?:(add)|(subtract))(?:ing)?\s+one\b",
                           _re.I)  # "take the export ordinal of X and add one"


def _heading_marks(text):
    """The Markdown heading levels a question writes in '#' signs ("sections (### headings)": {3})."""
    return {len(m) for m in _re.findall(r"(?<![#\w])#{2,6}(?![#\w])", str(text))}


def _list_neighbours(found, word, sides, wanted):
    """The items right before or after the word in the one list field the question names ("the enum of the shape
    SourceAccessType") of the records found that holds it as an item (a JSON array read as "BASIC_AUTH, VPC_SUBNET,
    ..."), each placed with its record; '' unless one list holds it once (not a title listing names: jq(1)'s
    "arrays, objects, iterables, ...")."""
    lists = [(r, name, items) for r in found for name, v in r.items() if isinstance(v, str) and ", " in v
             and _said_as(name, wanted)
             for items in [[p.strip() for p in v.split(",")]] if [p.lower() for p in items].count(word) == 1
             and all(_LIST_ITEM.fullmatch(p) for p in items)]  # names of a few words too
    if len(lists) > 1:  # "In the list of families 65-nonlatin.conf prefers for monospace": the one whose record
        lists = [(r, name, items) for r, name, items in lists if any(  # another word of the question names
            k != name and isinstance(v, str) and v.lower() in wanted for k, v in r.items())]
    if len(lists) != 1:
        return ""
    r, name, items = lists[0]
    return _placed_items(r, items, [p.lower() for p in items].index(word), sides, f"the {name} list")


_LIST_ITEM = _re.compile(r"[\w.:/+-]+(?: [\w.:/+-]+){0,5}")  # an item of a comma list: a name of a few words at most


def _said_as(name, wanted):
    """Does the question say the field's name, or it with an ending ("prefers", "preferred" of 'prefer')?"""
    return name.lower() in wanted or len(name) >= 4 and any(
        w.startswith(name.lower()) and w[len(name):] in ("s", "es", "ed", "red", "d") for w in wanted)


def _placed_items(r, items, i, sides, listed):
    """The items right before or after items[i] of a list the record `r` holds, each placed with the record: the item
    alone, the record's line holding the others too."""
    out = []
    for side in sides or ["before", "after"]:
        k = i + (1 if side == "after" else -1)
        said = f"right {side} {items[i]!r} in {listed} of {_clipped(' '.join(r.text.split()), 60)}"
        out.append(f"{location(r.at, r.doc, r.part)} {items[k]}{PLACED}{said}" if 0 <= k < len(items) else
                   f"nothing comes {said}")
    return "\n".join(out)


_OTHER_NAME = _re.compile(r"\b(?:same as|alias(?:es)?|synonyms?|equivalent|abbreviation|other name|other spelling)\b",
                         _re.I)  # what a question calls an entry's other name, beside "its short form" (_FORM_NAMED)
_CONTRASTED = _re.compile(r"\b(?:like|unlike|but|other than|combined with|except|besides|instead of|with which|"
                         r"other (?!names?\b|spellings?\b|forms?\b)\w+)\b", _re.I)  # another entry: "works with which
# other option"
_FORM_NAMED = _re.compile(r"\b(short|long)(?:er)?\s+(?:form|option|name|spelling|version)\b", _re.I)  # "the short form"
_ENTRY_NAME = _re.compile(r"([-?~!@%+]*[A-Za-z][\w.-]*?)(?:\(.*\)|\[?=.*|(?<=[-?~!@%+][a-z])[A-Z]{3,})?")  # a name in an
# entry's title, its argument dropped: "?architecture(WILDCARD)", "~rWILDCARD", "--color[=WHEN]", "--block-size=SIZE"


def _entry_names(r):
    """The names an entry's title lists apart by ', ', each without its argument (see _ENTRY_NAME); [] unless every
    part is one."""
    parts = [p.split()[0] if p[:1] in "-?~!@%+" else p for p in str(r.get("title", "")).split(", ") if p.strip()]
    names = [m.group(1) for part in parts if (m := _ENTRY_NAME.fullmatch(part.strip()))]  # "-I PATTERN": -I
    return names if len(names) == len(parts) else []


def _title_named(rows, text):
    """(the name, [the record]) of the one entry whose title lists two names or more, one of which the question's
    `text` writes as it stands there, case and all ("~s" of apt-patterns(7)'s "?section(REGEX), ~sREGEX"; ls(1)'s -a
    and -A are two entries); None else."""
    found = [(said[0], r) for r in rows if len(names := _entry_names(r)) >= 2 and
             len(said := [n for n in names if _re.match(r"[-?~!@%+]|\w*(?:[_\d]|[a-z][A-Z])", n) and
                          _re.search(rf"(?<![\w-]){_re.escape(n)}(?![\w-])", text)]) == 1]  # a sign's or an identifier's
    # name: not "After" opening a sentence for systemd.unit(5)'s "Before=, After="
    return (found[0][0], [found[0][1]]) if len(found) == 1 else None


def _list_items_said(value, said):
    """The items of a value that is a list of names apart by ', ' (see _LIST_ITEM) which the question's text `said`
    writes whole, each of several words or signs (see _phrase_in): a one-word item names nothing in particular."""
    items = value.split(", ")
    if len(items) < 2 or not all(_LIST_ITEM.fullmatch(i) for i in items):
        return []
    return [i for i in items if _phrase_in(i, said) and not any(  # whole: "list DejaVu Sans Mono as" names no "DejaVu
        (after := said[m.end():].split(None, 1)) and after[0].strip("?.,;:!") not in STOPWORDS  # Sans"
        for m in _re.finditer(rf"(?<![\w-]){_re.escape(i)}(?![\w-])", said))]


def _quoted_neighbours(rows, key, sides):
    """The quoted items right before or after the key in the one record whose text quotes it among QUOTED_ITEMS or
    more ("which name follows AT_END_LINE" in re/_constants.py's `ATCODES = _makecodes('AT_BEGINNING', ..., 'AT_END_LINE',
    'AT_END_STRING', ...)`), placed with that record; '' unless one record quotes it once."""
    holding = [(r, items) for r in rows if key and (f"'{key}'" in r.text or f'"{key}"' in r.text)
               for run in _QUOTED_RUN.finditer(r.text)
               for items in [_re.findall(r"""['"]([\w.:/+-]+)['"]""", run.group(0))]
               if items.count(key) == 1 and len(items) >= QUOTED_ITEMS]  # a list's items, apart by commas: not an
    # XML element's quoted attributes (<action id="org.freedesktop.login1.set-wall-message"> ... "systemd")
    if len(holding) != 1:
        return ""
    r, items = holding[0]
    return _placed_items(r, items, items.index(key), sides, "the list")


def _quoted_lists(text):
    """The lists of QUOTED_ITEMS or more quoted names apart by commas in a record's `text` (its lines joined), a
    comment inside one no end of it: a '#' comment runs to the next quote. None when the text quotes names outside
    them (a comment's own quote may have cut one short)."""
    bare = _re.sub(r"#[^'\"]*|/\*.*?\*/", " ", text)
    lists = [items for run in _QUOTED_RUN.finditer(bare)
             if len(items := _re.findall(r"""['"]([\w.:/+-]+)['"]""", run.group(0))) >= QUOTED_ITEMS]
    return lists if sum(map(len, lists)) == len(_re.findall(r"""['"]([\w.:/+-]+)['"]""", bare)) else None


ONE_OF = _re.compile(r"\b([\w.-]*[\w])\s+is\s+one\s+of\s+the\s+(?:values|members|entries|items|flags|options|bits|"
                     r"settings|constants|fields)\s+of\s+(?:a|an|the|which|one)\s+([\w-]+)", _re.I)  # "CS7 is one of the
# values of a mask #defined just above it": the one holding it


def _comment_beside(wanted, text):
    """For "what does the comment beside the family Norasi (in the serif list) say it is for?": the comment written
    after a word of the question on its line (65-nonlatin.conf's `<family>Norasi</family> <!-- thai -->`), of the
    rarest word whose lines all end in one such comment; '' unless the question asks what a comment beside something
    says."""
    if not _COMMENT_BESIDE.search(text):
        return ""
    found = []  # (lines holding the word, the word, the comments after it, where the first is)
    for word in wanted - _document_stems() - STOPWORDS:
        if len(word) < 3:
            continue
        pattern = _re.compile(rf"(?<![\w.-]){_re.escape(word)}(?![\w-])", _re.I)
        declares = _re.compile(rf"[ \t]*(?:#[ \t]*define[ \t]+)?{_re.escape(word)}(?![\w-])", _re.I)  # where it is
        held, comments, first, declared = 0, set(), None, []  # declared, not the lines that use it
        for d, whole in _docs():
            at = 0
            for line in whole.split("\n"):
                if m := pattern.search(line):
                    held += 1
                    if declares.match(line):
                        declared.append((d, at, line.strip()))
                    after = COMMENT_TEXT.search(line[m.end():])
                    if after:
                        comments.add(next(g for g in after.groups() if g is not None))
                        first = first or (d, at, line.strip())
                    else:
                        comments.add(None)
                at += len(line) + 1
        if held and len(comments) == 1 and None not in comments:
            found.append((held, word, comments.pop(), first))
        elif len(declared) == 1 and (after := COMMENT_TEXT.search(declared[0][2])):
            found.append((held, word, next(g for g in after.groups() if g is not None), declared[0]))  # "the error
            # code _REG_ERANGE in reg_errcode_t": its enum line, not "#define REG_ERANGE _REG_ERANGE" too
    if not found:
        return ""
    _, word, comment, (d, at, line) = min(found)
    return f"{word!r}{MENTIONED}comment beside it: {comment!r}\n{location(at, d, _part(d, at))} {line}"


COMMENTED = " carry the comment "  # how the lookup view says which items of a record a comment follows, counted


def _item_comments(text):
    """[(item, comment)] of the elements a record's text writes each with a comment right after it (fontconfig's
    `<family>Norasi</family> <!-- thai -->`); [] when none."""
    return [(m.group(2).strip(), m.group(3)) for m in _re.finditer(
        r"<([\w:-]+)(?:\s[^<>]*)?>([^<>]+)</\1>[ \t]*<!--\s*(.*?)\s*-->", text, _re.S)]


_COMMENT_BESIDE = _re.compile(r"\b(?:what|which)\b(?:[^?.]|\.(?=\w))*\bcomments?\b(?:[^?.]|\.(?=\w))*\b(?:beside|next to|"
                              r"alongside|(?<!right )(?<!just )(?<!comes )(?<!come )(?<!immediately )(?<!directly )"
                              r"(?:after|following)|at the end of|on the (?:same )?line of)\b", _re.I)  # "what does
# the comment beside the family Norasi say": the question asks what it says; "What comment does linux/if_arp.h put beside
# ARPHRD_IPGRE?": a file's name is no sentence's end; not "which comment comes right after the group of rules under ...",
# a place


def _first_uncommented(text):
    """For "Which format version does amdgpu.ids declare on its first line that is not a comment?": that line, of the
    one document; '' unless the question asks for the first line that is no comment."""
    docs = _docs()
    if not _FIRST_UNCOMMENTED.search(text) or len(docs) != 1:
        return ""
    d, whole = docs[0]
    at, closing = 0, None  # the end of a block comment still open ("*/", "-->")
    for line in whole.split("\n"):
        if closing is not None:
            closing = None if closing in line else closing
        elif opened := _re.match(r"\s*(/\*|<!--)", line):
            end = "*/" if opened.group(1) == "/*" else "-->"
            closing = None if end in line[opened.end():] else end
        elif line.strip() and (not _re.match(r"\s*(?:#|//|;|!)", line) or DIRECTIVE_LINE.match(line)):  # "#ifndef" is
            # no comment
            return f"'first line that is not a comment'{MENTIONED}line: {line.strip()!r}\n" \
                   f"{location(at, d, _part(d, at))} {line.strip()}"
        at += len(line) + 1
    return ""


_FIRST_UNCOMMENTED = _re.compile(r"\bfirst (?:non-comment|uncommented|non-blank,? non-comment) line\b|"
                                 r"\bfirst line (?:that is|that's|which is) not a comment\b", _re.I)


def _comment_before(text, at):
    """The comment written right above position `at` of a document, only blank space between: an XML or C comment
    ending there, else the run of '#', '//' or ';' lines over it, its words joined; '' for none."""
    above = text[:at].rstrip(" \t").removesuffix("\n").rstrip(" \t")  # the lines right above, no blank line between
    for opens, closes in (("<!--", "-->"), ("/*", "*/")):
        if above.endswith(closes):
            start = above.rfind(opens)
            return " ".join(above[start + len(opens):-len(closes)].replace("\n *", "\n").split()).strip("* ") \
                if start >= 0 else ""
    lines = []
    for line in reversed(above.split("\n")):
        if not (m := _re.match(r"\s*(?:#|//|;)+(\s?)(.*)", line)) or not line.strip().strip("#/;") or \
                not m.group(1) and _re.fullmatch(r"[\w.-]+(?:\s*[=:]\s*|\s+)\S.*", m.group(2)):
            break  # a blank line, or a setting commented out ("#PermitEmptyPasswords no"), ends the comment
        lines.insert(0, m.group(2).strip())
    return " ".join(lines)


_COMMENT_ABOVE = _re.compile(r"\b(?:what|which)\b[^?.]*\bcomment\b[^?.]*\b(?:above|over|before|preceding|precedes)\b",
                            _re.I)  # "What does the XML comment just above that block say?"; not a count "under its
# comment ... before the comment on the option codes"
QUOTED_ITEMS = 3
_COUNTED_FROM = _re.compile(r"\b(?:counting|counted|numbered|indexed|starting)\s+(?:from|at)\s+(0|1|zero|one)\b|"
                            r"\b(0|1|zero|one)-(?:based|indexed)\b", _re.I)  # "Counting from 0", "1-based"
_QUOTED_RUN = _re.compile(r"""['"][\w.:/+-]+['"](?:\s*,\s*['"][\w.:/+-]+['"])+""")  # 'A', 'B', 'C'


def _stepped(kin, found, word, step, text=""):
    """The records of the named one's kind whose number is one higher or lower than its (see _NUMBER_STEP), each with
    its location; '' unless the named record has one number field."""
    up = bool(step.group(1) or step.group(3) or step.group(5))
    numbers = [n for n, v in found[0].items() if _figure_of(v) is not None and n not in ("level", "lines")]
    if len(numbers) > 1:  # png.h's functions: an export ordinal and a count of parameters, the one the question names
        numbers = [n for n in numbers if _re.search(rf"(?<![\w-]){_re.escape(n)}(?![\w-])", str(text), _re.I)]
    if len(found) != 1 or len(numbers) != 1:
        return ""
    field, start = numbers[0], _figure_of(found[0][numbers[0]])
    target = start + (1 if up else -1)
    hits = [r for r in kin if r is not found[0] and _figure_of(r.get(field)) == target]
    said = f"its {field} {target}, one {'higher' if up else 'lower'} than {start} of the one that names {word!r}" \
        f"{_among(found[0])}"
    return "\n".join(_placed(r, said) for r in hits) if hits else f"no record of its kind has {said}"


def _trimmed(value):
    """A name without the signs that end it: 'IBM915' of gconv-modules' 'IBM915//'."""
    return _re.sub(r"\W+$", "", str(value).lower())


def _own_value(r, word):
    """Is the word the whole value of a field that names the record itself, not what holds it? The method RepoEnable,
    not its many args and docs, whose parent it is (they hid it, and the interface holding it was taken)."""
    return any(isinstance(v, str) and v.lower() == word for k, v in r.items() if k not in _CONTAINING)


def _inside_number(word, text):
    """Is a number of the word a piece of a longer one in the text (3.1 of "CMake 3.15")? A test of the word as a
    piece of the text would select that one too."""
    return any(c.isdigit() for c in word) and word in text and not _word_in(text, word)


_CONTAINING = {"parent", "kind", "part", "section", "block", "path"}  # fields naming what holds a record, not the record


def _naming(wanted):
    """The words that may name a record: not stop words or order words, not part of a longer one (16 of 2.1.16);
    a short one only when it is the one key given ("the row just after the one for OK": a digraph)."""
    return [w for w in wanted - STOPWORDS - _NEXT_WORDS - _FIRST_WORDS - _LAST_WORDS - {"right", "just", "immediately"}
            if (len(w) >= 3 or len(wanted) == 1) and not any(w != o and w in o for o in wanted)]


def _word_in(text, word):
    return _re.search(rf"(?<![\w.-]){_re.escape(word)}(?![\w-]|\.\w)", text, _re.I) is not None


def _whole_value(r, word):
    return any(isinstance(v, str) and v.lower() == word for v in r.values())


def _in_head(r, word):
    first = r.get("head", r.get("title", next(iter(r.values()), r.text) if r else r.text))
    return _word_in(str(first), word)


def _in_text(r, word):
    return _word_in(r.text, word)


def _kin(r, named):
    """Is r of the named record's kind: the same parent, level and kind of definition where records have them; a line
    after a comment mark (filetype.vim's `" BASIC or Visual Basic`) another such line, not the statement under it; a
    statement another statement, not the comment over it (Attributes.td's `/// Strong Stack protection.` is no
    attribute defined right after StackProtectReq)."""
    mark = _line_mark(named)
    commented = mark is not None and _COMMENT_MARKS.fullmatch(mark)
    return all(r.get(f) == named.get(f) for f in ("parent", "level", "kind") if f in named and named.get(f) != "") \
        and (named.get("kind") != "" or r.get("kind", "") == "") and \
        (_line_mark(r) == mark if commented else mark is None or
         (other := _line_mark(r)) is not None and not _COMMENT_MARKS.fullmatch(other))


def _line_mark(r):
    """A line's first token (its `column1`, or the text's where a few lines have no columns), None for a record of
    fields or an empty line."""
    if "column1" in r:
        return str(r["column1"])
    return None if dict(r) or not r.text.split() else r.text.split()[0]


NAME_PARTS = 3  # records a key inside their names leads to that a root still reads one by one
_CODE_NAME = _re.compile(r"[A-Za-z_]\w*(?:[a-z][A-Z]|_)\w*")  # OptimizeForSize, MODULE__SSL_LDFLAGS: no word of prose
_COMMENT_MARKS = _re.compile(r'"|#+|;+|//+|--|%')  # what begins a comment line in a config or script language


AMONG_TERMS = " among the entries of "  # how the order view says a record is a term under its parent, no definition


def _among(named):
    if named.get("parent"):
        return f" among the {named['kind']}s of {named['parent']!r}" if named.get("kind") else \
            f"{AMONG_TERMS}{named['parent']!r}"
    return f" among the level-{named['level']} records" if "level" in named else ""


def _placed(r, said):
    """A record on one line with its location and its place: it backs an answer that names it."""
    title = f"{r['number']}. {r['title']}" if r.get("number") and r.get("title") else r.get("title")
    first = r.get("head") or title or r.text  # a numbered section as its heading writes it: "2.2. Unversioned ..."
    return f"{location(r.at, r.doc, r.part)} {_clipped(' '.join(str(first).split()), PLACED_CHARS)}{PLACED}{said}"


# a name no word of prose is: with a digit, an underscore, a dot or a colon inside, in capitals, or in camel case
# (security.provider.1, SET_ADD, DSHELL, DefaultTimerAccuracySec; not Host of "Host *", not tries)
_IDENTIFIER = _re.compile(r"\w[\d_.:]|\d|^[A-Z][A-Z\d]+$|[a-z][A-Z]")

LOOKED_UP = " names this record; its "  # between the word that named a looked-up record and the field asked of it
MENTIONED = " is in this record; its "  # between the word a looked-up record's text holds and the field asked of it
REACHED = "(reached from "  # opens the note under a record a hop reached (across, within): from which key it was
COMMENT_TEXT = _re.compile(r"<!--\s*(.*?)\s*-->|/\*\s*(.*?)\s*\*/|(?:^|\s)(?:#|//)[ \t]*([^\n]*[^\s])", _re.S)  # a
# comment's words: an XML or C comment, or a '#' or '//' one to its line's end
PLACED = " <- "  # between a placed record and what its place is; an answer copying the line ends before it
PLACED_AS = "; its "  # after a record's place, the value of the field that names it as the word counted from names its own
EVERY_PLACED = 12  # the records selected that a question asking for all of them is shown, each placed, at most
PLACED_CHARS = 400  # a placed record's line up to this: a JSON object of iso_3166-3.json is 330 characters


RECORD_CHARS = 600  # a record printed whole up to this, then head and tail
_KEY_LINE = _re.compile(r"^([A-Za-z][\w.-]{0,40}):[ \t]+(\S.*)$")
_COMMENTED_KEY = _re.compile(r"^#[ \t]*([A-Za-z][\w.-]{0,40}):[ \t]+(\S.*)$")  # "# Serial: 80544274841616"
_HEADER_CELL = _re.compile(r"[\^$@]?[A-Za-z_][\w .()/#-]{0,30}")  # a column name: short, starts with a letter
# (or a sign and one: the index ^GSPC of Stocks.csv)
_NUMBERED = _re.compile(r"^((?:\d{1,3}\.)*\d{1,3})\.?[ \t]+([A-Z][^\n]{0,118})$")  # "2.3 Title"; not "443605  Don't call ...", a bug's number
_UNDERLINED_NUMBER = _re.compile(r"((?:\d+\.)*\d+)\.?[ \t]+(\S.*)")  # an underline makes it a heading, whatever follows


# items a count or an extreme leaves out: "other than nobody", "leaving GPL-2 aside", "names not starting with _",
# "Leave out the older Geturl releases", "leave Geturl out"
EXCLUDES = _re.compile(r"\b(?:other than|except(?: for)?|excluding|apart from|besides|leav(?:e|ing) out|not counting|"
                       r"leave (?:[\w.+-]+ ){1,4}out\b|"
                       r"leaving [\w.+-]+(?: [\w.+-]+)? aside|not (?:starting|beginning|ending) with|not (?:containing|including))\b",
                       _re.I)
# items kept for lacking something, and what: "#define without a comment beside them", "entries with no description"
LACKING = _re.compile(r"\b(?:without (?:a|an|any)|with no|(?:that|which) (?:have|has|give|gives) no|lacking(?: an?)?)\s+"
                      r"([a-z]+)", _re.I)
_EXCLUDING_WORDS = {"other", "than", "except", "excluding", "apart", "besides", "leave", "leaving", "out", "aside",
                    "counting", "starting", "beginning", "ending", "containing", "including"}
# a value of one or two characters the question quotes: the type "b" of a gsettings key, a status "A", a default "no"
QUOTED_SHORT = _re.compile(r"[\"“](\w{1,2})[\"”]")
QUOTED = _re.compile(r"[\"“]([^\"”]{3,80})[\"”]|(?<!\w)['‘]([^'’]{3,80})['’](?!\w)")  # what a question quotes ('x', ‘x’)


_PLACING = ("part", "section", "subsection", "chapter", "heading", "group", "block")  # fields saying where a record is


def _after_quotes(text):
    """The words right after a phrase the question quotes (see QUOTED): what the phrase is ("the "since Linux" notes"),
    no value; not a word after an apostrophe ("the packages’ Depends fields")."""
    return {w.group(1).lower() for m in QUOTED.finditer(str(text))
            if (w := _re.match(r"\s+([A-Za-z]+)\b", str(text)[m.end():]))}


def _placed_in(text):
    """The phrases a question quotes as the name of the section its items are in ("in its section "Parser
    Creation""), not as what they hold ("releases with a section headed "Changes in behavior"")."""
    return [q for q in quoted_phrases(text)
            if _re.search(rf"\b(?:in|under|within)\s+(?:its|the|their|a)?\s*(?:sub)?(?:section|chapter|part)\s+"
                          rf"(?:headed\s+|titled\s+|called\s+)?[\"'\u201c\u2018]{_re.escape(q)}", str(text), _re.I)]


def quoted_phrases(text):
    """The phrases a text quotes (see QUOTED), each once as written."""
    return [a or b for a, b in QUOTED.findall(str(text))]
_DOTTED_NUMBER = _re.compile(r"(?<![\d.])\d+(?:\.\d+)+")  # a version's number: 2.8.2 of "man-db 2.8.2", 4.1 of bash-4.1
_ITEM_WORDS = {"item", "items", "entry", "entries", "change", "changes", "fix", "fixes", "feature", "features", "bug",
               "bugs", "bullet", "bullets", "point", "points", "improvement", "improvements"}  # what a section's body lists
_LABEL_AFTER = _re.compile(r"(?<=[.)`'\"!?])\s+[A-Z][A-Za-z -]{2,40}:\s")  # the next label after an item: "Improvements:"


def functions_in(text):
    """The functions a text names with empty parentheses ('mmap()', or roff's `.IR mmap ()` as read), each once in the
    order written: a man page's list of them under an option runs together in its section's body."""
    return list(dict.fromkeys(_FUNCTION_NAMED.findall(str(text))))


_FUNCTION_NAMED = _re.compile(r"(?<![\w.])([A-Za-z_]\w*) ?\(\)")
MACRO = _re.compile(r"\b_*[A-Z][A-Z\d]*(?:_[A-Z\d]+)+\b")  # an option's macro: _POSIX_TRACE_EVENT_FILTER
_ONE_SAID = _re.compile(r"\b(?:exactly|only|just) one\b(?! of\b)", _re.I)  # "Exactly one variant ... puts igrave on a
# key"; not "Every message is exactly one of these kinds"
_SHORT_KEY = _re.compile(r"(?<![\w%$@#'’.-])(?:[%$@#][A-Za-z]{1,2}|[A-Za-z]|[^\x00-\x7f\s“”‘’«»–—…])(?![\w'’-]|\.\w)")  # "t",
# "%P", unaccent.rules' "ǅ": no word; not the e of "e.g."


def _heading(r):
    """What heads a record: a section's title, else an entry's first line (a release's heading either way)."""
    return str(r.get("title", r.get("head", "")))


def _short_named(rows, text):
    """(the key, the records a field of which it is whole) for the one key too short to be a word that the question
    writes and some record holds as written: "the line right after the one for ꝼ" of unaccent.rules. None else."""
    found = [(k, hits) for k in _short_keys(text) if (hits := [r for r in rows if any(v == k for v in r.values())])]
    return found[0] if len(found) == 1 else None


def _hop_keys(text):
    """The keys too short to be words that a question's sentences before the one asking write, where the asking one
    refers back ("... with that same text?"): where a hop starts. Not "The file replaces Ǳ with DZ. How many ... with
    IJ?", which names its own value."""
    asking = _asking_sentence(text)
    if not asking or not _re.search(r"\b(?:that|the same|this|those|these)\b", asking, _re.I):
        return set()
    return _short_keys(str(text)[:str(text).rfind(asking)])


def _short_keys(text):
    """The keys too short to be words that the question writes, as written (see _SHORT_KEY)."""
    return {m.group(0) for m in _SHORT_KEY.finditer(str(text))} - {"a", "A", "I"}


_ELLIPSIS = _re.compile(r"\.\.\.|…")
# a pattern the question writes, a quoted "..." in it: "(The “...” release)", "(its “Since ...” line)"
_PATTERN = _re.compile(r"\(([^()]*?[\"“‘'](?:\.\.\.|…)[\"”’'][^()]*?)\)")
_EXAMPLE = _re.compile(r"\((?:[\w-]+\s+){0,3}?(?:like|such as|e\.g\.,?|for example,?)\s+[^)]+\)", _re.I)  # an example
# the question gives, "(a line such as ...)" too (as judge._EXAMPLE reads it)
_TUPLE = _re.compile(r"\(-?\d+(?:\.\d+)?(?:,\s*-?\d+(?:\.\d+)?)+\)")  # "the RGB triple (85, 85, 255)": a literal
_OWN_HEADING = _re.compile(r"\w['\u2019]s heading\b")  # "under which option's heading": the innermost one, its own


def list_items(text, under=None):
    """The items a text lists: its bulleted ones ("* Fix ...", "- ..."), else its lettered or numbered ones in sequence
    ("a. ...", "b. ..."; "1. ..."), each running to the next, else the quoted names of a text that is one list of them
    (a call's arguments); with `under`, only those after that label ("Fixes:") and before the next. A changelog
    section's body holds its items run together on one line."""
    text = " ".join(str(text).split())
    if under is not None:
        start = _re.search(rf"(?<!\w){_re.escape(str(under).rstrip(':'))}:\s", text, _re.I)
        if start is None:
            return []
        text = text[start.end():]
        end = _LABEL_AFTER.search(text)
        text = text[:end.start()] if end else text
    numbered = _numbered_items(text)
    if numbered and _re.match(r"(?:1|a)\.\s", text):  # a list that opens "1. " is numbered, whatever dashes its items
        return numbered  # hold (Zip's "1. Debian patch 004 - apply ...")
    mark = _re.search(r"(?:^|\s)([*•+-])\s", " " + text)  # the first item's mark: Node.js's "* [`1aec718619`] -
    # **deps**: update ..." items hold a " - " each
    bullets = _re.split(rf"(?:^|\s){_re.escape(mark.group(1))}\s", " " + text) if mark else []
    if len(bullets) >= 2:
        return [b.strip() for b in bullets[1:] if b.strip()]
    if not numbered and (quoted := _quoted_lists(text)) and len(quoted) == 1 and \
            len(_re.sub(r"""['"][\w.:/+-]+['"]|#[^'"]*|/\*.*?\*/|[\s,()\[\]{}]""", "", text)) < 3:  # a call's or a list's
        return quoted[0]  # quoted names and nothing else ("'AT_BEGINNING', 'AT_BEGINNING_LINE', ..." of _makecodes)
    return numbered


def _numbered_items(text):
    """The lettered or numbered items of a text in sequence, each running to the next; a number the list skips is
    passed over when the two after it follow (Zip 3.0e's 178, 180, 181), not for a stray "section 5." after item 3."""
    for marks in ("abcdefghijklmnopqrstuvwxyz", [str(n) for n in range(1, 1000)]):  # Zip 3.0e: 243 changes
        found, at, i = [], 0, 0
        while i < len(marks):
            m = _re.compile(rf"(?:^|\s){marks[i]}\.\s").search(text, at)
            if m is None and found and marks[i].isdigit() and i + 2 < len(marks) and \
                    (skip := _re.compile(rf"(?:^|\s){marks[i + 1]}\.\s").search(text, at)) and \
                    _re.compile(rf"(?:^|\s){marks[i + 2]}\.\s").search(text, skip.end()):
                i += 1
                continue
            if m is None:
                break
            found.append(m)
            at, i = m.end(), i + 1
        if len(found) >= 2:
            ends = [m.start() for m in found[1:]] + [len(text)]
            return [text[m.end():e].strip() for m, e in zip(found, ends)]
    return []


def _clipped(text, limit):
    """Head and tail of a long text, each cut at a space: "Ne ... nds Antilles" had lost the name of the record
    placed most recent."""
    if len(text) <= limit:
        return text
    head, tail = text[: limit * 2 // 3], text[-(limit // 3):]
    head = head[:cut] if (cut := head.rfind(" ")) > len(head) // 2 else head
    tail = tail[cut + 1:] if 0 <= (cut := tail.find(" ")) < len(tail) // 2 else tail
    return head + " ... " + tail


def _line_starts(text):
    """Where each line of the text starts, in characters."""
    return [0] + [m.end() for m in _re.finditer("\n", text)]


def _line_of(text, pos, cache):
    """1-based line number of `pos` (cache: where the document's lines start)."""
    if "starts" not in cache:
        cache["starts"] = _line_starts(text)
    return _bisect.bisect_right(cache["starts"], pos)


def _json_records(text, doc):
    stripped = text.strip()
    if stripped[:1] in "[{":
        try:
            data = _json.loads(stripped)
        except ValueError:
            data = None
        start = text.index(stripped[0])
        if isinstance(data, dict):  # {"items": [...]}: its longest list of objects
            lists = {k: v for k, v in data.items() if isinstance(v, list) and v and all(isinstance(x, dict) for x in v)}
            key = max(lists, key=lambda k: len(lists[k])) if lists else None
            nested = _deepest_list(data)
            if nested is not None and len(nested[1]) >= max(ENTRY_HEADS, 2 * len(lists.get(key) or ())):
                key, lists[key] = nested  # Node's deprecations.json: 188 under miscs[0].miscs[1].modules, 1 on top
            chosen = lists.get(key) or []
            inside, enough = _objects(chosen), NESTED_OBJECTS * max(len(chosen), 1)
            if _objects(data, enough + inside) - inside >= enough and (nested := _yaml_records(text, doc, flow=True)):
                return nested  # a JSON schema: its definitions' nested objects, not the six items of its "oneOf"; not a
                # list of releases whose own items hold the objects
            data = lists.get(key)
            found = _list_at(text, key, len(data)) if key is not None else None
            start = found
        if isinstance(data, list) and data and all(isinstance(x, dict) for x in data):
            spans = _elements(text, start, len(data)) if start is not None else None
            if spans is None:
                return [Record(x, _json.dumps(x, ensure_ascii=False), 0, doc) for x in data]
            cache = {}  # each object as written, so a printed one is a quote of the document with its line
            return [Record(x, " ".join(text[at:end].split()), at, doc, _line_of(text, at, cache))
                    for x, (at, end) in zip(data, spans)]
    lines = [(m.start(), m.group(0)) for m in _re.finditer(r"[^\n]+", text) if m.group(0).strip()]
    if len(lines) >= 2 and all(line.lstrip().startswith("{") for _, line in lines[:20]):
        out, cache = [], {}
        for at, line in lines:
            try:
                value = _json.loads(line)
            except ValueError:
                return None
            if not isinstance(value, dict):
                return None
            out.append(Record(value, line.strip(), at, doc, _line_of(text, at, cache)))
        return out
    return None


NESTED_OBJECTS = 10  # a JSON object holding this many times more objects than its longest list of them is read nested


def _objects(value, most=None):
    """How many JSON objects a value holds, itself included, counted up to `most` if given (no recursion: a
    document nested 500 deep parses)."""
    found, stack = 0, [value]
    while stack and (most is None or found < most):
        v = stack.pop()
        if isinstance(v, dict):
            found += 1
            stack.extend(v.values())
        elif isinstance(v, list):
            stack.extend(v)
    return found


def _yaml_records(text, doc, flow=False):
    """A YAML file of nested mappings (a service's config, regen_apis_config.yaml's apis > api > version, Kubernetes
    manifests; `flow`: a JSON object of them, whose lines are no YAML's): each mapping under a key, and each mapping item of a list, a record of its scalar values (a list of
    scalars joined with ', '), with its `key` (a list item's number), its `name` (its own name: value, else its key),
    the key above it as `parent`, the keys down to it as `keys` ("apis.admin.v1") and its `level`. Read as lines, every line had no fields
    and a version's settings were lines apart from the API it is of. None unless it parses as YAML with mappings
    YAML_LEVELS deep and many of its lines are keys or list items (others a description's block of text)."""
    if _yaml is None or len(text) > YAML_CHARS:
        return None
    lines = [line for line in text.split("\n") if line.strip() and not line.lstrip().startswith("#")]
    keyed = sum(bool(_YAML_KEY.match(line)) for line in lines)
    if not flow and (keyed < ENTRY_HEADS * 4 or keyed * 10 < len(lines) * 3 or  # `flow`: JSON, YAML's flow style
                     not any(line[:1] in " -" and _YAML_KEY.match(line) for line in lines) or "\t" in "".join(lines[:50])):
        return None
    try:  # each document of a stream of several ("---" between Kubernetes manifests)
        roots = list(_yaml.compose_all(text, Loader=getattr(_yaml, "CSafeLoader", _yaml.SafeLoader)))
    except (_yaml.YAMLError, ValueError, RecursionError):
        return None
    out, cache, walked = [], {}, set()

    def walk(node, name, parent, keys, level):
        if id(node) in walked:  # an alias (*x) of a node read where its anchor (&x) is: once, and never in a loop
            return
        walked.add(id(node))
        if isinstance(node, _yaml.SequenceNode):
            for i, item in enumerate(node.value):
                if isinstance(item, _yaml.MappingNode):
                    walk(item, str(i + 1), name, keys + [str(i + 1)], level + 1)
            return
        if not isinstance(node, _yaml.MappingNode):
            return
        named = next((v.value for k, v in node.value if k.value == "name" and isinstance(v, _yaml.ScalarNode)), name)
        fields = {"name": named, "key": name, "parent": parent or "", "keys": ".".join(keys), "level": level}
        spans = []  # where its own key: value items are written, nested mappings and lists left out
        for k, v in node.value:
            if isinstance(v, _yaml.ScalarNode):
                value = v.value
            elif isinstance(v, _yaml.SequenceNode) and all(isinstance(x, _yaml.ScalarNode) for x in v.value):
                value = ", ".join(x.value for x in v.value)
            else:
                continue
            spans.append((k.start_mark.index, v.end_mark.index))
            if str(k.value) not in fields and k.value != "<<":  # a key named parent or level is none of these
                fields[str(k.value)] = value
        if level or spans:  # the top mapping only with values of its own (root_dir)
            at = _yaml_key_start(text, node) if level else node.start_mark.index
            said = " ".join([text[at:node.start_mark.index]] + [text[a:b] for a, b in spans])
            out.append(Record(fields, " ".join(said.split()), at, doc, _line_of(text, at, cache)))
        for k, v in node.value:
            if not isinstance(v, _yaml.ScalarNode) and k.value != "<<":  # a merge key's mapping is its anchor's
                walk(v, str(k.value), name if level else None, keys + [str(k.value)], level + 1)

    try:
        for root in roots:
            walk(root, "", None, [], 0)
    except RecursionError:  # mappings nested deeper than Python recurses: no records rather than none at all
        return None
    if len(out) < ENTRY_HEADS or max((r["level"] for r in out), default=0) < YAML_LEVELS:
        return None
    return out


def _yaml_key_start(text, node):
    """Where the key over a mapping is written (the line before its first key, a list item's dash): its record then
    quotes "v1: discovery_doc: x.json", the key with its values."""
    start = text.rfind("\n", 0, node.start_mark.index) + 1
    if text[start:node.start_mark.index].strip():  # "- name: web": a list item's own line, from its dash
        return start + len(text[start:]) - len(text[start:].lstrip())
    above = text.rfind("\n", 0, max(start - 1, 0)) + 1
    line = text[above:start]
    return above + len(line) - len(line.lstrip()) if _YAML_KEY.match(line) else node.start_mark.index


_YAML_KEY = _re.compile(r"^[ \t]*(?:- )?[\w.\"'/{}$-]+:(?:[ \t]|$)")  # "  discovery_doc: x", "- name: web", "apis:"
YAML_CHARS = 5_000_000  # a larger YAML file is data, read as lines, not parsed whole
YAML_LEVELS = 2  # nested mappings this deep: a flat `key: value` file is read as blocks or lines


def _deepest_list(data, depth=0):
    """(key, list) of the longest list of objects anywhere under a JSON object (JSON_DEPTH levels down at most), or
    None: a document's items nested under wrappers of one element each."""
    best = None
    if depth > JSON_DEPTH or not isinstance(data, dict):
        return None
    for k, v in data.items():
        if isinstance(v, list) and v and all(isinstance(x, dict) for x in v):
            found = [(k, v)] + [f for x in v if (f := _deepest_list(x, depth + 1)) is not None]
        elif isinstance(v, dict):
            found = [f for f in (_deepest_list(v, depth + 1),) if f is not None]
        else:
            continue
        for f in found:
            if best is None or len(f[1]) > len(best[1]):
                best = f
    return best


def _list_at(text, key, count):
    """Where the array of `count` elements under `key` opens in the text (the first such array), or None; decoded to
    tell them apart only when the key opens several (a top-level list's key, once, is found as written)."""
    opened = list(_re.finditer(rf'"{_re.escape(key)}"\s*:\s*\[', text))
    if len(opened) == 1:
        return opened[0].end() - 1
    decoder = _json.JSONDecoder()
    for m in opened:
        try:
            value = decoder.raw_decode(text, m.end() - 1)[0]
        except ValueError:
            continue
        if len(value) == count:
            return m.end() - 1
    return None


JSON_DEPTH = 8


def _elements(text, start, count):
    """(start, end) of each element of the JSON array opening at text[start], or None if it does not parse."""
    decoder, spans, i = _json.JSONDecoder(), [], start + 1
    try:
        for _ in range(count):
            at = _re.compile(r"[\s,]*").match(text, i).end()
            i = decoder.raw_decode(text, at)[1]
            spans.append((at, i))
    except ValueError:
        return None
    return spans


def _block_records(text, doc):
    """Blank-line separated blocks of `Key: value` lines (Debian control files, mail headers, INI-like), or of
    `# Key: value` comment lines over a body (a CA bundle's "# Label: ..." and "# Serial: ..." over each certificate:
    read as lines, no certificate had a serial number to rank)."""
    blocks = [(m.start(), m.group(0)) for m in _re.finditer(r"(?:[^\n]*\S[^\n]*(?:\n|$))+", text)]
    if len(blocks) < 2:
        return None
    keyed = sum(1 for _, b in blocks if _KEY_LINE.match(b.split("\n", 1)[0]))
    key_line = _KEY_LINE
    if not keyed and sum(1 for _, b in blocks if _COMMENTED_KEY.match(b.split("\n", 1)[0])) * 10 >= len(blocks) * 8:
        keyed, key_line = len(blocks), _COMMENTED_KEY
    if keyed * 10 < len(blocks) * 8:
        return None
    out, cache = [], {}
    for at, block in blocks:
        fields, last = {}, None
        for line in block.rstrip("\n").split("\n"):
            m = key_line.match(line)
            if m and not line[:1].isspace():
                last = m.group(1)
                fields[last] = m.group(2).strip()
            elif last is not None and line[:1].isspace():  # a continuation line
                fields[last] += "\n" + line.strip()
            elif line.strip().startswith("[") and line.strip().endswith("]"):  # an INI section
                fields["section"] = line.strip()[1:-1]
        out.append(Record(fields, " ".join(block.split()), at, doc, _line_of(text, at, cache)))
    _numbers(out, decimals=False)
    return out


def _directive_records(text, doc):
    """A config file's blocks of statements (see directive_blocks), each a record: its `head` statement,
    its `body` (the statements, comments left out) and, for each word that leads two statements of one
    block, how many statements of each block it leads (sensors3.conf's chips: 'label statements' 13), so
    "the chip with the most label statements" compares a number field; not 'label' alone, the verb of
    "chips that label some input +3.3V". The lines outside blocks are none. A head naming its block in quotes
    gives that name a field of its first word (xkb's `xkb_symbols "crd" {`: xkb_symbols 'crd', the variant a question
    names) when every head does, and a block's `name[Group1] = "..."` assignments are fields of it: its name in words."""
    blocks = _directives(doc, text)
    if not blocks or len(_releases(text)) * 2 > len(blocks) or len(_DEFINE.findall(text)) > len(blocks) * 2:
        return None  # Nettle's NEWS: "NEWS for the Nettle 3.8.1 release" over its indented notes, releases, no statements;
        # nor a C header whose #defines far outnumber its struct blocks (glibc's net/if_arp.h): its constants are records
    bodies = [[line.strip() for line in _STATEMENT.findall(text, head, hi)] for _, head, hi, _, _ in blocks]
    led = [Counter(line.split()[0] for line in body) for body in bodies]
    words = sorted({w for counts in led for w, n in counts.items() if n > 1 and _re.fullmatch(r"[A-Za-z][\w-]*", w)})
    out, cache = [], {}
    quotes = [_re.fullmatch(rf'{_re.escape(word)}\s+"([^"]+)"\s*\{{?', name) for _, _, _, name, word in blocks]
    quotes = quotes if all(quotes) else [None] * len(blocks)  # each block named so, or none: not sensors3.conf's
    for (at, head, hi, name, word), body, counts, quoted in zip(blocks, bodies, led, quotes):  # chips of several names
        fields = {"head": name, **({word: quoted[1]} if quoted else {}), "body": "\n".join(body),
                  **{m[1]: m[2] for m in map(_ASSIGNED.fullmatch, body) if m},
                  **{f"{w} statements": counts[w] for w in words}}
        out.append(Record(fields, " ".join(" ".join([name, *body]).split()), at, doc, _line_of(text, at, cache)))
    return out


_ASSIGNED = _re.compile(r'([A-Za-z]\w*\[\w+\])\s*=\s*"([^"]*)"\s*;')  # name[Group1]= "Coeur d'Alene Salish";


def _tree_records(text, doc):
    """A config file of nested braces (apt.conf's `Dir "<DIR>" { Cache "var/cache/apt/" { Backup "backup/"; }; };`,
    with // and /* */ comments): every statement a record of its `name`, its `path` through the blocks around it
    (Dir::Cache::Backup), the `block` it is in (its path, '' at the top), its `value` if it sets one and, for a
    block, how many statements its braces hold directly (`options`). Read as lines, "the block with the most
    options" and "the option right after Depends in pkgProblemResolver::Scores" had no fields. None for any other
    file (source code has calls and parentheses, not `name "value";` statements)."""
    if coded(text) or len(_TREE_STATEMENT.findall(text[:200000])) < TREE_STATEMENTS or \
            len(_TREE_OPENER.findall(text[:200000])) < 2:
        return None
    out, cache, stack, pending = [], {}, [], []
    for m in _TREE_TOKEN.finditer(text):
        token = m.group(0)
        if m.lastgroup == "comment":
            continue
        if token in "{};":
            words = [t for t in pending if not t[1].startswith('"')]
            strings = [t for t in pending if t[1].startswith('"')]
            record = None
            if words and token != "}":
                at, name = words[0]
                block = stack[-1]["path"] if stack else ""
                fields = {"path": f"{block}::{name}" if stack else name, "name": name.rsplit("::", 1)[-1], "block": block}
                if strings:
                    fields["value"] = strings[0][1][1:-1]
                end = text.find("\n", at)
                record = Record(fields, text[at:end if end >= 0 else len(text)].strip(), at, doc, _line_of(text, at, cache))
                out.append(record)
                if stack:
                    stack[-1]["options"] = stack[-1].get("options", 0) + 1
            if token == "{":
                stack.append(record if record is not None else Record({"path": stack[-1]["path"] if stack else ""}, "", 0))
                if record is not None:
                    record["options"] = 0
            elif token == "}" and stack:
                stack.pop()
            pending = []
        else:
            pending.append((m.start(), token))
    return out if len(out) >= TREE_STATEMENTS else None


TREE_STATEMENTS = 10  # `name "value";` statements a file of nested braces has at least
_TREE_STATEMENT = _re.compile(r'^[ \t]*[A-Za-z][\w:.-]*[ \t]+"[^"\n]*"[ \t]*;', _re.MULTILINE)
_TREE_OPENER = _re.compile(r'^[ \t]*[A-Za-z][\w:.-]*(?:[ \t]+"[^"\n]*")?[ \t]*(?://[^\n]*)?\n?[ \t]*\{', _re.MULTILINE)
_TREE_TOKEN = _re.compile(r'(?P<comment>//[^\n]*|/\*.*?\*/|^[ \t]*#[^\n]*)|"(?:[^"\\\n]|\\.)*"|[{};]|[^\s{};"]+',
                          _re.MULTILINE | _re.DOTALL)


def _ini_records(text, doc):
    """An INI file's [sections] (see _ini_heads), each a record of its `key = value` lines and its name as
    `section`; the keys above the first head are the section ''. A `name = { ... }` block (mke2fs.conf's file
    system types) is a record of its own too, its name the `section` and its section the `parent`, with its own
    keys: "which type has the largest inode_ratio" compares those, and a root prints r['section'] of the top one.
    Comment lines are no fields."""
    heads = _ini_of(doc, text)
    if not heads:
        return None
    out, cache = [], {}
    for i, (at, name) in enumerate([(0, ""), *heads]):
        end = heads[i][0] if i < len(heads) else len(text)
        lines = _ini_lines(text[at:end].partition("\n")[2] if name else text[at:end])
        fields, nested, depth = {"section": name}, [], 0
        for line in lines:
            m = _INI_KEY.match(_TRAILING_COMMENT.sub("", line))
            if depth:  # the braces' lines: the value of their key, and the fields of its own record
                nested[-1][1].append(line)
                if m and depth == 1:
                    nested[-1][0].setdefault(m.group(1), m.group(2))
                depth += line.count("{") - line.count("}")
            elif m:
                depth = m.group(2).count("{") - m.group(2).count("}")
                fields.setdefault(m.group(1), m.group(2))
                if depth > 0:
                    nested.append(({"section": m.group(1), "parent": name}, [line]))
        for own, block in nested:
            fields[own["section"]] = " ".join(block[0].split("=", 1)[1].split() + block[1:])
        if len(fields) > 1 or name:
            head = f"[{name}] " if name else ""
            out.append(Record(fields, head + " ".join(lines), at, doc, _line_of(text, at, cache)))
        out.extend(Record(own, " ".join(block), at, doc, _line_of(text, at, cache)) for own, block in nested)
    _numbers(out)
    return out


def _table_records(text, doc):
    """CSV, TSV or |-separated rows: every row a record of the header's fields, or of column1.. when the first
    line is a row itself (a cell with a digit first or longer than a name)."""
    if text.startswith("#") and (named := _commented_table(text, doc)) is not None:
        return named  # else a '#' first line is read as before: "#id,name" heads a CSV whose first row it is
    lead = _re.match(r"(?:#[^\n]*\n)+", text) if text.startswith("#") else None
    start = lead.end() if lead and not _re.search(r"[,\t;|]", lead.group(0).split("\n")[0]) else 0  # "# Data source:
    # https://finance.yahoo.com" over Stocks.csv's header: a preamble, not a header
    head = text[start:start + 4096].split("\n", 1)[0]
    delimiter = max(",\t;|", key=head.count)
    if head.count(delimiter) < 1:
        return None
    rows = _csv_rows(text[start:].splitlines(), delimiter)
    width = len(rows[0])
    body = [r for r in rows[1:] if r]
    header = all(_HEADER_CELL.fullmatch(n.strip()) for n in rows[0])  # else the first line is a row too
    fits = (lambda r: 2 <= len(r) <= width) if header else (lambda r: len(r) == width)  # under a header, a row
    # may leave its last cells out (distro-info's debian.csv: an old release has no eol-lts date)
    if width < 2 or len(body) < 2 or sum(map(fits, body)) * 10 < len(body) * 9 or start and not header:
        return None  # one column is no table: a docstring's quoted first line holding a ';' read as one
    names = [n.strip() or f"column{i + 1}" for i, n in enumerate(rows[0])] if header else \
        [f"column{i + 1}" for i in range(width)]
    out, at, cache = [], start + (len(head) + 1 if header else 0), {}
    for line in text[start:].split("\n")[int(header):]:
        if line.strip():
            values = [v.strip() for v in _csv_rows([line], delimiter)[0]]
            values += [""] * (len(names) - len(values))  # a cell a row leaves out is empty
            out.append(Record(dict(zip(names, values)), line.strip(), at, doc, _line_of(text, at, cache)))
        at += len(line) + 1
    _numbers(out)
    return out


def _csv_rows(lines, delimiter):
    """The rows' cells. Tab-separated ones are read with no quoting, a cell's enclosing quotes then dropped: in
    unaccent.rules' "“<TAB>\"" the '"' is the replacement, which the CSV reader took for an empty quoted cell."""
    if delimiter != "\t":
        return list(_csv.reader(lines, delimiter=delimiter))
    return [[c[1:-1] if len(c) >= 2 and c[0] == c[-1] == '"' else c for c in row]
            for row in _csv.reader(lines, delimiter=delimiter, quoting=_csv.QUOTE_NONE)]


def table_columns(text):
    """The column names of a table with a header (a CSV's first line, a commented header like cputable's), else []."""
    rows = _table_records(text, None) if _re.match(r"[^\n]*[,\t;|]", text) or text.startswith("#") else None
    return [n for n in rows[0] if not _re.fullmatch(r"column\d+", n)] if rows else []


def _commented_table(text, doc):
    """Tab-separated rows under '#' comments whose last line, right above the first row, names the columns
    (zone.tab's "#code<TAB>coordinates<TAB>TZ<TAB>comments", dpkg's cputable's "# <Debian name><TAB><GNU name>..."
    over cells aligned by runs of tabs): every row a record of those fields, a cell a row lacks ''; comment lines
    among the rows are no records. A long name is cut at its first comma ("name of
    country, territory, ..."). None for any other file: /etc/services' comments end in a blank line, and its
    rows are read as a table without header."""
    first = _re.search(r"^[^#\s][^\n]*", text, _re.MULTILINE)
    right_above = first is not None and text[first.start() - 1:first.start()] == "\n"
    comments = text[:first.start()].rstrip(" \t").split("\n")[:-1] if right_above else []
    above = next((line for line in reversed(comments) if "\t" in line), "")  # over comment lines without tabs:
    # zonenow.tab's "#XX<TAB>coordinates<TAB>TZ<TAB>comments" over "#" and "# -11 - SST", the heading of its first row
    names = [cell.split(",")[0].strip().strip("<>") for cell in above.lstrip("#").split("\t") if cell.strip()]
    below = comments[comments.index(above) + 1:] if above else []  # the comment lines between the header and the rows
    if len(names) < 2 or not all(_HEADER_CELL.fullmatch(n) for n in names) or not above.startswith("#") or \
            any(not line.startswith("#") for line in below):
        return None
    lines = [(m.start(), m.group(0)) for m in _re.finditer(r"[^\n]+", text[first.start():])
             if m.group(0).strip() and not m.group(0).lstrip().startswith("#")]
    rows = [line.split("\t") for _, line in lines]
    if sum(len(r) > len(names) for r in rows) * 2 > len(rows):  # cputable aligns its cells with runs of tabs
        rows = [_re.split(r"\t+", line.strip()) for _, line in lines]
    if len(rows) < 2 or sum(2 <= len(r) <= len(names) for r in rows) * 20 < len(rows) * 19 or \
            max(len(r) for r in rows) > len(names):
        return None
    heads = _row_headings(text, below, first.start(), len(rows))
    out, cache = [], {}
    for (at, line), row in zip(lines, rows):
        cells = [c.strip() for c in row] + [""] * (len(names) - len(row))
        where = first.start() + at
        head = heads[i][1] if heads and (i := _bisect.bisect_right(heads, (where, "\U0010ffff")) - 1) >= 0 else None
        out.append(Record(dict(zip(names, cells)) | ({"section": head} if head is not None and "section" not in names
                                                     else {}), line.strip(), where, doc, _line_of(text, where, cache)))
    _numbers(out)
    return out


def _row_headings(text, over, start, rows):
    """[(where, heading)] of the comment lines that head the rows of a commented table, each right over a row
    (zonenow.tab's "# -10/-09 - HST / HDT (North America DST)"; the one over the first row is among the comments
    `over` it, from `start`), when there are ROW_HEADINGS or more, one to every two rows at least, none a sentence;
    zone1970.tab's few notes among its rows ("# Mention RU and UA alphabetically.") head nothing. [] for any other table."""
    found = [(start, over[-1].lstrip("#").strip())] if over and over[-1].lstrip("#").strip() else []
    found += [(start + m.end(), m.group(1).strip())  # where the row it heads starts
              for m in _re.finditer(r"^#[ \t]*(\S[^\n]*)\n(?=[^#\s])", text[start:], _re.MULTILINE)]
    return found if len(found) >= ROW_HEADINGS and len(found) * 2 >= rows and \
        not any("\t" in h or h.endswith(".") for _, h in found) else []


ROW_HEADINGS = 5  # comment lines right over rows that head them, at the least


_RULE_LINE = _re.compile(r"^[ \t]*[-=+|:][-=+|: \t]*$", _re.MULTILINE)  # a line of -, =, + and | under a table's header
_RULE_RUN = _re.compile(r"[-=]{3,}")
TABLE_HEAD_LINES = 3  # lines a header's column names may take, one under another
TABLE_REACH = 2000  # characters read above a rule for its header; 20 times this below it for its rows


def _rule_starts(rule, lines):
    """Where each column of a ruled table starts: after each + or | of its rule ("-----+-----"), at each run of
    a rule broken by spaces ("=====  ====="), else where every line of the table has a gap of two spaces or more;
    None when that makes one column."""
    if "+" in rule.strip(" +|") or "|" in rule.strip(" +|"):
        inner = rule.rstrip()
        starts = [0] + [i for i, c in enumerate(inner) if c in "+|" and inner[:i].strip(" +|")]
    elif len(runs := list(_re.finditer(r"[-=:]+", rule))) > 1:
        starts = [0] + [m.start() for m in runs[1:]]
    else:
        width = max(len(line) for line in lines)
        blank = [all(i >= len(line) or line[i] == " " for line in lines) for i in range(width)]
        starts = [0] + [i for i in range(2, width) if not blank[i] and blank[i - 1] and blank[i - 2]]
    return starts if len(starts) > 1 else None


def _cut(line, starts):
    """A ruled table's line cut into its cells at `starts`, a cell running over the next start (a long name) taking
    the rest of its word."""
    cells, start = [], 0
    for i, end in enumerate(starts[1:] + [len(line) + 1]):
        while 0 < end < len(line) and line[end - 1] != " " and line[end] != " ":
            end += 1
        cells.append(line[start:end].strip(" |+"))
        start = max(end, starts[i + 1] if i + 1 < len(starts) else end)
    return cells


def _joined_rows(rows):
    """A table's rows with each continuation row (its first cell empty: a cell written over two lines) joined
    into the row above it, cell by cell."""
    out = []
    for cells, at, line in rows:
        if out and not cells[0]:
            above, start, lines = out[-1]
            out[-1] = ([f"{a} {b}".strip() for a, b in zip(above, cells)], start, f"{lines}\n{line}")
        else:
            out.append((cells, at, line))
    return out


def _prose_tables(text, doc):
    """The rows of the tables set inside a document of prose, under a ruled header (dpkg's triggers spec sums up
    its command lines under "Command line / Trigproc these / ... / Configure" over "-----+-----"; a Markdown
    table's "|---|---|"), each a record of the header's columns: records() reads such a document as sections,
    and a 1.5B root reading the table's line took the cell of the column before the one asked for."""
    out, cache = [], {}
    for rule in _RULE_LINE.finditer(text):
        if not _RULE_RUN.search(rule.group(0)):
            continue
        above = text[max(0, rule.start() - TABLE_REACH):rule.start()].rstrip("\n").split("\n")[1:]
        head = []
        while above and above[-1].strip() and not _RULE_LINE.fullmatch(above[-1]) and len(head) < TABLE_HEAD_LINES:
            head.insert(0, above.pop().expandtabs())
        if not head or (above and above[-1].strip() and not _RULE_LINE.fullmatch(above[-1])):
            continue  # no header, or a paragraph's last lines over a rule
        body, at = [], rule.end() + 1
        for line in text[at:at + TABLE_REACH * 20].split("\n"):
            if not line.strip():
                break
            if not _RULE_LINE.fullmatch(line):
                body.append((line, at))
            at += len(line) + 1
        piped = "|" in rule.group(0) and head[0].count("|") >= 1
        lines = head + [line.expandtabs() for line, _ in body]
        starts = None if piped else _rule_starts(rule.group(0).expandtabs(), lines)
        if len(body) < 2 or not piped and starts is None:
            continue
        cut = (lambda line: [c.strip() for c in line.strip().strip("|").split("|")]) if piped else \
            (lambda line: _cut(line, starts))
        names = _joined_rows([(cut(line), 0, line) for line in head])[0][0]
        rows = _joined_rows([(cut(line.expandtabs()), a, line.strip()) for line, a in body])
        if len(names) < 2 or not all(_HEADER_CELL.fullmatch(n) for n in names) or len(set(names)) < len(names) or \
                any(len(cells) > len(names) for cells, _, _ in rows) or sum(sum(map(bool, c)) >= 2 for c, _, _ in rows) < 2:
            continue
        table = [Record(dict(zip(names, cells + [""] * (len(names) - len(cells)))), line, a, doc,
                        _line_of(text, a, cache), _part(doc, a)) for cells, a, line in rows]
        _numbers(table)
        out.extend(table)
    return out + _help_tables(text, doc, cache)


def _help_tables(text, doc, cache):
    """The rows of a Vim help file's tables: a header line its '~' marks ("char  digraph<TAB>hex<TAB>dec<TAB>official
    name ~" of digraph.txt) over rows of as many tab-apart cells, to a blank line; each a record of the header's
    columns and the `table`, the help tag right above the header (*digraph-table*). None in other files."""
    out = []
    for m in _TILDE_HEADER.finditer(text):
        names = [c for c in _re.split(r"\t+| {2,}", m.group(1).strip()) if c]
        if len(names) < 2 or len(set(names)) < len(names) or not all(_HEADER_CELL.fullmatch(n) for n in names):
            continue
        tag = _re.search(r"\*([\w.-]+)\*[ \t]*\n$", text[max(0, m.start() - 200):m.start()])
        rows, at = [], m.end() + 1
        for line in text[at:].split("\n"):
            cells = line.split("\t")
            if len(cells) != len(names) or not line.strip():
                break
            rows.append(Record({**dict(zip(names, (c.strip() for c in cells))), **({"table": tag.group(1)} if tag else {})},
                               line.strip(), at, doc, _line_of(text, at, cache), _part(doc, at)))
            at += len(line) + 1
        if len(rows) >= HELP_ROWS:
            out.extend(rows)
    _numbers(out)
    return out


HELP_ROWS = 5


def _help_records(text, doc):
    """A Vim help file that is mostly its tables (digraph.txt: 1,305 rows of its 1,500 lines): their rows (see
    _help_tables), which "the row just after the one for OK" and "how many rows name a BOX character" read; None for
    any other file, and for a help file of prose, whose tables() still has them."""
    rows = _help_tables(text, doc, {})
    return rows if len(rows) * 2 >= sum(1 for line in text.split("\n") if line.strip()) else None


_TILDE_HEADER = _re.compile(r"^([^\n~]*\S)[ \t]+~[ \t]*$", _re.MULTILINE)


def tables(doc=None):
    """The rows of tables set inside prose (a summary under a ruled header, a Markdown table), as records of
    their columns: records() reads a document of prose as sections, whatever tables it holds."""
    return Records([r for d, text in _docs() if doc is None or d == doc for r in _prose_tables(text, d)], "table")


class Decimal(float):
    """A decimal cell: compares and computes as a number, prints as written (12.50, not 12.5)."""

    def __new__(cls, text):
        number = super().__new__(cls, text)
        number.text = text
        return number

    def __repr__(self):
        return self.text

    __str__ = __repr__


_INT = _re.compile(r"-?(?:0|[1-9]\d*)")
_DECIMAL = _re.compile(r"-?\d+\.\d+")


def _numbers(rows, decimals=True):
    """Fields whose every value is a number become numbers, so `max`, `sorted` and `*` work on them as a
    reader expects ("9" > "10" as text). A leading-zero code (007) keeps its field text, and so do
    decimals in `Key: value` blocks (decimals=False), where 1.10 is a version, not 1.1."""
    number = (lambda c: _INT.fullmatch(c) or _DECIMAL.fullmatch(c)) if decimals else _INT.fullmatch
    for name in {k for r in rows for k in r}:
        cells = [r[name] for r in rows if r.get(name, "") != ""]
        if not cells or not all(isinstance(c, str) and number(c) for c in cells):  # a level already a number stays
            continue
        for r in rows:
            cell = r.get(name, "")
            if cell != "":
                r[name] = int(cell) if _INT.fullmatch(cell) else Decimal(cell)


TITLE_WORDS = 8  # a numbered line this short, alone in its paragraph, is a heading even with a full stop


def _titled(line, text, end):
    """An indented numbered line or one ending in a full stop is a heading ("  0. Definitions." of the GPL)
    when it is short, ends in a full stop (or a question mark: a FAQ's " 6. Where's the zlib documentation?")
    and a blank line follows: a list's item runs on into the next line."""
    return len(line.split()) <= TITLE_WORDS + 1 and line.endswith((".", "?")) and \
        _re.match(r"\n[ \t]*\n", text[end:end + 80]) is not None


_CELL_GAP = _re.compile(r"\S(?: {3,}|\t)\S")  # the gap between two cells of a row, which no heading's title has


def _apart(text, start, end):
    """A blank line (or the text's edge) before or after the line: a heading stands apart from its body,
    while a data line that starts with a number and a capital ("0 E WE%sT" of tzdata.zi) runs among others."""
    before = text[max(0, start - 80):start]
    blank_before = start == 0 or _re.search(r"\n[ \t]*\n$", before) is not None
    return blank_before or _re.match(r"\n[ \t]*(?:\n|$)", text[end:end + 80]) is not None


def _section_records(text, doc):
    """Sections under headings (markdown, underlined, numbered like "2.3 Title", or a release's): title, number,
    level, body; a release's version, date and maker; in a document of several parts, a heading's `part`: the
    heading above it, at a higher level ("Introduction" is under "TRIGGERS")."""
    heads, released = [], release_heads(text)
    versioned = {at for at, *_ in released}
    for at, end, level, title in _headings(text):
        n = _UNDERLINED_NUMBER.match(title) if level and at not in versioned else None  # "3.1 ‘cat’: Concatenate and
        # write files" over "===", as deep as its number says (the MPL underlines "3. Responsibilities" as Markdown does
        # a second level); not a release's version ("## 518.0.0 (2025-04-15)", over its "### App Engine")
        heads.append((at, end, n.group(1).count(".") + 1, n.group(2), n.group(1)) if n else (at, end, level, title, ""))
    underlined = {at for at, *_, number in heads if number}
    covered = {number.count(".") + 1 for *_, number in heads if number} if len(underlined) >= ENTRY_HEADS else set()
    # a manual that underlines its numbered headings of a depth underlines them all: a line "15 Termination" of its
    # table of signals is none, while xz's README underlines "1. Documentation" but not "1.1. Overall documentation"
    for m in _re.finditer(r"^[^\n]*$", text, _re.MULTILINE):
        line = m.group(0).strip()
        titled = _titled(line, text, m.end())
        n = _NUMBERED.match(m.group(0)) or (_NUMBERED.match(line) if titled else None)
        if n and len(line) < 100 and (not line.endswith((".", ",", ";")) or titled) and _apart(text, m.start(), m.end()) \
                and not _CELL_GAP.search(n.group(2)) and m.start() not in underlined and \
                n.group(1).count(".") + 1 not in covered:  # "00000    S    ERRCODE_SUCCESSFUL_COMPLETION": a table's row
            heads.append((m.start(), m.end(), n.group(1).count(".") + 1, n.group(2).strip().rstrip("."), n.group(1)))
    starts = {h[0] for h in heads}
    releases = {at: (version, date, by) for at, _, _, version, date, by in released}
    heads += [(at, end, 1, title, "") for at, end, title, *_ in released if at not in starts]
    heads.sort()
    if len(heads) < 2:
        return None
    out, cache = [], {}
    top = min(level for _, _, level, _, _ in heads)  # 0: a document's ruled parts (bash's releases), over numbered
    levels = Counter(level for _, _, level, _, _ in heads)
    base = min((level for level, n in levels.items() if n >= 2), default=top)  # not a title over everything (Node.js's
    # "# Node.js 20 ChangeLog"): its releases' "### Commits" are still theirs
    parts = max(levels) > base
    above = {}  # level -> the title of the last heading at that level
    trailers = _trailers(text, heads, releases)
    for i, (at, end, level, title, number) in enumerate(heads):
        stop = heads[i + 1][0] if i + 1 < len(heads) else len(text)
        body = " ".join(_LINK_DEFINITION.sub("", text[end:stop]).split())  # a Markdown link's definition shows nothing
        fields = {"title": title, "level": level, "body": body}
        if number:
            fields["number"] = number
        above = {k: v for k, v in above.items() if k < level}
        if parts and level > base and (not number or top == 0 or at in underlined) and at not in releases and above:  # dpkg's triggers spec: "Introduction" under
            fields["part"] = above[max(above)]  # "TRIGGERS", its part: the heading it is under
        above[level] = title
        if at in releases:
            fields["version"] = releases[at][0]
            if releases[at][1]:
                fields["date"] = releases[at][1]
            if releases[at][2]:
                fields["by"] = releases[at][2]
            if (tag := _re.search(r"\[([^\]\n]+)\][ \t]*:?$", title)) and not _DAY_MONTH_YEAR.fullmatch(tag.group(1)):
                fields["tag"] = tag.group(1)  # Libgcrypt's "[C24/A4/R1]", its interface version; coreutils' "[stable]"
            fields.update(trailers.get(at, {}))
        out.append(Record(fields, f"{title}: {body}" if body else title, at, doc, _line_of(text, at, cache)))
        out += _tagged_entries(text, end, stop, fields, doc, cache)
    return out


def _tagged_entries(text, start, stop, section, doc, cache):
    """The entries of a manual's tagged tables in one section (an Info file's "‘-b’\n‘--binary’\n     This option is
    ...": one or more quoted tags at the margin, the text indented under them), each a record one level under its
    section (its `part`) named by its first tag, as a man page's .TP entries are; an option's tags are its short and
    long option: "which long option is the same as -b". Read as the section's body, no entry was a record."""
    out = []
    for m in _INFO_ENTRY.finditer(text, start, stop):
        tags = _re.findall(r"‘([^’\n]+)’", m.group(1))
        fields = {"title": ", ".join(tags), "level": section["level"] + 1, "body": " ".join(m.group(2).split()),
                  "part": section["title"], "name": tags[0].split()[0]}
        for kind, pattern in (("short option", r"-[^-\s]\S*"), ("long option", r"--\S+")):
            said = [t.split()[0] for t in tags if _re.fullmatch(pattern, t.split()[0])]
            if said:
                fields[kind] = said[0]
        out.append(Record(fields, f"{fields['title']}: {fields['body']}", m.start(), doc,
                          _line_of(text, m.start(), cache)))
    return out


_INFO_ENTRY = _re.compile(r"^((?:‘[^’\n]+’[ \t]*\n)+)((?:[ \t]{5}[^\n]*\n|[ \t]*\n(?=[ \t]{5}))+)", _re.MULTILINE)


def _trailers(text, heads, releases):
    """{a release heading's place: {key: value}} of the `Key: value` lines that end many releases' notes (GnuPG's
    "Release-info: https://dev.gnupg.org/T6105"), each a field: what a question asks of "that release's Release-info
    line". Keys ending a tenth of the releases or twice ENTRY_HEADS of them, whichever is more (32 of GnuPG's 216)."""
    found = {}
    for i, (at, end, *_) in enumerate(heads):
        if at in releases:
            stop = heads[i + 1][0] if i + 1 < len(heads) else len(text)
            found[at] = {m.group(1): m.group(2) for m in _TRAILER.finditer(text, end, stop)}
    keys = Counter(k for fields in found.values() for k in fields)
    kept = {k for k, n in keys.items() if n >= max(ENTRY_HEADS * 2, len(releases) / 10)}
    return {at: {k: v for k, v in fields.items() if k in kept} for at, fields in found.items()}


_TRAILER = _re.compile(r"^[ \t]*([A-Z][a-z]+(?:-[a-z]+)*):[ \t]+(\S+)[ \t]*$", _re.MULTILINE)  # "Release-info: https:..."
_LINK_DEFINITION = _re.compile(r"^ {0,3}\[[^\]\n]+\]:[ \t]*\S+[^\n]*$", _re.MULTILINE)  # "[CVE-2009-0789]: https://..."
_VALUE_WORD = _re.compile(r"(?=\S*\d)(?!\d[\d.]*$)\S+")  # '+3.3v', 'in5': digits and more, not a number or version
SHORT_FIELD = 40  # characters of a field's middle value: a name or a head, not a body whose words a filter finds anywhere
ENTRY_HEADS = 3  # margin lines with an indented body: fewer is a file with a few indented lines
_DEFINED = _re.compile(r"(?:async |export |pub )?(def|class|function|func|fn|struct|interface|type|enum|proc)\s+"
                      r"(?:::)?(?:[A-Za-z_]\w*::)*([A-Za-z_]\w*)")  # Tcl's "proc ::tcl::clock::format {args} {": format
_GUARD = _re.compile(r"(?:if|elif|else)\b[^\n]*:[ \t]*(?:#[^\n]*)?$")  # a Python block whose definitions are made or
# not by a test (`if hasattr(os, "fork"):`), still the module's; not a fallback under `except ImportError:` for a name
# imported (queue.py's Empty, getopt.py's `def _(s)`)
_MARGIN_DEFINED = _re.compile(r"^" + _DEFINED.pattern + r"\b[^\n]*[:{(]", _re.MULTILINE)  # a definition at a line's start
_CODE_DEFINED = _re.compile(r"^[ \t]*" + _DEFINED.pattern + r"\b[^\n]*[:{(]", _re.MULTILINE)  # one indented or not


def coded(text):
    """Is the text source code: ENTRY_HEADS or more definitions, indented or not, in its first 200,000 characters?"""
    return len(_CODE_DEFINED.findall(text[:200000])) >= ENTRY_HEADS


_ROUTINES = {"def", "function", "func", "fn"}
_TYPES = {"class", "struct", "interface", "type", "enum"}
_MAIL_DATE = _re.compile(r"(?:[A-Z][a-z]{2}, )?\d{1,2} [A-Z][a-z]{2} \d{4} \d\d:\d\d(?::\d\d)? [+-]\d{4}")


_ALIGNED = _re.compile(r"^([ \t]+)(\S+)([ \t]{2,}|\t)(\S[^\n]*?)[ \t]*$", _re.MULTILINE)  # "  sah      ru: Yakut"
_PAIRED = _re.compile(r"^([ \t]+)(\S+)( )(\S+)(?: (\S+))?[ \t]*$", _re.MULTILINE)  # " rl_redisplay@Base 4.2": one or two words
ALIGNED_LINES = 20  # indented name-and-description lines a list under headings has at least


def _aligned_lists(text):
    """(its items, its headings) when the text is lists under headings at the margin, each item an indented line
    of a name and, from one column on, its description (xkb's base.lst: "! layout" over "  us   English (US)"),
    or of a name and one or two words after one space (a dpkg symbols file's " rl_redisplay@Base 4.2" under its
    library); None for any other text."""
    heads = list(_re.finditer(r"^\S[^\n]*$", text, _re.MULTILINE))
    lines = sum(1 for line in text.split("\n") if line.strip())
    paired = [m for m in _PAIRED.finditer(text) if _re.match(r"\w", m.group(4)) and not m.group(2).endswith(":")] if \
        not any(h.group(0).rstrip().endswith(":") for h in heads) else []  # not code's "a = 1", nor YAML's "  key: value"
    for items in (list(_ALIGNED.finditer(text)), paired):
        if len(items) < ALIGNED_LINES:
            continue
        starts = Counter(len((m.group(1) + m.group(2) + m.group(3)).expandtabs()) for m in items)
        if (starts.most_common(1)[0][1] * 2 >= len(items) or items[0].re is _PAIRED) and \
                2 <= len(heads) <= len(items) // 4 and (len(items) + len(heads)) * 10 >= lines * 9 and \
                all(len(h.group(0)) <= SHORT_FIELD * 2 for h in heads):
            return items, heads
    return None  # not aligned, no headings, or prose among them


def _aligned_records(text, doc):
    """Lists under headings (see _aligned_lists): every item a record of column1 (the name), column2 (the
    description; of name-and-words items the first word, column3 the second) and section (its heading, without its
    marks; over name-and-words items its first word). Read as entries, a list was one record a
    heading, and a search hit ran over twenty items, one item's description joined to the next one's name
    ("Komi sah"). None for any other document."""
    if (found := _aligned_lists(text)) is None:
        return None
    items, heads = found
    out, cache, k = [], {}, 0
    for m in items:
        while k + 1 < len(heads) and heads[k + 1].start() < m.start():
            k += 1
        fields = {"column1": m.group(2), "column2": m.group(4)}
        fields |= {"column3": m.group(5)} if m.re is _PAIRED and m.group(5) else {}
        if heads[k].start() < m.start():
            head = heads[k].group(0).strip().lstrip("!#*=-[ \t").rstrip(":]").strip()
            fields["section"] = head.split()[0] if m.re is _PAIRED and head else head  # the library of a symbols
            # file's "libhistory.so.8 libreadline8 #MINVER#", as questions name it
        at = m.start() + len(m.group(1))
        out.append(Record(fields, text[at:m.end()].strip(), at, doc, _line_of(text, at, cache)))
    return out


def _python_records(text, doc):
    """A Python module's data as records beside its definitions (the entries): each item of a top-level dict, or of
    one a function sets as a global (`aliases = {'latin1': 'latin_1', ...}`: its key as `name`, its `value`, the dict's name as `parent`, kind
    'item', level 2), each call of a function called at the top level PYTHON_CALLS times or more (opcode.py's
    `def_op('CACHE', 0)`: its first argument as `name`, the function as `kind`, its second as `value`) and each
    constant set to a literal (token.py's `STAR = 16`: kind 'constant'). Read as entries or lines, a dict of 300
    aliases was one record, and each def_op line a head with no name; without its constants, token.py's records
    were the items of its one dict, and "the constant defined right after STAR" the item after '*'. None for a
    module without such data, or text that is not Python."""
    if not _PYTHON_DATA.search(text):
        return None
    try:
        tree = _ast.parse(text)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None
    starts, lines = _line_starts(text), text.split("\n")

    def at(line, column):  # ast counts columns in UTF-8 bytes
        return starts[line - 1] + len(lines[line - 1].encode()[:column].decode("utf-8", "ignore"))

    def shown(node):
        if isinstance(node, (_ast.Tuple, _ast.List, _ast.Set)) and all(isinstance(e, _ast.Constant) for e in node.elts):
            return ", ".join(str(e.value) for e in node.elts)
        return str(node.value) if isinstance(node, _ast.Constant) and isinstance(node.value, str) else \
            " ".join(text[at(node.lineno, node.col_offset):at(node.end_lineno, node.end_col_offset)].split())  # a
        # number as written: 0x0850, not 2128

    items, constants, spans, cache = [], [], [], {}
    calls = Counter(s.value.func.id for s in tree.body if isinstance(s, _ast.Expr) and isinstance(s.value, _ast.Call)
                    and isinstance(s.value.func, _ast.Name) and s.value.args)
    tables = [s for f in tree.body if isinstance(f, _ast.FunctionDef)  # module data a function sets: mimetypes.py's
              for s in f.body if isinstance(s, _ast.Assign) and isinstance(s.value, _ast.Dict) and  # `global types_map`
              {t.id for t in s.targets if isinstance(t, _ast.Name)} & _globals(f)]  # then `types_map = ... = {...}`
    for statement in tree.body + tables:
        value = statement.value if isinstance(statement, (_ast.Assign, _ast.AnnAssign)) else None
        targets = statement.targets if isinstance(statement, _ast.Assign) else [getattr(statement, "target", None)]
        targets = targets[:1] if statement in tables else targets
        call = statement.value if isinstance(statement, _ast.Expr) else None
        if isinstance(value, _ast.Dict) and len(targets) == 1 and isinstance(targets[0], _ast.Name):
            pairs = [(k, v) for k, v in zip(value.keys, value.values) if isinstance(k, _ast.Constant)]
            rows = {len(v.elts) for _, v in pairs if isinstance(v, _ast.Tuple)}  # a table of tuples (pygments' LEXERS:
            width = rows.pop() if len(rows) == 1 and len(pairs) >= PYTHON_ITEMS and \
                all(isinstance(v, _ast.Tuple) for _, v in pairs) else 0  # 'RubyLexer':
            for k, v in pairs:  # ('pygments.lexers.ruby', 'Ruby', ('ruby', 'rb'), ('*.rb', '*.rake'), ...)): each place a field
                fields = {"name": shown(k), "value": shown(v), "kind": "item", "parent": targets[0].id, "level": 2}
                fields.update({f"value {i + 1}": shown(e) for i, e in enumerate(v.elts)} if width > 1 else {})
                start, end = at(k.lineno, k.col_offset), at(v.end_lineno, v.end_col_offset)
                items.append(Record(fields, " ".join(text[start:end].split()), start, doc, _line_of(text, start, cache)))
            spans.append((at(statement.lineno, 0), at(statement.end_lineno, statement.end_col_offset)) if pairs else None)
        elif isinstance(value, _ast.Constant) and len(targets) == 1 and isinstance(targets[0], _ast.Name) and \
                targets[0].id.isupper():
            start, end = at(statement.lineno, 0), at(statement.end_lineno, statement.end_col_offset)
            fields = {"name": targets[0].id, "value": shown(value), "kind": "constant", "parent": "", "level": 1}
            constants.append(Record(fields, " ".join(text[start:end].split()), start, doc, _line_of(text, start, cache)))
        elif isinstance(call, _ast.Call) and isinstance(call.func, _ast.Name) and calls[call.func.id] >= PYTHON_CALLS \
                and isinstance(call.args[0], _ast.Constant):
            fields = {"name": str(call.args[0].value), "kind": call.func.id, "parent": "", "level": 1}
            if len(call.args) > 1:
                fields["value"] = shown(call.args[1])
            start, end = at(statement.lineno, statement.col_offset), at(statement.end_lineno, statement.end_col_offset)
            items.append(Record(fields, " ".join(text[start:end].split()), start, doc, _line_of(text, start, cache)))
            spans.append((start, end))
    if len(items) < PYTHON_ITEMS:
        return None
    named = {r.at for r in constants}  # a constant's line, an entry of its own without a name
    kept = [r for r in _entries_outside(text, doc, [s for s in spans if s]) if r.at not in named]
    _numbers(items)
    return sorted(kept + items + constants, key=lambda r: r.at)


# a table a statement sets: Perl's "%released = (", "our %delta = (", "$map = {"; PHP's "$x = array("
_ARROW_TABLE = _re.compile(r"^[ \t]*(?:(?:our|my|local)[ \t]+)?[%$@]?([A-Za-z_][\w:]*)[ \t]*=[ \t]*(?:array[ \t]*)?([({\[])",
                           _re.MULTILINE)
_ARROW_TOKEN = _re.compile(r"""\s+|#[^\n]*|'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|=>|[,;{}()\[\]]|[^\s,;{}()\[\]'"#=]+|=""")
# a string ends on its line: a stray apostrophe ("the module's data" of its POD, `s/'//g`) shifts no other quote
_NOT_CODE = _re.compile(r"^=[a-zA-Z]\w*.*?(?:^=cut\b[^\n]*|\Z)|^__(?:END|DATA)__\b.*", _re.M | _re.S)  # POD, a data tail
_PERL_CODE = _re.compile(r"^(?:package|use|sub)[ \t]+[\w:]+", _re.M)  # a Perl module's own lines
_CLOSING = {"(": ")", "{": "}", "[": "]"}


class _Quoted(str):
    """A key written in quotes ('Amiga::Exec'): data, where a bareword key (delta_from) names a field."""


def _arrow_value(tokens, i):
    """(the value at tokens[i], the index after it, where it starts, where it ends): a scalar's text, unquoted, or
    [(key or None, value, start, end)] of a bracketed list of `key => value` pairs and values. ValueError if the
    tokens are no such literal (a function call, a map block)."""
    token, at = tokens[i]
    if token not in _CLOSING:
        if token in (",", "=>", ";", "=", ")", "}", "]"):
            raise ValueError(token)
        said = _Quoted(token[1:-1].replace("\\'", "'")) if token[:1] in "'\"" else "" if token == "undef" else token
        return said, i + 1, at, at + len(token)
    items, i = [], i + 1
    while tokens[i][0] != _CLOSING[token]:
        if tokens[i][0] == ",":
            i += 1
            continue
        value, i, start, end = _arrow_value(tokens, i)
        if tokens[i][0] == "=>":
            key, (value, i, _, end) = value, _arrow_value(tokens, i + 1)
            items.append((key, value, start, end))
        else:
            items.append((None, value, start, end))
    return items, i + 1, at, tokens[i][1] + 1


def _arrow_records(text, doc):
    """The tables of `key => value` pairs a Perl module (or PHP, Ruby) sets: each pair a record of its key as `name`,
    its `value` (a list of scalars joined with ', '), the table or the key it is under as `parent`, the top key it
    is under as `entry` and its `level`; a pair holding a table is a record of that table's scalars, its pairs
    records a level down. Module::CoreList's "%released = ( 5.013011 => '2011-03-20', ..." was one indented entry of
    240 releases, and "%delta = ( 5.036000 => { changed => { 'Amiga::Exec' => '0.04', ..." one of 19,000 lines.
    The module's other lines stay its entries. None without PYTHON_ITEMS such pairs."""
    if "=>" not in text:
        return None
    code = _NOT_CODE.sub(lambda m: _re.sub(r"[^\n]", " ", m.group(0)), text)  # the same offsets
    tokens = [(m.group(0), m.start()) for m in _ARROW_TOKEN.finditer(code) if not m.group(0)[0].isspace() and
              m.group(0)[0] != "#"]
    starts = {at: k for k, (_, at) in enumerate(tokens)}
    out, spans, cache = [], [], {}

    def emit(items, table, path, level):
        for key, value, start, end in items:
            if key is None or isinstance(key, list):
                continue
            fields = {"name": str(key), "parent": str(path[-1]) if path else table, "kind": "item", "level": level}
            fields |= {"entry": str(path[0])} if path else {}
            if isinstance(value, list) and any(k is not None or isinstance(v, list) for k, v, *_ in value):
                fields |= {k: v for k, v, *_ in value if isinstance(k, str) and not isinstance(k, _Quoted) and
                           not isinstance(v, list) and k not in fields}  # delta_from, not a module a release changed
                line = text.find("\n", start)
                out.append(Record(fields, " ".join(text[start:line if 0 <= line < end else end].split()), start, doc,
                                  _line_of(text, start, cache), ", ".join(map(str, [table, *path]))))
                emit(value, table, path + [key], level + 1)
                continue
            fields["value"] = ", ".join(v for _, v, *_ in value) if isinstance(value, list) else str(value)
            out.append(Record(fields, " ".join(text[start:end].split()), start, doc, _line_of(text, start, cache),
                              ", ".join(map(str, [table, *path]))))  # "delta, 5.029006, removed": where it is

    for m in _ARROW_TABLE.finditer(code):
        if m.start(2) not in starts or spans and m.start() < spans[-1][1]:
            continue
        try:
            items, _, _, end = _arrow_value(tokens, starts[m.start(2)])
        except (ValueError, IndexError, RecursionError):
            continue
        if any(k is not None for k, *_ in items):
            emit(items, m.group(1), [], 2)
            spans.append((m.start(), end))
    if len(out) < PYTHON_ITEMS or (sum(hi - lo for lo, hi in spans) * 2 < len(text) and not _PERL_CODE.search(code)):
        return None  # a README's one `my %opts = (...)` example among its sections is no table of the document
    _numbers(out, decimals=False)
    return sorted(_entries_outside(text, doc, spans) + out, key=lambda r: r.at)


def _entries_outside(text, doc, spans):
    """A module's indented entries (its definitions, its other statements) outside the spans its data is read from."""
    return [r for r in _entry_records(text, doc) or () if not any(lo <= r.at < hi for lo, hi in spans)]


PYTHON_CALLS = 3  # a function called this often at a module's top level declares data (def_op('CACHE', 0))
PYTHON_ITEMS = 5  # dict items and such calls a module has at least, to be read as data
# a top-level assignment of a dict, or a call with a literal first argument: where a module's data can be
_PYTHON_DATA = _re.compile(r"^(?:[A-Za-z_]\w*\s*(?::[^=\n]+)?=\s*\{|[A-Za-z_]\w*\(\s*['\"\d]|[ \t]+global[ \t]+\w)",
                          _re.MULTILINE)


def _globals(function):
    """The names a function declares global: the module's tables it sets."""
    return {n for s in function.body if isinstance(s, _ast.Global) for n in s.names}


def _entry_records(text, doc):
    """A line at the left margin with the indented lines under it: a changelog's versions, a source file's
    definitions, a log line with its traceback. A definition's own definitions (a class's methods) follow
    it as records of their own, with its name as their `parent`: a small root filters r['parent'] == 'SMTP'
    where it cannot walk nested code. Fields: head (the first line), body, lines, and where they apply
    name, kind, parent, level (definitions), date (an entry dated on its first or last line) and by (whoever
    signed it: a Debian changelog's " -- Name <mail>  date" line)."""
    lines, at = [], 0
    for line in text.split("\n"):
        lines.append((at, line, len(line) - len(line.lstrip(" \t")) if line.strip() else None))
        at += len(line) + 1
    depths = [d for _, _, d in lines if d is not None]
    margin = min(depths, default=0)
    indented = sum(d > margin for d in depths)
    at_margin = [line.strip() for _, line, d in lines if d == margin]
    assigned = sum(_MARGIN_SET.match(line) is not None for line in at_margin) * 2 >= len(at_margin)
    if not depths or indented * 4 < len(depths) * 3 and (indented * 2 < len(depths) and not assigned or sum(
            _DEFINED.match(line) is not None for line in at_margin) < ENTRY_HEADS):
        return None  # mostly margin lines, unless definitions: heapq.py's long __about__ text is at the margin; stat.py's
        # 67 constants at its margin, over its few functions, are a module's
    spans = _entry_spans(lines, 0, len(lines), margin)
    heads = [lines[start][1].strip() for start, end in spans if end - start > 1]
    underlined = sum(m.group(1) is not None for m in _HEADING.finditer(text))
    if len(heads) < ENTRY_HEADS or sum(bool(_NUMBERED.match(h)) for h in heads) * 2 >= len(heads) or \
            _OUTLINE_MODE.search(text, 0, text.find("\n")) or underlined >= ENTRY_HEADS and not coded(text) or \
            len(_releases(text)) * 2 > len(heads) and not coded(text) and \
            sum(bool(_RELEASE_WORD.search(h)) for h in heads) * 2 > len(heads):  # not libxml2's "v2.9.14: May 02 2022:"
        # nor xz's "5.4.1 (2023-01-11)", entries dated
        return None  # numbered headings with their text under them, an outline's "* release" over "** Bug fixes", or
        # underlined headings (man-db's "man-db 2.11.2 (8 January 2023)" over "Fixes:" and its items), or release
        # headings over indented notes (Nettle's "NEWS for the Nettle 3.8.1 release"): sections
    out, cache = [], {}
    defining = any(_DEFINED.match(lines[_head(lines, s)][1].strip()) for s, _ in spans)
    c_header = defining and DIRECTIVE_LINE.search(text) is not None and ";" in text
    for start, end in spans:
        _entry(text, lines, start, end, doc, cache, out, "", 1 if defining else None, c_header=c_header)
    constants = _constant_heads(text) if defining and not c_header else []  # telnetlib.py's "# Telnet protocol options
    # code (don't change)" over its option constants
    if c_header and len(heads := _c_heads(text)) >= 2:  # zlib.h's "/* basic functions */" over its prototypes
        for r in out:
            if (i := _bisect.bisect_right(heads, (r.at, "\U0010ffff")) - 1) >= 0:
                r["section"] = heads[i][1]
    elif sum(bool(title) for _, title in constants) >= 2:
        for r in out:
            if r.get("level") == 1 and r.get("name") and not r.get("kind") and \
                    (i := _bisect.bisect_right(constants, (r.at, "\U0010ffff")) - 1) >= 0 and constants[i][1]:
                r["section"] = constants[i][1]
    entries = sum(1 for r in out if r["lines"] > 1)
    dated = [r for r in out if "date" in r]
    if len(dated) * 10 < entries * 8:
        for r in dated:
            del r["date"]
    signed = [r for r in out if "by" in r]
    if len(signed) * 10 >= entries * 8:
        for r in out:
            r.setdefault("by", "")  # every record has the field, so Counter(r['by'] ...) runs over all
    else:
        for r in signed:
            del r["by"]
    return out


# what GNU NEWS files' first line says: their "* release" headings are over "** Bug fixes"
_OUTLINE_MODE = _re.compile(r"-\*-\s*(?:mode:\s*)?outline\s*-\*-")


def _entry_spans(lines, lo, hi, margin):
    """(start, end) line indices of each entry between lo and hi whose head is at `margin`: a closing bracket
    at the margin ends the entry above, a decorator line starts the one below, a line inside a triple-quoted
    string (a module's docstring at the margin) starts none."""
    starts, quoted = [], False
    for i in range(lo, hi):
        depth = lines[i][2]
        opened = quoted
        quoted ^= (lines[i][1].count('"""') + lines[i][1].count("'''")) % 2 == 1
        if depth is None or depth > margin or opened:
            continue
        stripped = lines[i][1].strip()
        if starts and (stripped[:1] in ")]}" or all(lines[k][1].strip().startswith("@") for k in range(starts[-1], i)
                                                     if lines[k][2] is not None)):
            continue
        starts.append(i)
    return [(s, _last(lines, s, e)) for s, e in zip(starts, starts[1:] + [hi])]


def _last(lines, start, end):
    while end > start + 1 and lines[end - 1][2] is None:
        end -= 1
    return end


def _head(lines, start):
    """The entry's first line that is not a decorator."""
    i = start
    while lines[i][1].strip().startswith("@") and i + 1 < len(lines):
        i += 1
    return i


def _entry(text, lines, start, end, doc, cache, out, parent, level, parent_kind="", c_header=False):
    """One entry as a record (and, for a definition, its definitions after it; for text, its terms); in a C header
    (`c_header`), a #define's name and value, a prototype's name and parameters (see _c_head)."""
    head = _head(lines, min(start, end - 1))
    first = lines[head][1].strip()
    body = [lines[k] for k in range(head + 1, end)]
    cut = min((d for _, _, d in body if d is not None), default=0)
    at = lines[start][0]
    whole = text[at:lines[end - 1][0] + len(lines[end - 1][1])]
    fields = {"head": first, "body": "\n".join(line[cut:] for _, line, _ in body).strip("\n"), "lines": end - start}
    defined = _DEFINED.match(first)
    kind = _kind_of(defined, parent_kind)
    if level is not None:
        fields.update(name=defined.group(2) if defined else "", kind=kind, parent=parent, level=level)
        if c_header and not defined:
            fields.update(_c_head(whole))
        elif level == 1 and not defined and (assigned := _module_assignment(first)):  # telnetlib.py's "TM = bytes([6])
            fields.update(assigned)  # # timing mark": a module's constant, no kind of its own (a small module's few
            # kinds would not hold one more)
    elif parent:  # a term of a definition list (_terms)
        fields["parent"] = parent
    date = _entry_date(first) or _entry_date(lines[end - 1][1])
    if level is None and not parent and (release := _COLON_RELEASE.match(first)):  # libxml2's NEWS: "v2.9.14: May 02
        fields["version"], date = release.group(1), date or _long_date(release.group(2))  # 2022:" over its notes
    if date:
        fields["date"] = date
    signed = _SIGNED.match(lines[end - 1][1]) if end - start > 1 else None
    if signed:
        fields["by"] = signed.group(1)
    several = _tuple_assignment(first) if level == 1 and not defined else []
    for pair in several or [{}]:  # "FTEXT, FHCRC, FEXTRA, FNAME, FCOMMENT = 1, 2, 4, 8, 16": a record a name
        out.append(Record(fields | pair, " ".join(whole.split()), at, doc, _line_of(text, at, cache)))
    if defined and level is not None and body:
        for s, e in _entry_spans(lines, head + 1, end, cut):
            if _DEFINED.match(lines[_head(lines, s)][1].strip()):
                _entry(text, lines, s, e, doc, cache, out, defined.group(2), level + 1, kind)
    elif level is not None and body and _GUARD.match(first):  # socketserver.py's `if hasattr(os, "fork"):` over
        for s, e in _entry_spans(lines, head + 1, end, cut):  # `class ForkingUDPServer(ForkingMixIn, UDPServer)`: the
            if _DEFINED.match(lines[_head(lines, s)][1].strip()):  # module's class all the same, one level in (not
                _entry(text, lines, s, e, doc, cache, out, parent, level + 1, parent_kind)  # "at the top level":
                # getopt.py's `def _(s)` under `except ImportError:` is no top-level function)
    elif level is None and not parent:
        for s, e in _terms(lines, head + 1, end, cut):
            _entry(text, lines, s, e, doc, cache, out, first, None)


def _c_heads(text):
    """[(where, title)] of a C header's heading comments: a short comment alone between blank lines, indented or not
    (zlib.h's "                        /* basic functions */", jvmti.h's "    /* Heap Filter Flags */"); not a comment
    of sentences, nor one of several lines."""
    one = [(m.end(), title) for m in _re.finditer(r"(?:^|\n)[ \t]*\n[ \t]*/\*[ \t]*([^\n]*?)[ \t]*\*/[ \t]*\n[ \t]*\n", text)
           if 0 < len(title := m.group(1)) <= SHORT_FIELD * 2 and not _re.search(r"[.;:]\s|[.;:]$", title)]
    titled = [(m.end(), title) for m in _re.finditer(r"(?:^|\n)[ \t]*\n[ \t]*/\*[ \t]*([^\n*](?:(?!\*/)[^\n])*?)[ \t]*\n"
                                                     r"(?:(?:(?!\*/)[^\n])*\n)*?[^\n]*\*/[ \t]*\n", text)
              if len(title := m.group(1).rstrip(".")) <= SHORT_FIELD and len(title.split()) <= 6 and
              not _re.search(r"[(){};:=,]|\.\s", title)]  # jpeglib.h's "/* Memory manager object.\n * Allocates ..."
    return sorted(one + titled)


# a C prototype at a line's start, its parameters in parentheses or in zlib's OF((...)): "ZEXTERN int ZEXPORT deflate
# OF((z_streamp strm, int flush));", "ZEXTERN uLong ZEXPORT adler32_z(uLong adler, const Bytef *buf, z_size_t len);"
_PROTOTYPE_HEAD = _re.compile(r"(?:[A-Za-z_]\w*[ \t*]+)+?\**([A-Za-z_]\w*)(?:[ \t]+[A-Z][A-Z_]*[ \t]*\(\(((?:[^;()]|\([^;()]*\))*)"
                              r"\)\)|[ \t]*\(((?:[^;()]|\([^;()]*\))*)\))[ \t]*;")  # OF, Z_ARG: a macro of the list


def _c_head(whole):
    """The fields a C header's margin line gives the entry it heads (zlib.h's, whose indented comments under its
    prototypes make it entries): a #define's name, kind 'define' and value; a prototype's name, kind 'function' and how
    many parameters it declares. Without them its #defines had no name and "the most parameters" nothing to rank. {}
    for any other line."""
    if (macro := _re.match(r"[ \t]*#[ \t]*define[ \t]+([A-Za-z_]\w*)\(", whole)) is not None:  # `#define f(x) ...`
        return {"name": macro.group(1), "kind": "define"}
    if (define := _DEFINE.match(whole)) is not None:
        value = (define.group(2) or "").strip()
        if value.endswith("\\"):  # continued on the lines after
            value = " ".join(_re.match(r"(?:[^\n]*\\\n)*[^\n]*", whole[define.start(2):]).group(0).replace("\\\n", " ").split())
        return {"name": define.group(1), "kind": "define", "value": value} | \
            ({"description": _comment_words(define.group(3))} if define.group(3) else {})  # "#define RTPROT_DNROUTED 13 /* DECnet
        # routing daemon */": what a question asks of it, as of a header of #defines alone
    if (proto := _PROTOTYPE_HEAD.match(whole)) is not None and proto.group(1) not in _C_WORDS and \
            not whole.lstrip().startswith("typedef"):  # a function type, no prototype (nss.h's typedefs)
        return {"name": proto.group(1), "kind": "function",
                "parameters": _parameters(proto.group(2) if proto.group(2) is not None else proto.group(3))}
    return {}


_MARGIN_SET = _re.compile(r"[A-Za-z_]\w*[ \t]*(?::[^=\n]*)?=(?!=)")  # a module's line at its margin setting a name


def _constant_heads(text):
    """[(where, title)] of a module's comment blocks after a blank line right over a constant at its margin, or a blank
    line over it (stat.py's "# Names for permission bits"), the block's first line, its '#' dropped; and '' where a def
    or class at the margin ends the run they head."""
    heads = [(m.end(), m.group(1).strip()) for m in _re.finditer(
        r"(?:^|\n)[ \t]*\n#+[ \t]*([^\n]*)\n(?:(?:#[^\n]*\n)*|[ \t]*\n(?!__))(?=[A-Za-z_]\w*[ \t]*(?::[^=\n]*)?=(?!=))", text)]  # a
    # licence's or history's comment block over a blank line and `__all__` heads nothing
    return sorted(heads + [(m.start(), "") for m in _re.finditer(r"^(?:async[ \t]+)?(?:def|class)[ \t]", text, _re.M)])


def _assignable(name):
    """Is the name one Python lets a line assign to (not `else`, `class`, a keyword)?"""
    try:
        _ast.parse(f"{name} = 0")
    except SyntaxError:
        return False
    return True


def _module_assignment(line):
    """{name, value, description} of a module's line "NAME = value  # comment" at its margin, the value and comment as
    Python reads them (trace.py's `PRAGMA_NOCOVER = "#pragma NO COVER"` has no comment); only the name of one whose
    value runs on over lines ("_private_networks = [", "LIMIT = dict("); {} for any other line (`else: x = 1`, `a = b = {}`)."""
    try:
        tree = _ast.parse(line)
    except SyntaxError:
        opened = _re.match(r"([A-Za-z_]\w*)[ \t]*(?::[^=\n]*)?=(?!=)[ \t]*[\w.]*[(\[{]", line)  # "= [", "= dict("
        return {"name": opened.group(1)} if opened and _assignable(opened.group(1)) else {}
    statement = tree.body[0] if len(tree.body) == 1 else None
    if isinstance(statement, _ast.AnnAssign) and isinstance(statement.target, _ast.Name) and statement.value:
        target, value = statement.target, statement.value
    elif isinstance(statement, _ast.Assign) and len(statement.targets) == 1 and isinstance(statement.targets[0], _ast.Name):
        target, value = statement.targets[0], statement.value
    else:
        return {}
    comment = line[statement.end_col_offset:].strip()
    return {"name": target.id, "value": _ast.get_source_segment(line, value)} | (
        {"description": comment.lstrip("#").strip()} if comment.startswith("#") else {})


def _class_assignments(line):
    """[{name, value, ...}] of a class body's line: its one assignment (see _module_assignment), or each name a line
    binds to one value (pdb.py's `do_c = do_cont = do_continue`: aliases of a method); [] for any other line."""
    if assigned := _module_assignment(line):
        return [assigned]
    try:
        statement = _ast.parse(line).body[0]
    except (SyntaxError, IndexError):
        return []
    if not isinstance(statement, _ast.Assign) or len(statement.targets) < 2 or \
            not all(isinstance(t, _ast.Name) for t in statement.targets):
        return []
    return [{"name": t.id, "value": _ast.get_source_segment(line, statement.value)} for t in statement.targets]


def _tuple_assignment(line):
    """[{name, value}] of a module's line assigning a tuple of values to as many names ("FTEXT, FHCRC, FEXTRA = 1, 2,
    4" of gzip.py), each value as written; [] for any other line."""
    try:
        statement = _ast.parse(line).body[0]
    except (SyntaxError, IndexError):
        return []
    if not isinstance(statement, _ast.Assign) or len(statement.targets) != 1 or \
            not isinstance(names := statement.targets[0], _ast.Tuple) or not isinstance(values := statement.value, _ast.Tuple) \
            or len(names.elts) != len(values.elts) or not all(isinstance(n, _ast.Name) for n in names.elts):
        return []
    return [{"name": n.id, "value": _ast.get_source_segment(line, v)} for n, v in zip(names.elts, values.elts)]


TERM_WORDS = 4  # a term of a definition list is a name, not a sentence


def _terms(lines, lo, hi, cut):
    """The (start, end) of each term with its definition indented under it, when an entry's body is such a list
    (base-passwd's Users and Groups: "   klog" over "          Used by klogd, the kernel logger."): records of
    their own, with the entry's head as their parent, so a place among them ("right after klog") is among terms.
    None unless most of the body's lines with lines under them are short names, no bullet or sentence."""
    spans = [(s, e) for s, e in _entry_spans(lines, lo, hi, cut) if e - s > 1]
    terms = [(s, e) for s, e in spans if TERM.fullmatch(lines[s][1].strip()) and len(lines[s][1].split()) <= TERM_WORDS]
    return terms if len(terms) >= ENTRY_HEADS and len(terms) * 2 > len(spans) else []


TERM = _re.compile(r"[A-Za-z_][\w.+/-]*(?: [\w.+/()-]+)*")  # "klog", "www-data", "-a, --all" is no name


def _defaults(text):
    """[(parameter, its default as written)] of the signature a definition's text opens with ("def f(a, b=1, *, c='x'):")."""
    start = text.find("(")
    params = _arguments(text, start) if start >= 0 else []
    pairs = [(p.split("=", 1)[0].split(":")[0].strip(), p.split("=", 1)[1].strip()) for p in params if "=" in p]
    return [(name, value) for name, value in pairs if name.isidentifier()]


def _arguments(text, start):
    """The items of the parenthesised list opening at text[start] (a signature's parameters, a call's arguments), split
    at the commas outside nested brackets and quotes, to its closing parenthesis."""
    depth, quote, cut, out = 0, "", start + 1, []
    for i in range(start, len(text)):
        c = text[i]
        if quote:
            quote = "" if c == quote and text[i - 1] != "\\" else quote
        elif c in "'\"":
            quote = c
        elif c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
            if depth == 0:
                return out + [text[cut:i]]
        elif c == "," and depth == 1:
            out.append(text[cut:i])
            cut = i + 1
    return out + [text[cut:]]


_BASES = _re.compile(r"\s*\(([^()]*)\)")  # a class's bases as its head lists them


def _kind_of(defined, parent_kind):
    """What a definition is, in the words questions use: a def in a class is a method, any other a function."""
    if defined is None:
        return ""
    kind = defined.group(1)
    if kind == "proc":
        return "procedure"  # Tcl's
    if kind in _ROUTINES:
        return "method" if parent_kind in _TYPES else "function"
    return kind


# the sign-off that ends a Debian changelog entry: " -- Aurelien Jarno <aurel32@debian.org>  Sun, 24 Aug 2025 ..."
_SIGNED = _re.compile(r"^[ \t]*--[ \t]+([^<>\n]*?[^<>\s])[ \t]+<[^<>\s]+@[^<>\s]+>")
_SIGNS = _re.compile(_SIGNED.pattern, _re.MULTILINE)  # a sign-off line anywhere


def _entry_date(line):
    """The ISO date (and time) a line states, as text that sorts in time order."""
    stamp = _STAMP.search(line) or _DATE.search(line)
    if stamp:
        return stamp.group(0).replace("T", " ")
    mail = _MAIL_DATE.search(line)
    if mail:
        try:
            return _mail.parsedate_to_datetime(mail.group(0)).strftime("%Y-%m-%d %H:%M:%S")
        except (TypeError, ValueError):
            return None
    return None


_COMMENT_RULE = _re.compile(r"[ \t]*[#;]+[ \t]*(?:[-=*~#][ \t]*){10,}")  # "#-----", "#####", "; ====="
_SUBBANNER = _re.compile(r"[ \t]*#[ \t]*-[ \t]+(\S[^\n]*?)[ \t]+-[ \t]*")  # postgresql.conf's "# - Connection Settings -"


# a log's line opening a session of its own, when it was: apt's term.log "Log started: 2025-06-24  14:36:25"
_SESSION = _re.compile(r"^[A-Za-z][\w ]{0,20}\b(?:started|begun|began|opened)\b:?[ \t]*"
                      r"(\d{4}-\d\d-\d\d[ \tT]+\d\d:\d\d(?::\d\d)?)", _re.MULTILINE | _re.IGNORECASE)


def _banners(text):
    """[(where, section, subsection)] of a config file's headings in its comments, each with the section it is in: a
    comment line between two rule lines (postgresql.conf's "FILE LOCATIONS" between lines of dashes,
    logging.properties' "Global properties" between lines of '#') heads a section, "# - SSL -" a subsection ('' before
    the first); of each level, only where two or more stand; none in source code. A hit in postgresql.conf said no
    section, and settings had none to be counted by."""
    if coded(text):
        return []  # source code's banners head its definitions, which say where a line is
    lines, starts, out = text.split("\n"), _line_starts(text), []
    for i, line in enumerate(lines):
        below = next((j for j in range(i + 1, min(i + BANNER_LINES + 1, len(lines)))
                      if not lines[j].lstrip().startswith(("#", ";")) or _COMMENT_RULE.fullmatch(lines[j])), None)
        if i > 0 and below is not None and _COMMENT_RULE.fullmatch(lines[i - 1]) and _COMMENT_RULE.fullmatch(lines[below]) \
                and not _COMMENT_RULE.fullmatch(line) and line.lstrip().startswith(("#", ";")):  # a title over a few
            # lines saying what the section holds (SpecialCasing.txt's "# Conditional Mappings" over "# The remainder of
            # this file provides ...") between the rules
            title = line.strip().strip("#;").strip().strip("*=~-").strip()  # matplotlibrc's "## * LINES   *": LINES;
            # adduser.local.conf's "#   Global Options   #"
            if title and len(title.split()) <= TITLE_WORDS and (below == i + 1 or not _re.search(
                    r"[\t_<>=:©]|\bcopyright\b|\(c\)|\b(?:19|20)\d\d\b", title, _re.I)):
                out.append((starts[i], 1, title))  # over more lines, words: not manpath.config's "MANDATORY_MANPATH<TAB>
                # manpath_element" over the other statements' forms
        elif m := _SUBBANNER.fullmatch(line):
            out.append((starts[i], 2, m.group(1)))
    heads, section = [], ""
    for at, level, title in (h for h in out if sum(level == h[1] for _, level, _ in out) >= 2):
        section = title if level == 1 else section
        heads.append((at, section, "" if level == 1 else title))
    return heads


BANNER_LINES = 5  # comment lines between two rules at the most, the first a banner's title

_COMMENT_LINE = _re.compile(r"[ \t]*(?:[#!;]|//)+[ \t]*(\S(?:[^\n]*\S)?)?[ \t]*")  # "! Input extension, an X ..."
COMMENT_HEADED = 0.8  # of a file's data lines, at least so many under a one-line comment heading their run


def _line_comment_heads(text):
    """[(where, title)] of the one-line comments right over runs of data lines, when such runs hold most of the data
    lines of a file that is no source code and ENTRY_HEADS or more comments head them (X11's XErrorDB: "! Input
    extension, an X Consortium standard" over that extension's request names). A run ends at a blank line or another
    comment; the last line of a comment block heads nothing (a licence's "OTHER DEALINGS IN THE SOFTWARE."). Asked
    under which comment XErrorDB names a request, a root was shown the request's line with no comment over it."""
    if coded(text):
        return []
    lines, starts = text.split("\n"), _line_starts(text)
    comments = [_COMMENT_LINE.fullmatch(line) if line.strip() else None for line in lines]
    heads, under, data, headed = [], 0, 0, False
    for i, line in enumerate(lines):
        said = comments[i]
        if not line.strip() or said:
            headed = bool(said) and bool(said.group(1)) and (i == 0 or not comments[i - 1]) and i + 1 < len(lines) and \
                bool(lines[i + 1].strip()) and not comments[i + 1] and len(said.group(1).split()) <= TITLE_WORDS and \
                not _COMMENT_RULE.fullmatch(line)  # a bare "#" is a comment's line too: a licence's last line after one
            # heads nothing
            heads += [(starts[i], said.group(1))] if headed else []
            continue
        data += 1
        under += headed
    return heads if len(heads) >= ENTRY_HEADS and data and under >= data * COMMENT_HEADED else []


def _keyed_heads(text):
    """(key, [(where, value)]) of the one-line comments heading runs of lines (see _line_comment_heads) when each is a
    `KEY:value` of one key (python-apt's Ubuntu.mirrors: "#LOC:BR" over Brazil's mirrors); ('', []) otherwise. Read as
    comments, they were dropped, and "the mirrors under the country code MT" matched a URL holding "mt"."""
    said = [(at, _re.fullmatch(r"([A-Za-z][\w-]*)[ \t]*[:=][ \t]*(\S+)", title)) for at, title in _line_comment_heads(text)]
    keys = {m.group(1) for _, m in said if m}
    if not said or len(keys) != 1 or not all(m for _, m in said):
        return "", []
    return keys.pop(), [(at, m.group(2)) for at, m in said]


def _banner_parts(text):
    """[(where, title)] of the parts a config file's banners (see _banners) divide it into, a subsection's title
    after its section's ("REPLICATION, Standby Servers")."""
    return [(at, ", ".join(t for t in (section, subsection) if t)) for at, section, subsection in _banners(text)]


def _line_records(text, doc):
    """The lines; in a file whose '#' lines come in runs of comments (a config file), the others only, and its
    statements commented out (see _statement) when they outnumber those (ssh_config's "#   EscapeChar ~": a file
    showing its defaults in comments): a root shown manpath.config's licence comments as its first records
    copied them out, and the record right after "l" was a comment line."""
    out, cache, tabled = [], {}, False
    lines = [m for m in _re.finditer(r"[^\n]+", text) if m.group(0).strip()]
    said = [m for m in lines if m.group(0).lstrip().startswith("#")]
    settings = [m for m in said if _COMMENTED_SETTING.fullmatch(m.group(0))]  # wgetrc's "#tries = 20", prose between
    commented = _commented(text)
    kept = [] if not commented or _definitions_of(doc, text) else \
        [m for m in said if (len(settings) >= 3 and m in settings or _statement(text, m.start(), m.end()))
         and not _PLACEHOLDERS.fullmatch(m.group(0))]
    comments = commented and (len(said) < len(lines) or len(kept) >= SETTINGS)  # gai.conf: every line commented
    shown = {m.start() for m in kept} if comments and len(kept) > len(lines) - len(said) else set()  # defaults shown
    # commented
    if comments:
        lines = [m for m in lines if not m.group(0).lstrip().startswith("#") or m.start() in shown]
    if body := _heredoc(text, len(lines)):
        lines = [m for m in lines if body[0] <= m.start() < body[1]]
    lines = _continued(lines)
    for m in lines:
        at = m.start() + (len(_COMMENT_MARK.match(m.group(0)).group(0)) if m.start() in shown else 0)
        said = text[at:m.end()].strip()
        out.append(Record({}, _CONTINUED.sub(" ", said) if m.group(0).count("\n") else said, at, doc,
                          _line_of(text, at, cache)))
    _columns(out)
    if not any(out) and not _assignment_cells(out) and not _keyed(out, _SET) and not _key_cells(out):  # a config
        # file's settings: "tries = 20",
        first = next((m.start() for m in lines if not m.group(0).lstrip().startswith("#")), len(text))
        out = _cells(out, _re.findall(r"^#[^\n]*", text[:first], _re.MULTILINE))  # os-release's NAME="Debian"; an AFM
        # file's "C 32 ; WX 250 ; N space ; B 0 0 0 0 ;"
        tabled = any(out)
        if comments and not any(out):
            _keyed(out, _KEYED)  # its statements, not a table's cells: "ForwardAgent no", "session optional pam_mail.so"
        if not any(out):
            _keyed(out, _RESOURCE)  # an X resource file's "XRequest.DPMS.4: DPMSEnable", no table of ':' cells
        if not any(out) and _keyed(rest := [r for r in out if not r.text.startswith("!")], _RESOURCE):
            out, bangs = rest, _bang_heads(text)  # an app-defaults file's resources among its "!" comments, which are
            for r in out:  # no records; each under the one-line comment heading its run ("! Xt Menu Entry Names")
                if (i := _bisect.bisect_right(bangs, (r.at, "\U0010ffff")) - 1) >= 0:
                    r["section"] = bangs[i][1]
    if shown and len(shown) < len(out):  # some statements set, some commented out: which is which is a field
        for r, m in zip(out, lines):
            r["commented"] = m.start() in shown
    _option_blocks(out)
    _indexed(out)
    sessions = [(m.start(), " ".join(m.group(1).split())) for m in _SESSION.finditer(text)]
    for r in out if len(sessions) >= 2 else ():  # apt's term.log: "the session that started at 2026-05-20 16:49:12"
        i = _bisect.bisect_right(sessions, (r.at, "\U0010ffff")) - 1
        r["session"] = sessions[i][1] if i >= 0 else ""
    key, keyed = _keyed_heads(text)
    for r in out if keyed else ():  # "#LOC:BR" over the mirrors of Brazil: a line's field LOC, 'BR'; none before
        if (i := _bisect.bisect_left(keyed, (r.at,)) - 1) >= 0:  # the first
            r[key] = keyed[i][1]
    heads = _banners(text) or _bracketed(text, out)
    subsections = any(subsection for _, _, subsection in heads)
    for r in out if heads else ():  # "How many settings does postgresql.conf list under "- SSL -"?"
        i = _bisect.bisect_left(heads, (r.at,)) - 1
        _, r["section"], subsection = heads[i] if i >= 0 else (0, "", "")
        if subsections:
            r["subsection"] = subsection
    notes = _table_notes(text, out) if tabled and not subsections and not keyed else []  # "#LOC:BR" is a field
    for r in out if notes else ():  # "How many mappings does SpecialCasing.txt list under its comment "Ligatures"?"
        i = _bisect.bisect_left(notes, (r.at,)) - 1
        r["subsection" if heads else "section"] = notes[i][1] if i >= 0 else ""
    return out


def _table_notes(text, rows):
    """[(where, note)] of the comment blocks right over a table's rows, each block's first line heading the rows after
    it to the next such block (SpecialCasing.txt's "# Ligatures" over its ligatures, a blank line between), a rule line
    ending it ((where, '')); a block of rows commented out heads nothing. [] unless ENTRY_HEADS blocks or more head
    rows: a comment here and there is a note on the line under it."""
    lines, starts, at = text.split("\n"), _line_starts(text), {r.at for r in rows}
    out, block, headed, run = [], None, 0, False
    for i, line in enumerate(lines):
        said = _COMMENT_LINE.fullmatch(line) if line.strip() else None
        if said and _COMMENT_RULE.fullmatch(line):
            out.append((starts[i], ""))
            block = None
        elif said and not run:  # a block's first line
            note = said.group(1) or ""
            block = (starts[i], note) if _re.match(r"[^\W\d_]", note) and len(_re.findall(r"[;:\t|]", note)) < 2 \
                else None
        elif starts[i] in at and block:
            out.append(block)
            headed += 1
            block = None
        elif line.strip() and not said:
            block = None
        run = bool(said)
    return out if headed >= ENTRY_HEADS else []


def _bracketed(text, out):
    """[(where, section, '')] of the `[name]` lines heading the bare lines under them (a Jetty module's "[depend]" over
    "client" and "annotations"), where two or more do and no record has fields (an INI file's are its settings'); the
    heading lines are dropped from `out`: the items of no section."""
    heads = [(m.start(), m.group(1).strip(), "") for m in _re.finditer(r"(?m)^\[([^\[\]\n]+)\][ \t]*$", text)]
    if len(heads) < 2 or any(out):
        return []
    out[:] = [r for r in out if all(r.at != at for at, _, _ in heads)]
    return heads


def _indexed(out):
    """Settings keyed `name[index]` (adduser.local.conf's "linkname[www] = public_html") get their name and index as
    fields: the index named after the plain key whose values the indices are ("service = www" over them: `service`),
    else `index`, so "which service sets linkname to public_html" reads a field and "which service sets the most
    variables" counts one. Only where two indices or more have two settings or more each."""
    split = [(r, m) for r in out if (m := _re.fullmatch(r"([A-Za-z_][\w.-]*)\[([\w.@-]+)\]", str(r.get("key", ""))))]
    indices = Counter(m.group(2) for _, m in split)
    if sum(n >= 2 for n in indices.values()) < 2 or any(r.get("name") or r.get("index") for r, _ in split):
        return
    plain = Counter(str(r["key"]) for r in out if r.get("key") and "[" not in str(r["key"]) and r.get("value") in indices)
    field = plain.most_common(1)[0][0] if plain and plain.most_common(1)[0][1] * 2 >= len(indices) else "index"
    for r, m in split:
        r.update({"name": m.group(1), field: m.group(2)})


def _bang_heads(text):
    """[(where, title)] of an X resource file's one-line "!" comments, alone between lines that are no comments: the
    headings of the runs of resources under them (Editres' "! Xt Menu Entry Names"); not a comment of several lines."""
    lines, starts = text.split("\n"), _line_starts(text)
    bang = [line.startswith("!") for line in lines]
    return [(starts[i], title) for i, line in enumerate(lines) if bang[i] and not (i and bang[i - 1]) and
            not (i + 1 < len(lines) and bang[i + 1]) and (title := line.lstrip("!").strip()) and
            len(title.split()) <= TITLE_WORDS and not _re.match(r"[*\w.-]+[ \t]*:", title) and not title.startswith("$")]  # not
    # XFontSel's commented-out "!*field1*menu*courier.Font:" nor an RCS "$XConsortium: ...$" line


def _option_blocks(out):
    """Jetty's start.ini: each `--module=server` line enables a module, and the properties after it, to the next one,
    are that module's. Each setting under such a line gets its value as a field named after the option (`module`):
    asked under which module's block a property is, a root had no field to read. Only where one `--option` opens
    two such lines or more among other settings."""
    keyed = [r for r in out if r.get("key")]
    opening = [k for k, n in Counter(str(r["key"]) for r in keyed if str(r["key"]).startswith("--")).items() if n >= 2]
    name = opening[0].lstrip("-") if len(opening) == 1 else ""
    if not name or name in {n for r in out for n in r} or sum(not str(r["key"]).startswith("--") for r in keyed) < 2:
        return
    over = None
    for r in keyed:
        if r["key"] == opening[0]:
            over = r.get("value")
        elif over is not None and not str(r["key"]).startswith("--"):
            r[name] = over


_COMMENT_MARK = _re.compile(r"[ \t]*[#;!]+[ \t]*")  # what a statement commented out starts with: its record starts after


class _Joined:
    """Lines joined by a backslash at their ends, as one line (a match's start, end and text)."""

    def __init__(self, text, start, end):
        self.text, self._start, self._end = text, start, end

    def start(self):
        return self._start

    def end(self):
        return self._end

    def group(self, index=0):
        return self.text[self._start:self._end]


# a here-document's opening (Perl's "return <<'END';", a shell's "cat <<-EOF"), its terminator's name in group 2
_HEREDOC = _re.compile(r"<<[~-]?[ \t]*(['\"]?)([A-Za-z_]\w*)\1[^\n]*\n")
HEREDOC_SHARE = 0.9  # of a file's lines, at least so many inside one here-document for it to be the file's data


def _heredoc(text, lines):
    """(start, end) of the body of the one here-document holding nearly all of the file's `lines` (Perl's
    unicore/To/Age.pl: its table between "return <<'END';" and "END"), else None: the script around a table is no
    row of it, and its three lines kept the rest from being read as a table."""
    for m in _HEREDOC.finditer(text):
        end = _re.compile(rf"^[ \t]*{m.group(2)}[ \t]*$", _re.MULTILINE).search(text, m.end())
        if end is not None and text.count("\n", m.end(), end.start()) >= lines * HEREDOC_SHARE:
            return m.end(), end.start()
    return None


def _continued(lines):
    """The lines, each ending in a backslash joined with those after it (java.security's `jdk.tls.disabledAlgorithms=
    SSLv3, TLSv1, \\` over its indented rest): one setting, not a setting and lines of no key."""
    out, i = [], 0
    while i < len(lines):
        j = i
        while lines[j].group(0).rstrip().endswith("\\") and j + 1 < len(lines):
            j += 1
        out.append(lines[i] if j == i else _Joined(lines[i].string, lines[i].start(), lines[j].end()))
        i = j + 1
    return out


_CONTINUED = _re.compile(r"[ \t]*\\\n\s*")  # a backslash ending a line, and the indent of the next


def _keyed(rows, pattern):
    """Give the rows the fields key and value when nearly all are statements of that `pattern` (the others, a
    config file's "[Manager]", get none); False when too few are."""
    found = [pattern.fullmatch(r.text) for r in rows]
    if sum(m is not None for m in found) * 10 < len(rows) * 9:
        return False
    for r, m in zip(rows, found):
        if m:
            r.update(key=m.group(1), value=_bare(m.group(2)))
    return True


def _unquoted(value):
    """A value as a question writes it: without the quotes around it ('"doc/users"': doc/users)."""
    return str(value).strip().strip("\"'")


def _bare(value):
    """A statement's value without the comment after it (postgresql.conf's "'ConfigDir'\t\t# use data in another
    directory"), not a '#' inside quotes."""
    for m in _re.finditer(r"[ \t]+#", value):
        before = value[:m.start()]
        if before.count("'") % 2 == 0 and before.count('"') % 2 == 0:
            return before
    return value


_SET = _re.compile(r"((?:--?)?[A-Za-z_][\w.-]*(?:\[[\w.@-]+\])?)[ \t]*=[ \t]*(.*)")  # "LAST_SYSTEM_GID=999", system.conf's
# "DefaultLimitFSIZE=", Jetty's start.ini "--module=server" among its "jetty.http.port=8080", adduser.local.conf's
# "group[floppy] = floppy" beside its "service = floppy", a desktop entry's "Comment[sr@Latn]=..." (a locale's modifier)
_RESOURCE = _re.compile(r"(\*[\w.*-]+|[A-Za-z_][\w-]*[.*][\w.*-]*)[ \t]*:[ \t]*(\S.*)")  # an X resource, a dotted name:
# "XlibMessage.MajorCode: Major opcode"; not debconf.conf's "Name: config", a line of a block
_KEYED = _re.compile(r"(@?[A-Za-z_][\w.-]*)(?:[ \t]*=[ \t]*|[ \t]+)(\S.*)")  # a config file's statement: key, value
_COMMENTED_SETTING = _re.compile(r"[ \t]*[#;]+[ \t]*(?:[A-Za-z_][\w.-]*[ \t]*=|[A-Za-z_][\w-]*(?:\.[\w-]+)+:[ \t])[^\n]*")  # "#tries
# = 20", matplotlibrc's "#lines.linewidth: 1.5  # line width in points" (a dotted key: not a comment's "# Note: ...")
_PLACEHOLDERS = _re.compile(r"[ \t]*[#;!]+[ \t]*[A-Za-z][\w.-]*(?:[ \t]+<[^<>\s]+>)+[ \t]*")  # "label <mask> <value>"


_DATE = _re.compile(r"\d{4}-\d\d-\d\d")
_TIME = _re.compile(r"\d\d:\d\d(?::\d\d)?(?:[.,]\d+)?Z?")
_STAMP = _re.compile(r"\d{4}-\d\d-\d\d[T ]\d\d:\d\d(?::\d\d)?(?:[.,]\d+)?(?:Z|[+-]\d\d:?\d\d)?")
_LEVELS = {"TRACE", "DEBUG", "INFO", "NOTICE", "WARN", "WARNING", "ERROR", "ERR", "CRITICAL", "CRIT", "FATAL"}
COLUMN_LINES = 20  # fewer lines than this are too few to tell a column from chance
DIRECTIVE_LINES = 10  # but this many directives, each word taking as many cells nearly every time, are a table


def _columns(rows):
    """Log lines get fields: the leading whitespace-separated columns that every line has and that are
    dates, times or up to two columns of a few repeated words (a level, a component, an action), named
    date, time, timestamp, level or columnN, then the rest of the line as message. Prose has no such column and
    keeps none, and directives (see _directed) are tables."""
    split = [r.text.split() for r in rows]
    if len(rows) < COLUMN_LINES or _directed(split):
        return  # directives are split into all their cells (see _cells)
    names = []
    for i in range(6):
        cells = [words[i] for words in split if len(words) > i + 1]
        if len(cells) * 20 < len(rows) * 19:
            break
        if all(_STAMP.fullmatch(c) for c in cells):
            names.append("timestamp")
        elif all(_DATE.fullmatch(c) for c in cells):
            names.append("date")
        elif all(_TIME.fullmatch(c) for c in cells):
            names.append("time")
        elif len(set(cells)) * 4 <= len(cells) and not any(c.isdigit() for c in cells) and \
                sum(n.startswith(("level", "column")) for n in names) < 2:
            names.append("level" if set(cells) <= _LEVELS else f"column{i + 1}")
        else:
            break
    if not any(n.startswith(("level", "column")) for n in names):
        return
    for r, words in zip(rows, split):
        if len(words) > len(names):
            r.update(zip(names, words))
            r["message"] = r.text.split(None, len(names))[-1]


_CELL = _re.compile(r"\d+(?:/[A-Za-z][\w-]*)?")  # a number, or one with its protocol or unit (22/tcp)
_PAIR = _re.compile(r"(\d+)/([A-Za-z][\w-]*)")
_TRAILING_COMMENT = _re.compile(r"\s#\s?(.*)$")


def _cells(rows, above=()):
    """Tables without a header (/etc/passwd, /etc/services, /etc/protocols; see _table_lines): the lines that
    are not '#' comments split into column1.. A cell like 22/tcp gives two columns (22 and tcp); cells past
    those nearly every line has are one column, and a cell a line lacks is ''; a trailing '# ...' is the
    field comment. The comment lines are then not records: len(records()) counts entries. Any other lines
    are returned as they are. The comment lines `above` the first row may name the columns (_comment_header)."""
    data = [r for r in rows if not r.text.startswith(_TABLE_COMMENTS)]
    labels = [_GROUP_LABEL.fullmatch(r.text) for r in data]
    said = [m for m in labels if m]
    grouped = len(said) >= 2 and len({m.group(1) for m in said}) == 1 and len(said) * 3 <= len(data)
    if grouped:  # errcodes.txt's "Section: Class 01 - Warning" over its rows: each row's group is a field
        group, label = said[0].group(1), ""
        for r, m in zip(data, labels):
            label = m.group(2).strip() if m else label
            r[group] = label
        data = [r for r, m in zip(data, labels) if not m]
    split = _table_lines([r.text for r in data])
    if split is None:
        for r in data:
            r.clear()
        return rows
    cells, comments = split
    width = max(w for w in range(1, 9) if sum(len(c) >= w for c in cells) * 20 >= len(cells) * 19)
    for i in range(width):  # amdgpu.ids' "1309,<TAB>00,<TAB>AMD Radeon R7 Graphics": a comma ends each cell, no value
        if sum(c[i].endswith(",") for c in cells if len(c) > i) * 20 >= len(cells) * 19:
            cells = [c[:i] + [c[i].removesuffix(",")] + c[i + 1:] if len(c) > i else c for c in cells]
    if width >= 3 and len(cells) > 2 and len(cells[0]) == 1 and \
            sum(len(c) >= width for c in cells[1:]) * 20 >= (len(cells) - 1) * 19:
        data, cells, comments = data[1:], cells[1:], comments[1:]  # amdgpu.ids' "1.0.0" over its rows: the format's
        # version, no row
    pairs = {i for i in range(width) if all(_PAIR.fullmatch(c[i]) for c in cells if len(c) > i)}
    extra, commented = any(len(c) > width for c in cells), any(comments)
    names = [] if pairs else _comment_header(above, width + extra, extra)  # the cells past `width`, one column
    for r, row, comment in zip(data, cells, comments):
        values = []
        for i, cell in enumerate(row[:width]):
            values.extend(_PAIR.fullmatch(cell).groups() if i in pairs else [cell])
        values += [""] * (width + len(pairs) - len(values))  # a short line: its missing cells empty
        if extra:
            values.append(" ".join(row[width:]))
        r.update((names[i] if names else f"column{i + 1}", v) for i, v in enumerate(values))
        if grouped:
            r[group] = r.pop(group)  # after the columns, as it reads
        if commented:
            r["comment"] = comment
    _numbers(data)
    _ranges(data)
    return data


def _comment_header(above, width, angled=False):
    """The column names a comment line over a headerless table gives when its cells, apart by tabs as the rows' are,
    are `width` distinct names (amdgpu.ids' "# device_id,<TAB>revision_id,<TAB>product_name        <-- single tab
    after comma", a blank line and its version line above the rows): each cut at its ',' or at a run of spaces. []
    when no line of the comments `above` the first row does: prose comments are not apart by tabs. A format line of
    `<name>` cells apart by ';' names them too (SpecialCasing.txt's "# <code>; <lower>; <title>; <upper>;
    (<condition_list>;)? # <comment>", the optional cell in brackets), the only line that names them where some rows
    lack the last cell (`angled`)."""
    for line in reversed(above):
        line = line.lstrip("".join(_TABLE_COMMENTS)).strip()
        cells = line.split(" # ")[0]
        if (names := _re.findall(r"<([A-Za-z_][\w-]*)>", cells)) and not _re.sub(r"<[A-Za-z_][\w-]*>|[;()?\s]", "", cells) \
                and len(names) == width and len(set(names)) == width:
            return names
        if "\t" not in line or angled:  # a last column some rows lack: named by a format line only
            continue
        names = [_re.split(r",|\s{2,}", c.strip())[0] for c in _re.split(r"\t+", line) if c.strip()]
        if len(names) == width and len(set(names)) == width and all(_re.fullmatch(r"[A-Za-z_][\w-]*", n) for n in names):
            return names
    return []


_RANGE = _re.compile(r"([0-9A-F]{4,6})\.\.([0-9A-F]{4,6})")  # a range of code points: "0000..007F"


def _ranges(rows):
    """A column of hexadecimal ranges (Blocks.txt's "3040..309F") gives each row its `first` and `last` and the `span`
    of values it covers, so "which block spans the most code points" compares a number and a code point is looked up
    in the range holding it."""
    for name in [n for n in (rows[0] if rows else ()) if all(_RANGE.fullmatch(str(r.get(n, ""))) for r in rows)][:1]:
        for r in rows:
            first, last = _RANGE.fullmatch(r[name]).groups()
            r.update(first=first, last=last, span=int(last, 16) - int(first, 16) + 1)
        return
    names = list(rows[0]) if rows else []
    for a, b in zip(names, names[1:]):  # or two columns, its first and its last code point, the last left empty for a
        if _hex_range(rows, a, b):  # range of one (Age.pl's "1D6C<TAB>1DC3<TAB>4.1", "220<TAB><TAB>3.2"): `first`
            for r in rows:  # and `last` in their place
                first, last = str(r[a]), str(r[b]) or str(r[a])
                rest = {k: v for k, v in r.items() if k not in (a, b)}
                r.clear()
                r.update(first=first, last=last, **rest, span=int(last, 16) - int(first, 16) + 1)
            return


_HEX = _re.compile(r"[0-9A-F]{1,6}")


def _hex_range(rows, a, b):
    """Are columns `a` and `b` the first and last code points of ranges: hexadecimal, some with letters, the last
    empty on some rows (a range of one) and never before the first? Two columns of codes filled on every row may be a
    mapping (a capital letter's code and its small letter's)."""
    firsts, lasts = [str(r.get(a, "")) for r in rows], [str(r.get(b, "")) for r in rows]
    return all(_HEX.fullmatch(f) and (not e or _HEX.fullmatch(e) and int(e, 16) >= int(f, 16))
               for f, e in zip(firsts, lasts)) and any(lasts) and not all(lasts) and \
        any(_re.search("[A-F]", f) for f in firsts)


_GROUP_LABEL = _re.compile(r"([A-Z][\w-]{0,30}):[ \t]+(\S[^\n]*)")  # "Section: Class 01 - Warning": a group's label


def _table_lines(lines):
    """(each line's cells, each line's trailing comment) when lines that are not comments make a table
    without a header: cut at ':' when nearly every one has it as many times (and a one-word first cell),
    else at whitespace when nearly every one has 2 to 8 cells with a number among the first three, or when
    every one is one word. None for anything else (prose, code, a log)."""
    if len(lines) < COLUMN_LINES:  # a few lines of directives are a table still: gai.conf's 17 label/precedence lines
        cells = [_split_cells(_TRAILING_COMMENT.sub("", line)) for line in lines]
        directives = len(lines) >= DIRECTIVE_LINES and all(len(c) >= 2 for c in cells) and _directed(cells)
        return (cells, [""] * len(lines)) if directives else None
    return _semicolon_cells(lines) or _colon_cells(lines) or _space_cells(lines) or _aligned_cells(lines) or \
        _tab_cells(lines) or _list_cells(lines)


def _key_cells(records):
    """Give each line made of ';'-ended cells that each open with a short key ("C 32 ; WX 250 ; N space ; B 0 0 0 0 ;",
    an AFM file's glyph metrics) its cells as fields named by their keys (a key said twice, its values joined by ', '),
    when CALL_LINES or more lines are so: the file's other lines (its header, kerning pairs) keep none. Whether any
    did."""
    keyed = [(r, cells) for r in records if (cells := _KEY_CELLS.findall(r.text)) and len(cells) >= 2 and
             _KEY_CELLS.sub("", r.text).strip() == ""]
    if len(keyed) < CALL_LINES:
        return False
    for r, cells in keyed:
        for key, value in cells:
            r[key] = f"{r[key]}, {value.strip()}" if key in r else value.strip()
    return True


def _assignment_cells(records):
    """Give each line made of `KEY=="value"` assignments apart by commas (a udev rule: `SUBSYSTEM=="usb",
    ENV{ID_USB_INTERFACES}=="*:060101:*", TAG+="uaccess"`) its keys as fields, each its value (a key said twice, its
    values joined by ', '), when CALL_LINES or more lines are so. Whether any did."""
    made = [(r, cells) for r in records if len(cells := _ASSIGNMENT_CELL.findall(r.text)) >= 2 and
            not _ASSIGNMENT_CELL.sub("", r.text).strip(" ,\\\t")]
    if len(made) < CALL_LINES:
        return False
    for r, cells in made:
        for key, value in cells:
            r[key] = f"{r[key]}, {value}" if key in r else value
    return True


_ASSIGNMENT_CELL = _re.compile(r'([A-Za-z_][\w{}.\[\]-]*)\s*(?:==|!=|\+=|-=|:=|=)\s*"([^"\n]*)"')  # TAG+="uaccess"
_KEY_CELLS = _re.compile(r"(?:^|(?<=;))\s*([A-Za-z][A-Za-z0-9]{0,3})\s+([^;]*?)\s*;")  # "WX 250 ;"


def _semicolon_cells(lines):
    """Fields set apart by ';', as many on nearly every line (Unicode's data files: "0000..007F; Basic Latin"), a
    trailing '# ...' the comment. Split at whitespace, a block's name of several words was several cells."""
    comments = [m.group(1).strip() if (m := _TRAILING_COMMENT.search(line)) else "" for line in lines]
    cells = [[c.strip() for c in _TRAILING_COMMENT.sub("", line).split(";")] for line in lines]
    ended = all(c[-1] == "" for c in cells)  # every line ends in ';', a terminator: SpecialCasing.txt's "FB00; FB00;
    cells = [c[:-1] for c in cells] if ended else cells  # 0046 0066; 0046 0046; # LATIN SMALL LIGATURE FF"
    widths = Counter(len(c) for c in cells)
    width, count = widths.most_common(1)[0]
    if ended and width >= 2 and count * 20 < len(lines) * 19:  # an optional last cell before the end (its condition
        count += widths[width + 1]  # list on 16 of 119 lines) is a column the other lines leave empty
    return (cells, comments) if width >= 2 and count * 20 >= len(lines) * 19 else None


def _colon_cells(lines):
    """Not lines that start with a clock time: "12:00:01 verb0 the thing" is a log line, not 12 | 00 | 01 ...."""
    colons, count = Counter(line.count(":") for line in lines).most_common(1)[0]
    if colons < 2 or count * 20 < len(lines) * 19 or \
            sum(" " not in line.split(":", 1)[0] for line in lines) * 20 < len(lines) * 19 or \
            sum(_TIME.match(line) is not None for line in lines) * 2 >= len(lines):
        return None
    return [line.split(":") for line in lines], [""] * len(lines)


_GAP = _re.compile(r" {2,}|\t+")


def _aligned_cells(lines):
    """Columns set apart by runs of spaces, each starting where it does on every other line (a glibc charmap's
    "<U0445>     /xc8         CYRILLIC SMALL LETTER HA"), so a cell may hold single spaces: a name of several
    words. Before, no number among its first cells, such lines were lines, and no count could test a name."""
    cells = [_GAP.split(line.expandtabs().strip()) for line in lines]
    widths = Counter(len(c) for c in cells)
    width, count = widths.most_common(1)[0]
    if width == 2 and sum(c[0].count(" ") <= 1 for c in cells if len(c) == 1) == widths[1]:  # /etc/mime.types: a
        count += widths[1]  # type and its extensions, none for half of them ("application/x-tex-gf<TABS>gf",
        cells = [c[0].split(" ") if len(c) == 1 else c for c in cells]  # "text/vnd.abc"), a long type one space
        # before its one extension
    if not 2 <= width <= 8 or count * 20 < len(lines) * 19:
        return None
    starts = Counter(tuple(m.end() for m in _GAP.finditer(line.expandtabs().strip()))
                     for line, c in zip(lines, cells) if len(c) == width)
    return (cells, [""] * len(lines)) if starts.most_common(1)[0][1] * 10 >= widths[width] * 9 else None


def _tab_cells(lines):
    """Cells set apart by one tab each, as many tabs on nearly every line, a cell left empty on some (Perl's
    unicore/To/Age.pl: "1D6C<TAB>1DC3<TAB>4.1", and "220<TAB><TAB>3.2" for a range of one code point): split at
    whitespace, the version of such a line was its range's end. Not when a column is empty on nearly every line:
    tabs that only align the columns."""
    tabs, count = Counter(line.count("\t") for line in lines).most_common(1)[0]
    if not 1 <= tabs <= 7 or count * 20 < len(lines) * 19:
        return None
    cells = [[c.strip() for c in line.split("\t")] for line in lines]
    full = [c for c in cells if len(c) == tabs + 1]
    if any(sum(c[i] == "" for c in full) * 20 >= len(full) * 19 for i in range(tabs + 1)):
        return None
    return cells, [""] * len(lines)


def _list_cells(lines):
    """A list of one item a line (/etc/ca-certificates.conf's file names, /etc/shells' paths, a word list):
    one column, so its '#' comment lines are no items a count takes in."""
    cells = [line.split() for line in lines]
    return (cells, [""] * len(lines)) if all(len(c) == 1 for c in cells) else None


def _space_cells(lines):
    comments = [m.group(1).strip() if (m := _TRAILING_COMMENT.search(line)) else "" for line in lines]
    cells = [_split_cells(_TRAILING_COMMENT.sub("", line)) for line in lines]
    if sum(2 <= len(c) <= 8 for c in cells) * 20 < len(cells) * 19:
        return None
    numbered = [i for i in range(3) if sum(len(c) > i for c in cells) * 20 >= len(cells) * 19
                and all(_CELL.fullmatch(c[i]) for c in cells if len(c) > i)]
    width, count = Counter(len(c) for c in cells).most_common(1)[0]
    keyed = sum(c[0].endswith(":") for c in cells) * 2 >= len(cells)  # debconf.conf's "Name: config": a block's fields
    even = width <= 4 and count * 20 >= len(cells) * 19 and not keyed  # locale.alias' "estonian et_EE.ISO-8859-15":
    # a name and its value a line, which no prose or code keeps to line after line
    return (cells, comments) if numbered or even or _directed(cells) else None


_TABS = _re.compile(r"\t\t+")


def _split_cells(line):
    """A line's cells, split at whitespace; words after its last run of tabs, apart by spaces only, are one
    cell: rgb.txt's "255 182 193\t\tlight pink", whose colour has a name of two words, is four cells, not five."""
    *head, tail = _TABS.split(line)
    tail = tail.strip()
    return " ".join(head).split() + [tail] if head and " " in tail and "\t" not in tail else line.split()


def _directed(cells):
    """Is each line a directive: a word of a few (MANPATH_MAP, MANDB_MAP, SECTION) and its arguments, as many as
    that word takes nearly every time? manpath.config's `MANPATH_MAP /usr/local/bin /usr/local/man` lines were
    a word and a message, and no count could test the manual tree they map to. A log's messages vary in length."""
    words = Counter(c[0] for c in cells)
    if len(words) * 4 > len(cells) or not all(_re.fullmatch(r"[A-Za-z_][\w-]*", w) for w in words):
        return False
    shapes = Counter((c[0], len(c)) for c in cells)
    return sum(max(n for (w, _), n in shapes.items() if w == word) for word in words) * 10 >= len(cells) * 9


TABLE_SAMPLE = 400  # lines read to tell whether a document is a table without a header


def _tabular(doc, text):
    """Is the document a table without a header (see _table_lines) or under a commented one (see
    _commented_table), judged on its first lines, an INI file, or lists under headings (_aligned_lists)?
    Then a search hit's passage is its line:
    /etc/passwd has no sentence ends, and a hit ran over ten users; one of openssl.cnf ran on into the next
    [section]."""
    if doc not in _TABLES:
        _TABLES[doc] = _table_lines(_entries(text, TABLE_SAMPLE)) is not None or \
            text.startswith("#") and _commented_table(text[:TABLE_SAMPLE * 100], doc) is not None or \
            bool(_ini_of(doc, text)) or _setting_lines(text[:TABLE_SAMPLE * 100]) or \
            _aligned_lists(text[:TABLE_SAMPLE * 100]) is not None  # zone.tab; an INI file; base.lst's lists
    return _TABLES[doc]


_SETTING = _re.compile(r"[#;]?[ \t]*[A-Za-z_][\w.-]*[ \t]*=", _re.MULTILINE)
SETTINGS = 10  # a file of fewer `key=value` lines is no settings file


def _setting_lines(text):
    """Are most of the lines `key=value` settings, set or commented out ("#DefaultTimerAccuracySec=1min": a
    config file showing its compiled-in defaults)? A hit there ran over twenty of them."""
    lines = [line.strip() for line in text.split("\n") if line.strip()]
    found = sum(1 for line in lines if _SETTING.match(line))
    return found >= SETTINGS and found * 2 >= len(lines)


_TABLE_COMMENTS = ("#", "!", "%")  # what a table's comment lines start with: X11's rgb.txt opens with "! $Xorg: rgb.txt,v
# 1.3", a glibc charmap with "% version: 1.0"


def _entries(text, limit=None):
    """The document's first `limit` lines (all: None) that are neither blank nor comments, stripped."""
    lines = []
    for m in _re.finditer(r"[^\n]+", text):
        line = m.group(0).strip()
        if line and not line.startswith(_TABLE_COMMENTS):
            lines.append(line)
            if len(lines) == limit:
                break
    return lines


def _table_data(text):
    """What a filter on a document's records can select: a table without a header's entries without their trailing
    '# ...' comments; an INI file's lines without its comment lines (config-keys.def's "idle key binding settings" over
    its sections), a trailing comment kept (a setting's note is read with it). None for any other document."""
    if _ini_heads(text):
        return [line for line in text.split("\n") if not line.lstrip().startswith(("#", ";"))]
    if _table_lines(_entries(text, TABLE_SAMPLE)) is None:
        return None
    return [_TRAILING_COMMENT.sub("", line) for line in _entries(text)]


# a C preprocessor definition: "#define	EDEADLK		35	/* Resource deadlock would occur */"
_DEFINE = _re.compile(r"^[ \t]*#[ \t]*define[ \t]+([A-Za-z_]\w*)(?:[ \t]+((?:(?!/\*)[^\n])*?))?[ \t]*"
                      r"(?:(?:/\*(?:(?!\*/)[^\n])*\*/[ \t]*)*/\*[ \t]*((?:(?!\*/)[\s\S])*?)[ \t]*\*/)?[ \t]*$", _re.MULTILINE)  # the
# last of its comments (linux/msg.h's "#define MSGMNI 32000 /* <= IPCMNI */ /* max # of msg queue identifiers */"); it may run
# on over lines (if_ether.h's "/* Qualcomm multiplexing and\n * aggregation protocol\n */"): read as one, the #define kept
DIRECTIVE_LINE = _re.compile(r"^[ \t]*#[ \t]*(?:define|undef|include|if|ifdef|ifndef|elif|else|endif|pragma|error)\b",
                              _re.MULTILINE)


def _define_records(text, doc):
    """A C header's #define lines (asm-generic/errno.h): each a record of its name, its value and the description its
    comment gives ('' for none), the value a number where it is one; the guards and comments around them are none.
    Read as lines, its '#' lines were comments and the file nine lines of prose. None unless nearly every line that
    is no comment is a preprocessor line (two in three: linux/capability.h's structs) and ENTRY_HEADS or more define
    a value. A #define written with two spaces or more before its name right under another's (pci_regs.h's
    `#define  PCI_AGP_STATUS_SBA` under `#define PCI_AGP_STATUS`) is a field of that register: its `parent`."""
    found = [m for m in _DEFINE.finditer(text) if m.group(2)]
    code = [line for line in _re.sub(r"/\*.*?\*/", " ", text, flags=_re.S).split("\n")  # a comment's lines, however
            if line.strip() and not line.lstrip().startswith("//")]  # they begin, are no code
    if len(found) < ENTRY_HEADS or len(DIRECTIVE_LINE.findall(text)) * 3 < len(code) * 2:
        return None  # elf.h: 2,866 of its 3,458 lines of code are directives, the rest its structs
    cache, heads, guards = {}, _comment_heads(text), set(_re.findall(r"^[ \t]*#[ \t]*ifndef[ \t]+(\w+)", text, _re.M))
    out, blocks, over, prev = [], _ifdef_blocks(text), [], None  # over: (indent, name) of the defines a run nests in
    for m in found:
        fields = {"name": m.group(1), "value": m.group(2).strip(), "description": _comment_words(m.group(3))}
        indent = _define_indent(m.group(0))
        if not (prev and _re.fullmatch(r"\n(?:[ \t]*/\*(?:(?!\*/)[^\n]|\n(?![ \t]*\n))*\*/[ \t]*\n)*",
                                      text[prev.end():m.start()])):
            over = []  # a blank line or code between: no longer under it; comments, of one line or more, keep it
        over = [(k, name) for k, name in over if k < indent and name not in guards]  # not an include guard's own
        if indent > 1 and over:
            fields["parent"] = over[-1][1]  # PCI_EXP_TYPE_ENDPOINT under PCI_EXP_FLAGS_TYPE under PCI_EXP_FLAGS
        over.append((indent, m.group(1)))
        prev = m
        i = _bisect.bisect_right(heads, (m.start(), "\U0010ffff")) - 1
        if i >= 0 and heads[i][1]:
            fields["section"] = heads[i][1]
        out.append(Record(fields, " ".join(m.group(0).split()), m.start(), doc, _line_of(text, m.start(), cache)))
    _blocked(out, blocks)
    _numbers(out)
    return out


def _blocked(records, blocks):
    """Give each record the name of the #ifdef block it is in (see _ifdef_blocks) as its `block`, when they are in two
    or more: one #ifdef around all of them says nothing of any."""
    named = [(r, blocks[j][1]) for r in records if (j := _bisect.bisect_right(blocks, (r.at, "\U0010ffff")) - 1) >= 0]
    if len({b for _, b in named if b}) >= 2:
        for r, b in named:
            if b:
                r["block"] = b


def _define_indent(line):
    """How far a #define's name is set in: 1 for "#define NAME", more for "#define  PCI_AGP_STATUS_SBA" (a field of
    the register above) and for "# define PR_PAC_APIAKEY" (an argument value of the prctl operation above)."""
    m = _FIELD_DEFINE.match(line)
    if m is None:
        return 1
    return len(m.group(1)) + (len(m.group(2)) if _re.fullmatch(" {2,}", m.group(2)) else 1)


_FIELD_DEFINE = _re.compile(r"[ \t]*#([ \t]*)define([ \t]+)\w")


def _ifdef_blocks(text):
    """[(where, the name of the #ifdef block open there)]: keysymdef.h defines its keysyms in "#ifdef XK_LATIN1" ...
    "#endif" blocks, one per script; '' outside any (an #ifndef, an #if of anything but one defined name)."""
    out, stack = [], []
    for m in _re.finditer(r"^[ \t]*#[ \t]*(ifdef|ifndef|if|elif|else|endif)\b([^\n]*)$", text, _re.MULTILINE):
        directive, rest = m.group(1), m.group(2)
        if directive in ("ifdef", "if"):
            named = _re.fullmatch(r"\s*(\w+)\s*(?:/[/*].*)?" if directive == "ifdef" else
                                  r"\s*defined\s*\(?\s*(\w+)\s*\)?\s*(?:/[/*].*)?", rest)
            stack.append(named.group(1) if named else "")
        elif directive == "ifndef":
            stack.append("")
        elif directive == "endif" and stack:
            stack.pop()
        out.append((m.end(), next((b for b in reversed(stack) if b), "")))
    return out


def _call_records(text, doc):
    """An X-macro table (LLVM's Dwarf.def: `HANDLE_DW_TAG(0x0036, dwarf_procedure, 3, DWARF, DW_KIND_NONE)` lines):
    each call at the margin a record of its arguments, named as the macro's #define names its parameters (ID, NAME,
    VERSION, ...; else arg1, arg2, ...), the macro as its `kind`, the comment line over its group as its `section`
    ("New in DWARF v3", "GNU extensions"), and its `full name` where the macro is a handler of names with a prefix
    (HANDLE_DW_TAG and NAME dwarf_procedure: DW_TAG_dwarf_procedure). A call commented out is none. Read as lines, a
    table of 892 calls had no fields. None unless CALL_LINES or more calls make most of the lines that are no
    comment or directive."""
    calls = list(_MACRO_CALL.finditer(text))
    if len(calls) < CALL_LINES:
        return None
    code = [line for line in text.split("\n") if line.strip() and not line.lstrip().startswith(("//", "/*", "*", "#"))]
    if len(calls) * 2 < len(code):
        return None
    params = {m.group(1): [p.strip() for p in m.group(2).split(",")] for m in _MACRO_PARAMS.finditer(text)}
    heads = [(m.start(), m.group(1).strip().rstrip(":")) for m in _re.finditer(r"^[ \t]*//[ \t]*([^\n]*)$", text, _re.M)
             if m.group(1).strip() and not _MACRO_CALL.match(m.group(1).strip())]
    out, cache = [], {}
    for m in calls:
        args = [a.strip() for a in _arguments(text, m.start(2) - 1)]
        names = params.get(m.group(1), [])
        fields = {(names[k] if k < len(names) and names[k] else f"arg{k + 1}"): a for k, a in enumerate(args)}
        fields["kind"] = m.group(1)
        handled = _re.match(r"(?:HANDLE|DEF|DEFINE|DECLARE)_(\w+)", m.group(1))
        if handled and fields.get("NAME"):
            fields["full name"] = f"{handled.group(1)}_{fields['NAME']}"
        i = _bisect.bisect_right(heads, (m.start(), "\U0010ffff")) - 1
        if i >= 0:
            fields["section"] = heads[i][1]
        out.append(Record(fields, m.group(0).strip(), m.start(), doc, _line_of(text, m.start(), cache)))
    return out


CALL_LINES = 10  # calls of macros at the margin that make a file a table of them
_MACRO_CALL = _re.compile(r"^([A-Z][A-Z0-9_]*)\(((?:[^()\n]|\([^()\n]*\))*)\)[ \t]*$", _re.MULTILINE)
_MACRO_PARAMS = _re.compile(r"^[ \t]*#[ \t]*define[ \t]+([A-Z][A-Z0-9_]*)\(([^)\n]*)\)", _re.MULTILINE)


def _header_records(text, doc):
    """A C header of #defines among declarations (sqlite3.h, evp.h): each #define a record (its name, value and the
    description its comment gives; kind 'define') and each function it declares one (its name, kind 'function', how
    many parameters it takes, the declaration as its head), each with the `section` of the block comment over it,
    the title its first line gives after a tag ("CAPI3REF: Compiling An SQL Statement"). Read as lines, the #defines
    were lost among the declarations and a declaration's parameters were lines apart. None unless the text is C (a
    #define or #include line and declarations) and ENTRY_HEADS #defines with values or declarations."""
    if not DIRECTIVE_LINE.search(text) or ";" not in text:
        return None
    defines = [m for m in _DEFINE.finditer(text) if m.group(2) and not m.group(2).rstrip().endswith("\\")]
    declared = [m for m in _DECLARED.finditer(text) if m.group(1) not in _C_WORDS]
    exported = list(_EXPORTED.finditer(text))
    if len(defines) + len(declared) + len(exported) < ENTRY_HEADS or not declared and not exported:
        return None
    heads = _comment_titles(text)
    out, cache = [], {}
    for at, fields, shown in sorted(
            [(m.start(), {"name": m.group(1), "value": m.group(2).strip(), "description": _comment_words(m.group(3)),
                          "kind": "define"}, m.group(0)) for m in defines] +
            [(m.start(), {"name": m.group(4), "kind": "function", "ordinal": int(m.group(2)),
                          "return type": " ".join(m.group(3).split()), "parameters": _parameters(m.group(5)),
                          "macro": m.group(1)} | ({"attributes": ",".join(m.group(6).split())} if m.group(6) else {}),
              m.group(0)) for m in exported] +
            [(m.start(), _c_head(m.group(0).lstrip()) if m.group(1).isupper() and "((" in m.group(0) else  # zlib's OF((
              {"name": m.group(1), "kind": "function", "parameters": _parameters(m.group(2))}, m.group(0))
             for m in declared], key=lambda t: t[0]):
        i = _bisect.bisect_right(heads, (at, "\U0010ffff")) - 1
        if i >= 0:
            fields["section"] = heads[i][1]
        out.append(Record(fields, " ".join(shown.split()), at, doc, _line_of(text, at, cache), fields.get("section", "")))
    _blocked(out, _ifdef_blocks(text))  # png.h's "#ifdef PNG_EASY_ACCESS_SUPPORTED" around png_get_x_pixels_per_meter
    _numbers(out)
    return out


# a function declared through an export macro, its ordinal first: png.h's "PNG_EXPORT(155, png_uint_32, png_get_sRGB,
# (png_const_structrp png_ptr, png_const_inforp info_ptr, int *file_srgb_intent));", no prototype of its own
_EXPORTED = _re.compile(r"^[ \t]*([A-Z][A-Z0-9_]*EXPORT[A-Z0-9_]*)\s*\(\s*(\d+)\s*,\s*([^,()]+?)\s*,\s*([A-Za-z_]\w*)\s*,"
                       r"\s*\(((?:[^()]|\([^()]*\))*)\)(?:\s*,\s*([A-Za-z_][^;()]*?)\s*\)\s*;)?", _re.MULTILINE)  # then
# PNG_EXPORTA's attributes: "(png_structrp png_ptr), PNG_DEPRECATED);"


def _comment_title(comment):
    """A block comment's title: its first line of text, after a tag in capitals ("CAPI3REF: Result Codes"); '' for
    a comment of one line (a note on the line it ends) or one whose first line is long or goes on as a sentence on
    the next (prose)."""
    lines = [line.strip().lstrip("*").strip() for line in comment.split("\n")]
    said = [line for line in lines if line]
    after = lines.index(said[0]) + 1 if said else 0
    if len(lines) < 3 or not said or len(said[0]) > COMMENT_TITLE or after < len(lines) and lines[after][:1].islower():
        return ""  # regex.h's "If this bit is set, then the beginning-of-line operator doesn't match\n the beginning of
        # the string ...": a sentence going on, a note, no title
    return _re.sub(r"^[A-Z][A-Z0-9_]+:\s*", "", said[0]).strip()


def _parameters(listed):
    """How many parameters a C declaration's list holds (its comments aside); none for "void" or ""."""
    said = " ".join(_re.sub(r"/\*.*?\*/", " ", listed, flags=_re.S).split())
    return 0 if said in ("", "void") else len(_arguments(f"({said})", 0))


COMMENT_TITLE = 80  # a block comment's first line longer than this is prose, no title
_BLOCK_COMMENT = _re.compile(r"/\*((?:(?!\*/)[\s\S])*)\*/")
# a function declared: words of its type (SQLITE_API int, const char *), its name, its parameters (one level of
# parentheses inside: a function pointer's), then `;`
_DECLARED = _re.compile(r"^[ \t]*(?:[A-Za-z_]\w*[ \t]+|[A-Za-z_]\w*[ \t]*\*+[ \t]*)+\**[ \t]*([A-Za-z_]\w*)[ \t]*"
                        r"\(((?:[^;{}()]|\([^;{}()]*\))*)\)[ \t]*;", _re.MULTILINE)
_C_WORDS = frozenset({"if", "while", "for", "return", "switch", "sizeof", "typedef"})
_COMMENT_HEAD = _re.compile(r"(?:^|\n)[ \t]*\n[ \t]*/\*((?:(?!\*/)[^\n]|\n(?![ \t]*\n))*?)\*/[ \t]*\n[ \t]*\n|"
                           r"(?:^|\n)[ \t]*\n[ \t]*/\*((?:(?!\*/)[^\n]|\n(?![ \t]*\n))*?)\*/[ \t]*\n"
                           r"(?=[ \t]*#[ \t]*define[^\n]*\n[ \t]*#[ \t]*define\b)|"
                           r"(?:^|\n)[ \t]*\n[ \t]*/\*(?:(?!\*/)[^\n]|\n(?![ \t]*\n))*?\*/[ \t]*\n"
                           r"(?=([ \t]*#[ \t]*define[^\n]*\n[ \t]*)(?:\n|$))")
# or a comment right over two #defines (linux/sched.h's "/*\n * Scheduling policies\n */"), or one over a single #define
# with a blank line after it (group 3): a note on that #define alone (sched.h's "Can be ORed in ..." over
# SCHED_RESET_ON_FORK, after the group right over its #defines that a blank line ended)
HEADING_CHARS = 120  # a comment right over #defines longer than this is prose (securebits.h), no heading
_CODE_LINE = _re.compile(r"^(?![ \t]*(?:#|/\*|\*|//|$))[^\n]*[;{}][ \t]*$", _re.MULTILINE)  # a declaration's


def _comment_words(said):
    """A C comment's words, '' for none: " * Scheduling policies", "Qualcomm multiplexing and\n * aggregation": the stars
    that open a block comment's lines are no words of it."""
    return " ".join(_re.sub(r"(?m)^[ \t]*\*+(?!/)", " ", said or "").split())


def _comment_heads(text):
    """[(where, title)] of a C header's comment headings: a comment alone between blank lines over the #defines below
    it (elf.h's "/* Legal values for p_type (segment type).  */"), or one right after a blank line over two of them
    (pci_regs.h's "/* Extended Capabilities (PCI-X 2.0 and Express) */", sched.h's "/*\n * Scheduling policies\n */"),
    prose longer than HEADING_CHARS none; and '' where a declaration ends a group (a struct's "} Elf64_Phdr;"), a blank
    line ends the one #define a comment is about, or a note over one #define follows a group right over its #defines
    (that group's title again after it): what its defines are the values of."""
    heads, over = [], None  # over: the last heading right over its #defines, its title
    for m in _COMMENT_HEAD.finditer(text):
        if m.group(3) is not None:  # a note over one #define (sched.h's "Can be ORed in ..."): the comment that #define
            # is under, none of the group right over its #defines above it (mman-common.h's "compatibility flags" over
            # MAP_FILE); under a heading alone between blank lines, its (random.h's "Get the entropy count." over
            # RNDGETENTCNT)
            if over is not None and not _CODE_LINE.search(text, heads[-1][0], m.start()):
                heads += [(m.end(), _short_comment(m.group(0))), (m.end() + len(m.group(3)), over)]
            continue
        title = _comment_words(m.group(1) if m.group(1) is not None else m.group(2))
        heads.append((m.end(), title if len(title) <= HEADING_CHARS or m.group(1) is not None else ""))
        over = heads[-1][1] if m.group(2) is not None else None
        if m.group(1) is not None and (one := _ONE_DEFINE.match(text, m.end())):  # a note on one #define (errno.h's
            heads.append((one.end(), ""))  # "This error code is special"), not a heading over those after the blank
    heads += [(m.end(), "") for m in _CODE_LINE.finditer(text)]
    return sorted(heads)


def _short_comment(block):
    """The words of the first /* ... */ comment of `block` when they are a title (TITLE_WORDS at most, no sentence:
    "compatibility flags"), else '' (errno.h's "This error code is special: ...", a note on its #define)."""
    m = _BLOCK_COMMENT.search(block)
    words = _comment_words(m.group(1)) if m else ""
    return words if len(words.split()) <= TITLE_WORDS and not _re.search(r"[.:;!?]", words) else ""


_ONE_DEFINE = _re.compile(r"[ \t]*#[ \t]*define[^\n]*\n[ \t]*\n")


# a C struct or union opening its body: "typedef struct jvmtiInterface_1_ {", "struct _jvmtiEnv {", "typedef struct\n{"
_STRUCT = _re.compile(r"^[ \t]*(?:typedef[ \t]+)?(?:struct|union)[ \t]*(\w*)[ \t]*\n?[ \t]*\{", _re.MULTILINE)
_MEMBER_POINTER = _re.compile(r"\(\s*(?:\w+\s+)*\*\s*(\w+)\s*\)\s*\(", _re.S)  # "jvmtiError (JNICALL *GetVersion) ("
_MEMBER = _re.compile(r"(\w+)\s*(?:\[[^\]]*\]\s*)*(?::\s*(\d+)\s*)?$")  # "int n[4]", "unsigned int can_x : 1"
_C_TYPE_WORDS = frozenset({"int", "char", "short", "long", "signed", "unsigned", "float", "double", "void", "const"})
_NUMBERED_COMMENT = _re.compile(r"/\*\s*(\d+)\s*:\s*([^*]*?)\s*\*/")  # jvmti.h's "/*   145 : Get Class Version Numbers */"


def _c_members(text, doc):
    """A C header's struct and union members and enum constants as records (see _struct_members, _enum_members), its
    comments blanked once for both."""
    clean = _uncommented_c(text)
    return _struct_members(text, clean, doc) + _enum_members(text, clean, doc)


def _struct_members(text, clean, doc):
    """A C header's struct and union members as records (kind 'member', the struct's typedef name or tag as `parent`,
    level 2): each one's `name`, `type`, `bits` for a bit field, `parameters` for a function pointer (how many) and
    the `number` a numbered comment over it gives (jvmti.h's function table: "/*   145 : Get Class Version Numbers
    */"). Only the statements right in its body: a nested struct or union is one member named after it, a C++ method's
    body none; `int a, b;` two. Read as entries, a struct was one record, and "how many parameters does
    GetClassVersionNumbers take" or "how many can_ bit fields does jvmtiCapabilities define" had nothing to count. []
    for a text without them. `clean`: the text with its comments blanked out (_uncommented_c)."""
    out, cache = [], {}
    for m, close, parent in _c_bodies(clean, _STRUCT):
        if not parent:
            continue
        i = begun = m.end()
        while i < close:
            if clean[i] == "{":  # a nested struct or union ("struct { ... } u;": the member u), or a method's body
                end = _closing(clean, i)
                named = _re.match(r"\s*(\w+)\s*(?:\[[^\]]*\]\s*)*;", clean[end + 1:close + 1]) if end else None
                if end is not None and named and _re.search(r"\b(?:struct|union)\b[\s\w]*$", clean[begun:i]):
                    out.append(_member(text, doc, cache, begun, {"name": named.group(1), "type": " ".join(
                        clean[begun:i].split())}, parent))
                i = begun = (end + 1 + named.end() if named else end + 1) if end is not None else close
                continue
            if clean[i] == ";":
                out += [_member(text, doc, cache, begun, fields, parent) for fields in _declared(clean[begun:i])]
                begun = i + 1
            i += 1
    return out


# a C enum opening its body: "typedef enum {", "enum XML_Error {", "enum\n{"
_ENUM = _re.compile(r"^[ \t]*(?:typedef[ \t]+)?enum[ \t]*(\w*)[ \t]*\n?[ \t]*\{", _re.MULTILINE)
_ENUMERATOR = _re.compile(r"\s*([A-Za-z_]\w*)\s*(?:=\s*(.+?))?\s*$", _re.S)  # "JVMTI_TYPE_JBYTE = 101", "XML_ERROR_NONE"


def _enum_members(text, clean, doc):
    """A C header's enum constants as records (kind 'enumerator', the enum's typedef name or tag as `parent`, level 2):
    each one's `name`, `value` as written if it has one, `number` as the compiler counts it (the value given, else one
    more than the one before, from 0; none after a constant an #if may leave out) and the `section` the heading comment
    right over the enum gives (see _c_heads), none for a heading over other lines first. An anonymous enum's constants
    have the parent ''. Read as entries, an enum was one record, and "under which comment heading does jvmti.h define
    JVMTI_TYPE_CCHAR" or "what number does XML_ERROR_SYNTAX have, counting XML_ERROR_NONE as 0" found nothing. [] for a
    text without them. `clean`: the text with its comments blanked out (_uncommented_c)."""
    heads = _c_heads(text)
    out, cache = [], {}
    for m, close, parent in _c_bodies(clean, _ENUM):
        i = _bisect.bisect_right(heads, (m.start(), "\U0010ffff")) - 1
        head = heads[i][1] if i >= 0 and not clean[heads[i][0]:m.start()].strip() else ""  # right over it, no other
        number, begun = -1, m.end()
        for part in _arguments(f"({clean[m.end():close]})", 0):
            if "\n#" in f"\n{part.strip()}":  # "#ifdef XML_DTD\n  XML_ERROR_DTD,": its number depends on the build
                part = "\n".join(line for line in part.split("\n") if not line.lstrip().startswith("#"))
                number = None
            named = _ENUMERATOR.match(part)
            at = clean.find(part.strip(), begun) if part.strip() else -1
            if named is None or at < 0:
                continue
            value = " ".join(named.group(2).split()) if named.group(2) else None
            number = _c_number(value) if value is not None else number + 1 if number is not None else None
            fields = {"kind": "enumerator", "parent": parent, "level": 2, "name": named.group(1)} | \
                ({"value": value} if value is not None else {}) | ({"number": number} if number is not None else {}) | \
                ({"section": head} if head else {})
            out.append(Record(fields, " ".join(text[at:at + len(part.strip())].split()), at, doc, _line_of(text, at, cache)))
            begun = at + len(part.strip())
    return out


def _uncommented_c(text):
    """C source with its comments blanked out, every other character where it was."""
    return _re.sub(r"/\*.*?\*/|//[^\n]*", lambda m: _re.sub(r"[^\n]", " ", m.group(0)), text, flags=_re.S)


def _c_bodies(clean, opening):
    """(the match of `opening`, where the body it opens closes, its name: the typedef name after the body, else its
    tag, '' for neither) of each C struct, union or enum body in comment-free source."""
    for m in opening.finditer(clean):
        close = _closing(clean, m.end() - 1)
        if close is None:
            continue
        after = _re.match(r"\s*(\w+)\s*;", clean[close + 1:close + 200]) if clean[m.start():m.end()].lstrip().startswith(
            "typedef") else None
        yield m, close, after.group(1) if after else m.group(1)


def c_number(value):
    """The integer a C constant of one literal writes ("0x88A8": 34984, "1u", "-2"), None for any other: a header's
    hex values compared as numbers."""
    return None if value is None else _c_number(str(value))


_HEX_LITERAL = _re.compile(r"0[xX][0-9a-fA-F]+[uUlL]*")


def _c_number(value):
    """The integer a C constant expression of one literal writes ("101", "0x10", "-2", "1u"); None for any other."""
    literal = _re.fullmatch(r"\(?\s*(-?)\s*(0[xX][0-9a-fA-F]+|0[0-7]*|[1-9]\d*)[uUlL]*\s*\)?", value)
    return None if literal is None else int(literal.group(1) + (literal.group(2) if not _re.fullmatch(
        r"0[0-7]+", literal.group(2)) else "0o" + literal.group(2)[1:]), 0)  # 010 is octal, as C reads it; 008 no number


def _closing(text, at):
    """Where the brace opened at text[at] closes, or None."""
    depth = 0
    for i in range(at, len(text)):
        depth += {"{": 1, "}": -1}.get(text[i], 0)
        if depth == 0:
            return i
    return None


def _declared(statement):
    """The members one statement of a struct's body declares (see _struct_members), as fields; none for a method or a
    macro call."""
    decl = "\n".join(line for line in statement.split("\n") if not line.lstrip().startswith("#")).strip()
    if not decl or "(" in decl and not _MEMBER_POINTER.search(decl):
        return []
    if pointer := _MEMBER_POINTER.search(decl):
        return [{"name": pointer.group(1), "type": " ".join(decl[:pointer.start()].split()),
                 "parameters": _parameters(decl[decl.index("(", pointer.end() - 1) + 1:decl.rindex(")")])}]
    parts = _arguments(f"({decl})", 0)  # "int a, b": two declarators of one type
    first = _MEMBER.search(parts[0]) if parts else None
    if first is None or first.start() == 0 or first.group(1) in _C_TYPE_WORDS:  # not "unsigned int : 16", padding
        return []
    kind = " ".join(parts[0][:first.start()].split())
    out = []
    for part in parts:
        named = _MEMBER.search(part.strip().lstrip("*").strip()) if part is not parts[0] else first
        if named is not None and named.group(1) not in _C_TYPE_WORDS:
            out.append({"name": named.group(1), "type": kind} | ({"bits": int(named.group(2))} if named.group(2) else {}))
    return out


def _member(text, doc, cache, begun, fields, parent):
    """A struct member's record at its declaration (after the comments over it, whose numbered one gives `number`)."""
    span = text[begun:]
    lead = _re.match(r"(?:\s|/\*.*?\*/|//[^\n]*|#[^\n]*)*", span, _re.S).end()
    fields = {"kind": "member", "parent": parent, "level": 2, **fields}
    if numbered := list(_NUMBERED_COMMENT.finditer(span[:lead])):
        fields["number"] = int(numbered[-1].group(1))
    at = begun + lead
    end = text.find(";", at)
    return Record(fields, " ".join(text[at:end if end >= 0 else at + 200].split()), at, doc, _line_of(text, at, cache))


def _html_records(text, doc):
    """An HTML page (a reference manual: Expat's reference.html): each heading (h1-h6) a record of its title, level,
    body (the text up to the next heading, without tags) and `part` (the heading over it), so the functions an <h4>
    each documents under the <h3> "Parser Creation" count and order as that section's entries. Read as XML, an
    entry's heading, its declaration and its text were elements apart, and none knew its section."""
    if not _re.search(r"<(?:!doctype\s+html|html)\b", text[:4000], _re.I):
        return None
    heads = list(_HTML_HEADING.finditer(text))
    if len(heads) < ENTRY_HEADS:
        return None
    out, cache, over = [], {}, {}
    for i, m in enumerate(heads):
        level, title = int(m.group(1)), _html_text(m.group(2))
        body = _html_text(text[m.end():heads[i + 1].start() if i + 1 < len(heads) else len(text)])
        over = {k: v for k, v in over.items() if k < level}
        fields = {"title": title, "level": level, "body": body} | ({"part": over[max(over)]} if over else {})
        over[level] = title
        out.append(Record(fields, f"{title}: {body}" if body else title, m.start(), doc, _line_of(text, m.start(), cache)))
    return out


_HTML_HEADING = _re.compile(r"<h([1-6])\b[^>]*>(.*?)</h\1\s*>", _re.I | _re.S)


def _html_text(markup):
    """The text of a piece of HTML: its tags, scripts and styles dropped, its entities read, its spaces one."""
    markup = _re.sub(r"<(script|style)\b.*?</\1\s*>|<!--.*?-->", " ", markup, flags=_re.I | _re.S)
    return " ".join(_html.unescape(_re.sub(r"<[^>]+>", " ", markup)).split())


def _dtd_records(text, doc):
    """An XML DTD (fontconfig's fonts.dtd): each declaration a record of its `kind` named by it: an element's `content`
    model, the comment right above it and how many `attributes` its ATTLISTs declare; each attribute of an ATTLIST
    its `element`, `type`, the `values` an enumerated type allows (comma-joined) and its `default`; a parameter
    entity's `value` and the names it lists as alternatives (`values`). Read as lines, an attribute's default and
    values were the middle of a line and no element knew its attributes."""
    found = list(_DTD_DECLARATION.finditer(text))
    if len(found) < ENTRY_HEADS or _re.search(r"<[A-Za-z]", _re.sub(r"<!--.*?-->|<\?.*?\?>", "", _DTD_DECLARATION.sub(
            "", text), flags=_re.S)):
        return None  # an XML document with its DTD inside (Mesa's drirc): its elements are the records
    out, cache, counts = [], {}, Counter()
    for m in found:
        kind, body = m.group(1).lower(), " ".join(m.group(2).split())
        comment = _re.search(r"<!--((?:(?!-->).)*)-->\s*$", text[max(0, m.start() - 2000):m.start()], _re.S)
        said = " ".join(comment.group(1).split()) if comment else ""
        if kind == "element":
            name, _, content = body.partition(" ")
            fields = {"kind": kind, "element": name, "content": content}
            fields |= {"comment": said} if said and len(said) <= RECORD_CHARS // 2 else {}
            out.append(Record(fields, m.group(0), m.start(), doc, _line_of(text, m.start(), cache)))
        elif kind == "attlist":
            element, _, rest = body.partition(" ")
            for a in _DTD_ATTRIBUTE.finditer(rest):
                fields = {"kind": "attribute", "attribute": a.group(1), "element": element, "type": a.group(2)}
                if a.group(2).startswith("("):
                    fields["values"] = ",".join(v.strip() for v in a.group(2).strip("()").split("|"))
                fields["default"] = (a.group(3) or "").strip("\"'")
                counts[element] += 1
                out.append(Record(fields, f"<!ATTLIST {element} {a.group(0).strip()}>", m.start(), doc,
                                  _line_of(text, m.start(), cache)))  # where its ATTLIST starts
        else:
            entity = _re.match(r"(%\s*)?([\w.:-]+)\s+(['\"])(.*)\3$", body, _re.S)
            if entity:
                fields = {"kind": "entity", "entity": entity.group(2), "value": entity.group(4).strip()}
                if "|" in entity.group(4):
                    fields["values"] = ",".join(v.strip() for v in entity.group(4).split("|") if v.strip())
                out.append(Record(fields, m.group(0), m.start(), doc, _line_of(text, m.start(), cache)))
    for r in out:
        if r.get("kind") == "element":
            r["attributes"] = counts[r["element"]]
    return out


_DTD_DECLARATION = _re.compile(r"<!(ELEMENT|ATTLIST|ENTITY)\s+((?:[^>\"']|\"[^\"]*\"|'[^']*')*)>", _re.S)
_DTD_ATTRIBUTE = _re.compile(r"([\w.:-]+)\s+(\([^)]*\)|[A-Z]+)\s+(#REQUIRED|#IMPLIED|(?:#FIXED\s+)?(?:\"[^\"]*\"|'[^']*'))")


def _xml_records(text, doc):
    """An XML document's elements that have attributes or elements of their own, each a record: its tag as `kind`,
    its `name` (its name, id or nick attribute, else its first child's text or its own), the `parent` record's name,
    its `level` under the root, its attributes, its own text as `content`, and the text of each plain child element
    (`<default>'mouse'</default>`) as a field; a child that only lists plain elements (fontconfig's `<accept><family>
    A</family><family>B</family></accept>`) is one field of their texts joined by ", ". Read as lines, a gsettings
    schema's keys and an alias's families had no fields to count, and no key knew its schema. None unless the text
    parses as XML with XML_RECORDS or more."""
    if not text.lstrip().startswith("<"):
        return None
    data = text.encode()
    parser, stack, root, cursor = _expat.ParserCreate(), [], [], [0, 0]

    def here():
        """Where the parser is, in characters (expat counts bytes; events come in document order)."""
        at = parser.CurrentByteIndex
        if len(data) != len(text) and at > cursor[0]:
            cursor[1] += len(data[cursor[0]:at].decode("utf-8", "ignore"))
            cursor[0] = at
        return at if len(data) == len(text) else cursor[1]

    def opened(tag, attributes):
        stack.append({"tag": tag, "attributes": attributes, "at": here(), "children": [], "text": []})

    def closed(tag):
        element, at = stack.pop(), here()
        element["end"] = text.find(">", at if text.startswith("</", at) else element["at"]) + 1
        (stack[-1]["children"] if stack else root).append(element)

    parser.StartElementHandler, parser.EndElementHandler = opened, closed
    parser.CharacterDataHandler = lambda chunk: stack[-1]["text"].append(chunk) if stack else None
    try:
        parser.Parse(text, True)
    except (_expat.ExpatError, MemoryError, RecursionError):
        return None
    plain = lambda e: not e["attributes"] and not e["children"]
    words = lambda e: " ".join("".join(e["text"]).split())
    listing = lambda e: not e["attributes"] and e["children"] and all(map(plain, e["children"])) and \
        len({c["tag"] for c in e["children"]}) == 1
    named_leaf = lambda e: not e["children"] and e["attributes"].get("name") and words(e)
    out, cache, todo = [], {}, [(e, "", 1) for e in reversed(root[0]["children"] if root else [])]
    spans = []  # (start, end, name, level) of each record's element: what holds a commented-out one
    while todo:  # in document order, without recursion: XML nests deeper than Python's stack
        element, parent, level = todo.pop()
        if plain(element) or listing(element):
            continue
        fields = dict(element["attributes"])
        for leaf in element["children"]:
            if plain(leaf) or listing(leaf):
                value = words(leaf) if plain(leaf) else ", ".join(map(words, leaf["children"]))
                fields[leaf["tag"]] = f"{fields[leaf['tag']]}, {value}" if leaf["tag"] in fields else value
            elif named_leaf(leaf) and leaf["attributes"]["name"] not in fields and \
                    leaf["attributes"]["name"] not in ("kind", "parent", "level", "content"):  # JFR's `<setting
                fields[leaf["attributes"]["name"]] = words(leaf)  # name="enabled">false</setting>`: the event's enabled
        if words(element):  # `<name xml:lang="ar">...</name>`: its own text, beside its attributes
            fields["content"] = words(element)
        leaves = [v for k, v in fields.items() if k not in element["attributes"]]
        name = next((fields[k] for k in XML_NAMES if fields.get(k)), next(iter(leaves or fields.values()), "")) or \
            _first_named(element, plain, words)  # xkb's <layout>, named by its <configItem><name>pl</name>
        fields = {"kind": element["tag"], "name": name, **fields, "parent": parent}
        at = element["at"]
        fields["level"] = level
        out.append(Record(fields, " ".join(text[at:element["end"]].split()), at, doc, _line_of(text, at, cache)))
        spans.append((at, element["end"], name, level))
        todo.extend((child, name or parent, level + 1) for child in reversed(element["children"]))  # a <variantList>
        # without a name: its variants' parent is the layout holding it
    if len(out) < XML_RECORDS:
        return None
    out = sorted(out + _commented_elements(text, doc, spans, cache, {r["kind"] for r in out}), key=lambda r: r.at)
    _numbers(out)
    return out


def _commented_elements(text, doc, spans, cache, tags):
    """The elements a run of comments shows, one a comment (D-Bus's system.conf: `<!-- <limit
    name="auth_timeout">5000</limit> -->`, the daemon's defaults), each a record `commented` True of its tag as
    `kind`, its attributes, its `name` and its text as `value`, under the element holding it; none for fewer than
    COMMENTED_ELEMENTS such comments (a comment quoting one element is an example), nor of a tag the file's own elements
    have (`tags`): session.conf's set limits beside its commented ones would be counted as one."""
    found = [m for m in _COMMENTED_ELEMENT.finditer(text) if m.group(1) not in tags]
    if len(found) < COMMENTED_ELEMENTS:
        return []
    out = []
    for m in found:
        tag, attributes, value = m.group(1), dict(_ATTRIBUTE.findall(m.group(2))), (m.group(3) or "").strip()
        holder = max((s for s in spans if s[0] < m.start() < s[1]), key=lambda s: s[3], default=("", "", "", 0))
        name = next((attributes[k] for k in XML_NAMES if attributes.get(k)), value)
        fields = {"kind": tag, "name": name, **attributes, **({"value": value} if value else {}), "parent": holder[2],
                  "level": holder[3] + 1, "commented": True}
        at = m.start(1) - 1
        out.append(Record(fields, m.group(0).strip(), at, doc, _line_of(text, at, cache)))
    return out


COMMENTED_ELEMENTS = 3
_COMMENTED_ELEMENT = _re.compile(r"<!--[ \t]*<([A-Za-z][\w.-]*)((?:[ \t]+[\w:.-]+=\"[^\"]*\")*)[ \t]*"
                                r"(?:/>|>([^<\n]*)</\1>)[ \t]*-->")
_ATTRIBUTE = _re.compile(r'([\w:.-]+)="([^"]*)"')


XML_NAMES = ("name", "id", "nick")  # the attributes that name an XML element, before its first child's text
XML_RECORDS = 2


def _first_named(element, plain, words):
    """The name an XML element without one of its own takes from its first child, when that child is no plain element,
    the one of its tag there, and names itself (by an attribute or a plain child of XML_NAMES): xkb's `<layout>
    <configItem><name>pl</name>...`; not drirc's `<device>` from the first of its many `<application name=...>`."""
    children = element["children"]
    first = children[0] if children else None
    if first is None or plain(first) or sum(c["tag"] == first["tag"] for c in children) > 1:
        return ""
    own = next((first["attributes"][k] for k in XML_NAMES if first["attributes"].get(k)), "")
    return own or next((words(c) for c in first["children"] if plain(c) and c["tag"] in XML_NAMES and words(c)), "")


_ROFF_HEAD = _re.compile(r'^\.(SH|SS)[ \t]+"?([^"\n]*?)"?[ \t]*$', _re.MULTILINE)  # ".SS Standard signals"
_ROFF_ESCAPES = [(_re.compile(r"\\f(?:\[[^\]]*\]|\(..|.)"), ""), (_re.compile(r"\\\(em|\\\[em\]|\\\*\(Em|\\\*\[Em\]"), "\u2014"),
                 (_re.compile(r"\\\*(?:\(..|\[[^\]]*\]|.)"), ""),  # top(1)'s "SUSER \*(Em Saved User Name": a string the
                 # page defines, its dash known
                 (_re.compile(r"\\\(aq|\\\[aq\]"), "'"), (_re.compile(r"\\\((?:lq|rq|dq)"), '"'),
                 (_re.compile(r"\\[-&~ 0|^.]"), lambda m: {"\\-": "-", "\\ ": " ", "\\~": " ", "\\.": "."}.get(m.group(0), "")),
                 (_re.compile(r"\\e"), lambda m: "\\"), (_re.compile(r"\\\(..|\\\[[^\]]*\]|\\[a-zA-Z]"), "")]
_ROFF_FONTS = _re.compile(r"^\.(B|I|BR|RB|IR|RI|BI|IB|SM|SB)(?:[ \t]+(.*))?$")  # text in another font: words to keep


def _roff_heads(text):
    """[(where, title)] of a man page source's sections and subsections, a subsection's with its section's title first
    ("DESCRIPTION, Standard signals"; "POLICIES INTRODUCED BY CMAKE 3.0, CMP0031": the policy's hit says the version
    its section gives); [] for other text."""
    if not _re.search(r"^\.TH[ \t]", text, _re.MULTILINE):
        return []
    heads, section = [], ""
    for m in _ROFF_HEAD.finditer(text):
        title = _roff(m.group(2))
        section = title if m.group(1) == "SH" else section
        heads.append((m.start(), title if m.group(1) == "SH" or not section else f"{section}, {title}"))
    return heads


def _roff(text):
    """Text of a man page's source line, its escapes gone: "Abort signal from \\fBabort\\fP(3)" reads "Abort signal
    from abort(3)", "\\01" reads "1"."""
    for pattern, said in _ROFF_ESCAPES:
        text = pattern.sub(said, text)
    return text.strip()


def _roff_line(line):
    """The words a man page's source line shows: its text, or a font macro's arguments ('.BR kill (2)' is
    'kill(2)'); '' for any other macro or a comment."""
    m = _ROFF_FONTS.match(line)
    if m:
        args = _re.findall(r'"([^"]*)"|((?:\\.|\S)+)', m.group(2) or "")  # ".BI k \ spec": an escaped space joins "k spec"
        words = [a or b for a, b in args]
        return _roff(("" if len(m.group(1)) == 2 else " ").join(words))
    return "" if line.startswith((".", "'")) else _roff(line)


def _pod_records(text, doc):
    """A Perl POD document (perldiag, perlfunc, a module's manual): each =head1-4 heading and each =item a record of
    its title, level, body (its text up to the next command) and `part` (the heading over it); an item's `name` is
    what it names (a diagnostic, a function, an option), its formatting codes dropped. Read as lines, "which message
    does perldiag list right after "Can't execute %s"" was answered with the line after it, that message's text."""
    marks = list(_POD_COMMAND.finditer(text))
    if sum(m.group(1) == "item" or m.group(1).startswith("head") for m in marks) < ENTRY_HEADS or coded(text):
        return None
    if (code := _PERL_CODE.search(text)) and code.start() < marks[0].start() and \
            sum(len(m.group(0)) for m in _NOT_CODE.finditer(text)) * 2 < len(text):
        return None  # a Perl module whose manual is its tail (Module::CoreList::Utils' tables, then 100 lines of POD); not
        # a script whose POD comes first (review)
    out, cache, heads = [], {}, {}
    for i, m in enumerate(marks):
        command, title = m.group(1), _pod_plain(m.group(2).strip())
        if command != "item" and not command.startswith("head"):
            continue  # =over, =back, =pod, =cut, =encoding ...
        stop = marks[i + 1].start() if i + 1 < len(marks) else len(text)
        body = " ".join(text[m.end():stop].split())
        if command == "item":
            fields = {"title": title, "level": max(heads, default=0) + 1, "body": body}
            if title and title != "*" and not title.rstrip(".").isdigit():  # a bullet's or a number's item names nothing
                fields["name"] = title
            if tag := _POD_CLASS.match(body):  # perldiag's "(W misc)": a warning of the category misc
                fields |= {"class": tag.group(1)} | ({"category": ",".join(_re.split(r",?\s+", tag.group(2)))}
                                                     if tag.group(2) else {})
        else:
            level = int(command[4])
            heads = {k: v for k, v in heads.items() if k < level}
            fields = {"title": title, "level": level, "body": body}
        if heads and (command == "item" or max(heads) < fields["level"]):
            fields["part"] = heads[max(heads)]
        if command != "item":
            heads[fields["level"]] = title
        out.append(Record(fields, f"{title}: {body}" if body else title, m.start(), doc, _line_of(text, m.start(), cache)))
    tagged = [r for r in out if "class" in r]
    if len(tagged) * 2 < sum("name" in r for r in out):  # a tag most items open with classifies them; else it is text
        for r in tagged:
            r.pop("class")
            r.pop("category", None)
    return out if len(out) >= ENTRY_HEADS else None


_POD_CLASS = _re.compile(r"\(([A-Z])(?:\s+([a-z][\w:]*(?:,?\s+[a-z][\w:]*)*))?\)")  # "(W misc)", "(S utf8, syntax)"
_POD_COMMAND = _re.compile(r"^=(head[1-4]|item|over|back|pod|cut|encoding|for|begin|end)\b[ \t]*([^\n]*)$", _re.MULTILINE)
_POD_CODE = _re.compile(r"[BCIFSLEXZ]<([^<>]*)>")  # B<-S>, C<CORE::word>, L<perlfunc/open>


def _pod_plain(said):
    """A POD title without its formatting codes, innermost first: "B<-S> switch" is "-S switch", E<gt> '>'."""
    for _ in range(3):
        said = _POD_CODE.sub(lambda m: {"gt": ">", "lt": "<", "verbar": "|", "sol": "/"}.get(m.group(1), m.group(1))
                             if m.group(0)[0] == "E" else m.group(1).split("|")[0] if m.group(0)[0] == "L"
                             else m.group(1), said)
    return said


def _make_records(text, doc):
    """A makefile: each variable it sets a record of its `name`, its `value` (continued lines joined) and the banner
    comment over it as its `part` ("####...#" over "# Build static libmpdec.a"); each item of a value that lists
    several (object files, flags) a record of its own, the variable its `parent`, so its items count and order like a
    dict's. Read as lines, a list's items were lines of their own and no variable knew its banner."""
    sets = list(_MAKE_SET.finditer(text))
    if len(sets) < MAKE_SETTINGS or not _MAKE_RULE.search(text) or coded(text):
        return None
    banners = [(m.start(), m.group(1).strip()) for m in _MAKE_BANNER.finditer(text)]
    starts = [b for b, _ in banners]
    out, cache = [], {}
    for m in sets:
        value = " ".join(_re.sub(r"\\\n", " ", m.group(3)).split())
        part = banners[i - 1][1] if (i := _bisect.bisect_right(starts, m.start())) else ""
        fields = {"kind": "variable", "name": m.group(1), "value": value} | ({"part": part} if part else {})
        line = _line_of(text, m.start(), cache)
        out.append(Record(fields, " ".join(m.group(0).split()), m.start(), doc, line))
        items = value.split()
        if len(items) >= 2 and all("=" not in item for item in items):
            for item in items:
                at = text.find(item, m.start(), m.end())
                out.append(Record({"kind": "item", "name": item, "parent": m.group(1)}, item, at, doc,
                                  _line_of(text, at, cache), m.group(1)))
    return out


MAKE_SETTINGS = 12  # variable settings a makefile has at least: a few NAME=value lines are a config file's
_MAKE_REFERENCE = _re.compile(r"\$\(([A-Za-z_][\w.]*)\)|\$\{([A-Za-z_][\w.]*)\}")  # $(INCLUDEDIR), ${prefix}
_EXPANDING = _re.compile(r"\b(?:comes? to|expands? to|expanded|substitut\w*|resolves? to|resolved)\b")  # asked a value
# with the names it refers to replaced
_MAKE_SET = _re.compile(r"^(?:export\s+|override\s+)?([A-Za-z_][\w.]*)[ \t]*([:+?!]?=)[ \t]*((?:[^\n]*\\\n)*[^\n]*)",
                        _re.MULTILINE)  # NAME= value \ continued
_MAKE_RULE = _re.compile(r"^[^\s#=][^\n=]*?:(?!=)[^\n]*\n\t\S", _re.MULTILINE)  # "target: prerequisites" and a recipe
_MAKE_BANNER = _re.compile(r"^#{10,}[ \t]*\n#[ \t]*(\S[^\n]*)$", _re.MULTILINE)  # a rule of #s over "# Title"


def _sql_records(text, doc):
    """An SQL script (a schema, PostgreSQL's information_schema.sql): each CREATE statement a record of its `kind`
    (view, table, function ...), `name`, the comment right above it (a `number` and `title` where it starts with a
    number: "/* 5.8 ADMINISTRABLE_ROLE_AUTHORIZATIONS view */"), a view's or table's `columns` (how many, and their
    `column names`) and the relations it selects `from`; a numbered comment over no statement (a clause the script
    leaves out: "-- feature not supported") a record of its number, title and the comment under it. Read as config
    blocks, its SELECT and JOIN words were fields, and no view had a name, a number or a count of columns."""
    found = list(_SQL_CREATE.finditer(text))
    if len(found) < ENTRY_HEADS or coded(text):
        return None
    out, cache, taken = [], {}, set()
    for m in found:
        end = _sql_end(text, m.end())
        statement = text[m.start():end]
        fields = {"kind": " ".join(m.group(1).lower().split()), "name": m.group(2).replace('"', "")}
        at, comment = _sql_comment(text, m.start())
        taken.add(at)
        if numbered := _SQL_NUMBERED.fullmatch(comment):
            fields |= {"number": numbered.group(1), "title": numbered.group(2)}
        elif comment and len(comment) <= RECORD_CHARS // 2:
            fields["comment"] = comment
        if (columns := _sql_columns(statement, fields["kind"])) is not None:
            fields |= {"columns": len(columns), "column names": ", ".join(columns)}
        if relations := _sql_relations(statement):
            fields["from"] = ", ".join(relations)
        shown = " ".join(statement.split())
        out.append(Record(fields, f"/* {comment} */ {shown}" if comment and at < m.start() else shown, at, doc,
                          _line_of(text, at, cache)))
    for m in _re.finditer(r"^/\*(.*?)\*/", text, _re.MULTILINE | _re.S):
        if m.start() not in taken and (numbered := _SQL_NUMBERED.fullmatch(_block_comment(m.group(1)))):
            under = _re.match(r"(?:\s*--[^\n]*\n)+", text[m.end():].lstrip(" \t\n") + "\n")
            fields = {"number": numbered.group(1), "title": numbered.group(2)}
            if under:
                fields["comment"] = " ".join(line.strip().lstrip("-").strip() for line in under.group(0).split("\n")
                                             if line.strip())
            shown = f"/* {fields['number']} {fields['title']} */" + (f" -- {fields['comment']}" if under else "")
            out.append(Record(fields, shown, m.start(), doc, _line_of(text, m.start(), cache)))
    return sorted(out, key=lambda r: r.at)


_SQL_NUMBERED = _re.compile(r"(\d+(?:\.\d+)*)\.?\s+(\S.{0,118})")  # "5.8 ADMINISTRABLE_ROLE_AUTHORIZATIONS view"
_SQL_CREATE = _re.compile(r"^[ \t]*CREATE\s+(?:OR\s+REPLACE\s+)?(?:(?:GLOBAL|LOCAL|TEMP|TEMPORARY|UNLOGGED|RECURSIVE|UNIQUE)"
                          r"\s+)*(MATERIALIZED\s+VIEW|TABLE|VIEW|FUNCTION|PROCEDURE|DOMAIN|TYPE|INDEX|SEQUENCE|TRIGGER|SCHEMA|"
                          r"AGGREGATE|COLLATION|EXTENSION)\s+(?:IF\s+NOT\s+EXISTS\s+)?((?:\"[^\"]+\"|[\w$]+)(?:\.(?:\"[^\"]+\"|[\w$]+))?)",
                          _re.I | _re.MULTILINE)
_SQL_LEXEME = _re.compile(r"'(?:[^']|'')*'|\"[^\"]*\"|--[^\n]*|/\*.*?\*/|(\$[A-Za-z_]*\$).*?\1|[();,]", _re.S)
_SQL_KEYWORDS = {"select", "lateral", "only", "unnest", "values", "as", "on", "using", "where"}


def _sql_end(text, start):
    """Where the statement begun before `start` ends: after its ';', strings, quoted names, comments and $$ bodies
    passed over."""
    for m in _SQL_LEXEME.finditer(text, start):
        if m.group(0) == ";":
            return m.end()
    return len(text)


def _sql_comment(text, start):
    """(where it starts, its words) of the comment right above a statement (a /* */ block or -- lines, no blank line
    between them but one), else (start, '')."""
    before = text[:start].rstrip()
    if text[len(before):start].count("\n") > 2:
        return start, ""
    if before.endswith("*/") and (opened := before.rfind("/*")) >= 0:
        return opened, _block_comment(before[opened + 2:-2])
    lines = before.split("\n")
    said = []
    while lines and lines[-1].lstrip().startswith("--"):
        said.insert(0, lines.pop().lstrip().lstrip("-").strip())
    return (len("\n".join(lines)) + (1 if lines else 0), " ".join(" ".join(said).split())) if said else (start, "")


def _block_comment(inside):
    """The words of a /* ... */ comment (what is inside its marks), each line's leading '*' dropped."""
    return " ".join(" ".join(line.strip().lstrip("*").strip() for line in inside.split("\n")).split())


def _sql_split(part):
    """The pieces of `part` between its commas outside brackets and quotes."""
    pieces, depth, last = [], 0, 0
    for m in _SQL_LEXEME.finditer(part):
        lexeme = m.group(0)
        depth += {"(": 1, ")": -1}.get(lexeme, 0)
        if lexeme == "," and depth == 0:
            pieces.append(part[last:m.start()])
            last = m.end()
    return [p for p in pieces + [part[last:]] if p.strip()]


def _sql_columns(statement, kind):
    """The names of the columns a view selects or a table declares, None where it does not say ("SELECT *")."""
    depth, opened = 0, None
    for m in _re.finditer(r"'(?:[^']|'')*'|--[^\n]*|/\*.*?\*/|[()]|\b(?:SELECT|FROM|UNION)\b", statement, _re.I | _re.S):
        lexeme = m.group(0)
        if lexeme in "()":
            depth += 1 if lexeme == "(" else -1
            if kind == "table" and lexeme == "(" and depth == 1 and opened is None:
                opened = m.end()
            elif kind == "table" and depth == 0 and opened is not None:
                words = [p.split()[0].strip('"') for p in _sql_split(statement[opened:m.start()]) if p.split() and
                         p.split()[0].upper() not in ("CONSTRAINT", "PRIMARY", "UNIQUE", "CHECK", "FOREIGN", "EXCLUDE", "LIKE")]
                return words or None
        elif kind == "view" and depth == 0 and lexeme.upper() == "SELECT" and opened is None:
            opened = m.end()
        elif kind == "view" and depth == 0 and opened is not None and lexeme.upper() in ("FROM", "UNION"):
            break
    if kind != "view" or opened is None:
        return None
    listed = _re.sub(r"--[^\n]*|/\*.*?\*/", " ", statement[opened:m.start() if m else len(statement)], flags=_re.S)
    pieces = _sql_split(_re.sub(r"^\s*DISTINCT\b", "", listed, flags=_re.I))
    names = [_re.search(r'(?:"([^"]+)"|([\w$]+))\s*$', p.strip()) for p in pieces]
    if not names or any(n is None for n in names) or any(p.strip().endswith("*") for p in pieces):
        return None
    return [n.group(1) or n.group(2) for n in names]


def _sql_relations(statement):
    """The tables and views a statement reads, in order: the name after each JOIN, and each of a FROM list's (up to
    its WHERE, GROUP BY ... or closing bracket), a subquery's own read where it stands."""
    out = []
    for m in _re.finditer(r"\b(FROM|JOIN)\b", statement, _re.I):
        listed = _re.split(r"\b(?:WHERE|GROUP|ORDER|HAVING|UNION|LIMIT|WINDOW|JOIN|ON|LEFT|RIGHT|INNER|FULL|CROSS|"
                           r"SELECT|FROM)\b|;", statement[m.end():], maxsplit=1, flags=_re.I)[0]
        pieces = _sql_split(_sql_closed(listed)) if m.group(1).upper() == "FROM" else [listed]
        for piece in pieces:
            name = _re.match(r"\s*(?:ONLY\s+)?((?:[\w$]+\.)?[\w$]+)\b(?!\s*\()", piece, _re.I)
            if name and name.group(1).lower() not in _SQL_KEYWORDS and not name.group(1)[0].isdigit() and \
                    name.group(1) not in out:
                out.append(name.group(1))
    return out


def _sql_closed(part):
    """`part` up to the bracket that closes one opened before it."""
    depth = 0
    for m in _SQL_LEXEME.finditer(part):
        depth += {"(": 1, ")": -1}.get(m.group(0), 0)
        if depth < 0:
            return part[:m.start()]
    return part


def _roff_records(text, doc):
    """A man page's source (troff): its sections (.SH) and subsections (.SS) as records of title, level, body (the
    text it shows) and part (a subsection's section), and each row of its tables (.TS ... .TE) as a record of the
    table's header cells, with the section it is in: signal(7)'s "SIGINT P1990 Term Interrupt from keyboard" is Signal
    SIGINT, Standard P1990, Action Term, Comment "Interrupt from keyboard". Read as lines, its macros and escapes
    were the text, and its tables lines of tabs. None for anything but a man page's source."""
    if len(_roff_heads(text)) < 2:
        return None
    out, cache, section, part, body = [], {}, None, "", []
    docbook = "Generator: DocBook" in text[:DOCBOOK_HEAD] or "* Define some portability stuff" in text[:DOCBOOK_HEAD]
    # systemd's pages say no generator, only DocBook XSL's boilerplate
    item, indents = None, []  # the entry of a tagged list being read: [tag, where, its body]; each .RS/.INDENT open:
    # 1 if it nests, 0 if it indents by nothing
    lines, starts, i = text.split("\n"), _line_starts(text), 0

    def close():
        if section is not None:
            title, level, where = section
            fields = {"title": title, "level": level, "body": " ".join(" ".join(body).split())}
            if level == 2:
                fields["part"] = part
            out.append(Record(fields, f"{title}: {fields['body']}", where, doc, _line_of(text, where, cache)))

    def close_item():
        if item is not None and section is not None and item[0]:
            tag, where, said = item
            named = tag.split()[0].rstrip("=,:")
            fields = {"title": tag, "level": section[1] + 1, "body": " ".join(" ".join(said).split()), "part": section[0],
                      "name": _re.sub(r"(?<=[\w-]{3})\(.*", "", named), **_roff_tagged(tag)}  # "?not(PATTERN), !PATTERN":
            # ?not, what its arguments follow
            if prototype := _PROTOTYPE.fullmatch(tag):  # "u64 bpf_ktime_get_ns(void)": a C function's entry, named by
                fields.update(name=prototype.group(2), **{"return type": " ".join(prototype.group(1).split())})  # it
            out.append(Record(fields, f"{tag}: {fields['body']}", where, doc, _line_of(text, where, cache)))

    while i < len(lines):
        line = lines[i]
        head = _ROFF_HEAD.match(line)
        starts_item = not any(indents) and section is not None and (
            line.startswith(".TP") or _ROFF_IP.match(line) or line.startswith((".PP", ".LP", ".P ")) or line == ".P" or
            line.rstrip() == ".sp")  # asciidoctor's `.sp` over "\fBuni_xlate\fP" over `.RS 4` (mount(8)'s options)
        if head:
            close_item()
            close()
            title = _roff(head.group(2))
            part = title if head.group(1) == "SH" else part
            section, body, item, indents = (title, 1 if head.group(1) == "SH" else 2, starts[i]), [], None, []
        elif line.startswith(".TS"):
            i = _roff_table(lines, starts, i + 1, text, doc, cache, out, section[0] if section else "")
            continue
        elif starts_item:
            close_item()
            tagged, item = _roff_item(lines, i, docbook), None
            if tagged is not None:
                tag, i = tagged
                item = [tag, starts[i], []]
            i += 1
            continue
        else:
            if line.startswith((".RS", ".INDENT")):  # rst2man's .INDENT is .RS; its ".INDENT 0.0" opening a section,
                indents.append(0 if item is None and not body and _re.fullmatch(r"\.INDENT\s+0(?:\.0)?\s*", line)
                               else 1)  # around its whole list (bpf-helpers(7)'s helpers), indents it by nothing; after
            elif line.startswith((".RE", ".UNINDENT")) and indents:  # text or in an entry it nests a list in that text
                indents.pop()
            if section is not None and (said := _roff_line(line)):
                (body if item is None else item[2]).append(said)  # an entry's text is its own, not its section's too
        i += 1
    close_item()
    close()
    return sorted(out, key=lambda r: r.at) if len(out) >= ENTRY_HEADS else None


_ROFF_IP = _re.compile(r'^\.IP[ \t]+(?:"([^"]*)"|(\S+))')  # `.IP "\-\-append" 4`: a tagged list's entry, its tag;
# `.IP "" 4` (jq(1)'s examples) an indented paragraph of no tag


def _roff_item(lines, i, docbook=False):
    """(the tag, the line it is on) when line i starts an entry of a tagged list: `.TP` over its tag line, `.IP "tag"`,
    or a docbook page's `.PP` (an asciidoctor page's `.sp`) over a tag line and `.RS` (systemd's "\fITID=\fR"); of a
    page DocBook made (`docbook`), whose variable lists are all so, a plain tag line too (apt-patterns(7)'s "?false, ~F").
    None for a paragraph."""
    line = lines[i]
    if m := _ROFF_IP.match(line):
        tag = _roff(m.group(1) if m.group(1) is not None else m.group(2))
        return (tag, i) if tag else None  # `.IP \(bu 2`: a bullet, its text the section's
    j = i + 1
    while j < len(lines) and lines[j].startswith(('.\\"', "'\\\"")):  # comments between .TP and its tag
        j += 1
    plain = docbook and line.startswith(".PP") and j + 1 < len(lines) and lines[j + 1].startswith(".RS") and \
        not lines[j].startswith(".") and 0 < len(lines[j].strip()) <= DOCBOOK_TAG and \
        not _re.search(r"(?:[^.]\.|:)\s*$", _roff_line(lines[j]) or "")  # "The following names are recognised:" is prose
    if j >= len(lines) or _ROFF_HEAD.match(lines[j]) or not (line.startswith(".TP") or _ROFF_FONTS.match(lines[j]) or
                                                            _re.match(r"\\f[IB]", lines[j].strip()) or plain):  # dmesg(1)'s
        # "\fB\-\-color\fP[=\fIwhen\fP]" too
        return None  # after .PP, a term in another font over .RS; not a paragraph's first line of prose
    said = lines[j]
    while said.endswith("\\") and j + 1 < len(lines):  # a tag line continued on the next ("... since Linux 2.4.21/2.6; \")
        j += 1
        said = said[:-1] + lines[j]
    tag = _roff_line(said)
    if line.startswith(".TP"):
        return (tag, j) if tag else None
    return (tag, j) if tag and j + 1 < len(lines) and lines[j + 1].startswith(".RS") else None


DOCBOOK_HEAD = 1000  # where a page DocBook made says so: ".\\" Generator: DocBook XSL Stylesheets" among its first lines
DOCBOOK_TAG = 100  # a plain line over `.RS` in a DocBook page no longer than this is an entry's term, not prose
_PROTOTYPE = _re.compile(r"((?:const\s+|unsigned\s+|struct\s+)*[A-Za-z_]\w*(?:\s*\*+\s*|\s+))([A-Za-z_]\w*)\s*\([^()]*\)\s*;?")


_SINCE = _re.compile(r"(?:(?:gettable|settable|available|present|supported|exported|functional)\s+)?since\s+", _re.I)  # socket(7)'s
# "SO_INCOMING_NAPI_ID (gettable since Linux 4.12)"; not tcp(7)'s "obsolete since Linux 4.14", after its "since Linux 2.4.21"


def _roff_tagged(tag):
    """The fields a tag's parenthesis gives (tcp(7)'s "tcp_abc (Integer; default: 0; since Linux 2.6.15)": type
    Integer, default 0, since Linux 2.6.15), its `key: value` parts and a first bare word as the type."""
    m = _re.search(r"\(([^()]*)\)\s*$", tag)
    if not m or ";" not in m.group(1) and ":" not in m.group(1) and not _SINCE.match(m.group(1)):
        return {}
    fields = {}
    for k, piece in enumerate(p.strip() for p in m.group(1).split(";")):
        key, colon, value = piece.partition(":")
        if colon and key.strip().isalpha():
            fields[key.strip().lower()] = value.strip()
        elif (since := _SINCE.match(piece)) and "since" not in fields:
            fields["since"] = piece[since.end():].strip()
        elif k == 0 and piece.isalpha():
            fields["type"] = piece
    return fields


def _roff_table(lines, starts, i, text, doc, cache, out, section):
    """Rows of the tbl table starting at line i (after .TS) as records, into `out`; the line after its .TE."""
    tab = "\t"
    if i < len(lines) and lines[i].rstrip().endswith(";"):  # options: "tab(:);"
        m = _re.search(r"tab\s*\((.)\)", lines[i])
        tab = m.group(1) if m else tab
        i += 1
    first = i
    while i < len(lines) and not lines[i].rstrip().endswith(".") and not lines[i].startswith(".TE"):  # the format,
        i += 1  # to its line ending with '.'
    if i < len(lines) and lines[i].startswith(".TE"):  # none: jq(1)'s "allbox;" over a line of prose, no table; its
        return first  # lines are text
    titled = i > first and _re.fullmatch(r"\s*c(?:\s*s)+\s*", lines[first]) is not None  # "c s" over "l l.": a title
    # spanning the columns first (netdevice(7)'s "Device flags" over its IFF_ rows)
    i += 1
    rows, bold, shown, ruled = [], False, {}, set()  # bold: the first row, the headings, is set in bold; ruled: rows
    # a rule line ('_') follows
    while i < len(lines) and not lines[i].startswith(".TE"):
        line = lines[i]
        if line.startswith((".", "'")) or set(line.strip()) <= set("_=") or not line.strip():
            if line.strip() and set(line.strip()) <= set("_=") and rows:
                ruled.add(len(rows) - 1)
            i += 1
            continue
        raw, at = line.split(tab), i
        while raw and raw[-1].strip() == "T{":  # a text block cell: "erase_chars\tech\tec\tT{", its lines, then "T}"
            end = next((k for k in range(i + 1, len(lines)) if lines[k].startswith(("T}", ".TE"))), len(lines))
            raw[-1] = " ".join(x for x in lines[i + 1:end] if not x.startswith((".", "'")))
            rest = lines[end][2:] if end < len(lines) and lines[end].startswith("T}") else ""
            raw += rest.split(tab)[1:] if rest.startswith(tab) else []  # "T}\tnext cell\tT{" goes on
            i = end if rest or end >= len(lines) or not lines[end].startswith(".TE") else end - 1
        cells = [_PAGE_CITED.sub(r"\1", _roff(c)) for c in raw]  # "pkey_free(2)": the call pkey_free, its page cited
        if rows and not cells[0]:  # a continued row: "\t\t\tor death of controlling process"
            last = rows[-1][1]
            for k, c in enumerate(cells):
                if c and k < len(last):
                    last[k] = f"{last[k]} {c}".strip()
                elif c:
                    last.append(c)
        elif not (bold and len(rows) == 1 and _all_bold(line)):  # not a second line of bold headings
            rows.append((starts[at], cells))  # ("\fBBooleans\tname\tCode\fR" under "\fBVariable\tCap-..."); a row
            # whose first cell alone is bold ("\fB_llseek\fP(2)\t1.2") is data
            shown[len(rows) - 1] = line
        bold = bold or not rows[1:] and line.startswith("\\fB")
        i += 1
    title = " ".join(c for c in rows[0][1] if c) if titled and rows else ""
    if title:  # the rows under it are data, unless the next one is all in bold or ruled off: the headings
        headed = len(rows) > 1 and (_all_bold(shown[1]) or 1 in ruled)  # rtnetlink(7)'s "rta_type:Value type:Description"
        # over a rule line
        width = max(len(cells) for _, cells in rows[1:]) if len(rows) > 1 else 0
        rows = rows[1:] if headed else [(rows[0][0], [f"column{k + 1}" for k in range(width)])] + rows[1:]
    if len(rows) >= 2:
        header = [c or f"column{k + 1}" for k, c in enumerate(rows[0][1])]
        for where, cells in rows[1:]:
            fields = {h: (cells[k] if k < len(cells) else "") for k, h in enumerate(header)}
            fields["section"] = section
            if title:
                fields["table"] = title
            if since := _roff_tagged(cells[-1]).get("since"):  # "Echo sent packets (since Linux 2.6.25)"
                fields["since"] = since
            out.append(Record(fields, " ".join(c for c in cells if c), where, doc, _line_of(text, where, cache)))
    return i + 1


_PAGE_CITED = _re.compile(r"^([\w.-]+)\(\d[a-z]*\)$")  # a cell that is a name with its manual page: "pkey_free(2)"


def _all_bold(line):
    """Is every character a tbl row shows set in bold ("\fBBooleans\tname\tCode\fR"): a line of headings?"""
    bold = False
    for m in _re.finditer(r"\\f(\(..|\[[^\]]*\]|.)|(\S)", line):
        if m.group(1) is not None:
            bold = m.group(1) in ("B", "(BI", "[B]")
        elif not bold:
            return False
    return True


_KINDS = {"json": _json_records, "dtd": _dtd_records, "html": _html_records,
          "xml": _xml_records, "roff": _roff_records, "pod": _pod_records, "sql": _sql_records, "make": _make_records,
          "ini": _ini_records,
          "tree": _tree_records,
          "blocks": _block_records, "table": _table_records, "directives": _directive_records,
          "aligned": _aligned_records, "arrows": _arrow_records, "python": _python_records, "yaml": _yaml_records, "help": _help_records,
          "entries": _entry_records, "sections": _section_records,
          "defines": _define_records, "header": _header_records, "calls": _call_records, "lines": _line_records}


def records(kind=None, doc=None):
    """The documents' records, each a dict of its fields with .text, .line, .at: JSON objects, XML elements, INI
    sections, a config file of nested braces' statements, blank-line blocks of `Key: value` lines, CSV/TSV rows, a
    config file's blocks of statements, lists under headings, a Perl module's tables of `key => value` pairs, a Python
    module's data with its definitions, indented entries (changelogs, source code), sections under headings (a man page's with its tables' rows), a C header's
    #define lines (and the functions it declares among them), else lines. `kind` forces one of json, xml, roff, pod,
    ini, tree, blocks, table, directives, aligned, arrows, python, help (a Vim help file of tables), entries, sections, defines, header, calls (an X-macro
    table's), lines; `doc` picks one document of a list."""
    if kind is not None and kind not in _KINDS:
        raise ValueError(f"records: kind must be one of {list(_KINDS)}, not {kind!r}")
    out, kinds = [], []
    for d, text in _docs():
        if doc is not None and d != doc:
            continue
        for name in [kind] if kind else list(_KINDS):
            found = _KINDS[name](text, d)
            if found is not None and name in ("entries", "header") and \
                    (members := _c_members(text, d)):
                found = sorted(found + members, key=lambda r: r.at)  # a C struct's members among its definitions
            if found is not None:
                out.extend(found)
                kinds.append(name)
                break
    return Records(out, "/".join(sorted(set(kinds))) or "none")


HEADINGS_SHOWN = 40


def headings(*numbers):
    """The documents' numbered section headings in order, one hit each ("[at 6344] 3. Reporting bugs"), whatever
    their records are (a README whose indented body makes entries): asked what section 3 is called, a root
    answered with a sentence of the section's body; the heading is what it was after. A heading its table of
    contents lists too is shown once, where it heads its section. `numbers` ('4', '2.1'): only the headings
    numbered so (the sed FAQ's 113 headings hid chapter 4 past the first 40 shown)."""
    found = {}
    for d, text in _docs():
        for r in _section_records(text, d) or [r for r in _sql_records(text, d) or () if "title" in r]:
            m = None if r.get("number") else _NUMBERED.match(r["title"])  # an underlined "3. Reporting bugs"
            number, title = (m.group(1), m.group(2).strip().rstrip(".")) if m else (r.get("number"), r["title"])
            if number:
                found.pop((d, number, title), None)
                found[d, number, title] = Hit(f"{number}. {title}", r.at, r.at, title, d)
    if numbers:
        asked = [str(n).rstrip(".") for n in numbers]
        hits = [h for (_, number, _), h in found.items() if number in asked]
        return Hits(hits, f"the heading(s) numbered {', '.join(asked)}:" if hits else
                    f"no heading numbered {', '.join(asked)}", HEADINGS_SHOWN)
    hits = list(found.values())
    return Hits(hits, f"{len(hits)} numbered heading(s):" if hits else "no numbered headings", HEADINGS_SHOWN)


def where(word):
    """Which field of the records holds `word`: as its whole value (a filter `r[field] == value`) or inside
    it, so a count filtered by the word tests the right field ("api" is a component, not in the message)."""
    whole, inside = {}, Counter()
    pattern = _re.compile(rf"(?<!\w){_re.escape(word)}(?!\w)", _re.I)
    for r in records():
        for name, value in r.items():
            text = str(value)
            if text.lower() == word.lower():
                whole.setdefault((name, text), 0)
                whole[name, text] += 1
            elif pattern.search(text):
                inside[name] += 1
    said = [f"r[{name!r}] == {text!r}" for (name, text), n in sorted(whole.items(), key=lambda x: -x[1])]
    said += [f"{word!r} in r[{name!r}]" for name, n in inside.most_common()]  # no counts: a root copies them
    return f"{word!r}: " + (" or ".join(said) if said else "in no field of the records; look for it in r.text")


def occurrences(word, case=False):
    """How many times `word` stands in the documents as a whole word, in any case unless `case`:
    len(search(word)) counts the sentences holding it, and a sentence naming it twice counts once."""
    pattern = _re.compile(rf"(?<!\w){_re.escape(str(word))}(?!\w)", 0 if case else _re.I)
    return sum(len(pattern.findall(text)) for _, text in _docs())


def peek(start, end=None, doc=0):
    """The document's characters start..end (end defaults to start + 500)."""
    text = context[doc] if isinstance(context, list) else context
    start = max(0, int(start))
    end = start + 500 if end is None else int(end)
    return text[start:end]


def chunks(size=None, overlap=0):
    """The document cut into pieces of `size` characters (by default, what fits a sub model's window)."""
    size = max(1, int(_settings["chunk_chars"] if size is None else size))
    step = max(1, size - int(overlap))
    out = []
    for _, text in _docs():
        out.extend(text[i:i + size] for i in range(0, max(len(text), 1), step))
    return out


EACH_CALL_CHARS = 1_000_000  # items sent to the host per call: the sandbox caps one call's arguments


def ask_each(items, question):
    """One answer per item (a record, a hit, a string), in order, from a sub model that reads only that
    item: labels = ask_each(records(), "Is it about a late delivery? yes/no"); labels.count("yes")."""
    if "llm_each" not in globals():
        raise NameError("ask_each needs sub-calls, which this run does not offer: read the items with search()")
    if "..." in str(question) or "\u2026" in str(question):  # the prompt's example copied as it is
        raise ValueError("ask_each: the question still has '...': write what to decide of each item, e.g. "
                         "the kinds the question lists, or count by a field or a word in r.text instead")
    texts = [item.text if isinstance(item, (Hit, Record)) else str(item) for item in items]
    answers, start = [], 0
    while start < len(texts):
        size, end = 0, start
        while end < len(texts) and (end == start or size + len(texts[end]) <= EACH_CALL_CHARS):
            size += len(texts[end])
            end += 1
        answers += llm_each(texts[start:end], str(question), start, len(texts))
        start = end
    return answers


def FINAL(answer):
    """Submit the final answer (only after you saw it in printed output)."""
    submit_final(str(answer).strip(), "FINAL")


def FINAL_VAR(name):
    """Submit the value of the variable called `name` as the final answer."""
    name = str(name).strip().strip("'\"")
    scope = globals()
    if name not in scope:
        raise NameError(f"FINAL_VAR: no variable named {name!r}; assign it first, or use FINAL(value)")
    submit_final(str(scope[name]).strip(), "FINAL_VAR")
