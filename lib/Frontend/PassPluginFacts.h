//===- PassPluginFacts.h - The pass plugin's facts --------------*- C++ -*-===//
//
// Part of kcc, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// KccFrontend.so and KccPlugin.so do not link each other (kcc/FrontendFacts.h
// says why); the clang plugin finds the pass plugin's facts at run time.
//
//===----------------------------------------------------------------------===//

#ifndef KCC_FRONTEND_PASSPLUGINFACTS_H
#define KCC_FRONTEND_PASSPLUGINFACTS_H

#include "kcc/FrontendFacts.h"

#include "clang/AST/ASTContext.h"
#include "clang/Basic/Diagnostic.h"

#include <dlfcn.h>

namespace kcc {

/// The pass plugin's FrontendFacts, or null if KccPlugin.so is not loaded;
/// then, if \p Report, an error through \p D (one action reports it, so
/// that the user sees it once).
inline FrontendFacts *findPassPluginFacts(clang::DiagnosticsEngine &D,
                                          bool Report) {
  using GetFn = FrontendFacts *(*)();
  auto Get = reinterpret_cast<GetFn>(dlsym(RTLD_DEFAULT, FrontendFactsSymbol));
  if (Get)
    return Get();
  if (!Report)
    return nullptr;
  D.Report(D.getCustomDiagID(clang::DiagnosticsEngine::Error,
                             "KccFrontend.so needs the kcc pass plugin: "
                             "add -fpass-plugin=KccPlugin.so"));
  return nullptr;
}

} // namespace kcc

#endif // KCC_FRONTEND_PASSPLUGINFACTS_H
