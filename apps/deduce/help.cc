#include "help.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <sstream>
#include <vector>

#include "option_values.h"
#include "tables.h"

namespace deduce::apps {
namespace {

// "  --limit N             help text...", wrapped at 96 columns under the help.
std::string option_line(const OptionSpec& o) {
  constexpr std::size_t kIndent = 32, kWidth = 100;
  std::string head = "  " + std::string(o.name);
  if (o.value != ValueKind::kFlag) {
    head += ' ';
    head += o.value_name;
  }
  head.resize(std::max(head.size() + 2, kIndent), ' ');
  std::string text(o.help);
  if (o.kinds != kAllKinds) {
    std::vector<std::string> k;
    for (const KindSpec& s : kind_table())
      if (o.kinds & bit(s.id)) k.emplace_back(s.name);
    text += " (" + join(k) + " only)";
  }
  std::string out = head, line;
  std::istringstream words(text);
  std::string word;
  std::size_t column = head.size();
  while (words >> word) {
    if (column + word.size() + 1 > kWidth && column > kIndent) {
      out += "\n" + std::string(kIndent, ' ');
      column = kIndent;
    } else if (column > kIndent || out.size() > head.size()) {
      if (out.back() != ' ') {
        out += ' ';
        ++column;
      }
    }
    out += word;
    column += word.size();
  }
  return out + "\n";
}

}  // namespace

std::string general_help() {
  std::ostringstream s;
  s << "deduce " << DEDUCE_VERSION
    << ": solves, counts, checks, analyses, explains, grades, draws and generates logic "
       "puzzles.\n\n"
       "usage: deduce COMMAND [options] FILE...\n"
       "       deduce generate KIND [options]\n\ncommands:\n";
  for (const CommandSpec& c : command_table()) {
    std::string name(c.name);
    name.resize(10, ' ');
    s << "  " << name << c.summary << "\n";
  }
  s << "  help      `deduce help COMMAND` shows a command's options\n\n"
       "FILE is a Futoshiki grid or file of Tatham game IDs (.fut), a logic grid (.zebra) or a\n"
       "river crossing (.river); - reads standard input. Several files are run in turn.\n\n"
       "exit codes: 0 solved, or check passed; 1 no solution, an invalid puzzle, or (check)\n"
       "several solutions; 2 bad input or usage; 3 a limit stopped the work (what was found is\n"
       "printed, and says it is partial).\n\n"
       "  -h, --help     this help;  -V, --version  the version\n";
  return s.str();
}

std::string command_help(Command id) {
  const CommandSpec& c = command_spec(id);
  std::ostringstream s;
  s << "usage: deduce " << c.name
    << (id == Command::kGenerate ? " KIND [options]"
        : id == Command::kServe  ? " [options]"
                                 : " [options] FILE...")
    << "\n\n"
    << c.details << "\n\noptions:\n";
  const bool draws = id == Command::kSolve || id == Command::kCheck || id == Command::kExplain ||
                     id == Command::kHint;
  for (const OptionSpec& o : option_table()) {
    if ((o.commands & bit(id)) == 0) continue;
    if (o.id == OptionId::kFormat && !draws) {
      // svg is refused where there is nothing to draw: the help must not offer it.
      OptionSpec text_only = o;
      text_only.value_name = "text|json|jsonl";
      text_only.help =
          "text (the default), json (one JSON document) or jsonl (one JSON object a line, "
          "streamed)";
      s << option_line(text_only);
      continue;
    }
    s << option_line(o);
  }
  s << "  -h, --help                    this help\n";
  return s.str();
}

namespace {

std::string names_of(Mask commands) {
  std::vector<std::string> v;
  for (const CommandSpec& c : command_table())
    if (commands & bit(c.id)) v.emplace_back(c.name);
  return fmt::format("{}", fmt::join(v, ", "));
}

std::string kinds_of(Mask kinds) {
  if (kinds == kAllKinds) return "all";
  std::vector<std::string> v;
  for (const KindSpec& k : kind_table())
    if (kinds & bit(k.id)) v.emplace_back(k.name);
  return fmt::format("{}", fmt::join(v, ", "));
}

// What values the row takes, from its ValueKind and Range.
std::string values_of(const OptionSpec& o) {
  const Range& r = o.range;
  switch (o.value) {
    case ValueKind::kFlag:
      return "";
    case ValueKind::kText:
      return fmt::format("`{}`", o.value_name);
    case ValueKind::kChoice:
      return fmt::format("`{}`", o.value_name);
    case ValueKind::kSeed:
      return fmt::format("`{}`: 0 to 2^64-1", o.value_name);
    case ValueKind::kSeconds:
      return fmt::format("`{}`: above 0, at most 1e9", o.value_name);
    case ValueKind::kCountOrNone:
      return fmt::format("`{}`: 1 up, or none", o.value_name);
    case ValueKind::kCount:
      break;
  }
  if (r.max != 0)
    return fmt::format("`{}`: {}", o.value_name, fmt::format(fmt::runtime(r.words), r.min, r.max));
  if (r.most != 0) return fmt::format("`{}`: 1 to {}", o.value_name, r.most);
  return fmt::format("`{}`: 1 up", o.value_name);
}

// A table cell: a `|` would end it.
std::string cell(std::string_view text) {
  std::string s;
  for (char ch : text) {
    if (ch == '|') s += '\\';
    s += ch;
  }
  return s;
}

}  // namespace

std::string options_markdown() {
  std::string s =
      "# Options\n\n"
      "<!-- Made by `deduce help --markdown` from the option and conflict tables\n"
      "(apps/deduce/option_table.cc, generate_table.cc, conflict_table.cc); "
      "tests/cli/tables_test.cc\n"
      "fails when this page and the tables differ. To update: deduce help --markdown > "
      "docs/options.md -->\n\n"
      "Every option of every command, from the table that parses and checks them: the commands "
      "it\n"
      "goes with, the puzzle kinds it applies to (another kind's file gets an error record, "
      "exit 2),\n"
      "the values it takes (a value out of bounds is a usage error, exit 2) and its default. "
      "`deduce\n"
      "help COMMAND` shows one command's options.\n\n"
      "| option | value | commands | kinds | default | what it does |\n"
      "| --- | --- | --- | --- | --- | --- |\n";
  for (const OptionSpec& o : option_table()) {
    s += fmt::format("| `{}` | {} | {} | {} | {} | {} |\n", o.name, cell(values_of(o)),
                     names_of(o.commands), kinds_of(o.kinds), cell(o.default_value), cell(o.help));
  }
  s += "\n## Options that do not go together\n\n"
       "Checked in this order once every value is read; the first that holds is the error "
       "(exit 2).\n\n"
       "| commands | options | error |\n"
       "| --- | --- | --- |\n";
  for (const ConflictSpec& c : conflict_table()) {
    std::vector<std::string> options;
    for (OptionId id : c.options) options.emplace_back(option_spec(id).name);
    s += fmt::format("| {} | {} | {} |\n", names_of(c.commands), fmt::join(options, " "),
                     cell(fmt::format(fmt::runtime(c.message), fmt::arg("command", "COMMAND"),
                                      fmt::arg("restarts", "on|learn"))));
  }
  return s;
}

}  // namespace deduce::apps
