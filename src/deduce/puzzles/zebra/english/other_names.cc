// Other names of values and categories (phrase_table.h): nationality
// adjectives and month abbreviations, and the names and phrasings a
// benchmark (ZebraLogic) gives its categories and values.
#include "deduce/puzzles/zebra/english/phrase_table.h"

#include <array>

namespace deduce::puzzles::zebra::english {

std::span<const Alias> value_aliases() {
  static constexpr std::array<Alias, 131> kTable = {{
      // Nationality adjectives for the nouns a list gives.
      {"danish", "dane"},
      {"swedish", "swede"},
      {"british", "brit"},
      {"english", "englishman"},
      {"englishman", "english"},
      {"spanish", "spaniard"},
      {"spaniard", "spanish"},
      {"norwegian", "norway"},
      {"german", "germany"},
      {"finnish", "finn"},
      {"polish", "pole"},
      {"turkish", "turk"},
      {"turk", "turkish"},
      {"scottish", "scot"},
      {"irish", "irishman"},
      {"dutch", "dutchman"},
      // (And back: `The Dutchman drinks tea` of a list that says `Dutch`.)
      {"dutchman", "dutch"},
      {"irishman", "irish"},
      {"welshman", "welsh"},
      {"scotsman", "scottish"},
      {"scotsman", "scot"},
      {"englishwoman", "english"},
      {"frenchwoman", "french"},
      {"dutchwoman", "dutch"},
      {"irishwoman", "irish"},
      {"welshwoman", "welsh"},
      {"french", "frenchman"},
      {"frenchman", "french"},
      {"welsh", "welshman"},
      {"thai", "thailand"},
      {"swiss", "switzerland"},
      {"brit", "british"},
      {"dane", "danish"},
      {"swede", "swedish"},
      // Countries by their adjectives (`the Swedish runner` of a list of
      // countries).
      {"swedish", "sweden"},
      {"swede", "sweden"},
      {"spanish", "spain"},
      {"spaniard", "spain"},
      {"japanese", "japan"},
      {"kenyan", "kenya"},
      {"american", "usa"},
      {"american", "the usa"},
      {"french", "france"},
      {"italian", "italy"},
      {"british", "britain"},
      {"irish", "ireland"},
      {"scottish", "scotland"},
      {"chinese", "china"},
      {"indian", "india"},
      {"brazilian", "brazil"},
      {"canadian", "canada"},
      {"mexican", "mexico"},
      {"australian", "australia"},
      {"russian", "russia"},
      {"greek", "greece"},
      {"portuguese", "portugal"},
      {"dutch", "netherlands"},
      {"dutch", "the netherlands"},
      {"danish", "denmark"},
      {"dane", "denmark"},
      {"finnish", "finland"},
      {"egyptian", "egypt"},
      {"chilean", "chile"},
      {"peruvian", "peru"},
      {"austrian", "austria"},
      {"belgian", "belgium"},
      {"korean", "korea"},
      {"moroccan", "morocco"},
      {"nigerian", "nigeria"},
      {"jamaican", "jamaica"},
      {"hungarian", "hungary"},
      {"icelandic", "iceland"},
      {"polish", "poland"},
      {"turkish", "turkey"},
      {"english", "england"},
      {"welsh", "wales"},
      {"argentinian", "argentina"},
      {"argentine", "argentina"},
      // People of a city by its demonym (`The Glaswegian is older than the
      // florist` of a list of home towns).
      {"glaswegian", "glasgow"},
      {"mancunian", "manchester"},
      {"liverpudlian", "liverpool"},
      {"scouser", "liverpool"},
      {"londoner", "london"},
      {"brummie", "birmingham"},
      {"geordie", "newcastle"},
      {"dubliner", "dublin"},
      {"aberdonian", "aberdeen"},
      {"bristolian", "bristol"},
      {"edinburgher", "edinburgh"},
      {"parisian", "paris"},
      {"roman", "rome"},
      {"new yorker", "new york"},
      {"berliner", "berlin"},
      {"viennese", "vienna"},
      {"venetian", "venice"},
      {"bostonian", "boston"},
      // A trader by the goods (`The fishmonger has the stall next to
      // Doris's` of a list of produce).
      {"fishmonger", "fish"},
      {"cheesemonger", "cheese"},
      {"florist", "flowers"},
      {"florist", "flower"},
      {"baker", "bread"},
      {"butcher", "meat"},
      {"greengrocer", "vegetables"},
      {"fruiterer", "fruit"},
      // A month by its feast (`he's a Christmas baby` of a list of birth
      // months): only feasts whose month is never in doubt.
      {"christmas", "december"},
      {"halloween", "october"},
      {"valentine", "february"},
      // British and American spellings.
      {"grey", "gray"},
      {"gray", "grey"},
      {"colour", "color"},
      {"color", "colour"},
      // Months, written out and short.
      {"january", "jan"},
      {"february", "feb"},
      {"march", "mar"},
      {"april", "apr"},
      {"june", "jun"},
      {"july", "jul"},
      {"august", "aug"},
      {"september", "sept"},
      {"september", "sep"},
      {"october", "oct"},
      {"november", "nov"},
      {"december", "dec"},
      {"jan", "january"},
      {"feb", "february"},
      {"sept", "september"},
      {"sep", "september"},
      {"oct", "october"},
      {"nov", "november"},
      {"dec", "december"},
      {"aug", "august"},
  }};
  return kTable;
}

std::span<const CategoryLine> category_lines() {
  // ZebraLogic's 25 kinds of attribute, each with the line its puzzles
  // introduce it by and the head of its column in the answer table.
  static constexpr std::array<CategoryLine, 25> kTable = {{
      {"each person has a unique name", "name"},
      {"the people are of nationalities", "nationality"},
      {"people have unique favorite book genres", "book_genre"},
      {"everyone has something unique for lunch", "food"},
      {"each person has a favorite color", "color"},
      {"the people keep unique animals", "animal"},
      {"each person has an occupation", "occupation"},
      {"people use unique phone models", "phone_model"},
      {"each mother is accompanied by their child", "children"},
      {"people have unique favorite music genres", "music_genre"},
      {"people have unique heights", "height"},
      {"the mothers' names in different houses are unique", "mother"},
      {"each person prefers a unique type of vacation", "vacation"},
      {"each person has a unique type of pet", "pet"},
      {"each person has a unique birthday month", "birthday"},
      {"each person lives in a unique style of house", "house_style"},
      {"they all have a unique favorite flower", "flower"},
      {"each person has a unique level of education", "education"},
      {"people have unique favorite sports", "favorite_sport"},
      {"everyone has a unique favorite cigar", "cigar"},
      {"people own unique car models", "car_model"},
      {"each person has a unique hobby", "hobby"},
      {"people have unique hair colors", "hair_color"},
      {"everyone has a favorite smoothie", "smoothie"},
      {"each person has a unique favorite drink", "drink"},
  }};
  return kTable;
}

std::span<const ValuePhrase> value_phrases() {
  static constexpr std::array<ValuePhrase, 11> kTable = {{
      {"each person has a unique name", "{v}"},
      {"each mother is accompanied by their child", "the person's child is named {v}"},
      {"each mother is accompanied by their child", "the mother of {v}"},
      {"the people keep unique animals", "the {v} lover|enthusiast|keeper|owner"},
      {"the people keep unique animals", "the person who keeps {v}"},
      {"each person has a unique type of pet", "the person who owns|has a|an {v}"},
      {"each person has a unique type of pet", "the person with a|an aquarium of {v}"},
      {"each person has a unique type of pet", "the person who keeps|has|owns a pet {v}"},
      {"each person has a unique type of pet", "the person with a pet {v}"},
      {"each person has a favorite color", "the person who loves {v}"},
      {"people have unique hair colors", "the person who has {v} hair"},
  }};
  return kTable;
}

}  // namespace deduce::puzzles::zebra::english
