// A queue is a row seen from its front: `Four children are waiting in the
// lunch queue, one behind the other. Places in the queue are numbered 1 (at
// the front) to 4 (at the back).` There `behind` is further from the
// front (a higher position) and `in front of` nearer it, so `The child
// having soup is standing directly behind Freya` is the soup one place
// after Freya. The sentence is said again in the row's words (`immediately
// to the right of`), which the phrase table reads.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

// Whether the riddle's sentences set a queue whose position 1 is its
// front: they name a queue (or `one behind the other`, or put 1 at the
// front: `pews numbered 1 (at the very front) to 4`) and never put 1 at
// the back.
bool sets_a_queue(const std::vector<std::string_view>& framing);

// The index after `in line`, `in the line` or `in the queue` at w[k] (`third
// in line`), or k when none is said there.
std::size_t past_in_line(const std::vector<Word>& w, std::size_t k);

// `text` with `behind` and `in front of` said in the row's words, or
// nullopt when it says neither.
std::optional<std::string> queue_as_row(std::string_view text);

// `each chose a novel, one a week`, `one each night`, `on consecutive
// days`: the period (`week`) whose word at words[i] opens such an order
// in time, whose places are the periods; empty when none does.
std::string_view period_of_order(const std::vector<Word>& words, std::size_t i);

// Whether the riddle's places are an order in time (`five stops, numbered
// 1 to 5 in the order it reaches them`, `performed one after another`):
// then `straight after Mill Lane` is the next place and `before` any
// earlier one.
bool sets_an_order(const std::vector<std::string_view>& framing);

// Whether the words from i say that things came one at a time, with no
// places numbered: `one after another`, `one after the other`, `the
// running order`, `the order of appearance`, `in succession`, `took
// turns`.
bool order_in_time_at(const std::vector<Word>& words, std::size_t i);

// `one after another - first caller, second, third, fourth and fifth`: the
// places of an order in time named one by one, the first with its noun.
// The count of places (the last ordinal) and the noun (`caller`, or empty)
// where the words say ordinals first to last in turn, each once, after
// `one after another` or the like; 0 otherwise.
std::pair<int, std::string> places_named_in_turn(const std::vector<Word>& words);

// `text` with `after` and `before` said in the row's words, or nullopt
// when it says neither.
std::optional<std::string> order_as_row(std::string_view text);

// `Bryony was in the lane just after the Oak runner's`: a row's own place
// (`is_place` says which nouns are) said the next after or before a
// value, the next place up or down; nullopt when none is so said.
std::optional<std::string> place_after_as_row(
    std::string_view text, const std::function<bool(const std::string&)>& is_place);

// `The Volvo is two cars behind the Skoda`, `three chairs to the left
// of`: places of a row counted by the noun of what stands in them, said
// as `two places behind`; nullopt when no amount is so said. `named`:
// whether word k of cut_words(text) is a value's (never a noun of places).
std::optional<std::string> counted_as_places(std::string_view text, const std::vector<bool>& named);

}  // namespace deduce::puzzles::zebra::english
