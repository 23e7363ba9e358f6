// The vocabulary of unlisted riddles (vocabulary.h). Add a word by adding
// it to its category's values.
#include "deduce/puzzles/zebra/english/vocabulary.h"

#include <array>

namespace deduce::puzzles::zebra::english {
namespace {

constexpr std::array<std::string_view, 3> kColorKeys = {"color", "colour", "painted"};
// With the colours of horses' coats (`What colour is Misty?` of a list of
// coats: bay, grey, chestnut, black, palomino).
constexpr std::array<std::string_view, 46> kColors = {
    "red",      "green",    "ivory",    "yellow",  "blue",      "white", "black",  "orange",
    "pink",     "purple",   "brown",    "gray",    "grey",      "beige", "silver", "gold",
    "navy",     "maroon",   "crimson",  "scarlet", "turquoise", "teal",  "lilac",  "indigo",
    "chestnut", "palomino", "roan",     "piebald", "skewbald",  "bay",   "cream",  "violet",
    "lavender", "mauve",    "magenta",  "cyan",    "amber",     "khaki", "tan",    "bronze",
    "coral",    "peach",    "burgundy", "olive",   "lime",      "aqua"};

constexpr std::array<std::string_view, 3> kNationKeys = {"national", "nationality", "extraction"};
constexpr std::array<std::string_view, 44> kNations = {
    "Englishman", "Spaniard",  "Ukrainian",  "Norwegian", "Japanese", "Brit",      "Swede",
    "Dane",       "German",    "Italian",    "Frenchman", "Russian",  "Chinese",   "American",
    "Irishman",   "Scot",      "Swiss",      "Finn",      "Greek",    "Dutchman",  "Pole",
    "Turk",       "Canadian",  "Australian", "Mexican",   "Indian",   "Brazilian", "Egyptian",
    "Portuguese", "Belgian",   "Austrian",   "Welshman",  "Scotsman", "Hungarian", "Czech",
    "Icelander",  "Argentine", "Peruvian",   "Chilean",   "Korean",   "Thai",      "Moroccan",
    "Kenyan",     "Nigerian"};

constexpr std::array<std::string_view, 2> kPetKeys = {"pet", "animal"};
constexpr std::array<std::string_view, 26> kPets = {
    "dog",    "snails", "fox",    "horse",      "zebra", "cat",      "bird",   "fish",  "hamster",
    "rabbit", "parrot", "turtle", "goldfish",   "snake", "tortoise", "lizard", "mouse", "ferret",
    "budgie", "canary", "gerbil", "guinea pig", "goat",  "pony",     "hens",   "ducks"};

constexpr std::array<std::string_view, 2> kDrinkKeys = {"beverage", "drink"};
constexpr std::array<std::string_view, 34> kDrinks = {
    "coffee",    "tea",      "milk",  "orange juice", "water",         "beer",       "juice",
    "wine",      "lemonade", "cocoa", "cola",         "hot chocolate", "cider",      "whisky",
    "soda",      "ale",      "lager", "stout",        "sherry",        "port",       "claret",
    "champagne", "prosecco", "gin",   "rum",          "vodka",         "brandy",     "squash",
    "smoothie",  "espresso", "latte", "cappuccino",   "milkshake",     "apple juice"};

constexpr std::array<std::string_view, 4> kSmokeKeys = {"cigaret", "cigarette", "cigar", "smoke"};
constexpr std::array<std::string_view, 12> kSmokes = {
    "Old Gold", "Kools",  "Chesterfields", "Lucky Strike", "Parliaments", "Pall Mall",
    "Dunhill",  "Blends", "BlueMaster",    "Prince",       "Marlboro",    "Camel"};

constexpr std::array<std::string_view, 3> kCountryKeys = {"country", "nation", "destination"};
constexpr std::array<std::string_view, 48> kCountries = {
    "Kenya",    "Sweden",      "Spain",   "USA",      "the USA",     "Norway",      "Japan",
    "Germany",  "France",      "Italy",   "Britain",  "Ireland",     "Scotland",    "China",
    "India",    "Brazil",      "Canada",  "Mexico",   "Australia",   "Russia",      "Greece",
    "Portugal", "Netherlands", "Denmark", "Finland",  "Egypt",       "Chile",       "Peru",
    "Austria",  "Belgium",     "Korea",   "Morocco",  "Nigeria",     "Jamaica",     "Hungary",
    "Iceland",  "Poland",      "Turkey",  "England",  "Wales",       "Argentina",   "Switzerland",
    "Thailand", "Ukraine",     "Cuba",    "Ethiopia", "New Zealand", "South Africa"};

// Sports and games as the pastiches of the riddle name them (`The man who
// plays golf`, `goes cycling`).
constexpr std::array<std::string_view, 3> kSportKeys = {"sport", "game", "pastime"};
constexpr std::array<std::string_view, 24> kSports = {
    "golf",       "chess",     "tennis",  "cycling", "rowing",   "football",  "soccer", "baseball",
    "basketball", "hockey",    "cricket", "rugby",   "swimming", "running",   "skiing", "boxing",
    "volleyball", "badminton", "squash",  "darts",   "bowling",  "billiards", "polo",   "sailing"};

// Trades as riddles list them (`One is a dentist, one an architect, ...`).
constexpr std::array<std::string_view, 5> kJobKeys = {"job", "occupation", "profession", "trade",
                                                      "calling"};
// (And as older puzzle books list them: `a solicitor, a physician, a
// bank clerk and a schoolmaster`.)
constexpr std::array<std::string_view, 60> kJobs = {
    "doctor",      "dentist",     "nurse",    "teacher",      "lawyer",       "architect",
    "plumber",     "accountant",  "florist",  "baker",        "chef",         "engineer",
    "farmer",      "pilot",       "artist",   "writer",       "musician",     "painter",
    "carpenter",   "electrician", "mechanic", "banker",       "librarian",    "vet",
    "firefighter", "butcher",     "tailor",   "journalist",   "pharmacist",   "scientist",
    "secretary",   "programmer",  "designer", "photographer", "gardener",     "postman",
    "builder",     "cook",        "actor",    "singer",       "solicitor",    "physician",
    "surgeon",     "barrister",   "clerk",    "bank clerk",   "schoolmaster", "schoolteacher",
    "grocer",      "chemist",     "vicar",    "clergyman",    "policeman",    "blacksmith",
    "fisherman",   "sailor",      "soldier",  "milliner",     "draper",       "professor"};

// Dishes of a meal (`has ordered a different main course`).
// (`eat`: `What does the vicar eat?` asks the dish.)
constexpr std::array<std::string_view, 8> kDishKeys = {"dish",   "meal", "course", "food",
                                                       "dinner", "eat",  "ate",    "eaten"};
constexpr std::array<std::string_view, 32> kDishes = {
    "beef",     "lamb",   "pork",  "chicken", "duck",   "turkey",  "salmon", "cod",
    "haddock",  "trout",  "steak", "risotto", "pasta",  "lasagne", "curry",  "pie",
    "omelette", "soup",   "salad", "pizza",   "burger", "venison", "gammon", "ham",
    "sausages", "quiche", "stew",  "tagine",  "paella", "sushi",   "tacos",  "noodles"};

// Days of the week (`On which day did Amir return his book?` asks the
// weekday, not a list of `3 days, 5 days, ...`).
constexpr std::array<std::string_view, 2> kWeekdayKeys = {"day", "weekday"};
constexpr std::array<std::string_view, 7> kWeekdays = {
    "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"};

// Birds as bird boxes, feeders, sanctuaries and shows have them (`Which
// birds are nesting in the oak box?` of blue tits, robins, ...).
constexpr std::array<std::string_view, 1> kBirdKeys = {"bird"};
constexpr std::array<std::string_view, 48> kBirds = {
    "robin",      "wren",       "blue tit",  "great tit",   "coal tit",   "sparrow",
    "starling",   "blackbird",  "thrush",    "swallow",     "swift",      "house martin",
    "owl",        "barn owl",   "tawny owl", "snowy owl",   "little owl", "eagle owl",
    "eagle",      "hawk",       "falcon",    "kestrel",     "buzzard",    "magpie",
    "jay",        "crow",       "raven",     "rook",        "jackdaw",    "pigeon",
    "dove",       "goldfinch",  "chaffinch", "bullfinch",   "greenfinch", "nuthatch",
    "woodpecker", "kingfisher", "heron",     "swan",        "goose",      "puffin",
    "gull",       "cuckoo",     "lark",      "nightingale", "dunnock",    "pheasant"};

// Trees as tree surgeons, parks and arboretums have them (`an ash, a
// beech, a horse chestnut and a sycamore`: `Which tree did Nadia work
// on?`), and the woods cut from them, under that name (`turned from oak`).
// (Never those that are fruit too, `apple`, `cherry`, `lime`: a list of
// fruit is no list of trees.)
constexpr std::array<std::string_view, 3> kTreeKeys = {"tree", "wood", "timber"};
constexpr std::array<std::string_view, 40> kTrees = {
    "oak",           "ash",      "beech",        "birch",          "silver birch", "elm",
    "willow",        "sycamore", "chestnut",     "horse chestnut", "maple",        "pine",
    "spruce",        "fir",      "larch",        "cedar",          "yew",          "holly",
    "hawthorn",      "rowan",    "hazel",        "alder",          "poplar",       "linden",
    "walnut",        "magnolia", "redwood",      "sequoia",        "eucalyptus",   "cypress",
    "juniper",       "hornbeam", "aspen",        "hemlock",        "mulberry",     "copper beech",
    "monkey puzzle", "plane",    "london plane", "weeping willow"};

}  // namespace

std::span<const VocabularyCategory> vocabulary() {
  static const std::array<VocabularyCategory, 12> kTable = {{
      {"color", kColorKeys, kColors},
      {"nationality", kNationKeys, kNations},
      {"pet", kPetKeys, kPets},
      {"drink", kDrinkKeys, kDrinks},
      {"smoke", kSmokeKeys, kSmokes},
      {"sport", kSportKeys, kSports},
      {"country", kCountryKeys, kCountries},
      {"job", kJobKeys, kJobs},
      {"dish", kDishKeys, kDishes},
      {"day", kWeekdayKeys, kWeekdays},
      {"bird", kBirdKeys, kBirds},
      {"wood", kTreeKeys, kTrees, true},
  }};
  return kTable;
}

}  // namespace deduce::puzzles::zebra::english
