// Sentences said again in plainer words, which the phrase table reads:
// `Imogen's team topped the league` (came first), `Pumpkin was placed below
// Toffee` (finished below), `The vase was finished two months before the
// rolling pin` (was), `Una sat immediately to Wes's left` (to the left of
// Wes), `The tallest castle had a moat around it`, `came away with` (got),
// `got there` (arrived), `took the longest` (was the slowest), `crossed the
// line first` (finished first), `more quickly than` (faster than). The
// row's numbers said as its sides are in numbered_sides.cc. said_plainly()
// tries the rewrites of plain_rewrites.h, each in the file of its concept,
// in the order plain_words.cc lists them.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "deduce/puzzles/zebra/english/lexicon.h"

namespace deduce::puzzles::zebra::english {

// `text` said once more plainly, the first of these rewrites that applies;
// nullopt when none does. `magazine`: a grid without positions (`was
// placed` is a contest's place there; `to Wes's left` is read only in a
// row).
std::optional<std::string> said_plainly(std::string_view text, bool magazine);

// Where words[i] is `first` or `last` said of an event in time (`the last
// of the five departures`, `the first appointment`): the index of the
// event's noun, else 0. Such an end is the latest or the earliest time.
std::size_t event_end(const std::vector<Word>& words, std::size_t i);

// `The cabbage was grown on the plot numbered one higher than Alan's`,
// `the carriage numbered two lower than`: the numbering of a row's places,
// said so, is the row (`immediately to the right of`, `two places to the
// left of`), whatever lists of numbers the riddle has; nullopt when the
// text says no such thing.
std::optional<std::string> numbered_as_row(std::string_view text);

// `lives at a higher number than Mrs Eyre`, `Mrs Bell's number is lower
// than Mrs Eyre's` in a row whose places are numbered from its left: the
// side (`further right than`, `is further left than Mrs Eyre`); nullopt
// when the text compares no places' numbers.
std::optional<std::string> numbers_as_sides(std::string_view text);

// `didn't need a single hint`, `hasn't got a solitary stamp`: a denied
// stressed one said as none (`need no hint`, `has got no stamp`), which
// names a list's 0 (zero_counts.cc); nullopt when the text denies no
// stressed one.
std::optional<std::string> zero_said(std::string_view text);

// `Our winner keeps fewer hives`, `my youngest entrant`: the teller's own
// winner or superlative is the riddle's (`The winner`, `the youngest
// entrant`), as `the` says it (our_superlatives.cc); nullopt when no
// `our`, `my` or `your` comes before one.
std::optional<std::string> ours_as_the(std::string_view text);

// `the green-lidded jar`, `the red-roofed cottage`: the value said alone
// (`the green jar`), the part it marks gone (value_compounds.cc); nullopt
// when no value is joined so.
std::optional<std::string> compounds_as_values(std::string_view text, const Lexicon& lexicon);

// `There is more turmeric left than paprika`: `left` of what remains goes
// (`more turmeric than paprika`), where a thing is named between the
// comparison and it (left_over.cc); nullopt when none is said.
std::optional<std::string> left_over_said(std::string_view text);

// `wasn't going to the station, nor to the library`: a second thing denied
// after `nor`, said with `or` (`wasn't going to the station or to the
// library`), where the first clause denies and `nor` has no verb of its
// own (nor_objects.cc); nullopt otherwise.
std::optional<std::string> nor_as_or(std::string_view text);

// `Ann Cole came first with a drive 20yd shorter than Bea Dunn's`: two
// clauses, `came first and had a drive 20yd shorter than Bea Dunn's`
// (held_comparisons.cc); nullopt where `with a` starts no comparison that
// ends the sentence with whose it is compared with.
std::optional<std::string> with_comparison_as_had(std::string_view text);

// `the blue awning is right next to the red one, on its left`: the side
// of the neighbour named last, said as the row says it (`immediately to the
// left of the red one`, neighbour_sides.cc); nullopt otherwise.
std::optional<std::string> neighbour_side_said(std::string_view text);

// `Noor and the dinosaur are 6 and 7, but I'm not saying which is which`:
// the pair in some order (`..., in some order`, unsaid_orders.cc);
// nullopt where no remark that keeps back which is which closes the text.
std::optional<std::string> which_is_which_as_some_order(std::string_view text);

// `Neither Tom nor Callum is going to Oslo, and neither of them is off to
// Krakow either`: the pair named again in the second clause (`and neither
// Tom nor Callum is off to Krakow`, pair_pronouns.cc); nullopt otherwise.
std::optional<std::string> pair_said_again(std::string_view text);

// `Neither Quinlan nor Moody in the grey suit. Neither of them in the
// tracksuit either.`: the pair the sentence `before` opens with, said
// again by `neither of them` (`both of them`) opening `text`, named again
// there (`Neither Quinlan nor Moody in the tracksuit`); nullopt otherwise.
std::optional<std::string> pair_said_before(std::string_view text, std::string_view before);

}  // namespace deduce::puzzles::zebra::english
