// Other words a value is named by (value_variants.h).
#include "deduce/puzzles/zebra/english/value_variants.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <set>

#include "deduce/puzzles/zebra/english/comparative_words.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

std::vector<std::string> stem_list(std::string_view text) {
  std::vector<std::string> out;
  for (const Word& w : cut_words(text)) out.push_back(w.stem);
  return out;
}

// The other spellings of an amount's unit: `700 sq ft` as `700 square
// feet` and `700 square foot`, `3 pounds` as `3 lbs`. Only after a
// number, so that `min` or `m` in a name is never a unit.
namespace {

const std::vector<std::vector<std::string>>& unit_groups() {
  static const std::vector<std::vector<std::string>> kSame = {{"sq", "square"},
                                                              {"ft", "foot", "feet"},
                                                              {"lb", "lbs", "pound"},
                                                              {"kg", "kilo", "kilogram"},
                                                              {"km", "kilometre", "kilometer"},
                                                              {"m", "metre", "meter"},
                                                              {"cm", "centimetre", "centimeter"},
                                                              {"min", "minute"},
                                                              {"hr", "hrs", "hour"},
                                                              {"sec", "second"},
                                                              {"oz", "ounce"},
                                                              {"yd", "yard"},
                                                              {"mi", "mile"},
                                                              {"g", "gram"},
                                                              {"ml", "millilitre", "milliliter"},
                                                              {"l", "litre", "liter"}};
  return kSame;
}

}  // namespace

const std::vector<std::string>* unit_group(std::string_view stem) {
  for (const std::vector<std::string>& g : unit_groups())
    if (std::find(g.begin(), g.end(), stem) != g.end()) return &g;
  return nullptr;
}

std::vector<std::vector<std::string>> unit_spellings(const std::vector<std::string>& own) {
  const std::vector<std::vector<std::string>>& kSame = unit_groups();
  std::vector<std::vector<std::string>> out;
  if (own.size() < 2 || !std::isdigit(static_cast<unsigned char>(own[0].front()))) return out;
  // Each unit word in turn takes each other spelling of its group.
  std::vector<std::vector<std::string>> forms = {own};
  for (std::size_t k = 1; k < own.size(); ++k) {
    const auto group = std::find_if(kSame.begin(), kSame.end(), [&](const auto& g) {
      return std::find(g.begin(), g.end(), own[k]) != g.end();
    });
    if (group == kSame.end()) return out;  // a word that is no unit: no amount
    std::vector<std::vector<std::string>> next;
    for (const std::vector<std::string>& f : forms)
      for (const std::string& spelling : *group) {
        std::vector<std::string> g = f;
        g[k] = spelling;
        next.push_back(std::move(g));
      }
    forms = std::move(next);
  }
  for (std::vector<std::string>& f : forms)
    if (f != own) out.push_back(std::move(f));
  return out;
}

// `f150` as `f 150`: a text may write a model `F-150` where its list
// writes `f150` (and the other way round), and a hyphen cuts words.
// Empty when no word mixes letters and digits.
std::vector<std::string> split_at_digits(const std::vector<std::string>& stems) {
  std::vector<std::string> out;
  bool split = false;
  for (const std::string& s : stems) {
    std::size_t start = 0;
    for (std::size_t i = 1; i < s.size(); ++i) {
      const bool digit = std::isdigit(static_cast<unsigned char>(s[i])) != 0;
      if (digit != (std::isdigit(static_cast<unsigned char>(s[i - 1])) != 0)) {
        out.push_back(s.substr(start, i - start));
        start = i;
        split = true;
      }
    }
    out.push_back(s.substr(start));
  }
  return split ? out : std::vector<std::string>{};
}

// `paint` for `painting`, `swim` for `swimming`: a hobby named by its
// verb (`the person who paints as a hobby`). Empty unless the value is
// one word ending in -ing.
std::vector<std::string> verb_of(const std::vector<std::string>& stems) {
  if (stems.size() != 1 || stems[0].size() < 6 || !stems[0].ends_with("ing")) return {};
  std::string verb = stems[0].substr(0, stems[0].size() - 3);
  if (verb.size() >= 2 && verb.back() == verb[verb.size() - 2]) verb.pop_back();
  return {verb};
}

std::vector<std::string> marked_by(const std::vector<std::string>& stems) {
  if (stems.size() != 1 || stems[0].size() < 6 || !stems[0].ends_with("ed")) return {};
  const std::string& w = stems[0];
  const std::size_t n = w.size();
  // `spotted`, `dotted`: the doubled consonant goes with `-ed`.
  if (w[n - 3] == w[n - 4] && std::string_view("aeiou").find(w[n - 3]) == std::string_view::npos)
    return {w.substr(0, n - 3)};
  // `striped` (stripe) or `checked` (check): either may be meant.
  return {w.substr(0, n - 1), w.substr(0, n - 2)};
}

// The adjectives a place's name may take (`malta`: `maltese`; `tonga`:
// `tongan`; `ceylon`: `ceylonese`; `italy`: `italian`; `brazil`:
// `brazilian`), as stems.
std::vector<std::string> place_adjectives(const std::string& name) {
  std::vector<std::string> out;
  const std::string cut = name.substr(0, name.size() - 1);
  const char last = name.back();
  if (last == 'a')
    out = {name + "n", cut + "ese", cut + "ian"};
  else if (last == 'y')
    out = {cut + "ian"};
  else if (last == 'o')
    out = {cut + "an"};
  else if (last == 'e')
    out = {name + "an", cut + "ian"};
  else
    out = {name + "ese", name + "ian", name + "er"};
  return out;
}

// `gardener` for `gardening`, `painter` for `painting`, `knitter` for
// `knitting`, `horseback rider` for `horseback riding`, `wine taster` for
// `wine tasting`: the one who does it.
std::vector<std::string> doer_of(const std::vector<std::string>& stems) {
  if (stems.empty() || stems.size() > 3 || stems.back().size() < 6 ||
      !stems.back().ends_with("ing"))
    return {};
  std::vector<std::string> out = stems;
  out.back() = stems.back().substr(0, stems.back().size() - 3) + "er";
  return out;
}

// Who practises a value in lower case, by `-ist` or `-er`: `memoir`
// gives `memoirist`, `guitar` `guitarist`, `piano` `pianist`, `cello`
// `cellist`, `poetry` `poet`, `drum` `drummer`: each a word of its own.
std::vector<std::string> practitioner_of(const std::vector<std::string>& stems,
                                         const std::string& written) {
  if (stems.size() != 1 || stems[0].size() < 4 || written.empty() ||
      !std::islower(static_cast<unsigned char>(written.front())))
    return {};
  const std::string& s = stems[0];
  // `a song` by a singer, `a recitation` by a reciter.
  if (s == "song") return {"singer"};
  if (s.ends_with("ation") && s.size() >= 8) return {s.substr(0, s.size() - 5) + "er"};
  if (s.ends_with("o") || s.ends_with("a")) return {s.substr(0, s.size() - 1) + "ist"};
  // `maths` gives `mathematician`, `music` `musician`, `statistics`
  // `statistician`; `biology` gives `biologist`, `comedy` `comedian`.
  if (s == "math" || s == "maths" || s == "mathematic") return {"mathematician"};
  if (s.ends_with("ic")) return {s + "ian"};
  if (s.ends_with("ics") && s.size() >= 6) return {s.substr(0, s.size() - 1) + "ian"};
  if (s.ends_with("ogy")) return {s.substr(0, s.size() - 1) + "ist"};
  // `archery` gives `archer`, `pottery` `potter`.
  if (s.ends_with("ery") && s.size() >= 6) return {s.substr(0, s.size() - 1)};
  // `poetry` gives `poet`, `chemistry` `chemist`; `history` `historian`,
  // `library` `librarian`.
  if (s.ends_with("ry") && s.size() >= 6)
    return {s.substr(0, s.size() - 2), s.substr(0, s.size() - 1) + "ian"};
  if (s.ends_with("dy") && s.size() >= 5) return {s.substr(0, s.size() - 1) + "ian"};
  // `flute` gives `flutist` (and `flautist`); `trumpet` `trumpeter`,
  // `drum` `drummer`.
  if (s == "flute") return {"flutist", "flautist"};
  // (`oboe` gives `oboist`.)
  if (s.ends_with("e") && (s.size() >= 5 || s.ends_with("oe")))
    return {s.substr(0, s.size() - 1) + "ist"};
  if (s.ends_with("y") || s.ends_with("e") || s.ends_with("ist")) return {};
  std::vector<std::string> out = {s + "ist", s + "er"};
  // (`clarinet` gives `clarinettist` too, as British English doubles it.)
  if (s.ends_with("et")) out.push_back(s + "tist");
  const auto vowel = [](char c) {
    return std::string_view("aeiou").find(c) != std::string_view::npos;
  };
  if (s.size() <= 4 && !vowel(s.back()) && vowel(s[s.size() - 2]) && !vowel(s[s.size() - 3]))
    out.push_back(s + s.back() + "er");
  // (A comparative is no one who does it: `smaller` of a size `small`.)
  std::erase_if(out, [](const std::string& v) {
    static constexpr std::string_view kComparatives =
        "|" DEDUCE_MORE_WORDS "|" DEDUCE_LESS_WORDS "|";
    return kComparatives.find("|" + v + "|") != std::string_view::npos;
  });
  return out;
}

// What one did who gave a value in lower case: `a song` was sung (`the
// lady who sang`), `a recitation` recited, `a presentation` presented,
// `a demonstration` demonstrated.
std::vector<std::string> deed_of(const std::vector<std::string>& stems,
                                 const std::string& written) {
  if (stems.size() != 1 || written.empty() ||
      !std::islower(static_cast<unsigned char>(written.front())))
    return {};
  const std::string& s = stems[0];
  if (s == "song") return {"sang", "sung"};
  if (s.ends_with("ation") && s.size() >= 8) {
    const std::string base = s.substr(0, s.size() - 5);
    return {base + "ed", base + "ated"};
  }
  return {};
}

}  // namespace deduce::puzzles::zebra::english

#undef DEDUCE_MORE_WORDS
#undef DEDUCE_LESS_WORDS
