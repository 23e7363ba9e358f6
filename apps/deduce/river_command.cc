// The river runner: solve (optimal solution, --count, --count --optimal,
// --all), check and analyze for .river files.
//
// Exit codes: 0 solved / counted / listed (also when --limit cut a count or a
// listing short: the user asked for at most that many), 1 no solution, 2 bad
// input or usage, 3 --timeout, --node-limit or Ctrl-C stopped the work (what
// was found is still printed; a count is then a lower bound).
#include <nlohmann/json.hpp>
#include <ostream>
#include <string>

#include "command_options.h"
#include "deduce/budget/limits.h"
#include "deduce/io/exit_codes.h"
#include "deduce/io/input_error.h"
#include "deduce/io/read_file.h"
#include "deduce/puzzles/river/format.h"
#include "deduce/puzzles/river/model.h"
#include "deduce/puzzles/river/parse.h"
#include "deduce/puzzles/river/solve.h"
#include "search_report.h"

namespace deduce::apps {
namespace {

using budget::StopReason;
using puzzles::river::RiverModel;
using puzzles::river::RiverPuzzle;

bool limit_stop(StopReason r) {
  return r == StopReason::kNodeLimit || r == StopReason::kTimeout || r == StopReason::kInterrupted;
}

nlohmann::json stats_json(const statespace::SearchStats& s) {
  return {{"states", s.states},
          {"expanded", s.expanded},
          {"generated", s.generated},
          {"seconds", s.seconds}};
}

std::string describe_puzzle(const RiverPuzzle& p) {
  std::string r;
  for (std::size_t i = 0; i < p.groups.size(); ++i) {
    if (i > 0) r += ", ";
    r += puzzles::river::travellers(p, i, p.groups[i].count);
  }
  return r + "; boat for " + std::to_string(p.capacity);
}

void text_header(std::ostream& out, const RiverPuzzle& p) {
  if (!p.title.empty()) out << p.title << ": ";
  out << describe_puzzle(p) << "\n";
}

int solve_optimal(const CommandOptions& o, const RiverPuzzle& p, const RiverModel& m,
                  budget::Budget& budget, std::ostream& out, std::ostream& err) {
  const auto r = puzzles::river::solve_optimal(m, p.has_cost, budget);
  const bool count_only = o.count && o.optimal;
  const bool json = o.format == OutputFormat::kJson;
  const bool check = o.command == Command::kCheck;
  if (json) {
    nlohmann::json j;
    j["puzzle"] = p.title;
    if (check) j["valid"] = true;
    j["solved"] = r.found;
    if (r.found) {
      if (!count_only && !check) {
        nlohmann::json s = puzzles::river::solution_json(p, m, r.path);
        j["steps"] = std::move(s["steps"]);
      }
      j["length"] = r.length;
      j["cost"] = r.cost;
      j["count"] = count_json(r.optimal_count);
      j["counted"] = "optimal";
    }
    j["complete"] = r.stopped == StopReason::kNone;
    if (r.stopped != StopReason::kNone) j["stopped"] = budget::to_string(r.stopped);
    j["stats"] = stats_json(r.stats);
    out << j.dump() << "\n";
  } else {
    text_header(out, p);
    if (r.found) {
      if (!count_only && !check) puzzles::river::write_solution_text(out, p, m, r.start, r.path);
      if (count_only) {
        out << "optimal solutions: " << util::to_string(r.optimal_count) << " (length " << r.length
            << ", cost " << r.cost << ")\n";
      } else {
        out << (check ? "valid, solvable: " : "") << "length " << r.length << ", cost " << r.cost
            << ", " << util::to_string(r.optimal_count) << " optimal solution"
            << (r.optimal_count == 1 ? "" : "s") << "\n";
      }
    } else if (r.stopped == StopReason::kNone) {
      out << (check ? "valid, but " : "") << "no solution\n";
    } else {
      out << "no solution found before the search stopped (" << budget::to_string(r.stopped)
          << ")\n";
    }
    if (o.stats) {
      out << "stats: " << r.stats.states << " states, " << r.stats.expanded << " expanded, "
          << r.stats.generated << " generated, " << r.stats.seconds << " s\n";
    }
  }
  if (r.stopped != StopReason::kNone) {
    err << "deduce: stopped: " << budget::to_string(r.stopped) << "\n";
    return io::kExitLimit;
  }
  return r.found ? io::kExitSolved : io::kExitNoSolution;
}

int count_all(const CommandOptions& o, const RiverPuzzle& p, const RiverModel& m,
              budget::Budget& budget, std::ostream& out, std::ostream& err) {
  const auto r = puzzles::river::count_all(m, budget, o.limit);
  const auto& c = r.count;
  const bool exact = c.stopped == StopReason::kNone;
  if (o.format == OutputFormat::kJson) {
    nlohmann::json j;
    j["puzzle"] = p.title;
    j["count"] = count_json(c.count);
    j["counted"] = "all";
    j["complete"] = exact;
    if (!exact) {
      j["stopped"] = budget::to_string(c.stopped);
      j["lower_bound"] = true;
    }
    j["stats"] = {{"states", r.graph.states},
                  {"moves", r.graph.generated},
                  {"vertices", c.stats.vertices},
                  {"nodes", c.stats.nodes},
                  {"memo_entries", c.stats.memo_entries},
                  {"memo_hits", c.stats.memo_hits},
                  {"seconds", c.stats.seconds}};
    out << j.dump() << "\n";
  } else {
    text_header(out, p);
    out << "repetition-free solutions: " << (exact ? "" : "at least ") << util::to_string(c.count);
    if (!exact) out << " (stopped: " << budget::to_string(c.stopped) << ")";
    out << "\n";
    if (o.stats) {
      out << "stats: " << r.graph.states << " states, " << r.graph.generated << " moves, "
          << c.stats.vertices << " useful, " << c.stats.nodes << " nodes, " << c.stats.memo_entries
          << " memo entries, " << c.stats.memo_hits << " memo hits, " << c.stats.seconds << " s\n";
    }
  }
  if (limit_stop(c.stopped)) {
    err << "deduce: stopped: " << budget::to_string(c.stopped) << "; the count is a lower bound\n";
    return io::kExitLimit;
  }
  return c.count == 0 ? io::kExitNoSolution : io::kExitSolved;
}

int list_all(const CommandOptions& o, const RiverPuzzle& p, const RiverModel& m,
             budget::Budget& budget, std::ostream& out, std::ostream& err) {
  const bool json = o.format == OutputFormat::kJson;
  std::uint64_t listed = 0;
  if (json) {
    out << "{\"puzzle\":" << nlohmann::json(p.title).dump() << ",\"solutions\":[";
  } else {
    text_header(out, p);
  }
  statespace::SimplePathStats stats;
  const StopReason stopped = puzzles::river::list_all(
      m, budget,
      [&](const puzzles::river::RiverSolution& s) {
        ++listed;
        if (json) {
          if (listed > 1) out << ",";
          out << puzzles::river::solution_json(p, m, s.steps).dump();
        } else {
          out << "solution " << listed << ":\n";
          puzzles::river::write_solution_text(out, p, m, m.start(), s.steps);
          out << "length " << s.length << ", cost " << s.cost << "\n";
        }
        return o.limit == 0 || listed < o.limit;
      },
      &stats);
  const bool complete = stopped == StopReason::kNone;
  if (json) {
    out << "],\"count\":" << listed
        << ",\"counted\":\"all\",\"complete\":" << (complete ? "true" : "false");
    if (!complete) out << ",\"stopped\":" << nlohmann::json(budget::to_string(stopped)).dump();
    out << ",\"stats\":"
        << nlohmann::json{{"nodes", stats.nodes},
                          {"vertices", stats.vertices},
                          {"seconds", stats.seconds}}
               .dump()
        << "}\n";
  } else {
    out << (complete ? "" : "at least ") << listed << " repetition-free solution"
        << (listed == 1 ? "" : "s");
    if (!complete) out << " (stopped: " << budget::to_string(stopped) << ")";
    out << "\n";
  }
  if (limit_stop(stopped)) {
    err << "deduce: stopped: " << budget::to_string(stopped) << "\n";
    return io::kExitLimit;
  }
  return listed == 0 ? io::kExitNoSolution : io::kExitSolved;
}

}  // namespace

int run_river(const CommandOptions& options, const std::string& text, std::ostream& out,
              std::ostream& err) {
  if (options.command == Command::kAnalyze) {
    err << "deduce: analyze is for logic grids; a river crossing has no clues to analyse "
           "(use 'deduce solve' or 'deduce check')\n";
    return io::kExitBadInput;
  }
  if (options.optimal && !options.count) {
    err << "deduce: --optimal goes with --count (the plain solve already gives an optimal "
           "solution)\n";
    return io::kExitBadInput;
  }
  try {
    const RiverPuzzle puzzle = puzzles::river::parse_river(text, io::display_name(options.file));
    const RiverModel model(puzzle);
    budget::Budget budget(options.limits);
    if (options.command == Command::kCheck) {
      return solve_optimal(options, puzzle, model, budget, out, err);
    }
    if (options.count && !options.optimal)
      return count_all(options, puzzle, model, budget, out, err);
    if (options.all) return list_all(options, puzzle, model, budget, out, err);
    return solve_optimal(options, puzzle, model, budget, out, err);
  } catch (const io::InputError& e) {
    err << e.what() << "\n";
    return io::kExitBadInput;
  }
}

}  // namespace deduce::apps
