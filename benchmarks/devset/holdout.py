"""A held-out set: documents and question wordings the runtime was never tuned on (issue #20).

The dev set has been asked and its failures mended for many sessions, so its figures flatter the runtime
on the questions it has seen. These questions use other files of a fresh Debian 12 + Python 3.11 machine
(round 1: apt's history log, update-alternatives' log, zone.tab and iso3166.tab, /etc/protocols,
/etc/login.defs, /etc/mime.types, heapq.py, shlex.py; round 2: /etc/rpc, /etc/ethertypes, /etc/group,
colorsys.py, bisect.py; round 3: leap-seconds.list, /etc/ca-certificates.conf, getopt.py, fnmatch.py; round 4:
/etc/passwd, zone1970.tab, queue.py, sched.py; round 5: the GNU FDL 1.3, base-passwd's changelog,
/etc/debconf.conf, /etc/mke2fs.conf, /etc/passwd with /etc/group; round 6: e2fsprogs' copyright file,
/etc/adduser.conf with /etc/deluser.conf, the LGPL 3, statistics.py, bzip2's changelog, distro-info's
debian.csv and ubuntu.csv, and data/tickets.csv of tickets.py; round 7: /etc/ssl/openssl.cnf, /etc/locale.alias
(with iso-codes' iso_3166-1.json), xz-utils' README and NEWS, iso-codes' iso_4217.json and iso_3166-1/-2.json,
calendar.py, and data/helpdesk.csv of helpdesk.py; round 8: systemd's system.conf (with user.conf), /etc/manpath.config,
grep's NEWS (with its changelog.Debian), the sed FAQ, difflib.py, iso-codes' iso_3166-3.json and pip's RECORD; round 9:
/etc/sensors3.conf, the Debian Python Policy, /etc/X11/rgb.txt, wget's NEWS (with /etc/wgetrc), /etc/security/limits.conf and
http/__init__.py (with http/client.py); round 10: /etc/ssh/ssh_config (with openssh-client's NEWS.Debian), /etc/gai.conf,
the zlib FAQ, configparser.py and iso-codes' iso_639-2.json (with iso_639-5.json); round 11: apt's configure-index,
/etc/pam.d/login (with common-auth), GNU tar's NEWS, dpkg's triggers spec, argparse.py and dpkg's cputable (with
tupletable); round 12: glibc's NEWS, bash's COMPAT, the locales package's SUPPORTED (with iso-codes' iso_15924.json),
iso_15924.json, logging/__init__.py (with logging/handlers.py) and xkb-data's base.lst; round 13: GNU coreutils' NEWS,
/etc/inputrc (with bash's inputrc.arrows), the KOI8-R charmap (with KOI8-U), imaplib.py, base-passwd's Users and Groups
document (with group.master) and iso-codes' iso_639-3.json; round 14: less's NEWS, the kernel's asm-generic/errno.h (with
errno-base.h), tarfile.py, fontconfig's 30-metric-aliases.conf (with 60-latin.conf), the interpreter's LICENSE.txt and
glibc's fr_CA locale source (with en_CA and fr_FR); round 15: bash's NEWS (with its CHANGES), OpenJDK's java.security (with
java.policy), opcode.py, the public suffix list, PostgreSQL's errcodes.txt and gsettings' org.gnome.desktop.peripherals
schema (with org.gnome.desktop.enums.xml); round 16: the signal(7) man page's troff source, systemd's org.freedesktop.login1
polkit policy (with org.freedesktop.systemd1's), encodings/aliases.py (with the codec modules it names), man-db's NEWS.md
(with its changelog.Debian), html/entities.py and findutils' DEP-5 copyright file; round 17: tmux's CHANGES, PostgreSQL's
postgresql.conf (with its postgresql.conf.sample), pickle.py (with pickletools.py), gdb's amd64-linux.xml system call table
(with i386-linux.xml), Vim's options.txt (with quickref.txt) and apt's term.log (with its history.log); round 18: Node.js 20's
CHANGELOG_V20.md, the GNU coreutils manual (coreutils.info), zipfile.py, PostgreSQL's sql_features.txt, OpenJDK's JFR
default.jfc (with profile.jfc) and glibc's elf.h (with the kernel's linux/elf-em.h); round 19: strace's NEWS, curl's man page
(with zsh's _curl completion), the kernel's linux/input-event-codes.h (with X11's XF86keysym.h), PostgreSQL's Default time zone
abbreviations (with its Australia set), Mesa's drirc defaults 00-mesa-defaults.conf and ipaddress.py; round 20: diffutils'
NEWS, CMake's cmake-policies(7) man page, token.py, shared-mime-info's globs2 (with its aliases and subclasses), X11's
compose.dir (with locale.dir) and systemd.journal-fields(7); round 21: GNU make's NEWS, the tcp(7) man page, locale.py,
CMake's MSVC v143 compiler flag table v143_CL.json (with v142_CL.json), glibc's gconv-modules-extra.conf and the kernel's
linux/capability.h (with capabilities(7)); round 22: OpenSSL's NEWS.md (with openssl's changelog.Debian), the terminfo(5) man
page (with ncurses' term.h), mimetypes.py, PackageKit's D-Bus Transaction interface (with org.freedesktop.PackageKit.xml),
ALSA's alsa.conf and the kernel's linux/audit.h; round 23: GnuPG's NEWS (with gnupg2's changelog.Debian), OpenSSL's obj_mac.h
(with evp.h), the GNU sed manual sed.info (with sed's NEWS), unittest/case.py, Vim's filetype.vim and xkeyboard-config's
base.extras.xml; round 24: Valgrind's NEWS (with its changelog.Debian), the syscalls(2) man page (with asm/unistd_64.h),
SQLite's sqlite3.h (with sqlite3ext.h), _collections_abc.py (with typing.py), LLVM 14's Dwarf.def (with Dwarf.h) and Node.js
20's deprecations.json (with CHANGELOG_V20.md); round 25: perldiag.pod (with warnings.pm), X11's keysymdef.h (with the
en_US.UTF-8 Compose table), the bpf-helpers(7) man page (with linux/bpf.h), GDB's NEWS (with GDB's Python library),
PostgreSQL's information_schema.sql and Pygments' lexers/_mapping.py (with the lexer modules); round 26: Python 3.11's build
Makefile (with Setup.stdlib), Expat's reference manual reference.html (with expat.h), Unicode's Blocks.txt as Perl ships it
(with NamedSequences.txt), LLVM 14's Attributes.td (with Attributes.inc), Tcl's clock.tcl (with its msgs catalogues) and
fontconfig's fonts.dtd (with /etc/fonts/fonts.conf); round 27: tzdata's debconf templates (with debconf's config.dat),
libreadline8's dpkg symbols file (with readline.h), Python 3.11's PEG grammar python.gram (with token.py), the Times-Roman AFM
font metrics Matplotlib ships (with Times-Bold.afm), the Google Cloud CLI's regen_apis_config.yaml (with resource_map.yaml) and
CMake's FindBoost.cmake (with its policies' help pages); round 28: systemd's index of directives systemd.directives(7) (with
systemd.exec(5)), Perl's Module::CoreList (with Module::CoreList::Utils), X11's XErrorDB (with Xproto.h), the certifi CA bundle
pip vendors (with the certifi package's), CMake 3.25's JSON schema of CMakePresets.json (with cmake-presets(7)) and
Matplotlib's matplotlibrc (with its classic style); round 29: the posixoptions(7) man page (with bits/posix_opt.h), the
kernel's linux/pci_regs.h (with linux/virtio_pci.h), Matplotlib's sample data Stocks.csv (with msft.csv), AWS Lambda's API
model service-2.json from the botocore the Google Cloud CLI vendors (with its paginators-1.json), xkeyboard-config's symbols
file for the us layout (with evdev.xml) and Info-ZIP Zip's CHANGES (with its WHATSNEW); round 30: the Google Cloud CLI's
RELEASE_NOTES (with gsutil's CHANGES.md), OpenJDK's jvmti.h (with jni.h), OpenJDK's psfontj2d.properties (with
psfont.properties.ja), python-apt's Ubuntu.mirrors (with Debian.mirrors), the jq(1) man page (with jq's ChangeLog) and Rich's
color.py (with its _palettes.py); round 31: Python 3.11's NEWS (with its HISTORY), systemd's D-Bus bus policy
org.freedesktop.systemd1.conf (with the org.freedesktop.systemd1(5) man page), zlib's zlib.h (with zconf.h), util-linux's
mount(8) man page (with fstab(5)), the Adobe Glyph List in fontTools' agl.py (with fontTools' encodings/MacRoman.py) and Python
3.11's urllib/request.py (with urllib/parse.py); round 32: GNU findutils' NEWS (with its changelog.Debian), the socket(7) man
page's troff source (with the kernel's asm-generic/socket.h), the kernel's linux/if_ether.h (with /etc/ethertypes), systemd's
logind.conf (with journald.conf), Python 3.11's socketserver.py (with http/server.py) and tzdata's zonenow.tab as the tzdata
package in the project's environment ships it (with its zone1970.tab); round 33: D-Bus's NEWS (with dbus's changelog.Debian), the
ps(1) man page's troff source (with top(1)), the kernel's linux/sched.h (with clone(2)), the Jetty 9.4 start.ini the Google Cloud
CLI's App Engine tools ship (with its modules' .mod files), Python 3.11's email/headerregistry.py (with
email/_header_value_parser.py) and iproute2's rt_protos (with the kernel's linux/rtnetlink.h); round 34: libxml2's NEWS (with
libxml2's changelog.Debian), the hier(7) man page's troff source (with systemd's file-hierarchy(7)), libpng's png.h (with the
libpng manual libpng-manual.txt), the adduser.local.conf example adduser ships (with its adduser.local script), Python 3.11's
telnetlib.py (with glibc's arpa/telnet.h) and PostgreSQL's unaccent.rules (with Perl's unicore/Name.pl); round 35: Libgcrypt's
NEWS (with libgcrypt20's changelog.Debian), the netdevice(7) man page's troff source (with the kernel's linux/sockios.h), the
kernel's linux/magic.h (with statfs(2)), X11's app-defaults file for Editres (with Editres-color), Python 3.11's stat.py (with
the kernel's linux/stat.h) and libdrm's amdgpu.ids; round 36: e2fsprogs' NEWS (with e2fsprogs' changelog.Debian), the
suffixes(7) man page's troff source (with /etc/mime.types), the kernel's linux/prctl.h (with prctl(2)), D-Bus's system bus
configuration system.conf (with session.conf), Python 3.11's re/_constants.py (with re/_parser.py) and Vim's digraph.txt (with
glibc's CP1252 charmap); round 37: PackageKit's NEWS (with packagekit's changelog.Debian), the apt-patterns(7) man page's troff
source (with apt's changelog), the kernel's asm-generic/termbits.h (with termios(3)), fontconfig's 65-nonlatin.conf (with
40-nonlatin.conf), Python 3.11's ftplib.py (with netrc.py) and Unicode's SpecialCasing.txt as Perl ships it (with Perl's
unicore/Decomposition.pl); round 38: Nettle's NEWS (with libnettle8's changelog.Debian), the ip(7) man page's troff source (with
the kernel's linux/in.h), the kernel's asm-generic/mman-common.h (with madvise(2)), OpenJDK's security/default.policy (with
java.security), Python 3.11's gzip.py (with _compression.py) and IDLE's config-keys.def (with idlelib/config.py); round 39:
GnuTLS's NEWS (with libgnutls30's changelog.Debian), the systemd.special(7) man page's troff source (with the unit files under
/usr/lib/systemd/system), glibc's regex.h (with regex(3)), Vim's desktop entry vim.desktop (with shared-mime-info's
freedesktop.org.xml), Python 3.11's pdb.py (with bdb.py) and Perl's unicore/To/Age.pl (with unicore/Blocks.txt)), in the dev
set's format and kinds, gold computed by code from the files here.
They are run once per change worth measuring, and a failure seen here is mended only by a rule about its kind of question,
never by one about the question itself.
"""

from __future__ import annotations

import ast
import csv
import fnmatch
import importlib
import json
import posixpath
import re
import sysconfig
import unicodedata
from collections import Counter
from collections.abc import Callable, Iterable
from html import unescape
from itertools import groupby, pairwise
from pathlib import Path
from typing import TypeVar
from xml.etree import ElementTree

from benchmarks.devset import helpdesk, tickets
from benchmarks.devset.questions import (LICENSES, Question, _builder, _class, _constant, _default, _functions, _module,
                                         _source, changelog_entries, gather, interleave, license_sections, read_text, stanzas)

HOLDOUT = Path(__file__).resolve().parent / "holdout.jsonl"
ZONEINFO = Path("/usr/share/zoneinfo")
T = TypeVar("T")


def _absent(text: str, *candidates: str) -> str:
    """The first candidate the file never mentions (any case), so an absent fact stays absent."""
    return next(c for c in candidates if c.lower() not in text.lower())


def _top(items: Iterable[T], key: Callable[[T], int]) -> T | None:
    """The one item ranked first by `key`, or None when two share the top: an extreme needs one answer."""
    ranked = sorted(items, key=key)
    return ranked[-1] if len(ranked) > 1 and key(ranked[-1]) > key(ranked[-2]) else None


def _table(path: Path) -> list[list[str]]:
    """The whitespace-separated cells of a netbase table's lines, without comments."""
    return [line.split("#")[0].split() for line in read_text(path).splitlines() if line.split("#")[0].strip()]


def apt_history(path: Path = Path("/var/log/apt/history.log")) -> list[Question]:
    runs = [dict(line.split(": ", 1) for line in block.splitlines() if ": " in line)
            for block in read_text(path).strip().split("\n\n")]  # fmt: skip
    runs = [r for r in runs if "Start-Date" in r and "Commandline" in r]
    b = _builder("apt-history", path)
    b.add("count", "How many apt runs does this history log record?", len(runs))
    short = [i for i, r in enumerate(runs) if len(r["Commandline"]) <= 60]
    i = b.rng.choice(short)
    b.add("record_field", f"What command was run in the apt session that started at {runs[i]['Start-Date']}?", runs[i]["Commandline"])
    j = b.rng.choice([k for k in short if k > 0])
    b.add("ordering", f"What command did the apt run right after the one that started at {runs[j - 1]['Start-Date']} run?",
          runs[j]["Commandline"])  # fmt: skip
    installed = [len(r.get("Install", "").split("), ")) if r.get("Install") else 0 for r in runs]
    if (top := _top(range(len(runs)), key=installed.__getitem__)) is not None:
        b.add("extreme", "Which apt run installed the most packages? Give the time it started.", runs[top]["Start-Date"].split()[-1])
    b.add("absent", f"When was the package {_absent(read_text(path), 'nginx', 'haproxy', 'lighttpd')} installed by apt?", None)
    return b.questions


def alternatives(path: Path = Path("/var/log/alternatives.log")) -> list[Question]:
    text = read_text(path)
    points = dict(re.findall(r"link group (\S+) updated to point to (\S+)", text))
    b = _builder("alternatives-log", path)
    group = b.rng.choice(sorted(points))
    b.add("record_field", f"Which path does the link group {group} point to?", points[group])
    b.add("count", "How many times was update-alternatives run with --install?", len(re.findall(r"^.*run with .*--install ", text, re.M)))
    b.add("absent", f"Which path does the link group {_absent(text, 'vim', 'emacs', 'nano')} point to?", None)
    return b.questions


def zones(folder: Path = ZONEINFO) -> list[Question]:
    rows = [line.split("\t") for line in read_text(folder / "zone.tab").splitlines() if line and not line.startswith("#")]
    country_of = {r[2].strip(): r[0] for r in rows}
    names = dict(line.split("\t", 1) for line in read_text(folder / "iso3166.tab").splitlines() if line and not line.startswith("#"))
    counts = Counter(r[0] for r in rows)
    b = _builder("zone-tab", folder / "zone.tab")
    code = b.rng.choice(sorted(c for c, n in counts.items() if 4 <= n <= 20))
    b.add("count", f"How many time zones does zone.tab list for the country code {code}?", counts[code])
    if (top := _top(counts, key=counts.__getitem__)) is not None:
        b.add("extreme", "Which country code has the most time zones in zone.tab?", top)
    zone = b.rng.choice(sorted(z for z, c in country_of.items() if counts[c] == 1))
    b.add("record_field", f"Under which country code is the time zone {zone} listed?", country_of[zone])
    other = b.rng.choice(sorted(z for z, c in country_of.items() if counts[c] == 1 and z != zone))
    b.add("two_hops", f"What is the name of the country of the time zone {other}?", names[country_of[other]].strip(),
          context=(str(folder / "zone.tab"), str(folder / "iso3166.tab")))  # fmt: skip
    code = b.rng.choice(sorted(names))
    b.add("record_field", f"Which country has the ISO code {code}?", names[code].strip(), context=(str(folder / "iso3166.tab"),))
    b.add("absent", f"What are the coordinates of the time zone {_absent(read_text(folder / 'zone.tab'), 'America/Springfield', 'Europe/Atlantis')}?", None)
    return b.questions


def protocols(path: Path = Path("/etc/protocols")) -> list[Question]:
    text, rows = read_text(path), _table(path)
    b = _builder("protocols", path)
    name, number, *_ = b.rng.choice(rows[3:])
    b.add("record_field", f"What is the protocol number of {name}?", number)
    if top := _top(rows, key=lambda r: int(r[1])):
        b.add("extreme", "Which protocol has the highest number?", top[0])
    b.add("count", "How many protocols have a number of 100 or more?", sum(int(r[1]) >= 100 for r in rows))
    i = b.rng.randrange(3, len(rows) - 1)
    b.add("ordering", f"Which protocol is listed right after {rows[i][0]}?", rows[i + 1][0])
    b.add("absent", f"What is the protocol number of {_absent(text, 'QUIC', 'SCTP-lite', 'HTTP3')}?", None)
    return b.questions


def login_defs(path: Path = Path("/etc/login.defs")) -> list[Question]:
    text = read_text(path)
    settings = [line.split(None, 1) for line in text.splitlines() if line.strip() and not line.lstrip().startswith("#")]
    b = _builder("login-defs", path)
    key, value = b.rng.choice([s for s in settings if len(s) == 2 and s[0].isupper()])
    b.add("record_field", f"What is the value of {key}?", value.strip())
    b.add("count", "How many of the active (uncommented) settings are set to yes?", sum(len(s) == 2 and s[1].strip() == "yes" for s in settings))
    b.add("absent", f"What is the value of {_absent(text, 'PASSWORD_HISTORY', 'LOGIN_BANNER', 'MAX_SESSIONS')}?", None)
    return b.questions


def mime_types(path: Path = Path("/etc/mime.types")) -> list[Question]:
    text = read_text(path)
    rows = [line.split() for line in text.splitlines() if line.strip() and not line.startswith("#")]
    rows = [r for r in rows if len(r) > 1]
    owners = Counter(ext for r in rows for ext in r[1:])
    b = _builder("mime-types", path)
    ext = b.rng.choice(sorted(e for e, n in owners.items() if n == 1 and len(e) >= 3 and e.isalpha()))
    b.add("record_field", f"Which MIME type has the file extension {ext}?", next(r[0] for r in rows if ext in r[1:]))
    kind = b.rng.choice(sorted(r[0] for r in rows if 3 <= len(r) - 1 <= 6))
    b.add("count", f"How many file extensions are listed for {kind}?", next(len(r) - 1 for r in rows if r[0] == kind))
    if top := _top(rows, key=len):
        b.add("extreme", "Which MIME type lists the most file extensions?", top[0])
    b.add("absent", f"Which MIME type has the file extension {_absent(text, 'qzx', 'zzq', 'xqj')}?", None)
    return b.questions


def _lines(function: ast.FunctionDef) -> int:
    return (function.end_lineno or function.lineno) - function.lineno


def heapq_shlex() -> list[Question]:
    b, tree = _source("heapq")
    functions = _functions(tree.body)
    b.add("count", "How many functions does heapq.py define at the top level?", len(functions))
    i = b.rng.randrange(len(functions) - 1)
    b.add("ordering", f"Which function is defined right after {functions[i].name} in heapq.py?", functions[i + 1].name)
    if longest := _top(functions, key=_lines):
        b.add("extreme", "Which top-level function in heapq.py has the most lines?", longest.name)
    merge = next(f for f in functions if f.name == "merge")
    params = {a.arg for a in merge.args.args + merge.args.kwonlyargs}
    b.add("absent", f"What is the default value of the parameter {_absent(' '.join(params), 'maxsize', 'limit', 'chunk')} of heapq.merge?", None)
    s, stree = _source("shlex")
    split = next(f for f in _functions(stree.body) if f.name == "split")
    s.add("record_field", "What is the default value of the parameter comments of shlex.split?", _default(split, "comments"))
    init = next(f for f in _functions(_class(stree, "shlex").body) if f.name == "__init__")
    s.add("two_hops", "shlex.split creates an instance of a class. What is the default value of that class's parameter instream?",
          _default(init, "instream"))  # fmt: skip
    return b.questions + s.questions


# Round 2 (session 41), written before any run on it: other netbase tables, /etc/group and two more modules.


def rpc(path: Path = Path("/etc/rpc")) -> list[Question]:
    rows, text = _table(path), read_text(path)
    b = _builder("rpc", path)
    name, number, *_ = b.rng.choice(rows[1:])
    b.add("record_field", f"What is the RPC program number of {name}?", number)
    b.add("count", "How many RPC programs does this file list?", len(rows))
    i = b.rng.randrange(2, len(rows))
    b.add("ordering", f"Which RPC program is listed right before {rows[i][0]}?", rows[i - 1][0])
    if top := _top(rows, key=lambda r: int(r[1])):
        b.add("extreme", "Which RPC program has the highest program number?", top[0])
    b.add("absent", f"What is the RPC program number of {_absent(text, 'grpcd', 'thriftd', 'corbad')}?", None)
    return b.questions


def ethertypes(path: Path = Path("/etc/ethertypes")) -> list[Question]:
    rows, text = _table(path), read_text(path)
    b = _builder("ethertypes", path)
    name, number, *_ = b.rng.choice([r for r in rows if sum(x[1] == r[1] for x in rows) == 1])
    b.add("record_field", f"Which ethertype has the hexadecimal number {number}?", name)
    aliased = sum(len(r) > 2 for r in rows)
    b.add("count", "How many ethertypes in this file have at least one alias?", aliased)
    b.add("absent", f"What is the hexadecimal number of the ethertype {_absent(text, 'QUANTUMNET', 'HYPERLINK', 'ZETANET')}?", None)
    return b.questions


def groups(path: Path = Path("/etc/group")) -> list[Question]:
    rows = [line.split(":") for line in read_text(path).splitlines() if line.count(":") == 3]
    b = _builder("group", path)
    name, _, gid, _ = b.rng.choice(rows)
    b.add("record_field", f"What is the group id of the group {name}?", gid)
    members = [r for r in rows if r[3].strip()]
    if members:
        group = b.rng.choice(members)
        b.add("record_field", f"Which users are members of the group {group[0]}?", tuple(group[3].strip().split(",")))
    b.add("count", "How many groups have a group id below 100?", sum(int(r[2]) < 100 for r in rows))
    if top := _top(rows, key=lambda r: int(r[2])):
        b.add("extreme", "Which group has the highest group id?", top[0])
    b.add("absent", f"What is the group id of the group {_absent(read_text(path), 'oracle', 'minecraft', 'jenkins')}?", None)
    return b.questions


def colorsys_bisect() -> list[Question]:
    b, tree = _source("colorsys")
    functions = _functions(tree.body)
    b.add("count", "How many functions does colorsys.py define?", len(functions))
    i = b.rng.randrange(1, len(functions))
    b.add("ordering", f"Which function is defined right before {functions[i].name} in colorsys.py?", functions[i - 1].name)
    if longest := _top(functions, key=_lines):
        b.add("extreme", "Which function in colorsys.py has the most lines?", longest.name)
    b.add("absent", "What is the default value of the parameter gamma of colorsys.rgb_to_hsv?", None)
    s, btree = _source("bisect")
    left = next(f for f in _functions(btree.body) if f.name == "bisect_left")
    s.add("record_field", "What is the default value of the parameter lo of bisect_left?", _default(left, "lo"))
    s.add("two_hops", "insort_left inserts at the position found by a function. What is the default value of that "
          "function's parameter hi?", _default(left, "hi"))
    return b.questions + s.questions


def leap_seconds(path: Path = ZONEINFO / "leap-seconds.list") -> list[Question]:
    text = read_text(path)
    rows = [(int(ntp), int(offset), date.strip()) for ntp, offset, date in
            re.findall(r"^(\d+)\s+(\d+)\s+#\s*(.+)$", text, re.M)]  # NTP time, TAI-UTC, "# 1 Jan 1972"
    b = _builder("leap-seconds", path)
    _, offset, date = b.rng.choice(rows[1:])
    b.add("record_field", f"What TAI-UTC offset, in seconds, took effect on {date}?", str(offset))
    b.add("count", "How many leap second entries does this file list?", len(rows))
    b.add("count", "How many of the listed entries took effect on 1 Jul of a year?", sum(d.startswith("1 Jul") for _, _, d in rows))
    i = b.rng.randrange(2, len(rows))
    b.add("ordering", f"Which date is listed right after {rows[i - 1][2]}?", rows[i][2])
    if top := _top(rows, key=lambda r: r[1]):
        b.add("extreme", "On which date did the largest TAI-UTC offset take effect?", top[2])
    b.add("absent", f"What TAI-UTC offset took effect on {_absent(text, '1 Jul 2019', '1 Jan 2021', '1 Jul 2004')}?", None)
    return b.questions


def ca_certificates(path: Path = Path("/etc/ca-certificates.conf")) -> list[Question]:
    rows = [line.strip() for line in read_text(path).splitlines() if line.strip() and line[0] not in "#!"]
    names = [row.rsplit("/", 1)[-1] for row in rows]
    b = _builder("ca-certificates", path)
    b.add("count", "How many certificates does this file list?", len(rows))
    vendors = Counter(n.split("_")[0] for n in names)
    vendor = b.rng.choice(sorted(v for v, n in vendors.items() if 3 <= n <= 12))
    b.add("count", f"How many of the listed certificates are {vendor} certificates (their file name starts with {vendor})?",
          vendors[vendor])
    i = b.rng.randrange(1, len(names))
    b.add("ordering", f"Which certificate is listed right after {names[i - 1]}?", names[i])
    if top := _top(vendors.items(), key=lambda v: v[1]):
        b.add("extreme", "Which vendor (the first word of the file name) has the most certificates in this file?", top[0])
    b.add("absent", f"What is the file name of the {_absent(read_text(path), 'WoSign', 'StartCom', 'Symantec')} "
          "root certificate in this file?", None)
    return b.questions


def fnmatch_getopt() -> list[Question]:
    b, tree = _source("getopt")
    functions = _functions(tree.body)
    b.add("count", "How many functions does getopt.py define at the top level?", len(functions))
    gnu = next(f for f in functions if f.name == "gnu_getopt")
    b.add("record_field", "What is the default value of the parameter longopts of gnu_getopt?", _default(gnu, "longopts"))
    i = b.rng.randrange(1, len(functions))
    b.add("ordering", f"Which function is defined right after {functions[i - 1].name} in getopt.py?", functions[i].name)
    f, ftree = _source("fnmatch")
    fns = {fn.name: fn for fn in _functions(ftree.body)}
    called = next(c.func.id for c in ast.walk(fns["filter"]) if isinstance(c, ast.Call)
                  and isinstance(c.func, ast.Name) and "compile" in c.func.id and c.func.id in fns)
    f.add("two_hops", "fnmatch.filter compiles its pattern by calling another function of fnmatch.py. How many parameters "
          "does that function take?", len(fns[called].args.args))
    if longest := _top(fns.values(), key=_lines):
        f.add("extreme", "Which function in fnmatch.py has the most lines?", longest.name)
    f.add("absent", "What is the default value of the parameter flags of fnmatch.translate?", None)
    return b.questions + f.questions


# Round 4 (session 43), written before any run on it: /etc/passwd, zone1970.tab, queue.py and sched.py.


def passwd(path: Path = Path("/etc/passwd")) -> list[Question]:
    rows = [line.split(":") for line in read_text(path).splitlines() if line.count(":") == 6]
    b = _builder("passwd", path)
    user = b.rng.choice(rows)
    b.add("record_field", f"What is the home directory of the user {user[0]}?", user[5])
    shells = Counter(r[6] for r in rows)
    other = b.rng.choice([r for r in rows if shells[r[6]] <= 2 and r[0] != user[0]] or rows)
    b.add("record_field", f"Which login shell does the user {other[0]} have?", other[6])
    b.add("count", "How many users have the login shell /usr/sbin/nologin?", shells["/usr/sbin/nologin"])
    b.add("count", "How many users have a user id of 1000 or more?", sum(int(r[2]) >= 1000 for r in rows))
    if top := _top(rows, key=lambda r: int(r[2]) if int(r[2]) < 65534 else -1):  # not nobody's 65534
        b.add("extreme", "Which user other than nobody has the highest user id?", top[0])
    i = b.rng.randrange(1, len(rows))
    b.add("ordering", f"Which user is listed right after {rows[i - 1][0]}?", rows[i][0])
    b.add("absent", f"What is the home directory of the user {_absent(read_text(path), 'oracle', 'jenkins', 'gitlab')}?", None)
    return b.questions


def zone1970(path: Path = ZONEINFO / "zone1970.tab") -> list[Question]:
    rows = [line.split("\t") for line in read_text(path).splitlines() if line and not line.startswith("#")]
    b = _builder("zone1970", path)
    b.add("count", "How many time zones does this file list?", len(rows))
    shared = [r for r in rows if "," in r[0]]
    row = b.rng.choice(shared)
    b.add("record_field", f"Which country codes does the time zone {row[2]} cover?", tuple(row[0].split(",")))
    region = b.rng.choice(["Africa", "Asia", "Europe", "Australia"])
    b.add("count", f"How many time zones in this file are in the {region} region (their name starts with {region}/)?",
          sum(r[2].startswith(region + "/") for r in rows))  # fmt: skip
    firsts = Counter(r[0].split(",")[0] for r in rows)
    if top := _top(firsts, key=firsts.__getitem__):
        b.add("extreme", "Which country code comes first on the most lines of this file?", top)
    zone = b.rng.choice(rows)
    b.add("record_field", f"What are the coordinates of the time zone {zone[2]}?", zone[1])
    b.add("absent", f"What are the coordinates of the time zone {_absent(read_text(path), 'Europe/Atlantis', 'Asia/Shangri-La')}?",
          None)  # fmt: skip
    return b.questions


def queue_sched() -> list[Question]:
    b, tree = _source("queue")
    classes = [n for n in tree.body if isinstance(n, ast.ClassDef)]
    b.add("count", "How many classes does queue.py define?", len(classes))
    methods = _functions(_class(tree, "Queue").body)
    b.add("count", "How many methods does the class Queue define?", len(methods))
    i = b.rng.randrange(1, len(methods))
    b.add("ordering", f"Which method of the class Queue is defined right after {methods[i - 1].name}?", methods[i].name)
    if longest := _top(methods, key=_lines):
        b.add("extreme", "Which method of the class Queue has the most lines?", longest.name)
    put = next(f for f in methods if f.name == "put")
    b.add("record_field", "What is the default value of the parameter timeout of Queue.put?", _default(put, "timeout"))
    s, stree = _source("sched")
    scheduler = _functions(_class(stree, "scheduler").body)
    enter = next(f for f in scheduler if f.name == "enter")
    s.add("record_field", "What is the default value of the parameter argument of scheduler.enter?", _default(enter, "argument"))
    s.add("two_hops", "scheduler.enter schedules an event by calling another method of the scheduler. How many parameters "
          "does that method take, self included?", len(next(f for f in scheduler if f.name == "enterabs").args.args))
    s.add("absent", "What is the default value of the parameter delay of scheduler.cancel?", None)
    return b.questions + s.questions


def gfdl(path: Path = LICENSES / "GFDL-1.3") -> list[Question]:
    sections = {int(m.group(1)): m.group(2) for m in re.finditer(r"^(\d+)\. ([A-Z][A-Z ,]+)$", read_text(path), re.M)}
    b = _builder("gfdl", path)
    n1, n2 = b.rng.sample([n for n in sections if n > 0], 2)
    b.add("section_title", f"What is section {n1} of the GNU Free Documentation License called?", sections[n1])
    b.add("section_title", f"Which section of the GNU Free Documentation License is titled \"{sections[n2]}\"? Give its number.", str(n2))
    n3 = b.rng.choice([n for n in sections if n + 1 in sections])
    b.add("ordering", f"Which section of the GNU Free Documentation License follows the one titled \"{sections[n3]}\"? Give its title.",
          sections[n3 + 1])  # fmt: skip
    b.add("count", "How many numbered sections does the GNU Free Documentation License have, section 0 included?", len(sections))
    b.add("absent", f"What is section {max(sections) + 2} of the GNU Free Documentation License called?", None)
    return b.questions


def base_passwd_changelog(path: Path = Path("/usr/share/doc/base-passwd/changelog.gz")) -> list[Question]:
    entries = changelog_entries(read_text(path))
    b = _builder("base-passwd-changelog", path)
    b.add("count", "How many base-passwd releases does this changelog describe?", len(entries))
    e = b.rng.choice(entries)
    b.add("record_field", f"Who uploaded base-passwd {e.version}? Give the name.", e.signer)
    i = b.rng.randrange(1, len(entries))
    b.add("ordering", f"Which base-passwd version was released right after {entries[i].version}?", entries[i - 1].version)
    if mentioning := [e for e in entries if "debhelper" in e.body]:
        b.add("ordering", "What is the earliest base-passwd version whose changelog entry mentions debhelper?", mentioning[-1].version)
    if top := _top(Counter(e.signer for e in entries).items(), key=lambda kv: kv[1]):
        b.add("extreme", "Who signed more base-passwd changelog entries than anyone else? Give the name.", top[0])
    versions = {e.version for e in entries}
    b.add("absent", f"Who uploaded base-passwd {next(v for v in ('3.5.99', '3.7.2', '2.9.1') if v not in versions)}? Give the name.", None)
    return b.questions


def debconf_conf(path: Path = Path("/etc/debconf.conf")) -> list[Question]:
    databases = {fields["Name"]: fields for fields in stanzas(read_text(path), named_by="Name")}
    b = _builder("debconf.conf", path)
    name = b.rng.choice(sorted(databases))
    b.add("record_field", f"Which driver does the debconf database {name} use?", databases[name]["Driver"])
    moded = b.rng.choice(sorted(n for n in databases if "Mode" in databases[n]))
    b.add("record_field", f"What file mode is set for the database {moded}?", databases[moded]["Mode"])
    b.add("count", "How many databases configured in this file use the File driver?",
          sum(d["Driver"] == "File" for d in databases.values()))  # fmt: skip
    stacked = next(d for d in databases.values() if "Stack" in d)
    first = stacked["Stack"].split(",")[0].strip()
    b.add("two_hops", f"The database {stacked['Name']} stacks other databases. What is the file name of the first one it stacks?",
          databases[first]["Filename"])  # fmt: skip
    b.add("absent", f"Which driver does the debconf database {_absent(read_text(path), 'cachedb', 'ldapdb', 'remotedb')} use?", None)
    return b.questions


def mke2fs_conf(path: Path = Path("/etc/mke2fs.conf")) -> list[Question]:
    text = read_text(path)
    types = {m.group(1): dict(re.findall(r"(\w+) = (\S+)", m.group(2))) for m in re.finditer(r"^\t(\w+) = \{(.*?)\}", text, re.M | re.S)}
    defaults = dict(re.findall(r"^\t(\w+) = (\S+)$", text.split("[fs_types]")[0], re.M))
    b = _builder("mke2fs.conf", path)
    kind = b.rng.choice(sorted(t for t in types if "inode_ratio" in types[t]))
    b.add("record_field", f"What is the inode_ratio of the file system type {kind}?", types[kind]["inode_ratio"])
    if top := _top(types.items(), key=lambda kv: int(kv[1].get("inode_ratio", 0))):
        b.add("extreme", "Which file system type has the largest inode_ratio?", top[0])
    b.add("count", "How many file system types in this file set a blocksize of their own?", sum("blocksize" in t for t in types.values()))
    b.add("record_field", "What inode_size does mke2fs use by default?", defaults["inode_size"])
    b.add("absent", f"What is the inode_ratio of the file system type {_absent(text, 'ext2', 'btrfs', 'xfs')}?", None)
    return b.questions


def passwd_group(passwd_path: Path = Path("/etc/passwd"), group_path: Path = Path("/etc/group")) -> list[Question]:
    users = [line.split(":") for line in read_text(passwd_path).splitlines() if line.count(":") == 6]
    groups = {int(g[2]): g[0] for g in (line.split(":") for line in read_text(group_path).splitlines()) if len(g) == 4}
    b = _builder("passwd+group", passwd_path, group_path)
    user = b.rng.choice([u for u in users if groups.get(int(u[3]), u[0]) != u[0]])
    b.add("cross_file", f"What is the name of the primary group of the user {user[0]}?", groups[int(user[3])])
    gid = Counter(int(u[3]) for u in users).most_common(1)[0][0]
    b.add("cross_file", f"How many users have the group {groups[gid]} as their primary group?", sum(int(u[3]) == gid for u in users))
    absent = _absent(read_text(passwd_path) + read_text(group_path), "oracle", "jenkins", "gitlab")
    b.add("absent", f"What is the name of the primary group of the user {absent}?", None)
    return b.questions


# Round 6 (session 45), written before any run on it: a DEP-5 copyright file, adduser's and deluser's
# documented defaults, the LGPL 3, statistics.py, bzip2's changelog, distro-info's Debian and Ubuntu tables
# and a generated file of support messages (tickets.py).


def e2fsprogs_copyright(path: Path = Path("/usr/share/doc/e2fsprogs/copyright")) -> list[Question]:
    text = read_text(path)
    paragraphs = stanzas(text, named_by="Files")
    texts = {r["License"].split("\n")[0]: r for r in stanzas(text, named_by="License") if "Files" not in r}  # licences' own paragraphs
    licence = [r["License"].split("\n")[0] for r in paragraphs]
    globs = [r["Files"].split() for r in paragraphs]

    def governs(name: str) -> int:  # DEP-5: the last Files paragraph that matches a file is the one that applies
        return max(i for i, patterns in enumerate(globs) if any(fnmatch.fnmatchcase(name, g) for g in patterns))

    named = [(name, i) for i, patterns in enumerate(globs) for name in patterns if not set(name) & set("*?[") and governs(name) == i]
    catch_all = licence[governs("no/such/file")]
    b = _builder("e2fsprogs-copyright", path)
    name, i = b.rng.choice(sorted(n for n in named if licence[n[1]] != catch_all))
    b.add("record_field", f"According to e2fsprogs' copyright file, which licence applies to {name}? Give its short name as the file "
          "writes it.", licence[i])  # fmt: skip
    b.add("count", f"How many Files paragraphs give exactly {catch_all} as their licence (not a variant such as {catch_all}+)?",
          licence.count(catch_all))  # fmt: skip
    others = Counter(x for x in licence if x != catch_all)
    if top := _top(others.items(), key=lambda kv: kv[1]):
        b.add("extreme", f"Leaving {catch_all} aside, which licence is named by the most Files paragraphs? Give its short name.", top[0])
    linked = sorted(n for n in named if licence[n[1]] not in (catch_all, licence[i])
                    and re.search(r'"/usr/share/common-licenses/', texts.get(licence[n[1]], {}).get("Comment", "")))  # fmt: skip
    other, j = b.rng.choice(linked)
    where = re.search(r'"(/usr/share/common-licenses/[^"]+)"', texts[licence[j]]["Comment"])
    assert where is not None
    b.add("two_hops", f"I need the full text of the licence that covers {other}. Which file on a Debian system holds it, "
          "according to this copyright file?", where.group(1))  # fmt: skip
    holder = _absent(text, "Canonical Ltd.", "Novell, Inc.", "Microsoft Corporation")
    b.add("absent", f"Which files of e2fsprogs are copyright {holder}, according to this file?", None)
    return b.questions


def adduser_conf(path: Path = Path("/etc/adduser.conf"), deluser: Path = Path("/etc/deluser.conf")) -> list[Question]:
    """Both files comment every setting out and give its default on a `# Default: KEY=value[, KEY=value]` line."""

    def defaults(text: str) -> dict[str, str]:
        lines = re.findall(r"^# Default: (.+)$", text, re.M)
        return {k: v.strip() for line in lines for k, v in re.findall(r"([A-Z_]+) ?= ?(.+?)(?=, [A-Z_]+ ?=|$)", line)}

    text, deltext = read_text(path), read_text(deluser)
    add, remove = defaults(text), defaults(deltext)
    settings = list(dict.fromkeys(re.findall(r"^# ?([A-Z_]+) ?=", text, re.M)))  # the commented-out settings, in order
    b = _builder("adduser.conf", path)
    key = b.rng.choice(sorted(k for k, v in add.items() if re.fullmatch(r"[\w/.]{1,12}", v) and v != "undefined"))
    b.add("record_field", f"What does adduser.conf give as the default for {key}?", add[key])
    documented = list(add)  # the order of the Default lines; the two orders agree except around the UID/GID pools
    follows = [k for k, n in pairwise(settings) if k in documented and documented.index(k) + 1 < len(documented)
               and documented[documented.index(k) + 1] == n]  # fmt: skip
    first = b.rng.choice(follows)
    b.add("ordering", f"Which setting does adduser.conf describe next after {first}?", settings[settings.index(first) + 1])
    zero = sum(v == "0" for v in add.values()) + sum(v == "0" for v in remove.values())
    b.add("cross_file", "Taking adduser.conf and deluser.conf together, how many settings have a default value of 0?", zero,
          context=(str(path), str(deluser)))  # fmt: skip
    b.add("absent", f"What does adduser.conf give as the default for {_absent(text, 'LETTERHOME', 'GROUPHOMES', 'SETGID_HOME')}?", None)
    return b.questions


def lgpl3(path: Path = LICENSES / "LGPL-3") -> list[Question]:
    sections = {int(n): title for n, title in re.findall(r"^  (\d+)\. (.+?)\.$", read_text(path), re.M)}
    b = _builder("lgpl-3", path)
    n1, n2 = b.rng.sample(sorted(sections), 2)
    b.add("section_title", f"In the GNU Lesser General Public License version 3, what heading does section {n1} have?", sections[n1])
    b.add("section_title", f"Which section number of the LGPL version 3 carries the heading \"{sections[n2]}\"?", str(n2))
    exception = next(m for t in sections.values() if (m := re.search(r"Section (\d+) of the GNU GPL", t)))
    excepting = next(n for n, t in sections.items() if exception.group(0) in t)
    n3 = b.rng.choice([n for n in sections if n - 1 in sections and not {n, n - 1} & {n1, n2, excepting}])
    b.add("ordering", f"In the LGPL version 3, which section comes just before the one headed \"{sections[n3]}\"? Give its heading.",
          sections[n3 - 1])  # fmt: skip
    gpl = license_sections("GPL-3")
    b.add("cross_file", f"Section {excepting} of the LGPL version 3 makes an exception to a section of the GNU GPL version 3. "
          "What is the title of that GPL section?", gpl[int(exception.group(1))], context=(str(path), str(LICENSES / "GPL-3")))
    b.add("absent", f"In the GNU Lesser General Public License version 3, what heading does section {max(sections) + 1} have?", None)
    return b.questions


def statistics_py() -> list[Question]:
    b, tree = _source("statistics")
    functions = _functions(tree.body)
    normal = _functions(_class(tree, "NormalDist").body)
    init = next(f for f in normal if f.name == "__init__")
    b.add("record_field", "When a NormalDist is made without arguments, what default does its sigma parameter take, as written "
          "in statistics.py?", _default(init, "sigma"))  # fmt: skip
    if longest := _top([f for f in functions if not f.name.startswith("_")], key=_lines):
        b.add("extreme", "Of the public functions at the top level of statistics.py (names not starting with an underscore), "
              "which one spans the most lines?", longest.name)  # fmt: skip
    helpers = {f.name: f for f in functions}
    inv_cdf = next(f for f in normal if f.name == "inv_cdf")
    helper = next(c.func.id for c in ast.walk(inv_cdf) if isinstance(c, ast.Call) and isinstance(c.func, ast.Name) and c.func.id in helpers)
    b.add("two_hops", "NormalDist.inv_cdf hands the computation to a module-level helper function. How many parameters does "
          "that helper take?", len(helpers[helper].args.args))  # fmt: skip
    mean = next(f for f in functions if f.name == "geometric_mean")
    if "weights" not in [a.arg for a in mean.args.args + mean.args.kwonlyargs]:  # fmean and harmonic_mean have one (3.11)
        b.add("absent", "What does the weights argument of statistics.geometric_mean default to?", None)
    return b.questions


def bzip2_changelog(path: Path = Path("/usr/share/doc/bzip2/changelog.Debian.gz")) -> list[Question]:
    entries = changelog_entries(read_text(path))
    versions = {e.version for e in entries}
    b = _builder("bzip2-changelog", path)
    b.add("count", "How many bzip2 uploads in this changelog were made with urgency=high?", sum(e.urgency == "high" for e in entries))
    e = b.rng.choice([e for e in entries if re.fullmatch(r"[a-z]+", e.distribution) and e.distribution not in ("unstable", "experimental")])
    b.add("record_field", f"Which distribution did the bzip2 {e.version} upload target?", e.distribution)
    if cves := [e for e in entries if "CVE-" in e.body]:
        b.add("ordering", "Going by this changelog, what is the oldest bzip2 version whose entry refers to a CVE?", cves[-1].version)
    if top := _top(Counter(e.signer for e in entries).items(), key=lambda kv: kv[1]):
        b.add("extreme", "Whose name is on the most bzip2 changelog entries?", top[0])
    missing = next(v for v in ("1.0.7-1", "1.0.9-1", "1.0.6-10") if v not in versions)
    b.add("absent", f"Who prepared the bzip2 {missing} upload? Give the name.", None)
    return b.questions


DISTRO_INFO = Path("/usr/share/distro-info")


def distro_info(debian: Path = DISTRO_INFO / "debian.csv", ubuntu: Path = DISTRO_INFO / "ubuntu.csv") -> list[Question]:
    releases = [r for r in csv.DictReader(read_text(debian).splitlines()) if r["version"]]  # not sid nor experimental
    ubuntus = list(csv.DictReader(read_text(ubuntu).splitlines()))
    b = _builder("distro-info", debian)
    lts = next(r for r in releases if r.get("eol-lts"))
    r = b.rng.choice([r for r in releases if r.get("release") and r is not lts])
    b.add("record_field", f"On what date was Debian {r['codename']} released?", r["release"])
    b.add("ordering", "Which is the oldest Debian release in this table that has an eol-lts date?", lts["codename"])
    b.add("count", "How many Debian releases in this table reached their end of life (the eol column) before 1 January 2010?",
          sum(bool(r.get("eol")) and r["eol"] < "2010-01-01" for r in releases))  # fmt: skip
    d = b.rng.choice([r for r in releases if r.get("release") and ubuntus[0]["release"] <= r["release"] < ubuntus[-1]["release"]])
    first = min((u for u in ubuntus if u["release"] > d["release"]), key=lambda u: u["release"])
    b.add("cross_file", f"Which Ubuntu release was the first to come out after Debian {d['codename']} was released? Give its codename.",
          first["series"], context=(str(debian), str(ubuntu)))  # fmt: skip  (the series, wily, is the codename's first word)
    return b.questions


def support_tickets() -> list[Question]:
    messages = tickets.generate()
    path = tickets.write(messages)
    counts = Counter(t.kind for t in messages)
    b = _builder("tickets.csv", path)
    kinds = tickets.kinds_line()
    kind = b.rng.choice(sorted(tickets.KINDS))
    b.add("semantic", f"{kinds} How many of these messages are of the kind {kind} ({tickets.KINDS[kind]})?", counts[kind])
    if top := _top(counts.items(), key=lambda kv: kv[1]):
        b.add("semantic", f"{kinds} Which kind do most of the messages belong to?", top[0])
    other = b.rng.choice(sorted(k for k in tickets.KINDS if k != kind))
    spring = sum(t.kind == other and "2025-04-01" <= t.day.isoformat() <= "2025-06-30" for t in messages)
    b.add("semantic", f"{kinds} How many {other} messages were sent between 1 April and 30 June 2025, both days included?", spring)
    return b.questions


# Round 7, written before any run on it: OpenSSL's openssl.cnf, /etc/locale.alias (with iso-codes' country
# list), xz-utils' README and release notes, iso-codes' currencies and subdivisions, calendar.py and a generated
# file of IT helpdesk requests (helpdesk.py).


def _ini(text: str) -> dict[str, dict[str, str]]:
    """The `[ section ]` blocks of an OpenSSL-style config as {section: {key: value}}, '#' comments cut off
    ('' holds the settings before the first section)."""
    sections: dict[str, dict[str, str]] = {"": {}}
    current = ""
    for line in text.splitlines():
        line = line.split("#")[0].strip()
        if header := re.fullmatch(r"\[\s*([^\]\s]+)\s*\]", line):
            current = header.group(1)
            sections[current] = {}
        elif "=" in line:
            key, value = line.split("=", 1)
            sections[current][key.strip()] = value.strip()
    return sections


def openssl_cnf(path: Path = Path("/etc/ssl/openssl.cnf")) -> list[Question]:
    text = read_text(path)
    sections = _ini(text)
    names = [n for n in sections if n]
    b = _builder("openssl.cnf", path)
    owners = Counter(k for n in names for k in sections[n])
    plain = sorted((n, k) for n in names for k, v in sections[n].items()
                   if owners[k] == 1 and re.fullmatch(r"[\w.-]{3,20}", v) and v.lower() not in {x.lower() for x in names}
                   and v not in ("yes", "match", "optional", "supplied"))  # fmt: skip  (no section's name, no word many settings share)
    section, key = b.rng.choice(plain)
    b.add("record_field", f"In openssl.cnf, what value does the {section} section set for {key}?", sections[section][key])
    ca = sections[sections["ca"]["default_ca"]]
    policy = ca["policy"]
    others = [sections[n] for n in names if n.startswith("policy") and n != policy]
    differing = sorted(f for f, v in sections[policy].items() if any(o.get(f) not in (None, v) for o in others))
    field = b.rng.choice(differing)  # a field the other policy treats otherwise, so the hop matters
    b.add("two_hops", f"The default CA of this OpenSSL configuration applies a naming policy. What does that policy require of {field}?",
          sections[policy][field])  # fmt: skip
    counted = b.rng.choice([n for n in names if n.startswith("policy")])
    b.add("count", f"How many fields does the {counted} section leave optional?", sum(v == "optional" for v in sections[counted].values()))
    i = b.rng.randrange(names.index("ca"), len(names) - 1)  # from [ ca ] on: no commented-out section header lies between
    b.add("ordering", f"Which section follows the {names[i]} section directly in openssl.cnf?", names[i + 1])
    b.add("absent", "In openssl.cnf, what value does the CA_default section set for "
          f"{_absent(text, 'default_hours', 'renewal_days', 'max_chain_length')}?", None)  # fmt: skip
    return b.questions


ISO_CODES = Path("/usr/share/iso-codes/json")


def _iso(name: str) -> list[dict[str, str]]:
    """The entries of one of iso-codes' JSON files (iso_4217.json: {"4217": [...]})."""
    return json.loads(read_text(ISO_CODES / f"iso_{name}.json"))[name]


def locale_alias(path: Path = Path("/etc/locale.alias"), countries: Path = ISO_CODES / "iso_3166-1.json") -> list[Question]:
    text = read_text(path)
    aliases = dict(line.split() for line in text.splitlines() if line.strip() and not line.startswith("#"))
    b = _builder("locale.alias", path)
    alias = b.rng.choice(sorted(aliases))
    b.add("record_field", f"Going by locale.alias, what full locale name does \"{alias}\" expand to?", aliases[alias])
    charsets = Counter(target.split(".", 1)[1] for target in aliases.values())
    if top := _top(charsets.items(), key=lambda kv: kv[1]):
        b.add("extreme", "Which character set is used by the largest number of aliases in locale.alias?", top[0])
    names = {c["alpha_2"]: c for c in _iso("3166-1")}
    country = {a: names[t.split(".")[0].split("_")[1]] for a, t in aliases.items()}  # ll_TT.charset: TT, the territory
    plain = sorted(a for a, c in country.items() if a.isalpha() and a != alias and "common_name" not in c and "," not in c["name"])
    other = b.rng.choice(plain)
    b.add("cross_file", f"locale.alias maps \"{other}\" to a locale. In which country is that locale's territory? Give the country's "
          "name as iso_3166-1.json writes it.", country[other]["name"], context=(str(path), str(countries)))  # fmt: skip
    missing = _absent(text, "ukrainian", "bulgarian", "serbian")
    b.add("absent", f"Going by locale.alias, what full locale name does \"{missing}\" expand to?", None)
    return b.questions


XZ_DOCS = Path("/usr/share/doc/xz-utils")


def xz_readme(path: Path = XZ_DOCS / "README.gz") -> list[Question]:
    headings = dict(re.findall(r"^(\d+(?:\.\d+)?)\. (\S.*)$", read_text(path), re.M))  # the body's; the contents are indented
    top = sorted((n for n in headings if "." not in n), key=int)
    b = _builder("xz-readme", path)
    n1, n2 = b.rng.sample([n for n in top if n != "0"], 2)
    b.add("section_title", f"What is section {n1} of the XZ Utils README called?", headings[n1])
    b.add("section_title", f"In the XZ Utils README, what number does the section \"{headings[n2]}\" have?", n2)
    sub = b.rng.choice(sorted(n for n in headings if "." in n))
    b.add("section_title", f"What title does subsection {sub} of the XZ Utils README carry?", headings[sub])
    bare = b.rng.choice([n for n in top if n not in (n1, n2) and not any(s.startswith(n + ".") for s in headings)])
    b.add("absent", f"What title does subsection {bare}.2 of the XZ Utils README carry?", None)
    return b.questions


def xz_news(path: Path = XZ_DOCS / "NEWS.gz") -> list[Question]:
    text = read_text(path)
    releases = re.findall(r"^(\d+\.\d+\.\d+(?:alpha|beta)?) \((\d{4}-\d\d-\d\d)\)$", text, re.M)  # as listed: by branch, not by date
    b = _builder("xz-news", path)
    version, day = b.rng.choice(releases)
    b.add("record_field", f"When was XZ Utils {version} released, according to its release notes?", day)
    b.add("count", "How many of the releases in these notes are alpha or beta releases?", sum(not v[-1].isdigit() for v, _ in releases))
    years = Counter(d[:4] for _, d in releases)
    if top := _top(years.items(), key=lambda kv: kv[1]):
        b.add("extreme", "Which year saw the most XZ Utils releases, going by these notes?", top[0])
    firsts = {y: sorted(d for _, d in releases if d[:4] == y) for y in years if years[y] >= 3}
    year = b.rng.choice(sorted(y for y, days in firsts.items() if days[0] < days[1]))
    b.add("ordering", f"Which was the first XZ Utils release of {year}?", next(v for v, d in releases if d == firsts[year][0]))
    b.add("absent", f"When was XZ Utils {_absent(text, '5.2.11', '5.4.2', '5.0.9')} released, according to its release notes?", None)
    return b.questions


def iso_codes() -> list[Question]:
    currencies = _iso("4217")
    countries = {c["alpha_2"]: c for c in _iso("3166-1")}
    subdivisions = _iso("3166-2")
    path = ISO_CODES / "iso_4217.json"
    b = _builder("iso-codes", path)
    b.add("count", "How many currencies in iso_4217.json have the word Dollar in their name?",
          sum(bool(re.search(r"\bDollar\b", c["name"])) for c in currencies))  # fmt: skip
    if low := _top(currencies, key=lambda c: -int(c["numeric"])):
        b.add("extreme", "Which currency has the lowest numeric code in this list? Give its name.", low["name"])
    b.add("absent", f"What is the numeric code of the currency {_absent(read_text(path), 'VEF', 'LTL', 'EEK')}?", None)
    both = (str(ISO_CODES / "iso_3166-1.json"), str(ISO_CODES / "iso_3166-2.json"))
    per_country = Counter(s["code"].split("-")[0] for s in subdivisions)
    parented = {s["code"].split("-")[0] for s in subdivisions if "parent" in s}
    names = Counter(c["name"] for c in countries.values())
    flat = sorted(a for a, n in per_country.items() if 5 <= n <= 25 and a not in parented and names[countries[a]["name"]] == 1
                  and "common_name" not in countries[a] and "," not in countries[a]["name"])  # fmt: skip
    code = b.rng.choice(flat)
    b.add("cross_file", f"How many subdivisions of {countries[code]['name']} does iso_3166-2.json list?", per_country[code], context=both)
    once = Counter(s["name"] for s in subdivisions)
    unique = sorted((s["name"], s["code"].split("-")[0]) for s in subdivisions
                    if once[s["name"]] == 1 and s["name"].isascii() and s["name"].isalpha() and s["code"].split("-")[0] != code
                    and s["name"] not in names and "common_name" not in countries[s["code"].split("-")[0]])  # fmt: skip
    place, country = b.rng.choice(unique)
    b.add("cross_file", f"Which country has a subdivision called {place}? Give the country's name as iso_3166-1.json writes it.",
          countries[country]["name"], context=both)  # fmt: skip
    return b.questions


def calendar_py() -> list[Question]:
    b, tree = _source("calendar")
    html = _class(tree, "HTMLCalendar")
    noday = next(n.value for n in html.body if isinstance(n, ast.Assign) and ast.unparse(n.targets[0]) == "cssclass_noday")
    b.add("record_field", "Which CSS class does calendar.HTMLCalendar give the cells of days that fall before or after the month shown?",
          ast.literal_eval(noday))  # fmt: skip
    text = _functions(_class(tree, "TextCalendar").body)
    bound = {t.id: v.attr for n in tree.body if isinstance(n, ast.Assign) and isinstance(v := n.value, ast.Attribute)
             and isinstance(v.value, ast.Name) and v.value.id == "c" for t in n.targets if isinstance(t, ast.Name)}  # month = c.formatmonth
    methods = {f.name: f for f in text}
    hops = sorted((alias, p.arg) for alias, m in bound.items() if alias != m and m in methods
                  for p in methods[m].args.args[len(methods[m].args.args) - len(methods[m].args.defaults):])  # fmt: skip
    alias, param = b.rng.choice(hops)
    b.add("two_hops", f"The function calendar.{alias} is really a method of the module's own TextCalendar object. What default "
          f"does that method give its parameter {param}?", _default(methods[bound[alias]], param))  # fmt: skip
    html_methods = _functions(html.body)
    i = b.rng.randrange(1, len(html_methods))
    b.add("ordering", f"In calendar.py, which method does HTMLCalendar define next after {html_methods[i - 1].name}?", html_methods[i].name)
    month = next(f for f in html_methods if f.name == "formatmonth")
    if "css" not in [a.arg for a in month.args.args + month.args.kwonlyargs]:  # formatyearpage has one
        b.add("absent", "What default does HTMLCalendar.formatmonth give its css parameter?", None)
    return b.questions


def helpdesk_requests() -> list[Question]:
    requests = helpdesk.generate()
    path = helpdesk.write(requests)
    counts = Counter(r.label for r in requests)
    b = _builder("helpdesk.csv", path)
    kinds = helpdesk.kinds_line()
    kind = b.rng.choice(sorted(helpdesk.KINDS))
    b.add("semantic", f"{kinds} How many requests in this file are {kind} requests ({helpdesk.KINDS[kind]})?", counts[kind])
    if top := _top(counts.items(), key=lambda kv: kv[1]):
        b.add("semantic", f"{kinds} What kind of request did the helpdesk get most often?", top[0])
    other = b.rng.choice(sorted(k for k in helpdesk.KINDS if k != kind))
    senders = Counter(r.person for r in requests if r.label == other)
    if sender := _top(senders.items(), key=lambda kv: kv[1]):
        b.add("semantic", f"{kinds} Which employee sent the most {other} requests? Give the name.", sender[0])
    return b.questions


# Round 8, written before any run on it: systemd's system.conf (with user.conf), man-db's manpath.config, grep's
# NEWS (with its Debian changelog), the sed FAQ, difflib.py, iso-codes' iso_3166-3.json and pip's RECORD.


def _systemd_defaults(text: str) -> dict[str, str]:
    """The `#Key=value` lines of a systemd config file, which show the compiled-in defaults, in the file's order."""
    return dict(re.findall(r"^#([A-Z]\w*)=(.*)$", text, re.M))


def system_conf(path: Path = Path("/etc/systemd/system.conf"), user: Path = Path("/etc/systemd/user.conf")) -> list[Question]:
    text = read_text(path)
    defaults, user_defaults = _systemd_defaults(text), _systemd_defaults(read_text(user))
    keys = list(defaults)
    b = _builder("system.conf", path)
    shown = Counter(defaults.values())
    key = b.rng.choice(sorted(k for k, v in defaults.items() if v and shown[v] == 1))  # a value no other setting shows
    b.add("record_field", f"Which compiled-in default does systemd's system.conf show for {key}?", defaults[key])
    i = b.rng.randrange(1, len(keys))
    b.add("ordering", f"In system.conf, which setting comes on the line directly after {keys[i - 1]}?", keys[i])
    shared = [k for k in defaults if k in user_defaults]
    b.add("cross_file", "system.conf and user.conf both list many of the same manager settings. For how many of the settings that "
          "appear in both files do the two files show a different default (an empty value counting as a value of its own)?",
          sum(defaults[k] != user_defaults[k] for k in shared), context=(str(path), str(user)))  # fmt: skip
    missing = _absent(text, "DefaultTimeoutIdleSec", "DefaultMemoryHigh", "DefaultLimitFILES")
    b.add("absent", f"What default does system.conf show for {missing}?", None)
    return b.questions


def manpath_config(path: Path = Path("/etc/manpath.config")) -> list[Question]:
    text, rows = read_text(path), _table(path)  # the commented-out DEFINE lines are no rows
    maps = [(r[1], r[2]) for r in rows if r[0] == "MANPATH_MAP"]  # (bin directory, manual tree)
    catpaths = {r[1]: r[2] for r in rows if r[0] == "MANDB_MAP" and len(r) == 3}
    sections = next(r[1:] for r in rows if r[0] == "SECTION")
    b = _builder("manpath.config", path)
    tree = b.rng.choice(sorted(catpaths))
    b.add("record_field", f"According to manpath.config, in which directory does mandb keep the cat pages of the manual tree {tree}?",
          catpaths[tree])  # fmt: skip
    per_tree = Counter(m for _, m in maps)
    counted = b.rng.choice(sorted(m for m, n in per_tree.items() if n >= 2 and m != tree))
    b.add("count", f"How many program directories does manpath.config map to the manual tree {counted}?", per_tree[counted])
    targets = {d: [m for x, m in maps if x == d] for d, _ in maps}
    hops = sorted(d for d, ms in targets.items() if len(ms) == 1 and ms[0] in catpaths and ms[0] != tree)  # not the one asked above
    bindir = b.rng.choice(hops)
    b.add("two_hops", f"manpath.config says which manual tree holds the pages for programs in {bindir}. Where are the cat pages of "
          "that tree kept?", catpaths[targets[bindir][0]])  # fmt: skip
    i = b.rng.randrange(len(sections) - 1)
    b.add("ordering", f"In the order manpath.config's SECTION line sets, which manual section is searched right after \"{sections[i]}\"?",
          sections[i + 1])  # fmt: skip
    unmapped = _absent(text, "/snap/bin", "/usr/libexec", "/opt/local/bin")  # /snap/man has a cat directory, /snap/bin no tree
    b.add("absent", f"Which manual tree does manpath.config map the directory {unmapped} to?", None)
    return b.questions


GREP_DOCS = Path("/usr/share/doc/grep")


def grep_news(path: Path = GREP_DOCS / "NEWS.gz", debian: Path = GREP_DOCS / "changelog.Debian.gz") -> list[Question]:
    """The dated releases of grep's NEWS (`* Noteworthy changes in release 3.8 (2022-09-02) [stable]`, newest first), each
    with its `** Bug fixes`-style headings; the older undated `Version 2.5.3` notes are left alone."""
    text = read_text(path)
    heads = list(re.finditer(r"^\* Noteworthy changes in release (\S+) \((\d{4}-\d\d-\d\d)\) \[\w+\]$", text, re.M))
    releases = [(m.group(1), m.group(2), re.findall(r"^\*\* (.+?)\s*$", text[m.end():nxt.start() if nxt else len(text)], re.M))
                for m, nxt in zip(heads, [*heads[1:], None], strict=True)]  # fmt: skip
    b = _builder("grep-news", path)
    days = Counter(d for _, d, _ in releases)
    version, day, _ = b.rng.choice([r for r in releases if days[r[1]] == 1])
    b.add("record_field", f"Which grep release came out on {day}, going by grep's NEWS file?", version)
    headings = Counter(h for _, _, hs in releases for h in set(hs))
    heading = b.rng.choice(sorted(h for h, n in headings.items() if 3 <= n <= 12))
    b.add("count", f"In grep's NEWS, how many releases have a section headed \"{heading}\"?", headings[heading])
    packaged = [e.version.split("-")[0] for e in changelog_entries(read_text(debian))]  # upstream versions, newest first
    order = [v for v, _, _ in releases]
    oldest = order.index(packaged[-1])
    skipped = [v for v in order[:oldest] if v not in packaged]
    if len(skipped) == 1:
        b.add("cross_file", f"grep's Debian changelog goes back to upstream release {packaged[-1]}. Which later grep release listed in "
              "NEWS never got a Debian upload of its own in that changelog?", skipped[0], context=(str(path), str(debian)))  # fmt: skip
    b.add("absent", f"When does grep's NEWS say version {_absent(text, '2.6.4', '3.0.1', '2.22.1')} was released?", None)
    return b.questions


def sed_faq(path: Path = Path("/usr/share/doc/sed/sedfaq.txt.gz")) -> list[Question]:
    """The FAQ's contents list and its body number their sections alike (`4.12. How do I parse ...`), though a few titles
    differ between the two or wrap onto a second line: only titles both give alike on one line are asked about."""
    toc, body = read_text(path).split("\n------------------------------\n", 1)
    heading = re.compile(r"^(\d+(?:\.\d+)*)\.\s+(\S[^\n]*?)[ \t]*(\n[ \t]+[a-z][^\n]*)?$", re.M)  # 3: a title's wrapped rest
    # (indented and in lower case: `   ONE-CHARACTER QUESTIONS` under `4. EXAMPLES` heads a group, it goes on no title)
    listed = {m.group(1): (m.group(2), bool(m.group(3))) for m in heading.finditer(toc)}
    found: dict[str, str] = {}
    for m in heading.finditer(body):
        found.setdefault(m.group(1), m.group(2))
    alike = {n: t for n, (t, wrapped) in listed.items() if not wrapped and re.sub(r"\s+", " ", found.get(n, "")) == re.sub(r"\s+", " ", t)}
    chapters = sorted((n for n in alike if "." not in n), key=int)
    b = _builder("sedfaq", path)
    chapter = b.rng.choice(chapters)
    b.add("section_title", f"What is chapter {chapter} of the sed FAQ called?", alike[chapter])
    questions = sorted(n for n, t in alike.items() if n.count(".") == 1 and t.endswith("?") and not n.startswith(chapter + "."))
    asked = b.rng.choice(questions)
    b.add("section_title", f"Which question does section {asked} of the sed FAQ answer?", alike[asked])
    titles = Counter(alike.values())
    topics = sorted(n for n, t in alike.items() if "." in n and not t.endswith("?") and titles[t] == 1 and len(t.split()) >= 3)
    topic = b.rng.choice(topics)
    b.add("section_title", f"Under which section number does the sed FAQ cover \"{alike[topic]}\"?", topic)

    def subsections(numbers: Iterable[str], n: str) -> set[str]:
        return {s for s in numbers if s.startswith(n + ".") and s.count(".") == 1}

    counted = b.rng.choice([n for n in chapters if n != chapter and subsections(listed, n) == subsections(found, n)])
    b.add("count", f"How many sections does chapter {counted} of the sed FAQ have? Count {counted}.1, {counted}.2 and so on, not "
          f"deeper ones such as {counted}.1.1.", len(subsections(listed, counted)))  # fmt: skip
    gap = next(f"4.{k}" for k in range(1, 100) if f"4.{k}" not in listed and f"4.{k}" not in found)
    b.add("absent", f"What question does section {gap} of the sed FAQ answer?", None)
    return b.questions


def difflib_py() -> list[Question]:
    b, tree = _source("difflib")
    functions = {f.name: f for f in _functions(tree.body)}
    b.add("record_field", "If I call difflib.get_close_matches without a cutoff, what cutoff does it use?",
          _default(functions["get_close_matches"], "cutoff"))  # fmt: skip
    classes = {n.name: n for n in tree.body if isinstance(n, ast.ClassDef)}
    scorer = next(c.func.id for c in ast.walk(functions["get_close_matches"]) if isinstance(c, ast.Call)
                  and isinstance(c.func, ast.Name) and c.func.id in classes)  # fmt: skip
    init = next(f for f in _functions(classes[scorer].body) if f.name == "__init__")
    b.add("two_hops", "difflib.get_close_matches scores the candidates with an object of a class from the same module. What "
          "default does that class's constructor give its autojunk parameter?", _default(init, "autojunk"))  # fmt: skip
    if longest := _top(_functions(classes["SequenceMatcher"].body), key=_lines):
        b.add("extreme", "Which method of difflib's SequenceMatcher class is the longest, in lines?", longest.name)
    differ = next(f for f in _functions(classes["Differ"].body) if f.name == "__init__")
    if "tabsize" not in [a.arg for a in differ.args.args + differ.args.kwonlyargs]:  # HtmlDiff has one
        b.add("absent", "What default does the constructor of difflib.Differ give its tabsize parameter?", None)
    return b.questions


def former_countries(path: Path = ISO_CODES / "iso_3166-3.json") -> list[Question]:
    entries = _iso("3166-3")
    b = _builder("iso_3166-3.json", path)
    names = Counter(e["name"] for e in entries)
    entry = b.rng.choice([e for e in entries if names[e["name"]] == 1 and "," not in e["name"]])
    b.add("record_field", f"In iso_3166-3.json, what four-letter code (alpha_4) does \"{entry['name']}\" have?", entry["alpha_4"])
    years = Counter(e["withdrawal_date"][:4] for e in entries)
    year = b.rng.choice(sorted(y for y, n in years.items() if n >= 3))
    b.add("count", f"How many of the former countries in iso_3166-3.json had their code withdrawn in {year}?", years[year])
    if last := _top(entries, key=lambda e: int(e["withdrawal_date"].replace("-", "").ljust(8, "0"))):  # 1979 before 1979-06-01
        b.add("extreme", "Which entry of iso_3166-3.json was withdrawn most recently? Give its name.", last["name"])
    numerics = Counter(e.get("numeric") for e in entries if "numeric" in e)
    pair = sorted(e["name"] for e in entries if numerics[e.get("numeric")] == 2)
    if len(pair) == 2:
        first = b.rng.choice(pair)
        b.add("two_hops", f"In iso_3166-3.json, which other former country has the same numeric code as \"{first}\"? Give "
              "its name.", next(n for n in pair if n != first))  # fmt: skip
    return b.questions


def pip_record(site: Path = Path(ast.__file__).parent / "site-packages") -> list[Question]:
    """The RECORD of the pip the interpreter came with (`path,sha256=...,size`; cached .pyc files have no hash nor size)."""
    path = sorted(site.glob("pip-*.dist-info/RECORD"))[-1]
    text = read_text(path)
    rows = [r for r in csv.reader(text.splitlines()) if len(r) == 3]
    sized = [(name, int(size)) for name, _, size in rows if size]
    b = _builder("pip-record", path)
    name, size = b.rng.choice([(n, s) for n, s in sized if n.startswith("pip/_internal/") and n.endswith(".py")
                               and not n.endswith("__init__.py")])  # fmt: skip
    b.add("record_field", f"What size in bytes does pip's RECORD file give for {name}?", str(size))
    sources = Counter(n.rsplit("/", 1)[0] for n, _ in sized if n.startswith("pip/_vendor/") and n.endswith(".py") and n.count("/") == 3)
    nested = {n.split("/")[2] for n, _ in sized if n.startswith("pip/_vendor/") and n.count("/") > 3}
    package = b.rng.choice(sorted(d for d, k in sources.items() if 4 <= k <= 15 and d.split("/")[2] not in nested))
    b.add("count", f"How many Python source files (.py) does pip's RECORD list in {package}/?", sources[package])
    if largest := _top(sized, key=lambda r: r[1]):
        b.add("extreme", "Which file in pip's RECORD has the largest recorded size?", largest[0])
    missing = _absent(text, "pip/_vendor/toml/decoder.py", "pip/_vendor/html5lib/parser.py", "pip/_vendor/retrying.py")
    b.add("absent", f"What sha256 hash does pip's RECORD list for {missing}?", None)
    return b.questions


# Round 9, written before any run on it: lm-sensors' sensors3.conf, the Debian Python Policy, X11's rgb.txt, wget's NEWS
# (with /etc/wgetrc), PAM's limits.conf and the http package's __init__.py (with http/client.py).


def _chips(text: str) -> list[tuple[list[str], dict[str, str]]]:
    """The `chip "name-*" ...` sections of sensors3.conf as (chip patterns, {input: label}); a chip line may go on
    after a backslash, and the commented-out `#    set ...` lines are no statements."""
    sections: list[tuple[list[str], dict[str, str]]] = []
    for line in text.replace("\\\n", " ").splitlines():
        words = line.split("#")[0].split(None, 2)
        if words[:1] == ["chip"]:
            sections.append((re.findall(r'"([^"]+)"', line), {}))
        elif words[:1] == ["label"]:
            sections[-1][1][words[1]] = words[2].strip().strip('"')
    return sections


def sensors_conf(path: Path = Path("/etc/sensors3.conf")) -> list[Question]:
    text = read_text(path)
    sections = _chips(text)
    b = _builder("sensors3.conf", path)
    used = Counter(v for _, labels in sections for v in labels.values())
    chips, labels = b.rng.choice([s for s in sections if len(s[0]) == 1 and any(used[v] <= 2 for v in s[1].values())])
    name = b.rng.choice(sorted(k for k, v in labels.items() if used[v] <= 2))
    b.add("record_field", f"In sensors3.conf, what label is given to {name} on chips matching \"{chips[0]}\"?", labels[name])
    having = {v: sum(v in named.values() for _, named in sections) for v in used}  # sections, not label lines
    value = b.rng.choice(sorted(v for v, n in used.items() if n >= 5 and str(having[v]) not in re.findall(r"\d+", v)))  # +12V: not 12
    b.add("count", f"How many chip sections of sensors3.conf label some input \"{value}\"?", having[value])
    if top := _top(sections, key=lambda s: len(s[1])):
        b.add("extreme", "Which chip section in sensors3.conf has the most label statements? Give its chip name.",
              top[0][0].removesuffix("-*"))  # fmt: skip
    hops = sorted((v, k, s[1][k]) for s in sections for v in s[1].values() if used[v] == 1 and s is not top and s[0][0] != chips[0]
                  for k in s[1] if s[1][k] != v and len({t[1][k] for t in sections if k in t[1]}) > 1)  # fmt: skip  (chips differ on k)
    unique, other, label = b.rng.choice(hops)
    b.add("two_hops", f"One chip section of sensors3.conf labels an input \"{unique}\". What label does that same section give "
          f"to {other}?", label)  # fmt: skip
    missing = _absent(text, "coretemp", "k10temp", "nct6798")
    b.add("absent", f"What label does sensors3.conf give to temp1 on {missing} chips?", None)
    return b.questions


def python_policy(path: Path = Path("/usr/share/doc/python3/python-policy.txt.gz")) -> list[Question]:
    """The text rendering of the Debian Python Policy ends every heading with a pilcrow (`4.2. Wheels¶`) and numbers its
    appendices from 1 again after chapter 7, without the word appendix: only numbers and titles found once are asked about."""
    text = read_text(path)
    heads = re.findall(r"^(\d+(?:\.\d+)*)\. (.+?)¶$", text, re.M)
    numbers, titles = Counter(n for n, _ in heads), Counter(t for _, t in heads)
    main = heads[:next(i for i, (n, _) in enumerate(heads) if i and n == "1")]  # chapters 1-7, before the appendices
    b = _builder("python-policy", path)
    once = sorted((n, t) for n, t in main if "." in n and numbers[n] == 1 and titles[t] == 1 and t.isascii())
    (n1, t1), (n2, t2) = b.rng.sample(once, 2)
    b.add("section_title", f"What is section {n1} of the Debian Python Policy called?", t1)
    b.add("section_title", f"Under which section number does the Debian Python Policy deal with \"{t2}\"?", n2)
    children = Counter(n.split(".")[0] for n, _ in main if n.count(".") == 1)
    children_after = Counter(n.split(".")[0] for n, _ in heads[len(main):] if n.count(".") == 1)  # the appendices' own
    if (top := _top(children, key=children.__getitem__)) and children[top] > max(children_after.values()):
        b.add("extreme", "Which chapter of the Debian Python Policy has the most numbered sections directly under it (4.1, 4.2 "
              "and so on, not deeper ones such as 3.5.1)? Give the chapter's title.", dict(main)[top])  # fmt: skip
    i = b.rng.choice([i for i in range(len(main) - 1) if titles[main[i][1]] == titles[main[i + 1][1]] == 1
                      and {main[i][0], main[i + 1][0]}.isdisjoint({n1, n2})])  # fmt: skip
    b.add("ordering", f"In the Debian Python Policy, which section comes right after the one titled \"{main[i][1]}\"? Give its "
          "title.", main[i + 1][1])  # fmt: skip
    gaps = sorted(f"{c}.{children[c] + 1}" for c in children if c not in children_after and f"{c}.{children[c] + 1}" not in text)
    b.add("absent", f"What is section {b.rng.choice(gaps)} of the Debian Python Policy called?", None)
    return b.questions


def rgb_txt(path: Path = Path("/etc/X11/rgb.txt")) -> list[Question]:
    """X11's colour names (`255 218 185\t\tpeach puff`), many twice: once with spaces, once in CamelCase."""
    text = read_text(path)
    rows = [(m.group(4), tuple(m.group(1, 2, 3))) for m in re.finditer(r"^\s*(\d+)\s+(\d+)\s+(\d+)\s+(\S.*?)\s*$", text, re.M)]
    colour = dict(rows)
    names = [n for n, _ in rows]
    plain = [n for n in names if re.fullmatch(r"[a-z]+", n)]  # one lower-case word: no digit, no space

    def twins(name: str) -> list[str]:  # numbered shades of other colours with the same values (peru: tan3, not peru1)
        return [m for m in names if colour[m] == colour[name] and m[-1].isdigit() and not m.startswith(name)]

    b = _builder("rgb.txt", path)
    hop = b.rng.choice([n for n in plain if len(twins(n)) == 1])
    b.add("two_hops", f"In rgb.txt the colour {hop} has exactly the same red, green and blue values as a numbered shade of a "
          "differently named colour. Which name is that?", twins(hop)[0])  # fmt: skip
    asked = b.rng.choice([n for n in plain if n != hop])
    b.add("record_field", f"What red, green and blue values does rgb.txt give the colour {asked}?", colour[asked])
    b.add("count", "How many of the colour names in rgb.txt are a pure grey, with equal red, green and blue values (black and "
          "white included)?", sum(len(set(c)) == 1 for c in colour.values()))  # fmt: skip
    i = b.rng.choice([i for i, n in enumerate(names[:-1]) if n in plain and n not in (hop, asked) and names[i + 1] != twins(hop)[0]
                      and not names[i + 1].replace(" ", "").lower().startswith(n)])  # fmt: skip
    b.add("ordering", f"Which colour name comes directly after {names[i]} in rgb.txt?", names[i + 1])
    b.add("absent", f"What red, green and blue values does rgb.txt give {_absent(text, 'vermilion', 'cerulean', 'mauve')}?", None)
    return b.questions


WGET_NEWS = Path("/usr/share/doc/wget/NEWS.gz")


def _wget_releases(text: str) -> list[tuple[str, str]]:
    """The releases of wget's NEWS with their notes, newest first: `* Noteworthy changes in release 1.21.3 (2022-02-26)`,
    `* Changes in Wget 1.11.1.` and, oldest, `* Changes in Geturl 1.3`. A bugfix release without notes of its own gets a
    one-line `* Wget 1.9.1 is a bugfix release ...` instead, which stays in the notes of the release above it."""
    heads = list(re.finditer(r"^\* (?:Noteworthy changes in release|Changes in (?:Wget|Geturl)) (\d+(?:\.\d+)+)\.?"
                             r"(?: \(\d{4}-\d\d-\d\d\))?$", text, re.M))  # fmt: skip
    return [(m.group(1), text[m.end():nxt.start() if nxt else len(text)]) for m, nxt in zip(heads, [*heads[1:], None], strict=True)]


def wget_news(path: Path = WGET_NEWS) -> list[Question]:
    text = read_text(path)
    releases = _wget_releases(text)
    b = _builder("wget-news", path)
    added = [(m.group(1), v) for v, notes in releases
             for m in re.finditer(r"^\*+ (?:Add(?:ed)? )?(?:[Tt]he )?[Nn]ew option [`']?(--[a-z][\w-]+)", notes, re.M)]  # fmt: skip
    option, version = b.rng.choice([(o, v) for o, v in added if text.count(o) == 1])
    b.add("record_field", f"According to wget's NEWS, which release added the {option} option?", version)
    bugfix = re.findall(r"^\* Wget (\S+) is a bugfix release with no user-visible changes\.$", text, re.M)
    b.add("count", "How many Wget releases does the NEWS file wave through as bugfix releases with no user-visible changes? "
          "Leave out the older Geturl releases.", len(bugfix))  # fmt: skip
    versions = [v for v, _ in releases]
    newer = versions[:versions.index(next(v for v, notes in releases if "bugfix release" in notes))]  # no bugfix-only release between
    jumps = [i for i in range(1, len(newer)) if newer[i].count(".") == 1 and newer[i - 1].count(".") == 2
             and not newer[i - 1].startswith(newer[i] + ".")]  # fmt: skip  (x.y.z right after an older x.w: a skipped series)
    i = b.rng.choice(jumps)
    b.add("ordering", f"Going by wget's NEWS, which release came just before {newer[i - 1]}?", newer[i])
    b.add("absent", f"When was wget {_absent(text, '1.21.4', '1.20.4', '1.19.6')} released, going by its NEWS file?", None)
    return b.questions


def wgetrc(path: Path = Path("/etc/wgetrc"), news: Path = WGET_NEWS) -> list[Question]:
    """/etc/wgetrc shows wget's defaults on commented-out lines (`#tries = 20`) and sets one thing for real."""
    text = read_text(path)
    shown = re.findall(r"^#([a-z_-]+) = (.+)$", text, re.M)
    active = re.findall(r"^([a-z_-]+) = (.+)$", text, re.M)
    b = _builder("wgetrc", path)
    numeric = sorted((k, v) for k, v in shown if v.isdigit() and [x for x, _ in shown].count(k) == 1)
    key, value = b.rng.choice(numeric)
    b.add("record_field", f"Going by /etc/wgetrc, what is wget's default for {key}?", value)
    b.add("count", "How many of the commented-out settings in /etc/wgetrc show the value off?", sum(v == "off" for _, v in shown))
    if len(active) == 1:
        feature = active[0][0].replace("_", " ")  # passive_ftp: "Passive FTP is now the default ..."
        became = [v for v, notes in _wget_releases(read_text(news)) if re.search(rf"{feature} is now the default", notes, re.I)]
        if len(became) == 1:
            b.add("cross_file", "/etc/wgetrc switches exactly one setting on for real (not in a comment). In which wget release "
                  "did that behaviour become the default, according to wget's NEWS?", became[0],
                  context=(str(path), str(news)))  # fmt: skip
    return b.questions


def limits_conf(path: Path = Path("/etc/security/limits.conf")) -> list[Question]:
    """limits.conf only documents: the items it knows (`#        - core - limits the core file size (KB)`) and commented-out
    example lines (`#@faculty        hard    nproc           50`)."""
    text = read_text(path)
    items = {m.group(1): (m.group(2), m.group(3)) for m in re.finditer(r"^#\s+- (\w+) - (.+?)(?: \((\w+)\))?$", text, re.M)}
    examples = re.findall(r"^#(\S+)\s+(soft|hard|-)\s+(\w+)\s+(\S+)$", text, re.M)  # domain, type, item, value
    b = _builder("limits.conf", path)
    domains = {item: {d for d, _, i, _ in examples if i == item} for item in items}
    hops = sorted(i for i, ds in domains.items() if len(ds) == 1 and "*" not in ds and i not in items[i][0])
    hop = b.rng.choice(hops)
    b.add("two_hops", f"Which user or group do the example lines of limits.conf limit on the item described as \"{items[hop][0]}\"?",
          next(iter(domains[hop])).lstrip("@"))  # fmt: skip
    kinds = Counter((d, t, i) for d, t, i, _ in examples)
    domain, kind, item, value = b.rng.choice([e for e in examples if kinds[e[:3]] == 1 and e[0] != "*" and e[1] != "-" and e[2] != hop])
    b.add("record_field", f"In limits.conf's examples, what {kind} {item} limit does {domain.lstrip('@')} get?", value)
    units = Counter(unit for _, unit in items.values() if unit)
    unit = b.rng.choice(sorted(u for u, n in units.items() if n >= 3))
    b.add("count", f"How many of the items limits.conf lists are measured in {unit}?", units[unit])
    b.add("absent", f"In which unit does limits.conf say the {_absent(text, 'swap', 'nthreads', 'vmem')} item is measured?", None)
    return b.questions


def http_status() -> list[Question]:
    """HTTPStatus in http/__init__.py: `NAME = code, 'Phrase'[, 'description']` (a bracketed tuple when it wraps)."""
    path, tree = _module("http")
    client = path.with_name("client.py")
    members = [(n.targets[0].id, *ast.literal_eval(n.value)) for n in _class(tree, "HTTPStatus").body
               if isinstance(n, ast.Assign) and isinstance(n.targets[0], ast.Name)]  # fmt: skip
    phrase = {m[1]: m[2] for m in members}
    described = {m[1]: m[3] for m in members if len(m) == 4}
    b = _builder("http-status", path)
    texts = Counter(described.values())
    code = b.rng.choice(sorted(c for c, d in described.items() if len(d.split()) <= 4 and texts[d] == 1))
    b.add("record_field", f"Besides its reason phrase, Python's http.HTTPStatus gives status {code} a short description. What is it?",
          described[code])  # fmt: skip
    b.add("count", "How many members of http.HTTPStatus get only a reason phrase and no description?", len(members) - len(described))
    if longest := _top(described, key=lambda c: len(described[c])):
        b.add("extreme", "Which status in http.HTTPStatus has the longest description, in characters? Give its code.", str(longest))
    source = read_text(client)
    if re.search(r"^responses = \{v: v\.phrase for v in http\.HTTPStatus\.__members__\.values\(\)\}$", source, re.M):
        other = b.rng.choice(sorted(c for c, p in phrase.items() if len(p.split()) >= 3 and c not in (code, longest)))
        b.add("cross_file", f"http.client has a responses table built from another module of the http package. What does "
              f"http.client.responses give for {other}?", phrase[other], context=(str(client), str(path)))  # fmt: skip
    missing = _absent(read_text(path), "420", "419", "509")
    b.add("absent", f"What reason phrase does http.HTTPStatus give status code {missing}?", None)
    return b.questions


# Round 10, written before any run on it: OpenSSH's ssh_config (with openssh-client's NEWS.Debian), /etc/gai.conf,
# the zlib FAQ, configparser.py and iso-codes' iso_639-2.json (with iso_639-5.json).

OPENSSH_NEWS = Path("/usr/share/doc/openssh-client/NEWS.Debian.gz")


def ssh_config(path: Path = Path("/etc/ssh/ssh_config"), news: Path = OPENSSH_NEWS) -> list[Question]:
    """The client's `Host *` block: the defaults shown on commented-out lines (`#   ForwardAgent no`), then a few options set
    for real on indented lines (`    SendEnv LANG LC_*`)."""
    text = read_text(path)
    block = text.split("\nHost *\n", 1)[1]
    shown = re.findall(r"^#\s+([A-Z]\w+)\s+(\S.*?)\s*$", block, re.M)  # in order; IdentityFile more than once
    active = dict(re.findall(r"^[ \t]+([A-Z]\w+)\s+(\S.*?)\s*$", block, re.M))
    keys = [k for k, _ in shown]
    once = {k: v for k, v in shown if keys.count(k) == 1}
    b = _builder("ssh_config", path)
    key = b.rng.choice(sorted(k for k, v in once.items() if v not in ("yes", "no") and not v.isdigit() and k not in active
                              and 2 <= len(v) <= 12 and sum(v in w for _, w in shown) == 1))  # fmt: skip
    # (no bare number such as the port, and not any, which any:any holds too)
    b.add("record_field", f"Which value does /etc/ssh/ssh_config show, in a commented-out line, for {key}?", once[key])
    listed = b.rng.choice(sorted(k for k in set(keys) if keys.count(k) > 1))
    b.add("count", f"How many {listed} lines are there in the Host * section of the system-wide ssh_config, commented out or "
          "not?", keys.count(listed) + (listed in active))  # fmt: skip
    i = b.rng.choice([i for i in range(len(keys) - 1) if keys[i] in once and keys[i] != key and keys[i + 1] != keys[i]])
    b.add("ordering", f"In the Host * block of ssh_config, which option is listed right after {keys[i]}?", keys[i + 1])
    overridden = [k for k, v in active.items() if k in once and once[k] != v]
    if len(overridden) == 1:
        b.add("two_hops", "One option in ssh_config's Host * block appears twice: once commented out with one value and once set for "
              "real to a different value. Which option is it?", overridden[0])  # fmt: skip
    notes = read_text(news)
    turned = [(k, m.start()) for k in once if once[k] == "yes" and (m := re.search(rf"disable {k} by default", notes, re.I))]
    if len(turned) == 1:
        option, at = turned[0]
        release = re.findall(r"OpenSSH (\d+\.\d+) includes", notes[:at])[-1]  # the last release named above the note
        b.add("cross_file", f"ssh_config still shows {option} as yes in a comment. According to openssh-client's NEWS.Debian, "
              "which upstream OpenSSH release stopped enabling it by default?", release, context=(str(path), str(news)))  # fmt: skip
    missing = _absent(text, "ServerAliveInterval", "ControlMaster", "Compression")
    b.add("absent", f"What value does the system-wide ssh_config give {missing}?", None)
    return b.questions


def openssh_news(path: Path = OPENSSH_NEWS) -> list[Question]:
    """openssh-client's NEWS.Debian: changelog-style entries (`openssh (1:9.2p1-1) unstable; urgency=medium`), newest first,
    most of them bulleted lists of changes that may break a configuration. Versions are asked and answered without the
    `1:` epoch."""
    text = read_text(path)
    entries = changelog_entries(text)
    bare = [e.version.split(":", 1)[-1] for e in entries]
    b = _builder("openssh-news-debian", path)
    b.add("count", "How many of the uploads in openssh-client's NEWS.Debian went to experimental rather than unstable?",
          sum(e.distribution == "experimental" for e in entries))  # fmt: skip
    usual = Counter(e.urgency for e in entries).most_common(1)[0][0]
    j = b.rng.choice([j for j, e in enumerate(entries) if e.urgency != usual])
    b.add("record_field", f"With what urgency was openssh {bare[j]} uploaded, going by its NEWS.Debian entry?", entries[j].urgency)
    bullets = [len(re.findall(r"^\s+\* ", e.body, re.M)) for e in entries]
    top = _top(range(len(entries)), key=bullets.__getitem__)
    if top is not None:
        b.add("extreme", "Which openssh upload has the most bullet points (lines starting with *) in its NEWS.Debian entry? Give "
              "the version.", bare[top])  # fmt: skip
    i = b.rng.choice([i for i in range(len(entries) - 1) if i not in (j, top) and i + 1 not in (j, top)])
    b.add("ordering", f"In openssh-client's NEWS.Debian, which upload's entry comes next after the one for {bare[i]}, going down "
          "the file? Give its version.", bare[i + 1])  # fmt: skip
    missing = _absent(text, "1:8.5p1-1", "1:8.6p1-1", "1:9.3p1-1")
    b.add("absent", f"On what date was the NEWS.Debian entry for openssh {missing.split(':', 1)[1]} signed?", None)
    return b.questions


def gai_conf(path: Path = Path("/etc/gai.conf")) -> list[Question]:
    """glibc's gai.conf documents its RFC 3484 tables on commented-out lines (`#precedence  ::1/128       50`); a table is a
    run of such lines, and the precedence table is followed by a one-line alternative for sites preferring IPv4."""
    text = read_text(path)
    runs: list[tuple[str, list[tuple[str, int]]]] = []
    previous = ""
    for line in text.splitlines():
        m = re.fullmatch(r"#(label|precedence|scopev4)\s+(\S+)\s+(\d+)", line.strip())
        if m and m.group(1) == previous:
            runs[-1][1].append((m.group(2), int(m.group(3))))
        elif m:
            runs.append((m.group(1), [(m.group(2), int(m.group(3)))]))
        previous = m.group(1) if m else ""
    labels = dict(next(rows for kind, rows in runs if kind == "label"))
    tables = [rows for kind, rows in runs if kind == "precedence"]
    precedence, changed = dict(tables[0]), {mask for rows in tables[1:] for mask, _ in rows}
    b = _builder("gai.conf", path)
    mask = b.rng.choice(sorted(m for m in precedence if m not in changed))
    b.add("record_field", f"What precedence does the default table in gai.conf give to {mask}?", str(precedence[mask]))
    values = Counter(precedence.values())
    hop = b.rng.choice(sorted(m for m in precedence if m in labels and m != mask and values[precedence[m]] == 1
                              and labels[m] != precedence[m]))  # fmt: skip
    b.add("two_hops", f"Going by gai.conf's default tables, what label does the prefix with precedence {precedence[hop]} get?",
          str(labels[hop]))  # fmt: skip
    b.add("count", "How many prefixes does the default label table in /etc/gai.conf list?", len(labels))
    if low := _top(precedence, key=lambda m: -precedence[m]):
        b.add("extreme", "Which prefix has the lowest precedence in gai.conf's default precedence table?", low)
    b.add("absent", f"What does gai.conf give as the default for its {_absent(text, 'sortv4', 'preferv4', 'ipv4first')} option?", None)
    return b.questions


def zlib_faq(path: Path = Path("/usr/share/doc/zlib1g-dev/FAQ.gz")) -> list[Question]:
    """The zlib FAQ numbers its questions ` 1. Is zlib Y2K-compliant?`; a long question goes on indented on the next line."""
    text = read_text(path)
    found = [(int(m.group(1)), m.group(2).strip(), " ".join(x.strip() for x in m.group(3).splitlines()))
             for m in re.finditer(r"^ ?(\d{1,2})\. (\S.*)\n((?: {4}\S.*\n)*)", text, re.M)]  # fmt: skip
    numbers = [n for n, _, _ in found]
    if numbers != list(range(1, len(found) + 1)):
        raise ValueError(f"the zlib FAQ numbers its questions {numbers}, not 1..{len(found)}")
    whole = {n: f"{first} {rest}".strip() for n, first, rest in found}
    single = {n: first for n, first, rest in found if not rest}
    b = _builder("zlib-faq", path)
    n1, n2 = b.rng.sample(sorted(single), 2)
    b.add("section_title", f"What does question {n1} of the zlib FAQ ask?", single[n1])
    b.add("section_title", f"Which number does the zlib FAQ give the question \"{single[n2]}\"?", str(n2))
    n3 = b.rng.choice([n for n in single if n + 1 in single and not {n, n + 1} & {n1, n2}])
    b.add("ordering", f"In the zlib FAQ, which question comes right after \"{single[n3]}\"?", single[n3 + 1])
    firsts = Counter(t.split()[0] for t in whole.values())
    word = b.rng.choice(sorted(w for w, k in firsts.items() if 4 <= k <= 12))
    b.add("count", f"How many of the numbered questions in the zlib FAQ begin with the word \"{word}\"?", firsts[word])
    b.add("absent", f"What does question {len(found) + 1} of the zlib FAQ ask?", None)
    return b.questions


def configparser_py() -> list[Question]:
    b, tree = _source("configparser")
    classes = {n.name: n for n in tree.body if isinstance(n, ast.ClassDef)}
    errors = {"Error"}
    for name, node in classes.items():  # bases come before their subclasses in the file
        if any(isinstance(base, ast.Name) and base.id in errors for base in node.bases):
            errors.add(name)
    b.add("count", "How many exception classes does configparser.py define, counting Error and every class derived from it "
          "(directly or through another)?", len(errors))  # fmt: skip
    raw = _class(tree, "RawConfigParser")
    states = next(ast.literal_eval(n.value) for n in raw.body
                  if isinstance(n, ast.Assign) and ast.unparse(n.targets[0]) == "BOOLEAN_STATES")  # fmt: skip
    b.add("record_field", "Which strings does configparser's RawConfigParser read as false when it converts a value to a "
          "boolean?", tuple(k for k, v in states.items() if v is False))  # fmt: skip
    basic = {f.name: f for f in _functions(classes["BasicInterpolation"].body)}
    limits = sorted({n.id for f in basic.values() for n in ast.walk(f) if isinstance(n, ast.Name) and n.id.isupper()
                     and isinstance(_constant(tree, n.id), int)})  # fmt: skip
    if len(limits) == 1:
        b.add("two_hops", "BasicInterpolation gives up when %(name)s references nest too deeply. How many levels does it allow, "
              "going by the value configparser.py sets for that limit?", str(_constant(tree, limits[0])))  # fmt: skip
    init = next(f for f in _functions(raw.body) if f.name == "__init__")
    fallback = next(n.value for n in classes["ConfigParser"].body
                    if isinstance(n, ast.Assign) and ast.unparse(n.targets[0]) == "_DEFAULT_INTERPOLATION")  # fmt: skip
    own = [f.name for f in _functions(classes["ConfigParser"].body)]
    if "__init__" not in own and "_DEFAULT_INTERPOLATION" in ast.unparse(init) and isinstance(fallback, ast.Call):
        b.add("two_hops", "configparser.ConfigParser takes its constructor from its base class. When no interpolation argument is "
              "given, which interpolation class does a ConfigParser end up using?", ast.unparse(fallback.func))  # fmt: skip
    inits = {name: f for name in errors for f in _functions(classes[name].body) if f.name == "__init__"}
    if longest := _top(inits, key=lambda name: _lines(inits[name])):
        b.add("extreme", "Among the exception classes of configparser.py, which one has the longest __init__ method?", longest)
    read = next(f for f in _functions(raw.body) if f.name == "read")
    if "errors" not in [a.arg for a in read.args.args + read.args.kwonlyargs]:
        b.add("absent", "What default does RawConfigParser.read in configparser.py give its errors parameter?", None)
    return b.questions


def iso_639(path: Path = ISO_CODES / "iso_639-2.json", families: Path = ISO_CODES / "iso_639-5.json") -> list[Question]:
    """iso-codes' ISO 639-2 languages (`alpha_3`, maybe `alpha_2` and a differing `bibliographic` code) and, in 639-5, the
    language families and groups, many of whose codes 639-2 also has, at times under another name."""
    languages = _iso("639-2")
    text = read_text(path)
    groups = {g["alpha_3"]: g["name"] for g in _iso("639-5")}
    names = Counter(e["name"] for e in languages)
    b = _builder("iso_639-2.json", path)
    plain = sorted(e["name"] for e in languages if names[e["name"]] == 1 and re.fullmatch(r"[A-Z][a-z]+", e["name"])
                   and "bibliographic" not in e and e["alpha_3"] not in groups)  # fmt: skip
    name = b.rng.choice(plain)
    b.add("record_field", f"What three-letter code does iso_639-2.json give the {name} language?",
          next(e["alpha_3"] for e in languages if e["name"] == name))  # fmt: skip
    b.add("count", "How many languages in iso_639-2.json have a bibliographic code besides their main three-letter code?",
          sum("bibliographic" in e for e in languages))  # fmt: skip

    def plainly(s: str) -> str:
        return re.sub(r"\W+", " ", s).lower()

    renamed = sorted(c for c in groups for e in languages if e["alpha_3"] == c and plainly(e["name"]) != plainly(groups[c]))
    code = b.rng.choice(renamed)
    b.add("cross_file", f"iso_639-5.json lists the language group \"{groups[code]}\". Under what name does iso_639-2.json list the "
          "same code?", next(e["name"] for e in languages if e["alpha_3"] == code), context=(str(path), str(families)))  # fmt: skip
    missing = _absent(text, "Toki Pona", "Quenya", "Dothraki")
    b.add("absent", f"What three-letter code does iso_639-2.json give {missing}?", None)
    return b.questions


# Round 11, written before any run on it: apt's configure-index, /etc/pam.d/login (with common-auth), GNU tar's NEWS,
# dpkg's triggers spec, argparse.py and dpkg's cputable (with tupletable).

APT_INDEX = Path("/usr/share/doc/apt/examples/configure-index")


def _apt_options(text: str) -> list[tuple[str, str, str | None, bool]]:
    """The options of apt's configure-index in the file's order as (enclosing scope, name, value, opens a block): the scope
    written out with `::` between its levels (`APT::Get`, '' at the top), the value unquoted (None when the line gives
    none, as `Update {`). `/* */` and `//` comments are dropped, and so are the bare strings of a list block
    (`Pre-Invoke {"touch ..."; };`)."""
    options: list[tuple[str, str, str | None, bool]] = []
    scope: list[str] = []
    name: str | None = None
    value: str | None = None
    for token in re.findall(r'"[^"\n]*"|//[^\n]*|/\*.*?\*/|[{};]|[^\s{};"]+', text, re.DOTALL):
        if token.startswith(("//", "/*")):
            continue
        if token == "{":
            if name is not None:
                options.append(("::".join(scope), name.strip('"'), value, True))
            scope.append((name or "").strip('"'))
            name = value = None
        elif token in (";", "}"):
            if name is not None and not (name.startswith('"') and value is None):  # a list's bare string is no option
                options.append(("::".join(scope), name.strip('"'), value, False))
            name = value = None
            if token == "}":
                scope.pop()
        elif name is None:
            name = token
        else:
            value = token.strip('"')
    if scope:
        raise ValueError(f"configure-index leaves the blocks {scope} open")
    return options


def apt_configure_index(path: Path = APT_INDEX) -> list[Question]:
    """apt's configure-index: every configuration directive in nested `Name { ... };` blocks, most with their type as a
    placeholder value (`"<BOOL>"`), a few with an example value (`Timeout "30";`); a block may carry a value of its own
    (`Retries "<INT>" { ... }`) and an option's name may hold more levels itself (`PDiffs::FileLimit`). An option's full
    name depends on the blocks around it, so it is only known by following the braces."""
    text = read_text(path)
    options = _apt_options(text)
    full = Counter(f"{s}::{n}" if s else n for s, n, _, _ in options)
    children: dict[str, list[tuple[str, str | None, bool]]] = {}
    for scope, name, value, opens in options:
        children.setdefault(scope, []).append((name, value, opens))
        if opens:
            children.setdefault(f"{scope}::{name}" if scope else name, [])
    blocks = {s: kids for s, kids in children.items() if s}
    b = _builder("apt-configure-index", path)
    examples = sorted(f"{s}::{n}" for s, n, v, opens in options if s and "/" not in s and v and not opens
                      and not re.fullmatch(r"<[A-Z_]+>", v) and text.count(f'"{v}"') == 1 and full[f"{s}::{n}"] == 1)  # fmt: skip
    asked = b.rng.choice(examples)
    b.add("record_field", f"What example value does apt's configure-index give for {asked}?",
          next(v for s, n, v, _ in options if f"{s}::{n}" == asked))  # fmt: skip
    flat = {s: kids for s, kids in blocks.items() if kids and not any(o or "::" in n for n, _, o in kids)}  # leaves only, one level
    typed = sorted((s, t) for s, kids in flat.items() for t, k in Counter(v for _, v, _ in kids).items()
                   if t and re.fullmatch(r"<[A-Z_]+>", t) and 2 <= k < len(kids))  # fmt: skip
    block, kind = b.rng.choice(typed)
    b.add("count", f"How many options in the {block} block of apt's configure-index have the type {kind}?",
          sum(v == kind for _, v, _ in flat[block]))  # fmt: skip
    if top := _top(blocks, key=lambda s: len(blocks[s])):
        b.add("extreme", "Which block of apt's configure-index lists the most options directly inside its braces (options of blocks "
              "nested in it not counted)? Give its full name, with :: between the levels.", top)  # fmt: skip
    names = Counter(tuple(n for n, _, _ in kids) for kids in blocks.values())
    siblings = sorted((s, i) for s, kids in flat.items() if s != block and names[tuple(n for n, _, _ in kids)] == 1
                      for i in range(len(kids) - 1) if [n for n, _, _ in kids].count(kids[i][0]) == 1)  # fmt: skip
    scope, i = b.rng.choice(siblings)
    b.add("ordering", f"In the {scope} block of apt's configure-index, which option comes right after {flat[scope][i][0]}?",
          flat[scope][i + 1][0])  # fmt: skip
    https, http = blocks.get("Acquire::https", []), {n: v for n, v, _ in blocks.get("Acquire::http", [])}
    note = re.search(r"// HTTPS method configuration: uses the http\s*\n\s*// - proxy config", text)
    if note and http.get("Proxy") and not any(n == "Proxy" or n.startswith("Proxy::") for n, _, _ in https):
        b.add("two_hops", "The Acquire::https block of apt's configure-index sets no proxy of its own. Going by the file's comments "
              "and its other blocks, which proxy would https use then?", http["Proxy"])  # fmt: skip
    missing = _absent(text, "Parallel-Downloads", "Max-Parallel", "Download-Threads")
    b.add("absent", f"What type does apt's configure-index give Acquire::{missing}?", None)
    return b.questions


PAM_LOGIN = Path("/etc/pam.d/login")


def _pam(text: str) -> list[tuple[str, str, str, str]]:
    """A PAM service file's active lines as (type, control, module, arguments), `@include common-auth` as
    ('@include', '', 'common-auth', '')."""
    rows = []
    for line in text.splitlines():
        if m := re.fullmatch(r"(auth|account|session|password)\s+(\[[^\]]*\]|\S+)\s+(\S+)\s*(.*?)\s*", line):
            rows.append((m.group(1), m.group(2), m.group(3), m.group(4)))
        elif m := re.fullmatch(r"@include\s+(\S+)\s*", line):
            rows.append(("@include", "", m.group(1), ""))
    return rows


def pam_login(path: Path = PAM_LOGIN) -> list[Question]:
    """/etc/pam.d/login: one PAM statement a line (`session    optional   pam_motd.so motd=/run/motd.dynamic`) under a block
    of comments that often says which login.defs option the module replaces; some statements are commented out, and the
    stacks go on in the common-* files that `@include` lines pull in, so the module that runs next may be in another file."""
    text = read_text(path)
    rows = _pam(text)
    own = [r for r in rows if r[0] != "@include"]
    modules = Counter(m for _, _, m, _ in own)
    b = _builder("pam-login", path)
    kinds = Counter(t for t, _, _, _ in own)
    kind = b.rng.choice(sorted(k for k, n in kinds.items() if n >= 2))
    b.add("count", f"How many {kind} lines does /etc/pam.d/login itself set (not commented out, and not counting the files it "
          "includes)?", kinds[kind])  # fmt: skip
    replaced: dict[str, str] = {}  # login.defs option -> the module of the statement right under the comments naming it
    block: list[str] = []
    for line in text.splitlines():
        if line.startswith("#"):
            block.append(line)
            continue
        statement = re.fullmatch(r"(?:auth|account|session|password)\s+(?:\[[^\]]*\]|\S+)\s+(\S+).*", line)
        if statement and modules[statement.group(1)] == 1:
            for option in re.findall(r"Replaces the `(\w+)' (?:option|setting)", " ".join(block)):
                replaced[option] = statement.group(1)
        block = []  # a blank line ends the comments too: they were about a statement left commented out
    args = {m: a for _, _, m, a in own if modules[m] == 1 and a}
    option = b.rng.choice(sorted(o for o, m in replaced.items() if m in args))
    b.add("two_hops", f"According to its comments, /etc/pam.d/login uses a PAM module in place of login.defs' {option} option. Which "
          "arguments does it pass to that module?", args[replaced[option]])  # fmt: skip
    module = b.rng.choice(sorted(m for m in args if m != replaced[option]))
    b.add("record_field", f"Which arguments does /etc/pam.d/login pass to {module}?", args[module])
    order = [m for _, _, m, _ in own]
    pairs = sorted(i for i in range(len(order) - 1) if modules[order[i]] == 1 and order[i + 1] != order[i]
                   and order[i] not in (module, replaced[option]))  # fmt: skip
    i = b.rng.choice(pairs)
    b.add("ordering", f"Which module does /etc/pam.d/login list right after {order[i]}?", order[i + 1])
    included = path.with_name(next(m for t, _, m, _ in rows if t == "@include" and m.endswith("-auth")))
    stack: list[tuple[str, bool]] = []  # the auth modules in the order PAM runs them, each marked as login's own or not
    for t, _, m, _ in rows:
        if t == "@include" and path.with_name(m) == included:
            stack += [(x, False) for tt, _, x, _ in _pam(read_text(included)) if tt == "auth"]
        elif t == "auth":
            stack.append((m, True))
    j = next(k for k in range(len(stack) - 1) if stack[k][1] and not stack[k + 1][1])
    b.add("cross_file", f"When login authenticates a user, which PAM module runs right after {stack[j][0]}, counting the modules "
          "/etc/pam.d/login pulls in with its @include lines?", stack[j + 1][0], context=(str(path), str(included)))  # fmt: skip
    missing = _absent(text, "pam_securetty", "pam_tally2", "pam_google_authenticator")
    b.add("absent", f"Which arguments does /etc/pam.d/login pass to {missing}.so?", None)
    return b.questions


def tar_news(path: Path = Path("/usr/share/doc/tar/NEWS.gz")) -> list[Question]:
    """GNU tar's NEWS, newest first: `version 1.34 - Sergey Poznyakoff, 2021-02-13` heads each release (the older ones
    `Version 1.12 - François Pinard, 1997-04.`, a few with no maintainer named), then `*` items. The last line sums up
    `Versions 1.07 back to 1.00 by Jay Fenlason.`, which heads no release here."""
    text = read_text(path)
    heads = re.finditer(r"^[Vv]ersion (\d+(?:\.\d+)+)(?:,| -)(?: (.+?),)? (\d{4}-\d\d(?:-\d\d)?)\.?$", text, re.MULTILINE)
    releases = [(m.group(1), m.group(2), m.group(3)) for m in heads]  # version, maintainer (or None), date
    b = _builder("tar-news", path)
    days = Counter(d for _, _, d in releases)
    version, _, day = b.rng.choice([r for r in releases if len(r[2]) == 10 and days[r[2]] == 1])
    b.add("record_field", f"According to GNU tar's NEWS, on what date was tar {version} released?", day)
    years = Counter(d[:4] for _, _, d in releases)
    year = b.rng.choice(sorted(y for y, n in years.items() if n >= 3))
    b.add("count", f"How many tar releases does the NEWS file list for the year {year}?", years[year])
    by = Counter(who for _, who, _ in releases if who)
    if top := _top(by.items(), key=lambda kv: kv[1]):
        b.add("extreme", "Which maintainer is named on the most release headings in GNU tar's NEWS?", top[0])

    def parts(v: str) -> tuple[int, ...]:
        return tuple(int(x) for x in v.split("."))

    def obvious(newer: str, older: str) -> bool:  # 1.13.25 right after 1.13.24: no need to read the file
        a, z = parts(newer), parts(older)
        return len(a) == len(z) and a[:-1] == z[:-1] and a[-1] == z[-1] + 1

    handovers = [i for i in range(len(releases) - 1) if releases[i][1] and releases[i + 1][1] and releases[i][1] != releases[i + 1][1]]
    h = b.rng.choice(handovers)
    b.add("two_hops", f"Who made the tar release that came right after {releases[h + 1][0]}, going by tar's NEWS?", releases[h][1])
    jumps = [i for i in range(1, len(releases)) if not obvious(releases[i - 1][0], releases[i][0]) and i - 1 != h and i != h + 1]
    i = b.rng.choice(jumps)
    b.add("ordering", f"Which tar release came right before {releases[i - 1][0]}, according to tar's NEWS?", releases[i][0])
    missing = _absent(text, "1.35", "1.36", "1.12.1")
    b.add("absent", f"When was tar {missing} released, according to tar's NEWS?", None)
    return b.questions


def dpkg_triggers(path: Path = Path("/usr/share/doc/dpkg/spec/triggers.txt")) -> list[Question]:
    """dpkg's triggers spec: parts headed in capitals and underlined with `=` (TRIGGERS, TRANSITION PLAN, ...), each with
    sections underlined with `-`, no numbers; one section sums up dpkg's command lines in a tab-separated table."""
    text = read_text(path)
    lines = text.splitlines()
    parts: list[tuple[str, list[str]]] = []
    for above, line in pairwise(lines):
        if line and len(set(line)) == 1 and line[0] in "=-" and len(line) == len(above) and above.strip():
            if line[0] == "=":
                parts.append((above, []))
            else:
                parts[-1][1].append(above)
    titles = Counter(t for p, sections in parts for t in [p, *sections])
    b = _builder("dpkg-triggers", path)
    counted = b.rng.choice([p for p, sections in parts if len(sections) >= 3])
    b.add("count", f"How many sections (the headings underlined with dashes) does the part {counted} of dpkg's triggers spec "
          "have?", len(dict(parts)[counted]))  # fmt: skip
    placed = sorted((s, p) for p, sections in parts if p != counted for s in sections
                    if titles[s] == 1 and not set(p.lower().split()) & set(s.lower().split()))  # fmt: skip  (no word of the part)
    section, part = b.rng.choice(placed)
    b.add("section_title", f"In dpkg's triggers spec, under which part (a heading in capitals) is the section \"{section}\"?", part)
    after = sorted((sections[k], sections[k + 1]) for _, sections in parts for k in range(len(sections) - 1)
                   if section not in sections[k:k + 2] and titles[sections[k]] == 1
                   and sections[k].split()[0] != sections[k + 1].split()[0])  # fmt: skip
    first, then = b.rng.choice(after)
    b.add("ordering", f"Which section of dpkg's triggers spec comes right after \"{first}\"?", then)
    table = text[text.index(" Command line\t"):]
    header = [c.strip() for c in re.split(r"\t+", table.splitlines()[0])]
    rows = [re.split(r"\t+", line.strip()) for line in table.splitlines() if re.match(r" --\w", line)]
    cells = Counter(c for r in rows for c in r[1:])
    row = b.rng.choice([r for r in rows if len(r) == len(header) and cells[r[-1]] == 1 and len(r[-1]) > 5])
    b.add("record_field", f"In the triggers spec's summary of dpkg's command lines, what does the {header[-1]} column say for "
          f"dpkg {row[0]}?", row[-1])  # fmt: skip
    missing = _absent(text, "Trigger priorities", "Security considerations", "Performance notes")
    b.add("absent", f"Under which part of dpkg's triggers spec is the section \"{missing}\"?", None)
    return b.questions


def _derived(classes: dict[str, ast.ClassDef], root: str) -> set[str]:
    """`root` and the module's classes derived from it, directly or through others (a base comes before its
    subclasses in the file)."""
    derived = {root}
    for name, node in classes.items():
        if any(isinstance(base, ast.Name) and base.id in derived for base in node.bases):
            derived.add(name)
    return derived


def argparse_py() -> list[Question]:
    """argparse.py: the Action classes (one per action= name, registered by _ActionsContainer), HelpFormatter and its
    variants, ArgumentParser; the defaults of their constructors."""
    b, tree = _source("argparse")
    classes = {n.name: n for n in tree.body if isinstance(n, ast.ClassDef)}
    actions = _derived(classes, "Action")
    b.add("count", "How many classes in argparse.py derive from Action, directly or through another class (Action itself not "
          "counted)?", len(actions) - 1)  # fmt: skip
    parser = _functions(classes["ArgumentParser"].body)
    init = next(f for f in parser if f.name == "__init__")
    plain = sorted(a.arg for a in init.args.args[len(init.args.args) - len(init.args.defaults):]
                   if _default(init, a.arg) not in ("None", "True", "False", "[]"))  # fmt: skip
    param = b.rng.choice(plain)
    b.add("record_field", f"What default does argparse.ArgumentParser give its {param} parameter, as written in argparse.py?",
          _default(init, param))  # fmt: skip
    container = next(f for f in _functions(classes["_ActionsContainer"].body) if f.name == "__init__")
    registered = {c.args[1].value: c.args[2].id for c in ast.walk(container)  # self.register('action', 'store', _StoreAction)
                  if isinstance(c, ast.Call) and ast.unparse(c.func) == "self.register" and len(c.args) == 3
                  and ast.unparse(c.args[0]) == "'action'" and isinstance(c.args[1], ast.Constant)
                  and isinstance(c.args[1].value, str) and isinstance(c.args[2], ast.Name)}  # fmt: skip
    inits = {cls: f for cls in set(registered.values()) for f in _functions(classes[cls].body) if f.name == "__init__"}
    hops = sorted(name for name, cls in registered.items() if cls in inits
                  and "default" in [a.arg for a in inits[cls].args.args[len(inits[cls].args.args) - len(inits[cls].args.defaults):]]
                  and _default(inits[cls], "default") not in ("None", "True", "False"))  # fmt: skip
    action = b.rng.choice(hops)
    b.add("two_hops", f"argparse handles action='{action}' with a class of its own. What default does that class's constructor give "
          "its default parameter?", _default(inits[registered[action]], "default"))  # fmt: skip
    if longest := _top(parser, key=_lines):
        b.add("extreme", "Which method of argparse.ArgumentParser spans the most lines?", longest.name)
    params = [a.arg for a in init.args.args + init.args.kwonlyargs]
    if "suggest_on_error" not in params:  # new in Python 3.14
        b.add("absent", "What default does argparse.ArgumentParser in this argparse.py give its suggest_on_error parameter?", None)
    return b.questions


DPKG_TABLES = Path("/usr/share/dpkg")


def dpkg_cputable(path: Path = DPKG_TABLES / "cputable", tuples: Path = DPKG_TABLES / "tupletable") -> list[Question]:
    """dpkg's cputable: one CPU a line, tab-separated (Debian name, GNU name, config.guess regex, pointer bits,
    endianness). tupletable maps Debian arch tuples (`eabihf-gnu-linux-arm`) to architecture names (`armhf`), the tuple's
    last part naming a CPU of cputable, so an architecture's CPU is found in one file and its properties in the other."""
    text = read_text(path)
    cpus = [line.split() for line in text.splitlines() if line.strip() and not line.startswith("#")]
    by_name = {c[0]: c for c in cpus}
    b = _builder("dpkg-cputable", path)
    cpu = b.rng.choice(sorted(c[0] for c in cpus if c[1] != c[0]))
    b.add("record_field", f"What GNU name does dpkg's cputable give the CPU {cpu}?", by_name[cpu][1])
    kinds = Counter((c[3], c[4]) for c in cpus)
    bits, order = b.rng.choice(sorted(k for k, n in kinds.items() if n >= 3))
    b.add("count", f"How many CPUs in dpkg's cputable are {bits}-bit and {order}-endian?", kinds[(bits, order)])
    i = b.rng.choice([i for i in range(len(cpus) - 1) if cpus[i][0] != cpu])
    b.add("ordering", f"Which CPU does dpkg's cputable list right after {cpus[i][0]}?", cpus[i + 1][0])
    rows = [line.split() for line in read_text(tuples).splitlines() if line.strip() and not line.startswith("#")]
    built = sorted((arch, base) for t, arch in rows if "<cpu>" not in t and (base := t.rsplit("-", 1)[1]) in by_name
                   and by_name[base][1] not in (arch, base) and arch not in by_name and base != cpu)  # fmt: skip
    arch, base = b.rng.choice(built)
    b.add("cross_file", f"Going by dpkg's tupletable and cputable, what is the GNU name of the CPU that the Debian architecture {arch} "
          "is built on?", by_name[base][1], context=(str(path), str(tuples)))  # fmt: skip
    missing = _absent(text, "vax", "pdp11", "z80")
    b.add("absent", f"What GNU name does dpkg's cputable give the CPU {missing}?", None)
    return b.questions


# Round 12, written before any run on it: glibc's NEWS, bash's COMPAT, the locales package's SUPPORTED list (with
# iso-codes' iso_15924.json), iso_15924.json itself, logging/__init__.py (with logging/handlers.py) and xkb-data's base.lst.

GLIBC_NEWS = Path("/usr/share/doc/libc6/NEWS.gz")


def _glibc_releases(text: str) -> list[tuple[str, str]]:
    """glibc's NEWS as (version, notes), newest first: `Version 2.35` heads each release, back to 1.04."""
    heads = list(re.finditer(r"^Version (\d+(?:\.\d+)+)$", text, re.M))
    return [(m.group(1), text[m.end():nxt.start() if nxt else len(text)]) for m, nxt in zip(heads, [*heads[1:], None], strict=True)]


def _glibc_part(notes: str, heading: str) -> str:
    """One part of a release's notes (`Security related changes:`), up to the next heading: a line at the margin that
    ends with a colon. The items of a part are indented or start with `* `, so none of them ends it."""
    m = re.search(rf"^{re.escape(heading)}:\n(.*?)(?=^[A-Z][^\n]*:\n|\Z)", notes, re.M | re.S)
    return m.group(1) if m else ""


def glibc_news(path: Path = GLIBC_NEWS) -> list[Question]:
    """The GNU C Library's NEWS, newest release first (`Version 2.36.1`, Debian adds its backported fixes there). Since 2.23
    a release lists its fixed bugs one a line (`  [28770] libc: ...`) under `The following bugs are resolved with this
    release:`, and since 2.24 it names its CVEs under `Security related changes:`, in later releases one paragraph per
    advisory starting `  CVE-2022-23219: ...`. Older releases list their bugs as bare numbers and are not asked about."""
    text = read_text(path)
    releases = _glibc_releases(text)
    security = {v: _glibc_part(notes, "Security related changes") for v, notes in releases}
    cves = {v: sorted(set(re.findall(r"CVE-\d{4}-\d+", part))) for v, part in security.items()}
    bugs = {v: re.findall(r"^  \[(\d+)\]", _glibc_part(notes, "The following bugs are resolved with this release"), re.M)
            for v, notes in releases}  # fmt: skip
    upstream = [v for v, _ in releases if re.fullmatch(r"2\.\d+", v)]  # not the point release Debian keeps adding to
    b = _builder("glibc-news", path)
    where = {c: [v for v, notes in releases if c in notes] for c in set(re.findall(r"CVE-\d{4}-\d+", text))}
    top = _top(cves, key=lambda v: len(cves[v]))
    fixed = sorted(c for v in upstream if v != top for c in cves[v] if where[c] == [v])
    cve = b.rng.choice(fixed)
    b.add("record_field", f"Which glibc release fixed {cve}, going by glibc's NEWS file?", where[cve][0])
    counted = b.rng.choice([v for v in upstream if 40 <= len(bugs[v]) <= 100 and len(set(bugs[v])) == len(bugs[v])])
    b.add("count", f"How many resolved bugs does glibc's NEWS list for release {counted}?", len(bugs[counted]))
    if top is not None:
        b.add("extreme", "Which glibc release names the most distinct CVE identifiers in its \"Security related changes\"? Give "
              "the version.", top)  # fmt: skip
    leads = {v: re.findall(r"^  (CVE-\d{4}-\d+):", security[v], re.M) for v in upstream}
    pairs = sorted((v, k) for v in upstream for k in range(len(leads[v]) - 1) if v != top
                   and where[leads[v][k]] == [v] and where[leads[v][k + 1]] == [v])  # fmt: skip
    v, k = b.rng.choice(pairs)
    b.add("ordering", f"In the security section of glibc {v}'s NEWS entry, which CVE is described right after {leads[v][k]}?",
          leads[v][k + 1])  # fmt: skip
    once = sorted((n, v) for v in upstream if len(cves[v]) >= 2 and v not in (top, counted, where[cve][0])
                  for n in bugs[v] if len(re.findall(rf"\b{n}\b", text)) == 1)  # fmt: skip
    bug, release = b.rng.choice(once)
    b.add("two_hops", f"glibc's NEWS lists bug {bug} among the bugs one release resolved. How many different CVE identifiers does "
          "that release's \"Security related changes\" part name?", len(cves[release]))  # fmt: skip
    headed = {v for v, _ in releases}
    missing = next(v for v in ("2.37", "2.36.2", "2.35.1") if v not in headed)
    b.add("absent", f"Which security fixes does glibc's NEWS list for release {missing}?", None)
    return b.questions


def bash_compat(path: Path = Path("/usr/share/doc/bash/COMPAT.gz")) -> list[Question]:
    """bash's COMPAT: 67 numbered incompatibilities (`34. Bash-4.0 allows ...`), then the section `Shell Compatibility
    Level`, which says in prose when the levels came and ends with a table: each level on a line of its own (`compat50
    (set using BASH_COMPAT)`), its behaviour changes under it as tab-indented `- ` items."""
    text = read_text(path)
    numbered, levels = text.split("\nShell Compatibility Level\n", 1)
    items = {int(m.group(1)): " ".join(m.group(2).split())
             for m in re.finditer(r"^(\d+)\.\s+(.*?)(?=^\d+\.\s|\Z)", numbered, re.M | re.S)}  # fmt: skip
    if sorted(items) != list(range(1, len(items) + 1)):
        raise ValueError(f"bash's COMPAT numbers its items {sorted(items)}")
    table = {m.group(1): [" ".join(x.split()) for x in re.split(r"^\t- ", m.group(2), flags=re.M)[1:]]
             for m in re.finditer(r"^(compat\d+)[^\n]*\n((?:\t[^\n]*\n)+)", levels, re.M)}  # fmt: skip
    names = list(table)
    b = _builder("bash-compat", path)
    top = _top(names, key=lambda n: len(table[n]))
    counted = b.rng.choice([n for n in names if len(table[n]) >= 3 and n != top])
    b.add("count", f"How many behaviour changes does bash's COMPAT file list under the {counted} compatibility level?",
          len(table[counted]))  # fmt: skip
    if top is not None:
        b.add("extreme", "In the table of shell compatibility levels at the end of bash's COMPAT, which level lists the most "
              "behaviour changes?", top)  # fmt: skip
    gaps = [i for i in range(len(names) - 1) if int(names[i + 1][6:]) != int(names[i][6:]) + 1 and counted not in names[i:i + 2]]
    i = b.rng.choice(gaps)
    b.add("ordering", f"Which compatibility level does bash's COMPAT describe right after {names[i]}?", names[i + 1])
    found: dict[str, set[str]] = {}
    for name in names:
        for token in re.findall(r"`[A-Za-z_][\w\[\]@]+'|\$[A-Z_]{4,}|POSIX interpretation \d+", " ".join(table[name])):
            found.setdefault(token, set()).add(name)
    tokens = sorted(t for t, where in found.items() if len(where) == 1 and not {counted, top} & where)
    token = b.rng.choice(tokens)
    b.add("section_title", f"Under which compatibility level does bash's COMPAT list a change that mentions {token}?",
          next(iter(found[token])))  # fmt: skip
    introduced = re.findall(r"Bash-(\d+\.\d+) introduced (?:a new shell variable: (\w+)|the concept of a `([^']+)')", levels)
    version, variable, concept = b.rng.choice(introduced)
    mentions = sum(bool(re.search(rf"\bbash-{re.escape(version)}\b", item, re.I)) for item in items.values())
    what = f"the {variable} variable" if variable else f"the idea of a {concept}"
    b.add("two_hops", f"According to bash's COMPAT, one bash release introduced {what}. How many of the file's numbered items "
          "(1, 2, 3, ...) mention that release?", mentions)  # fmt: skip
    missing = _absent(text, "compat52", "compat45", "compat30")
    b.add("absent", f"Which behaviour changes does bash's COMPAT list under the {missing} compatibility level?", None)
    return b.questions


SUPPORTED = Path("/usr/share/i18n/SUPPORTED")


def i18n_supported(path: Path = SUPPORTED, scripts: Path = ISO_CODES / "iso_15924.json") -> list[Question]:
    """The locales package's SUPPORTED: one locale a line with its character set (`ar_AE ISO-8859-6`, `ar_AE.UTF-8 UTF-8`,
    `sr_RS@latin UTF-8`), language_TERRITORY, sorted by name but for a few. A modifier after @ may name a script, whose
    four-letter code is in iso-codes' iso_15924.json."""
    text = read_text(path)
    rows = [line.split() for line in text.splitlines() if line.strip() and not line.startswith("#")]
    charset = dict(rows)
    if len(charset) != len(rows) or any(len(r) != 2 for r in rows):
        raise ValueError(f"{path}: a locale listed twice or a line not `name charset`")
    names = [n for n, _ in rows]
    b = _builder("i18n-supported", path)
    sets = Counter(charset.values())
    local = sorted(n for n, c in rows if "." not in n and "@" not in n and 2 <= sets[c] <= 9)
    name = b.rng.choice(local)
    b.add("record_field", f"Which character set does the SUPPORTED list of the locales package give the locale {name}?",
          charset[name])  # fmt: skip
    counted = b.rng.choice(sorted(c for c, n in sets.items() if 5 <= n <= 40))
    b.add("count", f"How many locales in /usr/share/i18n/SUPPORTED use the character set {counted}?", sets[counted])
    language = {n: n.split("_")[0].split(".")[0].split("@")[0] for n in names}
    languages = Counter(language.values())
    if top := _top(languages, key=languages.__getitem__):
        b.add("extreme", "Which language code (what comes before the underscore, as de in de_AT) begins the most locale names "
              "in SUPPORTED?", top)  # fmt: skip
    i = b.rng.choice([i for i in range(len(names) - 1) if language[names[i]] != language[names[i + 1]] and names[i] != name])
    b.add("ordering", f"Which locale comes right after {names[i]} in SUPPORTED?", names[i + 1])
    iso = _iso("15924")
    named: dict[str, list[str]] = {}
    for n in names:
        if "@" in n:
            modifier = n.split("@", 1)[1]
            exact = [s["alpha_4"] for s in iso if s["name"].lower() == modifier]
            named.setdefault(n, exact or [s["alpha_4"] for s in iso if s["name"].lower().startswith(modifier + " (")])
    hops = sorted(n for n, codes in named.items() if len(codes) == 1)
    hop = b.rng.choice(hops)
    b.add("cross_file", f"The modifier of the locale {hop} in SUPPORTED names a writing system. What four-letter code does "
          "iso_15924.json give that script?", named[hop][0], context=(str(path), str(scripts)))  # fmt: skip
    missing = next(n for n in ("la_VA", "haw_US", "tok_CA") if n not in charset and n.lower() not in text.lower())
    b.add("absent", f"Which character set does SUPPORTED list for the locale {missing}?", None)
    return b.questions


def iso_15924(path: Path = ISO_CODES / "iso_15924.json") -> list[Question]:
    """iso-codes' ISO 15924 scripts (`{"alpha_4": "Deva", "name": "Devanagari (Nagari)", "numeric": "315"}`), sorted by
    their four-letter code; the numeric codes group the scripts by hundreds and 900 up are private or special."""
    scripts = _iso("15924")
    text = read_text(path)
    number = {s["alpha_4"]: int(s["numeric"]) for s in scripts}
    name = {s["alpha_4"]: s["name"] for s in scripts}
    if len(set(number.values())) != len(number):
        raise ValueError("iso_15924.json gives two scripts one numeric code")
    b = _builder("iso_15924.json", path)
    plain = sorted(c for c in name if re.fullmatch(r"[A-Z][a-z]+", name[c]) and number[c] >= 100)
    asked = b.rng.choice(plain)
    b.add("record_field", f"What numeric code does iso_15924.json give the {name[asked]} script?", f"{number[asked]:03d}")
    hundreds = Counter(n // 100 for n in number.values())
    h = b.rng.choice(sorted(k for k, n in hundreds.items() if 10 <= n <= 45))
    b.add("count", f"How many scripts in iso_15924.json have a numeric code from {h}00 to {h}99?", hundreds[h])
    if top := _top([c for c in number if number[c] < 900], key=number.__getitem__):
        b.add("extreme", "Leaving out the codes from 900 up (private use and special codes), which script in iso_15924.json has "
              "the highest numeric code? Give its four-letter code.", top)  # fmt: skip
    order = sorted(number, key=number.__getitem__)
    i = b.rng.choice([i for i in range(len(order) - 1) if order[i] in plain and order[i + 1] in plain and asked not in order[i:i + 2]
                      and number[order[i + 1]] - number[order[i]] > 1])  # fmt: skip
    b.add("ordering", f"If you sort the scripts of iso_15924.json by their numeric code, which one comes right after "
          f"{name[order[i]]}? Give its name.", name[order[i + 1]])  # fmt: skip
    missing = _absent(text, "Yezidi", "Vithkuqi", "Toto")
    b.add("absent", f"What numeric code does iso_15924.json give the {missing} script?", None)
    return b.questions


def logging_py() -> list[Question]:
    """logging/__init__.py: the level constants, the format styles (`_STYLES`), Formatter, Filterer and the Handler
    classes, Logger with its Manager, the module-level functions; logging/handlers.py builds its handlers on these."""
    path, tree = _module("logging")
    handlers = path.with_name("handlers.py")
    classes = {n.name: n for n in tree.body if isinstance(n, ast.ClassDef)}
    b = _builder("logging-init", path)
    styles = next(n.value for n in tree.body if isinstance(n, ast.Assign) and ast.unparse(n.targets[0]) == "_STYLES")
    assert isinstance(styles, ast.Dict)
    formats = {ast.literal_eval(k): v.elts[1] for k, v in zip(styles.keys, styles.values, strict=True)
               if isinstance(k, ast.Constant) and isinstance(v, ast.Tuple)}  # fmt: skip
    style = b.rng.choice(sorted(s for s, v in formats.items() if isinstance(v, ast.Constant)))
    b.add("record_field", f"In logging/__init__.py, which default format string goes with the {style} style?",
          ast.literal_eval(formats[style]))  # fmt: skip
    derived = _derived(classes, "Handler")
    b.add("count", "How many classes in logging/__init__.py derive from Handler, directly or through another class (Handler "
          "itself not counted)?", len(derived) - 1)  # fmt: skip
    functions = [f.name for f in _functions(tree.body)]
    public = [i for i in range(len(functions) - 1) if not functions[i].startswith("_") and not functions[i + 1].startswith("_")]
    i = b.rng.choice(public)
    b.add("ordering", f"Which module-level function does logging/__init__.py define right after {functions[i]}?", functions[i + 1])
    resort = next(n.value for n in tree.body if isinstance(n, ast.Assign) and ast.unparse(n.targets[0]) == "_defaultLastResort")
    if isinstance(resort, ast.Call) and len(resort.args) == 1 and isinstance(resort.args[0], ast.Name):
        b.add("two_hops", "logging falls back on a last-resort handler when no handler is configured. What numeric level is that "
              "handler created with, going by logging/__init__.py?", str(_constant(tree, resort.args[0].id)))  # fmt: skip
    other = ast.parse(read_text(handlers))
    theirs = {n.name: n for n in other.body if isinstance(n, ast.ClassDef)}

    def chain(name: str) -> list[str]:  # the classes of handlers.py from `name` up, then the one of logging/__init__.py
        base = ast.unparse(theirs[name].bases[0]) if theirs[name].bases else ""
        return [name, *(chain(base) if base in theirs else [base.removeprefix("logging.")])]

    handler_init = next(f for f in _functions(classes["Handler"].body) if f.name == "__init__")
    deep = sorted(n for n in theirs if len(chain(n)) >= 3 and chain(n)[-1] == "Handler"
                  and not any(a.arg == "level" for c in chain(n)[:-1] for f in _functions(theirs[c].body) if f.name == "__init__"
                              for a in f.args.args))  # fmt: skip
    cls = b.rng.choice(deep)
    b.add("cross_file", f"logging.handlers.{cls} derives, through its base classes, from a class of logging/__init__.py. As written "
          "in the source, what default does that class's constructor give its level parameter?", _default(handler_init, "level"),
          context=(str(path), str(handlers)))  # fmt: skip
    file_init = next(f for f in _functions(classes["FileHandler"].body) if f.name == "__init__")
    params = " ".join(a.arg for a in file_init.args.args + file_init.args.kwonlyargs)
    missing = _absent(params, "maxBytes", "backupCount", "when")
    b.add("absent", f"What default does logging.FileHandler in logging/__init__.py give its {missing} parameter?", None)
    return b.questions


def xkb_base_lst(path: Path = Path("/usr/share/X11/xkb/rules/base.lst")) -> list[Question]:
    """xkb-data's base.lst: four parts headed `! model`, `! layout`, `! variant` and `! option`, one entry a line (`  pc105
    Generic 105-key PC`). A variant's description starts with its layout (`  chr  us: Cherokee`); the options come in
    groups, each headed by an entry without a colon (`  grp  Switching to another layout`), and an option's own prefix
    need not be its group's (`numpad:microsoft` sits under `compat`)."""
    text = read_text(path)
    parts: dict[str, list[tuple[str, str]]] = {}
    for line in text.splitlines():
        if line.startswith("! "):
            parts[line[2:].strip()] = []
        elif m := re.fullmatch(r"  (\S+)\s+(\S.*?)\s*", line):
            next(reversed(parts.values())).append((m.group(1), m.group(2)))
    models, layouts, variants = dict(parts["model"]), dict(parts["layout"]), parts["variant"]
    b = _builder("xkb-base.lst", path)
    described = Counter(models.values())
    model = b.rng.choice(sorted(m for m, d in models.items() if described[d] == 1 and not d.lower().startswith(m.lower())))
    b.add("record_field", f"What description does base.lst give the keyboard model {model}?", models[model])
    per_layout = Counter(d.split(":", 1)[0] for _, d in variants)
    layout = b.rng.choice(sorted(k for k, n in per_layout.items() if 5 <= n <= 15))
    b.add("count", f"How many variants does base.lst list for the layout {layout} ({layouts[layout]})?", per_layout[layout])
    if top := _top(per_layout, key=per_layout.__getitem__):
        b.add("extreme", "Which layout has the most variants in base.lst? Give the layout's description, not its code.", layouts[top])
    codes = Counter(v for v, _ in variants)
    hops = sorted((v, d.split(":", 1)[0]) for v, d in variants if codes[v] == 1 and d.split(":", 1)[0] != layout
                  and layouts[d.split(":", 1)[0]].split()[0].lower() not in d.split(":", 1)[1].lower())  # fmt: skip
    variant, of = b.rng.choice(hops)
    b.add("two_hops", f"The variant {variant} in base.lst belongs to one layout. What description does the layout section give "
          "that layout?", layouts[of])  # fmt: skip
    group = ""
    groups: dict[str, tuple[str, str]] = {}  # option -> (its group's code, the group's description)
    headers = {}
    for option, description in parts["option"]:
        if ":" not in option:
            group, headers[option] = option, description
        else:
            groups[option] = (group, headers[group])
    titles = Counter(headers.values())
    odd = sorted(o for o, (g, _) in groups.items() if o.split(":")[0].lower() != g.lower() and titles[headers[g]] == 1)
    option = b.rng.choice(odd)
    b.add("section_title", f"Under which group of options does base.lst list {option}? Give the group's description.", groups[option][1])
    missing = _absent(text, "Keychron", "Razer", "Das Keyboard")
    b.add("absent", f"Which model code does base.lst use for the {missing} keyboard?", None)
    return b.questions


# Round 13, written before any run on it: GNU coreutils' NEWS, readline's /etc/inputrc (with bash's inputrc.arrows), the
# locales package's KOI8-R charmap (with KOI8-U), imaplib.py, base-passwd's Users and Groups document (with its
# group.master) and iso-codes' iso_639-3.json.

COREUTILS_NEWS = Path("/usr/share/doc/coreutils/NEWS.gz")


def _coreutils_releases(text: str) -> list[tuple[str, str, str | None, str]]:
    """coreutils' NEWS as (version, date, bracketed tag or None, notes), newest first: only the releases headed with a
    date (`* Noteworthy changes in release 9.1 (2022-04-15) [stable]`, older `* Major changes in release ...`); the
    oldest ones, marked ` [4.5.12]` at the end of their items, have none and are left out."""
    heads = list(re.finditer(r"^\* (?:Noteworthy|Major) changes in release (\S+) \((\d{4}-\d\d-\d\d)\)(?: \[([^\]\n]+)\])?",
                             text, re.M))  # fmt: skip
    return [(m.group(1), m.group(2), m.group(3), text[m.end():nxt.start() if nxt else len(text)])
            for m, nxt in zip(heads, [*heads[1:], None], strict=True)]  # fmt: skip


def coreutils_news(path: Path = COREUTILS_NEWS) -> list[Question]:
    """GNU coreutils' NEWS, newest release first: `* Noteworthy changes in release 8.21 (2013-02-14) [stable]` heads each
    release, its date in parentheses and a tag in brackets (stable, beta, unstable, ...), then parts headed `** Bug
    fixes`, `** New features`, `** New programs` (`  numfmt: reformat numbers`) and so on, each item a paragraph. Below
    5.0 the items are `*` lines, each release's closed by its version in brackets, with no date."""
    text = read_text(path)
    releases = _coreutils_releases(text)
    versions = [v for v, _, _, _ in releases]
    date = {v: d for v, d, _, _ in releases}
    b = _builder("coreutils-news", path)
    tagged = [(v, t) for v, _, t, _ in releases if t and t != "stable"]
    version, tag = b.rng.choice(tagged)
    b.add("record_field", f"What tag does coreutils' NEWS give release {version} in the square brackets after its date?", tag)
    tags = Counter(t for _, _, t, _ in releases if t)
    counted = b.rng.choice(sorted(t for t, n in tags.items() if n >= 3 and t not in ("stable", tag)))
    b.add("count", f"How many coreutils releases are tagged [{counted}] in the NEWS file?", tags[counted])

    def parts(v: str) -> tuple[int, ...]:
        return tuple(int(x) for x in v.split("."))

    def obvious(newer: str, older: str) -> bool:  # 8.21 right after 8.20: no need to read the file
        a, z = parts(newer), parts(older)
        return len(a) == len(z) and a[:-1] == z[:-1] and a[-1] == z[-1] + 1

    jumps = [i for i in range(len(releases) - 1) if not obvious(versions[i], versions[i + 1]) and version not in versions[i:i + 2]]
    i = b.rng.choice(jumps)
    b.add("ordering", f"Going by coreutils' NEWS, which version was released just before {versions[i]}?", versions[i + 1])
    announced: dict[str, list[str]] = {}  # program -> the releases whose `** New programs` part names it
    for v, _, _, notes in releases:
        for part in re.finditer(r"^\*\* New programs\n(.*?)(?=^\*\*? |\Z)", notes, re.M | re.S):
            for program in re.findall(r"^  ([a-z][\w-]*): ", part.group(1), re.M):
                announced.setdefault(program, []).append(v)
    once = sorted(p for p, where in announced.items() if len(where) == 1 and where[0] != version)
    program = b.rng.choice(once)
    b.add("section_title", f"Under which release does coreutils' NEWS list {program} as a new program? Give the version number.",
          announced[program][0])  # fmt: skip
    other = b.rng.choice([p for p in once if announced[p] != announced[program]])
    b.add("two_hops", f"coreutils' NEWS names {other} among the new programs of one release. When did that release come out?",
          date[announced[other][0]])  # fmt: skip
    missing = next(v for v in ("9.3", "9.2", "8.33") if v not in versions and f"coreutils-{v}" not in text)
    b.add("absent", f"What new features did coreutils {missing} bring, according to its NEWS file?", None)
    return b.questions


INPUTRC = Path("/etc/inputrc")


def _readline_bindings(text: str) -> list[tuple[str, str, tuple[str, ...]]]:
    """The key bindings of a readline init file that are not commented out, in the file's order, as (key sequence,
    function, the tests of the `$if` blocks around it, outermost first)."""
    bindings: list[tuple[str, str, tuple[str, ...]]] = []
    tests: list[str] = []
    for line in text.splitlines():
        line = line.strip()
        if line.startswith("$if "):
            tests.append(line[4:].strip())
        elif line == "$endif":
            tests.pop()
        elif m := re.fullmatch(r'"([^"]+)":\s*(\S+)', line):
            bindings.append((m.group(1), m.group(2), tuple(tests)))
    if tests:
        raise ValueError(f"the $if blocks {tests} are left open")
    return bindings


def inputrc(path: Path = INPUTRC) -> list[Question]:
    """/etc/inputrc, readline's global init file: a few `set` lines, then key bindings (`"\\e[3~": delete-char`) inside
    `$if mode=emacs ... $endif`, one block nested in it (`$if term=rxvt`). Many bindings are commented out as
    alternatives, and a comment points to bash's inputrc.arrows for more arrow-key codes, which lists its bindings
    (`"\\C-[OD"        backward-char`) under comment headings such as `# Arrow keys in keypad mode`."""
    text = read_text(path)
    bindings = _readline_bindings(text)
    keys = Counter(k for k, _, _ in bindings)
    functions = Counter(f for _, f, _ in bindings)
    bound = {k: f for k, f, _ in bindings}
    b = _builder("inputrc", path)
    key = b.rng.choice(sorted(k for k, f, _ in bindings if keys[k] == 1 and functions[f] == 1))
    b.add("record_field", f'Which readline function does /etc/inputrc bind to the key sequence "{key}"?', bound[key])
    function = b.rng.choice(sorted(f for f, n in functions.items() if n >= 2))
    b.add("count", f"How many key sequences does /etc/inputrc bind to {function}, leaving out the commented-out lines?",
          functions[function])  # fmt: skip
    nested = sorted(k for k, _, tests in bindings if len(tests) >= 2 and keys[k] == 1)
    inner = b.rng.choice(nested) if nested else None
    if inner is not None:
        tests = next(t for k, _, t in bindings if k == inner)
        b.add("section_title", f'The binding of "{inner}" in /etc/inputrc sits inside more than one $if block. What does the '
              "innermost $if test? Give the condition as the file writes it.", tests[-1])  # fmt: skip
    asked = {key, inner}
    steps = [i for i in range(len(bindings) - 1) if keys[bindings[i][0]] == 1 and bindings[i][1] != bindings[i + 1][1]
             and not asked & {bindings[i][0], bindings[i + 1][0]}]  # fmt: skip
    i = b.rng.choice(steps)
    b.add("ordering", f'Skipping the commented-out lines, which function does the binding that follows "{bindings[i][0]}" in '
          "/etc/inputrc call?", bindings[i + 1][1])  # fmt: skip
    pointer = re.search(r"^#.*?(/\S+/inputrc\.arrows)", text, re.M)
    if pointer and Path(pointer.group(1)).is_file():
        arrows = Path(pointer.group(1))
        heading = ""
        under: dict[str, str] = {}
        for line in read_text(arrows).splitlines():
            if m := re.fullmatch(r"#\s*(Arrow keys .+?)\s*", line):
                heading = m.group(1)
            elif (m := re.fullmatch(r'"([^"]+)"\s+\S+\s*', line)) and heading:
                under[m.group(1)] = heading
        sequence = b.rng.choice(sorted(under))
        b.add("cross_file", f'/etc/inputrc refers to another file for more arrow-key codes. Under which comment heading does that '
              f'file list "{sequence}"? Give the heading as written.', under[sequence], context=(str(path), str(arrows)))  # fmt: skip
    missing = _absent(text, "editing-mode", "completion-query-items", "mark-symlinked-directories")
    b.add("absent", f"What value does /etc/inputrc give the readline variable {missing}?", None)
    return b.questions


CHARMAPS = Path("/usr/share/i18n/charmaps")


def _charmap(path: Path) -> list[tuple[int, int, str]]:
    """A glibc charmap's CHARMAP lines (`<U0436>     /xd6         CYRILLIC SMALL LETTER ZHE`) as (code point, byte,
    name), in the file's order, the name's spaces collapsed (KOI8-U writes `BOX DRAWINGS  DOUBLE UP AND LEFT`)."""
    rows = re.findall(r"^<U([0-9A-F]{4,8})>\s+/x([0-9a-f]{2})\s+(\S.*?)\s*$", read_text(path), re.M)
    return [(int(u, 16), int(x, 16), " ".join(name.split())) for u, x, name in rows]


def koi8_r(path: Path = CHARMAPS / "KOI8-R.gz", ukrainian: Path = CHARMAPS / "KOI8-U.gz") -> list[Question]:
    """The locales package's KOI8-R charmap: a header (`<code_set_name> KOI8-R`, comment and escape characters), then
    between CHARMAP and END CHARMAP one byte a line with its Unicode code point and name, in byte order. ASCII below
    0x80; box drawing, blocks and a few signs from 0x80 to 0xBF; the Cyrillic letters from 0xC0 up, in KOI8's order
    (ю а б ц д ...), not the alphabet's. KOI8-U is the same table with Ukrainian letters in place of some box drawings."""
    text = read_text(path)
    rows = _charmap(path)
    name = {x: n for _, x, n in rows}
    if len(name) != len(rows) or len(set(name.values())) != len(rows):
        raise ValueError(f"{path}: a byte or a name listed twice")
    b = _builder("koi8-r", path)
    byte = b.rng.choice(sorted(x for _, x, n in rows if x >= 0xC0))
    b.add("record_field", f"In the KOI8-R charmap, which character is byte 0x{byte:02X} (/x{byte:02x} in the file)? Give its name.",
          name[byte])  # fmt: skip
    b.add("count", "How many box-drawing characters (names beginning BOX DRAWINGS) does the KOI8-R charmap hold?",
          sum(n.startswith("BOX DRAWINGS ") for _, _, n in rows))  # fmt: skip
    if top := _top(rows, key=lambda r: r[0]):
        b.add("extreme", "Which character of the KOI8-R charmap has the highest Unicode code point? Give its name.", top[2])
    letters = [i for i in range(len(rows) - 1) if rows[i][2].startswith("CYRILLIC ") and rows[i + 1][2].startswith("CYRILLIC ")
               and rows[i + 1][0] != rows[i][0] + 1 and byte not in (rows[i][1], rows[i + 1][1])]  # fmt: skip
    i = b.rng.choice(letters)
    b.add("ordering", f"Which character does KOI8-R put at the byte right after {rows[i][2]}? Give its name.", rows[i + 1][2])
    theirs = {x: n for _, x, n in _charmap(ukrainian)}
    changed = sorted(x for x in name if x in theirs and theirs[x] != name[x] and name[x].startswith("BOX DRAWINGS "))
    swapped = b.rng.choice(changed)
    other = re.sub(r" \(\w+\)$", "", theirs[swapped])  # `CYRILLIC SMALL LETTER YI (Ukrainian)`: the name without its note
    b.add("cross_file", f"KOI8-U, the Ukrainian variant, encodes something else at the byte where KOI8-R has {name[swapped]}. "
          "Which character? Give its name.", other, context=(str(path), str(ukrainian)))  # fmt: skip
    missing = _absent(text, "EURO SIGN", "CYRILLIC CAPITAL LETTER YI")
    b.add("absent", f"Which byte does the KOI8-R charmap use for the {missing}?", None)
    return b.questions


def imaplib_py() -> list[Question]:
    """imaplib.py: the port constants, the `Commands` table (each IMAP command with the states it may be sent in,
    NONAUTH, AUTH, SELECTED, LOGOUT; in alphabetical order but for a few), the response patterns, then the IMAP4 class,
    IMAP4_SSL (defined only `if HAVE_SSL:`) and IMAP4_stream, and a few module-level helpers."""
    b, tree = _source("imaplib")
    source = read_text(Path(__import__("imaplib").__file__ or ""))
    table = next(n.value for n in tree.body if isinstance(n, ast.Assign) and ast.unparse(n.targets[0]) == "Commands")
    assert isinstance(table, ast.Dict)
    commands = {ast.literal_eval(k): tuple(ast.literal_eval(v)) for k, v in zip(table.keys, table.values, strict=True) if k}
    names = list(commands)
    states = Counter(commands.values())
    single = sorted(c for c, s in commands.items() if len(s) == 1 and states[s] <= 3)
    command = b.rng.choice(single)
    b.add("record_field", f"imaplib's Commands table allows {command} in one state only. Which state?", commands[command][0])
    counted = b.rng.choice(sorted(s for s, n in states.items() if n >= 3 and s != commands[command]))
    where = " and ".join(counted) if len(counted) <= 2 else ", ".join(counted[:-1]) + " and " + counted[-1]
    b.add("count", f"How many commands does imaplib's Commands table allow in exactly the state{'s' if len(counted) > 1 else ''} "
          f"{where}, and in no other?", states[counted])  # fmt: skip
    alphabetical = sorted(names)
    swaps = [i for i in range(len(names) - 1) if alphabetical[alphabetical.index(names[i]) + 1:][:1] != [names[i + 1]]]
    i = b.rng.choice(swaps)
    b.add("ordering", f"Which command comes right after {names[i]} in imaplib's Commands table?", names[i + 1])
    imap4 = _class(tree, "IMAP4")
    if longest := _top(_functions(imap4.body), key=_lines):
        b.add("extreme", "Which method of the IMAP4 class in imaplib.py is the longest, counting from its def line to its last "
              "line?", longest.name)  # fmt: skip
    ssl = next(n for n in ast.walk(tree) if isinstance(n, ast.ClassDef) and n.name == "IMAP4_SSL")
    init = next(f for f in _functions(ssl.body) if f.name == "__init__")
    port = _default(init, "port")
    value = _constant(tree, port) if re.fullmatch(r"[A-Z_0-9]+", port) else ast.literal_eval(port)
    b.add("two_hops", "Which port number does imaplib.IMAP4_SSL connect to when it is given none, going by imaplib.py?", str(value))
    missing = next(c for c in ("IDLE", "COMPRESS", "GETMETADATA")  # a whole word: "idle" is in "Zeidler", a contributor's name
                   if c not in commands and not re.search(rf"\b{c}\b", source, re.I))  # fmt: skip
    b.add("absent", f"In which states does imaplib's Commands table allow the {missing} command?", None)
    return b.questions


USERS_AND_GROUPS = Path("/usr/share/doc/base-passwd/users-and-groups.txt.gz")


def _users_and_groups(text: str) -> list[tuple[str, str, str]]:
    """The entries of base-passwd's Users and Groups document as (the part's opening sentence, name, description), in
    the file's order. Chapter 2 is in three parts, each opened by a sentence at the margin of the entries (`Other groups
    have no associated user.`); an entry is a lowercase name (`nobody, nogroup` for a pair) over its indented text."""
    chapter = text[text.index("Chapter 2."):]
    entries: list[tuple[str, str, str]] = []
    part = ""
    for block in re.split(r"\n(?=   \S)", chapter):
        head, _, body = block.partition("\n")
        if re.fullmatch(r"   [a-z_][\w-]*(?:, [a-z_][\w-]*)*", head):
            entries.append((part, head.strip(), " ".join(body.split())))
        elif head.startswith("   ") and head[3].isupper():
            part = " ".join(block.split())
    return entries


GROUP_MASTER = Path("/usr/share/base-passwd/group.master")


def users_and_groups(path: Path = USERS_AND_GROUPS, master: Path = GROUP_MASTER) -> list[Question]:
    """base-passwd's Users and Groups in the Debian System (the text version): an introduction, then what each global
    static user and group is for, in three parts: users with a group of the same name, groups with no user, users with
    no group. Some entries hold a `HELP:` note or an id no longer allocated (`It had uid 37.`); the ids themselves are in
    /usr/share/base-passwd/passwd.master and group.master (`adm:*:4:`)."""
    text = read_text(path)
    entries = _users_and_groups(text)
    parts = list(dict.fromkeys(p for p, _, _ in entries))
    if len(parts) != 3:
        raise ValueError(f"{path}: expected three parts, found {parts}")
    b = _builder("users-and-groups", path)
    former = sorted((n, m.group(1)) for _, n, d in entries if (m := re.search(r"\bhad uid(?:/gid)? (\d+)\b", d)))
    user, uid = b.rng.choice(former)
    b.add("record_field", f"According to base-passwd's Users and Groups document, what uid did the {user} user have?", uid)
    groups_only = [n for p, n, _ in entries if p == parts[1]]
    b.add("count", "base-passwd's Users and Groups document describes some groups that have no associated user. How many such "
          "groups does it list?", len(groups_only))  # fmt: skip
    names = [n for _, n, _ in entries]
    i = b.rng.choice([i for i in range(len(names) - 1) if user not in names[i:i + 2] and ", " not in names[i] + names[i + 1]])
    b.add("ordering", f"In base-passwd's Users and Groups document, which user or group is described right after {names[i]}?",
          names[i + 1])  # fmt: skip
    gid = {r[0]: r[2] for r in (line.split(":") for line in read_text(master).splitlines()) if len(r) >= 3}
    first = {n: d.split(". ")[0].rstrip(".") + "." for _, n, d in entries}  # an entry's first sentence
    openings = Counter(first.values())
    described = sorted(n for p, n, _ in entries if p == parts[1] and n in gid and n not in names[i:i + 2]
                       and openings[first[n]] == 1 and n.lower() not in first[n].lower() and "HELP" not in first[n])  # fmt: skip
    group = b.rng.choice(described)
    b.add("cross_file", f'base-passwd\'s Users and Groups document describes one group as: "{first[group]}" Which GID does '
          "base-passwd's group.master give that group?", gid[group], context=(str(path), str(master)))  # fmt: skip
    missing = _absent(text, "wheel", "docker", "systemd-journal")
    b.add("absent", f"What does base-passwd's Users and Groups document say the {missing} group is for?", None)
    return b.questions


def iso_639_3(path: Path = ISO_CODES / "iso_639-3.json") -> list[Question]:
    """iso-codes' ISO 639-3 languages, sorted by their three-letter code (`{"alpha_3": "aae", "inverted_name": "Albanian,
    Arbëreshë", "name": "Arbëreshë Albanian", "scope": "I", "type": "L"}`), with alpha_2 and a bibliographic code for
    the few in ISO 639-1. The scope is I(ndividual), M(acrolanguage) or S(pecial); the type L(iving), E(xtinct),
    A(ncient), H(istorical), C(onstructed) or S(pecial)."""
    languages = _iso("639-3")
    text = read_text(path)
    names = Counter(x["name"] for x in languages)
    code = {x["name"]: x["alpha_3"] for x in languages}
    b = _builder("iso_639-3.json", path)
    plain = sorted(n for n, k in names.items() if k == 1 and re.fullmatch(r"[A-Z][a-z]{4,}", n))
    asked = b.rng.choice(plain)
    b.add("record_field", f"Which three-letter code does iso_639-3.json give the {asked} language?", code[asked])
    meaning = {"E": "extinct", "A": "ancient", "H": "historical", "C": "constructed"}
    types = Counter(x["type"] for x in languages)
    kind = b.rng.choice(sorted(t for t in meaning if 10 <= types[t] <= 700))
    b.add("count", f"How many entries of iso_639-3.json have the type {kind} ({meaning[kind]} languages)?", types[kind])
    initials = Counter(x["alpha_3"][0] for x in languages)
    if top := _top(initials, key=initials.__getitem__):
        b.add("extreme", "Which letter begins the most three-letter codes in iso_639-3.json?", top)
    order = [x["name"] for x in languages]
    i = b.rng.choice([i for i in range(len(order) - 1)
                      if order[i] in plain and order[i + 1] in plain and asked not in order[i:i + 2]])  # fmt: skip
    b.add("ordering", f"In iso_639-3.json, which language is listed right after {order[i]}? Give its name.", order[i + 1])
    missing = _absent(text, "Dothraki", "Quenya", "Sindarin")
    b.add("absent", f"Which three-letter code does iso_639-3.json give the {missing} language?", None)
    return b.questions


# Round 14, written before any run on it: less's NEWS, the kernel's asm-generic/errno.h (with errno-base.h), tarfile.py,
# fontconfig's 30-metric-aliases.conf (with 60-latin.conf), the interpreter's LICENSE.txt and glibc's fr_CA locale source
# (with the en_CA and fr_FR locales it copies from).

LESS_NEWS = Path("/usr/share/doc/less/NEWS.gz")


def _less_entries(text: str) -> list[tuple[str, str, list[str], bool]]:
    """less's NEWS as (older version, newer version, items, boxed), newest first: an entry is headed `Major changes between
    "less" versions 581 and 590` (indented by a tab), its items are paragraphs starting `* ` at the margin with their
    continuation lines joined, and `=====` lines part the entries. Boxed: the entry holds a box of asterisks around a
    second heading (`Things that may surprise you`), with more `* ` paragraphs under it."""
    heads = list(re.finditer(r'^\s+Major changes between "less" versions (\d+) and (\d+)\s*$', text, re.M))
    entries = []
    for m, nxt in zip(heads, [*heads[1:], None], strict=True):
        body = text[m.end():nxt.start() if nxt else len(text)]
        items = [" ".join(x.split()) for x in re.findall(r"^\* (.*?)(?=^\* |^\S|^\s*\*{5,}|\Z)", body, re.M | re.S)]
        entries.append((m.group(1), m.group(2), items, re.search(r"^\s*\*{5,}\s*$", body, re.M) is not None))
    return entries


def less_news(path: Path = LESS_NEWS) -> list[Question]:
    """less's NEWS, newest first: one entry per release, `Major changes between "less" versions 563 and 581` (the changes
    that came with 581), each a list of `* ` paragraphs, options written `--incsearch` or `-J (--status-column)`."""
    text = read_text(path)
    entries = _less_entries(text)
    if len({new for _, new, _, _ in entries}) != len(entries):
        raise ValueError(f"{path}: a version heads two entries")
    since = {new: old for old, new, _, _ in entries}
    sizes = {new: len(items) for _, new, items, _ in entries}
    boxed = {new for _, new, _, box in entries if box}
    b = _builder("less-news", path)
    added = [(new, k, m.group(1)) for _, new, items, _ in entries for k, item in enumerate(items)
             if (m := re.fullmatch(r"Add (?:the )?(--[a-z][\w-]*) option\.", item))]  # fmt: skip
    once = sorted((o, new) for new, _, o in added if len(re.findall(rf"{re.escape(o)}\b", text)) == 1)
    option, version = b.rng.choice(once)
    b.add("record_field", f"Going by less's NEWS, which version of less was the first to have the {option} option?", version)
    counted = b.rng.choice(sorted(v for v, n in sizes.items() if 8 <= n <= 20 and v not in boxed and v != version))
    b.add("count", f"How many items (paragraphs starting with an asterisk) does less's NEWS list under the changes between versions "
          f"{since[counted]} and {counted}?", sizes[counted])  # fmt: skip
    runs = sorted((x[0], x[2], y[2]) for x, y in pairwise(added) if x[0] == y[0] != version and y[1] == x[1] + 1)
    new, first, then = b.rng.choice(runs)
    b.add("ordering", f"In less's NEWS, the entry for version {new} adds several options one after another. Which option does the "
          f"item right after the one adding {first} add?", then)  # fmt: skip
    if (top := _top(since, key=lambda v: int(v) - int(since[v]))) is not None:  # (the most items: two entries tie)
        b.add("extreme", "Each entry of less's NEWS lists the changes between two versions. Which entry spans the widest range "
              "of version numbers (the later version minus the earlier)? Give the later of its two versions.", top)  # fmt: skip
    mentions: dict[str, set[str]] = {}
    for _, v, items, _ in entries:
        for var in re.findall(r"\bLESS[A-Z_]+\b", " ".join(items)):
            mentions.setdefault(var, set()).add(v)
    single = sorted(var for var, where in mentions.items() if len(where) == 1 and len(re.findall(rf"\b{var}\b", text)) == 1
                    and not where & {version, counted, new, top})  # fmt: skip
    var = b.rng.choice(single)
    b.add("section_title", f"Under which entry of less's NEWS is the environment variable {var} mentioned? Give the later of the two "
          "versions in the entry's heading.", next(iter(mentions[var])))  # fmt: skip
    missing = _absent(text, "--redraw-on-quit", "--header", "--search-options")
    b.add("absent", f"Going by less's NEWS, which version of less was the first to have the {missing} option?", None)
    return b.questions


ERRNO = Path("/usr/include/asm-generic/errno.h")


def _errno_codes(text: str) -> list[tuple[str, str, str]]:
    """The `#define EDEADLK  35  /* Resource deadlock would occur */` lines of a kernel errno header as (name, value,
    description), in the file's order; the value is a number or, for an alias (`#define EDEADLOCK EDEADLK`), another
    code's name, and the description is '' when the line has no comment."""
    rows = re.findall(r"^#define\s+(E[A-Z0-9]+)\s+(\w+)[ \t]*(?:/\*\s*(.*?)\s*\*/)?[ \t]*$", text, re.M)
    return [(name, value, description) for name, value, description in rows]


def errno_h(path: Path = ERRNO, base: Path = ERRNO.with_name("errno-base.h")) -> list[Question]:
    """linux-libc-dev's asm-generic/errno.h: the error codes from 35 up, one `#define` a line with its number and a comment
    saying what it means, in number order with a few gaps and comments; it includes errno-base.h for codes 1 to 34, and two
    of its codes are aliases of others (`#define EWOULDBLOCK EAGAIN`)."""
    text, base_text = read_text(path), read_text(base)
    codes, base_codes = _errno_codes(text), _errno_codes(base_text)
    numbered = [(n, int(v), d) for n, v, d in codes if v.isdigit()]
    if len({v for _, v, _ in numbered}) != len(numbered):
        raise ValueError(f"{path}: a number defined twice")
    b = _builder("errno.h", path)
    name, number, _ = b.rng.choice(numbered)
    b.add("record_field", f"Which error code does the kernel header asm-generic/errno.h define as {number}? Give its name.", name)
    words = Counter(w for _, _, d in numbered for w in set(d.lower().split()))
    others = re.sub(r"^#define\s+E[A-Z0-9]+\s.*$", "", text, flags=re.M).lower()  # the other comments (ENOSYS has a long one)
    counted = b.rng.choice(sorted(w for w, k in words.items() if 4 <= k <= 10 and w.isalpha() and len(w) >= 5 and w not in others
                                  and not any(re.search(rf"\b{w}", d.lower()) and w not in d.lower().split() for _, _, d in codes)))
    # (a word never written otherwise either: not "non-socket" nor "errors" beside "socket" or "error")
    b.add("count", f"How many of the error codes defined in asm-generic/errno.h itself (not errno-base.h) have a description "
          f"comment containing the word \"{counted}\", in any case?", words[counted])  # fmt: skip
    i = b.rng.choice([i for i in range(len(codes) - 1) if name not in (codes[i][0], codes[i + 1][0])])
    b.add("ordering", f"Which error code does asm-generic/errno.h define right after {codes[i][0]}?", codes[i + 1][0])
    if longest := _top(codes, key=lambda c: len(c[2])):
        b.add("extreme", "Which error code in asm-generic/errno.h has the longest description in its comment, counting characters? "
              "Give its name.", longest[0])  # fmt: skip
    in_base = {n: v for n, v, _ in base_codes}
    aliases = sorted((n, v) for n, v, _ in codes if v in in_base)
    alias, target = b.rng.choice(aliases)
    b.add("cross_file", f"asm-generic/errno.h defines {alias} as another error code rather than as a number. What number does that "
          "code have, going by errno-base.h?", in_base[target], context=(str(path), str(base)))  # fmt: skip
    missing = _absent(text + base_text, "ENOTSUP", "EPROCLIM", "EFTYPE")
    b.add("absent", f"What number does asm-generic/errno.h give the error code {missing}?", None)
    return b.questions


def tarfile_py() -> list[Question]:
    """tarfile.py: the format constants and type flags, the exceptions (TarError and those derived from it, the extraction
    filters' FilterError family among them), the stream helpers, TarInfo and TarFile, whose `open` hands each compression
    to a classmethod named in `OPEN_METH` (`"gz": "gzopen"`), then `is_tarfile` and the command line's `main`."""
    b, tree = _source("tarfile")
    classes = {n.name: n for n in tree.body if isinstance(n, ast.ClassDef)}
    tarfile_class = classes["TarFile"]
    attributes = {ast.unparse(n.targets[0]): n.value for n in tarfile_class.body if isinstance(n, ast.Assign) and len(n.targets) == 1}
    literal = {k: ast.literal_eval(v) for k, v in attributes.items() if isinstance(v, ast.Constant) and v.value is not None}
    shown = Counter(map(repr, literal.values()))
    attribute = b.rng.choice(sorted(k for k, v in literal.items() if shown[repr(v)] == 1))
    b.add("record_field", f"What class-level default does tarfile.TarFile set for its {attribute} attribute?", str(literal[attribute]))
    errors = _derived(classes, "TarError")
    b.add("count", "How many exception classes in tarfile.py derive from TarError, directly or through another class (TarError "
          "itself not counted)?", len(errors) - 1)  # fmt: skip
    methods = _functions(tarfile_class.body)
    by_name = {f.name: f for f in methods}
    meth = ast.literal_eval(attributes["OPEN_METH"])
    hops = sorted((kind, m, p) for kind, m in meth.items() if m in by_name
                  for p in [a.arg for a in by_name[m].args.args[len(by_name[m].args.args) - len(by_name[m].args.defaults):]]
                  if p not in ("mode", "fileobj") and _default(by_name[m], p) != "None")  # fmt: skip
    kind, opener, param = b.rng.choice(hops)
    b.add("two_hops", f"Given a mode such as 'r:{kind}', TarFile.open hands the work to the classmethod that TarFile.OPEN_METH "
          f"names for '{kind}'. What default does that method give its {param} parameter?",
          _default(by_name[opener], param))  # fmt: skip
    names = [f.name for f in methods]
    i = b.rng.choice([i for i in range(len(names) - 1) if opener not in names[i:i + 2] and not names[i + 1].startswith("_")])
    b.add("ordering", f"Which method does tarfile.TarFile define right after {names[i]}?", names[i + 1])
    if longest := _top(_functions(classes["TarInfo"].body), key=_lines):
        b.add("extreme", "Which method of tarfile.TarInfo spans the most lines, from its def line to its last line?", longest.name)
    add = by_name["add"]
    if "exclude" not in [a.arg for a in add.args.args + add.args.kwonlyargs]:  # removed in Python 3.7
        b.add("absent", "What default does TarFile.add in this tarfile.py give its exclude parameter?", None)
    return b.questions


FONTCONFIG = Path("/usr/share/fontconfig/conf.avail")


def _font_aliases(text: str) -> list[tuple[str, str, dict[str, list[str]]]]:
    """The `<alias>` elements of a fontconfig file as (family, binding or '', {'default'|'accept'|'prefer': families}), in
    the file's order."""
    root = ElementTree.fromstring(text)
    return [(" ".join((alias.findtext("family") or "").split()), alias.get("binding", ""),
             {part.tag: [" ".join((f.text or "").split()) for f in part.findall("family")] for part in alias
              if part.tag in ("default", "accept", "prefer")}) for alias in root.iter("alias")]  # fmt: skip


def metric_aliases(path: Path = FONTCONFIG / "30-metric-aliases.conf", latin: Path = FONTCONFIG / "60-latin.conf") -> list[Question]:
    """fontconfig's 30-metric-aliases.conf: a comment tabulates metric-compatible families (Arial, Liberation Sans, Arimo,
    Albany ...), then three runs of `<alias>` elements. 1: each specific family gets its generic as `<default>` (binding
    same); 2: each generic gets the other group's generic as a weak `<default>` (Arial -> Helvetica); 3: each generic
    `<accept>`s its specifics, in order. 60-latin.conf lists the families fontconfig prefers for serif, sans-serif,
    monospace and so on."""
    text = read_text(path)
    aliases = _font_aliases(text)
    defaults = [(family, binding, parts["default"][0]) for family, binding, parts in aliases if parts.get("default")]
    accepts = {family: parts["accept"] for family, _, parts in aliases if parts.get("accept")}
    step1 = {f: d for f, binding, d in defaults if binding == "same"}
    step2 = {f: d for f, binding, d in defaults if binding != "same"}
    firsts = Counter(f for f, _, _ in aliases)
    b = _builder("metric-aliases", path)
    specific = b.rng.choice(sorted(f for f in step1 if firsts[f] == 1 and f not in step2 and step1[f] not in step2))
    b.add("record_field", f"In fontconfig's 30-metric-aliases.conf, which family is {specific} aliased to as its default?",
          step1[specific])  # fmt: skip
    given = Counter(d for _, _, d in defaults)
    counted = b.rng.choice(sorted(d for d, n in given.items() if 3 <= n and d != step1[specific]))
    b.add("count", f"How many <alias> entries in 30-metric-aliases.conf give {counted} as the default family?", given[counted])
    if top := _top(given, key=given.__getitem__):
        b.add("extreme", "Which family is named as the default by the most <alias> entries in 30-metric-aliases.conf?", top)
    lists = sorted((g, k) for g, fs in accepts.items() if len(fs) >= 3 and g != counted for k in range(len(fs) - 1)
                   if not any(f.startswith(fs[k + 1] + " ") for f in fs))  # fmt: skip  (not Albany beside Albany AMT)
    generic, k = b.rng.choice(lists)
    b.add("ordering", f"30-metric-aliases.conf lists the families fontconfig may accept in place of {generic}. Which one is listed "
          f"right after {accepts[generic][k]}?", accepts[generic][k + 1])  # fmt: skip
    hops = sorted(f for f, d in step1.items() if d in step2 and firsts[f] == 1 and f != specific and d not in (counted, generic))
    hop = b.rng.choice(hops)
    b.add("two_hops", f"In 30-metric-aliases.conf, {hop} is aliased to another family as its default; a later <alias> entry gives "
          "that family a default of its own. Which family is that?", step2[step1[hop]])  # fmt: skip
    preferred = {family: parts["prefer"] for family, _, parts in _font_aliases(read_text(latin)) if parts.get("prefer")}
    shared = sorted((g, generic_family, hits[0]) for g, fs in accepts.items() for generic_family, prefer in preferred.items()
                    if g in prefer and len(hits := [f for f in fs if f in prefer]) == 1
                    and g not in (counted, generic, step1[hop]))  # fmt: skip
    g, generic_family, hit = b.rng.choice(shared)
    b.add("cross_file", f"Of the families that 30-metric-aliases.conf lets fontconfig accept in place of {g}, which one also appears "
          f"in 60-latin.conf's list of preferred {generic_family} families?", hit, context=(str(path), str(latin)))  # fmt: skip
    missing = _absent(text, "Fira Sans", "Roboto", "Source Sans Pro")
    b.add("absent", f"In fontconfig's 30-metric-aliases.conf, which family is {missing} aliased to as its default?", None)
    return b.questions


PYTHON_LICENSE = Path(ast.__file__).parent / "LICENSE.txt"


def _license_headings(text: str) -> list[tuple[str, str]]:
    """The parts of Python's LICENSE.txt as (heading, text under it): a heading is a line underlined with `=` or `-`."""
    lines = text.splitlines()
    starts = [(i, lines[i]) for i in range(len(lines) - 1)
              if lines[i].strip() and re.fullmatch(r"(=+|-+)", lines[i + 1]) and len(lines[i + 1]) >= len(lines[i].rstrip()) - 2]
    ends = [i for i, _ in starts[1:]] + [len(lines)]
    return [(heading.strip(), "\n".join(lines[i + 2:end])) for (i, heading), end in zip(starts, ends, strict=True)]


def _release_table(text: str) -> list[dict[str, str]]:
    """The history table of Python's LICENSE.txt (`    2.1.1  2.1+2.0.1  2001  PSF  yes`) as one dict a row, keyed by the
    header's first line (Release, Derived, Year, Owner, GPL-), the columns cut where the header's words start."""
    lines = text.splitlines()
    at = next(i for i, line in enumerate(lines) if line.split()[:2] == ["Release", "Derived"])
    header = lines[at]
    columns = [(m.group(), m.start()) for m in re.finditer(r"\S+", header)]
    rows = []
    for line in lines[at + 2:]:
        if not line.strip():
            if rows:
                break
            continue
        cuts = [start for _, start in columns] + [None]
        rows.append({name: line[cuts[k]:cuts[k + 1]].strip() for k, (name, _) in enumerate(columns)})
    return rows


def python_license(path: Path = PYTHON_LICENSE) -> list[Question]:
    """The interpreter's LICENSE.txt: `A. HISTORY OF THE SOFTWARE` in prose with a table of releases (release, derived
    from, year, owner, GPL-compatible, footnotes after it), then `B. TERMS AND CONDITIONS ...` with one licence agreement
    after another (PSF, BeOpen, CNRI, CWI, the Zero-Clause BSD), each heading underlined with dashes and most of them in
    numbered paragraphs."""
    text = read_text(path)
    rows = _release_table(text)
    release = {r["Release"]: r for r in rows}
    b = _builder("python-license", path)
    plain = sorted(r["Release"] for r in rows if re.fullmatch(r"[\d.]+", r["Release"]) and re.fullmatch(r"[\d.]+", r["Derived"]))
    asked = b.rng.choice(plain)
    b.add("record_field", f"According to the release table in Python's LICENSE.txt, which release is Python {asked} derived from?",
          release[asked]["Derived"])  # fmt: skip
    b.add("count", "How many releases in the table of Python's LICENSE.txt are marked as not GPL-compatible?",
          sum(r["GPL-"].split()[0] == "no" for r in rows))  # fmt: skip
    names = [r["Release"] for r in rows]
    steps = [i for i in range(len(names) - 1) if asked not in names[i:i + 2]
             and all(re.fullmatch(r"[\d.]+", n) for n in names[i:i + 2])
             and names[i + 1].rsplit(".", 1) != [names[i].rsplit(".", 1)[0], str(int(names[i].rsplit(".", 1)[-1]) + 1)]]  # fmt: skip
    i = b.rng.choice(steps)  # (not 2.1.3 after 2.1.2: the table is not in version order, so a step that is needs no reading)
    b.add("ordering", f"In the release table of Python's LICENSE.txt, which release is listed right after {names[i]}?", names[i + 1])
    hops = sorted(r["Release"] for r in rows if r["Derived"] in release and release[r["Derived"]]["Owner"] != r["Owner"])
    if hops:
        hop = b.rng.choice(hops)
        b.add("two_hops", f"The release table of Python's LICENSE.txt says Python {hop} was derived from an earlier release. Who "
              "owned that earlier release?", release[release[hop]["Derived"]]["Owner"])  # fmt: skip
    parts = _license_headings(text)
    laws: dict[str, set[str]] = {}
    for heading, body in parts:
        for place in re.findall(r"law of the (?:State|Commonwealth) of ([A-Z]\w+)", body):
            laws.setdefault(place, set()).add(heading)
    place = b.rng.choice(sorted(p for p, where in laws.items() if len(where) == 1))
    b.add("section_title", f"Which licence agreement in Python's LICENSE.txt refers to the law of {place}? Give its heading (the "
          "line underlined with dashes) as written.", next(iter(laws[place])))  # fmt: skip
    missing = _absent(text, "2.0.2", "1.6.2", "2.1.4")
    b.add("absent", f"In which year does the release table of Python's LICENSE.txt say Python {missing} came out?", None)
    return b.questions


LOCALES = Path("/usr/share/i18n/locales")


def _locale_categories(text: str) -> list[tuple[str, list[tuple[str, str]]]]:
    """A glibc locale source's categories (`LC_MONETARY` ... `END LC_MONETARY`) in the file's order, each as its
    (keyword, value) lines: `%` comments dropped, a line ending in the escape character `/` joined to the next, the value
    as written (`"CAD "`, `3;3`, `"fr_FR"` for `copy "fr_FR"`)."""
    joined: list[str] = []
    for line in text.splitlines():
        if joined and joined[-1].endswith("/") and not joined[-1].lstrip().startswith("%"):  # escape_char / at a line's end
            joined[-1] = joined[-1][:-1] + line.strip()
        else:
            joined.append(line)
    categories = []
    for m in re.finditer(r"^(LC_[A-Z]+)\s*\n(.*?)^END \1\s*$", "\n".join(joined), re.M | re.S):
        lines = [line.split(None, 1) for line in m.group(2).splitlines() if line.strip() and not line.lstrip().startswith("%")]
        categories.append((m.group(1), [(words[0], words[1].strip() if len(words) > 1 else "") for words in lines]))
    return categories


def fr_ca_locale(path: Path = LOCALES / "fr_CA") -> list[Question]:
    """glibc's source for the fr_CA locale (Canadian French): a header of `%` comments, then one block per category
    (`LC_MONETARY`, `LC_TIME`, ...), each a list of `keyword value` lines with `<U00E9>` for non-ASCII letters and `/` to
    go on to the next line, or just `copy "fr_FR"` to take the category from another locale (whose file sits beside it)."""
    text = read_text(path)
    categories = _locale_categories(text)
    names = [c for c, _ in categories]
    if len(set(names)) != len(names):
        raise ValueError(f"{path}: a category defined twice")
    copies = {c: v.strip('"') for c, lines in categories for k, v in lines if k == "copy"}
    own = {(c, k): v for c, lines in categories if c not in copies for k, v in lines if k != "category"}
    values = Counter(own.values())
    b = _builder("fr_CA-locale", path)
    plain = sorted((c, k) for (c, k), v in own.items() if c != "LC_IDENTIFICATION" and values[v] == 1
                   and re.fullmatch(r'"[A-Za-z0-9%-]{3,}\s*"', v))  # fmt: skip
    category, key = b.rng.choice(plain)
    b.add("record_field", f"In glibc's locale source for fr_CA, what does {category} set {key} to?", own[(category, key)].strip('" '))
    sources = Counter(copies.values())
    source = b.rng.choice(sorted(s for s, n in sources.items() if n >= 2))
    b.add("count", f"How many categories of glibc's fr_CA locale source take their definition from {source} (a copy line naming "
          f"{source})?", sources[source])  # fmt: skip
    listed = [v.split(";")[-1] for k, v in dict(categories).get("LC_IDENTIFICATION", []) if k == "category"]  # "i18n:2012";LC_TIME
    after = dict(pairwise(listed))
    i = b.rng.choice([i for i in range(len(names) - 1) if category not in names[i:i + 2] and after.get(names[i]) != names[i + 1]])
    # (not where the file keeps the order of LC_IDENTIFICATION's list of categories, which reading that list would give)
    b.add("ordering", f"In glibc's fr_CA locale source, which category is defined right after {names[i]}?", names[i + 1])
    borrowed = []
    for c, origin in copies.items():
        other = dict(_locale_categories(read_text(LOCALES / origin))).get(c, [])
        borrowed += [(c, origin, k, v.strip('"')) for k, v in other if k != "copy" and re.fullmatch(r'"[A-Za-z0-9]{2,}"', v)]
    c, origin, key2, value = b.rng.choice(sorted(x for x in borrowed if x[1] != source) or sorted(borrowed))
    b.add("cross_file", f"glibc's fr_CA locale source takes its {c} category from another locale. What does that locale set {key2} "
          "to?", value, context=(str(path), str(LOCALES / origin)))  # fmt: skip
    missing = _absent(text, "country_isbn", "first_weekday", "country_post")
    b.add("absent", f"What does glibc's fr_CA locale source set {missing} to?", None)
    return b.questions


# Round 15, written before any run on it: bash's NEWS (with its CHANGES), OpenJDK's java.security (with java.policy),
# opcode.py, the public suffix list, PostgreSQL's errcodes.txt and GNOME's peripherals settings schema (with the desktop
# enums).

BASH_DOCS = Path("/usr/share/doc/bash")


def _bash_releases(text: str) -> list[tuple[str, str, dict[str, list[tuple[str, str]]]]]:
    """bash's NEWS as (version, the version its header says it follows, {part heading: [(letter, item)]}), newest first.
    A release opens `This is a terse description of the new features added to bash-5.2 since the release of bash-5.1.`,
    its parts are numbered at the margin (`1. New Features in Bash`, `2. New Features in Readline`) and their items
    lettered (`a.` ... `z.`, then `aa.`), each a paragraph whose continuation lines are indented."""
    heads = list(re.finditer(r"^This is a terse description of the new features added to bash-(\S+) since\n"
                             r"the release of bash-(\S+?)\.\s", text, re.M))  # fmt: skip
    releases = []
    for m, nxt in zip(heads, [*heads[1:], None], strict=True):
        body = text[m.end():nxt.start() if nxt else len(text)]
        titles = list(re.finditer(r"^\d\.\s+(\S.*?)\s*$", body, re.M))
        parts = {}
        for t, tn in zip(titles, [*titles[1:], None], strict=True):
            items = re.findall(r"^([a-z]{1,2})\.\s+(.*?)(?=^[a-z]{1,2}\.\s|^-{10,}|\Z)", body[t.end():tn.start() if tn else len(body)],
                               re.M | re.S)  # fmt: skip
            parts[t.group(1)] = [(letter, " ".join(item.split())) for letter, item in items]
        releases.append((m.group(1), m.group(2), parts))
    return releases


def _lettered(items: list[tuple[str, str]]) -> bool:
    """Whether a part's items run a, b, ... z, aa, bb, ... with none left out (bash-4.2's Bash features skip i)."""
    return [letter for letter, _ in items] == [chr(97 + k % 26) * (k // 26 + 1) for k in range(len(items))]


def bash_news(path: Path = BASH_DOCS / "NEWS.gz", changes: Path = BASH_DOCS / "CHANGES.gz") -> list[Question]:
    """bash's NEWS: one terse description per release, newest first (5.2 back to 2.0), each in two parts, new features in
    Bash and in Readline, of lettered items; `-----` lines part the releases. CHANGES details every alpha, beta, release
    candidate and release in turn (`This document details the changes between this version, bash-5.2-rc4, and the
    previous version, bash-5.2-rc3.`)."""
    text = read_text(path)
    releases = _bash_releases(text)
    versions = [v for v, _, _ in releases]
    readline = {v: next(items for title, items in parts.items() if title.lower() == "new features in readline")
                for v, _, parts in releases}  # fmt: skip
    b = _builder("bash-news", path)
    options: dict[str, str] = {}  # a shell option -> the release whose new Bash features bring it
    for v, _, parts in releases:
        for _, item in parts.get("New Features in Bash", []):
            for m in re.finditer(r"[Nn]ew `([a-z][a-z0-9_]+)' shell option|[Nn]ew shell option:? `?([a-z][a-z0-9_]+)|new `shopt' "
                                 r"option,? `([a-z][a-z0-9_]+)'", item):  # fmt: skip
                options[next(g for g in m.groups() if g)] = v
    once = sorted(o for o, v in options.items() if len(re.findall(rf"\b{o}\b", text)) == 1 and not o.startswith("compat"))
    option = b.rng.choice(once)
    b.add("record_field", f"Going by bash's NEWS, which bash release introduced the `{option}' shell option? Give the version "
          "number.", options[option])  # fmt: skip
    top = _top(readline, key=lambda v: len(readline[v]))
    counted = b.rng.choice([v for v in versions if v != top and 5 <= len(readline[v]) <= 15 and _lettered(readline[v])])
    b.add("count", f"How many new Readline features (lettered items under \"New Features in Readline\") does bash's NEWS list "
          f"for bash-{counted}?", len(readline[counted]))  # fmt: skip
    if top is not None:
        b.add("extreme", "Which bash release does NEWS credit with the most new Readline features (lettered items under \"New "
              "Features in Readline\")? Give the version number.", top)  # fmt: skip
    jumps = [i for i in range(len(releases) - 1) if releases[i][1] == versions[i + 1]
             and versions[i].split(".")[0] != versions[i + 1].split(".")[0] and counted not in versions[i:i + 2]]  # fmt: skip
    i = b.rng.choice(jumps)  # (a new major version: what came before 4.0 is no count down from it)
    b.add("ordering", f"bash's NEWS describes each release's new features, newest release first. Whose features does it describe "
          f"right after those of bash-{versions[i]}? Give the version number.", versions[i + 1])  # fmt: skip
    sections = re.findall(r"^This document details the changes between this version, bash-(\S+?),", read_text(changes), re.M)
    trials = {v: [s for s in sections if s.startswith(f"{v}-") and s != f"{v}-release"] for v in versions}
    hop = b.rng.choice([o for o in once if o != option and len(trials[options[o]]) >= 2])
    b.add("cross_file", f"bash's NEWS lists the `{hop}' shell option among the new features of one release. For how many pre-releases "
          "of that release (its alphas, betas and release candidates, not the final release) does bash's CHANGES file "
          "have a section?", len(trials[options[hop]]), context=(str(path), str(changes)))  # fmt: skip
    missing = _absent(text, "autopushd", "globcasematch", "histdedup")
    b.add("absent", f"Going by bash's NEWS, which bash release introduced the `{missing}' shell option?", None)
    return b.questions


JAVA_SECURITY = Path("/etc/java-17-openjdk/security")


def _java_properties(text: str) -> list[tuple[str, str]]:
    """The active settings of a Java properties file as (key, value), in the file's order: `#` and `!` lines are comments,
    a line ending in a backslash goes on in the next one (whose leading blanks are dropped), and `key=value`, `key = value`
    and `key: value` all set key."""
    settings = []
    lines = text.splitlines()
    k = 0
    while k < len(lines):
        line = lines[k]
        if line.strip() and not line.lstrip().startswith(("#", "!")):
            while line.endswith("\\") and k + 1 < len(lines):
                k += 1
                line = line[:-1] + lines[k].strip()
            m = re.fullmatch(r"\s*([^\s=:]+)\s*[=:]?\s*(.*?)\s*", line)
            if m:
                settings.append((m.group(1), m.group(2)))
        k += 1
    return settings


def java_security(path: Path = JAVA_SECURITY / "java.security", policy: Path = JAVA_SECURITY / "java.policy") -> list[Question]:
    """OpenJDK 17's java.security, the master security properties file: long `#` comments explain each property (and
    show commented-out examples such as `#   jdk.tls.disabledAlgorithms=MD5, SSLv3, DSA, ...`) before its active line;
    the providers come first, one `security.provider.N=Name` a line in order of preference, and the lists of disabled
    algorithms run over several lines ending in a backslash. `policy.url.1` names the system policy file, java.policy,
    whose one `grant { ... }` block lists the permissions every domain has."""
    text = read_text(path)
    settings = _java_properties(text)
    value = dict(settings)
    if len(value) != len(settings):
        raise ValueError(f"{path}: a property set twice")
    providers = [v for k, v in sorted(((k, v) for k, v in settings if re.fullmatch(r"security\.provider\.\d+", k)),
                                      key=lambda s: int(s[0].rsplit(".", 1)[1]))]  # fmt: skip
    if [int(k.rsplit(".", 1)[1]) for k, _ in settings if k.startswith("security.provider.")] != list(range(1, len(providers) + 1)):
        raise ValueError(f"{path}: the providers are not numbered 1, 2, 3 ... in order")
    b = _builder("java.security", path)
    n = b.rng.randrange(len(providers))
    b.add("record_field", f"Which provider does OpenJDK's java.security register as security.provider.{n + 1}?", providers[n])
    lists = sorted(k for k, v in settings if k.endswith("Algorithms") and len(v.split(",")) >= 4
                   and re.search(rf"^#.*\b{re.escape(k)}\s*=", text, re.M))  # fmt: skip  (one with a commented-out example too)
    counted = b.rng.choice(lists)
    b.add("count", f"How many comma-separated entries does java.security's active {counted} setting list (not the commented-out "
          "example)?", len(value[counted].split(",")))  # fmt: skip
    i = b.rng.choice([i for i in range(len(providers) - 1) if n not in (i, i + 1)])
    b.add("ordering", f"In java.security's list of security providers (security.provider.1, .2, ...), which provider comes right "
          f"after {providers[i]}?", providers[i + 1])  # fmt: skip
    if value.get("policy.url.1", "").endswith("/" + policy.name):
        granted = re.sub(r"//[^\n]*", "", read_text(policy))
        b.add("cross_file", "java.security names the policy files Java loads in its policy.url.N properties. How many permission "
              "entries (each starting with the word permission, commented-out ones not counted) does the first of those files "
              "grant?", len(re.findall(r"\bpermission\s", granted)), context=(str(path), str(policy)))  # fmt: skip
    missing = _absent(text, "jdk.tls.namedGroups", "jdk.tls.maxCertificateChainLength", "jdk.tls.client.protocols")
    b.add("absent", f"What value does OpenJDK's java.security give the property {missing}?", None)
    return b.questions


def opcode_py() -> list[Question]:
    """opcode.py (Python 3.11): the helpers def_op, name_op, jrel_op and jabs_op, then one call a line giving each
    instruction its number (`name_op('STORE_NAME', 90)`), in number order with blank lines at the free numbers, a few
    followed by `hasconst.append(100)` and the like; after them `_nb_ops`, the `_specializations` table (each instruction
    with its specialized forms, `"LOAD_ATTR": ["LOAD_ATTR_ADAPTIVE", ...]`) and the inline cache formats."""
    b, tree = _source("opcode")
    source = read_text(Path(__import__("opcode").__file__ or ""))
    helpers = ("def_op", "name_op", "jrel_op", "jabs_op")
    ops = [(n.value.func.id, ast.literal_eval(n.value.args[0]), ast.literal_eval(n.value.args[1])) for n in tree.body
           if isinstance(n, ast.Expr) and isinstance(n.value, ast.Call) and isinstance(n.value.func, ast.Name)
           and n.value.func.id in helpers]  # fmt: skip
    number = {name: op for _, name, op in ops}
    if len(number) != len(ops) or len(set(number.values())) != len(ops):
        raise ValueError("opcode.py defines a name or a number twice")
    name, op = b.rng.choice([(name, op) for _, name, op in ops if op > 0])
    b.add("record_field", f"What number does opcode.py give the opcode {name}?", str(op))
    made = Counter(helper for helper, _, _ in ops)
    helper = b.rng.choice(sorted(h for h in helpers[1:] if made[h] >= 5))
    b.add("count", f"How many opcodes does opcode.py define with {helper}?", made[helper])
    i = b.rng.choice([i for i in range(len(ops) - 1) if ops[i + 1][2] != ops[i][2] + 1 and name not in (ops[i][1], ops[i + 1][1])])
    b.add("ordering", f"Which opcode does opcode.py define right after {ops[i][1]}?", ops[i + 1][1])  # (past a free number)
    table = next(n.value for n in tree.body if isinstance(n, ast.Assign) and ast.unparse(n.targets[0]) == "_specializations")
    families: dict[str, list[str]] = ast.literal_eval(table)
    if top := _top(families, key=lambda f: len(families[f])):
        b.add("extreme", "Which instruction has the most specialized forms in opcode.py's _specializations table?", top)
    forms = sorted((form, family) for family, fs in families.items() if family in number and family not in (name, top)
                   for form in fs if "__" not in form)  # fmt: skip  (not LOAD_CONST__LOAD_FAST, which names two)
    form, family = b.rng.choice(forms)
    b.add("two_hops", f"opcode.py's _specializations table lists {form} as a specialized form of one instruction. What number does "
          "opcode.py give that instruction?", str(number[family]))  # fmt: skip
    missing = _absent(source, "LOAD_FAST_AND_CLEAR", "CALL_INTRINSIC_1", "BINARY_SLICE")
    b.add("absent", f"What number does opcode.py give the opcode {missing}?", None)
    return b.questions


PUBLIC_SUFFIX_LIST = Path("/usr/share/publicsuffix/public_suffix_list.dat")


def _suffix_entries(part: str) -> list[tuple[str | None, str | None, list[str]]]:
    """The entries of the public suffix list's private part, in the file's order, as (organisation, submitter, rules): an
    entry is a run of lines without a blank one, headed `// Name : https://...` and mostly `// Submitted by Name <mail>`;
    organisation and submitter are None where the entry is written otherwise (Amazon's services, a note)."""
    entries = []
    for block in re.split(r"\n[ \t]*\n", part.strip()):
        lines = [line.strip() for line in block.splitlines() if line.strip()]
        head = re.fullmatch(r"// (.+?)\s*:\s*https?://\S+", lines[0])
        by = re.fullmatch(r"// Submitted by (\S.*?)\s*<[^<>]*>", lines[1]) if len(lines) > 1 else None
        entries.append((head.group(1) if head else None, by.group(1) if by else None, [x for x in lines if not x.startswith("//")]))
    return entries


def public_suffix_list(path: Path = PUBLIC_SUFFIX_LIST) -> list[Question]:
    """The public suffix list (publicsuffix's copy): `// ===BEGIN ICANN DOMAINS===`, one block per top-level domain (`// ac :
    http://nic.ac/rules.htm` over its rules, `ac`, `com.ac`, ..., with `*.` wildcards and `!` exceptions), then `// ===BEGIN
    PRIVATE DOMAINS===`, one entry per company in alphabetical order, headed `// Name : URL` and `// Submitted by ...`."""
    text = read_text(path)
    icann = text[text.index("// ===BEGIN ICANN DOMAINS==="):text.index("// ===END ICANN DOMAINS===")]
    private = text[text.index("// ===BEGIN PRIVATE DOMAINS===") + len("// ===BEGIN PRIVATE DOMAINS==="):
                   text.index("// ===END PRIVATE DOMAINS===")]  # fmt: skip

    def rules(part: str) -> list[str]:
        return [line.strip() for line in part.splitlines() if line.strip() and not line.lstrip().startswith("//")]

    tlds = Counter(r.split(".")[-1] for r in rules(icann))
    theirs = Counter(r.split(".")[-1] for r in rules(private))
    lines = Counter(line.strip() for line in text.splitlines())
    entries = _suffix_entries(private)
    names = Counter(org for org, _, _ in entries)
    clean = [k for k, (org, by, rs) in enumerate(entries) if org and by and rs and names[org] == 1]
    b = _builder("public-suffix-list", path)
    k = b.rng.choice([k for k in clean if len(entries[k][1] or "") > 3 and "@" not in (entries[k][1] or "")])
    b.add("record_field", f"In the public suffix list, who submitted the entry for {entries[k][0]}? Give the name.", entries[k][1])
    tld = b.rng.choice(sorted(t for t, n in tlds.items() if 10 <= n <= 60 and theirs[t] == 0 and t.isascii()))
    b.add("count", f"How many rules does the public suffix list give for the top-level domain {tld} (the rule {tld} itself, its "
          "wildcards and exceptions included)?", tlds[tld])  # fmt: skip
    if top := _top(tlds, key=tlds.__getitem__):
        b.add("extreme", "Which top-level domain has the most rules in the ICANN part of the public suffix list?", top)
    pairs = [j for j in range(len(entries) - 1) if j in clean and j + 1 in clean and k not in (j, j + 1)]
    j = b.rng.choice(pairs)
    b.add("ordering", f"The private part of the public suffix list is in alphabetical order by company. Whose entry comes right "
          f"after the one for {entries[j][0]}?", entries[j + 1][0])  # fmt: skip

    def hidden(org: str, rule: str) -> bool:  # a rule that names no word of its company (not adobeaemcloud.com for Adobe)
        return lines[rule] == 1 and not any(w in rule.lower() for w in re.findall(r"[a-z0-9]{3,}", org.lower()))

    listed = sorted((rule, m) for m in clean if m not in (k, j, j + 1) for rule in entries[m][2] if hidden(entries[m][0] or "", rule))
    rule, m = b.rng.choice(listed)
    b.add("section_title", f"Which company's entry in the private part of the public suffix list holds the rule {rule}? Give the "
          "company as the entry's heading names it.", entries[m][0])  # fmt: skip
    rule2, m2 = b.rng.choice([(r, n) for r, n in listed if n != m and "@" not in (entries[n][1] or "")])
    b.add("two_hops", f"The rule {rule2} is in one company's entry in the private part of the public suffix list. Who submitted that "
          "entry? Give the name.", entries[m2][1])  # fmt: skip
    missing = _absent(text, "Hetzner", "Backblaze", "Wasabi")
    b.add("absent", f"In the public suffix list, who submitted the entry for {missing}?", None)
    return b.questions


PG_ERRCODES = Path("/usr/share/postgresql/15/errcodes.txt")


def _errcodes(text: str) -> list[tuple[str, list[tuple[str, ...]]]]:
    """PostgreSQL's errcodes.txt as (class heading, rows), in the file's order: a `Section: Class 22 - Data Exception` line
    opens a class and each line under it is `sqlstate  E/W/S  ERRCODE_MACRO  condition_name`, the last field left out
    for a few codes; `#` lines are comments."""
    classes: list[tuple[str, list[tuple[str, ...]]]] = []
    for line in text.splitlines():
        if line.startswith("Section:"):
            classes.append((line.split(":", 1)[1].strip(), []))
        elif line.strip() and not line.startswith("#"):
            classes[-1][1].append(tuple(line.split()))
    return classes


def pg_errcodes(path: Path = PG_ERRCODES) -> list[Question]:
    """PostgreSQL 15's errcodes.txt, from which its error code headers and tables are generated: a long `#` header, then
    one `Section:` line per SQLSTATE class (`Class 42 - Syntax Error or Access Rule Violation`) over its codes, one a
    line: the five-character SQLSTATE, E, W or S (error, warning, success), the C macro, the PL/pgSQL condition name."""
    text = read_text(path)
    classes = _errcodes(text)
    rows = [(heading, row) for heading, codes in classes for row in codes]
    named = Counter(row[3] for _, row in rows if len(row) == 4)
    unique = [(heading, row) for heading, row in rows if len(row) == 4 and named[row[3]] == 1]
    size = {heading: len(codes) for heading, codes in classes}
    b = _builder("pg-errcodes", path)
    _, asked = b.rng.choice(unique)
    b.add("record_field", f"Which SQLSTATE code does PostgreSQL's errcodes.txt give the condition {asked[3]}?", asked[0])
    top = _top(size, key=size.__getitem__)
    counted = b.rng.choice(sorted(h for h, n in size.items() if 5 <= n <= 50 and h != top))
    b.add("count", f"How many codes does errcodes.txt list under \"Section: {counted}\"?", size[counted])
    if top is not None:
        b.add("extreme", "Which SQLSTATE class in errcodes.txt lists the most codes? Give its heading as written after \"Section:\".",
              top)  # fmt: skip
    words = {h: set(re.findall(r"[a-z]{3,}", h.lower())) for h in size}
    placed = sorted((row[3], h) for h, row in unique if h not in (top, counted) and size[h] >= 2 and row != asked
                    and not words[h] & set(row[3].split("_")))  # fmt: skip
    condition, heading = b.rng.choice(placed)
    b.add("section_title", f"Under which class does errcodes.txt list the condition {condition}? Give the class heading as written "
          "after \"Section:\".", heading)  # fmt: skip
    steps = [k for k in range(len(rows) - 1) if rows[k][0] == rows[k + 1][0] and {asked[3], condition}.isdisjoint(
        {rows[k][1][-1], rows[k + 1][1][-1]}) and all(len(r) == 4 and named[r[3]] == 1 for _, r in rows[k:k + 2])]  # fmt: skip
    k = b.rng.choice(steps)
    b.add("ordering", f"Which condition does errcodes.txt list right after {rows[k][1][3]}? Give its condition name.", rows[k + 1][1][3])
    missing = _absent(text, "lock_timeout", "statement_timeout", "deadlock_timeout")
    b.add("absent", f"Which SQLSTATE code does PostgreSQL's errcodes.txt give the condition {missing}?", None)
    return b.questions


GSETTINGS = Path("/usr/share/glib-2.0/schemas")


def peripherals_schema(path: Path = GSETTINGS / "org.gnome.desktop.peripherals.gschema.xml",
                       enums: Path = GSETTINGS / "org.gnome.desktop.enums.xml") -> list[Question]:  # fmt: skip
    """gsettings-desktop-schemas' org.gnome.desktop.peripherals.gschema.xml: a parent `<schema>` whose `<child>` elements
    name the others (touchpad, keyboard, mouse, tablet, ... each a `<schema id="org.gnome.desktop.peripherals.mouse">`),
    and in each its `<key name=... type=...>` elements with a `<default>`, a summary and a description. Many keys recur
    from one schema to the next (speed, left-handed); a key with `enum=` takes the values of an `<enum>` of
    org.gnome.desktop.enums.xml (`<value nick="fingers" value="3"/>`)."""
    root = ElementTree.fromstring(read_text(path))
    schemas = [(s.get("id", ""), [(k.get("name", ""), k.get("type") or "", k.get("enum") or "", (k.findtext("default") or "").strip())
                                  for k in s.findall("key")]) for s in root.findall("schema")]  # fmt: skip
    text = read_text(path)
    where = Counter(name for _, keys in schemas for name, _, _, _ in keys)
    b = _builder("peripherals-schema", path)
    plain = sorted((sid, name, default) for sid, keys in schemas for name, kind, _, default in keys
                   if kind in ("i", "u") and where[name] == 1)  # fmt: skip
    sid, name, default = b.rng.choice(plain)
    b.add("record_field", f"In org.gnome.desktop.peripherals.gschema.xml, what is the default of the {name} key of the schema "
          f"{sid}?", default)  # fmt: skip
    booleans = {s: sum(kind == "b" for _, kind, _, _ in keys) for s, keys in schemas}
    counted = b.rng.choice(sorted(s for s, n in booleans.items() if n >= 3 and s != sid))
    b.add("count", f"How many boolean keys (type \"b\") does the schema {counted} define in org.gnome.desktop.peripherals.gschema.xml?",
          booleans[counted])  # fmt: skip
    steps = [(s, keys[k][0], keys[k + 1][0]) for s, keys in schemas if s != counted for k in range(len(keys) - 1)
             if name not in (keys[k][0], keys[k + 1][0])]  # fmt: skip
    s, before, after = b.rng.choice(steps)
    b.add("ordering", f"In org.gnome.desktop.peripherals.gschema.xml, which key does the schema {s} define right after {before}?",
          after)  # fmt: skip
    alone = sorted((key, s2) for s2, keys in schemas if s2 not in (s, sid) for key, _, _, _ in keys
                   if where[key] == 1 and s2.rsplit(".", 1)[-1] not in key)  # fmt: skip
    key, home = b.rng.choice(alone)
    b.add("section_title", f"Which schema of org.gnome.desktop.peripherals.gschema.xml defines the key {key}? Give the schema id.", home)
    values = {e.get("id"): {v.get("nick"): v.get("value") for v in e.findall("value")}
              for e in ElementTree.fromstring(read_text(enums)).iter("enum")}  # fmt: skip
    typed = sorted((s3, k3, enum, default.strip("'")) for s3, keys in schemas for k3, _, enum, default in keys
                   if enum in values and values[enum].get(default.strip("'"), "0") != "0" and k3 != key)  # fmt: skip
    s3, k3, enum, nick = b.rng.choice(typed)
    b.add("cross_file", f"The {k3} key of the schema {s3} takes its values from an enum, and its default is one of them. What "
          "numeric value does org.gnome.desktop.enums.xml give that default?", values[enum][nick],
          context=(str(path), str(enums)))  # fmt: skip
    missing = _absent(text, "scroll-speed", "wheel-speed", "pointer-size")
    b.add("absent", f"What is the default of the {missing} key of the schema org.gnome.desktop.peripherals.mouse?", None)
    return b.questions


# Round 16, written before any run on it: the signal(7) man page's troff source, systemd's org.freedesktop.login1 polkit
# policy (with org.freedesktop.systemd1's), encodings/aliases.py (with the codec modules it names), man-db's NEWS.md (with
# its changelog.Debian), html/entities.py and findutils' DEP-5 copyright file.

SIGNAL_7 = Path("/usr/share/man/man7/signal.7.gz")


def _troff(cell: str) -> str:
    """A man page's cell or line as plain text: font changes (`\\fBabort\\fP`) dropped, `\\-` a hyphen, `\\0` (a space as
    wide as a digit, which right-aligns the table's numbers) dropped."""
    return re.sub(r"\\f[BIRP]", "", cell).replace("\\-", "-").replace("\\0", "").strip()


def _tbl(text: str, after: str) -> list[list[str]]:
    """The rows of the first tbl table (`.TS` ... `.TE`) after the line `after`, header row first: the format lines end at
    the one ending in a full stop, cells are parted by tabs, and a row whose first cell is empty goes on in the last cell of
    the row before (a comment wrapped onto a second line)."""
    start = text.index(".TS\n", text.index(after + "\n"))
    lines = text[start:text.index("\n.TE\n", start)].splitlines()[1:]
    body = lines[next(k for k, line in enumerate(lines) if line.rstrip().endswith(".")) + 1:]
    rows: list[list[str]] = []
    for line in body:
        cells = [_troff(c) for c in line.split("\t")]
        if cells[0] or not rows:
            rows.append(cells)
        else:
            rows[-1][-1] = " ".join([rows[-1][-1], *(c for c in cells if c)]).strip()
    return rows


def signal_7(path: Path = SIGNAL_7) -> list[Question]:
    """The man-pages project's signal(7), as troff source: `.SH` sections and `.SS` subsections (Signal dispositions,
    Sending a signal, ..., Standard signals, Signal numbering for standard signals, Real-time signals, ...), cross references
    as `.BR sigaction (2)`, and tbl tables between `.TS` and `.TE` whose cells are parted by tabs: the standard signals (Signal,
    Standard, Action, Comment; a long comment wraps onto a row of its own) and their numbers on x86/ARM, Alpha/SPARC, MIPS and
    PARISC (`\\-` where an architecture lacks one)."""
    text = read_text(path)
    standard = {row[0]: row for row in _tbl(text, ".SS Standard signals")[1:]}
    numbers = [row + [""] * (6 - len(row)) for row in _tbl(text, ".SS Signal numbering for standard signals")[1:]]
    number = {row[0]: row for row in numbers}
    if len(standard) < 20 or len(number) != len(numbers) or set(number) != set(standard):
        raise ValueError(f"{path}: the two tables of standard signals do not list the same signals")
    b = _builder("signal.7", path)
    mips = sorted(s for s, row in number.items() if row[3].isdigit() and row[3] != row[1])
    asked = b.rng.choice(mips)
    b.add("record_field", f"What is the number of {asked} on MIPS, going by the signal numbering table in signal(7)?",
          number[asked][3])  # fmt: skip
    actions = Counter(row[2] for row in standard.values() if row[2])
    action = b.rng.choice(sorted(a for a, n in actions.items() if n >= 3))
    b.add("count", f"In the man page signal(7), how many of the standard signals have \"{action}\" as their default action "
          "(the Action column of its table)?", actions[action])  # fmt: skip
    steps = [k for k in range(len(numbers) - 1) if asked not in (numbers[k][0], numbers[k + 1][0])
             and not (numbers[k][1].isdigit() and numbers[k + 1][1].isdigit() and int(numbers[k + 1][1]) == int(numbers[k][1]) + 1)]
    k = b.rng.choice(steps)  # (not where the x86 numbers count up by one, which would give the answer without the table's order)
    b.add("ordering", f"signal(7) has a table of signal numbers per architecture. Which signal does that table list right after "
          f"{numbers[k][0]}?", numbers[k + 1][0])  # fmt: skip
    parts = re.split(r"^\.S[HS] (.+)$", text, flags=re.M)
    subsections = [(title.strip('"'), body) for title, body in zip(parts[1::2], parts[2::2], strict=True)
                   if re.search(rf"^\.SS {re.escape(title)}$", text, re.M)]  # fmt: skip
    once = sorted((name, section, title) for title, body in subsections
                  for name, section in set(re.findall(r"^\.BR? ([a-z_]+) \((\d)\)", body, re.M))
                  if len(re.findall(rf"\b{name}\b", text)) == 1 and name not in title.lower())  # fmt: skip
    name, section, title = b.rng.choice(once)
    b.add("section_title", f"Which subsection of the signal(7) man page refers to {name}({section})? Give the subsection's heading.",
          title)  # fmt: skip
    comments = Counter(row[3] for row in standard.values())
    described = sorted(s for s, row in standard.items() if comments[row[3]] == 1 and number[s][1].isdigit()
                       and not re.search(r"synonym|SIG", row[3], re.I)
                       and s not in (asked, numbers[k][0], numbers[k + 1][0]))  # fmt: skip
    signal = b.rng.choice(described)
    b.add("two_hops", f"One of the standard signals in signal(7) is described as \"{standard[signal][3]}\". What number does that "
          "signal have on x86 and ARM?", number[signal][1])  # fmt: skip
    missing = _absent(text, "SIGTHR", "SIGCANCEL", "SIGDANGER")
    b.add("absent", f"According to signal(7), what is the default action of {missing}?", None)
    return b.questions


POLKIT_ACTIONS = Path("/usr/share/polkit-1/actions")


def _polkit_actions(path: Path) -> list[tuple[str, dict[str, str], list[str]]]:
    """A polkit policy file's actions in the file's order, as (id, {allow_any/allow_inactive/allow_active: default}, the ids
    its org.freedesktop.policykit.imply annotation names)."""
    actions = []
    for a in ElementTree.fromstring(read_text(path)).findall("action"):
        defaults = {d.tag: (d.text or "").strip() for d in a.iterfind("defaults/*")}
        implied = [i for n in a.iterfind("annotate[@key='org.freedesktop.policykit.imply']") for i in (n.text or "").split()]
        actions.append((a.get("id", ""), defaults, implied))
    return actions


def login1_policy(path: Path = POLKIT_ACTIONS / "org.freedesktop.login1.policy",
                  manager: Path = POLKIT_ACTIONS / "org.freedesktop.systemd1.policy") -> list[Question]:  # fmt: skip
    """systemd's polkit policy for logind, org.freedesktop.login1.policy: a `<policyconfig>` of `<action id=...>` elements
    (inhibiting shutdown or sleep, lingering, power off, reboot, halt, suspend, hibernate, each also `-multiple-sessions`
    and `-ignore-inhibit`, ...), each with a description, a message, `<defaults>` saying who may act without a password
    (`<allow_any>`, `<allow_inactive>`, `<allow_active>`: yes, no, auth_admin, auth_admin_keep) and, for many, an
    `<annotate key="org.freedesktop.policykit.imply">` naming the actions it implies. org.freedesktop.systemd1.policy is
    the service manager's, in the same form."""
    actions = _polkit_actions(path)
    ids = [a for a, _, _ in actions]
    defaults = {a: d for a, d, _ in actions}
    implies = {a: i for a, _, i in actions}
    fields = ("allow_any", "allow_inactive", "allow_active")
    if len(set(ids)) != len(ids) or any(set(d) != set(fields) for d in defaults.values()):
        raise ValueError(f"{path}: an action without its three defaults, or defined twice")
    b = _builder("login1-policy", path)
    mixed = sorted((a, f) for a in ids for f in fields if len(set(defaults[a].values())) > 1 and defaults[a][f] != "no")
    action, field = b.rng.choice(mixed)
    b.add("record_field", f"In systemd's org.freedesktop.login1.policy, what is the {field} default of the action {action}?",
          defaults[action][field])  # fmt: skip
    tally = Counter((f, d[f]) for d in defaults.values() for f in fields)
    counted, value = b.rng.choice(sorted(fv for fv, n in tally.items()
                                         if 4 <= n <= len(ids) - 4 and fv != (field, defaults[action][field])))  # fmt: skip
    b.add("count", f"How many actions of org.freedesktop.login1.policy set {counted} to {value}?", tally[(counted, value)])
    if top := _top(ids, key=lambda a: len(implies[a])):
        b.add("extreme", "Which action in org.freedesktop.login1.policy implies the largest number of other actions (its "
              "org.freedesktop.policykit.imply annotation)? Give the action id.", top)  # fmt: skip
    k = b.rng.choice([k for k in range(len(ids) - 1) if action not in ids[k:k + 2] and top not in ids[k:k + 2]])
    b.add("ordering", f"Which action is defined right after {ids[k]} in org.freedesktop.login1.policy?", ids[k + 1])
    hops = sorted((a, f) for a in ids if len(implies[a]) == 1 and implies[a][0] in defaults for f in fields
                  if defaults[implies[a][0]][f] != defaults[a][f] and defaults[implies[a][0]][f] != "no" and a != action)  # fmt: skip
    a, f = b.rng.choice(hops)
    b.add("two_hops", f"The login1 policy action {a} implies one other action. What is that other action's {f} default?",
          defaults[implies[a][0]][f])  # fmt: skip
    others = Counter((f, d[f]) for _, d, _ in _polkit_actions(manager) for f in fields)
    both = sorted(fv for fv in tally if others[fv] and fv != (counted, value))
    f2, v2 = b.rng.choice(both)
    b.add("cross_file", f"Counting the actions of both org.freedesktop.login1.policy and org.freedesktop.systemd1.policy, how "
          f"many set {f2} to {v2}?", tally[(f2, v2)] + others[(f2, v2)], context=(str(path), str(manager)))  # fmt: skip
    missing = _absent(read_text(path), "suspend-then-hibernate", "hybrid-sleep", "reboot-to-kexec")
    b.add("absent", f"What is the allow_active default of the action org.freedesktop.login1.{missing} in "
          "org.freedesktop.login1.policy?", None)  # fmt: skip
    return b.questions


def _stdlib(module: str) -> Path:
    """The running interpreter's source file of a standard-library module, dotted names included (`__import__` gives the
    package of `encodings.aliases`)."""
    return Path(importlib.import_module(module).__file__ or "")


def encodings_aliases(path: Path | None = None) -> list[Question]:
    """encodings/aliases.py: one dict literal, `aliases = {...}`, from a normalised encoding name to the codec module that
    serves it (`'ebcdic_cp_he' : 'cp424',`), kept in the order of the codecs (a `# cp424 codec` comment over each group), with
    a few temporary Mac CJK aliases at the end. The charmap codecs' modules (encodings/cp424.py ...) say in their docstring
    which mapping table they were generated from."""
    path = path or _stdlib("encodings.aliases")
    tree = ast.parse(read_text(path))
    table = next(n.value for n in tree.body if isinstance(n, ast.Assign) and ast.unparse(n.targets[0]) == "aliases")
    pairs: list[tuple[str, str]] = [(ast.literal_eval(k), ast.literal_eval(v)) for k, v in zip(table.keys, table.values, strict=True)
                                    if k is not None]  # fmt: skip
    codec_of = dict(pairs)
    if len(codec_of) != len(pairs):
        raise ValueError(f"{path}: an alias given twice")
    aliases = Counter(codec_of.values())

    def hidden(alias: str, codec: str) -> bool:  # an alias that names no part of its codec ('ebcdic_cp_he' for cp424)
        plain = re.sub(r"[^a-z0-9]", "", alias)
        return re.sub(r"[^a-z0-9]", "", codec) not in plain and not any(d in plain for d in re.findall(r"\d+", codec))

    b = _builder("aliases.py", path)
    alias = b.rng.choice(sorted(a for a, c in pairs if hidden(a, c) and len(a) >= 4))
    b.add("record_field", f"Python's encodings/aliases.py maps the name '{alias}' to which codec?", codec_of[alias])
    iso = {c: n for c, n in aliases.items() if c.startswith("iso8859_")}
    top = _top(iso, key=iso.__getitem__)
    counted = b.rng.choice(sorted(c for c, n in aliases.items() if 5 <= n <= 10 and c not in (top, codec_of[alias])))
    b.add("count", f"How many aliases for the {counted} codec does the aliases dictionary in encodings/aliases.py hold?",
          aliases[counted])  # fmt: skip
    if top is not None:
        b.add("extreme", "Of the codecs whose names start with iso8859_, which one has the most aliases in encodings/aliases.py?", top)
    k = b.rng.choice([k for k in range(len(pairs) - 1)
                      if pairs[k][1] == pairs[k + 1][1] and alias not in (pairs[k][0], pairs[k + 1][0])])  # fmt: skip
    b.add("ordering", f"Which alias follows '{pairs[k][0]}' in the aliases dictionary of encodings/aliases.py?", pairs[k + 1][0])
    tables = {}
    for codec in sorted(aliases):
        module = path.with_name(f"{codec}.py")
        doc = (ast.get_docstring(ast.parse(read_text(module))) or "") if module.is_file() else ""
        if m := re.search(r"generated from '([^']+)'", doc):
            tables[codec] = (module, m.group(1))
    hops = sorted(a for a, c in pairs if c in tables and hidden(a, c) and len(a) >= 4 and c not in (codec_of[alias], counted, top))
    hop = b.rng.choice(hops)
    module, source = tables[codec_of[hop]]
    b.add("cross_file", f"encodings/aliases.py sends the encoding name '{hop}' to one codec module. Which mapping file does that "
          "module's docstring say it was generated from?", source, context=(str(path), str(module)))  # fmt: skip
    missing = _absent(read_text(path), "windows_31j", "cp1047", "ibm1047")
    b.add("absent", f"Which codec does encodings/aliases.py map the name '{missing}' to?", None)
    return b.questions


def html_entities(path: Path | None = None) -> list[Question]:
    """html/entities.py: `name2codepoint`, the HTML 4 entities in alphabetical order (capitals first), one a line with a
    comment naming the character, its code point and the ISO entity set it comes from (`'weierp': 0x2118, # script capital
    P = power set = Weierstrass p, U+2118 ISOamso`; some with NEW or no set), then `html5`, the named character references of
    HTML5 (`'Aacute;': '\\xc1'`), and the two dicts built from the first."""
    path = path or _stdlib("html.entities")
    text = read_text(path)
    rows = re.findall(r"^    '(\w+)':\s+(0x[0-9a-f]+), # .*?U\+[0-9A-F]{4,5}[ \t]*(.*?)[ \t]*$", text, re.M)
    tree = ast.parse(text)
    table = next(n.value for n in tree.body if isinstance(n, ast.Assign) and ast.unparse(n.targets[0]) == "name2codepoint")
    if [r[0] for r in rows] != [ast.literal_eval(k) for k in table.keys if k is not None]:
        raise ValueError(f"{path}: a name2codepoint line not of the form 'name': 0x..., # ..., U+... SET")
    names = [n for n, _, _ in rows]
    folded = Counter(n.lower() for n in names)  # (not 'Prime' or 'prime', which differ only by case)
    points = Counter(c for _, c, _ in rows)
    sets = Counter(s for _, _, s in rows if s.startswith("ISO"))
    b = _builder("entities.py", path)
    name, point = b.rng.choice(sorted((n, c) for n, c, _ in rows if folded[n.lower()] == 1 and points[c] == 1))
    b.add("record_field", f"In html/entities.py, which entity name does name2codepoint map to the code point {point}?", name)
    top = _top(sets, key=sets.__getitem__)
    counted = b.rng.choice(sorted(s for s, n in sets.items() if 4 <= n <= 40 and s != top))
    b.add("count", f"How many of name2codepoint's entities does html/entities.py mark as coming from the {counted} entity set (the "
          "set named at the end of each entry's comment)?", sets[counted])  # fmt: skip
    if top is not None:
        b.add("extreme", "Which ISO entity set do the most name2codepoint entries of html/entities.py come from, by the set named "
              "in their comments?", top)  # fmt: skip
    k = b.rng.choice([k for k in range(len(names) - 1) if folded[names[k].lower()] == folded[names[k + 1].lower()] == 1
                      and name not in names[k:k + 2]])  # fmt: skip
    b.add("ordering", f"Which entity comes right after {names[k]} in html/entities.py's name2codepoint table?", names[k + 1])
    missing = _absent(text, "rupee", "bitcoin", "hryvnia")
    b.add("absent", f"What code point does html/entities.py's name2codepoint give the entity {missing}?", None)
    return b.questions


MAN_DB_DOCS = Path("/usr/share/doc/man-db")


def _man_db_releases(text: str) -> list[tuple[str, str, dict[str, list[str]], str]]:
    """man-db's NEWS.md as (version, date, {part: its items}, body), newest first: a release is a setext heading, `man-db
    2.11.0 (15 October 2022)` (`man\\_db-2.3.20 (...)` for the oldest) over a line of `=`; its parts are `Fixes:`,
    `Improvements:` and the like at the margin, each over ` * ` items whose continuation lines are indented."""
    heads = list(re.finditer(r"^man(?:-db |\\_db-)(\S+) \((\d{1,2} [A-Z][a-z]+ \d{4})\)\n=+$", text, re.M))
    releases = []
    for m, nxt in zip(heads, [*heads[1:], None], strict=True):
        body = text[m.end():nxt.start() if nxt else len(text)]
        cuts = [(t.group(1), t.end(), t.start()) for t in re.finditer(r"^([A-Z][A-Za-z ]+):$", body, re.M)]
        parts = {title: re.findall(r"^ \* ", body[end:nxt[2] if nxt else len(body)], re.M)
                 for (title, end, _), nxt in zip(cuts, [*cuts[1:], None])}  # fmt: skip
        releases.append((m.group(1), m.group(2), parts, body))
    return releases


def man_db_news(path: Path = MAN_DB_DOCS / "NEWS.md.gz", debian: Path = MAN_DB_DOCS / "changelog.Debian.gz") -> list[Question]:
    """man-db's NEWS.md, in Markdown: one setext-headed section per release, newest first (2.11.2 of 8 January 2023 back to
    man_db-2.3.5 of 1995), its notes parted into `Fixes:`, `Improvements:`, `Build:` ... lists of ` * ` items, with code in
    backquotes (`mandb`, `--with-snapdir`). changelog.Debian has one entry per Debian upload of it (2.11.2-2, 2.11.2-1, ...)."""
    text = read_text(path)
    releases = _man_db_releases(text)
    versions = [v for v, _, _, _ in releases]
    dates = Counter(d for _, d, _, _ in releases)
    if len(set(versions)) != len(versions) or len(releases) < 30:
        raise ValueError(f"{path}: releases not headed `man-db VERSION (DATE)` once each")
    b = _builder("man-db-news", path)
    v, date, _, _ = releases[b.rng.randrange(len(releases))]
    b.add("record_field", f"On what date was man-db {v} released, according to man-db's NEWS file? Give it as NEWS writes it.", date)
    fixes = {r[0]: len(r[2].get("Fixes", [])) for r in releases}
    counted = b.rng.choice([r for r in versions if 5 <= fixes[r] <= 15 and r != v and str(fixes[r]) not in re.findall(r"\d+", r)])
    b.add("count", f"How many items does man-db's NEWS list under \"Fixes\" for version {counted}?", fixes[counted])
    jumps = [i for i in range(len(releases) - 1) if versions[i].split(".")[:2] != versions[i + 1].split(".")[:2]
             and not {v, counted} & set(versions[i:i + 2])]  # fmt: skip
    i = b.rng.choice(jumps)  # (a new minor version: what came before 2.10.0 is no count down from it)
    b.add("ordering", f"Which man-db release does NEWS.md list just below {versions[i]}, i.e. the release before it? Give the "
          "version.", versions[i + 1])  # fmt: skip
    terms = Counter(re.findall(r"`([^`\n]{4,})`", text))
    placed = sorted((term, r) for r, _, _, body in releases for term in set(re.findall(r"`([^`\n]{4,})`", body))
                    if terms[term] == 1 and text.count(term) == 1 and r not in (v, counted, versions[i], versions[i + 1])
                    and re.fullmatch(r"[-\w./ ]+", term) and not re.search(r"\d", term))  # fmt: skip
    term, where = b.rng.choice(placed)
    b.add("section_title", f"Under which release's heading does man-db's NEWS.md mention `{term}`? Give the version number.", where)
    uploads = Counter(e.version.rsplit("-", 1)[0] for e in changelog_entries(read_text(debian)))
    released = {r: d for r, d, _, _ in releases}
    dated = sorted(r for r, d, _, _ in releases if uploads[r] >= 2 and dates[d] == 1 and r not in (v, counted, where)
                   and str(uploads[r]) not in re.findall(r"\d+", d))  # fmt: skip
    r = b.rng.choice(dated)
    b.add("cross_file", f"man-db's NEWS.md dates one release to {released[r]}. How many Debian uploads of that upstream release "
          "(one changelog entry per Debian revision) does man-db's changelog.Debian record?", uploads[r],
          context=(str(path), str(debian)))  # fmt: skip
    missing = _absent(text, "2.9.5", "2.10.3", "2.8.8")
    b.add("absent", f"When was man-db {missing} released, according to its NEWS file?", None)
    return b.questions


FINDUTILS_COPYRIGHT = Path("/usr/share/doc/findutils/copyright")


def findutils_copyright(path: Path = FINDUTILS_COPYRIGHT) -> list[Question]:
    """findutils' debian/copyright in the machine-readable DEP-5 format: a header paragraph (Format, Upstream-Name, Source),
    then `Files:` paragraphs, each a list of paths or patterns (one a line after the first, indented) with its Copyright
    and License (gl/lib/* files under GPL-3+, LGPL-2.1+, LGPL-3+ ..., m4 files under FSFULLR), and at the end stand-alone
    `License:` paragraphs holding each licence's text."""
    text = read_text(path)
    paragraphs = stanzas(text, "Files")
    files = [(p["Files"].split(), p["License"].split("\n")[0].strip()) for p in paragraphs]
    licenses = Counter(lic for _, lic in files)
    listed = Counter(f for paths, _ in files for f in paths)
    plain = [lic for lic in licenses if re.fullmatch(r"[\w.+-]+", lic) and not any(o != lic and lic in o for o in licenses)]
    b = _builder("findutils-copyright", path)
    single = [k for k, (paths, lic) in enumerate(files) if len(paths) == 1 and "*" not in paths[0] and lic in plain]
    k = b.rng.choice(single)
    b.add("record_field", f"What license does findutils' copyright file give for {files[k][0][0]}?", files[k][1])
    counted = b.rng.choice(sorted(lic for lic in plain  # (not a count the licence's own name holds: 3 of GFDL-NIV-1.3+)
                                  if 3 <= licenses[lic] <= 12 and str(licenses[lic]) not in re.findall(r"\d+", lic)))  # fmt: skip
    b.add("count", f"How many Files paragraphs in /usr/share/doc/findutils/copyright carry the license {counted}?", licenses[counted])
    sizes = {j: len(paths) for j, (paths, _) in enumerate(files)}
    if (top := _top(sizes, key=sizes.__getitem__)) is not None:
        b.add("extreme", "Which Files paragraph of findutils' copyright file lists the most paths? Give the first path it lists.",
              files[top][0][0])  # fmt: skip
    steps = [j for j in range(len(files) - 1) if k not in (j, j + 1) and top not in (j, j + 1)
             and all(listed[files[m][0][0]] == 1 for m in (j, j + 1))]  # fmt: skip
    j = b.rng.choice(steps)
    b.add("ordering", f"In findutils' DEP-5 copyright file, which Files paragraph comes right after the one for {files[j][0][0]}? "
          "Give the first path it lists.", files[j + 1][0][0])  # fmt: skip
    inside = sorted((f, m) for m, (paths, _) in enumerate(files) if len(paths) >= 3 and m not in (top, j, j + 1)
                    for f in paths[1:] if listed[f] == 1 and text.count(f) == 1)  # fmt: skip
    f, m = b.rng.choice(inside)
    b.add("section_title", f"findutils' copyright file names {f} inside one of its Files paragraphs. What is the first path listed "
          "in that paragraph?", files[m][0][0])  # fmt: skip
    missing = _absent(text, "Upstream-Contact", "Files-Excluded", "Disclaimer")
    b.add("absent", f"What does findutils' copyright file give as its {missing} field?", None)
    return b.questions


# Round 17, written before any run on it: tmux's CHANGES, PostgreSQL's postgresql.conf (with its postgresql.conf.sample),
# pickle.py (with pickletools.py), gdb's table of the x86-64 system calls (with the i386 one), Vim's options.txt (with
# quickref.txt) and apt's term.log (with its history.log).

TMUX_CHANGES = Path("/usr/share/doc/tmux/changelog.gz")


def _tmux_releases(text: str) -> list[tuple[str, str, str, str]]:
    """tmux's CHANGES as (version, the version before it, date or '', body), newest first: a release opens `CHANGES FROM 2.5
    TO 2.6, 05 October 2017` (undated from 2.7 on; 3.1c's is `CHANGED FROM`), its items are `* ` paragraphs, some parted
    under `Incompatible Changes` / `Normal Changes` headings underlined with `=`. A full line of `=` closes the last (0.9),
    above the day-by-day log of 2007-2009."""
    heads = list(re.finditer(r"^CHANGE[SD] FROM (\S+) TO (\S+?)(?:, (\d{2} [A-Z][a-z]+ \d{4}))?[ \t]*$", text, re.M))
    releases = []
    for m, nxt in zip(heads, [*heads[1:], None], strict=True):
        body = re.split(r"^={40,}$", text[m.end():nxt.start() if nxt else len(text)], maxsplit=1, flags=re.M)[0]
        releases.append((m.group(2), m.group(1), m.group(3) or "", body))
    return releases


def tmux_changes(path: Path = TMUX_CHANGES) -> list[Question]:
    """tmux's CHANGES (installed as changelog.gz): one section per release, newest first (3.3a back to 0.9), each a list of
    `* ` items naming commands and options (`'pane-border-status'`, `remain-on-exit-format`), the older ones dated."""
    text = read_text(path)
    releases = _tmux_releases(text)
    versions = [v for v, _, _, _ in releases]
    if len(set(versions)) != len(versions) or len(releases) < 25:
        raise ValueError(f"{path}: releases not headed `CHANGES FROM X TO Y` once each")
    since = {v: old for v, old, _, _ in releases}
    dated = {v: d for v, _, d, _ in releases if d}
    items = {v: len(re.findall(r"^\* ", body, re.M)) for v, _, _, body in releases}
    parted = {v for v, _, _, body in releases if re.search(r"^\S.*\n={3,}$", body, re.M)}
    b = _builder("tmux-changes", path)
    asked = b.rng.choice(sorted(dated))
    b.add("record_field", f"According to tmux's CHANGES file, on what date was tmux {asked} released? Give the date as the file writes "
          "it.", dated[asked])  # fmt: skip
    top = _top(items, key=items.__getitem__)
    counted = b.rng.choice(sorted(v for v, n in items.items() if 5 <= n <= 40 and v not in parted and v not in (top, asked)
                                  and str(n) not in re.findall(r"\d+", f"{since[v]} {v}")))  # fmt: skip
    b.add("count", f"How many items (paragraphs starting with an asterisk) does tmux's CHANGES list under the changes from "
          f"{since[counted]} to {counted}?", items[counted])  # fmt: skip
    if top is not None:
        b.add("extreme", "For which release does tmux's CHANGES list the most items (paragraphs starting with an asterisk)? Give the "
              "version the section's changes lead to.", top)  # fmt: skip
    named = sorted((term, v) for v, _, _, body in releases if v not in (asked, counted, top)
                   for term in set(re.findall(r"(?<![\w'-])'?([a-z]+(?:-[a-z]+){2,})'?(?![\w-])", body))
                   if text.count(term) == 1)  # fmt: skip
    term, where = b.rng.choice(named)
    b.add("section_title", f"Under which release's section does tmux's CHANGES mention {term}? Give the version the section's "
          "changes lead to (the second version of its heading).", where)  # fmt: skip
    hop, release = b.rng.choice([(t, v) for t, v in named if v in dated and v != where])
    b.add("two_hops", f"tmux's CHANGES mentions {hop} in the section of one release. On what date was that release made, going by "
          "the section's heading?", dated[release])  # fmt: skip
    missing = _absent(text, "3.4", "2.10", "1.10")
    b.add("absent", f"How many items does tmux's CHANGES list for the release of tmux {missing}?", None)
    return b.questions


POSTGRESQL_CONF = Path("/etc/postgresql/15/main/postgresql.conf")


def _pg_settings(text: str) -> list[tuple[str, str, bool, str, str]]:
    """A postgresql.conf's settings in the file's order as (name, value as written, whether it is set rather than commented
    out, section, subsection or ''): a section is a capitalised title between two `#---` rules (`# WRITE-AHEAD LOG`), a
    subsection a `# - Checkpoints -` line, a setting `name = value` (`#name = value` when left at its default) with a
    comment after it."""
    settings = []
    section = subsection = ""
    lines = text.splitlines()
    for k, line in enumerate(lines):
        if re.fullmatch(r"#-{20,}", line) and k + 2 < len(lines) and re.fullmatch(r"#-{20,}", lines[k + 2]):
            section, subsection = lines[k + 1].lstrip("# ").strip(), ""
        elif m := re.fullmatch(r"# - (.+?) -\s*", line):
            subsection = m.group(1)
        elif m := re.match(r"(#?)([a-z_]+) = ('(?:[^']|'')*'|[^\s#]+)", line):
            settings.append((m.group(2), m.group(3), not m.group(1), section, subsection))
    return settings


def postgresql_conf(path: Path = POSTGRESQL_CONF, sample: Path = PG_ERRCODES.with_name("postgresql.conf.sample")) -> list[Question]:
    """The PostgreSQL 15 cluster's postgresql.conf, as Debian's pg_createcluster writes it from the packaged
    postgresql.conf.sample: sections in capitals (FILE LOCATIONS, CONNECTIONS AND AUTHENTICATION, ...) parted into `# - SSL -`
    subsections, one setting a line, most commented out at their default (`#autovacuum_naptime = 1min`), a few set for the
    cluster (`unix_socket_directories = '/var/run/postgresql'`, the sample's `#unix_socket_directories = '/tmp'`)."""
    text = read_text(path)
    settings = _pg_settings(text)
    names = [n for n, _, _, _, _ in settings]
    if len(set(names)) != len(names) or len(settings) < 100:
        raise ValueError(f"{path}: settings not one a line, `name = value`, once each")
    b = _builder("postgresql.conf", path)
    shown = Counter(v for _, v, _, _, _ in settings)
    defaults = sorted(n for n, v, on, _, _ in settings if not on and re.fullmatch(r"\d+[a-zA-Z]+", v) and shown[v] == 1)
    asked = b.rng.choice(defaults)
    value = {n: v for n, v, _, _, _ in settings}
    b.add("record_field", f"According to postgresql.conf, what is the default value of {asked}?", value[asked])
    parts = Counter((section, sub) for _, _, _, section, sub in settings)
    titles = Counter(sub for _, sub in parts)
    plain = {t for t in titles if t and titles[t] == 1 and not any(t.lower() in o.lower() for o in titles if o != t)}
    # (a title once in the file and in no other: not "Settings", which "Connection Settings" holds too)
    counted = b.rng.choice(sorted(p for p, n in parts.items() if p[1] in plain and 4 <= n <= 15))
    b.add("count", f"How many settings, commented out or not, does postgresql.conf list under its subsection \"- {counted[1]} -\"?",
          parts[counted])  # fmt: skip
    sections = Counter(section for _, _, _, section, _ in settings)
    if (top := _top(sections, key=sections.__getitem__)) is not None:
        b.add("extreme", "Which of postgresql.conf's main sections (the headings in capitals between lines of dashes) lists the "
              "most settings, commented out or not?", top)  # fmt: skip
    placed = sorted((n, sub) for n, _, _, section, sub in settings if sub in plain and (section, sub) != counted
                    and n != asked and not set(n.split("_")) & set(re.findall(r"[a-z]+", sub.lower())))  # fmt: skip
    name, sub = b.rng.choice(placed)
    b.add("section_title", f"Under which subsection of postgresql.conf (the `# - ... -` headings) is the setting {name} listed? "
          "Give the subsection's title.", sub)  # fmt: skip
    shipped = {n: v.strip("'") for n, v, _, _, _ in _pg_settings(read_text(sample))}
    changed = sorted(n for n, v, on, _, _ in settings if on and len(shipped.get(n, "")) >= 3 and shipped[n] != v.strip("'")
                     and " " not in shipped[n] and n not in (asked, name))  # fmt: skip
    hop = b.rng.choice(changed)
    b.add("cross_file", f"This postgresql.conf sets {hop} to {value[hop]}. What value does PostgreSQL's packaged "
          f"postgresql.conf.sample show for {hop}?", shipped[hop], context=(str(path), str(sample)))  # fmt: skip
    missing = _absent(text, "checkpoint_segments", "wal_keep_segments", "replacement_sort_tuples")
    b.add("absent", f"According to postgresql.conf, what is the default value of {missing}?", None)
    return b.questions


def _pickle_opcodes(text: str) -> list[tuple[str, str, str, str]]:
    """pickle.py's opcode constants in the file's order as (name, its bytes literal as written, comment, the `# Protocol 4`
    comment over its block, '' for the first block, where protocols 0 and 1 mix), TRUE and FALSE (not opcodes) left out."""
    start = text.index("# Pickle opcodes.")
    opcodes, heading = [], ""
    for line in text[start:text.index("__all__.extend", start)].splitlines():
        if m := re.fullmatch(r"# (Protocol \d)\b.*", line):
            heading = m.group(1)
        elif (m := re.fullmatch(r"([A-Z][A-Z0-9_]*)\s*= (b'[^']*')\s+# (.*)", line)) and "not an opcode" not in m.group(3):
            opcodes.append((m.group(1), m.group(2), m.group(3).strip(), heading))
    return opcodes


def pickle_py(path: Path | None = None) -> list[Question]:
    """pickle.py: the exceptions, then the opcodes, one constant a line with its byte and a comment (`LONG4 = b'\\x8b'  # push
    really big long`), the first block in kind-of alphabetical order and the later ones under `# Protocol 2` ... `# Protocol
    5` comments, then the framing helpers, the Python _Pickler (its `dispatch` from types to `save_*` methods) and _Unpickler
    (`dispatch[LONG4[0]] = load_long4`). pickletools.py documents each opcode in an `I(name=..., code=..., proto=...)`."""
    path = path or _stdlib("pickle")
    tools = path.with_name("pickletools.py")
    text = read_text(path)
    opcodes = _pickle_opcodes(text)
    tree = ast.parse(text)
    b = _builder("pickle.py", path)
    name, literal, _, _ = b.rng.choice(opcodes)
    b.add("record_field", f"Which opcode does pickle.py define as {literal}? Give the constant's name.", name)
    blocks = Counter(heading for _, _, _, heading in opcodes if heading)
    counted = b.rng.choice(sorted(h for h, n in blocks.items() if n >= 3 and str(n) not in h))
    b.add("count", f"How many opcodes does pickle.py define under its \"# {counted}\" comment?", blocks[counted])
    op, heading = b.rng.choice(sorted((n, h) for n, _, _, h in opcodes if h and h != counted and n != name))
    b.add("section_title", f"Under which of pickle.py's protocol comments (the `# Protocol ...` lines) is the opcode {op} defined?",
          heading)  # fmt: skip
    loads = {m.group(1): ast.unparse(n.value) for n in _class(tree, "_Unpickler").body if isinstance(n, ast.Assign)
             and (m := re.fullmatch(r"dispatch\[(\w+)\[0\]\]", ast.unparse(n.targets[0])))}  # fmt: skip
    comments = Counter(c for _, _, c, _ in opcodes)
    said = {n: c for n, _, c, _ in opcodes}
    described = sorted(n for n, _, c, _ in opcodes if comments[c] == 1 and n in loads and not re.search(r"\"|ditto|like|same", c)
                       and n.lower() not in c.lower() and n not in (name, op))  # fmt: skip
    hop = b.rng.choice(described)
    b.add("two_hops", f"pickle.py's comment on one opcode says \"{said[hop]}\". Which method of _Unpickler loads that opcode, by its "
          "dispatch table?", loads[hop])  # fmt: skip
    protos = {ast.literal_eval(kw["name"]): ast.literal_eval(kw["proto"]) for n in ast.walk(ast.parse(read_text(tools)))
              if isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == "I"
              for kw in [{k.arg: k.value for k in n.keywords}]}  # fmt: skip
    early = sorted(n for n, _, _, h in opcodes if not h and n in protos and not re.search(r"\d", n) and n not in (name, hop))
    first = b.rng.choice(early)
    b.add("cross_file", f"pickle.py defines the opcode {first} in its first block, before any protocol comment. Which pickle "
          "protocol introduced it, according to pickletools.py?", str(protos[first]), context=(str(path), str(tools)))  # fmt: skip
    missing = _absent(text, "LONG8", "BINSET", "EMPTY_FROZENSET")
    b.add("absent", f"Which byte does pickle.py assign to the opcode {missing}?", None)
    return b.questions


GDB_SYSCALLS = Path("/usr/share/gdb/syscalls")


def _syscalls(path: Path) -> list[tuple[str, int, list[str]]]:
    """A gdb syscalls table's calls in the file's order as (name, number, groups)."""
    return [(s.get("name", ""), int(s.get("number", "")), [g for g in (s.get("groups") or "").split(",") if g])
            for s in ElementTree.fromstring(read_text(path)).iter("syscall")]  # fmt: skip


def amd64_syscalls(path: Path = GDB_SYSCALLS / "amd64-linux.xml", i386: Path = GDB_SYSCALLS / "i386-linux.xml") -> list[Question]:
    """gdb's table of the x86-64 Linux system calls, made from the kernel's syscall_64.tbl: one `<syscall name="mmap"
    number="9" groups="descriptor,memory"/>` element a call in number order (0 to 334, then 424 on), each in none, one or
    several of the groups descriptor, file, memory, network, process, signal and ipc. i386-linux.xml is the 32-bit table,
    numbered otherwise (socketcall and the like only there)."""
    calls = _syscalls(path)
    number = {n: k for n, k, _ in calls}
    if len(number) != len(calls) or len(calls) < 300:
        raise ValueError(f"{path}: a system call listed twice")
    b = _builder("amd64-syscalls", path)
    name = b.rng.choice(sorted(number))
    b.add("record_field", f"What system call number does gdb's amd64-linux.xml give {name}?", str(number[name]))
    sizes = Counter(g for _, _, groups in calls for g in groups)
    top = _top(sizes, key=sizes.__getitem__)
    group = b.rng.choice(sorted(g for g, n in sizes.items() if 5 <= n <= 60 and g != top))
    b.add("count", f"How many system calls does gdb's amd64-linux.xml put in the group \"{group}\"?", sizes[group])
    if top is not None:
        b.add("extreme", "Which group of system calls is the largest in gdb's amd64-linux.xml, named in the groups attribute of the "
              "most calls?", top)  # fmt: skip
    k = b.rng.choice([k for k in range(len(calls) - 1) if name not in (calls[k][0], calls[k + 1][0])])
    b.add("ordering", f"Which system call does gdb's amd64-linux.xml list right after {calls[k][0]}?", calls[k + 1][0])
    other = {n: j for n, j, _ in _syscalls(i386)}
    hop = b.rng.choice(sorted(n for n, j, _ in calls if other.get(n, j) != j and n not in (name, calls[k][0], calls[k + 1][0])))
    b.add("cross_file", f"The system call numbered {number[hop]} in gdb's amd64-linux.xml: what number does gdb's i386-linux.xml "
          "give that same call?", str(other[hop]), context=(str(path), str(i386)))  # fmt: skip
    missing = _absent(read_text(path), "socketcall", "waitpid", "sigaction")  # (calls of the i386 table only)
    b.add("absent", f"What system call number does gdb's amd64-linux.xml give {missing}?", None)
    return b.questions


VIM_DOC = Path("/usr/share/vim/vim90/doc")


def _vim_options(text: str) -> list[tuple[str, str, str, str, str]]:
    """Vim's options.txt as (name, short name or '', type, the rest of the head line, the lines under it up to the
    description) per option, in the file's order: an option opens `'tabstop' 'ts'\\t\\tnumber\\t(default 8)`, the default
    sometimes running on over lines; under it, indented by three tabs, its scope (`local to buffer`) and what it needs
    (`{not available when compiled without the |+syntax| feature}`), then the description, indented by one tab."""
    heads = list(re.finditer(r"^'(\w+)'(?:[ \t]+'(\w+)')?[ \t]+(boolean|number|string)[ \t]*(\(.*)$", text, re.M))
    options = []
    for m, nxt in zip(heads, [*heads[1:], None], strict=True):
        body = text[m.end():nxt.start() if nxt else len(text)]
        lead = re.split(r"^\t(?!\t)", body, maxsplit=1, flags=re.M)[0]
        options.append((m.group(1), m.group(2) or "", m.group(3), m.group(4).strip(), lead))
    return options


def vim_options(path: Path = VIM_DOC / "options.txt", quickref: Path = VIM_DOC / "quickref.txt") -> list[Question]:
    """Vim's options.txt: how to set options, then every option in alphabetical order under its tags, its head line giving
    its name, short name, type and default (`'scrolloff' 'so'\\tnumber\\t(default 0, set to 5 in |defaults.vim|)`), then its
    scope, what it needs compiled in, and a description. quickref.txt's option-list gives each a one-line explanation
    (`'tabstop'\\t  'ts'\\t    number of spaces that <Tab> in file uses`)."""
    text = read_text(path)
    options = _vim_options(text)
    names = [n for n, _, _, _, _ in options]
    if len(set(names)) != len(names) or len(options) < 300:
        raise ValueError(f"{path}: options not headed `'name' 'short' type (default ...)` once each")
    simple = {n: m.group(1) for n, _, kind, head, _ in options
              if kind == "number" and (m := re.fullmatch(r"\(default:? (\d+)\)", head)) and int(m.group(1)) >= 2}  # fmt: skip
    short = {n: s for n, s, _, _, _ in options}
    b = _builder("vim-options", path)
    asked = b.rng.choice(sorted(simple))
    b.add("record_field", f"According to Vim's options.txt, what is the default value of the option '{asked}'?", simple[asked])
    hop = b.rng.choice(sorted(n for n in simple if short[n] and n != asked))
    b.add("two_hops", f"Going by Vim's options.txt, what is the default value of the option whose short name is '{short[hop]}'?",
          simple[hop])  # fmt: skip
    needs: dict[str, set[str]] = {}
    shared = set()  # (features named in a clause beside another: "+folding or +eval")
    for n, _, _, _, lead in options:
        for clause in re.findall(r"\{(?:only available when compiled with|not available when compiled without)\b[^}]*\}", lead):
            features = re.findall(r"\|\+(\w+)\|", clause)
            if len(features) == 1:
                needs.setdefault(features[0], set()).add(n)
            shared.update(features[1:] if len(features) == 1 else features)
    feature = b.rng.choice(sorted(f for f, ns in needs.items() if 4 <= len(ns) <= 15 and f not in shared))
    b.add("count", f"How many options does Vim's options.txt mark as available only when Vim is compiled with the +{feature} "
          "feature?", len(needs[feature]))  # fmt: skip
    k = b.rng.choice([k for k in range(len(names) - 1) if {asked, hop}.isdisjoint(names[k:k + 2])])
    b.add("ordering", f"Which option does Vim's options.txt describe right after '{names[k]}'?", names[k + 1])
    lines = read_text(quickref).splitlines()
    explained = {}
    for line, after in pairwise(lines):
        if (m := re.fullmatch(r"'(\w+)'\t[ \t]*(?:'(\w+)'[ \t]+)?(\S.*?)\s*", line)) and after.startswith("'"):
            if short.get(m.group(1)) == (m.group(2) or ""):
                explained[m.group(1)] = m.group(3)
    said = Counter(explained.values())
    pick = b.rng.choice(sorted(n for n in simple if n in explained and said[explained[n]] == 1 and n not in explained[n]
                               and n not in (asked, hop, *names[k:k + 2])))  # fmt: skip
    b.add("cross_file", f"Vim's quickref.txt explains one option as \"{explained[pick]}\". What is that option's default value, "
          "according to options.txt?", simple[pick], context=(str(path), str(quickref)))  # fmt: skip
    missing = _absent(text, "autosave", "tabwidth", "smoothscrollamount")
    b.add("absent", f"According to Vim's options.txt, what is the default value of the option '{missing}'?", None)
    return b.questions


APT_TERM_LOG = Path("/var/log/apt/term.log")


def _term_sessions(text: str) -> list[tuple[str, list[tuple[str, str]], dict[str, str]]]:
    """apt's term.log as (start, [(package, version) set up, in order], {package: the version it replaced}) per session, the
    start with one space (`Log started: 2025-06-24  14:36:25` has two): each session holds dpkg's output, `Selecting
    previously unselected package gpg.`, `Unpacking libssl3:amd64 (3.0.19-1~deb12u2) over (3.0.16-1~deb12u1) ...`, `Setting up
    gpg (2.2.40-1.1+deb12u2) ...`; packages are named here without their `:amd64`."""
    sessions = []
    for start, body in re.findall(r"^Log started: (.+?)\s*\n(.*?)^Log ended:", text, re.M | re.S):
        setup = [(p.split(":")[0], v) for p, v in re.findall(r"^Setting up (\S+) \(([^)]+)\)", body, re.M)]
        replaced = {p.split(":")[0]: old for p, old in re.findall(r"^Unpacking (\S+) \([^)]+\) over \(([^)]+)\)", body, re.M)}
        sessions.append((" ".join(start.split()), setup, replaced))
    return sessions


def apt_term_log(path: Path = APT_TERM_LOG, history: Path = APT_TERM_LOG.with_name("history.log")) -> list[Question]:
    """apt's term.log: what dpkg wrote to the terminal in each apt run, between `Log started:` and `Log ended:` lines (reading
    the database, unpacking, setting up, triggers, debconf's and update-alternatives' notes). history.log records the same
    runs by their start (`Start-Date: 2025-06-24  14:36:25`, `Commandline: apt-get -qqy upgrade`)."""
    text = read_text(path)
    sessions = _term_sessions(text)
    setups = Counter(p for _, setup, _ in sessions for p, _ in setup)
    b = _builder("apt-term-log", path)
    replaced = [(p, old) for _, _, over in sessions for p, old in over.items()]
    upgrades = Counter(p for p, _ in replaced)
    package, old = b.rng.choice(sorted((p, o) for p, o in replaced if upgrades[p] == 1 and setups[p] == 1))
    b.add("record_field", f"From which version was the package {package} upgraded, according to apt's term.log?", old)
    sizes = {start: len(setup) for start, setup, _ in sessions}
    top = _top(sizes, key=sizes.__getitem__)
    counted = b.rng.choice(sorted(s for s, n in sizes.items() if 5 <= n <= 80 and s != top and str(n) not in re.findall(r"\d+", s)))
    b.add("count", f"How many packages were set up (lines starting \"Setting up\") in the session of apt's term.log that started at "
          f"{counted}?", sizes[counted])  # fmt: skip
    if top is not None:
        b.add("extreme", "Which session of apt's term.log set up the most packages? Give the time its log started.", top.split()[-1])
    steps = sorted((setup[j][0], setup[j + 1][0]) for _, setup, _ in sessions for j in range(len(setup) - 1)
                   if setups[setup[j][0]] == setups[setup[j + 1][0]] == 1 and package not in (setup[j][0], setup[j + 1][0]))  # fmt: skip
    before, after = b.rng.choice(steps)
    b.add("ordering", f"Which package does apt's term.log show being set up right after {before}?", after)
    runs = {" ".join(r["Start-Date"].split()): r["Commandline"] for block in read_text(history).strip().split("\n\n")
            if "Start-Date" in (r := dict(line.split(": ", 1) for line in block.splitlines() if ": " in line)) and "Commandline" in r}
    hops = sorted((p, start) for start, setup, _ in sessions if len(runs.get(start, " " * 61)) <= 60 for p, _ in setup
                  if setups[p] == 1 and p not in runs[start].split() and p not in (package, before, after))  # fmt: skip
    hop, start = b.rng.choice(hops)
    b.add("cross_file", f"apt's term.log shows {hop} being set up. What command line started that apt run, according to apt's "
          "history.log?", runs[start], context=(str(path), str(history)))  # fmt: skip
    missing = _absent(text, "nginx", "apache2", "redis-server")
    b.add("absent", f"Which version of {missing} does apt's term.log show being set up?", None)
    return b.questions


# Round 18, written before any run on it: Node.js 20's CHANGELOG_V20.md, the GNU coreutils manual (coreutils.info),
# zipfile.py, PostgreSQL's sql_features.txt, OpenJDK's JFR default.jfc (with profile.jfc) and glibc's elf.h (with the
# kernel's linux/elf-em.h).

NODE_CHANGELOG = Path("/usr/share/doc/nodejs/changelogs/CHANGELOG_V20.md")
COMMIT = r"^\* \\\[\[`([0-9a-f]{10})`\]"


def _node_releases(text: str) -> list[tuple[str, str, dict[str, list[str]]]]:
    """Node.js's CHANGELOG_V20.md as (version, date, {### heading: [commit hashes listed under it]}) per release, newest
    first: a release opens `## 2024-05-07, Version 20.13.0 'Iron' (LTS), @marco-ippolito` (`(Current)` before 20.9.0),
    then `### Notable Changes` and `### Commits` (20.0.0's commits under `### Semver-Major Commits` and the like), each
    commit a line `* \\[[`a1b2c3d4e5`](https://github.com/nodejs/node/commit/a1b2c3d4e5)] - **fs**: ... (Author) [#123](...)`."""
    heads = list(re.finditer(r"^## (\d{4}-\d{2}-\d{2}), Version (\d+\.\d+\.\d+) .*$", text, re.M))
    releases = []
    for m, nxt in zip(heads, [*heads[1:], None], strict=True):
        parts = re.split(r"^### ", text[m.end():nxt.start() if nxt else len(text)], flags=re.M)[1:]
        lists = {part.splitlines()[0].strip(): re.findall(COMMIT, part, re.M) for part in parts}
        releases.append((m.group(2), m.group(1), lists))
    return releases


def node_changelog(path: Path = NODE_CHANGELOG) -> list[Question]:
    """Node.js 20's changelog (CHANGELOG_V20.md, as the nodejs package installs it): a table of the 20.x versions, then one
    section per release, newest first (20.20.2 back to 20.0.0), each dated in its `## ` heading, with its notable changes
    and the list of the commits it brings, one a line led by the commit's short hash."""
    text = read_text(path)
    releases = _node_releases(text)
    versions = [v for v, _, _ in releases]
    dates = [d for _, d, _ in releases]
    if len(set(versions)) != len(versions) or len(releases) < 30 or dates != sorted(dates, reverse=True) or len(set(dates)) != len(dates):
        raise ValueError(f"{path}: releases not headed `## date, Version x.y.z` once each, newest first")
    date = dict(zip(versions, dates, strict=True))
    commits = {v: sum(len(hashes) for heading, hashes in lists.items() if "Commits" in heading) for v, _, lists in releases}
    b = _builder("node-v20-changelog", path)
    asked = b.rng.choice(versions)
    b.add("record_field", f"According to Node.js's CHANGELOG_V20.md, on what date was Node.js {asked} released?", date[asked])
    top = _top(commits, key=commits.__getitem__)
    plain = [v for v, _, lists in releases if list(lists) == ["Notable Changes", "Commits"]]
    counted = b.rng.choice(sorted(v for v in plain if 5 <= commits[v] <= 80 and v not in (asked, top)
                                  and str(commits[v]) not in v.split(".")))  # fmt: skip
    b.add("count", f"How many commits does Node.js's CHANGELOG_V20.md list under the \"Commits\" heading of version {counted}?",
          commits[counted])  # fmt: skip
    if top is not None:
        b.add("extreme", "Which Node.js 20 release lists the most commits in CHANGELOG_V20.md (the entries of its commit lists)? "
              "Give the version.", top)  # fmt: skip
    seen = Counter(h for _, _, lists in releases for hashes in lists.values() for h in set(hashes))
    hops = sorted((h, v) for v, _, lists in releases for hashes in lists.values() for h in hashes
                  if seen[h] == 1 and text.count(h) == 2 and v not in (asked, counted, top))  # fmt: skip
    commit, release = b.rng.choice(hops)
    b.add("two_hops", f"Node.js's CHANGELOG_V20.md lists the commit {commit} in one release. On what date was that release made?",
          date[release])  # fmt: skip
    k = b.rng.choice([k for k in range(1, len(versions)) if not {asked, counted, release} & {versions[k], versions[k - 1]}])
    b.add("ordering", f"Going by Node.js's CHANGELOG_V20.md, which Node.js 20 release came out next after version {versions[k]}?",
          versions[k - 1])  # fmt: skip
    missing = _absent(text, "20.21.0", "20.20.3", "20.22.0")
    b.add("absent", f"According to Node.js's CHANGELOG_V20.md, on what date was Node.js {missing} released?", None)
    return b.questions


COREUTILS_INFO = Path("/usr/share/info/coreutils.info.gz")


def _info_headings(text: str) -> list[tuple[str, str, int]]:
    """An Info manual's numbered headings in order as (number, title, where it starts): `3 Output of entire files`
    underlined with `*`, `3.1 ‘cat’: Concatenate and write files` with `=`, `7.5.1 General options` with `-`."""
    return [(m.group(1), m.group(2), m.start()) for m in re.finditer(r"^(\d+(?:\.\d+)*) (.+)\n([*=.-])\3+$", text, re.M)]


def coreutils_manual(path: Path = COREUTILS_INFO) -> list[Question]:
    """The GNU coreutils 9.1 manual in Info form: 31 numbered chapters (Common options, Output of entire files, ...), most
    parted into one section per program (`3.1 ‘cat’: Concatenate and write files`), some of those into subsections; a
    program's options are listed at the left margin, a short form above its long one (`‘-T’` / `‘--show-tabs’`), the
    description indented under them."""
    text = read_text(path)
    heads = _info_headings(text)
    numbers = [n for n, _, _ in heads]
    if len(set(numbers)) != len(numbers) or len(heads) < 150:
        raise ValueError(f"{path}: numbered headings not once each")
    chapters = {n: t for n, t, _ in heads if "." not in n}
    sections = Counter(n.split(".")[0] for n, _, _ in heads if n.count(".") == 1)
    programs = [(n, m.group(1)) for n, t, _ in heads if n.count(".") == 1 and (m := re.match(r"‘([\w.-]+)’: ", t))]
    named = Counter(p for _, p in programs)
    b = _builder("coreutils-manual", path)
    program, number = b.rng.choice(sorted((p, n) for n, p in programs if named[p] == 1 and not n.startswith("2.")))
    b.add("section_title", f"In the GNU coreutils manual (coreutils.info), under which chapter is the ‘{program}’ command "
          "documented? Give the chapter's title.", chapters[number.split(".")[0]])  # fmt: skip
    top = _top(sections, key=sections.__getitem__)
    counted = b.rng.choice(sorted(c for c, n in sections.items() if 3 <= n <= 8 and c not in (top, number.split(".")[0])))
    b.add("count", f"How many numbered sections (like {counted}.1, not counting deeper subsections like {counted}.1.1) does chapter "
          f"{counted}, \"{chapters[counted]}\", of the coreutils manual have?", sections[counted])  # fmt: skip
    if top is not None:
        b.add("extreme", "Which chapter of the GNU coreutils manual (coreutils.info) has the most numbered sections, not counting "
              "deeper subsections? Give its title.", chapters[top])  # fmt: skip
    bodies = {n: text[at:next((s for m, _, s in heads[k + 1:] if m.count(".") <= 1), len(text))]
              for k, (n, _, at) in enumerate(heads) if n.count(".") == 1}  # (a section with its subsections)
    longs = []
    for n, p in programs:
        if named[p] != 1 or p == program:
            continue
        groups = re.findall(r"((?:^‘-[^’\n]+’\n)+)", bodies[n], re.M)
        options = [re.findall(r"^‘(-[^’\n]+)’$", g, re.M) for g in groups]
        shorts = Counter(o for opts in options for o in opts if re.fullmatch(r"-[A-Za-z0-9]", o))
        for opts in options:
            short = [o for o in opts if re.fullmatch(r"-[A-Za-z0-9]", o)]
            long_ = [o for o in opts if o.startswith("--")]
            if len(opts) == 2 and len(short) == 1 == len(long_) and shorts[short[0]] == 1 and re.fullmatch(r"--[a-z-]+", long_[0]):
                longs.append((p, short[0], long_[0]))
    p, short, long_ = b.rng.choice(sorted(longs))
    b.add("record_field", f"According to the GNU coreutils manual, which long option of ‘{p}’ is the same as its {short} option?",
          long_)  # fmt: skip
    steps = [(a, c) for (na, a), (nc, c) in pairwise(programs) if na.split(".")[0] == nc.split(".")[0]
             and named[a] == named[c] == 1 and not {program, p} & {a, c}]  # fmt: skip
    before, after = b.rng.choice(steps)
    b.add("ordering", f"Which command does the GNU coreutils manual document in the section right after the one on ‘{before}’?",
          after)  # fmt: skip
    missing = _absent(text, "lsblk", "pgrep", "killall")
    b.add("absent", f"Which section of the GNU coreutils manual documents the ‘{missing}’ command?", None)
    return b.questions


def zipfile_py(path: Path | None = None) -> list[Question]:
    """zipfile.py: the compression and version constants, the header structures of the ZIP format as struct formats with
    the index of each field (`_CD_CRC = 9`, `_FH_FILENAME_LENGTH = 10`), then the classes: ZipInfo, the LZMA wrappers,
    ZipExtFile (reading a member), ZipFile, PyZipFile, and the zipfile.Path helpers (CompleteDirs, FastLookup, Path)."""
    path = path or _stdlib("zipfile")
    text = read_text(path)
    tree = ast.parse(text)
    constants = {t.id: n.value.value for n in tree.body if isinstance(n, ast.Assign) and isinstance(n.value, ast.Constant)
                 for t in n.targets if isinstance(t, ast.Name)}  # fmt: skip
    methods = {c.name: [n.name for n in c.body if isinstance(n, ast.FunctionDef)] for c in tree.body if isinstance(c, ast.ClassDef)}
    b = _builder("zipfile.py", path)
    field = b.rng.choice(sorted(n for n, v in constants.items() if re.fullmatch(r"_(?:ECD|CD|FH|CD64)_[A-Z_]+", n) and type(v) is int
                                and v >= 2))
    b.add("record_field", f"What value does zipfile.py assign to the constant {field}?", str(constants[field]))
    sizes = {c: len(ms) for c, ms in methods.items()}
    top = _top(sizes, key=sizes.__getitem__)
    counted = b.rng.choice(sorted(c for c, ms in methods.items() if 5 <= len(ms) <= 20 and len(set(ms)) == len(ms) and c != top))
    b.add("count", f"How many methods (def statements directly in the class body, properties included) does the class {counted} "
          "in zipfile.py define?", sizes[counted])  # fmt: skip
    if top is not None:
        b.add("extreme", "Which class in zipfile.py defines the most methods (def statements directly in its body)?", top)
    functions = {n.name for n in tree.body if isinstance(n, ast.FunctionDef)}
    owners = Counter(m for ms in methods.values() for m in set(ms))
    placed = sorted((m, c) for c, ms in methods.items() for m in ms if owners[m] == 1 and m not in functions and c not in (counted, top)
                    and not m.startswith("__") and m.strip("_").lower() not in c.lower())  # fmt: skip
    method, owner = b.rng.choice(placed)
    b.add("section_title", f"In which class of zipfile.py is the method {method} defined?", owner)
    sets = sorted((c.name, f.name, ast.unparse(n.targets[0]), constants[n.value.id]) for c in tree.body if isinstance(c, ast.ClassDef)
                  for f in c.body if isinstance(f, ast.FunctionDef) for n in ast.walk(f) if isinstance(n, ast.Assign)
                  and len(n.targets) == 1 and ast.unparse(n.targets[0]).startswith("self.") and isinstance(n.value, ast.Name)
                  and type(constants.get(n.value.id)) is int)  # fmt: skip
    if len({(c, f, t) for c, f, t, _ in sets}) != len(sets):
        raise ValueError(f"{path}: an attribute set from a constant twice in one method")
    cls, func, target, value = b.rng.choice([s for s in sets if s[3] != 0])
    b.add("two_hops", f"In zipfile.py, {cls}.{func} sets {target} to one of the module's constants. What value does the module "
          "assign to that constant?", str(value))  # fmt: skip
    missing = _absent(text, "ZIP_ZSTANDARD", "ZIP_PPMD", "ZIP_XZ")
    b.add("absent", f"What value does zipfile.py assign to the compression constant {missing}?", None)
    return b.questions


SQL_FEATURES = PG_ERRCODES.with_name("sql_features.txt")


def sql_features(path: Path = SQL_FEATURES) -> list[Question]:
    """PostgreSQL 15's sql_features.txt, the table behind information_schema.sql_features: one tab-separated row per SQL
    standard feature (`T611\\tElementary OLAP operations\\t\\t\\tYES\\t`) and per subfeature (`E021\\tCharacter string
    types\\t04\\tCHARACTER_LENGTH function\\tYES\\ttrims trailing spaces ...`): feature ID, feature name, subfeature ID and
    name (empty on a feature's own row), whether PostgreSQL supports it, a comment."""
    rows = [line.split("\t") for line in read_text(path).splitlines() if line.strip()]
    if any(len(r) != 6 or r[4] not in ("YES", "NO") for r in rows):
        raise ValueError(f"{path}: a row not of six tab-separated cells")
    features = [r for r in rows if not r[2]]
    ids = [r[0] for r in features]
    name = {r[0]: r[1] for r in features}
    subs = Counter(r[0] for r in rows if r[2])
    if len(set(ids)) != len(ids) or set(subs) - set(ids):
        raise ValueError(f"{path}: a feature without its own row, or with two")
    names = Counter(r[1] for r in features)
    b = _builder("sql-features", path)
    asked = b.rng.choice(sorted(i for i in ids if names[name[i]] == 1 and not subs[i]))
    b.add("record_field", f"According to PostgreSQL's sql_features.txt, what is the name of the SQL feature {asked}?", name[asked])
    top = _top(subs, key=subs.__getitem__)
    counted = b.rng.choice(sorted(i for i, n in subs.items() if 4 <= n <= 10 and i != top and str(n) not in i))
    b.add("count", f"How many subfeatures does PostgreSQL's sql_features.txt list for the feature {counted} ({name[counted]})?",
          subs[counted])  # fmt: skip
    if top is not None:
        b.add("extreme", "Which feature has the most subfeatures in PostgreSQL's sql_features.txt? Give its feature ID.", top)
    subnames = Counter(r[3] for r in rows if r[2])
    sub, parent = b.rng.choice(sorted((r[3], r[0]) for r in rows if r[2] and subnames[r[3]] == 1 and r[0] not in (counted, top)
                                      and len(r[3]) >= 12))  # fmt: skip
    b.add("section_title", f"Under which feature does PostgreSQL's sql_features.txt list the subfeature \"{sub}\"? Give the "
          "feature's ID.", parent)  # fmt: skip
    k = b.rng.choice([k for k in range(len(ids) - 1) if not subs[ids[k]] and ids[k][0] == ids[k + 1][0]
                      and int(ids[k + 1][1:]) - int(ids[k][1:]) > 1 and not {asked, parent} & {ids[k], ids[k + 1]}])  # fmt: skip
    # (a feature without subfeatures, so the next row is the next feature; not the next number, which a guess would give)
    b.add("ordering", f"Which feature does PostgreSQL's sql_features.txt list right after {ids[k]} ({name[ids[k]]})? Give its "
          "feature ID.", ids[k + 1])  # fmt: skip
    missing = _absent(read_text(path), "T879", "T840", "T851")
    b.add("absent", f"Does PostgreSQL's sql_features.txt mark the SQL feature {missing} as supported?", None)
    return b.questions


JFR_SETTINGS = Path("/etc/java-17-openjdk/jfr")


def _jfr_events(root: ElementTree.Element) -> list[tuple[str, dict[str, str]]]:
    """A .jfc file's events in the file's order as (name, {setting: value})."""
    return [(e.get("name", ""), {s.get("name", ""): (s.text or "").strip() for s in e.findall("setting")}) for e in root.iter("event")]


def jfr_default(path: Path = JFR_SETTINGS / "default.jfc", profile: Path = JFR_SETTINGS / "profile.jfc") -> list[Question]:
    """OpenJDK 17's default.jfc, the "Continuous" Java Flight Recorder settings: one `<event name="jdk.ThreadSleep">` element
    per event, its `<setting>`s (enabled, stackTrace, threshold, period, ...), some tied by a `control` attribute to the
    `<control>` section at the end, where `<selection>`s (Garbage Collector, Compiler, Method Profiling, ...) offer options,
    one the default, and `<condition>`s give a value when a `<test>` of a selection holds. profile.jfc, the "Profiling"
    settings, lists the same events with lower thresholds."""
    root = ElementTree.fromstring(read_text(path))
    events = _jfr_events(root)
    names = [n for n, _ in events]
    settings = dict(events)
    if len(set(names)) != len(names) or len(events) < 100:
        raise ValueError(f"{path}: events not listed once each")
    other = dict(_jfr_events(ElementTree.fromstring(read_text(profile))))
    changed = sorted((n, s) for n, ss in events for s in ("threshold", "period") if s in ss and other.get(n, {}).get(s, ss[s]) != ss[s])
    b = _builder("jfr-default.jfc", path)
    event, setting = b.rng.choice(changed)
    b.add("cross_file", f"default.jfc sets the {setting} of the JFR event {event} to {settings[event][setting]}. What does "
          f"profile.jfc set it to?", other[event][setting], context=(str(path), str(profile)))  # fmt: skip
    values = Counter(v for _, ss in events for v in ss.values())
    asked, kind = b.rng.choice(sorted((n, s) for n, ss in events for s in ("threshold", "period") if s in ss and n != event
                                      and values[ss[s]] <= 3 and (n, s) not in changed))  # fmt: skip
    b.add("record_field", f"In OpenJDK's JFR settings file default.jfc, what {kind} is set for the event {asked}?", settings[asked][kind])
    b.add("count", "How many events does OpenJDK's JFR settings file default.jfc leave disabled (their \"enabled\" setting "
          "false)?", sum(ss.get("enabled") == "false" for _, ss in events))  # fmt: skip
    control = root.find("control")
    if control is None:
        raise ValueError(f"{path}: no <control> section")
    chosen = {s.get("name"): (s.get("label"), s.get("default")) for s in control.iter("selection")}
    given: dict[tuple[str, str], dict[str, str]] = {}
    for c in control.iter("condition"):
        tests = list(c)
        if len(tests) == 1 and tests[0].tag == "test" and tests[0].get("name") in chosen and tests[0].get("operator") == "equal":
            given.setdefault((c.get("name", ""), tests[0].get("name", "")), {})[tests[0].get("value", "")] = c.get("true", "")
    hops = sorted((cond, sel) for (cond, sel), by in given.items() if len(by) >= 3 and chosen[sel][1] in by)
    cond, sel = b.rng.choice(hops)
    b.add("two_hops", f"In the control section of OpenJDK's default.jfc, which value does the condition {cond} give when the "
          f"\"{chosen[sel][0]}\" selection is left at its default option?", given[cond, sel][chosen[sel][1]])  # fmt: skip
    k = b.rng.choice([k for k in range(len(names) - 1) if not {event, asked} & {names[k], names[k + 1]}])
    b.add("ordering", f"Which event does OpenJDK's JFR settings file default.jfc list right after {names[k]}?", names[k + 1])
    missing = _absent(read_text(path), "jdk.VirtualThreadPinned", "jdk.VirtualThreadStart", "jdk.JavaMonitorDeflate")
    b.add("absent", f"What threshold does OpenJDK's JFR settings file default.jfc set for the event {missing}?", None)
    return b.questions


ELF_H = Path("/usr/include/elf.h")


def _defines(text: str) -> list[tuple[str, str, str]]:
    """A C header's `#define NAME VALUE` lines in order as (name, value, the last comment line before it that stands at
    the left margin on a line of its own, like `/* Legal values for sh_type (section type).  */`)."""
    defines, heading = [], ""
    for line in text.splitlines():
        if m := re.fullmatch(r"/\* (.+?)\s*\*/", line):
            heading = m.group(1)
        elif m := re.match(r"#\s*define\s+(\w+)\s+(\S+)", line):
            defines.append((m.group(1), m.group(2), heading))
    return defines


def elf_h(path: Path = ELF_H, kernel: Path = Path("/usr/include/linux/elf-em.h")) -> list[Question]:
    """glibc's elf.h: the ELF types and structures, each field's legal values under a `/* Legal values for e_machine
    (architecture).  */` comment (`#define EM_X86_64\\t62\\t/* AMD x86-64 architecture */`), then each processor's own
    flags and relocation types (`R_386_32`, `R_X86_64_PC32`, ...). The kernel's linux/elf-em.h names the machine numbers
    too, some otherwise (`EM_HEXAGON` for glibc's `EM_QDSP6`)."""
    text = read_text(path)
    defines = _defines(text)
    machines = [(n, v) for n, v, h in defines if h.startswith("Legal values for e_machine") and re.fullmatch(r"\d+", v)
                and n.startswith("EM_") and n != "EM_NUM"]  # fmt: skip
    if len(machines) < 150 or len({n for n, _ in machines}) != len(machines):
        raise ValueError(f"{path}: the e_machine values not one `#define EM_... number` a line")
    value = dict(machines)
    b = _builder("elf.h", path)
    asked = b.rng.choice(sorted(value))
    b.add("record_field", f"What value does glibc's elf.h give the machine constant {asked}?", value[asked])
    relocs = Counter(m.group(1) for n, _, _ in defines if (m := re.match(r"(R_[A-Z0-9]+_)", n)))
    ends = {m.group(1) for n, _, _ in defines if (m := re.fullmatch(r"(R_[A-Z0-9]+_)NUM", n))}
    prefix = b.rng.choice(sorted(p for p in ends if 20 <= relocs[p] - 1 <= 70))
    b.add("count", f"How many relocation types with the prefix {prefix} does glibc's elf.h define? Count the #define lines whose "
          f"names start with {prefix}, leaving out {prefix}NUM.", relocs[prefix] - 1)  # fmt: skip
    under = Counter(h for _, _, h in defines)
    said = Counter(m.group(1) for line in text.splitlines() if (m := re.fullmatch(r"/\* (.+?)\s*\*/", line)))
    legal = sorted((n, h) for n, _, h in defines if h.startswith("Legal values for ") and said[h] == 1 and 3 <= under[h] <= 40
                   and not h.startswith("Legal values for e_machine") and not n.endswith("NUM"))  # fmt: skip
    name, heading = b.rng.choice(legal)
    b.add("section_title", f"Under which comment heading does glibc's elf.h define {name}? Give the heading as it is written.",
          heading)  # fmt: skip
    order = [n for n, _ in machines]
    k = b.rng.choice([k for k in range(len(order) - 1) if asked not in order[k:k + 2]])
    b.add("ordering", f"Which machine constant does glibc's elf.h define right after {order[k]}?", order[k + 1])
    theirs = {}
    for n, v, _ in _defines(read_text(kernel)):
        if n.startswith("EM_") and re.fullmatch(r"\d+", v):
            theirs.setdefault(v, []).append(n)
    renamed = sorted((n, v) for n, v in machines if len(theirs.get(v, [])) == 1 and theirs[v][0] != n
                     and theirs[v][0] not in text and n not in (asked, *order[k:k + 2]))  # fmt: skip
    ours, number = b.rng.choice(renamed)
    b.add("cross_file", f"glibc's elf.h defines {ours} as machine number {number}. Under which name does the kernel's "
          "linux/elf-em.h define that same machine number?", theirs[number][0], context=(str(path), str(kernel)))  # fmt: skip
    missing = _absent(text, "EM_NFP", "EM_VE", "EM_KVX")
    b.add("absent", f"What value does glibc's elf.h give the machine constant {missing}?", None)
    return b.questions



# Round 19, written before any run on it: strace's NEWS, curl's man page (with zsh's _curl completion), the kernel's
# linux/input-event-codes.h (with X11's XF86keysym.h), PostgreSQL's Default set of time zone abbreviations (with its
# Australia set), Mesa's drirc defaults (00-mesa-defaults.conf) and ipaddress.py.

STRACE_NEWS = Path("/usr/share/doc/strace/NEWS.gz")


def _strace_releases(text: str) -> list[tuple[str, str, dict[str, list[str]]]]:
    """strace's NEWS as (version, date, {subsection: [its items]}) per release, newest first: a release opens `Noteworthy
    changes in release 5.19 (2022-08-12)` underlined with `=`, its subsections (`* Improvements`, `* Bug fixes`, `* Changes
    in behaviour`, spelt `behavior` in older ones, ...) stand at the margin, their items are `  * ` paragraphs indented by
    two. The terse `Changes in 4.5.18` sections of the releases before 4.5.19 are left out."""
    heads = list(re.finditer(r"^Noteworthy changes in release (\S+) \((\d{4}-\d{2}-\d{2})\)\n=+$", text, re.M))
    old = re.search(r"^Changes in \S+\n=+$", text, re.M)
    end = old.start() if old else len(text)
    releases = []
    for m, nxt in zip(heads, [*heads[1:], None], strict=True):
        items = {}
        for part in re.split(r"^\* ", text[m.end():nxt.start() if nxt else end], flags=re.M)[1:]:
            title, _, body = part.partition("\n")
            items[title.strip()] = re.split(r"^  \* ", body, flags=re.M)[1:]
        releases.append((m.group(1), m.group(2), items))
    return releases


def strace_news(path: Path = STRACE_NEWS) -> list[Question]:
    """strace's NEWS: one section per release, newest first (6.1 back to 4.5.19, then a few lines each for 4.5.18 and
    older), dated in its heading, its changes parted into Improvements, Bug fixes and the like, each item naming the
    syscalls, ioctls and constants it touches (`Implemented decoding of SO_TXREHASH socket option.`)."""
    text = read_text(path)
    releases = _strace_releases(text)
    versions = [v for v, _, _ in releases]
    if len(set(versions)) != len(versions) or len(releases) < 30:
        raise ValueError(f"{path}: releases not headed `Noteworthy changes in release X (date)` once each")
    date = {v: d for v, d, _ in releases}
    fixes = {v: len(items.get("Bug fixes", [])) for v, _, items in releases}
    b = _builder("strace-news", path)
    asked = b.rng.choice(versions[1:])
    b.add("record_field", f"What date does strace's NEWS file give for the {asked} release?", date[asked])
    top = _top(fixes, key=fixes.__getitem__)
    counted = b.rng.choice(sorted(v for v, n in fixes.items() if 5 <= n <= 15 and v not in (asked, top)
                                  and str(n) not in re.findall(r"\d+", v)))  # fmt: skip
    b.add("count", f"In strace's NEWS, how many entries are listed under \"Bug fixes\" for release {counted}?", fixes[counted])
    if top is not None:
        b.add("extreme", "Which strace release has the longest \"Bug fixes\" list in the NEWS file? Give the release number.", top)
    named = sorted((term, v) for v, _, items in releases if v not in (asked, counted, top) for entries in items.values()
                   for entry in entries for term in set(re.findall(r"(?<![\w-])([a-z][a-z0-9]*_[a-z0-9_]*[a-z0-9])(?![\w-])", entry))
                   if len(term) >= 8 and text.count(term) == 1)  # fmt: skip
    term, where = b.rng.choice(named)
    b.add("section_title", f"strace's NEWS mentions {term} only once. In the notes of which release does it appear?", where)
    naive = [k for k in range(len(versions) - 1) if versions[k + 1].rsplit(".", 1)[0] != versions[k].rsplit(".", 1)[0]
             and not {asked, counted, where} & {versions[k], versions[k + 1]}]  # fmt: skip
    # (a release whose predecessor is not the same number with its last part one less: 5.0 after 4.26, 4.6 after 4.5.20)
    k = b.rng.choice(naive)
    b.add("ordering", f"Looking at strace's NEWS, which release immediately preceded {versions[k]}?", versions[k + 1])
    missing = next(v for v in ("5.20", "4.27", "6.2") if v not in versions and not re.search(rf"(?<![\d.]){re.escape(v)}(?!\d)", text))
    b.add("absent", f"What does strace's NEWS list under Improvements for release {missing}?", None)
    return b.questions


CURL_MANUAL = Path("/usr/share/man/man1/curl.1.gz")


def _curl_options(text: str) -> list[tuple[str, str, str]]:
    """curl.1's options in the order of its OPTIONS section as (long name, short name or '', body): each opens `.IP
    "\\-E, \\-\\-cert <certificate[:password]>"` (`.IP "\\-\\-basic"` when it has no short form), its description ending
    most often `See also ... Added in 7.41.0.`; `.IP` lines inside a description (the variables of --write-out) start
    otherwise."""
    part = text[text.index("\n.SH OPTIONS"):text.index("\n.SH FILES")]
    heads = list(re.finditer(r'^\.IP "((?:\\-[^,"\\ ]+, )?\\-\\-[^" ]+)[^"]*"$', part, re.M))
    options = []
    for m, nxt in zip(heads, [*heads[1:], None], strict=True):
        short, _, long_ = m.group(1).replace("\\-", "-").rpartition(", ")
        options.append((long_, short, part[m.end():nxt.start() if nxt else len(part)]))
    return options


def curl_manual(path: Path = CURL_MANUAL, completion: Path = Path("/usr/share/zsh/vendor-completions/_curl")) -> list[Question]:
    """curl's man page (curl 7.88.1): what curl is, URL globbing, the progress meter, then every command-line option in
    alphabetical order, each with the protocols it concerns (`(TLS)`), an example and, for the newer ones, the release that
    added it (`Added in 7.52.0.`), then the environment variables and the exit codes. zsh's _curl completion describes each
    option in a line (`--capath'[CA directory to verify peer against]'`)."""
    text = read_text(path)
    options = _curl_options(text)
    longs = [n for n, _, _ in options]
    if len(set(longs)) != len(longs) or len(options) < 200:
        raise ValueError(f"{path}: options not headed `.IP \"\\-\\-name ...\"` once each")
    added = {n: notes[0] for n, _, body in options if len(notes := re.findall(r"(?<!\()Added in (\d+\.\d+\.\d+)\.", body)) == 1}
    notes = Counter(v for _, _, body in options for v in re.findall(r"(?<!\()Added in (\d+\.\d+\.\d+)\.", body))
    b = _builder("curl-manpage", path)
    asked = b.rng.choice(sorted(added))
    b.add("record_field", f"curl's manual page documents the option {asked}. Which curl version introduced it?", added[asked])
    top = _top(notes, key=notes.__getitem__)
    counted = b.rng.choice(sorted(v for v, n in notes.items() if 4 <= n <= 12 and v != top and text.count(f"Added in {v}") == n
                                  and str(n) not in v.split(".")))  # fmt: skip
    b.add("count", f"How many of the options described in curl's man page (curl.1) carry the note \"Added in {counted}\"?",
          notes[counted])  # fmt: skip
    everywhere = Counter(re.findall(r"Added in (\d+\.\d+\.\d+)", text))  # (the variables of --write-out have notes too)
    if top is not None and _top(everywhere, key=everywhere.__getitem__) == top:
        b.add("extreme", "Going by the \"Added in\" notes of curl.1, which curl release introduced the largest number of "
              "command-line options?", top)  # fmt: skip
    shorts = sorted((s, n) for n, s, _ in options if s and n in added and n != asked and added[n] not in (counted, top))
    short, hop = b.rng.choice(shorts)
    b.add("two_hops", f"According to curl.1, in which version was the option with the short form {short} added?", added[hop])
    described = {}
    for line in read_text(completion).splitlines():
        if m := re.match(r"\s*(?:\{-[^,]+,(--[\w.-]+)\}|(--[\w.-]+))'\[([^\]']+)\]'", line):
            described[m.group(1) or m.group(2)] = m.group(3)
    said = Counter(described.values())
    picked = sorted(n for n, d in described.items() if n in added and said[d] == 1 and n not in (asked, hop)
                    and not set(n.strip("-").split("-")) & set(re.findall(r"[a-z0-9]+", d.lower())))  # fmt: skip
    pick = b.rng.choice(picked)
    b.add("cross_file", f"zsh's completion script for curl (_curl) describes one option as \"{described[pick]}\". According to "
          "curl.1, in which curl version was that option added?", added[pick], context=(str(path), str(completion)))  # fmt: skip
    missing = _absent(text, "--ca-native", "--ipfs-gateway", "--skip-existing")
    b.add("absent", f"Which curl version added the {missing} option, according to curl.1?", None)
    return b.questions


INPUT_EVENT_CODES = Path("/usr/include/linux/input-event-codes.h")


def input_event_codes(path: Path = INPUT_EVENT_CODES, keysyms: Path = Path("/usr/include/X11/XF86keysym.h")) -> list[Question]:
    """The kernel's linux/input-event-codes.h: the event types (`EV_KEY`), then each type's codes, one `#define` a line,
    under a block comment naming them (`Keys and buttons`, `Relative axes`, `Switch events`, ...): `#define KEY_SPREADSHEET
    0x1a7\\t/* AL Spreadsheet */`, some names defined as another (`#define KEY_SCREENLOCK KEY_COFFEE`), each type closed by
    its `_MAX` and `_CNT`. X11's XF86keysym.h names the keysym of many kernel keys (`#define XF86XK_Editor _EVDEVK(0x1A6)
    /* v2.6.20 KEY_EDITOR */`, or a `/* Use: XF86XK_Excel _EVDEVK(0x1A7) v2.6.20 KEY_SPREADSHEET */` comment when an older
    keysym serves)."""
    text = read_text(path)
    defines = [(m.group(1), m.group(2), m.group(3) or "") for line in text.splitlines()
               if (m := re.match(r"#define\s+(\w+)\s+(\S+)(?:\s*/\*\s*(.*?)\s*\*/)?", line))]  # fmt: skip
    value = {n: v for n, v, _ in defines}
    if len(value) != len(defines) or len(defines) < 500:
        raise ValueError(f"{path}: a name defined twice")
    shown = Counter(v for _, v, _ in defines)
    b = _builder("input-event-codes.h", path)
    asked = b.rng.choice(sorted(n for n, v, _ in defines if n.startswith("KEY_") and re.fullmatch(r"\d+", v) and shown[v] == 1
                                and int(v) >= 10))  # fmt: skip
    b.add("record_field", f"What code does the kernel's input-event-codes.h assign to {asked}?", value[asked])
    prefixes = Counter(p for n, _, _ in defines for p in ("EV_", "SYN_", "REL_", "ABS_", "SW_", "MSC_", "LED_", "SND_", "REP_",
                                                          "INPUT_PROP_") if n.startswith(p) and n not in (p + "MAX", p + "CNT"))
    prefix = b.rng.choice(sorted(p for p, n in prefixes.items() if 5 <= n <= 30))
    b.add("count", f"How many names starting with {prefix} does linux/input-event-codes.h #define, leaving out {prefix}MAX and "
          f"{prefix}CNT?", prefixes[prefix])  # fmt: skip
    keys = [(n, v) for n, v, _ in defines if n.startswith("KEY_")]
    plain = [n.startswith("KEY_") and re.fullmatch(r"\d+|0x[0-9a-f]+", v) is not None and n != asked for n, v, _ in defines]
    k = b.rng.choice([k for k in range(len(defines) - 1) if plain[k] and plain[k + 1]])
    b.add("ordering", f"In input-event-codes.h, which #define comes immediately after {defines[k][0]}?", defines[k + 1][0])
    aliases = sorted(n for n, v in keys if v in value and re.fullmatch(r"\d+", value[v]) and n != "KEY_MIN_INTERESTING")
    alias = b.rng.choice(aliases)
    b.add("two_hops", f"input-event-codes.h defines {alias} as the name of another key. What numeric code does {alias} come to?",
          value[value[alias]])  # fmt: skip
    paired = {}
    for line in read_text(keysyms).splitlines():
        if m := re.match(r"(?:#define|/\* Use:)\s+(\w+)\s+_EVDEVK\(0x[0-9A-F]+\)\s+(?:/\*)?\s*(?:v[\d.]+)?\s*(KEY_\w+) \*/$", line):
            paired.setdefault(m.group(2), []).append(m.group(1))
    said = Counter(c for _, _, c in defines if c)
    hops = sorted((n, c) for n, _, c in defines if len(paired.get(n, [])) == 1 and c and said[c] == 1 and len(c) >= 8
                  and paired[n][0].split("_", 1)[1].lower() != n[4:].replace("_", "").lower()
                  and n not in (asked, alias, defines[k][0], defines[k + 1][0]))  # fmt: skip
    key, comment = b.rng.choice(hops)
    b.add("cross_file", f"The kernel's input-event-codes.h comments one key as \"{comment}\". Which X keysym does XF86keysym.h "
          "pair with that key?", paired[key][0], context=(str(path), str(keysyms)))  # fmt: skip
    missing = _absent(text, "KEY_ACCESSIBILITY", "KEY_DO_NOT_DISTURB", "KEY_COPILOT")
    b.add("absent", f"What code does input-event-codes.h assign to {missing}?", None)
    return b.questions


TIMEZONESETS = PG_ERRCODES.with_name("timezonesets")


def _tz_abbreviations(text: str) -> list[tuple[str, str, str, str, list[str]]]:
    """A PostgreSQL timezonesets file's abbreviations in order as (abbreviation, offset in seconds or the zone it follows,
    description, the region heading above it, the zones listed under it): `EAT     10800    # East Africa Time` under
    `#################### AFRICA ####################`, a `D` after the offset for daylight-saving time, then one
    `#     (Africa/Nairobi)` line a zone."""
    entries: list[tuple[str, str, str, str, list[str]]] = []
    section = ""
    for line in text.splitlines():
        if m := re.fullmatch(r"#{5,} (\w+) #{5,}", line):
            section = m.group(1)
        elif m := re.match(r"([A-Z][A-Z0-9]*)\s+(\S+)(?:\s+D)?\s*#\s*(.*?)\s*$", line):
            entries.append((m.group(1), m.group(2), m.group(3), section, []))
        elif (m := re.fullmatch(r"\s+#\s+\((\S+)\)\s*", line)) and entries:
            entries[-1][4].append(m.group(1))
    return entries


def pg_timezone_abbreviations(path: Path = TIMEZONESETS / "Default", australia: Path = TIMEZONESETS / "Australia") -> list[Question]:
    """PostgreSQL 15's Default set of time zone abbreviations (timezonesets/Default, what timezone_abbreviations = 'Default'
    reads): one abbreviation a line with its offset from UTC in seconds (or the zone whose changing offset it follows) and
    a description, grouped under region headings (AFRICA, AMERICA, ASIA, ...), the zones using it listed below it, notes
    on clashes (`# CONFLICT! CST is not unique`) above it. The Australia set includes Default and overrides six
    abbreviations with their Australian meaning."""
    text = read_text(path)
    entries = _tz_abbreviations(text)
    names = [a for a, _, _, _, _ in entries]
    if len(set(names)) != len(names) or len(entries) < 150:
        raise ValueError(f"{path}: abbreviations not one a line, once each")
    offset = {a: o for a, o, _, _, _ in entries}
    ours = {a: o for a, o, _, _, _ in _tz_abbreviations(read_text(australia))}
    b = _builder("pg-timezone-abbreviations", path)
    asked = b.rng.choice(sorted(a for a, o, _, _, _ in entries if re.fullmatch(r"[1-9]\d+", o) and a not in ours))
    b.add("record_field", f"In PostgreSQL's Default set of time zone abbreviations, what UTC offset in seconds is given for {asked}?",
          offset[asked])  # fmt: skip
    sections = Counter(s for _, _, _, s, _ in entries)
    biggest = _top(sections, key=sections.__getitem__)
    counted = b.rng.choice(sorted(s for s, n in sections.items() if 5 <= n <= 40 and s != biggest))
    b.add("count", f"How many abbreviations does PostgreSQL's Default timezonesets file define under its {counted} heading?",
          sections[counted])  # fmt: skip
    zones = {a: len(z) for a, _, _, _, z in entries}
    top = _top(zones, key=zones.__getitem__)
    if top is not None:
        b.add("extreme", "Which abbreviation in PostgreSQL's Default timezonesets file is followed by the longest list of zone "
              "names (the parenthesised names under it)?", top)  # fmt: skip
    placed = sorted((a, s) for a, _, d, s, _ in entries if s != counted and s.lower() not in d.lower() and a not in (asked, top)
                    and text.count(a) == 1)  # fmt: skip
    abbr, section = b.rng.choice(placed)
    b.add("section_title", f"Under which region heading (the lines of #s such as \"#### EUROPE ####\") does PostgreSQL's Default "
          f"file define the abbreviation {abbr}?", section)  # fmt: skip
    described = {a: d for a, _, d, _, _ in entries}
    overridden = sorted(a for a in ours if a in offset and ours[a] != offset[a] and a not in (asked, abbr))
    hop = b.rng.choice(overridden)
    b.add("cross_file", f"PostgreSQL's Default timezonesets file defines {hop} as \"{described[hop]}\". What offset in seconds does "
          f"the Australia set, which overrides it, give {hop}?", ours[hop], context=(str(path), str(australia)))  # fmt: skip
    missing = _absent(text, "ACWST", "CHADT", "NZWT")
    b.add("absent", f"What offset does PostgreSQL's Default timezonesets file give the abbreviation {missing}?", None)
    return b.questions


MESA_DRIRC = Path("/usr/share/drirc.d/00-mesa-defaults.conf")


def mesa_drirc(path: Path = MESA_DRIRC) -> list[Question]:
    """Mesa's drirc defaults (00-mesa-defaults.conf): the workarounds Mesa applies per application, as XML: a `<device>`
    for all drivers, then one per driver (`<device driver="radeonsi">`, iris, anv, ...), each holding `<application
    name="Kerbal Space Program" executable="KSP.x86_64">` elements, each setting one or more `<option name=... value=...>`."""
    root = ElementTree.fromstring(read_text(path))
    apps = [(d.get("driver") or "", a.get("name") or "", a.get("executable") or "", len(a.findall("option")))
            for d in root.iter("device") for a in d if a.tag == "application"]  # fmt: skip
    if len(apps) < 150:
        raise ValueError(f"{path}: fewer application entries than Mesa ships")
    named = Counter(n for _, n, _, _ in apps)
    executables = Counter(e for _, _, e, _ in apps)
    b = _builder("mesa-drirc", path)
    asked = b.rng.choice(sorted(n for _, n, e, _ in apps if named[n] == 1 and executables[e] == 1 and e and e.lower() not in n.lower()))
    b.add("record_field", f"In Mesa's 00-mesa-defaults.conf, which executable is matched for the application \"{asked}\"?",
          next(e for _, n, e, _ in apps if n == asked))  # fmt: skip
    drivers = Counter(d for d, _, _, _ in apps if d)
    counted = b.rng.choice(sorted(d for d, n in drivers.items() if n >= 4))
    b.add("count", f"How many application entries are inside the {counted} device section of Mesa's drirc defaults file?",
          drivers[counted])  # fmt: skip
    settings = {n: k for _, n, _, k in apps if named[n] == 1}
    top = _top(apps, key=lambda a: a[3])
    if top is not None:
        b.add("extreme", "Which application in Mesa's 00-mesa-defaults.conf has the largest number of option settings?", top[1])
    placed = sorted((n, d) for d, n, _, _ in apps if d and d != counted and named[n] == 1 and n in settings and n != asked)
    name, driver = b.rng.choice(placed)
    b.add("section_title", f"In 00-mesa-defaults.conf, within which driver's <device> block is \"{name}\" configured?", driver)
    k = b.rng.choice([k for k in range(len(apps) - 1) if apps[k][0] == apps[k + 1][0] and named[apps[k][1]] == named[apps[k + 1][1]] == 1
                      and apps[k][1].split()[0] != apps[k + 1][1].split()[0] and not {asked, name} & {apps[k][1], apps[k + 1][1]}])
    # (not "Unigine Heaven (64-bit)" after "Unigine Heaven (32-bit)", which the name gives away)
    b.add("ordering", f"Which application entry directly follows \"{apps[k][1]}\" in Mesa's 00-mesa-defaults.conf?", apps[k + 1][1])
    missing = _absent(read_text(path), "Cyberpunk 2077", "Baldur's Gate 3", "Minecraft")
    b.add("absent", f"Which options does Mesa's 00-mesa-defaults.conf set for the game {missing}?", None)
    return b.questions


def ipaddress_py(path: Path | None = None) -> list[Question]:
    """ipaddress.py: the factory functions (ip_address, ip_network, ...), the bases shared by both versions (_IPAddressBase,
    _BaseAddress, _BaseNetwork), then for each version its base, address, interface and network classes and a constants
    class, `_IPv4Constants` / `_IPv6Constants`, naming the special networks (`_linklocal_network = IPv4Network(
    '169.254.0.0/16')`, `_private_networks = [...]`) that properties such as `is_link_local` test against."""
    path = path or _stdlib("ipaddress")
    text = read_text(path)
    tree = ast.parse(text)
    classes = {c.name: c for c in tree.body if isinstance(c, ast.ClassDef)}
    constants: dict[tuple[str, str], ast.expr] = {(c, t.id): n.value for c in ("_IPv4Constants", "_IPv6Constants")
                                                  for n in classes[c].body if isinstance(n, ast.Assign)
                                                  for t in n.targets if isinstance(t, ast.Name)}  # fmt: skip
    single = {key: v.args[0].value for key, v in constants.items() if isinstance(v, ast.Call) and ast.unparse(v.func).endswith("Network")
              and isinstance(v.args[0], ast.Constant)}  # fmt: skip
    lists = {key: len(v.elts) for key, v in constants.items() if isinstance(v, ast.List)}
    methods = {c: [f.name for f in node.body if isinstance(f, ast.FunctionDef)] for c, node in classes.items()}
    b = _builder("ipaddress.py", path)
    tests = []  # (class, property, the constant it tests against): IPv4Address.is_loopback and _loopback_network
    for c in ("IPv4Address", "IPv6Address"):
        for f in _functions(classes[c].body):
            used = re.findall(r"self\._constants\.(\w+)", ast.unparse(f))
            if len(used) == 1 and (f"_IPv{c[3]}Constants", used[0]) in single:
                tests.append((c, f.name, single[f"_IPv{c[3]}Constants", used[0]]))
    cls, prop, tested = b.rng.choice(sorted(tests))
    b.add("two_hops", f"{cls}.{prop} in ipaddress.py tests membership in one of the module's constant networks. Which network "
          "(in CIDR form) is that?", tested)  # fmt: skip
    owner, asked = b.rng.choice(sorted(key for key, v in single.items() if v != tested))
    b.add("record_field", f"What network does ipaddress.py assign to {owner}.{asked}?", single[owner, asked])
    counted = b.rng.choice(sorted(key for key, n in lists.items() if n >= 5 and str(n) not in re.findall(r"\d+", "".join(key))))
    b.add("count", f"How many networks make up the {counted[1]} list of {counted[0]} in ipaddress.py?", lists[counted])
    functions = {n.name for n in tree.body if isinstance(n, ast.FunctionDef)}
    owners = Counter(m for ms in methods.values() for m in set(ms))
    placed = sorted((m, c) for c, ms in methods.items() for m in ms if owners[m] == 1 and m not in functions
                    and not m.startswith("__") and not any(len(w) >= 4 and w.rstrip("s") in c.lower() for w in m.lower().split("_"))
                    and m != prop)  # fmt: skip
    method, where = b.rng.choice(placed)
    b.add("section_title", f"The method {method} is defined once in ipaddress.py. Inside which class?", where)
    steps = sorted((c, ms[j], ms[j + 1]) for c, ms in methods.items() if len(ms) >= 5 and len(set(ms)) == len(ms)
                   for j in range(len(ms) - 1) if not ms[j].startswith("__") and not ms[j + 1].startswith("__")
                   and method not in ms[j:j + 2])  # fmt: skip
    cls, before, after = b.rng.choice(steps)
    b.add("ordering", f"In ipaddress.py's class {cls}, which method is defined right after {before}?", after)
    missing = _absent(text, "_documentation_network", "_benchmarking_network", "_shared_network")
    b.add("absent", f"What network does ipaddress.py assign to _IPv4Constants.{missing}?", None)
    return b.questions


# Round 20, written before any run on it: diffutils' NEWS, CMake's cmake-policies(7) man page, token.py, shared-mime-info's
# globs2 (with its aliases and subclasses), X11's compose.dir (with locale.dir) and systemd.journal-fields(7).

DIFFUTILS_NEWS = Path("/usr/share/doc/diffutils/NEWS.gz")


def _diffutils_releases(text: str) -> list[tuple[str, str, list[str], int]]:
    """diffutils' NEWS as (version, date or '', its `** ` subsection titles, its `* ` items) per release, newest first: the
    newer ones open `* Noteworthy changes in release 3.8 (2021-08-01) [stable]` with `** Bug fixes`-like subsections, the
    older ones `User-visible changes in version 2.8.6:` with a `* ` line an item."""
    heads = list(re.finditer(r"^(?:\* Noteworthy changes in release (\S+) \((\d{4}-\d{2}-\d{2})\).*|User-visible changes in version "
                             r"([\d.]+):)$", text, re.M))  # fmt: skip
    end = text.index("\nCopyright")
    releases = []
    for m, nxt in zip(heads, [*heads[1:], None], strict=True):
        body = text[m.end():nxt.start() if nxt else end]
        releases.append((m.group(1) or m.group(3), m.group(2) or "", re.findall(r"^\*\* (.+?)\s*$", body, re.M),
                         len(re.findall(r"^\* ", body, re.M))))  # fmt: skip
    return releases


def diffutils_news(path: Path = DIFFUTILS_NEWS) -> list[Question]:
    """diffutils' NEWS: the releases newest first, from 3.8 (2021) back to 2.8.7 in `Noteworthy changes` sections parted into
    `** New features`, `** Bug fixes` and the like, then the older ones (2.8.6 back to 2.0) as short `* ` lists."""
    text = read_text(path)
    releases = _diffutils_releases(text)
    versions = [v for v, _, _, _ in releases]
    if len(set(versions)) != len(versions) or len(releases) < 20:
        raise ValueError(f"{path}: releases not headed once each")
    b = _builder("diffutils-news", path)
    dated = {v: d for v, d, _, _ in releases if d}
    asked = b.rng.choice(sorted(set(dated) - {versions[0]}))
    b.add("record_field", f"When was diffutils {asked} released, according to its NEWS file?", dated[asked])
    fixes = sum("Bug fixes" in subs for _, _, subs, _ in releases)
    b.add("count", "In the diffutils NEWS file, how many releases have a \"Bug fixes\" subsection?", fixes)
    items = {v: n for v, d, _, n in releases if not d}
    top = _top(items, key=items.__getitem__)
    if top is not None:
        b.add("extreme", "Among the older diffutils releases whose NEWS entries are plain lists of changes (\"User-visible changes "
              "in version ...\"), which version's list is the longest?", top)  # fmt: skip
    naive = [k for k in range(len(versions) - 1) if versions[k] not in (asked, top) and versions[k + 1] != asked
             and not (versions[k].rsplit(".", 1)[0] == versions[k + 1].rsplit(".", 1)[0]
                      and int(versions[k].rsplit(".", 1)[1]) == int(versions[k + 1].rsplit(".", 1)[1]) + 1)]  # fmt: skip
    k = b.rng.choice(naive)
    b.add("ordering", f"Per diffutils' NEWS, which release came just before {versions[k]}?", versions[k + 1])
    owner = {}
    for m, nxt in zip(heads := list(re.finditer(r"^(?:\* Noteworthy changes in release (\S+) |User-visible changes in version ([\d.]+):)",
                                                 text, re.M)), [*heads[1:], None], strict=True):  # fmt: skip
        for opt in set(re.findall(r"(?<![\w-])(--[a-z][a-z-]+[a-z])", text[m.end():nxt.start() if nxt else len(text)])):
            owner.setdefault(opt, []).append(m.group(1) or m.group(2))
    once = sorted((o, vs[0]) for o, vs in owner.items() if len(vs) == 1 and text.count(o) == 1 and vs[0] not in (asked, top))
    option, where = b.rng.choice(once)
    b.add("section_title", f"Which diffutils release's section of NEWS mentions the option {option}?", where)
    missing = next(v for v in ("3.9", "3.10", "2.8.8") if not re.search(rf"(?<![\d.]){re.escape(v)}(?![\d])", text))
    b.add("absent", f"What changes does diffutils' NEWS list for version {missing}?", None)
    return b.questions


CMAKE_POLICIES = Path("/usr/share/man/man7/cmake-policies.7.gz")


def _roff_plain(line: str) -> str:
    """A man page line's words without the font escapes (`\\fB...\\fP`, `\\%`) and with `\\(aq`, `\\(dq`, `\\-` spelt out."""
    line = re.sub(r"\\f[BIRP]|\\%|\\&", "", line)
    return line.replace("\\(aq", "'").replace("\\(dq", '"').replace("\\-", "-").replace("\\e", "\\").strip()


def _cmake_policies(text: str) -> list[tuple[str, str, str]]:
    """cmake-policies(7)'s policies in order as (CMPnnnn, the CMake version whose `.SH POLICIES INTRODUCED BY CMAKE 3.25`
    heading holds it, its one-line summary, the first text line after `.SS CMP0142` and `New in version 3.25.`)."""
    policies = []
    version = ""
    lines = text.splitlines()
    for i, line in enumerate(lines):
        if m := re.fullmatch(r"\.SH POLICIES INTRODUCED BY CMAKE ([\d.]+)", line):
            version = m.group(1)
        elif (m := re.fullmatch(r"\.SS (CMP\d{4})", line)) and version:
            j = next(j for j in range(i + 1, len(lines)) if lines[j].strip() and not lines[j].startswith(".")
                     and not lines[j].startswith("New in version"))  # fmt: skip
            end = next(e for e in range(j, len(lines)) if not lines[e].strip() or lines[e].startswith("."))
            policies.append((m.group(1), version, " ".join(_roff_plain(s) for s in lines[j:end])))
    return policies


def cmake_policies(path: Path = CMAKE_POLICIES) -> list[Question]:
    """CMake 3.25's cmake-policies(7) man page: what policies are, then every policy CMP0000 ... CMP0142, newest first, under a
    heading per CMake release that introduced some (`POLICIES INTRODUCED BY CMAKE 3.24`), each opening with a one-line summary
    (`ExternalProject step targets fully adopt their steps.`) before its OLD and NEW behaviours."""
    text = read_text(path)
    policies = _cmake_policies(text)
    ids = [p for p, _, _ in policies]
    if len(set(ids)) != len(ids) or len(policies) < 100:
        raise ValueError(f"{path}: policies not headed `.SS CMPnnnn` once each")
    version = {p: v for p, v, _ in policies}
    per = Counter(version.values())
    b = _builder("cmake-policies", path)
    asked = b.rng.choice(ids[1:])
    b.add("record_field", f"According to the cmake-policies man page, in which CMake version was {asked} introduced?", version[asked])
    top = _top(per, key=per.__getitem__)
    counted = b.rng.choice(sorted(v for v, n in per.items() if 3 <= n <= 12 and v not in (top, version[asked])
                                  and str(n) not in v.split(".")))  # fmt: skip
    b.add("count", f"How many policies does cmake-policies(7) list as introduced by CMake {counted}?", per[counted])
    if top is not None:
        b.add("extreme", "Which CMake release introduced the most policies, going by the headings of the cmake-policies man page?", top)
    said = Counter(s for _, _, s in policies)
    summed = sorted((p, s) for p, v, s in policies if said[s] == 1 and 20 <= len(s) <= 90 and s.endswith(".") and "CMP" not in s
                    and v not in (counted, top) and p != asked)  # fmt: skip
    pick, summary = b.rng.choice(summed)
    b.add("section_title", f"Which CMake policy is the one summarised in cmake-policies(7) as \"{summary}\"? Give its CMP number.", pick)
    order = list(dict.fromkeys(version.values()))
    gaps = [k for k in range(len(order) - 1) if not {counted, top} & {order[k], order[k + 1]}
            and (order[k].split(".")[0] != order[k + 1].split(".")[0]
                 or int(order[k].split(".")[1]) - int(order[k + 1].split(".")[1]) != 1)]  # fmt: skip
    k = b.rng.choice(gaps)
    b.add("ordering", f"In the cmake-policies man page, the section for policies introduced by CMake {order[k]} is followed by the "
          "section for which CMake version?", order[k + 1])  # fmt: skip
    missing = next(p for p in ("CMP0143", "CMP0150", "CMP0155") if p not in text)
    b.add("absent", f"What does policy {missing} change, according to cmake-policies(7)?", None)
    return b.questions


def token_py(path: Path | None = None) -> list[Question]:
    """token.py (generated from Grammar/Tokens): one `NAME = 7` constant a token type, ENDMARKER = 0 up to N_TOKENS and
    NT_OFFSET, the tok_name map, then EXACT_TOKEN_TYPES mapping each operator's text to its type (`'**=': DOUBLESTAREQUAL`)."""
    path = path or _stdlib("token")
    text = read_text(path)
    tree = ast.parse(text)
    constants = [(t.id, n.value.value) for n in tree.body if isinstance(n, ast.Assign) and isinstance(n.value, ast.Constant)
                 and isinstance(n.value.value, int) for t in n.targets if isinstance(t, ast.Name)]  # fmt: skip
    value = dict(constants)
    exact = next(n.value for n in tree.body if isinstance(n, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "EXACT_TOKEN_TYPES"
                                                                               for t in n.targets))  # fmt: skip
    if not isinstance(exact, ast.Dict) or len(constants) < 50:
        raise ValueError(f"{path}: no EXACT_TOKEN_TYPES dict or too few token constants")
    operators = {k.value: v.id for k, v in zip(exact.keys, exact.values, strict=True)
                 if isinstance(k, ast.Constant) and isinstance(v, ast.Name)}  # fmt: skip
    b = _builder("token.py", path)
    asked = b.rng.choice(sorted(n for n, v in constants if 10 <= v < 64 and n not in operators.values()))
    b.add("record_field", f"Which number is the token type {asked} given in Python's token.py?", value[asked])
    b.add("count", "How many operator strings does the EXACT_TOKEN_TYPES mapping in token.py contain?", len(operators))
    op = b.rng.choice(sorted(o for o, n in operators.items() if len(o) >= 2 and value[n] >= 10 and n != asked))
    b.add("two_hops", f"In token.py, EXACT_TOKEN_TYPES maps the operator '{op}' to a token name. What number does token.py assign "
          "to that name?", value[operators[op]])  # fmt: skip
    names = [n for n, _ in constants]
    k = b.rng.choice([k for k in range(len(names) - 1) if not {asked, operators[op]} & set(names[k:k + 2])])
    b.add("ordering", f"Which constant does token.py define directly after {names[k]}?", names[k + 1])
    missing = next(n for n in ("FSTRING_START", "FSTRING_MIDDLE", "EXCLAMATION") if n not in text)
    b.add("absent", f"What integer value does token.py give {missing}?", None)
    return b.questions


MIME_DIR = Path("/usr/share/mime")


def mime_globs(path: Path = MIME_DIR / "globs2", aliases: Path = MIME_DIR / "aliases",
               subclasses: Path = MIME_DIR / "subclasses") -> list[Question]:  # fmt: skip
    """shared-mime-info's globs2: one `weight:type:glob` line per file-name pattern (`50:text/x-python:*.py`, a `:cs` flag
    after a case-sensitive one), heaviest first; its aliases file pairs an old name with the canonical type, its subclasses
    file a type with a parent (`application/x-compressed-tar application/gzip`)."""
    text = read_text(path)
    rows = [line.split(":") for line in text.splitlines() if line and not line.startswith("#")]
    globs = [(r[1], r[2]) for r in rows if len(r) >= 3]
    if len(globs) < 500:
        raise ValueError(f"{path}: fewer globs than shared-mime-info ships")
    types_of: dict[str, set[str]] = {}
    for t, g in globs:
        types_of.setdefault(g, set()).add(t)
    patterns = Counter(t for t, _ in set(globs))
    of_type = {t: sorted(g for u, g in set(globs) if u == t) for t in patterns}
    b = _builder("mime-globs2", path)
    plain = sorted(g for g, ts in types_of.items() if len(ts) == 1 and re.fullmatch(r"\*\.[a-z0-9]{2,6}", g))
    asked = b.rng.choice([g for g in plain if g[2:] not in next(iter(types_of[g]))])
    b.add("record_field", f"Which MIME type does shared-mime-info's globs2 file assign to the pattern {asked}?", next(iter(types_of[asked])))
    top = _top(patterns, key=patterns.__getitem__)
    counted = b.rng.choice(sorted(t for t, n in patterns.items() if 4 <= n <= 9 and t != top and t not in types_of[asked]))
    b.add("count", f"How many distinct file-name patterns does /usr/share/mime/globs2 list for {counted}?", patterns[counted])
    if top is not None:
        b.add("extreme", "Which MIME type has the largest number of file-name patterns in /usr/share/mime/globs2?", top)
    pairs = sorted((g, t) for g, ts in types_of.items() if len(ts) == 1 and (t := next(iter(ts))) and patterns[t] == 2
                   and g != asked and t not in (counted, top) and re.fullmatch(r"\*\.\w+", g))  # fmt: skip
    glob, hop = b.rng.choice(pairs)
    other = next(g for g in of_type[hop] if g != glob)
    b.add("two_hops", f"globs2 maps {glob} to a MIME type that has exactly one other pattern. Which pattern is that?", other)
    canonical = {}
    for line in read_text(aliases).splitlines():
        if len(parts := line.split()) == 2:
            canonical.setdefault(parts[0], []).append(parts[1])
    aliased = sorted((a, ts[0]) for a, ts in canonical.items() if len(ts) == 1 and patterns.get(ts[0]) == 1
                     and a not in text and ts[0] not in (hop, counted))  # fmt: skip
    alias, target = b.rng.choice(aliased)
    b.add("cross_file", f"shared-mime-info's aliases file lists {alias} as an alias. Which file-name pattern does globs2 give the "
          "type it stands for?", of_type[target][0], context=(str(path), str(aliases)))  # fmt: skip
    parents = {}
    for line in read_text(subclasses).splitlines():
        if len(parts := line.split()) == 2:
            parents.setdefault(parts[0], []).append(parts[1])
    derived = sorted((g, t) for g, ts in types_of.items() if len(ts) == 1 and (t := next(iter(ts))) and len(parents.get(t, [])) == 1
                     and patterns[t] == 1 and t not in (target, hop, counted) and g != asked
                     and re.fullmatch(r"\*\.\w+", g))  # fmt: skip
    glob2, child = b.rng.choice(derived)
    b.add("cross_file", f"Files matching {glob2} get a MIME type in globs2. According to the subclasses file, which type is that "
          "type a subclass of?", parents[child][0], context=(str(path), str(subclasses)))  # fmt: skip
    missing = next(g for g in ("*.parquet", "*.avro", "*.kdbx", "*.heif2") if g not in text)
    b.add("absent", f"Which MIME type does globs2 give files matching {missing}?", None)
    return b.questions


X11_LOCALE = Path("/usr/share/X11/locale")


def _x11_dir(text: str) -> dict[str, set[str]]:
    """An X11 compose.dir or locale.dir as {locale name: its files}: each uncommented line pairs a file with a locale name,
    `iso8859-1/Compose\\t\\taf_ZA.ISO8859-1`, most pairs written twice, the second time with a colon after the file."""
    files: dict[str, set[str]] = {}
    for line in text.splitlines():
        if line.strip() and not line.startswith("#") and len(parts := line.split()) == 2:
            files.setdefault(parts[1], set()).add(parts[0].rstrip(":"))
    return files


def compose_dir(path: Path = X11_LOCALE / "compose.dir", locale_dir: Path = X11_LOCALE / "locale.dir") -> list[Question]:
    """X11's compose.dir: which Compose table (`en_US.UTF-8/Compose`, `iso8859-15/Compose`, `ja/Compose`, ...) serves each
    locale name; locale.dir says the same of each locale's XLC_LOCALE file."""
    text = read_text(path)
    files = _x11_dir(text)
    single = {loc: next(iter(fs)) for loc, fs in files.items() if len(fs) == 1}
    if len(single) < 200:
        raise ValueError(f"{path}: fewer locale names than libx11 ships")
    users = Counter(single.values())
    b = _builder("x11-compose.dir", path)
    squash = lambda s: re.sub(r"[^a-z0-9]", "", s.lower())  # noqa: E731
    hidden = sorted(loc for loc, f in single.items() if squash(f.split("/")[0]) not in squash(loc) and text.count(loc + "\n") <= 2
                    and users[f] >= 2)  # fmt: skip
    first = b.rng.choice(hidden)
    second = b.rng.choice([loc for loc in hidden if single[loc] != single[first]])
    b.add("record_field", f"Which Compose file does X11's compose.dir name for the locale {first}?", single[first])
    b.add("record_field", f"According to /usr/share/X11/locale/compose.dir, what Compose table does {second} use?", single[second])
    counted = b.rng.choice(sorted(f for f, n in users.items() if 5 <= n <= 60 and f not in (single[first], single[second])))
    b.add("count", f"How many locale names does compose.dir map to {counted}?", users[counted])
    hop = b.rng.choice(sorted(loc for loc, f in single.items() if f not in (counted, single[first], single[second])
                              and 3 <= users[f] <= 60 and squash(f.split("/")[0]) not in squash(loc)))  # fmt: skip
    b.add("two_hops", f"compose.dir assigns the locale {hop} a Compose file. How many locale names in compose.dir share that same "
          "file (counting it)?", users[single[hop]])  # fmt: skip
    xlc = {loc: next(iter(fs)) for loc, fs in _x11_dir(read_text(locale_dir)).items() if len(fs) == 1}
    differ = sorted(loc for loc, f in single.items() if loc in xlc and xlc[loc].split("/")[0] != f.split("/")[0]
                    and loc not in (first, second, hop))  # fmt: skip
    loc = b.rng.choice(differ)
    b.add("cross_file", f"For the locale {loc}, X11's compose.dir and locale.dir point to different directories. Which XLC_LOCALE "
          "file does locale.dir name for it?", xlc[loc], context=(str(path), str(locale_dir)))  # fmt: skip
    missing = next(n for n in ("ckb_IQ.UTF-8", "sgs_LT.UTF-8", "ber_MA.UTF-8") if n not in text)
    b.add("absent", f"Which Compose file does compose.dir list for the locale {missing}?", None)
    return b.questions


JOURNAL_FIELDS = Path("/usr/share/man/man7/systemd.journal-fields.7.gz")


def journal_fields(path: Path = JOURNAL_FIELDS) -> list[Question]:
    """systemd.journal-fields(7) (systemd 252): the fields of a journal entry under `.SH "USER JOURNAL FIELDS"`, `TRUSTED
    JOURNAL FIELDS`, `KERNEL JOURNAL FIELDS`, ... each entry a `.PP` then its field names, `\\fI_PID=\\fR, \\fI_UID=\\fR`,
    then an indented description."""
    text = read_text(path)
    entries = []  # (section, [field names]) in order
    section = ""
    lines = text.splitlines()
    for i, line in enumerate(lines[:-1]):
        if m := re.fullmatch(r'\.SH "(.+)"', line):
            section = m.group(1)
        elif line == ".PP" and (names := re.findall(r"\\fI([A-Z0-9_]+)=\\fR", lines[i + 1])):
            entries.append((section, names))
    fields = [n for _, ns in entries for n in ns]
    if len(set(fields)) != len(fields) or len(fields) < 50:
        raise ValueError(f"{path}: a field described twice")
    where = {n: s for s, ns in entries for n in ns}
    per = Counter(where.values())
    b = _builder("journal-fields", path)
    named = sorted(n for n, s in where.items() if text.count(n + "=") == 1 and not any(w in s for w in n.strip("_").split("_")))
    first, second = b.rng.sample(named, 2)
    b.add("section_title", f"In the systemd.journal-fields(7) man page, under which section heading is the field {first} described?",
          where[first])  # fmt: skip
    b.add("section_title", f"Which part of systemd.journal-fields(7) documents {second}? Give the section heading.", where[second])
    top = _top(per, key=per.__getitem__)
    counted = b.rng.choice(sorted(s for s, n in per.items() if n >= 3 and s != top))
    b.add("count", f"How many field names does systemd.journal-fields(7) document in its \"{counted}\" section?", per[counted])
    if top is not None:
        b.add("extreme", "Which section of systemd.journal-fields(7) documents the most fields?", top)
    lone = [len(ns) == 1 and ns[0] not in (first, second) for _, ns in entries]
    k = b.rng.choice([k for k in range(len(entries) - 1) if lone[k] and lone[k + 1] and entries[k][0] == entries[k + 1][0]])
    b.add("ordering", f"Which field's entry comes right after {entries[k][1][0]} in systemd.journal-fields(7)?", entries[k + 1][1][0])
    missing = next(n for n in ("_RUNTIME_SCOPE", "_PIDFD", "_FD_NAME") if n not in text)
    b.add("absent", f"What does the journal field {missing} record, per systemd.journal-fields(7)?", None)
    return b.questions


# Round 21, written before any run on it: GNU make's NEWS, the tcp(7) man page, locale.py, CMake's MSVC v143 compiler flag
# table v143_CL.json (with v142_CL.json), glibc's gconv-modules-extra.conf and the kernel's linux/capability.h (with
# capabilities(7)).

MAKE_NEWS = Path("/usr/share/doc/make/NEWS.gz")


def _make_releases(text: str) -> list[tuple[str, str, str]]:
    """GNU make's NEWS as (version, date or '', the section's text) per release, newest first: each opens `Version 4.2.1 (10 Jun
    2016)` at the margin (the oldest undated, a few spelt `Version 3.14.`), its changes `* ` paragraphs at the margin, their
    sub-points indented; the copyright notice after a line of dashes closes the last."""
    heads = list(re.finditer(r"^Version (\d+(?:\.\d+)+)\.?(?: \((\d{2} [A-Z][a-z]{2} \d{4})\))?$", text, re.M))
    end = text.index("\n-----")
    return [(m.group(1), m.group(2) or "", text[m.end():nxt.start() if nxt else end])
            for m, nxt in zip(heads, [*heads[1:], None], strict=True)]  # fmt: skip


def make_news(path: Path = MAKE_NEWS) -> list[Question]:
    """GNU make's NEWS (make 4.3): its releases newest first, 4.3 (2020) back to 3.05, each a `Version` line with the date
    for 3.63 and later, then its changes as `* ` paragraphs (`* New feature: .EXTRA_PREREQS variable`); some releases are
    skipped (no 3.74, 3.67 or 3.62)."""
    text = read_text(path)
    releases = _make_releases(text)
    versions = [v for v, _, _ in releases]
    if len(set(versions)) != len(versions) or len(releases) < 40 or len(releases) != len(re.findall(r"^Version ", text, re.M)):
        raise ValueError(f"{path}: releases not headed `Version X (date)` once each")
    date = {v: d for v, d, _ in releases if d}
    points = {v: len(re.findall(r"^\* ", body, re.M)) for v, _, body in releases}
    b = _builder("make-news", path)
    asked = b.rng.choice(sorted(set(date) - {versions[0]}))
    b.add("record_field", f"According to GNU make's NEWS file, on what date was make {asked} released?", date[asked])
    top = _top(points, key=points.__getitem__)
    counted = b.rng.choice(sorted(v for v, n in points.items() if 5 <= n <= 12 and v not in (asked, top, versions[0])
                                  and str(n) not in v.split(".")))  # fmt: skip
    b.add("count", f"How many bullet points does GNU make's NEWS give for version {counted}, not counting indented sub-points?",
          points[counted])  # fmt: skip
    if top is not None:
        b.add("extreme", "Which GNU make release has the longest list of changes in the NEWS file, counted in bullet points at the "
              "left margin?", top)  # fmt: skip

    def obvious(newer: str, older: str) -> bool:  # 3.79 before 3.79.1, 3.78 before 3.79: the number alone gives it away
        head, _, last = newer.rpartition(".")
        return older == head or (older.rpartition(".")[0] == head and int(older.rpartition(".")[2]) == int(last) - 1)

    steps = [k for k in range(len(versions) - 1) if not obvious(versions[k], versions[k + 1])
             and not {asked, counted, top} & {versions[k], versions[k + 1]}]  # fmt: skip
    k = b.rng.choice(steps)
    b.add("ordering", f"According to GNU make's NEWS, which release came out immediately before {versions[k]}?", versions[k + 1])
    owner = {}
    for v, _, body in releases:
        for name in set(re.findall(r"(?<![\w.])(\.[A-Z][A-Z_]{3,})(?!\w)", body)):
            owner.setdefault(name, []).append(v)
    once = sorted((n, vs[0]) for n, vs in owner.items() if len(vs) == 1 and text.count(n) == 1
                  and vs[0] not in (asked, counted, top, versions[k]))  # fmt: skip
    name, where = b.rng.choice(once)
    b.add("section_title", f"GNU make's NEWS mentions {name} just once. In the notes for which release?", where)
    missing = next(v for v in ("3.74", "3.67", "4.4") if not re.search(rf"(?<![\d.]){re.escape(v)}(?!\d)", text))
    b.add("absent", f"What changed in GNU make {missing}, according to its NEWS file?", None)
    return b.questions


TCP_7 = Path("/usr/share/man/man7/tcp.7.gz")


def _tcp_7(text: str) -> tuple[list[tuple[str, list[str]]], list[tuple[str, str, str]]]:
    """tcp(7)'s /proc interfaces in order as (name, the parts of its note: `Boolean`, `default: disabled`, `since Linux 2.4`),
    each a `.TP` then `.IR tcp_dsack " (Boolean; default: enabled; since Linux 2.4)"`, and its socket options as (name, the
    version of its `(since Linux 2.4)` note or '', its description), each `.TP` then `.BR TCP_CORK " (since Linux 2.2)"` or
    `.B TCP_NODELAY`, until the next subsection."""
    lines = text.splitlines()
    procs: list[tuple[str, list[str]]] = []
    options: list[tuple[str, str, int]] = []  # (name, version, the line of its heading)
    section, stop = "", len(lines)
    for i, line in enumerate(lines):
        if m := re.fullmatch(r'\.S[SH] "?(.+?)"?', line):
            if section == "Socket options":
                stop = i
            section = m.group(1)
        elif i and lines[i - 1] == ".TP" and section == "/proc interfaces":
            if m := re.match(r'\.IR (tcp_\w+)\s+"\s*\(([^)"\\]*)', line):
                procs.append((m.group(1), [p.strip() for p in m.group(2).split(";") if p.strip()]))
        elif i and lines[i - 1] == ".TP" and section == "Socket options":
            if m := re.fullmatch(r'\.BR? (TCP_\w+)(?: " \(since Linux ([\d.]+)\)")?', line):
                options.append((m.group(1), m.group(2) or "", i))
    bodies = [(n, v, "\n".join(lines[i + 1:nxt - 1 if nxt else stop]))
              for (n, v, i), nxt in zip(options, [o[2] for o in options[1:]] + [0], strict=True)]  # fmt: skip
    return procs, bodies


def tcp_7(path: Path = TCP_7) -> list[Question]:
    """The tcp(7) man page's troff source (man-pages 6.03): how Linux's TCP works, then its /proc/sys/net/ipv4 interfaces in
    (roughly) alphabetical order, each with its type, default and the kernel that added it (`tcp_fin_timeout (integer;
    default: 60; since Linux 2.2)`, a range such as `Linux 2.4 to Linux 4.11` for a removed one), then its socket options
    (`TCP_CORK (since Linux 2.2)`), the sockets API, ioctls and errors."""
    text = read_text(path)
    procs, options = _tcp_7(text)
    names = [n for n, _ in procs]
    if len(set(names)) != len(names) or len(procs) < 40 or len(options) < 12:
        raise ValueError(f"{path}: /proc interfaces or socket options not headed `.TP` then `.IR name` / `.BR NAME` once each")
    default = {n: p[9:] for n, parts in procs for p in parts if p.startswith("default: ")}
    b = _builder("tcp-7", path)
    hop = sorted((o, used[0]) for o, _, body in options if len(used := sorted(set(re.findall(r"\btcp_\w+", body)) & set(names))) == 1
                 and re.fullmatch(r"\d+", default.get(used[0], "")))  # fmt: skip
    option, setting = b.rng.choice(hop)
    asked = b.rng.choice(sorted(n for n, d in default.items() if re.fullmatch(r"\d{2,}", d) and n != setting))
    b.add("record_field", f"What default value does the tcp(7) man page give for /proc/sys/net/ipv4/{asked}?", default[asked])
    b.add("count", "How many of the /proc/sys/net/ipv4 settings documented in tcp(7) are of Boolean type?",
          sum(bool(parts) and parts[0].lower() == "boolean" for _, parts in procs))  # fmt: skip
    since = {o: tuple(int(x) for x in v.split(".")) for o, v, _ in options if v}
    if (newest := _top(since, key=since.__getitem__)) is not None:
        b.add("extreme", "Going by the \"since Linux\" notes in tcp(7), which TCP socket option was added to Linux most recently?",
              newest)  # fmt: skip
    b.add("two_hops", f"tcp(7) says the socket option {option} overrides a system-wide setting in /proc. What default does the same "
          "page give for that setting?", default[setting])  # fmt: skip
    after = dict(pairwise(sorted(names)))  # (mostly alphabetical: tcp_app_win after tcp_available_congestion_control)
    k = b.rng.choice([k for k in range(len(names) - 1) if after.get(names[k]) != names[k + 1]
                      and not {asked, setting} & {names[k], names[k + 1]}])  # fmt: skip
    b.add("ordering", f"Which /proc interface does tcp(7) describe right after {names[k]}?", names[k + 1])
    missing = _absent(text, "tcp_notsent_lowat", "tcp_min_rtt_wlen", "tcp_pacing_ss_ratio")
    b.add("absent", f"What default value does tcp(7) give for /proc/sys/net/ipv4/{missing}?", None)
    return b.questions


def locale_py(path: Path | None = None) -> list[Question]:
    """locale.py: the locale functions (format_string, currency, normalize, getlocale, ...), then three tables: locale_encoding_alias
    (encoding names), locale_alias (a lower-case locale name to the full one normalize() returns, `'fr_ca': 'fr_CA.ISO8859-1'`)
    and windows_locale (a Windows language identifier to a locale name, `0x0c0a: "es_ES", # Spanish - Modern Sort`)."""
    path = path or _stdlib("locale")
    text = read_text(path)
    tree = ast.parse(text)

    def table(name: str) -> dict[object, object]:
        node = next(n.value for n in tree.body if isinstance(n, ast.Assign) and any(isinstance(t, ast.Name) and t.id == name
                                                                                for t in n.targets))  # fmt: skip
        if not isinstance(node, ast.Dict) or len({ast.unparse(k) for k in node.keys if k}) != len(node.keys):
            raise ValueError(f"{path}: {name} is no dict literal, or names a key twice")
        return ast.literal_eval(node)

    aliases = table("locale_alias")
    windows = re.findall(r'^    (0x[0-9a-f]{4}): "(\w+)",?\s*#', text, re.M)  # (the identifier as the file spells it, its locale)
    if len(windows) != len(table("windows_locale")) or len(windows) < 150:
        raise ValueError(f"{path}: windows_locale not one `0x0436: \"af_ZA\", # Afrikaans` line an entry")
    b = _builder("locale.py", path)
    shared = Counter(loc for _, loc in windows)
    hops = sorted((ident, loc) for ident, loc in windows if shared[loc] == 1 and (full := aliases.get(loc.lower()))
                  and isinstance(full, str) and full.split(".")[0] == loc and "." in full)  # fmt: skip
    asked, loc = b.rng.choice([h for h in sorted((i, lc) for i, lc in windows if shared[lc] == 1) if h not in hops])
    b.add("record_field", f"Which locale name does locale.py give the Windows language identifier {asked}?", loc)
    prefixes = Counter(lc.split("_")[0] for _, lc in windows)
    lang = b.rng.choice(sorted(p for p, n in prefixes.items() if 4 <= n <= 10 and p != loc.split("_")[0]))
    b.add("count", f"In locale.py's table of Windows language identifiers, how many identifiers map to a locale name that starts "
          f"with \"{lang}_\"?", prefixes[lang])  # fmt: skip
    targets = Counter(v for v in aliases.values())
    if (top := _top(targets, key=targets.__getitem__)) is not None:
        b.add("extreme", "Which full locale name is the target of the largest number of entries in locale.py's locale_alias table?",
              top)  # fmt: skip
    ident, short = b.rng.choice([h for h in hops if h[1].split("_")[0] != lang])
    b.add("two_hops", f"locale.py maps the Windows language identifier {ident} to a locale name. What does the module's "
          "locale_alias table expand that name (written in lower case) to?", aliases[short.lower()])  # fmt: skip
    defs = sorted((f.lineno, f.col_offset, f.name) for f in ast.walk(tree) if isinstance(f, ast.FunctionDef))
    named = Counter(n for _, _, n in defs)  # (setlocale, localeconv, getpreferredencoding: each defined twice, in an if or try)
    k = b.rng.choice([k for k in range(len(defs) - 1) if defs[k][1] == defs[k + 1][1] == 0
                      and named[defs[k][2]] == named[defs[k + 1][2]] == 1])  # fmt: skip
    b.add("ordering", f"Which function does locale.py define right after {defs[k][2]}?", defs[k + 1][2])
    missing = next(i for i in ("0x0491", "0x0492", "0x045b") if i not in text.lower())
    b.add("absent", f"Which locale name does locale.py give the Windows language identifier {missing}?", None)
    return b.questions


MSBUILD_FLAGS = Path("/usr/share/cmake-3.25/Templates/MSBuild/FlagTables")


def msvc_cl_flags(path: Path = MSBUILD_FLAGS / "v143_CL.json", older: Path = MSBUILD_FLAGS / "v142_CL.json") -> list[Question]:
    """CMake's flag table for the Visual Studio 2022 (v143) C/C++ compiler, v143_CL.json: a JSON list of the cl switches CMake
    maps to MSBuild settings, one object a switch (`{"name": "WarningLevel", "switch": "W3", "comment": "Level3", "value":
    "Level3", "flags": []}`), the entries of a setting one after another; v142_CL.json is the same for Visual Studio 2019."""
    entries = json.loads(read_text(path))
    if not isinstance(entries, list) or len(entries) < 150 or any(set(e) != {"name", "switch", "comment", "value", "flags"}
                                                                 for e in entries):  # fmt: skip
        raise ValueError(f"{path}: not a list of {{name, switch, comment, value, flags}} objects")
    names = list(dict.fromkeys(e["name"] for e in entries))
    if [e["name"] for e in entries] != [n for n in names for e in entries if e["name"] == n]:
        raise ValueError(f"{path}: a setting's entries are not together")
    per = Counter(e["name"] for e in entries)
    switches = Counter(e["switch"] for e in entries)
    comments = Counter(e["comment"] for e in entries)
    b = _builder("msvc-cl-flags", path)
    described = sorted((e["comment"], e["switch"]) for e in entries if comments[e["comment"]] == 1 and switches[e["switch"]] == 1
                       and e["switch"] and 12 <= len(e["comment"]) <= 60 and e["switch"].lower() not in e["comment"].lower())
    comment, switch = b.rng.choice(described)
    b.add("record_field", f"In CMake's MSVC v143 compiler flag table (v143_CL.json), which cl switch is the entry described as "
          f"\"{comment}\"?", switch)  # fmt: skip
    top = _top(per, key=per.__getitem__)
    owner = next(e["name"] for e in entries if e["switch"] == switch)
    counted = b.rng.choice(sorted(n for n, k in per.items() if 3 <= k <= 6 and n not in (top, owner) and all(
        e["switch"] and switches[e["switch"]] == 1 for e in entries if e["name"] == n)))  # fmt: skip
    b.add("count", f"How many switch entries does v143_CL.json list for the {counted} setting?", per[counted])
    if top is not None:
        b.add("extreme", "Counting its JSON objects, which setting has the most entries in CMake's v143_CL.json flag table?", top)
    said = Counter((e["name"], e["comment"]) for e in entries)
    hops = sorted((e["switch"], f["comment"], f["switch"]) for n in names if 3 <= per[n] and n not in (owner, counted, top)
                  for e in entries if e["name"] == n and e["switch"] and switches[e["switch"]] == 1
                  for f in entries if f["name"] == n and f is not e and f["switch"] and switches[f["switch"]] == 1
                  and said[n, f["comment"]] == 1 and len({g["name"] for g in entries if g["comment"] == f["comment"]}) >= 2
                  and re.sub(r"\d", "", e["switch"]) != re.sub(r"\d", "", f["switch"]))  # fmt: skip
    # (the comment alone names entries of other settings too: "Disabled" is /Od, /Ob0 and /Qspectre-)
    one, comment2, other = b.rng.choice(hops)
    b.add("two_hops", f"In v143_CL.json, the switch {one} is one entry of a setting. Which switch does that same setting's entry "
          f"described as \"{comment2}\" use?", other)  # fmt: skip
    before = {e["name"] for e in json.loads(read_text(older))}
    b.add("cross_file", "How many settings (distinct names) does CMake's v143_CL.json flag table have that v142_CL.json does not?",
          len(set(names) - before), context=(str(path), str(older)))  # fmt: skip
    missing = _absent(read_text(path), "EnableASAN", "BuildStlModules", "UseMultiToolTask")
    b.add("absent", f"Which cl switch does CMake's v143_CL.json give for the setting {missing}?", None)
    return b.questions


GCONV_EXTRA = Path("/usr/lib/x86_64-linux-gnu/gconv/gconv-modules.d/gconv-modules-extra.conf")


def gconv_modules(path: Path = GCONV_EXTRA) -> list[Question]:
    """glibc's gconv-modules-extra.conf (iconv's configuration for its less common character sets): per character set, a block
    of `alias\\tCSISO4UNITEDKINGDOM//\\tBS_4730//` lines naming it otherwise, then `module\\tBS_4730//\\tINTERNAL\\tISO646\\t2`
    lines saying which shared module converts it to and from glibc's INTERNAL form, at what cost."""
    text = read_text(path)
    rows = [line.split("#")[0].split() for line in text.splitlines() if line.split("#")[0].strip()]
    if any(r[0] not in ("alias", "module") or len(r) != (3 if r[0] == "alias" else 5) for r in rows) or len(rows) < 1000:
        raise ValueError(f"{path}: lines not `alias NAME// SET//` or `module FROM TO FILE COST`")
    plain = lambda s: s.rstrip("/")  # noqa: E731  (`BS_4730//`: the slashes are the file's syntax)
    aliases = [(plain(r[1]), plain(r[2])) for r in rows if r[0] == "alias"]
    target = dict(aliases)
    if len(target) != len(aliases):
        raise ValueError(f"{path}: an alias named twice")
    per = Counter(target.values())
    b = _builder("gconv-modules-extra", path)
    squash = lambda s: re.sub(r"[^a-z0-9]", "", s.lower())  # noqa: E731
    hidden = sorted(a for a, s in target.items() if squash(s)[:4] not in squash(a) and text.count(a + "//") == 1)
    asked = b.rng.choice(hidden)
    b.add("record_field", f"In glibc's gconv-modules-extra.conf, which character set is {asked} an alias for?", target[asked])
    top = _top(per, key=per.__getitem__)
    counted = b.rng.choice(sorted(s for s, n in per.items() if 4 <= n <= 9 and s not in (top, target[asked])
                                  and str(n) not in re.findall(r"\d+", s)))  # fmt: skip
    b.add("count", f"How many aliases does gconv-modules-extra.conf list for the character set {counted}?", per[counted])
    if top is not None:
        b.add("extreme", "Which character set has the most aliases in glibc's gconv-modules-extra.conf?", top)
    hops = sorted(a for a, s in target.items() if a in hidden and a != asked and 3 <= per[s] <= 9 and s not in (target[asked], counted, top)
                  and str(per[s]) not in re.findall(r"\d+", a))  # fmt: skip
    hop = b.rng.choice(hops)
    b.add("two_hops", f"gconv-modules-extra.conf names {hop} as an alias of a character set. How many aliases does the file list for "
          f"that character set in all, {hop} included?", per[target[hop]])  # fmt: skip
    # each line's character set: an alias's target, the side of a module line that is not INTERNAL (GBBIG5's `module EUC-CN//
    # BIG5// ...` lines, between two sets, belong to neither)
    sets = [plain(r[2]) if r[0] == "alias" else plain(r[1] if r[2] == "INTERNAL" else r[2]) for r in rows
            if r[0] == "alias" or "INTERNAL" in r[1:3]]  # fmt: skip
    order = [s for s, _ in groupby(sets)]
    if len(order) != len(set(order)):
        raise ValueError(f"{path}: a character set's lines are not together")
    after = dict(pairwise(sorted(order, key=lambda s: [int(p) if p.isdigit() else p for p in re.split(r"(\d+)", s)])))
    k = b.rng.choice([k for k in range(len(order) - 1) if after.get(order[k]) != order[k + 1]
                      and re.sub(r"\d+", "", order[k]) != re.sub(r"\d+", "", order[k + 1])
                      and not {asked, counted, top, target[hop]} & {order[k], order[k + 1]}])  # fmt: skip
    b.add("ordering", f"In gconv-modules-extra.conf, the lines for which character set come right after those for {order[k]}?",
          order[k + 1])  # fmt: skip
    missing = _absent(text, "X-MAC-TURKISH//", "WINDOWS-1258-VN//", "ISO-IR-999//")
    b.add("absent", f"Which character set does gconv-modules-extra.conf give the alias {missing.rstrip('/')}?", None)
    return b.questions


CAPABILITY_H = Path("/usr/include/linux/capability.h")


def capability_h(path: Path = CAPABILITY_H, manual: Path = Path("/usr/share/man/man7/capabilities.7.gz")) -> list[Question]:
    """The kernel's linux/capability.h: the capability numbers, `#define CAP_CHOWN 0` up to `#define CAP_CHECKPOINT_RESTORE 40`,
    each under a comment on what it allows, then `#define CAP_LAST_CAP CAP_CHECKPOINT_RESTORE`. capabilities(7) lists the
    capabilities alphabetically, the newer ones with the release that added them (`.BR CAP_BPF " (since Linux 5.8)"`)."""
    text = read_text(path)
    numbers = re.findall(r"^#define\s+(CAP_[A-Z_]+)\s+(\d+)\s*$", text, re.M)
    number = dict(numbers)
    if len(number) != len(numbers) or sorted(int(n) for _, n in numbers) != list(range(len(numbers))) or len(numbers) < 38:
        raise ValueError(f"{path}: capabilities not numbered 0, 1, ... once each")
    last = re.search(r"^#define\s+CAP_LAST_CAP\s+(CAP_[A-Z_]+)\s*$", text, re.M)
    b = _builder("capability.h", path)
    manual_text = read_text(manual)
    added = dict(re.findall(r'^\.BR (CAP_[A-Z_]+) " \(since Linux ([\d.]+)\)"$', manual_text, re.M))
    versions = Counter(added.values())
    crossed = sorted(c for c, v in added.items() if versions[v] == 1 and c in number and c != (last.group(1) if last else "")
                     and len(re.findall(rf"Linux {re.escape(v)}(?![\d.]\d|\d)", manual_text)) == 1)  # fmt: skip
    cross = b.rng.choice(crossed)
    asked = b.rng.choice(sorted(c for c in number if c not in added and int(number[c]) >= 10))
    b.add("record_field", f"What number does the kernel header linux/capability.h assign to {asked}?", number[asked])
    b.add("count", "How many capabilities does linux/capability.h define a number for?", len(numbers))
    if last and last.group(1) in number:
        b.add("two_hops", "linux/capability.h defines CAP_LAST_CAP as the name of another capability. What number is that "
              "capability?", number[last.group(1)])  # fmt: skip
    order = [c for c, _ in sorted(numbers, key=lambda cn: int(cn[1]))]
    k = b.rng.choice([k for k in range(len(order) - 1) if not {asked, cross} & {order[k], order[k + 1]}])
    b.add("ordering", f"In linux/capability.h, which capability has the number right after {order[k]}'s?", order[k + 1])
    b.add("cross_file", f"capabilities(7) says one capability was added in Linux {added[cross]}. What number does linux/capability.h "
          "give that capability?", number[cross], context=(str(path), str(manual)))  # fmt: skip
    missing = next(c for c in ("CAP_NET_MONITOR", "CAP_SYS_FIRMWARE", "CAP_USERNS_ADMIN") if c not in text and c not in manual_text)
    b.add("absent", f"What number does linux/capability.h assign to {missing}?", None)
    return b.questions


# Round 22, written before any run on it: OpenSSL's NEWS.md (with the Debian changelog of openssl), the terminfo(5) man page
# (with ncurses' term.h), mimetypes.py, PackageKit's D-Bus Transaction interface (with its root interface), ALSA's alsa.conf and
# the kernel's linux/audit.h.

OPENSSL_DOCS = Path("/usr/share/doc/openssl")


def _openssl_releases(text: str) -> list[tuple[str, str, str, list[str]]]:
    """OpenSSL's NEWS.md as (release, the release before it, date, the distinct CVE ids its section cites in order) per
    section, newest first: each opens `### Major changes between OpenSSL 3.0.7 and OpenSSL 3.0.8 [7 Feb 2023]` (the oldest
    `between SSLeay 0.9.0b and OpenSSL 0.9.1c`), its fixes `  * ` items ending `([CVE-2023-0286])`; the link definitions
    `[CVE-2023-0286]: https://...` at the end close the last."""
    heads = list(re.finditer(r"^### Major changes between (?:OpenSSL|SSLeay) (\S+) and OpenSSL (\S+) \[(\d{1,2} [A-Za-z]{3} \d{4})\]$",
                             text, re.M))  # fmt: skip
    links = re.search(r"^\[CVE-\d{4}-\d+\]: ", text, re.M)
    end = links.start() if links else len(text)
    return [(m.group(2), m.group(1), m.group(3),
             list(dict.fromkeys(re.findall(r"CVE-\d{4}-\d{4,}", text[m.end():nxt.start() if nxt else end]))))
            for m, nxt in zip(heads, [*heads[1:], None], strict=True)]  # fmt: skip


def openssl_news(path: Path = OPENSSL_DOCS / "NEWS.md.gz", debian: Path = OPENSSL_DOCS / "changelog.Debian.gz") -> list[Question]:
    """OpenSSL's NEWS.md (Debian 12's openssl 3.0): a brief overview of each release's major changes, newest first, under a
    heading per release series (`OpenSSL 3.0`, `OpenSSL 1.1.1`, ...), each release a `### Major changes between OpenSSL A and
    OpenSSL B [date]` section whose items cite the CVE ids they fix. Debian's changelog of the package names the CVEs each
    upload patches (`  * CVE-2025-9230 (Out-of-bounds read & write in RFC 3211 KEK Unwrap)`), sometimes before upstream's
    release that fixes them."""
    text = read_text(path)
    releases = _openssl_releases(text)
    versions = [v for v, _, _, _ in releases]
    if len(set(versions)) != len(versions) or len(releases) < 100 or len(releases) != len(re.findall(r"^### ", text, re.M)):
        raise ValueError(f"{path}: releases not headed `### Major changes between ... [date]` once each")
    cves = {v: cs for v, _, _, cs in releases}
    before = {v: p for v, p, _, _ in releases}
    fixed_in: dict[str, list[str]] = {}
    for v, _, _, cs in releases:
        for c in cs:
            fixed_in.setdefault(c, []).append(v)
    b = _builder("openssl-news", path)
    asked = b.rng.choice([v for v, _, d, _ in releases[1:] if re.fullmatch(r"\d{1,2} [A-Z][a-z]{2} \d{4}", d)])
    b.add("record_field", f"According to OpenSSL's NEWS.md, on what date was OpenSSL {asked} released?",
          next(d for v, _, d, _ in releases if v == asked))  # fmt: skip
    per = {v: len(cs) for v, cs in cves.items()}
    top = _top(per, key=per.__getitem__)
    counted = b.rng.choice(sorted(v for v, n in per.items() if 4 <= n <= 9 and v not in (asked, top)
                                  and str(n) not in re.findall(r"\d+", v + before[v])))  # fmt: skip
    b.add("count", f"How many distinct CVE identifiers does OpenSSL's NEWS.md cite in its section on the major changes between "
          f"OpenSSL {before[counted]} and OpenSSL {counted}?", per[counted])  # fmt: skip
    if top is not None:
        b.add("extreme", "Which OpenSSL release's section in NEWS.md cites the largest number of distinct CVE identifiers? Give the "
              "version that section introduces.", top)  # fmt: skip
    lone = sorted(c for c, vs in fixed_in.items() if len(vs) == 1 and vs[0] not in (asked, counted, top)
                  and len(re.findall(rf"{re.escape(c)}(?!\d)", text[:text.find(f'[{c}]: ')])) == 1)  # fmt: skip
    named = b.rng.choice(lone)
    b.add("section_title", f"OpenSSL's NEWS.md mentions {named} once. In the section for which release? Give the version that "
          "section introduces.", fixed_in[named][0])  # fmt: skip
    hops = sorted(c for c in lone if 3 <= per[fixed_in[c][0]] <= 9 and fixed_in[c][0] not in (fixed_in[named][0], counted)
                  and str(per[fixed_in[c][0]]) not in re.findall(r"\d+", c))  # fmt: skip
    hop = b.rng.choice(hops)
    b.add("two_hops", f"OpenSSL's NEWS.md lists {hop} among the fixes of one release. How many distinct CVE identifiers does that "
          f"release's section cite in all, {hop} included?", per[fixed_in[hop][0]])  # fmt: skip
    debian_text = read_text(debian)
    number = lambda v: tuple(int(x) for x in re.findall(r"\d+", v))  # noqa: E731  (3.0.x: no letters)
    # a CVE one Debian upload names once, patched ahead of the upstream release that fixes it (3.0.18-1~deb12u2 patches 3.0.19's)
    early = sorted((e.version, c) for e in changelog_entries(debian_text) for c in set(re.findall(r"CVE-\d{4}-\d{4,}", e.body))
                   if len(fixed_in.get(c, [])) == 1 and debian_text.count(c) == 1 and c not in (named, hop)
                   and fixed_in[c][0].startswith("3.") and number(e.version.split("-")[0]) < number(fixed_in[c][0]))  # fmt: skip
    upload, cve = b.rng.choice(early)
    b.add("cross_file", f"Debian's changelog of the openssl package names {cve} in its entry for version {upload}. According to "
          "upstream's NEWS.md, which OpenSSL release fixed that CVE?", fixed_in[cve][0], context=(str(path), str(debian)))  # fmt: skip
    missing = next(v for v in ("3.0.20", "3.1.0", "3.2.0") if not re.search(rf"(?<![\d.]){re.escape(v)}(?![\d])", text))
    b.add("absent", f"What does OpenSSL's NEWS.md list among the major changes in OpenSSL {missing}?", None)
    return b.questions


TERMINFO_5 = Path("/usr/share/man/man5/terminfo.5.gz")


def _terminfo_caps(text: str) -> list[tuple[str, str, str, str, str, int]]:
    """terminfo(5)'s predefined capabilities as (Booleans / Numeric / String, variable, capname, termcap code, description, the
    number of its table), in the order of its tbl tables: each table between `.TS H` and `.TE` says its type on its second
    header line (`\\fBString name Code\\fR`), then a row a capability, `bell\\tbel\\tbl\\tT{`, its description on the lines up
    to `T}`."""
    lines = text.splitlines()
    rows = []
    kind, inside, tables = "", False, 0
    for i, line in enumerate(lines):
        if line.startswith(".TS"):
            kind, inside, tables = "", True, tables + 1
        elif line.startswith(".TE"):
            inside = False
        elif inside and (m := re.fullmatch(r"\\fB(Booleans|Numeric|String)\tname\tCode\\fR", line)):
            kind = m.group(1)
        elif inside and kind and len(cells := line.split("\t")) == 4 and cells[3] == "T{":
            end = lines.index("T}", i + 1)
            rows.append((kind, cells[0], cells[1], cells[2], " ".join(lines[i + 1:end]), tables))
    return rows


def terminfo_5(path: Path = TERMINFO_5, header: Path = Path("/usr/include/term.h")) -> list[Question]:
    """The terminfo(5) man page's troff source (ncurses 6.4): the syntax of a terminfo entry, then its predefined capabilities
    in tbl tables of boolean, numeric and string capabilities (variable name, capname, termcap code, description:
    `cursor_address  cup  cm  move to row #1 columns #2`), then subsections (`.SS Cursor Motions`, `.SS Margins`, ...) on how to
    describe a terminal with them. ncurses' term.h defines each variable as its slot of the compiled entry (`#define
    cursor_address CUR Strings[10]`)."""
    text = read_text(path)
    rows = _terminfo_caps(text)
    capnames = Counter(r[2] for r in rows)
    if len(rows) < 400 or len({r[1] for r in rows}) != len(rows) or len(capnames) != len(rows):
        raise ValueError(f"{path}: capabilities not one tbl row each")
    b = _builder("terminfo-5", path)
    plain = sorted(r for r in rows if r[0] == "String" and r[2] != r[3] and r[2] not in r[1] and len(r[2]) >= 3)
    _, variable, capname, _, _, _ = b.rng.choice(plain)
    b.add("record_field", f"According to the terminfo(5) man page, what is the terminfo capname of the string capability whose "
          f"variable name is {variable}?", capname)  # fmt: skip
    if len({r[5] for r in rows if r[0] == "Booleans"}) == 1:
        b.add("count", "How many boolean capabilities does the terminfo(5) man page list in its table of boolean capabilities?",
              sum(r[0] == "Booleans" for r in rows))  # fmt: skip
    strings = [r for r in rows if r[0] == "String"]
    k = b.rng.choice([k for k in range(len(strings) - 1) if variable not in (strings[k][1], strings[k + 1][1])
                      and strings[k][1].split("_")[0] != strings[k + 1][1].split("_")[0]
                      and strings[k][5] == strings[k + 1][5]])  # fmt: skip
    b.add("ordering", f"In terminfo(5)'s table of string capabilities, which variable name is listed right after "
          f"{strings[k][1]}?", strings[k + 1][1])  # fmt: skip
    # a capname the prose (outside the tables) names in one subsection only, there in bold (`\fBsmgtp\fR`)
    where: dict[str, set[str]] = {}
    bold: dict[str, set[str]] = {}
    section, inside = "", False
    for line in text.splitlines():
        if line.startswith(".TS"):
            inside = True
        elif line.startswith(".TE"):
            inside = False
        elif m := re.fullmatch(r'\.S[SH] "?(.+?)"?', line):
            section = m.group(1)
        elif not inside:
            for word in re.findall(r"[A-Za-z0-9_]+", line):
                where.setdefault(word, set()).add(section)
            for word in re.findall(r"\\fB(\w+)\\f[RP]", line):
                bold.setdefault(word, set()).add(section)
    told = sorted(c for c in capnames if len(where.get(c, ())) == 1 and where[c] == bold.get(c) and len(c) >= 4
                  and c not in (capname, variable) and next(iter(where[c])) not in ("DESCRIPTION", "EXTENSIONS", "NAME")
                  and not any(w.lower() in c.lower() for w in re.findall(r"[A-Za-z]{3,}", next(iter(where[c])))))  # fmt: skip
    pick = b.rng.choice(told)
    b.add("section_title", f"Which subsection of the terminfo(5) man page mentions the capability {pick} outside its capability "
          "tables? Give the subsection's heading.", next(iter(where[pick])))  # fmt: skip
    slots = dict(re.findall(r"^#define\s+(\w+)\s+CUR\s+Strings\[(\d+)\]", read_text(header), re.M))
    crossed = sorted(r[2] for r in strings if r[1] in slots and r[2] not in (capname, pick) and int(slots[r[1]]) >= 20)
    cross = b.rng.choice(crossed)
    b.add("cross_file", f"terminfo(5) lists a string capability with the capname {cross}. At which index of the Strings array does "
          "ncurses' term.h place that capability?", int(slots[next(r[1] for r in rows if r[2] == cross)]),
          context=(str(path), str(header)))  # fmt: skip
    missing = _absent(text, "set_hyperlink", "enter_sixel_mode", "set_clipboard_data")
    b.add("absent", f"What capname does terminfo(5) give the capability {missing}?", None)
    return b.questions


def mimetypes_py(path: Path | None = None) -> list[Question]:
    """mimetypes.py: the MimeTypes class and the module's functions, then _default_mime_types(), which sets its tables:
    suffix_map (a suffix to the double suffix it stands for, `'.tgz': '.tar.gz'`), encodings_map (`'.gz': 'gzip'`), types_map
    (the standard types, `'.pdf' : 'application/pdf'`, sorted by MIME type) and common_types (non-standard ones)."""
    path = path or _stdlib("mimetypes")
    text = read_text(path)
    tree = ast.parse(text)
    setup = next(f for f in _functions(tree.body) if f.name == "_default_mime_types")
    tables: dict[str, dict[str, str]] = {}
    for node in setup.body:
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Dict):
            if len({ast.unparse(k) for k in node.value.keys if k}) != len(node.value.keys):
                raise ValueError(f"{path}: a table names a suffix twice")
            for t in node.targets:
                if isinstance(t, ast.Name):
                    tables[t.id] = ast.literal_eval(node.value)
    types, suffixes = tables["_types_map_default"], tables["_suffix_map_default"]
    if len(types) < 100:
        raise ValueError(f"{path}: too few entries in _types_map_default")
    b = _builder("mimetypes.py", path)
    per = Counter(types.values())
    top = _top(per, key=per.__getitem__)
    asked = b.rng.choice(sorted(e for e, t in types.items() if per[t] == 1 and e[1:].lower() not in t.lower() and t != top))
    b.add("record_field", f"Which MIME type does the default types_map in Python's mimetypes.py give the extension {asked}?",
          types[asked])  # fmt: skip
    majors = Counter(t.split("/")[0] for t in types.values())
    major = b.rng.choice(sorted(m for m, n in majors.items() if 5 <= n <= 40 and m != types[asked].split("/")[0]))
    b.add("count", f"In mimetypes.py's default types_map (the standard types, not common_types), how many extensions map to a "
          f"MIME type under {major}/?", majors[major])  # fmt: skip
    if top is not None:
        b.add("extreme", "Which MIME type has the most file extensions in the default types_map of mimetypes.py?", top)
    elif (longest := _top(types, key=len)) is not None:  # (application/octet-stream and text/plain have seven each)
        b.add("extreme", "Which file extension in the default types_map of mimetypes.py is the longest (the most characters)?",
              longest)  # fmt: skip
    hops = sorted(s for s, full in suffixes.items() if (inner := posixpath.splitext(full)[0]) in types and types[inner] != types.get(s))
    hop = b.rng.choice(hops)
    b.add("two_hops", f"mimetypes.py's suffix_map rewrites the suffix {hop} as a double suffix. Which MIME type does the module's "
          "types_map give the first part of that double suffix?", types[posixpath.splitext(suffixes[hop])[0]])  # fmt: skip
    methods = [f.name for f in _functions(_class(tree, "MimeTypes").body)]
    k = b.rng.randrange(1, len(methods) - 1)
    b.add("ordering", f"Which method does the MimeTypes class in mimetypes.py define right after {methods[k]}?", methods[k + 1])
    missing = _absent(text, ".parquet", ".jxl", ".flac")
    b.add("absent", f"Which MIME type does mimetypes.py map the extension {missing} to?", None)
    return b.questions


PACKAGEKIT_INTERFACES = Path("/usr/share/dbus-1/interfaces")


def _dbus_members(path: Path, interface: str) -> list[tuple[str, str, list[tuple[str, str, str]], str]]:
    """One interface of a D-Bus introspection XML file as (method / signal / property, name, its args as (name, type,
    direction: `in` unless said, `out` for a signal's), a property's type) in the file's order."""
    root = ElementTree.fromstring(read_text(path))
    node = next(i for i in root.iter("interface") if i.get("name") == interface)
    return [(m.tag, m.get("name", ""), [(a.get("name", ""), a.get("type", ""), a.get("direction") or ("out" if m.tag == "signal" else "in"))
                                        for a in m.findall("arg")], m.get("type", ""))
            for m in node if m.tag in ("method", "signal", "property")]  # fmt: skip


def packagekit_transaction(path: Path = PACKAGEKIT_INTERFACES / "org.freedesktop.PackageKit.Transaction.xml",
                           root: Path = PACKAGEKIT_INTERFACES / "org.freedesktop.PackageKit.xml") -> list[Question]:  # fmt: skip
    """PackageKit's D-Bus introspection XML of org.freedesktop.PackageKit.Transaction: its properties (`<property name="Role"
    type="u" access="read">`), methods (`<method name="InstallPackages">` with `<arg type="t" name="transaction_flags"
    direction="in">`) and signals, each with doc:doc prose. org.freedesktop.PackageKit.xml holds the root interface the
    daemon exports (CreateTransaction, GetTimeSinceAction, ...) and the Offline one."""
    members = _dbus_members(path, "org.freedesktop.PackageKit.Transaction")
    names = [(kind, n) for kind, n, _, _ in members]
    if len(set(names)) != len(names) or sum(k == "method" for k, _ in names) < 25:
        raise ValueError(f"{path}: Transaction's methods not named once each")
    methods = [(n, args) for kind, n, args, _ in members if kind == "method"]
    signals = [(n, args) for kind, n, args, _ in members if kind == "signal"]
    props = {n: t for kind, n, _, t in members if kind == "property"}
    b = _builder("packagekit-transaction", path)
    ordinal = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth")
    used = Counter(a for _, args in methods + signals for a, _, _ in args)
    positions = sorted((n, i) for n, args in methods if len(args) >= 3 for i in range(1, len(args)) if used[args[i][0]] == 1)
    asked, i = b.rng.choice(positions)
    b.add("record_field", f"In PackageKit's D-Bus interface org.freedesktop.PackageKit.Transaction, what is the name of the "
          f"{ordinal[i]} argument of the method {asked}?", dict(methods)[asked][i][0])  # fmt: skip
    takers = Counter(a for _, args in methods for a in {a for a, _, _ in args})
    arg = b.rng.choice(sorted(a for a, n in takers.items() if 4 <= n <= 15))
    b.add("count", f"How many methods of the org.freedesktop.PackageKit.Transaction interface take an argument named {arg}?",
          takers[arg])  # fmt: skip
    widest = _top(signals, key=lambda s: len(s[1]))
    if widest is not None:
        b.add("extreme", "Which signal of PackageKit's Transaction interface carries the most arguments?", widest[0])
    k = b.rng.choice([k for k in range(len(methods) - 1) if arg not in {a for a, _, _ in methods[k][1] + methods[k + 1][1]}
                      and asked not in (methods[k][0], methods[k + 1][0])])
    b.add("ordering", f"Which method does PackageKit's Transaction.xml declare right after {methods[k][0]}?", methods[k + 1][0])
    daemon = _dbus_members(root, "org.freedesktop.PackageKit")
    inputs: dict[str, list[str]] = {}
    for kind, n, args, _ in daemon:
        for a, _, d in args:
            if kind == "method" and d == "in":
                inputs.setdefault(a, []).append(n)
    shared = sorted((s, a) for s, args in signals for a, _, _ in args if len(inputs.get(a, [])) == 1)
    signal, name = b.rng.choice(shared)
    b.add("cross_file", f"The signal {signal} of PackageKit's Transaction interface (Transaction.xml) has an argument named {name}. "
          "Which method of the root org.freedesktop.PackageKit interface (org.freedesktop.PackageKit.xml) takes an input argument "
          "of that name?",
          inputs[name][0], context=(str(path), str(root)))  # fmt: skip
    text = read_text(path)
    missing = _absent(text, "DowngradePackages", "GetFilesRemote", "RepoAdd")
    b.add("absent", f"What arguments does the method {missing} of PackageKit's Transaction interface take?", None)
    return b.questions


ALSA_CONF = Path("/usr/share/alsa/alsa.conf")


def alsa_conf(path: Path = ALSA_CONF) -> list[Question]:
    """ALSA's library configuration alsa.conf: hooks that load the other files, then `defaults.pcm.dmix.rate 48000` lines (a
    trailing `# in us` comment on some, others naming another default: `defaults.pcm.dmix.card defaults.pcm.card`), then the
    definitions of each interface under a `#  PCM interface` comment heading: blocks (`pcm.hw { ... }`, with a hint description
    on some) and one-line redirects (`pcm.front cards.pcm.front`)."""
    text = read_text(path)
    lines = text.splitlines()
    settings = [(m.group(1), m.group(2)) for line in lines if (m := re.fullmatch(r"(defaults\.[\w.]+)\s+(\S+)\s*(?:#.*)?", line))]
    value = dict(settings)
    if len(value) != len(settings) or len(settings) < 40:
        raise ValueError(f"{path}: a default set twice, or too few `defaults.x value` lines")
    tops = [(m.group(1), m.group(2)) for line in lines if (m := re.fullmatch(r"((?:pcm|ctl|rawmidi|seq)\.\w+)\s*(\{|\S+)\s*", line))]
    redirect = {n: v for n, v in tops if v != "{"}
    b = _builder("alsa-conf", path)
    literal = sorted(k for k, v in settings if not v.startswith("defaults.") and v not in ("0", "1", "-1", "on", "off", "true", "false")
                     and v not in k)  # fmt: skip
    asked = b.rng.choice(literal)
    b.add("record_field", f"What value does ALSA's alsa.conf set for {asked}?", value[asked])
    b.add("count", "How many of alsa.conf's one-line pcm definitions redirect to a cards.pcm.<name> definition (like "
          "`pcm.front cards.pcm.front`)?",
          sum(n.startswith("pcm.") and v.startswith("cards.pcm.") for n, v in redirect.items()))  # fmt: skip
    chains = sorted(n for n, v in redirect.items() if not v.startswith("cards.") and f"{n.split('.')[0]}.{v}" in redirect)
    chain = b.rng.choice(chains)
    b.add("two_hops", f"In alsa.conf, {chain} is defined as another {chain.split('.')[0]} definition. Which definition does that one "
          "in turn point to?", redirect[f"{chain.split('.')[0]}.{redirect[chain]}"])  # fmt: skip
    described = []
    block = ""
    for line in lines:
        if m := re.fullmatch(r"((?:pcm|ctl|rawmidi|seq)\.\w+)\s*\{\s*", line):
            block = m.group(1)
        elif (m := re.search(r'(?:hint\.)?description "([^"]+)"', line)) and block:
            described.append((m.group(1), block))
    said = Counter(d for d, _ in described)
    description, owner = b.rng.choice(sorted((d, o) for d, o in described if said[d] == 1 and o.split(".")[1].lower() not in d.lower()))
    b.add("section_title", f"Which definition in ALSA's alsa.conf carries the hint description \"{description}\"? Give its name as "
          "the file writes it (e.g. pcm.something).", owner)  # fmt: skip
    order = [n for n, _ in tops]
    k = b.rng.choice([k for k in range(len(order) - 1) if order[k].split(".")[0] == order[k + 1].split(".")[0]
                      and not {chain, owner} & {order[k], order[k + 1]}])  # fmt: skip
    b.add("ordering", f"Which definition does alsa.conf give right after {order[k]}?", order[k + 1])
    missing = _absent(text, "defaults.pcm.dmix.period_size", "defaults.pcm.dmix.buffer_size", "defaults.pcm.dsnoop.rate")
    b.add("absent", f"What value does ALSA's alsa.conf set for {missing}?", None)
    return b.questions


AUDIT_H = Path("/usr/include/linux/audit.h")


def audit_h(path: Path = AUDIT_H) -> list[Question]:
    """The kernel's linux/audit.h: the netlink message types of the audit system in blocks (a comment lists them: 1000 - 1099
    commanding the audit system, 1300 - 1399 audit event messages, ...), `#define AUDIT_SYSCALL 1300 /* Syscall event */`,
    then rule flags, fields, operators, status bits and the AUDIT_ARCH_* values built from the ELF machine numbers
    (`(EM_X86_64|__AUDIT_ARCH_64BIT|__AUDIT_ARCH_LE)`); some constants are defined as another's name."""
    text = read_text(path)
    joined = re.sub(r"\\\n\s*", " ", text)
    defines = re.findall(r"^#define\s+(\w+)\s+(.+?)\s*(?:/\*.*)?$", joined, re.M)
    value = dict(defines)
    if len(value) != len(defines) or len(defines) < 200:
        raise ValueError(f"{path}: a constant defined twice")
    messages = [(n, int(v), c.strip()) for n, v, c in re.findall(r"^#define\s+(AUDIT_\w+)\s+(\d{4})\s*(?:/\*(.*?)\*/)?\s*$", text, re.M)
                if 1000 <= int(v) < 3000 and "_FIRST_" not in n and "_LAST_" not in n]  # fmt: skip
    if len({n for n, _, _ in messages}) != len(messages) or len(messages) < 80:
        raise ValueError(f"{path}: message types not `#define AUDIT_X 1300 /* ... */` once each")
    number = {n: v for n, v, _ in messages}
    b = _builder("audit.h", path)
    asked = b.rng.choice(sorted(n for n, v, c in messages if c and v % 100 >= 5))
    b.add("record_field", f"What message type number does the kernel header linux/audit.h assign to {asked}?", number[asked])
    arches = [n for n, v in defines if n.startswith("AUDIT_ARCH_")]
    b.add("count", "How many of the AUDIT_ARCH_* constants in linux/audit.h include the __AUDIT_ARCH_64BIT flag?",
          sum("__AUDIT_ARCH_64BIT" in value[n] for n in arches))  # fmt: skip
    events = {n: v for n, v, _ in messages if 1300 <= v < 1400}
    if (top := _top(events, key=events.__getitem__)) is not None:
        b.add("extreme", "Which audit event message type (the 1300 - 1399 block) has the highest number in linux/audit.h?", top)
    aliases = sorted(n for n, v in defines if v in value and re.fullmatch(r"\d+", value[v]) and n != asked)
    alias = b.rng.choice(aliases)
    b.add("two_hops", f"linux/audit.h defines {alias} as the name of another constant. What number does that constant stand for?",
          int(value[value[alias]]))  # fmt: skip
    k = b.rng.choice([k for k in range(len(messages) - 1) if messages[k + 1][1] != messages[k][1] + 1
                      and not {asked, top} & {messages[k][0], messages[k + 1][0]}])  # fmt: skip
    b.add("ordering", f"Which message type does linux/audit.h define right after {messages[k][0]}?", messages[k + 1][0])
    missing = _absent(text, "AUDIT_LANDLOCK_ACCESS", "AUDIT_MAC_TASK_CONTEXTS", "AUDIT_IPE_ACCESS")
    b.add("absent", f"What message type number does linux/audit.h assign to {missing}?", None)
    return b.questions



# Round 23, written before any run on it: GnuPG's NEWS (with gnupg2's changelog.Debian), OpenSSL's obj_mac.h (with evp.h), the
# GNU sed manual sed.info (with sed's NEWS), unittest/case.py, Vim's filetype.vim and xkeyboard-config's base.extras.xml.

GNUPG_DOCS = Path("/usr/share/doc/gnupg")


def _gnupg_releases(text: str) -> list[tuple[str, str, str]]:
    """GnuPG's NEWS as (version, date, the section's text) per release, newest first: each opens `Noteworthy changes in
    version 2.2.40 (2022-10-10)` over a line of dashes; the 2.1.0 betas are bracketed headings inside 2.1.0's section, and
    the oldest, 0.9.9, has no date."""
    heads = list(re.finditer(r"^Noteworthy changes in version (\S+) \((\d{4}-\d{2}-\d{2})\)\n-+\n", text, re.M))
    return [(m.group(1), m.group(2), text[m.end():nxt.start() if nxt else len(text)])
            for m, nxt in zip(heads, [*heads[1:], None], strict=True)]  # fmt: skip


def gnupg_news(path: Path = GNUPG_DOCS / "NEWS.gz", debian: Path = GNUPG_DOCS / "changelog.Debian.gz") -> list[Question]:
    """GnuPG's NEWS (Debian 12's gnupg 2.2.40): the noteworthy changes of each release, newest first back to 1998, the 2.2
    series' items `  * gpg: Fix ... [T6205]` each naming its component and the bug tracker tasks or commits it closes, and a
    `Release-info: https://dev.gnupg.org/T6181` line ending each section from 2.2.9 on. Debian's changelog of gnupg2 says
    which uploads packaged a new upstream version."""
    text = read_text(path)
    releases = _gnupg_releases(text)
    versions = [v for v, _, _ in releases]
    if len(set(versions)) != len(versions) or len(releases) < 100:
        raise ValueError(f"{path}: releases not headed `Noteworthy changes in version X (date)` once each")
    date = {v: d for v, d, _ in releases}
    items = {v: len(re.findall(r"^ {1,2}\* ", body, re.M)) for v, _, body in releases}
    uniform = {v for v, _, body in releases if items[v] == len(re.findall(r"^\s*[-*o+] ", body, re.M))}
    series = [v for v in versions if v.startswith("2.2.") and v in uniform]
    b = _builder("gnupg-news", path)
    asked = b.rng.choice(sorted(v for v in versions if re.fullmatch(r"2\.[01]\.\d+", v)))
    b.add("record_field", f"When was GnuPG {asked} released, according to its NEWS file?", date[asked])
    counted = b.rng.choice(sorted(v for v in series if 4 <= items[v] <= 12 and str(items[v]) not in v.split(".")))
    b.add("count", f"GnuPG's NEWS lists the noteworthy changes of version {counted} as bullet items. How many items are there?",
          items[counted])  # fmt: skip
    top = _top(series, key=items.__getitem__)
    if top is not None and len(series) == sum(v.startswith("2.2.") for v in versions):
        b.add("extreme", "Which GnuPG 2.2 release has the longest list of noteworthy changes in NEWS (the most bullet items)?", top)
    cves = Counter(re.findall(r"CVE-\d{4}-\d+", text))
    fixed = sorted((c, v) for v, _, body in releases for c in set(re.findall(r"CVE-\d{4}-\d+", body)) if cves[c] == 1
                   and v not in (asked, counted, top))  # fmt: skip
    cve, fixer = b.rng.choice(fixed)
    b.add("section_title", f"GnuPG's NEWS mentions {cve} once. Under which version's heading?", fixer)
    info = {v: m.group(1) for v, _, body in releases if (m := re.search(r"Release-info: https://dev\.gnupg\.org/(T\d+)", body))}
    introduced = sorted((m.group(1), v) for v, _, body in releases if v in info
                        for m in re.finditer(r"New options? (--[\w-]+)", body) if text.count(m.group(1)) == 1)  # fmt: skip
    option, owner = b.rng.choice([(o, v) for o, v in introduced if v not in (counted, top, fixer)])
    b.add("two_hops", f"GnuPG's NEWS announces the option {option} as new in one release. Which task does that release's "
          "Release-info line point to? Give its T number.", info[owner])  # fmt: skip
    years = Counter(d[:4] for d in date.values())
    year = b.rng.choice(sorted(y for y, n in years.items() if n >= 4 and "2017" <= y <= "2022"))
    dated = sorted((d, v) for v, d in date.items() if d.startswith(year))
    first = b.rng.random() < 0.5
    (when, pick), (near, _) = (dated[0], dated[1]) if first else (dated[-1], dated[-2])
    if when != near:
        b.add("ordering", f"Going by the dates in GnuPG's NEWS, which was the {'first' if first else 'last'} GnuPG release of "
              f"{year}?", pick)  # fmt: skip
    packaged = sorted((e.version, e.version.split("-")[0]) for e in changelog_entries(read_text(debian))
                      if re.search(r"new upstream", e.body, re.I) and e.version.split("-")[0] in date
                      and e.version.split("-")[0] not in (asked, counted, top, fixer, owner))  # fmt: skip
    upload, upstream = b.rng.choice(packaged)
    b.add("cross_file", f"Debian's changelog of gnupg2 says its {upload} upload packaged a new upstream version. On what date "
          "was that upstream version released, according to GnuPG's NEWS?", date[upstream],
          context=(str(path), str(debian)))  # fmt: skip
    missing = _absent(text, "2.2.41", "2.2.42", "2.2.43")
    b.add("absent", f"According to GnuPG's NEWS, when was GnuPG {missing} released?", None)
    return b.questions


OBJ_MAC_H = Path("/usr/include/openssl/obj_mac.h")


def obj_mac_h(path: Path = OBJ_MAC_H, evp: Path = Path("/usr/include/openssl/evp.h")) -> list[Question]:
    """OpenSSL 3.0's obj_mac.h, generated from its objects table: one block per ASN.1 object, its short name, long name, NID
    and OID (`#define SN_hmac_sha1 "HMAC-SHA1"`, `#define LN_hmac_sha1 "hmac-sha1"`, `#define NID_hmac_sha1 781`, `#define
    OBJ_hmac_sha1 OBJ_identified_organization,6L,1L,5L,5L,8L,1L,2L`), an OID built on another object's; a deprecated section
    at the end renames some (`#define NID_id_tc26_..._ctracpkm NID_magma_ctr_acpkm`). evp.h names its key types by NID
    (`# define EVP_PKEY_RSA NID_rsaEncryption`)."""
    text = read_text(path)
    defines = re.findall(r"^#define\s+(SN|LN|NID|OBJ)_(\w+)\s+(.+?)\s*$", text, re.M)
    if len({(k, n) for k, n, _ in defines}) != len(defines):
        raise ValueError(f"{path}: a macro defined twice")
    nids = [(n, int(v)) for k, n, v in defines if k == "NID" and v.isdigit()]
    nid = dict(nids)
    if len(nids) < 1000 or len(set(nid.values())) != len(nids):
        raise ValueError(f"{path}: NIDs not one number each")
    short = {n: v.strip('"') for k, n, v in defines if k == "SN" and v.startswith('"')}
    oid = {n: v for k, n, v in defines if k == "OBJ"}
    b = _builder("obj_mac.h", path)
    shorts = Counter(short.values())
    asked = b.rng.choice(sorted(n for n, s in short.items() if n in nid and shorts[s] == 1 and s.lower() != n.lower()
                                and text.count(f'"{s}"') == 1))  # fmt: skip
    b.add("record_field", f"What NID does OpenSSL's obj_mac.h give the object whose short name is \"{short[asked]}\"?", nid[asked])
    bases = Counter(v.split(",")[0] for v in oid.values() if re.fullmatch(r"OBJ_\w+(?:,\d+L)+", v))
    top = _top(nid, key=nid.__getitem__)
    base = b.rng.choice(sorted(o for o, c in bases.items() if 5 <= c <= 20 and str(c) not in o))
    b.add("count", f"In obj_mac.h, how many OBJ_ macros are built directly on {base}, i.e. are defined as {base} followed by "
          "further arcs?", bases[base])  # fmt: skip
    if top is not None:
        b.add("extreme", "Which object has the highest NID in OpenSSL's obj_mac.h? Give its NID_ macro name.", f"NID_{top}")
    built = sorted(n for n, v in oid.items() if (m := re.fullmatch(r"OBJ_(\w+)(?:,\d+L)+", v)) and m.group(1) in nid
                   and n in nid and n not in (asked, top) and f"OBJ_{m.group(1)}" != base)  # fmt: skip
    hop = b.rng.choice(built)
    parent = oid[hop].split(",")[0].removeprefix("OBJ_")
    b.add("two_hops", f"obj_mac.h writes OBJ_{hop} as another object's OBJ_ macro followed by more arcs. What NID does that other "
          "object have?", nid[parent])  # fmt: skip
    order = [n for n, _ in nids]
    k = b.rng.choice([k for k in range(len(order) - 1) if not {asked, top, hop, parent} & {order[k], order[k + 1]}
                      and nid[order[k + 1]] != nid[order[k]] + 1])  # fmt: skip
    b.add("ordering", f"Which NID_ macro does obj_mac.h define right after NID_{order[k]}?", f"NID_{order[k + 1]}")
    keys = sorted((e, n) for e, n in re.findall(r"^#\s*define\s+(EVP_PKEY_\w+)\s+NID_(\w+)\s*$", read_text(evp), re.M)
                  if n in nid and e.removeprefix("EVP_PKEY_").lower() != n.lower() and n not in (asked, top, hop, parent))  # fmt: skip
    key, named = b.rng.choice(keys)
    b.add("cross_file", f"OpenSSL's evp.h defines {key} as a NID_ macro. What number does obj_mac.h give that NID?", nid[named],
          context=(str(path), str(evp)))  # fmt: skip
    missing = _absent(text, "ML-DSA-65", "ML-KEM-768", "SLH-DSA-SHA2-128s")
    b.add("absent", f"What NID does OpenSSL's obj_mac.h assign to {missing}?", None)
    return b.questions


SED_INFO = Path("/usr/share/info/sed.info.gz")


def sed_manual(path: Path = SED_INFO, news: Path = Path("/usr/share/doc/sed/NEWS.gz")) -> list[Question]:
    """The GNU sed 4.9 manual in Info form: numbered chapters and sections (`3.5 Less Frequently-Used Commands`, `7.13 Counting
    Characters`), the command-line options at the left margin, short forms above long ones (`‘-s’` / `‘--separate’`), and in
    chapter 3 each command in its section (`‘y/SOURCE-CHARS/DEST-CHARS/’`). sed's NEWS says in which release an option came:
    `* Noteworthy changes in release 4.3 (2016-12-30) [stable]` or, for the old ones, `Sed 4.2`."""
    text = read_text(path)
    heads = _info_headings(text)
    numbers = [n for n, _, _ in heads]
    if len(set(numbers)) != len(numbers) or len(heads) < 50:
        raise ValueError(f"{path}: numbered headings not once each")
    title = {n: t for n, t, _ in heads}
    body = {n: text[at:nxt] for (n, _, at), (_, _, nxt) in pairwise([*heads, ("", "", len(text))])}
    b = _builder("sed-manual", path)
    entries = {n: re.findall(r"^‘([^’\n]+)’$", body[n], re.M) for n in numbers}
    commands = {n: [e.split()[0].rstrip("\\") for e in es if e != "TEXT"]  # (`a\` over `TEXT` is one entry; `a TEXT` and `a\` the same command)
                for n, es in entries.items() if re.fullmatch(r"3\.[4-7]", n)}
    where = Counter(c for cs in commands.values() for c in cs)
    placed = sorted((c, n) for n, cs in commands.items() for c in cs if where[c] == 1 and re.fullmatch(r"[A-Za-z]", c)
                    and "‘" not in title[n])  # fmt: skip
    command, section = b.rng.choice(placed)
    b.add("section_title", f"Chapter 3 of the GNU sed manual (sed.info) groups the commands into sections and gives each command an "
          f"entry in one of them. In which section is the entry for the ‘{command}’ command? Give the section's title.",
          title[section])  # fmt: skip
    gnu = next(n for n in commands if title[n].startswith("Commands Specific to GNU"))
    if len(set(commands[gnu])) == len(commands[gnu]):
        b.add("count", "How many commands does the GNU sed manual describe in its section on commands specific to GNU sed?",
              len(commands[gnu]))  # fmt: skip
    options = next(n for n in numbers if title[n] == "Command-Line Options")
    described = [(re.findall(r"^‘(-[^’\n]+)’$", m.group(1), re.M), m.group(2))
                 for m in re.finditer(r"((?:^‘-[^’\n]+’\n)+)(.*?)(?=^‘-|\Z)", body[options], re.M | re.S)]  # fmt: skip
    pairs = sorted((s[0], ln[0]) for g, _ in described if len(s := [o for o in g if re.fullmatch(r"-[A-Za-z]\S*", o)]) == 1
                   and len(ln := [o for o in g if o.startswith("--")]) == 1 and len(g) == 2)  # fmt: skip
    implies = [(g[0], m.group(1)) for g, said in described for m in re.finditer(r"This option implies ‘(-\w)’", said)]
    hops = [(implier, long_) for implier, implied in implies for s, long_ in pairs if s == implied]
    asked, answer = b.rng.choice([p for p in pairs if p[0] not in {i for _, i in implies}])
    b.add("record_field", f"In the GNU sed manual, which long option is the same as {asked}?", answer)
    scripts = [n for n in numbers if n.startswith("7.")]
    k = b.rng.randrange(len(scripts) - 1)
    b.add("ordering", f"The GNU sed manual's chapter of sample scripts has one called \"{title[scripts[k]]}\". Which sample script "
          "comes right after it?", title[scripts[k + 1]])  # fmt: skip
    if len(hops) == 1:
        (implier, implied_long), = hops
        b.add("two_hops", f"The GNU sed manual says that {implier.split('[')[0]} implies another short option. Which long option "
              "is that other option the same as?", implied_long)  # fmt: skip
    news_text = read_text(news)
    heads_news = list(re.finditer(r"^(?:\* Noteworthy changes in release (\S+) \(|Sed (\S+)$)", news_text, re.M))
    introduced: dict[str, list[str]] = {}
    for m, nxt in zip(heads_news, [*heads_news[1:], None], strict=True):
        part = news_text[m.end():nxt.start() if nxt else len(news_text)]
        for line in re.findall(r"^.*\bnew\b.*$", part, re.M | re.I):
            for option in set(re.findall(r"(?<![\w-])(--[a-z][\w-]+)", line)):
                introduced.setdefault(option, []).append(m.group(1) or m.group(2))
    documented = {o.split("=")[0].split("[")[0] for g, _ in described for o in g if o.startswith("--")}
    crossed = sorted(o for o, rs in introduced.items() if len(rs) == 1 and o in documented
                     and o not in (answer, *[long_ for _, long_ in hops]))  # fmt: skip
    option = b.rng.choice(crossed)
    b.add("cross_file", f"The GNU sed manual documents the {option} option. In which sed release did it first appear as new, "
          "according to sed's NEWS?", introduced[option][0], context=(str(path), str(news)))  # fmt: skip
    missing = _absent(text, "--ignore-case", "--recursive", "--max-count")
    b.add("absent", f"What short option does the GNU sed manual give as the same as {missing}?", None)
    return b.questions


def unittest_case(path: Path | None = None) -> list[Question]:
    """unittest/case.py: the exceptions and decorators of the module (skip, skipIf, expectedFailure, ...), the context
    managers behind assertRaises and assertWarns, then TestCase: its class attributes (failureException, maxDiff, ...), its
    running machinery and its assert methods, and at the end the deprecated aliases (`failUnlessEqual = assertEquals =
    _deprecate(assertEqual)`); then FunctionTestCase and _SubTest."""
    path = path or _stdlib("unittest.case")
    tree = ast.parse(read_text(path))
    case = _class(tree, "TestCase")
    methods = _functions(case.body)
    names = [f.name for f in methods]
    if len(set(names)) != len(names) or len(methods) < 60:
        raise ValueError(f"{path}: TestCase's methods not defined once each")
    by_name = {f.name: f for f in methods}
    b = _builder("unittest-case.py", path)
    registered = [(ast.unparse(c.args[0]), ast.literal_eval(c.args[1])) for c in ast.walk(by_name["__init__"])
                  if isinstance(c, ast.Call) and ast.unparse(c.func) == "self.addTypeEqualityFunc"]  # fmt: skip
    types = Counter(t for t, _ in registered)
    kind, method = b.rng.choice(sorted((t, m) for t, m in registered if types[t] == 1 and t.lower() not in m.lower()))
    b.add("record_field", f"Which assert method does TestCase.__init__ in unittest/case.py register as the type-specific equality "
          f"function for {kind}?", method)  # fmt: skip
    asserts = [n for n in names if n.startswith("assert")]
    b.add("count", "How many methods whose names begin with \"assert\" does TestCase define with def statements in unittest/case.py "
          "(not counting the deprecated aliases assigned at the end of the class)?", len(asserts))  # fmt: skip
    longest = _top(methods, key=_lines)
    if longest is not None:
        b.add("extreme", "Which method of unittest's TestCase class has the longest definition in case.py (the most lines)?",
              longest.name)  # fmt: skip
    aliases = sorted((t.id, n.value.args[0].id) for n in case.body if isinstance(n, ast.Assign) and isinstance(n.value, ast.Call)
                     and ast.unparse(n.value.func) == "_deprecate" for t in n.targets if isinstance(t, ast.Name))  # fmt: skip
    ordinal = ("first", "second", "third", "fourth")
    hops = sorted((alias, i) for alias, original in aliases for i in range(len(by_name[original].args.args) - 1)
                  if i < len(ordinal) and original != method and by_name[original].args.args[i + 1].arg not in ordinal
                  and [a.arg for a in by_name[original].args.args].count(by_name[original].args.args[i + 1].arg) == 1)  # fmt: skip
    alias, i = b.rng.choice(hops)
    original = dict(aliases)[alias]
    b.add("two_hops", f"TestCase.{alias} in unittest/case.py is a deprecated alias of another method. What is the name of that "
          f"method's {ordinal[i]} parameter after self?", by_name[original].args.args[i + 1].arg)  # fmt: skip
    k = b.rng.choice([k for k in range(len(names) - 1) if not {method, original} & {names[k], names[k + 1]}
                      and (longest is None or longest.name not in names[k:k + 2])])  # fmt: skip
    b.add("ordering", f"Which method does unittest's TestCase define right after {names[k]} in case.py?", names[k + 1])
    missing = _absent(read_text(path), "assertStartsWith", "assertHasAttr", "assertIsSubclass")
    b.add("absent", f"What parameters does TestCase.{missing} take in this version of unittest/case.py?", None)
    return b.questions


VIM_FILETYPE = Path("/usr/share/vim/vim90/filetype.vim")
_AU = r"au(?:tocmd)?\s+(?:BufNewFile,BufRead|BufRead,BufNewFile)\s+"


def _vim_blocks(text: str) -> list[tuple[str, list[tuple[list[str], str]]]]:
    """filetype.vim's blocks as (the comment heading, [(patterns, filetype) of its one-line `setf` rules]) in order: a block
    is a comment line after a blank one, then its autocommands up to the next blank line (`" Arduino` / `au
    BufNewFile,BufRead *.ino,*.pde setf arduino`); the patterns are split at commas outside braces."""
    blocks = []
    for para in re.split(r"\n\s*\n", text):
        lines = para.splitlines()
        if len(lines) >= 2 and (m := re.fullmatch(r'" (\S.*)', lines[0])) and re.match(_AU, lines[1]):
            rules = [(re.split(r",(?![^{]*})", r.group(1)), r.group(2))
                     for line in lines[1:] if (r := re.fullmatch(_AU + r"(\S+)\s+setf\s+(\w+)\s*", line))]  # fmt: skip
            blocks.append((m.group(1), rules))
    return blocks


def vim_filetype(path: Path = VIM_FILETYPE) -> list[Question]:
    """Vim 9.0's filetype.vim: one autocommand per group of file-name patterns, mostly in the alphabetical order of the
    languages, each group under a comment naming it (`" Arduino`, then `au BufNewFile,BufRead *.ino,*.pde setf arduino`);
    some patterns need a check of the file's contents (`call dist#ft#FTasm()`), some only apply under a condition."""
    text = read_text(path)
    lines = text.splitlines()
    blocks = _vim_blocks(text)
    if len(blocks) < 300:
        raise ValueError(f"{path}: too few `\" Name` + `au ... setf` blocks")
    seen = Counter(p for line in lines if (m := re.match(r"\s*" + _AU + r"(\S+)", line))
                   for p in re.split(r",(?![^{]*})", m.group(1)))  # (every pattern of every autocommand, setf or not)
    headings = Counter(h for h, _ in blocks)
    b = _builder("vim-filetype", path)
    plain = sorted((p, ft, h) for h, rules in blocks for ps, ft in rules for p in ps if seen[p] == 1 and headings[h] == 1
                   and re.fullmatch(r"\*\.[a-z0-9]{2,5}", p) and p[2:] not in ft and ft not in p)  # fmt: skip
    pattern, filetype, heading = b.rng.choice(plain)
    b.add("record_field", f"Which filetype does Vim's filetype.vim set for files matching {pattern}?", filetype)
    every = [(re.split(r",(?![^{]*})", m.group(1)), m.group(2)) for line in lines
             if (m := re.fullmatch(r"\s*" + _AU + r"(\S+)\s+setf\s+(\w+)\s*", line))]  # fmt: skip
    clean = []
    for ft in sorted({ft for _, ft in every}):
        word = re.compile(rf"(?<![\w#.-]){re.escape(ft)}(?![\w-])")
        rules = [ps for ps, f in every if f == ft]
        others = [line for line in lines if word.search(line) and not line.lstrip().startswith('"')
                  and not re.fullmatch(_AU + rf"\S+\s+setf\s+{re.escape(ft)}\s*", line)]  # fmt: skip
        if not others and len(rules) >= 3 and 6 <= sum(map(len, rules)) <= 12 and ft != filetype and "{" not in str(rules):
            # (no brace pattern, whose commas would make the count ambiguous)
            clean.append((ft, sum(map(len, rules))))
    counted, n = b.rng.choice(clean)
    b.add("count", f"How many file-name patterns does Vim's filetype.vim map to the filetype {counted} with its setf rules? Count "
          "every comma-separated pattern of every rule that sets it.", n)  # fmt: skip
    titled = sorted((p, h) for h, rules in blocks for ps, ft in rules for p in ps if seen[p] == 1 and headings[h] == 1
                    and re.fullmatch(r"\*\.[A-Za-z0-9]{2,6}", p) and p != pattern and ft not in h.lower()
                    and p[2:].lower() not in h.lower() and len(h) <= 40 and '"' not in h and ft != counted)  # fmt: skip
    named, under = b.rng.choice(titled)
    b.add("section_title", f"Vim's filetype.vim sets a filetype for {named} files under a comment naming the file type. What "
          "does that comment say?", under)  # fmt: skip
    order = [m.group(1) for para in re.split(r"\n\s*\n", text) if (m := re.match(r'" (\S.*)', para))]
    k = b.rng.choice([k for k in range(len(order) - 1) if headings[order[k]] == 1 and headings[order[k + 1]] == 1
                      and order.count(order[k]) == 1 and order.count(order[k + 1]) == 1
                      and not {heading, under} & {order[k], order[k + 1]} and len(order[k + 1]) <= 40
                      and order[k][0].lower() == order[k + 1][0].lower()])  # fmt: skip
    b.add("ordering", f"In Vim's filetype.vim, which file type's comment heading comes right after the one that reads "
          f"\"{order[k]}\"?", order[k + 1])  # fmt: skip
    missing = _absent(text, ".gleam", ".mojo", ".templ")
    b.add("absent", f"Which filetype does Vim's filetype.vim set for *{missing} files?", None)
    return b.questions


XKB_EXTRAS = Path("/usr/share/X11/xkb/rules/base.extras.xml")


def xkb_extras(path: Path = XKB_EXTRAS) -> list[Question]:
    """xkeyboard-config's base.extras.xml: the layouts and variants that are not in base.xml (exotic ones), each `<layout>` a
    `<configItem>` (name, short description, description, countryList / languageList of ISO codes) and a `<variantList>` of
    `<variant>`s with their own configItems (`<name>sun_type6</name>` `<description>German (Sun Type 6/7)</description>`),
    then a few options."""
    root = ElementTree.fromstring(read_text(path))
    layouts = [(lay.findtext("configItem/name", ""), lay.findtext("configItem/description", ""),
                [(v.findtext("configItem/name", ""), v.findtext("configItem/description", "")) for v in lay.iter("variant")])
               for lay in root.iter("layout")]  # fmt: skip
    names = [n for n, _, _ in layouts]
    if len(set(names)) != len(names) or len(layouts) < 30 or any(len({v for v, _ in vs}) != len(vs) for _, _, vs in layouts):
        raise ValueError(f"{path}: a layout or variant named twice")
    described = {n: d for n, d, _ in layouts}
    variants = {n: vs for n, _, vs in layouts}
    said = Counter(d for _, _, vs in layouts for _, d in vs)
    b = _builder("xkb-extras", path)
    asked = b.rng.choice(sorted((n, v, d) for n, _, vs in layouts for v, d in vs if said[d] == 1 and v.lower() not in d.lower()
                                and not v.startswith("sun_")))  # fmt: skip
    b.add("record_field", f"In xkeyboard-config's base.extras.xml, what is the description of the variant {asked[1]} of the "
          f"{asked[0]} layout?", asked[2])  # fmt: skip
    top = _top(names, key=lambda n: len(variants[n]))
    counted = b.rng.choice(sorted(n for n in names if 5 <= len(variants[n]) <= 12 and n != top))
    b.add("count", f"How many variants does base.extras.xml list for the {counted} layout ({described[counted]})?",
          len(variants[counted]))  # fmt: skip
    if top is not None:
        b.add("extreme", "Which layout in xkeyboard-config's base.extras.xml has the most variants? Give the layout's description.",
              described[top])  # fmt: skip
    hops = sorted((d, n) for n, _, vs in layouts for _, d in vs if said[d] == 1 and n not in (asked[0], counted, top)
                  and not set(re.findall(r"\w+", described[n].lower())) & set(re.findall(r"\w+", d.lower())))  # fmt: skip
    variant, owner = b.rng.choice(hops)
    b.add("two_hops", f"base.extras.xml has a keyboard variant described as \"{variant}\". What is the description of the layout "
          "it belongs to?", described[owner])  # fmt: skip
    k, lay = b.rng.choice(sorted((k, n) for n in names if len(variants[n]) >= 4 and n not in (asked[0], counted, owner)
                                 for k in range(len(variants[n]) - 1)))  # fmt: skip
    b.add("ordering", f"In base.extras.xml, which variant of the {lay} layout is listed right after {variants[lay][k][0]}? Give the "
          "variant's name.", variants[lay][k + 1][0])  # fmt: skip
    missing = next((n, v) for n, v in (("us", "colemak_dh"), ("de", "colemak"), ("fr", "bepo_afnor"))
                   if n in variants and v not in {x for x, _ in variants[n]})
    b.add("absent", f"What description does base.extras.xml give the {missing[1]} variant of the {missing[0]} layout?", None)
    return b.questions

# Round 24, written before any run on it: Valgrind's NEWS (with its changelog.Debian), the syscalls(2) man page's troff
# source (with the kernel's asm/unistd_64.h), SQLite's sqlite3.h (with sqlite3ext.h), _collections_abc.py (with typing.py),
# LLVM 14's Dwarf.def (with Dwarf.h) and Node.js 20's deprecations.json (with CHANGELOG_V20.md).

VALGRIND_DOCS = Path("/usr/share/doc/valgrind")
_VALGRIND_BUG = r"^ {0,2}(\d{5,6}|n-i-bz)\s+(\S.*)$"


def _valgrind_releases(text: str) -> list[tuple[str, str, str]]:
    """Valgrind's NEWS as (version, date, the section's text) per release, newest first: each opens `Release 3.19.0 (11 Apr
    2022)` over a line of tildes and ends with its dated candidates and final build, `(3.19.0.RC1: 02 Apr 2022)`."""
    heads = list(re.finditer(r"^Release (\d+\.\d+\.\d+) \(([^)]+)\)\n~+\n", text, re.M))
    return [(m.group(1), m.group(2), text[m.end():nxt.start() if nxt else len(text)])
            for m, nxt in zip(heads, [*heads[1:], None], strict=True)]  # fmt: skip


def _valgrind_tools(body: str) -> list[tuple[str, str]]:
    """A release's TOOL CHANGES as (tool, its items' text): the part between `* ==== TOOL CHANGES ====` and the next banner,
    each tool a `* Memcheck:` line (3.12.0's `* DHAT` without its colon) over its `  - ...` items."""
    m = re.search(r"^\* =+ TOOL CHANGES =+\n(.*?)(?=^\* =+ )", body, re.M | re.S)
    if m is None:
        return []
    parts = re.split(r"^\* ([A-Za-z][\w/-]*):?[ \t]*\n", m.group(1), flags=re.M)
    return list(zip(parts[1::2], parts[2::2], strict=True))


def valgrind_news(path: Path = VALGRIND_DOCS / "changelog.gz", debian: Path = VALGRIND_DOCS / "changelog.Debian.gz") -> list[Question]:
    """Valgrind's NEWS, as Debian 12's valgrind (3.19.0) installs it under the name changelog.gz: one section per release,
    newest first back to 3.4.0, with its core, platform and tool changes (`* Memcheck:` over its items), then the bugs it
    fixed, one a line (`445607  Unhandled amd64-freebsd syscall: 247`, `n-i-bz  ...` for one never in bugzilla, `== 434283`
    under a duplicate), and the dates of its release candidates. Debian's changelog names the upstream releases it packaged
    and the Debian bugs each upload closed."""
    text = read_text(path)
    releases = _valgrind_releases(text)
    versions = [v for v, _, _ in releases]
    if len(set(versions)) != len(versions) or len(releases) < 15:
        raise ValueError(f"{path}: releases not headed `Release x.y.z (date)` once each")
    date = {v: d for v, d, _ in releases}
    body = {v: s for v, _, s in releases}
    bugs = {v: re.findall(_VALGRIND_BUG, s, re.M) for v, _, s in releases}
    listed = {v for v, s in body.items() if s.count("following bugs") == 1
              and len(re.findall(_VALGRIND_BUG, s.split("following bugs")[0], re.M)) == 0}  # (one list, nothing before it)
    b = _builder("valgrind-news", path)
    unmarked = {v: sum(n == "n-i-bz" for n, _ in bugs[v]) for v in listed}
    top = _top(versions, key=lambda v: len(bugs[v]))
    distinct = _top(versions, key=lambda v: len({n if n != "n-i-bz" else d for n, d in bugs[v] if not d.startswith("==")}))
    counted = b.rng.choice(sorted(v for v in listed if 4 <= unmarked[v] <= 13 and str(unmarked[v]) not in v.split(".")
                                  and v != top))  # fmt: skip
    b.add("count", f"Valgrind's NEWS lists the bugs fixed in release {counted}. How many of them are n-i-bz entries, i.e. never "
          "filed in bugzilla?", unmarked[counted])  # fmt: skip
    if top is not None and top == distinct:
        b.add("extreme", "Which Valgrind release has the longest list of fixed bugs in NEWS?", top)
    seen = Counter(n for v in versions for n, _ in bugs[v] if n != "n-i-bz")
    rc1 = {v: m.group(1) for v, s in body.items() if (m := re.search(rf"^\({re.escape(v)}\.RC1:\s+(\d{{1,2}} \w+ \d{{4}})", s, re.M))}
    hops = sorted((n, v) for v in versions if v in rc1 and v in listed and v not in (counted, top) and not rc1[v].startswith("0")
                  and rc1[v] != date[v] for n, _ in bugs[v] if n != "n-i-bz" and seen[n] == 1 and text.count(n) == 1)  # fmt: skip
    bug, fixer = b.rng.choice(hops)
    b.add("two_hops", f"Valgrind's NEWS lists bug {bug} among the fixes of one release. On what date was that release's first "
          "release candidate (RC1) made?", rc1[fixer])  # fmt: skip
    steps = sorted((v, k) for v in listed if v not in (counted, top, fixer) for k in range(len(bugs[v]) - 1)
                   if all(n != "n-i-bz" and seen[n] == 1 and not d.startswith("==") for n, d in bugs[v][k:k + 2])
                   and int(bugs[v][k + 1][0]) != int(bugs[v][k][0]) + 1)  # (not the next number, which a guess would give)
    within, k = b.rng.choice(steps)
    b.add("ordering", f"In the list of bugs fixed in Valgrind {within}, which bug number comes right after {bugs[within][k][0]}?",
          bugs[within][k + 1][0])  # fmt: skip
    options = Counter(re.findall(r"(?<![\w-])(--[a-z][\w-]+)", text))
    placed = sorted((o, t, v) for v in versions if v not in (counted, top, fixer, within) for t, items in _valgrind_tools(body[v])
                    for o in set(re.findall(r"(?<![\w-])(--[a-z][\w-]+)", items)) if options[o] == 1
                    and t.split("/")[0].lower() not in o)  # fmt: skip
    option, tool, release = b.rng.choice(placed)
    b.add("section_title", f"The TOOL CHANGES part of Valgrind {release}'s release notes mentions the option {option}. Under which "
          "tool's heading?", tool)  # fmt: skip
    uploads = [(e.version, m.group(1), e.version.split(":")[-1].split("-")[0]) for e in changelog_entries(read_text(debian))
               if (m := re.search(r"New upstream release \(Closes: #(\d+)\)", e.body))]  # fmt: skip
    closed = sorted((bug_, upstream) for _, bug_, upstream in uploads if upstream in date
                    and upstream not in (counted, top, fixer, within, release))  # fmt: skip
    debian_bug, upstream = b.rng.choice(closed)
    b.add("cross_file", f"One upload in Debian's changelog of valgrind packages a new upstream release and closes Debian bug "
          f"#{debian_bug}. What release date does Valgrind's NEWS give for that upstream version?", date[upstream],
          context=(str(path), str(debian)))  # fmt: skip
    packaged = [u for e in changelog_entries(read_text(debian)) if re.search(r"New upstream release", e.body)
                and (u := e.version.split(":")[-1].split("-")[0]) not in date and re.fullmatch(r"\d+\.\d+\.\d+", u)]  # fmt: skip
    missing = _absent(text, *packaged, "3.20.0", "3.21.0")
    b.add("absent", f"What release date does Valgrind's NEWS give for version {missing}?", None)
    return b.questions


SYSCALLS_2 = Path("/usr/share/man/man2/syscalls.2.gz")
UNISTD_64 = Path("/usr/include/x86_64-linux-gnu/asm/unistd_64.h")


def _syscall_rows(text: str) -> list[tuple[str, str, str]]:
    """syscalls(2)'s table of system calls as (name, kernel version, notes): one row a line, cells parted by tabs
    (`\\fBaccept4\\fP(2)`, `2.6.28`), a long note in a text block between `T{` and `T}` lines, troff comments between rows."""
    start = text.index(".TS\n", text.index(".SS System call list\n"))
    lines = text[start:text.index("\n.TE\n", start)].splitlines()[1:]
    rows: list[list[str]] = []
    block: list[str] | None = None
    for line in lines[next(k for k, line in enumerate(lines) if line.rstrip().endswith(".")) + 1:]:
        if block is not None:
            if line.startswith("T}"):
                rows[-1].append(" ".join(block))
                block = None
            else:
                block.append(line)
        elif line.strip() and not line.startswith('.\\"'):
            cells = line.split("\t")
            if cells[-1] == "T{":
                block = []
                cells = cells[:-1]
            rows.append(cells)
    plain = [[_troff(c) for c in r] + [""] * (3 - len(r)) for r in rows]
    return [(r[0].removesuffix("(2)"), r[1], r[2]) for r in plain[1:]]


def _kernel(version: str) -> tuple[int, ...]:
    return tuple(int(p) for p in version.split("."))


def syscalls_2(path: Path = SYSCALLS_2, numbers: Path = UNISTD_64) -> list[Question]:
    """The man-pages project's syscalls(2) (man-pages 6.03), as troff source: what system calls and their wrappers are, then a
    tbl table of every Linux system call with the kernel version it appeared in and a note (`\\fBarch_prctl\\fP(2)`, `2.6`, `T{`
    / `x86_64, x86 since 4.12` / `T}`; `2.6; 2.4.18` for one backported), the calls never implemented, and the calls of the
    ports since removed (`Blackfin (port removed in Linux 4.17)` over its list). The kernel's asm/unistd_64.h numbers the
    x86-64 system calls (`#define __NR_statx 332`)."""
    text = read_text(path)
    rows = _syscall_rows(text)
    names = [n for n, _, _ in rows]
    if len(set(names)) != len(names) or len(rows) < 400 or not all(re.fullmatch(r"\w+", n) for n in names):
        raise ValueError(f"{path}: the system call table not one call a row")
    version = {n: v for n, v, _ in rows}
    note = {n: s for n, _, s in rows}
    exact = {n: v for n, v in version.items() if re.fullmatch(r"\d+(\.\d+)+", v)}
    per = Counter(exact.values())
    b = _builder("syscalls-2", path)
    words = Counter(re.findall(r"\w+", re.sub(r"\\f[BIRP]", " ", text)))
    recent = sorted(n for n, v in exact.items() if _kernel(v) >= (3, 0) and per[v] >= 2 and words[n] == 1)
    asked = b.rng.choice(recent)
    b.add("record_field", f"According to the syscalls(2) man page, in which Linux kernel version did the {asked} system call first "
          "appear?", exact[asked])  # fmt: skip
    top = _top([v for v in per if _kernel(v) >= (3, 0)], key=per.__getitem__)
    counted = b.rng.choice(sorted(v for v, n in per.items() if 4 <= n <= 9 and str(n) not in v.split(".")
                                  and v not in (exact[asked], top)))  # fmt: skip
    b.add("count", f"How many system calls does the table in syscalls(2) give as first appearing in Linux {counted}?", per[counted])
    if top is not None:
        b.add("extreme", "Counting only kernel versions from Linux 3.0 on, which version added the most system calls according to "
              "the table in syscalls(2)?", top)  # fmt: skip
    referred = sorted((n, calls[0]) for n, s in note.items() if len(calls := re.findall(r"(\w+)\(2\)", s)) == 1
                      and calls[0] != n and calls[0] in exact and calls[0] not in ("socketcall", "ipc")
                      and exact[calls[0]] != version[n] and n not in (asked,))  # fmt: skip
    named, other = b.rng.choice(referred)
    b.add("two_hops", f"In the system call table of syscalls(2), the Notes column of {named} names another system call. In which "
          "kernel version did that other call appear, according to the same table?", exact[other])  # fmt: skip
    ports = re.findall(r"^\.TP\n(\w+) \(port removed in Linux [\d.]+\)\n\.RS\n(.*?)^\.RE$", text, re.M | re.S)
    owned = Counter(c for _, body in ports for c in set(re.findall(r"^\.BR (\w+) \(2\)", body, re.M)))
    placed = sorted((c, port) for port, body in ports for c in set(re.findall(r"^\.BR (\w+) \(2\)", body, re.M))
                    if owned[c] == 1 and c.split("_")[0].lower() != port.lower())  # fmt: skip
    call, port = b.rng.choice(placed)
    b.add("section_title", f"syscalls(2) lists {call} among the system calls of an architecture port that has since been removed "
          "from the kernel. Which port?", port)  # fmt: skip
    number = dict((n, int(v)) for n, v in re.findall(r"^#define __NR_(\w+)\s+(\d+)$", read_text(numbers), re.M))
    alone = sorted((v, n) for n, v in exact.items() if per[v] == 1 and n in number and _kernel(v) >= (2, 6, 1)
                   and n not in (asked, named, other))  # fmt: skip
    introduced, call = b.rng.choice(alone)
    b.add("cross_file", f"syscalls(2) lists exactly one system call as new in Linux {introduced}. What is that call's number on "
          "x86-64, going by asm/unistd_64.h?", number[call], context=(str(path), str(numbers)))  # fmt: skip
    missing = _absent(text, "futex_waitv", "set_mempolicy_home_node", "cachestat")
    b.add("absent", f"In which kernel version did the {missing} system call appear, according to syscalls(2)?", None)
    return b.questions


SQLITE3_H = Path("/usr/include/sqlite3.h")


def _sqlite_parameters(text: str, at: int) -> list[str]:
    """The parameters of the C declaration whose opening parenthesis is at `at`: split at the commas of its own level,
    comments dropped, `(void)` none."""
    depth, cells, cell = 0, [], ""
    for ch in text[at:]:
        if ch == "(":
            depth += 1
            if depth == 1:
                continue
        elif ch == ")":
            depth -= 1
            if depth == 0:
                cells.append(cell)
                break
        elif ch == "," and depth == 1:
            cells.append(cell)
            cell = ""
            continue
        cell += ch
    cells = [re.sub(r"/\*.*?\*/", "", c, flags=re.S).strip() for c in cells]
    return [c for c in cells if c and c != "void"]


def sqlite3_h(path: Path = SQLITE3_H, ext: Path = Path("/usr/include/sqlite3ext.h")) -> list[Question]:
    """SQLite 3.40's sqlite3.h: the C interface, each part under a comment headed `** CAPI3REF: Result Codes` (248 of them)
    before its declarations (`SQLITE_API int sqlite3_busy_timeout(sqlite3*, int ms);`) and macros: the primary result
    codes (`#define SQLITE_CANTOPEN    14`) and the extended ones built on them (`#define SQLITE_CANTOPEN_ISDIR
    (SQLITE_CANTOPEN | (2<<8))`). sqlite3ext.h lists the routines a loadable extension reaches, grouped by the version that
    added them (`/* Version 3.18.0 and later */`)."""
    text = read_text(path)
    heads = list(re.finditer(r"^\*\* CAPI3REF: (.+?)\.?\s*$", text, re.M))
    titles = Counter(m.group(1) for m in heads)
    decls = list(re.finditer(r"^SQLITE_API\s+[^;{(]*?\b(sqlite3\w*)\s*\(", text, re.M))
    declared = Counter(m.group(1) for m in decls)
    if len(heads) < 200 or len(decls) < 300:
        raise ValueError(f"{path}: too few CAPI3REF headings or SQLITE_API declarations")
    heading = {m.group(1): next(h.group(1) for h in reversed(heads) if h.start() < m.start())
               for m in decls if declared[m.group(1)] == 1}  # (the CAPI3REF comment a function is declared under)
    primary = {n: int(v) for n, v in re.findall(r"^#define (SQLITE_[A-Z]+)\s+(\d+)\s+/\*", text, re.M)
               if text.index("beginning-of-error-codes") < text.index(f"#define {n} ") < text.index("end-of-error-codes")}  # fmt: skip
    extended = {n: (base, int(k))
                for n, base, k in re.findall(r"^#define (SQLITE_\w+)\s+\((SQLITE_[A-Z]+)\s*\|\s*\((\d+)<<8\)\)", text, re.M)}
    bases = {base for base, _ in extended.values()}
    if len(primary) < 25 or len(set(primary.values())) != len(primary) or not bases <= set(primary) | {"SQLITE_OK"}:
        raise ValueError(f"{path}: result codes not one number each")
    b = _builder("sqlite3.h", path)
    asked = b.rng.choice(sorted(n for n, v in primary.items() if 2 <= v <= 28 and v != 3))  # (not the 3 of sqlite3.h's name)
    b.add("record_field", f"What number does sqlite3.h assign to the result code {asked}?", primary[asked])
    built = Counter(base for base, _ in extended.values())
    counted = b.rng.choice(sorted(base for base, n in built.items() if 4 <= n <= 12 and base in primary and base != asked))
    b.add("count", f"How many extended result codes does sqlite3.h build on {counted}?", built[counted])
    hops = sorted(n for n, (base, _) in extended.items() if base in primary and base not in (asked, counted))
    hop = b.rng.choice(hops)
    base, k = extended[hop]
    b.add("two_hops", f"What integer value does the extended result code {hop} come to, going by its definition in sqlite3.h?",
          primary[base] | (k << 8))  # fmt: skip
    arity = {m.group(1): len(_sqlite_parameters(text, m.end() - 1)) for m in decls}
    top = _top(arity, key=arity.__getitem__)
    if top is not None:
        b.add("extreme", "Which function declared in sqlite3.h takes the most parameters?", top)
    words = {h: {w.lower() for w in re.findall(r"[A-Za-z]{4,}", h)} for h in titles}
    documented = sorted((f, h) for f, h in heading.items() if titles[h] == 1 and f != top and f.startswith("sqlite3_")
                        and not words[h] & set(re.findall(r"[a-z]{4,}", f.removeprefix("sqlite3").lower())))  # fmt: skip
    function, title = b.rng.choice(documented)
    b.add("section_title", f"Under which CAPI3REF heading does sqlite3.h declare the function {function}?", title)
    ext_text = read_text(ext)
    struct = ext_text[ext_text.index("struct sqlite3_api_routines {"):]
    struct, defines = struct[:struct.index("\n};")], struct[struct.index("\n};"):]
    groups = []
    for part, pattern in ((struct, r"\(\*(\w+)\)\("), (defines, r"^#define sqlite3_(\w+)\s+sqlite3_api->\w+")):
        found: dict[str, list[str]] = {}
        for since, group in zip(*[iter(re.split(r"/\* Version (\S+) and later \*/", part)[1:])] * 2, strict=True):
            found[since] = re.findall(pattern, group, re.M)
        groups.append(found)
    single = sorted((v, f"sqlite3_{fs[0]}") for v, fs in groups[0].items() if len(fs) == 1 and groups[1].get(v) == fs
                    and f"sqlite3_{fs[0]}" in heading and heading[f"sqlite3_{fs[0]}"] != title
                    and titles[heading[f"sqlite3_{fs[0]}"]] == 1)  # fmt: skip
    since, routine = b.rng.choice(single)
    b.add("cross_file", f"sqlite3ext.h marks exactly one API routine as new in version {since}. Under which CAPI3REF heading does "
          "sqlite3.h document that routine?", heading[routine], context=(str(path), str(ext)))  # fmt: skip
    missing = _absent(text, "sqlite3_stmt_explain", "sqlite3_setlk_timeout", "sqlite3_get_clientdata")
    b.add("absent", f"What parameters does {missing} take, according to sqlite3.h?", None)
    return b.questions


def collections_abc(path: Path | None = None, typing_py: Path | None = None) -> list[Question]:
    """_collections_abc.py, the source of collections.abc: one ABC a class (`class Sequence(Reversible, Collection):`), most
    with `__slots__ = ()`, abstract methods marked `@abstractmethod`, mixin methods, a `__subclasshook__` that asks
    `_check_methods(C, "__len__", "__iter__", "__contains__")`, and after the class the built-in types registered as its virtual
    subclasses (`Sequence.register(tuple)`; one commented out). typing.py makes a generic alias of each
    (`ItemsView = _alias(collections.abc.ItemsView, 2)`, the number its count of type parameters)."""
    path = path or _stdlib("_collections_abc")
    typing_py = typing_py or _stdlib("typing")
    tree = ast.parse(read_text(path))
    classes = [n for n in tree.body if isinstance(n, ast.ClassDef)]
    names = [c.name for c in classes]
    if len(set(names)) != len(names) or len(classes) < 20:
        raise ValueError(f"{path}: classes not defined once each")
    bases = {c.name: tuple(ast.unparse(x) for x in c.bases) for c in classes}
    methods = {c.name: [f for f in c.body if isinstance(f, ast.FunctionDef | ast.AsyncFunctionDef)] for c in classes}
    registered = [(ast.unparse(n.value.func.value), ast.unparse(n.value.args[0])) for n in tree.body
                  if isinstance(n, ast.Expr) and isinstance(n.value, ast.Call) and isinstance(n.value.func, ast.Attribute)
                  and n.value.func.attr == "register"]  # fmt: skip
    owners = Counter(t for _, t in registered)
    b = _builder("collections-abc.py", path)
    checks = {}
    for c in classes:
        for f in methods[c.name]:
            if f.name == "__subclasshook__":
                calls = [x for x in ast.walk(f) if isinstance(x, ast.Call) and ast.unparse(x.func) == "_check_methods"]
                if len(calls) == 1:
                    checks[c.name] = tuple(ast.literal_eval(a) for a in calls[0].args[1:])
    asked = b.rng.choice(sorted(n for n, ms in checks.items() if len(ms) >= 3))
    b.add("record_field", f"In _collections_abc.py, which methods does {asked}.__subclasshook__ check a class for?", checks[asked])
    top = _top(names, key=lambda n: len(methods[n]))
    if top is not None:
        b.add("extreme", "Which class in _collections_abc.py defines the most methods in its body?", top)
    hops = sorted((t, abc) for abc, t in registered if owners[t] == 1 and bases[abc] and abc not in (asked, top))
    kind, abc = b.rng.choice(hops)
    b.add("two_hops", f"_collections_abc.py registers the built-in type {kind} as a virtual subclass of one ABC. Which classes does "
          "that ABC inherit from directly?", bases[abc])  # fmt: skip
    public = [k for k in range(len(names) - 1) if not names[k].startswith("_") and not names[k + 1].startswith("_")
              and not {asked, top, abc} & {names[k], names[k + 1]} and names[k + 1] not in bases[names[k]]
              and names[k] not in bases[names[k + 1]]]  # fmt: skip
    k = b.rng.choice(public)
    b.add("ordering", f"Which class does _collections_abc.py define right after {names[k]}?", names[k + 1])
    typing_tree = ast.parse(read_text(typing_py))
    aliases = {ast.unparse(n.value.args[0]).removeprefix("collections.abc."): (n.targets[0].id, ast.literal_eval(n.value.args[1]))
               for n in typing_tree.body if isinstance(n, ast.Assign) and isinstance(n.value, ast.Call)
               and ast.unparse(n.value.func) == "_alias" and ast.unparse(n.value.args[0]).startswith("collections.abc.")
               and isinstance(n.targets[0], ast.Name)}  # fmt: skip
    crossed = sorted((t, a) for a, t in registered if owners[t] == 1 and a in aliases and aliases[a][1] >= 2 and t != kind)
    other, owner = b.rng.choice(crossed)
    b.add("cross_file", f"_collections_abc.py registers {other} as a virtual subclass of one ABC. How many type parameters does "
          "typing.py give its generic alias of that ABC (the number passed to _alias)?", aliases[owner][1],
          context=(str(path), str(typing_py)))  # fmt: skip
    missing = next(n for n in ("Buffer", "AsyncContextManager", "OrderedMapping") if not re.search(rf"\b{n}\b", read_text(path)))
    b.add("absent", f"Which method does the {missing} ABC in _collections_abc.py declare abstract?", None)
    return b.questions


DWARF_DEF = Path("/usr/lib/llvm-14/include/llvm/BinaryFormat/Dwarf.def")


def _dwarf_rows(text: str) -> list[tuple[str, int, str, str, str, str]]:
    """Dwarf.def's entries in order as (kind, ID, name, DWARF version, vendor, the comment heading the group): one
    `HANDLE_DW_AT(0x2001, MIPS_fde, 0, MIPS)` a line (`HANDLE_DW_LANG` with a default lower bound before the version), the
    commented-out conflicting ones no entries, a group's heading the one-line `// Borland extensions.` right above it
    (empty for none, or a heading of several lines)."""
    rows = []
    heading = ""
    lines = text.splitlines()
    for i, line in enumerate(lines):
        if m := re.fullmatch(r"HANDLE_(DW_(?:TAG|AT|FORM|OP|LANG|ATE))\((0x[0-9a-f]+), (\w+), (.*?)\)\s*(?://.*)?", line):
            args = [a.strip() for a in m.group(4).split(",")]
            version, vendor = args[1:3] if m.group(1) == "DW_LANG" else args[:2]
            rows.append((m.group(1), int(m.group(2), 16), m.group(3), version, vendor, heading))
        elif not line.strip():
            heading = ""
        elif line.startswith("//") and not line.startswith("// HANDLE"):
            one = not lines[i - 1].startswith("//") and not (lines[i + 1:] or [""])[0].startswith("//")
            heading = line[2:].strip().rstrip(".:") if one else ""
    return rows


def dwarf_def(path: Path = DWARF_DEF, header: Path = DWARF_DEF.with_name("Dwarf.h")) -> list[Question]:
    """LLVM 14's Dwarf.def: the DWARF constants as X-macro calls, one a line, for LLVM's headers to expand — tags, attributes,
    forms, operations, languages, base-type encodings and more (`HANDLE_DW_TAG(0x0044, coarray_type, 5, DWARF,
    DW_KIND_TYPE)`: ID, name, DWARF version, vendor), groups under comments (`// New in DWARF v5:`, `// Borland extensions.`)
    and conflicting vendor values commented out. Dwarf.h says where each kind's range of vendor values begins
    (`DW_AT_lo_user = 0x2000`)."""
    text = read_text(path)
    rows = _dwarf_rows(text)
    kinds = Counter(k for k, *_ in rows)
    if kinds["DW_AT"] < 250 or kinds["DW_TAG"] < 100 or kinds["DW_LANG"] < 30:
        raise ValueError(f"{path}: too few HANDLE_DW_ entries")
    full = {(k, n): f"{k}_{n}" if not n.startswith(f"{k}_") else n for k, _, n, *_ in rows}
    b = _builder("dwarf.def", path)
    langs = Counter(i for k, i, *_ in rows if k == "DW_LANG")
    ident, lang = b.rng.choice(sorted((i, n) for k, i, n, *_ in rows if k == "DW_LANG" and langs[i] == 1 and i < 0x8000))
    b.add("record_field", f"Which DW_LANG constant does LLVM's Dwarf.def give the ID 0x{ident:04x}? Give the constant's full name.",
          full["DW_LANG", lang])  # fmt: skip
    per = Counter((k, v) for k, _, _, v, _, _ in rows if v in ("3", "4", "5"))
    word = {"DW_TAG": "tags (DW_TAG)", "DW_AT": "attributes (DW_AT)", "DW_FORM": "forms (DW_FORM)", "DW_OP": "operations (DW_OP)",
            "DW_LANG": "languages (DW_LANG)", "DW_ATE": "base type encodings (DW_ATE)"}
    (kind, version) = b.rng.choice(sorted(kv for kv, n in per.items() if 4 <= n <= 20 and str(n) != kv[1]))
    b.add("count", f"How many {word[kind]} does Dwarf.def mark as new in DWARF version {version}?", per[kind, version])
    headed = Counter(h for *_, h in rows if h)
    titled = sorted((full[k, n], h) for k, _, n, _, _, h in rows if h and not re.match(r"New in DWARF|Vendor extensions|DWARF ", h)
                    and not {w.lower() for w in re.findall(r"[A-Za-z]{3,}", h)} & {w.lower() for w in n.split("_")}
                    and 2 <= headed[h] <= 20)  # (a comment over one entry is a note on it, not a group's heading)
    named, heading = b.rng.choice(titled)
    b.add("section_title", f"In LLVM's Dwarf.def, which comment heads the group of entries that includes {named}?", heading)
    order = [(k, i, n) for k, i, n, *_ in rows if k in ("DW_AT", "DW_OP", "DW_TAG")]
    steps = [j for j in range(len(order) - 1) if order[j][0] == order[j + 1][0] and order[j + 1][1] != order[j][1] + 1
             and order[j + 1][1] > order[j][1] and full[order[j][0], order[j][2]] not in (named,)]  # fmt: skip
    j = b.rng.choice(steps)
    b.add("ordering", f"Which entry does Dwarf.def list right after {full[order[j][0], order[j][2]]}? Give its full name.",
          full[order[j + 1][0], order[j + 1][2]])  # fmt: skip
    lo = {k: int(v, 16) for k, v in re.findall(r"^\s*(DW_[A-Z]+)_lo_user = (0x[0-9a-f]+)", read_text(header), re.M)}
    firsts = []
    for k in sorted(set(lo) & set(kinds)):
        vendor = sorted((i, n) for kk, i, n, *_ in rows if kk == k and i >= lo[k])
        if len(vendor) >= 2 and vendor[0][0] < vendor[1][0] and full[k, vendor[0][1]] != named:
            firsts.append((k, full[k, vendor[0][1]]))
    crossed, first = b.rng.choice(firsts)
    b.add("cross_file", f"LLVM's Dwarf.h sets {crossed}_lo_user, where the vendor-defined {crossed} values begin. Of the {crossed} "
          "entries in Dwarf.def at or above that value, which has the lowest ID? Give its full name.", first,
          context=(str(path), str(header)))  # fmt: skip
    missing = _absent(text, "Mojo", "Ada2005", "C_sharp")
    b.add("absent", f"What ID does LLVM's Dwarf.def give the language constant DW_LANG_{missing}?", None)
    return b.questions


NODE_DEPRECATIONS = Path("/usr/share/doc/nodejs/api/deprecations.json.gz")


def _node_deprecations(data: dict) -> list[tuple[str, str, str, list[tuple[list[str], str, str]], str]]:
    """deprecations.json's entries (the `modules` of its "List of deprecated APIs") as (DEP code, title, type, [(versions,
    pull request, description) of each change], the description): the title is the heading after `DEP0001: `, the type the
    first `<p>Type: ...</p>` of the description as plain text, up to a bracket."""
    listed = next(m for m in data["miscs"][0]["miscs"] if m["textRaw"] == "List of deprecated APIs")["modules"]
    entries = []
    for m in listed:
        code, _, title = m["textRaw"].partition(": ")
        kind = re.search(r"<p>Type: (.*?)</p>", m.get("desc", ""), re.S)
        plain = re.sub(r"<[^>]+>", "", kind.group(1)).split("\n")[0] if kind else ""
        changes = [(c["version"] if isinstance(c["version"], list) else [c["version"]],
                    " ".join(c["pr-url"]) if isinstance(c.get("pr-url"), list) else c.get("pr-url", ""), c["description"])
                   for c in m.get("meta", {}).get("changes", [])]  # fmt: skip
        entries.append((code, title, plain.split(" (")[0].rstrip("."), changes, m.get("desc", "")))
    return entries


def node_deprecations(path: Path = NODE_DEPRECATIONS, changelog: Path = NODE_CHANGELOG) -> list[Question]:
    """Node.js 20's deprecations.json (the machine-readable form of its "Deprecated APIs" page, as the nodejs package
    installs it): one module per deprecation code, DEP0001 to DEP0198 with the codes given out in later Node.js lines left
    out (`<!-- md-lint skip-deprecation DEP0188 -->`), each with its title, a description whose first paragraph is its type
    (`<p>Type: End-of-Life</p>`), and its history in `meta.changes` (version or versions, pull request, what changed)."""
    raw = read_text(path)
    entries = _node_deprecations(json.loads(raw))
    codes = [c for c, *_ in entries]
    if len(set(codes)) != len(codes) or codes != sorted(codes) or len(entries) < 150:
        raise ValueError(f"{path}: deprecation codes not listed once each in order")
    kind = {c: t for c, _, t, _, _ in entries}
    titles = Counter(t for _, t, _, _, _ in entries)
    b = _builder("node-deprecations", path)
    plain = sorted((c, t.strip("`")) for c, t, _, _, _ in entries if titles[t] == 1 and re.fullmatch(r"`[\w.]+(\(\))?`", t)
                   and raw.count(t.strip("`")) <= 3)  # fmt: skip
    asked, api = b.rng.choice(plain)
    b.add("record_field", f"Which API does {asked} deprecate, according to Node's deprecations.json?", api)
    cited = Counter(pr for _, _, _, changes, _ in entries for pr in {pr for _, prs, _ in changes for pr in prs.split()})
    pr = b.rng.choice(sorted(p for p, n in cited.items() if 3 <= n <= 8 and raw.count(p) == n and str(n) not in p))
    b.add("count", f"How many deprecations in Node's deprecations.json cite pull request #{pr.rsplit('/', 1)[-1]} in their change "
          "history?", cited[pr])  # fmt: skip
    pointed = sorted((c, m.group(0)) for c, _, _, changes, _ in entries for _, _, d in changes
                     if len(set(re.findall(r"DEP\d{4}", d))) == 1 and (m := re.search(r"DEP\d{4}", d)) and m.group(0) in kind
                     and m.group(0) != c and kind[m.group(0)] != kind[c])  # fmt: skip
    source, target = b.rng.choice(pointed)
    b.add("two_hops", f"One change in the history of {source} in Node's deprecations.json refers to another deprecation code. What "
          "type does that other deprecation have?", kind[target])  # fmt: skip
    gaps = [k for k in range(len(codes) - 1) if int(codes[k + 1][3:]) != int(codes[k][3:]) + 1 and asked not in codes[k:k + 2]]
    k = b.rng.choice(gaps)
    b.add("ordering", f"In Node's deprecations.json, which deprecation code comes right after {codes[k]}?", codes[k + 1])
    mentioned = Counter(re.findall(r"<code>([^<]{6,40})</code>", raw))
    spans = sorted((span, c) for c, _, _, _, desc in entries for span in set(re.findall(r"<code>([^<]{6,40})</code>", desc))
                   if mentioned[span] == 1 and raw.lower().count(span.lower()) == 1 and re.search(r"[.(]", span)
                   and c not in (asked, source, target, codes[k], codes[k + 1]))  # fmt: skip
    span, owner = b.rng.choice(spans)
    b.add("section_title", f"Node's deprecations.json mentions {span} in the description of one deprecation. Which deprecation "
          "code is it?", owner)  # fmt: skip
    released = {v: d for v, d, _ in _node_releases(read_text(changelog))}
    twenty = sorted((c, v) for c, _, _, changes, _ in entries if len(vs := {v for versions, _, _ in changes for v in versions
                                                                        if v.startswith("v20.")}) == 1
                    for v in vs if v[1:] in released and c not in (asked, source, target, owner))  # fmt: skip
    dated, version = b.rng.choice(twenty)
    b.add("cross_file", f"The change history of {dated} in Node's deprecations.json names a Node.js 20 release. On what date was "
          "that release made, according to CHANGELOG_V20.md?", released[version[1:]], context=(str(path), str(changelog)))  # fmt: skip
    skipped = [c for c in re.findall(r"skip-deprecation (DEP\d{4})", raw) if c not in codes and not codes[k] < c < codes[k + 1]]
    missing = b.rng.choice(sorted(skipped))
    b.add("absent", f"What does {missing} deprecate, according to Node's deprecations.json?", None)
    return b.questions


# Round 25, written before any run on it: perldiag.pod (with warnings.pm), X11's keysymdef.h (with the en_US.UTF-8 Compose
# table), the bpf-helpers(7) man page (with the kernel's linux/bpf.h), GDB's NEWS (with the convenience functions of GDB's
# Python library), PostgreSQL's information_schema.sql and Pygments' lexer table _mapping.py (with the lexer modules).

PERL_LIB = Path("/usr/share/perl/5.36.0")


def _perldiag_entries(text: str) -> list[tuple[str, str]]:
    """perldiag's messages in order as (the `=item` heading, its description): the items of the top-level list, a heading
    wrapped over several lines joined into one; a heading with no text of its own before the next (two messages explained
    together) has an empty description, and a list nested in a description (`=over` ... `=back`) is part of it."""
    entries: list[tuple[str, list[str]]] = []
    lines = text.splitlines()
    depth, i = 0, 0
    while i < len(lines):
        line = lines[i]
        if line.startswith("=over"):
            depth += 1
        elif line.startswith("=back"):
            depth -= 1
        if line.startswith("=item ") and depth == 1:
            heading = [line.removeprefix("=item ").strip()]
            while i + 1 < len(lines) and lines[i + 1].strip():
                i += 1
                heading.append(lines[i].strip())
            entries.append((" ".join(heading), []))
        elif line.startswith("=head"):
            depth = 0
        elif entries and depth >= 1 and not (depth == 1 and line.startswith("=back")):
            entries[-1][1].append(line)
        i += 1
    return [(h, "\n".join(body).strip()) for h, body in entries]


def _perl_class(description: str) -> tuple[str, tuple[str, ...]] | None:
    """A description's classification, its opening `(W closed)`: the letter and the warning categories (`(S non_unicode
    portable)`, `(W misc, syntax)`), or None for a description that opens otherwise (`See L</500 Server error>.`)."""
    m = re.match(r"\(([A-Z])(?: ([\w:]+(?:,? [\w:]+)*))?\)", description)
    return (m.group(1), tuple(re.split(r",? ", m.group(2))) if m.group(2) else ()) if m else None


def perldiag(path: Path = PERL_LIB / "pod" / "perldiag.pod", warnings_pm: Path = PERL_LIB / "warnings.pm") -> list[Question]:
    """Perl 5.36's perldiag.pod: every diagnostic message Perl can give, in alphabetical order, each an `=item` heading
    (`=item accept() on closed socket %s`) over a description that opens with its classification, the letter of its
    severity and, for a warning the warnings pragma controls, its category (`(W closed)`, `(S experimental::refaliasing)`,
    `(F)`). warnings.pm's %Offsets lists the categories under comments naming the Perl version that added them (`# Warnings
    Categories added in Perl 5.021`)."""
    text = read_text(path)
    entries = _perldiag_entries(text)
    headings = [h for h, _ in entries]
    if len(entries) < 900 or len(set(headings)) != len(headings):
        raise ValueError(f"{path}: messages not one =item each")
    own = {h for h, d in entries if d}
    described = {}  # (a heading without text of its own shares the description of the next)
    for k, (h, _) in enumerate(entries):
        described[h] = next(d for _, d in entries[k:] if d)
    classes = {h: c for h, d in described.items() if (c := _perl_class(d)) is not None}
    members: dict[str, list[str]] = {}
    for h, (_, cats) in classes.items():
        for c in cats:
            members.setdefault(c, []).append(h)

    def raw(category: str) -> int:  # the classifications naming the category at the start of any line
        return len(re.findall(rf"^\([A-Z] [^)\n]*(?<![\w:]){re.escape(category)}(?![\w:])[^)\n]*\)", text, re.M))

    def readable(h: str) -> bool:
        return len(h) <= 60 and "<" not in h and ">" not in h and text.count(h) == 1

    b = _builder("perldiag", path)
    single = sorted(h for h, (_, cats) in classes.items() if len(cats) == 1 and h in own and readable(h)
                    and not set(re.findall(r"[a-z]+", cats[0])) & set(re.findall(r"[a-z]+", h.lower())))  # fmt: skip
    asked = b.rng.choice(single)
    b.add("record_field", f"Which warning category does perldiag give the message \"{asked}\"?", classes[asked][1][0])
    clean = sorted(c for c, hs in members.items() if 4 <= len(hs) <= 12 and all(h in own for h in hs) and raw(c) == len(hs)
                   and c != classes[asked][1][0])  # fmt: skip
    counted = b.rng.choice(clean)
    b.add("count", f"How many messages does perldiag classify in the warning category \"{counted}\"?", len(members[counted]))
    top = _top(members, key=lambda c: len(members[c]))
    if top is not None and top == _top(members, key=raw):
        b.add("extreme", "Which warning category covers the most messages in perldiag?", top)
    hops = sorted(h for h, (_, cats) in classes.items() if len(cats) == 1 and cats[0] in clean and cats[0] != counted
                  and h in own and readable(h) and h != asked and cats[0] not in h)  # fmt: skip
    hop = b.rng.choice(hops)
    b.add("two_hops", f"perldiag puts the message \"{hop}\" in a warning category. How many messages in perldiag are in that "
          "category, that message included?", len(members[classes[hop][1][0]]))  # fmt: skip
    k = b.rng.choice([k for k in range(len(headings) - 1) if readable(headings[k]) and readable(headings[k + 1])
                      and not {asked, hop} & {headings[k], headings[k + 1]} and len(headings[k + 1]) <= 50])  # fmt: skip
    b.add("ordering", f"Which message does perldiag list right after \"{headings[k]}\"?", headings[k + 1])
    block = read_text(warnings_pm).split("our %Offsets = (", 1)[1].split(");", 1)[0]
    added, version = {}, ""
    for line in block.splitlines():
        if m := re.match(r"\s*# Warnings Categories added in Perl (\S+)", line):
            version = m.group(1)
        elif m := re.match(r"\s*'([\w:]+)'\s*=>\s*\d+,", line):
            added[m.group(1)] = version
    if len(added) < 50:
        raise ValueError(f"{warnings_pm}: %Offsets not read")
    later = sorted(h for h, (_, cats) in classes.items() if len(cats) == 1 and added.get(cats[0], "5.008") != "5.008"
                   and h in own and readable(h) and h not in (asked, hop, headings[k], headings[k + 1])
                   and cats[0] not in (counted, classes[hop][1][0]))  # fmt: skip
    crossed = b.rng.choice(later)
    b.add("cross_file", f"perldiag gives the message \"{crossed}\" a warning category. In which Perl version was that category "
          "added, as the comments of warnings.pm's %Offsets give it?", added[classes[crossed][1][0]],
          context=(str(path), str(warnings_pm)))  # fmt: skip
    missing = _absent(text, "Smartmatch is deprecated", "class is experimental", "field is experimental")
    b.add("absent", f"Which warning category does perldiag give the message \"{missing}\"?", None)
    return b.questions


KEYSYMDEF_H = Path("/usr/include/X11/keysymdef.h")


def _keysyms(text: str) -> list[tuple[str, str, str, str]]:
    """keysymdef.h's keysyms in order as (macro name, value as written, comment, the `#ifdef XK_LATIN1` block around it, or
    "" outside any): one `#define XK_Aogonek  0x01a1  /* U+0104 LATIN CAPITAL LETTER A WITH OGONEK */` a line."""
    rows, block = [], ""
    for line in text.splitlines():
        if m := re.match(r"#ifdef (XK_\w+)", line):
            block = m.group(1)
        elif line.startswith("#endif"):
            block = ""
        elif m := re.fullmatch(r"#define (XK_\w+)\s+(0x[0-9a-fA-F]+)\s*(?:/\*\s*(.*?)\s*\*/)?\s*", line):
            rows.append((m.group(1), m.group(2), m.group(3) or "", block))
    return rows


def keysymdef_h(path: Path = KEYSYMDEF_H, compose: Path = Path("/usr/share/X11/locale/en_US.UTF-8/Compose")) -> list[Question]:
    """X11's keysymdef.h (xorgproto 2022.1): a macro for every keysym, grouped into blocks by script or purpose (`#ifdef
    XK_MISCELLANY`, `XK_LATIN1`, `XK_CYRILLIC`, `XK_BRAILLE`, ...), each `#define XK_name 0xvalue` with a comment giving the
    Unicode character it stands for (`/* U+0104 LATIN CAPITAL LETTER A WITH OGONEK */`, in parentheses when the match is
    loose); a keysym with several names is defined once per name, the first the preferred one. The en_US.UTF-8 Compose table
    maps key sequences to characters by keysym name (`<Multi_key> <a> <e> : "æ" ae # LATIN SMALL LETTER AE`)."""
    text = read_text(path)
    rows = _keysyms(text)
    names = [n for n, _, _, _ in rows]
    if len(rows) < 2000 or len(set(names)) != len(names):
        raise ValueError(f"{path}: keysyms not defined once each")
    value = {n: v for n, v, _, _ in rows}
    block = {n: g for n, _, _, g in rows}
    members = Counter(g for _, _, _, g in rows if g)
    by_value: dict[int, list[str]] = {}
    for n, v, _, _ in rows:
        by_value.setdefault(int(v, 16), []).append(n)
    plain = {n for n, v in value.items() if re.fullmatch(r"0x[1-9a-f][0-9a-f]*", v.lower())}  # (no leading zero to drop)
    b = _builder("keysymdef.h", path)
    picked = sorted(n for n in plain if block[n] not in ("", "XK_BRAILLE") and len(by_value[int(value[n], 16)]) == 1)
    asked = b.rng.choice(picked)
    b.add("record_field", f"What value does X11's keysymdef.h give {asked}?", value[asked])
    top = _top(members, key=members.__getitem__)
    counted = b.rng.choice(sorted(g for g, n in members.items() if 10 <= n <= 26 and g != top and g != block[asked]))
    b.add("count", f"How many keysyms does keysymdef.h define in its #ifdef {counted} block?", members[counted])
    if top is not None:
        b.add("extreme", "Which #ifdef block of keysymdef.h defines the most keysyms?", top)
    placed = sorted(n for n in names if block[n] and block[n] not in (top, counted, block[asked])
                    and not any(t in w or w in t for w in block[n].lower().split("_")[1:]
                                for t in re.split(r"[_\d]+", n.lower()[3:]) if len(t) >= 3)
                    and len(by_value[int(value[n], 16)]) == 1)  # (no word of the block's name in the keysym's)
    named = b.rng.choice(placed)
    b.add("section_title", f"Inside which #ifdef block of keysymdef.h is {named} defined?", block[named])
    aliases = sorted((ns[1], ns[0]) for ns in by_value.values() if len(ns) == 2 and ns[0].lower() != ns[1].lower()
                     and block[ns[1]] != "XK_BRAILLE" and asked not in ns and named not in ns)  # fmt: skip
    alias, preferred = b.rng.choice(aliases)
    b.add("two_hops", f"keysymdef.h defines {alias} with the same value as a keysym defined earlier in the file. What is that "
          "earlier keysym's name?", preferred)  # fmt: skip
    k = b.rng.choice([k for k in range(len(rows) - 1) if "XK_BRAILLE" not in (rows[k][3], rows[k + 1][3])
                      and abs(int(rows[k + 1][1], 16) - int(rows[k][1], 16)) > 1
                      and not {asked, named, alias, preferred} & {rows[k][0], rows[k + 1][0]}])  # fmt: skip
    b.add("ordering", f"Which keysym does keysymdef.h define right after {rows[k][0]}?", rows[k + 1][0])
    sequences = re.findall(r'^<Multi_key> <(\w+)> <(\w+)>\s*:\s*"[^"]+"\s+(\w+)\s*#', read_text(compose), re.M)
    said = Counter((x, y) for x, y, _ in sequences)
    crossed = sorted((x, y, f"XK_{k_}") for x, y, k_ in sequences if said[x, y] == 1 and f"XK_{k_}" in plain
                     and re.fullmatch(r"[A-Za-z0-9]", x) and re.fullmatch(r"[A-Za-z0-9]", y)
                     and f"XK_{k_}" not in (asked, named, alias, preferred, rows[k][0], rows[k + 1][0]))  # fmt: skip
    x, y, keysym = b.rng.choice(crossed)
    b.add("cross_file", f"In X11's en_US.UTF-8 Compose table, the sequence Multi_key, {x}, {y} produces a character named by a "
          "keysym. What value does keysymdef.h give that keysym?", value[keysym], context=(str(path), str(compose)))  # fmt: skip
    missing = _absent(text, "XK_BitcoinSign", "XK_TengeSign", "XK_LariSign")
    b.add("absent", f"What value does X11's keysymdef.h give {missing}?", None)
    return b.questions


BPF_HELPERS_7 = Path("/usr/share/man/man7/bpf-helpers.7.gz")


def _bpf_helpers(text: str) -> list[tuple[str, str, list[str], str]]:
    """bpf-helpers(7)'s helpers in order as (name, return type, parameters, description): each a `.TP` / `.B` signature line
    (`\\fBlong bpf_map_update_elem(struct bpf_map *\\fP\\fImap\\fP\\fB, ...)\\fP`) over an indented `Description` and
    `Return`; a helper with two signatures (bpf_sk_assign) comes once per signature."""
    part = text[text.index("\n.SH HELPERS\n"):text.index("\n.SH EXAMPLES\n")]
    heads = list(re.finditer(r"^\.TP\n\.B (.*)\n(?=\.INDENT 7\.0\n\.TP\n\.B Description\n)", part, re.M))
    helpers = []
    for m, nxt in zip(heads, [*heads[1:], None], strict=True):
        signature = _roff_plain(m.group(1)).replace("\\[dq]", '"')
        s = re.fullmatch(r"(.*?)\b(bpf_\w+)\((.*)\)", signature)
        if s is None:
            raise ValueError(f"not a helper's signature: {signature}")
        body = part[m.end():nxt.start() if nxt else len(part)]
        d = re.search(r"^\.B Description\n(.*?)^\.TP\n\.B Return\n", body, re.M | re.S)
        params = [p.strip() for p in s.group(3).split(",") if p.strip() not in ("", "void")]
        helpers.append((s.group(2), s.group(1).strip(), params, _roff_plain(d.group(1)) if d else ""))
    return helpers


def bpf_helpers_7(path: Path = BPF_HELPERS_7, header: Path = Path("/usr/include/linux/bpf.h")) -> list[Question]:
    """The bpf-helpers(7) man page (man-pages 6.03, generated from Linux 6.1's bpf.h by rst2man): after an introduction, every
    eBPF helper function in the order the kernel added them, each its C signature (`long bpf_map_update_elem(struct bpf_map
    *map, const void *key, const void *value, u64 flags)`) over a Description and a Return paragraph. The kernel's
    linux/bpf.h numbers the helpers in that order in its __BPF_FUNC_MAPPER list (`FN(unspec)` is 0, `FN(map_lookup_elem)`
    1, ...), the enum bpf_func_id of the BPF_FUNC_ names."""
    text = read_text(path)
    helpers = _bpf_helpers(text)
    names = list(dict.fromkeys(n for n, _, _, _ in helpers))
    if len(names) < 150:
        raise ValueError(f"{path}: too few helpers")
    signatures = Counter(n for n, _, _, _ in helpers)
    once = {n: (r, ps, d) for n, r, ps, d in helpers if signatures[n] == 1}
    b = _builder("bpf-helpers-7", path)
    returns = Counter(r for r, _, _ in once.values())
    asked = b.rng.choice(sorted(n for n, (r, _, _) in once.items() if r != "long" and returns[r] <= 6 and text.count(n) <= 3))
    b.add("record_field", f"What is the return type of {asked} according to the bpf-helpers(7) man page?", once[asked][0])
    prefixes = Counter(m.group(0) for n in names if (m := re.match(r"bpf_[a-z0-9]+_", n)))
    prefix = b.rng.choice(sorted(p for p, c in prefixes.items() if 4 <= c <= 8 and not asked.startswith(p)
                                 and not any(signatures[n] > 1 for n in names if n.startswith(p))))  # fmt: skip
    b.add("count", f"How many helpers in bpf-helpers(7) have names beginning with {prefix}?", prefixes[prefix])
    typed = Counter(r for _, r in dict.fromkeys((n, r) for n, r, _, _ in helpers) if r != "long")
    top = _top(typed, key=typed.__getitem__)
    if top is not None:
        b.add("extreme", "Apart from long, which return type do the most helpers in bpf-helpers(7) have?", top)
    mentions = sorted((n, others[0]) for n, (_, _, d) in once.items()
                      if len(others := sorted(set(re.findall(r"\b(bpf_\w+)\(\)", d)) - {n})) == 1 and others[0] in once
                      and once[others[0]][0] != "long" and asked not in (n, others[0]))  # fmt: skip
    source, target = b.rng.choice(mentions)
    b.add("two_hops", f"The description of {source} in bpf-helpers(7) names one other helper. What is that other helper's return "
          "type?", once[target][0])  # fmt: skip
    k = b.rng.choice([k for k in range(len(names) - 1) if not {asked, source, target} & {names[k], names[k + 1]}
                      and not names[k + 1].startswith(names[k].rsplit("_", 1)[0])])  # fmt: skip
    b.add("ordering", f"Which helper does bpf-helpers(7) document right after {names[k]}?", names[k + 1])
    mapped = re.findall(r"^\s*FN\((\w+)[,)]", read_text(header), re.M)
    if mapped[0] != "unspec" or mapped[1:] != [n.removeprefix("bpf_") for n in names]:
        raise ValueError(f"{header}: __BPF_FUNC_MAPPER not the helpers of {path} in order")
    numbered = b.rng.choice([n for n in names if n not in (asked, source, target, names[k], names[k + 1])
                             and names.index(n) >= 20])  # fmt: skip
    b.add("cross_file", f"bpf-helpers(7) documents the helper {numbered}. What number does the kernel's linux/bpf.h give it in "
          f"enum bpf_func_id (BPF_FUNC_{numbered.removeprefix('bpf_')})?", mapped.index(numbered.removeprefix("bpf_")),
          context=(str(path), str(header)))  # fmt: skip
    missing = _absent(text, "bpf_cgrp_storage_get", "bpf_cgrp_storage_delete", "bpf_kfunc_call")
    b.add("absent", f"What is the return type of {missing} according to the bpf-helpers(7) man page?", None)
    return b.questions


GDB_NEWS = Path("/usr/share/doc/gdb/NEWS.gz")
GDB_PYTHON = Path("/usr/share/gdb/python/gdb")


def _gdb_releases(text: str) -> list[tuple[str, str, list[tuple[str, str]]]]:
    """GDB's NEWS as (version, the section's text, [(heading, text) of its `* ` items]) per release, newest first: each
    opens `*** Changes in GDB 13` (`*** Changes in GDB-4.18:` for the oldest), its items begin at the left margin with `* `
    (`* New commands`, `* New targets`, `* Python API`, or a sentence)."""
    heads = list(re.finditer(r"^\*\*\* Changes in GDB[ -]([\d.]+):?[ \t]*$", text, re.M))
    releases = []
    for m, nxt in zip(heads, [*heads[1:], None], strict=True):
        body = text[m.end():nxt.start() if nxt else len(text)]
        parts = re.split(r"^\* (.+)$", body, flags=re.M)
        releases.append((m.group(1), body, list(zip(parts[1::2], parts[2::2], strict=True))))
    return releases


def _gdb_targets(part: str) -> list[tuple[str, str]] | None:
    """A `* New targets` item's (target, configuration) lines (`NXP S12Z\t\t\ts12z-*-elf`), or None when a line is not of
    that shape (a name and a configuration parted by one space, a sentence)."""
    rows = []
    for line in part.splitlines():
        if line.strip():
            m = re.fullmatch(r"(\S.*?)(?:\t+| {2,})\s*([\w*?\[\]{},.+]*-[\w*?\[\]{},.+-]*)\s*", line)
            if m is None:
                return None
            rows.append((m.group(1).strip(), m.group(2)))
    return rows


def gdb_news(path: Path = GDB_NEWS, python: Path = GDB_PYTHON) -> list[Question]:
    """GDB's NEWS (Debian 12's gdb 13.1): what changed in each release, newest first back to GDB 4.0, without dates; a
    release's items are paragraphs opening `* ` at the margin, among them `* New commands` (each command at the margin over
    its indented description), `* New targets` (`NXP S12Z\\t\\t\\ts12z-*-elf`, a name and its configuration), `* Removed
    targets` and `* Python API` (`** New function gdb.add_history()`). GDB's Python library under /usr/share/gdb/python
    implements some commands and convenience functions (function/caller_is.py: `$_caller_is`, `$_caller_matches`, ...)."""
    text = read_text(path)
    releases = _gdb_releases(text)
    versions = [v for v, _, _ in releases]
    if len(set(versions)) != len(versions) or len(releases) < 50:
        raise ValueError(f"{path}: releases not headed `*** Changes in GDB x` once each")
    body = {v: s for v, s, _ in releases}
    targets: dict[str, list[tuple[str, str]] | None] = {}
    lines: dict[str, int] = {}
    for v, _, items in releases:
        for heading, part in items:
            if re.fullmatch(r"New targets[.:]?\s*", heading):
                rows = _gdb_targets(part)
                targets[v] = None if rows is None or targets.get(v, []) is None else [*targets.get(v, []), *rows]
                lines[v] = lines.get(v, 0) + sum(1 for line in part.splitlines() if line.strip())
    parsed = {v: rows for v, rows in targets.items() if rows is not None}
    b = _builder("gdb-news", path)
    named = Counter(n for rows in parsed.values() for n, _ in rows)
    modern = sorted((n, c) for v, rows in parsed.items() if tuple(map(int, v.split("."))) >= (7, 0) for n, c in rows
                    if named[n] == 1 and text.count(n) == 1 and n.split()[0].lower() not in c)  # fmt: skip
    asked, configuration = b.rng.choice(modern)
    b.add("record_field", f"Which configuration does GDB's NEWS give for the new target {asked}?", configuration)
    top = _top(parsed, key=lambda v: len(parsed[v]))
    if top is not None and len(parsed[top]) > max(n for v, n in lines.items() if v != top):
        b.add("extreme", "Which GDB release lists the most new targets in NEWS?", top)
    counted = b.rng.choice(sorted(v for v, rows in parsed.items() if 3 <= len(rows) <= 6 and v != top
                                  and str(len(rows)) not in v.split(".") and asked not in {n for n, _ in rows}))  # fmt: skip
    b.add("count", f"How many new targets does GDB's NEWS list for GDB {counted}?", len(parsed[counted]))
    commands = []
    for v, _, items in releases:
        for heading, part in items:
            if heading.startswith("New commands"):
                commands += [(line, v) for line in part.splitlines() if re.fullmatch(r"[a-z][\w-]*(?: [a-z][\w-]*)+", line)
                             and text.count(line) == body[v].count(line) and not line.startswith(("show ", "maint"))]
    command, release = b.rng.choice(sorted(c for c in commands if c[1] not in (counted, top)))
    b.add("section_title", f"In which GDB release does NEWS list \"{command}\" among the new commands?", release)
    hops = sorted((c, v) for c, v in commands if v in parsed and 1 <= len(parsed[v]) <= 3 and c != command
                  and v not in (counted, top, release))  # fmt: skip
    hop, owner = b.rng.choice(hops)
    b.add("two_hops", f"GDB's NEWS lists \"{hop}\" as a new command in one release. Which new targets does that same release "
          "list? Give their names.", tuple(n for n, _ in parsed[owner]))  # fmt: skip

    def first(word: str) -> str | None:
        said = [v for v in versions if re.search(rf"{re.escape(word)}(?!\w)", body[v])]
        return said[-1] if said else None

    defined = {f: re.findall(r"__init__\(\"(_\w+)\"\)", read_text(f)) for f in sorted((python / "function").glob("*.py"))}
    introduced = {f: {first("$" + n) for n in names} for f, names in defined.items() if names}
    files = sorted(f for f, vs in introduced.items() if len(vs) == 1 and None not in vs)
    crossed = b.rng.choice(files)
    (answer,) = introduced[crossed]
    b.add("cross_file", f"{crossed.relative_to(python.parent)} in GDB's Python library defines some convenience functions. In "
          "which GDB release does NEWS first mention them?", answer, context=(str(path), str(crossed)))  # fmt: skip
    own = {"$" + n for names in defined.values() for n in names}
    variables = sorted(w for w in set(re.findall(r"\$_\w+", text)) if w not in own and len({first(w)}) == 1
                       and sum(bool(re.search(rf"{re.escape(w)}(?!\w)", body[v])) for v in versions) >= 2
                       and first(w) not in (answer, release))  # fmt: skip
    word = b.rng.choice(variables)
    b.add("ordering", f"Which is the earliest GDB release whose part of NEWS mentions {word}?", first(word))
    missing = _absent(text, "WebAssembly", "Zig", "Carbon")
    b.add("absent", f"In which release did GDB's NEWS announce support for debugging {missing} programs?", None)
    return b.questions


INFORMATION_SCHEMA = PG_ERRCODES.with_name("information_schema.sql")


def _information_schema(text: str) -> list[tuple[str, str, str]]:
    """information_schema.sql's sections in file order as (number, title, text): each opens with a comment of the SQL
    standard's clause number and what it defines (`/*` / ` * 5.21` / ` * COLUMNS view` / ` */`), then its CREATE
    statements or `-- feature not supported`."""
    heads = list(re.finditer(r"^/\*\n \* (\d+\.\d+)\n \* (.+?)\n \*/\n", text, re.M))
    return [(m.group(1), m.group(2), text[m.end():nxt.start() if nxt else len(text)])
            for m, nxt in zip(heads, [*heads[1:], None], strict=True)]  # fmt: skip


def _view_columns(statement: str) -> list[str] | None:
    """The output columns of `CREATE VIEW v AS SELECT ...`, comments dropped: the items of its first select list, split at
    the commas outside parentheses and quotes up to the first FROM outside them; None for `SELECT *`."""
    sql = re.sub(r"--[^\n]*|/\*.*?\*/", "", statement, flags=re.S)
    at = re.search(r"\bAS\s+SELECT\s+(?:DISTINCT\s+)?", sql, re.I)
    if at is None:
        return None
    depth, quoted, items, cell = 0, False, [], ""
    rest = sql[at.end():]
    for i, ch in enumerate(rest):
        if ch == "'":
            quoted = not quoted
        elif not quoted and ch == "(":
            depth += 1
        elif not quoted and ch == ")":
            depth -= 1
        elif not quoted and depth == 0 and ch == ",":
            items.append(cell.strip())
            cell = ""
            continue
        elif not quoted and depth == 0 and re.match(r"\bFROM\b", rest[i:], re.I) and not re.match(r"\w", rest[i - 1]):
            items.append(cell.strip())
            break
        cell += ch
    return None if "*" in items else items


def information_schema(path: Path = INFORMATION_SCHEMA) -> list[Question]:
    """PostgreSQL 15's information_schema.sql, the script that creates the SQL standard's information schema: each view,
    domain and table under a comment of its clause in ISO/IEC 9075-11 (`5.21` / `COLUMNS view`, the part 9 ones `24.9`),
    mostly in clause order; some clauses only say `-- feature not supported`, and a few views are moved to come after the
    views they select from."""
    text = read_text(path)
    sections = _information_schema(text)
    if len(sections) < 80:
        raise ValueError(f"{path}: too few `/* 5.n TITLE */` sections")
    numbers = Counter(n for n, _, _ in sections)
    titles = Counter(t for _, t, _ in sections)
    view = {t.removesuffix(" view"): (n, s) for n, t, s in sections if t.endswith(" view") and titles[t] == 1}
    statements = {m.group(1): m.group(0) for m in re.finditer(r"^CREATE VIEW (\w+) AS\b.*?;\s*$", text, re.M | re.S)}
    columns = {v: cs for v, s in statements.items() if not v.startswith("_") and (cs := _view_columns(s)) is not None}
    b = _builder("information-schema.sql", path)
    unique = sorted(t for t, (n, _) in view.items() if numbers[n] == 1)
    asked = b.rng.choice(unique)
    b.add("record_field", f"Which section number of the SQL standard does PostgreSQL's information_schema.sql give the {asked} "
          "view?", view[asked][0])  # fmt: skip
    titled = b.rng.choice([t for t in unique if t != asked and "feature not supported" in view[t][1]])
    b.add("section_title", f"Which view does section {view[titled][0]} of PostgreSQL's information_schema.sql cover?", titled)
    top = _top(columns, key=lambda v: len(columns[v]))
    counted = b.rng.choice(sorted(v for v, cs in columns.items() if 4 <= len(cs) <= 12 and v != asked.lower()
                                  and all(re.search(r"\bAS\s+\w+\s*$|^[\w.]+$", c, re.S) for c in cs)))  # fmt: skip
    b.add("count", f"How many columns does the {counted} view of PostgreSQL's information_schema.sql return?",
          len(columns[counted]))  # fmt: skip
    if top is not None:
        b.add("extreme", "Which view defined in PostgreSQL's information_schema.sql returns the most columns?", top)
    named = {t.lower(): t for t in view}
    based = sorted((t, refs[0]) for t, (_, s) in view.items() if t.lower() in statements
                   and len(refs := sorted({r.lower() for r in re.findall(r"\b(?:FROM|JOIN)\s+(\w+)", statements[t.lower()], re.I)
                                           if r.lower() in named and r.lower() != t.lower()})) == 1
                   and numbers[view[named[refs[0]]][0]] == 1 and t not in (asked, titled))  # fmt: skip
    source, base = b.rng.choice(based)
    b.add("two_hops", f"In PostgreSQL's information_schema.sql the definition of the {source} view selects from one other view "
          "of the same file. What section number does that other view have?", view[named[base]][0])  # fmt: skip
    order = [t for _, t, _ in sections]
    taken = {f"{t} view" for t in (asked, titled, source, named[base])}
    k = b.rng.choice([k for k in range(len(order) - 1) if order[k].endswith(" view") and order[k + 1].endswith(" view")
                      and titles[order[k]] == titles[order[k + 1]] == 1 and not taken & {order[k], order[k + 1]}
                      and sections[k + 1][0].split(".")[1] != str(int(sections[k][0].split(".")[1]) + 1)])  # fmt: skip
    b.add("ordering", f"In PostgreSQL's information_schema.sql, which view's section comes right after the one for the "
          f"{order[k].removesuffix(' view')} view?", order[k + 1].removesuffix(" view"))  # fmt: skip
    missing = _absent(text, "SQL_LANGUAGES", "SCHEMA_PRIVILEGES", "CHARACTER_SET_NAMES")
    b.add("absent", f"Which section number of the SQL standard does PostgreSQL's information_schema.sql give the {missing} view?",
          None)  # fmt: skip
    return b.questions


PYGMENTS_LEXERS = Path("/usr/lib/python3/dist-packages/pygments/lexers")


def pygments_mapping(path: Path = PYGMENTS_LEXERS / "_mapping.py") -> list[Question]:
    """Pygments' lexers/_mapping.py (Debian 12's python3-pygments 2.14), generated from the lexer modules: one LEXERS entry
    per lexer class in alphabetical order, `'ABAPLexer': ('pygments.lexers.business', 'ABAP', ('abap',), ('*.abap',
    '*.ABAP'), ('text/x-abap',))` — the module that defines it, its name, aliases, file name patterns and MIME types. Each
    module (pygments/lexers/business.py) defines its lexers as classes on RegexLexer or on one another."""
    raw = read_text(path)
    tree = ast.parse(raw)
    lexers = next(ast.literal_eval(n.value) for n in tree.body if isinstance(n, ast.Assign)
                  and [ast.unparse(t) for t in n.targets] == ["LEXERS"])  # fmt: skip
    classes = list(lexers)
    if len(lexers) < 400 or classes != sorted(classes):
        raise ValueError(f"{path}: LEXERS not one sorted entry per lexer")
    modules = Counter(m for m, *_ in lexers.values())
    patterns = Counter(p for *_, ps, _ in lexers.values() for p in ps)
    aliases = Counter(a for _, _, als, _, _ in lexers.values() for a in als)
    b = _builder("pygments-mapping", path)
    globbed = sorted((p, c) for c, (_, _, _, ps, _) in lexers.items() for p in ps if patterns[p] == 1
                     and re.fullmatch(r"\*\.[a-z0-9]{2,6}", p) and p[2:] not in c.lower() and raw.count(f"'{p}'") == 1)  # fmt: skip
    pattern, owner = b.rng.choice(globbed)
    b.add("record_field", f"Which Pygments lexer handles files matching {pattern}, according to pygments/lexers/_mapping.py? Give "
          "the lexer's class name.", owner)  # fmt: skip
    top = _top(modules, key=modules.__getitem__)
    counted = b.rng.choice(sorted(m for m, n in modules.items() if 4 <= n <= 12 and m != lexers[owner][0]))
    b.add("count", f"How many lexers does Pygments' _mapping.py list from the module {counted}?", modules[counted])
    if top is not None:
        b.add("extreme", "Which module of pygments.lexers provides the most lexers in _mapping.py? Give its full dotted name.",
              top)  # fmt: skip
    named = sorted((a, c) for c, (m, _, als, _, _) in lexers.items() for a in als if aliases[a] == 1 and 3 <= modules[m] <= 20
                   and m not in (counted, top, lexers[owner][0]) and a[:3] not in m.rsplit(".", 1)[1] and a not in c.lower()
                   and raw.count(f"'{a}'") == 1)  # fmt: skip
    alias, hop = b.rng.choice(named)
    b.add("two_hops", f"The Pygments lexer with the alias '{alias}' is defined in one module of pygments.lexers. How many lexers "
          "does _mapping.py list from that module?", modules[lexers[hop][0]])  # fmt: skip
    k = b.rng.choice([k for k in range(len(classes) - 1) if not {owner, hop} & {classes[k], classes[k + 1]}
                      and classes[k + 1][:4] != classes[k][:4]])  # fmt: skip
    b.add("ordering", f"Which lexer class comes right after {classes[k]} in the LEXERS table of Pygments' _mapping.py?",
          classes[k + 1])  # fmt: skip
    derived = []
    for c, (m, *_) in lexers.items():
        source = PYGMENTS_LEXERS / f"{m.rsplit('.', 1)[1]}.py"
        if c in (owner, hop, classes[k], classes[k + 1]) or not source.exists():
            continue
        bases = [tuple(ast.unparse(x) for x in n.bases) for n in ast.parse(read_text(source)).body
                 if isinstance(n, ast.ClassDef) and n.name == c]  # fmt: skip
        if len(bases) == 1 and len(bases[0]) == 1 and bases[0][0] in lexers and bases[0][0].removesuffix("Lexer") not in c:
            derived.append((c, bases[0][0], source))
    cls, base, source = b.rng.choice(sorted(derived))
    b.add("cross_file", f"Pygments' _mapping.py names the module that defines {cls}. In that module's source, which class does "
          f"{cls} derive from directly?", base, context=(str(path), str(source)))  # fmt: skip
    missing = _absent(raw, "'*.gleam'", "'*.mojo'", "'*.typ'").strip("'")
    b.add("absent", f"Which Pygments lexer handles files matching {missing}, according to pygments/lexers/_mapping.py?", None)
    return b.questions


# Round 26, written before any run on it: Python 3.11's build Makefile (with Setup.stdlib), Expat's HTML reference manual (with
# expat.h), Unicode's Blocks.txt as Perl ships it (with NamedSequences.txt), LLVM 14's TableGen file of IR attributes,
# Attributes.td (with the generated Attributes.inc), Tcl's clock.tcl (with its msgs catalogues) and fontconfig's fonts.dtd
# (with /etc/fonts/fonts.conf).

PYTHON_CONFIG = Path("/usr/lib/python3.11/config-3.11-x86_64-linux-gnu")
_MAKE_REF = r"\$[({]([A-Za-z_]\w*)[)}]"


def _make_assignments(text: str) -> list[tuple[str, str, str, str | None]]:
    """A Makefile's variable assignments in order as (name, operator, value, the title of the banner above it): a logical line
    joins the lines its trailing backslashes continue; a banner is a line of # signs over a `# Title` line (None when no title
    follows); recipe lines (a leading tab) and comments are no assignments."""
    lines = text.split("\n")
    logical: list[str] = []
    i = 0
    while i < len(lines):
        line = lines[i]
        while line.endswith("\\") and i + 1 < len(lines):
            i += 1
            line = line[:-1] + " " + lines[i]
        logical.append(line)
        i += 1
    out, banner = [], None
    for k, line in enumerate(logical):
        if re.fullmatch(r"#{20,}", line):
            after = logical[k + 1] if k + 1 < len(logical) else ""
            banner = after[2:].strip() if after.startswith("# ") else None
        elif m := re.match(r"([A-Za-z_]\w*)\s*([:+?]?=)\s*(.*)$", line):
            out.append((m.group(1), m.group(2), " ".join(m.group(3).split()), banner))
    return out


def python_makefile(path: Path = PYTHON_CONFIG / "Makefile", setup: Path = PYTHON_CONFIG / "Setup.stdlib") -> list[Question]:
    """The Makefile that Debian 12's libpython3.11-dev installs in Python's config directory, the one Python 3.11.2 was built
    with (configure's output of Makefile.pre.in, with makesetup's variables): the configured variables (`SOABI=
    cpython-311-x86_64-linux-gnu`, `LDVERSION= $(VERSION)$(ABIFLAGS)`), each extension module's state and flags
    (`MODULE__UUID_STATE=yes`, `MODULE__UUID_LDFLAGS=-luuid`), lists of object files continued over lines by backslashes
    (`OBJECT_OBJS= \\` / `Objects/abstract.o \\` ...) under banners (a line of # signs over `# Objects`), then the rules.
    Setup.stdlib names the source files each module is built from (`_hashlib _hashopenssl.c`)."""
    text = read_text(path)
    assigned = _make_assignments(text)
    names = [n for n, _, _, _ in assigned]
    if len(set(names)) != len(names) or len(assigned) < 300:
        raise ValueError(f"{path}: variables not assigned once each")
    value = {n: v for n, _, v, _ in assigned}
    simple = {n for n, op, _, _ in assigned if op == "="}
    banner = {n: t for n, _, _, t in assigned}
    modules = {n.lower(): s for n, s in re.findall(r"^MODULE_(\w+?)_STATE=(\S+)", text, re.M)}
    ldflags = {m: value[f"MODULE_{m.upper()}_LDFLAGS"] for m in modules
               if value.get(f"MODULE_{m.upper()}_LDFLAGS") and "$" not in value[f"MODULE_{m.upper()}_LDFLAGS"]}  # fmt: skip
    if len(modules) < 50 or len(ldflags) < 10:
        raise ValueError(f"{path}: MODULE_*_STATE / _LDFLAGS lines not read")
    b = _builder("python-makefile", path)
    libraries = {m: sum(f.startswith("-l") for f in v.split()) for m, v in ldflags.items()}
    top = _top(libraries, key=libraries.__getitem__)
    built = [(line.split()[0], line.split()[1:]) for line in read_text(setup).splitlines()
             if line.strip() and not line.startswith(("#", "*")) and len(line.split()) >= 2]  # fmt: skip
    sources = Counter(s for _, ss in built for s in ss)
    crossing = sorted((s, m) for m, ss in built for s in ss if m in ldflags and m != top and sources[s] == 1
                      and m.lstrip("_").rstrip("0123456789") not in s)  # (a source not named after its module)
    source, crossed = b.rng.choice(crossing)
    asked = b.rng.choice(sorted(m for m in ldflags if m not in (top, crossed) and ldflags[m] != ldflags[crossed]))
    b.add("record_field", f"Which linker flags does Python 3.11's build Makefile (config-3.11-x86_64-linux-gnu/Makefile) give the "
          f"extension module {asked}?", ldflags[asked])  # fmt: skip
    lists = {n: v.split() for n, v in value.items() if n.endswith("_OBJS") and "$" not in v and v.endswith(".o")}
    counted = b.rng.choice(sorted(n for n, items in lists.items() if 5 <= len(items) <= 60))
    b.add("count", f"How many object files does the variable {counted} of Python 3.11's build Makefile list?", len(lists[counted]))
    if top is not None:
        b.add("extreme", "In Python 3.11's build Makefile, which extension module's linker flags name the most libraries (-l "
              "options)?", top)  # fmt: skip

    def expand(name: str, depth: int = 0) -> str | None:  # a variable's value, every $(VAR) or ${VAR} in it substituted
        v = value[name]
        if depth > 8 or name not in simple or re.search(r"\$[({](?![A-Za-z_]\w*[)}])|\$[^({]", v):
            return None
        for ref in set(re.findall(_MAKE_REF, v)):
            inner = expand(ref, depth + 1) if ref in value else None
            if inner is None:
                return None
            v = v.replace(f"$({ref})", inner).replace("${" + ref + "}", inner)
        return v

    def hops(name: str) -> int:
        return max((1 + hops(r) for r in re.findall(_MAKE_REF, value[name])), default=0)

    expanded = sorted(n for n in value if expand(n) and hops(n) >= 2 and " " not in expand(n) and "/build/" not in expand(n)
                      and re.search(r"\d", expand(n)) and not n.startswith("MODULE_"))  # (a digit: the version, not a stock path)
    hopped = b.rng.choice(expanded)
    b.add("two_hops", f"In Python 3.11's build Makefile, what does the variable {hopped} come to once every variable it refers to "
          "(and every variable those refer to) is substituted?", expand(hopped))  # fmt: skip
    objs = value["PYTHON_OBJS"].split()
    successor = dict(pairwise(sorted(o for o in objs if "$" not in o)))  # (not the next name alphabetically, which a guess gives)
    k = b.rng.choice([k for k in range(len(objs) - 1) if "$" not in objs[k] + objs[k + 1] and successor.get(objs[k]) != objs[k + 1]])
    b.add("ordering", f"In the PYTHON_OBJS list of Python 3.11's build Makefile, which object file comes right after {objs[k]}?",
          objs[k + 1].rsplit("/", 1)[-1])  # fmt: skip
    titles = {t for t in banner.values() if t}
    titled = sorted(n for n, t in banner.items() if t and n not in (counted, hopped, "PYTHON_OBJS") and not n.startswith("MODULE_")
                    and not any(t.lower() in other.lower() for other in titles - {t})  # (no title inside another)
                    and not any(w in n.lower() for w in re.findall(r"[a-z]{4,}", t.lower()))
                    and not any(w in t.lower() for w in re.findall(r"[a-z]{4,}", n.lower())))  # fmt: skip
    placed = b.rng.choice(titled)
    b.add("section_title", f"Python 3.11's build Makefile is divided by banner comments, a line of # signs over a title line. Under "
          f"which banner's title is the variable {placed} defined?", banner[placed])  # fmt: skip
    b.add("cross_file", f"Python 3.11's Setup.stdlib builds one extension module from the source file {source}. Which linker flags "
          "does the build Makefile give that module?", ldflags[crossed], context=(str(path), str(setup)))  # fmt: skip
    missing = _absent(text, "MODULE__CURSES_STATE", "MODULE_READLINE_STATE", "MODULE__DBM_STATE")
    module = missing.removeprefix("MODULE_").removesuffix("_STATE").lower()
    b.add("absent", f"Which state (yes, missing, disabled or n/a) does Python 3.11's build Makefile record for the extension module "
          f"{module}?", None)  # fmt: skip
    return b.questions


EXPAT_REFERENCE = Path("/usr/share/doc/libexpat1-dev/expat.html/reference.html")


def _html_text(fragment: str) -> str:
    """An HTML fragment as plain text: tags and C comments dropped, entities unescaped, whitespace collapsed."""
    plain = unescape(re.sub(r"<[^>]+>", " ", fragment))
    return " ".join(re.sub(r"/\*.*?\*/", " ", plain, flags=re.S).split())


def _expat_functions(text: str) -> list[tuple[str, str, str, str]]:
    """The functions of the Expat reference in order as (the section's title, name, declaration, the text of its entry): each
    section an `<h3><a name="parsing">Parsing</a></h3>`, each function an `<h4 id="XML_Parse">` over its declaration in a
    `<pre class="fcndec">` (a handler setter's in `<pre class="setter">`), the entry running to the next heading."""
    reference = text[text.index('<h2><a name="reference">'):]
    parts = re.split(r'<h3><a name="[^"]+">(.*?)</a></h3>', reference)
    out = []
    for title, body in zip(parts[1::2], parts[2::2], strict=True):
        entries = re.split(r'<h4 id="(\w+)">\w+</h4>', body)
        for name, entry in zip(entries[1::2], entries[2::2], strict=True):
            m = re.search(r'<pre class="(?:fcndec|setter)">(.*?)</pre>', entry, re.S)
            out.append((_html_text(title), name, _html_text(m.group(1)) if m else "", entry))
    return out


def expat_reference(path: Path = EXPAT_REFERENCE, header: Path = Path("/usr/include/expat.h")) -> list[Question]:
    """Expat 2.5's reference manual, the HTML page Debian 12's libexpat1-dev installs: an overview and how to build and use the
    parser, then the reference, one `<h3>` section per group of functions (Parser Creation, Parsing, Handler Setting, ...) and
    one `<h4 id="XML_ParserCreate">` entry per function, with its declaration (`XML_Parser XMLCALL` /
    `XML_ParserCreate(const XML_Char *encoding);`) and, for a handler setter, the typedef of the handler (`typedef void` /
    `(XMLCALL *XML_StartElementHandler)(void *userData, ...);`). expat.h declares them and the enum XML_Error of error codes,
    numbered from XML_ERROR_NONE in the order written."""
    text = read_text(path)
    functions = _expat_functions(text)
    names = [n for _, n, _, _ in functions]
    if len(set(names)) != len(names) or len(functions) < 60:
        raise ValueError(f"{path}: functions not one <h4> entry each")
    returns = {n: m.group(1).replace("XMLCALL", "").strip() for _, n, d, _ in functions if (m := re.match(rf"(.*?)\b{n}\s*\(", d))}
    sections = {t: [n for s, n, _, _ in functions if s == t] for t, _, _, _ in functions}
    section = {n: t for t, n, _, _ in functions}
    typedefs: dict[str, int] = {}
    for block in re.findall(r'<pre class="signature">(.*?)</pre>', text, re.S):
        for handler, params in re.findall(r"typedef \w+ \(XMLCALL \*(\w+)\)\((.*?)\);", _html_text(block)):
            typedefs.setdefault(handler, len([p for p in params.split(",") if p.strip() not in ("", "void")]))
    b = _builder("expat-reference", path)
    kinds = Counter(returns.values())
    typed = sorted(n for n, r in returns.items() if re.fullmatch(r"(?:enum |struct )?XML_\w+", r) and kinds[r] <= 2)
    asked = b.rng.choice(typed)
    b.add("record_field", f"According to the Expat reference manual (reference.html), what type does {asked} return?",
          returns[asked].split()[-1])  # fmt: skip
    counted = b.rng.choice(sorted(t for t, ns in sections.items() if 4 <= len(ns) <= 12 and section[asked] != t))
    b.add("count", f"How many functions does the Expat reference manual document in its section \"{counted}\"?",
          len(sections[counted]))  # fmt: skip
    if (top := _top(typedefs, key=typedefs.__getitem__)) is not None:
        b.add("extreme", "Which handler type in the Expat reference manual takes the most parameters, going by the typedefs it "
              "shows?", top)  # fmt: skip
    pairs = sorted((n, role, h) for _, n, d, _ in functions if len(handlers := re.findall(r"\b(XML_\w+Handler) (\w+)", d)) == 2
                   for h, role in handlers if h in typedefs)  # (a setter of two handlers at once)
    setter, role, handler = b.rng.choice(pairs)
    b.add("two_hops", f"In the Expat reference manual, {setter} takes a start and an end handler. How many parameters does the "
          f"{role} handler take, going by the typedef the manual gives for its type?", typedefs[handler])  # fmt: skip
    k = b.rng.choice([k for k in range(len(names) - 1) if {names[k], names[k + 1]}.isdisjoint({setter, asked})
                      and re.sub(r"Start|End", "", names[k]) != re.sub(r"Start|End", "", names[k + 1])])  # fmt: skip
    b.add("ordering", f"Which function does the Expat reference manual document right after {names[k]}?", names[k + 1])
    placed = sorted(n for n in names if n not in (asked, setter, names[k], names[k + 1]) and len(sections[section[n]]) >= 3
                    and "Handler" not in n and not any(w in n.lower() for w in re.findall(r"[a-z]{4,}", section[n].lower())))  # fmt: skip
    titled = b.rng.choice(placed)
    b.add("section_title", f"Under which section heading does the Expat reference manual document {titled}?", section[titled])
    header_text = read_text(header)
    body = re.search(r"enum XML_Error \{(.*?)\};", header_text, re.S)
    codes = [c.strip() for c in re.sub(r"/\*.*?\*/", "", body.group(1), flags=re.S).split(",") if c.strip()] if body else []
    if len(codes) < 30 or any("=" in c for c in codes):
        raise ValueError(f"{header}: enum XML_Error not a list of names")
    raised = sorted((n, found[0]) for _, n, _, entry in functions if len(found := sorted(set(re.findall(r"XML_ERROR_\w+", entry)))) == 1
                    and found[0] in codes and found[0] != "XML_ERROR_NONE")  # fmt: skip
    failing, code = b.rng.choice(raised)
    b.add("cross_file", f"The Expat reference manual names one error code in its entry for {failing}. What number does that code have "
          "in expat.h's enum XML_Error, counting XML_ERROR_NONE as 0?", codes.index(code), context=(str(path), str(header)))  # fmt: skip
    missing = _absent(text, "XML_SetReparseDeferralEnabled", "XML_SetAllocTrackerMaximumAmplification", "XML_GetAttributeCount")
    b.add("absent", f"According to the Expat reference manual, what type does {missing} return?", None)
    return b.questions


UNICORE = PERL_LIB / "unicore"


def unicode_blocks(path: Path = UNICORE / "Blocks.txt", sequences: Path = UNICORE / "NamedSequences.txt") -> list[Question]:
    """Unicode 14's Blocks.txt from the Unicode Character Database, as Perl 5.36 ships it in unicore/: one block a line, its range
    of code points in hex and its name (`0370..03FF; Greek and Coptic`), in order of code point, each range starting at a
    multiple of 16. NamedSequences.txt names sequences of code points (`KEYCAP DIGIT ONE;0031 FE0F 20E3`) in groups under
    comments."""
    text = read_text(path)
    blocks = [(int(a, 16), int(z, 16), n.strip()) for a, z, n in re.findall(r"^([0-9A-F]+)\.\.([0-9A-F]+); (.+)$", text, re.M)]
    titles = [n for _, _, n in blocks]
    if len(blocks) < 300 or len(set(titles)) != len(titles) or any(z < a for a, z, _ in blocks):
        raise ValueError(f"{path}: blocks not one `start..end; name` line each")
    size = {n: z - a + 1 for a, z, n in blocks}

    def block(cp: int) -> str | None:
        return next((n for a, z, n in blocks if a <= cp <= z), None)

    def inside(name: str) -> int:  # a code point well inside a block, so its block takes comparing the ranges
        a, z = next((a, z) for a, z, n in blocks if n == name)
        return b.rng.randrange(a + 17, z - 16)

    b = _builder("unicode-blocks", path)
    named = [(n, tuple(int(c, 16) for c in cs.split())) for n, cs in re.findall(r"^([A-Z][A-Z0-9 -]+);([0-9A-F ]+)$",
                                                                               read_text(sequences), re.M)]  # fmt: skip
    listed = Counter(n for n, _ in named)
    crossing = sorted((n, block(cs[0])) for n, cs in named if listed[n] == 1 and block(cs[0])
                      and not any(w in n.lower().split() for w in block(cs[0]).lower().split() if len(w) > 3))  # fmt: skip
    sequence, home = b.rng.choice(crossing)
    large = sorted(n for a, z, n in blocks if z < 0x20000 and size[n] >= 128 and n != home)
    first = b.rng.choice(large)
    cp = inside(first)
    b.add("record_field", f"Which block of Unicode's Blocks.txt (as Perl ships it in unicore/) contains the code point U+{cp:04X}?",
          first)  # fmt: skip
    scripts = {n: sum(bool(re.search(rf"(?<![\w-]){re.escape(n)}(?![\w-])", t)) for t in titles) for n in titles if " " not in n}
    counted = b.rng.choice(sorted(n for n, c in scripts.items() if 3 <= c <= 9 and n not in first))
    b.add("count", f"How many blocks in Unicode's Blocks.txt have the word \"{counted}\" in their name?", scripts[counted])
    public = [n for n in titles if "Private Use" not in n]
    if (top := _top(public, key=size.__getitem__)) is not None:
        b.add("extreme", "Leaving out the private use areas, which block in Unicode's Blocks.txt spans the most code points?", top)
    second = b.rng.choice(sorted(n for n in large if n not in (first, top, counted) and size[n] != size[first]))
    cp2 = inside(second)
    b.add("two_hops", f"How many code points does the Blocks.txt block that contains U+{cp2:04X} span?", size[second])
    planes = Counter(a >> 16 for a, _, _ in blocks)
    plane = b.rng.choice(sorted(p for p, c in planes.items() if 2 <= c <= 6))
    b.add("record_field", f"Which blocks does Unicode's Blocks.txt list in plane {plane} (U+{plane:X}0000 to U+{plane:X}FFFF)? "
          "Name every one.", tuple(n for a, _, n in blocks if a >> 16 == plane))  # fmt: skip
    b.add("cross_file", f"NamedSequences.txt lists the named sequence {sequence}. In which block of Blocks.txt does the first code "
          "point of that sequence lie?", home, context=(str(path), str(sequences)))  # fmt: skip
    missing = _absent(text, "Kawi", "Nag Mundari", "Garay")
    b.add("absent", f"Which range of code points does Unicode's Blocks.txt give the block {missing}?", None)
    return b.questions


LLVM_ATTRIBUTES = Path("/usr/lib/llvm-14/include/llvm/IR/Attributes.td")


def llvm_attributes(path: Path = LLVM_ATTRIBUTES, inc: Path = LLVM_ATTRIBUTES.with_name("Attributes.inc")) -> list[Question]:
    """LLVM 14's Attributes.td, the TableGen file that defines the IR's attributes: the classes (an attribute is an EnumAttr,
    IntAttr, TypeAttr or StrBoolAttr, usable as a function, parameter or return attribute), then one `def` an attribute under a
    `///` comment, its IR spelling and where it may go (`def NoFree : EnumAttr<"nofree", [FnAttr, ParamAttr]>;`), and the rules
    for inlining (`def : MergeRule<"setAND<NoInfsFPMathAttr>">;`). Attributes.inc, generated from it, numbers the enum, type and
    int attributes in the C++ enum (`NoFree = 24,`)."""
    text = read_text(path)
    defs = [(n, c, s, tuple(p.strip() for p in (ps or "").split(",") if p.strip()))
            for n, c, s, ps in re.findall(r'^def (\w+)\s*:\s*(\w+)<"([^"]+)"(?:,\s*\[([^\]]*)\])?>;', text, re.M)]  # fmt: skip
    names = [n for n, _, _, _ in defs]
    if len(defs) < 80 or len(set(names)) != len(names):
        raise ValueError(f"{path}: attributes not one `def` each")
    spelling = {n: s for n, _, s, _ in defs}
    number = {n: int(v) for n, v in re.findall(r"^(\w+) = (\d+),$", read_text(inc), re.M) if not n.startswith(("First", "Last"))}
    if not {n for n, c, _, _ in defs if c != "StrBoolAttr"} <= set(number):
        raise ValueError(f"{inc}: the enum does not number every enum, type and int attribute")

    def hidden(n: str) -> bool:  # an IR spelling not read off the name
        return re.sub(r"[_-]", "", spelling[n]) != n.lower()

    b = _builder("llvm-attributes.td", path)
    top = _top(names, key=lambda n: len(spelling[n]))
    spelled = sorted(n for n in names if hidden(n) and n != top)
    asked = b.rng.choice(spelled)
    b.add("record_field", f"In LLVM 14's Attributes.td, what is the IR spelling (the quoted string) of the attribute {asked}?",
          spelling[asked])  # fmt: skip
    counts = {c: (f"are defined with the class {c}", sum(c == k for _, k, _, _ in defs)) for c in ("IntAttr", "TypeAttr", "StrBoolAttr")}
    counts["RetAttr"] = ("may be used on a return value (RetAttr among their properties)", sum("RetAttr" in ps for *_, ps in defs))
    counted = b.rng.choice(sorted(counts))
    b.add("count", f"How many attributes in LLVM 14's Attributes.td {counts[counted][0]}?", counts[counted][1])
    if top is not None:
        b.add("extreme", "Which attribute in LLVM 14's Attributes.td has the longest IR spelling? Give the spelling.", spelling[top])
    k = b.rng.choice([k for k in range(len(names) - 1) if hidden(names[k + 1]) and asked not in names[k:k + 2]
                      and names[k + 1] != top])  # fmt: skip
    b.add("two_hops", f"In LLVM 14's Attributes.td, what is the IR spelling of the attribute defined right after {names[k]}?",
          spelling[names[k + 1]])  # fmt: skip
    predecessor = {z: a for a, z in pairwise(sorted(names))}
    j = b.rng.choice([j for j in range(1, len(names)) if not {names[j - 1], names[j]} & {asked, names[k], names[k + 1], top}
                      and predecessor.get(names[j]) != names[j - 1]])  # fmt: skip
    b.add("ordering", f"Which attribute does LLVM 14's Attributes.td define right before {names[j]}?", names[j - 1])
    crossing = sorted(n for n in number if n in spelling and hidden(n) and n not in (asked, names[k + 1], top))
    crossed = b.rng.choice(crossing)
    b.add("cross_file", f"Attributes.td gives one attribute the IR spelling \"{spelling[crossed]}\". What number does Attributes.inc "
          "give that attribute in its enum?", number[crossed], context=(str(path), str(inc)))  # fmt: skip
    missing = _absent(text, "AllocAlign", "AllocKind", "PresplitCoroutine")
    b.add("absent", f"In LLVM 14's Attributes.td, what is the IR spelling of the attribute {missing}?", None)
    return b.questions


TCL_LIBRARY = Path("/usr/share/tcltk/tcl8.6")


def _tcl_offset(offset: str) -> int:
    """A `+0530` offset in seconds east of UTC."""
    seconds = int(offset[1:3]) * 3600 + int(offset[3:5]) * 60
    return -seconds if offset.startswith("-") else seconds


def tcl_clock(path: Path = TCL_LIBRARY / "clock.tcl", messages: Path = TCL_LIBRARY / "msgs") -> list[Question]:
    """Tcl 8.6's clock.tcl, the script behind the `clock` command: the subcommands the ::tcl::clock namespace exports, then
    `proc ::tcl::clock::Initialize`, which sets the root locale's message catalogue and the date each locale changed to the
    Gregorian calendar (`::msgcat::mcset sv GREGORIAN_CHANGE_DATE 2361390`, under a comment naming the countries), a table of
    Windows time zone rules (`{-18000 0 3600 0 11 ...} :America/New_York`, the first number the offset from UTC in seconds) and
    the legacy zone abbreviations of RFC 822 dates (`nzdt +1300`); then one proc after another. LocalizeFormat puts for each
    locale-dependent format group (`%x`) a message of the locale's catalogue (`DATE_FORMAT`), which msgs/ holds one file a
    locale (`::msgcat::mcset de DATE_FORMAT "%d.%m.%Y"` in de.msg)."""
    text = read_text(path)
    legacy = re.search(r"variable LegacyTimeZone \[dict create \\\n(.*?)\n\s*\]", text, re.S)
    windows = re.search(r"variable WinZoneInfo \[dict create \{\*\}\{\n(.*?)\n\s*\}\]", text, re.S)
    if legacy is None or windows is None:
        raise ValueError(f"{path}: no LegacyTimeZone or WinZoneInfo table")
    offsets = dict(re.findall(r"^\s*(\w+)\s+([+-]\d{4})\s*\\$", legacy.group(1), re.M))
    zones = [(int(o), z) for o, z in re.findall(r"\{(-?\d+) [^}]*\}\s*:(\S+)", windows.group(1))]
    changes = re.findall(r"^\s*::msgcat::mcset (\w+) GREGORIAN_CHANGE_DATE (\d+)$", text, re.M)
    root = re.search(r"^\s*GREGORIAN_CHANGE_DATE\s+(\d+)$", text, re.M)
    procs = re.findall(r"^proc (\S+) ", text, re.M)
    if len(offsets) < 60 or len(zones) < 60 or len(changes) < 15 or root is None or len(set(procs)) != len(procs):
        raise ValueError(f"{path}: tables or procs not read")
    b = _builder("tcl-clock", path)
    zoned = Counter(o for o, _ in zones)
    hops = sorted(a for a, o in offsets.items() if zoned[_tcl_offset(o)] == 1 and len(a) >= 3 and o[3:] != "00"
                  and len(re.findall(rf"\b{a}\b", text)) == 1)  # fmt: skip
    hop = b.rng.choice(hops)
    asked = b.rng.choice(sorted(a for a, o in offsets.items() if len(a) >= 3 and len(re.findall(rf"\b{a}\b", text)) == 1
                                and o not in (offsets[hop], "+0000")))  # fmt: skip
    b.add("record_field", f"What UTC offset does the LegacyTimeZone table in Tcl's clock.tcl give the abbreviation \"{asked}\"? "
          "Give it as the table writes it.", offsets[asked])  # fmt: skip
    dates = Counter(d for _, d in changes)
    counted = b.rng.choice(sorted(d for d, c in dates.items() if c >= 3 and d != root.group(1)))
    b.add("count", f"How many locales does Tcl's clock.tcl set (with ::msgcat::mcset) to the Gregorian change date {counted}?",
          dates[counted])  # fmt: skip
    change = {loc: int(d) for loc, d in changes}
    if (top := _top(change, key=change.__getitem__)) is not None:
        b.add("extreme", "Which locale does Tcl's clock.tcl give the latest Gregorian change date? Give the locale code.", top)
    zone = next(z for o, z in zones if o == _tcl_offset(offsets[hop]))
    b.add("two_hops", f"Tcl's clock.tcl gives the legacy abbreviation \"{hop}\" an offset from UTC. Which time zone of the same file's "
          "WinZoneInfo table has that offset as its first number (seconds east of UTC)?", zone)  # fmt: skip
    short = [p.rsplit("::", 1)[-1] for p in procs]
    k = b.rng.choice([k for k in range(len(procs) - 1) if all(p.startswith("::tcl::clock::") for p in procs[k:k + 2])])
    b.add("ordering", f"Which procedure does Tcl's clock.tcl define right after {procs[k]}?", short[k + 1])
    exported = tuple(re.findall(r"^\s*namespace export (\w+)$", text, re.M))
    b.add("record_field", "Which subcommands does the ::tcl::clock namespace export in Tcl's clock.tcl? Name every one.", exported)
    groups = dict(re.findall(r"lappend list (%E?\w)\s+\[string map \$list \[mc (\w+)\]\]", text))
    base = dict(re.findall(r"^\t(\w+) \{([^{}\n]*)\}$", text, re.M))
    catalogues = []
    for msg in sorted(messages.glob("*.msg")):
        for key, v in re.findall(r"^\s*::msgcat::mcset \w+ (\w+) \"([^\"\\]*)\"$", read_text(msg), re.M):
            catalogues += [(msg, g, v) for g, k2 in groups.items() if k2 == key and base.get(key) != v and "%" in v]
    msg, group, formatted = b.rng.choice(catalogues)
    b.add("cross_file", f"Tcl's clock.tcl localizes the format group {group} by looking up one message of the locale's catalogue. "
          f"What does the catalogue msgs/{msg.name} set that message to?", formatted, context=(str(path), str(msg)))  # fmt: skip
    missing = _absent(text, "aest", "msk", "sgt")
    b.add("absent", f"What UTC offset does the LegacyTimeZone table in Tcl's clock.tcl give the abbreviation \"{missing}\"?", None)
    return b.questions


FONTS_DTD = Path("/usr/share/xml/fontconfig/fonts.dtd")


def fonts_dtd(path: Path = FONTS_DTD, conf: Path = Path("/etc/fonts/fonts.conf")) -> list[Question]:
    """fontconfig's fonts.dtd, the document type of its configuration files: one `<!ELEMENT dir (#PCDATA)>` a line, most under a
    comment saying what the element does, `<!ATTLIST test qual (any|all|first|not_first) "any" ...>` giving each attribute its
    values and default, and parameter entities for the lists of expression elements (`<!ENTITY % expr 'int|double|...'>`).
    /etc/fonts/fonts.conf, the main configuration file, is written in it."""
    text = read_text(path)
    body = re.sub(r"<!--.*?-->", "", text, flags=re.S)
    elements = [(n, " ".join(c.split())) for n, c in re.findall(r"<!ELEMENT ([\w-]+) (.*?)\s*>", body, re.S)]
    entities = {n: [x.strip() for x in v.split("|")] for n, v in re.findall(r"<!ENTITY % (\w+) '([^']*)'>", body)}
    attributes: dict[str, dict[str, tuple[list[str] | None, str]]] = {}
    for element, spec in re.findall(r"<!ATTLIST ([\w-]+)(.*?)>", body, re.S):
        for name, kind, default in re.findall(r"([\w:-]+)\s+(\([^)]*\)|CDATA)\s+(\"[^\"]*\"|'[^']*'|#REQUIRED|#IMPLIED)", spec):
            values = [v.strip() for v in kind.strip("()").split("|")] if kind != "CDATA" else None
            attributes.setdefault(element, {})[name] = (values, default.strip("\"'"))
    names = [n for n, _ in elements]
    if len(elements) < 40 or len(set(names)) != len(names) or not set(attributes) <= set(names):
        raise ValueError(f"{path}: elements not declared once each")
    b = _builder("fonts.dtd", path)
    defaulted = sorted((e, a) for e, atts in attributes.items() for a, (_, d) in atts.items() if a != "xml:space"
                       and len(d) >= 4 and d != "default" and not d.startswith("#"))  # fmt: skip
    element, attribute = b.rng.choice(defaulted)
    b.add("record_field", f"In fontconfig's fonts.dtd, what is the default value of the {attribute} attribute of the <{element}> "
          "element?", attributes[element][attribute][1])  # fmt: skip
    enumerated = sorted((e, a) for e, atts in attributes.items() for a, (vs, _) in atts.items() if vs and len(vs) >= 4
                        and (e, a) != (element, attribute))  # fmt: skip
    e2, a2 = b.rng.choice(enumerated)
    b.add("count", f"How many values does fontconfig's fonts.dtd allow for the {a2} attribute of the <{e2}> element?",
          len(attributes[e2][a2][0] or []))  # fmt: skip
    if (top := _top(attributes, key=lambda e: len(attributes[e]))) is not None:
        b.add("extreme", "Which element does fontconfig's fonts.dtd declare the most attributes for?", top)
    via = sorted(n for n, c in elements if len(set(re.findall(r"%(\w+);", c))) == 1 and n != top)
    hop = b.rng.choice(via)
    entity = re.findall(r"%(\w+);", dict(elements)[hop])[0]
    b.add("two_hops", f"In fontconfig's fonts.dtd, the content of the <{hop}> element is given through a parameter entity. How many "
          "element names does that entity list as alternatives?", len(entities[entity]))  # fmt: skip
    introduced = []
    for comment, element_ in re.findall(r"<!--((?:(?!-->).)*)-->\s*<!ELEMENT ([\w-]+)", text, re.S):
        first_line = next((line.strip() for line in comment.splitlines() if line.strip()), "")
        if first_line and not re.search(rf"(?<![\w-]){re.escape(element_)}(?![\w-])", comment, re.I) and text.count(first_line) == 1:
            introduced.append((first_line, element_))
    line, introduced_element = b.rng.choice(sorted(introduced))
    b.add("section_title", f"Which element does fontconfig's fonts.dtd declare under the comment that begins \"{line}\"?",
          introduced_element)  # fmt: skip
    used: dict[tuple[str, str], set[str]] = {}
    for node in ElementTree.fromstring(read_text(conf)).iter():
        for a, v in node.attrib.items():
            used.setdefault((node.tag, a), set()).add(v)
    allowed = {(e, a): vs for e, atts in attributes.items() for a, (vs, _) in atts.items() if vs}
    crossing = sorted((e, a, v) for (e, a), vs in used.items() if len(vs) == 1 and (e, a) != (e2, a2)
                      and (v := next(iter(vs))) in allowed.get((e, a), []) and 3 <= len(allowed[e, a]) <= 5)  # (two to four besides)
    e3, a3, v3 = b.rng.choice(crossing)
    b.add("cross_file", f"/etc/fonts/fonts.conf sets the {a3} attribute of its <{e3}> elements to \"{v3}\". Which other values does "
          "fontconfig's fonts.dtd allow for that attribute?", tuple(x for x in allowed[e3, a3] if x != v3),
          context=(str(path), str(conf)))  # fmt: skip
    missing = _absent(text, "priority", "precedence", "weight")
    b.add("absent", f"In fontconfig's fonts.dtd, what is the default value of the {missing} attribute of the <match> element?", None)
    return b.questions


# Round 27, written before any run on it: tzdata's debconf templates (with debconf's config.dat), libreadline8's dpkg symbols
# file (with readline.h), Python 3.11's PEG grammar python.gram (with token.py), Adobe's font metrics for Times-Roman as
# Matplotlib ships them (with Times-Bold.afm), the Google Cloud CLI's regen_apis_config.yaml (with resource_map.yaml) and
# CMake 3.25's FindBoost.cmake (with the policy pages of CMake's help).

TZDATA_TEMPLATES = Path("/var/lib/dpkg/info/tzdata.templates")
_LANGUAGES = {"ca": "Catalan", "cs": "Czech", "da": "Danish", "de": "German", "es": "Spanish", "eu": "Basque", "fi": "Finnish",
              "fr": "French", "gl": "Galician", "hr": "Croatian", "hu": "Hungarian", "id": "Indonesian", "it": "Italian",
              "lt": "Lithuanian", "nl": "Dutch", "pl": "Polish", "pt": "Portuguese", "ro": "Romanian", "sk": "Slovak",
              "sq": "Albanian", "sv": "Swedish", "tr": "Turkish"}  # fmt: skip


def _debconf_templates(text: str) -> dict[str, dict[str, str]]:
    """A debconf templates file's templates by name, each {field: value}: a paragraph a template, a line starting with a space
    continuing the field above it (so a Description keeps its long text)."""
    templates = {}
    for para in re.split(r"\n[ \t]*\n", text.strip()):
        fields: dict[str, str] = {}
        key = ""
        for line in para.splitlines():
            if line.startswith((" ", "\t")) and key:
                fields[key] += "\n" + line.strip()
            elif ":" in line:
                key, _, value = line.partition(":")
                fields[key] = value.strip()
        if "Template" in fields:
            templates[fields["Template"]] = fields
    return templates


def _debconf_choices(value: str) -> list[str]:
    """A debconf Choices field's items: comma and space between them, `\\,` a comma inside one."""
    return [c.replace("\\,", ",").strip() for c in re.split(r"(?<!\\),\s*", value)]


def tzdata_templates(path: Path = TZDATA_TEMPLATES, config: Path = Path("/var/cache/debconf/config.dat")) -> list[Question]:
    """The debconf templates of Debian 12's tzdata package, the questions its configuration asks: tzdata/Areas, a select among
    the geographic areas (`Choices: Africa, America, ...`), then one tzdata/Zones/<area> template an area, its choices the time
    zones of that area (`Choices: Abidjan, Accra, ...`). Each template carries its translations, a Choices-<language>.UTF-8
    list giving each choice in that language at the same place (`Choices-de.UTF-8: Afrika, Amerika, ...`) and a
    Description-<language>.UTF-8. debconf's config.dat records the answers given (`Name: tzdata/Areas` / `Value: Etc`)."""
    text = read_text(path)
    templates = _debconf_templates(text)
    zones = {n.removeprefix("tzdata/Zones/"): _debconf_choices(t["Choices"]) for n, t in templates.items()
             if n.startswith("tzdata/Zones/")}  # fmt: skip
    areas = _debconf_choices(templates.get("tzdata/Areas", {}).get("Choices", ""))
    if len(zones) < 10 or set(areas) != set(zones) or sum(map(len, zones.values())) < 400:
        raise ValueError(f"{path}: tzdata/Areas and the tzdata/Zones templates not read")
    translated: dict[tuple[str, str], list[str]] = {}  # (template, language) -> the choices in that language
    for name, fields in templates.items():
        base = _debconf_choices(fields["Choices"])
        for key, value in fields.items():
            if m := re.fullmatch(r"Choices-(\w+)\.UTF-8", key):
                if len(_debconf_choices(value)) != len(base):
                    raise ValueError(f"{path}: {name}'s {key} does not give one name a choice")
                translated[name, m.group(1)] = _debconf_choices(value)
    b = _builder("tzdata.templates", path)
    latin = sorted(_LANGUAGES)
    renamed = sorted((area, lang, k) for area in ("Africa", "Asia", "Europe") for lang in latin
                     if (area_list := translated.get((f"tzdata/Zones/{area}", lang)))
                     for k, zone in enumerate(zones[area]) if "/" not in zone and zones[area].count(zone) == 1
                     and area_list[k] != zone.replace("_", " ") and len(area_list[k]) > 3
                     and area_list[k][:3].lower() != zone[:3].lower())  # (a name a guess from the English would not give)
    area, lang, k = b.rng.choice(renamed)
    b.add("record_field", f"In tzdata's debconf templates, the template tzdata/Zones/{area} offers the time zone {zones[area][k]}. "
          f"What does its {_LANGUAGES[lang]} translation (Choices-{lang}.UTF-8) call that choice?",
          translated[f"tzdata/Zones/{area}", lang][k])  # fmt: skip
    counted = b.rng.choice(sorted(a for a, zs in zones.items() if 10 <= len(zs) <= 60 and a != area))
    b.add("count", f"How many time zones does the tzdata debconf template tzdata/Zones/{counted} offer as choices?",
          len(zones[counted]))  # fmt: skip
    if (top := _top(zones, key=lambda a: len(zones[a]))) is not None:
        b.add("extreme", "Which of the tzdata/Zones/... templates of tzdata's debconf templates offers the most time zones? Give the "
              "area.", top)  # fmt: skip
    home = {z: a for a, zs in zones.items() for z in zs if sum(z in others for others in zones.values()) == 1}
    french = dict(zip(areas, translated["tzdata/Areas", "fr"], strict=True))
    hops = sorted(z for z, a in home.items() if a not in (area, counted, "Etc", "US") and french[a] != a and "/" not in z
                  and not any(other in z for other in areas))  # (no area named in the zone's own name)
    hop = b.rng.choice(hops)
    b.add("two_hops", f"tzdata's debconf templates offer the time zone {hop} under one of the areas of tzdata/Areas. What does the "
          "French translation of tzdata/Areas (Choices-fr.UTF-8) call that area?", french[home[hop]])  # fmt: skip
    listed = b.rng.choice(sorted(a for a, zs in zones.items() if 5 <= len(zs) <= 12 and a not in (area, counted, home[hop])))
    b.add("record_field", f"Which time zones does the tzdata debconf template tzdata/Zones/{listed} offer? Name every one.",
          tuple(zones[listed]))  # fmt: skip
    order = []  # (the area, the language, the place): a translated list keeps the English order, not its own alphabet's
    for a, zs in sorted(zones.items()):
        for lang in latin:
            names = translated.get((f"tzdata/Zones/{a}", lang), [])
            successor = dict(pairwise(sorted(names)))
            order += [(a, lang, k) for k in range(len(names) - 1) if a not in (area, listed, "Etc") and names.count(names[k]) == 1
                      and successor.get(names[k]) != names[k + 1] and names[k] != zs[k].replace("_", " ") and "/" not in zs[k]]
    a2, lang2, k2 = b.rng.choice(order)
    names2 = translated[f"tzdata/Zones/{a2}", lang2]
    b.add("ordering", f"In the {_LANGUAGES[lang2]} translation (Choices-{lang2}.UTF-8) of the tzdata debconf template "
          f"tzdata/Zones/{a2}, which name comes right after {names2[k2]}?", names2[k2 + 1])  # fmt: skip
    answers = {r["Name"]: r["Value"] for r in stanzas(read_text(config), named_by="Name") if r.get("Value")}
    chosen = answers.get("tzdata/Areas")
    if chosen not in areas:
        raise ValueError(f"{config}: no answer to tzdata/Areas")
    own = sorted(lang for lang in latin if (names := translated.get(("tzdata/Areas", lang))) and lang != "fr"
                 and names[areas.index(chosen)].lower() != chosen.lower())  # fmt: skip
    asked = b.rng.choice(own)
    b.add("cross_file", f"debconf's config.dat records the area this machine chose for tzdata/Areas. What does the {_LANGUAGES[asked]} "
          f"translation of tzdata/Areas (Choices-{asked}.UTF-8) in tzdata's templates call that area?",
          translated["tzdata/Areas", asked][areas.index(chosen)], context=(str(path), str(config)))  # fmt: skip
    missing = _absent(text, "Zaporozhye", "Uzhgorod", "Godthab")
    b.add("absent", f"Under which tzdata/Zones template do tzdata's debconf templates offer the time zone {missing}?", None)
    return b.questions


READLINE_SYMBOLS = Path("/var/lib/dpkg/info/libreadline8:amd64.symbols")


def _dpkg_version_key(version: str) -> tuple[tuple[int, int], ...]:
    """A Debian upstream version as a key that sorts as dpkg compares versions: runs of non-digits by character (a letter
    before any other character, `~` before everything, even the end), runs of digits by number."""

    def order(c: str) -> int:
        return -1 if c == "~" else ord(c) if c.isalpha() else ord(c) + 256

    key: list[tuple[int, int]] = []
    for digits, other in re.findall(r"(\d+)|(\D+)", version):
        key += [(1, int(digits))] if digits else [(0, order(c)) for c in other]
    return (*key, (0, 0))  # (the end: after `~`, before any other character or number)


def readline_symbols(path: Path = READLINE_SYMBOLS, header: Path = Path("/usr/include/readline/readline.h")) -> list[Question]:
    """The dpkg symbols file of Debian 12's libreadline8 (GNU Readline 8.2), which dpkg-shlibdeps reads to work out the least
    version a program needs: a section a shared library (`libhistory.so.8 libreadline8 #MINVER#`, then `libreadline.so.8`),
    each exported symbol on its own line with the first upstream version that exported it (`rl_set_timeout@Base 8.2~beta`,
    most of them `6.0`, the oldest the file records). libreadline.so.8 exports the history symbols too. readline.h declares the
    functions, in groups under one-line comments (`/* Bindable commands for moving the cursor. */`)."""
    text = read_text(path)
    sections = re.split(r"^(\S+\.so\.\d+) \S+ #MINVER#\n", text, flags=re.M)
    libraries = {lib: dict(re.findall(r"^ (\S+)@Base (\S+)$", body, re.M)) for lib, body in zip(sections[1::2], sections[2::2])}
    history, readline = libraries.get("libhistory.so.8", {}), libraries.get("libreadline.so.8", {})
    if len(history) < 50 or len(readline) < 500 or len(text.splitlines()) != 2 + len(history) + len(readline):
        raise ValueError(f"{path}: not two sections of `symbol@Base version` lines")
    oldest = Counter(readline.values()).most_common(1)[0][0]
    later = {s: v for s, v in readline.items() if v != oldest}
    b = _builder("readline-symbols", path)
    asked = b.rng.choice(sorted(s for s in later if s.startswith("rl_") and s not in history))
    b.add("record_field", f"In the dpkg symbols file of libreadline8, from which version on does libreadline.so.8 export the symbol "
          f"{asked}?", readline[asked])  # fmt: skip
    versions = Counter(readline.values())
    counted = b.rng.choice(sorted(v for v, c in versions.items() if 5 <= c <= 40 and v != readline[asked]))
    b.add("count", f"How many symbols does the libreadline.so.8 section of libreadline8's dpkg symbols file give the version "
          f"{counted}?", versions[counted])  # fmt: skip
    in_history = Counter(history.values())
    listed = b.rng.choice(sorted(v for v, c in in_history.items() if 2 <= c <= 6 and v != oldest))
    b.add("record_field", f"Which symbols does the libhistory.so.8 section of libreadline8's dpkg symbols file give the version "
          f"{listed}? Name every one.", tuple(s for s, v in history.items() if v == listed))  # fmt: skip
    newest = _top(history, key=lambda s: _dpkg_version_key(history[s]))  # type: ignore[arg-type,return-value]
    if newest is not None:
        b.add("extreme", "Which symbol of libhistory.so.8 has the newest version in libreadline8's dpkg symbols file?", newest)
    pairs = sorted((x, y) for x in later for y in later if x < y and x.startswith("rl_") and y.startswith("rl_")
                   and readline[x] != readline[y] and asked not in (x, y))  # fmt: skip
    x, y = b.rng.choice(pairs)
    first = min((x, y), key=lambda s: _dpkg_version_key(readline[s]))
    b.add("extreme", f"According to libreadline8's dpkg symbols file, which of the two symbols {x} and {y} has libreadline.so.8 "
          "exported since the earlier version?", first)  # fmt: skip
    hops = sorted(s for s, v in history.items() if v != oldest and versions[v] >= 3 and v not in (counted, listed))
    hop = b.rng.choice(hops)
    b.add("two_hops", f"libreadline8's dpkg symbols file gives the libhistory.so.8 symbol {hop} a version. How many symbols of the "
          "libreadline.so.8 section have that same version?", versions[history[hop]])  # fmt: skip
    declared, comment = {}, None
    for line in read_text(header).splitlines():
        if m := re.fullmatch(r"/\* (.+?) \*/", line.strip()):
            comment = m.group(1)
        elif not line.strip():
            comment = None
        elif comment and (m := re.match(r"extern [\w\s]+?\**\s*(\w+)\s*\(", line)):
            declared.setdefault(comment, []).append(m.group(1))
    groups = {c: fs for c, fs in declared.items() if len(fs) >= 3 and all(f in readline for f in fs)
              and (top := _top(fs, key=lambda f: _dpkg_version_key(readline[f]))) is not None and readline[top] != oldest
              and header.read_text().count(c) == 1}  # fmt: skip
    if len(groups) < 3:
        raise ValueError(f"{header}: groups of declarations under comments not read")
    group = b.rng.choice(sorted(groups))
    b.add("cross_file", f"readline.h declares a group of functions under the comment \"{group}\". Which of them has "
          "libreadline.so.8 exported since the newest version, according to libreadline8's dpkg symbols file?",
          _top(groups[group], key=lambda f: _dpkg_version_key(readline[f])), context=(str(path), str(header)))  # fmt: skip
    missing = _absent(text, "rl_print_keybinding", "rl_trim_arg_from_keyseq", "rl_set_keymap_name")
    b.add("absent", f"In the dpkg symbols file of libreadline8, from which version on does libreadline.so.8 export the symbol "
          f"{missing}?", None)  # fmt: skip
    return b.questions


PYTHON_GRAMMAR = Path("/usr/src/python3.11/Grammar/python.gram")


def _peg_alternatives(body: str) -> list[str]:
    """A PEG rule's alternatives: its body without the C actions in braces and the `#` comments, the quoted strings' contents
    blanked out (`'_____'`), cut at each `|` outside parentheses and brackets (a leading `|` opens the first alternative)."""
    out, depth, braces, current, i = [], 0, 0, "", 0
    while i < len(body):
        c = body[i]
        if c in "'\"":  # a string of the grammar, or of C in an action (where a backslash escapes)
            end = i + 1
            while end < len(body) and body[end] != c:
                end += 2 if body[end] == "\\" else 1
            current += "" if braces else c + "_" * (end - i - 1) + c
            i = end + 1
            continue
        if c == "#" and not braces:
            newline = body.find("\n", i)
            i = len(body) if newline < 0 else newline
            continue
        if braces or c == "{":
            braces += {"{": 1, "}": -1}.get(c, 0)
        elif c == "|" and depth == 0:
            out.append(current)
            current = ""
        else:
            depth += {"(": 1, "[": 1, ")": -1, "]": -1}.get(c, 0)
            current += c
        i += 1
    out.append(current)
    if braces or depth:
        raise ValueError(f"unbalanced braces or brackets in {body[:60]!r}")
    return [" ".join(a.split()) for a in out if a.strip()]


def python_grammar(path: Path = PYTHON_GRAMMAR, tokens: Path = Path("/usr/lib/python3.11/token.py")) -> list[Question]:
    """Python 3.11's PEG grammar, Grammar/python.gram as libpython3.11-dev ships it in /usr/src: the grammar the parser is
    generated from, one rule after another (`rule_name[return type] (memo):`, its alternatives each on a line opened by `|`,
    each alternative followed by its C action in braces), the rules under section headings (a comment over a line of = signs,
    `# SIMPLE STATEMENTS`) and subsection headings (a comment over a line of dashes, `# Import statements`); single-quoted
    strings are keywords and operators, double-quoted ones soft keywords, upper-case names tokens. token.py numbers the
    tokens."""
    text = read_text(path)
    grammar = text.split("# ========================= START OF THE GRAMMAR =========================", 1)[-1]
    lines = grammar.splitlines()
    rules: list[tuple[str, str | None, bool, str, str | None, str | None]] = []  # name, type, memo, body, section, subsection
    section = subsection = None
    for k, line in enumerate(lines):
        under = lines[k + 1] if k + 1 < len(lines) else ""
        if re.fullmatch(r"# =+ [A-Z ]+ =+", line):  # (the end of the grammar, the start of the invalid rules)
            section = subsection = None
        elif line.startswith("# ") and re.fullmatch(r"# =+", under):
            section, subsection = line[2:].strip(), None
        elif line.startswith("# ") and re.fullmatch(r"# -+", under):
            subsection = line[2:].strip()
        elif m := re.match(r"([a-z_]\w*)(?:\[([^\]]+)\])?\s*(\(memo\))?\s*:(.*)$", line):
            body = [m.group(4)]
            for more in lines[k + 1:]:
                if more[:1] not in (" ", "\t") or not more.strip():
                    break
                body.append(more)
            rules.append((m.group(1), m.group(2), bool(m.group(3)), "\n".join(body), section, subsection))
    names = [r[0] for r in rules]
    if len(rules) < 200 or len(set(names)) != len(names) or len(re.findall(r"^[a-z_]\w*(?:\[[^\]]+\])?\s*(?:\(memo\))?\s*:", grammar,
                                                                          re.M)) != len(rules):  # fmt: skip
        raise ValueError(f"{path}: rules not one `name[type]:` line each")
    kind = {n: t for n, t, _, _, _, _ in rules}
    alternatives = {n: _peg_alternatives(body) for n, _, _, body, _, _ in rules}
    where = {n: (s, sub) for n, _, _, _, s, sub in rules}
    b = _builder("python.gram", path)
    typed = sorted(n for n, t in kind.items() if t and not n.startswith("invalid_") and "*" in t and "seq" not in t)
    asked = b.rng.choice(typed)
    b.add("record_field", f"In Python 3.11's PEG grammar (Grammar/python.gram), what return type does the rule {asked} declare?",
          kind[asked])  # fmt: skip
    spread = sorted(n for n, body in ((r[0], r[3]) for r in rules) if 5 <= len(alternatives[n]) <= 12 and n != asked
                    and not body.splitlines()[0].strip() and len(re.findall(r"^\s+\|", body, re.M)) == len(alternatives[n]))  # fmt: skip
    counted = b.rng.choice(spread)
    b.add("count", f"How many alternatives does the rule {counted} have in Python 3.11's python.gram?", len(alternatives[counted]))
    valid = [n for n in names if not n.startswith("invalid_")]
    subsections = Counter(where[n][1] for n in valid if where[n][1])
    if (top := _top(subsections, key=subsections.__getitem__)) is not None:
        b.add("extreme", "Python 3.11's python.gram groups its rules under subsection headings (a comment line over a line of "
              "dashes). Leaving out the invalid_ rules, under which subsection heading are the most rules defined?", top)  # fmt: skip
    bare = sorted(n for n in valid if len(alternatives[n]) >= 2 and re.fullmatch(r"[a-z_]\w*", last := alternatives[n][-1])
                  and last in valid and len(alternatives[last]) >= 3 and counted not in (n, last) and n != asked)  # fmt: skip
    hop = b.rng.choice(bare)
    b.add("two_hops", f"In Python 3.11's python.gram, the last alternative of the rule {hop} is a single other rule. How many "
          "alternatives does that rule have?", len(alternatives[alternatives[hop][-1]]))  # fmt: skip
    k = b.rng.choice([k for k in range(len(valid) - 1) if not {valid[k], valid[k + 1]} & {asked, counted, hop}
                      and not valid[k + 1].startswith(valid[k]) and names.index(valid[k + 1]) == names.index(valid[k]) + 1])  # fmt: skip
    b.add("ordering", f"Which rule does Python 3.11's python.gram define right after the rule {valid[k]}?", valid[k + 1])
    placed = sorted(n for n in valid if (sub := where[n][1]) and subsections[sub] >= 2
                    and n not in (asked, counted, hop, valid[k], valid[k + 1])
                    and not set(re.findall(r"[a-z]{4,}", n)) & set(re.findall(r"[a-z]{4,}", sub.lower())))  # fmt: skip
    titled = b.rng.choice(placed)
    b.add("section_title", f"Python 3.11's python.gram groups its rules under subsection headings (a comment line over a line of "
          f"dashes). Under which subsection heading is the rule {titled} defined?", where[titled][1])  # fmt: skip
    numbers = {n: int(v) for n, v in re.findall(r"^([A-Z_]+) = (\d+)$", read_text(tokens), re.M)}
    if len(numbers) < 50:
        raise ValueError(f"{tokens}: token numbers not read")
    upper = {n: sorted(set(re.findall(r"\b[A-Z][A-Z_]+\b", " ".join(alternatives[n])))) for n in valid}  # (the tokens it matches)
    lexical = sorted((n, found[0]) for n, found in upper.items() if len(found) == 1 and found[0] in numbers
                     and found[0] not in ("NAME", "NEWLINE") and n not in (asked, counted, hop, titled))  # fmt: skip
    crossed, token = b.rng.choice(lexical)
    b.add("cross_file", f"The rule {crossed} of Python 3.11's python.gram matches one token of the tokenizer (an upper-case name). "
          "What number does Python 3.11's token.py give that token?", numbers[token], context=(str(path), str(tokens)))  # fmt: skip
    missing = _absent(text, "type_alias", "type_params", "fstring_middle")
    b.add("absent", f"In Python 3.11's PEG grammar (Grammar/python.gram), what return type does the rule {missing} declare?", None)
    return b.questions


CORE_FONTS = Path(sysconfig.get_paths()["purelib"]) / "matplotlib" / "mpl-data" / "fonts" / "pdfcorefonts"


def _afm(text: str) -> tuple[list[tuple[int, int, str]], list[tuple[str, str, int]]]:
    """An Adobe Font Metrics file's glyphs in order as (character code, advance width, name), -1 the code of a glyph the
    encoding leaves out (`C 65 ; WX 722 ; N A ; B 15 0 706 674 ;`), and its kerning pairs as (first, second, adjustment)
    (`KPX A V -135`)."""
    metrics = text.split("StartCharMetrics", 1)[-1].split("EndCharMetrics", 1)[0]
    glyphs = [(int(c), int(w), n) for c, w, n in re.findall(r"^C (-?\d+) ; WX (\d+) ; N (\S+) ;", metrics, re.M)]
    kerns = [(x, y, int(v)) for x, y, v in re.findall(r"^KPX (\S+) (\S+) (-?\d+)$", text, re.M)]
    declared = re.search(r"^StartCharMetrics (\d+)", text, re.M), re.search(r"^StartKernPairs (\d+)", text, re.M)
    if not all(declared) or len(glyphs) != int(declared[0].group(1)) or len(kerns) != int(declared[1].group(1)):
        raise ValueError("the glyphs or kerning pairs do not add up to the counts the file declares")
    return glyphs, kerns


def times_afm(path: Path = CORE_FONTS / "Times-Roman.afm", bold: Path = CORE_FONTS / "Times-Bold.afm") -> list[Question]:
    """Adobe's font metrics (AFM 4.1) for Times-Roman, one of the 14 PDF core fonts, as Matplotlib ships them in
    mpl-data/fonts/pdfcorefonts: a header of global metrics (`CapHeight 662`), then one line a glyph with its code in Adobe's
    standard encoding (-1 for glyphs it leaves out), its advance width in thousandths of the em and its name (`C 65 ; WX 722 ;
    N A ; B 15 0 706 674 ;`), then the kerning pairs (`KPX A V -135`: A followed by V is set 135 units closer). Times-Bold.afm
    gives the same for the bold face."""
    text = read_text(path)
    try:
        glyphs, kerns = _afm(text)
        bold_glyphs, _ = _afm(read_text(bold))
    except ValueError as exc:
        raise ValueError(f"{path}: {exc}") from exc
    width = {n: w for _, w, n in glyphs}
    code = {c: n for c, _, n in glyphs if c >= 0}
    if len(width) != len(glyphs) or len(width) < 200 or len(kerns) < 1000:
        raise ValueError(f"{path}: glyphs not named once each")
    firsts = Counter(x for x, _, _ in kerns)
    b = _builder("times-roman.afm", path)
    widths = Counter(width.values())
    asked = b.rng.choice(sorted(n for n, w in width.items() if widths[w] <= 3 and len(n) > 1 and n.isalpha()))
    b.add("record_field", f"In the AFM font metrics for Times-Roman (Times-Roman.afm), what advance width (WX) does the glyph "
          f"{asked} have?", width[asked])  # fmt: skip
    counted = b.rng.choice(sorted(x for x, c in firsts.items() if 10 <= c <= 60 and x != asked))
    b.add("count", f"How many kerning pairs in Times-Roman.afm have the glyph {counted} as their first glyph?", firsts[counted])
    if (top := _top(width, key=lambda n: -width[n])) is not None:
        b.add("extreme", "Which glyph of Times-Roman.afm has the smallest advance width (WX)?", top)
    shared = b.rng.choice(sorted(w for w, c in widths.items() if 2 <= c <= 5 and w != width[asked]))
    b.add("record_field", f"Which glyphs does Times-Roman.afm give an advance width of exactly {shared}? Name every one.",
          tuple(n for _, w, n in glyphs if w == shared))  # fmt: skip
    hops = sorted(c for c, n in code.items() if 128 <= c <= 255 and 3 <= firsts[n] and n not in (counted, top))
    hop = b.rng.choice(hops)
    b.add("two_hops", f"Times-Roman.afm encodes one glyph at character code {hop}. How many kerning pairs have that glyph as their "
          "first glyph?", firsts[code[hop]])  # fmt: skip
    heavier = {n: w - width[n] for _, w, n in bold_glyphs if n in width and w != width[n]}
    crossed = b.rng.choice(sorted(n for n, d in heavier.items() if d > 0 and len(n) > 1 and n not in (asked, counted, code[hop])))
    b.add("cross_file", f"By how many units is the glyph {crossed} wider in Times-Bold.afm than in Times-Roman.afm (their advance "
          "widths, WX)?", heavier[crossed], context=(str(path), str(bold)))  # fmt: skip
    missing = _absent(text, "Tbar", "Hbar", "dong")
    b.add("absent", f"In the AFM font metrics for Times-Roman (Times-Roman.afm), what advance width does the glyph {missing} have?",
          None)  # fmt: skip
    return b.questions


GCLOUD_SDK = Path("/usr/lib/google-cloud-sdk/lib/googlecloudsdk")


def _yaml_blocks(text: str) -> dict:
    """A YAML file of block mappings and block lists of plain scalars, as the Google Cloud CLI writes its configuration: `key:
    value` and `key:` over a more indented block, `- item` lists, `{}` an empty mapping; comment lines are skipped and a block
    scalar (`key: |-`) is kept as its lines joined. Anything else (flow collections, anchors, double quotes) is refused; a
    single-quoted scalar on one line is read."""
    lines = [(len(line) - len(line.lstrip(" ")), line.strip()) for line in text.splitlines()]

    def block(k: int, indent: int) -> tuple[object, int]:
        if lines[k][1].startswith("- "):
            items = []
            while k < len(lines) and lines[k][0] == indent and lines[k][1].startswith("- "):
                items.append(scalar(lines[k][1][2:]))
                k = skip(k + 1)
            return items, k
        mapping: dict[str, object] = {}
        while k < len(lines) and lines[k][0] == indent:
            key, sep, rest = lines[k][1].partition(":")
            if not sep or key in mapping or (rest and not rest.startswith(" ")):
                raise ValueError(f"line {k + 1}: not a `key: value` line of a block mapping")
            rest = rest.strip()
            k = skip(k + 1)
            if rest in ("|", "|-", ">", ">-"):
                start = k
                while k < len(lines) and (lines[k][0] > indent or not lines[k][1]):
                    k += 1
                mapping[key] = "\n".join(t for _, t in lines[start:k])
                k = skip(k)
            elif rest:
                mapping[key] = {} if rest == "{}" else scalar(rest)
            elif k < len(lines) and (lines[k][0] > indent or (lines[k][0] == indent and lines[k][1].startswith("- "))):
                mapping[key], k = block(k, lines[k][0])
            else:
                mapping[key] = None
        return mapping, k

    def skip(k: int) -> int:  # past blank lines and comment lines
        while k < len(lines) and (not lines[k][1] or lines[k][1].startswith("#")):
            k += 1
        return k

    def scalar(value: str) -> object:
        if re.fullmatch(r"'(?:[^']|'')*'", value):
            return value[1:-1].replace("''", "'")
        if value[:1] in "[{&*!|>'\"" or " #" in value:
            raise ValueError(f"{value!r}: not a plain scalar")
        return {"true": True, "false": False}.get(value, value)

    k = skip(0)
    tree, k = block(k, lines[k][0]) if k < len(lines) else ({}, k)
    if k != len(lines):
        raise ValueError(f"line {k + 1}: indented unlike its block")
    return tree  # type: ignore[return-value]


def gcloud_apis(path: Path = GCLOUD_SDK / "generated_clients" / "regen_apis_config.yaml",
                resource_map: Path = GCLOUD_SDK / "command_lib" / "util" / "resource_map" / "resource_map.yaml") -> list[Question]:
    """The Google Cloud CLI's regen_apis_config.yaml (gcloud 528, as the google-cloud-cli package installs it), the YAML file its
    regen_apis.py reads to generate the API clients: under `apis:` each API by name, under it each version with its discovery
    document and, for some, `default: true`, the resource collections it adds by hand (`resources:` / `projects.locations:` /
    `path: projects/{projectsId}/locations/{locationsId}`) and the request methods not to elide (`unelidable_request_methods:`);
    under `canonical_surfaces:` the gcloud command group of each API (`command: access-approval`). resource_map.yaml lists for
    each API's collections the versions that support them (`supported_apis:` / `- v1`)."""
    text = read_text(path)
    tree = _yaml_blocks(text)
    apis, surfaces = tree.get("apis"), tree.get("canonical_surfaces")
    if not isinstance(apis, dict) or not isinstance(surfaces, dict) or len(apis) < 150 or len(surfaces) < 150:
        raise ValueError(f"{path}: no apis: and canonical_surfaces: mappings")
    versions = {a: list(vs) for a, vs in apis.items()}
    default = {a: ds[0] for a, vs in apis.items() if len(ds := [v for v, x in vs.items() if x.get("default") is True]) == 1}
    b = _builder("regen_apis_config.yaml", path)
    asked = b.rng.choice(sorted(a for a, d in default.items() if len(versions[a]) >= 3 and d != "v1"))
    b.add("record_field", f"Which version of the API {asked} does the Google Cloud CLI's regen_apis_config.yaml mark as the default?",
          default[asked])  # fmt: skip
    counted = b.rng.choice(sorted(a for a, vs in versions.items() if 4 <= len(vs) <= 8 and a != asked))
    b.add("count", f"How many versions of the API {counted} does the Google Cloud CLI's regen_apis_config.yaml configure?",
          len(versions[counted]))  # fmt: skip
    if (top := _top(versions, key=lambda a: len(versions[a]))) is not None:
        b.add("extreme", "Which API does the Google Cloud CLI's regen_apis_config.yaml configure the most versions of?", top)
    listed = b.rng.choice(sorted(a for a, vs in versions.items() if 3 <= len(vs) <= 6 and a not in (asked, counted, top)))
    b.add("record_field", f"Which versions of the API {listed} does regen_apis_config.yaml configure? Name every one.",
          tuple(versions[listed]))  # fmt: skip
    added = {(a, v): len(x.get("resources") or {}) for a, vs in apis.items() for v, x in vs.items()}
    hops = sorted(a for a, d in default.items() if added[a, d] >= 2 and a not in (asked, counted, listed)
                  and any(added[a, v] != added[a, d] for v in versions[a]))  # (another version adds another number)
    hop = b.rng.choice(hops)
    b.add("two_hops", f"In the Google Cloud CLI's regen_apis_config.yaml, how many resource collections does the default version of "
          f"the API {hop} list under its resources?", added[hop, default[hop]])  # fmt: skip
    names = list(apis)
    successor = dict(pairwise(sorted(names)))
    k = b.rng.choice([k for k in range(len(names) - 1) if successor.get(names[k]) != names[k + 1]
                      and not {names[k], names[k + 1]} & {asked, counted, listed, top, hop}])  # fmt: skip
    b.add("ordering", f"Which API does the apis section of the Google Cloud CLI's regen_apis_config.yaml configure right after "
          f"{names[k]}?", names[k + 1])  # fmt: skip
    collections = _yaml_blocks(read_text(resource_map))
    supported = {(a, v): sum(v in (c or {}).get("supported_apis", []) for c in cs.values())
                 for a, cs in collections.items() if isinstance(cs, dict) for v in versions.get(a, [])}  # fmt: skip
    crossing = sorted(a for a, d in default.items() if 3 <= supported.get((a, d), 0) <= 15 and len(versions[a]) >= 2
                      and supported[a, d] != len(collections[a]) and a not in (asked, counted, listed, hop))  # fmt: skip
    crossed = b.rng.choice(crossing)
    b.add("cross_file", f"regen_apis_config.yaml marks one version of the API {crossed} as the default. For how many of {crossed}'s "
          "resource collections does the Google Cloud CLI's resource_map.yaml list that version among the supported APIs?",
          supported[crossed, default[crossed]], context=(str(path), str(resource_map)))  # fmt: skip
    missing = _absent(text, "youtubeanalytics", "translate", "vision")
    b.add("absent", f"Which version of the API {missing} does the Google Cloud CLI's regen_apis_config.yaml mark as the default?",
          None)  # fmt: skip
    return b.questions


CMAKE_ROOT = Path("/usr/share/cmake-3.25")


def find_boost(path: Path = CMAKE_ROOT / "Modules" / "FindBoost.cmake",
               policies: Path = CMAKE_ROOT / "Help" / "policy") -> list[Question]:
    """CMake 3.25's FindBoost.cmake, the module behind `find_package(Boost)`: its documentation in reStructuredText inside a
    bracket comment (sections under ^^^ underlines, `Result Variables`, `Hints` ..., each variable an entry, ``Boost_FOUND``
    over its indented description), then the CMake code. _Boost_COMPONENT_DEPENDENCIES gives each component's dependencies by
    Boost release, one branch a range of versions up to the next branch's (`elseif(Boost_VERSION_STRING VERSION_LESS 1.77.0)`
    / `set(_Boost_THREAD_DEPENDENCIES chrono date_time atomic)`, the last `else()` for 1.78.0 and later);
    _Boost_COMPONENT_HEADERS names the header that shows each component is there (`set(_Boost_REGEX_HEADERS
    "boost/regex.hpp")`). The module sets and reads CMake policies (`cmake_policy(SET CMP0057 NEW)`), each documented in
    Help/policy/CMPnnnn.rst with the version that introduced it."""
    text = read_text(path)
    docs = re.search(r"^#\[(=*)\[\.rst:\n(.*?)^#?\]\1\]", text, re.S | re.M)
    body = text.split("function(_Boost_COMPONENT_DEPENDENCIES component _ret)", 1)[-1].split("endfunction()", 1)[0]
    headers_body = text.split("function(_Boost_COMPONENT_HEADERS component _hdrs)", 1)[-1].split("endfunction()", 1)[0]
    if docs is None or body == text or headers_body == text:
        raise ValueError(f"{path}: no documentation, _Boost_COMPONENT_DEPENDENCIES or _Boost_COMPONENT_HEADERS")
    bounds = re.findall(r"^\s*(?:else)?if\(Boost_VERSION_STRING VERSION_LESS ([\d.]+)\)\s*$", body, re.M)
    blocks = re.split(r"^\s*(?:(?:else)?if\(Boost_VERSION_STRING VERSION_LESS [\d.]+\)|else\(\))\s*$", body, flags=re.M)[1:]
    deps = [{c.lower(): d.split() for c, d in re.findall(r"set\(_Boost_([A-Z0-9_]+)_DEPENDENCIES ([^)]*)\)", block)} for block in blocks]
    starts = ["0", *bounds]  # (branch i: from starts[i] up to, not including, bounds[i]; the last from the last bound on)
    if len(bounds) < 20 or len(deps) != len(bounds) + 1 or any(not d for d in deps[1:]):
        raise ValueError(f"{path}: the version branches of _Boost_COMPONENT_DEPENDENCIES not read")
    headers = {c.lower(): h for c, h in re.findall(r"^  set\(_Boost_([A-Z0-9_]+)_HEADERS\s+\"([^\"]+)\"\)$", headers_body, re.M)}
    if len(headers) < 40:
        raise ValueError(f"{path}: _Boost_COMPONENT_HEADERS not read")

    def version(v: str) -> tuple[int, ...]:
        return tuple(int(x) for x in v.split("."))

    b = _builder("FindBoost.cmake", path)
    asked = b.rng.choice(sorted(c for c, h in headers.items() if h != f"boost/{c}.hpp" and c.replace("_", "") not in h.replace("_", "")
                                and list(headers.values()).count(h) == 1))  # fmt: skip
    b.add("record_field", f"Which header does CMake's FindBoost.cmake check for (in _Boost_COMPONENT_HEADERS) for the Boost component "
          f"{asked}?", headers[asked])  # fmt: skip
    shared = Counter(headers.values())
    counted = b.rng.choice(sorted(h for h, c in shared.items() if c >= 3))
    b.add("count", f"How many Boost components does CMake's FindBoost.cmake check for with the header {counted} (in "
          "_Boost_COMPONENT_HEADERS)?", shared[counted])  # fmt: skip
    first: dict[str, int] = {}
    for i, d in enumerate(deps):
        for c in d:
            first.setdefault(c, i)
    if (top := _top(first, key=first.__getitem__)) is not None:
        b.add("extreme", "CMake's FindBoost.cmake sets each Boost component's dependencies in _Boost_COMPONENT_DEPENDENCIES branch by "
              "branch of Boost versions. Which component's dependencies begin at the latest Boost version, that is, first appear "
              "in a later branch than any other component's?", top)  # fmt: skip
    known = re.findall(r'"(\d+\.\d+\.\d+)"', text.split("set(_Boost_KNOWN_VERSIONS", 1)[-1].split(")", 1)[0])
    hops = []
    for v in known:
        i = sum(version(v) >= version(x) for x in bounds)  # (the branch: one past the bounds it is not below)
        if v not in bounds and 0 < i < len(deps) - 1:
            hops += [(v, c) for c, ds in deps[i].items() if len(ds) >= 2 and ds != deps[-1].get(c) and "$" not in " ".join(ds)]
    hop_version, hop = b.rng.choice(sorted(hops))
    branch = sum(version(hop_version) >= version(x) for x in bounds)
    b.add("two_hops", f"According to CMake's FindBoost.cmake, which components does the Boost component {hop} depend on in Boost "
          f"{hop_version}? Name every one.", tuple(deps[branch][hop]))  # fmt: skip
    lines = docs.group(2).splitlines()
    section, documented = None, {}
    for k, line in enumerate(lines):
        after = lines[k + 1] if k + 1 < len(lines) else ""
        if line.strip() and re.fullmatch(r"\^+", after) and len(after) == len(line):
            section = line
        elif (m := re.fullmatch(r"``(\w+)``", line)) and after.startswith("  ") and section:
            documented.setdefault(m.group(1), []).append(section)
    placed = sorted(v for v, ss in documented.items() if len(ss) == 1 and len(re.findall(rf"``{v}``", docs.group(2))) == 1
                    and not set(re.findall(r"[a-z]{4,}", v.lower())) & set(re.findall(r"[a-z]{4,}", ss[0].lower())))  # fmt: skip
    if len(documented) < 30 or len(placed) < 5:
        raise ValueError(f"{path}: the documentation's variables not read")
    titled = b.rng.choice(placed)
    b.add("section_title", f"Under which section heading of its documentation does CMake's FindBoost.cmake describe the variable "
          f"{titled}?", documented[titled][0])  # fmt: skip
    introduced = {}
    for policy in sorted(set(re.findall(r"cmake_policy\(SET (CMP\d{4}) NEW\)", text))):
        m = re.search(r"introduced in CMake version (\d+\.\d+)", read_text(policies / f"{policy}.rst"))
        if m is None:
            raise ValueError(f"{policies / policy}.rst: no version that introduced it")
        introduced[policy] = version(m.group(1))
    if (newest := _top(introduced, key=introduced.__getitem__)) is not None:
        b.add("cross_file", "CMake's FindBoost.cmake sets some CMake policies to NEW (cmake_policy(SET ... NEW)). Of those policies, "
              "which was introduced in the most recent CMake version, according to CMake's help pages for the policies?", newest,
              context=(str(path), *(str(policies / f"{p}.rst") for p in introduced)))  # fmt: skip
    missing = _absent(text, "charconv", "cobalt", "redis")
    b.add("absent", f"Which header does CMake's FindBoost.cmake check for (in _Boost_COMPONENT_HEADERS) for the Boost component "
          f"{missing}?", None)  # fmt: skip
    return b.questions


# Round 28, written before any run on it: systemd's index of directives systemd.directives(7) as troff source (with
# systemd.exec(5)), Perl's Module::CoreList (with Module::CoreList::Utils), X11's error database XErrorDB (with Xproto.h),
# the CA bundle that pip vendors from certifi (cacert.pem), CMake 3.25's JSON schema of CMakePresets.json and Matplotlib's
# matplotlibrc (with its classic style).

SYSTEMD_DIRECTIVES = Path("/usr/share/man/man7/systemd.directives.7.gz")


def _directives(text: str) -> list[tuple[str, list[tuple[str, tuple[str, ...]]]]]:
    """systemd.directives(7)'s sections in order as (heading, entries), each entry (its name, the manual pages it refers to):
    an entry a `.PP` over its name line, the pages indented between `.RS 4` and `.RE`, one a line (`\\fBsystemd.socket\\fR(5),`)."""
    parts = re.split(r'^\.SH "(.*)"\n', text, flags=re.M)
    sections = []
    for title, body in zip(parts[1::2], parts[2::2], strict=True):
        entries = re.findall(r"^\.PP\n([^\n]+)\n\.RS 4\n((?:[^\n]+\n)*?)\.RE$", body, re.M)
        sections.append((_roff_plain(title), [(_roff_plain(n), tuple(_roff_plain(p).rstrip(",") for p in pages.split("\n") if p))
                                               for n, pages in entries]))  # fmt: skip
    return [(t, es) for t, es in sections if es]


def _man_terms(text: str) -> dict[str, str]:
    """The heading (`.SH`) under which a man page's troff source first describes each term of a `.PP` list (a `.PP` over a line of
    terms in italics, `\\fIUser=\\fR, \\fIGroup=\\fR`, over `.RS 4`), by term."""
    found: dict[str, str] = {}
    heading = ""
    lines = text.splitlines()
    for k, line in enumerate(lines):
        if m := re.match(r'\.SH "(.*)"$', line):
            heading = _roff_plain(m.group(1))
        elif line == ".PP" and k + 2 < len(lines) and lines[k + 2] == ".RS 4" and heading:
            for term in re.findall(r"\\fI(.+?)\\fR", lines[k + 1]):
                found.setdefault(_roff_plain(term), heading)
    return found


def systemd_directives(path: Path = SYSTEMD_DIRECTIVES, exec_5: Path = Path("/usr/share/man/man5/systemd.exec.5.gz")) -> list[Question]:
    """systemd 252's systemd.directives(7), as troff source: an index of every directive, option, variable, file and D-Bus name
    the systemd manual pages document, in sections (`.SH "UNIT DIRECTIVES"`, `ENVIRONMENT VARIABLES`, `SPECIFIERS`, ...), each
    entry a name (`\\fIAccept=\\fR`) over the pages that document it, indented (`\\fBsystemd.socket\\fR(5)`). systemd.exec(5)
    describes the unit directives of a service's execution environment, each under a heading (`.SH "SANDBOXING"`)."""
    text = read_text(path)
    sections = _directives(text)
    entries = [(t, n, ps) for t, es in sections for n, ps in es]
    named = Counter(n for _, n, _ in entries)
    if len(sections) < 15 or len(entries) < 3000:
        raise ValueError(f"{path}: sections of `.PP` entries not read")
    section = dict(sections)
    b = _builder("systemd.directives", path)
    plain = [(t, n, ps) for t, n, ps in entries if named[n] == 1 and re.fullmatch(r"[A-Za-z][\w.-]*=?", n)]
    asked, pages = b.rng.choice(sorted((n, ps) for t, n, ps in plain if t == "UNIT DIRECTIVES" and 2 <= len(ps) <= 4))
    b.add("record_field", f"Which manual pages does systemd.directives(7) list for the unit directive {asked}? Name every one.", pages)
    units = Counter(p for _, ps in section["UNIT DIRECTIVES"] for p in ps)
    counted = b.rng.choice(sorted(p for p, c in units.items() if 5 <= c <= 40 and p not in pages))
    b.add("count", f"How many entries of the UNIT DIRECTIVES section of systemd.directives(7) refer to the manual page {counted}?",
          units[counted])  # fmt: skip
    ranked = {t: top for t, es in sections if len(es) >= 20 and (top := _top(es, key=lambda e: len(e[1]))) is not None
              and re.fullmatch(r"\$?[A-Za-z][\w.=-]{3,}", top[0])}  # fmt: skip
    ranked_section = b.rng.choice(sorted(ranked))
    b.add("extreme", f"In the {ranked_section} section of systemd.directives(7), which entry is listed with the most manual pages?",
          ranked[ranked_section][0])
    variables = section["ENVIRONMENT VARIABLES"]
    referring = Counter(p for _, ps in variables for p in ps)
    hops = sorted(n for n, ps in variables if len(ps) == 1 and named[n] == 1 and n.startswith("$") and 3 <= referring[ps[0]] <= 30
                  and ps[0] != counted)  # fmt: skip
    hop = b.rng.choice(hops)
    b.add("two_hops", f"systemd.directives(7) lists the environment variable {hop} under a single manual page. How many entries "
          "of its ENVIRONMENT VARIABLES section refer to that page?", referring[dict(variables)[hop][0]])  # fmt: skip
    terms = _man_terms(read_text(exec_5))
    if len(terms) < 100:
        raise ValueError(f"{exec_5}: the directives it describes not read")
    directives = [n for n, _ in section["UNIT DIRECTIVES"]]
    order = [k for k in range(len(directives) - 1) if named[directives[k]] == named[directives[k + 1]] == 1
             and not {directives[k], directives[k + 1]} & {asked, hop}]  # fmt: skip
    crossing = [k for k in order if section["UNIT DIRECTIVES"][k + 1][1] == ("systemd.exec(5)",) and directives[k + 1] in terms
                and not any(w[:5] in directives[k + 1].lower() for w in re.findall(r"[a-z]{4,}", terms[directives[k + 1]].lower()))
                ]  # fmt: skip
    crossed = b.rng.choice(crossing)
    k = b.rng.choice([k for k in order if abs(k - crossed) > 2])
    b.add("ordering", f"In the UNIT DIRECTIVES section of systemd.directives(7), which directive is listed right after "
          f"{directives[k]}?", directives[k + 1])  # fmt: skip
    alike = ("PROGRAM CONFIGURATION OPTIONS", "SYSTEMD.NSPAWN(5) DIRECTIVES", "NETWORK DIRECTIVES", "UDEV DIRECTIVES",
             "HOME AREA/USER ACCOUNT DIRECTIVES", "PAM CONFIGURATION DIRECTIVES")  # (names alike: `Name=` or a word)
    placed = sorted(n for t, n, ps in plain if t in alike
                    and not set(re.findall(r"[a-z]{4,}", n.lower())) & set(re.findall(r"[a-z]{4,}", t.lower()))
                    and not set(re.findall(r"[a-z]{4,}", t.lower())) & set(re.findall(r"[a-z]{4,}", " ".join(ps))))  # fmt: skip
    titled = b.rng.choice(placed)
    b.add("section_title", f"Under which section heading does systemd.directives(7) list the entry {titled}?",
          next(t for t, n, _ in entries if n == titled))  # fmt: skip
    b.add("cross_file", f"systemd.directives(7) lists, in its UNIT DIRECTIVES section, a directive right after {directives[crossed]}, "
          "documented in systemd.exec(5) alone. Under which section heading of systemd.exec(5) is that directive described?",
          terms[directives[crossed + 1]], context=(str(path), str(exec_5)))  # fmt: skip
    missing = _absent(text, "MemoryZSwapMax=", "ImportCredential=", "OpenFile=")
    b.add("absent", f"Which manual pages does systemd.directives(7) list for the unit directive {missing}?", None)
    return b.questions


PERL_CORELIST = PERL_LIB / "Module" / "CoreList.pm"


def _perl_hash(text: str, name: str) -> str:
    """The body of a Perl hash assigned as a literal list, `%name = (` to the `);` that closes it at its own indentation."""
    m = re.search(rf"^(\s*)(?:my |our )?%{name} = \(\n(.*?)^\1\s{{0,2}}\);", text, re.S | re.M)
    if m is None:
        raise ValueError(f"no literal %{name}")
    return m.group(2)


def _corelist_delta(body: str) -> dict[str, tuple[str | None, dict[str, str | None], list[str]]]:
    """Module::CoreList's %delta (or Module::CoreList::Utils'), by perl version as the file writes the key: (the version it is a
    delta from, the modules it changes with their versions (`'Carp' => '1.52',`, undef for none), the modules it removes)."""
    out = {}
    for version, block in re.findall(r"^    ([\d.]+) => \{\n(.*?)^    \},", body, re.S | re.M):
        base = re.search(r"delta_from => ([\d.]+),", block)
        changed = re.search(r"changed => \{\n(.*?)^        \},", block, re.S | re.M)
        removed = re.search(r"removed => \{\n(.*?)^        \}", block, re.S | re.M)
        out[version] = (base.group(1) if base else None,
                        {m: v for m, v in re.findall(r"^\s*'([^']+)'\s*=> (?:'([^']*)'|undef),$", changed.group(1), re.M)}
                        if changed else {},
                        re.findall(r"^\s*'([^']+)'\s*=> '?1'?,$", removed.group(1), re.M) if removed else [])  # fmt: skip
    return out


def module_corelist(path: Path = PERL_CORELIST, utils: Path = PERL_CORELIST.with_name("CoreList") / "Utils.pm") -> list[Question]:
    """Perl 5.36's Module::CoreList (CoreList.pm, version 5.20220520), which knows the modules each release of perl shipped:
    %released gives each release's date by its version, in the order of the dates (`5.008008 => '2006-01-31',`), %delta each
    release's modules as changes from an earlier release (`5.036000 => {` / `delta_from => 5.035011,` / `changed => {` /
    `'B::Deparse' => '1.64',` ... `removed => {` ... `}`), %upstream and %bug_tracker where each dual-life module is
    maintained and its bugs go. Module::CoreList::Utils (Utils.pm) keeps a %delta of the utility programs alike."""
    text = read_text(path)
    released = re.findall(r"^\s*([\d.]+)\s*=> '(\d{4}-\d\d-\d\d)',$", _perl_hash(text, "released"), re.M)
    delta = _corelist_delta(_perl_hash(text, "delta"))
    date = dict(released)
    if len(released) < 200 or len(date) != len(released) or len(delta) < 200:
        raise ValueError(f"{path}: %released or %delta not read")
    b = _builder("Module-CoreList", path)
    names = [v for v, _ in released]
    asked = b.rng.choice(sorted(v for v in names if len(v) == 8 and v.endswith(("1", "2", "3", "4", "5", "6", "7", "8", "9"))))
    b.add("record_field", f"According to Perl's Module::CoreList (CoreList.pm), on what date was perl {asked} released?", date[asked])
    years = Counter(d[:4] for d in date.values())
    year = b.rng.choice(sorted(y for y, c in years.items() if 3 <= c <= 12))
    b.add("count", f"How many perl releases does the %released table of Module::CoreList (CoreList.pm) date in the year {year}?",
          years[year])  # fmt: skip
    measures = {"removes": lambda v: len(delta[v][2]), "changes": lambda v: len(delta[v][1])}
    measure = b.rng.choice(sorted(measures))
    if (top := _top(delta, key=measures[measure])) is not None:
        b.add("extreme", f"In Module::CoreList's %delta (CoreList.pm), which perl release's entry {measure} the most modules? Give "
              "the release as the entry's key writes it.", top)  # fmt: skip
    removals = Counter(m for _, _, gone in delta.values() for m in gone)
    hops = sorted((m, v) for v, (_, _, gone) in delta.items() for m in gone if removals[m] == 1 and v in date and v != top
                  and date[v][:4] != year)  # fmt: skip
    hop, hop_version = b.rng.choice(hops)
    b.add("two_hops", f"Module::CoreList's %delta (CoreList.pm) removes the module {hop} in one perl release. On what date was that "
          "release made, according to the same file's %released?", date[hop_version])  # fmt: skip
    ahead = {v: float(v) for v in names}
    k = b.rng.choice([k for k in range(len(names) - 1) if ahead[names[k + 1]] < ahead[names[k]] and asked not in names[k:k + 2]])
    b.add("ordering", f"Module::CoreList's %released lists perl releases in the order of their dates. Which release does it list "
          f"right after {names[k]}?", names[k + 1])  # fmt: skip
    latest = names[-1]
    versioned = sorted(m for m, v in delta[latest][1].items() if v and re.fullmatch(r"\d+\.\d+", v) and "::" in m and removals[m] == 0)
    module = b.rng.choice(versioned)
    b.add("record_field", f"In Module::CoreList's %delta (CoreList.pm), which version of the module {module} does the entry for perl "
          f"{latest} give?", delta[latest][1][module])  # fmt: skip
    tools = _corelist_delta(_perl_hash(read_text(utils), "delta"))
    dropped = Counter(u for _, _, gone in tools.values() for u in gone)
    crossing = sorted((u, v) for v, (_, _, gone) in tools.items() for u in gone if dropped[u] == 1 and v in date
                      and v not in (hop_version, asked))  # fmt: skip
    if len(tools) < 200 or len(crossing) < 3:
        raise ValueError(f"{utils}: %delta of the utilities not read")
    tool, tool_version = b.rng.choice(crossing)
    b.add("cross_file", f"Module::CoreList::Utils (Utils.pm) removes the utility {tool} in one perl release of its %delta. On what "
          "date was that release made, according to Module::CoreList's %released (CoreList.pm)?", date[tool_version],
          context=(str(path), str(utils)))  # fmt: skip
    missing = _absent(text, "5.038000", "5.036001", "5.037001")
    b.add("absent", f"According to Perl's Module::CoreList (CoreList.pm), on what date was perl {missing} released?", None)
    return b.questions


XERRORDB = Path("/usr/share/X11/XErrorDB")


def _xerrordb(text: str) -> list[tuple[str, str, str, int, str, str]]:
    """XErrorDB's entries in order as (kind, extension or "" for the core protocol, the name as written, number, text, the comment
    line above it): `XRequest.1:X_CreateWindow`, `XRequest.SHAPE.0: X_ShapeQueryVersion` (some `Xrequest.`), `XProtoError.3:
    BadWindow (invalid Window parameter)`, `XlibMessage.MIT-SHM.0: Segment id in failed request:  0x%lx`; `!` starts a comment."""
    out, comment = [], ""
    for line in text.splitlines():
        if line.startswith("!"):
            comment = line[1:].strip() or comment
        elif m := re.fullmatch(r"(XRequest|Xrequest|XProtoError|XlibMessage)\.(?:([A-Za-z][\w-]*)\.)?(\d+):\s*(.*)", line):
            kind = "XRequest" if m.group(1) == "Xrequest" else m.group(1)
            out.append((kind, m.group(2) or "", m.group(1), int(m.group(3)), m.group(4).strip(), comment))
    return out


def xerrordb(path: Path = XERRORDB, proto: Path = Path("/usr/include/X11/Xproto.h")) -> list[Question]:
    """libX11's XErrorDB, the resource file XGetErrorDatabaseText reads to name what failed: `XlibMessage.` lines for the parts of
    an error report, the core protocol's requests by major opcode (`XRequest.1:X_CreateWindow`) and errors by code
    (`XProtoError.3: BadWindow (invalid Window parameter)`), then extension by extension under a comment (`! SHAPE extension, an
    X Consortium standard`) their requests by minor opcode (`XRequest.SHAPE.0: X_ShapeQueryVersion`, some written `Xrequest.`)
    and errors (`XProtoError.MIT-SHM.0: BadShmSeg (...)`). Xproto.h defines the core requests' wire structures and their sizes
    (`#define sz_xCreateWindowReq 32`)."""
    text = read_text(path)
    entries = _xerrordb(text)
    core = {n: t for k, e, _, n, t, _ in entries if k == "XRequest" and not e}
    requests: dict[str, list[tuple[int, str, str, str]]] = {}
    for k, e, spelt, n, t, c in entries:
        if k == "XRequest" and e:
            requests.setdefault(e, []).append((n, t, spelt, c))
    errors = [(e, n, t.split()[0]) for k, e, _, n, t, _ in entries if k == "XProtoError" and e and t]
    if len(core) < 100 or len(requests) < 20 or len(errors) < 50:
        raise ValueError(f"{path}: requests and errors not read")
    b = _builder("XErrorDB", path)
    sizes = {m: int(s) for m, s in re.findall(r"^#define sz_x(\w+)Req\s+(\d+)", read_text(proto), re.M)}
    crossing = sorted(n for n, t in core.items() if t.removeprefix("X_") in sizes and sizes[t.removeprefix("X_")] >= 12)
    crossed = b.rng.choice(crossing)
    asked = b.rng.choice(sorted(n for n in core if abs(n - crossed) > 3 and core[n].startswith("X_")))
    b.add("record_field", f"In X11's XErrorDB, which core protocol request has the major opcode {asked}?", core[asked])
    counts = {e: len(rs) for e, rs in requests.items()}
    counted = b.rng.choice(sorted(e for e, rs in requests.items() if 5 <= len(rs) <= 45 and all(s == "XRequest" for _, _, s, _ in rs)))
    b.add("count", f"How many requests of the {counted} extension does X11's XErrorDB name (its XRequest.{counted}.n lines)?",
          counts[counted])  # fmt: skip
    if (top := _top(counts, key=counts.__getitem__)) is not None:
        b.add("extreme", "For which extension does X11's XErrorDB name the most requests?", top)
    owners = Counter(name for _, _, name in errors)
    hops = sorted((name, e) for e, _, name in errors if owners[name] == 1 and e not in (counted, top) and len(requests.get(e, [])) >= 3
                  and re.sub(r"\W", "", e.lower())[:4] not in name.lower())  # fmt: skip
    hop, hop_extension = b.rng.choice(hops)
    b.add("two_hops", f"X11's XErrorDB names the error {hop} among one extension's errors. How many requests of that extension does "
          "it name?", len(requests[hop_extension]))  # fmt: skip
    ordered = sorted(e for e, rs in requests.items() if e not in (counted, hop_extension, top) and len(rs) >= 5
                     and [n for n, _, _, _ in rs] == list(range(rs[0][0], rs[0][0] + len(rs))))  # (file order is opcode order)
    extension = b.rng.choice(ordered)
    verbs = r"Get|Set|Query|Change|Create|Destroy|Free|Grab|Ungrab|Lock|Unlock|Select|Enable|Disable|Attach|Detach"
    named = [t for _, t, _, _ in requests[extension]]
    k = b.rng.choice([k for k in range(len(named) - 1) if re.sub(verbs, "", named[k]) != re.sub(verbs, "", named[k + 1])])
    b.add("ordering", f"In X11's XErrorDB, which request of the {extension} extension is listed right after "
          f"{requests[extension][k][1]}?", requests[extension][k + 1][1])  # fmt: skip
    headings = {c for rs in requests.values() for _, _, _, c in rs}
    placed = sorted((t, c) for e, rs in requests.items() for _, t, _, c in rs
                    if re.sub(r"\W", "", e.lower()) not in re.sub(r"\W", "", c.lower()) and len(c) <= 50
                    and not any(c != o and c in o for o in headings)
                    and not any(w in t.lower() for w in re.findall(r"[a-z]{3,}", c.lower())))  # fmt: skip
    titled, heading = b.rng.choice(placed)
    b.add("section_title", f"X11's XErrorDB groups its lines under comment lines (starting with !). Under which comment line does it "
          f"name the request {titled}? Give the comment's text.", heading)  # fmt: skip
    b.add("cross_file", f"X11's XErrorDB names the core protocol request with the major opcode {crossed}. What size in bytes does "
          "Xproto.h define for that request's structure (its sz_x...Req constant)?", sizes[core[crossed].removeprefix("X_")],
          context=(str(path), str(proto)))  # fmt: skip
    missing = _absent(text, "DRI3", "Present", "XFree86-DRI")
    b.add("absent", f"Which request of the {missing} extension does X11's XErrorDB name with the minor opcode 1?", None)
    return b.questions


SITE_PACKAGES = Path(sysconfig.get_paths()["purelib"])


def _ca_bundle(text: str) -> list[dict[str, str]]:
    """The certificates of a certifi CA bundle in order, each the `# Field: value` comment lines over its PEM block (`# Label:
    "GlobalSign Root CA"`, `# Serial: 4835703278459707669005204`, ...) as {field: value}, the label without its quotes."""
    bundle = []
    for head in re.findall(r"((?:^# [^\n]*\n)+)-----BEGIN CERTIFICATE-----\n[A-Za-z0-9+/=\n]+-----END CERTIFICATE-----", text, re.M):
        fields = dict(re.findall(r"^# ([^:\n]+): (.*)$", head, re.M))
        fields["Label"] = fields.get("Label", "").strip('"')
        bundle.append(fields)
    return bundle


def _subject_organisation(subject: str) -> str | None:
    """The O= of a bundle's `# Subject:` line (`CN=GlobalSign Root CA O=GlobalSign nv-sa OU=Root CA`)."""
    m = re.search(r"(?:^| )O=(.*?)(?= (?:CN|O|OU|C|L|ST)=|$)", subject)
    return m.group(1) if m else None


def certifi_bundle(path: Path = SITE_PACKAGES / "pip" / "_vendor" / "certifi" / "cacert.pem",
                   certifi: Path = SITE_PACKAGES / "certifi" / "cacert.pem") -> list[Question]:
    """The CA bundle pip vendors from certifi (pip/_vendor/certifi/cacert.pem in the project's virtual environment), Mozilla's
    trusted root certificates: for each, comment lines naming its issuer and subject (`# Subject: CN=GlobalSign Root CA
    O=GlobalSign nv-sa OU=Root CA`), its label, serial number and MD5, SHA1 and SHA256 fingerprints, then the certificate in
    PEM. The certifi package that httpx installs keeps its own copy, certifi/cacert.pem, of its own release."""
    text = read_text(path)
    bundle = _ca_bundle(text)
    labels = [c["Label"] for c in bundle]
    if len(bundle) < 100 or len(set(labels)) != len(labels) or text.count("-----BEGIN CERTIFICATE-----") != len(bundle):
        raise ValueError(f"{path}: certificates not one labelled comment block each")
    serial = {c["Label"]: int(c["Serial"]) for c in bundle}
    organisation = {c["Label"]: _subject_organisation(c["Subject"]) for c in bundle}
    b = _builder("certifi-cacert.pem", path)
    serials = Counter(serial.values())
    asked = b.rng.choice(sorted(lb for lb, s in serial.items() if serials[s] == 1 and s > 10**6))
    b.add("record_field", f"In the CA bundle pip vendors from certifi (pip/_vendor/certifi/cacert.pem), what is the serial number of "
          f"the certificate labelled \"{asked}\"?", str(serial[asked]))  # fmt: skip
    owners = Counter(organisation.values())
    counted = b.rng.choice(sorted(o for o, c in owners.items() if o and 3 <= c <= 8 and o != organisation[asked]))
    b.add("count", f"How many certificates in pip's vendored certifi bundle (cacert.pem) name the organisation O={counted} in their "
          "Subject line?", owners[counted])  # fmt: skip
    if (top := _top(serial, key=serial.__getitem__)) is not None:
        b.add("extreme", "Which certificate in pip's vendored certifi bundle (cacert.pem) has the largest serial number? Give its "
              "label.", top)  # fmt: skip
    hops = sorted(lb for lb, s in serial.items() if serials[s] == 1 and s > 10**6 and 2 <= owners[organisation[lb]] <= 8
                  and organisation[lb] != counted and lb not in (asked, top)
                  and not any(w in lb.lower() for w in re.findall(r"[a-z]{3,}", (organisation[lb] or "").lower())))  # fmt: skip
    hop = b.rng.choice(hops)
    b.add("two_hops", f"In pip's vendored certifi bundle (cacert.pem), the certificate with the serial number {serial[hop]} names an "
          "organisation (O=) in its Subject line. How many certificates of the bundle name that organisation in theirs?",
          owners[organisation[hop]])  # fmt: skip
    k = b.rng.choice([k for k in range(len(labels) - 1) if not {labels[k], labels[k + 1]} & {asked, hop, top}
                      and labels[k].split()[0] != labels[k + 1].split()[0]])  # fmt: skip
    b.add("ordering", f"Which certificate does pip's vendored certifi bundle (cacert.pem) list right after the one labelled "
          f"\"{labels[k]}\"? Give its label.", labels[k + 1])  # fmt: skip
    zero = sum(s == 0 for s in serial.values())
    if zero >= 2:
        b.add("count", "How many certificates in pip's vendored certifi bundle (cacert.pem) have the serial number 0?", zero)
    if certifi.exists():
        other = {c["Label"] for c in _ca_bundle(read_text(certifi))}
        if len(other) < 100:
            raise ValueError(f"{certifi}: certificates not read")
        if 1 <= len(added := [lb for lb in labels if lb not in other]) <= 8:
            b.add("cross_file", "Which certificates of pip's vendored certifi bundle (pip/_vendor/certifi/cacert.pem) are missing "
                  "from the bundle of the certifi package itself (certifi/cacert.pem)? Give their labels.", tuple(added),
                  context=(str(path), str(certifi)))  # fmt: skip
        elif 1 <= len(gone := [c["Label"] for c in _ca_bundle(read_text(certifi)) if c["Label"] not in set(labels)]) <= 8:
            b.add("cross_file", "Which certificates of the certifi package's bundle (certifi/cacert.pem) are missing from the copy "
                  "pip vendors (pip/_vendor/certifi/cacert.pem)? Give their labels.", tuple(gone),
                  context=(str(path), str(certifi)))  # fmt: skip
    missing = _absent(text, "DST Root CA X3", "Hongkong Post Root CA 1", "Symantec Class 3 Public Primary Certification Authority")
    b.add("absent", f"In pip's vendored certifi bundle (cacert.pem), what is the serial number of the certificate labelled "
          f"\"{missing}\"?", None)  # fmt: skip
    return b.questions


CMAKE_PRESETS = CMAKE_ROOT / "Help" / "manual" / "presets" / "schema.json"


def _enums(node: object, path: tuple[str, ...] = ()) -> list[tuple[tuple[str, ...], list]]:
    """Every `enum` of a JSON schema as (the path of keys down to it, its values)."""
    found = []
    if isinstance(node, dict):
        if isinstance(node.get("enum"), list):
            found.append((path, node["enum"]))
        for k, v in node.items():
            found += _enums(v, (*path, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            found += _enums(v, (*path, str(i)))
    return found


def cmake_presets_schema(path: Path = CMAKE_PRESETS, manual: Path = CMAKE_PRESETS.parent.with_name("cmake-presets.7.rst")
                         ) -> list[Question]:
    """CMake 3.25's JSON schema of CMakePresets.json (Help/manual/presets/schema.json, draft-07): the root is `oneOf` a branch a
    presets version (`"version": {"const": 4}`), each pointing the root's fields at definitions (`"buildPresets": {"$ref":
    "#/definitions/buildPresetsV4"}`); a definition named ...ItemsVn gives the fields a version adds their types and
    descriptions (`configurePresetsItemsV3`: `installDir`, ...), and one named ...PresetsVn combines them with `allOf` and lists
    every field an item may have (`"properties": {"name": {}, ...}`, `"additionalProperties": false`). cmake-presets(7) gives the
    CMake version that added each presets version (`.. versionadded:: 3.23`)."""
    text = read_text(path)
    schema = json.loads(text)
    definitions = schema.get("definitions", {})
    fields = {n: list(d["items"]["properties"]) for n, d in definitions.items()
              if isinstance(d.get("items"), dict) and isinstance(d["items"].get("properties"), dict)}  # fmt: skip
    branches = {o["properties"]["version"]["const"]: {f: v["$ref"].rsplit("/", 1)[-1] for f, v in o["properties"].items()
                                                      if "$ref" in v} for o in schema.get("oneOf", [])}  # fmt: skip
    typed = sorted(n for n in fields if re.fullmatch(r"\w+ItemsV\d+", n))
    combined = sorted(n for n in fields if re.fullmatch(r"[a-z]+PresetsV\d+", n))
    if len(branches) < 5 or len(typed) < 8 or len(combined) < 8:
        raise ValueError(f"{path}: the version branches and the definitions of presets not read")
    b = _builder("presets-schema.json", path)
    enums = [(p, v) for p, v in _enums(definitions) if p[0] in typed and p[1:3] == ("items", "properties")]
    names = Counter(p[-1] for p, _ in enums)
    enum_path, values = b.rng.choice(sorted((p, tuple(v)) for p, v in enums if names[p[-1]] == 1))
    dotted = ".".join(k for k in enum_path[3:] if k != "properties")
    b.add("record_field", f"Which values does CMake 3.25's presets schema (Help/manual/presets/schema.json) allow for {dotted} in the "
          f"definition {enum_path[0]}? Name every one.", values)  # fmt: skip
    counted = b.rng.choice(combined)
    b.add("count", f"In CMake 3.25's presets schema (schema.json), how many properties does the items object of the definition "
          f"{counted} list?", len(fields[counted]))  # fmt: skip
    if (top := _top(typed, key=lambda n: len(fields[n]))) is not None:
        b.add("extreme", "In CMake 3.25's presets schema (schema.json), which of the definitions whose name ends in ItemsV and a "
              "number gives the most properties in its items object?", top)  # fmt: skip
    hops = sorted((v, f) for v, refs in branches.items() for f, d in refs.items() if d in combined
                  and len(fields[d]) != len(fields[counted])
                  and len({len(fields[refs2[f]]) for refs2 in branches.values() if f in refs2}) > 1)  # fmt: skip
    hop_version, hop_field = b.rng.choice(hops)
    b.add("two_hops", f"In CMake 3.25's presets schema (schema.json), the root's branch for presets version {hop_version} points "
          f"{hop_field} at one definition. How many properties does that definition's items object list?",
          len(fields[branches[hop_version][hop_field]]))  # fmt: skip
    listed = b.rng.choice([n for n in combined if n != counted and len(fields[n]) >= 10])
    k = b.rng.randrange(2, len(fields[listed]) - 1)
    b.add("ordering", f"In CMake 3.25's presets schema (schema.json), which property does the items object of the definition {listed} "
          f"list right after {fields[listed][k]}?", fields[listed][k + 1])  # fmt: skip
    given = []
    for kind in ("configure", "build", "test"):
        defs = [n for n in typed if n.startswith(kind)]
        base = min(defs, key=lambda n: int(n.rsplit("V", 1)[1]))  # (the first version's fields, no later addition)
        given += [(f, kind, n) for n in defs if n != base for f in fields[n] if sum(f in fields[m] for m in defs) == 1]
    field, kind, home = b.rng.choice(given)
    b.add("section_title", f"In CMake 3.25's presets schema (schema.json), which definition (one whose name ends in ItemsV and a "
          f"number) gives the property {field} of {kind} presets its type and description?", home)  # fmt: skip
    added = dict(re.findall(r"^  ``(\d+)``\n    \.\. versionadded:: ([\d.]+)$", read_text(manual), re.M))
    once = Counter(d for refs in branches.values() for d in refs.values())
    crossing = sorted((d, v) for v, refs in branches.items() for d in refs.values() if once[d] == 1 and str(v) in added
                      and d not in (counted, listed, home))  # fmt: skip
    if len(added) < 5 or not crossing:
        raise ValueError(f"{manual}: the CMake versions that added each presets version not read")
    crossed, crossed_version = b.rng.choice(crossing)
    b.add("cross_file", f"CMake 3.25's presets schema (schema.json) refers to the definition {crossed} from the root's branch for a "
          "single presets version. In which CMake version was that presets version added, according to cmake-presets(7)?",
          added[str(crossed_version)], context=(str(path), str(manual)))  # fmt: skip
    missing = _absent(text, '"trace"', '"graphviz"', '"testPassthroughArguments"').strip('"')
    b.add("absent", f"What type does CMake 3.25's presets schema (schema.json) give the property {missing} of configure presets?",
          None)  # fmt: skip
    return b.questions


MPL_DATA = SITE_PACKAGES / "matplotlib" / "mpl-data"


def _rc_value(rest: str) -> tuple[str, str | None]:
    """A matplotlibrc line's value and trailing comment: the value ends at the first # outside double quotes."""
    quoted = False
    for i, c in enumerate(rest):
        quoted ^= c == '"'
        if c == "#" and not quoted:
            return rest[:i].strip(), rest[i + 1:].strip()
    return rest.strip(), None


def _rc_same(a: str, b: str) -> bool:
    """Two rc values alike: quotes, case and spaces aside, numbers equal to a millionth, a one-letter colour its name."""
    colours = {"k": "black", "w": "white", "b": "blue", "r": "red", "g": "green"}
    x, y = (colours.get(v, v) for v in (re.sub(r"\s+", "", v.strip("\"'")).lower() for v in (a, b)))
    try:
        return abs(float(x) - float(y)) < 1e-6
    except ValueError:
        return x == y


def matplotlibrc(path: Path = MPL_DATA / "matplotlibrc", classic: Path = MPL_DATA / "stylelib" / "classic.mplstyle") -> list[Question]:
    """Matplotlib's matplotlibrc (the sample configuration in mpl-data, as the project's virtual environment has it): a header of
    `##` comments, then sections under banners (`## * LINES *` between lines of asterisks), each setting commented out with its
    default value and a comment (`#lines.linewidth: 1.5  # line width in points`), the allowed values often in braces
    (`#lines.dash_joinstyle: round  # {miter, round, bevel}`). stylelib/classic.mplstyle, the style of Matplotlib before 2.0,
    sets many of the same settings (`lines.linewidth : 1.0`)."""
    text = read_text(path)
    settings, section = [], None
    for line in text.splitlines():
        if m := re.fullmatch(r"## \* (\S[^*]*?)\s*\*", line):
            section = m.group(1)
        elif (m := re.match(r"#([A-Za-z_][\w.-]*)\s*:\s?(.*)$", line)) and section:
            settings.append((section, m.group(1), *_rc_value(m.group(2))))
    keys = [k for _, k, _, _ in settings]
    if len(settings) < 250 or len(set(keys)) != len(keys):
        raise ValueError(f"{path}: settings not one `#key: value` line each under the banners")
    value = {k: v for _, k, v, _ in settings}
    where = {k: s for s, k, _, _ in settings}
    sections = Counter(where.values())
    b = _builder("matplotlibrc", path)
    values = Counter(value.values())
    plain = sorted(k for k, v in value.items() if re.fullmatch(r"[\w.:%-]{2,}", v) and v not in ("True", "False", "None", "auto")
                   and values[v] <= 3)  # fmt: skip
    asked = b.rng.choice(plain)
    b.add("record_field", f"What default value does Matplotlib's matplotlibrc give the setting {asked}?", value[asked])
    braces = sorted((k, tuple(x.strip() for x in m.group(1).split(","))) for _, k, _, c in settings
                    if c and (m := re.search(r"\{([^{}]+)\}", c)) and "," in m.group(1) and k != asked)  # fmt: skip
    listed, choices = b.rng.choice(braces)
    b.add("record_field", f"Which values does the comment on the setting {listed} in Matplotlib's matplotlibrc allow? Name every one.",
          choices)  # fmt: skip
    counted = b.rng.choice(sorted(s for s, c in sections.items() if 5 <= c <= 25 and s != where[asked]))
    b.add("count", f"How many settings does Matplotlib's matplotlibrc list under its {counted} banner?", sections[counted])
    if (top := _top(sections, key=sections.__getitem__)) is not None:
        b.add("extreme", "Under which section banner does Matplotlib's matplotlibrc list the most settings?", top)

    def hinted(key: str, heading: str) -> bool:  # the section read off the setting's name
        return any(w[:4] in key.lower() for w in re.findall(r"[a-z]{3,}", heading.lower()))

    hops = sorted(k for k, v in value.items() if values[v] == 1 and len(v) >= 3 and re.fullmatch(r"[\w.%:-]+", v)
                  and not hinted(k, where[k]) and where[k] not in (counted, top) and k not in (asked, listed))  # fmt: skip
    hop = b.rng.choice(hops)
    b.add("two_hops", f"Exactly one setting in Matplotlib's matplotlibrc has the default value {value[hop]}. Under which section "
          "banner is that setting listed?", where[hop])  # fmt: skip
    j = b.rng.choice([j for j in range(len(keys) - 1) if settings[j][0] == settings[j + 1][0]
                      and keys[j].split(".")[0] != keys[j + 1].split(".")[0]
                      and not {keys[j], keys[j + 1]} & {asked, listed, hop}])  # fmt: skip
    b.add("ordering", f"Which setting does Matplotlib's matplotlibrc list right after {keys[j]}?", keys[j + 1])
    placed = sorted(k for k in keys if not hinted(k, where[k]) and k not in (asked, listed, hop, keys[j + 1])
                    and where[k] != where[hop])  # fmt: skip
    titled = b.rng.choice(placed)
    b.add("section_title", f"Under which section banner does Matplotlib's matplotlibrc list the setting {titled}?", where[titled])
    styled = {}
    for line in read_text(classic).splitlines():
        if m := re.match(r"([A-Za-z_][\w.-]*)\s*:\s*(.*)$", line):
            styled[m.group(1)] = _rc_value(m.group(2))[0]
    if len(styled) < 150:
        raise ValueError(f"{classic}: settings not read")
    differing = {s: [k for k in keys if where[k] == s and k in styled and not _rc_same(styled[k], value[k])] for s in sections}
    spelt = {s: [k for k in keys if where[k] == s and k in styled and styled[k].strip('"') != value[k].strip('"')] for s in sections}
    crossing = sorted(s for s, ks in differing.items() if len(ks) == 1 and spelt[s] == ks  # (no 'k' for black either)
                      and sum(k in styled for k in keys if where[k] == s) >= 2)  # fmt: skip
    crossed = b.rng.choice(crossing)
    b.add("cross_file", f"Of the settings Matplotlib's matplotlibrc lists under its {crossed} banner, which one does the classic "
          "style (stylelib/classic.mplstyle) set to a value other than matplotlibrc's default?", differing[crossed][0],
          context=(str(path), str(classic)))  # fmt: skip
    missing = _absent(text, "figure.dpi_scale", "lines.opacity", "legend.titlecolor")
    b.add("absent", f"What default value does Matplotlib's matplotlibrc give the setting {missing}?", None)
    return b.questions



# Round 29, written before any run on it: the posixoptions(7) man page's troff source (with glibc's bits/posix_opt.h), the
# kernel's linux/pci_regs.h (with linux/virtio_pci.h), Matplotlib's sample data Stocks.csv (with msft.csv), AWS Lambda's API
# model as the Google Cloud CLI vendors botocore's (service-2.json, with its paginators-1.json), xkeyboard-config's symbols
# file for the us layout (with the rules' evdev.xml) and Info-ZIP Zip's CHANGES (with its WHATSNEW).

POSIXOPTIONS = Path("/usr/share/man/man7/posixoptions.7.gz")


def _posix_options(text: str) -> list[tuple[str, str, str, list[list[str]], list[str]]]:
    """posixoptions(7)'s option headings in order (`.SS AIO - _POSIX_ASYNCHRONOUS_IO - _SC_ASYNCHRONOUS_IO`, some `--- -
    _POSIX_NO_TRUNC` or `ADV - --- - ---`) as (abbreviation, option, sysconf parameter or "", the functions of each list between
    `.nf` and `.fi` (`.IR aio_cancel ()`), the functions named in the text outside those lists); `.\\"` comment lines left out."""
    parts = re.split(r"^\.(S[SH]) (.*)\n", text, flags=re.M)
    options = []
    for kind, title, body in zip(parts[1::3], parts[2::3], parts[3::3], strict=True):
        if kind != "SS":
            continue
        body = "\n".join(line for line in body.splitlines() if not line.startswith('.\\"'))
        fields = [f.strip() for f in title.split(" - ")]
        blocks = [re.findall(r"^\.IR? (\w+) \(\)", block, re.M) for block in re.findall(r"^\.nf\n(.*?)^\.fi$", body, re.S | re.M)]
        outside = re.findall(r"^\.IR? (\w+) \(\)", re.sub(r"^\.nf\n.*?^\.fi$", "", body, flags=re.S | re.M), re.M)
        options.append((fields[0], fields[1] if len(fields) > 1 else "", fields[2] if len(fields) > 2 else "",
                        [b for b in blocks if b], outside))  # fmt: skip
    return options


def posixoptions_7(path: Path = POSIXOPTIONS, header: Path = Path("/usr/include/x86_64-linux-gnu/bits/posix_opt.h")) -> list[Question]:
    """The posixoptions(7) man page (Linux man-pages 6.03) as troff source: the optional parts of POSIX, each under a heading of
    its abbreviation, option macro and sysconf(3) parameter (`.SS SEM - _POSIX_SEMAPHORES - _SC_SEMAPHORES`, `---` where there
    is none), a sentence or two and the functions present, one a line between `.nf` and `.fi` (`.IR sem_close ()`); the X/Open
    options under `.SH X/OPEN SYSTEM INTERFACE EXTENSIONS`. glibc's bits/posix_opt.h defines the options this system supports
    (`#define _POSIX_SEMAPHORES 200809L`, -1 for one it does not)."""
    text = read_text(path)
    options = _posix_options(text)
    named = [(a, o, s, bs, out) for a, o, s, bs, out in options if o.startswith(("_POSIX_", "_XOPEN_"))]
    if len(options) < 50 or len(named) < 45:
        raise ValueError(f"{path}: the option headings not read")
    listed = {o: [f for b in bs for f in b] for _, o, _, bs, _ in named}
    owners = Counter(f for fs in listed.values() for f in fs) + Counter(f for *_, out in options for f in out)
    abbreviations = Counter(a for a, *_ in named)
    b = _builder("posixoptions.7", path)
    asked = b.rng.choice(sorted(o for a, o, _, _, _ in named if abbreviations[a] == 1 and a != "---" and o.startswith("_POSIX_")))
    b.add("record_field", f"Which abbreviation does the posixoptions(7) man page give the option {asked}?",
          next(a for a, o, *_ in named if o == asked))  # fmt: skip
    single = {o for _, o, _, bs, out in named if len(bs) == 1 and not out}
    top = _top(listed, key=lambda o: len(listed[o]))
    counted = b.rng.choice(sorted(o for o in single if 5 <= len(listed[o]) <= 13 and o not in (asked, top)))
    b.add("count", f"How many functions does posixoptions(7) list as present for the option {counted}?", len(listed[counted]))
    if top is not None:
        b.add("extreme", "For which option does posixoptions(7) list the most functions? Give the option's name.", top)
    hops = sorted((f, o) for o in single for f in listed[o] if owners[f] == 1 and o not in (asked, counted, top)
                  and 3 <= len(listed[o]) <= 20)  # fmt: skip
    hop, hop_option = b.rng.choice(hops)
    b.add("two_hops", f"posixoptions(7) lists the function {hop}() under exactly one option. How many functions does it list for "
          "that option?", len(listed[hop_option]))  # fmt: skip
    order = [o for _, o, *_ in options]
    k = b.rng.choice([k for k in range(len(order) - 1) if order[k].startswith("_POSIX_") and order[k + 1].startswith("_POSIX_")
                      and not {order[k], order[k + 1]} & {asked, counted, hop_option}])  # fmt: skip
    b.add("ordering", f"Which option does posixoptions(7) describe right after {order[k]}? Give the option's name.", order[k + 1])

    def hinted(function: str, option: str) -> bool:  # the option read off the function's name
        return any(w[:3] in function.lower() for w in re.findall(r"[a-z]{3,}", option.lower()) if w not in ("posix", "xopen"))

    placed = sorted((f, o) for o, fs in listed.items() for f in fs if owners[f] == 1 and not hinted(f, o)
                    and o not in (hop_option, counted))  # fmt: skip
    titled, titled_option = b.rng.choice(placed)
    b.add("section_title", f"Under which option's heading does posixoptions(7) list the function {titled}()? Give the option's name.",
          titled_option)  # fmt: skip
    values = Counter(m for m, _ in re.findall(r"^#\s*define\s+(_POSIX_\w+)\s+(\S+)", read_text(header), re.M))
    value = dict(re.findall(r"^#\s*define\s+(_POSIX_\w+)\s+(\S+)", read_text(header), re.M))
    crossing = sorted((f, o) for o in single for f in listed[o] if owners[f] == 1 and values[o] == 1 and value[o] != "200809L"
                      and o not in (hop_option, titled_option))  # fmt: skip
    if len(value) < 40 or not crossing:
        raise ValueError(f"{header}: the options' values not read")
    crossed, crossed_option = b.rng.choice(crossing)
    b.add("cross_file", f"posixoptions(7) lists the function {crossed}() under exactly one option. What value does glibc's "
          "bits/posix_opt.h define for that option's macro?", value[crossed_option], context=(str(path), str(header)))  # fmt: skip
    missing = _absent(text, "_POSIX_DEVICE_CONTROL", "_POSIX_ROBUST_MUTEXES", "_POSIX_THREAD_ROBUST_PRIO_INHERIT")
    b.add("absent", f"Which abbreviation does the posixoptions(7) man page give the option {missing}?", None)
    return b.questions


PCI_REGS_H = Path("/usr/include/linux/pci_regs.h")


def _pci_defines(text: str) -> list[tuple[str, str, bool, str, str]]:
    """linux/pci_regs.h's constants in order as (name, value, indented (`#define  PCI_COMMAND_IO 0x1`: a field of the register
    defined above it), its trailing comment, the last one-line comment standing alone at the left margin above it, such as
    `/* Advanced Error Reporting */`); macros with parameters left out."""
    defines, heading = [], ""
    for line in text.splitlines():
        if m := re.fullmatch(r"/\* (.+?)\s*\*/", line):
            heading = m.group(1)
        elif m := re.match(r"#define( +|\t)(\w+)\s+([^\s/]+)\s*(?:/\*\s*(.*?)\s*\*/)?\s*$", line):
            defines.append((m.group(2), m.group(3), m.group(1).startswith("  "), m.group(4) or "", heading))
    return defines


def pci_regs_h(path: Path = PCI_REGS_H, virtio: Path = PCI_REGS_H.with_name("virtio_pci.h")) -> list[Question]:
    """The kernel's linux/pci_regs.h: the PCI configuration space, each register's offset (`#define PCI_COMMAND 0x04 /* 16 bits
    */`) followed by its fields and bits indented by one more space (`#define  PCI_COMMAND_IO 0x1 /* Enable response in I/O
    space */`), in groups under one-line comments (`/* Capability lists */`, `/* Advanced Error Reporting */`): the capability
    IDs (`PCI_CAP_ID_PM 0x01`), the extended capability IDs (`PCI_EXT_CAP_ID_ERR 0x01`) and each capability's registers.
    linux/virtio_pci.h lays out the PCI capability of virtio devices, naming the PCI constant a field holds in its comment."""
    text = read_text(path)
    defines = _pci_defines(text)
    names = Counter(n for n, *_ in defines)
    value = {n: v for n, v, *_ in defines}
    if len(defines) < 800 or max(names.values()) > 1:
        raise ValueError(f"{path}: the constants not read once each")
    b = _builder("pci_regs.h", path)
    ids = [(n, v) for n, v, *_ in defines if re.fullmatch(r"PCI_(?:EXT_)?CAP_ID_\w+", n) and re.fullmatch(r"0x[0-9A-Fa-f]+", v)]
    family = {"PCI_CAP_ID_": "capability ID", "PCI_EXT_CAP_ID_": "extended capability ID"}
    asked, asked_value = b.rng.choice(sorted((n, v) for n, v in ids if sum(m.startswith(n[:n.rindex("ID_") + 3]) and value[m] == v
                                                                          for m, _ in ids) == 1))  # fmt: skip
    prefix = asked[:asked.rindex("ID_") + 3]
    b.add("record_field", f"In the kernel header linux/pci_regs.h, which {family[prefix]} ({prefix}...) has the value {asked_value}?",
          asked)  # fmt: skip
    fields: dict[str, list[str]] = {}
    register = None
    for n, v, indented, _, _ in defines:
        if not indented:
            register = n if re.fullmatch(r"0x[0-9a-fA-F]+|\d+", v) else None
            if register:
                fields[register] = []
        elif register:
            fields[register].append(n)
    counted = b.rng.choice(sorted(r for r, fs in fields.items() if 6 <= len(fs) <= 16 and all(f.startswith(r) for f in fs)))
    b.add("count", f"How many constants does linux/pci_regs.h define for the fields of the register {counted} (the indented #define "
          "lines that follow it)?", len(fields[counted]))  # fmt: skip
    groups = Counter(h for *_, h in defines)
    if (top := _top(groups, key=groups.__getitem__)) is not None:
        b.add("extreme", "Under which one-line comment heading does linux/pci_regs.h define the most constants? Give the comment's "
              "text.", top)  # fmt: skip
    maxima = sorted(n for n, v, *_ in defines if n.endswith("_ID_MAX") and v in value)
    hop = b.rng.choice(maxima)
    b.add("two_hops", f"linux/pci_regs.h defines {hop} as the name of another constant. What value does it give that constant?",
          value[value[hop]])  # fmt: skip
    order = [n for n, *_ in defines]
    k = b.rng.choice([k for k in range(len(order) - 1) if defines[k][2] and defines[k + 1][2] and defines[k][4] == defines[k + 1][4]
                      and order[k].rsplit("_", 1)[0] == order[k + 1].rsplit("_", 1)[0] and order[k] != asked
                      and not order[k + 1].startswith(counted)])  # fmt: skip
    b.add("ordering", f"Which constant does linux/pci_regs.h define right after {order[k]}?", order[k + 1])
    titles = {h for h in groups if re.fullmatch(r"[A-Z][A-Za-z0-9 ./()-]+", h) and "reserved" not in h and len(h) <= 45}
    placed = sorted(n for n, _, _, _, h in defines if h in titles and h != top and re.fullmatch(r"PCI_[A-Z0-9_]+", n)
                    and not any(w[:4].upper() in n for w in re.findall(r"[A-Za-z]{3,}", h) if w.lower() not in ("pci", "and"))
                    and sum(h2 == h for *_, h2 in defines) >= 4)  # fmt: skip
    titled = b.rng.choice(placed)
    b.add("section_title", f"Under which one-line comment heading does linux/pci_regs.h define {titled}? Give the comment's text.",
          next(h for n, *_, h in defines if n == titled))  # fmt: skip
    named = re.findall(r"/\*\s*Generic PCI field: (PCI_\w+)\s*\*/", read_text(virtio))
    crossing = sorted({n for n in named if n in value})
    if not crossing:
        raise ValueError(f"{virtio}: no field named by its PCI constant")
    crossed = b.rng.choice(crossing)
    field = re.search(rf"(\w+);\s*/\*\s*Generic PCI field: {crossed}\s*\*/", read_text(virtio))
    b.add("cross_file", f"In linux/virtio_pci.h, the comment on the field {field.group(1) if field else ''} of struct virtio_pci_cap "
          "names the PCI constant it holds. What value does linux/pci_regs.h give that constant?", value[crossed],
          context=(str(path), str(virtio)))  # fmt: skip
    missing = _absent(text, "PCI_EXT_CAP_ID_IDE", "PCI_EXT_CAP_ID_PL_32GT", "PCI_EXT_CAP_ID_NPEM")
    b.add("absent", f"What value does linux/pci_regs.h give {missing}?", None)
    return b.questions


MPL_SAMPLE_DATA = MPL_DATA / "sample_data"


def _stock_rows(text: str) -> tuple[list[str], list[tuple[str, dict[str, str]]]]:
    """Stocks.csv's column names after Date and its rows in order as (date, {ticker: value as written}), an empty cell left
    out; the `# Data source` line above the header skipped."""
    rows = list(csv.reader(line for line in text.splitlines() if line and not line.startswith("#")))
    header = rows[0]
    return header[1:], [(r[0], {t: v for t, v in zip(header[1:], r[1:], strict=True) if v}) for r in rows[1:]]


def stocks_csv(path: Path = MPL_SAMPLE_DATA / "Stocks.csv", daily: Path = MPL_SAMPLE_DATA / "msft.csv") -> list[Question]:
    """Matplotlib's sample data Stocks.csv (mpl-data/sample_data, as the project's virtual environment has it): monthly prices
    from Yahoo Finance of IBM, AAPL, MSFT, XRX, AMZN, DELL, GOOGL, ADBE and the ^GSPC and ^IXIC indices, a row a date
    (`1990-01-01,10.970438003540039,...`), a cell empty before a company's listing and a few rows empty but for their date
    (`1990-02-05,,,,,,,,,,`). msft.csv holds Microsoft's daily prices of the summer of 2003, newest first
    (`19-Sep-03,29.76,29.97,29.52,29.96,92433800,29.79`)."""
    text = read_text(path)
    tickers, rows = _stock_rows(text)
    dates = [d for d, _ in rows]
    if len(tickers) < 8 or len(rows) < 300 or len(set(dates)) != len(dates):
        raise ValueError(f"{path}: the monthly rows not read, one a date")
    series = {t: [(d, float(v[t])) for d, v in rows if t in v] for t in tickers}
    b = _builder("Stocks.csv", path)
    short = sorted((d, t) for d, v in rows for t in tickers if t in v and len(v[t]) <= 6 and d.endswith("-01"))
    asked_date, asked = b.rng.choice(short)
    b.add("record_field", f"In Matplotlib's sample data Stocks.csv, what value does the {asked} column hold for {asked_date}? Give "
          "it as the file writes it.", dict(rows)[asked_date][asked])  # fmt: skip
    empty = sum(not v for _, v in rows)
    b.add("count", "How many rows of Stocks.csv have a date but no value in any column?", empty)
    late = sorted(t for t in tickers if len(series[t]) < len([v for v in rows if v[1]]) and not t.startswith("^"))
    counted = b.rng.choice(late)
    b.add("count", f"How many rows of Stocks.csv give a value for {counted}?", len(series[counted]))
    highs = {t: _top(series[t], key=lambda dv: dv[1]) for t in tickers if not t.startswith("^")}
    ranked = b.rng.choice(sorted(t for t, top in highs.items() if top is not None and t != counted))
    b.add("extreme", f"On which date does Stocks.csv give {ranked} its highest value?", highs[ranked][0])
    firsts = {t: series[t][0][0] for t in late}
    first = b.rng.choice(sorted(t for t in late if t != counted))
    b.add("ordering", f"What is the earliest date for which Stocks.csv gives a value for {first}?", firsts[first])
    stocks = [t for t in tickers if not t.startswith("^")]
    hops = []
    for t in stocks:
        low = _top(series[t], key=lambda dv: -dv[1])
        if low is None or t in (ranked, first):
            continue
        row = dict(rows)[low[0]]
        others = [(u, float(row[u])) for u in stocks if u in row and u != t]
        if len(others) >= 4 and (best := _top(others, key=lambda uv: uv[1])) is not None:
            hops.append((t, best[0]))
    hop, hop_answer = b.rng.choice(sorted(hops))
    b.add("two_hops", f"On the date when Stocks.csv gives {hop} its lowest value, which other company column (leaving out the "
          "^GSPC and ^IXIC indices) holds the highest value?", hop_answer)  # fmt: skip
    days = list(csv.DictReader(read_text(daily).splitlines()))
    if len(days) < 40 or "Close" not in days[0]:
        raise ValueError(f"{daily}: the daily prices not read")
    months = {"Jan": "01", "Feb": "02", "Mar": "03", "Apr": "04", "May": "05", "Jun": "06", "Jul": "07", "Aug": "08",
              "Sep": "09", "Oct": "10", "Nov": "11", "Dec": "12"}  # fmt: skip
    peak = _top(days, key=lambda r: round(float(r["Close"]) * 100))
    if peak is None:
        raise ValueError(f"{daily}: no single day with the highest Close")
    day, month, year = peak["Date"].split("-")
    first_of_month = f"20{year}-{months[month]}-01"
    if "MSFT" not in dict(rows).get(first_of_month, {}):
        raise ValueError(f"{path}: no MSFT value for {first_of_month}")
    b.add("cross_file", "msft.csv (in the same sample data) gives Microsoft's daily prices for some months of 2003. What value does "
          "Stocks.csv give MSFT for the first day of the month in which msft.csv's highest Close falls? Give it as Stocks.csv writes "
          "it.", dict(rows)[first_of_month]["MSFT"], context=(str(path), str(daily)))  # fmt: skip
    missing = _absent(text, "NFLX", "ORCL", "CSCO")
    b.add("absent", f"What value does Stocks.csv give {missing} for 2010-01-01?", None)
    return b.questions


BOTOCORE_DATA = Path("/usr/lib/google-cloud-sdk/lib/third_party/botocore/data")
LAMBDA_MODEL = BOTOCORE_DATA / "lambda" / "2015-03-31" / "service-2.json"


def lambda_api(path: Path = LAMBDA_MODEL, pages: Path = LAMBDA_MODEL.with_name("paginators-1.json")) -> list[Question]:
    """AWS Lambda's API model (botocore's data/lambda/2015-03-31/service-2.json, as the Google Cloud CLI vendors it): `metadata`,
    then `operations` by name, each with its HTTP method and request URI (`"http": {"method": "GET", "requestUri":
    "/2015-03-31/functions/"}`), input and output shapes and the errors it can raise (`"errors":
    [{"shape": "ServiceException"}, ...]`), then `shapes`: structures with their `members`, strings with an `enum` of values
    (`Runtime`: `nodejs`, `nodejs4.3`, ...), lists, each with HTML documentation. paginators-1.json names, for the operations
    that page their results, the tokens and the result key (`"ListFunctions": {"input_token": "Marker", ..., "result_key":
    "Functions"}`)."""
    text = read_text(path)
    model = json.loads(text)
    operations, shapes = model.get("operations", {}), model.get("shapes", {})
    if len(operations) < 50 or len(shapes) < 250:
        raise ValueError(f"{path}: the operations and shapes not read")
    uri = {n: o["http"]["requestUri"] for n, o in operations.items()}
    method = {n: o["http"]["method"] for n, o in operations.items()}
    errors = {n: [e["shape"] for e in o.get("errors", [])] for n, o in operations.items()}
    members = {n: list(s["members"]) for n, s in shapes.items() if s.get("type") == "structure"}
    enums = {n: s["enum"] for n, s in shapes.items() if s.get("type") == "string" and "enum" in s}
    b = _builder("lambda-service-2.json", path)
    uris = Counter(uri.values())
    paged = json.loads(read_text(pages)).get("pagination", {})
    asked = b.rng.choice(sorted(n for n in operations if uris[uri[n]] == 1 and n not in paged))
    b.add("record_field", f"In AWS Lambda's API model (botocore's service-2.json), which request URI does the operation {asked} use?",
          uri[asked])  # fmt: skip
    listed = b.rng.choice(sorted(n for n, es in errors.items() if 2 <= len(es) <= 4 and n != asked))
    b.add("record_field", f"Which errors does AWS Lambda's API model (service-2.json) list for the operation {listed}? Name every "
          "one.", tuple(errors[listed]))  # fmt: skip
    methods = Counter(method.values())
    verb = b.rng.choice(sorted(m for m, c in methods.items() if 5 <= c <= 20))
    b.add("count", f"How many operations of AWS Lambda's API model (service-2.json) use the HTTP method {verb}?", methods[verb])
    if (top := _top(enums, key=lambda n: len(enums[n]))) is not None:
        b.add("extreme", "In AWS Lambda's API model (service-2.json), which string shape has the most values in its enum?", top)
    hops = sorted(n for n, o in operations.items() if uris[uri[n]] == 1 and o.get("output", {}).get("shape") in members
                  and 3 <= len(members[o["output"]["shape"]]) <= 15 and n not in (asked, listed))  # fmt: skip
    hop = b.rng.choice(hops)
    b.add("two_hops", f"In AWS Lambda's API model (service-2.json), the operation with the request URI {uri[hop]} and the HTTP method "
          f"{method[hop]} returns an output shape. How many members does that shape have?",
          len(members[operations[hop]["output"]["shape"]]))  # fmt: skip
    ordered = b.rng.choice(sorted(n for n, vs in enums.items() if len(vs) >= 8 and n != top))
    k = b.rng.randrange(1, len(enums[ordered]) - 1)
    b.add("ordering", f"In AWS Lambda's API model (service-2.json), which value does the enum of the shape {ordered} list right after "
          f"{enums[ordered][k]}?", enums[ordered][k + 1])  # fmt: skip
    owners = Counter(m for ms in members.values() for m in ms)
    placed = sorted((m, n) for n, ms in members.items() for m in ms if owners[m] == 1 and not n.endswith(("Request", "Response"))
                    and not any(w[:4] in n for w in re.findall(r"[A-Z][a-z]{3,}", m)))  # fmt: skip
    titled, home = b.rng.choice(placed)
    b.add("section_title", f"In AWS Lambda's API model (service-2.json), which structure shape has a member named {titled}?", home)
    crossing = sorted(n for n, p in paged.items() if n in operations and uris[uri[n]] == 1 and n not in (asked, hop))
    if len(paged) < 5 or not crossing:
        raise ValueError(f"{pages}: the paginated operations not read")
    crossed = b.rng.choice(crossing)
    b.add("cross_file", f"Lambda's paginators-1.json pages one operation by the result key {paged[crossed]['result_key']}. Which "
          "request URI does service-2.json give that operation?", uri[crossed], context=(str(path), str(pages)))  # fmt: skip
    missing = _absent(text, "GetFunctionMetrics", "DescribeFunction", "ListRuntimes")
    b.add("absent", f"In AWS Lambda's API model (service-2.json), which request URI does the operation {missing} use?", None)
    return b.questions


XKB_SYMBOLS = Path("/usr/share/X11/xkb/symbols")


def _xkb_variants(text: str) -> list[tuple[str, str, list[str], list[tuple[str, tuple[str, ...]]]]]:
    """An xkb symbols file's sections in order as (the variant, `xkb_symbols "dvorak" {`; its name[Group1], "" for none; the
    files it includes, `include "us(basic)"`; its keys with the symbols of their first `[...]`, `key <AC01> { [ a, A ] };` or
    over several lines with a `type[Group1]=`), up to the `};` at the left margin; `//` comments left out."""
    text = re.sub(r"//[^\n]*", "", text)
    variants = []
    for name, body in re.findall(r'^\s*xkb_symbols\s+"([^"]+)"\s*\{(.*?)^\};', text, re.S | re.M):
        title = re.search(r'name\[Group1\]\s*=\s*"([^"]*)"', body)
        keys = [(k, tuple(s.strip() for s in m.group(1).split(",") if s.strip()) if (m := re.search(r"\[([^\]]*)\]", inner)) else ())
                for k, inner in re.findall(r"\bkey\s*<(\w+)>\s*\{(.*?)\}\s*;", body, re.S)]  # fmt: skip
        variants.append((name, title.group(1) if title else "", re.findall(r'include\s+"([^"]+)"', body), keys))
    return variants


def xkb_us_symbols(path: Path = XKB_SYMBOLS / "us", rules: Path = XKB_SYMBOLS.with_name("rules") / "evdev.xml") -> list[Question]:
    """xkeyboard-config's symbols file for the us layout (/usr/share/X11/xkb/symbols/us): one section a variant, `xkb_symbols
    "dvorak" {` to `};`, each with its name (`name[Group1]= "English (Dvorak)";`), the sections it builds on (`include
    "us(basic)"`) and the keys it sets, one a line with their symbols by level (`key <AD01> { [ apostrophe, quotedbl ] };`).
    The rules' evdev.xml lists the layouts and variants the desktop offers, with the ISO 639 languages of some
    (`<iso639Id>eng</iso639Id>`)."""
    text = read_text(path)
    variants = _xkb_variants(text)
    names = [n for n, *_ in variants]
    if len(variants) < 40 or len(set(names)) != len(names):
        raise ValueError(f"{path}: the variants not read, one a section")
    title = {n: t for n, t, _, _ in variants}
    keys = {n: ks for n, _, _, ks in variants}
    titles = Counter(title.values())
    b = _builder("xkb-symbols-us", path)
    asked = b.rng.choice(sorted(n for n, t in title.items() if t and titles[t] == 1
                                and not any(w[:4] in t.lower() for w in re.findall(r"[a-z]{3,}", n.lower()))))  # fmt: skip
    b.add("record_field", f"In xkeyboard-config's symbols file for the us layout, what name (name[Group1]) does the variant {asked} "
          "give?", title[asked])  # fmt: skip
    top = _top(names, key=lambda n: max((len(syms) for _, syms in keys[n]), default=0))
    counted = b.rng.choice(sorted(n for n in names if 5 <= len(keys[n]) <= 30 and n not in (asked, top) and titles[title[n]] == 1))
    b.add("count", f"How many key <...> statements does the section of the variant {counted} in the us symbols file hold (not counting "
          "those of the sections it includes)?", len(keys[counted]))  # fmt: skip
    if top is not None:
        b.add("extreme", "Which variant of xkeyboard-config's us symbols file gives a single key the most symbols (levels) in its "
              "[...] list? Give the variant's name as its xkb_symbols line writes it.", top)  # fmt: skip
    local = {n for n in names}
    hops = sorted((n, inc[3:-1]) for n, _, incs, _ in variants for inc in incs
                  if inc.startswith("us(") and inc[3:-1] in local and inc[3:-1] != "basic" and title[n] and titles[title[n]] == 1
                  and title[inc[3:-1]] and n not in (asked, counted))  # fmt: skip
    hop, hop_base = b.rng.choice(hops)
    b.add("two_hops", f"In the us symbols file, the variant named \"{title[hop]}\" includes another variant of the same file (an "
          "include \"us(...)\" line other than us(basic)). What name (name[Group1]) does that included variant give?", title[hop_base])
    k = b.rng.choice([k for k in range(len(names) - 1) if not {names[k], names[k + 1]} & {asked, counted, top, hop}
                      and names[k].split("-")[0].split("_")[0] != names[k + 1].split("-")[0].split("_")[0]])  # fmt: skip
    b.add("ordering", f"Which variant does xkeyboard-config's us symbols file define right after {names[k]}? Give its name as its "
          "xkb_symbols line writes it.", names[k + 1])  # fmt: skip
    holders: dict[str, set[str]] = {}
    for n, ks in keys.items():
        for _, syms in ks:
            for s in syms:
                holders.setdefault(s, set()).add(n)
    placed = sorted((s, next(iter(ns))) for s, ns in holders.items() if len(ns) == 1 and re.fullmatch(r"[a-z][a-z_]{5,}", s)
                    and next(iter(ns)) not in (asked, counted, top, hop) and titles[title[next(iter(ns))]] == 1)  # fmt: skip
    symbol, owner = b.rng.choice(placed)
    b.add("section_title", f"Exactly one variant of the us symbols file puts the keysym {symbol} on a key. Which variant? Give its "
          "name as its xkb_symbols line writes it.", owner)  # fmt: skip
    root = ElementTree.fromstring(read_text(rules))
    languages = {}
    for layout in root.iter("layout"):
        if layout.findtext("configItem/name") == "us":
            for v in layout.iter("variant"):
                languages[v.findtext("configItem/name", "")] = tuple(e.text or "" for e in v.iter("iso639Id"))
    crossing = sorted(n for n, ls in languages.items() if len(ls) >= 2 and title.get(n) and titles[title[n]] == 1)
    if len(languages) < 15 or not crossing:
        raise ValueError(f"{rules}: the us layout's variants not read")
    crossed = b.rng.choice(crossing)
    b.add("cross_file", f"The us symbols file names one variant \"{title[crossed]}\". Which ISO 639 language codes (iso639Id) does the "
          "xkb rules file evdev.xml list for that variant of the us layout?", languages[crossed],
          context=(str(path), str(rules)))  # fmt: skip
    missing = _absent(text, "halmak", "engram", "qwpr")
    b.add("absent", f"What name (name[Group1]) does the variant {missing} of xkeyboard-config's us symbols file give?", None)
    return b.questions


ZIP_DOCS = Path("/usr/share/doc/zip")


def _zip_changes(text: str) -> list[tuple[str, str, list[tuple[int, str]]]]:
    """Zip's CHANGES as (version, date as written, its numbered items as (number, the item's lines joined by single spaces)) in
    order, from headings like `------------------------- August 7th 1996 version 2.2a ------------------` and items ` 1. QDOS
    port (Jonathan Hudson)` whose further lines are indented."""
    parts = re.split(r"^-{5,}\s+(\w+ \d+\w\w \d{4}) version (\S+)\s+-{5,}\s*$", text, flags=re.M)
    entries = []
    for date, version, body in zip(parts[1::3], parts[2::3], parts[3::3], strict=True):
        items: list[tuple[int, str]] = []
        for line in body.splitlines():
            if m := re.match(r"^\s{0,3}(\d+)\.\s+(.*)$", line):
                items.append((int(m.group(1)), " ".join(m.group(2).split())))
            elif line.strip() and items:
                items[-1] = (items[-1][0], items[-1][1] + " " + " ".join(line.split()))
        entries.append((version, date, items))
    return entries


def zip_changes(path: Path = ZIP_DOCS / "CHANGES.gz", whatsnew: Path = ZIP_DOCS / "WHATSNEW") -> list[Question]:
    """Info-ZIP Zip's CHANGES (as Debian's zip package ships it): the day-to-day changes from Zip 2.2a (1996) to 3.0 (2008), each
    beta under a heading of its date and version between dashes (`------------------------ September 1st 1996 version 2.2c
    ------------------`), its changes numbered (` 4. fix for incorrect free in zip.c (Onno, Mike, Steve)`), most ending with who
    made them. WHATSNEW lists the major new things by beta release (`New things in Zip 3.0g`, then `- ` items)."""
    text = read_text(path)
    entries = _zip_changes(text)
    versions = [v for v, _, _ in entries]
    if len(entries) < 120 or len(set(versions)) != len(versions):
        raise ValueError(f"{path}: the version headings not read, one a version")
    date = {v: d for v, d, _ in entries}
    items = {v: [i for _, i in its] for v, _, its in entries}
    regular = {v for v, _, its in entries if [n for n, _ in its] == list(range(1, len(its) + 1))}  # (no number skipped or repeated)
    said = Counter(i for its in items.values() for i in its)
    b = _builder("zip-CHANGES", path)
    asked = b.rng.choice(sorted(v for v in versions if re.fullmatch(r"[\d.]+[a-z]\d*", v)))
    b.add("record_field", f"According to Zip's CHANGES, on what date was Zip version {asked} made? Give the date as the file writes "
          "it.", date[asked])  # fmt: skip
    years = Counter(d[-4:] for d in date.values())
    year = b.rng.choice(sorted(y for y, c in years.items() if 5 <= c <= 25 and y != date[asked][-4:]))
    b.add("count", f"How many version headings does Zip's CHANGES date in the year {year}?", years[year])
    if (top := _top(versions, key=lambda v: len(items[v]))) is not None:
        b.add("extreme", "Which version's entry in Zip's CHANGES lists the most numbered changes?", top)
    plain = sorted((i, v) for v, its in items.items() for i in its if said[i] == 1 and 25 <= len(i) <= 70 and v not in (asked, top)
                   and 4 <= len(its) <= 25 and date[v][-4:] != year and v in regular)  # fmt: skip
    hop, hop_version = b.rng.choice(plain)
    b.add("two_hops", f"One entry of Zip's CHANGES lists the change \"{hop}\". How many numbered changes does that entry list?",
          len(items[hop_version]))  # fmt: skip
    k = b.rng.choice([k for k in range(len(versions) - 1) if not {versions[k], versions[k + 1]} & {asked, top, hop_version}])
    b.add("ordering", f"Which version does Zip's CHANGES list right after version {versions[k]}?", versions[k + 1])
    titled, titled_version = b.rng.choice([(i, v) for i, v in plain if v != hop_version and abs(versions.index(v) - k) > 2])
    b.add("section_title", f"Under which version's heading does Zip's CHANGES list the change \"{titled}\"?", titled_version)
    news = re.split(r"^New things in Zip ([\d.]+[a-z]?)(?: since Zip \S+)?:?\s*$", read_text(whatsnew), flags=re.M)
    beta = {}
    for version, body in zip(news[1::2], news[2::2], strict=True):
        for item in re.findall(r"^- (.+?)\s*$", body, re.M):
            beta.setdefault(item, []).append(version)
    crossing = sorted((i, vs[0]) for i, vs in beta.items() if len(vs) == 1 and vs[0] in date and 25 <= len(i) <= 60
                      and i.endswith(".") and vs[0] not in (asked, hop_version, titled_version))  # fmt: skip
    if len(beta) < 30 or not crossing:
        raise ValueError(f"{whatsnew}: the new things by beta not read")
    crossed, crossed_version = b.rng.choice(crossing)
    b.add("cross_file", f"Zip's WHATSNEW lists \"{crossed}\" among the new things of one release. On what date does CHANGES date that "
          "release's version heading? Give the date as CHANGES writes it.", date[crossed_version],
          context=(str(path), str(whatsnew)))  # fmt: skip
    missing = _absent(text, "version 2.2x", "version 3.0j", "version 2.5a")
    b.add("absent", f"According to Zip's CHANGES, on what date was Zip {missing} made?", None)
    return b.questions


# Round 30, written before any run on it: the Google Cloud CLI's RELEASE_NOTES (with gsutil's CHANGES.md), OpenJDK's jvmti.h
# (with jni.h), OpenJDK's PostScript printing font map psfontj2d.properties (with psfont.properties.ja), python-apt's list of
# Ubuntu mirrors Ubuntu.mirrors (with Debian.mirrors), the jq(1) man page's troff source (with jq's ChangeLog) and Rich's
# color.py (with its _palettes.py).

GCLOUD_ROOT = Path("/usr/lib/google-cloud-sdk")


def _gcloud_releases(text: str) -> list[tuple[str, str, list[tuple[str, list[str]]]]]:
    """RELEASE_NOTES' releases in order, newest first, as (version, date as written, its `### ` sections as (title, its
    top-level `* ` items with their indented lines joined by single spaces, nested `  - ` items left out)); a heading like
    `## 160.0.0 (2017-06-21; abandoned: ...)` or `## 99.0.0 (2016-3-2)` read as its version and date."""
    parts = re.split(r"^## (\S+) \((\d{4}-\d{1,2}-\d{1,2})[^)\n]*\)[ \t]*$", text, flags=re.M)
    releases = []
    for version, date, body in zip(parts[1::3], parts[2::3], parts[3::3], strict=True):
        chunks = re.split(r"^### (.+?)[ \t]*$", body, flags=re.M)
        sections = []
        for title, chunk in zip(chunks[1::2], chunks[2::2], strict=True):
            items: list[str] = []
            nested = False
            for line in chunk.splitlines():
                if m := re.match(r"\*\s+(\S.*)$", line):
                    items.append(" ".join(m.group(1).split()))
                    nested = False
                elif re.match(r"\s+[-*]\s", line):
                    nested = True
                elif line[:1].isspace() and line.strip() and items and not nested:
                    items[-1] += " " + " ".join(line.split())
            sections.append((title, items))
        releases.append((version, date, sections))
    return releases


def gcloud_release_notes(path: Path = GCLOUD_ROOT / "RELEASE_NOTES",
                         changes: Path = GCLOUD_ROOT / "platform" / "gsutil" / "CHANGES.md") -> list[Question]:
    """The Google Cloud CLI's RELEASE_NOTES (Markdown, as the google-cloud-cli package installs it): every release from 0.9.0
    (2013) on, newest first, under a heading of its version and date (`## 528.0.0 (2025-06-24)`), its changes in sections by
    product (`### Cloud Storage`, `### Breaking Changes`), one `* ` item a change (`* Updated gsutil component to 5.34.`).
    gsutil's CHANGES.md dates each gsutil release (`Release 5.34 (release date: 2025-04-16)`)."""
    text = read_text(path)
    releases = _gcloud_releases(text)
    versions = [v for v, _, _ in releases]
    if len(releases) < 500 or len(set(versions)) != len(versions):
        raise ValueError(f"{path}: the release headings not read, one a version")
    date = {v: d for v, d, _ in releases}
    sections = {v: ss for v, _, ss in releases}
    titles = {v: [t for t, _ in ss] for v, ss in sections.items()}
    said = Counter(i for ss in sections.values() for _, items in ss for i in items)
    flat = " ".join(text.split())
    b = _builder("gcloud-RELEASE_NOTES", path)
    asked = b.rng.choice(sorted(v for v in versions if re.fullmatch(r"[1-9]\d*\.0\.0", v)))
    b.add("record_field", f"According to the Google Cloud CLI's RELEASE_NOTES, on what date was version {asked} released? Give the "
          "date as the file writes it.", date[asked])  # fmt: skip
    years = Counter(d[:4] for d in date.values())
    year = b.rng.choice(sorted(y for y, c in years.items() if 15 <= c <= 30 and y != date[asked][:4]))
    b.add("count", f"How many release headings of the Google Cloud CLI's RELEASE_NOTES are dated in the year {year}?", years[year])
    top = _top(versions, key=lambda v: len(titles[v]))
    counted = b.rng.choice(sorted(v for v in versions if 6 <= len(titles[v]) <= 14 and len(set(titles[v])) == len(titles[v])
                                  and v not in (asked, top)))  # fmt: skip
    b.add("count", f"How many sections (### headings) does the release {counted} have in the Google Cloud CLI's RELEASE_NOTES?",
          len(titles[counted]))  # fmt: skip
    if top is not None:
        b.add("extreme", "Which release of the Google Cloud CLI's RELEASE_NOTES has the most sections (### headings)? Give its "
              "version.", top)  # fmt: skip
    plain = sorted((i, v, t) for v, ss in sections.items() for t, items in ss for i in items if said[i] == 1
                   and 40 <= len(i) <= 110 and v not in (asked, counted, top) and titles[v].count(t) == 1
                   and not re.search(r"\d+\.\d+\.\d+|\*\*", i) and flat.count(i) == 1)  # fmt: skip
    hop, hop_version, _ = b.rng.choice(plain)
    b.add("two_hops", f"One release of the Google Cloud CLI's RELEASE_NOTES lists the change \"{hop}\". On what date was that "
          "release made? Give the date as the file writes it.", date[hop_version])  # fmt: skip
    having = Counter(t for ts in titles.values() for t in set(ts))
    spelt = Counter(" ".join(t.lower().split()) for t in having)
    firsts = sorted(t for t, c in having.items() if 3 <= c <= 8 and re.fullmatch(r"[A-Z][\w ./-]+", t)
                    and spelt[" ".join(t.lower().split())] == 1)  # fmt: skip
    first = b.rng.choice(firsts)
    b.add("ordering", f"What was the first release (the earliest) of the Google Cloud CLI whose RELEASE_NOTES have a section headed "
          f"\"{first}\"? Give its version.", next(v for v in reversed(versions) if first in titles[v]))  # fmt: skip

    def hinted(item: str, title: str) -> bool:  # the section read off the item's words
        return any(w.lower() in item.lower() for w in re.findall(r"[A-Za-z]{4,}", title) if w.lower() not in ("cloud", "google"))

    placed = [(i, v, t) for i, v, t in plain if v != hop_version and having[t] >= 20 and not hinted(i, t)]
    titled, titled_version, titled_title = b.rng.choice(placed)
    b.add("section_title", f"Under which ### heading does the release {titled_version} of the Google Cloud CLI's RELEASE_NOTES list "
          f"the change \"{titled}\"?", titled_title)  # fmt: skip
    dated: dict[str, set[str]] = {}
    for version, day in re.findall(r"^Release ([\d.]+) \(release[ -]date: (\d{4}-\d\d-\d\d)\)", read_text(changes), re.M):
        dated.setdefault(version, set()).add(day)
    updates = {v: m.group(1) for v, ss in sections.items() for _, items in ss for i in items
               if (m := re.fullmatch(r"Updated gsutil component to ([\d.]+?)\.?", i))}  # fmt: skip
    crossing = sorted(v for v, g in updates.items() if len(dated.get(g, ())) == 1 and v not in (asked, counted, hop_version))
    if len(dated) < 100 or not crossing:
        raise ValueError(f"{changes}: the gsutil releases not read")
    crossed = b.rng.choice(crossing)
    b.add("cross_file", f"The Google Cloud CLI's release {crossed} updated its gsutil component to a new version, as RELEASE_NOTES "
          "says. On what date does gsutil's CHANGES.md date that gsutil release? Give the date as CHANGES.md writes it.",
          next(iter(dated[updates[crossed]])), context=(str(path), str(changes)))  # fmt: skip
    missing = _absent(text, "161.0.1", "300.0.1", "450.0.2")
    b.add("absent", f"According to the Google Cloud CLI's RELEASE_NOTES, on what date was version {missing} released?", None)
    return b.questions


JDK_INCLUDE = Path("/usr/lib/jvm/java-17-openjdk-amd64/include")


def _jvmti_constants(text: str) -> list[tuple[str, str, str]]:
    """jvmti.h's enum constants in order as (name, value as written, the comment heading above its enum, such as `/* Heap
    Filter Flags */`), from `/* Constants */` to `/* Pre-Declarations */`."""
    start, end = text.index("/* Constants */"), text.index("/* Pre-Declarations */")
    constants, heading = [], ""
    for line in text[start:end].splitlines():
        if m := re.fullmatch(r"\s*/\* (.+?) \*/\s*", line):
            heading = m.group(1)
        elif m := re.fullmatch(r"\s+(JVMTI_\w+)\s*=\s*(.+?),?\s*(?:/\*.*\*/)?\s*", line):
            constants.append((m.group(1), m.group(2).strip(), heading))
    return constants


def _jvmti_functions(text: str) -> list[tuple[int, str, str, list[str]]]:
    """The function table `struct jvmtiInterface_1_` in order as (slot number, the slot's comment, the function's name or
    `RESERVED`, its parameters as written with their spaces collapsed), from `/*   2 : Set Event Notification Mode */` above
    `jvmtiError (JNICALL *SetEventNotificationMode) (jvmtiEnv* env, ...);` or `/*   1 :  RESERVED */` above `void *reserved1;`."""
    body = text[text.index("typedef struct jvmtiInterface_1_ {"):text.index("} jvmtiInterface_1;")]
    functions = []
    for number, comment, declaration in re.findall(r"/\*\s+(\d+) :\s+(.*?)\s*\*/\s*\n\s*(.*?);", body, re.S):
        declaration = " ".join(declaration.split())
        if m := re.fullmatch(r"\w+ \(JNICALL \*(\w+)\) \((.*)\)", declaration):
            functions.append((int(number), comment, m.group(1), [p.strip() for p in m.group(2).split(",")]))
        else:
            functions.append((int(number), comment, "RESERVED", []))
    return functions


def jvmti_h(path: Path = JDK_INCLUDE / "jvmti.h", jni: Path = JDK_INCLUDE / "jni.h") -> list[Question]:
    """OpenJDK 17's jvmti.h, the C header of the JVM Tool Interface: enum constants in groups under comment headings (`/* Heap
    Filter Flags */`, `/* Errors */`: `JVMTI_ERROR_INVALID_THREAD = 10,`, `/* Event IDs */`), the structure types (`struct
    jvmtiFrameInfo { ... };`, the `jvmtiCapabilities` bit fields `unsigned int can_tag_objects : 1;`), the event callbacks and
    the function table, each slot numbered in a comment (`/*   5 : Suspend Thread */` above `jvmtiError (JNICALL *SuspendThread)
    (jvmtiEnv* env, jthread thread);`). jni.h, which it includes, defines JNI's own function table `struct JNINativeInterface_`."""
    text = read_text(path)
    constants = _jvmti_constants(text)
    functions = _jvmti_functions(text)
    named = [f for f in functions if f[2] != "RESERVED"]
    if len(constants) < 200 or len(named) < 140 or [n for n, *_ in functions] != list(range(1, len(functions) + 1)):
        raise ValueError(f"{path}: the constants or the function table not read")
    b = _builder("jvmti.h", path)
    errors = [(n, v) for n, v, h in constants if h == "Errors" and re.fullmatch(r"\d+", v) and n not in ("JVMTI_ERROR_NONE",
                                                                                                          "JVMTI_ERROR_MAX")]
    values = Counter(v for _, v in errors)
    asked, asked_value = b.rng.choice(sorted((n, v) for n, v in errors if values[v] == 1))
    b.add("record_field", f"What value does the C header jvmti.h give the error code {asked}?", asked_value)
    capabilities = re.findall(r"unsigned int (can_\w+) : 1;", text)
    b.add("count", "How many capabilities (the named can_... bit fields) does jvmti.h's jvmtiCapabilities structure define?",
          len(capabilities))  # fmt: skip
    plain = [f for f in named if "..." not in f[3]]
    counted = b.rng.choice(sorted(f[2] for f in plain if 3 <= len(f[3]) <= 5))
    b.add("count", f"How many parameters does the function {counted} of jvmti.h's function table take, counting its first "
          "parameter jvmtiEnv* env?", len(next(f[3] for f in plain if f[2] == counted)))  # fmt: skip
    structs = {m.group(1): [d for d in m.group(2).split(";") if d.strip()]
               for m in re.finditer(r"^struct (jvmti\w+) \{(.*?)^\};", text, re.S | re.M)}  # fmt: skip
    if (top := _top(structs, key=lambda s: len(structs[s]))) is not None:
        b.add("extreme", "Of the structures jvmti.h declares as struct jvmti... { ... }, which one has the most members?", top)
    owners = Counter(p.split()[-1].lstrip("*") for f in plain for p in set(f[3][1:]))
    hops = sorted((p.split()[-1].lstrip("*"), f[0]) for f in plain for p in f[3][1:] if owners[p.split()[-1].lstrip("*")] == 1
                  and f[2] not in (counted,) and not any(w in f[2].lower() for w in p.split()[-1].lstrip("*").split("_")
                                                         if len(w) >= 4))  # fmt: skip
    hop, hop_slot = b.rng.choice(hops)
    b.add("two_hops", f"Exactly one function of jvmti.h's function table takes a parameter named {hop}. At which slot number does "
          "the table list that function?", str(hop_slot))  # fmt: skip
    k = b.rng.choice([k for k in range(len(functions) - 1) if functions[k][2] != "RESERVED" and functions[k + 1][2] != "RESERVED"
                      and not {functions[k][2], functions[k + 1][2]} & {counted} and functions[k + 1][0] != hop_slot])  # fmt: skip
    b.add("ordering", f"Which function does jvmti.h's function table list right after {functions[k][2]}?", functions[k + 1][2])
    headings = Counter(h for *_, h in constants)

    def hinted(name: str, heading: str) -> bool:  # the heading read off the constant's name
        return any(w.upper()[:5] in name for w in re.findall(r"[A-Za-z]{4,}", heading))

    placed = sorted((n, h) for n, _, h in constants if headings[h] >= 3 and h not in ("Errors", "Event IDs") and not hinted(n, h)
                    and n != asked)  # fmt: skip
    titled, heading = b.rng.choice(placed)
    b.add("section_title", f"Under which comment heading (such as /* Heap Filter Flags */) does jvmti.h define the constant "
          f"{titled}? Give the heading's text.", heading)  # fmt: skip
    if "typedef struct JNINativeInterface_ jniNativeInterface;" not in text:
        raise ValueError(f"{path}: no jniNativeInterface typedef")
    table = read_text(jni)
    table = table[table.index("struct JNINativeInterface_ {"):]
    table = table[:table.index("};")]
    slots = [a or r for a, r in re.findall(r"\(JNICALL \*(\w+)\)|void \*(reserved\d+);", table)]
    if len(slots) < 200 or len(set(slots)) != len(slots):
        raise ValueError(f"{jni}: the JNI function table not read")
    j = b.rng.choice([j for j in range(4, len(slots) - 1) if not set(re.findall(r"[A-Z][a-z]{2,}", slots[j]))
                      & set(re.findall(r"[A-Z][a-z]{2,}", slots[j + 1]))])  # (not NewWeakGlobalRef, DeleteWeakGlobalRef)
    b.add("cross_file", "jvmti.h typedefs jniNativeInterface as a structure that jni.h defines. Which function pointer does that "
          f"structure declare right after {slots[j]}?", slots[j + 1], context=(str(path), str(jni)))  # fmt: skip
    missing = _absent(text, "JVMTI_ERROR_THREAD_DEADLOCKED", "JVMTI_ERROR_INVALID_STACK", "JVMTI_ERROR_TIMED_OUT")
    b.add("absent", f"What value does the C header jvmti.h give the error code {missing}?", None)
    return b.questions


JDK_CONF = Path("/etc/java-17-openjdk")


def _properties(text: str) -> list[tuple[str, str]]:
    """A Java .properties file's `key=value` lines in order, `#` comment lines and blank lines left out."""
    return [(k.strip(), v.strip()) for k, _, v in (line.partition("=") for line in text.splitlines()
                                                   if line.strip() and not line.lstrip().startswith("#") and "=" in line)]


def psfontj2d_properties(path: Path = JDK_CONF / "psfontj2d.properties",
                         japanese: Path = JDK_CONF / "psfont.properties.ja") -> list[Question]:
    """OpenJDK's PostScript printer property file for Java 2D printing, psfontj2d.properties (a conffile in /etc): font names
    and aliases mapped to a logical or physical font (`timesroman=serif`, `itcbookman_demi=bookman_demi`), then each font name
    + charset + style mapped to a PostScript font (`serif.latin1.bold=Times-Bold`), the PostScript fonts numbered
    (`Palatino-Roman=27`) and each number's font and how to load it (`font.28=Symbol findfont`). psfont.properties.ja is the
    Japanese printers' file of the same form, numbering its own fonts."""
    text = read_text(path)
    pairs = _properties(text)
    aliases = {k: v for k, v in pairs if re.fullmatch(r"[a-z_]+", k)}
    styles = {k: v for k, v in pairs if re.fullmatch(r"[a-z_]+\.[a-z0-9]+\.(plain|bold|italic|bolditalic)", k)}
    numbers = {k: int(v) for k, v in pairs if re.fullmatch(r"[A-Z][\w-]*", k) and re.fullmatch(r"\d+", v)}
    loads = {int(k[5:]): v for k, v in pairs if re.fullmatch(r"font\.\d+", k)}
    if len(aliases) < 40 or len(styles) < 80 or len(numbers) < 30 or sorted(numbers.values()) != list(range(len(numbers))):
        raise ValueError(f"{path}: the font mappings not read")
    named = Counter(styles.values())
    b = _builder("psfontj2d.properties", path)
    asked = b.rng.choice(sorted(k for k, v in styles.items() if named[v] <= 2 and ".latin1." in k and k[:4] not in v.lower()))
    b.add("record_field", f"Which PostScript font does OpenJDK's psfontj2d.properties map {asked} to?", styles[asked])
    counted = b.rng.choice(sorted(f for f, n in named.items() if 3 <= n <= 6 and f != styles[asked]))
    b.add("count", f"How many font name + charset + style settings (such as serif.latin1.bold) of psfontj2d.properties name the "
          f"PostScript font {counted}?", named[counted])  # fmt: skip
    if sorted(loads) != sorted(numbers.values()) or any(loads[n].split()[0] != f for f, n in numbers.items()):
        raise ValueError(f"{path}: the font.N lines do not load the numbered fonts")
    if (top := _top(numbers, key=numbers.__getitem__)) is not None:
        b.add("extreme", "Which PostScript font does psfontj2d.properties give the highest number?", top)
    plain = {k: styles[f"{v}.latin1.plain"] for k, v in aliases.items() if k != v and f"{v}.latin1.plain" in styles
             and f"{k}.latin1.plain" not in styles}  # (an alias whose own name has no setting: the font is one hop away)
    hop = b.rng.choice(sorted(k for k, f in plain.items() if f not in (styles[asked], counted) and k[:4] not in f.lower()))
    b.add("two_hops", f"psfontj2d.properties maps the font name {hop} to another font name. Which PostScript font does it give for "
          "that other name's latin1 plain style?", plain[hop])  # fmt: skip
    by_number = {n: f for f, n in numbers.items()}
    n = b.rng.choice([n for n in range(len(by_number) - 1) if by_number[n + 1] != top and by_number[n] not in (counted,)])
    b.add("ordering", f"Which PostScript font does psfontj2d.properties number right after {by_number[n]}?", by_number[n + 1])
    theirs = {k: int(v) for k, v in _properties(read_text(japanese))
              if re.fullmatch(r"[A-Z][\w.-]*", k) and re.fullmatch(r"\d+", v)}  # fmt: skip
    crossing = sorted(f for f, m in theirs.items() if m in by_number and by_number[m] != f and m != n + 1)
    if len(theirs) < 10 or not crossing:
        raise ValueError(f"{japanese}: the numbered fonts not read")
    crossed = b.rng.choice(crossing)
    b.add("cross_file", f"psfont.properties.ja (the Japanese printers' file) numbers the PostScript font {crossed}. Which PostScript "
          "font does psfontj2d.properties give that same number?", by_number[theirs[crossed]],
          context=(str(path), str(japanese)))  # fmt: skip
    missing = _absent(text, "optima", "garamond", "futura")
    b.add("absent", f"Which PostScript font does OpenJDK's psfontj2d.properties map {missing}.latin1.plain to?", None)
    return b.questions


APT_TEMPLATES = Path("/usr/share/python-apt/templates")


def _mirrors(text: str) -> list[tuple[str, str]]:
    """A python-apt mirrors file's mirrors in order as (country code of the `#LOC:XX` line above it, URL); a URL above every
    `#LOC` line (Ubuntu's `mirror://mirrors.ubuntu.com/mirrors.txt`) left out."""
    mirrors, country = [], None
    for line in text.splitlines():
        if m := re.fullmatch(r"#LOC:([A-Z]{2})", line.strip()):
            country = m.group(1)
        elif line.strip() and not line.startswith("#") and country:
            mirrors.append((country, line.strip()))
    return mirrors


def ubuntu_mirrors(path: Path = APT_TEMPLATES / "Ubuntu.mirrors",
                   debian: Path = APT_TEMPLATES / "Debian.mirrors") -> list[Question]:
    """python-apt's list of Ubuntu archive mirrors (python-apt-common's templates, which software-properties reads): mirror URLs
    one a line (`http://ubuntu.anexia.at/ubuntu/`, some https:// or ftp://) in groups by country under `#LOC:AT` lines, the
    countries in alphabetical order. Debian.mirrors lists Debian's mirrors the same way."""
    text = read_text(path)
    mirrors = _mirrors(text)
    countries = list(dict.fromkeys(c for c, _ in mirrors))
    urls = [u for _, u in mirrors]
    if len(mirrors) < 400 or len(countries) < 60 or len(set(urls)) != len(urls) \
            or len(re.findall(r"^#LOC:", text, re.M)) != len(countries):
        raise ValueError(f"{path}: the mirrors not read, one country block each")
    listed = Counter(c for c, _ in mirrors)
    country_of = {u: c for c, u in mirrors}
    b = _builder("Ubuntu.mirrors", path)
    lone = b.rng.choice(sorted(c for c, n in listed.items() if n == 1))
    b.add("record_field", f"Which mirror does python-apt's Ubuntu.mirrors list under the country code {lone}? Give its URL.",
          next(u for c, u in mirrors if c == lone))  # fmt: skip
    counted = b.rng.choice(sorted(c for c, n in listed.items() if 6 <= n <= 20))
    b.add("count", f"How many mirrors does python-apt's Ubuntu.mirrors list under the country code {counted}?", listed[counted])
    secure = Counter(c for c, u in mirrors if u.startswith("https://"))
    if (top := _top(secure, key=secure.__getitem__)) is not None:
        b.add("extreme", "Under which country code does Ubuntu.mirrors list the most mirrors with an https:// URL?", top)

    def hinted(url: str, country: str) -> bool:  # the country read off the host name (or guessed for a .com: US, GB)
        host = url.split("/")[2].lower()
        return bool(re.search(rf"(^|[.-]){country.lower()}([.-]|$)", host)) or country in ("US", "GB")

    plain = sorted(u for u in urls if not hinted(u, country_of[u]) and listed[country_of[u]] >= 2)
    hop = b.rng.choice([u for u in plain if country_of[u] not in (lone, counted, top) and 3 <= listed[country_of[u]] <= 25])
    b.add("two_hops", f"Ubuntu.mirrors lists the mirror {hop} under a country code. How many mirrors does it list under that code?",
          listed[country_of[hop]])  # fmt: skip
    k = b.rng.choice([k for k in range(len(countries) - 1) if not {countries[k], countries[k + 1]} & {lone, counted}])
    b.add("ordering", f"Which country code does Ubuntu.mirrors list right after {countries[k]}?", countries[k + 1])
    titled = b.rng.choice([u for u in plain if country_of[u] not in (country_of[hop], countries[k + 1], lone)])
    b.add("section_title", f"Under which country code (#LOC line) does python-apt's Ubuntu.mirrors list the mirror {titled}?",
          country_of[titled])  # fmt: skip
    theirs = Counter(c for c, _ in _mirrors(read_text(debian)))
    crossing = sorted(u for u in plain if theirs[country_of[u]] >= 2 and country_of[u] not in (country_of[hop], country_of[titled],
                                                                                                 counted))  # fmt: skip
    if len(theirs) < 40 or not crossing:
        raise ValueError(f"{debian}: the Debian mirrors not read")
    crossed = b.rng.choice(crossing)
    b.add("cross_file", f"Ubuntu.mirrors lists the mirror {crossed} under a country code. How many mirrors does python-apt's "
          "Debian.mirrors list under that same country code?", theirs[country_of[crossed]], context=(str(path), str(debian)))
    missing = _absent(text, "#LOC:MT", "#LOC:BO", "#LOC:JM", "#LOC:IS")[5:]
    b.add("absent", f"Which mirror does python-apt's Ubuntu.mirrors list under the country code {missing}? Give its URL.", None)
    return b.questions


JQ_MANUAL = Path("/usr/share/man/man1/jq.1.gz")


def _troff_text(title: str) -> str:
    """A ronn-made troff heading as it reads: the quotes round it off, `\\-` `\\.` `\\e` `\\|` unescaped."""
    return title.strip().strip('"').replace("\\-", "-").replace("\\.", ".").replace("\\e", "\\").replace("\\|", "")


def _jq_subsections(text: str) -> list[tuple[str, str, str]]:
    """jq(1)'s subsections in order as (the `.SH` section's heading, the `.SS` heading, the body), headings unescaped."""
    parts = re.split(r"^\.(S[HS]) (.*)\n", text, flags=re.M)
    subsections, section = [], ""
    for kind, title, body in zip(parts[1::3], parts[2::3], parts[3::3], strict=True):
        if kind == "SH":
            section = _troff_text(title)
        else:
            subsections.append((section, _troff_text(title), body))
    return subsections


def _jq_names(heading: str) -> list[str]:
    """The builtins a subsection heading names: `min, max, min_by(path_exp), max_by(path_exp)` -> min, max, min_by, max_by."""
    return re.findall(r"(?:^|, |\s)(\$?[a-z_][a-z0-9_]*)(?=\(|,|$)", heading)


def jq_manual(path: Path = JQ_MANUAL, changelog: Path = Path("/usr/share/doc/jq/changelog.gz")) -> list[Question]:
    """The jq(1) man page as troff source (made by ronn): sections under `.SH` (`.SH "BUILTIN OPERATORS AND FUNCTIONS"`), each
    filter or builtin in a subsection under `.SS` naming it (`.SS "ltrimstr(str)"`, `.SS "keys, keys_unsorted"`), with examples
    one a program, each a line `jq '...'` followed by its input and `=> ` output. jq's ChangeLog records the upstream commits by
    day and author (`2014-12-12  ...`), one tab-indented paragraph a change (`Add until(cond; next); fix #639`)."""
    text = read_text(path)
    subsections = _jq_subsections(text)
    examples = {t: len(re.findall(r"^jq '", body, re.M)) for _, t, body in subsections}
    titles = [t for _, t, _ in subsections]
    section_of = {t: s for s, t, _ in subsections}
    if len(subsections) < 100 or len(set(titles)) != len(titles) or sum(examples.values()) < 150:
        raise ValueError(f"{path}: the subsections not read, one a heading")
    simple = [t for t in titles if re.fullmatch(r"[\w$ ,;()]+", t)]
    b = _builder("jq.1", path)
    sections = Counter(section_of.values())
    titled = b.rng.choice(sorted(t for t in simple if sections[section_of[t]] <= 12 and _jq_names(t)))
    b.add("section_title", f"Under which section (.SH heading) does the jq(1) man page document \"{titled}\"? Give the section's "
          "heading.", section_of[titled])  # fmt: skip
    top = _top(titles, key=examples.__getitem__)
    counted = b.rng.choice(sorted(t for t in simple if 2 <= examples[t] <= 5 and t not in (titled, top)))
    b.add("count", f"How many examples (lines starting jq '...') does the jq(1) man page give in its subsection \"{counted}\"?",
          examples[counted])  # fmt: skip
    if top is not None:
        b.add("extreme", "Which subsection (.SS heading) of the jq(1) man page gives the most examples? Give its heading.", top)
    owners: dict[str, list[str]] = {}
    for t in titles:
        for name in dict.fromkeys(_jq_names(t)):
            owners.setdefault(name, []).append(t)
    hops = sorted((n, ts[0]) for n, ts in owners.items() if len(ts) == 1 and len(_jq_names(ts[0])) >= 2 and _jq_names(ts[0])[0] != n
                  and examples[ts[0]] >= 1 and ts[0] not in (counted, top))  # fmt: skip
    hop, hop_title = b.rng.choice(hops)
    b.add("two_hops", f"The jq(1) man page documents the builtin {hop} in a subsection whose heading names it along with other "
          "builtins. How many examples (lines starting jq '...') does that subsection give?", examples[hop_title])  # fmt: skip
    k = b.rng.choice([k for k in range(len(subsections) - 1) if subsections[k][0] == subsections[k + 1][0]
                      and titles[k] in simple and titles[k + 1] in simple and not {titles[k], titles[k + 1]} & {titled, counted}])
    b.add("ordering", f"Which subsection does the jq(1) man page document right after \"{titles[k]}\"? Give its heading.",
          titles[k + 1])  # fmt: skip
    shown = []
    for t, body in ((t, body) for _, t, body in subsections if examples[t] == 1 and t in simple):
        outputs = [o.replace("\\-", "-").replace("\\.", ".") for o in re.findall(r"=> (.*)$", body, re.M)]
        if len(outputs) == 1 and re.fullmatch(r"-?[\d.]+|true|false|null|\[[\d, ]*\]", outputs[0]):  # (no quotes nor escapes)
            shown.append((t, outputs[0]))
    shown_title, output = b.rng.choice([(t, o) for t, o in shown if t not in (titled, hop_title, titles[k + 1])])
    b.add("record_field", f"The jq(1) man page gives one example in its subsection \"{shown_title}\". What output does that example "
          "show (after =>)?", output)  # fmt: skip
    added = []
    for body in re.findall(r"^\d{4}-\d\d-\d\d  .*\n((?:\t.*\n|[ \t]*\n)*)", read_text(changelog), re.M):
        for first in re.findall(r"^\t(Add(?:ed)? .+?)\s*$", body, re.M):
            m = re.match(r"Add(?:ed)? `?([a-z_]+)", first)
            if m and len(owners.get(m.group(1), ())) == 1 and not (set(re.findall(r"[a-z_]+", first)) & set(owners)) - {m.group(1)}:
                added.append((first, owners[m.group(1)][0]))  # (one builtin named: not "Add explode/implode ...")
    said = Counter(f for f, _ in added)
    crossing = sorted((f, t) for f, t in added if said[f] == 1 and examples[t] >= 1
                      and t not in (counted, hop_title, top, shown_title))  # fmt: skip
    if len(added) < 10 or not crossing:
        raise ValueError(f"{changelog}: the additions of builtins not read")
    crossed, crossed_title = b.rng.choice(crossing)
    b.add("cross_file", f"jq's ChangeLog records the change \"{crossed}\". How many examples (lines starting jq '...') does the jq(1) "
          "man page give in the subsection that documents that builtin?", examples[crossed_title],
          context=(str(path), str(changelog)))  # fmt: skip
    missing = _absent(text, "splits_by", "tojsonl", "trimstr")
    b.add("absent", f"Under which section (.SH heading) does the jq(1) man page document the builtin {missing}?", None)
    return b.questions


RICH = SITE_PACKAGES / "rich"


def rich_colors(path: Path = RICH / "color.py", palettes: Path = RICH / "_palettes.py") -> list[Question]:
    """Rich's color.py (the terminal library the project depends on): the enums ColorSystem and ColorType, the dict
    ANSI_COLOR_NAMES of the 256 terminal colours' names and numbers (`"dark_orange3": 130,`, grey and gray spellings both) and the
    class Color with its methods. _palettes.py holds the palettes it maps numbers through: WINDOWS_PALETTE and STANDARD_PALETTE
    (16 RGB triples each) and EIGHT_BIT_PALETTE (256, `(95, 135, 175),`)."""
    text = read_text(path)
    tree = ast.parse(text)
    table = next(n.value for n in tree.body if isinstance(n, ast.Assign) and ast.unparse(n.targets[0]) == "ANSI_COLOR_NAMES")
    if not isinstance(table, ast.Dict):
        raise ValueError(f"{path}: ANSI_COLOR_NAMES is no dict")
    names = [(ast.literal_eval(k), ast.literal_eval(v)) for k, v in zip(table.keys, table.values, strict=True) if k is not None]
    number = dict(names)
    if len(names) < 200 or len(number) != len(names):
        raise ValueError(f"{path}: the colour names not read, one each")
    sharing = Counter(number.values())
    b = _builder("rich-color.py", path)
    asked = b.rng.choice(sorted(n for n, v in names if v >= 16 and sharing[v] == 1))
    b.add("record_field", f"What number does ANSI_COLOR_NAMES in Rich's color.py give the color name {asked}?", str(number[asked]))
    words = Counter(w for n, _ in names for w in set(re.findall(r"[a-z]+", n)))
    word = b.rng.choice(sorted(w for w, c in words.items() if 5 <= c <= 15 and len(w) >= 4 and w not in asked))
    b.add("count", f"How many color names in ANSI_COLOR_NAMES (Rich's color.py) contain the word {word}?",
          sum(word in re.findall(r"[a-z]+", n) for n, _ in names))  # fmt: skip
    color = _class(tree, "Color")
    methods = _functions(color.body)
    if (top := _top(methods, key=_lines)) is not None:
        b.add("extreme", "Which method of the class Color in Rich's color.py has the most lines?", top.name)
    named_by = {v: [n for n, w in names if w == v] for v in sharing}
    hop = b.rng.choice(sorted(n for n, v in names if len(named_by.get(v + 1, ())) == 1 and 16 <= v and n != asked
                              and word not in n + named_by[v + 1][0]))  # fmt: skip
    b.add("two_hops", f"ANSI_COLOR_NAMES in Rich's color.py gives the color name {hop} a number. Which color name does it give the "
          "next number (one higher)?", named_by[number[hop] + 1][0])  # fmt: skip
    order = [n for n, _ in names]
    k = b.rng.choice([k for k in range(len(order) - 1) if number[order[k + 1]] != number[order[k]]
                      and not {order[k], order[k + 1]} & {asked, hop}])  # fmt: skip
    b.add("ordering", f"Which color name does ANSI_COLOR_NAMES in Rich's color.py list right after {order[k]}?", order[k + 1])
    shelves: dict[str, list[str | None]] = {}
    source = read_text(palettes)
    for node in ast.parse(source).body:
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call) and node.value.args:
            shelves[ast.unparse(node.targets[0])] = [ast.get_source_segment(source, e) for e in node.value.args[0].elts]
    if len(shelves.get("EIGHT_BIT_PALETTE", ())) != 256:
        raise ValueError(f"{palettes}: the 256-colour palette not read")
    holders = Counter(t for ts in shelves.values() for t in set(ts))
    placed = sorted((t, p) for p, ts in shelves.items() for t in ts if t and holders[t] == 1 and p != "EIGHT_BIT_PALETTE")
    triple, shelf = b.rng.choice(placed)
    b.add("section_title", f"Which palette in Rich's _palettes.py holds the RGB triple {triple}? Give the palette's name.", shelf,
          context=(str(palettes),))  # fmt: skip
    crossing = sorted(n for n, v in names if v >= 16 and n not in (asked, hop, order[k + 1]))
    crossed = b.rng.choice(crossing)
    b.add("cross_file", f"Rich's color.py gives the color name {crossed} a number in ANSI_COLOR_NAMES. Which RGB triple does "
          "EIGHT_BIT_PALETTE in _palettes.py hold at that index (counting from 0)? Give it as the file writes it.",
          shelves["EIGHT_BIT_PALETTE"][number[crossed]], context=(str(path), str(palettes)))  # fmt: skip
    missing = _absent(text, "ultramarine", "burnt_sienna", "mauve")
    b.add("absent", f"What number does ANSI_COLOR_NAMES in Rich's color.py give the color name {missing}?", None)
    return b.questions


PYTHON_DOCS = Path("/usr/share/doc/python3.11")


def _python_releases(text: str) -> list[tuple[str, str, list[tuple[str, list[str]]]]]:
    """Python's NEWS (or HISTORY) releases in order, newest first, as (the version as its `What's New in Python 3.11.2 final?`
    heading writes it, the release date as written, its sections under dashed-underlined titles as (title, its `- ` items with
    their indented lines joined by single spaces))."""
    parts = re.split(r"^What's New in Python (.+?)\?\n=+\n", text, flags=re.M)
    releases = []
    for version, body in zip(parts[1::2], parts[2::2], strict=True):
        date = re.search(r"^\*?Release date: (\S+?)\*?\s*$", body, re.M)
        chunks = re.split(r"^(\S[^\n]*)\n-{3,}\n", body, flags=re.M)
        sections = [(title.strip(), [" ".join(i.split()) for i in re.findall(r"^- (.*(?:\n  .*)*)", chunk, re.M)])
                    for title, chunk in zip(chunks[1::2], chunks[2::2], strict=True)]  # fmt: skip
        releases.append((version, date.group(1) if date else "", sections))
    return releases


def _issue(item: str) -> str | None:
    """The issue a NEWS item starts with as written (`gh-issue-101400`, `bpo-32782`), or None."""
    return m.group(1) if (m := re.match(r"((?:gh-issue|bpo)-\d+):", item)) else None


def python_news(path: Path = PYTHON_DOCS / "NEWS.gz", history: Path = PYTHON_DOCS / "HISTORY.gz") -> list[Question]:
    """Python 3.11's NEWS as Debian's python3.11 package installs it (Misc/NEWS): every release from 3.5.0 alpha 1 (2015) to
    3.11.2, newest first, each under `What's New in Python 3.11.2 final?` and `*Release date: 2023-02-07*`, its changes in
    sections (`Core and Builtins`, `Library`, `Security`, `IDLE`, ... underlined with dashes), one `- ` item a change, most
    opening with their issue (`- gh-issue-101400: Fix wrong lineno ...`, `- bpo-32782: ...`). HISTORY holds the older
    releases (3.4.6 back to the 1990s) the same way, their items opening `- Issue #28648: ...`."""
    text = read_text(path)
    releases = _python_releases(text)
    versions = [v for v, _, _ in releases]
    if len(releases) < 80 or len(set(versions)) != len(versions) \
            or not all(re.fullmatch(r"\d{4}-\d\d-\d\d", d) for _, d, _ in releases):
        raise ValueError(f"{path}: the release headings not read, one a version with its date")
    date = {v: d for v, d, _ in releases}
    sections = {v: ss for v, _, ss in releases}
    titles = {v: [t for t, _ in ss] for v, ss in sections.items()}
    if any(len(set(ts)) != len(ts) for ts in titles.values()):
        raise ValueError(f"{path}: a release names a section twice")
    mentioned = Counter(re.findall(r"\b((?:gh-issue|bpo)-\d+)\b", text))
    once = [(v, t, i) for v, ss in sections.items() for t, items in ss for i in items if (n := _issue(i)) and mentioned[n] == 1]
    b = _builder("python-NEWS", path)
    asked = b.rng.choice(sorted(versions))
    b.add("record_field", f"According to the NEWS file of Python 3.11, on what date was Python {asked} released? Give the date as "
          "the file writes it.", date[asked])  # fmt: skip
    years = Counter(d[:4] for d in date.values())
    year = b.rng.choice(sorted(y for y, c in years.items() if 8 <= c <= 25 and y != date[asked][:4]))
    b.add("count", f"How many of the releases in Python 3.11's NEWS file carry a release date in {year}?", years[year])
    size = {(v, t): len(items) for v, ss in sections.items() for t, items in ss}
    counted, counted_title = b.rng.choice(sorted(k for k, n in size.items() if 4 <= n <= 15 and k[0] != asked))
    b.add("count", f"In Python 3.11's NEWS, how many items are listed under the heading \"{counted_title}\" of the release Python "
          f"{counted}?", size[(counted, counted_title)])  # fmt: skip
    tops = {t: top for t in sorted({t for ts in titles.values() for t in ts})
            if (top := _top([v for v in versions if t in titles[v]], key=lambda v, t=t: size[(v, t)])) is not None}  # fmt: skip
    ranked = b.rng.choice(sorted(t for t, top in tops.items() if top not in (asked, counted)))
    b.add("extreme", f"Which release in Python 3.11's NEWS lists the most items under its \"{ranked}\" heading? Give the version as "
          "its heading writes it (such as 3.11.2 final).", tops[ranked])  # fmt: skip
    hop, hop_version = b.rng.choice([(i, v) for v, _, i in once if v not in (asked, counted, tops[ranked])])
    b.add("two_hops", f"Python 3.11's NEWS lists the change {_issue(hop)} under one release. What release date does NEWS give that "
          "release?", date[hop_version])  # fmt: skip
    followed = [(v, t, items[k], items[k + 1]) for v, ss in sections.items() for t, items in ss for k in range(len(items) - 1)
                if _issue(items[k]) and _issue(items[k + 1]) and mentioned[_issue(items[k]) or ""] == 1
                and v not in (asked, counted, hop_version)]  # fmt: skip
    order_version, order_title, before, after = b.rng.choice(followed)
    b.add("ordering", f"In Python 3.11's NEWS, which change is listed right after {_issue(before)} under the \"{order_title}\" "
          f"heading of Python {order_version}? Give its issue as NEWS writes it (such as bpo-12345).", _issue(after) or "")

    def hinted(item: str, title: str) -> bool:  # the section read off the item's words (an IDLE item saying "IDLE")
        return any(w.lower().rstrip("s") in item.lower() for w in re.findall(r"[A-Za-z]{3,}", title) if w.lower() != "and")

    having = Counter(t for ts in titles.values() for t in ts)
    placed = [(i, v, t) for v, t, i in once if having[t] >= 30 and t != "Library" and not hinted(i, t)
              and v not in (asked, counted, hop_version, order_version)]  # fmt: skip
    titled, titled_version, titled_title = b.rng.choice(placed)
    b.add("section_title", f"Under which section heading of the release Python {titled_version} does Python 3.11's NEWS list the "
          f"change {_issue(titled)}?", titled_title)  # fmt: skip
    older = read_text(history)
    past = _python_releases(older)
    issues = Counter(re.findall(r"\bIssue #(\d+)\b", older))
    holder = {n: v for v, _, ss in past for _, items in ss for i in items for n in re.findall(r"\bIssue #(\d+)\b", i)
              if issues[n] == 1}  # fmt: skip
    if len(past) < 60 or len(holder) < 1000:
        raise ValueError(f"{history}: the older releases' issues not read")
    crossing = sorted((v, _issue(i) or "") for v, _, i in once if (n := (_issue(i) or "")[4:]) and (_issue(i) or "").startswith("bpo-")
                      and n in holder and v not in (titled_version, hop_version))  # fmt: skip
    crossed_version, crossed = b.rng.choice(crossing)
    b.add("cross_file", f"Python 3.11's NEWS lists {crossed} under Python {crossed_version}. HISTORY, the file of Python's older "
          f"releases, lists the same issue (as Issue #{crossed[4:]}) under one release. Which release? Give its version as HISTORY's "
          "heading writes it.", holder[crossed[4:]], context=(str(path), str(history)))  # fmt: skip
    missing = _absent(text, "3.11.3", "3.10.0 beta 2", "3.8.0 beta 2")
    b.add("absent", f"According to the NEWS file of Python 3.11, on what date was Python {missing} released?", None)
    return b.questions


DBUS_SYSTEM_POLICY = Path("/usr/share/dbus-1/system.d")


def _bus_rules(text: str) -> list[tuple[str, str, dict[str, str], str]]:
    """A D-Bus bus configuration's rules in order as (the `<policy>` element's attribute as written, `user="root"` or
    `context="default"`; allow or deny; the rule's attributes; the text of the last comment above it in that policy, or '')."""
    rules: list[tuple[str, str, dict[str, str], str]] = []
    policy, heading = "", ""
    for m in re.finditer(r"<!--(.*?)-->|<policy\s+([^>]*)>|<(allow|deny)\s([^>]*?)/>", text, re.S):
        if m.group(1) is not None:
            heading = " ".join(m.group(1).split())
        elif m.group(2) is not None:
            policy, heading = m.group(2).strip(), ""
        else:
            rules.append((policy, m.group(3), dict(re.findall(r'(\w+)="([^"]*)"', m.group(4))), heading))
    return rules


def _dbus_idl_methods(text: str, interface: str) -> dict[str, list[tuple[str, str, str]]]:
    """The methods a systemd D-Bus man page's listing gives one interface (`interface org.freedesktop.systemd1.Manager {`,
    `methods:`, `StartUnit(in  s name, in  s mode, out o job);`) as name -> its arguments as (direction, type, name)."""
    plain = text.replace("\\&", "")
    start = plain.index(f"interface {interface} {{\n")
    block = plain[start:plain.index("\n    signals:", start) if "\n    signals:" in plain[start:] else None]
    block = block[:block.index("\n    properties:")] if "\n    properties:" in block else block
    methods: dict[str, list[tuple[str, str, str]]] = {}
    for name, args in re.findall(r"^      (\w+)\((.*?)\);$", block, re.M | re.S):
        if name in methods:
            raise ValueError(f"{interface}: the method {name} listed twice")
        methods[name] = [(d, t, n) for d, t, n in (a.split() for a in args.split(",") if a.strip())]
    return methods


def systemd1_bus_policy(path: Path = DBUS_SYSTEM_POLICY / "org.freedesktop.systemd1.conf",
                        manual: Path = Path("/usr/share/man/man5/org.freedesktop.systemd1.5.gz")) -> list[Question]:
    """systemd's D-Bus system bus policy for its manager, org.freedesktop.systemd1.conf (a `<busconfig>` XML file): root may do
    everything; in `<policy context="default">` everything sent to org.freedesktop.systemd1 is denied, then single methods are
    allowed, one `<allow send_destination="org.freedesktop.systemd1" send_interface="org.freedesktop.systemd1.Manager"
    send_member="GetUnit"/>` a method, grouped under comments (`<!-- Completely open to anyone: org.freedesktop.systemd1.Manager
    interface -->`, `<!-- Managed via polkit or other criteria: ... -->`). The org.freedesktop.systemd1(5) man page lists every
    method of the Manager interface with its arguments (`StartUnit(in  s name, in  s mode, out o job);`)."""
    rules = _bus_rules(read_text(path))
    allowed = [(a["send_interface"], a["send_member"], h) for p, kind, a, h in rules
               if p == 'context="default"' and kind == "allow" and "send_member" in a]  # fmt: skip
    if len(allowed) < 60 or len(set(allowed)) != len(allowed) or not any(k == "deny" for _, k, _, _ in rules):
        raise ValueError(f"{path}: the default policy's allowed methods not read, one rule each")
    where = {m: [i for i, n, _ in allowed if n == m] for _, m, _ in allowed}
    per_interface = Counter(i for i, _, _ in allowed)
    under = Counter(h for _, _, h in allowed)
    b = _builder("systemd1-bus-policy", path)
    lone = sorted(m for m, ifs in where.items() if len(ifs) == 1)
    asked = b.rng.choice([m for m in lone if not where[m][0].endswith(".Manager")])
    b.add("record_field", f"systemd's D-Bus policy org.freedesktop.systemd1.conf allows unprivileged callers the method {asked} on "
          "one interface. Which interface? Give its full name.", where[asked][0])  # fmt: skip
    heading = b.rng.choice(sorted(h for h, n in under.items() if 3 <= n <= 40 and h))
    b.add("count", f"How many allow rules naming a method (send_member) does org.freedesktop.systemd1.conf list under its comment "
          f"\"{heading}\"?", under[heading])  # fmt: skip
    spread = Counter(m for _, m, _ in allowed)
    if (top := _top(spread, key=spread.__getitem__)) is not None:
        b.add("extreme", "Which method name does the default policy of org.freedesktop.systemd1.conf allow on the largest number of "
              "different interfaces?", top)  # fmt: skip
    hop = b.rng.choice([m for m in lone if 2 <= per_interface[where[m][0]] <= 15 and m != asked and where[m][0] != where[asked][0]])
    b.add("two_hops", f"org.freedesktop.systemd1.conf allows the method {hop} on exactly one interface. How many methods in all does "
          "its default policy allow on that interface?", per_interface[where[hop][0]])  # fmt: skip
    k = b.rng.choice([k for k in range(len(allowed) - 1) if allowed[k][2] == allowed[k + 1][2] and allowed[k][0] == allowed[k + 1][0]
                      and len(where[allowed[k][1]]) == 1 and not {allowed[k][1], allowed[k + 1][1]} & {asked, hop}])  # fmt: skip
    b.add("ordering", f"Which method does org.freedesktop.systemd1.conf allow right after {allowed[k][1]} (on "
          f"{allowed[k][0]})?", allowed[k + 1][1])  # fmt: skip
    placed = sorted(m for m in lone if where[m][0].endswith(".Manager") and m not in (allowed[k][1], allowed[k + 1][1]))
    titled = b.rng.choice(placed)
    b.add("section_title", f"Under which comment does org.freedesktop.systemd1.conf allow the Manager method {titled}? Give the "
          "comment's text.", next(h for i, m, h in allowed if m == titled))  # fmt: skip
    methods = _dbus_idl_methods(read_text(manual), "org.freedesktop.systemd1.Manager")
    if len(methods) < 80:
        raise ValueError(f"{manual}: the Manager methods not read")
    crossing = sorted(m for i, m, _ in allowed if i.endswith(".Manager") and m in methods and m not in (titled, allowed[k + 1][1])
                      and sum(d == "in" for d, _, _ in methods[m]) >= 2)  # fmt: skip
    crossed = b.rng.choice(crossing)
    b.add("cross_file", f"org.freedesktop.systemd1.conf allows the Manager method {crossed}. How many input (in) arguments does the "
          "org.freedesktop.systemd1(5) man page give that method?", sum(d == "in" for d, _, _ in methods[crossed]),
          context=(str(path), str(manual)))  # fmt: skip
    missing = _absent(read_text(path), "SoftReboot", "KExec", "SetEnvironment")
    b.add("absent", f"On which interface does org.freedesktop.systemd1.conf allow unprivileged callers the method {missing}?", None)
    return b.questions


ZLIB_H = Path("/usr/include/zlib.h")


def _zlib_prototypes(text: str) -> list[tuple[str, str, str, list[str]]]:
    """zlib.h's function prototypes in order, those its documentation shows inside comments (`ZEXTERN int ZEXPORT
    deflateInit OF((z_streamp strm, int level));`, a macro) and the indented ones under `#ifdef`s too, as (the `/* basic
    functions */` heading above it, its return type, its name, its parameters as written with their spaces collapsed; none for
    `OF((void))`)."""
    headings = [(m.start(), m.group(1)) for m in re.finditer(r"^ {16,}/\* (.+?) \*/[ \t]*$", text, re.M)]
    prototypes = []
    for m in re.finditer(r"^[ \t]*ZEXTERN\s+(.+?)\s*ZEXPORT(?:VA)?\s+(\w+)\s*(?:OF|Z_ARG)\s*\(\((.*?)\)\);", text, re.M | re.S):
        heading = next((h for at, h in reversed(headings) if at < m.start()), "")
        params = [" ".join(p.split()) for p in m.group(3).split(",")]
        prototypes.append((heading, " ".join(m.group(1).split()), m.group(2), [] if params == ["void"] else params))
    return prototypes


def zlib_h(path: Path = ZLIB_H, config: Path = ZLIB_H.with_name("zconf.h")) -> list[Question]:
    """zlib's C header zlib.h (1.2.13): the stream structures (`typedef struct z_stream_s { ... } z_stream;`, gz_header), the
    constants under `/* constants */` in commented groups (`#define Z_SYNC_FLUSH    2`, return codes, compression levels,
    strategies), then the functions under comment headings (`/* basic functions */`, `/* Advanced functions */`, `/* utility
    functions */`, `/* gzip file access functions */`, `/* checksum functions */`, `/* various hacks, don't look :) */`), each a
    prototype `ZEXTERN int ZEXPORT deflate OF((z_streamp strm, int flush));` followed by its documentation (some prototypes only
    inside the documentation's comments). zconf.h, which it includes, typedefs the basic types (`typedef unsigned int   uInt;`)."""
    text = read_text(path)
    prototypes = _zlib_prototypes(text)
    named = Counter(n for _, _, n, _ in prototypes)
    constants = re.findall(r"^#define (Z_[A-Z_]+)\s+\(?(-?\d+)\)?", text, re.M)
    if len(prototypes) < 80 or len(constants) < 30 or len({h for h, _, _, _ in prototypes}) < 6:
        raise ValueError(f"{path}: the prototypes or constants not read")
    b = _builder("zlib.h", path)
    values = Counter(v for _, v in constants)
    asked, value = b.rng.choice(sorted((n, v) for n, v in constants if values[v] == 1 and v not in ("0", "1")))
    b.add("record_field", f"What value does the C header zlib.h #define the constant {asked} as?", value)
    once = [p for p in prototypes if named[p[2]] == 1]
    counted = b.rng.choice(sorted(n for _, _, n, ps in once if 3 <= len(ps) <= 5))
    b.add("count", f"How many parameters does zlib.h's prototype of the function {counted} declare?",
          len(next(ps for _, _, n, ps in once if n == counted)))  # fmt: skip
    if (top := _top(prototypes, key=lambda p: len(p[3]))) is not None:
        b.add("extreme", "Which function prototype in zlib.h declares the most parameters?", top[2])
    def param_name(p: str) -> str | None:  # `const Bytef *source` -> source; none for `int` or `...`
        return p.split()[-1].lstrip("*") if len(p.split()) >= 2 and re.fullmatch(r"\**\w+", p.split()[-1]) else None

    param = Counter(param_name(p) for _, _, _, ps in prototypes for p in set(ps))
    hops = sorted((name, n, len(ps)) for _, _, n, ps in prototypes for p in ps if (name := param_name(p)) and param[name] == 1
                  and len(name) >= 3
                  and n != counted and not (top and n == top[2]))  # fmt: skip
    hop, hop_name, hop_params = b.rng.choice(hops)
    b.add("two_hops", f"Exactly one function prototype in zlib.h has a parameter named {hop}. How many parameters does that "
          "prototype declare in all?", hop_params)  # fmt: skip
    k = b.rng.choice([k for k in range(len(prototypes) - 1) if prototypes[k][0] == prototypes[k + 1][0]
                      and named[prototypes[k][2]] == named[prototypes[k + 1][2]] == 1
                      and prototypes[k][2][:5] != prototypes[k + 1][2][:5]
                      and not {prototypes[k][2], prototypes[k + 1][2]} & {counted, hop_name}])  # fmt: skip
    b.add("ordering", f"Which function's prototype comes right after that of {prototypes[k][2]} in zlib.h?", prototypes[k + 1][2])

    def hinted(name: str, heading: str) -> bool:  # the heading read off the name: gzopen under "gzip file access functions"
        return name.startswith("gz") and "gzip" in heading

    placed = sorted((n, h) for h, _, n, _ in once if not h.startswith("various") and not hinted(n, h)
                    and n not in (counted, hop_name, prototypes[k][2], prototypes[k + 1][2]))  # fmt: skip
    titled, heading = b.rng.choice(placed)
    b.add("section_title", f"Under which comment heading (such as /* basic functions */) does zlib.h give the prototype of "
          f"{titled}? Give the heading's text.", heading)  # fmt: skip
    typedefs = dict((n, " ".join(t.split())) for t, n in re.findall(r"^typedef ([a-z ]+?)\s+(\w+);", read_text(config), re.M))
    crossing = sorted((n, p.split()[-1].lstrip("*"), p.split()[-2]) for _, _, n, ps in once for p in ps
                      if len(p.split()) == 2 and "*" not in p and p.split()[-2] in typedefs
                      and n not in (counted, hop_name, titled))  # fmt: skip
    if not {"uInt", "uLong"} <= set(typedefs) or not crossing:
        raise ValueError(f"{config}: the basic typedefs not read")
    crossed, crossed_param, crossed_type = b.rng.choice(crossing)
    b.add("cross_file", f"In zlib.h the function {crossed} takes a parameter {crossed_param}. Its type is one that zconf.h "
          "typedefs. Which C type does zconf.h typedef it as?", typedefs[crossed_type], context=(str(path), str(config)))
    missing = _absent(text, "Z_ZSTD_COMPRESSION", "Z_BEST_RATIO", "Z_LZ4")
    b.add("absent", f"What value does the C header zlib.h #define the constant {missing} as?", None)
    return b.questions


MOUNT_8 = Path("/usr/share/man/man8/mount.8.gz")


def _asciidoc_entries(text: str) -> list[tuple[str, str, str, str]]:
    """The entries of an Asciidoctor-made man page (util-linux's): each a term line after `.sp` at the outer level, its
    description indented under `.RS 4` ... `.RE`, as (the `.SH` heading, the `.SS` heading or '', the term as it reads, the
    description's first line as it reads); nested entries (an option's values) left out."""
    lines = text.splitlines()
    entries = []
    section, subsection, depth = "", "", 0
    for i, line in enumerate(lines):
        if line.startswith(".SH "):
            section, subsection, depth = _roff_plain(line[4:]).strip('"'), "", 0
        elif line.startswith(".SS "):
            subsection, depth = _roff_plain(line[4:]).strip('"'), 0
        elif line.startswith(".RS"):
            depth += 1
        elif line.startswith(".RE"):
            depth -= 1
        elif depth == 0 and i + 2 < len(lines) and lines[i - 1] == ".sp" and lines[i + 1].startswith(".RS 4") \
                and line.strip() and not line.startswith("."):
            entries.append((section, subsection, _roff_plain(line), _roff_plain(lines[i + 2])))
    return entries


def _entry_names(term: str) -> list[str]:
    """The options an entry's term names: `uid=value and gid=value` -> uid, gid; `dots, nodots, dotsOK=[yes|no]` -> dots,
    nodots, dotsOK; `noquota|quota|usrquota|grpquota` -> all four; `blocksize={512|1024|2048}` -> blocksize."""
    bare = re.sub(r"\{[^}]*\}|\[[^\]]*\]", "", term)
    pieces = re.split(r",\s*|\s+and\s+|\s+or\s+|\s*\|\s*|\s+/\s+", bare)
    return list(dict.fromkeys(m.group(0) for p in pieces if (m := re.match(r"[\w.*-]+", p.strip()))))


def mount_8(path: Path = MOUNT_8, fstab: Path = Path("/usr/share/man/man5/fstab.5.gz")) -> list[Question]:
    """util-linux's mount(8) man page as troff source (made by Asciidoctor): sections under `.SH` (`.SH "COMMAND\\-LINE
    OPTIONS"`, `.SH "FILESYSTEM\\-INDEPENDENT MOUNT OPTIONS"`, `.SH "EXIT STATUS"`), the filesystem-specific options in
    subsections under `.SS` (`.SS "Mount options for fat"`), each option an entry: its term after `.sp` (`\\fBuid=\\fP\\fIvalue\\fP
    and \\fBgid=\\fP\\fIvalue\\fP`), its description under `.RS 4` ... `.RE`. fstab(5) describes /etc/fstab's six fields, listing
    under the fourth (fs_mntops) the basic filesystem-independent options the same way."""
    text = read_text(path)
    entries = _asciidoc_entries(text)
    specific = [(s, t) for sec, s, t, _ in entries if sec == "FILESYSTEM-SPECIFIC MOUNT OPTIONS"
                and re.fullmatch(r"Mount options for \w+", s)]  # (not "... for debugging and disaster recovery")
    independent = [t for sec, _, t, _ in entries if sec == "FILESYSTEM-INDEPENDENT MOUNT OPTIONS"]
    statuses = [(t, d) for sec, _, t, d in entries if sec == "EXIT STATUS"]
    if len(specific) < 100 or len(independent) < 30 or len(statuses) < 6:
        raise ValueError(f"{path}: the option entries not read")
    per = Counter(s for s, _ in specific)
    b = _builder("mount.8", path)
    status, meaning = b.rng.choice([(t, d) for t, d in statuses if t != "0" and re.fullmatch(r"\d+", t)])
    b.add("record_field", f"Which exit status value does the mount(8) man page give for \"{meaning}\"?", status)
    simple = {s for s in per if all(len(_entry_names(t)) == 1 for ss, t in specific if ss == s)
              and s != "Mount options for udf"}  # (udf's options go on in the two subsections after it)
    top = _top(per, key=per.__getitem__)
    counted = b.rng.choice(sorted(s for s in simple if 4 <= per[s] <= 15 and s != top))
    b.add("count", f"How many option entries does mount(8) give in its subsection \"{counted}\"?", per[counted])
    if top is not None:
        b.add("extreme", "Which \"Mount options for ...\" subsection of mount(8) has the most option entries? Give the filesystem it "
              "names.", top.removeprefix("Mount options for "))  # fmt: skip
    owners: dict[str, set[str]] = {}
    for sec, s, t, _ in entries:
        for name in _entry_names(t):
            owners.setdefault(name, set()).add(s if sec == "FILESYSTEM-SPECIFIC MOUNT OPTIONS" else sec)
    lone = sorted((n, next(iter(ss))) for n, ss in owners.items() if len(ss) == 1 and next(iter(ss)) in per
                  and next(iter(ss)) != "Mount options for udf"
                  and len(n) >= 6 and next(iter(ss)).removeprefix("Mount options for ") not in n)  # fmt: skip
    hop, hop_owner = b.rng.choice([(n, s) for n, s in lone if s not in (counted, top) and s in simple and 3 <= per[s] <= 20])
    b.add("two_hops", f"mount(8) documents the option {hop} for one filesystem only. How many option entries does that "
          "filesystem's \"Mount options for ...\" subsection give?", per[hop_owner])  # fmt: skip
    single = [t for t in independent if len(_entry_names(t)) == 1]
    k = b.rng.choice([k for k in range(len(independent) - 1) if independent[k] in single and independent[k + 1] in single
                      and independent[k + 1].removeprefix("no") != independent[k] and independent[k].removeprefix("no")
                      != independent[k + 1]])  # fmt: skip
    b.add("ordering", f"Among mount(8)'s filesystem-independent mount options, which option is documented right after "
          f"{independent[k]}?", independent[k + 1])  # fmt: skip
    titled, titled_owner = b.rng.choice([(n, s) for n, s in lone if s not in (hop_owner, counted)])
    b.add("section_title", f"Under which subsection heading of mount(8) is the option {titled} documented?", titled_owner)
    basic = [t for sec, s, t, _ in _asciidoc_entries(read_text(fstab)) if "fourth field" in s]
    documented = {n for t in independent for n in _entry_names(t)}
    lacking = [t for t in basic if t not in documented]
    if len(basic) < 4 or len(lacking) != 1:
        raise ValueError(f"{fstab}: the fourth field's options not read, or not one of them missing from mount(8)")
    b.add("cross_file", "fstab(5) lists basic filesystem-independent options for the fourth field of an fstab line. Which one of "
          "them has no entry of its own among mount(8)'s FILESYSTEM-INDEPENDENT MOUNT OPTIONS?", lacking[0],
          context=(str(path), str(fstab)))  # fmt: skip
    missing = _absent(text, "compress_algorithm", "discard_unit", "zstd_level")
    b.add("absent", f"Under which subsection heading of mount(8) is the option {missing} documented?", None)
    return b.questions


FONTTOOLS = SITE_PACKAGES / "fontTools"


def _glyph_lists(text: str) -> dict[str, list[tuple[str, ...]]]:
    """The two glyph lists fontTools' agl.py embeds, by the name their `# Name:` header line gives: the Adobe Glyph List's rows
    as (glyph name, its Unicode values as written, `0041` or `05D3 05B2`), the Adobe Glyph List For New Fonts' rows as (Unicode
    value, glyph name, Unicode character name)."""
    lists: dict[str, list[tuple[str, ...]]] = {}
    for body in re.findall(r'^_agl\w*Text = """\\\n(.*?)^"""', text, re.M | re.S):
        name = re.search(r"^# Name:\s+(.+?)\s*$", body, re.M)
        if name is None:
            raise ValueError("a glyph list without a '# Name:' line")
        lists[name.group(1)] = [tuple(line.split(";")) for line in body.splitlines() if line and not line.startswith("#")]
    return lists


def adobe_glyph_list(path: Path = FONTTOOLS / "agl.py", mac_roman: Path = FONTTOOLS / "encodings" / "MacRoman.py") -> list[Question]:
    """fontTools' agl.py (the font library Matplotlib depends on): the Adobe Glyph List (2.0) as the string _aglText, one
    `glyph name;Unicode value(s)` row a line (`Aacute;00C1`, `dalethatafpatah;05D3 05B2`), about 4,300 names in alphabetical
    order, and the Adobe Glyph List For New Fonts (1.7) as _aglfnText, one `Unicode value;glyph name;character name` row a line
    (`00C1;Aacute;LATIN CAPITAL LETTER A WITH ACUTE`), then the functions that build AGL2UV and UV2AGL and map glyph names to
    Unicode. fontTools' encodings/MacRoman.py lists the 256 glyph names of the Mac OS Roman encoding in code order."""
    text = read_text(path)
    lists = _glyph_lists(text)
    agl, aglfn = lists.get("Adobe Glyph List", []), lists.get("Adobe Glyph List For New Fonts", [])
    if len(agl) < 4000 or len(aglfn) < 500 or any(len(r) != 2 for r in agl) or any(len(r) != 3 for r in aglfn):
        raise ValueError(f"{path}: the two glyph lists not read")
    value = dict((n, v) for n, v in agl)
    if len(value) != len(agl):
        raise ValueError(f"{path}: a glyph name listed twice")
    names = {v: [n for n, w in agl if w == v] for v in set(value.values())}
    fn_name = {n: c for _, n, c in aglfn}
    fn_value = {v: (n, c) for v, n, c in aglfn}
    b = _builder("agl.py", path)
    asked = b.rng.choice(sorted(n for n, v in agl if " " not in v and len(names[v]) == 1 and n not in fn_name and len(n) >= 5))
    b.add("record_field", f"Which Unicode value does the Adobe Glyph List in fontTools' agl.py give the glyph name {asked}? Give the "
          "hexadecimal digits as the list writes them.", value[asked])  # fmt: skip
    top = _top(names, key=lambda v: len(names[v]))
    in_sequences = {u for _, v in agl if " " in v for u in v.split()}  # (not `05E1`, which no sequence holds either)
    counted = b.rng.choice(sorted(v for v, ns in names.items() if 3 <= len(ns) <= 5 and v != top and " " not in v
                                  and v not in in_sequences))  # fmt: skip
    b.add("count", f"How many glyph names does the Adobe Glyph List in fontTools' agl.py map to the Unicode value {counted}?",
          len(names[counted]))  # fmt: skip
    if top is not None:
        b.add("extreme", "Which Unicode value has the most glyph names in the Adobe Glyph List (_aglText) of fontTools' agl.py? Give "
              "it as the list writes it.", top)  # fmt: skip
    hops = sorted(n for n, v in agl if n not in fn_name and v in fn_value and fn_value[v][0] != n and v not in (value[asked], counted)
                  and not re.search(r"\d{3}", fn_value[v][1]))  # fmt: skip
    hop = b.rng.choice(hops)
    b.add("two_hops", f"The Adobe Glyph List in fontTools' agl.py maps the glyph name {hop} to a Unicode value. Which character name "
          "does the Adobe Glyph List For New Fonts, in the same file, give that value?", fn_value[value[hop]][1])  # fmt: skip
    k = b.rng.choice([k for k in range(len(agl) - 1) if agl[k][0] not in (asked, hop) and agl[k + 1][0] not in (asked, hop)
                      and agl[k][0][:3] != agl[k + 1][0][:3]])  # fmt: skip
    b.add("ordering", f"Which glyph name does the Adobe Glyph List in fontTools' agl.py list right after {agl[k][0]}?", agl[k + 1][0])
    sequences = [n for n, v in agl if " " in v]
    if not sequences or any(len(v.split()) > 1 for _, v, _ in aglfn):
        raise ValueError(f"{path}: no glyph name of several Unicode values")
    b.add("count", "How many glyph names does the Adobe Glyph List (_aglText) in fontTools' agl.py map to a sequence of more than "
          "one Unicode value rather than to a single value?", len(sequences))  # fmt: skip
    encoding = ast.literal_eval(next(n.value for n in ast.parse(read_text(mac_roman)).body if isinstance(n, ast.Assign)))
    if len(encoding) != 256:
        raise ValueError(f"{mac_roman}: not 256 glyph names")
    crossing = sorted(c for c in range(128, 256) if encoding[c] in value and " " not in value[encoding[c]]
                      and encoding[c] not in (asked, hop))  # fmt: skip
    crossed = b.rng.choice(crossing)
    b.add("cross_file", f"fontTools' encodings/MacRoman.py lists the glyph names of the Mac OS Roman encoding in code order. Which "
          f"Unicode value does the Adobe Glyph List in agl.py give the glyph at code {crossed} (counting from 0)?",
          value[encoding[crossed]], context=(str(path), str(mac_roman)))  # fmt: skip
    missing = _absent(text, "bitcoinsign", "rupeesignindian", "lirasignturkish")
    b.add("absent", f"Which Unicode value does the Adobe Glyph List in fontTools' agl.py give the glyph name {missing}?", None)
    return b.questions


URLLIB = Path("/usr/lib/python3.11/urllib")


def urllib_request(path: Path = URLLIB / "request.py", parse: Path = URLLIB / "parse.py") -> list[Question]:
    """Python 3.11's urllib/request.py (Debian's python3.11): urlopen() and the opener machinery: the classes Request and
    OpenerDirector, the handlers (BaseHandler with `handler_order = 500`, HTTPRedirectHandler with `max_repeats = 4`, the
    password managers, the basic and digest auth handlers, HTTPHandler, FileHandler, FTPHandler, DataHandler, ...), then the
    legacy URLopener and FancyURLopener, ftpwrapper and the proxy helpers. It imports its URL helpers from urllib/parse.py
    (`from urllib.parse import (urlparse, urlsplit, urljoin, unwrap, quote, unquote, ...)`)."""
    text = read_text(path)
    tree = ast.parse(text)
    classes = [n for n in tree.body if isinstance(n, ast.ClassDef)]
    every = [n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)]  # (HTTPSHandler under an if, too)
    methods = {c.name: [f.name for f in c.body if isinstance(f, ast.FunctionDef)] for c in every}
    if len(classes) < 25 or len(methods) != len(every):
        raise ValueError(f"{path}: the classes not read, one a name")
    b = _builder("urllib-request.py", path)
    settings = sorted((c.name, t.id, n.value.value) for c in every for n in c.body if isinstance(n, ast.Assign)
                      and isinstance(n.value, ast.Constant) and type(n.value.value) is int for t in n.targets
                      if isinstance(t, ast.Name))  # fmt: skip
    shared = Counter(v for _, _, v in settings)
    cls, attribute, value = b.rng.choice([s for s in settings if shared[s[2]] == 1])
    b.add("record_field", f"What value does the class {cls} in Python's urllib/request.py give its attribute {attribute}?", str(value))
    sizes = {c: len(ms) for c, ms in methods.items()}
    top = _top([c.name for c in classes], key=sizes.__getitem__)
    counted = b.rng.choice(sorted(c for c, n in sizes.items() if 4 <= n <= 10 and len(set(methods[c])) == n and c != top))
    b.add("count", f"How many methods (def statements directly in the class body) does the class {counted} in urllib/request.py "
          "define?", sizes[counted])  # fmt: skip
    if top is not None:
        b.add("extreme", "Which top-level class in Python's urllib/request.py has the most def statements directly in its body?", top)
    bases = {c.name: [ast.unparse(x) for x in c.bases] for c in every}
    hops = sorted(c for c, bs in bases.items() if len(bs) == 1 and bs[0] in methods and bs[0] not in (counted, top)
                  and c != counted and sizes[bs[0]] >= 2)  # fmt: skip
    hop = b.rng.choice(hops)
    b.add("two_hops", f"In urllib/request.py the class {hop} derives from one base class defined in the same module. How many "
          "methods (def statements directly in its body) does that base class define?", sizes[bases[hop][0]])  # fmt: skip
    owner = b.rng.choice(sorted(c for c, ms in methods.items() if len(ms) >= 4 and len(set(ms)) == len(ms) and c not in (counted,)))
    k = b.rng.randrange(len(methods[owner]) - 1)
    b.add("ordering", f"Which method does the class {owner} in urllib/request.py define right after {methods[owner][k]}?",
          methods[owner][k + 1])  # fmt: skip
    defined = Counter(m for ms in methods.values() for m in set(ms))
    functions = {n.name for n in tree.body if isinstance(n, ast.FunctionDef)}
    aliases = {t.id for c in every for n in c.body if isinstance(n, ast.Assign) for t in ast.walk(n) if isinstance(t, ast.Name)
               and isinstance(t.ctx, ast.Store)}  # (HTTPRedirectHandler's `http_error_301 = http_error_303 = ...`)
    placed = sorted((m, c) for c, ms in methods.items() for m in ms if defined[m] == 1 and not m.startswith("__")
                    and m not in functions and m not in aliases and c not in (counted, owner, hop) and len(m) >= 6
                    and not {w for w in m.lower().split("_") if len(w) >= 4}
                    & {w.lower() for w in re.findall(r"[A-Z]+(?=[A-Z][a-z]|$)|[A-Z]?[a-z]+", c)})  # fmt: skip
    titled, titled_owner = b.rng.choice(placed)
    b.add("section_title", f"Which class in Python's urllib/request.py defines the method {titled}?", titled_owner)
    imported = next(n for n in tree.body if isinstance(n, ast.ImportFrom) and n.module == "urllib.parse")
    source = read_text(parse)
    helpers = {f.name: f for f in ast.parse(source).body if isinstance(f, ast.FunctionDef)}
    crossing = sorted((a.name, p.arg, ast.get_source_segment(source, d) or "") for a in imported.names if (f := helpers.get(a.name))
                      for p, d in zip(f.args.args[len(f.args.args) - len(f.args.defaults):], f.args.defaults, strict=True)
                      if re.search(r"[A-Za-z0-9]", ast.unparse(d)) and ast.unparse(d) != "None")  # fmt: skip
    if not crossing:
        raise ValueError(f"{parse}: no default of a function request.py imports")
    crossed, crossed_param, default = b.rng.choice(crossing)
    b.add("cross_file", f"urllib/request.py imports the function {crossed} from urllib.parse. What default value does "
          f"urllib/parse.py give that function's parameter {crossed_param}? Give it as the file writes it.", default,
          context=(str(path), str(parse)))  # fmt: skip
    missing = _absent(text, "WebSocketHandler", "HTTP2Handler", "SFTPHandler")
    b.add("absent", f"How many methods does the class {missing} in Python's urllib/request.py define?", None)
    return b.questions



# Round 32, written before any run on it: findutils' NEWS (with its changelog.Debian), the socket(7) man page's troff source
# (with the kernel's asm-generic/socket.h), the kernel's linux/if_ether.h (with /etc/ethertypes), systemd's logind.conf (with
# journald.conf), Python 3.11's socketserver.py (with http/server.py) and tzdata's zonenow.tab as the tzdata package in the
# project's environment ships it (with its zone1970.tab).

FINDUTILS_DOCS = Path("/usr/share/doc/findutils")


def _findutils_releases(text: str) -> list[tuple[str, str, list[tuple[str, str]]]]:
    """findutils' NEWS releases in order, newest first, as (version, date as written, its `** ` subsections as (title, body));
    the newer headings read `* Noteworthy changes in release 4.9.0 (2022-02-22) [stable]`, the older `* Major changes in release
    4.5.15, 2015-12-18`. The closing list of earlier release dates (`* No NEWS was kept ...`) is no release."""
    heads = list(re.finditer(r"^\* (?:Noteworthy|Major) changes in release (\S+?),? (?:\((\d{4}-\d\d-\d\d)\)|(\d{4}-\d\d?-\d\d?))"
                             r".*$|^\* No NEWS was kept", text, re.M))  # fmt: skip
    releases = []
    for m, nxt in zip(heads, [*heads[1:], None], strict=True):
        if m.group(1) is None:
            continue
        parts = re.split(r"^\*\* (.+?)\s*$", text[m.end():nxt.start() if nxt else len(text)], flags=re.M)
        releases.append((m.group(1), m.group(2) or m.group(3), [(t.strip().rstrip(":"), body) for t, body in zip(parts[1::2], parts[2::2])]))
    return releases


def _fixed_bugs(body: str) -> list[str]:
    """The numbered bug reports a NEWS subsection lists, one a paragraph opening `#45780: ...`."""
    return re.findall(r"^#(\d{4,6}):", body, re.M)


def findutils_news(path: Path = FINDUTILS_DOCS / "NEWS.gz", debian: Path = FINDUTILS_DOCS / "changelog.Debian.gz") -> list[Question]:
    """GNU findutils' NEWS (4.9.0): the releases newest first back to 3.7, each `* Noteworthy changes in release 4.9.0
    (2022-02-22) [stable]` or `* Major changes in release 4.5.15, 2015-12-18`, parted into `** Bug Fixes`, `** Documentation
    Changes`, `** Translations` and the like; many bug fixes are paragraphs opening with their Savannah bug (`#45780: inode column is
    badly aligned ...`). Debian's changelog.Debian names the upstream version each upload packages (`findutils (4.9.0-1)
    experimental; urgency=low`)."""
    text = read_text(path)
    releases = _findutils_releases(text)
    versions = [v for v, _, _ in releases]
    if len(releases) < 60 or not all(re.fullmatch(r"\d{4}-\d\d?-\d\d?", d) for _, d, _ in releases):
        raise ValueError(f"{path}: the release headings not read, one a version with its date")
    once = [v for v in versions if versions.count(v) == 1]
    date = {v: d for v, d, _ in releases if v in once}
    b = _builder("findutils-news", path)
    asked = b.rng.choice(sorted(once[1:]))
    b.add("record_field", f"According to GNU findutils' NEWS file, on what date was findutils {asked} released? Give the date as the "
          "file writes it.", date[asked])  # fmt: skip
    years = Counter(d[:4] for d in date.values())
    twice = {d[:4] for v, d, _ in releases if v not in once}  # (4.2.1 headed twice: one release or two)
    year = b.rng.choice(sorted(y for y, n in years.items() if 3 <= n <= 15 and y != date[asked][:4] and y not in twice))
    b.add("count", f"How many findutils releases does its NEWS file date in the year {year}?", years[year])
    fixed = {v: [n for t, body in ss for n in _fixed_bugs(body)] for v, _, ss in releases if v in once}
    top = _top(sorted(fixed), key=lambda v: len(fixed[v]))
    counted = b.rng.choice(sorted(v for v, ns in fixed.items() if 3 <= len(ns) <= 12 and v not in (asked, top)))
    b.add("count", f"How many numbered bug reports (paragraphs opening like \"#12345:\") does findutils' NEWS list for release "
          f"{counted}?", len(fixed[counted]))  # fmt: skip
    if top is not None:
        b.add("extreme", "Which findutils release lists the most numbered bug reports (paragraphs opening like \"#12345:\") in its "
              "NEWS entry?", top)  # fmt: skip
    if (busiest := _top(sorted(set(years) - twice), key=years.__getitem__)) is not None and years[busiest] > max(
            (years[y] + 2 for y in twice), default=0):  # fmt: skip
        b.add("extreme", "In which year does findutils' NEWS date the most releases?", busiest)
    mentioned = Counter(re.findall(r"#(\d{4,6})\b", text))
    owner = {n: (v, t) for v, _, ss in releases if v in once for t, body in ss for n in _fixed_bugs(body) if mentioned[n] == 1}
    hop = b.rng.choice(sorted(n for n, (v, _) in owner.items() if v not in (asked, counted, top)))
    b.add("two_hops", f"findutils' NEWS lists the fix of bug #{hop} under one release. On what date was that release made, "
          "according to NEWS?", date[owner[hop][0]])  # fmt: skip

    def naive(k: int) -> bool:  # 4.5.15 before 4.5.16: the neighbour read off the number
        a, c = versions[k].split("."), versions[k + 1].split(".")
        return a[:-1] == c[:-1] and a[-1].isdigit() and c[-1].isdigit() and int(a[-1]) == int(c[-1]) + 1

    k = b.rng.choice([k for k in range(len(versions) - 1) if versions[k] in once and versions[k + 1] in once and not naive(k)
                      and versions[k] not in (asked, counted)])  # fmt: skip
    b.add("ordering", f"According to findutils' NEWS, which release came right before {versions[k]}?", versions[k + 1])
    titled = b.rng.choice(sorted(n for n, (v, t) in owner.items() if t.lower() != "bug fixes" and n != hop))
    b.add("section_title", f"Under which subsection heading of its release does findutils' NEWS list bug #{titled}?", owner[titled][1])
    uploads = [(e.version, e.distribution) for e in changelog_entries(read_text(debian))]
    upstream = {v: m.group(0) for v, _ in uploads if (m := re.match(r"\d+(?:\.\d+)+", v))}
    crossing = sorted(v for v, _ in uploads if upstream[v] in date and "+" not in v and upstream[v] != asked)
    if len(uploads) < 5 or not crossing:
        raise ValueError(f"{debian}: no upload of an upstream release NEWS dates")
    crossed = b.rng.choice(crossing)
    b.add("cross_file", f"findutils' Debian changelog has an upload {crossed}. On what date was the upstream findutils release it "
          "packages made, according to findutils' NEWS?", date[upstream[crossed]], context=(str(path), str(debian)))  # fmt: skip
    missing = _absent(text, "4.9.1", "4.10.0", "4.5.20")
    b.add("absent", f"According to GNU findutils' NEWS file, on what date was findutils {missing} released?", None)
    return b.questions


SOCKET_7 = Path("/usr/share/man/man7/socket.7.gz")


def _man_entries(text: str) -> list[tuple[str, str]]:
    """The `.TP` entries of a man page's subsections in order as (the `.SS` heading, the entry's term line as plain text:
    `.BR SO_MARK " (since Linux 2.6.25)"` -> `SO_MARK (since Linux 2.6.25)`)."""
    lines = text.splitlines()
    entries, heading = [], ""
    for i, line in enumerate(lines):
        if line.startswith(".SH "):
            heading = ""
        elif line.startswith(".SS "):
            heading = _roff_plain(line[4:]).strip('"')
        elif line == ".TP" and heading and i + 1 < len(lines):
            term = re.sub(r"^\.(?:BR|IR|B|I)\s+", "", lines[i + 1])
            entries.append((heading, " ".join(_roff_plain(term).replace('"', "").split())))
    return entries


def socket_7(path: Path = SOCKET_7, header: Path = Path("/usr/include/asm-generic/socket.h")) -> list[Question]:
    """The socket(7) man page (Debian's manpages 6.03) as troff source: the Linux socket interface, its subsections `.SS
    Socket-layer functions`, `.SS Socket options` (one `.TP` entry an option: `.B SO_KEEPALIVE`, `.BR SO_MARK " (since Linux
    2.6.25)"`, a few entries naming two: `.BR SO_RCVLOWAT " and " SO_SNDLOWAT`), `.SS Signals`, `.SS /proc interfaces` (`.I
    rmem_default`) and `.SS Ioctls` (`.B SIOCGSTAMP`). The kernel's asm-generic/socket.h #defines the options' numbers
    (`#define SO_KEEPALIVE	9`)."""
    text = read_text(path)
    entries = _man_entries(text)
    options = [t for h, t in entries if h == "Socket options"]
    names = [re.findall(r"\bSO_[A-Z0-9_]+", t) for t in options]
    since = {n: v for t in options for n, v in re.findall(r"\b(SO_[A-Z0-9_]+) \((?:gettable )?since Linux ([\d.]+)", t)}
    if len(options) < 30 or len(since) < 10 or not all(names):
        raise ValueError(f"{path}: the socket options' entries not read")
    b = _builder("socket.7", path)
    plain = {n: v for t in options for n, v in re.findall(r"\b(SO_[A-Z0-9_]+) \(since Linux ([\d.]+)\)", t)}
    asked = b.rng.choice(sorted(plain))
    b.add("record_field", f"According to the socket(7) man page, since which Linux version has the socket option {asked} existed?",
          plain[asked])  # fmt: skip
    b.add("count", "How many of the socket options socket(7) marks with the Linux version that added them came with a Linux 2.6 "
          "release?", sum(v.startswith("2.6.") for v in since.values()))  # fmt: skip
    ioctls = [t for h, t in entries if h == "Ioctls"]
    b.add("count", "How many ioctls does the Ioctls subsection of socket(7) describe, one entry each?", len(ioctls))
    version = lambda n: tuple(int(x) for x in since[n].split("."))  # noqa: E731
    ranked = sorted(since, key=version)
    if version(ranked[-1]) > version(ranked[-2]):
        b.add("extreme", "Which socket option does socket(7) mark with the most recent Linux version (\"since Linux ...\")?",
              ranked[-1])  # fmt: skip
    single = [ns[0] for ns in names if len(ns) == 1]
    hops = sorted(ns[0] for ns, prev in zip(names[1:], names[:-1]) if len(ns) == 1 and len(prev) == 1 and prev[0] in plain
                  and prev[0] != asked)  # fmt: skip
    hop = b.rng.choice(hops)
    before = names[[ns[0] for ns in names].index(hop) - 1][0]
    b.add("two_hops", f"In socket(7)'s list of socket options, take the option documented right before {hop}. Since which Linux "
          "version has that option existed, according to the page?", plain[before])  # fmt: skip
    k = b.rng.choice([k for k in range(len(names) - 1) if len(names[k]) == len(names[k + 1]) == 1
                      and not {names[k][0], names[k + 1][0]} & {asked, hop, before}])  # fmt: skip
    b.add("ordering", f"Which socket option does socket(7) document right after {names[k][0]}?", names[k + 1][0])
    placed = sorted((t, h) for h, t in entries if h in ("/proc interfaces", "Ioctls") and " " not in t)
    titled, heading = b.rng.choice(placed)
    b.add("section_title", f"Under which subsection heading of socket(7) is {titled} described?", heading)
    numbers = dict(re.findall(r"^#define\s+(SO_[A-Z0-9_]+)\s+(\d+)\s*$", read_text(header), re.M))
    crossing = sorted(n for n in single if n in numbers and n not in (asked, hop, before, names[k][0], names[k + 1][0]))
    if len(numbers) < 40 or not crossing:
        raise ValueError(f"{header}: the options' numbers not read")
    crossed = b.rng.choice(crossing)
    b.add("cross_file", f"socket(7) documents the socket option {crossed}. What number does the kernel header asm-generic/socket.h "
          "#define it as?", numbers[crossed], context=(str(path), str(header)))  # fmt: skip
    missing = _absent(text, "SO_ZEROCOPY", "SO_TXTIME", "SO_NETNS_COOKIE")
    b.add("absent", f"According to the socket(7) man page, since which Linux version has the socket option {missing} existed?", None)
    return b.questions


IF_ETHER_H = Path("/usr/include/linux/if_ether.h")


def _ether_defines(text: str) -> list[tuple[str, str, str, str]]:
    """if_ether.h's #defines in order as (the block comment above them, `These are the defined Ethernet Protocol ID's.`, or '',
    the name, the value as written, its trailing comment with its continuation lines joined)."""
    defines, heading = [], ""
    for m in re.finditer(r"^/\*[ \t]*\n((?:[ \t]\*(?!/).*\n)+)[ \t]*\*/|^#define\s+(\w+)[ \t]+(\S+)[ \t]*(?:/\*((?:(?!\*/)[\s\S])*)\*/)?",
                         text, re.M):
        if m.group(1) is not None:
            heading = " ".join(line.strip(" \t*") for line in m.group(1).splitlines()).strip()
        else:
            defines.append((heading, m.group(2), m.group(3), " ".join((m.group(4) or "").replace("*", " ").split())))
    return defines


def if_ether_h(path: Path = IF_ETHER_H, ethertypes: Path = Path("/etc/ethertypes")) -> list[Question]:
    """The kernel's linux/if_ether.h (Debian 12's linux-libc-dev): the Ethernet lengths (`#define ETH_ALEN	6	/* Octets in one
    ethernet addr */`), then under the comment `These are the defined Ethernet Protocol ID's.` the EtherTypes (`#define ETH_P_IP
    0x0800	/* Internet Protocol packet */`, some marked `[ NOT AN OFFICIALLY REGISTERED ID ]`), then under `Non DIX types. Won't
    clash for 1500 types.` the kernel's pseudo types (`#define ETH_P_ALL	0x0003	/* Every packet (be careful!!!) */`).
    /etc/ethertypes (netbase) names the Ethernet types by number (`IPv4	0800	ip ip4	# IP (IPv4)`)."""
    text = read_text(path)
    defines = _ether_defines(text)
    ids = [(h, n, v, c) for h, n, v, c in defines if n.startswith("ETH_P_") and re.fullmatch(r"0x[0-9A-Fa-f]{4}", v)]
    groups = Counter(h for h, _, _, _ in ids)
    if len(ids) < 80 or len(groups) != 2 or min(groups.values()) < 15:
        raise ValueError(f"{path}: the protocol IDs not read under their two comments")
    value = {n: v for _, n, v, _ in ids}
    shared = Counter(int(v, 16) for v in value.values())
    b = _builder("if_ether.h", path)
    asked = b.rng.choice(sorted(n for n, v in value.items() if shared[int(v, 16)] == 1))
    b.add("record_field", f"What value does the kernel header linux/if_ether.h #define {asked} as? Give it as the header writes it.",
          value[asked])  # fmt: skip
    said = Counter(c.lower() for _, _, _, c in ids)
    described = b.rng.choice(sorted((c, n) for _, n, _, c in ids if said[c.lower()] == 1 and len(c) >= 12 and "NOT AN" not in c
                                    and n != asked and not set(re.findall(r"[a-z0-9]{3,}", n.lower().removeprefix("eth_p_")))
                                    & set(re.findall(r"[a-z0-9]{3,}", c.lower())))) # fmt: skip
    b.add("record_field", f"Which ETH_P_ constant does linux/if_ether.h describe as \"{described[0]}\"?", described[1])
    b.add("count", "How many of linux/if_ether.h's ETH_P_ protocol IDs does the header mark as not officially registered?",
          sum("NOT AN OFFICIALLY REGISTERED ID" in c for _, _, _, c in ids))  # fmt: skip
    if (top := _top(ids, key=lambda d: int(d[2], 16))) is not None:
        b.add("extreme", "Which ETH_P_ protocol ID in linux/if_ether.h has the highest value?", top[1])
    listed = [(h, n, v) for h, n, v, _ in defines]  # (every #define, so a neighbour is the next line's)
    steps = [k for k in range(len(listed) - 1) if listed[k][1] in value and listed[k + 1][1] in value and listed[k][0] == listed[k + 1][0]
             and not {listed[k][1], listed[k + 1][1]} & {asked, described[1]}]  # fmt: skip
    k = b.rng.choice(steps)
    b.add("ordering", f"Which constant does linux/if_ether.h #define right after {listed[k][1]}?", listed[k + 1][1])
    j = b.rng.choice([j for j in steps if abs(j - k) >= 3 and shared[int(listed[j + 1][2], 16)] == 1])
    b.add("two_hops", f"In linux/if_ether.h, take the constant #defined right after {listed[j][1]}. What value does the header "
          "give it?", listed[j + 1][2])  # fmt: skip
    minor = min(groups, key=groups.__getitem__)
    b.add("count", f"How many ETH_P_ constants does linux/if_ether.h #define under its comment \"{minor}\"?", groups[minor])
    named = [line.split("#")[0].split() for line in read_text(ethertypes).splitlines() if line.split("#")[0].strip()]
    by_number = Counter(int(r[1], 16) for r in named if len(r) >= 2)
    label = {int(r[1], 16): r[0] for r in named if len(r) >= 2 and by_number[int(r[1], 16)] == 1}
    crossing = sorted(n for _, n, v, _ in ids if int(v, 16) in label and shared[int(v, 16)] == 1
                      and label[int(v, 16)].lower() not in n.lower()
                      and n not in (asked, described[1], listed[k + 1][1], listed[j + 1][1]))  # fmt: skip
    if len(label) < 20 or not crossing:
        raise ValueError(f"{ethertypes}: the Ethernet types not read")
    crossed = b.rng.choice(crossing)
    b.add("cross_file", f"linux/if_ether.h #defines {crossed} as an Ethernet type. Under which name does /etc/ethertypes list that "
          "type's number?", label[int(value[crossed], 16)], context=(str(path), str(ethertypes)))  # fmt: skip
    missing = _absent(text, "ETH_P_QUIC", "ETH_P_GENEVE", "ETH_P_VXLAN")
    b.add("absent", f"What value does the kernel header linux/if_ether.h #define {missing} as?", None)
    return b.questions


SYSTEMD_CONF = Path("/etc/systemd")


def _shown_defaults(text: str) -> list[tuple[str, str]]:
    """The settings a systemd configuration file shows commented out with their compiled-in defaults (`#KillUserProcesses=no`),
    in order, as (name, default as written, '' for `#KillOnlyUsers=`)."""
    return re.findall(r"^#([A-Z]\w+)=(.*?)\s*$", text, re.M)


def logind_conf(path: Path = SYSTEMD_CONF / "logind.conf", journald: Path = SYSTEMD_CONF / "journald.conf") -> list[Question]:
    """systemd's /etc/systemd/logind.conf (systemd 252): under `[Login]` every setting of systemd-logind commented out with its
    compiled-in default (`#HandlePowerKey=poweroff`, `#HandleLidSwitchDocked=ignore`, `#IdleActionSec=30min`, `#KillOnlyUsers=`).
    journald.conf shows systemd-journald's under `[Journal]` the same way (`#Storage=auto`, `#ForwardToSyslog=yes`)."""
    text = read_text(path)
    settings = _shown_defaults(text)
    default = dict(settings)
    if len(settings) < 25 or len(default) != len(settings) or "[Login]" not in text:
        raise ValueError(f"{path}: the settings not read, one line each")
    names = [n for n, _ in settings]
    values = Counter(v for _, v in settings)
    b = _builder("logind.conf", path)
    asked = b.rng.choice(sorted(n for n, v in settings if v and not re.fullmatch(r"yes|no|\d+", v)))
    b.add("record_field", f"What default does systemd's logind.conf show for the setting {asked}?", default[asked])
    action = b.rng.choice(sorted(v for v, n in values.items() if n >= 3 and v and v != default[asked]))
    b.add("count", f"How many settings in logind.conf are shown with the default \"{action}\"?", values[action])
    b.add("count", "How many settings in logind.conf are shown with no default value at all (nothing after the equals sign)?",
          values[""])  # fmt: skip
    if (top := _top(values, key=values.__getitem__)) is not None:
        b.add("extreme", "Which default value does logind.conf show for the largest number of its settings?", top)
    pairs = sorted(n for n, v in settings if values[v] == 2 and v and n != asked)
    hop = b.rng.choice(pairs)
    b.add("two_hops", f"In logind.conf exactly one other setting is shown with the same default as {hop}. Which setting is it?",
          next(n for n, v in settings if v == default[hop] and n != hop))  # fmt: skip
    k = b.rng.choice([k for k in range(len(names) - 1) if not {names[k], names[k + 1]} & {asked, hop}
                      and names[k + 1] != names[k] + "LongPress" and names[k + 1].removeprefix(names[k]) == names[k + 1]])  # fmt: skip
    b.add("ordering", f"Which setting does logind.conf list right after {names[k]}?", names[k + 1])
    journal = _shown_defaults(read_text(journald))
    if len(journal) < 20 or "[Journal]" not in read_text(journald):
        raise ValueError(f"{journald}: the settings not read")
    shown = b.rng.choice(["yes", "no"])
    b.add("cross_file", f"logind.conf and journald.conf both show systemd's compiled-in defaults. How many settings in the two "
          f"files together are shown with the default \"{shown}\"?", sum(v == shown for _, v in settings + journal),
          context=(str(path), str(journald)))  # fmt: skip
    missing = _absent(text, "HandleSecureAttentionKey", "HandleDisplayKey", "HandleDockKey")
    b.add("absent", f"What default does systemd's logind.conf show for the setting {missing}?", None)
    return b.questions


def socketserver_py(path: Path | None = None, server: Path | None = None) -> list[Question]:
    """Python 3.11's socketserver.py: the server classes (BaseServer, TCPServer with `request_queue_size = 5`, UDPServer with
    `max_packet_size = 8192`, the Unix ones), the ForkingMixIn and ThreadingMixIn classes and the classes made of them
    (`class ThreadingTCPServer(ThreadingMixIn, TCPServer): pass`), and the request handlers (BaseRequestHandler,
    StreamRequestHandler with `rbufsize = -1`, DatagramRequestHandler). http/server.py builds its HTTP server and handlers on
    them (`class HTTPServer(socketserver.TCPServer)`, `class BaseHTTPRequestHandler(socketserver.StreamRequestHandler)`)."""
    path = path or _stdlib("socketserver")
    server = server or _stdlib("http.server")
    text = read_text(path)
    tree = ast.parse(text)
    every = [n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)]  # (the Unix and forking classes under ifs too)
    methods = {c.name: [f.name for f in c.body if isinstance(f, ast.FunctionDef)] for c in every}
    bases = {c.name: [ast.unparse(x) for x in c.bases] for c in every}
    if len(every) < 15 or len(methods) != len(every):
        raise ValueError(f"{path}: the classes not read, one a name")

    def literals(c: ast.ClassDef) -> dict[str, object]:  # `request_queue_size = 5`, `rbufsize = -1`, `timeout = None`
        found = {}
        for n in c.body:
            if isinstance(n, ast.Assign):
                try:
                    found |= {t.id: ast.literal_eval(n.value) for t in n.targets if isinstance(t, ast.Name)}
                except ValueError:  # (`address_family = socket.AF_UNIX`)
                    pass
        return found

    attributes = {c.name: literals(c) for c in every}
    b = _builder("socketserver.py", path)
    numbers = sorted((c, a, v) for c, ats in attributes.items() for a, v in ats.items() if type(v) is int)
    shared = Counter(v for _, _, v in numbers)
    cls, attribute, value = b.rng.choice([s for s in numbers if shared[s[2]] == 1])
    b.add("record_field", f"What value does the class {cls} in Python's socketserver.py give its attribute {attribute}?", str(value))
    sizes = {c: len(ms) for c, ms in methods.items()}
    top = _top(list(methods), key=sizes.__getitem__)
    counted = b.rng.choice(sorted(c for c, n in sizes.items() if 3 <= n <= 10 and c != top and not c.startswith("_")))
    b.add("count", f"How many methods (def statements directly in the class body) does the class {counted} in socketserver.py "
          "define?", sizes[counted])  # fmt: skip
    if top is not None:
        b.add("extreme", "Which class in Python's socketserver.py has the most def statements directly in its body?", top)
    users = Counter(x for bs in bases.values() for x in bs)
    parent = b.rng.choice(sorted(x for x, n in users.items() if n >= 3 and x in methods))
    b.add("count", f"How many classes in socketserver.py list {parent} among their base classes?", users[parent])
    hops = sorted((c, bs[0], a) for c, bs in bases.items() if len(bs) == 1 and bs[0] in attributes and c not in (cls, counted)
                  for a, v in attributes[bs[0]].items() if a not in attributes[c] and type(v) is int and not a.startswith("_"))  # fmt: skip
    hop, hop_base, hop_attribute = b.rng.choice([h for h in hops if (h[1], h[2]) != (cls, attribute)])
    b.add("two_hops", f"The class {hop} in socketserver.py derives from one other class of the module. What value does that base "
          f"class give its attribute {hop_attribute}?", str(attributes[hop_base][hop_attribute]))  # fmt: skip
    owner = b.rng.choice(sorted(c for c, ms in methods.items() if len(ms) >= 4 and len(set(ms)) == len(ms) and c != counted
                                and not c.startswith("_")))  # fmt: skip
    k = b.rng.randrange(len(methods[owner]) - 1)
    b.add("ordering", f"Which method does the class {owner} in socketserver.py define right after {methods[owner][k]}?",
          methods[owner][k + 1])  # fmt: skip
    defined = Counter(m for ms in methods.values() for m in set(ms))
    placed = sorted((m, c) for c, ms in methods.items() for m in ms if defined[m] == 1 and not m.startswith("_")
                    and not c.startswith("_") and c not in (counted, owner) and m not in methods[owner]
                    and not {w for w in m.lower().split("_") if len(w) >= 4}
                    & {w.lower() for w in re.findall(r"[A-Z]+(?=[A-Z][a-z]|$)|[A-Z]?[a-z]+", c)})  # fmt: skip
    titled, titled_owner = b.rng.choice(placed)
    b.add("section_title", f"Which class in Python's socketserver.py defines the method {titled}?", titled_owner)
    built = [c for c in ast.walk(ast.parse(read_text(server))) if isinstance(c, ast.ClassDef)]
    crossing = sorted((c.name, base, a) for c in built for x in c.bases if (base := ast.unparse(x).removeprefix("socketserver."))
                      != ast.unparse(x) and base in attributes for a, v in attributes[base].items() if type(v) in (int, bool)
                      and a not in literals(c) and not a.startswith("_"))  # fmt: skip
    if not crossing:
        raise ValueError(f"{server}: no class built on socketserver's")
    crossed, crossed_base, crossed_attribute = b.rng.choice(crossing)
    b.add("cross_file", f"In Python's http/server.py the class {crossed} derives from a class of socketserver.py. What value does "
          f"that socketserver class give its attribute {crossed_attribute}?", str(attributes[crossed_base][crossed_attribute]),
          context=(str(path), str(server)))  # fmt: skip
    missing = _absent(text, "SCTPServer", "AsyncTCPServer", "TLSServer")
    b.add("absent", f"How many methods does the class {missing} in Python's socketserver.py define?", None)
    return b.questions


TZDATA_ZONEINFO = SITE_PACKAGES / "tzdata" / "zoneinfo"


def _zonenow(text: str) -> list[tuple[str, str, str, str]]:
    """zonenow.tab's rows in order as (the `# -10/-09 - HST / HDT (North America DST)` comment heading above it, each row has its
    own, its coordinates, its timezone, its comments); the first column (XX) is ignored, as the file says."""
    rows, heading = [], ""
    for line in text.splitlines():
        if re.match(r"# [-+]\d\d", line):
            heading = line[2:].strip()
        elif line and not line.startswith("#"):
            _, coordinates, zone, comments = line.split("\t")
            rows.append((heading, coordinates, zone, comments))
    return rows


def zonenow_tab(path: Path = TZDATA_ZONEINFO / "zonenow.tab", zone1970: Path = TZDATA_ZONEINFO / "zone1970.tab") -> list[Question]:
    """tzdata's zonenow.tab as the tzdata package in the project's environment ships it (2026 release): one tab-separated row a
    timezone whose clocks agree from now on (`XX	+515248-1763929	America/Adak	western Aleutians in Alaska (HST/HDT)`), sorted by
    UTC offset, each under a comment heading (`# -10/-09 - HST / HDT (North America DST)`, `# +05:30`). zone1970.tab, beside it, gives
    each timezone the country codes it covers (`CH,DE,LI	+4723+00832	Europe/Zurich	...`)."""
    text = read_text(path)
    rows = _zonenow(text)
    zones = [z for _, _, z, _ in rows]
    if len(rows) < 60 or len(set(zones)) != len(zones) or any(not h for h, _, _, _ in rows):
        raise ValueError(f"{path}: the rows not read, one a timezone under its offset heading")
    offset = {z: h.split()[0] for h, _, z, _ in rows}
    under = Counter(offset.values())
    said = Counter(c for _, _, _, c in rows)
    b = _builder("zonenow.tab", path)
    asked, comment = b.rng.choice(sorted((z, c) for _, _, z, c in rows if said[c] == 1 and len(c) >= 8
                                         and not {w.lower() for w in re.findall(r"[A-Za-z]{4,}", z.split("/")[-1].replace("_", " "))}
                                         & {w.lower() for w in re.findall(r"[A-Za-z]{4,}", c)}))  # fmt: skip
    b.add("record_field", f"Which timezone does tzdata's zonenow.tab describe as \"{comment}\"?", asked)
    top = _top(under, key=under.__getitem__)
    counted = b.rng.choice(sorted(o for o, n in under.items() if 3 <= n <= 12 and o != top and o != offset[asked]))
    b.add("count", f"How many timezones does zonenow.tab list with the UTC offset {counted} (as its comment headings write the "
          "offset)?", under[counted])  # fmt: skip
    if top is not None:
        b.add("extreme", "Which UTC offset, as zonenow.tab's comment headings write it, has the most timezones listed under it?", top)
    b.add("count", "How many timezones in zonenow.tab switch between two UTC offsets during the year (a heading with two offsets, "
          "such as -10/-09)?", sum("/" in o for o in offset.values()))  # fmt: skip
    hop = b.rng.choice(sorted(z for z in zones if 2 <= under[offset[z]] <= 12 and offset[z] not in (counted, top, offset[asked])))
    b.add("two_hops", f"zonenow.tab's comment heading above the timezone {hop} gives its UTC offset. How many timezones in all does "
          "zonenow.tab list with that same offset?", under[offset[hop]])  # fmt: skip
    k = b.rng.choice([k for k in range(len(zones) - 1) if not {zones[k], zones[k + 1]} & {asked, hop}])
    b.add("ordering", f"Which timezone does zonenow.tab list right after {zones[k]}?", zones[k + 1])
    titled = b.rng.choice(sorted(z for z in zones if z not in (asked, hop, zones[k], zones[k + 1]) and offset[z] not in (counted, top)))
    b.add("section_title", f"What UTC offset does the comment heading above the timezone {titled} in zonenow.tab give? Give it as "
          "the heading writes it (such as +05:30 or -10/-09).", offset[titled])  # fmt: skip
    codes = {r[2]: r[0].split(",") for r in _table(zone1970) if len(r) >= 3}
    crossing = sorted(z for z in zones if 2 <= len(codes.get(z, [])) <= 5 and z not in (asked, hop, titled))
    if len(codes) < 200 or not crossing:
        raise ValueError(f"{zone1970}: the timezones' country codes not read")
    crossed = b.rng.choice(crossing)
    b.add("cross_file", f"zonenow.tab lists the timezone {crossed}. Which country codes does zone1970.tab, in the same folder, give "
          "that timezone? List them all.", tuple(codes[crossed]), context=(str(path), str(zone1970)))  # fmt: skip
    missing = _absent(text, "America/Springfield", "Europe/Atlantis", "Asia/Shangri-La")
    b.add("absent", f"What UTC offset does the comment heading above the timezone {missing} in zonenow.tab give?", None)
    return b.questions


# Round 33, written before any run on it: D-Bus's NEWS (with dbus's changelog.Debian), the ps(1) man page's troff source (with
# top(1)), the kernel's linux/sched.h (with clone(2)), the Jetty 9.4 start.ini the Google Cloud CLI's App Engine tools ship (with
# its modules' .mod files), Python 3.11's email/headerregistry.py (with email/_header_value_parser.py) and iproute2's
# /etc/iproute2/rt_protos (with the kernel's linux/rtnetlink.h).

DBUS_DOCS = Path("/usr/share/doc/dbus")


def _dbus_releases(text: str) -> list[tuple[str, str, str | None, list[tuple[str, str]]]]:
    """D-Bus's NEWS releases in order, newest first, as (version, date as written, the nickname of its `The “fire surface”
    release.` line or None, its parts as (heading without its colon, body); the text before the first heading goes under '').
    The headings read `dbus 1.14.10 (2023-09-01)` and, before 1.12, `D-Bus 1.11.22 (2017-10-23)` or `D-Bus 1.4.1 (20 December
    2010)`; a part's heading is a line of its own ending in a colon (`Fixes:`, `Build-time configuration changes:`)."""
    heads = list(re.finditer(r"^(?:dbus|D-Bus) (\d+\.\d+\.\d+) \((.+?)\)[ \t]*$", text, re.M))
    releases = []
    for m, nxt in zip(heads, [*heads[1:], None], strict=True):
        body = re.sub(r"\A\s*=+[ \t]*\n", "", text[m.end():nxt.start() if nxt else len(text)])
        named = re.match(r"\s*The [“\"]((?:(?![”\"]).)+)[”\"]\s+release\.", body, re.S)
        parts = re.split(r"^([A-Z][^\n:•·]{1,60}):[ \t]*$", body, flags=re.M)
        releases.append((m.group(1), m.group(2), " ".join(named.group(1).split()) if named else None,
                         [("", parts[0]), *zip(parts[1::2], parts[2::2])]))  # fmt: skip
    return releases


def dbus_news(path: Path = DBUS_DOCS / "NEWS.gz", debian: Path = DBUS_DOCS / "changelog.Debian.gz") -> list[Question]:
    """D-Bus's NEWS as Debian 12's dbus 1.14.10 ships it: the releases newest first back to 1.3.0, each headed `dbus 1.14.10
    (2023-09-01)` or `D-Bus 1.11.22 (2017-10-23)` over a line of `=`, most with a nickname (`The “fire surface” release.`), then
    parts headed `Fixes:`, `Enhancements:`, `Dependencies:` and the like, one `•` bullet a change, most closing with the bug they
    fix and who fixed it (`(fd.o #103015, Ralf Habacker)`, `(dbus#343, Simon McVittie)`, `(dbus!422, cptpcrd)`). Debian's
    changelog.Debian names the upstream version each upload packages (`dbus (1.14.10-1) unstable; urgency=medium`)."""
    text = read_text(path)
    releases = _dbus_releases(text)
    versions = [v for v, _, _, _ in releases]
    if len(releases) < 60 or len(set(versions)) != len(versions) or sum(n is not None for _, _, n, _ in releases) < 40:
        raise ValueError(f"{path}: the release headings not read, one a version with its date and nickname")
    date = {v: d for v, d, _, _ in releases}
    b = _builder("dbus-news", path)
    iso = [v for v in versions if re.fullmatch(r"\d{4}-\d\d-\d\d", date[v])]
    asked = b.rng.choice(sorted(iso[1:]))
    b.add("record_field", f"According to D-Bus's NEWS file, on what date was dbus {asked} released? Give the date as the file "
          "writes it.", date[asked])  # fmt: skip
    nicknames = Counter(n for _, _, n, _ in releases if n)
    named = b.rng.choice(sorted((n, v) for v, _, n, _ in releases if n and nicknames[n] == 1 and v != asked and len(n) <= 40))
    b.add("record_field", f"Which dbus release does its NEWS file call the “{named[0]}” release? Give its version.", named[1])
    years = Counter(m.group(0) for v in versions if (m := re.search(r"\b(?:19|20)\d\d\b", date[v])))
    top = _top(sorted(years), key=years.__getitem__)
    textual = {m.group(0) for v in versions if v not in iso and (m := re.search(r"\b(?:19|20)\d\d\b", date[v]))}
    year = b.rng.choice(sorted(y for y, n in years.items() if 3 <= n <= 12 and y not in (top, date[asked][:4]) and y not in textual))
    b.add("count", f"How many dbus releases does D-Bus's NEWS file date in the year {year}?", years[year])
    if top is not None:
        b.add("extreme", "In which year does D-Bus's NEWS file date the most releases?", top)
    fixes = {v: [body for h, body in parts if h == "Fixes"] for v, _, _, parts in releases}
    bullets = {v: len(re.findall(r"^• ", bodies[0], re.M)) for v, bodies in fixes.items()
               if len(bodies) == 1 and not re.search(r"^[ \t]+[•·]", bodies[0], re.M)}  # fmt: skip
    counted = b.rng.choice(sorted(v for v, n in bullets.items() if 3 <= n <= 12 and v not in (asked, named[1])))
    b.add("count", f"How many bullet points (•) does D-Bus's NEWS list under the heading \"Fixes:\" of release {counted}?",
          bullets[counted])  # fmt: skip
    cited = Counter(re.findall(r"[#!](\d{2,6})\b", text))  # (a number cited twice, or once as a merge request too, is left out)
    owner = {f"{kind}{n}": (v, h) for v, _, _, parts in releases for h, body in parts
             for kind, n in re.findall(r"(fd\.o #|dbus#)(\d{2,6})\b", body) if cited[n] == 1}  # fmt: skip
    nickname = {v: n for v, _, n, _ in releases}
    hop = b.rng.choice(sorted(r for r, (v, _) in owner.items() if v not in (asked, named[1], counted) and nickname[v]
                              and nicknames[nickname[v]] == 1))  # fmt: skip
    b.add("two_hops", f"D-Bus's NEWS cites {hop} under one release only. What nickname does NEWS give that release (The “...” "
          "release)?", nickname[owner[hop][0]])  # fmt: skip

    def naive(k: int) -> bool:  # 1.13.20 before 1.13.22: the neighbour read off the number
        a, c = versions[k].split("."), versions[k + 1].split(".")
        return a[:-1] == c[:-1] and int(a[-1]) - int(c[-1]) in (1, 2)

    k = b.rng.choice([k for k in range(len(versions) - 1) if not naive(k) and versions[k] not in (asked, counted)])
    b.add("ordering", f"According to D-Bus's NEWS, which dbus release came right before {versions[k]}?", versions[k + 1])
    titled = b.rng.choice(sorted(r for r, (v, h) in owner.items() if h and h != "Fixes" and r != hop))
    b.add("section_title", f"Under which heading of its release does D-Bus's NEWS cite {titled}? Give the heading without its "
          "colon.", owner[titled][1])  # fmt: skip
    uploads = [e.version for e in changelog_entries(read_text(debian))]
    upstream = {v: m.group(0) for v in uploads if (m := re.match(r"\d+(?:\.\d+)+", v))}
    crossing = sorted(v for v in uploads if upstream.get(v) in iso and "+" not in v and upstream[v] not in (asked, named[1]))
    if len(uploads) < 5 or not crossing:
        raise ValueError(f"{debian}: no upload of an upstream release NEWS dates")
    crossed = b.rng.choice(crossing)
    b.add("cross_file", f"dbus's Debian changelog has an upload {crossed}. On what date was the upstream dbus release it packages "
          "made, according to D-Bus's NEWS?", date[upstream[crossed]], context=(str(path), str(debian)))  # fmt: skip
    missing = _absent(text, "1.14.12", "1.16.0", "1.15.8")
    b.add("absent", f"According to D-Bus's NEWS file, on what date was dbus {missing} released?", None)
    return b.questions


PS_1 = Path("/usr/share/man/man1/ps.1.gz")


def _ps_specifiers(text: str) -> list[tuple[str, str, str]]:
    """ps(1)'s table under `.SH "STANDARD FORMAT SPECIFIERS"` in order as (code, header, description as plain text): one row a
    specifier, `%cpu	%CPU	T{` then its description's lines up to `T}`."""
    start = text.index(".TS\n", text.index('.SH "STANDARD FORMAT SPECIFIERS"'))
    table = text[start:text.index("\n.TE\n", start)]
    return [(_troff(code), _troff(header), " ".join(_roff_plain(line) for line in body.splitlines() if not line.startswith(".\\\"")))
            for code, header, body in re.findall(r"^([^\t\n]+)\t([^\t\n]*)\tT\{\n(.*?)\nT\}$", table, re.M | re.S)]  # fmt: skip


def _man_sections(text: str) -> list[tuple[str, str]]:
    """The `.TP` entries of a man page in order as (the `.SH` section's heading, the entry's first word as plain text:
    `.BI \\-\\-ppid \\ pidlist` -> `--ppid`)."""
    entries, heading = [], ""
    lines = text.splitlines()
    for i, line in enumerate(lines):
        if line.startswith(".SH "):
            heading = _roff_plain(line[4:]).strip('"')
        elif line.startswith(".TP") and i + 1 < len(lines) and lines[i + 1].startswith("."):
            words = re.sub(r"^\.[A-Z]+\s+", "", lines[i + 1]).split()
            if words:
                entries.append((heading, _roff_plain(words[0])))
    return entries


def ps_1(path: Path = PS_1, top: Path = PS_1.with_name("top.1.gz")) -> list[Question]:
    """The ps(1) man page of procps 4.0.2 (Debian 12) as troff source: `.SH` sections of options, one `.TP` entry each (`.B
    \\-\\-forest` under `.SH "OUTPUT MODIFIERS"`), and tbl tables: the obsolete sort keys (`M	maj_flt	number of major page
    faults`), the AIX format descriptors (`%C	pcpu	%CPU`: code, normal specifier, header) and the standard format specifiers
    (`%cpu	%CPU	T{` then the description, `(alias pcpu)`, up to `T}`). top(1), of the same package, describes each of its
    fields under a line `\\fBPPID \\*(Em Parent Process Id \\fR`."""
    text = read_text(path)
    rows = _ps_specifiers(text)
    header = {c: h for c, h, _ in rows}
    if len(rows) < 100 or len(header) != len(rows):
        raise ValueError(f"{path}: the standard format specifiers not read, one a row")
    printed = Counter(h for _, h, _ in rows)
    b = _builder("ps.1", path)
    plain = lambda word: re.sub(r"[\W_]", "", word).lower()  # noqa: E731  (maj_flt prints MAJFLT: no lookup needed)
    asked = b.rng.choice(sorted(c for c, h in header.items() if printed[h] == 1 and len(h) >= 2 and plain(h) != plain(c)))
    b.add("record_field", f"According to ps(1)'s table of standard format specifiers, what column header does the specifier "
          f"{asked} print?", header[asked])  # fmt: skip
    top_header = _top(sorted(printed), key=printed.__getitem__)
    shown = b.rng.choice(sorted(h for h, n in printed.items() if 3 <= n <= 6 and len(h) >= 2 and h != top_header))
    b.add("count", f"How many format specifiers in ps(1)'s STANDARD FORMAT SPECIFIERS table print the column header {shown}?",
          printed[shown])  # fmt: skip
    if top_header is not None:
        b.add("extreme", "Which column header is printed by the most format specifiers in ps(1)'s STANDARD FORMAT SPECIFIERS "
              "table?", top_header)  # fmt: skip
    aix = [r for r in _tbl(text, '.SH "AIX FORMAT DESCRIPTORS"')[1:] if len(r) == 3 and not r[0].startswith(".")]
    sort_keys = [r for r in _tbl(text, '.SH "OBSOLETE SORT KEYS"')[1:] if len(r) == 3 and not r[0].startswith(".")]  # (not `.\"K`)
    if len(aix) < 10 or len(sort_keys) < 20:
        raise ValueError(f"{path}: the AIX descriptors or the obsolete sort keys not read")
    b.add("count", "How many AIX format descriptors does ps(1)'s table of them list?", len(aix))
    code, normal, _ = b.rng.choice(sorted(r for r in aix if r[1] != asked))
    b.add("record_field", f"Which standard format specifier (the NORMAL column) does ps(1) give for the AIX format descriptor "
          f"{code}?", normal)  # fmt: skip
    codes = [c for c, _, _ in rows]
    k = b.rng.choice([k for k in range(len(codes) - 1) if not {codes[k], codes[k + 1]} & {asked, normal}])
    b.add("ordering", f"Which format specifier does ps(1)'s STANDARD FORMAT SPECIFIERS table list right after {codes[k]}?",
          codes[k + 1])  # fmt: skip
    keys = Counter(key for key, _, _ in sort_keys)
    hops = sorted((key, long) for key, long, _ in sort_keys if keys[key] == 1 and long in header and len(header[long]) >= 2
                  and plain(header[long]) != plain(long) and long not in (asked, codes[k], codes[k + 1]))  # fmt: skip
    hop, hop_long = b.rng.choice(hops)
    b.add("two_hops", f"ps(1) lists {hop} among its obsolete sort keys, with a long name. What column header does ps(1)'s "
          "STANDARD FORMAT SPECIFIERS table give the specifier of that long name?", header[hop_long])  # fmt: skip
    entries = _man_sections(text)
    termed = Counter(t for _, t in entries)
    titled, heading = b.rng.choice(sorted((t, h) for h, t in entries if t.startswith("--") and termed[t] == 1 and len(t) > 4))
    b.add("section_title", f"Under which section heading of ps(1) is the option {titled} described?", heading)
    strings = dict(re.findall(r"^\.ds (\w\w) (.*)$", (page := read_text(top)), re.M))
    fields = {}
    for name, title in re.findall(r"^\\fB(\S+) \\\*\(Em (.+?)\s*$", page, re.M):
        title = re.sub(r"\\\*\((\w\w)", lambda m: strings.get(m.group(1), m.group(0)), title)
        fields[name] = " ".join(_roff_plain(title).replace("\\fR", "").split())
    crossing = sorted(c for c, h in header.items() if printed[h] == 1 and h in fields and "\\" not in fields[h] and len(fields[h]) > 3
                      and c not in (asked, codes[k], codes[k + 1], hop_long))  # fmt: skip
    if len(fields) < 40 or not crossing:
        raise ValueError(f"{top}: the fields' descriptions not read")
    crossed = b.rng.choice(crossing)
    b.add("cross_file", f"ps(1) gives the format specifier {crossed} a column header. top(1) describes a field of that same name: "
          "what does top(1) call that field (the words after its name)?", fields[header[crossed]],
          context=(str(path), str(top)))  # fmt: skip
    missing = _absent(text, "ioprio", "cpuset", "affinity")
    b.add("absent", f"According to ps(1)'s table of standard format specifiers, what column header does the specifier {missing} "
          "print?", None)  # fmt: skip
    return b.questions


SCHED_H = Path("/usr/include/linux/sched.h")


def _sched_defines(text: str) -> list[tuple[str, str, str, str]]:
    """linux/sched.h's one-line #defines in order as (the comment above them: the block `/*\\n * cloning flags:\\n */` or a line
    `/* Flags for the clone3() syscall. */` read as one line, '' before the first; the name; the value as written; its trailing
    comment). A comment after a blank line, struct clone_args' long one included, starts a new heading; one right under a
    #define (`/* SCHED_ISO: reserved but not implemented yet */`) does not."""
    defines, heading = [], ""
    for m in re.finditer(r"(?:\A|(?<=\n\n))/\*+((?:(?!\*/)[\s\S])*)\*/[ \t]*$"
                         r"|^#define[ \t]+(\w+)[ \t]+([^\s/]+)[ \t]*(?:/\*\s*(.*?)\s*\*/)?[ \t]*$", text, re.M):
        if m.group(2) is None:
            heading = " ".join(w for w in m.group(1).replace("*", " ").split())
        else:
            defines.append((heading, m.group(2), m.group(3), m.group(4) or ""))
    return defines


def sched_h(path: Path = SCHED_H, clone: Path = Path("/usr/share/man/man2/clone.2.gz")) -> list[Question]:
    """The kernel's linux/sched.h (Debian 12's linux-libc-dev): the clone flags under the comment `cloning flags:` (`#define
    CLONE_VM	0x00000100	/* set if VM shared between processes */`, `#define CLONE_NEWUTS	0x04000000	/* New utsname namespace
    */`), two more under `Flags for the clone3() syscall.` (`0x100000000ULL`), CLONE_NEWTIME under a comment of its own, struct
    clone_args, the scheduling policies (`#define SCHED_FIFO		1`; SCHED_ISO only in a comment) and the sched_setattr flags
    (`#define SCHED_FLAG_RECLAIM		0x02`). The clone(2) man page, as troff source, says since which Linux each flag exists
    (`.BR CLONE_NEWCGROUP " (since Linux 4.6)"`)."""
    text = read_text(path)
    defines = _sched_defines(text)
    flags = [(h, n, v, c) for h, n, v, c in defines if n.startswith("CLONE_") and re.fullmatch(r"0x[0-9a-fA-F]+(?:ULL)?", v)]
    value = {n: v for _, n, v, _ in defines}
    if len(flags) < 20 or len(value) != len(defines) or not any(h == "Scheduling policies" for h, _, _, _ in defines):
        raise ValueError(f"{path}: the clone flags and scheduling policies not read")
    number = {n: int(v.removesuffix("ULL"), 16) for _, n, v, _ in flags}
    shared = Counter(number.values())
    b = _builder("sched.h", path)
    asked = b.rng.choice(sorted(n for n in number if shared[number[n]] == 1))
    b.add("record_field", f"What value does the kernel header linux/sched.h #define {asked} as? Give it as the header writes it.",
          value[asked])  # fmt: skip
    said = Counter(c.lower() for _, _, _, c in flags)
    small = {"if", "in", "on", "to", "of", "be", "by", "is", "as", "at", "or", "we"}
    named = lambda n, c: any(w in n.lower().removeprefix("clone_") for w in set(re.findall(r"[a-z]{2,}", c.lower())) - small)  # noqa: E731
    described = b.rng.choice(sorted((c, n) for _, n, _, c in flags if said[c.lower()] == 1 and len(c) >= 12 and n != asked
                                    and not named(n, c)))  # fmt: skip
    b.add("record_field", f"Which CLONE_ constant does linux/sched.h describe as \"{described[0]}\"?", described[1])
    b.add("count", "How many of the CLONE_ constants in linux/sched.h have a trailing comment that mentions a namespace?",
          sum("namespace" in c.lower() for _, _, _, c in flags))  # fmt: skip
    policies = [n for h, n, _, _ in defines if h == "Scheduling policies"]
    b.add("count", "How many scheduling policies does linux/sched.h #define under its comment \"Scheduling policies\"?", len(policies))
    if (top := _top(number, key=number.__getitem__)) is not None:
        b.add("extreme", "Which CLONE_ constant in linux/sched.h has the highest value?", top)
    names = [n for _, n, _, _ in defines]
    every = re.findall(r"^#define\s+(\w+)", text, re.M)  # (SCHED_FLAG_ALL and the like, on several lines, stand between too)
    steps = [k for k in range(len(defines) - 1) if defines[k][0] == defines[k + 1][0]
             and every.index(names[k + 1]) == every.index(names[k]) + 1
             and re.sub(r"\d+$", "", names[k]) != re.sub(r"\d+$", "", names[k + 1])  # (not ..._VER1 then ..._VER2)
             and not {names[k], names[k + 1]} & {asked, described[1]}]  # fmt: skip
    k = b.rng.choice(steps)
    b.add("ordering", f"Which constant does linux/sched.h #define right after {names[k]}?", names[k + 1])
    j = b.rng.choice([j for j in steps if abs(j - k) >= 3 and names[j + 1] in number and shared[number[names[j + 1]]] == 1])
    b.add("two_hops", f"In linux/sched.h, take the constant #defined right after {names[j]}. What value does the header give it? "
          "Give it as the header writes it.", value[names[j + 1]])  # fmt: skip
    headed = Counter(h for h, _, _, _ in defines)
    titled = b.rng.choice(sorted(n for h, n, _, _ in defines if h and len(h.split()) <= 6 and headed[h] <= 8
                                 and n not in (asked, described[1], names[k + 1], names[j + 1])))  # fmt: skip
    heading = next(h for h, n, _, _ in defines if n == titled)
    b.add("section_title", f"Under which comment heading does linux/sched.h #define {titled}? Give the comment's words.",
          heading.rstrip(":."))  # fmt: skip
    page = read_text(clone)
    since = dict(re.findall(r'^\.BR (CLONE_\w+) " \(since Linux ([\d.]+)\)"', page, re.M))
    crossing = sorted(n for n in number if n in since and n not in (asked, described[1], top, names[k + 1], names[j + 1], titled))
    if len(since) < 15 or not crossing:
        raise ValueError(f"{clone}: the flags' first Linux versions not read")
    crossed = b.rng.choice(crossing)
    b.add("cross_file", f"linux/sched.h #defines the clone flag {crossed}. Since which Linux version has that flag existed, "
          "according to the clone(2) man page?", since[crossed], context=(str(path), str(clone)))  # fmt: skip
    missing = _absent(text, "CLONE_NEWSYSLOG", "CLONE_NEWDEV", "CLONE_NEWKEYRING")
    b.add("absent", f"What value does the kernel header linux/sched.h #define {missing} as?", None)
    return b.questions


JETTY_HOME = GCLOUD_ROOT / "platform" / "google_appengine" / "google" / "appengine" / "tools" / "java" / "jetty94" / "jetty-home"


def _jetty_start(text: str) -> list[tuple[str, str, str, str | None]]:
    """A Jetty start.ini's lines in order as (the module whose `--module=http` line came last, '' before any; the kind,
    `module` for a `--module=` line or `property` for a property shown commented out with its default, `# jetty.http.port=8080`;
    the module's or property's name; the default as written, or for a module None), each property with the comment line right
    above it that describes it (`## Connector port to listen on`) when a blank line follows the property, as a fifth item
    (None when the property is one of a group)."""
    rows: list = []
    lines = text.splitlines()
    module = ""
    for i, line in enumerate(lines):
        if m := re.fullmatch(r"--module=([\w-]+)\s*", line):
            module = m.group(1)
            rows.append((module, "module", module, None, None))
        elif m := re.fullmatch(r"#\s*(jetty\.[\w.]+)=(.*?)\s*", line):
            above = lines[i - 1] if i else ""
            after = lines[i + 1] if i + 1 < len(lines) else ""
            described = (re.sub(r"^#+\s*", "", above).strip() if re.match(r"#{1,2} ?[A-Z]", above) and not re.match(r"###", above)
                         and "=" not in above and not after.strip() else None)  # fmt: skip
            rows.append((module, "property", m.group(1), m.group(2), described))
    return rows


def jetty_start_ini(path: Path = JETTY_HOME / "start.ini", modules: Path = JETTY_HOME / "modules") -> list[Question]:
    """The start.ini of the Jetty 9.4 home the Google Cloud CLI's App Engine Java tools ship: under a `# Module: http` comment
    block each module it enables (`--module=server`), then that module's properties shown commented out with their defaults,
    each under a `## ` line saying what it sets (`## Connector port to listen on` over `# jetty.http.port=8080`), a few under
    `### HTTP Connector Configuration` headings. Each module's modules/http.mod, beside it, lists the modules it needs under
    `[depend]`."""
    text = read_text(path)
    rows = _jetty_start(text)
    enabled = [n for _, kind, n, _, _ in rows if kind == "module"]
    props = [(m, n, v, d) for m, kind, n, v, d in rows if kind == "property"]
    seen = Counter(n for _, n, _, _ in props)
    if len(enabled) < 5 or len(props) < 30 or len(set(enabled)) != len(enabled):
        raise ValueError(f"{path}: the modules and their properties not read")
    default = {n: v for _, n, v, _ in props}
    under = {n: m for m, n, _, _ in props}
    b = _builder("jetty-start.ini", path)
    asked = b.rng.choice(sorted(n for n, v in default.items() if seen[n] == 1 and not re.fullmatch(r"true|false|-?\d|", v)))
    b.add("record_field", f"What default does Jetty's start.ini show for the property {asked}?", default[asked])
    said = Counter(d for _, _, _, d in props if d)
    named = lambda n, d: any(w in n.lower() for w in re.findall(r"[a-z]{4,}", d.lower()))  # noqa: E731  (`response` in responseHeaderSize)
    described = sorted((d, n) for _, n, _, d in props if d and said[d] == 1 and seen[n] == 1 and len(d) >= 15 and n != asked)
    plain = b.rng.choice([x for x in described if not named(x[1], x[0])])
    b.add("record_field", f"Which property does Jetty's start.ini describe with the comment \"{plain[0]}\"?", plain[1])
    b.add("count", "How many modules does Jetty's start.ini enable with a --module= line?", len(enabled))
    values = Counter(v for n, v in default.items())
    top = _top(sorted(values), key=values.__getitem__)
    twice = {v for n, v in default.items() if seen[n] > 1}  # (jetty.http.acceptQueueSize is shown twice)
    shown = b.rng.choice(sorted(v for v, k in values.items() if 3 <= k <= 12 and v and v != top and v not in twice))
    b.add("count", f"How many properties does Jetty's start.ini show with the default value {shown}?", values[shown])
    if top is not None and top not in twice:
        b.add("extreme", "Which default value does Jetty's start.ini show for the largest number of properties?", top)
    k = b.rng.randrange(len(enabled) - 1)
    b.add("ordering", f"Which module does Jetty's start.ini enable right after {enabled[k]}?", enabled[k + 1])
    hop = b.rng.choice([x for x in described if x != plain and default[x[1]] and default[x[1]] not in x[0] and x[1] != asked])
    b.add("two_hops", f"Jetty's start.ini describes one property with the comment \"{hop[0]}\". What default does the file show for "
          "that property?", default[hop[1]])  # fmt: skip
    titled = b.rng.choice(sorted(n for n, m in under.items() if m and m not in n.split(".") and n not in (asked, plain[1], hop[1])))
    b.add("section_title", f"Under which module's block (the --module= line above it) does Jetty's start.ini show the property "
          f"{titled}?", under[titled])  # fmt: skip
    needs = {}
    for module in enabled:
        part = re.search(r"^\[depend\]\n(.*?)(?=^\[|\Z)", read_text(modules / f"{module}.mod"), re.M | re.S)
        needs[module] = [line.strip() for line in (part.group(1) if part else "").splitlines() if line.strip() and not line.startswith("#")]
    crossing = sorted(m for m, ds in needs.items() if len(ds) >= 2)
    if not crossing:
        raise ValueError(f"{modules}: no enabled module that depends on two others")
    crossed = b.rng.choice(crossing)
    b.add("cross_file", f"Jetty's start.ini enables the module {crossed}. Which modules does that module's file, modules/"
          f"{crossed}.mod, list under [depend]? List them all.", tuple(needs[crossed]),
          context=(str(path), str(modules / f"{crossed}.mod")))  # fmt: skip
    missing = _absent(text, "jetty.ssl.port", "jetty.http2.maxConcurrentStreams", "jetty.sessions.maxInactiveInterval")
    b.add("absent", f"What default does Jetty's start.ini show for the property {missing}?", None)
    return b.questions


def headerregistry_py(path: Path | None = None, parser: Path | None = None) -> list[Question]:
    """Python 3.11's email/headerregistry.py: the Address and Group classes, BaseHeader, the header classes with their `max_count`
    (`max_count = 1` in UniqueUnstructuredHeader) and value parsers (`value_parser = staticmethod(parser.get_unstructured)`),
    and `_default_header_map`, which names the class of each header (`'subject': UniqueUnstructuredHeader,`). The value parsers
    are functions of email/_header_value_parser.py, imported as `parser`; each builds a token list of a class of that module with
    its own `token_type = 'mime-version'`."""
    path = path or _stdlib("email.headerregistry")
    parser = parser or _stdlib("email._header_value_parser")
    text = read_text(path)
    tree = ast.parse(text)
    classes = {c.name: c for c in tree.body if isinstance(c, ast.ClassDef)}
    table = next(n for n in tree.body if isinstance(n, ast.Assign) and ast.unparse(n.targets[0]) == "_default_header_map")
    mapped = [(ast.literal_eval(k), ast.unparse(v)) for k, v in zip(table.value.keys, table.value.values, strict=True)]
    if len(mapped) < 15 or len(classes) < 12 or any(c not in classes for _, c in mapped):
        raise ValueError(f"{path}: the header map not read, one class a header")
    owner = dict(mapped)
    b = _builder("headerregistry.py", path)
    plain = lambda h, c: h.replace("-", "").lower() in c.lower()  # noqa: E731  ('date' is read off UniqueDateHeader)
    uses = Counter(c for _, c in mapped)
    top = _top(sorted(uses), key=uses.__getitem__)
    asked = b.rng.choice(sorted(h for h, c in mapped if not plain(h, c) and c != top))
    b.add("record_field", f"Which class does _default_header_map in Python's email/headerregistry.py assign to the header "
          f"'{asked}'?", owner[asked])  # fmt: skip
    counted = b.rng.choice(sorted(c for c, n in uses.items() if n >= 2 and c != top and c != owner[asked]))
    b.add("count", f"How many headers does _default_header_map in email/headerregistry.py assign to the class {counted}?",
          uses[counted])  # fmt: skip
    if top is not None:
        b.add("extreme", "Which class does _default_header_map in email/headerregistry.py assign to the most headers?", top)

    def attribute(c: ast.ClassDef, name: str) -> ast.expr | None:  # `max_count = 1` in the class body itself
        return next((n.value for n in c.body if isinstance(n, ast.Assign) and any(ast.unparse(t) == name for t in n.targets)), None)

    capped = sorted(c for c, node in classes.items() if (v := attribute(node, "max_count")) is not None and ast.unparse(v) == "1")
    b.add("count", "How many classes in email/headerregistry.py set max_count = 1 in their own class body?", len(capped))
    headers = [h for h, _ in mapped]
    k = b.rng.choice([k for k in range(len(headers) - 1) if asked not in headers[k:k + 2]])
    b.add("ordering", f"Which header does _default_header_map in email/headerregistry.py list right after '{headers[k]}'?",
          headers[k + 1])  # fmt: skip
    parsed = {c: m.group(1) for c, node in classes.items() if (v := attribute(node, "value_parser")) is not None
              and (m := re.fullmatch(r"staticmethod\(parser\.(\w+)\)", ast.unparse(v)))}  # fmt: skip

    def parser_of(c: str) -> str | None:  # its own value_parser, else its one base's (UniqueDateHeader(DateHeader))
        node = classes[c]
        if attribute(node, "value_parser") is not None or any(isinstance(f, ast.FunctionDef) and f.name == "value_parser"
                                                                for f in node.body):  # fmt: skip
            return parsed.get(c)
        bases = [ast.unparse(x) for x in node.bases]
        return parser_of(bases[0]) if len(bases) == 1 and bases[0] in classes else None

    hops = sorted(h for h, c in mapped if (fn := parser_of(c)) and h.replace("-", "_") not in fn and h not in (asked, headers[k + 1]))
    hop = b.rng.choice(hops)
    b.add("two_hops", f"In email/headerregistry.py, _default_header_map assigns the header '{hop}' a class. Which function of the "
          "parser module does that class use as its value_parser (set in its own body or in the class it derives from)?",
          parser_of(owner[hop]))  # fmt: skip
    methods = Counter(f.name for c in classes.values() for f in c.body if isinstance(f, ast.FunctionDef))
    placed = sorted((f.name, c.name) for c in classes.values() for f in c.body if isinstance(f, ast.FunctionDef)
                    and methods[f.name] == 1 and not f.name.startswith("__") and f.name.lower() not in c.name.lower())  # fmt: skip
    titled, titled_owner = b.rng.choice(placed)
    b.add("section_title", f"Which class in Python's email/headerregistry.py defines the method or property {titled}?", titled_owner)
    built = ast.parse(read_text(parser))
    functions = {f.name: f for f in built.body if isinstance(f, ast.FunctionDef)}
    kinds = {c.name: ast.literal_eval(v) for c in built.body if isinstance(c, ast.ClassDef)
             for n in c.body if isinstance(n, ast.Assign) and any(ast.unparse(t) == "token_type" for t in n.targets)
             for v in [n.value]}  # fmt: skip

    def returned(f: ast.FunctionDef) -> str | None:  # `mime_version = MIMEVersion()` ... `return mime_version`
        made = {ast.unparse(n.targets[0]): n.value.func.id for n in f.body if isinstance(n, ast.Assign) and isinstance(n.value, ast.Call)
                and isinstance(n.value.func, ast.Name)}  # fmt: skip
        results = {ast.unparse(n.value) for n in ast.walk(f) if isinstance(n, ast.Return) and n.value is not None}
        return made.get(results.pop()) if len(results) == 1 else None

    crossing = sorted((c, fn) for c, fn in parsed.items() if fn in functions and (r := returned(functions[fn])) in kinds
                      and c not in (owner[hop], counted))  # fmt: skip
    if len(functions) < 30 or not crossing:
        raise ValueError(f"{parser}: the value parsers not read")
    crossed, crossed_fn = b.rng.choice(crossing)
    b.add("cross_file", f"email/headerregistry.py's class {crossed} names parser.{crossed_fn} as its value_parser. In "
          f"email/_header_value_parser.py, that function builds and returns an instance of one class: what token_type does that "
          "class set?", kinds[returned(functions[crossed_fn])], context=(str(path), str(parser)))  # fmt: skip
    missing = _absent(text, "'x-mailer'", "'list-id'", "'received'")
    b.add("absent", f"Which class does _default_header_map in Python's email/headerregistry.py assign to the header {missing}?", None)
    return b.questions


RT_PROTOS = Path("/etc/iproute2/rt_protos")


def rt_protos(path: Path = RT_PROTOS, header: Path = Path("/usr/include/linux/rtnetlink.h")) -> list[Question]:
    """iproute2's /etc/iproute2/rt_protos (Debian 12's iproute2 6.1): the names `ip route` shows for the routing protocol
    numbers, one a line under a `# Reserved protocols.` comment (`186	bgp`, `42	babel`). The kernel's linux/rtnetlink.h #defines
    the same numbers with a comment each (`#define RTPROT_NTK		15	/* Netsukuku */`)."""
    text = read_text(path)
    rows = [(int(r[0]), r[1]) for r in _table(path) if len(r) == 2 and r[0].isdigit()]
    number = {name: n for n, name in rows}
    if len(rows) < 15 or len(number) != len(rows) or len({n for n, _ in rows}) != len(rows):
        raise ValueError(f"{path}: the protocols not read, one number and name a line")
    name_of = {n: name for n, name in rows}
    b = _builder("rt_protos", path)
    asked = b.rng.choice(sorted(n for n in number if number[n] > 4))
    b.add("record_field", f"What number does iproute2's rt_protos file give the routing protocol {asked}?", str(number[asked]))
    given = b.rng.choice(sorted(n for n, name in rows if n > 4 and name != asked))
    b.add("record_field", f"Which routing protocol name does iproute2's rt_protos file give the number {given}?", name_of[given])
    b.add("count", "How many routing protocols does iproute2's rt_protos file list in all?", len(rows))
    above = b.rng.choice([20, 50, 100])
    b.add("count", f"How many routing protocols does rt_protos list with a number above {above}?", sum(n > above for n, _ in rows))
    if (top := _top(rows, key=lambda r: r[0])) is not None:
        b.add("extreme", "Which routing protocol has the highest number in iproute2's rt_protos file?", top[1])
    last = top[1] if top else None
    k = b.rng.choice([k for k in range(len(rows) - 1) if rows[k + 1][0] != rows[k][0] + 1
                      and not {rows[k][1], rows[k + 1][1]} & {asked, name_of[given], last}])  # fmt: skip
    b.add("ordering", f"Which routing protocol does rt_protos list right after {rows[k][1]}?", rows[k + 1][1])
    j = b.rng.choice([j for j in range(len(rows) - 1) if abs(j - k) >= 2 and rows[j + 1][0] != rows[j][0] + 1
                      and rows[j + 1][1] not in (asked, name_of[given], rows[k + 1][1], last)])  # fmt: skip
    b.add("two_hops", f"In iproute2's rt_protos, take the routing protocol listed right after {rows[j][1]}. What number does the "
          "file give it?", str(rows[j + 1][0]))  # fmt: skip
    comments = {int(v): " ".join(c.split()) for v, c in re.findall(r"^#define\s+RTPROT_\w+\s+(\d+)\s*/\*\s*([^*]*?)\s*\*/",
                                                                  read_text(header), re.M)}  # fmt: skip
    crossing = sorted(name for n, name in rows if n in comments and name.lower() not in comments[n].lower().replace(" ", "")
                      and name not in (asked, name_of[given], rows[k + 1][1], rows[j + 1][1]))  # fmt: skip
    if len(comments) < 15 or not crossing:
        raise ValueError(f"{header}: the RTPROT_ constants' comments not read")
    crossed = b.rng.choice(crossing)
    b.add("cross_file", f"iproute2's rt_protos gives the routing protocol {crossed} a number. How does the kernel header "
          "linux/rtnetlink.h describe the RTPROT_ constant with that same number, in the comment beside it?",
          comments[number[crossed]], context=(str(path), str(header)))  # fmt: skip
    missing = _absent(text, "mrouted", "quagga", "olsr")
    b.add("absent", f"What number does iproute2's rt_protos file give the routing protocol {missing}?", None)
    return b.questions


# Round 34, written before any run on it: libxml2's NEWS (with libxml2's changelog.Debian), the hier(7) man page's troff source
# (with systemd's file-hierarchy(7)), libpng's png.h (with the libpng manual, libpng-manual.txt), the adduser.local.conf example
# adduser ships (with its adduser.local script), Python 3.11's telnetlib.py (with glibc's arpa/telnet.h) and PostgreSQL's
# unaccent.rules (with Perl's unicore/Name.pl).

LIBXML2_DOCS = Path("/usr/share/doc/libxml2")


def _libxml2_releases(text: str) -> list[tuple[str, str | None, str, str, list[tuple[str, str]]]]:
    """libxml2's NEWS releases in order, newest first, as (version, its date as written when the heading is only a version and a
    date: `v2.9.14: May 02 2022:`, `2.7.6: Oct  6 2009:`, else None, the heading after the version, the whole body, its
    `   - Security:` parts as (heading, body)); a heading naming two releases (`2.1.0 and 1.8.8: June 29 2000:`) or saying more
    (`2.4.24: Aug 22 2002   - XPath fixes ...`) gives its first version with no date."""
    heads = list(re.finditer(r"^v?(\d+\.\d+\.\d+\w*)( and \d+\.\d+\.\d+)?:[ \t]*(.*)$", text, re.M))
    releases = []
    for m, nxt in zip(heads, [*heads[1:], None], strict=True):
        body = text[m.end():nxt.start() if nxt else len(text)]
        plain = re.fullmatch(r"([A-Z][a-z]+ +\d{1,2} +\d{4}):+\s*", m.group(3)) if m.group(2) is None else None
        parts = re.split(r"^[ \t]+-[ \t]+([A-Z][^:\n]{2,40}):[ \t]*$", body, flags=re.M)
        releases.append((m.group(1), plain.group(1) if plain else None, m.group(3), body, list(zip(parts[1::2], parts[2::2]))))
    return releases


def libxml2_news(path: Path = LIBXML2_DOCS / "NEWS.gz", debian: Path = LIBXML2_DOCS / "changelog.Debian.gz") -> list[Question]:
    """libxml2's NEWS as Debian 12's libxml2 2.9.14 ships it: the releases newest first back to 1.7.0 (1999), each headed
    `v2.9.14: May 02 2022:` or `2.7.6: Oct  6 2009:`; from 2.7.4 on parted into `   - Security:`, `   - Bug Fixes:`,
    `   - Portability:` and the like, one change a line, most crediting who made it (`Fix xmllint --maxmem`, `Fix htmlTagLookup (Nick
    Wellnhofer),`), security fixes naming their CVE (`[CVE-2022-29824] Integer overflow in xmlBuf and xmlBuffer`, `CVE-2015-7942
    Another variation of overflow in Conditional sections`). Debian's changelog.Debian names the upstream version each upload
    packages (`libxml2 (2.9.14+dfsg-1) unstable; urgency=high`)."""
    text = read_text(path)
    releases = _libxml2_releases(text)
    versions = [v for v, _, _, _, _ in releases]
    date = {v: d for v, d, _, _, _ in releases if d and versions.count(v) == 1}
    if len(releases) < 120 or len(date) < 100 or sum(bool(ps) for _, _, _, _, ps in releases) < 15:
        raise ValueError(f"{path}: the release headings not read, one a version with its date")
    b = _builder("libxml2-news", path)
    asked = b.rng.choice(sorted(v for v in date if v != versions[0]))
    b.add("record_field", f"According to libxml2's NEWS file, on what date was libxml2 {asked} released? Give the date as the file "
          "writes it.", date[asked])  # fmt: skip
    year = lambda d: d.split()[-1]  # noqa: E731
    years = Counter(year(d) for d in date.values())
    odd = {m.group(0) for _, d, head, _, _ in releases if d is None and (m := re.search(r"\b(?:19|20)\d\d\b", head))}
    counted_year = b.rng.choice(sorted(y for y, n in years.items() if 3 <= n <= 15 and y not in odd and y != year(date[asked])))
    b.add("count", f"How many libxml2 releases does its NEWS file date in the year {counted_year}?", years[counted_year])
    undated = sum(d is None for _, d, _, _, _ in releases)
    ranked = sorted(years.values())  # (clear of what the headings without a plain date could add: 2.3.0's names 2.2.12 too)
    if (busiest := _top(sorted(years), key=years.__getitem__)) is not None and ranked[-1] > ranked[-2] + 2 * undated + 1:
        b.add("extreme", "In which year does libxml2's NEWS date the most releases?", busiest)
    cves = {v: sorted(set(re.findall(r"\bCVE-\d{4}-\d{4,7}", body))) for v, _, _, body, _ in releases if versions.count(v) == 1}
    mentioned = Counter(re.findall(r"\bCVE-\d{4}-\d{4,7}", text))
    clean = [v for v, ids in cves.items() if ids and all(mentioned[c] == 1 for c in ids)]  # (no CVE another release names too)
    top = _top(sorted(cves), key=lambda v: len(cves[v]))
    counted = b.rng.choice(sorted(v for v in clean if 2 <= len(cves[v]) <= 12 and v not in (asked, top)))
    b.add("count", f"How many different CVE identifiers does libxml2's NEWS mention in the entry of release {counted}?",
          len(cves[counted]))  # fmt: skip
    if top is not None:
        b.add("extreme", "Which libxml2 release's NEWS entry mentions the most different CVE identifiers?", top)
    once = sorted((c, v) for v, ids in cves.items() for c in ids if mentioned[c] == 1 and v in date and v not in (asked, counted))
    hop, hop_release = b.rng.choice(once)
    b.add("two_hops", f"libxml2's NEWS mentions {hop} under one release only. On what date was that release made, according to "
          "NEWS? Give the date as the file writes it.", date[hop_release])  # fmt: skip

    def naive(k: int) -> bool:  # 2.9.13 before 2.9.14: the neighbour read off the number
        a, c = versions[k].split("."), versions[k + 1].split(".")
        return a[:-1] == c[:-1] and a[-1].isdigit() and c[-1].isdigit() and int(a[-1]) == int(c[-1]) + 1

    k = b.rng.choice([k for k in range(len(versions) - 1) if versions[k] in date and versions[k + 1] in date and not naive(k)
                      and versions[k][0] == versions[k + 1][0] and date[versions[k]] != date[versions[k + 1]]
                      and versions[k] not in (asked, counted)])  # fmt: skip
    b.add("ordering", f"According to libxml2's NEWS, which release came right before {versions[k]}?", versions[k + 1])
    lines = Counter(" ".join(line.split()).rstrip(",") for line in text.splitlines())
    changes = sorted((item, heading) for v, _, _, _, parts in releases if v in date for heading, body in parts
                     for line in body.splitlines() if (item := " ".join(line.split()).rstrip(","))
                     and lines[item] == 1 and 25 <= len(item) <= 70 and "CVE" not in item and not item.startswith("-")
                     and heading.lower() not in item.lower() and re.search(r"\([A-Z][^)]*\)$", item))  # fmt: skip
    titled, heading = b.rng.choice(changes)
    b.add("section_title", f"Under which subsection heading of its release does libxml2's NEWS list the change \"{titled}\"? Give "
          "the heading without its colon.", heading)  # fmt: skip
    uploads = [e.version for e in changelog_entries(read_text(debian))]
    upstream = {v: m.group(0) for v in uploads if (m := re.match(r"\d+\.\d+\.\d+", v))}
    crossing = sorted(v for v in uploads if upstream.get(v) in date and upstream[v] not in (asked, hop_release, versions[0]))
    if len(uploads) < 5 or not crossing:
        raise ValueError(f"{debian}: no upload of an upstream release NEWS dates")
    crossed = b.rng.choice(crossing)
    b.add("cross_file", f"libxml2's Debian changelog has an upload {crossed}. On what date was the upstream libxml2 release it "
          "packages made, according to libxml2's NEWS? Give the date as NEWS writes it.", date[upstream[crossed]],
          context=(str(path), str(debian)))  # fmt: skip
    missing = _absent(text, "2.9.15", "2.10.0", "2.11.0")
    b.add("absent", f"According to libxml2's NEWS file, on what date was libxml2 {missing} released?", None)
    return b.questions


HIER_7 = Path("/usr/share/man/man7/hier.7.gz")


def _roff_words(line: str) -> str:
    """A man page's line as plain text: a `.I`/`.B` macro's words as they are, an alternating-font macro's (`.IR /etc .`,
    `.BR mknod (1).`) run together, other request lines dropped."""
    if m := re.match(r"\.([BI]|[BIR][BIR])(?:\s+(.*))?$", line):
        args = [a if a or not b else b for a, b in re.findall(r'"([^"]*)"|(\S+)', m.group(2) or "")]
        return _roff_plain(("" if len(m.group(1)) == 2 else " ").join(args))
    return "" if line.startswith((".", "'")) else _roff_plain(line)


def _hier_entries(text: str) -> list[tuple[str, str]]:
    """hier(7)'s `.TP` entries in order as (the term as plain text: `/usr/local/bin`, `/media/cdrom[1-9]`, `/var/catman/cat[1-9]
    or /var/cache/man/cat[1-9]`, its description as plain text)."""
    lines = text.splitlines()
    entries = []
    for i, line in enumerate(lines):
        if line == ".TP" and i + 1 < len(lines):
            body = []
            for nxt in lines[i + 2:]:
                if nxt == ".TP" or nxt.startswith(".SH"):
                    break
                body.append(_roff_words(nxt))
            entries.append((_roff_words(lines[i + 1]), " ".join(" ".join(body).split())))
    return entries


def _file_hierarchy(text: str) -> list[tuple[str, str]]:
    """systemd's file-hierarchy(7) as troff source: each path it describes as (the `.SH` section's heading, the path without its
    trailing slash); an entry is a `.PP` line, then its path or paths (`/bin/, /sbin/, /usr/sbin/`), then `.RS 4`."""
    lines = text.splitlines()
    paths, heading = [], ""
    for i, line in enumerate(lines):
        if line.startswith(".SH "):
            heading = _roff_plain(line[4:]).strip('"')
        elif i and lines[i - 1] == ".PP" and i + 1 < len(lines) and lines[i + 1].startswith(".RS") and line.startswith("/"):
            paths += [(heading, p.strip().rstrip("/") or "/") for p in _roff_plain(line).split(",")]
    return paths


def hier_7(path: Path = HIER_7, systemd: Path = HIER_7.with_name("file-hierarchy.7.gz")) -> list[Question]:
    """The hier(7) man page of Debian's manpages 6.03 as troff source: the filesystem hierarchy, one `.TP` entry a directory or
    file, `.I /usr/local/bin` then what it holds (`Binaries for programs local to the site.`), some marked `(optional)`, some
    citing a man page (`Spooled jobs for` `.BR cron (8).`), from `/` to `/var/yp` in order. systemd's file-hierarchy(7) describes
    many of the same directories under section headings (`.SH "RUNTIME DATA"`, `.PP`, `/run/`)."""
    text = read_text(path)
    entries = _hier_entries(text)
    terms = [t for t, _ in entries]
    if len(entries) < 100 or len(set(terms)) != len(terms) or not all(t.startswith("/") for t in terms):
        raise ValueError(f"{path}: the entries not read, one path a .TP entry")
    about = dict(entries)
    single = [t for t in terms if re.fullmatch(r"/[\w/+.-]*", t)]
    b = _builder("hier.7", path)
    said = Counter(d.lower() for _, d in entries)
    words = lambda t: {w for w in re.findall(r"[a-z0-9]{3,}", t.lower())}  # noqa: E731
    plain = lambda t, d: not words(t) & {w for w in re.findall(r"[a-z0-9]{3,}", d.lower())} and not any(  # noqa: E731
        w in d.lower() for w in words(t) if len(w) >= 4)
    described = sorted((d, t) for t, d in entries if t in single and said[d.lower()] == 1 and 12 <= len(d) <= 70 and plain(t, d))
    asked = b.rng.choice(described)
    b.add("record_field", f"Which directory or file does the hier(7) man page describe as \"{asked[0]}\"?", asked[1])
    cites = {t: re.findall(r"\b([\w.-]+\(\d\))", d) for t, d in entries}
    cited = b.rng.choice(sorted(t for t in single if len(cites[t]) == 1 and t != asked[1] and cites[t][0].split("(")[0] not in t))
    b.add("record_field", f"Which man page does hier(7) cite in its entry for {cited}? Give it as name(section).", cites[cited][0])
    b.add("count", "How many entries of hier(7) are marked \"(optional)\" in their description?",
          sum("(optional)" in d for _, d in entries))  # fmt: skip
    joined = {p for t in terms if " or " in t for p in re.findall(r"/[\w/+.-]+", t)}
    beneath = lambda p: [t for t in terms if t.startswith(p.rstrip("/") + "/")]  # noqa: E731
    tops = [t for t in single if t.count("/") == 1 and t != "/"]
    top = _top(tops, key=lambda t: len(beneath(t)))
    counted = b.rng.choice(sorted(t for t in single if 3 <= len(beneath(t)) <= 20 and t != top
                                  and not any(p.startswith(t + "/") or t.startswith(p + "/") for p in joined)))  # fmt: skip
    b.add("count", f"How many entries does hier(7) list beneath {counted} (entries whose path starts with \"{counted}/\")?",
          len(beneath(counted)))  # fmt: skip
    if top is not None:
        b.add("extreme", "Which top-level directory (such as /etc or /var) has the most entries beneath it in hier(7)?", top)
    k = b.rng.choice([k for k in range(len(terms) - 1) if terms[k] in single and terms[k + 1] in single
                      and not terms[k + 1].startswith(terms[k] + "/") and not {terms[k], terms[k + 1]} & {asked[1], cited}])  # fmt: skip
    b.add("ordering", f"Which entry does hier(7) list right after {terms[k]}?", terms[k + 1])
    hops = sorted((d, t) for d, t in described if 2 <= len(beneath(t)) <= 20 and t not in (asked[1], counted, "/")
                  and not any(p.startswith(t + "/") for p in joined))  # fmt: skip
    hop = b.rng.choice(hops)
    b.add("two_hops", f"hier(7) describes one directory as \"{hop[0]}\". How many entries does the page list beneath that directory "
          "(entries whose path starts with it and a slash)?", len(beneath(hop[1])))  # fmt: skip
    page = read_text(systemd)
    described_there = _file_hierarchy(page)
    parts = re.split(r"^\.SH (.*)$", page, flags=re.M)
    bodies = [(_roff_plain(h).strip('"'), _roff_plain(body.replace("\\fI", "").replace("\\fR", "")))
              for h, body in zip(parts[1::2], parts[2::2])]  # fmt: skip
    mentioned = lambda t: {h for h, body in bodies if re.search(rf"(?<![\w/~.-]){re.escape(t)}/?(?![\w/-])", body)}  # noqa: E731
    crossing = sorted(t for h, t in described_there if t in single and mentioned(t) == {h}
                      and t not in (asked[1], cited, counted, hop[1], "/"))  # fmt: skip
    if len(described_there) < 30 or not crossing:
        raise ValueError(f"{systemd}: the paths not read under their sections")
    crossed = b.rng.choice(crossing)
    b.add("cross_file", f"hier(7) has an entry for {crossed}. Under which section heading does systemd's file-hierarchy(7) man page "
          "describe that same directory?", next(h for h, t in described_there if t == crossed),
          context=(str(path), str(systemd)))  # fmt: skip
    missing = _absent(text, "/snap", "/var/snap", "/usr/share/flatpak")
    b.add("absent", f"What does the hier(7) man page say the directory {missing} contains?", None)
    return b.questions


PNG_H = Path("/usr/include/png.h")


def _png_exports(text: str) -> list[tuple[str, int, str, str, str, tuple[str, ...]]]:
    """png.h's exported functions in order as (the macro: PNG_EXPORT, PNG_EXPORTA with attributes, PNG_FP_EXPORT, PNG_FIXED_EXPORT
    or PNG_REMOVED; the ordinal; the return type; the name; the declaration's whole text; the #if lines it sits inside, outermost
    first, an #else or #elif added to its #if's line). A declaration runs to the parenthesis closing its macro's (the FP and
    FIXED ones end without a semicolon)."""
    exports, stack, start = [], [], 0
    for line in text.splitlines(keepends=True):
        start += len(line)
        if m := re.match(r"[ \t]*#[ \t]*(ifdef|ifndef|if|elif|else|endif)\b[ \t]*(.*)", line):
            if m.group(1) in ("if", "ifdef", "ifndef"):
                stack.append(f"#{m.group(1)} {m.group(2).strip()}")
            elif m.group(1) == "endif":
                stack.pop()
            else:
                stack[-1] += f" #{m.group(1)}"
        elif m := re.match(r"(PNG_\w*EXPORTA?|PNG_REMOVED)\((\d+),\s*([^,]+?),\s*(\w+),", line):
            depth, begin = 0, start - len(line)
            for j in range(begin + len(m.group(1)), len(text)):
                depth += {"(": 1, ")": -1}.get(text[j], 0)
                if depth == 0:
                    break
            exports.append((m.group(1), int(m.group(2)), " ".join(m.group(3).split()), m.group(4), text[begin:j + 1], tuple(stack)))
    return exports


def png_h(path: Path = PNG_H, manual: Path = Path("/usr/share/doc/libpng16-16/libpng-manual.txt.gz")) -> list[Question]:
    """libpng 1.6's png.h (Debian 12's libpng-dev): its exported functions, each declared with an ordinal that fixes its place in
    the library's export table (`PNG_EXPORT(2, void, png_set_sig_bytes, (png_structrp png_ptr, int num_bytes));`), PNG_EXPORTA
    adding attributes (`PNG_EXPORTA(10, int, png_reset_zstream, (png_structrp png_ptr), PNG_DEPRECATED);`), PNG_FP_EXPORT and
    PNG_FIXED_EXPORT pairing a floating-point and a fixed-point version, most inside a feature test (`#ifdef
    PNG_READ_EXPAND_SUPPORTED`); the last ordinal is stated (`PNG_EXPORT_LAST_ORDINAL(249);`). libpng-manual.txt, the libpng
    manual, is parted into numbered chapters (`III. Reading`, `IV. Writing`)."""
    text = read_text(path)
    every = _png_exports(text)
    exports = [e for e in every if e[0] != "PNG_REMOVED"]  # (png_get_io_chunk_name, ordinal 200)
    names = [n for _, _, _, n, _, _ in exports]
    ordinal = {n: o for _, o, _, n, _, _ in exports}
    by_ordinal = {o: n for n, o in ordinal.items()}
    if len(exports) < 200 or len(set(names)) != len(names) or len(by_ordinal) != len(exports):
        raise ValueError(f"{path}: the exported functions not read, one ordinal a name")
    returns = {n: t for _, _, t, n, _, _ in exports}
    b = _builder("png.h", path)
    asked = b.rng.choice(sorted(names))
    b.add("record_field", f"What export ordinal does libpng's png.h give the function {asked} in its declaration (the first argument "
          "of its export macro, such as PNG_EXPORT)?", str(ordinal[asked]))  # fmt: skip
    kinds = Counter(returns.values())
    typed = b.rng.choice(sorted(n for n, t in returns.items() if kinds[t] <= 10 and n != asked))
    b.add("record_field", f"What return type does png.h declare for the function {typed}?", returns[typed])
    deprecated = [n for macro, _, _, n, whole, _ in exports if macro == "PNG_EXPORTA" and "PNG_DEPRECATED" in whole]
    b.add("count", "How many PNG_EXPORTA declarations in png.h carry the PNG_DEPRECATED attribute?", len(deprecated))
    counted = b.rng.choice(sorted(t for t, k in kinds.items() if 3 <= k <= 50 and t not in ("void", returns[typed])))
    b.add("count", f"How many exported functions does png.h declare with the return type {counted}?", kinds[counted])
    if (last := _top(exports, key=lambda e: e[1])) is not None:
        b.add("extreme", "Which function does png.h declare with the highest export ordinal?", last[3])
    listed = [n for _, _, _, n, _, _ in every]
    k = b.rng.choice([k for k in range(len(listed) - 1) if listed[k] in ordinal and listed[k + 1] in ordinal
                      and not {listed[k], listed[k + 1]} & {asked, typed} and not listed[k + 1].startswith(listed[k])])  # fmt: skip
    b.add("ordering", f"Which exported function does png.h declare right after {listed[k]}?", listed[k + 1])
    hops = sorted(n for n in names if ordinal[n] + 1 in by_ordinal and listed.index(by_ordinal[ordinal[n] + 1]) != listed.index(n) + 1
                  and n not in (asked, typed, listed[k]))  # fmt: skip
    hop = b.rng.choice(hops)
    b.add("two_hops", f"In png.h, take the export ordinal of {hop} and add one. Which function does png.h declare with that next "
          "ordinal?", by_ordinal[ordinal[hop] + 1])  # fmt: skip
    guarded = sorted((n, g[2].split()[1]) for _, _, _, n, _, g in exports if len(g) == 3 and re.fullmatch(r"#ifdef PNG_\w+_SUPPORTED", g[2])
                     and n not in (asked, typed, hop, listed[k], listed[k + 1]) and len(re.findall(rf"\b{n}\b", text)) == 1
                     and not set(n.lower().split("_")[1:]) & set(g[2].lower().split()[1].split("_")[1:-1]))  # fmt: skip
    titled, guard = b.rng.choice(guarded)
    b.add("section_title", f"Inside which #ifdef feature test does png.h declare {titled}? Give the macro's name.", guard)
    chapters = []
    manual_text = read_text(manual)
    heads = list(re.finditer(r"^([IVX]+)\. (\S.*)$", manual_text, re.M))
    for m, nxt in zip(heads, [*heads[1:], None], strict=True):
        chapters.append((m.group(2).strip(), manual_text[m.end():nxt.start() if nxt else len(manual_text)]))
    titles = Counter(t for t, _ in chapters)
    crossing = sorted(n for n in names if n not in (asked, typed, hop, titled) and len(
        found := [t for t, body in chapters if re.search(rf"\b{n}\b", body)]) == 1 and titles[found[0]] == 1
        and not re.search(rf"\b{n}\b", manual_text[:heads[0].start()]))  # fmt: skip
    if len(chapters) < 10 or not crossing:
        raise ValueError(f"{manual}: the chapters not read")
    crossed = b.rng.choice(crossing)
    b.add("cross_file", f"png.h declares one function with the export ordinal {ordinal[crossed]}. Only one numbered chapter of the "
          "libpng manual, libpng-manual.txt, mentions that function: what is the chapter's title (the words after its Roman numeral)?",
          next(t for t, body in chapters if re.search(rf"\b{crossed}\b", body)), context=(str(path), str(manual)))  # fmt: skip
    missing = _absent(text, "png_set_jpeg_quality", "png_get_exif_orientation", "png_set_webp_compat")
    b.add("absent", f"What export ordinal does png.h give the function {missing}?", None)
    return b.questions


ADDUSER_EXAMPLES = Path("/usr/share/doc/adduser/examples")


def _adduser_local(text: str) -> tuple[dict[str, str], list[tuple[str, list[tuple[str, str]]]]]:
    """adduser.local.conf's active (uncommented) lines as (the global variables before the first service, `dirmode = 0755`, as
    {name: value}; the services in order as (name, their `var[svc] = value` lines as (var, value) in order)), values with their
    surrounding quotes dropped (`linkname[www]   = "public_html"`)."""
    globals_: dict[str, str] = {}
    services: list[tuple[str, list[tuple[str, str]]]] = []
    for line in text.splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        if m := re.fullmatch(r"\s*(\w+)\s*\[\s*(\w+)\s*\]\s*=\s*(.*?)\s*", line):
            owner = next(s for s in services if s[0] == m.group(2))
            owner[1].append((m.group(1), m.group(3).strip('"')))
        elif m := re.fullmatch(r"\s*(\w+)\s*=\s*(.*?)\s*", line):
            if m.group(1) == "service":
                services.append((m.group(2), []))
            else:
                globals_[m.group(1)] = m.group(2).strip('"')
        else:
            raise ValueError(f"an active line not read: {line!r}")
    return globals_, services


def adduser_local_conf(path: Path = ADDUSER_EXAMPLES / "adduser.local.conf",
                       script: Path = ADDUSER_EXAMPLES / "adduser.local") -> list[Question]:  # fmt: skip
    """The example adduser.local.conf that Debian 12's adduser ships (John Zaitseff's adduser.local 4.9): a few global variables
    (`dirmode = 0755`), then one block a service under a banner (`#   USERS service   #`): `service = www` followed by that
    service's variables (`user[www]       = www`, `linkname[www]   = "public_html"`, `addtogroup[www] = true`), then a long
    commented explanation of the syntax, one variable at a time (`# mounted[SVC] = BOOLEAN`), with commented-out examples.
    The adduser.local script beside it gives each variable its default (`our $d_dirmode     = '2755';`)."""
    text = read_text(path)
    globals_, services = _adduser_local(text)
    names = [s for s, _ in services]
    settings = {s: dict(vs) for s, vs in services}
    if len(services) < 8 or len(set(names)) != len(names) or not globals_ or any(len(settings[s]) != len(vs) for s, vs in services):
        raise ValueError(f"{path}: the services not read, one block a service")
    b = _builder("adduser.local.conf", path)
    values = Counter(v for vs in settings.values() for v in vs.values())
    asked, variable = b.rng.choice(sorted((s, var) for s, vs in settings.items() for var, v in vs.items()
                                          if values[v] == 1 and v not in ("true", "false", "") and v != s))  # fmt: skip
    b.add("record_field", f"In the adduser.local.conf example, what value does the service {asked} set for {variable} (on its "
          "active, uncommented lines)?", settings[asked][variable])  # fmt: skip
    b.add("count", "How many services does the adduser.local.conf example define on its active (uncommented) lines?", len(services))
    flag = b.rng.choice(sorted(var for var in {v for vs in settings.values() for v in vs}
                               if 3 <= sum(vs.get(var) == "true" for vs in settings.values()) < len(services)))  # fmt: skip
    b.add("count", f"How many services in the adduser.local.conf example set {flag} to true on an active (uncommented) line?",
          sum(vs.get(flag) == "true" for vs in settings.values()))  # fmt: skip
    if (top := _top(names, key=lambda s: len(settings[s]))) is not None:
        b.add("extreme", "Which service in the adduser.local.conf example sets the most variables on its active lines?", top)
    k = b.rng.choice([k for k in range(len(names) - 1) if not {names[k], names[k + 1]} & {asked, top}])
    b.add("ordering", f"Which service does the adduser.local.conf example define right after {names[k]}?", names[k + 1])
    linked = sorted((vs["linkname"], s, var) for s, vs in settings.items() if "linkname" in vs and values[vs["linkname"]] == 1
                    for var, v in vs.items() if var not in ("linkname", variable) and v not in ("true", "false", "", s))  # fmt: skip
    hop_link, hop, hop_variable = b.rng.choice(linked)
    b.add("two_hops", f"One service in the adduser.local.conf example sets its linkname to \"{hop_link}\". What does that service "
          f"set {hop_variable} to?", settings[hop][hop_variable])  # fmt: skip
    titled = b.rng.choice(sorted((v, var, s) for s, vs in settings.items() for var, v in vs.items() if values[v] == 1
                                 and v not in ("true", "false", "") and (s, var) != (asked, variable) and s != hop
                                 and s.lower() not in v.lower() and v.lower() not in s.lower()))  # fmt: skip
    b.add("section_title", f"Which service in the adduser.local.conf example sets {titled[1]} to \"{titled[0]}\"?", titled[2])
    documented = re.findall(r"^#\s+(\w+)\[SVC\] = BOOLEAN\s*$", text, re.M)
    if len(documented) < 4:
        raise ValueError(f"{path}: the syntax explanation's variables not read")
    b.add("count", "In the syntax explanation of the adduser.local.conf example, how many service variables are documented as "
          "taking a BOOLEAN (a line such as \"# mkdir[SVC] = BOOLEAN\")?", len(documented))  # fmt: skip
    defaults = dict(re.findall(r"^our \$d_(\w+)\s*=\s*'([^']*)';", read_text(script), re.M))
    crossing = sorted(g for g, v in globals_.items() if g in defaults and defaults[g] != v)
    if len(defaults) < 10 or not crossing:
        raise ValueError(f"{script}: the defaults not read")
    crossed = b.rng.choice(crossing)
    b.add("cross_file", f"The adduser.local.conf example sets the global variable {crossed}. What default does the adduser.local "
          "script beside it give that variable when the file does not set it?", defaults[crossed],
          context=(str(path), str(script)))  # fmt: skip
    missing = _absent(text, "samba", "nfs", "backup")
    b.add("absent", f"What linkname does the adduser.local.conf example set for the service {missing}?", None)
    return b.questions


def _telnet_codes(text: str) -> list[tuple[str, str, int, str]]:
    """telnetlib.py's byte constants in order as (the comment line opening their block, `# Telnet protocol characters (don't
    change)`, '' before any; the name; the code; the trailing comment, '' when none): `IAC  = bytes([255]) # "Interpret As
    Command"`, `TTYPE = bytes([24]) # terminal type`."""
    codes, heading = [], ""
    for line in text.splitlines():
        if m := re.fullmatch(r"# (Telnet protocol .+)", line):
            heading = m.group(1).strip()
        elif m := re.fullmatch(r"(\w+)\s*=\s*bytes\(\[(\d+)\]\)\s*(?:#\s*(.*?))?\s*", line):
            codes.append((heading, m.group(1), int(m.group(2)), (m.group(3) or "").strip('"')))
    return codes


def telnetlib_py(path: Path | None = None, header: Path = Path("/usr/include/arpa/telnet.h")) -> list[Question]:
    """Python 3.11's telnetlib.py (deprecated, to go in 3.13): the Telnet protocol's command characters under `# Telnet protocol
    characters (don't change)` (`IAC  = bytes([255]) # "Interpret As Command"`, `SE  = bytes([240])  # Subnegotiation End`) and
    its option codes under `# Telnet protocol options code (don't change)` (`BINARY = bytes([0]) # 8-bit data path`, the later
    ones after a comment saying they come from IANA's list), then the Telnet class. glibc's arpa/telnet.h #defines the same
    codes in C with comments of its own (`#define	IP	244		/* interrupt process--permanently */`, `#define TELOPT_NAOL 	8`)."""
    path = path or Path(sysconfig.get_paths()["stdlib"]) / "telnetlib.py"  # (not imported: it warns)
    text = read_text(path)
    codes = _telnet_codes(text)
    value = {n: c for _, n, c, _ in codes}
    options = [(n, c, d) for h, n, c, d in codes if h.startswith("Telnet protocol options")]
    commands = [(n, c, d) for h, n, c, d in codes if h.startswith("Telnet protocol characters")]
    if len(options) < 40 or len(commands) < 12 or len(value) != len(codes):
        raise ValueError(f"{path}: the command and option codes not read under their comments")
    shared = Counter(c for _, c, _ in options)
    b = _builder("telnetlib.py", path)
    asked = b.rng.choice(sorted(n for n, c, _ in options if shared[c] == 1 and c > 3))
    b.add("record_field", f"What option code does Python's telnetlib.py give the Telnet option {asked}?", str(value[asked]))
    said = Counter(d.lower() for _, _, _, d in codes)
    words = lambda s: set(re.findall(r"[a-z0-9]{3,}", s.lower().replace("_", " ")))  # noqa: E731
    described = sorted((d, n) for n, _, d in options if d and said[d.lower()] == 1 and len(d) >= 10 and n != asked
                       and not words(n) & words(d) and not any(w in n.lower() for w in words(d) if len(w) >= 4))  # fmt: skip
    plain = b.rng.choice(described)
    b.add("record_field", f"Which Telnet option constant does telnetlib.py describe with the comment \"{plain[0]}\"?", plain[1])
    iana = text.index("http://www.iana.org/assignments/telnet-options")
    later = [n for n, _, _ in options if text.index(f"\n{n} = ") > iana]
    b.add("count", "How many option constants does telnetlib.py define after its comment saying the following ones come from IANA's "
          "telnet-options list?", len(later))  # fmt: skip
    b.add("count", "How many constants does telnetlib.py define under its comment \"Telnet protocol characters (don't change)\", "
          "before the comment on the option codes?", len(commands))  # fmt: skip
    below = [(n, c) for n, c, _ in options if c < 255]
    if (top := _top(below, key=lambda o: o[1])) is not None:
        b.add("extreme", "Apart from EXOPL (255), which Telnet option in telnetlib.py has the highest option code?", top[0])
    names = [n for _, n, _, _ in codes]
    k = b.rng.choice([k for k in range(len(names) - 1) if codes[k][0] == codes[k + 1][0] and abs(codes[k + 1][2] - codes[k][2]) != 1
                      and not {names[k], names[k + 1]} & {asked, plain[1]}])  # fmt: skip
    b.add("ordering", f"Which constant does telnetlib.py define right after {names[k]}?", names[k + 1])
    hops = sorted((d, n) for d, n in described if shared[value[n]] == 1 and n not in (plain[1], names[k + 1], top[0] if top else "")
                  and not re.search(r"\d", d))  # fmt: skip
    hop = b.rng.choice(hops)
    b.add("two_hops", f"telnetlib.py describes one Telnet option with the comment \"{hop[0]}\". What option code does it give that "
          "option?", str(value[hop[1]]))  # fmt: skip
    titled = b.rng.choice(sorted(n for h, n, c, _ in codes if h and n not in (asked, plain[1], hop[1], names[k], names[k + 1])
                                 and 5 <= c < 255))  # fmt: skip
    b.add("section_title", f"Under which comment heading does telnetlib.py define {titled}? Give the comment's words.",
          next(h for h, n, _, _ in codes if n == titled))  # fmt: skip
    c_text = read_text(header)
    defined = re.findall(r"^#\s*define\s+(\w+)\s+(\d+)\s*/\*\s*(.*?)\s*\*/", c_text[:c_text.find("TELOPT_BINARY")], re.M)
    c_values = Counter(int(v) for _, v, _ in defined)  # (SYNCH shares DM's 242)
    c_commands = {int(v): (n, d) for n, v, d in defined}
    crossing = sorted(n for n, c, d in commands if c in c_commands and c_values[c] == 1 and c_commands[c][1].lower() != d.lower()
                      and n not in (titled, names[k], names[k + 1]))  # fmt: skip
    if len(defined) < 15 or not crossing:
        raise ValueError(f"{header}: the commands' comments not read")
    crossed = b.rng.choice(crossing)
    b.add("cross_file", f"telnetlib.py defines the Telnet command character {crossed}. How does glibc's arpa/telnet.h describe the "
          "command with that same code, in the comment beside its #define?", c_commands[value[crossed]][1],
          context=(str(path), str(header)))  # fmt: skip
    missing = _absent(text, "GMCP", "MSSP", "MCCP2")
    b.add("absent", f"What option code does Python's telnetlib.py give the Telnet option {missing}?", None)
    return b.questions


UNACCENT_RULES = Path("/usr/share/postgresql/15/tsearch_data/unaccent.rules")


def unaccent_rules(path: Path = UNACCENT_RULES, names: Path = Path("/usr/share/perl/5.36/unicore/Name.pl")) -> list[Question]:
    """PostgreSQL 15's unaccent.rules, the rules of its unaccent text search dictionary: one line a character, then a tab and the
    text it is replaced with (`À	A`, `Æ	AE`, `½	 1/2`, `℡	TEL`), or the character alone, to be removed (the combining
    accents, U+0300 on). Perl's unicore/Name.pl (Unicode 14) names each character, its code on one line and its name on the
    next (`00141` over `LATIN CAPITAL LETTER L WITH STROKE`)."""
    text = read_text(path)
    rows = [line.split("\t") for line in text.splitlines() if line]
    sources = [r[0] for r in rows]
    if len(rows) < 1000 or len(set(sources)) != len(sources) or any(len(r) > 2 or len(r[0]) != 1 for r in rows):
        raise ValueError(f"{path}: the rules not read, one character a line")
    into = {r[0]: r[1] for r in rows if len(r) == 2}
    targets = Counter(into.values())
    b = _builder("unaccent.rules", path)
    letter = lambda c: unicodedata.category(c).startswith("L")  # noqa: E731
    asked = b.rng.choice(sorted(c for c, t in into.items() if letter(c) and len(t.strip()) >= 2 and t.isalpha()))
    b.add("record_field", f"What does PostgreSQL's unaccent.rules replace the character {asked} with?", into[asked])
    b.add("count", "How many characters does PostgreSQL's unaccent.rules list in all, one a line?", len(rows))
    b.add("count", "How many lines of unaccent.rules give a character with no replacement at all (the character alone, so it is "
          "simply removed)?", len(rows) - len(into))  # fmt: skip
    counted = b.rng.choice(sorted(t for t, n in targets.items() if 3 <= n <= 15 and len(t) >= 2 and t.isalpha() and t != into[asked]))
    b.add("count", f"How many characters does unaccent.rules replace with exactly \"{counted}\" (matching case)?", targets[counted])
    if (longest := _top(set(into.values()), key=lambda t: len(t.strip()))) is not None:
        b.add("extreme", "What is the longest replacement text in unaccent.rules (ignoring leading spaces)?", longest.strip())
    k = b.rng.choice([k for k in range(len(rows) - 1) if all(letter(c) for c in (sources[k], sources[k + 1]))
                      and ord(sources[k + 1]) != ord(sources[k]) + 1 and asked not in sources[k:k + 2]])  # fmt: skip
    b.add("ordering", f"Which character does unaccent.rules list on the line right after the one for {sources[k]}?", sources[k + 1])
    hop = b.rng.choice(sorted(c for c, t in into.items() if letter(c) and 2 <= targets[t] <= 12 and t != counted and c != asked
                              and len(t) >= 2))  # fmt: skip
    b.add("two_hops", f"unaccent.rules replaces the character {hop} with some text. How many characters in all does the file replace "
          "with that same text?", targets[into[hop]])  # fmt: skip
    named = {}
    for block in read_text(names).split("\n\n"):
        lines = block.strip().splitlines()
        if len(lines) == 2 and re.fullmatch(r"[0-9A-F]{4,6}", lines[0]):
            named.setdefault(chr(int(lines[0], 16)), lines[1])  # (the first name, before any abbreviation)
    called = Counter(named.values())
    crossing = sorted(c for c, t in into.items() if c in named and called[named[c]] == 1 and t.isascii() and t.isalpha()
                      and c not in (asked, hop, sources[k], sources[k + 1])
                      and t.upper() not in named[c].replace("-", " ").split())  # fmt: skip
    if len(named) < 20000 or not crossing:
        raise ValueError(f"{names}: the characters' names not read")
    crossed = b.rng.choice(crossing)
    b.add("cross_file", f"Perl's unicore/Name.pl names one character \"{named[crossed]}\". What does PostgreSQL's unaccent.rules "
          "replace that character with?", into[crossed], context=(str(path), str(names)))  # fmt: skip
    missing = _absent(text, "Ж", "Ђ", "ש")
    b.add("absent", f"What does PostgreSQL's unaccent.rules replace the character {missing} with?", None)
    return b.questions


LIBGCRYPT_DOCS = Path("/usr/share/doc/libgcrypt20")


def _libgcrypt_releases(text: str) -> list[tuple[str, str, str | None, str]]:
    """libgcrypt's NEWS as its release sections in order, newest first: (the version, its date as written, `2022-03-28`, the
    interface tag in brackets, `C24/A4/R1`, None where the heading has none, the section's text below its dashed underline)."""
    heads = list(re.finditer(r"^Noteworthy changes in version (\S+) \((\d{4}-\d\d-\d\d)\)[ \t]*(?:\[(C\d+/A\d+/R\d+)\])?[ \t]*\n-+\n",
                             text, re.M))  # fmt: skip
    return [(m.group(1), m.group(2), m.group(3), text[m.end():heads[k + 1].start() if k + 1 < len(heads) else len(text)])
            for k, m in enumerate(heads)]  # fmt: skip


def _libgcrypt_items(body: str) -> list[tuple[str, str]]:
    """One release section's changes as (the ` * Bug fixes:` heading they stand under, without its colon; the change as one line,
    `Fix alignment problem on macOS.`, without its bracketed references `[T5440]`)."""
    items, heading = [], ""
    for part in re.split(r"^( \* .+?:)[ \t]*$", body, flags=re.M):
        if m := re.fullmatch(r" \* (.+?):", part):
            heading = m.group(1)
        elif heading:
            for item in re.split(r"^   - ", part, flags=re.M)[1:]:
                items.append((heading, re.sub(r"\s*\[[^\]]*\]", "", " ".join(item.split())).strip()))
    return items


def libgcrypt_news(path: Path = LIBGCRYPT_DOCS / "NEWS.gz", debian: Path = LIBGCRYPT_DOCS / "changelog.Debian.gz") -> list[Question]:
    """Libgcrypt's NEWS as Debian 12's libgcrypt20 1.10.1 ships it: a section per release, newest first back to 1.1.3 (2001),
    headed `Noteworthy changes in version 1.9.2 (2021-02-17)  [C23/A3/R2]` over a dashed line, the bracket the library's interface
    version (current/age/revision) from 1.6.0 on; a section's changes stand under ` * Bug fixes:`, ` * Performance:`,
    ` * Other features:` and the like as `   - ` items, some ending in bracketed references (`[T5440]`, `[#4011,CVE-2018-0495]`),
    and list ` * Interface changes relative to the 1.8.0 release:` (`gcry_kdf_open  NEW function.`). Debian's changelog.Debian names
    the upstream version each upload packages (`libgcrypt20 (1.9.3-1) experimental; urgency=medium`)."""
    text = read_text(path)
    releases = _libgcrypt_releases(text)
    versions = [v for v, _, _, _ in releases]
    date = {v: d for v, d, _, _ in releases}
    tag = {v: t for v, _, t, _ in releases if t}
    if len(releases) < 30 or len(set(versions)) != len(versions) or len(tag) < 8:
        raise ValueError(f"{path}: the release sections not read, one a `Noteworthy changes in version` heading")
    b = _builder("libgcrypt-news", path)
    asked = b.rng.choice(versions[1:])
    b.add("record_field", f"On what date was Libgcrypt {asked} released, according to its NEWS file? Give the date as NEWS writes "
          "it.", date[asked])  # fmt: skip
    years = Counter(d[:4] for d in date.values())
    written = Counter(re.findall(r"\b((?:19|20)\d\d)-\d\d-\d\d\b", text))  # (1.9.4 and 1.7.4 ... 1.7.10 are dated in passing)
    counted_year = b.rng.choice(sorted(y for y, n in years.items() if n >= 3 and written[y] == n and y != date[asked][:4]))
    b.add("count", f"How many Libgcrypt releases have their own section in NEWS dated in {counted_year}?", years[counted_year])
    fixes = {v: [i for h, i in _libgcrypt_items(body) if h == "Bug fixes"] for v, _, _, body in releases}
    fixed = b.rng.choice(sorted(v for v, items in fixes.items() if 3 <= len(items) <= 12 and v != asked))
    b.add("count", f"How many changes does Libgcrypt's NEWS list under \"Bug fixes\" for version {fixed}?", len(fixes[fixed]))
    cves = {v: sorted(set(re.findall(r"\bCVE-\d{4}-\d{4,7}", body))) for v, _, _, body in releases}
    if (top := _top(versions, key=lambda v: len(cves[v]))) is not None:
        b.add("extreme", "Which Libgcrypt release's NEWS section mentions the most different CVE identifiers?", top)
    mentioned = Counter(re.findall(r"\bCVE-\d{4}-\d{4,7}", text))
    once = sorted((c, v) for v, ids in cves.items() for c in ids if mentioned[c] == 1 and v not in (asked, top, fixed))
    hop, hop_release = b.rng.choice(once)
    b.add("two_hops", f"Libgcrypt's NEWS mentions {hop} in one release's section. What interface version tag (the bracketed "
          "C/A/R triple of that section's heading) does that release carry?", tag[hop_release])  # fmt: skip

    def naive(k: int) -> bool:  # 1.1.44 over 1.1.43: the neighbour read off the number
        a, c = versions[k].split("."), versions[k + 1].split(".")
        return a[:-1] == c[:-1] and int(a[-1]) == int(c[-1]) + 1

    k = b.rng.choice([k for k in range(len(versions) - 1) if not naive(k) and {versions[k], versions[k + 1]}.isdisjoint(
        {asked, fixed, hop_release})])  # fmt: skip
    b.add("ordering", f"In Libgcrypt's NEWS, the section for version {versions[k]} is followed directly by the section for which "
          "older version?", versions[k + 1])  # fmt: skip
    topics = {"Bug fixes", "Performance", "Other features", "Internal changes", "New and extended interfaces", "Other"}
    changes = sorted((item, h) for v, _, _, body in releases if v not in (fixed, top) for h, item in _libgcrypt_items(body)
                     if h in topics and 25 <= len(item) <= 70 and text.count(item) == 1 and h.split()[0].lower() not in item.lower())
    titled, heading = b.rng.choice(changes)
    b.add("section_title", f"Under which heading of its release's section does Libgcrypt's NEWS list the change \"{titled}\"? Give "
          "the heading without its colon.", heading)  # fmt: skip
    uploads = [e.version for e in changelog_entries(read_text(debian))]
    upstream = {v: v.split("-")[0] for v in uploads if re.fullmatch(r"\d+\.\d+\.\d+-\d+", v)}
    crossing = sorted(v for v, u in upstream.items() if u in tag and u not in (asked, hop_release))
    if len(uploads) < 10 or not crossing:
        raise ValueError(f"{debian}: no upload of an upstream release NEWS tags")
    crossed = b.rng.choice(crossing)
    b.add("cross_file", f"Debian's changelog for libgcrypt20 has an upload {crossed}. What interface version tag (the C/A/R triple in "
          "brackets) does Libgcrypt's NEWS give the upstream release that upload packages?", tag[upstream[crossed]],
          context=(str(path), str(debian)))  # fmt: skip
    missing = _absent(text, "1.10.2", "1.11.0", "1.10.3")
    b.add("absent", f"On what date was Libgcrypt {missing} released, according to its NEWS file?", None)
    return b.questions


NETDEVICE_7 = Path("/usr/share/man/man7/netdevice.7.gz")


def _netdevice_flags(text: str) -> list[tuple[str, str, str]]:
    """netdevice(7)'s flag tables (`.TS`, `tab(:);`, a title row, then `IFF_UP:Interface is running.`, a long text in `T{` ... `T}`)
    as (the table's title, `Device flags` or `Private flags`; the flag; its description as one line)."""
    flags = []
    for table in re.findall(r"^\.TS\n(.*?)^\.TE$", text, re.M | re.S):
        rows = re.sub(r"T\{\n(.*?)\nT\}", lambda m: " ".join(m.group(1).split()), table, flags=re.S).splitlines()
        start = next(i for i, row in enumerate(rows) if row.endswith("."))  # (`l l.`: the format ends)
        title = rows[start + 1]
        flags += [(title, *(s.strip() for s in row.split(":", 1))) for row in rows[start + 2:] if ":" in row]
    return flags


def _netdevice_ioctls(text: str) -> list[tuple[tuple[str, ...], str]]:
    """netdevice(7)'s `.TP` entries under `.SS Ioctls` in order as (the ioctl names of the entry's head, `.BR SIOCGIFMTU ", "
    SIOCSIFMTU`; its text up to the next entry or section as plain words, the `.I`/`.IR` words kept)."""
    body = text[text.index(".SS Ioctls"):text.index("\n.SH NOTES")]
    entries = []
    for block in body.split("\n.TP\n")[1:]:
        head, *rest = block.splitlines()
        names = tuple(re.findall(r"\bSIOC[A-Z]+\b", head))
        words = " ".join(_roff_words(line) for line in rest if not line.startswith(('.\\"', ".TS")))
        entries.append((names, " ".join(words.split())))
    return entries


def netdevice_7(path: Path = NETDEVICE_7, header: Path = Path("/usr/include/linux/sockios.h")) -> list[Question]:
    """The netdevice(7) man page of Debian's manpages 6.03 as troff source: the ioctls that configure a network device, one `.TP`
    entry each (`.BR SIOCGIFMTU ", " SIOCSIFMTU`, `Get or set the MTU (Maximum Transfer Unit) of a device using`, `.IR ifr_mtu .`),
    most naming the member of `struct ifreq` they use (declared at the top: `int             ifr_mtu;`), and two tables of the flags
    SIOCGIFFLAGS and SIOCGIFPFLAGS return (`Device flags`: `IFF_ECHO:Echo sent packets (since Linux 2.6.25)`; `Private flags`).
    The kernel's linux/sockios.h #defines the ioctls' request numbers (`#define SIOCGIFMTU	0x8921		/* get MTU size */`)."""
    text = read_text(path)
    flags = _netdevice_flags(text)
    ioctls = _netdevice_ioctls(text)
    names = [f for _, f, _ in flags]
    struct = re.search(r"^struct ifreq \{\n(.*?)^\};", text, re.M | re.S)
    if len(flags) < 20 or len(set(names)) != len(names) or len(ioctls) < 12 or not struct:
        raise ValueError(f"{path}: the flag tables and ioctl entries not read")
    member = {m.group(2): " ".join(m.group(1).split())  # (`struct sockaddr ifr_addr;` and the like; the pointer ifr_data left out)
              for m in re.finditer(r"^\s+([\w ]+?)\s+(ifr_\w+)(?:\[\w+\])?;", struct.group(1), re.M)}
    b = _builder("netdevice.7", path)
    said = Counter(d.lower() for _, _, d in flags)
    words = lambda s: set(re.findall(r"[a-z]{4,}", s.lower().replace("iff_", "")))  # noqa: E731
    described = sorted((d, f) for _, f, d in flags if said[d.lower()] == 1 and "since" not in d and 15 <= len(d) <= 60
                       and not words(f) & words(d))  # fmt: skip
    asked = b.rng.choice(described)
    b.add("record_field", f"Which interface flag does the netdevice(7) man page describe as \"{asked[0]}\"?", asked[1])
    uses = {n: fields[0] for ns, body in ioctls for n in ns if len(fields := sorted(set(re.findall(r"\bifr6?_\w+", body)))) == 1
            and fields[0] in member}  # (the one member the entry names, and one the page's struct ifreq declares)
    field = b.rng.choice(sorted(n for n in uses if n.startswith("SIOCG")))
    b.add("record_field", f"Through which member of struct ifreq does netdevice(7) say the ioctl {field} passes its value?", uses[field])
    titles = Counter(t for t, _, _ in flags)
    table = b.rng.choice(sorted(titles))
    b.add("count", f"How many flags does the \"{table}\" table of netdevice(7) list?", titles[table])
    since = {f: tuple(int(x) for x in m.group(1).split(".")) for _, f, d in flags if (m := re.search(r"since Linux ([\d.]+)", d))}
    b.add("count", "How many of the flags in netdevice(7)'s tables carry a \"(since Linux ...)\" note?", len(since))
    if len(since) >= 2 and (newest := _top(since, key=since.__getitem__)) is not None:
        b.add("extreme", "According to netdevice(7), which interface flag arrived in the most recent Linux version?", newest)
    k = b.rng.choice([k for k in range(len(flags) - 1) if flags[k][0] == flags[k + 1][0] and asked[1] not in names[k:k + 2]])
    b.add("ordering", f"In its \"{flags[k][0]}\" table, which flag does netdevice(7) list right after {names[k]}?", names[k + 1])
    titled = b.rng.choice(sorted(f for t, f, _ in flags if f not in (asked[1], names[k], names[k + 1]) and titles[t] >= 5))
    b.add("section_title", f"Which of netdevice(7)'s flag tables lists {titled}? Give the table's title.",
          next(t for t, f, _ in flags if f == titled))  # fmt: skip
    typed = sorted(n for n, f in uses.items() if f in member and n != field and member[f] != "int")
    hop = b.rng.choice(typed or sorted(n for n, f in uses.items() if f in member and n != field))
    b.add("two_hops", f"netdevice(7) says the ioctl {hop} works through one member of struct ifreq. What type does the page's "
          "declaration of struct ifreq give that member?", member[uses[hop]])  # fmt: skip
    numbers = dict(re.findall(r"^#\s*define\s+(SIOC\w+)\s+(0x[0-9A-Fa-f]+)\b", read_text(header), re.M))
    alone = sorted((body.split(".")[0], ns[0]) for ns, body in ioctls if len(ns) == 1 and ns[0] in numbers and ns[0] != field
                   and 20 <= len(body.split(".")[0]) <= 70)  # fmt: skip
    if len(numbers) < 30 or not alone:
        raise ValueError(f"{header}: the request numbers not read")
    crossed = b.rng.choice(alone)
    b.add("cross_file", f"netdevice(7) has an entry for a single ioctl whose description opens \"{crossed[0]}\". What request number "
          "does the kernel's linux/sockios.h #define for that ioctl?", numbers[crossed[1]], context=(str(path), str(header)))
    missing = _absent(text, "IFF_WIRELESS", "IFF_NOCARRIER", "IFF_TUN")
    b.add("absent", f"How does the netdevice(7) man page describe the interface flag {missing}?", None)
    return b.questions


MAGIC_H = Path("/usr/include/linux/magic.h")


def _magic_numbers(text: str) -> list[tuple[str, str, str]]:
    """linux/magic.h's numeric #defines in order as (the name, the value as written, `0xEF53`, the trailing comment, '' when
    none); the three `..._SUPER_MAGIC_STRING` ones, quoted strings, are left out."""
    return [(m.group(1), m.group(2), (m.group(3) or "").strip()) for m in re.finditer(
        r"^#define\s+(\w+)\s+(0x[0-9A-Fa-f]+)\b[ \t]*(?:/\*\s*(.*?)\s*\*/)?[ \t]*$", text, re.M)]


def _statfs_types(text: str) -> list[tuple[str, str]]:
    """statfs(2)'s list of the f_type values (`.EX`, `ADFS_SUPER_MAGIC      0xadf5`, some with a comment running on) as (the name,
    the value as written)."""
    block = text[text.index("may appear in"):]
    block = block[block.index(".EX"):block.index(".EE")]
    return re.findall(r"^([A-Z][A-Z0-9_]+)\s+(0x[0-9a-fA-F]+)\b", block, re.M)


def magic_h(path: Path = MAGIC_H, manual: Path = Path("/usr/share/man/man2/statfs.2.gz")) -> list[Question]:
    """The kernel's linux/magic.h (linux-libc-dev 6.1): the magic numbers that identify file systems and pseudo file systems, one
    #define a line (`#define SQUASHFS_MAGIC		0x73717368`, `#define CRAMFS_MAGIC		0x28cd3d45	/* some random number */`,
    `#define MINIX2_SUPER_MAGIC2	0x2478		/* minix v2 fs, 30 char names */`), in no numeric order, some sharing a value (ext2,
    ext3 and ext4's 0xEF53). statfs(2) lists the values its f_type may hold, some under other names (`CIFS_MAGIC_NUMBER
    0xff534d42`)."""
    text = read_text(path)
    numbers = _magic_numbers(text)
    names = [n for n, _, _ in numbers]
    value = {n: int(v, 16) for n, v, _ in numbers}
    written = {n: v for n, v, _ in numbers}
    if len(numbers) < 60 or len(set(names)) != len(names):
        raise ValueError(f"{path}: the magic numbers not read, one #define a line")
    shared = Counter(value.values())
    b = _builder("magic.h", path)
    top, bottom = _top(names, key=value.__getitem__), _top(names, key=lambda n: -value[n])
    asked = b.rng.choice(sorted(n for n in names if shared[value[n]] == 1 and n not in (top, bottom)))
    b.add("record_field", f"What value does the kernel's linux/magic.h give {asked}? Write it as the header does.", written[asked])
    known = b.rng.choice(sorted(n for n in names if shared[value[n]] == 1 and n not in (asked, top, bottom)
                                and len(written[n]) <= 6))
    b.add("record_field", f"Which constant does linux/magic.h define with the value {written[known]}?", known)
    common = b.rng.choice(sorted(v for v, k in shared.items() if k >= 3))
    spelt = written[next(n for n in names if value[n] == common)]
    b.add("count", f"How many of the constants in linux/magic.h have the value {spelt}?", shared[common])
    comments = Counter(c.lower() for _, _, c in numbers if c)
    remark = b.rng.choice(sorted(c for c, k in comments.items() if k >= 2))
    b.add("count", f"How many #defines in linux/magic.h carry the comment \"{remark}\"?", comments[remark])
    if top is not None:
        b.add("extreme", "Which constant in linux/magic.h has the largest numeric value?", top)
    if bottom is not None:
        b.add("extreme", "Which constant in linux/magic.h has the smallest numeric value?", bottom)
    k = b.rng.choice([k for k in range(len(names) - 1) if not {names[k], names[k + 1]} & {asked, known, top, bottom}
                      and not names[k + 1].startswith(names[k].split("_")[0])])  # fmt: skip
    b.add("ordering", f"Which constant does linux/magic.h define right after {names[k]}?", names[k + 1])
    j = b.rng.choice([j for j in range(len(names) - 1) if j != k and shared[value[names[j + 1]]] == 1
                      and not {names[j], names[j + 1]} & {asked, known, top, bottom, names[k + 1]}])  # fmt: skip
    b.add("two_hops", f"What value does linux/magic.h give the constant it defines immediately after {names[j]}? Write it as the "
          "header does.", written[names[j + 1]])  # fmt: skip
    listed = _statfs_types(read_text(manual))
    holders = {v: [m for m in names if value[m] == v] for v in set(value.values())}
    renamed = sorted((n, v) for n, v in listed if n not in value and len(holders.get(int(v, 16), [])) == 1
                     and holders[int(v, 16)][0] not in (top, bottom, asked, known))  # fmt: skip
    if len(listed) < 50 or not renamed:
        raise ValueError(f"{manual}: the f_type values not read")
    crossed, crossed_value = b.rng.choice(renamed)
    b.add("cross_file", f"The statfs(2) man page lists the f_type value {crossed} ({crossed_value}). Under what name does the "
          "kernel's linux/magic.h define that same value?", holders[int(crossed_value, 16)][0],
          context=(str(path), str(manual)))  # fmt: skip
    missing = _absent(text, "ZFS", "APFS", "BCACHEFS")
    b.add("absent", f"What magic number does linux/magic.h define for the {missing} file system?", None)
    return b.questions


APP_DEFAULTS = Path("/etc/X11/app-defaults")


def _xresources(text: str) -> list[tuple[str, str, str]]:
    """An X resource file's (app-defaults) resources in order as (the `!` comment heading they stand under, '' before any, without
    its `!`; the resource's name, `*xt.quit.Label`; its value with the surrounding blanks stripped, a value continued over lines
    ending in a backslash joined); a comment of more than one line heads nothing, nor do `#include` lines."""
    resources, heading, lines = [], "", text.splitlines()
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith("!"):
            block = [line]
            while i + 1 < len(lines) and lines[i + 1].startswith("!"):
                i += 1
                block.append(lines[i])
            heading = block[0][1:].strip() if len(block) == 1 else ""
        elif ":" in line and not line.startswith(("#", " ", "\t")):
            name, _, value = line.partition(":")
            while value.endswith("\\") and i + 1 < len(lines):
                i += 1
                value = value[:-1] + "\n" + lines[i]
            resources.append((heading, name.strip(), " ".join(value.split())))
        i += 1
    return resources


def editres_app_defaults(path: Path = APP_DEFAULTS / "Editres", color: Path = APP_DEFAULTS / "Editres-color") -> list[Question]:
    """The app-defaults file of Editres, X11's resource editor (x11-utils 7.7): X resources one a line (`Editres.Geometry:
    500x568`, `*xt.quit.Label:			Quit`), grouped under one-line `!` comments (`! Xt Menu Entry Names`, `! Universal Toolkit
    Messages`); the menu entries come twice, for Xt clients (`*xt.setValues.Label:		Set Resource`) and InterViews ones
    (`*iv*setValues.Label:		Set Attribute`), and the messages are numbered resources (`*label5: Can't grab the mouse.\\n`) with
    gaps where a number is Xt's or InterViews' own (`*xt*label7:`). Editres-color, the colour variant, `#include`s it and adds
    colours (`*Tree.Background: 		Grey`)."""
    text = read_text(path)
    resources = _xresources(text)
    value = {n: v for _, n, v in resources}
    if len(resources) < 100 or len(value) != len(resources) or "Editres.Geometry" not in value:
        raise ValueError(f"{path}: the resources not read, one a line")
    heading_of = {n: h for h, n, _ in resources}
    xt_menu = {m.group(1): v for n, v in value.items() if (m := re.fullmatch(r"\*xt\.(\w+)\.Label", n))}
    iv_menu = {m.group(1): v for n, v in value.items() if (m := re.fullmatch(r"\*iv\*(\w+)\.Label", n))}
    messages = [(int(m.group(1)), v) for h, n, v in resources if (m := re.fullmatch(r"\*label(\d+)", n))]
    numbers = [k for k, _ in messages]
    if len(xt_menu) < 10 or len(iv_menu) < 8 or len(messages) < 20 or numbers != sorted(numbers):
        raise ValueError(f"{path}: the menu entries and messages not read")
    b = _builder("Editres", path)
    labels = Counter(value.values())
    asked = b.rng.choice(sorted(e for e, v in xt_menu.items() if labels[v] == 1 and e not in iv_menu
                                and v.lower().replace(" ", "") != e.lower()))  # (not Quit for quit)
    b.add("record_field", f"In Editres's app-defaults file, what label does the Xt menu entry {asked} get (the resource "
          f"*xt.{asked}.Label)?", xt_menu[asked])  # fmt: skip
    said = Counter(v for _, v in messages)
    quoted = b.rng.choice(sorted((v, k) for k, v in messages if said[v] == 1 and labels[v] == 1 and "%" not in v and "\\n" not in v
                                 and 20 <= len(v) <= 60))  # fmt: skip
    b.add("record_field", f"Which numbered message resource in Editres's app-defaults reads \"{quoted[0]}\"? Give its resource name "
          "as the file writes it, such as *label0.", f"*label{quoted[1]}")  # fmt: skip
    groups = Counter(h for h, _, _ in resources if h)
    kinds = {h: {n[:3] for g, n, _ in resources if g == h} for h in groups}  # (one toolkit's, all *xt or all *iv: no stray resource)
    group = b.rng.choice(sorted(h for h, n in groups.items() if 6 <= n <= 15 and len(kinds[h]) == 1 and kinds[h] <= {"*xt", "*iv"}))
    b.add("count", f"How many resources does Editres's app-defaults file set under its comment \"! {group}\"?", groups[group])
    b.add("count", "How many numbered messages (resources named *label followed by a number, with no Xt or InterViews part) does "
          "Editres's app-defaults file define?", len(messages))  # fmt: skip
    sized = {n: int(v) for n, v in value.items() if v.isdigit()}
    if (widest := _top(sized, key=sized.__getitem__)) is not None:
        b.add("extreme", "Among the resources of Editres's app-defaults file whose value is a plain number, which one is set to the "
              "largest number? Give the resource's name.", widest)  # fmt: skip
    gaps = [k for k in range(len(numbers) - 1) if numbers[k + 1] != numbers[k] + 1 and quoted[1] not in numbers[k:k + 2]]
    k = b.rng.choice(gaps)
    b.add("ordering", f"Which numbered message does Editres's app-defaults file define right after *label{numbers[k]}? Give its "
          "resource name.", f"*label{numbers[k + 1]}")  # fmt: skip
    both = sorted(e for e in xt_menu if e in iv_menu and xt_menu[e] != iv_menu[e] and labels[xt_menu[e]] == 1)
    hop = b.rng.choice(both)
    b.add("two_hops", f"In Editres's app-defaults file, the Xt menu entry labelled \"{xt_menu[hop]}\" has an InterViews counterpart "
          "under the same entry name. What label does the InterViews one get?", iv_menu[hop])  # fmt: skip
    titled = b.rng.choice(sorted(n for h, n, _ in resources if h and groups[h] >= 3 and n.startswith(("*xt", "*iv"))
                                 and n not in (f"*xt.{asked}.Label", f"*xt.{hop}.Label", f"*iv*{hop}.Label")))  # fmt: skip
    b.add("section_title", f"Under which \"!\" comment heading does Editres's app-defaults file set {titled}? Give the heading's words.",
          heading_of[titled])  # fmt: skip
    colours = read_text(color)
    included = re.findall(r'^#include\s+"([^"]+)"', colours, re.M)
    if included != [path.name]:
        raise ValueError(f"{color}: no #include of {path.name}")
    shaped = sorted(n for n in value if n.endswith("ShapeStyle"))
    crossed = b.rng.choice(shaped or ["Editres.Geometry"])
    b.add("cross_file", f"The Editres-color app-defaults file pulls in another app-defaults file with an #include line. What value "
          f"does that included file give {crossed}?", value[crossed], context=(str(path), str(color)))  # fmt: skip
    b.add("absent", f"What does the message resource *label{numbers[-1] + 1} say in Editres's app-defaults file?", None)
    return b.questions


def _stat_constants(text: str) -> list[tuple[str, str, str, str]]:
    """stat.py's module-level constants in order as (the comment line heading their block, `Names for permission bits`, '' before
    any, a comment of two lines read as one; the name; the value as written, `0o040000`, `S_ISGID`; the trailing comment, '' when
    none)."""
    constants, heading, previous = [], "", ""
    for line in text.splitlines():
        if m := re.fullmatch(r"# (.+)", line):
            heading = f"{heading} {m.group(1)}" if previous.startswith("# ") else m.group(1)
        elif m := re.fullmatch(r"([A-Z][A-Z0-9_]+)\s*=\s*(\S+)\s*(?:#\s*(.*))?", line):
            constants.append((heading, m.group(1), m.group(2), (m.group(3) or "").strip()))
        elif line.startswith(("def ", "_")):
            heading = ""
        previous = line
    return constants


def stat_py(path: Path | None = None, header: Path = Path("/usr/include/linux/stat.h")) -> list[Question]:
    """Python 3.11's stat.py: the constants for reading os.stat()'s results, in blocks under comments (`# Indices for stat struct
    members in the tuple returned by os.stat()`: `ST_MODE  = 0`; `# Constants used as S_IFMT() for various file types`: `S_IFDIR
    = 0o040000  # directory`; `# Names for permission bits`; `# Names for file flags`: `UF_HIDDEN    = 0x00008000  # OS X: file
    should not be displayed`; the Windows FILE_ATTRIBUTE_ ones), the file-type tests (`def S_ISFIFO(mode):`, its docstring
    `Return True if mode is from a FIFO (named pipe).`, `return S_IFMT(mode) == S_IFIFO`) and filemode(). The kernel's linux/stat.h #defines
    the same mode bits in C's octal (`#define S_IFLNK	 0120000`)."""
    path = path or Path(sysconfig.get_paths()["stdlib"]) / "stat.py"
    text = read_text(path)
    constants = _stat_constants(text)
    names = [n for _, n, _, _ in constants]
    written = {n: v for _, n, v, _ in constants}
    tree = ast.parse(text)
    tests = {f.name: f for f in _functions(tree.body) if f.name.startswith("S_IS")}
    if len(constants) < 60 or len(set(names)) != len(names) or len(tests) < 7:
        raise ValueError(f"{path}: the constants not read under their comments")
    heading_of = {n: h for h, n, _, _ in constants}
    value = {n: int(v, 0) if re.fullmatch(r"0[ox][0-9a-fA-F]+|\d+", v) else None for n, v in written.items()}
    b = _builder("stat.py", path)
    types = [n for h, n, v, _ in constants if h.startswith("Constants used as S_IFMT") and v.startswith("0o")]
    asked = b.rng.choice(types)
    b.add("record_field", f"What value does Python's stat.py assign to {asked}? Write it as the file does.", written[asked])
    said = Counter(c.lower() for _, _, _, c in constants if c)
    commented = sorted((c, n) for _, n, _, c in constants if c and said[c.lower()] == 1 and n not in types and ":" not in c
                       and not set(re.findall(r"[a-z]{4,}", n.lower())) & set(re.findall(r"[a-z]{4,}", c.lower())))  # fmt: skip
    plain = b.rng.choice(commented)
    b.add("record_field", f"Which constant in stat.py carries the comment \"{plain[0]}\"?", plain[1])
    attributes = [n for n in names if n.startswith("FILE_ATTRIBUTE_")]
    b.add("count", "How many FILE_ATTRIBUTE_ constants does Python's stat.py define?", len(attributes))
    b.add("count", "How many functions whose names begin with S_IS (the file-type tests such as S_ISDIR) does stat.py define with "
          "def?", len(tests))  # fmt: skip
    if (top := _top(attributes, key=lambda n: value[n] or 0)) is not None:
        b.add("extreme", "Which of stat.py's FILE_ATTRIBUTE_ constants has the largest value?", top)
    k = b.rng.choice([k for k in range(len(names) - 1) if heading_of[names[k]] == heading_of[names[k + 1]] and heading_of[names[k]]
                      and not {names[k], names[k + 1]} & {asked, plain[1], top} and not names[k].startswith("FILE_")])  # fmt: skip
    b.add("ordering", f"Which constant does stat.py define right after {names[k]}?", names[k + 1])
    titled = b.rng.choice(sorted(n for n in names if heading_of[n] and n not in (asked, plain[1], names[k], names[k + 1])
                                 and not n.startswith(("FILE_", "ST_"))))  # fmt: skip
    b.add("section_title", f"Under which comment heading does stat.py define {titled}? Give the comment's words.", heading_of[titled])
    compared = {}
    for name, fn in tests.items():
        doc = ast.get_docstring(fn) or ""
        ret = fn.body[-1]
        if isinstance(ret, ast.Return) and isinstance(ret.value, ast.Compare) and isinstance(ret.value.comparators[0], ast.Name):
            compared[doc] = ret.value.comparators[0].id
    hops = sorted(d for d, c in compared.items() if c in written and c != asked and said.get(d.lower()) is None)
    hop = b.rng.choice(hops)
    b.add("two_hops", f"One file-type test in stat.py has the docstring \"{hop}\" It compares the mode's file type with a constant. "
          "What value does stat.py give that constant? Write it as the file does.", written[compared[hop]])  # fmt: skip
    c_text = read_text(header)
    octal = dict(re.findall(r"^#define\s+(S_I\w+)\s+(0\d+)\s*$", c_text, re.M))
    crossing = sorted(n for n in octal if n in written and written[n].startswith("0o") and int(octal[n], 8) == value[n]
                      and n not in (asked, compared[hop], names[k], names[k + 1], titled))  # fmt: skip
    if len(octal) < 15 or not crossing:
        raise ValueError(f"{header}: the mode bits not read")
    crossed = b.rng.choice(crossing)
    b.add("cross_file", f"Python's stat.py writes {crossed} as {written[crossed]}. How does the kernel's linux/stat.h write the value "
          "of that same constant in its #define?", octal[crossed], context=(str(path), str(header)))  # fmt: skip
    missing = _absent(text, "UF_TRACKED", "UF_DATAVAULT", "SF_RESTRICTED")
    b.add("absent", f"What value does Python 3.11's stat.py give the constant {missing}?", None)
    return b.questions


def amdgpu_ids(path: Path = Path("/usr/share/libdrm/amdgpu.ids")) -> list[Question]:
    """libdrm's amdgpu.ids (Debian 12's libdrm-common 2.4.114): the marketing names of AMD GPUs, one line a device and revision
    (`67DF,	C7,	AMD Radeon RX 480 Graphics`: the PCI device ID, a comma and a tab, the revision ID, a comma and a tab, the name),
    after a comment giving that syntax and a line with the file's format version (`1.0.0`); sorted by device ID, then revision,
    one name often shared by many devices and revisions."""
    text = read_text(path)
    rows = [tuple(cell.strip() for cell in line.split(",\t")) for line in text.splitlines() if re.match(r"[0-9A-F]{4},\t", line)]
    if len(rows) < 300 or any(len(r) != 3 or not re.fullmatch(r"[0-9A-F]{2}", r[1]) for r in rows) or len(set(rows)) != len(rows):
        raise ValueError(f"{path}: the IDs not read, one device and revision a line")
    pairs = Counter((d, r) for d, r, _ in rows)
    name = {(d, r): n for d, r, n in rows if pairs[d, r] == 1}  # (6808 revision 00 has two names)
    twice = {d for (d, _), k in pairs.items() if k > 1}
    devices = Counter(d for d, _, _ in rows)
    named = Counter(n for _, _, n in rows)
    b = _builder("amdgpu.ids", path)
    asked = b.rng.choice(sorted(k for k, n in name.items() if named[n] == 1 and devices[k[0]] >= 3))
    b.add("record_field", f"In libdrm's amdgpu.ids, what product name is given for device ID {asked[0]} with revision {asked[1]}?",
          name[asked])  # fmt: skip
    version = next(line.strip() for line in text.splitlines() if line.strip() and not line.startswith("#"))
    b.add("record_field", "Which format version does amdgpu.ids declare on its first line that is not a comment?", version)
    revisions = Counter(d for d, _ in pairs)
    top = _top(devices, key=devices.__getitem__)
    top = top if top == _top(revisions, key=revisions.__getitem__) else None  # (the same counting lines or distinct revisions)
    counted = b.rng.choice(sorted(d for d, k in devices.items() if 5 <= k <= 20 and d not in (asked[0], top) and d not in twice))
    b.add("count", f"How many revision entries does amdgpu.ids list for the device ID {counted}?", devices[counted])
    product = b.rng.choice(sorted(n for n, k in named.items() if 4 <= k <= 12 and n != name[asked]))
    b.add("count", f"How many lines of amdgpu.ids give the product name \"{product}\" exactly?", named[product])
    if top is not None:
        b.add("extreme", "Which device ID has the most entries (lines) in amdgpu.ids?", top)
    k = b.rng.choice([k for k in range(len(rows) - 1) if rows[k][0] != rows[k + 1][0] and rows[k][2] != rows[k + 1][2]
                      and int(rows[k + 1][0], 16) != int(rows[k][0], 16) + 1 and rows[k][:2] in name
                      and asked not in (rows[k][:2], rows[k + 1][:2])])  # fmt: skip
    b.add("ordering", f"Which device ID does amdgpu.ids list on the line right after the one for device {rows[k][0]} revision "
          f"{rows[k][1]}?", rows[k + 1][0])  # fmt: skip
    hop = b.rng.choice(sorted(k for k, n in name.items() if 2 <= named[n] <= 15 and n not in (product, name[asked]) and k != asked
                              and k[0] not in (counted, top)))  # fmt: skip
    b.add("two_hops", f"amdgpu.ids names device {hop[0]} revision {hop[1]} with some product name. How many lines of the file give "
          "that same product name?", named[name[hop]])  # fmt: skip
    b.add("semantic", "How many entries of amdgpu.ids are FirePro workstation cards, whatever brand the name puts before FirePro "
          "(AMD, AMD Radeon or ATI)?", sum("FirePro" in n for _, _, n in rows))  # fmt: skip
    missing = _absent(text, "RX 7900 XTX", "RX 7600", "RX 7800 XT")
    b.add("absent", f"Which device ID does amdgpu.ids give the AMD Radeon {missing}?", None)
    return b.questions


# Round 36, written before any run on it: e2fsprogs' NEWS (with e2fsprogs' changelog.Debian), the suffixes(7) man page's troff
# source (with /etc/mime.types), the kernel's linux/prctl.h (with prctl(2)), D-Bus's system bus configuration
# /usr/share/dbus-1/system.conf (with session.conf), Python 3.11's re/_constants.py (with re/_parser.py) and Vim's digraph.txt
# (with glibc's CP1252 charmap).

E2FSPROGS_DOCS = Path("/usr/share/doc/e2fsprogs")


def _e2fsprogs_releases(text: str) -> list[tuple[str, str, list[tuple[str, str]]]]:
    """e2fsprogs' NEWS as its release sections in order, newest first: (the version, `1.24a` too; its date as written, `February
    5, 2023`; its parts under a dashed heading as (the heading, `Fixes`, '' for the text above the first, the part's text))."""
    heads = list(re.finditer(r"^E2fsprogs (\d[\w.]*) \(([A-Z][a-z]+ \d{1,2}, \d{4})\)[ \t]*\n=+[ \t]*\n", text, re.M))
    releases = []
    for k, m in enumerate(heads):
        body = text[m.end():heads[k + 1].start() if k + 1 < len(heads) else len(text)]
        pieces = re.split(r"^(\S[^\n]*?)[ \t]*\n-{3,}[ \t]*$", body, flags=re.M)
        releases.append((m.group(1), m.group(2), [("", pieces[0]), *zip(pieces[1::2], pieces[2::2], strict=True)]))
    return releases


def e2fsprogs_news(path: Path = E2FSPROGS_DOCS / "NEWS.gz", debian: Path = E2FSPROGS_DOCS / "changelog.Debian.gz") -> list[Question]:
    """e2fsprogs' NEWS as Debian 12's e2fsprogs 1.47.0 ships it: a section per release, newest first back to 1.02 (1996), headed
    `E2fsprogs 1.46.6 (February 1, 2023)` over a line of `=`; from 1.44.0 on a section opens `Updates/Fixes since v1.46.5:` and
    splits its changes, one paragraph each, into parts under dashed headings (`UI and Features`, `Fixes`, `Performance, Internal
    Implementation, Development Support etc.`), older ones have a `Programmer's notes:` part; a change may end `(Addresses
    CVE-2022-1304)` or `(Addresses Debian Bug: #992094)`. Debian's changelog.Debian names the upstream version each upload packages
    (`e2fsprogs (1.46.2-1) unstable; urgency=medium`)."""
    text = read_text(path)
    releases = _e2fsprogs_releases(text)
    versions = [v for v, _, _ in releases]
    date = {v: d for v, d, _ in releases}
    if len(releases) < 100 or len(set(versions)) != len(versions):
        raise ValueError(f"{path}: the release sections not read, one an `E2fsprogs 1.46.6 (February 1, 2023)` heading")
    b = _builder("e2fsprogs-news", path)
    asked = b.rng.choice(versions[1:-1])
    b.add("record_field", f"According to e2fsprogs' NEWS file, when did e2fsprogs {asked} come out? Give the date the way NEWS "
          "writes it.", date[asked])  # fmt: skip
    years = Counter(d[-4:] for d in date.values())
    top = _top(years, key=years.__getitem__)
    counted = b.rng.choice(sorted(y for y, n in years.items() if 4 <= n <= 7 and y != date[asked][-4:]))
    b.add("count", f"Going by the dates in the section headings of e2fsprogs' NEWS, how many e2fsprogs versions were released in "
          f"{counted}?", years[counted])  # fmt: skip
    if top is not None:
        b.add("extreme", "In which calendar year did e2fsprogs put out the largest number of releases, judging by the dated "
              "headings in its NEWS file?", top)  # fmt: skip
    listed = b.rng.choice(sorted(y for y, n in years.items() if 2 <= n <= 3 and y not in (counted, date[asked][-4:])))
    b.add("record_field", f"Which e2fsprogs versions does NEWS date in {listed}? Name every one.",
          tuple(v for v in versions if date[v].endswith(listed)))  # fmt: skip
    featured = sum(any(h == "UI and Features" for h, _ in parts) for _, _, parts in releases)
    b.add("count", "How many release sections of e2fsprogs' NEWS contain a part headed \"UI and Features\"?", featured)
    mentioned = Counter(re.findall(r"\bCVE-\d{4}-\d{4,7}\b", text))
    fixed = sorted((c, v) for v, _, parts in releases for c in set(re.findall(r"\bCVE-\d{4}-\d{4,7}\b", "".join(p for _, p in parts)))
                   if mentioned[c] == 1 and v != asked)  # fmt: skip
    hop, hop_release = b.rng.choice(fixed)
    b.add("two_hops", f"One e2fsprogs release is credited in NEWS with addressing {hop}. What release date does NEWS give that "
          "version?", date[hop_release])  # fmt: skip

    def naive(k: int) -> bool:  # 1.42.9 under 1.42.10: the neighbour read off the number
        a, c = versions[k].split("."), versions[k + 1].split(".")
        return a[:-1] == c[:-1] and a[-1].isdigit() and c[-1].isdigit() and int(a[-1]) == int(c[-1]) + 1

    k = b.rng.choice([k for k in range(1, len(versions) - 1) if not naive(k) and {versions[k], versions[k + 1]}.isdisjoint(
        {asked, hop_release})])  # fmt: skip
    b.add("ordering", f"Reading e2fsprogs' NEWS from the top, which version's section comes immediately after the one for "
          f"{versions[k]}?", versions[k + 1])  # fmt: skip
    headings = {"UI and Features", "Fixes", "Performance, Internal Implementation, Development Support etc."}
    opening = sorted((" ".join(p.split()).split(". ")[0].rstrip("."), h) for v, _, parts in releases if v not in (asked, hop_release)
                     for h, body in parts if h in headings for p in body.split("\n\n") if p.strip())  # fmt: skip
    said = Counter(o for o, _ in opening)
    flat = " ".join(text.split())
    opening = [(o, h) for o, h in opening if said[o] == 1 and 30 <= len(o) <= 80 and flat.count(o) == 1
               and not {w.lower() for w in re.findall(r"[A-Za-z]{4,}", h)} & {w.lower() for w in re.findall(r"[A-Za-z]{4,}", o)}]
    titled, heading = b.rng.choice(opening)
    b.add("section_title", f"In e2fsprogs' NEWS, a release lists the change \"{titled}.\" Under which dashed heading of that "
          "release's section is it filed? Quote the heading.", heading)  # fmt: skip
    uploads = [e.version for e in changelog_entries(read_text(debian))]
    upstream = {u: u.rsplit("-", 1)[0] for u in uploads if re.fullmatch(r"\d+\.\d+\.\d+-\d+", u)}
    crossing = sorted(u for u, v in upstream.items() if v in date and v not in (asked, hop_release))
    if len(uploads) < 10 or not crossing:
        raise ValueError(f"{debian}: no upload of an upstream release NEWS dates")
    crossed = b.rng.choice(crossing)
    b.add("cross_file", f"Debian's changelog for e2fsprogs has an upload numbered {crossed}. According to e2fsprogs' NEWS, on what "
          "date was the upstream release that upload packages published?", date[upstream[crossed]],
          context=(str(path), str(debian)))  # fmt: skip
    missing = _absent(text, "1.47.1", "1.47.2", "1.48.0")
    b.add("absent", f"According to e2fsprogs' NEWS file, when did e2fsprogs {missing} come out?", None)
    return b.questions


SUFFIXES_7 = Path("/usr/share/man/man7/suffixes.7.gz")


def _suffix_rows(text: str) -> list[tuple[str, str]]:
    """suffixes(7)'s tbl table (`\\&.bz2	file compressed using \\fBbzip2\\fP(1)`) as (the suffix as plain text, `.bz2`, `~` for
    `\\[ti]`; its file type as plain words, a row with an empty suffix cell (`\\&	or file compressed using freeze`) joined to the
    one above), in the page's order; `.def` has two rows."""
    table = text[text.index("\n.TS\n"):text.index("\n.TE\n")]
    rows: list[tuple[str, str]] = []
    for line in table.split("Suffix\tFile type\n", 1)[1].splitlines():
        cell, _, kind = line.replace("\\[ti]", "~").partition("\t")
        suffix, kind = _roff_plain(cell), " ".join(_roff_plain(kind).split())
        if suffix:
            rows.append((suffix, kind))
        elif rows:
            rows[-1] = (rows[-1][0], f"{rows[-1][1]} {kind}")
    return rows


def suffixes_7(path: Path = SUFFIXES_7, mime: Path = Path("/etc/mime.types")) -> list[Question]:
    """The suffixes(7) man page of Debian's manpages 6.03 as troff source: one tbl table (`.TS` ... `.TE`) of file suffixes and
    what they mark, a tab between the two (`\\&.xcf	GIMP graphic`, `\\&.tgz	tar archive compressed with \\fBgzip\\fP(1)`), each
    suffix behind a `\\&`, some types run on to a row of their own (`\\&	gcc \\-ftest\\-coverage`), some pointing at another
    suffix (`\\&.texi	equivalent to \\fI.texinfo\\fP`, `\\&.htm	poor man's \\fI.html\\fP`). /etc/mime.types gives MIME types their
    extensions (`image/x-xcf					xcf`)."""
    text = read_text(path)
    rows = _suffix_rows(text)
    suffixes = [s for s, _ in rows]
    if len(rows) < 150 or len(set(suffixes)) < len(suffixes) - 2:
        raise ValueError(f"{path}: the suffix table not read, one suffix a row")
    listed = Counter(suffixes)
    kind = {s: k for s, k in rows if listed[s] == 1}
    said = Counter(k.lower() for _, k in rows)
    b = _builder("suffixes.7", path)
    plain = sorted(s for s, k in kind.items() if said[k.lower()] == 1 and not re.search(r"equivalent|poor man|\(|\.", k)
                   and s.startswith(".") and 10 <= len(k) <= 45 and s[1:].lower() not in k.lower())  # fmt: skip
    asked = b.rng.choice(plain)
    b.add("record_field", f"What kind of file does the suffixes(7) man page say the suffix {asked} marks?", kind[asked])
    told = b.rng.choice([s for s in plain if s != asked])
    b.add("record_field", f"Which file suffix does suffixes(7) describe as \"{kind[told]}\"?", told)
    shared = b.rng.choice(sorted(k for k, n in said.items() if n >= 3))
    b.add("count", f"How many suffixes in the suffixes(7) table are given the file type \"{shared}\"?", said[shared])
    b.add("count", "How many rows of the suffixes(7) table mention the word \"archive\" in their file type?",
          sum("archive" in k.lower() for _, k in rows))  # fmt: skip
    pairs = sorted(k for k, n in said.items() if n == 2 and not k.startswith("equivalent")
                   and all(s.startswith(".") for s, c in rows if c.lower() == k))  # fmt: skip
    paired = b.rng.choice(pairs)
    b.add("record_field", f"suffixes(7) gives two suffixes the file type \"{paired}\". Which two?",
          tuple(s for s, k in rows if k.lower() == paired))  # fmt: skip
    programs = Counter(p for _, k in rows for p in set(re.findall(r"\b([\w+-]+)\(1\)", k)))
    if (top := _top(programs, key=programs.__getitem__)) is not None:
        b.add("extreme", "Which command, cited with its section as name(1), is referred to in the most rows of the suffixes(7) "
              "table?", top)  # fmt: skip
    k = b.rng.choice([k for k in range(len(rows) - 1) if not {suffixes[k], suffixes[k + 1]} & {asked, told}
                      and listed[suffixes[k]] == 1 and suffixes[k + 1][:2] != suffixes[k][:2]])  # fmt: skip
    b.add("ordering", f"In the suffixes(7) table, which suffix is listed directly below {suffixes[k]}?", suffixes[k + 1])
    pointers = {s: m.group(1) for s, k in kind.items() if (m := re.fullmatch(r"(?:equivalent to|poor man's) (\.\w+)", k))
                and m.group(1) in kind}  # fmt: skip
    hop = b.rng.choice(sorted(s for s in pointers if s not in (asked, told, suffixes[k], suffixes[k + 1])))
    b.add("two_hops", f"suffixes(7) doesn't describe {hop} directly but points to another suffix instead. What file type does the "
          "page give that other suffix?", kind[pointers[hop]])  # fmt: skip
    types = {}
    for cells in _table(mime):
        for extension in cells[1:]:
            types.setdefault(extension, []).append(cells[0])
    crossing = sorted(s for s, k in kind.items() if len(types.get(s[1:], [])) == 1 and said[k.lower()] == 1
                      and s not in (asked, told, hop, pointers[hop]) and not re.search(r"equivalent|poor man", k)
                      and s[1:].lower() not in k.lower() and s[1:] not in types[s[1:]][0])  # fmt: skip
    if len(types) < 500 or not crossing:
        raise ValueError(f"{mime}: the extensions not read")
    crossed = b.rng.choice(crossing)
    b.add("cross_file", f"suffixes(7) describes one suffix as \"{kind[crossed]}\". Which MIME type does /etc/mime.types list for "
          "files with that extension?", types[crossed[1:]][0], context=(str(path), str(mime)))  # fmt: skip
    missing = _absent(text, "\\&.rs\t", "\\&.go\t", "\\&.kt\t").strip("\\&\t")
    b.add("absent", f"What kind of file does the suffixes(7) man page say the suffix {missing} marks?", None)
    return b.questions


PRCTL_H = Path("/usr/include/linux/prctl.h")


def _prctl_defines(text: str) -> list[tuple[str, bool, str, str, str]]:
    """linux/prctl.h's #defines in order as (the comment they stand under, '' after a blank line, a comment of several lines
    joined, `Get/set the timerslack as used by poll/select/nanosleep A value of 0 means "use default"`; True for an operation, a
    `#define` at the margin, False for one of its argument values, `# define`; the name; the value as written, `0x59616d61`, `(1 <<
    18)`; its trailing comment, '' when none); the include guard left out."""
    defines, heading, block = [], "", None
    for line in text.splitlines():
        if block is not None:
            block.append(line.strip(" \t*/"))
            if "*/" in line:
                heading, block = " ".join(w for w in block if w), None
        elif m := re.fullmatch(r"\s*/\*(.*?)\*/\s*", line):
            heading = m.group(1).strip()
        elif line.strip().startswith("/*"):
            block = [line.strip(" \t/*")]
        elif not line.strip():
            heading = ""
        elif m := re.match(r"#( ?)define\s+(\w+)\s+(.+?)\s*(?:/\*\s*(.*?)\s*(?:\*/)?)?$", line):
            if not m.group(2).startswith("_"):
                defines.append((heading, not m.group(1), m.group(2), m.group(3), m.group(4) or ""))
    return defines


def prctl_h(path: Path = PRCTL_H, manual: Path = Path("/usr/share/man/man2/prctl.2.gz")) -> list[Question]:
    """The kernel's linux/prctl.h (Debian 12's linux-libc-dev 6.1): the operations prctl() takes as its first argument, #defined at
    the margin with their numbers (`#define PR_SET_NO_NEW_PRIVS	38`, two in hex: `#define PR_SET_PTRACER 0x59616d61`), most in
    Get/Set pairs under a comment (`/* Get/set process seccomp mode */`), with the values of their other arguments indented below
    them (`# define PR_SCHED_CORE_SHARE_TO		2 /* push core_sched cookie to pid */`, `# define PR_SPEC_ENABLE	(1UL << 1)`).
    prctl(2) documents each operation in a `.TP` entry saying since which Linux version it exists (`.BR PR_SET_IO_FLUSHER " (since
    Linux 5.6)"`)."""
    text = read_text(path)
    defines = _prctl_defines(text)
    operations = [(h, n, v) for h, top, n, v, _ in defines if top]
    number = {n: int(v, 0) for _, n, v in operations if re.fullmatch(r"\d+|0x[0-9a-fA-F]+", v)}
    if len(operations) < 50 or len(number) != len(operations) or len(set(number.values())) != len(number):
        raise ValueError(f"{path}: the operations not read, one #define at the margin a line")
    b = _builder("prctl.h", path)
    asked = b.rng.choice(sorted(n for n, v in number.items() if 10 <= v < 100))
    b.add("record_field", f"What number does the kernel header linux/prctl.h give the prctl operation {asked}?", str(number[asked]))
    parent: dict[str, str] = {}
    for _, margin, n, _, _ in defines:
        if margin:
            current = n
        else:
            parent[n] = current
    swapped = lambda n: n.replace("_GET_", "_SET_") if "_GET_" in n else n.replace("_SET_", "_GET_")  # noqa: E731
    alone = {p for p in set(parent.values()) if swapped(p) == p or swapped(p) not in number}
    said = Counter(c.lower() for _, _, _, _, c in defines if c)
    words = lambda s: {w[:5] for w in re.findall(r"[a-z]{4,}", s.lower())}  # noqa: E731
    commented = sorted((c, n) for _, margin, n, _, c in defines if not margin and said[c.lower()] == 1 and len(c) >= 15
                       and not words(n.replace("_", " ")) & words(c))  # fmt: skip
    told = b.rng.choice(commented)
    b.add("record_field", f"Which constant does linux/prctl.h annotate with the comment \"{told[0]}\"?", told[1])
    values = Counter(parent.values())
    counted = b.rng.choice(sorted(p for p in alone if 4 <= values[p] <= 15))
    b.add("count", f"How many argument values does linux/prctl.h #define (indented, as `# define`) beneath the operation {counted}?",
          values[counted])  # fmt: skip
    b.add("count", "How many of the prctl operations #defined at the margin of linux/prctl.h have names starting with PR_GET_?",
          sum(n.startswith("PR_GET_") for n in number))  # fmt: skip
    if (top := _top(number, key=number.__getitem__)) is not None:
        b.add("extreme", "Which prctl operation in linux/prctl.h is defined with the largest numeric value?", top)
    names = [n for _, _, n, _, _ in defines]
    k = b.rng.choice([k for k in range(len(defines) - 1) if defines[k][1] == defines[k + 1][1] == True  # noqa: E712
                      and swapped(names[k]) != names[k + 1] and not {names[k], names[k + 1]} & {asked, counted, top}])  # fmt: skip
    b.add("ordering", f"Skipping comments and blank lines, which operation does linux/prctl.h #define next after {names[k]}?",
          names[k + 1])  # fmt: skip
    hop = b.rng.choice(sorted(n for n, p in parent.items() if p in alone and p not in (asked, counted, top) and n != told[1]
                              and not n.startswith(p)))  # fmt: skip
    b.add("two_hops", f"linux/prctl.h #defines {hop} as an argument value indented under one prctl operation. What number does "
          "the header give that operation?", str(number[parent[hop]]))  # fmt: skip
    titled = b.rng.choice(sorted(n for h, n, _ in operations if h and len(h) <= 60 and sum(g == h for g, _, _ in operations) <= 2
                                 and n not in (asked, counted, top, names[k], names[k + 1], parent[hop])
                                 and not words(n.replace("_", " ")) & words(h)))  # fmt: skip
    b.add("section_title", f"What does the comment heading the #define of {titled} in linux/prctl.h say?",
          next(h for h, n, _ in operations if n == titled))  # fmt: skip
    since = {}
    for m in re.finditer(r"^\.TP\n\.BR? (.*)$", read_text(manual), re.M):
        ops = re.findall(r"\bPR_\w+", m.group(1))
        when = re.findall(r"\b[Ss]ince Linux (\d+\.\d+(?:\.\d+)?)(?!,\s*\d)", m.group(1))
        if len(ops) == 1 and len(when) == 1 and not re.search(r"\d,\s*\d", m.group(1)):
            since[ops[0]] = when[0]
    crossing = sorted(n for n in number if n in since and number[n] < 1000 and n not in (asked, counted, top, parent[hop], titled))
    if len(since) < 30 or not crossing:
        raise ValueError(f"{manual}: the operations' versions not read")
    crossed = b.rng.choice(crossing)
    b.add("cross_file", f"In linux/prctl.h the prctl operation numbered {number[crossed]} has a #define of its own. Since which Linux "
          "version does the prctl(2) man page say that operation has been available?", since[crossed],
          context=(str(path), str(manual)))  # fmt: skip
    missing = _absent(text, "PR_SET_MDWE", "PR_GET_AUXV", "PR_RISCV_V_SET_CONTROL")
    b.add("absent", f"What number does the kernel header linux/prctl.h give the prctl operation {missing}?", None)
    return b.questions


DBUS_CONFIG = Path("/usr/share/dbus-1")


def _bus_limits(text: str) -> list[tuple[str, str, bool]]:
    """A D-Bus bus configuration file's `<limit name="max_message_size">33554432</limit>` elements in order as (the name, the
    value, True where the element is commented out, `<!-- <limit ...>...</limit> -->`, as system.conf shows the daemon's defaults)."""
    return [(m.group(2), m.group(3), bool(m.group(1))) for m in re.finditer(
        r'^[ \t]*(<!--\s*)?<limit name="(\w+)">\s*(\d+)\s*</limit>', text, re.M)]


def _bus_policies(text: str) -> list[tuple[str, dict[str, str], list[tuple[str, dict[str, str]]]]]:
    """A bus configuration's `<policy>` elements in order as (the comment right above it, '' when none; its attributes,
    `{"user": "root"}`; its rules in order as (allow or deny, their attributes))."""
    root = ElementTree.fromstring(re.sub(r"<!DOCTYPE[^>]*>", "", text),
                                  parser=ElementTree.XMLParser(target=ElementTree.TreeBuilder(insert_comments=True)))  # fmt: skip
    policies, comment = [], ""
    for child in root:
        if child.tag is ElementTree.Comment:
            comment = " ".join((child.text or "").split())
            continue
        if child.tag == "policy":
            rules = [(r.tag, dict(r.attrib)) for r in child if r.tag in ("allow", "deny")]
            policies.append((comment, dict(child.attrib), rules))
        comment = ""
    return policies


def dbus_system_conf(path: Path = DBUS_CONFIG / "system.conf", session: Path = DBUS_CONFIG / "session.conf") -> list[Question]:
    """D-Bus's configuration of the system bus, /usr/share/dbus-1/system.conf (dbus 1.14): an XML `<busconfig>` saying whom the
    daemon runs as (`<user>messagebus</user>`), where it listens and writes its pid, a default `<policy context="default">` of
    `<allow>` and `<deny>` rules (`<deny send_destination="org.freedesktop.DBus" send_interface="org.freedesktop.DBus.Debug.Stats"/>`)
    and three `<policy user="root">` ones, each under an XML comment, then the daemon's hard-coded limits shown commented out
    (`<!-- <limit name="auth_timeout">5000</limit> -->`). session.conf, the session bus's, sets most of those limits far higher
    (`<limit name="auth_timeout">240000</limit>`)."""
    text = read_text(path)
    limits = [(n, v) for n, v, commented in _bus_limits(text) if commented]
    default = {n: int(v) for n, v in limits}
    policies = _bus_policies(text)
    if len(limits) < 12 or len(default) != len(limits) or len(policies) < 3:
        raise ValueError(f"{path}: the limits and policies not read")
    b = _builder("dbus-system.conf", path)
    shown = Counter(default.values())
    names = [n for n, _ in limits]
    bottom = _top(names, key=lambda n: -default[n])
    asked = b.rng.choice(sorted(n for n in names if shown[default[n]] == 1 and n != bottom and default[n] != max(default.values())))
    b.add("record_field", f"What default value does D-Bus's system.conf show for the limit {asked}?", str(default[asked]))
    b.add("count", "How many <limit> elements does system.conf show commented out with the daemon's hard-coded defaults?",
          len(limits))  # fmt: skip
    everyone = next(rules for _, attrs, rules in policies if attrs.get("context") == "default")
    verdict = b.rng.choice(["allow", "deny"])
    b.add("count", f"How many <{verdict}> rules does the <policy context=\"default\"> block of system.conf contain?",
          sum(tag == verdict for tag, _ in everyone))  # fmt: skip
    if bottom is not None:
        b.add("extreme", "Of the limits system.conf lists with their defaults, which one has the smallest default value?", bottom)
    k = b.rng.choice([k for k in range(len(names) - 1) if not {names[k], names[k + 1]} & {asked, bottom}
                      and names[k + 1].split("_")[-1] != names[k].split("_")[-1]])  # fmt: skip
    b.add("ordering", f"In system.conf's list of commented-out limits, which limit comes just after {names[k]}?", names[k + 1])
    j = b.rng.choice([j for j in range(len(names) - 1) if j != k and shown[default[names[j + 1]]] == 1
                      and not {names[j + 1]} & {asked, bottom, names[k + 1]}])  # fmt: skip
    b.add("two_hops", f"Take the limit system.conf lists right after {names[j]}. What default value does the file show for it?",
          str(default[names[j + 1]]))  # fmt: skip
    rooted = [(c, rules) for c, attrs, rules in policies if attrs.get("user") == "root" and c and len(rules) == 1]
    comment, rules = b.rng.choice(rooted)
    b.add("section_title", f"In system.conf a <policy user=\"root\"> block lets root send to the interface "
          f"{rules[0][1].get('send_interface')}. What does the XML comment just above that block say?", comment)  # fmt: skip
    denied = {a.get("send_interface") for tag, a in everyone if tag == "deny" and set(a) == {"send_destination", "send_interface"}}
    regained = tuple(sorted(a.get("send_interface") for c, attrs, rules in policies if attrs.get("user") == "root"
                            for tag, a in rules if tag == "allow" and a.get("send_interface") in denied))  # fmt: skip
    if regained:
        b.add("record_field", "Which interfaces does system.conf's default policy deny sending to, yet a <policy user=\"root\"> "
              "block allows again for root? List them all.", regained)  # fmt: skip
    overridden = {n: int(v) for n, v, commented in _bus_limits(read_text(session)) if not commented}
    crossing = sorted(n for n in overridden if n in default and overridden[n] != default[n] and n not in (asked, bottom)
                      and list(overridden.values()).count(overridden[n]) == 1)  # fmt: skip
    if len(overridden) < 10 or not crossing:
        raise ValueError(f"{session}: the session bus's limits not read")
    crossed = b.rng.choice(crossing)
    b.add("cross_file", f"The session bus's session.conf sets one limit to {overridden[crossed]}. What default value does the system "
          "bus's system.conf show for that same limit?", str(default[crossed]), context=(str(path), str(session)))  # fmt: skip
    missing = _absent(text, "max_match_rules_per_bus", "max_signals_per_connection", "max_message_rate")
    b.add("absent", f"What default value does D-Bus's system.conf show for the limit {missing}?", None)
    return b.questions


def _sre_tables(tree: ast.Module) -> tuple[dict[str, list[str]], dict[str, list[tuple[str, str]]]]:
    """re/_constants.py's code lists, `OPCODES = _makecodes('FAILURE', 'SUCCESS', ...)` (each name numbered from 0 in the call's
    order), and its dicts from one code to another, `AT_MULTILINE = {AT_BEGINNING: AT_BEGINNING_LINE, ...}`, as pairs in order."""
    lists, maps = {}, {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            name, value = node.targets[0].id, node.value
            if isinstance(value, ast.Call) and isinstance(value.func, ast.Name) and value.func.id == "_makecodes":
                lists[name] = [ast.literal_eval(a) for a in value.args]
            elif isinstance(value, ast.Dict) and all(isinstance(x, ast.Name) for x in [*value.keys, *value.values]):
                maps[name] = [(k.id, v.id) for k, v in zip(value.keys, value.values, strict=True)]  # type: ignore[union-attr]
    return lists, maps


def _comment_headings(text: str) -> dict[str, str]:
    """Each module-level name a file assigns (`ATCODES = _makecodes(`, `SRE_INFO_PREFIX = 1 # has prefix`) with the comment line
    over its block (`# positions`, `# flags for INFO primitive`), for names with one."""
    headings, heading = {}, ""
    for line in text.splitlines():
        if m := re.fullmatch(r"# (\S.*)", line):
            heading = m.group(1).strip()
        elif not line.strip():
            continue
        elif m := re.match(r"([A-Z][A-Z_]+)\s*=", line):
            if heading:
                headings[m.group(1)] = heading
        elif not line.startswith((" ", ")", "}", "del ")):
            heading = ""
    return headings


def sre_constants(path: Path | None = None, parser: Path | None = None) -> list[Question]:
    """Python 3.11's re/_constants.py, the regular expression engine's symbols: `MAGIC = 20220615`, the opcodes, at-codes and
    character categories each made by one call numbering its names from 0 (`# positions`, `ATCODES = _makecodes('AT_BEGINNING',
    'AT_BEGINNING_LINE', ...)`), dicts swapping a code for its case-insensitive, locale or Unicode variant (`CH_UNICODE =
    {CATEGORY_DIGIT: CATEGORY_UNI_DIGIT, ...}`), and the flags (`SRE_FLAG_VERBOSE = 64 # ignore whitespace and comments`, `#
    flags for INFO primitive`: `SRE_INFO_PREFIX = 1 # has prefix`). re/_parser.py maps the inline flag letters to the flags
    (`FLAGS = {"i": SRE_FLAG_IGNORECASE, ...}`)."""
    path = path or _stdlib("re._constants")
    parser = parser or _stdlib("re._parser")
    text = read_text(path)
    lists, maps = _sre_tables(ast.parse(text))
    flags = [(m.group(1), int(m.group(2)), m.group(3).strip()) for m in re.finditer(r"^(SRE_\w+) = (\d+) # (.*)$", text, re.M)]
    value = {n: v for n, v, _ in flags}
    if {"OPCODES", "ATCODES", "CHCODES"} - set(lists) or len(maps) < 6 or len(flags) < 10:
        raise ValueError(f"{path}: the code lists, tables and flags not read")
    code = {n: i for names in lists.values() for i, n in enumerate(names)}
    headings = _comment_headings(text)
    b = _builder("re-constants.py", path)
    named = [(c, n) for n, _, c in flags if n.startswith("SRE_FLAG_")]
    clear = sorted((c, n) for c, n in named if not any(w[:5] in n.lower() for w in re.findall(r"[a-z]{4,}", c.lower())))
    told = b.rng.choice(clear)
    b.add("record_field", f"Which SRE_FLAG_ constant in Python's re/_constants.py carries the comment \"{told[0]}\"?", told[1])
    opcodes = lists["OPCODES"][:-2]  # (`del OPCODES[-2:]`: MIN_REPEAT and MAX_REPEAT are the parser's only)
    asked = b.rng.choice(sorted(n for n in opcodes[10:] if "IGNORE" not in n))
    b.add("record_field", f"Counting from 0 in the order the names are written, what integer code does re/_constants.py's OPCODES "
          f"assign to the opcode {asked}?", str(code[asked]))  # fmt: skip
    counted = b.rng.choice(["ATCODES", "CHCODES"])
    b.add("count", f"How many names does the _makecodes call that builds {counted} in re/_constants.py list?", len(lists[counted]))
    if (top := _top([n for _, n in named], key=value.__getitem__)) is not None:
        b.add("extreme", "Which SRE_FLAG_ constant has the highest value in re/_constants.py?", top)
    at = lists["ATCODES"]
    k = b.rng.choice([k for k in range(len(at) - 1) if at[k + 1].replace("NON_", "") != at[k] and not at[k + 1].startswith(at[k])])
    b.add("ordering", f"In the list of at-codes re/_constants.py passes to _makecodes for ATCODES, which name follows {at[k]}?",
          at[k + 1])  # fmt: skip
    swaps = sorted((t, a) for t, pairs in maps.items() for a, c in pairs if t.startswith("CH_") and a != c)
    table, hop = b.rng.choice(swaps)
    b.add("two_hops", f"re/_constants.py's {table} table swaps {hop} for another category code. What number does that code have "
          "in CHCODES?", str(code[dict(maps[table])[hop]]))  # fmt: skip
    kept = b.rng.choice(sorted(t for t, pairs in maps.items() if 2 <= sum(a == c for a, c in pairs) < len(pairs)))
    b.add("record_field", f"Which codes does the {kept} table in re/_constants.py map to themselves, leaving them unchanged? List "
          "them all.", tuple(a for a, c in maps[kept] if a == c))  # fmt: skip
    titled = b.rng.choice(sorted(n for n in headings if n not in (told[1], top, table, kept) and not n.startswith("SRE_FLAG")
                                 and headings[n].lower() not in n.lower() and n != "MAGIC"))  # fmt: skip
    b.add("section_title", f"What comment line heads the part of re/_constants.py where {titled} is defined?", headings[titled])
    letters = {}
    parsed = ast.parse(read_text(parser))
    for node in parsed.body:
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "FLAGS" for t in node.targets):
            pairs = zip(node.value.keys, node.value.values, strict=True)  # type: ignore[attr-defined]
            letters = {ast.literal_eval(k): v.id for k, v in pairs if isinstance(v, ast.Name)}
    crossing = sorted(c for c, n in letters.items() if n in value and n not in (told[1], top) and c.lower() not in n.lower()[9:10])
    if len(letters) < 6 or not crossing:
        raise ValueError(f"{parser}: the inline flag letters not read")
    crossed = b.rng.choice(crossing)
    b.add("cross_file", f"Python's re/_parser.py maps the inline flag letter \"{crossed}\" (as in (?{crossed})) to one of the "
          "SRE_FLAG_ constants. What value does re/_constants.py give that constant?", str(value[letters[crossed]]),
          context=(str(path), str(parser)))  # fmt: skip
    missing = _absent(text, "SRE_FLAG_POSSESSIVE", "SRE_FLAG_NOBACKTRACK", "SRE_FLAG_FULLCASE")
    b.add("absent", f"What value does Python's re/_constants.py assign to {missing}?", None)
    return b.questions


VIM_DIGRAPHS = Path("/usr/share/vim/vim90/doc/digraph.txt")


def _digraph_rows(text: str) -> list[tuple[str, str, int, str]]:
    """The rows of digraph.txt's two tables in order as (the help tag heading the table, `digraph-table` or
    `digraph-table-mbyte`; the two-character digraph; the character's code, from the hex column, `0xa4` or `20AC`; its official
    name as the table writes it, `LATIN SMALL LETTER THORN (Icelandic)`)."""
    rows, table = [], ""
    for line in text.splitlines():
        if m := re.fullmatch(r"\s+\*(digraph-table(?:-mbyte)?)\*", line):
            table = m.group(1)
        elif table and (m := re.fullmatch(r"[^\t]*\t(\S\S)\t(0x[0-9a-f]{2}|[0-9A-F]{4,5})\t\s*\d+\t(.+)", line)):
            rows.append((table, m.group(1), int(m.group(2), 16), m.group(3).strip()))
    return rows


def vim_digraphs(path: Path = VIM_DIGRAPHS, charmap: Path = Path("/usr/share/i18n/charmaps/CP1252.gz")) -> list[Question]:
    """Vim 9.0's help file digraph.txt (vim-runtime): how digraphs work, the standard meaning of a digraph's second character
    (`	Asterisk		*	Greek`), and two tables of the default digraphs, `*digraph-table*` for the characters 0x00 to 0xff and
    `*digraph-table-mbyte*` for the rest, one row a character: the character, its digraph, its code in hex and decimal and its
    official name (`þ	th	0xfe	254	LATIN SMALL LETTER THORN (Icelandic)`, `ㄤ	aN	3124	12580	BOPOMOFO LETTER ANG`).
    glibc's CP1252 charmap gives the Unicode character of each byte of Windows-1252 (`<U20AC>     /x80         EURO SIGN`)."""
    text = read_text(path)
    rows = _digraph_rows(text)
    digraph = {d: (t, c, n) for t, d, c, n in rows}
    if len(rows) < 1000 or len(digraph) != len(rows) or {t for t, _, _, _ in rows} != {"digraph-table", "digraph-table-mbyte"}:
        raise ValueError(f"{path}: the digraph tables not read, one character a row")
    held = Counter(n for _, _, _, n in rows)
    typed = {n: d for _, d, _, n in rows if held[n] == 1}
    b = _builder("digraph.txt", path)
    asked = b.rng.choice(sorted(n for n, d in typed.items() if "(" not in n and not n.startswith(("LATIN", "GREEK", "CYRILLIC"))
                                and len(n) >= 12 and digraph[d][0] == "digraph-table-mbyte"))  # fmt: skip
    b.add("record_field", f"Which two-character digraph does Vim's digraph table list for the character {asked}?", typed[asked])
    named = b.rng.choice(sorted(d for n, d in typed.items() if n.startswith("LATIN") and d.isascii() and n != asked))
    b.add("record_field", f"In Vim's help file digraph.txt, what is the official name of the character entered with the digraph "
          f"{named}?", digraph[named][2])  # fmt: skip
    meanings = dict(re.findall(r"^\t[A-Z][\w -]+?\t+(\S)\t(.+)$", text, re.M))
    scripts = Counter(n.split()[0] for _, _, _, n in rows)
    script = b.rng.choice(sorted(s for s, k in scripts.items() if 20 <= k <= 80 and s.isalpha()))
    b.add("count", f"How many rows of Vim's digraph tables give a character whose official name begins with the word {script}?",
          scripts[script])  # fmt: skip
    tables = Counter(t for t, _, _, _ in rows)
    b.add("count", "How many characters does the first table in digraph.txt, the one tagged *digraph-table*, list?",
          tables["digraph-table"])  # fmt: skip
    if (top := _top(rows, key=lambda r: r[2])) is not None:
        b.add("extreme", "Which digraph in Vim's digraph tables produces the character with the highest code point?", top[1])
    order = [d for _, d, _, _ in rows]
    k = b.rng.choice([k for k in range(1000, len(rows) - 1) if rows[k + 1][2] != rows[k][2] + 1 and rows[k][0] == rows[k + 1][0]
                      and not {order[k], order[k + 1]} & {typed[asked], named}])  # fmt: skip
    b.add("ordering", f"Which digraph is listed on the row just after the one for {order[k]} in Vim's digraph table?", order[k + 1])
    codes = Counter(c for _, _, c, _ in rows)
    second = sorted(d for t, d, c, _ in rows if t == "digraph-table-mbyte" and d[1] in meanings and d.isascii() and codes[c] == 1
                    and d not in (named, order[k], order[k + 1]) and digraph[d][2] != asked)  # fmt: skip
    hop = b.rng.choice(second)
    b.add("two_hops", f"digraph.txt lists a character with the hex code {digraph[hop][1]:04X}. Its digraph's second character has "
          "one of the standard meanings the help file explains. What meaning is that?", meanings[hop[1]])  # fmt: skip
    titled = b.rng.choice(sorted(n for n, d in typed.items() if n.startswith("LATIN") and 0x80 <= digraph[d][1] <= 0x17F
                                 and n not in (asked, digraph[named][2])))  # fmt: skip
    b.add("section_title", f"Which of digraph.txt's two tables lists the character {titled}? Give the table's help tag.",
          digraph[typed[titled]][0])  # fmt: skip
    byte_of = {int(m.group(2), 16): int(m.group(1), 16)
               for m in re.finditer(r"^<U([0-9A-F]{4})>\s+/x([0-9a-f]{2})\b", read_text(charmap), re.M)}  # fmt: skip
    by_code = {c: d for _, d, c, n in rows if n in typed}
    crossing = sorted(x for x, c in byte_of.items() if 0x80 <= x <= 0x9F and c in by_code and c != x
                      and by_code[c] not in (named, hop, order[k], order[k + 1]))  # fmt: skip
    if len(byte_of) < 200 or not crossing:
        raise ValueError(f"{charmap}: the bytes not read")
    crossed = b.rng.choice(crossing)
    b.add("cross_file", f"In glibc's CP1252 charmap, the byte /x{crossed:02x} stands for one Unicode character. Which Vim digraph, "
          "according to digraph.txt, types that character?", by_code[byte_of[crossed]], context=(str(path), str(charmap)))
    missing = _absent(text, "HRYVNIA SIGN", "BITCOIN SIGN", "LARI SIGN")
    b.add("absent", f"Which digraph does Vim's digraph table list for the {missing}?", None)
    return b.questions



# Round 37, written before any run on it: PackageKit's NEWS (with packagekit's changelog.Debian), the apt-patterns(7) man page's
# troff source (with apt's changelog), the kernel's asm-generic/termbits.h (with termios(3)), fontconfig's 65-nonlatin.conf (with
# 40-nonlatin.conf), Python 3.11's ftplib.py (with netrc.py) and Unicode's SpecialCasing.txt as Perl ships it (with Perl's
# unicore/Decomposition.pl).

PACKAGEKIT_DOCS = Path("/usr/share/doc/packagekit")


def _packagekit_releases(text: str) -> list[tuple[str, str, list[tuple[str, list[str]]]]]:
    """PackageKit's NEWS as its release sections in order, newest first: (the version, `1.2.6`; its `Released:` date as written,
    `2022-12-01`; its parts as (the heading at the margin without its colon, `Bugfixes`, `New features` for the older `* New
    features:`, '' for changes above any heading; the part's changes, one a `- ` item, its wrapped lines joined))."""
    heads = list(re.finditer(r"^Version (\d+\.\d+\.\d+)[ \t]*\n~+[ \t]*\nReleased: (\d{4}-\d{2}-\d{2})[ \t]*\n", text, re.M))
    releases = []
    for k, m in enumerate(heads):
        body = text[m.end():heads[k + 1].start() if k + 1 < len(heads) else len(text)]
        parts: list[tuple[str, list[str]]] = [("", [])]
        for line in body.splitlines():
            if re.fullmatch(r"~+\s*", line) or not line.strip():
                continue
            if h := re.fullmatch(r"(?:\* )?([A-Z][^:\n]*?):?\s*", line):
                parts.append((h.group(1), []))
            elif i := re.match(r" ?- (.*)", line):
                parts[-1][1].append(i.group(1).strip())
            elif parts[-1][1] and line.startswith(" "):
                parts[-1][1][-1] += " " + line.strip()
        releases.append((m.group(1), m.group(2), [(h, items) for h, items in parts if items]))
    return releases


def _credited(item: str) -> list[str]:
    """The people a NEWS change is credited to, in the parentheses it ends with: `(Richard Hughes)`, `(S.Çağlar Onur, Richard
    Hughes)`; none when it ends otherwise or the parentheses hold no name (`(#414)`)."""
    m = re.search(r"\(([^()]*)\)\s*$", item)
    if not m:
        return []
    names = [n.strip() for n in re.split(r",| and ", m.group(1)) if n.strip()]
    return [n for n in names if re.fullmatch(r"[^\W\d_][\w.'-]*(?: [^\W\d_][\w.'-]*)+", n)]


def packagekit_news(path: Path = PACKAGEKIT_DOCS / "NEWS.gz", debian: Path = PACKAGEKIT_DOCS / "changelog.Debian.gz") -> list[Question]:
    """PackageKit's NEWS as Debian 12's packagekit 1.2.6 ships it: a section per release, newest first back to 0.1.0 (2007), headed
    `Version 1.2.6` between lines of `~` over `Released: 2022-12-01`; its changes are `- ` items in parts under a heading at the
    margin (`New Features:`, `Backends:`, `Bugfixes:`, `Libraries:`, `Translations:`; `* New features:` in the oldest), each
    ending with the people credited (`- apt: Use smartpointers in more places (Matthias Klumpp)`). Debian's changelog.Debian
    names the upstream version each upload packages (`packagekit (1.2.5-2) unstable; urgency=medium`)."""
    text = read_text(path)
    releases = _packagekit_releases(text)
    versions = [v for v, _, _ in releases]
    date = {v: d for v, d, _ in releases}
    if len(releases) < 100 or len(set(versions)) != len(versions):
        raise ValueError(f"{path}: the release sections not read, one a `Version 1.2.6` heading over its `Released:` date")
    b = _builder("packagekit-news", path)
    asked = b.rng.choice(versions[1:-1])
    b.add("record_field", f"What release date does PackageKit's NEWS file give for version {asked}?", date[asked])
    years = Counter(d[:4] for d in date.values())
    counted = b.rng.choice(sorted(y for y, n in years.items() if 4 <= n <= 12 and y != date[asked][:4]))
    b.add("count", f"PackageKit's NEWS dates each release. How many of them came out in {counted}?", years[counted])
    if (top := _top(years, key=years.__getitem__)) is not None:
        b.add("extreme", "Judging by the Released: dates in PackageKit's NEWS, in which year were the most PackageKit versions "
              "released?", top)  # fmt: skip
    listed = b.rng.choice(sorted(y for y, n in years.items() if 2 <= n <= 3 and y not in (counted, date[asked][:4])))
    b.add("record_field", f"List every PackageKit version whose NEWS section gives a release date in {listed}.",
          tuple(v for v in versions if date[v].startswith(listed)))  # fmt: skip
    fixes = sorted((v, len(items)) for v, _, parts in releases for h, items in parts if h == "Bugfixes" and 5 <= len(items) <= 20
                   and v != asked and sum(g == "Bugfixes" for g, _ in parts) == 1)  # fmt: skip
    fixed, n_fixed = b.rng.choice(fixes)
    b.add("count", f"How many changes does PackageKit's NEWS list under the Bugfixes heading of version {fixed}?", n_fixed)
    said = Counter(item.lower() for _, _, parts in releases for _, items in parts for item in items)
    flat = " ".join(text.split())
    bare = lambda item: re.sub(r"\s*\([^()]*\)$", "", item)  # noqa: E731  (the change without its credit)
    changes = sorted((bare(item), v, h) for v, _, parts in releases if v not in (asked, fixed) for h, items in parts
                     for item in items if said[item.lower()] == 1 and 30 <= len(bare(item)) <= 90
                     and flat.lower().count(bare(item).lower()) == 1 and _credited(item))  # fmt: skip
    hop, hop_release, _ = b.rng.choice([c for c in changes if c[2] == "Bugfixes"])
    b.add("two_hops", f"PackageKit's NEWS lists the change \"{hop}\". On what date was the release that lists it published?",
          date[hop_release])  # fmt: skip

    def naive(k: int) -> bool:  # 1.1.9 under 1.1.10: the neighbour read off the number
        a, c = versions[k].split("."), versions[k + 1].split(".")
        return a[:-1] == c[:-1] and int(a[-1]) == int(c[-1]) + 1

    k = b.rng.choice([k for k in range(1, len(versions) - 1) if not naive(k) and {versions[k], versions[k + 1]}.isdisjoint(
        {asked, fixed, hop_release})])  # fmt: skip
    b.add("ordering", f"Reading PackageKit's NEWS from the top, which version's section follows the one for {versions[k]}?",
          versions[k + 1])  # fmt: skip
    words = lambda s: {w.lower() for w in re.findall(r"[A-Za-z]{4,}", s)}  # noqa: E731
    filed = [(item, v, h) for item, v, h in changes if h in ("New Features", "Backends", "Bugfixes", "Libraries")
             and v not in (hop_release, versions[k], versions[k + 1]) and item != hop and not words(h) & words(item)
             and not re.match(r"[\w-]+: ", item)]  # fmt: skip
    titled, titled_release, heading = b.rng.choice(filed)
    b.add("section_title", f"Under which heading of its release section does PackageKit's NEWS file the change \"{titled}\"? Give "
          "the heading without its colon.", heading)  # fmt: skip
    uploads = [e.version for e in changelog_entries(read_text(debian))]
    upstream = {u: u.rsplit("-", 1)[0] for u in uploads if re.fullmatch(r"\d+\.\d+\.\d+-\d+", u)}
    crossing = sorted(u for u, v in upstream.items() if v in date and v not in (asked, fixed, hop_release, titled_release))
    if len(uploads) < 10 or not crossing:
        raise ValueError(f"{debian}: no upload of an upstream release NEWS dates")
    crossed = b.rng.choice(crossing)
    b.add("cross_file", f"The Debian changelog of packagekit records an upload versioned {crossed}. On what date, according to "
          "PackageKit's NEWS, was the upstream release that upload is built from released?", date[upstream[crossed]],
          context=(str(path), str(debian)))  # fmt: skip
    missing = _absent(text, "1.2.7", "1.2.8", "1.3.0")
    b.add("absent", f"What release date does PackageKit's NEWS file give for version {missing}?", None)
    return b.questions


APT_PATTERNS_7 = Path("/usr/share/man/man7/apt-patterns.7.gz")


def _apt_patterns(text: str) -> list[tuple[str, list[str]]]:
    """apt-patterns(7)'s patterns in order as (the `.SH` heading of their section, `PACKAGE PATTERNS`; the forms on the entry's
    term line as plain text, `?architecture(WILDCARD)`, `~rWILDCARD`), from the sections whose heading ends in PATTERNS; an entry
    is `.PP`, its term line, then `.RS 4`."""
    lines = text.splitlines()
    entries, heading = [], ""
    for i, line in enumerate(lines):
        if line.startswith(".SH "):
            heading = line[4:].strip().strip('"')
        elif line == ".PP" and heading.endswith("PATTERNS") and i + 2 < len(lines) and lines[i + 2] == ".RS 4":
            term = _roff_plain(lines[i + 1].replace("\\*(Aq", "'"))
            forms, depth, start = [], 0, 0
            for j, ch in enumerate(term):
                depth += {"(": 1, ")": -1}.get(ch, 0)
                if ch == "," and depth == 0:
                    forms.append(term[start:j].strip())
                    start = j + 1
            entries.append((heading, [*forms, term[start:].strip()]))
    return entries


def apt_patterns_7(path: Path = APT_PATTERNS_7, changelog: Path = Path("/usr/share/doc/apt/changelog.gz")) -> list[Question]:
    """The apt-patterns(7) man page of apt 2.6 (Debian 12) as troff source made by DocBook: the search patterns apt takes, in
    sections `.SH "LOGIC PATTERNS"`, `NARROWING PATTERNS`, `PACKAGE PATTERNS`, `VERSION PATTERNS` and `PACKAGE RELATIONSHIP
    PATTERNS`, one entry a pattern: `.PP`, the pattern's long form and its short form if any (`?architecture(WILDCARD),
    ~rWILDCARD`, `?obsolete, ~o`), then its description between `.RS 4` and `.RE`; examples follow. apt's changelog notes when
    patterns came (`  * patterns: Add ?section` in the entry of apt 1.9.5)."""
    text = read_text(path)
    entries = _apt_patterns(text)
    long_form = lambda forms: m.group(0) if (m := re.match(r"\?[a-z-]+", forms[0])) else ""  # noqa: E731
    names = [long_form(forms) for _, forms in entries]
    short = {long_form(forms): forms[1][:2] for _, forms in entries if len(forms) == 2 and re.match(r"~[A-Za-z]", forms[1])}
    sections = Counter(h for h, _ in entries)
    if len(entries) < 25 or len(sections) < 4 or len(short) < 15:
        raise ValueError(f"{path}: the patterns not read, one `.PP` entry each under its section")
    b = _builder("apt-patterns.7", path)
    bare = sorted(n for n, s in short.items() if n in names and names.count(n) == 1 and "(" not in entries[names.index(n)][1][0]
                  and s[1].lower() != n[1])  # fmt: skip
    asked = b.rng.choice(bare)
    b.add("record_field", f"According to the apt-patterns(7) man page, what is the short form of the apt search pattern {asked}?",
          short[asked])  # fmt: skip
    argued = sorted(n for n, s in short.items() if names.count(n) == 1 and "(" in entries[names.index(n)][1][0] and n != asked
                    and s[1].lower() != n[1])  # fmt: skip
    told = b.rng.choice(argued)
    b.add("record_field", f"In apt-patterns(7), which pattern has the short form {short[told]}? Give its long name, the one "
          "beginning with ?.", told)  # fmt: skip
    named = {h for h in sections if all(names[j] for j, (g, _) in enumerate(entries) if g == h)}  # (not LOGIC's `(PATTERN)`)
    counted = b.rng.choice(sorted(h for h, n in sections.items() if 4 <= n and n != max(sections.values()) and h in named))
    b.add("count", f"How many patterns does apt-patterns(7) describe in its section {counted}?", sections[counted])
    regex = sum("(REGEX)" in forms[0] for _, forms in entries)
    b.add("count", "How many of the patterns described in apt-patterns(7) take a REGEX argument in their long form, as in "
          "?name(REGEX)?", regex)  # fmt: skip
    if (top := _top(sections, key=sections.__getitem__)) is not None:
        b.add("extreme", "Which section of apt-patterns(7) describes the largest number of patterns? Give its heading.", top)
    within = [k for k in range(1, len(entries)) if entries[k][0] == entries[k - 1][0] and names[k] and names[k - 1]
              and names.count(names[k]) == 1 and names.count(names[k - 1]) == 1 and not {names[k], names[k - 1]} & {asked, told}]
    k = b.rng.choice(within)
    b.add("ordering", f"In apt-patterns(7), which pattern is described just before {names[k]}, within the same section? Give its "
          "long name.", names[k - 1])  # fmt: skip
    hops = sorted(n for n in short if n in names and names.count(n) == 1 and names.index(n) + 1 < len(entries)
                  and entries[names.index(n) + 1][0] == entries[names.index(n)][0] and names[names.index(n) + 1]
                  and n not in (asked, told, names[k], names[k - 1]))  # fmt: skip
    hop = b.rng.choice(hops)
    b.add("two_hops", f"apt-patterns(7) gives one pattern the short form {short[hop]}. Which pattern is described right after it? "
          "Give its long name.", names[names.index(hop) + 1])  # fmt: skip
    alone = sorted(n for n in names if n and names.count(n) == 1 and n not in (asked, told, hop, names[k], names[k - 1])
                   and entries[names.index(n)][0] != top)  # fmt: skip
    titled = b.rng.choice(alone)
    b.add("section_title", f"Under which section heading does apt-patterns(7) describe the pattern {titled}?",
          entries[names.index(titled)][0])  # fmt: skip
    added = {}
    for entry in changelog_entries(read_text(changelog)):
        for line in re.findall(r"^\s*\* patterns: Add (.+)$", entry.body, re.M):
            for pattern in re.findall(r"\?[a-z-]+", line):
                added[pattern] = entry.version  # (the entries newest first: the oldest that adds it wins)
    crossing = sorted(n for n in short if n in added and n not in (asked, told, hop))
    if len(added) < 5 or not crossing:
        raise ValueError(f"{changelog}: the patterns' versions not read")
    crossed = b.rng.choice(crossing)
    b.add("cross_file", f"apt-patterns(7) describes a pattern whose short form is {short[crossed]}. In which apt version's entry "
          "does apt's changelog say that pattern was added?", added[crossed], context=(str(path), str(changelog)))  # fmt: skip
    missing = _absent(text, "?phasing", "?held", "?pinned")
    b.add("absent", f"According to the apt-patterns(7) man page, what is the short form of the apt search pattern {missing}?", None)
    return b.questions


TERMBITS_H = Path("/usr/include/asm-generic/termbits.h")


def _termbits(text: str) -> list[tuple[str, bool, str, str]]:
    """asm-generic/termbits.h's #defines in order as (the comment line over their block, `c_oflag bits`, '' for none; True
    where `#define` is followed by more than one blank before the name, as the values a mask takes are (`#define   CR2
    0x00400`), and the baud rates too; the name; the value as written, `0x00400`, ` 0`), the include guard left out."""
    defines, heading = [], ""
    for line in text.splitlines():
        if m := re.fullmatch(r"/\*\s*(.*?)\s*\*/", line):
            heading = m.group(1)
        elif line.startswith(("typedef", "struct")):
            heading = ""
        elif m := re.match(r"#define([ \t]+)(\w+)[ \t]+(\S+)", line):
            defines.append((heading, m.group(1) not in (" ", "\t"), m.group(2), m.group(3)))
    return defines


def termbits_h(path: Path = TERMBITS_H, manual: Path = Path("/usr/share/man/man3/termios.3.gz")) -> list[Question]:
    """The kernel's asm-generic/termbits.h (Debian 12's linux-libc-dev 6.1), the terminal settings x86-64 uses: the termios
    structures, then #defines in blocks under a comment, `/* c_cc characters */` (`#define VINTR		 0`), `/* c_iflag bits */`,
    `/* c_oflag bits */` (the delay masks with the values they take indented below them: `#define CRDLY	0x00600`, `#define   CR0
    0x00000`), `/* c_cflag bit meaning */` (the CBAUDEX rates `#define    B115200	0x00001002`) and `/* c_lflag bits */`; the common
    bits are in termbits-common.h, which it includes. termios(3) explains each flag in a `.TP` entry (`.B ONLCR`, `(XSI) Map NL to
    CR-NL on output.`)."""
    text = read_text(path)
    defines = [d for d in _termbits(text) if not d[2].startswith("_")]
    value = {n: v for _, _, n, v in defines}
    heads = Counter(h for h, _, _, _ in defines)
    if len(defines) < 80 or len(value) != len(defines) or not {"c_cc characters", "c_iflag bits", "c_lflag bits"} <= set(heads):
        raise ValueError(f"{path}: the #defines not read under their comments")
    b = _builder("termbits.h", path)
    block = lambda h: [(n, v) for g, _, n, v in defines if g == h]  # noqa: E731
    shown = Counter(v for _, _, _, v in defines)
    flags = sorted(n for h in ("c_cflag bit meaning", "c_lflag bits") for n, v in block(h) if shown[v] == 1 and not re.fullmatch(
        r"B\d+", n) and int(v, 0) and n != max(block("c_lflag bits"), key=lambda x: int(x[1], 0))[0])  # fmt: skip
    asked = b.rng.choice(flags)
    b.add("record_field", f"What value does the kernel header asm-generic/termbits.h give {asked}? Write it as the header does.",
          value[asked])  # fmt: skip
    cc = block("c_cc characters")
    index = b.rng.choice([n for n, v in cc[3:-1] if n not in ("VMIN", "VTIME")])
    b.add("record_field", f"Which c_cc array index does asm-generic/termbits.h assign to {index}?", value[index].strip())
    counted = b.rng.choice(["c_lflag bits", "c_iflag bits"])
    b.add("count", f"How many constants does asm-generic/termbits.h #define under its comment /* {counted} */?", len(block(counted)))
    rates = [n for _, _, n, _ in defines if re.fullmatch(r"B\d+", n)]
    b.add("count", "How many baud-rate constants named like B115200 (a B and a number) does asm-generic/termbits.h itself define?",
          len(rates))  # fmt: skip
    if (top := _top(block("c_lflag bits"), key=lambda x: int(x[1], 0))) is not None:
        b.add("extreme", "Among the c_lflag bits asm-generic/termbits.h defines, which one has the largest value?", top[0])
    names = [n for _, _, n, _ in defines]
    k = b.rng.choice([k for k in range(len(defines) - 1) if defines[k][0] == defines[k + 1][0] and not defines[k][1]
                      and not defines[k + 1][1] and not {names[k], names[k + 1]} & {asked, index}
                      and not re.fullmatch(r"V\w+", names[k])])  # fmt: skip
    b.add("ordering", f"Which constant does asm-generic/termbits.h #define right after {names[k]}?", names[k + 1])
    parent: dict[str, str] = {}
    for _, indented, n, _ in defines:
        if not indented:
            current = n
        elif re.fullmatch(r"(?:NL|CR|TAB|BS|VT|FF|CS)\d", n):
            parent[n] = current
    hop = b.rng.choice(sorted(n for n, p in parent.items() if p not in (asked, names[k], names[k + 1])))
    b.add("two_hops", f"In asm-generic/termbits.h, {hop} is one of the values of a mask #defined just above it. What value does the "
          "header give that mask?", value[parent[hop]])  # fmt: skip
    letter = {"c_iflag bits": "i", "c_oflag bits": "o", "c_cflag bit meaning": "c", "c_lflag bits": "l"}
    titled = b.rng.choice(sorted(n for h, indented, n, _ in defines if h in letter and not indented and n[0].lower() != letter[h]
                                 and n not in (asked, top[0] if top else "", names[k], names[k + 1], parent[hop])))  # fmt: skip
    b.add("section_title", f"Under which comment does asm-generic/termbits.h #define {titled}? Give the comment's text.",
          next(h for h, _, n, _ in defines if n == titled))  # fmt: skip
    described = {}
    man = read_text(manual)
    for m in re.finditer(r"^\.TP\n\.BR? (\w+)(?: .*)?\n(.+)$", man, re.M):
        line = _roff_plain(m.group(2))
        line = re.sub(r"^\((?:not in POSIX|XSI)\)\s*", "", line)
        if re.fullmatch(r"[A-Z][^.;\\]{10,70}\.", line) and m.group(1).lower() not in line.lower():
            described[m.group(1)] = line
    said = Counter(described.values())
    crossing = sorted(n for n in described if n in value and said[described[n]] == 1 and shown[value[n]] == 1
                      and next(h for h, _, m, _ in defines if m == n) in letter
                      and n not in (asked, titled, top[0] if top else "", names[k], names[k + 1]))  # fmt: skip
    if len(described) < 30 or not crossing:
        raise ValueError(f"{manual}: the flags' descriptions not read")
    crossed = b.rng.choice(crossing)
    b.add("cross_file", f"The termios(3) man page describes one flag this way: \"{described[crossed]}\" What value does "
          "asm-generic/termbits.h give that flag? Write it as the header does.", value[crossed], context=(str(path), str(manual)))
    missing = _absent(text, "B7200", "B14400", "B28800")
    b.add("absent", f"What value does the kernel header asm-generic/termbits.h give {missing}? Write it as the header does.", None)
    return b.questions


def _preferred_fonts(text: str) -> list[tuple[str, list[tuple[str, str]]]]:
    """A fontconfig file's `<alias>` elements that `<prefer>` families, in order, as (the generic family, `serif`; the families it
    prefers in order as (the family, the XML comment after it on its line, `thai`, '' for none))."""
    aliases = []
    for block in re.findall(r"<alias>(.*?)</alias>", text, re.S):
        generic = re.search(r"<family>\s*(.*?)\s*</family>", block)
        prefer = re.search(r"<prefer>(.*?)</prefer>", block, re.S)
        if generic and prefer:
            families = [(" ".join(f.split()), " ".join((c or "").split())) for f, c in re.findall(
                r"<family>\s*(.*?)\s*</family>[ \t]*(?:<!--(.*?)-->)?", prefer.group(1))]
            aliases.append((generic.group(1), families))
    return aliases


def nonlatin_fonts(path: Path = FONTCONFIG / "65-nonlatin.conf", generics: Path = FONTCONFIG / "40-nonlatin.conf") -> list[Question]:
    """fontconfig's 65-nonlatin.conf (fontconfig 2.14, Debian 12), `Set preferable fonts for non-Latin`: four `<alias>` elements,
    for serif, sans-serif, monospace and system-ui, each `<prefer>`ring a list of families, many with an XML comment naming the
    script or language they are for (`<family>Kinnari</family> <!-- thai -->`, `<!-- han (zh-cn,zh-tw) -->`, in system-ui's list
    language codes, `<!-- hi, mai, mr -->`). 40-nonlatin.conf gives non-Latin families their generic as a `<default>` (`<alias>
    <family>Nazli</family> <default><family>serif</family></default>`), under comments `Serif faces`, `Sans-serif faces` and
    `Monospace faces`."""
    text = read_text(path)
    aliases = _preferred_fonts(text)
    prefer = dict(aliases)
    if len(aliases) < 4 or len(prefer) != len(aliases) or sum(len(fs) for fs in prefer.values()) < 150:
        raise ValueError(f"{path}: the preferred families not read, one <alias> a generic family")
    where = {}
    for g, fs in aliases:
        for f, _ in fs:
            where.setdefault(f, []).append(g)
    b = _builder("65-nonlatin.conf", path)
    noted = sorted((f, g, c) for g, fs in aliases for f, c in fs if c and len(where[f]) == 1 and sum(x == f for x, _ in fs) == 1
                   and not {w.lower() for w in re.findall(r"[A-Za-z]{3,}", c)} & {w.lower() for w in re.findall(r"[A-Za-z]{3,}", f)})
    asked, asked_generic, note = b.rng.choice(noted)
    b.add("record_field", f"In fontconfig's 65-nonlatin.conf, what does the comment beside the family {asked} (in the "
          f"{asked_generic} list) say it is for?", note)  # fmt: skip
    marked = Counter((g, c) for g, fs in aliases for _, c in fs if c)
    group = b.rng.choice(sorted(k for k, n in marked.items() if 2 <= n <= 3 and k[1] != note))
    b.add("record_field", f"Which families does 65-nonlatin.conf prefer for {group[0]} with the comment \"{group[1]}\" beside them? "
          "Name them all.", tuple(f for f, c in prefer[group[0]] if c == group[1]))  # fmt: skip
    counted = b.rng.choice(sorted(g for g in prefer if len(prefer[g]) != max(len(fs) for fs in prefer.values())))
    b.add("count", f"How many <family> entries does the <prefer> list for {counted} in 65-nonlatin.conf hold?", len(prefer[counted]))
    scripts = b.rng.choice(sorted(k for k, n in marked.items() if 4 <= n <= 6 and k != group))
    b.add("count", f"How many of the families 65-nonlatin.conf prefers for {scripts[0]} carry the comment \"{scripts[1]}\"?",
          marked[scripts])  # fmt: skip
    if (top := _top(prefer, key=lambda g: len(prefer[g]))) is not None:
        b.add("extreme", "Which generic family gets the longest list of preferred families in fontconfig's 65-nonlatin.conf?", top)
    first = lambda f: f.split()[0]  # noqa: E731
    pairs = sorted((g, k) for g, fs in aliases for k in range(len(fs) - 1) if first(fs[k][0]) != first(fs[k + 1][0])
                   and sum(x == fs[k][0] for x, _ in fs) == 1 and not {fs[k][0], fs[k + 1][0]} & {asked, *group[1:]}
                   and fs[k][0] not in [f for f, c in prefer[group[0]] if c == group[1]])  # fmt: skip
    generic, k = b.rng.choice(pairs)
    b.add("ordering", f"In the list of families 65-nonlatin.conf prefers for {generic}, which family comes right after "
          f"{prefer[generic][k][0]}?", prefer[generic][k + 1][0])  # fmt: skip
    hops = sorted((g, c, f) for g, fs in aliases for f, c in fs if c and marked[(g, c)] == 1 and len(set(where[f])) == 2
                  and f not in (asked, prefer[generic][k][0], prefer[generic][k + 1][0]))  # fmt: skip
    hop_generic, hop_note, hop = b.rng.choice(hops)
    b.add("two_hops", f"In 65-nonlatin.conf's {hop_generic} list, only one family carries the comment \"{hop_note}\". Which other "
          "generic family's list in the file also names that family?", next(g for g in where[hop] if g != hop_generic))  # fmt: skip
    alone = sorted(f for f, gs in where.items() if len(gs) == 1 and gs[0] != top and f not in (asked, hop, prefer[generic][k][0],
                                                                                              prefer[generic][k + 1][0]))
    titled = b.rng.choice(alone)
    b.add("section_title", f"For which generic family does 65-nonlatin.conf list {titled} as a preferred family?", where[titled][0])
    heading, default = "", {}
    for m in re.finditer(r"<!--\s*(.*?)\s*-->|<alias>\s*<family>\s*(.*?)\s*</family>\s*<default>\s*<family>\s*(.*?)\s*</family>",
                         read_text(generics), re.S):
        if m.group(1) is not None:
            heading = " ".join(m.group(1).split())
        else:
            default[" ".join(m.group(2).split())] = m.group(3)
    crossing = sorted(f for f, gs in where.items() if f in default and len(set(gs)) >= 2 and f not in (asked, hop, titled))
    if len(default) < 50 or not crossing:
        raise ValueError(f"{generics}: the families' generic defaults not read")
    crossed = b.rng.choice(crossing)
    b.add("cross_file", f"65-nonlatin.conf names {crossed} among the preferred families of more than one generic family. Which "
          "one generic family does fontconfig's 40-nonlatin.conf give it as its default?", default[crossed],
          context=(str(path), str(generics)))  # fmt: skip
    missing = _absent(text, "Noto Sans Ethiopic", "Abyssinica SIL", "Noto Sans Tibetan")
    b.add("absent", f"In fontconfig's 65-nonlatin.conf, what does the comment beside the family {missing} say it is for?", None)
    return b.questions


def _methods(tree: ast.Module) -> dict[str, list[ast.FunctionDef]]:
    """Each class a module defines, at any depth (ftplib's FTP_TLS sits in an `else:` after `import ssl`), with its methods in
    order."""
    return {node.name: _functions(node.body) for node in ast.walk(tree) if isinstance(node, ast.ClassDef)}


def ftplib_py(path: Path | None = None, companion: Path | None = None) -> list[Question]:
    """Python 3.11's ftplib.py, the FTP client: its constants (`FTP_PORT = 21`, `MAXLINE = 8192`), the exceptions with a comment
    each (`class error_temp(Error): pass           # 4xx errors`), class FTP (class attributes such as `port = FTP_PORT`, then
    its methods, most sending one FTP command: `resp = self.sendcmd('RNFR ' + fromname)`), FTP_TLS inside `else:` after `import
    ssl`, the reply parsers parse150 ... parse257, ftpcp and test(), which reads login data from a .netrc file through
    `netrc.netrc(rcfile)`. netrc.py holds that class."""
    path = path or _stdlib("ftplib")
    companion = companion or _stdlib("netrc")
    text = read_text(path)
    tree = ast.parse(text)
    classes = _methods(tree)
    methods = classes.get("FTP", [])
    functions = _functions(tree.body)
    if len(methods) < 40 or "FTP_TLS" not in classes or len(functions) < 5:
        raise ValueError(f"{path}: the classes and functions not read")
    b = _builder("ftplib.py", path)
    defaults = sorted((c, f.name, a.arg, ast.unparse(d)) for c, fs in classes.items() for f in fs
                      for a, d in zip(f.args.args[len(f.args.args) - len(f.args.defaults):], f.args.defaults, strict=True)
                      if not (isinstance(d, ast.Constant) and d.value in (None, "", 0)) and not isinstance(d, ast.Name))  # fmt: skip
    cls, fn, arg, default = b.rng.choice(defaults)
    b.add("record_field", f"In Python's ftplib.py, what default value does the {cls}.{fn} method give its parameter {arg}?", default)
    commented = sorted((m.group(2), m.group(1)) for m in re.finditer(r"^class (\w+)\(Error\): pass\s+# (.+)$", text, re.M))
    comment, error = b.rng.choice(commented)
    b.add("record_field", f"Which exception class in ftplib.py is commented \"{comment.strip()}\"?", error)
    b.add("count", "How many methods does the FTP class in Python's ftplib.py define (def statements directly in the class body)?",
          len(methods))  # fmt: skip
    b.add("count", "How many functions does ftplib.py define at module level, outside any class?", len(functions))
    if (top := _top(methods, key=_lines)) is not None:
        b.add("extreme", "Which method of ftplib's FTP class spans the most lines?", top.name)
    names = [f.name for f in methods]
    k = b.rng.choice([k for k in range(2, len(names) - 1) if names[k] != fn and names[k + 1] not in (fn, top.name if top else "")
                      and not names[k + 1].startswith(names[k][:3])])  # fmt: skip
    b.add("ordering", f"Which method does ftplib's FTP class define immediately after {names[k]}?", names[k + 1])
    constants = {t.id: v.value for node in tree.body if isinstance(node, ast.Assign) and isinstance(v := node.value, ast.Constant)
                 for t in node.targets if isinstance(t, ast.Name)}  # fmt: skip
    linked = sorted((t.id, v.id) for node in _class(tree, "FTP").body if isinstance(node, ast.Assign)
                    and isinstance(v := node.value, ast.Name) and v.id in constants for t in node.targets if isinstance(t, ast.Name))
    attribute, constant = b.rng.choice(linked)
    b.add("two_hops", f"ftplib's FTP class sets its class attribute {attribute} from a module-level constant. What value does "
          "ftplib.py assign to that constant?", str(constants[constant]))  # fmt: skip
    owners = Counter(f.name for fs in classes.values() for f in fs)
    titled = b.rng.choice(sorted(f.name for c, fs in classes.items() if c == "FTP_TLS" for f in fs if owners[f.name] == 1
                                 and not f.name.startswith("_")))  # fmt: skip
    b.add("section_title", f"Which class in ftplib.py defines the method {titled}?",
          next(c for c, fs in classes.items() if any(f.name == titled for f in fs)))  # fmt: skip
    test = next(f for f in functions if f.name == "test")
    called = sorted({c.func.attr for c in ast.walk(test) if isinstance(c, ast.Call) and isinstance(c.func, ast.Attribute)
                     and isinstance(c.func.value, ast.Name) and c.func.value.id == "netrcobj"})  # fmt: skip
    other = _methods(ast.parse(read_text(companion))).get("netrc", [])
    documented = {f.name: " ".join((ast.get_docstring(f) or "").split()) for f in other}
    crossing = [n for n in called if documented.get(n)]
    if len(other) < 3 or not crossing:
        raise ValueError(f"{companion}: the netrc class's methods not read")
    crossed = b.rng.choice(crossing)
    b.add("cross_file", "ftplib's test() function gets the user name, account and password for a host by calling one method of "
          "the netrc object it creates. What does that method's docstring in netrc.py say?", documented[crossed],
          context=(str(path), str(companion)))  # fmt: skip
    missing = _absent(text, "FTPS_PORT", "FTP_DATA_PORT", "DEFAULT_TIMEOUT")
    b.add("absent", f"What value does Python's ftplib.py assign to the module-level constant {missing}?", None)
    return b.questions


UNICORE = Path("/usr/share/perl/5.36/unicore")


def _special_casing(text: str) -> list[tuple[str, str, str, str, str, str, str]]:
    """SpecialCasing.txt's mappings in order as (the first line of the comment paragraph they stand under, `Ligatures`, kept
    over blank lines until the next; the code, `FB03`; the lowercase, titlecase and uppercase mappings as written, `0046 0066
    0069`, '' for an empty field; the condition list, `tr After_I`, '' for none; the character's name from the trailing
    comment); the mappings only quoted in comments (`# 0345; 0345; 0399; 0399; # ...`) left out."""
    rows, heading, paragraph = [], "", True
    for line in text.splitlines():
        if not line.strip():
            paragraph = True
        elif line.startswith("#"):
            words = line.lstrip("# ").strip()
            if paragraph and words and not words.startswith("=") and not re.match(r"[0-9A-F]{4,5};", words):
                heading = words
            paragraph = False
        elif m := re.fullmatch(r"([0-9A-F]{4,5}); ([0-9A-F ]*); ([0-9A-F ]*); ([0-9A-F ]*); (?:([\w ]+); )?# (.+)", line.strip()):
            rows.append((heading, m.group(1), m.group(2).strip(), m.group(3).strip(), m.group(4).strip(), (m.group(5) or "").strip(),
                         m.group(6).strip()))
            paragraph = True
    return rows


def special_casing(path: Path = UNICORE / "SpecialCasing.txt", decomposition: Path = UNICORE / "Decomposition.pl") -> list[Question]:
    """Unicode 14's SpecialCasing.txt as Perl 5.36 ships it in unicore/: the case mappings that change a string's length or
    depend on context or language, one a line, `<code>; <lower>; <title>; <upper>; (<condition_list>;)? # <comment>` (`FB03; FB03;
    0046 0066 0069; 0046 0046 0049; # LATIN SMALL LIGATURE FFI`, `0049; 0131; 0049; 0049; tr Not_Before_Dot; # LATIN CAPITAL
    LETTER I`), in paragraphs under comments (`# Ligatures`, `# Turkish and Azeri`), the unconditional mappings first, then the
    conditional ones. Perl's unicore/Decomposition.pl lists each character's decomposition, its code without leading zeros, two
    tabs and the code points (`1F0		006A 030C`, `FB03		<compat> 0066 0066 0069`)."""
    text = read_text(path)
    rows = _special_casing(text)
    named = Counter(r[6] for r in rows)
    row = {r[6]: r for r in rows if named[r[6]] == 1}
    if len(rows) < 90 or len({r[0] for r in rows}) < 8:
        raise ValueError(f"{path}: the mappings not read under their comments")
    b = _builder("SpecialCasing.txt", path)
    field = b.rng.choice([("uppercase", 4), ("titlecase", 3)])
    asked = b.rng.choice(sorted(n for n, r in row.items() if not r[5] and len(r[field[1]].split()) >= 2 and "LIGATURE" not in n))
    b.add("record_field", f"What {field[0]} mapping does Unicode's SpecialCasing.txt give for {asked} (U+{row[asked][1]})? Give the "
          "code points as the file writes them.", row[asked][field[1]])  # fmt: skip
    lowers = Counter(r[2] for r in rows)
    told = b.rng.choice(sorted(n for n, r in row.items() if len(r[2].split()) >= 2 and lowers[r[2]] == 1 and n != asked))
    condition = f" under the condition {row[told][5]}" if row[told][5] else ""
    b.add("record_field", f"Which character does SpecialCasing.txt map to the lowercase {row[told][2]}{condition}? Give the "
          "character's name as the file's comment has it.", told)  # fmt: skip
    languages = Counter(r[5].split()[0] for r in rows if r[5] and re.fullmatch(r"[a-z]{2}", r[5].split()[0]))
    scripts = Counter(r[6].split()[0] for r in rows)
    script = b.rng.choice(sorted(w for w, n in scripts.items() if 5 <= n <= 40))
    b.add("count", f"Not counting the mappings only quoted in comments, how many lines of SpecialCasing.txt are for characters whose "
          f"name begins with {script}?", scripts[script])  # fmt: skip
    headings = Counter(r[0] for r in rows)
    counted = b.rng.choice(sorted(h for h, n in headings.items() if 5 <= n <= 20 and len(h) <= 60 and h != row[asked][0]))
    b.add("count", f"How many mappings does SpecialCasing.txt list under its comment \"{counted}\"?", headings[counted])
    if (top := _top(languages, key=languages.__getitem__)) is not None:
        b.add("extreme", "Which language ID appears at the start of the condition list of the most lines in SpecialCasing.txt?", top)
    k = b.rng.choice([k for k in range(len(rows) - 1) if named[rows[k][6]] == 1 and named[rows[k + 1][6]] == 1
                      and int(rows[k + 1][1], 16) != int(rows[k][1], 16) + 1 and not {rows[k][6], rows[k + 1][6]} & {asked, told}])
    b.add("ordering", f"In SpecialCasing.txt, which character's mapping line comes right after the one for {rows[k][6]}?",
          rows[k + 1][6])  # fmt: skip
    by_code = {r[1]: r for r in row.values()}
    hops = sorted(n for n, r in row.items() if re.fullmatch(r"[0-9A-F]{4,5}", r[3]) and r[3] != r[1] and r[3] in by_code
                  and not r[5] and n not in (asked, told, rows[k][6], rows[k + 1][6]))  # fmt: skip
    hop = b.rng.choice(hops)
    b.add("two_hops", f"SpecialCasing.txt maps {hop} to a single character as its titlecase. That character has a line of its own in "
          "the file. What uppercase mapping does that line give?", by_code[row[hop][3]][4])  # fmt: skip
    titled = b.rng.choice(sorted(n for n, r in row.items() if len(r[0]) <= 60 and headings[r[0]] >= 3 and r[0] != counted
                                 and n not in (asked, told, hop, rows[k][6], rows[k + 1][6])))  # fmt: skip
    b.add("section_title", f"Under which comment does SpecialCasing.txt list the mapping for {titled}? Quote the comment's first "
          "line.", row[titled][0])  # fmt: skip
    lines = re.finditer(r"^([0-9A-F]+)\t\t([0-9A-F ]+)$", read_text(decomposition), re.M)  # (canonical: no `<compat>` tag)
    decomposed = {int(m.group(1), 16): m.group(2) for m in lines}
    crossing = sorted(n for n, r in row.items() if int(r[1], 16) in decomposed and len(decomposed[int(r[1], 16)].split()) >= 2
                      and decomposed[int(r[1], 16)] not in r[2:5] and n not in (asked, told, hop, titled))  # fmt: skip
    if len(decomposed) < 1000 or not crossing:
        raise ValueError(f"{decomposition}: the canonical decompositions not read")
    crossed = b.rng.choice(crossing)
    b.add("cross_file", f"SpecialCasing.txt has a line for {crossed}. Taking that line's code point, what canonical decomposition "
          "does Perl's unicore/Decomposition.pl list for it?", decomposed[int(row[crossed][1], 16)],
          context=(str(path), str(decomposition)))  # fmt: skip
    missing = _absent(text, "LATIN SMALL LIGATURE IJ", "LATIN SMALL LETTER DZ", "LATIN SMALL LETTER ENG")
    b.add("absent", f"What uppercase mapping does Unicode's SpecialCasing.txt give for {missing}?", None)
    return b.questions


# Round 38, written before any run on it: Nettle's NEWS (with libnettle8's changelog.Debian), the ip(7) man page's troff source
# (with the kernel's linux/in.h), the kernel's asm-generic/mman-common.h (with madvise(2)), OpenJDK's security/default.policy
# (with java.security), Python 3.11's gzip.py (with _compression.py) and IDLE's config-keys.def (with idlelib/config.py).

NETTLE_DOCS = Path("/usr/share/doc/libnettle8")


def _nettle_releases(text: str) -> list[tuple[str, str | None, str | None, list[tuple[str, str]]]]:
    """Nettle's NEWS as its release sections in order, newest first: (the version, `3.8.1`; the libnettle and libhogweed library
    names the section gives, `libnettle.so.8.6` and `libhogweed.so.6.6`, None where it gives none; its changes in order as (the
    heading at the section's indent without its colon, `Bug fixes`, '' above any heading; the `* ` item, its wrapped lines
    joined, an indented paragraph after a blank line kept with it))."""
    heads = list(re.finditer(r"^NEWS for the (?:Nettle )?(\d+(?:\.\d+)+) release[ \t]*$", text, re.M))
    releases = []
    for k, m in enumerate(heads):
        body = text[m.end():heads[k + 1].start() if k + 1 < len(heads) else len(text)]
        names = re.search(r"library names? (?:are|is) (libnettle\.so\.\d+\.\d+)(?: and (libhogweed\.so\.\d+\.\d+))?",
                          " ".join(body.split()))  # fmt: skip
        items: list[list[str]] = []
        heading, current = "", None
        for line in body.splitlines():
            plain = line.expandtabs(8)
            words, indent = plain.strip(), len(plain) - len(plain.lstrip())
            if not words:
                continue
            if indent == 8 and (h := re.fullmatch(r"([A-Z][A-Za-z ,/()-]*):", words)):
                heading, current = h.group(1), None
            elif indent == 8 and words.startswith("* "):
                items.append([heading, words[2:]])
                current = items[-1]
            elif current is not None and indent >= 10:
                current[1] += " " + words
            else:
                current = None
        releases.append((m.group(1), names.group(1) if names else None, names.group(2) if names else None,
                         [(h, item) for h, item in items]))
    return releases


def nettle_news(path: Path = NETTLE_DOCS / "NEWS.gz", debian: Path = NETTLE_DOCS / "changelog.Debian.gz") -> list[Question]:
    """Nettle's NEWS as Debian 12's libnettle8 3.8.1 ships it: a section per release, newest first back to 1.0, headed `NEWS for
    the Nettle 3.8.1 release` (`NEWS for the 2.7.1 release` before 3.0), its text indented by a tab: a paragraph or two, then the
    changes as `* ` items under headings such as `Bug fixes:`, `New features:`, `Optimizations:`, `Miscellaneous:`, and in most
    sections the library names (`The shared library names are libnettle.so.8.6 and libhogweed.so.6.6, with sonames
    libnettle.so.8 and libhogweed.so.6.`). Debian's changelog.Debian names the upstream version each upload packages
    (`nettle (3.7.2-2) unstable; urgency=medium`)."""
    text = read_text(path)
    releases = _nettle_releases(text)
    versions = [v for v, _, _, _ in releases]
    nettle = {v: n for v, n, _, _ in releases if n}
    hogweed = {v: h for v, _, h, _ in releases if h}
    changes = {v: items for v, _, _, items in releases}
    if len(releases) < 30 or len(set(versions)) != len(versions) or len(hogweed) < 20 or sum(map(len, changes.values())) < 150:
        raise ValueError(f"{path}: the release sections not read, one a `NEWS for the Nettle 3.8.1 release` heading")
    b = _builder("nettle-news", path)
    named = Counter(nettle.values())
    asked = b.rng.choice(sorted(v for v in nettle if named[nettle[v]] == 1 and v != versions[0]))
    b.add("record_field", f"What shared library name does Nettle's NEWS give libnettle in its section for the {asked} release? Give "
          "the full name, as libnettle.so.N.N.", nettle[asked])  # fmt: skip
    paired = Counter(hogweed.values())
    told = b.rng.choice(sorted(v for v in hogweed if paired[hogweed[v]] == 1 and v != asked))
    b.add("record_field", f"Which Nettle release's section in Nettle's NEWS gives the libhogweed library name {hogweed[told]}?", told)
    sonames = Counter(n.rsplit(".", 1)[0] for n in nettle.values())
    soname = b.rng.choice(sorted(s for s, n in sonames.items() if 3 <= n <= 10))
    b.add("count", f"How many release sections of Nettle's NEWS give a libnettle library name with the soname {soname} (a name "
          f"{soname}.N)?", sonames[soname])  # fmt: skip
    parts = Counter((v, h) for v, items in changes.items() for h, _ in items if h)
    part = b.rng.choice(sorted(k for k, n in parts.items() if 4 <= n <= 12 and k[0] not in (asked, told)))
    b.add("count", f"How many changes (`*` items) does Nettle's NEWS list under the heading \"{part[1]}:\" of the {part[0]} "
          "release?", parts[part])  # fmt: skip
    if (top := _top(releases, key=lambda r: len(r[3]))) is not None:
        b.add("extreme", "Which Nettle release's section in Nettle's NEWS lists the most changes as `*` items?", top[0])

    def naive(k: int) -> bool:  # 3.7.3 under 3.8 is no guess; 3.7.2 under 3.7.3 is
        a, c = versions[k].split("."), versions[k + 1].split(".")
        return a[:-1] == c[:-1] and int(a[-1]) == int(c[-1]) + 1

    k = b.rng.choice([k for k in range(1, len(versions) - 1) if not naive(k) and {versions[k], versions[k + 1]}.isdisjoint(
        {asked, told, part[0]})])  # fmt: skip
    b.add("ordering", f"Reading Nettle's NEWS from the top, which release's section follows the one for {versions[k]}?",
          versions[k + 1])  # fmt: skip
    flat = " ".join(text.split()).lower()
    first = lambda item: m.group(1) if (m := re.match(r"(.+?\.)(?:\s|$)", item)) else item  # noqa: E731
    said = Counter(first(item).lower() for items in changes.values() for _, item in items)
    sentences = sorted((first(item), v, h) for v, items in changes.items() for h, item in items if said[first(item).lower()] == 1
                       and 30 <= len(first(item)) <= 90 and flat.count(first(item).lower()) == 1 and '"' not in first(item)
                       and v not in (asked, told, part[0], versions[k], versions[k + 1]))  # fmt: skip
    hop, hop_release, _ = b.rng.choice([s for s in sentences if s[1] in hogweed])
    b.add("two_hops", f"Nettle's NEWS lists the change \"{hop}\" What libhogweed library name does the section of the release that "
          "lists it give?", hogweed[hop_release])  # fmt: skip
    words = lambda s: {w.lower() for w in re.findall(r"[A-Za-z]{4,}", s)}  # noqa: E731
    filed = [(s, v, h) for s, v, h in sentences if h and v != hop_release and not words(h) & words(s)
             and sum(g == h for g in {g for g, _ in changes[v]}) == 1]  # fmt: skip
    titled, titled_release, heading = b.rng.choice(filed)
    b.add("section_title", f"Under which heading of its release section does Nettle's NEWS file the change \"{titled}\" Give the "
          "heading without its colon.", heading)  # fmt: skip
    uploads = [e.version for e in changelog_entries(read_text(debian))]
    upstream = {u: u.rsplit("-", 1)[0] for u in uploads if re.fullmatch(r"\d+(?:\.\d+)+-\d+", u)}
    crossing = sorted(u for u, v in upstream.items() if v in nettle and named[nettle[v]] == 1
                      and v not in (asked, told, hop_release, titled_release))  # fmt: skip
    if len(uploads) < 20 or not crossing:
        raise ValueError(f"{debian}: no upload of an upstream release NEWS names")
    crossed = b.rng.choice(crossing)
    b.add("cross_file", f"The Debian changelog of libnettle8 records an upload versioned {crossed}. What libnettle library name "
          "does Nettle's NEWS give in its section for the upstream release that upload packages?", nettle[upstream[crossed]],
          context=(str(path), str(debian)))  # fmt: skip
    missing = _absent(text, "3.9 release", "3.10 release", "4.0 release").split()[0]
    b.add("absent", f"What shared library name does Nettle's NEWS give libnettle in its section for the {missing} release?", None)
    return b.questions


IP_7 = Path("/usr/share/man/man7/ip.7.gz")


def _ip_entries(text: str) -> list[tuple[str, str, str, str]]:
    """ip(7)'s `.TP` entries of one name in order as (the `.SS` heading over them, or the `.SH` one where no `.SS` follows it:
    `Socket options`, `/proc interfaces`, `ERRORS`; the name, `IP_ADD_MEMBERSHIP`, `ip_default_ttl`, `EACCES`; the note in
    parentheses after it, `since Linux 1.2`, `Boolean; default: disabled; since Linux 2.0.31`, '' for none; the entry's text as
    plain words up to the next `.TP` or heading); a term of two names (`ipfrag_high_thresh`, `ipfrag_low_thresh`) left out."""
    lines = text.splitlines()
    entries, heading = [], ""
    for i, line in enumerate(lines):
        if line.startswith((".SH ", ".SS ")):
            heading = _roff_plain(line[4:]).strip('"')
        elif line == ".TP" and i + 1 < len(lines) and (m := re.fullmatch(r'\.(?:BR|IR|B|I) (\w+)(?: "\s*\(([^()"]*)\)")?\s*',
                                                                         lines[i + 1])):  # fmt: skip
            j = next((j for j in range(i + 2, len(lines)) if lines[j].startswith((".TP", ".SS ", ".SH "))), len(lines))
            body = " ".join(w for w in (_roff_words(x) for x in lines[i + 2:j] if not x.startswith('.\\"')) if w)
            entries.append((heading, m.group(1), m.group(2) or "", " ".join(body.split())))
    return entries


def _linux_version(note: str) -> str | None:
    """The one kernel version a man page's note gives, `since Linux 2.6.36` -> `2.6.36`; None for none or two (`since Linux
    2.4.22 / 2.5.68`)."""
    m = re.fullmatch(r"(?:.*; )?since Linux (\d+(?:\.\d+)+)", note)
    return m.group(1) if m else None


def _version_rank(version: str) -> int:
    """A dotted version as one number that sorts as it does: `2.6.36` -> 2_06_36_00."""
    parts = [int(p) for p in version.split(".")] + [0, 0, 0]
    return sum(p * 100 ** (3 - i) for i, p in enumerate(parts[:4]))


def ip_7(path: Path = IP_7, header: Path = Path("/usr/include/linux/in.h")) -> list[Question]:
    """The ip(7) man page of Debian 12's manpages 6.03 as troff source: the Linux IPv4 implementation; its `.SS Socket options`
    describes each option in a `.TP` entry, the name and when it came (`.BR IP_NODEFRAG " (since Linux 2.6.36)"`), `.SS /proc
    interfaces` the files under /proc/sys/net/ipv4/ the same way (`.IR ip_default_ttl " (integer; default: 64; since Linux
    2.2)"`), and `.SH ERRORS` the error codes (`.B EACCES`). The kernel's linux/in.h #defines the options' numbers (`#define
    IP_NODEFRAG     22`)."""
    text = read_text(path)
    entries = _ip_entries(text)
    names = Counter(n for _, n, _, _ in entries)
    options = [(n, note, body) for h, n, note, body in entries if h == "Socket options" and names[n] == 1]
    since = {n: v for n, note, _ in options if (v := _linux_version(note))}
    proc = [(n, note, body) for h, n, note, body in entries if h == "/proc interfaces" and names[n] == 1]
    if len(options) < 30 or len(since) < 20 or len(proc) < 8:
        raise ValueError(f"{path}: the socket options not read, one `.TP` entry each with its `(since Linux ...)` note")
    b = _builder("ip.7", path)
    asked = b.rng.choice(sorted(since))
    b.add("record_field", f"According to the ip(7) man page, since which Linux version has the socket option {asked} been "
          "available?", since[asked])  # fmt: skip
    defaults = sorted((n, m.group(1)) for n, note, _ in proc if (m := re.search(r"default: (\d+)", note)))
    setting, default = b.rng.choice(defaults)
    b.add("record_field", f"What default value does ip(7) give for the /proc interface {setting}?", default)
    b.add("count", "How many socket options does ip(7) describe in its Socket options subsection (one entry each)?", len(options))
    versions = Counter(since.values())
    counted = b.rng.choice(sorted(v for v, n in versions.items() if n >= 3 and v != since[asked]))
    b.add("count", f"How many of the socket options described in ip(7) are marked \"(since Linux {counted})\"?", versions[counted])
    if (top := _top(since, key=lambda n: _version_rank(since[n]))) is not None:
        b.add("extreme", "Judging by the \"since Linux\" notes of ip(7)'s socket options, which socket option came to Linux most "
              "recently?", top)  # fmt: skip
    order = [n for n, _, _ in options]
    k = b.rng.choice([k for k in range(len(order) - 1) if not {order[k], order[k + 1]} & {asked, top}])
    b.add("ordering", f"In ip(7)'s Socket options subsection, which option is described right after {order[k]}?", order[k + 1])
    mentions = {n: set(re.findall(r"\b(?:IP|SO)_[A-Z_]+\b", body)) - {n} for n, _, body in options + proc}
    hops = sorted(n for n, named in mentions.items() if len(named) == 1 and next(iter(named)) in since
                  and n not in (asked, order[k], order[k + 1]) and next(iter(named)) not in (asked, top))  # fmt: skip
    hop = b.rng.choice(hops)
    b.add("two_hops", f"In ip(7), the description of {hop} names one socket option other than {hop} itself. Since which Linux "
          "version has that option been available, according to ip(7)?", since[next(iter(mentions[hop]))])  # fmt: skip
    elsewhere = sorted((n, h) for h, n, _, _ in entries if names[n] == 1 and h not in ("Socket options", "") and n != setting)
    titled, heading = b.rng.choice(elsewhere)
    b.add("section_title", f"Under which heading does the ip(7) man page describe {titled}?", heading)
    numbers = dict(re.findall(r"^#define\s+(IP_\w+)\s+(\d+)\b", read_text(header), re.M))
    crossing = sorted(n for n, v in since.items() if versions[v] == 1 and n in numbers and n not in (asked, top, hop))
    if len(numbers) < 30 or not crossing:
        raise ValueError(f"{header}: the socket options' numbers not read")
    crossed = b.rng.choice(crossing)
    b.add("cross_file", f"The ip(7) man page marks exactly one socket option \"(since Linux {since[crossed]})\". What number does the "
          "kernel header linux/in.h #define for that option?", numbers[crossed], context=(str(path), str(header)))  # fmt: skip
    missing = _absent(text, "IP_LOCAL_PORT_RANGE", "IP_PROTOCOL", "IP_RECVFRAGSIZE")
    b.add("absent", f"According to the ip(7) man page, since which Linux version has the socket option {missing} been available?",
          None)  # fmt: skip
    return b.questions


MMAN_COMMON_H = Path("/usr/include/asm-generic/mman-common.h")


def _mman_defines(text: str) -> list[tuple[str, bool, str, str, str]]:
    """asm-generic/mman-common.h's #defines in order as (the last comment standing on its own lines above them, `Flags for
    mlock`, `common parameters: try to keep these consistent across architectures`, '' for none (the author's note at the top
    is no heading, nor a `reserved` slot); True where that comment is in the #define's own paragraph (no blank line between);
    the name; the value as written, `0x008000`, `(PKEY_DISABLE_ACCESS |PKEY_DISABLE_WRITE)` for the one that continues; the
    comment beside it, '' for none, a continued one joined)."""
    defines: list[tuple[str, bool, str, str, str]] = []
    heading, near = "", False
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        line = lines[i]
        if not line.strip():
            near = False
        elif line.startswith("/*") and not line.startswith("/*\t"):
            j = i
            while "*/" not in lines[j]:
                j += 1
            block = [re.sub(r"^\s*(?:/\*|\*/|\*(?!/))?\s*", "", x).replace("*/", "").strip() for x in lines[i:j + 1]]
            if all(x.lstrip().startswith("*") for x in lines[i + 1:j + 1]) and not line.startswith("/* SPDX"):
                heading, near = " ".join(x for x in block if x), True
            i = j
        elif m := re.match(r"#define\s+(\w+)\s+(.*?)\s*(?:/\*\s*(.*?)\s*(\*/)?)?$", line):
            value, comment = m.group(2), m.group(3) or ""
            while value.endswith("\\"):
                i += 1
                value = value[:-1] + lines[i].strip()
            if m.group(3) is not None and not m.group(4):
                while "*/" not in lines[i]:
                    i += 1
                    comment += " " + lines[i].strip().lstrip("*").replace("*/", "").strip()
                comment = " ".join(comment.split())
            if not m.group(1).startswith("__"):
                defines.append((heading, near, m.group(1), value, comment))
        i += 1
    return defines


def mman_common_h(path: Path = MMAN_COMMON_H, manual: Path = Path("/usr/share/man/man2/madvise.2.gz")) -> list[Question]:
    """The kernel's asm-generic/mman-common.h (Debian 12's linux-libc-dev 6.1): the memory-mapping constants most architectures
    share, each #define with a comment beside it (`#define MAP_STACK		0x020000	/* give out an address that is best suited
    for process/thread stacks */`): PROT_*, the MAP_* flags under `/* 0x0100 - 0x4000 flags are defined in asm-generic/mman.h
    */`, MLOCK_ONFAULT under `Flags for mlock`, MS_*, the MADV_* advice values (`#define MADV_COLD	20		/* deactivate these
    pages */`), MAP_FILE under `/* compatibility flags */` and PKEY_*. madvise(2) describes each advice value in a `.TP` entry
    with the kernel it came in (`.BR MADV_COLD " (since Linux 5.4)"`)."""
    text = read_text(path)
    defines = _mman_defines(text)
    value = {n: v for _, _, n, v, _ in defines}
    comment = {n: c for _, _, n, _, c in defines}
    prefixes = Counter(n.split("_")[0] for n in value)
    if len(defines) < 50 or len(value) != len(defines) or prefixes["MADV"] < 20 or sum(bool(c) for c in comment.values()) < 40:
        raise ValueError(f"{path}: the #defines not read with their comments")
    b = _builder("mman-common.h", path)
    shown = Counter(value.values())
    flags = sorted(n for n, v in value.items() if v.startswith("0x") and shown[v] == 1 and int(v, 16) >= 0x10)
    asked = b.rng.choice(flags)
    b.add("record_field", f"What value does the kernel header asm-generic/mman-common.h give {asked}? Write it as the header does.",
          value[asked])  # fmt: skip
    said = Counter(comment.values())
    described = sorted(n for n, c in comment.items() if said[c] == 1 and len(c.split()) >= 3 and n != asked
                       and not {w.lower() for w in re.findall(r"[A-Za-z]{4,}", c)} & {w.lower() for w in n.split("_")})
    told = b.rng.choice(described)
    b.add("record_field", f"Which constant does asm-generic/mman-common.h #define with the comment \"{comment[told]}\" beside it?",
          told)  # fmt: skip
    b.add("count", "How many MADV_ advice constants does asm-generic/mman-common.h #define?", prefixes["MADV"])
    counted = b.rng.choice(["PROT", "MAP"])
    b.add("count", f"How many {counted}_ constants does asm-generic/mman-common.h #define?", prefixes[counted])
    advice = [(n, int(v)) for n, v in value.items() if n.startswith("MADV_") and v.isdigit()]
    if (top := _top(advice, key=lambda x: x[1])) is not None:
        b.add("extreme", "Which MADV_ advice value does asm-generic/mman-common.h #define with the largest number?", top[0])
    names = [n for _, _, n, _, _ in defines]
    k = b.rng.choice([k for k in range(len(names) - 1) if not {names[k], names[k + 1]} & {asked, told, top[0] if top else ""}
                      and names[k].split("_")[0] == names[k + 1].split("_")[0]])  # fmt: skip
    b.add("ordering", f"Which constant does asm-generic/mman-common.h #define right after {names[k]}?", names[k + 1])
    hops = sorted((n, o) for n, c in comment.items() for o in set(re.findall(r"\b[A-Z]+_[A-Z_]+\b", c)) if o in value and o != n
                  and n not in (asked, told, names[k], names[k + 1]))  # fmt: skip
    hop, other = b.rng.choice(hops)
    b.add("two_hops", f"In asm-generic/mman-common.h, the comment beside {hop} names another constant the header defines. What "
          "value does the header give that constant?", value[other])  # fmt: skip
    near = sorted((n, h) for h, close, n, _, _ in defines if h and close and n not in (asked, told, hop, names[k], names[k + 1])
                  and not h.startswith(n.split("_")[0]))  # fmt: skip
    titled, heading = b.rng.choice(near)
    b.add("section_title", f"Under which comment does asm-generic/mman-common.h #define {titled}? Give the comment's text.", heading)
    came = dict(re.findall(r"^\.TP\n\.BR (MADV_\w+) \" \(since Linux (\d+(?:\.\d+)+)\)\"$", read_text(manual), re.M))
    kernels = Counter(came.values())
    crossing = sorted(n for n, v in came.items() if kernels[v] == 1 and n in value and n not in (asked, told, hop, titled, other))
    if len(came) < 10 or not crossing:
        raise ValueError(f"{manual}: the advice values' kernels not read")
    crossed = b.rng.choice(crossing)
    b.add("cross_file", f"The madvise(2) man page gives exactly one advice value as available \"since Linux {came[crossed]}\". What "
          "value does asm-generic/mman-common.h #define for it?", value[crossed], context=(str(path), str(manual)))  # fmt: skip
    missing = _absent(text, "MADV_GUARD_INSTALL", "MAP_DROPPABLE", "MADV_POPULATE_EXEC")
    b.add("absent", f"What value does the kernel header asm-generic/mman-common.h give {missing}? Write it as the header does.", None)
    return b.questions


JDK_SECURITY = Path("/etc/java-17-openjdk/security")


def _policy_grants(text: str) -> list[tuple[str, list[tuple[str, str, str, str]]]]:
    """A Java policy file's `grant` blocks in order as (the module of `codeBase "jrt:/java.net.http"`, '' for a plain `grant {`;
    its permissions in order as (the class, `java.net.SocketPermission`; the target, `*`, '' for none; the actions, `connect,
    resolve` as written, '' for none; the `//` comment on the lines just above it, '' for none))."""
    grants = []
    for m in re.finditer(r'^grant(?:\s+codeBase\s+"jrt:/([\w.]+)")?\s*\{(.*?)^\};', text, re.M | re.S):
        permissions, note = [], ""
        for p in re.finditer(r'//\s*(.*)|permission\s+([\w.]+)(?:\s+"([^"]*)"(?:\s*,\s*"([^"]*)")?)?\s*;', m.group(2)):
            if p.group(2) is None:
                before = m.group(2)[:p.start()].rstrip(" \t")
                note = p.group(1).strip() if before.endswith("\n") or not before else note
            else:
                permissions.append((p.group(2), p.group(3) or "", p.group(4) or "", note))
                note = ""
        grants.append((m.group(1) or "", permissions))
    return grants


def default_policy(path: Path = JDK_SECURITY / "default.policy", security: Path = JDK_SECURITY / "java.security") -> list[Question]:
    """OpenJDK 17's default.policy (Debian 12's openjdk-17-jre-headless, in /etc/java-17-openjdk/security): the permissions of
    the modules the platform class loader loads, one `grant codeBase "jrt:/java.net.http" { ... };` block a module, in
    alphabetical order, each `permission` a class with a target and actions (`permission java.net.SocketPermission "*",
    "connect,resolve";`; `permission java.security.AllPermission;` for the trusted ones), a few `//` comments, and a last plain
    `grant { ... }` for applications using java.desktop. java.security lists the security providers in order of preference
    (`security.provider.9=SunPCSC`)."""
    text = read_text(path)
    grants = _policy_grants(text)
    modules = [g for g, _ in grants if g]
    permissions = dict(grants)
    if len(modules) < 20 or len(set(modules)) != len(modules) or sum(len(ps) for ps in permissions.values()) < 80:
        raise ValueError(f"{path}: the grant blocks not read, one `grant codeBase \"jrt:/...\"` a module")
    b = _builder("default.policy", path)
    held = Counter((c, t) for ps in permissions.values() for c, t, _, _ in ps)
    only = sorted((g, c, t) for g in modules for c, t, _, _ in permissions[g] if t and held[(c, t)] == 1 and "*" not in t)
    module, kind, target = b.rng.choice(only)
    b.add("record_field", f"In OpenJDK's default.policy, which module's grant block holds the permission {kind} \"{target}\"? Give "
          "the module's name as its codeBase has it after jrt:/.", module)  # fmt: skip
    acted = sorted((g, c, t, a) for g in modules for c, t, a, _ in permissions[g] if "," in a and g != module
                   and sum((x, y) == (c, t) for x, y, _, _ in permissions[g]) == 1)  # fmt: skip
    actor, actor_kind, actor_target, actions = b.rng.choice(acted)
    b.add("record_field", f"What actions does default.policy's grant block for the module {actor} give its permission "
          f"{actor_kind} \"{actor_target}\"?", tuple(a.strip() for a in actions.split(",")))  # fmt: skip
    trusted = [g for g in modules if any(c == "java.security.AllPermission" for c, _, _, _ in permissions[g])]
    b.add("count", "How many modules does OpenJDK's default.policy grant java.security.AllPermission?", len(trusted))
    counted = b.rng.choice(sorted(g for g in modules if 5 <= len(permissions[g]) <= 20 and g not in (module, actor)
                                  and len(permissions[g]) != max(len(ps) for ps in permissions.values())))  # fmt: skip
    b.add("count", f"How many permission entries does default.policy's grant block for the module {counted} list?",
          len(permissions[counted]))  # fmt: skip
    kinds = sorted({c for ps in permissions.values() for c, _, _, _ in ps})
    tops = {c: t for c in kinds if (t := _top(modules, key=lambda g, c=c: sum(x == c for x, _, _, _ in permissions[g]))) is not None
            and sum(x == c for x, _, _, _ in permissions[t]) >= 3}  # fmt: skip
    most = b.rng.choice(sorted(tops))
    top = tops[most]
    b.add("extreme", f"Which module's grant block in OpenJDK's default.policy lists the most {most} entries?", top)
    k = b.rng.choice([k for k in range(len(modules) - 1) if not {modules[k], modules[k + 1]} & {module, actor, counted}
                      and modules[k + 1].split(".")[0] == modules[k].split(".")[0]])  # fmt: skip
    b.add("ordering", f"In default.policy, which module's grant block comes right after the one for {modules[k]}?", modules[k + 1])
    hops = sorted((g, c, t) for g, c, t in only if g not in (module, counted, top, modules[k], modules[k + 1])
                  and len(permissions[g]) >= 3)  # fmt: skip
    hop, hop_kind, hop_target = b.rng.choice(hops)
    b.add("two_hops", f"One module's grant block in default.policy holds the permission {hop_kind} \"{hop_target}\". How many "
          "permission entries does that block list in all?", len(permissions[hop]))  # fmt: skip
    notes = sorted((n, g) for g in modules for _, _, _, n in permissions[g] if n and text.count(n) == 1 and g not in (module, top))
    note, noted = b.rng.choice(notes)
    b.add("section_title", f"In which module's grant block does default.policy have the comment \"{note}\"? Give the module's name "
          "as its codeBase has it after jrt:/.", noted)  # fmt: skip
    position = {p: n for n, p in re.findall(r"^security\.provider\.(\d+)=(\w+)\s*$", read_text(security), re.M)}
    providers = sorted((g, m.group(1)) for g in modules for _, t, _, _ in permissions[g]
                       if (m := re.fullmatch(r"putProviderProperty\.(\w+)", t)) and m.group(1) in position and g != noted)
    if len(position) < 8 or not providers:
        raise ValueError(f"{security}: the providers' order not read")
    crossed, provider = b.rng.choice(providers)
    b.add("cross_file", f"default.policy lets the module {crossed} put the properties of one security provider (its "
          "putProviderProperty permission). At which position does java.security list that provider, the N of its "
          "security.provider.N line?", position[provider], context=(str(path), str(security)))  # fmt: skip
    missing = _absent(text, "jdk.jfr", "jdk.jshell", "jdk.jdi")
    b.add("absent", f"Which permissions does OpenJDK's default.policy grant the module {missing} in its grant block?", None)
    return b.questions


def gzip_py(path: Path | None = None, companion: Path | None = None) -> list[Question]:
    """Python 3.11's gzip.py: the header flags in one line (`FTEXT, FHCRC, FEXTRA, FNAME, FCOMMENT = 1, 2, 4, 8, 16`), the
    compression levels (`_COMPRESS_LEVEL_BEST = 9`), open(), the classes _PaddedFile, BadGzipFile, GzipFile (a subclass of
    `_compression.BaseStream`, its methods write, read, peek, seek ...) and _GzipReader (of `_compression.DecompressReader`),
    then compress, decompress and main. _compression.py holds the two base classes, each with a one-line docstring."""
    path = path or _stdlib("gzip")
    companion = companion or _stdlib("_compression")
    text = read_text(path)
    tree = ast.parse(text)
    classes = _methods(tree)
    methods = classes.get("GzipFile", [])
    functions = _functions(tree.body)
    if len(methods) < 20 or "_GzipReader" not in classes or len(functions) < 6:
        raise ValueError(f"{path}: the classes and functions not read")
    b = _builder("gzip.py", path)
    owned = [(c, f) for c, fs in classes.items() for f in fs] + [("", f) for f in functions]
    defaults = sorted((c, f.name, a.arg, ast.unparse(d)) for c, f in owned
                      for a, d in zip(f.args.args[len(f.args.args) - len(f.args.defaults):], f.args.defaults, strict=True)
                      if not (isinstance(d, ast.Constant) and d.value is None) and not isinstance(d, ast.Name))  # fmt: skip
    cls, fn, arg, default = b.rng.choice(defaults)
    where = f"the {cls}.{fn} method" if cls else f"the function {fn}"
    b.add("record_field", f"In Python's gzip.py, what default value does {where} give its parameter {arg}?", default)
    constants = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Tuple) and isinstance(node.value, ast.Tuple):
            constants.update({t.id: v.value for t, v in zip(node.targets[0].elts, node.value.elts, strict=True)
                              if isinstance(t, ast.Name) and isinstance(v, ast.Constant)})  # fmt: skip
        elif isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant):
            constants.update({t.id: node.value.value for t in node.targets if isinstance(t, ast.Name)})
    flag = b.rng.choice(sorted(n for n in constants if n.startswith("F") and n.isupper()))
    b.add("record_field", f"What value does gzip.py assign to the gzip header flag constant {flag}?", str(constants[flag]))
    b.add("count", "How many methods does the GzipFile class in Python's gzip.py define (def statements directly in the class "
          "body, properties included)?", len(methods))  # fmt: skip
    b.add("count", "How many functions does gzip.py define at module level, outside any class?", len(functions))
    if (top := _top(methods, key=_lines)) is not None:
        b.add("extreme", "Which method of gzip's GzipFile class spans the most lines?", top.name)
    names = [f.name for f in methods]
    k = b.rng.choice([k for k in range(1, len(names) - 1) if fn not in (names[k], names[k + 1])
                      and names[k + 1] != (top.name if top else "") and names[k] != names[k + 1]])  # fmt: skip
    b.add("ordering", f"Which method does gzip's GzipFile class define immediately after {names[k]}?", names[k + 1])
    linked = sorted((c, f.name, a.arg, d.id) for c, f in owned
                    for a, d in zip(f.args.args[len(f.args.args) - len(f.args.defaults):], f.args.defaults, strict=True)
                    if isinstance(d, ast.Name) and d.id in constants and (c, f.name) != (cls, fn))  # fmt: skip
    hop_class, hop_fn, hop_arg, constant = b.rng.choice(linked)
    hop_where = f"the {hop_class}.{hop_fn} method" if hop_class else f"the function gzip.{hop_fn}"
    b.add("two_hops", f"The parameter {hop_arg} of {hop_where} defaults to a module-level constant. What value does gzip.py assign "
          "that constant?", str(constants[constant]))  # fmt: skip
    owners = Counter(f.name for fs in classes.values() for f in fs)
    titled = b.rng.choice(sorted(f.name for c, fs in classes.items() if c != "GzipFile" for f in fs if owners[f.name] == 1
                                 and not f.name.startswith("__") and f.name not in {g.name for g in functions}))  # fmt: skip
    b.add("section_title", f"Which class in gzip.py defines the method {titled}?",
          next(c for c, fs in classes.items() if any(f.name == titled for f in fs)))  # fmt: skip
    bases = sorted((c.name, base.attr) for c in ast.walk(tree) if isinstance(c, ast.ClassDef) for base in c.bases
                   if isinstance(base, ast.Attribute) and isinstance(base.value, ast.Name) and base.value.id == "_compression")
    other = ast.parse(read_text(companion))
    documented = {c.name: " ".join((ast.get_docstring(c) or "").split()) for c in other.body if isinstance(c, ast.ClassDef)}
    crossing = [(c, base) for c, base in bases if documented.get(base)]
    if len(documented) < 2 or not crossing:
        raise ValueError(f"{companion}: the base classes not read")
    sub, base = b.rng.choice(crossing)
    b.add("cross_file", f"gzip's class {sub} subclasses a class defined in _compression.py. What does that class's docstring in "
          "_compression.py say?", documented[base], context=(str(path), str(companion)))  # fmt: skip
    missing = _absent(text, "FRESERVED", "OS_UNIX", "GZIP_MAGIC")
    b.add("absent", f"What value does Python's gzip.py assign to the module-level constant {missing}?", None)
    return b.questions


def _key_sets(text: str) -> list[tuple[str, list[tuple[str, tuple[str, ...]]]]]:
    """IDLE's config-keys.def as its key sets in order as (the `[IDLE Classic Unix]` section's name; its actions in order as
    (the action, `close-window`; its bindings, one a `<...>` run: `<Control-Key-x><Control-Key-0>` is one two-key binding,
    alternatives are apart))."""
    sets: list[tuple[str, list[tuple[str, tuple[str, ...]]]]] = []
    for line in text.splitlines():
        if m := re.fullmatch(r"\[(.+)\]\s*", line):
            sets.append((m.group(1), []))
        elif sets and (m := re.fullmatch(r"([\w-]+)\s*=\s*(.*?)\s*", line)):
            sets[-1][1].append((m.group(1), tuple(m.group(2).split())))
    return sets


def idle_keys(path: Path | None = None, config: Path | None = None) -> list[Question]:
    """IDLE's default key bindings, idlelib/config-keys.def as Python 3.11 ships it: a section per built-in key set (`[IDLE
    Classic Windows]`, `[IDLE Classic Unix]`, `[IDLE Modern Unix]`, `[IDLE Classic Mac]`, `[IDLE Classic OSX]`), each binding
    the same actions in its own order, one a line, alternatives apart and a multi-key binding run together (`copy=<Control-Key-c>
    <Control-Key-C>`, `close-all-windows=<Control-Key-x><Control-Key-c>`). idlelib/config.py picks the key set IDLE uses by
    default in default_keys() from the platform."""
    path = path or _stdlib("idlelib").parent / "config-keys.def"
    config = config or _stdlib("idlelib").parent / "config.py"
    text = read_text(path)
    sets = _key_sets(text)
    binding = {s: dict(actions) for s, actions in sets}
    if len(sets) < 4 or len(binding) != len(sets) or min(len(a) for a in binding.values()) < 40:
        raise ValueError(f"{path}: the key sets not read, one [section] each")
    b = _builder("config-keys.def", path)
    bound = Counter(k for keys in binding.values() for keys_ in keys.values() for k in keys_)
    single = sorted((s, a) for s, actions in sets for a, keys in actions if len(keys) == 1 and len(set(binding[x].get(a) for x in
                    binding)) >= 3)  # fmt: skip
    asked_set, asked = b.rng.choice(single)
    b.add("record_field", f"In IDLE's config-keys.def, what key binding does the key set [{asked_set}] give the action {asked}?",
          binding[asked_set][asked][0])  # fmt: skip
    several = sorted((s, a) for s, actions in sets for a, keys in actions if 2 <= len(keys) <= 4 and a != asked)
    listed_set, listed = b.rng.choice(several)
    b.add("record_field", f"Which key bindings does config-keys.def's key set [{listed_set}] list for the action {listed}? Name "
          "them all.", binding[listed_set][listed])  # fmt: skip
    alternatives = {s: sum(len(keys) > 1 for keys in actions.values()) for s, actions in binding.items()}
    counted = b.rng.choice(sorted(s for s, n in alternatives.items() if 3 <= n <= 30 and s != listed_set))
    b.add("count", f"In IDLE's config-keys.def, how many actions does the key set [{counted}] give more than one alternative key "
          "binding?", alternatives[counted])  # fmt: skip
    modifier = {s: Counter(m for keys in actions.values() for m in {m for k in keys for m in re.findall(r"(\w+)-", k)})
                for s, actions in binding.items()}  # fmt: skip
    mod_set, mod = b.rng.choice(sorted((s, m) for s, c in modifier.items() for m, n in c.items() if 4 <= n <= 30 and m != "Key"
                                       and s != counted))  # fmt: skip
    b.add("count", f"In config-keys.def's key set [{mod_set}], how many actions have at least one binding that uses the {mod} "
          f"modifier (a <{mod}-...> key)?", modifier[mod_set][mod])  # fmt: skip
    margin = lambda m: (lambda n: n[-1] - n[-2])(sorted(modifier[s][m] for s in binding))  # noqa: E731  (the top's lead)
    used = sorted(m for m in {m for c in modifier.values() for m in c} - {"Key", mod} if margin(m) >= 3)
    most = b.rng.choice(used)
    top = _top(binding, key=lambda s: modifier[s][most])
    b.add("extreme", f"Which key set in IDLE's config-keys.def has the most actions bound with the {most} modifier (at least one "
          f"<{most}-...> key)?", top)  # fmt: skip
    order = dict(sets)
    ordered = b.rng.choice(sorted(s for s in binding if s not in (counted,)))
    names = [a for a, _ in order[ordered]]
    k = b.rng.choice([k for k in range(len(names) - 1) if not {names[k], names[k + 1]} & {asked, listed}])
    b.add("ordering", f"In config-keys.def's key set [{ordered}], which action is listed right after {names[k]}?", names[k + 1])
    hops = sorted((s, a, t) for s, actions in binding.items() for a, keys in actions.items() if len(keys) == 1 and bound[keys[0]] == 1
                  for t in binding if t != s and a in binding[t]
                  and a not in (asked, listed, names[k], names[k + 1]))  # fmt: skip
    hop_set, hop, other_set = b.rng.choice(hops)
    b.add("two_hops", f"In config-keys.def's key set [{hop_set}], one action is bound to {binding[hop_set][hop][0]}. What key "
          f"bindings does the key set [{other_set}] give that same action?", binding[other_set][hop] if len(
              binding[other_set][hop]) > 1 else binding[other_set][hop][0])  # fmt: skip
    unique = sorted((a, keys, s) for s, actions in binding.items() for a, keys in actions.items()
                    if sum(binding[t].get(a) == keys for t in binding) == 1 and a not in (asked, listed, hop)
                    and all(bound[k] == 1 for k in keys))  # fmt: skip
    titled, titled_keys, titled_set = b.rng.choice(unique)
    b.add("section_title", f"Which key set in IDLE's config-keys.def binds the action {titled} to {' '.join(titled_keys)}? Give the "
          "section's name.", titled_set)  # fmt: skip
    source = read_text(config)
    chooser = re.search(r"def default_keys\(\):\n(.*?)\n\s*\n", source, re.S)
    platforms = {"Windows": "win", "macOS": "darwin", "Linux": ""}
    picks = dict(zip(["win", "darwin", ""], re.findall(r"return '([^']+)'", chooser.group(1)) if chooser else [], strict=False))
    if len(picks) != 3 or not set(picks.values()) <= set(binding):
        raise ValueError(f"{config}: default_keys() not read")
    platform = b.rng.choice(sorted(platforms))
    chosen = picks[platforms[platform]]
    crossing = sorted(a for a, keys in binding[chosen].items() if len(keys) == 1 and a not in (asked, listed, hop, titled)
                      and len({binding[s].get(a) for s in binding}) >= 3)  # fmt: skip
    crossed = b.rng.choice(crossing)
    b.add("cross_file", f"On {platform}, IDLE's idlelib/config.py picks one of the built-in key sets as the default (in "
          f"default_keys()). What key binding does that key set give the action {crossed} in config-keys.def?",
          binding[chosen][crossed][0], context=(str(path), str(config)))  # fmt: skip
    missing = _absent(text, "toggle-line-numbers", "toggle-code-context", "zoom-width")
    b.add("absent", f"What key binding does IDLE's config-keys.def give the action {missing} in the key set [IDLE Classic Windows]?",
          None)  # fmt: skip
    return b.questions


# Round 39, written before any run on it: GnuTLS's NEWS (with libgnutls30's changelog.Debian), the systemd.special(7) man page's
# troff source (with the unit files under /usr/lib/systemd/system), glibc's regex.h (with regex(3)), Vim's desktop entry
# vim.desktop (with shared-mime-info's freedesktop.org.xml), Python 3.11's pdb.py (with bdb.py) and Perl's unicore/To/Age.pl
# (with unicore/Blocks.txt).

GNUTLS_DOCS = Path("/usr/share/doc/libgnutls30")


def _gnutls_releases(text: str) -> list[tuple[str, str | None, list[tuple[str, str]], list[tuple[str, str]] | None, int]]:
    """GnuTLS's NEWS as its release sections in order, newest first: (the version of `* Version 3.7.7 (released 2022-07-28)`;
    its date, None where the heading gives none (`* Version 2.11.7`); its `** ` items in order as (the component before the
    colon, `libgnutls`, `certtool`, '' for an item without one; the item's text, its wrapped lines joined); the `** API and ABI
    modifications:` list as (name, status) pairs, `gnutls_cipher_encrypt3: New function`, `set-session-kx-priority!: Removed` under
    a `guile:` line, [] for `No changes since last version.`, None where the list is not in that form; the number of that
    list's lines, whatever their form)."""
    heads = list(re.finditer(r"^\* Version (\d+(?:\.\d+)+)(?: \((?:released?s? )?(\d{4}-\d{2}-\d{2})\))?[ \t]*$", text, re.M))
    releases = []
    for k, m in enumerate(heads):
        body = text[m.end():heads[k + 1].start() if k + 1 < len(heads) else len(text)]
        if stop := re.search(r"^\* ", body, re.M):  # `* Things backported from the development branch`, the copying conditions
            body = body[:stop.start()]
        items: list[list[str]] = []
        api: list[str] = []
        current, listing = None, False
        for line in body.splitlines():
            if line.startswith("** "):
                listing, current = line.strip() == "** API and ABI modifications:", None
                if not listing:
                    item = re.match(r"\*\* ([^:\s][^:]{0,39}): (.*)", line)
                    items.append([item.group(1), item.group(2).strip()] if item else ["", line[3:].strip()])
                    current = items[-1]
            elif listing:
                if line.strip() and not re.fullmatch(r"[\w-]+:", line.strip()):  # `guile:` over the Guile bindings' names
                    api.append(line.strip())
            elif not line.strip():
                current = None
            elif current is not None:
                current[1] += " " + line.strip()
        pairs = [re.fullmatch(r"([\w?!%-]+): (\S.*)", a) for a in api]
        listed = [] if api == ["No changes since last version."] else [(p.group(1), p.group(2)) for p in pairs if p] if all(
            pairs) else None  # fmt: skip
        releases.append((m.group(1), m.group(2), [(c, t) for c, t in items], listed, len(api)))
    return releases


def gnutls_news(path: Path = GNUTLS_DOCS / "NEWS.gz", debian: Path = GNUTLS_DOCS / "changelog.Debian.gz") -> list[Question]:
    """GnuTLS's NEWS as Debian 12's libgnutls30 3.7.9 ships it, an Emacs outline: a section per release, newest first back to
    0.0.5, headed `* Version 3.7.7 (released 2022-07-28)` (`(2005-11-15)` in older ones), its changes as `** ` items that name
    the component they touch (`** libgnutls: Fixed double free during verification of pkcs7 signatures.`, `** certtool: ...`,
    `** guile: ...`), wrapped, and last the `** API and ABI modifications:` list, one `name: status` a line
    (`gnutls_cipher_encrypt3: New function`, `GNUTLS_CIPHER_AES_128_SIV: Added`) or `No changes since last version.`. Debian's
    changelog.Debian names the upstream version each upload packages (`gnutls28 (3.7.4-1) experimental; urgency=low`)."""
    text = read_text(path)
    releases = _gnutls_releases(text)
    versions = [v for v, _, _, _, _ in releases]
    dated = {v: d for v, d, _, _, _ in releases if d}
    lists = {v: api for v, _, _, api, _ in releases if api is not None}
    lines = {v: n for v, _, _, _, n in releases}
    changes = {v: items for v, _, items, _, _ in releases}
    if len(releases) < 200 or len(set(versions)) != len(versions) or len(dated) < 150 or sum(map(len, lists.values())) < 500:
        raise ValueError(f"{path}: the release sections not read, one a `* Version 3.7.9 (released 2023-02-09)` heading")
    b = _builder("gnutls-news", path)
    recent = [v for v in versions if int(v.split(".")[0]) >= 3 and v in dated]
    asked = b.rng.choice(recent[1:])
    b.add("record_field", f"According to GnuTLS's NEWS, on what date was GnuTLS {asked} released? Give the date as NEWS writes it.",
          dated[asked])  # fmt: skip
    said = Counter(re.findall(r"\b\w+\b", text))
    named = {n: v for v, api in lists.items() for n, _ in api if said[n] == 1 and n.startswith("gnutls_")}
    told = b.rng.choice(sorted(n for n, v in named.items() if v != asked))
    b.add("record_field", f"In GnuTLS's NEWS, which release's \"API and ABI modifications\" list names {told}? Give the version.",
          named[told])  # fmt: skip
    counted = b.rng.choice(sorted(v for v, api in lists.items() if 5 <= len(api) <= 15 and v in recent  # 2.1.7 has a second list
                                  and v not in (asked, named[told])))  # fmt: skip
    b.add("count", f"How many entries does the \"API and ABI modifications\" list in GnuTLS {counted}'s section of NEWS have?",
          len(lists[counted]))  # fmt: skip
    filed = Counter((v, c) for v, items in changes.items() for c, _ in items if c == "libgnutls")
    part = b.rng.choice(sorted(v for (v, _), n in filed.items() if 5 <= n <= 12 and v not in (asked, counted, named[told])))
    b.add("count", f"How many `** libgnutls:` items does GnuTLS's NEWS list in the section for version {part}?",
          filed[part, "libgnutls"])  # fmt: skip
    top = _top(lists, key=lambda v: len(lists[v]))
    if top is not None and all(len(lists[top]) > n for v, n in lines.items() if v != top):
        b.add("extreme", "Which GnuTLS release's \"API and ABI modifications\" list in NEWS has the most entries?", top)

    def naive(k: int) -> bool:  # 3.6.16 after 3.7.0 is no guess; 3.7.6 after 3.7.7 is
        a, c = versions[k].split("."), versions[k + 1].split(".")
        return a[:-1] == c[:-1] and int(a[-1]) == int(c[-1]) + 1

    k = b.rng.choice([k for k in range(1, len(versions) - 1) if not naive(k) and {versions[k], versions[k + 1]}.isdisjoint(
        {asked, named[told], counted, part, top})])  # fmt: skip
    b.add("ordering", f"Reading GnuTLS's NEWS from the top, which version's section comes right after the one for {versions[k]}?",
          versions[k + 1])  # fmt: skip
    hop = b.rng.choice(sorted(n for n, v in named.items() if v in dated and n != told
                              and v not in (asked, named[told], counted, part, versions[k], versions[k + 1])))  # fmt: skip
    b.add("two_hops", f"GnuTLS's NEWS lists {hop} among the API and ABI modifications of one release. On what date was that "
          "release made, according to NEWS?", dated[named[hop]])  # fmt: skip
    flat = " ".join(text.split()).lower()
    first = lambda item: m.group(1) if (m := re.match(r"(.+?\.)(?:\s|$)", item)) else item  # noqa: E731
    words = lambda s: {w.lower() for w in re.findall(r"[A-Za-z]{3,}", s)}  # noqa: E731
    sentences = sorted((first(t), v, c) for v, items in changes.items() for c, t in items
                       if c and c != "libgnutls" and 30 <= len(first(t)) <= 90 and flat.count(first(t).lower()) == 1
                       and '"' not in first(t) and not words(c) & words(first(t))
                       and v not in (asked, named[told], named[hop], counted, part))  # fmt: skip
    titled, _, component = b.rng.choice(sentences)
    b.add("section_title", f"GnuTLS's NEWS lists the change \"{titled}\" Under which component is it filed? Give the name before "
          "the colon of its `**` line.", component)  # fmt: skip
    uploads = [e.version for e in changelog_entries(read_text(debian))]
    upstream = {u: m.group(1) for u in uploads if (m := re.fullmatch(r"(\d+(?:\.\d+)+)-\d+", u))}
    crossing = sorted(u for u, v in upstream.items() if v in dated and v not in (asked, named[told], named[hop], counted, part))
    if len(uploads) < 30 or not crossing:
        raise ValueError(f"{debian}: no upload of an upstream release NEWS dates")
    crossed = b.rng.choice(crossing)
    b.add("cross_file", f"The Debian changelog of libgnutls30 records an upload versioned {crossed}. On what date does GnuTLS's "
          "NEWS say the upstream release that upload packages was made?", dated[upstream[crossed]],
          context=(str(path), str(debian)))  # fmt: skip
    missing = _absent(text, "Version 3.8.0 ", "Version 3.7.10 ", "Version 3.8.1 ").split()[1]
    b.add("absent", f"According to GnuTLS's NEWS, on what date was GnuTLS {missing} released?", None)
    return b.questions


SYSTEMD_SPECIAL_7 = Path("/usr/share/man/man7/systemd.special.7.gz")


def _special_units(text: str) -> list[tuple[str, str, tuple[str, ...], str]]:
    """systemd.special(7)'s unit entries in order as (the `.SH` part over them, `UNITS MANAGED BY THE SYSTEM SERVICE MANAGER`;
    the `.SS` subsection, `Special Passive System Units`; the names the entry's `.PP` line gives, one or several (`runlevel2.target,
    runlevel3.target, ...`); its text as plain words, from the `.RS 4` under the names to the `.RE` that closes it)."""
    lines = text.splitlines()
    entries = []
    part = sub = ""
    for i, line in enumerate(lines):
        if line.startswith(".SH "):
            part, sub = _roff_plain(line[4:]).strip('"'), ""
        elif line.startswith(".SS "):
            sub = _roff_plain(line[4:]).strip('"')
        elif (line == ".PP" and sub and i + 2 < len(lines) and lines[i + 2] == ".RS 4"
              and re.fullmatch(r"[\w\\&.@-]+(?:, [\w\\&.@-]+)*", lines[i + 1])):  # fmt: skip
            depth, j = 0, i + 2
            while j < len(lines):
                depth += (lines[j].startswith(".RS")) - (lines[j] == ".RE")
                if depth == 0:
                    break
                j += 1
            body = " ".join(_roff_plain(x).replace("\\(em", "\u2014").replace("\\*(Aq", "'") for x in lines[i + 3:j]
                            if not x.startswith((".", "'", "\\")))  # a `\m[blue]` link's line left out too
            names = tuple(_roff_plain(n) for n in lines[i + 1].split(", "))
            entries.append((part, sub, names, " ".join(body.split())))
    return entries


def systemd_special_7(path: Path = SYSTEMD_SPECIAL_7, units: Path = Path("/usr/lib/systemd/system")) -> list[Question]:
    """The systemd.special(7) man page of Debian 12's systemd 252 as troff source (DocBook's output): the units systemd treats
    specially, listed in its SYNOPSIS, then described in two parts, `UNITS MANAGED BY THE SYSTEM SERVICE MANAGER` and `... BY
    THE USER SERVICE MANAGER`, each in subsections (`.SS "Special Passive System Units"`), one `.PP` entry a unit (`.PP`,
    `getty\\&.target`, `.RS 4`, its text, `.RE`), a few entries naming several units (the SYNOPSIS, one unit a line, misses
    the comma after machines.target). The units' files under /usr/lib/systemd/system give each a `Description=`."""
    text = read_text(path)
    entries = _special_units(text)
    synopsis = re.search(r'^\.SH "SYNOPSIS"\n\.PP\n(.*?)\n\.SH ', text, re.M | re.S)
    listed = re.split(r"[,\s]+", _roff_plain(synopsis.group(1)).strip()) if synopsis else []  # no comma after machines.target
    system = [(s, names, body) for p, s, names, body in entries if "SYSTEM SERVICE" in p]
    described = Counter(n for _, _, names, _ in entries for n in names)
    home = {n: s for s, names, _ in system for n in names if described[n] == 1}
    if len(entries) < 60 or len(home) < 50 or len(listed) < 60:
        raise ValueError(f"{path}: the units not read, one `.PP` entry each under its `.SS` subsection")
    b = _builder("systemd.special.7", path)
    opening = lambda body: m.group(1) if (m := re.match(r"(.+?\.)(?:\s|$)", body)) else body  # noqa: E731
    said = Counter(opening(body) for _, _, _, body in entries)
    flat = " ".join(_roff_plain(text).split())
    openers = sorted((opening(body), names[0]) for _, names, body in system if len(names) == 1 and names[0] in home
                     and said[opening(body)] == 1 and 25 <= len(opening(body)) <= 120 and flat.count(opening(body)) == 1
                     and names[0].split(".")[0].replace("-", " ") not in opening(body).lower())  # fmt: skip
    sentence, asked = b.rng.choice(openers)
    b.add("record_field", f"Which special unit does systemd.special(7) describe with the words \"{sentence}\"?", asked)
    grouped = sorted((n, names) for _, names, _ in system if len(names) > 1 for n in names)
    member, group = b.rng.choice(grouped)
    b.add("record_field", f"systemd.special(7) describes {member} in one entry together with other units. Which other units does "
          "that entry name? Name them all.", tuple(n for n in group if n != member))  # fmt: skip
    subsections = Counter(s for _, s, _, _ in entries)
    counted = b.rng.choice(sorted(s for s, n in subsections.items() if 4 <= n <= 30))
    b.add("count", f"How many entries does systemd.special(7)'s subsection \"{counted}\" have (one `.PP` entry each, an entry "
          "naming several units counted once)?", subsections[counted])  # fmt: skip
    b.add("count", "How many units does the SYNOPSIS of systemd.special(7) list?", len(listed))
    user = Counter(s for p, s, _, _ in entries if "USER SERVICE" in p)
    if (top := _top(user, key=user.__getitem__)) is not None:
        b.add("extreme", "Of the subsections of systemd.special(7)'s part on units managed by the user service manager, which "
              "has the most unit entries?", top)  # fmt: skip
    ordered = b.rng.choice(sorted(s for s, n in subsections.items() if n >= 6 and s != counted))
    order = [names[0] for _, s, names, _ in entries if s == ordered]
    k = b.rng.choice([k for k in range(len(order) - 1) if not {order[k], order[k + 1]} & {asked, member}])
    b.add("ordering", f"In systemd.special(7)'s subsection \"{ordered}\", which unit's entry comes right after the one for "
          f"{order[k]}?", order[k + 1])  # fmt: skip
    mentions = {names[0]: {n for n in described if re.search(rf"(?<![\w-]){re.escape(n)}(?![\w-])", body)} - set(names)
                for _, names, body in system if len(names) == 1 and names[0] in home}  # fmt: skip
    hops = sorted((n, next(iter(m))) for n, m in mentions.items() if len(m) == 1 and next(iter(m)) in home
                  and home[next(iter(m))] != home[n]
                  and n not in (asked, order[k], order[k + 1]))  # fmt: skip
    hop, named = b.rng.choice(hops)
    b.add("two_hops", f"The entry for {hop} in systemd.special(7) names one other special unit. Under which subsection of "
          "systemd.special(7) is that unit described?", home[named])  # fmt: skip
    titled = b.rng.choice(sorted(n for n in home if home[n] != "Special System Units" and n not in (hop, named, asked, member)
                                 and n not in order[k:k + 2]))  # fmt: skip
    b.add("section_title", f"Under which subsection heading does systemd.special(7) describe {titled}?", home[titled])
    files = {n: units / n for n in home if (units / n).is_file() and not (units / n).is_symlink()}
    given = {n: m.group(1).strip() for n, f in files.items() if (m := re.search(r"^Description=(.+)$", read_text(f), re.M))}
    crossing = sorted(n for _, n in openers if n in given and n not in (asked, hop, named, titled))
    if len(given) < 30 or not crossing:
        raise ValueError(f"{units}: the special units' files not read")
    crossed_sentence, crossed = b.rng.choice([(s, n) for s, n in openers if n in crossing])
    b.add("cross_file", f"systemd.special(7) describes one special unit with the words \"{crossed_sentence}\" What Description= "
          "does that unit's file under /usr/lib/systemd/system give?", given[crossed],
          context=(str(path), str(files[crossed])))  # fmt: skip
    missing = _absent(flat, "soft-reboot.target", "ssh-access.target", "capsule@.target")
    b.add("absent", f"What does systemd.special(7) say the special unit {missing} is for?", None)
    return b.questions


REGEX_H = Path("/usr/include/regex.h")


def _c_defines(text: str) -> list[tuple[str, str, str, str]]:
    """A C header's `#define`s in order as (the last comment standing on its own above it, a blank line after it, as plain
    words, `POSIX 'eflags' bits (i.e., information for regexec).`, '' for none; the comment right above it, no blank line
    between, '' for none; the name; the value as written, a continued one joined, spaces run together, a comment beside it
    left out)."""
    defines: list[tuple[str, str, str, str]] = []
    lines = text.splitlines()
    heading = above = ""
    i = 0
    while i < len(lines):
        line = lines[i].strip()
        if line.startswith("/*"):
            j = i
            while "*/" not in lines[j]:
                j += 1
            above = " ".join(" ".join(lines[i:j + 1]).replace("/*", " ").replace("*/", " ").split())
            if j + 1 < len(lines) and not lines[j + 1].strip():
                heading, above = above, ""
            i = j
        elif m := re.match(r"#\s*define\s+(\w+)(?!\()\s*(.*)$", line):
            value = m.group(2)
            while value.endswith("\\"):
                i += 1
                value = value[:-1] + " " + lines[i].strip()
            defines.append((heading, above, m.group(1), " ".join(re.sub(r"/\*.*?\*/", "", value).split())))
            above = ""
        elif line:
            above = ""
        i += 1
    return defines


def _reg_errors(text: str) -> list[tuple[str, int, str]]:
    """regex.h's `reg_errcode_t` enumerators in order as (the name, `_REG_EBRACK`; its value, counted on from the last one
    written, `_REG_NOERROR = 0`; the comment beside it, `Unmatched left bracket.`)."""
    body = re.search(r"typedef enum\s*\{(.*?)\}\s*reg_errcode_t;", text, re.S)
    errors, value = [], -1
    for m in re.finditer(r"^\s*(_REG_\w+)(?:\s*=\s*(-?\d+))?,?\s*(?:/\*\s*(.*?)\s*\*/)?", body.group(1) if body else "", re.M):
        value = int(m.group(2)) if m.group(2) else value + 1
        errors.append((m.group(1), value, m.group(3) or ""))
    return errors


def regex_h(path: Path = REGEX_H, manual: Path = Path("/usr/share/man/man3/regex.3.gz")) -> list[Question]:
    """glibc's regex.h (Debian 12's libc6-dev 2.36): the GNU syntax bits, each under a comment saying what it does when set and
    defined as the one before shifted left (`# define RE_CHAR_CLASSES (RE_BK_PLUS_QM << 1)`, the first `((unsigned long int)
    1)`), the syntaxes they combine into (`# define RE_SYNTAX_POSIX_BASIC (_RE_SYNTAX_POSIX_COMMON | RE_BK_PLUS_QM |
    RE_CONTEXT_INVALID_DUP)`), the POSIX cflags and eflags bits under a comment each (`/* POSIX 'eflags' bits (i.e., information
    for regexec).  */`), and the error codes of `reg_errcode_t`, one comment beside each (`_REG_EBRACK,		/* Unmatched left
    bracket.  */`), their values counted on from `_REG_NOERROR = 0`. regex(3) describes the error codes regcomp() returns in
    `.TP` entries (`.B REG_EBRACK`, `Un-matched bracket list operators.`)."""
    text = read_text(path)
    defines = _c_defines(text)
    value = {n: v for _, _, n, v in defines}
    bits: dict[str, int] = {}
    for _, _, n, v in defines:
        if v == "((unsigned long int) 1)" and n.startswith("RE_"):
            bits[n] = 1
        elif (m := re.fullmatch(r"\((RE_\w+) << 1\)", v)) and m.group(1) in bits:
            bits[n] = bits[m.group(1)] << 1
    syntaxes: dict[str, int] = {}
    for _ in range(5):  # RE_SYNTAX_GNU_AWK is built from RE_SYNTAX_POSIX_EXTENDED, defined further down
        for _, _, n, v in defines:
            if n.startswith(("RE_SYNTAX_", "_RE_SYNTAX_")) and n not in syntaxes:
                spelt = re.sub(r"\b_?RE_\w+\b", lambda m: str({**bits, **syntaxes}.get(m.group(0), m.group(0))), v)
                if re.fullmatch(r"[\d\s|&~()]+", spelt):
                    syntaxes[n] = eval(spelt, {"__builtins__": {}})  # noqa: S307  (digits and | & ~ only)
    errors = _reg_errors(text)
    if len(bits) < 20 or len(syntaxes) < 10 or len(errors) < 15 or sum(bool(c) for _, _, c in errors) < 15:
        raise ValueError(f"{path}: the syntax bits, syntaxes and error codes not read")
    b = _builder("regex.h", path)
    noted = Counter(c for _, _, c in errors)
    asked = b.rng.choice(sorted(n for n, v, c in errors if noted[c] == 1 and v > 0))
    b.add("record_field", f"In glibc's regex.h, what comment stands beside the error code {asked} in reg_errcode_t?",
          next(c for n, _, c in errors if n == asked))  # fmt: skip
    opening = {n: m.group(1) for _, c, n, _ in defines if n in bits and (m := re.match(r"(If this bit is set, .+?\.)(?:\s|$)", c))}
    said = Counter(opening.values())
    told = b.rng.choice(sorted(n for n, o in opening.items() if said[o] == 1 and len(o) <= 90))
    b.add("record_field", f"Which syntax bit does regex.h introduce with the comment \"{opening[told]}\"? Give the macro's name.",
          told)  # fmt: skip
    b.add("count", "How many syntax bits does regex.h define in its chain of RE_ bit macros, each the one before shifted left by "
          "one, starting from RE_BACKSLASH_ESCAPE_IN_LISTS?", len(bits))  # fmt: skip
    plain = [n for n in syntaxes if n.startswith("RE_SYNTAX_") and not re.fullmatch(r"\(?_?RE_SYNTAX_\w+\)?", value[n])
             and syntaxes[n]]  # fmt: skip
    top = _top(plain, key=lambda n: bin(syntaxes[n]).count("1"))
    counted = b.rng.choice(sorted(n for n in plain if n != top))
    b.add("count", f"How many syntax bits does regex.h's {counted} set, once the syntaxes it is built from are spelt out?",
          bin(syntaxes[counted]).count("1"))  # fmt: skip
    if top is not None:
        b.add("extreme", "Of the RE_SYNTAX_ syntaxes regex.h defines, which sets the most syntax bits? (One defined as just "
              "another syntax's name does not count.)", top)  # fmt: skip
    chain = list(bits)
    k = b.rng.choice([k for k in range(len(chain) - 1) if not {chain[k], chain[k + 1]} & {told}])
    b.add("ordering", f"In regex.h's chain of syntax bits, which bit is defined right after {chain[k]}?", chain[k + 1])
    hop = b.rng.choice([n for n in chain[6:] if n not in (told, chain[k], chain[k + 1])])
    b.add("two_hops", f"regex.h defines each syntax bit as the one before it shifted left by one, starting from "
          f"RE_BACKSLASH_ESCAPE_IN_LISTS at 1. What number does {hop} come to? Give it in decimal.", str(bits[hop]))  # fmt: skip
    groups = {n: h for h, _, n, v in defines if n.startswith("REG_") and re.fullmatch(r"\d+|\(1 << \d+\)", v)}
    titled = b.rng.choice(sorted(n for n, h in groups.items() if re.match(r"POSIX '[ce]flags' bits", h)))
    b.add("section_title", f"Under which comment heading does regex.h define {titled}? Give the comment's text.", groups[titled])
    manual_text = read_text(manual)
    described = {m.group(1): " ".join(_roff_plain(m.group(2)).replace("\\[aq]", "'").replace("\\ ", " ").split())
                 for m in re.finditer(r"^\.TP\n\.B (REG_\w+)\n(.*?)(?=^\.(?:TP|SH|SS))", manual_text, re.M | re.S)}
    opened = {n: m.group(1) for n, d in described.items() if (m := re.match(r"(.+?\.)(?:\s|$)", d))}
    number = {n.lstrip("_"): v for n, v, _ in errors}
    crossing = sorted(n for n, o in opened.items() if n in number and n.lstrip("_") != asked.lstrip("_")
                      and list(opened.values()).count(o) == 1)  # fmt: skip
    if len(described) < 10 or not crossing:
        raise ValueError(f"{manual}: the error codes' descriptions not read")
    crossed = b.rng.choice(crossing)
    b.add("cross_file", f"The regex(3) man page describes one error code regcomp() can return as \"{opened[crossed]}\" What "
          "number does that error code come to in regex.h's reg_errcode_t?", str(number[crossed]),
          context=(str(path), str(manual)))  # fmt: skip
    missing = _absent(text, "RE_SYNTAX_PERL", "RE_SYNTAX_JAVASCRIPT", "RE_SYNTAX_PCRE")
    b.add("absent", f"Which syntax bits does glibc's regex.h combine into {missing}?", None)
    return b.questions


VIM_DESKTOP = Path("/usr/share/applications/vim.desktop")


def _desktop_keys(text: str) -> list[tuple[str, str, str, str]]:
    """A desktop entry's `key=value` lines in order as (the key, `Comment`; its locale, `pt_BR` for `Comment[pt_BR]`, '' for
    none; the value; the `#` comment lines over it, joined, the nearest block above it however far, '' before any)."""
    keys, note, block = [], "", False
    for line in text.splitlines():
        if line.startswith("#"):
            words = line.lstrip("#").strip()
            note, block = (f"{note} {words}" if block else words), True
        else:
            block = False
            if m := re.fullmatch(r"([A-Za-z0-9-]+)(?:\[([^\]]+)\])?=(.*)", line):
                keys.append((m.group(1), m.group(2) or "", m.group(3), note))
    return keys


def vim_desktop(path: Path = VIM_DESKTOP, mime: Path = Path("/usr/share/mime/packages/freedesktop.org.xml")) -> list[Question]:
    """Vim's desktop entry as Debian 12's vim-runtime ships it: one `[Desktop Entry]` group whose translatable keys come once
    a locale (`Comment[de]=Textdateien bearbeiten`, `GenericName[fr]=Éditeur de texte`, `Keywords[fi]=Teksti;muokkain;editori;`),
    most in a run under a `# Translators: ...` note and ending with the untranslated key, more after a note that they should
    come from the po file; then TryExec, Exec, the Keywords, Icon, Categories and the MIME types Vim opens
    (`MimeType=text/english;text/plain;...`). shared-mime-info's freedesktop.org.xml gives each MIME type an English
    `<comment>`."""
    text = read_text(path)
    keys = _desktop_keys(text)
    value = {(k, loc): v for k, loc, v, _ in keys}
    comments = [(loc, v) for k, loc, v, _ in keys if k == "Comment" and loc]
    generic = {loc: v for k, loc, v, _ in keys if k == "GenericName" and loc}
    keywords = {loc: [w for w in v.split(";") if w] for k, loc, v, _ in keys if k == "Keywords" and loc}
    types = [t for t in value.get(("MimeType", ""), "").split(";") if t]
    if len(comments) < 40 or len(generic) < 10 or len(keywords) < 10 or len(types) < 8 or len(value) != len(keys):
        raise ValueError(f"{path}: the keys not read, one `Key[locale]=value` a line")
    b = _builder("vim.desktop", path)
    said = Counter(v for _, v in comments)
    asked = b.rng.choice(sorted(loc for loc, v in comments if said[v] == 1 and loc not in generic))
    b.add("record_field", f"What Comment does Vim's vim.desktop give for the locale {asked} (its Comment[{asked}] line)?",
          value["Comment", asked])  # fmt: skip
    english = {w.lower() for w in value.get(("Keywords", ""), "").split(";") if w}
    listed = b.rng.choice(sorted(loc for loc, ws in keywords.items() if len(ws) >= 2 and {w.lower() for w in ws} != english
                                 and loc != asked))  # fmt: skip
    b.add("record_field", f"Which search keywords does vim.desktop list for the locale {listed} (Keywords[{listed}])? Name them all.",
          tuple(keywords[listed]))  # fmt: skip
    b.add("count", "For how many locales does vim.desktop give a translated Comment (a Comment[...] line)?", len(comments))
    b.add("count", "How many MIME types does vim.desktop's MimeType key list?", len(types))
    if (top := _top(keywords, key=lambda loc: len(keywords[loc]))) is not None:
        b.add("extreme", "For which locale does vim.desktop list the most search keywords (a Keywords[...] line)?", top)
    order = [loc for loc, _ in comments]
    k = b.rng.choice([k for k in range(len(order) - 1) if not {order[k], order[k + 1]} & {asked, listed}])
    b.add("ordering", f"In vim.desktop, which locale's Comment line comes right after Comment[{order[k]}]?", order[k + 1])
    named = Counter(generic.values())
    hop = b.rng.choice(sorted(loc for loc, v in generic.items() if named[v] == 1 and ("Comment", loc) in value
                              and loc not in (asked, listed, order[k], order[k + 1])))  # fmt: skip
    b.add("two_hops", f"vim.desktop gives one locale the GenericName \"{generic[hop]}\". What Comment does it give that same "
          "locale?", value["Comment", hop])  # fmt: skip
    notes = Counter(n for _, _, _, n in keys)
    under = sorted((k, loc, n) for k, loc, _, n in keys if n and notes[n] >= 2 and loc not in (asked, listed, hop)
                   and k.lower() not in n.lower())  # not Comment[tr] under `This is the comment used ...`
    titled_key, titled_loc, note = b.rng.choice(under)
    titled = f"{titled_key}[{titled_loc}]" if titled_loc else titled_key
    b.add("section_title", f"Under which comment does vim.desktop give its {titled} line? Give the comment's text (the nearest "
          "comment lines above it, without the #).", note)  # fmt: skip
    space = "{http://www.freedesktop.org/standards/shared-mime-info}"
    described = {t.get("type"): c.text.strip() for t in ElementTree.parse(mime).getroot().iter(f"{space}mime-type")
                 for c in t.findall(f"{space}comment") if c.text and not c.attrib}  # fmt: skip
    given = Counter(described.values())
    crossing = sorted(t for t in types if t in described and given[described[t]] == 1)
    if len(described) < 500 or not crossing:
        raise ValueError(f"{mime}: the MIME types' comments not read")
    crossed = b.rng.choice(crossing)
    b.add("cross_file", f"vim.desktop lists the MIME type {crossed} among those Vim opens. What English comment does "
          "shared-mime-info's freedesktop.org.xml give that type?", described[crossed], context=(str(path), str(mime)))  # fmt: skip
    missing = _absent(text, "Comment[ka]", "Comment[kk]", "Comment[hy]").removeprefix("Comment[").rstrip("]")
    b.add("absent", f"What Comment does vim.desktop give for the locale {missing} (its Comment[{missing}] line)?", None)
    return b.questions


def pdb_py(path: Path | None = None, companion: Path | None = None) -> list[Question]:
    """Python 3.11's pdb.py: a few helpers (find_function, lasti2lineno), the classes _rstr, _ScriptTarget and _ModuleTarget,
    then class Pdb(bdb.Bdb, cmd.Cmd), its commands one `do_` method each with a docstring whose first line gives the usage
    (`w(here)`), the short names bound after the method (`do_w = do_where`, `do_c = do_cont = do_continue`), completers
    (`complete_break = _complete_location`), then run, set_trace, post_mortem, main. Many commands call a method Pdb inherits
    from bdb.Bdb (`self.set_step()`); bdb.py gives each a docstring."""
    path = path or _stdlib("pdb")
    companion = companion or _stdlib("bdb")
    text = read_text(path)
    tree = ast.parse(text)
    classes = _methods(tree)
    owner = next((c for c in ast.walk(tree) if isinstance(c, ast.ClassDef) and c.name == "Pdb"), None)
    methods = classes.get("Pdb", [])
    commands = [f for f in methods if f.name.startswith("do_")]
    aliases = {t.id: node.value.id for node in (owner.body if owner else []) if isinstance(node, ast.Assign)
               and isinstance(node.value, ast.Name) and node.value.id.startswith("do_") for t in node.targets
               if isinstance(t, ast.Name)}  # fmt: skip
    usage = {f.name: (ast.get_docstring(f) or "").splitlines()[0].strip() for f in commands if ast.get_docstring(f)}
    if len(commands) < 25 or len(aliases) < 15 or len(usage) < 25:
        raise ValueError(f"{path}: class Pdb's commands and their short names not read")
    b = _builder("pdb.py", path)
    asked = b.rng.choice(sorted(aliases))
    b.add("record_field", f"In Python's pdb.py, class Pdb binds the name {asked} to one of its command methods. Which method?",
          aliases[asked])  # fmt: skip
    defaults = sorted((f.name, a.arg, ast.unparse(d)) for f in methods if f.name == "__init__" or f.name.startswith("do_")
                      for a, d in zip(f.args.args[len(f.args.args) - len(f.args.defaults):], f.args.defaults, strict=True)
                      if not (isinstance(d, ast.Constant) and d.value is None))  # fmt: skip
    fn, arg, default = b.rng.choice(defaults)
    b.add("record_field", f"What default value does the method Pdb.{fn} in pdb.py give its parameter {arg}?", default)
    b.add("count", "How many command methods (def do_... statements) does class Pdb in pdb.py define? Names bound to one of them "
          "by assignment, such as do_b = do_break, do not count.", len(commands))  # fmt: skip
    b.add("count", "How many do_ names does class Pdb in pdb.py bind by assignment to a command method it defines (such as "
          "do_b = do_break)?", len(aliases))  # fmt: skip
    if (top := _top(commands, key=_lines)) is not None:
        b.add("extreme", "Which command method (do_...) of pdb's class Pdb spans the most lines?", top.name)
    names = [f.name for f in commands]
    k = b.rng.choice([k for k in range(len(names) - 1) if not {names[k], names[k + 1]} & {aliases[asked], fn, top.name if top
                                                                                          else ""}])  # fmt: skip
    b.add("ordering", f"Which command method does class Pdb in pdb.py define right after {names[k]}?", names[k + 1])
    hop = b.rng.choice(sorted(a for a, m in aliases.items() if m in usage and a != asked and m not in (aliases[asked],
                              names[k], names[k + 1])))  # fmt: skip
    b.add("two_hops", f"In pdb.py, the name {hop} is bound to one of Pdb's command methods. What is the first line of that "
          "method's docstring?", usage[aliases[hop]])  # fmt: skip
    owners = Counter(f.name for fs in classes.values() for f in fs)
    titled = b.rng.choice(sorted(f.name for c, fs in classes.items() if c != "Pdb" for f in fs if owners[f.name] == 1
                                 and not f.name.startswith("__")))  # fmt: skip
    b.add("section_title", f"Which class in pdb.py defines the method {titled}?",
          next(c for c, fs in classes.items() if any(f.name == titled for f in fs)))  # fmt: skip
    other = ast.parse(read_text(companion))
    base = {f.name: (ast.get_docstring(f) or "").split("\n\n")[0] for f in _methods(other).get("Bdb", [])}
    calls = {f.name: {c.func.attr for c in ast.walk(f) if isinstance(c, ast.Call) and isinstance(c.func, ast.Attribute)
                      and isinstance(c.func.value, ast.Name) and c.func.value.id == "self" and c.func.attr.startswith("set_")
                      and base.get(c.func.attr)} for f in commands}  # fmt: skip
    crossing = sorted(n for n, called in calls.items() if len(called) == 1 and n not in (names[k], names[k + 1], aliases[hop]))
    if len(base) < 20 or not crossing:
        raise ValueError(f"{companion}: class Bdb's methods not read")
    crossed = b.rng.choice(crossing)
    b.add("cross_file", f"pdb's Pdb.{crossed} calls one set_ method that Pdb inherits from bdb.Bdb. What does the first paragraph "
          "of that method's docstring in bdb.py say?", " ".join(base[next(iter(calls[crossed]))].split()),
          context=(str(path), str(companion)))  # fmt: skip
    missing = _absent(text, "do_exceptions", "do_frame", "do_stepout")
    b.add("absent", f"What is the first line of the docstring of Pdb.{missing} in Python's pdb.py?", None)
    return b.questions


def _unicore_ranges(text: str) -> list[tuple[int, int, str]]:
    """The table of a Perl unicore/To/*.pl file, the lines between `return <<'END';` and `END`, as (first code point, last code
    point, value): `1F6	1F9	3.0` is (0x1F6, 0x1F9, '3.0'), a single code point's line `220		3.2` is (0x220, 0x220, '3.2')."""
    table = re.search(r"^return <<'END';\n(.*?)^END$", text, re.M | re.S)
    return [(int(a, 16), int(z or a, 16), v) for a, z, v in re.findall(r"^([0-9A-F]+)\t([0-9A-F]*)\t(.+)$",
                                                                          table.group(1) if table else "", re.M)]  # fmt: skip


def unicode_age(path: Path = UNICORE / "To" / "Age.pl", blocks: Path = UNICORE / "Blocks.txt") -> list[Question]:
    """Perl 5.36's unicore/To/Age.pl, generated by mktables from the Unicode 14.0 database: the Unicode version that first
    assigned each code point, as tab-separated ranges in code point order (`1F6	1F9	3.0`, one code point with an empty second
    column, `220		3.2`), the code points missing from it mapping to `Unassigned` (`$Unicode::UCD::SwashInfo{'ToAge'}{'missing'} =
    'Unassigned';`). Perl's unicore/Blocks.txt gives the blocks' ranges (`0370..03FF; Greek and Coptic`)."""
    text = read_text(path)
    ranges = _unicore_ranges(text)
    missing_to = re.search(r"\{'missing'\} = '([^']*)'", text)
    versions = Counter(v for _, _, v in ranges)
    points = Counter()
    for a, z, v in ranges:
        points[v] += z - a + 1
    if len(ranges) < 1000 or len(versions) < 20 or any(z < a for a, z, _ in ranges) or not missing_to:
        raise ValueError(f"{path}: the table not read, one `first<TAB>last<TAB>version` line a range")
    b = _builder("Age.pl", path)

    def age(cp: int) -> str | None:
        return next((v for a, z, v in ranges if a <= cp <= z), None)

    wide = [(a, z, v) for a, z, v in ranges if z - a >= 40 and a < 0x20000]
    a, z, asked = b.rng.choice(wide)
    cp = b.rng.randrange(a + 8, z - 7)
    b.add("record_field", f"According to Perl's unicore/To/Age.pl, in which Unicode version was the code point U+{cp:04X} first "
          "assigned?", asked)  # fmt: skip
    b.add("record_field", "What value does Perl's unicore/To/Age.pl say a code point missing from its table maps to?",
          missing_to.group(1))  # fmt: skip
    counted = b.rng.choice(sorted(v for v, n in versions.items() if 5 <= n <= 40 and v != asked))
    b.add("count", f"Adding up its ranges, how many code points does Age.pl say Unicode {counted} assigned?", points[counted])
    b.add("count", "How many different Unicode versions does Perl's unicore/To/Age.pl name?", len(versions))
    if (top := _top(points, key=points.__getitem__)) is not None:
        b.add("extreme", "According to Age.pl's ranges, which Unicode version assigned the most code points?", top)
    k = b.rng.choice([k for k in range(len(ranges) - 1) if ranges[k + 1][0] != ranges[k][1] + 1 and ranges[k][0] < 0x20000
                      and asked not in (ranges[k][2], ranges[k + 1][2])])  # fmt: skip
    b.add("ordering", f"Age.pl lists its ranges in code point order. At which code point does the range listed right after the one "
          f"beginning at U+{ranges[k][0]:04X} begin? Give it as U+XXXX.", f"U+{ranges[k + 1][0]:04X}")  # fmt: skip
    a, z, hop = b.rng.choice([r for r in wide if r[2] not in (asked, counted) and 3 <= versions[r[2]] <= 60])
    hop_cp = b.rng.randrange(a + 8, z - 7)
    b.add("two_hops", f"Age.pl gives the code point U+{hop_cp:04X} the Unicode version in which it was first assigned. How many "
          "ranges (lines) of Age.pl give that same version?", versions[hop])  # fmt: skip
    a, z, _ = b.rng.choice([r for r in wide if r[2] not in (asked, counted, hop)])
    inner = b.rng.randrange(a + 8, z - 7)
    b.add("two_hops", f"Age.pl lists the code point U+{inner:04X} inside one of its ranges. How many code points does that whole "
          "range span?", z - a + 1)  # fmt: skip
    spans = [(int(x, 16), int(y, 16), n.strip()) for x, y, n in re.findall(r"^([0-9A-F]+)\.\.([0-9A-F]+); (.+)$",
                                                                            read_text(blocks), re.M)]  # fmt: skip
    crossing = sorted((n, age(x)) for x, _, n in spans if age(x) not in (None, "1.1", asked, counted, hop))
    if len(spans) < 300 or not crossing:
        raise ValueError(f"{blocks}: the blocks not read")
    crossed, version = b.rng.choice(crossing)
    b.add("cross_file", f"In which Unicode version, according to Perl's unicore/To/Age.pl, was the first code point of the block "
          f"\"{crossed}\" (as Perl's unicore/Blocks.txt gives its range) assigned?", version,
          context=(str(path), str(blocks)))  # fmt: skip
    missing = _absent("\n".join(versions), "15.0", "15.1", "16.0")
    b.add("absent", f"Adding up its ranges, how many code points does Age.pl say Unicode {missing} assigned?", None)
    return b.questions


SOURCES = tuple((make.__name__, make) for make in (apt_history, alternatives, zones, protocols, login_defs, mime_types,
                                                    heapq_shlex))
SOURCES_2 = tuple((make.__name__, make) for make in (rpc, ethertypes, groups, colorsys_bisect))
SOURCES_3 = tuple((make.__name__, make) for make in (leap_seconds, ca_certificates, fnmatch_getopt))
SOURCES_4 = tuple((make.__name__, make) for make in (passwd, zone1970, queue_sched))
SOURCES_5 = tuple((make.__name__, make) for make in (gfdl, base_passwd_changelog, debconf_conf, mke2fs_conf, passwd_group))
SOURCES_6 = tuple((make.__name__, make) for make in (e2fsprogs_copyright, adduser_conf, lgpl3, statistics_py, bzip2_changelog,
                                                      distro_info, support_tickets))
SOURCES_7 = tuple((make.__name__, make) for make in (openssl_cnf, locale_alias, xz_readme, xz_news, iso_codes, calendar_py,
                                                      helpdesk_requests))
SOURCES_8 = tuple((make.__name__, make) for make in (system_conf, manpath_config, grep_news, sed_faq, difflib_py, former_countries,
                                                      pip_record))
SOURCES_9 = tuple((make.__name__, make) for make in (sensors_conf, python_policy, rgb_txt, wget_news, wgetrc, limits_conf,
                                                      http_status))
SOURCES_10 = tuple((make.__name__, make) for make in (ssh_config, openssh_news, gai_conf, zlib_faq, configparser_py, iso_639))
SOURCES_11 = tuple((make.__name__, make) for make in (apt_configure_index, pam_login, tar_news, dpkg_triggers, argparse_py,
                                                      dpkg_cputable))
SOURCES_12 = tuple((make.__name__, make) for make in (glibc_news, bash_compat, i18n_supported, iso_15924, logging_py,
                                                      xkb_base_lst))
SOURCES_13 = tuple((make.__name__, make) for make in (coreutils_news, inputrc, koi8_r, imaplib_py, users_and_groups, iso_639_3))
SOURCES_14 = tuple((make.__name__, make) for make in (less_news, errno_h, tarfile_py, metric_aliases, python_license, fr_ca_locale))
SOURCES_15 = tuple((make.__name__, make) for make in (bash_news, java_security, opcode_py, public_suffix_list, pg_errcodes,
                                                      peripherals_schema))
SOURCES_16 = tuple((make.__name__, make) for make in (signal_7, login1_policy, encodings_aliases, man_db_news, html_entities,
                                                      findutils_copyright))
SOURCES_17 = tuple((make.__name__, make) for make in (tmux_changes, postgresql_conf, pickle_py, amd64_syscalls, vim_options,
                                                      apt_term_log))
SOURCES_18 = tuple((make.__name__, make) for make in (node_changelog, coreutils_manual, zipfile_py, sql_features, jfr_default,
                                                      elf_h))
SOURCES_19 = tuple((make.__name__, make) for make in (strace_news, curl_manual, input_event_codes, pg_timezone_abbreviations,
                                                      mesa_drirc, ipaddress_py))
SOURCES_20 = tuple((make.__name__, make) for make in (diffutils_news, cmake_policies, token_py, mime_globs, compose_dir,
                                                      journal_fields))
SOURCES_21 = tuple((make.__name__, make) for make in (make_news, tcp_7, locale_py, msvc_cl_flags, gconv_modules, capability_h))
SOURCES_22 = tuple((make.__name__, make) for make in (openssl_news, terminfo_5, mimetypes_py, packagekit_transaction, alsa_conf,
                                                      audit_h))
SOURCES_23 = tuple((make.__name__, make) for make in (gnupg_news, obj_mac_h, sed_manual, unittest_case, vim_filetype, xkb_extras))
SOURCES_24 = tuple((make.__name__, make) for make in (valgrind_news, syscalls_2, sqlite3_h, collections_abc, dwarf_def,
                                                      node_deprecations))
SOURCES_25 = tuple((make.__name__, make) for make in (perldiag, keysymdef_h, bpf_helpers_7, gdb_news, information_schema,
                                                      pygments_mapping))
SOURCES_26 = tuple((make.__name__, make) for make in (python_makefile, expat_reference, unicode_blocks, llvm_attributes, tcl_clock,
                                                      fonts_dtd))
SOURCES_27 = tuple((make.__name__, make) for make in (tzdata_templates, readline_symbols, python_grammar, times_afm, gcloud_apis,
                                                      find_boost))
SOURCES_28 = tuple((make.__name__, make) for make in (systemd_directives, module_corelist, xerrordb, certifi_bundle,
                                                      cmake_presets_schema, matplotlibrc))
SOURCES_29 = tuple((make.__name__, make) for make in (posixoptions_7, pci_regs_h, stocks_csv, lambda_api, xkb_us_symbols,
                                                      zip_changes))
SOURCES_30 = tuple((make.__name__, make) for make in (gcloud_release_notes, jvmti_h, psfontj2d_properties, ubuntu_mirrors,
                                                      jq_manual, rich_colors))
SOURCES_31 = tuple((make.__name__, make) for make in (python_news, systemd1_bus_policy, zlib_h, mount_8, adobe_glyph_list,
                                                      urllib_request))
SOURCES_32 = tuple((make.__name__, make) for make in (findutils_news, socket_7, if_ether_h, logind_conf, socketserver_py,
                                                      zonenow_tab))
SOURCES_33 = tuple((make.__name__, make) for make in (dbus_news, ps_1, sched_h, jetty_start_ini, headerregistry_py, rt_protos))
SOURCES_34 = tuple((make.__name__, make) for make in (libxml2_news, hier_7, png_h, adduser_local_conf, telnetlib_py, unaccent_rules))
SOURCES_35 = tuple((make.__name__, make) for make in (libgcrypt_news, netdevice_7, magic_h, editres_app_defaults, stat_py,
                                                      amdgpu_ids))
SOURCES_36 = tuple((make.__name__, make) for make in (e2fsprogs_news, suffixes_7, prctl_h, dbus_system_conf, sre_constants,
                                                      vim_digraphs))
SOURCES_37 = tuple((make.__name__, make) for make in (packagekit_news, apt_patterns_7, termbits_h, nonlatin_fonts, ftplib_py,
                                                      special_casing))
SOURCES_38 = tuple((make.__name__, make) for make in (nettle_news, ip_7, mman_common_h, default_policy, gzip_py, idle_keys))
SOURCES_39 = tuple((make.__name__, make) for make in (gnutls_news, systemd_special_7, regex_h, vim_desktop, pdb_py,
                                                      unicode_age))
ROUNDS = {1: (SOURCES, HOLDOUT), 2: (SOURCES_2, HOLDOUT.with_name("holdout2.jsonl")),
          3: (SOURCES_3, HOLDOUT.with_name("holdout3.jsonl")), 4: (SOURCES_4, HOLDOUT.with_name("holdout4.jsonl")),
          5: (SOURCES_5, HOLDOUT.with_name("holdout5.jsonl")), 6: (SOURCES_6, HOLDOUT.with_name("holdout6.jsonl")),
          7: (SOURCES_7, HOLDOUT.with_name("holdout7.jsonl")), 8: (SOURCES_8, HOLDOUT.with_name("holdout8.jsonl")),
          9: (SOURCES_9, HOLDOUT.with_name("holdout9.jsonl")), 10: (SOURCES_10, HOLDOUT.with_name("holdout10.jsonl")),
          11: (SOURCES_11, HOLDOUT.with_name("holdout11.jsonl")),
          12: (SOURCES_12, HOLDOUT.with_name("holdout12.jsonl")),
          13: (SOURCES_13, HOLDOUT.with_name("holdout13.jsonl")),
          14: (SOURCES_14, HOLDOUT.with_name("holdout14.jsonl")),
          15: (SOURCES_15, HOLDOUT.with_name("holdout15.jsonl")),
          16: (SOURCES_16, HOLDOUT.with_name("holdout16.jsonl")),
          17: (SOURCES_17, HOLDOUT.with_name("holdout17.jsonl")),
          18: (SOURCES_18, HOLDOUT.with_name("holdout18.jsonl")),
          19: (SOURCES_19, HOLDOUT.with_name("holdout19.jsonl")),
          20: (SOURCES_20, HOLDOUT.with_name("holdout20.jsonl")),
          21: (SOURCES_21, HOLDOUT.with_name("holdout21.jsonl")),
          22: (SOURCES_22, HOLDOUT.with_name("holdout22.jsonl")),
          23: (SOURCES_23, HOLDOUT.with_name("holdout23.jsonl")),
          24: (SOURCES_24, HOLDOUT.with_name("holdout24.jsonl")),
          25: (SOURCES_25, HOLDOUT.with_name("holdout25.jsonl")),
          26: (SOURCES_26, HOLDOUT.with_name("holdout26.jsonl")),
          27: (SOURCES_27, HOLDOUT.with_name("holdout27.jsonl")),
          28: (SOURCES_28, HOLDOUT.with_name("holdout28.jsonl")),
          29: (SOURCES_29, HOLDOUT.with_name("holdout29.jsonl")),
          30: (SOURCES_30, HOLDOUT.with_name("holdout30.jsonl")),
          31: (SOURCES_31, HOLDOUT.with_name("holdout31.jsonl")),
          32: (SOURCES_32, HOLDOUT.with_name("holdout32.jsonl")),
          33: (SOURCES_33, HOLDOUT.with_name("holdout33.jsonl")),
          34: (SOURCES_34, HOLDOUT.with_name("holdout34.jsonl")),
          35: (SOURCES_35, HOLDOUT.with_name("holdout35.jsonl")),
          36: (SOURCES_36, HOLDOUT.with_name("holdout36.jsonl")),
          37: (SOURCES_37, HOLDOUT.with_name("holdout37.jsonl")),
          38: (SOURCES_38, HOLDOUT.with_name("holdout38.jsonl")),
          39: (SOURCES_39, HOLDOUT.with_name("holdout39.jsonl"))}


def build(skipped: list[str] | None = None, round_: int = 1) -> list[Question]:
    """Every held-out question of a round that this machine supports, one document after another in turn."""
    return interleave(gather(ROUNDS[round_][0], skipped))
