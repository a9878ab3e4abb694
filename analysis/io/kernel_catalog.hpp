#pragma once
// The run's own description of its kernels: cpuroof-bench writes it into the Google Benchmark context
// as "cpuroof_kernels", a JSON document in a string, derived from the same table rows as the
// benchmarks. The analysis reads kernel facts (what a kernel computes, the access kind it is judged
// against, what its eager passes move, ...) from here rather than keeping copies of its own. Runs
// older than cpuroof_schema_version 2 have none: every lookup then answers "absent".
//
//   {"families": [{"name": "stream", "description": "...", <family fields>,
//                  "kernels": [{"name": "triad", "description": "dst = x + s*y", "access": "triad",
//                               "arrays_read": 2, "arrays_written": 1, "flops_per_element": 2,
//                               <kernel fields>}, ...]},
//                 {"name": "gemm"}, ...]}          <- a family may describe no kernels
//
// String and number fields are kept whatever their name (families add their own); fields this
// analysis reads are checked for their type when the run is loaded (kernel_catalog.cpp lists them).
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cpuroof::analysis {

// One family or one kernel: its name and its string and number fields.
struct CatalogEntry {
  std::string name;
  std::map<std::string, std::string> texts;
  std::map<std::string, double> numbers;

  [[nodiscard]] std::optional<std::string> text(const std::string& key) const;
  [[nodiscard]] std::optional<double> number(const std::string& key) const;
};

struct CatalogFamily : CatalogEntry {
  std::vector<CatalogEntry> kernels;  // in the run's order

  [[nodiscard]] const CatalogEntry* kernel(const std::string& name) const;
};

struct KernelCatalog {
  std::vector<CatalogFamily> families;  // empty: the run has no catalog

  [[nodiscard]] const CatalogFamily* family(const std::string& name) const;
  [[nodiscard]] const CatalogEntry* kernel(const std::string& family, const std::string& kernel) const;
  // A kernel's field, else its family's: a fact shared by a family's kernels may be written once.
  [[nodiscard]] std::optional<std::string> text(const std::string& family, const std::string& kernel,
                                                const std::string& key) const;
  [[nodiscard]] std::optional<double> number(const std::string& family, const std::string& kernel,
                                             const std::string& key) const;
};

// Parses the context value. Anything malformed is an InputError whose message starts with `where`
// (e.g. "raw.json: context.cpuroof_kernels") and names the entry and field.
KernelCatalog parse_kernel_catalog(std::string_view json_text, const std::string& where);

}  // namespace cpuroof::analysis
