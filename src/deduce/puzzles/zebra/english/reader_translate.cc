// The translation's assembly (reader.h: translate()): each clue and
// question read or shown as framing (the questions one a sentence:
// asked_parts.cc), a value left out refused, and the .zebra text written
// with the lines of each clue and ask.
#include "deduce/puzzles/zebra/english/reader.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <set>
#include <utility>

#include "deduce/puzzles/zebra/english/gender_words.h"
#include "deduce/puzzles/zebra/english/labelled_places.h"
#include "deduce/puzzles/zebra/english/superlatives.h"
#include "deduce/puzzles/zebra/english/teller_remarks.h"
#include "deduce/puzzles/zebra/english/wh_questions.h"
#include "deduce/puzzles/zebra/english/word_forms.h"
#include "deduce/puzzles/zebra/generate/write.h"

namespace deduce::puzzles::zebra::english {

// A value the sentence names that its reading leaves out (`Cass, the
// tallest, wore #104` read without #104), as it is written; nullopt when
// each is in the statements. An amount written as a value is (`$10 less
// than`: `- 10`).
std::optional<std::string> Reader::left_out(const Sentence& s, const Lexicon& lexicon,
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
    // (Appended piece by piece: GCC 12 warns falsely (-Wrestrict) on
    // " " + std::string here, since this function is compiled apart.)
    std::string number = " ";
    number += v.substr(dot + 1);
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

// A refusal of a sentence said again in other words (`at the front` of
// a queue as `at the left end`) quotes the sentence as written.
io::InputError Reader::as_written(const io::InputError& e, const Sentence& s) {
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
std::optional<std::vector<std::string>> Reader::read_or_frame(const Sentence& s,
                                                              const Lexicon& lexicon,
                                                              std::span<const Phrase> phrases,
                                                              bool& two_ways,
                                                              std::string& out) const {
  // (A prize for the right answers is read as no clue, whatever it names:
  // `... gets a free coffee from the café`.)
  if (!s.question && prize_offer(cut_words(s.text))) {
    out += fmt::format("\n# {}\n# (a remark about solving: it frames the puzzle)\n", shown(s));
    return std::nullopt;
  }
  try {
    std::vector<std::string> st = read(s, lexicon, phrases, two_ways);
    // Two superlatives read as the same statement (`Ben batted lowest in
    // the order and made the fewest runs` as `Ben is run.12` twice): one
    // was read as the other, so the sentence is not read. (A value said
    // again after a comma says the same on purpose: `The puppy went home
    // first, on Monday`.)
    // A part that denies a value is itself (`Jo's team won the whole thing,
    // and didn't they let us know about it` as `Jo is not Jo`) was read
    // from words that say something else: the sentence is not read. (Of
    // the readings of a phrase that names two values, `The person who
    // drives the Honda is not the person who drives the Honda`, such a
    // reading is only one that cannot hold: the others stay.)
    const auto self_denial = [](const std::string& one) -> std::string {
      for (std::size_t at = one.find(" is not "); at != std::string::npos;
           at = one.find(" is not ", at + 1)) {
        const std::size_t from = one.find_last_of(" :;(", at - 1) + 1;
        const std::size_t after = at + 8;
        const std::size_t to = std::min(one.find_first_of(" ;)", after), one.size());
        if (one.compare(from, at - from, one, after, to - after) == 0)
          return one.substr(from, at - from);
      }
      return {};
    };
    // `Leah raised the least money` where no list is of money: never read
    // over another list of numbers (the laps she ran).
    {
      // (Only an amount of money compared, `the least money`, `more money
      // than`, and only where no list is of money: `raised money for Mind`
      // says where it went.)
      const std::vector<Word> said = cut_words(s.text);
      bool compared = false;
      for (std::size_t i = 0; i + 1 < said.size(); ++i)
        compared = compared || ((said[i].stem == "most" || said[i].stem == "least" ||
                                 said[i].stem == "more" || said[i].stem == "less") &&
                                said[i + 1].stem == "money");
      if (compared && std::none_of(numeric_.begin(), numeric_.end(),
                                   [](const NumericCategory& n) { return has_unit(n, {"money"}); }))
        for (const NumericCategory& n : numeric_)
          if (!has_unit(n, {"money"}))
            for (const std::string& one : st)
              if (one.find(n.name + ".") != std::string::npos ||
                  one.find(n.name + "(") != std::string::npos)
                fail(s.line, s.column,
                     fmt::format("could not read this {}: \"{}\" (it speaks of money, and no list "
                                 "is of money: `{}` is not)",
                                 s.question ? "question" : "clue", s.text, n.name));
    }
    const std::string denied = st.empty() ? std::string() : self_denial(st.front());
    std::erase_if(st, [&](const std::string& one) { return !self_denial(one).empty(); });
    if (st.empty() && !denied.empty())
      fail(s.line, s.column,
           fmt::format("could not read this {}: \"{}\" (a part reads as `{} is not {}`: its "
                       "words say something else)",
                       s.question ? "question" : "clue", s.text, denied, denied));
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
    if (!frames_only(s, lexicon) || printed_item(s, lexicon)) throw as_written(e, s);
    out +=
        fmt::format("\n# {}{}\n# ({}: it frames the puzzle)\n", shown(s),
                    s.question && !s.text.ends_with(":") ? "?" : "",
                    solver_remark(cut_words(s.text))   ? "a remark about solving"
                    : instruction(cut_words(s.text))   ? "an instruction to the solver"
                    : said_to_someone(s.text, lexicon) ? "words said to someone"
                    : about_the_puzzle(cut_words(s.text), [](const std::string&) { return false; })
                        ? "a word to the reader"
                        : "names no value");
    return std::nullopt;
  }
}

Translation Reader::translate() const {
  // (Full names are said in part only of lists said to be people: `The
  // collectors - Lenny Farraday, ...`, never boats named `Sea Holly`.)
  Lexicon lexicon(categories_, magazine_ ? 0 : n_, magazine_fillers(), place_nouns_,
                  who_said_ ? category_index(who_) : -1);
  lexicon.set_lettered(lettered_);
  Translation t;
  std::string clues;
  std::vector<SideChoice> sides;
  // (Clues said before the lists first: reader_early_clues.cc.)
  const std::vector<Sentence> early = clues_said_first(lexicon);
  std::vector<Sentence> all_clues = early;
  all_clues.insert(all_clues.end(), clues_.begin(), clues_.end());
  // The person the clue before opened with, for a pronoun opening the next.
  std::optional<std::string> subject;
  for (const Sentence& s : all_clues) {
    bool two_ways = false;
    std::optional<std::vector<std::string>> read_as;
    const std::optional<std::string> before = std::exchange(subject, std::nullopt);
    try {
      read_as = read_or_frame(s, lexicon, relation_phrases(), two_ways, clues);
    } catch (const io::InputError&) {
      // `Ms Carter is the poet. Her queue was ...`: hers.
      // (Never a reading that leaves out a value the sentence names: `She's
      // three years older than Mabel the collie` read without Mabel.)
      if (std::optional<std::string> st;
          before && (st = read_with_subject(s, *before, lexicon)) && !left_out(s, lexicon, {*st})) {
        clues += fmt::format("\n# {}\n# (`{}` is {}, whom the clue before is about)\n{}: {}\n",
                             shown(s), cut_words(s.text)[0].text, *before, s.label, *st);
        t.clue_lines.push_back(s.line);
        t.clue_columns.push_back(s.column);
        t.clue_sentences.emplace_back(s.text);
        subject = before;
        continue;
      }
      // `A woman grew the pumpkin`: of titled people, all it says.
      if (std::optional<std::string> only = gender_only(s, lexicon)) {
        clues += fmt::format("\n# {}\n{}: {}\n", shown(s), s.label, *only);
        t.clue_lines.push_back(s.line);
        t.clue_columns.push_back(s.column);
        t.clue_sentences.emplace_back(s.text);
        continue;
      }
      // `on the left of`: read both ways, for the riddle to decide.
      std::optional<SideChoice> side = read_both_sides(s, lexicon);
      // (The printed list of clues is found once, at the first sentence
      // that needs it: one outside it is a word to the reader.)
      if (!side && outside_clue_list(s, printed_clue_list(lexicon))) {
        clues += fmt::format(
            "\n# {}\n# (not read, and outside the list of clues: taken for a word to the reader)\n",
            shown(s));
        t.unread.push_back({s.line, s.column, std::string(s.text)});
        continue;
      }
      if (!side) throw;
      side->marker = fmt::format("@side {}\n", sides.size());
      clues += fmt::format("\n# {}\n{}", shown(s), side->marker);
      sides.push_back(std::move(*side));
      t.clue_lines.push_back(s.line);
      t.clue_columns.push_back(s.column);
      t.clue_sentences.emplace_back(s.text);
      continue;
    }
    if (!read_as) continue;
    std::vector<std::string>& st = *read_as;
    // `the peg next to Mrs. Booth's` where the pegs are a list.
    if (magazine_)
      if (const std::optional<std::string> places = labelled_places(numeric_))
        for (const NumericCategory& labels : numeric_)
          if (labels.name == *places)
            for (std::string& x : st)
              if (std::optional<std::string> over = distance_over(x, *places, labels.size))
                x = std::move(*over);
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
    // (`was the work of one of the women`: a reading would drop who, of
    // people no title tells by sex, or where the titles do, said so that
    // no statement holds it: `the youngest of the women`.)
    if (!sex)
      if (const std::optional<std::string> group =
              sex_group(cut_words(s.text), SentenceValues(lexicon, cut_words(s.text))))
        fail(s.line, s.column,
             fmt::format("could not read this clue: \"{}\" (it says which of the people are {}, "
                         "which the riddle's lists do not tell)",
                         s.text, *group));
    if (two_ways) {
      // The clue holds in one of its readings: an answer that needs
      // the clue is then the same in each, or several answers show.
      clues += "# (a phrase names two values: the clue holds in one of its readings)\n";
      std::string parts;
      for (const std::string& x : st) parts += (parts.empty() ? "" : "; ") + as_part(x);
      clues += fmt::format("{}: any of: {}\n", s.label, parts);
    } else if (sex) {
      // `The woman who grows tulips ...` of titled people: one of the women.
      clues +=
          fmt::format("{}: all of: {}; {}\n", s.label,
                      st.front().starts_with("all of: ") ? st.front().substr(8) : st.front(), *sex);
    } else {
      clues += fmt::format("{}: {}\n", s.label, st.front());
    }
    t.clue_lines.push_back(s.line);
    t.clue_columns.push_back(s.column);
    t.clue_sentences.emplace_back(s.text);
    subject = subject_of(s, lexicon);
  }
  for (const auto& [s, number] : asked_one_by_one(lexicon)) {
    bool two_ways = false;
    const std::optional<std::vector<std::string>> read_as =
        read_or_frame(s, lexicon, question_phrases(), two_ways, clues);
    if (!read_as) continue;
    const std::vector<std::string>& st = *read_as;
    if (const auto as = asked_of_first_.find(s.text.data()); as != asked_of_first_.end())
      clues += fmt::format("\n# {}?\n# (asked as `{}?`, of what the question's first part names)\n",
                           as->second, shown(s));
    else if (const auto told = asked_as_told_.find(s.text.data()); told != asked_as_told_.end())
      clues += fmt::format("\n# {}?\n# (asked as `{}?`, as the instruction after it says)\n",
                           told->second, shown(s));
    else
      clues += fmt::format("\n# {}?\n", shown(s));
    if (two_ways) clues += "# (a phrase names two values: asked of each)\n";
    // `Which dog won?` answered from the dogs' owners (`Mrs Pringle,
    // Colonel Ash, ...`): a noun after `which` that names no list and no
    // person never asks for people said with titles; refused.
    // (`Which of the four gentlemen ...`: the noun after `of the four`, as
    // which_of_the() restates it; `Which of them`, `of the four was`, or a
    // capital after `of the`, have none.)
    int animal_names = -1;
    const std::string restated = which_of_the(s.text).value_or(std::string(s.text));
    std::vector<Word> qw = cut_words(restated);
    if (qw.size() >= 2 && qw[1].stem == "of") qw.clear();
    if (qw.size() >= 3 && qw[0].stem == "which" &&
        std::islower(static_cast<unsigned char>(qw[1].text.front())) && !person_noun(qw[1].stem) &&
        !qw[1].stem.ends_with("er") && !qw[1].stem.ends_with("or") &&
        !qw[1].stem.ends_with("ist") && qw[1].stem != "team" && qw[1].stem != "group" &&
        qw[1].stem != "club" && qw[1].stem != "crew" && qw[1].stem != "family" &&
        qw[1].stem != "one")
      for (const std::string& x : st) {
        const int asked = category_index(x.substr(0, x.find(' ')));
        if (asked < 0 || asked != category_index(who_)) continue;
        const std::size_t titled =
            titled_names(categories_[static_cast<std::size_t>(asked)].values);
        const bool said = std::any_of(categories_.begin(), categories_.end(), [&](const auto& c) {
          for (const Word& lw : cut_words(c.name))
            if (same_root(qw[1].stem, lw.stem)) return true;
          return false;
        });
        // (`Which dog won?` where one list names the dogs: that list.)
        if (titled >= 2 && !said) animal_names = named_animals(qw[1].stem);
        if (animal_names >= 0) continue;
        if (titled >= 2 && !said)
          fail(s.line, s.column,
               fmt::format("could not read this question: \"{}\" (`{}` names no list and no "
                           "person: it would be answered from `{}`, the people)",
                           s.text, qw[1].text, x.substr(0, x.find(' '))));
      }
    // `What is the kitten's name?`: the list of names given to things
    // (asked_names.cc).
    std::vector<std::string> asked = st;
    if (animal_names >= 0)
      for (std::string& x : asked)
        if (x.starts_with(who_ + " of "))
          x = categories_[static_cast<std::size_t>(animal_names)].name + x.substr(who_.size());
    for (std::string& x : asked) x = asked_name(s, x);
    // A place asked of a row whose places have names or labels: `Which
    // boat has the parrot on board?` where the boats are named (`They're
    // called Kingfisher, ...`), `Which room is Theo in?` where the rooms
    // are a list in the row's order (`201, ..., 205`, `201 is on the far
    // left`): the name or label, never the place's number.
    int place_named = -1;
    if (!magazine_) {
      if (qw.size() >= 2 && qw[0].stem == "which" && lexicon.place_noun(qw[1].stem))
        place_named = named_places();
      for (std::size_t c = 0; place_named < 0 && c < categories_.size(); ++c)
        if (categories_[c].in_row_order != 0) place_named = static_cast<int>(c);
    }
    if (place_named >= 0)
      for (std::string& x : asked)
        if (x.starts_with("position of "))
          x = categories_[static_cast<std::size_t>(place_named)].name + x.substr(8);
    for (const std::string& x : asked) {
      // `What does the person at number 3 grow?`: the list at place 3,
      // asked so (`front_garden at 3`), never of the place's name `p3`.
      const std::size_t of = x.find(" of p");
      const bool at_place =
          !magazine_ && of != std::string::npos && of + 5 < x.size() && x.find(' ') == of &&
          x.find_first_not_of("0123456789", of + 5) == std::string::npos &&
          std::find(shell_.categories.back().values.begin(), shell_.categories.back().values.end(),
                    x.substr(of + 4)) != shell_.categories.back().values.end();
      clues += fmt::format("ask: {}\n", at_place ? x.substr(0, of) + " at " + x.substr(of + 5) : x);
      t.ask_lines.push_back(s.line);
      t.ask_questions.push_back(number);
    }
  }
  std::string& z = t.zebra;
  z += fmt::format("# Translated from {} by deduce translate; each clue follows its sentence.\n",
                   file_);
  for (const Sentence& s : framing_)
    if (!said_first(s, early)) z += fmt::format("# {}\n", shown(s));
  for (const Sentence& s : intro_)
    if (!said_first(s, early)) z += fmt::format("# {}.\n", shown(s));
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
  // A list said in the row's order (`From the front of the queue to the
  // back they were: ...`): each value at its place, after the riddle's
  // own clues.
  for (std::size_t c = 0; c < categories_.size(); ++c) {
    if (categories_[c].in_row_order == 0 || magazine_) continue;
    places += fmt::format("\n# ({} listed in the row's order)\n", categories_[c].name);
    for (int k = 1; k <= n_; ++k) {
      const int v = categories_[c].in_row_order > 0 ? k - 1 : n_ - k;
      places += fmt::format("{}{}: {} at {}\n", categories_[c].name, k,
                            value_text({static_cast<int>(c), v}), k);
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

}  // namespace deduce::puzzles::zebra::english
