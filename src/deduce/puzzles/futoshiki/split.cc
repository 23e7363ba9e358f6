#include "deduce/puzzles/futoshiki/split.h"

#include <unordered_map>

#include "deduce/core/domain.h"
#include "deduce/puzzles/futoshiki/model.h"
#include "deduce/puzzles/futoshiki/solver.h"

namespace deduce::puzzles::futoshiki {
namespace {

class Splitter {
 public:
  Splitter(const Puzzle& p, int depth, bool counting)
      : p_(p), depth_(depth), model_(post_futoshiki(store_, p, default_model(p, counting))) {
    for (std::size_t i = 0; i < model_.cells.size(); ++i) cell_of_var_[model_.cells[i]] = i;
  }

  std::vector<Puzzle> run() {
    if (!store_.failed() && store_.propagate()) visit(p_, 0);
    return std::move(out_);
  }

 private:
  // At a consistent node whose decided cells are the givens of `node`.
  void visit(const Puzzle& node, int depth) {
    const search::Decision d = model_.chooser()(store_);
    const auto cell = d.var < 0 ? cell_of_var_.end() : cell_of_var_.find(d.var);
    if (depth == depth_ || cell == cell_of_var_.end()) {
      out_.push_back(node);
      return;
    }
    const core::Bits dom = store_.dom(d.var);
    for (int v = 0; v < p_.n; ++v) {
      if (!core::contains(dom, v)) continue;
      store_.push_level();
      if (store_.assign(d.var, v) && store_.propagate()) {
        Puzzle child = node;
        child.givens[cell->second] = v + 1;
        visit(child, depth + 1);
      }
      store_.pop_level();
    }
  }

  const Puzzle& p_;
  int depth_;
  core::Store store_;
  latin::LatinModel model_;
  std::unordered_map<core::VarId, std::size_t> cell_of_var_;
  std::vector<Puzzle> out_;
};

}  // namespace

std::vector<Puzzle> split_puzzle(const Puzzle& puzzle, int depth, bool counting) {
  return Splitter(puzzle, depth, counting).run();
}

}  // namespace deduce::puzzles::futoshiki
