#pragma once
// Every ISA level and extension level of every architecture cpuroof builds for: the rows of
// cmake/IsaLevels.cmake, generated into isa_rows.inc. The kernels build and dispatch the rows of the
// architecture they are compiled for (kernels/isa.hpp); the bench, the analysis and the tests read all
// of them, since a result folder from an Arm machine is read on x86 and the other way round.
#include <string_view>

namespace cpuroof {

struct IsaRow {
  std::string_view name;
  std::string_view arch;      // "x86_64" or "aarch64"
  std::string_view base;      // an extension's base level; empty for a level
  int vector_bytes;           // 0: one element at a time; a scalable level's shortest built length
  bool scalable;              // the CPU chooses the vector length (SVE)
  int registers;              // architectural vector registers its code may use
  std::string_view features;  // CPU features its run-time check requires (an extension's: beyond its base's)
  std::string_view flags;     // the compiler flags its objects are built with, exactly
};

inline constexpr IsaRow kIsaRows[] = {
#define CPUROOF_ISA_ROW(name, arch, base, vector_bytes, scalable, registers, features, flags) \
  {#name, arch, base, vector_bytes, scalable, registers, features, flags},
#include "machine/isa_rows.inc"
#undef CPUROOF_ISA_ROW
};

inline constexpr std::string_view kIsaArchitectures[] = {"x86_64", "aarch64"};

// The row of that name on `arch`, or on any architecture when `arch` is empty (the first listed:
// `scalar` is a level of each, with the same facts); nullptr when there is none.
constexpr const IsaRow* isa_row(std::string_view name, std::string_view arch = {}) {
  for (const IsaRow& row : kIsaRows)
    if (row.name == name && (arch.empty() || row.arch == arch)) return &row;
  return nullptr;
}

// A level's place among its architecture's levels, narrowest 0; -1 for an extension or an unknown name.
constexpr int isa_level_rank(std::string_view name, std::string_view arch) {
  int rank = 0;
  for (const IsaRow& row : kIsaRows) {
    if (row.arch != arch || !row.base.empty()) continue;
    if (row.name == name) return rank;
    ++rank;
  }
  return -1;
}

// The row an ISA label of a benchmark names: a level or extension of that name, or for a label that
// names instructions of a level (the low-precision rows' `sve_dotprod`, `sve_fp16`) the row whose name
// and an underscore begin it, the longest such. nullptr when none does.
constexpr const IsaRow* isa_row_of_label(std::string_view label, std::string_view arch = {}) {
  if (const IsaRow* exact = isa_row(label, arch)) return exact;
  const IsaRow* best = nullptr;
  for (const IsaRow& row : kIsaRows)
    if ((arch.empty() || row.arch == arch) && label.size() > row.name.size() && label.starts_with(row.name) &&
        label[row.name.size()] == '_' && (!best || row.name.size() > best->name.size()))
      best = &row;
  return best;
}

// The level a label's code runs on: the row itself for a level, its base for an extension.
constexpr const IsaRow* isa_level_of_label(std::string_view label, std::string_view arch = {}) {
  const IsaRow* row = isa_row_of_label(label, arch);
  return row && !row->base.empty() ? isa_row(row->base, row->arch) : row;
}

// True when every space-separated feature of `features` satisfies `has`.
template <class Has>
constexpr bool has_all_features(std::string_view features, Has has) {
  while (!features.empty()) {
    const auto space = features.find(' ');
    if (!has(features.substr(0, space))) return false;
    features = space == std::string_view::npos ? std::string_view{} : features.substr(space + 1);
  }
  return true;
}

// The widest level of `arch` whose features all satisfy `has` (a predicate on a feature name), or
// nullptr when not even the narrowest's do.
template <class Has>
constexpr const IsaRow* widest_isa_level(std::string_view arch, Has has) {
  const IsaRow* widest = nullptr;
  for (const IsaRow& row : kIsaRows)
    if (row.arch == arch && row.base.empty() && has_all_features(row.features, has)) widest = &row;
  return widest;
}

// True when the space-separated `words` hold `word`.
constexpr bool has_word(std::string_view words, std::string_view word) {
  bool found = false;
  has_all_features(words, [&](std::string_view w) {
    found = found || w == word;
    return true;
  });
  return found;
}

// The widest level a CPU with these space-separated feature flags runs, on `arch` or, when `arch` is
// empty, on the architecture whose levels the flags name (a run's isa_flags: cpuid's names on x86,
// hwcaps' on Arm); "none" when no level's features are all there.
constexpr std::string_view widest_isa_level_of_flags(std::string_view flags, std::string_view arch = {}) {
  for (std::string_view a : kIsaArchitectures) {
    if (!arch.empty() && a != arch) continue;
    if (const IsaRow* row = widest_isa_level(a, [&](std::string_view f) { return has_word(flags, f); }))
      return row->name;
  }
  return "none";
}

}  // namespace cpuroof
