"""From user source to restricted bytecode: RestrictedPython's policy, REPL echo of a trailing bare
expression, and augmented assignment to items and attributes (``counts[w] += 1``), which plain
RestrictedPython rejects although small models write it all the time."""
from __future__ import annotations

import ast
from types import CodeType
from typing import Any

from RestrictedPython.transformer import IOPERATOR_TO_STR, RestrictingNodeTransformer, copy_locations

CODE_FILENAME = "<code>"
ECHO_NAME = "__echo__"


def _call(function: str, *args: ast.expr) -> ast.Call:
    return ast.Call(func=ast.Name(function, ast.Load()), args=list(args), keywords=[])


class SandboxTransformer(RestrictingNodeTransformer):
    """``d[k] += v`` becomes ``_inplaceitem_(d, k, "+=", v)`` and ``o.x += v`` becomes
    ``_inplaceattr_(o, "x", "+=", v)``: the object and key are evaluated once, as in Python, and the
    read and the write pass the same guards as ``d[k] = d[k] + v`` would."""

    def visit_AugAssign(self, node: ast.AugAssign) -> Any:
        target = node.target
        operator = ast.Constant(IOPERATOR_TO_STR[type(node.op)])
        if isinstance(target, ast.Subscript):
            key = target.slice
            if isinstance(key, ast.Slice):  # a[1:3] += x: the slice as an object
                parts = (key.lower, key.upper, key.step)
                key = _call("_slice_", *(ast.Constant(None) if p is None else self.visit(p) for p in parts))
            else:
                key = self.visit(key)
            call = _call("_inplaceitem_", self.visit(target.value), key, operator, self.visit(node.value))
        elif isinstance(target, ast.Attribute):
            if target.attr.startswith("_"):
                self.error(node, f'"{target.attr}" is an invalid attribute name because it starts with "_".')
                return node
            call = _call("_inplaceattr_", self.visit(target.value), ast.Constant(target.attr), operator,
                         self.visit(node.value))
        else:
            return super().visit_AugAssign(node)
        statement = ast.Expr(call)
        copy_locations(statement, node)
        return statement


def compile_user_code(source: str) -> tuple[CodeType | None, list[str]]:
    """Restricted bytecode whose trailing bare expression is stored in ``__echo__`` (REPL echo).

    Returns (code, []) or (None, RestrictedPython's rejections); a SyntaxError propagates.
    """
    tree = ast.parse(source, CODE_FILENAME, "exec")
    errors: list[str] = []
    SandboxTransformer(errors, [], {}).visit(tree)
    if errors:
        return None, errors
    if tree.body and isinstance(tree.body[-1], ast.Expr):
        last = tree.body[-1]
        echo = ast.Assign(targets=[ast.Name(ECHO_NAME, ast.Store())], value=last.value)
        copy_locations(echo, last)
        tree.body[-1] = echo
    return compile(tree, CODE_FILENAME, "exec"), []
