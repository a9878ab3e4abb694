#pragma once
// Linux's transparent-huge-page mode: /sys/kernel/mm/transparent_hugepage/enabled. A pure parser,
// for tests on text; huge_pages.cpp reads the file.
#include <string>
#include <string_view>

namespace cpuroof::platform {

// The selected mode in the file's text ("always [madvise] never" gives "madvise"); empty when none
// is marked.
std::string parse_thp_mode(std::string_view sysfs_text);

}  // namespace cpuroof::platform
