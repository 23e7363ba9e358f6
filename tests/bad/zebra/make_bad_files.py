#!/usr/bin/env python3
"""Writes the malformed logic-grid (.zebra) inputs of this folder and expected.txt.

Every file here must be refused by `deduce solve FILE` with exit 2, nothing on
stdout and one `FILE:LINE:COL: message` line on stderr. For the cases listed in
expected.txt the line, the column and text the message must hold are fixed as
well (tests/bad/zebra_bad_files_test.cc). Run it from anywhere to regenerate the
folder; the files are committed, this script documents them.
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))
BIG = "99999999999999999999"

# A well-formed 3x3 grid; each case breaks one thing in it.
HEAD = "positions: 3\ncategory color: red green blue\ncategory pet: dog cat fish\n"


def grid(*lines):
    """The base grid followed by the given lines (clues, asks)."""
    return HEAD + "".join(line + "\n" for line in lines)


def values(prefix, n):
    return " ".join(f"{prefix}{i}" for i in range(n))


# (file, content, exact "line:col" or None, text of the message or None)
CASES = [
    # ---- files with nothing usable in them ----
    ("empty.zebra", b"", None, None),
    ("only_comments.zebra", "# nothing here\n\n# still nothing\n", None, None),
    ("only_blank_lines.zebra", "\n\n   \n\t\n", None, None),
    ("only_title.zebra", "puzzle: nothing else\n", None, None),
    ("only_positions.zebra", "positions: 3\n", None, None),
    ("binary_junk.zebra", bytes([0, 1, 2, 255, 254, 7, 10, 200, 13, 10]), None, None),
    ("binary_junk_no_nul.zebra", bytes([0x89, 0x50, 0x4E, 0x47, 13, 10, 26, 10, 200, 201]), None,
     None),
    ("nul_byte_in_value.zebra", HEAD.replace("green", "gr\0een").encode(), None, None),
    ("invalid_utf8_value.zebra", HEAD.encode().replace(b"green", b"gr\xffeen"), "2:23", "UTF-8"),
    ("invalid_utf8_overlong.zebra", HEAD.encode().replace(b"green", b"gr\xc0\xafeen"), "2:23",
     "UTF-8"),
    ("symbol_in_value.zebra", HEAD.replace("green", "gr\u20aceen"), "2:23", "U+20AC"),
    ("invalid_utf8_title.zebra", b"puzzle: caf\xe9\n" + HEAD.encode(), "1:12", "UTF-8"),
    # ---- keywords and colons ----
    ("unknown_keyword.zebra", HEAD.replace("category pet", "categry pet"), "3:1",
     "unknown keyword `categry`; did you mean `category`?"),
    ("keyword_uppercase.zebra", HEAD.replace("category pet", "Category pet"), "3:1",
     "did you mean `category`?"),
    ("unknown_keyword_only_category.zebra", "categry color: red green blue\n", "1:1",
     "did you mean `category`?"),
    ("unknown_keyword_as_label.zebra", HEAD.replace("positions:", "positons:"), "1:11",
     "(read as a clue labelled `positons`; did you mean `positions`?)"),
    ("positions_no_colon.zebra", HEAD.replace("positions:", "positions"), "1:11",
     "expected `:` after `positions`"),
    ("category_no_colon.zebra", HEAD.replace("pet:", "pet"), None, None),
    ("puzzle_no_colon.zebra", "puzzle a small grid\n" + HEAD, None, None),
    ("clue_no_colon.zebra", grid("1 red is dog"), None, None),
    ("clue_no_label.zebra", grid(": red is dog"), None, None),
    ("clue_bad_label.zebra", grid("c@1: red is dog"), None, None),
    ("tab_inside_keyword.zebra", HEAD.replace("positions", "posi\ttions"), None, None),
    ("cr_inside_value.zebra", HEAD.replace("green", "gr\reen"), None, None),
    # ---- positions ----
    ("positions_zero.zebra", HEAD.replace("positions: 3", "positions: 0"), None, None),
    ("positions_negative.zebra", HEAD.replace("positions: 3", "positions: -3"), None, None),
    ("positions_huge.zebra", HEAD.replace("positions: 3", "positions: " + BIG), None, None),
    ("positions_word.zebra", HEAD.replace("positions: 3", "positions: three"), None, None),
    ("positions_trailing.zebra", HEAD.replace("positions: 3", "positions: 3 4"), None, None),
    ("positions_twice.zebra", "positions: 3\n" + HEAD, None, None),
    ("positions_mismatch.zebra", HEAD.replace("positions: 3", "positions: 4"), None, None),
    ("positions_65.zebra",
     f"positions: 65\ncategory a: {values('a', 65)}\ncategory b: {values('b', 65)}\n", None, None),
    ("category_of_65.zebra",
     f"category a: {values('a', 65)}\ncategory b: {values('b', 65)}\n", None, None),
    # ---- categories ----
    ("category_sizes_differ.zebra", HEAD.replace("dog cat fish", "dog cat"), "3:10", "pet"),
    ("category_sizes_differ_no_positions.zebra",
     "category color: red green blue\ncategory pet: dog cat fish bird\n", "2:10", "pet"),
    ("category_no_values.zebra", HEAD.replace("dog cat fish", ""), None, None),
    ("category_no_name.zebra", HEAD.replace("category pet:", "category :"), None, None),
    ("category_bad_name.zebra", HEAD.replace("category pet:", "category p*t:"), None, None),
    ("category_two_names.zebra", HEAD.replace("category pet:", "category pet animal:"), None,
     None),
    ("duplicate_value.zebra", HEAD.replace("dog cat fish", "dog cat dog"), "3:23", "dog"),
    ("duplicate_category.zebra", HEAD + "category color: a b c\n", "4:10", "color"),
    ("value_with_dot.zebra", HEAD.replace("green", "gr.een"), None, None),
    ("value_with_colon.zebra", HEAD.replace("green", "gr:een"), None, None),
    # ---- value references ----
    ("unknown_value.zebra", grid("1: red is cow"), "4:11", "cow"),
    ("typo_value.zebra", grid("1: red is dgo"), "4:11", "unknown value `dgo`; did you mean `dog`?"),
    ("typo_value_subject.zebra", grid("1: rde is dog"), "4:4", "did you mean `red`?"),
    ("typo_qualified_value.zebra", grid("1: pet.dgo is red"), "4:8",
     "unknown value `dgo` in category `pet`; did you mean `dog`?"),
    ("typo_category.zebra", grid("1: colr.red is dog"), "4:4",
     "unknown category `colr`; did you mean `color`?"),
    ("unknown_value_subject.zebra", grid("1: cow is red"), "4:4", "cow"),
    ("unknown_qualified_value.zebra", grid("1: pet.cow is red"), None, "cow"),
    ("unknown_category.zebra", grid("1: animal.dog is red"), "4:4", "animal"),
    ("value_in_other_category.zebra", grid("1: color.dog is red"), None, None),
    ("qualified_no_value.zebra", grid("1: color. is dog"), None, None),
    ("qualified_no_category.zebra", grid("1: .red is dog"), None, None),
    ("qualified_two_dots.zebra", grid("1: color.red.x is dog"), None, None),
    ("ambiguous_value.zebra",
     "positions: 3\ncategory a: x y z\ncategory b: x u v\n1: x at 1\n", "4:4", "x"),
    ("ambiguous_value_in_ask.zebra",
     "positions: 3\ncategory a: x y z\ncategory b: x u v\nask: a of x\n", None, None),
    ("number_as_value.zebra", grid("1: red is 3"), None, None),
    # ---- statements ----
    ("clue_empty.zebra", grid("1:"), None, None),
    ("clue_missing_operand.zebra", grid("1: red is"), None, None),
    ("clue_missing_subject.zebra", grid("1: is dog"), None, None),
    ("clue_only_subject.zebra", grid("1: red"), None, None),
    ("clue_trailing_value.zebra", grid("1: red is dog cat"), None, None),
    ("unknown_relation.zebra", grid("1: red above dog"), None, None),
    ("left_without_of.zebra", grid("1: red left dog"), None, None),
    ("just_right_without_of.zebra", grid("1: red just right dog"), None, None),
    ("just_alone.zebra", grid("1: red just dog"), None, None),
    ("next_without_to.zebra", grid("1: red next dog"), None, None),
    ("not_next_without_to.zebra", grid("1: red not next dog"), None, None),
    ("not_alone.zebra", grid("1: red not dog"), None, None),
    ("is_not_or.zebra", grid("1: red is not dog or cat"), None, None),
    ("or_truncated.zebra", grid("1: red is dog or"), None, None),
    ("or_without_is.zebra", grid("1: red dog or cat"), None, None),
    # Three alternatives are a statement since Extension 2; one left out is not.
    ("or_three_ways.zebra", grid("1: red is dog or cat or"), None, None),
    ("between_truncated.zebra", grid("1: red between dog and"), None, None),
    ("between_without_and.zebra", grid("1: red between dog cat"), None, None),
    ("between_one_operand.zebra", grid("1: red between dog"), None, None),
    ("away_word.zebra", grid("1: red two away from dog"), None, None),
    ("away_negative.zebra", grid("1: red -1 away from dog"), None, None),
    ("away_huge.zebra", grid(f"1: red {BIG} away from dog"), None, None),
    ("away_without_from.zebra", grid("1: red 1 away dog"), None, None),
    ("away_without_k.zebra", grid("1: red away from dog"), None, None),
    ("at_zero.zebra", grid("1: red at 0"), "4:11", None),
    ("at_above_n.zebra", grid("1: red at 4"), "4:11", None),
    ("at_huge.zebra", grid("1: red at " + BIG), "4:11", None),
    ("at_negative.zebra", grid("1: red at -1"), None, None),
    ("at_word.zebra", grid("1: red at three"), None, None),
    ("at_decimal.zebra", grid("1: red at 1.5"), None, None),
    ("at_missing.zebra", grid("1: red at"), None, None),
    ("at_trailing.zebra", grid("1: red at 1 2"), None, None),
    ("not_at_above_n.zebra", grid("1: red not at 4"), None, None),
    ("duplicate_label.zebra", grid("c1: red is dog", "c1: blue is cat"), "5:1", "c1"),
    ("statement_uppercase.zebra", grid("1: red IS dog"), "4:8", "found `IS`; did you mean `is`?"),
    ("typo_relation.zebra", grid("1: red nxt to dog"), "4:8", "found `nxt`; did you mean `next`?"),
    ("typo_relation_after_not.zebra", grid("1: red not nxet to dog"), "4:12",
     "did you mean `next`?"),
    ("typo_relation_after_just.zebra", grid("1: red just lfet of dog"), "4:13",
     "did you mean `left`?"),
    # ---- English phrasings: the statement to write instead ----
    ("english_to_the_left_of.zebra", grid("1: red is to the left of dog"), "4:8",
     "expected a relation, found `is to the left of`; write `left of`, as in `A left of B`"),
    ("english_is_left_of.zebra", grid("1: red is left of dog"), "4:8", "write `left of`"),
    ("english_on_the_left_of.zebra", grid("1: red is on the left of dog"), "4:8",
     "write `left of`"),
    ("english_directly_left_of.zebra", grid("1: red is directly left of dog"), "4:8",
     "write `just left of`"),
    ("english_immediately_right_of.zebra", grid("1: red is immediately right of dog"), "4:8",
     "write `just right of`"),
    ("english_is_next_to.zebra", grid("1: red is next to dog"), "4:8", "write `next to`"),
    ("english_is_not_next_to.zebra", grid("1: red is not next to dog"), "4:8",
     "write `not next to`"),
    ("english_lives_in.zebra", grid("1: dog lives in red"), "4:8",
     "found `lives in`; write `is`, as in `A is B`"),
    ("english_owns_the.zebra", grid("1: red owns the dog"), "4:8", "found `owns the`; write `is`"),
    ("english_in_position.zebra", grid("1: red is in position 2"), "4:8", "write `at`"),
    ("english_houses_away.zebra", grid("1: red is 2 houses away from dog"), "4:8",
     "write `k away from`"),
    ("english_is_between.zebra", grid("1: red is between dog and cat"), "4:8",
     "write `between`"),
    ("english_is_either.zebra", grid("1: red is either dog or cat"), "4:8",
     "as in `A is B or C`"),
    # ---- a final full stop, as in prose ----
    ("full_stop_after_value.zebra", grid("1: red is dog."), "4:14",
     "statements have no final full stop"),
    ("full_stop_after_position.zebra", grid("1: red at 3."), "4:12", "full stop"),
    ("full_stop_after_subject.zebra", grid("1: red."), "4:7", "full stop"),
    ("full_stop_after_or.zebra", grid("1: red is dog or cat."), "4:21", "full stop"),
    ("full_stop_after_unknown_value.zebra", grid("1: red is dgo."), "4:11",
     "did you mean `dog`?"),
    ("full_stop_in_ask.zebra", grid("ask: color of fish."), "4:19", "full stop"),
    ("full_stop_after_values.zebra", HEAD.replace("dog cat fish", "dog cat fish."), "3:27",
     "full stop"),
    # ---- ask ----
    ("ask_empty.zebra", grid("ask:"), None, None),
    ("ask_without_of.zebra", grid("ask: color fish"), None, None),
    ("ask_truncated.zebra", grid("ask: color of"), None, None),
    ("ask_unknown_category.zebra", grid("ask: size of fish"), "4:6", "size"),
    ("ask_typo_category.zebra", grid("ask: colr of fish"), "4:6",
     "unknown category `colr`; did you mean `color`?"),
    ("ask_unknown_value.zebra", grid("ask: color of cow"), None, None),
    ("ask_typo_value.zebra", grid("ask: color of fsh"), "4:15",
     "unknown value `fsh`; did you mean `fish`?"),
    ("ask_trailing.zebra", grid("ask: color of fish and dog"), None, None),
    ("ask_no_colon.zebra", grid("ask color of fish"), "4:5", "expected `:` after `ask`"),
    # ---- size, truncation, line ends ----
    ("very_long_line.zebra", grid("1: red is " + "d" * 100000), None, None),
    ("very_long_category.zebra", HEAD + "category big: " + values("v", 20000) + "\n", None, None),
    ("truncated_mid_statement.zebra", (HEAD + "1: red just left").encode(), None, None),
    ("truncated_mid_keyword.zebra", (HEAD + "categ").encode(), None, None),
    ("truncated_mid_category.zebra", "positions: 3\ncategory color: red green blue\ncategory pet: do",
     None, None),
    ("crlf_unknown_value.zebra", grid("1: red is dog", "2: blue is cow").replace("\n", "\r\n"),
     "5:12", "cow"),
    ("cr_only_line_ends.zebra", grid("1: red is cow").replace("\n", "\r"), None, None),
]


def main():
    for name in os.listdir(HERE):
        if name.endswith(".zebra"):
            os.remove(os.path.join(HERE, name))
    with open(os.path.join(HERE, "expected.txt"), "w", encoding="utf-8") as out:
        out.write("# FILE LINE:COL [TEXT]: where `deduce solve FILE` must report the error, and\n"
                  "# text its message must hold (files not listed: any located message)\n")
        for name, content, where, word in CASES:
            data = content if isinstance(content, bytes) else content.encode("utf-8")
            with open(os.path.join(HERE, name), "wb") as f:
                f.write(data)
            if where:
                out.write(f"{name} {where}" + (f" {word}" if word else "") + "\n")
    print(f"{len(CASES)} files")


if __name__ == "__main__":
    main()
