// The Gecode reference for the Sudoku comparison (bench/compare/sudoku.sh, issue 37).
//
// It solves every puzzle of a file with the PLAIN model a Gecode user would write first:
//   - one variable per cell, domain 1..n, givens posted as x == v;
//   - every row, column and box (or jigsaw region) distinct with domain consistency (IPL_DOM,
//     Regin's matching); the X variant adds both diagonals, distinct the same way;
//   - a killer cage: its cells distinct (IPL_DOM) and their sum equal to the clue (linear,
//     bounds consistent);
//   - branching INT_VAR_SIZE_MIN, INT_VAL_MIN; sequential depth-first search (DFS, 1 thread).
// It is built by bench/compare/sudoku.sh with g++, not by CMake, so deduce's own build never
// needs Gecode.
//
// Input, one puzzle a line (blank lines and lines starting with `#` are skipped; a `\r` at the
// end of a line is ignored):
//   - a grid of n*n characters, row by row: `1`-`9` then `A`-`Z` (or `a`-`z`) for 10 to 35,
//     `.` or `0` for an empty cell; 81 characters is the common 9x9 Sudoku. The boxes are
//     sqrt(n) x sqrt(n) when n is a square, else given by --box CxR (boxes C rows tall and R
//     columns wide, as Tatham's Solo names them: 2x3 for 6x6, 3x4 for 12x12). --box and --x
//     (the X variant) apply to every grid line of the file, not to IDs;
//   - a game ID of Tatham's Solo as `sgt-solo --generate` prints it: `CxR:...` (boxes), `Nj:...`
//     (jigsaw), with `x` (X variant) and/or `k` (killer) after the shape, e.g. `3x3:...`,
//     `9j:...`, `3x3xk:...`.
//
// Usage: gecode_sudoku [--first | --unique | --count] [--repeat R] [--timeout SECONDS]
//                      [--box CxR] [--x] [--summary] FILE
//   --first    stop at the first solution
//   --unique   stop at the second solution: solve and prove the solution unique (default)
//   --count    count every solution
//   --repeat   solve each puzzle R times and report the median time (statistics of the last run)
//   --summary  print only the closing summary line, not a line per puzzle
// Output: one JSON object per puzzle and per line (JSON Lines), e.g.
//   {"puzzle":1,"line":5,"n":9,"mode":"unique","status":"solved","count":1,"nodes":3,
//    "failures":1,"propagations":812,"seconds":2.1e-05,"total_seconds":3.0e-05,"verified":true}
// then one summary object: {"summary":true,"puzzles":49158,"solved":...,"unique":...,
//   "several":...,"unsatisfiable":...,"limit":...,"solutions":...,"nodes":...,"seconds":...,
//   "total_seconds":...,"wall_seconds":...}.
// `seconds` is the search time measured in process with a steady clock: from creating the DFS
// engine (which runs the root propagation) to the last solution or the proof that there is none.
// `total_seconds` adds building the model; the summary's `wall_seconds` is the whole loop over the
// puzzles (reading and parsing the file included, process start-up not). `verified` says the
// first solution was checked against the puzzle by an independent checker (below). Exit code: 0
// every puzzle has a solution, 1 one has none, 2 bad input or usage, 3 a timeout stopped a search.
#include <gecode/int.hh>
#include <gecode/minimodel.hh>
#include <gecode/search.hh>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;

enum class Mode { kFirst, kUnique, kCount };

// One puzzle: the order n, the givens (0 = empty), the groups whose digits are distinct (rows,
// columns, boxes or jigsaw regions, the X diagonals, killer cages) and the cages' sums.
struct Sudoku {
  int n = 0;
  int line = 0;
  std::vector<int> givens;
  std::vector<std::vector<int>> groups;  // each holds exactly n cells, every digit once
  std::vector<std::vector<int>> cages;   // killer cages: distinct, summing to cage_sums[i]
  std::vector<int> cage_sums;
};

struct Options {
  int box_rows = 0;  // --box CxR: C
  int box_cols = 0;  //            R
  bool x = false;
};

void add_lines(Sudoku& s, const std::vector<int>& region_of, bool x) {
  const int n = s.n;
  for (int i = 0; i < n; ++i) {
    std::vector<int> row, col;
    for (int j = 0; j < n; ++j) {
      row.push_back(i * n + j);
      col.push_back(j * n + i);
    }
    s.groups.push_back(row);
    s.groups.push_back(col);
  }
  std::vector<std::vector<int>> regions(n);
  for (int cell = 0; cell < n * n; ++cell) {
    const int r = region_of[cell];
    if (r < 0 || r >= n) throw std::runtime_error("bad region structure");
    regions[r].push_back(cell);
  }
  for (auto& r : regions) {
    if (static_cast<int>(r.size()) != n) throw std::runtime_error("a region has not n cells");
    s.groups.push_back(r);
  }
  if (x) {
    std::vector<int> d0, d1;
    for (int i = 0; i < n; ++i) {
      d0.push_back(i * n + i);
      d1.push_back(i * n + (n - 1 - i));
    }
    s.groups.push_back(d0);
    s.groups.push_back(d1);
  }
}

std::vector<int> box_regions(int n, int box_rows, int box_cols) {
  std::vector<int> region(n * n);
  const int boxes_across = n / box_cols;
  for (int y = 0; y < n; ++y)
    for (int x = 0; x < n; ++x) region[y * n + x] = (y / box_rows) * boxes_across + x / box_cols;
  return region;
}

int digit_value(char ch) {
  if (ch == '.' || ch == '0') return 0;
  if (ch >= '1' && ch <= '9') return ch - '0';
  if (ch >= 'A' && ch <= 'Z') return ch - 'A' + 10;
  if (ch >= 'a' && ch <= 'z') return ch - 'a' + 10;
  return -1;
}

Sudoku parse_grid(const std::string& text, const Options& o) {
  Sudoku s;
  const int len = static_cast<int>(text.size());
  const int n = static_cast<int>(std::lround(std::sqrt(static_cast<double>(len))));
  if (n * n != len || n < 1) throw std::runtime_error("a grid line must hold n*n characters");
  s.n = n;
  for (char ch : text) {
    const int v = digit_value(ch);
    if (v < 0 || v > n) throw std::runtime_error(std::string("bad character '") + ch + "'");
    s.givens.push_back(v);
  }
  int br = o.box_rows, bc = o.box_cols;
  if (br == 0) {
    const int root = static_cast<int>(std::lround(std::sqrt(static_cast<double>(n))));
    if (root * root != n) throw std::runtime_error("order is not a square: give --box CxR");
    br = bc = root;
  }
  if (br * bc != n) throw std::runtime_error("--box CxR does not make boxes of n cells");
  add_lines(s, box_regions(n, br, bc), o.x);
  return s;
}

// Tatham's grid encoding: `a`-`z` a run of 1-26 empty cells, a decimal number a value, `_` a
// separator between two numbers. Stops at a comma or the end; returns the position reached.
std::size_t read_solo_grid(const std::string& d, std::size_t pos, int area, int max_value,
                           std::vector<int>& out) {
  out.clear();
  while (pos < d.size() && d[pos] != ',') {
    const char ch = d[pos];
    if (ch >= 'a' && ch <= 'z') {
      out.insert(out.end(), ch - 'a' + 1, 0);
      ++pos;
    } else if (ch == '_') {
      ++pos;
    } else if (ch >= '1' && ch <= '9') {
      int v = 0;
      while (pos < d.size() && d[pos] >= '0' && d[pos] <= '9') v = v * 10 + (d[pos++] - '0');
      if (v > max_value) throw std::runtime_error("number out of range in the ID");
      out.push_back(v);
    } else {
      throw std::runtime_error(std::string("bad character '") + ch + "' in the ID");
    }
  }
  if (static_cast<int>(out.size()) != area) throw std::runtime_error("ID grid has wrong size");
  return pos;
}

// Tatham's region encoding: the 2n(n-1) inner edges in order (first those between horizontal
// neighbours, row by row; then those between vertical neighbours, column by column). A letter
// `a`-`y` is that many (1-25) edges that are not walls followed by one wall, `_` one wall, `z`
// 26 edges that are not walls and no wall. Cells joined by a non-wall are in one region.
std::size_t read_solo_regions(const std::string& d, std::size_t pos, int n,
                              std::vector<int>& region_of, int& regions) {
  if (n < 2) throw std::runtime_error("regions need an order of 2 or more");
  std::vector<int> parent(n * n);
  for (int i = 0; i < n * n; ++i) parent[i] = i;
  auto find = [&](int a) {
    while (parent[a] != a) a = parent[a] = parent[parent[a]];
    return a;
  };
  const int edges = 2 * n * (n - 1);
  int e = 0;
  while (pos < d.size() && d[pos] != ',') {
    const char ch = d[pos++];
    int open;
    if (ch == '_')
      open = 0;
    else if (ch >= 'a' && ch <= 'z')
      open = ch - 'a' + 1;
    else
      throw std::runtime_error("bad character in the ID's regions");
    for (int k = 0; k < open; ++k, ++e) {
      if (e >= edges) throw std::runtime_error("too many edges in the ID's regions");
      int a, b;
      if (e < n * (n - 1)) {
        a = (e / (n - 1)) * n + e % (n - 1);
        b = a + 1;
      } else {
        const int x = e / (n - 1) - n, y = e % (n - 1);
        a = y * n + x;
        b = a + n;
      }
      parent[find(a)] = find(b);
    }
    if (ch != 'z') ++e;  // the wall after the run
  }
  if (e != edges + 1) throw std::runtime_error("wrong number of edges in the ID's regions");
  std::vector<int> id(n * n, -1);
  regions = 0;
  region_of.assign(n * n, 0);
  for (int i = 0; i < n * n; ++i) {
    const int root = find(i);
    if (id[root] < 0) id[root] = regions++;
    region_of[i] = id[root];
  }
  return pos;
}

Sudoku parse_solo_id(const std::string& text) {
  const std::size_t colon = text.find(':');
  const std::string params = text.substr(0, colon), d = text.substr(colon + 1);
  std::size_t p = 0;
  auto number = [&]() {
    int v = 0;
    if (p >= params.size() || params[p] < '0' || params[p] > '9')
      throw std::runtime_error("bad Solo parameters '" + params + "'");
    while (p < params.size() && params[p] >= '0' && params[p] <= '9')
      v = v * 10 + (params[p++] - '0');
    return v;
  };
  int c = number(), r = 0;
  bool jigsaw = false, x = false, killer = false;
  if (p < params.size() && params[p] == 'x' && p + 1 < params.size() && params[p + 1] >= '0' &&
      params[p + 1] <= '9') {
    ++p;
    r = number();
  }
  for (; p < params.size(); ++p) {
    if (params[p] == 'j') {
      jigsaw = true;
      if (r > 0) c *= r;
      r = 1;
    } else if (params[p] == 'x') {
      x = true;
    } else if (params[p] == 'k') {
      killer = true;
    }
    // symmetry and difficulty letters do not change the puzzle
  }
  if (r == 0) throw std::runtime_error("bad Solo parameters '" + params + "'");
  Sudoku s;
  s.n = c * r;
  const int n = s.n, area = n * n;
  if (n < 1 || n > 35) throw std::runtime_error("order out of range");
  std::size_t pos = read_solo_grid(d, 0, area, n, s.givens);
  std::vector<int> region_of;
  if (jigsaw) {
    if (pos >= d.size() || d[pos] != ',') throw std::runtime_error("jigsaw regions missing");
    int regions = 0;
    pos = read_solo_regions(d, pos + 1, n, region_of, regions);
    if (regions != n) throw std::runtime_error("jigsaw has not n regions");
  } else {
    region_of = box_regions(n, c, r);
  }
  add_lines(s, region_of, x);
  if (killer) {
    if (pos >= d.size() || d[pos] != ',') throw std::runtime_error("killer cages missing");
    std::vector<int> cage_of;
    int cages = 0;
    pos = read_solo_regions(d, pos + 1, n, cage_of, cages);
    if (pos >= d.size() || d[pos] != ',') throw std::runtime_error("killer sums missing");
    std::vector<int> sums;
    pos = read_solo_grid(d, pos + 1, area, n * area, sums);
    s.cages.assign(cages, {});
    s.cage_sums.assign(cages, 0);
    for (int cell = 0; cell < area; ++cell) {
      s.cages[cage_of[cell]].push_back(cell);
      if (sums[cell] != 0) s.cage_sums[cage_of[cell]] = sums[cell];
    }
    for (int k = 0; k < cages; ++k)
      if (s.cage_sums[k] == 0) throw std::runtime_error("a killer cage has no sum");
  }
  if (pos != d.size()) throw std::runtime_error("unexpected data at the end of the ID");
  return s;
}

// Whether values (n*n, 1..n) is a solution of s: every group and cage distinct, sums right,
// givens kept. Independent of the model.
bool satisfies(const Sudoku& s, const std::vector<int>& v) {
  if (static_cast<int>(v.size()) != s.n * s.n) return false;
  for (int cell = 0; cell < s.n * s.n; ++cell) {
    if (v[cell] < 1 || v[cell] > s.n) return false;
    if (s.givens[cell] != 0 && s.givens[cell] != v[cell]) return false;
  }
  auto distinct = [&](const std::vector<int>& cells) {
    std::vector<bool> seen(s.n + 1, false);
    for (int cell : cells) {
      if (seen[v[cell]]) return false;
      seen[v[cell]] = true;
    }
    return true;
  };
  for (const auto& g : s.groups)
    if (!distinct(g)) return false;
  for (std::size_t k = 0; k < s.cages.size(); ++k) {
    if (!distinct(s.cages[k])) return false;
    int sum = 0;
    for (int cell : s.cages[k]) sum += v[cell];
    if (sum != s.cage_sums[k]) return false;
  }
  return true;
}

class SudokuSpace : public Gecode::Space {
 public:
  explicit SudokuSpace(const Sudoku& s) : x_(*this, s.n * s.n, 1, s.n) {
    using namespace Gecode;
    auto vars = [&](const std::vector<int>& cells) {
      IntVarArgs a;
      for (int cell : cells) a << x_[cell];
      return a;
    };
    for (const auto& g : s.groups) distinct(*this, vars(g), IPL_DOM);
    for (std::size_t k = 0; k < s.cages.size(); ++k) {
      const IntVarArgs cage = vars(s.cages[k]);
      distinct(*this, cage, IPL_DOM);
      linear(*this, cage, IRT_EQ, s.cage_sums[k]);
    }
    for (int cell = 0; cell < s.n * s.n; ++cell)
      if (s.givens[cell] != 0) rel(*this, x_[cell], IRT_EQ, s.givens[cell]);
    branch(*this, x_, INT_VAR_SIZE_MIN(), INT_VAL_MIN());
  }

  SudokuSpace(SudokuSpace& other) : Gecode::Space(other) { x_.update(*this, other.x_); }
  Gecode::Space* copy() override { return new SudokuSpace(*this); }

  std::vector<int> values() const {
    std::vector<int> v(x_.size());
    for (int i = 0; i < x_.size(); ++i) v[i] = x_[i].val();
    return v;
  }

 private:
  Gecode::IntVarArray x_;
};

struct RunResult {
  unsigned long long count = 0;
  bool stopped = false;
  bool verified = false;
  Gecode::Search::Statistics stats;
  double seconds = 0;
  double total_seconds = 0;
};

double since(Clock::time_point t0) {
  return std::chrono::duration<double>(Clock::now() - t0).count();
}

RunResult solve_once(const Sudoku& s, Mode mode, double timeout) {
  RunResult r;
  const auto t_model = Clock::now();
  auto* root = new SudokuSpace(s);
  const auto t_search = Clock::now();
  Gecode::Search::Options o;
  o.threads = 1;
  o.clone = false;  // the engine takes the root; no extra copy inside the timed region
  std::unique_ptr<Gecode::Search::Stop> stop;
  if (timeout > 0) {
    stop.reset(new Gecode::Search::TimeStop(static_cast<unsigned long>(timeout * 1000)));
    o.stop = stop.get();
  }
  const unsigned long long limit = mode == Mode::kFirst ? 1 : mode == Mode::kUnique ? 2 : ~0ull;
  std::vector<int> first;
  {
    // A puzzle that fails at the root (contradictory givens) makes root->status() fail inside
    // the engine; DFS then finds nothing.
    Gecode::DFS<SudokuSpace> engine(root, o);
    while (r.count < limit) {
      SudokuSpace* sol = engine.next();
      if (sol == nullptr) break;
      if (r.count == 0) first = sol->values();
      ++r.count;
      delete sol;
    }
    r.seconds = since(t_search);
    r.total_seconds = since(t_model);
    r.stopped = engine.stopped();
    r.stats = engine.statistics();
  }
  r.verified = r.count > 0 && satisfies(s, first);
  return r;
}

bool parse_box(const std::string& text, Options& o) {
  const std::size_t x = text.find('x');
  if (x == std::string::npos) return false;
  o.box_rows = std::atoi(text.substr(0, x).c_str());
  o.box_cols = std::atoi(text.substr(x + 1).c_str());
  return o.box_rows > 0 && o.box_cols > 0;
}

int usage() {
  std::fprintf(stderr,
               "usage: gecode_sudoku [--first | --unique | --count] [--repeat R] "
               "[--timeout SECONDS] [--box CxR] [--x] [--summary] FILE\n");
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  Mode mode = Mode::kUnique;
  int repeat = 1;
  double timeout = 0;
  bool summary_only = false;
  Options opts;
  const char* path = nullptr;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--first")
      mode = Mode::kFirst;
    else if (a == "--unique")
      mode = Mode::kUnique;
    else if (a == "--count")
      mode = Mode::kCount;
    else if (a == "--repeat" && i + 1 < argc)
      repeat = std::max(1, std::atoi(argv[++i]));
    else if (a == "--timeout" && i + 1 < argc)
      timeout = std::atof(argv[++i]);
    else if (a == "--box" && i + 1 < argc) {
      if (!parse_box(argv[++i], opts)) return usage();
    } else if (a == "--x")
      opts.x = true;
    else if (a == "--summary")
      summary_only = true;
    else if (a.rfind("--", 0) == 0 || path != nullptr)
      return usage();
    else
      path = argv[i];
  }
  if (path == nullptr) return usage();
  std::ifstream in(path);
  if (!in) {
    std::fprintf(stderr, "%s: cannot open\n", path);
    return 2;
  }
  const char* mode_name = mode == Mode::kFirst    ? "first"
                          : mode == Mode::kUnique ? "unique"
                                                  : "count";
  const auto t_wall = Clock::now();
  int exit_code = 0;
  std::size_t k = 0;
  unsigned long long solved = 0, unique = 0, several = 0, none = 0, limited = 0, nodes = 0;
  unsigned long long solutions = 0;
  double sum_seconds = 0, sum_total = 0;
  std::string text;
  int line_no = 0;
  while (std::getline(in, text)) {
    ++line_no;
    while (!text.empty() && (text.back() == '\r' || text.back() == ' ' || text.back() == '\t'))
      text.pop_back();
    const std::size_t start = text.find_first_not_of(" \t");
    if (start == std::string::npos || text[start] == '#') continue;
    text.erase(0, start);
    Sudoku s;
    try {
      s = text.find(':') != std::string::npos ? parse_solo_id(text) : parse_grid(text, opts);
      s.line = line_no;
    } catch (const std::exception& e) {
      std::fprintf(stderr, "%s:%d: %s\n", path, line_no, e.what());
      return 2;
    }
    ++k;
    std::vector<double> times, totals;
    RunResult r;
    for (int i = 0; i < repeat; ++i) {
      r = solve_once(s, mode, timeout);
      times.push_back(r.seconds);
      totals.push_back(r.total_seconds);
    }
    std::sort(times.begin(), times.end());
    std::sort(totals.begin(), totals.end());
    const char* status = r.stopped ? "limit" : r.count > 0 ? "solved" : "unsatisfiable";
    if (r.stopped) {
      exit_code = 3;
      ++limited;
    } else if (r.count == 0) {
      if (exit_code == 0) exit_code = 1;
      ++none;
    }
    if (r.count > 0) ++solved;
    if (!r.stopped && r.count == 1 && mode != Mode::kFirst) ++unique;
    if (r.count >= 2) ++several;
    nodes += r.stats.node;
    solutions += r.count;
    sum_seconds += times[times.size() / 2];
    sum_total += totals[totals.size() / 2];
    if (!summary_only) {
      std::printf(
          "{\"puzzle\":%zu,\"line\":%d,\"n\":%d,\"mode\":\"%s\",\"status\":\"%s\",\"count\":%llu,"
          "\"nodes\":%lu,\"failures\":%lu,\"propagations\":%lu,\"seconds\":%.9g,"
          "\"total_seconds\":%.9g,\"verified\":%s}\n",
          k, s.line, s.n, mode_name, status, r.count, r.stats.node, r.stats.fail, r.stats.propagate,
          times[times.size() / 2], totals[totals.size() / 2], r.verified ? "true" : "false");
    }
  }
  std::printf(
      "{\"summary\":true,\"mode\":\"%s\",\"puzzles\":%zu,\"solved\":%llu,\"unique\":%llu,"
      "\"several\":%llu,\"unsatisfiable\":%llu,\"limit\":%llu,\"solutions\":%llu,\"nodes\":%llu,"
      "\"seconds\":%.9g,\"total_seconds\":%.9g,\"wall_seconds\":%.9g}\n",
      mode_name, k, solved, unique, several, none, limited, solutions, nodes, sum_seconds,
      sum_total, since(t_wall));
  return exit_code;
}
