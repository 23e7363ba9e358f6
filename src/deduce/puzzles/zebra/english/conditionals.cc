// Conditions (reader.h: conditional()): `If Isaac owns the rabbit, then
// the guinea pig is 2`, `The guinea pig is 2 if Isaac owns the rabbit`,
// `Holly won only if Jade came second`, `Holly won unless Jade did`. Each
// half is read as a sentence of its own and the two joined as the format
// says an implication: `any of: (not: C); R` (`unless`: `any of: C; R`).
// A half that does not read alone (a pronoun for the other half's value,
// `then it is 2`) leaves the sentence refused, never half read. And a
// comparison with both of two (`older than both Ava and Dan`), each half
// read the same way.
#include <string>
#include <string_view>

#include "deduce/puzzles/zebra/english/reader.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

namespace {

// `text` without a sentence's end and its edges' spaces and commas.
std::string bare(std::string_view text) {
  while (!text.empty() &&
         (text.back() == '.' || text.back() == '!' || text.back() == ' ' || text.back() == ','))
    text.remove_suffix(1);
  while (!text.empty() && (text.front() == ' ' || text.front() == ',')) text.remove_prefix(1);
  return std::string(text);
}

// `text` with its first letter in capitals, as a sentence opens.
std::string opened(std::string text) {
  if (!text.empty() && text[0] >= 'a' && text[0] <= 'z') text[0] = static_cast<char>(text[0] - 32);
  return text;
}

}  // namespace

std::optional<std::string> Reader::conditional(const Sentence& s, const Lexicon& lexicon,
                                               std::span<const Phrase> phrases) const {
  if (s.question) return std::nullopt;
  const std::string_view t = s.text;
  std::string condition, result;
  bool unless = false;
  if (t.starts_with("If ") || t.starts_with("if ")) {
    // `If C, then R`, `If C then R`, `If C, R`.
    std::size_t cut = t.find(", then ");
    std::size_t rest = cut == std::string_view::npos ? cut : cut + 7;
    if (cut == std::string_view::npos) {
      cut = t.find(" then ");
      rest = cut == std::string_view::npos ? cut : cut + 6;
    }
    if (cut == std::string_view::npos) {
      cut = t.find(", ");
      rest = cut == std::string_view::npos ? cut : cut + 2;
    }
    if (cut == std::string_view::npos) return std::nullopt;
    condition = bare(t.substr(3, cut - 3));
    result = bare(t.substr(rest));
  } else {
    // `R if C`, `R only if C` (R says C), `R unless C`; never `as if`,
    // `even if`, `what if`.
    if (t.find(" if ") == std::string_view::npos && t.find(" unless ") == std::string_view::npos)
      return std::nullopt;
    const std::vector<Word> w = cut_words(t);
    for (std::size_t i = 1; i + 1 < w.size(); ++i) {
      if (w[i].stem != "if" && w[i].stem != "unless") continue;
      const std::string& before = w[i - 1].stem;
      if (before == "as" || before == "even" || before == "what") return std::nullopt;
      unless = w[i].stem == "unless";
      const bool only = before == "only";
      const std::size_t end = only ? w[i - 1].offset : w[i].offset;
      const std::string first = bare(t.substr(0, end));
      const std::string second = bare(t.substr(w[i].offset + w[i].text.size()));
      // `R only if C`: R says C, as `if R, C` does.
      condition = only ? first : second;
      result = only ? second : first;
      break;
    }
    if (condition.empty()) return std::nullopt;
  }
  if (condition.empty() || result.empty()) return std::nullopt;
  const std::optional<std::string> c = read_part(s, opened(condition), lexicon, phrases, true);
  const std::optional<std::string> r = read_part(s, opened(result), lexicon, phrases, true);
  if (!c || !r) return std::nullopt;
  if (unless) return "any of: " + as_part(*c) + "; " + as_part(*r);
  return "any of: (not: " + *c + "); " + as_part(*r);
}

// `Cara is older than both Ava and Dan`, `... than either Ava or Dan`:
// the comparison with each (`all of:`); nullopt where no such `than` is
// said or a half does not read.
std::optional<std::string> Reader::than_both(const Sentence& s, const Lexicon& lexicon,
                                             std::span<const Phrase> phrases) const {
  const std::string_view t = s.text;
  // (So is an order: `born before both the schoolteacher and the one who
  // went to South Africa`, `finished behind either Ava or Dan`.)
  static constexpr std::string_view kRelations[] = {"than",     "before", "after", "behind",
                                                    "ahead of", "above",  "below", "in front of"};
  for (const auto& [both, joint] :
       {std::pair<std::string_view, std::string_view>{" both ", " and "}, {" either ", " or "}})
    for (const std::string_view relation : kRelations) {
      std::string said(" ");
      said.append(relation).append(both);
      const std::size_t at = t.find(said);
      if (at == std::string_view::npos) continue;
      const std::size_t from = at + said.size();
      const std::size_t mid = t.find(joint, from);
      if (mid == std::string_view::npos) return std::nullopt;
      // The second ends the sentence, or its clause.
      std::size_t end = t.find(", ", mid);
      if (end == std::string_view::npos) end = t.size();
      const std::string head(t.substr(0, at));
      const std::string rest(t.substr(end));
      std::string by(" ");
      by.append(relation).append(" ");
      const std::string parts[] = {
          head + by + std::string(t.substr(from, mid - from)) + rest,
          head + by + std::string(t.substr(mid + joint.size(), end - mid - joint.size())) + rest};
      return read_all_of(s, parts, lexicon, phrases);
    }
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::english
