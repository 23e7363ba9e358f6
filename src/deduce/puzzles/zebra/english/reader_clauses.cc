// A sentence read clause by clause (reader.h: read_clauses()), each clause
// a statement of its own, its pronouns said as the values they stand for.
// A second clause said short after a comma is read in
// reader_short_clauses.cc, and the other value it compares with is found in
// reader_clause_comparisons.cc.
#include "deduce/puzzles/zebra/english/reader.h"
#include "deduce/puzzles/zebra/english/words.h"

#include <algorithm>
#include <cctype>

namespace deduce::puzzles::zebra::english {

// A sentence of two clauses (`Doreen didn't buy the quilt, but she did
// pay more than Agnes`; `Daisy has her lesson two days before Ethan; the
// latter plays the cello`; `Jonah adopted the beagle, which isn't
// Pepper`): each read as a sentence of its own, the second's pronoun as
// the value the first names first (its subject), `the latter` and
// `which` as the one it names last, `the former` as the first. Both
// must read, as one statement each; nullopt otherwise.
std::optional<std::string> Reader::read_clauses(const Sentence& s, const Lexicon& lexicon,
                                                std::span<const Phrase> phrases) const {
  const std::string_view t = s.text;
  // (`, though`, `, even though`, `, yet`, `, whereas`, `, while` join as `but`
  // does: `Smokey's loft is in Netherton, though it isn't Derek's`.)
  static constexpr std::string_view kJoints[] = {
      "; ",       ", but ",    ", even though ", ", though ",   ", although ",  ", whereas ",
      ", while ", ", yet ",    ", and ",         ", which ",    ", who ",       " but ",
      " and is ", " and was ", " and has ",      " and had ",   " and did ",    ", on ",
      ", in ",    ", at ",     ", for ",         ", by ",       " and ",        ", straight ",
      ", right ", ", just ",   ", immediately ", ", directly ", ", somewhere ", ", the ",
      ", where "};
  // A second clause said short after a comma, the first's subject or verb
  // left out (reader_short_clauses.cc).
  if (std::optional<std::string> both = read_short_clauses(s, lexicon, phrases)) return both;
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
    std::string first = written(named.front());
    // (A place named first is the subject as the text says it: `The first
    // caller asked for country, and wasn't from Ashford`.)
    if (first.empty()) {
      std::size_t from = 0;
      while (from < lw.size() && !lv.covered(from)) ++from;
      std::size_t to = from;
      while (to < lw.size() && lv.covered(to)) ++to;
      if (to < lw.size() && lexicon.place_noun(lw[to].stem)) ++to;
      if (from > 0 && lw[from - 1].stem == "the") --from;
      if (from < to && from <= 1)
        first = left.substr(lw[from].offset,
                            lw[to - 1].offset + lw[to - 1].text.size() - lw[from].offset);
    }
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
    // `Fergus spent the day on Station Hill, where he wasn't felling
    // anything`: a place, then what its subject did there, said with a
    // pronoun for the subject (nothing else after `where` is read so).
    if (joint == ", where " &&
        (rw.size() < 2 || (rw[0].stem != "he" && rw[0].stem != "she" && rw[0].stem != "they")))
      continue;
    // `it was either Ruby or Tariq who used the red paper`: a cleft, read as
    // it is (inversions.h), its `it` no one's.
    const bool cleft = rw.size() > 3 && rw[0].stem == "it" && is_or_was(rw[1].stem) &&
                       std::any_of(rw.begin() + 2,
                                   rw.begin() + std::min<std::ptrdiff_t>(
                                                    8, static_cast<std::ptrdiff_t>(rw.size())),
                                   [](const Word& x) { return x.stem == "who"; });
    // `Nibbles didn't win, but he did get a rosette`, `The budgie came
    // last, but he sang the whole time`: a clause of the subject that
    // says nothing of the grid is a remark; the sentence is the first.
    if ((joint == ", but " || joint == " but " || joint == ", and " || joint == ", though " ||
         joint == ", although " || joint == ", yet " || joint == ", while ") &&
        (rw[0].stem == "he" || rw[0].stem == "she" || rw[0].stem == "they") &&
        says_nothing(rw, lexicon))
      if (std::optional<std::string> st = read_as(s, left, lexicon, phrases, true, true)) return st;
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
             (x[k + 1].text.ends_with("er") || x[k + 1].stem == "more" || x[k + 1].stem == "less" ||
              x[k + 1].stem == "fewer");
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
    if ((joint == ", but " || joint == " but " || joint == ", and " || joint == " and ") &&
        rw.size() >= 3 && rw[0].stem == "the" && lexicon.place_noun(stem_of(rw[1].stem)) &&
        (rw[2].stem == "after" || rw[2].stem == "before" || rw[2].stem == "immediately" ||
         rw[2].stem == "directly" || rw[2].stem == "just" || rw[2].stem == "somewhere")) {
      // `Dracula was read the week after Agnes's choice, but the week
      // before the carrot cake`: the first's subject, a place of the order.
      if (first.empty()) continue;
      right = first + " was " + right;
    } else if (joint == ", for " && rw.size() > 3 && (rw[0].stem == "a" || rw[0].stem == "an") &&
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
    } else if ((joint == " but " || joint == ", but " || joint == " and " || joint == ", and ") &&
               rw.size() >= 4 &&
               ((rw[0].stem == "to" && rw[1].stem == "the" &&
                 (rw[2].stem == "left" || rw[2].stem == "right") && rw[3].stem == "of") ||
                ((rw[0].stem == "somewhere" || rw[0].stem == "immediately" ||
                  rw[0].stem == "directly" || rw[0].stem == "just") &&
                 (rw[1].stem == "to" || rw[1].stem == "left" || rw[1].stem == "right" ||
                  rw[1].stem == "next")))) {
      // `The green jar is somewhere to the right of the silver one but to
      // the left of the white one`: a second side of the subject's.
      // (`somewhere` said of the first side is said of the second too.)
      if (first.empty()) continue;
      const bool somewhere =
          rw[0].stem == "to" &&
          std::any_of(lw.begin(), lw.end(), [](const Word& x) { return x.stem == "somewhere"; });
      right = first + (somewhere ? " is somewhere " : " is ") + right;
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
      const bool owner = e > 0 && e < rw.size() && rv.resolve(0, e).ok &&
                         right.substr(rw[e - 1].offset + rw[e - 1].text.size()).starts_with("'s ");
      if (owner) {
      } else if (rw.size() > 2 && !first.empty() &&
                 (rw[0].stem == "that" || rw[0].stem == "this" || rw[0].stem == "it") &&
                 is_or_was(rw[1].stem) && !cleft) {
        // `the Hendersons paid the most and that was Monday`: what the
        // first clause says is the subject's.
        replace_head(1, first);
      } else if (rv.covered(0) && e < rw.size()) {
        // `Ann paid $30 and Bo paid $20`: two clauses, each with its own
        // subject and more after it (never `Ann lives next to Bo and
        // Cy`, whose second part is a value alone).
        const std::string parts[] = {left, right};
        if (std::optional<std::string> both = read_all_of(s, parts, lexicon, phrases)) return both;
        // (`Sandy Bottoms came 4th, and Joel isn't their captain`.)
        if ((one_owner(named) || it_of_subject(named, right)) && !first.empty())
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
    } else if (const std::size_t two = [&]() -> std::size_t {
                 // `, and the two of them were next-door neighbours`: both
                 // that the first clause names.
                 const auto plural = [&](std::size_t k) {
                   return k < rw.size() && (rw[k].stem == "were" || rw[k].stem == "are");
                 };
                 if (rw.size() > 4 && rw[0].stem == "the" && rw[1].stem == "two" &&
                     rw[2].stem == "of" && rw[3].stem == "them" && plural(4))
                   return 4;
                 if (rw.size() > 3 && rw[0].stem == "both" && rw[1].stem == "of" &&
                     rw[2].stem == "them" && plural(3))
                   return 3;
                 // (`they` only where what follows is said of two: `they
                 // were neighbours`; never `but they were not at the very
                 // back`, of a subject named in the plural.)
                 const bool of_two = std::any_of(rw.begin(), rw.end(), [](const Word& x) {
                   return x.stem == "neighbour" || x.stem == "neighbor" || x.stem == "next" ||
                          x.stem == "side" || x.stem == "together" || x.stem == "apart" ||
                          x.stem == "both";
                 });
                 if (rw.size() > 2 && rw[0].stem == "they" && plural(1) && of_two) return 1;
                 return 0;
               }();
               two != 0 && !first.empty() && !last.empty() && last != first) {
      replace_head(two, first + " and " + last);
    } else if (rw.size() > 3 &&
               (rw[0].stem == "neither" || rw[0].stem == "either" || rw[0].stem == "both") &&
               (rw[1].stem == "he" || rw[1].stem == "she")) {
      // `Imran wasn't going to the hospital, and neither he nor Jack had
      // the newspaper`: the pronoun is the first's subject.
      if (first.empty()) continue;
      right =
          right.substr(0, rw[1].offset) + first + right.substr(rw[1].offset + rw[1].text.size());
    } else if ((rw[0].stem == "he" || rw[0].stem == "she" || rw[0].stem == "it" ||
                rw[0].stem == "they") &&
               !cleft) {
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
    // The other value the second clause compares with, said by a pronoun
    // or not at all (reader_clause_comparisons.cc).
    compared_with_other(named, first, last, lexicon, right);
    const std::string parts[] = {left, right};
    std::optional<std::string> both = read_all_of(s, parts, lexicon, phrases, joint == "; ");
    // `The Goatee was the shortest entry, and the man wearing it is the
    // youngest`: where the first clause names one value, a pronoun inside
    // the second is it (whoever or whatever it stands for, it is that
    // value's row).
    if (!both && (one_owner(named) || it_of_subject(named, right)) && !first.empty())
      if (std::optional<std::string> other = with_pronoun_as(right, first)) {
        const std::string again[] = {left, *other};
        both = read_all_of(s, again, lexicon, phrases, joint == "; ");
      }
    // `The Akintolas were packed up and gone earlier in the week than the
    // Ellises`: a first clause of the subject and words that say nothing
    // (`were packed up`), the second of the same subject: one deed said
    // with two verbs, which the second clause says whole.
    if (!both && joint == " and " && named.size() == 1 && !first.empty() &&
        right.starts_with(first + " ")) {
      std::size_t to = 0;
      while (to < lw.size() && !lv.covered(to)) ++to;
      while (to < lw.size() && lv.covered(to)) ++to;
      const std::vector<Word> rest(lw.begin() + static_cast<std::ptrdiff_t>(to), lw.end());
      if (!rest.empty() && rest.size() <= 4 && says_nothing(rest, lexicon))
        both = read_as(s, right, lexicon, phrases, true, true);
    }
    return both;
  }
  return std::nullopt;
}

std::string Reader::written(const ValueRef& r) const {
  return r.category < static_cast<int>(categories_.size())
             ? categories_[static_cast<std::size_t>(r.category)]
                   .values[static_cast<std::size_t>(r.value)]
             : std::string();
}

}  // namespace deduce::puzzles::zebra::english
