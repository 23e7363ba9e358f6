// Riddles told as a chat (a text-message thread, a group chat, a radio
// script): every line opens with who says it, `Val: I used 2 more balls than Pam`. The
// speaker is no part of the clue, and `I`, `me` and `my` are the speaker:
// the clue is `Val used 2 more balls than Pam`.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace deduce::puzzles::zebra::english {

// Who says a line of a chat: its line (1-based), the speaker's name, and
// the words blanked before the line's first sentence (`Dani: clue: `) with
// the column that sentence starts at, to show them with it.
struct Speaker {
  int line = 0;
  std::string name;
  std::string prefix;
  int column = 1;
};
using Speakers = std::vector<Speaker>;

// `text` with each line's speaker (`Val: `, and a label after it: `Dani:
// clue: `) and a speaker's `(me)` blanked out, and who says each line in
// `speakers`, where four lines or more open with a speaker, one speaks
// again, and they speak half as often again as there are speakers (a
// list's heading, `Runners: ...`, is said once); else `text` as it is. The same length as `text`,
// each byte where it was.
std::string unspoken(const std::string& text, Speakers& speakers);

// A riddle told by one of its people, who lists themself as `me (Pauline)`
// or `Pauline (me)` (`Owners: me (Pauline), Ron, Zoe`): `text` with `me (`
// and `)`, or `(me)`, blanked (the same length, each byte where it was),
// and the name in `narrator`; `text` as it is and "" where no list says so.
// `me (Sam) and my flatmates Tara, Ursula and Viktor` is one list (`and my
// flatmates` blanked to a comma). `shown`: the span blanked, as read and as
// written, for showing the sentence as written.
// Not in a chat, whose speakers say `I` each of themself.
std::string narrated(const std::string& text, std::string& narrator,
                     std::pair<std::string, std::string>& shown);

// `text` with its first person (`I`, `me`, `my`, `mine`, `I'm`) said as
// `name`: `I used 2 more balls than Pam` is `Val used 2 more balls than
// Pam`; "" when it has none.
std::string first_person_as(std::string_view text, const std::string& name);

// A quotation said by someone named (`Alfie says: "My plane went 1
// metre further than the blue one!"`, `"I didn't bake the scones," said
// Mrs Hale`): the quotation with its first person said as the speaker;
// nullopt when the sentence is none.
std::optional<std::string> quoted_speech(std::string_view text);

}  // namespace deduce::puzzles::zebra::english
