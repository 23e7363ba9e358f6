// The teller's remark that closes a clue (teller_remarks.h).
#include "deduce/puzzles/zebra/english/teller_remarks.h"

#include <algorithm>
#include <cctype>
#include <set>
#include <vector>

#include "deduce/puzzles/zebra/english/line_text.h"
#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {
namespace {

// Someone who says or does the remark: its subject.
// (The speakers' words for themselves and for whom they speak to.)
bool first_or_second_person(const std::string& w) {
  static const std::set<std::string> kPersons = {"i",  "we",   "you",   "im",    "ive",
                                                 "id", "weve", "youre", "youve", "youd"};
  return kPersons.count(w) != 0;
}

bool pronoun(const Word& w) {
  static const std::set<std::string> kOthers = {
      "he",  "she",   "they",   "it",  "hes",  "shes",  "theyre", "ill", "were",
      "its", "thats", "theres", "hed", "shed", "theyd", "theyve", "itll"};
  const std::string before = before_apostrophe(w.text);
  return kOthers.count(w.stem) != 0 || kOthers.count(before) != 0 ||
         first_or_second_person(w.stem) || first_or_second_person(before);
}

// Words that open a remark after a comma: a reason, a concession, a
// comment, a blessing (`, bless them`), or a pronoun as its subject.
bool remark_opener(const std::vector<Word>& words, std::size_t i) {
  // (`, ready for the Saturday crowd`: what it is done for.)
  static const std::set<std::string> kOpeners = {"because",  "though", "although", "bless",
                                                 "whatever", "which",  "ready"};
  const std::string& w = words[i].stem;
  if (kOpeners.count(w) || pronoun(words[i])) return true;
  if (i + 1 >= words.size()) return false;
  const Word& next = words[i + 1];
  // (`even though`; `as they usually are`; `so it's not all doom`; `and
  // has clearly decided ...`, `but you didn't hear that from me`: a
  // clause of its own, or the clue's subject's, left unsaid.)
  static const std::set<std::string> kUnsaid = {
      "has", "had",   "is",   "was",    "hasnt", "hadnt", "isnt",  "wasnt", "will", "would",
      "did", "didnt", "does", "doesnt", "now",   "also",  "still", "says",  "said"};
  if (w == "even") return next.stem == "though";
  // (`never mind the five of them`, `mind you`.)
  // (`never` is cut to the stem `not`.)
  if (words[i].text == "never" || words[i].text == "Never") return next.stem == "mind";
  if (w == "mind") return next.stem == "you";
  if (w == "as" || w == "so") return pronoun(next);
  if (w == "and" || w == "but") return pronoun(next) || kUnsaid.count(next.stem) != 0;
  return false;
}

// Whether words[from, to) can carry no relation of the grid: no value but
// those the clue before it names, no number, no place, list's word, order,
// comparison or superlative, and nothing that turns the clue.
bool relates_nothing(const std::vector<Word>& words, std::size_t from, std::size_t to,
                     const SentenceValues& values, const Lexicon& lexicon) {
  static const std::set<std::string> kRelating = {
      "than",     "more",     "less",    "fewer",        "most",      "least",    "before",
      "after",    "next",     "between", "beside",       "besides",   "behind",   "ahead",
      "above",    "below",    "beneath", "under",        "over",      "end",      "middle",
      "corner",   "top",      "bottom",  "front",        "rear",      "left",     "side",
      "first",    "last",     "same",    "different",    "both",      "either",   "neither",
      "nor",      "each",     "other",   "another",      "win",       "won",      "winner",
      "beat",     "lost",     "place",   "placed",       "row",       "opposite", "neighbour",
      "neighbor", "near",     "nearest", "far",          "further",   "farther",  "order",
      "turn",     "earlier",  "later",   "sooner",       "older",     "younger",  "bigger",
      "smaller",  "larger",   "longer",  "shorter",      "taller",    "heavier",  "lighter",
      "faster",   "slower",   "quicker", "higher",       "lower",     "nearer",   "closer",
      "cheaper",  "dearer",   "harder",  "easier",       "greater",   "better",   "worse",
      "wider",    "richer",   "poorer",  "up",           "down",      "away",     "apart",
      "along",    "straight", "across",  "upstair",      "downstair", "together", "floor",
      "right",    "former",   "latter",  "respectively", "north",     "south",    "east",
      "west",     "facing",   "beyond",  "past",         "toward",    "towards",  "adjacent",
      "twice",    "half",     "door",    "hate",         "dislike",   "avoid",    "refuse",
      "fear",     "despise",  "detest"};
  // (What turns the clue: a condition, a choice, a doubt of it.)
  static const std::set<std::string> kTurning = {
      "if",    "unless",  "or",      "otherwise", "except",  "instead", "rather",    "true",
      "lie",   "lying",   "liar",    "joking",    "kidding", "wrong",   "mistake",   "mistaken",
      "maybe", "perhaps", "whether", "claim",     "claims",  "claimed", "supposedly"};
  // (`last week`, `first thing`, `next year`: when, not an order.)
  static const std::set<std::string> kTimes = {"week",   "night",     "year",   "month",  "summer",
                                               "winter", "spring",    "autumn", "time",   "season",
                                               "batch",  "christmas", "thing",  "weekend"};
  static const std::set<std::string> kDeterminers = {"the",   "a",  "an",  "his", "her",
                                                     "their", "my", "our", "your"};
  const auto said_in_clue = [&](std::size_t i) {
    for (std::size_t k = 0; k < from; ++k)
      if (values.covered(k) && words[k].stem == words[i].stem) return true;
    return false;
  };
  for (std::size_t i = from; i < to; ++i) {
    const Word& w = words[i];
    const std::string& st = w.stem;
    // (`since he was 12`, `when I was 8`: how old someone was then, a
    // number no list holds.)
    const bool age_then = i >= from + 3 && !values.covered(i) &&
                          (words[i - 1].stem == "was" || words[i - 1].stem == "were") &&
                          pronoun(words[i - 2]) &&
                          (words[i - 3].stem == "since" || words[i - 3].stem == "when");
    if (age_then) continue;
    // (`never mind the five of them`: the group the riddle is of.)
    if (i > from && words[i - 1].stem == "the" && i + 2 < to && words[i + 1].stem == "of" &&
        (words[i + 2].stem == "them" || words[i + 2].stem == "us" || words[i + 2].stem == "you") &&
        number_word(st) >= 2) {
      i += 2;
      continue;
    }
    if (std::isdigit(static_cast<unsigned char>(w.text.front())) || kTurning.count(st))
      return false;
    if (values.covered(i)) {
      if (!said_in_clue(i)) return false;
      continue;
    }
    // (A name no list holds may be of someone the lists left out: `but
    // she sang to Zed`. Not a day or a feast: `on Friday`, `at Christmas`.)
    static const std::set<std::string> kCalendar = {
        "monday",  "tuesday",   "wednesday", "thursday", "friday",   "saturday",  "sunday",
        "january", "february",  "march",     "april",    "may",      "june",      "july",
        "august",  "september", "october",   "november", "december", "christmas", "easter"};
    // (Nor a word said louder: `we would NOT have survived`.)
    static const std::set<std::string> kLoud = {"not", "never", "ever",   "will", "did",
                                                "was", "is",    "are",    "had",  "has",
                                                "so",  "very",  "really", "all",  "no"};
    const bool loud = w.text.size() > 1 && kLoud.count(lower(w.text)) &&
                      std::none_of(w.text.begin(), w.text.end(), [](char c) {
                        return std::islower(static_cast<unsigned char>(c));
                      });
    // (Nor a thing's name after `the`: `after the Great Bin Bag Incident
    // of March`.)
    const bool named_thing = [&] {
      std::size_t k = i;
      while (k > from && std::isupper(static_cast<unsigned char>(words[k - 1].text.front()))) --k;
      return k > from && words[k - 1].stem == "the";
    }();
    if (std::isupper(static_cast<unsigned char>(w.text.front())) && !loud && !named_thing &&
        w.text != "I" && !w.text.starts_with("I'") && !w.text.starts_with("I\u2019") && i > from &&
        !kCalendar.count(lower(w.text)))
      return false;
    // (`same recipe for years now`: the same of a thing no list holds.)
    if ((st == "same" || st == "different") && i + 1 < to && !values.covered(i + 1) &&
        words[i + 1].stem != "as" && words[i + 1].stem != "one" &&
        !lexicon.place_noun(words[i + 1].stem) &&
        std::none_of(words.begin() + static_cast<std::ptrdiff_t>(from),
                     words.begin() + static_cast<std::ptrdiff_t>(to),
                     [](const Word& x) { return x.stem == "as" || x.stem == "than"; })) {
      bool listed = false;
      for (int c = 0; c < lexicon.place_category() && !listed; ++c)
        listed = lexicon.category_word(c, words[i + 1].stem);
      if (!listed) continue;
    }
    // (`words were had over a windbreak`: a thing said with `a` is no
    // landmark of the row.)
    if ((st == "over" || st == "under") && i + 2 < to &&
        (words[i + 1].stem == "a" || words[i + 1].stem == "an") && !values.covered(i + 2) &&
        !lexicon.place_noun(words[i + 2].stem))
      continue;
    // (`her knee's still not right`, `all right`: well, no side.)
    if (st == "right" && i > from &&
        (words[i - 1].stem == "not" || words[i - 1].stem == "all" || words[i - 1].stem == "quite" ||
         words[i - 1].text.ends_with("n't")) &&
        (i + 1 == to || (words[i + 1].stem != "of" && words[i + 1].stem != "next" &&
                         words[i + 1].stem != "beside" && words[i + 1].stem != "by" &&
                         words[i + 1].stem != "end" && words[i + 1].stem != "side" &&
                         words[i + 1].stem != "hand" && words[i + 1].stem != "behind")))
      continue;
    // (`we'd barely sat down`, `shut up`: the verb's own, no way along.)
    static const std::set<std::string> kPhrasal = {
        "sat",  "sit",  "stood", "stand", "shut",  "settled", "calm",  "calmed",
        "woke", "wake", "gave",  "give",  "cheer", "cheered", "broke", "break"};
    if ((st == "down" || st == "up") && i > from && kPhrasal.count(words[i - 1].stem) &&
        (i + 1 == to || (words[i + 1].stem != "the" && words[i + 1].stem != "from" &&
                         words[i + 1].stem != "to" && !values.covered(i + 1))))
      continue;
    // (`never been on time for anything`: the idiom, no list's time.)
    if (st == "time" && i > from && words[i - 1].stem == "on" && i + 1 < to &&
        words[i + 1].stem == "for")
      continue;
    // (`doctor's orders`: what was ordered, no order of the row.)
    if (st == "order" && w.text.ends_with("s")) continue;
    // (`about it before`: `before` with nothing after it orders nothing.)
    if ((st == "before" || st == "after") && i + 1 == to) continue;
    // (`it'd only end in tears`: `end` as a verb; `only` relates only
    // what it goes with, weighed on its own.)
    if (st == "end" && i + 1 < to && (words[i + 1].stem == "in" || words[i + 1].stem == "up") &&
        i > from &&
        (words[i - 1].stem == "only" || words[i - 1].stem == "would" ||
         words[i - 1].stem == "will" || words[i - 1].stem == "itd"))
      continue;
    if ((st == "last" || st == "first" || st == "next") && i + 1 < to &&
        kTimes.count(words[i + 1].stem)) {
      ++i;
      continue;
    }
    // (`after the projector incident`, `before the monks even moved`: an
    // event of the teller's, which names no value, orders nothing of the
    // grid.)
    if ((st == "after" || st == "before") && i + 2 < to && kDeterminers.count(words[i + 1].stem) &&
        !values.covered(i + 2) && words[i + 2].stem != "other" && words[i + 2].stem != "one" &&
        words[i + 2].stem != "rest" && words[i + 2].stem != "last" &&
        words[i + 2].stem != "first" && !lexicon.place_noun(words[i + 2].stem))
      continue;
    if (kRelating.count(st) || superlative_word(st) || ordinal_word(st) != 0 ||
        (amount_of(st) != 0 && st != "a" && st != "an"))
      return false;
    // (A place of the teller's, `my drive`, is none of the grid's.)
    const bool owned = i > from && kDeterminers.count(words[i - 1].stem) != 0 &&
                       words[i - 1].stem != "the" && words[i - 1].stem != "a" &&
                       words[i - 1].stem != "an";
    if (!owned && lexicon.place_noun(st)) return false;
    // (A list's line said in prose holds words of talk too: `that's Edna,
    // Arthur, ...` makes no list of `about that`.)
    static const std::set<std::string> kTalk = {
        "that", "this", "it",   "she",  "he",    "they",  "them", "her",   "his", "him",
        "me",   "my",   "we",   "our",  "you",   "your",  "with", "about", "had", "have",
        "ha",   "so",   "very", "just", "all",   "there", "here", "what",  "who", "then",
        "now",  "well", "weve", "got",  "thats", "one",   "to",   "is",    "was", "are"};
    if (kTalk.count(st)) continue;
    for (int c = 0; c < lexicon.place_category(); ++c)
      if (lexicon.category_word(c, st)) return false;
  }
  return true;
}

}  // namespace

std::optional<std::string> without_teller_remark(std::string_view text, const Lexicon& lexicon) {
  const std::vector<Word> words = cut_words(text);
  if (words.size() < 5) return std::nullopt;
  const SentenceValues values(lexicon, words);
  const auto word_at = [&](std::size_t offset) {
    std::size_t i = 0;
    while (i < words.size() && words[i].offset < offset) ++i;
    return i;
  };
  // Each place a remark may start, left to right: a comma, a dash, an
  // opening bracket whose close ends the sentence.
  for (std::size_t at = 0; at < text.size(); ++at) {
    std::size_t skip = 0;
    bool needs_opener = false;
    if (text.compare(at, 2, ", ") == 0) {
      skip = 2;
      needs_opener = true;
    } else if (text.compare(at, 9, " because ") == 0) {
      // (A reason needs no comma: `has to be Wednesday because that's
      // when the chemicals come`.)
      skip = 1;
      needs_opener = true;
    } else if (text.compare(at, 3, " - ") == 0) {
      skip = 3;
    } else if (text.compare(at, 5, " \u2013 ") == 0 || text.compare(at, 5, " \u2014 ") == 0) {
      skip = 5;
    } else if (text.compare(at, 2, " (") == 0 && text.ends_with(")") &&
               text.find(')', at) == text.size() - 1) {
      skip = 2;
    } else {
      continue;
    }
    const std::size_t from = word_at(at + skip);
    // (Three words of the clue at least, and a remark of two to twenty-four.)
    if (from < 3 || from + 2 > words.size() || words.size() - from > 24) continue;
    if (needs_opener && !remark_opener(words, from)) continue;
    if (!relates_nothing(words, from, words.size(), values, lexicon)) continue;
    return std::string(text.substr(0, at));
  }
  return std::nullopt;
}

std::optional<std::string> without_teller_reason(std::string_view text, const Lexicon& lexicon) {
  const std::vector<Word> words = cut_words(text);
  if (words.size() < 7) return std::nullopt;
  const SentenceValues values(lexicon, words);
  // The subject: a value's words opening the sentence (after `the`).
  std::size_t subject = words[0].stem == "the" ? 1 : 0;
  if (!values.covered(subject)) return std::nullopt;
  while (subject < words.size() && values.covered(subject)) ++subject;
  const std::size_t comma = text.find(", so ", words[subject - 1].offset);
  if (comma == std::string_view::npos) return std::nullopt;
  std::size_t so = subject;
  while (so < words.size() && words[so].offset < comma) ++so;
  // (A reason of two words at least, and the subject said again by a
  // pronoun after `so`: `..., so he's not timekeeper`.)
  if (so < subject + 2 || so + 2 >= words.size() || words[so].stem != "so") return std::nullopt;
  const Word& again = words[so + 1];
  static const std::set<std::string> kThird = {"he",  "she",  "they",   "it",
                                               "hes", "shes", "theyre", "its"};
  if (!kThird.count(again.stem) && !kThird.count(before_apostrophe(again.text)))
    return std::nullopt;
  if (!relates_nothing(words, subject, so, values, lexicon)) return std::nullopt;
  // (`he's`: the subject said in its place keeps the `'s`.)
  const std::size_t rest = again.offset + before_apostrophe(again.text).size();
  const std::size_t subject_end = words[subject - 1].offset + words[subject - 1].text.size();
  return std::string(text.substr(0, subject_end)) + std::string(text.substr(rest));
}

bool said_to_someone(std::string_view text, const Lexicon& lexicon) {
  const std::vector<Word> words = cut_words(text);
  if (words.size() < 3) return false;
  const SentenceValues values(lexicon, words);
  // The name said to: a value's one word in capitals, opening the
  // sentence before a comma, or set off by commas inside it.
  const auto comma_after = [&](std::size_t i) {
    const std::size_t end = words[i].offset + words[i].text.size();
    return end < text.size() && text[end] == ',';
  };
  // (Or after a stage direction that opens it: `[laughter] Fraser, ...`.)
  const auto comma_before = [&](std::size_t i) {
    std::size_t at = words[i].offset;
    while (at > 0 && text[at - 1] == ' ') --at;
    return at > 0 && (text[at - 1] == ',' || (text[at - 1] == ']' && text.front() == '['));
  };
  // (A name of several words too: `Don't worry, Credit Union, we still
  // love you`.)
  std::size_t name = words.size(), name_end = words.size();
  for (std::size_t i = 0; i < words.size() && name == words.size(); ++i) {
    std::size_t j = i;
    while (j < words.size() && values.covered(j) &&
           std::isupper(static_cast<unsigned char>(words[j].text.front())) &&
           (j == i || !comma_after(j - 1)))
      ++j;
    if (j == i || !comma_after(j - 1) || (i > 0 && !comma_before(i)) ||
        (i > 0 && values.covered(i - 1)) || (j < words.size() && values.covered(j)))
      continue;
    name = i;
    name_end = j;
  }
  if (name == words.size()) return false;
  // (The rest speaks to or of the speakers: `we'd barely sat down`,
  // `that's the only compliment you're getting`.)
  static const std::set<std::string> kObjects = {"wed", "us", "me", "your", "our"};
  bool person = false;
  for (std::size_t i = 0; i < words.size(); ++i) {
    const std::string low = lower(words[i].text);
    if ((i < name || i >= name_end) &&
        (first_or_second_person(words[i].stem) || first_or_second_person(low) ||
         kObjects.count(words[i].stem) || kObjects.count(low)))
      person = true;
  }
  if (!person) return false;
  // (Nothing else of the grid, and nothing that relates, on either side.)
  for (std::size_t i = 0; i < words.size(); ++i)
    if ((i < name || i >= name_end) && values.covered(i)) return false;
  return (name == 0 || relates_nothing(words, 0, name, values, lexicon)) &&
         relates_nothing(words, name_end, words.size(), values, lexicon);
}

}  // namespace deduce::puzzles::zebra::english
