// An order said as a walk past the row (walk_order.h).
#include "deduce/puzzles/zebra/english/walk_order.h"

#include <cctype>
#include <set>
#include <vector>

#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

namespace {

// The landmark `from the ...` names at `w[i]` (`the gate` of `the lych
// gate` too), or "".
std::string landmark_at(const std::vector<Word>& w, std::size_t i, const NamedEnds& ends) {
  if (i + 2 >= w.size() || w[i].stem != "from" || w[i + 1].stem != "the") return "";
  for (const std::string& l : {ends.landmark, ends.far_landmark}) {
    if (l.empty()) continue;
    const std::vector<Word> lw = cut_words(l);
    bool whole = i + 2 + lw.size() <= w.size();
    for (std::size_t k = 0; whole && k < lw.size(); ++k) whole = w[i + 2 + k].stem == lw[k].stem;
    if (whole || w[i + 2].stem == lw.back().stem) return l;
  }
  return "";
}

}  // namespace

std::optional<std::string> walk_as_order(std::string_view text, const NamedEnds& ends) {
  const std::size_t first = text.find(" first, then ");
  if (first == std::string_view::npos) return std::nullopt;
  const std::vector<Word> w = cut_words(text);
  // The walk's start, before the things passed.
  std::string landmark;
  for (std::size_t i = 0; i < w.size() && w[i].offset < first && landmark.empty(); ++i)
    landmark = landmark_at(w, i, ends);
  if (landmark.empty()) return std::nullopt;
  // The first thing: after the verb of passing.
  static const std::set<std::string> kPass = {"pass", "passe", "passed", "reach", "reached",
                                              "see",  "saw",   "come",   "came",  "get"};
  std::size_t verb = w.size();
  for (std::size_t i = 0; i < w.size() && w[i].offset < first; ++i)
    if (kPass.count(w[i].stem)) verb = i;
  if (verb == w.size()) return std::nullopt;
  std::size_t from = w[verb].offset + w[verb].text.size();
  if (verb + 1 < w.size() && (w[verb + 1].stem == "to" || w[verb + 1].stem == "past")) {
    from = w[verb + 1].offset + w[verb + 1].text.size();
  }
  std::vector<std::string> things{std::string(text.substr(from, first - from))};
  // Then each after `then`, up to a comma or the end.
  std::size_t at = first + 8;  // after ` first, `
  while (true) {
    std::string_view rest = text.substr(at);
    for (std::string_view joint : {"and then ", "then "})
      if (rest.starts_with(joint)) {
        rest.remove_prefix(joint.size());
        break;
      }
    if (rest.size() == text.size() - at) break;  // no `then`
    const std::size_t comma = rest.find(',');
    things.emplace_back(rest.substr(0, comma));
    if (comma == std::string_view::npos) break;
    at = text.size() - rest.size() + comma + 2;
    if (at >= text.size()) break;
  }
  if (things.size() < 2) return std::nullopt;
  for (std::string& t : things) {
    while (!t.empty() && t.front() == ' ') t.erase(0, 1);
    while (!t.empty() && (t.back() == ' ' || t.back() == '.')) t.pop_back();
    if (cut_words(t).empty()) return std::nullopt;
  }
  std::string said;
  for (std::size_t i = 0; i + 1 < things.size(); ++i) {
    std::string clause = things[i] + " is nearer the " + landmark + " than " + things[i + 1];
    if (i == 0) clause[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(clause[0])));
    said.append(i == 0 ? "" : ", and ").append(clause);
  }
  return said;
}

}  // namespace deduce::puzzles::zebra::english
