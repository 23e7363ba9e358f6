// A small, self-contained reader of Futoshiki puzzles for the comparison programs in bench/compare/
// (gecode_latin.cpp, fut_to_dzn.cpp). It is deliberately independent of deduce's own parser: the
// reference side of a benchmark must not share code with the side it checks. It reads the formats
// of docs/futoshiki.md: the grid format (spaced or compact, several puzzles in a file,
// `#` comments) and Tatham game IDs in Unequal (`N:`) and Adjacent (`Na:`) modes, one per line.
// Errors are reported as "line L: what was expected" through std::runtime_error; this is a
// benchmark tool, so it stops at the first problem rather than recovering.
#pragma once

#include <cctype>
#include <cstddef>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace deduce::compare {

// An inequality between two cells (row-major indices): value[smaller_] < value[larger_].
struct Less {
  int smaller_;
  int larger_;
};

// A pair of neighbouring cells in an Adjacent-mode puzzle and whether they differ by exactly 1.
struct Adjacency {
  int a_;
  int b_;
  bool adjacent_;
};

struct Puzzle {
  int n_ = 0;
  int line_ = 0;                      // where the puzzle starts in its file, for messages
  std::vector<int> givens_;           // n*n, row-major, 0 = empty
  std::vector<Less> less_;            // Unequal-mode and grid-format signs
  std::vector<Adjacency> adjacency_;  // Adjacent mode only: every neighbouring pair
  bool adjacent_mode_ = false;
};

namespace reader_detail {

inline std::string strip_comment(const std::string& line) {
  const auto hash = line.find('#');
  std::string s = hash == std::string::npos ? line : line.substr(0, hash);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.pop_back();
  std::size_t i = 0;
  while (i < s.size() && std::isspace(static_cast<unsigned char>(s[i]))) ++i;
  return s.substr(i);
}

[[noreturn]] inline void fail(int line, const std::string& what) {
  throw std::runtime_error("line " + std::to_string(line) + ": " + what);
}

inline bool is_game_id(const std::string& s) {
  std::size_t i = 0;
  while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) ++i;
  if (i == 0) return false;
  if (i < s.size() && s[i] == 'a') ++i;
  return i < s.size() && s[i] == ':';
}

// Game ID: "N:" or "Na:" then N*N cells "value flags" separated by commas (a trailing comma is
// allowed). Unequal: flag X = this cell is greater than its X neighbour. Adjacent: flag X = this
// cell and its X neighbour differ by 1; no flag on either side = they must not.
inline Puzzle parse_game_id(const std::string& s, int line) {
  Puzzle p;
  p.line_ = line;
  std::size_t i = 0;
  while (std::isdigit(static_cast<unsigned char>(s[i]))) p.n_ = p.n_ * 10 + (s[i++] - '0');
  if (s[i] == 'a') {
    p.adjacent_mode_ = true;
    ++i;
  }
  ++i;  // ':'
  const int n = p.n_;
  if (n < 1 || n > 64) fail(line, "expected an order between 1 and 64");
  p.givens_.assign(n * n, 0);
  std::vector<int> flags(n * n, 0);  // bit 0 U, 1 D, 2 L, 3 R
  for (int cell = 0; cell < n * n; ++cell) {
    if (i >= s.size() || !std::isdigit(static_cast<unsigned char>(s[i])))
      fail(line, "expected the value of cell " + std::to_string(cell + 1) + " (truncated ID?)");
    int v = 0;
    while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i])))
      v = v * 10 + (s[i++] - '0');
    if (v > n) fail(line, "expected a value between 0 and " + std::to_string(n));
    p.givens_[cell] = v;
    for (; i < s.size() && s[i] != ','; ++i) {
      const char* kFlags = "UDLR";
      const char* f = std::char_traits<char>::find(kFlags, 4, s[i]);
      if (f == nullptr) fail(line, std::string("expected a flag U, D, L or R, not '") + s[i] + "'");
      flags[cell] |= 1 << (f - kFlags);
    }
    if (i < s.size()) ++i;  // ','
  }
  if (i != s.size())
    fail(line, "expected the end of the ID after " + std::to_string(n * n) + " cells");
  auto neighbour = [n](int cell, int dir) {
    const int r = cell / n, c = cell % n;
    switch (dir) {
      case 0:
        return r > 0 ? cell - n : -1;
      case 1:
        return r + 1 < n ? cell + n : -1;
      case 2:
        return c > 0 ? cell - 1 : -1;
      default:
        return c + 1 < n ? cell + 1 : -1;
    }
  };
  for (int cell = 0; cell < n * n; ++cell) {
    for (int dir = 0; dir < 4; ++dir) {
      const int other = neighbour(cell, dir);
      const bool flagged = (flags[cell] >> dir) & 1;
      if (other < 0) {
        if (flagged) fail(line, "expected no flag pointing off the grid");
        continue;
      }
      if (!p.adjacent_mode_) {
        if (flagged) p.less_.push_back({other, cell});
      } else if (dir == 1 || dir == 3) {  // each pair once: from its upper or left cell
        const bool back = (flags[other] >> (dir - 1)) & 1;  // D pairs with U, R with L
        p.adjacency_.push_back({cell, other, flagged || back});
      }
    }
  }
  return p;
}

// One value row of the grid format: values separated by | < >, blanks optional.
inline void parse_value_row(const std::string& s, int row, int line, Puzzle& p) {
  const int n = p.n_;
  std::size_t i = 0;
  auto skip = [&] {
    while (i < s.size() && std::isspace(static_cast<unsigned char>(s[i]))) ++i;
  };
  for (int c = 0; c < n; ++c) {
    skip();
    int v = 0;
    if (i < s.size() && s[i] == '.') {
      ++i;
    } else if (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) {
      while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i])))
        v = v * 10 + (s[i++] - '0');
    } else {
      fail(line, "expected a value in column " + std::to_string(c + 1));
    }
    if (v > n) fail(line, "expected a value between 0 and " + std::to_string(n));
    p.givens_[row * n + c] = v;
    if (c + 1 == n) break;
    skip();
    if (i >= s.size())
      fail(line, "expected a relation | < > after column " + std::to_string(c + 1));
    const int left = row * n + c;
    if (s[i] == '<')
      p.less_.push_back({left, left + 1});
    else if (s[i] == '>')
      p.less_.push_back({left + 1, left});
    else if (s[i] != '|')
      fail(line, "expected a relation | < > after column " + std::to_string(c + 1));
    ++i;
  }
  skip();
  if (i != s.size())
    fail(line, "expected the end of the row after " + std::to_string(n) + " values");
}

// One relation row: 2n-1 symbols, the even ones - ^ v, the odd ones the filler -.
inline void parse_relation_row(const std::string& s, int row, int line, Puzzle& p) {
  const int n = p.n_;
  int k = 0;
  for (char ch : s) {
    if (std::isspace(static_cast<unsigned char>(ch))) continue;
    if (k >= 2 * n - 1) fail(line, "expected " + std::to_string(2 * n - 1) + " relation symbols");
    const int upper = row * n + k / 2;
    if (k % 2 == 1 || ch == '-') {
      if (ch != '-') fail(line, "expected the filler '-' between columns");
    } else if (ch == '^') {
      p.less_.push_back({upper, upper + n});
    } else if (ch == 'v') {
      p.less_.push_back({upper + n, upper});
    } else {
      fail(line, std::string("expected a relation - ^ v, not '") + ch + "'");
    }
    ++k;
  }
  if (k != 2 * n - 1) fail(line, "expected " + std::to_string(2 * n - 1) + " relation symbols");
}

}  // namespace reader_detail

// Reads every puzzle of a file, in order.
inline std::vector<Puzzle> read_puzzles(const std::string& path) {
  using namespace reader_detail;
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot open " + path);
  std::vector<std::pair<int, std::string>> lines;  // (line number, content) of non-blank lines
  std::string raw;
  for (int number = 1; std::getline(in, raw); ++number) {
    std::string s = strip_comment(raw);
    if (!s.empty()) lines.emplace_back(number, std::move(s));
  }
  std::vector<Puzzle> puzzles;
  for (std::size_t k = 0; k < lines.size();) {
    const auto& [line, s] = lines[k];
    if (is_game_id(s)) {
      puzzles.push_back(parse_game_id(s, line));
      ++k;
      continue;
    }
    Puzzle p;
    p.line_ = line;
    for (char ch : s) {
      if (!std::isdigit(static_cast<unsigned char>(ch)))
        fail(line, "expected the order n or a game ID");
      p.n_ = p.n_ * 10 + (ch - '0');
      if (p.n_ > 256) fail(line, "expected an order between 1 and 256");
    }
    if (p.n_ < 1) fail(line, "expected an order between 1 and 256");
    p.givens_.assign(p.n_ * p.n_, 0);
    ++k;
    for (int r = 0; r < 2 * p.n_ - 1; ++r, ++k) {
      if (k >= lines.size()) fail(line, "expected " + std::to_string(2 * p.n_ - 1) + " grid lines");
      if (r % 2 == 0)
        parse_value_row(lines[k].second, r / 2, lines[k].first, p);
      else
        parse_relation_row(lines[k].second, r / 2, lines[k].first, p);
    }
    puzzles.push_back(std::move(p));
  }
  return puzzles;
}

// True when `values` (n*n, row-major) is a complete Latin square satisfying every clue of `p`.
inline bool satisfies(const Puzzle& p, const std::vector<int>& values) {
  const int n = p.n_;
  for (int r = 0; r < n; ++r) {
    std::vector<bool> in_row(n + 1), in_col(n + 1);
    for (int c = 0; c < n; ++c) {
      const int a = values[r * n + c], b = values[c * n + r];
      if (a < 1 || a > n || b < 1 || b > n || in_row[a] || in_col[b]) return false;
      in_row[a] = in_col[b] = true;
    }
  }
  for (int cell = 0; cell < n * n; ++cell)
    if (p.givens_[cell] != 0 && p.givens_[cell] != values[cell]) return false;
  for (const Less& l : p.less_)
    if (!(values[l.smaller_] < values[l.larger_])) return false;
  for (const Adjacency& a : p.adjacency_) {
    const int d = values[a.a_] - values[a.b_];
    if ((d == 1 || d == -1) != a.adjacent_) return false;
  }
  return true;
}

}  // namespace deduce::compare
