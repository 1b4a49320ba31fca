//===- Action.cpp - kcc's clang plugin action -----------------------------===//
//
// Part of kcc, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The one plugin action of KccFrontend.so, "kcc", run before the main
// action: it declares the GCC builtins clang lacks, records the
// diagnostics when asked (`-plugin-arg-kcc diagnostics=DIR`), and gives
// clang one consumer that feeds the KCFI facts and the bounds facts
// (Parts.h).
//
//===----------------------------------------------------------------------===//

#include "Parts.h"
#include "kcc/ClangDiagnostics.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Frontend/FrontendPluginRegistry.h"
#include "clang/Frontend/MultiplexConsumer.h"

using namespace clang;

namespace {

class KccAction : public PluginASTAction {
protected:
  bool ParseArgs(const CompilerInstance &CI,
                 const std::vector<std::string> &Args) override {
    for (StringRef Arg : Args) {
      if (Arg.consume_front(kcc::RecordDiagnosticsArg) && !Arg.empty()) {
        DiagnosticsDir = Arg.str();
        continue;
      }
      DiagnosticsEngine &D = CI.getDiagnostics();
      D.Report(D.getCustomDiagID(DiagnosticsEngine::Error,
                                 "kcc's clang plugin: unknown argument '%0' "
                                 "(it takes %1DIR)"))
          << Arg << kcc::RecordDiagnosticsArg;
      return false;
    }
    return true;
  }

  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 StringRef InFile) override {
    kcc::declareGnuBuiltins(CI);
    if (!DiagnosticsDir.empty())
      kcc::recordDiagnostics(CI, DiagnosticsDir);
    std::vector<std::unique_ptr<ASTConsumer>> Consumers;
    Consumers.push_back(kcc::createKCFIFactsConsumer(InFile));
    Consumers.push_back(kcc::createBoundsFactsConsumer(CI, InFile));
    return std::make_unique<MultiplexConsumer>(std::move(Consumers));
  }

  ActionType getActionType() override { return AddBeforeMainAction; }

private:
  std::string DiagnosticsDir;
};

} // namespace

static FrontendPluginRegistry::Add<KccAction>
    X(kcc::FrontendActionName,
      "kcc's front end: GCC builtins, diagnostics for kcc's documents, and "
      "the facts of kcc-kcfi and kcc-bounds");
