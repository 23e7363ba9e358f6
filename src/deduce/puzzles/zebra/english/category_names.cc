// The names a category and its values get in the .zebra format
// (category_names.h, zebra_name() in document.h).
#include "deduce/puzzles/zebra/english/category_names.h"

#include <algorithm>
#include <cctype>
#include <set>
#include <vector>

#include "deduce/io/utf8.h"
#include "deduce/puzzles/zebra/english/document.h"
#include "deduce/puzzles/zebra/english/line_text.h"
#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

std::string zebra_name(std::string_view s) {
  std::string out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const char c = s[i];
    const auto u = static_cast<unsigned char>(c);
    if (u >= 0x80) {
      // A letter from U+0080 up stays (`Müller`); a dash or a sign
      // (`—`, `£`) parts words as a space does.
      char32_t cp = 0;
      const int len = io::decode_utf8(s, i, cp);
      if (len > 0 && io::is_name_code_point(cp)) {
        out.append(s.substr(i, static_cast<std::size_t>(len)));
      } else if (!out.empty() && out.back() != '_') {
        out += '_';
      }
      if (len > 1) i += static_cast<std::size_t>(len) - 1;
      continue;
    }
    if (std::isalnum(u) || c == '-') {
      out += c;
    } else if (c == '+' && !out.empty()) {
      // `A+`, `O+`: a sign of its own (`O-` keeps its `-`).
      out += out.back() == '_' ? "plus" : "_plus";
    } else if (!out.empty() && out.back() != '_') {
      out += '_';
    }
  }
  while (!out.empty() && out.back() == '_') out.pop_back();
  return out;
}

namespace {

// A name the .zebra format keeps for itself gets `_kind`.
std::string reserved(std::string name) {
  static const std::set<std::string> kReserved = {"position", "positions", "puzzle", "ask",
                                                  "category", "ordered",   "layout"};
  if (kReserved.count(name)) name += "_kind";
  return name;
}

}  // namespace

std::string_view without_said_of(std::string_view line_words) {
  static const std::set<std::string> kHow = {
      "all",    "over",   "the",     "place",   "shop",  "as",   "follow", "below",
      "varied", "vary",   "varying", "wildly",  "quite", "very", "widely", "spread",
      "out",    "pretty", "much",    "roughly", "these", "here", "range",  "ranged"};
  const std::vector<Word> all = cut_words(line_words);
  for (std::size_t i = all.size(); i-- > 1;) {
    const std::string& st = all[i].stem;
    if (kHow.count(st) != 0) continue;
    if ((st == "were" || st == "was" || st == "are" || st == "is") && i + 1 < all.size())
      return line_words.substr(0, all[i].offset + all[i].text.size());
    break;
  }
  return line_words;
}

// The category's .zebra name from the words of its line: the last two
// that are not framing words ("Everyone supports a different NBA team" is
// `nba_team`, "Each person has a unique name" is `name`).
std::string category_name(std::string_view said) {
  const std::string_view line_words = without_said_of(said);
  // `different` and `unique` alike: "Everyone has something different for
  // lunch" is ZebraLogic's "... something unique for lunch".
  const auto telling = [](std::string_view text) {
    std::string out;
    for (const Word& w : cut_words(text)) out += (w.stem == "different" ? "unique" : w.stem) + ' ';
    return out;
  };
  const std::string line_stems = telling(line_words);
  static const std::vector<std::string> kKnown = [&] {
    std::vector<std::string> out;
    for (const CategoryLine& known : category_lines()) out.push_back(telling(known.line));
    return out;
  }();
  for (std::size_t k = 0; k < kKnown.size(); ++k)
    if (kKnown[k] == line_stems) return std::string(category_lines()[k].name);
  // `they belong to Brian, Chloe, ...`, `owned by`: the owners; `they're
  // heading for Ashford, Deal, ...`: where they go.
  {
    const std::vector<Word> w = cut_words(line_words);
    const std::size_t k = w.size();
    static const std::set<std::string> kGoing = {"heading",    "headed",    "going",    "bound",
                                                 "travelling", "traveling", "off",      "went",
                                                 "gone",       "travelled", "traveled", "go"};
    if (k >= 2 && (w[k - 1].stem == "for" || w[k - 1].stem == "to") && kGoing.count(w[k - 2].stem))
      return "destination";
    if (k >= 2 &&
        ((w[k - 1].stem == "to" && (w[k - 2].stem == "belong" || w[k - 2].stem == "belongs" ||
                                    w[k - 2].stem == "belonged")) ||
         (w[k - 1].stem == "by" && w[k - 2].stem == "owned")))
      return "owner";
    // `The dogs were led in by Mrs Pringle, ...`: the ones who did it,
    // never the dogs (`Which dog won?` asks for a dog).
    if (k >= 3 && w[k - 1].stem == "by") {
      std::size_t v = k - 2;
      if (v >= 1 && (w[v].stem == "in" || w[v].stem == "out" || w[v].stem == "up" ||
                     w[v].stem == "on" || w[v].stem == "off"))
        --v;
      static const std::set<std::string> kDone = {"led",  "run",    "made",   "taken",  "written",
                                                  "sung", "ridden", "driven", "shown",  "brought",
                                                  "kept", "grown",  "held",   "played", "won"};
      if (v >= 1 && (w[v].stem.ends_with("ed") || kDone.count(w[v].stem)) &&
          (w[v - 1].stem == "were" || w[v - 1].stem == "was" || w[v - 1].stem == "are" ||
           w[v - 1].stem == "is" || w[v - 1].stem == "been"))
        if (std::string name = zebra_name(lower(w[v].stem) + "_by"); !name.empty()) return name;
    }
  }
  // What follows `different` or `unique` names it (`Each resident drinks
  // a different drink` is `drink`, not `resident`); the last one, nearest
  // the list (`a different colour and a different age: 8 weeks, ...`).
  // (So does `particular`, `certain` or `distinct`: `each is proud of a
  // particular flower` is `flower`.)
  const std::vector<Word> all = cut_words(line_words);
  const auto differs = [](const std::string& st) {
    return st == "different" || st == "unique" || st == "particular" || st == "certain" ||
           st == "distinct";
  };
  std::size_t from = 0;
  for (std::size_t i = 0; i + 1 < all.size(); ++i)
    if (differs(all[i].stem)) from = i;
  for (std::size_t i = from; i + 1 < all.size(); ++i) {
    if (!differs(all[i].stem)) continue;
    std::vector<std::string> after;
    for (std::size_t j = i + 1; j < all.size() && after.size() < 2; ++j) {
      const std::string& st = all[j].stem;
      // `a different number of nights` is `nights`.
      const bool how_many = st == "number" || st == "amount" || st == "quantity" || st == "sum" ||
                            st == "count" || st == "tally";
      if (after.empty() && j + 1 < all.size() && all[j + 1].stem == "of" && how_many) {
        ++j;
        continue;
      }
      // `sold a different number by the end of the afternoon` is `sold`:
      // the verb that counts.
      if (after.empty() && how_many) {
        std::size_t v = i;
        while (v > 0 && (all[v - 1].stem == "a" || all[v - 1].stem == "an" ||
                         all[v - 1].stem == "the" || all[v - 1].stem == "each"))
          --v;
        if (v > 0 && std::islower(static_cast<unsigned char>(all[v - 1].text.front())) &&
            all[v - 1].stem.size() >= 3)
          if (std::string name = zebra_name(lower(all[v - 1].stem)); !name.empty())
            return reserved(name);
      }
      // (Nor a time said after the noun: `on different nights last
      // week` is `night`.)
      if (st == "of" || st == "from" || st == "in" || st == "to" || st == "for" || st == "on" ||
          st == "at" || st == "with" || st == "as" || st == "and" || st == "or" || st == "last" ||
          st == "next" || st == "this" || st == "that" || st == "every" || st == "each" ||
          (st == "out" && j + 1 < all.size() && all[j + 1].stem == "of"))  // `score out of ten`
        break;
      // `A different person lives in each: Amy, Bill, ...` is `person`.
      if (after.empty() && (st == "person" || st == "man" || st == "woman")) {
        after.push_back(st);
        break;
      }
      if (!frame_word(all[j].stem)) after.push_back(lower(all[j].stem));
    }
    if (after.empty()) break;
    std::string name = after.size() == 2 ? after[0] + "_" + after[1] : after[0];
    name = zebra_name(name);
    if (!name.empty()) return reserved(name);
  }
  // `Four falconers each flew one bird - a kestrel, ...`: the noun counted
  // one just before the list is what it lists, not the count that opens
  // the line.
  if (all.size() >= 3 && all[all.size() - 2].stem == "one" && all.back().stem.size() >= 3 &&
      !frame_word(all.back().stem) && !verb_word(all.back().stem) &&
      std::islower(static_cast<unsigned char>(all.back().text.front())) &&
      number_word(all[0].stem) >= 2)
    if (std::string name = zebra_name(lower(all.back().stem)); !name.empty()) return reserved(name);
  // A count and its noun open it (`Four bakers entered the bake-off at St.
  // Anne's hall: ...` is `baker`).
  // `Four amateur bakers entered` is `baker`: the last of the words
  // before the verb (or before the list: `Four morning buses: the 12, ...`
  // is `bus`).
  if (all.size() >= 3 && number_word(all[0].stem) >= 2 &&
      std::isalpha(static_cast<unsigned char>(all[0].text.front())) && !frame_word(all[1].stem) &&
      !verb_word(all[1].stem) && all[1].stem.size() >= 3 &&
      std::islower(static_cast<unsigned char>(all[1].text.front()))) {
    std::size_t last = 1;
    while (last + 1 < all.size() && !frame_word(all[last + 1].stem) &&
           !verb_word(all[last + 1].stem) && all[last + 1].stem.size() >= 3 &&
           std::islower(static_cast<unsigned char>(all[last + 1].text.front())) &&
           all[last + 1].text.back() == 's' && all[last].text.back() != 's')
      ++last;
    if (std::string name = zebra_name(lower(all[last].stem)); !name.empty()) return reserved(name);
  }
  // `each made one pot at last week's pottery class` is `pot`, `in each
  // house lives one kid` is `kid`: the noun counted one.
  for (std::size_t i = 0; i + 1 < all.size(); ++i) {
    static const std::set<std::string> kNotNouns = {
        "of", "behind", "after", "another", "other", "by", "at", "in", "on", "to", "more"};
    const std::string& next = all[i + 1].stem;
    if (all[i].stem == "one" && next.size() >= 3 && !kNotNouns.count(next) && !frame_word(next) &&
        !verb_word(next) && std::islower(static_cast<unsigned char>(all[i + 1].text.front())) &&
        (i + 2 == all.size() ||
         !std::islower(static_cast<unsigned char>(all[i + 2].text.front())) ||
         kNotNouns.count(all[i + 2].stem) || all[i + 2].stem == "there" ||
         all[i + 2].stem == "each"))
      if (std::string name = zebra_name(lower(next)); !name.empty()) return reserved(name);
  }
  // `It's about the five single rooms at our end of the hall`: the plural
  // a count says, a word or two after it, names what is counted.
  {
    std::string counted;
    int found = 0;
    for (std::size_t i = 0; i + 1 < all.size(); ++i) {
      if (number_word(all[i].stem) < 2 ||
          !std::isalpha(static_cast<unsigned char>(all[i].text.front())))
        continue;
      for (std::size_t j = i + 1; j < all.size() && j <= i + 3; ++j) {
        const Word& x = all[j];
        if (!std::islower(static_cast<unsigned char>(x.text.front())) || frame_word(x.stem) ||
            verb_word(x.stem) || x.stem.size() < 3)
          break;
        // (A plural, not `this`, and where it is: not the subject of a verb
        // whose object the list is, `the four houses sold for $45, ...`
        // lists prices, `four members who each brought` cakes; nor an
        // object the list says more of, `placed four jars 1st, 2nd, ...`.)
        static const std::set<std::string> kPlaced = {"at",     "in",    "on",     "along",
                                                      "by",     "from",  "near",   "beside",
                                                      "around", "round", "behind", "down"};
        if (x.text.back() == 's' && lower(x.text) != x.stem && j + 1 < all.size() &&
            kPlaced.count(all[j + 1].stem) != 0) {
          counted = lower(x.stem);
          ++found;
          break;
        }
      }
    }
    if (found == 1)
      if (std::string name = zebra_name(counted); !name.empty()) return reserved(name);
  }
  // Verbs go too (`drive_motorbike` is `motorbike`), unless only a verb is
  // left (`has a unique favorite drink` is `drink`).
  // Nor do the words that only join a clause (`and they sold for`,
  // `their cakes were`), nor the teller's own talk (`and I know they're
  // from Uncle Ray, ...`).
  static const std::set<std::string> kJoining = {
      "and", "or", "but", "to", "at", "with", "from", "by", "on", "were", "was", "been", "being",
      "then", "so", "ok", "okay", "oh", "um", "i", "know", "knew", "think", "reckon", "remember",
      "guess",
      // (`They didn't all stay the same time either`: words that only
      // join the line to the one before name no list.)
      "either", "too", "also", "didn", "don"};
  std::vector<std::string> kept;
  for (const bool drop_verbs : {true, false}) {
    for (const Word& w : cut_words(line_words)) {
      // (Nor a number or a time said in the line: `turned up at 7:00pm,
      // ..., 7:45pm (Fran, Gus, ...)` names no list `45pm`.)
      if (frame_word(w.stem) || (drop_verbs && verb_word(w.stem)) || lower(w.text) == "houses" ||
          number_word(w.stem) != 0 || kJoining.count(w.stem) != 0 ||
          std::isdigit(static_cast<unsigned char>(w.text.front())))
        continue;
      kept.push_back(lower(w.stem));
    }
    if (!kept.empty()) break;
  }
  // Only frame words left (`The owners are ...`): the last noun of them.
  if (kept.empty())
    for (const Word& w : cut_words(line_words))
      if (w.stem.size() >= 3 && number_word(w.stem) == 0 && !verb_word(w.stem) &&
          !std::isdigit(static_cast<unsigned char>(w.text.front())) && w.stem != "the" &&
          w.stem != "are" && w.stem != "were" && w.stem != "their" && w.stem != "and" &&
          w.stem != "each" && w.stem != "they" && kJoining.count(w.stem) == 0)
        kept.assign(1, lower(w.stem));
  if (kept.empty()) return "category";
  std::string name = kept.back();
  if (kept.size() >= 2) name = kept[kept.size() - 2] + "_" + name;
  return reserved(zebra_name(name));
}

// Whether a category's name is made of the words that say where things
// are (`left_right`, `west_east`), which name no list.
bool placing_word(const std::string& name) {
  static const std::set<std::string> kPlacing = {"left",  "right",    "west", "east", "north",
                                                 "south", "numbered", "side", "row"};
  std::size_t at = 0;
  while (at <= name.size()) {
    const std::size_t end = std::min(name.find('_', at), name.size());
    if (kPlacing.count(name.substr(at, end - at)) == 0) return false;
    at = end + 1;
  }
  return true;
}

}  // namespace deduce::puzzles::zebra::english
