"""The local engine: worker processes each owning one llama.cpp model (pool.py, worker.py), the decode
loop with KV prefix reuse and drafting (generate.py, drafting.py), the tokenizer and chat template
read from the model file (vocab.py). The loop reaches it through rlm.backends.local.LocalBackend.
"""

from rlm.engine.pool import GenerationStream, Pool, Request, WorkerDied, WorkerStatus
from rlm.engine.worker import WorkerSpec, parse_kv_overrides

__all__ = ["GenerationStream", "Pool", "Request", "WorkerDied", "WorkerSpec", "WorkerStatus", "parse_kv_overrides"]
