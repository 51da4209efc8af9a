"""The root loop: a model that never sees the document writes code against it until it can answer.

What makes a small root model (1-2B parameters, which writes prose about code and invents answers
when given room to) work, each rule added because a trace showed the failure:
- a short system prompt, and every assistant turn pre-filled with an opening code fence, stopped at
  the closing one: the model writes code, not prose about code;
- each output ends with the question again (small roots drift, searching each new name they see);
- the answer is taken from sandbox state (`FINAL` / `FINAL_VAR` call a host function), never read
  from prose, and judged (rlm/judge.py) against the document text the model has seen;
- going in circles (the same code again, or an output with nothing new) asks for the answer from
  what was seen, the reply pre-filled with `FINAL("`; so does running out of turns (marked as such).
Budgets (iterations, sub-calls, tokens per role, wall seconds) stop the loop cleanly; the root's
conversation is kept inside its window by shortening old outputs first (rlm/messages.py)."""

from __future__ import annotations

import ast
import re
import time
import uuid
from dataclasses import asdict
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import anyio
import anyio.from_thread
import anyio.to_thread

from rlm import prompts, verify
from rlm.backends.base import Backend, BackendError, Message
from rlm.code_reads import widened
from rlm.computed import asks_kind, computed_answer, looked_up, placed_name, reading_code
from rlm.config import Config, load_config
from rlm.documents import ContextInput, Document, load
from rlm.errors import RLMError
from rlm.follow import follow
from rlm.judge import Verdict, held_elsewhere, judge, named_document, placed
from rlm.labels import options
from rlm.messages import Facts, first_message, fit_window, system_prompt
from rlm.question import (DOTTED, QUOTED_SHORT, Hop, Question, counted_word, first_hop, hop_name, identifier, split_hop,
                          value)
from rlm.replies import clip, describe_run, extract_code, said, unwrapped
from rlm.reread import MAX_REREADS, agrees, read_by_models
from rlm.run import Conversation, Evidence, Result, Run
from rlm.sampling import Sampling
from rlm.sandbox_helpers import CLOCK, HOST_FINAL, PLACED, PLACEHOLDER, BY_VALUE
from rlm.seen import Passage, facts, facts_of, without_typed_text
from rlm.span import as_written, in_form, like_reference, pick, version_asked, wants_span
from rlm.subcalls import Lane, SubCalls
from rlm.support import itself, support
from rlm.trace import Event
from rlm.workspace import open_sandbox
from sandbox import RunResult, Sandbox, SandboxError

if TYPE_CHECKING:
    from rlm.session import Session

PREFILL = "```python\n"
FORCED_PREFILL = PREFILL + 'FINAL("'
STOP = ("```",)
FORCED_STOP = ("```", "\n")  # an answer is one FINAL("...") line; small models go on to invent its output
SPAN_TOKENS = 32  # a value, not a sentence
_SPANNED = ("final_unbacked", "final_unsupported", "final_doubted")  # a sentence refused so may hold a value that is supported
READ_CHARS = 6000  # what a fresh read of the seen lines may take (~1,500 tokens, ~20 s for a 1.5B model on 2 cores)
READ_NAMES = 3  # a fresh read is told the files its lines come from, when they are this few


def records_code(question: Question) -> str:
    """What the root is shown first: the records, and the question's words that are a field's values; not the class
    whose subclasses it counts (nested in Action is no subclass of Action: round 10 answered 0 so). Not the question's
    text, which only the loop's own computations take (phrases of it as values): shown in this code, it changed the
    small root's next steps on questions it had answered."""
    derived = {question.derived[0].lower()} if question.derived else set()
    return f"print(records().summary({[w for w in _words(question) if w not in derived]!r}))"


def order_code(question: Question) -> str:
    """What a question that picks a record by its place is shown next: the record at that place; of one asking for all
    the records of a year, each of them."""
    year = f", year={question.year!r}" if question.year else ""
    every = ", every=True" if lists_year(question) else ""
    return f"print(records().order({_words(question)!r}, key={question.reference!r}{year}, text={question.text!r}{every}))"


def lists_year(question: Question) -> bool:
    """Does the question ask for every record of one year ("List every PackageKit version whose NEWS section gives a
    release date in 2017")? The order view places each of them, as it places the first and last of a year."""
    return question.several and not question.counts and not question.ranks and question.year is not None and \
        _ALL_ASKED.search(question.text) is not None  # "dates each release. How many of them ...": a count


_ALL_ASKED = re.compile(r"\b(?:all|every|each)\b|^\s*list\b", re.I)  # not "which version does NEWS list": one


def look_code(question: Question) -> str:
    """What the loop searches for a root that answers again without having printed anything: the question's
    words, as a root's first search would (a 1.5B root answered "1" to a count, refused, then "1" again)."""
    return f"print(search({question.text!r}))"


def same_code(question: Question) -> str | None:
    """What a question asking for the records that match another in one field is shown first: those records, as
    Records.alike compares them ("which other country has the same numeric code as Yugoslavia"); None for others."""
    if question.same is None:
        return None
    field, name = question.same
    return f"print(records().alike({name!r}, {field!r}))"


def lookup_code(question: Question) -> str:
    """What a question asking for a field of one record is shown first: that record's field (Records.lookup),
    else a cell of a table set in the document's prose."""
    return f"{_asked(question)}\nshown = records().lookup(*asked) or tables().lookup(*asked)\n" \
        "if shown:\n    print(shown)"


def within_code(question: Question) -> str:
    """What a question that hops from an item to the section listing it is shown first: that section's field
    (Records.within: the date of the release whose commit list holds the commit named)."""
    return f"{_asked(question)}\nshown = records().within(*asked)\nif shown:\n    print(shown)"


def across_code(question: Question) -> str:
    """What a question over two documents is shown when no one record answers it: the record of one that a word
    of it names, followed to the record of the other that shares a name with it (Records.across)."""
    return f"{_asked(question)}\nshown = records().across(*asked)\nif shown:\n    print(shown)"


def _asked(question: Question) -> str:
    """The line binding what the lookup views take: the question's words, the words it asks with, its text."""
    return f"asked = ({_words(question)!r}, {sorted(question.asking)!r}, {question.text!r})"


def headings_code(question: Question) -> str:
    """What a question about a section's heading is shown first: the document's numbered headings, those it
    names by number if it does ("chapter 4"), if any."""
    return f"shown = headings({', '.join(map(repr, question.numbered))})\nif shown:\n    print(shown)"


def occurrences_code(question: Question) -> str | None:
    """What counts the times the word a question quotes appears: the loop's own count, as a root would write
    it once told that len(search()) counts sentences; None when it quotes no one word."""
    counted = counted_word(question)
    if counted is None:
        return None
    word, case = counted
    return f"print(occurrences({word!r}{', case=True' if case else ''}))"


def _record_views(question: Question, documents: int) -> list[Callable[[Question], str]]:
    """The views of one record shown in turn until one shows it: the record the question names ("what GNU name does
    cputable give arm64": its field, seen, backs the answer), or for a hop the one it leads to ("that class's
    constructor"); then, of two files, the other file's record reached from one's ("what number does i386-linux.xml
    give that same call?"). A hop by value ("Which font does psfontj2d.properties give that same number?") tries the
    other file first: the record named there is where the hop starts, in either file."""
    named = within_code if question.hop else lookup_code
    if documents < 2:
        return [named]
    return [across_code, named] if BY_VALUE.search(question.text) else [named, across_code]


def computations_code(question: Question) -> str:
    """What lists the blocks that compute a count or an extreme of the question from the records' fields; not by a
    name the earlier sentence of a question that refers back gives, where the hop starts ("assigns the locale
    zh_SG.gb2312 a Compose file. How many locale names share that same file?": not the records naming zh_SG.gb2312),
    and there only the count of the records sharing the name the named one gives (Records.hopped)."""
    bound = question.bound.ends if question.bound else None
    start = first_hop(question, again=True)  # "for that character set in all, OSF1002011D included": not by it either
    ends = {str(n) for _, n in bound or ()}  # "the 1300 - 1399 block": an end of the range, not the value of the one
    said = [w for w in _words(question) if w not in ends]  # record numbered 1300
    words = [w for w in said if w.isalpha() or not ("://" in w and w in start or set(w.split(".")) <= start)]  # a key or
    # a URL, not a word: "the chapter's title" refers back to "which chapter", whose words ("most numbered sections")
    # are what is ranked
    if question.counts and len(words) < len(said):  # the hop from it is not one comparison these blocks make:
        return f"print(records().hopped({sorted(set(said) - set(words))!r}, {question.text!r}))"  # counting without it
        # counts all; those sharing the name its record gives, the count that hops
    return (f"print(records().computations({words!r}, {question.counts!r}, {question.ranks!r}, "
            f"{question.whole!r}, {bound!r}, {sorted(question.counted)!r}, {question.numbered!r}, {question.begins!r}, "
            f"{question.year!r}, {question.derived!r}, {question.text!r}))")


def _words(question: Question) -> list[str]:
    """The question's words, keys, dotted names, short quoted values ("b") and times of day (12:00) as a records view
    looks them up; not the parts of a file's name it gives (queue of queue.py names the document, not a class Queue),
    nor a word it sets aside ("went to experimental rather than unstable": unstable selects nothing), nor what it says
    the document does ("does iso_3166-2.json list": 'list' of two official names)."""
    said = question.words | {a.lower() for a in question.anchors} | set(CLOCK.findall(question.text)) | \
        {p.lower() for p in PLACEHOLDER.findall(question.text)} | set(question.lettered) | \
        {d.lower() for d in DOTTED.findall(question.text) + QUOTED_SHORT.findall(question.text)}
    return sorted(said - question.file_named - question.contrasted - question.acts)


@dataclass
class Bound:
    """What a sandbox's host functions serve: a session's next question binds a new conversation and run."""

    q: Conversation
    run: Run
    subs: SubCalls
    facts: Facts


class RLM:
    """A recursive language model: `ask(context, question)` answers from documents of any size.

    Use it as a context manager (`with RLM() as r: r.ask(...)`) or `async with` + `await r.aask(...)`;
    models are loaded on the first question and kept until the RLM is closed. `backends` overrides
    roles with ready Backend objects (they are not closed by the RLM); `**budgets` override the config's
    `[run]` table, field by field (see `rlm.config.Budgets`: max_iterations, max_depth, max_sub_calls, ...).
    """

    def __init__(
        self,
        config: Config | None = None,
        *,
        root: str | None = None,
        sub: str | None = None,
        sub_calls: bool = True,
        on_event: Callable[[Event], None] | None = None,
        backends: dict[str, Backend] | None = None,
        **budgets: Any,
    ) -> None:
        config = config or load_config()
        if root:
            config = config.with_role("root", model=root)
        if sub:
            config = config.with_role("sub", model=sub)
        self.config = config
        self.budgets = config.run.with_values(budgets)
        self.sub_calls = sub_calls
        self.on_event = on_event
        self._backends: dict[str, Backend] = dict(backends or {})
        self._owned: set[str] = set()
        self._portal: Any = None
        self._portal_cm: Any = None

    # lifecycle ---------------------------------------------------------------------------------

    def __enter__(self) -> RLM:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close(*exc)

    async def __aenter__(self) -> RLM:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    def ask(self, context: ContextInput, question: str) -> Result:
        """Answer `question` about `context` (text, a path, or a list of either); blocking."""
        return self.blocking(self.aask, context, question)

    def blocking(self, function: Callable[..., Any], *args: Any) -> Any:
        """Run a coroutine function of this RLM from synchronous code, on the RLM's one event loop."""
        if self._portal is None:  # one event loop for the RLM's life, so backends outlive a question
            self._portal_cm = anyio.from_thread.start_blocking_portal()
            self._portal = self._portal_cm.__enter__()
        return self._portal.call(function, *args)

    def session(self, context: ContextInput) -> Session:
        """The documents loaded once, for several questions in a row on one sandbox and root conversation
        (variables the code set and the root's KV prefix are kept): `with r.session(docs) as s: s.ask(q)`."""
        from rlm.session import Session

        return Session(self, load(context))

    def close(self, *exc_info: Any) -> None:
        """Close the models; with an exception (e.g. Ctrl-C), a question still running is cancelled."""
        if self._portal is not None:
            portal, portal_cm = self._portal, self._portal_cm
            self._portal = self._portal_cm = None
            try:
                portal.call(self.aclose)
            finally:
                portal_cm.__exit__(*(exc_info or (None, None, None)))

    async def aclose(self) -> None:
        for role in list(self._owned):
            await self._backends.pop(role).aclose()
        self._owned.clear()

    @property
    def opened(self) -> dict[str, Backend]:
        """The roles' backends opened so far (a role no question has needed yet is not loaded)."""
        return dict(self._backends)

    def _backend(self, role: str) -> Backend:
        if role not in self._backends:
            from rlm.backends import open_backend

            self._backends[role] = open_backend(role, self.config.role(role))
            self._owned.add(role)
        return self._backends[role]

    # one question ------------------------------------------------------------------------------

    async def aask(self, context: ContextInput, question: str) -> Result:
        """Answer `question` about `context`; never raises for model or code failures (see status)."""
        if not str(question).strip():
            raise RLMError("the question is empty: ask something about the document")
        docs = load(context)
        run, subs = self._run(self.on_event)
        return await self._result(run, docs, self._solve(docs, str(question), 0, run, subs))

    def _run(self, on_event: Callable[[Event], None] | None) -> tuple[Run, SubCalls]:
        """The state of one question, and the sub-calls its code makes within it."""
        run = Run(self.budgets, on_event)
        return run, SubCalls(Lane("sub", self.config.role("sub"), lambda: self._backend("sub"), "sub_system"),
                             Lane("root", self.config.role("root"), lambda: self._backend("root"), "reader_system"), run)

    async def _result(self, run: Run, docs: Sequence[Document],
                      solving: Awaitable[tuple[str | None, str, Conversation]]) -> Result:
        """The Result of a question being solved (also a session's follow-up)."""
        try:
            answer, status, q = await solving
            closest = q.seen.closest(q.question) if answer is None else []
            evidence, error = [Evidence.of(p, docs) for p in q.evidence], None
        except (BackendError, SandboxError) as exc:
            answer, status, closest, evidence, error = None, "error", [], [], f"{type(exc).__name__}: {exc}"
            run.emit("error", 0, message=error)
        return run.result(answer, status, error, closest, evidence)

    async def _solve(self, docs: Sequence[Document], question: str, depth: int, run: Run,
                     subs: SubCalls) -> tuple[str | None, str, Conversation]:
        """(answer, status, the conversation: what was seen, what the answer rests on)."""
        bound, sandbox = await self._open(docs, question, depth, run, subs)
        with sandbox:
            return await self._answer(bound.q, run, sandbox, subs)

    async def _open(self, docs: Sequence[Document], question: str, depth: int, run: Run,
                    subs: SubCalls) -> tuple[Bound, Sandbox]:
        """A conversation about `docs` with its first question, and its sandbox, started (not yet asked)."""
        facts = await anyio.to_thread.run_sync(Facts.of, docs)  # counting a long document's tokens takes seconds
        asked = Question.parse(question)
        system = system_prompt(len(docs), self.budgets.max_output_chars, sub_calls=self.sub_calls,
                               recursion=depth + 1 < self.budgets.max_depth, reading=asked.aggregates)
        q = Conversation(
            depth=depth,
            session=f"rlm-{uuid.uuid4().hex[:12]}",
            question=asked,
            documents=docs,
            messages=[{"role": "system", "content": system},
                      {"role": "user", "content": first_message(facts, question)}],
        )
        run.emit("start", depth, question=question, notes=[d.note for d in docs if d.note], **facts.traced())
        bound = Bound(q, run, subs, facts)
        functions = self._functions(bound)
        sub_window = self.config.role("sub").n_ctx
        sandbox = await anyio.to_thread.run_sync(
            lambda: open_sandbox(docs, facts.names, functions, self.budgets, sub_window))
        return bound, sandbox

    async def _answer(self, q: Conversation, run: Run, sandbox: Sandbox,
                      subs: SubCalls) -> tuple[str | None, str, Conversation]:
        """The turns of the conversation's current question, to its final event."""
        if q.question.aggregates or q.question.ordered:
            await self._show_records(q, run, sandbox)
        else:
            for view in _record_views(q.question, len(q.documents)):
                q.lookup_shown = await self._view(q, run, sandbox, view(q.question), seen=True) or ""
                if q.lookup_shown:
                    break
        if q.question.headings:  # asked what section 3 is called, a root answered with a sentence of its body
            await self._view(q, run, sandbox, headings_code(q.question), seen=True)
        if code := same_code(q.question):  # a comparison a small root does not write: seen, its figures back answers
            await self._view(q, run, sandbox, code, seen=True)
        answer, status = await self._turns(q, run, self._backend("root"), sandbox)
        if answer is not None and (short := like_reference(q.question, answer) or version_asked(q.question, answer)
                                   or in_form(q.question, answer)):
            answer = short  # the version asked for, not its entry's whole head line (kept in the evidence); U+109BC,
            # not the 109BC of the table, asked "Give it as U+XXXX"
        elif answer is not None and wants_span(q.question, answer) and answer != looked_up(q.lookup_shown) and \
                (answer := await self._span(q, run, answer)) is None:  # not the whole value of the field looked up:
            status = "not_found"  # 'combining accents' of "Serbian (combining accents instead of dead keys)"
        if answer is None and q.depth == 0 and run.over_budget() is None and \
                (hop := split_hop(q.question.text)) is not None and (hopped := await self._hop(q, run, subs, hop)):
            answer, status = hopped
        if answer is None:
            q.evidence = ()
        elif answer == q.best and not q.evidence:
            q.evidence = q.best_evidence
        said = {"closest": q.seen.closest(q.question)} if answer is None else \
            {"evidence": [asdict(Evidence.of(p, q.documents)) for p in q.evidence]}
        run.emit("final", q.depth, answer=answer, status=status, **said)
        return answer, status, q

    async def _hop(self, q: Conversation, run: Run, subs: SubCalls, hop: Hop) -> tuple[str, str] | None:
        """The answer of a question that names its thing through another, found in two questions asked in turn (a
        question of its own each, judged on its own lines), when asked whole it found nothing: which thing the earlier
        sentences mean, then the last sentence of the thing by that name. The lines of both back the answer. None when
        either finds nothing, the first finds more than a name or one that heads several lines of a document (asked by
        the name alone, the second question could read another's), or a part of the document another part seen could be
        (judge.held_elsewhere)."""
        run.emit("hop", q.depth, first=hop.first)
        found, found_status, first = await self._solve(q.documents, hop.first, q.depth + 1, run, subs)
        if (name := hop_name(found, first.question)) is None or _keys_several(name, q.documents) or \
                held_elsewhere(name, first.evidence, first.seen, first.question):
            return None
        run.emit("hop", q.depth, found=name, then=hop.then(name))
        answer, status, then = await self._solve(q.documents, hop.then(name), q.depth + 1, run, subs)
        if answer is None:
            return None
        q.evidence = tuple(first.evidence) + tuple(then.evidence)
        return answer, status if found_status == "answered" else found_status  # a forced first step makes a forced whole

    async def _show_records(self, q: Conversation, run: Run, sandbox: Sandbox) -> None:
        """A question over many items, or picking one by its place among them, starts from the records'
        fields: a small root told to print them first writes `r['status']` for a log without one. Not seen text:
        the first records back no answer; the record at the place a question asks for does."""
        if await self._view(q, run, sandbox, records_code(q.question)) is not None:
            if q.question.ordered or lists_year(q.question):  # the record at the place asked for: seen, it backs an
                # answer naming it; each record of the year a list asks for
                q.placed_shown = await self._view(q, run, sandbox, order_code(q.question), seen=True) or ""
            if q.question.aggregates and not q.question.by_meaning:
                await self._compute(q, run, sandbox)
        if code := occurrences_code(q.question):  # "how many times does 'Licensor' appear": needs no records
            q.computed.append(await self._view(q, run, sandbox, code, seen=True) or "")

    async def _compute(self, q: Conversation, run: Run, sandbox: Sandbox) -> None:
        """Run the one-line blocks that count or rank the records by the question's field values, as the
        root would write them: a 1.5B root shown the filter still tested 'WARN' in the message. Their output
        is seen with their code, so the judge weighs a figure from them as one the root computed."""
        listed = await anyio.to_thread.run_sync(sandbox.run, computations_code(q.question))
        try:
            blocks = ast.literal_eval(listed.output.strip()) if listed.ok else []
        except (ValueError, SyntaxError):
            blocks = []
        if (named := named_document(q.question, q.documents)) is not None:  # "How many mirrors does Debian.mirrors list
            blocks = [b.replace("records()", f"records(doc={named})") for b in blocks]  # under AU?": not Ubuntu.mirrors'
        for code in blocks[:3]:
            shown = await self._view(q, run, sandbox, code, seen=True)
            q.computed.append(shown or "")

    async def _view(self, q: Conversation, run: Run, sandbox: Sandbox, code: str, seen: bool = False) -> str | None:
        """Run one of the loop's own views of the records and show its output with the question (None: it
        failed); `seen`: its output backs answers as the root's own output would."""
        result = await anyio.to_thread.run_sync(sandbox.run, code)
        shown = describe_run(result, self.budgets.max_output_chars)
        run.emit("records", q.depth, code=code, shown=shown, error=str(result.error) if result.error else None,
                 seen=seen)
        if result.error is not None or not shown.strip():
            return None
        q.messages[-1]["content"] += "\n\n" + prompts.note("records", code=code, shown=shown.strip())
        if seen:
            q.seen.add(shown, q.lineage(code))
        return shown

    async def _turns(self, q: Conversation, run: Run, root: Backend, sandbox: Sandbox) -> tuple[str | None, str]:
        for iteration in range(1, self.budgets.max_iterations + 1):
            stop = run.over_budget()
            if stop:
                return q.best, f"budget:{stop}"
            q.iterations = iteration
            run.emit("turn", q.depth, iteration=iteration)
            code = await self._root_turn(q, run, root, PREFILL)
            answer = said(q.messages[-1]["content"], q.messages[-2]["content"]) if code is None else None
            if answer is not None:  # the output's value said as prose: judged as if given to FINAL
                code = f"FINAL({answer!r})"
                q.messages[-1]["content"] = f"{PREFILL}{code}\n```"
            elif code is None and not q.no_code:
                q.no_code = True
                q.messages.append({"role": "user", "content": prompts.note("no_code")})
                continue
            q.no_code = code is None
            # stuck: small roots repeat a search instead of finishing, or reply without code a second time (a
            # 1.5B root copied the records' first lines to its token limit, 40 s a turn, until the budget ran out)
            if code is None or code.strip() in q.codes:
                q.messages.pop()
                if not q.seen and not q.looked:  # an answer again before any output (a count of 1, typed): look first
                    q.looked = True
                    if await self._view(q, run, sandbox, look_code(q.question), seen=True) is not None:
                        continue
                answer = await self._answer_now(q, run, root, sandbox, "no_code_again" if code is None else "repeated")
                if answer is not None:
                    return answer, "answered"
                if q.insists():
                    break
                continue
            q.codes.append(code.strip())
            accepted = await self._run_block(q, run, sandbox, code, forced=False)
            if accepted is None and q.stuck and not run.stopped:  # going in circles: ask for the answer
                accepted = await self._answer_now(q, run, root, sandbox, "nothing_new")
            if accepted is not None:
                return accepted, "answered"
            if run.stopped or q.insists():
                break
        if q.insists():
            return q.best, "not_found" if q.best is None else "forced_answer"
        status = f"budget:{run.stopped}" if run.stopped else "forced_answer"
        if run.over_budget() not in (None, "sub_calls"):  # no root call is allowed any more
            return q.best, status
        run.emit("turn", q.depth, iteration=q.iterations + 1, forced=True)
        answer = await self._answer_now(q, run, root, sandbox, "forced")
        if answer is not None:
            return answer, status
        return (q.best, status) if q.best or run.stopped else (None, "not_found")

    async def _answer_now(self, q: Conversation, run: Run, root: Backend, sandbox: Sandbox, note: str) -> str | None:
        """Ask for the answer from what was seen (the reply starts with `FINAL(`); checked like any other."""
        run.emit("answer_now", q.depth, reason=note)
        if self.sub_calls and not any("ask_each(" in c for c in q.codes) and (code := reading_code(q.question)) \
                and (asks_kind(q.question) or note != "forced"):  # labels for the root only while it has turns left
            q.codes.append(code)  # stuck on a question of kinds without having read the items: the loop reads them
            shown = await self._view(q, run, sandbox, code, seen=True)
            if asks_kind(q.question):  # the ranking answers it
                q.computed.append(shown or "")
            elif shown:  # the root goes on from the labels
                q.messages[-1]["content"] += "\n\n" + prompts.note("labels_read", kind=q.question.kinds[0])
                return None
        for figure in (computed_answer(q.computed, q.question, q.seen.lowered, frozenset(itself(q.question, q.seen))),
                       looked_up(q.lookup_shown or q.placed_shown), placed_name(q.placed_shown, q.question)):  # the
            # order view's too, where it looked a record's comment up ("the XML comment just above that block")
            if figure and figure not in q.refused:
                verdict = await self._judged(q, run, sandbox, figure, forced=True)
                run.emit("computed_answer", q.depth, answer=figure, reason=verdict.reason)
                if verdict.accepted:  # a small root shown [('O-1283', 2220.84), ...] answered the first record's id
                    q.evidence = verdict.evidence
                    return figure
        q.messages[-1]["content"] += "\n\n" + prompts.note(note)
        closest = q.seen.closest(q.question)

        followed, located = await anyio.to_thread.run_sync(
            lambda: follow(closest, q.question, q.seen, q.documents, lambda name: _search(sandbox, name)))
        trail = [f.text for f in facts("\n".join(located))]
        leads = ""
        if trail:
            leads = prompts.note("leads", names=", ".join(followed))
            q.seen.add("\n".join(located))
            run.emit("follow", q.depth, names=followed, lines=located)
        if self.sub_calls and not q.question.several and not q.question.counts:
            answer = await self._read(q, run)
            verdict = await self._judged(q, run, sandbox, answer, forced=True) if answer else None
            if answer and verdict and verdict.reason == "final_not_number" and \
                    (found := await self._look_up(q, sandbox, answer, "")):  # SMTP_PORT read for a port: one hop on
                q.messages[-1]["content"] += "\n" + found
                answer = await self._read(q, run)
                verdict = await self._judged(q, run, sandbox, answer, forced=True) if answer else None
            if answer and verdict and verdict.accepted:
                q.evidence = verdict.evidence
                return answer
        lines = closest + trail
        if lines:
            said = prompts.note("closest", leads=leads, count=len(lines), lines="\n".join(lines)) if closest else \
                prompts.note("searched", names=", ".join(followed), count=len(lines), lines="\n".join(lines))
            q.messages[-1]["content"] += "\n" + said
            if len(lines) > 1 and q.question.several:  # else a small root copies whole lines, not the answer
                q.messages[-1]["content"] += "\n" + prompts.note("all")
        code = await self._root_turn(q, run, root, FORCED_PREFILL)
        if code is None:
            return None
        answer = await self._run_block(q, run, sandbox, code, forced=True)
        if answer is not None and q.question.several and trail and answer.strip() in lines:
            # all of a chain asked for, its first line copied: the lines its names led to are the rest of it
            answer = "\n".join([answer.strip()] + [line for line in trail if line != answer.strip()])
        return answer

    async def _read(self, q: Conversation, run: Run) -> str | None:
        """The root model's answer from the lines seen so far, read in a fresh conversation: asked to
        answer at the end of its own, a small root copies the first or the nearest line it saw; the same
        model given only the lines and the question picks the right one more often.
        None when there are fewer than two lines to choose from (one line the root reads as well: a
        JSON line's value was misread afresh), a budget is used up, or the text does not hold the answer."""
        lines = q.seen.to_read(q.question, READ_CHARS)
        if len(lines) < 2 or run.over_budget():
            return None
        key = "\n".join(lines)
        if key in q.reads:  # asked to answer again with nothing new seen: the same read
            return q.reads[key]
        names = q.seen.names()  # "section 3 of the Mozilla Public License 2.0": lines of MPL-2.0 never say so
        origin = f" (from {', '.join(names)})" if 0 < len(names) <= READ_NAMES else ""
        messages: list[Message] = [
            {"role": "system", "content": prompts.text("sub_system")},
            {"role": "user", "content": prompts.note("read", lines=key, question=q.question.text, origin=origin)},
        ]
        cfg = self.config.role("root")
        t0 = time.monotonic()
        try:
            completion = await self._backend("root").complete(
                messages, Sampling(max_tokens=cfg.max_tokens, temperature=cfg.temperature, session=f"{q.session}-read"))
        except BackendError as exc:
            run.emit("read", q.depth, lines=len(lines), error=str(exc))
            return None
        seconds = time.monotonic() - t0
        run.account("root", completion, seconds)
        answer = completion.text.strip()
        run.emit("read", q.depth, lines=len(lines), answer=answer, prompt_tokens=completion.prompt_tokens,
                 completion_tokens=completion.completion_tokens, seconds=round(seconds, 3))
        q.reads[key] = None if "NOT FOUND" in answer.upper() else answer
        return q.reads[key]

    async def _span(self, q: Conversation, run: Run, answer: str) -> str | None:
        """The value in a long answer, asked of the root model afresh and kept only when the answer holds
        it word for word and it is supported on its own; else the answer as it was. None when the value it
        picks is the question's own words (asked when 5.1.4beta came out, 'The bug is present in 5.1.4beta
        and 5.2.0 releases.' gave '5.1.4beta'; asked the default of the parameter hi, 'hi is the default
        value of ... hi' gave 'hi'): the long answer holds nothing the question does not say."""
        messages: list[Message] = [
            {"role": "system", "content": prompts.text("sub_system")},
            {"role": "user", "content": prompts.note("span", question=q.question.text, answer=answer)},
        ]
        t0 = time.monotonic()
        try:
            completion = await self._backend("root").complete(
                messages, Sampling(max_tokens=SPAN_TOKENS, temperature=0.0, session=f"{q.session}-span"))
        except BackendError as exc:
            run.emit("span", q.depth, answer=answer, error=str(exc))
            return answer
        run.account("root", completion, time.monotonic() - t0)
        span = pick(answer, completion.text)
        echoed = span is not None and not value(span, q.question)
        kept = span is not None and not echoed and support(span, q.seen, q.question) is not None
        run.emit("span", q.depth, answer=answer, reply=completion.text, span=span if kept else None, echoed=echoed)
        return None if echoed else span if kept and span is not None else answer

    async def _root_turn(self, q: Conversation, run: Run, root: Backend, prefill: str) -> str | None:
        """One root completion; returns the code it wrote (None if it wrote none)."""
        cfg = self.config.role("root")
        q.dropped = fit_window(q.messages, root, cfg.max_tokens, q.dropped)
        t0 = time.monotonic()
        stop = FORCED_STOP if prefill == FORCED_PREFILL else STOP
        completion = await root.complete(q.messages, Sampling(max_tokens=cfg.max_tokens, temperature=cfg.temperature,
                                                              stop=stop, prefill=prefill, session=q.session))
        seconds = time.monotonic() - t0
        run.account("root", completion, seconds)
        reply = prefill + completion.text
        q.messages.append({"role": "assistant", "content": reply.rstrip() + "\n```"})
        code = extract_code(reply)
        run.emit("reply", q.depth, code=code, text=completion.text, finish_reason=completion.finish_reason,
                 prompt_tokens=completion.prompt_tokens, cached_tokens=completion.cached_tokens,
                 completion_tokens=completion.completion_tokens, seconds=round(seconds, 3))
        return code

    async def _run_block(self, q: Conversation, run: Run, sandbox: Sandbox, code: str, *, forced: bool) -> str | None:
        """Run one block; return the answer if FINAL was called and is accepted, else show the output."""
        q.candidate = None
        result = await anyio.to_thread.run_sync(sandbox.run, code)
        shown = describe_run(result, self.budgets.max_output_chars)
        run.emit("run", q.depth, output=result.output, shown=shown,
                 error=str(result.error) if result.error else None, seconds=round(result.wall_seconds, 3),
                 restarted=result.restarted)
        candidate, wider = q.candidate, ""
        new = facts_of(shown)
        q.stuck = bool(new) and result.error is None and new <= q.seen.known
        verdict = None
        if candidate is not None:  # judged on what was seen before this block
            rules = {"forced": forced, "printed": bool(result.output.strip()), "said_before": candidate in q.elsewhere}
            verdict = await self._judged(q, run, sandbox, candidate, **rules)
            if verdict.reason in _SPANNED and wants_span(q.question, candidate) and \
                    (span := await self._span(q, run, candidate)) is not None and span != candidate and \
                    (spanned := await self._judged(q, run, sandbox, span, **rules)).accepted:
                candidate, verdict = span, spanned  # "... took 87 milliseconds.": 'took' is in no line, 87 is
            if not verdict.accepted and (written := as_written(candidate, q.seen.text)) is not None and \
                    (rewritten := await self._judged(q, run, sandbox, written, **rules)).accepted:
                candidate, verdict = written, rewritten  # "2007-02-12", where NEWS writes "12 February 2007"
            if verdict.reason == "final_narrowed" and (wide := await self._widen(q, run, sandbox, verdict)):
                wider = wide
                verdict = await self._judged(q, run, sandbox, candidate, **rules)
        if shown:
            q.seen.add(without_typed_text(shown, code, q.documents), q.lineage(code))
        parts = [f"Output:\n{shown}" if shown else prompts.note("no_output")]
        if candidate is not None and verdict is not None:
            if verdict.accepted:
                q.evidence = verdict.evidence
                return candidate
            if verdict.reason == "final_elsewhere":  # once: said again, judged without that rule
                q.elsewhere.add(candidate)
            if verdict.reason == "final_not_year":
                q.no_year.add(candidate.strip())
            if verdict.reason in ("final_unseen", "final_with_output") and \
                    (later := await self._judged(q, run, sandbox, candidate, forced=True)).accepted:
                q.best, q.best_evidence = candidate, later.evidence  # said before its output was read: seen now
            run.emit("refused", q.depth, candidate=candidate, reason=verdict.reason)
            if (wrong := verdict.misattribution) is not None:
                parts.append(prompts.note(verdict.reason, numbers=", ".join(wrong.numbers), source=wrong.source,
                                          keys=", ".join(wrong.keys), s="s" if len(wrong.about) > 1 else "",
                                          lines="\n".join(wrong.about)))
            else:
                q.refused.append(candidate)
                if verdict.reason == "final_not_number" and (found := await self._look_up(q, sandbox, candidate, code)):
                    parts.append(found)
                about = ", ".join(q.question.anchors) or "the question"
                kinds = q.question.kinds
                example = f': labels = ask_each(records(), "Which kind is it: {", ".join(kinds[:-1])} or {kinds[-1]}?")' \
                    if kinds else " with ask_each(records(), question)"
                unfiltered = verdict.reason == "final_unfiltered"
                found_in = await anyio.to_thread.run_sync(lambda: _where(sandbox, verdict.unused)) if unfiltered else {}
                words = found_in if unfiltered else verdict.unused
                bound = asdict(q.question.bound) if q.question.bound else {}  # said, op, number: final_unbounded's
                parts.append(prompts.note(verdict.reason if verdict.reason != "empty" else "final_unbacked", about=about,
                                          words=", ".join(repr(w) for w in words), example=example,
                                          reference=q.question.reference, first=verdict.first,
                                          excludes=q.question.excludes, **bound))
                if found_in:  # where each word is, so the filter tests the field that holds it
                    parts.append("\n".join(found_in.values()))
                if wider:
                    parts.append(prompts.note("widened", output=wider))
        parts.append(prompts.note("question", question=q.question.text))
        q.messages.append({"role": "user", "content": "\n\n".join(parts)})
        return None

    async def _widen(self, q: Conversation, run: Run, sandbox: Sandbox, verdict: Verdict) -> str:
        """The output of the code behind a figure refused as narrowed, run again without the tests of values
        the question does not ask for (code_reads.widened), added to what was seen; "" when it cannot be
        run so. A 1.5B root told to drop its 'tcp' test wrote the same block again."""
        codes = dict.fromkeys(p.code for p in verdict.evidence if p.code)
        blocks = [w for code in codes if (w := widened(code, verdict.unused))]
        if len(blocks) != 1:
            return ""
        result = await self._run_again(q, sandbox, blocks[0])
        shown = describe_run(result, self.budgets.max_output_chars)
        run.emit("widened", q.depth, code=blocks[0], output=shown, values=list(verdict.unused))
        if result.error is not None or not shown.strip():
            return ""
        q.seen.add(shown, blocks[0])
        return shown

    @staticmethod
    async def _run_again(q: Conversation, sandbox: Sandbox, code: str) -> RunResult:
        """A block the loop runs again (widened, or for a second reading): a FINAL in it is not the root's answer."""
        submitted = q.candidate
        try:
            return await anyio.to_thread.run_sync(sandbox.run, code)
        finally:
            q.candidate = submitted

    async def _look_up(self, q: Conversation, sandbox: Sandbox, name: str, code: str) -> str:
        """Where a name given for a number is set (SMTP_PORT for a port), added to what was seen and
        returned to show; "" when the answer is no identifier or nothing is found."""
        if not (name.isidentifier() and identifier(name)):
            return ""
        found = await anyio.to_thread.run_sync(lambda: _search(sandbox, name))
        if not facts_of(found):
            return ""
        q.seen.add(found, code)
        return f"search({name!r}):\n{clip(found.strip(), self.budgets.max_output_chars)}"

    async def _judged(self, q: Conversation, run: Run, sandbox: Sandbox, answer: str, **rules: bool) -> Verdict:
        """judge(); then a figure computed from labels a model read stands only if it is printed again with
        the doubted items read as each option in turn (rlm/reread.py). The year of a date refused as no year is
        refused too: told so, a root that had counted release dates answered the year of the top one. An answer a
        fresh read gave is not refused for an earlier read's NOT FOUND: reading more lines, it found what the
        first missed (calendar.py's "noday", refused so though the second read had it)."""
        if answer.strip() and any(date.startswith(answer.strip()) for date in q.no_year):
            return Verdict("final_not_year")
        not_found = [] if answer.strip() in q.reads.values() else [k for k, v in q.reads.items() if v is None]
        verdict = judge(answer, q.seen, q.question, not_found=not_found, **rules)
        if verdict.accepted and not await self._checked(q, run, answer, verdict.evidence):
            return Verdict("final_doubted")
        code = read_by_models(verdict.evidence) if verdict.accepted else None
        if code is None:
            return verdict
        if answer not in q.unsure and q.rereads < MAX_REREADS and q.options_read:  # none: nothing to read them as
            q.rereads += 1
            run.emit("reread", q.depth, answer=answer)
            try:
                for option in sorted(q.options_read):
                    q.second_reading = option
                    again = await self._run_again(q, sandbox, code)
                    if not agrees(verdict.evidence, again.output, answer):
                        run.emit("reread", q.depth, answer=answer, option=option, disagrees=again.output[-2000:])
                        break
                else:
                    return verdict
            finally:
                q.second_reading = None
        q.unsure.add(answer)
        return Verdict("final_unsure")

    async def _checked(self, q: Conversation, run: Run, answer: str, evidence: Sequence[Passage]) -> bool:
        """Does the root's model, shown the lines an answer rests on, the question and the answer, say they
        give it (rlm/verify.py)? Answers computed by code or keyed by a UUID are not checked, nor any without sub-calls
        (`rlm-nosub` stays the root's conversation alone), nor one the order view placed from the item the question
        counts from (errno.h's ELOOP after ENOTEMPTY, doubted off a line of run-together #defines); a check that fails
        to run refuses."""
        if not self.sub_calls or not verify.checkable(evidence, q.question) or placed(answer, q.seen, q.question):
            return True
        key = (answer, tuple(p.text for p in evidence))
        if key not in q.checks:
            try:
                checked = await verify.check(self._backend("root"), q.question.text, answer, evidence,
                                             session=f"{q.session}-check")
            except BackendError as exc:
                run.emit("check", q.depth, answer=answer, error=str(exc))
                return False
            c = checked.completion
            run.account("root", c, c.prompt_seconds + c.decode_seconds)
            run.emit("check", q.depth, answer=answer, yes=round(checked.yes, 3), passed=checked.passed,
                     prompt_tokens=c.prompt_tokens, cached_tokens=c.cached_tokens)
            q.checks[key] = checked.passed
        return q.checks[key]

    # functions offered to the code -------------------------------------------------------------

    def _functions(self, bound: Bound) -> dict[str, Callable[..., Any]]:
        """The host functions, reading the conversation, run and sub-calls from `bound` when called."""
        def submit_final(answer: Any, how: str = "FINAL") -> None:
            bound.q.candidate = unwrapped(str(answer).split(PLACED)[0])  # the order view's line copied: its record

        functions: dict[str, Callable[..., Any]] = {HOST_FINAL: submit_final}
        depth = bound.q.depth
        if self.sub_calls:
            functions["llm_call"] = lambda prompt, max_tokens=None: anyio.from_thread.run(
                bound.subs.call, str(prompt), max_tokens, depth)
            functions["llm_batch"] = lambda prompts_, max_tokens=None: anyio.from_thread.run(
                bound.subs.batch, [str(p) for p in prompts_], max_tokens, depth)
            def each(items: Any, question: Any, first: int = 0, total: int | None = None) -> list[str]:
                bound.q.options_read.update(options(str(question)))
                return anyio.from_thread.run(bound.subs.each, [str(i) for i in items], str(question), depth, int(first),
                                             total, bound.q.second_reading, dict(bound.q.question.glosses))

            functions["llm_each"] = each
        if depth + 1 < self.budgets.max_depth:
            functions["rlm_call"] = lambda question, text: anyio.from_thread.run(
                self._child, str(question), text, bound.q, bound.run, bound.subs)
        return functions

    async def _child(self, question: str, text: Any, parent: Conversation, run: Run, subs: SubCalls) -> str:
        """rlm_call: a child RLM with its own sandbox on a slice, sharing this question's budgets. The
        lines its answer rests on count as seen by the parent (they are the parent's document text)."""
        pieces = text if isinstance(text, list) else [text]
        docs = [Document(str(p), f"<rlm_call slice {i}>") for i, p in enumerate(pieces) if str(p).strip()]
        if not docs:
            raise ValueError("rlm_call: the text is empty; pass the part of the document to search")
        answer, status, child = await self._solve(docs, question, parent.depth + 1, run, subs)
        if child.evidence:
            parent.seen.add("\n".join(p.text for p in child.evidence if p.quoted))
        return answer if answer is not None else f"NO ANSWER ({status})"


def _keys_several(name: str, documents: Sequence[Document]) -> bool:
    """Does the name open two or more lines of one document, each a record it keys ("mac" heads the Macintosh variant of
    17 layouts in base.lst): "the variant mac" of "The layout ch has one variant for Macintosh" is one of them, which
    the second question of a hop, asking by the name alone, cannot tell from the others."""
    opens = re.compile(rf"^[ \t]*['\"]?{re.escape(name)}(?![\w.-])", re.MULTILINE)
    return any(len(opens.findall(d.text)) > 1 for d in documents)


def _where(sandbox: Sandbox, words: Sequence[str]) -> dict[str, str]:
    """What where() prints for each word, for the words some field holds whole when there are any ("api"
    is a component; "log" in "did api log?" only stands in a few messages, and a root told to filter by
    it too counted the messages with "log" as well). Not document text, so it backs no answer."""
    said = dict(zip(words, sandbox.run("\n".join(f"print(where({w!r}))" for w in words)).output.strip().splitlines()))
    whole = {w: line for w, line in said.items() if "] == " in line}
    return whole or said


def _search(sandbox: Sandbox, name: str) -> str:
    """What search() prints for a whole name (definitions first), finding no more hits than it prints; a name of
    other marks as written: `chip "fschds-*"`, /usr/sbin (a regex \\b before '/' or after '"' matched nothing)."""
    pattern = repr(name if name.isidentifier() else rf"(?<!\w){re.escape(name)}(?!\w)")
    return sandbox.run(f"print(search({pattern}, limit=21))").output
