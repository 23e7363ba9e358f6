// Splitting a text into numbered lines, as the line-based readers (.zebra,
// .river) see it, so that every reader counts lines the same way for its
// file:line:col messages.
#pragma once

#include <string_view>

namespace deduce::io {

// Calls on_line(line, number) for each line of `text`, numbered from 1,
// without its '\n'. A text that ends in '\n' has an empty last line, and an
// empty text one empty line. Returns the number of lines.
template <class OnLine>
int for_each_line(std::string_view text, OnLine&& on_line) {
  std::size_t start = 0;
  int no = 0;
  while (true) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    on_line(text.substr(start, end - start), ++no);
    if (end == text.size()) return no;
    start = end + 1;
  }
}

}  // namespace deduce::io
