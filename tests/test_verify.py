"""The answer checker (rlm/verify.py): what it is shown, what it checks, and the real root model's verdicts."""

from __future__ import annotations

import anyio
import pytest

from rlm.backends import open_backend
from rlm.config import load_config
from rlm.question import Question
from rlm.seen import Passage
from rlm.verify import SURE, _examples, check, checkable, messages

SERVICES = "ssh             22/tcp                          # SSH Remote Login Protocol"
STATUS = "Package: curl\nVersion: 7.88.1-10\nInstalled-Size: 500\nMaintainer: Alessandro Ghedini <ghedo@debian.org>"


def line(text: str, at: int | None = 0, code: str = "", part: str = "") -> Passage:
    return Passage(text, 0, at, part, code)


def test_the_worked_examples_say_yes_and_no_and_come_before_the_answer_checked() -> None:
    examples = _examples()
    assert {verdict for *_, verdict in examples} == {"yes", "no"} and all(text and q and a for text, q, a, _ in examples)
    said = messages("Which port does the service ssh use?", "22", [line(SERVICES, part="services")])
    assert said[0]["role"] == "system" and [m["role"] for m in said[1:-1]] == ["user", "assistant"] * len(examples)
    assert said[-1]["content"].startswith(f"Text:\n[services] {SERVICES}\n\nQuestion: Which port")
    assert "Proposed answer: 22" in said[-1]["content"]
    assert messages("q", "a", [line("x")])[:-1] == messages("other", "b", [line("y")])[:-1]  # one cached prefix


def test_only_lines_of_the_documents_are_checked_not_figures_the_code_computed_nor_uuid_keys() -> None:
    asked = Question.parse("Which port does the service ssh use?")
    assert checkable([line(SERVICES)], asked)
    assert checkable([line("a line the loop followed", at=None)], asked)  # printed by no code: the loop's own hit
    assert not checkable([line("42", at=None, code="print(len(records()))")], asked)
    assert not checkable([line(SERVICES), line("42", at=None, code="print(len(records()))")], asked)
    assert not checkable([], asked)
    uuid = Question.parse('What is the value associated with the key "46338cef-ff5e-4cc7-b986-d9f9458b9f64"?')
    assert not checkable([line('"46338cef-ff5e-4cc7-b986-d9f9458b9f64": "77b6d771-7cb2-464e-bc1e-094fd3cfb4d0"')], uuid)
    assert checkable([line(SERVICES)], Question.parse("Which version of python3-distutils-extra is installed?"))


@pytest.mark.model
def test_the_root_model_confirms_the_line_that_answers_and_doubts_another_keys_or_fields() -> None:
    """A right answer, the same value offered for another key of the same kind, and another field's value of
    the same record: the checker's odds must put the first above SURE and the other two below it."""
    cases = [
        (SERVICES, "Which port does the service ssh use?", "22", True),
        (SERVICES, "Which port does the service telnet use?", "22", False),
        (STATUS, "What is the installed size of curl?", "500", True),
        (STATUS, "What version of curl is installed?", "500", False),
    ]

    async def main() -> list[float]:
        backend = open_backend("root", load_config(None).role("root"))
        try:
            return [(await check(backend, q, a, [line(text)], session="test-check")).yes for text, q, a, _ in cases]
        finally:
            await backend.aclose()

    odds = anyio.run(main)
    assert [p >= SURE for p in odds] == [right for *_, right in cases], odds
