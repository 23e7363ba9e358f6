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

// A number from lo to hi, uniformly.
int draw_between(int lo, int hi, util::Rng& random) {
  return lo + random.below(hi - lo + 1);
}

struct Draft {
  std::string text;
  std::string variant;
};

// The two coins the monks and the couples families toss, in this order:
// whether the rule holds in the boat too, and whether only one kind of
// person rows.
struct Rules {
  bool in_boat = false;
  bool one_kind_rows = false;
};

Rules draw_rules(util::Rng& random) {
  Rules r;
  r.in_boat = random.below(2) == 1;
  r.one_kind_rows = random.below(2) == 1;
  return r;
}

// The variant in words; `rowers` names the kind that rows ("monks").
std::string describe(const Rules& r, std::string_view rowers) {
  return fmt::format(
      "{}; {}", r.in_boat ? "the rule holds in the boat too" : "the rule holds on the banks only",
      r.one_kind_rows ? fmt::format("only {} row", rowers) : std::string("anyone rows"));
}

// `forbid: RULE` for each rule, then, when the rules hold in the boat too,
// `forbid boat: RULE` for each.
std::string forbid_lines(const std::vector<std::string>& rules, bool in_boat) {
  std::string text;
  for (const bool boat : {false, true}) {
    if (boat && !in_boat) break;
    for (const std::string& rule : rules)
      text += fmt::format("{}: {}\n", boat ? "forbid boat" : "forbid", rule);
  }
  return text;
}

Draft monks(int g, int b, util::Rng& random) {
  const Rules rules = draw_rules(random);
  Draft d;
  d.variant = describe(rules, "monks");
  d.text += fmt::format("puzzle: Monks and monsters {}/{}/{}\n", g, g, b);
  d.text += fmt::format("group monk {}\ngroup monster {}\nboat {}\n", g, g, b);
  if (rules.one_kind_rows) d.text += "rowers: monk\n";
  d.text += forbid_lines({"monk > 0 and monster > monk"}, rules.in_boat);
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
  const Rules rules = draw_rules(random);
  Draft d;
  d.variant = describe(rules, "husbands");
  d.text += fmt::format("puzzle: Jealous husbands, {} couples, boat for {}\n", g, b);
  for (int i = 1; i <= g; ++i) d.text += fmt::format("group h{} 1\ngroup w{} 1\n", i, i);
  d.text += fmt::format("boat {}\n", b);
  if (rules.one_kind_rows) {
    d.text += "rowers:";
    for (int i = 1; i <= g; ++i) d.text += fmt::format(" h{}", i);
    d.text += '\n';
  }
  std::vector<std::string> jealousy;
  for (int i = 1; i <= g; ++i) jealousy.push_back(jealous(g, i));
  d.text += forbid_lines(jealousy, rules.in_boat);
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
  std::vector<std::string> eaten;
  for (const auto& [x, y] : eats)
    eaten.push_back(fmt::format("farmer == 0 and {} > 0 and {} > 0", items[x].name, items[y].name));
  d.text += forbid_lines(eaten, false);
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
                                        budget::StopReason* stopped) {
  util::Rng random(seed);
  const FamilyInfo& info =
      *std::find_if(families().begin(), families().end(),
                    [&](const FamilyInfo& f) { return f.family == options.family; });
  for (int attempt = 1; attempt <= options.max_attempts; ++attempt) {
    const budget::StopReason why = budget::poll(options.limits);
    if (stopped != nullptr) *stopped = why;
    if (why != budget::StopReason::kNone) return std::nullopt;
    // Uniformly in the whole range: every state space here is small (at
    // most 21 * 21 * 2 states for monks, 2^13 for couples, 2^10 for
    // predators), so large draws cost no more than a millisecond or two.
    const int g = options.groups > 0 ? options.groups
                                     : draw_between(info.min_groups, info.max_groups, random);
    const int b =
        options.boat > 0 ? options.boat : draw_between(info.min_boat, info.max_boat, random);
    Draft d = options.family == Family::kMonks     ? monks(g, b, random)
              : options.family == Family::kCouples ? couples(g, b, random)
                                                   : predators(g, b, random);
    Generated out;
    out.puzzle = parse_river(d.text, "");
    const RiverModel model(out.puzzle);
    budget::Budget budget(options.limits);
    // No cost line: optimal is shortest, as `deduce check` reads the file.
    const auto result = solve_optimal(model, out.puzzle.has_cost, budget);
    if (result.stopped != budget::StopReason::kNone) {
      if (stopped != nullptr) *stopped = result.stopped;
      return std::nullopt;
    }
    // A boat that takes everyone across at once is no puzzle.
    if (!result.found || result.length < std::max(options.min_length, 2)) continue;
    std::string head;
    for (const auto& line : comment) head += fmt::format("# {}\n", line);
    head += fmt::format("# Family {}: {}\n", info.name, d.variant);
    const bool one = result.optimal_count == 1;
    head +=
        fmt::format("# {} optimal crossing{} of {} crossings{}\n", result.optimal_count.get_str(),
                    one ? "" : "s", result.length, one ? " (unique)" : " (not unique)");
    out.text = head + d.text;
    out.puzzle = parse_river(out.text, "");
    out.optimal_count = result.optimal_count;
    out.length = result.length;
    out.cost = result.cost;
    out.path = result.path;
    out.groups = g;
    out.boat = b;
    out.variant = std::move(d.variant);
    out.attempts = attempt;
    return out;
  }
  return std::nullopt;
}

}  // namespace deduce::puzzles::river::generate
