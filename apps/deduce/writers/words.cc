#include "writers/words.h"

#include <cctype>

#include <nlohmann/json.hpp>

#include "tables.h"

namespace deduce::apps {

std::string_view key(Status s) {
  switch (s) {
    case Status::kSolved:
      return "solved";
    case Status::kNoSolution:
      return "no_solution";
    case Status::kInvalid:
      return "invalid";
    case Status::kStopped:
      return "stopped";
  }
  return "stopped";
}

std::string_view key(Uniqueness u) {
  switch (u) {
    case Uniqueness::kUnique:
      return "unique";
    case Uniqueness::kSeveral:
      return "several";
    case Uniqueness::kUndecided:
      return "undecided";
    case Uniqueness::kNotChecked:
      return "not_checked";
    case Uniqueness::kNone:
      return "none";
  }
  return "none";
}

std::string_view key(Counted c) {
  switch (c) {
    case Counted::kSolutions:
      return "solutions";
    case Counted::kOptimal:
      return "optimal";
    case Counted::kRepetitionFree:
      return "repetition_free";
  }
  return "solutions";
}

std::string_view key(Stop s) {
  switch (s) {
    case Stop::kNone:
      return "none";
    case Stop::kSolutionLimit:
      return "solution_limit";
    case Stop::kNodeLimit:
      return "node_limit";
    case Stop::kTimeout:
      return "timeout";
    case Stop::kInterrupted:
      return "interrupted";
    case Stop::kUniquenessBound:
      return "uniqueness_bound";
    case Stop::kMemory:
      return "memory";
    case Stop::kRunTimeout:
      return "run_timeout";
  }
  return "none";
}

std::string_view key(Command c) {
  return command_spec(c).name;
}
std::string_view key(Kind k) {
  return kind_spec(k).name;
}

Json count_json(const util::BigCount& v) {
  if (v >= 0 && v < util::big_from_u64(std::uint64_t{1} << 53)) {
    static_assert(sizeof(unsigned long) == 8, "get_ui must hold 53 bits");
    return static_cast<std::uint64_t>(v.get_ui());
  }
  return v.get_str(10);
}

std::string count_text(const Count& c) {
  return (c.exact ? "" : "at least ") + util::to_string(c.value);
}

std::string stopped_text(const PuzzleResult& o) {
  if (o.stop == Stop::kNone) return "";
  return "(stopped: " + o.stop_detail + ")";
}

std::string rest_not_started_text(const RestNotStarted& rest) {
  const std::string line = std::to_string(rest.line);
  return rest.file + ":" + line + ": not started from line " + line + " (puzzle " +
         std::to_string(rest.puzzle) +
         ") on; the rest of the file is not read, so how many puzzles it holds is not known "
         "(stopped: " +
         rest.stop_detail + ")";
}

std::string location_text(const io::SourceLocation& w) {
  return w.file + ":" + std::to_string(w.line) + ":" + std::to_string(w.column);
}

}  // namespace deduce::apps
