// The translation's assembly (reader.h: translate()): the questions one a
// sentence, each clue and question read or shown as framing, a value left
// out refused, and the .zebra text written with the lines of each clue and
// ask.
#include "deduce/puzzles/zebra/english/reader.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <utility>

#include "deduce/puzzles/zebra/english/gender_words.h"
#include "deduce/puzzles/zebra/english/labelled_places.h"
#include "deduce/puzzles/zebra/generate/write.h"

namespace deduce::puzzles::zebra::english {

// The questions, one a sentence: `Who owns the parrot, and what colour is
// Mrs. Hale's door?` asks two, each read as a question of its own when
// each reads (`Who showed what, and who won how much?` stays whole, and
// frames the puzzle). Each part with a number of its own.
std::vector<std::pair<Sentence, int>> Reader::asked_one_by_one(const Lexicon& lexicon) const {
  std::vector<std::pair<Sentence, int>> out;
  for (const Sentence& asked : questions_) {
    const Sentence q = named_by_instruction(asked, lexicon);
    // Each question, and each part of one asked one by one, has its own
    // number: answers to two parts are two answers, not one that differs.
    const int number = static_cast<int>(out.empty() ? 0 : out.back().second) + 1;
    std::vector<Sentence> parts;
    std::size_t from = 0;
    // (`..., and who ...`, or without the comma: `who did I babysit on
    // Thursday and how much did the Marchettis pay`.)
    for (std::size_t at = q.text.find(" and "); at != std::string_view::npos;
         at = q.text.find(" and ", at + 1)) {
      const std::size_t end = at > 0 && q.text[at - 1] == ',' ? at - 1 : at;
      const std::vector<Word> next = cut_words(q.text.substr(at + 5));
      const auto asks = [&](std::size_t k) {
        return k < next.size() &&
               (next[k].stem == "who" || next[k].stem == "what" || next[k].stem == "which" ||
                next[k].stem == "where" || next[k].stem == "how" || next[k].stem == "whose" ||
                next[k].stem == "when");
      };
      // `..., and (b) which ...`: the part's letter goes first.
      const std::size_t k0 =
          q.text[at + 5] == '(' && next.size() > 1 && next[0].text.size() <= 4 ? 1 : 0;
      // `..., and for how long?`: a preposition before the question word.
      const bool preposition = next.size() > k0 &&
                               (next[k0].stem == "for" || next[k0].stem == "at" ||
                                next[k0].stem == "on" || next[k0].stem == "in") &&
                               asks(k0 + 1);
      if (!asks(k0) && !preposition) continue;
      Sentence part = q;
      part.text = q.text.substr(from, end - from);
      part.column = q.column + static_cast<int>(from);
      parts.push_back(part);
      from = at + 5;
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
      const std::string& named = categories_[static_cast<std::size_t>(r.category)]
                                     .values[static_cast<std::size_t>(r.value)];
      // (`..., and what was its number?`: the pronoun is what the first
      // part names, whose thing the first part asks.)
      const auto pronoun = std::find_if(pw.begin(), pw.end(), [](const Word& w) {
        return w.stem == "its" || w.stem == "his" || w.stem == "her" || w.stem == "their" ||
               w.stem == "it" || w.stem == "he" || w.stem == "she" || w.stem == "they";
      });
      if (pronoun == pw.end()) {
        held_.push_back(std::string(parts[k].text) + " " + named);
      } else {
        const bool whose = pronoun->stem == "its" || pronoun->stem == "his" ||
                           pronoun->stem == "her" || pronoun->stem == "their";
        std::string said(parts[k].text);
        said.replace(pronoun->offset, pronoun->text.size(), whose ? named + "'s" : named);
        held_.push_back(std::move(said));
      }
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
Sentence Reader::named_by_instruction(const Sentence& q, const Lexicon& lexicon) const {
  const std::vector<Word> qw = cut_words(q.text);
  if (qw.size() < 3 || qw[0].stem != "what" || qw[0].offset != 0) return q;
  const Sentence* next = nullptr;
  for (const std::vector<Sentence>* part : {&clues_, &framing_, &questions_})
    for (const Sentence& s : *part)
      if (s.line == q.line && s.column > q.column && (!next || s.column < next->column)) next = &s;
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
    out +=
        fmt::format("\n# {}{}\n# ({}: it frames the puzzle)\n", shown(s), s.question ? "?" : "",
                    solver_remark(cut_words(s.text)) ? "a remark about solving"
                    : instruction(cut_words(s.text)) ? "an instruction to the solver"
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
      if (std::optional<std::string> st; before && (st = read_with_subject(s, *before, lexicon))) {
        clues += fmt::format("\n# {}\n# (`{}` is {}, whom the clue before is about)\n{}: {}\n",
                             shown(s), cut_words(s.text)[0].text, *before, s.label, *st);
        t.clue_lines.push_back(s.line);
        t.clue_sentences.emplace_back(s.text);
        subject = before;
        continue;
      }
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
      clues +=
          fmt::format("{}: all of: {}; {}\n", s.label,
                      st.front().starts_with("all of: ") ? st.front().substr(8) : st.front(), *sex);
    } else {
      clues += fmt::format("{}: {}\n", s.label, st.front());
    }
    t.clue_lines.push_back(s.line);
    t.clue_sentences.emplace_back(s.text);
    subject = subject_of(s, lexicon);
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
