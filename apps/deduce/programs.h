// The programs `deduce` hands a command to, so that every other command
// starts without loading what only they need: `deduce-serve` (the HTTP
// server: cpp-httplib, OpenSSL, brotli) and `deduce-mpi` (a run under
// mpiexec: MPICH, UCX, hwloc). Each is a whole deduce that also links its
// library; `deduce` replaces itself by it (execv: the same process id, the
// same arguments, environment and open files), found beside the running
// program or, installed, in ../libexec/deduce/.
#pragma once

#include <iosfwd>
#include <string_view>

namespace deduce::apps {

// Whether this process was started by an MPI launcher (Hydra's PMI_RANK,
// PMI_SIZE; Open MPI's OMPI_COMM_WORLD_SIZE; PMIx's PMIX_RANK). A plain run
// never starts MPI.
bool under_mpi_launcher();

// Replaces this process by the program `name` with the arguments `argv`
// (argv[0] becomes the program's path). Returns only when it cannot: after
// one line on `err` naming the program, where it was looked for and why,
// with exit code 2.
int hand_over(std::string_view name, char** argv, std::ostream& err);

}  // namespace deduce::apps
