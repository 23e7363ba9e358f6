// The tables that drive the command line: the commands, the puzzle kinds, the
// options and the options that do not go together. Parsing, validation,
// --help and the docs' option reference follow from them (CaDiCaL's
// options.hpp is the model: one table, read everywhere), so a new command,
// kind or option is one row plus the code that does it. The tables live in
// command_table.cc, kind_table.cc, option_table.cc (with generate's rows in
// generate_table.cc and the checks those rows name in generate_checks.cc) and
// conflict_table.cc; option_checks.h applies them.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "deduce/explain/step.h"
#include "families/generator.h"
#include "request.h"

namespace deduce::io {
class LineReader;
}

namespace deduce::apps {

class Family;
class FamilyStream;
class Pieces;

// A set of commands or formats as bits (1 << enum value).
using Mask = unsigned;
template <class E>
constexpr Mask bit(E e) {
  return Mask{1} << static_cast<unsigned>(e);
}

// Which kinds a command or an option is for: every kind, those registered
// later included, or the kinds whose row of the kind table names it
// (KindSpec::commands, KindSpec::options). The tables of commands and
// options name no kind; the kinds say what they take.
enum class ForKinds : std::uint8_t { kEvery, kSome };
inline constexpr ForKinds kEveryKind = ForKinds::kEvery;
inline constexpr ForKinds kSomeKinds = ForKinds::kSome;

struct CommandSpec {
  Command id;
  std::string_view name;
  std::string_view summary;  // one line for `deduce --help`
  std::string_view details;  // the paragraph of `deduce help COMMAND` ({kinds}: the kinds it takes)
  ForKinds kinds;            // every kind, or those that name it (KindSpec::commands)
  // The largest Futoshiki order it works on (0: every order the reader
  // takes): the step-by-step reasoning keeps a cell's candidates in one
  // 64-bit mask. A larger puzzle is bad input (option_checks.h, order_cap).
  int max_order = 0;
  // Whether the HTTP API (serve/api.h) takes it: POST /api/NAME.
  bool http = true;
};

// A puzzle family as the commands know it: one row of the kind table, which
// each family gives (families/builtin_kinds.cc lists the built-in ones; a
// test registers its own the same way: register_kind). Everything the
// shared code knows of a family is here.
struct KindSpec {
  Kind id;                // set by register_kind: the row's place
  std::string_view name;  // for --kind, `generate KIND` and JSON
  std::string_view noun;  // "a Futoshiki puzzle", for messages
  // What the files look like, for the error when no kind is found ("a logic
  // grid (.zebra)").
  std::string_view files;
  std::vector<std::string_view> extensions;
  // How sure the kind is that `text` (a file with no telling extension) is
  // one of its files, on one scale for every kind: 4 its opening is this
  // kind's alone (an English riddle's `There are N ...`), 3 its first line is
  // (a Futoshiki order), 2 a line of its keywords (`positions:`, `group `),
  // 1 a guess from the text's shape (prose, `Name: a, b` lists), 0 not at
  // all. The highest claim wins, the earlier row on a tie
  // (families/detect_lines.h reads the lines).
  int (*claims)(std::string_view text) = nullptr;
  // Reads every puzzle of a file of this kind; throws io::InputError. The
  // puzzles' PuzzleInfo::kind is `self`.
  std::unique_ptr<Family> (*load)(const std::string& text, const std::string& file,
                                  const Request& request, Kind self) = nullptr;
  // Reads a file of this kind as it comes (families/family.h, FamilyStream):
  // `lines` reads it, `read` holds its whole lines read so far, from its
  // first (the kind was found from them). Returns nullptr where the kind
  // reads this file or request whole (then `read` is left as it was and
  // `load` reads it); nullptr for a kind that always reads a file whole.
  std::unique_ptr<FamilyStream> (*stream)(io::LineReader& lines, std::string& read,
                                          const std::string& file, const Request& request,
                                          Kind self) = nullptr;
  // deduce generate KIND (families/generator.h), when `commands` has it.
  Generator generator;
  // How its work is cut into pieces for other processes (families/pieces.h,
  // docs/cluster.md): the facet of a family this row's loader made, or
  // nullptr for a kind whose work always runs whole (own_pieces<F> gives it
  // for a family class that is its own facet).
  Pieces* (*pieces)(Family& family) = nullptr;
  // deduce translate: the file in the .zebra format, for kinds read by
  // translation (English riddles); nullptr for the others.
  std::string (*translate)(const std::string& text, const std::string& file) = nullptr;
  // The commands it takes of those not for every kind (CommandSpec::kinds).
  Mask commands = 0;
  // The options it takes of those not for every kind (OptionSpec::kinds).
  std::vector<OptionId> options;
  // The formats only some kinds write that it writes: Format::kId (generate's
  // game IDs), kEnglish (generate's riddles), kAnswer (solve's answers in a
  // benchmark's form).
  Mask formats = 0;
  // generate --grade's scale, when its generator grades.
  const explain::GradeScale& (*grades)() = nullptr;
  // print draws one of several solutions without --any-solution (a river
  // crossing's solve finds an optimal one among several).
  bool prints_any_solution = false;

  bool takes(Command c) const;
  bool takes(OptionId o) const;
  bool writes(Format f) const { return (formats & bit(f)) != 0; }
};

// How an option's value is written.
enum class ValueKind : std::uint8_t {
  kFlag,         // no value
  kCount,        // a whole number from 1 (up to Range::most)
  kCountOrNone,  // a kCount, or `none` (read as 0)
  kSeed,         // a whole number from 0 to 2^64-1
  kSeconds,      // a number of seconds above 0 (10, 0.5, 1e-3), at most 1e9
  kChoice,       // one of OptionSpec::choices (read as its index)
  kText,         // a file, a directory or a name, as written
  kKind,         // a kind's name (the kind table's; read as its Kind)
};

// A value as read (option_values.h), for the row's setter.
struct OptionValue {
  std::uint64_t number = 0;  // kCount, kCountOrNone (none: 0), kSeed; kChoice: the index
  double seconds = 0;        // kSeconds
  std::string text;          // the word as written
};

// The bounds of a whole number. A value above `most` is not a number the
// option reads ("a whole number from 1 to MOST"); one outside min..max is a
// number it does not take ("MIN to MAX", in the row's words). generate's
// bounds are checked once its KIND is known (the options are for one kind),
// the other commands' as the value is read.
struct Range {
  std::uint64_t most = 0;          // 0: 2^63-1, said "from 1 up"
  std::uint64_t min = 0, max = 0;  // max 0: no bounds beyond `most`
  std::string_view words = "";     // fmt's "{} to {} puzzles": how a message says min and max
};

struct OptionSpec {
  OptionId id;
  std::string_view name;  // "--limit"
  ValueKind value;
  std::string_view value_name;            // "N", "SECONDS", "text|json|jsonl"
  std::vector<std::string_view> choices;  // for kChoice, in the order of the target's enum
  std::string_view help;
  Mask commands;                // where it applies
  ForKinds kinds;               // every kind, or those that name it (KindSpec::options)
  std::string_view kinds_note;  // why not for the other kinds ("" for every kind)
  Range range;
  std::string_view default_value;  // as the reference says it ("" for a flag)
  // Stores the value in the request: field<&Request::limit> and the like
  // (option_targets.h), or a small setter of its own.
  void (*set)(Request& r, const OptionValue& v) = nullptr;
  // A check of the value against other options (the grade on the kind's
  // scale, the holes of the order's grid): the message, or "" when it passes.
  // Run after the conflicts (generate's rows).
  std::string (*check)(const Request& r) = nullptr;
  int max_order = 0;  // as CommandSpec::max_order
};

// Options that do not go together, or that need another (conflict_table.cc).
// Checked in the table's order after every value is read; the first that
// holds is the usage error.
struct ConflictSpec {
  Mask commands;                  // the commands it is checked for
  std::vector<OptionId> options;  // the options it is about (for the reference)
  bool (*holds)(const Request& r);
  // The message; {command} is the command's name, {restarts} --restarts's value.
  std::string_view message;
};

const std::vector<CommandSpec>& command_table();
const std::vector<KindSpec>& kind_table();
const std::vector<OptionSpec>& option_table();
// generate's own rows of option_table() (generate_table.cc), in OptionId's order.
std::vector<OptionSpec> generate_option_rows();
// The threads' and the cut count's rows (parallel_table.cc).
std::vector<OptionSpec> parallel_option_rows();
// serve's own rows (serve_table.cc).
std::vector<OptionSpec> serve_option_rows();
const std::vector<ConflictSpec>& conflict_table();

// The row of `id` in `table`: looked up by id, not by position, so that a
// table's rows may come in any order; each table has a row for every id (the
// tests ask for each).
template <class Row, class Id>
const Row& find_row(const std::vector<Row>& table, Id id) {
  for (const Row& r : table)
    if (r.id == id) return r;
  return table.front();  // unreachable while every id has its row
}

const CommandSpec& command_spec(Command c);
const KindSpec& kind_spec(Kind k);
const OptionSpec& option_spec(OptionId id);

// Adds a kind to the kind table: the built-in ones (families/
// builtin_kinds.cc) and a test's own family (tests/cli/
// registered_family_test.cc) alike. It takes the next Kind; the commands and
// options for every kind apply to it, and those its row names. Call it
// before a run, from one thread.
Kind register_kind(KindSpec spec);

// The built-in kinds' rows, in the table's order (families/builtin_kinds.cc:
// each family gives its row from its own folder).
std::vector<KindSpec> builtin_kinds();

// Whether print draws one of several solutions of a puzzle of kind `k`:
// with --any-solution, or for a kind whose solve finds one among several
// (KindSpec::prints_any_solution); otherwise print needs exactly one.
bool prints_one_of_several(const Request& r, Kind k);

// Whether command `c` works on `k`, and option `o` applies to it.
bool works_on(const CommandSpec& c, Kind k);
bool applies_to(const OptionSpec& o, Kind k);
// The names of the kinds `c` works on, `o` applies to, in the table's order.
std::vector<std::string> kinds_for(const CommandSpec& c);
std::vector<std::string> kinds_for(const OptionSpec& o);
// How an option's value is written in help and messages: its value_name,
// or for --kind the kinds' names (`futoshiki|zebra|...`).
std::string value_words(const OptionSpec& o);

// The kind named `name` (`--kind`'s word), or nullptr.
const KindSpec* kind_named(std::string_view name);

// What every kind's files look like, in one phrase ("a Futoshiki grid or
// game ID (.fut), a logic grid (.zebra), ... or an English riddle (...)").
std::string kind_files();

// The kind of `path` from its extension, then from `text`; nullptr when
// neither tells.
const KindSpec* detect_kind(const std::string& path, std::string_view text);

// The kind --kind names, else the detected one; throws io::InputError at
// `name` (the file as messages show it) when neither tells.
const KindSpec& kind_of(const Request& r, const std::string& path, const std::string& name,
                        std::string_view text);

}  // namespace deduce::apps
