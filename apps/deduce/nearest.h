// The nearest valid name to a word the user mistyped, for "did you mean" hints.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace deduce::apps {

std::optional<std::string> nearest(std::string_view word, const std::vector<std::string>& names);

}  // namespace deduce::apps
