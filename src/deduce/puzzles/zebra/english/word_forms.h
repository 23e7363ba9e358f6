// The forms a sentence's words are read in before its templates, and the
// small judgements on words the reader makes (reader.h): `the round
// after` is the next one, `a year older` one year older, a hedge (`at some
// point before`) a bare `before`; a question's verb and a list's line say
// one verb (`buy` and `bought`); a reading that only says things are one;
// a noun said on both sides of a verb (two things of one kind).
// Defined by kind: words rewritten in word_forms.cc (hedges in
// hedged_orders.cc), whole sentences in sentence_forms.cc (amounts and
// comparisons in measure_forms.cc, openings the reader restates first in
// opening_forms.cc, a `nor` that says its subject again in nor_objects.cc),
// the judgements in word_judgements.cc.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "deduce/puzzles/zebra/english/lexicon.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

// `the period after`, `the round before`: `just after`, a step of the list.
std::vector<Word> next_ones(std::vector<Word> words);

// `a year older than`, `an hour later`: `a` is the amount one.
std::vector<Word> a_unit_is_one(std::vector<Word> words);

// `The footballer outpolled the vicar`, `was outfished by Ann`: a verb
// `out...` the tables do not list is `beat` (`beaten` before `by`), said
// of the measure its sentence compares. Not `outlined`, `outdated`, ...
// So are `pipped`, `bested`, `trounced` and `thrashed`.
std::vector<Word> out_verbs(std::vector<Word> words);

// `Dev is not last`, `Ada was first, and ...`: an end of a row said alone
// after `is` or `was`, as `in the last position`. For a riddle with
// positions and no ordered list (where `first` could be a time or a place
// in a contest); nullopt when the text says none. `any_verb`, of an order
// in time with no numbers: after any deed too (`Ed sang last`), and `the
// very last to sing` as `last`.
std::optional<std::string> bare_end_as_position(std::string_view text, bool any_verb = false);

// `came down a quarter of an hour after`, `the first guest down`: coming
// down (to breakfast) is arriving, and `down` goes; never a way down
// something (`came down the stairs`). nullopt when `text` says none.
std::optional<std::string> without_arrival_down(std::string_view text);

// `the final performance`, `the final round`: `last`. Not the noun (`ran
// in the final`, `the final was won by`).
std::vector<Word> final_as_last(std::vector<Word> words);

// `at some point before`, `some time after`, `somewhere behind`: the hedge
// goes; so does `exactly` before an amount (`exactly 85 seconds ahead`),
// and `either`, `too`, `also`, `as well` that end a sentence (`she didn't
// make the boat either`).
std::vector<Word> without_hedges(std::vector<Word> words);

// `text` without the words that open it and say nothing (`Oh and`,
// `Also,`, `Finally,`, `Plus`, `Well,`, `And`, `In particular,`, `So`, `Go on
// then,`); nullopt when it
// has none.
std::optional<std::string> without_opener(std::string_view text);

// `has been a member longer than`, `has been in the club two years
// longer than`, `has served longer than`: said with `earlier than` (a
// time served up to now is an earlier start), `shorter than` with `later
// than`, `has been with the club longest` and `the longest-serving
// member` with `earliest`, `shortest` with `latest`; nullopt when `text`
// says no such thing.
std::optional<std::string> served_as_earlier(std::string_view text);

// `2 minutes 25 seconds longer`, `1 hour and 10 minutes later`: one
// amount in the smaller unit (`145 seconds`, `70 minutes`); nullopt when
// `text` says none.
std::optional<std::string> compound_amounts(std::string_view text);

// `X was both the quickest and the cheapest job`: `X was the quickest
// job` and `X was the cheapest job`; nullopt when `text` says no `both
// the ... and the ...`.
std::optional<std::pair<std::string, std::string>> both_said(std::string_view text);

// `Sunita's lot won on the night, as they so often do`, `..., as it does
// most years`: a remark set off by `, as` and a pronoun says nothing of
// the riddle, nor does a closing `, he always does`; `text` without it, or
// nullopt when it has none.
std::optional<std::string> without_as_remark(std::string_view text);

// `Nothing at all was handed in after the teddy bear`, `Nobody arrived
// before Ann`: `the teddy bear was handed in last`, `Ann arrived first`;
// nullopt when `text` says no such thing.
std::optional<std::string> nothing_after_as_end(std::string_view text);

// `later in the year than`, `earlier in the day`: the span an order in
// time is said over (`day`, `week`, `month`, `year`), or "".
std::string span_said(const std::vector<Word>& words);

// `two months later in the year than Dara`: the span goes (span_said
// tells which order the sentence means), so that the amount and its
// comparative meet.
std::vector<Word> without_span(std::vector<Word> words);

// `Jude doesn't catch the 24, nor does he catch the 12`: the second
// clause said as `and he does not catch the 12`, which the clauses' reading
// takes with its pronoun; an opening `Nor is Mr. A the solicitor` as `Mr.
// A is not the solicitor`; nullopt when `text` has no such `nor`.
std::optional<std::string> nor_as_and_not(std::string_view text);

// `text` without a rate's period (`practises the most each week`, `sold
// the most per day`, `earns more a month`): what is compared is the same
// in every period; nullopt when it says none.
std::optional<std::string> without_rate(std::string_view text);

// A question said in a statement's order, as a sentence that wants it
// answered says it (`what Bev is doing`, `what Kelly does`), in a
// question's order (`what is Bev doing`, `what does Kelly do`); nullopt
// when it is in a question's order already or is no such question.
std::optional<std::string> asked_in_order(std::string_view text);

// Whether the words compare by `as ... as` (`as many times as`, `quite as
// often as`, `as far as`): such a sentence is never read by dropping its
// words, which would leave only the two things it compares.
bool as_as_comparison(const std::vector<Word>& words);

// `not as high as`, `not so early as`: `lower than`, `later than`, which
// the table reads; nullopt when `text` says none.
std::optional<std::string> not_as_as_than(std::string_view text);

// `than any of the others`, `than all the others`, `than the rest`:
// `than anyone else`, which the table reads, and the field it is said of
// at the end dropped (`than anyone else in the section`, `on the day`);
// nullopt when none is said.
std::optional<std::string> others_as_anyone(std::string_view text);

// `Gaz didn't win the league`, `our league champion`: the contest said
// after winning, or before its champion, goes (`didn't win`, `our
// champion`); nullopt when none is said.
std::optional<std::string> won_field_as_won(std::string_view text);

// `The occupant of No. 3 paid the highest rent of any`: a superlative's
// closing `of any` as `of all`; nullopt when the sentence is not so.
std::optional<std::string> of_any_as_of_all(std::string_view text);

// `The highest checkout wasn't hit by anyone from the Anchor`: `... by the
// one from the Anchor`, where a denial comes before `anyone` and `from`,
// `with`, `in`, `at`, `on`, `who` or `whose` after it; nullopt otherwise.
std::optional<std::string> denied_anyone_as_one(std::string_view text);

// The root a word's forms share: `rated`, `rating` and `rate` are `rat`,
// `winning`, `winner` and `won` are `win` (irregular pasts by a table).
std::string word_root(std::string_view word);

// Whether two words are forms of one (their roots, of 3 letters or more,
// are one).
bool same_root(const std::string& a, const std::string& b);

// Whether a word is a verb's past: a past participle or an irregular
// past tense (`left`, `ran`, `won`).
bool past_form(std::string_view word);

// Whether a word is a past participle (`made`, `seen`, `painted`,
// `grown`): `made by Dot`, set off by commas, says what was done to the
// value before it.
bool past_participle(std::string_view word);

// The plain form of a past participle (`drunk` is `drink`, `eaten`
// `eat`, `worn` `wear`); a regular one (`ordered`) as it is.
std::string participle_verb(std::string_view participle);

// Whether `a` (a question's verb) and `b` (a list's line word) are one verb.
bool same_verb(const std::string& a, const std::string& b);

// Whether a statement says only that things are one.
bool says_one(const std::string& st);

// Whether a noun is said both before and after words[i].
bool same_noun_around(const std::vector<Word>& words, const SentenceValues& values, std::size_t i);

// Whether `stem` is a noun of people (`member`, `child`, `grandkid`).
bool person_noun(const std::string& stem);

// Whether a word of `words` that names no value stands as an item among
// items that do, in a list of single words (`doesn't paint, knit or
// garden`, where `knit` and `garden` are values and `paint` is none): read
// without it, the list would say less than was written.
bool unnamed_list_item(std::string_view text, const std::vector<Word>& words,
                       const SentenceValues& values);

// `Either Bev or the caller from Bexley asked for rock - now, they're two
// different people, mind, and only one of them asked for it`: a remark
// after a dash or in brackets that only says the two are two and one of
// them holds is `, but not both`; nullopt where the text says no such
// remark (either_clauses.cc).
std::optional<std::string> either_insisted(std::string_view text);

// `A is ..., B does ..., and C isn't ...`: three clauses set apart by a
// comma and `, and`, said again with semicolons; nullopt where the middle
// and the last part do not each open with a value and a verb
// (clause_series.cc).
std::optional<std::string> clauses_as_series(std::string_view text, const Lexicon& lexicon);

// `Whereas A, B` (`While`, `Although`, `Though`): `A, and B`, where B
// leaves out the noun A said with its possessive (`Vik has his on
// Thursday` after `her lesson`: `his lesson`); nullopt when not so
// (opening_forms.cc).
std::optional<std::string> whereas_as_and(std::string_view text);

// `the stout drinker and the Crown player - one of them threw 100 and the
// other threw 140`: the pair named first, then what one and the other
// did, as `Of A and B, one ... and the other ...` says it. nullopt when the
// sentence is not so (opening_forms.cc).
std::optional<std::string> pair_then_one(std::string_view text);

// `What did Harry find in his cracker?`: where the subject's own thing
// was, said last and naming no value, asks nothing more; nullopt when the
// question does not end so (opening_forms.cc).
std::optional<std::string> without_own_place(std::string_view text, const Lexicon& lexicon);

// `Can you work out whose sunflower is nearest the gate?`, `Could you
// confirm which floor the dentist is on`, `Please tell me who ...`, `Do
// you know which ...`: the question asked (`Whose sunflower is nearest the
// gate?`), or nullopt (opening_forms.cc).
std::optional<std::string> asked_politely(std::string_view text);

}  // namespace deduce::puzzles::zebra::english
