// Times of day said in words in a clue (`at half past nine`, `at ten
// o'clock`, `a quarter to eleven`), where a list gives the times in digits
// (`9:00, 9:30, 10:00 and 10:30`): said again as the list writes the one
// time they name, morning or afternoon (the words say no half of the day).
// A time in words that no listed time is, or two are, is left as it is.
#include <algorithm>
#include <cctype>
#include <string>
#include <vector>

#include "deduce/puzzles/zebra/english/reader.h"
#include "deduce/puzzles/zebra/english/value_numbers.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

std::optional<std::string> Reader::times_in_words(std::string_view text) const {
  // (Only where a time may be said in words: this runs on every reading.)
  if (text.find(" past ") == std::string_view::npos &&
      text.find(" to ") == std::string_view::npos && text.find("clock") == std::string_view::npos)
    return std::nullopt;
  // The listed times of day: minutes after midnight, as written.
  std::vector<std::pair<double, const std::string*>> times;
  for (const NumericCategory& n : numeric_) {
    if (!n.time_point || n.time_scale != 60 || n.index < 0) continue;
    const CategoryText& c = categories_[static_cast<std::size_t>(n.index)];
    for (std::size_t k = 0; k < c.values.size(); ++k)
      times.emplace_back(std::stod(c.names[k]), &c.values[k]);
  }
  if (times.empty()) return std::nullopt;
  const std::vector<Word> w = cut_words(text);
  // `arrived neither at two o'clock nor at five`: the hour said bare after
  // `or`, `nor` or `and`, where the sentence said a time of day before it,
  // is that time of the list (the one listed time of that hour).
  for (std::size_t i = 1; i + 1 < w.size(); ++i) {
    if (w[i].stem != "or" && w[i].stem != "nor" && w[i].stem != "and") continue;
    std::size_t at = i + 1;
    if (at + 1 < w.size() && (w[at].stem == "at" || w[at].stem == "by")) ++at;
    const std::size_t end = w[at].offset + w[at].text.size();
    const bool bare =
        at + 1 == w.size() || std::string_view(",;.)").find(text[end]) != std::string_view::npos;
    // (An hour in two digits at most, or in a word.)
    const int hour = amount_word(w[at].stem);
    if (!bare || hour < 1 || hour > 12 ||
        (w[at].text.size() > 2 && std::isdigit(static_cast<unsigned char>(w[at].text.front()))))
      continue;
    bool time_before = false;
    for (std::size_t j = 0; j < i && !time_before; ++j)
      for (std::size_t len = 1; len <= 3 && j + len <= i && !time_before; ++len)
        time_before = spoken_time({w.begin() + static_cast<std::ptrdiff_t>(j),
                                   w.begin() + static_cast<std::ptrdiff_t>(j + len)})
                          .has_value();
    if (!time_before) continue;
    const std::string* as = nullptr;
    int found = 0;
    for (const auto& [minutes, written] : times)
      if (minutes == hour * 60 || minutes == (hour + 12) * 60) {
        as = written;
        ++found;
      }
    if (found != 1) continue;
    return std::string(text.substr(0, w[at].offset)) + *as + std::string(text.substr(end));
  }
  for (std::size_t i = 0; i < w.size(); ++i)
    for (std::size_t len = std::min<std::size_t>(5, w.size() - i); len >= 2; --len) {
      const std::vector<Word> span(w.begin() + static_cast<std::ptrdiff_t>(i),
                                   w.begin() + static_cast<std::ptrdiff_t>(i + len));
      const std::optional<double> said = spoken_time(span);
      if (!said) continue;
      const std::string* as = nullptr;
      int found = 0;
      for (const auto& [minutes, written] : times)
        if (minutes == *said || minutes == *said + 12 * 60) {
          as = written;
          ++found;
        }
      // (A list in words, `half past six`, is read as it is.)
      if (found != 1 || spoken_time(cut_words(*as))) return std::nullopt;
      const std::size_t end = w[i + len - 1].offset + w[i + len - 1].text.size();
      return std::string(text.substr(0, w[i].offset)) + *as + std::string(text.substr(end));
    }
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::english
