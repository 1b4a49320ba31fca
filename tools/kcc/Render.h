//===- Render.h - Bounds remarks printed as GCC does ------------*- C++ -*-===//
//
// Part of kcc, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The kcc-bounds pass reports each warning as an optimization remark whose
// arguments carry the message, the inlining chain, the event path and the
// notes (kcc/BoundsRemark.h). kcc collects them from the remark file of the
// compile and prints them as GCC does: text with
// source lines and carets (events as GCC's separate-events path notes),
// GCC's JSON, or SARIF 2.1.0.
//
//===----------------------------------------------------------------------===//

#ifndef KCC_TOOLS_KCC_RENDER_H
#define KCC_TOOLS_KCC_RENDER_H

#include "Driver.h"
#include "kcc/BoundsRemark.h"
#include "kcc/ClangDiagnostics.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <string>
#include <vector>

namespace kcc {
namespace render {

/// A bounds warning as kcc prints it: the remark's warning, and whether
/// the command line or a pragma made it an error.
struct Diagnostic {
  BoundsWarning W;
  bool Error = false;
};

/// Read the kcc-bounds remarks from a bitstream remark file (other passes'
/// remarks are skipped), in source order; an error for a file that is not
/// one. (File names come as the compile spelled them.)
llvm::Expected<std::vector<BoundsWarning>> readRemarks(llvm::StringRef Buffer);

/// The quotes GCC puts around a name or type: U+2018 and U+2019 when its
/// locale's character set is UTF-8, "'" otherwise (gcc_init_libintl).
struct Quotes {
  llvm::StringRef Open = "'", Close = "'";
  static Quotes forLocale();
};

/// \p W with the quotes of its texts as \p Q says: each "'" that opens a
/// quoted name or type (at the start of a word) with the "'" that closes
/// it (at the end of one).
BoundsWarning withQuotes(BoundsWarning W, const Quotes &Q);

/// How GCC lays out an event path (-fdiagnostics-path-format=).
enum class PathFormat { InlineEvents, SeparateEvents, None };

/// What GCC's text form shows.
struct TextOptions {
  bool Context = false; ///< The event paths.
  PathFormat Path = PathFormat::InlineEvents;
  bool Colors = false;
  bool Caret = true;       ///< Quoted source lines and carets.
  bool LineNumbers = true; ///< The "   23 | " gutter.
  bool ShowOption = true;  ///< The option tag, "[-Warray-bounds]".
  Quotes Quote;            ///< Around the function names of "In function 'f'".
};

/// Print \p Diags in GCC's text form.
void printText(llvm::raw_ostream &OS, llvm::ArrayRef<Diagnostic> Diags,
               const TextOptions &Opts);

/// GCC's -fdiagnostics-format=json: an array of diagnostics, notes and
/// events as children; clang's diagnostics of the compile first, as GCC
/// reports its front end's before its middle end's.
llvm::json::Value toGccJson(llvm::ArrayRef<ClangDiagnostic> Clang,
                            llvm::ArrayRef<Diagnostic> Diags, bool Context);

/// SARIF 2.1.0, one run of tool "kcc" (clang's diagnostics first); events as
/// a code flow.
llvm::json::Value toSarif(llvm::ArrayRef<ClangDiagnostic> Clang,
                          llvm::ArrayRef<Diagnostic> Diags, bool Context);

} // namespace render
} // namespace kcc

#endif // KCC_TOOLS_KCC_RENDER_H
