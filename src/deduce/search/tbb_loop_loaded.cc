// tbb_loop.h's entry point for `deduce`, which does not link oneTBB: the first call loads the
// module libdeduce-parallel.so (tbb_loop.cc with oneTBB) and looks the loop up in it.
//
// The module is found where the build and `cmake --install` put it, relative to the running
// program's own file (/proc/self/exe, as programs.cc finds deduce-serve): beside it in the build
// folder, or in DEDUCE_PARALLEL_MODULE_DIR (the library folder's deduce/, as a path from the
// program's folder) once installed. Only a command that runs a parallel search pays for the load
// (about 0.5 ms: libtbb and libstdc++); every other command starts without it.
#include <dlfcn.h>
#include <unistd.h>

#include <array>
#include <climits>
#include <stdexcept>
#include <string>

#include "deduce/search/tbb_loop.h"

#ifndef DEDUCE_PARALLEL_MODULE_DIR
#define DEDUCE_PARALLEL_MODULE_DIR "../lib/deduce"
#endif

namespace deduce::search {

namespace {

constexpr const char* kModule = "libdeduce-parallel.so";

// The running program's folder, with a slash at its end ("" when /proc is not mounted: the
// places are then relative to the working folder).
std::string program_folder() {
  std::array<char, PATH_MAX> self{};
  const ssize_t length = ::readlink("/proc/self/exe", self.data(), self.size() - 1);
  if (length <= 0) return {};
  const std::string path(self.data(), static_cast<std::size_t>(length));
  return path.substr(0, path.rfind('/') + 1);
}

TbbLoop load() {
  const std::string folder = program_folder();
  const std::array<std::string, 2> places = {folder + kModule,
                                             folder + DEDUCE_PARALLEL_MODULE_DIR + "/" + kModule};
  std::string why;
  for (const std::string& place : places) {
    void* module = ::dlopen(place.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (module == nullptr) {
      if (why.empty()) why = ::dlerror();
      continue;
    }
    TbbLoop loop;
    loop.for_each =
        reinterpret_cast<decltype(loop.for_each)>(::dlsym(module, "deduce_tbb_for_each"));
    if (loop.for_each != nullptr) return loop;
    why = place + " does not define deduce's parallel loop";
  }
  throw std::runtime_error("the parallel search needs " + std::string(kModule) +
                           ", looked for as " + places[0] + " and " + places[1] + ": " + why);
}

}  // namespace

const TbbLoop& tbb_loop() {
  // Loaded once, by the first thread that asks; the module stays loaded to the process's end.
  static const TbbLoop loaded = load();
  return loaded;
}

}  // namespace deduce::search
