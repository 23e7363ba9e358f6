// The deduce command line: parses the arguments with CLI11, reads the input,
// finds its kind and hands it to that kind's runner.
#include <CLI/CLI.hpp>

#include <iostream>
#include <map>

#include "command_options.h"
#include "deduce/budget/interrupt.h"
#include "deduce/io/exit_codes.h"
#include "deduce/io/input_error.h"
#include "deduce/io/read_file.h"
#include "kind_detect.h"

namespace {

using deduce::apps::Command;
using deduce::apps::CommandOptions;
using deduce::apps::Kind;
using deduce::apps::OutputFormat;

void add_common(CLI::App& cmd, CommandOptions& o) {
  cmd.add_option("FILE", o.file, "puzzle file (.fut, game IDs, .zebra, .river); - for stdin")
      ->required();
  cmd.add_option("--kind", o.kind, "puzzle kind, when the file name and content do not tell")
      ->transform(CLI::CheckedTransformer(
          std::map<std::string, Kind>{
              {"futoshiki", Kind::kFutoshiki}, {"zebra", Kind::kZebra}, {"river", Kind::kRiver}},
          CLI::ignore_case))
      ->option_text("futoshiki|zebra|river");
  cmd.add_option("--format", o.format,
                 "output format: text or json (JSON Lines for several puzzles)")
      ->transform(CLI::CheckedTransformer(
          std::map<std::string, OutputFormat>{{"text", OutputFormat::kText},
                                              {"json", OutputFormat::kJson}},
          CLI::ignore_case))
      ->option_text("text|json");
  cmd.add_option("--timeout", o.limits.timeout_seconds,
                 "stop after SECONDS of wall-clock time (exit 3, partial results printed)")
      ->check(CLI::NonNegativeNumber);
  cmd.add_option("--node-limit", o.limits.node_limit,
                 "stop after N search nodes (exit 3, partial results printed)");
  cmd.add_flag("--stats", o.stats, "print search statistics (text output)");
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{
      "deduce: solves, counts, checks and analyses logic puzzles by constraint search.\n"
      "Exit codes: 0 solved or check passed, 1 no solution or invalid puzzle,\n"
      "2 bad input or usage, 3 a limit stopped the work (partial results printed)."};
  app.set_version_flag("--version", std::string("deduce ") + DEDUCE_VERSION);
  app.require_subcommand(1);

  CommandOptions o;
  CLI::App* solve = app.add_subcommand("solve", "solve a puzzle: first solution, --all, --count");
  add_common(*solve, o);
  solve->add_flag("--all", o.all, "print every solution");
  solve->add_flag("--count", o.count, "print only the number of solutions");
  solve->add_option("--limit", o.limit, "stop after N solutions")->check(CLI::PositiveNumber);
  solve->add_flag("--optimal", o.optimal,
                  "river crossings with --count: count only the optimal solutions");
  solve->callback([&] { o.command = Command::kSolve; });

  CLI::App* check = app.add_subcommand(
      "check", "give a verdict: complete or incomplete, valid or invalid, with the reason");
  add_common(*check, o);
  check->callback([&] { o.command = Command::kCheck; });

  CLI::App* analyze = app.add_subcommand(
      "analyze", "analyse the clues of a logic grid: counts, redundant clues, a minimal set");
  add_common(*analyze, o);
  analyze->add_option("--limit", o.limit, "stop counting solutions at N")
      ->check(CLI::PositiveNumber);
  analyze->callback([&] { o.command = Command::kAnalyze; });

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    int code = app.exit(e);
    return code == 0 ? 0 : deduce::io::kExitBadInput;
  }
  if (o.all && o.count) {
    std::cerr << "deduce: --all and --count cannot be used together\n";
    return deduce::io::kExitBadInput;
  }

  deduce::budget::install_interrupt_handler();
  std::string text;
  try {
    text = deduce::io::read_file(o.file);
    if (o.kind == Kind::kAuto) o.kind = deduce::apps::detect_kind(o.file, text);
    if (o.kind == Kind::kAuto) {
      throw deduce::io::InputError(
          {deduce::io::display_name(o.file), 1, 1},
          "expected a Futoshiki grid or game ID, a logic grid (.zebra) or a river crossing "
          "(.river); use --kind to say which");
    }
  } catch (const deduce::io::InputError& e) {
    std::cerr << e.what() << "\n";
    return deduce::io::kExitBadInput;
  }
  switch (o.kind) {
    case Kind::kFutoshiki:
      return deduce::apps::run_futoshiki(o, text, std::cout, std::cerr);
    case Kind::kZebra:
      return deduce::apps::run_zebra(o, text, std::cout, std::cerr);
    case Kind::kRiver:
      return deduce::apps::run_river(o, text, std::cout, std::cerr);
    case Kind::kAuto:
      break;
  }
  return deduce::io::kExitBadInput;
}
