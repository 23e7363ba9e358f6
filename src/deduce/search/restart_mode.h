// Whether a first-solution search restarts (restarts.h): the value of
// `--restarts on|off|auto`, carried in SearchOptions so that every search
// family sees the user's choice. `auto` lets the model decide (the Latin
// models restart from order 20 up, see puzzles/futoshiki/solver.h).
#pragma once

#include <cstdint>

namespace deduce::search {

enum class RestartMode : std::uint8_t { kAuto, kOff, kOn };

}  // namespace deduce::search
