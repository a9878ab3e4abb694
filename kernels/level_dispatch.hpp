#pragma once
// Choosing a kernel family's functions for an ISA level, once, when a caller sets up (a benchmark
// when it is registered, a test): never per call inside a timed loop.
//
// A family declares its functions at one level as a struct of function pointers, Kernels<T>, and one
// entry point template, Family::at<Isa, T>(), specialised in the units cmake/IsaLevels.cmake
// generates per level (each family's <family>_impl.hpp supplies CPUROOF_KERNELS_AT). A family built
// without some level falls back to the next narrower one it has, and says so in its label.
#include <array>
#include <cstddef>
#include <stdexcept>
#include <string>
#include <utility>

#include "isa.hpp"

namespace cpuroof {

template <class Kernels>
struct Chosen {
  Kernels fns{};
  Isa isa = kAllIsas[0];        // the level the functions were built for
  Isa requested = kAllIsas[0];  // the level asked for

  // Benchmark label part: "isa=avx2", or "isa=avx2 isa_requested=avx512" after a fallback.
  [[nodiscard]] std::string label() const {
    std::string out = "isa=" + std::string(isa_name(isa));
    if (isa != requested) out += " isa_requested=" + std::string(isa_name(requested));
    return out;
  }
};

namespace level_detail {

template <class Family, class T, const bool* Built, std::size_t I>
constexpr auto entry() {
  using Fn = decltype(&Family::template at<static_cast<Isa>(I), T>);
  if constexpr (Built[I])
    return static_cast<Fn>(&Family::template at<static_cast<Isa>(I), T>);
  else
    return static_cast<Fn>(nullptr);
}

template <class Family, class T, const bool* Built, std::size_t... I>
constexpr auto entries(std::index_sequence<I...>) {
  return std::array{entry<Family, T, Built, I>()...};
}

}  // namespace level_detail

// The family's functions at `requested`, or at the widest level below it the family is built at.
// Built is generated/<family>_levels.hpp's levels_built::<family>. Throws std::invalid_argument if
// this CPU cannot run `requested`.
template <class Family, class T, const bool* Built>
auto choose_level(Isa requested) {
  static constexpr auto kEntries = level_detail::entries<Family, T, Built>(std::make_index_sequence<kIsaCount>{});
  using Kernels = decltype(Family::template at<kAllIsas[0], T>());
  require_isa(requested);
  for (std::size_t i = static_cast<std::size_t>(requested) + 1; i-- > 0;)
    if (kEntries[i]) return Chosen<Kernels>{kEntries[i](), static_cast<Isa>(i), requested};
  throw std::invalid_argument("no kernels built at or below ISA level '" + std::string(isa_name(requested)) + "'");
}

// A family's functions at level L built for `Bits`-bit vectors: one generated unit per length defines it.
template <class Family, Isa L, int Bits, class T>
typename Family::template Kernels<T> at_vector_bits();

// The functions of the unit built for `bits`, one of Built. cpu_supports(L) admits only a built
// length, so another one here is an internal error.
template <class Family, Isa L, class T, int... Built>
typename Family::template Kernels<T> at_built_vector_bits(int bits) {
  using Entry = typename Family::template Kernels<T> (*)();
  constexpr int lengths[] = {Built...};
  constexpr Entry entries[] = {&at_vector_bits<Family, L, Built, T>...};
  for (std::size_t i = 0; i < sizeof...(Built); ++i)
    if (lengths[i] == bits) return entries[i]();
  throw std::logic_error("ISA level '" + std::string(isa_name(L)) + "' has no kernels built for " +
                         std::to_string(bits) + "-bit vectors");
}

}  // namespace cpuroof

// Defines Family::at<Isa::level, T> for float and double in a generated per-level unit: `make` is a
// function template over the level's traits, TRAITS<T>, returning the family's Kernels<T>. In a unit
// of one vector length (CPUROOF_VECTOR_BITS) it defines at_vector_bits for that length instead, and
// in a level's entry-point unit (CPUROOF_VECTOR_BITS_BUILT, the lengths built) Family::at choosing
// among them by the CPU's length.
#if defined(CPUROOF_VECTOR_BITS)
#define CPUROOF_DEFINE_KERNELS_AT(Family, make, level, TRAITS)                                        \
  namespace cpuroof {                                                                                 \
  template <>                                                                                         \
  auto at_vector_bits<Family, Isa::level, CPUROOF_VECTOR_BITS, float>() -> Family::Kernels<float> {   \
    return make<TRAITS<float>>();                                                                     \
  }                                                                                                   \
  template <>                                                                                         \
  auto at_vector_bits<Family, Isa::level, CPUROOF_VECTOR_BITS, double>() -> Family::Kernels<double> { \
    return make<TRAITS<double>>();                                                                    \
  }                                                                                                   \
  }
#elif defined(CPUROOF_VECTOR_BITS_BUILT)
#define CPUROOF_DEFINE_KERNELS_AT(Family, make, level, TRAITS)                                                       \
  namespace cpuroof {                                                                                                \
  template <>                                                                                                        \
  auto Family::at<Isa::level, float>() -> Kernels<float> {                                                           \
    return at_built_vector_bits<Family, Isa::level, float, CPUROOF_VECTOR_BITS_BUILT>(cpu_vector_bits(Isa::level));  \
  }                                                                                                                  \
  template <>                                                                                                        \
  auto Family::at<Isa::level, double>() -> Kernels<double> {                                                         \
    return at_built_vector_bits<Family, Isa::level, double, CPUROOF_VECTOR_BITS_BUILT>(cpu_vector_bits(Isa::level)); \
  }                                                                                                                  \
  }
#else
#define CPUROOF_DEFINE_KERNELS_AT(Family, make, level, TRAITS) \
  namespace cpuroof {                                          \
  template <>                                                  \
  auto Family::at<Isa::level, float>() -> Kernels<float> {     \
    return make<TRAITS<float>>();                              \
  }                                                            \
  template <>                                                  \
  auto Family::at<Isa::level, double>() -> Kernels<double> {   \
    return make<TRAITS<double>>();                             \
  }                                                            \
  }
#endif
