#include "embed.h"

#include <atomic>
#include <new>
#include <ostream>
#include <stdexcept>

#include "call_memory_watch.h"
#include "command_line.h"
#include "deduce/budget/limits.h"
#include "run.h"

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

std::string option_argument(const std::string& name) {
  if (name.empty()) throw std::invalid_argument("an option has an empty name");
  for (char c : name) {
    if (c == '-' || c == '=' || c == ' ') {
      throw std::invalid_argument("unknown option `" + name +
                                  "`: options are named without dashes, inner dashes as "
                                  "underscores (node_limit for --node-limit)");
    }
  }
  std::string arg = "--" + name;
  for (std::size_t i = 2; i < arg.size(); ++i)
    if (arg[i] == '_') arg[i] = '-';
  return arg;
}

}  // namespace

std::vector<std::string> call_arguments(const Call& c) {
  std::vector<std::string> args{c.command};
  if (!c.generate_kind.empty()) args.push_back(c.generate_kind);
  for (const CallOption& o : c.options) {
    const std::string arg = option_argument(o.name);
    if (const bool* flag = std::get_if<bool>(&o.value)) {
      if (*flag) args.push_back(arg);
    } else {
      args.push_back(arg + "=" + std::get<std::string>(o.value));
    }
  }
  if (c.text && !c.files.empty())
    throw std::invalid_argument("give a puzzle as text or as files, not both");
  if (c.text) {
    args.push_back(c.text_name);
  } else {
    // A file named like an option is still a file.
    for (const std::string& f : c.files) args.push_back(f.size() > 1 && f[0] == '-' ? "./" + f : f);
  }
  return args;
}

int call(const Call& c, std::ostream& out, std::ostream& err) {
  std::vector<std::string> args;
  try {
    args = call_arguments(c);
  } catch (const std::invalid_argument& e) {
    err << "deduce " << c.command << ": " << e.what() << "\n";
    return 2;
  }
  ParsedLine line = parse_command_line(args, out, err);
  if (!line.request) return line.exit_code;
  if (c.text) line.request->text = *c.text;
  // One watch thread for every call, not one started per call (call_memory_watch.h).
  line.request->watch_memory = false;
  const CallMemoryWatch memory(memory_budget(*line.request));
  const Running running;
  try {
    return run(*line.request, out, err);
  } catch (const std::bad_alloc&) {
    out.flush();
    err << "deduce: out of memory (stopped: --memory " << line.request->memory_mb << ")\n";
    return 3;
  }
}

void stop_calls() {
  int none = 0;
  budget::g_external_stop.compare_exchange_strong(
      none, static_cast<int>(budget::StopReason::kInterrupted), std::memory_order_relaxed);
  budget::g_interrupt_requested.store(true, std::memory_order_relaxed);
}

int calls_running() {
  return g_running.load();
}

}  // namespace deduce::apps
