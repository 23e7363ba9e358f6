// The CNF reference for the hard Latin-square comparison (bench/compare/hard.sh): writes one puzzle
// of a Futoshiki / Latin-square file in DIMACS, in the standard direct encoding, for a SAT solver
// (CaDiCaL in hard.sh).
//
// Variables x(r, c, v) = 1 + (r * n + c) * n + v - 1 say "cell (r, c) holds v" (v = 1..n). Clauses:
//   - at least one: each cell has a value, each value is in each row and in each column;
//   - at most one (pairwise): the same three line families of the cube;
//   - a given is a unit clause;
//   - an Unequal sign a < b: not (a = i and b = j) for every i >= j;
//   - Adjacent mode: a = i implies b = i - 1 or b = i + 1 (neighbours marked adjacent), and
//     not (a = i and b = i +- 1) for the others.
// Nothing is simplified away (no preprocessing of the givens): it is the plain encoding a SAT user
// writes first, with both directions of every line, which is what the figures used.
// It reads puzzles with bench/compare/puzzle_reader.h, independent of deduce's parser.
//
// Usage: latin_cnf FILE [INDEX]      INDEX counts from 1 (default 1); the CNF goes to stdout.
//        latin_cnf --check FILE INDEX  reads a SAT solver's output (lines "s ..." and "v ...") on
//                                      stdin and exits 0 when it is a solution of the puzzle, 1 if
//                                      not (or not satisfiable), 2 on bad input.
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "puzzle_reader.h"

namespace {

using deduce::compare::Puzzle;

struct Cnf {
  int n;
  std::string out;
  long clauses = 0;
  int var(int r, int c, int v) const { return 1 + (r * n + c) * n + (v - 1); }
  void clause(std::initializer_list<int> lits) {
    for (int l : lits) {
      out += std::to_string(l);
      out += ' ';
    }
    out += "0\n";
    ++clauses;
  }
  void exactly_one(const std::vector<int>& vars) {
    for (int a : vars) {
      out += std::to_string(a);
      out += ' ';
    }
    out += "0\n";
    ++clauses;
    for (std::size_t i = 0; i < vars.size(); ++i)
      for (std::size_t j = i + 1; j < vars.size(); ++j) clause({-vars[i], -vars[j]});
  }
};

void encode(const Puzzle& p) {
  const int n = p.n_;
  Cnf f{n, {}};
  std::vector<int> line(n);
  for (int a = 0; a < n; ++a) {
    for (int b = 0; b < n; ++b) {
      for (int k = 0; k < n; ++k) line[k] = f.var(a, b, k + 1);  // cell (a, b)
      f.exactly_one(line);
      for (int k = 0; k < n; ++k) line[k] = f.var(a, k, b + 1);  // value b+1 in row a
      f.exactly_one(line);
      for (int k = 0; k < n; ++k) line[k] = f.var(k, a, b + 1);  // value b+1 in column a
      f.exactly_one(line);
    }
  }
  for (int cell = 0; cell < n * n; ++cell)
    if (p.givens_[cell] != 0) f.clause({f.var(cell / n, cell % n, p.givens_[cell])});
  auto at = [&](int cell, int v) { return f.var(cell / n, cell % n, v); };
  for (const auto& l : p.less_)
    for (int i = 1; i <= n; ++i)
      for (int j = 1; j <= i; ++j) f.clause({-at(l.smaller_, i), -at(l.larger_, j)});
  for (const auto& a : p.adjacency_) {
    for (int i = 1; i <= n; ++i) {
      for (int d : {-1, 1}) {
        const int j = i + d;
        if (j < 1 || j > n) continue;
        if (!a.adjacent_) f.clause({-at(a.a_, i), -at(a.b_, j)});
      }
      if (a.adjacent_) {
        // a = i implies b is a neighbour value, and the same from b's side.
        for (int from : {a.a_, a.b_}) {
          const int to = from == a.a_ ? a.b_ : a.a_;
          std::string c = std::to_string(-at(from, i)) + ' ';
          if (i > 1) c += std::to_string(at(to, i - 1)) + ' ';
          if (i < n) c += std::to_string(at(to, i + 1)) + ' ';
          f.out += c + "0\n";
          ++f.clauses;
        }
      }
    }
  }
  std::printf("p cnf %d %ld\n", n * n * n, f.clauses);
  std::fwrite(f.out.data(), 1, f.out.size(), stdout);
}

int check(const Puzzle& p) {
  const int n = p.n_;
  std::vector<int> values(n * n, 0);
  std::string line;
  bool sat = false;
  while (std::getline(std::cin, line)) {
    if (line.rfind("s SATISFIABLE", 0) == 0) sat = true;
    if (line.rfind("v ", 0) != 0) continue;
    std::istringstream in(line.substr(2));
    long lit = 0;
    while (in >> lit) {
      if (lit <= 0 || lit > long(n) * n * n) continue;
      const long k = lit - 1;
      values[k / n] = int(k % n) + 1;
    }
  }
  return sat && deduce::compare::satisfies(p, values) ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  const bool checking = !args.empty() && args[0] == "--check";
  if (checking) args.erase(args.begin());
  if (args.empty() || args.size() > 2) {
    std::fprintf(stderr, "usage: latin_cnf [--check] FILE [INDEX]\n");
    return 2;
  }
  try {
    const auto puzzles = deduce::compare::read_puzzles(args[0]);
    const long index = args.size() == 2 ? std::strtol(args[1].c_str(), nullptr, 10) : 1;
    if (index < 1 || index > long(puzzles.size())) {
      std::fprintf(stderr, "latin_cnf: %s has %zu puzzles\n", args[0].c_str(), puzzles.size());
      return 2;
    }
    const Puzzle& p = puzzles[index - 1];
    if (checking) return check(p);
    encode(p);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "latin_cnf: %s: %s\n", args[0].c_str(), e.what());
    return 2;
  }
  return 0;
}
