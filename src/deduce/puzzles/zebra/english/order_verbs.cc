// Verbs of order read as ends (order_verbs.h).
#include "deduce/puzzles/zebra/english/order_verbs.h"

#include <algorithm>
#include <cctype>
#include <iterator>
#include <set>

#include "deduce/puzzles/zebra/english/line_text.h"
#include "deduce/puzzles/zebra/english/phrase_table.h"

namespace deduce::puzzles::zebra::english {

std::optional<std::string> order_verbs_as_ends(std::string_view text,
                                               const std::vector<Word>& words,
                                               const SentenceValues& values, bool in_row) {
  const std::string_view first = in_row ? " was first" : " came first";
  const std::string_view last = in_row ? " was last" : " came last";
  static constexpr std::string_view kOpen[] = {"opened", "began", "started", "kicked", "led"};
  static constexpr std::string_view kClose[] = {"closed", "ended", "concluded", "brought",
                                                "rounded"};
  // `The evening opened with the card trick`, `The show closed with
  // Zandor`: what it opens with came first.
  for (std::size_t i = 2; i + 2 < words.size() && i <= 4; ++i) {
    const std::string& st = words[i].stem;
    const bool open = st == "opened" || st == "began" || st == "started" || st == "kicked";
    const bool close = st == "closed" || st == "ended" || st == "finished" || st == "concluded";
    if ((!open && !close) || words[0].stem != "the" || words[i + 1].stem != "with") continue;
    bool plain = true;
    for (std::size_t j = 0; j <= i; ++j) plain = plain && !values.covered(j);
    if (!plain) break;
    std::string out(text.substr(words[i + 2].offset));
    out[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(out[0])));
    const std::size_t end = out.find_last_not_of(" .!");
    out.insert(end == std::string::npos ? out.size() : end + 1, open ? first : last);
    return out;
  }
  // `whoever closed the night got the top score`: the one who closed it,
  // said as its subject, was last.
  for (std::size_t i = 1; i + 4 < words.size(); ++i) {
    static const std::set<std::string> kEvents = {"night",   "show",      "evening",   "event",
                                                  "concert", "recital",   "session",   "day",
                                                  "morning", "afternoon", "programme", "program"};
    const std::string& st = words[i].stem;
    const bool open = st == "opened" || st == "started" || st == "began";
    const bool close = st == "closed" || st == "ended" || st == "finished";
    if ((!open && !close) || (words[i - 1].stem != "whoever" && words[i - 1].stem != "whoevers") ||
        words[i + 1].stem != "the" || !kEvents.count(words[i + 2].stem) || values.covered(i + 2))
      continue;
    std::string out(text.substr(0, words[i].offset));
    out += (open ? first : last).substr(1);
    out += text.substr(words[i + 2].offset + words[i + 2].text.size());
    return out;
  }
  for (std::size_t i = 1; i + 1 < words.size(); ++i) {
    const std::string& st = words[i].stem;
    const bool open = std::find(std::begin(kOpen), std::end(kOpen), st) != std::end(kOpen);
    const bool close = std::find(std::begin(kClose), std::end(kClose), st) != std::end(kClose);
    if ((!open && !close) || values.covered(i)) continue;
    std::size_t k = i + 1;
    // The particle of `kicked off`, `led off`, `brought up the rear`,
    // `rounded off`.
    if (st == "kicked" || st == "led" || st == "rounded") {
      if (words[k].stem != "off") continue;
      ++k;
    } else if (st == "brought") {
      if (words[k].stem != "up") continue;
      ++k;
    }
    if (k >= words.size() || words[k].stem != "the") continue;
    // What it opens: at most three words to the end, no value among them.
    const std::size_t rest = words.size() - k - 1;
    if (rest == 0 || rest > 3) continue;
    bool plain = true;
    for (std::size_t j = k; j < words.size(); ++j) plain = plain && !values.covered(j);
    if (!plain) continue;
    if (st == "brought" && words.back().stem != "rear") continue;
    std::string out(text.substr(0, words[i].offset));
    out += (open ? first : last).substr(1);
    out += text.substr(words.back().offset + words.back().text.size());
    return out;
  }
  // `Lucía opened`, `Inés did not open`, `Kit never closes`: the one who
  // opened the night was first, said with nothing after the verb.
  {
    // (`The Owls opened`: the subject's article too.)
    const std::size_t b = !words.empty() && words[0].stem == "the" && !values.covered(0) ? 1 : 0;
    std::size_t e = b;
    while (e < words.size() && values.covered(e)) ++e;
    if (e > b && e < words.size() && values.resolve(b, e).ok && words[0].offset == 0) {
      std::size_t v = e;
      bool denied = false;
      if (v + 1 < words.size() &&
          (words[v].stem == "did" || words[v].stem == "does" || words[v].stem == "doe" ||
           words[v].stem == "do") &&
          (words[v + 1].text == "not" || words[v + 1].text == "never")) {
        denied = true;
        v += 2;
      } else if (v < words.size() &&
                 (lower(words[v].text) == "didn't" || lower(words[v].text) == "doesn't" ||
                  lower(words[v].text) == "never")) {
        denied = true;
        ++v;
      }
      static const std::set<std::string> kOpens = {"open", "opened", "opens"};
      static const std::set<std::string> kCloses = {"close", "closed", "closes"};
      const std::string verb = v < words.size() ? lower(words[v].text) : "";
      if (v + 1 == words.size() && (kOpens.count(verb) || kCloses.count(verb)))
        return std::string(text.substr(0, words[e - 1].offset + words[e - 1].text.size())) +
               (denied ? " was not " : " was ") + (kOpens.count(verb) ? "first" : "last");
    }
  }
  return started_with_as_end(text, words, values, in_row);
}

namespace {

// `The walk starts at the Red Lion`, `We finished at the Mill`: the place
// it started at came first (the last where it ended), after the verb's
// preposition at words[at]; never a time (`started at 7pm`, `at eight`).
std::optional<std::string> started_at(std::string_view text, const std::vector<Word>& words,
                                      const SentenceValues& values, std::size_t at, bool open,
                                      bool in_row) {
  std::size_t first = at + 1;
  if (first < words.size() && words[first].stem == "the") ++first;
  if (first >= words.size() || !values.covered(first)) return std::nullopt;
  std::size_t last = first;
  while (last < words.size() && values.covered(last)) ++last;
  // (An aside after a comma may follow: `we opened with Biagi, of course,
  // to wake everybody up`.)
  const bool aside =
      last < words.size() &&
      text.substr(words[last - 1].offset + words[last - 1].text.size()).starts_with(",");
  if ((last != words.size() && !aside) || !values.resolve(first, last).ok) return std::nullopt;
  for (std::size_t j = first; j < last; ++j)
    if (std::isdigit(static_cast<unsigned char>(words[j].text.front())) ||
        number_word(words[j].stem) != 0 || words[j].stem == "noon" || words[j].stem == "midnight" ||
        words[j].text.find('\'') != std::string_view::npos)
      return std::nullopt;
  std::string rest(text.substr(
      words[at + 1].offset,
      aside ? words[last - 1].offset + words[last - 1].text.size() - words[at + 1].offset
            : std::string_view::npos));
  const std::size_t end = rest.find_last_not_of(" .!");
  rest.erase(end == std::string::npos ? 0 : end + 1);
  rest[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(rest[0])));
  return rest + (in_row ? " was " : " came ") + (open ? "first" : "last");
}

}  // namespace

std::optional<std::string> started_with_as_end(std::string_view text,
                                               const std::vector<Word>& words,
                                               const SentenceValues& values, bool in_row) {
  static const std::set<std::string> kStart = {"started", "opened", "began",  "kicked", "start",
                                               "starts",  "begin",  "begins", "opens"};
  static const std::set<std::string> kEnd = {"ended", "closed", "finished", "concluded", "rounded",
                                             "end",   "ends",   "closes",   "finishes"};
  static const std::set<std::string> kAt = {"at", "with", "in", "from"};
  static const std::set<std::string> kWhose = {"the", "our", "my", "his", "her", "their"};
  for (std::size_t i = 1; i + 2 < words.size() && i <= 3; ++i) {
    const bool open = kStart.count(words[i].stem) != 0, close = kEnd.count(words[i].stem) != 0;
    if (!open && !close) continue;
    // (The one who did it names no value: `Kit opened the show with a
    // song` says Kit was first, which the templates read.)
    bool plain = true;
    for (std::size_t j = 0; j <= i; ++j) plain = plain && !values.covered(j);
    if (!plain) return std::nullopt;
    std::size_t k = i + 1;
    if ((words[i].stem == "kicked" || words[i].stem == "rounded") && words[k].stem == "off") ++k;
    if (k < words.size() && kAt.count(words[k].stem))
      return started_at(text, words, values, k, open, in_row);
    if (i + 4 >= words.size() || !kWhose.count(words[k].stem)) return std::nullopt;
    // What was started: one or two words, no value, then `with`.
    std::size_t with = k + 1;
    while (with < words.size() && with <= k + 3 && words[with].stem != "with") ++with;
    if (with == k + 1 || with > k + 3 || with + 1 >= words.size() || words[with].stem != "with")
      return std::nullopt;
    for (std::size_t j = k + 1; j < with; ++j)
      if (values.covered(j)) return std::nullopt;
    bool names = false;
    for (std::size_t j = with + 1; j < words.size(); ++j) names = names || values.covered(j);
    if (!names && !superlative_word(words[with + 2 < words.size() ? with + 2 : with + 1].stem))
      return std::nullopt;
    std::string rest(text.substr(words[with + 1].offset));
    const std::size_t end = rest.find_last_not_of(" .!");
    rest.erase(end == std::string::npos ? 0 : end + 1);
    rest[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(rest[0])));
    if (rest.find(", ") != std::string::npos) rest += ",";
    return rest + (in_row ? " was " : " came ") + (open ? "first" : "last");
  }
  return std::nullopt;
}

std::optional<std::string> race_end_as_finished(std::string_view text,
                                                const std::vector<Word>& words,
                                                const SentenceValues& values) {
  static const std::set<std::string> kDeed = {"reached", "crossed", "hit", "got"};
  static const std::set<std::string> kEnd = {"bottom", "finish", "line", "tape", "end", "foot"};
  // What follows says where in the order: a place or a count of places.
  static const std::set<std::string> kOrder = {
      "one",      "two",      "three", "a",      "first",  "second",   "third",    "fourth",
      "fifth",    "last",     "ahead", "behind", "before", "after",    "just",     "immediately",
      "straight", "directly", "right", "in",     "only",   "sometime", "somewhere"};
  for (std::size_t i = 1; i + 3 < words.size(); ++i) {
    if (!kDeed.count(words[i].stem)) continue;
    std::size_t k = i + 1;
    if (words[i].stem == "got" && words[k].stem == "to") ++k;
    if (k + 1 >= words.size() || words[k].stem != "the" || !kEnd.count(words[k + 1].stem)) continue;
    std::size_t after = k + 2;
    if (words[k + 1].stem == "finish" && after < words.size() && words[after].stem == "line")
      ++after;
    if (after >= words.size() || !kOrder.count(words[after].stem)) continue;
    for (std::size_t j = i; j < after; ++j)
      if (values.covered(j)) return std::nullopt;
    return std::string(text.substr(0, words[i].offset)) + "finished " +
           std::string(text.substr(words[after].offset));
  }
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::english
