// A gap said as what lies between two values (gaps_between.h).
#include "deduce/puzzles/zebra/english/gaps_between.h"

#include <cctype>
#include <vector>

#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

namespace {

// The one value `part` names (`the Triumph`, `the TR6`), or nullopt.
std::optional<ValueRef> named(std::string_view part, const Lexicon& lexicon) {
  const std::vector<Word> w = cut_words(part);
  const SentenceValues v(lexicon, w);
  const auto spans = v.spans();
  if (!spans || spans->size() != 1) return std::nullopt;
  // (Nothing but `the` besides: `the E-Type`, never `the E-Type's owner`.)
  for (std::size_t i = 0; i < w.size(); ++i)
    if ((i < spans->front().first || i >= spans->front().second) && w[i].stem != "the")
      return std::nullopt;
  const SentenceValues::Found& f = v.resolve(spans->front().first, spans->front().second);
  if (!f.ok) return std::nullopt;
  return f.ref;
}

std::string_view trimmed(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == ',')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == ',')) s.remove_suffix(1);
  return s;
}

}  // namespace

std::optional<std::string> gap_between(std::string_view text, const Lexicon& lexicon) {
  const std::vector<Word> w = cut_words(text);
  if (w.size() < 7 || w[0].stem != "there" || !be_word(w[1].stem)) return std::nullopt;
  // The amount, a number first (`twelve years`, `3 places`, `£4`).
  const bool number = number_word(w[2].stem) > 0 || amount_of(w[2].stem) != 0 ||
                      std::isdigit(static_cast<unsigned char>(w[2].text.front())) ||
                      after_currency_sign(w[2]);
  if (!number) return std::nullopt;
  std::size_t b = 3;
  while (b < w.size() && b <= 5 && w[b].stem != "between") ++b;
  if (b + 3 >= w.size() || w[b].stem != "between") return std::nullopt;
  // (Places between are counted, never a gap: `one house between`.)
  if (lexicon.place_noun(w[b - 1].stem)) return std::nullopt;
  std::size_t k = b + 2;
  while (k < w.size() && w[k].stem != "and") ++k;
  if (k + 1 >= w.size()) return std::nullopt;
  const std::string_view amount =
      text.substr(w[2].offset, w[b - 1].offset + w[b - 1].text.size() - w[2].offset);
  const std::string_view a = text.substr(w[b + 1].offset, w[k].offset - w[b + 1].offset);
  const std::size_t comma = text.find(',', w[k + 1].offset);
  const std::string_view b_part = trimmed(text.substr(
      w[k + 1].offset, (comma == std::string_view::npos ? text.size() : comma) - w[k + 1].offset));
  const std::optional<ValueRef> first = named(a, lexicon), second = named(b_part, lexicon);
  if (!first || !second || *first == *second) return std::nullopt;
  if (comma == std::string_view::npos)
    return std::string(trimmed(a)) + " and " + std::string(b_part) + " are " + std::string(amount) +
           " apart";
  // `, the Triumph being the younger`, `, the TR6 the younger`: the one
  // named is that much younger than the other.
  const std::string_view rest = text.substr(comma + 1);
  const std::vector<Word> r = cut_words(rest);
  if (r.size() < 3 || !r.back().stem.ends_with("er") || r[r.size() - 2].stem != "the")
    return std::nullopt;
  std::size_t end = r.size() - 2;
  if (end > 0 && r[end - 1].stem == "being") --end;
  if (end == 0) return std::nullopt;
  const std::optional<ValueRef> which =
      named(rest.substr(0, r[end - 1].offset + r[end - 1].text.size()), lexicon);
  if (!which || (*which != *first && *which != *second)) return std::nullopt;
  const std::string_view one = *which == *first ? trimmed(a) : b_part;
  const std::string_view other = *which == *first ? b_part : trimmed(a);
  return std::string(one) + " is " + std::string(amount) + " " + std::string(r.back().text) +
         " than " + std::string(other);
}

}  // namespace deduce::puzzles::zebra::english
