#pragma once
// What the place fuzzer drives, shared by its libFuzzer target and the corpus replay test: arbitrary
// bytes through `cpuroof place`'s input reader (Google Benchmark JSON or CSV) and on through placing,
// the table and the report, against the synthetic machine's roofs. Bad input may only surface as
// InputError.
#include <string_view>

#include "io/load.hpp"
#include "model/place.hpp"
#include "report/place_report.hpp"
#include "io/place_input.hpp"
#include "model/roofline.hpp"
#include "synthetic_run.hpp"

namespace cpuroof::testing {

inline void fuzz_place_pipeline(std::string_view text) {
  using namespace cpuroof::analysis;
  static const Roofline roofs = derive_roofline(load_raw_text(synthetic_run().dump(), "synthetic.json"));
  const auto work = combine_repetitions(parse_placed_work(text, "fuzz-input", "f64"));
  const auto points = place_work(work, roofs, "synthetic");
  const PlaceOrigin origin{"synthetic", "synthetic", "", "fuzz"};
  (void)placed_csv(points, origin);
  (void)render_place_report(points, origin);
}

}  // namespace cpuroof::testing
