// A small piece the readers of lists run together in prose share
// (prose_runs.cc, one_each_lists.cc). Internal to the English reader:
// only those two include it.
#pragma once

#include <string_view>

namespace deduce::puzzles::zebra::english {

// `s` without blanks or commas at either end (nor a full stop at its
// end).
inline std::string_view trimmed(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == ',')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == ',' || s.back() == '.')) s.remove_suffix(1);
  return s;
}

}  // namespace deduce::puzzles::zebra::english
