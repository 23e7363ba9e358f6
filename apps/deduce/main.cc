// The deduce command line: parse the arguments, run the request, exit with
// its code (io/exit_codes.h). One source, three programs (CMakeLists.txt,
// programs.h): `deduce` links neither the HTTP server nor MPI, so that it
// starts in a millisecond or two, and hands `serve` to `deduce-serve` and a
// run under mpiexec to `deduce-mpi`, which are this file built with
// DEDUCE_WITH_SERVE or DEDUCE_WITH_MPI.
#include <csignal>
#include <iostream>
#include <new>
#include <string>
#include <vector>

#include "command_line.h"
#include "deduce/budget/interrupt.h"
#include "deduce/budget/limits.h"
#include "programs.h"
#include "run.h"
#ifdef DEDUCE_WITH_SERVE
#include "serve/server.h"
#endif
#ifdef DEDUCE_WITH_MPI
#include <optional>
#include <sstream>

#include "cluster/mpi_workers.h"
#endif

int main(int argc, char** argv) {
  // First of all: a Ctrl-C while the process is still starting (a loaded
  // machine, a sanitized build) is a stop with what was done, not a death.
  deduce::budget::install_interrupt_handler();
  std::ios::sync_with_stdio(false);
#ifdef DEDUCE_WITH_MPI
  // Under mpiexec only (docs/cluster.md): rank 0 runs the command and hands
  // the pieces of a count to the other ranks; they write nothing.
  namespace cluster = deduce::apps::cluster;
  std::optional<cluster::MpiSession> mpi;
  if (deduce::apps::under_mpi_launcher()) mpi.emplace(&argc, &argv);
  if (mpi && mpi->rank() > 0) {
    std::ostringstream silent;
    const std::vector<std::string> args(argv + 1, argv + argc);
    deduce::apps::ParsedLine line = deduce::apps::parse_command_line(args, silent, silent);
    deduce::budget::install_interrupt_handler();
    // A usage error is rank 0's to print; a worker waits for its stop.
    if (!line.request) return cluster::serve_as_worker(deduce::apps::Request{}), line.exit_code;
    return cluster::serve_as_worker(*line.request);
  }
  // Set once: the run's work is placed on these workers (the cluster's
  // placement, cluster/cluster_placement.h); a plain run has none.
  if (mpi) cluster::g_workers = mpi->workers();
#elif defined(DEDUCE_MPI) && !defined(DEDUCE_WITH_SERVE)
  if (deduce::apps::under_mpi_launcher())
    return deduce::apps::hand_over("deduce-mpi", argv, std::cerr);
#endif
  const std::vector<std::string> args(argv + 1, argv + argc);
  deduce::apps::ParsedLine line = deduce::apps::parse_command_line(args, std::cout, std::cerr);
  if (!line.request) return line.exit_code;
  if (line.request->command == deduce::apps::Command::kServe) {
#ifdef DEDUCE_WITH_SERVE
    // The server waits for its signals itself (serve/server.cc); one that
    // came while it started ends it as the default would.
    std::signal(SIGINT, SIG_DFL);
    if (deduce::budget::g_interrupt_requested.load()) return 130;
    return deduce::apps::serve::serve(*line.request, std::cout, std::cerr);
#else
    // A Ctrl-C before the server's own start ends it as the default would.
    if (deduce::budget::g_interrupt_requested.load()) return 130;
    std::cout.flush();
    return deduce::apps::hand_over("deduce-serve", argv, std::cerr);
#endif
  }
  deduce::budget::install_interrupt_handler();
  try {
    const int code = deduce::apps::run(*line.request, std::cout, std::cerr);
#ifdef DEDUCE_WITH_MPI
    if (mpi) mpi->set_exit_code(code);
#endif
    return code;
  } catch (const std::bad_alloc&) {
    // An allocation the memory watch could not see coming (one huge block)
    // outside a puzzle's work, which run() reports itself: a limit, not a crash.
    std::cout.flush();
    std::cerr << "deduce: out of memory (stopped: --memory " << line.request->memory_mb << ")\n";
#ifdef DEDUCE_WITH_MPI
    if (mpi) mpi->set_exit_code(3);
#endif
    return 3;
  }
}
