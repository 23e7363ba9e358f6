// analyze's clue analysis of a logic grid as a result section (views.h):
// the text of `deduce analyze` and the `analysis` object of its JSON.
#include <algorithm>
#include <nlohmann/json.hpp>
#include <ostream>
#include <string>

#include "deduce/puzzles/zebra/read/format.h"
#include "families/zebra/zebra_view.h"
#include "result.h"
#include "writers/words.h"

namespace deduce::apps {

namespace zb = puzzles::zebra;

bool ZebraAnalysis::without_is_exact(std::size_t i) const {
  if (cap_ != 0 && a_.without[i] >= util::big_from_u64(cap_)) return false;
  return a_.complete || i + 1 < a_.without.size();
}

std::string ZebraAnalysis::without_text(std::size_t i) const {
  std::string s = util::to_string(a_.without[i]);
  return without_is_exact(i) ? s : "at least " + s;
}

std::string ZebraAnalysis::labels(const std::vector<int>& clues) const {
  std::string s;
  for (int i : clues) s += (s.empty() ? "" : " ") + p_.clues[i].label;
  return s.empty() ? "(none)" : s;
}

void ZebraAnalysis::write_text(std::ostream& out, const PuzzleResult& o) const {
  const zb::Puzzle& p = p_;
  const zb::Analysis& a = a_;
  if (!p.title.empty()) out << "puzzle: " << p.title << "\n";
  out << "solutions: " << count_text(o.count);
  if (o.stop != Stop::kNone) out << " " << stopped_text(o);
  out << "\n";
  if (!a.without.empty()) out << "solutions without each clue:\n";
  std::size_t width = 0, count_width = 0;
  for (const zb::Clue& c : p.clues) width = std::max(width, zb::display_width(c.label));
  for (std::size_t i = 0; i < a.without.size(); ++i)
    count_width = std::max(count_width, without_text(i).size());
  for (std::size_t i = 0; i < a.without.size(); ++i) {
    const zb::Clue& c = p.clues[i];
    const std::string n = without_text(i);
    out << "  " << c.label << std::string(width - zb::display_width(c.label), ' ') << "  "
        << std::string(count_width - n.size(), ' ') << n << "  " << c.text << "\n";
  }
  if (a.without.size() < p.clues.size()) {
    // The counts run in the clues' order: the ones a stop left are the last.
    const std::size_t from = a.without.size(), left = p.clues.size() - from;
    out << "not counted (the work stopped first): " << left << " of " << p.clues.size()
        << " clues, " << p.clues[from].label
        << (left > 1 ? " to " + p.clues.back().label : std::string()) << "\n";
  }
  if (a.complete && a.count == 1) {
    out << "redundant on their own: " << labels(a.redundant) << "\n";
    out << "minimal clue set (" << a.minimal.size() << " of " << p.clues.size()
        << " clues): " << labels(a.minimal) << "\n";
  } else if (a.complete && a.count == 0) {
    out << "conflicting clues (" << a.conflict.size() << "): " << labels(a.conflict) << "\n";
    for (int i : a.conflict) out << "  " << p.clues[i].label << ": " << p.clues[i].text << "\n";
  } else if (a.complete) {
    out << "the clues leave several solutions: no clue is redundant and there is no minimal "
           "set\n";
  }
  out << "solver calls: " << a.count_calls << " for the counts, " << a.set_calls
      << (!a.complete    ? " for the clue sets\n"
          : a.count == 0 ? " for the conflict\n"
                         : " for the minimal set\n");
}

Json ZebraAnalysis::json() const {
  Json clues = Json::array();
  for (std::size_t i = 0; i < a_.without.size(); ++i) {
    clues.push_back({{"label", p_.clues[i].label},
                     {"statement", p_.clues[i].text},
                     {"solutions_without", count_json(a_.without[i])},
                     {"exact", without_is_exact(i)}});
  }
  auto label_list = [&](const std::vector<int>& v) {
    Json l = Json::array();
    for (int i : v) l.push_back(p_.clues[i].label);
    return l;
  };
  Json not_counted = Json::array();
  for (std::size_t i = a_.without.size(); i < p_.clues.size(); ++i)
    not_counted.push_back(p_.clues[i].label);
  return {{"clues", std::move(clues)},
          {"redundant", label_list(a_.redundant)},
          {"minimal", label_list(a_.minimal)},
          {"conflict", label_list(a_.conflict)},
          {"not_counted", std::move(not_counted)},
          {"solver_calls", {{"counts", a_.count_calls}, {"set", a_.set_calls}}}};
}

}  // namespace deduce::apps
