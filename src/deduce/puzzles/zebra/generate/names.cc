// Built-in themed names and the names file (names.h).
#include "deduce/puzzles/zebra/generate/names.h"

#include <fmt/format.h>

#include <algorithm>
#include <set>
#include <string_view>

#include "deduce/io/input_error.h"
#include "deduce/puzzles/zebra/read/lexer.h"
#include "deduce/puzzles/zebra/read/token_reader.h"

namespace deduce::puzzles::zebra::generate {
namespace {

struct PoolCategory {
  std::string_view name;
  std::string_view values;  // 16 names, unique across the pool
};

// Every value name is unique across the whole pool, so clues name values
// bare (`brit is red`) whichever categories a theme takes.
constexpr PoolCategory kPool[] = {
    {"nationality",
     "brit swede dane norwegian german japanese spaniard italian french dutch greek irish polish "
     "czech finn belgian"},
    {"colour",
     "red green white yellow blue ivory orange purple pink brown grey black silver gold beige "
     "teal"},
    {"drink",
     "tea coffee milk beer water juice wine cocoa soda cider lemonade kefir sake rum gin mead"},
    {"smoke",
     "pallmall dunhill blends bluemaster prince kools chesterfield luckystrike oldgold "
     "parliament camel marlboro winston kent davidoff gauloises"},
    {"pet",
     "dog bird cat horse fish zebra snail fox rabbit hamster turtle parrot ferret goat lizard "
     "owl"},
    {"sport",
     "tennis golf chess rugby hockey cricket judo rowing skiing boxing cycling fencing karate "
     "squash polo archery"},
    {"car", "audi bmw fiat ford honda jeep kia lada mazda opel saab volvo skoda seat tesla lexus"},
    {"fruit",
     "apple banana cherry grape kiwi lemon mango melon peach pear plum lime fig papaya apricot "
     "guava"},
    {"flower",
     "rose tulip lily daisy orchid iris poppy violet lotus aster peony dahlia jasmine crocus "
     "lilac magnolia"},
    {"job",
     "baker doctor farmer judge nurse pilot sailor tailor teacher writer miner chef painter "
     "dentist lawyer plumber"},
    {"music",
     "jazz blues rock opera polka reggae salsa tango techno soul funk disco folk punk swing "
     "gospel"},
    {"city",
     "paris rome oslo berlin madrid lisbon vienna prague dublin athens warsaw tokyo cairo lima "
     "quito sofia"},
    {"name",
     "alice bruno clara david emma felix greta hugo ines jonas karin leon mia nora oscar paula"},
    {"hobby",
     "knitting fishing hiking gardening cooking reading dancing singing pottery sewing birding "
     "climbing camping surfing juggling origami"},
    {"instrument",
     "piano guitar violin cello flute harp drums trumpet banjo oboe organ sitar tuba viola "
     "ukulele accordion"},
    {"food",
     "pasta pizza curry sushi soup salad steak tacos paella risotto ramen burger noodles omelette "
     "kebab falafel"},
};

struct Theme {
  std::string_view name;
  std::string_view title;  // {} is replaced by the number of positions
  std::string_view order;  // the pool's categories, the theme's first ones first
};

constexpr Theme kThemes[] = {
    {"houses", "The {} houses",
     "nationality colour drink smoke pet sport car music flower job fruit city hobby instrument "
     "food name"},
    {"street", "The street party",
     "name job pet car hobby food drink city instrument flower fruit music sport colour "
     "nationality smoke"},
    {"travellers", "The {} travellers",
     "name city nationality job sport food car fruit drink music instrument hobby colour flower "
     "pet smoke"},
};

std::vector<std::string_view> words(std::string_view s) {
  std::vector<std::string_view> out;
  std::size_t i = 0;
  while (i < s.size()) {
    const std::size_t j = std::min(s.find(' ', i), s.size());
    if (j > i) out.push_back(s.substr(i, j - i));
    i = j + 1;
  }
  return out;
}

const PoolCategory* pool_category(std::string_view name) {
  for (const auto& c : kPool) {
    if (c.name == name) return &c;
  }
  return nullptr;
}

}  // namespace

std::vector<std::string> builtin_theme_names() {
  std::vector<std::string> out;
  for (const auto& t : kThemes) out.emplace_back(t.name);
  return out;
}

Names builtin_names(int positions, int categories, util::Rng& random) {
  const Theme& theme = kThemes[random.below(static_cast<int>(std::size(kThemes)))];
  Names names;
  names.title = fmt::format(fmt::runtime(theme.title), positions);
  const auto order = words(theme.order);
  for (int c = 0; c < categories; ++c) {
    Category cat;
    const PoolCategory* pool =
        c < static_cast<int>(order.size()) ? pool_category(order[c]) : nullptr;
    cat.name = pool != nullptr ? std::string(pool->name) : fmt::format("kind{}", c + 1);
    const auto values = pool != nullptr ? words(pool->values) : std::vector<std::string_view>{};
    for (int v = 0; v < positions; ++v) {
      cat.values.push_back(v < static_cast<int>(values.size())
                               ? std::string(values[v])
                               : fmt::format("{}{}", cat.name, v + 1));
    }
    names.categories.push_back(std::move(cat));
  }
  return names;
}

Names parse_names(const std::string& text, const std::string& file) {
  using detail::Tok;
  const detail::Lines lines = detail::lex(text, file);
  const detail::TokenReader tokens(file);
  Names names;
  bool have_title = false;
  std::set<std::string, std::less<>> category_names;
  for (const auto& l : lines.lines) {
    const bool keyword_colon = l.tokens.size() >= 2 && l.tokens[1].kind == Tok::kColon;
    if (keyword_colon && detail::TokenReader::word(l, 0, "puzzle")) {
      if (have_title) tokens.fail(l, 0, "duplicate `puzzle:` line (the title is given once)");
      have_title = true;
      names.title = std::string(l.title);
      continue;
    }
    if (!detail::TokenReader::word(l, 0, "category") || keyword_colon) {
      tokens.fail(l, 0,
                  "expected `category NAME: VALUES` or `puzzle: TITLE`, found " +
                      detail::TokenReader::found(l, 0) +
                      detail::TokenReader::suggestion(l, 0, {"category", "puzzle"}));
    }
    const std::string_view name = tokens.name_at(l, 1, "a category name after `category`");
    if (l.tokens.size() < 3 || l.tokens[2].kind != Tok::kColon) {
      tokens.fail(
          l, 2, "expected `:` after the category name, found " + detail::TokenReader::found(l, 2));
    }
    if (!category_names.insert(std::string(name)).second) {
      tokens.fail(l, 1, "duplicate category " + detail::quoted(name));
    }
    Category cat;
    cat.name = std::string(name);
    std::set<std::string_view> seen;
    for (std::size_t t = 3; t < l.tokens.size(); ++t) {
      const std::string_view v = tokens.name_at(l, t, "a value name");
      if (!seen.insert(v).second) {
        tokens.fail(
            l, t, "duplicate value " + detail::quoted(v) + " in category " + detail::quoted(name));
      }
      if (cat.values.size() >= static_cast<std::size_t>(kMaxPositions)) {
        tokens.fail(l, t, fmt::format("too many values (at most {})", kMaxPositions));
      }
      cat.values.emplace_back(v);
    }
    if (cat.values.empty())
      tokens.fail(l, 3, "expected the values of category " + detail::quoted(name));
    names.categories.push_back(std::move(cat));
    names.category_lines.push_back(l.no);
  }
  return names;
}

Names fit_names(const Names& names, int positions, int categories, const std::string& file) {
  if (static_cast<int>(names.categories.size()) < categories) {
    const int line = names.category_lines.empty() ? 1 : names.category_lines.back();
    throw io::InputError(
        {file, line, 1},
        fmt::format("expected at least {} categories for --categories {}, found {}", categories,
                    categories, names.categories.size()));
  }
  Names out;
  out.title = names.title;
  for (int c = 0; c < categories; ++c) {
    const Category& cat = names.categories[c];
    if (static_cast<int>(cat.values.size()) < positions) {
      const int line =
          c < static_cast<int>(names.category_lines.size()) ? names.category_lines[c] : 1;
      throw io::InputError(
          {file, line, 1},
          fmt::format("category `{}` has {} values; --positions {} needs at least {}", cat.name,
                      cat.values.size(), positions, positions));
    }
    Category cut;
    cut.name = cat.name;
    cut.values.assign(cat.values.begin(), cat.values.begin() + positions);
    out.categories.push_back(std::move(cut));
  }
  return out;
}

}  // namespace deduce::puzzles::zebra::generate
