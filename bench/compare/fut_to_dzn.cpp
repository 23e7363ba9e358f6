// Converts every Futoshiki puzzle of a file (grid format or game IDs) into a MiniZinc data file
// for bench/compare/minizinc/latin.mzn: OUTDIR/puzzle_001.dzn, puzzle_002.dzn, ...
// Built by bench/compare/run.sh with g++; shares only the benchmark reader (puzzle_reader.h).
//
// Usage: fut_to_dzn FILE OUTDIR      prints the number of files written
#include <cstdio>
#include <fstream>
#include <string>

#include "puzzle_reader.h"

namespace {

void write_dzn(const deduce::compare::Puzzle& p, const std::string& path) {
  std::ofstream out(path);
  out << "n = " << p.n_ << ";\ngiven = [";
  for (std::size_t i = 0; i < p.givens_.size(); ++i) out << (i ? "," : "") << p.givens_[i];
  // array2d() rather than a [| ... |] literal: it also writes an empty table correctly.
  out << "];\nn_less = " << p.less_.size() << ";\nless = array2d(1.." << p.less_.size()
      << ", 1..2, [";
  const char* sep = "";
  for (const auto& l : p.less_) {
    out << sep << l.smaller_ + 1 << ',' << l.larger_ + 1;
    sep = ",";
  }
  out << "]);\nn_adj = " << p.adjacency_.size() << ";\nadj = array2d(1.." << p.adjacency_.size()
      << ", 1..3, [";
  sep = "";
  for (const auto& a : p.adjacency_) {
    out << sep << a.a_ + 1 << ',' << a.b_ + 1 << ',' << (a.adjacent_ ? 1 : 0);
    sep = ",";
  }
  out << "]);\n";
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: fut_to_dzn FILE OUTDIR\n");
    return 2;
  }
  try {
    const auto puzzles = deduce::compare::read_puzzles(argv[1]);
    for (std::size_t k = 0; k < puzzles.size(); ++k) {
      char name[32];
      std::snprintf(name, sizeof name, "/puzzle_%03zu.dzn", k + 1);
      write_dzn(puzzles[k], std::string(argv[2]) + name);
    }
    std::printf("%zu\n", puzzles.size());
  } catch (const std::exception& e) {
    std::fprintf(stderr, "%s: %s\n", argv[1], e.what());
    return 2;
  }
  return 0;
}
