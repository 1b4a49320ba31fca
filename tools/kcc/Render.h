//===- Render.h - kcc's rendering of the plugin's bounds remarks -*- C++
//-*-===//
//
// Part of kcc, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The kcc-bounds pass reports each warning as an optimization remark whose
// arguments carry the message, the inlining chain, the event path and the
// notes (keys documented in lib/Bounds/Check.cpp). kcc collects them from
// the remark YAML of the compile and prints them as GCC does: text with
// source lines and carets (events as GCC's separate-events path notes),
// GCC's JSON, or SARIF 2.1.0.
//
//===----------------------------------------------------------------------===//

#ifndef KCC_TOOLS_KCC_RENDER_H
#define KCC_TOOLS_KCC_RENDER_H

#include "Driver.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <string>
#include <vector>

namespace kcc {
namespace render {

struct SourceLoc {
  std::string File;
  unsigned Line = 0, Column = 0;
  bool valid() const { return !File.empty() && Line != 0; }
  /// Parse "file:line:column" (the remark arguments' form).
  static SourceLoc parse(llvm::StringRef S);
};

/// A located message: an event of the path or a note.
struct Message {
  SourceLoc Loc;
  std::string Text;
};

struct Diagnostic {
  std::string Option; ///< "-Warray-bounds"
  std::string Text;   ///< GCC's wording, without the option
  SourceLoc Loc;
  std::string Function;   ///< the function the code is in after inlining
  std::string InFunction; ///< the inlined function, if any
  /// Callers, innermost first: function and call location.
  std::vector<std::pair<std::string, SourceLoc>> InlinedFrom;
  std::vector<Message> Events, Notes;
  bool Error = false; ///< -Werror or -Werror=<option>
};

/// Read the kcc-bounds remarks from remark YAML (other passes' remarks are
/// skipped); an error for YAML that is not a remark file.
llvm::Expected<std::vector<Diagnostic>> readRemarks(llvm::StringRef YAML);

/// Print \p Diags in GCC's text form; \p Context prints the event paths.
void printText(llvm::raw_ostream &OS, llvm::ArrayRef<Diagnostic> Diags,
               bool Context, bool Colors);

/// GCC's -fdiagnostics-format=json: an array of diagnostics, notes and
/// events as children.
llvm::json::Value toGccJson(llvm::ArrayRef<Diagnostic> Diags, bool Context);

/// SARIF 2.1.0, one run of tool "kcc"; events as a code flow.
llvm::json::Value toSarif(llvm::ArrayRef<Diagnostic> Diags, bool Context);

} // namespace render
} // namespace kcc

#endif // KCC_TOOLS_KCC_RENDER_H
