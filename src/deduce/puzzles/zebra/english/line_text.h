// The text of a riddle's line as the first pass (document.h) compares it:
// its blanks at either end trimmed, its letters in lower case. Only the
// files of that pass include it.
#pragma once

#include <cctype>
#include <string>
#include <string_view>

namespace deduce::puzzles::zebra::english {

inline std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

inline std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

}  // namespace deduce::puzzles::zebra::english
