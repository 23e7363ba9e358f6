// Lists whose items repeat one head (prose_runs.h: one_each_list()):
// `one by Bach, one by Chopin, ... and one by Satie`, `One sells cheese,
// one bread, one honey and one olives`, `so one soprano, one alto, one
// tenor and one bass`; the head goes, the items stay, and the clause
// before the first `one` is the list's line.
#include "deduce/puzzles/zebra/english/prose_runs.h"

#include <algorithm>
#include <cctype>
#include <set>
#include <string>

#include "deduce/puzzles/zebra/english/item_shapes.h"
#include "deduce/puzzles/zebra/english/prose_list_parts.h"
#include "deduce/puzzles/zebra/english/prose_run_parts.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

std::optional<ProseList> one_each_list(std::string_view sentence, int size) {
  const std::vector<Word> w = cut_words(sentence);
  // `one is 5, one is 7 and one is 9` too; and `One dog is a poodle, one
  // is a beagle and one a boxer`: the first may name the thing counted,
  // the others may leave their verb out.
  static constexpr std::string_view kHeads[] = {"by",  "from", "of", "in", "with",
                                                "for", "on",   "at", "is", "was"};
  const auto is_head = [](const std::string& st) {
    return std::find(std::begin(kHeads), std::end(kHeads), st) != std::end(kHeads);
  };
  // The item from j: its words up to a comma, `and`, `or` or the end;
  // the index of its last word, or w.size() when it runs on too long.
  const auto item_end = [&](std::size_t j) {
    const auto ends_here = [&](std::size_t k) {
      const std::size_t after = w[k].offset + w[k].text.size();
      const std::size_t next = k + 1 < w.size() ? w[k + 1].offset : sentence.size();
      // (A bracket ends it too: `one records (old vinyl ones, Dad would
      // love it)` is `records`.)
      return sentence.substr(after, next - after).find_first_of(",;.(") != std::string_view::npos ||
             k + 1 == w.size() || w[k + 1].stem == "and" || w[k + 1].stem == "or";
    };
    std::size_t e = j;
    while (e < w.size() && e < j + 4 && !ends_here(e)) ++e;
    return e < w.size() && e < j + 4 ? e : w.size();
  };
  // A list's line: its own clause's words before `one` (`They are by three
  // authors (Ferris, Gale and Holt); one is an atlas, ...` says nothing of
  // the authors).
  const auto clause_before = [&](std::size_t i) {
    std::string_view clause = sentence.substr(0, w[i].offset);
    if (const std::size_t cut = clause.find_last_of(";:()"); cut != std::string_view::npos)
      clause.remove_prefix(cut + 1);
    std::string words(trimmed(clause));
    while (words.ends_with(",")) words.pop_back();
    return words;
  };
  for (std::size_t i = 0; i + 2 < w.size(); ++i) {
    if (w[i].stem != "one") continue;
    // `one dog is`: a noun, then `is` or `was`.
    std::size_t h = i + 1;
    // (`One of them collected 12 stickers, one collected 15, ...`: who
    // `one` is of says nothing of the list.)
    if (h + 2 < w.size() && w[h].stem == "of" &&
        (w[h + 1].stem == "them" || w[h + 1].stem == "us" || w[h + 1].stem == "these"))
      h += 2;
    std::string noun;
    if (!is_head(w[h].stem) && !article(w[h]) && h + 1 < w.size() && is_or_was(w[h + 1].stem) &&
        std::islower(static_cast<unsigned char>(w[h].text.front()))) {
      noun = w[h].text;
      ++h;
    }
    // `One sells cheese, one bread, one honey and one olives`: a verb of
    // its own, said once.
    const bool verb = !is_head(w[h].stem) && noun.empty() && !article(w[h]) &&
                      std::islower(static_cast<unsigned char>(w[h].text.front())) &&
                      w[h].stem.size() >= 3 && h + 1 < w.size() &&
                      sentence.substr(w[h].offset + w[h].text.size(),
                                      w[h + 1].offset - w[h].offset - w[h].text.size())
                              .find_first_of(",;:.") == std::string_view::npos;
    // `so one soprano, one alto, one tenor and one bass`: `one` before
    // each item alone, a word or two each, said anywhere.
    if (!is_head(w[h].stem) && !verb && noun.empty()) {
      // (From the run's start: never its last four of five.)
      if (i >= 2 && w[i - 2].stem == "one") continue;
      ProseList bare;
      std::size_t k = i;
      while (k + 1 < w.size() && w[k].stem == "one") {
        const std::size_t e = item_end(k + 1);
        if (e >= w.size() || e > k + 2 ||
            !std::islower(static_cast<unsigned char>(w[k + 1].text.front())))
          break;
        if (bare.values.empty()) bare.offset = w[k + 1].offset;
        bare.values.emplace_back(
            sentence.substr(w[k + 1].offset, w[e].offset + w[e].text.size() - w[k + 1].offset));
        k = e + 1;
        if (k < w.size() && (w[k].stem == "and" || w[k].stem == "or")) ++k;
      }
      // (Only as many as the lists have: `one owner, one colour, one drink,
      // one pet and one car` says what the lists are, five of them.)
      if (size > 0 && bare.values.size() == static_cast<std::size_t>(size)) {
        bare.line_words = clause_before(i);
        return bare;
      }
      continue;
    }
    const std::string& head = w[h].stem;
    const bool copula = head == "is" || head == "was" || verb;
    ProseList l;
    // Its line is its own clause's (`They are by three authors (Ferris,
    // Gale and Holt); one is an atlas, ...` says nothing of the authors).
    l.line_words = clause_before(i);
    if (!noun.empty()) l.line_words += (l.line_words.empty() ? "" : " ") + noun;
    // `One sells cheese, ...` is named by its verb (`sell`).
    if (verb) {
      if (!l.line_words.empty()) l.line_words.push_back(' ');
      l.line_words.append(w[h].text);
    }
    std::size_t k = i;
    bool first = true;
    while (k + 1 < w.size() && w[k].stem == "one") {
      std::size_t j = first ? h + 1 : k + 1;
      // (`One shows a storm, one is a portrait, one a harbour scene`: a
      // later item may say `is` where the first said its own verb.)
      if (!first && j < w.size() && (w[j].stem == head || (verb && is_or_was(w[j].stem))))
        ++j;
      else if (!first && !copula)
        break;  // only a verb `is` goes unsaid
      if (copula && j < w.size() && article(w[j])) ++j;
      if (j >= w.size()) break;
      std::size_t e = item_end(j);
      if (e >= w.size()) break;
      // (`one from Easdale itself`: the word that stresses it is no part.)
      if (e > j && (w[e].stem == "itself" || w[e].stem == "themselves")) --e;
      if (first) l.offset = w[j].offset;
      l.values.emplace_back(
          sentence.substr(w[j].offset, w[e].offset + w[e].text.size() - w[j].offset));
      first = false;
      k = e + 1;
      if (k < w.size() && (w[k].stem == "and" || w[k].stem == "or")) ++k;
    }
    if (!l.values.empty()) {
      std::vector<std::string_view> said(l.values.begin(), l.values.end());
      prose_parts::without_verbs_adverb(said);
      l.values.front().resize(said.front().size());
      // (`one loves the bingo, one never misses chair yoga, one is our
      // dominoes champion`: a later item's own verb, adverb and article
      // go too.)
      if (verb)
        for (std::size_t v = 1; v < l.values.size(); ++v)
          l.values[v] = std::string(prose_parts::what_one_does(l.values[v]));
    }
    // `One is at a village hall, one in a barn, one at a hotel ...`: each
    // item said with a preposition of place is where; the list's words say
    // so (`Where are we playing in March?` asks it).
    static const std::set<std::string> kWhere = {"at", "in", "on", "near", "inside", "by"};
    if (copula && !l.values.empty() &&
        std::all_of(l.values.begin(), l.values.end(), [](const std::string& v) {
          const std::vector<Word> vw = cut_words(v);
          return vw.size() >= 2 && vw[0].offset == 0 && kWhere.count(vw[0].stem) != 0;
        })) {
      if (!l.line_words.empty()) l.line_words.push_back(' ');
      l.line_words.append(cut_words(l.values.front())[0].text);
    }
    if (size > 0 ? l.values.size() == static_cast<std::size_t>(size)
                 : l.values.size() >= 3 && l.values.size() <= 8)
      return l;
  }
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::english
