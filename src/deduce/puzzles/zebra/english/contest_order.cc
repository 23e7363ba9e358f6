// A contest's words said as an order's (contest_order.h).
#include "deduce/puzzles/zebra/english/contest_order.h"

#include <cctype>
#include <set>
#include <vector>

#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

namespace {

// `won the race`, `won`: the last word of the win said at `w[i]`, or 0
// where `w[i]` says no win (`won the cup from Ann` says what was won).
std::size_t win_at(std::string_view text, const std::vector<Word>& w, std::size_t i) {
  if (w[i].stem != "won" ||
      !(i + 1 == w.size() || w[i + 1].stem == "the" || w[i + 1].stem == "in" ||
        w[i + 1].stem == "and" || w[i + 1].stem == "but"))
    return 0;
  const auto end_of = [&](std::size_t k) { return w[k].offset + w[k].text.size(); };
  if (i + 2 < w.size() && w[i + 1].stem == "the" &&
      std::islower(static_cast<unsigned char>(w[i + 2].text.front())) &&
      (i + 3 == w.size() || text.substr(end_of(i + 2)).starts_with(",") || w[i + 3].stem == "in" ||
       w[i + 3].stem == "and" || w[i + 3].stem == "but"))
    return i + 2;
  return i;
}

}  // namespace

std::optional<std::string> contest_as_places(std::string_view text, std::string_view first) {
  const std::vector<Word> w = cut_words(text);
  std::string out(text);
  bool changed = false;
  for (std::size_t i = w.size(); i-- > 0;) {
    if (const std::size_t to = win_at(text, w, i); to != 0) {
      out.replace(w[i].offset, w[to].offset + w[to].text.size() - w[i].offset,
                  std::string("came ").append(first));
      changed = true;
    } else if ((w[i].stem == "winner" || w[i].stem == "champion") && i > 0 &&
               w[i - 1].stem == "the" && w[i].text.size() == w[i].stem.size() &&
               (i + 1 == w.size() ||
                (w[i + 1].stem != "of" && w[i + 1].stem != "from" && w[i + 1].stem != "in" &&
                 w[i + 1].stem != "with" && w[i + 1].stem != "who"))) {
      // (`The winner's lane` keeps its word: its `'s` would follow a
      // place.)
      out.replace(w[i].offset, w[i].text.size(), first);
      changed = true;
    }
  }
  if (!changed) return std::nullopt;
  return out;
}

std::optional<std::string> contest_as_order(std::string_view text) {
  const std::vector<Word> w = cut_words(text);
  const auto place = [&](std::size_t k) {
    return k < w.size() && (ordinal_word(w[k].stem) != 0 || w[k].stem == "last");
  };
  const auto end_of = [&](std::size_t k) { return w[k].offset + w[k].text.size(); };
  std::string out(text);
  // From the sentence's end, so that earlier offsets stay good.
  bool changed = false;
  for (std::size_t i = w.size(); i-- > 1;) {
    const std::string& st = w[i].stem;
    // `won the race`, `won`: first.
    if (const std::size_t to = win_at(text, w, i); to != 0) {
      out.replace(w[i].offset, end_of(to) - w[i].offset, "was first");
      changed = true;
      continue;
    }
    // `Gemma didn't win`, `did not win the race`: not first.
    if (st == "win" && w[i - 1].stem == "not") {
      std::size_t to = i;
      if (i + 2 < w.size() && w[i + 1].stem == "the" &&
          (i + 3 == w.size() || w[i + 3].stem == "and" || w[i + 3].stem == "but"))
        to = i + 2;
      if (to + 1 == w.size() || w[to + 1].stem == "and" || w[to + 1].stem == "but") {
        // (`didn't` is one word; `did not` two.)
        const std::size_t from = i >= 2 && w[i - 2].stem == "did" ? i - 2 : i - 1;
        out.replace(w[from].offset, end_of(to) - w[from].offset, "was not first");
        changed = true;
        continue;
      }
    }
    // `finished second`, `came in last`, `came home third`: that place;
    // `finished immediately in front of`, `came in just behind`: where.
    if (st == "finished" || st == "came") {
      static const std::set<std::string> kWhere = {"immediately", "just",  "right",  "directly",
                                                   "somewhere",   "ahead", "behind", "before",
                                                   "after",       "two",   "three",  "one"};
      std::size_t k = i + 1;
      if (k < w.size() && (w[k].stem == "in" || w[k].stem == "home")) ++k;
      const bool where =
          k < w.size() && (kWhere.count(w[k].stem) != 0 ||
                           (w[k].stem == "in" && k + 1 < w.size() && w[k + 1].stem == "front"));
      if (place(k) || where) {
        out.replace(w[i].offset, w[k].offset - w[i].offset, "was ");
        changed = true;
      }
      continue;
    }
    // `beat Cid`, `beat the runner in red`: before him.
    const auto named = [&](std::size_t k) {
      return k < w.size() &&
             (std::isupper(static_cast<unsigned char>(w[k].text.front())) || w[k].stem == "the");
    };
    if ((st == "beat" || st == "outran" || st == "outpaced" || st == "overtook") && named(i + 1)) {
      out.replace(w[i].offset, w[i].text.size(), "was before");
      changed = true;
      continue;
    }
    // `lost to Dev`, `was beaten by Dev`: after him.
    if (st == "lost" && i + 1 < w.size() && w[i + 1].stem == "to" && named(i + 2)) {
      out.replace(w[i].offset, end_of(i + 1) - w[i].offset, "was after");
      changed = true;
      continue;
    }
    if (st == "beaten" && i >= 2 && (w[i - 1].stem == "was") && i + 1 < w.size() &&
        w[i + 1].stem == "by" && named(i + 2)) {
      out.replace(w[i - 1].offset, end_of(i + 1) - w[i - 1].offset, "was after");
      changed = true;
      continue;
    }
    // `ahead of`, `in front of`: before; `behind`: after.
    if (st == "ahead" && i + 1 < w.size() && w[i + 1].stem == "of") {
      out.replace(w[i].offset, end_of(i + 1) - w[i].offset, "before");
      changed = true;
    } else if (st == "front" && i >= 1 && w[i - 1].stem == "in" && i + 1 < w.size() &&
               w[i + 1].stem == "of") {
      out.replace(w[i - 1].offset, end_of(i + 1) - w[i - 1].offset, "before");
      changed = true;
    } else if (st == "behind" && i + 1 < w.size()) {
      out.replace(w[i].offset, w[i].text.size(), "after");
      changed = true;
    }
  }
  if (!changed) return std::nullopt;
  return out;
}

std::optional<std::string> won_place_as_came(std::string_view text) {
  const std::vector<Word> w = cut_words(text);
  for (std::size_t i = 0; i + 1 < w.size(); ++i) {
    if (w[i].stem != "won" && w[i].stem != "win" && w[i].stem != "wins") continue;
    std::size_t k = i + 1;
    if (w[k].stem == "the" && k + 1 < w.size()) ++k;
    if (ordinal_word(w[k].stem) == 0 && !std::isdigit(static_cast<unsigned char>(w[k].text[0])))
      continue;
    // (An ordinal, `1st` or `second`, never an amount: `won 3 games`.)
    if (std::isdigit(static_cast<unsigned char>(w[k].text[0])) &&
        !(w[k].text.ends_with("st") || w[k].text.ends_with("nd") || w[k].text.ends_with("rd") ||
          w[k].text.ends_with("th")))
      continue;
    // (`1st prize`, `second place`: the noun after the place goes.)
    std::size_t end = k + 1;
    if (end < w.size() &&
        (w[end].stem == "prize" || w[end].stem == "place" || w[end].stem == "rosette" ||
         w[end].stem == "ribbon" || w[end].stem == "spot" || w[end].stem == "position"))
      ++end;
    return std::string(text.substr(0, w[i].offset))
        .append(w[i].stem == "won" ? "came " : "comes ")
        .append(text.substr(w[k].offset, w[k].text.size()))
        .append(text.substr(w[end - 1].offset + w[end - 1].text.size()));
  }
  return std::nullopt;
}

std::optional<std::string> placed_next_to(std::string_view text) {
  const std::vector<Word> w = cut_words(text);
  for (std::size_t i = 0; i + 2 < w.size(); ++i) {
    const std::string& st = w[i].stem;
    if (st != "finished" && st != "came" && st != "placed" && st != "ranked") continue;
    const std::string& next = w[i + 1].stem;
    const std::string& side = w[i + 2].stem;
    if ((next != "immediately" && next != "directly" && next != "just" && next != "right") ||
        (side != "above" && side != "below"))
      continue;
    // (`was placed` is `finished`: `was finished` says nothing of where.)
    const std::size_t from =
        (st == "placed" || st == "ranked") && i > 0 &&
                (w[i - 1].stem == "was" || w[i - 1].stem == "is" || w[i - 1].stem == "were")
            ? i - 1
            : i;
    return std::string(text.substr(0, w[from].offset))
        .append("finished just ")
        .append(side == "above" ? "ahead of" : "behind")
        .append(text.substr(w[i + 2].offset + w[i + 2].text.size()));
  }
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::english
