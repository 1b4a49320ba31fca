//===- Plugin.cpp - Entry point of the kcc pass plugin --------------------===//
//
// Part of kcc, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// llvmGetPassPluginInfo() for KccPlugin.so. Textual pipeline names come from
// Passes.def; extension-point registration is driven by the plugin's options
// because clang has no -passes= and runs plugin passes only from callbacks.
//
//===----------------------------------------------------------------------===//

#include "kcc/Plugin.h"
#include "kcc/Bounds.h"
#include "kcc/Config.h"
#include "kcc/FrontendFacts.h"
#include "kcc/KCFI.h"
#include "kcc/MoveHistory.h"
#include "kcc/PluginOptions.h"

#include "llvm/Passes/PassBuilder.h"
#include "llvm/Plugins/PassPlugin.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"
#include "llvm/Target/TargetMachine.h"

using namespace llvm;

#define DEBUG_TYPE "kcc-plugin"

static cl::opt<bool>
    PrintPassesAtStart(KCC_OPT_PRINT_PASSES, cl::init(false),
                       cl::desc("Run print<kcc-passes> at the start of the "
                                "optimization pipeline (clang: -mllvm "
                                "-kcc-print-passes)"));

namespace kcc {

ArrayRef<PassDescription> getPassDescriptions() {
  static const PassDescription Passes[] = {
#define KCC_MODULE_PASS(NAME, COMPONENT, CREATE_PASS, DESCRIPTION)             \
  {NAME, "module", COMPONENT, DESCRIPTION},
#define KCC_FUNCTION_PASS(NAME, COMPONENT, CREATE_PASS, DESCRIPTION)           \
  {NAME, "function", COMPONENT, DESCRIPTION},
#include "kcc/Passes.def"
  };
  return Passes;
}

static bool parseModulePass(StringRef Name, ModulePassManager &MPM) {
#define KCC_MODULE_PASS(NAME, COMPONENT, CREATE_PASS, DESCRIPTION)             \
  if (Name == NAME) {                                                          \
    MPM.addPass(CREATE_PASS);                                                  \
    return true;                                                               \
  }
#include "kcc/Passes.def"
  return false;
}

static bool parseFunctionPass(StringRef Name, FunctionPassManager &FPM) {
#define KCC_FUNCTION_PASS(NAME, COMPONENT, CREATE_PASS, DESCRIPTION)           \
  if (Name == NAME) {                                                          \
    FPM.addPass(CREATE_PASS);                                                  \
    return true;                                                               \
  }
#include "kcc/Passes.def"
  return false;
}

void registerKccPasses(PassBuilder &PB) {
  PB.registerPipelineParsingCallback(
      [](StringRef Name, ModulePassManager &MPM,
         ArrayRef<PassBuilder::PipelineElement>) {
        return parseModulePass(Name, MPM);
      });
  PB.registerPipelineParsingCallback(
      [](StringRef Name, FunctionPassManager &FPM,
         ArrayRef<PassBuilder::PipelineElement>) {
        return parseFunctionPass(Name, FPM);
      });

  // Extension points. Each is consulted when the pipeline is built, which is
  // after option parsing in both hosts, so the options decide here.
  PB.registerPipelineStartEPCallback(
      [](ModulePassManager &MPM, OptimizationLevel) {
        if (PrintPassesAtStart)
          MPM.addPass(PrintKccPassesPass(dbgs()));
      });
  registerBoundsCallbacks(PB);
  registerKCFICallbacks(PB);
  registerMoveHistoryCallbacks(PB);
}

/// Called by clang just before code generation. kcc's KCFI borrows clang's
/// -fexperimental-call-graph-section for the prototypes; the section itself
/// is not wanted (the object must be the one clang's KCFI produces).
static bool preCodeGen(Module &, TargetMachine &TM, CodeGenFileType,
                       raw_pwrite_stream &) {
  if (isKCFIEnabled())
    TM.Options.EmitCallGraphSection = false;
  return false; // Let the normal code generation run.
}

} // namespace kcc

/// KccFrontend.so's way to the facts, after cc1 has parsed -mllvm: it
/// learns which features are on here, where their options live. None for
/// a front-end plugin built against another layout of them.
extern "C" LLVM_ATTRIBUTE_VISIBILITY_DEFAULT kcc::FrontendFacts *
kcc_frontend_facts_v8(unsigned Version, std::size_t Size) {
  static_assert(kcc::FrontendFactsVersion == 8,
                "rename kcc_frontend_facts_v8 with the version");
  if (Version != kcc::FrontendFactsVersion ||
      Size != sizeof(kcc::FrontendFacts))
    return nullptr;
  kcc::FrontendFacts &Facts = kcc::FrontendFacts::get();
  Facts.WantKCFI = kcc::isKCFIEnabled();
  Facts.WantNormalized = kcc::isKCFINormalizeIntegers();
  Facts.WantSubscripts = kcc::isBoundsEnabled();
  return &Facts;
}

extern "C" LLVM_ATTRIBUTE_WEAK ::llvm::PassPluginLibraryInfo
llvmGetPassPluginInfo() {
  PassPluginLibraryInfo Info{LLVM_PLUGIN_API_VERSION, "kcc", KCC_VERSION,
                             kcc::registerKccPasses};
  Info.PreCodeGenCallback = kcc::preCodeGen;
  return Info;
}
