"""Stand-in models for the server's tests: a root that searches the question's key and then answers
from what it saw, and a sub model that echoes. Run as a script, it serves them like `rlm serve` does:
`python tests/serve_fakes.py PORT [--delay S] [serve flags...]`."""

from __future__ import annotations

import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from loop_fakes import ScriptedBackend, SubBackend  # noqa: E402

from rlm.chat import Prompt  # noqa: E402
from rlm.sampling import Sampling  # noqa: E402
from rlm.backends.base import Completion  # noqa: E402

KEY = re.compile(r"Question: .*?\b(?:for|of) ([\w-]+)")


class SearchingRoot(ScriptedBackend):
    """Turn 1 of each question searches the key named after "for"/"of" in it; then FINAL of the number
    found after that key. Sleeps `delay` seconds per call without blocking the event loop."""

    def __init__(self, delay: float = 0.0) -> None:
        super().__init__({})
        self.pause = delay

    async def complete(self, prompt: Prompt, sampling: Sampling = Sampling()) -> Completion:
        import anyio

        if self.pause:
            await anyio.sleep(self.pause)
        messages = list(prompt) if not isinstance(prompt, str) else [{"role": "user", "content": prompt}]
        if sampling.session is None or sampling.session.endswith("-read"):  # a fresh read, or ask_each
            return Completion(text="NOT FOUND", finish_reason="stop", prompt_tokens=10, completion_tokens=2)
        if sampling.session.endswith("-check"):  # the answer checker: the key's line says it
            return Completion(text="yes", finish_reason="stop", prompt_tokens=10, completion_tokens=1,
                              option_probs={"yes": 1.0, "no": 0.0})
        asked = [m["content"] for m in messages if m["role"] == "user" and "Question: " in m["content"]][-1]
        key = KEY.findall(asked)[-1]
        since = messages[[i for i, m in enumerate(messages) if m["content"] == asked][-1]:]
        seen = "\n".join(m["content"] for m in since if m["role"] == "user" and "Output:" in m["content"])
        found = re.search(re.escape(key) + r" is: (\d+)", seen)
        text = f'FINAL("{found.group(1)}")' if found else f'print(search("{key}"))'
        self.calls.append({"messages": messages, "session": sampling.session})
        return Completion(text=text, finish_reason="stop", prompt_tokens=sum(len(m["content"]) // 4 for m in messages),
                          completion_tokens=len(text) // 4, cached_tokens=0)


def document(keys: int = 20, filler: int = 200) -> str:
    """Essay-like filler with one "special magic number" per key."""
    lines = []
    for i in range(keys):
        lines.append("The grass is green and the sky is blue today. " * filler)
        lines.append(f"One of the special magic numbers for key-{i} is: {1000000 + i * 7919}.")
    return "\n".join(lines)


def main(argv: list[str]) -> None:
    from rlm.cli import build_parser
    from rlm.commands.serve import serve

    delay = 0.0
    if "--delay" in argv:
        i = argv.index("--delay")
        delay = float(argv[i + 1])
        del argv[i:i + 2]
    args = build_parser().parse_args(["serve", *argv])
    backends = {"root": SearchingRoot(delay), "sub": SubBackend(lambda p: "sub says hi")}
    serve(args, backends=backends)


if __name__ == "__main__":
    main(sys.argv[1:])
