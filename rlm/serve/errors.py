"""Errors as OpenAI's API returns them, so clients (the `openai` SDK first) raise their usual exceptions:
`{"error": {"message", "type", "param", "code"}}` with the matching HTTP status."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from starlette.responses import JSONResponse

TYPES = {400: "invalid_request_error", 401: "invalid_request_error", 403: "permission_error", 404: "invalid_request_error",
         405: "invalid_request_error", 409: "invalid_request_error", 413: "invalid_request_error",
         429: "rate_limit_exceeded", 500: "server_error", 502: "server_error", 503: "server_error"}


@dataclass
class APIError(Exception):
    """A request the server refuses or cannot finish; `message` is one line saying what to do."""

    status: int
    message: str
    code: str
    param: str | None = None
    headers: dict[str, str] | None = None

    def __str__(self) -> str:
        return self.message

    def body(self) -> dict[str, Any]:
        return {"error": {"message": self.message, "type": TYPES.get(self.status, "invalid_request_error"),
                          "param": self.param, "code": self.code}}

    def response(self) -> JSONResponse:
        return JSONResponse(self.body(), status_code=self.status, headers=self.headers)
