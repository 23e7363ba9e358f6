#include "embed.h"

#include <atomic>
#include <new>
#include <ostream>
#include <sstream>
#include <stdexcept>

#include "call_memory_watch.h"
#include "command_line.h"
#include "deduce/budget/limits.h"
#include "option_values.h"
#include "run.h"
#include "tables.h"
#include "writers/words.h"

namespace deduce::apps {
namespace {

// Calls running now: the stop flag is cleared only when none runs, so a
// stop asked for during a call is not lost by another call's start.
std::atomic<int> g_running{0};

// Counts a call in and out; the first one in clears an old stop.
class Running {
 public:
  Running() {
    if (g_running.fetch_add(1) == 0) {
      budget::g_external_stop.store(0, std::memory_order_relaxed);
      budget::g_interrupt_requested.store(false, std::memory_order_relaxed);
    }
  }
  ~Running() { g_running.fetch_sub(1); }
  Running(const Running&) = delete;
  Running& operator=(const Running&) = delete;
};

// The option table's name of a call's option: `node_limit` is --node-limit.
std::string table_name(const std::string& name) {
  if (name.empty()) throw UsageError("an option has an empty name");
  for (char c : name) {
    if (c == '-' || c == '=' || c == ' ') {
      throw UsageError("unknown option `" + name +
                       "`: options are named without dashes, inner dashes as "
                       "underscores (node_limit for --node-limit)");
    }
  }
  std::string dashed = "--" + name;
  for (std::size_t i = 2; i < dashed.size(); ++i)
    if (dashed[i] == '_') dashed[i] = '-';
  return dashed;
}

Command command_named(const std::string& name) {
  for (const CommandSpec& c : command_table())
    if (c.name == name) return c.id;
  std::vector<std::string> names;
  for (const CommandSpec& c : command_table()) names.emplace_back(c.name);
  throw UsageError("unknown command " + backquoted(name) + "; the commands are " +
                   join(names, " and ") + did_you_mean(name, names));
}

// Runs a request under the call's stops and memory watch; a failed
// allocation is the memory budget's stop.
int run_request(Request& r, const budget::StopToken* stop, std::ostream& out, std::ostream& err,
                Writer* writer) {
  // One watch thread for every call, not one started per call (call_memory_watch.h).
  r.watch_memory = false;
  const CallMemoryWatch memory(memory_budget(r));
  const Running running;
  const budget::StopTokenScope scope(stop);
  try {
    return run(r, out, err, writer);
  } catch (const std::bad_alloc&) {
    out.flush();
    err << "deduce: out of memory (stopped: --memory " << r.memory_mb << ")\n";
    return 3;
  }
}

CallError usage_error(const std::string& command, const std::string& message) {
  CallError e;
  e.type = CallError::Type::kUsage;
  e.command = command;
  e.message = message;
  return e;
}

}  // namespace

std::string CallError::text() const {
  if (type == Type::kInput) return location_text(where) + ": " + message;
  return (command.empty() ? "deduce" : "deduce " + command) + ": " + message;
}

Request request_of(const Call& c) {
  const Command command = command_named(c.command);
  // A server inside a call would outlive it: serve is main()'s.
  if (command == Command::kServe)
    throw UsageError("runs from the command line only (deduce serve --port N)");
  if (c.text && !c.files.empty()) throw UsageError("give a puzzle as text or as files, not both");
  std::vector<std::string> files;
  if (!c.generate_kind.empty()) files.push_back(c.generate_kind);
  if (c.text)
    files.push_back(c.text_name);
  else
    files.insert(files.end(), c.files.begin(), c.files.end());
  std::vector<OptionSetting> settings;
  for (const CallOption& o : c.options) {
    const OptionSpec& row = option_named(command, table_name(o.name));
    OptionSetting s{row.id, ""};
    if (const bool* flag = std::get_if<bool>(&o.value)) {
      if (!*flag) continue;
      if (row.value != ValueKind::kFlag)
        throw UsageError(std::string(row.name) + " needs a value: " + std::string(row.value_name) +
                         " (" + std::string(row.help) + ")");
    } else {
      s.text = std::get<std::string>(o.value);
      if (row.value == ValueKind::kFlag)
        throw UsageError(std::string(row.name) +
                         " is a flag: give it true, or false to leave it out");
      if (s.text.empty()) continue;  // as the command line's --name=
    }
    for (const OptionSetting& given : settings)
      if (given.id == s.id) throw UsageError(std::string(row.name) + " is given twice");
    settings.push_back(std::move(s));
  }
  Request r = checked_request(command, std::move(files), settings);
  if (c.text) r.text = *c.text;
  return r;
}

CallResult call_records(const Call& c, const budget::StopToken* stop, const RecordSink& sink) {
  CallResult result;
  std::optional<Request> r;
  try {
    r = request_of(c);
  } catch (const UsageError& e) {
    result.error = usage_error(c.command, e.what());
    result.messages = result.error->text() + "\n";
    result.exit_code = 2;
    return result;
  }
  std::ostringstream out, err;
  // translate writes .zebra text and makes no records.
  const bool keeps_records = r->command != Command::kTranslate;
  const std::unique_ptr<Writer> writer =
      keeps_records ? make_record_writer(*r, &result.records, sink, err) : nullptr;
  result.exit_code = run_request(*r, stop, out, err, writer.get());
  result.output = std::move(out).str();
  result.records.command = r->command;
  result.records.exit_code = result.exit_code;
  result.messages = std::move(err).str();
  // A refusal after the options were read that wrote no record (none is
  // known today: the run refuses in records): the run's own words are its
  // error, so a caller always has one.
  if (result.exit_code == 2 && result.records.records.empty() && !sink) {
    const std::string& m = result.messages;
    const std::string prefix = "deduce " + c.command + ": ";
    std::string first = m.substr(0, m.find('\n'));
    if (first.starts_with(prefix)) first = first.substr(prefix.size());
    if (!first.empty()) result.error = usage_error(c.command, first);
  }
  return result;
}

int call(const Call& c, std::ostream& out, std::ostream& err, const budget::StopToken* stop) {
  std::optional<Request> r;
  try {
    r = request_of(c);
  } catch (const UsageError& e) {
    err << usage_error(c.command, e.what()).text() << "\n";
    return 2;
  }
  return run_request(*r, stop, out, err, nullptr);
}

std::optional<CallError> first_error(const CallResult& result) {
  if (result.error) return result.error;
  for (const Record& rec : result.records.records) {
    if (rec.type != RecordType::kError || !rec.failure) continue;
    CallError e;
    e.type = CallError::Type::kInput;
    e.command = key(result.records.command);
    e.message = rec.failure->message;
    e.where = rec.failure->where;
    return e;
  }
  return std::nullopt;
}

void stop_calls() {
  int none = 0;
  budget::g_external_stop.compare_exchange_strong(
      none, static_cast<int>(budget::StopReason::kInterrupted), std::memory_order_relaxed);
  budget::g_interrupt_requested.store(true, std::memory_order_relaxed);
}

void stop_call(budget::StopToken& stop) {
  int none = 0;
  stop.compare_exchange_strong(none, static_cast<int>(budget::StopReason::kInterrupted),
                               std::memory_order_relaxed);
}

int calls_running() {
  return g_running.load();
}

}  // namespace deduce::apps
