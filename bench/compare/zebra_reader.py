"""A small reader for logic-grid (.zebra) files, shared by the translators to
clingo and MiniZinc and by the generator's clingo checker.

It follows the logic-grid grammar of docs/zebra.md for well-formed
files and raises ValueError("line N: ...") on anything else; the reference
reader with full error reporting is deduce's own. A value is numbered
category * n + index, so every tool sees the same numbering.
"""
import re
import sys

NAME = r"[\w-]+"  # letters (any script), digits, _ and -


class Puzzle:
    def __init__(self):
        self.title = ""
        self.n = 0
        self.categories = []  # [(name, [values])]
        self.clues = []  # [(label, kind, args)], args: value ids and whole numbers
        self.asks = []  # [(category index, value id)]

    def value_name(self, vid):
        c, i = divmod(vid, self.n)
        return self.categories[c][1][i]

    def category_of(self, vid):
        return vid // self.n


# Statement patterns, tried in order; A, B, C are value references, K a number.
STATEMENTS = [
    ("is_not", r"(?P<A>\S+) is not (?P<B>\S+)"),
    ("is_or", r"(?P<A>\S+) is (?P<B>\S+) or (?P<C>\S+)"),
    ("is", r"(?P<A>\S+) is (?P<B>\S+)"),
    ("not_at", r"(?P<A>\S+) not at (?P<K>\d+)"),
    ("at", r"(?P<A>\S+) at (?P<K>\d+)"),
    ("not_next_to", r"(?P<A>\S+) not next to (?P<B>\S+)"),
    ("next_to", r"(?P<A>\S+) next to (?P<B>\S+)"),
    ("just_left_of", r"(?P<A>\S+) just left of (?P<B>\S+)"),
    ("just_right_of", r"(?P<A>\S+) just right of (?P<B>\S+)"),
    ("left_of", r"(?P<A>\S+) left of (?P<B>\S+)"),
    ("right_of", r"(?P<A>\S+) right of (?P<B>\S+)"),
    ("between", r"(?P<A>\S+) between (?P<B>\S+) and (?P<C>\S+)"),
    ("away", r"(?P<A>\S+) (?P<K>\d+) away from (?P<B>\S+)"),
]
KINDS = [kind for kind, _ in STATEMENTS]


def read(text):
    p = Puzzle()
    lines = []
    for number, raw in enumerate(text.replace("\r\n", "\n").split("\n"), 1):
        line = raw.split("#", 1)[0].strip()
        if line:
            lines.append((number, line))
    for number, line in lines:
        m = re.fullmatch(r"category\s+(" + NAME + r")\s*:\s*(.*)", line)
        if m:
            p.categories.append((m.group(1), m.group(2).split()))
            continue
        m = re.fullmatch(r"positions\s*:\s*(\d+)", line)
        if m:
            p.n = int(m.group(1))
    if not p.categories:
        raise ValueError("no category")
    if not p.n:
        p.n = len(p.categories[0][1])
    for name, vals in p.categories:
        if len(vals) != p.n:
            raise ValueError(f"category {name} has {len(vals)} values, not {p.n}")
    bare = {}
    qualified = {}
    for c, (name, vals) in enumerate(p.categories):
        for i, v in enumerate(vals):
            vid = c * p.n + i
            qualified[f"{name}.{v}"] = vid
            bare.setdefault(v, []).append(vid)
    cat_index = {name: c for c, (name, _) in enumerate(p.categories)}

    def ref(token, number):
        if token in qualified:
            return qualified[token]
        if len(bare.get(token, [])) == 1:
            return bare[token][0]
        raise ValueError(f"line {number}: unknown or ambiguous value {token}")

    for number, line in lines:
        if line.startswith("category") or line.startswith("positions"):
            continue
        m = re.fullmatch(r"(" + NAME + r")\s*:\s*(.*)", line)
        if not m:
            raise ValueError(f"line {number}: cannot read {line!r}")
        key, rest = m.group(1), " ".join(m.group(2).split())
        if key == "puzzle":
            p.title = rest
            continue
        if key == "ask":
            a = re.fullmatch(r"(\S+) of (\S+)", rest)
            if not a or a.group(1) not in cat_index:
                raise ValueError(f"line {number}: bad ask")
            p.asks.append((cat_index[a.group(1)], ref(a.group(2), number)))
            continue
        for kind, pattern in STATEMENTS:
            s = re.fullmatch(pattern, rest)
            if s:
                args = [ref(s.group(x), number) for x in "ABC" if x in s.groupdict()]
                if "K" in s.groupdict():
                    args.append(int(s.group("K")))
                p.clues.append((key, kind, args))
                break
        else:
            raise ValueError(f"line {number}: unknown statement {rest!r}")
    return p


def read_file(path):
    with open(path, encoding="utf-8-sig") as f:
        return read(f.read())


def operands(kind, args):
    """A clue's operands by name: A, B, C (value ids) and K (a number), as the kind uses them."""
    if kind in ("at", "not_at"):
        return {"A": args[0], "K": args[1]}
    if kind == "away":
        return {"A": args[0], "B": args[1], "K": args[2]}
    return dict(zip("ABC", args))


def translate_main(translate, program):
    """The command line of a translator: one .zebra file in, the translation on stdout."""
    if len(sys.argv) != 2:
        sys.exit(f"usage: {program} FILE.zebra")
    sys.stdout.write(translate(read_file(sys.argv[1])))
