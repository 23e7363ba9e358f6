#include "cluster/cluster_placement.h"

#include "cluster/analyze_pieces.h"
#include "cluster/generate_pieces.h"
#include "cluster/list_pieces.h"
#include "cluster/split_count.h"
#include "cluster/workers.h"

namespace deduce::apps::cluster {
namespace {

// Each answer is one process's answer (docs/cluster.md): whatever a scheme
// does not cut (another family's count, a first solution, generate's
// pictures) it declines, and the command does it here.
class ClusterPlacement final : public Placement {
 public:
  std::optional<PuzzleResult> count(Family& family, std::size_t i, const Work& work) override {
    if (!cuts_count(work.request)) return std::nullopt;
    if (std::optional<PuzzleResult> o = count_by_subproblems(family, i, work)) return o;
    // Not cut (logic grids, river crossings): counted whole, on rank 0
    // alone under mpiexec, which --stats says.
    PuzzleResult o = family.count(i, work);
    if (g_workers != nullptr) o.stats.push_back({"workers", std::uint64_t{0}});
    return o;
  }

  std::optional<PuzzleResult> list(Family& family, std::size_t i, const Work& work,
                                   const SolutionSink& sink) override {
    if (!lists_on_workers(work.request)) return std::nullopt;
    return list_by_pieces(family, i, work, sink);
  }

  std::optional<MadeCount> generate(const Request& r, budget::SharedWork& run,
                                    const TakeMade& take) override {
    if (!generates_on_workers(r)) return std::nullopt;
    return make_on_workers(r, run, take);
  }

  CountsElsewhere analyze_counts(const KindSpec& kind, const std::string& text,
                                 const std::string& file) override {
    if (g_workers == nullptr) return {};
    return counts_on_workers(std::string(kind.name), text, file);
  }
};

}  // namespace

Placement* placement_for(const Request& r) {
  static ClusterPlacement cluster;
  return g_workers != nullptr || cuts_count(r) ? &cluster : nullptr;
}

}  // namespace deduce::apps::cluster
