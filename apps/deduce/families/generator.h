// The hook by which a puzzle family plugs into `deduce generate`
// (commands/generate.cc). A family gives two plain functions, named in its
// row of the kind table (kind_table.cc, KindSpec::generator); the request's
// options were checked against the option table before (option_checks.h):
//   make:   puzzle number `index` (0-based) of the run, drawn only from
//           util::Rng(stream_seed): same stream, same puzzle, on every
//           machine and whichever thread calls it. It must be thread-safe
//           (no shared mutable state) and print nothing. Its searches run
//           under `limits` (the run's --timeout and Ctrl-C, this puzzle's
//           --node-limit, as shared work: budget::poll); when they stop it,
//           it returns no text and the reason in Generated::stop.
// The command runs `make` on many threads, writes the results in index
// order, and for json/jsonl/svg/pdf reads `text` back through the kind's
// loader to solve (and explain) it with the ordinary family code, so the
// JSON shapes are those of `solve` and `explain`.
#pragma once

#include <cstdint>
#include <string>

#include "deduce/budget/limits.h"
#include "request.h"

namespace deduce::apps {

struct Generated {
  std::string text;     // the puzzle in the family's own file format, ending in "\n"
  std::string id;       // Futoshiki: Tatham's game ID; "" for other kinds
  std::string grade;    // the grade's name on the family's scale; "" when ungraded
  std::string failure;  // set when no puzzle could be made (text empty): why, one line
  budget::StopReason stop = budget::StopReason::kNone;  // a limit stopped it (text empty)
};

struct Generator {
  Generated (*make)(const Request& r, std::uint64_t index, std::uint64_t stream_seed,
                    const budget::Limits& limits) = nullptr;
};

// The families' generators (families/*_generate.cc).
Generated make_futoshiki(const Request& r, std::uint64_t index, std::uint64_t stream_seed,
                         const budget::Limits& limits);
Generated make_zebra(const Request& r, std::uint64_t index, std::uint64_t stream_seed,
                     const budget::Limits& limits);
Generated make_river(const Request& r, std::uint64_t index, std::uint64_t stream_seed,
                     const budget::Limits& limits);

}  // namespace deduce::apps
