// Words inside a comparison that say where or what for, not what is
// compared: `lives five minutes further from school than Priya`, `takes
// five minutes longer to get home than Priya`, `lives further away than`.
// The comparison reads without them; the reader tries it only when the
// sentence does not read as written, and only where they name nothing.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "deduce/puzzles/zebra/english/lexicon.h"

namespace deduce::puzzles::zebra::english {

// `text` without the first such words between a comparative and its
// `than`: `away`; `in the` and a span of time (`earlier in the evening
// than`); `from` or `to` and a place no list holds (`from school`,
// `to the station`); `to` and a verb's few words (`to get home`, `to
// finish`). nullopt when it has none, or when those words name a value,
// a number or a relation.
std::optional<std::string> without_comparison_aside(std::string_view text, const Lexicon& lexicon);

// `Dr Marsh's room is the very next one beyond hers - one number further
// from the stairs`: a comparison said after a dash with no `than`, and no
// value of its own, is said of the clause's first value and its last (or
// the pronoun that ends it): the clause before the dash, and `Dr Marsh is
// one number further from the stairs than hers`. nullopt when the text
// ends in no such remark.
std::optional<std::pair<std::string, std::string>> dash_comparison_said_again(
    std::string_view text, const Lexicon& lexicon);

}  // namespace deduce::puzzles::zebra::english
