"""`rlm serve`: the RLM behind OpenAI's chat-completions API, for any client (the `openai` SDK, curl,
chat UIs, IDE plugins).

- model "rlm": the documents are the conversation's system and user messages before the last user
  message, or files named in the request's `context` field (paths under `--allow-path` only), or, for a
  lone user message, its text above the last blank line; the question is the last user message.
- a `session` (body field or `X-RLM-Session` header, the client's own id) keeps the sandbox and the
  root's conversation for follow-up questions until it is idle for `--session-idle` seconds.
- `stream: true`: Server-Sent Events; progress as comment lines `: rlm {json}` (a trace event: kind,
  depth, t and its data; SSE clients ignore comments; also `queued` with `ahead` while waiting for a slot,
  and `waiting` after 5 s of silence, which keeps proxies from closing the stream), then the answer as
  content deltas, a last chunk with finish_reason and the `rlm` summary, and `data: [DONE]`.
- a response carries `usage` (summed, with `usage.roles` per role) and `rlm` (status, turns, sub-calls,
  seconds, session, closest lines when not found).

Modules: app (routes, auth, body limit), chat (request -> question and documents), jobs (what runs),
respond (JSON or SSE, disconnects), gate (bounded queue), sessions, format (OpenAI shapes), errors.
"""
