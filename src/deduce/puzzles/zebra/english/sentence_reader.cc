// Matching a sentence against the templates (sentence_reader.h).
#include "deduce/puzzles/zebra/english/sentence_reader.h"

#include "deduce/puzzles/zebra/english/superlatives.h"
#include "deduce/puzzles/zebra/english/value_numbers.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <map>
#include <string_view>
#include <unordered_map>

namespace deduce::puzzles::zebra::english {
namespace {

// Whether every `N(x)` of a statement compares a value of N itself.
bool self_compared(const std::string& st, const std::string& name) {
  const std::string open = name + "(";
  std::size_t at = st.find(open), count = 0;
  for (; at != std::string::npos; at = st.find(open, at + 1)) {
    if (at > 0 && (std::isalnum(static_cast<unsigned char>(st[at - 1])) || st[at - 1] == '_'))
      continue;
    if (st.compare(at + open.size(), name.size() + 1, name + ".") != 0) return false;
    ++count;
  }
  return count > 0;
}

// What a statement says, so that two readings that say the same are one:
// `all of: A is B; A is C` and `all of: A is C; B is C` both make A, B and
// C one thing (the groups, sorted). Any other statement is its own text.
std::string meaning_key(const std::string& st) {
  constexpr std::string_view kAll = "all of: ";
  if (!st.starts_with(kAll)) return st;
  std::map<std::string, std::string> parent;
  const auto root = [&](std::string x) {
    while (parent.count(x) && parent[x] != x) x = parent[x];
    return x;
  };
  std::string_view rest = std::string_view(st).substr(kAll.size());
  while (!rest.empty()) {
    const std::size_t semi = rest.find("; ");
    const std::string_view part = rest.substr(0, semi);
    rest = semi == std::string_view::npos ? std::string_view() : rest.substr(semi + 2);
    const std::size_t is = part.find(" is ");
    if (is == std::string_view::npos || part.find(' ', is + 4) != std::string_view::npos ||
        part.substr(0, is).find(' ') != std::string_view::npos)
      return st;
    const std::string a(part.substr(0, is)), b(part.substr(is + 4));
    if (b == "not" || a.find('(') != std::string::npos || b.find('(') != std::string::npos)
      return st;
    parent.emplace(a, a);
    parent.emplace(b, b);
    parent[root(a)] = root(b);
  }
  std::map<std::string, std::vector<std::string>> groups;
  for (const auto& [x, p] : parent) groups[root(x)].push_back(x);
  std::vector<std::string> keys;
  for (auto& [r, members] : groups) {
    std::sort(members.begin(), members.end());
    std::string k;
    for (const std::string& m : members) k += m + "=";
    keys.push_back(k);
  }
  std::sort(keys.begin(), keys.end());
  std::string out = "same:";
  for (const std::string& k : keys) out += " " + k;
  return out;
}

enum class Slot { kWord, kValue, kNum, kOrd, kAny, kCategory, kUnit, kPlaceNoun };

struct Piece {
  Slot slot = Slot::kWord;
  char name = 0;           // a to f for values; 0 or 1 for the first or second number
  bool amount = false;     // {amt}: a number of the puzzle's units, not a position
  std::vector<int> words;  // kWord: the ids (word_id) of the stems it accepts
};

// The templates' words as small numbers, so that a sentence's words are
// looked up once and compared as integers (the table's compiled forms and
// these ids live per thread, like the cache below).
int word_id(const std::string& stem, bool add) {
  static thread_local std::unordered_map<std::string, int> ids;
  const auto it = ids.find(stem);
  if (it != ids.end()) return it->second;
  if (!add) return -1;
  const int id = static_cast<int>(ids.size());
  ids.emplace(stem, id);
  return id;
}

std::vector<Piece> compile(std::string_view words) {
  std::vector<Piece> out;
  std::size_t i = 0;
  while (i < words.size()) {
    const std::size_t end = std::min(words.find(' ', i), words.size());
    const std::string_view w = words.substr(i, end - i);
    i = end + 1;
    if (w.empty()) continue;
    Piece p;
    if (w == "{any}") {
      p.slot = Slot::kAny;
    } else if (w == "{unit}") {
      p.slot = Slot::kUnit;
    } else if (w == "{pn}") {
      p.slot = Slot::kPlaceNoun;
    } else if (w == "{amt}") {
      p.slot = Slot::kNum;
      p.amount = true;
    } else if (w == "{num}" || w == "{num2}") {
      p.slot = Slot::kNum;
      p.name = w == "{num2}" ? 1 : 0;
    } else if (w == "{ord}" || w == "{ord2}") {
      p.slot = Slot::kOrd;
      p.name = w == "{ord2}" ? 1 : 0;
    } else if (w == "{cat}") {
      p.slot = Slot::kCategory;
    } else if (w.size() == 3 && w.front() == '{') {
      p.slot = Slot::kValue;
      p.name = w[1];
    } else {
      std::size_t j = 0;
      while (j <= w.size()) {
        const std::size_t bar = std::min(w.find('|', j), w.size());
        p.words.push_back(word_id(stem_of(w.substr(j, bar - j)), true));
        j = bar + 1;
      }
    }
    out.push_back(std::move(p));
  }
  return out;
}

// A table's templates compiled, in its order. The tables are static, so
// each is kept by its address: one look-up a sentence, not one a template.
const std::vector<std::vector<Piece>>& compiled_table(std::span<const Phrase> phrases) {
  static thread_local std::unordered_map<const Phrase*, std::vector<std::vector<Piece>>> cache;
  auto it = cache.find(phrases.data());
  if (it == cache.end()) {
    std::vector<std::vector<Piece>> all;
    all.reserve(phrases.size());
    for (const Phrase& phrase : phrases) all.push_back(compile(phrase.words));
    it = cache.emplace(phrases.data(), std::move(all)).first;
  }
  return it->second;
}

struct Binding {
  ValueRef values[6];
  unsigned bound = 0;  // a bit per value slot filled, so that a slot named twice
                       // (`with {a} on the left`) names the same value both times
  int numbers[2] = {0, 0};
  bool ambiguous = false;  // a slot took one of two values a phrase names
  int phrased = 0;         // slots whose words are a benchmark's phrasing (lexicon.h)
  int numbers_used = 0;    // {num}, {amt}, {ord} filled
  double amount = 0;       // {amt} as said, with its decimals; 0: numbers[0]
  const std::string* amount_unit = nullptr;  // the word after {amt} (`minutes`)
  const std::string* any_word = nullptr;     // the word {any} took (`the longest trail`)
  int category = -1;                         // {cat}: the category a question asks for
};

// Whether words[i], a number, ends a value's name of several words (`the
// number 31`, `table 3`): then it is no amount.
bool ends_name(const SentenceValues& values, const std::vector<Word>& words, std::size_t i) {
  if (i == 0 || !values.covered(i) || !values.covered(i - 1)) return false;
  const std::string& before = words[i - 1].stem;
  if (before == "the" || before == "a" || before == "an") return false;
  return values.resolve(i - 1, i + 1).ok;
}

class Matcher {
 public:
  Matcher(const std::vector<Piece>& pieces, const std::vector<Word>& words,
          const std::vector<int>& ids, const SentenceValues& values, SentenceReading& out)
      : pieces_(pieces), words_(words), ids_(ids), values_(values), out_(out) {}

  template <class Emit>
  void run(std::size_t pi, std::size_t wi, Binding b, const Emit& emit) {
    if (pi == pieces_.size()) {
      if (wi == words_.size()) emit(b);
      return;
    }
    if (wi >= words_.size()) return;
    const Piece& p = pieces_[pi];
    switch (p.slot) {
      case Slot::kWord:
        if (std::find(p.words.begin(), p.words.end(), ids_[wi]) != p.words.end()) {
          // A number the template spells (`three different paintings`).
          if (amount_of(words_[wi].stem) != 0) ++b.numbers_used;
          run(pi + 1, wi + 1, b, emit);
        }
        return;
      case Slot::kAny:
        // A word, never a value's (`Cass, the tallest, wore #104` is no
        // `{a} the tallest {any}`: #104 would go unread).
        // (A unit after an amount may be a value's too: `1.5 km shorter`.)
        if (values_.covered(wi) && !(wi > 0 && amount_of(words_[wi - 1].stem) != 0)) return;
        b.any_word = &words_[wi].stem;
        run(pi + 1, wi + 1, b, emit);
        return;
      case Slot::kPlaceNoun:
        // The riddle's word for a position (`space`, `lane`, `house`), or
        // the door every place in a row has (`four doors to the right of`).
        if (!values_.place_noun(words_[wi].stem) && words_[wi].stem != "door") return;
        run(pi + 1, wi + 1, b, emit);
        return;
      case Slot::kUnit: {
        // `the month after`: one of the unit, read as the amount 1.
        if (!time_unit(words_[wi].stem)) return;
        b.numbers[0] = 1;
        b.amount = 1;
        ++b.numbers_used;
        b.amount_unit = &words_[wi].stem;
        run(pi + 1, wi + 1, b, emit);
        return;
      }
      case Slot::kNum:
      case Slot::kOrd: {
        // An amount may have decimals (`0.3 m taller`): kept whole in
        // `amount`, its slot's number set so that it counts as filled.
        // A number that ends a value's name (`the number 31 leaves later`)
        // is no amount.
        if (p.amount && ends_name(values_, words_, wi)) return;
        const double amount = p.amount ? amount_of(words_[wi].stem) : 0;
        const int k = p.amount               ? (amount != 0 ? 1 : 0)
                      : p.slot == Slot::kNum ? number_word(words_[wi].stem)
                                             : ordinal_word(words_[wi].stem);
        if (k == 0) return;
        b.numbers[static_cast<int>(p.name)] = p.amount ? static_cast<int>(amount) : k;
        if (p.amount) b.amount = amount;
        ++b.numbers_used;
        if (p.amount && wi + 1 < words_.size()) b.amount_unit = &words_[wi + 1].stem;
        run(pi + 1, wi + 1, b, emit);
        return;
      }
      case Slot::kCategory: {
        // `What is BookGenre of ...`: a category by its name.
        // (Two words may name it whole: `last name` is `last_name`, where
        // `name` alone would be the first list that ends so.)
        if (wi + 1 < words_.size()) {
          const int two = values_.category_named(words_[wi].stem + words_[wi + 1].stem);
          if (two >= 0) {
            b.category = two;
            run(pi + 1, wi + 2, b, emit);
            return;
          }
        }
        const int c = values_.category_named(words_[wi].stem);
        if (c < 0) return;
        b.category = c;
        run(pi + 1, wi + 1, b, emit);
        return;
      }
      case Slot::kValue:
        break;
    }
    const bool last = pi + 1 == pieces_.size();
    for (std::size_t end = wi + 1; end <= words_.size(); ++end) {
      if (last && end != words_.size()) continue;
      if (!last) {
        if (end == words_.size()) break;
        const Piece& next = pieces_[pi + 1];
        if (next.slot == Slot::kWord &&
            std::find(next.words.begin(), next.words.end(), ids_[end]) == next.words.end())
          continue;
      }
      const SentenceValues::Found f = values_.resolve(wi, end);
      if (f.ok) bind(pi, end, b, f.ref, false, emit, f.phrased);
      // A phrase that names two values equally well is read both ways.
      for (const ValueRef& r : f.ambiguous) {
        if (out_.ambiguous.empty()) out_.ambiguous = f.ambiguous;
        bind(pi, end, b, r, true, emit);
      }
    }
  }

 private:
  template <class Emit>
  void bind(std::size_t pi, std::size_t end, Binding b, ValueRef r, bool ambiguous,
            const Emit& emit, bool phrased = false) {
    const int slot = pieces_[pi].name - 'a';
    const unsigned bit = 1u << slot;
    if ((b.bound & bit) != 0 && !(b.values[slot] == r)) return;
    b.values[slot] = r;
    b.bound |= bit;
    b.ambiguous = b.ambiguous || ambiguous;
    b.phrased += phrased ? 1 : 0;
    run(pi + 1, end, b, emit);
  }

  const std::vector<Piece>& pieces_;
  const std::vector<Word>& words_;
  const std::vector<int>& ids_;
  const SentenceValues& values_;
  SentenceReading& out_;
};

// `A is B` and `A is not B` where one side is a place (`the second
// house`): `A at 2`, `A not at 2`; `A is either B or C` where both are
// places: `A at 1 or 3`. No place category is needed for these.
std::string at_place(std::string_view pattern, const Binding& b, int place,
                     const std::function<std::string(ValueRef)>& value_text) {
  if (pattern == "{a} is {b} or {c}") {
    if (b.values[0].category == place || b.values[1].category != place ||
        b.values[2].category != place)
      return "";
    const int k = std::min(b.values[1].value, b.values[2].value) + 1;
    const int m = std::max(b.values[1].value, b.values[2].value) + 1;
    return value_text(b.values[0]) + " at " + std::to_string(k) +
           (k == m ? "" : " or " + std::to_string(m));
  }
  const bool is = pattern == "{a} is {b}", is_not = pattern == "{a} is not {b}";
  if (!is && !is_not) return "";
  const bool a_place = b.values[0].category == place, b_place = b.values[1].category == place;
  if (a_place == b_place) return "";
  const ValueRef v = a_place ? b.values[1] : b.values[0];
  const int k = (a_place ? b.values[0] : b.values[1]).value + 1;
  return value_text(v) + (is ? " at " : " not at ") + std::to_string(k);
}

// A metric unit's size in its base unit, lengths positive (metres) and
// masses negative (grams), so that the two never convert; 0 for any other.
double metric(std::string_view u) {
  static constexpr std::pair<std::string_view, double> kUnits[] = {
      {"km", 1000},  {"kilometre", 1000}, {"kilometer", 1000}, {"m", 1},
      {"metre", 1},  {"meter", 1},        {"cm", 0.01},        {"centimetre", 0.01},
      {"mm", 0.001}, {"kg", -1000},       {"kilo", -1000},     {"kilogram", -1000},
      {"g", -1},     {"gram", -1}};
  for (const auto& [name, size] : kUnits)
    if (u == name) return size;
  return 0;
}

// What one `unit` (the word after an amount) is in the numbers of
// `numeric`: times are kept in minutes, durations written `32:30` in
// seconds (`3 minutes` of a duration is 180); dates in days (`2 weeks` is
// 14); 0 when the unit cannot measure the category (`2 days` of months,
// `a week` of prices); 1 for any other word (`$5`, `3 places`).
namespace {

// One name for each unit written several ways (`ft`, `foot`, `feet`).
std::string_view unit_name(std::string_view u) {
  static constexpr std::pair<std::string_view, std::string_view> kSame[] = {
      {"feet", "foot"},     {"ft", "foot"},       {"lbs", "lb"},       {"kilo", "kg"},
      {"kilogram", "kg"},   {"kilometre", "km"},  {"kilometer", "km"}, {"mi", "mile"},
      {"ounce", "oz"},      {"gram", "g"},        {"metre", "m"},      {"meter", "m"},
      {"centimetre", "cm"}, {"centimeter", "cm"}, {"hr", "hour"},      {"min", "minute"},
      {"sec", "second"},    {"pound", "lb"}};
  for (const auto& [other, name] : kSame)
    if (u == other) return name;
  return u;
}

}  // namespace
}  // namespace

double unit_scale(const std::string& u, const NumericCategory& numeric) {
  const auto is = [&](std::initializer_list<std::string_view> w) {
    return std::find(w.begin(), w.end(), u) != w.end();
  };
  const auto has = [&](std::string_view unit) {
    return std::any_of(numeric.units.begin(), numeric.units.end(), [&](const std::string& x) {
      return x == unit || unit_name(x) == unit_name(unit);
    });
  };
  // A metric measure in another of its units (`half a kilometre` of a
  // list in km, `30 cm` of one in metres).
  if (const double from = metric(u); from != 0)
    for (const std::string& unit : numeric.units)
      if (const double to = metric(unit); to != 0 && (from < 0) == (to < 0)) return from / to;
  // A measure the list is not in (`120 miles` of weekdays) is nothing;
  // money takes its coins' names.
  // A coin is a hundredth of the list's money (`50 cents more` of $2.50,
  // $3.00, ...), unless the list counts coins (`75 cents, 80 cents`).
  const bool coins = has("cent") || has("pence") || has("penny") || has("p");
  if (is({"pence", "penny", "cent", "p", "c"}) && (has("money") || coins)) return coins ? 1 : 0.01;
  if (is({"dollar", "pound", "euro", "buck", "quid"}) && coins) return 100;
  if (is({"dollar", "pound", "euro", "buck", "quid"}) && has("money")) return 1;
  // A measure said of bare numbers (`90 cm above` of votes) measures
  // nothing of them.
  if (numeric.units.empty() &&
      is({"mile",   "km",   "kilometre", "kilometer", "metre", "meter", "foot",  "feet",
          "ft",     "inch", "yard",      "cm",        "mm",    "m",     "kg",    "kilo",
          "ounce",  "oz",   "gram",      "g",         "ton",   "stone", "litre", "liter",
          "gallon", "mph",  "kph",       "knot",      "lb"}))
    return 0;
  if (is({"mile", "km",    "kilometre", "kilometer", "metre", "meter", "foot",  "feet",
          "ft",   "inch",  "yard",      "cm",        "mm",    "pound", "lb",    "kg",
          "kilo", "ounce", "oz",        "gram",      "ton",   "stone", "point", "dollar",
          "euro", "litre", "liter",     "gallon",    "mph",   "kph",   "knot"}) &&
      !numeric.units.empty() && !has(u))
    return 0;
  // Minutes and hours of a list that is no time (`two minutes behind` of
  // ages) measure nothing of it.
  if (numeric.time_scale == 0 && !numeric.time_point &&
      is({"hour", "hr", "minute", "min", "second", "sec"}) && !has(u) &&
      !(is({"hour", "hr"}) && has("hour")) && !(is({"minute", "min"}) && has("minute")))
    return 0;
  if (numeric.time_scale != 0) {
    const long seconds = is({"hour", "hr"})      ? 3600
                         : is({"minute", "min"}) ? 60
                         : is({"second", "sec"}) ? 1
                                                 : 0;
    if (seconds == 0) return is({"day", "week", "month", "year"}) ? 0 : 1;
    return seconds % numeric.time_scale == 0 ? static_cast<double>(seconds / numeric.time_scale)
                                             : 0;
  }
  const bool calendar = is({"day", "week", "month", "year", "night"});
  if (!calendar) return 1;
  if (numeric.calendar == "date") return is({"day", "night"}) ? 1 : is({"week"}) ? 7 : 0;
  if (numeric.calendar == "day") return is({"day", "night"}) ? 1 : 0;
  if (numeric.calendar == "month") return is({"month"}) ? 1 : 0;
  if (numeric.calendar == "year") return is({"year"}) ? 1 : 0;
  // `7 nights`, `3 years old`: the list's own unit; a week of prices is
  // nothing.
  if (has(u)) return 1;
  if (u == "year" && (has("age") || has("aged") || has("old"))) return 1;  // ages count years
  return numeric.units.empty() ? 1 : 0;
}

namespace {

// Whether `pattern` says of two slots that they are one (`{a} is {b}`,
// `{b} is {c}` inside `one of:`) where `b` binds them to two values of
// one category, which cannot hold.
bool one_is_another(std::string_view pattern, const Binding& b) {
  for (std::size_t at = pattern.find("} is {"); at != std::string_view::npos;
       at = pattern.find("} is {", at + 1)) {
    // (Only `{x} is {y}` whole: `{a} is {b} or {c}` says a choice.)
    if (at < 2 || pattern[at - 2] != '{' || at + 7 >= pattern.size() || pattern[at + 7] != '}' ||
        (at + 8 < pattern.size() && pattern[at + 8] != ';'))
      continue;
    const int x = pattern[at - 1] - 'a', y = pattern[at + 6] - 'a';
    if (x < 0 || x >= 6 || y < 0 || y >= 6 || !(b.bound & (1u << x)) || !(b.bound & (1u << y)))
      continue;
    if (b.values[x].category == b.values[y].category && !(b.values[x] == b.values[y])) return true;
  }
  return false;
}

std::string fill(std::string_view pattern, const Binding& b, int n, const SentenceValues& values,
                 const std::function<std::string(ValueRef)>& value_text, const std::string& who,
                 const NumericCategory& numeric, SentenceReading& out) {
  // `{b} is not {c}` of two values of one list says nothing: it goes
  // (`between Nina's and Lucy's, and right next to both`).
  static constexpr std::string_view kTwo = "; {b} is not {c}";
  if (pattern.ends_with(kTwo) && b.values[1].category == b.values[2].category)
    pattern.remove_suffix(kTwo.size());
  if (std::string s = at_place(pattern, b, values.place_category(), value_text); !s.empty())
    return s;
  // A question of a place (`What is Name of the person who lives in House
  // 1?`, `Who lives in the first house?`): `ask: CATEGORY at k`, no place
  // category.
  if ((pattern == "{cat} of {a}" || pattern == "{who} of {a}") &&
      b.values[0].category == values.place_category())
    return (pattern.starts_with("{cat}") ? values.category_name(b.category) : who) + " at " +
           std::to_string(b.values[0].value + 1);
  std::string s;
  for (std::size_t i = 0; i < pattern.size(); ++i) {
    if (pattern[i] != '{') {
      s += pattern[i];
      continue;
    }
    const std::size_t close = pattern.find('}', i);
    const std::string_view slot = pattern.substr(i + 1, close - i - 1);
    i = close;
    if (slot == "amt") {
      double amount = b.amount != 0 ? b.amount : b.numbers[0];
      if (b.amount_unit != nullptr) {
        const double scale = unit_scale(*b.amount_unit, numeric);
        if (scale == 0) return "";  // `2 days after` over months
        amount *= scale;
      }
      // A difference no two values have holds of no one: no reading.
      if (numeric.span > 0 && amount > numeric.span + 1e-9) return "";
      if (numeric.grain > 0) {
        const double k = amount / numeric.grain;
        if (std::fabs(k - std::round(k)) > 1e-6) return "";
      }
      s += number_name(amount);
    } else if (slot == "N") {
      s += numeric.name;
    } else if (slot == "most" || slot == "least" || slot == "oldest" || slot == "youngest") {
      // The most of N is said of a value of another category, and not of
      // a thing another category measures (`the last round` is no bonus).
      if (numeric.index < 0 || b.values[0].category == numeric.index) return "";
      if (b.any_word != nullptr && values.measured_elsewhere(*b.any_word, numeric.index)) return "";
      s += value_text({numeric.index, means_largest(slot, numeric) ? numeric.size - 1 : 0});
    } else if (slot == "fastest" || slot == "slowest") {
      // Only of what is timed or a speed: the fastest runner is no age.
      if (numeric.index < 0 || b.values[0].category == numeric.index ||
          !(speed(numeric) || lower_wins(numeric)))
        return "";
      s += value_text({numeric.index, means_largest(slot, numeric) ? numeric.size - 1 : 0});
    } else if (slot == "best" || slot == "worst") {
      if (numeric.index < 0 || b.values[0].category == numeric.index || !contested(numeric))
        return "";
      const bool largest = means_largest("best", numeric) == (slot == "best");
      s += value_text({numeric.index, largest ? numeric.size - 1 : 0});
    } else if (slot == "ranked") {
      // `finished fifth` of finishing times: the fifth best of them.
      const int k = b.numbers[0];
      if (numeric.index < 0 || b.values[0].category == numeric.index || !contested(numeric) ||
          k < 1 || k > numeric.size)
        return "";
      s += value_text({numeric.index, lower_wins(numeric) ? k - 1 : numeric.size - k});
    } else if (slot == "beats" || slot == "loses") {
      if (!contested(numeric)) return "";
      s += lower_wins(numeric) == (slot == "beats") ? "<" : ">";
    } else if (slot == "ahead" || slot == "behind" || slot == "ahead_sign" ||
               slot == "behind_sign") {
      // Ahead in a schedule or a race is earlier, in a score more.
      const bool more = contested(numeric) && !lower_wins(numeric);
      const bool ahead = slot.starts_with("ahead");
      s += slot.ends_with("sign") ? (more == ahead ? "+" : "-") : (more == ahead ? ">" : "<");
    } else if (slot == "beats_sign") {
      if (!contested(numeric)) return "";
      s += lower_wins(numeric) ? "-" : "+";
    } else if (slot == "faster" || slot == "slower") {
      s += (slot == "faster") == speed(numeric) ? ">" : "<";
    } else if (slot == "faster_sign" || slot == "slower_sign") {
      s += (slot == "faster_sign") == speed(numeric) ? "+" : "-";
    } else if (slot == "older" || slot == "younger") {
      s += (slot == "older") != numeric.time_point ? ">" : "<";
    } else if (slot == "older_sign" || slot == "younger_sign") {
      s += (slot == "older_sign") != numeric.time_point ? "+" : "-";
    } else if (slot == "step") {
      if (numeric.step.empty()) return "";  // `just after` where the values are uneven
      s += numeric.step;
    } else if (slot == "num" || slot == "ord" || slot == "num2" || slot == "ord2") {
      const int k = b.numbers[slot.back() == '2' ? 1 : 0];
      if (k > n) out.bad_position = k;
      s += std::to_string(k);
    } else if (slot == "from_last") {
      // `second from the right`: counted from position n.
      const int k = b.numbers[0];
      if (n <= 0) return "";
      if (k > n) out.bad_position = k;
      s += std::to_string(n + 1 - k);
    } else if (slot == "last") {
      if (n <= 0) return "";
      s += std::to_string(n);
    } else if (slot == "middle_two") {
      // `one of the two middle houses` of an even row.
      if (n < 4 || n % 2 != 0) return "";
      s += std::to_string(n / 2) + " or " + std::to_string(n / 2 + 1);
    } else if (slot == "last_two") {
      // `one of the last two stalls`.
      if (n < 3) return "";
      s += std::to_string(n - 1) + " or " + std::to_string(n);
    } else if (slot == "gap") {
      s += std::to_string(b.numbers[0] + 1);
    } else if (slot == "who") {
      // `Who rides Thunder?` where the people's category is Thunder's own
      // (the horses listed first) asks nothing: no reading, never the
      // value itself as its answer.
      if (b.values[0].category < values.place_category() &&
          values.category_name(b.values[0].category) == who)
        return "";
      s += who;
    } else if (slot == "cat") {
      s += values.category_name(b.category);
    } else {
      s += value_text(b.values[slot[0] - 'a']);
    }
  }
  return s;
}

// Whether `words` compare places of a contest by height: a higher place
// is a better one, the smaller ordinal (`placed one spot higher than`).
// Not where the ordinals are storeys, shelves or levels, whose higher one
// is the larger (`lives on a higher floor than`).
bool ranked_by_height(const std::vector<Word>& words, const NumericCategory& numeric) {
  if (std::find(numeric.units.begin(), numeric.units.end(), "ordinal") == numeric.units.end())
    return false;
  // Places in a contest start at 1st; a school's grades and years, a
  // building's floors, a match's rounds are levels, higher the more.
  if (numeric.least != 1) return false;
  static constexpr std::string_view kLevels[] = {
      "floor",  "storey",  "story", "level", "deck",  "shelf", "rung",       "tier",
      "flight", "landing", "grade", "year",  "class", "form",  "generation", "round"};
  const auto level = [](std::string_view w) {
    return std::find(std::begin(kLevels), std::end(kLevels), w) != std::end(kLevels);
  };
  for (const Word& w : cut_words(numeric.name))
    if (level(w.stem)) return false;
  for (const std::string& u : numeric.units)
    if (level(u)) return false;
  for (const Word& w : words)
    if (level(w.stem)) return false;
  return std::any_of(words.begin(), words.end(), [](const Word& w) {
    return w.stem == "higher" || w.stem == "lower" || w.stem == "above" || w.stem == "below";
  });
}

// A comparison turned the other way: `<` and `>`, `+` and `-` swapped.
std::string turned(std::string s) {
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '<' || s[i] == '>') s[i] = s[i] == '<' ? '>' : '<';
    if (i > 0 && i + 1 < s.size() && s[i - 1] == ' ' && s[i + 1] == ' ' &&
        (s[i] == '+' || s[i] == '-'))
      s[i] = s[i] == '+' ? '-' : '+';
  }
  return s;
}

}  // namespace

bool measure_unit(std::string_view stem) {
  static constexpr std::string_view kUnits[] = {
      "mile",  "foot",   "feet",   "inch", "yard", "pound", "lb",    "ounce", "oz",
      "stone", "ton",    "dollar", "euro", "cent", "penny", "pence", "point", "litre",
      "liter", "gallon", "mph",    "kph",  "knot", "page",  "lap"};
  return metric(stem) != 0 || time_unit(stem) ||
         std::find(std::begin(kUnits), std::end(kUnits), stem) != std::end(kUnits);
}

bool time_unit(std::string_view stem) {
  static constexpr std::string_view kUnits[] = {"day",   "week", "month",  "year",
                                                "night", "hour", "minute", "second"};
  return std::find(std::begin(kUnits), std::end(kUnits), stem) != std::end(kUnits);
}

bool one_unit_at(const std::vector<Word>& words, std::size_t i) {
  if (i == 0 || i + 1 >= words.size() || !time_unit(words[i].stem)) return false;
  const std::string& before = words[i - 1].stem;
  const std::string& after = words[i + 1].stem;
  return (before == "the" || before == "a" || before == "an") &&
         (after == "after" || after == "before" || after == "later" || after == "earlier");
}

SentenceReading read_sentence(std::span<const Phrase> phrases, const std::vector<Word>& words,
                              const SentenceValues& values, int n,
                              const std::function<std::string(ValueRef)>& value_text,
                              const std::string& who, const std::vector<NumericCategory>& numeric) {
  SentenceReading out;
  // Readings in which every phrase names one value, and readings in which
  // a phrase names two equally well. A clear reading settles the phrase
  // (`the person's child is named Alice` is the child, where `Alice`
  // alone could be the name too); without one, the clue holds in one of
  // the others (phrase_two_ways).
  // Among clear readings, those whose phrases are most often a
  // benchmark's phrasings of their values: "Alice is the person's child
  // is named Alice" is the name Alice and the child Alice, not the child
  // (`Alice is the person's child is named`) and the name.
  // Readings through a template with `{any}` (a unit word, `2 fewer
  // pounds than`) count only when no template without one reads the
  // sentence (`2 places after` is the step's, not 2 of any unit).
  std::vector<std::string> clear, unclear, clear_any, unclear_any;
  int most_phrased = 0;
  // Compiled first, so every template word has its id.
  const std::vector<std::vector<Piece>>& table = compiled_table(phrases);
  // A number the sentence says outside every value (`one month before`,
  // `$5 less`) must be read: a reading that leaves it in a filler's place
  // is no reading. `one` counts only before a unit (`the one who`, `one
  // of` are no amounts).
  static const std::vector<std::string_view> kUnits = {
      "dollar", "year",  "day",  "minute", "hour",  "week",   "point",    "mile",  "inch",  "pound",
      "month",  "time",  "stop", "step",   "place", "spot",   "position", "night", "foot",  "feet",
      "metre",  "meter", "kilo", "kg",     "lb",    "second", "floor",    "door",  "house", "lap"};
  static const std::vector<std::string_view> kComparatives = {
      "more",   "less",    "fewer",  "higher",  "lower",   "cheaper", "earlier", "later",
      "older",  "younger", "longer", "shorter", "taller",  "heavier", "lighter", "before",
      "after",  "ahead",   "behind", "bigger",  "smaller", "greater", "newer",   "faster",
      "slower", "sooner",  "above",  "below",   "beneath"};
  const auto comparative = [&](std::size_t i) {
    return i < words.size() && std::find(kComparatives.begin(), kComparatives.end(),
                                         words[i].stem) != kComparatives.end();
  };
  int free_numbers = 0;
  for (std::size_t i = 0; i < words.size(); ++i) {
    // `$75 less than`: a number before a comparative (or its unit and a
    // comparative) is an amount, even where a value is written alike.
    // (Not a number that ends a value's name: `the number 31 is later`.)
    const bool amount_before = amount_of(words[i].stem) != 0 && !ends_name(values, words, i) &&
                               (comparative(i + 1) || (i + 1 < words.size() && comparative(i + 2)));
    if ((values.covered(i) && !amount_before) || amount_of(words[i].stem) == 0) continue;
    // `the one who`, `one of`, `the four`, `all five`: no amounts, unless
    // a unit follows.
    const bool unit_next = i + 1 < words.size() && (std::find(kUnits.begin(), kUnits.end(),
                                                              words[i + 1].stem) != kUnits.end() ||
                                                    metric(words[i + 1].stem) != 0);
    const bool determined = i > 0 && (words[i - 1].stem == "the" || words[i - 1].stem == "all" ||
                                      words[i - 1].stem == "of" || words[i - 1].stem == "these");
    // (`took one more skein than`, `one skein fewer`: `one` before a
    // comparative is one.)
    if ((words[i].stem == "one" || determined) && !unit_next &&
        !(words[i].stem == "one" && !determined &&
          (comparative(i + 1) || (!values.covered(i + 1) && comparative(i + 2)))))
      continue;
    ++free_numbers;
  }
  // `the month after`, `a day before`: one of a unit, an amount too.
  for (std::size_t i = 0; i < words.size(); ++i)
    if (one_unit_at(words, i) && !values.covered(i)) ++free_numbers;
  std::vector<int> ids;
  ids.reserve(words.size());
  for (const Word& w : words) ids.push_back(word_id(w.stem, false));
  // A template whose word is nowhere in the sentence cannot fit it: most
  // are passed over at this look, before any matching.
  // (A flag per word id: the ids are the tables' few thousand words.)
  std::vector<char> present;
  for (const int id : ids)
    if (id >= 0) {
      if (static_cast<std::size_t>(id) >= present.size()) present.resize(id + 1, 0);
      present[static_cast<std::size_t>(id)] = 1;
    }
  const auto fits_words = [&](const std::vector<Piece>& pieces) {
    for (const Piece& p : pieces) {
      if (p.slot != Slot::kWord) continue;
      if (std::none_of(p.words.begin(), p.words.end(), [&](int id) {
            return static_cast<std::size_t>(id) < present.size() &&
                   present[static_cast<std::size_t>(id)] != 0;
          }))
        return false;
    }
    return true;
  };
  for (std::size_t pi = 0; pi < phrases.size(); ++pi) {
    const Phrase& phrase = phrases[pi];
    const std::vector<Piece>& pieces = table[pi];
    if (!fits_words(pieces)) continue;
    Matcher m(pieces, words, ids, values, out);
    // A comparison of numbers (`{N}`) is read over each numeric category
    // the sentence may mean; with none, it is not read at all.
    const bool compares = phrase.zebra.find("{N}") != std::string_view::npos ||
                          phrase.zebra.find("{most}") != std::string_view::npos ||
                          phrase.zebra.find("{best}") != std::string_view::npos ||
                          phrase.zebra.find("{worst}") != std::string_view::npos ||
                          phrase.zebra.find("{ranked}") != std::string_view::npos ||
                          phrase.zebra.find("{least}") != std::string_view::npos ||
                          phrase.zebra.find("{oldest}") != std::string_view::npos ||
                          phrase.zebra.find("{youngest}") != std::string_view::npos ||
                          phrase.zebra.find("{fastest}") != std::string_view::npos ||
                          phrase.zebra.find("{slowest}") != std::string_view::npos;
    static const std::vector<NumericCategory> kNoCategory = {{}};
    const auto has = [&](std::initializer_list<std::string_view> stems) {
      return std::any_of(words.begin(), words.end(), [&](const Word& w) {
        return std::find(stems.begin(), stems.end(), w.stem) != stems.end();
      });
    };
    const bool contest_end =
        has({"came", "finished", "placed", "ranked"}) && has({"first", "last"});
    m.run(0, 0, Binding{}, [&](const Binding& b) {
      if (phrase.zebra.find("{who}") != std::string_view::npos && who.empty()) return;
      if (compares && numeric.empty()) {
        out.wants_numbers = true;
        return;
      }
      if (!b.ambiguous && b.phrased < most_phrased) return;
      if (b.numbers_used < free_numbers) return;
      // `Ann is Bo` of two values of one category cannot hold: no reading
      // (`Ann sat with Bo` is no statement that they are one).
      // (Nor as a part of more: `one of: route.12 is route.23; ...`.)
      if (one_is_another(phrase.zebra, b)) return;
      for (const NumericCategory& cat : compares ? numeric : kNoCategory) {
        std::string s = fill(phrase.zebra, b, n, values, value_text, who, cat, out);
        if (s.empty()) continue;
        // `came last` of a contest is its worst, not the end of an order
        // (`{a} last` read as {most}): the contest's templates say it.
        if (contest_end && contested(cat) &&
            (phrase.zebra.find("{most}") != std::string_view::npos ||
             phrase.zebra.find("{least}") != std::string_view::npos))
          continue;
        // Two values compared over their own category (`platform(platform.3)
        // < platform(platform.5)`) say nothing of anyone: no reading.
        // `price(Ann) = price(price.20) + 10` says Ann's.
        if (compares && !cat.name.empty() && self_compared(s, cat.name)) {
          out.trivial.push_back(cat.index);
          continue;
        }
        // `the longest-serving member` of years joined: read by the
        // superlatives (read_english.cc), never as the latest year.
        // Nor is it the longest of anything else (`Our longest-serving
        // member` of layouts' lengths).
        if ((cat.time_point || has({"serving", "standing", "established"})) &&
            has({"longest", "shortest"}) &&
            (phrase.zebra.find("{most}") != std::string_view::npos ||
             phrase.zebra.find("{least}") != std::string_view::npos))
          continue;
        if (compares && ranked_by_height(words, cat)) s = turned(s);
        if (!b.ambiguous && b.phrased > most_phrased) {
          clear.clear();
          most_phrased = b.phrased;
        }
        const bool generic = phrase.words.find("{any}") != std::string_view::npos;
        std::vector<std::string>& into =
            generic ? (b.ambiguous ? unclear_any : clear_any) : (b.ambiguous ? unclear : clear);
        const std::string key = meaning_key(s);
        if (std::none_of(into.begin(), into.end(),
                         [&](const std::string& o) { return meaning_key(o) == key; }))
          into.push_back(std::move(s));
      }
    });
  }
  if (clear.empty() && unclear.empty()) {
    clear = std::move(clear_any);
    unclear = std::move(unclear_any);
  }
  out.phrase_two_ways = clear.empty() && unclear.size() > 1;
  out.statements = clear.empty() ? std::move(unclear) : std::move(clear);
  if (out.bad_position != 0) out.statements.clear();
  return out;
}

}  // namespace deduce::puzzles::zebra::english
