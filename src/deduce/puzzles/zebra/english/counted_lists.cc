// The riddle's size where its introduction counts a list as it gives it
// (`Four growers made it through to the final judging: Reg Butcher,
// Maureen Tilly, Stan Oakes and Pauline Dunn`): found before the lines are
// read, so that a list said in passing before it (`Sunshine, a brass band
// and a runaway pygmy goat made Saturday's show ...`, three things of a
// newspaper's opening) is not taken for the riddle's first list and its
// size.
#include <algorithm>
#include <cctype>
#include <map>
#include <string_view>
#include <vector>

#include "deduce/puzzles/zebra/english/line_reader.h"
#include "deduce/puzzles/zebra/english/line_text.h"
#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/prose_lists.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

namespace {

// Whether `words` open a sentence by counting things as a list follows:
// a number of three to nine, then at most three words ending in a plural
// noun, or `of you`, before any list (`Four growers`, `The five friends`,
// `All four finalists`, `the four of you`, `Four of our leading players`).
int count_before(const std::vector<Word>& words, std::size_t list_at) {
  for (std::size_t i = 0; i < words.size() && words[i].offset < list_at; ++i) {
    const int n = number_word(words[i].stem);
    if (n < 3 || n > 9 || std::isdigit(static_cast<unsigned char>(words[i].text.front()))) continue;
    // (`the four of you are playing the wizard, ...`: the people counted
    // by a pronoun.)
    if (i + 2 < words.size() && words[i + 2].offset < list_at && words[i + 1].stem == "of" &&
        (words[i + 2].stem == "you" || words[i + 2].stem == "us" || words[i + 2].stem == "them"))
      return n;
    // (`Four of our leading players`: the noun after the whole they are
    // of, two words further.)
    const bool of_whole =
        i + 2 < words.size() && words[i + 1].stem == "of" &&
        (words[i + 2].stem == "our" || words[i + 2].stem == "the" || words[i + 2].stem == "my" ||
         words[i + 2].stem == "their" || words[i + 2].stem == "your");
    const std::size_t reach = of_whole ? 5 : 3;
    for (std::size_t k = i + 1; k < words.size() && k <= i + reach && words[k].offset < list_at;
         ++k)
      if (words[k].text.size() > 3 && words[k].text.back() == 's' &&
          std::islower(static_cast<unsigned char>(words[k].text.front())))
        return n;
  }
  return 0;
}

}  // namespace

int LineReader::counted_list_size() const {
  // The text's sentences up to its first question or numbered clue: cut
  // at a stop followed by a space or a line's end.
  // (Up to the first line that opens with a clue's number, `1.` or `2)`,
  // whatever stops the lines above it lack: `Prices: $10, ..., $50`.)
  std::size_t limit = text_.size();
  for (std::size_t at = 0; at < text_.size(); at = text_.find('\n', at) + 1) {
    std::size_t digits = at;
    while (digits < text_.size() && std::isdigit(static_cast<unsigned char>(text_[digits])))
      ++digits;
    if (digits > at && digits < text_.size() && (text_[digits] == '.' || text_[digits] == ')')) {
      limit = at;
      break;
    }
    if (text_.find('\n', at) == std::string::npos) break;
  }
  std::size_t from = 0;
  while (from < limit) {
    std::size_t end = from;
    while (end < limit &&
           !(std::string_view(".!?").find(text_[end]) != std::string_view::npos &&
             (end + 1 == text_.size() || text_[end + 1] == ' ' || text_[end + 1] == '\n')))
      ++end;
    const std::string_view sentence = trim(std::string_view(text_).substr(from, end - from));
    if (end < text_.size() && text_[end] == '?') return 0;
    const std::vector<Word> words = cut_words(sentence);
    if (!words.empty() && number_word(words[0].stem) != 0 && words[0].text.size() <= 2) return 0;
    for (const ProseList& l : prose_lists(sentence, 0, false))
      if (const int n = count_before(words, l.offset);
          n != 0 && l.values.size() == static_cast<std::size_t>(n))
        return n;
    from = end + 1;
  }
  return shared_list_size(limit);
}

// Where no list is counted as it is given, the size most of the lists
// before the clues share, line by line (`Club 10 - Round 4 report: warm
// evening, wet roads, five brave souls` then three lists of five): two
// lists at least, more than of any other size; else 0.
int LineReader::shared_list_size(std::size_t limit) const {
  std::map<std::size_t, int> sizes;
  for (std::size_t at = 0; at < limit;) {
    const std::size_t end = std::min(text_.find('\n', at), limit);
    const std::string_view line = std::string_view(text_).substr(at, end - at);
    if (line.find('?') != std::string_view::npos) break;
    for (const ProseList& l : prose_lists(line, 0, false)) ++sizes[l.values.size()];
    at = end + 1;
  }
  std::size_t best = 0;
  int most = 0;
  bool tie = false;
  for (const auto& [size, count] : sizes) {
    if (count > most) {
      best = size;
      most = count;
      tie = false;
    } else if (count == most) {
      tie = true;
    }
  }
  return most >= 2 && !tie ? static_cast<int>(best) : 0;
}

}  // namespace deduce::puzzles::zebra::english
