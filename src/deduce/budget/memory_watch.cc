// MemoryWatch: see memory_watch.h.
#include "deduce/budget/memory_watch.h"

#include <fcntl.h>
#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
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

MemoryUse memory_use() {
  // statm: size resident shared text lib data dt, in pages. Read with open and
  // read into the stack, not fopen: the watch reads it every 10 ms, and a
  // FILE's buffer allocated and freed each time grows a process whose freed
  // memory is held back (AddressSanitizer's quarantine) by megabytes a minute.
  const int fd = ::open("/proc/self/statm", O_RDONLY | O_CLOEXEC);
  if (fd < 0) return {};
  char text[128];
  const ssize_t got = ::read(fd, text, sizeof text - 1);
  ::close(fd);
  if (got <= 0) return {};
  text[got] = '\0';
  unsigned long long size = 0, resident = 0;
  if (std::sscanf(text, "%llu %llu", &size, &resident) != 2) return {};
  const auto page = static_cast<std::uint64_t>(sysconf(_SC_PAGESIZE));
  return {resident * page, size * page};
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

MemoryWatch::MemoryWatch(MemoryBudget budget) : budget_(budget) {
  if (budget_.resident_bytes == 0 && budget_.address_bytes == 0) return;
  // The first reading before any work, so that a budget the process already
  // passes stops even work that would end before the thread's first look.
  if (over_budget(budget_)) {
    note_memory_exceeded();
    return;
  }
  thread_ = std::thread([this] { watch(); });
}

bool over_budget(const MemoryBudget& budget) {
  if (budget.resident_bytes == 0 && budget.address_bytes == 0) return false;
  const auto address_cap = static_cast<std::uint64_t>(static_cast<double>(budget.address_bytes) *
                                                      MemoryWatch::kAddressShare);
  const MemoryUse use = memory_use();
  return (budget.resident_bytes != 0 && use.resident > budget.resident_bytes) ||
         (address_cap != 0 && use.address > address_cap);
}

MemoryWatch::~MemoryWatch() {
  {
    // Woken at once, not at its next reading: a run of a few milliseconds
    // would otherwise wait out the period at its end.
    std::lock_guard<std::mutex> lock(mutex_);
    done_ = true;
  }
  wake_.notify_all();
  if (thread_.joinable()) thread_.join();
}

void MemoryWatch::watch() {
  std::unique_lock<std::mutex> lock(mutex_);
  while (!done_) {
    if (over_budget(budget_)) {
      note_memory_exceeded();
      return;
    }
    wake_.wait_for(lock, std::chrono::milliseconds(kPeriodMs), [this] { return done_; });
  }
}

}  // namespace deduce::budget
