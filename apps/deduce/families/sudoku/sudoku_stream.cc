#include "families/sudoku/sudoku_stream.h"

#include <utility>
#include <vector>

#include "deduce/puzzles/sudoku/puzzle_stream.h"
#include "families/sudoku/sudoku_family.h"

namespace deduce::apps {
namespace {

namespace sdk = puzzles::sudoku;

class SudokuStream final : public FamilyStream {
 public:
  SudokuStream(io::LineReader& lines, std::string read, const std::string& file, Kind kind)
      : puzzles_(lines, std::move(read), file), file_(file), kind_(kind) {}

  std::unique_ptr<Family> next(std::size_t at_least) override {
    const std::size_t first = puzzles_.count();
    std::vector<sdk::Puzzle> some = puzzles_.next(at_least);
    if (some.empty()) return nullptr;
    // Those read so far: more than 1 whenever the file holds several, as
    // the first asks for two (run.cc).
    const int in_file = static_cast<int>(puzzles_.count());
    return make_sudoku_family(std::move(some), file_, std::nullopt, kind_, first, in_file);
  }

  int rest_line() const override { return puzzles_.rest_line(); }
  std::size_t given() const override { return puzzles_.count(); }

 private:
  sdk::PuzzleStream puzzles_;
  std::string file_;
  Kind kind_;
};

}  // namespace

std::unique_ptr<FamilyStream> stream_sudoku(io::LineReader& lines, std::string& read,
                                            const std::string& file, const Request& request,
                                            Kind self) {
  if (!request.entered.empty()) return nullptr;
  return std::make_unique<SudokuStream>(lines, std::move(read), file, self);
}

}  // namespace deduce::apps
