// Chats read as their speakers' clues (chat_lines.h).
#include "deduce/puzzles/zebra/english/chat_lines.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <optional>
#include <set>
#include <string_view>

#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

namespace {

// The speaker's name a line opens with (one or two capitalised words of
// letters and a colon: `Val: `, `Aunt Jo: `) and the length of the
// prefix; nullopt when there is none. `Clue 3:`, `Note:` and `Re:` are
// labels, not speakers.
std::optional<std::pair<std::string, std::size_t>> speaker(std::string_view line) {
  // (After the time a chat stamps a message with, `[16:51] `, and with
  // who they are in brackets after the name: `Gemma (Zara's mum): `.)
  std::size_t from = 0;
  if (line.starts_with("[")) {
    const std::size_t close = line.find("] ");
    if (close == std::string_view::npos || close > 20 ||
        line.substr(1, close - 1).find_first_not_of("0123456789:/.,- apmAPM") !=
            std::string_view::npos)
      return std::nullopt;
    from = close + 2;
  }
  const std::size_t colon = line.find(": ", from);
  if (colon == std::string_view::npos || colon == from || colon > from + 44) return std::nullopt;
  std::string_view name = line.substr(from, colon - from);
  if (const std::size_t open = name.find(" (");
      open != std::string_view::npos && name.ends_with(")") && open > 0)
    name = name.substr(0, open);
  if (name.size() > 24) return std::nullopt;
  if (!std::isupper(static_cast<unsigned char>(name.front())) ||
      std::any_of(name.begin(), name.end(), [](char c) {
        return !std::isalpha(static_cast<unsigned char>(c)) && c != ' ' && c != '\'';
      }))
    return std::nullopt;
  const std::vector<Word> w = cut_words(name);
  if (w.empty() || w.size() > 2 || std::any_of(w.begin(), w.end(), [](const Word& x) {
        return !std::isupper(static_cast<unsigned char>(x.text.front()));
      }))
    return std::nullopt;
  static const std::set<std::string> kLabels = {
      "clue", "note",    "hint",   "question", "answer",   "solution", "re",   "subject",
      "from", "to",      "date",   "tag",      "host",     "puzzle",   "task", "step",
      "ps",   "nb",      "update", "edit",     "bonus",    "extra",    "rule", "reminder",
      "cc",   "warning", "part",   "level",    "category", "source",   "title"};
  if (kLabels.count(w.front().stem) != 0) return std::nullopt;
  std::size_t length = colon + 2;
  // `Dani: clue: I found the most`: a label after the speaker goes too.
  const std::string_view rest = line.substr(length);
  if (const std::size_t label = rest.find(": "); label != std::string_view::npos && label < 12) {
    const std::vector<Word> l = cut_words(rest.substr(0, label));
    if (l.size() == 1 && (l[0].stem == "clue" || l[0].stem == "hint")) length += label + 2;
  }
  return std::make_pair(std::string(name), length);
}

}  // namespace

std::string unspoken(const std::string& text, Speakers& speakers) {
  speakers.clear();
  std::string out = text;
  std::vector<std::pair<std::size_t, std::size_t>> blanks;  // where, how long
  std::set<std::string> names;
  int line = 1;
  for (std::size_t at = 0; at <= text.size(); ++line) {
    const std::size_t end = std::min(text.find('\n', at), text.size());
    const std::string_view l = std::string_view(text).substr(at, end - at);
    if (const auto who = speaker(l)) {
      // (The line's first sentence starts after the blanks, its column
      // counted in characters as every column is.)
      std::size_t start = who->second;
      while (start < l.size() && l[start] == ' ') ++start;
      int column = 1;
      for (std::size_t k = 0; k < start; ++k)
        if ((static_cast<unsigned char>(l[k]) & 0xC0) != 0x80) ++column;
      speakers.push_back({line, who->first, std::string(l.substr(0, start)), column});
      names.insert(who->first);
      blanks.emplace_back(at, who->second);
      // `Pam (me), Rosa, Sue and Val`: the speaker's `(me)` says who.
      for (std::size_t me = l.find("(me)"); me != std::string_view::npos;
           me = l.find("(me)", me + 1))
        blanks.emplace_back(at + me, 4);
    }
    at = end + 1;
  }
  // (Lists headed `Runners: ...`, `Prices: ...` are no chat: a chat's
  // speakers speak again, and more than one line each in all; a script
  // may have one speaker, `DONNA: First clue. ...`.)
  std::map<std::string, int> lines_said;
  for (const Speaker& said : speakers) ++lines_said[said.name];
  const bool again = std::any_of(lines_said.begin(), lines_said.end(),
                                 [](const auto& n) { return n.second >= 2; });
  if (speakers.size() < 4 || !again || speakers.size() < 3 * names.size() / 2) {
    speakers.clear();
    return text;
  }
  for (const auto& [from, length] : blanks) out.replace(from, length, length, ' ');
  return out;
}

std::string narrated(const std::string& text, std::string& narrator,
                     std::pair<std::string, std::string>& shown) {
  narrator.clear();
  shown = {};
  // A name: a capital, then letters (`Pauline`, `Mary-Jo`).
  const auto name_at = [&](std::size_t at) {
    std::size_t e = at;
    if (e >= text.size() || !std::isupper(static_cast<unsigned char>(text[e]))) return at;
    while (e < text.size() && (std::isalpha(static_cast<unsigned char>(text[e])) || text[e] == '-'))
      ++e;
    return e;
  };
  std::string out = text;
  for (std::size_t at = 0; at < text.size(); ++at) {
    // `me (Pauline)`: after a list's colon or comma.
    const bool word_start = at == 0 || !std::isalpha(static_cast<unsigned char>(text[at - 1]));
    if (word_start && (text.compare(at, 4, "me (") == 0 || text.compare(at, 4, "Me (") == 0)) {
      const std::size_t end = name_at(at + 4);
      if (end > at + 4 && end < text.size() && text[end] == ')') {
        narrator = text.substr(at + 4, end - at - 4);
        out.replace(at, 4, 4, ' ');
        out[end] = ' ';
        // `me (Sam) and my flatmates Tara, Ursula and Viktor`: one list.
        const std::vector<Word> next = cut_words(std::string_view(text).substr(end + 1));
        std::size_t k = 2;
        if (next.size() > 3 && number_word(next[2].stem) >= 2) ++k;
        if (next.size() > k + 1 && next[0].stem == "and" && next[0].offset == 1 &&
            next[1].stem == "my" && next[k].text.size() > 3 && next[k].text.ends_with('s') &&
            std::isupper(static_cast<unsigned char>(next[k + 1].text.front()))) {
          // (From the space before `and` to the name: the same length.)
          const std::size_t from = end + next[0].offset;
          const std::size_t blanked = next[k + 1].offset - next[0].offset + 1;
          out.replace(from, blanked, ", " + std::string(blanked - 2, ' '));
          shown = {out.substr(at, from + blanked - at), text.substr(at, from + blanked - at)};
        } else {
          // (With the character after it: `Me (Nisha),` opening a list is
          // found again where the sentence's blanks were trimmed, never a
          // sign-off's `Nisha xxx`.)
          const std::size_t to = std::min(end + 2, text.size());
          shown = {out.substr(at, to - at), text.substr(at, to - at)};
        }
        return out;
      }
    }
    // `Pauline (me)`.
    if (text.compare(at, 5, " (me)") == 0 && at > 0) {
      std::size_t begin = at;
      while (begin > 0 &&
             (std::isalpha(static_cast<unsigned char>(text[begin - 1])) || text[begin - 1] == '-'))
        --begin;
      if (begin < at && name_at(begin) == at) {
        narrator = text.substr(begin, at - begin);
        out.replace(at + 1, 4, 4, ' ');
        shown = {out.substr(begin, at + 5 - begin), text.substr(begin, at + 5 - begin)};
        return out;
      }
    }
  }
  return text;
}

std::string first_person_as(std::string_view text, const std::string& name) {
  std::string out;
  std::size_t at = 0;
  for (const Word& w : cut_words(text)) {
    std::string as;
    // (`i` in a chat's lower case is `I`.)
    if (w.text == "I" || w.text == "i" || w.text == "me" || w.text == "Me" || w.text == "myself")
      as = name;
    if (w.text == "my" || w.text == "My" || w.text == "mine" || w.text == "Mine") as = name + "'s";
    if (w.text == "I'm" || w.text == "I\u2019m") as = name + " is";
    if (w.text == "I've" || w.text == "I\u2019ve") as = name + " has";
    // (Nor the teller's own name said as it is: `me` of a teller listed as
    // `me`.)
    if (as.empty() || as == w.text) continue;
    out.append(text.substr(at, w.offset - at)).append(as);
    at = w.offset + w.text.size();
  }
  if (at == 0) return "";
  out.append(text.substr(at));
  return out;
}

std::optional<std::string> quoted_speech(std::string_view text) {
  static constexpr std::string_view kOpen[] = {"\"", "\u201c"};
  static constexpr std::string_view kClose[] = {"\"", "\u201d"};
  static const std::set<std::string> kSays = {"say",   "said",    "write",   "wrote",
                                              "add",   "added",   "insist",  "insisted",
                                              "reply", "replied", "explain", "explained"};
  // The speaker: one to three capitalised words (a title and a name).
  const auto name_of = [](std::string_view part) -> std::optional<std::string> {
    const std::vector<Word> w = cut_words(part);
    if (w.empty() || w.size() > 3) return std::nullopt;
    for (const Word& x : w)
      if (!std::isupper(static_cast<unsigned char>(x.text.front()))) return std::nullopt;
    return std::string(
        part.substr(w.front().offset, w.back().offset + w.back().text.size() - w.front().offset));
  };
  for (std::size_t q = 0; q < 2; ++q) {
    const std::size_t open = text.find(kOpen[q]);
    if (open == std::string_view::npos) continue;
    const std::size_t close = text.find(kClose[q], open + kOpen[q].size());
    if (close == std::string_view::npos) continue;
    std::string_view quote = text.substr(open + kOpen[q].size(), close - open - kOpen[q].size());
    while (!quote.empty() && std::string_view(",.!?").find(quote.back()) != std::string_view::npos)
      quote.remove_suffix(1);
    std::optional<std::string> name;
    // `Alfie says: "..."`, `Alfie said, "..."`.
    const std::vector<Word> before = cut_words(text.substr(0, open));
    if (!before.empty() && kSays.count(before.back().stem) &&
        text.substr(close + kClose[q].size()).find_first_not_of(" .!?") == std::string_view::npos)
      name = name_of(text.substr(0, before.back().offset));
    // `"...," said Mrs Hale`.
    const std::vector<Word> after = cut_words(text.substr(close + kClose[q].size()));
    if (!name && open == 0 && !after.empty() && kSays.count(after.front().stem))
      name = name_of(
          text.substr(close + kClose[q].size() + after.front().offset + after.front().text.size()));
    if (!name) continue;
    const std::string said = first_person_as(quote, *name);
    return said.empty() ? std::string(quote) : said;
  }
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::english
