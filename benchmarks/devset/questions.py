"""The dev set's questions, with gold computed by code from the files on this machine.

Real documents present on a fresh Debian 12 + Python 3.11 (the dpkg database and log, the common
licences, the running interpreter's own `textwrap.py` and `smtplib.py`, Debian changelogs, /etc/services,
tzdata.zi) and the generated ones of `data.py`. Gold is read from the file actually here, so it is right
for this machine; a document that is missing (or too small to ask about) is skipped with a note, and
`generate` fails if fewer than MIN_QUESTIONS / MIN_DOCUMENTS remain. Which package, section or order a
question names is drawn from a seeded generator over the file's sorted contents.
"""

from __future__ import annotations

import ast
import gzip
import json
import platform
import random
import re
import sys
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass, field
from itertools import chain, zip_longest
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from benchmarks.devset import data
from benchmarks.long_context import reading
from rlm.errors import RLMError

KINDS = ("record_field", "count", "extreme", "two_hops", "ordering", "section_title", "cross_file", "absent", "semantic")
GOLD_KINDS = ("value", "count", "list", "not_found")
MIN_QUESTIONS, MIN_DOCUMENTS, MIN_ABSENT = 60, 8, 6
PROJECT = Path(__file__).resolve().parents[2]
QUESTIONS = Path(__file__).resolve().parent / "questions.jsonl"
SEED = 7
NOT_INSTALLED = ("nginx", "apache2", "postgresql-16", "redis-server", "docker-ce", "emacs", "mariadb-server", "nodejs")
NO_SUCH_SERVICE = ("mongodb", "redis", "elasticsearch", "grafana", "kafka", "memcached")


class DevsetError(RLMError):
    """The dev set cannot be generated or read; the message says what to do."""


@dataclass(frozen=True)
class Question:
    id: str
    kind: str  # one of KINDS
    question: str
    context: tuple[str, ...]  # files (absolute, or relative to the project for generated ones)
    gold: str | int | tuple[str, ...] | None  # None for not_found
    gold_kind: str  # one of GOLD_KINDS
    document: str  # short name of the (first) document, for the per-document table

    def __post_init__(self) -> None:
        if self.kind not in KINDS or self.gold_kind not in GOLD_KINDS:
            raise DevsetError(f"{self.id}: kind {self.kind!r} / gold_kind {self.gold_kind!r} unknown")

    def to_json(self) -> dict[str, Any]:
        return {**asdict(self), "context": list(self.context), "gold": list(self.gold) if isinstance(self.gold, tuple) else self.gold}

    @classmethod
    def from_json(cls, row: dict[str, Any]) -> Question:
        gold = row["gold"]
        return cls(row["id"], row["kind"], row["question"], tuple(row["context"]), tuple(gold) if isinstance(gold, list) else gold,
                   row["gold_kind"], row["document"])  # fmt: skip


@dataclass
class Builder:
    """Collects one document's questions, numbering their ids."""

    document: str
    context: tuple[str, ...]
    rng: random.Random
    questions: list[Question] = field(default_factory=list)

    def add(self, kind: str, question: str, gold: str | int | tuple[str, ...] | None, *, context: tuple[str, ...] = ()) -> None:
        gold_kind = "not_found" if gold is None else "count" if isinstance(gold, int) else "list" if isinstance(gold, tuple) else "value"
        qid = f"{self.document}-{len(self.questions) + 1:02d}"
        self.questions.append(Question(qid, kind, question, context or self.context, gold, gold_kind, self.document))


def _builder(document: str, *paths: Path | str) -> Builder:
    return Builder(document, tuple(_relative(p) for p in paths), random.Random(f"{SEED}:{document}"))


def _relative(path: Path | str) -> str:
    p = Path(path)
    return str(p.relative_to(PROJECT)) if p.is_relative_to(PROJECT) else str(p)


def read_text(path: Path) -> str:
    """A file's text, gunzipped if it ends in .gz (how the runner hands it to the runtime too)."""
    raw = path.read_bytes()
    return (gzip.decompress(raw) if path.suffix == ".gz" else raw).decode("utf-8", errors="replace")


# --- /var/lib/dpkg/status -------------------------------------------------------------------------------

def stanzas(text: str, named_by: str = "Package") -> list[dict[str, str]]:
    """The `Key: value` paragraphs (dpkg's status file, /etc/debconf.conf) that have a `named_by` field, as
    {field: value}; continuation lines join the field's value, '#' comment lines are no fields."""
    records = []
    for para in re.split(r"\n[ \t]*\n", text.strip()):
        record: dict[str, str] = {}
        key = ""
        for line in para.splitlines():
            if line[:1] in (" ", "\t") and key:
                record[key] += "\n" + line.strip()
            elif ":" in line and not line.startswith("#"):
                key, _, value = line.partition(":")
                record[key] = value.strip()
        if named_by in record:
            records.append(record)
    return records


def dpkg_status(path: Path = Path("/var/lib/dpkg/status")) -> list[Question]:
    recs = [r for r in stanzas(read_text(path)) if r.get("Status") == "install ok installed"]
    by_name = {r["Package"]: r for r in recs}
    b = _builder("dpkg-status", path)
    simple = sorted(n for n in by_name if re.fullmatch(r"[a-z][a-z0-9.+-]+", n))
    p1, p2, p3 = b.rng.sample(simple, 3)
    b.add("record_field", f"What version of the package {p1} is installed?", by_name[p1]["Version"])
    b.add("record_field", f"Who is the maintainer of the package {p2}? Give the name.", _maintainer(by_name[p2]))
    b.add("record_field", f"In which section is the package {p3}?", by_name[p3]["Section"])
    b.add("count", "How many installed packages have the priority 'required'?", sum(r.get("Priority") == "required" for r in recs))
    sections = Counter(r.get("Section") for r in recs)
    section = b.rng.choice(sorted(s for s, n in sections.items() if s and 5 <= n <= 40))
    b.add("count", f"How many installed packages are in the section '{section}'?", sections[section])
    sizes = sorted(recs, key=lambda r: -int(r.get("Installed-Size", 0)))
    if int(sizes[0]["Installed-Size"]) > int(sizes[1]["Installed-Size"]):
        b.add("extreme", "Which installed package has the largest Installed-Size?", sizes[0]["Package"])
    hops = [(n, d) for n in simple if (d := _first_dependency(by_name[n])) in by_name and _maintainer(by_name[d]) != _maintainer(by_name[n])]
    p, dep = b.rng.choice(hops)
    b.add("two_hops", f"Who maintains the package that {p} lists first in its Depends field? Give the name.", _maintainer(by_name[dep]))
    summaries = Counter(r.get("Description", "").split("\n")[0] for r in recs)
    unique = sorted(n for n in simple if summaries[by_name[n].get("Description", "").split("\n")[0]] == 1 and len(by_name[n].get("Description", "")) > 20)
    q = b.rng.choice(unique)
    summary = by_name[q]["Description"].split("\n")[0]
    b.add("two_hops", f"What version is installed of the package described as \"{summary}\"?", by_name[q]["Version"])
    absent = [n for n in NOT_INSTALLED if n not in by_name]
    b.add("absent", f"What version of the package {absent[0]} is installed?", None)
    b.add("absent", f"Who is the maintainer of the package {absent[1]}?", None)
    return b.questions


def _maintainer(record: dict[str, str]) -> str:
    return record["Maintainer"].split("<")[0].strip()


def _first_dependency(record: dict[str, str]) -> str | None:
    first = record.get("Depends", "").split(",")[0].strip()
    if not first or "|" in first:
        return None
    return first.split()[0].split(":")[0]


# --- /var/log/dpkg.log ----------------------------------------------------------------------------------

def dpkg_log(path: Path = Path("/var/log/dpkg.log")) -> list[Question]:
    rows = [line.split() for line in read_text(path).splitlines()]
    acts = [(r[0], r[1], r[2], r[3].split(":")[0], r[3:]) for r in rows if len(r) >= 4 and r[2] in ("install", "upgrade", "remove", "purge")]
    installs = [a for a in acts if a[2] == "install"]
    upgrades = [a for a in acts if a[2] == "upgrade"]
    if len(installs) < 20 or len(upgrades) < 3:
        raise DevsetError(f"{path} has too few installs and upgrades to ask about")
    b = _builder("dpkg-log", path)
    b.add("count", "How many times does the log record a package upgrade (the action 'upgrade')?", len(upgrades))
    per_day = Counter(a[0] for a in installs)
    (top, n), (_, second) = per_day.most_common(2)
    if n > second:
        b.add("extreme", "On which day were the most packages installed (the action 'install')?", top)
    day = b.rng.choice(sorted(d for d in per_day if d != top))
    b.add("count", f"How many packages were installed (the action 'install') on {day}?", per_day[day])
    b.add("ordering", "Which package was the first to be installed (the action 'install') in the log?", installs[0][3])
    b.add("ordering", "Which package was the last to be upgraded in the log?", upgrades[-1][3])
    once = [u for u in upgrades if sum(v[3] == u[3] and v[0] == u[0] for v in upgrades) == 1]
    u = b.rng.choice(once)
    b.add("record_field", f"To which version was the package {u[3]} upgraded on {u[0]}?", u[4][2])
    removed = {a[3] for a in acts if a[2] in ("remove", "purge")}
    never = sorted({a[3] for a in installs} - removed)
    b.add("absent", f"When was the package {b.rng.choice(never)} removed?", None)
    return b.questions


# --- /usr/share/common-licenses ------------------------------------------------------------------------

LICENSES = Path("/usr/share/common-licenses")
SECTION_PATTERNS = {
    "GPL-3": r"^  (\d+)\. (.+?)\.?$",
    "Apache-2.0": r"^   (\d+)\. ([A-Z][^.]+)\.",
    "MPL-2.0": r"^(\d+)\. ([A-Z].+?)$",
}


def license_sections(name: str, folder: Path = LICENSES) -> dict[int, str]:
    """Numbered section titles of one licence (the first title of each number)."""
    sections: dict[int, str] = {}
    for match in re.finditer(SECTION_PATTERNS[name], read_text(folder / name), re.M):
        sections.setdefault(int(match.group(1)), match.group(2).strip())
    return sections


def licenses(folder: Path = LICENSES) -> list[Question]:
    gpl, apache, mpl = (license_sections(n, folder) for n in ("GPL-3", "Apache-2.0", "MPL-2.0"))
    b = _builder("licenses", folder / "GPL-3")
    n1, n2 = b.rng.sample([n for n in gpl if n > 0], 2)
    b.add("section_title", f"What is the title of section {n1} of the GNU GPL version 3?", gpl[n1])
    b.add("section_title", f"Which section number of the GNU GPL version 3 is titled \"{gpl[n2]}\"?", str(n2))
    n3 = b.rng.choice([n for n in gpl if n + 1 in gpl])
    b.add("ordering", f"In the GNU GPL version 3, which section comes right after the one titled \"{gpl[n3]}\"? Give its title.", gpl[n3 + 1])
    a = b.rng.choice(sorted(apache))
    b.add("section_title", f"What is the title of section {a} of the Apache License 2.0?", apache[a], context=(str(folder / "Apache-2.0"),))
    m = b.rng.choice(sorted(mpl))
    b.add("section_title", f"What is the title of section {m} of the Mozilla Public License 2.0?", mpl[m], context=(str(folder / "MPL-2.0"),))
    text = read_text(folder / "Apache-2.0")
    b.add("count", "How many times does the word \"Licensor\" (capitalised, as a whole word) appear in the Apache License 2.0?",
          len(re.findall(r"\bLicensor\b", text)), context=(str(folder / "Apache-2.0"),))  # fmt: skip
    files = sorted(p for p in folder.iterdir() if p.is_file() and not p.is_symlink())
    all_files = tuple(str(p) for p in files)
    dated = tuple(p.name for p in files if "29 June 2007" in read_text(p))
    b.add("cross_file", "Which of these licence files are dated 29 June 2007? Name every one.", dated, context=all_files)
    lines = sorted(files, key=lambda p: -read_text(p).count("\n"))
    b.add("cross_file", "Which of these licence files is the longest, in lines?", lines[0].name, context=all_files)
    b.add("absent", f"What is the title of section {max(gpl) + 1} of the GNU GPL version 3?", None)
    b.add("absent", f"What is the title of section {max(mpl) + 2} of the Mozilla Public License 2.0?", None,
          context=(str(folder / "MPL-2.0"),))  # fmt: skip
    return b.questions


# --- the interpreter's own textwrap.py and smtplib.py --------------------------------------------------

def _module(name: str) -> tuple[Path, ast.Module]:
    path = Path(__import__(name).__file__ or "")
    return path, ast.parse(read_text(path))


def _source(name: str) -> tuple[Builder, ast.Module]:
    """The questions about a standard-library module's source file (name.py), and its parsed tree."""
    path, tree = _module(name)
    return _builder(f"{name}.py", path), tree


def _class(tree: ast.Module, name: str) -> ast.ClassDef:
    return next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == name)


def _functions(body: list[ast.stmt]) -> list[ast.FunctionDef]:
    return [n for n in body if isinstance(n, ast.FunctionDef)]


def _default(fn: ast.FunctionDef, arg: str) -> str:
    args = fn.args.args
    defaults = dict(zip([a.arg for a in args[len(args) - len(fn.args.defaults):]], fn.args.defaults, strict=True))
    return ast.unparse(defaults[arg])


def _constant(tree: ast.Module, name: str) -> object:
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == name for t in node.targets):
            return ast.literal_eval(node.value)
    return None


def python_sources() -> list[Question]:
    tw_path, tw = _module("textwrap")
    smtp_path, smtp = _module("smtplib")
    b = _builder("textwrap.py", tw_path)
    wrapper = _class(tw, "TextWrapper")
    init = next(f for f in _functions(wrapper.body) if f.name == "__init__")
    b.add("record_field", "What is the default value of the width parameter of textwrap.TextWrapper?", _default(init, "width"))
    b.add("count", "How many methods (def statements in the class body) does the class TextWrapper define?", len(_functions(wrapper.body)))
    top = _functions(tw.body)
    longest = sorted(top, key=lambda f: -((f.end_lineno or 0) - f.lineno))
    if (longest[0].end_lineno or 0) - longest[0].lineno > (longest[1].end_lineno or 0) - longest[1].lineno:
        b.add("extreme", "Which top-level function of textwrap.py has the most lines?", longest[0].name)
    names = [f.name for f in top]
    after = names[names.index("dedent") + 1]
    b.add("ordering", "Which top-level function is defined right after dedent in textwrap.py?", after)
    wrap = next(f for f in top if f.name == "wrap")
    if "margin" not in [a.arg for a in wrap.args.args + wrap.args.kwonlyargs]:
        b.add("absent", "What is the default value of the margin parameter of textwrap.wrap?", None)
    s = _builder("smtplib.py", smtp_path)
    s.add("record_field", "Which port number does smtplib use by default for SMTP over SSL?", str(_constant(smtp, "SMTP_SSL_PORT")))
    s.add("count", "How many classes does smtplib.py define at the top level?", sum(isinstance(n, ast.ClassDef) for n in smtp.body))
    methods = [f.name for f in _functions(_class(smtp, "SMTP").body)]
    s.add("ordering", "Which method of the class SMTP in smtplib.py is defined right before quit?", methods[methods.index("quit") - 1])
    base = _class(smtp, "LMTP").bases[0]
    assert isinstance(base, ast.Name)
    port = next(n.value for n in _class(smtp, base.id).body if isinstance(n, ast.Assign) and ast.unparse(n.targets[0]) == "default_port")
    value = _constant(smtp, port.id) if isinstance(port, ast.Name) else ast.literal_eval(port)
    s.add("two_hops", "What number is the default_port of the class that smtplib.LMTP inherits from?", str(value))
    classes = [sum(isinstance(n, ast.ClassDef) for n in tree.body) for tree in (tw, smtp)]
    if classes[0] != classes[1]:  # their top-level functions tie (5 and 5 in Python 3.11): no file has more
        s.add("cross_file", "Which of the two files defines more classes at the top level, textwrap.py or smtplib.py?",
              "textwrap.py" if classes[0] > classes[1] else "smtplib.py", context=(str(tw_path), str(smtp_path)))
    if _constant(smtp, "SMTP_STARTTLS_PORT") is None:
        s.add("absent", "What is the value of the constant SMTP_STARTTLS_PORT in smtplib?", None)
    return b.questions + s.questions


# --- Debian changelogs ---------------------------------------------------------------------------------

@dataclass(frozen=True)
class Entry:
    version: str
    distribution: str
    urgency: str
    signer: str
    body: str


def changelog_entries(text: str) -> list[Entry]:
    """The entries of a Debian changelog, newest first."""
    pattern = re.compile(r"^\S+ \(([^)]+)\) ([^;]+); urgency=(\w+)\n(.*?)^ -- (.+?) <", re.M | re.S)
    return [Entry(m.group(1), m.group(2).strip(), m.group(3), m.group(5).strip(), m.group(4)) for m in pattern.finditer(text)]


def changelogs() -> list[Question]:
    out = []
    never = {"tzdata": ("2019z-1", "2016z-0+deb9u1"), "apt": ("2.6.99", "3.9.1")}  # plausible versions, never released
    for package, path in (("tzdata", Path("/usr/share/doc/tzdata/changelog.Debian.gz")), ("apt", Path("/usr/share/doc/apt/changelog.gz"))):
        entries = changelog_entries(read_text(path))
        b = _builder(f"{package}-changelog", path)
        versions = [e.version for e in entries]
        b.add("count", f"How many {package} versions does this changelog list?", len(entries))
        e = b.rng.choice(entries[:-1])
        b.add("record_field", f"Who signed the {package} {e.version} changelog entry? Give the name.", e.signer)
        i = b.rng.randrange(len(entries) - 1)
        b.add("ordering", f"Which {package} version came right before {entries[i].version}?", entries[i + 1].version)
        if package == "tzdata":
            b.add("ordering", "What is the oldest tzdata version listed in this changelog?", entries[-1].version)
            e = b.rng.choice([e for e in entries if e.distribution != "unstable"] or entries)
            b.add("record_field", f"To which distribution was tzdata {e.version} uploaded?", e.distribution)
            (top, n), *rest = Counter(e.signer for e in entries).most_common(2)
            if not rest or n > rest[0][1]:
                b.add("extreme", "Who signed the most entries of this changelog? Give the name.", top)
        missing = next(v for v in never[package] if v not in versions)
        b.add("absent", f"What changed in {package} version {missing}?", None)
        out += b.questions
    return out


# --- /etc/services and tzdata.zi -----------------------------------------------------------------------

def services(path: Path = Path("/etc/services")) -> list[Question]:
    entries = []
    for line in read_text(path).splitlines():
        fields = line.split("#")[0].split()
        if len(fields) >= 2 and "/" in fields[1]:
            port, proto = fields[1].split("/")
            entries.append((fields[0], int(port), proto, tuple(fields[2:])))
    b = _builder("services", path)
    ports = defaultdict(set)
    for name, port, _, _ in entries:
        ports[name].add(port)
    single = sorted(n for n, p in ports.items() if len(p) == 1)
    for name in b.rng.sample(single, 2):
        b.add("record_field", f"Which port number does the service {name} use, according to this file?", str(next(iter(ports[name]))))
    b.add("count", "How many entries (lines) in this file are for the udp protocol?", sum(e[2] == "udp" for e in entries))
    top = max(entries, key=lambda e: e[1])
    if sum(e[1] == top[1] for e in entries if e[0] != top[0]) == 0:
        b.add("extreme", "Which service has the highest port number in this file?", top[0])
    names = list(dict.fromkeys(e[0] for e in entries))
    i = b.rng.randrange(len(names) - 1)
    b.add("ordering", f"Which service is listed right after {names[i]} in this file?", names[i + 1])
    known = set(names) | {alias for e in entries for alias in e[3]}
    b.add("absent", f"Which port does the service {next(n for n in NO_SUCH_SERVICE if n not in known)} use, according to this file?", None)
    return b.questions


def tzdata_links(path: Path = Path("/usr/share/zoneinfo/tzdata.zi")) -> list[Question]:
    links = [line.split()[1:3] for line in read_text(path).splitlines() if line.startswith("L ")]
    b = _builder("tzdata.zi", path)
    target, name = b.rng.choice(links)
    b.add("record_field", f"In this tzdata.zi file, which zone is {name} a link to?", target)
    counts = Counter(t for t, _ in links)
    zone = b.rng.choice(sorted(z for z, n in counts.items() if 3 <= n <= 6))
    b.add("count", f"How many links (L lines) point to the zone {zone}?", counts[zone])
    if "America/Springfield" not in {n for _, n in links}:
        b.add("absent", "In this tzdata.zi file, which zone is America/Springfield a link to?", None)
    return b.questions


# --- generated: orders, customers, service log, feedback ----------------------------------------------

def generated(paths: dict[str, Path], gen: data.Generated) -> list[Question]:
    orders_path, customers_path = paths["orders.csv"], paths["customers.json"]
    by_id = {c.id: c for c in gen.customers}
    b = _builder("orders.csv", orders_path)
    o = b.rng.choice(gen.orders)
    b.add("record_field", f"What quantity was ordered in order {o.id}?", str(o.quantity))
    b.add("count", "How many orders have the status refunded?", sum(x.status == "refunded" for x in gen.orders))
    totals = sorted(gen.orders, key=lambda x: -x.total)
    if totals[0].total > totals[1].total:
        b.add("extreme", "Which order has the largest total (quantity times unit price)?", totals[0].id)
    month = b.rng.choice(["2025-03", "2025-06", "2025-09"])
    first = next(x for x in gen.orders if x.day.startswith(month))
    b.add("ordering", f"Which was the first order placed in {datetime.strptime(month, '%Y-%m'):%B %Y}?", first.id)
    both = (_relative(orders_path), _relative(customers_path))
    o2 = b.rng.choice(gen.orders)
    b.add("two_hops", f"In which city does the customer who placed order {o2.id} live?", by_id[o2.customer].city, context=both)
    city = b.rng.choice(data.CITIES)
    b.add("cross_file", f"How many orders were placed by customers who live in {city}?", sum(by_id[x.customer].city == city for x in gen.orders), context=both)
    (top, n), (_, second) = Counter(x.customer for x in gen.orders).most_common(2)
    if n > second:
        b.add("cross_file", "What is the name of the customer who placed the most orders?", by_id[top].name, context=both)
    b.add("absent", f"What is the status of order O-{1001 + len(gen.orders) + 500}?", None)
    c = _builder("customers.json", customers_path)
    who = c.rng.choice(gen.customers)
    c.add("record_field", f"Which tier is the customer {who.name} in?", who.tier)
    city2 = c.rng.choice(data.CITIES)
    c.add("count", f"How many customers live in {city2}?", sum(x.city == city2 for x in gen.customers))
    c.add("absent", "In which city does the customer Chen Okafor live?" if "Chen Okafor" not in {x.name for x in gen.customers}
          else "In which city does the customer C-999 live?", None)  # fmt: skip
    return b.questions + c.questions + _log_questions(paths["service.log"], gen) + _feedback_questions(paths["feedback.csv"], gen)


def _log_questions(path: Path, gen: data.Generated) -> list[Question]:
    b = _builder("service.log", path)
    errors = [x for x in gen.log if x.level == "ERROR"]
    comp = b.rng.choice(data.COMPONENTS)
    b.add("count", f"How many ERROR lines did the component {comp} log?", sum(x.component == comp for x in errors))
    warns = Counter(x.component for x in gen.log if x.level == "WARN").most_common(2)
    if warns[0][1] > warns[1][1]:
        b.add("extreme", "Which component logged the most WARN lines?", warns[0][0])
    hour = b.rng.choice(range(9, 20))
    first = next(x for x in errors if x.when.hour >= hour)
    b.add("ordering", f"Which component logged the first ERROR at or after {hour:02d}:00?", first.component)
    causes = Counter(x.cause for x in errors)
    b.add("semantic", "How many ERROR lines were caused by running out of disk space (whatever the wording)?", causes["disk"])
    (top, n), (_, second) = causes.most_common(2)
    if n > second:
        words = {"disk": "disk", "timeout": "timeout", "auth": "authentication"}
        b.add("semantic", "Which cause of errors is the most common: disk space, timeouts, or authentication or permission problems?", words[str(top)])
    line = b.rng.choice([x for x in gen.log if x.level == "INFO"])
    b.add("record_field", f"How many milliseconds did the request logged at {line.when.isoformat()}Z take?", line.text.split(" in ")[1].split()[0])
    b.add("absent", "When did the component scheduler log its first ERROR?", None)
    return b.questions


def _feedback_questions(path: Path, gen: data.Generated) -> list[Question]:
    b = _builder("feedback.csv", path)
    kinds = reading.kinds_line()
    counts = Counter(x.label for x in gen.feedback)
    label = b.rng.choice(list(reading.LABELS))
    b.add("semantic", f"{kinds} How many messages are about {reading.LABELS[label]} (kind {label})?", counts[label])
    ranked = counts.most_common()
    if ranked[0][1] > ranked[1][1]:
        b.add("semantic", f"{kinds} Which kind of message is the most common?", ranked[0][0])
    rarest = ranked[-1][0]
    b.add("semantic", f"{kinds} List the ids of all messages of the kind {rarest}.", tuple(x.id for x in gen.feedback if x.label == rarest))
    return b.questions


# --- all of it -----------------------------------------------------------------------------------------

SYSTEM: tuple[tuple[str, Callable[[], list[Question]]], ...] = (
    ("/var/lib/dpkg/status", dpkg_status),
    ("/var/log/dpkg.log", dpkg_log),
    ("/usr/share/common-licenses", licenses),
    ("textwrap.py, smtplib.py", python_sources),
    ("Debian changelogs", changelogs),
    ("/etc/services", services),
    ("/usr/share/zoneinfo/tzdata.zi", tzdata_links),
)


def build(skipped: list[str] | None = None) -> list[Question]:
    """Every question this machine supports: the generated documents written, the system ones read."""
    gen = data.generate()
    questions = generated(data.write(gen), gen) + gather(SYSTEM, skipped)
    check(questions)
    return interleave(questions)


def gather(sources: Iterable[tuple[str, Callable[[], list[Question]]]], skipped: list[str] | None) -> list[Question]:
    """The questions of each source this machine supports; one whose file is missing or unusual here is left
    out with a note in `skipped`."""
    questions: list[Question] = []
    for name, make in sources:
        try:
            questions += make()
        except (OSError, DevsetError, StopIteration, ValueError, IndexError, KeyError, SyntaxError) as exc:
            if skipped is not None:
                skipped.append(f"{name}: {type(exc).__name__}: {exc}")
    return questions


def interleave(questions: list[Question]) -> list[Question]:
    """One question of each document in turn, so the first questions of a kind come from different documents."""
    groups: dict[str, list[Question]] = {}
    for q in questions:
        groups.setdefault(q.document, []).append(q)
    return [q for q in chain.from_iterable(zip_longest(*groups.values())) if q is not None]


def check(questions: list[Question]) -> None:
    documents = {q.document for q in questions}
    absent = sum(q.gold_kind == "not_found" for q in questions)
    missing = set(KINDS) - {q.kind for q in questions}
    if len(questions) < MIN_QUESTIONS or len(documents) < MIN_DOCUMENTS or absent < MIN_ABSENT or missing:
        raise DevsetError(
            f"only {len(questions)} questions over {len(documents)} documents ({absent} absent-fact, kinds missing: "
            f"{sorted(missing) or 'none'}); the dev set needs {MIN_QUESTIONS} over {MIN_DOCUMENTS} with {MIN_ABSENT} "
            "absent-fact and every kind: run it on a Debian 12 machine with Python 3.11"
        )
    ids = Counter(q.id for q in questions)
    if max(ids.values()) > 1:
        raise DevsetError(f"duplicate question ids: {[i for i, n in ids.items() if n > 1]}")


def write(questions: list[Question], path: Path = QUESTIONS) -> Path:
    path.write_text("".join(json.dumps(q.to_json(), ensure_ascii=False) + "\n" for q in questions), encoding="utf-8")
    meta = {
        "generated": datetime.now(UTC).isoformat(timespec="seconds"),
        "machine": platform.node(),
        "os": _os_release(),
        "python": sys.version.split()[0],
        "questions": len(questions),
    }
    path.with_suffix(".meta.json").write_text(json.dumps(meta, indent=1) + "\n", encoding="utf-8")
    return path


def _os_release() -> str:
    try:
        text = Path("/etc/os-release").read_text(encoding="utf-8")
    except OSError:
        return platform.platform()
    match = re.search(r'^PRETTY_NAME="?([^"\n]+)', text, re.M)
    return match.group(1) if match else platform.platform()


def load(path: Path = QUESTIONS) -> list[Question]:
    if not path.is_file():
        raise DevsetError(f"no questions at {path}: run `python -m benchmarks.devset generate` first")
    return [Question.from_json(json.loads(line)) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]

