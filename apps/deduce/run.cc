#include "run.h"

#include <algorithm>
#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include "commands/command.h"
#include "commands/generate.h"
#include "deduce/budget/deadline.h"
#include "deduce/io/exit_codes.h"
#include "deduce/io/input_error.h"
#include "deduce/io/read_file.h"
#include "tables.h"
#include "writers/writer.h"

namespace deduce::apps {
namespace {

struct Input {
  std::string path;
  std::string name;  // as shown in messages
  std::string text;
  const KindSpec* kind = nullptr;
  std::unique_ptr<Family> family;
  std::optional<InputFailure> failure;
};

InputFailure failure_of(const std::string& name, const io::InputError& e) {
  return {name, e.where(), e.detail()};
}

// Why `kind` cannot be used with this request, or "" when it can: the
// command must work on the kind, and every option given must apply to it.
std::string unusable(const Request& r, const KindSpec& kind) {
  const CommandSpec& c = command_spec(r.command);
  if ((c.kinds & bit(kind.id)) == 0) {
    std::string kinds;
    for (const KindSpec& k : kind_table())
      if (c.kinds & bit(k.id))
        kinds += std::string(kinds.empty() ? "" : ", ") + std::string(k.extensions[0]);
    return "`deduce " + std::string(c.name) + "` works on " + kinds + " files; this is " +
           std::string(kind.noun) + " (use `deduce solve` or `deduce check`)";
  }
  for (OptionId id : r.given) {
    const OptionSpec& o = option_spec(id);
    if ((o.kinds & bit(kind.id)) == 0) {
      return std::string(o.name) + " does not apply to " + std::string(kind.noun) + ": " +
             std::string(o.kinds_note);
    }
  }
  return "";
}

}  // namespace

int run(const Request& r, std::ostream& out, std::ostream& err) {
  if (r.command == Command::kGenerate) return run_generate(r, out, err);
  // --timeout covers the whole run: each puzzle gets what is left of it.
  const budget::Deadline deadline(r.limits);
  std::vector<Input> inputs(r.files.size());
  io::ExitCode exit = io::ExitCode::kSolved;

  // First every file is read and its kind found, so that an option that does
  // not apply stops the run before any work, as a usage error.
  for (std::size_t f = 0; f < r.files.size(); ++f) {
    Input& in = inputs[f];
    in.path = r.files[f];
    in.name = io::display_name(in.path);
    try {
      in.text = io::read_file(in.path);
      in.kind = r.kind ? &kind_spec(*r.kind) : detect_kind(in.path, in.text);
      if (in.kind == nullptr) {
        throw io::InputError({in.name, 1, 1},
                             "expected a Futoshiki grid or game ID, a logic grid (.zebra) or a "
                             "river crossing (.river); use --kind to say which");
      }
      if (std::string why = unusable(r, *in.kind); !why.empty()) {
        err << in.name << ": " << why << "\n";
        return io::code(io::ExitCode::kBadInput);
      }
    } catch (const io::InputError& e) {
      in.failure = failure_of(in.name, e);
    }
  }

  std::size_t puzzles = 0;
  for (Input& in : inputs) {
    if (in.failure) continue;
    try {
      in.family = in.kind->load(in.text, in.name, r);
      puzzles += in.family->puzzles().size();
    } catch (const io::InputError& e) {
      in.failure = failure_of(in.name, e);
    }
    in.text.clear();
  }

  std::unique_ptr<Writer> writer;
  if (r.command == Command::kPrint)
    writer = make_print_writer(r, err);
  else if (r.format == Format::kText)
    writer = make_text_writer(r, puzzles > 1 || inputs.size() > 1, out, err);
  else if (r.format == Format::kSvg)
    writer = make_svg_writer(r, out, err);
  else
    writer = make_json_writer(r, out, err);
  writer->begin();
  for (Input& in : inputs) {
    if (in.failure) {
      writer->failure(*in.failure);
      exit = io::worse(exit, io::ExitCode::kBadInput);
      continue;
    }
    const std::vector<PuzzleInfo>& infos = in.family->puzzles();
    for (std::size_t i = 0; i < infos.size(); ++i) {
      const Work work{r, deadline.limits_left()};
      writer->begin_puzzle(infos[i]);
      io::ExitCode code = io::ExitCode::kSolved;
      const budget::Deadline clock(r.limits);
      Outcome o = run_command(
          r.command, *in.family, i, work, [&](const Solution& s) { writer->solution(infos[i], s); },
          code);
      // Every result reports its time, also where no search ran (an invalid
      // grid) or the family keeps no search counters (analyze).
      if (std::none_of(o.stats.begin(), o.stats.end(),
                       [](const Stat& s) { return s.name == "seconds"; })) {
        o.stats.push_back({"seconds", clock.elapsed_seconds()});
      }
      writer->end_puzzle(infos[i], o, io::code(code));
      exit = io::worse(exit, code);
      if (o.stop == Stop::kInterrupted) break;
    }
    if (exit == io::ExitCode::kLimit && budget::g_interrupt_requested.load()) break;
  }
  const int code = writer->end(io::code(exit));
  out.flush();
  return code;
}

}  // namespace deduce::apps
