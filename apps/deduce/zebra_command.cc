// The logic-grid runner: `solve`, `check` and `analyze` for .zebra files.
//
// solve: the first solution (or --all, or --limit N of them) as a table with
// positions across and categories down, then the answer to each `ask:`;
// --count prints only the number of solutions (exact, any size). check: a
// verdict on whether the clues pin exactly one solution. analyze: counts
// with and without each clue, redundant clues, a minimal clue set or a
// conflicting one (puzzles/zebra/analyze.h). --format json prints one object.
//
// Exit codes: 0 solved / unique; 1 no solution, or (check, analyze) not
// exactly one; 2 bad input; 3 a limit stopped the work (what was found is
// still printed).
#include <nlohmann/json.hpp>
#include <ostream>
#include <string>

#include "command_options.h"
#include "deduce/io/exit_codes.h"
#include "deduce/io/input_error.h"
#include "deduce/io/read_file.h"
#include "deduce/puzzles/zebra/analyze.h"
#include "deduce/puzzles/zebra/format.h"
#include "deduce/puzzles/zebra/parse.h"
#include "deduce/puzzles/zebra/solver.h"
#include "search_report.h"

namespace deduce::apps {
namespace {

namespace zb = puzzles::zebra;
using json = nlohmann::ordered_json;

void print_stats(const search::Stats& st, std::ostream& out) {
  out << "# stats: nodes " << st.nodes << ", failures " << st.failures << ", propagations "
      << st.propagations << ", seconds " << st.seconds << "\n";
}

int run_count(const CommandOptions& o, const zb::Puzzle& p, std::ostream& out, std::ostream& err) {
  search::SearchOptions so;
  so.limits = o.limits;
  so.solution_limit = o.limit;
  zb::CountResult r = zb::count(p, so);
  const bool limited = is_limit(r.stop);
  if (o.format == OutputFormat::kJson) {
    json j{{"puzzle", p.title},
           {"status", limited       ? "limit"
                      : r.count > 0 ? "solved"
                                    : "unsatisfiable"},
           {"count", count_json(r.count)},
           {"complete", r.stop == budget::StopReason::kNone},
           {"solutions", json::array()},
           {"asks", json::array()},
           {"stats", stats_json(r.stats)}};
    out << j.dump() << "\n";
  } else {
    out << util::to_string(r.count) << "\n";
    if (o.stats) print_stats(r.stats, out);
  }
  if (limited) {
    err << p.file << ": stopped by " << limit_name(r.stop) << "; the count "
        << util::to_string(r.count) << " is a lower bound\n";
    return io::kExitLimit;
  }
  return r.count > 0 ? io::kExitSolved : io::kExitNoSolution;
}

int run_solve(const CommandOptions& o, const zb::Puzzle& p, std::ostream& out, std::ostream& err) {
  if (o.count) return run_count(o, p, out, err);
  search::SearchOptions so;
  so.limits = o.limits;
  so.solution_limit = o.all ? o.limit : (o.limit == 0 ? 1 : o.limit);
  const bool json_mode = o.format == OutputFormat::kJson;
  std::uint64_t found = 0;
  json solutions = json::array();
  json asks = json::array();
  search::SearchResult r = zb::solve(p, so, [&](const zb::Positions& s) {
    ++found;
    if (json_mode) {
      solutions.push_back(zb::solution_json(p, s));
      if (found == 1) asks = zb::asks_json(p, s);
    } else {
      if (found > 1) out << "\n";
      out << zb::format_table(p, s) << zb::format_asks(p, s);
    }
    return true;
  });
  const bool limited = is_limit(r.stop);
  if (json_mode) {
    json j{{"puzzle", p.title},
           {"status", limited     ? "limit"
                      : found > 0 ? "solved"
                                  : "unsatisfiable"},
           {"count", found},
           {"complete", r.stop == budget::StopReason::kNone},
           {"solutions", std::move(solutions)},
           {"asks", std::move(asks)},
           {"stats", stats_json(r.stats)}};
    out << j.dump() << "\n";
  } else {
    if (found == 0 && !limited) out << "no solution\n";
    if (o.all || o.limit > 1)
      out << "# " << found << (found == 1 ? " solution" : " solutions") << "\n";
    if (o.stats) print_stats(r.stats, out);
  }
  if (limited) {
    err << p.file << ": stopped by " << limit_name(r.stop) << " after " << found
        << (found == 1 ? " solution" : " solutions") << "; the search is incomplete\n";
    return io::kExitLimit;
  }
  return found > 0 ? io::kExitSolved : io::kExitNoSolution;
}

int run_check(const CommandOptions& o, const zb::Puzzle& p, std::ostream& out, std::ostream& err) {
  search::SearchOptions so;
  so.limits = o.limits;
  so.solution_limit = 2;
  search::SearchResult r = zb::solve(p, so, nullptr);
  const std::uint64_t found = r.stats.solutions;
  if (is_limit(r.stop)) {
    err << p.file << ": stopped by " << limit_name(r.stop) << " before a verdict\n";
    if (o.format == OutputFormat::kJson) {
      out << json{{"puzzle", p.title}, {"verdict", "unknown"}, {"stats", stats_json(r.stats)}}
                 .dump()
          << "\n";
    }
    return io::kExitLimit;
  }
  const char* verdict = found == 1 ? "unique" : found == 0 ? "none" : "several";
  if (o.format == OutputFormat::kJson) {
    out << json{{"puzzle", p.title},
                {"verdict", verdict},
                {"count", found},
                {"count_capped", found >= 2},
                {"stats", stats_json(r.stats)}}
               .dump()
        << "\n";
  } else if (found == 1) {
    out << p.file << ": unique: the clues have exactly one solution\n";
  } else if (found == 0) {
    out << p.file << ": none: the clues have no solution (see `deduce analyze` for a conflict)\n";
  } else {
    out << p.file << ": several: the clues have more than one solution\n";
  }
  return found == 1 ? io::kExitSolved : io::kExitNoSolution;
}

std::string capped_text(const util::BigCount& v, std::uint64_t cap) {
  std::string s = util::to_string(v);
  if (cap != 0 && v == util::big_from_u64(cap)) return ">= " + s;
  return s;
}

std::string labels(const zb::Puzzle& p, const std::vector<int>& clues) {
  std::string s;
  for (int i : clues) s += (s.empty() ? "" : " ") + p.clues[i].label;
  return s.empty() ? "(none)" : s;
}

int run_analyze(const CommandOptions& o, const zb::Puzzle& p, std::ostream& out,
                std::ostream& err) {
  zb::AnalyzeOptions ao;
  ao.cap = o.limit;
  ao.limits = o.limits;
  zb::Analysis a = zb::analyze(p, ao);
  const bool limited = !a.complete;
  if (o.format == OutputFormat::kJson) {
    json clues = json::array();
    for (std::size_t i = 0; i < a.without.size(); ++i) {
      clues.push_back({{"label", p.clues[i].label},
                       {"statement", p.clues[i].text},
                       {"solutions_without", count_json(a.without[i])}});
    }
    auto label_list = [&](const std::vector<int>& v) {
      json l = json::array();
      for (int i : v) l.push_back(p.clues[i].label);
      return l;
    };
    json j{{"puzzle", p.title},
           {"status", limited        ? "limit"
                      : a.count == 1 ? "unique"
                      : a.count == 0 ? "none"
                                     : "several"},
           {"count", count_json(a.count)},
           {"cap", o.limit},
           {"clues", std::move(clues)},
           {"redundant", label_list(a.redundant)},
           {"minimal", label_list(a.minimal)},
           {"conflict", label_list(a.conflict)},
           {"solver_calls", {{"counts", a.count_calls}, {"set", a.set_calls}}}};
    out << j.dump() << "\n";
  } else {
    if (!p.title.empty()) out << "puzzle: " << p.title << "\n";
    // A count a limit stopped is a lower bound.
    out << "solutions: "
        << (limited ? ">= " + util::to_string(a.count) : capped_text(a.count, o.limit)) << "\n";
    if (!a.without.empty()) out << "solutions without each clue:\n";
    std::size_t width = 0, count_width = 0;
    for (const zb::Clue& c : p.clues) width = std::max(width, zb::display_width(c.label));
    for (const auto& w : a.without)
      count_width = std::max(count_width, capped_text(w, o.limit).size());
    for (std::size_t i = 0; i < a.without.size(); ++i) {
      const zb::Clue& c = p.clues[i];
      const std::string n = capped_text(a.without[i], o.limit);
      out << "  " << c.label << std::string(width - zb::display_width(c.label), ' ') << "  "
          << std::string(count_width - n.size(), ' ') << n << "  " << c.text << "\n";
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
        << (a.count == 0 ? " for the conflict\n" : " for the minimal set\n");
  }
  if (limited) {
    err << p.file << ": stopped by " << limit_name(a.stop) << "; the analysis is incomplete\n";
    return io::kExitLimit;
  }
  return a.count == 1 ? io::kExitSolved : io::kExitNoSolution;
}

}  // namespace

int run_zebra(const CommandOptions& options, const std::string& text, std::ostream& out,
              std::ostream& err) {
  zb::Puzzle puzzle;
  try {
    puzzle = zb::parse_zebra(text, io::display_name(options.file));
  } catch (const io::InputError& e) {
    err << e.what() << "\n";
    return io::kExitBadInput;
  }
  switch (options.command) {
    case Command::kSolve:
      return run_solve(options, puzzle, out, err);
    case Command::kCheck:
      return run_check(options, puzzle, out, err);
    case Command::kAnalyze:
      return run_analyze(options, puzzle, out, err);
  }
  return io::kExitBadInput;
}

}  // namespace deduce::apps
