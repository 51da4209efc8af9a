"""A chat-completions request body read into what a run needs: the model, the question (the last user
message), the documents (the conversation's earlier system and user messages, or files named in our
own `context` field), the session, streaming. Every way a body can be wrong is a 400 with one line."""

from __future__ import annotations

import json
import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rlm.chat import Message
from rlm.documents import Document, DocumentError, read_tree
from rlm.serve.errors import APIError

SESSION_ID = re.compile(r"[A-Za-z0-9._:-]{1,128}")
ROLES = {"system": "system", "developer": "system", "user": "user", "assistant": "assistant"}


@dataclass(frozen=True)
class ChatRequest:
    model: str
    messages: list[Message]  # text only, "developer" read as "system"
    stream: bool = False
    include_usage: bool = False  # stream_options.include_usage: a last chunk with the usage
    session: str | None = None
    context: tuple[str, ...] = ()  # file or folder paths, read only under --allow-path
    max_tokens: int | None = None  # pass-through models only; an RLM answer is as long as it is
    temperature: float | None = None
    stop: tuple[str, ...] = ()
    prompt: str | None = None  # POST /v1/completions: raw text, no chat template (pass-through models only)

    @property
    def question(self) -> str:
        """The last user message: the question (a session's follow-up needs no documents with it)."""
        return next(m["content"] for m in reversed(self.messages) if m["role"] == "user").strip()


def parse(body: bytes, session_header: str | None = None, *, raw: bool = False) -> ChatRequest:
    """The body of POST /v1/chat/completions (or, `raw`, of /v1/completions: a `prompt` for a role's
    model, which is how rlm's own `openai` backend calls a server), checked field by field."""
    try:
        data = json.loads(body)
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise APIError(400, f"the request body is not valid JSON ({exc}); send a JSON object", "invalid_json") from exc
    if not isinstance(data, dict):
        raise APIError(400, "the request body must be a JSON object with model and messages", "invalid_request")
    model = data.get("model")
    if not isinstance(model, str) or not model:
        raise APIError(400, "model is required: use \"rlm\" (GET /v1/models lists the others)", "missing_model", "model")
    prompt = data.get("prompt") if raw else None
    if raw and (not isinstance(prompt, str) or not prompt):
        raise APIError(400, "prompt must be a non-empty string", "invalid_prompt", "prompt")
    messages = _messages(data.get("messages")) if not raw else [{"role": "user", "content": prompt}]
    session = data.get("session", session_header)
    if session is not None and (not isinstance(session, str) or not SESSION_ID.fullmatch(session)):
        raise APIError(400, "session must be 1-128 letters, digits or ._:- (your own id for the conversation)",
                       "invalid_session", "session")
    context = data.get("context", [])
    context = [context] if isinstance(context, str) else context
    if not isinstance(context, list) or not all(isinstance(p, str) and p for p in context):
        raise APIError(400, "context must be a file path or a list of them", "invalid_context", "context")
    stream = _typed(data, "stream", bool, False)
    options = _typed(data, "stream_options", dict, {}) or {}
    stop = data.get("stop") or []
    stop = [stop] if isinstance(stop, str) else stop
    if not isinstance(stop, list) or not all(isinstance(s, str) for s in stop):
        raise APIError(400, "stop must be a string or a list of strings", "invalid_stop", "stop")
    max_tokens = data.get("max_completion_tokens", data.get("max_tokens"))
    if max_tokens is not None and (isinstance(max_tokens, bool) or not isinstance(max_tokens, int) or max_tokens < 1):
        raise APIError(400, "max_tokens must be a whole number of at least 1", "invalid_max_tokens", "max_tokens")
    temperature = data.get("temperature")
    if temperature is not None and (isinstance(temperature, bool) or not isinstance(temperature, (int, float))
                                    or not math.isfinite(temperature) or not 0 <= temperature <= 2):
        raise APIError(400, "temperature must be a number from 0 to 2", "invalid_temperature", "temperature")
    return ChatRequest(model, messages, stream, bool(options.get("include_usage")), session, tuple(context),
                       max_tokens, None if temperature is None else float(temperature), tuple(stop), prompt)


def documents(request: ChatRequest, allowed: Sequence[Path]) -> tuple[list[Document], str]:
    """The documents a new run reads (the `context` files, then the system and user messages before the
    question) and the question. With neither, a lone message is split at its last blank line: the text
    above it is the document, its last paragraph the question (how people paste a document into a chat)."""
    docs = [d for path in request.context for d in _read(path, allowed)]
    last = max(i for i, m in enumerate(request.messages) if m["role"] == "user")
    docs += [Document(m["content"], f"<{m['role']} message {i}>") for i, m in enumerate(request.messages[:last])
             if m["role"] in ("system", "user") and m["content"].strip()]
    if docs:
        return docs, request.question
    head, _, question = request.question.rpartition("\n\n")
    if head.strip() and question.strip():
        return [Document(head, "<user message>")], question.strip()
    raise APIError(400, "no document to answer from: send it as a system message or an earlier user message, "
                        "or as `context` file paths; the last user message is the question", "missing_document", "messages")


def _messages(value: Any) -> list[Message]:
    if not isinstance(value, list) or not value:
        raise APIError(400, "messages must be a non-empty list of {role, content}", "invalid_messages", "messages")
    out: list[Message] = []
    for i, m in enumerate(value):
        role = m.get("role") if isinstance(m, dict) else None
        if role not in ROLES:
            raise APIError(400, f"messages[{i}].role must be one of {', '.join(ROLES)}, got {role!r:.40}",
                           "invalid_messages", f"messages[{i}].role")
        out.append({"role": ROLES[role], "content": _text(m.get("content"), i)})  # type: ignore[typeddict-item]
    if not any(m["role"] == "user" and m["content"].strip() for m in out):
        raise APIError(400, "no question: the last user message is the question, and there is none",
                       "missing_question", "messages")
    return out


def _text(content: Any, i: int) -> str:
    """A message's text: a string, or the text parts of a list of content parts."""
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, list) and all(isinstance(p, dict) for p in content):
        kinds = {p.get("type") for p in content} - {"text"}
        if not kinds and all(isinstance(p.get("text"), str) for p in content):
            return "\n".join(p["text"] for p in content)
        raise APIError(400, f"messages[{i}] has {', '.join(map(str, sorted(kinds, key=str)))} parts: only text is "
                            "read (convert other documents to text first)", "unsupported_content", f"messages[{i}].content")
    raise APIError(400, f"messages[{i}].content must be a string or a list of text parts", "invalid_messages",
                   f"messages[{i}].content")


def _typed(data: dict[str, Any], name: str, kind: type, default: Any) -> Any:
    value = data.get(name, default)
    if value is not None and not isinstance(value, kind):
        raise APIError(400, f"{name} must be a {kind.__name__}, got {type(value).__name__}", f"invalid_{name}", name)
    return value


def _read(path: str, allowed: Sequence[Path]) -> list[Document]:
    """A file or folder the client named, only inside a folder the server was started with (--allow-path)."""
    if not allowed:
        raise APIError(403, "this server reads no files: send the document as message text, or start it with "
                            "--allow-path DIR", "files_not_allowed", "context")
    real = Path(path).expanduser().resolve()
    if not any(real.is_relative_to(folder) for folder in allowed):
        raise APIError(403, f"{path} is outside the folders this server may read ({', '.join(map(str, allowed))})",
                       "path_not_allowed", "context")
    try:
        docs = read_tree(real)
    except DocumentError as exc:
        raise APIError(400, str(exc), "unreadable_document", "context") from exc
    if real.is_dir():  # a folder's documents are named FOLDER/relative/path: a symlink in it may lead out
        for doc in docs:
            target = (real.parent / doc.source).resolve()
            if not any(target.is_relative_to(folder) for folder in allowed):
                raise APIError(403, f"{doc.source} links to {target}, outside the folders this server may read",
                               "path_not_allowed", "context")
    return docs
