#include "io/kernel_catalog.hpp"

#include <cmath>
#include <nlohmann/json.hpp>
#include <set>

#include "io/errors.hpp"
#include "io/json_input.hpp"

namespace cpuroof::analysis {
namespace {

using nlohmann::json;

// The fields this analysis reads, and what each must be. Others are kept if strings or numbers.
enum class Kind { text, count, positive_count, number, positive_number };
const std::map<std::string, Kind> kKnownFields = {
    {"description", Kind::text},
    {"access", Kind::text},
    {"cost", Kind::text},
    {"eager_passes", Kind::text},
    {"why_slower", Kind::text},
    {"arrays_read", Kind::count},
    {"arrays_written", Kind::count},
    {"vectors_in_flight", Kind::positive_count},
    {"flops_per_element", Kind::number},
    {"elements_moved_eager", Kind::positive_number},
    {"elements_moved_fused", Kind::positive_number},
};

const char* expected(Kind k) {
  switch (k) {
    case Kind::text:
      return "a string";
    case Kind::count:
      return "an integer >= 0";
    case Kind::positive_count:
      return "an integer >= 1";
    case Kind::number:
      return "a number >= 0";
    case Kind::positive_number:
      return "a number > 0";
  }
  return "";
}

bool fits(const json& v, Kind k) {
  if (k == Kind::text) return v.is_string();
  if (!v.is_number()) return false;
  const double d = v.get<double>();
  if (!std::isfinite(d)) return false;
  switch (k) {
    case Kind::count:
      return d >= 0 && d == std::floor(d);
    case Kind::positive_count:
      return d >= 1 && d == std::floor(d);
    case Kind::number:
      return d >= 0;
    case Kind::positive_number:
      return d > 0;
    case Kind::text:
      break;
  }
  return false;
}

struct Parser {
  const std::string& where;

  [[noreturn]] void fail(const std::string& what) const { throw InputError(where + ": " + what); }

  // Name and fields of an object at `at` ("families[0]", "families[0].kernels[1]").
  CatalogEntry entry(const json& v, const std::string& at) const {
    if (!v.is_object()) fail(at + " is " + std::string(v.type_name()) + " (expected an object)");
    const auto name = v.find("name");
    if (name == v.end() || !name->is_string() || name->get<std::string>().empty())
      fail(at + ": missing or empty string field 'name'");
    CatalogEntry e;
    e.name = name->get<std::string>();
    const std::string label = at + " '" + e.name + "'";
    for (const auto& [key, value] : v.items()) {
      if (key == "name" || key == "kernels") continue;
      if (const auto known = kKnownFields.find(key); known != kKnownFields.end() && !fits(value, known->second))
        fail(label + ": field '" + key + "' is " + (value.is_number() ? value.dump() : std::string(value.type_name())) +
             " (expected " + expected(known->second) + ")");
      if (value.is_string())
        e.texts[key] = value.get<std::string>();
      else if (value.is_number())
        e.numbers[key] = value.get<double>();
    }
    return e;
  }

  KernelCatalog catalog(const json& doc) const {
    if (!doc.is_object()) fail("top level is " + std::string(doc.type_name()) + " (expected an object)");
    const auto families = doc.find("families");
    if (families == doc.end() || !families->is_array()) fail("no 'families' array");
    KernelCatalog out;
    std::set<std::string> family_names;
    for (std::size_t f = 0; f < families->size(); ++f) {
      const json& fj = (*families)[f];
      const std::string at = "families[" + std::to_string(f) + "]";
      CatalogFamily family{entry(fj, at), {}};
      if (!family_names.insert(family.name).second) fail(at + ": family '" + family.name + "' appears twice");
      // A family that describes no kernels of its own may leave 'kernels' out.
      const json kernels = fj.value("kernels", json::array());
      if (!kernels.is_array())
        fail(at + " '" + family.name + "': field 'kernels' is " + kernels.type_name() + " (expected an array)");
      std::set<std::string> kernel_names;
      for (std::size_t k = 0; k < kernels.size(); ++k) {
        CatalogEntry kernel = entry(kernels[k], at + ".kernels[" + std::to_string(k) + "]");
        if (!kernel_names.insert(kernel.name).second)
          fail(at + " '" + family.name + "': kernel '" + kernel.name + "' appears twice");
        family.kernels.push_back(std::move(kernel));
      }
      out.families.push_back(std::move(family));
    }
    return out;
  }
};

template <class Map>
auto find_in(const Map& m, const std::string& key) -> std::optional<typename Map::mapped_type> {
  const auto it = m.find(key);
  if (it == m.end()) return std::nullopt;
  return it->second;
}

}  // namespace

std::optional<std::string> CatalogEntry::text(const std::string& key) const { return find_in(texts, key); }
std::optional<double> CatalogEntry::number(const std::string& key) const { return find_in(numbers, key); }

const CatalogEntry* CatalogFamily::kernel(const std::string& name) const {
  for (const auto& k : kernels)
    if (k.name == name) return &k;
  return nullptr;
}

const CatalogFamily* KernelCatalog::family(const std::string& name) const {
  for (const auto& f : families)
    if (f.name == name) return &f;
  return nullptr;
}

const CatalogEntry* KernelCatalog::kernel(const std::string& family_name, const std::string& kernel_name) const {
  const CatalogFamily* f = family(family_name);
  return f ? f->kernel(kernel_name) : nullptr;
}

std::optional<std::string> KernelCatalog::text(const std::string& family_name, const std::string& kernel_name,
                                               const std::string& key) const {
  if (const CatalogEntry* k = kernel(family_name, kernel_name))
    if (auto v = k->text(key)) return v;
  const CatalogFamily* f = family(family_name);
  return f ? f->text(key) : std::nullopt;
}

std::optional<double> KernelCatalog::number(const std::string& family_name, const std::string& kernel_name,
                                            const std::string& key) const {
  if (const CatalogEntry* k = kernel(family_name, kernel_name))
    if (auto v = k->number(key)) return v;
  const CatalogFamily* f = family(family_name);
  return f ? f->number(key) : std::nullopt;
}

KernelCatalog parse_kernel_catalog(std::string_view json_text, const std::string& where) {
  const Parser parser{where};
  return parser.catalog(parse_json(json_text, where));
}

}  // namespace cpuroof::analysis
