#include "deduce/io/nearest_name.h"

#include <algorithm>

#include "deduce/io/utf8.h"

namespace deduce::io {
namespace {

// The code points of s; a malformed byte stands for itself, above U+10FFFF,
// so that it equals only the same byte.
std::vector<char32_t> code_points(std::string_view s) {
  std::vector<char32_t> out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size();) {
    char32_t cp = 0;
    const int len = decode_utf8(s, i, cp);
    if (len == 0) {
      out.push_back(0x110000 + static_cast<unsigned char>(s[i]));
      ++i;
    } else {
      out.push_back(cp);
      i += static_cast<std::size_t>(len);
    }
  }
  return out;
}

char ascii_lower(char c) {
  return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
}

bool equal_but_for_case(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return ascii_lower(x) == ascii_lower(y);
         });
}

// The optimal string alignment distance, or `bound + 1` as soon as it is
// certain to exceed `bound`: every cell of a row is at least the row's minimum
// and the cells further down only add to it, so a row whose minimum passes
// the bound ends the work.
std::size_t distance_within(const std::vector<char32_t>& a, const std::vector<char32_t>& b,
                            std::size_t bound) {
  const std::size_t n = a.size(), m = b.size();
  const std::size_t length_gap = n > m ? n - m : m - n;
  if (length_gap > bound) return bound + 1;
  // Three rows of the (n+1) x (m+1) table: i-2, i-1 and i.
  std::vector<std::size_t> before(m + 1), prev(m + 1), row(m + 1);
  for (std::size_t j = 0; j <= m; ++j) prev[j] = j;
  for (std::size_t i = 1; i <= n; ++i) {
    row[0] = i;
    std::size_t row_min = row[0];
    for (std::size_t j = 1; j <= m; ++j) {
      const std::size_t cost = a[i - 1] == b[j - 1] ? 0 : 1;
      std::size_t d = std::min({prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]) {
        d = std::min(d, before[j - 2] + 1);  // a swap of neighbours
      }
      row[j] = d;
      row_min = std::min(row_min, d);
    }
    if (row_min > bound) return bound + 1;
    std::swap(before, prev);
    std::swap(prev, row);
  }
  return std::min(prev[m], bound + 1);
}

}  // namespace

std::size_t edit_distance(std::string_view a, std::string_view b) {
  const std::vector<char32_t> ca = code_points(a), cb = code_points(b);
  return distance_within(ca, cb, std::max(ca.size(), cb.size()));
}

std::optional<std::string> nearest_name(std::string_view word,
                                        const std::vector<std::string>& candidates) {
  if (std::find(candidates.begin(), candidates.end(), word) != candidates.end()) {
    return std::string(word);
  }
  for (const std::string& c : candidates) {
    if (equal_but_for_case(word, c)) return c;
  }
  const std::vector<char32_t> w = code_points(word);
  if (w.empty() || w.size() > kMaxSuggestLength) return std::nullopt;
  // Close enough: d <= max(1, n / 3) and d < n.
  std::size_t bound = std::min(std::max<std::size_t>(1, w.size() / 3), w.size() - 1);
  std::optional<std::string> best;
  for (const std::string& c : candidates) {
    const std::size_t d = distance_within(w, code_points(c), bound);
    if (d > bound) continue;
    best = c;
    if (d == 0) break;
    bound = d - 1;  // only a strictly nearer candidate replaces it: ties go to the first
  }
  return best;
}

}  // namespace deduce::io
