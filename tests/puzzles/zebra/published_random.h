// Random puzzles in the published-puzzle statements (docs/zebra.md), for the
// oracle and explanation tests: a World (positions, layout, an ordered
// category with unevenly spaced numbers), a Generator of statements that
// each carry their own meaning as a closure written from the definitions
// (no library code), the .zebra text, and the brute-force enumeration of
// every table of permutations.
#pragma once

#include <algorithm>
#include <cstdlib>
#include <functional>
#include <numeric>
#include <random>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include <fmt/format.h>

namespace deduce::puzzles::zebra::testing {

using Table = std::vector<std::vector<int>>;  // pos[category][value], 0-based
using Meaning = std::function<bool(const Table&)>;

struct Clue {
  std::string text;
  Meaning holds;
};

enum class Shape { kLine, kCircle, kEdges, kNone };

struct World {
  int n = 3, cats = 2;
  Shape shape = Shape::kLine;
  std::vector<std::pair<int, int>> edges;  // kEdges, 0-based
  std::vector<int> dist;                   // kEdges: BFS distances, -1 apart
  int ordered = -1;                        // the ordered category, or -1
  std::vector<long> numbers;               // its numbers, times 100
  bool decimals = false;

  std::string value(int c, int v) const {
    if (c == ordered) {
      const long x = numbers[v];
      if (!decimals) return std::to_string(x / 100);
      return fmt::format("{}{}.{:02d}", x < 0 ? "-" : "", std::labs(x) / 100, std::labs(x) % 100);
    }
    return fmt::format("{}{}", static_cast<char>('a' + c), v);
  }
  int distance(int a, int b) const {
    switch (shape) {
      case Shape::kCircle:
        return std::min(std::abs(a - b), n - std::abs(a - b));
      case Shape::kEdges:
        return dist[a * n + b];
      default:
        return std::abs(a - b);
    }
  }
  // NAME(A): the number of the ordered value standing with A.
  long number(const Table& t, int c, int v) const {
    for (int w = 0; w < n; ++w) {
      if (t[ordered][w] == t[c][v]) return numbers[w];
    }
    return 0;
  }
};

class Generator {
 public:
  Generator(World& w, std::mt19937& rng) : w_(w), rng_(rng) {}

  int pick(int k) { return static_cast<int>(rng_() % static_cast<unsigned>(k)); }
  std::pair<int, int> any() { return {pick(w_.cats), pick(w_.n)}; }
  std::string name(std::pair<int, int> r) {
    return pick(4) == 0 ? fmt::format("c{}.{}", r.first, w_.value(r.first, r.second))
                        : w_.value(r.first, r.second);
  }
  bool positions() const { return w_.shape != Shape::kNone; }

  // A statement with no combinator.
  Clue atom() {
    for (;;) {
      const auto a = any(), b = any(), c = any(), d = any();
      const std::string A = name(a), B = name(b), C = name(c), D = name(d);
      const int k = pick(w_.n);
      const World& w = w_;
      auto P = [](const Table& t, std::pair<int, int> r) { return t[r.first][r.second]; };
      const bool line = w.shape == Shape::kLine, circle = w.shape == Shape::kCircle;
      switch (pick(16)) {
        case 0:
          return {fmt::format("{} is {} or {} or {}", A, B, C, D), [=](const Table& t) {
                    return P(t, a) == P(t, b) || P(t, a) == P(t, c) || P(t, a) == P(t, d);
                  }};
        case 1:
          return {fmt::format("neither {} nor {} is {}", A, B, C),
                  [=](const Table& t) { return P(t, c) != P(t, a) && P(t, c) != P(t, b); }};
        case 2:
          return {fmt::format("{} and {} are {} and {}", A, B, C, D), [=](const Table& t) {
                    const int pa = P(t, a), pb = P(t, b), pc = P(t, c), pd = P(t, d);
                    return pa != pb && ((pa == pc && pb == pd) || (pa == pd && pb == pc));
                  }};
        case 3:
          return {fmt::format("different: {} {} {}", A, B, C), [=](const Table& t) {
                    return P(t, a) != P(t, b) && P(t, a) != P(t, c) && P(t, b) != P(t, c);
                  }};
        case 4:
          if (!line && !circle) break;
          if (pick(2)) {
            return {fmt::format("{} not just left of {}", A, B), [=](const Table& t) {
                      return circle ? (P(t, a) + 1) % w.n != P(t, b) : P(t, a) + 1 != P(t, b);
                    }};
          }
          return {fmt::format("{} not just right of {}", A, B), [=](const Table& t) {
                    return circle ? (P(t, b) + 1) % w.n != P(t, a) : P(t, b) + 1 != P(t, a);
                  }};
        case 5:
          if (!line) break;
          if (pick(2)) {
            return {fmt::format("{} not left of {}", A, B),
                    [=](const Table& t) { return P(t, a) >= P(t, b); }};
          }
          return {fmt::format("{} not right of {}", A, B),
                  [=](const Table& t) { return P(t, a) <= P(t, b); }};
        case 6: {
          if (!positions()) break;
          const int m = pick(w.n);
          return {fmt::format("{} at {} or {}", A, k + 1, m + 1),
                  [=](const Table& t) { return P(t, a) == k || P(t, a) == m; }};
        }
        case 7:
          if (!line) break;
          if (w.n % 2 == 1 && pick(2)) {
            return {fmt::format("{} in the middle", A),
                    [=](const Table& t) { return P(t, a) == (w.n - 1) / 2; }};
          }
          return {fmt::format("{} at an end", A),
                  [=](const Table& t) { return P(t, a) == 0 || P(t, a) == w.n - 1; }};
        case 8:
          if (!line) break;
          if (pick(2)) {
            return {fmt::format("{} {} left of {}", A, k, B),
                    [=](const Table& t) { return P(t, a) + k == P(t, b); }};
          }
          return {fmt::format("{} {} right of {}", A, k, B),
                  [=](const Table& t) { return P(t, a) == P(t, b) + k; }};
        case 9: {
          if (w.ordered < 0) break;
          static const char* const kOps[] = {"=", "!=", "<", ">", "<=", ">="};
          const int op = pick(6);
          const long shift = static_cast<long>(pick(3)) * 100;
          const std::string O = fmt::format("c{}", w.ordered);
          return {fmt::format("{}({}) {} {}({}) + {}", O, A, kOps[op], O, B, shift / 100),
                  [=](const Table& t) {
                    const long x = w.number(t, a.first, a.second);
                    const long y = w.number(t, b.first, b.second) + shift;
                    switch (op) {
                      case 0:
                        return x == y;
                      case 1:
                        return x != y;
                      case 2:
                        return x < y;
                      case 3:
                        return x > y;
                      case 4:
                        return x <= y;
                      default:
                        return x >= y;
                    }
                  }};
        }
        case 10: {
          if (w.ordered < 0) break;
          const std::string O = fmt::format("c{}", w.ordered);
          // 2 * NAME(A) - NAME(B) >= (NAME(C) - 1) * 1
          return {fmt::format("2 * {}({}) - {}({}) >= ({}({}) - 1) * 1", O, A, O, B, O, C),
                  [=](const Table& t) {
                    return 2 * w.number(t, a.first, a.second) - w.number(t, b.first, b.second) >=
                           w.number(t, c.first, c.second) - 100;
                  }};
        }
        case 11:
          if (!positions()) break;
          return {fmt::format("pos({}) + 1 != pos({})", A, B),
                  [=](const Table& t) { return P(t, a) + 1 != P(t, b); }};
        case 12:
          if (!positions() || w.shape == Shape::kLine) break;
          // the base statements on a circle or map
          if (pick(2)) {
            return {fmt::format("{} next to {}", A, B),
                    [=](const Table& t) { return w.distance(P(t, a), P(t, b)) == 1; }};
          }
          return {fmt::format("{} {} away from {}", A, k, B),
                  [=](const Table& t) { return w.distance(P(t, a), P(t, b)) == k; }};
        case 13:
          if (!circle) break;
          return {fmt::format("{} just left of {}", A, B),
                  [=](const Table& t) { return (P(t, a) + 1) % w.n == P(t, b); }};
        case 14:
          if (!positions()) break;
          return {fmt::format("{} not next to {}", A, B),
                  [=](const Table& t) { return w.distance(P(t, a), P(t, b)) != 1; }};
        default:
          return {fmt::format("{} is {}", A, B),
                  [=](const Table& t) { return P(t, a) == P(t, b); }};
      }
    }
  }

  // A statement true on `hidden` (tries until one is).
  Clue true_statement(const Table& hidden, int depth) {
    for (;;) {
      Clue c = statement(depth);
      if (c.holds(hidden)) return c;
    }
  }

  // A statement, maybe a combinator over statements (depth levels deep).
  Clue statement(int depth) {
    if (depth == 0 || pick(3) != 0) return atom();
    std::vector<Clue> parts;
    const int count = 1 + pick(3);
    for (int i = 0; i < count; ++i) parts.push_back(statement(depth - 1));
    auto wrap = [](const Clue& c) {
      const bool compound = c.text.find(':') != std::string::npos;
      return compound ? fmt::format("({})", c.text) : c.text;
    };
    std::string list;
    for (std::size_t i = 0; i < parts.size(); ++i) {
      if (i) list += "; ";
      list += wrap(parts[i]);
    }
    std::vector<Meaning> ms;
    for (const Clue& c : parts) ms.push_back(c.holds);
    auto true_count = [ms](const Table& t) {
      int k = 0;
      for (const Meaning& m : ms) k += m(t) ? 1 : 0;
      return k;
    };
    switch (pick(5)) {
      case 0:
        return {fmt::format("not: {}", wrap(parts[0])),
                [m = parts[0].holds](const Table& t) { return !m(t); }};
      case 1:
        return {fmt::format("any of: {}", list),
                [=](const Table& t) { return true_count(t) >= 1; }};
      case 2:
        return {fmt::format("all of: {}", list),
                [=](const Table& t) { return true_count(t) == static_cast<int>(ms.size()); }};
      case 3:
        return {fmt::format("one of: {}", list),
                [=](const Table& t) { return true_count(t) == 1; }};
      default: {
        const int k = pick(static_cast<int>(parts.size()) + 1);
        return {fmt::format("exactly {} of: {}", k, list),
                [=](const Table& t) { return true_count(t) == k; }};
      }
    }
  }

 private:
  World& w_;
  std::mt19937& rng_;
};

inline World random_world(std::mt19937& rng) {
  World w;
  w.shape = static_cast<Shape>(rng() % 4);
  w.cats = 2 + static_cast<int>(rng() % 2);
  const int max_n = w.cats == 3 && w.shape != Shape::kNone ? 4 : 5;
  w.n = 2 + static_cast<int>(rng() % (max_n - 1));
  if (w.shape == Shape::kEdges) {
    w.dist.assign(w.n * w.n, -1);
    for (int a = 0; a < w.n; ++a) {
      for (int b = a + 1; b < w.n; ++b) {
        if (rng() % 2) w.edges.emplace_back(a, b);
      }
    }
    if (w.edges.empty()) w.edges.emplace_back(0, 1);
    for (int s = 0; s < w.n; ++s) {  // BFS from each position
      std::vector<int> queue = {s};
      w.dist[s * w.n + s] = 0;
      for (std::size_t i = 0; i < queue.size(); ++i) {
        const int x = queue[i];
        for (auto [p, q] : w.edges) {
          for (auto [from, to] : {std::pair{p, q}, std::pair{q, p}}) {
            if (from == x && w.dist[s * w.n + to] < 0) {
              w.dist[s * w.n + to] = w.dist[s * w.n + x] + 1;
              queue.push_back(to);
            }
          }
        }
      }
    }
  }
  if (rng() % 4 != 0) {
    w.ordered = 1 + static_cast<int>(rng() % (w.cats - 1));
    w.decimals = rng() % 2;
    long x = -200 + static_cast<long>(rng() % 5) * 100;
    for (int v = 0; v < w.n; ++v) {
      w.numbers.push_back(x);
      x += (w.decimals ? 50 + static_cast<long>(rng() % 4) * 25 : 100 * (1 + rng() % 3));
    }
  }
  return w;
}

inline std::string render(const World& w, const std::vector<Clue>& clues, const std::string& asks) {
  std::string t = "puzzle: random\n";
  switch (w.shape) {
    case Shape::kNone:
      t += "positions: none\n";
      break;
    case Shape::kCircle:
      t += "layout: circle\n";
      break;
    case Shape::kEdges:
      t += "layout:";
      for (auto [a, b] : w.edges) t += fmt::format(" {}-{}", a + 1, b + 1);
      t += "\n";
      break;
    case Shape::kLine:
      if (w.n % 2) t += "layout: line\n";
      break;
  }
  for (int c = 0; c < w.cats; ++c) {
    t += fmt::format("{} c{}:", c == w.ordered ? "ordered" : "category", c);
    for (int v = 0; v < w.n; ++v) t += fmt::format(" {}", w.value(c, v));
    t += "\n";
  }
  for (std::size_t i = 0; i < clues.size(); ++i) {
    t += fmt::format("k{}: {}\n", i + 1, clues[i].text);
  }
  return t + asks;
}

inline std::set<Table> oracle(const World& w, const std::vector<Clue>& clues) {
  std::vector<std::vector<int>> perms;
  std::vector<int> p(w.n);
  std::iota(p.begin(), p.end(), 0);
  do perms.push_back(p);
  while (std::next_permutation(p.begin(), p.end()));
  std::set<Table> out;
  std::vector<std::size_t> choice(w.cats, 0);
  Table t(w.cats);
  const int first_free = w.shape == Shape::kNone ? 1 : 0;  // none: category 0 names the entities
  t[0] = perms[0];
  for (;;) {
    for (int c = first_free; c < w.cats; ++c) t[c] = perms[choice[c]];
    bool ok = true;
    for (const Clue& c : clues) ok = ok && c.holds(t);
    if (ok) out.insert(t);
    int c = first_free;
    while (c < w.cats && ++choice[c] == perms.size()) choice[c++] = 0;
    if (c == w.cats) break;
  }
  return out;
}

}  // namespace deduce::puzzles::zebra::testing
