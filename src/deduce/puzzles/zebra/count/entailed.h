// The entailment shortcut of logic-grid search: once every clue holds for
// every combination of the domains left at a node, the solutions below it
// are exactly the ways to complete each category to a permutation within
// those domains, so they are listed or counted directly instead of searched.
//
// A clue is entailed when its relation holds for each value combination of
// the position domains it reads (an "is B or C" clue once its choice is made
// too); a published-puzzle clue (a formula) only when every position of the
// categories it reads is fixed. "is" clues are merged variables and hold by
// construction. Entailment is monotone (domains only shrink below a node), so
// checking starts at the clue that was open last time: in a tight search one
// relation test a node.
//
// Below an entailed node the only constraints left are the permutations. The
// open position variables fall into blocks: the categories that share an open
// variable (a class of values merged by "is") are one block, enumerated
// jointly; blocks are independent, so the solutions are the product of the
// blocks' completions. Counting multiplies the blocks' counts (a category on
// its own: the permanent of its 0/1 domain matrix, by dynamic programming
// over subsets of positions); listing first enumerates each block's
// completions into rows, then steps through the product like an odometer,
// writing only the block that changed: no store operation per solution.
//
// A block too large to handle directly (see kMaxRows, kMaxDpVars) makes the
// shortcut decline: the search goes on below the node and tries again deeper.
// The listing order is the odometer's, not the search's: the shortcut serves
// the listings that promise no order (and counts).
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "deduce/core/store.h"
#include "deduce/puzzles/zebra/model/model.h"
#include "deduce/puzzles/zebra/model/puzzle.h"
#include "deduce/util/big_count.h"

namespace deduce::puzzles::zebra {

class EntailedShortcut {
 public:
  // The clues and categories of `scope` posted as `model`; the puzzle must
  // outlive the shortcut.
  EntailedShortcut(const Puzzle& puzzle, const Model& model, const ModelScope& scope);

  // Whether every clue in scope is entailed at the store's node and every
  // branch variable that is not a position (the choices) is fixed.
  bool entailed(const core::Store& s);

  // The number of solutions below an entailed node; false when a block is
  // too large to count directly.
  bool count(const core::Store& s, util::BigCount& out);

  // Prepares the listing of the solutions below an entailed node: false when
  // a block has too many completions to enumerate directly.
  bool prepare_listing(const core::Store& s);
  // Hands each solution of the prepared node `s`, written into `buf`
  // (categories out of scope stay -1), to `on_solution` until it returns
  // false; `keep_going` is asked every 4096 solutions (a time limit).
  // Returns how many solutions were handed over and sets `stopped` when
  // either said stop.
  std::uint64_t list(const core::Store& s, Positions& buf,
                     const std::function<bool(const Positions&)>& on_solution,
                     const std::function<bool()>& keep_going, bool& stopped);

  // Largest block completions kept for a listing (rows x open variables).
  static constexpr std::size_t kMaxRowCells = std::size_t{1} << 22;
  // Largest category counted by the subset DP (2^k counts).
  static constexpr int kMaxDpVars = 20;
  // Steps a joint block count may take before the shortcut declines.
  static constexpr std::uint64_t kMaxCountSteps = std::uint64_t{1} << 22;

 private:
  struct Clue {
    StatementKind kind;
    core::VarId a = -1, b = -1, c = -1, choice = -1;
    int k = 0;
    std::vector<core::VarId> reads;  // kFormula: every position it depends on
  };
  // One open variable of the current node: its domain and the categories
  // (indices into block_cats_) whose permutation it belongs to.
  struct Open {
    core::VarId var;
    core::Bits dom;
    std::uint32_t slots_begin, slots_end;  // into slots_: the (category, value) cells it fills
  };
  struct Block {
    // Into open_ (grouped by block): the variables of merged classes
    // (several categories) first, up to shared_end, then the others by
    // category.
    std::uint32_t open_begin, open_end, shared_end;
    std::uint32_t rows = 0;   // listing: completions in rows_
    std::size_t rows_at = 0;  // listing: first cell of the block in rows_
  };

  bool clue_entailed(const Clue& c, const core::Store& s) const;
  // Finds the open variables and groups them into blocks (open_, blocks_).
  void collect(const core::Store& s);
  // Calls leaf() for each placement of open_[begin, end) on positions
  // distinct in each category (current_ holds it, used_ marks it) until it
  // returns false; false then, or past kMaxCountSteps steps.
  template <class Leaf>
  bool place(std::uint32_t begin, std::uint32_t end, std::uint64_t& steps, Leaf&& leaf);
  // Completions of a block counted: each placement of its merged classes
  // (enumerated) times the permanents of its categories' other variables.
  // false: too large (see kMaxDpVars, kMaxCountSteps).
  bool count_block(const Block& b, std::uint64_t& out);
  // The number of ways to give vars[0..k) distinct positions in their
  // domains less `taken`: the permanent of their 0/1 matrix, by dynamic
  // programming over subsets of the positions left.
  std::uint64_t permanent(const Open* vars, int k, core::Bits taken);

  const Puzzle& puzzle_;
  std::vector<Clue> clues_;
  bool usable_ = true;                 // false: the model failed while posting
  std::size_t hint_ = 0;               // the clue found open last time
  std::vector<core::VarId> choices_;   // must be fixed
  std::vector<core::VarId> cell_var_;  // category * n + value -> position variable (-1: out)
  // Per node (buffers reused from node to node).
  std::vector<Open> open_;
  std::vector<int> slots_;  // cells: category * n + value
  std::vector<Block> blocks_;
  std::vector<int> parent_;            // union-find over categories
  std::vector<core::Bits> used_;       // per category: positions taken (block enumeration)
  std::vector<core::Bits> free_;       // per open variable, while enumerating: values left
  std::vector<std::uint8_t> current_;  // per open variable, while enumerating: its value
  std::vector<std::uint8_t> rows_;
  std::vector<std::uint64_t> dp_;
  std::vector<std::uint32_t> cursor_;
  std::vector<int*> targets_;  // listing: where each slot writes in the buffer
  int n_;
};

}  // namespace deduce::puzzles::zebra
