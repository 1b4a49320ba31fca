//===- Driver.h - The kcc compiler driver wrapper ---------------*- C++ -*-===//
//
// Part of kcc, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The pure part of kcc: from the user's arguments to the clang command line.
// No process is started and no file is read here except response files, so
// the same code serves the kcc binary, the tests and the fuzz target.
//
//===----------------------------------------------------------------------===//

#ifndef KCC_TOOLS_KCC_DRIVER_H
#define KCC_TOOLS_KCC_DRIVER_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

#include <string>
#include <vector>

namespace kcc {
namespace driver {

enum class FlagMatch { Exact, Joined };
enum class FlagAction { Pass, Rewrite, Plugin, Imply, Cancel, Reject };
enum class FlagUnused { Warn, Quiet };

/// One row of Flags.def.
struct FlagEntry {
  llvm::StringRef Spelling;
  FlagMatch Match;
  FlagAction Action;
  llvm::StringRef Feature;
  llvm::StringRef Expansion;
  llvm::StringRef Values;
  FlagUnused Unused;
  llvm::StringRef Why;
};

llvm::ArrayRef<FlagEntry> getFlagTable();
llvm::StringRef getActionName(FlagAction A);

/// What clang would do with a command line, as far as kcc cares.
enum class Invocation {
  CompileSource, ///< Generates code from C/C++ source: the plugin belongs.
  Other,         ///< Preprocess, link only, assemble, print a path, ...
  Version,       ///< --version: kcc rewrites the first line.
  VerboseOnly,   ///< -v and no input: the same, on stderr.
  KccHelp,       ///< --kcc-help: kcc's own help, clang is not run.
  Cc1,           ///< -cc1 and friends: handed through untouched.
};

/// How kcc presents the bounds remarks of its plugin (Render.cpp), from the
/// GCC diagnostic flags on the command line, last one wins.
struct DiagnosticOptions {
  enum class Format { Text, Json, JsonFile, SarifStderr, SarifFile };
  enum class Color { Auto, Always, Never };
  /// A -W option of kcc's plugin is on: collect and render its remarks.
  bool Remarks = false;
  /// Only -Wall turned them on (no -Warray-bounds or -Wstringop-* flag).
  bool OnlyImplied = false;
  /// -fdiagnostics-details / -fdiagnostics-show-context[=N]: print the
  /// event path (the plugin already limits it to N conditions).
  bool ShowContext = false;
  /// -fdiagnostics-path-format=: GCC's default prints the events inline
  /// under their source lines; separate-events as numbered notes; none
  /// not at all.
  enum class PathFormat { InlineEvents, SeparateEvents, None };
  PathFormat Path = PathFormat::InlineEvents;
  /// -f[no-]diagnostics-show-caret, -f[no-]diagnostics-show-line-numbers.
  bool ShowCaret = true;
  bool ShowLineNumbers = true;
  bool ShowOption = true; ///< -f[no-]diagnostics-show-option

  Format Form = Format::Text;
  Color Colour = Color::Auto;
  /// The user asks for an optimization record (-fsave-optimization-record,
  /// -foptimization-record-file=), which kcc's remarks join.
  bool UserRecord = false;
  /// The user gives a remark pattern (-Rpass=, -Rpass-missed=,
  /// -Rpass-analysis=), which turns clang's location tracking on too.
  bool UserRemarkPattern = false;
  bool Werror = false;     ///< -Werror
  bool NoWarnings = false; ///< -w
  /// -Werror=X (true) and -Wno-error=X (false), by X ("array-bounds").
  std::vector<std::pair<std::string, bool>> ErrorFor;
  /// Whether a warning of -W\p Option ("array-bounds") is an error.
  bool isError(llvm::StringRef Option) const;
};

/// The result of translating a command line.
struct Translation {
  Invocation Kind = Invocation::Other;
  /// Arguments for clang, without argv[0] and without the plugin arguments.
  std::vector<std::string> Args;
  /// Arguments that go with the plugin (from Plugin entries of the table).
  std::vector<std::string> PluginArgs;
  /// Warnings about the command line, complete ("kcc: warning: ...").
  std::vector<std::string> Warnings;
  /// Plugin-entry flags seen on an invocation that does not compile.
  std::vector<std::string> UnusedPluginFlags;
  /// True if Args differs from the user's arguments (after response-file
  /// expansion); otherwise the user's original arguments can be used as is.
  bool Changed = false;
  /// What the compile reads and writes, as clang will see it.
  std::vector<std::string> Sources;
  std::string Output;        ///< -o, empty if not given
  bool CompileOnly = false;  ///< -c
  bool AssembleOnly = false; ///< -S
  bool EmitLLVM = false;     ///< -emit-llvm
  DiagnosticOptions Diags;
  /// Set on a user error; the message is already complete.
  std::string Error;
};

/// Translate \p UserArgs (argv[1..]) for clang. Response files are expanded
/// for the analysis with clang's (GNU) quoting rules.
Translation translate(llvm::ArrayRef<const char *> UserArgs);

/// Print the help of kcc (what it adds to clang, and the flag table).
void printHelp(llvm::raw_ostream &OS);

} // namespace driver
} // namespace kcc

#endif // KCC_TOOLS_KCC_DRIVER_H
