// The names value_name() writes, made once per explanation. Qualifying a
// name (category.value when another category has a value of that name)
// takes a scan of every value of the puzzle, and an explanation writes tens
// of thousands of names; while a ValueNames is alive (explain() and
// next_step() hold one), value_name() reads them from its table instead.
#pragma once

#include <string>
#include <vector>

#include "deduce/puzzles/zebra/model/puzzle.h"

namespace deduce::puzzles::zebra::explain {

class ValueNames {
 public:
  // `puzzle` must outlive this and not change meanwhile.
  explicit ValueNames(const Puzzle& puzzle);
  ~ValueNames();
  ValueNames(const ValueNames&) = delete;
  ValueNames& operator=(const ValueNames&) = delete;

  // The name of `var` of `puzzle` from the innermost live table, or null
  // when no live table is for `puzzle`.
  static const std::string* find(const Puzzle& puzzle, int var);

  // With `positions: none` the positions are the first category's values:
  // the name of the one at `position` when the innermost live table is for
  // such a puzzle, else null (positions are then written as numbers).
  static const std::string* entity_name(int position);

 private:
  const Puzzle* puzzle_;
  std::vector<std::string> names_;
  ValueNames* outer_;
};

}  // namespace deduce::puzzles::zebra::explain
