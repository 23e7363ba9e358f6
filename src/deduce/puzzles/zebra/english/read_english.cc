// The translation of an English riddle (read_english.h): the document's
// first pass (document.h), its categories found in the clues when it lists
// none (infer_categories.h), then each clue and question read by the phrase
// table (sentence_reader.h) into .zebra statements by the Reader
// (reader.h); and the checks of whether a text opens or reads as a riddle.
#include "deduce/puzzles/zebra/english/read_english.h"

#include <algorithm>
#include <cctype>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "deduce/io/input_error.h"
#include "deduce/puzzles/zebra/english/chat_lines.h"
#include "deduce/puzzles/zebra/english/document.h"
#include "deduce/puzzles/zebra/english/infer_categories.h"
#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/reader.h"
#include "deduce/puzzles/zebra/read/parse.h"

namespace deduce::puzzles::zebra::english {

Translation translate_english(const std::string& text, const std::string& file) {
  // (The sentences point into `joined`, which outlives the reading.)
  // (A chat's lines are messages, each whole: never a wrapped paragraph.)
  Speakers speakers;
  std::string joined = unspoken(without_emphasis(text), speakers);
  std::string narrator;
  std::pair<std::string, std::string> shown;
  std::vector<Shift> shifts;
  if (speakers.empty()) joined = unwrapped(narrated(joined, narrator, shown), &shifts);
  joined = listed_down(joined);
  Document doc = read_document(joined, text, file, shifts);
  doc.speakers = std::move(speakers);
  doc.narrator = std::move(narrator);
  doc.narrator_shown = std::move(shown);
  // `there were four of us: me, Kat, Liam and Noor`: the teller, listed
  // as `me`, is who `I` and `my` are in the clues.
  if (doc.narrator.empty())
    for (const CategoryText& c : doc.categories)
      if (std::find(c.values.begin(), c.values.end(), "me") != c.values.end()) doc.narrator = "me";
  if (doc.categories.empty() && !doc.declarations.empty()) infer_categories(doc, file);
  if (!doc.categories.empty() && doc.n > 0) add_declared_categories(doc);
  add_named_people(doc);
  drop_shared_nouns(doc);
  // What declared the categories is shown, as the frame it is.
  for (Sentence& s : doc.declarations) doc.framing.push_back(s);
  if (doc.categories.empty())
    throw io::InputError({file, 1, 1},
                         "no list of values found: expected lines such as \"Everyone has a "
                         "different name: Alice, Bob, Carol.\"");
  Translation t = Reader(std::move(doc), file).run();
  // A row no clue or question places anything in (`Five food trucks lined
  // up outside the ballpark`, then only who took how much) is no row: its
  // places would be free, and the answers unique only without them.
  const std::size_t at = t.zebra.find("\npositions: ");
  if (at != std::string::npos && t.zebra.compare(at + 12, 5, "none\n") != 0 &&
      t.zebra.find("\nlayout: ") == std::string::npos) {
    try {
      if (!reads_positions(parse_zebra(t.zebra, file))) {
        const std::size_t end = t.zebra.find('\n', at + 1);
        t.zebra.replace(at + 1, end - at - 1, "positions: none");
      }
    } catch (const io::InputError&) {
      // parse_english reports it at its sentence.
    }
  }
  return t;
}

Puzzle parse_english(const std::string& text, const std::string& file) {
  const Translation t = translate_english(text, file);
  Puzzle p;
  try {
    p = parse_zebra(t.zebra, file);
    p.unread = t.unread;
  } catch (const io::InputError& e) {
    // The translation is made to read; what the format does not allow (a
    // name, `at an end` round a table) is reported at the clue's sentence,
    // else at the top of the riddle.
    int line = 1, column = 1;
    std::size_t clue = 0;
    int at = 0;
    for (std::size_t from = 0; from < t.zebra.size() && ++at < e.where().line;) {
      const std::size_t end = std::min(t.zebra.find('\n', from), t.zebra.size());
      const std::string_view z = std::string_view(t.zebra).substr(from, end - from);
      const std::size_t colon = z.find(": ");
      if (!z.empty() && z[0] != '#' && colon != std::string_view::npos &&
          z.substr(0, colon).find(' ') == std::string_view::npos && !z.starts_with("ask:") &&
          !z.starts_with("positions:") && !z.starts_with("layout:"))
        ++clue;
      from = end + 1;
    }
    if (clue < t.clue_lines.size()) line = t.clue_lines[clue];
    if (clue < t.clue_columns.size()) column = t.clue_columns[clue];
    // (A place in a row said where the riddle sets none: `Anna lives next
    // door to the sister with the dog` of sisters at numbers 2, 4 and 6.)
    if (const std::string& d = e.detail();
        d.starts_with("a position statement") && clue < t.clue_sentences.size()) {
      const std::size_t open = d.find('`'), close = d.find('`', open + 1);
      throw io::InputError(
          {file, line, column},
          "could not read this clue: \"" + t.clue_sentences[clue] +
              "\" (it places things in a row, " + d.substr(open, close + 1 - open) +
              ", but the riddle sets no row of places: say how they stand, `in a row`, "
              "`numbered 1 to 3 from the left`)");
    }
    throw io::InputError({file, line, column},
                         "the translation to .zebra does not read: " + e.detail());
  }
  for (std::size_t i = 0; i < p.clues.size() && i < t.clue_lines.size(); ++i) {
    p.clues[i].line = t.clue_lines[i];
    p.clues[i].sentence = t.clue_sentences[i];
  }
  for (std::size_t i = 0; i < p.asks.size() && i < t.ask_lines.size(); ++i)
    p.asks[i].line = t.ask_lines[i];
  for (std::size_t i = 0; i < p.asks.size() && i < t.ask_questions.size(); ++i)
    p.asks[i].question = t.ask_questions[i];
  for (std::size_t c = 0; c < p.categories.size() && c < t.written.size(); ++c)
    if (t.written[c].size() == p.categories[c].values.size())
      p.categories[c].written = t.written[c];
  p.line = 0;
  return p;
}

bool opens_english(std::string_view line) {
  // A framing sentence first: `This is a logic puzzle. There are 4 houses`.
  if (const std::size_t stop = line.find(". "); stop != std::string_view::npos) {
    const std::string first = stems(line.substr(0, stop));
    for (std::string_view f : framing_sentences())
      if (stems(f) == first) return opens_english(line.substr(stop + 2));
  }
  std::vector<Word> words = cut_words(line.substr(0, std::min<std::size_t>(line.size(), 40)));
  // A numbered first statement: `1. There are five houses.`
  if (!words.empty() && std::isdigit(static_cast<unsigned char>(words[0].text.front())))
    words.erase(words.begin());
  return words.size() >= 3 && words[0].text == "There" &&
         (words[1].stem == "are" || words[1].stem == "is") && number_word(words[2].stem) != 0;
}

bool reads_as_prose(std::string_view written, int sentences_needed) {
  // (A paragraph wrapped at a fixed width is one line of prose; a chat's
  // message is one, however it ends: `Nina: Josh did the longest trek`.)
  Speakers speakers;
  std::string joined = unspoken(std::string(written), speakers);
  const bool chat = !speakers.empty();
  if (!chat) joined = unwrapped(joined);
  std::string_view text = joined;
  int lines = 0, prose = 0, sentences = 0;
  while (!text.empty() && lines < 200) {
    const std::size_t end = text.find('\n');
    std::string_view line = text.substr(0, end);
    text = end == std::string_view::npos ? std::string_view{} : text.substr(end + 1);
    while (!line.empty() && std::isspace(static_cast<unsigned char>(line.back())))
      line.remove_suffix(1);
    if (line.empty()) continue;
    ++lines;
    const char last = line.back();
    const bool bullet = line.starts_with("- ") || line.starts_with("* ");
    // (A message typed without stops is prose too: `this week I babysat
    // for 4 families, one a night Monday to Thursday`, `5. Reece had
    // sausages`, four words or more, most of them of letters.)
    const auto typed = [&] {
      int tokens = 0, worded = 0;
      // (After a clue's label: `5. Reece had sausages`.)
      std::size_t from = 0;
      while (from < line.size() && std::isdigit(static_cast<unsigned char>(line[from]))) ++from;
      from = from > 0 && from < line.size() &&
                     (line[from] == '.' || line[from] == ')' || line[from] == '/')
                 ? from + 1
                 : 0;
      for (std::size_t i = from; i < line.size();) {
        while (i < line.size() && line[i] == ' ') ++i;
        if (i == line.size()) break;
        ++tokens;
        if (std::isalpha(static_cast<unsigned char>(line[i]))) ++worded;
        while (i < line.size() && line[i] != ' ') ++i;
      }
      return tokens >= 4 && 10 * worded >= 7 * tokens;
    };
    if ((last == '.' || last == '?' || last == '!' || last == '"' || bullet || chat || typed()) &&
        cut_words(line).size() >= 3) {
      ++prose;
      for (std::size_t i = 0; i + 1 < line.size(); ++i)
        if ((line[i] == '.' || line[i] == '?' || line[i] == '!') && line[i + 1] == ' ') ++sentences;
      ++sentences;
    }
  }
  return sentences >= sentences_needed && 3 * prose >= lines;
}

}  // namespace deduce::puzzles::zebra::english
