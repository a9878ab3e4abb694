#pragma once
// The version of the JSON context cpuroof-bench writes (context.cpuroof_schema_version; absent means
// 1): the bench writes it, the analysis reads runs up to it and keeps it in meta.json as
// `schema_version`. The CSV tables have their own (analysis/format/table_schema.hpp kTableSchemaVersion).
// Version 2 adds context.cpuroof_kernels, the catalogue of the kernels run (bench/harness.hpp).

namespace cpuroof {

inline constexpr int kBenchContextSchemaVersion = 2;

}  // namespace cpuroof
