// `Neither Tom nor Callum is going to Oslo, and neither of them is off to
// Krakow either`: the pair a sentence named first, said again by `neither
// of them` (or `both of them`) in its second clause, named again there, so
// that each clause reads on its own (`and neither Tom nor Callum is off to
// Krakow`); a closing `either` or `too` that only marks the repeat goes.
#include <cctype>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "deduce/puzzles/zebra/english/plain_words.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

namespace {

// The pair `text` opens with, `Neither A nor B` (`Both A and B`), its
// second name at most four capitalised words, ending before w[stop]: `A nor
// B` as written; empty where it opens with none.
std::string_view opening_pair(std::string_view text, const std::vector<Word>& w, std::size_t stop) {
  if (w.size() < 4 || w[0].offset != 0 || (w[0].stem != "neither" && w[0].stem != "both"))
    return {};
  const std::string_view joint = w[0].stem == "neither" ? "nor" : "and";
  std::size_t mid = 1;
  while (mid < w.size() && mid <= 4 && w[mid].stem != joint) ++mid;
  if (mid >= w.size() || w[mid].stem != joint || mid == 1) return {};
  // The pair's words end where the first clause's verb begins.
  std::size_t end = mid + 1;
  while (end < stop && end < w.size() && end <= mid + 4 &&
         std::isupper(static_cast<unsigned char>(w[end].text.front())))
    ++end;
  if (end == mid + 1) return {};
  return text.substr(w[1].offset, w[end - 1].offset + w[end - 1].text.size() - w[1].offset);
}

// `rest` without a closing `either` or `too`, which only marks the repeat.
std::string_view unmarked(std::string_view rest) {
  for (std::string_view mark : {" either", " too", " as well"})
    if (rest.ends_with(mark)) rest.remove_suffix(mark.size());
  return rest;
}

}  // namespace

std::optional<std::string> pair_said_again(std::string_view text) {
  const std::vector<Word> w = cut_words(text);
  if (w.size() < 8) return {};
  // The second clause: `, and neither of them` (or `both of them`).
  for (std::size_t i = 3; i + 3 < w.size(); ++i) {
    if (w[i].stem != w[0].stem || w[i + 1].stem != "of" || w[i + 2].stem != "them") continue;
    if (w[i - 1].stem != "and" && w[i - 1].stem != "but") return {};
    const std::string_view pair = opening_pair(text, w, i);
    if (pair.empty()) return {};
    std::string out(text.substr(0, w[i].offset));
    out += std::string(w[0].stem) + " " + std::string(pair);
    out += unmarked(text.substr(w[i + 2].offset + w[i + 2].text.size()));
    return out;
  }
  return {};
}

std::optional<std::string> pair_said_before(std::string_view text, std::string_view before) {
  const std::vector<Word> w = cut_words(text);
  if (w.size() < 4 || w[0].offset != 0 || (w[0].stem != "neither" && w[0].stem != "both") ||
      w[1].stem != "of" || w[2].stem != "them")
    return {};
  const std::vector<Word> b = cut_words(before);
  if (b.empty() || b[0].stem != w[0].stem) return {};
  const std::string_view pair = opening_pair(before, b, b.size());
  if (pair.empty()) return {};
  std::string out(text.substr(0, w[1].offset));
  out += pair;
  out += unmarked(text.substr(w[2].offset + w[2].text.size()));
  return out;
}

}  // namespace deduce::puzzles::zebra::english
