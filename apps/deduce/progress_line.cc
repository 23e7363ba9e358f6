// ProgressLine: see progress_line.h.
#include "progress_line.h"

#include <sys/ioctl.h>
#include <unistd.h>

#include <cmath>
#include <cstdio>

#include "deduce/budget/limits.h"
#include "deduce/budget/progress.h"

namespace deduce::apps {

std::string short_count(double n) {
  static constexpr const char* kUnits[] = {"", " k", " M", " G", " T", " P"};
  int u = 0;
  while (n >= 1000 && u < 5) {
    n /= 1000;
    ++u;
  }
  char buf[32];
  if (u == 0)
    std::snprintf(buf, sizeof buf, "%.0f", n);
  else
    std::snprintf(buf, sizeof buf, n < 10 ? "%.2f%s" : n < 100 ? "%.1f%s" : "%.0f%s", n, kUnits[u]);
  return buf;
}

std::string short_duration(double s) {
  char buf[32];
  if (s < 10)
    std::snprintf(buf, sizeof buf, "%.1f s", s);
  else if (s < 60)
    std::snprintf(buf, sizeof buf, "%.0f s", s);
  else if (s < 3600)
    std::snprintf(buf, sizeof buf, "%d min %02d s", static_cast<int>(s) / 60,
                  static_cast<int>(s) % 60);
  else
    std::snprintf(buf, sizeof buf, "%d h %02d min", static_cast<int>(s) / 3600,
                  static_cast<int>(s) / 60 % 60);
  return buf;
}

namespace {

// `t` cut to fit `columns` (its code points; the line holds no wide
// characters but for a file's name), so that the line never wraps and `\r`
// always goes back to its start.
std::string fitted(const std::string& t, int columns) {
  if (columns <= 1) return t;
  std::size_t points = 0, i = 0;
  for (; i < t.size(); ++i) {
    if ((static_cast<unsigned char>(t[i]) & 0xC0) == 0x80) continue;  // a continuation byte
    if (++points == static_cast<std::size_t>(columns)) break;
  }
  return t.substr(0, i);
}

int terminal_columns() {
  winsize w{};
  return ioctl(STDERR_FILENO, TIOCGWINSZ, &w) == 0 && w.ws_col > 0 ? w.ws_col : 80;
}

// " · 3 of 10 puzzles (30%)", with ", about 7 s left" when `with_left`
// and the share tells it (the parts so far took `seconds`).
std::string share(std::uint64_t done, std::uint64_t total, const char* noun, bool with_left,
                  double seconds) {
  std::string t =
      " · " + std::to_string(done) + " of " + std::to_string(total) + " " + noun + " (" +
      std::to_string(
          static_cast<int>(100.0 * static_cast<double>(done) / static_cast<double>(total))) +
      "%)";
  if (with_left && done != 0 && done < total)
    t += ", about " +
         short_duration(seconds * static_cast<double>(total - done) / static_cast<double>(done)) +
         " left";
  return t;
}

}  // namespace

bool ProgressLine::wanted(bool quiet) {
  return !quiet && isatty(STDERR_FILENO) == 1;
}

ProgressLine::ProgressLine(bool enabled, std::string command)
    : enabled_(enabled), command_(std::move(command)) {
  if (enabled_) thread_ = std::thread([this] { loop(); });
}

ProgressLine::~ProgressLine() {
  if (!enabled_) return;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    done_ = true;
  }
  wake_.notify_all();
  thread_.join();
  clear();
}

void ProgressLine::set_item(std::string item) {
  if (!enabled_) return;
  std::lock_guard<std::mutex> lock(mutex_);
  item_ = std::move(item);
}

void ProgressLine::clear() {
  if (!enabled_) return;
  std::lock_guard<std::mutex> lock(mutex_);
  if (!shown_) return;
  static constexpr char kWipe[] = "\r\033[K";
  [[maybe_unused]] const ssize_t n = ::write(STDERR_FILENO, kWipe, sizeof kWipe - 1);
  shown_ = false;
}

std::string ProgressLine::text(double seconds, double rate) const {
  const budget::Progress& p = budget::g_progress;
  std::string t = "deduce " + command_;
  if (!item_.empty()) t += ": " + item_;
  const std::uint64_t units = budget::g_progress_units.load(std::memory_order_relaxed);
  if (units != 0) t += " · " + short_count(static_cast<double>(units)) + " nodes";
  if (rate > 0) t += ", " + short_count(rate) + "/s";
  const std::uint64_t sub_total = p.sub_total.load(std::memory_order_relaxed);
  const std::uint64_t sub_done = std::min(p.sub_done.load(std::memory_order_relaxed), sub_total);
  const std::uint64_t total = p.total.load(std::memory_order_relaxed);
  // A single puzzle's split is the whole run: its share done tells the time left.
  if (sub_total != 0) t += share(sub_done, sub_total, "subproblems", total == 0, seconds);
  if (total != 0)
    t += share(p.done.load(std::memory_order_relaxed), total,
               p.noun.load(std::memory_order_relaxed), true, seconds);
  return t + " · " + short_duration(seconds);
}

void ProgressLine::loop() {
  using Clock = std::chrono::steady_clock;
  const Clock::time_point start = Clock::now();
  Clock::time_point last = start;
  std::uint64_t last_units = budget::g_progress_units.load(std::memory_order_relaxed);
  double rate = 0;
  std::unique_lock<std::mutex> lock(mutex_);
  if (wake_.wait_for(lock, kFirstAfter, [this] { return done_; })) return;
  while (!done_) {
    const Clock::time_point now = Clock::now();
    const std::uint64_t units = budget::g_progress_units.load(std::memory_order_relaxed);
    const double dt = std::chrono::duration<double>(now - last).count();
    if (dt > 0) {
      const double r = static_cast<double>(units - last_units) / dt;
      rate = rate == 0 ? r : 0.7 * rate + 0.3 * r;  // smoothed, so the figure can be read
    }
    last = now;
    last_units = units;
    const std::string line =
        "\r\033[K" +
        fitted(text(std::chrono::duration<double>(now - start).count(), rate), terminal_columns());
    [[maybe_unused]] const ssize_t n = ::write(STDERR_FILENO, line.data(), line.size());
    shown_ = true;
    wake_.wait_for(lock, kEvery, [this] { return done_; });
  }
}

}  // namespace deduce::apps
