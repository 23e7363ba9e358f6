// The messages between the coordinator and its workers (workers.h), as
// text: a header of one field a line, then the puzzle. Text keeps big
// counts exact and the format readable in a debugger; a task is a few
// hundred bytes, sent once per subproblem.
#include <malloc.h>
#include <sys/resource.h>

#include <charconv>
#include <chrono>
#include <mutex>
#include <sstream>
#include <stdexcept>

#include "cluster/workers.h"
#include "commands/command.h"
#include "deduce/io/input_error.h"
#include "families/family.h"
#include "families/pieces.h"
#include "tables.h"

namespace deduce::apps::cluster {
namespace {

// Reads the header's lines in order; the rest is the body.
class Fields {
 public:
  explicit Fields(std::string_view bytes) : rest_(bytes) {}
  std::string_view next() {
    const std::size_t end = rest_.find('\n');
    if (end == std::string_view::npos) throw std::runtime_error("a cut message");
    std::string_view line = rest_.substr(0, end);
    rest_.remove_prefix(end + 1);
    return line;
  }
  std::uint64_t number() {
    const std::string_view s = next();
    std::uint64_t v = 0;
    std::from_chars(s.data(), s.data() + s.size(), v);
    return v;
  }
  double real() { return std::stod(std::string(next())); }
  std::string_view rest() const { return rest_; }
  std::string bytes(std::uint64_t n) {
    if (n > rest_.size()) throw std::runtime_error("a cut message");
    std::string b(rest_.substr(0, n));
    rest_.remove_prefix(n);
    return b;
  }

 private:
  std::string_view rest_;
};

std::string real_text(double v) {
  std::ostringstream o;
  o.precision(17);
  o << v;
  return o.str();
}

// Fields that may hold any bytes: their number, then each one's length and
// bytes.
std::string made_text(const std::vector<std::string>& made) {
  std::string s = std::to_string(made.size()) + '\n';
  for (const std::string& m : made) s += std::to_string(m.size()) + '\n' + m;
  return s;
}

}  // namespace

Workers* g_workers = nullptr;

std::string encode(const Task& t) {
  return std::to_string(t.id) + '\n' + t.kind + '\n' + t.name + '\n' + real_text(t.seconds) + '\n' +
         std::to_string(t.node_limit) + '\n' + t.text;
}

Task decode_task(std::string_view bytes) {
  Fields f(bytes);
  Task t;
  t.id = f.number();
  t.kind = f.next();
  t.name = f.next();
  t.seconds = f.real();
  t.node_limit = f.number();
  t.text = f.rest();
  return t;
}

std::string encode(const Reply& r) {
  return std::to_string(r.id) + '\n' + std::to_string(r.worker) + '\n' + r.count + '\n' +
         (r.exact ? "1" : "0") + '\n' + std::to_string(r.stop) + '\n' + std::to_string(r.nodes) +
         '\n' + real_text(r.seconds) + '\n' + real_text(r.task_cpu) + '\n' +
         real_text(r.cpu_seconds) + '\n' + made_text(r.made) + r.error;
}

Reply decode_reply(std::string_view bytes) {
  Fields f(bytes);
  Reply r;
  r.id = f.number();
  r.worker = static_cast<int>(f.number());
  r.count = f.next();
  r.exact = f.next() == "1";
  r.stop = static_cast<std::uint8_t>(f.number());
  r.nodes = f.number();
  r.seconds = f.real();
  r.task_cpu = f.real();
  r.cpu_seconds = f.real();
  r.made.resize(f.number());
  for (std::string& m : r.made) m = f.bytes(f.number());
  r.error = f.rest();
  return r;
}

double process_cpu_seconds() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  return static_cast<double>(u.ru_utime.tv_sec + u.ru_stime.tv_sec) +
         static_cast<double>(u.ru_utime.tv_usec + u.ru_stime.tv_usec) * 1e-6;
}

// Each subproblem's count allocates its subtree cache (64 MB, CountingDfs)
// and frees it. Above glibc's mmap threshold that memory goes back to the
// system and every page of the next cache faults in again: on the signed
// order-6 count cut in 130, 18.7 s instead of 10.4 s whole. Kept in the
// heap, the next subproblem reuses it: 11.0 s.
void keep_caches_in_heap() {
  static const bool kept = [] {
    mallopt(M_MMAP_THRESHOLD, 256 << 20);
    mallopt(M_TRIM_THRESHOLD, 1 << 30);
    return true;
  }();
  (void)kept;
}

Reply count_task(const Request& request, const Task& task) {
  keep_caches_in_heap();
  const auto start = std::chrono::steady_clock::now();
  const double cpu_start = process_cpu_seconds();
  Reply r;
  r.id = task.id;
  try {
    Request one = request;
    one.count = true;
    one.split = -1;
    one.checkpoint.clear();
    one.log_subproblems.clear();
    one.subproblems = 0;
    const KindSpec* kind = kind_named(task.kind);
    if (kind == nullptr) throw std::runtime_error("no kind named " + task.kind);
    const std::unique_ptr<Family> family = kind->load(task.text, task.name, one, kind->id);
    budget::Limits limits;
    limits.timeout_seconds = task.seconds;
    limits.node_limit = task.node_limit;
    // Kept from piece to piece: the next piece of the same puzzle finds the
    // subtree counts of the ones before (futoshiki: count_cache.h). One
    // count at a time uses it (a server may count on several threads; the
    // others count as before, with a cache of their own).
    static std::mutex kept_in_use;
    static std::unique_ptr<KeptCounts> kept;
    const std::unique_lock<std::mutex> lock(kept_in_use, std::try_to_lock);
    const Work work{one, limits};
    Pieces* pieces = pieces_of(*family, kind->id);
    std::optional<PuzzleResult> counted;
    if (pieces != nullptr)
      counted = pieces->count_piece(0, work, lock.owns_lock() ? &kept : nullptr);
    const PuzzleResult o = counted ? std::move(*counted) : family->count(0, work);
    r.count = util::to_string(o.count.value);
    r.exact = o.count.exact;
    r.stop = static_cast<std::uint8_t>(o.stop);
    for (const Stat& s : o.stats)
      if (s.name == "nodes" && std::holds_alternative<std::uint64_t>(s.value))
        r.nodes = std::get<std::uint64_t>(s.value);
  } catch (const io::InputError& e) {
    r.error = e.where().file + ": " + e.detail();
  } catch (const std::exception& e) {
    r.error = e.what();
  }
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  r.cpu_seconds = process_cpu_seconds();
  r.task_cpu = r.cpu_seconds - cpu_start;
  return r;
}

}  // namespace deduce::apps::cluster
