// Verbs of order read as ends (order_verbs.h).
#include "deduce/puzzles/zebra/english/order_verbs.h"

#include <algorithm>
#include <cctype>
#include <iterator>

namespace deduce::puzzles::zebra::english {

std::optional<std::string> order_verbs_as_ends(std::string_view text,
                                               const std::vector<Word>& words,
                                               const SentenceValues& values) {
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
    out.insert(end == std::string::npos ? out.size() : end + 1,
               open ? " came first" : " came last");
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
    out += open ? "came first" : "came last";
    out += text.substr(words.back().offset + words.back().text.size());
    return out;
  }
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::english
