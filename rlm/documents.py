"""Reading the contexts a user hands over: text, file paths, lists of either, `-` for stdin.

A gzip file is read as the text inside it (Debian keeps its changelogs so). Every way a file can be
wrong (missing, a directory, unreadable, empty, binary, a damaged gzip) is a one-line
`DocumentError` saying what to do. Text that is not valid UTF-8 is not refused: it is decoded as
cp1252 (or latin-1, which never fails) and the document carries a note saying so, because a user
asking about an old Windows file wants an answer, not an encoding lesson.
"""

from __future__ import annotations

import gzip
import os
import re
import sys
import zlib
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from rlm.errors import RLMError

BINARY_PROBE = 8192  # bytes inspected for NUL bytes
GZIP_MAGIC = b"\x1f\x8b"  # a gzip-compressed file is read as the text it holds
MAX_PATH_LEN = 4096  # a str longer than this (or with a newline) is text, never a path
SKIPPED_FOLDERS = frozenset({"node_modules", "__pycache__", "site-packages"})  # besides hidden ones (.git, .venv)


class DocumentError(RLMError):
    """A context cannot be read as text; the message names it and says what to pass instead."""


@dataclass(frozen=True)
class Document:
    text: str
    source: str  # a path, "<stdin>" or "<text>"
    encoding: str = "utf-8"
    note: str = ""  # e.g. the decoding fallback used

    @property
    def chars(self) -> int:
        return len(self.text)

    @property
    def lines(self) -> int:
        return self.text.count("\n") + (0 if self.text.endswith("\n") or not self.text else 1)


ContextInput = str | Path | Document | Sequence[str | Path | Document]


def decode(data: bytes, source: str) -> Document:
    """Bytes to a Document: UTF-8 (BOM allowed), else cp1252, else latin-1, with a note."""
    if not data.strip():
        raise DocumentError(f"{source} is empty: pass a file with text in it")
    if b"\x00" in data[:BINARY_PROBE]:
        raise DocumentError(f"{source} looks binary (it has NUL bytes): pass a text file (convert PDFs etc. to text first)")
    try:
        return Document(data.decode("utf-8-sig"), source)
    except UnicodeDecodeError as exc:
        where = exc.start
    for encoding in ("cp1252", "latin-1"):
        try:
            text = data.decode(encoding)
        except UnicodeDecodeError:
            continue
        note = f"{source} is not valid UTF-8 (byte {where}); decoded as {encoding}"
        return Document(text, source, encoding, note)
    raise AssertionError("latin-1 decodes any bytes")  # pragma: no cover


def read_path(path: str | Path) -> Document:
    """One file (or `-` for stdin) as a Document, with a one-line error for every way it can fail."""
    if str(path) == "-":
        return decode(sys.stdin.buffer.read(), "<stdin>")
    p = Path(path).expanduser()
    if not p.exists():
        raise DocumentError(f"{p}: no such file; check the path (use - to read stdin)")
    if p.is_dir():
        raise DocumentError(f"{p} is a directory: pass it to read_tree, or its text files one by one")
    try:
        data = p.read_bytes()
    except OSError as exc:
        raise DocumentError(f"{p}: cannot read it ({exc.strerror or exc}); check its permissions") from exc
    if data[:2] == GZIP_MAGIC:  # /usr/share/doc/*/changelog.gz: what the user means is the text inside
        try:
            data = gzip.decompress(data)
        except (OSError, EOFError, zlib.error) as exc:
            raise DocumentError(f"{p}: a damaged gzip file ({exc}); check it with `gzip -t {p}`") from exc
    return decode(data, str(p))


def read_tree(path: str | Path) -> list[Document]:
    """A file or `-` (one Document), or a folder: every text file under it, sorted by path, hidden and
    vendored folders left out, named `FOLDER/relative/path`. A code base is a folder; asked which file
    holds something, the root needs each file as its own named document. Binary and empty files are
    skipped, and they and the files not in UTF-8 are counted in the first document's note; a folder
    with no text file at all is an error."""
    p = Path(path).expanduser()
    if str(path) == "-" or not p.is_dir():
        return [read_path(path)]
    docs: list[Document] = []
    skipped = recoded = 0
    label = p.resolve().name or str(p)  # files are named from the folder's own name: asyncio/tasks.py, not /usr/lib/...
    for folder, subfolders, files in os.walk(p):
        subfolders[:] = sorted(d for d in subfolders if not d.startswith(".") and d not in SKIPPED_FOLDERS)
        for name in sorted(files):
            if name.startswith("."):
                continue
            file = Path(folder) / name
            try:
                doc = read_path(file)
            except DocumentError:  # binary, empty or unreadable: a folder holds some of each
                skipped += 1
                continue
            recoded += bool(doc.note)  # one line for the folder, not one per file (a test suite has dozens)
            docs.append(replace(doc, source=f"{label}/{file.relative_to(p).as_posix()}", note=""))
    if not docs:
        raise DocumentError(f"{p} has no text files (hidden and {', '.join(sorted(SKIPPED_FOLDERS))} folders are skipped): "
                            "pass a folder or files with text in them")
    said = []
    if skipped:
        said.append(f"{skipped} binary, empty or unreadable skipped")
    if recoded:
        said.append(f"{recoded} not valid UTF-8, decoded as cp1252 or latin-1")
    if said:
        docs[0] = replace(docs[0], note=f"{p}: {len(docs)} text files read, " + ", ".join(said))
    return docs


_PATHLIKE = re.compile(r"\S*(/\S*|\.[A-Za-z0-9]{1,5})")


def _looks_like_path(value: str) -> bool:
    if not value or len(value) >= MAX_PATH_LEN or "\n" in value:
        return False
    try:
        path = Path(value).expanduser()
        return value == "-" or path.is_file() or path.is_dir()
    except OSError:  # a sentence of text longer than a file name may be (ENAMETOOLONG) is text
        return False


def load(context: ContextInput) -> list[Document]:
    """A str (text, or the path of an existing file or folder), a Path, a Document, or a list of them -> Documents.

    A `str` is read as a file only when it names an existing file or folder (or is `-`); pass a `Path`
    to insist on a file (a missing one is then an error), or any other str to use it as the text.
    A folder gives one Document per text file under it (`read_tree`).
    """
    items = [context] if isinstance(context, (str, Path, Document)) else list(context)
    if not items:
        raise DocumentError("no context given: pass a text, a file path, or a list of them")
    docs = []
    for item in items:
        if isinstance(item, Document):
            docs.append(item)
        elif isinstance(item, Path) or (isinstance(item, str) and _looks_like_path(item)):
            docs.extend(read_tree(item))
        elif isinstance(item, str):
            if not item.strip():
                raise DocumentError("the context text is empty: pass the document's text or a file path")
            if _PATHLIKE.fullmatch(item):  # one word that looks like a file name: a typo, not a document
                raise DocumentError(f"{item}: no such file; check the path (pass text with spaces to use it as the document)")
            docs.append(Document(item, "<text>"))
        else:
            raise DocumentError(f"a context must be a str or a path, not {type(item).__name__}")
    return docs
