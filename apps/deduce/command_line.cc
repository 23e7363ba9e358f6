#include "command_line.h"

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include <algorithm>
#include <map>
#include <ostream>
#include <sstream>

#include "deduce/budget/memory_watch.h"
#include "help.h"
#include "option_checks.h"
#include "option_values.h"
#include "tables.h"

namespace deduce::apps {
namespace {

std::vector<std::string> command_names() {
  std::vector<std::string> v;
  for (const CommandSpec& c : command_table()) v.emplace_back(c.name);
  return v;
}

// The row of option `name`; when two rows share a name (solve's --count is a
// flag, generate's takes N), the one for `command`.
const OptionSpec* find_option(std::string_view name, std::optional<Command> command = {}) {
  const OptionSpec* found = nullptr;
  for (const OptionSpec& o : option_table()) {
    if (o.name != name) continue;
    if (!command || (o.commands & bit(*command))) return &o;
    if (found == nullptr) found = &o;
  }
  return found;
}

std::string commands_of(const OptionSpec& o) {
  std::vector<std::string> v;
  for (const CommandSpec& c : command_table())
    if (o.commands & bit(c.id)) v.emplace_back(c.name);
  return join(v);
}

// Options that take a value must have one: CLI11 would otherwise take the
// next option as the value, or say "1 required ... missing".
void check_values_present(const std::vector<std::string>& args, Command command) {
  for (std::size_t i = 0; i < args.size(); ++i) {
    if (args[i] == "--") return;
    const OptionSpec* o = find_option(args[i], command);
    if (o == nullptr || o->value == ValueKind::kFlag) continue;
    if (i + 1 == args.size() || args[i + 1].starts_with("--")) {
      throw UsageError(std::string(o->name) + " needs a value: " + std::string(o->value_name) +
                       " (" + std::string(o->help) + ")");
    }
  }
}

Request parse_command(const CommandSpec& cmd, const std::vector<std::string>& args,
                      bool& wants_help) {
  check_values_present(args, cmd.id);
  CLI::App app{std::string(cmd.summary), "deduce " + std::string(cmd.name)};
  app.allow_extras();
  app.set_help_flag();  // -h and --help are found below, in deduce's words
  std::vector<std::string> files;
  app.add_option("FILE", files);
  std::map<OptionId, std::string> values;
  std::map<OptionId, bool> flags;
  for (const OptionSpec& o : option_table()) {
    if ((o.commands & bit(cmd.id)) == 0) continue;
    if (o.value == ValueKind::kFlag)
      app.add_flag(std::string(o.name), flags[o.id]);
    else
      app.add_option(std::string(o.name), values[o.id]);
  }
  bool help = false;
  app.add_flag("-h,--help", help);
  try {
    std::vector<std::string> reversed(args.rbegin(), args.rend());
    app.parse(reversed);
  } catch (const CLI::ParseError& e) {
    throw UsageError(std::string(e.what()));
  }
  if (help) {
    wants_help = true;
    return {};
  }
  for (const std::string& extra : app.remaining()) {
    if (!extra.starts_with("-") || extra == "-") {
      files.push_back(extra);
      continue;
    }
    // Not an option of this command (else CLI11 took it): option_named says why.
    option_named(cmd.id, extra.substr(0, extra.find('=')));
    throw UsageError("cannot read " + backquoted(extra));
  }

  std::vector<OptionSetting> settings;
  for (const OptionSpec& o : option_table()) {
    const bool given = o.value == ValueKind::kFlag ? flags.count(o.id) && flags[o.id]
                                                   : values.count(o.id) && !values[o.id].empty();
    if (given) settings.push_back({o.id, o.value == ValueKind::kFlag ? "" : values[o.id]});
  }
  return checked_request(cmd.id, files, settings);
}

}  // namespace

Request checked_request(Command command, std::vector<std::string> files,
                        const std::vector<OptionSetting>& settings) {
  const CommandSpec& cmd = command_spec(command);
  Request r;
  r.command = cmd.id;
  r.files = std::move(files);
  std::map<OptionId, OptionValue> read;
  // In the table's order, whatever the order given: a row's setter may
  // count on an earlier row's.
  for (const OptionSpec& o : option_table()) {
    const OptionSetting* given = nullptr;
    for (const OptionSetting& s : settings)
      if (s.id == o.id) given = &s;
    if (given == nullptr) continue;
    r.given.push_back(o.id);
    const OptionValue v = read_value(o, given->text);
    // The bounds of generate's options for some kinds wait for its KIND
    // (check_generate): an order is not out of bounds for a river crossing,
    // it does not apply.
    if (cmd.id != Command::kGenerate || o.kinds == kEveryKind) check_range(o, v.number, v.text);
    o.set(r, v);
    read.emplace(o.id, v);
  }
  if (!r.has(OptionId::kMemory))
    r.memory_mb = budget::default_memory_budget_bytes() / (1024 * 1024);
  if (r.command == Command::kGenerate) {
    check_generate(r, read);
    return r;
  }
  if (r.command == Command::kServe) {
    if (!r.files.empty())
      throw UsageError("serve takes no FILE, found " + backquoted(r.files[0]) +
                       " (the puzzles come in requests)");
    return r;
  }
  if (r.files.empty())
    throw UsageError("expected a puzzle FILE (or - for standard input) after the options");
  check_conflicts(r);
  if (r.command == Command::kPrint) {
    // The answer must be the only solution (commands/print.cc), unless
    // --any-solution accepts one of several: then there is no second to look for.
    r.first = r.any_solution;
    if (r.output.empty()) r.output = "puzzles.pdf";
  }
  return r;
}

const OptionSpec& option_named(Command command, std::string_view name) {
  const CommandSpec& cmd = command_spec(command);
  if (const OptionSpec* o = find_option(name, command);
      o != nullptr && (o->commands & bit(command)))
    return *o;
  if (const OptionSpec* o = find_option(name)) {
    throw UsageError(std::string(name) + " does not apply to `deduce " + std::string(cmd.name) +
                     "`: it goes with " + commands_of(*o));
  }
  std::vector<std::string> names;
  for (const OptionSpec& o : option_table())
    if (o.commands & bit(command)) names.emplace_back(o.name);
  throw UsageError("unknown option " + backquoted(std::string(name)) +
                   did_you_mean(std::string(name), names) + " (`deduce help " +
                   std::string(cmd.name) + "` lists the options)");
}

ParsedLine parse_command_line(const std::vector<std::string>& args, std::ostream& out,
                              std::ostream& err) {
  std::string prefix = "deduce";
  try {
    if (args.empty()) {
      throw UsageError("expected a command: " + join(command_names()) +
                       " (`deduce --help` says more)");
    }
    const std::string& first = args[0];
    if (first == "-h" || first == "--help" || first == "help") {
      if (first == "help" && args.size() > 1 && args[1] == "--markdown") {
        out << options_markdown();
        return {std::nullopt, 0};
      }
      if (first == "help" && args.size() > 1) {
        for (const CommandSpec& c : command_table()) {
          if (c.name == args[1]) {
            out << command_help(c.id);
            return {std::nullopt, 0};
          }
        }
        throw UsageError("no command " + backquoted(args[1]) + " to help with; the commands are " +
                         join(command_names(), " and ") + did_you_mean(args[1], command_names()));
      }
      out << general_help();
      return {std::nullopt, 0};
    }
    if (first == "-V" || first == "--version") {
      out << "deduce " << DEDUCE_VERSION << "\n";
      return {std::nullopt, 0};
    }
    const CommandSpec* cmd = nullptr;
    for (const CommandSpec& c : command_table())
      if (c.name == first) cmd = &c;
    if (cmd == nullptr) {
      if (first.starts_with("-")) {
        if (find_option(first.substr(0, first.find('='))) != nullptr)
          throw UsageError("the option " + backquoted(first) +
                           " goes after a command: deduce COMMAND [options] FILE...");
        throw UsageError("expected a command (" + join(command_names()) + ") first, found " +
                         backquoted(first));
      }
      throw UsageError("unknown command " + backquoted(first) + "; the commands are " +
                       join(command_names(), " and ") + did_you_mean(first, command_names()));
    }
    prefix += " " + std::string(cmd->name);
    bool help = false;
    Request r = parse_command(*cmd, std::vector<std::string>(args.begin() + 1, args.end()), help);
    if (help) {
      out << command_help(cmd->id);
      return {std::nullopt, 0};
    }
    return {std::move(r), 0};
  } catch (const UsageError& e) {
    err << prefix << ": " << e.what() << "\n";
    return {std::nullopt, 2};
  }
}

}  // namespace deduce::apps
