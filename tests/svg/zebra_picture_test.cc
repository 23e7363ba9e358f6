// Logic-grid pictures: the staircase holds every pair of categories once (the
// positions counting as one where the puzzle has them), a solution ticks
// exactly the matching cells (pairs x n ticks) and fills the table, and the
// bare puzzle lists its clues and questions.
#include "deduce/puzzles/zebra/picture/picture.h"

#include <gtest/gtest.h>

#include <set>

#include "deduce/io/read_file.h"
#include "deduce/puzzles/zebra/read/parse.h"
#include "svg/examples.h"
#include "svg/xml_tree.h"
#include "testing/run_binary.h"

namespace deduce::puzzles::zebra {
namespace {

using testing::parse_xml;
using testing::with_class;
using testing::XmlElement;

Puzzle example(const std::string& name) {
  const std::string path = deduce::testing::source_path("examples/" + name);
  return parse_zebra(io::read_file(path), name);
}

// The categories of the grid: the puzzle's, and the positions where it has them.
int axes(const Puzzle& p) {
  return p.num_categories() + (p.layout == LayoutKind::kNone ? 0 : 1);
}

// (category, value) of a "category:value" reference; (-1, position) for
// "position:3".
std::pair<int, int> ref(const Puzzle& p, const std::string& s) {
  const std::string cat = s.substr(0, s.find(':')), val = s.substr(s.find(':') + 1);
  if (cat == "position") return {-1, std::stoi(val) - 1};
  for (int k = 0; k < p.num_categories(); ++k) {
    if (p.categories[k].name != cat) continue;
    for (int v = 0; v < p.n; ++v) {
      if (p.categories[k].values[v] == val) return {k, v};
    }
  }
  ADD_FAILURE() << "no value " << s;
  return {0, 0};
}

TEST(ZebraPicture, EveryPairOfCategoriesHasOneBlock) {
  for (const char* name :
       {"einstein.zebra", "zebra_6x6.zebra", "zebra_life_1962.zebra", "book_club.zebra"}) {
    const Puzzle p = example(name);
    const XmlElement root = parse_xml(picture_svg(p));
    const int c = axes(p);
    const bool positions = p.layout != LayoutKind::kNone;
    std::set<std::pair<std::string, std::string>> pairs;
    for (const XmlElement* b : with_class(root, "block")) {
      std::string a = b->attr("data-rows"), z = b->attr("data-cols");
      EXPECT_NE(a, z) << name;
      if (z < a) std::swap(a, z);
      pairs.emplace(a, z);
    }
    EXPECT_EQ(with_class(root, "block").size(), static_cast<std::size_t>(c * (c - 1) / 2)) << name;
    EXPECT_EQ(pairs.size(), static_cast<std::size_t>(c * (c - 1) / 2)) << name;
    // The positions (or without them the first category) run across the
    // top, the first category (or the second) down the side.
    const std::string top = positions ? "position" : p.categories[0].name;
    const std::string left = p.categories[positions ? 0 : 1].name;
    bool first_on_top = false, second_on_left = false;
    for (const XmlElement* l : with_class(root, "labels")) {
      first_on_top |= l->attr("data-side") == "top" && l->attr("data-category") == top;
      second_on_left |= l->attr("data-side") == "left" && l->attr("data-category") == left;
    }
    EXPECT_TRUE(first_on_top && second_on_left) << name;
  }
}

TEST(ZebraPicture, ThePositionAxisIsNumberedFromOne) {
  const Puzzle p = example("einstein.zebra");
  const XmlElement root = parse_xml(picture_svg(p));
  std::vector<std::string> numbers;
  for (const XmlElement* l : with_class(root, "labels")) {
    if (l->attr("data-category") != "position") continue;
    for (const XmlElement* v : with_class(*l, "value")) numbers.push_back(v->text);
  }
  EXPECT_EQ(numbers, (std::vector<std::string>{"1", "2", "3", "4", "5"}));
  // Without positions there is no such axis.
  const XmlElement book = parse_xml(picture_svg(example("book_club.zebra")));
  for (const XmlElement* l : with_class(book, "labels"))
    EXPECT_NE(l->attr("data-category"), "position");
}

TEST(ZebraPicture, SolutionTicksPairsTimesNCellsAndCrossesTheRest) {
  const Puzzle p = example("einstein.zebra");
  const Positions s = testing::zebra_solution(p);
  ASSERT_FALSE(s.empty());
  const XmlElement root = parse_xml(picture_svg(p, s));
  const int c = p.num_categories(), pairs = axes(p) * (axes(p) - 1) / 2;
  const auto ticks = with_class(root, "tick");
  EXPECT_EQ(ticks.size(), static_cast<std::size_t>(pairs * p.n));
  EXPECT_EQ(with_class(root, "cross").size(), static_cast<std::size_t>(pairs * p.n * (p.n - 1)));
  // A value's position, a position's own.
  auto position = [&](std::pair<int, int> r) {
    return r.first < 0 ? r.second : s[r.first][r.second];
  };
  for (const XmlElement* t : ticks) {
    EXPECT_EQ(position(ref(p, t->attr("data-row"))), position(ref(p, t->attr("data-col"))))
        << t->attr("data-row") << " " << t->attr("data-col");
  }
  // The table: every value once, at its position.
  const auto entries = with_class(root, "entry");
  ASSERT_EQ(entries.size(), static_cast<std::size_t>(c * p.n));
  for (const XmlElement* e : entries) {
    const auto [k, v] = ref(p, e->attr("data-category") + ":" + e->text);
    EXPECT_EQ(s[k][v] + 1, std::stoi(e->attr("data-position"))) << e->text;
  }
  EXPECT_TRUE(with_class(root, "clue").empty());
}

TEST(ZebraPicture, BarePuzzleListsItsCluesAndQuestionsWithEmptyCells) {
  const Puzzle p = example("einstein.zebra");
  const XmlElement root = parse_xml(picture_svg(p));
  EXPECT_TRUE(with_class(root, "tick").empty());
  EXPECT_TRUE(with_class(root, "cross").empty());
  EXPECT_TRUE(with_class(root, "solution-table").empty());
  const auto clues = with_class(root, "clue");
  ASSERT_EQ(clues.size(), p.clues.size());
  for (std::size_t i = 0; i < clues.size(); ++i) {
    EXPECT_EQ(clues[i]->attr("data-label"), p.clues[i].label);
    EXPECT_EQ(clues[i]->text, p.clues[i].text);
  }
  ASSERT_EQ(with_class(root, "ask").size(), p.asks.size());
  EXPECT_EQ(with_class(root, "ask")[0]->text, "Which nationality goes with fish?");
}

TEST(ZebraPicture, NamesAreEscapedAndShapesChecked) {
  const Puzzle p = parse_zebra(
      "puzzle: Tom & Jerry's <house>\npositions: 2\ncategory 名前: 英国人 dane\n"
      "category pet: cat mouse\n1: 英国人 is cat\n",
      "t");
  const std::string svg = picture_svg(p);
  const XmlElement root = parse_xml(svg);
  EXPECT_EQ(root.children[0].text, "Logic grid: Tom & Jerry's <house>");
  EXPECT_NE(svg.find("英国人"), std::string::npos);
  EXPECT_THROW(picture(p, Positions{{0, 1}}), std::invalid_argument);
  EXPECT_THROW(picture(p, Positions{{0, 1}, {0, 2}}), std::invalid_argument);
  EXPECT_NO_THROW(picture(p, Positions{{0, 1}, {0, 1}}));
}

}  // namespace
}  // namespace deduce::puzzles::zebra
