//===- Recorder.cpp - Record move history around LLVM's own passes --------===//
//
// Part of kcc, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// No LLVM patch: pass instrumentation callbacks run before and after each
// pass that copies or sinks code. Before, the recorder remembers every
// instruction of the function with its key, (debug location, opcode), and
// its block. After, an instruction that was not there before but whose key
// was is a copy made by the pass (clones keep the !dbg of their original);
// after a sinking pass, an instruction now in another block was moved. Each
// gets an event:
// the pass, and the conditional branch that now decides whether the copy's
// block runs, found by walking up single-predecessor blocks of the CFG the
// pass produced, with the edge of that branch that leads to it. A new
// instruction in a block reached from several paths (returns merged into
// one block) is not a copy onto a path and gets no event.
//
// Instructions that were there before and lost their chain (merges of
// identical instructions drop unknown metadata) get it back.
//
// Both steps are linear in the size of the function. The recorder only adds
// metadata that no pass and no back end reads.
//
//===----------------------------------------------------------------------===//

#include "kcc/MoveHistory.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/PassInstrumentation.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"

#include <memory>

using namespace llvm;

#define DEBUG_TYPE "kcc-move-history"

static cl::opt<bool> EnableMoveHistory(
    "kcc-move-history", cl::init(false),
    cl::desc("Record the move history of code copied by JumpThreading and "
             "SimplifyCFG as !kcc.move_history metadata"));
static cl::opt<bool>
    LogMoveHistory("kcc-move-history-log", cl::init(false),
                   cl::desc("Print each move-history event as it is recorded"));

namespace kcc {
namespace {

/// The passes the recorder watches: those that copy code, and those that
/// sink it into a successor (other passes move instructions too, when they
/// merge blocks, which changes no path).
enum class Records { Copies, Moves };
struct WatchedPass {
  StringRef PassID;
  Records What;
  StringRef Reason;
};
const WatchedPass WatchedPasses[] = {
    {"JumpThreadingPass", Records::Copies, "copy by jump threading"},
    {"SimplifyCFGPass", Records::Copies, "copy by SimplifyCFG"},
    {"SinkingPass", Records::Moves, "move by sinking"},
    {"InstCombinePass", Records::Moves, "move by sinking"},
};

using Key = std::pair<const DILocation *, unsigned>;

Key keyOf(const Instruction &I) {
  return {I.getDebugLoc().get(), I.getOpcode()};
}

/// The branch that decides whether \p BB runs: up the chain of
/// single-predecessor blocks to the first predecessor ending in a
/// conditional branch or switch; MovePath::Unknown where blocks merge.
MoveEvent decidingEdge(const BasicBlock *BB) {
  MoveEvent E;
  SmallPtrSet<const BasicBlock *, 8> Seen;
  while (BB && Seen.insert(BB).second) {
    const BasicBlock *Pred = BB->getSinglePredecessor();
    if (!Pred)
      return E; // Several ways in: no single deciding condition.
    const Instruction *T = Pred->getTerminator();
    const Value *Cond = nullptr;
    if (auto *Br = dyn_cast<BranchInst>(T);
        Br && Br->isConditional() &&
        Br->getSuccessor(0) != Br->getSuccessor(1)) {
      E.Path = Br->getSuccessor(0) == BB ? MovePath::True : MovePath::False;
      Cond = Br->getCondition();
    } else if (auto *Sw = dyn_cast<SwitchInst>(T)) {
      Cond = Sw->getCondition();
      E.Path =
          Sw->getDefaultDest() == BB ? MovePath::Default : MovePath::Unknown;
      for (const auto &Case : Sw->cases())
        if (Case.getCaseSuccessor() == BB) {
          E.Path = MovePath::Case;
          E.CaseValue = Case.getCaseValue()->getSExtValue();
        }
    }
    if (Cond) {
      // The condition's own location (the comparison in the source), else
      // the branch's.
      auto *CondI = dyn_cast<Instruction>(Cond);
      E.Condition = getSourceFrames(CondI && CondI->getDebugLoc()
                                        ? CondI->getDebugLoc().get()
                                        : T->getDebugLoc().get());
      return E;
    }
    BB = Pred;
  }
  return E;
}

class Recorder {
public:
  void before(StringRef PassID, Any IR) {
    const Function *F = getFunction(PassID, IR);
    if (!F)
      return;
    Snapshot &S = Snapshots[F];
    S.Insts.clear();
    S.Keys.clear();
    for (const Instruction &I : instructions(*F)) {
      if (!I.getDebugLoc())
        continue;
      S.Insts[&I] = {keyOf(I), I.getMetadata(MoveHistoryMD), I.getParent()};
      S.Keys.insert(keyOf(I));
    }
  }

  void after(StringRef PassID, Any IR) {
    const Function *CF = getFunction(PassID, IR);
    if (!CF)
      return;
    auto It = Snapshots.find(CF);
    if (It == Snapshots.end())
      return;
    Snapshot S = std::move(It->second);
    Snapshots.erase(It);
    const WatchedPass *W = watched(PassID);
    // The callbacks see the function as const; the metadata is kcc's own.
    Function &F = const_cast<Function &>(*CF);
    for (Instruction &I : instructions(F)) {
      // Phis and unconditional branches are how copies are joined and
      // reached, not copied code.
      auto *Br = dyn_cast<BranchInst>(&I);
      if (!I.getDebugLoc() || isa<PHINode>(I) || (Br && Br->isUnconditional()))
        continue;
      Key K = keyOf(I);
      auto Old = S.Insts.find(&I);
      bool WasThere = Old != S.Insts.end() && Old->second.K == K;
      if (WasThere) {
        // Restore a chain a merge dropped.
        if (Old->second.Chain && !I.getMetadata(MoveHistoryMD))
          I.setMetadata(MoveHistoryMD, Old->second.Chain);
        // Sunk into another block?
        if (W->What != Records::Moves || Old->second.Parent == I.getParent())
          continue;
      } else if (W->What != Records::Copies || !S.Keys.count(K)) {
        continue; // New code, not a copy of code that was there.
      }
      MoveEvent E = decidingEdge(I.getParent());
      // Reached from several paths (e.g. returns merged into one block):
      // not a copy onto a path, nothing to explain.
      if (E.Path == MovePath::Unknown)
        continue;
      E.Reason = W->Reason.str();
      E.Pass = PassID.str();
      addMoveEvent(I, E);
      if (LogMoveHistory) {
        dbgs() << "kcc-move-history: " << F.getName() << ":" << I << "\n    ";
        printMoveEvent(dbgs(), E);
        dbgs() << "\n";
      }
    }
  }

private:
  struct OldInst {
    Key K;
    MDNode *Chain;
    const BasicBlock *Parent;
  };
  struct Snapshot {
    DenseMap<const Instruction *, OldInst> Insts;
    DenseSet<Key> Keys;
  };

  static const WatchedPass *watched(StringRef PassID) {
    for (const WatchedPass &W : WatchedPasses)
      if (W.PassID == PassID)
        return &W;
    return nullptr;
  }

  static const Function *getFunction(StringRef PassID, Any IR) {
    if (!watched(PassID))
      return nullptr;
    if (const auto *F = llvm::any_cast<const Function *>(&IR))
      return *F;
    return nullptr;
  }

  DenseMap<const Function *, Snapshot> Snapshots;
};

} // namespace

void registerMoveHistoryCallbacks(PassBuilder &PB) {
  if (!EnableMoveHistory)
    return;
  PassInstrumentationCallbacks *PIC = PB.getPassInstrumentationCallbacks();
  if (!PIC)
    return;
  auto R = std::make_shared<Recorder>();
  PIC->registerBeforeNonSkippedPassCallback(
      [R](StringRef PassID, Any IR) { R->before(PassID, IR); });
  PIC->registerAfterPassCallback(
      [R](StringRef PassID, Any IR, const PreservedAnalyses &) {
        R->after(PassID, IR);
      });
}

} // namespace kcc
