"""The contract's cases (docs/output.md, "The contract") as one table that the
three runners share: the command line (contract_test.py), the Python package
(contract_python_test.py) and the HTTP server (contract_http_test.py).

A case is a command, its inputs (files; generate's KIND) and its options by
the option table's names (`node_limit`), and what must come of it. Each
runner runs it its own way and hands back an Outcome (the exit code, the
JSON document, the first error's place and message, print's message), so
that one check holds the three interfaces to the same partial results and
the same errors."""
import json
import os
import re
from collections import namedtuple

# What came of a case, whatever the interface: `doc` is the --format json
# document (None for print and for a refusal before any record), `error`
# (line, column, message) the first error (line 0 for a usage error),
# `message` print's words (stderr, print_pdf's message, the 422's body),
# `seconds` the whole run and `after_stop` the time from the stop (a signal,
# a stop token, a DELETE) to the answer.
Outcome = namedtuple("Outcome", "code doc error message seconds after_stop")

# A piece of work: `long` work must be cut by --timeout 0.1 and by a stop;
# quick work must finish complete. `delay`: seconds before the stop (the
# order-35 square's commands end in about 0.2 s, so theirs comes early).
Work = namedtuple("Work", "inputs options long delay")

# The stop each limit names in JSON.
STOP_OF = {"timeout": "timeout", "interrupt": "interrupted", "node-limit": "node_limit"}
# Stops that are no limit's: solve's own bound on the look for a second
# solution, and a count cut by --limit.
NOT_LIMITS = ("none", "uniqueness_bound")
# A generous bound on the time from a limit or stop to the answer (the
# promise is 0.2 s; this one catches only a hang).
STOP_BOUND = 3.0


def option_words(options):
    """The command line's words of options named by the table."""
    words = []
    for name, value in options.items():
        if value is False or value is None:
            continue
        words.append("--" + name.replace("_", "-"))
        if value is not True:
            words.append(str(value))
    return words


def argv(command, inputs, options):
    return [command] + option_words(options) + list(inputs)


def json_docs(text, lines):
    """The JSON values of the output (one document, or one a line); raises on bad JSON."""
    if lines:
        return [json.loads(l) for l in text.splitlines() if l.strip()]
    return [json.loads(text)]


def results_of(docs):
    rs = []
    for d in docs:
        if "results" in d:
            rs.extend(d["results"])
        else:
            rs.append(d)
    return rs


def stops_of(docs):
    """Every stop the documents (or lines) name: each result's and the run's."""
    stops = [r["stop"] for r in results_of(docs) if r.get("record") == "result"]
    return stops + [d["stop"] for d in docs if "stop" in d and d.get("record") != "result"]


def partial_in_json(docs):
    return any(s != "none" for s in stops_of(docs))


def json_is_consistent(docs):
    for r in results_of(docs):
        if r.get("record") != "result":
            continue
        if r["stop"] not in NOT_LIMITS and r["exit_code"] != 3:
            return False
        if r["stop"] not in NOT_LIMITS and r["command"] == "solve" and r["exact"]:
            return False
    return True


def error_records(doc):
    return [r for r in doc["results"] if r.get("record") == "error"] if doc else []


class Cases:
    """The files the cases read, made under `tmp` from the sources in `root`."""

    def __init__(self, root, tmp):
        self.root, self.tmp = root, tmp
        ex = os.path.join(root, "examples")
        self.latin8 = os.path.join(ex, "latin8.fut")
        self.z13 = os.path.join(ex, "zebra_13x13.zebra")
        self.big_river = os.path.join(ex, "monks_monsters_1000_1000_4.river")
        self.pdf = os.path.join(tmp, "out.pdf")
        # An English riddle (BIG-Bench Extra Hard's first zebra puzzle): read in milliseconds.
        data = os.path.join(root, "tests/puzzles/zebra/english/data")
        self.riddle = os.path.join(data, "bbeh_000.txt")
        self.garden = os.path.join(data, "zebralogic_garden.txt")
        self.sudoku = os.path.join(ex, "sudoku_9x9.sudoku")
        # The empty 9x9 Sudoku: 6.67e21 grids, a count that never ends.
        self.empty_sudoku = self.write("empty9.sudoku", "3x3:zzzc\n")
        self.qwh = self.qwh_instance()
        self.loose = self.loose_grid()
        self.work = self.work_table()
        # A file each family's commands can take at once, for the batches.
        self.good = {"futoshiki": os.path.join(ex, "futoshiki_5x5.fut"),
                     "zebra": os.path.join(ex, "einstein.zebra"),
                     "river": os.path.join(ex, "wolf_goat_cabbage.river"),
                     "text": self.riddle, "sudoku": self.sudoku}
        # A file each command cannot take: another kind where it has one, else broken.
        broken = self.write("broken.fut", "3\n1 2 x\n")
        self.cannot = {"solve": broken, "check": broken, "analyze": self.good["futoshiki"],
                       "explain": self.good["river"], "hint": self.good["river"],
                       "grade": self.good["river"], "print": broken}

    def write(self, name, text):
        path = os.path.join(self.tmp, name)
        with open(path, "w") as f:
            f.write(text)
        return path

    def write_bytes(self, name, data):
        path = os.path.join(self.tmp, name)
        with open(path, "wb") as f:
            f.write(data)
        return path

    def qwh_instance(self):
        """The third order-35 quasigroup-with-holes square: its proof takes ~0.5 s."""
        lines, k = [], 0
        with open(os.path.join(self.root, "bench/data/futoshiki/qwh_35_405.fut")) as f:
            for line in f:
                if line.startswith("# instance"):
                    k += 1
                if k == 3:
                    lines.append(line)
        return self.write("qwh_35_3.fut", "".join(lines))

    def loose_grid(self):
        """A logic grid with no clues: 8!^3 solutions, a listing that never ends."""
        values = lambda c: " ".join(f"{c}{i}" for i in range(1, 9))
        return self.write("loose8.zebra", "puzzle: no clues\npositions: 8\n" +
                          "".join(f"category {c}: {values(c)}\n" for c in "abc") +
                          "ask: a of b1\n")

    def empty_square(self, n):
        rule = "\n" + "-" * (2 * n - 1) + "\n"
        return self.write(f"empty{n}.fut",
                          f"{n}\n" + rule.join("|".join(["0"] * n) for _ in range(n)) + "\n")

    def work_table(self):
        """(command, family) -> Work: each command on each family it takes."""
        one = {"threads": 1}
        return {
            ("solve", "futoshiki"): Work([self.latin8], {"count": True}, True, 0.3),
            ("solve", "zebra"): Work([self.loose], {"all": True}, True, 0.3),
            ("solve", "river"): Work([self.big_river], {"count": True}, True, 0.3),
            ("check", "futoshiki"): Work([self.qwh], one, True, 0.08),
            ("check", "zebra"): Work([self.z13], one, True, 0.08),
            ("check", "river"): Work([self.big_river], {}, False, 0.3),
            ("analyze", "zebra"): Work([self.z13], {}, True, 0.3),
            ("explain", "futoshiki"): Work([self.qwh], {}, True, 0.08),
            ("explain", "zebra"): Work([self.z13], {}, True, 0.3),
            ("hint", "futoshiki"): Work([self.qwh], {}, True, 0.08),
            ("hint", "zebra"): Work([self.z13], {}, True, 0.3),
            ("grade", "futoshiki"): Work([self.qwh], {}, True, 0.08),
            ("grade", "zebra"): Work([self.z13], {}, True, 0.3),
            ("print", "futoshiki"): Work([self.qwh], {"output": self.pdf}, True, 0.3),
            ("print", "zebra"): Work([self.z13], {"output": self.pdf}, True, 0.3),
            ("print", "river"): Work([self.big_river], {"output": self.pdf}, True, 0.3),
            ("generate", "futoshiki"): Work(["futoshiki"], {"order": 9, "count": 2000}, True, 0.3),
            ("generate", "zebra"): Work(["zebra"], {"positions": 16, "categories": 16}, True, 0.3),
            ("generate", "river"): Work(["river"], {"count": 100}, False, 0.3),
            # Sudoku: a count that never ends; the rest takes milliseconds.
            ("solve", "sudoku"): Work([self.empty_sudoku], {"count": True}, True, 0.3),
            ("check", "sudoku"): Work([self.sudoku], {}, False, 0.3),
            ("explain", "sudoku"): Work([self.sudoku], {}, False, 0.3),
            ("hint", "sudoku"): Work([self.sudoku], {}, False, 0.3),
            ("grade", "sudoku"): Work([self.sudoku], {}, False, 0.3),
            ("print", "sudoku"): Work([self.sudoku], {"output": self.pdf}, False, 0.3),
            ("solve", "text"): Work([self.riddle], {}, False, 0.3),
            ("check", "text"): Work([self.riddle], {}, False, 0.3),
            ("explain", "text"): Work([self.garden], {}, False, 0.3),
        }


def check_stopped(check, tag, scenario, work, o, sanitized=False):
    """A limit or a stop on a pair's work: exit 3 with the partial mark and the
    limit's own stop where the work is long, complete where it is quick, and an
    answer soon after the stop."""
    check(o.code in (0, 1, 3), f"{tag}: exit {o.code}, error {o.error} {o.message!r}")
    if o.after_stop is not None:
        check(o.after_stop < STOP_BOUND, f"{tag}: ended {o.after_stop:.2f} s after the stop")
    if scenario == "timeout":
        check(o.seconds < 0.1 + STOP_BOUND, f"{tag}: took {o.seconds:.2f} s")
    if work.long and scenario in ("timeout", "interrupt"):
        check(o.code == 3, f"{tag}: long work not cut (exit {o.code})")
    # (Quick work cut by --timeout 0.1 is a fault only where it ran less
    # than that: a loaded machine may make any work last 0.1 s.)
    if not work.long and scenario == "timeout" and not sanitized:
        check(o.code in (0, 1) or (o.code == 3 and o.seconds >= 0.1),
              f"{tag}: quick work did not finish (exit {o.code} in {o.seconds:.2f} s)")
    if o.doc is None:
        if o.code == 3:
            check("stopped:" in o.message, f"{tag}: exit 3 without '(stopped: ...)': {o.message!r}")
        return
    docs = [o.doc]
    if o.code == 3:
        check(partial_in_json(docs), f"{tag}: exit 3 without a stop in the JSON")
    check(json_is_consistent(docs), f"{tag}: a stopped result with exit_code != 3 or exact")
    wrong = [s for s in stops_of(docs) if s not in NOT_LIMITS + (STOP_OF[scenario],)]
    check(not wrong, f"{tag}: stopped by {wrong}, not {STOP_OF[scenario]}")
    check(o.doc.get("exit_code") == o.code, f"{tag}: document exit_code {o.doc.get('exit_code')}")


def check_batch(check, tag, o, bad, cli_error):
    """A good file, a file the command cannot take, a good file: exit 2, the bad
    file's one error record, at the command line's place and in its words."""
    check(o.code == 2, f"{tag}: exit {o.code}, expected 2")
    if o.doc is None:
        return
    records = [r["record"] for r in o.doc["results"]]
    check(records == ["result", "error", "result"], f"{tag}: records {records}")
    errors = error_records(o.doc)
    check(len(errors) == 1 and errors[0]["file"] == bad and
          (errors[0]["line"], errors[0]["column"], errors[0]["message"]) == cli_error,
          f"{tag}: error {errors} is not the command line's {cli_error}")
    check(o.doc["exit_code"] == 2, f"{tag}: document exit_code {o.doc['exit_code']}")


def case_table(c):
    """The single cases: (name, command, inputs, options, expect), where
    expect(outcome) is None or what went wrong. Each names a defect once found
    or a promise of the contract the pairs' scenarios do not reach."""
    two = c.write("two8.fut", open(c.latin8).read() * 2)
    quick = open(c.good["futoshiki"]).read()
    long_then_quick = c.write("long_then_quick.fut", open(c.latin8).read() + quick + quick)
    english = c.write("english.zebra",
                      "The Englishman lives in the red house.\nThe Spaniard owns the dog.\n")
    bad_river = c.write("bad.river", "group monk 3\nboat 2\nforbid: monkey > 1\n")
    ex = os.path.join(c.root, "examples")

    def results(o):
        return [r for r in (o.doc or {"results": []})["results"] if r.get("record") == "result"]

    def stops(o, want, exact=False, code=3):
        rs = results(o)
        if o.code != code or [r["stop"] for r in rs] != want:
            return f"exit {o.code}, stops {[r['stop'] for r in rs]}, want {want}"
        if any(r["exact"] != exact for r in rs if r["command"] == "solve"):
            return f"exact {[r['exact'] for r in rs]}"
        return None if json_is_consistent([o.doc]) else "inconsistent"

    def counted(o):
        rs = results(o)
        return None if all(r["count"] != 0 for r in rs) else "a count of 0 under its own timeout"

    def error_at(line, column, words):
        def expect(o):
            if o.code != 2 or o.error is None or o.error[:2] != (line, column) or \
                    words not in o.error[2]:
                return f"exit {o.code}, error {o.error}, want {line}:{column} {words!r}"
            return None
        return expect

    def analyze_uncounted(o):
        clue = re.compile(r"[^#\s][^:]*:")
        keywords = ("puzzle", "positions", "layout", "ask", "category", "ordered")
        clues = [l for l in open(c.z13) if clue.match(l) and
                 l.split(":")[0].split()[0] not in keywords]
        rs = results(o)
        a = rs[0]["analysis"] if rs else None
        if o.code != 3 or not a or not a["not_counted"] or \
                len(a["clues"]) + len(a["not_counted"]) != len(clues):
            return f"exit {o.code}, analysis {a and (len(a['clues']), len(a['not_counted']))}"
        return None

    def refused(words, code=1):
        return lambda o: None if o.code == code and words in o.message else \
            f"exit {o.code}, {o.message!r}"

    cases = [
        ("per-puzzle timeout", "solve", [two], {"count": True, "timeout": 0.3},
         lambda o: stops(o, ["timeout"] * 2) or counted(o)),
        ("run timeout", "solve", [two], {"count": True, "run_timeout": 0.3},
         lambda o: stops(o, ["run_timeout"] * 2)),
        ("run timeout spent", "solve", [long_then_quick], {"count": True, "run_timeout": 0.3},
         lambda o: stops(o, ["run_timeout"] * 3)),
        ("timeout before run timeout", "solve", [c.latin8],
         {"count": True, "timeout": 0.2, "run_timeout": 30}, lambda o: stops(o, ["timeout"])),
        ("timeout 1e-9", "solve", [c.latin8], {"count": True, "timeout": "1e-9"},
         lambda o: stops(o, ["timeout"])),
        ("memory 1", "solve", [c.latin8], {"count": True, "memory": 1},
         lambda o: stops(o, ["memory"])),
        ("analyze's uncounted clues", "analyze", [c.z13], {"timeout": 0.5}, analyze_uncounted),
        ("an English file's error line", "solve", [english], {}, error_at(1, 1, "")),
        ("backquotes", "solve", [bad_river], {},
         lambda o: error_at(3, 9, "`monkey`")(o) or ("a quote" if "'" in o.error[2] else None)),
        ("print's refusal", "print", [os.path.join(ex, "loose.zebra")], {"output": c.pdf},
         refused("42 solutions")),
        ("print stopped", "print", [c.z13], {"output": c.pdf, "timeout": 0.1},
         refused("(stopped: --timeout 0.1)", code=3)),
        ("the --min-length range", "generate", ["river"], {"min_length": 1001},
         lambda o: None if o.code == 2 and o.error and "1 to 1000" in o.error[2] else
         f"exit {o.code} {o.error}"),
    ]
    for n in (64, 128, 256):
        square = c.empty_square(n)
        for name, options, long in (("count", {"count": True}, True),
                                    ("listing", {"all": True, "limit": 3}, n > 64),
                                    ("check", {}, False), ("solve", {}, False)):
            command = "check" if name == "check" else "solve"
            cases.append((f"order {n} {name} --timeout 0.3", command, [square],
                          dict(options, timeout=0.3), large_order(long)))
    return cases


def large_order(long):
    """The empty squares of orders 64 to 256 under --timeout 0.3: cut where the
    work is long (exit 3, the timeout named), soon either way."""
    def expect(o):
        if o.seconds > 0.3 + STOP_BOUND:
            return f"took {o.seconds:.2f} s"
        stops = stops_of([o.doc]) if o.doc else []
        if long and (o.code != 3 or "timeout" not in stops):
            return f"exit {o.code}, stops {stops}"
        # A listing of 3 may end at its --limit first (exit 3 too).
        if o.code not in (0, 1, 3) or (o.code == 3 and not {"timeout", "solution_limit"} & set(stops)):
            return f"exit {o.code}, stops {stops}"
        return None
    return expect


# The count of the empty order-256 square under --memory: stopped by the
# budget with nothing counted, the process's peak within 1.2 times it (the
# watch reads every 10 ms; measured 1.00 through each interface, also with
# both cores loaded three times over).
MEMORY_BUDGET_MB = 250
MEMORY_FACTOR = 1.2


def peak_kb(pid="self"):
    """A live process's peak resident size (VmHWM), KiB: its own, since it
    started its program. wait4's ru_maxrss is not that for a child of a big
    process: subprocess starts a child by vfork, and at exec the kernel keeps
    the largest peak of the memory the child leaves, which is its parent's,
    so a 13 MB child of a process that had once held 400 MB reads 413 MB."""
    with open(f"/proc/{pid}/status") as f:
        return next(int(line.split()[1]) for line in f if line.startswith("VmHWM:"))


def check_memory_case(check, tag, o, peak_kb, sanitized=False):
    rs = results_of([o.doc]) if o.doc else []
    check(o.code == 3 and len(rs) == 1 and rs[0]["stop"] == "memory" and rs[0]["count"] == 0 and
          not rs[0]["exact"], f"{tag}: exit {o.code}, {rs and rs[0].get('stop')}")
    if not sanitized:
        check(peak_kb <= MEMORY_BUDGET_MB * 1024 * MEMORY_FACTOR,
              f"{tag}: peak {peak_kb // 1024} MB over {MEMORY_BUDGET_MB} MB x {MEMORY_FACTOR}")


def junk(c):
    """Binary input and where its text stops being UTF-8: (path, line, column)."""
    import random
    data = random.Random(25).randbytes(3000)
    try:
        data.decode("utf-8")
        bad = None
    except UnicodeDecodeError as e:
        bad = e.start
    line = data.count(b"\n", 0, bad) + 1
    column = len(data[data.rfind(b"\n", 0, bad) + 1:bad].decode("utf-8")) + 1
    return c.write_bytes("junk.dat", data), line, column


UTF8_MESSAGE = "expected UTF-8 text, found a malformed byte sequence"
KINDS = (None, "futoshiki", "zebra", "river", "text", "sudoku")


def utf8_texts(c):
    """UTF-8 in a Futoshiki comment, a logic grid's names and a crossing's groups: read."""
    return [c.write("utf8.fut", "# Größe: 3 — café\n3\n1|0|0\n-----\n0|0|0\n-----\n0|0|0\n"),
            c.write("utf8.zebra", "puzzle: Zoë’s café\npositions: 2\ncategory name: Zoë Björn\n"
                    "category drink: thé café\n# première\n1: Zoë not at 1\n2: Björn is thé\n"
                    "ask: drink of Zoë\n"),
            c.write("utf8.river", "# Überfahrt\npuzzle: Mönche\ngroup mönch 1\ngroup ziege 1\n"
                    "boat 2\nrowers: mönch\n")]


def cli_error(deduce, command, path, options=None):
    """(line, column, message) of the command line's error record for one file."""
    import subprocess
    words = [deduce] + argv(command, [path], dict(options or {}, format="json"))
    out = subprocess.run(words, capture_output=True, text=True, timeout=60).stdout
    errors = error_records(json.loads(out))
    return (errors[0]["line"], errors[0]["column"], errors[0]["message"]) if errors else None


class Checks:
    """The tally of a runner: check() counts, report() prints and exits."""

    def __init__(self):
        self.passed, self.failed = 0, []

    def __call__(self, ok, what):
        if ok:
            self.passed += 1
        else:
            self.failed.append(what)
            print("FAILED: " + what, flush=True)

    def report(self):
        import sys
        print(f"{self.passed} passed, {len(self.failed)} failed")
        sys.exit(1 if self.failed else 0)
