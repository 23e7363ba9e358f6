#include "deduce/puzzles/latin/sat_encoding.h"

namespace deduce::puzzles::latin {

DirectEncoding::DirectEncoding(const Square& square) : square_(square), n_(square.n) {
  const auto cells = static_cast<std::size_t>(n_ * n_);
  var_of_.assign(cells * static_cast<std::size_t>(n_), -1);
  in_row_.assign(cells, 0);
  in_col_.assign(cells, 0);
  for (int r = 0; r < n_; ++r) {
    for (int c = 0; c < n_; ++c) {
      const int g = square_.given(r, c);
      if (g == 0) continue;
      if (in_row_[idx(r, g - 1)]++ != 0 || in_col_[idx(c, g - 1)]++ != 0) repeated_ = true;
    }
  }
  for (int r = 0; r < n_; ++r) {
    for (int c = 0; c < n_; ++c) {
      if (square_.given(r, c) != 0) continue;
      for (int v = 0; v < n_; ++v) {
        if (in_row_[idx(r, v)] != 0 || in_col_[idx(c, v)] != 0) continue;
        var_of_[idx(r * n_ + c, v)] = static_cast<int>(cell_.size());
        cell_.push_back(r * n_ + c);
        value_.push_back(v);
      }
    }
  }
}

void DirectEncoding::add_lines(sat::Solver& solver) const {
  std::vector<sat::Var> line;
  for (int cell = 0; cell < n_ * n_; ++cell) {
    if (square_.givens[static_cast<std::size_t>(cell)] != 0) continue;
    line.clear();
    for (int v = 0; v < n_; ++v) push_var(line, cell, v);
    solver.add_exactly_one(line);
  }
  // Row k's cells are k * n + j, column k's are j * n + k.
  for (const bool rows : {true, false}) {
    const std::vector<std::uint8_t>& given_in = rows ? in_row_ : in_col_;
    for (int k = 0; k < n_; ++k) {
      for (int v = 0; v < n_; ++v) {
        if (given_in[idx(k, v)] != 0) continue;
        line.clear();
        for (int j = 0; j < n_; ++j) push_var(line, rows ? k * n_ + j : j * n_ + k, v);
        solver.add_exactly_one(line);
      }
    }
  }
}

}  // namespace deduce::puzzles::latin
