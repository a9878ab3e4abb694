#include "io/json_input.hpp"

#include "io/errors.hpp"

namespace cpuroof::analysis {

using nlohmann::json;

void check_json_limits(int depth, json::parse_event_t event, const json& parsed, const std::string& where) {
  using Event = json::parse_event_t;
  // The callback's depth counts the levels already open: the value starting now is one deeper.
  if ((event == Event::object_start || event == Event::array_start) && depth >= kMaxJsonDepth)
    throw InputError(where + ": JSON nested deeper than " + std::to_string(kMaxJsonDepth) +
                     " levels (cpuroof's files nest at most 5)");
  if ((event == Event::value || event == Event::key) && parsed.is_string() &&
      parsed.get_ref<const std::string&>().size() > kMaxJsonStringBytes)
    throw InputError(where + ": a JSON string longer than " + std::to_string(kMaxJsonStringBytes >> 20) +
                     " MiB, more than cpuroof reads");
}

json parse_json(std::string_view text, const std::string& where) {
  const json::parser_callback_t limit = [&where](int depth, json::parse_event_t event, json& parsed) {
    check_json_limits(depth, event, parsed, where);
    return true;
  };
  try {
    return json::parse(text, limit);
  } catch (const json::parse_error& e) {
    throw InputError(where + ": malformed JSON at byte " + std::to_string(e.byte));
  } catch (const json::out_of_range&) {  // its message quotes the number, which may be any length
    throw InputError(where + ": invalid JSON: number overflow (a number beyond a double's range)");
  }
}

}  // namespace cpuroof::analysis
