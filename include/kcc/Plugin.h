//===- kcc/Plugin.h - The kcc pass plugin -----------------------*- C++ -*-===//
//
// Part of kcc, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Registration of kcc's passes with a PassBuilder, shared by both hosts of
// the plugin: `opt -load-pass-plugin` (passes by name, see Passes.def) and
// `clang -fpass-plugin` (passes at extension points, switched on by the
// plugin's -kcc-* options, which `-mllvm` sets from clang).
//
//===----------------------------------------------------------------------===//

#ifndef KCC_PLUGIN_H
#define KCC_PLUGIN_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/IR/PassManager.h"

namespace llvm {
class PassBuilder;
class raw_ostream;
} // namespace llvm

namespace kcc {

/// One entry of Passes.def.
struct PassDescription {
  llvm::StringRef Name;
  llvm::StringRef IRUnit; ///< "module" or "function".
  llvm::StringRef Component;
  llvm::StringRef Description;
};

/// All passes of the plugin, in the order of Passes.def.
llvm::ArrayRef<PassDescription> getPassDescriptions();

/// Register every kcc pass with \p PB: by name for textual pipelines, and at
/// the extension points that the plugin's options enable.
void registerKccPasses(llvm::PassBuilder &PB);

/// print<kcc-passes>: lists the passes of the plugin and the current values
/// of its -kcc-* options, which shows both that the plugin is loaded and that
/// its options reached it.
class PrintKccPassesPass : public llvm::PassInfoMixin<PrintKccPassesPass> {
public:
  explicit PrintKccPassesPass(llvm::raw_ostream &OS) : OS(OS) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }

private:
  llvm::raw_ostream &OS;
};

} // namespace kcc

#endif // KCC_PLUGIN_H
