"""What the root model has been shown, kept as text and as fact lines parsed once.

An answer is judged against this (rlm/judge.py), and a forced answer is helped with the lines of it
closest to the question. A fact line is an output's line without search()'s headers and location
prefixes, except the file or section a hit was in (a question may ask which file)."""

from __future__ import annotations

import ast
import re
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from functools import cached_property

from rlm.documents import Document
from rlm.question import Question, plain, tokens
from rlm.replies import clip
from rlm.sandbox_helpers import (DIRECTIVE_LINE, LOCATION, SEARCH_HEADER, _table_data, coded, directive_blocks,
                                 release_heads, table_columns)

_NOT_FACTS = re.compile(r"^(Output:|\(The question: )")  # the loop's own words around an output
_COUNTED = re.compile(r"\d[\d,._ ]*")  # a line that is only a number
# a statement: its leading word, past comment marks, and one to three values (gai.conf's "#label ::/0 1",
# sensors3.conf's "    label in1 "+5V""), not a comment's prose ("# ISO 3166 alpha-2 country codes, ISO/TC 46")
_LEADING = re.compile(r"^[ \t#;!]*([A-Za-z][\w-]*)(?:[ \t]+[^\s#]+){1,3}[ \t]*$", re.MULTILINE)
RUN_ERROR = re.compile(r"Hint: |\w*(Error|Exception|Warning): ")  # what describe_run says of the code, not the document
LINE_CHARS = 400  # a fact line quoted back to the root, clipped to this
QUOTED_CHARS = 12  # a printed line this long found verbatim in a document is a quote of it (shorter: a value)
FOUND_LINES = 200  # printed lines looked up in the documents per output (each a scan of the text)

_XML_TAG = re.compile(r"<([A-Za-z][\w-]*)[\s/>]")  # an XML element's opening tag
_JSON_KEY = re.compile(r'"([A-Za-z_][\w-]*)"\s*:')  # a JSON object's key
_XML_NAME = re.compile(r'<name>\s*([^<]*?)\s*</name>|\sname="([^"]*)"')  # what an XML element is called
MARKUP_READ = 2_000_000  # characters of a document read for its JSON keys and XML tags


@dataclass(frozen=True)
class Fact:
    """One line of output. `text` keeps the hit's file or section as "name: " in front."""

    text: str
    doc: int | None = None  # the document of a list a search hit came from
    part: str = ""  # the file of a dump, or the section heading, or the named document it was in


def facts(output: str) -> Iterator[Fact]:
    """An output's fact lines, in order: search headers dropped, locations parsed off, spaces collapsed."""
    for raw in output.splitlines():
        line = " ".join(raw.split())
        m = LOCATION.match(line)
        doc, part = None, ""
        if m:
            doc = int(m["doc"]) if m["doc"] else None
            part = m["part"] or m["name"] or ""
            line = (f"{part}: " if part else "") + line[m.end():]
        if line and not SEARCH_HEADER.match(line) and not _NOT_FACTS.match(line):
            yield Fact(line, doc, part)


@dataclass(frozen=True)
class Passage:
    """A piece of output an answer can rest on: a search hit or printed record with the lines that continue
    it in the document, a printed line of the document, or a line the code computed (`at` None)."""

    text: str  # its lines, spaces collapsed
    doc: int  # the document it is from (0 for a line the code computed)
    at: int | None  # where it starts in that document; None: printed by the code, not a quote
    part: str  # the file or section it is in, as the hit named it
    code: str  # the block that printed it

    @property
    def quoted(self) -> bool:
        return self.at is not None


def passages(output: str, code: str, documents: Sequence[Document]) -> Iterator[Passage]:
    """An output's passages: a located line (search hit, record) and the lines after it that continue it in
    the document; a line found verbatim in a document; each other line on its own, as the code computed it."""
    lines: list[str] = []
    doc, at, part, end = 0, None, "", 0

    def done() -> Iterator[Passage]:
        if lines:
            yield Passage("\n".join(lines), doc, at, part, code)
        lines.clear()

    looked = 0
    for raw in output.splitlines():
        line = " ".join(raw.split())
        m = LOCATION.match(line)
        if m:
            yield from done()
            doc, at, part = int(m["doc"] or 0), int(m["at"]), m["part"] or m["name"] or ""
            lines.append(line[m.end():])
            end = at
            continue
        if not line or SEARCH_HEADER.match(line) or _NOT_FACTS.match(line) or RUN_ERROR.match(line):
            yield from done()  # an error and its hint are about the code, not the documents
            continue
        if lines and at is not None:  # a record's next line, if the document goes on with it
            where = _find(documents, doc, raw.strip(), end)
            if where is not None:
                lines.append(line)
                end = where
                continue
        yield from done()
        doc, at, part = 0, None, ""
        if len(raw.strip()) >= QUOTED_CHARS and looked < FOUND_LINES:
            looked += 1
            for d, document in enumerate(documents):
                where = _quoted(document.text, raw.strip(), spaced=not code)
                if where is not None:
                    doc, at, end = d, where, where
                    break
        lines.append(line)
        if at is None:
            yield from done()
    yield from done()


def _quoted(text: str, line: str, *, spaced: bool) -> int | None:
    """Where the line is in the text; `spaced`: with any run of spaces where it has one, for the loop's own
    lines (followed hits, a sub-question's quotes), whose spaces facts() collapsed ("INFO  billing")."""
    where = text.find(line)
    if where < 0 and spaced and " " in line:
        found = re.search(r"[ \t]+".join(map(re.escape, line.split(" "))), text)
        return found.start() if found else None
    return where if where >= 0 else None


def _find(documents: Sequence[Document], doc: int, text: str, after: int, reach: int = 4000) -> int | None:
    """Where `text` is in the document within `reach` characters after `after` (without documents: anywhere)."""
    if not documents:
        return after
    if doc >= len(documents):
        return None
    where = documents[doc].text.find(text, after, after + reach + len(text))
    return where if where >= 0 else None


def facts_of(output: str) -> set[str]:
    """The lines of an output as facts, case folded (to tell whether an output showed anything new)."""
    return {f.text.lower() for f in facts(output)}


@dataclass
class Seen:
    """Every output shown to the root of one conversation, in order, with its fact lines and passages."""

    documents: Sequence[Document] = ()
    outputs: list[str] = field(default_factory=list)
    text: str = ""  # the outputs joined by newlines, kept as they come (every answer is judged against it)
    facts: list[Fact] = field(default_factory=list)
    known: set[str] = field(default_factory=set)  # the fact lines case folded
    passages: list[Passage] = field(default_factory=list)
    codes: str = ""  # every block whose output was shown, joined
    rarest: dict[str, list[str]] = field(default_factory=dict)  # question -> its rarest words in the documents

    def add(self, output: str, code: str = "") -> None:
        self.text = f"{self.text}\n{output}" if self.outputs else output
        self.outputs.append(output)
        self.codes += "\n" + code
        for fact in facts(output):
            self.facts.append(fact)
            self.known.add(fact.text.lower())
        self.passages.extend(passages(output, code, self.documents))

    @cached_property
    def lowered(self) -> list[str]:
        """The documents as `plain` text, made once per question when a rule needs them."""
        return [plain(d.text) for d in self.documents]

    @cached_property
    def heads(self) -> list[list[tuple]]:
        """Each document's release headings (see release_heads): read once per question, the judge asks per answer."""
        return [release_heads(d.text) for d in self.documents]

    @cached_property
    def releases(self) -> frozenset[str]:
        """The versions the documents' release headings name."""
        return frozenset(version for heads in self.heads for *_, version, _, _ in heads)

    @cached_property
    def selectable(self) -> list[str]:
        """The documents' lines a filter can select (`plain`): of a table without a header, its entries
        without their '# ...' comments. Asked how many /etc/services lines are for udp, 'protocol' of a
        few comments ("# http protocol over TLS/SSL") is no filter the count missed."""
        return [line for text in self.lowered for line in (_table_data(text) or text.split("\n"))]

    @cached_property
    def block_words(self) -> frozenset[str]:
        """The words that lead the documents' blocks of statements ('chip' of sensors3.conf's `chip "lm78-*"`
        blocks): what their records are, as 'line' is a log's, so no filter a count of "chip sections" missed."""
        return frozenset(blocks[0][4].lower() for d in self.documents if (blocks := directive_blocks(d.text)))

    @cached_property
    def head_words(self) -> frozenset[str]:
        """The words most release headings of a document say ('noteworthy', 'changes' of GnuPG's "Noteworthy changes
        in version 2.2.40", 164 of its 216): what its sections are, as 'chip' is a block's, so no filter a ranking of
        them missed."""
        said = [(Counter(w for h in heads for w in set(tokens(h[2]))), len(heads)) for heads in self.heads]
        return frozenset(w for counted, n in said for w, k in counted.items() if k * 2 >= n)

    @cached_property
    def _xml(self) -> list[str]:
        """The XML documents' text."""
        return [d.text for d in self.documents if d.text.lstrip().startswith("<")]

    @cached_property
    def tags(self) -> frozenset[str]:
        """The element tags of the XML documents, lower-cased, each used twice or more ('layout', 'variant' of
        base.extras.xml): the kinds of thing a question names with a name ("the us layout")."""
        found = [Counter(t.lower() for t in _XML_TAG.findall(text[:MARKUP_READ])) for text in self._xml]
        return frozenset(t for counted in found for t, n in counted.items() if n >= 2)

    @cached_property
    def xml_names(self) -> frozenset[str]:
        """What the XML documents' elements are called (`<name>us</name>`, `name="us"`): read once per question, the
        judge asks per answer."""
        return frozenset(a or b for text in self._xml for a, b in _XML_NAME.findall(text))

    @cached_property
    def field_words(self) -> frozenset[str]:
        """The keys every object of a JSON document has ('switch' of v143_CL.json's flag table): a field each record
        holds, as 'line' is a log's unit, so no filter a count of "switch entries" missed."""
        out: set[str] = set()
        for d in self.documents:
            keys = Counter(m.lower() for m in _JSON_KEY.findall(d.text[:MARKUP_READ]))
            most = max(keys.values(), default=0)
            out |= {k for k, n in keys.items() if n == most >= 3}
        return frozenset(out)

    @cached_property
    def columns(self) -> list[list[str]]:
        """Each document's column names when it is a table with a header (dpkg's cputable: "Debian name", "GNU
        name", ...), else []: which document holds the column a question asks for."""
        return [table_columns(d.text) for d in self.documents]

    @cached_property
    def leading(self) -> Counter[str]:
        """How many statement lines of the documents (source code aside) each word leads, lower-cased: a key of
        its statements (gai.conf's 'label' and 'precedence'). Read once per question: the judge asks per answer."""
        return Counter(m.group(1).lower() for d in self.documents if not coded(d.text) for m in _LEADING.finditer(d.text)
                       if not DIRECTIVE_LINE.match(m.group(0)))  # "#define X 1" of a C header: a directive, no key

    def names(self) -> list[str]:
        """The documents' file names ("MPL-2.0" of /usr/share/common-licenses/MPL-2.0); none for text given
        inline ("<text>", "<stdin>")."""
        names = (d.source.replace("\\", "/").rsplit("/", 1)[-1] for d in self.documents)
        return [n for n in names if n and not n.startswith("<")]

    def __bool__(self) -> bool:
        return bool(self.outputs)

    def lines(self) -> list[str]:
        return [f.text for f in self.facts]

    def closest(self, question: Question, limit: int = 8) -> list[str]:
        """The seen lines sharing the most words with the question (ties kept, up to `limit`), to put next
        to a forced answer: a small root asked to answer now copies the nearest number it read, which may
        be one from the document preview far above rather than the line that answers. Several lines tie
        when the answer has several parts (all values of one key), so the limit stays above a handful.
        Asked for a count: the numbers the code printed on lines of their own (a small root shown the lines
        about the question instead copied the note's own first line as its answer)."""
        if question.counts:  # the count the code printed, which shares no word with the question
            counts = [line for line in self.lines() if _COUNTED.fullmatch(line)]
            if counts:
                return list(dict.fromkeys(counts))[-limit:]
        scored = {line: len(question.tokens & set(tokens(line))) for line in self.lines()}
        best = max(scored.values(), default=0)
        return [clip(line, LINE_CHARS) for line, n in scored.items() if n == best][:limit] if best else []

    def to_read(self, question: Question, chars: int) -> list[str]:
        """The distinct lines seen, in the order seen, errors left out, for a model to read afresh; when they
        hold more than `chars` characters, those sharing the most words with the question."""
        lines = list(dict.fromkeys(clip(line, LINE_CHARS) for line in self.lines() if not RUN_ERROR.match(line)))
        kept: set[int] = set()
        room = chars
        for i in sorted(range(len(lines)), key=lambda i: -len(question.tokens & set(tokens(lines[i])))):
            if len(lines[i]) < room:
                kept.add(i)
                room -= len(lines[i]) + 1
        return [lines[i] for i in sorted(kept)]


def _literals(code: str) -> list[str]:
    """String constants written in the code (f-string pieces too), longest first."""
    try:
        tree = ast.parse(code)
    except SyntaxError:
        return []
    found = {n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str)}
    return sorted((t for t in found if len(t.strip()) >= 3), key=len, reverse=True)


def assigned(code: str) -> list[str]:
    """The strings the code sets a name to (`release_version = '3.3'`): values it typed, not computed."""
    try:
        tree = ast.parse(code)
    except SyntaxError:
        return []
    return [n.value.value.strip() for n in ast.walk(tree) if isinstance(n, (ast.Assign, ast.AnnAssign))
            and isinstance(n.value, ast.Constant) and isinstance(n.value.value, str)]


def without_typed_text(output: str, code: str, documents: Sequence[Document]) -> str:
    """The output without text the model typed into its code that is not in the document (a model
    refused for an unbacked answer may print the answer itself to make it "seen")."""
    for literal in _literals(code):
        text = literal.strip()
        if not any(text in d.text for d in documents):
            output = output.replace(text, " ")
    return output
