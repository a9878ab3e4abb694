#include "gemm/gemm.hpp"

namespace cpuroof {

Cost gemm_cost(std::size_t m, std::size_t n, std::size_t k, std::size_t elem_bytes) {
  const double dm = static_cast<double>(m), dn = static_cast<double>(n), dk = static_cast<double>(k);
  const double b = static_cast<double>(elem_bytes);
  return {2 * dm * dn * dk, (dm * dk + dk * dn) * b, dm * dn * b};
}

}  // namespace cpuroof
