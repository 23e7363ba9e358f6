// The shape of an item in a list run together in prose (prose_runs.h):
// names in capitals, things with an article, numbers, ordinals, words in
// lower case; and where an item of a shape starts at the end of the words
// before its comma, or ends in the words after `and`. The runs are told
// apart by these shapes.

#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

// kNone: no item (empty, too long, a clause).
// kThing: things with an article and without, mixed (`brownies, a lemon
// cake, scones and flapjacks`).
enum class Shape { kNone, kName, kArticle, kNumber, kOrdinal, kPlain, kThing };

// Whether an item of shape `item` belongs in a list of shape `kind`.
bool fits_shape(Shape item, Shape kind);

// Whether `w` starts with a capital.
bool capital(std::string_view w);

// (`some vinyl records` among `a toaster, a bicycle, ...`: `some` too.)
bool article(const Word& w);

// `they`, `we`, `he`, `she`: the word after one is its verb (`They sold
// jam, eggs and cheese`), never a list's first item.
bool subject_pronoun(const Word& w);

// The shape of a whole item. `a different job, a different pet and a
// different age` says what the categories are, not their values.
Shape shape_of(std::string_view item);

// `the Caribbean`, `the Netherlands`: a name with its article, which
// among names is a name.
bool the_name(std::string_view item);

// Where an item of `shape` starts at the end of `text` (backwards), as an
// offset into it; npos when none.
std::size_t tail_item(std::string_view text, Shape shape, std::size_t longest,
                      std::size_t plain = 0);

// The length of an item of `shape` at the start of `text` (forwards).
std::size_t head_item(std::string_view text, Shape shape, std::size_t longest,
                      const std::string& unit);

}  // namespace deduce::puzzles::zebra::english
