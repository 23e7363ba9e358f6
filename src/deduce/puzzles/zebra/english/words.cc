// Cutting English text into stemmed words (words.h).
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {
namespace {

bool word_byte(char c) {
  const auto u = static_cast<unsigned char>(c);
  return (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || (u >= '0' && u <= '9') || u >= 0x80;
}

bool ends_with(std::string_view s, std::string_view t) {
  return s.size() >= t.size() && s.substr(s.size() - t.size()) == t;
}

}  // namespace

std::string stem_of(std::string_view word) {
  std::string s;
  s.reserve(word.size());
  for (char c : word) {
    if (c == '\'') continue;
    s += (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
  }
  // Short words (`is`, `bus`, `gas`) keep their s: a plural is longer.
  if (s.size() <= 3) return s;
  // `lilies` and `lily`, `smoothies` and `smoothie`: both to `-y`.
  if (ends_with(s, "ies") && s.size() >= 5) return s.substr(0, s.size() - 3) + "y";
  if (ends_with(s, "ie") && s.size() >= 5) return s.substr(0, s.size() - 2) + "y";
  for (std::string_view es : {"oes", "ches", "shes", "sses", "xes"})
    if (ends_with(s, es)) return s.substr(0, s.size() - 2);
  if (s.back() == 's' && !ends_with(s, "ss") && !ends_with(s, "us") && !ends_with(s, "is"))
    s.pop_back();
  return s;
}

std::vector<Word> cut_words(std::string_view text) {
  std::vector<Word> out;
  std::size_t i = 0;
  while (i < text.size()) {
    if (!word_byte(text[i])) {
      ++i;
      continue;
    }
    std::size_t j = i;
    while (j < text.size() && (word_byte(text[j]) ||
                               (text[j] == '\'' && j + 1 < text.size() && word_byte(text[j + 1]))))
      ++j;
    std::string_view w = text.substr(i, j - i);
    // A possessive is the word it belongs to: `mother's` is `mother`.
    if (ends_with(w, "'s") || ends_with(w, "'S")) w.remove_suffix(2);
    out.push_back({stem_of(w), w, i});
    i = j;
  }
  return out;
}

std::string stems(std::string_view text) {
  std::string out;
  for (const Word& w : cut_words(text)) {
    if (!out.empty()) out += ' ';
    out += w.stem;
  }
  return out;
}

}  // namespace deduce::puzzles::zebra::english
