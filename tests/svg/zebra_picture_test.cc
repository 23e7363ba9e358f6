// Logic-grid pictures: the staircase holds every pair of categories once, a
// solution ticks exactly the matching cells (pairs x n ticks) and fills the
// table, and the bare puzzle lists its clues and questions.
#include "deduce/puzzles/zebra/picture.h"

#include <gtest/gtest.h>

#include <set>

#include "deduce/io/read_file.h"
#include "deduce/puzzles/zebra/parse.h"
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

// (category, value) of a "category:value" reference.
std::pair<int, int> ref(const Puzzle& p, const std::string& s) {
  const std::string cat = s.substr(0, s.find(':')), val = s.substr(s.find(':') + 1);
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
  for (const char* name : {"einstein.zebra", "zebra_6x6.zebra", "zebra_life_1962.zebra"}) {
    const Puzzle p = example(name);
    const XmlElement root = parse_xml(picture_svg(p));
    const int c = p.num_categories();
    std::set<std::pair<std::string, std::string>> pairs;
    for (const XmlElement* b : with_class(root, "block")) {
      std::string a = b->attr("data-rows"), z = b->attr("data-cols");
      EXPECT_NE(a, z) << name;
      if (z < a) std::swap(a, z);
      pairs.emplace(a, z);
    }
    EXPECT_EQ(with_class(root, "block").size(), static_cast<std::size_t>(c * (c - 1) / 2)) << name;
    EXPECT_EQ(pairs.size(), static_cast<std::size_t>(c * (c - 1) / 2)) << name;
    // The first category runs across the top, the second down the side.
    bool first_on_top = false, second_on_left = false;
    for (const XmlElement* l : with_class(root, "labels")) {
      first_on_top |=
          l->attr("data-side") == "top" && l->attr("data-category") == p.categories[0].name;
      second_on_left |=
          l->attr("data-side") == "left" && l->attr("data-category") == p.categories[1].name;
    }
    EXPECT_TRUE(first_on_top && second_on_left) << name;
  }
}

TEST(ZebraPicture, SolutionTicksPairsTimesNCellsAndCrossesTheRest) {
  const Puzzle p = example("einstein.zebra");
  const Positions s = testing::zebra_solution(p);
  ASSERT_FALSE(s.empty());
  const XmlElement root = parse_xml(picture_svg(p, s));
  const int c = p.num_categories(), pairs = c * (c - 1) / 2;
  const auto ticks = with_class(root, "tick");
  EXPECT_EQ(ticks.size(), static_cast<std::size_t>(pairs * p.n));
  EXPECT_EQ(with_class(root, "cross").size(), static_cast<std::size_t>(pairs * p.n * (p.n - 1)));
  for (const XmlElement* t : ticks) {
    const auto [rk, rv] = ref(p, t->attr("data-row"));
    const auto [ck, cv] = ref(p, t->attr("data-col"));
    EXPECT_EQ(s[rk][rv], s[ck][cv]) << t->attr("data-row") << " " << t->attr("data-col");
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
