// Which kind a text is, as the kind table asks it (tables.h: a row's
// `claims`): a logic grid by its keywords, an English riddle by how it
// opens or by the lists it gives (zebra_claims.cc).
#pragma once

#include <string_view>

namespace deduce::apps {

// A .zebra file declares its positions or its categories.
int claims_zebra(std::string_view text);

// An English riddle opens with `There are N ...` (`1. There are ...`), or
// with a puzzle's number before its title (`24  MARKET DAY`: an order is
// alone on its line, a game ID has no spaces), which outclaims a Futoshiki
// grid; a magazine riddle opens in prose and then lists its categories,
// each `Name: v1, v2, ...` with as many values (docs/english.md), which
// any other kind's keywords outclaim, as they do a text of prose.
int claims_text(std::string_view text);

}  // namespace deduce::apps
