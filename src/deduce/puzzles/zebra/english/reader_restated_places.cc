// A sentence said again in plainer words, the last of four
// (reader_restated_openings.cc) after spans of time, amounts and names
// (reader_restated_spans.cc): places in a row, a queue, a building or an
// order in time said as the row's own left and right, ends and counts (a
// way along the row other than its own is refused).
#include "deduce/puzzles/zebra/english/reader.h"

#include <fmt/format.h>
#include <algorithm>
#include <cctype>
#include "deduce/puzzles/zebra/english/amount_units.h"
#include "deduce/puzzles/zebra/english/comparison_asides.h"
#include "deduce/puzzles/zebra/english/contest_order.h"
#include "deduce/puzzles/zebra/english/denying_words.h"
#include "deduce/puzzles/zebra/english/empty_asides.h"
#include "deduce/puzzles/zebra/english/hall_rows.h"
#include "deduce/puzzles/zebra/english/labelled_rows.h"
#include "deduce/puzzles/zebra/english/order_verbs.h"
#include "deduce/puzzles/zebra/english/people_around.h"
#include "deduce/puzzles/zebra/english/placed_subjects.h"
#include "deduce/puzzles/zebra/english/plain_words.h"
#include "deduce/puzzles/zebra/english/queue_words.h"
#include "deduce/puzzles/zebra/english/relative_clauses.h"
#include "deduce/puzzles/zebra/english/round_table.h"
#include "deduce/puzzles/zebra/english/superlatives.h"
#include "deduce/puzzles/zebra/english/value_numbers.h"
#include "deduce/puzzles/zebra/english/value_variants.h"
#include "deduce/puzzles/zebra/english/walk_order.h"
#include "deduce/puzzles/zebra/english/wh_questions.h"
#include "deduce/puzzles/zebra/english/word_forms.h"

namespace deduce::puzzles::zebra::english {

std::optional<Reader::Statements> Reader::restated_row(const Sentence& s, const ReadArgs& a) const {
  const Lexicon& lexicon = a.lexicon;
  const auto again = [&](std::string text) { return read_again(s, std::move(text), a); };
  // `directly above the nurse` in a building: a place further up.
  if (std::optional<std::string> row = floors_as_row(s.text, upright_, floors_named_))
    return again(*row);
  // `Deshawn has a higher-numbered locker than Brianna` in a row whose
  // places no list numbers: further along the row.
  if (!magazine_ && n_ > 0 &&
      std::none_of(numeric_.begin(), numeric_.end(),
                   [](const NumericCategory& n) { return has_unit(n, {"numbered"}); })) {
    const std::vector<Word> w = cut_words(s.text);
    for (std::size_t k = 0; k + 2 < w.size(); ++k) {
      if ((w[k].stem != "higher" && w[k].stem != "lower") || w[k + 1].stem != "numbered") continue;
      std::size_t than = k + 2;
      if (than < w.size() && w[than].stem != "than") ++than;
      if (than >= w.size() || w[than].stem != "than") break;
      std::size_t from = k;
      if (from > 0 && (w[from - 1].stem == "a" || w[from - 1].stem == "the")) --from;
      if (from > 0 &&
          (w[from - 1].stem == "has" || w[from - 1].stem == "had" || w[from - 1].stem == "ha" ||
           w[from - 1].stem == "uses" || w[from - 1].stem == "use" || w[from - 1].stem == "rents" ||
           w[from - 1].stem == "rent"))
        --from;
      return again(std::string(s.text.substr(0, w[from].offset)) + "is somewhere to the " +
                   (w[k].stem == "higher" ? "right" : "left") + " of" +
                   std::string(s.text.substr(w[than].offset + w[than].text.size())));
    }
  }
  // `I started the show with Frank's request` in a row: it was first.
  // (`The walk starts at the Red Lion` of stops put in order, first to
  // fourth: it came first.)
  // (Whether places are a list of them, 1st to 5th: also below.)
  const bool ordinals = std::any_of(numeric_.begin(), numeric_.end(), [](const NumericCategory& n) {
    return has_unit(n, {"ordinal"});
  });
  if ((!magazine_ && n_ > 0) || ordinals) {
    const std::vector<Word> w = cut_words(s.text);
    if (std::optional<std::string> end =
            started_with_as_end(s.text, w, SentenceValues(lexicon, w), !magazine_ && n_ > 0))
      return again(*end);
  }
  // `Bryony was in the lane just after the Oak runner's`: the next lane.
  if (!magazine_ && n_ > 0)
    if (std::optional<std::string> row = place_after_as_row(
            s.text, [&](const std::string& stem) { return lexicon.place_noun(stem); }))
      return again(*row);
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
  // (Not where the sentence speaks of a list of points in time by its
  // line's words or its unit: `Colin's record came out after Ron's`, of
  // records played in order and `The records came out in 1964, ...`.)
  // `Bea won the race`, `finished second, just ahead of Abe` where the
  // places finished in are the order (contest_order.h); numbers no one
  // wins by may be listed too (`they wore the numbers 7, 12, ...`).
  if (in_order_ && std::none_of(numeric_.begin(), numeric_.end(), contested))
    if (std::optional<std::string> plain = contest_as_order(s.text)) return again(*plain);
  // `was placed immediately above the borage`: just ahead of it, where
  // places are the order or a list of them (1st to 5th).
  if (in_order_ || ordinals)
    if (std::optional<std::string> plain = placed_next_to(s.text)) return again(*plain);
  // `on the plot numbered one higher than Alan's`: the row's numbering.
  if (!magazine_ && n_ > 0)
    if (std::optional<std::string> row = numbered_as_row(s.text)) return again(*row);
  // `lives at a higher number than Mrs Eyre` in a row whose places are
  // numbered and no list is of numbers (plain_words.h); or where the
  // number is a place's (`Mrs Brennan's plot has a higher number than`,
  // whatever other lists are numbers).
  if (!magazine_ && n_ > 0) {
    const std::vector<Word> w = cut_words(s.text);
    bool place_number = false;
    for (std::size_t i = 0; i + 1 < w.size(); ++i)
      place_number =
          place_number ||
          (a.lexicon.place_noun(w[i].stem) &&
           (w[i + 1].stem == "has" || w[i + 1].stem == "ha" || w[i + 1].stem == "number"));
    if (numeric_.empty() || place_number)
      if (std::optional<std::string> plain = numbers_as_sides(s.text)) return again(*plain);
  }
  // `The winner swam in the middle lane` of swimmers in lanes who
  // finished 1st to 5th, `Delia keeps one more hive than the winner` of
  // beekeepers placed 1st to 5th: the first of those places
  // (contest_order.h).
  if (!in_order_)
    for (const NumericCategory& n : numeric_) {
      const CategoryText& c = categories_[static_cast<std::size_t>(n.index)];
      // (Only a list whose every value is a number: a list of times or
      // dates may hold values that are none.)
      if (c.values.empty() ||
          !std::all_of(c.values.begin(), c.values.end(),
                       [](const std::string& v) { return value_number(v).has_value(); }))
        continue;
      const auto first = std::min_element(
          c.values.begin(), c.values.end(), [](const std::string& x, const std::string& y) {
            return value_number(x)->number < value_number(y)->number;
          });
      if (value_number(*first)->unit != "ordinal") continue;
      if (std::optional<std::string> plain = contest_as_places(s.text, *first))
        return again(*plain);
      break;
    }
  if (in_order_ && !of_dated_list(s.text))
    if (std::optional<std::string> row = order_as_row(s.text)) return again(*row);
  // `Dev is not last` in a queue: its last place.
  // (In an order in time, `first` is its first place whatever is
  // counted: `The tap dance wasn't on first` where votes are listed.)
  // `The blue house is on the right` of three houses (left, middle,
  // right): the right end; of more it may be any on that side, and is
  // refused.
  if (!magazine_ && n_ >= 2 && n_ <= 3 && upright_ == Upright::kNo)
    for (std::string_view side : {" on the right", " on the left"}) {
      const std::size_t at = s.text.find(side);
      if (at == std::string_view::npos) continue;
      const std::string_view after = s.text.substr(at + side.size());
      if (!after.empty() && after.find_first_not_of(" .!") != std::string_view::npos &&
          !after.starts_with(",") && !after.starts_with(" and ") && !after.starts_with(" but "))
        continue;
      // (Never the side of one of two: `..., with the milk drinker on the
      // left`.)
      const std::string_view clause = s.text.substr(0, at);
      const std::size_t comma = clause.rfind(',');
      if (clause.substr(comma == std::string_view::npos ? 0 : comma).find(" with ") !=
              std::string_view::npos ||
          clause.substr(comma == std::string_view::npos ? 0 : comma).starts_with(", with "))
        continue;
      return again(std::string(s.text.substr(0, at)) +
                   (side == " on the right" ? " at the right end" : " at the left end") +
                   std::string(after));
    }
  // (Any deed is its place, `Harriet arrived last`, where no list is of
  // times or places that `last` may say: none, or only measures, `paid
  // £15, £18, ...`.)
  const bool no_times = std::all_of(numeric_.begin(), numeric_.end(), [](const NumericCategory& n) {
    return !n.time_point && n.time_scale == 0 && !has_unit(n, {"ordinal"});
  });
  if (n_ > 0 && (numeric_.empty() || in_order_))
    if (std::optional<std::string> plain = bare_end_as_position(s.text, in_order_ && no_times))
      return again(*plain);
  // `Who is sitting on the first chair on the left?`: the side said
  // again after the end it is; `the first chair on the right` is the last.
  if (n_ > 0 && !magazine_) {
    const std::vector<Word> w = cut_words(s.text);
    for (std::size_t i = 0; i + 4 < w.size(); ++i) {
      const bool first = w[i].stem == "first", last = w[i].stem == "last";
      if ((!first && !last) || !std::islower(static_cast<unsigned char>(w[i + 1].text.front())) ||
          w[i + 2].stem != "on" || w[i + 3].stem != "the" ||
          (w[i + 4].stem != "left" && w[i + 4].stem != "right") ||
          (i + 5 < w.size() && w[i + 5].stem == "of"))
        continue;
      const bool same = (first && w[i + 4].stem == "left") || (last && w[i + 4].stem == "right");
      std::string text(s.text);
      text.erase(w[i + 1].offset + w[i + 1].text.size(),
                 w[i + 4].offset + w[i + 4].text.size() - w[i + 1].offset - w[i + 1].text.size());
      if (!same) text.replace(w[i].offset, w[i].text.size(), first ? "last" : "first");
      return again(std::move(text));
    }
  }
  // `in the middle seat, F9`: a place said again by its label.
  if (!magazine_)
    if (auto plain = label_restated(s.text, categories_, lexicon, n_)) return again(*plain);
  // `at berth 5, at the very end of the pier`: the end said again.
  if (n_ > 0)
    if (std::optional<std::string> plain = end_restated(s.text, n_)) return again(*plain);
  // `If you walk down the path from the gate you will pass the rhubarb
  // first, then the onions, ...` (walk_order.h).
  if (ends_)
    if (std::optional<std::string> row = walk_as_order(s.text, *ends_)) return again(*row);
  // `... beyond hers - one number further from the stairs`: the remark
  // said of the clause's two, and the clause (before a row's ends are
  // said in its words, which would leave the remark unread).
  if (const auto two = dash_comparison_said_again(s.text, lexicon)) {
    // (Where the row's words say the two alike, the remark only says the
    // clause again: `the very next one beyond hers` is `one number
    // further from the stairs than hers`.)
    if (ends_) {
      const auto in_row_words = [&](std::string t) {
        for (int k = 0; k < 8; ++k)
          if (std::optional<std::string> row = ends_as_row(t, *ends_))
            t = std::move(*row);
          else
            break;
        return t;
      };
      const std::string said = in_row_words(two->second);
      if (said != two->second && in_row_words(two->first).ends_with(said)) return again(two->first);
    }
    return again(two->first + ", and " + two->second);
  }
  // `stripy one is somewhere left of the blue one (looking at them with
  // the clock on ur left)`, where stall 1 is by the clock: the way the row
  // is seen said in brackets, as the places are counted, says nothing
  // more. (Seen the other way round, it stays, and is refused.)
  if (ends_ && s.text.ends_with(")") && s.text.rfind('(') != std::string_view::npos) {
    const std::size_t open = s.text.rfind('(');
    const std::vector<Word> b = cut_words(s.text.substr(open));
    std::size_t with = 0;
    while (with < b.size() && b[with].stem != "with") ++with;
    const std::size_t n = b.size();
    if (open > 0 && with + 5 < n && b[with + 1].stem == "the" && b[n - 3].stem == "on" &&
        (b[n - 1].stem == "left" || b[n - 1].stem == "right") &&
        (b[n - 2].stem == "your" || b[n - 2].stem == "ur" || b[n - 2].stem == "my" ||
         b[n - 2].stem == "the")) {
      std::string thing;
      for (std::size_t k = with + 2; k + 3 < n; ++k)
        thing += (thing.empty() ? "" : " ") + b[k].stem;
      const bool left = b[n - 1].stem == "left";
      if ((left && thing == ends_->landmark) || (!left && thing == ends_->far_landmark))
        return again(std::string(s.text.substr(0, s.text.find_last_not_of(' ', open - 1) + 1)));
    }
  }
  // `immediately outside the Kenyan's` where lane 1 is the inside.
  if (ends_)
    if (std::optional<std::string> row = ends_as_row(s.text, *ends_)) return again(*row);
  // `Walking from the lych-gate, the heart comes before the fish`, where
  // the row is counted from the porch: `before` goes the other way, which
  // no reading says (from the end the row is counted from, ends_as_row
  // read it). Refused, never read without its first words.
  if (!magazine_) {
    const std::vector<Word> w = cut_words(s.text);
    static const std::set<std::string> kGoing = {"walking", "going",  "counting", "starting",
                                                 "looking", "coming", "heading",  "moving"};
    if (w.size() > 3 && kGoing.count(w[0].stem) && w[1].stem == "from" &&
        s.text.find(", ") != std::string_view::npos)
      fail(s.line, s.column,
           fmt::format("could not read this clue: \"{}\" (`{} from` says a way along the row "
                       "other than the one its places are counted in)",
                       s.text, w[0].text));
  }
  return std::nullopt;
}

// Whether `text` speaks of a list of points in time, by two words of its
// line or by its unit (`Colin's record came out after Ron's` of records
// played in order and `The records came out in 1964, ...`).
bool Reader::of_dated_list(std::string_view text) const {
  const std::vector<Word> w = cut_words(text);
  for (const NumericCategory& n : numeric_) {
    if (!n.time_point) continue;
    std::set<std::string> said;
    for (const Word& lw : cut_words(categories_[static_cast<std::size_t>(n.index)].line_words))
      if (lw.stem.size() > 2 && lw.stem != "the" && lw.stem != "and" && lw.stem != "for" &&
          lw.stem != "were" && lw.stem != "was" && lw.stem != "are" && lw.stem != "with" &&
          lw.stem != "each" && lw.stem != "one" && number_word(lw.stem) == 0)
        for (const Word& x : w)
          if (x.stem == lw.stem || (x.stem.size() > 3 && same_root(x.stem, lw.stem)))
            said.insert(lw.stem);
    const bool unit = std::any_of(w.begin(), w.end(), [&](const Word& x) {
      return std::find(n.units.begin(), n.units.end(), x.stem) != n.units.end() ||
             (n.calendar == "year" && x.stem == "year");
    });
    if (said.size() >= 2 || unit) return true;
  }
  return false;
}

}  // namespace deduce::puzzles::zebra::english
