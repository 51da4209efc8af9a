"""Reading tasks in the style of OOLONG-synth: N short customer messages, questions that need every one read.

Each line of the document is one message, `M00042 | 2024-03-05 | Maria Lopez | text`, and every message is
exactly one of five kinds (LABELS). The text comes from many paraphrase templates per kind with slot
fillers, so no single word finds a kind (tests/test_reading_tasks.py checks it): to count, rank or list
messages by kind, a method has to read them (or have a model label them). A task's length is its item
count (`--lengths 200i,2000i,20000i`). Gold comes from the generator; counts are scored 0.75^|error| as
OOLONG does, kinds and customers by exact choice, id lists by set F1.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, timedelta
from functools import partial

from benchmarks.long_context import haystacks
from benchmarks.long_context.scoring import choice_match, count_score, set_f1
from benchmarks.long_context.sample import CONTEXT, Probe, Task
from rlm.tokens import count_cl100k

LIST_MAX_ITEMS = 1000  # "list all" answers grow with N; past this the answer alone is thousands of tokens

LABELS: dict[str, str] = {
    "delivery": "a late or missing delivery",
    "refund": "a request to get the money back",
    "damaged": "an item that arrived damaged or broken",
    "login": "a problem signing in or with the customer's account",
    "praise": "praise or thanks",
}

TEMPLATES: dict[str, tuple[str, ...]] = {
    "delivery": (
        "My {product} still hasn't shown up and it's been {days} days since I paid.",
        "The tracking page has said 'out for delivery' since {weekday}. Where is my {product}?",
        "Order {order} was supposed to be here last {weekday}; nothing has arrived.",
        "Is the {product} lost? The courier claims it was dropped off but there's nothing at my door.",
        "I've been waiting over {weeks} weeks for order {order}. Any update on when it ships?",
        "Nobody came with my parcel today although I stayed home all day.",
        "The estimated arrival date for my {product} keeps getting pushed later.",
        "Package {order} seems stuck at the depot, no movement in {days} days.",
        "It's been ages and the {product} I ordered is nowhere to be seen.",
        "Could you check what happened to my purchase? The {product} should be with me by now.",
        "Still no sign of the box with my {product}. The neighbours didn't get it either.",
        "Your website promised two to three days; we're on day {days} and I'm still empty-handed.",
        "The driver never turned up with order {order}, even though the app said {weekday}.",
        "When will the {product} finally reach me? I ordered it a month ago.",
    ),
    "refund": (
        "I'd like my money back for the {product}.",
        "Please reverse the charge for order {order}, I no longer want it.",
        "Can you credit my card for the {product}? I changed my mind.",
        "I'm returning the {product} and expect a full reimbursement.",
        "How do I get the {price} I paid returned to me?",
        "I was told I'd be repaid within a week for order {order}; still waiting for the money.",
        "Cancel order {order} and put the payment back into my bank account, please.",
        "The {product} isn't what I wanted. Could I have a refund?",
        "I want the {price} restored to my credit card.",
        "Please process a return for the {product} and pay me what I spent.",
        "Requesting compensation: reimburse the {price} for order {order}.",
        "Give me back what I paid for the {product}, it doesn't suit me.",
        "The {product} was cheaper elsewhere, so I'd like the purchase undone and the {price} refunded.",
        "Where is the reimbursement for order {order}? You confirmed it on {weekday}.",
    ),
    "damaged": (
        "The {product} arrived with a cracked {part}.",
        "When I opened the box the {product} was in pieces.",
        "My {product} came dented and scratched all over.",
        "The {part} of the {product} snapped off straight out of the packaging.",
        "Half the {product} was shattered when it got here, and the carton was crushed.",
        "The {product} won't switch on; it looks like it was dropped in transit, the {part} is bent.",
        "There's a big tear in the {product} I received.",
        "Received order {order} today, but the {part} is broken.",
        "Everything was soaked and the {product} is ruined by water.",
        "The {product} has a chip in the {part} and a dent on the side.",
        "Faulty on arrival: the {product}'s {part} was smashed.",
        "Got the {product}, but it's leaking and the seal is split.",
        "The {part} rattles loose inside the {product}; something inside must have come apart on the way.",
        "Order {order} came with a deep gash across the {part}.",
    ),
    "login": (
        "I can't sign in to my account since yesterday.",
        "The password reset email never arrives.",
        "Your site keeps saying my password is wrong although I'm sure it's right.",
        "My profile got locked after three attempts; please unlock it.",
        "The verification code you text me doesn't work.",
        "I forgot which email I registered with and can't get in.",
        "Two-factor authentication won't let me through on my new phone.",
        "Someone changed the email on my account and now I'm shut out.",
        "The app logs me out every few minutes.",
        "Every time I try to log in I get error {code}.",
        "I can't open my orders page, it asks for my credentials again and again.",
        "I need to change the username on my profile but the settings page won't save.",
        "The one-time code for {weekday}'s login expired before it even reached me.",
        "My membership page shows someone else's name after I entered my details.",
    ),
    "praise": (
        "Just wanted to say the {product} is fantastic, thank you!",
        "Great service, the {product} exceeded my expectations.",
        "Your support agent {agent} was incredibly helpful yesterday.",
        "Love the {product}, already recommended you to my friends.",
        "Quick shipping and lovely packaging, very happy.",
        "Five stars: the {product} works perfectly.",
        "Best purchase I've made this year, the {product} is brilliant.",
        "Kudos to the team for sorting out my question so fast.",
        "Really impressed with the quality of the {product}.",
        "Order {order} arrived early and in perfect shape, much appreciated.",
        "I'm delighted with my {product}; it looks even better than in the photos.",
        "Wonderful experience from start to finish, will buy again.",
        "{agent} on the chat went above and beyond on {weekday}. Please pass on my gratitude.",
        "The {product} has made my mornings so much easier. Well done!",
    ),
}

OPENERS = ("", "", "", "Hi! ", "Hello. ", "Hello team. ", "Good morning. ", "Dear support: ", "Hey there! ")
CLOSERS = ("", "", "", " Thanks.", " Regards.", " Cheers.", " Best wishes.", " (sent from my phone)")
PRODUCTS = (
    "blender", "desk lamp", "kettle", "backpack", "phone case", "coffee grinder", "yoga mat", "toaster",
    "headphones", "office chair", "rain jacket", "water bottle", "air fryer", "bookshelf", "electric toothbrush",
    "hiking boots", "wall clock", "bluetooth speaker", "frying pan", "baby monitor", "garden hose", "mirror",
    "keyboard", "tea set", "suitcase", "vacuum cleaner", "picture frame", "sofa cushion", "printer", "smartwatch",
)  # fmt: skip
PARTS = ("lid", "handle", "screen", "base", "cable", "glass", "zip", "hinge", "strap", "corner", "button", "frame")
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
FIRST_NAMES = (
    "Maria", "James", "Aisha", "Chen", "Olga", "Pedro", "Fatima", "Lucas", "Ingrid", "Kofi", "Yuki", "Daniel",
    "Priya", "Mateo", "Sofia", "Ahmed", "Hannah", "Ivan", "Lena", "Tomas", "Grace", "Ravi", "Elena", "Samuel",
    "Amara", "Jonas", "Mei", "Diego", "Nora", "Omar", "Chloe", "Viktor", "Zara", "Felix", "Leila", "Marco",
    "Anya", "Kenji", "Rosa", "Elias", "Naomi", "Hugo", "Ines", "Tariq", "Clara", "Bruno", "Saanvi", "Erik",
)  # fmt: skip
LAST_NAMES = (
    "Lopez", "Smith", "Okafor", "Wang", "Petrova", "Silva", "Haddad", "Martin", "Berg", "Mensah", "Tanaka",
    "Cohen", "Sharma", "Garcia", "Rossi", "Khan", "Schmidt", "Novak", "Fischer", "Dvorak", "Kim", "Patel",
    "Popescu", "Adeyemi", "Nilsson", "Moreau", "Li", "Fernandez", "Walsh", "Aziz", "Dubois", "Horvath",
    "Mwangi", "Weber", "Jensen", "Costa", "Ivanova", "Sato", "Romero", "Hughes", "Yilmaz", "Murphy",
    "Nguyen", "Larsen", "Bianchi", "Kowalski", "Reyes", "Ali", "Baker", "Suzuki",
)  # fmt: skip
AGENTS = ("Sam", "Alex", "Jordan", "Robin", "Casey", "Morgan", "Jamie", "Taylor")
PEOPLE = tuple(f"{first} {last}" for first in FIRST_NAMES for last in LAST_NAMES)
ITEM_ID = re.compile(r"\bM\d{5}\b")
START = date(2024, 1, 1)
INTRO = "Below is a list of customer messages, one per line, in the form `id | date | customer | message`."


@dataclass(frozen=True)
class Item:
    id: str
    day: date
    person: str
    label: str
    text: str

    @property
    def line(self) -> str:
        return f"{self.id} | {self.day.isoformat()} | {self.person} | {self.text}"


def message(rng: random.Random, label: str) -> str:
    """One message of `label`: a template with its slots filled, a neutral opener and closer around it."""
    slots = {
        "product": rng.choice(PRODUCTS),
        "part": rng.choice(PARTS),
        "order": f"#{rng.randint(10000, 99999)}",
        "days": str(rng.randint(3, 21)),
        "weeks": str(rng.randint(2, 6)),
        "weekday": rng.choice(WEEKDAYS),
        "price": f"${rng.randint(5, 400)}.{rng.choice(('00', '49', '90', '99'))}",
        "agent": rng.choice(AGENTS),
        "code": f"{rng.choice('ELA')}-{rng.randint(100, 999)}",
    }
    return rng.choice(OPENERS) + rng.choice(TEMPLATES[label]).format(**slots) + rng.choice(CLOSERS)


def items(rng: random.Random, n: int) -> list[Item]:
    """`n` messages in date order; the kinds' shares differ per sample and the most and least common
    kinds are unique (redrawn on a tie), so those questions have one answer."""
    labels = list(LABELS)
    while True:
        drawn = rng.choices(labels, weights=[rng.uniform(1.0, 6.0) for _ in labels], k=n)
        counts = sorted(Counter(drawn).get(label, 0) for label in labels)
        if counts[0] != counts[1] and counts[-1] != counts[-2]:
            break
    people = rng.sample(PEOPLE, min(len(PEOPLE), max(8, n // 8)))  # about 8 messages a customer
    days = sorted(START + timedelta(days=rng.randrange(366)) for _ in range(n))
    return [
        Item(f"M{i + 1:05d}", day, rng.choice(people), label, message(rng, label))
        for i, (day, label) in enumerate(zip(days, drawn, strict=True))
    ]


def _document(rows: list[Item]) -> haystacks.Haystack:
    text = "\n".join(item.line for item in rows)
    return haystacks.Haystack(text, count_cl100k(text))


def kinds_line() -> str:
    return "Every message is exactly one of these kinds: " + "; ".join(f"{k} ({v})" for k, v in LABELS.items()) + "."


def _probe(rows: list[Item], question: str, gold: tuple[str, ...], answer_tokens: int) -> Probe:
    full = f"{kinds_line()} {question}"
    return Probe(
        document=_document(rows),
        question=full,
        template=f"{INTRO}\n\n{CONTEXT}\n\n{full}",
        answer_prefix="Answer:",
        gold=gold,
        max_answer_tokens=answer_tokens,
    )


def _count(rng: random.Random, n: int, depth: float) -> Probe:
    rows = items(rng, n)
    label = rng.choice(list(LABELS))
    gold = sum(item.label == label for item in rows)
    question = f"How many messages are about {LABELS[label]} (kind {label})? Answer with the number."
    return _probe(rows, question, (str(gold),), 12)


def _extreme(which: str) -> Callable[[random.Random, int, float], Probe]:
    def make(rng: random.Random, n: int, depth: float) -> Probe:
        rows = items(rng, n)
        counts = Counter(item.label for item in rows)
        ranked = sorted(LABELS, key=lambda label: counts.get(label, 0))
        gold = ranked[-1] if which == "most" else ranked[0]
        question = f"Which kind of message is the {which} common? Answer with the kind's name."
        return _probe(rows, question, (gold,), 12)

    return make


def _per_person(rng: random.Random, n: int, depth: float) -> Probe:
    rows = items(rng, n)
    label = rng.choice(list(LABELS))
    rows = _unique_top_sender(rng, rows, label)
    top = Counter(item.person for item in rows if item.label == label).most_common(1)[0][0]
    question = f"Which customer sent the most messages about {LABELS[label]} (kind {label})? Answer with the name."
    return _probe(rows, question, (top,), 16)


def _unique_top_sender(rng: random.Random, rows: list[Item], label: str) -> list[Item]:
    """Break a tie for the top sender of `label` by handing one of the others' `label` messages to one of the tied."""
    counts = Counter(item.person for item in rows if item.label == label)
    ranked = counts.most_common()
    if len(ranked) < 2 or ranked[0][1] > ranked[1][1]:
        return rows
    winner = rng.choice([person for person, c in ranked if c == ranked[0][1]])
    donors = [i for i, item in enumerate(rows) if item.label == label and item.person != winner]
    k = rng.choice(donors)
    out = list(rows)
    out[k] = Item(rows[k].id, rows[k].day, winner, label, rows[k].text)
    return out


def _list_all(rng: random.Random, n: int, depth: float) -> Probe:
    rows = items(rng, n)
    counts = Counter(item.label for item in rows)
    label = min(LABELS, key=lambda k: counts.get(k, 0))  # the rarest kind: the shortest list to write
    gold = tuple(item.id for item in rows if item.label == label)
    question = f"List the ids of all messages about {LABELS[label]} (kind {label}), separated by commas."
    return _probe(rows, question, gold, 16 + 6 * len(gold))


score_kind = partial(choice_match, choices=tuple(LABELS))
score_person = partial(choice_match, choices=PEOPLE)
score_ids = partial(set_f1, pattern=ITEM_ID)

READING_TASKS = (
    Task("reading_count", "count the messages of one kind (0.75^|error|)", _count, count_score, "items"),
    Task("reading_most_common", "the most common kind of message (exact)", _extreme("most"), score_kind, "items"),
    Task("reading_least_common", "the least common kind of message (exact)", _extreme("least"), score_kind, "items"),
    Task("reading_per_person", "the customer with the most messages of one kind (exact)", _per_person, score_person, "items"),
    Task(
        "reading_list",
        f"the ids of every message of the rarest kind (set F1; up to {LIST_MAX_ITEMS} items)",
        _list_all,
        score_ids,
        "items",
        LIST_MAX_ITEMS,
    ),
)
