// A count of none said by denying one (plain_words.h): `The fastest team
// didn't need a single hint` is `The fastest team need no hints`, which
// names the list's 0 (`no` before the list's noun, spelled_numbers.cc).
// Without this the denial would be read of the value 1, a wrong answer.
#include <array>
#include <string>

#include "deduce/puzzles/zebra/english/plain_words.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

namespace {

// A denying word and what it leaves once the denial goes: `didn't` goes
// whole (`didn't need` is `need`), `hasn't` leaves `has` (`hasn't got a
// single` is `has got no`).
struct Denial {
  std::string_view said, left;
};

constexpr std::array<Denial, 18> kDenials = {{{"didn't", ""},
                                              {"did not", ""},
                                              {"doesn't", ""},
                                              {"does not", ""},
                                              {"don't", ""},
                                              {"do not", ""},
                                              {"never", ""},
                                              {"hasn't", "has"},
                                              {"has not", "has"},
                                              {"haven't", "have"},
                                              {"have not", "have"},
                                              {"hadn't", "had"},
                                              {"had not", "had"},
                                              {"wasn't", "was"},
                                              {"was not", "was"},
                                              {"weren't", "were"},
                                              {"isn't", "is"},
                                              {"is not", "is"}}};

// `a single`, `one single`, `even one`, `a solitary`: one, stressed, as a
// denial says none.
constexpr std::array<std::string_view, 5> kStressedOne = {"a single ", "one single ", "even one ",
                                                          "even a single ", "a solitary "};

}  // namespace

std::optional<std::string> zero_said(std::string_view text) {
  for (std::string_view one : kStressedOne) {
    const std::size_t at = text.find(one);
    if (at == std::string_view::npos || at == 0 || text[at - 1] != ' ') continue;
    // The noun counted follows at once (`a single hint`), and the denial
    // comes at most three words before (`didn't even need a single`).
    const std::vector<Word> after = cut_words(text.substr(at + one.size()));
    if (after.empty() || after[0].offset != 0 ||
        !std::islower(static_cast<unsigned char>(after[0].text.front())))
      continue;
    const std::string_view head = text.substr(0, at);
    for (const Denial& d : kDenials) {
      const std::size_t deny = head.rfind(d.said);
      if (deny == std::string_view::npos || (deny > 0 && head[deny - 1] != ' ')) continue;
      const std::string_view between = head.substr(deny + d.said.size());
      if (cut_words(between).size() > 3 || between.find_first_of(",;:") != std::string_view::npos)
        continue;
      std::string said(head.substr(0, deny));
      if (!d.left.empty()) said.append(d.left);
      // (`didn't need`: the word after the denial is kept, its space too.)
      const std::string_view kept =
          d.left.empty() && between.starts_with(' ') ? between.substr(1) : between;
      said.append(kept).append("no ").append(text.substr(at + one.size()));
      return said;
    }
  }
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::english
