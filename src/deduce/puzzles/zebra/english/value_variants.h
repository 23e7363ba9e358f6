// Other words a value is named by besides its list's (lexicon.h): an
// amount's unit spelled otherwise, a model split at its digits, a hobby by
// its verb or by whoever practises it, a place by its adjective. The
// lexicon adds them as entries of the value when it is built.

#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace deduce::puzzles::zebra::english {

// The stems of `text`'s words, in order.
std::vector<std::string> stem_list(std::string_view text);

// The other spellings of an amount's unit: `700 sq ft` as `700 square
// feet` and `700 square foot`, `3 pounds` as `3 lbs`. Only after a
// number, so that `min` or `m` in a name is never a unit.
std::vector<std::vector<std::string>> unit_spellings(const std::vector<std::string>& own);

// The spellings of the unit `stem` is one of (`kg`, `kilo`, `kilogram`),
// or nullptr.
const std::vector<std::string>* unit_group(std::string_view stem);

// `f150` as `f 150`: a text may write a model `F-150` where its list
// writes `f150` (and the other way round), and a hyphen cuts words.
// Empty when no word mixes letters and digits.
std::vector<std::string> split_at_digits(const std::vector<std::string>& stems);

// `paint` for `painting`, `swim` for `swimming`: a hobby named by its
// verb (`the person who paints as a hobby`). Empty unless the value is
// one word ending in -ing.
std::vector<std::string> verb_of(const std::vector<std::string>& stems);

// `spot` for `spotted`, `stripe` for `striped`, `check` for `checked`:
// what a pattern's value is marked with (`Lena is wearing spots`), as
// stems. Empty unless the value is one word ending in -ed.
std::vector<std::string> marked_by(const std::vector<std::string>& stems);

// The adjectives a place's name may take (`malta`: `maltese`; `tonga`:
// `tongan`; `ceylon`: `ceylonese`; `italy`: `italian`; `brazil`:
// `brazilian`), as stems.
std::vector<std::string> place_adjectives(const std::string& name);

// `gardener` for `gardening`, `painter` for `painting`, `knitter` for
// `knitting`, `horseback rider` for `horseback riding`, `wine taster` for
// `wine tasting`: the one who does it.
std::vector<std::string> doer_of(const std::vector<std::string>& stems);

// Who practises a value in lower case, by `-ist`, `-er` or `-ian`:
// `memoir` gives `memoirist`, `guitar` `guitarist`, `piano` `pianist`,
// `cello` `cellist`, `poetry` `poet`, `drum` `drummer`, `history`
// `historian`, `music` `musician`, `maths` `mathematician`, `biology`
// `biologist`: each a word of its own.
std::vector<std::string> practitioner_of(const std::vector<std::string>& stems,
                                         const std::string& written);

// What one did who gave a value (`sang` of `a song`, `recited` of `a
// recitation`): it names the value only after `who` or `that` (`the lady
// who sang`), since in `Ed sang first` the verb may be everyone's.
std::vector<std::string> deed_of(const std::vector<std::string>& stems, const std::string& written);

}  // namespace deduce::puzzles::zebra::english
