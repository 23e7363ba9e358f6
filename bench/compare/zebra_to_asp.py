#!/usr/bin/env python3
"""Translates a logic grid (.zebra) into a clingo program.

Usage: zebra_to_asp.py FILE.zebra > FILE.lp;  clingo 0 -q FILE.lp counts the solutions.

The model is the plain one a person would write: at(X, P) says value X stands
at position P; every value has one position and every position one value of
each category (a choice rule each way). A clue of the first language on a line
of positions is one integrity constraint that forbids what the clue rules out.
Every other statement S (Extension 2, and any statement inside `not:`,
`any of:`, `exactly k of:`, `all of:`) gets an atom h(S) with rules that derive
it exactly when S is true, and the clue is `:- not h(S).`. The positions'
geometry (neighbours, one step to the right, distances) is listed as facts
computed by the reader, so a circle or a map of islands needs no special rule.
An ordered category's numbers are num(X, V) facts, scaled to integers
(Puzzle.scale: prices in cents); attr(X, C, V) says that the value of category
C at X's position has number V. Values are numbered category * n + index
(bench/compare/zebra_reader.py); the comment before each rule names the clue.
"""
import zebra_reader

# Integrity constraints of the first language's statements on a line (the translation they
# always had); A, B, C are value ids, K a number.
RULES = {
    "is": [":- at({A},P), not at({B},P)."],
    "is_not": [":- at({A},P), at({B},P)."],
    "is_or": [":- at({A},P), not at({B},P), not at({C},P)."],
    "at": [":- not at({A},{K})."],
    "not_at": [":- at({A},{K})."],
    "next_to": [":- at({A},P), at({B},Q), |P-Q| != 1."],
    "not_next_to": [":- at({A},P), at({B},Q), |P-Q| = 1."],
    "left_of": [":- at({A},P), at({B},Q), P >= Q."],
    "right_of": [":- at({A},P), at({B},Q), P <= Q."],
    "just_left_of": [":- at({A},P), at({B},Q), P+1 != Q."],
    "just_right_of": [":- at({A},P), at({B},Q), P != Q+1."],
    # A is strictly between B and C unless it is at or left of both, or at or right of both.
    "between": [":- at({A},P), at({B},Q), at({C},R), P <= Q, P <= R.",
                ":- at({A},P), at({B},Q), at({C},R), P >= Q, P >= R."],
    "away": [":- at({A},P), at({B},Q), |P-Q| != {K}."],
}

# Bodies that make statement h({I}) true, by kind: each a list of rule bodies (any one suffices).
TWO = "at({A},P), at({B},Q)"
TRUE_WHEN = {
    "is": ["at({A},P), at({B},P)"],
    "is_not": [TWO + ", P != Q"],
    "not_at": ["at({A},P), P != {K}"],
    "at_end": ["at({A},1)", "at({A},{N})"],
    "middle": ["at({A},{M})"],
    "next_to": [TWO + ", adj(P,Q)"],
    "not_next_to": [TWO + ", not adj(P,Q)"],
    "left_of": [TWO + ", P < Q"],
    "right_of": [TWO + ", P > Q"],
    "not_left_of": [TWO + ", P >= Q"],
    "not_right_of": [TWO + ", P <= Q"],
    "just_left_of": [TWO + ", step(P,Q)"],
    "just_right_of": [TWO + ", step(Q,P)"],
    "not_just_left_of": [TWO + ", not step(P,Q)"],
    "not_just_right_of": [TWO + ", not step(Q,P)"],
    "between": [TWO + ", at({C},R), Q < P, P < R", TWO + ", at({C},R), R < P, P < Q"],
    "away": [TWO + ", dist(P,Q,{K})"],
    "k_left": [TWO + ", P + {K} = Q"],
    "k_right": [TWO + ", P = Q + {K}"],
    "neither": [TWO + ", at({C},R), R != P, R != Q"],
    "pair": [TWO + ", at({C},P), at({D},Q), P != Q", TWO + ", at({C},Q), at({D},P), P != Q"],
}


class Program:
    def __init__(self, p):
        self.p, self.rules, self.next = p, [], 0

    def statement(self, st):
        """The number I of the atom h(I) that holds exactly when st does; writes its rules."""
        i = self.next
        self.next += 1
        p, kind = self.p, st[0]
        head = f"h({i}) :- "
        if kind in TRUE_WHEN:
            names = dict(zip("ABCD", st[1:5]), I=i, N=p.n, M=(p.n + 1) // 2)
            if kind in ("away", "k_left", "k_right"):
                names = dict(A=st[1], B=st[2], K=st[3], I=i)
            if kind == "not_at":
                names = dict(A=st[1], K=st[2], I=i)
            for body in TRUE_WHEN[kind]:
                self.rules.append(head + body.format(**names) + ".")
        elif kind == "is_or":
            for b in st[2]:
                self.rules.append(head + f"at({st[1]},P), at({b},P).")
        elif kind == "at":
            for k in st[2]:
                self.rules.append(head + f"at({st[1]},{k}).")
        elif kind == "different":
            places = "; ".join(f"P : at({x},P)" for x in st[1])
            self.rules.append(head + f"#count {{ {places} }} = {len(st[1])}.")
        elif kind == "cmp":
            binds = []

            def atom(e):
                v = f"V{len(binds)}"
                binds.append(f"attr({e[2]},{e[1]},{v})" if e[0] == "attr" else f"at({e[1]},{v})")
                return v

            left, right = zebra_reader.scaled_comparison(p, st, atom)
            binds.append(f"{left} {st[1]} {right}")
            self.rules.append(head + ", ".join(binds) + ".")
        elif kind == "not":
            self.rules.append(head + f"not h({self.statement(st[1])}).")
        elif kind == "any":
            for s in st[1]:
                self.rules.append(head + f"h({self.statement(s)}).")
        elif kind == "all":
            inner = [f"h({self.statement(s)})" for s in st[1]]
            self.rules.append(head + ", ".join(inner) + ".")
        elif kind == "exactly":
            inner = [f"{j}: h({self.statement(s)})" for j, s in enumerate(st[2])]
            self.rules.append(head + f"#count {{ {'; '.join(inner)} }} = {st[1]}.")
        else:
            raise ValueError(f"unknown statement {kind}")
        return i


def geometry(p):
    """Facts of the positions' neighbours, one-step order and distances (for the new rules)."""
    ps = range(1, p.n + 1)
    out = [" ".join(f"adj({a},{b})." for a in ps for b in ps if p.adjacent(a, b))]
    out.append(" ".join(f"step({a},{b})." for a in ps for b in ps if p.just_left(a, b)))
    out.append(" ".join(f"dist({a},{b},{p.distance(a, b)})." for a in ps for b in ps
                        if p.distance(a, b) is not None))
    return [line for line in out if line]


def translate(p):
    n = p.n
    out = [f"% {p.title or 'logic grid'}: {n} positions, {len(p.categories)} categories",
           f"pos(1..{n}).",
           f"val(0..{len(p.categories) * n - 1}).",
           f"cat(X, X / {n}) :- val(X).",
           "1 { at(X,P) : pos(P) } 1 :- val(X).",
           "1 { at(X,P) : cat(X,C) } 1 :- pos(P), cat(_,C)."]
    if p.plain:
        out.append("% no positions: the first category's values name the entities 1..n")
        out += [f"at({i},{i + 1})." for i in range(n)]
    simple = p.layout == "line" and not p.plain
    old = [(label, st) for label, st in p.clues if simple and st[0] in RULES
           and (st[0] != "is_or" or len(st[2]) == 2) and (st[0] != "at" or len(st[2]) == 1)]
    new = [(label, st) for label, st in p.clues if (label, st) not in old]
    for label, st in old:
        names = dict(zip("ABC", st[1:4]))
        if st[0] == "is_or":
            names = dict(A=st[1], B=st[2][0], C=st[2][1])
        if st[0] in ("at", "not_at"):
            names = dict(A=st[1], K=st[2][0] if st[0] == "at" else st[2])
        if st[0] == "away":
            names = dict(A=st[1], B=st[2], K=st[3])
        out.append(f"% clue {label}: {st[0]}")
        out += [rule.format(**names) for rule in RULES[st[0]]]
    if new:
        out += geometry(p)
        if p.numbers:
            out.append(" ".join(f"num({c * n + i},{p.scaled_number(c * n + i)})."
                                for c in p.numbers for i in range(n)))
            out.append("attr(X,C,V) :- at(X,P), at(Y,P), cat(Y,C), num(Y,V), val(X).")
        program = Program(p)
        for label, st in new:
            rules_before = len(program.rules)
            i = program.statement(st)
            out.append(f"% clue {label}: {st[0]}")
            out += program.rules[rules_before:]
            out.append(f":- not h({i}).")
    out.append("#show at/2.")
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    zebra_reader.translate_main(translate, "zebra_to_asp.py")
