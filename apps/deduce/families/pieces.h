// How a family's work is cut into pieces that another process can do: the
// family's side of the cluster (docs/cluster.md), kept apart from Family, so
// that the commands' interface says nothing of where work runs. A family
// that cuts gives this facet through its kind's row (KindSpec::pieces: the
// facet of a family its loader made, most simply the family itself); a kind
// without one (river crossings) runs its work whole, on rank 0 under mpiexec.
//
// A piece travels as text in the family's own format (Subproblem), and the
// process that does it reads it through the kind table's loader, as any
// deduce reads a file, so the code that hands pieces out parses no puzzle
// and includes no puzzle header. Each answer below that a family does not
// give keeps its default: not cut (nullopt), or the table's mistake reported
// as an outcome.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "families/family.h"
#include "result.h"
#include "tables.h"

namespace deduce::apps {

// A piece of a count or a listing. `key` names it by the cells decided
// beyond the puzzle's givens, in the order they were decided
// ("r2c3=4,r1c5=2"; "" the puzzle itself), so the same puzzle always gives
// the same keys; `text` is the piece as a puzzle in the family's format,
// which any deduce counts or lists.
struct Subproblem {
  std::string key;
  std::string text;
};

// What one count of a piece leaves for the next piece of the same puzzle in
// the same process, in a form only its family reads (futoshiki: its subtree
// cache); a piece of another family's replaces it.
struct KeptCounts {
  virtual ~KeptCounts() = default;
};

class Pieces {
 public:
  virtual ~Pieces() = default;

  // solve --count: the subproblems of subproblem `key` of puzzle i, one cell
  // deeper, in the search's order: none when none has a solution, `key`
  // alone when nothing is left to decide there; nullopt when the family
  // does not cut its counts (they run whole).
  virtual std::optional<std::vector<Subproblem>> cut(std::size_t i, const std::string& key);
  // A piece's count, as Family::count, keeping what it leaves for the next
  // piece in `kept` (nullptr: nothing kept); nullopt when the family keeps
  // nothing from count to count (the piece is counted by Family::count).
  virtual std::optional<PuzzleResult> count_piece(std::size_t i, const Work& work,
                                                  std::unique_ptr<KeptCounts>* kept);

  // solve --all: cut() in the listing's order (its search's model may branch
  // on other cells than the count's); nullopt when the family does not cut.
  virtual std::optional<std::vector<Subproblem>> cut_listing(std::size_t i, const std::string& key);
  // A piece's solutions as text, one string each, as found...
  virtual PuzzleResult list_text(std::size_t i, const Work& work,
                                 const std::function<void(std::string)>& emit);
  // ...and one read back as a solution of puzzle i, handed to `sink`.
  virtual void take_text(std::size_t i, const std::string& text, const SolutionSink& sink);

  // analyze: puzzle i counted within `scope` (a logic grid's clues on and
  // off, '1' and '0' a clue), at most `cap` (0: all); nullopt when the
  // family has no such counts. The counts of Work::elsewhere are these.
  virtual std::optional<ScopedCount> count_scoped(std::size_t i, const std::string& scope,
                                                  std::uint64_t cap, const Work& work);
};

// The pieces facet of `family`, whose puzzles are of kind `kind`, as the
// kind's row gives it; nullptr when the kind gives none.
inline Pieces* pieces_of(Family& family, Kind kind) {
  const KindSpec& row = kind_spec(kind);
  return row.pieces == nullptr ? nullptr : row.pieces(family);
}

// A row's KindSpec::pieces for a family class that is its own facet
// (`class FutoshikiFamily : public Family, public Pieces`): the kind's
// loader made the family, so it is of that class.
template <class F>
Pieces* own_pieces(Family& family) {
  return &static_cast<F&>(family);
}

}  // namespace deduce::apps
