// The words a template does not hold (phrase_table.h): the fillers around a
// value, a magazine's verbs and nouns, the words of money, the cue words
// that carry a relation, and the verbs, superlatives and frame words of a
// category's line.
#include "deduce/puzzles/zebra/english/phrase_table.h"

#include <algorithm>
#include <array>

namespace deduce::puzzles::zebra::english {

std::span<const std::string_view> filler_words() {
  // Stems (words.h): `likes` is `like`, `houses` is `house`. From `to`
  // on, the words around ZebraLogic's values: `the person partial to Pall
  // Mall`, `who enjoys mountain retreats`, `with a high school diploma`,
  // `who loves a carnations arrangement`, `who likes going on cruises`.
  // `to` is safe: every relation that uses it has a word that is not a
  // filler (`next`, `left`).
  static constexpr std::array<std::string_view, 136> kWords = {
      "the",
      "a",
      "an",
      "person",
      "people",
      "family",   // `the Hughes family`
      "parent",   // `Theo's parents paid ...`: of a child, the family
      "someone",  // `played by someone older than Adele`
      "somebody",
      "man",
      "woman",
      // `the lad from The Crown`, `the bloke who ...`.
      "lad",
      "lass",
      "bloke",
      "guy",  // `the Ladder guy`
      "chap",
      "gent",
      "one",
      "who",
      "whose",
      "that",
      "which",
      "where",
      "is",
      "are",
      "was",
      "be",
      "had",
      "has",
      "have",
      "with",
      "of",
      "in",
      "at",
      "for",
      "by",
      "on",
      "like",
      "love",
      "own",
      "keep",
      "kept",
      "drive",
      "drink",
      "drunk",
      "smoke",
      "smoked",
      "play",
      "read",
      "support",
      "live",
      "lives",
      // `The one who likes Mango sits immediately left of T`: sitting in
      // the row is being there (not `stand`, which may be the place's
      // noun: `in stand 1`).
      "sit",
      "sits",
      "sat",
      // `the lady who played upon the pianoforte`, `gave the recitation`:
      // light verbs before what was done.
      "played",
      "upon",
      "gave",
      "performed",
      "sitting",
      "seated",
      "use",
      "eat",
      "eating",
      "prefer",
      "enjoy",
      "favorite",
      "favourite",
      "only",
      "player",
      "smoker",
      "owner",
      "lover",
      "drinker",
      "fan",
      "enthusiast",
      "eater",
      "reader",
      "driver",
      "keeper",
      "user",
      "house",
      "home",
      "named",
      "called",
      "name",
      "his",
      "her",
      "their",
      "bouquet",
      "aquarium",
      "pet",
      "animal",
      "type",
      "kind",
      "brand",
      "wear",
      "wearing",
      "hobby",
      "job",
      "work",
      "birthday",
      "month",
      "lunch",
      "food",
      "mother",
      "something",
      "rear",
      "raise",
      "as",
      "living",
      "inhabitant",
      "to",
      "degree",
      "diploma",
      "arrangement",
      "vase",
      "boquet",
      "residing",
      "reside",
      "partial",
      "retreat",
      "break",
      "trip",
      "tour",
      "go",
      "going",
      "hobbyist",
      "villa",
      "attended",
      "many",
      "were",
      "do",
      "doe",
      "did",
      // `the runner from Kenya`.
      "from",
  };
  return kWords;
}

std::span<const std::string_view> magazine_words() {
  // Stems (words.h). The verbs and nouns of logic-grid magazines' clues.
  static constexpr std::array<std::string_view, 53> kWords = {
      // People by what they did (`the Wells entrant`, `the Dutch
      // exhibitor`): the value's own.
      "entrant", "contestant", "competitor", "participant", "exhibitor", "solver", "from", "cost",
      "paid", "pay", "bought", "buy", "shopped", "shopper", "visited", "spent", "got", "get",
      "chose", "picked", "purchased", "sold", "made", "won", "finished", "scored", "hit", "wrote",
      "write", "written", "published", "came", "arrived", "ran", "runner", "item", "entry", "piece",
      "pair", "for", "did", "wore", "worn", "aged", "took", "student", "tutor", "placed", "ranked",
      // `stayed one night longer than the Coopers` of nights away.
      "stayed", "stay",
      // `didn't finish in the top three`, `didn't come 2nd`.
      "finish", "come"};
  return kWords;
}

std::span<const std::string_view> cue_words() {
  static constexpr std::string_view kWords[] = {
      "across",  "opposite",  "beside",       "behind",    "front",    "near",      "far",
      "above",   "below",     "under",        "over",      "upstair",  "downstair", "same",
      "both",    "all",       "none",         "nobody",    "no",       "anyone",    "everyone",
      "anybody", "everybody", "other",        "another",   "else",     "if",        "unless",
      "because", "when",      "while",        "then",      "until",    "since",     "but",
      "twice",   "half",      "than",         "and",       "or",       "nor",       "either",
      "neither", "not",       "she",          "he",        "they",     "him",       "them",
      "each",    "every",     "except",       "together",  "door",     "floor",     "row",
      "between", "next",      "left",         "right",     "without",  "instead",   "hate",
      "dislike", "avoid",     "refuse",       "fear",      "despise",  "detest",    "rather",
      "former",  "latter",    "respectively", "neighbour", "neighbor", "side",      "besides",
      "too",     "who",       "what",         "which",     "where",    "how",       "much",
      "many",    "north",     "south",        "east",      "west",     "up",        "down",
      "top",     "bottom",    "facing",       "inside",    "outside",  "corner",    "beyond",
      "past",    "toward",    "towards",      "adjacent",  "around",   "ahead"};
  return kWords;
}

std::span<const std::string_view> money_words() {
  static constexpr std::string_view kWords[] = {
      "cost",     "paid",    "pay",     "spent", "price",   "cheaper", "expensive", "dollar",
      "spend",    "charge",  "charged", "fee",   "fare",    "salary",  "earned",    "tip",
      "tipped",   "bid",     "earn",    "worth", "wage",    "fetch",   "fetched",   "raised",
      "raise",    "donated", "donate",  "money", "cash",    "paying",  "costing",   "charging",
      "spending", "earning", "pays",    "costs", "charges", "spends",  "earns"};
  return kWords;
}

bool money_word(std::string_view stem) {
  const std::span<const std::string_view> m = money_words();
  return std::find(m.begin(), m.end(), stem) != m.end();
}

bool verb_word(std::string_view stem) {
  static constexpr std::array<std::string_view, 30> kVerbs = {
      "like", "love", "own",     "keep", "kept",  "drive", "drink", "drunk",  "smoke",   "smoked",
      "play", "read", "support", "live", "lives", "use",   "eat",   "eating", "prefer",  "enjoy",
      "has",  "have", "had",     "is",   "are",   "was",   "be",    "wear",   "wearing", "work"};
  return std::find(kVerbs.begin(), kVerbs.end(), stem) != kVerbs.end();
}

bool superlative_word(std::string_view stem) {
  // Words that only end as a superlative does.
  static constexpr std::array<std::string_view, 31> kNot = {
      "guest",   "interest", "forest",  "request", "contest", "chest",    "quest",    "harvest",
      "protest", "conquest", "inquest", "arrest",  "digest",  "manifest", "tempest",  "behest",
      "bequest", "priest",   "honest",  "modest",  "earnest", "suggest",  "invest",   "attest",
      "detest",  "divest",   "infest",  "molest",  "pretest", "retest",   "southwest"};
  // (`west`, `southwest`, `midwest` are ways, not superlatives; `lowest`
  // and `fewest` are.)
  const bool way = stem == "west" || stem.ends_with("thwest") || stem == "midwest";
  return stem.size() >= 5 && stem.ends_with("est") &&
         std::find(kNot.begin(), kNot.end(), stem) == kNot.end() && !way;
}

bool frame_word(std::string_view stem) {
  static constexpr std::array<std::string_view, 32> kWords = {
      "everyone", "each", "person", "people",  "they",      "all",    "ha",       "has",
      "have",     "a",    "an",     "the",     "different", "unique", "is",       "are",
      "in",       "of",   "for",    "use",     "something", "type",   "kind",     "every",
      "their",    "own",  "owner",  "painted", "brand",     "genre",  "favorite", "favourite"};
  return std::find(kWords.begin(), kWords.end(), stem) != kWords.end();
}

}  // namespace deduce::puzzles::zebra::english
