// How a first-solution search restarts: the value of
// `--restarts on|off|learn|auto`, carried in SearchOptions so that every
// search family sees the user's choice. `on`: depth-first search with
// restarts and nogoods (restarts.h); `learn`: clause learning, which restarts
// as well (sat/solver.h); `auto` lets the model decide (the Latin models
// restart from order 20 up, see puzzles/futoshiki/solver.h).
#pragma once

#include <cstdint>

namespace deduce::search {

enum class RestartMode : std::uint8_t { kAuto, kOff, kOn, kLearn };

}  // namespace deduce::search
