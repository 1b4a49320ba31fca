//===- PassListing.cpp - print<kcc-passes> --------------------------------===//
//
// Part of kcc, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Output format (stable; tests match it):
//
//   kcc plugin <version> (LLVM <version>) loaded for module '<id>'
//   pass <ir-unit> <name> [<component>]: <description>
//   ...
//   option -<name>=<value>
//   ...
//
// Options are the plugin's own (-kcc-*), sorted by name, with the value the
// host passed in, so a test can see that -mllvm reached the plugin.
//
//===----------------------------------------------------------------------===//

#include "kcc/Config.h"
#include "kcc/KCFI.h"
#include "kcc/Plugin.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>

using namespace llvm;

namespace kcc {

/// Render the current value of a registered option. cl::Option has no
/// generic value accessor, so handle the kinds kcc uses.
static void printOptionValue(raw_ostream &OS, cl::Option *O) {
  if (auto *B = dynamic_cast<cl::opt<bool> *>(O))
    OS << (B->getValue() ? "true" : "false");
  else if (auto *U = dynamic_cast<cl::opt<unsigned> *>(O))
    OS << U->getValue();
  else if (auto *I = dynamic_cast<cl::opt<int> *>(O))
    OS << I->getValue();
  else if (auto *S = dynamic_cast<cl::opt<std::string> *>(O))
    OS << '"' << S->getValue() << '"';
  else if (auto *H = dynamic_cast<cl::opt<KCFIHash> *>(O))
    OS << getKCFIHashName(H->getValue());
  else
    OS << "<value>";
}

PreservedAnalyses PrintKccPassesPass::run(Module &M, ModuleAnalysisManager &) {
  OS << "kcc plugin " << KCC_VERSION << " (LLVM " << KCC_LLVM_VERSION
     << ") loaded for module '" << M.getModuleIdentifier() << "'\n";
  for (const PassDescription &P : getPassDescriptions())
    OS << "pass " << P.IRUnit << ' ' << P.Name << " [" << P.Component
       << "]: " << P.Description << '\n';

  SmallVector<std::pair<StringRef, cl::Option *>, 16> Options;
  for (auto &Entry : cl::getRegisteredOptions())
    if (Entry.first.starts_with("kcc-"))
      Options.push_back({Entry.first, Entry.second});
  llvm::sort(Options,
             [](const auto &A, const auto &B) { return A.first < B.first; });
  for (auto &[Name, Opt] : Options) {
    OS << "option -" << Name << '=';
    printOptionValue(OS, Opt);
    OS << '\n';
  }
  return PreservedAnalyses::all();
}

} // namespace kcc
