// Where the work runs (apps/deduce/commands/placement.h) and how a family's
// work is cut (families/pieces.h): the commands ask a placement first and do
// the work here when it declines; a plain run has none, a count that keeps a
// record of its pieces has the cluster's; each kind's row gives its pieces
// facet or none. The runs under mpiexec are tests/cluster/mpi_test.py's.
#include <gtest/gtest.h>

#include "cluster/cluster_placement.h"
#include "commands/command.h"
#include "commands/placement.h"
#include "deduce/io/read_file.h"
#include "families/pieces.h"
#include "tables.h"

namespace deduce::apps {
namespace {

std::unique_ptr<Family> load_example(const std::string& file, const Request& r) {
  const std::string text = io::read_file(std::string(DEDUCE_SOURCE_DIR) + "/" + file);
  const KindSpec& kind = *detect_kind(file, text);
  return kind.load(text, file, r, kind.id);
}

// A placement that counts what it is asked and answers a count of its own
// when `takes`, else declines.
class CountingPlacement final : public Placement {
 public:
  explicit CountingPlacement(bool takes) : takes_(takes) {}
  std::optional<PuzzleResult> count(Family&, std::size_t, const Work&) override {
    ++counts;
    if (!takes_) return std::nullopt;
    PuzzleResult o;
    o.count = {7, true, Counted::kSolutions};
    return o;
  }
  std::optional<PuzzleResult> list(Family&, std::size_t, const Work&,
                                   const SolutionSink&) override {
    ++lists;
    return std::nullopt;
  }
  std::optional<MadeCount> generate(const Request&, budget::SharedWork&, const TakeMade&) override {
    return std::nullopt;
  }
  CountsElsewhere analyze_counts(const KindSpec&, const std::string&, const std::string&) override {
    return {};
  }
  int counts = 0, lists = 0;

 private:
  bool takes_;
};

TEST(Placement, TheCommandsAskItFirstAndWorkHereWhenItDeclines) {
  Request r;
  r.count = true;
  r.threads = 1;
  const std::unique_ptr<Family> family = load_example("examples/latin2.fut", r);
  const SolutionSink none = [](const Solution&) {};

  CountingPlacement takes(true);
  EXPECT_EQ(solve_command(*family, 0, Work{r, {}}, none, &takes).count.value, 7);
  EXPECT_EQ(takes.counts, 1);

  CountingPlacement declines(false);
  EXPECT_EQ(solve_command(*family, 0, Work{r, {}}, none, &declines).count.value, 2);
  EXPECT_EQ(solve_command(*family, 0, Work{r, {}}, none, nullptr).count.value, 2);
  EXPECT_EQ(declines.counts, 1);

  Request all = r;
  all.count = false;
  all.all = true;
  std::uint64_t listed = 0;
  const PuzzleResult o = solve_command(
      *family, 0, Work{all, {}}, [&](const Solution&) { ++listed; }, &declines);
  EXPECT_EQ(declines.lists, 1);
  EXPECT_EQ(listed, 2u);
  EXPECT_EQ(o.count.value, 2);
}

TEST(Placement, APlainRunHasNoneAndACountWithARecordHasTheClusters) {
  Request plain;
  plain.count = true;
  EXPECT_EQ(cluster::placement_for(plain), nullptr);
  Request recorded = plain;
  recorded.subproblems = 10;
  EXPECT_NE(cluster::placement_for(recorded), nullptr);
  // --split writes the pieces instead of counting them: no placement.
  recorded.split = 2;
  EXPECT_EQ(cluster::placement_for(recorded), nullptr);
  // Without workers nothing else goes elsewhere.
  Request listing;
  listing.all = true;
  EXPECT_EQ(cluster::placement_for(listing), nullptr);
}

TEST(Placement, TheCountInPiecesHereIsTheCountWhole) {
  Request r;
  r.count = true;
  r.threads = 1;
  r.subproblems = 20;
  const std::unique_ptr<Family> family = load_example("bench/data/futoshiki/count_5.fut", r);
  Placement* place = cluster::placement_for(r);
  ASSERT_NE(place, nullptr);
  const PuzzleResult o = solve_command(*family, 0, Work{r, {}}, {}, place);
  EXPECT_EQ(util::to_string(o.count.value), "161280");
  EXPECT_TRUE(o.count.exact);
}

// Each kind says through its row whether and how its work is cut.
TEST(Pieces, EachKindsRowGivesItsFacetOrNone) {
  Request r;
  const std::unique_ptr<Family> grid = load_example("bench/data/futoshiki/count_5.fut", r);
  Pieces* cuts = pieces_of(*grid, grid->puzzles()[0].kind);
  ASSERT_NE(cuts, nullptr);
  const std::optional<std::vector<Subproblem>> first = cuts->cut(0, "");
  ASSERT_TRUE(first.has_value());
  ASSERT_FALSE(first->empty());
  for (const Subproblem& s : *first) EXPECT_FALSE(s.key.empty()) << s.text;

  // A logic grid gives analyze's counts, and cuts neither counts nor listings.
  const std::unique_ptr<Family> zebra = load_example("examples/einstein.zebra", r);
  Pieces* scoped = pieces_of(*zebra, zebra->puzzles()[0].kind);
  ASSERT_NE(scoped, nullptr);
  EXPECT_FALSE(scoped->cut(0, "").has_value());
  EXPECT_FALSE(scoped->cut_listing(0, "").has_value());

  // A river crossing's work always runs whole.
  const std::unique_ptr<Family> river = load_example("examples/wolf_goat_cabbage.river", r);
  EXPECT_EQ(pieces_of(*river, river->puzzles()[0].kind), nullptr);
}

}  // namespace
}  // namespace deduce::apps
