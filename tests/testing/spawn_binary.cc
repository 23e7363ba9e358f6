#include "testing/spawn_binary.h"

#include "testing/run_binary.h"

#include <fcntl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <filesystem>
#include <stdexcept>
#include <thread>

namespace deduce::testing {

double now_seconds() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

SpawnedDeduce::SpawnedDeduce(const std::vector<std::string>& args) {
  std::string dir_template =
      (std::filesystem::temp_directory_path() / "deduce-spawn-XXXXXX").string();
  const char* dir = mkdtemp(dir_template.data());
  if (dir == nullptr) throw std::runtime_error("mkdtemp failed");
  dir_ = dir;
  out_path_ = dir_ + "/out";
  err_path_ = dir_ + "/err";
  std::vector<std::string> argv_strings{DEDUCE_BINARY};
  argv_strings.insert(argv_strings.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (std::string& s : argv_strings) argv.push_back(s.data());
  argv.push_back(nullptr);
  // Opened before fork: the child only dup2s and execs.
  const int in = open("/dev/null", O_RDONLY);
  const int out = open(out_path_.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
  const int err = open(err_path_.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
  if (in < 0 || out < 0 || err < 0) throw std::runtime_error("cannot open the child's files");
  start_ = now_seconds();
  pid_ = fork();
  if (pid_ < 0) throw std::runtime_error("fork failed");
  if (pid_ == 0) {
    dup2(in, 0);
    dup2(out, 1);
    dup2(err, 2);
    execv(argv[0], argv.data());
    _exit(127);
  }
  close(in);
  close(out);
  close(err);
}

SpawnedDeduce::~SpawnedDeduce() {
  if (!reaped_ && pid_ > 0) {
    kill(pid_, SIGKILL);
    waitpid(pid_, nullptr, 0);
  }
  std::remove(out_path_.c_str());
  std::remove(err_path_.c_str());
  rmdir(dir_.c_str());
}

void SpawnedDeduce::send(int signal) const {
  kill(pid_, signal);
}

long SpawnedDeduce::stdout_bytes() const {
  struct stat st {};
  return stat(out_path_.c_str(), &st) == 0 ? static_cast<long>(st.st_size) : 0;
}

Finished SpawnedDeduce::wait(double give_up_seconds) {
  Finished f;
  int status = 0;
  struct rusage usage {};
  const double deadline = now_seconds() + give_up_seconds;
  for (;;) {
    const pid_t r = wait4(pid_, &status, WNOHANG, &usage);
    if (r == pid_) break;
    if (r < 0 && errno != EINTR) throw std::runtime_error("wait4 failed");
    if (now_seconds() > deadline) {
      kill(pid_, SIGKILL);
      wait4(pid_, &status, 0, &usage);
      reaped_ = true;
      f.out = slurp(out_path_);
      f.err = slurp(err_path_);
      return f;  // exit_code -1: it did not end in time
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  reaped_ = true;
  f.seconds = now_seconds() - start_;
  f.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  f.peak_rss_kib = usage.ru_maxrss;
  f.out = slurp(out_path_);
  f.err = slurp(err_path_);
  return f;
}

}  // namespace deduce::testing
