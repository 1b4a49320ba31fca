//===- Names.cpp - The names the bounds remark's enumerations travel as ---===//
//
// Part of kcc, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// One table per enumeration of kcc/BoundsRemark.h, read in both directions:
// by the pass plugin to write a remark and by the kcc driver to read it.
//
//===----------------------------------------------------------------------===//

#include "kcc/BoundsRemark.h"

#include "llvm/ADT/STLExtras.h"

using namespace llvm;

namespace kcc {

namespace {

struct OptionRow {
  BoundsOption Option;
  StringLiteral Name, RemarkName;
  bool Levels;
};

constexpr OptionRow Options[] = {
    {BoundsOption::ArrayBounds, "array-bounds", "ArrayBounds", false},
    {BoundsOption::ZeroLengthBounds, "zero-length-bounds", "ZeroLengthBounds",
     false},
    {BoundsOption::StrictFlexArrays, "strict-flex-arrays", "StrictFlexArrays",
     false},
    {BoundsOption::StringopOverflow, "stringop-overflow", "StringopOverflow",
     true},
    {BoundsOption::StringopOverread, "stringop-overread", "StringopOverread",
     false},
};

const OptionRow &row(BoundsOption O) {
  for (const OptionRow &R : Options)
    if (R.Option == O)
      return R;
  llvm_unreachable("a BoundsOption without a row");
}

template <typename Enum, size_t N>
std::optional<Enum> byName(const std::pair<Enum, StringLiteral> (&Table)[N],
                           StringRef Name) {
  for (const auto &[Value, Spelling] : Table)
    if (Spelling == Name)
      return Value;
  return std::nullopt;
}

template <typename Enum, size_t N>
StringRef nameOf(const std::pair<Enum, StringLiteral> (&Table)[N], Enum V) {
  for (const auto &[Value, Spelling] : Table)
    if (Value == V)
      return Spelling;
  llvm_unreachable("an enumerator without a name");
}

constexpr std::pair<EventKind, StringLiteral> EventKinds[] = {
    {EventKind::Condition, "condition"},
    {EventKind::Transformation, "transformation"},
    {EventKind::Warning, "warning"},
};

constexpr std::pair<PragmaSeverity, StringLiteral> PragmaSeverities[] = {
    {PragmaSeverity::None, "none"},
    {PragmaSeverity::Warning, "warning"},
    {PragmaSeverity::Error, "error"},
};

} // namespace

StringRef getOptionName(BoundsOption O) { return row(O).Name; }
StringRef getRemarkName(BoundsOption O) { return row(O).RemarkName; }
bool hasLevels(BoundsOption O) { return row(O).Levels; }

std::optional<BoundsOption> parseOptionName(StringRef Name) {
  for (const OptionRow &R : Options)
    if (R.Name == Name)
      return R.Option;
  return std::nullopt;
}

StringRef getEventKindName(EventKind K) { return nameOf(EventKinds, K); }
std::optional<EventKind> parseEventKindName(StringRef Name) {
  return byName(EventKinds, Name);
}

StringRef getPragmaSeverityName(PragmaSeverity S) {
  return nameOf(PragmaSeverities, S);
}
std::optional<PragmaSeverity> parsePragmaSeverityName(StringRef Name) {
  return byName(PragmaSeverities, Name);
}

} // namespace kcc
