#pragma once
// Whether the OS backs the bench's buffers with transparent huge pages: aligned_buffer.cpp advises
// MADV_HUGEPAGE on every block of 2 MiB and more, which the kernel honours in modes "always" and
// "madvise", not in "never". Recorded in the run's context (meta.json): DRAM roofs read with 4 KiB
// pages pay TLB misses that huge pages avoid.
#include <string>
#include <string_view>

namespace cpuroof::bench {

// The selected mode in /sys/kernel/mm/transparent_hugepage/enabled's text ("always [madvise] never"
// gives "madvise"); empty when none is marked.
std::string parse_thp_mode(std::string_view sysfs_text);

// "madvise (buffers of 2 MiB and more advised MADV_HUGEPAGE)", "never (4 KiB pages)", or
// "unknown (no transparent_hugepage in sysfs)", read now.
std::string describe_huge_pages();

}  // namespace cpuroof::bench
