// MPI for a count cut into subproblems (split_count.h): starting MPI only
// under mpiexec, rank 0's view of the other ranks as its workers, and the
// workers' loop. Only the deduce-mpi program links this (CMake's DEDUCE_MPI);
// deduce_cli, the tests and the Python module know nothing of MPI.
#pragma once

#include <memory>

#include "cluster/workers.h"
#include "request.h"

namespace deduce::apps::cluster {

// MPI for the life of main(): MPI_Init_thread at SERIALIZED (a worker's
// watcher thread takes turns with its main thread; the search threads
// never call MPI) and MPI_Finalize.
class MpiSession {
 public:
  MpiSession(int* argc, char*** argv);
  ~MpiSession();
  MpiSession(const MpiSession&) = delete;
  MpiSession& operator=(const MpiSession&) = delete;
  int rank() const { return rank_; }
  int size() const { return size_; }
  // Rank 0's workers (ranks 1..size-1); nullptr with one rank. Rank 0's
  // session tells them to finish when it ends, however main() returns.
  Workers* workers() { return workers_.get(); }
  // Rank 0's exit code, which the workers exit with too: Hydra's mpiexec
  // does not always exit with rank 0's code after a Ctrl-C.
  void set_exit_code(int code) { exit_code_ = code; }

 private:
  int rank_ = 0;
  int size_ = 1;
  int exit_code_ = 0;
  std::unique_ptr<Workers> workers_;
};

// A worker rank's life: counts the tasks rank 0 sends until it says stop;
// returns the process's exit code. Output goes nowhere: only rank 0 writes.
int serve_as_worker(const Request& request);

}  // namespace deduce::apps::cluster
