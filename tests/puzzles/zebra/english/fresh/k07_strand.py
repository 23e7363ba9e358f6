from itertools import permutations

NAMES = ["Amelia", "Beatrice", "Clara", "Dorothea"]
GOWNS = ["lilac", "primrose", "eau-de-Nil", "rose"]
ACCOMPLISHMENTS = ["pianoforte", "harp", "watercolours", "Italian"]
SUITORS = ["Captain Fane", "Mr. Lowther", "the Reverend Mr. Slade", "Sir Giles Marchbank"]
INSTRUMENTS = ("pianoforte", "harp")


def who(d, v):
    return next(k for k in d if d[k] == v)


CLUES = [
    # 1. The young lady who plays the harp was dressed neither in rose nor in lilac.
    lambda g, a, s: g[who(a, "harp")] not in ("rose", "lilac"),
    # 2. Captain Fane's intended paints in water-colours.
    lambda g, a, s: a[who(s, "Captain Fane")] == "watercolours",
    # 3. Miss Clara, who plays no instrument, is not courted by the clergyman.
    lambda g, a, s: a["Clara"] not in INSTRUMENTS and s["Clara"] != "the Reverend Mr. Slade",
    # 4. The lady in eau-de-Nil sat down at the pianoforte.
    lambda g, a, s: a[who(g, "eau-de-Nil")] == "pianoforte",
    # 5. Miss Beatrice wore rose.
    lambda g, a, s: g["Beatrice"] == "rose",
    # 6. Sir Giles admires neither Miss Amelia nor the young lady in rose.
    lambda g, a, s: s["Amelia"] != "Sir Giles Marchbank" and g["Amelia"] != "rose"
    and g[who(s, "Sir Giles Marchbank")] != "rose",
    # 7. Mr. Lowther's lady does not speak Italian, nor is she Miss Dorothea.
    lambda g, a, s: a[who(s, "Mr. Lowther")] != "Italian" and s["Dorothea"] != "Mr. Lowther",
    # 8. The clergyman's sweetheart is a musician.
    lambda g, a, s: a[who(s, "the Reverend Mr. Slade")] in INSTRUMENTS,
    # 9. Miss Dorothea came in the same carriage as the young lady in primrose
    #    (so she is not the lady in primrose).
    lambda g, a, s: g["Dorothea"] != "primrose",
]


def solve(skip=None):
    sols = []
    for p1 in permutations(GOWNS):
        g = dict(zip(NAMES, p1))
        for p2 in permutations(ACCOMPLISHMENTS):
            a = dict(zip(NAMES, p2))
            for p3 in permutations(SUITORS):
                s = dict(zip(NAMES, p3))
                if all(c(g, a, s) for i, c in enumerate(CLUES) if i != skip):
                    sols.append((g, a, s))
    return sols


if __name__ == "__main__":
    sols = solve()
    print(len(sols))
    if sols:
        g, a, s = sols[0]
        for n in NAMES:
            print("Miss " + n, "-", g[n], "-", a[n], "-", s[n])
