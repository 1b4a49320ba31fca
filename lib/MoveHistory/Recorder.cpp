//===- Recorder.cpp - Record move history around LLVM's own passes --------===//
//
// Part of kcc, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// No LLVM patch: pass instrumentation callbacks run before and after each
// pass that copies or moves code across a condition. Before, the recorder
// takes a snapshot of the function: every instruction with its key (debug
// location, opcode), type, chain and block, and every block's edge from its
// single predecessor. After, it compares the function with the snapshot:
//
//  - An instruction that was not there but whose key was is a copy (clones
//    keep the !dbg of their original). Its event is the conditional branch
//    that now decides whether the copy's block runs, found by walking up
//    single-predecessor blocks of the CFG the pass produced (or up the
//    dominator tree, for passes that copy loops; forward to the switch case
//    the copied path jumps to, for DFAJumpThreading), with the edge of
//    that branch that leads to it. A copy in a block reached from several
//    paths (returns merged into one block) is not on a path and gets no
//    event.
//  - An instruction still there (same object, opcode and type, and a debug
//    location the pass may have given it) in another block was moved:
//    sunk into a successor (Sink, InstCombine) is "on the path" of the
//    branch that now decides it; moved by SimplifyCFG into the block of the
//    branch it was behind is hoisting (its twin on the other path was
//    erased) or speculation (a select on that condition replaced the
//    branch), now executed before the condition; moved into the block where
//    the paths join, with its twin erased, is sinking of common code.
//  - SimplifyCFG's branch folding clones the "bonus instructions" of a block
//    into its predecessor and drops their locations. Blocks that can be
//    folded that way are recorded with their instructions and operands; a
//    new instruction in the predecessor that matches one of them, operand
//    for operand, is its copy, now executed before the predecessor's
//    condition.
//
// An instruction that was there and lost its chain (merges of identical
// instructions, speculation and branch folding drop unknown metadata) gets
// it back; the kept twin of hoisting or sinking also gets the erased
// twin's events, and a new instruction at the location of an erased one
// with a chain (a replacement, as InstCombine makes) inherits that chain.
// Every step is linear in the size of the function. The recorder only adds
// metadata that no pass and no back end reads.
//
//===----------------------------------------------------------------------===//

#include "kcc/MoveHistory.h"

#include "kcc/PluginOptions.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/PassInstrumentation.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"
#include "llvm/Transforms/InstCombine/InstCombine.h"
#include "llvm/Transforms/Scalar/CallSiteSplitting.h"
#include "llvm/Transforms/Scalar/DFAJumpThreading.h"
#include "llvm/Transforms/Scalar/JumpThreading.h"
#include "llvm/Transforms/Scalar/SimpleLoopUnswitch.h"
#include "llvm/Transforms/Scalar/SimplifyCFG.h"
#include "llvm/Transforms/Scalar/Sink.h"

#include <memory>
#include <optional>

using namespace llvm;

#define DEBUG_TYPE KCC_OPT_MOVE_HISTORY

STATISTIC(NumCopyEvents, "Move-history events recorded for copies");
STATISTIC(NumMoveEvents, "Move-history events recorded for moves");
STATISTIC(NumChainsRestored, "Move-history chains restored after a pass");

static cl::opt<bool> EnableMoveHistory(
    KCC_OPT_MOVE_HISTORY, cl::init(false),
    cl::desc("Record the move history of code copied or moved across "
             "conditions as !kcc.move_history metadata"));
static cl::opt<bool>
    LogMoveHistory(KCC_OPT_MOVE_HISTORY_LOG, cl::init(false),
                   cl::desc("Print each move-history event as it is recorded"));

namespace kcc {
namespace {

/// How the recorder reads what a pass did.
enum class Watch {
  Copies,     ///< Copies onto paths (threading, splitting, unswitching).
  Sinks,      ///< Moves into a successor.
  SimplifyCFG ///< Copies, bonus instructions, hoisting, speculation, sinking.
};
/// How the edge that decides a copy is found in the CFG the pass produced.
enum class Decide {
  Predecessors, ///< Up single-predecessor blocks.
  Dominators,   ///< Up the dominator tree (copies inside loops).
  Switch        ///< Forward to the switch case the copy's path jumps to.
};
struct WatchedPass {
  StringRef PassID;
  Watch What;
  MoveReason Reason; ///< For copies (Copies, SimplifyCFG) or moves (Sinks).
  Decide How;
  bool LoopPass; ///< Runs on loops (and may delete the one it ran on).
};
// Pass names as the pass instrumentation gives them (PassInfoMixin::name()).
const WatchedPass WatchedPasses[] = {
    {JumpThreadingPass::name(), Watch::Copies, MoveReason::JumpThreading,
     Decide::Predecessors, false},
    {SimplifyCFGPass::name(), Watch::SimplifyCFG, MoveReason::SimplifyCFG,
     Decide::Predecessors, false},
    {SinkingPass::name(), Watch::Sinks, MoveReason::Sinking,
     Decide::Predecessors, false},
    {InstCombinePass::name(), Watch::Sinks, MoveReason::Sinking,
     Decide::Predecessors, false},
    {CallSiteSplittingPass::name(), Watch::Copies,
     MoveReason::CallSiteSplitting, Decide::Predecessors, false},
    {DFAJumpThreadingPass::name(), Watch::Copies, MoveReason::DFAJumpThreading,
     Decide::Switch, false},
    {SimpleLoopUnswitchPass::name(), Watch::Copies, MoveReason::LoopUnswitching,
     Decide::Dominators, true},
};

/// Blocks SimplifyCFG may fold into a predecessor are small (its bonus
/// threshold is a couple of instructions); larger ones are not recorded.
constexpr unsigned MaxBonusBlock = 16;

using Key = std::pair<const DILocation *, unsigned>;

Key keyOf(const Instruction &I) {
  return {I.getDebugLoc().get(), I.getOpcode()};
}

/// An edge of a conditional branch or switch.
struct Edge {
  const BasicBlock *Decider = nullptr; ///< The block of the branch.
  const DILocation *CondLoc = nullptr; ///< The condition's, else the branch's.
  const DILocation *BranchLoc = nullptr;
  const Value *Cond = nullptr;
  MovePath Path = MovePath::Unknown;
  int64_t Case = 0;
};

/// The edge of \p T that leads to \p BB, if \p T is a conditional branch or
/// a switch (MovePath::Unknown: a switch reaches \p BB by several cases).
std::optional<Edge> edgeTo(const Instruction *T, const BasicBlock *BB) {
  Edge E;
  const Value *Cond = nullptr;
  if (auto *Br = dyn_cast_or_null<BranchInst>(T);
      Br && Br->isConditional() && Br->getSuccessor(0) != Br->getSuccessor(1)) {
    E.Path = Br->getSuccessor(0) == BB ? MovePath::True : MovePath::False;
    Cond = Br->getCondition();
  } else if (auto *Sw = dyn_cast_or_null<SwitchInst>(T)) {
    Cond = Sw->getCondition();
    unsigned Hits = 0;
    if (Sw->getDefaultDest() == BB) {
      E.Path = MovePath::Default;
      ++Hits;
    }
    for (const auto &C : Sw->cases())
      if (C.getCaseSuccessor() == BB) {
        E.Path = MovePath::Case;
        E.Case = C.getCaseValue()->getSExtValue();
        ++Hits;
      }
    if (Hits != 1)
      E.Path = MovePath::Unknown;
  } else {
    return std::nullopt;
  }
  // The condition's own location (the comparison in the source), else the
  // branch's.
  auto *CondI = dyn_cast<Instruction>(Cond);
  E.Decider = T->getParent();
  E.Cond = Cond;
  E.BranchLoc = T->getDebugLoc().get();
  E.CondLoc =
      CondI && CondI->getDebugLoc() ? CondI->getDebugLoc().get() : E.BranchLoc;
  return E;
}

/// The branch that decides whether \p BB runs: up the chain of
/// single-predecessor blocks to the first predecessor ending in a
/// conditional branch or switch; MovePath::Unknown where blocks merge.
Edge decidingEdge(const BasicBlock *BB) {
  SmallPtrSet<const BasicBlock *, 8> Seen;
  while (BB && Seen.insert(BB).second) {
    const BasicBlock *Pred = BB->getSinglePredecessor();
    if (!Pred)
      break; // Several ways in: no single deciding condition.
    if (auto E = edgeTo(Pred->getTerminator(), BB))
      return *E;
    BB = Pred;
  }
  return {};
}

/// The same for code in loops, whose headers have two ways in: up the
/// dominator tree to the first branch with exactly one edge that dominates
/// \p BB.
Edge decidingEdge(const BasicBlock *BB, const DominatorTree &DT) {
  if (!DT.isReachableFromEntry(BB))
    return {};
  for (const DomTreeNode *N = DT.getNode(BB)->getIDom(); N; N = N->getIDom()) {
    const BasicBlock *D = N->getBlock();
    const Instruction *T = D->getTerminator();
    const BasicBlock *Taken = nullptr;
    unsigned Dominating = 0;
    for (const BasicBlock *S : successors(D))
      if (DT.dominates(BasicBlockEdge(D, S), BB)) {
        Taken = S;
        ++Dominating;
      }
    if (Dominating != 1)
      continue;
    if (auto E = edgeTo(T, Taken))
      return *E;
  }
  return {};
}

MoveEvent makeEvent(const Edge &E, MoveReason Reason, StringRef Pass,
                    MovePlacement Placement) {
  MoveEvent M;
  M.Reason = Reason;
  M.Pass = Pass.str();
  M.Condition = getSourceFrames(E.CondLoc);
  M.Path = E.Path;
  M.CaseValue = E.Case;
  M.Placement = Placement;
  return M;
}

class Recorder {
public:
  void before(StringRef PassID, Any IR) {
    const WatchedPass *W = watched(PassID);
    const Function *F = W ? getFunction(IR) : nullptr;
    if (!F)
      return;
    Snapshot &S = Snapshots[F];
    S = Snapshot();
    if (W->LoopPass)
      LoopFunction = F;
    for (const BasicBlock &BB : *F) {
      OldBlock &B = S.Blocks[&BB];
      if (auto *Br = dyn_cast_or_null<BranchInst>(BB.getTerminator());
          W->LoopPass && Br && Br->isConditional() && Br->getDebugLoc())
        S.BranchOn.try_emplace(Br->getCondition(), Br->getDebugLoc().get());
      if (const BasicBlock *Pred = BB.getSinglePredecessor()) {
        B.Pred = Pred;
        B.In = edgeTo(Pred->getTerminator(), &BB);
      }
      unsigned Size = 0;
      for (const Instruction &I : BB) {
        ++Size;
        MDNode *Chain = I.getMetadata(MoveHistoryMD);
        S.AnyChain |= Chain != nullptr;
        if (isa<PHINode>(I) || (!I.getDebugLoc() && !Chain))
          continue;
        S.Insts[&I] = {keyOf(I), I.getType(), Chain, &BB};
        // Keys find copies; the sinking passes record none.
        if (I.getDebugLoc() && W->What != Watch::Sinks)
          S.Keys.try_emplace(keyOf(I), &BB);
      }
      if (W->What != Watch::SimplifyCFG)
        continue;
      if (auto *Br = dyn_cast_or_null<BranchInst>(BB.getTerminator());
          Br && Br->isConditional())
        B.BranchesOnKnown = branchesOnKnown(BB, Br->getCondition());
      if (Size <= MaxBonusBlock)
        recordFoldable(S, BB);
    }
  }

  void after(StringRef PassID, Any IR) {
    const WatchedPass *W = watched(PassID);
    if (const Function *F = W ? getFunction(IR) : nullptr)
      after(*W, PassID, F);
  }

  /// A loop pass that deleted its loop (an unswitched loop is replaced by
  /// its copies) reports no IR: use the function of the loop it ran on.
  void afterInvalidated(StringRef PassID) {
    const WatchedPass *W = watched(PassID);
    if (W && W->LoopPass && LoopFunction)
      after(*W, PassID, LoopFunction);
  }

private:
  void after(const WatchedPass &WP, StringRef PassID, const Function *CF) {
    const WatchedPass *W = &WP;
    auto It = Snapshots.find(CF);
    if (It == Snapshots.end())
      return;
    Snapshot S = std::move(It->second);
    Snapshots.erase(It);
    // The callbacks see the function as const; the metadata is kcc's own.
    Function &F = const_cast<Function &>(*CF);
    std::optional<DominatorTree> DT;
    DenseMap<const BasicBlock *, Edge> Threaded;
    auto Deciding = [&](const BasicBlock *BB) {
      switch (W->How) {
      case Decide::Predecessors:
        return decidingEdge(BB);
      case Decide::Dominators:
        if (!DT)
          DT.emplace(F);
        return decidingEdge(BB, *DT);
      case Decide::Switch:
        return switchCaseAhead(S, BB, Threaded);
      }
      llvm_unreachable("unknown way to decide");
    };

    SmallVector<std::pair<Instruction *, const OldInst *>, 8> Moved;
    SmallVector<Instruction *, 8> Fresh; // New, without a chain.
    BonusClones Clones;
    for (Instruction &I : instructions(F)) {
      auto Old = S.Insts.find(&I);
      bool Same = Old != S.Insts.end() && isSame(S, I, Old->second);
      if (Same)
        Old->second.Seen = true; // Not erased, whatever it is.
      // Phis and unconditional branches are how copies are joined and
      // reached, not copied code.
      auto *Br = dyn_cast<BranchInst>(&I);
      if (isa<PHINode>(I) || (Br && Br->isUnconditional()))
        continue;
      if (Same) {
        OldInst &O = Old->second;
        restore(I, O.Chain);
        if (O.Parent == I.getParent())
          continue;
        if (W->What == Watch::SimplifyCFG) {
          Moved.push_back({&I, &O});
        } else if (W->What == Watch::Sinks) {
          Edge E = Deciding(I.getParent());
          if (E.Path != MovePath::Unknown)
            record(F, I,
                   makeEvent(E, W->Reason, PassID, MovePlacement::OnPath));
        }
        continue; // Other passes move code only when they merge blocks.
      }
      // New: it may replace one the pass erased (see below).
      if (S.AnyChain && I.getDebugLoc() && !I.getMetadata(MoveHistoryMD))
        Fresh.push_back(&I);
      if (W->What == Watch::Sinks)
        continue;
      if (W->What == Watch::SimplifyCFG && matchBonus(S, I, PassID, Clones))
        continue;
      auto Orig = I.getDebugLoc() ? S.Keys.find(keyOf(I)) : S.Keys.end();
      if (Orig == S.Keys.end())
        continue; // New code, not a copy of code that was there.
      Edge E = Deciding(I.getParent());
      // Reached from several paths (e.g. returns merged into one block):
      // not a copy onto a path, nothing to explain.
      if (E.Path == MovePath::Unknown)
        continue;
      MoveReason Reason = W->Reason;
      // SimplifyCFG copies a block that branches on a phi, or on the
      // condition of a predecessor's branch, onto the edge of a predecessor
      // where that value is known.
      if (W->What == Watch::SimplifyCFG &&
          S.Blocks.lookup(Orig->second).BranchesOnKnown)
        Reason = MoveReason::SimplifyCFGThreading;
      // Unswitching hoists the branch out of the loop without a location;
      // the condition is the one the loop tested.
      if (!E.CondLoc && E.Cond)
        E.CondLoc = E.BranchLoc = S.BranchOn.lookup(E.Cond);
      record(F, I, makeEvent(E, Reason, PassID, MovePlacement::OnPath));
    }
    if (!Moved.empty())
      classifyMoves(S, F, PassID, Moved);
    if (!Fresh.empty())
      inheritReplaced(S, Fresh);
  }

  struct OldInst {
    Key K;
    Type *Ty;
    MDNode *Chain;
    const BasicBlock *Parent;
    bool Seen = false; ///< Still in the function after the pass.
  };
  struct OldBlock {
    const BasicBlock *Pred = nullptr;
    std::optional<Edge> In; ///< From Pred, if it ends in a condition.
    /// Its branch tests a value a predecessor may know (SimplifyCFG's
    /// getKnownValueOnEdge): one of its phis, or the condition of a
    /// predecessor's branch.
    bool BranchesOnKnown = false;
  };
  /// An instruction of a block that branch folding may copy.
  struct BonusInst {
    const Instruction *Orig; ///< A key only: the pass may have erased it.
    const DILocation *Loc;   ///< Its location, which its copies lose.
    unsigned Opcode;
    Type *Ty;
    SmallVector<const Value *, 3> Ops; ///< nullptr: a phi of the block.
    MDNode *Chain;
  };
  /// A foldable block as seen from one predecessor: the edge from it and
  /// the block's instructions, [First, First + Count) of Snapshot::Bonus.
  struct Foldable {
    Edge E;
    unsigned First, Count;
  };
  /// Each predecessor gets its own copies: (predecessor, original) -> copy.
  using BonusClones =
      DenseMap<std::pair<const BasicBlock *, const Value *>, const Value *>;
  struct Snapshot {
    DenseMap<const Instruction *, OldInst> Insts;
    DenseMap<Key, const BasicBlock *> Keys; ///< The block of each key.
    DenseMap<const BasicBlock *, OldBlock> Blocks;
    std::vector<BonusInst> Bonus;
    DenseMap<const BasicBlock *, SmallVector<Foldable, 1>> FoldableInto;
    bool AnyChain = false; ///< Some instruction had a chain.
    /// For loop passes: the location of a branch on each condition.
    DenseMap<const Value *, const DILocation *> BranchOn;
  };

  static const WatchedPass *watched(StringRef PassID) {
    for (const WatchedPass &W : WatchedPasses)
      if (W.PassID == PassID)
        return &W;
    return nullptr;
  }

  static const Function *getFunction(Any IR) {
    if (const auto *F = llvm::any_cast<const Function *>(&IR))
      return *F;
    if (const auto *L = llvm::any_cast<const Loop *>(&IR))
      return (*L)->getHeader()->getParent();
    return nullptr;
  }

  /// The edge that decided whether \p BB ran before the pass.
  static std::optional<Edge> oldEdge(const Snapshot &S, const BasicBlock *BB) {
    SmallPtrSet<const BasicBlock *, 8> Seen;
    while (BB && Seen.insert(BB).second) {
      auto It = S.Blocks.find(BB);
      if (It == S.Blocks.end())
        return std::nullopt;
      if (It->second.In)
        return It->second.In->Path == MovePath::Unknown ? std::nullopt
                                                        : It->second.In;
      BB = It->second.Pred;
    }
    return std::nullopt;
  }

  static bool branchesOnKnown(const BasicBlock &BB, const Value *Cond) {
    if (auto *PN = dyn_cast<PHINode>(Cond); PN && PN->getParent() == &BB)
      return true;
    return any_of(predecessors(&BB), [&](const BasicBlock *P) {
      auto *PBr = dyn_cast_or_null<BranchInst>(P->getTerminator());
      return PBr && PBr->isConditional() && PBr->getCondition() == Cond;
    });
  }

  /// Whether \p I is the instruction \p O of the snapshot, not a new one
  /// allocated where an erased one was: same opcode and type, and the
  /// location it had or one a moving pass gives (none, line 0 for merged
  /// locations, or the location of the branch it was moved above).
  static bool isSame(const Snapshot &S, const Instruction &I,
                     const OldInst &O) {
    if (O.K.second != I.getOpcode() || O.Ty != I.getType())
      return false;
    const DILocation *L = I.getDebugLoc().get();
    if (L == O.K.first || !L || L->getLine() == 0)
      return true;
    std::optional<Edge> E = oldEdge(S, O.Parent);
    return E && (L == E->BranchLoc || L == E->CondLoc);
  }

  /// Where \p BB leads when it is only a branch (SimplifyCFG removes such
  /// blocks before it folds the branches around them), else \p BB.
  static const BasicBlock *forwarded(const BasicBlock *BB) {
    for (unsigned Steps = 0; Steps < 8; ++Steps) {
      auto *Br = dyn_cast<BranchInst>(&BB->front());
      if (!Br || !Br->isUnconditional() || Br->getSuccessor(0) == BB)
        break;
      BB = Br->getSuccessor(0);
    }
    return BB;
  }

  /// Record \p BB if branch folding may copy its instructions into a
  /// predecessor: it ends in a conditional branch that shares a
  /// destination with the predecessor's (directly, or through blocks that
  /// only branch on).
  static void recordFoldable(Snapshot &S, const BasicBlock &BB) {
    auto *Br = dyn_cast_or_null<BranchInst>(BB.getTerminator());
    if (!Br || !Br->isConditional())
      return;
    const BasicBlock *Common[] = {forwarded(Br->getSuccessor(0)),
                                  forwarded(Br->getSuccessor(1))};
    auto SharesSuccessor = [&](const BasicBlock *P) {
      for (const BasicBlock *Succ : successors(P))
        if (is_contained(Common, forwarded(Succ)))
          return true;
      return false;
    };
    unsigned First = S.Bonus.size();
    for (const BasicBlock *P : predecessors(&BB)) {
      auto *PBr = dyn_cast_or_null<BranchInst>(P->getTerminator());
      if (!PBr || !PBr->isConditional() || P == &BB || !SharesSuccessor(P))
        continue;
      std::optional<Edge> E = edgeTo(PBr, &BB);
      if (!E || E->Path == MovePath::Unknown)
        continue;
      if (First == S.Bonus.size())
        for (const Instruction &I : BB) {
          if (isa<PHINode>(I) || I.isTerminator())
            continue;
          BonusInst B{
              &I, I.getDebugLoc().get(),       I.getOpcode(), I.getType(),
              {}, I.getMetadata(MoveHistoryMD)};
          for (const Value *Op : I.operands()) {
            auto *PN = dyn_cast<PHINode>(Op);
            B.Ops.push_back(PN && PN->getParent() == &BB ? nullptr : Op);
          }
          S.Bonus.push_back(std::move(B));
        }
      S.FoldableInto[P].push_back(
          {*E, First, unsigned(S.Bonus.size()) - First});
    }
  }

  /// If \p I is a bonus instruction that branch folding copied into its
  /// block, record it.
  bool matchBonus(Snapshot &S, Instruction &I, StringRef PassID,
                  BonusClones &Clones) {
    auto It = S.FoldableInto.find(I.getParent());
    if (It == S.FoldableInto.end())
      return false;
    for (const Foldable &Fo : It->second)
      for (unsigned N = Fo.First; N < Fo.First + Fo.Count; ++N) {
        const BonusInst &B = S.Bonus[N];
        if (Clones.count({I.getParent(), B.Orig}) ||
            B.Opcode != I.getOpcode() || B.Ty != I.getType() ||
            B.Ops.size() != I.getNumOperands())
          continue;
        bool Match = true;
        for (unsigned Op = 0; Match && Op < B.Ops.size(); ++Op) {
          const Value *Now = I.getOperand(Op), *Was = B.Ops[Op];
          Match =
              !Was || Now == Was || Clones.lookup({I.getParent(), Was}) == Now;
        }
        if (!Match)
          continue;
        Clones[{I.getParent(), B.Orig}] = &I;
        restore(I, B.Chain);
        MoveEvent E = makeEvent(Fo.E, MoveReason::SimplifyCFGFolding, PassID,
                                MovePlacement::BeforeCondition);
        if (!I.getDebugLoc())
          E.Origin = getSourceFrames(B.Loc);
        record(*I.getFunction(), I, E);
        return true;
      }
    return false;
  }

  /// SimplifyCFG's moves: hoisting and speculation above the branch an
  /// instruction was behind, sinking to where the paths join.
  void
  classifyMoves(const Snapshot &S, Function &F, StringRef PassID,
                ArrayRef<std::pair<Instruction *, const OldInst *>> Moved) {
    // Instructions the pass erased, by the branch they were behind: the
    // twin of a hoisted or sunk instruction is one of them.
    struct Erased {
      unsigned Opcode;
      MovePath Path;
      int64_t Case;
      MDNode *Chain;
    };
    DenseMap<const BasicBlock *, SmallVector<Erased, 2>> ErasedBehind;
    // Hoisting and sinking keep the branch: the decider must still be a
    // block of the function that ends in a condition (a branch folded to a
    // constant erases dead code too, and moves nothing across a condition).
    SmallPtrSet<const BasicBlock *, 16> Branching;
    for (const BasicBlock &BB : F)
      if (const Instruction *T = BB.getTerminator();
          isa_and_nonnull<SwitchInst>(T) ||
          (isa_and_nonnull<BranchInst>(T) &&
           cast<BranchInst>(T)->isConditional()))
        Branching.insert(&BB);
    for (const auto &[Ptr, O] : S.Insts)
      if (!O.Seen)
        if (std::optional<Edge> E = oldEdge(S, O.Parent))
          ErasedBehind[E->Decider].push_back(
              {O.K.second, E->Path, E->Case, O.Chain});

    for (const auto &Entry : Moved) {
      Instruction *I = Entry.first;
      const OldInst *O = Entry.second;
      std::optional<Edge> E = oldEdge(S, O->Parent);
      if (!E)
        continue;
      // Into the map itself: lookup() would hand back a copy that is gone
      // before the twin is used.
      const Erased *Twin = nullptr;
      if (auto It = ErasedBehind.find(E->Decider);
          It != ErasedBehind.end() && Branching.count(E->Decider))
        for (const Erased &X : It->second)
          if (X.Opcode == I->getOpcode() &&
              (X.Path != E->Path || X.Case != E->Case)) {
            Twin = &X;
            break;
          }
      BasicBlock *Now = I->getParent();
      bool Above = Now == E->Decider;
      bool Joined =
          !Above && Twin && is_contained(predecessors(Now), O->Parent);
      // The kept instruction stands for its erased twin too: it inherits
      // the twin's history (merging dropped it).
      if (Twin && (Above || Joined))
        appendMoveHistory(*I, Twin->Chain);
      if (Above && Twin)
        record(F, *I,
               makeEvent(*E, MoveReason::SimplifyCFGHoisting, PassID,
                         MovePlacement::BeforeCondition));
      else if (Above && selectsOn(*Now, *E)) // Not a branch folded away.
        record(F, *I,
               makeEvent(*E, MoveReason::SimplifyCFGSpeculation, PassID,
                         MovePlacement::BeforeCondition));
      else if (Joined)
        record(F, *I,
               makeEvent(*E, MoveReason::SimplifyCFGSinking, PassID,
                         MovePlacement::AfterJoin));
    }
  }

  /// Replacement: a pass that erases an instruction and replaces its uses
  /// by a new one (InstCombine's rewrites) gives the new one the old one's
  /// location. A new instruction at the location of an erased one that had
  /// a chain inherits it.
  static void inheritReplaced(const Snapshot &S,
                              ArrayRef<Instruction *> Fresh) {
    DenseMap<const DILocation *, MDNode *> ErasedChains;
    for (const auto &[Ptr, O] : S.Insts)
      if (!O.Seen && O.Chain && O.K.first)
        ErasedChains.try_emplace(O.K.first, O.Chain);
    if (ErasedChains.empty())
      return;
    for (Instruction *I : Fresh)
      if (!I->getMetadata(MoveHistoryMD))
        restore(*I, ErasedChains.lookup(I->getDebugLoc().get()));
  }

  /// DFAJumpThreading copies the blocks of a path through a loop on which
  /// the state a switch tests is known, and ends the copied path with a
  /// jump straight to that case. The edge of a copy in \p BB: forward
  /// through the blocks the pass made to the first block that was there,
  /// a successor of a switch, and which case of it that is.
  static Edge switchCaseAhead(const Snapshot &S, const BasicBlock *BB,
                              DenseMap<const BasicBlock *, Edge> &Memo) {
    if (auto It = Memo.find(BB); It != Memo.end())
      return It->second;
    Edge Found;
    SmallVector<const BasicBlock *, 8> Work{BB};
    SmallPtrSet<const BasicBlock *, 8> Seen{BB};
    while (!Work.empty() && Found.Path == MovePath::Unknown) {
      const BasicBlock *N = Work.pop_back_val();
      for (const BasicBlock *Succ : successors(N)) {
        if (!S.Blocks.count(Succ)) { // Made by the pass: go on.
          if (Seen.insert(Succ).second)
            Work.push_back(Succ);
          continue;
        }
        for (const BasicBlock *P : predecessors(Succ))
          if (isa_and_nonnull<SwitchInst>(P->getTerminator()) &&
              S.Blocks.count(P))
            if (auto E = edgeTo(P->getTerminator(), Succ);
                E && E->Path != MovePath::Unknown) {
              Found = *E;
              break;
            }
        if (Found.Path != MovePath::Unknown)
          break;
      }
    }
    return Memo[BB] = Found;
  }

  /// Whether \p BB holds a select that replaced the branch of \p E.
  static bool selectsOn(const BasicBlock &BB, const Edge &E) {
    for (const Instruction &I : BB)
      if (auto *Sel = dyn_cast<SelectInst>(&I)) {
        auto *Cond = dyn_cast<Instruction>(Sel->getCondition());
        if (Sel->getCondition() == E.Cond ||
            Sel->getDebugLoc().get() == E.BranchLoc ||
            (Cond && Cond->getDebugLoc().get() == E.CondLoc))
          return true;
      }
    return false;
  }

  static void restore(Instruction &I, MDNode *Chain) {
    if (Chain && !I.getMetadata(MoveHistoryMD)) {
      I.setMetadata(MoveHistoryMD, Chain);
      ++NumChainsRestored;
    }
  }

  static void record(Function &F, Instruction &I, const MoveEvent &E) {
    addMoveEvent(I, E);
    if (isCopy(E.Reason))
      ++NumCopyEvents;
    else
      ++NumMoveEvents;
    if (LogMoveHistory) {
      dbgs() << "kcc-move-history: " << F.getName() << ":" << I << "\n    ";
      printMoveEvent(dbgs(), E);
      dbgs() << "\n";
    }
  }

  DenseMap<const Function *, Snapshot> Snapshots;
  const Function *LoopFunction = nullptr; ///< Of the last loop pass.
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
  PIC->registerAfterPassInvalidatedCallback(
      [R](StringRef PassID, const PreservedAnalyses &) {
        R->afterInvalidated(PassID);
      });
}

} // namespace kcc
