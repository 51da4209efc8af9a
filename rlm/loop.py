"""The root loop: a model that never sees the document writes code against it until it can answer.

Rules that make a small (1.5B) root work, each added because a trace showed the failure
(ENVIRONMENT.md, "How a small root model behaves", and the probes in this module's history):
- a short system prompt, and every assistant turn pre-filled with an opening code fence, stopped at
  the closing one: the model writes code, not prose about code;
- each output ends with the question again (small roots drift, searching each new name they see);
- the answer is taken from sandbox state (`FINAL` / `FINAL_VAR` call a host function), never read
  from prose, and it is refused when the model has not yet seen any output, when the same block
  printed output the model has not read, or when its words are not in document text the model has
  seen (text it typed into its own code does not count); once, when its number comes from a line of
  the same kind about another key than the question's, quoting both lines (the 1.5B copies the first
  needle of the document preview otherwise);
- going in circles (the same code again, or an output with nothing new) asks for the answer from
  what was seen, the reply pre-filled with `FINAL("`; so does running out of turns (marked as such).
Budgets (iterations, sub-calls, tokens per role, wall seconds) stop the loop cleanly; the root's
conversation is kept inside its window by shortening old outputs first."""

from __future__ import annotations

import time
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, fields
from typing import Any

import anyio
import anyio.from_thread
import anyio.to_thread

from rlm import prompts
from rlm.backends.base import Backend, BackendError, Completion, Message
from rlm.config import Config, load_config
from rlm.documents import ContextInput, Document, load
from rlm.errors import RLMError
from rlm.helpers import HOST_FINAL, trusted_source
from rlm.replies import (
    asks_for_several, asks_to_count, backed, closest_lines, describe_run, evidence, extract_code, facts_of, follow,
    misattributed, read_lines,
)
from rlm.sampling import Sampling
from rlm.trace import Event
from sandbox import Limits, Sandbox, SandboxError

PREFILL = "```python\n"
FORCED_PREFILL = PREFILL + 'FINAL("'
STOP = ("```",)
FORCED_STOP = ("```", "\n")  # an answer is one FINAL("...") line; small models go on to invent its output
READ_CHARS = 6000  # what a fresh read of the seen lines may take (~1,500 tokens, ~20 s for the 1.5B on 2 cores)
PREVIEW_CHARS = 200
LISTED_DOCUMENTS = 20  # names in the first message; a search hit names its document anyway
REFUSALS_BEFORE_GIVING_UP = 3
SUB_PROMPT_CHARS_PER_TOKEN = 3  # conservative chars/token, to size chunks for the sub model's window


class BudgetError(RLMError):
    """A budget argument is unknown or invalid."""


@dataclass(frozen=True)
class Budgets:
    """Limits of one question (shared with its child RLMs). None: unlimited."""

    max_sub_calls: int | None = 200
    max_root_tokens: int | None = None  # prompt + completion tokens of all root turns
    max_sub_tokens: int | None = None  # prompt + completion tokens of all sub-calls
    max_seconds: float | None = None  # wall clock of the whole question
    max_output_chars: int = 2000  # printed output shown to the root per turn (head and tail kept)
    run_seconds: float = 300.0  # one code block's wall clock, sub-calls included

    @classmethod
    def from_kwargs(cls, values: dict[str, Any]) -> Budgets:
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(values) - known)
        if unknown:
            raise BudgetError(f"unknown budget(s) {unknown}; known: {sorted(known)}")
        budgets = cls(**values)
        for f in fields(cls):
            value = getattr(budgets, f.name)
            if value is not None and value <= 0:
                raise BudgetError(f"budget {f.name} must be positive, got {value}")
        return budgets


@dataclass
class Result:
    answer: str | None
    status: str  # "answered" | "forced_answer" | "no_answer" | "budget:<name>" | "error"
    iterations: int = 0
    sub_calls: int = 0
    tokens: dict[str, dict[str, int]] = field(default_factory=dict)  # role -> prompt, completion, cached, drafted, accepted
    seconds: dict[str, float] = field(default_factory=dict)  # role -> seconds spent in that role's calls
    total_seconds: float = 0.0
    trajectory: list[dict[str, Any]] = field(default_factory=list)
    error: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self)}


class _Stop(Exception):
    """A budget ran out (raised into the sandbox as an error, and remembered to end the loop)."""


@dataclass
class _Run:
    """State of one ask() shared by the root and every child RLM: budgets, counters, trajectory."""

    budgets: Budgets
    on_event: Callable[[Event], None] | None
    started: float = field(default_factory=time.monotonic)
    sub_calls: int = 0
    tokens: dict[str, dict[str, int]] = field(default_factory=dict)
    seconds: dict[str, float] = field(default_factory=dict)
    records: list[dict[str, Any]] = field(default_factory=list)
    stopped: str | None = None  # the budget that ran out

    def emit(self, kind: str, depth: int, **data: Any) -> None:
        event = Event(kind, depth, time.monotonic() - self.started, data)
        self.records.append(event.to_dict())
        if self.on_event is not None:
            self.on_event(event)

    def account(self, role: str, completion: Any, seconds: float) -> None:
        t = self.tokens.setdefault(role, {"prompt": 0, "completion": 0, "cached": 0, "drafted": 0, "accepted": 0})
        t["prompt"] += completion.prompt_tokens
        t["completion"] += completion.completion_tokens
        t["cached"] += completion.cached_tokens
        t["drafted"] += sum(completion.drafted.values())
        t["accepted"] += sum(completion.accepted.values())
        self.seconds[role] = self.seconds.get(role, 0.0) + seconds

    def used(self, role: str) -> int:
        t = self.tokens.get(role, {})
        return t.get("prompt", 0) + t.get("completion", 0)

    def over_budget(self) -> str | None:
        """The name of a budget that has run out, if any (sub-calls are checked where they are made)."""
        b = self.budgets
        if self.stopped:
            return self.stopped
        if b.max_seconds is not None and time.monotonic() - self.started >= b.max_seconds:
            return "seconds"
        if b.max_root_tokens is not None and self.used("root") >= b.max_root_tokens:
            return "root_tokens"
        if b.max_sub_tokens is not None and self.used("sub") >= b.max_sub_tokens:
            return "sub_tokens"
        return None


@dataclass
class _Question:
    """One conversation of a root model with its own sandbox (the top question or an rlm_call)."""

    depth: int
    session: str
    question: str
    documents: Sequence[Document]
    messages: list[Message]
    seen: list[str] = field(default_factory=list)  # every output shown to the model, as shown
    codes: list[str] = field(default_factory=list)
    candidate: str | None = None  # what FINAL / FINAL_VAR submitted during the current block
    best: str | None = None  # the last submitted answer that was backed by seen output
    iterations: int = 0
    dropped: int = 0  # turns removed to fit the window
    stuck: bool = False  # the last block showed nothing the model had not seen
    refused: list[str] = field(default_factory=list)  # answers refused so far
    elsewhere: set[str] = field(default_factory=set)  # refused once as another key's number: taken if said again
    reads: dict[str, str | None] = field(default_factory=dict)  # fresh reads by the lines read

    def insists(self) -> bool:
        """The same refused answer a third time: more turns only repeat it."""
        return bool(self.refused) and self.refused.count(self.refused[-1]) >= REFUSALS_BEFORE_GIVING_UP


# --- the loop -------------------------------------------------------------------------------------


class RLM:
    """A recursive language model: `ask(context, question)` answers from documents of any size.

    Use it as a context manager (`with RLM() as r: r.ask(...)`) or `async with` + `await r.aask(...)`;
    models are loaded on the first question and kept until the RLM is closed. `backends` overrides
    roles with ready Backend objects (they are not closed by the RLM); `**budgets` are the `Budgets`
    fields (max_sub_calls, max_root_tokens, max_sub_tokens, max_seconds, max_output_chars, run_seconds).
    """

    def __init__(
        self,
        config: Config | None = None,
        *,
        root: str | None = None,
        sub: str | None = None,
        max_iterations: int = 10,
        max_depth: int = 1,
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
        if max_iterations < 1 or max_depth < 1:
            raise BudgetError("max_iterations and max_depth must be at least 1")
        self.config = config
        self.max_iterations = max_iterations
        self.max_depth = max_depth
        self.sub_calls = sub_calls
        self.on_event = on_event
        self.budgets = Budgets.from_kwargs(budgets)
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
        if self._portal is None:  # one event loop for the RLM's life, so backends outlive a question
            self._portal_cm = anyio.from_thread.start_blocking_portal()
            self._portal = self._portal_cm.__enter__()
        return self._portal.call(self.aask, context, question)

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
        run = _Run(self.budgets, self.on_event)
        try:
            answer, status = await self._solve(docs, str(question), 0, run)
            error = None
        except (BackendError, SandboxError) as exc:
            answer, status, error = None, "error", f"{type(exc).__name__}: {exc}"
            run.emit("error", 0, message=error)
        result = Result(
            answer=answer,
            status=status,
            iterations=sum(1 for r in run.records if r["kind"] == "turn" and r["depth"] == 0),
            sub_calls=run.sub_calls,
            tokens=run.tokens,
            seconds={k: round(v, 3) for k, v in run.seconds.items()},
            total_seconds=round(time.monotonic() - run.started, 3),
            trajectory=run.records,
            error=error,
        )
        return result

    def _system_prompt(self, docs: Sequence[Document], depth: int) -> str:
        names = ["search", "peek", "chunks"]
        if self.sub_calls:
            names += ["llm_call", "llm_batch"]
        if depth + 1 < self.max_depth:
            names.append("rlm_call")
        names.append("FINAL")
        lines = prompts.sections("functions")
        kind = " (a str)" if len(docs) == 1 else f" (a list of {len(docs)} str)"
        return prompts.text("root_system").format(
            context_kind=kind, output_chars=self.budgets.max_output_chars, functions="\n".join(lines[n] for n in names)
        )

    def _facts(self, docs: Sequence[Document]) -> dict[str, Any]:
        """The document's metadata: all the root is told about it before its code looks."""
        from rlm.tokens import count_cl100k

        text = docs[0].text if len(docs) == 1 else "\n\n".join(d.text for d in docs)
        return {
            "chars": len(text),
            "lines": text.count("\n") + 1,
            "tokens": count_cl100k(text),
            "documents": len(docs),
            "sizes": [d.chars for d in docs],
            "names": [d.source if len(docs) > 1 and not d.source.startswith("<") else "" for d in docs],
            "preview": " ".join(docs[0].text[: PREVIEW_CHARS * 2].split())[:PREVIEW_CHARS],
        }

    @staticmethod
    def _first_message(facts: dict[str, Any], question: str) -> str:
        message = prompts.text("first_user").format(
            question=question,
            chars=f"{facts['chars']:,}",
            lines=f"{facts['lines']:,}",
            tokens=f"{facts['tokens']:,}",
            preview=f'"{facts["preview"]}..."',
        )
        if facts["documents"] > 1:
            pairs = list(zip(facts["names"], facts["sizes"], strict=True))
            listed = ", ".join(f"{name} ({n:,} characters)" if name else f"{n:,} characters" for name, n in pairs[:LISTED_DOCUMENTS])
            more = f", and {len(pairs) - LISTED_DOCUMENTS:,} more" if len(pairs) > LISTED_DOCUMENTS else ""
            message += f"\ncontext is a list of {facts['documents']} documents: {listed}{more}."
        return message

    async def _solve(self, docs: Sequence[Document], question: str, depth: int, run: _Run) -> tuple[str | None, str]:
        facts = self._facts(docs)
        q = _Question(
            depth=depth,
            session=f"rlm-{uuid.uuid4().hex[:12]}",
            question=question,
            documents=docs,
            messages=[
                {"role": "system", "content": self._system_prompt(docs, depth)},
                {"role": "user", "content": self._first_message(facts, question)},
            ],
        )
        run.emit("start", depth, question=question, notes=[d.note for d in docs if d.note],
                 **{k: v for k, v in facts.items() if k != "preview"})
        root = self._backend("root")
        functions = self._functions(q, run)
        sub_window = self.config.role("sub").n_ctx
        limits = Limits(output_chars=max(self.budgets.max_output_chars * 4, 8000), wall_seconds=self.budgets.run_seconds)
        context: str | list[str] = docs[0].text if len(docs) == 1 else [d.text for d in docs]
        sandbox = await anyio.to_thread.run_sync(
            lambda: Sandbox(context=context, functions=functions, limits=limits,
                            helpers=trusted_source(sub_window * SUB_PROMPT_CHARS_PER_TOKEN * 2 // 3, facts["names"]))
        )
        with sandbox:
            answer, status = await self._turns(q, run, root, sandbox)
        run.emit("final", depth, answer=answer, status=status)
        return answer, status

    async def _turns(self, q: _Question, run: _Run, root: Backend, sandbox: Sandbox) -> tuple[str | None, str]:
        for iteration in range(1, self.max_iterations + 1):
            stop = run.over_budget()
            if stop:
                return q.best, f"budget:{stop}"
            q.iterations = iteration
            run.emit("turn", q.depth, iteration=iteration)
            code = await self._root_turn(q, run, root, PREFILL)
            if code is None:
                q.messages.append({"role": "user", "content": prompts.note("no_code")})
                continue
            if code.strip() in q.codes:  # stuck: small roots repeat a search instead of finishing
                q.messages.pop()
                answer = await self._answer_now(q, run, root, sandbox, "repeated")
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
            return q.best, "no_answer" if q.best is None else "forced_answer"
        status = f"budget:{run.stopped}" if run.stopped else "forced_answer"
        if run.over_budget() not in (None, "sub_calls"):  # no root call is allowed any more
            return q.best, status
        run.emit("turn", q.depth, iteration=q.iterations + 1, forced=True)
        answer = await self._answer_now(q, run, root, sandbox, "forced")
        if answer is not None:
            return answer, status
        return (q.best, status) if q.best or run.stopped else (None, "no_answer")

    async def _answer_now(self, q: _Question, run: _Run, root: Backend, sandbox: Sandbox, note: str) -> str | None:
        """Ask for the answer from what was seen (the reply starts with `FINAL(`); checked like any other."""
        run.emit("answer_now", q.depth, reason=note)
        q.messages[-1]["content"] += "\n\n" + prompts.note(note)
        closest = closest_lines("\n".join(q.seen), q.question)

        def search(name: str) -> str:  # as search() prints it, finding no more hits than it prints
            pattern = repr(name) if name.isidentifier() else f"r'\\b{name}\\b'"
            return sandbox.run(f"print(search({pattern}, limit=21))").output

        followed, trail = await anyio.to_thread.run_sync(
            lambda: follow(closest, q.question, "\n".join(q.seen), q.documents, search))
        leads = ""
        if trail:
            leads = prompts.note("leads", names=", ".join(followed))
            q.seen.append("\n".join(trail))
            run.emit("follow", q.depth, names=followed, lines=trail)
        if self.sub_calls and not asks_for_several(q.question) and not asks_to_count(q.question):
            answer = await self._read(q, run)
            seen = "\n".join(q.seen)
            if answer and backed(answer, seen, q.question) and misattributed(answer, seen, q.question) is None:
                return answer
        lines = closest + trail
        if lines:
            said = prompts.note("closest", leads=leads, count=len(lines), lines="\n".join(lines)) if closest else \
                prompts.note("searched", names=", ".join(followed), count=len(lines), lines="\n".join(lines))
            q.messages[-1]["content"] += "\n" + said
            if len(lines) > 1 and asks_for_several(q.question):  # else the 1.5B copies whole lines, not the answer
                q.messages[-1]["content"] += "\n" + prompts.note("all")
        code = await self._root_turn(q, run, root, FORCED_PREFILL)
        if code is None:
            return None
        return await self._run_block(q, run, sandbox, code, forced=True)

    async def _read(self, q: _Question, run: _Run) -> str | None:
        """The root model's answer from the lines seen so far, read in a fresh conversation. Asked to
        answer at the end of its own, a small root copies the first or the nearest line it saw (of eight
        release notes mentioning `git maintenance`, the one saying it had trouble, not the one saying it
        was introduced); the same model given only the lines and the question picks the right one.
        None when there are fewer than two lines to choose from (one line the root reads as well: a
        JSON line's value was misread afresh), a budget is used up, or the text does not hold the answer."""
        lines = read_lines("\n".join(q.seen), q.question, READ_CHARS)
        if len(lines) < 2 or run.over_budget():
            return None
        key = "\n".join(lines)
        if key in q.reads:  # asked to answer again with nothing new seen: the same read
            return q.reads[key]
        messages: list[Message] = [
            {"role": "system", "content": prompts.text("sub_system")},
            {"role": "user", "content": prompts.note("read", lines=key, question=q.question)},
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

    async def _root_turn(self, q: _Question, run: _Run, root: Backend, prefill: str) -> str | None:
        """One root completion; returns the code it wrote (None if it wrote none)."""
        cfg = self.config.role("root")
        self._fit_window(q, root, cfg.max_tokens)
        t0 = time.monotonic()
        completion = await root.complete(
            q.messages, Sampling(max_tokens=cfg.max_tokens, temperature=cfg.temperature, stop=FORCED_STOP if prefill == FORCED_PREFILL else STOP, prefill=prefill, session=q.session)
        )
        seconds = time.monotonic() - t0
        run.account("root", completion, seconds)
        reply = prefill + completion.text
        q.messages.append({"role": "assistant", "content": reply.rstrip() + "\n```"})
        code = extract_code(reply)
        run.emit("reply", q.depth, code=code, text=completion.text, finish_reason=completion.finish_reason,
                 prompt_tokens=completion.prompt_tokens, cached_tokens=completion.cached_tokens,
                 completion_tokens=completion.completion_tokens, seconds=round(seconds, 3))
        return code

    async def _run_block(self, q: _Question, run: _Run, sandbox: Sandbox, code: str, *, forced: bool) -> str | None:
        """Run one block; return the answer if FINAL was called and is accepted, else show the output."""
        q.candidate = None
        result = await anyio.to_thread.run_sync(sandbox.run, code)
        shown = describe_run(result, self.budgets.max_output_chars)
        run.emit("run", q.depth, output=result.output, shown=shown,
                 error=str(result.error) if result.error else None, seconds=round(result.wall_seconds, 3),
                 restarted=result.restarted)
        candidate = q.candidate
        seen_before = "\n".join(q.seen)
        facts = facts_of(shown)
        q.stuck = bool(facts) and result.error is None and facts <= facts_of(seen_before)
        if shown:
            q.seen.append(evidence(shown, code, q.documents))
        parts = [f"Output:\n{shown}" if shown else prompts.note("no_output")]
        if candidate is not None:
            reason = None
            wrong = None
            if not candidate:
                reason = "empty"
            elif not forced and not seen_before:
                reason = "final_unseen"
            elif not forced and result.output.strip():
                reason = "final_with_output"
            elif not backed(candidate, seen_before, q.question):
                reason = "final_unbacked"
            elif candidate not in q.elsewhere and (wrong := misattributed(candidate, seen_before, q.question)):
                reason = "final_elsewhere"  # once: said again, the answer is taken
                q.elsewhere.add(candidate)
            if reason is None:
                return candidate
            if reason != "final_unbacked" and candidate and backed(candidate, "\n".join(q.seen), q.question):
                q.best = candidate
            run.emit("refused", q.depth, candidate=candidate, reason=reason)
            if wrong is not None:
                parts.append(prompts.note(reason, numbers=", ".join(wrong.numbers), source=wrong.source,
                                          keys=", ".join(wrong.keys), s="s" if len(wrong.about) > 1 else "",
                                          lines="\n".join(wrong.about)))
            else:
                q.refused.append(candidate)
                parts.append(prompts.note(reason if reason != "empty" else "final_unbacked"))
        parts.append(prompts.note("question", question=q.question))
        q.messages.append({"role": "user", "content": "\n\n".join(parts)})
        return None

    def _fit_window(self, q: _Question, root: Backend, max_tokens: int) -> None:
        """Keep the conversation inside the root's window: shorten old outputs, then drop old turns."""
        budget = root.context_window - max_tokens - 64

        def size() -> int:
            return sum(root.count_tokens(m["content"]) + 8 for m in q.messages) + 16

        if size() <= budget:
            return
        short = prompts.note("shortened")
        for m in q.messages[2:-1]:  # older outputs first; the system prompt, question and last output stay
            if m["role"] == "user" and len(m["content"]) > 400 and not m["content"].endswith(short):
                m["content"] = m["content"][:300] + "\n" + short
        dropped = 0
        while size() > budget and len(q.messages) > 5:
            del q.messages[2:4]  # the oldest code + output pair
            dropped += 1
        if dropped:  # say so at the start of the oldest output left (alternation of roles is kept)
            q.dropped += dropped
            m = q.messages[3]
            first, _, rest = m["content"].partition("\n")
            body = rest if first.endswith("to fit the window]") else m["content"]
            m["content"] = prompts.note("dropped", count=q.dropped) + "\n" + body
        if size() > budget:  # a single output still too big: clip it hard
            last = q.messages[-1]
            last["content"] = last["content"][: max(200, budget * 2)]

    # functions offered to the code -------------------------------------------------------------

    def _functions(self, q: _Question, run: _Run) -> dict[str, Callable[..., Any]]:
        def submit_final(answer: Any, how: str = "FINAL") -> None:
            q.candidate = str(answer).strip()

        functions: dict[str, Callable[..., Any]] = {HOST_FINAL: submit_final}
        if self.sub_calls:
            functions["llm_call"] = lambda prompt, max_tokens=None: anyio.from_thread.run(
                self._sub_call, str(prompt), max_tokens, q.depth, run
            )
            functions["llm_batch"] = lambda prompts_, max_tokens=None: anyio.from_thread.run(
                self._sub_batch, [str(p) for p in prompts_], max_tokens, q.depth, run
            )
        if q.depth + 1 < self.max_depth:
            functions["rlm_call"] = lambda question, text: anyio.from_thread.run(self._child, str(question), text, q.depth, run)
        return functions

    def _admit(self, run: _Run) -> int:
        """The id of a new sub-call, or _Stop when a budget has run out."""
        b = self.budgets
        if b.max_sub_calls is not None and run.sub_calls >= b.max_sub_calls:
            run.stopped = "sub_calls"
            raise _Stop(f"sub-call budget of {b.max_sub_calls} used up; answer with what you have")
        stop = run.over_budget()
        if stop:
            run.stopped = stop
            raise _Stop(f"budget {stop} used up; answer with what you have")
        run.sub_calls += 1
        return run.sub_calls

    def _sub_request(self, prompt: str, max_tokens: int | None) -> tuple[list[Message], int, float]:
        """(messages, max_tokens, temperature) of a sub-call: the code may ask for up to 4x the role's max_tokens."""
        cfg = self.config.role("sub")
        messages: list[Message] = [
            {"role": "system", "content": prompts.text("sub_system")},
            {"role": "user", "content": prompt},
        ]
        return messages, min(int(max_tokens or cfg.max_tokens), cfg.max_tokens * 4), cfg.temperature

    def _sub_done(self, run: _Run, depth: int, call_id: int, outcome: Completion | BackendError, seconds: float) -> str:
        """Account and trace a finished sub-call; its answer, or the error raised again."""
        if isinstance(outcome, BackendError):
            run.emit("sub_call_end", depth, id=call_id, error=str(outcome), seconds=round(seconds, 3))
            raise outcome
        run.account("sub", outcome, seconds)
        run.emit("sub_call_end", depth, id=call_id, answer=outcome.text, seconds=round(seconds, 3),
                 prompt_tokens=outcome.prompt_tokens, completion_tokens=outcome.completion_tokens,
                 drafted=dict(outcome.drafted), accepted=dict(outcome.accepted))
        return outcome.text.strip()

    async def _sub_call(self, prompt: str, max_tokens: int | None, depth: int, run: _Run) -> str:
        call_id = self._admit(run)
        run.emit("sub_call_start", depth, id=call_id, prompt=prompt[:2000], prompt_chars=len(prompt))
        messages, limit, temperature = self._sub_request(prompt, max_tokens)
        t0 = time.monotonic()
        outcome: Completion | BackendError
        try:
            outcome = await self._backend("sub").complete(messages, Sampling(max_tokens=limit, temperature=temperature))
        except BackendError as exc:
            outcome = exc
        return self._sub_done(run, depth, call_id, outcome, time.monotonic() - t0)

    async def _sub_batch(self, prompts_: list[str], max_tokens: int | None, depth: int, run: _Run) -> list[str]:
        """The prompts as one backend batch (decoded together on the local engine), order kept; a prompt
        that failed or found its budget used up becomes an "ERROR: ..." string."""
        if not prompts_:
            return []
        answers: list[str] = [""] * len(prompts_)
        admitted: dict[int, int] = {}  # prompt index -> call id
        for i, prompt in enumerate(prompts_):
            try:
                admitted[i] = self._admit(run)
            except _Stop as exc:
                answers[i] = f"ERROR: {exc}"
                continue
            run.emit("sub_call_start", depth, id=admitted[i], prompt=prompt[:2000], prompt_chars=len(prompt))
        if not admitted:
            raise _Stop(f"budget {run.stopped} used up; answer with what you have")
        requests = [self._sub_request(prompts_[i], max_tokens) for i in admitted]
        _, limit, temperature = requests[0]
        t0 = time.monotonic()
        outcomes = await self._backend("sub").complete_many(
            [messages for messages, _, _ in requests], Sampling(max_tokens=limit, temperature=temperature)
        )
        wall = time.monotonic() - t0
        for (i, call_id), outcome in zip(admitted.items(), outcomes):
            spent = outcome.prompt_seconds + outcome.decode_seconds if isinstance(outcome, Completion) else 0.0
            try:
                answers[i] = self._sub_done(run, depth, call_id, outcome, spent or wall)
            except BackendError as exc:
                answers[i] = f"ERROR: {exc}"
        return answers

    async def _child(self, question: str, text: Any, depth: int, run: _Run) -> str:
        """rlm_call: a child RLM with its own sandbox on a slice, sharing this question's budgets."""
        pieces = text if isinstance(text, list) else [text]
        docs = [Document(str(p), f"<rlm_call slice {i}>") for i, p in enumerate(pieces) if str(p).strip()]
        if not docs:
            raise ValueError("rlm_call: the text is empty; pass the part of the document to search")
        answer, status = await self._solve(docs, question, depth + 1, run)
        return answer if answer is not None else f"NO ANSWER ({status})"
