// The Futoshiki model: a three-view Latin square plus the relations between
// neighbouring cells and the givens.
#pragma once

#include "deduce/core/store.h"
#include "deduce/puzzles/futoshiki/puzzle.h"
#include "deduce/puzzles/latin/latin_model.h"

namespace deduce::puzzles::futoshiki {

// Posts `puzzle` into the store. Values in the store are digit - 1.
latin::LatinModel post_futoshiki(core::Store& store, const Puzzle& puzzle,
                                 const latin::LatinOptions& options = {});
// Orders 65 to 256 (wide domains; the cube model only).
latin::WideLatinModel post_futoshiki(core::WideStore& store, const Puzzle& puzzle,
                                     const latin::LatinOptions& options = {});

}  // namespace deduce::puzzles::futoshiki
