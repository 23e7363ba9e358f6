// The order a list is said to run in (stated_orders.h).
#include "deduce/puzzles/zebra/english/stated_orders.h"

#include <algorithm>
#include <vector>

#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

namespace {

// A superlative that names one end of a measure: `heaviest` is the heavy
// end, `lightest` the other.
struct End {
  std::string_view word;
  std::string_view measure;
  bool high;
};

constexpr End kEnds[] = {
    {"smallest", "large", false}, {"largest", "large", true},    {"biggest", "large", true},
    {"lightest", "heavy", false}, {"heaviest", "heavy", true},   {"shortest", "long", false},
    {"longest", "long", true},    {"tallest", "long", true},     {"nearest", "long", false},
    {"closest", "long", false},   {"farthest", "long", true},    {"furthest", "long", true},
    {"narrowest", "long", false}, {"widest", "long", true},      {"thinnest", "long", false},
    {"thickest", "long", true},   {"shallowest", "long", false}, {"deepest", "long", true},
    {"youngest", "old", false},   {"oldest", "old", true},       {"newest", "old", false},
    {"cheapest", "cheap", false}, {"dearest", "cheap", true},    {"priciest", "cheap", true},
    {"coolest", "hot", false},    {"coldest", "hot", false},     {"hottest", "hot", true},
    {"warmest", "hot", true},     {"lowest", "high", false},     {"highest", "high", true},
};

// What `in ascending order of size` orders by.
struct Noun {
  std::string_view word;
  std::string_view measure;
};

constexpr Noun kNouns[] = {{"size", "large"},    {"weight", "heavy"}, {"height", "long"},
                           {"length", "long"},   {"depth", "long"},   {"width", "long"},
                           {"distance", "long"}, {"age", "old"},      {"price", "cheap"},
                           {"cost", "cheap"},    {"value", "cheap"},  {"temperature", "hot"}};

const End* end_of(const Word& w) {
  for (const End& e : kEnds)
    if (w.stem == e.word) return &e;
  return nullptr;
}

std::string_view noun_measure(const Word& w) {
  for (const Noun& n : kNouns)
    if (w.stem == n.word) return n.measure;
  return {};
}

// +1 for `ascending`, `increasing`; -1 for `descending`, `decreasing`; 0 otherwise.
int direction(const Word& w) {
  if (w.stem == "ascending" || w.stem == "increasing") return 1;
  if (w.stem == "descending" || w.stem == "decreasing") return -1;
  return 0;
}

}  // namespace

std::optional<StatedOrder> stated_order(std::string_view text) {
  const std::vector<Word> w = cut_words(text);
  // `though not necessarily in that order`: no order is said.
  if (std::any_of(w.begin(), w.end(), [](const Word& x) {
        return x.stem == "not" || x.stem == "necessarily" || x.stem == "no" ||
               x.stem == "particular" || x.stem == "random";
      }))
    return std::nullopt;
  const auto found = [&](std::string_view measure, bool descending, std::size_t from,
                         std::size_t to) {
    StatedOrder o;
    o.measure = std::string(measure);
    o.descending = descending;
    o.begin = w[from].offset;
    o.end = w[to].offset + w[to].text.size();
    return o;
  };
  for (std::size_t i = 0; i < w.size(); ++i) {
    // `from lightest to heaviest`, `smallest to largest`, `from the
    // youngest to the oldest`.
    if (const End* a = end_of(w[i])) {
      std::size_t j = i + 1;
      if (j < w.size() && (w[j].stem == "to" || w[j].stem == "through")) {
        ++j;
        if (j < w.size() && w[j].stem == "the") ++j;
        if (const End* b = j < w.size() ? end_of(w[j]) : nullptr;
            b && b->measure == a->measure && b->high != a->high) {
          std::size_t from = i;
          if (from > 0 && w[from - 1].stem == "the") --from;
          if (from > 0 && w[from - 1].stem == "from") --from;
          return found(a->measure, a->high, from, j);
        }
      }
      // `heaviest first`, `smallest last`.
      if (i + 1 < w.size() && (w[i + 1].stem == "first" || w[i + 1].stem == "last"))
        return found(a->measure, a->high == (w[i + 1].stem == "first"), i, i + 1);
    }
    // `a 1st, a 2nd, a 3rd and a Highly Commended, in that order of
    // merit`: places, the best first.
    if (w[i].stem == "order" && i + 2 < w.size() && w[i + 1].stem == "of" &&
        w[i + 2].stem == "merit") {
      std::size_t from = i;
      if (from > 0 && (w[from - 1].stem == "that" || w[from - 1].stem == "the")) --from;
      if (from > 0 && w[from - 1].stem == "in") --from;
      return found("merit", false, from, i + 2);
    }
    // `in ascending order of size`, `in order of increasing weight`.
    if (w[i].stem == "order") {
      if (i > 0 && direction(w[i - 1]) != 0 && i + 2 < w.size() && w[i + 1].stem == "of")
        if (const std::string_view m = noun_measure(w[i + 2]); !m.empty())
          return found(m, direction(w[i - 1]) < 0, i - 1, i + 2);
      if (i + 3 < w.size() && w[i + 1].stem == "of" && direction(w[i + 2]) != 0)
        if (const std::string_view m = noun_measure(w[i + 3]); !m.empty())
          return found(m, direction(w[i + 2]) < 0, i, i + 3);
    }
  }
  return std::nullopt;
}

const std::vector<std::string_view>& measure_words(std::string_view measure) {
  static const std::vector<std::string_view> kLarge = {"small",   "smaller", "smallest", "big",
                                                       "bigger",  "biggest", "large",    "larger",
                                                       "largest", "size"};
  static const std::vector<std::string_view> kHeavy = {"heavy",   "heavier",  "heaviest", "light",
                                                       "lighter", "lightest", "weight",   "weigh"};
  static const std::vector<std::string_view> kLong = {
      "long",     "longer",    "longest",    "short",    "shorter",   "shortest", "tall",
      "taller",   "tallest",   "far",        "farther",  "farthest",  "further",  "furthest",
      "near",     "nearer",    "nearest",    "close",    "closer",    "closest",  "wide",
      "wider",    "widest",    "narrow",     "narrower", "narrowest", "thick",    "thicker",
      "thickest", "thin",      "thinner",    "thinnest", "deep",      "deeper",   "deepest",
      "shallow",  "shallower", "shallowest", "height",   "length",    "depth",    "width",
      "distance"};
  static const std::vector<std::string_view> kOld = {
      "old", "older", "oldest", "young", "younger", "youngest", "new", "newer", "newest", "age"};
  static const std::vector<std::string_view> kCheap = {"cheap",   "cheaper",  "cheapest",  "dear",
                                                       "dearer",  "dearest",  "price",     "cost",
                                                       "pricier", "priciest", "expensive", "value"};
  static const std::vector<std::string_view> kHot = {
      "hot",    "hotter",  "hottest", "warm",   "warmer",  "warmest",    "cool",
      "cooler", "coolest", "cold",    "colder", "coldest", "temperature"};
  static const std::vector<std::string_view> kHigh = {"high", "higher", "highest",
                                                      "low",  "lower",  "lowest"};
  static const std::vector<std::string_view> kNone;
  if (measure == "large") return kLarge;
  if (measure == "heavy") return kHeavy;
  if (measure == "long") return kLong;
  if (measure == "old") return kOld;
  if (measure == "cheap") return kCheap;
  if (measure == "hot") return kHot;
  if (measure == "high") return kHigh;
  return kNone;
}

}  // namespace deduce::puzzles::zebra::english
