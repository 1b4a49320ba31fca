//===- Parse.cpp - A kcc-bounds remark read back as a bounds warning ------===//
//
// Part of kcc, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The kcc driver's half of kcc/BoundsRemark.h: the arguments Emit.cpp
// writes, by key; String arguments (the remark's prose) are skipped.
//
//===----------------------------------------------------------------------===//

#include "kcc/BoundsRemark.h"

#include "llvm/Remarks/Remark.h"

using namespace llvm;

namespace kcc {

namespace {

RemarkLocation locationOf(const remarks::Argument &A) {
  RemarkLocation L;
  if (A.Loc) {
    L.File = A.Loc->SourceFilePath.str();
    L.Line = A.Loc->SourceLine;
    L.Column = A.Loc->SourceColumn;
  }
  return L;
}

/// LLVM's YAML remark parser hands out single-quoted scalars raw ('' for
/// a quote); the bitstream parser gives the text as written.
std::string unquoted(StringRef Val) {
  std::string S = Val.str();
  for (size_t P = 0; (P = S.find("''", P)) != std::string::npos;)
    S.erase(P++, 1);
  return S;
}

Error malformed(const Twine &What) {
  return createStringError("malformed kcc-bounds remark: " + What);
}

} // namespace

Expected<BoundsWarning> parseBoundsWarning(const remarks::Remark &R) {
  namespace K = remark_keys;
  BoundsWarning W;
  bool HaveOption = false;
  if (R.Loc)
    W.Loc = {R.Loc->SourceFilePath.str(), R.Loc->SourceLine,
             R.Loc->SourceColumn};
  W.Function = R.FunctionName.str();
  // Events are conditions in the function being compiled unless their
  // arguments say otherwise. A range belongs to the location before it.
  RemarkLocation *Last = nullptr;
  for (const remarks::Argument &A : R.Args) {
    StringRef Key = A.Key;
    std::string Val = unquoted(A.Val);
    if (Key == K::Message) {
      W.Message = Val;
    } else if (Key == K::Option) {
      std::optional<BoundsOption> O = parseOptionName(Val);
      if (!O)
        return malformed("unknown option '" + Val + "'");
      W.Option = *O;
      HaveOption = true;
    } else if (Key == K::Location) {
      W.Loc = locationOf(A);
      Last = &W.Loc;
    } else if (Key == K::RangeBegin || Key == K::RangeEnd ||
               Key == K::RangeEndLine) {
      unsigned N = 0;
      if (!Last || StringRef(Val).getAsInteger(10, N))
        return malformed(Key + " '" + Val + "'");
      (Key == K::RangeBegin ? Last->RangeBegin
       : Key == K::RangeEnd ? Last->RangeEnd
                            : Last->RangeEndLine) = N;
    } else if (Key == K::Function) {
      W.Function = Val;
    } else if (Key == K::Pragma) {
      std::optional<PragmaSeverity> S = parsePragmaSeverityName(Val);
      if (!S)
        return malformed("unknown pragma severity '" + Val + "'");
      W.Pragma = *S;
    } else if (Key == K::InlinedFunction) {
      W.InlinedFunction = Val;
    } else if (Key == K::InlinedFrom) {
      W.InlinedFrom.push_back({Val, locationOf(A)});
    } else if (Key == K::Event) {
      BoundsEvent E;
      E.Loc = locationOf(A);
      E.Text = Val;
      E.Function = W.Function;
      W.Events.push_back(std::move(E));
      Last = &W.Events.back().Loc;
    } else if (Key == K::EventKind || Key == K::EventFunction ||
               Key == K::EventDepth) {
      if (W.Events.empty())
        return malformed(Key + " before any " + K::Event);
      BoundsEvent &E = W.Events.back();
      if (Key == K::EventFunction) {
        E.Function = Val;
      } else if (Key == K::EventDepth) {
        if (StringRef(Val).getAsInteger(10, E.Depth))
          return malformed("event depth '" + Val + "'");
      } else if (std::optional<EventKind> Kind = parseEventKindName(Val)) {
        E.Kind = *Kind;
      } else {
        return malformed("unknown event kind '" + Val + "'");
      }
    } else if (Key == K::EventInlinedFrom) {
      if (W.Events.empty())
        return malformed(Key + " before any " + K::Event);
      W.Events.back().InlinedFrom.push_back({Val, locationOf(A)});
    } else if (Key == K::Note) {
      W.Notes.push_back({locationOf(A), Val});
      Last = &W.Notes.back().Loc;
    }
  }
  if (W.Message.empty() || !HaveOption)
    return malformed("no " + Twine(W.Message.empty() ? K::Message : K::Option));
  return W;
}

} // namespace kcc
