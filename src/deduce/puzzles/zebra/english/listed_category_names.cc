// The name of a list added as a category (line_reader.h:
// LineReader::name_category()): the kind given, else what its line's words
// name (category_names.h), with the names a pronoun, a pointer or a verb
// of telling would give put right; numbers named by their unit or by what
// the sentence before counts; people's names as `name`. A name taken
// already gets a number (`swimmer_2`).
#include "deduce/puzzles/zebra/english/line_reader.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <optional>
#include <set>

#include "deduce/puzzles/zebra/english/category_names.h"
#include "deduce/puzzles/zebra/english/document.h"
#include "deduce/puzzles/zebra/english/line_text.h"
#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/value_numbers.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

namespace {

// The noun after `number of` in the sentence before the list
// (`the same number of hints: ... 0, 1, 2`), named as a category; empty
// when the sentence counts nothing.
std::string counted_noun(std::string_view raw, const std::vector<std::string>& values) {
  // (The list's own first value, a whole word with the second after it:
  // never the `0` of an earlier `50`.)
  std::size_t first = std::string_view::npos;
  for (std::size_t at = raw.find(values.front()); at != std::string_view::npos;
       at = raw.find(values.front(), at + 1)) {
    const std::size_t end = at + values.front().size();
    if ((at > 0 && std::isalnum(static_cast<unsigned char>(raw[at - 1]))) ||
        (end < raw.size() && std::isalnum(static_cast<unsigned char>(raw[end]))))
      continue;
    if (values.size() > 1 && raw.substr(end, 12).find(values[1]) == std::string_view::npos)
      continue;
    first = at;
    break;
  }
  if (first == std::string_view::npos) return "";
  std::string_view before = raw.substr(0, first);
  if (const std::size_t stop = before.rfind(". "); stop != std::string_view::npos)
    before = before.substr(stop + 2);
  const std::vector<Word> w = cut_words(before);
  // (A noun in the plural, in lower case: `pegs`, `books`.)
  const auto plural_noun = [](const Word& x) {
    return std::islower(static_cast<unsigned char>(x.text.front())) && x.text.size() >= 4 &&
           x.text.back() == 's' && x.stem.size() < x.text.size() && !number_word(x.stem);
  };
  for (std::size_t i = 0; i + 2 < w.size(); ++i)
    if ((w[i].stem == "number" || w[i].stem == "amount") && w[i + 1].stem == "of" &&
        std::islower(static_cast<unsigned char>(w[i + 2].text.front())))
      return zebra_name(lower(w[i + 2].text));
  // `The draw put them on pegs 3, 7, 11, 15 and 19`: numbers right after
  // a plural noun are that noun's.
  if (!w.empty()) {
    const Word& noun = w.back();
    const std::string_view gap = before.substr(noun.offset + noun.text.size());
    if (plural_noun(noun) && gap.find_first_not_of(' ') == std::string_view::npos && !gap.empty())
      return zebra_name(noun.stem);
  }
  // `they read 6, 8, 9, 11 and 14 books over the holiday`: a plural noun
  // right after the last number is what they count.
  if (const std::size_t last = raw.find(values.back(), first); last != std::string_view::npos) {
    const std::vector<Word> after = cut_words(raw.substr(last + values.back().size()));
    if (!after.empty() && after[0].offset == 1 && raw[last + values.back().size()] == ' ' &&
        plural_noun(after[0]) && !verb_word(after[0].stem) &&
        !(after.size() > 1 && after[1].stem == "old"))
      return zebra_name(after[0].stem);
    // (Of two words: `2, 3, 4 and 6 costume changes`.)
    if (after.size() > 1 && after[0].offset == 1 && raw[last + values.back().size()] == ' ' &&
        std::islower(static_cast<unsigned char>(after[0].text.front())) &&
        after[1].offset == after[0].offset + after[0].text.size() + 1 && plural_noun(after[1]) &&
        !verb_word(after[0].stem) && !verb_word(after[1].stem) && !plural_noun(after[0]))
      return zebra_name(std::string(after[0].text) + " " + after[1].stem);
  }
  return "";
}

// A value written as a name: in capitals, or the teller listed as `me`
// (`me, Kat, Liam and Noor`).
bool name_like(const std::string& v) {
  return !v.empty() && (std::isupper(static_cast<unsigned char>(v.front())) || v == "me");
}

}  // namespace

void LineReader::name_category(std::string_view raw, const std::string& words,
                               const std::vector<std::string>& values, const std::string& kind,
                               CategoryText& cat) const {
  // (`in order`, the mark prose_categories.cc leaves of `in that order`,
  // names nothing.)
  std::string base = !kind.empty()
                         ? kind
                         : category_name(words.ends_with(" in order")
                                             ? std::string_view(words).substr(0, words.size() - 9)
                                             : std::string_view(words));
  // (Words that give no name, a dash before the list, give none.)
  if (base.empty()) base = "category";
  // `This season they're painted mint, lemon, coral and navy`: what a
  // thing is painted is its colour, whatever the words before say.
  if (kind.empty()) {
    const std::vector<Word> lw = cut_words(words);
    if (!lw.empty() && (lw.back().stem == "painted" || (lw.size() >= 2 && lw.back().stem == "in" &&
                                                        lw[lw.size() - 2].stem == "painted")))
      base = "colour";
  }
  // People's names under a name made of a pronoun (`four of them
  // entered: Agnes, ...` is no `them_entered`; `There's Maggie, ...` no
  // `there`) are names, as where the words name no list.
  const bool capitalised = std::all_of(cat.values.begin(), cat.values.end(), name_like);
  // (`Between them they are the pharmacist, the technician, ...`, `Between
  // them they play the Ugly Sister, ...`: what the people are or play,
  // their roles.)
  if (base == "between_them" || base == "between_us" || base == "among_them") {
    const std::vector<Word> lw = cut_words(words);
    // (Parts played are named: `play the Ugly Sister`, never `play a
    // soprano, a concert and a baritone uke`.)
    const bool role = std::any_of(lw.begin(), lw.end(), [&](const Word& x) {
      return x.stem == "are" || x.stem == "were" ||
             (capitalised && (x.stem == "play" || x.stem == "played" || x.stem == "playing"));
    });
    if (role) base = "role";
  }
  // (`They're aged 5, 6, 7 and 8`: ages, where a pronoun says whose.)
  for (std::string_view pronoun : {"theyre", "they", "we", "were", "all"})
    if (base == std::string(pronoun) + "_aged") base = "age";
  // (Things under a pronoun, `We had a toaster, a lamp, ...`, are
  // `thing`, never `we`.)
  // (`so that's the Fiesta, Golf, ...` is `thing`, never `that`; `that
  // guest` is `guest`.)
  for (std::string_view pointer : {"that", "thats", "those", "these"}) {
    if (base == pointer) base = "thing";
    if (base.starts_with(std::string(pointer) + "_")) base = base.substr(pointer.size() + 1);
  }
  // (And `just four of us: Sandra, ...`, `just_us`; never a verb's `us`,
  // `have come to us from Ashby, ...`.)
  for (std::string_view pronoun : {"them", "they", "theyre", "there", "us", "we", "you"})
    if (base == pronoun || base.starts_with(std::string(pronoun) + "_") ||
        (pronoun == "us" && (base == "just_us" || base == "only_us" || base == "all_us")))
      base = capitalised ? "category" : "thing";
  // (`it's the toaster, the vase, ...` is `thing`; `it was their 2nd, 4th,
  // ... visit` is `visit`.)
  // (Amounts after `it was` are named by their unit, below.)
  const bool amounts = std::all_of(values.begin(), values.end(), [](const std::string& v) {
    return value_number(v).has_value();
  });
  if (base == "it" || base == "its") base = capitalised || amounts ? "category" : "thing";
  // `no two asked for the same number of hints: between them they asked
  // for 0, 1, 2, 3 and 4`: bare numbers under a pronoun count what their
  // sentence said was counted before them.
  // (So are those under a verb of telling: `Madge tells us they have 2,
  // 3, 4 and 6 costume changes`, never `tell_us`.)
  const bool told = base.ends_with("_us") || base.ends_with("_them") || base.ends_with("_me");
  if ((base == "thing" || base == "category" || told) && amounts && !values.empty())
    if (const std::string counted = counted_noun(raw, values); !counted.empty()) {
      base = counted;
      // (Its noun names the list in the clues too: `needed no hints`.)
      cat.line_words += " " + counted;
    }
  if (base.starts_with("it_") || base.starts_with("its_")) base = base.substr(base.find('_') + 1);
  // `they are 7, 9, 11 and 14 years old`: numbers with no noun of their
  // own before them are named by their unit (`age`, `price`, `kg`).
  if (base == "category" && !cat.values.empty()) {
    const std::optional<ValueNumber> last = value_number(cat.values.back());
    const bool bare_or_same =
        last && !last->unit.empty() &&
        std::all_of(cat.values.begin(), cat.values.end(), [&](const std::string& v) {
          const std::optional<ValueNumber> x = value_number(v);
          return x && (x->unit.empty() || x->unit == last->unit);
        });
    if (bare_or_same && !last->unit.starts_with("numbered ")) {
      const std::vector<Word> unit = cut_words(last->unit);
      const bool age = std::any_of(unit.begin(), unit.end(), [](const Word& w) {
        return w.stem == "old" || w.stem == "aged" || w.stem == "age";
      });
      base = age                     ? "age"
             : last->unit == "money" ? "price"
             : unit.empty()          ? base
                                     : zebra_name(last->unit);
    }
  }
  // `plot 3, plot 8, plot 11 and plot 15` with no noun of their own
  // before them are `plot`.
  if (base == "category" && !cat.values.empty()) {
    const std::optional<ValueNumber> first = value_number(cat.values.front());
    if (first && first->unit.starts_with("numbered ") &&
        std::all_of(cat.values.begin(), cat.values.end(), [&](const std::string& v) {
          const std::optional<ValueNumber> x = value_number(v);
          return x && x->unit == first->unit;
        }))
      base = zebra_name(first->unit.substr(9));
  }
  // Names its words do not name (`They are Amir, Bea, ...`) are `name`;
  // so are people with their titles that the line names by where they
  // are (`in houses numbered 1 to 5 from left to right: Mr. Hoffman, ...`).
  const auto titled = [](const std::string& v) {
    const std::vector<Word> w = cut_words(v);
    return w.size() >= 2 && personal_title(lower(w[0].text));
  };
  // (Never names listed each with `a`: `a BMW, a Fiat, a Mini` are
  // things, and no one is `a Chloe`.)
  const bool each_with_a = std::all_of(values.begin(), values.end(), [&](const std::string& v) {
    for (std::size_t at = raw.find(v); at != std::string_view::npos; at = raw.find(v, at + 1))
      for (std::string_view article : {"a ", "an ", "A ", "An "})
        if (at >= article.size() && raw.substr(at - article.size(), article.size()) == article &&
            (at == article.size() ||
             !std::isalpha(static_cast<unsigned char>(raw[at - article.size() - 1]))))
          return true;
    return false;
  });
  if (base == "category" && each_with_a) base = "thing";
  if ((base == "category" ||
       (std::all_of(cat.values.begin(), cat.values.end(), titled) && placing_word(base))) &&
      std::all_of(cat.values.begin(), cat.values.end(), name_like) &&
      std::none_of(d_.categories.begin(), d_.categories.end(),
                   [](const CategoryText& c) { return c.name == "name"; }))
    base = "name";
  cat.name = base;
  for (int k = 2; std::any_of(d_.categories.begin(), d_.categories.end(),
                              [&](const CategoryText& c) { return c.name == cat.name; });
       ++k)
    cat.name = fmt::format("{}_{}", base, k);
}

}  // namespace deduce::puzzles::zebra::english
