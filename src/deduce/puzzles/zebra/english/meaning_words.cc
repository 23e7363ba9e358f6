// The words of a sentence that carry its meaning (reader.h): fillers,
// verbs no table knows and their particles dropped, words that deny kept
// unless the lists say them (reader_denials.cc). meaning_words() is one
// function of about 350 lines.
#include "deduce/puzzles/zebra/english/reader.h"

#include <algorithm>
#include <cctype>

#include "deduce/puzzles/zebra/english/amount_units.h"
#include "deduce/puzzles/zebra/english/denying_words.h"
#include "deduce/puzzles/zebra/english/people_around.h"
#include "deduce/puzzles/zebra/english/word_forms.h"

namespace deduce::puzzles::zebra::english {

std::vector<Word> Reader::meaning_words(const std::vector<Word>& words, const Lexicon& lexicon,
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
        (st == "left" || st == "right" || st == "up" || st == "across" || st == "row") && magazine_;
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
    // (Even after a number that names a value, where the unit is a
    // weight's, a length's or a volume's: `1 kilo less` where the
    // children are 1, 2 and 3 is no `1 less`; `the 11-year-old` is age 11.)
    const auto physical_unit = [](const std::string& u) {
      static const std::set<std::string> kPhysical = {"mile",  "foot",  "feet",   "inch",  "yard",
                                                      "lb",    "ounce", "oz",     "stone", "ton",
                                                      "litre", "liter", "gallon", "pint"};
      return metric(u) != 0 || kPhysical.count(u) != 0;
    };
    const bool amount_unit =
        i > 0 && !values.covered(i) && (!values.covered(i - 1) || physical_unit(st)) &&
        (std::isdigit(static_cast<unsigned char>(words[i - 1].text.front())) || measure_unit(st)) &&
        amount_of(words[i - 1].stem) != 0;
    // `order` carries a relation only in `in some order`, `in that order`:
    // elsewhere it is a verb (`Greta did not order the espresso`).
    // So is `make` but in `make of` (`What make of car ...`): `How many
    // catches did Esther make?`.
    // `the Italic hand` (a script): `hand` is a side only after `left`
    // or `right`.
    const bool hand =
        st == "hand" && !(i > 0 && (words[i - 1].stem == "left" || words[i - 1].stem == "right"));
    static const std::set<std::string> kCameTo = {
        "see",  "watch",   "hear",    "meet", "visit", "play",  "buy",   "sell",
        "sing", "perform", "collect", "pick", "fetch", "join",  "help",  "learn",
        "try",  "compete", "race",    "show", "enter", "judge", "cheer", "get",
        "find", "take",    "bring",   "do",   "make",  "hire"};
    const bool a_verb =
        hand ||
        (st == "order" &&
         (i == 0 || (words[i - 1].stem != "some" && words[i - 1].stem != "either" &&
                     words[i - 1].stem != "that" && words[i - 1].stem != "particular" &&
                     words[i - 1].stem != "any"))) ||
        (st == "make" && !(i + 1 < words.size() && words[i + 1].stem == "of")) ||
        // `The crab came off the white boat`, `came from the Hodges'
        // farm`: whence, no place in a contest (`came first`).
        // `came to see the Rattlers`, `went to hear the band`: the verb
        // after says what was done.
        ((st == "came" || st == "come" || st == "went" || st == "go") && i + 2 < words.size() &&
         words[i + 1].stem == "to" && !values.covered(i + 2) &&
         kCameTo.count(words[i + 2].stem) != 0) ||
        // `The lemon drizzle came in the first week`: where it was.
        ((st == "came" || st == "come") && i + 3 < words.size() &&
         (words[i + 1].stem == "in" || words[i + 1].stem == "on") && words[i + 2].stem == "the" &&
         (ordinal_word(words[i + 3].stem) != 0 || words[i + 3].stem == "last") && !magazine_) ||
        ((st == "came" || st == "come") && i + 2 < words.size() &&
         (words[i + 1].stem == "off" || words[i + 1].stem == "from") &&
         (values.covered(i + 2) ||
          (words[i + 2].stem == "the" && i + 3 < words.size() && values.covered(i + 3))));
    // `door` counts places only after a number (`two doors down`): `The
    // Bakers' front door is red` is the Bakers'; so is `front` before
    // such a noun, never a place said (`at the front, with his stout`,
    // `Ivor, at the front, had stout`, `in the front row`).
    static const std::set<std::string> kFrontOf = {
        "door",    "garden",   "gate", "window", "room", "porch", "step",  "yard",  "lawn", "wall",
        "bedroom", "entrance", "hall", "cover",  "page", "wheel", "tooth", "teeth", "desk"};
    // `Dave's team scored 4 more than Pete's`: a list's noun after a
    // named value's `'s` is that value's own thing, no word of the link.
    // (Never a word that joins: `between Doreen's and the marrows`.)
    static const std::set<std::string> kJoining = {"and", "or",   "nor",   "but",  "the",
                                                   "who", "that", "which", "than", "with"};
    // (The `'s` is read between the two words, both of one text, never
    // past the next one's start.)
    // (Words said again in other words may point elsewhere: only two
    // whose places in the text and in memory agree are read so.)
    const auto possessive_before = [&](std::size_t k) {
      const Word& a = words[k - 1];
      const Word& b = words[k];
      if (b.offset < a.offset + a.text.size() ||
          b.text.data() - a.text.data() != static_cast<std::ptrdiff_t>(b.offset - a.offset))
        return false;
      const std::string_view gap(a.text.data() + a.text.size(),
                                 b.offset - a.offset - a.text.size());
      return gap.starts_with("'s") || gap.starts_with("\u2019s");
    };
    const bool owned = i > 0 && values.covered(i - 1) && !values.covered(i) &&
                       std::islower(static_cast<unsigned char>(words[i].text.front())) &&
                       lexicon.category_named(st) >= 0 && !kJoining.count(st) &&
                       possessive_before(i);
    const bool holder =
        owned ||
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
    static const std::set<std::string> kBe = {"was",   "were", "is",    "are",  "be", "been",
                                              "being", "not",  "weren", "wasn", "isn"};
    const bool no_longer =
        st == "formerly" || st == "previously" ||
        (st == "used" && i + 1 < words.size() && words[i + 1].stem == "to" &&
         !(i > 0 && (kBe.count(words[i - 1].stem) || words[i - 1].text.ends_with("n't") ||
                     words[i - 1].text.ends_with("n\u2019t"))));
    const bool denying = !values.covered(i) && (no_longer || denies_at(words, i));
    // `an even number of points`, `, as did the Brainiacs`, `So did the
    // Owls`: a kind of number and a second subject of the same deed are
    // never dropped.
    const bool said_of_number = (st == "even" || st == "odd") && i + 1 < words.size() &&
                                (words[i + 1].stem == "number" || words[i + 1].stem == "numbered");
    const bool as_did =
        (st == "as" || st == "so" || st == "too") && i + 1 < words.size() &&
        (words[i + 1].stem == "did" || words[i + 1].stem == "does" || words[i + 1].stem == "doe" ||
         words[i + 1].stem == "do" || words[i + 1].stem == "had" || words[i + 1].stem == "has");
    // (`The Know-It-Owls, the winners on the night, sat at table 3`: who
    // won is never dropped as a word that only links; but `the winner of
    // the dinner for two` and `the long jump winner` are whoever took it,
    // and `the winning throw of 31 skips` the value said again.)
    const bool winning = (st == "winner" || st == "winners" || st == "champion" ||
                          st == "champions" || st == "victor") &&
                         !(i + 1 < words.size() && words[i + 1].stem == "of") &&
                         !(i > 0 && values.covered(i - 1));
    const bool keep =
        !a_verb && !holder &&
        (name || amount_unit || row_noun || span_noun || landmark || denying || said_of_number ||
         winning || as_did || one_unit_at(words, i) ||
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
    const bool someone =
        i + 1 < words.size() && (words[i + 1].stem == "someone" || words[i + 1].stem == "somebody");
    const bool particle =
        keep && dropped_verb && i + 1 < words.size() &&
        (values.covered(i + 1) ||
         ((words[i + 1].stem == "the" || words[i + 1].stem == "a" || words[i + 1].stem == "an") &&
          i + 2 < words.size() && values.covered(i + 2)) ||
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
                                  const std::size_t j = static_cast<std::size_t>(&x - words.data());
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
      return j < words.size() && (words[j].stem == "more" || words[j].stem == "fewer" ||
                                  words[j].stem == "less" || superlative_word(words[j].stem) ||
                                  std::isdigit(static_cast<unsigned char>(words[j].text.front())) ||
                                  number_word(words[j].stem) >= 2);
    };
    const bool adverb =
        dropped_verb && !values.covered(i) && i + 1 < words.size() &&
        (st == "up" || st == "down" || st == "out" || st == "off" || st == "along" ||
         st == "away" || st == "over" || st == "round" || st == "around") &&
        ((is_particle(words[i + 1].stem) && i + 2 < words.size() &&
          (values.covered(i + 2) ||
           ((words[i + 2].stem == "the" || words[i + 2].stem == "a" || words[i + 2].stem == "an") &&
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
        words[i - 2].stem != "is" && words[i - 2].stem != "was" && words[i - 2].stem != "are" &&
        words[i - 2].stem != "were" && i + 1 < words.size() &&
        (words[i + 1].stem == "next" || words[i + 1].stem == "beside" ||
         words[i + 1].stem == "opposite")) {
      kept.pop_back();
      if (!kept.empty() && kept.back().offset == words[i - 2].offset) kept.pop_back();
      continue;
    }
    // `sat at the bench directly left of Jess`, `was eaten at the table
    // next to the scampi`: the row's own place, said before where it is.
    static const std::set<std::string> kWhere = {"next",     "beside",    "directly", "immediately",
                                                 "just",     "left",      "right",    "opposite",
                                                 "adjacent", "alongside", "two",      "three"};
    if (lexicon.place_noun(st) && !values.covered(i) && i >= 2 && kept.size() >= 2 &&
        words[i - 1].stem == "the" && is_particle(words[i - 2].stem) &&
        kept.back().offset == words[i - 1].offset &&
        kept[kept.size() - 2].offset == words[i - 2].offset && i + 1 < words.size() &&
        kWhere.count(words[i + 1].stem) != 0) {
      kept.resize(kept.size() - 2);
      continue;
    }
    if (!magazine_ && lexicon.place_noun(st) && !values.covered(i) && i >= 2 && kept.size() >= 2 &&
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

}  // namespace deduce::puzzles::zebra::english
