// Sentences said again in plainer words (plain_words.h): the rewrites of
// plain_rewrites.h, each in the file of its concept, tried in the order
// below; then the phrasings said plainly by one table (plain_phrasings.h).
#include "deduce/puzzles/zebra/english/plain_words.h"

#include <vector>

#include "deduce/puzzles/zebra/english/plain_phrasings.h"
#include "deduce/puzzles/zebra/english/plain_rewrites.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

namespace plain_rewrites {
namespace {

// The rewrites in the order they are tried, the first that applies
// saying the sentence plainly: the order they had as one function, kept,
// as where two apply the earlier wins.
constexpr Rewrite* kInOrder[] = {
    table_ends,                 // plain_contests.cc
    back_in,                    // plain_stresses.cc
    far_end,                    // plain_stresses.cc
    liked_best,                 // plain_clauses.cc
    felt_as_fact,               // plain_clauses.cc
    turn_opener,                // plain_stresses.cc
    been_doing,                 // plain_times.cc
    numbered_side,              // plain_places.cc
    placed_as_finished,         // plain_contests.cc
    out_unhyphened,             // plain_clauses.cc
    left_as_departed,           // plain_times.cc
    event_ends,                 // plain_times.cc
    fortnight_as_weeks,         // plain_times.cc
    end_of_all,                 // plain_contests.cc
    first_at_time,              // plain_times.cc
    the_one_that,               // plain_clauses.cc
    looked_after_as_tended,     // plain_clauses.cc
    all_the_way,                // plain_stresses.cc
    came_in_place,              // plain_contests.cc
    on_top,                     // plain_places.cc
    no_longer,                  // plain_stresses.cc
    just_an_amount,             // plain_stresses.cc
    stressed_place,             // plain_stresses.cc
    part_of_thing,              // plain_places.cc
    somewhere_said,             // plain_stresses.cc
    with_thing_after_subject,   // plain_clauses.cc
    winning_subject,            // plain_contests.cc
    winning_asked,              // plain_contests.cc
    centre_as_middle,           // plain_places.cc
    very_end,                   // plain_stresses.cc
    one_measure,                // plain_comparisons.cc
    finished_as_made,           // plain_clauses.cc
    owner_side,                 // plain_places.cc
    nobody_faster,              // plain_comparisons.cc
    of_anyone,                  // plain_contests.cc
    comment_set_off,            // plain_stresses.cc
    teller_sure,                // plain_stresses.cc
    exactly_said,               // plain_stresses.cc
    never_misses,               // plain_clauses.cc
    not_both,                   // plain_clauses.cc
    not_this_and_not_that,      // plain_clauses.cc
    made_on_thing,              // plain_clauses.cc
    one_there,                  // plain_contests.cc
    had_around_it,              // plain_places.cc
    opposite_ends,              // plain_places.cc
    clock_after_superlative,    // plain_times.cc
    unit_in_full,               // plain_times.cc
    not_until_after,            // plain_times.cc
    nobody_between_said_again,  // plain_times.cc
    before_or_after_as_apart,   // plain_times.cc
    came_in_as_arrived,         // plain_times.cc
    margin_after_comma,         // plain_comparisons.cc
    margin_before_comparative,  // plain_comparisons.cc
    further_out,                // plain_comparisons.cc
    rate_before_comparative,    // plain_comparisons.cc
};

}  // namespace
}  // namespace plain_rewrites

std::optional<std::string> said_plainly(std::string_view text, bool magazine) {
  // (The words are cut once, for every rewrite that looks at them.)
  const std::vector<Word> words = cut_words(text);
  for (plain_rewrites::Rewrite* rewrite : plain_rewrites::kInOrder)
    if (std::optional<std::string> said = rewrite(text, words, magazine)) return said;
  // Then the phrasings said plainly by one table (plain_phrasings.h).
  return say_again(text, plain_phrasings(), [](std::string_view as) { return std::string(as); });
}

}  // namespace deduce::puzzles::zebra::english
