#include "generate_options.h"

#include <cerrno>
#include <cstdlib>
#include <vector>

#include "option_values.h"

namespace deduce::apps {
namespace {

// A seed: any 64-bit number, 0 included.
std::uint64_t parse_seed(const OptionSpec& o, const std::string& v) {
  const std::string expected =
      std::string(o.name) + " expects a whole number from 0 to 2^64-1, found " + backquoted(v);
  if (v.empty() || v.size() > 20 || v.find_first_not_of("0123456789") != std::string::npos)
    throw UsageError(expected);
  errno = 0;
  const unsigned long long s = std::strtoull(v.c_str(), nullptr, 10);
  if (errno != 0) throw UsageError(expected);
  return s;
}

// A count no larger than `most`.
int parse_small(const OptionSpec& o, const std::string& v, std::uint64_t most) {
  const std::uint64_t n = parse_count(o, v);
  if (n > most) {
    throw UsageError(std::string(o.name) + " expects a whole number from 1 to " +
                     std::to_string(most) + ", found " + backquoted(v));
  }
  return static_cast<int>(n);
}

}  // namespace

void parse_generate_option(const OptionSpec& o, const std::string& v, Request& r) {
  GenerateRequest& g = r.generate;
  switch (o.id) {
    case OptionId::kGenerateFormat:
      r.format = static_cast<Format>(parse_choice(o, v));
      break;
    case OptionId::kSeed:
      g.seed = parse_seed(o, v);
      break;
    case OptionId::kHowMany:
      g.count = parse_count(o, v);
      break;
    case OptionId::kGenerateThreads:
      g.threads = static_cast<unsigned>(parse_small(o, v, 1024));
      break;
    case OptionId::kGrade:
      g.grade = v;
      break;
    case OptionId::kOrder:
      g.order = parse_small(o, v, 1000);
      break;
    case OptionId::kAdjacent:
      g.adjacent = true;
      break;
    case OptionId::kLatin:
      g.latin = true;
      break;
    case OptionId::kHoles:
      g.holes = parse_count(o, v);
      break;
    case OptionId::kPositions:
      g.positions = parse_small(o, v, 1000);
      break;
    case OptionId::kCategories:
      g.categories = parse_small(o, v, 1000);
      break;
    case OptionId::kStatements:
      g.statements = v;
      break;
    case OptionId::kNames:
      g.names = v;
      break;
    case OptionId::kKeepRedundant:
      g.keep_redundant = true;
      break;
    case OptionId::kExplain:
      g.explain = true;
      break;
    case OptionId::kRiverFamily:
      g.river_family = v;
      break;
    case OptionId::kGroups:
      g.groups = parse_small(o, v, 1000);
      break;
    case OptionId::kBoat:
      g.boat = parse_small(o, v, 1000);
      break;
    case OptionId::kMinLength:
      g.min_length = parse_small(o, v, 1000);
      break;
    default:
      break;
  }
}

// generate takes one KIND instead of files, and its options go together in
// their own ways; what each family accepts beyond this is the family's check
// (generators/generator.h).
void check_generate(Request& r) {
  std::vector<std::string> kinds;
  for (const KindSpec& k : kind_table()) kinds.emplace_back(k.name);
  if (r.files.empty()) throw UsageError("expected the KIND of puzzle to generate: " + join(kinds));
  if (r.files.size() > 1)
    throw UsageError("expected one KIND to generate, found " + backquoted(r.files[1]) + " after " +
                     backquoted(r.files[0]));
  const std::string kind = r.files[0];
  r.files.clear();
  for (const KindSpec& k : kind_table())
    if (k.name == kind) r.kind = k.id;
  if (!r.kind) {
    throw UsageError("unknown KIND " + backquoted(kind) + "; generate makes " + join(kinds) +
                     did_you_mean(kind, kinds));
  }
  for (OptionId id : r.given) {
    const OptionSpec& o = option_spec(id);
    if ((o.kinds & bit(*r.kind)) == 0) {
      throw UsageError(std::string(o.name) + " does not apply to generate " + kind + ": " +
                       std::string(o.kinds_note));
    }
  }
  if (r.format == Format::kPdf && r.output.empty())
    throw UsageError("--format pdf needs --output FILE, the PDF to write");
  if (r.format != Format::kPdf &&
      (r.has(OptionId::kOutput) || r.has(OptionId::kPaper) || r.has(OptionId::kPerPage)))
    throw UsageError("--output, --paper and --per-page go with --format pdf");
  if (r.generate.explain && r.format != Format::kJson && r.format != Format::kJsonl)
    throw UsageError("--explain goes with --format json or jsonl (the steps are written there)");
  if (r.format == Format::kId && *r.kind != Kind::kFutoshiki)
    throw UsageError("--format id writes Tatham game IDs, which only Futoshiki puzzles have");
}

}  // namespace deduce::apps
