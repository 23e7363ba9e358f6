// Categories found in the clues (infer_categories.h): those of a riddle
// that lists no values, and the people named only in the clues. The lists
// completed by the clues are completed_categories.cc's.
#include "deduce/puzzles/zebra/english/infer_categories.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <set>
#include <utility>

#include "deduce/io/input_error.h"
#include "deduce/puzzles/zebra/english/gender_words.h"
#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/value_numbers.h"
#include "deduce/puzzles/zebra/english/vocabulary.h"
#include "deduce/puzzles/zebra/english/word_forms.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {
namespace {

// Words that say the riddle is about people, so that the capitalised words
// no other category holds are their names (`four people, four pets ...
// Holly lives in the white house`).
bool people_word(const std::string& stem) {
  static const std::set<std::string> kPeople = {
      "people", "person",   "everybody", "everyone", "friend",  "neighbour", "neighbor", "resident",
      "child",  "children", "kid",       "pupil",    "student", "owner",     "family"};
  return kPeople.count(stem) != 0;
}

// A capitalised word that opens a sentence for its grammar, not as a name.
bool sentence_word(const std::string& stem) {
  static const std::set<std::string> kOpeners = {
      "so",      "who",  "what",    "which",   "where",  "when",  "how",     "if",     "and",
      "but",     "each", "every",   "no",      "nobody", "none",  "neither", "either", "there",
      "it",      "he",   "she",     "they",    "this",   "that",  "these",   "those",  "then",
      "now",     "also", "finally", "can",     "doe",    "do",    "did",     "is",     "are",
      "was",     "were", "in",      "on",      "at",     "the",   "a",       "an",     "all",
      "both",    "not",  "one",     "his",     "her",    "their", "its",     "whose",  "somebody",
      "someone", "just", "only",    "exactly", "next",   "to"};
  return kOpeners.count(stem) != 0 ||
         std::find(filler_words().begin(), filler_words().end(), stem) != filler_words().end() ||
         frame_word(stem) || verb_word(stem) || number_word(stem) != 0 || ordinal_word(stem) != 0;
}

bool title_word(std::string_view text) {
  std::string t;
  for (char c : text) t += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return t == "mr" || t == "mrs" || t == "ms" || t == "miss" || t == "dr" || t == "prof";
}

// Whether `w` in `text` owns what follows (`Tilly's`, `Dev’s is
// called Doughlene`): `'s` after it, and no more letters.
bool owner_word(std::string_view text, const Word& w) {
  const std::string_view after = text.substr(w.offset + w.text.size());
  std::size_t s = 0;
  if (after.starts_with("'s"))
    s = 2;
  else if (after.starts_with("\u2019s"))
    s = 4;
  return s != 0 && (after.size() == s || !std::isalpha(static_cast<unsigned char>(after[s])));
}

struct Found {
  std::size_t begin, end;
  std::size_t category;  // in `named`, or named.size() for the people's names
  std::string written;
};

}  // namespace

void infer_categories(Document& doc, const std::string& file) {
  std::vector<const VocabularyCategory*> named;
  bool people = false;
  for (const Sentence& d : doc.declarations)
    for (const Word& w : cut_words(d.text)) {
      people = people || people_word(w.stem);
      for (const VocabularyCategory& v : vocabulary())
        if (std::find(v.keywords.begin(), v.keywords.end(), w.stem) != v.keywords.end() &&
            std::find(named.begin(), named.end(), &v) == named.end())
          named.push_back(&v);
    }
  // `Four houses in a row, four people, four pets.` said the people.
  for (const Sentence& f : doc.framing)
    for (const Word& w : cut_words(f.text)) people = people || people_word(w.stem);
  std::vector<CategoryText> cats(named.size());
  for (std::size_t c = 0; c < named.size(); ++c) {
    cats[c].name = std::string(named[c]->name);
    for (std::string_view k : named[c]->keywords) cats[c].line_words += std::string(k) + " ";
  }
  CategoryText names;
  names.name = "name";
  names.line_words = "name ";
  std::vector<const Sentence*> all;
  for (const Sentence& s : doc.clues) all.push_back(&s);
  for (const Sentence& s : doc.questions) all.push_back(&s);
  for (const Sentence* s : all) {
    const std::vector<Word> words = cut_words(s->text);
    const auto written = [&](std::size_t i, std::size_t end) {
      const Word& last = words[end - 1];
      return std::string(
          s->text.substr(words[i].offset, last.offset + last.text.size() - words[i].offset));
    };
    std::vector<Found> found;
    for (std::size_t c = 0; c < named.size(); ++c)
      for (std::string_view v : named[c]->values) {
        const std::vector<Word> want = cut_words(v);
        for (std::size_t i = 0; i + want.size() <= words.size(); ++i) {
          bool same = true;
          for (std::size_t k = 0; k < want.size() && same; ++k)
            same = words[i + k].stem == want[k].stem;
          if (same) found.push_back({i, i + want.size(), c, written(i, i + want.size())});
        }
      }
    // The people's names: capitalised words no vocabulary holds, with a
    // title before them (`Mr Dawson`).
    if (people)
      for (std::size_t i = 0; i < words.size(); ++i) {
        const Word& w = words[i];
        if (!std::isupper(static_cast<unsigned char>(w.text.front())) ||
            std::any_of(found.begin(), found.end(),
                        [&](const Found& f) { return f.begin <= i && i < f.end; }) ||
            (i == 0 && sentence_word(w.stem)) || title_word(w.text))
          continue;
        const std::size_t from = i > 0 && title_word(words[i - 1].text) ? i - 1 : i;
        std::string name = written(from, i + 1);
        found.push_back({from, i + 1, named.size(), std::move(name)});
      }
    std::stable_sort(found.begin(), found.end(),
                     [](const Found& a, const Found& b) { return a.begin < b.begin; });
    for (const Found& f : found) {
      // `orange` inside `orange juice` is the juice's.
      const bool inside = std::any_of(found.begin(), found.end(), [&](const Found& o) {
        return o.begin <= f.begin && f.end <= o.end && o.end - o.begin > f.end - f.begin;
      });
      CategoryText& cat = f.category == named.size() ? names : cats[f.category];
      if (inside ||
          std::find(cat.names.begin(), cat.names.end(), zebra_name(f.written)) != cat.names.end())
        continue;
      cat.values.push_back(f.written);
      cat.names.push_back(zebra_name(f.written));
    }
  }
  if (!names.values.empty()) cats.push_back(std::move(names));
  for (std::size_t c = 0; c < cats.size(); ++c) {
    if (doc.n != 0 && static_cast<int>(cats[c].values.size()) != doc.n) {
      std::string list;
      for (const std::string& v : cats[c].values) list += (list.empty() ? "" : ", ") + v;
      throw io::InputError(
          {file, doc.declarations.front().line, doc.declarations.front().column},
          fmt::format("the clues name {} values of {} ({}), but the puzzle has {} positions{}; "
                      "list them (\"Each house has a different {}: ...\")",
                      cats[c].values.size(), cats[c].name, list, doc.n, where_n_said(doc),
                      cats[c].name));
    }
  }
  doc.categories = std::move(cats);
}

void add_named_people(Document& doc) {
  if (doc.n <= 1 || doc.categories.empty()) return;
  // A list of people already (`Friends: ...`, a list the line calls names;
  // not `each child has a different favourite fruit`, of fruit).
  for (const CategoryText& c : doc.categories)
    if (c.name == "name" || people_word(stem_of(c.name)) || person_noun(stem_of(c.name))) return;
  // Nor a list of titled people (`Uncle Ray, Auntie Jean, Mel, Grandad and
  // Tasha`): two titles make it one.
  for (const CategoryText& c : doc.categories)
    if (titled_names(c.values) >= 2) return;
  // Nor a list of a chat's speakers (`Pam (me), Rosa, Sue and Val`).
  for (const CategoryText& c : doc.categories) {
    const auto speaks = [&](const std::string& v) {
      return std::any_of(doc.speakers.begin(), doc.speakers.end(),
                         [&](const Speaker& said) { return said.name == v; });
    };
    if (std::count_if(c.values.begin(), c.values.end(), speaks) >= 2) return;
  }
  std::set<std::string> listed;  // every word of every value
  for (const CategoryText& c : doc.categories)
    for (const std::string& v : c.values)
      for (const Word& w : cut_words(v)) listed.insert(w.stem);
  for (const VocabularyCategory& v : vocabulary())
    for (std::string_view value : v.values)
      for (const Word& w : cut_words(value)) listed.insert(w.stem);
  // Nor a name the framing says (`Four children live on Fruit Street`, a
  // title): the people it names would be listed there.
  // A word the framing says as a person's name is no such name, though:
  // one that owns something (`Dev's is called Doughlene`). (Not a word
  // between words in lower case: `the books are Klara and the Sun` names a
  // book.)
  const auto lower = [](const Word& w) {
    return std::islower(static_cast<unsigned char>(w.text.front())) != 0;
  };
  for (const std::vector<Sentence>* part : {&doc.intro, &doc.framing, &doc.declarations})
    for (const Sentence& s : *part) {
      const std::vector<Word> words = cut_words(s.text);
      for (std::size_t i = 0; i < words.size(); ++i) {
        const Word& w = words[i];
        if (owner_word(s.text, w) && !lower(w) && !personal_title(w.stem) && w.text.size() > 1)
          continue;
        listed.insert(w.stem);
      }
    }
  // A word written in lower case anywhere is a word, not a name (`Whoever
  // brought the pie` opening one sentence, `whoever` in another).
  std::set<std::string> lower_case;
  for (const std::vector<Sentence>* part :
       {&doc.clues, &doc.questions, &doc.intro, &doc.framing, &doc.declarations})
    for (const Sentence& s : *part)
      for (const Word& w : cut_words(s.text))
        if (std::islower(static_cast<unsigned char>(w.text.front()))) lower_case.insert(w.stem);
  static const std::set<std::string> kAnyone = {"whoever",   "whichever", "whatever", "everyone",
                                                "everybody", "anyone",    "anybody"};
  // (In a chat, where the speakers are the people, `I'm` and `I've` are
  // one of them, never a name.)
  const bool chat = std::any_of(doc.speakers.begin(), doc.speakers.end(), [&](const Speaker& a) {
    return a.name != doc.speakers.front().name;
  });
  struct Name {
    std::string stem, written;
    bool sure = false;    // said where no sentence's grammar puts a capital
    bool family = false;  // said as a family, `the Pembertons`
  };
  std::vector<Name> names;
  // A line after the questions, where clues came before them, is a remark
  // to the reader (`Answers at the next troop night - no asking the Patrol
  // Leaders!`): it names no one of the grid.
  // (On the questions' own line too: `Who flew Skylark? Lines are open
  // now.`)
  std::pair<int, int> last_question{0, 0};
  for (const Sentence& q : doc.questions)
    last_question = std::max(last_question, std::pair{q.line, q.column});
  const bool clue_first = std::any_of(doc.clues.begin(), doc.clues.end(), [&](const Sentence& c) {
    return c.line < last_question.first;
  });
  // (Nor talk around a printed list of clues: `Loot: the Drowned Crown
  // ...`, `Yes, finally.` after it.)
  const std::pair<int, int> list_lines = clue_list_lines(doc.clues);
  for (const std::vector<Sentence>* part : {&doc.clues, &doc.questions})
    for (const Sentence& s : *part) {
      if (clue_first && part == &doc.clues && std::pair{s.line, s.column} > last_question) continue;
      if (part == &doc.clues && list_lines.first != 0 &&
          (s.line < list_lines.first || s.line > list_lines.second))
        continue;
      const std::vector<Word> words = cut_words(s.text);
      // (Nor a word to the reader: `Answers at Thursday's Quiz Night in
      // the Starlight Lounge!`.)
      if (about_the_puzzle(words, [](const std::string&) { return false; })) continue;
      // (Nor a greeting or a signature: `Dear Sue,`, `Love, Jen x`.)
      if (!words.empty() && greeting_word(words[0].stem) && words.size() <= 4) continue;
      for (std::size_t i = 0; i < words.size(); ++i) {
        const Word& w = words[i];
        const bool capital = std::isupper(static_cast<unsigned char>(w.text.front()));
        const bool acronym =
            w.text.size() >= 2 && std::isupper(static_cast<unsigned char>(w.text[1]));
        if (!capital || acronym || listed.count(w.stem) || lower_case.count(w.stem) ||
            kAnyone.count(w.stem) || value_number(w.text) || sentence_word(w.stem) ||
            w.stem == "i" || (chat && (w.text.starts_with("I'") || w.text.starts_with("I\u2019"))))
          continue;
        // A title before a name is no name (`Aunt Maud`); alone, it is
        // one (`Grandpa's washing`).
        const bool titled = personal_title(w.stem) && i + 1 < words.size() &&
                            std::isupper(static_cast<unsigned char>(words[i + 1].text.front()));
        if (titled) continue;
        // An opening word is a name when a lower-case word follows it
        // (`Zara lives`), it owns something (`Tilly's`) or it is said again
        // where a capital tells (below); not before another capital
        // (`Fern Gully has`, a place no list holds).
        const bool owner = owner_word(s.text, w);
        const bool before_word =
            i + 1 < words.size() &&
            std::islower(static_cast<unsigned char>(words[i + 1].text.front()));
        // (A word after a title opens no sentence: `Aunt Maud sat`.)
        const bool sure = i > 0 || owner || before_word;
        auto it = std::find_if(names.begin(), names.end(),
                               [&](const Name& n) { return n.stem == w.stem; });
        const bool family = i > 0 && words[i - 1].stem == "the" && w.text.size() > 3 &&
                            w.text.back() == 's' && w.text[w.text.size() - 2] != '\'';
        if (it == names.end()) {
          names.push_back({w.stem, std::string(w.text), sure, family});
        } else {
          it->sure = it->sure || sure;
          it->family = it->family && family;
        }
      }
    }
  // In a chat the speakers are people too (`Gabs: the Cove person found
  // fewer than me`); not a script's one host (`DONNA: First clue. ...`).
  std::set<std::string> speaking;
  for (const Speaker& said : doc.speakers) speaking.insert(said.name);
  for (const Speaker& said : doc.speakers) {
    const std::string& speaker = said.name;
    if (speaking.size() < 2) break;
    const std::vector<Word> w = cut_words(speaker);
    if (w.size() != 1 || listed.count(w[0].stem) || personal_title(w[0].stem)) continue;
    auto it = std::find_if(names.begin(), names.end(),
                           [&](const Name& n) { return n.stem == w[0].stem; });
    if (it == names.end())
      names.push_back({w[0].stem, speaker, true});
    else
      it->sure = true;
  }
  std::erase_if(names, [](const Name& n) { return !n.sure; });
  // (One too many where a family is named as one, `When the Pembertons
  // hold their harvest supper`: the people are the others.)
  if (static_cast<int>(names.size()) > doc.n) {
    std::vector<Name> people = names;
    std::erase_if(people, [](const Name& n) { return n.family; });
    if (static_cast<int>(people.size()) == doc.n) names = std::move(people);
  }
  if (static_cast<int>(names.size()) != doc.n) return;
  CategoryText cat;
  cat.name = "name";
  cat.line_words = "name ";
  for (const Name& n : names) {
    cat.values.push_back(n.written);
    cat.names.push_back(zebra_name(n.written));
  }
  doc.categories.push_back(std::move(cat));
}

}  // namespace deduce::puzzles::zebra::english
