// Words the reader treats apart (reader.h): words that deny, only wish or
// undo what follows them, and the particles a verb takes. Shared by the
// meaning pass (meaning_words.cc) and read() (reader_read.cc).
#pragma once

#include <set>
#include <string>

namespace deduce::puzzles::zebra::english {

// The prepositions a verb takes (`hails from`, `belongs to`, `was bought
// by`): after a verb no table knows they relate nothing of their own.
// `almost chose`, `declined`, `was allergic to`, `would have liked`,
// `swapped ... for`: words that deny, only wish or undo what follows them,
// never dropped as a link (`Ann declined the cat` is no `Ann is cat`): a
// sentence or a question with one is refused unless a table reads it.
inline bool denying_word(const std::string& stem) {
  static const std::set<std::string> kDenying = {
      "almost",     "nearly",  "declined", "decline",    "rejected",  "reject", "refused",
      "allergic",   "afraid",  "scared",   "frightened", "terrified", "would",  "could",
      "considered", "ignored", "forgot",   "forgotten",  "swapped",   "swap",   "exchanged",
      "traded",     "hardly",  "barely",   "missed",     "lacked",    "avoided"};
  return kDenying.count(stem) != 0;
}

// (`along` as in `brought along the box kite`, `came along with`.)
inline bool is_particle(const std::string& stem) {
  static const std::set<std::string> kParticles = {"from", "to",  "by",   "with", "at",   "in",
                                                   "on",   "for", "into", "onto", "along"};
  return kParticles.count(stem) != 0;
}

}  // namespace deduce::puzzles::zebra::english
