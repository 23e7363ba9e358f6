// The programs deduce hands a command to (programs.h).
#include "programs.h"

#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <ostream>
#include <string>
#include <system_error>
#include <vector>

namespace deduce::apps {

bool under_mpi_launcher() {
  for (const char* name : {"PMI_RANK", "PMI_SIZE", "OMPI_COMM_WORLD_SIZE", "PMIX_RANK"})
    if (std::getenv(name) != nullptr) return true;
  return false;
}

int hand_over(std::string_view name, char** argv, std::ostream& err) {
  namespace fs = std::filesystem;
  std::error_code ec;
  // The running program's own folder, not argv[0]'s: a PATH lookup or a
  // symbolic link (/usr/bin/deduce) leaves argv[0] without it.
  const fs::path self = fs::read_symlink("/proc/self/exe", ec);
  const fs::path dir = ec ? fs::path(argv[0]).parent_path() : self.parent_path();
  const std::vector<fs::path> places = {dir / name, dir / ".." / "libexec" / "deduce" / name};
  int why = ENOENT;
  for (const fs::path& p : places) {
    if (!fs::exists(p, ec)) continue;
    const std::string path = p.string();
    std::vector<char*> args(argv, argv + 1);
    args[0] = const_cast<char*>(path.c_str());
    for (char** a = argv + 1; *a != nullptr; ++a) args.push_back(*a);
    args.push_back(nullptr);
    ::execv(path.c_str(), args.data());
    why = errno;
  }
  err << "deduce: this command needs the program " << name << ", looked for as "
      << places[0].string() << " and " << places[1].lexically_normal().string() << ": "
      << std::strerror(why) << "\n";
  return 2;
}

}  // namespace deduce::apps
