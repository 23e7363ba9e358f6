// The records of a run kept as values, for the calls in process (embed.h):
// the writer a call hands the run, alone where JSON is asked (the JSON is
// made of the records), beside the format's writer otherwise. Each
// record holds its JSON tree (json_records.h: the very tree the JSON writer
// writes) and the result model's values it came from, so that a caller reads
// a count, a grade or an error's place from the record, never from text,
// and the JSON document made of the records (json_document) is the command
// line's --format json byte for byte.
#pragma once

#include <cstdint>
#include <functional>
#include <iosfwd>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "request.h"
#include "result.h"
#include "views.h"
#include "writers/writer.h"

namespace deduce::apps {

// kNotStarted: the unread rest of a file read as it comes, which a stop cut
// (writer.h rest_not_started).
enum class RecordType : std::uint8_t { kResult, kSolution, kError, kNotStarted };

struct Record {
  RecordType type = RecordType::kResult;
  // As --format json writes it: a result with its solutions, an error. A
  // solution record (kSolution) is a JSON Lines one, as found (with --all or
  // --limit in JSON Lines; else the solutions are in their result).
  Json json;
  std::optional<PuzzleResult> result;   // kResult: what the command found
  std::optional<InputFailure> failure;  // kError: the input that could not be read
};

// A run's records, in the order written, and how the run ended.
struct Records {
  Command command = Command::kSolve;
  std::vector<Record> records;
  Stop stop = Stop::kNone;  // a limit stopped the run between puzzles (generate)
  int exit_code = 0;
};

// Hands each record to `sink` as it is complete (a streamed call reads
// them while the run goes on), and keeps them in `into` when `into` is set
// and there is no sink; `into` gets the run's end (its stop between
// puzzles, its exit code) either way, so that a streamed call can say it.
// Input failures are also said on `err`, as the command line says them
// (by this writer where JSON is made of the records, else by the format's).
using RecordSink = std::function<void(const Record&)>;
std::unique_ptr<Writer> make_record_writer(const Request& r, Records* into, RecordSink sink,
                                           std::ostream& err);

// The --format json document of the records: the command line's bytes.
std::string json_document(const Records& records);
// The --format jsonl lines of the records (a run with --format jsonl): the
// command line's bytes.
std::string json_lines(const Records& records);

}  // namespace deduce::apps
