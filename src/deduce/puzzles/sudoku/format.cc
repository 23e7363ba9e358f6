#include "deduce/puzzles/sudoku/format.h"

#include <fmt/format.h>

namespace deduce::puzzles::sudoku {
namespace {

std::string cell_text(const Puzzle& p, int v) {
  if (p.n <= 9) return std::string(1, digit_char(v));
  return v == 0 ? std::string(" .") : fmt::format("{:>2}", v);
}

// The label of piece i in a map: a letter while there are few, else a number.
std::string label(int i, int pieces) {
  if (pieces <= 26) return std::string(1, static_cast<char>('A' + i));
  if (pieces <= 52) return std::string(1, static_cast<char>(i < 26 ? 'A' + i : 'a' + i - 26));
  return std::to_string(i + 1);
}

void write_map(std::string& out, const Puzzle& p, const std::vector<int>& piece, int pieces) {
  const bool words = pieces > 52;
  for (int r = 0; r < p.n; ++r) {
    for (int c = 0; c < p.n; ++c) {
      if (words && c > 0) out += ' ';
      out += label(piece[r * p.n + c], pieces);
    }
    out += '\n';
  }
}

}  // namespace

std::string format_grid(const Puzzle& p, const Grid& values) {
  std::string out;
  const bool boxes = !p.jigsaw();
  std::string rule;
  for (int r = 0; r < p.n; ++r) {
    std::string row;
    for (int c = 0; c < p.n; ++c) {
      if (c > 0) row += ' ';
      if (boxes && c > 0 && c % p.box_cols == 0) row += "| ";
      row += cell_text(p, values[r * p.n + c]);
    }
    if (boxes && r > 0 && r % p.box_rows == 0 && p.box_rows < p.n) {
      if (rule.empty()) {
        for (std::size_t i = 0; i < row.size(); ++i) rule += row[i] == '|' ? '+' : '-';
      }
      out += rule + "\n";
    }
    out += row + "\n";
  }
  return out;
}

std::string format_line(const Puzzle& p, const Grid& values) {
  std::string out(static_cast<std::size_t>(p.cells()), '.');
  for (int i = 0; i < p.cells(); ++i) out[i] = digit_char(values[i]);
  return out;
}

std::string format_file(const Puzzle& p, const Grid& values) {
  std::string out = fmt::format("sudoku {}", p.n);
  if (p.jigsaw())
    out += " jigsaw";
  else
    out += fmt::format(" boxes {}x{}", p.box_rows, p.box_cols);
  if (p.x) out += " x";
  if (p.killer) out += " killer";
  out += '\n';
  out += format_grid(p, values);
  if (p.jigsaw()) {
    out += "regions\n";
    write_map(out, p, p.region, p.n);
  }
  if (p.killer) {
    const int cages = static_cast<int>(p.cages.size());
    out += "cages\n";
    write_map(out, p, p.cage_of, cages);
    out += "sums\n";
    std::string line;
    for (int i = 0; i < cages; ++i) {
      if (p.cages[i].sum == 0) continue;
      const std::string item = fmt::format("{}={}", label(i, cages), p.cages[i].sum);
      if (!line.empty() && line.size() + item.size() + 1 > 72) {
        out += line + '\n';
        line.clear();
      }
      line += (line.empty() ? "" : " ") + item;
    }
    if (!line.empty()) out += line + '\n';
  }
  return out;
}

}  // namespace deduce::puzzles::sudoku
