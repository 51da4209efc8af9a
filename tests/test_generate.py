"""The decode loop: streaming text, stop strings, KV prefix reuse, window edges, sampling."""

from __future__ import annotations

import llama_cpp
import numpy as np
import pytest

from rlm.engine.choices import Choice
from rlm.engine.generate import Generator, Sampler, TextStream
from rlm.errors import ContextOverflowError
from rlm.models import resolve
from rlm.sampling import Sampling

# -- text stream (no model) -----------------------------------------------------------------


def _stream(pieces: list[bytes], stop: tuple[str, ...] = ()) -> tuple[TextStream, list[str], bool]:
    sent: list[str] = []
    ts = TextStream(stop, sent.append)
    stopped = False
    for p in pieces:
        if ts.feed(p):
            stopped = True
            break
    if not stopped:
        ts.close()
    return ts, sent, stopped


def test_multibyte_characters_are_streamed_whole() -> None:
    text = "naïve 日本 ✓"
    raw = text.encode()
    pieces = [raw[i : i + 1] for i in range(len(raw))]  # every byte its own token
    ts, sent, _ = _stream(pieces)
    assert ts.text == text
    assert "".join(sent) == text
    assert all("\ufffd" not in s for s in sent)


def test_stop_string_split_across_pieces_is_cut_and_never_streamed() -> None:
    ts, sent, stopped = _stream([b"print(1)\n", b"``", b"`\nmore"], stop=("```",))
    assert stopped
    assert ts.text == "print(1)\n"
    assert "".join(sent) == "print(1)\n"
    assert not any("`" in s for s in sent)


def test_held_back_prefix_is_released_when_it_is_not_a_stop() -> None:
    ts, sent, stopped = _stream([b"a <", b"/b", b"x> done"], stop=("</end>",))
    assert not stopped
    assert ts.text == "a </bx> done"
    assert "".join(sent) == ts.text
    assert sent[0] == "a "  # "<" held back: it could start "</end>"


def test_earliest_of_several_stop_strings_wins() -> None:
    ts, _, stopped = _stream([b"one END two STOP"], stop=("STOP", "END"))
    assert stopped and ts.text == "one "


# -- sampler (no model) ---------------------------------------------------------------------


def test_nucleus_keeps_the_smallest_set_reaching_top_p() -> None:
    s = Sampler(1.0, 0.75, seed=0)
    logits = np.log(np.array([0.5, 0.3, 0.15, 0.05], dtype=np.float32))
    p = s.probs(logits)
    assert np.count_nonzero(p) == 2
    assert p[0] == pytest.approx(0.5 / 0.8)


def test_speculative_acceptance_keeps_the_target_distribution() -> None:
    """Accept d with p(d), else draw from p without d: the marginal must be p (checked empirically)."""
    s = Sampler(1.0, 1.0, seed=1)
    p = np.array([0.6, 0.3, 0.1])
    counts = np.zeros(3)
    for _ in range(20000):
        tok = 1 if s.accept(p, 1) else s.draw(Sampler.residual(p, 1))
        counts[tok] += 1
    assert np.allclose(counts / counts.sum(), p, atol=0.015)


# -- real model -----------------------------------------------------------------------------

PROMPT = "<|im_start|>user\nWrite a Python function that adds two numbers.<|im_end|>\n<|im_start|>assistant\n"


def _load(n_ctx: int = 1024) -> llama_cpp.Llama:
    path = resolve("qwen2.5-coder-0.5b")
    return llama_cpp.Llama(model_path=str(path), n_ctx=n_ctx, n_threads=2, n_threads_batch=2, n_batch=256, flash_attn=True,
                           logits_all=False, verbose=False)


@pytest.fixture(scope="module")
def small() -> llama_cpp.Llama:
    return _load()


@pytest.fixture(scope="module")
def reference() -> llama_cpp.Llama:
    """A second instance, for llama-cpp-python's own high-level generation."""
    return _load()


@pytest.mark.model
def test_greedy_matches_llama_cpp_python(small, reference) -> None:
    tokens = small.tokenize(PROMPT.encode(), special=True)
    gen = Generator(small).generate(tokens, Sampling(max_tokens=24))
    ref = reference.create_completion(tokens, max_tokens=24, temperature=0.0)
    assert gen.completion_tokens == 24 and gen.finish_reason == "length"
    assert gen.text == ref["choices"][0]["text"]
    assert gen.prompt_tokens == len(tokens) and gen.cached_tokens == 0


@pytest.mark.model
def test_prefix_reuse_evaluates_only_new_tokens_and_changes_nothing(small) -> None:
    gen = Generator(small)
    first = small.tokenize(PROMPT.encode(), special=True)
    a = gen.generate(first, Sampling(max_tokens=12))
    follow = first + a.tokens + small.tokenize(
        b"<|im_end|>\n<|im_start|>user\nNow make it multiply.<|im_end|>\n<|im_start|>assistant\n", special=True
    )
    b = gen.generate(follow, Sampling(max_tokens=12))
    assert b.cached_tokens >= len(first) + len(a.tokens) - 1
    cold = Generator(small).generate(follow, Sampling(max_tokens=12))  # a new Generator starts from an empty cache
    assert cold.cached_tokens == 0
    assert b.text == cold.text
    again = gen.generate(first, Sampling(max_tokens=12))  # a shorter prompt: the rest of the cache is dropped
    assert again.cached_tokens == len(first) - 1 and again.text == a.text


@pytest.mark.model
def test_a_side_call_between_two_turns_does_not_cost_the_conversation_its_cache(small) -> None:
    """The conversation is parked in memory while another prompt uses the sequence, and brought back."""
    gen = Generator(small)
    first = small.tokenize(("A note about the project. " * 60).encode() + PROMPT.encode(), special=True)
    a = gen.generate(first, Sampling(max_tokens=8))
    side = gen.generate(small.tokenize(("Unrelated text. " * 40).encode() + PROMPT.encode(), special=True),
                        Sampling(max_tokens=4))
    assert side.cached_tokens == 0
    follow = first + a.tokens + small.tokenize(b"<|im_end|>\n<|im_start|>user\nAnd multiply?<|im_end|>\n"
                                               b"<|im_start|>assistant\n", special=True)
    b = gen.generate(follow, Sampling(max_tokens=12))
    assert b.cached_tokens >= len(first) + len(a.tokens) - 1
    assert b.text == Generator(small).generate(follow, Sampling(max_tokens=12)).text  # the same cells came back


@pytest.mark.model
def test_a_long_prompt_reports_each_decode_and_can_be_abandoned_between_them(small) -> None:
    """A worker's heartbeat and cancel check run after every decode, so also inside a long prompt."""
    tokens = small.tokenize(("Some filler text. " * 200).encode() + PROMPT.encode(), special=True)
    assert len(tokens) > 3 * 256  # several chunks of the fixture's n_batch
    expected = Generator(small).generate(tokens, Sampling(max_tokens=4)).text
    gen = Generator(small)  # a new Generator clears the cache: the same start as the reference
    held: list[int] = []

    class Abandon(Exception):
        pass

    def hook() -> None:
        held.append(len(gen.kv.seqs[0]))
        if len(held) == 2:
            raise Abandon

    gen.set_after_decode(hook)
    with pytest.raises(Abandon):
        gen.generate(tokens, Sampling(max_tokens=4))
    assert held == [256, 512]
    gen.set_after_decode(None)
    resumed = gen.generate(tokens, Sampling(max_tokens=4))
    assert resumed.cached_tokens == 512 and resumed.text == expected


@pytest.mark.model
def test_stop_string_and_streaming(small) -> None:
    tokens = small.tokenize(PROMPT.encode(), special=True)
    plain = Generator(small).generate(tokens, Sampling(max_tokens=40))
    assert "def " in plain.text
    pieces: list[str] = []
    g = Generator(small).generate(tokens, Sampling(max_tokens=40, stop=["def "]), on_text=pieces.append)
    assert g.finish_reason == "stop"
    assert g.text == plain.text[: plain.text.index("def ")]
    assert "".join(pieces) == g.text


@pytest.mark.model
def test_eos_ends_with_stop(small) -> None:
    tokens = small.tokenize(b"<|im_start|>user\nSay only: yes<|im_end|>\n<|im_start|>assistant\n", special=True)
    g = Generator(small).generate(tokens, Sampling(max_tokens=30))
    assert g.finish_reason == "stop" and g.completion_tokens < 30
    assert "<|im_end|>" not in g.text


@pytest.mark.model
def test_window_overflow_and_edge() -> None:
    tiny = _load(n_ctx=256)
    n_ctx = tiny.n_ctx()
    gen = Generator(tiny)
    with pytest.raises(ContextOverflowError, match=rf"{n_ctx + 5}.*{n_ctx}"):
        gen.generate([tiny.token_bos() or 0] * (n_ctx + 5), Sampling(max_tokens=4))
    filler = tiny.tokenize(b"word " * (n_ctx - 3), special=False)[: n_ctx - 3]
    g = gen.generate(filler, Sampling(max_tokens=50))
    assert g.finish_reason == "length" and g.completion_tokens == 3


@pytest.mark.model
def test_sampling_is_seeded_and_top_p_zero_is_greedy(small) -> None:
    tokens = small.tokenize(PROMPT.encode(), special=True)
    gen = Generator(small)
    a = gen.generate(tokens, Sampling(max_tokens=16, temperature=1.2), seed=7)
    b = gen.generate(tokens, Sampling(max_tokens=16, temperature=1.2), seed=7)
    assert a.text == b.text
    greedy = gen.generate(tokens, Sampling(max_tokens=16))
    narrow = gen.generate(tokens, Sampling(max_tokens=16, temperature=0.7), top_p=1e-9, seed=3)
    assert narrow.text == greedy.text


@pytest.mark.model
def test_generate_many_matches_separate_calls(small) -> None:
    questions = ["Say only: yes", "What is 2+2?", "Write hello world in C.", "Name three colors."]
    prompts = [small.tokenize(f"<|im_start|>user\n{q}<|im_end|>\n<|im_start|>assistant\n".encode(), special=True)
               for q in questions]
    gen = Generator(small, max_parallel=2)  # four prompts through two sequences: slots are reused
    many = gen.generate_many(prompts, Sampling(max_tokens=12, stop=["\n\n"]))
    single = [gen.generate(p, Sampling(max_tokens=12, stop=["\n\n"])) for p in prompts]
    assert [m.text for m in many] == [s.text for s in single]
    assert [m.finish_reason for m in many] == [s.finish_reason for s in single]
    again = gen.generate_many(prompts[2:], Sampling(max_tokens=4))  # the two sequences still hold prompts 2 and 3
    assert all(a.cached_tokens == len(p) - 1 for a, p in zip(again, prompts[2:]))
    with pytest.raises(ContextOverflowError):
        gen.generate_many([prompts[0], [0] * (small.n_ctx() + 1)], Sampling(max_tokens=4))


# -- replies decided among options -------------------------------------------------------------

def _logits(prefs: dict[int, float], n: int = 50) -> np.ndarray:
    row = np.full(n, -50.0)
    for tok, v in prefs.items():
        row[tok] = v
    return row


def test_a_choice_is_decided_by_the_first_token_when_the_options_differ_there() -> None:
    spell = {"yes": [1], "Yes": [2], "YES": [3], "no": [4], "No": [5], "NO": [6]}
    choice = Choice(["yes", "no"], lambda s: spell[s], ends=[0])
    # the model prefers a token no option starts with (9): only the options' tokens count, "No" above "yes"
    assert choice.step(_logits({9: 10.0, 1: 1.0, 5: 2.0})) is None  # "No" decides it: nothing more to evaluate
    assert choice.option == "no" and choice.tokens == [5]
    assert choice.confidence == pytest.approx(np.exp(2) / (np.exp(2) + np.exp(1) + 4 * np.exp(-50)))


def test_a_choice_goes_on_while_options_share_tokens_and_ends_where_one_is_complete() -> None:
    spell = {"late": [7], "Late": [7], "LATE": [8], "late refund": [7, 11], "Late refund": [7, 11], "LATE REFUND": [8, 12]}
    choice = Choice(["late", "late refund"], lambda s: spell[s], ends=[0])
    assert choice.step(_logits({7: 5.0, 8: -5.0})) == 7
    # after "late" the model would rather end than go on: the shorter option is complete
    assert choice.step(_logits({0: 3.0, 11: 1.0})) is None
    assert choice.option == "late"
    assert 0.8 < choice.confidence < 0.9  # sure of the first token, 0.88 of ending there
    again = Choice(["late", "late refund"], lambda s: spell[s], ends=[0])
    again.step(_logits({7: 5.0}))
    assert again.step(_logits({11: 4.0, 0: 1.0})) is None and again.option == "late refund"


def test_a_choice_needs_two_options() -> None:
    with pytest.raises(ValueError):
        Choice(["yes"], lambda s: [1], ends=[0])


@pytest.mark.model
def test_a_reply_decided_among_options_is_the_greedy_one_with_its_confidence(small) -> None:
    def prompt(text: str) -> list[int]:
        return small.tokenize(f"<|im_start|>user\n{text}\nAnswer with one of: red, green, blue.<|im_end|>\n"
                              "<|im_start|>assistant\n".encode(), special=True)

    colours = ("red", "green", "blue")
    gen = Generator(small, max_parallel=2)
    asked = ["What colour is the sky on a clear day?", "What colour is grass?", "What colour is blood?",
             "Which colour do you like?", "What colour is the sea?"]
    single = []
    for q in asked:
        single.append(gen.generate(prompt(q), Sampling(max_tokens=8, choices=colours)))
        assert gen.cached == prompt(q)  # decided by the prompt's logits: no token evaluated after it
    free = [gen.generate(prompt(q), Sampling(max_tokens=8)) for q in asked]
    assert all(g.text in colours and g.finish_reason == "stop" and 0 < g.option_probs[g.text] <= 1 for g in single)
    assert all(g.completion_tokens == 1 for g in single)
    for g in single:  # the odds of every option, the chosen one the likeliest
        assert set(g.option_probs) == set(colours) and sum(g.option_probs.values()) == pytest.approx(1.0)
        assert all(type(p) is float for p in g.option_probs.values())
        assert max(g.option_probs, key=lambda o: g.option_probs[o]) == g.text
    # where greedy decoding writes an option, deciding among the options picks that one
    said = [(f.text.strip(" .").lower(), g.text) for f, g in zip(free, single) if f.text.strip(" .").lower() in colours]
    assert said and all(a == b for a, b in said)
    assert all(not f.option_probs for f in free)
    many = gen.generate_many([prompt(q) for q in asked], Sampling(max_tokens=8, choices=colours))
    assert [m.text for m in many] == [g.text for g in single]
    assert [m.option_probs[m.text] for m in many] == pytest.approx([g.option_probs[g.text] for g in single], abs=1e-3)
