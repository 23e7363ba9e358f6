// A list of labels set in a row by the sides of its first and last values
// (line_reader.h): `the five single rooms at our end of the hall: 201, 202,
// 203, 204 and 205. When you step out of the elevator 201 is on the far
// left and they go in order, so 205 is on the far right`; `the five seats
// F7 to F11 ... F7 on the left and F11 on the right`. The labels count up
// by one (numbers, or a letter and a number), so the values between are
// in order too: the list is in the row's order, its size the places'.
#include <algorithm>
#include <cctype>
#include <optional>

#include "deduce/puzzles/zebra/english/labelled_rows.h"
#include "deduce/puzzles/zebra/english/line_reader.h"
#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

namespace {

bool counts_up(const std::vector<std::string>& values) {
  const auto first = label_of(values.front());
  if (!first) return false;
  for (std::size_t k = 0; k < values.size(); ++k) {
    const auto v = label_of(values[k]);
    if (!v || v->first != first->first || v->second != first->second + static_cast<long>(k))
      return false;
  }
  return true;
}

// The side said just after words[at] (`is on the far left`, `is the one
// on the far left`, `on the right`), before words[stop]: +1 left, -1
// right, 0 none.
int side_after(const std::vector<Word>& w, std::size_t at, std::size_t stop) {
  for (std::size_t k = at + 1; k < w.size() && k < stop && k <= at + 8; ++k) {
    if (w[k].stem == "left") return 1;
    if (w[k].stem == "right") return -1;
  }
  return 0;
}

}  // namespace

std::optional<std::pair<std::string, long>> label_of(std::string_view v) {
  std::size_t d = 0;
  while (d < v.size() && d < 2 && std::isupper(static_cast<unsigned char>(v[d]))) ++d;
  if (d == v.size() || v.size() - d > 6) return std::nullopt;
  long n = 0;
  for (std::size_t k = d; k < v.size(); ++k) {
    if (!std::isdigit(static_cast<unsigned char>(v[k]))) return std::nullopt;
    n = n * 10 + (v[k] - '0');
  }
  return std::pair{std::string(v.substr(0, d)), n};
}

bool LineReader::labels_set_row(std::string_view sentence) {
  if (d_.counted) return false;
  const std::vector<Word> w = cut_words(sentence);
  for (CategoryText& c : d_.categories) {
    if (c.values.size() < 2 || c.values.size() > 64 || !counts_up(c.values)) continue;
    const auto at = [&](const std::string& v) {
      return std::find_if(w.begin(), w.end(), [&](const Word& x) { return x.text == v; });
    };
    const auto a = at(c.values.front()), b = at(c.values.back());
    if (a == w.end() || b == w.end()) continue;
    // (Either said first: `304 is on the far left ..., so 301 is on the
    // far right` counts down.)
    const std::size_t ia = static_cast<std::size_t>(a - w.begin());
    const std::size_t ib = static_cast<std::size_t>(b - w.begin());
    const int first = side_after(w, ia, ia < ib ? ib : w.size());
    const int last = side_after(w, ib, ib < ia ? ia : w.size());
    if (first == 0 || last != -first) continue;
    const int n = static_cast<int>(c.values.size());
    if (d_.n != 0 && d_.n != n) return false;
    d_.n = n;
    d_.n_at = d_.category_lines[static_cast<std::size_t>(&c - d_.categories.data())];
    d_.counted = true;
    c.in_row_order = first;
    if (!c.name.empty()) d_.place_nouns.push_back(c.name);
    replay_intro();
    return true;
  }
  return false;
}

std::optional<std::string> label_restated(std::string_view text,
                                          const std::vector<CategoryText>& categories,
                                          const Lexicon& lexicon, int n) {
  const std::size_t comma = text.rfind(", ");
  if (n < 2 || comma == std::string_view::npos) return std::nullopt;
  std::string_view label = text.substr(comma + 2);
  while (!label.empty() && (label.back() == '.' || label.back() == ' ')) label.remove_suffix(1);
  int place = 0;
  for (std::size_t c = 0; c < categories.size() && place == 0; ++c)
    for (std::size_t v = 0; v < categories[c].values.size(); ++v)
      if (categories[c].values[v] == label) {
        place = lexicon.row_place(static_cast<int>(c), static_cast<int>(v));
        break;
      }
  if (place == 0) return std::nullopt;
  // The place the words before say: `the middle seat`, `the first seat`,
  // `the last room`, `the third seat`, a noun of the row's after it.
  const std::string_view head = text.substr(0, comma);
  const std::vector<Word> w = cut_words(head);
  for (std::size_t i = 0; i + 1 < w.size(); ++i) {
    if (!lexicon.place_noun(w[i + 1].stem)) continue;
    int said = 0;
    if (w[i].stem == "middle" && n % 2 == 1) said = (n + 1) / 2;
    if (w[i].stem == "last") said = n;
    if (const int k = ordinal_word(w[i].stem); k >= 1 && k <= n) said = k;
    // (Said by its label, which the reading must name: `in seat F9`.)
    if (said == place) {
      const std::size_t from = i > 0 && w[i - 1].stem == "the" ? w[i - 1].offset : w[i].offset;
      return std::string(head.substr(0, from)) + std::string(w[i + 1].text) + " " +
             std::string(label) + std::string(head.substr(w[i + 1].offset + w[i + 1].text.size()));
    }
  }
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::english
