// The values riddles use without listing them, by category, for texts
// that name their categories only in words (the 1962 riddle: "each of the
// five houses is painted a different color, and their inhabitants are of
// different national extractions, own different pets, ..."). A category
// is named by any of its keywords; its values are those of its words the
// text uses, in the order they first appear, and must be exactly as many
// as the positions: a missing or extra one is an error, never a guess.
#pragma once

#include <span>
#include <string_view>

namespace deduce::puzzles::zebra::english {

struct VocabularyCategory {
  std::string_view name;                       // the .zebra name
  std::span<const std::string_view> keywords;  // stems that name it
  std::span<const std::string_view> values;    // as usually written
  // Whether a keyword the list's own line says names it in place of
  // `name` (`The trees were an azalea, ...` is `tree`, `a different wood`
  // is `wood`): for things named as what they are or what is made of
  // them.
  bool line_names = false;
};

std::span<const VocabularyCategory> vocabulary();

}  // namespace deduce::puzzles::zebra::english
