// Comparisons (reader.h): `but not` after a comparison, one comparison of
// one measure, a denied comparison, a sentence read as said otherwise, and
// `to the left of` read both ways. Superlatives that stand for values are
// reader_superlatives.cc's.
#include "deduce/puzzles/zebra/english/reader.h"

#include <fmt/format.h>

#include <algorithm>

namespace deduce::puzzles::zebra::english {

// `A outsold B but not C`: A's comparison with B, and the same not of
// C (`N(A) > N(B)` and `N(A) <= N(C)`), or where C is a value of the
// measure, A is not C; nullopt unless the first part reads as one
// comparison and the rest after `not` is one value.
std::optional<std::string> Reader::but_not_compared(const Sentence& s, const std::string& left,
                                                    const std::vector<Word>& rw,
                                                    const std::string& right,
                                                    const Lexicon& lexicon,
                                                    std::span<const Phrase> phrases) const {
  std::size_t from = 1;
  if (from < rw.size() && (rw[from].stem == "the" || rw[from].stem == "a")) ++from;
  const SentenceValues rv(lexicon, rw);
  if (from >= rw.size() || !rv.resolve(from, rw.size()).ok) return std::nullopt;
  const std::string_view tail =
      std::string_view(right).substr(rw.back().offset + rw.back().text.size());
  if (!tail.empty() && tail != "'s" && tail != "\u2019s") return std::nullopt;
  const std::optional<Comparison> c = one_comparison(s, left, lexicon, phrases);
  if (!c) return std::nullopt;
  const std::string other = value_text(rv.resolve(from, rw.size()).ref);
  // (`Dot's earlier in the week than Pepper but not Monday`: a value of
  // the measure itself is the one Dot is not.)
  if (other.starts_with(c->measure + "."))
    return fmt::format("all of: {}; {} is not {}", c->text, c->subject, other);
  return fmt::format("all of: {}; {}({}) {} {}({})", c->text, c->measure, c->subject,
                     c->sign == '>' ? "<=" : ">=", c->measure, other);
}

std::optional<Reader::Comparison> Reader::one_comparison(const Sentence& s, std::string text,
                                                         const Lexicon& lexicon,
                                                         std::span<const Phrase> phrases) const {
  Sentence part = s;
  part.text = held_.emplace_back(std::move(text));
  bool two = false;
  std::vector<std::string> st;
  try {
    st = read(part, lexicon, phrases, two, false);
  } catch (const io::InputError&) {
    return std::nullopt;
  }
  if (st.size() != 1 || two) return std::nullopt;
  const std::string& c = st.front();
  const std::size_t open = c.find('('), close = c.find(") ");
  if (open == std::string::npos || close == std::string::npos || close + 3 >= c.size())
    return std::nullopt;
  const char sign = c[close + 2];
  if ((sign != '<' && sign != '>') || c[close + 3] != ' ') return std::nullopt;
  const std::string measure = c.substr(0, open);
  if (c.compare(close + 4, measure.size() + 1, measure + "(") != 0 || c.back() != ')')
    return std::nullopt;
  return Comparison{c, measure, c.substr(open + 1, close - open - 1), sign, close};
}

// `Effie didn't beat Cal`, `Ann is not older than Bo`, `Cy never scored
// more than Di`: a comparison denied, read as the comparison said and
// turned (`N(A) > N(B)` is `N(A) < N(B)`: as in the genre's every
// comparison, the two are two things, of two values; `Effie didn't beat
// the skimmer from Mull` says she is not from Mull). nullopt unless the
// sentence is one clause, with one denial just before its comparison,
// and reads without it as one comparison of one measure.
std::optional<std::string> Reader::denied_comparison(const Sentence& s, const Lexicon& lexicon,
                                                     std::span<const Phrase> phrases) const {
  const std::string_view t = s.text;
  for (std::string_view joint : {", ", "; ", " but ", " and ", " while ", " though "})
    if (t.find(joint) != std::string_view::npos) return std::nullopt;
  const std::vector<Word> w = cut_words(t);
  const auto denial = [](const Word& x) {
    return x.stem == "not" || x.stem == "never" || x.text.ends_with("n't") ||
           x.text.ends_with("n\u2019t");
  };
  std::size_t at = w.size();
  for (std::size_t i = 0; i < w.size(); ++i)
    if (denial(w[i])) {
      if (at != w.size()) return std::nullopt;  // (one denial only)
      at = i;
    }
  if (at == 0 || at == w.size()) return std::nullopt;
  // The comparison just after it: `beat`, `outscored`, `more ... than`,
  // `older than`, `ahead of`, `come before`.
  bool compares = false;
  for (std::size_t k = at + 1; k < w.size() && k <= at + 5; ++k)
    compares = compares || w[k].stem == "beat" || w[k].stem == "than" || w[k].stem == "ahead" ||
               w[k].stem == "behind" || w[k].stem == "before" || w[k].stem == "after" ||
               (w[k].stem.size() >= 7 && w[k].stem.starts_with("out"));
  if (!compares) return std::nullopt;
  // Said without the denial: `didn't beat` is `beat`, `isn't older` is
  // `is older`, `did not score` is `scored`... as the tables read it
  // (`did` goes with `not`: the verb after it is the present, which the
  // stems read as its past).
  std::string plain;
  const std::string& d = w[at].stem;
  const bool aux = d.starts_with("did") || d.starts_with("does") || d.starts_with("do");
  std::size_t cut_from = w[at].offset, cut_to = w[at].offset + w[at].text.size();
  if (w[at].stem == "not" && w[at - 1].stem.starts_with("d") &&
      (w[at - 1].stem == "did" || w[at - 1].stem == "does" || w[at - 1].stem == "doe" ||
       w[at - 1].stem == "do"))
    cut_from = w[at - 1].offset;
  if (w[at].text.ends_with("n't") || w[at].text.ends_with("n\u2019t")) {
    // `isn't` is `is`, `wasn't` `was`; `didn't` goes whole.
    if (aux) {
    } else {
      const std::size_t keep = w[at].text.size() - (w[at].text.ends_with("n't") ? 3 : 5);
      plain = std::string(t.substr(0, w[at].offset)) + std::string(w[at].text.substr(0, keep)) +
              std::string(t.substr(cut_to));
    }
  }
  if (plain.empty()) plain = std::string(t.substr(0, cut_from)) + std::string(t.substr(cut_to));
  std::string collapsed;
  for (char c : plain)
    if (!(c == ' ' && !collapsed.empty() && collapsed.back() == ' ')) collapsed += c;
  // `N(A) > N(B)`, its sign turned (one statement, no amount).
  const std::optional<Comparison> c = one_comparison(s, collapsed, lexicon, phrases);
  if (!c || c->text.find(';') != std::string::npos || c->text.find('+') != std::string::npos ||
      c->text.find('-', c->close) != std::string::npos)
    return std::nullopt;
  return c->text.substr(0, c->close + 2) + (c->sign == '>' ? "<" : ">") +
         c->text.substr(c->close + 3);
}

// `s` said otherwise, as `text`: its one statement; nullopt when it
// reads as none, several or two ways.
std::optional<std::string> Reader::read_as(const Sentence& s, std::string text,
                                           const Lexicon& lexicon, std::span<const Phrase> phrases,
                                           bool set_off, bool superlatives) const {
  Sentence again = s;
  again.text = held_.emplace_back(std::move(text));
  try {
    bool two = false;
    const std::vector<std::string> st = read(again, lexicon, phrases, two, set_off, superlatives);
    if (st.size() == 1 && !two) return st[0];
  } catch (const io::InputError&) {
  }
  return std::nullopt;
}

// The clue read as `immediately to the left of` and as `somewhere to the
// left of`, or nullopt when it says no side or either does not read.
std::optional<SideChoice> Reader::read_both_sides(const Sentence& s, const Lexicon& lexicon) const {
  const std::optional<std::pair<std::string, std::string>> both = side_rewrites(s.text);
  if (!both) return std::nullopt;
  SideChoice c;
  c.label = s.label;
  c.sentence = std::string(s.text);
  c.line = s.line;
  c.column = s.column;
  for (const auto& [text, into] :
       {std::pair{&both->first, &c.just}, {&both->second, &c.anywhere}}) {
    Sentence again = s;
    again.text = held_.emplace_back(*text);
    try {
      bool two = false;
      const std::vector<std::string> st = read(again, lexicon, relation_phrases(), two);
      if (st.size() != 1 || two || left_out(again, lexicon, st)) return std::nullopt;
      *into = st.front();
    } catch (const io::InputError&) {
      return std::nullopt;
    }
  }
  return c;
}

}  // namespace deduce::puzzles::zebra::english
