// The river-crossing families and the generation loop (generate.h).
#include "deduce/puzzles/river/generate/generate.h"

#include <fmt/format.h>

#include <algorithm>
#include <stdexcept>

#include "deduce/budget/limits.h"
#include "deduce/io/nearest_name.h"
#include "deduce/puzzles/river/model.h"
#include "deduce/puzzles/river/parse.h"
#include "deduce/puzzles/river/solve.h"
#include "deduce/util/rng.h"

namespace deduce::puzzles::river::generate {
namespace {

// The items of the predators family and their rung on a food chain: an item
// may eat one a rung below it (the wolf the goat, the goat the cabbage), so
// every drawn rule reads as something that happens on a farm.
struct Item {
  std::string_view name;
  int rung;
};
constexpr Item kItems[] = {{"wolf", 3},    {"fox", 3},   {"hawk", 3},   {"cat", 3},
                           {"snake", 3},   {"dog", 3},   {"goat", 2},   {"hen", 2},
                           {"goose", 2},   {"mouse", 2}, {"frog", 2},   {"rabbit", 2},
                           {"cabbage", 1}, {"grain", 1}, {"cheese", 1}, {"fly", 1}};

int draw_in(int lo, int hi, util::Rng& random) {
  return lo + random.below(hi - lo + 1);
}

struct Draft {
  std::string text;
  std::string variant;
};

Draft monks(int g, int b, util::Rng& random) {
  const bool in_boat = random.below(2) == 1;
  const bool monks_row = random.below(2) == 1;
  Draft d;
  d.variant = fmt::format(
      "{}; {}", in_boat ? "the rule holds in the boat too" : "the rule holds on the banks only",
      monks_row ? "only monks row" : "anyone rows");
  d.text += fmt::format("puzzle: Monks and monsters {}/{}/{}\n", g, g, b);
  d.text += fmt::format("group monk {}\ngroup monster {}\nboat {}\n", g, g, b);
  if (monks_row) d.text += "rowers: monk\n";
  d.text += "forbid: monk > 0 and monster > monk\n";
  if (in_boat) d.text += "forbid boat: monk > 0 and monster > monk\n";
  return d;
}

// pair i's rule: wi and not hi and (any other husband).
std::string jealous(int g, int i) {
  std::string others;
  for (int j = 1; j <= g; ++j) {
    if (j == i) continue;
    others += fmt::format("{}h{}", others.empty() ? "" : " or ", j);
  }
  return fmt::format("w{} and not h{} and ({})", i, i, others.empty() ? "0" : others);
}

Draft couples(int g, int b, util::Rng& random) {
  const bool in_boat = random.below(2) == 1;
  const bool husbands_row = random.below(2) == 1;
  Draft d;
  d.variant = fmt::format(
      "{}; {}", in_boat ? "the rule holds in the boat too" : "the rule holds on the banks only",
      husbands_row ? "only husbands row" : "anyone rows");
  d.text += fmt::format("puzzle: Jealous husbands, {} couples, boat for {}\n", g, b);
  for (int i = 1; i <= g; ++i) d.text += fmt::format("group h{} 1\ngroup w{} 1\n", i, i);
  d.text += fmt::format("boat {}\n", b);
  if (husbands_row) {
    d.text += "rowers:";
    for (int i = 1; i <= g; ++i) d.text += fmt::format(" h{}", i);
    d.text += '\n';
  }
  for (int i = 1; i <= g; ++i) d.text += fmt::format("forbid: {}\n", jealous(g, i));
  if (in_boat) {
    for (int i = 1; i <= g; ++i) d.text += fmt::format("forbid boat: {}\n", jealous(g, i));
  }
  return d;
}

Draft predators(int g, int b, util::Rng& random) {
  std::vector<Item> items(std::begin(kItems), std::end(kItems));
  // Items with at least one predator-prey pair among them (a few draws at
  // most: with g >= 2 some pair of rungs 3-2 or 2-1 turns up quickly).
  std::vector<std::pair<int, int>> pairs;
  for (int draw = 0; draw < 1000 && pairs.empty(); ++draw) {
    random.shuffle(items.begin(), items.end());
    for (int i = 0; i < g; ++i) {
      for (int j = 0; j < g; ++j) {
        if (items[i].rung == items[j].rung + 1) pairs.emplace_back(i, j);
      }
    }
  }
  std::vector<std::pair<int, int>> eats;
  for (const auto& pair : pairs) {
    if (random.below(2) == 0) eats.push_back(pair);
  }
  if (eats.empty() && !pairs.empty())
    eats.push_back(pairs[random.below(static_cast<int>(pairs.size()))]);
  items.resize(g);
  Draft d;
  for (const auto& [x, y] : eats) {
    d.variant += fmt::format("{}the {} eats the {}", d.variant.empty() ? "" : ", ", items[x].name,
                             items[y].name);
  }
  d.text += fmt::format("puzzle: The farmer and {} items, boat for {}\n", g, b);
  d.text += "group farmer 1\n";
  for (const auto& item : items) d.text += fmt::format("group {} 1\n", item.name);
  d.text += fmt::format("boat {}\nrowers: farmer\n", b);
  for (const auto& [x, y] : eats) {
    d.text +=
        fmt::format("forbid: farmer == 0 and {} > 0 and {} > 0\n", items[x].name, items[y].name);
  }
  return d;
}

}  // namespace

const std::vector<FamilyInfo>& families() {
  static const std::vector<FamilyInfo> kFamilies = {
      {Family::kMonks, "monks", 2, 20, 2, 5},
      {Family::kCouples, "couples", 2, 6, 2, 4},
      {Family::kPredators, "predators", 3, 8, 2, 3},
  };
  return kFamilies;
}

const FamilyInfo& family_named(std::string_view name) {
  std::vector<std::string> names;
  for (const auto& f : families()) {
    if (f.name == name) return f;
    names.emplace_back(f.name);
  }
  std::string message = fmt::format("unknown river family `{}`", name);
  if (const auto near = io::nearest_name(name, names))
    message += fmt::format("; did you mean `{}`?", *near);
  else
    message += " (families: monks, couples, predators)";
  throw std::invalid_argument(message);
}

std::optional<Generated> generate_river(const Options& options, std::uint64_t seed,
                                        const std::vector<std::string>& comment,
                                        const std::atomic<bool>* stop) {
  util::Rng random(seed);
  const FamilyInfo& info =
      *std::find_if(families().begin(), families().end(),
                    [&](const FamilyInfo& f) { return f.family == options.family; });
  for (int attempt = 1; attempt <= options.max_attempts; ++attempt) {
    if (stop != nullptr && stop->load(std::memory_order_relaxed)) return std::nullopt;
    // Small puzzles first: the drawn ranges widen with the attempts, so a
    // long --min-length reaches the larger parameters it needs.
    const int g = options.groups > 0
                      ? options.groups
                      : draw_in(info.min_groups,
                                std::min(info.max_groups, info.min_groups + attempt / 8), random);
    const int b =
        options.boat > 0
            ? options.boat
            : draw_in(info.min_boat, std::min(info.max_boat, info.min_boat + attempt / 16), random);
    Draft d = options.family == Family::kMonks     ? monks(g, b, random)
              : options.family == Family::kCouples ? couples(g, b, random)
                                                   : predators(g, b, random);
    std::string head;
    for (const auto& line : comment) head += fmt::format("# {}\n", line);
    head += fmt::format("# Family {}: {}\n", info.name, d.variant);
    Generated out;
    out.text = head + d.text;
    out.puzzle = parse_river(out.text, "");
    const RiverModel model(out.puzzle);
    budget::Budget budget;
    const auto result = solve_optimal(model, false, budget);
    if (!result.found || result.length < options.min_length) continue;
    out.length = result.length;
    out.groups = g;
    out.boat = b;
    out.variant = std::move(d.variant);
    out.attempts = attempt;
    return out;
  }
  return std::nullopt;
}

}  // namespace deduce::puzzles::river::generate
