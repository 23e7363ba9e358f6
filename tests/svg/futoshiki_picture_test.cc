// Futoshiki pictures: every sign sits between the two cells of its relation
// and points the right way, bars only in Adjacent mode, givens black, solved
// values blue, candidates only in empty cells.
#include "deduce/puzzles/futoshiki/picture.h"

#include <gtest/gtest.h>

#include <set>
#include <sstream>

#include "deduce/io/read_file.h"
#include "deduce/puzzles/futoshiki/parse.h"
#include "deduce/puzzles/futoshiki/solver.h"
#include "deduce/svg/theme.h"
#include "svg/xml_tree.h"
#include "testing/run_binary.h"

namespace deduce::puzzles::futoshiki {
namespace {

using testing::parse_xml;
using testing::with_class;
using testing::XmlElement;

Puzzle example(const std::string& name) {
  const std::string path = deduce::testing::source_path("examples/" + name);
  return parse_puzzles(io::read_file(path), name).at(0);
}

Grid solve_one(const Puzzle& p) {
  Grid found;
  solve(p, {}, [&](const Grid& g) {
    found = g;
    return false;
  });
  return found;
}

std::string cell(int r, int c) {
  return "r" + std::to_string(r + 1) + "c" + std::to_string(c + 1);
}

// The centre of a cell's rectangle.
std::pair<double, double> centre(const XmlElement& root, const std::string& id) {
  for (const XmlElement* e : with_class(root, "cell")) {
    if (e->attr("id") == id) {
      return {std::stod(e->attr("x")) + std::stod(e->attr("width")) / 2,
              std::stod(e->attr("y")) + std::stod(e->attr("height")) / 2};
    }
  }
  ADD_FAILURE() << "no cell " << id;
  return {0, 0};
}

// The points of an "M x y L x y L x y" path.
std::vector<std::pair<double, double>> points(const std::string& d) {
  std::vector<std::pair<double, double>> r;
  std::string s = d;
  for (char& ch : s) {
    if (ch == 'M' || ch == 'L') ch = ' ';
  }
  std::istringstream in(s);
  double x, y;
  while (in >> x >> y) r.emplace_back(x, y);
  return r;
}

TEST(FutoshikiPicture, EverySignSitsBetweenItsCellsAndPointsAtTheSmaller) {
  const Puzzle p = example("futoshiki_5x5.fut");
  const XmlElement root = parse_xml(picture_svg(p));
  std::set<std::string> expected;
  for (int r = 0; r < p.n; ++r) {
    for (int c = 0; c < p.n; ++c) {
      if (c + 1 < p.n && p.right_of(r, c) != Relation::kNone) {
        expected.insert(cell(r, c) + " " + cell(r, c + 1) +
                        (p.right_of(r, c) == Relation::kLess ? " <" : " >"));
      }
      if (r + 1 < p.n && p.below(r, c) != Relation::kNone) {
        expected.insert(cell(r, c) + " " + cell(r + 1, c) +
                        (p.below(r, c) == Relation::kLess ? " ^" : " v"));
      }
    }
  }
  std::set<std::string> drawn;
  for (const XmlElement* s : with_class(root, "sign")) {
    const std::string between = s->attr("data-between");
    drawn.insert(between + " " + s->attr("data-sign"));
    // Geometrically: the chevron's middle point (its tip) lies on the segment
    // joining the two centres, strictly between the cells, nearer the smaller.
    const auto a = centre(root, between.substr(0, between.find(' ')));
    const auto b = centre(root, between.substr(between.find(' ') + 1));
    const auto pts = points(s->attr("d"));
    ASSERT_EQ(pts.size(), 3u) << s->attr("d");
    const auto tip = pts[1];
    const bool across = a.second == b.second;
    const double along = across ? tip.first : tip.second;
    const double lo = across ? a.first : a.second, hi = across ? b.first : b.second;
    EXPECT_GT(along, lo + 20) << between;  // past the first cell's edge (cells are 40 wide)
    EXPECT_LT(along, hi - 20) << between;
    EXPECT_EQ(across ? tip.second : tip.first, across ? a.second : a.first) << between;
    const double arms = across ? pts[0].first : pts[0].second;
    const bool first_smaller = s->attr("data-sign") == "<" || s->attr("data-sign") == "^";
    // The tip is nearer the smaller cell than the open ends are.
    EXPECT_EQ(along < arms, first_smaller) << between << " " << s->attr("d");
  }
  EXPECT_EQ(drawn, expected);
  EXPECT_EQ(with_class(root, "sign").size(), expected.size());
  EXPECT_TRUE(with_class(root, "bar").empty());
  EXPECT_EQ(with_class(root, "cell").size(), 25u);
}

TEST(FutoshikiPicture, GivensBlackSolvedValuesBlue) {
  const Puzzle p = example("futoshiki_5x5.fut");
  const Grid g = solve_one(p);
  ASSERT_EQ(g.size(), 25u);
  const XmlElement root = parse_xml(picture_svg(p, g));
  int givens = 0;
  for (int v : p.givens) givens += v != 0;
  ASSERT_EQ(with_class(root, "given").size(), static_cast<std::size_t>(givens));
  ASSERT_EQ(with_class(root, "solved").size(), static_cast<std::size_t>(25 - givens));
  for (const XmlElement* e : with_class(root, "given")) EXPECT_EQ(e->attr("fill"), svg::kInk);
  for (const XmlElement* e : with_class(root, "solved")) {
    EXPECT_EQ(e->attr("fill"), svg::kSolved);
    const std::string c = e->attr("data-cell");
    const int r = std::stoi(c.substr(1)) - 1, col = std::stoi(c.substr(c.find('c') + 1)) - 1;
    EXPECT_EQ(e->text, std::to_string(g[r * 5 + col])) << c;
  }
  EXPECT_NE(root.children[0].text.find("solution"), std::string::npos);
}

TEST(FutoshikiPicture, CandidatesOnlyInEmptyCellsAtTheirKeypadPlace) {
  const Puzzle p = example("futoshiki_5x5.fut");
  std::vector<std::uint64_t> masks(25, 0b10101);  // 1, 3, 5
  const XmlElement root = parse_xml(picture_svg(p, {}, masks));
  int empty = 0;
  for (int v : p.givens) empty += v == 0;
  const auto groups = with_class(root, "candidates");
  ASSERT_EQ(groups.size(), static_cast<std::size_t>(empty));
  for (const XmlElement* g : groups) {
    ASSERT_EQ(g->children.size(), 3u);
    EXPECT_EQ(g->children[0].attr("data-value"), "1");
    EXPECT_EQ(g->children[2].attr("data-value"), "5");
    // 1 at the top left of a 3 x 3 keypad, 5 in its centre.
    EXPECT_LT(std::stod(g->children[0].attr("x")), std::stod(g->children[2].attr("x")));
    EXPECT_LT(std::stod(g->children[0].attr("y")), std::stod(g->children[2].attr("y")));
  }
}

TEST(FutoshikiPicture, AdjacentModeDrawsBarsNotSigns) {
  const Puzzle p = parse_puzzles(
                       "5a\n3|5:4|2:1\n:--------\n2:3|1|5:4\n:-:-:---:\n1|4|2:3|5\n"
                       "----:-:--\n5|1|3:4|2\n:-:-----:\n4|2|5|1|3\n",
                       "t")
                       .at(0);
  ASSERT_EQ(p.mode, Mode::kAdjacent);
  const XmlElement root = parse_xml(picture_svg(p));
  EXPECT_TRUE(with_class(root, "sign").empty());
  std::set<std::string> bars;
  for (const XmlElement* b : with_class(root, "bar")) bars.insert(b->attr("data-between"));
  std::set<std::string> expected;
  for (int r = 0; r < 5; ++r) {
    for (int c = 0; c < 5; ++c) {
      if (c + 1 < 5 && p.right_of(r, c) == Relation::kAdjacent) {
        expected.insert(cell(r, c) + " " + cell(r, c + 1));
      }
      if (r + 1 < 5 && p.below(r, c) == Relation::kAdjacent) {
        expected.insert(cell(r, c) + " " + cell(r + 1, c));
      }
    }
  }
  EXPECT_FALSE(expected.empty());
  EXPECT_EQ(bars, expected);
}

TEST(FutoshikiPicture, WrongSizesAreRefusedAndOutputIsStable) {
  const Puzzle p = example("futoshiki_5x5.fut");
  const std::vector<int> short_grid(24, 1);
  EXPECT_THROW(picture(p, short_grid), std::invalid_argument);
  const std::vector<std::uint64_t> masks(26, 1);
  EXPECT_THROW(picture(p, {}, masks), std::invalid_argument);
  EXPECT_EQ(picture_svg(p), picture_svg(p));
}

}  // namespace
}  // namespace deduce::puzzles::futoshiki
