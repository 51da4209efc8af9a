"""The dev set's generated documents: orders and customers (CSV + JSON), a service log, customer feedback.

Seeded, so the same files come out on every machine; they are committed under `data/`, and `generate`
writes them again before computing the questions' gold from them. Each writer returns what the
questions need that the file does not say (the log's error causes, the feedback's kinds): the labels
a reader has to infer.
"""

from __future__ import annotations

import csv
import io
import json
import random
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from pathlib import Path

from benchmarks.long_context import reading

DATA = Path(__file__).resolve().parent / "data"
SEED = 20
CITIES = ("Lyon", "Porto", "Gdansk", "Leeds", "Graz", "Turin", "Tampere", "Cork", "Ghent", "Brno")
TIERS = ("basic", "silver", "gold")
PRODUCTS = ("blender", "desk lamp", "kettle", "backpack", "yoga mat", "toaster", "headphones", "printer")
STATUSES = ("paid", "shipped", "refunded", "pending")
COMPONENTS = ("api", "db", "auth", "worker", "billing")
CAUSES: dict[str, tuple[str, ...]] = {  # an error's cause, in words that do not repeat from one line to the next
    "disk": (
        "no space left on device while writing {file}",
        "write failed: volume /data is at 100% capacity",
        "could not extend {file}: quota exhausted on /var",
        "ENOSPC while flushing segment {n}",
        "refusing new uploads, free storage below the minimum",
        "log rotation aborted: filesystem full",
    ),
    "timeout": (
        "upstream did not respond within {n} s",
        "deadline exceeded calling {peer}",
        "read timed out after {n}000 ms",
        "gave up waiting for lock on {file} after {n} s",
        "connection to {peer} hung, request abandoned",
        "no reply from {peer} before the cut-off",
    ),
    "auth": (
        "token signature rejected for session {n}",
        "login refused for user u{n}: bad credentials",
        "client certificate expired for {peer}",
        "permission denied for role reader on {file}",
        "API key revoked, caller blocked",
        "SSO assertion could not be verified",
    ),
}
PEERS = ("billing-svc", "search-svc", "mail-relay", "s3-gateway", "ledger")
FILES = ("orders.db", "events.wal", "cache.bin", "report.csv", "index.seg")


@dataclass(frozen=True)
class Customer:
    id: str
    name: str
    city: str
    joined: str
    tier: str


@dataclass(frozen=True)
class Order:
    id: str
    day: str
    customer: str
    product: str
    quantity: int
    unit_price: float
    status: str

    @property
    def total(self) -> float:
        return round(self.quantity * self.unit_price, 2)


@dataclass(frozen=True)
class LogLine:
    when: datetime
    level: str
    component: str
    text: str
    cause: str | None  # the ERROR's cause (CAUSES key), which the text implies but never names

    @property
    def line(self) -> str:
        return f"{self.when.isoformat()}Z {self.level:<5} {self.component:<7} {self.text}"


@dataclass(frozen=True)
class Generated:
    customers: tuple[Customer, ...]
    orders: tuple[Order, ...]
    log: tuple[LogLine, ...]
    feedback: tuple[reading.Item, ...]


def customers(rng: random.Random, n: int = 60) -> list[Customer]:
    names = rng.sample(reading.PEOPLE, n)
    return [
        Customer(f"C-{i + 1:03d}", name, rng.choice(CITIES), (date(2019, 1, 1) + timedelta(days=rng.randrange(2000))).isoformat(), rng.choice(TIERS))
        for i, name in enumerate(names)
    ]


def orders(rng: random.Random, people: list[Customer], n: int = 300) -> list[Order]:
    days = sorted(date(2025, 1, 1) + timedelta(days=rng.randrange(365)) for _ in range(n))
    weights = [rng.uniform(0.2, 3.0) for _ in people]
    return [
        Order(
            f"O-{1001 + i}",
            day.isoformat(),
            rng.choices(people, weights)[0].id,
            rng.choice(PRODUCTS),
            rng.randint(1, 9),
            round(rng.uniform(4, 250), 2),
            rng.choices(STATUSES, (6, 5, 1, 2))[0],
        )
        for i, day in enumerate(days)
    ]


def service_log(rng: random.Random, n: int = 1500) -> list[LogLine]:
    when = datetime(2025, 3, 14, 6, 0, 0)
    lines = []
    for _ in range(n):
        when += timedelta(seconds=rng.randint(5, 120))
        component = rng.choice(COMPONENTS)
        roll = rng.random()
        fill = {"n": rng.randint(2, 90), "peer": rng.choice(PEERS), "file": rng.choice(FILES)}
        if roll < 0.08:
            cause = rng.choices(list(CAUSES), (3, 5, 2))[0]
            lines.append(LogLine(when, "ERROR", component, rng.choice(CAUSES[cause]).format(**fill), cause))
        elif roll < 0.2:
            lines.append(LogLine(when, "WARN", component, f"retrying {fill['peer']} (attempt {rng.randint(2, 5)})", None))
        else:
            lines.append(LogLine(when, "INFO", component, f"request {rng.randint(10**5, 10**6 - 1)} served in {rng.randint(3, 900)} ms", None))
    return lines


def generate() -> Generated:
    rng = random.Random(SEED)
    people = customers(rng)
    return Generated(tuple(people), tuple(orders(rng, people)), tuple(service_log(rng)), tuple(reading.items(rng, 120)))


def write(gen: Generated, folder: Path = DATA) -> dict[str, Path]:
    """Write the generated documents; returns their paths by name."""
    folder.mkdir(parents=True, exist_ok=True)
    paths = {name: folder / name for name in ("orders.csv", "customers.json", "service.log", "feedback.csv")}
    paths["orders.csv"].write_text(_csv(["order_id", "date", "customer_id", "product", "quantity", "unit_price", "status"],
                                        [[o.id, o.day, o.customer, o.product, o.quantity, f"{o.unit_price:.2f}", o.status] for o in gen.orders]))
    paths["customers.json"].write_text(json.dumps([c.__dict__ for c in gen.customers], indent=1) + "\n")
    paths["service.log"].write_text("".join(line.line + "\n" for line in gen.log))
    paths["feedback.csv"].write_text(_csv(["id", "date", "customer", "message"],
                                          [[i.id, i.day.isoformat(), i.person, i.text] for i in gen.feedback]))
    return paths


def _csv(header: list[str], rows: list[list[object]]) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(header)
    writer.writerows(rows)
    return out.getvalue()
