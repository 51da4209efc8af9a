"""The methods compared: `rlm`, `rlm-nosub`, `direct`, the model-free `grep` baseline, and plug-ins.

A method answers one `Sample` and returns an `Outcome`. The list is open: `register_method(name,
factory)` adds one in-process, and on the command line any `package.module:factory` is imported
and called like the built-ins (e.g. a wrapper around the `rlms` package pointed at a local
`llama_cpp.server`). A factory gets the method's name and the run's `MethodSettings`.
"""

from __future__ import annotations

import importlib
import re
from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from benchmarks.long_context.tasks import Sample
from rlm.config import Config
from rlm.errors import RLMError


class MethodError(RLMError):
    """An unknown or broken method was named; the message lists the known ones."""


@dataclass(frozen=True)
class MethodSettings:
    """What every method of a run shares: the same models (config roles) and the same budgets."""

    config: Config
    max_iterations: int = 10
    budgets: Mapping[str, float] = field(default_factory=dict)
    status: Callable[[str], None] | None = None  # live "what is it doing" text for the progress display


@dataclass
class Outcome:
    """One method's answer to one sample, with what it cost."""

    answer: str
    status: str  # "answered" | "forced_answer" | "not_found" | "budget:<name>" | "error" | method-specific
    tokens: dict[str, dict[str, int]] = field(default_factory=dict)  # role -> prompt / completion / cached
    seconds_by_role: dict[str, float] = field(default_factory=dict)
    sub_calls: int = 0
    iterations: int = 0
    error: str | None = None
    trajectory: list[dict[str, Any]] = field(default_factory=list)
    notes: dict[str, Any] = field(default_factory=dict)  # e.g. direct: how much of the document it kept
    evidence: list[dict[str, Any]] = field(default_factory=list)  # rlm: the lines the answer rests on (Result.evidence)


class Method(Protocol):
    name: str

    def run(self, sample: Sample) -> Outcome: ...

    def models(self) -> dict[str, str]:
        """Role -> model name or path this method uses (recorded in the run index)."""
        ...

    def close(self) -> None: ...


MethodFactory = Callable[[str, MethodSettings], Method]


class Grep:
    """No model: the question's rarest terms located in the document, with 60 characters either side.

    A floor for what code search alone finds; it cannot follow vt's chains or read a value that is
    far from its key.
    """

    def __init__(self, name: str, settings: MethodSettings) -> None:
        self.name = name

    def run(self, sample: Sample) -> Outcome:
        text = sample.document.lower()
        counts = Counter(
            {
                term: len(re.findall(rf"(?<![\w-]){re.escape(term)}(?![\w-])", text))
                for term in set(re.findall(r"[\w-]+", sample.question.lower()))
            }
        )
        present = {term: n for term, n in counts.items() if n}
        if not present:
            return Outcome(answer="", status="not_found")
        rarest = min(present.values())
        snippets = [
            sample.document[max(0, m.start() - 60) : m.end() + 60]
            for term, n in sorted(present.items())
            if n == rarest
            for m in re.finditer(rf"(?<![\w-]){re.escape(term)}(?![\w-])", text)
        ]
        return Outcome(answer=" | ".join(snippets[:8]), status="answered")

    def models(self) -> dict[str, str]:
        return {}

    def close(self) -> None:
        return None


class RLMMethod:
    """The product: `rlm.RLM(...).ask(document, question)`; `sub_calls=False` is `rlm-nosub`."""

    def __init__(self, name: str, settings: MethodSettings, *, sub_calls: bool = True) -> None:
        from rlm import RLM

        self.name = name
        self._config = settings.config
        self._status = settings.status
        self._rlm = RLM(
            settings.config,
            max_iterations=settings.max_iterations,
            sub_calls=sub_calls,
            on_event=self._on_event if settings.status else None,
            **dict(settings.budgets),
        )
        self._rlm.__enter__()

    def _on_event(self, event: Any) -> None:
        assert self._status is not None
        if event.kind == "turn":
            self._status(f"turn {event.data.get('iteration')}")
        elif event.kind in ("run", "sub_call_start", "refused", "final"):
            self._status(event.kind.replace("_", " "))

    def run(self, sample: Sample) -> Outcome:
        res = self._rlm.ask(sample.document, sample.question)
        return Outcome(
            answer=res.answer or "",
            status=res.status,
            tokens={role: dict(t) for role, t in res.tokens.items()},
            seconds_by_role=dict(res.seconds),
            sub_calls=res.sub_calls,
            iterations=res.iterations,
            error=res.error,
            evidence=res.to_dict()["evidence"],
            # the same records `rlm ask --trace` writes, so `rlm trace show FILE` replays them
            trajectory=[*res.trajectory, {"kind": "result", **{k: v for k, v in res.to_dict().items() if k != "trajectory"}}],
        )

    def models(self) -> dict[str, str]:
        return {role: self._config.role(role).model for role in ("root", "sub")}

    def close(self) -> None:
        self._rlm.__exit__(None, None, None)


def _rlm(name: str, settings: MethodSettings) -> Method:
    return RLMMethod(name, settings)


def _rlm_nosub(name: str, settings: MethodSettings) -> Method:
    return RLMMethod(name, settings, sub_calls=False)


def _direct(name: str, settings: MethodSettings) -> Method:
    from benchmarks.long_context.direct import Direct

    return Direct(name, settings)


METHODS: dict[str, MethodFactory] = {
    "rlm": _rlm,
    "rlm-nosub": _rlm_nosub,
    "direct": _direct,
    "grep": Grep,
}

DESCRIPTIONS = {
    "rlm": "RLM loop: root model writes code over the document, sub-model calls allowed",
    "rlm-nosub": "RLM loop without llm_call (REPL only)",
    "direct": "the root model reads the document itself, cut in the middle to fit its window",
    "grep": "no model: the question's rarest terms found in the document (a floor for code search)",
}


def register_method(name: str, factory: MethodFactory, description: str = "") -> None:
    """Add a method (e.g. a peer RLM implementation) under `name`."""
    METHODS[name] = factory
    DESCRIPTIONS[name] = description or getattr(factory, "__doc__", "") or name


def check_method(name: str) -> None:
    """Raise a one-line error now, not hours into a run, if `name` cannot be resolved."""
    _factory(name)


def open_method(name: str, settings: MethodSettings) -> Method:
    return _factory(name)(name, settings)


def _factory(name: str) -> MethodFactory:
    if name in METHODS:
        return METHODS[name]
    if ":" in name:
        module_name, _, attr = name.partition(":")
        try:
            factory = getattr(importlib.import_module(module_name), attr)
        except (ImportError, AttributeError) as exc:
            raise MethodError(f"cannot load method {name!r} ({exc}); give it as package.module:factory") from exc
        if not callable(factory):
            raise MethodError(f"method {name!r} is not callable; it must be factory(name, settings) -> Method")
        return factory
    raise MethodError(f"unknown method {name!r}; methods are {', '.join(METHODS)} or package.module:factory")
