// The record of a count cut into subproblems: --checkpoint FILE, read back
// by a rerun, and --log-subproblems FILE, read by bench/cluster/simulate.py.
// Both are the same lines (docs/cluster.md, "The checkpoint file"):
//
//   # deduce subproblems 1
//   cut PUZZLE KEY
//   done PUZZLE KEY COUNT NODES SECONDS CPU_SECONDS WORKER
//
// PUZZLE is a fingerprint of the puzzle (a rerun on another puzzle finds
// nothing of its own), KEY the subproblem's decided cells (family.h,
// Subproblem; `-` the puzzle itself). A `cut` line says the subproblem was
// cut into its children (which the family makes again from the key), a
// `done` line that it was counted whole. Each line is appended and flushed
// as it happens; a line cut short by a crash (no newline) is ignored, and
// the next line written starts on a line of its own.
#pragma once

#include <cstdint>
#include <fstream>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "deduce/util/big_count.h"

namespace deduce::apps::cluster {

// What a checkpoint file holds for one puzzle.
struct Finished {
  std::map<std::string, util::BigCount> done;  // key -> count
  std::set<std::string> cut;
};

// The lines of `path` for `puzzle`; nothing when the file does not exist.
// Throws io::InputError (file:line:col) on a line that is not a record.
Finished read_records(const std::string& path, const std::string& puzzle);

// The record files of a run (--checkpoint, --log-subproblems; either may be
// empty), checked before any work: each can be read back (every line a
// record) and appended to, and no other process is writing it. Each holds an
// advisory lock (flock) for as long as this object lives, that is the run:
// a second run on the same file, or a rank of a killed job still running,
// would interleave its lines with this run's. The lock goes with the
// descriptor, so a run that dies leaves none behind. Throws io::InputError
// (file:line:col) when a file fails, or when both name the same file.
class RecordLocks {
 public:
  RecordLocks(const std::string& checkpoint, const std::string& log);
  ~RecordLocks();
  RecordLocks(const RecordLocks&) = delete;
  RecordLocks& operator=(const RecordLocks&) = delete;

 private:
  std::vector<int> fds_;
};

// Appends records to a file, one flushed line each.
class RecordFile {
 public:
  // Opens `path` for appending (creating it with its header); throws
  // io::InputError when it cannot.
  explicit RecordFile(const std::string& path);
  void cut(const std::string& puzzle, const std::string& key);
  void done(const std::string& puzzle, const std::string& key, const std::string& count,
            std::uint64_t nodes, double seconds, double cpu_seconds, int worker);

 private:
  void line(const std::string& text);
  std::ofstream out_;
};

// The fingerprint of a puzzle: FNV-1a of a text only it has, in hex.
std::string fingerprint(const std::string& text);

}  // namespace deduce::apps::cluster
