"""Requests to a company's IT helpdesk, for held-out round 7's semantic questions (data/helpdesk.csv).

Seeded, so the same file comes out on every machine. Every request is exactly one of five kinds (KINDS),
neither the reading tasks' (delivery, refund, damaged, login, praise) nor tickets.py's (bug, feature,
billing, usage, cancel): a sign-in problem, a printer problem, a connection problem, a program wanted,
a device broken or needed. Each kind has many paraphrases with slot fillers shared between the kinds and
no word that finds it (tickets.giveaways over this module's messages is empty, checked when the file is
written), so counting or ranking requests by kind needs them read. The kinds are known to the generator
and never written in the file.
"""

from __future__ import annotations

import random
from collections import Counter
from datetime import date, timedelta
from pathlib import Path

from benchmarks.devset import data, tickets
from benchmarks.long_context import reading
from benchmarks.long_context.reading import Item

SEED = 7
COUNT = 210
PATH = data.DATA / "helpdesk.csv"
START = date(2025, 1, 1)

KINDS: dict[str, str] = {
    "password": "the employee cannot sign in, is locked out of an account, or needs a login reset",
    "printer": "printing, copying or scanning does not work or needs setting up",
    "network": "a connection problem: Wi-Fi, VPN, the internet, or reaching a server or shared drive",
    "software": "a program to be installed, upgraded, removed or licensed",
    "hardware": "a computer, screen, phone or other device (not a printer) is broken or is needed",
}

TEMPLATES: dict[str, tuple[str, ...]] = {
    "password": (
        "I typed my details wrong a few times and now the system won't let me in at all.",
        "My account got locked over the weekend; could someone open it up again?",
        "The sign-in page says my passphrase has expired and the reset mail never arrives.",
        "I've forgotten what I chose for my work email and can't reach my inbox.",
        "Since the {month} policy change {app} keeps rejecting me when I try to log on.",
        "Could you give me fresh credentials? I start in {dept} on {weekday} and have nothing to use.",
        "The second-factor prompt goes to my old phone, so I'm stuck at the first screen.",
        "I changed my secret yesterday and {app} still wants the previous one.",
        "It says 'user disabled' on my computer this morning and won't go past that.",
        "Nobody in {dept} can open the shared mailbox anymore; it says the account is blocked.",
        "My authenticator app was wiped, so I can't finish signing in anywhere.",
        "{app} tells me my username or password is wrong, though I'm certain they're right.",
        "The temporary code I was given ran out before I could use it. Can I have another?",
        "Shut out again after {n} tries. Please let me back in.",
        "HR says I'm active, but the welcome screen refuses me every single time.",
    ),
    "printer": (
        "The machine by the kitchen on floor {floor} jams on every second sheet.",
        "Nothing happens when I send a document to the {dept} copier; it just sits in the queue.",
        "Toner streaks run down every page from the big office unit.",
        "Could you add the new colour device in room {room} to my list? It doesn't show up.",
        "Scans to email from the multifunction unit never reach my inbox.",
        "Pages come out blank from the one near reception, though it says the cartridge is full.",
        "The label maker in the warehouse spits out garbage characters since {weekday}.",
        "Everything I send to the shared one comes out tiny, on A5 instead of A4.",
        "The copier on floor {floor} shows error {code} and won't take anything.",
        "Double-sided output stopped working; it's all single-sided now.",
        "Please set me up so I can use the plotter in {dept} from {app}.",
        "Each job I send is printed twice, which wastes a lot of paper.",
        "The scanning part of the copier makes a grinding noise and stops halfway through.",
        "Our team's handouts are all faint and grey since the service visit.",
        "The badge reader at the print station doesn't recognise my card anymore.",
    ),
    "network": (
        "The Wi-Fi in meeting room {room} drops every few minutes.",
        "The VPN won't come up from home since {weekday}; it just times out.",
        "Web pages take ages to load at my desk today, everything else seems fine.",
        "I can't open the {dept} shared drive from the {city} office.",
        "The wall socket for the cable at my new desk seems dead; its light never comes on.",
        "Calls in {app} keep freezing and cutting off; the rest of my team has the same.",
        "Guests can't get on the visitor wireless; the welcome page never loads.",
        "Is something wrong on floor {floor}? Nobody here can get online.",
        "The remote session to the office kicks me off after {n} minutes.",
        "My laptop sees the office signal but says there's no internet.",
        "Uploads to the file server crawl along at a few kilobytes a second.",
        "Since the router swap, {dept} is cut off from the intranet.",
        "Every morning I have to rejoin the wireless by hand.",
        "The link to the {city} branch went down, so they can't see our systems.",
        "Anything I open in {app} takes {n} seconds to sync; it used to be instant.",
    ),
    "software": (
        "Could you put {app} on my machine? I need it for a project starting {weekday}.",
        "Please upgrade my {app} to the latest version; the old one can't open clients' files.",
        "I need a licence for {app}; my trial ends this week.",
        "Can I have the statistics package the analysts use added to my computer?",
        "The self-service portal won't let me add {app}; it says admin rights are needed.",
        "Our new starter in {dept} needs the same programs as the rest of the team.",
        "Is there an approved PDF editor? I'd like one set up on my desktop.",
        "Please take the old {app} off and give me the new edition instead.",
        "My {app} seat expired overnight and now it only opens in read-only mode.",
        "Could {app} be rolled out to all {n} people in {dept}?",
        "I'd like the browser extension for our CRM; I'm not allowed to add it myself.",
        "Requesting access to the design suite for the next {n} weeks, please.",
        "The store on my work phone blocks the tool our client uses; can it be allowed?",
        "Which release of {app} are we meant to be on? Mine is two behind.",
        "Please get the database client ready on my new workstation before {weekday}.",
    ),
    "hardware": (
        "The screen on my laptop has a crack right across it after a fall.",
        "My keyboard is missing two keys; could I have a replacement?",
        "The docking station no longer charges anything plugged into it.",
        "One of my monitors flickers and then goes black for a few seconds.",
        "The battery on my work phone lasts barely {n} hours now.",
        "My mouse's scroll wheel skips, it's getting hard to work in {app}.",
        "The fan in my desktop tower is very loud and the case gets hot.",
        "Coffee went over my laptop this morning and it won't turn on.",
        "Could I get a headset with a microphone? The one I have crackles.",
        "The camera built into my machine shows only a black picture.",
        "The cord on my desk phone's handset has snapped.",
        "The hinge on my notebook is loose and the lid won't stay up.",
        "I need a second display for the work I'm doing in {dept}.",
        "The charger for my laptop got left behind on the {city} trip; can I have a new one?",
        "The USB ports on the left side stopped working altogether.",
    ),
}

APPS = ("Excel", "Outlook", "Teams", "Zoom", "Photoshop", "AutoCAD", "Tableau", "SAP", "Slack", "Visual Studio Code",
        "Power BI", "SPSS", "Jira", "Salesforce")  # fmt: skip
DEPARTMENTS = ("Finance", "Sales", "Legal", "Marketing", "HR", "Logistics", "Research", "Support", "Procurement")
CITIES = ("Leeds", "Lyon", "Porto", "Graz", "Ghent", "Cork", "Brno", "Tampere")


def message(rng: random.Random, kind: str) -> str:
    """One request of `kind`: a template with its slots filled, with one of the reading tasks' neutral openers and closers."""
    slots = {
        "app": rng.choice(APPS),
        "dept": rng.choice(DEPARTMENTS),
        "city": rng.choice(CITIES),
        "month": rng.choice(tickets.MONTHS),
        "weekday": rng.choice(reading.WEEKDAYS),
        "floor": str(rng.randint(1, 6)),
        "room": f"{rng.randint(1, 6)}.{rng.randint(1, 30):02d}",
        "code": f"E{rng.randint(10, 99)}",
        "n": str(rng.randint(3, 30)),
    }
    return rng.choice(reading.OPENERS) + rng.choice(TEMPLATES[kind]).format(**slots) + rng.choice(reading.CLOSERS)


def generate(n: int = COUNT, seed: int = SEED) -> list[Item]:
    """`n` requests in date order over 2025 from 26 employees; the most and least common kinds are unique
    (redrawn on a tie) and so is each kind's top sender (reading's tie-break hands one request over)."""
    rng = random.Random(seed)
    kinds = list(KINDS)
    while True:
        drawn = rng.choices(kinds, weights=[rng.uniform(1.0, 5.0) for _ in kinds], k=n)
        counts = sorted(Counter(drawn)[k] for k in kinds)
        if counts[0] != counts[1] and counts[-1] != counts[-2]:
            break
    people = rng.sample(reading.PEOPLE, 26)
    days = sorted(START + timedelta(days=rng.randrange(365)) for _ in range(n))
    rows = [Item(f"R{i + 1:04d}", day, rng.choice(people), kind, message(rng, kind))
            for i, (day, kind) in enumerate(zip(days, drawn, strict=True))]
    for kind in kinds:
        rows = reading._unique_top_sender(rng, rows, kind)
    return rows


def giveaways() -> list[str]:
    return tickets.giveaways(make=message, kinds=KINDS)


def write(requests: list[Item], path: Path = PATH) -> Path:
    """data/helpdesk.csv: `id, date, employee, request`, the kinds left out."""
    return tickets.write_csv(path, ["id", "date", "employee", "request"],
                             [[r.id, r.day.isoformat(), r.person, r.text] for r in requests], giveaways(), "helpdesk request")


def kinds_line() -> str:
    return tickets.kinds_line(KINDS, "request")
