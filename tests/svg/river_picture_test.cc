// River storyboards: one frame per state, captions in the words of the text
// output, each bank listing who stands there, the boat on its side.
#include "deduce/puzzles/river/picture.h"

#include <gtest/gtest.h>

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "deduce/io/read_file.h"
#include "deduce/puzzles/river/format.h"
#include "deduce/puzzles/river/parse.h"
#include "deduce/puzzles/river/solve.h"
#include "svg/xml_tree.h"
#include "testing/run_binary.h"

namespace deduce::puzzles::river {
namespace {

using testing::parse_xml;
using testing::with_class;
using testing::XmlElement;

struct Solved {
  RiverPuzzle p;
  std::unique_ptr<RiverModel> m;
  statespace::OptimalResult r;
};

Solved solved(const std::string& text) {
  Solved s{parse_river(text, "t"), nullptr, {}};
  s.m = std::make_unique<RiverModel>(s.p);
  budget::Budget budget;
  s.r = solve_optimal(*s.m, s.p.has_cost, budget);
  return s;
}

Solved example(const std::string& name) {
  return solved(io::read_file(deduce::testing::source_path("examples/" + name)));
}

TEST(RiverPicture, OneFramePerStateWithTheTextOutputsCaptions) {
  const Solved s = example("monks_monsters_3_3_2.river");
  ASSERT_TRUE(s.r.found);
  const XmlElement root = parse_xml(storyboard_svg(s.p, *s.m, s.r.start, s.r.path));
  const auto frames = with_class(root, "frame");
  ASSERT_EQ(frames.size(), s.r.path.size() + 1);
  std::uint64_t key = s.r.start;
  for (std::size_t k = 0; k < frames.size(); ++k) {
    EXPECT_EQ(frames[k]->attr("data-step"), std::to_string(k));
    const auto caption = with_class(*frames[k], "caption");
    ASSERT_EQ(caption.size(), 1u);
    if (k == 0) {
      EXPECT_EQ(caption[0]->text, "start");
      EXPECT_TRUE(with_class(*frames[k], "arrow").empty());
    } else {
      const bool to_right = !s.m->boat_on_right(key);
      EXPECT_EQ(caption[0]->text, std::to_string(k) + ". " +
                                      describe_move(s.p, *s.m, s.r.path[k - 1].action, to_right));
      const auto arrow = with_class(*frames[k], "arrow");
      ASSERT_EQ(arrow.size(), 1u);
      EXPECT_EQ(arrow[0]->attr("data-direction"), to_right ? "->" : "<-");
      key = s.r.path[k - 1].key;
    }
    // Who stands on each bank, and the boat's side.
    for (const XmlElement* bank : with_class(*frames[k], "bank")) {
      const bool right = bank->attr("data-side") == "right";
      std::int64_t shown = 0;
      for (const XmlElement* t : with_class(*bank, "travellers")) {
        std::size_t g = 0;
        while (g < s.p.groups.size() && s.p.groups[g].name != t->attr("data-group")) ++g;
        ASSERT_LT(g, s.p.groups.size());
        const std::int64_t count = right ? s.m->right_count(key, g) : s.m->left_count(key, g);
        EXPECT_EQ(t->attr("data-count"), std::to_string(count));
        EXPECT_EQ(t->text, travellers(s.p, g, count));
        shown += count;
      }
      std::int64_t expected = 0;
      for (std::size_t g = 0; g < s.p.groups.size(); ++g) {
        expected += right ? s.m->right_count(key, g) : s.m->left_count(key, g);
      }
      EXPECT_EQ(shown, expected) << "frame " << k;
      EXPECT_EQ(bank->children[0].tag, "title");
      EXPECT_EQ(bank->children[0].text, std::string(right ? "right" : "left") +
                                            " bank: " + describe_bank(s.p, *s.m, key, right));
    }
    const auto boat = with_class(*frames[k], "boat");
    ASSERT_EQ(boat.size(), 1u);
    EXPECT_EQ(boat[0]->attr("data-side"), s.m->boat_on_right(key) ? "right" : "left");
  }
  EXPECT_EQ(root.children[0].text, "River crossing: Monks and monsters 3/3/2, 11 crossings");
}

TEST(RiverPicture, BarePuzzleIsTheStartFrame) {
  const Solved s = example("wolf_goat_cabbage.river");
  const XmlElement root = parse_xml(svg::document(picture(s.p, *s.m)));
  ASSERT_EQ(with_class(root, "frame").size(), 1u);
  EXPECT_EQ(with_class(root, "caption")[0]->text, "start");
  for (const XmlElement* t : with_class(root, "travellers")) {
    EXPECT_EQ(t->attr("data-count"), "1");
  }
  EXPECT_EQ(with_class(root, "travellers").size(), 4u);
}

// The bare puzzle holds all a reader needs to solve it: the boat's
// capacity, who rows, every rule as written and what is asked.
TEST(RiverPicture, TheBarePuzzleStatesEveryRule) {
  auto rules_of = [](const Solved& s) {
    std::map<std::string, std::vector<std::string>> rules;
    const XmlElement root = parse_xml(svg::document(picture(s.p, *s.m)));
    for (const XmlElement* r : with_class(root, "rule"))
      rules[r->attr("data-rule")].push_back(r->text);
    return rules;
  };
  auto wgc = rules_of(example("wolf_goat_cabbage.river"));
  EXPECT_EQ(wgc["boat"], std::vector<std::string>{"The boat carries 1 to 2 travellers."});
  EXPECT_EQ(wgc["rowers"],
            std::vector<std::string>{"Every crossing needs a rower aboard: farmer."});
  EXPECT_EQ(wgc["forbid"],
            std::vector<std::string>{"Never on a bank: farmer == 0 and goat > 0 and (wolf > 0 or "
                                     "cabbage > 0)"});
  EXPECT_EQ(wgc["goal"],
            std::vector<std::string>{"Get everyone to the right bank, in the fewest crossings."});
  auto monks = rules_of(example("monks_monsters_3_3_2.river"));
  EXPECT_EQ(monks["rowers"], std::vector<std::string>{"Anyone can row."});
  EXPECT_EQ(monks["forbid boat"],
            std::vector<std::string>{"Never in the boat: monk > 0 and monster > monk"});
  auto bridge = rules_of(example("bridge_torch.river"));
  EXPECT_EQ(bridge["cost"], std::vector<std::string>{"A crossing costs: max(1*a, 2*b, 5*c, 10*d)"});
  EXPECT_EQ(bridge["goal"],
            std::vector<std::string>{"Get everyone to the right bank, at the least total cost."});
  auto goal = rules_of(solved("group a 2\nboat 1\ngoal: a >= 1  # one is enough\n"));
  EXPECT_EQ(goal["goal"],
            std::vector<std::string>{"Cross until this holds on the right bank: a >= 1, in the "
                                     "fewest crossings."});
  EXPECT_EQ(goal["boat"], std::vector<std::string>{"The boat carries 1 traveller."});
}

TEST(RiverPicture, CostsAndWideNamesAreDrawn) {
  const Solved s = example("bridge_torch.river");
  ASSERT_TRUE(s.r.found);
  const XmlElement root = parse_xml(storyboard_svg(s.p, *s.m, s.r.start, s.r.path));
  EXPECT_NE(with_class(root, "caption")[1]->text.find("(cost "), std::string::npos);
  const Solved w = solved("group 英国人 1\ngroup dane 1\nboat 2\n");
  ASSERT_TRUE(w.r.found);
  const std::string svg = storyboard_svg(w.p, *w.m, w.r.start, w.r.path);
  EXPECT_NO_THROW(parse_xml(svg));
  EXPECT_NE(svg.find("英国人"), std::string::npos);
}

}  // namespace
}  // namespace deduce::puzzles::river
