// What the user asked for on the command line, shared by every puzzle kind.
//
// main.cc fills it with CLI11; each kind's runner (futoshiki_command.cc,
// zebra_command.cc, river_command.cc) reads it and writes results to `out`,
// messages to `err`, and returns the process exit code (io/exit_codes.h).
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>

#include "deduce/budget/limits.h"

namespace deduce::apps {

enum class Command { kSolve, kCheck, kAnalyze };
enum class Kind { kAuto, kFutoshiki, kZebra, kRiver };
enum class OutputFormat { kText, kJson };

struct CommandOptions {
  Command command = Command::kSolve;
  std::string file;         // a path, or "-" for standard input
  Kind kind = Kind::kAuto;  // --kind; kAuto is resolved before a runner is called
  bool all = false;         // --all: every solution
  bool count = false;       // --count: only the number of solutions
  bool optimal = false;     // --optimal (river, with --count): optimal solutions only
  std::uint64_t limit = 0;  // --limit N: stop after N solutions; 0 means none
  OutputFormat format = OutputFormat::kText;
  budget::Limits limits;  // --timeout, --node-limit
  bool stats = false;     // --stats: print search statistics in text mode
};

// One runner per kind. Each returns the exit code.
int run_futoshiki(const CommandOptions& options, const std::string& text, std::ostream& out,
                  std::ostream& err);
int run_zebra(const CommandOptions& options, const std::string& text, std::ostream& out,
              std::ostream& err);
int run_river(const CommandOptions& options, const std::string& text, std::ostream& out,
              std::ostream& err);

}  // namespace deduce::apps
