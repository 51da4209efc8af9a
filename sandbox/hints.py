"""Advice for the errors models make most: what to write instead of what was rejected."""
from __future__ import annotations

import re

from sandbox.policy import ALLOWED_MODULES

_HINTS: list[tuple[re.Pattern[str], str]] = [
    (re.compile(r'"__name__" is an invalid variable name'),
     'the code runs directly: drop the `if __name__ == "__main__":` guard and write its body at top level'),
    (re.compile(r'invalid variable name because it starts with "_"'),
     "names starting with `_` are not allowed: rename it, e.g. `_tmp` -> `tmp`"),
    (re.compile(r'"__init__" is an invalid attribute name'),
     "`super().__init__(...)` and other `__` attributes are not available: set the attributes in "
     "this class's own `__init__`"),
    (re.compile(r'invalid attribute name because it starts with "_"'),
     "attributes starting with `_` are not available: use the public API "
     "(e.g. `isinstance(x, str)` instead of `x.__class__`)"),
    (re.compile(r"is a restricted name"),
     "frame, code and generator internals are not available: work with the values themselves"),
    (re.compile(r"'mro' is not available"),
     "class internals are not available: use `isinstance(x, SomeType)`"),
    (re.compile(r"Async|Await|async"),
     "async code is not supported: write plain functions and call them directly"),
    (re.compile(r"TryStar"),
     "`except*` is not supported: use a plain `except` clause"),
    (re.compile(r"Match statements"),
     "`match` is not supported: use `if` / `elif` with `isinstance` and comparisons"),
    (re.compile(r'"\*" imports'),
     "import the names you need, e.g. `from re import findall, search`, or `import re`"),
    (re.compile(r"Nonlocal statements"),
     "`nonlocal` is not supported: keep the state in a dict or list, or use a global variable"),
    (re.compile(r"Exec calls|Eval calls"),
     "`eval`/`exec` are not available: write the code directly"),
    (re.compile(r"import of '.*' is not allowed"),
     "only these modules can be imported: " + ", ".join(ALLOWED_MODULES)),
    (re.compile(r"name '(open|file)' is not defined"),
     "files are not available: the document is already in the variable `context`"),
    (re.compile(r"name 'type' is not defined"),
     "`type` is not available: use `isinstance(x, str)` to test a type"),
    (re.compile(r"name '(globals|locals|vars)' is not defined"),
     "namespaces are not available: refer to your variables by name"),
    (re.compile(r"name '(exit|quit)' is not defined"),
     "to finish, call the function the instructions name for the final answer"),
    (re.compile(r"is read-only in the sandbox"),
     "modules cannot be changed: define your own function with a new name instead"),
    (re.compile(r"^TimeoutError"),
     "make the code faster: search or slice `context` instead of looping over it character by "
     "character, and avoid nested loops over large data"),
    (re.compile(r"^MemoryError"),
     "work on pieces of the data (slices, search results) instead of building huge strings or lists"),
    (re.compile(r"^RecursionError"),
     "the recursion is too deep: rewrite it as a loop with an explicit list as the stack"),
    (re.compile(r"^SystemExit"),
     "do not exit: the session is a REPL, simply let the code end"),
    (re.compile(r"object does not support item or slice assignment|attribute-less object"),
     "only dicts, lists and instances of your own classes can be modified: build a new value instead"),
]


def hint_for(message: str) -> str | None:
    """The first matching piece of advice for an error message, or None."""
    for pattern, hint in _HINTS:
        if pattern.search(message):
            return hint
    return None
