// Numbers counted from a landmark (numbered_fronts.h).
#include "deduce/puzzles/zebra/english/numbered_fronts.h"

#include <cctype>
#include <set>

#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

namespace {

// Whether only spaces stand between words[k - 1] and words[k] (no comma:
// `from the car park, and ...` ends the landmark at `park`).
bool joined(std::string_view text, const std::vector<Word>& w, std::size_t k) {
  const std::size_t end = w[k - 1].offset + w[k - 1].text.size();
  return text.substr(end, w[k].offset - end).find_first_not_of(' ') == std::string_view::npos;
}

// Past `the <landmark>` at words[k], or 0 where it is not said there.
std::size_t landmark_at(const std::vector<Word>& w, std::size_t k,
                        const std::vector<std::string>& landmark) {
  if (k >= w.size() || w[k].stem != "the" || k + 1 + landmark.size() > w.size()) return 0;
  for (std::size_t j = 0; j < landmark.size(); ++j)
    if (w[k + 1 + j].stem != landmark[j]) return 0;
  return k + 1 + landmark.size();
}

}  // namespace

std::vector<std::string> numbered_from(std::string_view sentence) {
  const std::vector<Word> w = cut_words(sentence);
  static const std::set<std::string> kVerbs = {"numbered", "counting", "counted", "running"};
  static const std::set<std::string> kWays = {"upwards",  "upward",  "up", "consecutively",
                                              "outwards", "outward", "in", "order"};
  // (Words that end the landmark: `from the gate and ending at ...`.)
  static const std::set<std::string> kEnds = {"and",   "to", "with",   "so",     "which",
                                              "where", "on", "in",     "at",     "by",
                                              "but",   "as", "toward", "towards"};
  for (std::size_t i = 0; i + 3 < w.size(); ++i) {
    if (!kVerbs.count(w[i].stem)) continue;
    std::size_t k = i + 1;
    while (k < w.size() && kWays.count(w[k].stem)) ++k;
    if (k + 2 >= w.size() || w[k].stem != "from" || w[k + 1].stem != "the") continue;
    std::vector<std::string> landmark;
    for (std::size_t j = k + 2; j < w.size() && landmark.size() < 3; ++j) {
      if ((j > k + 2 && !joined(sentence, w, j)) || kEnds.count(w[j].stem) ||
          !std::islower(static_cast<unsigned char>(w[j].text.front())))
        break;
      landmark.push_back(w[j].stem);
    }
    if (!landmark.empty()) return landmark;
  }
  return {};
}

std::optional<std::string> numbered_front_said(std::string_view text,
                                               const std::vector<std::string>& landmark,
                                               const std::string& noun, const std::string& first,
                                               const std::string& last) {
  if (landmark.empty() || noun.empty()) return std::nullopt;
  const std::vector<Word> w = cut_words(text);
  const auto said = [&](std::size_t from, std::size_t to, const std::string& by) {
    std::string out(text.substr(0, w[from].offset));
    out.append(by);
    out.append(text.substr(w[to - 1].offset + w[to - 1].text.size()));
    return out;
  };
  for (std::size_t i = 0; i + 2 < w.size(); ++i) {
    const std::string& st = w[i].stem;
    const bool far = st == "furthest" || st == "farthest" || st == "further" || st == "farther";
    const bool near = st == "nearest" || st == "closest" || st == "nearer" || st == "closer";
    if (!far && !near) continue;
    std::size_t k = i + 1;
    if (w[k].stem == (far ? "from" : "to")) ++k;
    if (far && k == i + 1) continue;
    const std::size_t end = landmark_at(w, k, landmark);
    if (end == 0) continue;
    const bool most = st == "furthest" || st == "farthest" || st == "nearest" || st == "closest";
    if (most) {
      // `the peg furthest from the car park`, `the one nearest the car
      // park`: that peg, by its number.
      if (i < 2 || w[i - 2].stem != "the" || (w[i - 1].stem != noun && w[i - 1].stem != "one"))
        continue;
      return said(i - 2, end, noun + " " + (far ? last : first));
    }
    // `further from the car park than Reg's`: a higher number.
    if (end < w.size() && w[end].stem == "than") return said(i, end, far ? "higher" : "lower");
    // `the next one along from Reg's, further from the car park`: the
    // next number up (nearer, down), the way said after a comma.
    for (std::size_t j = 0; j + 3 < i; ++j)
      if (w[j].stem == "next" && w[j + 1].stem == "one" && w[j + 2].stem == "along" &&
          w[j + 3].stem == "from" && !joined(text, w, i) && end == w.size()) {
        const std::size_t comma = text.rfind(',', w[i].offset);
        if (comma == std::string_view::npos || comma < w[j + 3].offset) continue;
        std::string out(text.substr(0, w[j + 2].offset));
        out.append(far ? "up" : "down");
        out.append(text.substr(w[j + 2].offset + w[j + 2].text.size(),
                               comma - (w[j + 2].offset + w[j + 2].text.size())));
        return out;
      }
  }
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::english
