// Markdown's marks of emphasis (document.h: without_emphasis()): a riddle
// pasted from a forum, a wiki or a postmortem writes `**When was ingress
// acked?**` or `the *last* to arrive`; the marks are no part of the words,
// and a question in them was taken for a heading that names nothing. They
// become spaces, so every byte stays where it was (lines and columns of
// errors are those of the text as written).
#include <algorithm>
#include <cctype>
#include <string>
#include <string_view>

#include "deduce/puzzles/zebra/english/document.h"

namespace deduce::puzzles::zebra::english {

namespace {

bool word_byte(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) != 0 || static_cast<unsigned char>(c) >= 0x80;
}

// Whether the mark of `len` bytes at `at` may open emphasis: a word (or a
// quote, a bracket) follows it, and none runs into it from before
// (`payments_api` is one name, `5*3` a product).
bool opens(std::string_view line, std::size_t at, std::size_t len) {
  const std::size_t next = at + len;
  return next < line.size() && line[next] != ' ' && line[next] != '\t' && line[next] != line[at] &&
         (at == 0 || !word_byte(line[at - 1]));
}

// Whether it may close it: a word or a mark of punctuation before it, no
// word right after it.
bool closes(std::string_view line, std::size_t at, std::size_t len) {
  return at > 0 && line[at - 1] != ' ' && line[at - 1] != '\t' &&
         (at + len >= line.size() || !word_byte(line[at + len]));
}

// The marks of one line blanked: `**...**` and `__...__` first, then
// `*...*` and `_..._`, each pair on the line (a lone mark stays: a bullet
// `* `, a footnote's `*`).
void blank_line(std::string& text, std::size_t from, std::size_t to) {
  for (const std::size_t len : {std::size_t{2}, std::size_t{1}})
    for (const char mark : {'*', '_'}) {
      const std::string_view line(text.data() + from, to - from);
      const std::string marks(len, mark);
      std::size_t at = 0;
      while ((at = line.find(marks, at)) != std::string_view::npos) {
        // (A run of more marks than this, `***`, is a rule or another
        // width's: passed over whole.)
        std::size_t run = at;
        while (run < line.size() && line[run] == mark) ++run;
        if (run - at != len || !opens(line, at, len)) {
          at = run;
          continue;
        }
        std::size_t close = at + len;
        bool found = false;
        while ((close = line.find(marks, close)) != std::string_view::npos) {
          std::size_t end = close;
          while (end < line.size() && line[end] == mark) ++end;
          if (end - close == len && closes(line, close, len)) {
            found = true;
            break;
          }
          close = end;
        }
        if (!found) break;
        for (std::size_t k = 0; k < len; ++k) {
          text[from + at + k] = ' ';
          text[from + close + k] = ' ';
        }
        at = close + len;
      }
    }
}

}  // namespace

std::string without_emphasis(const std::string& text) {
  std::string out = text;
  for (std::size_t from = 0; from < out.size();) {
    const std::size_t to = std::min(out.find('\n', from), out.size());
    blank_line(out, from, to);
    from = to + 1;
  }
  return out;
}

}  // namespace deduce::puzzles::zebra::english
