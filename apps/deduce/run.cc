// The one place every command's run goes through, so that none can forget
// the contract (docs/output.md, "The contract"): --timeout per puzzle and
// --run-timeout for the run, --node-limit, Ctrl-C and the memory budget
// reach the work; a file that cannot be read, or that the command or an
// option cannot take, gets its error record and the other files run; every
// puzzle of the batch is reported, also those a stop left unrun; the
// progress line shows long work on a terminal.
#include "run.h"

#include <algorithm>
#include <memory>
#include <new>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "cluster/checkpoint.h"
#include "cluster/cluster_placement.h"
#include "commands/command.h"
#include "commands/generate.h"
#include "commands/placement.h"
#include "deduce/budget/deadline.h"
#include "deduce/budget/memory_watch.h"
#include "deduce/budget/progress.h"
#include "deduce/io/exit_codes.h"
#include "deduce/io/input_error.h"
#include "deduce/io/line_reader.h"
#include "deduce/io/read_file.h"
#include "deduce/io/utf8.h"
#include "families/detect_lines.h"
#include "families/search_outcome.h"
#include "option_checks.h"
#include "progress_line.h"
#include "tables.h"
#include "writers/writer.h"

namespace deduce::apps {
namespace {

struct Input {
  std::string path;
  std::string name;  // as shown in messages
  std::string text;
  const KindSpec* kind = nullptr;
  std::unique_ptr<Family> family;  // a stream's: its puzzles being run
  // A file read as it comes (KindSpec::stream): its reader and its stream,
  // which gives `family` a few puzzles at a time.
  std::unique_ptr<io::LineReader> lines;
  std::unique_ptr<FamilyStream> stream;
  std::optional<InputFailure> failure;
  // Where analyze's counts are made when not here (under mpiexec, on the
  // workers, which read the file again); empty otherwise.
  CountsElsewhere elsewhere;
};

InputFailure failure_of(const std::string& name, const io::InputError& e) {
  return {name, e.where(), e.detail()};
}

// Whether the kind found from a file's first lines (in.text) is the whole
// file's: named by --kind or the file's extension, or claimed from a first
// line without blanks, which no kind that reads further (prose, keywords:
// KindSpec::claims) outclaims whatever follows.
bool kind_found_whole(const Request& r, const KindSpec& k, const Input& in) {
  if (r.kind) return true;
  for (std::string_view e : k.extensions)
    if (in.path.ends_with(e)) return true;
  const std::string_view first = first_said_line(in.text);
  return !first.empty() && first.find_first_of(" \t") == std::string_view::npos;
}

// Starts reading the file as it comes (KindSpec::stream) from its first
// lines, read into in.text, when its kind reads such a file so: the first
// puzzles (two, or the file's one) in in.family. False when the file is to
// be read whole.
bool start_stream(const Request& r, Input& in) {
  const KindSpec* k = r.kind ? &kind_spec(*r.kind) : detect_kind(in.path, in.text);
  if (k == nullptr || k->stream == nullptr || !kind_found_whole(r, *k, in) ||
      !kind_refusal(r, *k).empty())
    return false;
  in.stream = k->stream(*in.lines, in.text, in.name, r, k->id);
  if (!in.stream) return false;
  in.kind = k;
  // A stop from outside (Ctrl-C) while a pipe waits ends the file there.
  in.lines->end_when(
      [] { return budget::outside_stop(budget::t_stop_token) != budget::StopReason::kNone; });
  // Two, so that the text, answer and picture writers know whether the run
  // holds several (a heading each, `(puzzle N)` in a title): a pipe's first
  // answer waits for its second line, or its end. JSON says the same of a
  // puzzle either way, so its first answer comes with its first line.
  const bool json =
      r.command != Command::kPrint && (r.format == Format::kJson || r.format == Format::kJsonl);
  in.family = in.stream->next(json ? 1 : 2);
  return true;
}

// Reads the file, finds its kind and loads its puzzles (or the first of a
// file read as it comes); a failure is kept in the input, as the file's
// error record.
// `stdin_read` says whether an earlier `-` took standard input already.
void load(const Request& r, Placement* place, Input& in, bool& stdin_read) {
  in.name = io::display_name(in.path);
  try {
    if (in.path == "-" && stdin_read && !r.text)
      throw io::InputError({in.name, 1, 1},
                           "standard input was read for an earlier `-`; give `-` once");
    if (in.path == "-" && !r.text) stdin_read = true;
    if (r.text) {
      in.text = *r.text;
      io::require_utf8(in.text, in.name);  // the line reader checks a file's
    } else {
      in.lines = std::make_unique<io::LineReader>(in.path);
      in.lines->append_lines(in.text);
      if (start_stream(r, in)) return;
      in.lines->read_rest(in.text);  // read_file's text
      in.lines.reset();
    }
    in.kind = &kind_of(r, in.path, in.name, in.text);
    if (std::string why = kind_refusal(r, *in.kind); !why.empty())
      throw io::InputError({in.name, 1, 1}, why);
    in.family = in.kind->load(in.text, in.name, r, in.kind->id);
    if (place != nullptr && r.command == Command::kAnalyze)
      in.elsewhere = place->analyze_counts(*in.kind, in.text, in.name);
  } catch (const io::InputError& e) {
    in.failure = failure_of(in.name, e);
  }
  in.text.clear();
  in.text.shrink_to_fit();
}

// The outcome of a puzzle the run did not start because the work was
// stopped from outside (Ctrl-C, the memory budget) or the run's time is
// spent (`stop` kRunTimeout): reported, not skipped.
PuzzleResult not_started(const Request& r, Stop stop) {
  PuzzleResult o;
  o.status = Status::kStopped;
  o.stop = stop;
  o.stop_detail = stop_words(o.stop, r) + "; not started";
  o.count.exact = false;
  return o;
}

// Whether --run-timeout is spent: then no further puzzle starts. A puzzle
// started with none of it left was still done whole when it needed no
// search node (a count by rows, a grid propagation fills), while the one
// before said `at least 0`.
bool run_time_spent(const Request& r, const budget::Deadline& run_clock) {
  return r.run_timeout_seconds > 0 && run_clock.elapsed_seconds() >= r.run_timeout_seconds;
}

// Runs the command on puzzle i with the contract's limits; a failed
// allocation is the memory budget's stop, not a crash.
PuzzleResult run_one(const Request& r, Placement* place, const Input& in, std::size_t i,
                     const budget::Limits& limits, const SolutionSink& sink, io::ExitCode& code) {
  Family& family = *in.family;
  Work work{r, limits};
  if (in.elsewhere) work.elsewhere = &in.elsewhere;
  try {
    return run_command(r.command, family, i, work, sink, code, place);
  } catch (const std::bad_alloc&) {
    budget::note_memory_exceeded();
    PuzzleResult o;
    o.status = Status::kStopped;
    o.stop = Stop::kMemory;
    o.stop_detail = stop_words(o.stop, r);
    o.count.exact = false;
    code = io::ExitCode::kLimit;
    return o;
  }
}

std::unique_ptr<Writer> format_writer(const Request& r, bool several,
                                      const budget::Deadline& run_clock, std::ostream& out,
                                      std::ostream& err) {
  if (r.command == Command::kPrint) return make_print_writer(r, run_clock, err);
  if (r.format == Format::kText) return make_text_writer(r, several, out, err);
  if (r.format == Format::kSvg) return make_svg_writer(r, out, err);
  if (r.format == Format::kAnswer) return make_answer_writer(several, out, err);
  return make_json_writer(r, out, err);
}

// The format's writer; with the caller's (`given`), the caller's beside it,
// or alone where the format's output is made of the records (JSON).
std::unique_ptr<Writer> make_writer(const Request& r, bool several,
                                    const budget::Deadline& run_clock, std::ostream& out,
                                    std::ostream& err, Writer* given) {
  if (given == nullptr) return format_writer(r, several, run_clock, out, err);
  return tee(
      writes_text_beside_records(r) ? format_writer(r, several, run_clock, out, err) : nullptr,
      *given);
}

// Why the run starts no further puzzle, if it does not: stopped from outside
// (Ctrl-C, the memory budget) or its time spent; else Stop::kNone.
Stop run_stopped(const Request& r, const budget::Deadline& run_clock) {
  if (const budget::StopReason outside = budget::outside_stop(budget::t_stop_token);
      outside != budget::StopReason::kNone)
    return stop_of(outside);
  return run_time_spent(r, run_clock) ? Stop::kRunTimeout : Stop::kNone;
}

// Ends a file read as it comes that the run has stopped in, from puzzle
// `from` of in.family on (its size: from the stream's unread rest): the rest
// of the file is not read (reading on to report its puzzles one by one took
// 2.6 s on a file of 491,510 lines, past the contract's 0.2 s), and one
// record says from which line nothing was started. False, reading nothing,
// when the run goes on.
bool end_stopped_stream(const Request& r, const budget::Deadline& run_clock, Input& in,
                        std::size_t from, Writer& writer, io::ExitCode& exit) {
  const Stop stop = run_stopped(r, run_clock);
  if (stop == Stop::kNone) return false;
  const std::vector<PuzzleInfo>& infos = in.family->puzzles();
  const int line = from < infos.size() ? infos[from].where.line : in.stream->rest_line();
  if (line > 0) {
    const int puzzle =
        from < infos.size() ? infos[from].index : static_cast<int>(in.stream->given()) + 1;
    writer.rest_not_started({in.name, line, puzzle, stop, stop_words(stop, r)});
    exit = io::worse(exit, io::ExitCode::kLimit);
  }
  in.family.reset();
  in.stream.reset();
  in.lines.reset();
  return true;
}

// Runs the command on each puzzle of in.family, handing the results to the
// writer. Returns how many it ran: all, but for a file read as it comes,
// whose puzzles from a stop on are left to one record (end_stopped_stream).
std::size_t run_puzzles(const Request& r, Placement* place, const Input& in,
                        const budget::Deadline& run_clock, ProgressLine& progress, Writer& writer,
                        io::ExitCode& exit) {
  const std::vector<PuzzleInfo>& infos = in.family->puzzles();
  for (std::size_t i = 0; i < infos.size(); ++i) {
    if (in.stream && run_stopped(r, run_clock) != Stop::kNone) return i;
    // The item's words only for a line that is drawn: a batch of 49,151
    // puzzles spent 3 ms making them for nothing.
    if (progress.enabled())
      progress.set_item(infos[i].in_file <= 1 ? in.name
                        : in.stream ? in.name + " (puzzle " + std::to_string(infos[i].index) + ")"
                                    : in.name + " (puzzle " + std::to_string(i + 1) + " of " +
                                          std::to_string(infos.size()) + ")");
    writer.begin_puzzle(infos[i]);
    io::ExitCode code = io::ExitCode::kLimit;
    PuzzleResult o;
    const budget::Deadline clock(r.limits);
    if (const budget::StopReason outside = budget::outside_stop(budget::t_stop_token);
        outside != budget::StopReason::kNone) {
      o = not_started(r, stop_of(outside));
    } else if (run_time_spent(r, run_clock)) {
      o = not_started(r, Stop::kRunTimeout);
    } else {
      bool run_binds = false;
      budget::Limits limits = work_limits(r, run_clock, run_binds);
      // The puzzle's time runs from here: reading it into a model (65,536
      // cells at order 256) spends it as the search does.
      limits.start = budget::Deadline::Clock::now();
      o = run_one(
          r, place, in, i, limits,
          [&](const Solution& s) {
            progress.clear();
            writer.solution(infos[i], s);
          },
          code);
      if (o.stop == Stop::kTimeout && run_binds) {
        o.stop = Stop::kRunTimeout;
        o.stop_detail = stop_words(o.stop, r);
      }
    }
    // Every result reports its time, also where no search ran (an invalid
    // grid) or the family keeps no search counters (analyze).
    if (std::none_of(o.stats.begin(), o.stats.end(),
                     [](const Stat& s) { return s.name == "seconds"; })) {
      o.stats.push_back({"seconds", clock.elapsed_seconds()});
    }
    progress.clear();
    writer.end_puzzle(infos[i], o, io::code(code));
    exit = io::worse(exit, code);
    budget::g_progress.part_done();
  }
  return infos.size();
}

// The next puzzles of a file read as it comes, or none at its end or at a
// bad puzzle, which is the file's error record. What is written so far goes
// out first: its lines may not have come whole yet. A stop that ended the
// wait for a pipe's lines stops the run between puzzles (JSON: its `stop`).
void next_puzzles(Input& in, std::ostream& out, Writer& writer, io::ExitCode& exit) {
  if (!in.stream) return;
  in.family.reset();  // its puzzles are run and written
  out.flush();
  try {
    in.family = in.stream->next();
  } catch (const io::InputError& e) {
    writer.failure(failure_of(in.name, e));
    exit = io::worse(exit, io::ExitCode::kBadInput);
  }
  if (!in.family) {
    if (in.lines->cut()) {
      writer.stopped(stop_of(budget::outside_stop(budget::t_stop_token)));
      exit = io::worse(exit, io::ExitCode::kLimit);
    }
    in.stream.reset();
    in.lines.reset();
  }
}

}  // namespace

budget::MemoryBudget memory_budget(const Request& r) {
  budget::MemoryBudget b;
  if (r.memory_mb == 0) return b;  // --memory none
  b.resident_bytes = r.memory_mb * 1024 * 1024;
  b.address_bytes = budget::address_space_limit_bytes();
  return b;
}

int run(const Request& r, std::ostream& out, std::ostream& err, Writer* given) {
  const budget::MemoryWatch memory(r.watch_memory ? memory_budget(r) : budget::MemoryBudget{});
  ProgressLine progress(ProgressLine::wanted(r.quiet), std::string(command_spec(r.command).name));
  // Where the work runs: here, or in pieces elsewhere (commands/placement.h).
  Placement* const place = cluster::placement_for(r);
  if (r.command == Command::kGenerate) return run_generate(r, out, err, progress, given, place);
  if (r.command == Command::kServe) {
    // A server inside a call (embed.h) would outlive it: serve is main()'s.
    err << "deduce serve: runs from the command line only (deduce serve --port N)\n";
    return 2;
  }
  if (r.command == Command::kTranslate) return run_translate(r, out, err);
  budget::Limits run_limits;
  run_limits.timeout_seconds = r.run_timeout_seconds;
  const budget::Deadline run_clock(run_limits);
  std::vector<Input> inputs(r.files.size());
  io::ExitCode exit = io::ExitCode::kSolved;

  std::size_t puzzles = 0;
  bool stdin_read = false, streams = false;
  for (std::size_t f = 0; f < r.files.size(); ++f) {
    inputs[f].path = r.files[f];
    load(r, place, inputs[f], stdin_read);
    if (inputs[f].family) puzzles += inputs[f].family->puzzles().size();
    streams = streams || inputs[f].stream;
  }

  const std::unique_ptr<Writer> writer =
      make_writer(r, puzzles > 1 || inputs.size() > 1, run_clock, out, err, given);
  writer->begin();
  // A checkpoint or log that cannot be read back or written is bad input,
  // reported before any work starts (cluster/checkpoint.h).
  // They stay locked until the run ends.
  std::optional<cluster::RecordLocks> records;
  try {
    records.emplace(r.checkpoint, r.log_subproblems);
  } catch (const io::InputError& e) {
    writer->failure(failure_of(e.where().file, e));
    return writer->end(io::code(io::ExitCode::kBadInput));
  }
  // A file read as it comes has no known whole.
  budget::g_progress.begin_task(puzzles > 1 && !streams ? puzzles : 0, "puzzles");
  for (Input& in : inputs) {
    if (in.failure) {
      progress.clear();
      writer->failure(*in.failure);
      exit = io::worse(exit, io::ExitCode::kBadInput);
      continue;
    }
    for (; in.family; next_puzzles(in, out, *writer, exit)) {
      const std::size_t ran = run_puzzles(r, place, in, run_clock, progress, *writer, exit);
      if (!in.stream || end_stopped_stream(r, run_clock, in, ran, *writer, exit)) break;
    }
  }
  progress.clear();
  const int code = writer->end(io::code(exit));
  out.flush();
  return code;
}

}  // namespace deduce::apps
