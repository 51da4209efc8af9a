"""What an answer rests on: the passages seen that say it about the question.

Its words being somewhere in the output (judge.backed) is not enough: a small root answers with a value
from a passage about something else (the first record of a file, a section's body asked for its title,
the city of another customer). An answer is supported by a passage that names the question's anchors and
holds the answer; for a question that names its thing through another ("the customer who placed order
O-1204"), by one reached from such a passage through a rare name both hold (an order's row names its
customer, the customer's record the city); or by a line the code printed, when the code names an anchor. The passages found are the answer's evidence."""

from __future__ import annotations

import ast
import os
import re
from collections.abc import Iterable, Iterator, Sequence

from rlm.code_reads import field_tests, numbers, reads, selectors
from rlm.definitions import elsewhere
from rlm.follow import mentions
from rlm.question import DOTTED, NAME, QUOTED, SCOPED, Question, counted_word, identifier, kind_named, plain, tokens, value
from rlm.sandbox_helpers import _THE_WORD, COMES_TO, COMMENTED, LIST_PLACE, PLACED, REACHED, STOPWORDS, _with_kind, quoted_phrases
from rlm.seen import Passage, Seen

HOPS = 4  # links of a chain followed from a passage about the question (vt: five assignments, four links)
BRIDGE = 12  # a name in more places than this is a category, not a link between two passages
PICKED_CHARS = 100  # a value the code picked prints short; a longer line not found in the documents is a cut quote
_ITEM = re.compile(r";\s*|,\s+|\s+and\s+")


def items(answer: str, question: Question) -> list[str]:
    """The answer's parts that each need support: its lines; for a question about all of something, its
    comma- or "and"-separated items; else the answer whole."""
    lines = [line.strip() for line in answer.splitlines() if line.strip()]
    if len(lines) > 1:
        return lines
    if question.several:
        return [part for part in _ITEM.split(answer) if part.strip()]
    return [answer]


_WHOLE_NUMBER = r"(?<!\d)(?<![^\W\dvV_])(?<![^\W\d_][vV])"  # a number's start: no digit or letter before it, but a version's v


def holds(text: str, value: list[str], bare: bool = False) -> bool:
    """Does the `plain` text hold the value's tokens: every number whole, and half of the words? A number
    is no piece of a word, but for a version's "v"; an answer that is a bare number (`bare`) is not the end
    of a dotted one either (its start, cut_short tells the whole of). The 6 of "R6" (a sample quantile
    method) was taken for a count of parameters, the 2 of "Geturl 1.2" for a count of releases; 2.29 is
    "v2.29", not 6 of "IPv6"; the value of 2.1.15 asked what came before 2.1.16 is its 15, which it holds."""
    for token in (t for t in value if any(c.isdigit() for c in t)):
        if not token.isdigit():
            pattern = re.escape(token)
        elif bare:
            pattern = rf"{_WHOLE_NUMBER}(?<!\d\.){token}(?!\d)"  # the start of one: cut_short tells the whole
        else:
            pattern = rf"{_WHOLE_NUMBER}{token}(?!\d)"
        if not re.search(pattern, text):
            return False
    words = [t for t in value if t.isalpha()]
    return not words or sum(t in text for t in words) * 2 >= len(words)


def specific(question: Question, seen: Seen) -> tuple[list[str], bool]:
    """The anchors a passage must name to be about the question, and whether it must name all of them:
    the most specific kind the question has. Quoted phrases, paths and keys with a digit or a hyphen
    (section 12, O-1204, noble-fiddle: any one; a body sentence naming "GNU" is not the title of section
    12); of those, the names given right after their kind ("the parameter gamma of colorsys.rgb_to_hsv": a
    line of rgb_to_hsv that does not name gamma is no default of gamma). Else its identifiers, names and
    rarest words that are rare in the documents (SMTP_PORT; Elena Bianchi; zip, not "Depends", a field of
    every record; nginx, not "version"), not the name of the document itself: any one, or both names of a
    person. A word or an identifier the documents lack, asked about, leaves nothing about the question."""
    if question.numbered:  # "section 3 of the MPL 2.0": the section, not every line naming the licence's version
        return list(question.numbered), False
    document = itself(question, seen)  # "the RPC program number of nsed" in /etc/rpc: nsed, not RPC
    if seen.lowered and (absent := [a for a in kind_named(question.text) if a.lower() not in document and
                                    not any(a.lower() in t for t in seen.lowered)]):
        return absent, False  # "Under which tzdata/Zones template ... the time zone Zaporozhye?": no line names the zone,
        # so none is about it, though its template's path is everywhere
    keys = [a for a in question.anchors if (any(c.isdigit() or c in " -/" for c in a) or a in question.names
                                            or a == question.reference) and a.lower() not in document]
    if seen.lowered and (absent := [a for a in question.anchors if _CODE_NAME.search(a) and a.lower() not in document and
                                    not any(a.lower() in t for t in seen.lowered)]):
        return absent, False  # "_IPv4Constants._documentation_network": no line names the attribute, so none is about
        # it, though its class has a line
    if seen.lowered and (absent := [t for k in keys for t in _name_run(question.text, k) if t.lower() not in document and
                                    not any(re.search(rf"(?<![\w-]){re.escape(t.lower())}(?![\w-])", d) for d in seen.lowered)]):
        return absent, False  # "the AMD Radeon RX 7900 XTX": no line names XTX, so none is about that card, though its
        # 7900 is in "AMD Radeon HD 7900 Series"
    if named_keys := [k for k in keys if k in question.names]:
        return named_keys, False  # "the parameter gamma of rgb_to_hsv": gamma's line
    common = [k for k in keys if k != question.reference and seen.lowered and mentions(k, seen.lowered, RARE_WORD) > RARE_WORD]
    # (the item an order word counts from is the handle, however often the manual names ‘b2sum’)
    if keys and len(common) < len(keys):  # "who uploaded base-passwd 3.5.99": the version, not the package every
        return [k for k in keys if k not in common], False  # entry of its changelog names
    about = [a for a in question.anchors if a.lower() not in document and a not in common]
    quoted = set(quoted_phrases(question.text))  # ‘lsblk’ of the coreutils manual, which has no such
    if seen.lowered and (absent := [a for a in about if (identifier(a) or a[:1].isupper() or a in quoted)  # command
                                    and not any(a.lower() in t for t in seen.lowered)]):
        return absent, False  # "the WoSign root certificate", "the Yezidi script": no line names it, so none is about it
    named = [a for a in about if not seen.lowered or 0 < mentions(a, seen.lowered, RARE_WORD) <= RARE_WORD]
    if named:
        people = [a for a in named if not identifier(a)]
        return named, len(people) == len(named) <= 2
    return rarest(question, seen) or common, False  # the question's rarest words before keys named everywhere


def _name_run(text: str, key: str) -> list[str]:
    """The words in capitals that run on after a key with a digit in the question, the rest of the name it begins
    ("7900 XTX" of "the AMD Radeon RX 7900 XTX"); none of a key alone ("version 2.3.5"), nor the owner's name before
    one ("XZ Utils 5.1.4beta": release notes need not write it)."""
    m = re.search(rf"(?<![\w.-]){re.escape(key)}(?![\w-])", text)
    if m is None or " " in key:
        return []
    after = re.match(r"(?:\s+(?:[A-Z0-9][\w+.-]*[\w+]|[A-Z]))*", text[m.end():])
    return [w for w in after.group(0).split() if any(c.isupper() for c in w)]


RARE_WORD = 20  # a question's word this rare in the documents names the thing asked about
_CODE_NAME = re.compile(r"\w_|_\w|[a-z][A-Z]|[a-zA-Z]\.[a-zA-Z_]")  # a name in code (_documentation_network), not
# an abbreviation ("the user id (UID)")


def rarest(question: Question, seen: Seen) -> list[str]:
    """The question's words that are rarest in the documents (at most RARE_WORD times, and near the
    rarest one's count), not the word of "this changelog" (the document itself); when it has
    none there but words the documents lack, those (nothing holds them: the question asks about
    something the documents do not have); [] without documents."""
    if question.text not in seen.rarest:
        counts = {}
        for word in sorted(question.tokens - STOPWORDS - {"many", "much", "often"} - itself(question, seen)):
            if len(word) >= 3 and not word.isdigit() and seen.lowered:
                counts[word] = mentions(word, seen.lowered, RARE_WORD)
        rare = {w: n for w, n in counts.items() if 0 < n <= RARE_WORD}
        low = min(rare.values(), default=0)
        found = [w for w, n in rare.items() if n <= 2 * low + 2]
        seen.rarest[question.text] = found or [w for w, n in counts.items() if n == 0]
    return seen.rarest[question.text]


_THIS = re.compile(r"\bthis (\w+)", re.I)  # "this changelog", "this file": the document itself


TITLE_WORDS = 12  # a first paragraph this short is the document's title


def _title(text: str) -> str:
    """The first paragraph when it reads as a title: words, no field or code marks (not "Upstream-Name: x"); else
    its first line, when that does in three words or more (tar's NEWS: "GNU tar NEWS - User visible changes.
    2021-02-13" over "Please send GNU tar bug reports to <bug-tar@gnu.org>")."""
    paragraph = re.split(r"\n[ \t]*\n", text[:2000].strip(), maxsplit=1)[0]
    paragraph = re.sub(r"^#{1,6}[ \t]+", "", paragraph)  # a Markdown file's "# Node.js 20 ChangeLog"
    for first, words in ((paragraph, 1), (paragraph.split("\n", 1)[0], 3)):
        first = " ".join(re.sub(r"[=-]{3,}", " ", first).split())
        if re.fullmatch(r"[\w ,.'&/-]*[^\W\d_][\w ,.'&/-]*", first) and len(first.split()) >= words:
            return first
    return ""


def itself(question: Question, seen: Seen) -> set[str]:
    """The words that name the document itself ("this changelog", "this file", its file's name and its words:
    "smtplib" of "smtplib.py", "zone" and "tab" of "zone.tab"; its two folders': "apt" of apt/history.log,
    "openssh-client" of openssh-client/NEWS.Debian.gz, "dpkg" of dpkg/spec/triggers.txt; its title's, a short
    first paragraph: "GNU" and "version" of "GNU GENERAL PUBLIC LICENSE Version 3, 29 June 2007", asked of
    section 12 "of the GNU GPL version 3") or say how to answer
    ("...? Give the name."): they select no line of it.
    A document's path the question gives is its too ("Going by /etc/wgetrc, what is wget's default for tries?"), and
    the owner it gives the file's name ("Python's token.py": "TYPE_IGNORE = 57" was refused for not naming Python),
    unless that is a sibling of the package folder the file sits in (openssh-client's of openssh-server/NEWS.Debian).
    A count of smtplib.py's classes that did not test 'smtplib' was refused as unfiltered, the signer ranked
    first by a count that did not test 'name' too, and "Apache-2" for "According to e2fsprogs' copyright
    file, which licence applies to CleanSpec.mk?" because its line does not say e2fsprogs."""
    folders = [f for d in seen.documents if d.source.count("/") >= 2  # dpkg/spec of dpkg/spec/triggers.txt
               for f in d.source.replace("\\", "/").rsplit("/", 3)[-3:-1] if f]
    paths = [d.source.replace("\\", "/") for d in seen.documents if "/" in d.source and not d.source.startswith("<")]
    titles = {w for d in seen.documents if len((t := _title(d.text)).split()) <= TITLE_WORDS
              for w in re.findall(r"[a-z][a-z0-9-]*", t.lower())}
    names = {n for name in (*seen.names(), *folders) for n in (name.lower(), *tokens(name))
             if not n.isdigit()} | titles  # 'apt' of apt/history.log, not '11' of python3.11
    names |= {m.group(1) for f in folders if (m := re.fullmatch(r"([a-z][a-z-]*[a-z])\d+", f.lower()))}  # Libgcrypt of
    # libgcrypt20/NEWS: a package named for its library's soname
    stems = {name.lower().removesuffix(".gz").rsplit(".", 1)[0] for name in seen.names()}  # iso_639-2 of iso_639-2.json,
    # cmake-policies of cmake-policies.7.gz ("According to the cmake-policies man page, in which CMake version was
    # CMP0031 introduced?" was answered from the page's title line, which names the page, not CMP0031)
    parts = {part for s in stems for part in s.split(".") if "-" in part or "_" in part}  # journal-fields of
    # systemd.journal-fields.7.gz, asked of "the systemd.journal-fields(7) man page"
    whole = stems | {f.lower() for f in folders} | parts  # an anchor naming the document whole: openssh-client
    after = question.text.rsplit("?", 1)[1] if "?" in question.text else ""  # "...? Give the name.": how to answer
    said = {a.lower() for a in question.anchors  # /etc/wgetrc
            if "/" in a and any(p.lower().endswith(a.lower()) for p in paths) or a.lower() in whole}
    said |= {a.lower() for a in question.anchors if len(a) >= 3 and any(  # 3.11-x86_64-linux-gnu and config-3 of
        re.search(rf"(?<![\w.]){re.escape(a.lower())}(?![\w])", s) for s in said if "/" in s)}  # the path given
    named = stems | {name.lower().split(".")[0] for name in seen.names()}
    before = {a.lower() for a in question.anchors if a.isalpha() and any(re.search(  # "GNU" of "the GNU coreutils
        rf"(?<![\w.-]){re.escape(a)}[ \t]+{re.escape(n)}(?![\w.-])", question.text, re.I)  # manual" (coreutils.info.gz)
        for n in named)}
    owners = {a.lower() for a in question.anchors if re.fullmatch(r"[A-Za-z][\w-]*", a) and any(re.search(  # "Python's
        rf"(?<![\w.-]){re.escape(a)}['\u2019]s?[ \t]+(?:[\w.-]+/)*{re.escape(n)}(?![\w-])", question.text, re.I)  # token.py",
        for n in named)}  # "Python's urllib/request.py"
    owners |= {a.lower() for a in question.anchors if re.fullmatch(r"[A-Z][\w-]*", a) and any(re.search(  # "Google
        rf"(?<![\w.-]){re.escape(a)}(?:[ \t]+[A-Z][\w-]*){{1,3}}['\u2019]s?[ \t]+{re.escape(n)}(?![\w-])", question.text)
        for n in named)}  # Cloud CLI's regen_apis_config.yaml": the owner's name in words
    for m in (m for n in named for m in re.finditer(  # "AWS Lambda's API model (service-2.json)": the owner of the
            rf"((?:[A-Z][\w-]*[ \t]+){{0,3}}(?:[A-Z][\w-]*|\d+(?:\.\d+)*))['\u2019]s?((?:[ \t]+[\w-]+){{1,3}})[ \t]+"
            rf"\((?i:{re.escape(n)})[^)]*\)", question.text)):  # file it describes ("CMake 3.25's presets schema
        owner = [w for w in m.group(1).split() if w[:1].isupper() and not re.search(r"[a-z][A-Z]|[_\d]", w)]  # (schema.
        owners |= {w.lower() for w in owner}  # json)"), in words: not "the GetLayer operation's entry (service-2.json)"
        if len(owner) == len(m.group(1).split()):  # and what the file is to it: "API model", "presets schema"; not
            owners |= {w.lower() for w in m.group(2).split() if not any(  # "Invoke operation", a name the file gives
                re.search(rf"(?<![\w-]){re.escape(w.lower())}(?![\w-])", text) for text in seen.lowered)}
    owners |= {a.lower() for a in question.anchors if re.fullmatch(r"\d+(?:\.\d+)*", a) and any(re.search(  # "LLVM 14's
        rf"(?<![\w.-])[A-Za-z][\w-]*[ \t]+{re.escape(a)}['\u2019]s?[ \t]+{re.escape(n)}(?![\w-])", question.text, re.I)
        for n in named)}  # Attributes.td": the owner's version, no key of a line
    owners -= {o for o in owners for f in folders if "-" in o and "-" in f and o.split("-")[0] == f.lower().split("-")[0]
               and o != f.lower()}  # another package's than its folder's: "openssh-client's NEWS.Debian" of openssh-server
    module = {a.lower() for a in question.anchors if "::" in a and a.lower().rsplit("::", 1)[-1] in named}  # Perl's
    # "Module::CoreList (CoreList.pm)": the module the file is
    return {w.lower() for w in _THIS.findall(question.text)} | (question.tokens & names) | said | before | owners | \
        module | {w.lower() for w in NAME.findall(after)}


def _names(text: str, anchor: str) -> bool:
    """Not as a piece of a dotted number: "1.3. Documentation for liblzma" is no line of section 3."""
    return re.search(rf"(?<![\w-])(?<!\d\.){re.escape(plain(anchor))}(?![\w-])(?!\.\d)", text) is not None


def _whole(text: str, anchor: str) -> bool:
    """Does the `plain` text name the anchor as a token of its own, not the start of a dotted one ("hu_HU
    ISO-8859-2", not "hu_HU.UTF-8 UTF-8": another locale)?"""
    return re.search(rf"(?<![\w.-]){re.escape(plain(anchor))}(?![\w-])(?!\.\w)", text) is not None


def _in_name(text: str, anchor: str, question: Question) -> bool:
    """Is the anchor a part of a snake_case name in the `plain` text whose every part the question says? Asked
    the port "for SMTP over SSL", SMTP_SSL_PORT names SSL; asked the port of the class SMTP, it does not
    name SMTP (SSL is not asked). A part may end in a word the question says ("linker flags": LDFLAGS of
    MODULE__SSL_LDFLAGS, asked of the module _ssl)."""
    own = plain(anchor).strip("_").split("_")  # _ssl of MODULE__SSL_LDFLAGS, IMAP4_SSL of IMAP4_SSL_PORT
    ends = [w for w in question.words if len(w) >= 4]
    for name in re.findall(r"\w+_\w+", text):
        parts = [p for p in name.split("_") if p]
        at = next((i for i in range(len(parts) - len(own) + 1) if parts[i:i + len(own)] == own), None)
        if at is not None and all(p in question.words or any(p.endswith(w) for w in ends)
                                  for p in parts[:at] + parts[at + len(own):]):
            return True
    return False


_FIELD = re.compile(r"(?:^|\s)[A-Z][\w-]{1,30}: ")  # "Package: ", "Version: " of a Key: value record


def subject(text: str) -> str:
    """What a record is about: of a `Key: value` block (a package's entry), its first field (of one cut
    in the middle, only the cut field's tail); of anything else, all of it. The entry of python3.11 names python3-venv in its Breaks field, and its version is
    not python3-venv's."""
    fields = list(_FIELD.finditer(text))
    if len(fields) < 3:
        return text
    return text[: fields[1].start()] if fields[0].start() == 0 else text[: fields[0].start()]  # cut in mid-entry


def named_fields(text: str, question: Question) -> str:
    """The fields of a `Key: value` record that a word of the question names ("described" its
    Description, "maintained" its Maintainer), joined."""
    stems = {stem(w) for w in question.tokens if len(w) >= 4}
    fields = list(_FIELD.finditer(text)) if stems else []
    ends = [f.start() for f in fields[1:]] + [len(text)]
    return " ".join(text[f.start():end] for f, end in zip(fields, ends)
                    if any(_kin(plain(f.group().strip(" :")), s) for s in stems))


def _kin(name: str, word: str) -> bool:
    """Is a field's name the question's word in another form (Description, "described"; Maintainer, "maintains")?"""
    shared = len(os.path.commonprefix([name, word]))
    return shared >= 5 and shared >= len(word) - 1


def about(passage: Passage, question: Question, wanted: list[str], every: bool) -> bool:
    """Does the passage (or the file or section it is in) name the question's specific anchors (see
    `specific`), a record in its first field? A phrase of several words may be in a field the question
    names: "the package described as 'alternate POSIX capabilities library'" is libcap-ng0, whose
    Description that is; one word (a package's name) in another package's Depends is not about it."""
    record, place = passage.text.split(PLACED, 1) if ".order(" in passage.code and PLACED in passage.text else \
        (passage.text, "")  # the order view's note of where a certificate's block is ("right after the one that
    # names 'szafir root ca2'"), which its first field alone left out
    text = plain(f"{passage.part} {subject(_MARKUP_COMMENT.sub(' ', record))} {place}")  # not a name only an HTML
    if wanted:  # comment says ("<!-- md-lint skip-deprecation DEP0188 -->" in DEP0187's notes): it says nothing of it
        fields = plain(named_fields(passage.text, question)) if any(" " in a for a in wanted) else ""
        return (all if every else any)(_names(text, a) or _in_name(text, a, question) or (" " in a and _names(fields, a))
                                       for a in wanted)
    words = question.tokens - STOPWORDS
    return len(words & set(tokens(text))) >= max(1, len(words) // 2)


_MARKUP_COMMENT = re.compile(r"<!--.*?-->", re.S)
SEGMENT_CHARS = 600  # a passage longer than a printed record is judged by its lines and sentences
_DEFINES = re.compile(r"(?<=\S)\s+(?=#\s*define\s)")  # between two #define statements run together
_OBJECTS = re.compile(r"(?<=\})\s*,?\s*(?=\{)")
_LINES = re.compile(r"\n|(?<=[.!?])\s+(?=[A-Z\[(\"])")


def segments(passage: Passage) -> list[Passage]:
    """The pieces of a passage an answer and its anchor must share: each JSON object of it; of a passage
    longer than a printed record (a chunk printed raw), each line and sentence: a value is not taken from
    the record or sentence next to the one asked about."""
    pieces = [d for piece in _OBJECTS.split(passage.text) for d in _DEFINES.split(piece)]  # each #define of a run of
    # them on one line ("#define EVP_PKEY_DH NID_dhKeyAgreement #define EVP_PKEY_DHX NID_dhpublicnumber ..."): the name
    # next to the key, not another one of the run, is the link to follow
    if len(passage.text) > SEGMENT_CHARS:
        pieces = [line for piece in pieces for line in _LINES.split(piece)]
    if len(pieces) == 1:
        return [passage]
    out, start = [], 0
    for piece in pieces:
        start = passage.text.find(piece, start)
        if piece.strip():
            at = None if passage.at is None else passage.at + start  # spaces were collapsed: near, not exact
            out.append(Passage(piece, passage.doc, at, passage.part, passage.code))
    return out


def _constant(word: str) -> bool:
    """A code constant or variable name (SMTP_PORT, OYCNI, default_port): its value is where it is set."""
    return "_" in word or (word.isupper() and word.isalpha())


def _bridges(passage: Passage, question: Question, seen: Seen, rare: dict[str, bool], nodes: list[Passage]) -> set[str]:
    """The passage's rare names with a letter (C-059, SMTP_PORT, OYCNI; not a date or a count) that the
    question does not use: what a second passage must also name to be the next link. Rare in the
    documents and among the pieces seen ("VAR", in every line of a chain, links nothing), not counting
    the pieces a search for that name printed (search("C-055") shows every order of C-055)."""
    found = set()
    for word in NAME.findall(passage.text):
        name = word.lower()
        if len(word) < 3 or name in question.words or not any(c.isalpha() for c in word):
            continue
        if not (identifier(word) or "-" in word) or not (question.relational or _constant(word)):
            continue  # only a question naming its thing through another follows data keys (C-055)
        if name not in rare:
            distinct = {plain(p.text) for p in nodes if name not in plain(p.code)}
            seen_in = sum(_names(text, name) for text in distinct)
            rare[name] = seen_in <= max(3, len(distinct) // 2) and 0 < mentions(name, seen.lowered, BRIDGE) <= BRIDGE
        if rare[name]:
            found.add(name)
    return found


def _reach(nodes: list[Passage], seen: Seen, question: Question) -> dict[int, list[int]]:
    """Each piece about the question, and those chained to one by shared rare names, with the chain."""
    wanted, every = specific(question, seen)
    paths = {i: [i] for i, p in enumerate(nodes) if about(p, question, wanted, every)}
    said = {i: plain(f"{nodes[i].part} {subject(nodes[i].text)}") for i in paths}
    for a in (a for a in wanted if identifier(a)):  # hu_HU's own line, not hu_HU.UTF-8's, where both are seen
        if any(_whole(text, a) for i, text in said.items() if nodes[i].quoted):  # a line of the documents, not the
            # runtime's own "'pam_faildelay' is in this line:" over `auth optional pam_faildelay.so delay=3000000`
            paths = {i: path for i, path in paths.items() if _whole(said[i], a) or not _names(said[i], a)}
    for i in [i for i in paths if nodes[i].text.startswith(REACHED) and HOPPED_VIEW.search(nodes[i].code)]:
        for j, p in enumerate(nodes):  # the record the loop's hop reached from the key this note names ("E2fsprogs
            if j not in paths and p.quoted and p.code == nodes[i].code:  # 1.45.7 (January 28, 2021)", reached from
                paths[j] = paths[i] + [j]  # Debian's upload 1.45.7-1): about it, though it writes the key otherwise
    rare: dict[str, bool] = {}
    texts = [plain(p.text) for p in nodes]
    frontier = list(paths)
    for _ in range(HOPS):
        links = {i: _bridges(nodes[i], question, seen, rare, nodes) for i in frontier}
        frontier = []
        for j, text in enumerate(texts):
            if j in paths:
                continue
            for i, names in links.items():
                if any(_names(text, n) for n in names):
                    paths[j] = paths[i] + [j]
                    frontier.append(j)
                    break
        if not frontier:
            break
    return paths


HOPPED_VIEW = re.compile(r"\.(?:across|within)\(")  # the loop's views that hop (loop.across_code, loop.within_code)


def _in_documents(value: list[str], seen: Seen) -> bool:
    """A value on a line the code printed is the documents' when its tokens are in them (no documents
    known: trusted), not a helper model's invention."""
    return not seen.lowered or any(holds(text, value) for text in seen.lowered)


# an answer given in a sentence, which names what the question does and selects nothing: `Final('The class SCTPServer
# ... defines 50 methods.')` named SCTPServer, and the count of every class's methods printed before was taken as its
# count
_ANSWERED = re.compile(r"""\bfinal(?:_var)?\s*\(\s*[rbuf]*(?:'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*")\s*\)""", re.I)


def support(answer: str, seen: Seen, question: Question) -> tuple[Passage, ...] | None:
    """The passages the answer rests on (each item of it on one piece or one chain of pieces), or None.
    Of the figures several blocks printed, one whose code tests every selecting word of the question: the
    root re-running the loop's count of orders by `keep` without the line that kept Tampere's customers
    printed the same 42."""
    nodes = [piece for p in seen.passages for piece in segments(p)]
    reach = _reach(nodes, seen, question)
    anchors = [a for a in question.anchors if a.lower() not in itself(question, seen)]  # not RPC of /etc/rpc
    codes = plain(_ANSWERED.sub("", seen.codes))
    named = not anchors or any(plain(a) in codes or "-" in a and re.search(  # "64-bit": Bits == 64
        rf"(?<![\w.]){re.escape(plain(a.split('-')[0]))}(?![\w.])", codes) for a in anchors) or \
        any(re.search(rf"""(?:\[|\.get\()['"]{re.escape(w)}['"][\]),]""", seen.codes) for a in anchors if " " in a
            for w in re.findall(r"\w+", a.lower())) or \
        _glossed(anchors, question, seen) or _kind_before_tested(anchors, question, seen) or \
        _after_begun(anchors, question, seen) or bool(_shaped_example(anchors, [p.code for p in seen.passages]))
    # "the "since Linux" notes": r['since'] reads them; "the lv layout (Latvian)": r['parent'] == 'lv' names it
    found: list[Passage] = []
    for item in items(answer, question):
        said = value(item, question) or ([] if question.polar else re.findall(r"[a-z0-9]+", plain(item)))
        if not said and question.polar and not reach and _lacked(question, seen):  # "No" to "Does sql_features.txt
            return None  # mark T879 as supported?", where no line names T879: yes or no says something of nothing there
        if not said:  # "no" to "Is it enabled?"; to "What is the value of PASSWORD_HISTORY?" it is a value a line must hold
            continue
        bare = item.strip().isdigit()  # a count, an id: no piece of "1.2" (as backed() reads an answer)
        chains = _sources(said, _quoted(item) or _one_key(item), nodes, seen, question, reach, named, bare)
        if question.ranks:  # a ranking the code printed with the answer first, before the lines that name it
            chains = iter(sorted(chains, key=lambda chain: not any(_ranked_first(item, p, question) for p in chain)))
        chain = first = next(chains, None)
        while question.aggregates and chain is not None and not any(p.quoted for p in chain) and \
                unused(question, seen, chain):
            chain = next(chains, None)
        chain = chain or first
        if chain is None:
            return None
        found.extend(p for p in chain if p not in found)
    return tuple(found)


_PUT_OUT = re.compile(r"\b(put|puts|putting|get|gets|got|bring|brings|brought|roll|rolls|rolled|push|pushes|pushed|ship|"
                      r"ships|shipped|send|sends|sent|churn|churns|churned)\s+out\b", re.I)  # what releasing is said with


def _ranked_first(item: str, passage: Passage, question: Question) -> bool:
    """Does a computed passage begin with the item (a sorted list's first tuple), ranked by a sort or by counting a
    field the question names? Asked which flag arrived in the most recent version, [('IFF_ECHO', 'Linux 2.6.25'), ...]
    ranks IFF_ECHO, which the flag's own line, "(since Linux 2.6.25)", does not; a count of the records' 'scope' ranks
    no letter that begins the most codes."""
    said = item.strip().strip("\"'`.")
    counted = re.findall(r"""Counter\(r\[['"]([^'"]+)['"]\]""", passage.code)
    return not passage.quoted and bool(said) and re.match(rf"[\s\[\('\"]*{re.escape(said)}(?![\w-])", passage.text) is not None \
        and ("sorted(" in passage.code or bool(counted) and all(
            any(w in question.words for w in re.split(r"[-_ ]+", f.lower())) for f in counted))


def _glossed(anchors: Sequence[str], question: Question, seen: Seen) -> bool:
    """Is an anchor a gloss in parentheses of a name just before it that the code seen keeps records by (see
    field_tests): "the lv layout (Latvian)" and `r['parent'] == 'lv'`? The name the gloss restates selects the same
    records."""
    glossed = [m.group(1).split() for a in anchors
               if (m := re.search(rf"((?:[\w.-]+\s+){{1,3}})\({re.escape(a)}\)", question.text))]
    if not glossed:
        return False
    tested = {v.lower() for p in seen.passages for v in field_tests(p.code)}
    return any(w.lower() in tested for words in glossed for w in words if w.lower() not in STOPWORDS)


def _kind_before_tested(anchors: Sequence[str], question: Question, seen: Seen) -> bool:
    """Is an anchor the kind said right before a name the code seen keeps records by ("the API serviceusage" and
    `r['parent'] == 'serviceusage'`)? The name selects the records; the kind only says what it is."""
    tested = {v for p in seen.passages for v in field_tests(p.code)}
    return any(_with_its_kind(a, v, question.text) for a in anchors for v in tested)


def _after_begun(anchors: Sequence[str], question: Question, seen: Seen) -> bool:
    """Is an anchor the thing said right after the start names must begin with, which the code seen tests ("mirrors
    with an https:// URL" and `.startswith('https://')`)? The start selects the records; the URL is what begins so."""
    begun = question.begins[1] if question.begins and question.begins[0] == "start" else ""
    return bool(begun) and repr(begun) in seen.codes and any(
        re.search(rf"{re.escape(begun)}\s+{re.escape(a)}(?![\w-])", question.text) for a in anchors)


def _with_its_kind(kind: str, name: str, text: str) -> bool:
    """Does the question say the name right after its kind ("the API serviceusage"; "the default "no"", its kind
    said elsewhere in the plural: "both show systemd's compiled-in defaults"), or as an attribute of its XML tag?"""
    word = kind
    kind = re.escape(kind.removesuffix("s") if len(kind) > 3 else kind)
    return re.search(rf"""\bthe {kind}s?\s+["'“‘]?{re.escape(name)}["'”’]?(?![\w-])""", text, re.I) is not None or \
        re.search(rf"""<{kind}\s[^<>]*=["']{re.escape(name)}["']""", text, re.I) is not None or \
        word in _HOLDER_KINDS and re.search(rf"(?<![\w-]){re.escape(name)}\s+{re.escape(word)}\b", text) is not None  # '<policy
    # context="default">'; "ftplib's FTP class": a holder's kind after its name, as a code names it


_HOLDER_KINDS = {"class", "struct", "structure", "function", "method", "module", "element", "shape", "enum", "interface"}


def _lacked(question: Question, seen: Seen) -> bool:
    """Do the documents lack every specific anchor of the question (see `specific`): the thing it asks about?"""
    wanted = specific(question, seen)[0]
    return bool(seen.lowered) and bool(wanted) and not any(a.lower() in t for a in wanted for t in seen.lowered)


def _quoted(item: str) -> str | None:
    """The phrase of two words or more an answer quotes ("... is 'Exhibit A - Source Code Form License
    Notice'"): what it claims, so a passage must hold it word for word, not half of its words."""
    m = QUOTED.search(item)
    phrase = (m.group(1) or m.group(2)) if m else ""
    return plain(phrase) if len(phrase.split()) >= 2 else None


def _one_key(item: str) -> str | None:
    """A name whose words a hyphen joins, or a manual page with its section ("file-hierarchy(7)", "mknod(1)"): one key,
    so a passage must hold it whole, not half of its words (hier(7)'s "device files" held 'file' of file-hierarchy)."""
    said = item.strip().strip("\"'`.")
    return plain(said) if _ONE_KEY.fullmatch(said) else None


_ONE_KEY = re.compile(r"[A-Za-z][\w.+]*(?:-[A-Za-z][\w.+]*)+(?:\(\d\w*\))?|[\w.+-]+\(\d\w*\)")


def _says(text: str, value: list[str], phrase: str | None, bare: bool) -> bool:
    return holds(text, value, bare) and (phrase is None or phrase in text or phrase in _unroffed(text))


def _unroffed(text: str) -> str:
    """A man page's source line as it reads: ".BR file\\-hierarchy (7)" is file-hierarchy(7)."""
    return re.sub(r"\s+\((\d\w*)\)", r"(\1)", text.replace("\\-", "-").replace("\\(hy", "-"))


def _sources(value: list[str], phrase: str | None, nodes: list[Passage], seen: Seen, question: Question,
             reach: dict[int, list[int]], named: bool, bare: bool) -> Iterator[list[Passage]]:
    """The chains that hold the value, latest first: quoted pieces about the question or linked to one,
    then lines the code printed: for a count or an extreme, any (the code so far names an anchor); else
    one printed by a block that names a specific anchor (it picked the value from that key's record),
    with the value in the documents (not a helper model's invention)."""
    keys = [tokens(a) for a in specific(question, seen)[0]]
    for i in sorted(reach, reverse=True):
        p = nodes[i]
        if not (p.quoted or (_in_documents(value, seen) and reads(p.code))):
            continue
        if any(_elsewhere(nodes[k], seen, question) for k in reach[i]):
            continue  # a line of another function than the one the question names, or a chain through one
        if _says(plain(p.text), value, phrase, bare) or \
                (_says(plain(p.part), value, phrase, bare) and _about_part(p, question) and not _own_value(p, value, keys)):
            yield [nodes[k] for k in reach[i]]
    wanted = [plain(a) for a in specific(question, seen)[0]]
    for p in reversed(nodes):  # the code's own lines: a figure it computed, a field it picked from a record
        if p.quoted or not _says(plain(p.text), value, phrase, bare) or not reads(p.code):
            continue  # a quote is above; a figure the code typed in (Counter({'upgrade': 2})) read nothing
        if question.aggregates and named:
            if p.code:  # a figure some code computed; not a line the loop followed a name to
                yield [p]
        elif len(p.text) <= PICKED_CHARS and (not wanted or any(a in plain(p.code) for a in wanted)) \
                and (_in_documents(value, seen) or _worked_out(value, p, question.counts)) and not _SEARCHED.fullmatch(p.code.strip()):
            yield [p]  # not a piece of what a search for the key printed, cut from a line ("... [1591 characters
            # omitted] ... # define PR_CAP_AMBIENT_CLEAR_ALL 4" of search('PR_SET_MDWE'), which matched no line)


_SEARCHED = re.compile(r"(?:print\()?search\([^()]*\)\)?")  # a search and nothing else


def _worked_out(value: list[str], passage: Passage, counts: bool) -> bool:
    """Is the value one the loop's lookup view worked out from a C expression it prints with the records it used
    ("'(SQLITE_BUSY | (2<<8))' comes to 517, SQLITE_BUSY being '5'"), or by counting an item's place in the list it
    prints ("its place in its list, counting from 0: '28'") or, for a count (`counts`), the items a comment follows
    ("4 items of this record carry the comment 'thai': ..."): a figure no document writes, computed from lines that
    are there? Not a root's own print of such words."""
    return len(value) == 1 and ".lookup(" in passage.code and \
        (f"{COMES_TO}{value[0]}," in passage.text or f"{COMES_TO}{value[0]}:" in passage.text or
         re.search(rf"{re.escape(LIST_PLACE)}[01]: '{re.escape(value[0])}'", passage.text) is not None or
         counts and passage.text.startswith(f"{value[0]} items of this record{COMMENTED}"))


def _elsewhere(p: Passage, seen: Seen, question: Question) -> bool:
    """Is a quoted passage inside a definition other than those the question names (see definitions.elsewhere)?
    A chain through one is about it: smtplib's `default_port = SMTP_SSL_PORT`, in SMTP_SSL, led to
    `SMTP_SSL_PORT = 465`, a top-level line, for the default port of the class LMTP inherits from (SMTP)."""
    return p.quoted and p.doc < len(seen.documents) and elsewhere(question, seen.documents[p.doc].text, p.at, p.text)


def _own_value(passage: Passage, value: list[str], keys: list[list[str]]) -> bool:
    """Does the passage's text give a key of the question right before a figure of the value's shape but not the value
    ("D-Bus 1.11.2 (2016-03-07)" under a heading "D-Bus 1.11.22 (2017-10-23)" that was not read as its own)? Then the
    value in the heading over it is another key's, not this one's."""
    if not value or not all(t.isdigit() for t in value):
        return False
    said = tokens(passage.text)
    shape = [len(t) for t in value]
    for key in (k for k in keys if k):
        for i in range(len(said) - len(key) + 1):
            after = said[i + len(key):i + len(key) + len(value)]
            if said[i:i + len(key)] == key and [len(t) for t in after] == shape and all(t.isdigit() for t in after) \
                    and after != value:
                return True
    return False


_HEADING_NUMBER = re.compile(r"\s*(\d+(?:\.\d+)*)\.?\s")


def _about_part(passage: Passage, question: Question) -> bool:
    """May a value in the heading of a passage's section (not in its text) answer? When the question names
    a section by number, only the heading numbered so: a line of section 2 citing "Section 3.3", or of
    Exhibit A naming the licence's version, does not make their heading section 3's title. A file's name
    answers "which file sets RETRIES?"."""
    if not question.numbered:
        return True
    numbered = _HEADING_NUMBER.match(passage.part)
    return numbered is not None and numbered.group(1) in question.numbered


FILTER_SHARE = 0.8  # a word on more of the documents' lines than this describes them all: it selects nothing
FILTERS = 4  # a question with more selecting words describes its items at length (a labelling task's kinds)


# a field of the records named by their whole names, as the loop's view of one record's count prints it
_ONE_NAMED = re.compile(r"print\(\[r\['[\w ]+'\] for r in records\(\) if str\(r\.get\('\w+'\)\)\.lower\(\) == '[^']+'"
                        r"(?: and str\(r\.get\('\w+'\)\)\.lower\(\) == '[^']+')*\]\)")
_ONE_VALUE = re.compile(r"\[[^\[\],]+\]")  # one record's value
_YEAR_TESTED = re.compile(r"""\.startswith\(['"](?:1[89]|2[01])\d\d['"]\)""")  # a date tested for its year


def unused(question: Question, seen: Seen, evidence: Sequence[Passage]) -> list[str]:
    """The question's words that select some of the documents' lines (ERROR, api, upgrade) and that the
    code printing the evidence does not test (rlm/code_reads.py: a string or a field, not a comment): a count or an extreme computed without one of them may have
    counted something else ("How many ERROR lines did api log?" answered with every ERROR line). Another
    block's code does not count: one that failed naming 'api' did not select the lines counted. A word on
    every line a tested word or quoted value selects is tested with it ('run' of "run with --install", 'label'
    of "label some input "+3.3V""). A dotted or joined name the question gives (not the document's) is one whatever
    lines were seen: "the entries that refer to systemd.mount(5)"."""
    if evidence and all(_ONE_NAMED.fullmatch(p.code.strip()) and _ONE_VALUE.fullmatch(p.text.strip()) for p in evidence):
        return []  # the parameters of the one function named (`_own_count`): a name that picks one record selects all
    tests = "\n".join(selectors(p.code) for p in evidence)
    if question.numbered and any(f"\n{n}.\n" in f"\n{tests}\n" for n in question.numbered):
        return []  # the sections under "chapter 6" are those numbered 6.x: the number selects them, not the words
    code = plain(tests)
    if any(_TOP_LEVEL.search(p.code) for p in evidence):
        code += "\ntop-level module"  # records() gives definitions at the file's margin level 1: the top level, a
        # module's own ("at module level")
    if any(_DEF_KIND.search(p.code) for p in evidence):
        code += "\ndef"  # a method or a function is what a def statement makes: "(def statements in the class body)"
    if any(_CONSTANT_PREFIX.search(p.code) for p in evidence):
        code += "\nconstant constants"  # "FILE_ATTRIBUTE_ constants": the names a capitals prefix begins are constants
    if any("list_items(" in p.code for p in evidence):
        code += "\n" + _LISTED  # what list_items() keeps: "items (paragraphs starting with an asterisk)"
    if any("functions_in(" in p.code for p in evidence):
        code += "\nfunction functions"  # what functions_in() keeps: the names written as calls, mktemp()
    if any("records(" in p.code for p in evidence) and \
            any(len(_DEFINE_LINE.findall(d.text)) >= DEFINE_LINES for d in seen.documents):
        code += "\ndefine defines"  # a C header's records are its #define lines: "how many constants does it #define"
    if any(_PAGE_CITED.search(p.code) for p in evidence):
        code += "\nsection sections"  # "cited with its section as name(1)": a pattern of name(1) tests the section
    if any(_YEAR_TESTED.search(p.code) for p in evidence):
        code += "\nyear years date dates dated"  # "dated in the year 2013": a date starting '2013' is of that year, a
        # test of the dates ("NEWS dates each release. How many of them came out in 2016?")
    holding = _selecting(question, seen)
    tested = [lines for w, lines in holding.items() if stem(w) in code]
    tested += [{i for i, line in enumerate(seen.selectable) if key in line}  # a value the question quotes, "+3.3V"
               for key in {plain(a) for a in question.anchors} if len(key) >= 3 and key in code]
    kept = {v for p in evidence for v in field_tests(p.code)}
    tested += [holding[w] for w in holding if w in seen.tags and any(_with_kind(v, w, question.text) for v in kept)
               or any(_with_its_kind(w, v, question.text) for v in kept)]
    # "the lv layout" kept by `r['parent'] == 'lv'`, "the API serviceusage" by `r['parent'] == 'serviceusage'`: the
    # name said with its kind selects a record of that kind
    document = itself(question, seen) | question.contrasted
    versions = [v for v in dict.fromkeys(VERSION.findall(question.text)) if v in seen.releases and v not in tests
                and v.lower() not in document]  # not 3.11 of "Python 3.11's NEWS", its owner's; "under
    # "Bug fixes" for release 4.21": one release's, not every release's; not the 2.0 of "the Apache License 2.0"
    ranked = question.asking if question.ranks else frozenset()  # "Which section of ... documents the most fields":
    # what is ranked, grouped by, not a filter; still a word that sets aside the rarest ('lists', for "which block lists")
    example = _begun_example(question.text, [p.code for p in evidence]) | \
        _shaped_example(question.words, [p.code for p in evidence])
    year = [question.year] if question.year and question.year not in tests and (question.counts or question.ranks) and \
        not any(int(question.year) in numbers(p.code) or re.search(rf"['\"]{question.year}['\"]", p.text)
                for p in evidence) else []  # "How many of them came out in 2016?" (a tally by year prints '2016'):
    # the year selects, as a word does (a root counted the hits of a pattern stringing the question's words)
    out = [w for w in sorted(holding) if stem(w) not in code and w not in ranked and w not in example and
           not any(t and t <= holding[w] for t in tested)] + versions + year
    return out + [a for a in question.anchors if (DOTTED.fullmatch(a) or "_" in a.strip("_")) and " " not in a and
                  not VERSION.fullmatch(a.lstrip("vV"))
                  and plain(a) not in code and a.lower() not in document and a.lower() not in holding and
                  a.lower() not in example and not set(tokens(a)) & set(out)]  # "the entries that refer to
    # systemd.mount(5)": a name no line seen held, so no word above selected by it; 420 entries of the section were
    # counted for the 10 naming it


def _begun_example(text: str, codes: Sequence[str]) -> set[str]:
    """The words of a parenthesis giving an example ("(the file-type tests such as S_ISDIR)") whose example the prefix
    the code tests begins (.startswith('S_IS')): one of the items counted, which selects no fewer. Else none: an example
    no tested prefix begins may be what narrows the count."""
    prefixes = [m.group(1).lower() for code in codes for m in _STARTS.finditer(code)]
    out: set[str] = set()
    for gloss in _EXAMPLE_GLOSS.findall(text):
        words = set(re.findall(r"[\w-]+", gloss.lower()))
        if prefixes and any(w.startswith(p) and w != p for w in words for p in prefixes):
            out |= words
    return out


def _shaped_example(words: Iterable[str], codes: Iterable[str]) -> set[str]:
    """The words (the question's names) that a shape the code matches whole (`re.fullmatch('B\\d+', ...)`) matches:
    the example the shape was taken from ("named like B115200"), one of the items counted."""
    shapes = []
    for code in codes:
        for m in _FULLMATCH.finditer(code):
            try:
                shapes.append(re.compile(ast.literal_eval(m.group(1)), re.I))
            except (ValueError, SyntaxError, re.error):
                continue
    return {w for w in words for shape in shapes if shape.fullmatch(w)}


_FULLMATCH = re.compile(r"""re\.fullmatch\(([rR]?(?:'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"))""")  # a shape a name is matched whole by


_STARTS = re.compile(r"""r(?:\.get\(['"]\w+['"][^)]*\)|\[['"]\w+['"]\])\)?\.startswith\(['"]([^'"]+)['"]\)""")  # a field's
# prefix (a name's), not a line's: "S_ISUID = 0o4000" begins with S_IS too
_EXAMPLE_GLOSS = re.compile(r"\(([^()]*\b(?:such as|e\.g\.|for example|like)\s[^()]*)\)", re.I)


_PAGE_CITED = re.compile(r"\\\([1-9]")  # a pattern of a manual page cited with its section: r'(\w+)\(1\w*\)'
_DEFINE_LINE = re.compile(r"^[ \t]*#[ \t]*define\b", re.M)
DEFINE_LINES = 3  # #define lines a document has at least for its records to be them (see sandbox_helpers._define_records)
_LISTED = "items paragraphs starting beginning asterisk bullets bulleted dash lettered numbered marked names change " \
    "changes section sections"  # a call's quoted names too; a release's listed items are its changes ("lists the most
# changes as `*` items"), those of the section whose body it reads ("the most items in its section of NEWS")
_DEF_KIND = re.compile(r"""(?:\[['"]kind['"]\]|\.kind)\s*==\s*['"](?:method|function)['"]""")
_CONSTANT_PREFIX = re.compile(r"""\.startswith\(['"][A-Z][A-Z0-9]*_[A-Z0-9_]*['"]\)""")
_TOP_LEVEL = re.compile(r"""(?:\[['"]level['"]\]|\.level)\s*==\s*1\b""")


def narrowed(question: Question, evidence: Sequence[Passage]) -> list[str]:
    """The values the code printing the evidence keeps records by that the question never names, or names
    only as the kind asked for, the figure compared or inside a file's name: a root asked for the largest
    order kept only status 'paid' ones; asked which service has the highest port, one kept the services
    named '...port'; asked how many classes queue.py defines, the loop kept those in the class Queue. Their
    words, stemmed, must be the question's."""
    asked = plain(_THIS.sub("", question.text))  # "this changelog" is no filter
    if re.search(r"\bdef\b", question.text):
        asked += " method function"  # "def statements": what a def makes, in a class or not
    return sorted({v for p in evidence for v in field_tests(p.code) if not _named_whole(v, question) and
                   not all(stem(w) in asked and w not in question.framing and w not in question.file_named
                           for w in re.findall(r"[a-z0-9]+", plain(v)))})


def _named_whole(value: str, question: Question) -> bool:
    """Does the question name the value, an identifier, whole and not inside a file's name: the EXACT_TOKEN_TYPES
    mapping of token.py, not the errno-base of "(not errno-base.h)" nor the changelog of "this changelog"?"""
    said = value.lower()
    if value and said not in question.file_named and any(d.lower().startswith(f"{said}.") and d.count(".") >= 2
                                                         for d in DOTTED.findall(question.text)):
        return True  # the group of keys "its XRequest.XFree86-DGA.n lines" spells out; not errno-base of errno-base.h
    return bool(value) and identifier(value) and said in question.words and said not in question.file_named and \
        not set(re.findall(r"[a-z0-9]+", plain(value))) <= question.file_named


# what a document is made of: "How many ERROR lines did api log?" counts lines, it does not select the two
# api ERRORs about "log rotation"; a unit quoted ("lines mentioning 'log'") is a filter again
UNITS = frozenset({"log", "logs", "logged", "line", "lines", "entry", "entries", "record", "records", "row", "rows",
                   "file", "files", "document", "documents", "item", "items", "block", "blocks",
                   "release", "releases", "version", "versions", "upload", "uploads",  # release notes' units
                   "setting", "settings", "option", "options", "parameter", "parameters"})  # a config file's


# 4.1, 2.0.1, 3.3a: a release a question names, which NAME reads as no word; not a piece of 1.2.3 or of v2.8
VERSION = re.compile(r"(?<![\w.])\d+(?:\.\d+)+[a-z]?(?![\w.]|\.\d)")
_COMPOUND = re.compile(r"\b[A-Za-z]+(?:-[A-Za-z]+)+\b")  # top-level, non-free: one word, never its parts


def _selecting(question: Question, seen: Seen) -> dict[str, set[int]]:
    """The question's words that select some lines (on fewer than FILTER_SHARE of them), with the lines holding
    each; not the words naming the document's units (UNITS); the rarest dropped until they describe some
    lines together. None past FILTERS: a description. A hyphenated word selects the lines holding it whole
    ("top-level" or "top level"), not those holding a part: "top" in a comment of textwrap.py is no
    filter a count of top-level functions missed."""
    if not seen.lowered:
        return {}
    lines = seen.selectable
    holding: dict[str, set[int]] = {}
    quoted = {w for a in question.anchors for w in a.lower().split()}
    contained = {w.lower() for w in _THE_WORD.findall(question.text)}  # "contain the word purple": inside names too
    keys = {k.lower() for k in question.keys if not k.isdigit()}
    compounds = {c.lower() for c in _COMPOUND.findall(question.text) + SCOPED.findall(question.text)}  # APT::Get too
    parts = {t for c in compounds for t in tokens(c)}
    joined = {k for k in keys if "_" in k.strip("_")}  # transaction_flags, which tokens part in two
    words = (question.tokens - parts | compounds | joined) - STOPWORDS - (UNITS - quoted) - seen.block_words - \
        seen.head_words - question.framing - \
        question.contrasted - itself(question, seen) - set(tokens(question.excludes))  # 'out' of "leaving out MSC_MAX"
    if re.search(r"\b[a-z]+\s+out\b", question.text, re.I):  # "put out the largest number of releases": a verb's
        words -= {"out"} | {m.lower() for m in _PUT_OUT.findall(question.text)}  # particle, and a light verb before it;
        # no word of the lines ("commented out" selects by 'commented')
    asks = question.counts and "many" in words  # 'many' of "how many": no filter, though it lengthens the description
    words -= {"many"}  # (it counts toward FILTERS, which some right counts rely on; not for "How many tzdata versions
    # does this changelog list?", with no filter but the unit's words)
    if (counted := counted_word(question)) is not None:  # the times 'Licensor' appears "in the Apache License"
        words = {w.lower() for w in NAME.findall(counted[0])}  # it alone selects: the rest says where to count
    named: set[str] = set()  # the stems of what is counted where the lines hold it only ending a name ("Bantu languages")
    for word in sorted(words, key=lambda w: w not in question.counted):
        if word.isdigit() or len(word) < 3 or stem(word) in named:
            continue
        pieces = word.split("-")
        pattern = re.compile(rf"(?<![a-z]){re.escape(word)}(?![a-z])" if word in contained else  # "contain the word
                             # purple": purple4 and medium_purple too, not goldenrod for gold
                             rf"(?<![a-z0-9_]){'[- ]'.join(map(re.escape, pieces))}(?![a-z0-9_])")
        found = {i for i, line in enumerate(lines) if pieces[0] in line and pattern.search(line)}
        if not found and len(pieces) == 2 and pieces[0].isalpha() and len(pieces[0]) >= 3:  # "big-endian", no line
            word = pieces[0]  # saying it: a table's 'big' cells, a value its second word names the column of
            found = {i for i, line in enumerate(lines) if re.search(rf"(?<![a-z0-9_]){word}(?![a-z0-9_])", line)}
        if word in question.counted and word not in quoted and word not in keys and found and \
                all(re.search(rf"[a-z] {pattern.pattern}", lines[i]) for i in found):  # not a key ('name="transaction_flags"')
            named.add(stem(word))  # a word of the items' names, not a kind of them; nor is "section" of "section 0 included"
        elif 0 < len(found) < len(lines) * FILTER_SHARE:
            holding[word] = found
    versions = {plain(a) for a in question.anchors if VERSION.fullmatch(a)} - itself(question, seen)  # "for bash-4.1":
    # 4.1 selects its (not 3.11 of "Python 3.11's NEWS", its owner's)
    keys |= versions  # release's lines, a key however long the description; a root counted the "New Features in
    for key in versions:  # Readline" sections of all 18 releases
        found = {i for i, line in enumerate(lines) if re.search(rf"(?<![\w.]){re.escape(key)}(?!\w|\.\d)", line)}
        if 0 < len(found) < len(lines) * FILTER_SHARE:
            holding[key] = found
    stamps = {stamp: found for stamp in _STAMP.findall(question.text)  # a day or a time selects its session's or
              if 0 < len(found := {i for i, line in enumerate(lines) if stamp in line}) < len(lines) * FILTER_SHARE}
    if question.begins and question.begins[0] != "holds":  # lines starting "Setting up": what they begin with selects
        said = plain(question.begins[1])  # them, however long the question (140 lines of a session for its 34)
        if len(said) >= 3 and said not in STOPWORDS and \
                0 < len(found := {i for i, line in enumerate(lines) if said in line}) < len(lines) * FILTER_SHARE:
            stamps[said] = found
    # entry's lines, which may hold no other word of the question, however long it is: "lines starting "Setting up" in
    # the session that started at 2026-05-20 16:49:12" were counted over the whole log
    if len(holding) + len(named) + (asks and not question.whole) > FILTERS:  # a word naming the items lengthens it too
        holding = {w: found for w, found in holding.items() if w in keys}  # but a key it names still selects (BOOL)
        if not holding:
            return stamps
    words = sorted(holding, key=lambda w: (-len(holding[w]), w))
    while len(words) > 1 and not set.intersection(*(holding[w] for w in words)):
        words.pop()
    fields = seen.field_words - quoted  # a key of every JSON object ('switch' of "switch entries"): what each record
    # has, no filter; still a word of the description above
    return {**stamps, **{w: holding[w] for w in words if w not in fields}}


_STAMP = re.compile(r"(?<![\d-])\d{4}-\d\d-\d\d(?![\d-])|(?<![\d:])\d{1,2}:\d\d:\d\d(?![\d:])")  # 2026-05-20, 16:49:12


def stem(word: str) -> str:
    """The word without a plural or tense ending: code filtering on 'install' uses "installed"."""
    for end in ("ing", "ed", "es", "s"):
        if word.endswith(end) and len(word) - len(end) >= 4:
            return word[: -len(end)]
    return word
