#include "deduce/puzzles/zebra/read/layout.h"

#include <string>
#include <vector>

namespace deduce::puzzles::zebra::detail {

namespace {

// Shortest paths (Floyd-Warshall: n <= 64); d holds 1 on each edge, 0 on
// the diagonal and -1 elsewhere.
void shortest_paths(std::vector<int>& d, int n) {
  for (int k = 0; k < n; ++k) {
    for (int i = 0; i < n; ++i) {
      for (int j = 0; j < n; ++j) {
        const int ik = d[static_cast<std::size_t>(i) * n + k];
        const int kj = d[static_cast<std::size_t>(k) * n + j];
        int& ij = d[static_cast<std::size_t>(i) * n + j];
        if (ik >= 0 && kj >= 0 && (ij < 0 || ik + kj < ij)) ij = ik + kj;
      }
    }
  }
}

}  // namespace

LayoutKind read_layout(const Line& l, const TokenReader& tokens, Frame& frame) {
  if (TokenReader::word(l, 2, "line") || TokenReader::word(l, 2, "circle")) {
    tokens.expect_end(l, 3);
    return TokenReader::word(l, 2, "line") ? LayoutKind::kLine : LayoutKind::kCircle;
  }
  const int n = frame.n;
  std::vector<int> d(static_cast<std::size_t>(n) * n, -1);
  for (int i = 0; i < n; ++i) d[static_cast<std::size_t>(i) * n + i] = 0;
  if (l.tokens.size() < 3) tokens.fail(l, 2, "expected `line`, `circle` or edges like `1-2 2-3`");
  for (std::size_t t = 2; t < l.tokens.size(); ++t) {
    const std::string_view e = tokens.name_at(l, t, "an edge like `1-2`");
    const std::size_t dash = e.find('-');
    int a = 0, b = 0;
    if (dash == std::string_view::npos || !is_number(e.substr(0, dash)) ||
        !is_number(e.substr(dash + 1)) || dash > 2 || e.size() - dash > 3) {
      const std::string hint =
          t == 2 ? TokenReader::suggestion(l, t, {"line", "circle"}) : std::string();
      tokens.fail(l, t,
                  "expected `line`, `circle` or an edge like `1-2`, found " + quoted(e) + hint);
    }
    a = std::stoi(std::string(e.substr(0, dash)));
    b = std::stoi(std::string(e.substr(dash + 1)));
    for (int x : {a, b}) {
      if (x < 1 || x > n) {
        tokens.fail(l, t,
                    "position " + std::to_string(x) + " is out of range 1.." + std::to_string(n));
      }
    }
    if (a == b) tokens.fail(l, t, "an edge joins two different positions, found " + quoted(e));
    d[static_cast<std::size_t>(a - 1) * n + (b - 1)] = 1;
    d[static_cast<std::size_t>(b - 1) * n + (a - 1)] = 1;
  }
  shortest_paths(d, n);
  frame.dist = std::move(d);
  return LayoutKind::kEdges;
}

}  // namespace deduce::puzzles::zebra::detail
