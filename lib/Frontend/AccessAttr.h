//===- AccessAttr.h - GCC's attribute access for the plugin -----*- C++ -*-===//
//
// Part of kcc, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// clang does not know GCC's `__attribute__((access (mode, ref[, size])))`
// and drops it with a warning. kcc's clang plugin registers it, so that it
// is accepted as GCC accepts it and its specifications reach kcc-bounds
// (BoundsFacts.cpp records them with the function's other facts).
//
//===----------------------------------------------------------------------===//

#ifndef KCC_FRONTEND_ACCESSATTR_H
#define KCC_FRONTEND_ACCESSATTR_H

#include "kcc/FrontendFacts.h"

#include "llvm/ADT/ArrayRef.h"

namespace clang {
class FunctionDecl;
} // namespace clang

namespace kcc {

/// One `access` attribute of a function: its mode, the 1-based pointer
/// parameter and size parameter (0: none), as written.
struct AccessSpec {
  ParamAccessFact::Mode Mode = ParamAccessFact::Mode::ReadWrite;
  unsigned Ref = 0, Size = 0;
  std::string Spelling; ///< "access (read_only, 2, 1)"
};

/// The access attributes of \p FD or of any of its declarations.
llvm::ArrayRef<AccessSpec> getAccessSpecs(const clang::FunctionDecl *FD);

} // namespace kcc

#endif // KCC_FRONTEND_ACCESSATTR_H
