// The lists a question of one thing may ask (asked_lists.h), and the kinds
// of list the reader tells apart for it (wh_questions.h): lists of colours,
// and lists that say where or when rather than what.
#include "deduce/puzzles/zebra/english/asked_lists.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <set>
#include <string_view>

#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/superlatives.h"
#include "deduce/puzzles/zebra/english/vocabulary.h"
#include "deduce/puzzles/zebra/english/word_forms.h"

namespace deduce::puzzles::zebra::english {

namespace {

// Whether `stem` names a kind of thing the vocabulary lists (`bird`,
// `pet`, `drink`): never a person.
bool kind_of_thing(const std::string& stem) {
  for (const VocabularyCategory& v : vocabulary())
    for (std::string_view k : v.keywords)
      if (stem == k) return v.name != "job" && v.name != "nationality";
  return false;
}

// A noun of a time or a span of it (`week`, `morning`, `slot`).
bool time_noun(const std::string& stem) {
  static const std::set<std::string> kTimes = {
      "day",  "night", "evening", "morning", "afternoon", "week",   "weekend", "month",
      "year", "hour",  "minute",  "time",    "date",      "season", "slot",    "session"};
  return kTimes.count(stem) != 0;
}

// A noun of a measure or a mark (`rating`, `age`, `weight`): what it
// asks is a number, never a thing, whichever list that would be.
bool measure_noun(const std::string& stem) {
  static const std::set<std::string> kMeasures = {
      "rating", "score",  "mark",     "point",    "age",   "weight",     "height",
      "length", "width",  "depth",    "distance", "speed", "total",      "amount",
      "number", "figure", "quantity", "count",    "tally", "percentage", "temperature"};
  return kMeasures.count(stem) != 0;
}

const NumericCategory* numeric_of(const AskedLists& lists, int c) {
  for (const NumericCategory& n : lists.numeric)
    if (n.index == c) return &n;
  return nullptr;
}

}  // namespace

std::vector<int> named_by(const std::vector<std::string>& nouns, const AskedLists& lists) {
  std::vector<int> out;
  // (The list that says more of the nouns wins: `last name` is the list
  // of last names, not the first names, which say only `name`.)
  std::size_t most = 0;
  for (std::size_t c = 0; c < lists.categories.size(); ++c) {
    const CategoryText& cat = lists.categories[c];
    std::set<std::string> hit;
    for (const Word& lw : cut_words(cat.name + " " + cat.line_words)) {
      if (frame_word(lw.stem) || lw.stem.size() < 3) continue;
      for (const std::string& n : nouns)
        if (same_root(n, lw.stem)) hit.insert(n);
    }
    bool said = !hit.empty();
    if (said && hit.size() < most) continue;
    if (said && hit.size() > most) {
      out.clear();
      most = hit.size();
    }
    // (`Year 1, Year 2, ...`: the noun every value opens with.)
    const auto opens = [&](const std::string& v) {
      const std::vector<Word> vw = cut_words(v);
      return vw.size() == 2 && std::isdigit(static_cast<unsigned char>(vw[1].text.front())) &&
             std::find(nouns.begin(), nouns.end(), vw[0].stem) != nouns.end();
    };
    said =
        said || (!cat.values.empty() && std::all_of(cat.values.begin(), cat.values.end(), opens));
    if (said) out.push_back(static_cast<int>(c));
  }
  return out;
}

std::vector<int> asked_lists(const std::string& wh, const std::string& how,
                             const std::vector<std::string>& nouns, const AskedLists& lists,
                             int own) {
  std::vector<int> out;
  const auto numeric_where = [&](auto keep) {
    for (const NumericCategory& n : lists.numeric)
      if (keep(n)) out.push_back(n.index);
  };
  const auto timed = [](const NumericCategory& n) {
    return n.time_scale != 0 || has_unit(n, {"am", "pm", "time", "oclock"});
  };
  const auto said = [&](std::string_view noun) {
    return std::find(nouns.begin(), nouns.end(), noun) != nouns.end();
  };
  if (wh == "who" || wh == "whom") {
    if (lists.people >= 0) out.push_back(lists.people);
  } else if (wh == "when") {
    numeric_where(in_time);
  } else if (wh == "how") {
    if (how != "much" && how != "many" && how != "old" && how != "far" && how != "tall" &&
        how != "high" && how != "heavy" && how != "long" && how != "hot" && how != "warm" &&
        how != "cold" && how != "full") {
      out = named_by(nouns, lists);  // `How does Hattie pay?`
      // (`How does Omar get to school?` of a list named `way`: how one
      // does it is the list of ways, whatever the verb.)
      std::vector<int> ways;
      for (std::size_t c = 0; c < lists.categories.size() && out.empty(); ++c) {
        const std::string stem = stem_of(lists.categories[c].name);
        if (stem == "way" || stem == "means" || stem == "method" || stem == "mode" ||
            stem == "transport")
          ways.push_back(static_cast<int>(c));
      }
      if (ways.size() == 1) out = ways;
    } else if (how == "much" && nouns.empty())
      numeric_where([](const NumericCategory& n) { return has_unit(n, {"money"}); });
    else if (how == "old")
      numeric_where([](const NumericCategory& n) { return has_unit(n, {"age", "aged", "old"}); });
    else if (how == "far")
      numeric_where([](const NumericCategory& n) {
        return has_unit(n, {"mile", "km", "metre", "meter", "m", "foot", "yard"});
      });
    else if (how == "tall" || how == "high")
      numeric_where([](const NumericCategory& n) {
        return has_unit(n, {"foot", "inch", "cm", "m", "metre", "meter"});
      });
    else if (how == "long")
      numeric_where([](const NumericCategory& n) {
        return !n.time_point && (n.time_scale != 0 ||
                                 has_unit(n, {"minute", "min", "hour", "hr", "second", "sec", "day",
                                              "week", "night", "mile", "km", "metre", "meter", "m",
                                              "foot", "inch", "cm", "yard", "page"}));
      });
    else if (how == "hot" || how == "warm" || how == "cold")
      numeric_where([](const NumericCategory& n) { return has_unit(n, {"degree"}); });
    else if (how == "full")
      // `How full is the turmeric jar?` of levels (`10%, 25%, ...`): a
      // measure of no time, money, age, length or weight.
      numeric_where([&](const NumericCategory& n) {
        return !timed(n) && !has_unit(n, {"money", "age",   "aged", "old",   "mile",    "km",
                                          "metre", "meter", "m",    "foot",  "inch",    "cm",
                                          "yard",  "pound", "lb",   "kg",    "kilo",    "ounce",
                                          "oz",    "gram",  "g",    "stone", "ordinal", "degree"});
      });
    else if (how == "heavy")
      numeric_where([](const NumericCategory& n) {
        return has_unit(n, {"pound", "lb", "kg", "kilo", "ounce", "oz", "gram", "g", "stone"});
      });
    else if ((how == "many" || how == "much") && !nouns.empty()) {
      for (const int c : named_by(nouns, lists))
        if (numeric_of(lists, c) != nullptr) out.push_back(c);
      if (out.empty())
        numeric_where([&](const NumericCategory& n) {
          return std::any_of(n.units.begin(), n.units.end(), [&](const std::string& u) {
            return std::any_of(nouns.begin(), nouns.end(),
                               [&](const std::string& x) { return same_root(x, u); });
          });
        });
    }
  } else if (wh == "where") {
    // `Where did Mr O'Brien live?`, `Where is Ruaridh from?`: the lists
    // of places, said with `on`, `in`, `from` or `where`.
    if (!lists.positions)
      for (std::size_t c = 0; c < lists.categories.size(); ++c)
        if (numeric_of(lists, static_cast<int>(c)) == nullptr &&
            adverbial_list(lists.categories[c]))
          out.push_back(static_cast<int>(c));
  } else if (said("time") || (said("hour") && wh != "how")) {
    // (`At what hour did the Reverend Dunn arrive?`: a time of day.)
    numeric_where(timed);
  } else if (said("date")) {
    numeric_where(
        [](const NumericCategory& n) { return n.calendar == "date" || n.calendar == "day"; });
  } else if (said("day") || said("weekday") || said("night") || said("evening")) {
    // (`On which night does Hilary rehearse?` of `Monday to Friday`.)
    numeric_where(
        [](const NumericCategory& n) { return n.calendar == "day" || n.calendar == "date"; });
  } else if (said("month")) {
    numeric_where([](const NumericCategory& n) { return n.calendar == "month"; });
  } else if (said("year")) {
    numeric_where([](const NumericCategory& n) { return n.calendar == "year"; });
  } else if (said("name") && nouns.size() == 1) {
    // `What is the name of Gareth's bird?`: the list of names (`called
    // Archie, Bramble, ...`, `named`, `Names:`).
    for (std::size_t c = 0; c < lists.categories.size(); ++c)
      for (const Word& lw :
           cut_words(lists.categories[c].name + " " + lists.categories[c].line_words))
        if (lw.stem == "name" || lw.stem == "named" || lw.stem == "called") {
          out.push_back(static_cast<int>(c));
          break;
        }
  } else if (said("age")) {
    numeric_where([](const NumericCategory& n) { return has_unit(n, {"age", "aged", "old"}); });
  } else if (said("colour") || said("color") || said("shade")) {
    for (std::size_t c = 0; c < lists.categories.size(); ++c)
      if (colour_list(lists.categories[c])) out.push_back(static_cast<int>(c));
  } else if (!nouns.empty()) {
    out = named_by(nouns, lists);
    std::erase(out, own);
    // (`What car is Dev bringing?` where the times' line says `the Tesco
    // car park`: a list of numbers is asked by its own name's noun or its
    // unit, never by a word its line shares.)
    std::erase_if(out, [&](int c) {
      const NumericCategory* n = numeric_of(lists, c);
      if (n == nullptr || wh == "how") return false;
      for (const Word& nw : cut_words(lists.categories[static_cast<std::size_t>(c)].name))
        for (const std::string& x : nouns)
          if (same_root(x, nw.stem)) return false;
      return !std::any_of(n->units.begin(), n->units.end(), [&](const std::string& u) {
        return std::any_of(nouns.begin(), nouns.end(),
                           [&](const std::string& x) { return same_root(x, u); });
      });
    });
    // `What weekly rent was paid by Mr. Crowe?` where the list says
    // `sums`: a noun of money no list says asks the amounts of money,
    // never the one list of things left (the callings).
    static const std::set<std::string> kMoneyNouns = {
        "rent", "rental", "sum", "bill", "premium", "stake", "fine", "wage", "salary", "fee",
        "fare", "price", "cost", "donation", "payment",
        // (What one has or earns a year: `What is Captain Fenwick's
        // income?` of fortunes `£750 ... a year`.)
        "income", "fortune", "earnings", "wealth", "pension", "allowance", "takings", "profit",
        "winnings", "savings", "budget"};
    // (`weekly rent`: any of the nouns.)
    if (out.empty() && std::any_of(nouns.begin(), nouns.end(), [](const std::string& n) {
          return money_word(n) || kMoneyNouns.count(n) != 0;
        }))
      numeric_where([](const NumericCategory& n) { return has_unit(n, {"money"}); });
    // `Which friend did the castle?` where the list is `Puzzlers`: a word
    // for a person asks the people.
    static const std::set<std::string> kPersons = {
        "friend", "person", "one", "people", "child", "kid", "man", "woman", "girl", "boy",
        "student", "pupil", "member", "player", "guest", "neighbour", "neighbor", "competitor",
        "contestant", "entrant", "runner", "lady", "gentleman", "gent", "chap", "lad", "lass",
        "fellow", "owner", "holder", "keeper", "handler", "customer", "buyer", "seller",
        // (Those who live or stay somewhere: `Which resident keeps the dog?`.)
        "resident", "occupant", "tenant", "inhabitant", "householder", "lodger", "villager",
        "visitor", "passenger", "traveller", "traveler", "diner", "shopper", "patient", "pupil",
        // (A body of people asks the people too: `Which group built the
        // space rocket?` of the Brownies, the Fire Brigade, ...)
        "group", "team", "club", "crew", "family", "household"};
    // (Before a list whose line only says it of its subject: `Which
    // resident keeps the dog?` where `Each resident drinks a different
    // drink` says `resident`; never where a list is named by the word,
    // `Which team ...` of a list of teams.)
    const bool list_named =
        std::any_of(lists.categories.begin(), lists.categories.end(),
                    [&](const CategoryText& c) { return stem_of(c.name) == nouns[0]; });
    if (wh == "which" &&
        (kPersons.count(nouns[0]) ||
         (!lists.people_noun.empty() && nouns[0] == lists.people_noun)) &&
        lists.people >= 0 && (out.empty() || !list_named))
      out = {lists.people};
    // `Which pigeon belongs to Derek?` where the list says `birds`: a noun
    // no list says asks the one list that is neither the subject's own, a
    // measure, nor a place or a time (`their lofts are in Hemsby, ...`).
    // (So does `What extra did Mrs Patel have?`.)
    // (Never for a noun of time: `Which week ...` asks no thing; nor
    // for a measure: `What rating did Mel give?` of books and their
    // scores asks no book.)
    // (A noun of a place asks the places: `Which town is Earlene from?`
    // of `they hailed from Ashby, Cold Springs, ...`, never the pumpkins.)
    // (Nor where a later noun is a measure: `What shirt number does Dan
    // wear?` asks a number, never the goals' kinds.)
    else if (out.empty() && (wh == "which" || wh == "what") && !time_noun(nouns[0]) &&
             std::none_of(nouns.begin(), nouns.end(),
                          [](const std::string& n) { return measure_noun(n); })) {
      static const std::set<std::string> kPlaceNouns = {
          "town",  "city",     "village",  "country",  "county", "street",
          "road",  "island",   "state",    "district", "region", "venue",
          "place", "location", "hometown", "suburb",   "area"};
      const bool place = kPlaceNouns.count(nouns[0]) != 0;
      for (std::size_t c = 0; c < lists.categories.size(); ++c) {
        const int ci = static_cast<int>(c);
        // (Nor the people where the noun is a kind of thing the
        // vocabulary knows: `Which birds ate the suet?` of the people who
        // filled the feeders asks no one.)
        // (Numbers that name things may be meant too: `Which route goes to
        // Brampton?` of buses `the 12, the 27, ...` and stands A to D is
        // two lists' question.)
        const bool thing = numeric_of(lists, ci) == nullptr ||
                           std::find(lists.named_numbers.begin(), lists.named_numbers.end(), ci) !=
                               lists.named_numbers.end();
        if (thing && adverbial_list(lists.categories[c]) == place &&
            !(ci == lists.people && kind_of_thing(nouns[0])))
          out.push_back(ci);
      }
    }
  }
  return out;
}

// The colours people name, to know a list of colours that its line does
// not call one (`lilac, mint, lemon and coral`).
bool colour_word(const std::string& stem) {
  static const std::set<std::string> kColours = {
      "red",     "orange", "yellow",    "green",  "blue",      "purple",   "violet",   "indigo",
      "pink",    "white",  "black",     "grey",   "gray",      "brown",    "beige",    "cream",
      "ivory",   "gold",   "golden",    "silver", "bronze",    "lilac",    "lavender", "mauve",
      "mint",    "lemon",  "coral",     "teal",   "turquoise", "navy",     "maroon",   "crimson",
      "scarlet", "olive",  "lime",      "peach",  "tan",       "khaki",    "magenta",  "cyan",
      "amber",   "aqua",   "chestnut",  "ruby",   "emerald",   "sapphire", "burgundy", "charcoal",
      "cobalt",  "ochre",  "celadon",   "sepia",  "fuchsia",   "cerise",   "jade",     "rust",
      "russet",  "umber",  "vermilion", "ebony",  "pearl",     "copper"};
  return kColours.count(stem) != 0;
}

bool colour_list(const CategoryText& c) {
  for (const Word& w : cut_words(c.name + " " + c.line_words))
    if (w.stem == "colour" || w.stem == "color" || w.stem == "shade" || w.stem == "painted" ||
        w.stem == "coloured" || w.stem == "colored" || w.stem == "hue")
      return true;
  const auto colours = std::count_if(c.values.begin(), c.values.end(), [](const std::string& v) {
    const std::vector<Word> w = cut_words(v);
    return !w.empty() && colour_word(w.back().stem);
  });
  return 2 * static_cast<std::size_t>(colours) > c.values.size();
}

bool adverbial_list(const CategoryText& c) {
  static const std::set<std::string> kPlaces = {"at", "in",   "on",   "from", "to",
                                                "by", "into", "near", "onto", "inside"};
  std::vector<Word> words = cut_words(c.line_words);
  // (`They came down in a farmyard, ...`: the first item's article is no
  // list's word.)
  if (!words.empty() &&
      (words.back().stem == "a" || words.back().stem == "an" || words.back().stem == "the"))
    words.pop_back();
  if (words.empty()) return false;
  // (`took us to four stops: the Old Gaol, ...`: where, counted.)
  const std::size_t n = words.size();
  if (n >= 3 && kPlaces.count(words[n - 3].stem) && number_word(words[n - 2].stem) >= 2)
    return true;
  // (`found their final clue in four different places (the bandstand,
  // ...)`.)
  if (n >= 4 && kPlaces.count(words[n - 4].stem) && number_word(words[n - 3].stem) >= 2 &&
      words[n - 2].stem == "different")
    return true;
  for (std::size_t k = 0; k < words.size(); ++k) {
    if (words[k].stem == "somewhere" || words[k].stem == "where") return true;
    if (words[k].stem == "different" && k >= 2 &&
        (words[k - 1].stem == "a" || words[k - 1].stem == "an") &&
        kPlaces.count(words[k - 2].stem) != 0)
      return true;
  }
  // (`have been taken over by`, `owned by`: `by` after a verb's participle
  // says who did it, no place.)
  if (words.back().stem == "by" && words.size() >= 2) {
    const Word& before = words[words.size() - 2];
    const Word& verb =
        before.stem == "over" && words.size() >= 3 ? words[words.size() - 3] : before;
    if (verb.text.ends_with("ed") || verb.text.ends_with("en") || past_participle(verb.stem))
      return false;
  }
  return kPlaces.count(words.back().stem) != 0;
}

}  // namespace deduce::puzzles::zebra::english
