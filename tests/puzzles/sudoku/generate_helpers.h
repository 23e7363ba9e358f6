// What the Sudoku generator's tests share (generate_test.cc,
// killer_generate_test.cc): the options of Solo's parameters at a grade, and
// the check that a node limit and Ctrl-C stop a generation with no puzzle.
#pragma once

#include <gtest/gtest.h>

#include <cstdint>

#include "deduce/puzzles/sudoku/game_id.h"
#include "deduce/puzzles/sudoku/generate/generate.h"

namespace deduce::puzzles::sudoku::generate::testing {

inline GenerateOptions solo_options(const char* params, int grade) {
  const SoloParams said = read_solo_params(params, {"test", 1, 1});
  GenerateOptions o;
  o.shape = said.shape;
  o.symmetry = said.symmetry;
  o.grade = grade;
  return o;
}

// A node limit of `nodes` stops generate(o) with no puzzle, and so does
// Ctrl-C (the flag set before it starts).
inline void expect_limits_stop(const GenerateOptions& o, std::uint64_t nodes) {
  budget::SharedWork work;
  work.node_limit = nodes;
  budget::Limits limits;
  limits.shared = &work;
  util::Rng rng(3);
  const GenerateOutcome cut = generate(o, rng, limits);
  EXPECT_FALSE(cut.made);
  EXPECT_EQ(cut.stop, budget::StopReason::kNodeLimit);
  budget::g_interrupt_requested.store(true);
  util::Rng again(3);
  const GenerateOutcome stopped = generate(o, again, {});
  budget::g_interrupt_requested.store(false);
  EXPECT_FALSE(stopped.made);
  EXPECT_EQ(stopped.stop, budget::StopReason::kInterrupted);
}

}  // namespace deduce::puzzles::sudoku::generate::testing
