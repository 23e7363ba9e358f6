// Runs the built deduce binary as a child process that the test can watch:
// send it a signal while it runs, and read its exit code, its output, its
// wall-clock time and its peak resident memory once it ends. run_binary.h is
// simpler when none of that is needed.
#pragma once

#include <sys/types.h>

#include <string>
#include <vector>

namespace deduce::testing {

struct Finished {
  int exit_code = -1;  // 128 + signal when a signal ended it
  std::string out;
  std::string err;
  double seconds = 0;     // from start() to the end, wall clock
  long peak_rss_kib = 0;  // the child's peak resident set (getrusage ru_maxrss)
};

class SpawnedDeduce {
 public:
  // Starts `deduce args...` with stdin from /dev/null and stdout and stderr
  // going to temporary files.
  explicit SpawnedDeduce(const std::vector<std::string>& args);
  ~SpawnedDeduce();
  SpawnedDeduce(const SpawnedDeduce&) = delete;
  SpawnedDeduce& operator=(const SpawnedDeduce&) = delete;

  void send(int signal) const;
  // Waits for the child to end (at most `give_up_seconds`, then kills it and
  // reports exit_code -1) and collects what it printed.
  Finished wait(double give_up_seconds = 120);
  // Bytes written to stdout so far (to wait until a run has started working).
  long stdout_bytes() const;

 private:
  pid_t pid_ = -1;
  std::string dir_, out_path_, err_path_;
  double start_ = 0;
  bool reaped_ = false;
};

// Wall clock in seconds, steady.
double now_seconds();

}  // namespace deduce::testing
