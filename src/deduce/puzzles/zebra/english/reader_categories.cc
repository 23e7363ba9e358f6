// The reader's categories and who (reader.h): values as the .zebra text
// names them, the words of a phrase table, which list `who` asks and what
// it is called, values said with `the` or after a verb, and a person's
// full name or a value said as someone's.
#include "deduce/puzzles/zebra/english/reader.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>

#include "deduce/puzzles/zebra/english/word_forms.h"
#include "deduce/puzzles/zebra/generate/write.h"

namespace deduce::puzzles::zebra::english {

// A place (`the 2nd position`) that a relation other than `is` uses
// makes the place category appear in the translation.
std::string Reader::value_text(ValueRef r) const {
  if (r.category == static_cast<int>(categories_.size())) used_place_ = true;
  return generate::value_reference(shell_, r);
}

std::string Reader::names(const std::vector<ValueRef>& refs) const {
  std::string out;
  for (std::size_t i = 0; i < refs.size(); ++i) {
    if (i > 0) out += i + 1 == refs.size() ? " and " : ", ";
    // A place (lexicon.h) is a value too, past the last category.
    const auto c = static_cast<std::size_t>(refs[i].category);
    out += c < categories_.size() ? categories_[c].values[refs[i].value]
                                  : fmt::format("position {}", refs[i].value + 1);
    // Two categories with the same value (a pet and an animal `cat`):
    // which is which.
    const bool shared = std::any_of(refs.begin(), refs.end(), [&](const ValueRef& o) {
      return o.category != refs[i].category &&
             static_cast<std::size_t>(o.category) < categories_.size() && c < categories_.size() &&
             categories_[o.category].values[o.value] == categories_[c].values[refs[i].value];
    });
    if (shared) out += fmt::format(" ({})", categories_[c].name);
  }
  return out;
}

const Reader::TableWords& Reader::table_words(std::span<const Phrase> phrases) {
  static thread_local std::map<const Phrase*, TableWords> by_table;
  auto it = by_table.find(phrases.data());
  if (it != by_table.end()) return it->second;
  TableWords t;
  const std::set<std::string> fillers(filler_words().begin(), filler_words().end());
  for (const Phrase& p : phrases)
    for (const std::string& stem : phrase_stems(p.words)) {
      if (t.all.insert(stem).second) t.in_order.push_back(stem);
      if (!fillers.count(stem)) t.meaning.insert(stem);
    }
  for (std::string_view w : cue_words()) {
    t.meaning.insert(std::string(w));
    t.all.insert(std::string(w));
  }
  return by_table.emplace(phrases.data(), std::move(t)).first->second;
}

// Whether category c is a list of proper names, not ordered: one that
// `who` may ask.
bool Reader::names_list(std::size_t c) const {
  const auto& vs = categories_[c].values;
  return !ordered_.count(categories_[c].name) &&
         std::all_of(vs.begin(), vs.end(), [](const std::string& v) {
           return !v.empty() && std::isupper(static_cast<unsigned char>(v.front()));
         });
}

// Whether the names of list c may be whom `who` asks: its line names
// no kind of thing (`Five of them: Biscuit, Duke, Pepper`) or a living
// one (`each one lives a pony`), not `Targets` or `Boats`; with
// `said_living`, only where its line says a living kind.
bool Reader::may_be_who(std::size_t c, bool said_living) const {
  static const std::set<std::string> kLiving = {
      "pony",   "horse", "dog",    "cat",      "pet", "animal", "puppy",  "kitten",
      "bird",   "hen",   "rabbit", "dragon",   "cow", "goat",   "person", "people",
      "friend", "child", "kid",    "children", "boy", "girl",   "pupil",  "student"};
  bool nouns = false;
  for (const Word& w : cut_words(categories_[c].line_words + " " + categories_[c].name)) {
    if (kLiving.count(w.stem)) return true;
    if (said_living) continue;
    nouns = nouns || (!frame_word(w.stem) && !verb_word(w.stem) && w.stem.size() > 2 &&
                      number_word(w.stem) == 0);
  }
  return !nouns && !said_living;
}

// Who a question asks: the people (who_), but where the question names
// one of their own values (`who captained the Quizzards?` where the teams
// were taken for the people), the one other list of names.
std::string Reader::who_for(const Sentence& s, const Lexicon& lexicon) const {
  if (!s.question || who_.empty()) return who_;
  const std::vector<Word> w = cut_words(s.text);
  const SentenceValues said(lexicon, w);
  const std::vector<ValueRef> named = said.mentioned();
  const int people = category_index(who_);
  // `Who loves carrots?` where the ponies (Biscuit, Duke, Pepper) come
  // first and their riders (Ava, Holly, Sam) after: either may be meant,
  // so neither is answered (the question is refused, never guessed).
  // (Not where the first list's line says things: `Targets: the
  // Andromeda Galaxy, Jupiter, ...`.)
  // (Nor where the families come first and the children they have after:
  // `who did I babysit on Thursday?`; `whose dog` asks the dog's people.)
  const bool whose =
      std::any_of(w.begin(), w.end(), [](const Word& x) { return x.stem == "whose"; });
  // (Nor the pets' own names where the question asks who owns or keeps
  // one: `Who owns the tortoise?` of children and pets `called Biscuit,
  // Pepper, ...`; a pet owns no pet.)
  const bool owning = std::any_of(w.begin(), w.end(), [](const Word& x) {
    return x.stem == "own" || x.stem == "owns" || x.stem == "owned" || x.stem == "keep" ||
           x.stem == "keeps" || x.stem == "kept";
  });
  const auto pets = [&](std::size_t c) {
    static const std::set<std::string> kAnimals = {
        "pony", "horse", "dog",    "cat", "pet",  "animal",   "puppy",  "kitten",
        "bird", "hen",   "rabbit", "cow", "goat", "tortoise", "hamster"};
    for (const Word& x : cut_words(categories_[c].line_words + " " + categories_[c].name))
      if (kAnimals.count(x.stem)) return true;
    return false;
  };
  for (std::size_t c = 0; c < categories_.size(); ++c)
    if (people >= 0 && static_cast<int>(c) != people && (c == 0 || !whose) &&
        !(owning && pets(c)) && names_list(c) && may_be_who(c, c != 0) &&
        std::none_of(named.begin(), named.end(), [&](ValueRef r) {
          return r.category == static_cast<int>(c) || r.category == people;
        }))
      return "";
  if (named.size() != 1 || named.front().category != people) return who_;
  // (Of several, the one list of titled people: `Who conducts
  // Brightwell Silver?` of bands, conductors `Mr Foster, Mrs Greaves,
  // ...` and test pieces.)
  if (people_ >= 0 && people_ != people) return categories_[static_cast<std::size_t>(people_)].name;
  // (Of several, the one whose line says the question's verb: `Who
  // captained Block Party?` of teams, departments and `captained by
  // Hannah, Joel, ...`.)
  std::vector<std::size_t> others, by_verb;
  for (std::size_t c = 0; c < categories_.size(); ++c) {
    if (static_cast<int>(c) == people || !names_list(c)) continue;
    others.push_back(c);
    bool verb = false;
    for (const Word& lw : cut_words(categories_[c].line_words))
      for (std::size_t i = 1; i < w.size() && !verb; ++i)
        verb = lw.stem.size() > 3 && same_verb(w[i].stem, lw.stem) && !said.covered(i);
    if (verb) by_verb.push_back(c);
  }
  if (others.size() > 1 && by_verb.size() == 1) others = by_verb;
  if (others.size() != 1) return who_;
  return categories_[others.front()].name;
}

// Whether the introduction says `v` with `the` before it (`the
// Kittiwake`), as a whole word.
bool Reader::said_with_the(const std::string& v) const {
  for (const std::vector<Sentence>* part : {&intro_, &framing_})
    for (const Sentence& f : *part)
      for (std::string_view the : {"the ", "The "})
        for (std::size_t at = f.text.find(std::string(the) + v); at != std::string_view::npos;
             at = f.text.find(std::string(the) + v, at + 1)) {
          const std::size_t end = at + the.size() + v.size();
          if ((at == 0 || !std::isalnum(static_cast<unsigned char>(f.text[at - 1]))) &&
              (end == f.text.size() || !std::isalnum(static_cast<unsigned char>(f.text[end]))))
            return true;
        }
  return false;
}

// The categories of `may` whose values some clue names just after a
// verb of the question's words w[from, end) (`photograph the fox`,
// `saving for roller skates`): one verb, one object, read in the
// riddle's own clues.
std::vector<int> Reader::said_after_verb(const std::vector<Word>& w, std::size_t from,
                                         const std::vector<int>& may,
                                         const Lexicon& lexicon) const {
  static const std::set<std::string> kBetween = {"the",   "a",   "an",  "her", "his",
                                                 "their", "its", "for", "on",  "in"};
  // (Verbs that say what they take, `eat`, `drink`, `wear`, relate a
  // question to a clue; `has`, `is`, `like` say nothing of which list.)
  static const std::set<std::string> kTelling = {"eat",     "eating", "drink",  "drunk", "play",
                                                 "read",    "smoke",  "smoked", "drive", "wear",
                                                 "wearing", "keep",   "kept"};
  const auto bare_verb = [](const std::string& stem) {
    return verb_word(stem) && !kTelling.count(stem);
  };
  std::set<int> found;
  for (const Sentence& clue : clues_) {
    const std::vector<Word> cw = cut_words(clue.text);
    const SentenceValues values(lexicon, cw);
    for (std::size_t j = 0; j < cw.size(); ++j) {
      if (values.covered(j) || kBetween.count(cw[j].stem) || bare_verb(cw[j].stem)) continue;
      bool verb = false;
      for (std::size_t i = from; i < w.size(); ++i)
        verb = verb || (!kBetween.count(w[i].stem) && !bare_verb(w[i].stem) &&
                        (same_verb(w[i].stem, cw[j].stem) || same_verb(cw[j].stem, w[i].stem) ||
                         (w[i].stem.size() > 5 && same_root(w[i].stem, cw[j].stem))));
      if (!verb) continue;
      // (Said the other way round, `Volcano was built by the Lincoln
      // student`: the value before `was ... by` is the thing done.)
      if (j >= 2 && j + 1 < cw.size() && cw[j + 1].stem == "by" &&
          (cw[j - 1].stem == "was" || cw[j - 1].stem == "were" || cw[j - 1].stem == "is" ||
           cw[j - 1].stem == "are" || cw[j - 1].stem == "been")) {
        std::size_t b = j - 1;
        while (b > 0 && !values.covered(b - 1) && kBetween.count(cw[b - 1].stem) && j - b < 4) --b;
        if (b > 0 && values.covered(b - 1))
          for (const ValueRef r : values.at_word(b - 1))
            if (std::find(may.begin(), may.end(), r.category) != may.end())
              found.insert(r.category);
        continue;
      }
      std::size_t k = j + 1;
      while (k < cw.size() && k <= j + 3 && !values.covered(k) && kBetween.count(cw[k].stem)) ++k;
      if (k >= cw.size() || !values.covered(k)) continue;
      for (const ValueRef r : values.at_word(k))
        if (std::find(may.begin(), may.end(), r.category) != may.end()) found.insert(r.category);
    }
  }
  return {found.begin(), found.end()};
}

// The index of the category named `name` (`friend`), or -1.
int Reader::category_index(const std::string& name) const {
  for (std::size_t c = 0; c < categories_.size(); ++c)
    if (categories_[c].name == name) return static_cast<int>(c);
  return -1;
}

// The category a .zebra reference names (`Ann`, `price.25`), or -1.
int Reader::category_of(const std::string& ref) const {
  const std::size_t dot = ref.find('.');
  for (std::size_t c = 0; c < categories_.size(); ++c) {
    if (dot != std::string::npos && ref.substr(0, dot) == categories_[c].name)
      return static_cast<int>(c);
    if (std::find(categories_[c].names.begin(), categories_[c].names.end(), ref) !=
        categories_[c].names.end())
      return static_cast<int>(c);
  }
  return -1;
}

// `Ned Jones` of a list of first names and one of surnames: the
// sentence with `Ned` alone, and `Ned is Jones`; nullopt when no two
// names of two such lists stand side by side.
std::optional<std::pair<std::string, std::string>> Reader::full_name(std::string_view text,
                                                                     const Lexicon& lexicon) const {
  const std::vector<Word> w = cut_words(text);
  const SentenceValues values(lexicon, w);
  for (std::size_t i = 0; i + 1 < w.size(); ++i) {
    if (!std::isupper(static_cast<unsigned char>(w[i].text.front())) ||
        !std::isupper(static_cast<unsigned char>(w[i + 1].text.front())))
      continue;
    // (Never after an article: `showed the Fiat Ann` is no one's name.)
    if (i > 0 && (w[i - 1].stem == "the" || w[i - 1].stem == "a" || w[i - 1].stem == "an"))
      continue;
    const SentenceValues::Found& a = values.resolve(i, i + 1);
    const SentenceValues::Found& b = values.resolve(i + 1, i + 2);
    if (!a.ok || !b.ok || a.ref.category == b.ref.category ||
        a.ref.category >= static_cast<int>(categories_.size()) ||
        b.ref.category >= static_cast<int>(categories_.size()) ||
        !names_list(static_cast<std::size_t>(a.ref.category)) ||
        !names_list(static_cast<std::size_t>(b.ref.category)) || values.resolve(i, i + 2).ok)
      continue;
    // Only where the two are written apart (no comma between them).
    const std::size_t gap_from = w[i].offset + w[i].text.size();
    if (text.substr(gap_from, w[i + 1].offset - gap_from).find_first_not_of(' ') !=
        std::string_view::npos)
      continue;
    std::string plain(text.substr(0, w[i + 1].offset));
    while (!plain.empty() && plain.back() == ' ') plain.pop_back();
    std::size_t after = w[i + 1].offset + w[i + 1].text.size();
    // (`Jones's kite`: the possessive goes with the name kept.)
    if (text.substr(after, 2) == "'s") {
      plain += "'s";
      after += 2;
    }
    plain += std::string(text.substr(after));
    return std::pair{plain, value_text(a.ref) + " is " + value_text(b.ref)};
  }
  return std::nullopt;
}

// `Mrs. Cortez's elm`, `Ann's poodle`: a name's value of another list,
// the name's own. The sentence with the value alone, and `Mrs_Cortez
// is elm`; nullopt when no value is so said.
std::optional<std::pair<std::string, std::string>> Reader::owned_value(
    std::string_view text, const Lexicon& lexicon) const {
  const std::vector<Word> w = cut_words(text);
  const SentenceValues values(lexicon, w);
  const int n = static_cast<int>(categories_.size());
  for (std::size_t i = 0; i < w.size(); ++i) {
    if (!values.covered(i)) continue;
    std::size_t f = i;
    while (f < w.size() && values.covered(f)) ++f;
    // In a run of values' words, the owner's name, its `'s`, and right
    // after it another list's value.
    for (std::size_t e = i + 1; e < f; ++e) {
      const std::size_t end = w[e - 1].offset + w[e - 1].text.size();
      if (text.substr(end, 2) != "'s" && text.substr(end, 4) != "\u2019s") continue;
      const SentenceValues::Found& a = values.resolve(i, e);
      const SentenceValues::Found& b = values.resolve(e, f);
      if (!a.ok || !b.ok || a.ref.category >= n || b.ref.category >= n ||
          a.ref.category == b.ref.category ||
          !names_list(static_cast<std::size_t>(a.ref.category)) ||
          ordered_.count(categories_[static_cast<std::size_t>(b.ref.category)].name))
        continue;
      std::string plain(text.substr(0, w[i].offset));
      plain += "the ";
      plain += text.substr(w[e].offset);
      return std::pair{plain, value_text(a.ref) + " is " + value_text(b.ref)};
    }
    i = f - 1;
  }
  return std::nullopt;
}

// `The white BMW is in the middle`, `the Spanish doctor`: a value said
// right before another list's, in one noun phrase after an article, is
// the same thing. The sentence with the second alone, and `white is BMW`;
// nullopt when no two values stand so (a run that names one value whole,
// `orange juice`, is that value; numbers and places are left to the
// readings that know them).
std::optional<std::pair<std::string, std::string>> Reader::described_value(
    std::string_view text, const Lexicon& lexicon) const {
  const std::vector<Word> w = cut_words(text);
  const SentenceValues values(lexicon, w);
  const int n = static_cast<int>(categories_.size());
  const auto listed = [&](const SentenceValues::Found& f) {
    return f.ok && f.ref.category < n &&
           !ordered_.count(categories_[static_cast<std::size_t>(f.ref.category)].name);
  };
  for (std::size_t i = 1; i < w.size(); ++i) {
    if (!values.covered(i)) continue;
    std::size_t f = i;
    while (f < w.size() && values.covered(f)) ++f;
    const std::string& before = w[i - 1].stem;
    if ((before == "the" || before == "a" || before == "an") && !values.resolve(i, f).ok)
      for (std::size_t e = i + 1; e < f; ++e) {
        const SentenceValues::Found& a = values.resolve(i, e);
        const SentenceValues::Found& b = values.resolve(e, f);
        // (Never a person after it: `gave the cat Bob's toy` is to the cat.)
        if (!listed(a) || !listed(b) || a.ref.category == b.ref.category ||
            b.ref.category == category_index(who_))
          continue;
        // (One noun phrase: nothing but a space between the two.)
        const std::size_t gap = w[e - 1].offset + w[e - 1].text.size();
        if (text.substr(gap, w[e].offset - gap).find_first_not_of(' ') != std::string_view::npos)
          continue;
        std::string plain(text.substr(0, w[i].offset));
        plain += text.substr(w[e].offset);
        return std::pair{plain, value_text(a.ref) + " is " + value_text(b.ref)};
      }
    i = f - 1;
  }
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::english
