//===- PathSplit.cpp - Subscripts on the paths jump threading would make --===//
//
// Part of kcc, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// GCC's jump threading copies the code between a condition and a later
// branch that the condition decides onto each of the condition's paths; on
// one of them a subscript the condition tests may be out of bounds, and
// GCC's -Warray-bounds warns there (its PR 109071). LLVM leaves such code
// where it is (or folds the later branch into an `and`), so the subscript's
// range at the access covers both paths. This finds the condition and the
// range of the subscript on each of its paths, and the later decision that
// makes the paths separate in GCC:
//
//   int ret = setval (i);            // ret = (unsigned) i <= 2
//   if (commands[i] == "b" && ret)   // i is anything but [0, 2] when
//                                    // ret is 0, and ret is tested after
//
//===----------------------------------------------------------------------===//

#include "Checker.h"

#include "llvm/Analysis/ConstantFolding.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/PatternMatch.h"

using namespace llvm;

namespace kcc {

namespace {

/// The steps from a value down to the value it is computed from: casts
/// and additions of a constant.
struct Derivation {
  Value *Root = nullptr;
  SmallVector<Instruction *, 4> Steps; ///< Outermost first.
};

Derivation derive(Value *V) {
  Derivation D;
  for (unsigned Depth = 0; Depth < 6; ++Depth) {
    auto *I = dyn_cast<Instruction>(V);
    if (!I || !(isa<SExtInst, ZExtInst, TruncInst>(I) ||
                (I->getOpcode() == Instruction::Add &&
                 isa<ConstantInt>(I->getOperand(1)))))
      break;
    D.Steps.push_back(I);
    V = I->getOperand(0);
  }
  D.Root = V;
  return D;
}

/// The values \p Root may have for its derivation \p Steps to lie in \p R.
std::optional<ConstantRange> preimage(ConstantRange R,
                                      ArrayRef<Instruction *> Steps) {
  for (Instruction *I : Steps) {
    unsigned From = I->getOperand(0)->getType()->getIntegerBitWidth();
    switch (I->getOpcode()) {
    case Instruction::Add:
      R = R.sub(cast<ConstantInt>(I->getOperand(1))->getValue());
      break;
    case Instruction::SExt:
      R = R.intersectWith(
               ConstantRange::getFull(From).signExtend(R.getBitWidth()),
               ConstantRange::Signed)
              .truncate(From);
      break;
    case Instruction::ZExt:
      R = R.intersectWith(
               ConstantRange::getFull(From).zeroExtend(R.getBitWidth()),
               ConstantRange::Unsigned)
              .truncate(From);
      break;
    default: // A truncation loses what the condition says.
      return std::nullopt;
    }
  }
  return R;
}

/// The range of the value derived from \p Root by \p Steps.
ConstantRange image(ConstantRange R, ArrayRef<Instruction *> Steps) {
  for (Instruction *I : reverse(Steps)) {
    unsigned To = I->getType()->getIntegerBitWidth();
    switch (I->getOpcode()) {
    case Instruction::Add:
      R = R.add(cast<ConstantInt>(I->getOperand(1))->getValue());
      break;
    case Instruction::SExt:
      R = R.signExtend(To);
      break;
    case Instruction::ZExt:
      R = R.zeroExtend(To);
      break;
    default:
      R = R.truncate(To);
    }
  }
  return R;
}

/// What \p V is when the comparison \p Cmp is \p Outcome: a constant, or
/// null when that does not decide it. A phi decides by the edge of \p Cmp's
/// branch \p Br the paths to it came through.
class DecidedBy {
public:
  DecidedBy(ICmpInst &Cmp, bool Outcome, BranchInst *Br,
            const DominatorTree &DT, const DataLayout &DL)
      : Cmp(Cmp), Outcome(Outcome), Br(Br), DT(DT), DL(DL) {
    pin();
  }

  Constant *fold(Value *V, unsigned Depth = 0) {
    if (V == &Cmp)
      return ConstantInt::getBool(Cmp.getType(), Outcome);
    for (auto [Value, C] : Pinned)
      if (V == Value)
        return C;
    if (auto *C = dyn_cast<Constant>(V))
      return C;
    auto *I = dyn_cast<Instruction>(V);
    if (!I || Depth > 6)
      return nullptr;
    if (auto *Sel = dyn_cast<SelectInst>(I)) {
      if (Constant *C = fold(Sel->getCondition(), Depth + 1))
        return C->isNullValue()  ? fold(Sel->getFalseValue(), Depth + 1)
               : C->isOneValue() ? fold(Sel->getTrueValue(), Depth + 1)
                                 : nullptr;
      Constant *T = fold(Sel->getTrueValue(), Depth + 1);
      return T && T == fold(Sel->getFalseValue(), Depth + 1) ? T : nullptr;
    }
    if (auto *Cast = dyn_cast<CastInst>(I)) {
      Constant *C = fold(Cast->getOperand(0), Depth + 1);
      return C ? ConstantFoldCastOperand(Cast->getOpcode(), C, Cast->getType(),
                                         DL)
               : nullptr;
    }
    if (auto *Other = dyn_cast<CmpInst>(I)) {
      Constant *L = fold(Other->getOperand(0), Depth + 1);
      Constant *R = L ? fold(Other->getOperand(1), Depth + 1) : nullptr;
      return R ? ConstantFoldCompareInstOperands(Other->getPredicate(), L, R,
                                                 DL)
               : nullptr;
    }
    if (auto *BO = dyn_cast<BinaryOperator>(I)) {
      Constant *L = fold(BO->getOperand(0), Depth + 1);
      Constant *R = fold(BO->getOperand(1), Depth + 1);
      // One side of an `and` or `or` of conditions may decide it alone.
      if (BO->getType()->isIntegerTy(1))
        for (Constant *C : {L, R})
          if (C && ((BO->getOpcode() == Instruction::And && C->isNullValue()) ||
                    (BO->getOpcode() == Instruction::Or && C->isOneValue())))
            return C;
      return L && R ? ConstantFoldBinaryOpOperands(BO->getOpcode(), L, R, DL)
                    : nullptr;
    }
    if (auto *Phi = dyn_cast<PHINode>(I); Phi && Br) {
      BasicBlockEdge Taken(Br->getParent(), Br->getSuccessor(Outcome ? 0 : 1));
      BasicBlockEdge Other(Br->getParent(), Br->getSuccessor(Outcome ? 1 : 0));
      Constant *Decided = nullptr;
      for (unsigned N = 0; N < Phi->getNumIncomingValues(); ++N) {
        BasicBlock *In = Phi->getIncomingBlock(N);
        auto Through = [&](const BasicBlockEdge &E) {
          return (E.getStart() == In && E.getEnd() == Phi->getParent()) ||
                 DT.dominates(E, In);
        };
        if (Through(Other))
          continue;
        if (!Through(Taken))
          return nullptr;
        Constant *C = fold(Phi->getIncomingValue(N), Depth + 1);
        if (!C || (Decided && C != Decided))
          return nullptr;
        Decided = C;
      }
      return Decided;
    }
    return nullptr;
  }

private:
  /// An equality the outcome makes true pins the value compared, and the
  /// value it is derived from (`f + 1 == 0`: f is -1).
  void pin() {
    auto *C = dyn_cast<ConstantInt>(Cmp.getOperand(1));
    if (!C || (Outcome ? Cmp.getPredicate() : Cmp.getInversePredicate()) !=
                  ICmpInst::ICMP_EQ)
      return;
    Pinned.push_back({Cmp.getOperand(0), C});
    Derivation D = derive(Cmp.getOperand(0));
    if (D.Steps.empty())
      return;
    if (std::optional<ConstantRange> R =
            preimage(ConstantRange(C->getValue()), D.Steps))
      if (const APInt *Root = R->getSingleElement())
        Pinned.push_back({D.Root, ConstantInt::get(D.Root->getType(), *Root)});
  }

  ICmpInst &Cmp;
  bool Outcome;
  BranchInst *Br;
  const DominatorTree &DT;
  const DataLayout &DL;
  SmallVector<std::pair<Value *, Constant *>, 2> Pinned;
};

/// The branch on \p Cmp in its block, if any.
BranchInst *branchOn(ICmpInst &Cmp) {
  auto *Br = dyn_cast<BranchInst>(Cmp.getParent()->getTerminator());
  return Br && Br->isConditional() && Br->getCondition() == &Cmp ? Br : nullptr;
}

/// Whether \p Cmp decides between two ways before \p Access, as an `if`,
/// `?:`, `&&` or `||` of the source does (a branch in GCC, which its jump
/// threading may copy code across): a comparison only turned into a number
/// there (`ok = n != -1`) does not, even if the optimizer branches on it
/// after the access in place of `if (ok)`.
bool branchesBefore(ICmpInst &Cmp, Instruction &Access,
                    const DominatorTree &DT) {
  using namespace PatternMatch;
  return any_of(Cmp.users(), [&](User *U) {
    return (isa<BranchInst, SelectInst>(U) || match(U, m_Not(m_Value())) ||
            match(U, m_LogicalAnd(m_Value(), m_Value())) ||
            match(U, m_LogicalOr(m_Value(), m_Value()))) &&
           !DT.dominates(&Access, cast<Instruction>(U));
  });
}

/// Whether an edge of a branch on \p Cmp (or on a condition made of it)
/// leads to \p Access alone: then \p Cmp guards it, and its range at the
/// access says so already.
bool guards(ICmpInst &Cmp, Instruction &Access, const DominatorTree &DT) {
  SmallVector<Value *, 8> Work{&Cmp};
  SmallPtrSet<Value *, 8> Seen;
  using namespace PatternMatch;
  while (!Work.empty()) {
    Value *V = Work.pop_back_val();
    if (!Seen.insert(V).second || Seen.size() > 16)
      continue;
    for (User *U : V->users()) {
      if (auto *Br = dyn_cast<BranchInst>(U)) {
        for (unsigned S = 0; S < 2; ++S)
          if (DT.dominates(BasicBlockEdge(Br->getParent(), Br->getSuccessor(S)),
                           Access.getParent()))
            return true;
      } else if (match(U, m_Not(m_Value())) ||
                 match(U, m_LogicalAnd(m_Value(), m_Value())) ||
                 match(U, m_LogicalOr(m_Value(), m_Value()))) {
        Work.push_back(U);
      }
    }
  }
  return false;
}

/// The comparisons with a constant of \p Root, or of a value derived from
/// it, computed before \p Access.
SmallVector<std::pair<ICmpInst *, Derivation>, 4>
comparisonsOf(Value *Root, Instruction &Access, const DominatorTree &DT) {
  SmallVector<std::pair<ICmpInst *, Derivation>, 4> Tests;
  SmallVector<Value *, 8> Derived{Root};
  for (unsigned N = 0; N < Derived.size() && N < 16; ++N)
    for (User *U : Derived[N]->users()) {
      auto *I = dyn_cast<Instruction>(U);
      if (!I || I->getFunction() != Access.getFunction())
        continue;
      if (auto *Cmp = dyn_cast<ICmpInst>(I)) {
        if (isa<ConstantInt>(Cmp->getOperand(1)) &&
            Cmp->getOperand(0) == Derived[N] && DT.dominates(Cmp, &Access))
          Tests.push_back({Cmp, derive(Derived[N])});
      } else if (isa<SExtInst, ZExtInst>(I) ||
                 (I->getOpcode() == Instruction::Add &&
                  isa<ConstantInt>(I->getOperand(1)) &&
                  I->getOperand(0) == Derived[N])) {
        Derived.push_back(I);
      }
    }
  return Tests;
}

/// Whether every use of \p I is reached only through the edge \p E.
bool usedOnlyThrough(const Instruction &I, const BasicBlockEdge &E,
                     const DominatorTree &DT) {
  return all_of(I.uses(), [&](const Use &U) {
    const auto *User = cast<Instruction>(U.getUser());
    const BasicBlock *At = User->getParent();
    if (const auto *Phi = dyn_cast<PHINode>(User)) {
      At = Phi->getIncomingBlock(U);
      if (At == E.getStart() && Phi->getParent() == E.getEnd())
        return true;
    }
    return DT.dominates(E, At);
  });
}

/// Whether a branch (or `&&`, `||`) after \p Access is decided by \p Cmp
/// being \p Outcome, and not the same way by the other outcome: GCC's jump
/// threading copies the access onto that path only for such a decision.
bool decidedAfter(Instruction &Access, ICmpInst &Cmp, bool Outcome,
                  const DominatorTree &DT, const DataLayout &DL) {
  BranchInst *Br = branchOn(Cmp);
  DecidedBy Taken(Cmp, Outcome, Br, DT, DL), Untaken(Cmp, !Outcome, Br, DT, DL);
  using namespace PatternMatch;
  for (BasicBlock &BB : *Access.getFunction()) {
    if (!DT.dominates(Access.getParent(), &BB))
      continue;
    for (Instruction &I : BB) {
      if (&BB == Access.getParent() && !DT.dominates(&Access, &I))
        continue;
      Value *D = nullptr;
      if (auto *B = dyn_cast<BranchInst>(&I); B && B->isConditional())
        D = B->getCondition();
      else if (auto *S = dyn_cast<SwitchInst>(&I))
        D = S->getCondition();
      else if (match(&I, m_LogicalAnd(m_Value(), m_Value())) ||
               match(&I, m_LogicalOr(m_Value(), m_Value())))
        D = &I; // `&&` and `||` are branches in GCC (a select of values is
                // not: nothing is copied for it).
      if (!D)
        continue;
      Constant *C = Taken.fold(D);
      if (!C || C == Untaken.fold(D))
        continue;
      // A load whose value only the other way uses is moved there (GCC
      // sinks it): no copy of it is on this path.
      if (auto *B = dyn_cast<BranchInst>(&I);
          B && isa<LoadInst>(Access) &&
          usedOnlyThrough(
              Access,
              BasicBlockEdge(&BB, B->getSuccessor(C->isOneValue() ? 1 : 0)),
              DT))
        continue;
      return true;
    }
  }
  return false;
}

} // namespace

/// A condition before \p Access, which does not guard it, on a value the
/// subscript \p V is derived from, and a later branch (or `&&`, `||`) that
/// the condition's outcome decides, where the subscript's ranges on that
/// path are \p OutOfBounds. \p OnlyBranches: a condition the optimizer
/// turned into a number before the access is not taken (for a subscript it
/// is: an inlined `if (i > 4) return 0; return 1;` is one).
std::optional<Checker::PathSplit> Checker::splitPath(
    Value *V, Instruction &Access,
    function_ref<bool(const ConstantRange &, const ConstantRange &)>
        OutOfBounds,
    bool OnlyBranches) {
  if (!V->getType()->isIntegerTy() || V->getType()->getIntegerBitWidth() > 64)
    return std::nullopt;
  Derivation Sub = derive(V);
  // (A constant has no comparisons to find, nor a list of its uses.)
  if (!isa<Instruction, Argument>(Sub.Root))
    return std::nullopt;
  std::optional<ConstantRange> RootRange = rangeAt(Sub.Root, &Access);
  if (!RootRange)
    return std::nullopt;
  bool Widened =
      all_of(Sub.Steps, [](const Instruction *I) { return isa<SExtInst>(I); });
  DominatorTree &DT = dt();
  for (auto &[Cmp, Tested] : comparisonsOf(Sub.Root, Access, DT)) {
    if (Tested.Root != Sub.Root ||
        (OnlyBranches && !branchesBefore(*Cmp, Access, DT)) ||
        guards(*Cmp, Access, DT))
      continue;
    const APInt &C = cast<ConstantInt>(Cmp->getOperand(1))->getValue();
    for (bool Outcome : {true, false}) {
      CmpInst::Predicate P =
          Outcome ? Cmp->getPredicate() : Cmp->getInversePredicate();
      std::optional<ConstantRange> Root =
          preimage(ConstantRange::makeExactICmpRegion(P, C), Tested.Steps);
      if (!Root)
        continue;
      ConstantRange Narrow = Root->intersectWith(*RootRange);
      if (Narrow.isEmptySet() || Narrow == *RootRange)
        continue;
      ConstantRange Range = image(Narrow, Sub.Steps);
      if (!Widened)
        Narrow = Range;
      if (OutOfBounds(Narrow, Range) &&
          decidedAfter(Access, *Cmp, Outcome, DT, DL))
        return PathSplit{Cmp, Outcome, Narrow, Range};
    }
  }
  return std::nullopt;
}

} // namespace kcc
