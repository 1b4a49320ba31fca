//===- Path.cpp - The event path of a bounds warning ----------------------===//
//
// Part of kcc, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// GCC 16's -fdiagnostics-show-context: the conditions whose outcome puts the
// warned access on its path, nearest first, found up the dominator tree of
// the access's block; each with what it implies for the source variable
// behind the out-of-bounds value. The move history adds what GCC cannot
// say: the transformation that put the code on that path.
//
//===----------------------------------------------------------------------===//

#include "Checker.h"
#include "kcc/MoveHistory.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/DebugProgramInstruction.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace kcc {

namespace {

/// Values the subscript is computed from (through casts and arithmetic with
/// constants): a condition on one of them constrains the subscript.
void collectSlice(const Value *V, SmallPtrSetImpl<const Value *> &Slice,
                  unsigned Depth = 0) {
  if (!V || isa<Constant>(V) || !Slice.insert(V).second || Depth > 6)
    return;
  if (const auto *I = dyn_cast<Instruction>(V)) {
    if (isa<CastInst, FreezeInst, BinaryOperator>(I))
      for (const Value *Op : I->operands())
        collectSlice(Op, Slice, Depth + 1);
  }
}

/// Whether \p Cond, taken \p Outcome, pins a value to \p Pinned: an
/// equality with that constant (`if (at == -1) note (acc[at])`, whose
/// subscript the optimizer replaced with the constant).
bool conditionPins(const Value *Cond, bool Outcome,
                   const std::optional<int64_t> &Pinned) {
  const auto *Cmp = dyn_cast<ICmpInst>(Cond);
  if (!Pinned || !Cmp || !Cmp->isEquality() ||
      (Cmp->getPredicate() == ICmpInst::ICMP_EQ) != Outcome)
    return false;
  const auto *C = dyn_cast<ConstantInt>(Cmp->getOperand(1));
  return C && C->getBitWidth() <= 64 && C->getSExtValue() == *Pinned;
}

bool conditionConstrains(const Value *Cond,
                         const SmallPtrSetImpl<const Value *> &Slice) {
  SmallPtrSet<const Value *, 8> CondSlice;
  if (const auto *Cmp = dyn_cast<ICmpInst>(Cond)) {
    collectSlice(Cmp->getOperand(0), CondSlice);
    collectSlice(Cmp->getOperand(1), CondSlice);
  } else {
    collectSlice(Cond, CondSlice);
  }
  for (const Value *V : CondSlice)
    if (Slice.count(V))
      return true;
  return false;
}

/// The parts of a branch condition that the branch going the \p Outcome way
/// decides: both sides of an `and` taken as true, of an `or` taken as false
/// (the optimizer merges `if (a) if (b)` into one branch on `a & b`).
void splitCondition(const Value *Cond, bool Outcome,
                    SmallVectorImpl<std::pair<const Value *, bool>> &Parts,
                    unsigned Depth = 0) {
  using namespace PatternMatch;
  const Value *A, *B;
  if (Depth < 8) {
    if (match(Cond, m_Not(m_Value(A))))
      return splitCondition(A, !Outcome, Parts, Depth + 1);
    if ((Outcome && match(Cond, m_LogicalAnd(m_Value(A), m_Value(B)))) ||
        (!Outcome && match(Cond, m_LogicalOr(m_Value(A), m_Value(B))))) {
      splitCondition(A, Outcome, Parts, Depth + 1);
      splitCondition(B, Outcome, Parts, Depth + 1);
      return;
    }
  }
  Parts.push_back({Cond, Outcome});
}

} // namespace

/// ", so 'i' is 4", ", so 'i' is in [4, 9]", or for an anti-range ", so
/// 'i' is outside [0, 2]"; empty for no name, a full or an empty range.
static std::string variableRange(StringRef Name, const ConstantRange &R) {
  if (Name.empty() || R.isFullSet() || R.isEmptySet())
    return "";
  bool Anti = R.isSignWrappedSet();
  ConstantRange Shown = Anti ? R.inverse() : R;
  if (Shown.isSignWrappedSet() || Shown.isEmptySet())
    return "";
  int64_t Lo = Shown.getSignedMin().getSExtValue();
  int64_t Hi = Shown.getSignedMax().getSExtValue();
  if (Lo == Hi && !Anti)
    return (", so '" + Name + "' is " + Twine(Lo)).str();
  return (", so '" + Name + "' is " + (Anti ? "outside" : "in") + " [" +
          Twine(Lo) + ", " + Twine(Hi) + "]")
      .str();
}

/// ", so 'i' is in [11, 98]": the range of the source variable that
/// \p Operand is made from (through casts), on the edge of \p BI taken as
/// \p Outcome; empty if unknown or unconstrained.
std::string Checker::impliedRange(const Value *Operand, BasicBlock *From,
                                  BranchInst *BI, bool Outcome,
                                  Instruction &At) {
  const Value *V = Operand;
  while (const auto *Cast = dyn_cast_or_null<CastInst>(V))
    V = Cast->getOperand(0);
  if (!V || !V->getType()->isIntegerTy() ||
      V->getType()->getIntegerBitWidth() > 64 || isa<Constant>(V))
    return "";
  StringRef Name;
  for (DbgVariableRecord *DVR : findDVRValues(const_cast<Value *>(V)))
    if (!isCaptureRecord(*DVR) && DVR->getExpression()->getNumElements() == 0)
      Name = DVR->getVariable()->getName();
  if (Name.empty() || !availableAtEnd(V, From))
    return "";
  ConstantRange R = lvi().getConstantRangeOnEdge(
      const_cast<Value *>(V), From, BI->getSuccessor(Outcome ? 0 : 1), &At);
  return R.isSignWrappedSet() ? "" : variableRange(Name, R);
}

/// The source variable \p V holds (through casts), from its debug values.
StringRef sourceName(const Value *V) {
  while (const auto *Cast = dyn_cast<CastInst>(V))
    V = Cast->getOperand(0);
  if (isa<Constant>(V))
    return "";
  for (DbgVariableRecord *DVR : findDVRValues(const_cast<Value *>(V)))
    if (!isCaptureRecord(*DVR) && DVR->getExpression()->getNumElements() == 0)
      return DVR->getVariable()->getName();
  return "";
}

/// Whether the move-history frame \p F is at \p L.
static bool isAt(const SourceFrame &F, const DILocation *L) {
  return L && F.Line == L->getLine() && F.Column == L->getColumn() &&
         isSameSourceFile(F.File, L->getFilename());
}

/// The cases of \p SI whose edge alone leads to \p Target: "case 7",
/// "cases 1, 2", "the default case"; none if no one edge does.
static std::optional<std::string> switchCase(const SwitchInst &SI,
                                             const BasicBlock *Target,
                                             const DominatorTree &DT) {
  const BasicBlock *From = SI.getParent();
  for (unsigned S = 0, E = SI.getNumSuccessors(); S != E; ++S) {
    const BasicBlock *To = SI.getSuccessor(S);
    // Several edges to one successor: none alone dominates.
    if (!DT.dominates(BasicBlockEdge(From, To), Target))
      continue;
    if (To == SI.getDefaultDest())
      return std::string("the default case");
    // (A constant subscript that is not a case's value is one the case
    // computed from the switch's value, `case 1: a[sel + 7]`: its case
    // puts it there all the same.)
    SmallVector<std::string, 4> Values;
    for (const auto &Case : SI.cases())
      if (Case.getCaseSuccessor() == To)
        Values.push_back(toString(Case.getCaseValue()->getValue(),
                                  /*Radix=*/10, /*Signed=*/true));
    if (Values.empty())
      return std::nullopt;
    return (Values.size() == 1 ? "case " : "cases ") + join(Values, ", ");
  }
  return std::nullopt;
}

/// What the move history says of a condition at \p Loc (or of its branch at
/// \p BranchLoc) with outcome \p Outcome: " (<transformation> put this code
/// on that path)" when a pass copied the code onto that path; the event
/// used is marked in \p Used.
static std::string copiedOnto(ArrayRef<MoveEvent> History,
                              SmallVectorImpl<bool> &Used, bool Outcome,
                              const DILocation *Loc,
                              const DILocation *BranchLoc) {
  std::string Text;
  for (unsigned H = 0; H < History.size(); ++H) {
    const MoveEvent &E = History[H];
    bool SamePath = E.Placement == MovePlacement::OnPath &&
                    ((E.Path == MovePath::True && Outcome) ||
                     (E.Path == MovePath::False && !Outcome));
    if (!Used[H] && SamePath && !E.Condition.empty() &&
        (isAt(E.Condition.front(), Loc) ||
         isAt(E.Condition.front(), BranchLoc))) {
      Used[H] = true;
      Text +=
          (" (" + getMoveReasonName(E.Reason) + " put this code on that path)")
              .str();
    }
  }
  return Text;
}

/// Where a condition's event goes: at \p Part, or at \p Loc, its branch's
/// place. A comparison that branch folding copied into the block of another
/// branch lost its location (the branch's is the other one's): the move
/// history keeps where it was.
static PassLocation conditionLocation(const Instruction *Part,
                                      const DILocation *Loc) {
  if (Part && !Part->getDebugLoc())
    for (const MoveEvent &E : getMoveHistory(*Part))
      if (!E.Origin.empty()) {
        const SourceFrame &O = E.Origin.front();
        return PassLocation(O.File, O.Line, O.Column);
      }
  return PassLocation(Loc);
}

/// The transformations of \p History whose condition is not among the
/// events (not \p Used), oldest first (GCC 16 names none).
static void transformationEvents(ArrayRef<MoveEvent> History,
                                 ArrayRef<bool> Used,
                                 std::vector<PassEvent> &Events) {
  for (unsigned H = History.size(); H-- > 0;) {
    if (Used[H])
      continue;
    const MoveEvent &E = History[H];
    std::string Buf;
    raw_string_ostream OS(Buf);
    printMoveEvent(OS, E);
    PassLocation Loc;
    if (!E.Condition.empty())
      Loc = PassLocation(E.Condition.front().File, E.Condition.front().Line,
                         E.Condition.front().Column);
    Events.push_back({EventKind::Transformation, Loc, Buf});
  }
}

/// The values \p Cmp is true for, of the value it tests: a value the
/// optimizer offset for this test alone (`x >= 3 && x < 10` as `x - 3 u<
/// 7`) stands for the value it offsets. None if it tests no constant.
static std::optional<ConstantRange> testedRegion(const ICmpInst &Cmp) {
  using namespace PatternMatch;
  const APInt *C, *Offset;
  ICmpInst::Predicate Pred = Cmp.getPredicate();
  const Value *Tested = Cmp.getOperand(0);
  if (!match(Cmp.getOperand(1), m_APInt(C))) {
    if (!match(Cmp.getOperand(0), m_APInt(C)))
      return std::nullopt;
    Pred = ICmpInst::getSwappedPredicate(Pred);
    Tested = Cmp.getOperand(1);
  }
  ConstantRange R = ConstantRange::makeExactICmpRegion(Pred, *C);
  if (Tested->hasOneUse() && match(Tested, m_Add(m_Value(), m_APInt(Offset))))
    R = R.subtract(*Offset);
  return R;
}

/// The outcome in the source's sense of the comparison \p Cmp taken as
/// \p Outcome: the optimizer may test the inverse of what the source wrote
/// (`x != 9` as `x == 9`, `x > 2` as `x u< 3`, a rotated loop's `i < 12` as
/// `i == 12`). The two agree if no value the test is true (false) for is
/// one the source's is false (true) for, and are inverse if none is one
/// the source's agrees on; otherwise the optimizer's outcome is kept.
bool Checker::sourceOutcome(const ICmpInst &Cmp, bool Outcome) const {
  using Comparison = SourceRangeFact::Comparison;
  const SourceRangeFact *Fact = Ranges.at(Cmp.getDebugLoc().get());
  std::optional<ConstantRange> Tested = testedRegion(Cmp);
  if (!Fact || Fact->Compare.Op == Comparison::None || !Tested ||
      Tested->isEmptySet() || Tested->isFullSet())
    return Outcome;
  const Comparison &S = Fact->Compare;
  static constexpr ICmpInst::Predicate Signed[] = {ICmpInst::BAD_ICMP_PREDICATE,
                                                   ICmpInst::ICMP_SLT,
                                                   ICmpInst::ICMP_SLE,
                                                   ICmpInst::ICMP_SGT,
                                                   ICmpInst::ICMP_SGE,
                                                   ICmpInst::ICMP_EQ,
                                                   ICmpInst::ICMP_NE};
  ICmpInst::Predicate Pred = Signed[S.Op];
  if (!S.Signed)
    Pred = ICmpInst::getUnsignedPredicate(Pred);
  APInt Constant(S.Width, S.Constant);
  ConstantRange True = ConstantRange::makeExactICmpRegion(Pred, Constant);
  ConstantRange False = True.inverse();
  ConstantRange R = *Tested, NotR = Tested->inverse();
  // The optimizer may test the value in fewer bits (a `char` promoted to
  // `int`, extended as its test's signedness or its constant says) or in
  // more (an index widened to 64 bits). Each range here holds at least the
  // values it stands for, so a test that finds none in common is right.
  unsigned Width = R.getBitWidth();
  if (Width < S.Width) {
    bool Sext = Cmp.isSigned() ||
                (Cmp.isEquality() && S.Signed && Constant.isNegative());
    R = Sext ? R.signExtend(S.Width) : R.zeroExtend(S.Width);
    NotR = Sext ? NotR.signExtend(S.Width) : NotR.zeroExtend(S.Width);
  } else if (Width > S.Width) {
    True = S.Signed ? True.signExtend(Width) : True.zeroExtend(Width);
    False = S.Signed ? False.signExtend(Width) : False.zeroExtend(Width);
  }
  if (R.intersectWith(False).isEmptySet() ||
      NotR.intersectWith(True).isEmptySet())
    return Outcome;
  if (R.intersectWith(True).isEmptySet() ||
      NotR.intersectWith(False).isEmptySet())
    return !Outcome;
  return Outcome;
}

/// The event of the condition \p S splits the paths at: its outcome in the
/// source's sense, and with -fdiagnostics-details what it implies for the
/// variable it tests.
PassEvent Checker::splitEvent(const PathSplit &S) {
  std::string Text =
      (Twine("when the condition is evaluated to ") +
       (sourceOutcome(*S.Condition, S.Outcome) ? "true" : "false"))
          .str();
  if (Config.Details && !S.Narrow.isFullSet())
    Text += variableRange(sourceName(S.Condition->getOperand(0)), S.Narrow);
  return {EventKind::Condition, PassLocation(S.Condition->getDebugLoc().get()),
          Text};
}

/// The event path to \p At: the conditions whose outcome puts \p At on its
/// path and that constrain \p Operand (all with -kcc-bounds-context=-1, the
/// nearest N otherwise), merged with the move history of \p At.
void Checker::pathEvents(Instruction &At, const Value *Operand,
                         std::vector<PassEvent> &Events) {
  SmallPtrSet<const Value *, 16> Slice;
  collectSlice(Operand, Slice);
  // A subscript the optimizer made a constant: the conditions that pin a
  // value to it put the access on its path.
  std::optional<int64_t> Pinned;
  if (const auto *C = dyn_cast_or_null<ConstantInt>(Operand);
      C && C->getBitWidth() <= 64)
    Pinned = C->getSExtValue();
  SmallVector<MoveEvent, 4> History = getMoveHistory(At);
  SmallVector<bool, 4> HistoryUsed(History.size(), false);
  int ContextDepth = Config.ContextDepth;

  std::vector<PassEvent> Conditions; // Nearest first.
  DominatorTree &DT = dt();
  BasicBlock *Target = At.getParent();
  // The condition whose outcome splits off the path the access is out of
  // bounds on (PathSplit.cpp), in its place among the dominating ones.
  auto SplitEvent = [&](const BasicBlock *BB) {
    if (Split && Split->Condition->getParent() == BB &&
        (ContextDepth < 0 || Conditions.size() < unsigned(ContextDepth)))
      Conditions.push_back(splitEvent(*Split));
  };
  if (DT.isReachableFromEntry(Target)) {
    SplitEvent(Target);
    for (DomTreeNode *N = DT.getNode(Target)->getIDom(); N; N = N->getIDom()) {
      if (ContextDepth >= 0 && Conditions.size() >= unsigned(ContextDepth))
        break;
      BasicBlock *D = N->getBlock();
      SplitEvent(D);
      // A switch whose case puts the access on this path: beyond GCC 16,
      // which leaves switches out (-fdiagnostics-details only).
      if (auto *SI = dyn_cast<SwitchInst>(D->getTerminator());
          SI && Config.Details &&
          (Pinned || conditionConstrains(SI->getCondition(), Slice))) {
        if (std::optional<std::string> Case = switchCase(*SI, Target, DT))
          Conditions.push_back({EventKind::Condition,
                                PassLocation(SI->getDebugLoc().get()),
                                "when the switch selects " + *Case});
        continue;
      }
      auto *BI = dyn_cast<BranchInst>(D->getTerminator());
      if (!BI || !BI->isConditional() ||
          BI->getSuccessor(0) == BI->getSuccessor(1))
        continue;
      std::optional<bool> Outcome;
      for (unsigned S = 0; S < 2; ++S)
        if (DT.dominates(BasicBlockEdge(D, BI->getSuccessor(S)), Target))
          Outcome = S == 0;
      if (!Outcome)
        continue;
      const DILocation *BranchLoc = BI->getDebugLoc().get();
      SmallVector<std::pair<const Value *, bool>, 4> Parts;
      splitCondition(BI->getCondition(), *Outcome, Parts);
      // What the branch tells about the source variable behind the operand,
      // shown on the nearest part (merged conditions keep one location).
      std::string Implied = Config.Details
                                ? impliedRange(Operand, D, BI, *Outcome, At)
                                : std::string();
      // Nearest first: the last part of the condition first.
      for (const auto &[Part, Value] : reverse(Parts)) {
        bool Constrains = conditionConstrains(Part, Slice);
        if (!Constrains && !conditionPins(Part, Value, Pinned))
          continue;
        if (ContextDepth >= 0 && Conditions.size() >= unsigned(ContextDepth))
          break;
        // The variable pinned to the subscript (`i == -1`): the conditions
        // further up on it (`i < 10`) put the access on its path too.
        if (!Constrains)
          collectSlice(cast<ICmpInst>(Part)->getOperand(0), Slice);
        const auto *PartI = dyn_cast<Instruction>(Part);
        const DILocation *Loc = PartI && PartI->getDebugLoc()
                                    ? PartI->getDebugLoc().get()
                                    : BranchLoc;
        bool Source = Value;
        if (const auto *Cmp = dyn_cast<ICmpInst>(Part))
          Source = sourceOutcome(*Cmp, Value);
        std::string Text = (Twine("when the condition is evaluated to ") +
                            (Source ? "true" : "false") + Implied)
                               .str();
        Implied.clear();
        if (Config.Details)
          Text += copiedOnto(History, HistoryUsed, *Outcome, Loc, BranchLoc);
        Conditions.push_back(
            {EventKind::Condition, conditionLocation(PartI, Loc), Text});
      }
    }
  }
  Events.insert(Events.end(), Conditions.begin(), Conditions.end());
  if (Config.Details)
    transformationEvents(History, HistoryUsed, Events);
}

} // namespace kcc
