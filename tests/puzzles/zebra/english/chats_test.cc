// Riddles told as a chat (chat_lines.h): each line opens with its speaker,
// who is no part of the clue, and `I`, `me`, `my` are the speaker; the
// speakers are the people where no list names them; a chat's lines are
// never joined as a wrapped paragraph. Also a superlative that only says a
// list's own noun (`one best piece, blue, brown, ...`); `I'm` and `I've`
// never a name, `before anyone asks`, `brilliant, so ...`, a pair and then
// what one and the other did after a dash, and a verb the clues compare by
// asked with `what`. Chats written for these tests.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::AllOf;
using ::testing::HasSubstr;
using ::testing::Not;
using testing_english::zebra_of;

const std::string kChat =
    "Cass: ok results!! we each went to a different beach: North Bay, South Bay and the Cove\n"
    "Gabs: and we found 7, 9 and 11 pieces between us\n"
    "Effie: and everyone kept one best piece, blue, brown or green\n"
    "Cass: clue: I found the most\n"
    "Gabs: whoever was at South Bay found 2 more than Effie\n"
    "Effie: my best piece wasn't brown\n"
    "Cass: and I didn't go to the Cove\n"
    "Gabs: quiz time. Which beach did Effie go to?\n";

TEST(EnglishChats, WhatTheSpeakerGotIsAClueAndHowFarTheyGotARemark) {
  // `I got more than Effie` is the speaker's find, never dropped as a
  // remark about solving; `as far as I've got` and `went in circles` are.
  const std::string said = kChat + "Cass: I got more than Effie, not that I'm bragging\n";
  EXPECT_THAT(zebra_of(said), HasSubstr(": found_piece(Cass) > found_piece(Effie)"));
  for (const char* remark : {"Gabs: I've got Effie down as Cove but that's as far as I've got\n",
                             "Gabs: I got Effie = blue but then went in circles\n"})
    EXPECT_THAT(zebra_of(kChat + remark),
                HasSubstr("(a remark about solving: it frames the puzzle)"))
        << remark;
}

TEST(EnglishChats, TheSpeakerIsTheFirstPerson) {
  const std::string z = zebra_of(kChat);
  // The speakers are the people: no list names them.
  EXPECT_THAT(z, HasSubstr("category name: Effie Cass Gabs"));
  EXPECT_THAT(z, HasSubstr("category beach: North_Bay South_Bay Cove"));
  EXPECT_THAT(z, HasSubstr(": Cass is found_piece.11"));
  EXPECT_THAT(z, HasSubstr(": found_piece(South_Bay) = found_piece(Effie) + 2"));
  EXPECT_THAT(z, HasSubstr(": Effie is not brown"));
  EXPECT_THAT(z, HasSubstr(": Cass is not Cove"));
  EXPECT_THAT(z, HasSubstr("ask: beach of Effie"));
  // The translation shows each line as said, its speaker first.
  EXPECT_THAT(z, HasSubstr("# Cass: clue: I found the most\n"));
  EXPECT_THAT(z, HasSubstr("# Gabs: quiz time\n"));
}

TEST(EnglishChats, ListHeadingsAreNoChat) {
  // `Runners:`, `Towns:` head lists, each said once: no speakers.
  const std::string lists =
      "Runners: Ann, Bo, Cy\nTowns: Ayr, Bath, Cork\nShirts: red, blue, green\nPlaces: 1st, "
      "2nd, 3rd\n\n1. Ann is from Ayr.\n";
  EXPECT_THAT(zebra_of(lists), HasSubstr("category runner: Ann Bo Cy"));
}

TEST(EnglishChats, AListOfTheSpeakersIsThePeople) {
  const std::string yarn =
      "Pam: Right ladies. Three of us did it this time: Pam (me), Rosa and Val.\n"
      "Rosa: We covered a bench, a lamp post and a tree, one each\n"
      "Val: Patterns were hearts, spots and stripes. Let's make it a puzzle!\n"
      "Rosa: The tree was hearts\n"
      "Val: Mine wasn't spots\n"
      "Pam: What did Val cover?\n";
  const std::string z = zebra_of(yarn);
  EXPECT_THAT(z, HasSubstr(": Pam Rosa Val\n"));
  EXPECT_THAT(z, HasSubstr(": Val is not spots"));
  EXPECT_THAT(z, HasSubstr("ask: thing of Val"));
}

TEST(EnglishChats, AScriptWithOneSpeaker) {
  // A radio host reads the clues: `DONNA:` is no part of them, and no one
  // of the grid.
  const std::string script =
      "DONNA: Right, three comics are on the bill: Dev, Gem and Kit. They go on at 8:00pm, "
      "8:20pm and 8:40pm.\n"
      "DONNA: First clue. Gem opens the show.\n"
      "DONNA: Second. Dev is on later than Kit.\n"
      "DONNA: So, what time is Kit on?\n";
  const std::string z = zebra_of(script);
  EXPECT_THAT(z, HasSubstr(": Gem is time.1200"));
  EXPECT_THAT(z, HasSubstr(": time(Dev) > time(Kit)"));
  EXPECT_THAT(z, HasSubstr("ask: time of Kit"));
}

TEST(EnglishChats, AQuotationIsItsSpeakers) {
  const std::string head =
      "Three children (Alfie, Bea and Cal) flew paper planes, one each: red, blue and green. The "
      "planes went 4 metres, 5 metres and 6 metres.\n\n";
  EXPECT_THAT(zebra_of(head + "1. Alfie says: \"My plane went 1 metre further than the blue "
                              "one!\"\n"),
              HasSubstr("1: length(Alfie) = length(blue) + 1"));
  EXPECT_THAT(zebra_of(head + "1. \"I didn't fold the red one,\" said Bea.\n"),
              HasSubstr("1: Bea is not red"));
}

TEST(EnglishChats, ATellerListedAsMe) {
  // `me, Kat, Liam and Noor`: the teller is `me`, and `i` and `my` are
  // theirs, in a chat's lower case too.
  const std::string z = zebra_of(
      "there were four of us: me, Kat, Liam and Noor. we each spent a different amount - £5, £7, "
      "£10 and £12.\n\n- Kat spent the most\n- i spent less than Liam\n- my present cost £7\n");
  EXPECT_THAT(z, HasSubstr("category name: me Kat Liam Noor\n"));
  EXPECT_THAT(z, HasSubstr(": spent(me) < spent(Liam)\n"));
  EXPECT_THAT(z, HasSubstr(": me is spent.7\n"));
}

TEST(EnglishChats, ATellerWhoListsThemself) {
  // `me (Pauline)` in a list: Pauline tells the riddle, and `my` is hers.
  const std::string post =
      "Posted by TortMum\n\nThree tortoises: Sheldon, Gertie and Crumpet. Owners: me "
      "(Pauline), Ron and Zoe. They weigh 850g, 1,100g and 1,250g.\n\n";
  const std::string z =
      zebra_of(post +
               "1. My tortoise is the heaviest.\n2. Ron owns Gertie.\n3. Crumpet weighs "
               "250g less than Zoe's tortoise.\n4. I don't own Sheldon.\n");
  EXPECT_THAT(z, HasSubstr("category owner: Pauline Ron Zoe"));
  EXPECT_THAT(z, HasSubstr("1: Pauline is weight.1250"));
  EXPECT_THAT(z, HasSubstr("Pauline is not Sheldon"));
  // (The list's sentence is shown as written, `me (Pauline)` and all.)
  EXPECT_THAT(z, HasSubstr("# They weigh 850g"));
  const std::string veg =
      "Only three of us turned up in the end - me (Priya), Ron and Tom. We brought onions, "
      "potatoes and runner beans.\n\n1. I brought the onions.\n2. Ron brought the potatoes.\n";
  EXPECT_THAT(zebra_of(veg), HasSubstr("# Only three of us turned up in the end - me (Priya), Ron "
                                       "and Tom.\n"));
  // A question the teller asks of themself is asked of them, never a
  // frame; `go home with` asks what was taken home.
  const std::string swap =
      "Only three of us turned up in the end - me (Priya), Ron and Tom. We brought onions, "
      "potatoes and runner beans, and each swapped it for jam, honey or eggs.\n\n1. I brought the "
      "onions.\n2. Ron took the honey.\n";
  EXPECT_THAT(zebra_of(swap + "\nWhat did I bring?\n"), HasSubstr("ask: thing of Priya"));
  EXPECT_THAT(zebra_of(swap + "\nWhat did I go home with?\n"),
              HasSubstr("ask: swapped_it of Priya\n"));
  EXPECT_THAT(zebra_of(swap + "\nWhat did Tom go home with?\n"),
              AllOf(HasSubstr("ask: swapped_it of Tom\n"), Not(HasSubstr("thing of Tom"))));
  // `Pauline (me)` says the same.
  EXPECT_THAT(zebra_of("Three tortoises: Sheldon, Gertie and Crumpet. Owners: Pauline (me), Ron "
                       "and Zoe.\n\n1. I own Gertie.\n2. Ron doesn't own Crumpet.\n"),
              HasSubstr("1: Pauline is Gertie"));
  // `me (Sam) and my flatmates Tara, ...`: one list, shown as written.
  const std::string flat = zebra_of(
      "ok so me (Sam) and my flatmates Tara and Viktor each cook one night, Monday to "
      "Wednesday.\nThe dishes are curry, pasta and tacos.\nI cook the night after Tara.\n");
  EXPECT_THAT(flat, HasSubstr("category name: Sam Tara Viktor\n"));
  EXPECT_THAT(flat, HasSubstr("# ok so me (Sam) and my flatmates Tara and Viktor each cook"));
  EXPECT_THAT(flat, HasSubstr("1: day(Sam) = day(Tara) + 1\n"));
}

TEST(EnglishChats, ABareListOfNamesAndANudge) {
  // `Chantelle, Devi, Erin, Mia.` says who they are, without a heading
  // or an `and`; `go on then,` only nudges the reader.
  const std::string z = zebra_of(
      "Jas: Chantelle, Devi, Erin, Mia. colours were coral, lilac, navy and silver.\n"
      "Jas: Devi got navy\nJas: Mia didn't get coral\nJas: Erin got lilac\n"
      "Jas: go on then, who got coral?\n");
  EXPECT_THAT(z, HasSubstr("category name: Chantelle Devi Erin Mia\n"));
  EXPECT_THAT(z, HasSubstr("ask: name of coral"));
}

TEST(EnglishChats, QuestionsAsPeopleTypeThem) {
  // `They're ordering chips, ...`: the verb is no part of the first item;
  // `so what's Kev ordering?`, `who's ... then??`, `and how far did Bex
  // get` without its mark, and a word to the reader on the questions'
  // line that names one of them.
  const std::string z = zebra_of(
      "There are three people ahead of me in the queue: Gav, Jade and Kev. They're ordering chips, "
      "a hot "
      "dog and onion rings.\n\n- Jade's at the front\n- Gav is directly in front of the "
      "onion rings\n- Kev isn't getting chips\n\nso what's Kev ordering? and who's getting "
      "chips then?? answers in the replies (no cheating, Gav)\n");
  EXPECT_THAT(z, HasSubstr(": chips hot_dog onion_rings\n"));
  EXPECT_THAT(z, HasSubstr("ask: thing of Kev"));
  EXPECT_THAT(z, HasSubstr("ask: me_queue of chips"));
  EXPECT_THAT(z, HasSubstr("(no cheating, Gav)\n# (a word to the reader: it frames the puzzle)"));
  EXPECT_THAT(zebra_of("Bex, Iggy and Omari rode 20 m, 35 m and 50 m.\n\n1. Bex went further "
                       "than Iggy.\n2. Omari went less far than Iggy.\n\nSo who went furthest? "
                       "and how far did Bex get\n"),
              HasSubstr("\nask: length of Bex\n"));
}

TEST(EnglishChats, LinesTypedWithoutStops) {
  // Each line one thought, no full stop anywhere: prose all the same
  // (found without --kind), each line its own sentence (never joined as a
  // wrapped paragraph's lines are, which had made `the Tuesday job paid $2
  // more than the Thursday one Wednesday was either Noah or Zara`).
  const std::string typed =
      "ok puzzle time bc ur always doing those grid things\n"
      "this week I babysat for 4 families, one a night Monday to Thursday\n"
      "Kowalskis, Hendersons, Obis and Marchettis\n"
      "the kids were Lily, Noah, Theo and Zara (one each)\n"
      "and they paid $12, $14, $15 and $18 an hour, all different\n"
      "the Hendersons paid the most and that was Monday\n"
      "the Tuesday job paid $2 more than the Thursday one\n"
      "Wednesday was either Noah or Zara\n"
      "so how much did the Obis pay\n";
  EXPECT_TRUE(reads_as_prose(typed, 4));
  // A first line typed so is no title: `ok so there are 4 kids ...` sets
  // the row, and `desks 1-4` names its places.
  const std::string desks = zebra_of(
      "ok so there are 3 kids in my class who sit in a row, desks 1-3 from the window\n"
      "their names are Ava, Ben and Cal and their pencil cases are red, blue and green\n"
      "Cal sits at desk 3\nAva has the red one\nwho sits at desk 2?\n");
  EXPECT_THAT(desks, HasSubstr("positions: 3\n"));
  EXPECT_THAT(desks, HasSubstr("# Cal sits at desk 3\n1: Cal at 3\n"));
  EXPECT_THAT(desks, HasSubstr("ask: name at 2\n"));
  // A message's stamp alone on its line frames the riddle.
  const std::string stamped = zebra_of(
      "Names: Ann, Bo\nPets: cat, dog\n\nWed 17:49\nAnn has the cat.\n"
      "Tuesday, 9:15 pm\nWho has the dog?\n");
  EXPECT_THAT(stamped, HasSubstr("# Wed 17:49\n"));
  EXPECT_THAT(stamped, HasSubstr("# Tuesday, 9:15 pm\n"));
  EXPECT_THAT(stamped, HasSubstr("1: Ann is cat\n"));
  const std::string z = zebra_of(typed);
  EXPECT_THAT(z, HasSubstr("# the Hendersons paid the most and that was Monday\n"
                           "1: all of: Hendersons is paid.18; Hendersons is day.1\n"));
  EXPECT_THAT(z, HasSubstr("# the Tuesday job paid $2 more than the Thursday one\n"
                           "2: paid(day.2) = paid(day.4) + 2\n"));
  // A paragraph wrapped at a width is still one.
  const std::string wrapped =
      "Three friends, Ann, Bo and Cy, each bought a different pet last week at the market in\n"
      "town: a cat, a dog or a rabbit. They paid $10, $20 and $30, and each of them chose a\n"
      "different colour of collar for their new pet, red, green or blue, from the stall\n"
      "nearest the door of the shop.\n\n1. Ann bought the cat.\nWho bought the dog?\n";
  EXPECT_THAT(zebra_of(wrapped), HasSubstr("category pet: cat dog rabbit"));
}

TEST(EnglishChats, AMessageAsAFriendTypesIt) {
  // Names in lower case after `5 of us`, amounts after `it was`, `the oj`
  // for the orange juice, and `(so they're not the same person)` after one
  // and the other.
  const std::string message =
      "3 of us went for brunch - jess, tariq and ellie. everyone got a different drink (flat "
      "white, orange juice, tea), and we all paid a different amount, it was £8, £9 and £10\n\n"
      "tariq paid the most. whoever got the oj paid £1 more than jess. of the tea drinker and "
      "ellie, one paid £8 and the other paid £10 (so they're not the same person)\n\n"
      "who had the tea?\n";
  const std::string z = zebra_of(message);
  EXPECT_THAT(z, HasSubstr(": 8 9 10\n"));
  EXPECT_THAT(z, HasSubstr("(orange_juice) = "));
  EXPECT_THAT(z, HasSubstr("of tea\n"));
  EXPECT_THAT(z, ::testing::Not(HasSubstr("it_was")));
}

const std::string kDarts =
    "[Darts Crew]\n\nDawn: right, I've lost the scorecard. Gaz, Kev, Shaz, Tina - you were each "
    "subbing for a "
    "different pub (Crown, Plough, Swan, Bell), you were each on a different drink (cider, "
    "lager, lemonade, stout) and your best throws were 60, 85, 100 and 140. Help me out\n"
    "Gaz: I got more than Shaz, not that I'm bragging\n"
    "Shaz: and before anyone asks, I didn't touch the lager\n"
    "Kev: I'm not on the cider, before anyone asks\n"
    "Tina: the stout drinker and the Crown player - one of them threw 100 and the other threw "
    "140\n"
    "Gaz: Kev wasn't playing for the Swan\n"
    "Tina: Gaz wasn't on the lemonade\n"
    "Dawn: brilliant, so what did Tina get?\n";

TEST(EnglishChats, ADartsTeamsChat) {
  const std::string z = zebra_of(kDarts);
  EXPECT_THAT(z, AllOf(HasSubstr("2: best_throw(Gaz) > best_throw(Shaz)\n"),
                       HasSubstr("3: Shaz is not lager\n"), HasSubstr("4: Kev is not cider\n"),
                       HasSubstr("5: stout and Crown are best_throw.100 and best_throw.140\n"),
                       HasSubstr("ask: best_throw of Tina\n")));
  // (`I'm` and `I've` are no names beside the four.)
  EXPECT_THAT(z, HasSubstr("category name: Gaz Kev Shaz Tina\n"));
}

TEST(EnglishChats, TheSpeakersAreThePeopleAndIAmNoneOfThem) {
  const std::string z = zebra_of(
      "[Book Club]\n\nBev: ok there's four of us, February to May, and the books are Emma, "
      "Rebecca, Dracula and Ulysses\nColette: I'm February\nAnjali: I'm the month straight after "
      "Colette\nDot: I'm not May, before anyone asks\nBev: I've got Rebecca\nColette: I'm not "
      "doing Emma\nDot: I've got Dracula\nBev: so what's Anjali reading?\n");
  EXPECT_THAT(z, AllOf(HasSubstr("category name: Colette Anjali Bev Dot\n"),
                       HasSubstr("1: Colette is month.2\n"), HasSubstr("3: Dot is not month.5\n"),
                       HasSubstr("ask: book of Anjali\n")));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english
