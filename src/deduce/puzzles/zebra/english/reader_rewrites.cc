// Sentences said again in plainer words before they are read (reader.h):
// `an odd number` as a choice, `only ... past`, a denying aside, a
// superlative that only names a list, `nobody` and `whoever`, `the former`
// and `the latter`, a holder at a place, and a man or a woman of titled
// people.
#include "deduce/puzzles/zebra/english/reader.h"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>

#include "deduce/puzzles/zebra/english/gender_words.h"
#include "deduce/puzzles/zebra/english/queue_words.h"
#include "deduce/puzzles/zebra/english/superlatives.h"
#include "deduce/puzzles/zebra/english/value_numbers.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

// The words a meaning reading keeps: fillers, values, numbers, and the
// words that carry a relation (the tables' and cue_words()); any other
// word, a verb or a noun no table knows (`followed`, `adopted`, `poster`),
// only links the values it stands between, and goes.
// `strict`: fillers too go, but for the words of the tables (`in`, `the`,
// `of`): `Omar doesn't live next to the fish` is `Omar not next to the
// fish`.
// `two_things` is set when an unknown verb it drops stands between two
// things of one kind (same_noun_around): it may relate them, but never
// say they are one.
std::optional<std::string> Reader::parity_as_choice(std::string_view text) const {
  // (One clause at a time: a sentence of two is cut first, read_clauses.)
  for (std::string_view joint : {", ", "; ", " but ", " and ", " while ", " though "})
    if (text.find(joint) != std::string_view::npos) return std::nullopt;
  const std::vector<Word> w = cut_words(text);
  for (std::size_t k = 1; k + 2 < w.size(); ++k) {
    if (w[k].stem != "odd" && w[k].stem != "even") continue;
    const int want = w[k].stem == "odd" ? 1 : 0;
    const std::size_t from = w[k - 1].stem == "an" || w[k - 1].stem == "a" ? k - 1 : k;
    std::vector<std::string> picked;
    std::size_t end = 0;
    if (w[k + 1].stem == "numbered" && !magazine_ && n_ > 0) {
      // `an odd-numbered house`: its places, by the row's own noun.
      for (int p = 1 + (1 - want); p <= n_; p += 2)
        picked.push_back(fmt::format("{} {}", w[k + 2].text, p));
      end = w[k + 2].offset + w[k + 2].text.size();
    } else if (w[k + 1].stem == "number" && k + 3 < w.size() && w[k + 2].stem == "of") {
      // `an even number of points`: the values of the list counted so.
      // (`an odd number of books` of `6, 8, 9, 11 and 14 books`: the noun
      // names the list, superlatives.h.)
      for (const NumericCategory& n : numeric_) {
        if (!named_by(n, w[k + 3].stem)) continue;
        for (const std::string& v : categories_[static_cast<std::size_t>(n.index)].values)
          if (const std::optional<ValueNumber> x = value_number(v);
              x && x->number == static_cast<double>(static_cast<long long>(x->number)) &&
              static_cast<long long>(x->number) % 2 == want)
            picked.push_back(v);
        end = w[k + 3].offset + w[k + 3].text.size();
        break;
      }
    }
    if (picked.empty() || picked.size() > 3) return std::nullopt;
    std::string said = picked.front();
    for (std::size_t i = 1; i < picked.size(); ++i)
      said += (i + 1 == picked.size() ? " or " : ", ") + picked[i];
    return std::string(text.substr(0, w[from].offset)) + said + std::string(text.substr(end));
  }
  return std::nullopt;
}

// `Only Lorraine finished in under two minutes`: where exactly one
// value of a numeric list is past the amount (below or above it), it
// is the subject's: said again as `Lorraine is 1:48`. nullopt when the
// sentence is no such one, or no one value or list fits (`only` of two
// values under the amount says what cannot be).
std::optional<std::string> Reader::only_past(std::string_view text, const Lexicon& lexicon) const {
  const std::vector<Word> w = cut_words(text);
  if (w.size() < 5 || w[0].stem != "only" || w[0].offset != 0) return std::nullopt;
  const SentenceValues v(lexicon, w);
  std::size_t e = 1;
  while (e < w.size() && v.covered(e)) ++e;
  if (e == 1 || !v.resolve(1, e).ok) return std::nullopt;
  for (std::size_t k = e; k + 1 < w.size(); ++k) {
    const std::string& st = w[k].stem;
    const bool than = k + 2 < w.size() && w[k + 1].stem == "than";
    const bool below = st == "under" || st == "below" || ((st == "less" || st == "fewer") && than);
    const bool above = st == "over" || st == "above" || (st == "more" && than);
    if (!below && !above) continue;
    const std::size_t a = k + (than ? 2 : 1);
    const double amount = amount_of(w[a].stem);
    if (amount == 0 || a + 2 < w.size()) return std::nullopt;
    const std::string unit = a + 1 < w.size() ? w[a + 1].stem : "";
    const NumericCategory* fit = nullptr;
    for (const NumericCategory& n : numeric_) {
      const double scale = unit.empty() ? 1 : unit_scale(unit, n);
      if (scale == 0 || (!unit.empty() && scale == 1 &&
                         std::find(n.units.begin(), n.units.end(), unit) == n.units.end()))
        continue;
      if (fit != nullptr) return std::nullopt;  // two lists fit
      fit = &n;
    }
    if (fit == nullptr || v.resolve(1, e).ref.category == fit->index) return std::nullopt;
    const double scale = unit.empty() ? 1 : unit_scale(unit, *fit);
    const CategoryText& c = categories_[static_cast<std::size_t>(fit->index)];
    std::optional<std::size_t> only;
    for (std::size_t i = 0; i < c.names.size(); ++i) {
      double x = 0;
      const auto [end, ec] =
          std::from_chars(c.names[i].data(), c.names[i].data() + c.names[i].size(), x);
      if (ec != std::errc{}) return std::nullopt;
      if (below ? x < amount * scale : x > amount * scale) {
        if (only) return std::nullopt;
        only = i;
      }
    }
    if (!only) return std::nullopt;
    return std::string(
               text.substr(w[1].offset, w[e - 1].offset + w[e - 1].text.size() - w[1].offset)) +
           " is " + c.values[*only];
  }
  return std::nullopt;
}

// The words of an aside between two commas, after the sentence's first
// words, that deny (`sadly not living up to his name`) and name no
// value; nullopt when there is none.
std::optional<std::string> Reader::denying_aside(std::string_view text,
                                                 const Lexicon& lexicon) const {
  for (std::size_t open = text.find(", "); open != std::string_view::npos;
       open = text.find(", ", open + 2)) {
    const std::size_t close = text.find(',', open + 2);
    if (close == std::string_view::npos) break;
    const std::string_view whole = text.substr(open + 2, close - open - 2);
    // (Each part of it joined by `and`: `wearing a blue dot and sadly not
    // living up to his name`.)
    for (std::size_t from = 0; from <= whole.size();) {
      const std::size_t to = std::min(whole.find(" and ", from), whole.size());
      const std::string_view inside = whole.substr(from, to - from);
      from = to + 5;
      const std::vector<Word> w = cut_words(inside);
      // (A clause of its own, `, and Bo didn't`, `, but not Cy,` is none.)
      if (w.empty() || w[0].stem == "and" || w[0].stem == "but" || w[0].stem == "or" ||
          w[0].stem == "nor" || w[0].stem == "not" || w[0].stem == "who" || w[0].stem == "which" ||
          !SentenceValues(lexicon, w).mentioned().empty())
        continue;
      for (std::size_t i = 0; i < w.size(); ++i)
        if (denies_at(w, i) || w[i].text.ends_with("n't") || w[i].stem == "not" ||
            w[i].stem == "never")
          return std::string(inside);
    }
  }
  return std::nullopt;
}

// `text` without a superlative that only says a list's noun as its line
// says it (`best piece` of `everyone kept one best piece, blue, brown,
// ...`); nullopt when it has none.
std::optional<std::string> Reader::without_listed_superlative(std::string_view text,
                                                              const Lexicon& lexicon) const {
  const std::vector<Word> w = cut_words(text);
  // (Most sentences say no superlative: the values are found only then.)
  std::optional<SentenceValues> values;
  for (std::size_t i = 0; i + 1 < w.size(); ++i) {
    // (`top` too, after an owner: `Dave's top break` is his best one, where
    // `the top shelf` is a place.)
    const bool top = w[i].stem == "top";
    if (!superlative_word(w[i].stem) && w[i].stem != "best" && w[i].stem != "worst" && !top)
      continue;
    if (!values) values.emplace(lexicon, w);
    if (values->covered(i) || values->covered(i + 1)) continue;
    // (The words of a list's line, or of a sentence beside the lists.)
    std::vector<std::string_view> lines;
    for (const CategoryText& c : categories_) lines.emplace_back(c.line_words);
    for (const std::vector<Sentence>* part : {&intro_, &framing_})
      for (const Sentence& f : *part)
        if (beside_lists(f)) lines.push_back(f.text);
    // (Just before the list: `one best piece, blue, brown, ...`.)
    // (Or anywhere in a list's line, after an owner: `Kev's best break`
    // of `Their highest breaks this season were 42, 57, ...` is his.)
    const std::string_view after_owner =
        i > 0 ? text.substr(w[i - 1].offset + w[i - 1].text.size()) : std::string_view();
    const bool owned =
        i > 0 && (after_owner.starts_with("'s") || after_owner.starts_with("\u2019s") ||
                  w[i - 1].stem == "his" || w[i - 1].stem == "her" || w[i - 1].stem == "their");
    for (std::string_view l : lines) {
      const std::vector<Word> line = cut_words(l);
      for (std::size_t k = 0; k + 1 < line.size(); ++k) {
        const std::size_t end = line[k + 1].offset + line[k + 1].text.size();
        const bool heads =
            end == l.size() || l[end] == ',' || l[end] == ':' || l.substr(end).starts_with(" (");
        const bool listed_superlative =
            superlative_word(line[k].stem) || line[k].stem == "best" || line[k].stem == "worst";
        if (owned && listed_superlative && line[k + 1].stem == w[i + 1].stem)
          return std::string(text.substr(0, w[i].offset)) +
                 std::string(text.substr(w[i + 1].offset));
        if (top && !owned) continue;
        if (line[k].stem == w[i].stem && line[k + 1].stem == w[i + 1].stem && heads)
          return std::string(text.substr(0, w[i].offset)) +
                 std::string(text.substr(w[i + 1].offset));
      }
    }
  }
  return std::nullopt;
}

// `Nobody with a purple basket ...`, `No one who ordered the fish ...`:
// `The one with a purple basket ...`; `Nobody played the ukulele at the
// bandstand`: `Someone played ...`; nullopt unless the sentence opens
// so and says nothing of a place, an order or a comparison (`Nobody sat
// between Ann and Bo` says they sat side by side).
std::optional<std::string> Reader::nobody_as_one(std::string_view text) {
  const std::vector<Word> w = cut_words(text);
  std::size_t at = 0;
  if (w.size() >= 4 && w[0].stem == "nobody") at = 1;
  if (w.size() >= 5 && w[0].stem == "no" && w[1].stem == "one") at = 2;
  if (at == 0 || w[0].offset != 0) return std::nullopt;
  static const std::set<std::string> kWho = {"with", "who", "whose", "that", "in", "wearing"};
  static const std::set<std::string> kRelation = {
      "than",  "between", "next",  "beside", "before", "after", "else",     "other", "more",
      "less",  "fewer",   "same",  "both",   "either", "but",   "except",   "as",    "left",
      "right", "above",   "below", "behind", "front",  "near",  "opposite", "apart", "ahead"};
  for (const Word& x : w)
    if (kRelation.count(x.stem) || superlative_word(x.stem)) return std::nullopt;
  // `Nobody played the ukulele at the bandstand`: someone who did, denied.
  return (kWho.count(w[at].stem) ? "The one " : "Someone ") +
         std::string(text.substr(w[at].offset));
}

// `whoever bought the Gouda paid ...`: `the Gouda paid ...`, where
// `whoever` opens the sentence, a verb or two follow and then a value;
// nullopt otherwise.
std::optional<std::string> Reader::whoever_as_value(std::string_view text, const Lexicon& lexicon) {
  const std::vector<Word> w = cut_words(text);
  if (w.size() < 4) return std::nullopt;
  const SentenceValues values(lexicon, w);
  // (Anywhere in the sentence: `Mia paid more than whoever got coral`.)
  for (std::size_t k = 0; k + 2 < w.size(); ++k) {
    if (w[k].stem != "whoever") continue;
    // `whoever's youngest goes on Mondays`, `whoever is oldest`: the
    // youngest, the oldest.
    const std::size_t after = w[k].offset + w[k].text.size();
    const bool owns =
        text.substr(after).starts_with("'s") || text.substr(after).starts_with("\u2019s");
    const std::size_t sup = owns ? k + 1 : k + 2;
    if ((owns || w[k + 1].stem == "is" || w[k + 1].stem == "was") && sup + 1 < w.size() &&
        superlative_word(w[sup].stem))
      return std::string(text.substr(0, w[k].offset)) + "the " +
             std::string(text.substr(w[sup].offset));
    // `whoever was third in the queue`: the third place; `whoever stood in
    // the middle of the queue`: the middle one.
    const std::string& verb = w[k + 1].stem;
    const bool placed = verb == "was" || verb == "is" || verb == "came" || verb == "stood" ||
                        verb == "sat" || verb == "stand" || verb == "sits" || verb == "stands";
    if (placed && k + 4 < w.size() && w[k + 2].stem == "in" && w[k + 3].stem == "the" &&
        w[k + 4].stem == "middle") {
      std::size_t end = k + 5;
      if (end + 2 < w.size() && w[end].stem == "of" && w[end + 1].stem == "the") end += 3;
      std::string out(text.substr(0, w[k].offset));
      out.append("the middle position");
      out.append(text.substr(w[end - 1].offset + w[end - 1].text.size()));
      return out;
    }
    if (placed && (ordinal_word(w[k + 2].stem) != 0 || w[k + 2].stem == "last")) {
      const std::size_t end = past_in_line(w, k + 3);
      std::string out(text.substr(0, w[k].offset));
      out.append("the ").append(w[k + 2].text).append(" position");
      out.append(text.substr(w[end - 1].offset + w[end - 1].text.size()));
      return out;
    }
    std::size_t v = k + 1;
    while (v < w.size() && v <= k + 5 && !values.covered(v)) ++v;
    if (v == k + 1 || v > k + 5 || v >= w.size()) continue;
    // (`whoever is at the front`: a place, read by the holder's reading;
    // `whoever was at South Bay` is South Bay's.)
    std::size_t end = v;
    while (end < w.size() && values.covered(end)) ++end;
    const SentenceValues::Found found = values.resolve(v, end);
    const bool place = !found.ok || found.ref.category >= lexicon.place_category();
    bool denied = false;
    for (std::size_t j = k + 1; j < v; ++j)
      denied = denied || w[j].stem == "not" ||
               (place && (w[j].stem == "is" || w[j].stem == "was" || w[j].stem == "at" ||
                          w[j].stem == "in" || w[j].stem == "on"));
    if (denied) continue;
    std::size_t from = w[v - 1].stem == "the" || w[v - 1].stem == "a" ? v - 1 : v;
    // (A number keeps its noun: `whoever is in Room 23 came down after
    // Mr Okafor` is `Room 23 came down ...`, never an amount `23 ...
    // after`.)
    static const std::set<std::string> kJoins = {"is",   "was", "in", "at", "on", "has", "had",
                                                 "with", "the", "a",  "an", "of", "for", "by"};
    if (from == v && v >= k + 2 && std::isdigit(static_cast<unsigned char>(w[v].text.front())) &&
        kJoins.count(w[v - 1].stem) == 0 && !values.covered(v - 1))
      from = v - 1;
    return std::string(text.substr(0, w[k].offset)) + std::string(text.substr(w[from].offset));
  }
  return std::nullopt;
}

std::optional<std::string> Reader::whoever_at_end(std::string_view text) const {
  const std::vector<Word> w = cut_words(text);
  if (w.size() < 5 || w[0].stem != "whoever" || w[0].offset != 0) return std::nullopt;
  // The end word after one to three words of the deed.
  std::size_t e = 2;
  while (e < w.size() && e <= 4 && w[e].stem != "first" && w[e].stem != "last" &&
         w[e].stem != "earliest" && w[e].stem != "latest")
    ++e;
  if (e >= w.size() - 1 || e > 4) return std::nullopt;
  const bool least = w[e].stem == "first" || w[e].stem == "earliest";
  // The one ordered list in time whose line says every word of the deed
  // (`Each went up to bed at a different time - 9:30, 10:00, ...`).
  int found = -1;
  for (const NumericCategory& n : numeric_) {
    if (!in_time(n) && !n.said_in_order) continue;
    // (Its line as read, or the whole sentence that listed it: `went up`
    // of `Each went up to bed at a different time - 9:30, ...`.)
    const CategoryText& c = categories_[static_cast<std::size_t>(n.index)];
    std::vector<Word> line = cut_words(c.line_words);
    for (const std::vector<Sentence>* part : {&intro_, &framing_})
      for (const Sentence& said : *part)
        if (c.values.size() >= 2 && said.text.find(c.values[0]) != std::string_view::npos &&
            said.text.find(c.values[1]) != std::string_view::npos)
          for (const Word& x : cut_words(said.text)) line.push_back(x);
    const bool says =
        std::all_of(w.begin() + 1, w.begin() + static_cast<std::ptrdiff_t>(e), [&](const Word& x) {
          return std::any_of(line.begin(), line.end(),
                             [&](const Word& l) { return l.stem == x.stem; });
        });
    if (!says) continue;
    if (found >= 0) return std::nullopt;
    found = n.index;
  }
  if (found < 0) return std::nullopt;
  const std::vector<std::string>& values = categories_[static_cast<std::size_t>(found)].values;
  std::optional<std::size_t> at;
  double best = 0;
  for (std::size_t v = 0; v < values.size(); ++v) {
    const std::optional<ValueNumber> x = value_number(values[v]);
    if (!x) return std::nullopt;
    if (!at || (least ? x->number < best : x->number > best)) {
      at = v;
      best = x->number;
    }
  }
  return values[*at] + std::string(text.substr(w[e].offset + w[e].text.size()));
}

// `Of A and B, the former ... the latter ...` (`Of Mrs. Finch and Ms.
// Howe, the former didn't have the extension and the latter's job
// dragged on the longest`): the rest, with `the former` said as A and
// `the latter` as B, where A and B are two values and the rest names
// either; nullopt otherwise.
std::optional<std::string> Reader::former_latter_named(std::string_view text,
                                                       const Lexicon& lexicon) {
  if (text.find("former") == std::string_view::npos &&
      text.find("latter") == std::string_view::npos)
    return std::nullopt;
  const std::vector<Word> w = cut_words(text);
  if (w.size() < 6 || w[0].stem != "of") return std::nullopt;
  const std::size_t comma = text.find(", ");
  if (comma == std::string_view::npos) return std::nullopt;
  std::size_t and_at = 1;
  while (and_at < w.size() && w[and_at].offset < comma && w[and_at].stem != "and") ++and_at;
  if (and_at >= w.size() || w[and_at].offset > comma) return std::nullopt;
  const SentenceValues values(lexicon, w);
  const auto value_text = [&](std::size_t from, std::size_t to) -> std::optional<std::string> {
    if (from < to && (w[from].stem == "the" || w[from].stem == "a")) ++from;
    if (from >= to || !values.resolve(from, to).ok) return std::nullopt;
    return std::string(
        text.substr(w[from].offset, w[to - 1].offset + w[to - 1].text.size() - w[from].offset));
  };
  std::size_t end_b = and_at + 1;
  while (end_b < w.size() && w[end_b].offset < comma) ++end_b;
  const std::optional<std::string> a = value_text(1, and_at), b = value_text(and_at + 1, end_b);
  if (!a || !b) return std::nullopt;
  std::string rest(text.substr(comma + 2));
  bool said = false;
  for (const auto& [phrase, name] : {std::pair{std::string_view("the former"), *a},
                                     std::pair{std::string_view("the latter"), *b},
                                     std::pair{std::string_view("The former"), *a},
                                     std::pair{std::string_view("The latter"), *b}})
    for (std::size_t at = rest.find(phrase); at != std::string::npos;
         at = rest.find(phrase, at + name.size())) {
      rest.replace(at, phrase.size(), name);
      said = true;
    }
  if (!said) return std::nullopt;
  return rest;
}

// `the person at the front is buying flowers`, `whoever is in the
// middle house keeps fish`: someone at a place, of whom the rest says
// one value (it ends the sentence), is that value at that place. The
// place's words are those a reading takes (`flowers at the front`),
// tried longest first; nullopt when none reads as one statement.
std::optional<std::string> Reader::read_holder_at_place(const Sentence& s,
                                                        const std::vector<Word>& w,
                                                        const SentenceValues& values,
                                                        const Lexicon& lexicon,
                                                        std::span<const Phrase> phrases) const {
  static const std::set<std::string> kHolders = {
      "person",   "one",       "man",      "woman",   "child",     "boy",    "girl",
      "lady",     "gentleman", "customer", "shopper", "passenger", "driver", "owner",
      "resident", "occupant",  "guest",    "student", "player",    "kid",    "family",
      "couple",   "people",    "pupil",    "visitor", "tenant"};
  if (w.size() < 5) return std::nullopt;
  std::size_t i = 0;
  if (w[0].stem == "whoever" && is_or_was(w[1].stem))
    i = 2;
  else if (w[0].stem == "the" && !values.covered(1) &&
           (kHolders.count(w[1].stem) || lexicon.category_named(w[1].stem) >= 0))
    i = 2;
  else
    return std::nullopt;
  if (w[i].stem != "at" && w[i].stem != "in" && w[i].stem != "on") return std::nullopt;
  std::size_t v = i + 1;
  while (v < w.size() && !values.covered(v)) ++v;
  if (v == w.size() || v < i + 2) return std::nullopt;
  for (std::size_t k = v; k < w.size(); ++k)
    if (!values.covered(k)) return std::nullopt;
  if (!values.resolve(v, w.size()).ok) return std::nullopt;
  const std::string value(
      s.text.substr(w[v].offset, w.back().offset + w.back().text.size() - w[v].offset));
  for (std::size_t k = v; k > i + 1; --k) {
    const std::size_t from = w[i].offset, to = w[k - 1].offset + w[k - 1].text.size();
    Sentence again = s;
    const std::string text = value + " " + std::string(s.text.substr(from, to - from));
    again.text = text;
    try {
      bool two = false;
      const std::vector<std::string> st = read(again, lexicon, phrases, two, false, false);
      if (st.size() == 1 && !two) return st[0];
    } catch (const io::InputError&) {
    }
  }
  return std::nullopt;
}

// What a sentence that names one value and a man or a woman says of
// titled people (`A woman grew the pumpkin`), or nullopt.
std::optional<std::string> Reader::gender_only(const Sentence& s, const Lexicon& lexicon) const {
  if (people_ < 0) return std::nullopt;
  const std::vector<Word> all = cut_words(s.text);
  const SentenceValues values(lexicon, all);
  if (values.mentioned().size() != 1) return std::nullopt;
  return gender_statement(all, values, categories_, people_,
                          [&](ValueRef v) { return value_text(v); });
}

}  // namespace deduce::puzzles::zebra::english
