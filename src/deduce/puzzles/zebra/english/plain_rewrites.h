// The rewrites said_plainly() (plain_words.h) tries, one shape each:
// `text` said again plainly, or nullopt where the rewrite does not apply;
// `words` are text's words, cut once for all of them; `magazine` as
// said_plainly() has it. plain_words.cc lists them in the order they are
// tried: the first that applies wins, so the order matters where two
// apply. Each is in the file of its concept (below). Internal to the
// English reader: only those files include it.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english::plain_rewrites {

// The one shape of a rewrite. Each below is declared by it; its
// definition spells the same signature out.
using Rewrite = std::optional<std::string>(std::string_view text, const std::vector<Word>& words,
                                           bool magazine);

// plain_contests.cc: a contest's places and winners.
Rewrite table_ends, placed_as_finished, end_of_all, came_in_place, winning_subject, winning_asked,
    of_anyone, one_there;

// plain_times.cc: times and spans.
Rewrite been_doing, left_as_departed, event_ends, fortnight_as_weeks, first_at_time,
    clock_after_superlative, unit_in_full, came_in_as_arrived, not_until_after,
    before_or_after_as_apart, nobody_between_said_again;

// plain_stresses.cc: words that only stress, hedge or open a turn.
Rewrite back_in, far_end, turn_opener, all_the_way, no_longer, just_an_amount, stressed_place,
    somewhere_said, very_end, comment_set_off, teller_sure, exactly_said;

// plain_places.cc: places.
Rewrite numbered_side, on_top, part_of_thing, centre_as_middle, owner_side, had_around_it,
    opposite_ends;

// plain_clauses.cc: verbs and clauses.
Rewrite liked_best, felt_as_fact, out_unhyphened, the_one_that, looked_after_as_tended,
    with_thing_after_subject, finished_as_made, never_misses, not_both, made_on_thing,
    not_this_and_not_that;

// plain_comparisons.cc: comparisons and their margins.
Rewrite one_measure, nobody_faster, margin_after_comma, margin_before_comparative, further_out,
    rate_before_comparative;

}  // namespace deduce::puzzles::zebra::english::plain_rewrites
