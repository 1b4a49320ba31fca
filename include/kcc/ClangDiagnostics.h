//===- kcc/ClangDiagnostics.h - clang's diagnostics for kcc's documents ---===//
//
// Part of kcc, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The contract between kcc's clang plugin and the kcc driver for
// -fdiagnostics-format=json|sarif: the plugin records every diagnostic the
// compile reports (clang's front end and back end) instead of letting clang
// print it as text, and kcc puts them in the one JSON or SARIF document it
// writes, before its own warnings. A file holds the diagnostics of one
// compile; writeClangDiagnostics (lib/Frontend, in the plugin) and
// readClangDiagnostics (the driver) are the only code that touches the
// file's form (lib/ClangDiagnostics/Record.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef KCC_CLANGDIAGNOSTICS_H
#define KCC_CLANGDIAGNOSTICS_H

#include "kcc/BoundsRemark.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

#include <string>
#include <vector>

namespace kcc {

/// The clang plugin's one action (KccFrontend.so) and its argument that
/// asks for the diagnostics to be recorded in a directory, as the driver
/// passes them: `-plugin-arg-kcc diagnostics=DIR`.
inline constexpr const char *FrontendActionName = "kcc";
inline constexpr const char *RecordDiagnosticsArg = "diagnostics=";

/// How severe a diagnostic is, after the command line and the pragmas
/// (a warning that -Werror made an error is an Error).
enum class DiagnosticLevel : uint8_t { Remark, Warning, Error, Fatal };

/// One diagnostic as clang reported it, with the notes that followed it.
struct ClangDiagnostic {
  DiagnosticLevel Level = DiagnosticLevel::Warning;
  std::string Message;
  /// The warning option that controls it, without "-W" ("unused-variable",
  /// "frame-larger-than=1024"); empty when none does.
  std::string Option;
  /// A warning that -Werror (or -Werror=) made an error, not one that is an
  /// error by default.
  bool WarningAsError = false;
  /// The caret, and the first source range on its line.
  RemarkLocation Loc;
  std::vector<BoundsNote> Notes;
};

/// The name of the file a compile's plugin writes into kcc's directory;
/// \p Pid and \p Sequence order the compiles of one command.
std::string clangDiagnosticsFileName(uint64_t Pid, uint64_t Sequence);
/// Whether \p FileName is one of those; Pid and Sequence are set if so.
bool isClangDiagnosticsFile(llvm::StringRef FileName, uint64_t &Pid,
                            uint64_t &Sequence);

void writeClangDiagnostics(llvm::raw_ostream &OS,
                           llvm::ArrayRef<ClangDiagnostic> Diags);
llvm::Expected<std::vector<ClangDiagnostic>>
readClangDiagnostics(llvm::StringRef Buffer);

/// The level's name in GCC's JSON and SARIF ("warning", "error").
llvm::StringRef getLevelName(DiagnosticLevel L);

} // namespace kcc

#endif // KCC_CLANGDIAGNOSTICS_H
