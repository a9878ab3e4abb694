#pragma once
// The only code that calls the OS, behind this one interface: what the bench, the kernels and the
// analysis ask of it. Each OS is a folder implementing it (platform/linux/, platform/macos/), chosen by
// CMAKE_SYSTEM_NAME in platform/CMakeLists.txt: another OS is one new folder and its CMake lines.
// The answers are the OS's facts (limits, usage, times, names); what to make of them (budgets,
// headroom, context fields) is the caller's.
#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "machine/arm_core_id.hpp"

namespace cpuroof::platform {

// The machine as the OS names it (meta.json).
std::string os_name();       // "Debian GNU/Linux 12 (bookworm)"; "unknown"
std::string kernel_name();   // "Linux 6.1.0-28-amd64"
std::string clock_source();  // the kernel's time source ("tsc", "arch_sys_counter"); "unknown"
int online_cpus();
// One cache's size as the OS's C library reports it (level 1 = L1d); 0 when it does not know.
std::size_t os_cache_bytes(int level);

// The Arm CPUs as the OS lists them.
struct ArmCpus {
  std::vector<ArmCoreId> cpus;  // one per CPU, in order; empty where the OS names no Arm CPU (under
                                // qemu-user Linux shows the x86 host's /proc/cpuinfo)
  std::string model_name;       // printed beside them; empty when there is none or no Arm CPU listed
  // Where the OS shows no MIDR but names the chip (macOS): its maker ("Apple") and the name of each
  // kind of core, most performant first (machine/apple_core_names.hpp); empty elsewhere.
  std::string vendor;
  std::vector<std::string> kind_names;
};
ArmCpus arm_cpus();

#if defined(__aarch64__)
// The Arm features cpuroof asks about, named as Linux's hwcaps and /proc/cpuinfo's "Features" spell
// them: the kernels' level checks accept no other name (kernels/isa.cpp), the bench's isa_flags
// lists those present.
inline constexpr std::string_view kArmFeatures[] = {"fp",  "asimd", "fphp", "asimdhp", "asimddp",
                                                    "sve", "sve2",  "i8mm", "bf16",    "svebf16"};
// Whether the CPU and the OS together support `name` (SVE is absent where the kernel does not save
// its registers); nullopt for a name the OS has no bit for.
std::optional<bool> cpu_feature(std::string_view name);
#endif

// Memory the OS would give now without swapping (Linux: MemAvailable); nullopt when it does not say.
std::optional<std::size_t> memory_available_bytes();

// A limit on this process's memory and what already counts against it.
struct MemoryCap {
  std::string source;  // "MemAvailable", "cgroup v2 memory.max (/sys/fs/cgroup/user.slice)", "RLIMIT_AS"
  std::size_t limit;
  std::size_t used;  // 0 for a limit that is itself what is left (MemAvailable)
};
// Every limit the OS sets on this process's memory, read now.
std::vector<MemoryCap> memory_caps();

// The process's peak resident set so far, in bytes.
std::size_t peak_rss_bytes();

// Asks for huge pages over the whole huge pages within [data, data + bytes), before the memory is
// first written: bandwidth runs over DRAM-sized buffers then miss the TLB less, and a big buffer
// written once faults once per huge page (in a VM each fault costs microseconds). A hint only,
// without effect where the OS does not back memory with huge pages.
void advise_huge_pages(const void* data, std::size_t bytes);
// Asks the OS to back [data, data + bytes) with its base pages only, before the memory is first
// written: a pointer chase then shows the reach of the TLB. Without effect where the OS has no huge
// pages of its own accord.
void advise_base_pages(const void* data, std::size_t bytes);
// Whether the OS backs advised buffers with huge pages, for the run's context: "madvise (buffers
// of 2 MiB and more advised MADV_HUGEPAGE)", "never (4 KiB pages)", "unknown (...)". Read now.
std::string describe_huge_pages();

// The CPUs the process was started on (its affinity mask, before an OpenMP runtime pinned its
// initial thread); empty when the OS does not say (macOS has no affinity mask).
std::vector<int> startup_cpus();
// The CPUs this process's CPU-time quota buys (the least over its cgroup levels); nullopt when none.
std::optional<double> cpu_quota();

// The kind of core a thread asks for where the OS places threads by kind rather than by CPU number;
// `any` gives the choice back to the OS.
enum class CoreKindPreference { performance, efficiency, any };
// Asks the OS to run the calling thread on cores of `kind` (macOS: its QoS class, a preference the
// scheduler may override when those cores are busy): whether the OS took the request; false where
// the OS has no such request (Linux: the bench pins threads to CPUs instead).
bool prefer_core_kind(CoreKindPreference kind);

// Seconds summed over a set of CPUs since boot.
struct CpuTimes {
  double busy_s = 0;   // user + nice + system + irq + softirq (guest time is inside user)
  double steal_s = 0;  // the vCPU wanted to run and the hypervisor ran something else
  int cpus = 0;        // CPUs of the set the OS reported
};
// Now, over `cpus`; nullopt where the OS cannot say or names none of them.
std::optional<CpuTimes> cpu_times(const std::vector<int>& cpus);
// This process's user + system time so far, all threads.
double own_cpu_seconds();

// A name for a descriptor the caller opened (/dev/stdout, /dev/fd/3, /proc/self/fd/3): writing to
// it writes to what they opened.
bool names_open_descriptor(const std::string& path);
// A kernel view (/proc, /sys, ...): holds no files of the user's, and may loop or change while listed.
bool is_pseudo_filesystem(const std::filesystem::path& dir);
// Has the OS kill this process (SIGKILL) when its parent dies; async-signal-safe, for a child
// between fork and exec.
void die_with_parent();

// Renames `from` to `to` unless `to` exists (a file, or a folder even if empty): 0, or the errno
// (EEXIST or ENOTEMPTY where it exists; EINVAL or ENOSYS where the file system cannot refuse).
int rename_no_replace(const char* from, const char* to);
// Opens a folder as a handle for the *at calls (openat, unlinkat), needing no permission to read it
// where the OS allows: the descriptor, or -1 with errno set.
int open_folder_handle(const char* path);
// Removes `name` in the folder open as `dir`: a file, or a folder with what it holds down to
// `max_depth` levels. Async-signal-safe (a signal handler's cleanup).
void remove_entry_signal_safe(int dir, const char* name, int max_depth);
// Signals beyond the common ones (SIGHUP ... SIGXFSZ) whose default action ends the process (Linux:
// SIGPOLL, SIGSTKFLT, SIGPWR and the real-time ones).
std::vector<int> more_terminating_signals();

}  // namespace cpuroof::platform
