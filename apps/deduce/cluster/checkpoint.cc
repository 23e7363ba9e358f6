#include "cluster/checkpoint.h"

#include <fcntl.h>
#include <fmt/format.h>
#include <sys/file.h>
#include <unistd.h>

#include <filesystem>
#include <sstream>

#include "deduce/io/input_error.h"

namespace deduce::apps::cluster {
namespace {

constexpr const char* kHeader = "# deduce subproblems 1";

std::string key_word(const std::string& key) {
  return key.empty() ? "-" : key;
}

}  // namespace

std::string fingerprint(const std::string& text) {
  std::uint64_t h = 1469598103934665603ULL;
  for (unsigned char c : text) {
    h ^= c;
    h *= 1099511628211ULL;
  }
  return fmt::format("{:016x}", h);
}

Finished read_records(const std::string& path, const std::string& puzzle) {
  Finished f;
  std::error_code error;
  if (std::filesystem::is_directory(path, error))
    throw io::InputError({path, 1, 1}, "cannot write this file: it is a folder");
  std::ifstream in(path, std::ios::binary);
  if (!in) return f;
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  std::size_t at = 0;
  int line_no = 0;
  while (at < text.size()) {
    const std::size_t end = text.find('\n', at);
    if (end == std::string::npos) break;  // cut short by a crash: not a record
    const std::string line = text.substr(at, end - at);
    at = end + 1;
    ++line_no;
    if (line.empty() || line[0] == '#') continue;
    std::istringstream words(line);
    std::string what, who, key, count;
    words >> what >> who >> key;
    const bool cut = what == "cut" && !key.empty();
    const bool done = what == "done" && !key.empty() && (words >> count) &&
                      count.find_first_not_of("0123456789") == std::string::npos;
    if (!cut && !done) {
      throw io::InputError({path, line_no, 1},
                           "not a checkpoint record (expected `cut PUZZLE KEY` or `done PUZZLE "
                           "KEY COUNT NODES SECONDS CPU_SECONDS WORKER`)");
    }
    if (who != puzzle) continue;
    if (key == "-") key.clear();
    if (cut) f.cut.insert(key);
    if (done) f.done[key] = util::BigCount(count, 10);
  }
  return f;
}

RecordLocks::RecordLocks(const std::string& checkpoint, const std::string& log) {
  std::error_code error;
  if (!checkpoint.empty() && !log.empty() &&
      (checkpoint == log || std::filesystem::equivalent(checkpoint, log, error))) {
    throw io::InputError({log, 1, 1},
                         "this is also the --checkpoint file: give the log a file of its own");
  }
  try {
    for (const std::string* path : {&checkpoint, &log}) {
      if (path->empty()) continue;
      if (std::filesystem::is_directory(*path, error))
        throw io::InputError({*path, 1, 1}, "cannot write this file: it is a folder");
      // Locked before it is read: what is read is what no other run writes.
      const int fd = ::open(path->c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0666);
      if (fd < 0) throw io::InputError({*path, 1, 1}, "cannot write this file");
      if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
        ::close(fd);
        throw io::InputError({*path, 1, 1},
                             "another deduce run is writing this file (wait for it to end, or "
                             "give another file)");
      }
      fds_.push_back(fd);
      read_records(*path, "");
      const RecordFile can_append(*path);
    }
  } catch (...) {
    for (const int fd : fds_) ::close(fd);
    throw;
  }
}

RecordLocks::~RecordLocks() {
  for (const int fd : fds_) ::close(fd);
}

RecordFile::RecordFile(const std::string& path) {
  // A file that ends inside a line (a crash while writing it) loses that
  // part line, which read_records() ignored, before anything is appended.
  std::error_code error;
  const std::uintmax_t size = std::filesystem::file_size(path, error);
  const bool header = error || size == 0;
  if (!header) {
    std::ifstream in(path, std::ios::binary);
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const std::size_t end = text.rfind('\n');
    const std::size_t keep = end == std::string::npos ? 0 : end + 1;
    if (keep != text.size()) std::filesystem::resize_file(path, keep, error);
  }
  out_.open(path, std::ios::app | std::ios::binary);
  if (!out_) throw io::InputError({path, 1, 1}, "cannot write this file");
  if (header) line(kHeader);
}

void RecordFile::cut(const std::string& puzzle, const std::string& key) {
  line("cut " + puzzle + ' ' + key_word(key));
}

void RecordFile::done(const std::string& puzzle, const std::string& key, const std::string& count,
                      std::uint64_t nodes, double seconds, double cpu_seconds, int worker) {
  line(fmt::format("done {} {} {} {} {:.6f} {:.6f} {}", puzzle, key_word(key), count, nodes,
                   seconds, cpu_seconds, worker));
}

void RecordFile::line(const std::string& text) {
  out_ << text << '\n';
  out_.flush();
}

}  // namespace deduce::apps::cluster
