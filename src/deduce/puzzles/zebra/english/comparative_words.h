// The comparatives of more and of less, said once for every template that
// uses them (a template may name either as a list of alternatives:
// `{a} " DEDUCE_LESS_WORDS " than {b}`). Macros, so that they join the
// string literals of a constexpr table; the two tables that use them
// (comparison_phrases.cc, contest_phrases.cc) include this header and
// #undef them at their end.
#pragma once

#define DEDUCE_MORE_WORDS                                                                  \
  "more|greater|higher|later|longer|taller|bigger|larger|heavier|farther|further|pricier|" \
  "dearer|costlier|hotter|warmer|wider|thicker|deeper|fatter|fuller|wetter|rainier"
#define DEDUCE_LESS_WORDS                                                                        \
  "less|fewer|lower|cheaper|earlier|shorter|smaller|lighter|sooner|closer|nearer|cooler|colder|" \
  "narrower|thinner|shallower|emptier|slimmer|drier|dryer"
// Verbs of doing more than another (`outscored`, `outrates`), as stems.
#define DEDUCE_OUT_VERBS                                                                       \
  "outweighed|outweigh|outscored|outscore|outsold|outsell|outbid|outlasted|outlast|outearned|" \
  "outearn|outjumped|outjump|outrated|outrate|outranked|outrank|outpointed|outpoint|outspent|" \
  "outspend|outgrew|outgrow|outlived|outlive"
