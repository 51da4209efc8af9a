"""What restricted code may touch: builtins, RestrictedPython guards and read-only module facades.

Whole modules are never handed out (``re.enum.sys.modules['os']`` and ``json.codecs.open`` escape);
``import re`` yields a facade that holds re's public functions and constants only.
"""
from __future__ import annotations

import _string
import _strptime
import bisect
import builtins
import codecs
import collections
import datetime
import difflib
import functools
import heapq
import itertools
import json
import math
import operator
import random
import re
import statistics
import string
import textwrap
import unicodedata
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from RestrictedPython.Guards import (
    full_write_guard,
    guarded_iter_unpack_sequence,
    guarded_unpack_sequence,
    safer_getattr_raise,
)

_STR_FORMAT_METHODS = frozenset({"format", "format_map"})
# Containers user code may modify (exact types: a subclass from the helpers keeps its own rules).
WRITABLE_TYPES = frozenset({dict, list, bytearray, collections.Counter, collections.defaultdict,
                            collections.OrderedDict, collections.deque})


class ModuleFacade:
    """A read-only stand-in for a module: only the listed public attributes are reachable."""

    __slots__ = ("_name", "_attrs")

    def __init__(self, name: str, attrs: dict[str, Any]) -> None:
        object.__setattr__(self, "_name", name)
        object.__setattr__(self, "_attrs", attrs)

    def __getattr__(self, attr: str) -> Any:
        try:
            return self._attrs[attr]
        except KeyError:
            raise AttributeError(f"module '{self._name}' has no attribute '{attr}' in the sandbox") from None

    def __setattr__(self, attr: str, value: Any) -> None:
        raise AttributeError(f"module '{self._name}' is read-only in the sandbox")

    def __delattr__(self, attr: str) -> None:
        raise AttributeError(f"module '{self._name}' is read-only in the sandbox")

    def __dir__(self) -> list[str]:
        return sorted(self._attrs)

    def __repr__(self) -> str:
        return f"<module '{self._name}'>"


def _public(module: Any, names: Iterable[str] | None = None) -> dict[str, Any]:
    chosen = names if names is not None else [n for n in dir(module) if not n.startswith("_")]
    return {name: getattr(module, name) for name in chosen}


_RE_NAMES = ["compile", "search", "match", "fullmatch", "split", "findall", "finditer", "sub", "subn",
             "escape", "error", "Pattern", "Match", "A", "ASCII", "I", "IGNORECASE", "M", "MULTILINE",
             "S", "DOTALL", "X", "VERBOSE", "U", "UNICODE", "NOFLAG"]


def _facades() -> dict[str, ModuleFacade]:
    tables: dict[str, dict[str, Any]] = {
        "re": _public(re, _RE_NAMES),
        "json": _public(json, ["dumps", "loads", "JSONDecodeError"]),
        "math": _public(math),
        "collections": _public(collections, ["Counter", "defaultdict", "deque", "OrderedDict",
                                             "namedtuple", "ChainMap"]),
        "itertools": _public(itertools),
        "functools": _public(functools, ["reduce", "partial", "cmp_to_key", "lru_cache", "cache"]),
        "statistics": _public(statistics, statistics.__all__),
        "heapq": _public(heapq, ["heappush", "heappop", "heapify", "heapreplace", "heappushpop",
                                 "nlargest", "nsmallest", "merge"]),
        "bisect": _public(bisect, ["bisect", "bisect_left", "bisect_right", "insort", "insort_left",
                                   "insort_right"]),
        "string": _public(string, ["ascii_letters", "ascii_lowercase", "ascii_uppercase", "digits",
                                   "hexdigits", "octdigits", "punctuation", "printable", "whitespace",
                                   "capwords"]),
        "textwrap": _public(textwrap, ["wrap", "fill", "shorten", "dedent", "indent"]),
        "difflib": _public(difflib, ["get_close_matches", "SequenceMatcher", "ndiff", "unified_diff",
                                     "context_diff"]),
        "unicodedata": _public(unicodedata, ["normalize", "category", "name", "lookup", "numeric",
                                             "decimal", "digit"]),
        "random": _public(random, ["random", "randint", "randrange", "choice", "choices", "shuffle",
                                   "sample", "uniform", "seed", "gauss"]),
        "datetime": _public(datetime, ["date", "datetime", "time", "timedelta", "timezone"]),
        "operator": _public(operator, ["itemgetter", "add", "sub", "mul", "truediv", "floordiv", "mod",
                                       "neg", "eq", "ne", "lt", "le", "gt", "ge", "not_", "contains"]),
    }
    return {name: ModuleFacade(name, attrs) for name, attrs in tables.items()}


FACADES = _facades()
ALLOWED_MODULES = tuple(sorted(FACADES))


# Codecs models ask for by name; looked up now so that the registry has them after seccomp denies the
# file access a lazy lookup needs (utf-8, ascii, latin-1, utf-16 and utf-32 are built in anyway).
for _codec in ("utf-8-sig", "cp1252", "idna"):
    codecs.lookup(_codec)

# Modules that C code imports lazily through the ``__import__`` of the calling frame (datetime's
# strptime imports _strptime). Restricted code cannot name them: RestrictedPython rejects ``_`` names.
_INTERNAL_MODULES = {"_strptime": _strptime}


def guarded_import(name: str, globals: Any = None, locals: Any = None, fromlist: Any = (),
                   level: int = 0) -> Any:
    """``__import__`` for restricted code: facades only, no relative or dotted imports."""
    module = (FACADES.get(name) or _INTERNAL_MODULES.get(name)) if level == 0 else None
    if module is None:
        raise ImportError(f"import of '{name}' is not allowed in the sandbox")
    return module


class SafeFormatter(string.Formatter):
    """``str.format`` whose field lookups (``{0.attr}``, ``{0[key]}``) go through the sandbox's guards,
    so ``'{0.__class__}'.format(x)`` fails exactly like ``x.__class__`` while ``'{:.2f}'.format(x)``
    works as models expect."""

    def get_field(self, field_name: str, args: Sequence[Any], kwargs: Mapping[str, Any]) -> tuple[Any, Any]:
        first, rest = _string.formatter_field_name_split(field_name)
        obj = self.get_value(first, args, kwargs)
        for is_attribute, key in rest:
            obj = guarded_getattr(obj, key) if is_attribute else obj[key]
        return obj, first


_FORMATTER = SafeFormatter()


def _safe_str_method(obj: Any, name: str) -> Callable[..., str]:
    """Stand-ins for ``format`` / ``format_map``: bound to a str instance, or taking it first (the class)."""
    if isinstance(obj, str):
        if name == "format":
            return lambda *args, **kwargs: _FORMATTER.vformat(obj, args, kwargs)
        return lambda mapping: _FORMATTER.vformat(obj, (), mapping)
    if name == "format":
        return lambda text, *args, **kwargs: _FORMATTER.vformat(text, args, kwargs)
    return lambda text, mapping: _FORMATTER.vformat(text, (), mapping)


def guarded_getattr(obj: Any, name: Any, *default: Any) -> Any:
    """``_getattr_`` and the ``getattr`` builtin: no ``_`` names, no frames or code, no ``mro``, and
    ``str.format`` replaced by the guarded formatter."""
    if type(name) is not str:
        raise TypeError("attribute name must be a string")
    if name in _STR_FORMAT_METHODS and (isinstance(obj, str) or (isinstance(obj, type) and issubclass(obj, str))):
        return _safe_str_method(obj, name)
    if name == "mro" and not isinstance(obj, ModuleFacade):
        raise NotImplementedError("'mro' is not available in the sandbox")
    return safer_getattr_raise(obj, name, *default)


def guarded_hasattr(obj: Any, name: Any) -> bool:
    try:
        guarded_getattr(obj, name)
    except (AttributeError, NotImplementedError):
        return False
    return True


_INPLACE: dict[str, Callable[[Any, Any], Any]] = {
    "+=": operator.iadd, "-=": operator.isub, "*=": operator.imul, "/=": operator.itruediv,
    "//=": operator.ifloordiv, "%=": operator.imod, "**=": operator.ipow, "<<=": operator.ilshift,
    ">>=": operator.irshift, "&=": operator.iand, "|=": operator.ior, "^=": operator.ixor,
    "@=": operator.imatmul,
}


class Guards:
    """Per-session guard state: which classes the user defined (their instances are writable)."""

    def __init__(self) -> None:
        self.user_classes: set[type] = set()

    def metaclass(self, name: str, bases: tuple[type, ...], namespace: dict[str, Any]) -> type:
        cls = type(name, bases, namespace)
        self.user_classes.add(cls)
        return cls

    def write(self, obj: Any) -> Any:
        """``_write_``: plain containers and the user's own classes and instances are writable."""
        kind = type(obj)
        if kind in WRITABLE_TYPES or kind in self.user_classes or (isinstance(obj, type) and obj in self.user_classes):
            return obj
        return full_write_guard(obj)

    def is_user_object(self, obj: Any) -> bool:
        return type(obj) in self.user_classes

    def inplace_item(self, obj: Any, key: Any, op: str, value: Any) -> None:
        """``_inplaceitem_``: ``obj[key] op= value`` with a guarded write."""
        self.write(obj)[key] = _INPLACE[op](obj[key], value)

    def inplace_attr(self, obj: Any, name: str, op: str, value: Any) -> None:
        """``_inplaceattr_``: ``obj.name op= value`` with a guarded read and write."""
        self.setattr(obj, name, _INPLACE[op](guarded_getattr(obj, name), value))

    def setattr(self, obj: Any, name: Any, value: Any) -> None:
        if type(name) is not str or name.startswith("_"):
            raise AttributeError(f'"{name}" is an invalid attribute name because it starts with "_"')
        setattr(self.write(obj), name, value)

    def delattr(self, obj: Any, name: Any) -> None:
        if type(name) is not str or name.startswith("_"):
            raise AttributeError(f'"{name}" is an invalid attribute name because it starts with "_"')
        delattr(self.write(obj), name)


def inplace_var(op: str, target: Any, value: Any) -> Any:
    """``_inplacevar_``: ``n += 1`` on plain names."""
    return _INPLACE[op](target, value)


def apply_call(func: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
    """``_apply_``: calls with ``*args`` / ``**kwargs``."""
    return func(*args, **kwargs)


def getitem(obj: Any, key: Any) -> Any:
    return obj[key]


_SAFE_BUILTIN_NAMES = [
    "abs", "all", "any", "ascii", "bin", "bool", "bytes", "callable", "chr", "complex", "dict",
    "divmod", "enumerate", "filter", "float", "format", "frozenset", "hash", "hex", "int",
    "isinstance", "issubclass", "iter", "len", "list", "map", "max", "min", "next", "oct", "ord",
    "pow", "range", "repr", "reversed", "round", "set", "slice", "sorted", "str", "sum", "tuple",
    "zip", "dir", "None", "True", "False", "Ellipsis", "NotImplemented", "staticmethod",
    "classmethod", "property", "super", "bytearray",
]
_EXCEPTION_NAMES = [
    name for name, value in vars(builtins).items()
    if isinstance(value, type) and issubclass(value, BaseException)
]


def make_builtins(guards: Guards) -> dict[str, Any]:
    """The ``__builtins__`` of restricted code (no open/eval/exec/compile/type/object/globals/vars)."""
    table = {name: getattr(builtins, name) for name in _SAFE_BUILTIN_NAMES + _EXCEPTION_NAMES}
    table.update(
        __import__=guarded_import,
        __build_class__=builtins.__build_class__,  # RestrictedPython forces metaclass=__metaclass__
        getattr=guarded_getattr,
        hasattr=guarded_hasattr,
        setattr=guards.setattr,
        delattr=guards.delattr,
    )
    return table


def make_guard_globals(guards: Guards, print_factory: Callable[..., Any]) -> dict[str, Any]:
    """The hidden names RestrictedPython's transformed code calls (user code cannot name them)."""
    return {
        "__metaclass__": guards.metaclass,
        "__name__": "__sandbox__",
        "_getattr_": guarded_getattr,
        "_getitem_": getitem,
        "_getiter_": iter,
        "_write_": guards.write,
        "_inplacevar_": inplace_var,
        "_inplaceitem_": guards.inplace_item,
        "_inplaceattr_": guards.inplace_attr,
        "_slice_": slice,
        "_apply_": apply_call,
        "_print_": print_factory,
        "_iter_unpack_sequence_": guarded_iter_unpack_sequence,
        "_unpack_sequence_": guarded_unpack_sequence,
    }
