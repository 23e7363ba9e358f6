// `Lou is nearer the gate than Kofi, and neither of them came to see the
// Rattlers`: a second clause that denies of the two the first names
// (reader.h). `them` (or `neither` alone) is the first clause's two
// values of one list; the second is read as `Neither Lou nor Kofi came to
// see the Rattlers`, the first as it is. And `neither ... nor` said after
// the verb (`are grown behind neither the red door nor the yellow one`).
#include "deduce/puzzles/zebra/english/reader.h"

#include <string>
#include <string_view>
#include <vector>

namespace deduce::puzzles::zebra::english {

std::optional<std::string> Reader::neither_of_them(const Sentence& s, const Lexicon& lexicon,
                                                   std::span<const Phrase> phrases) const {
  static constexpr std::string_view kJoints[] = {", and neither of them ",
                                                 ", but neither of them ",
                                                 "; neither of them ",
                                                 ", and neither of the two ",
                                                 ", but neither of the two ",
                                                 ", and neither ",
                                                 ", but neither "};
  for (std::string_view joint : kJoints) {
    const std::size_t at = s.text.find(joint);
    if (at == std::string_view::npos) continue;
    const std::string_view first = s.text.substr(0, at);
    const std::string_view rest = s.text.substr(at + joint.size());
    // (`neither ... nor` said in full is no pronoun.)
    if (rest.find(" nor ") != std::string_view::npos) return std::nullopt;
    const std::vector<Word> w = cut_words(first);
    const SentenceValues values(lexicon, w);
    const auto named = values.spans();
    if (!named) return std::nullopt;
    const std::vector<std::pair<std::size_t, std::size_t>>& spans = *named;
    // Two values of one list: whom `them` means.
    if (spans.size() != 2 || values.resolve(spans[0].first, spans[0].second).ref.category !=
                                 values.resolve(spans[1].first, spans[1].second).ref.category)
      return std::nullopt;
    const auto said = [&](std::pair<std::size_t, std::size_t> sp) {
      const Word& last = w[sp.second - 1];
      return std::string(
          first.substr(w[sp.first].offset, last.offset + last.text.size() - w[sp.first].offset));
    };
    std::string denied = "Neither ";
    denied.append(said(spans[0])).append(" nor ").append(said(spans[1])).append(" ");
    denied.append(rest);
    const std::string parts[] = {std::string(first), denied};
    return read_all_of(s, parts, lexicon, phrases);
  }
  return std::nullopt;
}

std::optional<std::string> Reader::neither_inside(const Sentence& s, const Lexicon& lexicon,
                                                  std::span<const Phrase> phrases) const {
  const std::size_t at = s.text.find(" neither ");
  if (at == std::string_view::npos) return std::nullopt;
  const std::size_t nor = s.text.find(" nor ", at);
  if (nor == std::string_view::npos || s.text.find(" nor ", nor + 1) != std::string_view::npos)
    return std::nullopt;
  const std::string_view head = s.text.substr(0, at + 1);
  std::string first(s.text.substr(at + 9, nor - at - 9));
  std::string second(s.text.substr(nor + 5));
  while (!first.empty() && first.back() == ',') first.pop_back();
  // `the yellow one`: the noun the first names (`the red door`).
  const std::vector<Word> fw = cut_words(first), sw = cut_words(second);
  if (fw.size() >= 2 && !sw.empty() && sw.back().stem == "one" &&
      sw.back().offset + 3 == second.size() && !SentenceValues(lexicon, fw).covered(fw.size() - 1))
    second.replace(sw.back().offset, 3, fw.back().text);
  const std::optional<std::string> a =
      read_as(s, std::string(head) + first, lexicon, phrases, true, true);
  if (!a) return std::nullopt;
  const std::optional<std::string> b =
      read_as(s, std::string(head) + second, lexicon, phrases, true, true);
  if (!b) return std::nullopt;
  // (Each one statement: where the words before say more, `Petra had a
  // latte, and neither the brownie nor the scone`, they are read apart.)
  const auto simple = [](const std::string& st) {
    return !st.starts_with("all of:") && !st.starts_with("any of:") && !st.starts_with("one of:");
  };
  if (!simple(*a) || !simple(*b)) return std::nullopt;
  return "all of: not: " + as_part(*a) + "; not: " + as_part(*b);
}

}  // namespace deduce::puzzles::zebra::english
