// Years counted up to now (`each has been ringing for 3, 7, 12 or 20
// years`, `have been members for ...`): whoever started later has fewer of
// them. `Agnes took up ringing more recently than Bernard` and `Agnes
// joined later than Bernard` are then `fewer years ago than`, which the
// phrase table reads as fewer years. A list of points in time (the years
// they joined) keeps `later` as the later year (reader_read.cc).
#include <algorithm>
#include <string>

#include "deduce/puzzles/zebra/english/reader.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

namespace {

// What says a start in `took up ringing later`, `joined the band earlier`.
bool start_verb(const std::string& stem) {
  return stem == "took" || stem == "start" || stem == "started" || stem == "began" ||
         stem == "begun" || stem == "joined" || stem == "enrolled" || stem == "signed";
}

}  // namespace

std::optional<std::string> Reader::started_later_as_fewer(std::string_view text) const {
  // (Only where `recently`, `later`, `earlier` or `sooner` is said: this
  // runs on every reading.)
  if (text.find("recently") == std::string_view::npos &&
      text.find("later") == std::string_view::npos &&
      text.find("earlier") == std::string_view::npos &&
      text.find("sooner") == std::string_view::npos &&
      text.find("before") == std::string_view::npos && text.find("after") == std::string_view::npos)
    return std::nullopt;
  if (std::any_of(numeric_.begin(), numeric_.end(),
                  [](const NumericCategory& n) { return n.time_point; }))
    return std::nullopt;
  const bool elapsed = std::any_of(numeric_.begin(), numeric_.end(), [&](const NumericCategory& n) {
    if (n.time_scale != 0 || n.index < 0 ||
        std::find(n.units.begin(), n.units.end(), "year") == n.units.end())
      return false;
    return categories_[static_cast<std::size_t>(n.index)].counted_to_now;
  });
  if (!elapsed) return std::nullopt;
  const std::vector<Word> w = cut_words(text);
  // `Rosalind joined the league three years before Wanda did`: an amount
  // of years before or after, said of a start, is that many more or fewer
  // years ago.
  for (std::size_t i = 3; i + 1 < w.size(); ++i) {
    if (w[i].stem != "before" && w[i].stem != "after") continue;
    if (w[i - 1].stem != "year" && w[i - 1].stem != "years") continue;
    const Word& amount = w[i - 2];
    if (!std::isdigit(static_cast<unsigned char>(amount.text.front())) &&
        number_word(amount.stem) < 1)
      continue;
    if (std::none_of(w.begin(), w.begin() + static_cast<std::ptrdiff_t>(i - 2),
                     [](const Word& x) { return start_verb(x.stem); }))
      continue;
    return std::string(text.substr(0, w[i - 1].offset)) +
           (w[i].stem == "after" ? "fewer years ago than" : "more years ago than") +
           std::string(text.substr(w[i].offset + w[i].text.size()));
  }
  for (std::size_t i = 0; i + 2 < w.size(); ++i) {
    const bool recently = w[i + 1].stem == "recently" && w[i + 2].stem == "than" &&
                          (w[i].stem == "more" || w[i].stem == "less");
    const bool started =
        w[i + 1].stem == "than" &&
        (w[i].stem == "later" || w[i].stem == "earlier" || w[i].stem == "sooner") &&
        std::any_of(w.begin(), w.begin() + static_cast<std::ptrdiff_t>(i),
                    [](const Word& x) { return start_verb(x.stem); });
    if (!recently && !started) continue;
    const bool fewer = recently ? w[i].stem == "more" : w[i].stem == "later";
    const std::size_t end = w[i + (recently ? 2 : 1)].offset + 4;
    return std::string(text.substr(0, w[i].offset)) +
           (fewer ? "fewer years ago than" : "more years ago than") + std::string(text.substr(end));
  }
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::english
