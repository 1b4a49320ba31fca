//===- Parts.h - The parts of kcc's clang plugin action ---------*- C++ -*-===//
//
// Part of kcc, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// KccFrontend.so registers one plugin action (Action.cpp), run before the
// main action, which sets up each of these parts for the compile and
// multiplexes their AST consumers.
//
//===----------------------------------------------------------------------===//

#ifndef KCC_FRONTEND_PARTS_H
#define KCC_FRONTEND_PARTS_H

#include "clang/AST/ASTConsumer.h"
#include "clang/Frontend/CompilerInstance.h"
#include "llvm/ADT/StringRef.h"

#include <memory>

namespace kcc {

/// Declares the GCC library builtins clang lacks (__builtin_strnlen):
/// predefines, read when the main file is entered (GnuBuiltins.cpp).
void declareGnuBuiltins(clang::CompilerInstance &CI);

/// Takes over the compile's diagnostic consumer: clang's diagnostics are
/// recorded into \p Dir for kcc's JSON and SARIF documents instead of
/// printed (DiagnosticRecorder.cpp).
void recordDiagnostics(const clang::CompilerInstance &CI, llvm::StringRef Dir);

/// The no_sanitize("kcfi") functions and the cfi_unchecked_callee calls of
/// the translation unit, for kcc-kcfi (KCFIFacts.cpp). \p InFile: the input
/// as clang names the module ("-" for stdin).
std::unique_ptr<clang::ASTConsumer>
createKCFIFactsConsumer(llvm::StringRef InFile);

/// The subscripts, calls and variables of the translation unit for
/// kcc-bounds, and the diagnostic pragmas met while parsing
/// (BoundsFacts.cpp).
std::unique_ptr<clang::ASTConsumer>
createBoundsFactsConsumer(clang::CompilerInstance &CI, llvm::StringRef InFile);

} // namespace kcc

#endif // KCC_FRONTEND_PARTS_H
