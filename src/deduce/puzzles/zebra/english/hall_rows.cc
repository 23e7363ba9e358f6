// Rows of a hall counted from its front (hall_rows.h).
#include "deduce/puzzles/zebra/english/hall_rows.h"

#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

std::string hall_front(const std::vector<std::string_view>& framing) {
  for (std::string_view s : framing) {
    const std::vector<Word> w = cut_words(s);
    for (std::size_t i = 0; i + 3 < w.size(); ++i) {
      // (`Row A, nearest the stage, back to Row D`.)
      if (w[i].stem == "row" && w[i + 1].text == "A" &&
          (w[i + 2].stem == "nearest" || w[i + 2].stem == "closest") && i + 4 < w.size() &&
          w[i + 3].stem == "the")
        return w[i + 4].stem;
      const std::string& verb = w[i].stem;
      if (verb != "counting" && verb != "counted" && verb != "numbered" && verb != "lettered")
        continue;
      std::size_t k = i + 1;
      if (w[k].stem == "back" || w[k].stem == "backward" || w[k].stem == "backwards") ++k;
      if (k + 2 < w.size() && w[k].stem == "from" && w[k + 1].stem == "the") return w[k + 2].stem;
    }
  }
  return "";
}

std::optional<std::string> hall_ends_as_rows(std::string_view text, const std::string& front,
                                             const std::string& first, const std::string& last) {
  if (front.empty()) return std::nullopt;
  const std::vector<Word> w = cut_words(text);
  for (std::size_t i = 0; i + 2 < w.size(); ++i) {
    const std::string& st = w[i].stem;
    std::size_t end = 0;
    bool far = false;
    if ((st == "farthest" || st == "furthest") && i + 3 < w.size() && w[i + 1].stem == "from" &&
        w[i + 2].stem == "the" && w[i + 3].stem == front) {
      end = i + 4;
      far = true;
    } else if (st == "nearest" || st == "closest") {
      std::size_t k = i + 1;
      if (w[k].stem == "to") ++k;
      if (k + 1 < w.size() && w[k].stem == "the" && w[k + 1].stem == front) end = k + 2;
    }
    if (end == 0) continue;
    // (The noun the end is said of, `the seat farthest from ...`, stays:
    // `the seat in Row M`.)
    std::string out(text.substr(0, w[i].offset));
    out.append("in ").append(far ? last : first);
    out.append(text.substr(w[end - 1].offset + w[end - 1].text.size()));
    return out;
  }
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::english
