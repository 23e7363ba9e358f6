#include "deduce/svg/run_tool.h"

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <thread>

extern char** environ;

namespace deduce::svg {

std::optional<std::string> find_on_path(const std::string& program) {
  if (program.find('/') != std::string::npos) {
    if (access(program.c_str(), X_OK) == 0) return program;
    return std::nullopt;
  }
  const char* path = std::getenv("PATH");
  const std::string dirs = path != nullptr ? path : "/usr/local/bin:/usr/bin:/bin";
  std::size_t at = 0;
  while (at <= dirs.size()) {
    std::size_t end = dirs.find(':', at);
    if (end == std::string::npos) end = dirs.size();
    // An empty entry of PATH means the current folder.
    const std::filesystem::path dir(end > at ? dirs.substr(at, end - at) : std::string("."));
    const std::string candidate = (dir / program).string();
    struct stat st {};
    if (stat(candidate.c_str(), &st) == 0 && S_ISREG(st.st_mode) &&
        access(candidate.c_str(), X_OK) == 0) {
      return candidate;
    }
    at = end + 1;
  }
  return std::nullopt;
}

std::string temp_template(const char* name, std::error_code& error) {
  return (std::filesystem::temp_directory_path(error) / (std::string(name) + "-XXXXXX")).string();
}

ToolResult run_tool(const std::string& path, const std::vector<std::string>& args,
                    const std::function<bool()>& stop) {
  // stderr goes to an unlinked temporary file rather than a pipe: a pipe
  // would need a reader while the tool runs, or a long error would block it.
  std::error_code no_tmp;
  std::string err_name = temp_template("deduce-tool", no_tmp);
  const int err_fd = no_tmp ? -1 : mkstemp(err_name.data());
  if (err_fd < 0)
    throw std::runtime_error(std::string("cannot make a temporary file: ") +
                             (no_tmp ? no_tmp.message() : std::strerror(errno)));
  unlink(err_name.c_str());

  std::vector<std::string> argv_store;
  argv_store.push_back(path);
  argv_store.insert(argv_store.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (std::string& a : argv_store) argv.push_back(a.data());
  argv.push_back(nullptr);

  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
  posix_spawn_file_actions_adddup2(&actions, err_fd, 2);
  // The tool starts with no signal blocked and SIGTERM's default action: a
  // caller that blocks SIGTERM in its threads (deduce serve, which waits
  // for it with sigwait) passed the mask on, and the stop's kill below did
  // nothing, so a stopped PDF waited for rsvg-convert's end (3 s).
  posix_spawnattr_t attributes;
  posix_spawnattr_init(&attributes);
  sigset_t none, term;
  sigemptyset(&none);
  sigemptyset(&term);
  sigaddset(&term, SIGTERM);
  posix_spawnattr_setsigmask(&attributes, &none);
  posix_spawnattr_setsigdefault(&attributes, &term);
  posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);
  pid_t pid = -1;
  const int spawned = posix_spawn(&pid, path.c_str(), &actions, &attributes, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attributes);
  if (spawned != 0) {
    close(err_fd);
    throw std::runtime_error("cannot run " + path + ": " + std::strerror(spawned));
  }
  int status = 0;
  ToolResult r;
  // A limit or Ctrl-C must end the wait within its 0.2 s: poll, not block.
  for (;;) {
    const pid_t done = waitpid(pid, &status, stop ? WNOHANG : 0);
    if (done == pid) break;
    if (done < 0 && errno != EINTR) break;
    if (stop && stop()) {
      kill(pid, SIGTERM);
      while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
      }
      r.stopped = true;
      break;
    }
    if (stop) std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  lseek(err_fd, 0, SEEK_SET);
  char buf[4096];
  for (ssize_t n; (n = read(err_fd, buf, sizeof buf)) > 0;)
    r.err.append(buf, static_cast<std::size_t>(n));
  close(err_fd);
  return r;
}

}  // namespace deduce::svg
