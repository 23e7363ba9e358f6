#include "deduce/statespace/simple_paths.h"

#include <utility>

#include "deduce/statespace/path_count.h"

namespace deduce::statespace {
namespace {

// Per-level bit sets over the vertices, and the reachability pass.
class Reach {
 public:
  explicit Reach(const StateGraph& g)
      : g_(g), words_((g.vertices() + 63) / 64), queue_(g.vertices()) {
    goal_bits_.assign(words_, 0);
    for (std::uint32_t v = 0; v < g.vertices(); ++v) {
      if (g.goal[v]) goal_bits_[v >> 6] |= std::uint64_t{1} << (v & 63);
    }
  }

  std::uint32_t words() const { return words_; }

  // The bit set of level `depth`, allocated the first time that level is used.
  std::uint64_t* level(std::uint32_t depth) {
    while (levels_.size() <= depth) levels_.emplace_back(words_, 0);
    return levels_[depth].data();
  }

  static bool test(const std::uint64_t* s, std::uint32_t v) { return (s[v >> 6] >> (v & 63)) & 1; }
  static void set(std::uint64_t* s, std::uint32_t v) { s[v >> 6] |= std::uint64_t{1} << (v & 63); }
  static void reset(std::uint64_t* s, std::uint32_t v) {
    s[v >> 6] &= ~(std::uint64_t{1} << (v & 63));
  }

  // out = vertices reachable from w inside `allowed` (w must be allowed).
  // Returns whether out holds a goal.
  bool from(std::uint32_t w, const std::uint64_t* allowed, std::uint64_t* out) {
    for (std::uint32_t i = 0; i < words_; ++i) out[i] = 0;
    std::uint32_t head = 0, tail = 0;
    queue_[tail++] = w;
    set(out, w);
    bool goal = false;
    while (head < tail) {
      const std::uint32_t v = queue_[head++];
      if (g_.goal[v]) {
        goal = true;
        continue;  // terminal
      }
      for (std::uint32_t e = g_.offset[v]; e < g_.offset[v + 1]; ++e) {
        const std::uint32_t x = g_.target[e];
        if (test(allowed, x) && !test(out, x)) {
          set(out, x);
          queue_[tail++] = x;
        }
      }
    }
    return goal;
  }

 private:
  const StateGraph& g_;
  std::uint32_t words_;
  std::vector<std::uint32_t> queue_;
  std::vector<std::uint64_t> goal_bits_;
  std::vector<std::vector<std::uint64_t>> levels_;
};

// Hash table from (v, bit set) to a count; keys live in one flat pool.
template <class Value>
class Memo {
 public:
  explicit Memo(std::uint32_t words) : words_(words) { slots_.assign(1024, kEmpty); }

  const Value* find(std::uint32_t v, const std::uint64_t* set) const {
    const std::uint64_t h = hash(v, set);
    for (std::uint64_t i = h & (slots_.size() - 1);; i = (i + 1) & (slots_.size() - 1)) {
      const std::uint32_t e = slots_[i];
      if (e == kEmpty) return nullptr;
      if (hashes_[e] == h && equal(e, v, set)) return &values_[e];
    }
  }

  void insert(std::uint32_t v, const std::uint64_t* set, const Value& value) {
    if (full()) return;
    const std::uint64_t h = hash(v, set);
    const auto e = static_cast<std::uint32_t>(values_.size());
    pool_.push_back(v);
    pool_.insert(pool_.end(), set, set + words_);
    hashes_.push_back(h);
    values_.push_back(value);
    place(e, h);
    if (values_.size() * 2 > slots_.size()) grow();
  }

  std::uint64_t size() const { return values_.size(); }
  bool full() const { return pool_.size() + words_ + 1 > kMemoWordLimit; }

 private:
  static constexpr std::uint32_t kEmpty = 0xffffffffu;

  std::uint64_t hash(std::uint32_t v, const std::uint64_t* set) const {
    std::uint64_t h = (v + 1) * 0x9e3779b97f4a7c15ULL;
    for (std::uint32_t i = 0; i < words_; ++i) {
      h = (h ^ set[i]) * 0xff51afd7ed558ccdULL;
      h ^= h >> 32;
    }
    return h;
  }
  bool equal(std::uint32_t e, std::uint32_t v, const std::uint64_t* set) const {
    const std::uint64_t* k = &pool_[static_cast<std::size_t>(e) * (words_ + 1)];
    if (k[0] != v) return false;
    for (std::uint32_t i = 0; i < words_; ++i) {
      if (k[i + 1] != set[i]) return false;
    }
    return true;
  }
  void place(std::uint32_t e, std::uint64_t h) {
    std::uint64_t i = h & (slots_.size() - 1);
    while (slots_[i] != kEmpty) i = (i + 1) & (slots_.size() - 1);
    slots_[i] = e;
  }
  void grow() {
    slots_.assign(slots_.size() * 2, kEmpty);
    for (std::uint32_t e = 0; e < values_.size(); ++e) place(e, hashes_[e]);
  }

  std::uint32_t words_;
  std::vector<std::uint32_t> slots_;
  std::vector<std::uint64_t> pool_;
  std::vector<std::uint64_t> hashes_;
  std::vector<Value> values_;
};

template <class Counter>
class Counting {
 public:
  using Value = typename Counter::Value;

  Counting(const StateGraph& g, budget::Budget& budget, std::uint64_t limit)
      : g_(g), budget_(budget), limit_(limit), reach_(g), memo_(reach_.words()) {}

  // Returns false when a 128-bit count overflowed (the search stops at once).
  bool run(SimplePathCount& out) {
    std::uint64_t* r0 = reach_.level(0);
    std::vector<std::uint64_t> all(reach_.words(), ~std::uint64_t{0});
    if (g_.goal[0]) {
      tally_ = Counter::one();
    } else if (reach_.from(0, all.data(), r0)) {
      count_from(0, 0);
    }
    if (counter_.overflow) return false;
    out.count = Counter::to_big(tally_);
    out.stopped = budget_.reason();
    out.stats.nodes = nodes_;
    out.stats.memo_entries = memo_.size();
    out.stats.memo_hits = hits_;
    return true;
  }

 private:
  // Simple paths from v to a goal inside level(depth) = R(v).
  Value count_from(std::uint32_t v, std::uint32_t depth) {
    std::uint64_t* r = reach_.level(depth);
    if (const Value* hit = memo_.find(v, r)) {
      ++hits_;
      add_found(*hit);
      return *hit;
    }
    ++nodes_;
    if (budget_.spend()) return Counter::zero();
    Value total = Counter::zero();
    Reach::reset(r, v);  // successors may not come back to v
    for (std::uint32_t e = g_.offset[v];
         e < g_.offset[v + 1] && !budget_.stopped() && !counter_.overflow; ++e) {
      const std::uint32_t w = g_.target[e];
      if (!Reach::test(r, w)) continue;
      if (g_.goal[w]) {
        counter_.add(total, Counter::one());
        add_found(Counter::one());
        continue;
      }
      std::uint64_t* next = reach_.level(depth + 1);
      r = reach_.level(depth);  // level() may have moved the outer vector
      if (!reach_.from(w, r, next)) continue;
      counter_.add(total, count_from(w, depth + 1));
      r = reach_.level(depth);
    }
    Reach::set(r, v);
    if (!budget_.stopped() && !counter_.overflow) memo_.insert(v, r, total);
    return total;
  }

  void add_found(const Value& v) {
    counter_.add(tally_, v);
    if (limit_ != 0 && Counter::at_least(tally_, limit_)) {
      budget_.stop(budget::StopReason::kSolutionLimit);
    }
  }

  const StateGraph& g_;
  budget::Budget& budget_;
  std::uint64_t limit_;
  Counter counter_;
  Reach reach_;
  Memo<Value> memo_;
  Value tally_ = Counter::zero();
  std::uint64_t nodes_ = 0, hits_ = 0;
};

// The fallback for huge graphs: a depth-first search with an explicit stack
// that only refuses to repeat a state on the path. on_goal(edge_stack) is
// called at each solution and returns false to stop.
template <class OnGoal>
void plain_dfs(const StateGraph& g, budget::Budget& budget, std::uint64_t& nodes,
               OnGoal&& on_goal) {
  std::vector<bool> on_path(g.vertices(), false);
  std::vector<std::uint32_t> vertex{0}, next_edge{g.offset[0]}, edges;
  on_path[0] = true;
  if (g.goal[0]) {
    on_goal(edges);
    return;
  }
  while (!vertex.empty()) {
    const std::uint32_t v = vertex.back();
    std::uint32_t& e = next_edge.back();
    if (e == g.offset[v + 1]) {
      on_path[v] = false;
      vertex.pop_back();
      next_edge.pop_back();
      if (!edges.empty()) edges.pop_back();
      continue;
    }
    const std::uint32_t w = g.target[e++];
    if (on_path[w]) continue;
    ++nodes;
    if (budget.spend()) return;
    edges.push_back(e - 1);
    if (g.goal[w]) {
      const bool go_on = on_goal(edges);
      edges.pop_back();
      if (!go_on) {
        budget.stop(budget::StopReason::kSolutionLimit);
        return;
      }
      if (budget.check_now()) return;
      continue;
    }
    on_path[w] = true;
    vertex.push_back(w);
    next_edge.push_back(g.offset[w]);
  }
}

// Lists paths with the reachability pruning of the count, without the memo.
class Listing {
 public:
  using OnPath = std::function<bool(const std::vector<std::uint32_t>&)>;
  Listing(const StateGraph& g, budget::Budget& budget, const OnPath& on_path)
      : g_(g), budget_(budget), on_path_(on_path), reach_(g) {}

  std::uint64_t run() {
    std::vector<std::uint64_t> all(reach_.words(), ~std::uint64_t{0});
    if (g_.goal[0]) {
      if (!on_path_(edges_)) budget_.stop(budget::StopReason::kSolutionLimit);
    } else if (reach_.from(0, all.data(), reach_.level(0))) {
      list_from(0, 0);
    }
    return nodes_;
  }

 private:
  void list_from(std::uint32_t v, std::uint32_t depth) {
    ++nodes_;
    if (budget_.spend()) return;
    Reach::reset(reach_.level(depth), v);
    for (std::uint32_t e = g_.offset[v]; e < g_.offset[v + 1] && !budget_.stopped(); ++e) {
      const std::uint32_t w = g_.target[e];
      if (!Reach::test(reach_.level(depth), w)) continue;
      edges_.push_back(e);
      if (g_.goal[w]) {
        if (!on_path_(edges_)) budget_.stop(budget::StopReason::kSolutionLimit);
        budget_.check_now();
      } else {
        std::uint64_t* next = reach_.level(depth + 1);
        if (reach_.from(w, reach_.level(depth), next)) list_from(w, depth + 1);
      }
      edges_.pop_back();
    }
  }

  const StateGraph& g_;
  budget::Budget& budget_;
  const OnPath& on_path_;
  Reach reach_;
  std::vector<std::uint32_t> edges_;
  std::uint64_t nodes_ = 0;
};

}  // namespace

SimplePathCount count_simple_paths(const StateGraph& graph, budget::Budget& budget,
                                   std::uint64_t limit) {
  SimplePathCount out;
  const StateGraph g = trim(graph);
  out.stats.vertices = g.vertices();
  if (g.vertices() > kMaxPrunedVertices) {
    out.stats.pruned = false;
    util::BigCount found = 0;
    std::uint64_t small = 0;
    plain_dfs(g, budget, out.stats.nodes, [&](const std::vector<std::uint32_t>&) {
      if (++small == (std::uint64_t{1} << 62)) {
        found += util::big_from_u64(small);
        small = 0;
      }
      return limit == 0 || found + util::big_from_u64(small) < util::big_from_u64(limit);
    });
    out.count = found + util::big_from_u64(small);
    out.stopped = budget.reason();
  } else {
    Counting<Count128> fast(g, budget, limit);
    if (!fast.run(out)) {
      Counting<CountBig> exact(g, budget, limit);
      exact.run(out);
    }
  }
  out.stats.seconds = budget.elapsed_seconds();
  return out;
}

budget::StopReason enumerate_simple_paths(
    const StateGraph& graph, budget::Budget& budget,
    const std::function<bool(const std::vector<std::uint32_t>& edges)>& on_path,
    SimplePathStats* stats) {
  SimplePathStats local;
  local.vertices = graph.vertices();
  if (graph.vertices() > kMaxPrunedVertices) {
    local.pruned = false;
    plain_dfs(graph, budget, local.nodes, on_path);
  } else {
    Listing listing(graph, budget, on_path);
    local.nodes = listing.run();
  }
  local.seconds = budget.elapsed_seconds();
  if (stats != nullptr) *stats = local;
  return budget.reason();
}

}  // namespace deduce::statespace
