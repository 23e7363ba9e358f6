// The translation of an English riddle (read_english.h): the document's
// first pass (document.h), its categories found in the clues when it lists
// none (infer_categories.h), then each clue and question read by the phrase
// table (sentence_reader.h) into .zebra statements.
#include "deduce/puzzles/zebra/english/read_english.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <deque>
#include <iterator>
#include <map>
#include <optional>
#include <set>

#include "deduce/io/input_error.h"
#include "deduce/io/nearest_name.h"
#include "deduce/puzzles/zebra/english/chat_lines.h"
#include "deduce/puzzles/zebra/english/document.h"
#include "deduce/puzzles/zebra/english/empty_asides.h"
#include "deduce/puzzles/zebra/english/floor_words.h"
#include "deduce/puzzles/zebra/english/gender_words.h"
#include "deduce/puzzles/zebra/english/infer_categories.h"
#include "deduce/puzzles/zebra/english/labelled_places.h"
#include "deduce/puzzles/zebra/english/lexicon.h"
#include "deduce/puzzles/zebra/english/named_ends.h"
#include "deduce/puzzles/zebra/english/numeric_categories.h"
#include "deduce/puzzles/zebra/english/order_verbs.h"
#include "deduce/puzzles/zebra/english/people_around.h"
#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/plain_words.h"
#include "deduce/puzzles/zebra/english/prose_runs.h"
#include "deduce/puzzles/zebra/english/queue_words.h"
#include "deduce/puzzles/zebra/english/relative_clauses.h"
#include "deduce/puzzles/zebra/english/round_table.h"
#include "deduce/puzzles/zebra/english/sentence_reader.h"
#include "deduce/puzzles/zebra/english/side_readings.h"
#include "deduce/puzzles/zebra/english/superlatives.h"
#include "deduce/puzzles/zebra/english/value_numbers.h"
#include "deduce/puzzles/zebra/english/wh_questions.h"
#include "deduce/puzzles/zebra/english/word_forms.h"
#include "deduce/puzzles/zebra/generate/write.h"
#include "deduce/puzzles/zebra/read/parse.h"

namespace deduce::puzzles::zebra::english {
namespace {

// The prepositions a verb takes (`hails from`, `belongs to`, `was bought
// by`): after a verb no table knows they relate nothing of their own.
// `almost chose`, `declined`, `was allergic to`, `would have liked`,
// `swapped ... for`: words that deny, only wish or undo what follows them,
// never dropped as a link (`Ann declined the cat` is no `Ann is cat`): a
// sentence or a question with one is refused unless a table reads it.
bool denying_word(const std::string& stem) {
  static const std::set<std::string> kDenying = {
      "almost",     "nearly",  "declined", "decline",    "rejected",  "reject", "refused",
      "allergic",   "afraid",  "scared",   "frightened", "terrified", "would",  "could",
      "considered", "ignored", "forgot",   "forgotten",  "swapped",   "swap",   "exchanged",
      "traded",     "hardly",  "barely",   "missed",     "lacked",    "avoided"};
  return kDenying.count(stem) != 0;
}

bool is_particle(const std::string& stem) {
  static const std::set<std::string> kParticles = {"from", "to", "by",  "with", "at",
                                                   "in",   "on", "for", "into", "onto"};
  return kParticles.count(stem) != 0;
}

class Reader {
 public:
  Reader(Document doc, const std::string& file)
      : file_(file),
        n_(doc.n),
        magazine_(!doc.counted),
        categories_(std::move(doc.categories)),
        intro_(std::move(doc.intro)),
        framing_(std::move(doc.framing)),
        place_nouns_(std::move(doc.place_nouns)),
        clues_(std::move(doc.clues)),
        questions_(std::move(doc.questions)),
        speakers_(std::move(doc.speakers)),
        narrator_(std::move(doc.narrator)) {
    for (const auto& [line, column] : doc.category_lines) {
      frame_lines_.insert(line);
      first_list_line_ = first_list_line_ == 0 ? line : std::min(first_list_line_, line);
    }
    std::vector<std::string_view> frame;
    for (const std::vector<Sentence>* part : {&intro_, &framing_, &clues_})
      for (const Sentence& s : *part) frame.push_back(s.text);
    // `Hal looks after tunnel 1` of `Four polytunnels stand in a row`: a
    // place's noun said by its last part, as the clues say it.
    {
      std::vector<std::string> tails;
      for (const std::vector<Sentence>* part : {&clues_, &questions_})
        for (const Sentence& s : *part)
          for (const Word& w : cut_words(s.text))
            for (const std::string& noun : place_nouns_)
              if (w.stem.size() >= 4 && noun.size() >= w.stem.size() + 3 &&
                  noun.ends_with(w.stem) &&
                  std::find(place_nouns_.begin(), place_nouns_.end(), w.stem) ==
                      place_nouns_.end() &&
                  std::find(tails.begin(), tails.end(), w.stem) == tails.end())
                tails.push_back(w.stem);
      place_nouns_.insert(place_nouns_.end(), tails.begin(), tails.end());
    }
    queue_ = doc.counted && sets_a_queue(frame);
    in_order_ = doc.counted && !queue_ && sets_an_order(frame);
    // `five cars stand at pumps 1 to 5`, `numbered 1 to 4`: places counted
    // in an order of their own.
    for (const std::vector<Sentence>* part : {&intro_, &framing_})
      for (const Sentence& s : *part)
        numbered_ =
            numbered_ ||
            (doc.counted && (s.text.find(fmt::format("1 to {}", n_)) != std::string_view::npos ||
                             s.text.find("numbered") != std::string_view::npos));
    if (doc.counted) upright_ = upright_places(place_nouns_, frame);
    circle_ = doc.counted && doc.circle;
    if (doc.counted) {
      std::vector<std::string_view> set;
      for (const std::vector<Sentence>* part : {&intro_, &framing_})
        for (const Sentence& s : *part) set.push_back(s.text);
      // A clue's place that frames the row names both its ends (`The lanes
      // are numbered 1 to 6, with lane 1 on the inside and lane 6 on the
      // outside`).
      // So does one whose subject is a numbered place alone (`Cottage 1 is
      // nearest the mill`).
      for (const Sentence& s : clues_) {
        bool one = false, last = false;
        const std::vector<Word> w = cut_words(s.text);
        for (const Word& x : w) {
          one = one || x.stem == "1";
          last = last || x.stem == std::to_string(n_);
        }
        const bool place_first =
            w.size() > 2 &&
            std::find(place_nouns_.begin(), place_nouns_.end(), w[0].stem) != place_nouns_.end() &&
            (w[1].stem == "1" || w[1].stem == std::to_string(n_));
        // (And `number 1 is the one nearest the gate`.)
        bool number_one = false;
        for (std::size_t i = 0; i + 1 < w.size(); ++i)
          number_one = number_one || (w[i].stem == "number" && w[i + 1].stem == "1");
        if ((one && last) || place_first || number_one) set.push_back(s.text);
      }
      ends_ = named_ends(set, n_);
    }
    // The names a frame says (`Reader Marjorie Dunlap writes ...`) are
    // no values when a later sentence repeats them.
    for (const std::vector<Sentence>* part : {&intro_, &framing_})
      for (const Sentence& s : *part) {
        frame_lines_.insert(s.line);
        for (const Word& w : cut_words(s.text))
          if (std::isupper(static_cast<unsigned char>(w.text.front())))
            framing_names_.emplace(w.text);
      }
  }

  Translation run() {
    if (n_ == 0) n_ = static_cast<int>(categories_.front().values.size());
    // A magazine's entities are its people: a list of names said after
    // lists of prices or colours in prose still comes first.
    if (magazine_) {
      const auto names = std::find_if(categories_.begin(), categories_.end(), [](const auto& c) {
        return std::all_of(c.values.begin(), c.values.end(), [](const std::string& v) {
          return !v.empty() && std::isupper(static_cast<unsigned char>(v.front())) &&
                 !value_number(v);
        });
      });
      if (names != categories_.end()) std::rotate(categories_.begin(), names, names + 1);
    }
    if (magazine_) {
      numeric_ = find_numeric(categories_);
    } else {
      // In a row, lists of amounts (`ages 24, 31, 38`, `$5, $10`) are
      // ordered too (`The oldest of the five rents locker 2`); months,
      // weekdays, times and ordinals stay names, as the benchmarks that
      // ask them by name write them.
      std::vector<CategoryText> sorted = categories_;
      for (NumericCategory& n : find_numeric(sorted)) {
        const CategoryText& c = categories_[static_cast<std::size_t>(n.index)];
        // (Years too: `Perseverance was built 34 years after Hope`; the
        // benchmarks list none.)
        const bool years = n.calendar == "year";
        // (Months and weekdays where a clue counts them: `The tomatoes were
        // planted three months after the melons`, `two days before`.)
        // (So are times of day: `arrived 15 minutes after the person from
        // IT`.)
        const bool clock = n.time_point && n.calendar.empty() && n.time_scale != 0;
        const bool counted_time = [&] {
          if (n.calendar != "month" && n.calendar != "day" && !clock) return false;
          const std::string unit = clock ? "minute" : n.calendar;
          for (const Sentence& c : clues_) {
            const std::vector<Word> w = cut_words(c.text);
            for (std::size_t i = 1; i + 1 < w.size(); ++i)
              if ((w[i].stem == unit || w[i].stem == unit + "s" ||
                   (clock && (w[i].stem == "hour" || w[i].stem == "hours"))) &&
                  (w[i + 1].stem == "after" || w[i + 1].stem == "before" ||
                   w[i + 1].stem == "later" || w[i + 1].stem == "earlier") &&
                  (number_word(w[i - 1].stem) >= 1 || w[i - 1].stem == "the" ||
                   std::isdigit(static_cast<unsigned char>(w[i - 1].text.front()))))
                return true;
          }
          return false;
        }();
        // (And numbered things other than the row's own places: `Year 3,
        // Year 4, ...`, where `the year below` is the one before.)
        const bool numbered =
            !n.labels && std::all_of(c.values.begin(), c.values.end(), [&](const std::string& v) {
              const std::optional<ValueNumber> x = value_number(v);
              return x && x->unit.starts_with("numbered ") &&
                     !std::count(place_nouns_.begin(), place_nouns_.end(), x->unit.substr(9));
            });
        const bool amounts =
            years || numbered || counted_time ||
            (!n.time_point && !n.labels && n.time_scale == 0 &&
             std::all_of(c.values.begin(), c.values.end(), [](const std::string& v) {
               const std::optional<ValueNumber> x = value_number(v);
               const std::size_t digit = v.find_first_of("0123456789");
               return x && x->unit != "ordinal" && x->unit != "clock" && x->unit != "duration" &&
                      digit != std::string::npos && digit <= 3 && v.find(':') == std::string::npos;
             }));
        if (!amounts) continue;
        categories_[static_cast<std::size_t>(n.index)] = sorted[static_cast<std::size_t>(n.index)];
        numeric_.push_back(std::move(n));
      }
    }
    for (const NumericCategory& n : numeric_) ordered_.insert(n.name);
    said_what_wins();
    build_puzzle_shell();
    people_ = titled_people(categories_);
    return translate();
  }

 private:
  [[noreturn]] void fail(int line, int column, const std::string& what) const {
    throw io::InputError({file_, line, column}, what);
  }

  // A sentence as the translation shows it: in a chat, the first of its
  // line with the speaker who says it (`DANA: The haunted lift was ...`).
  std::string shown(const Sentence& s) const {
    for (const Speaker& said : speakers_)
      if (said.line == s.line && s.column == said.column) return said.prefix + std::string(s.text);
    std::string text(s.text);
    // (The teller's `me (Priya)` and `Priya (me)`, blanked to be read
    // (chat_lines.h), are shown as written.)
    if (!narrator_.empty()) {
      const std::string before = "    " + narrator_ + " ";
      if (const std::size_t at = text.find(before); at != std::string::npos)
        text.replace(at, before.size(), "me (" + narrator_ + ")");
      const std::string after = narrator_ + "     ";
      if (const std::size_t at = text.find(after); at != std::string::npos)
        text.replace(at, after.size(), narrator_ + " (me)");
    }
    return text;
  }

  // The fillers of a magazine: its introduction's words ("Five friends
  // each bought a pair of shoes": `friend`, `bought`, `pair`, `shoe`) and
  // the pronouns of a sentence's own subject, less the words of the phrase
  // table, which carry meaning (`more`, `after`, `not`).
  std::vector<std::string> magazine_fillers() const {
    std::vector<std::string> out;
    if (!magazine_) return out;
    std::set<std::string> meaning;
    std::vector<std::string> fillers(filler_words().begin(), filler_words().end());
    std::sort(fillers.begin(), fillers.end());
    for (std::span<const Phrase> table : {relation_phrases(), question_phrases()})
      for (const Phrase& p : table)
        for (const Word& w : cut_words(p.words))
          if (!std::binary_search(fillers.begin(), fillers.end(), w.stem)) meaning.insert(w.stem);
    // A value's words are never fillers, though an introduction lists
    // them (`They took home a beagle, a tabby cat, ...`): `Jonah adopted
    // the beagle` names two values, not one either way.
    std::set<std::string> named;
    for (const CategoryText& c : categories_)
      for (const std::string& v : c.values)
        for (const Word& w : cut_words(v)) named.insert(w.stem);
    for (const Sentence& s : intro_)
      for (const Word& w : cut_words(s.text))
        if (!meaning.count(w.stem) && number_word(w.stem) == 0 && !named.count(w.stem))
          out.push_back(w.stem);
    // The magazine's verbs stay fillers though a question asks by them
    // (`What did Anna pay?`).
    for (std::string_view w : magazine_words()) out.emplace_back(w);
    for (const char* p : {"she", "he", "they", "him", "them", "herself", "himself"})
      out.emplace_back(p);
    return out;
  }

  void build_puzzle_shell() {
    shell_.n = n_;
    for (const CategoryText& c : categories_) {
      Category cat;
      cat.name = c.name;
      cat.values = c.names;
      shell_.categories.push_back(std::move(cat));
    }
    Category place;
    place.name = "place";
    while (std::any_of(shell_.categories.begin(), shell_.categories.end(),
                       [&](const Category& c) { return c.name == place.name; }))
      place.name += "_";
    for (int k = 1; k <= n_; ++k) place.values.push_back(fmt::format("p{}", k));
    shell_.categories.push_back(std::move(place));
    // (Never an ordered list: `Monday, Tuesday and Wednesday` run together
    // in prose are `names` by their capitals, and no one.)
    // Not `whose last names are Baxter, ...` nor `the boats' names`: the
    // people's other names, or things' names.
    static const std::set<std::string> kOtherNames = {
        "last", "family", "middle", "maiden", "second", "pet",   "stage", "code", "team",
        "boat", "horse",  "dog",    "cat",    "street", "brand", "band",  "ship", "pen"};
    static const std::set<std::string> kPeople = {
        "member",    "rider",      "friend",     "person",    "people",       "child",
        "pupil",     "student",    "girl",       "boy",       "man",          "woman",
        "owner",     "player",     "guest",      "neighbour", "neighbor",     "resident",
        "adopter",   "competitor", "contestant", "entrant",   "finalist",     "runner",
        "customer",  "buyer",      "bidder",     "kid",       "sibling",      "cousin",
        "teacher",   "worker",     "colleague",  "name",      "names",        "regular",
        "youngster", "candidate",  "exhibitor",  "shopper",   "traveller",    "traveler",
        "driver",    "climber",    "walker",     "swimmer",   "diner",        "author",
        "artist",    "host",       "hostess",    "volunteer", "organiser",    "organizer",
        "leader",    "captain",    "coach",      "cook",      "chef",         "baker",
        "angler",    "golfer",     "skater",     "singer",    "performer",    "dancer",
        "collector", "breeder",    "knitter",    "rower",     "archer",       "cyclist",
        "gardener",  "winner",     "speaker",    "patient",   "client",       "passenger",
        "pianist",   "musician",   "actor",      "writer",    "reader",       "visitor",
        "tenant",    "camper",     "hiker",      "flyer",     "sailor",       "surfer",
        "donor",     "learner",    "trainee",    "scout",     "photographer", "setter",
        "solver",    "friend",     "men",        "lady",      "gentleman",    "lad",
        "lass",      "chap",       "athlete",    "villager",  "pensioner",    "teenager",
        "adult",     "participant"};
    // Nor the names of an `it` (`each grew a pumpkin and gave it a silly
    // name`): no one is an it. Nor things called so (`five dogs called
    // Fly, Meg, ...`; but `four girls called Amy, ...` are people).
    const auto other_names = [&](std::size_t c) {
      const std::vector<Word> line = cut_words(categories_[c].line_words);
      if (line.size() >= 2 && (line.back().stem == "called" || line.back().stem == "named") &&
          !kPeople.count(line[line.size() - 2].stem) &&
          !kPeople.count(stem_of(line[line.size() - 2].stem)))
        return true;
      // (`it` before or after: `Each car had a name painted on its side`.)
      const bool it = std::any_of(line.begin(), line.end(),
                                  [](const Word& w) { return w.stem == "it" || w.stem == "its"; });
      for (std::size_t i = 0; i < line.size(); ++i)
        if (line[i].stem == "name" && (it || (i > 0 && kOtherNames.count(line[i - 1].stem))))
          return true;
      return false;
    };
    for (std::size_t c = 0; c < categories_.size() && who_.empty(); ++c)
      for (const Word& w : cut_words(categories_[c].line_words))
        if (w.stem == "name" && !other_names(c) && !ordered_.count(categories_[c].name) &&
            !value_number(categories_[c].values.front()))
          who_ = categories_[c].name;
    for (std::size_t c = 0; c < categories_.size() && who_.empty(); ++c)
      for (const Word& w : cut_words(categories_[c].line_words))
        if (w.stem == "nationality") who_ = categories_[c].name;
    for (std::size_t c = 0; c < categories_.size() && who_.empty(); ++c)
      if (categories_[c].name == "nationality") who_ = categories_[c].name;

    // Else the first list of proper names (`Friends: Anna, Bea, ...`):
    // who a question asks for; first one its words say are people (`a
    // different member of the pony club (Hattie, Isla, ...)` over `Five
    // horses - Thunder, Misty, ...`).
    // (A list said only as `called Archie, Bramble, ...` comes after any
    // other: `one bird - a kestrel, ... - called Archie, ...` are birds.)
    const auto called_only = [&](std::size_t c) {
      const std::vector<Word> line = cut_words(categories_[c].line_words);
      return line.size() == 1 && (line[0].stem == "called" || line[0].stem == "named");
    };
    for (const int pass : {0, 1, 2}) {
      for (std::size_t c = 0; c < categories_.size() && who_.empty(); ++c) {
        bool people = pass > 0;
        for (const Word& w : cut_words(categories_[c].line_words + " " + categories_[c].name))
          people = people || kPeople.count(w.stem) != 0;
        // (Nor, before the last pass, names listed each with `the`: `Five
        // fishing boats - the Kestrel, the Wanderer, ...` are things, and
        // `Their skippers are Gus, Hal, ...` the people.)
        if (people && names_list(c) && !other_names(c) &&
            !(pass == 1 && (called_only(c) || categories_[c].each_with_the))) {
          who_ = categories_[c].name;
          who_said_ = pass == 0;
        }
      }
      if (pass == 0) {
        // People said by their trade (`one passenger of a different trade: an
        // architect, a chef, ...`) are who a question asks for, as
        // nationalities are, before a list of names of places (but after one
        // of people's names).
        for (std::size_t c = 0; c < categories_.size() && who_.empty(); ++c) {
          bool trade = false, people = false;
          for (const Word& w : cut_words(categories_[c].line_words)) {
            trade = trade || w.stem == "trade" || w.stem == "job" || w.stem == "profession" ||
                    w.stem == "occupation" || w.stem == "career";
            people = people || kPeople.count(w.stem) != 0;
          }
          if (trade && people) who_ = categories_[c].name;
        }
      }
    }
    // Names written in lower case (`one kid (tom, ana, raj, lucy)`), where
    // the list's own noun, the last of its name, says they are people
    // (`house_kid`; never `kid_fruit`, the kids' fruits).
    for (std::size_t c = 0; c < categories_.size() && who_.empty(); ++c) {
      const std::string& name = categories_[c].name;
      const bool people = kPeople.count(stem_of(name.substr(name.rfind('_') + 1))) != 0;
      const auto& vs = categories_[c].values;
      if (people && !ordered_.count(categories_[c].name) &&
          std::all_of(vs.begin(), vs.end(), [](const std::string& v) {
            return cut_words(v).size() == 1 && std::isalpha(static_cast<unsigned char>(v.front()));
          }))
        who_ = categories_[c].name;
    }
  }

  // A place (`the 2nd position`) that a relation other than `is` uses
  // makes the place category appear in the translation.
  std::string value_text(ValueRef r) const {
    if (r.category == static_cast<int>(categories_.size())) used_place_ = true;
    return generate::value_reference(shell_, r);
  }

  std::string names(const std::vector<ValueRef>& refs) const {
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
               static_cast<std::size_t>(o.category) < categories_.size() &&
               c < categories_.size() &&
               categories_[o.category].values[o.value] == categories_[c].values[refs[i].value];
      });
      if (shared) out += fmt::format(" ({})", categories_[c].name);
    }
    return out;
  }

  // The .zebra statements of `s`: one, or one for each value a phrase
  // that names two values may mean (`phrase_two_ways`).
  // The words of a table the sentence is read by (clues' or questions'),
  // cut once per table: in order of first use (the candidates of "did you
  // mean"); those that are not fillers, with cue_words() (they carry
  // meaning); and all of them with cue_words() (the strict pass keeps them).
  struct TableWords {
    std::vector<std::string> in_order;
    std::set<std::string> meaning, all;
  };
  static const TableWords& table_words(std::span<const Phrase> phrases) {
    static thread_local std::map<const Phrase*, TableWords> by_table;
    auto it = by_table.find(phrases.data());
    if (it != by_table.end()) return it->second;
    TableWords t;
    const std::set<std::string> fillers(filler_words().begin(), filler_words().end());
    for (const Phrase& p : phrases) {
      std::string text(p.words);
      for (char& c : text)
        if (c == '|') c = ' ';
      for (const Word& w : cut_words(text)) {
        if (t.all.insert(w.stem).second) t.in_order.push_back(w.stem);
        if (!fillers.count(w.stem)) t.meaning.insert(w.stem);
      }
    }
    for (std::string_view w : cue_words()) {
      t.meaning.insert(std::string(w));
      t.all.insert(std::string(w));
    }
    return by_table.emplace(phrases.data(), std::move(t)).first->second;
  }

  // Whether category c is a list of proper names, not ordered: one that
  // `who` may ask.
  bool names_list(std::size_t c) const {
    const auto& vs = categories_[c].values;
    return !ordered_.count(categories_[c].name) &&
           std::all_of(vs.begin(), vs.end(), [](const std::string& v) {
             return !v.empty() && std::isupper(static_cast<unsigned char>(v.front()));
           });
  }

  // Whether the names of list c may be whom `who` asks: its line names
  // no kind of thing (`Five of them: Biscuit, Duke, Pepper`) or a living
  // one (`each one lives a pony`), not `Targets` or `Boats`.
  bool may_be_who(std::size_t c) const {
    static const std::set<std::string> kLiving = {
        "pony", "horse",  "dog",    "cat", "pet",  "animal", "puppy",  "kitten", "bird",
        "hen",  "rabbit", "dragon", "cow", "goat", "person", "people", "friend", "child"};
    bool nouns = false;
    for (const Word& w : cut_words(categories_[c].line_words + " " + categories_[c].name)) {
      if (kLiving.count(w.stem)) return true;
      nouns = nouns || (!frame_word(w.stem) && !verb_word(w.stem) && w.stem.size() > 2 &&
                        number_word(w.stem) == 0);
    }
    return !nouns;
  }

  // Who a question asks: the people (who_), but where the question names
  // one of their own values (`who captained the Quizzards?` where the teams
  // were taken for the people), the one other list of names.
  std::string who_for(const Sentence& s, const Lexicon& lexicon) const {
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
    if (people > 0 && names_list(0) && may_be_who(0) &&
        std::none_of(named.begin(), named.end(),
                     [&](ValueRef r) { return r.category == 0 || r.category == people; }))
      return "";
    if (named.size() != 1 || named.front().category != people) return who_;
    // (Of several, the one list of titled people: `Who conducts
    // Brightwell Silver?` of bands, conductors `Mr Foster, Mrs Greaves,
    // ...` and test pieces.)
    if (people_ >= 0 && people_ != people)
      return categories_[static_cast<std::size_t>(people_)].name;
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
  bool said_with_the(const std::string& v) const {
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
  std::vector<int> said_after_verb(const std::vector<Word>& w, std::size_t from,
                                   const std::vector<int>& may, const Lexicon& lexicon) const {
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
        std::size_t k = j + 1;
        while (k < cw.size() && k <= j + 3 && !values.covered(k) && kBetween.count(cw[k].stem)) ++k;
        if (k >= cw.size() || !values.covered(k)) continue;
        for (const ValueRef r : values.at_word(k))
          if (std::find(may.begin(), may.end(), r.category) != may.end()) found.insert(r.category);
      }
    }
    return {found.begin(), found.end()};
  }

  // The value a question asks of, after its question word and verb
  // (`Where was the market photo placed?`: `market`), and where its words
  // end; nullopt when no one value stands there.
  static std::optional<std::pair<ValueRef, std::size_t>> asked_of(const std::vector<Word>& w,
                                                                  const SentenceValues& values,
                                                                  std::size_t start = 2) {
    std::size_t e = start;
    if (e < w.size() && w[e].stem == "the") ++e;
    // `where did duck 38 finish`: the noun before a number that is a value.
    if (e + 1 < w.size() && !values.covered(e) && values.covered(e + 1) &&
        std::isdigit(static_cast<unsigned char>(w[e + 1].text.front())) &&
        std::islower(static_cast<unsigned char>(w[e].text.front())))
      ++e;
    const std::size_t from = e;
    while (e < w.size() && values.covered(e)) ++e;
    if (e == from || !values.resolve(from, e).ok) return std::nullopt;
    return std::pair{values.resolve(from, e).ref, e};
  }

  // `Where was the market photo placed?`, `Where did Ken finish?`: the
  // place in a contest (the one list of ordinals) of what it names, in a
  // grid without positions; nullopt otherwise.
  std::optional<std::string> where_placed(const std::vector<Word>& w,
                                          const Lexicon& lexicon) const {
    if (!magazine_ || w.size() < 4 || w[0].stem != "where" ||
        (w[1].stem != "was" && w[1].stem != "wa" && w[1].stem != "did" && w[1].stem != "were" &&
         w[1].stem != "is" && w[1].stem != "are" && w[1].stem != "doe" && w[1].stem != "do"))
      return std::nullopt;
    static const std::set<std::string> kPlaced = {"placed", "ranked", "finish", "finished",
                                                  "come",   "place",  "rank",   "end"};
    const bool from_where = w.back().stem == "from" || w.back().stem == "live";
    if (!kPlaced.count(w.back().stem) && !(w.size() > 4 && w[w.size() - 2].stem == "end") &&
        !from_where)
      return std::nullopt;
    const SentenceValues values(lexicon, w);
    const auto asked = asked_of(w, values);
    if (!asked) return std::nullopt;
    const ValueRef subject = asked->first;
    // `Where is Mrs Bell from?`, `Where does Agnes live?`: the one list the
    // text says people come from (`each had travelled from a different
    // town`).
    if (from_where) {
      int home = -1;
      const int people = category_index(who_);
      for (std::size_t c = 0; c < categories_.size(); ++c) {
        const int ci = static_cast<int>(c);
        if (ci == people || ci == subject.category || ordered_.count(categories_[c].name)) continue;
        // (Or names such a place: `Where does Agnes live?` of `Their
        // villages are ...`.)
        static const std::set<std::string> kHomes = {"from",    "village", "town",   "city",
                                                     "country", "county",  "island", "street",
                                                     "home",    "state"};
        bool said = kHomes.count(stem_of(categories_[c].name)) != 0;
        for (const Word& lw : cut_words(categories_[c].line_words))
          said = said || kHomes.count(lw.stem) != 0;
        if (!said) continue;
        if (home >= 0) return std::nullopt;
        home = ci;
      }
      if (home < 0) return std::nullopt;
      return categories_[static_cast<std::size_t>(home)].name + " of " + value_text(subject);
    }
    int places = -1;
    for (const NumericCategory& n : numeric_)
      if (has_unit(n, {"ordinal"}) && n.index != subject.category) {
        if (places >= 0) return std::nullopt;
        places = n.index;
      }
    if (places < 0) return std::nullopt;
    return categories_[static_cast<std::size_t>(places)].name + " of " + value_text(subject);
  }

  // `What did Doreen take home?`, `What does Bo collect?`, `Where did the
  // Davies stay?`: a value of the
  // one category the question may ask (not the people's, not an ordered
  // one, which `how much` and `when` ask, not the subject's own; asked
  // with `what`, not one of where or when, wh_questions.h); nullopt
  // when none or several may be meant, or a word of relation is said.
  std::optional<std::string> what_did(const std::vector<Word>& w, const Lexicon& lexicon) const {
    // `Where` asks a list only where there are no positions to ask, or
    // where it asks where to (`Where is Ben going?`).
    if (w.size() < 3 ||
        (w[0].stem != "what" && (w[0].stem != "where" || (!magazine_ && !where_to(w)))))
      return std::nullopt;
    // `What is Gus carrying?`, `What was Cleo saving for?`: a verb's -ing
    // form asks as `did` does.
    const bool copula =
        w[1].stem == "is" || w[1].stem == "was" || w[1].stem == "are" || w[1].stem == "were";
    const bool ing = copula && std::any_of(w.begin() + 3, w.end(), [](const Word& x) {
                       return x.text.size() > 5 && x.text.ends_with("ing") &&
                              std::islower(static_cast<unsigned char>(x.text.front()));
                     });
    // `What is on the green flag?`, `What is in the gold frame?`: what
    // the thing there holds, asked as `did` asks.
    const bool inside = copula && w[0].stem == "what" &&
                        (w[2].stem == "in" || w[2].stem == "on" || w[2].stem == "inside" ||
                         w[2].stem == "under" || w[2].stem == "at");
    // `What was Lot 31?`: the value alone, asked of the one list of things
    // it may be (neither the people's, nor an ordered one, nor its own).
    const SentenceValues values(lexicon, w);
    // (The value right after the copula or `the`, and nothing after it.)
    const std::size_t named_at = w.size() > 2 && w[2].stem == "the" ? 3 : 2;
    const auto of_bare =
        copula && w[0].stem == "what" && named_at < w.size() && values.covered(named_at)
            ? asked_of(w, values)
            : std::nullopt;
    const bool bare = of_bare && of_bare->second == w.size();
    // (Never of a person: `What is Bea?` asks nothing the grid holds.)
    if (bare && of_bare->first.category == category_index(who_)) return std::nullopt;
    // `what Dr. Chang won`, asked inside a sentence (`... work out what Dr.
    // Chang won and ...`): said in the order of a statement, a value then
    // its verb.
    const bool said_order = [&] {
      if (w[0].stem != "what" || w[1].stem == "the") return false;
      const auto of_said = asked_of(w, values, 1);
      // (A verb in the past or the present, and at most its particle.)
      return of_said && of_said->second < w.size() && w.size() - of_said->second <= 2 &&
             !values.covered(of_said->second) &&
             std::islower(static_cast<unsigned char>(w[of_said->second].text.front())) &&
             w[of_said->second].stem != "is" && w[of_said->second].stem != "was" &&
             w[of_said->second].stem != "wa";
    }();
    if (w[1].stem != "did" && w[1].stem != "does" && w[1].stem != "do" && !ing &&
        !(copula && where_to(w)) && !inside && !bare && !said_order)
      return std::nullopt;
    // `Where did Ken finish?` asks a place in a contest (where_placed), or
    // is refused: never another list.
    if (w[0].stem == "where" &&
        (w.back().stem == "finish" || w.back().stem == "come" || w.back().stem == "place" ||
         w.back().stem == "rank" || w.back().stem == "up"))
      return std::nullopt;
    const auto of = asked_of(w, values, inside ? 3 : said_order ? 1 : 2);
    if (!of) return std::nullopt;
    const auto [subject, e] = *of;
    for (std::size_t i = e; i < w.size(); ++i) {
      const auto cues = cue_words();
      if (values.covered(i) || std::find(cues.begin(), cues.end(), w[i].stem) != cues.end() ||
          std::isdigit(static_cast<unsigned char>(w[i].stem.front())))
        return std::nullopt;
    }
    const int people = category_index(who_);
    // `What did Bethan's dog score?`: the verb that ends the question is
    // an ordered list's name (`Scores`), which it asks. (Not `What is
    // Cleo saving for?`, of `saving for 3 weeks, ...`: what for.)
    // (`score` asks a list of marks, points or a rating too: `What did
    // Deepak score?` of `a mark out of ten: 6.5, 7.0, ...`.)
    if (w[0].stem == "what" && w.size() > e) {
      const auto says = [&](std::size_t c) {
        const std::string& verb = w.back().stem;
        if (same_root(verb, stem_of(categories_[c].name))) return true;
        // `What did Lot 31 fetch?` of `each fetched a different price`:
        // the verb its line or the introduction says of it.
        for (const Word& lw : cut_words(categories_[c].line_words))
          if (verb_word(lw.stem) || lw.stem.ends_with("ed"))
            if (same_verb(verb, lw.stem)) return true;
        // (And the questions that frame the riddle: `can you identify each
        // lot and the price it made?`.)
        for (const std::vector<Sentence>* part : {&intro_, &framing_, &questions_})
          for (const Sentence& f : *part) {
            const std::vector<Word> fw = cut_words(f.text);
            for (std::size_t j = 0; j < fw.size(); ++j) {
              if (!same_verb(verb, fw[j].stem)) continue;
              // (Within its clause: `what each person bought, the discount
              // they got` says nothing bought of the discounts.)
              for (std::size_t k = j + 1; k < fw.size() && k <= j + 4; ++k) {
                if (f.text.substr(fw[k - 1].offset, fw[k].offset - fw[k - 1].offset)
                        .find_first_of(",;:") != std::string_view::npos)
                  break;
                if (stem_of(categories_[c].name) == fw[k].stem) return true;
              }
              // (`the price it made`: the noun, a pronoun, the verb.)
              if (j >= 2 && stem_of(categories_[c].name) == fw[j - 2].stem &&
                  (fw[j - 1].stem == "it" || fw[j - 1].stem == "they" || fw[j - 1].stem == "each"))
                return true;
            }
          }
        if (verb != "score") return false;
        for (const Word& lw : cut_words(categories_[c].name + " " + categories_[c].line_words))
          if (lw.stem == "mark" || lw.stem == "point" || lw.stem == "rating" || lw.stem == "score")
            return true;
        return false;
      };
      std::vector<int> named;
      for (std::size_t c = 0; c < categories_.size(); ++c)
        if (ordered_.count(categories_[c].name) && static_cast<int>(c) != subject.category &&
            says(c))
          named.push_back(static_cast<int>(c));
      if (named.size() == 1)
        return categories_[static_cast<std::size_t>(named[0])].name + " of " + value_text(subject);
    }
    std::vector<int> may;
    for (std::size_t c = 0; c < categories_.size(); ++c) {
      const int ci = static_cast<int>(c);
      if (ci == people || ci == subject.category || ordered_.count(categories_[c].name)) continue;
      may.push_back(ci);
    }
    // `Where did Isla plant her tree?` asks where, not which tree: a list
    // the question names is not what it asks.
    // (`Where is Ben going?` of `each is going to a different town`: the
    // verb says the list asked.)
    if (w[0].stem == "where" && !where_to(w))
      std::erase_if(may, [&](int c) {
        for (std::size_t i = e; i < w.size(); ++i)
          if (lexicon.category_named(w[i].stem) == c) return true;
        return false;
      });
    // `What does Kelly do?` (`for a living`, `now`) asks the one list of
    // jobs.
    if (may.size() > 1 && e < w.size() && w[e].stem == "do" &&
        std::all_of(w.begin() + static_cast<std::ptrdiff_t>(e) + 1, w.end(), [](const Word& x) {
          return x.stem == "for" || x.stem == "a" || x.stem == "living" || x.stem == "now" ||
                 x.stem == "nowaday";
        })) {
      static const std::set<std::string> kJobs = {"job",    "occupation", "profession",
                                                  "career", "trade",      "work"};
      std::vector<int> jobs;
      for (const int c : may) {
        bool job = kJobs.count(stem_of(categories_[static_cast<std::size_t>(c)].name)) != 0;
        for (const Word& lw : cut_words(categories_[static_cast<std::size_t>(c)].line_words))
          job = job || kJobs.count(lw.stem) != 0;
        if (job) jobs.push_back(c);
      }
      if (jobs.size() == 1) may = jobs;
    }
    // `What did Fran make?` asks the thing made, never its colour (the
    // glaze, the tiles' colour): a list of colours is asked by `what
    // colour`, or by a verb of choosing (`What did Ann pick?`).
    if (may.size() > 1 && w[0].stem == "what") {
      static const std::set<std::string> kChoosing = {
          "choose", "chose", "chosen", "pick", "picked", "prefer", "like", "love", "want",
          "select", "use",   "used",   "opt",  "paint",  "dye",    "wear", "wore", "go"};
      bool choosing = false;
      for (std::size_t i = e; i < w.size(); ++i) choosing = choosing || kChoosing.count(w[i].stem);
      std::vector<int> things;
      for (const int c : may)
        if (!colour_list(categories_[static_cast<std::size_t>(c)])) things.push_back(c);
      if (!choosing && !things.empty()) may = things;
    }
    // Of several, the one whose line says the question's verb (`What did
    // Nadia buy?` of `each bought a different snack`).
    if (may.size() > 1) {
      std::vector<int> said;
      for (const int c : may) {
        // (`What did Emeka leave?` of `They had been left at the café,
        // ...` asks what was left, not where.)
        if (w[0].stem == "what" && adverbial_list(categories_[static_cast<std::size_t>(c)]))
          continue;
        bool verb = false;
        for (const Word& lw : cut_words(categories_[static_cast<std::size_t>(c)].line_words))
          for (std::size_t i = e; i < w.size(); ++i) verb = verb || same_verb(w[i].stem, lw.stem);
        if (verb) said.push_back(c);
      }
      // Else the one the introduction says the verb of (`each teach a
      // different subject and drive a different car`: `drive` is a car's).
      if (said.empty())
        for (const int c : may) {
          const std::string& name = categories_[static_cast<std::size_t>(c)].name;
          bool verb = false;
          for (const std::vector<Sentence>* part : {&intro_, &framing_})
            for (const Sentence& f : *part) {
              const std::vector<Word> fw = cut_words(f.text);
              for (std::size_t j = 0; j < fw.size(); ++j)
                for (std::size_t i = e; i < w.size(); ++i)
                  if (same_verb(w[i].stem, fw[j].stem))
                    for (std::size_t k = j + 1; k < fw.size() && k <= j + 4; ++k)
                      verb = verb || stem_of(name) == fw[k].stem;
            }
          if (verb) said.push_back(c);
        }
      // Else the one whose values the clues put after that verb (`What
      // did Cosima photograph?` of `Anouk didn't photograph the fox`).
      if (said.empty()) said = said_after_verb(w, e, may, lexicon);
      // Else, asked with `what`, the one that says neither where nor when
      // (`What did Emeka lose?` of items, the places they were left at and
      // the days they were handed in on).
      if (said.empty() && w[0].stem == "what")
        std::copy_if(may.begin(), may.end(), std::back_inserter(said), [&](int c) {
          return !adverbial_list(categories_[static_cast<std::size_t>(c)]);
        });
      may = said;
    }
    if (may.size() != 1) return std::nullopt;
    const int asked = may.front();
    return categories_[static_cast<std::size_t>(asked)].name + " of " + value_text(subject);
  }

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
  std::optional<std::string> parity_as_choice(std::string_view text) const {
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
        for (const NumericCategory& n : numeric_) {
          if (std::find(n.units.begin(), n.units.end(), w[k + 3].stem) == n.units.end()) continue;
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
  std::optional<std::string> only_past(std::string_view text, const Lexicon& lexicon) const {
    const std::vector<Word> w = cut_words(text);
    if (w.size() < 5 || w[0].stem != "only" || w[0].offset != 0) return std::nullopt;
    const SentenceValues v(lexicon, w);
    std::size_t e = 1;
    while (e < w.size() && v.covered(e)) ++e;
    if (e == 1 || !v.resolve(1, e).ok) return std::nullopt;
    for (std::size_t k = e; k + 1 < w.size(); ++k) {
      const std::string& st = w[k].stem;
      const bool than = k + 2 < w.size() && w[k + 1].stem == "than";
      const bool below =
          st == "under" || st == "below" || ((st == "less" || st == "fewer") && than);
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
  std::optional<std::string> denying_aside(std::string_view text, const Lexicon& lexicon) const {
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
            w[0].stem == "nor" || w[0].stem == "not" || w[0].stem == "who" ||
            w[0].stem == "which" || !SentenceValues(lexicon, w).mentioned().empty())
          continue;
        for (std::size_t i = 0; i < w.size(); ++i)
          if (denies_at(w, i) || w[i].text.ends_with("n't") || w[i].stem == "not" ||
              w[i].stem == "never")
            return std::string(inside);
      }
    }
    return std::nullopt;
  }

  // Whether words[i] denies, only wishes or undoes what follows it
  // (denying_word), where the lists do not say it and it is no `would-be`.
  bool denies_at(const std::vector<Word>& words, std::size_t i) const {
    const std::string& st = words[i].stem;
    return denying_word(st) && !lists_say(st) &&
           !(st == "would" && i + 1 < words.size() && words[i + 1].stem == "be");
  }

  // Whether a list's line or the introduction says the word, or a word of
  // its root (`wants` of `want`).
  bool lists_say(const std::string& stem) const {
    const std::string root = word_root(stem);
    const auto says = [&](std::string_view text) {
      for (const Word& w : cut_words(text))
        if (w.stem == stem || word_root(w.stem) == root) return true;
      return false;
    };
    return std::any_of(categories_.begin(), categories_.end(),
                       [&](const CategoryText& c) { return says(c.line_words); }) ||
           std::any_of(intro_.begin(), intro_.end(),
                       [&](const Sentence& s) { return says(s.text); });
  }

  std::vector<Word> meaning_words(const std::vector<Word>& words, const Lexicon& lexicon,
                                  const SentenceValues& values, bool strict,
                                  std::span<const Phrase> phrases, bool& two_things) const {
    const TableWords& table = table_words(phrases);
    const std::set<std::string>& kMeaning = strict ? table.all : table.meaning;
    static const std::set<std::string> kUnits = {
        "dollar", "year",  "day",  "minute", "hour", "week",  "point", "mile",    "inch",
        "pound",  "month", "time", "stop",   "step", "place", "spot",  "position"};
    std::vector<Word> kept;
    // A relative clause (`the student who sat with Aditi`) is another
    // thing than the value it names: no word of it goes, or the phrase
    // would name that value (relative_clauses.h reads those that may).
    bool relative = false;
    bool dropped_verb = false;
    for (std::size_t i = 0; i < words.size(); ++i) {
      const std::string& st = words[i].stem;
      if (i > 0 && !values.covered(i) &&
          (st == "who" || st == "whom" || st == "whose" || st == "whoever" ||
           (st == "that" && i >= 2 &&
            (words[i - 2].stem == "the" || words[i - 2].stem == "a" || words[i - 2].stem == "an"))))
        relative = true;
      // `far from`, `taller than`: a relation no table knows.
      // Before `from` only a word of distance or difference (`apart
      // from`); a verb there (`hails from`, `bought from`) links.
      static const std::set<std::string> kFromWords = {
          "far",     "away",   "apart",  "different", "distinct", "separate",
          "distant", "across", "aside",  "removed",   "down",     "up",
          "along",   "absent", "differ", "farther",   "further",  "furthest"};
      const bool than_next =
          i + 1 < words.size() && !lexicon.filler(st) &&
          (words[i + 1].stem == "than" || (words[i + 1].stem == "from" && kFromWords.count(st)));
      // Without positions, `left` is a verb (`left the biggest tip`), `up`
      // a verb's particle (`came up later than`, `turned up`) and `across`
      // no place (`the last of the five across the line`).
      // (Nor is `row` a row: `Ruth doesn't row at bow`.)
      const bool direction =
          (st == "left" || st == "right" || st == "up" || st == "across" || st == "row") &&
          magazine_;
      // A unit goes unless it counts an amount (`11-year-old` names the
      // value 11; `2 years after` keeps its unit).
      // `a week before` is an amount too: its unit stays, so that it must
      // be read (read_sentence counts it).
      const bool unit = strict && kUnits.count(st) != 0 && !one_unit_at(words, i) &&
                        !(i > 0 && !values.covered(i - 1) && amount_of(words[i - 1].stem) != 0);
      // A name no list holds (`the Ferrises`) is never dropped: the
      // sentence is then refused rather than read without it.
      // (But a title before a name the list writes without it, `Ms
      // Carver` of the surnames, is the name's.)
      const bool title = personal_title(st) && i + 1 < words.size() && values.covered(i + 1);
      const bool name =
          i > 0 && !title && std::isupper(static_cast<unsigned char>(words[i].text.front()));
      // The word after an amount is its unit (`25 metres further`): it
      // stays, so that the amount is read in it or not at all.
      // (`one kilometre further`: a unit after an amount in words too.)
      const bool amount_unit =
          i > 0 && !values.covered(i - 1) &&
          (std::isdigit(static_cast<unsigned char>(words[i - 1].text.front())) ||
           measure_unit(st)) &&
          amount_of(words[i - 1].stem) != 0;
      // `order` carries a relation only in `in some order`, `in that order`:
      // elsewhere it is a verb (`Greta did not order the espresso`).
      // So is `make` but in `make of` (`What make of car ...`): `How many
      // catches did Esther make?`.
      // `the Italic hand` (a script): `hand` is a side only after `left`
      // or `right`.
      const bool hand =
          st == "hand" && !(i > 0 && (words[i - 1].stem == "left" || words[i - 1].stem == "right"));
      const bool a_verb =
          hand ||
          (st == "order" &&
           (i == 0 || (words[i - 1].stem != "some" && words[i - 1].stem != "either" &&
                       words[i - 1].stem != "that" && words[i - 1].stem != "particular" &&
                       words[i - 1].stem != "any"))) ||
          (st == "make" && !(i + 1 < words.size() && words[i + 1].stem == "of")) ||
          // `The crab came off the white boat`, `came from the Hodges'
          // farm`: whence, no place in a contest (`came first`).
          ((st == "came" || st == "come") && i + 2 < words.size() &&
           (words[i + 1].stem == "off" || words[i + 1].stem == "from") &&
           (values.covered(i + 2) ||
            (words[i + 2].stem == "the" && i + 3 < words.size() && values.covered(i + 3))));
      // `door` counts places only after a number (`two doors down`): `The
      // Bakers' front door is red` is the Bakers'; so is `front` before
      // such a noun, never a place said (`at the front, with his stout`,
      // `Ivor, at the front, had stout`, `in the front row`).
      static const std::set<std::string> kFrontOf = {
          "door", "garden", "gate",  "window",  "room",     "porch", "step",
          "yard", "lawn",   "wall",  "bedroom", "entrance", "hall",  "cover",
          "page", "wheel",  "tooth", "teeth",   "desk"};
      const bool holder =
          (st == "door" && !(i > 0 && amount_of(words[i - 1].stem) != 0) &&
           std::none_of(words.begin(), words.end(),
                        [](const Word& w) { return w.stem == "behind"; })) ||
          (st == "front" && i + 1 < words.size() && kFrontOf.count(words[i + 1].stem));
      // `at opposite ends of the street`, `in the middle of the terrace`:
      // the row's own noun, which a template's {any} takes.
      static const std::set<std::string> kOfThe = {"end",    "middle", "side",   "front",
                                                   "back",   "top",    "bottom", "centre",
                                                   "center", "start",  "left",   "right"};
      const bool row_noun = !magazine_ && i >= 3 && words[i - 1].stem == "the" &&
                            words[i - 2].stem == "of" && kOfThe.count(words[i - 3].stem) != 0 &&
                            i + 1 == words.size();
      // `earlier in the cruise than anyone else`: the span's noun.
      const bool span_noun = i >= 3 && words[i - 1].stem == "the" && words[i - 2].stem == "in" &&
                             (words[i - 3].stem == "earlier" || words[i - 3].stem == "later" ||
                              words[i - 3].stem == "sooner");
      // `12 more people in the audience than`: what is counted, said after
      // the comparison (the list is chosen by all the words), goes.
      // (`asked more for his jars than`: what the price is for, too.)
      if (strict && (st == "in" || st == "for") && i >= 2 && i + 3 < words.size() &&
          (words[i + 1].stem == "the" || words[i + 1].stem == "his" || words[i + 1].stem == "her" ||
           words[i + 1].stem == "their" || words[i + 1].stem == "its") &&
          !values.covered(i + 2) && words[i + 3].stem == "than" &&
          !lexicon.place_noun(words[i + 2].stem) &&
          std::any_of(words.begin() + static_cast<std::ptrdiff_t>(i) - 2,
                      words.begin() + static_cast<std::ptrdiff_t>(i), [](const Word& x) {
                        return x.stem == "more" || x.stem == "fewer" || x.stem == "less";
                      })) {
        i += 2;
        continue;
      }
      // `the night after` is one night after, never only after.
      // `sat by the window`, `in the shade`, `at the head of the table`: in
      // a row, a place said by a noun no table knows may be one of the
      // row's, so it stays and the sentence is refused rather than read
      // without it.
      static const std::set<std::string> kAt = {"at", "by", "near", "in", "on", "beside"};
      const bool landmark = !magazine_ && i >= 2 && words[i - 1].stem == "the" &&
                            kAt.count(words[i - 2].stem) && !values.covered(i) &&
                            !lexicon.filler(st) && !lexicon.place_noun(st) &&
                            lexicon.category_named(st) < 0 && !kUnits.count(st) &&
                            std::islower(static_cast<unsigned char>(words[i].text.front()));
      // `almost chose`, `declined`, `was allergic to`, `would have liked`, `swapped
      // ... for`: words that deny, only wish or undo what follows them are
      // never dropped as a link (`Ann declined the cat` is no `Ann is
      // cat`): the sentence is refused unless a table reads it.
      // (`Ann used to drink tea`, `formerly`: what no longer holds; never
      // `The crickets weren't used to catch the bass`, a bait's use.)
      static const std::set<std::string> kBe = {"was",  "were",  "wa",  "is",    "are",  "be",
                                                "been", "being", "not", "weren", "wasn", "isn"};
      const bool no_longer =
          st == "formerly" || st == "previously" ||
          (st == "used" && i + 1 < words.size() && words[i + 1].stem == "to" &&
           !(i > 0 && (kBe.count(words[i - 1].stem) || words[i - 1].text.ends_with("n't") ||
                       words[i - 1].text.ends_with("n\u2019t"))));
      const bool denying = !values.covered(i) && (no_longer || denies_at(words, i));
      // `an even number of points`, `, as did the Brainiacs`, `So did the
      // Owls`: a kind of number and a second subject of the same deed are
      // never dropped.
      const bool said_of_number =
          (st == "even" || st == "odd") && i + 1 < words.size() &&
          (words[i + 1].stem == "number" || words[i + 1].stem == "numbered");
      const bool as_did = (st == "as" || st == "so" || st == "too") && i + 1 < words.size() &&
                          (words[i + 1].stem == "did" || words[i + 1].stem == "does" ||
                           words[i + 1].stem == "doe" || words[i + 1].stem == "do" ||
                           words[i + 1].stem == "had" || words[i + 1].stem == "has");
      const bool keep =
          !a_verb && !holder &&
          (name || amount_unit || row_noun || span_noun || landmark || denying || said_of_number ||
           as_did || one_unit_at(words, i) ||
           (!direction && !unit &&
            (values.covered(i) || (!strict && lexicon.filler(st)) || kMeaning.count(st) != 0 ||
             lexicon.place_noun(st) || amount_word(st) != 0 || ordinal_word(st) != 0 ||
             (!strict && lexicon.category_named(st) >= 0) ||
             std::isdigit(static_cast<unsigned char>(st.front())) || superlative_word(st) ||
             than_next)));
      // A verb's particle after the unknown verb it belongs to (`hails
      // from Elm Grove`, `was bought by Olive`, `set foot in Hadley`) goes
      // with it when a value follows: it says no more than the verb.
      // `was played by someone older than Adele`: the one the clause
      // compares.
      const bool someone = i + 1 < words.size() &&
                           (words[i + 1].stem == "someone" || words[i + 1].stem == "somebody");
      const bool particle =
          keep && dropped_verb && i + 1 < words.size() &&
          (values.covered(i + 1) ||
           (words[i + 1].stem == "the" && i + 2 < words.size() && values.covered(i + 2)) ||
           someone) &&
          !values.covered(i) &&
          (is_particle(st) ||
           // `The crab came off the white boat`: from it.
           st == "off" ||
           // `sold under the white awning`: no place but the stall's own,
           // where nothing stands above another.
           ((st == "under" || st == "beneath") && upright_ == Upright::kNo)) &&
          (someone || std::all_of(words.begin() + static_cast<std::ptrdiff_t>(i) + 1, words.end(),
                                  [&](const Word& x) {
                                    const std::size_t j =
                                        static_cast<std::size_t>(&x - words.data());
                                    return values.covered(j) || lexicon.filler(x.stem) ||
                                           lexicon.category_named(x.stem) >= 0;
                                  }));
      // `tied up at berth 1`: an adverb of the verb before its particle.
      // `set up right next to Gus`: before a relation's own words too.
      static const std::set<std::string> kRelationStarts = {"right", "next", "beside", "directly",
                                                            "immediately"};
      // (`knocked down more pins than Dot`, `knocked down the fewest
      // pins`: before what compares, too.)
      const auto compares = [&](std::size_t j) {
        return j < words.size() &&
               (words[j].stem == "more" || words[j].stem == "fewer" || words[j].stem == "less" ||
                superlative_word(words[j].stem) ||
                std::isdigit(static_cast<unsigned char>(words[j].text.front())) ||
                number_word(words[j].stem) >= 2);
      };
      const bool adverb =
          dropped_verb && !values.covered(i) && i + 1 < words.size() &&
          (st == "up" || st == "down" || st == "out" || st == "off" || st == "along" ||
           st == "away" || st == "over" || st == "round" || st == "around") &&
          ((is_particle(words[i + 1].stem) && i + 2 < words.size() &&
            (values.covered(i + 2) || ((words[i + 2].stem == "the" || words[i + 2].stem == "a" ||
                                        words[i + 2].stem == "an") &&
                                       i + 3 < words.size() && values.covered(i + 3)))) ||
           kRelationStarts.count(words[i + 1].stem) != 0 || compares(i + 1) ||
           (words[i + 1].stem == "the" && compares(i + 2)));
      dropped_verb = adverb;
      if (adverb) continue;
      // `doesn't have a locker next to Amir's`: the place one has is where
      // one is; the verb, its article and the place noun go.
      static const std::set<std::string> kHave = {"have", "has",    "had",  "own",
                                                  "use",  "occupy", "rent", "got"};
      // `The Holts did not work the mill next to the café`: after a verb
      // that went, the same (the place one works is where one is).
      if (!magazine_ && lexicon.place_noun(st) && !values.covered(i) && i >= 2 && !kept.empty() &&
          (words[i - 1].stem == "a" || words[i - 1].stem == "an" || words[i - 1].stem == "the") &&
          kept.back().offset == words[i - 1].offset && !values.covered(i - 2) &&
          words[i - 2].stem != "is" && words[i - 2].stem != "was" && words[i - 2].stem != "wa" &&
          words[i - 2].stem != "are" && words[i - 2].stem != "were" && i + 1 < words.size() &&
          (words[i + 1].stem == "next" || words[i + 1].stem == "beside" ||
           words[i + 1].stem == "opposite")) {
        kept.pop_back();
        if (!kept.empty() && kept.back().offset == words[i - 2].offset) kept.pop_back();
        continue;
      }
      if (!magazine_ && lexicon.place_noun(st) && !values.covered(i) && i >= 2 &&
          kept.size() >= 2 &&
          (words[i - 1].stem == "a" || words[i - 1].stem == "an" || words[i - 1].stem == "the") &&
          kHave.count(words[i - 2].stem) && kept.back().offset == words[i - 1].offset &&
          kept[kept.size() - 2].offset == words[i - 2].offset &&
          (i + 1 == words.size() || !values.covered(i + 1))) {
        kept.resize(kept.size() - 2);
        continue;
      }
      // `The train at platform 1 leaves later than ...`: a noun that went
      // and the word that ties it to a value (`at`, `from`, `on`, `in`)
      // name that value's thing; the word goes with its noun.
      const bool tie =
          strict && keep && !values.covered(i) && i >= 2 && i + 1 < words.size() &&
          (st == "at" || st == "from" || st == "on" || st == "in") && !values.covered(i - 1) &&
          !kept.empty() && kept.back().offset == words[i - 2].offset &&
          (words[i - 2].stem == "the" || words[i - 2].stem == "a") && [&] {
            // (`at platform 1`, `from the Erie club`: an
            // article and the list's noun may stand between.)
            std::size_t j = i + 1;
            if (j < words.size() && words[j].stem == "the") ++j;
            if (j + 1 < words.size() && !values.covered(j) &&
                (lexicon.category_named(words[j].stem) >= 0 || lexicon.place_noun(words[j].stem)))
              ++j;
            return j < words.size() && values.covered(j);
          }();
      if (tie) continue;
      static const std::set<std::string> kBeforePlace = {"the", "a",   "an",  "at",  "on",
                                                         "in",  "its", "his", "her", "their"};
      if ((keep && !particle) || values.covered(i))
        kept.push_back(words[i]);
      else if (particle)
        continue;
      else if (relative)
        return {};
      // `at street level`, `on the corner plot`: a word that says which
      // place links nothing, and the place without it is another. (A verb
      // before a place and its number links: `rents No. 2`.)
      // So is one that says which end (`at the kitchen end`).
      else if (i > 0 && i + 1 < words.size() &&
               (lexicon.place_noun(words[i + 1].stem) || words[i + 1].stem == "end") &&
               !lexicon.filler(st) && kBeforePlace.count(words[i - 1].stem) != 0 &&
               !(i + 2 < words.size() &&
                 (amount_of(words[i + 2].stem) != 0 ||
                  std::isdigit(static_cast<unsigned char>(words[i + 2].text.front())))))
        return {};
      else if (!lexicon.filler(st) && same_noun_around(words, values, i))
        two_things = true;
      // (`is friends with the tea drinker`: a word of two people, though
      // the riddle's own noun for them.)
      else if ((!lexicon.filler(st) || st == "friend" || st == "friends" || st == "partner" ||
                st == "neighbour" || st == "neighbor" || st == "rival") &&
               people_around(words, values, i))
        two_things = true;
      // (A filler verb too, in the strict pass: `was played by someone`.)
      static const std::set<std::string> kNoVerbs = {"the", "a",    "an", "is",   "was",
                                                     "are", "were", "be", "been", "being"};
      if (!keep && !holder && !values.covered(i) && !kNoVerbs.count(st)) dropped_verb = true;
    }
    return kept;
  }

  // `Ned Jones` of a list of first names and one of surnames: the
  // sentence with `Ned` alone, and `Ned is Jones`; nullopt when no two
  // names of two such lists stand side by side.
  std::optional<std::pair<std::string, std::string>> full_name(std::string_view text,
                                                               const Lexicon& lexicon) const {
    const std::vector<Word> w = cut_words(text);
    const SentenceValues values(lexicon, w);
    for (std::size_t i = 0; i + 1 < w.size(); ++i) {
      if (!std::isupper(static_cast<unsigned char>(w[i].text.front())) ||
          !std::isupper(static_cast<unsigned char>(w[i + 1].text.front())))
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
  std::optional<std::pair<std::string, std::string>> owned_value(std::string_view text,
                                                                 const Lexicon& lexicon) const {
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

  // The index of the category named `name` (`friend`), or -1.
  int category_index(const std::string& name) const {
    for (std::size_t c = 0; c < categories_.size(); ++c)
      if (categories_[c].name == name) return static_cast<int>(c);
    return -1;
  }

  // The category a .zebra reference names (`Ann`, `price.25`), or -1.
  int category_of(const std::string& ref) const {
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

  // A statement as a part of `all of:`: in brackets when it holds parts
  // of its own.
  static std::string as_part(const std::string& st) {
    return st.find(':') == std::string::npos ? st : "(" + st + ")";
  }

  // Parts of `s` read each as a sentence of its own, as one statement
  // each: `all of: ...`; nullopt when one does not read so.
  // `clauses`: each part may be clauses of its own (the halves of a
  // sentence cut at `;`: `Smokey's loft is in Netherton, though it isn't
  // Derek's; Lady Grey doesn't fly to Ossett`).
  std::optional<std::string> read_all_of(const Sentence& s, std::span<const std::string> parts,
                                         const Lexicon& lexicon, std::span<const Phrase> phrases,
                                         bool clauses = false) const {
    std::string statements;
    for (const std::string& text : parts) {
      Sentence part = s;
      part.text = text;
      // A part that does not read alone may be two clauses itself (`The
      // Hendersons took the most milk and had orange juice, and they lived
      // on Church Lane`); it is shorter, so this ends.
      std::optional<std::string> one;
      for (const bool split : {clauses, true}) {
        bool two = false;
        try {
          const std::vector<std::string> st = read(part, lexicon, phrases, two, split);
          if (st.size() == 1 && !two) {
            one = st[0];
            break;
          }
        } catch (const io::InputError&) {
        }
        if (split) break;
      }
      if (!one || text.size() >= s.text.size()) return std::nullopt;
      statements += (statements.empty() ? "" : "; ") + as_part(*one);
    }
    return "all of: " + statements;
  }

  // `The banjo and the harp came in four days apart`: one is that much
  // more than the other, either way (`any of:`); `, the former first`,
  // `, the latter first` or `, the banjo first` say which is less. Each
  // way is read as `the harp came in four days more than the banjo`;
  // nullopt when the sentence is no such one or a way does not read.
  std::optional<std::string> apart(const Sentence& s, const Lexicon& lexicon,
                                   std::span<const Phrase> phrases) const {
    const std::vector<Word> w = cut_words(s.text);
    std::size_t a = 0;
    while (a < w.size() && w[a].stem != "apart") ++a;
    if (a < 3 || a >= w.size()) return std::nullopt;
    const bool amount = w[a - 2].stem == "a" || w[a - 2].stem == "an" ||
                        amount_of(w[a - 2].stem) != 0 ||
                        std::isdigit(static_cast<unsigned char>(w[a - 2].text.front()));
    if (!amount) return std::nullopt;
    // The two values, joined by `and`, before the amount.
    const SentenceValues v(lexicon, w);
    const auto value_at =
        [&](std::size_t& i) -> std::optional<std::pair<std::size_t, std::size_t>> {
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
    if (!y || y->second >= a - 2) return std::nullopt;
    const auto text_of = [&](std::pair<std::size_t, std::size_t> span) {
      const Word& last = w[span.second - 1];
      return std::string(s.text.substr(w[span.first].offset,
                                       last.offset + last.text.size() - w[span.first].offset));
    };
    const std::string first = text_of(*x), second = text_of(*y);
    const Word& y_last = w[y->second - 1];
    const std::string verb(s.text.substr(y_last.offset + y_last.text.size(),
                                         w[a - 2].offset - y_last.offset - y_last.text.size()));
    const std::string measure(
        s.text.substr(w[a - 2].offset, w[a - 1].offset + w[a - 1].text.size() - w[a - 2].offset));
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
  std::optional<std::string> read_beside(const Sentence& s, const Lexicon& lexicon,
                                         std::span<const Phrase> phrases) const {
    const std::vector<Word> w = cut_words(s.text);
    const SentenceValues v(lexicon, w);
    std::size_t e = 0;
    while (e < w.size() && v.covered(e)) ++e;
    // `Ann's cat cost $10`: Ann's is the cat, and it cost $10.
    bool possessive = false;
    for (std::size_t k = 0; k + 1 < e && !possessive; ++k) {
      const std::string_view after =
          std::string_view(s.text).substr(w[k].offset + w[k].text.size());
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

  std::optional<std::string> read_set_off(const Sentence& s, const Lexicon& lexicon,
                                          std::span<const Phrase> phrases) const {
    const std::string_view t = s.text;
    const std::size_t c1 = t.find(", ");
    if (c1 == std::string_view::npos) return std::nullopt;
    const std::size_t c2 = t.find(", ", c1 + 2);
    if (c2 == std::string_view::npos || t.find(", ", c2 + 2) != std::string_view::npos)
      return std::nullopt;
    std::string_view head = t.substr(0, c1), middle = t.substr(c1 + 2, c2 - c1 - 2),
                     rest = t.substr(c2 + 2);
    const std::vector<Word> mw = cut_words(middle);
    if (mw.empty() || cut_words(head).empty() || cut_words(rest).empty()) return std::nullopt;
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
    } else if (first == "whose") {
      middle = middle.substr(mw.size() > 1 ? mw[1].offset : middle.size());
      joint = "'s ";
    } else if (first == "the" || first == "a" || first == "an" || first == "aged" ||
               (mv.covered(0) &&
                std::isdigit(static_cast<unsigned char>(mw.back().text.front())))) {
      joint = " is ";
    } else if (first == "at" || first == "in" || first == "on" || first == "from" ||
               first == "with" || first == "by" || first == "near" || first == "next") {
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

  // Whether a clause after `, and` opens with its verb (`, and employs
  // more people`): no value, article, pronoun, name, number or `not`.
  static bool verb_first(const std::vector<Word>& rw, const Lexicon& lexicon) {
    static const std::set<std::string> kNot = {"the", "a",    "an",  "not",     "he",  "she",
                                               "it",  "they", "her", "his",     "its", "their",
                                               "him", "them", "one", "neither", "nor", "so"};
    if (rw.empty() || kNot.count(rw[0].stem) != 0 ||
        std::isupper(static_cast<unsigned char>(rw[0].text.front())) ||
        std::isdigit(static_cast<unsigned char>(rw[0].text.front())))
      return false;
    return !SentenceValues(lexicon, rw).covered(0);
  }

  // Whether `words` name no value of the lists, no list, no name, no
  // number, no end and no word of relation: a remark (`because he says it smells`, `but he sang
  // the whole time`), which says nothing of the grid.
  static bool says_nothing(const std::vector<Word>& words, const Lexicon& lexicon) {
    static const std::set<std::string> kRelates = {
        "than",   "more",  "less",    "fewer",  "most", "least",   "not",    "never",
        "no",     "nor",   "neither", "either", "next", "between", "before", "after",
        "behind", "ahead", "above",   "below",  "left", "right",   "first",  "last",
        "same",   "other", "both",    "twice",  "half", "only",    "beat",   "won",
        "win",    "lost",  "lose",    "place",  "end",  "middle",  "didn",   "isn",
        "wasn",   "doesn", "weren",   "aren",   "hasn", "hadn"};
    return SentenceValues(lexicon, words).mentioned().empty() &&
           std::none_of(words.begin(), words.end(), [&](const Word& x) {
             return std::isdigit(static_cast<unsigned char>(x.text.front())) != 0 ||
                    number_word(x.stem) != 0 || ordinal_word(x.stem) != 0 ||
                    superlative_word(x.stem) || x.text.ends_with("er") ||
                    kRelates.count(x.stem) != 0 || x.text.ends_with("n't") ||
                    speaks_of_a_list(x.stem, lexicon) ||
                    // (Nor a name no list holds: `but she sang to Zed` may
                    // name what a list missed.)
                    (std::isupper(static_cast<unsigned char>(x.text.front())) && x.text != "I");
           });
  }

  // Whether `stem` is a word of a list's line or name (`a rosette` where
  // the places were `rosettes for 1st, 2nd, ...`): a clause that says it
  // speaks of that list.
  static bool speaks_of_a_list(const std::string& stem, const Lexicon& lexicon) {
    for (int c = 0; c < lexicon.place_category(); ++c)
      if (lexicon.category_word(c, stem)) return true;
    return lexicon.category_named(stem) >= 0;
  }

  // A sentence of two clauses (`Doreen didn't buy the quilt, but she did
  // pay more than Agnes`; `Daisy has her lesson two days before Ethan; the
  // latter plays the cello`; `Jonah adopted the beagle, which isn't
  // Pepper`): each read as a sentence of its own, the second's pronoun as
  // the value the first names first (its subject), `the latter` and
  // `which` as the one it names last, `the former` as the first. Both
  // must read, as one statement each; nullopt otherwise.
  std::optional<std::string> read_clauses(const Sentence& s, const Lexicon& lexicon,
                                          std::span<const Phrase> phrases) const {
    const std::string_view t = s.text;
    // (`, though`, `, even though`, `, yet`, `, whereas`, `, while` join as `but`
    // does: `Smokey's loft is in Netherton, though it isn't Derek's`.)
    static constexpr std::string_view kJoints[] = {
        "; ",       ", but ",    ", even though ", ", though ",   ", although ",  ", whereas ",
        ", while ", ", yet ",    ", and ",         ", which ",    ", who ",       " but ",
        " and is ", " and was ", " and has ",      " and had ",   " and did ",    ", on ",
        ", in ",    ", at ",     ", for ",         ", by ",       " and ",        ", straight ",
        ", right ", ", just ",   ", immediately ", ", directly ", ", somewhere ", ", the "};
    // `Kart 7 didn't start at the back of the grid, and neither did kart
    // 44`: the same denied of the other, its subject put in the first's.
    for (std::string_view joint : {", and neither did ", " and neither did ", ", nor did ",
                                   ", and neither was ", ", nor was ", ", and nor did "})
      if (const std::size_t at = t.find(joint); at != std::string_view::npos) {
        const std::string left(t.substr(0, at));
        std::string other(t.substr(at + joint.size()));
        while (!other.empty() && other.back() == ' ') other.pop_back();
        const std::vector<Word> lw = cut_words(left);
        const SentenceValues lv(lexicon, lw);
        const std::vector<Word> ow = cut_words(other);
        const SentenceValues ov(lexicon, ow);
        // (The other is one value and nothing else: `kart 44`, `the Hull
        // team`.)
        std::size_t from = !ow.empty() && ow[0].stem == "the" ? 1 : 0;
        if (from < ow.size() && !ov.covered(from) && from + 1 < ow.size() && ov.covered(from + 1))
          ++from;
        if (ow.empty() || from >= ow.size() || !ov.resolve(from, ow.size()).ok) break;
        // The first's subject: its words up to the first value's end.
        std::size_t e = 0;
        while (e < lw.size() && !lv.covered(e)) ++e;
        const std::size_t b = e;
        while (e < lw.size() && lv.covered(e)) ++e;
        if (b >= lw.size() || b > 2 || !lv.resolve(b, e).ok) break;
        const std::string right = other + left.substr(lw[e - 1].offset + lw[e - 1].text.size());
        const std::string parts[] = {left, right};
        if (std::optional<std::string> both = read_all_of(s, parts, lexicon, phrases)) return both;
        break;
      }
    // `The duck in the pirate hat came in fifth, two places behind the one
    // in the scarf`: places counted after a comma are the subject's, as
    // `finished two places behind` says them.
    for (std::size_t at = t.find(", "); at != std::string_view::npos; at = t.find(", ", at + 2)) {
      const std::vector<Word> rw = cut_words(t.substr(at + 2));
      if (rw.size() < 4 ||
          (number_word(rw[0].stem) < 1 &&
           !std::isdigit(static_cast<unsigned char>(rw[0].text.front()))) ||
          (rw[1].stem != "place" && rw[1].stem != "places" && rw[1].stem != "spot" &&
           rw[1].stem != "spots") ||
          (rw[2].stem != "behind" && rw[2].stem != "ahead" && rw[2].stem != "above" &&
           rw[2].stem != "below" && rw[2].stem != "after" && rw[2].stem != "before"))
        continue;
      const std::string left(t.substr(0, at));
      const std::vector<Word> lw = cut_words(left);
      const SentenceValues lv(lexicon, lw);
      if (lv.mentioned().empty()) continue;
      // (The subject: the words before the verb, which the first clause's
      // reading names first.)
      const ValueRef subject = lv.mentioned().front();
      if (subject.category >= static_cast<int>(categories_.size())) continue;
      const std::string right = categories_[static_cast<std::size_t>(subject.category)]
                                    .values[static_cast<std::size_t>(subject.value)] +
                                " finished " + std::string(t.substr(at + 2));
      const std::string parts[] = {left, right};
      if (std::optional<std::string> both = read_all_of(s, parts, lexicon, phrases)) return both;
    }
    for (std::string_view joint : kJoints) {
      const std::size_t at = t.find(joint);
      if (at == std::string_view::npos) continue;
      // (The joints that apply only to a few words after them are tried
      // only there: `, the day before`, and `, by` in a grid without
      // positions.)
      // (`, by` is never tried where things stand in a row: `by the
      // window` is beside it.)
      if (joint == ", the ") {
        const std::vector<Word> after = cut_words(t.substr(at + joint.size()));
        if (after.size() < 3 || !time_unit(after[0].stem) ||
            (after[1].stem != "before" && after[1].stem != "after"))
          continue;
      }
      if (joint == ", by " && !magazine_) continue;
      const std::string left(t.substr(0, at));
      std::string right(t.substr(at + joint.size()));
      const std::vector<Word> lw = cut_words(left);
      const SentenceValues lv(lexicon, lw);
      const std::vector<ValueRef> named = lv.mentioned();
      if (named.empty() || cut_words(right).empty()) continue;
      const auto written = [&](const ValueRef& r) {
        return r.category < static_cast<int>(categories_.size())
                   ? categories_[static_cast<std::size_t>(r.category)]
                         .values[static_cast<std::size_t>(r.value)]
                   : std::string();
      };
      const std::string first = written(named.front());
      // (A place named last is said again as the text says it: `The Clarks
      // rent hut 3, which isn't white`.)
      std::string last = written(named.back());
      if (last.empty() && !lw.empty()) {
        std::size_t k = lw.size();
        while (k > 0 && !lv.covered(k - 1)) --k;
        if (k > 0) {
          std::size_t from = k - 1;
          while (from > 0 && lv.covered(from - 1)) --from;
          if (from > 0 && lexicon.place_noun(lw[from - 1].stem)) --from;
          last = left.substr(lw[from].offset,
                             lw[k - 1].offset + lw[k - 1].text.size() - lw[from].offset);
        }
      }
      const std::vector<Word> rw = cut_words(right);
      // `Nibbles didn't win, but he did get a rosette`, `The budgie came
      // last, but he sang the whole time`: a clause of the subject that
      // says nothing of the grid is a remark; the sentence is the first.
      if ((joint == ", but " || joint == " but " || joint == ", and " || joint == ", though " ||
           joint == ", although " || joint == ", yet " || joint == ", while ") &&
          (rw[0].stem == "he" || rw[0].stem == "she" || rw[0].stem == "they") &&
          says_nothing(rw, lexicon))
        if (std::optional<std::string> st = read_as(s, left, lexicon, phrases, true, true))
          return st;
      const auto replace_head = [&](std::size_t words, const std::string& with) {
        const std::size_t end = rw[words - 1].offset + rw[words - 1].text.size();
        right = with + right.substr(end);
      };
      // `Pia's truck outsold Grill Seeker but not Quinn's`: the first
      // comparison does not hold of the other (`<=`, as either may be the
      // other), not `Pia is not Quinn`.
      if ((joint == " but " || joint == ", but ") && rw[0].stem == "not")
        if (std::optional<std::string> compared =
                but_not_compared(s, left, rw, right, lexicon, phrases))
          return compared;
      // `Ann paid $10 less than Bo and $20 more than Cy`: a second amount
      // compared has the first's subject and verb (all said before the
      // first amount).
      const auto compared_amount = [](const std::vector<Word>& w, std::size_t from) {
        for (std::size_t k = from; k < w.size() && k < from + 6; ++k) {
          const bool amount = std::isdigit(static_cast<unsigned char>(w[k].text.front())) ||
                              number_word(w[k].stem) >= 1;
          if (!amount) continue;
          for (std::size_t j = k + 1; j + 1 < w.size() && j < k + 4; ++j)
            if (w[j + 1].stem == "than" &&
                (w[j].stem == "more" || w[j].stem == "less" || w[j].stem == "fewer" ||
                 (w[j].stem.size() > 4 && w[j].stem.ends_with("er"))))
              return k;
          return w.size();
        }
        return w.size();
      };
      // `The indigo piece used a wider nib than the sepia one but a narrower
      // nib than Marguerite's`: a second comparison said with its article
      // has the first's subject and verb.
      const auto article_comparative = [](const std::vector<Word>& x, std::size_t k) {
        return (x[k].stem == "a" || x[k].stem == "an") &&
               (x[k + 1].text.ends_with("er") || x[k + 1].stem == "more" ||
                x[k + 1].stem == "less" || x[k + 1].stem == "fewer");
      };
      if ((joint == " and " || joint == ", and " || joint == " but " || joint == ", but ") &&
          rw.size() > 3 && article_comparative(rw, 0) &&
          std::any_of(rw.begin(), rw.end(), [](const Word& x) { return x.stem == "than"; })) {
        for (std::size_t k = 1; k + 1 < lw.size(); ++k)
          if (article_comparative(lw, k)) {
            const std::string parts[] = {left, left.substr(0, lw[k].offset) + right};
            if (std::optional<std::string> both = read_all_of(s, parts, lexicon, phrases))
              return both;
            break;
          }
      }
      if ((joint == " and " || joint == ", and " || joint == " but " || joint == ", but ") &&
          !rw.empty() && compared_amount(rw, 0) == 0 && compared_amount(lw, 0) < lw.size()) {
        std::size_t cut = lw[compared_amount(lw, 0)].offset;
        // (The amount's sign stays with it: `$10`.)
        while (cut > 0 && left[cut - 1] != ' ') --cut;
        const std::size_t sign = right.find_first_not_of(' ');
        const std::string parts[] = {left, left.substr(0, cut) + right.substr(sign)};
        if (std::optional<std::string> both = read_all_of(s, parts, lexicon, phrases)) return both;
        continue;
      }
      if (joint == ", for " && rw.size() > 3 && (rw[0].stem == "a" || rw[0].stem == "an") &&
          rw[2].text.ends_with("ed") && !first.empty()) {
        // `June Park paid the most, for a coin minted five years after
        // Vic Amato's`: what was paid for is the subject's own thing, of
        // which the rest is said (`June Park's coin was minted ...`).
        const SentenceValues rv(lexicon, rw);
        if (rv.covered(1) || rv.covered(2)) continue;
        right = first + "'s " + std::string(rw[1].text) + " was " + right.substr(rw[2].offset);
      } else if (joint == ", the ") {
        // `Mrs. Holt's lawn is mowed on Monday, the day before the 2,500 sq
        // ft lawn`: the day it is on is a day before the other's; read as
        // `the lawn is the day before the other` (the first part says it is
        // on Monday; the words after `, the` were looked at above).
        if (first.empty()) continue;
        right = first + " the " + right;
      } else if (joint == ", by ") {
        // `The safety pin was patented first, by an inventor aged 41`: the
        // one by whom it was done is the subject's own.
        const SentenceValues rv(lexicon, rw);
        if (first.empty() || rv.mentioned().size() != 1) continue;
        right = first + " is " + right;
      } else if (joint == ", on " || joint == ", in " || joint == ", at " || joint == ", for ") {
        // `The puppy went home first, on Monday`: a value set after a comma
        // is the subject's; only a value, nothing else.
        const SentenceValues rv(lexicon, rw);
        std::size_t k = rw[0].stem == "the" || rw[0].stem == "a" ? 1 : 0;
        const std::size_t from = k;
        while (k < rw.size() && rv.covered(k)) ++k;
        if (first.empty() || k == from || k != rw.size() || !rv.resolve(from, k).ok) continue;
        right = first + " " + std::string(joint.substr(2)) + right;
      } else if (joint == ", straight " || joint == ", right " || joint == ", just " ||
                 joint == ", immediately " || joint == ", directly " || joint == ", somewhere ") {
        // `Mr Pugh did the ventriloquism act, straight after the juggling`:
        // a place in an order set after a comma is the subject's.
        // (`straight after` is said again as `immediately to the right of`
        // in an order: queue_words.h.)
        static const std::set<std::string> kWays = {"after", "before", "behind", "ahead", "in",
                                                    "next",  "above",  "below",  "to"};
        if (first.empty() || !kWays.count(rw[0].stem)) continue;
        right = first + " is " + std::string(joint.substr(2)) + right;
      } else if (joint == ", which " || joint == ", who ") {
        if (last.empty()) continue;
        right = last + " " + right;
      } else if (joint == " and " || (joint == ", and " && verb_first(rw, lexicon))) {
        // `Bill lives in house 3 and owns the fish`: a verb after `and`
        // (no value, article, name or number) has the first's subject, one
        // said with its `not` too (`and didn't grow begonias`).
        // `... didn't have the extension and Ms. Howe's job dragged on the
        // longest`: a value's own after `and` opens a clause of its own.
        const SentenceValues rv(lexicon, rw);
        std::size_t e = 0;
        while (e < rw.size() && rv.covered(e)) ++e;
        const bool owner =
            e > 0 && e < rw.size() && rv.resolve(0, e).ok &&
            right.substr(rw[e - 1].offset + rw[e - 1].text.size()).starts_with("'s ");
        if (owner) {
        } else if (rw.size() > 2 && !first.empty() &&
                   (rw[0].stem == "that" || rw[0].stem == "this" || rw[0].stem == "it") &&
                   (rw[1].stem == "was" || rw[1].stem == "wa" || rw[1].stem == "is")) {
          // `the Hendersons paid the most and that was Monday`: what the
          // first clause says is the subject's.
          replace_head(1, first);
        } else if (rv.covered(0) && e < rw.size()) {
          // `Ann paid $30 and Bo paid $20`: two clauses, each with its own
          // subject and more after it (never `Ann lives next to Bo and
          // Cy`, whose second part is a value alone).
          const std::string parts[] = {left, right};
          if (std::optional<std::string> both = read_all_of(s, parts, lexicon, phrases))
            return both;
          // (`Sandy Bottoms came 4th, and Joel isn't their captain`.)
          if (one_owner(named) && !first.empty())
            if (std::optional<std::string> other = with_pronoun_as(right, first)) {
              const std::string again[] = {left, *other};
              if (std::optional<std::string> both = read_all_of(s, again, lexicon, phrases))
                return both;
            }
          continue;
        } else if (first.empty() || rv.covered(0) || rw[0].stem == "the" || rw[0].stem == "a" ||
                   rw[0].stem == "an" || (rw[0].stem == "not" && rw[0].text == "not") ||
                   std::isupper(static_cast<unsigned char>(rw[0].text.front())) ||
                   std::isdigit(static_cast<unsigned char>(rw[0].text.front()))) {
          continue;
        } else {
          right = first + " " + right;
        }
      } else if (joint.starts_with(" and ")) {
        // `The Equinox runner finished fifth and is the oldest`: the verb's
        // subject is the first clause's.
        if (first.empty()) continue;
        right = first + " " + std::string(joint.substr(5)) + right;
      } else if (rw.size() > 1 && rw[0].stem == "the" && rw[1].stem == "latter") {
        if (last.empty()) continue;
        replace_head(2, last);
      } else if (rw.size() > 1 && rw[0].stem == "the" && rw[1].stem == "former") {
        if (first.empty()) continue;
        replace_head(2, first);
      } else if (rw[0].stem == "he" || rw[0].stem == "she" || rw[0].stem == "it" ||
                 rw[0].stem == "they") {
        if (first.empty()) continue;
        replace_head(1, first);
      } else if (rw.size() > 1 && (rw[0].stem == "her" || rw[0].stem == "his" ||
                                   rw[0].stem == "its" || rw[0].stem == "their")) {
        // `Bree is the youngest, and her birthday comes last`.
        if (first.empty()) continue;
        replace_head(1, first + "'s");
      } else if ((joint == " but " || joint == ", but " || joint == ", though " ||
                  joint == ", although " || joint == ", yet ") &&
                 !first.empty() && !SentenceValues(lexicon, rw).covered(0) && rw[0].stem != "the" &&
                 rw[0].stem != "a" && rw[0].stem != "an" &&
                 !std::isupper(static_cast<unsigned char>(rw[0].text.front()))) {
        // `Ben was slower than Cleo but faster than Dev`, `Dr Dunmore found
        // the gryphaea, though not at Sandsend`: the second part has the
        // first's subject.
        right = first + " " + right;
      }
      // `Gareth raised £250 more than Julia, and he also rode further than
      // she did`: a pronoun compared with is the other one the first
      // clause names; so is one a place is said from (`The chocolate cake
      // cost more than Ivor's but finished below it`).
      // (`Percy drank elderflower, and the cider drinker sat next to him`:
      // `him` and `her` are the last person the first clause names; `it`
      // and `them` the last value, as where the people are not known:
      // `more than Ivor's cake but finished below it` is Ivor's.)
      // (`... and was placed below him as well`: the words after it that
      // only repeat the verb or add `too` say no more.)
      if (named.size() >= 2 && !last.empty() && last != first) {
        const int people = category_index(who_);
        // (Never the clause's own subject, compared with itself: `Ken's
        // tortoise is heavier than Sheldon but younger than him` is
        // Sheldon, though Ken is the one person named.)
        const bool subject_first = right.starts_with(first + " ");
        const auto referent = [&](const std::string& p) {
          const bool person = p == "he" || p == "she" || p == "him" || p == "her";
          if (people < 0 || !person) return last;
          for (auto r = named.rbegin(); r != named.rend(); ++r)
            if (r->category == people) {
              const std::string text = written(*r);
              if (!text.empty() && !(subject_first && text == first)) return text;
            }
          return last;
        };
        static const std::set<std::string> kAfter = {"did", "doe",  "do",  "wa",   "was",
                                                     "is",  "had",  "has", "were", "does",
                                                     "as",  "well", "too", "also", "either"};
        const std::vector<Word> now = cut_words(right);
        for (std::size_t k = 1; k < now.size(); ++k) {
          const std::string& p = now[k].stem;
          const bool pronoun = p == "he" || p == "she" || p == "him" || p == "her" || p == "they" ||
                               p == "them" || p == "it";
          const bool last_word =
              k + 3 >= now.size() &&
              std::all_of(now.begin() + static_cast<std::ptrdiff_t>(k) + 1, now.end(),
                          [](const Word& x) { return kAfter.count(x.stem) != 0; });
          static const std::set<std::string> kFrom = {
              "than",  "as",   "below", "above", "behind", "before",   "after", "beside",
              "under", "over", "beat",  "of",    "to",     "opposite", "near"};
          if (pronoun && last_word && kFrom.count(now[k - 1].stem) != 0) {
            right = right.substr(0, now[k].offset) + referent(p);
            break;
          }
        }
      }
      // `Furniture is directly above Electricals, and employs more
      // people`: a comparison said of no one is with the other value the
      // first clause names; so is one said of the last (`..., although the
      // latter made the bigger break` is bigger than the first's).
      const bool of_first =
          named.size() >= 2 && !last.empty() && last != first && right.starts_with(first + " ");
      const bool of_last = named.size() >= 2 && !last.empty() && last != first && !of_first &&
                           right.starts_with(last + " ");
      if (of_first || of_last) {
        static const std::set<std::string> kComparatives = {
            "more",   "fewer",   "less",    "higher", "lower",   "older",   "younger", "earlier",
            "later",  "bigger",  "smaller", "larger", "heavier", "lighter", "longer",  "shorter",
            "taller", "cheaper", "dearer",  "faster", "slower",  "sooner",  "quicker", "greater"};
        const std::vector<Word> now = cut_words(right);
        const bool compares = std::any_of(now.begin(), now.end(), [&](const Word& w) {
          return kComparatives.count(w.stem) != 0 ||
                 (of_last && (w.stem == "better" || w.stem == "worse"));
        });
        const bool with_other = std::any_of(now.begin(), now.end(), [](const Word& w) {
          return w.stem == "than" || w.stem == "as" || w.stem == "other";
        });
        if (compares && !with_other && SentenceValues(lexicon, now).mentioned().size() == 1)
          right += " than " + (of_first ? last : first);
      }
      const std::string parts[] = {left, right};
      std::optional<std::string> both = read_all_of(s, parts, lexicon, phrases, joint == "; ");
      // `The Goatee was the shortest entry, and the man wearing it is the
      // youngest`: where the first clause names one value, a pronoun inside
      // the second is it (whoever or whatever it stands for, it is that
      // value's row).
      if (!both && one_owner(named) && !first.empty())
        if (std::optional<std::string> other = with_pronoun_as(right, first)) {
          const std::string again[] = {left, *other};
          both = read_all_of(s, again, lexicon, phrases, joint == "; ");
        }
      return both;
    }
    return std::nullopt;
  }

  // Whether a clause that names `named` has one value a pronoun may
  // stand for, its first: it names one, or the others are numbers, which
  // own nothing (`Sandy Bottoms came 4th, and Joel isn't their captain`).
  bool one_owner(const std::vector<ValueRef>& named) const {
    return !named.empty() && std::all_of(named.begin() + 1, named.end(), [&](const ValueRef& r) {
      return r.category != named.front().category &&
             std::any_of(numeric_.begin(), numeric_.end(),
                         [&](const NumericCategory& n) { return n.index == r.category; });
    });
  }

  // `right` with its first object pronoun after its first word (`it`,
  // `him`, `them`, `her` where no noun follows) said as `value`; nullopt
  // when it has none.
  static std::optional<std::string> with_pronoun_as(const std::string& right,
                                                    const std::string& value) {
    const std::vector<Word> w = cut_words(right);
    for (std::size_t k = 1; k < w.size(); ++k) {
      const std::string& p = w[k].stem;
      const bool object = p == "it" || p == "him" || p == "them" ||
                          (p == "her" && (k + 1 == w.size() || !plain_word(w[k + 1].stem)));
      // `Joel isn't their captain`: a possessive said of what the clause's
      // subject is, never the subject's own (no one is their own captain).
      const auto be = [](std::string_view x) {
        return x == "is" || x == "was" || x == "isn't" || x == "wasn't" || x == "Is" || x == "Was";
      };
      const bool copula =
          be(w[k - 1].text) || (w[k - 1].text == "not" && k >= 2 && be(w[k - 2].text));
      const bool owner =
          (p == "their" || p == "his" || p == "her" || p == "its") && k + 1 < w.size() && copula;
      if (owner)
        return right.substr(0, w[k].offset) + value + "'s" +
               right.substr(w[k].offset + w[k].text.size());
      if (!object || w[k].text == "IT") continue;
      return right.substr(0, w[k].offset) + value + right.substr(w[k].offset + w[k].text.size());
    }
    return std::nullopt;
  }

  // A word that may follow an object pronoun (`... next to her and ...`),
  // where a noun after `her` would make it a possessive.
  static bool plain_word(const std::string& stem) {
    static const std::set<std::string> kAfter = {
        "and", "but", "is",   "was",  "wa",  "had",   "has", "in", "on",   "at",   "for",  "with",
        "to",  "by",  "from", "that", "who", "which", "too", "as", "well", "also", "once", "twice"};
    return kAfter.count(stem) != 0;
  }

  // `A outsold B but not C`: A's comparison with B, and the same not of
  // C (`N(A) > N(B)` and `N(A) <= N(C)`); nullopt unless the first part
  // reads as one comparison and the rest after `not` is one value.
  std::optional<std::string> but_not_compared(const Sentence& s, const std::string& left,
                                              const std::vector<Word>& rw, const std::string& right,
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
    return fmt::format("all of: {}; {}({}) {} {}({})", c->text, c->measure, c->subject,
                       c->sign == '>' ? "<=" : ">=", c->measure, other);
  }

  // One comparison of one measure, `N(A) > N(B)`, as `text` (said in place
  // of `s`) reads: its parts; nullopt when it reads as anything else.
  struct Comparison {
    std::string text, measure, subject;
    char sign = 0;
    std::size_t close = 0;  // where `) ` ends the subject in `text`
  };
  std::optional<Comparison> one_comparison(const Sentence& s, std::string text,
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
  std::optional<std::string> denied_comparison(const Sentence& s, const Lexicon& lexicon,
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
    // `older than`, `ahead of`.
    bool compares = false;
    for (std::size_t k = at + 1; k < w.size() && k <= at + 5; ++k)
      compares = compares || w[k].stem == "beat" || w[k].stem == "than" || w[k].stem == "ahead" ||
                 w[k].stem == "behind" || (w[k].stem.size() >= 7 && w[k].stem.starts_with("out"));
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

  // A sentence whose superlatives stand for values (superlatives.h: `The
  // newest car cost the most`), read again with each replaced by the value
  // it means. Its own words tell its category (`newest`: years), else the
  // words around it (`cost the most`: money); where they leave two, the one another superlative of
  // the sentence took is not it (one thing has no two values of a category). nullopt when a
  // category stays unclear or the sentence then does not read as one statement.
  std::optional<std::string> read_superlatives(const Sentence& s, const std::vector<Word>& words,
                                               const SentenceValues& values, const Lexicon& lexicon,
                                               std::span<const Phrase> phrases) const {
    if (numeric_.empty()) return std::nullopt;
    const std::vector<bool> covered = values.covered_words();
    // `first` and `last` are ends of an ordered list where no positions
    // are (`The longest book was read first`); with positions, places.
    const std::vector<SuperlativeSpan> spans = find_superlatives(words, covered, magazine_);
    if (spans.empty() || spans.size() > 2) return std::nullopt;
    // `the longest-serving member`: a length of time up to now, said of a
    // point in time (the year one joined).
    const auto serving = [&](const SuperlativeSpan& sp) {
      const std::size_t after = sp.word + 1;
      return after < words.size() &&
             (words[after].stem == "serving" || words[after].stem == "standing" ||
              words[after].stem == "established" || words[after].stem == "running");
    };
    std::vector<std::vector<NumericCategory>> options;
    for (const SuperlativeSpan& sp : spans) {
      // In a row, nearness is a place in it (`the one nearest the harbour
      // wall`, `further out than any other boat`), never a length.
      static const std::set<std::string> kNear = {"nearest", "closest", "farthest", "furthest",
                                                  "further", "farther", "nearer",   "closer"};
      if (!magazine_ && kNear.count(words[sp.word].stem)) return std::nullopt;
      // Its own words first (`newest` is a year's), then those around it.
      const std::vector<Word> own(words.begin() + static_cast<std::ptrdiff_t>(sp.begin),
                                  words.begin() + static_cast<std::ptrdiff_t>(sp.end));
      options.push_back(
          numeric_for(s.text, own, SentenceValues(lexicon, own), numeric_, categories_));
      // `had the slowest night`: of what a night's business is told by,
      // where one list is that.
      if (sp.business) {
        options.back().clear();
        for (const NumericCategory& n : numeric_)
          if (business_measure(n)) options.back().push_back(n);
        if (options.back().size() != 1) return std::nullopt;
        continue;
      }
      // No one wins by an age, a date or a label (contested()): `the
      // winner` of ages and places is the first place.
      if (sp.slot == "best")
        std::erase_if(options.back(), [](const NumericCategory& n) { return !contested(n); });
      // `the fastest`, `the slowest` are said of what is timed or a speed
      // only (`The Rolling Pin had the slowest night` of takings is no
      // smallest sum, nor a largest one).
      if (sp.slot == "fastest" || sp.slot == "slowest") {
        std::erase_if(options.back(), [](const NumericCategory& n) {
          return n.time_scale == 0 && !speed(n) && !n.time_point &&
                 !has_unit(n, {"minute", "second", "hour", "min", "sec", "day", "week"});
        });
        if (options.back().empty()) return std::nullopt;
      }
      // A length is no point in time (`the longest delay` of departures at
      // 08:10, ... and delays in minutes), but for `the longest-serving`.
      const std::string& said = words[sp.word].stem;
      if ((said == "longest" || said == "shortest") && !serving(sp) && options.back().size() > 1)
        std::erase_if(options.back(), [](const NumericCategory& n) { return n.time_point; });
      // `the longest-serving member` is of the points in time only (the
      // years joined), never the longest layout.
      if (serving(sp)) {
        options.back().clear();
        for (const NumericCategory& n : numeric_)
          if (n.time_point) options.back().push_back(n);
        if (options.back().empty()) return std::nullopt;
      }
      if (options.back().size() == 1) continue;
      // A superlative that says what it measures (`oldest`, `heaviest`) and
      // fits several categories is not read by the words around it; the
      // other superlative may take one of them (`The heaviest contestant
      // lost the most weight`: the most is of the weights lost, so the
      // heaviest is of the others), else it stays unread.
      if (!generic_superlative(words[sp.word].stem)) {
        if (options.back().empty()) return std::nullopt;
        continue;
      }
      options.pop_back();
      // The words next to it first (`at the start lost the most weight`:
      // `lost`), then two each side.
      const auto near_by = [&](std::size_t reach) {
        std::vector<Word> near;
        const std::size_t from = sp.begin >= reach ? sp.begin - reach : 0;
        const std::size_t to = std::min(words.size(), sp.end + reach);
        for (std::size_t j = from; j < to; ++j) {
          const bool other = std::any_of(spans.begin(), spans.end(), [&](const SuperlativeSpan& o) {
            return &o != &sp && j >= o.begin && j < o.end;
          });
          if (!other) near.push_back(words[j]);
        }
        return numeric_for(s.text, near, SentenceValues(lexicon, near), numeric_, categories_);
      };
      std::vector<NumericCategory> next_to = near_by(1);
      options.push_back(next_to.size() == 1 ? std::move(next_to) : near_by(2));
    }
    // No one wins by an age, a date or a label (contested()).
    for (std::size_t k = 0; k < spans.size(); ++k)
      if (spans[k].slot == "best")
        std::erase_if(options[k], [](const NumericCategory& n) { return !contested(n); });
    std::vector<int> chosen(spans.size(), -1);
    for (int round = 0; round < 2; ++round)
      for (std::size_t k = 0; k < spans.size(); ++k) {
        std::vector<int> left;
        for (const NumericCategory& n : options[k])
          if (std::none_of(chosen.begin(), chosen.end(), [&](int c) { return c == n.index; }))
            left.push_back(static_cast<int>(&n - options[k].data()));
        if (chosen[k] < 0 && left.size() == 1) chosen[k] = options[k][left[0]].index;
      }
    // `The longest episode went out the month after the shortest one`: the
    // two ends of one list are two things.
    if (spans.size() == 2 && chosen[0] >= 0 && chosen[1] < 0 && options[1].size() == 1 &&
        options[1][0].index == chosen[0] && spans[0].slot != spans[1].slot &&
        means_largest(spans[0].slot, options[1][0]) != means_largest(spans[1].slot, options[1][0]))
      chosen[1] = chosen[0];
    // Each value as the list writes it (`$11,000`, `2 years old`), or its
    // number alone where that is what reads (`580 miles long`).
    for (const bool as_written : {true, false}) {
      std::string text;
      std::size_t at = 0;
      for (std::size_t k = 0; k < spans.size(); ++k) {
        const auto n = std::find_if(options[k].begin(), options[k].end(),
                                    [&](const NumericCategory& o) { return o.index == chosen[k]; });
        if (n == options[k].end()) return std::nullopt;
        // No one wins by an age or a date (superlatives.h, contested()).
        if (spans[k].slot == "best" && !contested(*n)) return std::nullopt;
        const CategoryText& c = categories_[static_cast<std::size_t>(n->index)];
        const std::size_t rank = static_cast<std::size_t>(spans[k].rank);
        if (rank > c.values.size()) return std::nullopt;
        // `came last` of a contest is the worst (the fewest points), `came
        // first` the best; of an order, the last and first.
        bool largest = means_largest(spans[k].slot, *n);
        const std::string& end_word = words[spans[k].word].stem;
        if ((end_word == "first" || end_word == "last") && contested(*n) &&
            std::any_of(words.begin(), words.end(), [](const Word& x) {
              return x.stem == "came" || x.stem == "finished" || x.stem == "placed" ||
                     x.stem == "ranked";
            }))
          largest = means_largest("best", *n) == (end_word == "first");
        // `the longest-serving member` of the years they joined is the
        // earliest; a length of a point in time says nothing else.
        if (n->time_point && (end_word == "longest" || end_word == "shortest")) {
          if (!serving(spans[k])) return std::nullopt;
          largest = end_word == "shortest";
        }
        const std::size_t v = largest ? c.values.size() - rank : rank - 1;
        const Word& first = words[spans[k].begin];
        const Word& last = words[spans[k].end - 1];
        text += s.text.substr(at, first.offset - at);
        text += as_written ? c.values[v] : c.names[v];
        at = last.offset + last.text.size();
      }
      text += s.text.substr(at);
      Sentence plain = s;
      plain.text = text;
      try {
        bool two = false;
        const std::vector<std::string> st = read(plain, lexicon, phrases, two, false, false);
        // A superlative's value compared over its own category (`The
        // longest trip left the day before ...` as `trip(trip.580) = ...`)
        // is a comparison read over the wrong category: no reading.
        for (const int c : chosen) {
          const std::string& name = categories_[static_cast<std::size_t>(c)].name;
          if (st.size() == 1 && st[0].find(name + "(" + name + ".") != std::string::npos)
            return std::nullopt;
        }
        if (st.size() == 1 && !two) return st[0];
      } catch (const io::InputError&) {
      }
    }
    return std::nullopt;
  }

  // `s` said otherwise, as `text`: its one statement; nullopt when it
  // reads as none, several or two ways.
  std::optional<std::string> read_as(const Sentence& s, std::string text, const Lexicon& lexicon,
                                     std::span<const Phrase> phrases, bool set_off,
                                     bool superlatives) const {
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

  std::vector<std::string> read(const Sentence& s, const Lexicon& lexicon,
                                std::span<const Phrase> phrases, bool& two_ways,
                                bool set_off = true, bool superlatives = true) const {
    // Sentences said again in words the table reads, each read anew.
    const auto again = [&](std::string text) {
      // (A sentence said again more than 64 times in a row is refused.)
      if (said_again_ >= 64)
        fail(s.line, s.column,
             fmt::format("could not read this {}: \"{}\" (it is said again in other words "
                         "too many times over)",
                         s.question ? "question" : "clue", s.text));
      Sentence plain = s;
      plain.text = held_.emplace_back(std::move(text));
      ++said_again_;
      struct Back {
        int& depth;
        ~Back() { --depth; }
      } back{said_again_};
      return read(plain, lexicon, phrases, two_ways, set_off, superlatives);
    };
    // `Ann's sister bought the cat`: someone else's deed, which says
    // nothing of whose the cat is (unless a list is of them: `Ann's
    // husband is Bob` where the husbands are listed). `Who nearly chose
    // the cat?` asks of no one the grid holds. (Looked at once a sentence,
    // not again for each rewording, and the values found only where a
    // word of either is said.)
    if (said_again_ == 0) {
      const std::vector<Word> w = cut_words(s.text);
      const bool tie =
          std::any_of(w.begin(), w.end(), [](const Word& x) { return tie_word(x.stem); });
      const bool denies = s.question && std::any_of(w.begin(), w.end(), [](const Word& x) {
                            return denying_word(x.stem);
                          });
      if (tie || denies) {
        const SentenceValues v(lexicon, w);
        for (std::size_t i = 0; i < w.size() && tie; ++i)
          if (relative_of(s.text, w, v, i) &&
              (lexicon.category_named(w[i].stem) < 0 || w[i].stem == "friend")) {
            // (Whose: the value, or the value and its doer: `the cat owner`.)
            const std::size_t from = v.covered(i - 1) ? i - 1 : i - 2;
            const std::string_view whose = s.text.substr(
                w[from].offset, w[i - 1].offset + w[i - 1].text.size() - w[from].offset);
            fail(s.line, s.column,
                 fmt::format("could not read this {}: \"{}\" (it speaks of {}'s {}, someone "
                             "other than {})",
                             s.question ? "question" : "clue", s.text, whose, w[i].text, whose));
          }
        for (std::size_t i = 0; i < w.size() && denies; ++i)
          if (!v.covered(i) && denies_at(w, i))
            fail(s.line, s.column,
                 fmt::format("could not read this question: \"{}\" (`{}` asks of what did "
                             "not happen, which no list holds)",
                             s.text, w[i].text));
      }
    }
    // `Turbo, sadly not living up to his name, came in last`: a denial in
    // an aside set off by commas that names no value denies the aside, not
    // the clause around it (it had read `Turbo is not last`): refused.
    if (said_again_ == 0 && !s.question)
      if (const std::optional<std::string> aside = denying_aside(s.text, lexicon))
        fail(s.line, s.column,
             fmt::format("could not read this clue: \"{}\" (`{}` denies something set off by "
                         "commas that names nothing of the lists)",
                         s.text, *aside));
    // `Oh and Lucia had table 14`, `Finally, the mittens took ...`: an
    // opening interjection or joining word says nothing (shown whole, read
    // without it).
    if (std::optional<std::string> plain = without_opener(s.text)) return again(*plain);
    // `Dani's best piece wasn't brown` where the list is of `one best
    // piece, blue, brown, ...`: the list's own words, no superlative.
    if (std::optional<std::string> plain = without_listed_superlative(s.text, lexicon))
      return again(*plain);
    // `Ruaridh didn't use bacon, because he says it smells`: a reason
    // that names nothing of the lists says nothing of the grid (shown
    // whole, read without it); one that names a value is read as said.
    if (!s.question)
      for (std::string_view why :
           {", because ", " because ", ", as he ", ", as she ", ", as they "})
        if (const std::size_t at = s.text.find(why); at != std::string_view::npos && at > 0) {
          const std::vector<Word> reason = cut_words(s.text.substr(at + why.size()));
          // (Nor a number, an end or a word of relation: `because she came
          // last` says where she came.)
          if (says_nothing(reason, lexicon)) return again(std::string(s.text.substr(0, at)));
          break;
        }
    // `Alfie says: "My plane went 1 metre further than the blue one!"`.
    if (std::optional<std::string> plain = quoted_speech(s.text)) return again(*plain);
    // `Ironically, ...`, `Sadly, ...`: a comment on what follows, an
    // adverb set off by its comma (never a name, `Holly, who ...`, nor
    // `Only,`).
    {
      const std::vector<Word> w = cut_words(s.text);
      if (w.size() > 3 && w[0].offset == 0 && w[0].text.size() > 5 && w[0].text.ends_with("ly") &&
          s.text.substr(w[0].text.size()).starts_with(",") && w[0].stem != "only" &&
          w[0].stem != "early" && w[0].stem != "exactly" && w[0].stem != "directly" &&
          w[0].stem != "immediately" && !SentenceValues(lexicon, w).covered(0))
        return again(std::string(s.text.substr(w[1].offset)));
    }
    // `What's Kev ordering?`, `Who's wearing red?`: `is` said in full.
    if (s.question)
      for (std::string_view wh : {"What", "Who", "Where", "what", "who", "where"})
        for (std::string_view mark : {"'s ", "\u2019s "})
          if (s.text.starts_with(std::string(wh) + std::string(mark)))
            if (std::optional<std::string> st = read_as(
                    s,
                    std::string(wh) + " is " + std::string(s.text.substr(wh.size() + mark.size())),
                    lexicon, phrases, set_off, superlatives))
              return {*st};
    // `so who's on the silver one then?`: a question's closing `then`.
    if (s.question && s.text.size() > 12 && s.text.ends_with(" then"))
      return again(std::string(s.text.substr(0, s.text.size() - 5)));
    // `Can you work out whose sunflower is nearest the gate?`: the
    // question it asks (`Whose sunflower is nearest the gate?`).
    if (s.question) {
      const std::vector<Word> w = cut_words(s.text);
      static const std::set<std::string> kWh = {"who",   "whose", "which", "what",
                                                "where", "when",  "how"};
      for (std::size_t i = 0; i + 3 < w.size() && i < 6; ++i)
        if (kWh.count(w[i + 1].stem) && i >= 2 && w[0].stem == "can" && w[1].stem == "you" &&
            (w[i].stem == "out" || w[i].stem == "tell" || w[i].stem == "say" ||
             w[i].stem == "deduce" || w[i].stem == "determine" || w[i].stem == "me")) {
          std::string asked(s.text.substr(w[i + 1].offset));
          asked[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(asked[0])));
          return again(asked);
        }
    }
    // `my tortoise` where the teller listed `me (Pauline)`: Pauline's.
    if (!narrator_.empty())
      if (std::string plain = first_person_as(s.text, narrator_); !plain.empty())
        return again(plain);
    // `Val: I used 2 more balls than Pam` in a chat: Val's clue.
    for (const Speaker& said : speakers_)
      if (said.line == s.line) {
        if (std::string plain = first_person_as(s.text, said.name); !plain.empty())
          return again(plain);
        break;
      }
    // `opposite Bea` at a round table: half the table away.
    if (circle_)
      if (std::optional<std::string> seats = opposite_as_seats(s.text, n_)) return again(*seats);
    // `lives at No. 2`: the number 2, never `no`.
    for (std::size_t at = s.text.find("o. "); at != std::string_view::npos;
         at = s.text.find("o. ", at + 1))
      if (at > 0 && (s.text[at - 1] == 'N' || s.text[at - 1] == 'n') &&
          (at == 1 || !std::isalpha(static_cast<unsigned char>(s.text[at - 2]))) &&
          at + 3 < s.text.size() && std::isdigit(static_cast<unsigned char>(s.text[at + 3])))
        return again(std::string(s.text.substr(0, at - 1)) + "number " +
                     std::string(s.text.substr(at + 3)));
    // `at the left-hand end`, `the right-hand seat`: left and right.
    for (std::string_view hand : {"left-hand", "right-hand", "left hand", "right hand"})
      if (const std::size_t at = s.text.find(hand); at != std::string_view::npos && !magazine_)
        return again(std::string(s.text.substr(0, at)) +
                     std::string(hand.substr(0, hand.find_first_of("- "))) +
                     std::string(s.text.substr(at + hand.size())));
    // `Mrs Tate keeps no dog`, `Ian drank no tea`: `no` before a value,
    // after a verb, denies it (`keeps not the dog`); never `no more`, `no
    // one`, nor after a preposition (`the man with no hat`).
    {
      const std::vector<Word> w = cut_words(s.text);
      const SentenceValues values(lexicon, w);
      static const std::set<std::string> kNotVerbs = {"with", "of",  "in", "at",  "on",  "by",
                                                      "for",  "to",  "is", "was", "wa",  "are",
                                                      "were", "and", "or", "but", "than"};
      for (std::size_t k = 1; k + 1 < w.size(); ++k)
        if (w[k].stem == "no" && w[k].text == "no" && values.covered(k + 1) &&
            !values.covered(k - 1) && std::islower(static_cast<unsigned char>(w[k - 1].text[0])) &&
            !kNotVerbs.count(w[k - 1].stem) && !is_particle(w[k - 1].stem))
          return again(std::string(s.text.substr(0, w[k].offset)) + "not the" +
                       std::string(s.text.substr(w[k].offset + 2)));
    }
    // `what Bev is doing` (asked inside another sentence: `What I want to
    // know is what Bev is doing`): `what is Bev doing`.
    if (s.question)
      if (std::optional<std::string> asked = asked_in_order(s.text)) return again(*asked);
    // `What is the name of Gareth's bird?`: `What is Gareth's bird
    // called?` (`the name of` never names Gareth).
    if (s.question) {
      const std::vector<Word> q = cut_words(s.text);
      if (q.size() > 5 && q[0].stem == "what" &&
          (q[1].stem == "is" || q[1].stem == "was" || q[1].stem == "wa") && q[2].stem == "the" &&
          q[3].stem == "name" && q[4].stem == "of")
        return again(std::string(s.text.substr(0, q[2].offset)) +
                     std::string(s.text.substr(q[5].offset)) + " called");
    }
    // `Where was the market photo placed?`: its place in the contest.
    if (s.question)
      if (std::optional<std::string> ask = where_placed(cut_words(s.text), lexicon)) return {*ask};
    // `has been volunteering twice as long as`: `been` only says the tense
    // of the verb after it.
    for (std::string_view been : {" has been ", " have been ", " had been "})
      if (const std::size_t at = s.text.find(been); at != std::string_view::npos) {
        const std::vector<Word> next = cut_words(s.text.substr(at + been.size()));
        if (!next.empty() && next[0].offset == 0 && next[0].text.size() > 5 &&
            next[0].text.ends_with("ing"))
          return again(std::string(s.text.substr(0, at)) + " has " +
                       std::string(s.text.substr(at + been.size())));
      }
    // `What's on the top shelf?` in a row: `Which pickle is ...`, where one
    // list is of things (neither the people nor numbers).
    if (s.question && !magazine_ && !s.text.empty()) {
      const std::vector<Word> q = cut_words(s.text);
      const bool contracted =
          s.text.size() > 6 && (s.text[4] == '\'' || s.text.substr(4, 3) == "\u2019");
      const std::size_t rest =
          q.size() > 2 && q[0].stem == "what" && q[0].offset == 0
              ? (contracted                                                       ? 1
                 : (q[1].stem == "is" || q[1].stem == "wa" || q[1].stem == "was") ? 2
                                                                                  : 0)
              : 0;
      if (rest != 0) {
        const int people = category_index(who_);
        int things = -1, count = 0, held = -1, holders = 0;
        // (Of several, `What is in feeder 1?` asks the one a line says is
        // held in them: `Each feeder holds something different`.)
        const bool in = q.size() > rest && (q[rest].stem == "in" || q[rest].stem == "inside");
        for (std::size_t c = 0; c < categories_.size(); ++c)
          if (static_cast<int>(c) != people && !ordered_.count(categories_[c].name)) {
            things = static_cast<int>(c);
            ++count;
            for (const Word& lw : cut_words(categories_[c].name + " " + categories_[c].line_words))
              if (lw.stem == "hold" || lw.stem == "holds" || lw.stem == "contain" ||
                  lw.stem == "contains" || lw.stem == "filled") {
                held = static_cast<int>(c);
                ++holders;
                break;
              }
          }
        if (count > 1 && in && holders == 1) {
          things = held;
          count = 1;
        }
        if (count == 1) {
          std::string noun = categories_[static_cast<std::size_t>(things)].name;
          std::replace(noun.begin(), noun.end(), '_', ' ');
          try {
            return again("Which " + noun + " is " + std::string(s.text.substr(q[rest].offset)));
          } catch (const io::InputError&) {
          }
        }
      }
    }
    // `made the most catches, 44`: `made 44` (in a row too, of its lists
    // of amounts: `The Pekin lays the fewest, just 2 a week`).
    if (magazine_ || !numeric_.empty()) {
      const std::vector<Word> w = cut_words(s.text);
      if (std::optional<std::string> plain =
              superlative_restated(s.text, w, SentenceValues(lexicon, w).covered_words()))
        return again(*plain);
    }
    // `lives in an odd-numbered house`, `scored an even number of points`:
    // the places or the values of that kind, said as a choice of two or
    // three.
    if (std::optional<std::string> choice = parity_as_choice(s.text)) return again(*choice);
    if (std::optional<std::string> only = only_past(s.text, lexicon)) return again(*only);
    // Said in plainer words (plain_words.h): `topped the league`, `was
    // placed below`, `came away with`, `took the longest`, ...
    if (std::optional<std::string> plain = said_plainly(s.text, magazine_)) return again(*plain);
    // `The blue tits moved into a box that went up earlier than the wrens'
    // box`: the thing the subject took, said by a relative clause, is its
    // own (`The blue tits' box went up earlier than ...`).
    {
      const std::vector<Word> w = cut_words(s.text);
      const SentenceValues v(lexicon, w);
      std::size_t b = w.size() > 0 && w[0].stem == "the" ? 1 : 0;
      std::size_t e = b;
      while (e < w.size() && v.covered(e)) ++e;
      if (e > b && e + 4 < w.size() && v.resolve(b, e).ok) {
        for (std::size_t k = e + 1; k + 2 < w.size() && k <= e + 3; ++k) {
          const bool relative = (w[k].stem == "a" || w[k].stem == "an" || w[k].stem == "the") &&
                                !v.covered(k + 1) &&
                                std::islower(static_cast<unsigned char>(w[k + 1].text.front())) &&
                                (w[k + 2].stem == "that" || w[k + 2].stem == "which");
          if (!relative) continue;
          // (The words between are the verb and its particle, no value and
          // no word of a relation: `was immediately behind the cab that went
          // to the airport` places the subject, it says no cab of its own.)
          const auto cues = cue_words();
          bool plain = true;
          for (std::size_t j = e; j < k; ++j)
            plain = plain && !v.covered(j) &&
                    std::find(cues.begin(), cues.end(), w[j].stem) == cues.end() &&
                    !lexicon.place_noun(w[j].stem) && w[j].stem != "next" &&
                    w[j].stem != "behind" && w[j].stem != "ahead" && w[j].stem != "front" &&
                    w[j].stem != "beside" && w[j].stem != "immediately" &&
                    w[j].stem != "directly" && w[j].stem != "right" && w[j].stem != "left" &&
                    w[j].stem != "than" && !w[j].text.ends_with("er");
          if (!plain || k + 3 >= w.size()) break;
          const std::string subject(
              s.text.substr(w[b].offset, w[e - 1].offset + w[e - 1].text.size() - w[b].offset));
          return again(subject + "'s " + std::string(w[k + 1].text) + " " +
                       std::string(s.text.substr(w[k + 3].offset)));
        }
      }
    }
    // `Mr. Ellis outbid Mr. Alvarez by exactly $100 for his lot`: the
    // subject's own thing said last by a noun (a list's, or none), no
    // value, says nothing more (never `for her cat`, a value).
    {
      const std::vector<Word> w = cut_words(s.text);
      const std::size_t n = w.size();
      if (n >= 5 && w[n - 3].stem == "for" &&
          (w[n - 2].stem == "his" || w[n - 2].stem == "her" || w[n - 2].stem == "their" ||
           w[n - 2].stem == "its") &&
          std::islower(static_cast<unsigned char>(w[n - 1].text.front())) &&
          !SentenceValues(lexicon, w).covered(n - 1)) {
        std::size_t cut = w[n - 3].offset;
        while (cut > 0 && s.text[cut - 1] == ' ') --cut;
        return again(std::string(s.text.substr(0, cut)));
      }
    }
    // `took up ringing more recently than Bernard`: later, of points in
    // time only; over years of ringing (or anything else) it is refused,
    // never read as more of them.
    for (const auto& [said, as] :
         {std::pair<std::string_view, std::string_view>{"more recently than", "later than"},
          {"less recently than", "earlier than"}})
      if (const std::size_t at = s.text.find(said); at != std::string_view::npos) {
        if (std::none_of(numeric_.begin(), numeric_.end(),
                         [](const NumericCategory& n) { return n.time_point; }))
          fail(s.line, s.column,
               fmt::format("could not read this {}: \"{}\" (`recently` compares points in time, "
                           "and no list is one)",
                           s.question ? "question" : "clue", s.text));
        return again(std::string(s.text.substr(0, at)) + std::string(as) +
                     std::string(s.text.substr(at + said.size())));
      }
    // `Dennis has been in the club longer than Clive`, `has been a member
    // two years longer than`: joined earlier, where the list is of points
    // in time (the years they joined); over a list of years served
    // (`years ringing`) it is more of them, read as written.
    if (const std::optional<std::string> earlier = served_as_earlier(s.text)) {
      const bool points = std::any_of(numeric_.begin(), numeric_.end(),
                                      [](const NumericCategory& n) { return n.time_point; });
      const bool served =
          std::any_of(numeric_.begin(), numeric_.end(), [](const NumericCategory& n) {
            return !n.time_point && has_unit(n, {"year", "years"});
          });
      if (points && !served) return again(*earlier);
    }
    // `won on the night, as they so often do`: the remark goes.
    if (std::optional<std::string> plain = without_as_remark(s.text)) return again(*plain);
    // `Nothing at all was handed in after the teddy bear`: it was last.
    if (magazine_)
      if (std::optional<std::string> plain = nothing_after_as_end(s.text)) return again(*plain);
    // `2 minutes 25 seconds longer`: 145 seconds.
    if (std::optional<std::string> plain = compound_amounts(s.text)) return again(*plain);
    // `practises the most each week`: the most.
    if (std::optional<std::string> plain = without_rate(s.text)) return again(*plain);
    // `than any of the others`: `than anyone else`.
    if (std::optional<std::string> plain = others_as_anyone(s.text)) return again(*plain);
    // `whoever bought the Gouda paid €4 a kilo less than Gina`: the one
    // who did it is the value it names.
    if (std::optional<std::string> plain = whoever_as_value(s.text, lexicon)) return again(*plain);
    // `Nobody with a purple basket looked by the gate`: the one with it
    // did not; read as said of that one, then denied (only where that
    // reads as one value being another).
    if (std::optional<std::string> one = nobody_as_one(s.text)) {
      std::vector<std::string> st;
      try {
        st = again(*one);
      } catch (const io::InputError&) {
      }
      const std::size_t is = st.size() == 1 ? st[0].find(" is ") : std::string::npos;
      if (is != std::string::npos && st[0].find(" is ", is + 1) == std::string::npos &&
          st[0].find(" not ") == std::string::npos && st[0].find(" of ") == std::string::npos)
        return {st[0].substr(0, is) + " is not " + st[0].substr(is + 4)};
    }
    // `Who is at the right end?`, `Who is staying on the top floor?`: a
    // question of an end or the middle, asked of its number.
    if (s.question && !magazine_)
      if (std::optional<std::string> plain = ends_as_numbers(s.text)) return again(*plain);
    // `but not as high as Rosa's`: `lower than Rosa's`.
    if (std::optional<std::string> plain = not_as_as_than(s.text)) return again(*plain);
    // `In which seat, counting from the left, does Edmund sit?`: places
    // are counted from the left; said so, it goes.
    if (!magazine_)
      for (std::string_view aside :
           {", counting from the left,", ", counted from the left,", ", from the left,",
            "Counting from the left,", "counting from the left,"})
        if (const std::size_t at = s.text.find(aside); at != std::string_view::npos)
          return again(std::string(s.text.substr(0, at)) + " " +
                       std::string(s.text.substr(at + aside.size())));
    // `Ned Jones didn't fly the yellow kite` where first names and surnames
    // are two lists: Ned is Jones, and the rest is said of Ned.
    if (std::optional<std::pair<std::string, std::string>> full = full_name(s.text, lexicon)) {
      const std::vector<std::string> st = again(std::move(full->first));
      if (st.size() == 1 && !two_ways) return {"all of: " + full->second + "; " + as_part(st[0])};
      return st;
    }
    // `..., nor does he catch the 12`: `and he does not`.
    if (std::optional<std::string> plain = nor_as_and_not(s.text)) return again(*plain);
    // `The banjo and the harp came in four days apart, the former first`.
    if (std::optional<std::string> either = apart(s, lexicon, phrases)) return {*either};
    // `directly above the nurse` in a building: a place further up.
    if (std::optional<std::string> row = floors_as_row(s.text, upright_)) return again(*row);
    // `Deshawn has a higher-numbered locker than Brianna` in a row whose
    // places no list numbers: further along the row.
    if (!magazine_ && n_ > 0 &&
        std::none_of(numeric_.begin(), numeric_.end(),
                     [](const NumericCategory& n) { return has_unit(n, {"numbered"}); })) {
      const std::vector<Word> w = cut_words(s.text);
      for (std::size_t k = 0; k + 2 < w.size(); ++k) {
        if ((w[k].stem != "higher" && w[k].stem != "lower") || w[k + 1].stem != "numbered")
          continue;
        std::size_t than = k + 2;
        if (than < w.size() && w[than].stem != "than") ++than;
        if (than >= w.size() || w[than].stem != "than") break;
        std::size_t from = k;
        if (from > 0 && (w[from - 1].stem == "a" || w[from - 1].stem == "the")) --from;
        if (from > 0 &&
            (w[from - 1].stem == "has" || w[from - 1].stem == "had" || w[from - 1].stem == "ha" ||
             w[from - 1].stem == "uses" || w[from - 1].stem == "use" ||
             w[from - 1].stem == "rents" || w[from - 1].stem == "rent"))
          --from;
        return again(std::string(s.text.substr(0, w[from].offset)) + "is somewhere to the " +
                     (w[k].stem == "higher" ? "right" : "left") + " of" +
                     std::string(s.text.substr(w[than].offset + w[than].text.size())));
      }
    }
    // `two cars behind the Skoda` in a row: two places.
    if (!magazine_ && n_ > 0) {
      const std::vector<Word> w = cut_words(s.text);
      if (std::optional<std::string> row =
              counted_as_places(s.text, SentenceValues(lexicon, w).covered_words()))
        return again(*row);
    }
    // `directly behind Freya` in a queue: a place further from its front.
    if (queue_)
      if (std::optional<std::string> row = queue_as_row(s.text)) return again(*row);
    // `The Brownies' float came immediately after the Wild West float` in
    // a procession: behind it, where no list is of times that `after`
    // could compare.
    if (queue_ && numeric_.empty())
      if (std::optional<std::string> row = order_as_row(s.text)) return again(*row);
    // `The zoo stop comes straight after Mill Lane` where the stops are
    // numbered in the order the tram reaches them: the next place.
    if (in_order_)
      if (std::optional<std::string> row = order_as_row(s.text)) return again(*row);
    // `Dev is not last` in a queue: its last place.
    // (In an order in time, `first` is its first place whatever is
    // counted: `The tap dance wasn't on first` where votes are listed.)
    if (n_ > 0 && (numeric_.empty() || in_order_))
      if (std::optional<std::string> plain = bare_end_as_position(s.text)) return again(*plain);
    // `at berth 5, at the very end of the pier`: the end said again.
    if (n_ > 0)
      if (std::optional<std::string> plain = end_restated(s.text, n_)) return again(*plain);
    // `immediately outside the Kenyan's` where lane 1 is the inside.
    if (ends_)
      if (std::optional<std::string> row = ends_as_row(s.text, *ends_)) return again(*row);
    std::vector<Word> words = a_unit_is_one(
        without_hedges(next_ones(without_span(final_as_last(out_verbs(cut_words(s.text)))))));
    std::optional<SentenceValues> found(std::in_place, lexicon, words);
    // The ordered categories a comparison may be over; less those over
    // which it compared two of their own values (`the train at platform 1
    // leaves before ...` where `leaves` is a word of the platforms' line),
    // which says nothing: then what else the words allow.
    std::vector<NumericCategory> numeric = numeric_;
    // In a row, `first` and `last` are its ends, never the earliest or
    // latest year (`Union is the first mill` of mills built in 1752, ...).
    if (!magazine_ && std::any_of(words.begin(), words.end(), [](const Word& w) {
          return w.stem == "first" || w.stem == "last";
        }))
      std::erase_if(numeric, [](const NumericCategory& n) { return n.calendar == "year"; });
    const std::string who = who_for(s, lexicon);
    SentenceReading r;
    const auto read_all = [&] {
      r = read_sentence(
          phrases, words, *found, n_, [&](ValueRef v) { return value_text(v); }, who,
          numeric_for(s.text, words, *found, numeric, categories_));
      for (const bool strict : {false, true}) {
        if (!r.statements.empty() || !r.ambiguous.empty() || r.bad_position != 0) break;
        if (as_as_comparison(words)) break;
        // The meaning pass: the values and the words that say how they
        // relate, read by the same table.
        bool two_things = false;
        std::vector<Word> kept = meaning_words(words, lexicon, *found, strict, phrases, two_things);
        if (kept.size() < words.size() && !kept.empty()) {
          std::optional<SentenceValues> again(std::in_place, lexicon, kept);
          SentenceReading m = read_sentence(
              phrases, kept, *again, n_, [&](ValueRef v) { return value_text(v); }, who,
              numeric_for(s.text, words, *found, numeric, categories_));
          r.trivial.insert(r.trivial.end(), m.trivial.begin(), m.trivial.end());
          if (two_things)
            std::erase_if(m.statements, [](const std::string& st) { return says_one(st); });
          if (!m.statements.empty() || !m.ambiguous.empty() || m.bad_position != 0) {
            r = std::move(m);
            words = std::move(kept);
            found.emplace(lexicon, words);
          }
        }
      }
    };
    read_all();
    // In a row, nearness is a place in it, never a length (`moored further
    // out than any other boat` of boats' lengths): no reading over a list
    // of numbers.
    if (!magazine_ && !numeric_.empty() &&
        std::any_of(words.begin(), words.end(), [](const Word& w) {
          return w.stem == "further" || w.stem == "farther" || w.stem == "nearer" ||
                 w.stem == "closer" || w.stem == "nearest" || w.stem == "closest" ||
                 w.stem == "furthest" || w.stem == "farthest";
        }))
      std::erase_if(r.statements, [&](const std::string& st) {
        return std::any_of(numeric_.begin(), numeric_.end(), [&](const NumericCategory& n) {
          return st.find(n.name + ".") != std::string::npos ||
                 st.find(n.name + "(") != std::string::npos;
        });
      });
    // `The Rolling Pin had the slowest night`: a night's business, which
    // the superlatives pass reads (its words `night`, `day` are fillers to
    // the table, which would read the slowest of times or the best place).
    if (business_superlative(cut_words(s.text))) r = SentenceReading{};
    // `Where is Ben going?` asks where to (a town), never a place in the
    // row or the queue: what_did reads it, or it is refused.
    if (s.question && where_to(cut_words(s.text))) r = SentenceReading{};
    // `Which act was on in slot 1?` never asks the place of place 1 (nor
    // does `Which car is at the front?` where the cars' list is named
    // otherwise: it is refused, never answered `1`).
    if (s.question)
      std::erase_if(r.statements, [place = shell_.categories.back().name](const std::string& st) {
        if (!st.starts_with("position of p") && !st.starts_with(place + " of p")) return false;
        const std::size_t digits = st.rfind(" of p") + 5;
        return digits < st.size() &&
               st.find_first_not_of("0123456789", digits) == std::string::npos;
      });
    if (r.statements.empty() && r.ambiguous.empty() && r.bad_position == 0 && !r.trivial.empty()) {
      std::erase_if(numeric, [&](const NumericCategory& n) {
        return std::find(r.trivial.begin(), r.trivial.end(), n.index) != r.trivial.end();
      });
      read_all();
    }
    const SentenceValues& values = *found;
    const char* what = s.question ? "question" : "clue";
    // `Neither Brenda nor Mrs. Fitch chose low-salt` names two people in a
    // magazine grid: they are not one. (Not what one thing is neither of:
    // `Sandy Cove is neither the shortest layout nor the N gauge one` says
    // nothing of the shortest and the N gauge, which may be one.)
    if (magazine_ && r.statements.size() == 1 && r.statements[0].starts_with("neither ") &&
        !words.empty() && words[0].stem == "neither") {
      const std::string& st = r.statements[0];
      const std::size_t nor = st.find(" nor "), is = st.find(" is ", nor + 5);
      if (nor != std::string::npos && is != std::string::npos) {
        const std::string a = st.substr(8, nor - 8), b = st.substr(nor + 5, is - nor - 5);
        if (category_of(a) != category_of(b))
          r.statements[0] = "all of: " + st + "; " + a + " is not " + b;
      }
    }
    if (r.statements.empty() && r.ambiguous.empty() && r.bad_position == 0)
      if (std::optional<std::string> plain = without_empty_aside(s.text, lexicon)) {
        // `The Hendersons, with all those children, took the most milk`.
        if (std::optional<std::string> st =
                read_as(s, std::move(*plain), lexicon, phrases, set_off, superlatives))
          return {*st};
      }
    if (!s.question && r.statements.empty() && r.ambiguous.empty() && r.bad_position == 0) {
      if (set_off)
        if (std::optional<std::string> both = read_set_off(s, lexicon, phrases)) return {*both};
      if (set_off)
        if (std::optional<std::string> both = read_beside(s, lexicon, phrases)) return {*both};
      if (std::optional<std::pair<std::string, std::string>> owned = owned_value(s.text, lexicon))
        if (std::optional<std::string> st =
                read_as(s, std::move(owned->first), lexicon, phrases, set_off, superlatives))
          return {"all of: " + owned->second + "; " + as_part(*st)};
      const std::vector<Word> all = cut_words(s.text);
      if (superlatives)
        if (std::optional<std::string> st =
                read_superlatives(s, all, SentenceValues(lexicon, all), lexicon, phrases))
          return {*st};
      if (magazine_)
        if (std::optional<std::string> st = denied_comparison(s, lexicon, phrases)) return {*st};
      if (set_off)
        if (std::optional<std::string> both = read_clauses(s, lexicon, phrases)) return {*both};
      // `The puncture was both the quickest and the cheapest job of the
      // morning`: each said of it.
      if (set_off)
        if (std::optional<std::pair<std::string, std::string>> two = both_said(s.text)) {
          const std::string parts[] = {two->first, two->second};
          if (std::optional<std::string> both = read_all_of(s, parts, lexicon, phrases))
            return {*both};
        }
      // `The student whose last word was "mnemonic" finished ...`: the
      // value the clause names.
      // `The youngest pupil opened the recital`: the first.
      const SentenceValues all_values(lexicon, all);
      // `Of the bread slicer and the electric kettle, the former was
      // patented 16 years after the latter`: each said by its name.
      for (const std::optional<std::string>& plain :
           {relatives_as_values(s.text, all, all_values, category_index(who_), magazine_),
            magazine_ ? order_verbs_as_ends(s.text, all, all_values) : std::nullopt,
            former_latter_named(s.text, lexicon)}) {
        if (!plain) continue;
        if (std::optional<std::string> st =
                read_as(s, *plain, lexicon, phrases, set_off, superlatives))
          return {*st};
      }
      if (!magazine_)
        if (std::optional<std::string> st =
                read_holder_at_place(s, all, all_values, lexicon, phrases))
          return {*st};
    }
    // A question of a value's own list (`How long is the May episode?`
    // read as `month of month.5`) asks nothing;
    // the question word may still ask another (`Which truck does Gloria
    // drive?` where the drivers' line says `truck drivers`).
    if (s.question)
      std::erase_if(r.statements, [&](const std::string& st) {
        const std::size_t of = st.find(" of ");
        if (of == std::string::npos || st.find(' ') != of) return false;
        const int asked = category_index(st.substr(0, of));
        return asked >= 0 && category_of(st.substr(of + 4)) == asked;
      });
    // `How old is the child who gave the kite?`: the value the clause
    // names (the kite's child), as in a clue.
    if (s.question && r.statements.empty() && r.ambiguous.empty() && r.bad_position == 0) {
      const std::vector<Word> all = cut_words(s.text);
      if (std::optional<std::string> plain = relatives_as_values(
              s.text, all, SentenceValues(lexicon, all), category_index(who_), magazine_))
        if (std::optional<std::string> st =
                read_as(s, *plain, lexicon, phrases, set_off, superlatives))
          return {*st};
    }
    // `What did Doreen take home?`: the one list that is neither the
    // people's, nor ordered, nor Doreen's own.
    if (s.question && r.statements.empty() && r.ambiguous.empty() && r.bad_position == 0) {
      if (std::optional<std::string> ask = what_did(cut_words(s.text), lexicon)) return {*ask};
    }
    // `Who won the spelling bee?`: a question of the value a superlative
    // means.
    if (s.question && superlatives && r.statements.empty() && r.ambiguous.empty() &&
        r.bad_position == 0) {
      const std::vector<Word> all = cut_words(s.text);
      if (std::optional<std::string> st =
              read_superlatives(s, all, SentenceValues(lexicon, all), lexicon, phrases))
        return {*st};
    }
    // `What colour is the scarf on Lily's snowman?` asks a colour: a
    // reading that asks another category (the snowmen's hats, by a word of
    // their line) is no reading of it.
    // `In which house does the tennis player live?` of a row asks a
    // position, not the colours whose line says `houses`.
    if (s.question) {
      const std::vector<Word> all = cut_words(s.text);
      const std::size_t at =
          !all.empty() && (all[0].stem == "in" || all[0].stem == "on" || all[0].stem == "at") ? 1
                                                                                              : 0;
      const bool wh = all.size() >= at + 2 && (all[at].stem == "what" || all[at].stem == "which");
      // `Which kind of kite ...` asks the kites.
      std::size_t noun = at + 1;
      if (wh && all.size() > at + 3 &&
          (all[noun].stem == "kind" || all[noun].stem == "sort" || all[noun].stem == "type") &&
          all[noun + 1].stem == "of")
        noun += 2;
      const bool place = wh && !magazine_ && lexicon.place_noun(all[noun].stem);
      const int asked = wh && !place ? lexicon.category_named(all[noun].stem) : -1;
      // A grid without positions asks none (`Which house is Matteo in?`
      // of school houses, `Where is Bo?`).
      if (magazine_)
        std::erase_if(r.statements,
                      [](const std::string& st) { return st.starts_with("position of "); });
      if (asked >= 0 || place)
        std::erase_if(r.statements, [&](const std::string& st) {
          const std::size_t of = st.find(" of ");
          if (of == std::string::npos) return false;
          const std::string head = st.substr(0, of);
          return place ? head != "position"
                       : head != lexicon.category_name(asked) && head != "position";
        });
      // `When does the Corley bus leave?` asks a time or a date, never the
      // bus a noun of its names (wh_question reads it then).
      if (!all.empty() && all[0].stem == "when")
        std::erase_if(r.statements, [&](const std::string& st) {
          const std::size_t of = st.find(" of ");
          return of == std::string::npos ||
                 std::none_of(numeric_.begin(), numeric_.end(), [&](const NumericCategory& n) {
                   return (n.time_point || n.time_scale != 0) &&
                          categories_[static_cast<std::size_t>(n.index)].name == st.substr(0, of);
                 });
        });
      // `Which boat brings in the bass?` where the boats have names (the
      // Kittiwake, the Marigold, ...): the name, not where it is moored;
      // `Which house ...` of houses without names stays a position.
      if (place && !s.text.empty() && r.statements.size() == 1 &&
          r.statements[0].starts_with("position of ") &&
          std::none_of(all.begin(), all.end(), [](const Word& x) { return x.stem == "number"; })) {
        // The things the row holds, named first without a noun of their
        // own and each with `the` (`They are the Kittiwake, the Marigold,
        // ...`: boats, not people), beside another list of names.
        const auto with_the = [&](const std::string& v) { return said_with_the(v); };
        const bool things =
            !categories_.empty() && names_list(0) && categories_[0].name == "name" &&
            std::all_of(categories_[0].values.begin(), categories_[0].values.end(), with_the) &&
            std::any_of(categories_.begin() + 1, categories_.end(), [&](const CategoryText& c) {
              return &c - categories_.data() != 0 &&
                     names_list(static_cast<std::size_t>(&c - categories_.data()));
            });
        if (things) r.statements[0] = categories_[0].name + r.statements[0].substr(8);
      }
    }
    // `What colour is the scarf on Lily's snowman?`, `At what time was
    // Aiden's lesson?`: the list the question word asks, of the one value
    // it names.
    if (s.question && r.statements.empty() && r.ambiguous.empty() && r.bad_position == 0) {
      const std::vector<Word> all = cut_words(s.text);
      AskedLists lists{categories_, numeric_, category_index(who_for(s, lexicon)), !magazine_};
      for (const NumericCategory& n : numeric_)
        if (categories_[static_cast<std::size_t>(n.index)].each_with_the)
          lists.named_numbers.push_back(n.index);
      if (std::optional<WhAsk> ask = wh_question(all, SentenceValues(lexicon, all), lists))
        return {categories_[static_cast<std::size_t>(ask->category)].name + " of " +
                value_text(ask->subject)};
    }
    two_ways = r.phrase_two_ways;
    if (r.statements.size() == 1 || (r.phrase_two_ways && r.bad_position == 0)) return r.statements;
    if (r.bad_position != 0)
      fail(s.line, s.column,
           fmt::format("could not read this {}: \"{}\" (position {} is outside 1 to {})", what,
                       s.text, r.bad_position, n_));
    if (r.statements.size() > 1) {
      std::string readings;
      for (const auto& st : r.statements) readings += (readings.empty() ? "`" : "`, `") + st;
      fail(s.line, s.column,
           fmt::format("could not read this {}: \"{}\" (it reads two ways: {}`)", what, s.text,
                       readings));
    }
    if (!r.ambiguous.empty())
      fail(s.line, s.column,
           fmt::format("could not read this {}: \"{}\" (a phrase names two values: {})", what,
                       s.text, names(r.ambiguous)));
    const std::vector<ValueRef> seen = values.mentioned();
    // `The green car is at the pump immediately after the silver car` in a
    // row numbered 1 to n with no list of numbers: its places, in the
    // order they are counted (as where the riddle says they are an order
    // in time; `five houses in a row` with no numbers have none).
    // (Never of floors or levels one above another: `Evan arrived after
    // Alicia` in a garage of five levels is a time, no level.)
    if (numeric_.empty() && numbered_ && !in_order_ && upright_ == Upright::kNo &&
        r.statements.empty() && r.ambiguous.empty() && r.bad_position == 0)
      if (std::optional<std::string> row = order_as_row(s.text))
        if (std::optional<std::string> st =
                read_as(s, *row, lexicon, phrases, set_off, superlatives))
          return {*st};
    if (r.wants_numbers && numeric_.empty())
      fail(s.line, s.column,
           fmt::format("could not read this {}: \"{}\" (it compares numbers, but no category's "
                       "values are numbers{})",
                       what, s.text,
                       magazine_ ? "" : "; and a riddle with positions compares none"));
    // `Who owns the dog?` where no list is of people: say so, and what
    // may be asked instead.
    if (s.question && !words.empty() &&
        (words[0].stem == "who" || words[0].stem == "whom" || words[0].stem == "whose") &&
        who_.empty()) {
      std::string lists;
      for (const CategoryText& c : categories_) lists += (lists.empty() ? "" : ", ") + c.name;
      fail(s.line, s.column,
           fmt::format("could not read this {}: \"{}\" (`{}` asks for a person, and no list of "
                       "this riddle is of people (its lists: {}); add one (`The owners are Ann, "
                       "Bo and Cy.`) or ask {})",
                       what, s.text, words[0].text, lists,
                       magazine_ ? "for a value (`What colour is the dog's?`)"
                                 : "for a place (`In which house is the dog?`)"));
    }
    // A pronoun is blamed only where it is the trouble: where the sentence
    // with the first value it names in its place reads (`Cerys played
    // neither the Waltz nor the Rondo, and she didn't take Grade 5` is
    // refused for what `Grade 5` names, not for `she`).
    const auto pronoun_is_the_trouble = [&](const Word& w) {
      if (seen.empty() || seen.front().category >= static_cast<int>(categories_.size()))
        return true;
      const std::string& named = categories_[static_cast<std::size_t>(seen.front().category)]
                                     .values[static_cast<std::size_t>(seen.front().value)];
      std::string text(s.text);
      // (Words said again in other words may stand anywhere: only a word
      // of the sentence as written is put in place.)
      if (w.offset + w.text.size() > text.size() ||
          text.compare(w.offset, w.text.size(), w.text) != 0)
        return true;
      text.replace(w.offset, w.text.size(), named);
      return read_as(s, std::move(text), lexicon, phrases, true, true).has_value();
    };
    for (const Word& w : words)
      if ((w.stem == "she" || w.stem == "he" || w.stem == "they" || w.stem == "him" ||
           w.stem == "them") &&
          pronoun_is_the_trouble(w))
        fail(s.line, s.column,
             fmt::format("could not read this {}: \"{}\" (\"{}\" refers to no one this "
                         "sentence names in a phrasing of docs/english.md; a pronoun is read "
                         "only for the subject of its own sentence)",
                         what, s.text, w.text));
    fail(s.line, s.column,
         fmt::format("could not read this {}: \"{}\" ({}{})", what, s.text,
                     seen.empty() ? std::string("it names no value of the lists")
                                  : "it names " + names(seen) +
                                        ", but no phrasing of docs/english.md fits the rest",
                     not_understood(words, values, lexicon, phrases)));
  }

  // The words of a refused sentence that no list, table or filler knows,
  // each with the table's word it may be a slip for: "; not understood:
  // `behind`, `imediately` (did you mean `immediately`?)".
  static std::string not_understood(const std::vector<Word>& words, const SentenceValues& values,
                                    const Lexicon& lexicon, std::span<const Phrase> phrases) {
    const std::vector<std::string>& known = table_words(phrases).in_order;
    std::string out;
    int listed = 0;
    for (std::size_t i = 0; i < words.size() && listed < 4; ++i) {
      const std::string& st = words[i].stem;
      if (values.covered(i) || lexicon.filler(st) || amount_word(st) != 0 ||
          std::find(known.begin(), known.end(), st) != known.end() ||
          out.find("`" + std::string(words[i].text) + "`") != std::string::npos)
        continue;
      out += (listed++ == 0 ? "; not understood: `" : ", `") + std::string(words[i].text) + "`";
      if (st.size() >= 4)
        if (const std::optional<std::string> near = io::nearest_name(st, known);
            near && *near != st)
          out += " (did you mean `" + *near + "`?)";
    }
    return out;
  }

  // A sentence that names no value, no place and no number says how the
  // puzzle is set (`No two owners keep the same pet.`, `Each paid a
  // different price.`): it frames the puzzle and is shown as a comment.
  // The line of the last question (0: none): what comes after it, where a
  // clue came before it, is said to the reader.
  int last_question_line() const {
    int last = 0;
    for (const Sentence& q : questions_) last = std::max(last, q.line);
    return last;
  }

  bool frames_only(const Sentence& s, const Lexicon& lexicon) const {
    const std::vector<Word> words = cut_words(s.text);
    // A solver's own remark (`I've got Ivan and Joy sorted but I'm not
    // sure about the rest`, `i got as far as putting Ben at the right end`)
    // is about solving, not the puzzle, whatever it names.
    if (!s.question && solver_remark(words)) return true;
    if (!s.question && instruction(words)) return true;
    // `So, two questions for you`, `Here are three questions`: what is
    // asked, counted, where no value is named.
    // (The count may be a value's too: `two` of times `two, three, ...`.)
    if (!s.question) {
      const SentenceValues named(lexicon, words);
      bool asked = false, other = false;
      for (std::size_t i = 0; i < words.size(); ++i) {
        const bool number = std::isdigit(static_cast<unsigned char>(words[i].text.front())) ||
                            number_word(words[i].stem) != 0;
        const bool counts = i + 1 < words.size() && words[i + 1].stem == "question";
        asked = asked || words[i].stem == "question";
        other = other || ((number || named.covered(i)) && !counts);
      }
      if (asked && !other) return true;
    }
    // A question's marks on a quiz sheet (`Where is Effie from? (5
    // points)`, `(2 marks)`): on the line of a question, after it.
    {
      static const std::set<std::string> kMarks = {"point", "points", "mark", "marks", "pt", "pts"};
      const bool marks = !s.question &&
                         (words.size() == 2 || (words.size() == 3 && words[2].stem == "each")) &&
                         (std::isdigit(static_cast<unsigned char>(words[0].text.front())) ||
                          number_word(words[0].stem) != 0) &&
                         kMarks.count(words[1].stem) != 0;
      if (marks && std::any_of(questions_.begin(), questions_.end(), [&](const Sentence& q) {
            return q.line == s.line && q.column < s.column;
          }))
        return true;
    }
    // A signature after the questions (`Pauline x`, `Love, Gran`, `- G.H.`):
    // a name and its kisses, whoever it names.
    {
      const int last_question = last_question_line();
      static const std::set<std::string> kSigned = {"x", "xx", "xxx", "love", "from", "cheers"};
      if (!s.question && last_question > 0 && s.line > last_question && !words.empty() &&
          words.size() <= 3 && std::all_of(words.begin(), words.end(), [](const Word& w) {
            return kSigned.count(w.stem) ||
                   std::isupper(static_cast<unsigned char>(w.text.front()));
          }))
        return true;
      // `answers in the replies (no cheating, Hollie)` after the questions,
      // on their line or later: a word to the reader, whoever it names.
      // (Or `First correct answer emailed in gets a pint (not Kev, ...)`:
      // the word in the first three.)
      const auto answers = [&] {
        for (std::size_t k = 0; k < words.size() && k < 3; ++k)
          if (words[k].stem == "answer" || words[k].stem == "solution") return true;
        return false;
      };
      if (!s.question && last_question > 0 && s.line >= last_question && !words.empty() &&
          answers() && std::any_of(clues_.begin(), clues_.end(), [&](const Sentence& c) {
            return c.line < last_question;
          }))
        return true;
    }
    // After the last question and every clue that names a value, a
    // sentence that names none and says no number is a word to the reader
    // (`Lines are open now, and the first correct caller wins a beach
    // towel`): the riddle has been asked. (Not a clue among clues after a
    // question that opens the text: `The heaviest contestant lost the most`.)
    const auto before = [](const Sentence& a, const Sentence& b) {
      return a.line < b.line || (a.line == b.line && a.column < b.column);
    };
    const auto names_nothing = [&](const std::vector<Word>& w) {
      return SentenceValues(lexicon, w).mentioned().empty() &&
             std::none_of(w.begin(), w.end(), [](const Word& x) {
               return std::isdigit(static_cast<unsigned char>(x.stem.front())) ||
                      number_word(x.stem) != 0;
             });
    };
    if (!s.question && !questions_.empty() &&
        std::all_of(questions_.begin(), questions_.end(),
                    [&](const Sentence& q) { return before(q, s); }) &&
        names_nothing(words) && std::all_of(clues_.begin(), clues_.end(), [&](const Sentence& c) {
          return !before(s, c) || names_nothing(cut_words(c.text));
        }))
      return true;
    // A greeting (`Greetings from sunny Scarborough`, `Hi Sam, welcome
    // aboard`, `Dear Sophie`) names whom it greets, from where: nothing of
    // the grid, where it names no value.
    if (!s.question && !words.empty() && greeting_word(words[0].stem) &&
        SentenceValues(lexicon, words).mentioned().empty())
      return true;
    // Places alone (`Lane 1 is on the left`) say how they are numbered.
    bool places = false;
    for (const ValueRef& r : SentenceValues(lexicon, words).mentioned()) {
      if (r.category != lexicon.place_category()) return false;
      places = true;
    }
    if (words.empty()) return false;
    // `Lane 1 is on the left` says how places are numbered; `The drummer
    // lives on floor 1` says who is there, with a word no list holds.
    static const std::set<std::string> kNumbering = {
        "left", "right", "end", "middle", "numbered", "number", "from", "to", "through", "nearest",
        "closest", "farthest", "furthest", "start", "front", "back", "top", "bottom", "side",
        "street", "road", "count", "entrance", "far",
        // The landmarks a row is told from (`nearest the door`, `the
        // front of the queue`).
        "door", "away", "queue", "line", "row", "rank", "exit", "rear", "head", "wall", "window",
        "stage", "stair", "lift", "edge", "gate", "inside", "outside", "inner", "outer", "with",
        "and"};
    // (So does one whose subject is a place, or that says `numbered`:
    // `Seat 1 is on the aisle`, `Stall 1 is by the yard door and stall 4
    // is at the far end`, `Looking at the photo, the places are numbered 1
    // to 5 from left to right`.)
    const SentenceValues said(lexicon, words);
    std::size_t subject = 0;
    while (subject < words.size() && !said.covered(subject) &&
           !lexicon.place_noun(words[subject].stem) && words[subject].stem != "numbered")
      ++subject;
    const bool about_places =
        subject < words.size() &&
        (words[subject].stem == "numbered" ||
         (subject == 0 || words[subject - 1].stem == "the" ||
          s.text.substr(0, words[subject].offset).find(',') != std::string_view::npos));
    if (places && about_places && !s.question) return true;
    if (places && std::any_of(words.begin(), words.end(), [&](const Word& w) {
          return !lexicon.filler(w.stem) && !lexicon.place_noun(w.stem) &&
                 !std::isdigit(static_cast<unsigned char>(w.stem.front())) &&
                 number_word(w.stem) == 0 && ordinal_word(w.stem) == 0 && !kNumbering.count(w.stem);
        }))
      return false;
    if (places) return !s.question;  // a question of a place asks something
    // A question that opens the text and names nothing is its title (`Re:
    // Zebra puzzles for Year 6?`).
    if (s.question) {
      int first = s.line;
      for (const std::vector<Sentence>* all : {&intro_, &framing_, &clues_, &questions_})
        for (const Sentence& o : *all) first = std::min(first, o.line);
      if (first == s.line && std::none_of(clues_.begin(), clues_.end(),
                                          [&](const Sentence& c) { return c.line <= s.line; }))
        return true;
    }
    // `Who is at the right end?` asks a place's value: read, or refused.
    if (s.question && !magazine_ && std::any_of(words.begin(), words.end(), [](const Word& w) {
          return w.stem == "end" || w.stem == "middle" || w.stem == "top" || w.stem == "bottom" ||
                 w.stem == "left" || w.stem == "right" || w.stem == "first" || w.stem == "last" ||
                 w.stem == "front" || w.stem == "back";
        }))
      return false;
    // `Can you work out which cook made which chili, ... and how much each
    // won?` asks for the grid, not for the winner.
    if (s.question && names_what_to_find(s.text)) return true;
    // `Which team won?` asks for the winner: read, or refused.
    if (s.question && magazine_) {
      const std::vector<SuperlativeSpan> spans =
          find_superlatives(words, std::vector<bool>(words.size()), true);
      if (std::any_of(spans.begin(), spans.end(),
                      [](const SuperlativeSpan& sp) { return sp.slot == "best"; }))
        return false;
    }
    // `Who captained the winning team?`: a question of the grid's things
    // that asks the reader nothing of themselves is refused, never shown
    // as a frame and left unanswered (`Who can solve it?`, `Which of you
    // ...?` frame).
    if (s.question && !words.empty() && words[0].offset == 0) {
      static const std::set<std::string> kAsks = {"who", "what", "which", "whose", "where", "when"};
      // (Nor one of each: `Which part does each sing?` asks for the grid.)
      static const std::set<std::string> kReader = {
          "you", "your",   "we",      "us",   "our",   "i",        "me",
          "my",  "anyone", "anybody", "each", "every", "everyone", "everybody"};
      const auto things_named = [&] {
        for (const Word& w : words) {
          if (lexicon.place_noun(w.stem)) return true;
          for (int c = 0; c < lexicon.place_category(); ++c)
            if (lexicon.category_word(c, w.stem)) return true;
        }
        return false;
      };
      // (`Who played what?`, `Who's seeing which band?`: two question
      // words ask for the grid.)
      const auto asks = std::count_if(words.begin(), words.end(), [&](const Word& w) {
        return kAsks.count(w.stem) != 0 || w.stem == "how";
      });
      if (kAsks.count(words[0].stem) && asks == 1 &&
          std::none_of(words.begin(), words.end(),
                       [&](const Word& w) { return kReader.count(w.stem) != 0; }) &&
          things_named())
        return false;
    }
    // Else it frames unless it may name what a list missed: a number (not
    // a share, `2%`), or a name after its first word; or it says how
    // things relate (`The longest book was read first`).
    static const std::set<std::string> kRelation = {
        "more",    "less",    "fewer",   "greater",  "higher", "lower",   "cheaper", "dearer",
        "pricier", "earlier", "later",   "sooner",   "longer", "shorter", "taller",  "bigger",
        "larger",  "smaller", "heavier", "lighter",  "older",  "younger", "newer",   "faster",
        "slower",  "farther", "further", "closer",   "nearer", "most",    "least",   "last",
        "before",  "after",   "than",    "expensive"};
    // Words that name the puzzle, not its values, and the numbers of
    // pages and clues.
    static const std::set<std::string> kFrameNames = {
        "einstein", "clue",  "puzzle", "riddle", "page", "hint",   "question", "answer", "note",
        "level",    "zebra", "logic",  "fun",    "quiz", "teaser", "brain",    "part",   "step"};
    // A relation needs two things: a sentence that names no value and
    // fewer than two of the grid's things (a category's noun, a place, an
    // end: `See if you can sort out who hiked what before the kettle
    // boils`, `First one to post the right answer wins`) relates nothing.
    int things = 0;
    bool relation = false;
    for (const Word& w : words) {
      const bool end = ordinal_word(w.stem) != 0 || superlative_word(w.stem) || w.stem == "last";
      relation = relation || end || kRelation.count(w.stem) != 0;
      bool thing = end || lexicon.place_noun(w.stem);
      for (int c = 0; c < lexicon.place_category() && !thing; ++c)
        thing = lexicon.category_word(c, w.stem);
      things += thing ? 1 : 0;
    }
    if (relation && things >= 2 && !beside_lists(s)) return false;
    // A subject said with its article (`The poet signed last`) is a thing a
    // list may name in another word: a clue, refused if not read.
    if (relation && !beside_lists(s) &&
        (words[0].stem == "the" || words[0].stem == "a" || words[0].stem == "an"))
      return false;
    // A remark after the questions (`(took my 9 year old about 10 mins
    // lol)`, `Most of them got it in about 20 minutes`): its numbers name
    // nothing a list missed.
    // (The questions close the riddle: they come after a clue, and it after
    // them all.)
    const int last_question = last_question_line();
    const bool remark = !s.question && last_question > 0 && s.line > last_question &&
                        std::any_of(clues_.begin(), clues_.end(),
                                    [&](const Sentence& c) { return c.line < last_question; });
    // After the questions nothing is a value a list missed (`Book | Cover |
    // Subject | Author`, a grid to fill in).
    if (remark) return true;
    // A word to the reader about the puzzle itself, its answers or its
    // prize (`Answers in next month's Rambler`, `Solution next Thursday`,
    // `First correct answer behind the bar gets a free pint`, `Hint
    // available after 3 mistakes`, `Happy Easter!`): it names nothing of
    // the grid, whatever numbers and days it gives.
    // (Not where a list counts them: `Hints used: 0, 1, 2 or 3`.)
    if (!s.question && about_the_puzzle(words, [&](const std::string& stem) {
          for (int c = 0; c < lexicon.place_category(); ++c)
            if (lexicon.category_word(c, stem)) return true;
          return false;
        }))
      return true;
    // `Dennis has turned them into a little puzzle for you:`: a sentence
    // that heads what follows and names no value.
    if (!s.question && s.text.ends_with(":")) return true;
    // Before the first list nothing is a clue (`Here's one my nan sent me
    // on WhatsApp, she says it's "easy" lol`): the values are not said yet.
    if (!s.question && first_list_line_ != 0 && s.line < first_list_line_) return true;
    // `Places in the queue are numbered 1 (at the front) to 4 (at the
    // back)`: the positions' own numbers.
    const bool numbering = !magazine_ && std::any_of(words.begin(), words.end(), [](const Word& w) {
      return w.stem == "numbered";
    });
    for (std::size_t i = 0; i < words.size(); ++i) {
      const Word& w = words[i];
      const std::size_t after = w.offset + w.text.size();
      const int k = number_word(w.stem);
      const bool counted_frame =
          (numbering && k >= 1 && k <= n_) || (i > 0 && kFrameNames.count(words[i - 1].stem) != 0);
      // (Nor beside the lists in prose, where a number no list holds and
      // no relation names nothing a list missed: `£340 raised for the air
      // ambulance!` after `the five brave lads ... - Big Al, Dougie, ...`.)
      if (std::isdigit(static_cast<unsigned char>(w.text.front())) && !counted_frame &&
          !(after < s.text.size() && s.text[after] == '%') &&
          !(beside_lists(s) && !relation && !s.question))
        return false;
      // A capital after a colon or a bracket starts a heading (`Directions:
      // Read each clue`); a word in capitals is an abbreviation (`[OC]`).
      std::size_t before = w.offset;
      while (before > 0 && s.text[before - 1] == ' ') --before;
      const bool heading = before > 0 && (s.text[before - 1] == ':' || s.text[before - 1] == '[' ||
                                          s.text[before - 1] == '(' || s.text[before - 1] == '-');
      const bool capitals = std::all_of(w.text.begin(), w.text.end(), [](char c) {
        return std::isupper(static_cast<unsigned char>(c)) != 0;
      });
      // (A day or a month no list holds is a date, not a name a list
      // missed: `Last Sunday I spent an hour at the window`.)
      const std::optional<ValueNumber> date = value_number(w.text);
      const bool calendar = date && (date->unit == "day" || date->unit == "month");
      // (Nor is one who speaks of the puzzle: `Mrs Hollis says there are
      // still two eggs out there`, where a list holds no Hollis.)
      static const std::set<std::string> kSays = {"say",    "said",  "tell",   "told",
                                                  "reckon", "think", "insist", "claim"};
      const bool speaker = (i + 1 < words.size() && kSays.count(words[i + 1].stem)) ||
                           (i + 2 < words.size() && kSays.count(words[i + 2].stem) &&
                            std::isupper(static_cast<unsigned char>(words[i + 1].text.front())));
      if (i > 0 && std::isupper(static_cast<unsigned char>(w.text.front())) && w.text != "I" &&
          !heading && !capitals && !calendar && !speaker && kFrameNames.count(w.stem) == 0 &&
          !framing_names_.count(std::string(w.text)))
        return false;
    }
    return true;
  }

  // Whether `s` shares a line with a list said in prose or a sentence
  // that frames the puzzle: the introduction's paragraph, where `Help
  // Marjorie sort it out` and `Remember: a higher place means a better
  // finish` say how to play.
  bool beside_lists(const Sentence& s) const { return frame_lines_.count(s.line) != 0; }

  // The questions, one a sentence: `Who owns the parrot, and what colour is
  // Mrs. Hale's door?` asks two, each read as a question of its own when
  // each reads (`Who showed what, and who won how much?` stays whole, and
  // frames the puzzle). Each part with a number of its own.
  std::vector<std::pair<Sentence, int>> asked_one_by_one(const Lexicon& lexicon) const {
    std::vector<std::pair<Sentence, int>> out;
    for (const Sentence& asked : questions_) {
      const Sentence q = named_by_instruction(asked, lexicon);
      // Each question, and each part of one asked one by one, has its own
      // number: answers to two parts are two answers, not one that differs.
      const int number = static_cast<int>(out.empty() ? 0 : out.back().second) + 1;
      std::vector<Sentence> parts;
      std::size_t from = 0;
      for (std::size_t at = q.text.find(", and "); at != std::string_view::npos;
           at = q.text.find(", and ", at + 1)) {
        const std::vector<Word> next = cut_words(q.text.substr(at + 6));
        const auto asks = [&](std::size_t k) {
          return k < next.size() &&
                 (next[k].stem == "who" || next[k].stem == "what" || next[k].stem == "which" ||
                  next[k].stem == "where" || next[k].stem == "how" || next[k].stem == "whose" ||
                  next[k].stem == "when");
        };
        // `..., and (b) which ...`: the part's letter goes first.
        const std::size_t k0 =
            q.text[at + 6] == '(' && next.size() > 1 && next[0].text.size() <= 4 ? 1 : 0;
        // `..., and for how long?`: a preposition before the question word.
        const bool preposition = next.size() > k0 &&
                                 (next[k0].stem == "for" || next[k0].stem == "at" ||
                                  next[k0].stem == "on" || next[k0].stem == "in") &&
                                 asks(k0 + 1);
        if (!asks(k0) && !preposition) continue;
        Sentence part = q;
        part.text = q.text.substr(from, at - from);
        part.column = q.column + static_cast<int>(from);
        parts.push_back(part);
        from = at + 6;
      }
      Sentence last = q;
      last.text = q.text.substr(from);
      last.column = q.column + static_cast<int>(from);
      parts.push_back(last);
      // A part that names nothing asks of what the first names (`Where
      // did the Davies stay, and for how long?` asks `for how long` of the
      // Davies).
      for (std::size_t k = 1; k < parts.size(); ++k) {
        const std::vector<Word> pw = cut_words(parts[k].text);
        const std::vector<Word> fw = cut_words(parts[0].text);
        const SentenceValues pv(lexicon, pw), fv(lexicon, fw);
        if (!pv.mentioned().empty() || fv.mentioned().size() != 1) continue;
        const ValueRef r = fv.mentioned().front();
        if (r.category >= static_cast<int>(categories_.size())) continue;
        held_.push_back(std::string(parts[k].text) + " " +
                        categories_[static_cast<std::size_t>(r.category)]
                            .values[static_cast<std::size_t>(r.value)]);
        parts[k].text = held_.back();
      }
      // A question of one part is read once, in translate().
      const bool each_reads =
          parts.size() > 1 && std::all_of(parts.begin(), parts.end(), [&](const Sentence& p) {
            try {
              bool two = false;
              read(p, lexicon, question_phrases(), two);
              return true;
            } catch (const io::InputError&) {
              return false;
            }
          });
      if (!each_reads) parts.assign(1, q);
      for (std::size_t k = 0; k < parts.size(); ++k)
        out.emplace_back(parts[k], number + static_cast<int>(k));
    }
    return out;
  }

  // `What is in locker 3? (Give the member's name.)`: an instruction just
  // after a `What` question on its line that says which list to answer
  // from makes it `Which member is in locker 3?`; `q` itself otherwise.
  Sentence named_by_instruction(const Sentence& q, const Lexicon& lexicon) const {
    const std::vector<Word> qw = cut_words(q.text);
    if (qw.size() < 3 || qw[0].stem != "what" || qw[0].offset != 0) return q;
    const Sentence* next = nullptr;
    for (const std::vector<Sentence>* part : {&clues_, &framing_, &questions_})
      for (const Sentence& s : *part)
        if (s.line == q.line && s.column > q.column && (!next || s.column < next->column))
          next = &s;
    if (!next || next->question) return q;
    const std::vector<Word> w = cut_words(next->text);
    if (w.size() < 3 || w[0].stem != "give" || w[0].offset > 1 || w[1].stem != "the") return q;
    const int category = lexicon.category_named(w[2].stem);
    if (category < 0 || category >= lexicon.place_category()) return q;
    Sentence named = q;
    named.text = held_.emplace_back("Which " + std::string(w[2].text) +
                                    std::string(q.text.substr(qw[0].text.size())));
    asked_as_told_[named.text.data()] = q.text;
    return named;
  }

  // A value the sentence names that its reading leaves out (`Cass, the
  // tallest, wore #104` read without #104), as it is written; nullopt when
  // each is in the statements. An amount written as a value is (`$10 less
  // than`: `- 10`).
  std::optional<std::string> left_out(const Sentence& s, const Lexicon& lexicon,
                                      const std::vector<std::string>& statements) const {
    std::string joined;
    for (const std::string& x : statements) joined += " " + x + " ";
    const auto in_reading = [&](const ValueRef& r) {
      if (r.category >= lexicon.place_category()) return true;
      const std::string v = value_text(r);
      if (joined.find(v) != std::string::npos) return true;
      // (The first dot: a value's number may hold one, `charged.0.25`.)
      const std::size_t dot = v.find('.');
      if (dot == std::string::npos || !ordered_.count(v.substr(0, dot))) return false;
      // The number alone, as an amount (`+ 10;`, `2 * price(Bo)`).
      const std::string number = " " + v.substr(dot + 1);
      for (std::size_t at = joined.find(number); at != std::string::npos;
           at = joined.find(number, at + 1)) {
        const char after = joined[at + number.size()];
        if (!std::isalnum(static_cast<unsigned char>(after)) && after != '.' && after != '_')
          return true;
      }
      return false;
    };
    const std::vector<Word> words = cut_words(s.text);
    const SentenceValues values(lexicon, words);
    for (std::size_t i = 0; i < words.size(); ++i) {
      const std::vector<ValueRef> refs = values.at_word(i);
      if (refs.empty() || std::any_of(refs.begin(), refs.end(), in_reading)) continue;
      // `The vet joined three years after Ruth` where `three` is a seat
      // too: the amount the reading took.
      if (const double amount = amount_of(words[i].stem);
          amount != 0 && i + 1 < words.size() && !values.covered(i + 1)) {
        const std::string number = fmt::format(" {} ", amount);
        if (joined.find(number) != std::string::npos) continue;
      }
      const ValueRef& r = refs.front();
      return categories_[static_cast<std::size_t>(r.category)]
          .values[static_cast<std::size_t>(r.value)];
    }
    return std::nullopt;
  }

  // `the person at the front is buying flowers`, `whoever is in the
  // middle house keeps fish`: someone at a place, of whom the rest says
  // one value (it ends the sentence), is that value at that place. The
  // place's words are those a reading takes (`flowers at the front`),
  // tried longest first; nullopt when none reads as one statement.
  std::optional<std::string> read_holder_at_place(const Sentence& s, const std::vector<Word>& w,
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
    if (w[0].stem == "whoever" && (w[1].stem == "is" || w[1].stem == "was"))
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

  // Whether `words` say `I` and a word of solving (`sure`, `stuck`,
  // `got`, `tried`): a remark of whoever posts the riddle.
  // `Lowest score wins!`, `the fewest strokes win`, `The highest total
  // wins`: which end of an ordered list wins, said once for the riddle, of
  // the one list the sentence names (its unit or its line's words) or of
  // the only one there is.
  void said_what_wins() {
    static const std::set<std::string> kLow = {"lowest", "fewest",   "smallest",
                                               "least",  "shortest", "lower"};
    static const std::set<std::string> kHigh = {"highest",  "most",   "largest", "biggest",
                                                "greatest", "higher", "longest"};
    for (const std::vector<Sentence>* part : {&intro_, &framing_})
      for (const Sentence& s : *part) {
        const std::vector<Word> w = cut_words(s.text);
        for (std::size_t i = 0; i + 1 < w.size(); ++i) {
          const int way = kLow.count(w[i].stem) ? -1 : kHigh.count(w[i].stem) ? 1 : 0;
          if (way == 0) continue;
          // The verb within three words: `Lowest score wins`, `the lowest
          // total number wins`.
          std::size_t k = i + 1;
          while (k < w.size() && k <= i + 3 && w[k].stem != "win" && w[k].stem != "wins") ++k;
          if (k >= w.size() || k > i + 3) continue;
          std::vector<NumericCategory*> named;
          for (NumericCategory& n : numeric_) {
            bool says = false;
            for (std::size_t j = i + 1; j < k; ++j) {
              says = says || has_unit(n, {w[j].stem}) || stem_of(n.name) == w[j].stem;
              for (const Word& lw :
                   cut_words(categories_[static_cast<std::size_t>(n.index)].line_words))
                says = says || (lw.stem == w[j].stem && !frame_word(lw.stem));
            }
            if (says) named.push_back(&n);
          }
          if (named.empty() && numeric_.size() == 1) named.push_back(&numeric_.front());
          if (named.size() == 1) named.front()->said_wins = way;
        }
      }
  }

  // An instruction to the solver (`Complete the logic grid.`, `Explain
  // in one sentence how you knew ...`) says nothing of the puzzle.
  // (After a label, `Remember: always put the creatures back`, `NB:
  // please ...`, and in brackets, `(Give the member's name.)`.)
  static bool instruction(const std::vector<Word>& words) {
    static const std::set<std::string> kDo = {
        "complete", "explain", "ask",   "using",  "use",  "put",    "show", "draw",    "colour",
        "color",    "fill",    "write", "shade",  "tick", "circle", "cut",  "check",   "mark",
        "give",     "bring",   "wash",  "return", "send", "hand",   "post", "remember"};
    static const std::set<std::string> kBefore = {
        "remember", "note", "nb", "tip", "ps", "always", "alway", "please", "just", "do", "now"};
    std::size_t k = 0;
    while (k + 1 < words.size() && kBefore.count(words[k].stem) != 0) ++k;
    // (A label's word alone opens nothing: `Remember that Ann ...` is a
    // clue.)
    return !words.empty() && words[0].offset <= 1 && kDo.count(words[k].stem) != 0 &&
           (k == 0 || words[k].stem != "remember") &&
           !(words[k].stem == "remember" && k + 1 < words.size() && words[k + 1].stem == "that");
  }

  static bool solver_remark(const std::vector<Word>& words) {
    static const std::set<std::string> kSolving = {
        "sure",     "stuck", "think", "thought", "tried",  "try",     "got",   "know",
        "knew",     "help",  "idea",  "figured", "guess",  "wonder",  "solve", "solved",
        "confused", "lost",  "clue",  "answer",  "sorted", "working", "worked"};
    const bool i = std::any_of(words.begin(), words.end(), [](const Word& w) {
      return w.text == "I" || w.text == "i" || w.text.starts_with("I'") ||
             w.text.starts_with("i'") || w.text.starts_with("I\u2019");
    });
    return i && std::any_of(words.begin(), words.end(),
                            [](const Word& w) { return kSolving.count(w.stem) != 0; });
  }

  // `text` without a superlative that only says a list's noun as its line
  // says it (`best piece` of `everyone kept one best piece, blue, brown,
  // ...`); nullopt when it has none.
  std::optional<std::string> without_listed_superlative(std::string_view text,
                                                        const Lexicon& lexicon) const {
    const std::vector<Word> w = cut_words(text);
    // (Most sentences say no superlative: the values are found only then.)
    std::optional<SentenceValues> values;
    for (std::size_t i = 0; i + 1 < w.size(); ++i) {
      if (!superlative_word(w[i].stem) && w[i].stem != "best" && w[i].stem != "worst") continue;
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
  static std::optional<std::string> nobody_as_one(std::string_view text) {
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
  static std::optional<std::string> whoever_as_value(std::string_view text,
                                                     const Lexicon& lexicon) {
    const std::vector<Word> w = cut_words(text);
    if (w.size() < 4) return std::nullopt;
    const SentenceValues values(lexicon, w);
    // (Anywhere in the sentence: `Mia paid more than whoever got coral`.)
    for (std::size_t k = 0; k + 2 < w.size(); ++k) {
      if (w[k].stem != "whoever") continue;
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
      const std::size_t from = w[v - 1].stem == "the" || w[v - 1].stem == "a" ? v - 1 : v;
      return std::string(text.substr(0, w[k].offset)) + std::string(text.substr(w[from].offset));
    }
    return std::nullopt;
  }

  // `Of A and B, the former ... the latter ...` (`Of Mrs. Finch and Ms.
  // Howe, the former didn't have the extension and the latter's job
  // dragged on the longest`): the rest, with `the former` said as A and
  // `the latter` as B, where A and B are two values and the rest names
  // either; nullopt otherwise.
  static std::optional<std::string> former_latter_named(std::string_view text,
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

  // A question's end or middle said as its position (`at the right end`:
  // `in position 5`); nullopt when it says none. Floors stand upright
  // (the top is the last), a queue's front is the first.
  std::optional<std::string> ends_as_numbers(std::string_view text) const {
    const std::string last = "in position " + std::to_string(n_);
    const std::string first = "in position 1";
    std::vector<std::pair<std::string_view, std::string>> said = {
        {"at the right end", last}, {"on the right end", last}, {"at the far right", last},
        {"on the far right", last}, {"at the left end", first}, {"on the left end", first},
        {"at the far left", first}, {"on the far left", first}};
    if (n_ % 2 == 1) said.push_back({"in the middle", "in position " + std::to_string(n_ / 2 + 1)});
    if (upright_ != Upright::kNo) {
      const bool top_first = upright_ == Upright::kTopFirst;
      const std::string& top = top_first ? first : last;
      const std::string& bottom = top_first ? last : first;
      said.push_back({"on the top floor", top});
      said.push_back({"at the top", top});
      said.push_back({"on the bottom floor", bottom});
      said.push_back({"on the ground floor", bottom});
      said.push_back({"at street level", bottom});
      said.push_back({"at the bottom", bottom});
    }
    if (queue_) {
      said.push_back({"at the front", first});
      said.push_back({"at the back", last});
    }
    for (const auto& [phrase, number] : said)
      if (const std::size_t at = text.find(phrase); at != std::string_view::npos)
        return std::string(text.substr(0, at)) + number +
               std::string(text.substr(at + phrase.size()));
    return std::nullopt;
  }

  // A refusal of a sentence said again in other words (`at the front` of
  // a queue as `at the left end`) quotes the sentence as written.
  static io::InputError as_written(const io::InputError& e, const Sentence& s) {
    std::string detail = e.detail();
    for (std::string_view what : {"clue", "question"}) {
      const std::string head = fmt::format("could not read this {}: \"", what);
      if (!detail.starts_with(head)) continue;
      const std::size_t close = detail.find("\" (", head.size());
      if (close != std::string::npos) detail = head + std::string(s.text) + detail.substr(close);
    }
    return io::InputError(e.where(), detail);
  }

  // A sentence's statements; or, when it is not read but only frames the
  // puzzle (`No two owners keep the same pet.`, `Can YOU solve this
  // riddle?`), nullopt, with the sentence shown as such in `out`. Any other
  // sentence not read is refused, at its place.
  std::optional<std::vector<std::string>> read_or_frame(const Sentence& s, const Lexicon& lexicon,
                                                        std::span<const Phrase> phrases,
                                                        bool& two_ways, std::string& out) const {
    try {
      std::vector<std::string> st = read(s, lexicon, phrases, two_ways);
      // Two superlatives read as the same statement (`Ben batted lowest in
      // the order and made the fewest runs` as `Ben is run.12` twice): one
      // was read as the other, so the sentence is not read. (A value said
      // again after a comma says the same on purpose: `The puppy went home
      // first, on Monday`.)
      const std::vector<Word> said = cut_words(s.text);
      const auto superlatives = std::count_if(said.begin(), said.end(), [](const Word& w) {
        std::string lower(w.text);
        for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        return superlative_word(lower) || lower == "most" || lower == "least" || lower == "best" ||
               lower == "worst";
      });
      for (const std::string& one : st) {
        if (superlatives < 2) break;
        if (!one.starts_with("all of: ")) continue;
        std::vector<std::string_view> parts;
        std::string_view rest = std::string_view(one).substr(8);
        int depth = 0;
        std::size_t from = 0;
        for (std::size_t i = 0; i < rest.size(); ++i) {
          depth += rest[i] == '(' ? 1 : rest[i] == ')' ? -1 : 0;
          if (depth == 0 && rest.substr(i).starts_with("; ")) {
            parts.push_back(rest.substr(from, i - from));
            from = i + 2;
          }
        }
        parts.push_back(rest.substr(from));
        std::sort(parts.begin(), parts.end());
        if (std::adjacent_find(parts.begin(), parts.end()) != parts.end())
          fail(s.line, s.column,
               fmt::format("could not read this {}: \"{}\" (two of its parts read as the same "
                           "statement, `{}`: one of them says something else)",
                           s.question ? "question" : "clue", s.text,
                           *std::adjacent_find(parts.begin(), parts.end())));
      }
      return st;
    } catch (const io::InputError& e) {
      if (!frames_only(s, lexicon)) throw as_written(e, s);
      out += fmt::format(
          "\n# {}{}\n# ({}: it frames the puzzle)\n", shown(s), s.question ? "?" : "",
          solver_remark(cut_words(s.text)) ? "a remark about solving"
          : instruction(cut_words(s.text)) ? "an instruction to the solver"
          : about_the_puzzle(cut_words(s.text), [](const std::string&) { return false; })
              ? "a word to the reader"
              : "names no value");
      return std::nullopt;
    }
  }

  Translation translate() const {
    // (Full names are said in part only of lists said to be people: `The
    // collectors - Lenny Farraday, ...`, never boats named `Sea Holly`.)
    const Lexicon lexicon(categories_, magazine_ ? 0 : n_, magazine_fillers(), place_nouns_,
                          who_said_ ? category_index(who_) : -1);
    Translation t;
    std::string clues;
    std::vector<SideChoice> sides;
    for (const Sentence& s : clues_) {
      bool two_ways = false;
      std::optional<std::vector<std::string>> read_as;
      try {
        read_as = read_or_frame(s, lexicon, relation_phrases(), two_ways, clues);
      } catch (const io::InputError&) {
        // `A woman grew the pumpkin`: of titled people, all it says.
        if (std::optional<std::string> only = gender_only(s, lexicon)) {
          clues += fmt::format("\n# {}\n{}: {}\n", shown(s), s.label, *only);
          t.clue_lines.push_back(s.line);
          t.clue_sentences.emplace_back(s.text);
          continue;
        }
        // `on the left of`: read both ways, for the riddle to decide.
        std::optional<SideChoice> side = read_both_sides(s, lexicon);
        if (!side) throw;
        side->marker = fmt::format("@side {}\n", sides.size());
        clues += fmt::format("\n# {}\n{}", shown(s), side->marker);
        sides.push_back(std::move(*side));
        t.clue_lines.push_back(s.line);
        t.clue_sentences.emplace_back(s.text);
        continue;
      }
      if (!read_as) continue;
      std::vector<std::string>& st = *read_as;
      // `the peg next to Mrs. Booth's` where the pegs are a list.
      if (magazine_)
        if (const std::optional<std::string> places = labelled_places(numeric_))
          for (std::string& x : st)
            if (std::optional<std::string> over = distance_over(x, *places)) x = std::move(*over);
      if (const std::optional<std::string> left = left_out(s, lexicon, st))
        fail(s.line, s.column,
             fmt::format("could not read this clue: \"{}\" (a reading leaves out {}: {})", s.text,
                         *left, st.front()));
      clues += fmt::format("\n# {}\n", shown(s));
      std::optional<std::string> sex;
      if (people_ >= 0 &&
          (st.front().find(':') == std::string::npos || st.front().starts_with("all of: "))) {
        const std::vector<Word> all = cut_words(s.text);
        sex = gender_statement(all, SentenceValues(lexicon, all), categories_, people_,
                               [&](ValueRef v) { return value_text(v); });
      }
      if (two_ways) {
        // The clue holds in one of its readings: an answer that needs
        // the clue is then the same in each, or several answers show.
        clues += "# (a phrase names two values: the clue holds in one of its readings)\n";
        std::string parts;
        for (const std::string& x : st)
          parts +=
              (parts.empty() ? "" : "; ") + (x.find(':') == std::string::npos ? x : "(" + x + ")");
        clues += fmt::format("{}: any of: {}\n", s.label, parts);
      } else if (sex) {
        // `The woman who grows tulips ...` of titled people: one of the women.
        clues += fmt::format("{}: all of: {}; {}\n", s.label,
                             st.front().starts_with("all of: ") ? st.front().substr(8) : st.front(),
                             *sex);
      } else {
        clues += fmt::format("{}: {}\n", s.label, st.front());
      }
      t.clue_lines.push_back(s.line);
      t.clue_sentences.emplace_back(s.text);
    }
    for (const auto& [s, number] : asked_one_by_one(lexicon)) {
      bool two_ways = false;
      const std::optional<std::vector<std::string>> read_as =
          read_or_frame(s, lexicon, question_phrases(), two_ways, clues);
      if (!read_as) continue;
      const std::vector<std::string>& st = *read_as;
      if (const auto told = asked_as_told_.find(s.text.data()); told != asked_as_told_.end())
        clues += fmt::format("\n# {}?\n# (asked as `{}?`, as the instruction after it says)\n",
                             told->second, shown(s));
      else
        clues += fmt::format("\n# {}?\n", shown(s));
      if (two_ways) clues += "# (a phrase names two values: asked of each)\n";
      for (const std::string& x : st) {
        clues += fmt::format("ask: {}\n", x);
        t.ask_lines.push_back(s.line);
        t.ask_questions.push_back(number);
      }
    }
    std::string& z = t.zebra;
    z += fmt::format("# Translated from {} by deduce translate; each clue follows its sentence.\n",
                     file_);
    for (const Sentence& s : framing_) z += fmt::format("# {}\n", shown(s));
    for (const Sentence& s : intro_) z += fmt::format("# {}.\n", shown(s));
    std::string places;
    if (magazine_)
      z += "positions: none\n";
    else
      z += fmt::format("positions: {}\n{}", n_, circle_ ? "layout: circle\n" : "");
    for (const CategoryText& c : categories_) {
      z += fmt::format("{} {}:", ordered_.count(c.name) ? "ordered" : "category", c.name);
      for (const std::string& v : c.names) z += " " + v;
      z += '\n';
      t.written.push_back(c.values);
    }
    if (used_place_) {
      // The places the clues name, each at its own position.
      const Category& place = shell_.categories.back();
      z += fmt::format("category {}:", place.name);
      for (const std::string& v : place.values) z += " " + v;
      z += "\n";
      // Their clues come after the riddle's own, so that the clues keep
      // the numbers of their sentences (explain cites them by these).
      places += "\n# (each place at its own position)\n";
      for (int k = 1; k <= n_; ++k) {
        const std::string v =
            generate::value_reference(shell_, {static_cast<int>(categories_.size()), k - 1});
        places += fmt::format("{}{}: {} at {}\n", place.name, k, v, k);
      }
    }
    z += clues;
    z += places;
    // A round table has no first seat: count from the first one's, unless
    // a clue names a seat.
    bool seat_named = false;
    for (std::size_t at = clues.find(" at "); at != std::string::npos && !seat_named;
         at = clues.find(" at ", at + 1))
      seat_named = at + 4 < clues.size() && std::isdigit(static_cast<unsigned char>(clues[at + 4]));
    if (circle_ && !seat_named && !categories_.empty()) {
      const std::string first = value_text({0, 0});
      z += fmt::format(
          "\n# (a round table has no first seat: the seats are counted from {}'s)\nseat: {} at 1\n",
          categories_[0].values[0], first);
    }
    decide_sides(z, sides, file_);
    return t;
  }

  // What a sentence that names one value and a man or a woman says of
  // titled people (`A woman grew the pumpkin`), or nullopt.
  std::optional<std::string> gender_only(const Sentence& s, const Lexicon& lexicon) const {
    if (people_ < 0) return std::nullopt;
    const std::vector<Word> all = cut_words(s.text);
    const SentenceValues values(lexicon, all);
    if (values.mentioned().size() != 1) return std::nullopt;
    return gender_statement(all, values, categories_, people_,
                            [&](ValueRef v) { return value_text(v); });
  }

  // The clue read as `immediately to the left of` and as `somewhere to the
  // left of`, or nullopt when it says no side or either does not read.
  std::optional<SideChoice> read_both_sides(const Sentence& s, const Lexicon& lexicon) const {
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

  const std::string& file_;
  int n_ = 0;
  bool magazine_ = false;  // no "There are N ...": a grid without positions
  std::vector<CategoryText> categories_;
  std::vector<Sentence> intro_, framing_;
  std::vector<std::string> place_nouns_;
  std::vector<NumericCategory> numeric_;
  std::set<std::string> ordered_;
  std::vector<Sentence> clues_, questions_;
  Puzzle shell_;
  std::string who_;
  bool who_said_ = false;  // who_'s line or name says they are people
  // The texts of questions' parts said with the subject they leave out,
  // which a Sentence's view points into (a deque keeps them in place).
  mutable std::deque<std::string> held_;
  // Questions asked as an instruction after them says (named_by_instruction):
  // the text read, by where it starts, and the text written.
  mutable std::map<const char*, std::string_view> asked_as_told_;
  // How deep sentences said again are read in one another (read()): a
  // bound, so that no two rewordings that undo each other run forever.
  mutable int said_again_ = 0;
  mutable bool used_place_ = false;
  bool queue_ = false;              // a row seen from its front (queue_words.h)
  Speakers speakers_;               // who says each line of a chat (chat_lines.h)
  std::string narrator_;            // who tells the riddle (`me (Pauline)`), or ""
  bool in_order_ = false;           // a row that is an order in time (queue_words.h)
  bool numbered_ = false;           // a row whose places are numbered 1 to n
  std::optional<NamedEnds> ends_;   // ends named otherwise than left and right
  Upright upright_ = Upright::kNo;  // floors, decks (floor_words.h)
  bool circle_ = false;             // seats round a table (round_table.h)
  int people_ = -1;                 // the people whose titles tell men from women (gender_words.h)
  std::set<int> frame_lines_;
  int first_list_line_ = 0;  // the first line that lists values (0: none does)
  std::set<std::string> framing_names_;
};

}  // namespace

Translation translate_english(const std::string& text, const std::string& file) {
  // (The sentences point into `joined`, which outlives the reading.)
  // (A chat's lines are messages, each whole: never a wrapped paragraph.)
  Speakers speakers;
  std::string joined = unspoken(text, speakers);
  std::string narrator;
  if (speakers.empty()) joined = unwrapped(narrated(joined, narrator));
  Document doc = read_document(joined, text, file);
  doc.speakers = std::move(speakers);
  doc.narrator = std::move(narrator);
  if (doc.categories.empty() && !doc.declarations.empty()) infer_categories(doc, file);
  if (!doc.categories.empty() && doc.counted) add_declared_categories(doc);
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
  } catch (const io::InputError& e) {
    // The translation is made to read; what the format does not allow (a
    // name, `at an end` round a table) is reported at the clue's sentence,
    // else at the top of the riddle.
    int line = 1;
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
    throw io::InputError({file, line, 1}, "the translation to .zebra does not read: " + e.detail());
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
        cut_words(line).size() >= 4) {
      ++prose;
      for (std::size_t i = 0; i + 1 < line.size(); ++i)
        if ((line[i] == '.' || line[i] == '?' || line[i] == '!') && line[i + 1] == ' ') ++sentences;
      ++sentences;
    }
  }
  return sentences >= sentences_needed && 3 * prose >= lines;
}

}  // namespace deduce::puzzles::zebra::english
