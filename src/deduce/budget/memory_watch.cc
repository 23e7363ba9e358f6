// MemoryWatch: see memory_watch.h.
#include "deduce/budget/memory_watch.h"

#include <fcntl.h>
#include <sys/resource.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <csignal>
#include <ctime>
#include <fstream>
#include <stdexcept>
#include <string>

#include "deduce/budget/limits.h"

namespace deduce::budget {

namespace {

std::uint64_t read_machine_memory_bytes() {
  std::ifstream in("/proc/meminfo");
  std::string key, unit;
  std::uint64_t kb = 0;
  while (in >> key >> kb >> unit)
    if (key == "MemTotal:") return kb * 1024;
  const long pages = sysconf(_SC_PHYS_PAGES), size = sysconf(_SC_PAGESIZE);
  return pages > 0 && size > 0 ? static_cast<std::uint64_t>(pages) * size : 0;
}

}  // namespace

std::uint64_t machine_memory_bytes() {
  // Read once: the default budget is asked for at every in-process call
  // (apps/deduce/embed.h), and /proc/meminfo costs tens of microseconds.
  static const std::uint64_t bytes = read_machine_memory_bytes();
  return bytes;
}

std::uint64_t address_space_limit_bytes() {
  rlimit r{};
  if (getrlimit(RLIMIT_AS, &r) != 0 || r.rlim_cur == RLIM_INFINITY) return 0;
  return static_cast<std::uint64_t>(r.rlim_cur);
}

std::uint64_t default_memory_budget_bytes() {
  std::uint64_t b = machine_memory_bytes() / 2;
  const std::uint64_t as = address_space_limit_bytes();
  if (as != 0 && (b == 0 || as < b)) b = as;
  return b;
}

namespace {

// The page size, read once before any handler can need it (sysconf is not
// async-signal-safe).
std::uint64_t page_bytes() {
  static const auto page = static_cast<std::uint64_t>(sysconf(_SC_PAGESIZE));
  return page;
}

// Reads a decimal number at p, moving p past it and the blank after it.
std::uint64_t read_number(const char*& p) {
  std::uint64_t n = 0;
  for (; *p >= '0' && *p <= '9'; ++p) n = n * 10 + static_cast<std::uint64_t>(*p - '0');
  while (*p == ' ') ++p;
  return n;
}

// memory_use() with async-signal-safe calls only (open, read, close) and a
// parse by hand, so that the timer's handler can call it.
MemoryUse read_statm(std::uint64_t page) {
  // statm: size resident shared text lib data dt, in pages. Read into the
  // stack, not through a FILE: its buffer would be allocated, and the watch
  // reads the file every 10 ms.
  const int fd = ::open("/proc/self/statm", O_RDONLY | O_CLOEXEC);
  if (fd < 0) return {};
  char text[128];
  const ssize_t got = ::read(fd, text, sizeof text - 1);
  ::close(fd);
  if (got <= 0) return {};
  text[got] = '\0';
  const char* p = text;
  const std::uint64_t size = read_number(p);
  if (*p < '0' || *p > '9') return {};
  const std::uint64_t resident = read_number(p);
  return {resident * page, size * page};
}

bool past(const MemoryUse& use, std::uint64_t resident_bytes, std::uint64_t address_cap) {
  return (resident_bytes != 0 && use.resident > resident_bytes) ||
         (address_cap != 0 && use.address > address_cap);
}

std::uint64_t address_cap_of(const MemoryBudget& budget) {
  return static_cast<std::uint64_t>(static_cast<double>(budget.address_bytes) *
                                    MemoryWatch::kAddressShare);
}

// The running watch's budget, read by the handler; both 0 while none runs.
std::atomic<std::uint64_t> g_resident_bytes{0};
std::atomic<std::uint64_t> g_address_cap{0};
std::atomic<std::uint64_t> g_page_bytes{0};
std::atomic<bool> g_watching{false};
timer_t g_timer{};

extern "C" void on_watch_timer(int) {
  const int saved_errno = errno;
  const std::uint64_t resident = g_resident_bytes.load(std::memory_order_relaxed);
  const std::uint64_t address = g_address_cap.load(std::memory_order_relaxed);
  if ((resident != 0 || address != 0) &&
      past(read_statm(g_page_bytes.load(std::memory_order_relaxed)), resident, address))
    note_memory_exceeded();
  errno = saved_errno;
}

// Installs the handler once for the process (see the header: it stays).
bool install_handler() {
  static const bool installed = [] {
    struct sigaction action {};
    action.sa_handler = on_watch_timer;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    return sigaction(SIGALRM, &action, nullptr) == 0;
  }();
  return installed;
}

}  // namespace

MemoryUse memory_use() {
  return read_statm(page_bytes());
}

bool memory_exceeded() {
  return g_interrupt_requested.load(std::memory_order_relaxed) &&
         external_stop_reason() == StopReason::kMemory;
}

void note_memory_exceeded() {
  int none = 0;
  g_external_stop.compare_exchange_strong(none, static_cast<int>(StopReason::kMemory),
                                          std::memory_order_relaxed);
  g_interrupt_requested.store(true, std::memory_order_release);
}

MemoryWatch::MemoryWatch(MemoryBudget budget) {
  if (budget.resident_bytes == 0 && budget.address_bytes == 0) return;
  // The first reading before any work, so that a budget the process already
  // passes stops even work that would end before the timer's first tick.
  if (over_budget(budget)) {
    note_memory_exceeded();
    return;
  }
  if (g_watching.exchange(true)) throw std::logic_error("a memory watch is already running");
  g_page_bytes.store(page_bytes(), std::memory_order_relaxed);
  g_resident_bytes.store(budget.resident_bytes, std::memory_order_relaxed);
  g_address_cap.store(address_cap_of(budget), std::memory_order_relaxed);
  sigevent event{};
  event.sigev_notify = SIGEV_SIGNAL;
  event.sigev_signo = SIGALRM;
  if (!install_handler() || timer_create(CLOCK_MONOTONIC, &event, &g_timer) != 0) {
    g_watching.store(false);
    throw std::runtime_error("cannot start the memory watch's timer");
  }
  constexpr long kPeriodNs = kPeriodMs * 1'000'000L;
  itimerspec every{};
  every.it_value.tv_nsec = kPeriodNs;
  every.it_interval.tv_nsec = kPeriodNs;
  timer_settime(g_timer, 0, &every, nullptr);
  armed_ = true;
}

bool over_budget(const MemoryBudget& budget) {
  if (budget.resident_bytes == 0 && budget.address_bytes == 0) return false;
  return past(memory_use(), budget.resident_bytes, address_cap_of(budget));
}

MemoryWatch::~MemoryWatch() {
  if (!armed_) return;
  timer_delete(g_timer);
  g_resident_bytes.store(0, std::memory_order_relaxed);
  g_address_cap.store(0, std::memory_order_relaxed);
  g_watching.store(false);
}

}  // namespace deduce::budget
