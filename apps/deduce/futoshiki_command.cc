// The Futoshiki runner: `solve` and `check` for grids (.fut) and Tatham game
// IDs; `analyze` is for logic grids only.
//
// Output is written as the search goes (each solution when found), so --all
// and --count keep nothing in memory. Text output stays in the input's
// format: solutions are grids (and, for game-ID input, the solved game ID
// first), and everything else is a `#` comment, so the output reads back as
// puzzles. JSON output is one object per puzzle, one per line.
//
// Several puzzles in one file are solved in order; the exit code is the worst
// of their outcomes: 3 (a limit stopped a search) over 1 (no solution or an
// invalid puzzle) over 0. --timeout bounds the whole file; --node-limit
// applies to each puzzle's search.
#include <functional>
#include <nlohmann/json.hpp>
#include <ostream>
#include <string>
#include <vector>

#include "command_options.h"
#include "deduce/budget/deadline.h"
#include "deduce/io/exit_codes.h"
#include "deduce/io/input_error.h"
#include "deduce/io/read_file.h"
#include "deduce/puzzles/futoshiki/check.h"
#include "deduce/puzzles/futoshiki/format.h"
#include "deduce/puzzles/futoshiki/parse.h"
#include "deduce/puzzles/futoshiki/solver.h"
#include "search_report.h"

namespace deduce::apps {
namespace {

namespace fut = puzzles::futoshiki;
using nlohmann::json;

std::string location_text(const io::SourceLocation& w) {
  return w.file + ":" + std::to_string(w.line) + ":" + std::to_string(w.column);
}

json grid_json(const fut::Puzzle& p, const fut::Grid& g) {
  json rows = json::array();
  for (int r = 0; r < p.n; ++r) {
    json row = json::array();
    for (int c = 0; c < p.n; ++c) row.push_back(g[static_cast<std::size_t>(r) * p.n + c]);
    rows.push_back(std::move(row));
  }
  return rows;
}

int worse(int a, int b) {
  auto rank = [](int code) {
    return code == io::kExitLimit ? 2 : code == io::kExitNoSolution ? 1 : 0;
  };
  return rank(b) > rank(a) ? b : a;
}

// Prints one solution in text mode.
void print_solution(const fut::Puzzle& p, const fut::Grid& g, std::ostream& out) {
  if (p.source == fut::SourceFormat::kGameId) out << fut::format_game_id(p, g) << "\n";
  out << fut::format_grid(p, g);
}

int run_check(const CommandOptions& options, const std::vector<fut::Puzzle>& puzzles,
              std::ostream& out) {
  int code = io::kExitSolved;
  for (std::size_t i = 0; i < puzzles.size(); ++i) {
    fut::CheckResult r = fut::check(puzzles[i]);
    if (!r.valid) code = io::kExitNoSolution;
    if (options.format == OutputFormat::kJson) {
      json j{{"puzzle", i + 1},         {"verdict", fut::to_key(r.verdict)},
             {"complete", r.complete},  {"valid", r.valid},
             {"reason", r.reason},      {"line", r.where.line},
             {"column", r.where.column}};
      out << j.dump() << "\n";
    } else {
      out << location_text(r.where) << ": " << fut::to_string(r.verdict) << ": " << r.reason
          << "\n";
    }
  }
  return code;
}

struct SolveRun {
  const CommandOptions& options;
  std::ostream& out;
  std::ostream& err;
  bool json_mode() const { return options.format == OutputFormat::kJson; }
  bool printing() const { return !options.count; }  // solutions are written out
};

// Solves one puzzle and writes its results; returns its exit code.
int solve_one(const SolveRun& run, const fut::Puzzle& p, std::size_t index, bool several,
              const budget::Limits& limits) {
  const CommandOptions& o = run.options;
  std::ostream& out = run.out;
  json head{{"puzzle", index + 1},
            {"line", p.where.line},
            {"order", p.n},
            {"mode", p.mode == fut::Mode::kAdjacent ? "adjacent" : "unequal"}};
  if (several && !run.json_mode() && run.printing()) {
    out << "# puzzle " << index + 1 << " (" << location_text(p.where) << ")\n";
  }

  fut::CheckResult verdict = fut::check(p);
  if (!verdict.valid) {
    if (run.json_mode()) {
      head["status"] = "invalid";
      head["count"] = 0;
      head["solutions"] = json::array();
      head["reason"] = verdict.reason;
      head["where"] = json{{"line", verdict.where.line}, {"column", verdict.where.column}};
      head["stats"] = stats_json({});
      out << head.dump() << "\n";
    } else if (o.count) {
      out << "0\n";
      run.err << location_text(verdict.where) << ": invalid puzzle: " << verdict.reason << "\n";
    } else {
      out << "# invalid puzzle: " << location_text(verdict.where) << ": " << verdict.reason << "\n";
    }
    return io::kExitNoSolution;
  }

  search::SearchOptions so;
  so.limits = limits;
  if (o.all || o.count)
    so.solution_limit = o.limit;  // 0: all
  else
    so.solution_limit = o.limit == 0 ? 1 : o.limit;

  std::uint64_t found = 0;
  bool first_json = true;
  if (run.json_mode()) {
    // Streamed: the solutions array is written as they come.
    std::string h = head.dump();
    h.pop_back();  // the closing brace
    out << h << ",\"solutions\":[";
  }
  std::function<bool(const fut::Grid&)> on_solution;
  if (run.printing()) {
    on_solution = [&](const fut::Grid& g) {
      ++found;
      if (run.json_mode()) {
        if (!first_json) out << ",";
        first_json = false;
        out << grid_json(p, g).dump();
      } else {
        if (found > 1) out << "\n";
        print_solution(p, g, out);
      }
      return true;
    };
  }
  fut::SolveResult result = fut::solve(p, so, on_solution);
  const search::Stats& st = result.search.stats;
  if (!run.printing()) found = st.solutions;

  const bool limited = is_limit(result.search.stop);
  std::string status = limited ? "limit" : found > 0 ? "solved" : "unsatisfiable";
  if (run.json_mode()) {
    json tail{{"status", status},
              {"count", count_json(found)},
              {"complete", result.search.complete},
              {"stats", stats_json(st)}};
    std::string t = tail.dump();
    out << "]," << t.substr(1) << "\n";  // joins the two halves of one object
  } else {
    if (o.count)
      out << found << "\n";
    else if (found == 0 && !limited)
      out << "# no solution\n";
    else if (o.all || o.limit > 1) {
      out << "# " << found << (found == 1 ? " solution" : " solutions") << "\n";
    }
    if (o.stats) {
      out << "# stats: nodes " << st.nodes << ", failures " << st.failures << ", propagations "
          << st.propagations << ", max depth " << st.max_depth << ", cache hits " << st.cache_hits
          << ", seconds " << st.seconds << "\n";
    }
  }
  if (limited) {
    run.err << location_text(p.where) << ": stopped by " << limit_name(result.search.stop)
            << " after " << found << (found == 1 ? " solution" : " solutions")
            << "; the search is incomplete\n";
    return io::kExitLimit;
  }
  return found > 0 ? io::kExitSolved : io::kExitNoSolution;
}

}  // namespace

int run_futoshiki(const CommandOptions& options, const std::string& text, std::ostream& out,
                  std::ostream& err) {
  const std::string file = io::display_name(options.file);
  if (options.command == Command::kAnalyze) {
    err << file
        << ":1:1: `deduce analyze` works on logic grids (.zebra); for a Futoshiki puzzle use "
           "`deduce solve` or `deduce check`\n";
    return io::kExitBadInput;
  }
  std::vector<fut::Puzzle> puzzles;
  try {
    fut::ParseOptions po;
    po.keep_out_of_range = options.command == Command::kCheck;
    puzzles = fut::parse_puzzles(text, file, po);
  } catch (const io::InputError& e) {
    err << e.what() << "\n";
    return io::kExitBadInput;
  }
  if (options.command == Command::kCheck) return run_check(options, puzzles, out);

  SolveRun run{options, out, err};
  const budget::Deadline deadline(options.limits);  // the timeout is for the whole file
  int code = io::kExitSolved;
  for (std::size_t i = 0; i < puzzles.size(); ++i) {
    if (i > 0 && !run.json_mode() && !options.count) out << "\n";
    code = worse(code, solve_one(run, puzzles[i], i, puzzles.size() > 1, deadline.limits_left()));
  }
  return code;
}

}  // namespace deduce::apps
