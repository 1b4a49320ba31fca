//===- FrontendFacts.cpp - Import kcc's front-end facts into the IR -------===//
//
// Part of kcc, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Matching cfi_unchecked_callee calls of the AST to calls of the IR. Clang's
// CodeGen does not emit calls in source order (the right-hand side of an
// assignment first, a for loop's increment after its body) and drops calls
// on constant-false paths, so calls are matched per callee prototype:
//   - all calls of a prototype agree (all unchecked, or all checked): every
//     IR call of that prototype takes that flag;
//   - they disagree: matched in order if the counts agree; otherwise all
//     stay checked and kcc warns.
// A wrong match can only leave a call checked that was meant not to be.
//
//===----------------------------------------------------------------------===//

#include "kcc/FrontendFacts.h"
#include "kcc/KCFI.h"

#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace kcc {

FrontendFacts &FrontendFacts::get() {
  static FrontendFacts Facts;
  return Facts;
}

static void markUncheckedCalls(Function &F, const FunctionFacts &Facts) {
  // AST calls per prototype, in source order.
  MapVector<StringRef, SmallVector<bool, 4>> ASTCalls;
  bool AnyUnchecked = false;
  for (const IndirectCallFact &C : Facts.IndirectCalls) {
    ASTCalls[C.Prototype].push_back(C.Unchecked);
    AnyUnchecked |= C.Unchecked;
  }
  if (!AnyUnchecked)
    return;
  MapVector<StringRef, SmallVector<CallBase *, 4>> IRCalls;
  for (Instruction &I : instructions(F))
    if (auto *CB = dyn_cast<CallBase>(&I); CB && CB->isIndirectCall())
      if (auto Proto = getCalleePrototype(*CB))
        IRCalls[*Proto].push_back(CB);

  MDNode *Empty = MDNode::get(F.getContext(), {});
  for (auto &[Proto, Flags] : ASTCalls) {
    if (!is_contained(Flags, true))
      continue;
    SmallVector<CallBase *, 4> &Calls = IRCalls[Proto];
    bool Uniform = !is_contained(Flags, false);
    if (!Uniform && Flags.size() != Calls.size()) {
      F.getContext().diagnose(DiagnosticInfoGeneric(
          Twine("kcc-kcfi: cannot tell which calls of type ") + Proto +
              " in '" + F.getName() +
              "' are cfi_unchecked_callee; they stay checked",
          DS_Warning));
      continue;
    }
    for (unsigned I = 0; I < Calls.size(); ++I)
      if (Uniform || Flags[I])
        Calls[I]->setMetadata(CFIUncheckedMD, Empty);
  }
}

void importFrontendFacts(Module &M) {
  FrontendFacts &Facts = FrontendFacts::get();
  if (Facts.MainFile != M.getSourceFileName())
    return;
  if (!Facts.Prototypes.empty()) {
    LLVMContext &Ctx = M.getContext();
    NamedMDNode *NMD = M.getOrInsertNamedMetadata(KCFIPrototypesMD);
    SmallVector<StringRef, 64> Keys;
    for (auto &E : Facts.Prototypes)
      Keys.push_back(E.getKey());
    llvm::sort(Keys); // Deterministic IR.
    for (StringRef K : Keys) {
      const PrototypeSpellings &P = Facts.Prototypes[K];
      NMD->addOperand(
          MDNode::get(Ctx, {MDString::get(Ctx, K), MDString::get(Ctx, P.KCFI),
                            MDString::get(Ctx, P.Normalized)}));
    }
    Facts.Prototypes.clear();
  }
  for (Function &F : M) {
    auto It = Facts.Functions.find(F.getName());
    if (It == Facts.Functions.end())
      continue;
    if (It->second.NoKCFI)
      F.addFnAttr(NoKCFIAttr);
    if (Facts.SupportsCallFacts && !F.isDeclaration())
      markUncheckedCalls(F, It->second);
  }
  Facts.Functions.clear();
}

} // namespace kcc
