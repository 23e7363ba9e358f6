// The setters the option table's rows name (OptionSpec::set): a value read
// from the command line (OptionValue) stored in the Request field the row
// points to, converted by the field's type. field<&Request::limit> stores a
// number, field<&Request::all> a flag's true, field<&Request::format> a
// choice's index as the enum (the row's choices are in the enum's order);
// nested_field reaches one level down (--timeout into Request::limits).
#pragma once

#include <optional>
#include <string>
#include <type_traits>

#include "tables.h"

namespace deduce::apps {

template <class T>
void assign(T& to, const OptionValue& v) {
  if constexpr (std::is_same_v<T, bool>)
    to = true;  // a flag given
  else if constexpr (std::is_same_v<T, double>)
    to = v.seconds;
  else if constexpr (std::is_same_v<T, std::string>)
    to = v.text;
  else if constexpr (std::is_same_v<T, std::optional<Kind>>)
    to = Kind{static_cast<std::uint8_t>(v.number)};
  else
    to = static_cast<T>(v.number);  // a whole number, or a choice's enum
}

template <auto Member>
void field(Request& r, const OptionValue& v) {
  assign(r.*Member, v);
}

template <auto Outer, auto Inner>
void nested_field(Request& r, const OptionValue& v) {
  assign((r.*Outer).*Inner, v);
}

}  // namespace deduce::apps
