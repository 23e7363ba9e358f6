// Two subjects of one deed said apart: `Ann and Bob both climbed less
// than 900 feet` says it of each, `Ann climbed less than 900 feet` and
// `Bob climbed less than 900 feet`. Only where the deed is said of each
// one alone: never of the two together (`each other`, `between them`,
// `the same`, `the two oldest`, `first and second`).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "deduce/puzzles/zebra/english/lexicon.h"

namespace deduce::puzzles::zebra::english {

// The sentence said once of each subject, then that the two are not one
// (`Kestrel42 is not whoever did Pine Path`: two subjects are two), where
// they are not two values of one list; or nullopt where it does not open
// with two subjects so joined: the first a value (`Kestrel42`, `the Pine
// Path walker`), the second a value or, before `both`, a clause that
// names one (`whoever did Pine Path`).
std::optional<std::vector<std::string>> subjects_said_apart(std::string_view text,
                                                            const Lexicon& lexicon);

}  // namespace deduce::puzzles::zebra::english
