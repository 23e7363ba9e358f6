// The shapes of items in lists run together in prose (item_shapes.h).
#include "deduce/puzzles/zebra/english/item_shapes.h"

#include <algorithm>
#include <cctype>
#include <set>
#include <vector>

#include "deduce/io/utf8.h"
#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/value_numbers.h"
#include "deduce/puzzles/zebra/english/word_forms.h"

namespace deduce::puzzles::zebra::english {

bool fits_shape(Shape item, Shape kind) {
  return item == kind ||
         (kind == Shape::kThing && (item == Shape::kArticle || item == Shape::kPlain));
}

bool capital(std::string_view w) {
  if (w.empty()) return false;
  if (static_cast<unsigned char>(w.front()) < 0x80)
    return std::isupper(static_cast<unsigned char>(w.front())) != 0;
  // (A capital with an accent: `Ève` of `Marie-Ève`, `Émile`, `Łukasz`.)
  char32_t c = 0;
  if (io::decode_utf8(w, 0, c) == 0) return false;
  return (c >= 0xC0 && c <= 0xDE && c != 0xD7) ||
         (c >= 0x100 && c <= 0x17F && c % 2 == 0 && c != 0x138 && c != 0x149 && c != 0x17F);
}

namespace {

// An hour's unit, as a duration says it before its minutes.
bool hour_word(const std::string& stem) {
  return stem == "hour" || stem == "hr" || stem == "h";
}

bool digit(std::string_view w) {
  return !w.empty() && std::isdigit(static_cast<unsigned char>(w.front()));
}

}  // namespace

bool article(const Word& w) {
  return w.stem == "a" || w.stem == "an" || w.stem == "some" ||
         (w.stem == "the" && !capital(w.text));
}

bool subject_pronoun(const Word& w) {
  return w.stem == "they" || w.stem == "we" || w.stem == "he" || w.stem == "she";
}

namespace {

// Words that end an item read forwards or start one read backwards: the
// clause goes on there (`Doreen came away`, `paying $40`).

bool outside_word(const Word& w) {
  static const std::vector<std::string_view> kWords = {
      "is", "are", "was", "were", "be", "each", "all", "both", "who", "which", "that", "in", "on",
      "at", "for", "from", "with", "to", "by", "and", "or", "but", "not", "they", "their", "it",
      "its", "his", "her", "respectively", "has", "have", "had", "did", "do", "does", "paying",
      "theyre", "theyve", "there", "paid", "came", "went", "took", "though", "while", "whose",
      "one", "some", "of",
      // (`a cloche and a trilby between them`, `... among them`.)
      "between", "among", "amongst", "apiece", "altogether",
      // Participles that set a list off (`doors painted red, blue and green`).
      "painted", "coloured", "colored", "named", "called"};
  return std::find(kWords.begin(), kWords.end(), w.stem) != kWords.end() || verb_word(w.stem);
}

// Whether w[k] ends an item read forwards or starts one read backwards;
// not the `to` of a time said in words (`quarter to seven`, `ten to
// eight`).
bool outside_item(const std::vector<Word>& w, std::size_t k) {
  if (w[k].stem == "to" && k > 0 && k + 1 < w.size()) {
    const std::string& before = w[k - 1].stem;
    const int hour = number_word(w[k + 1].stem);
    if ((before == "quarter" || before == "half" || number_word(before) > 0) && hour >= 1 &&
        hour <= 12)
      return false;
  }
  // `They're ordering chips, ...`: a verb in -ing after `are`, its object
  // right after it (`The acts were beatboxing, juggling, ...` are items).
  if (k > 0 && k + 1 < w.size() && w[k + 1].offset == w[k].offset + w[k].text.size() + 1 &&
      w[k].stem.size() > 5 && w[k].stem.ends_with("ing") &&
      (w[k - 1].stem == "theyre" || w[k - 1].stem == "are" || w[k - 1].stem == "were" ||
       w[k - 1].stem == "is" || w[k - 1].stem == "was"))
    return true;
  return outside_word(w[k]);
}

// A small word a name may hold between its capitals: `of`, `a`, `the`,
// and the joining words of other tongues (`Ar Hyd y Nos`, `Costa del
// Sol`). (Never `in`, `at` or `on`, which join a name to a place or a
// day: `Sunil, on Monday, ...`.)
bool inner_word(std::string_view text) {
  static const std::set<std::string_view> kInner = {"of",  "a",  "an", "the", "y",   "de",
                                                    "la",  "le", "du", "del", "des", "von",
                                                    "van", "da", "di", "der"};
  return kInner.count(text) != 0;
}

}  // namespace

Shape shape_of(std::string_view item) {
  const std::vector<Word> w = cut_words(item);
  if (w.empty() || spoken_words(item) > 4) return Shape::kNone;
  for (const Word& x : w)
    if (x.stem == "different" || x.stem == "unique" || x.stem == "distinct" ||
        x.stem == "certain" || x.stem == "same" || x.stem == "own" || x.stem == "separate")
      return Shape::kNone;
  std::size_t start = item.find_first_not_of(' ');
  if (start != std::string_view::npos &&
      (item[start] == '#' || currency_sign(item, start) != 0 || digit(item.substr(start))))
    return Shape::kNumber;
  // (`10am, 11am, noon and 1pm`: noon is a time as 1pm is.)
  if (w.size() == 1 && std::islower(static_cast<unsigned char>(w[0].text.front())) &&
      (w[0].stem == "noon" || w[0].stem == "midday" || w[0].stem == "midnight"))
    return Shape::kNumber;
  // `the USA`, `the UK` among countries: an abbreviation with its article
  // is a name (`the Browns` stays a thing with an article).
  if (w.size() == 2 && w.front().stem == "the" && w[1].text.size() >= 2 &&
      std::all_of(w[1].text.begin(), w[1].text.end(),
                  [](char c) { return std::isupper(static_cast<unsigned char>(c)) != 0; }))
    return Shape::kName;
  // (`A` alone is a letter, `stands A, B, C or D`.)
  if (article(w.front()) && !(w.size() == 1 && w[0].text == "A")) return Shape::kArticle;
  // `first, second, third and fourth`: the first item is the ordinal its
  // words end in (`ranked the four quilts first`).
  if (w.size() == 1 && ordinal_word(w[0].stem) != 0) return Shape::kOrdinal;
  // (`Dream a Little Dream`, `Isle of Man`, `Stig of the Dump`: small
  // words, one or two, between two capitals are the name's.)
  const auto inner_run = [&](std::size_t k) {
    std::size_t from = k, to = k;
    while (from > 0 && inner_word(w[from].text)) --from;
    while (to + 1 < w.size() && inner_word(w[to].text)) ++to;
    return from < k && to > k && to - from <= 3 && capital(w[from].text) && capital(w[to].text);
  };
  bool named = true;
  for (std::size_t k = 0; k < w.size() && named; ++k)
    named = capital(w[k].text) || digit(w[k].text) ||
            (k > 0 && k + 1 < w.size() && inner_word(w[k].text) && inner_run(k));
  if (named) return Shape::kName;
  for (std::size_t k = 0; k < w.size(); ++k)
    if (outside_item(w, k)) return Shape::kNone;
  return Shape::kPlain;
}

bool the_name(std::string_view item) {
  const std::vector<Word> w = cut_words(item);
  return w.size() >= 2 && w.size() <= 4 && w[0].stem == "the" &&
         std::all_of(w.begin() + 1, w.end(), [](const Word& x) { return capital(x.text); });
}

std::size_t tail_item(std::string_view text, Shape shape, std::size_t longest, std::size_t plain) {
  const std::vector<Word> w = cut_words(text);
  if (w.empty()) return std::string_view::npos;
  std::size_t k = w.size();
  switch (shape) {
    case Shape::kNumber: {
      // The last number, its unit words after it (`18 pounds`).
      while (k > 0 && !digit(w[k - 1].text)) --k;
      // (`12 noon`, `12 midnight`: one word of time, as `12pm` is.)
      const bool noon = k > 0 && k + 1 == w.size() && hour_name(w[k].stem);
      if (k == 0 || w.size() - (k - 1) - (noon ? 1 : 0) > longest) return std::string_view::npos;
      // (`3 hours 5 minutes`: the hours too.)
      if (k >= 3 && hour_word(w[k - 2].stem) && digit(w[k - 3].text)) k -= 2;
      std::size_t at = w[k - 1].offset;
      if (at > 0 && text[at - 1] == '#') --at;
      at -= currency_sign_before(text, at);
      return at;
    }
    case Shape::kName:
      // (`City of Truro`, `Isle of Man`: `of` between capitals is the
      // name's, a word more than the longest item.)
      for (bool of = false; k > 0;) {
        const bool joins = inner_word(w[k - 1].text) && k >= 2 && k < w.size() &&
                           capital(w[k - 2].text) && !outside_item(w, k - 2);
        if (!(capital(w[k - 1].text) || digit(w[k - 1].text) || joins)) break;
        of = of || joins;
        if (w.size() - (k - 1) > longest + (of ? 1 : 0)) break;
        --k;
      }
      // A sentence's first word is in capitals whatever it is.
      if (k == 0 && w.size() > 1 && outside_item(w, 0)) k = 1;
      return k == w.size() ? std::string_view::npos : w[k].offset;
    case Shape::kArticle:
      // (`a first edition of Rebecca`: an article may open one word more.)
      while (k > 0 && !article(w[k - 1]) && w.size() - (k - 1) <= longest + 1) --k;
      // `The Adams, the Browns, ...`: a sentence's first `The` before a
      // name is the item's article.
      if (k <= 1 && w[0].stem == "the" && w[0].offset == 0 && w.size() > 1 && capital(w[1].text))
        return w[0].offset;
      return k == 0 || !article(w[k - 1]) ? std::string_view::npos : w[k - 1].offset;
    case Shape::kOrdinal:
      return ordinal_word(w.back().stem) != 0 ? w.back().offset : std::string_view::npos;
    case Shape::kThing: {
      // An article within reach starts it; else as many words as the
      // longest item without one.
      for (std::size_t j = w.size(); j > 0 && w.size() - (j - 1) <= longest; --j) {
        if (article(w[j - 1])) return j == w.size() ? std::string_view::npos : w[j - 1].offset;
        if (outside_item(w, j - 1)) break;
      }
      while (k > 0 && !outside_item(w, k - 1) && !article(w[k - 1]) && w.size() - (k - 1) <= plain)
        --k;
      return k == w.size() ? std::string_view::npos : w[k].offset;
    }
    case Shape::kNone:
      return std::string_view::npos;
    case Shape::kPlain:
      // (`They sold jam, eggs and cheese`: the word after a subject
      // pronoun is its verb, not the first item's.)
      while (k > 0 && !outside_item(w, k - 1) && !article(w[k - 1]) &&
             w.size() - (k - 1) <= longest && !(k >= 2 && subject_pronoun(w[k - 2])))
        --k;
      return k == w.size() ? std::string_view::npos : w[k].offset;
  }
  return std::string_view::npos;
}

std::size_t head_item(std::string_view text, Shape shape, std::size_t longest,
                      const std::string& unit) {
  const std::vector<Word> w = cut_words(text);
  if (w.empty()) return 0;
  std::size_t k = 0;
  // `of`, `the` or `a` between two capitals, which joins one name (`Isle
  // of Man`, `City of Truro`).
  const auto of_between = [&](std::size_t i) {
    std::size_t j = i;
    while (j < w.size() && inner_word(w[j].text)) ++j;
    return j > i && i > 0 && j < w.size() && j - i <= 2 && capital(w[i - 1].text) &&
           capital(w[j].text);
  };
  switch (shape) {
    case Shape::kNumber: {
      if (!digit(w[0].text)) return 0;
      k = 1;
      // Its unit, as the other items write it (`50 pounds`, `9 years old`).
      const std::vector<Word> units = cut_words(unit);
      for (const Word& u : units)
        if (k < w.size() && w[k].stem == u.stem) ++k;
      // `12 noon` among `10am, 11am`: noon and midnight are the hour's.
      if (k == 1 && w.size() >= 2 && hour_name(w[1].stem)) k = 2;
      // `1 hr 30 min` among `20 min, 45 min`, `4 hours 5 minutes` among `3
      // hours 20 minutes, ...`: hours, then the minutes.
      if (k <= 2 && w.size() >= 4 && hour_word(w[1].stem) && digit(w[2].text) &&
          (w[3].stem == "min" || w[3].stem == "minute") &&
          (units.empty() || std::any_of(units.begin(), units.end(), [&](const Word& u) {
             return u.stem == w[3].stem || hour_word(u.stem);
           })))
        k = 4;
      break;
    }
    case Shape::kName: {
      // (Small words between capitals are free, and a name that has them
      // may be a word longer than the longest item, as tail_item allows.)
      std::size_t said = 0;
      bool of = false;
      while (k < w.size()) {
        if (capital(w[k].text) || digit(w[k].text)) {
          if (said == longest + (of ? 1 : 0)) break;
          ++said;
        } else if (of_between(k)) {
          of = true;
        } else {
          break;
        }
        ++k;
      }
      break;
    }
    case Shape::kArticle:
      if (!article(w[0])) return 0;
      k = 1;
      // A name after its article ends at a word in lower case (`the Davies
      // stayed at`).
      // (But a word in lower case that ends the list is the item's: `and a
      // Victoria sponge.`)
      // (`A Map of Rain`, `The Lord of the Flies`: a title's small words
      // between its capitals are its own, and it may be a word longer.)
      for (bool of = false; k < w.size() && k < longest + (of ? 1 : 0); ++k) {
        if (of_between(k)) {
          of = true;
          continue;
        }
        if (outside_item(w, k) || article(w[k]) ||
            !(w.size() < 2 || !capital(w[1].text) || capital(w[k].text) ||
              (k + 1 == w.size() || text.substr(w[k].offset + w[k].text.size(),
                                                w[k + 1].offset - w[k].offset - w[k].text.size())
                                            .find_first_of(",;.") != std::string_view::npos)))
          break;
      }
      if (k == 1) return 0;
      break;
    case Shape::kOrdinal:
      if (ordinal_word(w[0].stem) == 0) return 0;
      k = 1;
      break;
    case Shape::kThing:
      k = article(w[0]) ? 1 : 0;
      while (k < w.size() && k < longest && !outside_item(w, k) && !article(w[k])) ++k;
      if (k == 1 && article(w[0])) return 0;
      break;
    case Shape::kNone:
      return 0;
    case Shape::kPlain:
      while (k < w.size() && k < longest && !outside_item(w, k) && !article(w[k])) ++k;
      // `in blue, orange, pink and yellow tissue paper`: a last item that
      // runs on past the one word more than the others have allowed is
      // followed by the noun every item shares, and is as long as they are.
      if (k == longest && k > 1 && k < w.size() && !outside_item(w, k) && !article(w[k])) --k;
      break;
  }
  if (k == 0) return 0;
  // `a set of deckchairs`, `a box of chocolates`: the thing it holds is
  // the item's.
  if ((shape == Shape::kArticle || shape == Shape::kThing || shape == Shape::kPlain) &&
      k + 1 < w.size() && container_noun(w[k - 1].stem) && w[k].stem == "of" &&
      !outside_item(w, k + 1) && !article(w[k + 1])) {
    k += 2;
    if (k < w.size() && !outside_item(w, k) && !article(w[k]) && !capital(w[k].text)) ++k;
  }
  // `a crown fitting and a scale and polish.`: `and` then a word or two
  // that end the list, with no article and no verb's past, is the item's
  // own (as `fish and chips` is one dish), never dropped.
  if ((shape == Shape::kArticle || shape == Shape::kThing) && k + 1 < w.size() &&
      w[k].stem == "and" && !article(w[k - 1])) {
    const auto ends_at = [&](std::size_t i) {
      const std::size_t after = w[i].offset + w[i].text.size();
      return i + 1 == w.size() ||
             text.substr(after, w[i + 1].offset - after).find_first_of(",;.:") !=
                 std::string_view::npos;
    };
    for (std::size_t e = k + 1; e < w.size() && e <= k + 2; ++e) {
      if (!std::islower(static_cast<unsigned char>(w[e].text.front())) || outside_item(w, e) ||
          article(w[e]) || past_form(w[e].stem))
        break;
      if (ends_at(e)) {
        k = e + 1;
        break;
      }
    }
  }
  // With its possessive (`a chemist's`), which cut_words leaves out.
  std::size_t end = w[k - 1].offset + w[k - 1].text.size();
  if (text.substr(end, 2) == "'s") end += 2;
  if (text.substr(end, 4) == "\u2019s") end += 4;
  return end;
}

}  // namespace deduce::puzzles::zebra::english
