"""Support messages to a software vendor, for held-out round 6's semantic questions (data/tickets.csv).

Seeded, so the same file comes out on every machine. Every message is exactly one of five kinds (KINDS),
not those of the reading tasks (benchmarks/long_context/reading.py: delivery, refund, damaged, login,
praise): a bug report, a feature request, a billing question, a usage question, a wish to cancel. Each
kind has many paraphrases with slot fillers and no word that finds it (`giveaways` is empty, checked
when the file is written), so counting or ranking messages by kind needs them read. The kinds are known
to the generator and never written in the file.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from datetime import date, timedelta
from pathlib import Path

from benchmarks.devset import data
from benchmarks.devset.questions import DevsetError
from benchmarks.long_context import reading

SEED = 6
COUNT = 240
PATH = data.DATA / "tickets.csv"
START = date(2025, 1, 1)

KINDS: dict[str, str] = {
    "bug": "something in the product is broken or behaves wrongly",
    "feature": "a request for something the product cannot do yet",
    "billing": "a question about a charge, an invoice, a payment or a price",
    "usage": "a question about how to do something the product already does",
    "cancel": "the customer wants to stop using the product or end the subscription",
}

TEMPLATES: dict[str, tuple[str, ...]] = {
    "bug": (
        "Since updating to {version}, the {area} closes by itself whenever I press save.",
        "What do I do? Every time I open the {area} on {os} I just get a blank white screen.",
        "I would expect the totals in the {area} to add up: it shows {n} items where there are clearly {m}.",
        "Exporting to {format} gives me a file that nothing can open.",
        "Please look at the {area}: it freezes for a minute and then throws away what I typed.",
        "After last night's release, dates in the {area} show up one day early.",
        "Clicking the button in the {area} does nothing at all, no message, no spinner.",
        "Where did my teammates' changes go? They vanish from the {area} after a refresh.",
        "I keep landing on an error page when I open the {area} from {os}.",
        "The {area} duplicates every entry I add, so we end up with two of everything.",
        "On {os} the app quits on launch with {version}; the one before was fine.",
        "Files over {n} MB get to 99% and then fail without any explanation.",
        "The {area} worked yesterday; today it says our data is corrupted. What happened?",
        "No idea how, but the {area} now lists other people's drafts among mine.",
        "Sorting by name in the {area} puts the list in what looks like a random order.",
    ),
    "feature": (
        "It would be great if the {area} could send things straight to {format}.",
        "Any plans for a dark theme? My eyes would thank you.",
        "Please give us a way to schedule reports for later instead of running them by hand.",
        "We'd love the {area} to come in more than one language.",
        "Could you make it possible to share a workspace with people outside our company?",
        "Is a {os} version on the roadmap? Right now we can't use you there at all.",
        "I wish the {area} let me go back more than one step.",
        "Suggestion: reminders {n} days before a deadline, so nothing slips.",
        "Our team needs sign-in through our own identity provider; is that coming?",
        "Have you thought about keyboard shortcuts for the {area}? Mouse only is slow for us.",
        "The {area} really needs a way to change {n} records at once.",
        "An offline mode on the phone would make my train rides far more useful.",
        "If the {area} could read {format} files we would move all our data over to you.",
        "Idea for {version}: colour labels for projects.",
        "Can you build a link with our calendar? It's the one thing that keeps us on two tools.",
    ),
    "billing": (
        "We were charged {amount} this month but our plan should cost less. Can you explain?",
        "Could you please send a copy of the invoice for {month} with our VAT number on it?",
        "Why would my card statement show two payments to you on the same day?",
        "What would the {plan} plan cost us for {seats} seats per year?",
        "Our company address changed; can the receipts show the new one from now on?",
        "Do you offer a discount for non-profits or schools?",
        "The renewal price went up from last year and no one told us. What changed?",
        "Can we pay by bank transfer instead of by card?",
        "Where does the line for extra storage on the bill come from? We never added storage.",
        "When exactly will the next payment come out of our account?",
        "Is the price on your website per person or per team?",
        "We moved up to {plan} halfway through {month}; how is the difference worked out?",
        "Please explain the {amount} on reference #{ref}, I can't match it to anything.",
        "Who do I talk to about a quote in euros rather than dollars?",
        "Our finance people need last year's statements as one PDF.",
    ),
    "usage": (
        "How do I move a project from one workspace to another?",
        "Where can I find the setting that turns off the daily summary email?",
        "Your help page says the {area} can save as {format}, but I can't find the option.",
        "What's the right way to invite {n} colleagues at once?",
        "I know you can merge two records, but I can't work out the steps.",
        "Could someone walk me through getting back an older version of a document?",
        "Which menu has the time zone for my account?",
        "Is there a trick to get the {area} to show archived items too? I saw a colleague do it.",
        "What are the steps to connect to the public API with a personal token?",
        "Where do I change the language of the interface on {os}?",
        "I'd like to pin the {area} to my start page; what do I click?",
        "Can you point me to where two-step verification is set up? The guide mentions it but I'm lost.",
        "My manager says the {area} can filter by owner. How does that work?",
        "What's the quickest way to make a copy of a template I made?",
        "In the {area}, can I print just one page rather than everything? The manual says so.",
    ),
    "cancel": (
        "Please close our account at the end of {month}; we're moving to another tool.",
        "We won't need the {plan} plan after {month}. How do we end it?",
        "I'd like to stop my subscription and have all my data deleted.",
        "Don't renew us next year, the team has decided to go elsewhere.",
        "Our project is over, so we're done with the service. Shut it down for us.",
        "I'm leaving; please remove my workspace and everything in it.",
        "Can you turn off the automatic renewal and let the plan run out?",
        "We're switching providers, so please end our contract when it expires in {month}.",
        "I no longer want to use the app. Delete my profile, please.",
        "Take our organisation off {plan}; we've found something that suits us better.",
        "Time to say goodbye: nobody here opens the {area} anymore, so please stop our plan.",
        "Our company is closing and we have to stop all paid services, yours included.",
        "Switch off all {seats} seats and close the account for good.",
        "We've decided not to carry on after the trial. Make sure nothing continues.",
        "Could you stop everything on our side from next {weekday}? We're winding things down.",
    ),
}

AREAS = ("editor", "dashboard", "calendar view", "export screen", "mobile app", "desktop client", "sync panel", "reports page",
         "search box", "task board", "import wizard", "team workspace", "file browser", "timeline")  # fmt: skip
SYSTEMS = ("Windows 11", "macOS 14", "Ubuntu 22.04", "Android 14", "iOS 17", "ChromeOS", "Fedora 40")
FORMATS = ("CSV", "PDF", "Markdown", "XLSX", "JSON", "iCal", "DOCX")
PLANS = ("Starter", "Team", "Business", "Enterprise")
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December")


@dataclass(frozen=True)
class Ticket:
    id: str
    day: date
    customer: str
    kind: str  # one of KINDS, never written in the file
    text: str


def message(rng: random.Random, kind: str) -> str:
    """One message of `kind`: a template with its slots filled, with one of the reading tasks' neutral openers and closers."""
    slots = {
        "area": rng.choice(AREAS),
        "os": rng.choice(SYSTEMS),
        "format": rng.choice(FORMATS),
        "plan": rng.choice(PLANS),
        "month": rng.choice(MONTHS),
        "weekday": rng.choice(reading.WEEKDAYS),
        "version": f"{rng.randint(3, 5)}.{rng.randint(0, 12)}.{rng.randint(0, 9)}",
        "n": str(rng.randint(3, 40)),
        "m": str(rng.randint(41, 90)),
        "seats": str(rng.randint(5, 200)),
        "amount": f"{rng.choice('$€£')}{rng.randint(9, 900)}.{rng.choice(('00', '50', '99'))}",
        "ref": str(rng.randint(10000, 99999)),
    }
    return rng.choice(reading.OPENERS) + rng.choice(TEMPLATES[kind]).format(**slots) + rng.choice(reading.CLOSERS)


def generate(n: int = COUNT, seed: int = SEED) -> list[Ticket]:
    """`n` messages in date order over 2025; the most and least common kinds are unique (redrawn on a tie)."""
    rng = random.Random(seed)
    kinds = list(KINDS)
    while True:
        drawn = rng.choices(kinds, weights=[rng.uniform(1.0, 5.0) for _ in kinds], k=n)
        counts = sorted(Counter(drawn)[k] for k in kinds)
        if counts[0] != counts[1] and counts[-1] != counts[-2]:
            break
    people = rng.sample(reading.PEOPLE, 32)
    days = sorted(START + timedelta(days=rng.randrange(365)) for _ in range(n))
    return [Ticket(f"T{i + 1:04d}", day, rng.choice(people), kind, message(rng, kind))
            for i, (day, kind) in enumerate(zip(days, drawn, strict=True))]


def giveaways(samples: int = 2000, seed: int = 1, make: Callable[[random.Random, str], str] = message,
              kinds: Iterable[str] = KINDS) -> list[str]:
    """Words that find a kind: in over half of its messages and under 5% of the others', or a word rare
    elsewhere in 30% of it (the reading tasks' test, tests/test_reading_tasks.py, on these kinds; `make` and
    `kinds` test another generator's, helpdesk.py's)."""
    rng = random.Random(seed)
    words = {k: [set(re.findall(r"[a-z']+", make(rng, k).lower())) for _ in range(samples)] for k in kinds}
    found = []
    for kind, mine in words.items():
        others = [w for other, ws in words.items() if other != kind for w in ws]
        inside = Counter(w for ws in mine for w in ws)
        outside = Counter(w for ws in others for w in ws)
        found += [f"{kind}: {w}" for w, k in inside.items() if outside[w] / len(others) < 0.05 and k / len(mine) >= 0.3]
    return found


def write(tickets: list[Ticket], path: Path = PATH) -> Path:
    """data/tickets.csv: `id, date, customer, message`, the kinds left out."""
    return write_csv(path, ["id", "date", "customer", "message"],
                     [[t.id, t.day.isoformat(), t.customer, t.text] for t in tickets], giveaways(), "support message")


def write_csv(path: Path, header: list[str], rows: list[list[str]], found: list[str], what: str) -> Path:
    """Refuses kinds a word would find (`found`, from `giveaways`): a keyword count would answer."""
    if found:
        raise DevsetError(f"a word finds a kind of {what}: {found}")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(data._csv(header, rows))
    return path


def kinds_line(kinds: Mapping[str, str] = KINDS, noun: str = "message") -> str:
    return f"Every {noun} is exactly one of these kinds: " + "; ".join(f"{k} ({v})" for k, v in kinds.items()) + "."
