// A deliberate data race, run only under ThreadSanitizer (make test-tsan):
// jobs of for_each_index add to one plain counter without a lock. The test
// passes when ThreadSanitizer reports that race with the suppressions of
// tests/tsan.supp in force: it shows that those suppressions (which name
// oneTBB's own frames) do not hide a race in code that runs inside a
// oneTBB task, as a broad one such as "race:libtbb.so" did.
#include <chrono>
#include <cstdio>
#include <thread>

#include "deduce/search/for_each_index.h"

namespace {
long racy_total = 0;  // written by every job: the race the sanitizer must see
}  // namespace

int main() {
  deduce::search::for_each_index(4, 64, [](std::size_t i) {
    // Long enough that the jobs spread over the threads.
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
    racy_total += static_cast<long>(i);
  });
  std::printf("total %ld\n", racy_total);
  return 0;
}
