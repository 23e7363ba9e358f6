// Lists that run together in one clause, as a magazine's introduction
// writes them: `Agnes, Bernard, Cyril and Doreen came away with a clock, a
// mirror, a quilt and a rocking chair, paying $40, $55, $70 and $85`.
// prose_lists.h reads a list after its own verb or colon, one a clause;
// here the commas of a sentence are cut into runs of items, and where one
// list ends and the next begins is told by the items' shape: names in
// capitals, things with an article, numbers with their unit, or words in
// lower case. The first item is the end of the words before its comma in
// that shape (`came away with a clock` gives `a clock`), the last the
// start of the words after `and` or `or` (`Doreen came away` gives
// `Doreen`).
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "deduce/puzzles/zebra/english/prose_lists.h"

namespace deduce::puzzles::zebra::english {

// An instruction names what to find, not values (`Match each friend to
// her store, her shoes and what she paid`, `Find each runner's place, town
// and shirt`).
bool names_what_to_find(std::string_view text);

// The lists of `sentence`, in order. `size`: the values each must have (0
// when not known yet: then 3 to 8). Names at the start of the sentence
// (the people, as a rule) have the line words `names`.
std::vector<ProseList> list_runs(std::string_view sentence, int size);

// `each played a single piece, one by Bach, one by Chopin, ... and one by
// Satie`: a list whose items repeat the same head (`one by`, `one from`),
// which goes; nullopt when `sentence` has none of `size` items (3 to 8
// when 0).
std::optional<ProseList> one_each_list(std::string_view sentence, int size);

}  // namespace deduce::puzzles::zebra::english
