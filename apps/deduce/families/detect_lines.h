// What the kinds' claims on a file read (KindSpec::claims, tables.h): the
// lines that say something, with comments after `#` and leading blanks cut
// and blank lines skipped, so that each family looks for its own keywords
// the same way.
#pragma once

#include <algorithm>
#include <cctype>
#include <initializer_list>
#include <string_view>

namespace deduce::apps {

// Calls `take(line, first)` on each line that says something, `first` for
// the first of them, until `take` returns false.
template <class Take>
void for_each_said_line(std::string_view text, Take take) {
  bool first = true;
  while (!text.empty()) {
    const std::size_t end = text.find('\n');
    std::string_view line = text.substr(0, end);
    text = end == std::string_view::npos ? std::string_view{} : text.substr(end + 1);
    line = line.substr(0, line.find('#'));
    while (!line.empty() && std::isspace(static_cast<unsigned char>(line.front())))
      line.remove_prefix(1);
    if (line.empty()) continue;
    if (!take(line, first)) return;
    first = false;
  }
}

// The first line that says something ("" when none does).
inline std::string_view first_said_line(std::string_view text) {
  std::string_view found;
  for_each_said_line(text, [&](std::string_view line, bool) {
    found = line;
    return false;
  });
  return found;
}

// Whether a line that says something starts with one of `words`.
inline bool some_line_starts(std::string_view text, std::initializer_list<std::string_view> words) {
  bool found = false;
  for_each_said_line(text, [&](std::string_view line, bool) {
    for (std::string_view word : words) found = found || line.starts_with(word);
    return !found;
  });
  return found;
}

// The letters of a line.
inline std::size_t letters_in(std::string_view line) {
  return static_cast<std::size_t>(std::count_if(line.begin(), line.end(), [](char c) {
    return std::isalpha(static_cast<unsigned char>(c)) != 0;
  }));
}

}  // namespace deduce::apps
