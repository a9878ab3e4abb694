#include "json_input.hpp"

#include "errors.hpp"

namespace cpuroof::analysis {

using nlohmann::json;

void check_json_depth(int depth, json::parse_event_t event, const std::string& where) {
  // The callback's depth counts the levels already open: the value starting now is one deeper.
  if ((event == json::parse_event_t::object_start || event == json::parse_event_t::array_start) &&
      depth >= kMaxJsonDepth)
    throw InputError(where + ": JSON nested deeper than " + std::to_string(kMaxJsonDepth) +
                     " levels (cpuroof's files nest at most 5)");
}

json parse_json(std::string_view text, const std::string& where) {
  const json::parser_callback_t limit = [&where](int depth, json::parse_event_t event, json&) {
    check_json_depth(depth, event, where);
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
