#!/usr/bin/env python3
"""Writes the malformed Futoshiki inputs of this folder and expected.txt.

Each case is a file and the line:column where `deduce solve --kind futoshiki`
must report it (exit 2, `file:line:col: expected ...`). Run it from anywhere to
regenerate the folder; the files are committed, this script documents them.
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))

DOC5 = ("5\n0 > 0 | 0 | 0 | 0\n- - - - - - ^ - v\n0 | 0 | 0 | 0 | 0\n- - - - - - - - v\n"
        "0 > 0 | 1 | 0 | 0\nv - v - - - - - -\n0 | 0 | 0 < 0 | 0\n- - - - - - - - -\n"
        "0 | 0 | 0 < 0 < 0\n")
DOC_ID = "5:0R,0,0,0,0D,0,0,0,0U,0D,0RD,0D,1,0,0,0,0,0,0L,0,0,0,0,0L,0L,"
BIG = "99999999999999999999"

CASES = [
    # ---- the grid format ----
    ("empty.fut", b"", "1:1"),
    ("only_comments.fut", "# nothing here\n\n# still nothing\n", "4:1"),
    ("only_blank_lines.fut", "\n\n   \n", "4:1"),
    # NUL, 1 and 2 are UTF-8; 255 at column 4 is where the text stops being UTF-8.
    ("binary_junk.fut", bytes([0, 1, 2, 255, 254, 7, 10, 200, 13, 10]), "1:4"),
    ("binary_after_order.fut", b"3\n\x00\x01\x02\n", "2:1"),
    ("utf8_value.fut", "3\n1|\u00e9|3\n", "2:3"),
    ("order_257.fut", "257\n", "1:1"),
    ("order_0.fut", "0\n", "1:1"),
    ("order_huge.fut", BIG + "\n", "1:1"),
    ("order_negative.fut", "-5\n", "1:1"),
    ("order_word.fut", "five\n", "1:1"),
    ("order_with_junk.fut", "5 x\n", "1:3"),
    ("order_decimal.fut", "5.0\n", "1:2"),
    ("order_cr_only_line_ends.fut", "3\r1|2|3\r", "1:3"),
    ("wrong_order_long_row.fut", "4\n1|2|3|4|5\n", "2:8"),
    ("wrong_order_short_row.fut", "6\n0>0|0|0|0\n------^-v\n", "2:10"),
    ("short_row.fut", "5\n0>0|0|0|0\n------^-v\n0|0|0|0\n", "4:8"),
    ("short_row_spaced.fut", "3\n1 | 2\n", "2:6"),
    ("long_row.fut", "3\n1|2|3|1\n", "2:6"),
    ("missing_relation.fut", "3\n1 2 3\n", "2:3"),
    ("bad_symbol_value_row.fut", "3\n1|2*3\n", "2:4"),
    ("bad_symbol_relation_row.fut", "3\n1|2|3\n--x--\n", "3:3"),
    ("sign_in_filler.fut", "3\n1|2|3\n-^---\n", "3:2"),
    ("horizontal_sign_in_relation_row.fut", "3\n1|2|3\n<----\n", "3:1"),
    ("vertical_sign_in_value_row.fut", "3\n1^2|3\n", "2:2"),
    ("value_out_of_range.fut", "3\n1|2|3\n-----\n1|7|3\n-----\n3|1|2\n", "4:3"),
    ("value_huge.fut", "3\n1|" + BIG + "|3\n", "2:3"),
    ("value_negative.fut", "3\n1|-2|3\n", "2:3"),
    ("value_letter.fut", "3\nA|1|2\n", "2:1"),
    ("truncated_grid.fut", "3\n1|2|3\n-----\n", "4:1"),
    ("truncated_no_newline.fut", "3\n1|2|3", "2:6"),
    ("truncated_then_next_order.fut", "3\n1|2|3\n-----\n2\n", "4:2"),
    ("relation_row_short.fut", "3\n1|2|3\n- -\n", "3:4"),
    ("relation_row_long.fut", "3\n1|2|3\n-------\n", "3:6"),
    ("value_row_for_relation_row.fut", "2\n1|2\n2|1\n", "3:1"),
    ("relation_row_for_value_row.fut", "2\n1|2\n---\n---\n", "4:1"),
    ("very_long_line.fut", "3\n" + "1|" * 100000 + "\n", "2:6"),
    ("very_long_number.fut", "3\n" + "1" * 200000 + "\n", "2:1"),
    ("second_puzzle_bad.fut", DOC5 + "4\n1|2|3\n", "12:6"),
    ("comment_hides_row.fut", "3\n1|2#|3\n", "2:4"),
    ("junk_after_row.fut", "3\n1|2|3\t;\n", "2:7"),
    # ---- Adjacent grids (order line `Na`): `:` marks, no signs ----
    ("adjacent_sign_in_value_row.fut", "3a\n1<2|3\n", "2:2"),
    ("adjacent_sign_in_relation_row.fut", "3a\n1|2|3\n--^--\n", "3:3"),
    ("adjacent_mark_in_filler.fut", "3a\n1|2|3\n-:---\n", "3:2"),
    ("adjacent_mark_in_unequal_value_row.fut", "3\n1:2|3\n", "2:2"),
    ("adjacent_mark_in_unequal_relation_row.fut", "3\n1|2|3\n:----\n", "3:1"),
    ("adjacent_order_spaced.fut", "3 a\n", "1:3"),
    ("adjacent_order_twice.fut", "3aa\n", "1:3"),
    # ---- game IDs ----
    ("gid_truncated.txt", "5:0R,0,0,0,0D,0,0\n", "1:18"),
    ("gid_truncated_trailing_comma.txt", "5:0,0,\n", "1:7"),
    ("gid_no_cells.txt", "5:\n", "1:3"),
    ("gid_missing_colon.txt", "5a0,0\n", "1:3"),
    ("gid_bad_difficulty.txt", "5dq:0\n", "1:3"),
    ("gid_bad_flag.txt", "3:0,0X,0,0,0,0,0,0,0\n", "1:6"),
    ("gid_lowercase_flag.txt", "3:0,0r,0,0,0,0,0,0,0\n", "1:6"),
    ("gid_empty_cell.txt", "3:0,,0,0,0,0,0,0,0\n", "1:5"),
    ("gid_blank_inside.txt", "3:0, 0,0,0,0,0,0,0,0\n", "1:5"),
    ("gid_too_many_cells.txt", "3:0,0,0,0,0,0,0,0,0,0\n", "1:21"),
    ("gid_junk_after.txt", "3:0,0,0,0,0,0,0,0,0, extra\n", "1:21"),
    ("gid_value_out_of_range.txt", "3:0,0,4,0,0,0,0,0,0\n", "1:7"),
    ("gid_value_huge.txt", "3:0,0," + BIG + ",0,0,0,0,0,0\n", "1:7"),
    ("gid_negative.txt", "3:-1,0,0,0,0,0,0,0,0\n", "1:3"),
    ("gid_run_length_letters.txt", "3:a,0,0\n", "1:3"),
    ("gid_flag_off_grid_up.txt", "3:0U,0,0,0,0,0,0,0,0\n", "1:4"),
    ("gid_flag_off_grid_right.txt", "3:0,0,0R,0,0,0,0,0,0\n", "1:8"),
    ("gid_flag_off_grid_down.txt", "2:0,0,0D,0\n", "1:8"),
    ("gid_flag_off_grid_left.txt", "2:0,0,0L,0\n", "1:8"),
    ("gid_conflict_left_right.txt", "3:0R,0L,0,0,0,0,0,0,0\n", "1:7"),
    ("gid_conflict_up_down.txt", "3:0D,0,0,0U,0,0,0,0,0\n", "1:11"),
    ("gid_adjacent_one_sided.txt", "3a:0R,0,0,0,0,0,0,0,0\n", "1:5"),
    ("gid_order_257.txt", "257:0\n", "1:1"),
    ("gid_order_0.txt", "0:\n", "1:1"),
    ("gid_order_huge.txt", BIG + ":0\n", "1:1"),
    ("gid_second_line_bad.txt", DOC_ID + "\n5:0,0\n", "2:6"),
    # A random-seed ID is reported at its `#`.
    ("gid_random_seed.txt", "5#12345\n", "1:2"),
    ("gid_random_seed_difficulty.txt", "5dt#12345\n", "1:4"),
    ("gid_random_seed_adjacent.txt", "  5adk#any text at all\n", "1:7"),
    ("gid_binary_tail.txt", b"3:0,0,0,0,0,0,0,0,0\x00\x01\n", "1:20"),
]


def main():
    for name in os.listdir(HERE):
        if name not in ("make_bad_files.py", "expected.txt"):
            os.remove(os.path.join(HERE, name))
    lines = []
    for name, content, where in CASES:
        data = content if isinstance(content, bytes) else content.encode("utf-8")
        with open(os.path.join(HERE, name), "wb") as f:
            f.write(data)
        lines.append(f"{name} {where}\n")
    with open(os.path.join(HERE, "expected.txt"), "w") as f:
        f.write("# file line:column of the error `deduce solve --kind futoshiki` reports\n")
        f.writelines(lines)
    print(f"{len(CASES)} files")


if __name__ == "__main__":
    main()
