"""A small reader for logic-grid (.zebra) files, shared by the translators to
clingo and MiniZinc, the brute-force oracle and the generator's clingo checker.

It follows the grammar of docs/zebra.md (Extension 2 included: plain grids,
circle and map layouts, ordered numeric categories, arithmetic, combinators)
for well-formed files and raises ValueError("line N: ...") on anything else;
the reference reader with full error reporting is deduce's own. A value is
numbered category * n + index, so every tool sees the same numbering.

A statement is a tuple (kind, ...):
  (kind, A, B) for is, is_not, next_to, not_next_to, left_of, right_of,
      not_left_of, not_right_of, just_left_of, just_right_of,
      not_just_left_of, not_just_right_of
  ("between", A, B, C)   ("away", A, B, k)   ("k_left", A, B, k)   ("k_right", A, B, k)
  ("is_or", A, [B, C, ...])   ("at", A, [k, ...])   ("not_at", A, k)
  ("at_end", A)   ("middle", A)   ("neither", A, B, C)   ("pair", A, B, C, D)
  ("different", [A, B, ...])   ("cmp", OP, E, F)
  ("not", S)   ("any", [S...])   ("all", [S...])   ("exactly", k, [S...])
An expression is ("num", k), ("attr", category, A), ("pos", A) or (OP, E, F)
with OP one of + - *. A, B, C, D are value ids, k whole numbers.
"""
from fractions import Fraction
import re
import sys

NAME = r"[\w-]+"  # letters (any script), digits, _ and -
VALUE = r"[\w.-]+"  # an ordered category's values may be decimals: 4.99, -3

# The statements that need a line of positions (an order, ends, a middle).
LINE_ONLY = {"left_of", "right_of", "not_left_of", "not_right_of", "between", "k_left",
             "k_right", "at_end", "middle"}
# The statements that hold on a map of islands (besides those without positions).
EDGE_OK = {"at", "not_at", "next_to", "not_next_to", "away"}
# The statements that hold without positions at all.
PLAIN_OK = {"is", "is_not", "is_or", "neither", "pair", "different", "cmp", "not", "any",
            "all", "exactly"}
COMBINATORS = {"not", "any", "all", "exactly"}


class Puzzle:
    def __init__(self):
        self.title = ""
        self.n = 0
        self.plain = False  # positions: none
        self.layout = "line"  # "line", "circle" or "edges"
        self.edges = []  # [(p, q)] for layout "edges"
        self.categories = []  # [(name, [values])]
        self.numbers = {}  # category index -> [Fraction] for ordered categories
        self.clues = []  # [(label, statement)]
        self.asks = []  # [("of", category, A) | ("position", A) | ("at", category, k)]

    def value_name(self, vid):
        c, i = divmod(vid, self.n)
        return self.categories[c][1][i]

    def category_of(self, vid):
        return vid // self.n

    # --- the geometry of the positions, shared by the translators and the oracle ---

    def adjacent(self, p, q):
        if self.layout == "edges":
            return (p, q) in self.edges or (q, p) in self.edges
        if self.layout == "circle":
            return p != q and (abs(p - q) == 1 or abs(p - q) == self.n - 1)
        return abs(p - q) == 1

    def just_left(self, p, q):
        """p is one step left of q (anticlockwise on a circle)."""
        if self.layout == "circle":
            return q == p % self.n + 1 and p != q
        return p + 1 == q

    def distance(self, p, q):
        if self.layout == "line":
            return abs(p - q)
        if self.layout == "circle":
            d = abs(p - q)
            return min(d, self.n - d)
        seen, frontier, d = {p}, [p], 0  # edges: shortest path, breadth first
        while frontier:
            if q in frontier:
                return d
            d += 1
            frontier = [r for s in frontier for r in range(1, self.n + 1)
                        if r not in seen and self.adjacent(s, r) and not seen.add(r)]
        return None  # not connected

    # --- ordered numbers as integers: every number times 10^decimals ---

    def scale(self):
        decimals = 0
        for values in self.numbers.values():
            for v in values:
                d = 0
                while (v * 10 ** d).denominator != 1:
                    d += 1
                decimals = max(decimals, d)
        return 10 ** decimals

    def scaled_number(self, vid):
        return int(self.numbers[self.category_of(vid)][vid % self.n] * self.scale())


def scaled_expression(p, e, atom):
    """(text, degree): expression e with integers only, ordered numbers scaled by S = p.scale().

    The text's value is the exact value times S^degree; atom(e) gives the text of an ("attr",
    ...) or ("pos", ...) leaf. Sums lift the lower degree by S, products add degrees, so that
    `price(a) = price(b) + 2` reads price_a*100 = price_b*100 + 2*100 and `age(a) = 2 * age(b)`
    keeps its 2."""
    s = p.scale()
    kind = e[0]
    if kind == "num":
        return str(e[1]), 0
    if kind == "attr":
        return atom(e), 1
    if kind == "pos":
        return atom(e), 0
    left, dl = scaled_expression(p, e[1], atom)
    right, dr = scaled_expression(p, e[2], atom)
    if kind == "*":
        return f"({left} * {right})", dl + dr
    d = max(dl, dr)
    return f"({lift(left, d - dl, s)} {kind} {lift(right, d - dr, s)})", d


def lift(text, times, s):
    return text if times == 0 or s == 1 else f"{s ** times} * {text}"


def scaled_comparison(p, st, atom):
    """The two sides of ("cmp", OP, E, F) as integer expressions of the same degree."""
    left, dl = scaled_expression(p, st[2], atom)
    right, dr = scaled_expression(p, st[3], atom)
    d = max(dl, dr)
    return lift(left, d - dl, p.scale()), lift(right, d - dr, p.scale())


def walk(st):
    """Every statement inside st, st first."""
    yield st
    if st[0] == "not":
        yield from walk(st[1])
    elif st[0] in ("any", "all"):
        for s in st[1]:
            yield from walk(s)
    elif st[0] == "exactly":
        for s in st[2]:
            yield from walk(s)


# Statement patterns of one value relation, tried in order; A..D value references, K a number.
SIMPLE = [
    ("is_not", r"(?P<A>\S+) is not (?P<B>\S+)"),
    ("is_or", r"(?P<A>\S+) is (?P<L>\S+(?: or \S+)+)"),
    ("is", r"(?P<A>\S+) is (?P<B>\S+)"),
    ("not_at", r"(?P<A>\S+) not at (?P<K>\d+)"),
    ("at_end", r"(?P<A>\S+) at an end"),
    ("at", r"(?P<A>\S+) at (?P<L>\d+(?: or \d+)*)"),
    ("middle", r"(?P<A>\S+) in the middle"),
    ("not_next_to", r"(?P<A>\S+) not next to (?P<B>\S+)"),
    ("next_to", r"(?P<A>\S+) next to (?P<B>\S+)"),
    ("not_just_left_of", r"(?P<A>\S+) not just left of (?P<B>\S+)"),
    ("not_just_right_of", r"(?P<A>\S+) not just right of (?P<B>\S+)"),
    ("just_left_of", r"(?P<A>\S+) just left of (?P<B>\S+)"),
    ("just_right_of", r"(?P<A>\S+) just right of (?P<B>\S+)"),
    ("not_left_of", r"(?P<A>\S+) not left of (?P<B>\S+)"),
    ("not_right_of", r"(?P<A>\S+) not right of (?P<B>\S+)"),
    ("k_left", r"(?P<A>\S+) (?P<K>\d+) left of (?P<B>\S+)"),
    ("k_right", r"(?P<A>\S+) (?P<K>\d+) right of (?P<B>\S+)"),
    ("left_of", r"(?P<A>\S+) left of (?P<B>\S+)"),
    ("right_of", r"(?P<A>\S+) right of (?P<B>\S+)"),
    ("between", r"(?P<A>\S+) between (?P<B>\S+) and (?P<C>\S+)"),
    ("away", r"(?P<A>\S+) (?P<K>\d+) away from (?P<B>\S+)"),
    ("neither", r"neither (?P<A>\S+) nor (?P<B>\S+) is (?P<C>\S+)"),
    ("pair", r"(?P<A>\S+) and (?P<B>\S+) are (?P<C>\S+) and (?P<D>\S+)"),
]
OPS = ["!=", "<=", ">=", "=", "<", ">"]
TOKEN = re.compile(r"\s*(?:(?P<call>" + NAME + r")\s*\(\s*(?P<arg>[^()\s]+)\s*\)|(?P<num>\d+)"
                   r"|(?P<op>!=|<=|>=|[=<>+*()-]))")


def split_top(text, sep=";"):
    """text split at sep outside parentheses."""
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        depth += (ch == "(") - (ch == ")")
        if ch == sep and depth == 0:
            parts.append(text[start:i])
            start = i + 1
    parts.append(text[start:])
    return [x.strip() for x in parts]


def unwrap(text):
    """text without parentheses that enclose all of it."""
    while text.startswith("(") and text.endswith(")"):
        depth = 0
        for i, ch in enumerate(text):
            depth += (ch == "(") - (ch == ")")
            if depth == 0 and i < len(text) - 1:
                return text
        text = text[1:-1].strip()
    return text


class Reader:
    def __init__(self, p, ref, cat_index, number):
        self.p, self.ref, self.cat_index, self.number = p, ref, cat_index, number

    def fail(self, what):
        raise ValueError(f"line {self.number}: {what}")

    def statement(self, text):
        text = unwrap(" ".join(text.split()).replace("( ", "(").replace(" )", ")"))
        m = re.fullmatch(r"not\s*:\s*(.+)", text)
        if m:
            return ("not", self.statement(m.group(1)))
        m = re.fullmatch(r"(any|all) of\s*:\s*(.+)", text)
        if m:
            return (m.group(1), [self.statement(s) for s in split_top(m.group(2))])
        m = re.fullmatch(r"(?:exactly (\d+)|one) of\s*:\s*(.+)", text)
        if m:
            return ("exactly", int(m.group(1) or 1), [self.statement(s)
                                                      for s in split_top(m.group(2))])
        m = re.fullmatch(r"different\s*:\s*(.+)", text)
        if m:
            return ("different", [self.ref(t) for t in m.group(1).split()])
        for op in OPS:
            if re.search(r"(?<![!<>])" + re.escape(op) + r"(?!=)", text):
                return self.comparison(text)
        for kind, pattern in SIMPLE:
            s = re.fullmatch(pattern, text)
            if not s:
                continue
            g = s.groupdict()
            args = [self.ref(g[x]) for x in "ABCD" if x in g]
            if kind == "is_or":
                return (kind, args[0], [self.ref(t) for t in g["L"].split(" or ")])
            if kind == "at":
                return (kind, args[0], [self.position(t) for t in g["L"].split(" or ")])
            if kind == "not_at":
                return (kind, args[0], self.position(g["K"]))
            if "K" in g:
                return (kind, args[0], args[1], int(g["K"]))
            return (kind, *args)
        self.fail(f"unknown statement {text!r}")

    def position(self, token):
        k = int(token)
        if not 1 <= k <= self.p.n:
            self.fail(f"position {k} outside 1..{self.p.n}")
        return k

    def comparison(self, text):
        tokens, at = [], 0
        while at < len(text):
            m = TOKEN.match(text, at)
            if not m or m.end() == at:
                self.fail(f"cannot read the expression at {text[at:]!r}")
            tokens.append(m)
            at = m.end()
            while at < len(text) and text[at] == " ":
                at += 1
        self.tokens, self.at = tokens, 0
        left = self.sum()
        op = self.take_op()
        if op not in OPS:
            self.fail(f"expected one of {' '.join(OPS)}, got {op!r}")
        right = self.sum()
        if self.at != len(self.tokens):
            self.fail("extra text after the expression")
        return ("cmp", op, left, right)

    def peek_op(self):
        if self.at < len(self.tokens):
            return self.tokens[self.at].group("op")
        return None

    def take_op(self):
        op = self.peek_op()
        self.at += 1
        return op

    def sum(self):
        e = self.product()
        while self.peek_op() in ("+", "-"):
            e = (self.take_op(), e, self.product())
        return e

    def product(self):
        e = self.atom()
        while self.peek_op() == "*":
            self.take_op()
            e = ("*", e, self.atom())
        return e

    def atom(self):
        if self.at >= len(self.tokens):
            self.fail("the expression ends too soon")
        t = self.tokens[self.at]
        self.at += 1
        if t.group("num"):
            return ("num", int(t.group("num")))
        if t.group("call"):
            name, arg = t.group("call"), t.group("arg")
            if name == "pos":
                if self.p.plain:
                    self.fail("pos() in a grid without positions")
                return ("pos", self.ref(arg))
            c = self.cat_index.get(name)
            if c is None or c not in self.p.numbers:
                self.fail(f"{name} is not an ordered category")
            return ("attr", c, self.ref(arg))
        if t.group("op") == "(":
            e = self.sum()
            if self.take_op() != ")":
                self.fail("expected )")
            return e
        if t.group("op") == "-":
            return ("-", ("num", 0), self.atom())
        self.fail(f"unexpected {t.group(0).strip()!r}")


def read(text):
    p = Puzzle()
    lines = []
    for number, raw in enumerate(text.replace("\r\n", "\n").split("\n"), 1):
        line = raw.split("#", 1)[0].strip()
        if line:
            lines.append((number, line))
    positions = None
    for number, line in lines:
        m = re.fullmatch(r"(category|ordered)\s+(" + NAME + r")\s*:\s*(.*)", line)
        if m:
            values = m.group(3).split()
            if m.group(1) == "ordered":
                try:
                    numbers = [Fraction(v) for v in values]
                except ValueError:
                    raise ValueError(f"line {number}: ordered values must be numbers")
                if any(a >= b for a, b in zip(numbers, numbers[1:])):
                    raise ValueError(f"line {number}: ordered values must increase")
                p.numbers[len(p.categories)] = numbers
            p.categories.append((m.group(2), values))
            continue
        m = re.fullmatch(r"positions\s*:\s*(\d+|none)", line)
        if m:
            positions = m.group(1)
            continue
        m = re.fullmatch(r"layout\s*:\s*(.*)", line)
        if m:
            words = m.group(1).split()
            if words in (["line"], ["circle"]):
                p.layout = words[0]
            else:
                p.layout = "edges"
                for w in words:
                    e = re.fullmatch(r"(\d+)-(\d+)", w)
                    if not e:
                        raise ValueError(f"line {number}: bad layout {w!r}")
                    p.edges.append((int(e.group(1)), int(e.group(2))))
    if not p.categories:
        raise ValueError("no category")
    p.plain = positions == "none"
    p.n = int(positions) if positions and not p.plain else len(p.categories[0][1])
    for name, vals in p.categories:
        if len(vals) != p.n:
            raise ValueError(f"category {name} has {len(vals)} values, not {p.n}")
    if any(not (1 <= a <= p.n and 1 <= b <= p.n) for a, b in p.edges):
        raise ValueError(f"an edge of the layout is outside 1..{p.n}")
    if p.plain and p.layout != "line":
        raise ValueError("a layout in a grid without positions")
    bare = {}
    qualified = {}
    for c, (name, vals) in enumerate(p.categories):
        for i, v in enumerate(vals):
            vid = c * p.n + i
            qualified[f"{name}.{v}"] = vid
            bare.setdefault(v, []).append(vid)
    cat_index = {name: c for c, (name, _) in enumerate(p.categories)}

    for number, line in lines:
        if re.match(r"(category|ordered)\s", line) or re.match(r"(positions|layout)\s*:", line):
            continue

        def ref(token, number=number):
            if token in qualified:
                return qualified[token]
            if len(bare.get(token, [])) == 1:
                return bare[token][0]
            raise ValueError(f"line {number}: unknown or ambiguous value {token}")

        m = re.fullmatch(r"(" + NAME + r")\s*:\s*(.*)", line)
        if not m:
            raise ValueError(f"line {number}: cannot read {line!r}")
        key, rest = m.group(1), " ".join(m.group(2).split())
        if key == "puzzle":
            p.title = rest
            continue
        reader = Reader(p, ref, cat_index, number)
        if key == "ask":
            a = re.fullmatch(r"position of (\S+)", rest)
            if a and not p.plain:
                p.asks.append(("position", ref(a.group(1))))
                continue
            a = re.fullmatch(r"(\S+) at (\d+)", rest)
            if a and a.group(1) in cat_index and not p.plain:
                p.asks.append(("at", cat_index[a.group(1)], reader.position(a.group(2))))
                continue
            a = re.fullmatch(r"(\S+) of (\S+)", rest)
            if not a or a.group(1) not in cat_index:
                raise ValueError(f"line {number}: bad ask")
            p.asks.append(("of", cat_index[a.group(1)], ref(a.group(2))))
            continue
        st = reader.statement(rest)
        for s in walk(st):
            if p.plain and s[0] not in PLAIN_OK:
                raise ValueError(f"line {number}: {s[0]} needs positions")
            if p.layout != "line" and s[0] in LINE_ONLY:
                raise ValueError(f"line {number}: {s[0]} needs a line of positions")
            if p.layout == "edges" and s[0] not in EDGE_OK | PLAIN_OK:
                raise ValueError(f"line {number}: {s[0]} is not defined on a map")
            if s[0] == "middle" and p.n % 2 == 0:
                raise ValueError(f"line {number}: no middle among {p.n} positions")
        p.clues.append((key, st))
    return p


def read_file(path):
    with open(path, encoding="utf-8-sig") as f:
        return read(f.read())


def translate_main(translate, program):
    """The command line of a translator: one .zebra file in, the translation on stdout."""
    if len(sys.argv) != 2:
        sys.exit(f"usage: {program} FILE.zebra")
    sys.stdout.write(translate(read_file(sys.argv[1])))
