"""What the root model wrote and what it is shown: code out of a reply, outputs made readable,
and the checks that decide whether a final answer is backed by document text the model has seen.

Pure functions (no model, no sandbox), so the rules the loop applies can be read and tested alone.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

from rlm import prompts
from rlm.documents import Document
from rlm.helpers import ASSIGNMENT, DEFINITION
from sandbox import RunResult

_FENCE = re.compile(r"```[ \t]*(?:python3?|py|repl|ipython)?[ \t]*\n(.*?)(?:```|\Z)", re.S | re.I)
_CODE_HINT = re.compile(r"[(=]")


def _is_code(text: str) -> bool:
    """Parses as Python and has a call or an assignment (so a line of prose is not taken for code)."""
    if not _CODE_HINT.search(text):
        return False
    try:
        compile(text, "<reply>", "exec")
    except SyntaxError:
        return "\n" in text.strip() or not text.strip()[:1].isalpha() or "(" in text.split()[0]
    return True


def extract_code(reply: str) -> str | None:
    """The code in a reply: fenced blocks (```python, ```py, ```repl or bare), else a reply that is code.

    A broken block that looks like code is still returned (the model learns from the SyntaxError);
    a block of plain prose is not (the model gets a nudge instead)."""
    blocks = [b.strip("\n") for b in _FENCE.findall(reply) if b.strip()]
    code = "\n".join(b for b in blocks if _is_code(b))
    if code:
        return code
    if blocks:
        return None
    text = reply.strip().strip("`").strip()
    try:
        compile(text, "<reply>", "exec")
    except SyntaxError:
        return None
    return text if _CODE_HINT.search(text) else None


_STOPWORDS = frozenset(
    "the a an of in on at to for from by with and or is are was were be it its this that as not no yes "
    "answer final number value".split()
)


def _tokens(text: str) -> list[str]:
    """Words of 3+ characters that are not stop words, and numbers of any length (a port is 25)."""
    return [t for t in re.findall(r"[a-z0-9]+", text.lower().replace(",", ""))
            if (len(t) >= 3 or t.isdigit()) and t not in _STOPWORDS]


def backed(answer: str, seen: str, question: str = "") -> bool:
    """Is the answer supported by output the model has seen? Its words that are not the question's
    must be there: every token with a digit (numbers as whole numbers), and at least half of the
    others. Catches invented numbers and names, and an answer that only repeats the question."""
    haystack = seen.lower().replace(",", "")
    asked = set(_tokens(question))
    words = _tokens(answer)
    new = [t for t in words if t not in asked]
    if not new:
        return not words
    for token in (t for t in new if any(c.isdigit() for c in t)):
        pattern = rf"(?<!\d){re.escape(token)}(?!\d)" if token.isdigit() else re.escape(token)
        if not re.search(pattern, haystack):
            return False
    alpha = [t for t in new if t.isalpha()]
    return not alpha or sum(t in haystack for t in alpha) * 2 >= len(alpha)


def _literals(code: str) -> list[str]:
    """String constants written in the code (f-string pieces too), longest first."""
    try:
        tree = ast.parse(code)
    except SyntaxError:
        return []
    found = {n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str)}
    return sorted((t for t in found if len(t.strip()) >= 3), key=len, reverse=True)


def evidence(output: str, code: str, documents: Sequence[Document]) -> str:
    """The output without text the model typed into its code that is not in the document (a model
    refused for an unbacked answer may print the answer itself to make it "seen")."""
    for literal in _literals(code):
        text = literal.strip()
        if not any(text in d.text for d in documents):
            output = output.replace(text, " ")
    return output


_HEADER = re.compile(r"^(\d+\+? match\(es\) for |no exact match for |no match for |Output:|\(The question: )")
# "[doc 3 (a.py), at 9]": "a.py: " kept; "[at 9, in b.py]" (a file of a dump, or a section heading): "b.py: "
_WHERE = re.compile(r"^\[(?:doc \d+ \((?P<name>[^)\]]*)\), )?at \d+(?:, in (?P<part>[^\]]*?))?(?:, \d+/\d+ words)?\]\s*")


def _fact_lines(text: str) -> Iterator[str]:
    """An output's lines that carry facts: search headers dropped, "[at N]" prefixes and extra spaces
    removed; a hit's file name kept (a question may ask which file)."""
    for raw in text.splitlines():
        line = _WHERE.sub(lambda m: f"{m['part'] or m['name']}: " if m["part"] or m["name"] else "", " ".join(raw.split()))
        if line and not _HEADER.match(line):
            yield line


def facts_of(text: str) -> set[str]:
    """The lines of an output as facts, case folded (to tell whether an output showed anything new)."""
    return {line.lower() for line in _fact_lines(text)}


_COUNT = re.compile(r"\bhow (many|often)\b|\bcount\b|\bthe number of\b", re.I)  # not "how much": an amount
_COUNTED = re.compile(r"\d[\d,._ ]*")  # a line that is only a number


def asks_to_count(question: str) -> bool:
    """Does the question ask for a count? Lines read afresh cannot answer it: they are the hits shown,
    not all of them (asked how many log lines mention install, a fresh read of 20 said 10, not 1979)."""
    return _COUNT.search(question) is not None


def closest_lines(seen: str, question: str, limit: int = 8) -> list[str]:
    """The seen lines sharing the most words with the question (ties kept, up to `limit`), to put next
    to a forced answer: a small root asked to answer now copies the nearest number it read, which may
    be one from the document preview far above rather than the line that answers. Several lines tie
    when the answer has several parts (all values of one key), so the limit stays above a handful.
    Asked for a count: the numbers the code printed on lines of their own (the 1.5B, shown the lines
    about the question instead, copied the note's own first line as its answer)."""
    if asks_to_count(question):  # the count the code printed, which shares no word with the question
        counts = [line for line in _fact_lines(seen) if _COUNTED.fullmatch(line)]
        if counts:
            return list(dict.fromkeys(counts))[-limit:]
    asked = set(_tokens(question))
    scored = {line: len(asked & set(_tokens(line))) for line in _fact_lines(seen)}
    best = max(scored.values(), default=0)
    return [_clip(line, 400) for line, n in scored.items() if n == best][:limit] if best else []


_ERROR = re.compile(r"Hint: |\w*(Error|Exception|Warning): ")  # what describe_run says of the code, not the document


def read_lines(seen: str, question: str, chars: int) -> list[str]:
    """The distinct lines seen, in the order seen, errors left out, for a model to read afresh; when they
    hold more than `chars` characters, those sharing the most words with the question."""
    lines = list(dict.fromkeys(_clip(line, 400) for line in _fact_lines(seen) if not _ERROR.match(line)))
    asked = set(_tokens(question))
    kept: set[int] = set()
    room = chars
    for i in sorted(range(len(lines)), key=lambda i: -len(asked & set(_tokens(lines[i])))):
        if len(lines[i]) < room:
            kept.add(i)
            room -= len(lines[i]) + 1
    return [lines[i] for i in sorted(kept)]


_SEVERAL = re.compile(r"\b(all|every|each|both|list)\b", re.I)


def asks_for_several(question: str) -> bool:
    """Does the question ask for all of something? Only then is a forced answer told to hold all the
    lines listed: told so of two lines of one needle ("The pass key is 68629. 68629 is the pass key.")
    the 1.5B copies both lines whole instead of answering with the key."""
    return _SEVERAL.search(question) is not None


_NAME = re.compile(r"(?<![\w-])\w[\w-]*\w(?![\w-])")  # a word, inner hyphens included
RARE = 6  # a name in more places than this is a category ("ERROR", "VAR"), not a handle on one thing
FOLLOW_SEARCHES = 6  # that found a line; a category found nothing and costs only a try
FOLLOW_TRIES = 2 * FOLLOW_SEARCHES  # each a search of the whole document (up to 0.3 s on 4 MB)
FOLLOW_CHARS = 1200  # what the lines found may add to the forced answer's prompt (~300 tokens, seconds on 2 cores)
FOLLOW_LINE_CHARS = 300


def _identifier(word: str) -> bool:
    """ALLCAPS, snake_case, camelCase, letters with digits; not a Capitalised word (most start a sentence)."""
    return (word[0].isalpha() or word[0] == "_") and any(c.isupper() or c.isdigit() or c == "_" for c in word[1:])


def names(line: str, question: str) -> list[str]:
    """The identifier-like words of a line that the question does not use."""
    asked = {w.lower() for w in _NAME.findall(question)}
    found: list[str] = []
    for word in _NAME.findall(line):
        if "-" not in word and len(word) >= 3 and _identifier(word) and word.lower() not in asked and word not in found:
            found.append(word)
    return found


def handles(question: str) -> list[str]:
    """The question's words that name one thing: identifiers, numbers, hyphenated keys (`noble-fiddle`)."""
    return [w for w in _NAME.findall(question) if len(w) >= 3 and ("-" in w or w.isdigit() or _identifier(w))]


def _numbers(text: str, asked: set[str]) -> set[str]:
    return {t for t in _tokens(text) if any(c.isdigit() for c in t) and t not in asked}


def _template(line: str, keys: set[str]) -> set[str]:
    """A line's words without its numbers and the question's keys: what lines of one kind share."""
    return {t for t in _tokens(line) if t.isalpha() and t not in keys}


@dataclass
class Misattribution:
    """An answer's number copied from a line about another key: the refusal quotes both sides."""

    numbers: list[str]  # of the answer, in the other line
    source: str  # the line they come from
    keys: list[str]  # the question's keys the right lines mention
    about: list[str]  # the seen lines about those keys


def misattributed(answer: str, seen: str, question: str) -> Misattribution | None:
    """Is the answer's number from a line of the same kind about another key ("... for steady-engine
    is: 8387149." asked for noble-fiddle)? The 1.5B copies the first needle of the document preview even
    with the right line in front of it, and keeps doing so unless told which line its number came from.
    None for a number the code computed (printed on a line of its own) or a chain of lines."""
    keys = handles(question)
    asked = set(_tokens(question))
    numbers = _numbers(answer, asked)
    if not keys or not numbers:
        return None
    found = {line: _numbers(line, asked) for line in _fact_lines(seen)}  # each line's numbers, once
    about = [line for line, nums in found.items() if nums and any(k.lower() in line.lower() for k in keys)]
    if not about or any(numbers & found[line] for line in about):
        return None
    words = set(_tokens(" ".join(keys)))
    kinds = [_template(line, words) for line in about]
    for line, nums in found.items():
        if common := numbers & nums:
            own = _template(line, words)
            if any(len(own & kind) * 2 >= len(own | kind) > 0 for kind in kinds):
                named = [k for k in keys if any(k.lower() in a.lower() for a in about)]
                return Misattribution(sorted(common), _clip(line, 400), named, [_clip(a, 400) for a in about[:4]])
    return None


def _mentions(name: str, texts: Sequence[str]) -> int:
    """How often the word occurs in the lower-cased texts (search() ignores case), counted up to RARE + 1.
    str.find, not a regex: a lookbehind regex takes 0.3 s per name over 4 MB, this a few ms."""
    needle = name.lower()
    count = 0
    for text in texts:
        at = text.find(needle)
        while at >= 0:
            end = at + len(needle)
            if not (at and (text[at - 1].isalnum() or text[at - 1] == "_")) and not (
                end < len(text) and (text[end].isalnum() or text[end] == "_")
            ):
                count += 1
                if count > RARE:
                    return count
            at = text.find(needle, at + 1)
    return count


def defines(line: str, name: str) -> bool:
    """Is a fact line (maybe "file.py: " first) where `name` is defined? search() shows definitions first."""
    name = re.escape(name)
    return re.match(rf"(?:\S+: )?(?:{DEFINITION.format(name=name)}|{ASSIGNMENT.format(name=name)})", line) is not None


def follow(lines: Sequence[str], question: str, seen: str, documents: Sequence[Document],
           search: Callable[[str], str]) -> tuple[list[str], list[str]]:
    """(names followed, unseen lines found) by searching the rare names of the question and of `lines`,
    then the names in what that finds, and so on: every line about the key asked for (a small root
    may have searched a number it saw instead), and a chain of references (`B = A`, `C = B`, a
    function and its callers), whose first link is where a small root stops.
    A name in more than RARE places is a category ("ERROR"), not followed, unless it is defined: in
    code a class (`StreamReader`) or a constant (`_DEFAULT_LIMIT`) is used in many places, and only
    the first line search() shows for it, where it is defined, is the lead. With no `lines` (nothing
    seen is about the question) all the lines of the question's own keys are taken.
    `search(name)` returns what the sandbox's search() prints for the whole word, definitions first."""
    keys = handles(question)
    queue = keys + [n for line in lines for n in names(line, question)]
    if not queue:  # the usual case on prose: no copy of the documents to lower-case
        return [], []
    asked = set(_tokens(question))

    def first(i: int) -> tuple[bool, int, int]:  # the question's keys, then names made of its words (SMTP_PORT)
        parts = re.findall(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+", queue[i])
        return queue[i] in keys, sum(p.lower() in asked for p in parts), -i

    texts = [d.text.lower() for d in documents]
    known = facts_of(seen)
    followed: list[str] = []
    found: list[str] = []
    tried: set[str] = set()
    room = FOLLOW_CHARS
    while queue and len(followed) < FOLLOW_SEARCHES and len(tried) < FOLLOW_TRIES:
        name = queue.pop(max(range(len(queue)), key=first))
        if name.lower() in tried:
            continue
        count = _mentions(name, texts)
        if not count:
            continue
        tried.add(name.lower())
        new = [line for line in _fact_lines(search(name)) if line.lower() not in known]
        if count > RARE and (lines or name not in keys):
            new = [line for line in new[:1] if defines(line, name)]
        for line in new:
            shown = line if len(line) <= FOLLOW_LINE_CHARS else line[: FOLLOW_LINE_CHARS - 4] + " ..."
            if len(shown) > room:
                return followed, found
            if name not in followed:
                followed.append(name)
            room -= len(shown) + 1
            known.add(line.lower())
            found.append(shown)
            queue.extend(names(line, question))
    return followed, found


def _clip(text: str, limit: int) -> str:
    """Head and tail of text, the middle replaced by a line saying how much was left out."""
    if len(text) <= limit:
        return text
    head = limit * 2 // 3
    tail = limit - head
    return f"{text[:head]}\n... [{len(text) - limit} characters omitted] ...\n{text[-tail:]}"


def describe_run(run: RunResult, limit: int) -> str:
    """What the model is shown after a block ran: its output (clipped), then the error with its hint."""
    parts = []
    if run.output.strip():
        parts.append(_clip(run.output.rstrip("\n"), limit))
    if run.error is not None:
        where = f" (line {run.error.line})" if run.error.line else ""
        parts.append(f"{run.error.type}: {run.error.message}{where}")
        if run.error.hint:
            parts.append(f"Hint: {run.error.hint}")
    if run.restarted:
        parts.append(prompts.note("restarted", reason=run.restart_reason or "crash"))
    return "\n".join(parts)
