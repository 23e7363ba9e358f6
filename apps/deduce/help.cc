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
std::string option_line(const OptionHelp& o) {
  constexpr std::size_t kIndent = 32, kWidth = 100;
  std::string head = "  " + o.name;
  if (!o.value.empty()) {
    head += ' ';
    head += o.value;
  }
  head.resize(std::max(head.size() + 2, kIndent), ' ');
  const std::string& text = o.text;
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

// Words wrapped at `width` columns, each line ended.
std::string wrapped(const std::string& text, std::size_t width) {
  std::istringstream words(text);
  std::string out, line, word;
  while (words >> word) {
    if (!line.empty() && line.size() + 1 + word.size() > width) {
      out += line + "\n";
      line.clear();
    }
    line += (line.empty() ? "" : " ") + word;
  }
  return out + line + "\n";
}

// A command's paragraph, {kinds} replaced by the kinds it takes.
std::string details(const CommandSpec& c) {
  std::string text(c.details);
  if (const std::size_t at = text.find("{kinds}"); at != std::string::npos)
    text.replace(at, 7, join(kinds_for(c)));
  return text;
}

}  // namespace

std::vector<OptionHelp> option_help(Command id) {
  std::vector<OptionHelp> v;
  const bool draws = id == Command::kSolve || id == Command::kCheck || id == Command::kExplain ||
                     id == Command::kHint;
  for (const OptionSpec& o : option_table()) {
    if ((o.commands & bit(id)) == 0) continue;
    OptionHelp h{std::string(o.name), o.value == ValueKind::kFlag ? "" : value_words(o),
                 std::string(o.help)};
    if (o.id == OptionId::kFormat && !draws) {
      // svg is refused where there is nothing to draw: the help must not offer it.
      h.value = "text|json|jsonl";
      h.text =
          "text (the default), json (one JSON document) or jsonl (one JSON object a line, "
          "streamed)";
    }
    if (o.kinds != kEveryKind) h.text += " (" + join(kinds_for(o)) + " only)";
    v.push_back(std::move(h));
  }
  return v;
}

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
  s << "  help      `deduce help COMMAND` shows a command's options\n\n";
  s << wrapped(
           "FILE is " + kind_files() + "; - reads standard input. Several files are run in turn.",
           90)
    << "\n"
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
    << details(c) << "\n\noptions:\n";
  for (const OptionHelp& o : option_help(id)) s << option_line(o);
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

std::string kinds_of(const OptionSpec& o) {
  if (o.kinds == kEveryKind) return "all";
  return fmt::format("{}", fmt::join(kinds_for(o), ", "));
}

// What values the row takes, from its ValueKind and Range.
std::string values_of(const OptionSpec& o) {
  const Range& r = o.range;
  switch (o.value) {
    case ValueKind::kFlag:
      return "";
    case ValueKind::kText:
    case ValueKind::kChoice:
    case ValueKind::kKind:
      return fmt::format("`{}`", value_words(o));
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
                     names_of(o.commands), kinds_of(o), cell(o.default_value), cell(o.help));
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
