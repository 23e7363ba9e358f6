// `Noor and the dinosaur are 6 and 7, but I'm not saying which is which`:
// a pair's values said with the teller keeping back which goes with
// which, in whatever words (`I won't say which is which`, `but not which
// is which`, in brackets or after a comma), is the pair in some order,
// as the phrase table reads it.
#include <string>
#include <string_view>
#include <vector>

#include "deduce/puzzles/zebra/english/plain_words.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

std::optional<std::string> which_is_which_as_some_order(std::string_view text) {
  const std::size_t which = text.find("which is which");
  if (which == std::string_view::npos || which == 0) return {};
  // The remark closes the sentence (a bracket's close or a stop aside).
  std::string_view after = text.substr(which + 14);
  while (!after.empty() && (after.front() == ')' || after.front() == '!' || after.front() == '.' ||
                            after.front() == ' '))
    after.remove_prefix(1);
  if (!after.empty()) return {};
  // It opens at the last comma, dash or bracket before it, after the pair
  // and its values (`A and B are C and D`).
  const std::string_view before = text.substr(0, which);
  const std::size_t open = before.find_last_of(",(");
  const std::size_t dash = before.rfind(" - ");
  const std::size_t cut = open == std::string_view::npos
                              ? dash
                              : (dash == std::string_view::npos ? open : std::max(open, dash));
  if (cut == std::string_view::npos || cut == 0) return {};
  // (Only a remark of the teller's or a denial: `but I'm not saying`,
  // `I won't say`, `but not`, `though I forget`.)
  const std::vector<Word> remark = cut_words(before.substr(cut));
  const bool keeps_back = std::any_of(remark.begin(), remark.end(), [](const Word& w) {
    return w.stem == "not" || w.text.ends_with("n't") || w.stem == "forget" ||
           w.stem == "forgotten" || w.stem == "remember" || w.stem == "sure";
  });
  if (!keeps_back) return {};
  std::string_view pair = text.substr(0, cut);
  while (!pair.empty() && pair.back() == ' ') pair.remove_suffix(1);
  const std::vector<Word> said = cut_words(pair);
  if (std::none_of(said.begin(), said.end(), [](const Word& w) { return w.stem == "and"; }))
    return {};
  return std::string(pair) + ", in some order";
}

}  // namespace deduce::puzzles::zebra::english
