// A logic grid written in English (write_english.h). The sentences use
// only the phrasings of the phrase table (phrase_table.h), so the reader
// reads them back; a value is named with its category's noun (`the person
// whose pet is the fish`), which tells it from a value of the same name
// in another category.
#include "deduce/puzzles/zebra/english/write_english.h"

#include <fmt/format.h>

#include <array>
#include <string_view>
#include <vector>

#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/generate/phrasings.h"

namespace deduce::puzzles::zebra::english {
namespace {

namespace zgen = generate;

std::string spaced(std::string s) {
  for (char& c : s)
    if (c == '_') c = ' ';
  return s;
}

std::string capital(std::string s) {
  if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = static_cast<char>(s[0] - 'a' + 'A');
  return s;
}

std::string ordinal(int k) {
  static constexpr std::array<std::string_view, 12> kWords = {
      "first",   "second", "third", "fourth", "fifth",    "sixth",
      "seventh", "eighth", "ninth", "tenth",  "eleventh", "twelfth"};
  if (k >= 1 && k <= 12) return std::string(kWords[k - 1]);
  return ordinal_digits(k);
}

class Writer {
 public:
  Writer(const Puzzle& p, Style style) : p_(p), style_(style) {}

  std::string run() {
    std::string out = header();
    int k = 0;
    for (const Clue& c : p_.clues) {
      const std::string s = capital(sentence(c)) + ".";
      ++k;
      if (style_ == Style::kBbeh)
        out += fmt::format("Clue {}: {}\n", k, s);
      else if (style_ == Style::kZebraLogic)
        out += fmt::format("{}. {}\n", k, s);
      else
        out += s + "\n";
    }
    for (const Ask& a : p_.asks) out += question(a);
    return out;
  }

 private:
  std::string category_noun(int c) const { return spaced(p_.categories[c].name); }

  // The value with its category's noun: `the person whose pet is the fish`.
  std::string np(ValueRef r) const {
    return fmt::format("the person whose {} is {}", category_noun(r.category),
                       spaced(p_.value_name(r)));
  }

  std::string header() const {
    std::string out;
    const int n = p_.n;
    if (style_ == Style::kBbeh) {
      std::string positions;
      for (int i = 1; i <= n; ++i) positions += fmt::format("{}{}", i == 1 ? "" : ", ", i);
      out += fmt::format(
          "There are {} people next to each other in a row in positions {} who have the "
          "following characteristics.\n",
          n, positions);
      for (int c = 0; c < p_.num_categories(); ++c)
        out += fmt::format("Everyone has a different {}: {}.\n", category_noun(c), list(c, false));
      out += "Using the clues provided below, answer the question at the end.\n";
    } else if (style_ == Style::kZebraLogic) {
      out += fmt::format(
          "There are {} houses, numbered 1 to {} from left to right, as seen from across the "
          "street. Each house is occupied by a different person. Each house has a unique "
          "attribute for each of the following characteristics:\n",
          n, n);
      for (int c = 0; c < p_.num_categories(); ++c)
        out += fmt::format(" - Each person has a unique {}: {}\n", category_noun(c), list(c, true));
      out += "\n## Clues:\n";
    } else {
      out += fmt::format("There are {} houses in a row.\n", n);
      for (int c = 0; c < p_.num_categories(); ++c)
        out +=
            fmt::format("Each owner has a different {}: {}.\n", category_noun(c), list(c, false));
      out += "\n";
    }
    return out;
  }

  std::string list(int c, bool quoted) const {
    std::string out;
    for (const std::string& v : p_.categories[c].values)
      out +=
          fmt::format(fmt::runtime(quoted ? "{}`{}`" : "{}{}"), out.empty() ? "" : ", ", spaced(v));
    return out;
  }

  std::string place(int k) const {
    return style_ == Style::kBbeh ? fmt::format("the person at the {} position", ordinal(k + 1))
                                  : fmt::format("in the {} house", ordinal(k + 1));
  }

  // The two positions of `A at k or m` (the generator draws two), in the
  // style's words and as ordinals.
  void at_either_slots(const Statement& s, zgen::Slots& slots) const {
    std::vector<int> at;
    for (int q = 0; q < p_.n; ++q)
      if ((s.formula->positions >> q) & 1) at.push_back(q);
    if (at.size() != 2)
      throw std::invalid_argument("`at` one of other than two positions has no English phrasing");
    slots.place = place(at[0]);
    slots.place2 = place(at[1]);
    slots.ord = ordinal(at[0] + 1);
    slots.ord2 = ordinal(at[1] + 1);
  }

  // The statement in the style's column of the writers' table
  // (generate/phrasings.h).
  std::string sentence(const Clue& c) const {
    const Statement& s = c.statement;
    const auto kind = zgen::drawn_kind(p_, c);
    const std::string_view form =
        kind ? zgen::phrasing(*kind, static_cast<zgen::Output>(1 + static_cast<int>(style_)))
             : std::string_view();
    if (form.empty())
      throw std::invalid_argument("a clue of this kind has no English phrasing yet");
    zgen::Slots slots = zgen::statement_slots(p_, s, [&](ValueRef r) { return np(r); });
    slots.place = place(s.k);
    if (*kind == zgen::DrawKind::kAtEither) at_either_slots(s, slots);
    // `away`, `k left of` and `k right of` by k are k - 1 houses between;
    // the generator draws k >= 2.
    if (*kind == zgen::DrawKind::kAway || *kind == zgen::DrawKind::kKLeftOf ||
        *kind == zgen::DrawKind::kKRightOf) {
      const int k = *kind == zgen::DrawKind::kAway ? s.k : slots.k;
      if (k < 2) throw std::invalid_argument("a distance under 2 has no English phrasing");
      slots.gap = k == 2 ? "is one house" : fmt::format("are {} houses", k - 1);
    }
    return zgen::fill(form, slots);
  }

  std::string question(const Ask& a) const {
    if (a.kind != AskKind::kCategoryOf)
      throw std::invalid_argument("a question of this kind has no English phrasing yet");
    const std::string who = fmt::format("What position is {} at?", np(a.of));
    return style_ == Style::kBbeh ? "\nQuestion: " + who + "\n" : who + "\n";
  }

  const Puzzle& p_;
  Style style_;
};

}  // namespace

std::string write_english(const Puzzle& puzzle, Style style) {
  return Writer(puzzle, style).run();
}

}  // namespace deduce::puzzles::zebra::english
