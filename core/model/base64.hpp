#pragma once
/// @file
/// @brief Base64 (RFC 4648, standard alphabet) for the bytes a scene file carries as text.
#include <optional>
#include <string>
#include <string_view>

namespace gelu::model {

/// `bytes` as base64 with padding.
std::string base64Encode(std::string_view bytes);
/// The bytes of `text`, or nullopt when it is not base64 (padding optional, no blanks).
std::optional<std::string> base64Decode(std::string_view text);

}  // namespace gelu::model
