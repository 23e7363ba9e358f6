// The lists of a sentence, clause by clause (all_lists(),
// prose_list_parts.h): a clause ends at `;` or at `, and` that opens a
// clause of its own; in it, lists set off by brackets or dashes, names set
// off after a counted noun (`Three friends, Ana, Ben and Cal, ...`), and
// between them a range or a list after a colon or a verb.
#include "deduce/puzzles/zebra/english/prose_list_parts.h"

#include <algorithm>

#include "deduce/puzzles/zebra/english/item_shapes.h"
#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english::prose_parts {
namespace {

// A list set off by parentheses or by dashes (`a wizard - Alaric, Belwyn or
// Elowen - who`): where the next one opens, and where it closes (a
// dash's list may run to the clause's end).
std::size_t next_open(std::string_view clause, std::size_t from) {
  std::size_t at = clause.find('(', from);
  for (std::string_view dash : kListDashes) at = std::min(at, clause.find(dash, from));
  return at;
}

// The width of the mark that opens at `open`: `(`, or one of kListDashes.
std::size_t mark_width(std::string_view clause, std::size_t open) {
  if (clause[open] == '(') return 1;
  for (std::string_view dash : kListDashes)
    if (clause.substr(open, dash.size()) == dash) return dash.size();
  return 1;
}

std::size_t closing(std::string_view clause, std::size_t open) {
  if (clause[open] == '(') return clause.find(')', open);
  const std::string_view mark = clause.substr(open, mark_width(clause, open));
  const std::size_t dash = clause.find(mark, open + mark.size());
  return dash == std::string_view::npos ? clause.size() : dash + 1;
}

// Where the clause from `at` ends: at `;`, or at `, and` that starts a
// clause of its own with a verb of being (`a sedan, ... and a convertible,
// and the prices were $18,500, ...`).
std::size_t clause_end(std::string_view sentence, std::size_t at) {
  const std::size_t semi = std::min(sentence.find(';', at), sentence.size());
  for (std::size_t j = sentence.find(", and ", at); j < semi; j = sentence.find(", and ", j + 1)) {
    const std::size_t next = std::min(sentence.find(',', j + 6), semi);
    const std::vector<Word> after = cut_words(sentence.substr(j + 6, next - j - 6));
    for (const Word& w : after)
      if (w.stem == "are" || w.stem == "were" || w.stem == "is" || w.stem == "was" ||
          w.stem == "cost" || w.stem == "include")
        return j;
    // (Or a subject of its own, `..., and between us we made shortbread,
    // ...`.)
    for (std::size_t k = 0; k < after.size() && k < 3; ++k)
      if (subject_pronoun(after[k])) return j;
  }
  return semi;
}

// `Three friends, Ana, Ben and Cal, each own ...`: a counted noun, then its
// values set off by commas, as many as it counts.
bool find_apposed(std::string_view part, int size, ProseList& out) {
  const std::size_t comma = part.find(", ");
  if (comma == std::string_view::npos) return false;
  const std::vector<Word> head = cut_words(part.substr(0, comma));
  if (head.size() < 2 || head.size() > 4) return false;
  const int count = number_word(head[0].stem);
  if (count < 2 || !std::isalpha(static_cast<unsigned char>(head[0].text.front())) ||
      (size > 0 && count != size))
    return false;
  std::vector<std::string_view> items;
  std::size_t at = comma + 2;
  while (at < part.size() && items.size() < static_cast<std::size_t>(count)) {
    const std::size_t next = std::min(part.find(", ", at), part.size());
    const std::string_view item = part.substr(at, next - at);
    const std::size_t joint = std::min(item.find(" and "), item.find(" or "));
    if (joint != std::string_view::npos) {
      items.push_back(item.substr(0, joint));
      items.push_back(item.substr(joint + (item.substr(joint, 5) == " and " ? 5 : 4)));
      break;
    }
    items.push_back(item);
    at = next + 2;
  }
  if (items.size() != static_cast<std::size_t>(count)) return false;
  for (std::string_view item : items)
    if (item.empty() || cut_words(item).empty() || cut_words(item).size() > 3 ||
        !std::isupper(static_cast<unsigned char>(item.front())))
      return false;
  out.line_words = std::string(part.substr(0, comma));
  out.offset = comma + 2;
  for (std::string_view item : items) out.values.emplace_back(item);
  return true;
}

// A list in prose in `part` (no parentheses or dashes in it): a range, or a
// list after a colon or a verb.
bool plain_list(std::string_view part, std::size_t at, int size, bool ranges, ProseList& list) {
  if (ranges && find_range(part, size, list)) {
    list.offset += at;
    return true;
  }
  if (find_prose(part, size, list)) {
    list.offset += at;
    return true;
  }
  return false;
}

}  // namespace

std::vector<ProseList> all_lists(std::string_view sentence, int size, bool ranges) {
  std::vector<ProseList> out;
  std::size_t at = 0;
  while (at <= sentence.size()) {
    const std::size_t semi = clause_end(sentence, at);
    const std::string_view clause = sentence.substr(at, semi - at);
    // Lists in parentheses or dashes, each named by the words since the
    // last one (`each paid a different price ($10, ... or $25), and each
    // pet wore a collar of a different colour (red, blue, green or
    // yellow)`); the text between them may hold a list of its own (`Finn,
    // Gemma, Harry and Ivy each read ... - 6 books, ... - and each one has a
    // different favourite kind of story: dragons, pirates, space or ponies`).
    std::size_t from = 0;
    while (from <= clause.size()) {
      const std::size_t open = next_open(clause, from);
      const std::size_t close =
          open == std::string_view::npos ? std::string_view::npos : closing(clause, open);
      const std::size_t end = close == std::string_view::npos ? clause.size() : open;
      ProseList between;
      const std::size_t out_before = out.size();
      const std::string_view segment = clause.substr(from, end - from);
      // Names set off after a counted noun, then perhaps a list after a
      // colon in the same segment.
      ProseList apposed;
      if (find_apposed(segment, size, apposed)) {
        apposed.offset += at + from;
        out.push_back(std::move(apposed));
        // find_prose reads the list after the segment's last colon.
        // (Or a range after the names: `Five friends, Ann, Bo, Cy, Di and
        // Ed, each swam on a different day from Monday to Friday`.)
        const std::size_t names_end = [&] {
          const std::size_t v =
              segment.find(out.back().values.back(), out.back().offset - at - from);
          return v == std::string_view::npos ? segment.size() : v + out.back().values.back().size();
        }();
        ProseList range;
        if (segment.find(':') != std::string_view::npos &&
            plain_list(segment, at + from, static_cast<int>(out.back().values.size()), ranges,
                       between)) {
          out.push_back(std::move(between));
        } else if (ranges && names_end < segment.size() &&
                   find_range(segment.substr(names_end), static_cast<int>(out.back().values.size()),
                              range)) {
          range.offset += at + from + names_end;
          out.push_back(std::move(range));
        }
      } else if (const std::size_t lead = segment.find_first_not_of(", ");
                 lead != std::string_view::npos &&
                 plain_list(segment.substr(lead), at + from + lead, size, ranges, between)) {
        // (After a bracketed list the segment opens with its comma: `...
        // (the bandstand, ..., the station), and they took home £18, ...`.)
        // `in a different month, January through April, and each came
        // with a different bill: $4,200, ...`: a range, then a list after
        // a colon in the same segment.
        const std::size_t colon = segment.rfind(": ");
        const bool more = !between.kind.empty() && colon != std::string_view::npos &&
                          colon + at + from > between.offset;
        out.push_back(std::move(between));
        ProseList after;
        if (more && find_prose(segment.substr(colon), size, after)) {
          after.offset += at + from + colon;
          after.line_words = std::string(segment.substr(0, colon));
          out.push_back(std::move(after));
        }
      }
      if (close == std::string_view::npos) break;
      const std::size_t body = open + mark_width(clause, open);
      const std::string_view inside = clause.substr(body, close - body);
      std::vector<std::string_view> items = list_items(inside, size);
      ProseList one;
      bool took = false;
      // (A range said with its ends' words between, `(Row A, nearest the
      // stage, back to Row D)`, is the range, not three items.)
      if (ranges &&
          (inside.find(" to ") != std::string_view::npos ||
           inside.find(" through ") != std::string_view::npos) &&
          find_range(inside, size, one)) {
        one.offset += at + body;
        took = true;
      } else if (inside.find(',') != std::string_view::npos && fits(items.size(), size) &&
                 std::none_of(items.begin(), items.end(), [](std::string_view i) {
                   return i.empty() || cut_words(i).size() > 4;
                 })) {
        one.offset = at + body;
        for (std::string_view i : items) one.values.emplace_back(i);
        took = true;
      } else if (ranges && find_range(inside, size, one)) {
        one.offset += at + body;
        took = true;
      }
      if (took) {
        // Named by the words before it, less a list said there.
        const std::size_t name_from = out.size() > out_before ? open : from;
        one.line_words = std::string(clause.substr(name_from == open ? from : name_from,
                                                   open - (name_from == open ? from : name_from)));
        out.push_back(std::move(one));
      }
      // (A dash that opens no list is a pause, and what follows it is read
      // on: `Gaz, Kev, Shaz, Tina - you were each subbing for a different
      // pub (Crown, ...)`.)
      const std::size_t after_close =
          close + (clause[open] == '(' ? 1 : mark_width(clause, open) - 1);
      from = !took && clause[open] != '(' ? body : std::min(after_close, clause.size() + 1);
    }
    if (semi == sentence.size()) break;
    at = semi + 1;
  }
  return out;
}

}  // namespace deduce::puzzles::zebra::english::prose_parts
