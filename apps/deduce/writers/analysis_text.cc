#include "writers/analysis_text.h"

#include <algorithm>
#include <string>

#include "deduce/puzzles/zebra/read/format.h"
#include "writers/words.h"

namespace deduce::apps {
namespace {

namespace zb = puzzles::zebra;

std::string without_text(const zb::Analysis& a, std::size_t i, std::uint64_t cap) {
  std::string s = util::to_string(a.without[i]);
  return without_is_exact(a, i, cap) ? s : "at least " + s;
}

std::string labels(const zb::Puzzle& p, const std::vector<int>& clues) {
  std::string s;
  for (int i : clues) s += (s.empty() ? "" : " ") + p.clues[i].label;
  return s.empty() ? "(none)" : s;
}

}  // namespace

bool without_is_exact(const zb::Analysis& a, std::size_t i, std::uint64_t cap) {
  if (cap != 0 && a.without[i] >= util::big_from_u64(cap)) return false;
  return a.complete || i + 1 < a.without.size();
}

void write_analysis_text(std::ostream& out, const zb::Puzzle& p, const zb::Analysis& a,
                         const Outcome& o, std::uint64_t cap) {
  if (!p.title.empty()) out << "puzzle: " << p.title << "\n";
  out << "solutions: " << count_text(o.count);
  if (o.stop != Stop::kNone) out << " " << stopped_text(o);
  out << "\n";
  if (!a.without.empty()) out << "solutions without each clue:\n";
  std::size_t width = 0, count_width = 0;
  for (const zb::Clue& c : p.clues) width = std::max(width, zb::display_width(c.label));
  for (std::size_t i = 0; i < a.without.size(); ++i)
    count_width = std::max(count_width, without_text(a, i, cap).size());
  for (std::size_t i = 0; i < a.without.size(); ++i) {
    const zb::Clue& c = p.clues[i];
    const std::string n = without_text(a, i, cap);
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
    out << "redundant on their own: " << labels(p, a.redundant) << "\n";
    out << "minimal clue set (" << a.minimal.size() << " of " << p.clues.size()
        << " clues): " << labels(p, a.minimal) << "\n";
  } else if (a.complete && a.count == 0) {
    out << "conflicting clues (" << a.conflict.size() << "): " << labels(p, a.conflict) << "\n";
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

}  // namespace deduce::apps
