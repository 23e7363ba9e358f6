// `What did Anna pay?`, `Where did the Davies stay?` (reader.h:
// what_did()): a question of the one list its verb, its words or its
// subject leave to ask, said as the `<list> of <value>` the table reads.
// One function of about 350 lines, each step narrowing the lists it may
// ask; the questions' other readings are in reader_questions.cc.
#include "deduce/puzzles/zebra/english/reader.h"

#include <algorithm>
#include <cctype>
#include <iterator>
#include <set>

#include "deduce/puzzles/zebra/english/superlatives.h"
#include "deduce/puzzles/zebra/english/wh_questions.h"
#include "deduce/puzzles/zebra/english/word_forms.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

// `What did Doreen take home?`, `What does Bo collect?`, `Where did the
// Davies stay?`: a value of the
// one category the question may ask (not the people's, not an ordered
// one, which `how much` and `when` ask, not the subject's own; asked
// with `what`, not one of where or when, wh_questions.h); nullopt
// when none or several may be meant, or a word of relation is said.
std::optional<std::string> Reader::what_did(const std::vector<Word>& w,
                                            const Lexicon& lexicon) const {
  // `Where` asks a list only where there are no positions to ask, or
  // where it asks where to (`Where is Ben going?`).
  if (w.size() < 3 ||
      (w[0].stem != "what" && (w[0].stem != "where" || (!magazine_ && !where_to(w)))))
    return std::nullopt;
  // `What grows at number 3?`, `What is kept in the end cottage?`: what
  // the one there grows, keeps (`What does the one at number 3 grow?`).
  {
    const bool passive = is_or_was(w[1].stem) && w.size() > 4 &&
                         (w[2].text.ends_with("ed") || w[2].text.ends_with("wn"));
    const std::size_t verb = passive ? 2 : 1;
    static const std::set<std::string> kNot = {"is", "was", "are",  "were", "did", "doe", "does",
                                               "do", "has", "have", "had",  "the", "a"};
    if (w[0].stem == "what" && verb + 2 < w.size() && !kNot.count(w[verb].stem) &&
        std::islower(static_cast<unsigned char>(w[verb].text.front())) &&
        (w[verb + 1].stem == "at" || w[verb + 1].stem == "in" || w[verb + 1].stem == "on") &&
        std::find(cue_words().begin(), cue_words().end(), w[verb].stem) == cue_words().end()) {
      const char* from = w[verb + 1].text.data();
      const char* end = w.back().text.data() + w.back().text.size();
      const std::string said =
          std::string("What did the one ")
              .append(std::string_view(from, static_cast<std::size_t>(end - from)))
              .append(" ")
              .append(!passive                       ? w[verb].stem
                      : w[verb].stem.ends_with("ed") ? word_root(w[verb].stem)
                                                     : participle_verb(w[verb].stem));
      return what_did(cut_words(said), lexicon);
    }
  }
  // `What did Priya go home with?`, `come away with`, `leave with`: what
  // she took home.
  if (w[0].stem == "what" && w.size() >= 5 && w.back().stem == "with" &&
      (w[1].stem == "did" || w[1].stem == "does" || w[1].stem == "doe" || w[1].stem == "do")) {
    std::size_t verb = w.size() - 2;
    if (w[verb].stem == "home" || w[verb].stem == "away" || w[verb].stem == "off") --verb;
    static const std::set<std::string> kLeave = {"go", "come", "walk", "leave", "get"};
    if (verb > 2 && kLeave.count(w[verb].stem) != 0 &&
        (w[verb].stem == "leave" || verb + 2 < w.size())) {
      const char* from = w[2].text.data();
      const char* end = w[verb - 1].text.data() + w[verb - 1].text.size();
      const std::string said =
          std::string("What did ")
              .append(std::string_view(from, static_cast<std::size_t>(end - from)))
              .append(" take home");
      return what_did(cut_words(said), lexicon);
    }
  }
  // `What has Alfie got?`: what he has, asked as `does ... have` asks.
  if (w[0].stem == "what" && w.size() >= 4 &&
      (w[1].stem == "has" || w[1].stem == "ha" || w[1].stem == "have" || w[1].stem == "had") &&
      (w.back().stem == "got" || w.back().stem == "gotten")) {
    const char* from = w[2].text.data();
    const char* end = w[w.size() - 2].text.data() + w[w.size() - 2].text.size();
    const std::string said =
        std::string("What does ")
            .append(std::string_view(from, static_cast<std::size_t>(end - from)))
            .append(" have");
    return what_did(cut_words(said), lexicon);
  }
  // `What is Gus carrying?`, `What was Cleo saving for?`: a verb's -ing
  // form asks as `did` does.
  const bool copula =
      w[1].stem == "is" || w[1].stem == "was" || w[1].stem == "are" || w[1].stem == "were";
  const bool ing = copula && std::any_of(w.begin() + 3, w.end(), [](const Word& x) {
                     return (x.text.size() > 5 || x.text == "doing") && x.text.ends_with("ing") &&
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
           !is_or_was(w[of_said->second].stem);
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
    // (The verb before its particle: `What did the man on peg 1 weigh
    // in?`.)
    static const std::set<std::string> kParticles = {"in", "out", "up", "off", "down"};
    const std::string& verb = kParticles.count(w.back().stem) != 0 && w.size() - 1 > e
                                  ? w[w.size() - 2].stem
                                  : w.back().stem;
    const auto says = [&](std::size_t c) {
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
      if (ordered_.count(categories_[c].name) && static_cast<int>(c) != subject.category && says(c))
        named.push_back(static_cast<int>(c));
    // (A verb that weighs asks the one list of weights: `What did the man
    // on peg 1 weigh in?` of catches in lb.)
    if (named.empty() && (verb == "weigh" || verb == "weighed")) {
      for (const NumericCategory& n : numeric_)
        if (n.index != subject.category &&
            has_unit(n, {"pound", "lb", "kg", "kilo", "ounce", "oz", "gram", "g", "stone"}))
          named.push_back(n.index);
    }
    // (Not where a list of things has the verb on its own line: `What
    // does Sam collect?` of `Each child collects a different kind of
    // sticker: ...`, whatever `Four children collect stickers` says of the
    // numbers of stickers.)
    const bool things_say =
        std::any_of(categories_.begin(), categories_.end(), [&](const CategoryText& c) {
          const int ci = static_cast<int>(&c - categories_.data());
          if (ci == people || ci == subject.category || ordered_.count(c.name)) return false;
          for (const Word& lw : cut_words(c.line_words))
            if (same_verb(w.back().stem, lw.stem)) return true;
          return false;
        });
    if (named.size() == 1 && !things_say)
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
  // (`Where` never asks a colour: `Where is the Volvo heading?`.)
  if (w[0].stem == "where")
    std::erase_if(may,
                  [&](int c) { return colour_list(categories_[static_cast<std::size_t>(c)]); });
  // (Where a list says where, `Where` asks it, whatever other list the
  // question's nouns name: `Where did Amy find the clue?` of patrols and
  // the places they found their clue in never asks the patrol.)
  std::vector<int> places;
  if (w[0].stem == "where")
    std::copy_if(may.begin(), may.end(), std::back_inserter(places),
                 [&](int c) { return adverbial_list(categories_[static_cast<std::size_t>(c)]); });
  if (!places.empty())
    may = places;
  else if (w[0].stem == "where" && !where_to(w))
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
  // `What was Grace doing at the post office?` asks the list of doings
  // (`buying stamps`, `paying a bill`, ...).
  if (may.size() > 1 &&
      std::any_of(w.begin(), w.end(), [](const Word& x) { return x.stem == "doing"; })) {
    std::vector<int> doings;
    for (const int c : may) {
      const std::vector<std::string>& vs = categories_[static_cast<std::size_t>(c)].values;
      if (std::all_of(vs.begin(), vs.end(), [](const std::string& v) {
            const std::vector<Word> vw = cut_words(v);
            return !vw.empty() && vw[0].text.size() > 4 && vw[0].text.ends_with("ing");
          }))
        doings.push_back(c);
    }
    if (doings.size() == 1) may = doings;
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
  // (Of one too, where a clue compares by the verb in an ordered list's
  // unit: below.)
  const int compared = w[0].stem == "what" ? compared_in_units(w.back().stem) : -1;
  if (may.size() > 1 || compared >= 0) {
    std::vector<int> said;
    for (const int c : may) {
      // (`What did Emeka leave?` of `They had been left at the café,
      // ...` asks what was left, not where.)
      if (w[0].stem == "what" && adverbial_list(categories_[static_cast<std::size_t>(c)])) continue;
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
    // Else, where one list is ordered and the clues compare by the verb
    // (`What did Tina get?` of `I got more than Shaz`), that list: no
    // line or introduction said the verb of another.
    if (said.empty() && ordered_.size() == 1 && compared_by(w.back().stem))
      for (std::size_t c = 0; c < categories_.size(); ++c)
        if (ordered_.count(categories_[c].name) && static_cast<int>(c) != subject.category)
          return categories_[c].name + " of " + value_text(subject);
    // (Of several ordered lists, the one whose unit the comparison says:
    // `What did Lou catch?` of `Kay caught 6lb less than Ivy`, where no
    // line says what was caught.)
    if (said.empty() && compared >= 0 && compared != subject.category)
      return categories_[static_cast<std::size_t>(compared)].name + " of " + value_text(subject);
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
  // `What did Luis roll for initiative?` of `Your initiative rolls for the
  // fight were 8, 13, ...`: a list of numbers named after the verb is
  // asked; so is one the verb itself names (`The four rolls were 22, 17,
  // 11 and 6`, the list `roll`, where the characters had been asked).
  {
    std::vector<int> named_after;
    for (std::size_t c = 0; c < categories_.size(); ++c) {
      if (!ordered_.count(categories_[c].name) || static_cast<int>(c) == subject.category) continue;
      std::string name = categories_[c].name;
      std::replace(name.begin(), name.end(), '_', ' ');
      const std::vector<Word> nw = cut_words(name);
      // (The verb itself only where it is the list's whole name, `What does
      // Nell play?` never asks `playing_year`, and no preposition ends the
      // question: `What is Cleo saving for?` asks what `for` says, not the
      // weeks of `saving`.)
      static const std::set<std::string> kStranded = {"for", "to",   "with",  "on", "at",
                                                      "in",  "from", "about", "of", "by"};
      bool said = nw.size() == 1 && e < w.size() && same_root(nw[0].stem, w[e].stem) &&
                  !kStranded.count(w.back().stem);
      for (std::size_t i = e + 1; i < w.size() && !said; ++i)
        for (const Word& x : nw)
          said =
              said || (x.stem.size() >= 4 && w[i].stem.size() >= 4 && same_root(x.stem, w[i].stem));
      if (said) named_after.push_back(static_cast<int>(c));
    }
    if (named_after.size() == 1 && w[0].stem == "what")
      return categories_[static_cast<std::size_t>(named_after[0])].name + " of " +
             value_text(subject);
  }
  if (may.size() != 1) return std::nullopt;
  const int asked = may.front();
  return categories_[static_cast<std::size_t>(asked)].name + " of " + value_text(subject);
}

}  // namespace deduce::puzzles::zebra::english
