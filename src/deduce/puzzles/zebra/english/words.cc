// Cutting English text into stemmed words (words.h): words, numbers with
// their commas and points, times with their meridian, currency signs,
// negations, and spans of time said in words as one amount. The stems are
// word_stems.cc's, look-ups over the words cut word_lookups.cc's.
#include "deduce/puzzles/zebra/english/words.h"

#include <algorithm>
#include <cctype>
#include <unordered_map>

namespace deduce::puzzles::zebra::english {
namespace {

std::size_t meridian_end(std::string_view text, std::size_t k);
void join_durations(std::vector<Word>& w);

bool word_byte(char c) {
  const auto u = static_cast<unsigned char>(c);
  return (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || (u >= '0' && u <= '9') || u >= 0x80;
}

bool ends_with(std::string_view s, std::string_view t) {
  return s.size() >= t.size() && s.substr(s.size() - t.size()) == t;
}

bool digit(char c) {
  return c >= '0' && c <= '9';
}

// Three digits and no fourth from `at`: `25,000` is one number, `1,2,3`
// three.
bool thousands_group(std::string_view text, std::size_t at) {
  return at + 3 <= text.size() && digit(text[at]) && digit(text[at + 1]) && digit(text[at + 2]) &&
         (at + 3 == text.size() || !digit(text[at + 3]));
}

// A number's stem: lower case, without its thousands' commas (`25,000` is
// `25000`), so that a list and a clue may write it either way.
std::string number_stem(std::string_view w) {
  std::string out;
  for (char c : w)
    if (c != ',' && c != '\'')
      out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

// The byte of `a` or `p` of a meridian after a time ending at `j` (`9:30
// am`, `9:30 a.m.`, `9:30 PM`), or 0.
std::size_t meridian_after(std::string_view text, std::size_t j) {
  std::size_t k = j;
  while (k < text.size() && text[k] == ' ') ++k;
  if (k >= text.size()) return 0;
  const char c = static_cast<char>(std::tolower(static_cast<unsigned char>(text[k])));
  if (c != 'a' && c != 'p') return 0;
  const std::size_t end = meridian_end(text, k);
  return end == 0 ? 0 : k;
}

// The end of `am`, `a.m.` or `a.m` at `k`, or 0 when there is none.
std::size_t meridian_end(std::string_view text, std::size_t k) {
  std::size_t m = k + 1;
  if (m < text.size() && text[m] == '.') ++m;
  if (m >= text.size() || std::tolower(static_cast<unsigned char>(text[m])) != 'm') return 0;
  ++m;
  if (m < text.size() && word_byte(text[m])) return 0;  // `9:30 amateur`
  if (m < text.size() && text[m] == '.' && text[m - 2] == '.') ++m;
  return m;
}

// `doesn't`, `didn't`, `isn't`, `never`...: one `not` (the reader's word of
// negation).
bool negation(const std::string& stem) {
  if (stem.size() < 4 || (stem.back() != 't' && stem != "never" && stem != "cannot")) return false;
  static const std::string_view kWords[] = {"doesnt", "didnt",  "isnt",    "wasnt",   "arent",
                                            "werent", "dont",   "hasnt",   "havent",  "hadnt",
                                            "wont",   "cant",   "couldnt", "wouldnt", "never",
                                            "aint",   "cannot", "neednt",  "mustnt",  "shouldnt"};
  for (std::string_view w : kWords)
    if (stem == w) return true;
  return false;
}

}  // namespace

bool is_or_was(std::string_view stem) {
  return stem == "is" || stem == "was";
}

bool be_word(std::string_view stem) {
  return is_or_was(stem) || stem == "are" || stem == "were";
}

bool model_word(std::string_view word) {
  const auto digit = [](char ch) { return std::isdigit(static_cast<unsigned char>(ch)) != 0; };
  const auto letter = [](char ch) { return std::isalpha(static_cast<unsigned char>(ch)) != 0; };
  return std::any_of(word.begin(), word.end(), digit) &&
         std::any_of(word.begin(), word.end(), letter);
}

std::size_t currency_sign(std::string_view text, std::size_t at) {
  if (at >= text.size()) return 0;
  const std::string_view rest = text.substr(at);
  if (rest.front() == '$') return 1;
  // `£`, `¥` (never `¢`, written after its number: `25¢` is one word).
  if (rest.starts_with("\u00a3") || rest.starts_with("\u00a5")) return 2;
  // Unicode's block of currency signs, U+20A0 to U+20CF: `€`, `₦`, `₹`,
  // `₩`, `₽`, `₺`, `₱`, `₫`, `₪`, `₴`, `₵`, ...
  if (rest.size() >= 3 && static_cast<unsigned char>(rest[0]) == 0xe2) {
    const auto b1 = static_cast<unsigned char>(rest[1]), b2 = static_cast<unsigned char>(rest[2]);
    if ((b1 == 0x82 && b2 >= 0xa0) || (b1 == 0x83 && b2 <= 0x8f)) return 3;
  }
  return 0;
}

std::size_t currency_sign_before(std::string_view text, std::size_t at) {
  for (const std::size_t bytes : {std::size_t{1}, std::size_t{2}, std::size_t{3}})
    if (at >= bytes && currency_sign(text, at - bytes) == bytes) return bytes;
  return 0;
}

bool all_digits(std::string_view s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) {
    return std::isdigit(static_cast<unsigned char>(c)) != 0;
  });
}

bool currency_word(std::string_view stem) {
  static constexpr std::string_view kNames[] = {
      "dollar", "pound", "euro",   "shilling", "guinea", "rupee", "naira", "yen",
      "franc",  "peso",  "rand",   "krone",    "krona",  "yuan",  "ruble", "rouble",
      "lira",   "dinar", "dirham", "buck",     "quid",   "shekel"};
  // (Not `real` nor `won`, words of plain English far more often.)
  return std::find(std::begin(kNames), std::end(kNames), stem) != std::end(kNames);
}

bool after_currency_sign(const Word& word) {
  if (word.offset == 0) return false;
  const std::string_view before(word.text.data() - word.offset, word.offset);
  return currency_sign_before(before, before.size()) != 0;
}

namespace {
std::vector<Word> cut_words_afresh(std::string_view text);
void join_compound_numbers(std::vector<Word>& w, std::string_view text);
}  // namespace

// The reader cuts the same sentences many times (each reading, each
// rewrite, each question of a list's words): the cut of a text is kept by
// its contents, its words' views rebuilt onto the text asked for. At most
// 4,096 texts of up to 600 bytes are kept, per thread.
std::vector<Word> cut_words(std::string_view text) {
  struct Cut {
    std::string stem;
    std::size_t offset, size;
  };
  static thread_local std::unordered_map<std::string, std::vector<Cut>> cache;
  // (A long text, a whole riddle on one line, is cut as it comes: the
  // cache stays small, a few hundred kilobytes at most.)
  if (text.size() > 600) return cut_words_afresh(text);
  std::string key(text);
  auto it = cache.find(key);
  if (it == cache.end()) {
    if (cache.size() >= 4096) cache.clear();
    std::vector<Cut> cuts;
    for (const Word& w : cut_words_afresh(text)) cuts.push_back({w.stem, w.offset, w.text.size()});
    it = cache.emplace(std::move(key), std::move(cuts)).first;
  }
  std::vector<Word> out;
  out.reserve(it->second.size());
  for (const Cut& c : it->second) out.push_back({c.stem, text.substr(c.offset, c.size), c.offset});
  return out;
}

namespace {

std::vector<Word> cut_words_afresh(std::string_view text) {
  std::vector<Word> out;
  std::size_t i = 0;
  while (i < text.size()) {
    if (const std::size_t sign = currency_sign(text, i); sign != 0) {
      i += sign;
      continue;
    }
    if (!word_byte(text[i])) {
      ++i;
      continue;
    }
    std::size_t j = i;
    while (
        j < text.size() && currency_sign(text, j) == 0 &&
        (word_byte(text[j]) || (text[j] == '\'' && j + 1 < text.size() && word_byte(text[j + 1]))))
      ++j;
    if (digit(text[i])) {
      // A number keeps its separators: `25,000`, `4.50`, `9:30`.
      while (
          j + 1 < text.size() && digit(text[j - 1]) && digit(text[j + 1]) &&
          (text[j] == '.' || text[j] == ':' || (text[j] == ',' && thousands_group(text, j + 1)))) {
        j += 2;
        while (j < text.size() && word_byte(text[j])) ++j;
      }
    }
    // A unit written onto its number is a word of its own: `25p` is `25
    // p`, `45kg` `45 kg`, as `25 pence` and `45 kg` are (never `1st`,
    // `10pm` or `1970s`).
    if (digit(text[i])) {
      std::size_t d = i;
      while (d < j && (digit(text[d]) || text[d] == '.' || text[d] == ',')) ++d;
      static constexpr std::string_view kUnits[] = {"p",  "c",   "kg",  "g",    "km", "m",   "cm",
                                                    "mm", "lb",  "lbs", "oz",   "ft", "mph", "kph",
                                                    "hr", "hrs", "min", "mins", "yd", "yds"};
      const std::string_view tail = text.substr(d, j - d);
      if (d > i && d < j && digit(text[d - 1]) &&
          std::find(std::begin(kUnits), std::end(kUnits), tail) != std::end(kUnits) &&
          !(j < text.size() && text[j] == '.' && j + 1 < text.size() && word_byte(text[j + 1]))) {
        const std::string_view number = text.substr(i, d - i);
        out.push_back({number_stem(number), number, i});
        out.push_back({tail == "yd" || tail == "yds" ? "yard" : std::string(tail), tail, d});
        i = j;
        continue;
      }
      // (`25¢` is `25 c`.)
      if (d > i && digit(text[d - 1]) && tail == "\u00a2") {
        out.push_back({number_stem(text.substr(i, d - i)), text.substr(i, d - i), i});
        out.push_back({"c", tail, d});
        i = j;
        continue;
      }
    }
    // A grade or a blood group with its sign (`A+`, `B-`, `AB+`): the
    // sign is the word's, so that `O+` and `O-` are two and `A+` no
    // article. Only capitals, at most two, and a sign the word ends at.
    if (j - i <= 2 && j < text.size() && (text[j] == '+' || text[j] == '-') &&
        std::all_of(text.begin() + static_cast<std::ptrdiff_t>(i),
                    text.begin() + static_cast<std::ptrdiff_t>(j),
                    [](char c) { return c >= 'A' && c <= 'Z'; }) &&
        (j + 1 == text.size() || !word_byte(text[j + 1]))) {
      const std::string_view graded = text.substr(i, j + 1 - i);
      std::string stem(graded);
      for (char& c : stem) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      out.push_back({std::move(stem), graded, i});
      i = j + 1;
      continue;
    }
    std::string_view w = text.substr(i, j - i);
    // A possessive is the word it belongs to: `mother's` is `mother`.
    if (ends_with(w, "'s") || ends_with(w, "'S")) w.remove_suffix(2);
    std::string stem = stem_of(w);
    if (digit(w.front())) {
      stem = number_stem(w);
      // A time's `am`/`pm` (`9:30 am`, `9:30 a.m.`) is part of it.
      const std::size_t meridian = meridian_after(text, j);
      if (meridian != 0 && !ends_with(stem, "am") && !ends_with(stem, "pm")) {
        stem += static_cast<char>(std::tolower(static_cast<unsigned char>(text[meridian])));
        stem += 'm';
        j = meridian_end(text, meridian);
        w = text.substr(i, j - i);
      }
    } else if (negation(stem)) {
      stem = "not";
    }
    out.push_back({std::move(stem), w, i});
    i = j;
  }
  join_compound_numbers(out, text);
  join_durations(out);
  return out;
}

// `twenty-two`, `thirty five`: one number, its digits the stem (`22`), so
// that no reading takes `twenty` alone (a list `fourteen, seventeen and
// twenty-two` had read as 14, 17 and 20).
void join_compound_numbers(std::vector<Word>& w, std::string_view text) {
  static constexpr std::string_view kTens[] = {"twenty", "thirty",  "forty",  "fifty",
                                               "sixty",  "seventy", "eighty", "ninety"};
  static constexpr std::string_view kOnes[] = {"one", "two",   "three", "four", "five",
                                               "six", "seven", "eight", "nine"};
  for (std::size_t k = 0; k + 1 < w.size(); ++k) {
    const auto tens = std::find(std::begin(kTens), std::end(kTens), w[k].stem);
    const auto ones = std::find(std::begin(kOnes), std::end(kOnes), w[k + 1].stem);
    const std::size_t gap = w[k].offset + w[k].text.size();
    if (tens == std::end(kTens) || ones == std::end(kOnes) || w[k + 1].offset != gap + 1 ||
        (text[gap] != '-' && text[gap] != ' '))
      continue;
    const int value = 10 * static_cast<int>(tens - std::begin(kTens) + 2) +
                      static_cast<int>(ones - std::begin(kOnes) + 1);
    w[k] = {std::to_string(value),
            text.substr(w[k].offset, w[k + 1].offset + w[k + 1].text.size() - w[k].offset),
            w[k].offset};
    w.erase(w.begin() + static_cast<std::ptrdiff_t>(k) + 1);
  }
}

}  // namespace

namespace {

// Spans of time said in words, as one amount of minutes, so that a reading
// must use all of it: `half an hour` is 30 minutes, `an hour and 25
// minutes` 85, `2 hours and 10 minutes` 130. The amount keeps the text of
// its first word (for messages), the unit that of `hour`.
void join_durations(std::vector<Word>& w) {
  const auto number = [](const Word& x) {
    if (x.stem == "a" || x.stem == "an" || x.stem == "one") return 1;
    static constexpr std::string_view kWords[] = {"two",   "three", "four", "five", "six",
                                                  "seven", "eight", "nine", "ten"};
    for (std::size_t k = 0; k < std::size(kWords); ++k)
      if (x.stem == kWords[k]) return static_cast<int>(k) + 2;
    int n = 0;
    for (char c : x.stem) {
      if (c < '0' || c > '9' || n > 1000) return 0;
      n = n * 10 + (c - '0');
    }
    return n;
  };
  for (std::size_t i = 0; i + 2 < w.size(); ++i) {
    // `a quarter of an hour` is 15 minutes, `three quarters of an hour` 45.
    {
      const std::size_t q = w[i].stem == "quarter" ? i : i + 1;
      const int quarters = q == i ? 1 : w[i].stem == "three" ? 3 : number(w[i]) == 1 ? 1 : 0;
      if (quarters != 0 && q + 3 < w.size() && (w[q].stem == "quarter" || w[q].stem == "quart") &&
          w[q + 1].stem == "of" && (w[q + 2].stem == "a" || w[q + 2].stem == "an") &&
          w[q + 3].stem == "hour") {
        w[i].stem = std::to_string(15 * quarters);
        w[q + 3].stem = "minute";
        w.erase(w.begin() + static_cast<std::ptrdiff_t>(i) + 1,
                w.begin() + static_cast<std::ptrdiff_t>(q) + 3);
        continue;
      }
    }
    if (w[i].stem == "half" && (w[i + 1].stem == "a" || w[i + 1].stem == "an") &&
        w[i + 2].stem == "hour") {
      w[i].stem = "30";
      w[i + 2].stem = "minute";
      w.erase(w.begin() + static_cast<std::ptrdiff_t>(i) + 1);
      continue;
    }
    // `an hour and a half` is 90 minutes, `two hours and a half` 150, `an
    // hour and a quarter` 75.
    if (const int hours = number(w[i]); hours != 0 && i + 4 < w.size() && w[i + 1].stem == "hour" &&
                                        w[i + 2].stem == "and" && w[i + 3].stem == "a" &&
                                        (w[i + 4].stem == "half" || w[i + 4].stem == "quarter")) {
      w[i].stem = std::to_string(60 * hours + (w[i + 4].stem == "half" ? 30 : 15));
      w[i + 1].stem = "minute";
      w.erase(w.begin() + static_cast<std::ptrdiff_t>(i) + 2,
              w.begin() + static_cast<std::ptrdiff_t>(i) + 5);
      continue;
    }
    // `six-tenths of a second` is 0.6 seconds, `a tenth of a second` 0.1.
    if (const int tenths = number(w[i]);
        tenths != 0 && tenths < 10 && i + 3 < w.size() &&
        (w[i + 1].stem == "tenth" || w[i + 1].stem == "tenths") && w[i + 2].stem == "of" &&
        (w[i + 3].stem == "a" || w[i + 3].stem == "an") && i + 4 < w.size() &&
        std::isalpha(static_cast<unsigned char>(w[i + 4].stem.front()))) {
      w[i].stem = "0." + std::to_string(tenths);
      w.erase(w.begin() + static_cast<std::ptrdiff_t>(i) + 1,
              w.begin() + static_cast<std::ptrdiff_t>(i) + 4);
      continue;
    }
    // `half a kilometre` is 0.5 of it.
    if (w[i].stem == "half" && (w[i + 1].stem == "a" || w[i + 1].stem == "an") &&
        std::isalpha(static_cast<unsigned char>(w[i + 2].stem.front())) &&
        w[i + 2].stem != "dozen") {
      w[i].stem = "0.5";
      w.erase(w.begin() + static_cast<std::ptrdiff_t>(i) + 1);
      continue;
    }
    // `two and a half hours` is 150 minutes, `2 and a half km` 2.5 km.
    if (const int whole = number(w[i]);
        whole != 0 && w[i].stem != "a" && w[i].stem != "an" && i + 4 < w.size() &&
        w[i + 1].stem == "and" && w[i + 2].stem == "a" && w[i + 3].stem == "half" &&
        std::isalpha(static_cast<unsigned char>(w[i + 4].stem.front()))) {
      const bool hour = w[i + 4].stem == "hour";
      w[i].stem = hour ? std::to_string(60 * whole + 30) : std::to_string(whole) + ".5";
      if (hour) w[i + 4].stem = "minute";
      w.erase(w.begin() + static_cast<std::ptrdiff_t>(i) + 1,
              w.begin() + static_cast<std::ptrdiff_t>(i) + 4);
      continue;
    }
    const int hours = number(w[i]);
    if (hours == 0 || w[i + 1].stem != "hour" || i + 4 >= w.size() || w[i + 2].stem != "and" ||
        w[i + 4].stem != "minute")
      continue;
    const int minutes = number(w[i + 3]);
    if (minutes == 0 || w[i + 3].stem == "a" || w[i + 3].stem == "an") continue;
    w[i].stem = std::to_string(60 * hours + minutes);
    w[i + 1].stem = "minute";
    w.erase(w.begin() + static_cast<std::ptrdiff_t>(i) + 2,
            w.begin() + static_cast<std::ptrdiff_t>(i) + 5);
  }
}

}  // namespace

}  // namespace deduce::puzzles::zebra::english
