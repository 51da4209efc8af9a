"""`rlm serve`: the RLM as an OpenAI-compatible model over HTTP (rlm/serve explains the API)."""

from __future__ import annotations

import argparse
import ipaddress
import os
import sys
from pathlib import Path
from typing import Any

from rlm.commands.ask import add_rlm_flags, rlm_from
from rlm.errors import RLMError


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "serve",
        help="serve the RLM as an OpenAI-compatible model (POST /v1/chat/completions)",
        description="Serve POST /v1/chat/completions and GET /v1/models. Model \"rlm\" answers the last user "
        "message from the earlier messages (or `context` file paths under --allow-path); the roles' models "
        "answer directly. A `session` id (body field or X-RLM-Session header) keeps the documents, sandbox and "
        "root conversation for follow-ups; `stream: true` sends progress as SSE comments, then the answer.",
    )
    p.add_argument("--host", default="127.0.0.1", help="address to bind (default 127.0.0.1: this machine only)")
    p.add_argument("--port", type=int, default=8000, help="port (default 8000)")
    p.add_argument("--api-key-env", metavar="NAME",
                   help="require 'Authorization: Bearer KEY', KEY being the value of this environment variable")
    p.add_argument("--allow-path", action="append", default=[], metavar="DIR",
                   help="a folder whose files requests may name in `context` (repeatable; default: none)")
    p.add_argument("--concurrency", type=int, default=2, metavar="N",
                   help="questions answered at once, each on its own root worker (its KV prefix kept between "
                        "turns) up to one per physical core; sub-calls share the sub workers (default 2)")
    p.add_argument("--queue", type=int, default=8, metavar="N",
                   help="requests waiting for a turn; more are refused with 429 (default 8)")
    p.add_argument("--session-idle", type=float, default=600.0, metavar="SECONDS",
                   help="close a session after this long without a question (default 600)")
    p.add_argument("--max-sessions", type=int, default=16, metavar="N",
                   help="open sessions (each holds a sandbox process); the least recently used idle one "
                        "is closed for a new one (default 16)")
    p.add_argument("--max-body-mb", type=float, default=64.0, metavar="MB",
                   help="largest request body; bigger gets 413 (default 64)")
    p.add_argument("--cors-origin", action="append", default=[], metavar="ORIGIN",
                   help="let web pages from this origin call the API from a browser, e.g. http://localhost:3000 "
                        "(repeatable; default: none)")
    p.add_argument("--log-level", default="info", choices=("critical", "error", "warning", "info", "debug"),
                   help="server log level on stderr (default info: one line per request)")
    add_rlm_flags(p)
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    serve(args)
    return 0


def serve(args: argparse.Namespace, **rlm_kwargs: Any) -> None:
    """Check the flags, then serve until Ctrl-C; `rlm_kwargs` go to the RLM (tests pass `backends`)."""
    try:
        import uvicorn

        from rlm.serve.app import RLM_MODEL, Settings, create_app
    except ModuleNotFoundError as exc:
        raise RLMError(f"rlm serve needs {exc.name}: pip install 'rlm[serve]' (starlette and uvicorn)") from exc

    settings = Settings(
        api_key=_api_key(args.api_key_env),
        allow=tuple(_folder(d) for d in args.allow_path),
        max_body=int(_positive(args.max_body_mb, "--max-body-mb") * 2**20),
        concurrency=int(_positive(args.concurrency, "--concurrency")),
        queue=max(0, args.queue),
        session_idle=_positive(args.session_idle, "--session-idle"),
        max_sessions=int(_positive(args.max_sessions, "--max-sessions")),
        cors=tuple(args.cors_origin),
    )
    if not _loopback(args.host) and settings.api_key is None:
        print(f"rlm serve: warning: {args.host} is reachable from other machines and no --api-key-env is set: "
              "anyone who reaches the port can use the models", file=sys.stderr)
    rlm = rlm_from(args, **rlm_kwargs)
    if rlm.config.role("root").backend == "local":  # a root worker per running question keeps its KV prefix
        from rlm.hw import detect

        workers = min(settings.concurrency, detect().usable_cores)  # the plan allows one per physical core at most
        rlm.config = rlm.config.with_role("root", instances=workers)
    app = create_app(rlm, settings)
    models = ", ".join([RLM_MODEL, *app.state.server.roles])
    print(f"rlm serve: http://{args.host}:{args.port}/v1 (models: {models}); Ctrl-C stops", file=sys.stderr, flush=True)
    uvicorn.run(app, host=args.host, port=args.port, log_level=args.log_level, timeout_graceful_shutdown=5)


def _api_key(name: str | None) -> str | None:
    if name is None:
        return None
    key = os.environ.get(name, "")
    if not key.strip():
        raise RLMError(f"--api-key-env {name}: the variable is not set or empty; export {name}=<a long random key>")
    return key.strip()


def _folder(path: str) -> Path:
    p = Path(path).expanduser().resolve()
    if not p.is_dir():
        raise RLMError(f"--allow-path {path}: not a folder; name an existing folder")
    return p


def _positive(value: float, flag: str) -> float:
    if value <= 0:
        raise RLMError(f"{flag} must be positive, got {value:g}")
    return value


def _loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False
