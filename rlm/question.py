"""The question, read once: its words, the keys it names and what kind of answer it asks for."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from rlm.sandbox_helpers import COMMON_WORDS, EXCLUDES, LACKING, ONE_OF, QUOTED, QUOTED_SHORT, quoted_phrases
from rlm.sandbox_helpers import STOPWORDS as SEARCH_STOPWORDS

# Words an answer may share with anything: they back nothing and name nothing. Fewer than search()'s
# keyword stop words: here "what" or "document" in a line still counts as shared.
STOPWORDS = COMMON_WORDS | frozenset("no yes answer final number value".split())
NAME = re.compile(r"(?<![\w-])\w[\w-]*\w(?![\w-])")  # a word, inner hyphens included
# a date with its time, or a time with seconds: one key ("logged at 2025-03-15T07:50:25Z" names one line, not '50')
_STAMP = re.compile(r"(?<![\w.-])(?:\d{4}-\d{2}-\d{2}[T ]\d{1,2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?"
                    r"|\d{1,2}:\d{2}:\d{2})(?![\w:])")


SCOPED = re.compile(r"(?<![\w:])\w[\w-]*(?:::\w[\w-]*)+(?![\w:])")  # apt's Dir::Cache::Backup, C++'s std::vector: one name


def _word_matches(text: str) -> list[re.Match[str]]:
    """NAME's words of the text, each timestamp and each scoped name (Dir::Cache::Backup) in it one word."""
    stamps = list(_STAMP.finditer(text)) + list(SCOPED.finditer(text)) + list(_NEGATIVE.finditer(text))
    words = [m for m in NAME.finditer(text) if not any(s.start() <= m.start() < s.end() for s in stamps)]
    return sorted(words + stamps, key=lambda m: m.start())

# a negative number as a value ("the default value -1"): NAME finds no word in it, a word after '-' being part of one
_NEGATIVE = re.compile(r"(?<![\w./-])-\d+(?:\.\d+)?(?![\w/:]|[.,]\d)")  # not "-10/-09", an offset pair

# not "how much": an amount; nor "how many milliseconds": a measure a line states ("took 87 ms"), not items counted
_COUNT = re.compile(r"\bhow (?:many(?! (?:(?:milli|micro|nano)?seconds|ms|secs?|minutes|hours|(?:kilo|mega|giga|tera)?"
                    r"bytes|[kmgt]i?b|percent)\b)|often)\b|\bcount\b|"
                    r"\bthe number of\b(?!\s+(?-i:[A-Z][A-Z0-9_]{2,})\s+(?:on|in|for|under)\b)", re.I)  # not "What
# is the number of SIGPROF on MIPS": a signal's number
# counts a word's or a phrase's occurrences, not the lines or items holding it
_OCCURRENCES = re.compile(r"\bhow (?:many times|often)\b.{0,80}?\b(?:appears?|occurs?|mentioned|used|written|said|spelled)\b"
                          r"|\b(?:occurrences|instances) of\b", re.I)
# a count of all the document lists, in a question that says nothing else: "How many RPC programs does this file
# list?", "How many services are listed in this file?"; not "... have at least one alias", not "did api log"
_WHOLE = re.compile(r"how many (?:[\w.-]+ ){0,2}([\w.-]+) (?:do(?:es)? (?:(?:this|the) )?(?:[\w.'’/-]+ ){1,2}"
                    r"#?(list|record|contain|hold|have|define|name)|are (?:there|listed|recorded|defined|named)"
                    r"(?: in (?:(?:this|the) )?[\w.-]+(?: [\w.-]+)?)?)(?: in all| in total| altogether)?"
                    r"(?:,? (?:one|each) (?:a|per|to a) line)?\?", re.I)  # "PostgreSQL's unaccent.rules list in all, one
# a line?": the owner's name and a total's words narrow nothing
_SEVERAL = re.compile(r"\b(all|every|each|both|list)\b", re.I)
# the word a question sets aside: "rather than unstable", "(the standard types, not common_types)": a name after
# ", not" (an identifier: "the ERROR lines, not the warnings" keeps its word)
_CONTRASTED = re.compile(r"\b(?:rather than|instead of)\s+([\w.-]+)|"
                         r",\s+not\s+(?:the\s+)?([\w.-]*[_.\d][\w.-]*)(?=[\s),;?]|$)", re.I)
# what leaves out other files' lines, which records of the document never hold: "not counting the files it includes"
_OTHER_FILES = re.compile(r"\s+(?:the\s+|any\s+)?(?:(?:included|other)\s+files\b|files\s+(?:that\s+)?(?:it|they)\s+"
                          r"(?:includes?|pulls?\s+in|sources?|loads?|reads?)\b)", re.I)
_IN_COMMENTS = re.compile(r"[^,.;?]*?\b(?:quoted|mentioned|written|appearing|cited)\s+(?:only\s+)?in\s+"
                          r"(?:the\s+(?:file's\s+)?)?comments\b", re.I)  # "Not counting the mappings only
# quoted in comments": lines no record is (a comment line is none), as other files' are none
_DISTINCT = re.compile(r"\b(?:different|distinct|unique)\b", re.I)
# the first line or paragraph of a text a record holds, no record picked by its place: "What is the first line of that
# method's docstring?"
_TEXT_PART = re.compile(r"\b(?:the|its|their) (?:first|last) (?:line|paragraph|sentence)s? of (?:(?:the|that|this|its|their)"
                        r" )?(?:[\w.]+(?:'s|\u2019s)? ){0,2}(?:docstring|comment|description|help text|message|summary)\b", re.I)
# picks an item by its place: "the first ERROR", "its oldest version", "right before quit"; not a field's
# first entry ("the package that zip lists first in its Depends field")
_ORDERED = re.compile(r"\b((?:the|its|their|(?:came|comes|happened|appeared)) (?:very )?(?:first|last|earliest|latest|"
                      r"newest|oldest|most recent)|most recently|previous|preceding|next|"
                      r"(?:right|just|immediately|directly|came|comes|listed) (?:before|after)|"
                      r"(?:right|just|immediately|directly) (?:below|above)|"
                      r"follows|precedes|succeeds|(?:followed|preceded)\s+(?:directly\s+|immediately\s+|right\s+)?by\s+"
                      r"(?:the\s+[\w-]+\s+(?:for|of)\s+)?(?:which|what)|(?:immediately|directly|right|just)\s+"
                      r"(?:followed|preceded))\b", re.I)  # "the section for 1.2.0 is followed directly by the
# section for which older version?": not "which version is followed by 1.2.0", where the one asked comes first
# a kind with its definition, in a list of them: "delivery (a late or missing delivery); refund (a request ...)"
_GLOSSED = re.compile(r"\b([\w-]+) \(((?:an? |the )?[^()\d]{4,80})\)(?=[;,.:]| or | and )")
_WORDING = re.compile(r"\b(?:whatever|however|any|no matter)\b[^.?;]{0,24}\b(?:wording|worded|words|phrasing|phrased)\b", re.I)
# most / fewest / largest ... of a set: "which kind of message is most common", "the package with the largest size"
_EXTREME = re.compile(r"\b(most|least|fewest|largest|smallest|highest|lowest|biggest|longest|shortest|average|in total)\b", re.I)
# asks for a number: "how many", "what is the default port", "which section number", "what quantity"
# "which service has the highest port": a service (a verb between), not a port
_VERB = r"(?:has|have|had|is|are|was|were|does|did|do|gets|got|uses|used|holds|lists|listens|runs|came|comes|appears|logged|signed|wrote|sent|placed|maintains|owns|defines|mentions|spans|contains|covers)"
_NUMERIC = re.compile(rf"\bhow (many|much|often|long|old)\b|\b(what|which)(?: (?:is|are|was|were) the)?"
                      rf"(?: (?!{_VERB}\b)[\w-]+){{0,3}}? (number|port|year|quantity|amount|count|percentage|numeric)\b", re.I)
# "which service has ...", "who sent ...": a thing asked for by name; the words before the verb say which kind
_THING = re.compile(rf"\b(?:which|what)((?: (?!{_VERB}\b)[\w.'\u2019-]+){{1,6}}) {_VERB}\b|\bwho\b", re.I)  # "difflib's"
# kinds of thing whose name is a number: "which version", "which line", "what year"
_NUMBERED_KINDS = frozenset("number port year version release line page section chapter article item step rule day "
                            "date month week hour minute time id uid gid pid code value amount quantity count total size "
                            "price percentage score rank revision build default limit nid index offset triple tuple pair "
                            "rgb".split())
# the item an order word counts from, never the answer: a key with a digit ("right before 2022g-6", "the first
# ERROR after 12:00"), a name right after "right before/after" ("defined right after dedent in textwrap.py"), or
# a title quoted after an order word ("follows the one titled \"COMBINING DOCUMENTS\"": a root answered that one)
_REFERENCE = re.compile(r"\b(?:before|after|preceding|following|since|until)\s+(?:the\s+)?(?:[a-z]+\s+)?"
                        r"([\w.+~:-]*\d[\w.+~:-]*\w)"
                        r"|\b(?:(?:right|just|immediately|directly)\s+(?:before|after|below|above)|follows|precedes)\s+"
                        r"(?!(?:the|a|an|it|this|that|one|immediately|directly|right|just|next|closely|them|these|those)\b)"
                        r"(\.?[A-Za-z_][\w.+~:/-]*\w(?:\[[\w.@-]+\])?)(?=\s+(?:in|of|on|at|within)\b|\s*[?,;]|\.(?:\s|$)|\s*$)"
                        r"|\b(?:before|after|preceding|following|follows|precedes|succeeds)\s+the\s+(?:[a-z]+\s+)?"
                        r"(?:titled|named|called)\s+[\"\u201c]([^\"\u201d]{2,80})[\"\u201d]"
                        r"|\b(?:right|just|immediately|directly)\s+(?:before|after)\s+[\"\u201c]([^\"\u201d\s]{1,40})[\"\u201d]"
                        r"|\b(?:right|just|immediately|directly)\s+(?:before|after)\s+the\s+(?:one|section|entry|item|record|"
                        r"chapter)\s+(?:on|for|about|of)\s+[\"\u201c\u2018']([^\"\u201d\u2019'\s]{1,40})[\"\u201d\u2019']"  # "the one
                        # on ‘b2sum’"
                        r"|\b(?:right|just|immediately|directly)\s+(?:before|after)\s+"  # a name in capitals, of several words:
                        r"(?-i:([A-Z][A-Z0-9-]*(?: [A-Z][A-Z0-9-]*)+))(?=\s*[?,;.]|\s+(?:in|of|on|at)\b|\s*$)"
                        r"|\b(?:follows|precedes|succeeds)\s+[\"'\u201c\u2018]([^\"'\u201d\u2019\s]{1,40})"
                        r"[\"'\u201d\u2019]"  # CYRILLIC SMALL LETTER HA; "which alias follows '1251'"
                        r"|\b(?:right|just|immediately|directly)\s+(?:before|after)\s+"  # a name of capitalised
                        r"(?-i:([A-Z][\w'-]*(?: [A-Z][\w'-]*){1,3}))(?=\s*[?,;]|\.(?:\s|$)|\s*$)"  # words: "Hapax Berbère"
                        r"|\b(?:right|just|immediately|directly)\s+(?:before|after)\s+the\s+(?:one|row|line|entry)\s+for\s+"
                        r"([^\W_][\w.+-]{0,39}?)(?=\s+(?:in|of|on|at|within)\b|\s*[?,;]|\.(?:\s|$)|\s*$)",
                        re.I)  # "the row just after the one for OK in Vim's digraph table", "... for ꝼ" (a letter of any script)
_PATH = re.compile(r"(?<![\w/])/?\w[\w.-]*(?:/\w[\w.-]*)+|(?<![\w/.}])/[A-Za-z_][\w.-]*(?<!\.)(?![\w/])")  # a/b,
# /usr/sbin/nologin: a path, a zone, a key of a tree; /boot, a directory at the root
_URL = re.compile(r"(?<![\w.+-])[a-z][a-z\d+.-]*://[^\s\"'<>`]+?(?=[.,;:?!)]*(?:\s|$))")  # a URL whole, its last '/'
# too ("the mirror http://mirror.serverius.net/ubuntu/"): a list's entry, which no piece of it names
_VERSION = re.compile(r"(?<![\w.])\d+(?:(?:\.\d+)+[\w.+~-]*|[a-z]?-\w+[+~][\w.+~-]+)(?<!\.)")  # 2.1.16, 2.0,
# 0.8.3-1+b3 and 2025b-0+deb12u2 are one key each (not '2025b-0' and 'deb12u2', which other versions' lines share)
_NUMBERED = re.compile(r"\b(?:section|chapter|part|article|clause|item|step|line|page|rule|table|figure|question) "
                       r"(\d+(?:\.\d+)*)\b"
                       r"(?! (?:included|excluded|too|as well)\b)", re.I)  # "section 0 included": in the count, not where
# "Which of the two files defines more functions, textwrap.py or smtplib.py?": the alternatives offered
_ALTERNATIVE = r"(?:[^,:?.;()]|\.(?!\s)){1,40}"  # a short phrase, dots inside words (smtplib.py) but no sentence end
_CHOICE = re.compile(rf"[,:]\s*((?:{_ALTERNATIVE},\s*)*{_ALTERNATIVE}?)\s+or\s+({_ALTERNATIVE}?)\s*\?\s*$")
_COMPARING = re.compile(r"\b(more|fewer|less|most|least|larger|smaller|bigger|higher|lower|longer|shorter|older|newer|"
                        r"earlier|later|first|last)\b", re.I)
# "what is the file name of ...", "which home directory does ...": the thing asked for is a place in a file tree
_PATH_ASKED = re.compile(r"\b(?:what|which)(?:\s+(?:is|are|was|were))?(?:\s+(?:the|its|their))?(?:\s+[\w-]+)?\s+"
                         r"(?:file\s?name|path|directory|folder)s?\b"
                         r"(?=\s+(?:of|for|does|do|did|is|was|in)\b|\s*\?)", re.I)
_RELATIVE = re.compile(r"\w\s+(?:who|that|which|whose|where)\s+\w", re.I)  # a relative clause, not a question word


_THOUSANDS = re.compile(r"(?<=\d),(?=\d{3}(?!\d))")


def plain(text: str) -> str:
    """Lower case, thousands separators dropped (4,093,751 is 4093751); other commas stay, so the fields
    of a CSV row (O-1061,2025-03-14,yoga mat,8,37.74) stay apart."""
    return _THOUSANDS.sub("", text.lower())


def tokens(text: str) -> list[str]:
    """Words of 3+ characters that are not stop words, and numbers of any length (a port is 25)."""
    return [t for t in re.findall(r"[a-z0-9]+", plain(text)) if (len(t) >= 3 or t.isdigit()) and t not in STOPWORDS]


def identifier(word: str) -> bool:
    """ALLCAPS, snake_case, camelCase, letters with digits; not a Capitalised word (most start a sentence)."""
    return (word[0].isalpha() or word[0] == "_") and any(c.isupper() or c.isdigit() or c == "_" for c in word[1:])


# "below 100", "more than 3", "at least 1,024", "10 or more": the side of a number a count keeps
_BELOW = r"below|under(?! one\b)|less than|fewer than|lower than|smaller than"  # not "lists the change ... under one
_ABOVE = r"above|over(?! one\b)|more than|greater than|higher than|larger than|bigger than|exceeding"  # release": a place
_SMALL = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
_NUMBER = rf"(\d[\d,]*(?:\.\d+)?|{'|'.join(_SMALL)})"
_BOUNDS = ((re.compile(rf"\b(?:at least|no (?:less|fewer) than|not (?:less|fewer) than) {_NUMBER}\b"
                       rf"|\b{_NUMBER} or (?:more|greater|higher|larger|above)\b", re.I), ">="),
           (re.compile(rf"\b(?:at most|up to|no (?:more|greater|higher) than|not (?:more|greater) than) {_NUMBER}\b"
                       rf"|\b{_NUMBER} or (?:less|fewer|lower|smaller|below)\b", re.I), "<="),
           (re.compile(rf"\b(?:{_BELOW}) {_NUMBER}\b", re.I), "<"),
           (re.compile(rf"\b(?:{_ABOVE}) {_NUMBER}\b", re.I), ">"))
# "from 200 to 299", "between 200 and 299", "(the 1300 - 1399 block)": both ends kept; not a date's "2003-04"
_RANGE = re.compile(r"\b(?:from|between) (\d[\d,]*(?:\.\d+)?) (?:to|and|through) (\d[\d,]*(?:\.\d+)?)\b|"
                    r"(?<![\w.-])(\d+) ?[-\u2013] ?(\d+)(?![\w.-])", re.I)


@dataclass(frozen=True)
class Bound:
    """A count's or an extreme's condition on a number: the items whose figure is `op` `number` ("a group id below
    100" is < 100). A count or an extreme computed without testing it took every item."""

    op: str  # "<", "<=", ">", ">="
    number: int | float
    said: str  # as the question puts it: "below 100"
    upto: int | float | None = None  # the upper end of a range ("from 200 to 299": >= 200, and <= 299)

    @classmethod
    def parse(cls, text: str) -> Bound | None:
        if not _COUNT.search(text) and not _EXTREME.search(text):  # "which type in the 1300 - 1399 block has the
            return None  # highest number": the highest of those, not of all
        if m := _RANGE.search(text):
            low, high = (_figure(g) for g in m.groups() if g)
            return cls(">=", low, m.group(), high) if low < high else None
        for pattern, op in _BOUNDS:
            if m := pattern.search(text):
                return cls(op, _figure(next(g for g in m.groups() if g)), m.group())
        return None

    @property
    def ends(self) -> list[tuple[str, int | float]]:
        """Each test a count must make, as (op, number): one, or both ends of a range."""
        return [(self.op, self.number)] + ([("<=", self.upto)] if self.upto is not None else [])

    def kept_by(self, tests: list[tuple[str, float]]) -> bool:
        """Do the code's comparisons `tests` (see code_reads.bounds) make every test of this bound?"""
        return all(any(_same_side(end, test) for test in tests) for end in self.ends)


def _figure(digits: str) -> int | float:
    digits = digits.replace(",", "").lower()
    return _SMALL.index(digits) + 1 if digits in _SMALL else float(digits) if "." in digits else int(digits)


def _same_side(end: tuple[str, int | float], test: tuple[str, float]) -> bool:
    """Does `x op number` (`test`) keep the same whole numbers as `end` (< 100 is <= 99)?"""
    (want, bound), (op, number) = end, test
    if op == want and number == bound:
        return True
    if not isinstance(bound, int) or number != int(number):
        return False
    shift = {("<", "<="): -1, ("<=", "<"): 1, (">", ">="): 1, (">=", ">"): -1}.get((want, op))
    return shift is not None and number == bound + shift


@dataclass(frozen=True)
class Question:
    """What the answer rules need of a question, computed once per question."""

    text: str
    tokens: frozenset[str]  # its words (see `tokens`): what a line or an answer shares with it
    words: frozenset[str]  # its words as NAME finds them, lower-cased: names it already uses
    keys: tuple[str, ...]  # the words that name one thing: identifiers, numbers, hyphenated keys (noble-fiddle)
    names: tuple[str, ...]  # the names it gives a thing right after its kind (`called`: "the user oracle")
    counts: bool  # asks for a count: lines read afresh cannot answer it (they are the hits shown, not all)
    occurrences: bool  # counts the times a word appears: a line holding it twice counts twice
    several: bool  # asks for all of something: only then is a forced answer told to hold every line listed
    aggregates: bool  # a count or an extreme over many items: every item must be read, not found by a search
    anchors: tuple[str, ...]  # what a line must name to be about this question: keys, names, quoted phrases
    choices: frozenset[str]  # the tokens of the alternatives a question offers ("..., A or B?"): an answer may be one
    numeric: bool  # asks for a number: an answer without a digit names where it is, not what it is
    path: bool  # asks for a file name, a path or a directory: an answer without a '/' or a 'name.ext' is something else
    relational: bool  # names its thing through another ("the customer who placed O-1204"): answers may be a hop away
    framing: frozenset[str]  # the words naming the kind of thing asked for and the figure an extreme compares
    # ("which service has the highest port number"): never a filter a count or an extreme must apply
    whole: bool  # counts everything the document lists, and nothing narrows it (_WHOLE)
    ordered: bool  # picks by position ("the first ERROR after 12:00", "right before quit"): records in order help
    kinds: tuple[str, ...]  # the kinds it defines ("delivery (a late or missing delivery); refund (...)")
    glosses: tuple[tuple[str, str], ...]  # each kind with its definition: what a reader of the items is told
    by_meaning: bool  # sorts items by what they mean (it defines kinds, or says the wording varies): only reading tells
    named: bool  # asks for a thing by name ("which service has the highest port"): a bare number is its value, not it
    reference: str | None  # the item an order word counts from ("right before 2022g-6"): never the answer
    numbered: tuple[str, ...]  # the numbers of the sections, lines or items it names ("section 3"): where to look
    ranks: int  # asks for the top (1) or the bottom (-1) of a ranking ("most common", "fewest"), else 0
    file_named: frozenset[str]  # words it says only inside a file's name (queue of "queue.py"): the document, no value
    headings: bool  # asks about a numbered section's heading ("What is section 3 called?", "the section headed
    # "Combined Works""): the document's numbered headings are where to look
    polar: bool  # asks yes or no ("Is ... enabled?"): an answer of stop words alone ("no") says it without a line
    counted: frozenset[str]  # the words of what a count counts and of the document it points at ("time zones",
    # "apt versions", "this changelog"): no filter a word inside a field makes ('time' of 'Pacific time')
    bound: Bound | None  # the number a count keeps items beyond ("a group id below 100"), if any
    excludes: str  # how it leaves items out of a count or an extreme ("other than nobody"), or ""
    same: tuple[str, str] | None  # (what is compared, the record it is compared with): "the same numeric code as
    # "Yugoslavia"" is ('numeric code', 'Yugoslavia'); the records that match it are one computation away
    contrasted: frozenset[str]  # the words it sets aside ("went to experimental rather than unstable"): no filter
    asking: frozenset[str]  # the words right after its "what" or "which" ("What is the GNU name of ..."): the thing asked
    hop: bool  # asks of a thing it reaches through another ("that class's constructor"): what it names is not what answers
    derived: tuple[str, bool, bool] | None  # the class whose subclasses it counts, whether that class counts too and
    # whether only those listing it as a base do ("classes derived from Action, directly or through another (Action
    # itself not counted)": ('Action', False, False))
    year: str | None  # the one year it keeps items of ("releases ... for the year 2007"), not "after 2007", "2007 or later"
    begins: tuple[str, str] | None  # ('start' or 'end', what) an item's name must begin or end with ("questions
    # that begin with the word "Will"", "their name starts with Europe/"), or ('holds', a tag) it must hold ("releases
    # tagged [beta]"): a test on a name, not a word anywhere
    acts: frozenset[str]  # what it says the document does ("does iso_3166-2.json list"): no word an item holds
    lettered: tuple[str, ...]  # a one-letter value joined to the word before it as "64-bit" joins 64 to bits: 'e-type'
    # of "the type E" (iso_639-3's extinct languages); no word of its own, a letter alone being no word

    @classmethod
    def parse(cls, text: str) -> Question:
        found = [m.group() for m in _word_matches(text)]
        choice = _CHOICE.search(text)
        offered = [p for group in choice.groups() for p in group.split(",")] if choice else []
        compares = bool(offered) and _COMPARING.search(text) is not None  # which of A or B has more: counted
        defined = _GLOSSED.findall(" ".join(_definitions(text)))
        glosses = {kind.lower(): gloss for kind, gloss in reversed(defined)}  # the first definition kept
        kinds = tuple(dict.fromkeys(kind.lower() for kind, _ in defined))
        whole = _WHOLE.fullmatch(text.strip()) if not _DISTINCT.search(text) else None  # "how many different versions
        # does Age.pl name": its values told apart, not its records counted
        bound = Bound.parse(text)
        limit = set(re.findall(r"\d[\d,.]*", bound.said)) if bound else set()  # "below 100": no key named 100
        begun = list(_BEGINS_CAPITALS.finditer(text)) or list(_BEGINS.finditer(text)) or \
            list(_BEGINS_QUOTED.finditer(text))
        years = _IN_YEAR.findall(text)
        described = {"description"} if _HOW_DESCRIBED.search(text) and not re.search(r"\b(?:value|hex)\b", text, re.I) \
            else set()  # not "How does sched.h describe the value of CLONE_IO, in hex?" (review)
        acts = frozenset((m.group(1) or m.group(2) or m.group(3)).lower() for m in _DOCUMENT_VERB.finditer(text))
        return cls(
            text=text,
            tokens=frozenset(tokens(text)),
            words=frozenset(w.lower() for w in found),
            names=tuple(called(text)),
            keys=tuple(w for w in found if len(w) >= 3 and ("-" in w and not _PHRASAL.fullmatch(w) or w.isdigit()
                                                         or identifier(w) or _STAMP.fullmatch(w))) + _variables(text),
            counts=_COUNT.search(text) is not None,
            occurrences=_OCCURRENCES.search(text) is not None,
            several=_SEVERAL.search(text) is not None,
            aggregates=_COUNT.search(text) is not None or _EXTREME.search(text) is not None or compares,
            anchors=tuple(a for a in anchors(text) if a not in limit),
            choices=frozenset(t for part in offered for t in tokens(part)),
            numeric=_NUMERIC.search(text) is not None,
            path=_PATH_ASKED.search(text) is not None,
            relational=_RELATIVE.search(text) is not None,
            framing=frozenset(t for m in _FRAMING.finditer(text) for t in tokens(next(g for g in m.groups() if g))) |
            {t for m in _CODE_THEN_VALUE.finditer(text) for t in tokens(m.group(1))} |  # "the country code ID"
            {w.lower() for w in (whole.groups() if whole else ()) if w} |  # "how many programs does it list"
            {m.group(1) for m in _KIND_OF_NAME.finditer(text)} |  # 'class' of "the class Queue"
            {m.group(1).lower() for m in _RANK_VERB.finditer(text)} |  # "takes the most parameters": what is counted
            {m.group(1) for m in _NAME_THEN_KIND.finditer(text)} |  # 'class' of "the SequenceMatcher class"
            {m.group(1) for m in _KIND_THEN_NAME.finditer(text) if m.group(2) not in _ATTRIBUTES} |
            {t for m in _UNDER.finditer(text) for t in tokens(m.group(1) or "")} |  # "a MIME type under video/"
            {t for m in begun for t in tokens(m.group(1)) if t not in STOPWORDS | {"how", "many"}} |  # "their name
            # starts with": the part tested
            set(acts) |  # "does the NEWS file list", "is named on the most headings": the document's act, no filter
            {t for m in _LAYOUT_GLOSS.finditer(text) for t in tokens(_KEYED_NAME.sub(" ", m.group(0)))} |  # "(the
            # headings in capitals ...)"; not the name of "(a Comment[...] line)", whose lines are counted
            {t for m in _EITHER_WAY.finditer(text) for t in tokens(m.group(1))} |  # "commented out or not": both
            {t for m in _COUNTING_IN.finditer(text) for t in tokens(m.group(1))},  # "counting its first parameter
            # jvmtiEnv* env": one of those counted, said to be in the count, no filter
            whole=whole is not None,
            ordered=_ORDERED.search(_TEXT_PART.sub(" ", text)) is not None,
            kinds=kinds,
            glosses=tuple((kind, glosses[kind]) for kind in kinds),
            by_meaning=len(kinds) >= 2 or _WORDING.search(text) is not None,
            named=_named(text),
            reference=reference(text),
            numbered=tuple(dict.fromkeys(_NUMBERED.findall(text))),
            ranks=_ranks(text) or (_compared(text) if compares else 0),
            bound=bound,
            file_named=_file_named(text),
            counted=_counted(text),
            polar=_POLAR.match(text) is not None,
            headings=_HEADINGS_ASKED.search(text) is not None and re.search(r"\d|[\"\u201c]", text) is not None,
            excludes=m.group() if (m := EXCLUDES.search(text)) and not _OTHER_FILES.match(text, m.end()) and
            not _IN_COMMENTS.match(text, m.end()) else m.group() if (m := LACKING.search(text)) else "",
            same=_same(text),
            contrasted=frozenset(w.lower() for m in _CONTRASTED.finditer(text) for w in m.groups() if w),
            begins=("start" if begun[0].group(2) else "end", begun[0].group(4)) if len(begun) == 1 else
            ("holds", tags[0]) if len(tags := _TAG.findall(text)) == 1 else
            ("start" if _ranks(text) or globs[0][0] else "prefix", "".join(globs[0]))  # "(def do_... statements)": a
            if len(globs := _GLOB.findall(_COUNTING_IN.sub("", text))) == 1 else  # gloss, beside another test as a prefix is
            ("start" if _ranks(text) else "prefix", prefixes[0]) if len(set(prefixes := _PREFIX.findall(text))) == 1 else  # a
            # count's only beside another test: "How many ETH_P_ IDs does the header mark as not officially registered?"
            # counted all 96 of them
            ("start", unders[0][1]) if len(unders := _UNDER.findall(text)) == 1 else
            ("start", schemes[0]) if len(schemes := [m.group(1) for m in _SCHEME.finditer(text) if not re.search(
                r"\b(?:without|not|no|excluding|except|other than)\b[^.?;]{0,30}$", text[:m.start()], re.I)]) == 1 and \
            len(_SCHEME.findall(text)) == 1 else None,  # not "without an http:// URL"
            derived=_derived(text),
            hop=_HOP.search(text) is not None or _refers_back(text, same=False),  # "that same machine number": one
            # lookup across the files, not a hop within one
            asking=frozenset(w.lower().strip("()").lstrip("#").removesuffix("'s") for m in _ASKING.finditer(text)
                             for w in m.group(1).split() if w.strip("#")) | described |
            ({"since"} if re.search(r"\bsince\s+(?:which|what|when)\b", text, re.I) else set()),  # "which banner's
            # title": banner, title; "what advance width (WX)": its field's name too; "which ### heading": heading; "How
            # does rtnetlink.h describe the RTPROT_ constant ...?": its description; "Since which Linux version has that
            # flag existed": the field since of clone(2)'s "CLONE_SIGHAND (since Linux 2.0)"
            year=years[0] if len(years) == 1 else None,
            acts=acts,
            lettered=tuple(f"{letter.lower()}-{word.lower()}" for word, letter in _LETTERED.findall(text)),
        )


_HOW_DESCRIBED = re.compile(r"\bhow\s+(?:does|do|did)\s+[^?]*?\bdescribes?\b", re.I)
_DOCUMENT_VERB = re.compile(r"\bdo(?:es)? (?:(?:this|the) )?(?:[\w.'-]+ ){1,3}(list|record|contain|hold|define|name)s?\b|"
                            r"\b(?:is|are|was|were) (named|mentioned|listed|cited|credited) (?:on|in)\b|"
                            r"(?:(?<='s )|(?<=’s )|(?<=[.?!] )|^)(?:[A-Z]{3,}|[\w-]+\.[a-z]\w*|manual|page|file|changelog|"
                            r"header|module)\s+(lists|records|contains|holds|defines|names)\b", re.I)  # "GnuPG's NEWS lists
# the changes": the document's act, said by it first; not "which section of the LICENSE lists the most terms"
_HOP = re.compile(r"\bthat\s+(?:[\w-]+\s+){0,2}?[\w-]+'s\b|"
                  r"\b(?:that|the same)\s+(?:class|function|method|module|package|file|program|type|object)\b|"
                  r"\bthe\s+[a-z][\w-]*\s+(?:it|this)\s+(?:belongs\s+to|is\s+(?:in|part\s+of|listed\s+under))\b",
                  re.I)  # "the layout it belongs to": the record holding the one named before
# "that layout", "the group's", "share that same file", "that other object" (of "another object's OBJ_ macro")
_BACK_QUALIFIED = re.compile(r"\bthat\s+[a-z][\w-]*\s+([a-z][\w-]*)\b", re.I)  # "that base class"
_BACK = re.compile(r"\b(?:that|this)\s+(same\s+)?(?:other\s+)?([a-z][\w-]*)\b|\bthe\s+()([a-z][\w-]*)'s\b", re.I)


_PRONOUN_OPENS = re.compile(r"(?:Its|Their)\s+[a-z][\w-]*(?:'s)?\s+(?:[a-z][\w-]*\s+){0,2}?(?:is|are|was|were|has|have)\b")
# "Its type is one that ...", "Its digraph's second character has one of the standard meanings": a middle sentence about
# what the one before named (not "It returns uLong.", said of the thing asked about)


def _refers_back(text: str, same: bool = True) -> bool:
    """Does the question's last sentence ask about "that layout" an earlier one leads to ("The variant sah belongs
    to one layout. What description does ... give that layout?"): the thing named is one hop from the answer.
    `same`: "that same file" too, where the first sentence names where the hop starts."""
    return _back_split(text, same) is not None


def _back_split(text: str, same: bool = True) -> tuple[list[str], str] | None:
    """The earlier sentences and the one that refers back to them (see _refers_back): the last sentence ("Under which
    layout ...? Give the layout's description."), else the one that asks, where an instruction follows it and it
    refers back to a thing an earlier sentence gives only as "one other X" (split_hop: "... mentions one other address
    family. How does the page describe that family? Give the first sentence of its entry."): another record than the
    start's. Not "that timezone" of "the timezone Europe/London", named, nor "that entry" of "homelink.one is in one
    company's entry", the record that holds the start's line."""
    *earlier, last = _sentences(text)
    asked, asking, after = _asked_sentence(text)
    other = after and split_hop(text) and _OTHER.search(" ".join(asked))
    for before, sentence in [(earlier, last)] + ([(asked, asking)] if other else []):
        if _refers_to(before, sentence, same):
            return before, sentence
    return None


_OTHER = re.compile(r"\b(?:another|(?:one|an?|some)\s+other)\b", re.I)


def _refers_to(earlier: list[str], last: str, same: bool) -> bool:
    """Does `last` refer back to what `earlier` names (see _refers_back)?"""
    if any(_PRONOUN_OPENS.match(sentence) for sentence in earlier[1:]):  # "... takes a parameter adler. Its type is one
        return True  # that zconf.h typedefs. Which C type does zconf.h typedef it as?": a chain through what it names
    said = {w.lower() for sentence in earlier for w in re.findall(r"[\w-]+", sentence)}
    said |= {w[:-1] for w in said if w.endswith("s")}  # "one of the module's constants. ... that constant?"
    if (given := _GIVEN_AS.match(last)) and any(re.search(rf"\b(?:which|what)\s+{re.escape(given.group(1))}\b", s, re.I)
                                                for s in earlier):
        return False  # "Under which comment does ... #define MAP_FILE? Give the comment's text.": how to write the
        # thing asked, no other thing it leads to
    if any(re.search(rf"\b(?:another|one|an?)\s+(?:[\w-]+\s+)?{re.escape(m.group(1))}\b", " ".join(earlier), re.I)
           for m in _BACK_QUALIFIED.finditer(last)):
        return True  # "MaildirMessage derives directly from another class ... that base class": the one named so before
    return any((m.group(2) or m.group(4)).lower() in said | {"one"} for m in _BACK.finditer(last)
               if same or not m.group(1))  # "that one in turn": what the earlier sentence named, whatever its kind


_GIVEN_AS = re.compile(r"\s*(?:give|quote)\s+the\s+([a-z][\w-]*)'s\s+(?:text|wording|first\s+line|name\s+as\b)",
                       re.I)  # "Give the comment's text", "Quote the comment's first line", "Give the character's name
# as the file's comment has it": the form of the answer (a section's title or a module's name is still where a hop may lead)


def chained(question: Question) -> bool:
    """Does a middle sentence go on from what the first one named ("... takes a parameter adler. Its type is one that
    zconf.h typedefs. Which C type ...?"): two hops, the second from a property of the start, not from its name?"""
    return any(_PRONOUN_OPENS.match(sentence) for sentence in _sentences(question.text)[1:-1])


HOP_WORDS = 6  # a thing's name, not a sentence about it, is what the second question of a hop asks by

# the thing an earlier sentence names without naming it: "one layout", "another pcm definition", "one of the module's
# constants"; {noun} is the word the last sentence refers back with ("that layout"); the words between no article or
# preposition ("a fix for one bug in release 4.2" leaves no release open)
_INDEFINITE = (r"\b(?:one|another|some|an?)\s+((?:of\s+(?:the|its|their)\s+)?(?:(?!(?:an?|the|of|in|on|for|to|from|with|by|"
               r"at|under|one|another)\s)[\w'.-]+\s+){{0,3}}?{noun}s?)\b")


@dataclass(frozen=True)
class Hop:
    """A question that names its answer's thing through another, split in two questions the loop answers in turn:
    `first` asks which thing the earlier sentences mean ("The variant sah in base.lst belongs to which layout?"), and
    `then(value)` asks the last sentence of that thing by the name found ("What description does the layout section
    give the layout ru?"). Each is judged on its own, so the answer rests on lines that name the thing found."""

    first: str
    before: str
    after: str

    def then(self, value: str) -> str:
        return f"{self.before}{value}{self.after}"


def hop_name(found: str | None, asked: Question) -> str | None:
    """The name the first question of a hop (`asked`) found, as the second asks by it: "ru" of a record's value "ru:
    Yakut" (the layout and the description of base.lst's variant sah), not "Layout" of "Layout: ru", a word of the
    question; None for a sentence, a list or lines, no one thing's name, or a name the question gives itself."""
    name = (found or "").strip().strip("\"'`.")
    if described := re.match(r"([^\s:]+):\s+\S", name):
        name = "" if described.group(1).lower() in asked.words else described.group(1).strip("\"'`")
    return name if name and not re.search(r"[\n,;]|\s(?:is|are|was|were)\s", name) and \
        len(name.split()) <= HOP_WORDS and not re.search(rf"(?<![\w.-]){re.escape(name)}(?![\w-])", asked.text, re.I) \
        else None  # not _default_header_map of "_default_header_map assigns the header 'subject' which class?"


def split_hop(text: str) -> Hop | None:
    """The two questions of one that refers back by a noun to a thing an earlier sentence gives only as "one X", None
    for any other: a chain through a property ("Its type is ..."), "that one", two things referred back to, or an
    indefinite the earlier sentences say twice or not in their last sentence. The noun may come a word later ("that
    upstream release" of "one release"); a back reference no indefinite names ("the section's heading") is no hop. What
    the question says after its question mark ("Give the date as the file writes it.") the second question says too."""
    if not any(sentence.endswith("?") for sentence in _sentences(text)):
        return None
    earlier, last, after = _asked_sentence(text)
    told = "".join(f" {s}" for s in after)
    if not earlier or any(_PRONOUN_OPENS.match(sentence) for sentence in earlier[1:]):
        return None
    hops = []
    for back in _BACK.finditer(last):
        noun, end = (back.group(2), back.end(2)) if back.group(2) else (back.group(4), back.end(4))
        later = re.match(r"\s+([a-z][\w-]*)", last[end:]) if back.group(2) else None
        for phrase, stop in [(noun, end)] + ([(f"{noun} {later.group(1)}", end + later.end())] if later else []):
            head = phrase.split()[-1]
            found = [(i, m) for i, sentence in enumerate(earlier)
                     for m in re.finditer(_INDEFINITE.format(noun=re.escape(head)), sentence, re.I)]
            if found and head.lower() not in ("one", "earlier", "other"):
                hops.append((back, phrase, stop, found))
                break
    if len(hops) != 1 or len(hops[0][3]) != 1 or hops[0][3][0][0] != len(earlier) - 1:
        return None
    back, phrase, end, [(_, m)] = hops[0]
    sentence = earlier[-1]
    first = re.sub(r"[.!]?$", "?", f"{sentence[:m.start()]}which {m.group(1)}{sentence[m.end():]}", count=1)
    first = " ".join(earlier[:-1] + [first if m.start() else "W" + first[1:]])  # "One chip section ...": "Which ..."
    named = re.findall(r"[\w-]+", sentence[m.end():])  # "a single presets version. ... that presets version added"
    while (more := re.match(r"\s+([\w-]+)", last[end:])) and named and more.group(1).lower() == named.pop(0).lower():
        phrase, end = f"{phrase} {more.group(1)}", end + more.end()
    owner = "'s" if back.group(4) else ""
    return Hop(first, f"{last[:back.start()]}the {phrase} ", f"{owner}{last[end + len(owner):]}{told}")


def first_hop(question: Question, again: bool = False) -> set[str]:
    """The words only the earlier sentences of a question that refers back say, lower-cased ("the", "variant", "sah",
    ... of "The variant sah in base.lst belongs to one layout. What description does ... give that layout?"): among
    them is where the hop starts, not its answer. `again`: those the last sentence says again too ("... for that
    character set in all, OSF1002011D included")."""
    if (split := _back_split(question.text)) is None:
        return set()
    earlier, last = split
    said = " ".join(earlier)
    keys = {a.lower() for a in question.anchors if a in said and (again or a not in last)}  # "2.0", which NAME reads
    return ({w.lower() for w in NAME.findall(said)} | keys) - (set() if again else {w.lower() for w in NAME.findall(last)})


_ASKING = re.compile(r"\b(?:what|which)\s+(?:(?:is|are|was|were)\s+(?:the\s+)?)?(?:[\"“'‘][^\w\s]{1,3}[\"”'’]\s+)?"
                     r"((?:[\w-]+'s\s+)?(?:#{0,6}[\w-]+(?:\s+|(?=\?))|#{2,6}\s+){0,3}(?:\([\w-]+\)\s+)?)", re.I)  # "What
# GNU name does ...", "What is the GNU name of ...", "Inside which class?", "which #ifdef block": the words of the thing asked;
# "which "!" comment heading": the mark it quotes is no word of it
_DERIVED = re.compile(r"\b(?:derived?|deriving|inherit(?:s|ing)?|subclass(?:es)?)\s+(?:directly\s+)?(?:from|of)\s+"
                      r"(?:the\s+class\s+)?([A-Za-z_]\w*)|\bdirect\s+(?:subclass(?:es)?|children)\s+of\s+(?:the\s+class\s+)?"
                      r"([A-Za-z_]\w*)")
# a class its head lists among its bases: "list UDPServer among their base classes", "whose bases include Mapping"
_BASED = re.compile(r"\b(?:list|lists|name|names|have|has|with)\s+(?:the\s+class\s+)?([A-Za-z_][\w.]*)\s+(?:among|as|in)\s+"
                    r"(?:(?:one\s+of\s+)?(?:their|its|the|a)\s+)?(?:direct\s+)?(?:base|parent|super)[\s-]*(?:class(?:es)?|s)?\b|"
                    r"\b(?:bases|base\s+classes|superclasses)\s+(?:include|includes|list|name)\s+(?:the\s+class\s+)?"
                    r"([A-Za-z_][\w.]*)", re.I)


def _derived(text: str) -> tuple[str, bool, bool] | None:
    """See Question.derived: the class counts too where the question says "counting X", "including X" or "X
    included", not where it says nothing or "X itself not counted"; only the classes whose head lists it where the
    question says so ("list UDPServer among their base classes", "derive directly from X"), not through others."""
    based = _BASED.search(text)
    m = based or _DERIVED.search(text)
    if m is None or _COUNT.search(text) is None:
        return None
    said = (m.group(1) or m.group(2)).rsplit(".", 1)[-1]
    indirect = re.search(r"\bindirectly\b|\bdirectly\s+or\b|(?<!\bnot )\bthrough\b", text) is not None  # "not through
    # another class": direct
    direct = not indirect and (based is not None or m.group(2) is not None or re.search(r"\bdirectly\b", text) is not None)
    if said in ("it", "them") and (counting := re.search(r"\b(?:counting|including)\s+([A-Z]\w*)", text)):
        said = counting.group(1)  # "counting Error and every class derived from it"
    elif said in ("it", "them"):
        return None
    name = re.escape(said)
    itself = re.search(rf"\b(?:counting|including)\s+{name}\b|\b{name}\s+(?:itself\s+)?included\b", text) is not None and \
        re.search(rf"\b{name}\s+itself\s+not\b|\bnot\s+counting\s+{name}\b", text) is None
    return said, itself, direct


# "in 2007", "for the year 2007", "during 1999", "the first release of 2020": the year items are of; not "in 2007 or
# later", "in or after 2007"
_IN_YEAR = re.compile(r"\b(?:in|for|during|of)\s+(?:the\s+year\s+)?((?:1[89]|2[01])\d\d)\b(?![\w-]|\s+(?:or|and|to|through)\b)",
                      re.I)
# "begin with the word "Will"", "name starts with Europe/", "ending in .conf" (none, or more than one: no test); not
# "not starting with _" (EXCLUDES)
_BEGIN_WORD = r"\b((?:[\w-]+\s+){0,2}?)(?<!not )(?:(begin|start)|(end))(?:s|n?ing)?\s+"  # the words before, the verb
_BEGINS = re.compile(_BEGIN_WORD + r"(?:with|in)\s+(?:the\s+(?:word|letters?|prefix|suffix|string|text)\s+)?"
                     r"[\"'\u201c]?([^\s\"'\u201d?,;()]+?)[\"'\u201d]?(?=[\s?,;()]|\.?$)", re.I)

# a prefix and a star, as a shell writes the names it matches: "the AUDIT_ARCH_* constants"
_GLOB = re.compile(r"(?<![\w*/.\"'\u201c])(?:([A-Za-z_][\w.-]*)\*|([A-Za-z]\w*_)(?:\.\.\.|\u2026))(?![\w*\"'\u201d])")  # not a
# quoted pattern of the file's; or a prefix and an ellipsis: "def do_... statements"

# a prefix of names in capitals, as C writes its families: "Which ETH_P_ protocol ID ..."
_PREFIX = re.compile(r"(?<![\w*/.\"'\u201c])([A-Z][A-Z0-9]*_(?:[A-Z0-9]+_)*)(?![\w*\"'\u201d])")

# the part of a path or a type a name begins with, and what begins so: "map to a MIME type under video/"
_UNDER = re.compile(r"(?:\b(?:an?|the|its|their)\s+((?:[\w-]+\s+){0,2}?[\w-]+)\s+)?"
                    r"\bunder\s+([\w.+-]+/)(?=[\s?,;)]|\.?$)", re.I)

# a URL's scheme alone, as the kind of address a name begins with: "mirrors with an https:// URL"
_SCHEME = re.compile(r"(?<![\w.+-])([a-z][a-z\d+.-]*://)(?=\s)", re.I)

# a tag the document writes in square brackets ("releases tagged [beta]"): a literal, not a word of a name
_TAG = re.compile(r"(?<![\w\]'\"])\[[A-Za-z][\w .+-]{0,30}\](?![\w(\[])")
# "the type E", "with scope I (individual languages)": a field's word, then one capital letter standing alone
_LETTERED = re.compile(r"\b([A-Za-z][a-z_]{2,})\s+([A-Z])(?=\s*[(?,;:)]|\s*$|\.\s|\s+(?:and|or)\b)")

_BEGINS_QUOTED = re.compile(_BEGIN_WORD + r"[\"\u201c]([^\"\u201d\n]{1,40})[\"\u201d]")  # lines starting "Setting up"
# "names beginning BOX DRAWINGS", "starting with LATIN SMALL": a name in capitals, all its words, "with" or not
_BEGINS_CAPITALS = re.compile(_BEGIN_WORD + r"(?:(?:with|in)\s+)?([A-Z][A-Z0-9-]+(?:\s+[A-Z][A-Z0-9-]+)*)(?![\w'-])")


# "the same numeric code as "Yugoslavia, ..."", "the same login shell as daemon?": what is compared, then the record
_SAME = re.compile(r"\bsame\s+((?:[\w-]+\s+){0,3}?[\w-]+)\s+as\s+(?:the\s+)?(?:[\"\u201c]([^\"\u201d]{1,80})[\"\u201d]|"
                   r"([\w.@+-]+(?:\s+[\w.@+-]+){0,3}?)\s*(?:[?!,;]|\.(?:\s|$)|$))", re.I)


def _same(text: str) -> tuple[str, str] | None:
    m = _SAME.search(text)
    return (m.group(1), m.group(2) or m.group(3)) if m else None


# kinds of value, named right before the value itself: "the country code ID", "the file extension sic"
_VALUE_KINDS = r"(?:code|extension|suffix|prefix|abbreviation|acronym|symbol|key|keyword|flag|label|alias|identifier)"
_GREATEST = ("largest", "highest", "biggest", "longest")  # of a size: the words after name the figure compared
_SMALLEST = ("smallest", "lowest", "shortest")
_MORE_WORDS = ("more", "larger", "higher", "bigger", "longer")
_LESS_WORDS = ("fewer", "less", "smaller", "lower", "shorter")


def _either(words: Sequence[str]) -> str:
    return rf"\b({'|'.join(words)})\b"


_TOP, _BOTTOM = re.compile(_either(("most", *_GREATEST)), re.I), re.compile(_either(("least", "fewest", *_SMALLEST)), re.I)
_MORE, _LESS = re.compile(_either(_MORE_WORDS), re.I), re.compile(_either(_LESS_WORDS), re.I)
# the kind asked for ("which service has"), and the figure compared with its comparing word ("highest port
# number"); "the most ERROR lines" counts lines of one kind, and "which api request took" names its kind
# last: their other words stay filters. A comparing word alone never is one: "most" stands in docstrings
# ("at most"), and a root asked which function has the most lines rightly did not filter by it; nor is
# the number of alternatives ("which of the two files")
_QUALIFIER = r"(?!(?:other|than|except|but|besides|of|in|on|at|for|with|from|by|to|that|who|whose|the|an?)\b)[\w-]+\s+"
_RANK_VERB = re.compile(r"\b([a-z]+s)\s+the\s+(?:most|fewest|least|largest|smallest|greatest)\b", re.I)
_COUNTING_IN = re.compile(r",\s*counting (?:its|the|their) ([^,?;]+)")  # an item the count includes, no filter
_FRAMING = re.compile(r"\b(?:which|what)\s+(?:" + _QUALIFIER + r"){0,3}?([\w-]+|[\w-]+\s+" + _VALUE_KINDS + r")"
                      r"(?:\s+\([^()]*\))?"
                      r"\s+(?:has|had|have|is|was|are|were"
                      r"|did|does|do|uses|used|took|takes|placed|made|got|logged|appears|shows)\b"
                      rf"|(\b(?:{'|'.join(_GREATEST + _SMALLEST)})(?:\s+[\w-]+){{1,2}})"
                      r"|\b(?:which|what) of (?:the|these|those) (two|three|four|five|six|seven|eight|nine|ten)\b"
                      f"|{_TOP.pattern}|{_BOTTOM.pattern}|{_MORE.pattern}|{_LESS.pattern}", re.I)


# an aside saying how the document sets out what is counted: "main sections (the headings in capitals between lines of
# dashes)", "items (paragraphs starting with an asterisk)": where to look, not which of them
_LAYOUT_GLOSS = re.compile(r"\((?:the |a |an )?[^()]*?\b(?:headings?|lines?|paragraphs?|comments?|dashes|capitals|"
                           r"asterisks?|bullets?|underlined|indented)\b[^()]*\)", re.I)


_KEYED_NAME = re.compile(r"[A-Za-z_][\w.-]*\[[^\]\n]*\]")  # "Comment[...]", "Comment[lt]": a key's name and index
_EITHER_WAY = re.compile(r"\b((?:[\w-]+\s+)?[\w-]+)\s+or\s+not\b", re.I)  # "settings, commented out or not": no filter


def _sentences(text: str) -> list[str]:
    return re.split(r"(?<=[.?!])\s+", text.strip())


def _asked_sentence(text: str) -> tuple[list[str], str, list[str]]:
    """The sentences before the last one that asks (ends with '?'), that one, and those after it: "... mentions one
    other address family. How does the page describe that family? Give the first sentence of its entry." refers back
    in its question, not in the instruction after it."""
    sentences = _sentences(text)
    asks = max((i for i, sentence in enumerate(sentences) if sentence.endswith("?")), default=len(sentences) - 1)
    return sentences[:asks], sentences[asks], sentences[asks + 1:]


def _definitions(text: str) -> list[str]:
    """The sentences that define kinds: two or more `name (what it is)`. One such aside is a reference to
    a kind ("all messages about praise or thanks (kind praise)"), not a definition of "thanks"."""
    return [s for s in _sentences(text) if len(_GLOSSED.findall(s)) >= 2]


def asked(text: str) -> str:
    """The question without the sentences that define its kinds ("Every message is exactly one of these
    kinds: delivery (...); ..."), whose "every" asks for nothing."""
    defining = _definitions(text)
    return " ".join(s for s in _sentences(text) if s not in defining)


def _compared(text: str) -> int:
    """Which of the alternatives offered is ranked first: "which of A or B has more" is a ranking of two."""
    more, less = _MORE.search(text) is not None, _LESS.search(text) is not None
    return 0 if more == less else 1 if more else -1


# a file's name: "queue.py", "zone.tab", "history.log"; not "Queue.put" or "scheduler.enter"
_FILE = re.compile(r"(?<![\w.-])[\w-]+\.(?:py|txt|log|csv|tsv|json|jsonl|conf|cfg|ini|toml|ya?ml|xml|html?|md|rst"
                   r"|tab|list|defs|types|c|h|js|ts|go|rs|java|sh)(?![\w.])", re.I)


def _file_named(text: str) -> frozenset[str]:
    """The words the question says only inside a file's name: "How many classes does queue.py define?" selects
    no record whose field is Queue; "the class Queue in queue.py" does."""
    outside = {w.lower() for w in NAME.findall(_FILE.sub(" ", text))}
    return frozenset(w.lower() for f in _FILE.findall(text) for w in NAME.findall(f)) - outside


_HEADINGS_ASKED = re.compile(r"\b(?:sub)?sections?\b|\bchapters?\b|\bheadings?\b|\bheaded\b|\btitled?\b|"
                             r"\bquestion \d", re.I)  # a FAQ's "question 6": its numbered heading
_POLAR = re.compile(r"\s*(?:is|are|was|were|does|do|did|can|could|has|have|had|should|will|would|may|must)\b", re.I)
# where the words after "how many" stop naming what is counted: "how many time zones | does this file list"
_COUNTED_ENDS = frozenset("do does did is are was were has have had in on at from with by that which who took made "
                          "there came come".split())
_POINTED = re.compile(r"\b(?:this|these)\s+([\w.-]+)", re.I)  # "this changelog", "these notes": the document


def _counted(text: str) -> frozenset[str]:
    """See Question.counted."""
    words = [w.lower() for w in NAME.findall(text)]
    counted = {m.group(1).lower() for m in _POINTED.finditer(text)}
    for i in (i for i in range(len(words) - 1) if words[i:i + 2] == ["how", "many"]):
        after = words[i + 2:]
        if after[:2] in (["of", "them"], ["of", "these"], ["of", "those"]):
            continue  # "How many of them came out in 2016?": what the sentence before names, not a word here
        for w in after:
            if w in _COUNTED_ENDS:
                break
            counted.add(w)
    return frozenset(counted)


_AT_MOST = re.compile(r"\bat (?:most|least)\b", re.I)  # a bound ("at least 1 alias"), not a ranking


def _ranks(text: str) -> int:
    text = _AT_MOST.sub("", text)
    top, bottom = _TOP.search(text) is not None, _BOTTOM.search(text) is not None
    return 0 if top == bottom else 1 if top else -1


def _named(text: str) -> bool:
    """Does the question ask for a thing by its name, not a number ("which service has ...", "who ...")?"""
    if _NUMERIC.search(text):
        return False
    m = _THING.search(text)
    return m is not None and (m.group(1) is None or not set(m.group(1).lower().split()) & _NUMBERED_KINDS)


# "the user oracle", "the service rsync": a thing's kind, then its name in lower case, which no other rule
# takes for a key ("the home directory", "the user id" name an attribute: their second word is no name; "the
# first entry listed": a participle is no name)
_KINDS = (r"(user|group|service|package|host|protocol|command|program|function|class|method|module|variable"
          r"|file|zone|customer|product|account|option|parameter|setting|process|daemon|library|plugin|tag|branch"
          r"|component|subsystem|server|node|job|task|queue|topic|device|interface|project|database|table|type|driver"
          r"|certificate|profile|role|unit|target|volume|image|container)")
# Up to two words may qualify the kind: "the debconf database cachedb", "the file system type ext2".
_KIND_THEN_NAME = re.compile(
    rf"\bthe (?:[\w-]+ ){{0,2}}?{_KINDS} (?!\w+ed\b)([a-z_][\w.+-]*\w)(?=\s*(?:[?,;:]|\.(?![\w-])|$)|\s+(?:use|uses|used|have|has"
    r"|had|is|was|run|runs|belong|belongs|depend|depends|listen|listens|log|logs|logged|report|reports|reported|send"
    r"|sends|sent)\b)")
# "the class Queue", "the user oracle": the kind says what the name is, and selects nothing beside it
_KIND_OF_NAME = re.compile(rf"\bthe {_KINDS} (?:[A-Z_][\w.+-]*\w|[a-z_][\w.+-]*_[\w.+-]*)(?![\w.+-])")
# "the time zone Zaporozhye", "the user Oracle": a capitalised name right after its kind
_KIND_THEN_CAPITAL = re.compile(rf"\b[Tt]he (?:[\w-]+ ){{0,2}}?{_KINDS} ([A-Z][\w.+-]*\w)(?![\w.+-])")
# "difflib's SequenceMatcher class": the name first, then its kind
_NAME_THEN_KIND = re.compile(rf"(?<![\w.+-])(?:[A-Z][a-z]+[A-Z][\w.+-]*|[a-z_][\w.+-]*_[\w.+-]*) {_KINDS}\b")
_ATTRIBUTES = frozenset("name names number id ids version versions date time directory path size count type value "
                        "code address port owner shell home".split())
# "the ISO code EG", "the file extension sic", "the country code ID": a kind of value, then the value itself,
# which is the thing asked about (the line "EG Egypt" answers; "ISO" or "MIME" name only what kind of code)
_CODE_THEN_VALUE = re.compile(
    r"\bthe ((?:[\w-]+ )?" + _VALUE_KINDS + r") ([A-Za-z0-9_][\w.+-]*)(?=\s*(?:[?,;:]|\.(?![\w-])|$)|\s+(?:use|uses|used|have|has"
    r"|had|is|was|stand|stands|belong|belongs|map|maps|refer|refers)\b)")


# "the parameter gamma of rgb_to_hsv", "that function's parameter hi": a parameter is named before what it is of
_PARAMETER = re.compile(r"\b(?:parameter|argument) ([A-Za-z_]\w*)(?=\s+(?:of|in|for)\b|\s*(?:[?.,;:]|$))")
# "its sigma parameter", "the width argument": the name before its kind, which a word after it then is not
_NAME_THEN_PARAMETER = re.compile(r"(?<![\w'\u2019])([A-Za-z_]\w*) (?:parameter|argument)\b")


def called(text: str) -> list[str]:
    """The names the question gives a thing right after its kind ("the user oracle", "the parameter gamma of
    ..."), or the value given right after a kind of value ("the country code ID"): a key, whether the
    documents hold it or not. Asked for the home of the user oracle, a line with another user's home is no
    answer."""
    names = [m.group(2) for m in _KIND_THEN_NAME.finditer(text) if m.group(2) not in _ATTRIBUTES]
    names += [m.group(2) for m in _CODE_THEN_VALUE.finditer(text)
              if m.group(1).split()[0].lower() not in _MEASURING]  # "spans the most code points", "the highest code
    # point": what is measured, no code
    before = [m.group(1) for m in _NAME_THEN_PARAMETER.finditer(text) if m.group(1).lower() not in SEARCH_STOPWORDS]
    names += before or [m.group(1) for m in _PARAMETER.finditer(text)]
    return list(dict.fromkeys(n for n in names if n.lower() not in SEARCH_STOPWORDS))


_MEASURING = {"most", "fewest", "least", "more", "fewer", "highest", "lowest", "largest", "smallest", "biggest",
              "greatest", "longest", "shortest", "higher", "lower", "larger", "smaller"}
_CASED = re.compile(r"\b(?:capitali[sz]ed|upper-?case|lower-?case|case-sensitive|exact case|same case)\b", re.I)


def kind_named(text: str) -> list[str]:
    """The capitalised names the question gives right after their kind ("the time zone Zaporozhye"): the thing it asks
    about, which a document that never names it does not have."""
    return [m.group(2) for m in _KIND_THEN_CAPITAL.finditer(text)]


def counted_word(question: Question) -> tuple[str, bool] | None:
    """(the word, whether its case counts) that a question of how many times a word appears quotes:
    "How many times does the word "Licensor" (capitalised) appear?". None if it quotes no one word."""
    quoted = quoted_phrases(question.text)
    if not question.occurrences or len(quoted) != 1 or len(quoted[0].split()) != 1:
        return None
    return quoted[0], _CASED.search(question.text) is not None


def reference(text: str) -> str | None:
    """The item an order word counts from ("right before 2022g-6", "right after dedent", "follows the one titled
    \"COMBINING DOCUMENTS\"", "right after \"l\""), if the question has one."""
    m = _REFERENCE.search(text)
    if m is None and (one := ONE_OF.search(text)) and _ORDERED.search(text):  # "CS7 is one of the values of a mask
        return one.group(1)  # #defined just above it": placed from CS7, the one the mask holds
    return next((g for g in m.groups() if g), None) if m else None


# a word joined to a particle ("compiled-in", "built-in", "read-only", "top-level"), to an adjective's ending word
# ("type-specific", "thread-safe") or to a number ("three-letter"): wording, not a key a line names
_PHRASAL = re.compile(r"[A-Za-z]+-(?:in|out|up|on|off|only|level|based|wide|specific|defined|related|like|style|aware|"
                      r"safe|free|sensitive|insensitive|dependent|independent|compatible|coded|made|written|generated|"
                      r"encoded|compiled)|"
                      r"(?:one|two|three|four|five|six|seven|eight|nine|ten|single|double|multi)-[A-Za-z]+", re.I)


def anchors(text: str) -> tuple[str, ...]:
    """The question's handles on one thing: quoted phrases, paths (America/Springfield), keys (words with
    a digit or a hyphen, hexadecimal codes, identifiers, long options) and names (a Capitalised word not opening a
    sentence: Elena, Tampere). A line that names none of them is about something else, whatever words it shares."""
    quoted = quoted_phrases(text)
    named = []
    for m in _word_matches(text):
        w = m.group()
        opens = not text[: m.start()].strip() or text[: m.start()].rstrip()[-1] in ".?!:;"
        if w.isdigit() or _STAMP.fullmatch(w) or SCOPED.fullmatch(w) or _HEX.fullmatch(w) or (len(w) >= 3 and (
                "-" in w and not _PHRASAL.fullmatch(w) or identifier(w) or (
                    w[0].isupper() and not opens and w.lower() not in SEARCH_STOPWORDS))):
            named.append(w)
    versions = _VERSION.findall(text)
    named = [w for w in named if not any(w != v and w in v for v in versions)]  # '31' of 3.5.31 is no handle
    keys = _URL.findall(text) + _PATH.findall(text) + versions + _NUMBERED.findall(text) + called(text) + _OPTION.findall(text) + \
        MAN_PAGE.findall(text)
    keys += [r] if (r := reference(text)) else []
    keys += _SUFFIX.findall(text) + _CHARACTER_NAME.findall(text) + _SHORT_CODE.findall(text)
    keys += [m.group(0) for m in _NAMED_DOTTED.finditer(text)]  # "the module jdk.jfr": one name, not its pieces
    keys += _NUMBERED_NAME.findall(text)  # "libhogweed.so.6.2", "security.provider.3": a name, not a version in it
    return tuple(dict.fromkeys(quoted + keys + named + list(_variables(text))))


_NUMBERED_NAME = re.compile(r"(?<![\w.])[A-Za-z_][\w+-]*(?:\.[A-Za-z_][\w+-]*)+(?:\.\d+)+(?![\w]|\.\w)")
_NAMED_DOTTED = re.compile(r"(?:(?<=\bmodule )|(?<=\bpackage )|(?<=\bproperty )|(?<=\bnamespace )|(?<=\blogger )|"
                           r"(?<=\binterface )|(?<=\bservice ))[a-z_][\w-]*(?:\.[\w-]+)+(?![\w-]|\.[\w-])")  # a dotted
# name said after its kind: "the module jdk.jfr", "the property sun.security.pkcs11.allowSingleThreadedModules"
_CHARACTER_NAME = re.compile(r"(?:(?<=\bcharacter )|(?<=\bsymbol )|(?<=\bglyph ))[A-Z]{2,}(?:[ \t]+[A-Z][A-Z0-9-]*){2,}\b")  # "the
# character LATIN CAPITAL LETTER G WITH DOT ABOVE": one name, which a line must hold whole, not its words' many lines
_SHORT_CODE = re.compile(r"(?:(?<=\bdigraph )|(?<=\bmnemonic ))(?![a-z]{1,2}(?:[?!,;]|\s|$))"
                         r"\S{1,2}(?=[?!,;]|\s|$)")  # "the digraph g.?": a code of two characters, punctuation and all;
# not a word ("Which digraph is listed")
_SUFFIX = re.compile(r"(?:(?<=\bsuffix )|(?<=\bextension ))\.[A-Za-z0-9][\w+-]*(?:\.[A-Za-z0-9][\w+-]*)*\b|"
                     r"(?<=\s)\.[a-z][a-z0-9+-]{0,7}(?=[\s,;:?!)]|\.(?:\s|$)|$)|"
                     r"(?<=\s)[?~][A-Za-z][\w-]{2,}(?=[\s,;:?!)(]|\.(?:\s|$)|$)")  # "the suffix .al", "doesn't describe .hf
# directly": a file name's ending, its dot and all; "the pattern ?automatic": a sigil and its name (not "~r", which
# "~R" and "~rWILDCARD" hold)


def _variables(text: str) -> tuple[str, ...]:
    """The names the question writes as a variable's, after '$' ("mentions $_exitsignal"): a name, however it is
    cased (no identifier() of its own: _exitsignal has no second '_' or capital)."""
    return tuple(m.group(1) for m in re.finditer(r"(?<![\w$])\$(\w{3,})", text))


# a code in hexadecimal digits, letters and figures both ("the Unicode value 05E5", "the commit 1aec718619"): a key, as
# a word with a digit is, though no capital opens it
_HEX = re.compile(r"(?=[0-9A-Fa-f]*\d)(?=[0-9A-Fa-f]*[A-Fa-f])[0-9A-Fa-f]{4,}")

# a manual page as man pages cite it, the name its key: systemd.mount of "the manual page systemd.mount(5)", which
# NAME's words split in two
MAN_PAGE = re.compile(r"(?<![\w.-])([A-Za-z_][\w.+-]*\w)\(\d[a-z]?\)")

# a long option, which no word of NAME holds ("--suppress-common-lines"), or a short one ("the same as -b")
_OPTION = re.compile(r"(?<![\w-])--[A-Za-z][\w-]*\w|(?<![\w-])-[A-Za-z](?![\w-])")

PICK_TOKENS = 3  # an answer this short made of the question's words picks one of them ("praise" of the kinds listed)


# a dotted name, one word to a records view: a schema id ("org.gnome.desktop.peripherals.touchpad"), a property key
DOTTED = re.compile(r"(?<![\w.-])[A-Za-z_][\w-]*(?:\.[\w-]+)+(?![\w-]|\.[\w-])")

# a value joined of parts: a path, a dotted or hyphenated name ("/home/cloudsdk", "mail.example.org")
_JOINED = re.compile(r"[\w.+~-]*/[\w.+~/-]+|\w+(?:[._-]\w+)+")

# the one letter that ends a name ("CYRILLIC SMALL LETTER I", "Appendix B"): the name's own word, though no token
_LETTER_NAMED = re.compile(r"\b[A-Z][A-Za-z]*\s([A-Z])(?![\w'\u2019-])")


def short_key(answer: str, question: Question) -> bool:
    """Is the answer a key too short to be a token ('%P', 'k') that the question gives itself, offering no
    alternatives ("%C or %P")?"""
    bare = answer.strip().strip("\"'`.")
    return not tokens(answer) and re.fullmatch(r"[%$@#]?\w{1,2}", bare) is not None and \
        re.search(r"\bor\b", question.text) is None and \
        re.search(rf"(?<![\w%$@#-]){re.escape(bare)}(?![\w-])", question.text) is not None


def value(answer: str, question: Question) -> list[str]:
    """The answer's tokens that say something: not the question's own words, unless they name one of the
    alternatives it offers (the answer to "A or B?" is A), or the whole short answer is one of them
    (which of the kinds the question lists is the most common), or they are joined into a value the
    question does not hold ("/home/cloudsdk" for the home of the user cloudsdk); an answer that repeats
    more of the question than that says nothing."""
    said = tokens(answer) or [t for t in re.findall(r"[a-z0-9]+", plain(answer)) if t not in STOPWORDS]  # "db"
    if short_key(answer, question):
        return []  # '%P', the AIX descriptor the question gives, asked what it stands for: too short to be tokens
    new = [t for t in said if t not in question.tokens and t not in question.words or t in question.choices]  # 'hi' too
    if new:
        return new
    asked = plain(question.text)
    if any(plain(m.group()) not in asked if "/" in m.group() else not re.search(
            rf"(?<![\w.-]){re.escape(plain(m.group()))}(?![\w-]|\.\w)", asked) for m in _JOINED.finditer(answer)):
        return said  # "4.1", the release before 4.1.1: a value of its own; a part of a path the question gives is not
    if (letters := _LETTER_NAMED.findall(answer)) and not re.search(rf"(?<!\w){re.escape(plain(answer))}(?!\w)", asked):
        return said + [letter.lower() for letter in letters]  # a letter no token counts names: LETTER I after LETTER HA
    return said if len(said) <= PICK_TOKENS and question.aggregates else []
