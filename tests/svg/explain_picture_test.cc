// Explanation frames of both families: a frame per step with the step's text
// as its caption, the premises' cells (values) highlighted and nothing else,
// a placement or a strike at each conclusion, every struck candidate one the
// frame still shows, and the replayed marks ending at the solution.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>

#include "deduce/io/read_file.h"
#include "deduce/puzzles/futoshiki/explain/ladder.h"
#include "deduce/puzzles/futoshiki/explain_picture.h"
#include "deduce/puzzles/futoshiki/parse.h"
#include "deduce/puzzles/zebra/explain/ladder.h"
#include "deduce/puzzles/zebra/picture/explain_picture.h"
#include "deduce/puzzles/zebra/read/parse.h"
#include "svg/xml_tree.h"
#include "testing/run_binary.h"

namespace deduce {
namespace {

namespace fut = puzzles::futoshiki;
namespace zb = puzzles::zebra;
using Kind = deduce::explain::Conclusion::Kind;
using testing::parse_xml;
using testing::with_class;
using testing::XmlElement;

std::string source(const std::string& name) {
  return io::read_file(deduce::testing::source_path("examples/" + name));
}

std::string cell(int var, int n) {
  std::string s = "r";
  s += std::to_string(var / n + 1);
  s += 'c';
  s += std::to_string(var % n + 1);
  return s;
}

std::string caption_of(int number, const deduce::explain::Step& step) {
  std::string c = std::to_string(number);
  c += ". ";
  c += step.text;
  return c;
}

// The one caption of a frame.
std::string caption(const XmlElement& root) {
  const auto captions = with_class(root, "caption");
  EXPECT_EQ(captions.size(), 1u);
  return captions.empty() ? std::string() : captions.front()->text;
}

TEST(FutoshikiExplainPicture, EachFrameShowsItsStep) {
  const fut::Puzzle p = fut::parse_puzzles(source("futoshiki_5x5.fut"), "futoshiki_5x5.fut").at(0);
  const deduce::explain::Explanation e = fut::explain(p);
  ASSERT_FALSE(e.steps.empty());
  fut::PencilMarks marks = fut::start_marks(p);
  int number = 0;
  for (const deduce::explain::Step& step : e.steps) {
    ++number;
    SCOPED_TRACE(step.text);
    const XmlElement root = parse_xml(
        svg::document(fut::step_picture(p, marks, step, number, caption_of(number, step))));
    const auto frames = with_class(root, "frame");
    ASSERT_EQ(frames.size(), 1u);
    EXPECT_EQ(frames.front()->attr("data-step"), std::to_string(number));
    EXPECT_EQ(caption(root), caption_of(number, step));

    std::set<std::string> premises, highlighted;
    for (const deduce::explain::Premise& pr : step.premises) {
      if (pr.kind != deduce::explain::Premise::Kind::kCell) continue;
      for (int v : pr.vars) premises.insert(cell(v, p.n));
    }
    for (const XmlElement* e : with_class(root, "cell")) {
      if (e->attr("data-highlight") == "premise") highlighted.insert(e->attr("id"));
    }
    EXPECT_EQ(highlighted, premises);

    std::set<std::string> placed, struck, want_placed, want_struck, shown;
    for (const deduce::explain::Conclusion& c : step.conclusions) {
      const std::string mark = cell(c.var, p.n) + "=" + std::to_string(c.value);
      (c.kind == Kind::kPlace ? want_placed : want_struck).insert(mark);
    }
    for (const XmlElement* e : with_class(root, "placed"))
      placed.insert(e->attr("data-cell") + "=" + e->attr("data-value"));
    for (const XmlElement* e : with_class(root, "strike"))
      struck.insert(e->attr("data-cell") + "=" + e->attr("data-value"));
    for (const XmlElement* g : with_class(root, "candidates")) {
      for (const XmlElement* t : with_class(*g, "candidate"))
        shown.insert(g->attr("data-cell") + "=" + t->attr("data-value"));
    }
    EXPECT_EQ(placed, want_placed);
    EXPECT_EQ(struck, want_struck);
    for (const std::string& s : struck) EXPECT_TRUE(shown.count(s)) << s << " struck but not shown";

    fut::apply_step(p, marks, step);
  }
  if (e.solved) {
    for (std::size_t i = 0; i < marks.values.size(); ++i) EXPECT_NE(marks.values[i], 0) << i;
  }
}

TEST(FutoshikiExplainPicture, RefusesMarksOfAnotherSize) {
  const fut::Puzzle p = fut::parse_puzzles(source("futoshiki_5x5.fut"), "futoshiki_5x5.fut").at(0);
  EXPECT_THROW(fut::step_picture(p, {}, {}, 1, "1."), std::invalid_argument);
}

TEST(FutoshikiExplainPicture, EnteredValuesArePlacedAndRuleOutTheirRowAndColumn) {
  const fut::Puzzle p = fut::parse_puzzles(source("futoshiki_5x5.fut"), "futoshiki_5x5.fut").at(0);
  std::vector<int> grid = p.givens;
  grid[0] = 3;  // r1c1
  grid[6] = 4;  // r2c2
  const fut::PencilMarks m = fut::entered_marks(p, grid);
  EXPECT_EQ(m.values[0], 3);
  EXPECT_EQ(m.values[6], 4);
  for (int k = 1; k < p.n; ++k) {
    EXPECT_EQ(m.candidates[static_cast<std::size_t>(k)] & 0b100, 0u) << "3 left in row 1";
    EXPECT_EQ(m.candidates[static_cast<std::size_t>(k * p.n)] & 0b100, 0u) << "3 left in col 1";
  }
  EXPECT_NE(m.candidates[7] & 0b100, 0u) << "r2c3 keeps 3";
  EXPECT_EQ(m.candidates[7] & 0b1000, 0u) << "r2c3 loses 4";
  // A given wins over an entry in its cell.
  const std::size_t given = static_cast<std::size_t>(
      std::find_if(p.givens.begin(), p.givens.end(), [](int v) { return v != 0; }) -
      p.givens.begin());
  grid[given] = p.givens[given] % p.n + 1;
  EXPECT_EQ(fut::entered_marks(p, grid).values[given], p.givens[given]);
}

TEST(FutoshikiExplainPicture, WrongEntriesAreDrawnInRedAndStruck) {
  const fut::Puzzle p = fut::parse_puzzles(source("futoshiki_5x5.fut"), "futoshiki_5x5.fut").at(0);
  std::vector<int> grid = p.givens;
  grid[0] = 3;  // right
  grid[2] = 4;  // wrong (the solution has 5)
  const int wrong[] = {2};
  const XmlElement root =
      parse_xml(svg::document(fut::entries_picture(p, grid, wrong, "wrong entry: r1c3 = 4")));
  const auto marked = with_class(root, "wrong");
  ASSERT_EQ(marked.size(), 1u);
  EXPECT_EQ(marked.front()->attr("data-cell"), "r1c3");
  EXPECT_EQ(marked.front()->attr("data-value"), "4");
  EXPECT_EQ(with_class(root, "wrong-strike").size(), 1u);
  std::set<std::string> solved, highlighted;
  for (const XmlElement* e : with_class(root, "solved")) solved.insert(e->attr("data-cell"));
  for (const XmlElement* e : with_class(root, "cell"))
    if (e->attr("data-highlight") == "premise") highlighted.insert(e->attr("id"));
  EXPECT_EQ(solved, std::set<std::string>{"r1c1"}) << "right entries are drawn as values";
  EXPECT_EQ(highlighted, std::set<std::string>{"r1c3"});
  EXPECT_EQ(caption(root), "wrong entry: r1c3 = 4");
  EXPECT_THROW(fut::entries_picture(p, {}, {}, ""), std::invalid_argument);
}

TEST(ZebraExplainPicture, EachFrameShowsItsStep) {
  const zb::Puzzle p = zb::parse_zebra(source("einstein.zebra"), "einstein.zebra");
  const deduce::explain::Explanation e = zb::explain::explain(p);
  ASSERT_FALSE(e.steps.empty());
  zb::PositionMasks masks = zb::start_masks(p);
  int number = 0;
  for (const deduce::explain::Step& step : e.steps) {
    ++number;
    SCOPED_TRACE(step.text);
    const XmlElement root = parse_xml(
        svg::document(zb::step_picture(p, masks, step, number, caption_of(number, step))));
    ASSERT_EQ(with_class(root, "frame").size(), 1u);
    EXPECT_EQ(caption(root), caption_of(number, step));
    EXPECT_EQ(with_class(root, "value").size(), static_cast<std::size_t>(p.num_categories() * p.n));

    std::set<std::string> premises, highlighted;
    for (const deduce::explain::Premise& pr : step.premises) {
      for (int v : pr.vars) premises.insert(std::to_string(v));
    }
    std::set<std::string> shown;
    for (const XmlElement* g : with_class(root, "value")) {
      for (const XmlElement* s : with_class(*g, "slot")) {
        if (s->attr("data-highlight") == "premise") highlighted.insert(g->attr("data-var"));
      }
      for (const XmlElement* t : with_class(*g, "position"))
        shown.insert(g->attr("data-var") + "@" + t->attr("data-position"));
    }
    EXPECT_EQ(highlighted, premises);

    std::set<std::string> placed, struck, want_placed, want_struck;
    for (const deduce::explain::Conclusion& c : step.conclusions) {
      const std::string mark = std::to_string(c.var) + "@" + std::to_string(c.value + 1);
      if (c.kind == Kind::kPlace) want_placed.insert(mark);
    }
    for (const deduce::explain::Conclusion& c : step.conclusions) {
      const std::string mark = std::to_string(c.var) + "@" + std::to_string(c.value + 1);
      // An elimination of a value the step also places shows as the placement.
      bool placed_too = false;
      for (const std::string& w : want_placed)
        placed_too |= w.substr(0, w.find('@')) == std::to_string(c.var);
      if (c.kind == Kind::kEliminate && !placed_too) want_struck.insert(mark);
    }
    for (const XmlElement* t : with_class(root, "placed"))
      placed.insert(t->attr("data-var") + "@" + t->attr("data-position"));
    for (const XmlElement* t : with_class(root, "strike"))
      struck.insert(t->attr("data-var") + "@" + t->attr("data-position"));
    EXPECT_EQ(placed, want_placed);
    EXPECT_EQ(struck, want_struck);
    for (const std::string& s : struck) EXPECT_TRUE(shown.count(s)) << s << " struck but not shown";

    zb::apply_step(p, masks, step);
  }
  if (e.solved) {
    for (std::size_t v = 0; v < masks.size(); ++v)
      EXPECT_EQ(__builtin_popcountll(masks[v]), 1) << "var " << v;
  }
}

}  // namespace
}  // namespace deduce
