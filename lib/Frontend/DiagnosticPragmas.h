//===- DiagnosticPragmas.h - Pragmas for kcc's warnings ---------*- C++ -*-===//
//
// Part of kcc, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef KCC_FRONTEND_DIAGNOSTICPRAGMAS_H
#define KCC_FRONTEND_DIAGNOSTICPRAGMAS_H

#include "kcc/FrontendFacts.h"

namespace clang {
class CompilerInstance;
} // namespace clang

namespace kcc {

/// Record the diagnostic pragmas of \p CI's translation unit as the
/// preprocessor meets them, and answer kcc-bounds through
/// \p Facts.PragmaAt (DiagnosticPragmas.cpp).
void recordDiagnosticPragmas(clang::CompilerInstance &CI, FrontendFacts &Facts);

} // namespace kcc

#endif // KCC_FRONTEND_DIAGNOSTICPRAGMAS_H
