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
#include "deduce/util/seeded_random.h"

namespace deduce::puzzles::river::generate {
namespace {

// The items of the predators family, drawn without repetition.
constexpr std::string_view kItems[] = {"wolf",  "goat", "cabbage", "fox",    "goose", "beans",
                                       "dog",   "cat",  "mouse",   "cheese", "hawk",  "hen",
                                       "grain", "snake", "frog",   "fly"};

int draw_in(int lo, int hi, util::SeededRandom& random) { return lo + random.below(hi - lo + 1); }

struct Draft {
  std::string text;
  std::string variant;
};

Draft monks(int g, int b, util::SeededRandom& random) {
  const bool in_boat = random.below(2) == 1;
  const bool monks_row = random.below(2) == 1;
  Draft d;
  d.variant = fmt::format("{}; {}", in_boat ? "the rule holds in the boat too" : "the rule holds on the banks only",
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

Draft couples(int g, int b, util::SeededRandom& random) {
  const bool in_boat = random.below(2) == 1;
  const bool husbands_row = random.below(2) == 1;
  Draft d;
  d.variant = fmt::format("{}; {}", in_boat ? "the rule holds in the boat too" : "the rule holds on the banks only",
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

Draft predators(int g, int b, util::SeededRandom& random) {
  std::vector<std::string_view> items(std::begin(kItems), std::end(kItems));
  random.shuffle(items);
  items.resize(g);
  std::vector<std::pair<int, int>> eats;
  while (eats.empty()) {
    for (int i = 0; i < g; ++i) {
      for (int j = i + 1; j < g; ++j) {
        if (random.below(3) != 0) continue;
        eats.push_back(random.below(2) == 0 ? std::pair{i, j} : std::pair{j, i});
      }
    }
  }
  Draft d;
  for (const auto& [x, y] : eats) {
    d.variant += fmt::format("{}the {} eats the {}", d.variant.empty() ? "" : ", ", items[x], items[y]);
  }
  d.text += fmt::format("puzzle: The farmer and {} items, boat for {}\n", g, b);
  d.text += "group farmer 1\n";
  for (const auto& item : items) d.text += fmt::format("group {} 1\n", item);
  d.text += fmt::format("boat {}\nrowers: farmer\n", b);
  for (const auto& [x, y] : eats) {
    d.text += fmt::format("forbid: farmer == 0 and {} > 0 and {} > 0\n", items[x], items[y]);
  }
  return d;
}

}  // namespace

const std::vector<FamilyInfo>& families() {
  static const std::vector<FamilyInfo> kFamilies = {
      {Family::kMonks, "monks", 2, 6, 2, 4},
      {Family::kCouples, "couples", 2, 5, 2, 3},
      {Family::kPredators, "predators", 3, 7, 2, 3},
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
  util::SeededRandom random(seed);
  const FamilyInfo& info = *std::find_if(families().begin(), families().end(),
                                         [&](const FamilyInfo& f) { return f.family == options.family; });
  for (int attempt = 1; attempt <= options.max_attempts; ++attempt) {
    if (stop != nullptr && stop->load(std::memory_order_relaxed)) return std::nullopt;
    const int g = options.groups > 0 ? options.groups : draw_in(info.min_groups, info.max_groups, random);
    const int b = options.boat > 0 ? options.boat : draw_in(info.min_boat, info.max_boat, random);
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
