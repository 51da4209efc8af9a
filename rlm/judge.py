"""Whether a submitted answer is taken: every rule in one pure function of the answer, what the root
has seen and the question, so the rules can be read and tested without a model or a sandbox."""

from __future__ import annotations

import ast
import bisect
import re
from collections.abc import Sequence
from dataclasses import dataclass

from rlm.code_reads import bounds, negates, reads, searched, selectors, windowed
from rlm.computed import looked_up, placed_name
from rlm.documents import Document
from rlm.follow import mentions
from rlm.question import (_NUMBERED_NAME, NAME, STOPWORDS, Question, chained, first_hop, identifier, plain, short_key, tokens,
                          value)
from rlm.replies import clip
from rlm.reread import read_by_models
from rlm.sandbox_helpers import (COMMENT_TEXT, LOOKED_UP, MACRO, MENTIONED, PLACED, PLACED_AS, REACHED, SIDES,
                                  _line_comment_heads, _long_date, _words_of, _written_date, functions_in, quoted_phrases)
from rlm.seen import LINE_CHARS, RUN_ERROR, Passage, Seen, assigned
from rlm.support import HOPPED_VIEW, UNITS, VERSION, _unroffed, holds, items, itself, narrowed, rarest, stem, support, unused


_BARE_NUMBER = re.compile(r"\d[\d,.]*|0[xX][0-9a-fA-F]+[uUlL]*")  # a figure, in hex too ("0x00002000" for "which CLONE_ constant")
_YEAR_ASKED = re.compile(r"\b(?:which|what)(?: [\w-]+){0,2}? year\b", re.I)  # "which year saw the most releases"
_ONE_YEAR = re.compile(r"\D*(?<!\d)\d{4}(?!\d)\D*")  # 2022, "in 2022": one year and no other figure (not 2023-01-11)
# "which letter begins the most codes", "what character do most names end with": one character, not the code 'aaa'
_CHARACTER_ASKED = re.compile(r"\b(?:which|what) (?:letter|character|digit)\b[^?]*?\b(?:begins?|starts?|ends?)\b", re.I)
_ALSO = re.compile(r"\b(?:also|both|as well)\b", re.I)  # one thing two documents each hold: "which one also appears in"
_NAME_ASKED = re.compile(r"\bname\b", re.I)  # "Give the country's name": not "the user named X"
_WHOLE = re.compile(r"(?<![\d.])\d[\d,]*(?!,?\d|\.\d)")  # a whole number, no piece of 1.2 or 3.5.1: what a count is
_CODE = re.compile(r"[A-Z]{1,3}-\d+")  # TN-53, O-1204: what a record is filed under, not its name (not ISO-8859-15)


def backed(answer: str, seen: str, question: Question) -> bool:
    """Is the answer supported by output the model has seen? Its words that are not the question's
    must be there: every token with a digit (numbers as whole numbers), and at least half of the
    others; of a count, its numbers alone (the words around a count are phrasing: "41 times").
    Catches invented numbers and names, and an answer that only repeats the question, however short
    ("hi" for "the default of parameter hi")."""
    new = value(answer, question)
    if not new:  # stop words alone ("no") are backed; the question's own words are not ('%P' of "... descriptor %P?")
        return not tokens(answer) and not {w.lower() for w in NAME.findall(answer)} & question.words and \
            not short_key(answer, question)
    numbers = [t for t in new if any(c.isdigit() for c in t)]
    if _letters(new, question) and not _as_word(new, plain(seen)):
        return False  # a letter or two seen only inside words: 'W' for a warning's category, off "... already weak"
    return holds(plain(seen), numbers if question.counts and numbers else new, answer.strip().isdigit())


def _numbers(text: str, asked: frozenset[str]) -> set[str]:
    return {t for t in tokens(text) if any(c.isdigit() for c in t) and t not in asked}


def _template(line: str, keys: set[str]) -> set[str]:
    """A line's words without its numbers and the question's keys: what lines of one kind share."""
    return {t for t in tokens(line) if t.isalpha() and t not in keys}


@dataclass(frozen=True)
class Misattribution:
    """An answer's number copied from a line about another key: the refusal quotes both sides."""

    numbers: list[str]  # of the answer, in the other line
    source: str  # the line they come from
    keys: list[str]  # the question's keys the right lines mention
    about: list[str]  # the seen lines about those keys


def misattributed(answer: str, seen: Seen, question: Question) -> Misattribution | None:
    """Is the answer's number from a line of the same kind about another key ("... for steady-engine
    is: 8387149." asked for noble-fiddle)? A small root copies the first needle of the document preview
    even with the right line in front of it, and keeps doing so unless told which line its number came
    from. None for a number the code computed (printed on a line of its own) or a chain of lines."""
    keys = question.keys
    numbers = _numbers(answer, question.tokens)
    if not keys or not numbers:
        return None
    found = {line: _numbers(line, question.tokens) for line in seen.lines()}  # each line's numbers, once
    about = [line for line, nums in found.items() if nums and any(k.lower() in line.lower() for k in keys)]
    if not about or any(numbers & found[line] for line in about):
        return None
    words = set(tokens(" ".join(keys)))
    kinds = [_template(line, words) for line in about]
    for line, nums in found.items():
        if common := numbers & nums:
            own = _template(line, words)
            if any(len(own & kind) * 2 >= len(own | kind) > 0 for kind in kinds):
                named = [k for k in keys if any(k.lower() in a.lower() for a in about)]
                return Misattribution(sorted(common), clip(line, LINE_CHARS), named,
                                      [clip(a, LINE_CHARS) for a in about[:4]])
    return None


@dataclass(frozen=True)
class Verdict:
    """`reason` None: the answer is taken, resting on `evidence`. Else why not, a key of prompts/notes.md."""

    reason: str | None = None
    misattribution: Misattribution | None = None
    evidence: tuple[Passage, ...] = ()
    unused: tuple[str, ...] = ()  # the question's selecting words a computed figure's code did not use (or the
    # question's name an answer extends: final_extends_key; the block it names: final_other_block)
    first: str = ""  # what the counts printed rank first (or last) when the answer is another of them

    @property
    def accepted(self) -> bool:
        return self.reason is None


# 'login': 69 as Counter and dict print, ('login', 69) as most_common() prints
_COUNTED = re.compile(r"""(?:'([^'\n]{0,60})'|"([^"\n]{0,60})")(?:: |, )(\d+)\b""")  # 'chip "fscsyl-*"', 13; '', 154
_LABEL = re.compile(r"'([^'\n]{1,60})'|\"([^\"\n]{1,60})\"")
_ROW = re.compile(r"""\(((?:(?:'[^'\n]{1,60}'|"[^"\n]{1,60}"), )+)(\d+)\)""")  # ('ALL', 'Lek', 8): each label of a row


def _other_top(answer: str, seen: Seen, ranks: int) -> str:
    """The label a ranking seen with its counts puts alone at the top, when it is not the answer; else ''."""
    said = plain(answer.strip().strip("\"'`."))
    for p in seen.passages:
        rows = _counted_rows(p.text) if not p.quoted else []
        if len(rows) >= 2:
            tops = _top_labels(rows, ranks)
            if len(tops) == 1 and plain(tops[0]) != said:
                return tops[0]
    return ""


def _top_labels(rows: list[tuple[list[str], int]], ranks: int) -> list[str]:
    """The labels of the counted rows ranked first (ranks 1) or last (-1), each once: one, or those tied there."""
    best = (max if ranks > 0 else min)(n for _, n in rows)
    return list(dict.fromkeys(labels[-1] for labels, n in rows if n == best))


_TOP_ONLY = re.compile(r"most_common\(1\)\s*\[0\]\s*\[0\]|most_common\(\)\s*\[0\]\s*\[0\]")  # the top label alone


def _first(answer: str, evidence: Sequence[Passage], ranks: int) -> str:
    """The label the printed counts the answer rests on rank first (ranks 1) or last (-1), when the answer
    is another of their labels or ties with others there, or a name inside one alone: a root answered "praise" under
    Counter({'login': 69, 'praise': 57, ...}); "fschds" under [('chip "fscsyl-*"', 13), ('chip "fschds-*"', 11)]."""
    said = answer.strip().strip("'\".").lower()
    inside = re.compile(rf"(?<![\w-]){re.escape(said)}(?!\w)")
    for p in evidence:
        rows = [([label.lower() for label in labels], n) for labels, n in _counted_rows(p.text)]
        counts = {label: n for labels, n in rows for label in labels}
        held = [label for label in counts if label == said] or [label for label in counts if inside.search(label)]
        named = [label for label in counts if label and re.search(rf"(?<![\w-]){re.escape(label)}(?![\w-])", said)]
        held = held or (named if len(named) == 1 else [])  # 'The method with the most lines is "parse".': the one label
        # the sentence names
        if len(counts) >= 2 and held:
            tops = _top_labels(rows, ranks)
            if len(held) > 1 or counts[held[0]] != counts[tops[0]] or len(tops) > 1:  # ranked below the top, or tied
                return ", ".join(t or "''" for t in tops)  # with others at it ('': records without the field):
            # opcode.py's names were '' 154 times and def_op, name_op, jrel_op and jabs_op once each; or a piece of
            # several labels, which no count says the total of ('ISO-8859-1' of 'nb_NO.ISO-8859-1' and 'da_DK.ISO-8859-1')
        sorted_ = "sorted(" in (p.code or "") and not rows  # ranked by what no count says, in order of rank:
        firsts = [_LABEL.findall(row)[0] for row in _LABELS.findall(p.text)] if sorted_ else []  # [('TCP_FASTOPEN_
        firsts = [(a or b).lower() for a, b in firsts]  # CONNECT', 'Linux 4.11'), ('TCP_FASTOPEN', 'Linux 3.6')]
        if len(firsts) >= 2 and said in firsts[1:] and said != firsts[0]:
            return firsts[0]
    return ""


_LABELS = re.compile(r"""\(((?:'[^'\n]{1,60}'|"[^"\n]{1,60}")(?:, (?:'[^'\n]{1,60}'|"[^"\n]{1,60}"))+)\)""")  # labels


def _counted_rows(text: str) -> list[tuple[list[str], int]]:
    """The labels and the count of each row of the counts a block printed: Counter({'login': 69}) and
    [('sshd', 'auth', 3), ...]."""
    rows = [([a or b], int(n)) for a, b, n in _COUNTED.findall(text)]
    return rows + [([a or b for a, b in _LABEL.findall(labels)], int(n)) for labels, n in _ROW.findall(text)]


def _unranked(answer: str, evidence: Sequence[Passage]) -> bool:
    """Does the answer rest on printed counts (see _first) and name none of their labels? Half the words of "Special
    file types" were among the labels of a ranking of parts ('16.3 ‘test’: Check file types ...'), which held no
    such part."""
    said = plain(answer.strip().strip("'\"."))
    ranked = False
    for p in evidence:
        labels = [plain(label) for labels, _ in _counted_rows(p.text) for label in labels]
        if len(labels) >= 2:
            ranked = True
            if any(label and (label in said or re.search(rf"(?<![\w-]){re.escape(said)}(?!\w)", label)) for label in labels):
                return False
    return ranked


def _other_block(evidence: Sequence[Passage], question: Question, seen: Seen) -> str:
    """The block the question names by the word before the blocks' lead word ("temp1 on coretemp chips") when
    no passage the answer rests on is in it or names it, and one is in another block; else ''. A fresh read
    answered the temp1 label of the k8temp chip for coretemp, which sensors3.conf has no block for."""
    for word in seen.block_words:
        for named in re.findall(rf"([\w.*-]+)\s+{re.escape(word)}s?\b", question.text, re.I):
            named = named.lower()
            if named in STOPWORDS or named.isdigit() or named in question.file_named:
                continue
            blocks = [p for p in evidence if p.part.lower().startswith(word)]
            if blocks and not any(named in f"{p.part} {p.text}".lower() for p in evidence):
                return named
    return ""


def _under_other_heading(answer: str, seen: Seen, question: Question) -> str:
    """The code the question puts its answer under ("the mirror ... under the country code MT") when the answer's one
    line in a document sits under a comment heading that does not name it ('#LOC:BR' over http://ubuntu.mti.mt.gov.br/,
    a URL holding "mt"); else ''."""
    asked = _UNDER_CODE.search(question.text)
    said = answer.strip().strip("\"'`.")
    if asked is None or len(said) < 4:
        return ""
    for d in seen.documents:
        spots = [m.start() for m in re.finditer(re.escape(said), d.text)]
        heads = _line_comment_heads(d.text) if len(spots) == 1 else []
        i = bisect.bisect_right(heads, (spots[0], "\U0010ffff")) - 1 if heads else -1
        if i >= 0 and not re.search(rf"(?<![\w-]){re.escape(asked.group(1))}(?![\w-])", heads[i][1]):
            return asked.group(1)
    return ""


_UNDER_CODE = re.compile(r"\bunder (?:the )?(?:[a-z][\w-]* ){0,3}([A-Z][A-Z\d_]+)\b")  # "under the country code MT"


_ONE_GROUP = re.compile(r"\[\((?:'[^']*'|\"[^\"]*\"|\d+), \d+\)\]")  # a ranking printed with one label alone
# a question asking which item another document lacks: "has no entry of its own among mount(8)'s options"
_ABSENCE = re.compile(r"\bha(?:s|ve) no (?:[\w-]+ ){0,2}(?:entry|entries|mention|section|line|description)\b|"
                      r"\b(?:missing|absent) from\b|"
                      r"\bnot (?:listed|mentioned|documented|described|included) (?:in|among|by)\b", re.I)


def _unheld_qualifier(evidence: Sequence[Passage], question: Question, seen: Seen) -> str:
    """The word the question qualifies the thing it asks of with ("fingerprint" of "fingerprint readers") when no
    document holds it and every quoted line the answer rests on qualifies that thing with another word ("# smart-card
    readers"): those lines are of another kind of the thing, the one asked about is not there; else ''."""
    quoted = [p.text for p in evidence if p.quoted]
    if not quoted or not seen.documents:
        return ""
    for m in _QUALIFIED.finditer(question.text):
        word, noun = m.group(1).lower(), m.group(2).lower()
        if word in STOPWORDS or noun in STOPWORDS or noun in _FRAME or \
                any(re.search(rf"\b{re.escape(stem(word))}", text) for text in seen.lowered):
            continue
        other = re.compile(rf"\b([a-z][\w-]*)\s+{re.escape(noun.removesuffix('s'))}s?\b", re.I)
        if all((said := other.search(text)) and said.group(1).lower() not in STOPWORDS for text in quoted):
            return word
    return ""


_QUALIFIED = re.compile(r"\b(?:to|for|of|on|about|with|by|from|in)\s+(?:(?:the|a|an|all|any)\s+)?([a-z][a-z-]{3,}[a-z])\s+"
                        r"([a-z]{4,})(?=\s*[?.,;]|\s*$)")  # "to fingerprint readers?": a word before the noun a
# preposition takes, ending the phrase (not "of the table labels temp1", a verb and its object)
_FRAME = frozenset({"does", "give", "list", "name", "lists", "names", "gives", "each", "every", "their", "them"})


def _question_word(answer: str, question: Question) -> bool:
    """Is the answer to an extreme one of the question's own plain words ('value' of "the most values"), not a name it
    gives nor one of candidates it offers ("delivery or praise")? What ranks first is something the question does not
    say."""
    said = plain(answer.strip().strip("\"'`."))
    named = {t for a in question.anchors for t in tokens(a)} | {plain(a) for a in question.anchors}  # the class Request
    if not re.fullmatch(r"[a-z]+", said) or re.search(r"\bor\b|:", question.text) or said in named:  # of request.py
        return False
    offered = set(tokens(" ".join(re.findall(r"\(([^)]*)\)", question.text))))  # "(string, integer, boolean)"
    return bool({said, said + "s", said + "es", said.removesuffix("s")} & question.tokens - named - offered -
                question.file_named)  # not Mailbox, the class of "which class in mailbox.py defines the most methods"


def _property_of_placed(answer: str, seen: Seen, question: Question) -> str:
    """What a question asks of the record its place picks ("what is the IR spelling of the attribute defined right
    after StackProtectReq?") when the answer is the name the order view gave that record ("its code:
    'StackProtectStrong'"): the record, not its property. '' otherwise."""
    asked = _PROPERTY_ASKED.search(question.text)
    if asked is None or set(asked.group(1).lower().split()) & {"name", "code", "id", "identifier"}:
        return ""
    said, words = plain(answer.strip().strip("\"'`.")), set(asked.group(1).lower().split())
    return asked.group(1) if any(len(label) == 2 and plain(label[1].strip().strip("'\"")) == said and
                                 not set(label[0].lower().split()) <= words for _, label in _placed_labels(seen)) else ""


def _placed_labels(seen: Seen) -> list[tuple[str, list[str]]]:
    """(line, [field, value]) of each record the order view placed with the name it gave it ("... <- right after the one
    that names 'ꝼ'; its column1: 'Ꞇ'"), (line, []) of one it gave none."""
    return [(line, line.split(PLACED_AS, 1)[1].split(":", 1) if PLACED_AS in line else []) for p in seen.passages
            if ".order(" in p.code for line in p.text.splitlines() if PLACED in line]


_DOCSTRING_ASKED = re.compile(r"\bdocstrings?\b", re.I)
_DOCSTRING = re.compile(r"^[ \t]*(?:async[ \t]+)?(?:def|class)[ \t][\s\S]*?:[ \t]*\n[ \t]*[rRuU]?(\"\"\"|\'\'\')([\s\S]*?)\1",
                        re.MULTILINE)  # a definition's docstring: the strings between them are no docstrings
_MODULE_DOCSTRING = re.compile(r"\A(?:[ \t]*(?:#[^\n]*)?\n)*[ \t]*[rRuU]?(\"\"\"|\'\'\')([\s\S]*?)\1")  # a module's, after
# its comments ("Python Character Mapping Codec cp037 generated from 'MAPPINGS/VENDORS/MICSFT/EBCDIC/CP037.TXT' ..."),
# where the question asks a module's docstring ("that module's docstring"), not a method's ("of mailbox.Maildir.compact")
_MODULE_ASKED = re.compile(r"\bmodule(?:'s)?\s+docstring|\bdocstring\s+of\s+(?:the\s+|that\s+|this\s+)?module\b", re.I)


def _in_docstring(answer: str, question: Question, seen: Seen) -> bool:
    """Do the answer's words beyond the question's (of what it quotes, if it quotes: 'The first paragraph ... states:
    "Stop when ..."') stand together in one docstring of the documents (a module's where the question asks one)?"""
    quoted = max(re.findall(r'"([^"\n]{3,})"', answer) or re.findall(r"(?<!\w)'([^'\n]{3,})'(?!\w)", answer) or [answer],
                 key=len)
    said = value(quoted, question)
    return not said or any(all(t in words for t in said) for d in seen.documents
                           for m in (*(_MODULE_DOCSTRING.findall(d.text) if _MODULE_ASKED.search(question.text) else ()),
                                     *_DOCSTRING.findall(d.text))
                           if (words := set(tokens(m[1]))))


_A_NUMBER = re.compile(r"(?<![\w.])[-+]?(?:0x[0-9a-f]+|\d[\d,.]*)(?![\w])", re.I)  # a number standing alone, not inside a name
_PLACE_IN = re.compile(r"\b(?:before|after|next|previous|preceding|following|follows|precedes|followed|preceded)\b", re.I)


def _other_cell_of_placed(answer: str, seen: Seen, question: Question) -> str:
    """The name the order view gave the record its place picks ("Ꞇ T <- right after the one that names 'ꝼ'; its column1:
    'Ꞇ'"), when the answer to "Which character ... right after ꝼ?" is another cell of that record's line (T, the
    replacement); '' otherwise: where the question asks a property of the placed record ("what is the X of ...", "take
    the constant right after X. What value ...?"), or its asking sentence is no "Which ... right after ...?"."""
    said = plain(answer.strip().strip("\"'`."))
    asking = _asking(question)
    if not said or _PROPERTY_ASKED.search(question.text) or \
            not re.match(r"\s*(?:in [^,?]+,\s*)?(?:(?:at|in|on|from|under|with)\s+)?which\b", asking, re.I) or \
            not _PLACE_IN.search(asking):  # "At which code point does the range listed right after ... begin?" too
        return ""  # "take the constant right after CLONE_NEWCGROUP. What value does the header give it?": its value; "In
        # SpecialCasing.txt, which character's line comes right after ...?" asks which
    for line, label in _placed_labels(seen):
        record = _LEADING.sub("", line.split(PLACED, 1)[0])
        if len(label) != 2:  # placed with no name: a line of cells apart by ';' (SpecialCasing.txt's "1E96; 1E96; 0048
            cells = [c for c in (plain(c) for c in re.split(r"\s*[;\t|]\s*", record)) if c]  # 0331; 0048 0331; # LATIN
            if len(cells) >= 3 and said in cells[1:] and said != cells[0]:  # SMALL LETTER H WITH LINE BELOW"): a cell
                return cells[0]  # after the first is no name of the line
            continue
        named = label[1].strip().strip("'\"")
        if said == plain(record.strip()) and not re.search(rf"(?<![\w-]){re.escape(plain(named))}(?![\w-])", said):
            return named  # "0048 0331", the line shown (its titlecase cell), where the view named it by its comment; not
            # "def close(self):", the line holding its name
        if " " not in said:
            cells = plain(record).split()
            if said != plain(named) and said in cells and plain(named) in cells:
                return named  # as the view writes it
    return ""


def _of_scope_line(answer: str, scope: str, seen: Seen, question: Question) -> bool:
    """Does the answer say nothing the question does not but what a line opening with the scope says ("... is
    #MINVER#." of "libhistory.so.8 libreadline8 #MINVER#")? A sentence naming a symbol "in libhistory.so.8" says more."""
    said = value(answer, question)
    lines = [line for text in seen.lowered for line in text.split("\n") if line.lstrip().startswith(scope.lower())]
    return all(any(token in line for line in lines) for token in said)


def _key_of_placed(answer: str, seen: Seen) -> bool:
    """Is the answer the key of a `key: value` line the order view placed by its value, as the line counted from
    names the word by its value ("XRequest.DPMS.4" of "XRequest.DPMS.4: DPMSEnable", asked which request comes right
    after DPMSSetTimeouts)? The key says where the value is, not what the question asks for."""
    said = plain(answer.strip().strip("\"'`."))
    return any(f"{PLACED_AS}value: " in line and (key := _PLACED_KEY.match(line)) and plain(key.group(1)) == said
               for p in seen.passages if ".order(" in p.code for line in p.text.splitlines() if PLACED in line)


def _name_of_placed(answer: str, seen: Seen, question: Question) -> bool:
    """Is the answer the name the order view gives the record it placed ("... right after the one that names
    'max_outgoing_unix_fds'; its name: 'max_message_size'"), where the question's last sentence asks a value of it
    ("What default value does the file show for it?"); not "Which enum value is listed right after GREEN?"."""
    said = plain(answer.strip().strip("\"'`."))
    refers = re.search(r"\b(?:it|its)\b", question.text.rsplit(".", 1)[-1] if "." in question.text else "", re.I)
    return bool(refers) and bool(question.asking & {"value", "values", "number", "default"}) and any(
        len(label) == 2 and label[0] == "name" and plain(label[1].strip().strip("'\"")) == said
        for _, label in _placed_labels(seen))


_KEY_ASKED = {"key", "keys", "resource", "resources", "name", "names", "setting", "settings"}  # "what is the key of the
# line right after ...": the key is asked
_PLACED_KEY = re.compile(r"(?:\[[^\]]*\][ \t]*)?([^\s:=\[]+)[ \t]*[:=]")  # "XRequest.DPMS.4: DPMSEnable <- ..."
_PROPERTY_ASKED = re.compile(r"\bwhat is the ((?:[\w-]+ ){0,2}[\w-]+) of the [\w-]+ (?:[\w-]+ )?(?:right |just )?(?:before|after)\b",
                             re.I)


def _owner_counted(evidence: Sequence[Passage], question: Question) -> str:
    """The name whose items a count asks for ("how many of networkservices's resource collections", "how many
    versions of X") when the code behind it keeps records by that name as their own name or key: it counted the owner,
    not what it holds. '' otherwise."""
    owners = re.findall(r"\b([\w.-]+)['\u2019]s\s+(?:[\w-]+\s+){0,2}[\w-]+s\b", question.text) + \
        re.findall(r"\bhow many [\w-]+s\s+(?:[\w-]+\s+){0,2}of (?:the (?:[\w-]+ )?)?([\w.-]+)", question.text, re.I) + \
        re.findall(r"\bhow many [\w-]+s\b[^?]*?\bfor (?:the )?(?:[\w-]+ )?([A-Za-z_][\w.-]*_[\w.-]*)", question.text,
                   re.I) + \
        re.findall(r"\bhow many (?:[\w-]+ )?[\w-]+s\s+does\s+(?:[\w./-]+['\u2019]s\s+)?([A-Za-z_][\w.-]*_[\w.-]*)\s+"
                   r"(?:set|hold|have|list|define|take|contain|use)\b", question.text, re.I) + \
        re.findall(r"\bhow many (?:[\w-]+ )?[\w-]+s\s+does\s+(?:[\w./-]+['\u2019]s\s+)?([A-Za-z_][\w.-]*)\s+(?:key|field|"
                   r"setting|variable|option|entry)\s+(?:set|hold|have|list|contain|give)\b", question.text, re.I)  # "How
    # many MIME types does vim.desktop's MimeType key list?": its items, not the one line keyed MimeType; "How many functions does
    # posixoptions(7) list as present for the option _POSIX_TRACE_EVENT_FILTER?"; "How many syntax bits does regex.h's
    # RE_SYNTAX_POSIX_BASIC set?": what the name holds, not the records naming it
    codes = [p.code for p in evidence if p.code]
    for owner in (o.rstrip(".") for o in owners):
        tests = rf"""\[['"]{{}}['"]\]\s*==\s*['"]{re.escape(owner)}['"]|['"]{re.escape(owner)}['"]\s+in\s+str\(r\[['"]{{}}['"]\]\)"""
        if any(re.search(tests.format("(?:name|key)", "(?:name|key|title)"), c, re.I) for c in codes) and \
                not any(re.search(tests.format("parent", "parent"), c, re.I) for c in codes):  # not found first, then its
            # items
            return owner
    return ""


def _other_stanza(answer: str, evidence: Sequence[Passage], question: Question, seen: Seen) -> str:
    """The key the question names a stanza of `Key: value` lines by (tzdata/Zones/Europe, its Template) when a passage
    the answer rests on lies in another stanza of that document and the named one does not hold the answer, else ''.
    A search of Choices-lt.UTF-8 printed that field of every template; the one read was the Pacific zones', asked what
    Europe's calls Zurich. (A licence's own stanza "License: Apache-2" answers for the files whose stanza names it.)"""
    document = itself(question, seen)  # e2fsprogs of "e2fsprogs' copyright file": its header stanza's Source
    keys = [k for k in question.anchors if ("/" in k or identifier(k)) and k.lower() not in document]
    for p in evidence if keys else ():
        if p.doc >= len(seen.documents):
            continue
        text = seen.documents[p.doc].text
        words = p.text.split()[:STANZA_WORDS]
        found = [m.start() for m in re.finditer(r"\s+".join(map(re.escape, words)), text)] if p.at is None else [p.at]
        if p.at is None and len(words) < STANZA_WORDS or len(found) != 1:
            continue
        stanza = text[slice(*_stanza(text, found[0]))]
        if not re.match(r"[\w-]+:[ \t]", stanza):
            continue
        for key in keys:
            named = re.compile(rf"^[\w-]+:[ \t]+{re.escape(key)}[ \t]*$", re.M | re.I)
            if (m := named.search(text)) and not named.search(stanza) and \
                    plain(answer.strip()) not in plain(text[slice(*_stanza(text, m.start()))]):
                return key
    return ""


def _stanza(text: str, at: int) -> tuple[int, int]:
    """(start, end) of the blank-line-separated stanza holding offset `at`."""
    start, end = text.rfind("\n\n", 0, at), text.find("\n\n", at)
    return (start + 2 if start >= 0 else 0), (end if end >= 0 else len(text))


STANZA_WORDS = 6  # words of a passage that find it once in its document


# the thing asked for is in the document more than once: "One option ... appears twice: once commented out ..."
_TWICE = re.compile(r"\b(?:appears?|occurs?|is (?:listed|set|given|named)|shows? up)\s+(?:twice|two times|more than once)\b",
                    re.I)
# a word that compares: a line saying which one is the largest answers an extreme on its own
_COMPARED = re.compile(r"\b(?:most|least|fewest|largest|highest|biggest|longest|smallest|lowest|shortest|maximum|"
                       r"minimum|max|min|more|fewer|less|larger|higher|longer|smaller|lower|shorter)\b", re.I)
# what the item asked for is one of: "which symbol of libhistory.so.8"
_SCOPE = re.compile(r"\bwhich [a-z]+ of (?:the [a-z]+ )?([\w./:+-]*\w)", re.I)
_EARLIER = re.compile(r"\b(?:earlier|later|older|newer|before|after)\b", re.I)  # a pair compared in time
# two items the question compares by name: "which of the two symbols A and B has ... the earlier version"
_PAIR_COMPARED = re.compile(r"\bwhich of (?:the two (?:[\w-]+ ){0,2}?)?([\w.:/+-]*\w) and ([\w.:/+-]*\w)\b", re.I)
_IN_TIME = re.compile(r"(?<![\w-])(?:newest|latest|oldest|earliest|most recent(?:ly)?)(?![\w-])", re.I)  # an extreme of dates or versions
KEYED_LINES = 2  # lines a word must lead to be a key of the document's statements
KEYED_SHARE = 4  # and it leads one in this many of its mentions: "command", 400 times in the coreutils manual, leads 30 lines


def _keyed(question: Question, seen: Seen) -> str:
    """The kind of thing the question asks for ("what label does ...") when it is a key that leads lines of
    the documents (gai.conf's "#label ::/0 1", "#precedence ::/0 40"), else '': the answer is then on one of
    those lines. Asked the label of the prefix with precedence 40, a fresh read gave the prefix, off a
    precedence line."""
    if question.aggregates:
        return ""  # what a count or an extreme compares is no key of one line
    return next((word for word in sorted(question.framing) if " " not in word and len(word) >= 3 and
                 word not in STOPWORDS and (lead := seen.leading[word]) >= KEYED_LINES and
                 mentions(word, seen.lowered, lead * KEYED_SHARE) <= lead * KEYED_SHARE), "")


_PAIR = re.compile(r'"([\w .-]{1,40})"\s*:\s*"([^"\n]{0,200})"')  # a JSON object's "key": "value"


def _field_not_name(answer: str, evidence: Sequence[Passage]) -> bool:
    """Is the answer the value of another field of a record that has a name field ("sai", the alpha_3 of
    `{ "alpha_3": "sai", "name": "South American Indian (Other)" }`, for "under what name")?"""
    said = answer.strip().strip("\"'`.").lower()
    for p in evidence:
        pairs = [(k.lower(), v.strip().lower()) for k, v in _PAIR.findall(p.text)]
        named = [v for k, v in pairs if "name" in k]
        whole = re.compile(rf"(?<!\w){re.escape(said)}(?!\w)")  # "Goth" is no word of the name "Gothic"
        if named and not any(whole.search(v) for v in named) and any(v == said for k, v in pairs if "name" not in k):
            return True
    return False


def _counts(seen: Seen) -> list[tuple[int, Passage]]:
    """The counts blocks that read the documents printed alone on a line, with the passage of each."""
    return [(int(p.text.strip()), p) for p in seen.passages
            if p.code and not p.quoted and p.text.strip().isdigit() and reads(p.code)]


def _disputed(answer: str, seen: Seen, question: Question) -> bool:
    """Did another block print a different count that these rules would take as well (it read the
    documents, tested every selecting word of the question, kept records by nothing it does not name and,
    asked how many times a word appears, did not count sentences)? Two such counts cannot both be the
    answer: 'tzdata' in an entry's head counts 45 versions, 'tzdata' in its body 11."""
    said = answer.strip()
    return any(p.text.strip() != said and not unused(question, seen, [p]) and not narrowed(question, [p])
               and not (question.occurrences and _sentences(p.text, [p], seen)) for _, p in _counts(seen))


# how a question asks, and how it points at a heading: no line says "what", and a heading ("12. No Surrender of
# Others' Freedom.") does not say "section" or "title"
_ASKING = frozenset("what which who whom whose when where how why title titled heading headed called section subsection "
                    "chapter".split())
_SEARCH_ONLY = re.compile(r"\bsearch\(")
_COMPUTES = re.compile(r"\b(?:records|where|ask_each|llm_call|llm_batch|len|Counter|sorted|max|min|sum)\(")


def _sentences(answer: str, evidence: Sequence[Passage], seen: Seen) -> tuple[str, ...]:
    """The patterns a count of occurrences searched for that the documents hold a different number of times
    than the count (ignoring case, as search() does): len(search(p)) counts the sentences holding p, and
    "Licensor" twice in one sentence was counted once."""
    said = answer.strip()
    if not said.isdigit():
        return ()
    found = []
    for pattern in dict.fromkeys(p for e in evidence for p in searched(e.code)):
        try:
            times = sum(len(re.findall(pattern, d.text, re.I)) for d in seen.documents)
        except re.error:
            continue
        if times and times != int(said):
            found.append(pattern)
    return tuple(found)


def _wording(text: str) -> str:
    return " " + " ".join(re.findall(r"[a-z0-9]+", plain(text))) + " "


SPLICED_WORDS = 3  # two words of a line side by side may be a name and its value; three cut apart are a new phrase


def spliced(answer: str, evidence: Sequence[Passage], question: Question) -> bool:
    """Is an item of the answer three or more words of one passage that the passage does not hold in a row?
    Then it is a phrase cut together, not read: asked for the command of the next apt run, a root answered
    "apt-get install -y libmagic1", the words of the line "apt-get install -y freeglut3-dev ... libmagic1 ..."."""
    texts = [_wording(p.text) for p in evidence]
    for item in items(answer, question):
        phrase = _wording(item)
        words = phrase.split()
        if len(words) >= SPLICED_WORDS and not any(phrase in t for t in texts) and \
                any(all(f" {w} " in t for w in words) for t in texts):
            return True
    return False


_GOES_ON = re.compile(r"[._]\w(?:[\w.-]*\w)?")  # '.ISO-8859-15' after et_EE, '.5' after 3: the rest of one value


_RIGHT = re.compile(r"\b(?:right|just|immediately|directly)\s+(?:before|after)\b", re.I)


def wrong_side(answer: str, evidence: Sequence[Passage], question: Question) -> bool:
    """Is the answer, on every line of the evidence that lists it and the item the question counts from, on the
    other side of that item? Asked which manual section comes right after "l" in `SECTION 1 n l 8 3`, a fresh
    read answered n ("right after": next to it, not further on). A line that lists them is their order."""
    side = next((s for s in ("after", "before") if question.words & SIDES[s]), None)  # the order words records().order reads
    said, ref = answer.strip().strip("\"'`.").lower(), str(question.reference).lower()
    if side is None or not said or " " in said:
        return False
    lines = [p.text.split(PLACED)[0].lower() for p in evidence]  # not what the loop says of a placed record
    listed = [items for line in lines if said in (items := re.findall(r"[^\s,;]+", line)) and ref in items]
    if not listed:
        return False
    step = 1 if side == "after" else -1
    if _RIGHT.search(question.text):  # "right after": the next one, not any later one
        return not any(items.index(said) == items.index(ref) + step for items in listed)
    return not any((items.index(said) - items.index(ref)) * step > 0 for items in listed)


def _file_side(answer: str, question: Question, seen: Seen) -> bool:
    """Does the one document hold both the answer and the item a question in the file's order counts from ("Which
    exported function does png.h declare right after png_set_gAMA_fixed?"), the answer only on the other side of it? A
    fresh read of a window around the item answered png_get_gAMA, declared ten lines before it. Not for releases and
    versions, whose order is in time (a changelog lists its newest first), nor for numbers and codes (errno(3) lists
    its codes by name), nor over two documents."""
    side = next((s for s in ("after", "before") if question.words & SIDES[s]), None)
    said, ref = answer.strip().strip("\"'`.").lower(), str(question.reference).lower()
    if side is None or not said or " " in said or VERSION.search(said) or VERSION.search(ref) or \
            _TIME_ORDER.search(question.text) or not _FILE_ORDER.search(question.text) or len(seen.documents) != 1:
        return False  # errno(3) lists its codes by name: "the number right after ENOMEM" is no place in the file
    text = seen.documents[0].text.lower()
    at = [m.start() for m in re.finditer(rf"(?<![\w.-]){re.escape(said)}(?![\w-])", text)]
    ref_at = [m.start() for m in re.finditer(rf"(?<![\w.-]){re.escape(ref)}(?![\w-])", text)]
    if not at or not ref_at:
        return False
    return max(at) < min(ref_at) if side == "after" else min(at) > max(ref_at)


_NULL = re.compile(r"None|null|NULL|nil|undefined", re.I)  # a language's nothing
_NAMED_THINGS = frozenset({"function", "functions", "class", "classes", "method", "methods", "module", "file", "files",
                           "section", "heading", "release", "page", "option", "command", "directory", "program",
                           "package", "service", "header", "constant", "macro", "key", "variable"})
_TIME_ORDER = re.compile(r"\b(?:releases?|released|versions?|came|comes?|earlier|later|newer|older|dated?|years?|"
                         r"numbers?|numbered|numerically|values?|codes?)\b", re.I)
_FILE_ORDER = re.compile(r"\b(?:declares?|defines?|lists?|documents?)\b[^?]*\bright\s+(?:after|before)\b", re.I)  # the
# file's own order: "Which exported function does png.h declare right after png_set_gAMA_fixed?"


def cut_short(answer: str, evidence: Sequence[Passage]) -> str | None:
    """The longer value the answer only begins, when every line holding it goes straight on with a
    dot or an underscore and more of the same token: asked what "estonian" expands to, a root answered
    "et_EE" off the line "estonian et_EE.ISO-8859-15". Not a port before "/tcp" or a word before "-".
    None when some line holds the answer whole."""
    if not (said := answer.strip().strip("\"'`")):
        return None
    wholes = []
    for p in evidence:
        for m in re.finditer(rf"(?<![\w.]){re.escape(said)}", p.text):
            if not (rest := _GOES_ON.match(p.text, m.end())):
                return None
            wholes.append(said + rest.group())
    return wholes[0] if wholes else None


_EVERY = re.compile(r"\b(?:name every|name them all|name all|list (?:all|every|them all)|every one of them)\b", re.I)  # a
# question asking for each item of a list
_SPAN = re.compile(r"(?<![\w+])(?:U\+)?[\w.]*\d[\w.]*\s+(?:to|through|thru)\s+(?:U\+)?[\w.]*\d")  # "U+20000 to U+2FFFF"


def _clipped_copy(answer: str, seen: Seen) -> bool:
    """Does the answer end where a display cut a passage short ("..., CJK Unified Ideographs Ext ..." of a line printed
    head and tail), the '...' not the document's own?"""
    said = " ".join(answer.split())
    if not said.endswith(("...", "\u2026")):
        return False
    tail = plain(said[-40:])
    return not any(tail in " ".join(text.split()) for text in seen.lowered)


def list_cut(answer: str, evidence: Sequence[Passage]) -> bool:
    """Is the answer items of a list the passages it rests on open and do not close: "return _check_methods(C,
    '__iter__', '__next__'," is a line of a call whose arguments go on ('send', 'throw', 'close'), and "__iter__,
    __next__" only its start? Any passage that holds the whole list (its bracket closed) answers for it."""
    said = [t.strip().strip("\"'`") for t in re.split(r"[,;]|\band\b", answer.strip().strip("[](){}"))]
    said = [t for t in said if t]
    if len(said) < 2:  # one value (width=70 of a signature its lines go on with) is no list's start
        return False
    cut = False
    for p in evidence:
        opened: list[int] = []
        for i, c in enumerate(p.text):
            if c in "([{":
                opened.append(i)
            elif c in ")]}" and opened:
                opened.pop()
        tail = p.text[opened[0] + 1:] if opened else ""
        if not opened or not all(re.search(rf"(?<![\w.]){re.escape(t)}(?![\w])", tail) for t in said):
            return False  # this passage holds the answer otherwise: whole, or not as a list it cuts
        cut = True
    return cut


def read_not_found(answer: str, evidence: Sequence[Passage], not_found: Sequence[str], question: Question,
                   seen: Seen) -> bool:
    """Was the answer picked from search hits that a fresh read of them (`not_found`: the lines of each
    read that said NOT FOUND) found no answer in, and that lack a word of the question the documents use
    elsewhere? Then it is a guess among lines that do not say it: asked when sgml-base was removed, a root
    answered the time of the line "status unpacked sgml-base" after the fresh read of the hits said NOT
    FOUND (no line says sgml-base was removed; others say "remove"). An answer the code computed (the loop's
    order view, a count) stands on the computation, which a reader of its lines may not follow; lines
    printed by no code are the loop's own search hits (names followed, a sub-question's quotes)."""
    said = plain(answer)
    if not evidence or not any(said in plain(lines) for lines in not_found) or placed(answer, seen, question):
        return False  # the record the order view placed from the item asked: imaplib's UNSUBSCRIBE after UID, refused thrice
    if not all(not p.code or (_SEARCH_ONLY.search(p.code) and not _COMPUTES.search(p.code)) for p in evidence):
        return False
    text = plain(" ".join(f"{p.part} {p.text}" for p in evidence))
    words = question.tokens - STOPWORDS - UNITS - _ASKING - itself(question, seen)
    stems = {stem(w) for w in words if len(w) >= 3 and not w.isdigit()}
    return any(not re.search(rf"\b{re.escape(w)}", text) and any(re.search(rf"\b{re.escape(w)}", d) for d in seen.lowered)
               for w in stems)


def judge(answer: str, seen: Seen, question: Question, *, forced: bool = False, printed: bool = False,
          said_before: bool = False, not_found: Sequence[str] = ()) -> Verdict:
    """`_rules`; then, of an answer they take, one picked from search hits that a fresh read found no
    answer in (`not_found`: the lines of each read that said NOT FOUND; see read_not_found) is refused."""
    verdict = _rules(answer, seen, question, forced=forced, printed=printed, said_before=said_before)
    if verdict.accepted and read_not_found(answer, verdict.evidence, not_found, question, seen):
        return Verdict("final_read_not_found")
    return verdict


def _unnamed_key(answer: str, evidence: Sequence[Passage], seen: Seen, question: Question) -> str:
    """The key of the quoted `'key': 'answer'` item the answer is the value of in every line it rests on, when neither
    the question nor any other line seen names that key; else ''. Asked what locale_alias expands the locale name of
    0x500a to, a fresh read of the table's first line answered 'a3''s value: a table's item answers for its key."""
    said = answer.strip().strip("\"'`.")
    item = re.compile(rf"['\"]([^'\"]+)['\"]\s*:\s*['\"]{re.escape(said)}['\"]")
    keys = [[m.group(1) for m in item.finditer(p.text)] for p in evidence]
    if not said or not keys or not all(keys):
        return ""
    others = [question.text] + [p.text for p in seen.passages if p not in evidence]
    named = [k for ks in keys for k in ks if any(re.search(rf"(?<![\w.-]){re.escape(k)}(?![\w-])", t, re.I) for t in others)
             or sum(len(re.findall(rf"['\"]{re.escape(k)}['\"]\s*:", d.text)) for d in seen.documents) > 1]  # a field's
    return "" if named else keys[0][0]  # name, which every JSON object gives ("alpha_3": "sas"), is no item's key


def _starred(answer: str, evidence: Sequence[Passage]) -> bool:
    """Is a one-word (or dotted) answer written only right after a '*' in the lines it rests on, the rest of a name that begins with
    it? Asked for a resource's name, "label18" for Editres' "*label18", "porthole.tree.width" for "*porthole.tree.width"."""
    said = answer.strip().strip("\"'`.")
    if not re.fullmatch(r"[A-Za-z][\w.]*", said):
        return False
    texts = [p.text for p in evidence]
    return any(f"*{said}" in t for t in texts) and not any(re.search(rf"(?<![\w*.]){re.escape(said)}(?!\w)", t) for t in texts)


def _piece_of_name(answer: str, evidence: Sequence[Passage]) -> bool:
    """Is a one-word answer only a piece of a name joined with '_' in the lines it rests on? Asked which function
    locale.py defines right after _format, a fresh read answered "localize" off `formatted = _localize(...)`, and
    localize is another function defined later."""
    said = answer.strip().strip("\"'`.")
    if not re.fullmatch(r"[A-Za-z]\w*", said):
        return False
    texts = [t.lower() for p in evidence for t in (p.text, p.part)]
    piece = re.compile(rf"(?<=_){re.escape(said.lower())}(?![^\W_])|(?<![^\W_]){re.escape(said.lower())}(?=_)")
    return not any(_word(said.lower(), t) for t in texts) and any(piece.search(t) for t in texts)


def _other_label(answer: str, evidence: Sequence[Passage], question: Question) -> bool:
    """Is the answer only in the heading that labels its lines, a heading that does not name the version the question
    asks about while the line itself does? Asked the date of man-db 2.4.4, a fresh read answered the date of the
    heading "man-db 2.5.4 (24 February 2009)" over a line that says "since 2.4.4"."""
    said = plain(answer.strip().strip("\"'`."))
    versions = [plain(a) for a in question.anchors if _VERSIONED.fullmatch(a)]
    return bool(said and versions and evidence) and all(
        said in plain(p.part) and said not in plain(p.text) and any(v in plain(p.text) and v not in plain(p.part)
                                                                     for v in versions) for p in evidence)


_VERSIONED = re.compile(r"v?\d+(?:\.\d+)+[\w.~+-]*")  # 2.4.4, 1.6.1


def _typed(answer: str, evidence: Sequence[Passage]) -> bool:
    """Is a count or an extreme the code printed a value the code set itself (`release_version = '3.3'`), not one it
    computed? Asked which tmux release lists the most items, a root's code took one section and printed '3.3', typed.
    Not the options a reading offers (`ask_each(..., "delivery, refund or praise?")`): those are labels, counted."""
    said = plain(answer.strip().strip("\"'`.").strip())
    return bool(said) and any(not p.quoted and said in map(plain, assigned(p.code)) for p in evidence)


def _names_release(text: str, seen: Seen) -> bool:
    """Does the text hold a version one of the documents' release headings names, whole (not 2.0 of 2.0.1)?"""
    return any(re.search(rf"(?<![\w.]){re.escape(r)}(?![\w]|\.\w)", text) for r in seen.releases)


_RELEASES_ASKED = re.compile(r"\b(?:which|what)\s+(?:[\w-]+\s+)?(?:releases|versions)\b(?!\s+(?:dates?|days?|years?|tags?)\b)",
                             re.I)  # a list of them
_RELEASE_ASKED = re.compile(r"\b(?:which|what)\s+(?:[\w-]+\s+)?(?:release|version)\b(?!\s+(?:date|day|year|tag|triple)\b)|"
                            r"\bgive\s+the\s+version\b", re.I)  # not "What release date does NEWS give", "What interface version tag"


def _example_tested(text: str, evidence: Sequence[Passage]) -> str:
    """A name of the example a question gives of the items it counts ("... redirect to a cards.pcm.<name> definition
    (like `pcm.front cards.pcm.front`)") that the code computing the figure tests: one item, not the kind it
    illustrates (a root counted the lines naming pcm.front: 1). '' if none."""
    for m in _EXAMPLE.finditer(text):
        said = text[:m.start()] + text[m.end():]
        for name in re.findall(r"[\w.:-]*[.:_][\w.:-]+|\w+\[\w+\]", m.group(1)):
            if name not in said and any(name.lower() in p.code.replace("\\", "").lower() for p in evidence):
                return name
    return ""


# "(like `pcm.front ...`)", "(a line such as "# mkdir[SVC] = BOOLEAN")"
_EXAMPLE = re.compile(r"\((?:[\w-]+\s+){0,3}?(?:like|such as|e\.g\.,?|for example,?)\s+([^)]+)\)", re.I)


def _other_release(answer: str, evidence: Sequence[Passage], question: Question, seen: Seen) -> str:
    """The release the lines an answer rests on are notes of, when it is another than the one release the question
    names: "on what date was OpenSSL 0.9.6j released?" was answered from "### Major changes between OpenSSL 0.9.6j and
    OpenSSL 0.9.6k [30 Sep 2003]", 0.9.6k's heading. Not where the question picks by place ("the release after
    0.9.6j") or hops, nor for an answer that is itself a version."""
    asked = [v for v in dict.fromkeys(VERSION.findall(question.text)) if v in seen.releases]
    quoted = [p for p in evidence if p.quoted]
    if len(asked) != 1 or not quoted or question.ordered or question.hop or question.relational or \
            VERSION.search(answer):
        return ""
    found = set()
    for p in quoted:
        said, version = re.escape(answer.strip()), re.escape(asked[0])
        if re.search(rf"{said}[ \t]+(?:[Vv]ersion[ \t]+|[Rr]elease[ \t]+)?v?{version}(?![\w.])|(?<![\w.]){version}[ \t]*"
                     rf"[(,\[-][ \t]*{said}", p.text):
            return ""  # a hit that runs into the release's own heading ("... (Christian) ---- November 18th 1998 version
            # 2.3h ----"), the answer next to its version; not an item above it, nor "0.9.6j and 0.9.6k [30 Sep 2003]"
        holding = [h for h in seen.heads[p.doc] if h[0] <= (p.at or 0) + 8]  # the heading a hit on it starts at
        # ('### '), or before
        release = max(holding, default=None, key=lambda h: h[0])
        if release is None or release[3] == asked[0]:
            return ""
        found.add(release[3])
    return ", ".join(sorted(found))


def _unrendered(answer: str, seen: Seen) -> bool:
    """Do the documents say the answer only in markup comments no reader sees (roff's `.\\"`, `<!-- -->`)? Asked for
    one of a man page's sections, its `.\\" * MAIN CONTENT STARTS HERE *` was taken. (A comment may hold what a
    question asks of the file, a copyright line; never one of its sections.)"""
    said = plain(answer.strip().strip("\"'`.").strip())
    if len(said) < 3:
        return False
    first = said.split()[0]
    lines = [line for d in seen.documents for line in d.text.splitlines()
             if first in line.lower() and said in plain(line)]
    return bool(lines) and all(_MARKUP_COMMENT.match(line) for line in lines)


_PARTS = frozenset({"section", "sections", "subsection", "subsections", "heading", "headings", "chapter", "chapters",
                    "part", "parts"})
_MARKUP_COMMENT = re.compile(r"""\s*(?:[.']\s*\\"|\\"|<!--(?:(?!-->).)*-->\s*$)""")


_WITHIN_RELEASE = re.compile(r"\b(?:heading|label|subsection)\b[^?]*\b(?:of|in|within)\s+(?:its|the|that)\s+release(?:['\u2019]s)?\b",
                             re.I)  # "Under which heading of its release's section does NEWS list the change ...?"


def _release_heading(answer: str, question: Question) -> bool:
    """Is the answer to a question asking for the heading a change is listed under within its release a release's own
    heading ("Noteworthy changes in version 1.9.0 (2021-01-19)", not its " * Bug fixes:")? A version in it says so."""
    return _WITHIN_RELEASE.search(question.text) is not None and re.search(r"(?<![\w.])v?\d+\.\d+", answer) is not None


def _not_heading(answer: str, seen: Seen, question: Question) -> bool:
    """Is the answer to "under which subsection is X listed" no heading seen: neither the part a hit says it is in
    ("[at 13510, in REPLICATION, Standby Servers]": of a subsection, the last one), a line of the headings view, the
    section a count of records by their section (or subsection, if asked) ranks first, nor the part the lookup view
    gave? Asked under which `# - ... -` heading of postgresql.conf a setting is listed, a fresh read gave the setting on
    the line before."""
    if not (under := _UNDER_WHICH.search(question.text)):
        return False
    said = plain(answer.strip().strip("\"'`.").strip())
    if level := re.search(r"(#{1,6}) heading", under.group(0)):  # "under which ### heading": a line "### <answer>",
        written = re.escape(answer.strip().strip("\"'`."))  # not the release's "## 117.0.0"
        return not any(re.search(rf"^{level.group(1)}[ \t]+{written}[ \t]*$", d.text, re.M) for d in seen.documents)
    parts = [p.part for p in seen.passages if p.part]
    inner = "sub" in under.group(0).lower() or re.search(r"['\u2019]s headings?\b", under.group(0)) is not None  # "under
    # which option's heading": the heading of the option's own subsection, not the section over the options
    if inner and any(", " in part for part in parts):  # a section's own lines ("in
        parts = [part.rsplit(", ", 1)[1] for part in parts if ", " in part]  # REPLICATION") name no subsection
    heads = [plain(part) for part in parts] + \
        [plain(p.text) for p in seen.passages if "headings(" in p.code] + [asked for asked, _ in _looked_up(seen)]
    field = "subsection" if "sub" in under.group(0).lower() else "section|part|chapter|heading"
    counted = [rows for p in seen.passages if re.search(rf"Counter\(r\[['\"](?:{field})['\"]\]", p.code) and
               (rows := _counted_rows(p.text))]  # matplotlibrc's Counter(r['section'] for r in records() ...): its
    # sections' counts, the top one the banner with the most settings
    ranked = {plain(label) for rows in counted for label in (_top_labels(rows, question.ranks) if question.ranks else
                                                              [labels[-1] for labels, _ in rows])}
    return not any(said and said in head for head in heads) and said not in ranked


_UNDER_WHICH = re.compile(r"\bunder which (?:of [\w.'-]+ |[\w-]+(?:['\u2019]s)? |#{1,6} )?(?:sub)?(?:sections?|headings?|chapters?|"
                          r"parts?)\b|\b(?:under|inside|within|in) which (?:#?[\w-]+ )?blocks?\b", re.I)  # "under which
# subsection of postgresql.conf", "under which tool's heading", "under which CAPI3REF heading", "inside which #ifdef block";
# not "in which section is the package X", a field of its record


def _word_counted(evidence: Sequence[Passage], question: Question) -> bool:
    """Was a count of items computed as the times the items' own word appears (`text.count('item')` for "how many
    items does NEWS list under Fixes")? The word is seldom written beside each item. A question that counts a word's
    occurrences asks for that."""
    if not question.counts or question.occurrences or question.by_meaning:  # labels counted by meaning are words
        return False
    counted = {w.rstrip("s") for w in question.counted if len(w) >= 3}
    keys = {k.lower() for k in question.anchors if identifier(k)}  # "(RetAttr among their properties)": its mentions,
    # its own definition among them, are no count of the attributes that list it
    return any(w.lower().rstrip("s") in counted or w.lower() in keys for p in evidence
               for w in _COUNT_CALL.findall(p.code or "") + _FOUND_CALL.findall(p.code or ""))


_COUNT_CALL = re.compile(r"""\.count\(\s*r?['"]\s*([A-Za-z][\w-]*)\s*['"]\s*\)""")  # text.count('item')
_FOUND_CALL = re.compile(r"""re\.findall\(\s*r?['"](?:\\b)?([A-Za-z_][\w-]*)(?:\\b)?['"]""")  # re.findall(r'RetAttr', text)


def placed(answer: str, seen: Seen, question: Question) -> bool:
    """Is the answer in a record the order view placed from the item the question counts from? The view computed
    the place, so neither a fresh read's NOT FOUND nor a checker reading run-together lines outweighs it."""
    return _in_placed(answer, question, _placed(seen, question))


def _in_placed(answer: str, question: Question, records: list[str]) -> bool:
    """Does one record the order view placed (`records`) hold every word of the answer (not 'mozilla' alone), a name
    whole (not role_usage_grants for "CREATE VIEW usage_privileges", whose 'usage' is the answer's one new word)?"""
    bare = answer.strip().strip("\"'`.")
    said = plain(bare)
    whole = identifier(bare) and re.fullmatch(r"[\w.:-]+", said)
    return any(re.search(rf"(?<![\w.-]){re.escape(said)}(?![\w-])", r) if whole else all(t in r for t in value(answer, question))
               for r in records)


def _reference_value(answer: str, seen: Seen, question: Question) -> bool:
    """Is the answer to "which alias follows '1251'" a value the item counted from holds itself (`'1251' : 'cp1251'`),
    and no placed record's name? The placed record `'windows_1251' : 'cp1251'` holds it too, and a fresh read of
    both lines answered cp1251."""
    said, ref = plain(answer.strip().strip("\"'`.")), str(question.reference or "").lower()
    placed = _placed(seen)
    if not ref or not placed or not said or said == ref or \
            any(plain(placed_name(p.text, question) or "") == said for p in seen.passages if ".order(" in p.code):
        return False  # the name the order view gives the placed record (_localize after _format, which calls it)
    records = [" ".join(_LEADING.sub("", p).split()) for p in placed]
    word = re.compile(rf"(?<![\w.-]){re.escape(said)}(?![\w-])")
    named = re.compile(rf"['\"]?{re.escape(ref)}['\"]?(?![\w-])")
    return any(PLACED not in line and word.search(text := " ".join(plain(_LEADING.sub("", line)).split())) and
               named.match(text) and not any(r in text for r in records) and any(word.search(r) for r in records)
               for line in seen.lines())  # the item's own line, which it begins; not one running it into the placed one


_LEADING = re.compile(r"^\s*\[[^\]]*\]\s*")  # a line's location, "[at 2373] "


def _holds_reference(answer: str, question: Question) -> bool:
    """Does the answer to a question that picks by place hold a key with digits the question names, the one the place
    is counted from? "the section for version 1.2.0 is followed directly by the section for which older version?" was
    answered with 1.2.0's own heading. 1.2.0.1 or 11.2.0 holds no 1.2.0."""
    return any(re.search(rf"(?<![\w.]){re.escape(a)}(?![\w]|\.\d)", answer)
               for a in question.anchors if (re.search(r"\d\.\d", a) or re.search(r"\d", a) and re.search(r"[A-Za-z]", a))
               and not _NUMBERED_NAME.fullmatch(a))  # a version or a key; not a year, which a date of the record asked
    # for holds ("the first release of 2020"), nor the library a symbol is of ("Which symbol of libhistory.so.8 ...")


def _placed(seen: Seen, question: Question | None = None) -> list[str]:
    """The records the loop's order view placed for the question ("[at 2420] ... <- right after the one that
    names X"): where the record a place picks is, read off the records in order, not off lines read afresh
    (a fresh read of a followed window of lines took "the line after X" from the text after X's name). With the
    `question`, only those placed from the item it counts from (not "names 'host'", asked what follows EscapeChar)."""
    ref = str(question.reference).lower() if question is not None else None
    named = ("",) if ref is None else (f"names {ref!r}", f"after {ref!r} in ", f"before {ref!r} in ")  # or an item of a
    # list ("right after 'AT_END_LINE' in the list of ATCODES = ...")
    return [plain(" ".join([line.split(PLACED)[0]] + line.split(PLACED)[-1].split(PLACED_AS)[1:2]))  # with the name it
            for p in seen.passages if ".order(" in p.code  # gives ("; its full name: 'DW_AT_ALTIUM_loclist'")
            for line in p.text.splitlines() if PLACED in line and any(n in line.split(PLACED)[-1].lower() for n in named)]


def _item_placed(answer: str, seen: Seen) -> bool:
    """Is the answer the item of a section's list the order view placed (its value: "'2.14' names this record; its
    first item (its first sentence): 'Added --info switch to objcopy and strip.'"), no record of its own?"""
    said = plain(answer.strip().strip("\"'`"))
    return any(".order(" in p.code and (value := looked_up(p.text)) and plain(value) == said for p in seen.passages)


_PATH_SHAPED = re.compile(r"/|\w\.\w")  # /var/cache/debconf, config.dat


_LOOKUP_VIEW = re.compile(r"\.(?:lookup|across)\(")  # the loop's views of one record's field (loop.lookup_code, ...)
_VIEWED = re.compile(r"\.(?:lookup|across|within)\(")  # either: the views whose first line says what they looked up


def _holder_unnamed(question: Question, seen: Seen, evidence: Sequence[Passage]) -> str | None:
    """The name the question gives with an element's tag of an XML document ("the us layout", "the variant
    colemak_dh"), a name some element has, that no passage the answer rests on names, unless the loop's own lookup,
    which checks what holds the record, gave it: a search hit inside Polish's layout answered for "the colemak_dh
    variant of the us layout"."""
    if not seen.tags or any(_VIEWED.search(p.code) for p in evidence):
        return None
    for m in _NAME_AND_TAG.finditer(question.text):
        name, tag = (m.group(1), m.group(2)) if m.group(1) else (m.group(4), m.group(3))
        if tag.lower() in seen.tags and name in seen.xml_names and not any(  # an element's name: not the "default" of
                re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", p.text) for p in evidence):  # "the default family"
            return name
    return None


def _not_given(answer: str, question: Question, seen: Seen) -> str | None:
    """The XML element a question asks the answer to be ("Give the layout's description") when no document holds the
    answer as such an element's text: the layout's name, the label of a ranking, is not its description."""
    m = _GIVE.search(question.text)
    if m is None or m.group(1).lower() not in seen.tags:
        return None
    bare = re.escape(" ".join(answer.strip().strip("\"'`.").split()))
    element = re.compile(rf"<{re.escape(m.group(1))}(?:\s[^>]*)?>\s*{bare}\s*</{re.escape(m.group(1))}>", re.I)
    return None if any(element.search(d.text) for d in seen.documents) else m.group(1)


_GIVE = re.compile(r"\bGive (?:its|their|the (?:[\w-]+'s?|[\w-]+ of [\w-]+))\s+([A-Za-z]\w*)", re.I)  # "Give the
# layout's description"
_NAME_AND_TAG = re.compile(r"\bthe\s+([\w.-]+)\s+([A-Za-z]\w*)\b(?=\s+(?:of|in|for)\b|\s*[?,.]|$)|"
                           r"\bthe\s+([A-Za-z]\w*)\s+([\w.-]*[_\d][\w.-]*)\b")  # "the us layout", "the variant colemak_dh"


def _looked_up(seen: Seen) -> list[tuple[str, str]]:
    """(the value of the field asked for, the record's line) of each lookup view the loop showed ("'arm64' names
    this record; its GNU name: 'aarch64'" over the record's line), plain."""
    return [(plain(value), " ".join(plain(o.text) for o in seen.passages if o.code == p.code and o is not p))
            for p in seen.passages
            if _VIEWED.search(p.code) and (value := looked_up(p.text))]


def _viewed_documents(evidence: Sequence[Passage], seen: Seen) -> set[int]:
    """The documents of the records under the lookup views the evidence holds (their "[doc 1 ...]" lines)."""
    return {o.doc for p in evidence if _VIEWED.search(p.code) and looked_up(p.text)
            for o in seen.passages if o.code == p.code and o is not p and o.quoted}


def _letters(said: list[str], question: Question) -> bool:
    """Are the answer's tokens (`said`, see value) a letter or two each, not one of the options the question offers?"""
    return bool(said) and all(len(t) < 3 and t.isalpha() for t in said) and not question.choices


def _as_word(said: list[str], text: str) -> bool:
    """Does the plain text hold one of the tokens as a word of its own, not a piece of one ('w' of "weak")?"""
    return any(re.search(rf"(?<![a-z0-9]){t}(?![a-z0-9])", text) for t in said)


def _uncounted(question: Question, evidence: Sequence[Passage]) -> bool:
    """Does the question rank by how many lines (records, entries, times ...) something has, where the code the answer
    rests on ranks by a text (`max(lists, key=lambda x: x.split()[0])`) and counts nothing (Counter, len, sum, .count)?
    A ranking by counts an earlier block took (`max(counts, key=counts.get)`) is one."""
    return _FREQUENCY.search(question.text) is not None and \
        any(_TEXT_KEY.search(p.code) and not _COUNTING.search(p.code) for p in evidence)


_FREQUENCY = re.compile(r"\b(?:most|fewest|least)\s+(?:[\w-]+\s+){0,2}?(lines|records|entries|rows|times|items|"
                        r"occurrences|mentions|files|sections)\b", re.I)  # "of the most lines": how many, counted
_COUNTING = re.compile(r"\bCounter\(|\.count\(|\blen\(|\bsum\(|most_common")
_TEXT_KEY = re.compile(r"\b(?:max|min|sorted)\([^\n]*\bkey=lambda\s+\w+\s*:\s*\w+\.(?:split|strip|lower|upper)\(")


def _not_where_quoted(answer: str, seen: Seen, question: Question) -> bool:
    """Is the answer to "In (under) which X does ... have the comment "Q"?" in neither the text nor the heading of any
    passage seen that holds Q, a phrase of three words or more the asking sentence quotes? Where a line is, is the
    heading over that line, not over another line found on the way."""
    asking = _asking(question)
    quoted = [plain(q) for q in quoted_phrases(asking) if len(q.split()) >= 3]
    if len(quoted) != 1 or not _IN_WHICH_PLACE.match(asking):
        return False
    said = plain(answer.strip().strip("\"'`."))
    holding = [p for p in seen.passages if quoted[0] in plain(" ".join(_unroffed(p.text).split()))]
    return bool(holding) and bool(said) and not any(said in plain(_unroffed(p.text)) or said in plain(_unroffed(p.part))
                                                    for p in holding)


_IN_WHICH_PLACE = re.compile(r"\s*(?:in|under|within|inside)\s+which\s+(?:[\w'’-]+\s+){0,2}?(?:block|heading|section|"
                             r"subsection|module|group|entry|chapter|part|option|function|method|class|file|element|"
                             r"release|version|stanza|paragraph|table|list)s?(?:'s?)?\b", re.I)  # where a quoted line is


def _letters_elsewhere(answer: str, evidence: Sequence[Passage], question: Question) -> bool:
    """Is the answer a letter or two that no passage it rests on holds as a word? Letters are on many lines: one
    backed by some other line is not what the passage about the question says."""
    said = value(answer, question)
    return _letters(said, question) and not any(_as_word(said, plain(p.text)) for p in evidence)


def _joined_unseen(answer: str, seen: Seen) -> bool:
    """Is the answer one name joined of parts (a file's, an identifier: beyondcorp_v1.json) that nothing the code
    printed writes whole? Its parts may all be in a neighbour's name: "v1alpha: discovery_doc: beyondcorp_v1alpha.json"
    holds beyondcorp, v1 and json, not beyondcorp_v1.json."""
    name = plain(answer.strip().strip("\"'`.,"))
    return bool(re.fullmatch(r"\w+(?:[._-]\w+)+", name)) and re.search(r"[a-z]", name) is not None and \
        not re.fullmatch(r"v?\d+(?:\.\d+)+\w*", name) and \
        re.search(rf"(?<![\w.-]){re.escape(name)}(?![\w-]|\.\w)", plain(seen.text)) is None  # a version: "v2.29"


def _hop_start_counted(question: Question, evidence: Sequence[Passage]) -> str | None:
    """The name where a counting hop starts (a key or quoted phrase only its earlier sentence gives: 'registry', the
    alias of "The lexer with the alias 'registry' is defined in one module. How many lexers ... from that module?")
    when the code behind the count tests it: it counted what names the start, not what shares the thing it leads to.
    The loop's own count that hops (records().hopped) starts there by design, as does a count of the items in the one
    record the start names (`len(list_items(next(...)))`: the numbered changes of the entry listing a quoted change)."""
    start = first_hop(question) | {m.group(1).lower() for m in _STARTING_FROM.finditer(question.text)}  # "a chain ...
    # starting from RE_BACKSLASH_ESCAPE_IN_LISTS": the records naming it are not the chain
    paths = [a for a in question.anchors if "/" in a]  # a URL or a path, any piece of it: "mirror.datamossa.io/ubuntu"
    keys = [k for k in dict.fromkeys(quoted_phrases(question.text) + list(question.keys) + paths) if k.lower() in start]
    for p in evidence:
        if ".hopped(" in p.code or _ITEMS_OF_ONE.search(p.code) and _counts_its_items(p.code, question) or \
                _ONE_FIELD.fullmatch(p.code.strip()) and re.fullmatch(r"\[\d+\]", p.text.strip()):
            continue  # the parameters of the one prototype that names out_desc: a field of that record, no count of it
        tested = plain(selectors(_unbound(p.code)))
        for key in keys:
            if re.search(rf"(?<![\w.-]){re.escape(plain(key))}(?![\w-])", tested) or \
                    key in paths and any(len(t) >= 8 and "." in t.split("//")[-1].split("/")[0] and t in plain(key)
                                         for t in tested.split("\n")):  # a piece holding the host, not "https://"
                return key
    return None


_STARTING_FROM = re.compile(r"\b(?:starting|beginning)\s+(?:from|at)\s+([A-Za-z_][\w.]*[\w])", re.I)  # where a
# chain a count follows begins


# one record's field, the record holding a name (Records._one_holding)
_ONE_FIELD = re.compile(r"print\(\[r\['[\w ]+'\] for r in records\(\) if '[\w ]+' in r and '[^']+' in r\.text\]\)")
_ITEMS_OF_ONE = re.compile(r"\blen\((?:list_items|functions_in)\(next\(")  # the items of the one record picked
_AROUND = re.compile(r"\b(?:right |just |immediately )?(?:before|after|next to|preceding|following)\b", re.I)


def _counts_its_items(code: str, question: Question) -> bool:
    """Does the block count what the question counts inside one record: its functions (functions_in) for "how many
    functions", its listed items (list_items) for items, changes? Not the options a function is listed under, nor the
    items of a neighbour the question names ("the entry right before that one")."""
    if _AROUND.search(question.text):
        return False
    said = re.search(r"\bhow many\s+((?:[\w-]+\s+){0,3}?)([\w-]+)\s+(?:of|in|does|do|did|is|are|has|have|under|for|that)\b",
                     question.text, re.I)
    counted = {said.group(2).lower()} if said else set()  # "how many numbered changes does": changes; "how many entries
    # of CHANGES": entries
    return "functions_in(" in code and bool(counted & {"function", "functions"}) or \
        "list_items(" in code and bool(counted & {"item", "items", "change", "changes", "fix", "fixes", "feature",
                                                  "features", "bug", "bugs", "point", "points", "name", "names"})  # not
    # "entries": records; a call's quoted names ("how many names does the _makecodes call that builds ATCODES list")


def _unbound(code: str) -> str:
    """The code without its statements that bind a name it then compares records with: `that = [s['category'] for s
    in records() if s.get('name') == 'Bad free() ignored'][0]` tests the start only to reach what it leads to."""
    try:
        tree = ast.parse(code)
    except SyntaxError:
        return code
    compared = {n.id for c in ast.walk(tree) if isinstance(c, ast.Compare)
                for n in c.comparators if isinstance(n, ast.Name)}
    tested = {c.left.id for c in ast.walk(tree) if isinstance(c, ast.Compare) and isinstance(c.ops[0], ast.In)
              and isinstance(c.left, ast.Name)}  # `that in r['body'].split(', ')`: a man page index's entry citing pages
    kept = [s for s in tree.body if not (isinstance(s, ast.Assign) and len(s.targets) == 1 and
                                         isinstance(s.targets[0], ast.Name) and
                                         (s.targets[0].id in compared or s.targets[0].id in tested and
                                          "records()" in ast.unparse(s.value)))]  # not `k = 'registry'` (review)
    return ast.unparse(ast.Module(kept, [])) if len(kept) < len(tree.body) else code


_RELEASE_PICKED = re.compile(r"""(?:\[['"]version['"]\]|\.get\(\s*['"]version['"][^)]*\))\s*==""")  # a release's record
_RELEASE_UNITS = frozenset({"release", "releases", "version", "versions", "section", "sections", "entry", "entries"})


def _picked_by_version(code: str, question: Question) -> bool:
    """Does the block pick its one record by a value holding every version the question names ('CHANGES FROM 2.8 TO
    2.9' for "under the changes from 2.8 to 2.9")? That record is the one the question asks about, not a window."""
    versions = set(VERSION.findall(question.text))
    return bool(versions) and any(versions <= set(VERSION.findall(value)) for value in selectors(code).split("\n"))


def _picked_by_name(code: str, question: Question) -> bool:
    """Does the block pick its one record by a name the question gives: an option's macro in a section's title
    ('TEF - _POSIX_TRACE_EVENT_FILTER - ...' for "for the option _POSIX_TRACE_EVENT_FILTER"), or a function it writes
    as a call ('flockfile' of "lists the function flockfile()"), or a line of its text it quotes ("Small change to
    main help screen. zip.c (Ed)")? That record is the one asked about, not a window."""
    if not _counts_its_items(code, question):
        return False  # "the entry right before that one", "how many options ... list mmap() under": another record, or
        # the records themselves
    names = {n.lower() for n in MACRO.findall(question.text)} | {n.lower() for n in functions_in(question.text)}
    quoted = {q.lower() for q in quoted_phrases(question.text) if len(q.split()) >= 3}
    values = selectors(code).split("\n")
    return any(re.search(rf"(?<![\w-]){re.escape(n)}(?![\w-])", v) for n in names for v in values) or \
        bool(quoted & set(values)) or any(re.search(  # ATCODES of "the call that builds ATCODES", by the head that
            rf"""r(?:\.get\(|\[)['"](?:head|name|title)['"]\)?\]?\s*==\s*['"][^'"]*(?<![\w-]){re.escape(a)}(?![\w-])""",
            code, re.I) for a in question.anchors if identifier(a) and len(a) >= 4)  # names it: not a body holding it


def _operand(answer: str, evidence: Sequence[Passage]) -> bool:
    """Is the answer a number that the lines it rests on hold only as an operand of an expression: the 2 of
    "#define SQLITE_BUSY_SNAPSHOT (SQLITE_BUSY | (2<<8))", read afresh for the value it comes to (517)?"""
    number = answer.strip().strip("\"'`.")
    if not re.fullmatch(r"\d+|0x[0-9a-fA-F]+", number):
        return False
    spots = [(p.text[:m.start()].rstrip(), p.text[m.end():].lstrip()) for p in evidence
             for m in re.finditer(rf"(?<![\w.]){re.escape(number)}(?![\w.])", p.text)]
    return bool(spots) and all(before.endswith(_OPERATORS) or after.startswith(_OPERATORS) for before, after in spots)


_OPERATORS = ("<<", ">>", "|", "&", "+", "*")  # binary ones: not '~' of a key sequence's "\e[1~"


def _beyond_record(answer: str, evidence: Sequence[Passage], question: Question) -> bool:
    """Does an answer resting on the loop's lookup views say words the passages it rests on do not? A command line of
    other packages than the run's ("apt-get install -y foo" for its "apt-get install -qqy gcc python3-pip") held
    half of its words, which backs a sentence."""
    if not any(_LOOKUP_VIEW.search(p.code) for p in evidence):
        return False
    said = set(re.findall(r"[a-z0-9]+", plain(" ".join(f"{p.part} {p.text}" for p in evidence))))  # where it is too:
    return any(t not in said for t in value(answer, question))  # "[at 210213, in Compiling An SQL Statement] ..."


def _other_field(answer: str, looked: Sequence[tuple[str, str]]) -> str:
    """The value of the field asked for that the loop's lookup view gave (`looked`, see _looked_up), when the answer
    is another cell of that record ("little" of "arm64 aarch64 aarch64 64 little"): the view read which column
    answers, which a small root counting tab-aligned cells gets wrong; else ''."""
    said = plain(answer)
    return next((asked for asked, record in looked if said and said in record and said not in asked and asked not in said),
                "")


def _named_key(answer: str, seen: Seen) -> str:
    """The value a view of the loop gave of the field asked for, when the answer is the key that named its record
    ("'es_pr' names this record; its value: 'es_PR.ISO8859-1'" answered es_pr: the key the hop reached, not what the
    table expands it to); else ''."""
    said = plain(answer.strip().strip("\"'`."))
    for p in seen.passages:
        head = p.text.split("\n", 1)[0]
        if _VIEWED.search(p.code) and LOOKED_UP in head and \
                (value := looked_up(p.text)) and said == plain(head.split(LOOKED_UP)[0].strip("'\"")) != plain(value):
            return value
    return ""


def _resource_key(answer: str, seen: Seen, question: Question) -> str:
    """The value of the `key: value` line a key-shaped answer (a '*' or '.' in it) names in the documents, when the
    question asks a label or a value and no key: asked what label an Editres menu entry gets, 'iv*showWidgetIDs.Label'
    is the resource, whose value "Show Style IDs" is the label; else ''."""
    said = answer.strip().strip("\"'`")
    if not question.asking & _RESOURCE_VALUE or question.asking & _KEY_ASKED or \
            not re.fullmatch(r"[\w*.?-]+", said) or not re.search(r"[*.]", said):
        return ""
    line = re.compile(rf"^\*?{re.escape(said.lstrip('*'))}:[ \t]*(\S[^\n]*)", re.MULTILINE)
    return next((m.group(1).strip() for d in seen.documents for m in [line.search(d.text)] if m), "")


_RESOURCE_VALUE = {"label", "labels", "value", "values", "text", "string"}  # what a resource's value is called


# the document a question's answer is to come from: "according to findutils' NEWS", "going by options.txt", "does
# python-apt's Debian.mirrors list": what says it, not a document a clause names ("the code BR, which iso3166.tab gives")
_ACCORDING = re.compile(r"\b(?:according to|going by)\s+([^?,;:]+)|\b(?:does|do|did)\s+((?:[\w./’'-]+(?:\(\d\w*\))?\s+){1,4})",
                        re.I)  # "what does top(1) call that field": a man page by its section too


def named_document(question: Question, documents: Sequence[Document]) -> int | None:
    """The one document of several that the question says its answer comes from, by its file's name, after "according
    to" or as what "does" the asking ("On what date was the upstream findutils release it packages made, according to
    findutils' NEWS?": NEWS.gz, not changelog.Debian.gz, whose upload date a fresh read gave; "Under which name does
    /etc/ethertypes list the type 0x8915's number?": not if_ether.h's comment on it). A name without an extension
    counts written as the file writes it (NEWS, not "news"). None when it names none, or more than one."""
    if len(documents) < 2:
        return None
    said = " ".join(m.group(1) or m.group(2) for m in _ACCORDING.finditer(_asking(question)))
    named = _documents_in(said, documents)
    return named.pop() if len(named) == 1 else None


def _asking(question: Question) -> str:
    """The question's last sentence that asks ("...?"), '' for none."""
    return " ".join([s for s in re.split(r"(?<=[.?!])\s+", question.text) if s.endswith("?")][-1:])


def _documents_in(said: str, documents: Sequence[Document]) -> set[int]:
    """The documents the words name by their file's name (see named_document)."""
    words = {w.strip(".'’") for t in re.findall(r"[\w./’'-]+", said) for w in (t, t.rsplit("/", 1)[-1])}
    lowered = {w.lower() for w in words}
    named = set()
    for i, d in enumerate(documents):
        name = d.source.replace("\\", "/").rsplit("/", 1)[-1].removesuffix(".gz")
        if name in words or "." in name and name.lower() in lowered or name.split(".")[0] in words:
            named.add(i)
    return named


def _other_column(evidence: Sequence[Passage], question: Question, seen: Seen) -> str:
    """The column the question asks for ("what is the GNU name of ..."), when a document of the question has a
    column so named (cputable's "GNU name") and every line the answer rests on is a row of another document
    (tupletable's "abin32-gnu-linux-mips64r6 mipsn32r6", whose columns are the Debian arch tuple and name); else ''."""
    if not question.asking:
        return ""  # no column asked for: no table read
    named = {(i, c) for i, columns in enumerate(seen.columns) for c in columns
             if (words := re.findall(r"[a-z0-9]+", c.lower())) and all(w in question.asking for w in words)}
    rows = [p for p in evidence if p.quoted and p.doc < len(seen.documents)]
    if not named or not rows or any(p.doc in {i for i, _ in named} for p in rows):
        return ""
    return sorted(c for _, c in named)[0]


_AS_WRITTEN = re.compile(r"\bas (?:(?:the|its|this) )?(?:[\w.'-]+ ){1,2}writes? (?:it|them)\b", re.I)  # "as the file
# writes it", "as Stocks.csv writes it", "as the entry's key writes it"
def _verbatim(said: str, seen: Seen, question: Question | None = None) -> bool:
    """Does a document hold the text as it is, character for character: the one the question says writes it ("as
    CHANGES.md writes it"), when it is one of them?"""
    named = _AS_WRITTEN.search(question.text) if question is not None else None
    writer = named.group(0).split()[-3].lower().strip("'") if named else ""
    own = [d for d in seen.documents if d.source.replace("\\", "/").rsplit("/", 1)[-1].lower() == writer]
    return any(said in d.text for d in own or seen.documents)


def _written_out(said: str, seen: Seen, question: Question) -> bool:
    """Is the answer an ISO date no document writes, that one writes out in words ("E2fsprogs 1.42.13 (May 17, 2015)")?
    The views' dates are ISO so that they sort and count by year; the answer is the date as the document gives it."""
    if not _ISO_DATE.fullmatch(said) or any(said in d.text for d in seen.documents) or _ISO_ASKED.search(question.text):
        return False  # not where the question asks the ISO form ("Give the date in YYYY-MM-DD form")
    return any(_written_date(d.text, said) for d in seen.documents)


def _others_value(answer: str, evidence: Sequence[Passage], question: Question) -> str:
    """The key the question names that a line the answer rests on sets to another value than the answer, which the
    same line sets another key to (`timeout=-999, source_address=None`, answered None for timeout's default); ''."""
    said = answer.strip().strip("\"'`.")
    if not said or " " in said:
        return ""
    for p in (p for p in evidence if p.quoted):
        if not re.search(rf"(?<![\w./:-])[A-Za-z_][\w.-]*\s*(?:=|:\s)\s*['\"]?{re.escape(said)}(?![\w.:/])", p.text):
            continue  # another key's whole value (not "3128" of "proxy=http://host:3128/")
        for word in {m.group(1).lower() for m in _KEY_NAMED.finditer(question.text)}:
            values = {m.group(1).strip("\"'*`") for m in re.finditer(
                rf"(?<![\w.-]){re.escape(word)}\s*(?:=|:\s)\s*([^\s,;)]+)(?![^\s,;)])(?!\s*=)", p.text, re.I)
                if not m.group(1).endswith(":")}  # a nested mapping's key is no value (YAML's "v1alpha: discovery_doc:
            # beyondcorp_v1alpha.json"), nor an annotation's type ("timeout: float = -999")
            if len(values) == 1 and said not in values:
                return word
    return _unpacked_elsewhere(said, evidence, question)


def _unpacked_elsewhere(said: str, evidence: Sequence[Passage], question: Question) -> str:
    """The name the question gives that a line assigning as many values to as many names ("FTEXT, FHCRC, FEXTRA, FNAME,
    FCOMMENT = 1, 2, 4, 8, 16") sets to another value than the answer, which stands at another name's place ('8' for
    FEXTRA); ''."""
    keys = {a for a in question.anchors if identifier(a)}
    for p in (p for p in evidence if p.quoted):
        for m in _UNPACKED.finditer(p.text):
            names = [n.strip() for n in m.group(1).split(",")]
            values = [v.strip().strip("\"'") for v in m.group(2).split(",")]
            named = [n for n in names if n in keys]
            if len(names) == len(values) and said in values and named and \
                    all(values[names.index(n)] != said for n in named):  # "sets FTEXT to 1. What ... FNAME?": FNAME's 8
                return named[0]
    return ""


_UNPACKED = re.compile(r"((?:[A-Za-z_][\w.]*[ \t]*,[ \t]*)+[A-Za-z_][\w.]*)[ \t]*=[ \t]*((?:[^,\s()\[\]{}]+[ \t]*,[ \t]*)+"
                       r"[^,\s()\[\]{}]+)")  # "A, B, C = 1, 2, 3": names and values in their order


_KEY_NAMED = re.compile(r"\b(?:parameter|argument|option|setting|key|field|attribute|variable|property)\s+[\"'`]?"
                        r"([A-Za-z_][\w.-]*)", re.I)  # "its parameter timeout": the key a line sets


def _named_by_question(answer: str, question: Question) -> bool:
    """Is the answer the name the question gives the thing it asks about (an anchor of several letters, whole), where
    it asks neither yes or no nor which of the alternatives it offers? The lookup view, asked for a field the name's
    own record holds it in, gave it back."""
    written = answer.strip().strip("\"'`.")
    said = plain(written)
    if re.fullmatch(r"[-?~!@%+$#]{1,2}\w{1,2}", written) and \
            re.search(rf"(?<![\w-]){re.escape(written)}(?![\w-])", question.text):
        return True  # '~s', the short form "apt-patterns(7) gives one pattern" the question counts from
    if question.polar or question.choices or sum(c.isalpha() for c in said) < 3:
        return False
    quoted = [plain(q) for q in quoted_phrases(question.text)]
    parts = [plain(p.strip().strip("\"'`.")) for p in re.split(r"[,;]\s*", answer) if p.strip()]  # a list's items
    inside = [any(re.search(rf"(?<![\w.-]){re.escape(p)}(?![\w-])", q) for q in quoted) for p in parts]
    if len(parts) > 1 and any(inside) and not all(inside):
        return True  # ".lha, lharc" for "gives two suffixes the file type "lharc archive". Which two?": a word of what
        # the question quotes is no item of the answer beside others (a list the question quotes whole may be one)
    anchors = {plain(a) for a in question.anchors if plain(a) in quoted or not any(  # not a word of a name it quotes
        re.search(rf"(?<![\w-]){re.escape(plain(a))}(?![\w-])", q) for q in quoted)}  # (German of "German (Neo 2)")
    return said in anchors or len(words := said.split()) > 1 and set(words) <= anchors and \
        re.search(rf"(?<![\w-]){re.escape(said)}(?![\w-])", plain(question.text)) is not None  # "Sazanami Gothic", two
    # names the question says together


def _in_comment(answer: str, seen: Seen, question: Question) -> bool:
    """Is the answer to what a comment says inside a comment seen (`<!-- thai -->`, `# ...`, `/* ... */`), or the
    comment a view of the loop gave ("its comment beside it: 'thai'")?"""
    said = value(answer, question) or re.findall(r"[a-z0-9]+", plain(answer))
    comments = [plain(next(g for g in m.groups() if g is not None)) for p in seen.passages
                for m in COMMENT_TEXT.finditer(p.text)]
    comments += [plain(p.text.split(": ", 1)[1]) for p in seen.passages
                 if _COMMENT_VIEWS.search(p.code) and _VIEWED_COMMENT.search(p.text)]
    comments += [plain(v) for p in seen.passages if _COMMENT_VIEWS.search(p.code) and (v := looked_up(p.text))]  # the
    # comment heading a view gave as the record's section ("Under which comment does mman-common.h #define MAP_FILE?")
    return not said or any(holds(c, said) for c in comments)


_COMMENT_SAID = re.compile(r"\bwhat\b[^?]*\bcomment\b[^?]*\b(?:say|says|read|reads)\b", re.I)  # "what does the comment
# beside X say" (the asking sentence: not "The comment at the top says ... What is Storage set to?")
_COMMENT_ASKED = re.compile(r"\b(?:under|beside|above|below|after|before|next to)\s+which\s+comment\b|"
                            r"\bwhat\s+comment\s+(?:stands|sits|is written|appears)\b", re.I)  # "Under which comment does
# vim.desktop give its GenericName[ga] line?": a comment is the answer, not the line's value; not "What Comment does
# vim.desktop give for the locale lt?", a key's value
_LIST_LENGTH = re.compile(r"\b(?:longest|shortest)\s+(?:list|set|array|sequence|series)\b", re.I)  # a list's length
_MEASURED = re.compile(r"\blen\(|\.count\(|\bsum\(|\.split\(|list_items\(|\bCounter\(|most_common|findall\(|"
                       r"key=len\b")  # code that takes a length, or counts items (not a dict counting each record once)
_VIEWED_COMMENT = re.compile(rf"(?:{re.escape(LOOKED_UP)}|{re.escape(MENTIONED)})comment\b")  # "'norasi' is in this
# record; its comment beside it: 'thai'"
_COMMENT_VIEWS = re.compile(r"\.(?:lookup|across|within|order)\(")  # the loop's views that give a comment (see Records)
_ISO_DATE = re.compile(r"\d{4}-\d\d-\d\d")
_ISO_ASKED = re.compile(r"\bYYYY-MM-DD\b|\bISO(?: 8601)?\b", re.I)
_VALUE_ASKED = re.compile(r"\b(?:what|which) value\b")  # a cell asked for, not the row that holds it


def _unasked_cell(answer: str, evidence: Sequence[Passage], question: Question, seen: Seen) -> str:
    """The column of a table's row whose cell the answer is, when the question never names that column: asked what
    Stocks.csv gives NFLX (no column) for 2010-01-01, a root answered the row's seventh cell, GOOGL's. Not the row's
    first cell, which names it, unless the question asks for a value (a root gave the date of the row asked about);
    '' when no row of a table with a header holds the answer in one cell."""
    said = question.text.lower()
    for p in evidence:
        columns = seen.columns[p.doc] if p.doc is not None and p.doc < len(seen.documents) else []
        if not columns:
            continue
        for line in re.split(r"\n|\\n", p.text):  # a hit, or the lines of a view ("524 records in time order ...\n[at 9]
            # ..."), a root's print of one too
            cells = [c.strip() for c in re.split(r"[,\t;|]", re.sub(r"^\s*\[[^\]]*\]\s*", "", line))]
            at = [i for i, c in enumerate(cells) if c == answer.strip()]
            if len(cells) != len(columns) or len(at) != 1:
                continue
            if at[0] == 0 and _VALUE_ASKED.search(said):
                return columns[0]  # "What value does Stocks.csv give MSFT for the first day of ...?": not the row's date
            if at[0] > 0 and not all(re.search(rf"(?<![\w-]){re.escape(w)}", said)
                                     for w in _words_of(columns[at[0]].lstrip('^$@'))):
                return columns[at[0]]  # not 'release' of "released", unit_price of "the unit price"
    return ""


def _extends(answer: str, question: Question) -> str | None:
    """The key of the question that the answer, one word, begins with and goes on from ("configdb" asked of the
    database config): a neighbour of the thing asked about that shares its name's start, not a value of it. Not
    of a code ("Egypt" has the ISO code EG)."""
    said = answer.strip().strip("\"'`.")
    if not re.fullmatch(r"\w+", said):
        return None
    return next((k for k in (*question.names, *question.keys) if re.fullmatch(r"\w{4,}", k) and not k.isupper()
                 and len(said) > len(k) and said.lower().startswith(k.lower()) and said[len(k)].isalnum()), None)


_ASKED_THING = re.compile(r"\b(?:what|which) ([a-z_][\w]*) (?:does|do|did|is|was)\b", re.I)


def _set_to(answer: str, question: Question, seen: Seen) -> bool:
    """Is the number the value a seen line sets the very word the question asks for to ("what cutoff does it
    use?" and "cutoff=0.6" of get_close_matches's signature)? Then it names nothing: it is what was asked.
    Where the documents set that word to other values too, the line (or its section) must also hold another
    word of the question: mke2fs.conf sets inode_size = 256 in [defaults] and 128 for hurd, and asked what
    inode_size mke2fs uses by default, 128 is another section's."""
    if (asked := _ASKED_THING.search(question.text)) is None:
        return False
    key, said = re.escape(asked.group(1)), re.escape(answer.strip())
    sets = re.compile(rf"(?<![\w.]){key}\s*[=:]\s*([\w.+-]+)", re.I)
    lines = [p for p in seen.passages if re.search(rf"(?<![\w.]){key}\s*[=:]\s*{said}(?![\w.])", p.text, re.I)]
    if not lines:
        return False
    if len({v.lower() for d in seen.documents for v in sets.findall(d.text)}) <= 1:
        return True
    own = set(tokens(asked.group(1))) | set(re.split(r"[_.-]+", asked.group(1).lower()))  # inode_size, inode, size
    others = {stem(w) for w in question.tokens - STOPWORDS - itself(question, seen) - own if len(w) >= 3}
    return any(re.search(rf"\b{re.escape(w)}", plain(f"{p.part} {p.text}")) for p in lines for w in others)


def _hop_start(question: Question, seen: Seen, evidence: Sequence[Passage], answer: str) -> tuple[str, ...]:
    """The names the earlier sentences of a question that refers back give (its anchors there, or its rarest words
    only they say: "sah" of "The variant sah ... belongs to one layout. What description does ... give that
    layout?"), when every line the answer rests on names one, or one that names one holds the answer: the line
    where the hop starts ("BEOPEN.COM LICENSE AGREEMENT FOR PYTHON 2.0" asked who owned the release 2.0 was derived
    from, or a line of BeOpen's agreement under that heading); else ()."""
    hopped = {p.code for p in seen.passages if ".lookup(" in p.code and p.text.startswith(REACHED)}  # a lookup that says
    # where it was reached from (vim.desktop's Comment[pl] from GenericName[pl], "that same locale") hopped too
    reached = {plain(value) for p in seen.passages if (HOPPED_VIEW.search(p.code) or p.code in hopped) and
               (value := looked_up(p.text))}
    if plain(answer.strip().strip("\"'`.")) in reached and not chained(question):  # the loop's own hop (across two
        return ()  # files, within one) gave it; not by the start's name where the chain goes on from its property
    said = answer.strip().strip("\"'`.").lower()
    if _COMMENT_SAID.search(_asking(question)) and any(_VIEWED_COMMENT.search(p.text) and _word(said, p.text.lower())
                                                       for p in seen.passages if _COMMENT_VIEWS.search(p.code)):
        return ()  # "a <policy user="root"> block lets root send to ... What does the XML comment just above that block
        # say?": the view's comment of the block named, a property of it, not a record a hop leads to
    quoted = [plain(q) for q in quoted_phrases(question.text) if len(q.split()) >= 3]
    if len(quoted) == 1 and any(quoted[0] in plain(" ".join(p.text.split())) and p.part and _word(said, p.part.lower())
                                for p in seen.passages):
        return ()  # "In which module's grant block does default.policy have the comment "..."? Give the module's name
        # ...": the block over the quoted line, the one the question leads to from it
    if question.ordered and _in_placed(answer, question, _placed(seen, question)):
        return ()  # the record the order view placed after the one named: "bone_eszett_home", described "German
        # (Bone, ...)", is where the count ends, not where it starts
    earlier = first_hop(question) - itself(question, seen)
    start = [a for a in question.anchors if a.lower() in earlier] or [w for w in rarest(question, seen) if w in earlier]
    named = [re.compile(rf"(?<![\w-]){re.escape(k)}(?![\w-])", re.I) for k in start]
    starts = [p for p in evidence if (p.quoted or _LOOKUP_VIEW.search(p.code) and (
        LOOKED_UP in p.text or p.text.startswith(REACHED)))  # a lookup of
              # the start ('z_adler32', zconf.h's #define of adler32, for the type of adler32's parameter)
              and (".across(" not in p.code or chained(question))  # across files the view hopped, by the start's name:
              # not the chain "Its type is one that zconf.h typedefs" asks for
              and any(n.search(p.text) or n.search(p.part) for n in named)
              and not (_word(answer.lower(), p.part.lower()) and not _word(answer.lower(), p.text.lower()))]  # its
    # heading, which "Give the subsection's title" asks for: where the line is, not the line
    if named and starts and (len(starts) == len(evidence) or any(_word(answer.lower(), p.text.lower()) for p in starts)):
        return tuple(start)
    return ()


def _list_short(answer: str, seen: Seen, question: Question) -> int:
    """How many records the order view placed, each one of all it selected, when an answer to a question asking for
    all of them names fewer; else 0. Shown the first and last of three, a root named those two."""
    if not question.several or question.counts or question.ranks:
        return 0
    placed = {int(m.group(1)) for p in seen.passages if ".order(" in p.code for m in _ONE_OF.finditer(p.text)}
    return placed.pop() if len(placed) == 1 and len(items(answer, question)) < min(placed) else 0


_ONE_OF = re.compile(rf"{re.escape(PLACED)}\d+ of the (\d+) records\b")  # a record placed among all the order view selected


def _word(answer: str, text: str) -> bool:
    """Does the text hold the answer as a word of its own, not a piece of one?"""
    said = re.escape(answer.strip().strip("\"'`."))
    return re.search(rf"(?<!\w){said}(?!\w)", text) is not None


def _stated(answer: str, text: str) -> bool:
    """Does the line state the count as a number of its own ("lists 12 programs", "(5)"), not as a piece of a key,
    a code or a path ("[1~" of a key sequence, "v2", "/dev/sda1", "x=1"), nor as a key's value (the offset 4 of
    "#define PCI_AGP_STATUS 4", asked how many constants follow it)?"""
    number = re.escape(answer.strip().strip("\"'`."))
    return any(not _VALUE_BEFORE.search(text[:m.start()])
               for m in re.finditer(rf"(?<![\w\[\]~\\=:/.+-]){number}(?![\w\[\]~\\=:/+-]|\.\d)", text))


# a key's own value: "#define PCI_AGP_STATUS 4", "x = 4"; not a label's count ("Total: 12 programs")
_VALUE_BEFORE = re.compile(r"(?:#\s*define\s+\w+|(?<![\w.])[A-Za-z_][\w.]*\s*=)\s*$")


def _unwritten(answer: str, seen: Seen) -> bool:
    """Is the answer one identifier, all in capitals or all in lower case, that the documents write only in other
    cases: a name re-cased, not copied ('NID_HMAC_SHA3_512' of a read, where obj_mac.h has NID_hmac_sha3_512)?"""
    bare = answer.strip().strip("\"'`.")
    if not bare or " " in bare or not identifier(bare) or bare not in (bare.upper(), bare.lower()):
        return False
    written = [re.compile(rf"(?<!\w){re.escape(bare)}(?!\w)", flags) for flags in (0, re.I)]
    return not any(written[0].search(d.text) for d in seen.documents) and \
        any(written[1].search(d.text) for d in seen.documents)


def _unsaid(answer: str, seen: Seen) -> bool:
    """Is an item of the answer (items parted by commas, semicolons, 'and', lines) a phrase of three or more words
    copied from the output that no document holds? Then the words are the runtime's own (a view's note) or a
    string the code made, not the documents'. A sentence the root wrote around a value is not in the output."""
    items = [i.split() for i in re.split(r"[,;\n]| and ", plain(answer.strip().strip("\"'`.")))]
    printed = " ".join(plain(seen.text).split())
    copied = [item for i in items if len(i) >= 3 and (item := " ".join(i)) in printed]
    if not copied:
        return False
    texts = [" ".join(text.split()) for text in seen.lowered]
    return any(not any(item in text for text in texts) for item in copied)


def _only_numbers(answer: str, question: Question) -> bool:
    """Does the answer say nothing but numbers beyond the question's own words ("The group with the highest
    group id is: 65534": the value compared, not the group)?"""
    said = [w for w in (m.lower() for m in NAME.findall(answer)) if w not in question.words and w not in STOPWORDS]
    return bool(said) and all(_BARE_NUMBER.fullmatch(w) for w in said)  # not "O-55", an order's id


def _rules(answer: str, seen: Seen, question: Question, *, forced: bool, printed: bool, said_before: bool) -> Verdict:
    """The rules, in order. Not taken: an empty answer; unless the root was told to answer now, one given
    before any output was seen or in a block that also printed output it has not read (small roots write
    the search and an invented answer in one block); anything but one year asked for a year; a number asked
    for a thing by name (60179 for "which service has the highest port": the value compared, alone or in a
    sentence of the question's words); a code (TN-53) asked for a name; a word with no '/' or 'name.ext'
    asked for a file name or a path; one word that goes on from a name the question
    gives ("configdb" of the database config); one holding the item the question counts
    from ("right before 2022g-6" answered with 2022g-6's line); a name asked for a number (SMTP_PORT for a port: the
    value is one hop on); one whose words are not in document text it has seen; a phrase of three
    or more words and no digit copied from the output that no document holds (the runtime's own wording); once (not when
    `said_before`), one whose number comes from a line of the same kind about another key than the
    question's; one that no passage seen says about the question (rlm/support.py), that cuts words of one
    passage together into a phrase it does not hold, that only begins a value of its lines (et_EE of
    et_EE.ISO-8859-15) or a list they leave open, a letter that passage holds only inside words, that is only a piece
    of a name joined with '_' there (localize of _localize), or the value of
    a table's item whose key nothing seen names ('a3': 'az_AZ.KOI8-C'); one resting on the loop's lookup views alone with words their record lacks; a figure the code
    computed without a word of the question that selects lines (said again, it is the same count of
    everything: "How many ERROR lines did api log?" answered with all 115 ERROR lines, twice), over a window
    of the documents (peek, a slice of context, one picked record), without comparing with the number the question counts
    beyond ("a group id below 100"), or without leaving out what the question leaves out ("other than nobody":
    no `not`, `!=` or `not in`), or of the records one release's version picks, or testing the name a hop starts
    from; a count of
    items by meaning (the question defines its kinds) that no model read item by item: words found are
    wordings, not kinds; an answer to "which is most (least) common" that the counts it rests on do not
    rank first (last); a count of 0 where lines hold every word of the question that selects lines; a
    count where another block printed a different one these rules would take as well; a count of the times
    a word appears that counted search()'s sentences, where the documents hold it another number of times."""
    if not answer.strip(" \t\n\"'`"):
        return Verdict("empty")  # '""', a name a man page's `.IP "" 4` paragraphs had, top of a count of names
    if not forced and not seen:
        return Verdict("final_unseen")
    if RUN_ERROR.match(answer.strip()) and not any(plain(answer.strip()) in text for text in seen.lowered):
        return Verdict("final_run_error")  # "IndexError: list index out of range (line 10)": what the code raised
    if not forced and printed:
        return Verdict("final_with_output")
    if _DOCSTRING_ASKED.search(question.text) and not _in_docstring(answer, question, seen):
        return Verdict("final_not_docstring")  # "self.set_return(self.curframe)", a line of do_return's code, for the
        # first line of its docstring
    if question.numeric and not _A_NUMBER.search(answer):
        return Verdict("final_not_number")  # nor a name with digits in it: PF_X25 for "What number does bits/socket.h
        # give that family (its PF_ constant)?"
    if _NULL.fullmatch(answer.strip(" \t\n\"'`.")) and question.asking & _NAMED_THINGS:
        return Verdict("final_null")  # 'None', off "max_count = None", for "Which function of the parser module does
        # the class use as its value_parser?": no function, class or file is called None
    if question.counts and not question.ranks and (not _WHOLE.search(answer) or len(_WHOLE.findall(answer)) > 1 and
                                                   len(answer.split()) > 3):
        return Verdict("final_not_count")  # round 9: "1.2", a release of Geturl, for how many releases; amdgpu.ids-08:
        # "6809, 00, ATI FirePro W5000", a line, for how many FirePro cards
    if _YEAR_ASKED.search(question.text) and not _ONE_YEAR.fullmatch(answer.strip()):
        return Verdict("final_not_year")
    if _CHARACTER_ASKED.search(question.text) and len(answer.strip().strip("\"'`.")) != 1:
        return Verdict("final_not_character")
    if _RELEASE_ASKED.search(question.text) and seen.releases and not _names_release(answer, seen):
        return Verdict("final_not_release")  # "In the section for which release?" answered "0.9.x", a series' heading
    if _RELEASES_ASKED.search(question.text) and seen.releases and \
            not all(_names_release(item, seen) for item in items(answer, question)):
        return Verdict("final_not_release")  # "E2fsprogs 1.45.6 (March 20, 2020), Performance, Internal ..." for "Which
        # e2fsprogs versions does NEWS date in 2020? Name every one.": each item must be a release
    if question.named and (_BARE_NUMBER.fullmatch(answer.strip()) or _only_numbers(answer, question)) and \
            not _set_to(answer, question, seen) and not _keyed(question, seen):  # "what precedence does": a key's value
        return Verdict("final_value_not_name")
    if _NAME_ASKED.search(question.text) and _CODE.fullmatch(answer.strip().strip("\"'`.")):
        return Verdict("final_code_not_name")
    if question.path and not _PATH_SHAPED.search(answer):
        return Verdict("final_not_path")
    if len(seen.documents) > 1 and _ALSO.search(question.text) and not question.counts and \
            not all(_word(plain(answer), text) for text in seen.lowered):  # a count is no thing either file holds
        return Verdict("final_not_in_both")  # asked which of one file's families another file also lists, "DejaVu
        # Sans Mono" of the other's list alone
    looked = _looked_up(seen)
    viewed = plain(answer.strip().strip("\"'`.")) in {v.strip("\"'`.") for v, _ in looked}  # the value a lookup view
    # gave, its full stop as the answer's ("High Performance Parallel I'face.")
    if (extended := _extends(answer, question)) and not viewed:  # not the value a view looked the key up for:
        return Verdict("final_extends_key", unused=(extended,))  # do_cont's do_continue
    if _named_by_question(answer, question):
        return Verdict("final_question_key")  # 'Sazanami Gothic' for "... names Sazanami Gothic among the preferred
        # families ... Which one generic family does 40-nonlatin.conf give it as its default?": the thing asked about
    if question.reference and re.search(rf"(?<![\w.-]){re.escape(question.reference.lower())}(?![\w-]|\.\w)",
                                        answer.lower()):
        return Verdict("final_reference")
    if (scope := _SCOPE.search(question.text)) and identifier(scope.group(1)) and \
            re.search(rf"(?<!\S){re.escape(scope.group(1).lower())}(?!\S)", answer.lower()) and \
            _of_scope_line(answer, scope.group(1), seen, question):  # a word of its own, not the start of a path of it
        # (libfoo2/foo.h for "which header of libfoo2")
        return Verdict("final_reference")  # "Which symbol of libhistory.so.8 ...?": the library's own line
        # "libhistory.so.8 libreadline8 #MINVER#", no symbol of it; not a sentence naming a symbol "in libhistory.so.8"
    if question.ordered and not (question.counts and not question.ranks) and (ordered := _placed(seen)) and \
            not _in_placed(answer, question, ordered) and not _item_placed(answer, seen):  # a count is no record
        return Verdict("final_not_placed")  # placed: "How many characters does the first table, the one tagged
        # *digraph-table*, list?"
    if question.ordered and (named := _other_cell_of_placed(answer, seen, question)):
        return Verdict("final_other_field", unused=(named,))  # 'T', the replacement, for the character after ꝼ
    if question.ordered and (asked := _property_of_placed(answer, seen, question)):
        return Verdict("final_other_field", unused=(asked,))  # 'StackProtectStrong', the order view's name for the
        # attribute after StackProtectReq, asked its IR spelling
    if question.ordered and not question.asking & _KEY_ASKED and (_key_of_placed(answer, seen) or
                                                               _name_of_placed(answer, seen, question)):
        return Verdict("final_other_field", unused=("value",))  # 'XRequest.DPMS.4' for the request after DPMSSetTimeouts
    if question.ordered and (_reference_value(answer, seen, question) or _holds_reference(answer, question)):
        return Verdict("final_reference_value")
    if not backed(answer, seen.text, question) and not viewed:  # the part "TRIGGERS" of "dpkg's triggers spec": a
        # word of it
        return Verdict("final_unbacked")
    if plain(answer.strip().strip("\"'`.")) in {plain(a) for a in question.anchors if "_" in a.strip("_")} and \
            not re.search(r"\bor\b", question.text):
        return Verdict("final_unbacked")  # "Which class does _default_header_map assign to the header 'orig-date'?":
        # not _default_header_map, the record's parent a view named
    if seen.documents and _AS_WRITTEN.search(question.text) and ", " not in answer and \
            not _verbatim(answer.strip().strip("\"'`"), seen, question):
        return Verdict("final_not_in_documents")  # "Give the date as the file writes it": '1998-11-18', the view's ISO
        # date, where Zip's CHANGES writes "November 18th 1998"
    if seen.documents and _written_out(answer.strip().strip("\"'`."), seen, question):
        return Verdict("final_not_in_documents")  # '2015-05-17', the views' date, where NEWS writes "May 17, 2015"
    if seen.documents and _unwritten(answer, seen):
        return Verdict("final_not_in_documents")  # 'NID_HMAC_SHA3_512', a read's, where obj_mac.h has NID_hmac_sha3_512
    if seen.documents and not any(c.isdigit() for c in answer) and _unsaid(answer, seen):
        return Verdict("final_not_in_documents")  # words only the runtime's own output holds: "right before or after
        # it is there, not another record", the order view's note that a name sits inside a record's body
    if question.asking & _PARTS and _unrendered(answer, seen):
        return Verdict("final_unrendered")
    if (_COMMENT_SAID.search(_asking(question)) or _COMMENT_ASKED.search(_asking(question))) and \
            not _in_comment(answer, seen, question):
        return Verdict("final_not_comment")  # "says it is for setting preferable fonts for non-Latin", the file's
        # <description>, for what the comment beside Norasi says ('thai')
    if _TWICE.search(question.text) and mentions(answer.strip().strip("\"'`."), seen.lowered, 2) < 2:
        return Verdict("final_once")
    if not said_before and (wrong := misattributed(answer, seen, question)):
        return Verdict("final_elsewhere", wrong)
    evidence = support(answer, seen, question)
    if evidence is None or _letters_elsewhere(answer, evidence, question):
        return Verdict("final_unsupported")  # 'D', a letter of other lines, for what "=item Reference is already weak" is
    if kind := _unheld_qualifier(evidence, question, seen):
        return Verdict("final_other_kind", unused=(kind,))  # ID_SMARTCARD_READER, off "# smart-card readers", for the
        # property 70-uaccess.rules tests for fingerprint readers: no line says "fingerprint"
    if held := _others_value(answer, evidence, question):
        return Verdict("final_other_value", unused=(held,))  # 'None' of `source_address=None` in "def connect(self,
        # host='', port=0, timeout=-999, source_address=None)", asked the default connect gives timeout
    if _NAME_ASKED.search(question.text) and _field_not_name(answer, evidence):
        return Verdict("final_code_not_name")
    if _CHARACTER_ASKED.search(question.text) and not any(_word(answer, p.text) for p in evidence):
        return Verdict("final_not_character")  # 'a', the first letter of the one code printed ('aaa'), no count
    if _piece_of_name(answer, evidence) or _starred(answer, evidence):
        return Verdict("final_piece_of_name")
    if _operand(answer, evidence):
        return Verdict("final_operand")
    if key := _unnamed_key(answer, evidence, seen, question):
        return Verdict("final_unnamed_key", unused=(key,))
    if _other_label(answer, evidence, question):
        return Verdict("final_other_label")
    if _not_heading(answer, seen, question) or _release_heading(answer, question):
        return Verdict("final_not_heading")
    if question.aggregates and _typed(answer, evidence):
        return Verdict("final_typed")
    if _word_counted(evidence, question):
        return Verdict("final_word_counted")
    if question.counts and (owner := _owner_counted(evidence, question)):
        return Verdict("final_first_hop", unused=(owner,))  # "how many of networkservices's resource collections":
        # `r['key'] == 'networkservices'` kept the API itself, one record, none of its collections
    if spliced(answer, evidence, question) and not viewed:
        return Verdict("final_spliced")  # not the full name a lookup view composed (DW_LANG_C99 of "HANDLE_DW_LANG(0x000c,
        # C99, ...)")
    if _not_where_quoted(answer, seen, question):
        return Verdict("final_not_where_quoted")  # 'jrt:/java.net.http', the grant block over a line a search for "ALL"
        # found, for "In which module's grant block does default.policy have the comment "Needed for reading PKCS11
        # ..."?": the block holding that comment is jdk.crypto.cryptoki's
    if _beyond_record(answer, evidence, question) and not viewed:
        return Verdict("final_beyond_record")  # not the field the view looked up: the part 'VERSION PATTERNS' it names
        # over the record's line, which shows no heading
    if (asked := _other_field(answer, looked)) and not (_AS_WRITTEN.search(question.text) and
                                                        not _verbatim(asked, seen)) and \
            _long_date(answer) != asked:  # the view's ISO date '1998-11-18' of "November 18th 1998", asked as the file
        return Verdict("final_other_field", unused=(asked,))  # writes it, or written out where the file does
    if asked := _named_key(answer, seen) or _resource_key(answer, seen, question):
        return Verdict("final_other_field", unused=(asked,))
    if column := _other_column(evidence, question, seen) or _unasked_cell(answer, evidence, question, seen):
        return Verdict("final_other_column", unused=(column,))
    goes_by = named_document(question, seen.documents)  # the document the answer is to come from, if it names one
    if goes_by is not None and evidence and all(p.quoted and p.doc != goes_by for p in evidence) and not (
            {p.doc for p in evidence} <= _documents_in(_asking(question), seen.documents) and
            re.search(r"[a-z]", plain(answer)) is not None and  # a name, not a figure any file may hold (review)
            _word(plain(answer.strip().strip("\"'`.")), seen.lowered[goes_by])):  # lines of another document only (not a
        # figure computed); not those of one the asking names too, of a value both say ("Of the settings matplotlibrc
        # lists under its HATCHES banner, which one does the classic style (stylelib/classic.mplstyle) set ...?")
        return Verdict("final_other_document", unused=(seen.documents[goes_by].source,))
    if goes_by is not None and (held := _viewed_documents(evidence, seen)) and goes_by not in held:
        return Verdict("final_other_document", unused=(seen.documents[goes_by].source,))  # "... according to D-Bus's
        # NEWS?": the date of changelog.Debian's record a view reached
    if whole := cut_short(answer, evidence):
        return Verdict("final_cut_short", unused=(whole,))
    if list_cut(answer, evidence):
        return Verdict("final_list_cut")  # the rest of the list is on the lines after
    if _clipped_copy(answer, seen):
        return Verdict("final_list_cut")  # "... CJK Unified Ideographs Ext ...": a display cut short, the rest unread
    if placed := _list_short(answer, seen, question):
        return Verdict("final_list_short", unused=(str(placed),))  # "1.1.5, 1.1.7" of the three versions dated 2017
    if forced and _EVERY.search(question.text) and _SPAN.search(question.text) and not re.search(r",|;|\band\b", answer):
        return Verdict("final_list_cut")  # "Which blocks ... in plane 2 (U+20000 to U+2FFFF)? Name every one.": the one
        # line a forced search of its first code point found, not what lies between the ends
    if question.reference and (wrong_side(answer, evidence, question) or _file_side(answer, question, seen)) and \
            not _in_placed(answer, question, _placed(seen)):
        return Verdict("final_wrong_side")  # not a record the order view placed: "#define ENOTEMPTY 39 /* ... */
        # #define ELOOP 40" is records in a row, whose next one is not the next word
    if release := _other_release(answer, evidence, question, seen):
        return Verdict("final_other_release", unused=(release,))
    if start := _hop_start(question, seen, evidence, answer):
        return Verdict("final_first_hop", unused=start)  # 'ru: Yakut', sah's own line, for "that layout"
    if named := _other_block(evidence, question, seen) or _other_stanza(answer, evidence, question, seen):
        return Verdict("final_other_block", unused=(named,))
    if under := _under_other_heading(answer, seen, question):
        return Verdict("final_other_block", unused=(under,))
    if key := _keyed(question, seen):
        if not any(re.search(rf"(?<![\w-]){re.escape(key)}(?![\w-])", p.text, re.I) for p in evidence):
            return Verdict("final_other_key", unused=(key,))
    if tag := _not_given(answer, question, seen):
        return Verdict("final_other_field", unused=(tag,))  # 'us', the layout's name, for "Give the layout's description"
    if holder := _holder_unnamed(question, seen, evidence):
        return Verdict("final_other_key", unused=(holder,))  # "the colemak_dh variant of the us layout": Polish's
    if question.ranks and evidence and all(p.quoted for p in evidence) and \
            not any(_COMPARED.search(p.text) for p in evidence):
        return Verdict("final_uncompared")
    if (pair := _PAIR_COMPARED.search(question.text)) and (_IN_TIME.search(question.text) or _COMPARED.search(
            question.text) or _EARLIER.search(question.text)) and not all(
            re.search(rf"(?<![\w.-]){re.escape(plain(name))}(?![\w-])", plain(seen.text)) for name in pair.groups()):
        return Verdict("final_uncompared")  # "which of the two symbols rl_clear_display and rl_timeout_event_hook ...
        # since the earlier version?": the other one's version never printed
    if _IN_TIME.search(question.text) and evidence and all(p.quoted for p in evidence) and not _placed(seen) and \
            not any(_IN_TIME.search(p.text) or _COMPARED.search(p.text) for p in evidence):
        return Verdict("final_uncompared")  # "Which symbol ... has the newest version?": the file's first line, which
        # no order view placed and no line calls newest
    if question.ranks and evidence and all(_TOP_ONLY.search(p.code) and not _counted_rows(p.text) for p in evidence) \
            and (top := _other_top(answer, seen, question.ranks)):
        return Verdict("final_top_only", first=top)  # Counter(every key).most_common(1)[0][0]: 'a3', one of 1,064 names
        # each once, where the loop's ranking with its counts put en_US.ISO8859-1 first
    if question.ranks and evidence and all(_ONE_GROUP.fullmatch(p.text.strip()) and "Counter(" in p.code and
                                           "most_common(1)" not in p.code for p in evidence):  # not a top cut to one
        return Verdict("final_one_group")  # [('org.freedesktop.systemd1', 93)]: every record of one value, no ranking
        # of the method names the question compares
    if question.ranks and _LIST_LENGTH.search(question.text) and evidence and not any(p.quoted for p in evidence) and \
            not any(_MEASURED.search(p.code) for p in evidence):
        return Verdict("final_unmeasured")  # 'serif', the first of four values counted once each, for "which generic
        # family gets the longest list of preferred families": no list's length was taken
    if _ABSENCE.search(question.text) and len(seen.documents) > 1 and evidence and all(p.quoted for p in evidence) and \
            not any(_ABSENCE.search(p.text) for p in evidence) and \
            not any(".across(" in p.code and _word(answer.lower(), p.text.lower()) for p in seen.passages):  # a line
        # that says it ("... is not included in the default build"), or the loop's difference of the lists, shows it
        return Verdict("final_absence_unshown")  # 'nodiratime', from a line of mount(8) that names it, for the
        # option of fstab(5) that mount(8) has no entry for: a line shows what is there, not what is missing
    if question.ranks and not question.excludes and _question_word(answer, question):  # (one it leaves out: below)
        return Verdict("final_question_word")  # 'value', a key the root kept by the question's own words, for "which
        # string shape has the most values in its enum?"
    if question.ranks and evidence and not any(p.quoted for p in evidence) and _uncounted(question, evidence):
        return Verdict("final_not_counted")  # 'tr', `max(lists, key=lambda x: x.split()[0])`, the last language ID in
        # the alphabet, for "which language ID appears at the start of the condition list of the most lines"
    if question.ranks and (first := _first(answer, evidence, question.ranks)):
        return Verdict("final_not_first", first=first)
    if question.ranks and _unranked(answer, evidence):
        return Verdict("final_not_ranked")
    if _joined_unseen(answer, seen):
        return Verdict("final_unsupported")  # beyondcorp_v1.json of "v1alpha: discovery_doc: beyondcorp_v1alpha.json"
    if question.by_meaning and (question.aggregates or question.several):  # its words define kinds: the reading is the filter
        return Verdict(evidence=evidence) if read_by_models(evidence) else Verdict("final_unread")
    computed = question.aggregates and evidence and not any(p.quoted for p in evidence)
    if computed and (words := [w for w in unused(question, seen, evidence) if not _top_holds(w, answer, evidence, question)]):
        return Verdict("final_unfiltered", unused=tuple(words))
    if computed and (example := _example_tested(question.text, evidence)):
        return Verdict("final_example", unused=(example,))
    if computed and (question.counts or question.ranks) and \
            any(windowed(p.code, one_record=not question.numbered and not _picked_by_version(p.code, question)
                         and not _picked_by_name(p.code, question))
                for p in evidence):
        return Verdict("final_window")
    if computed and question.bound and not question.bound.kept_by([t for p in evidence for t in bounds(p.code)]) and \
            not all(_picked_by_version(p.code, question) for p in evidence):  # "from 2.8 to 2.9": one section's heading
        return Verdict("final_unbounded")
    if computed and question.counts and not question.ranks and not question.counted & _RELEASE_UNITS and \
            any(_RELEASE_PICKED.search(p.code) and _picked_by_version(p.code, question) and "list_items(" not in p.code
                for p in evidence):
        return Verdict("final_release_counted")  # "How many new targets does NEWS list for GDB 7.0?": '1', the records
        # whose version is 7.0, its release's own, not the targets listed under it
    if computed and question.counts and (question.hop or first_hop(question) or _STARTING_FROM.search(question.text)) and \
            (start := _hop_start_counted(question, evidence)):  # "under that same country code" in another file too
        return Verdict("final_hop_start_counted", unused=(start,))  # "... puts the message "Bad free() ignored" in a
        # category. How many messages are in that category?": '1', the messages saying "Bad free() ignored"
    if computed and goes_by is not None and \
            not any(re.search(rf"\bdoc\s*==?\s*{goes_by}\b|\bcontext\[{goes_by}\]", p.code) for p in evidence):
        return Verdict("final_other_document", unused=(seen.documents[goes_by].source,))  # "How many mirrors does
        # Debian.mirrors list under AU?": 19, the AU records of Ubuntu.mirrors counted too
    if computed and question.excludes and not any(negates(p.code) for p in evidence):
        return Verdict("final_unexcluded")
    if computed and (values := narrowed(question, evidence)):
        return Verdict("final_narrowed", evidence=evidence, unused=tuple(values))  # the loop widens its code
    if question.counts and not question.ranks and evidence and all(p.quoted for p in evidence) and \
            not any(_stated(answer, p.text) for p in evidence):
        return Verdict("final_not_counted")  # the 1 of a key sequence "\e[1~" for how many sequences bind a function
    if question.counts and not question.ranks and answer.strip() == "0":
        return Verdict("final_zero")  # none of what it counts found: a filter that missed, or a "0" of a setting's line
    if computed and question.counts and _disputed(answer, seen, question):
        return Verdict("final_disputed")
    if computed and question.occurrences and (patterns := _sentences(answer, evidence, seen)):
        return Verdict("final_sentences", unused=patterns)
    return Verdict(evidence=evidence)


def _top_holds(word: str, answer: str, evidence: Sequence[Passage], question: Question) -> bool:
    """Does the ranking's first row, the answer's, hold the word the code tested nothing for? Then the rows holding
    it have the same top: "the most recent Linux version" of socket(7)'s options ranked by their `since` ("Linux
    4.12"), every one a Linux version."""
    if not question.ranks or question.counts:
        return False
    rows = [row.group(1).lower() for p in evidence if (row := re.search(r"\(([^()\n]*)\)", p.text))]
    return any(_word(answer.lower(), row) and _word(word.lower(), row) for row in rows)


def held_elsewhere(answer: str, evidence: Sequence[Passage], seen: Seen, question: Question) -> bool:
    """Is the answer the part of the document (a release, a section) whose line holds the item the question names,
    where another part seen holds that item too? Asked "coreutils' NEWS names realpath among the new programs of which
    release?", lines of 8.16 and 8.15 both name realpath: which one "among the new programs" means rests on a heading no
    line shows, so a hop (RLM._hop) does not start from the part one of them is in."""
    words = {w for w in question.words - STOPWORDS if len(w) > 2} - {w.lower() for w in question.file_named}
    for passage in evidence:
        if not (passage.quoted and passage.part and _word(answer, passage.part)):
            continue
        item = {w for w in words if _word(w, passage.text.lower())}
        if item and any(other.quoted and other.part and not _word(answer, other.part)
                        and all(_word(w, other.text.lower()) for w in item) for other in seen.passages):
            return True
    return False
