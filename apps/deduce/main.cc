// The deduce command line: parse the arguments, run the request, exit with
// its code (io/exit_codes.h).
#include <csignal>
#include <iostream>
#include <new>
#include <string>
#include <vector>

#include "command_line.h"
#include "deduce/budget/interrupt.h"
#include "deduce/budget/limits.h"
#include "run.h"
#include "serve/server.h"
#ifdef DEDUCE_MPI
#include <optional>
#include <sstream>

#include "cluster/mpi_workers.h"
#endif

int main(int argc, char** argv) {
  // First of all: a Ctrl-C while the process is still starting (a loaded
  // machine, a sanitized build) is a stop with what was done, not a death.
  deduce::budget::install_interrupt_handler();
  std::ios::sync_with_stdio(false);
#ifdef DEDUCE_MPI
  // Under mpiexec only (docs/cluster.md): rank 0 runs the command and hands
  // the pieces of a count to the other ranks; they write nothing.
  namespace cluster = deduce::apps::cluster;
  std::optional<cluster::MpiSession> mpi;
  if (cluster::under_mpi_launcher()) mpi.emplace(&argc, &argv);
  if (mpi && mpi->rank() > 0) {
    std::ostringstream silent;
    const std::vector<std::string> args(argv + 1, argv + argc);
    deduce::apps::ParsedLine line = deduce::apps::parse_command_line(args, silent, silent);
    deduce::budget::install_interrupt_handler();
    // A usage error is rank 0's to print; a worker waits for its stop.
    if (!line.request) return cluster::serve_as_worker(deduce::apps::Request{}), line.exit_code;
    return cluster::serve_as_worker(*line.request);
  }
  if (mpi) cluster::g_workers = mpi->workers();
#endif
  const std::vector<std::string> args(argv + 1, argv + argc);
  deduce::apps::ParsedLine line = deduce::apps::parse_command_line(args, std::cout, std::cerr);
  if (!line.request) return line.exit_code;
  if (line.request->command == deduce::apps::Command::kServe) {
    // The server waits for its signals itself (serve/server.cc); one that
    // came while it started ends it as the default would.
    std::signal(SIGINT, SIG_DFL);
    if (deduce::budget::g_interrupt_requested.load()) return 130;
    return deduce::apps::serve::serve(*line.request, std::cout, std::cerr);
  }
  deduce::budget::install_interrupt_handler();
  try {
    const int code = deduce::apps::run(*line.request, std::cout, std::cerr);
#ifdef DEDUCE_MPI
    if (mpi) mpi->set_exit_code(code);
#endif
    return code;
  } catch (const std::bad_alloc&) {
    // An allocation the memory watch could not see coming (one huge block)
    // outside a puzzle's work, which run() reports itself: a limit, not a crash.
    std::cout.flush();
    std::cerr << "deduce: out of memory (stopped: --memory " << line.request->memory_mb << ")\n";
#ifdef DEDUCE_MPI
    if (mpi) mpi->set_exit_code(3);
#endif
    return 3;
  }
}
