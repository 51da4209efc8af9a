from rlm.backends.base import Backend, BackendError, Completion, ContextOverflowError, Message, Prompt

__all__ = ["Backend", "BackendError", "Completion", "ContextOverflowError", "Message", "Prompt"]
