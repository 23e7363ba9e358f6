// The tables that drive the command line: the commands, the puzzle kinds and
// the options. Parsing, validation, --help and the docs follow from them
// (CaDiCaL's options.hpp is the model: one table, read everywhere), so a new
// command, kind or option is one row plus the code that does it. The option
// table is one table kept in two files: tables.cc and, for generate's own
// options, generate_table.cc.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "families/generator.h"
#include "request.h"

namespace deduce::apps {

class Family;

// A set of commands or kinds as bits (1 << enum value).
using Mask = unsigned;
template <class E>
constexpr Mask bit(E e) {
  return Mask{1} << static_cast<unsigned>(e);
}
inline constexpr Mask kAllKinds = 0b111;

struct CommandSpec {
  Command id;
  std::string_view name;
  std::string_view summary;  // one line for `deduce --help`
  std::string_view details;  // the paragraph of `deduce help COMMAND`
  Mask kinds;                // the kinds it works on
};

struct KindSpec {
  Kind id;
  std::string_view name;  // for --kind and JSON
  std::string_view noun;  // "a Futoshiki puzzle", for messages
  std::vector<std::string_view> extensions;
  // Reads every puzzle of a file of this kind; throws io::InputError.
  std::unique_ptr<Family> (*load)(const std::string& text, const std::string& file,
                                  const Request& request);
  // deduce generate KIND (families/generator.h); every kind has both functions.
  Generator generator;
};

enum class ValueKind : std::uint8_t { kFlag, kCount, kSeconds, kChoice, kFile };

struct OptionSpec {
  OptionId id;
  std::string_view name;  // "--limit"
  ValueKind value;
  std::string_view value_name;            // "N", "SECONDS", "text|json|jsonl"
  std::vector<std::string_view> choices;  // for kChoice
  std::string_view help;
  Mask commands;                // where it applies
  Mask kinds;                   // for which kinds
  std::string_view kinds_note;  // why not for the other kinds ("" when all)
};

const std::vector<CommandSpec>& command_table();
const std::vector<KindSpec>& kind_table();
const std::vector<OptionSpec>& option_table();
// generate's own rows of option_table() (generate_table.cc), in OptionId's order.
std::vector<OptionSpec> generate_option_rows();

const CommandSpec& command_spec(Command c);
const KindSpec& kind_spec(Kind k);
const OptionSpec& option_spec(OptionId id);

// Adds a kind while the program runs (a test's own family, tests/cli/
// registered_family_test.cc): it takes the next Kind value, the commands in
// `commands` work on it, and the options that apply to every kind apply to
// it. Call it before a run, from one thread.
Kind register_kind(KindSpec spec, Mask commands);

// The kind of `path` from its extension, then from `text`; nullptr when
// neither tells.
const KindSpec* detect_kind(const std::string& path, std::string_view text);

}  // namespace deduce::apps
