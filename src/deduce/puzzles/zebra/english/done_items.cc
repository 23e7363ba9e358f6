// What one of them does, said item by item (what_one_does(),
// prose_list_parts.h): `one loves the bingo, one never misses chair yoga,
// one is our dominoes champion and one is always knitting` lists `bingo`,
// `chair yoga`, `dominoes champion` and `knitting`; the verb, its adverbs
// and the article or possessive each item says are no part of its value.
#include <cctype>
#include <functional>
#include <set>
#include <string>

#include "deduce/puzzles/zebra/english/line_text.h"
#include "deduce/puzzles/zebra/english/prose_list_parts.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english::prose_parts {

std::string_view what_one_does(std::string_view item) {
  const std::vector<Word> w = cut_words(item);
  const std::size_t one = !w.empty() && w[0].stem == "one" && w[0].offset == 0 ? 1 : 0;
  // (`One walks, one gets the bus, ...`: a verb alone is what is done.)
  if (one == 1 && w.size() == 2 && w[1].text.size() > 3 && w[1].text.ends_with('s') &&
      std::islower(static_cast<unsigned char>(w[1].text.front())))
    return item.substr(w[1].offset);
  if (w.size() < one + 2) return item;
  static const std::set<std::string, std::less<>> kAdverbs = {
      "always", "never", "usually", "often", "sometimes", "really", "just", "also"};
  static const std::set<std::string_view> kBe = {"is", "was", "s"};
  static const std::set<std::string, std::less<>> kDeterminers = {"the",   "a",   "an",  "our",
                                                                  "their", "his", "her", "my"};
  // (By the words as written: `never` and `always` are cut to other stems.)
  const auto said = [&](std::size_t i) { return lower(w[i].text); };
  std::size_t k = one;
  while (k + 1 < w.size() && kAdverbs.count(said(k)) != 0) ++k;
  const bool be = kBe.count(w[k].text) != 0;
  // (A verb in -s or in -ed: `one started piano, one joined a soccer
  // team`.)
  const bool verb = !be && w[k].text.size() > 3 &&
                    (w[k].text.ends_with('s') || w[k].text.ends_with("ed")) &&
                    std::islower(static_cast<unsigned char>(w[k].text.front()));
  if (!be && !verb) return item;
  ++k;
  // (`one is on a robotics team`: where one is goes with the verb.)
  static const std::set<std::string, std::less<>> kWhere = {"on", "in", "at"};
  if (be && k + 2 < w.size() && kWhere.count(said(k)) != 0) ++k;
  // (`one comes by bike`: how it is done, after the verb.)
  if (verb && k + 1 < w.size() && said(k) == "by") ++k;
  while (k + 1 < w.size() && (kAdverbs.count(said(k)) != 0 || kDeterminers.count(said(k)) != 0))
    ++k;
  if (k >= w.size()) return item;
  return item.substr(w[k].offset);
}

}  // namespace deduce::puzzles::zebra::english::prose_parts
