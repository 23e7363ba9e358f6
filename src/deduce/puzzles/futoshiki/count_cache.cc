#include "deduce/puzzles/futoshiki/count_cache.h"

namespace deduce::puzzles::futoshiki {

std::string model_shape(const Puzzle& puzzle) {
  std::string s = std::to_string(puzzle.n) + (puzzle.mode == Mode::kAdjacent ? 'a' : 'u');
  for (Relation r : puzzle.right) s += static_cast<char>('0' + static_cast<int>(r));
  s += '|';
  for (Relation r : puzzle.down) s += static_cast<char>('0' + static_cast<int>(r));
  return s;
}

search::SubtreeCache& CountCache::for_puzzle(const Puzzle& puzzle, std::size_t width) {
  std::string shape = model_shape(puzzle);
  if (!cache_ || shape != shape_ || cache_->width() != width) {
    cache_.reset();  // the old table goes before the new one is allocated
    cache_ = std::make_unique<search::SubtreeCache>(width, bytes_);
    shape_ = std::move(shape);
    ++fresh_;
  }
  return *cache_;
}

}  // namespace deduce::puzzles::futoshiki
