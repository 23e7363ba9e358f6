// Sentences read in parts (reader.h): `all of:` parts, two values `apart`,
// and values beside or set off by commas. Whether a clause opens with its
// verb or says nothing, and its pronouns, are reader_clause_words.cc's.
#include "deduce/puzzles/zebra/english/reader.h"

#include <algorithm>
#include <cctype>

#include "deduce/puzzles/zebra/english/denying_words.h"
#include "deduce/puzzles/zebra/english/word_forms.h"

namespace deduce::puzzles::zebra::english {

// A statement as a part of `all of:`: in brackets when it holds parts
// of its own.
std::string Reader::as_part(const std::string& st) {
  return st.find(':') == std::string::npos ? st : "(" + st + ")";
}

// `text` read as a sentence of its own (with `s`'s place), as one
// statement; nullopt when it does not read so. `clauses`: it may be
// clauses of its own (the halves of a sentence cut at `;`: `Smokey's loft
// is in Netherton, though it isn't Derek's; Lady Grey doesn't fly to
// Ossett`).
std::optional<std::string> Reader::read_part(const Sentence& s, const std::string& text,
                                             const Lexicon& lexicon,
                                             std::span<const Phrase> phrases, bool clauses) const {
  Sentence part = s;
  part.text = text;
  // A part that does not read alone may be two clauses itself (`The
  // Hendersons took the most milk and had orange juice, and they lived
  // on Church Lane`).
  for (const bool split : {clauses, true}) {
    bool two = false;
    try {
      const std::vector<std::string> st = read(part, lexicon, phrases, two, split);
      if (st.size() == 1 && !two) return st[0];
    } catch (const io::InputError&) {
    }
    if (split) break;
  }
  return std::nullopt;
}

// Parts of `s` read each as a sentence of its own, as one statement
// each: `all of: ...`; nullopt when one does not read so. Each part is
// shorter than `s`, so this ends.
std::optional<std::string> Reader::read_all_of(const Sentence& s,
                                               std::span<const std::string> parts,
                                               const Lexicon& lexicon,
                                               std::span<const Phrase> phrases,
                                               bool clauses) const {
  std::string statements;
  for (const std::string& text : parts) {
    if (text.size() >= s.text.size()) return std::nullopt;
    const std::optional<std::string> one = read_part(s, text, lexicon, phrases, clauses);
    if (!one) return std::nullopt;
    statements += (statements.empty() ? "" : "; ") + as_part(*one);
  }
  return "all of: " + statements;
}

// `Ines paid with a note` of the coins `a £1 coin, a £2 coin, a £5 note or
// a £10 note`: a noun said after `a` that ends several values of one list,
// and names none whole, is any of them (`any of: Ines is 5_note; Ines is
// 10_note`); nullopt when no noun is so said or a way does not read.
std::optional<std::string> Reader::read_kind(const Sentence& s, const Lexicon& lexicon,
                                             std::span<const Phrase> phrases) const {
  const std::vector<Word> w = cut_words(s.text);
  // (Never where anything is denied: `didn't pay with a coin` is none of
  // them, no way of them.)
  for (const Word& x : w)
    if (x.stem == "not" || x.stem == "never" || x.stem == "no" || x.stem == "neither" ||
        x.stem == "nor" || x.stem == "nobody" || x.stem == "none" || x.text.ends_with("n't") ||
        x.text.ends_with("n\u2019t") || denying_word(x.stem))
      return std::nullopt;
  for (std::size_t i = 1; i < w.size(); ++i) {
    if ((w[i - 1].stem != "a" && w[i - 1].stem != "an") ||
        !std::islower(static_cast<unsigned char>(w[i].text.front())))
      continue;
    for (const CategoryText& c : categories_) {
      std::vector<const std::string*> kind;
      bool whole = false;
      for (const std::string& v : c.values) {
        const std::vector<Word> vw = cut_words(v);
        whole = whole || (vw.size() == 1 && vw[0].stem == w[i].stem);
        if (vw.size() >= 2 && vw.back().stem == w[i].stem) kind.push_back(&v);
      }
      if (whole || kind.size() < 2 || kind.size() >= c.values.size()) continue;
      std::string statements;
      for (const std::string* v : kind) {
        std::string text(s.text.substr(0, w[i - 1].offset));
        text.append("the ").append(*v).append(s.text.substr(w[i].offset + w[i].text.size()));
        const std::optional<std::string> one = read_part(s, text, lexicon, phrases, false);
        if (!one) return std::nullopt;
        statements += (statements.empty() ? "" : "; ") + as_part(*one);
      }
      return "any of: " + statements;
    }
  }
  return std::nullopt;
}

// `The banjo and the harp came in four days apart`: one is that much
// more than the other, either way (`any of:`); `, the former first`,
// `, the latter first` or `, the banjo first` say which is less. Each
// way is read as `the harp came in four days more than the banjo`;
// nullopt when the sentence is no such one or a way does not read.
std::optional<std::string> Reader::apart(const Sentence& s, const Lexicon& lexicon,
                                         std::span<const Phrase> phrases) const {
  const std::vector<Word> w = cut_words(s.text);
  std::size_t a = 0;
  while (a < w.size() && w[a].stem != "apart") ++a;
  if (a < 3 || a >= w.size()) return std::nullopt;
  const auto amount_at = [&](std::size_t k) {
    return w[k].stem == "a" || w[k].stem == "an" || amount_of(w[k].stem) != 0 ||
           std::isdigit(static_cast<unsigned char>(w[k].text.front()));
  };
  // (`Bex's and Jo's scores were 3 apart`: the amount alone, in the list's
  // own units.)
  const bool bare = std::isdigit(static_cast<unsigned char>(w[a - 1].text.front())) ||
                    (amount_of(w[a - 1].stem) != 0 && w[a - 1].stem != "a");
  const std::size_t at = bare ? a - 1 : a - 2;
  if (!amount_at(at)) return std::nullopt;
  // The two values, joined by `and`, before the amount.
  const SentenceValues v(lexicon, w);
  const auto value_at = [&](std::size_t& i) -> std::optional<std::pair<std::size_t, std::size_t>> {
    if (i < w.size() && (w[i].stem == "the" || w[i].stem == "a")) ++i;
    std::size_t e = i;
    while (e < w.size() && v.covered(e)) ++e;
    if (e == i || !v.resolve(i, e).ok) return std::nullopt;
    const std::pair<std::size_t, std::size_t> span{i, e};
    i = e;
    return span;
  };
  std::size_t i = 0;
  const auto x = value_at(i);
  if (!x || i >= w.size() || w[i].stem != "and") return std::nullopt;
  ++i;
  const auto y = value_at(i);
  if (!y || y->second > at) return std::nullopt;
  const auto text_of = [&](std::pair<std::size_t, std::size_t> span) {
    const Word& last = w[span.second - 1];
    return std::string(
        s.text.substr(w[span.first].offset, last.offset + last.text.size() - w[span.first].offset));
  };
  const std::string first = text_of(*x), second = text_of(*y);
  const Word& y_last = w[y->second - 1];
  const std::string verb(s.text.substr(y_last.offset + y_last.text.size(),
                                       w[at].offset - y_last.offset - y_last.text.size()));
  const std::string measure(
      s.text.substr(w[at].offset, w[a - 1].offset + w[a - 1].text.size() - w[at].offset));
  // Which is first, if the rest says.
  int less = -1;  // 0: the first named, 1: the second
  const std::vector<Word> tail(w.begin() + static_cast<std::ptrdiff_t>(a) + 1, w.end());
  if (!tail.empty()) {
    if (tail.back().stem != "first" && tail.back().stem != "earlier") return std::nullopt;
    if (tail.size() == 3 && tail[0].stem == "the" && tail[1].stem == "former") less = 0;
    if (tail.size() == 3 && tail[0].stem == "the" && tail[1].stem == "latter") less = 1;
    if (less < 0) {
      const SentenceValues tv(lexicon, tail);
      std::size_t t = 0;
      const auto named = [&]() -> std::optional<ValueRef> {
        if (t < tail.size() && tail[t].stem == "the") ++t;
        std::size_t e = t;
        while (e < tail.size() && tv.covered(e)) ++e;
        if (e == t || e + 1 != tail.size() || !tv.resolve(t, e).ok) return std::nullopt;
        return tv.resolve(t, e).ref;
      }();
      if (!named) return std::nullopt;
      if (*named == v.resolve(x->first, x->second).ref) less = 0;
      if (*named == v.resolve(y->first, y->second).ref) less = 1;
      if (less < 0) return std::nullopt;
    }
  }
  std::vector<std::string> ways;
  for (const int low : {0, 1}) {
    if (less >= 0 && low != less) continue;
    const std::string& high_text = low == 0 ? second : first;
    const std::string& low_text = low == 0 ? first : second;
    Sentence way = s;
    way.text = held_.emplace_back(high_text + verb + measure + " more than " + low_text);
    try {
      bool two = false;
      const std::vector<std::string> st = read(way, lexicon, phrases, two);
      if (st.size() != 1 || two) return std::nullopt;
      ways.push_back(st[0]);
    } catch (const io::InputError&) {
      return std::nullopt;
    }
  }
  if (ways.size() == 1) return ways[0];
  return "any of: " + as_part(ways[0]) + "; " + as_part(ways[1]);
}

// `MacLeod, who is not a goalie, went in the last round`, `Clara, the
// oldest, played fifth`: a clause set off by commas after a value says
// something of it too. Both halves are read, each as a sentence of its
// own about the value; nullopt when the sentence is no such one or a
// half does not read.
// `Pickles the pug came last`: a value with what it is set beside it,
// without commas, read as `Pickles is the pug` and `Pickles came last`.
std::optional<std::string> Reader::read_beside(const Sentence& s, const Lexicon& lexicon,
                                               std::span<const Phrase> phrases) const {
  const std::vector<Word> w = cut_words(s.text);
  const SentenceValues v(lexicon, w);
  std::size_t e = 0;
  while (e < w.size() && v.covered(e)) ++e;
  // `Ann's cat cost $10`: Ann's is the cat, and it cost $10.
  bool possessive = false;
  for (std::size_t k = 0; k + 1 < e && !possessive; ++k) {
    const std::string_view after = std::string_view(s.text).substr(w[k].offset + w[k].text.size());
    if (after.starts_with("'s ") || after.starts_with("\u2019s ")) {
      possessive = true;
      e = k + 1;
    }
  }
  if (e == 0 || e + 2 >= w.size() || (w[e].stem != "the" && !possessive)) return std::nullopt;
  std::size_t f = w[e].stem == "the" ? e + 1 : e;
  const std::size_t beside_from = f;
  while (f < w.size() && v.covered(f)) ++f;
  if (f == beside_from || f >= w.size()) return std::nullopt;
  const SentenceValues::Found& a = v.resolve(0, e);
  const SentenceValues::Found& b = v.resolve(beside_from, f);
  if (!a.ok || !b.ok || a.ref.category == b.ref.category) return std::nullopt;
  const std::string_view t = s.text;
  const std::string head(t.substr(0, w[e - 1].offset + w[e - 1].text.size()));
  const std::string beside(
      t.substr(w[e].offset, w[f - 1].offset + w[f - 1].text.size() - w[e].offset));
  const std::string parts[] = {head + " is " + beside,
                               head + " " + std::string(t.substr(w[f].offset))};
  return read_all_of(s, parts, lexicon, phrases);
}

std::optional<std::string> Reader::read_set_off(const Sentence& s, const Lexicon& lexicon,
                                                std::span<const Phrase> phrases) const {
  const std::string_view t = s.text;
  const std::size_t c1 = t.find(", ");
  if (c1 == std::string_view::npos) return std::nullopt;
  // (The rest may have commas of its own: `was next to the Marlins
  // swimmer, in the lane with the lower number`.)
  const std::size_t c2 = t.find(", ", c1 + 2);
  if (c2 == std::string_view::npos) return std::nullopt;
  std::string_view head = t.substr(0, c1), middle = t.substr(c1 + 2, c2 - c1 - 2),
                   rest = t.substr(c2 + 2);
  const std::vector<Word> mw = cut_words(middle);
  if (mw.empty() || cut_words(head).empty() || cut_words(rest).empty()) return std::nullopt;
  // (`The four customers were Mr. Otley, the one who brought in the
  // camera, the Thursday customer and ...`, `The five were Bethan, the one
  // with the Discovery, ..., Dewi and the Russet grower` list them: a
  // head that says what they were, and a rest that ends the list with
  // `and`: no apposition.)
  {
    const std::vector<Word> hw = cut_words(head), rw = cut_words(rest);
    const bool were = std::any_of(hw.begin() + 1, hw.end(), [](const Word& w) {
      return w.stem == "were" || w.stem == "are";
    });
    if (were && std::any_of(rw.begin(), rw.end(), [](const Word& w) { return w.stem == "and"; }))
      return std::nullopt;
  }
  const std::string& first = mw[0].stem;
  const bool relative = first == "who" || first == "which";
  const SentenceValues mv(lexicon, mw);
  // What joins the head to the middle: a relative clause has its verb
  // (`who is not a goalie`); `whose` says the head's (`whose pride and
  // joy is the rhubarb`); an apposition is what the value is (`the
  // oldest`, `table 3`, `being the eldest`, `aged 41`), a place or a
  // companion where it is (`at peg 1`, `in 5th`, `with her sherry`), a
  // participle what was done to it (`made by neither Dot nor Ezra`).
  std::string joint;
  if (relative || first == "being") {
    middle = middle.substr(mw.size() > 1 ? mw[1].offset : middle.size());
    joint = relative ? " " : " is ";
    // `The cottage at Cold Norton, which Mr Rudd did not work on, ...`:
    // the one who denies a deed done to the head, whatever the deed (its
    // verb no table need know), is not the head's.
    const std::vector<Word> after = cut_words(middle);
    const SentenceValues av(lexicon, after);
    const auto spans = av.spans();
    if (relative && first == "which" && spans && spans->size() == 1 && spans->front().first == 0 &&
        spans->front().second + 1 < after.size()) {
      const std::size_t v = spans->front().second;
      // (`didn't`, `never` are one `not`: words.h.)
      const bool at_once = after[v].stem == "not";
      const bool denied = at_once || ((after[v].stem == "did" || after[v].stem == "does" ||
                                       after[v].stem == "doe" || after[v].stem == "had") &&
                                      v + 2 < after.size() && after[v + 1].stem == "not");
      const std::size_t deed = at_once ? v + 1 : v + 2;
      const std::vector<Word> tail(after.begin() + static_cast<std::ptrdiff_t>(deed), after.end());
      if (denied && !tail.empty() && tail.size() <= 3 && says_nothing(tail, lexicon)) {
        const Word& last = after[v - 1];
        middle = middle.substr(0, last.offset + last.text.size());
        joint = " is not ";
      }
    }
  } else if (first == "whose") {
    middle = middle.substr(mw.size() > 1 ? mw[1].offset : middle.size());
    joint = "'s ";
    // (`Harold, whose terrier barked at me all the way past, ...`: a value
    // the head has, and what it did, which names nothing: the head has it.)
    const std::vector<Word> after = cut_words(middle);
    const SentenceValues av(lexicon, after);
    const auto spans = av.spans();
    if (spans && !spans->empty() && spans->front().first == 0 &&
        spans->front().second < after.size()) {
      const std::vector<Word> tail(
          after.begin() + static_cast<std::ptrdiff_t>(spans->front().second), after.end());
      if (says_nothing(tail, lexicon)) {
        const Word& last = after[spans->front().second - 1];
        middle = middle.substr(0, last.offset + last.text.size());
        joint = " has the ";
      }
    }
  } else if (first == "the" || first == "a" || first == "an" || first == "aged" ||
             (mv.covered(0) && std::isdigit(static_cast<unsigned char>(mw.back().text.front())))) {
    joint = " is ";
  } else if (first == "at" || first == "in" || first == "on" || first == "from" ||
             first == "with" || first == "by" || first == "near" || first == "next" ||
             first == "wearing" || first == "carrying") {
    // (`Turbo, wearing a blue dot, came in last`: what it wears.)
    joint = " is ";
  } else if (mw.size() > 1 && past_participle(first) &&
             (mw[1].stem == "by" || mw[1].stem == "at" || mw[1].stem == "in" ||
              mw[1].stem == "on" || mw[1].stem == "for" || mw[1].stem == "from")) {
    joint = " was ";
  } else {
    return std::nullopt;
  }
  const std::string parts[] = {std::string(head) + joint + std::string(middle),
                               std::string(head) + " " + std::string(rest)};
  return read_all_of(s, parts, lexicon, phrases);
}

}  // namespace deduce::puzzles::zebra::english
