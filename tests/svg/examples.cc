#include "svg/examples.h"

#include <algorithm>
#include <cstdint>

#include "deduce/io/read_file.h"
#include "deduce/puzzles/futoshiki/explain/ladder.h"
#include "deduce/puzzles/futoshiki/explain_picture.h"
#include "deduce/puzzles/futoshiki/parse.h"
#include "deduce/puzzles/futoshiki/picture.h"
#include "deduce/puzzles/futoshiki/solver.h"
#include "deduce/puzzles/river/parse.h"
#include "deduce/puzzles/river/picture.h"
#include "deduce/puzzles/river/solve.h"
#include "deduce/puzzles/zebra/explain/ladder.h"
#include "deduce/puzzles/zebra/model/solver.h"
#include "deduce/puzzles/zebra/picture/explain_picture.h"
#include "deduce/puzzles/zebra/picture/picture.h"
#include "deduce/puzzles/zebra/read/parse.h"
#include "deduce/svg/sheet.h"

namespace deduce::testing {
namespace {

namespace fut = puzzles::futoshiki;
namespace zebra = puzzles::zebra;
namespace river = puzzles::river;

fut::Grid first_solution(const fut::Puzzle& p) {
  fut::Grid found;
  fut::solve(p, {}, [&](const fut::Grid& g) {
    found = g;
    return false;
  });
  return found;
}

// What a row and column scan of the givens leaves in each empty cell: the
// candidates a solver starts from, enough to show the small type.
std::vector<std::uint64_t> latin_candidates(const fut::Puzzle& p) {
  std::vector<std::uint64_t> masks(p.givens.size(), 0);
  const std::uint64_t all = (std::uint64_t{1} << p.n) - 1;
  for (int r = 0; r < p.n; ++r) {
    for (int c = 0; c < p.n; ++c) {
      std::uint64_t m = all;
      for (int k = 0; k < p.n; ++k) {
        if (p.given(r, k) != 0) m &= ~(std::uint64_t{1} << (p.given(r, k) - 1));
        if (p.given(k, c) != 0) m &= ~(std::uint64_t{1} << (p.given(k, c) - 1));
      }
      masks[r * p.n + c] = m;
    }
  }
  return masks;
}

std::string caption_of(int number, const explain::Step& step) {
  std::string c = std::to_string(number);
  c += ". ";
  c += step.text;
  return c;
}

// The explanation frames: the first step of each family, the first
// Futoshiki step that places a value, a hint from a person's entries and
// the grid of a wrong entry.
void add_explanation_pictures(const fut::Puzzle& five, const zebra::Puzzle& einstein,
                              std::vector<std::pair<std::string, std::string>>& out) {
  const explain::Explanation e = fut::explain(five);
  fut::PencilMarks marks = fut::start_marks(five);
  bool placed = false;
  for (std::size_t k = 0; k < e.steps.size() && !placed; ++k) {
    const explain::Step& step = e.steps[k];
    const int number = static_cast<int>(k) + 1;
    placed = std::any_of(
        step.conclusions.begin(), step.conclusions.end(),
        [](const explain::Conclusion& c) { return c.kind == explain::Conclusion::Kind::kPlace; });
    if (k == 0 || placed) {
      out.emplace_back(
          "futoshiki_5x5_step" + std::to_string(number),
          svg::document(fut::step_picture(five, marks, step, number, caption_of(number, step))));
    }
    fut::apply_step(five, marks, step);
  }

  fut::Grid entered = five.givens;
  entered[0] = 3;
  entered[1] = 2;
  if (const auto hint = fut::next_step(five, entered)) {
    out.emplace_back("futoshiki_5x5_hint_entered",
                     svg::document(fut::step_picture(five, fut::entered_marks(five, entered), *hint,
                                                     1, caption_of(1, *hint))));
  }
  entered[2] = 4;  // the solution has 5 there
  const int wrong[] = {2};
  out.emplace_back(
      "futoshiki_5x5_wrong_entry",
      svg::document(fut::entries_picture(five, entered, wrong, "wrong entry: r1c3 = 4")));

  const explain::Explanation z = zebra::explain::explain(einstein);
  if (!z.steps.empty()) {
    out.emplace_back("einstein_step1", svg::document(zebra::step_picture(
                                           einstein, zebra::start_masks(einstein), z.steps.front(),
                                           1, caption_of(1, z.steps.front()))));
  }
}

}  // namespace

zebra::Positions zebra_solution(const zebra::Puzzle& p) {
  zebra::Positions found;
  zebra::solve(p, {}, [&](const zebra::Positions& s) {
    found = s;
    return false;
  });
  return found;
}

std::vector<std::pair<std::string, std::string>> example_pictures(const std::string& source_dir) {
  const std::string ex = source_dir + "/examples/";
  std::vector<std::pair<std::string, std::string>> out;

  const fut::Puzzle five =
      fut::parse_puzzles(io::read_file(ex + "futoshiki_5x5.fut"), "futoshiki_5x5.fut").at(0);
  out.emplace_back("futoshiki_5x5", fut::picture_svg(five));
  out.emplace_back("futoshiki_5x5_solution", fut::picture_svg(five, first_solution(five)));
  out.emplace_back("futoshiki_5x5_candidates", fut::picture_svg(five, {}, latin_candidates(five)));
  const fut::Puzzle adjacent = fut::parse_puzzles(
                                   "5a\n3|5:4|2:1\n:--------\n2:3|1|5:4\n:-:-:---:\n1|4|2:3|5\n"
                                   "----:-:--\n5|1|3:4|2\n:-:-----:\n4|2|5|1|3\n",
                                   "adjacent")
                                   .at(0);
  fut::Puzzle bare = adjacent;
  for (int i = 0; i < bare.n * bare.n; ++i) {
    if (i % 3 != 0) bare.givens[i] = 0;
  }
  out.emplace_back("adjacent_5x5_solution", fut::picture_svg(bare, adjacent.givens));

  const zebra::Puzzle einstein =
      zebra::parse_zebra(io::read_file(ex + "einstein.zebra"), "einstein.zebra");
  out.emplace_back("einstein", zebra::picture_svg(einstein));
  out.emplace_back("einstein_solution", zebra::picture_svg(einstein, zebra_solution(einstein)));

  add_explanation_pictures(five, einstein, out);

  for (const char* name : {"wolf_goat_cabbage", "monks_monsters_3_3_2"}) {
    const river::RiverPuzzle p =
        river::parse_river(io::read_file(ex + name + ".river"), std::string(name) + ".river");
    const river::RiverModel m(p);
    budget::Budget budget;
    const statespace::OptimalResult r = river::solve_optimal(m, p.has_cost, budget);
    out.emplace_back(name, river::storyboard_svg(p, m, r.start, r.path));
    // The bare puzzle, as printed: its start and its rules.
    if (std::string(name) == "wolf_goat_cabbage")
      out.emplace_back(std::string(name) + "_puzzle", svg::document(river::picture(p, m)));
  }

  // A sheet: the three Futoshiki examples and Einstein's riddle, four to a
  // page, then their answers.
  std::vector<svg::Picture> puzzles, answers;
  for (const char* name : {"futoshiki_5x5", "futoshiki_7x7", "futoshiki_9x9"}) {
    const fut::Puzzle p =
        fut::parse_puzzles(io::read_file(ex + name + ".fut"), std::string(name) + ".fut").at(0);
    puzzles.push_back(fut::picture(p));
    answers.push_back(fut::picture(p, first_solution(p)));
  }
  puzzles.push_back(zebra::picture(einstein));
  answers.push_back(zebra::picture(einstein, zebra_solution(einstein)));
  const auto pages = svg::sheet_pages(puzzles, answers, {svg::Paper::kA4, 4, "deduce"});
  for (std::size_t i = 0; i < pages.size(); ++i) {
    out.emplace_back("sheet_page" + std::to_string(i + 1), pages[i]);
  }
  return out;
}

}  // namespace deduce::testing
