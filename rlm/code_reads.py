"""What a block of the root's code reads and what it selects by, from its syntax: a figure stands on the
documents only if the code that printed it read them, and a filter is a string or field the code tests,
not a word of a comment, of a variable's name or of the text a print() puts around the figure."""

from __future__ import annotations

import ast
import builtins
import io
import re
import tokenize
from collections.abc import Sequence

# names that hold no document: builtins and the modules a block imports for arithmetic and counting
_PURE = frozenset(dir(builtins)) | {"Counter", "defaultdict", "collections", "re", "math", "statistics", "itertools",
                                    "functools", "operator", "json", "FINAL"}


def _loads(node: ast.AST) -> set[str]:
    return {n.id for n in ast.walk(node) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)}


def _bindings(tree: ast.AST) -> list[tuple[list[ast.expr], ast.AST]]:
    """(targets, value) of each place the block binds names: assignments, loops, comprehensions, walrus."""
    found: list[tuple[list[ast.expr], ast.AST]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign):
            found.append((node.targets, node.value))
        elif isinstance(node, (ast.AugAssign, ast.AnnAssign, ast.NamedExpr)) and node.value is not None:
            found.append(([node.target], node.value))
        elif isinstance(node, (ast.For, ast.AsyncFor, ast.comprehension)):
            found.append(([node.target], node.iter))
    return found


def loads(code: str) -> set[str]:
    """The names a block reads (none for code that does not parse)."""
    try:
        return _loads(ast.parse(code))
    except SyntaxError:
        return set()


def binds(code: str) -> set[str]:
    """The names a block sets at its top level (none for code that does not parse)."""
    try:
        tree = ast.parse(code)
    except SyntaxError:
        return set()
    return {n.id for stmt in tree.body for targets, _ in _bindings(stmt) for t in targets for n in ast.walk(t)
            if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}


def reads(code: str) -> bool:
    """Does the block read anything but literals: the documents, a helper, a variable an earlier block
    set? `Counter({'upgrade': 2})` prints a figure the root typed in; it computed nothing. Code that does
    not parse is taken as reading (it ran: something printed it)."""
    if not code.strip():
        return True
    try:
        tree = ast.parse(code)
    except SyntaxError:
        return True
    if _describes(tree):
        return False
    literal: set[str] = set()
    for _ in range(3):  # bindings from literals, and from those, in any order they appear
        for targets, value in _bindings(tree):
            if not _loads(value) - _PURE - literal:
                literal |= {n.id for t in targets for n in ast.walk(t) if isinstance(n, ast.Name)}
    return bool(_loads(tree) - _PURE - literal)


def _describes(tree: ast.Module) -> bool:
    """`print(records())` or `print(records().summary([...]))` alone: the records described (how many, their
    fields, the first few), the loop's own first view, not a figure computed for the question."""
    if len(tree.body) != 1 or not isinstance(stmt := tree.body[0], ast.Expr):
        return False
    call = stmt.value
    if isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and call.func.id == "print" and len(call.args) == 1:
        call = call.args[0]
    if isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute) and call.func.attr == "summary":
        call = call.func.value
    return isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and call.func.id == "records" and not call.args


def _printed(tree: ast.AST) -> set[int]:
    """ids of the string pieces print() shows: the words around a figure, not a filter."""
    shown: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("print", "FINAL"):
            for arg in node.args:
                pieces = arg.values if isinstance(arg, ast.JoinedStr) else [arg]
                shown |= {id(p) for p in pieces if isinstance(p, ast.Constant)}
    return shown


def _unread(tree: ast.Module) -> set[int]:
    """The nodes of the block's top-level assignments to names it never reads: what they select is not what it
    counted (`api = [r['body'] for r in records() if 'API and ABI modifications' in r['body']]`, then a count of the
    versions without it)."""
    loaded = _loads(tree)
    return {id(n) for s in tree.body if isinstance(s, ast.Assign) and all(
        isinstance(t, ast.Name) and t.id not in loaded for t in s.targets) for n in ast.walk(s)}


def selectors(code: str) -> str:
    """The text the block selects by: its string literals (a word tested, a field named, a pattern) and
    the fields it reads as attributes (r.level, not .startswith), lower-cased; not comments, variable names, what print() says around a
    figure or what an assignment it never reads holds (see _unread). Code that does not parse: the code without its
    comments."""
    try:
        tree = ast.parse(code)
    except SyntaxError:
        return _uncommented(code).lower()
    shown = _printed(tree) | _unread(tree)
    parts = [n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str)
             and id(n) not in shown and not _WORD_CHAIN.fullmatch(n.value.strip())]
    called = {id(n.func) for n in ast.walk(tree) if isinstance(n, ast.Call)}
    parts += [n.attr for n in ast.walk(tree) if isinstance(n, ast.Attribute) and id(n) not in called and id(n) not in shown]
    return "\n".join(parts).lower()


_WORD_CHAIN = re.compile(r"(?:[\w.-]+\.[*+]\??){3,}[\w.-]+")  # search(r'2016.*?news.*?each.*?how.*?many...'): the
# question's words strung into one pattern, which tests none of them (a root counted the 4 hits it matched, asked how
# many releases came out in 2016)


def numbers(code: str) -> set[int]:
    """The integers the block writes (`int(r['date'][:4]) == 2016`); none for code that does not parse."""
    try:
        tree = ast.parse(code)
    except SyntaxError:
        return set()
    return {n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and type(n.value) is int}


def field_tests(code: str) -> list[str]:
    """The strings the block compares a record's field with (`r['status'] == 'paid'`, `r.level != 'INFO'`)
    or looks for in one (`'tzdata' in r['head']`): what it keeps items by. Code that does not parse: none."""
    try:
        tree = ast.parse(code)
    except SyntaxError:
        return []
    return [value for node in ast.walk(tree) for value in _tested(node)]


_WHOLE_READS = frozenset({"records", "search", "where", "occurrences", "chunks", "ask_each", "llm_batch"})


def windowed(code: str, one_record: bool = True) -> bool:
    """Does the block read the documents only through a window of them: `peek(start, end)` or a slice of
    `context`, and none of the helpers that go through them all; or, if `one_record`, one record of
    `records()` (`next(...)`, `records()[0]`) and no other (not when the question names the one: "in
    section 4")? A count over a window counts a part of the file: a root counted the 'Europe/' zones in
    peek(1957, 2032), three lines of 312, and said 1; another counted the numbered sections of a licence in
    the body of its first section and said 0."""
    try:
        tree = ast.parse(code)
    except SyntaxError:
        return False
    names = _loads(tree)
    sliced = {id(n.value) for n in ast.walk(tree) if isinstance(n, ast.Subscript) and isinstance(n.slice, ast.Slice)}
    contexts = [n for n in ast.walk(tree) if isinstance(n, ast.Name) and n.id == "context"]
    cut = [n for n in contexts if id(n) in sliced]
    if ("peek" in names or bool(cut)) and len(cut) == len(contexts) and not names & _WHOLE_READS:
        return True
    reads_all = [n for n in ast.walk(tree)
                 if isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id in _WHOLE_READS]
    picked = {id(c) for pick in ast.walk(tree) if _picks_one(pick) for c in ast.walk(pick)}
    return one_record and bool(reads_all) and all(n.func.id == "records" and id(n) in picked for n in reads_all)


# max(records(), key=...)['name'], Counter(...).most_common(1)[0]: the top of a ranking of all, no window
_RANKING = frozenset({"max", "min", "sorted", "most_common"})


def _picks_one(node: ast.AST) -> bool:
    """A next(...) call or an indexed call (records()[0]), not the top of a ranking: one item of what it reads
    (`windowed` checks that the records() call is inside it)."""
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "next":
        return True
    if not (isinstance(node, ast.Subscript) and isinstance(node.value, ast.Call) and not isinstance(node.slice, ast.Slice)):
        return False
    func = node.value.func
    return (func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else "") not in _RANKING


_OPS = {ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">="}
_MIRRORED = {"<": ">", "<=": ">=", ">": "<", ">=": "<="}


def bounds(code: str) -> list[tuple[str, float]]:
    """The (op, number) of each comparison of something with a number the block makes, read as `x op number`
    (`100 > r['gid']` is < 100): the side of a figure it keeps items on. Code that does not parse: none."""
    try:
        tree = ast.parse(code)
    except SyntaxError:
        return []
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Compare):
            continue
        sides = [node.left, *node.comparators]
        for left, op, right in zip(sides, node.ops, sides[1:]):
            if type(op) not in _OPS:
                continue
            if _number(right) is not None:
                found.append((_OPS[type(op)], _number(right)))
            elif _number(left) is not None:
                found.append((_MIRRORED[_OPS[type(op)]], _number(left)))
    return found


def negates(code: str) -> bool:
    """Does the block leave something out by a test (`not`, `!=`, `not in`, `is not`, or an equality to nothing:
    `r['description'] == ''`, `x is None`, `in ('', None)`)? Code that does not parse: no."""
    try:
        tree = ast.parse(code)
    except SyntaxError:
        return False
    return any(isinstance(n, ast.UnaryOp) and isinstance(n.op, ast.Not) or
               isinstance(n, ast.Compare) and any(isinstance(op, (ast.NotEq, ast.NotIn, ast.IsNot)) for op in n.ops) or
               isinstance(n, ast.Compare) and any(isinstance(op, (ast.Eq, ast.Is, ast.In)) for op in n.ops) and
               any(_nothing(c) for c in n.comparators) for n in ast.walk(tree))


def _nothing(node: ast.AST) -> bool:
    """Is the node '' or None, or a tuple or list holding one (`in ('', None)`)?"""
    items = node.elts if isinstance(node, (ast.Tuple, ast.List, ast.Set)) else [node]
    return any(isinstance(c, ast.Constant) and c.value in ("", None) for c in items)


def _number(node: ast.AST) -> float | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)) and not isinstance(node.value, bool):
        return node.value
    return None


def searched(code: str) -> list[str]:
    """The patterns the block passes to search(): string literals, or names it sets to one."""
    try:
        tree = ast.parse(code)
    except SyntaxError:
        return []
    bound = {t.id: n.value.value for n in ast.walk(tree) if isinstance(n, ast.Assign)
             and isinstance(n.value, ast.Constant) and isinstance(n.value.value, str)
             for t in n.targets if isinstance(t, ast.Name)}
    args = [n.args[0] for n in ast.walk(tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)
            and n.func.id == "search" and n.args]
    return [a.value if isinstance(a, ast.Constant) else bound[a.id] for a in args
            if (isinstance(a, ast.Constant) and isinstance(a.value, str)) or (isinstance(a, ast.Name) and a.id in bound)]


def _tested(node: ast.AST) -> list[str]:
    """The strings a comparison tests a record's field against (see field_tests); [] for any other node."""
    if not isinstance(node, ast.Compare):
        return []
    sides = [node.left, *node.comparators]
    if any(isinstance(op, (ast.Eq, ast.NotEq)) for op in node.ops) and \
            any(isinstance(n, (ast.Subscript, ast.Attribute)) for n in sides):
        return [n.value for n in sides if isinstance(n, ast.Constant) and isinstance(n.value, str)]
    if isinstance(node.ops[0], ast.In) and isinstance(node.left, ast.Constant) and isinstance(node.left.value, str) \
            and isinstance(node.comparators[0], (ast.Subscript, ast.Attribute)):
        return [node.left.value]  # 'changelog' in r['head']
    return []


class _Widen(ast.NodeTransformer):
    """Takes the field tests against `values` out of the conditions that keep items: a comprehension's
    `if`, an `if` statement or expression, an operand of their `and`. Anywhere else (under `not`, `or`, in
    an assignment) such a test makes the block `stuck`: dropping it there would not keep more items."""

    def __init__(self, values: set[str]) -> None:
        self.values, self.dropped, self.stuck = values, 0, False

    def _narrows(self, node: ast.AST) -> bool:
        return bool(set(_tested(node)) & self.values)

    def _kept(self, test: ast.expr) -> ast.expr | None:
        """The condition without its narrowing tests; None when nothing of it is left."""
        if self._narrows(test):
            self.dropped += 1
            return None
        if isinstance(test, ast.BoolOp) and isinstance(test.op, ast.And):
            rest = [t for t in (self._kept(v) for v in test.values) if t is not None]
            return None if not rest else rest[0] if len(rest) == 1 else ast.BoolOp(ast.And(), rest)
        return test

    def visit_comprehension(self, node: ast.comprehension) -> ast.comprehension:
        node.ifs = [t for t in (self._kept(c) for c in node.ifs) if t is not None]
        return self.generic_visit(node)

    def visit_If(self, node: ast.If) -> ast.If:
        node.test = self._kept(node.test) or ast.Constant(True)
        return self.generic_visit(node)

    def visit_IfExp(self, node: ast.IfExp) -> ast.IfExp:
        node.test = self._kept(node.test) or ast.Constant(True)
        return self.generic_visit(node)

    def visit_Compare(self, node: ast.Compare) -> ast.Compare:
        self.stuck = self.stuck or self._narrows(node)  # one no condition above took out
        return node


def widened(code: str, values: Sequence[str]) -> str | None:
    """The block keeping the items it kept only by `values` as well (field_tests' strings a question does
    not ask for: a root asked for the highest port kept the 'tcp' lines): the same computation over what
    the question asks about. None when the code does not parse or no such test can be taken out alone."""
    try:
        tree = ast.parse(code)
    except SyntaxError:
        return None
    widen = _Widen(set(values))
    tree = widen.visit(tree)
    if not widen.dropped or widen.stuck:
        return None
    return ast.unparse(ast.fix_missing_locations(tree))


def _uncommented(code: str) -> str:
    try:
        return "".join(t.string + " " for t in tokenize.generate_tokens(io.StringIO(code).readline)
                       if t.type not in (tokenize.COMMENT, tokenize.NL))
    except (tokenize.TokenError, SyntaxError):
        return code
