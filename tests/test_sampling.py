"""Sampling: the one value that says how to generate a completion."""

from __future__ import annotations

import dataclasses
import pickle

import pytest

from rlm import Sampling


def test_sampling_is_a_frozen_hashable_value_with_stop_as_a_tuple() -> None:
    given = Sampling(max_tokens=8, stop=["```", "\n\n"], prefill="```python\n", session="s1")
    assert given.stop == ("```", "\n\n")
    assert given == Sampling(max_tokens=8, stop=("```", "\n\n"), prefill="```python\n", session="s1")
    assert len({given, Sampling(max_tokens=8, stop=("```", "\n\n"), prefill="```python\n", session="s1")}) == 1
    with pytest.raises(dataclasses.FrozenInstanceError):
        given.max_tokens = 9  # type: ignore[misc]
    assert dataclasses.replace(given, max_tokens=4).stop == ("```", "\n\n")
    assert pickle.loads(pickle.dumps(given)) == given  # it travels to worker processes inside a Job
    assert Sampling() == Sampling(max_tokens=512, temperature=0.0, stop=(), prefill="", session=None)


def test_a_lone_stop_string_is_refused_not_split_into_characters() -> None:
    with pytest.raises(TypeError, match="sequence of strings"):
        Sampling(stop="```")  # type: ignore[arg-type]
