// Times said as a range and a step (timed_ranges.h).
#include "deduce/puzzles/zebra/english/timed_ranges.h"

#include <cctype>

#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

namespace {

// A time of day at text[at]: `2.00pm`, `2:30 p.m.`, `14:00`, `9am`.
struct Clock {
  int minutes = 0;
  std::size_t end = 0;
  char separator = 0;  // '.' or ':', 0 for `9am`
  std::string suffix;  // as written after the digits (`pm`, ` p.m.`), "" for 24 hours
  bool hour_only = false;
};

std::optional<Clock> clock_at(std::string_view text, std::size_t at) {
  const auto digit = [&](std::size_t i) {
    return i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])) != 0;
  };
  if (!digit(at) || (at > 0 && (digit(at - 1) || text[at - 1] == '.' || text[at - 1] == ':')))
    return std::nullopt;
  Clock c;
  std::size_t i = at;
  int h = 0;
  while (digit(i) && i < at + 2) h = h * 10 + (text[i++] - '0');
  int m = 0;
  if (i + 2 < text.size() + 1 && i < text.size() && (text[i] == '.' || text[i] == ':') &&
      digit(i + 1) && digit(i + 2) && !digit(i + 3)) {
    c.separator = text[i];
    m = (text[i + 1] - '0') * 10 + (text[i + 2] - '0');
    i += 3;
  } else {
    c.hour_only = true;
  }
  if (digit(i)) return std::nullopt;
  // `pm`, ` pm`, `p.m.`, ` PM`.
  std::size_t j = i;
  if (j < text.size() && text[j] == ' ') ++j;
  const std::string_view rest = text.substr(j);
  std::size_t took = 0;
  bool pm = false, am = false;
  for (std::string_view s : {"p.m.", "pm", "PM", "P.M."})
    if (took == 0 && rest.starts_with(s)) pm = true, took = s.size();
  for (std::string_view s : {"a.m.", "am", "AM", "A.M."})
    if (took == 0 && rest.starts_with(s)) am = true, took = s.size();
  if (took != 0 && j + took < text.size() &&
      std::isalpha(static_cast<unsigned char>(text[j + took])))
    return std::nullopt;
  if (took == 0 && c.hour_only) return std::nullopt;  // `at 9` alone is no time
  if (h > 23 || m > 59 || ((am || pm) && (h == 0 || h > 12))) return std::nullopt;
  if (took != 0) {
    c.suffix = std::string(text.substr(i, j + took - i));
    h = h % 12 + (pm ? 12 : 0);
  }
  c.minutes = h * 60 + m;
  c.end = took != 0 ? j + took : i;
  return c;
}

// `2.30pm` written as `first` is.
std::string written(int minutes, const Clock& first) {
  int h = minutes / 60;
  const int m = minutes % 60;
  std::string suffix = first.suffix;
  if (!suffix.empty()) {
    const bool pm = h >= 12;
    h = h % 12 == 0 ? 12 : h % 12;
    // The suffix as written, turned to the half of the day this is.
    for (char& ch : suffix) {
      if (ch == 'a' || ch == 'p') ch = pm ? 'p' : 'a';
      if (ch == 'A' || ch == 'P') ch = pm ? 'P' : 'A';
    }
  }
  std::string out = std::to_string(h);
  if (!first.hour_only || m != 0) {
    out += first.separator != 0 ? first.separator : ':';
    if (m < 10) out += '0';
    out += std::to_string(m);
  }
  return out + suffix;
}

// The step a phrase says, in minutes: `half-hourly`, `hourly`, `every 15
// minutes`, `at 20-minute intervals`, `every quarter of an hour`; 0 when
// none.
int step_in(const std::vector<Word>& w) {
  for (std::size_t i = 0; i < w.size(); ++i) {
    const std::string& s = w[i].stem;
    const bool half = i > 0 && w[i - 1].stem == "half";
    const bool quarter = i > 0 && w[i - 1].stem == "quarter";
    if (s == "hourly") return half ? 30 : quarter ? 15 : 60;
    if (s == "hour" && i > 0 && (w[i - 1].stem == "every" || half || quarter)) {
      if (half) return 30;
      if (quarter || (i > 2 && w[i - 3].stem == "quarter")) return 15;
      return 60;
    }
    // `a quarter of an hour apart`, `half an hour apart`, `an hour apart`.
    if (s == "hour" && i > 0 && (w[i - 1].stem == "an" || w[i - 1].stem == "a") &&
        i + 1 < w.size() && (w[i + 1].stem == "apart" || w[i + 1].stem == "interval")) {
      if (i > 1 && w[i - 2].stem == "half") return 30;
      if (i > 2 && w[i - 2].stem == "of" && w[i - 3].stem == "quarter") return 15;
      return 60;
    }
    if (s == "minute" && i > 0) {
      const int n = number_word(w[i - 1].stem);
      const bool said = i + 1 < w.size() && (w[i + 1].stem == "interval" ||
                                             w[i + 1].stem == "apart" || w[i + 1].stem == "gap");
      if (n > 0 && (said || (i > 1 && w[i - 2].stem == "every") ||
                    (i > 2 && w[i - 3].stem == "of" && w[i - 2].stem == "interval")))
        return n;
    }
  }
  return 0;
}

// The range opened by `opens` (`from `, `between `).
std::optional<TimedRange> timed_range_after(std::string_view text, int size,
                                            std::string_view opens);

}  // namespace

std::optional<TimedRange> timed_range(std::string_view text, int size) {
  // (`between 6:45 and 7:45, a quarter of an hour apart` too.)
  for (const std::string_view opens : {"from ", "between "})
    if (std::optional<TimedRange> out = timed_range_after(text, size, opens)) return out;
  return std::nullopt;
}

namespace {

std::optional<TimedRange> timed_range_after(std::string_view text, int size,
                                            std::string_view opens) {
  const bool between = opens == "between ";
  for (std::size_t from = text.find(opens); from != std::string_view::npos;
       from = text.find(opens, from + 1)) {
    if (from > 0 && std::isalpha(static_cast<unsigned char>(text[from - 1]))) continue;
    const std::optional<Clock> a = clock_at(text, from + opens.size());
    if (!a) continue;
    std::size_t link = a->end;
    std::string_view rest = text.substr(link);
    std::size_t skip = 0;
    for (std::string_view joint : {" to ", " until ", " till ", " through ", "-", " - "})
      if (!between && skip == 0 && rest.starts_with(joint)) skip = joint.size();
    if (between && rest.starts_with(" and ")) skip = 5;
    if (skip == 0) continue;
    const std::optional<Clock> b = clock_at(text, link + skip);
    if (!b || b->minutes <= a->minutes) continue;
    // The step is said in the words just before the range (`at
    // half-hourly intervals from`, `every 15 minutes from`) or after it.
    const std::size_t head =
        text.rfind(',', from) == std::string_view::npos ? 0 : text.rfind(',', from) + 1;
    std::size_t tail = text.find_first_of(",.;", b->end);
    if (tail == std::string_view::npos) tail = text.size();
    int step = step_in(cut_words(text.substr(head, from - head)));
    if (step == 0) step = step_in(cut_words(text.substr(b->end, tail - b->end)));
    // (Or in the clause set after it by a comma: `between 6:45 and 7:45, a
    // quarter of an hour apart`.)
    if (step == 0 && tail < text.size() && text[tail] == ',') {
      std::size_t next = text.find_first_of(",.;", tail + 1);
      if (next == std::string_view::npos) next = text.size();
      step = step_in(cut_words(text.substr(tail + 1, next - tail - 1)));
    }
    if (step == 0 || (b->minutes - a->minutes) % step != 0) continue;
    const int count = (b->minutes - a->minutes) / step + 1;
    if (size > 0 ? count != size : count < 3 || count > 8) continue;
    TimedRange out;
    for (int t = a->minutes; t <= b->minutes; t += step) out.values.push_back(written(t, *a));
    out.begin = head;
    out.first = from + opens.size();
    return out;
  }
  return std::nullopt;
}

}  // namespace

}  // namespace deduce::puzzles::zebra::english
