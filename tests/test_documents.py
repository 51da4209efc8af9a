"""Reading contexts: every bad file is a one-line DocumentError; odd encodings decode with a note."""

from __future__ import annotations

import gzip
import io
import sys
from pathlib import Path

import pytest

from rlm.documents import Document, DocumentError, load, read_path


def test_text_path_and_list(tmp_path: Path) -> None:
    f = tmp_path / "a.txt"
    f.write_text("hello file\nsecond line\n", encoding="utf-8")
    assert load("just some text")[0].source == "<text>"
    long_line = "The sky is blue today. " * 100  # one line, longer than a file name may be
    assert load(long_line)[0].text == long_line
    assert load(str(f))[0].text == "hello file\nsecond line\n"
    assert load(f)[0].lines == 2
    docs = load([f, "inline text", Document("given", "<mine>")])
    assert [d.source for d in docs] == [str(f), "<text>", "<mine>"]


@pytest.mark.parametrize(
    ("content", "message"),
    [(b"", "is empty"), (b"  \n\t", "is empty"), (b"%PDF\x00\x01\x02binary", "looks binary"),
     (b"\x1f\x8b\x08\x00cut short", "damaged gzip"), (gzip.compress(b"\x00\x01\x02"), "looks binary")],
)
def test_bad_files_are_one_line_errors(tmp_path: Path, content: bytes, message: str) -> None:
    f = tmp_path / "bad.txt"
    f.write_bytes(content)
    with pytest.raises(DocumentError, match=message) as info:
        load(f)
    assert "\n" not in str(info.value)


def test_missing_directory_and_unreadable(tmp_path: Path) -> None:
    with pytest.raises(DocumentError, match="no such file"):
        load(tmp_path / "missing.txt")
    with pytest.raises(DocumentError, match="has no text files"):
        load(tmp_path)
    with pytest.raises(DocumentError, match="is a directory"):  # one file asked for, a folder given
        read_path(tmp_path)
    with pytest.raises(DocumentError, match="no context given"):
        load([])
    with pytest.raises(DocumentError, match="text is empty"):
        load("   ")
    with pytest.raises(DocumentError, match="no such file"):  # a typo'd path is not taken for the text
        load("notes.txt")


def test_a_gzip_file_is_the_text_inside_it(tmp_path: Path) -> None:
    f = tmp_path / "changelog.gz"  # as Debian keeps them: /usr/share/doc/apt/changelog.gz
    f.write_bytes(gzip.compress(b"apt (2.6.1) bookworm; urgency=medium\n"))
    assert load(f)[0].text == "apt (2.6.1) bookworm; urgency=medium\n"


def test_non_utf8_decodes_with_a_stated_fallback(tmp_path: Path) -> None:
    f = tmp_path / "win.txt"
    f.write_bytes("caf\u00e9 \u201cquoted\u201d".encode("cp1252"))
    doc = read_path(f)
    assert doc.text == "caf\u00e9 \u201cquoted\u201d"
    assert doc.encoding == "cp1252" and "not valid UTF-8" in doc.note
    g = tmp_path / "bom.txt"
    g.write_bytes("\ufeffwith bom".encode("utf-8"))
    assert read_path(g).text == "with bom" and read_path(g).note == ""


def test_stdin(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"from a pipe\n")))
    doc = load("-")[0]
    assert (doc.text, doc.source) == ("from a pipe\n", "<stdin>")


def test_a_folder_is_its_text_files(tmp_path: Path) -> None:
    for name, data in [("src/b.py", b"B = 2\n"), ("src/a.py", b"A = 1\n"), ("README.md", b"# read me\n"),
                       ("logo.png", b"\x89PNG\x00\x00"), ("src/c.txt", "caf\u00e9".encode("cp1252")), ("empty.txt", b""), (".env", b"SECRET=1\n"),
                       (".git/config", b"[core]\n"), ("node_modules/x/index.js", b"x\n"), ("src/__pycache__/a.pyc", b"ok\n")]:
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    docs = load(tmp_path)
    assert [d.source for d in docs] == [f"{tmp_path.name}/{n}" for n in ("README.md", "src/a.py", "src/b.py", "src/c.txt")]
    assert [d.note for d in docs] == [f"{tmp_path}: 4 text files read, 2 binary, empty or unreadable skipped, "
                                      "1 not valid UTF-8, decoded as cp1252 or latin-1", "", "", ""]
    assert docs[3].text == "caf\u00e9" and docs[3].encoding == "cp1252"
    (tmp_path / "src/c.txt").unlink()
    assert [d.text for d in load(str(tmp_path / "src"))] == ["A = 1\n", "B = 2\n"] and not load(tmp_path / "src")[0].note
