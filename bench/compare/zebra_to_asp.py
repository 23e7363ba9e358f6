#!/usr/bin/env python3
"""Translates a logic grid (.zebra) into a clingo program.

Usage: zebra_to_asp.py FILE.zebra > FILE.lp;  clingo 0 -q FILE.lp counts the solutions.

The model is the plain one a person would write: at(X, P) says value X stands
at position P; every value has one position and every position one value of
each category (a choice rule each way); each clue is one integrity constraint
that forbids what the clue rules out. Values are numbered category * n + index
(bench/compare/zebra_reader.py); the comment before each rule names the clue.
"""
import sys

import zebra_reader

# Integrity constraints by statement kind; A, B, C are value ids, K a number.
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


def translate(p):
    out = [f"% {p.title or 'logic grid'}: {p.n} positions, {len(p.categories)} categories",
           f"pos(1..{p.n}).",
           f"val(0..{len(p.categories) * p.n - 1}).",
           f"cat(X, X / {p.n}) :- val(X).",
           "1 { at(X,P) : pos(P) } 1 :- val(X).",
           "1 { at(X,P) : cat(X,C) } 1 :- pos(P), cat(_,C)."]
    for label, kind, args in p.clues:
        names = dict(zip("ABC", [a for a in args[:3]]))
        if kind in ("at", "not_at", "away"):
            names = {"A": args[0], "K": args[-1]}
            if kind == "away":
                names["B"] = args[1]
        out.append(f"% clue {label}: {kind}")
        for rule in RULES[kind]:
            out.append(rule.format(**names))
    out.append("#show at/2.")
    return "\n".join(out) + "\n"


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: zebra_to_asp.py FILE.zebra")
    sys.stdout.write(translate(zebra_reader.read_file(sys.argv[1])))


if __name__ == "__main__":
    main()
