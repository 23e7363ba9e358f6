// Sentences said in an order that puts one part first, as people write
// them: a cleft (`It was Eve who drank milk`, `It wasn't Dan that came
// last`) is `Eve was the one who drank milk`, which the relative clauses
// read; and a verb said again after `than` (`later than did Percival`,
// `more than does Bo`) goes (`later than Percival`).
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace deduce::puzzles::zebra::english {

// `text` with its cleft or its `than did` said plainly; nullopt when it
// has neither.
std::optional<std::string> without_inversion(std::string_view text);

}  // namespace deduce::puzzles::zebra::english
