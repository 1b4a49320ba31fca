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

/// The pass plugin's FrontendFacts, or null if KccPlugin.so is not loaded
/// or comes from another build (another version or layout of the facts);
/// then, if \p Report, an error through \p D (one action reports it, so
/// that the user sees it once).
inline FrontendFacts *findPassPluginFacts(clang::DiagnosticsEngine &D,
                                          bool Report) {
  using GetFn = FrontendFacts *(*)(unsigned, std::size_t);
  auto Get = reinterpret_cast<GetFn>(dlsym(RTLD_DEFAULT, FrontendFactsSymbol));
  FrontendFacts *Facts =
      Get ? Get(FrontendFactsVersion, sizeof(FrontendFacts)) : nullptr;
  if (Facts || !Report)
    return Facts;
  if (Get)
    D.Report(D.getCustomDiagID(
        clang::DiagnosticsEngine::Error,
        "KccFrontend.so and the kcc pass plugin come from different builds "
        "of kcc (their front-end facts differ): load the KccPlugin.so built "
        "with this KccFrontend.so"));
  else
    D.Report(D.getCustomDiagID(clang::DiagnosticsEngine::Error,
                               "KccFrontend.so needs the kcc pass plugin of "
                               "its build: add -fpass-plugin=KccPlugin.so"));
  return nullptr;
}

} // namespace kcc

#endif // KCC_FRONTEND_PASSPLUGINFACTS_H
