//===- Object.cpp - The object an access refers to, and where in it -------===//
//
// Part of kcc, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// kcc/BoundsObject.h: the object an address points into and the range of
// byte offsets it may have there, for the access-based bounds checks.
//
//===----------------------------------------------------------------------===//

#include "kcc/Bounds.h"
#include "kcc/BoundsObject.h"
#include "kcc/FrontendFacts.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/LazyValueInfo.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/MemoryBuiltins.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/BinaryFormat/Dwarf.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/DebugProgramInstruction.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/GetElementPtrTypeIterator.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/Support/Path.h"

#include <limits>

using namespace llvm;

namespace kcc {

/// Depth of the address chain a query follows (GEPs, casts, phis, selects).
static constexpr unsigned MaxDepth = 12;

/// Objects a pointer may point into that a query tells apart.
static constexpr unsigned MaxObjects = 4;

/// The value \p V, a load of a local variable, has: the value last stored
/// there before the load, in its block or the chain of single predecessors
/// above it, when the variable is used only by loads and stores of it (its
/// address never escapes, so nothing else writes it).
Value *ObjectQuery::storedOnce(Value *V) {
  auto *LI = dyn_cast<LoadInst>(V);
  auto *Slot = LI ? dyn_cast<AllocaInst>(LI->getPointerOperand()) : nullptr;
  if (!ThroughSlots || !Slot || LI->isVolatile() || Slot->getFunction() != &F)
    return nullptr;
  for (User *U : Slot->users()) {
    if (auto *L = dyn_cast<LoadInst>(U); L && !L->isVolatile())
      continue;
    if (auto *II = dyn_cast<IntrinsicInst>(U); II && II->isLifetimeStartOrEnd())
      continue;
    auto *SI = dyn_cast<StoreInst>(U);
    if (!SI || SI->getPointerOperand() != Slot || SI->isVolatile())
      return nullptr;
  }
  BasicBlock *BB = LI->getParent();
  auto It = std::next(LI->getReverseIterator());
  for (unsigned Budget = 512; BB && Budget;) {
    for (; It != BB->rend() && Budget; ++It, --Budget)
      if (auto *SI = dyn_cast<StoreInst>(&*It);
          SI && SI->getPointerOperand() == Slot)
        return SI->getValueOperand()->getType() == LI->getType()
                   ? SI->getValueOperand()
                   : nullptr;
    BB = BB->getSinglePredecessor();
    if (BB)
      It = BB->rbegin();
  }
  return nullptr;
}

/// The range of \p V, an expression of \p X, when \p X is in \p R: \p X
/// itself, constants, additions of constants, casts (also InstCombine's
/// `ashr (shl X, k), k` for a sign-extended truncation) and min/max with a
/// constant. Full if \p V is another expression.
static ConstantRange rangeOf(const Value *V, const Value *X,
                             const ConstantRange &R, unsigned Depth = 0) {
  using namespace PatternMatch;
  unsigned W = V->getType()->getIntegerBitWidth();
  ConstantRange Full(W, /*isFullSet=*/true);
  if (V == X)
    return R;
  if (const auto *C = dyn_cast<ConstantInt>(V))
    return ConstantRange(C->getValue());
  if (Depth > 6)
    return Full;
  auto Of = [&](const Value *Op) -> std::optional<ConstantRange> {
    if (!Op->getType()->isIntegerTy())
      return std::nullopt;
    ConstantRange OpR = rangeOf(Op, X, R, Depth + 1);
    if (OpR.isFullSet())
      return std::nullopt;
    return OpR;
  };
  const Value *A;
  const APInt *C, *K1, *K2;
  if (match(V, m_Add(m_Value(A), m_APInt(C))))
    if (auto AR = Of(A))
      return AR->add(ConstantRange(*C));
  if (match(V, m_Sub(m_Value(A), m_APInt(C))))
    if (auto AR = Of(A))
      return AR->sub(ConstantRange(*C));
  if (match(V, m_AShr(m_Shl(m_Value(A), m_APInt(K1)), m_APInt(K2))) &&
      *K1 == *K2 && K1->ult(W))
    if (auto AR = Of(A))
      return AR->truncate(W - K1->getZExtValue()).signExtend(W);
  if (match(V, m_LShr(m_Shl(m_Value(A), m_APInt(K1)), m_APInt(K2))) &&
      *K1 == *K2 && K1->ult(W))
    if (auto AR = Of(A))
      return AR->truncate(W - K1->getZExtValue()).zeroExtend(W);
  if (const auto *Cast = dyn_cast<CastInst>(V))
    if (auto AR = Of(Cast->getOperand(0))) {
      switch (Cast->getOpcode()) {
      case Instruction::SExt:
        return AR->signExtend(W);
      case Instruction::ZExt:
        return AR->zeroExtend(W);
      case Instruction::Trunc:
        return AR->truncate(W);
      default:
        break;
      }
    }
  if (const auto *MM = dyn_cast<MinMaxIntrinsic>(V);
      MM && match(MM->getRHS(), m_APInt(C)))
    if (auto AR = Of(MM->getLHS()))
      return ConstantRange::intrinsic(MM->getIntrinsicID(),
                                      {*AR, ConstantRange(*C)});
  return Full;
}

/// The range a select's arm has when \p Cond is \p Taken: the condition
/// compares a value X (or X plus a constant) with a constant, and the arm is
/// an expression of X (rangeOf: InstCombine's forms of clamps such as
/// `v < min || max < v ? min : v`, also narrowed to an `int`). Full if not.
static ConstantRange armRange(const Value *Arm, const Value *Cond, bool Taken) {
  using namespace PatternMatch;
  unsigned W = Arm->getType()->getIntegerBitWidth();
  ConstantRange Full(W, /*isFullSet=*/true);
  if (const auto *C = dyn_cast<ConstantInt>(Arm))
    return ConstantRange(C->getValue());
  CmpPredicate Pred;
  Value *L, *X;
  const APInt *K, *C;
  if (!match(Cond, m_ICmp(Pred, m_Value(L), m_APInt(K))))
    return Full;
  ICmpInst::Predicate P = Pred;
  ConstantRange R = ConstantRange::makeExactICmpRegion(
      Taken ? P : ICmpInst::getInversePredicate(P), *K);
  X = L;
  if (match(L, m_Add(m_Value(X), m_APInt(C))))
    R = R.sub(ConstantRange(*C));
  return rangeOf(Arm, X, R);
}

ConstantRange ObjectQuery::valueRange(Value *V, Instruction *At,
                                      unsigned Depth) {
  unsigned W = V->getType()->getIntegerBitWidth();
  ConstantRange Full(W, /*isFullSet=*/true);
  if (auto *C = dyn_cast<ConstantInt>(V))
    return ConstantRange(C->getValue());
  if (Value *Stored = storedOnce(V); Stored && isa<ConstantInt>(Stored))
    return ConstantRange(cast<ConstantInt>(Stored)->getValue());
  // What the expression itself says: a select (a clamp such as `v < min
  // || max < v ? min : v`) as its condition leaves each arm, which
  // LazyValueInfo does not work out; a cast of such a value.
  ConstantRange Structural = Full;
  if (auto *Sel = dyn_cast<SelectInst>(V)) {
    ConstantRange Union(W, /*isFullSet=*/false);
    for (bool Taken : {true, false}) {
      Value *Arm = Taken ? Sel->getTrueValue() : Sel->getFalseValue();
      Union = Union.unionWith(armRange(Arm, Sel->getCondition(), Taken));
    }
    Structural = Union;
  } else if (auto *Cast = dyn_cast<CastInst>(V);
             Cast && Depth < 4 && Cast->getSrcTy()->isIntegerTy() &&
             Cast->getSrcTy()->getIntegerBitWidth() <= 64) {
    ConstantRange Op = valueRange(Cast->getOperand(0), At, Depth + 1);
    if (!Op.isFullSet())
      Structural = Op.castOp(Cast->getOpcode(), W);
  }
  // What LazyValueInfo knows at the access, for a value available there.
  if (auto *I = dyn_cast<Instruction>(V)) {
    if (I->getFunction() != &F || !DT.dominates(I, At))
      return Structural;
  } else if (!isa<Argument>(V) || cast<Argument>(V)->getParent() != &F) {
    return Structural;
  }
  ConstantRange R = LVI.getConstantRange(V, At, /*UndefAllowed=*/false);
  if (R.isEmptySet())
    return Structural;
  // An induction variable's range over its loop, which LazyValueInfo does
  // not work out (`for (i = 4; i < n; i++)`: [4, INT_MAX - 1]). SCEV's
  // ranges hold wherever the value is defined; not in a loop the vectorizer or
  // the unroller made or left (a vector body runs only for trip counts the
  // source's bounds may not allow, `a4[i + 4]` for i in [0, n - 8]; an epilogue
  // or a remainder starts where the body stopped): a copy's offsets are not the
  // source's.
  if (SE && SE->isSCEVable(V->getType()) && !inCompilerLoop(V)) {
    ConstantRange S = SE->getSignedRange(SE->getSCEV(V));
    ConstantRange Narrow =
        R.intersectWith(S, ConstantRange::PreferredRangeType::Signed);
    if (!Narrow.isEmptySet())
      R = Narrow;
  }
  ConstantRange Both = R.intersectWith(Structural);
  return Both.isEmptySet() ? R : Both;
}

ConstantRange ObjectQuery::rangeAt(Value *V, Instruction *At) {
  if (!V->getType()->isIntegerTy() || V->getType()->getIntegerBitWidth() > 64)
    return ConstantRange(64, /*isFullSet=*/true);
  return valueRange(V, At).sextOrTrunc(64);
}

/// The range of a GEP index as GCC reads offsets: signed, and an index
/// whose unsigned range runs past PTRDIFF_MAX (a `size_t` i with `i |= 1`)
/// as reaching PTRDIFF_MAX at most.
static ConstantRange indexRange(const ConstantRange &R) {
  if (R.isSignWrappedSet() && !R.isWrappedSet() && !R.isFullSet())
    return ConstantRange::getNonEmpty(R.getUnsignedMin(),
                                      APInt::getSignedMaxValue(64) + 1);
  return R;
}

/// An index the source leaves unknown: any value of its type, or of the
/// narrower type it was sign- or zero-extended from (`int i` in `a + i`).
static bool unknownIndex(const ConstantRange &R) {
  if (R.isFullSet())
    return true;
  if (R.isSignWrappedSet())
    return false;
  return R.getSignedMin().sle(
             APInt::getSignedMinValue(32).sext(R.getBitWidth())) &&
         R.getSignedMax().sge(
             APInt::getSignedMaxValue(32).sext(R.getBitWidth()));
}

/// Whether \p V changes in a loop the vectorizer or the unroller made or
/// left (see valueRange): its steps are copies', not the source's.
bool ObjectQuery::inCompilerLoop(const Value *V) {
  if (!SE || !SE->isSCEVable(V->getType()))
    return false;
  return SCEVExprContains(
      SE->getSCEV(const_cast<Value *>(V)), [](const SCEV *X) {
        const auto *AR = dyn_cast<SCEVAddRecExpr>(X);
        return AR && (getBooleanLoopAttribute(AR->getLoop(),
                                              "llvm.loop.isvectorized") ||
                      getBooleanLoopAttribute(AR->getLoop(),
                                              "llvm.loop.unroll.disable"));
      });
}

/// The smaller or the larger of two pointers (`MIN (p, a + 1)`), one into
/// an object of known size, the other of unknown provenance at a constant
/// step \p C from its base: comparing them is defined only if both point
/// into that object, as GCC's pointer query takes it, so the unknown base
/// is somewhere in it and the result is too. The smaller is at most the
/// known pointer and at least \p C into the object; the larger at least
/// both, at most the object's end. None when \p SI is no such select.
std::optional<bool> ObjectQuery::collectMinMax(
    SelectInst &SI, Instruction *At, const FindOptions &Opts, unsigned Depth,
    SmallPtrSetImpl<const Value *> &Visiting, SmallVectorImpl<Target> &Out) {
  auto *Cmp = dyn_cast<ICmpInst>(SI.getCondition());
  if (!Opts.ThroughComparisons || !Cmp || !Cmp->isRelational() ||
      !((Cmp->getOperand(0) == SI.getTrueValue() &&
         Cmp->getOperand(1) == SI.getFalseValue()) ||
        (Cmp->getOperand(1) == SI.getTrueValue() &&
         Cmp->getOperand(0) == SI.getFalseValue())))
    return std::nullopt;
  // The true arm is the smaller when the comparison asks whether it is.
  bool TrueIsLess = Cmp->getOperand(0) == SI.getTrueValue();
  bool Less = ICmpInst::isLT(Cmp->getPredicate()) ||
              ICmpInst::isLE(Cmp->getPredicate());
  bool Min = Less ? TrueIsLess : !TrueIsLess;
  SmallVector<Target, 2> Arms[2];
  if (!collect(SI.getTrueValue(), At, Opts, Depth + 1, Visiting, Arms[0]) ||
      !collect(SI.getFalseValue(), At, Opts, Depth + 1, Visiting, Arms[1]) ||
      Arms[0].size() != 1 || Arms[1].size() != 1)
    return std::nullopt;
  std::optional<uint64_t> Sizes[2] = {sizeOf(Arms[0][0]), sizeOf(Arms[1][0])};
  if (bool(Sizes[0]) == bool(Sizes[1]))
    return std::nullopt;
  unsigned K = Sizes[0] ? 0 : 1;
  Target Known = Arms[K][0];
  const Target &Unknown = Arms[1 - K][0];
  const APInt *Step = Unknown.Offset.getSingleElement();
  if (!Step || Unknown.Anywhere || Known.Anywhere || Step->isNegative() ||
      Known.Offset.isSignWrappedSet())
    return std::nullopt;
  APInt Lo = Known.Offset.getSignedMin(), Hi = Known.Offset.getSignedMax();
  APInt End(64, *Sizes[K]);
  if (Min)
    Lo = APIntOps::smin(Lo, *Step);
  else {
    Lo = APIntOps::smax(Lo, *Step);
    Hi = APIntOps::smax(Hi, End);
  }
  if (Lo.sgt(Hi))
    return std::nullopt;
  Known.Offset = ConstantRange::getNonEmpty(Lo, Hi + 1);
  Known.ByComparison = true;
  Out.push_back(std::move(Known));
  return true;
}

/// [0, \p N]: the offsets in an object of \p N bytes or just past it.
static ConstantRange upTo(uint64_t N) {
  return ConstantRange::getNonEmpty(APInt(64, 0), APInt(64, N + 1));
}

/// The offset a GEP adds to its base, in GCC's terms: a constant or range
/// Step, plus for an unknown index an inbounds GEP keeps in the object,
/// anywhere in it (GCC's `a + i`) or, asked for, its range from within it.
struct ObjectQuery::GEPStep {
  ConstantRange Step{APInt(64, 0)};
  bool Anywhere = false, Variable = false, Within = false;
  ConstantRange WithinStep{APInt(64, 0)};
  const Value *Index = nullptr;
};

std::optional<ObjectQuery::GEPStep>
ObjectQuery::stepOf(GEPOperator &GEP, Instruction *At, const FindOptions &Opts,
                    std::optional<uint64_t> Copied) {
  GEPStep S;
  for (gep_type_iterator GTI = gep_type_begin(&GEP), E = gep_type_end(&GEP);
       GTI != E; ++GTI) {
    Value *Idx = GTI.getOperand();
    if (StructType *ST = GTI.getStructTypeOrNull()) {
      auto *C = dyn_cast<ConstantInt>(Idx);
      if (!C)
        return std::nullopt;
      S.Step = S.Step.add(ConstantRange(APInt(
          64, DL.getStructLayout(ST)->getElementOffset(C->getZExtValue()))));
      continue;
    }
    TypeSize Scale = GTI.getSequentialElementStride(DL);
    if (Scale.isScalable())
      return std::nullopt;
    ConstantRange R = indexRange(rangeAt(Idx, At));
    if (Copied && Scale.getFixedValue() == 1)
      R = R.intersectWith(upTo(*Copied), ConstantRange::Unsigned);
    if (!isa<Constant>(Idx)) {
      S.Index = Idx;
      S.Variable = true;
    }
    if (R.isFullSet() && Opts.AssumeInBounds && GEP.isInBounds()) {
      S.Anywhere = true;
      continue;
    }
    // (Not before the optimizer: a local's value is in memory then, its
    // range unknown to LazyValueInfo.)
    if (Opts.StepsFromWithin && !ThroughSlots && GEP.isInBounds() &&
        unknownIndex(R) && !inCompilerLoop(Idx)) {
      S.Within = true;
      S.WithinStep =
          R.multiply(ConstantRange(APInt(64, Scale.getFixedValue())));
      continue;
    }
    if (R.isFullSet())
      return std::nullopt;
    S.Step =
        S.Step.add(R.multiply(ConstantRange(APInt(64, Scale.getFixedValue()))));
    if (S.Step.isFullSet())
      return std::nullopt;
  }
  return S;
}

/// `memcpy (d, s, n)` followed by `d + n`, InstCombine's form of
/// `mempcpy (d, s, n)`: the copy read no more than `s` holds and wrote no
/// more than `d` does, so `n` is at most that (GCC: "the returned pointer
/// is in [d, d + 5]").
std::optional<uint64_t>
ObjectQuery::copiedLength(GEPOperator &GEP, Instruction *At,
                          const FindOptions &Opts, unsigned Depth,
                          SmallPtrSetImpl<const Value *> &Visiting) {
  auto *I = dyn_cast<GetElementPtrInst>(&GEP);
  if (!I || I->getNumIndices() != 1 || isa<Constant>(I->getOperand(1)) ||
      !I->getSourceElementType()->isIntegerTy(8))
    return std::nullopt;
  // (A length has few users; an induction variable many, none of them a
  // copy's length: not looked through.)
  Value *N = I->getOperand(1);
  if (N->hasNUsesOrMore(16))
    return std::nullopt;
  const Value *Dest = I->getPointerOperand()->stripPointerCasts();
  for (User *U : N->users()) {
    auto *Copy = dyn_cast<MemTransferInst>(U);
    if (!Copy || Copy->getLength() != N ||
        Copy->getParent() != I->getParent() ||
        Copy->getDest()->stripPointerCasts() != Dest || !Copy->comesBefore(I))
      continue;
    std::optional<uint64_t> Read =
        sourceRoom(Copy->getSource(), At, Opts, Depth, Visiting);
    std::optional<uint64_t> Written =
        sourceRoom(Copy->getDest(), At, Opts, Depth, Visiting);
    if (Read && Written)
      return std::min(*Read, *Written);
    return Read ? Read : Written;
  }
  return std::nullopt;
}

bool ObjectQuery::collectGEP(GEPOperator &GEP, Instruction *At,
                             const FindOptions &Opts, unsigned Depth,
                             SmallPtrSetImpl<const Value *> &Visiting,
                             SmallVectorImpl<Target> &Out) {
  if (GEP.getType()->isVectorTy() || GEP.getPointerOperandType()->isVectorTy())
    return false;
  SmallVector<Target, 2> Bases;
  if (!collect(GEP.getPointerOperand(), At, Opts, Depth + 1, Visiting, Bases))
    return false;
  std::optional<GEPStep> S =
      stepOf(GEP, At, Opts, copiedLength(GEP, At, Opts, Depth, Visiting));
  if (!S)
    return false;
  for (Target &T : Bases) {
    std::optional<uint64_t> Size = sizeOf(T);
    if ((S->Anywhere || T.Anywhere) && !Size)
      return false;
    if (S->Within && !T.Anywhere && (!Size || !*Size)) {
      // No size to be within (or none at all, an empty object, which
      // GCC names the index of): the index's own range.
      if (S->WithinStep.isFullSet())
        return false;
      T.Offset = T.Offset.add(S->Step.add(S->WithinStep));
    } else if (S->Within && !T.Anywhere) {
      T.Offset = upTo(*Size).add(S->Step);
    } else if (S->Anywhere || T.Anywhere) {
      // Anywhere in the object stays anywhere in it.
      T.Anywhere = true;
      T.Offset = upTo(*Size);
    } else {
      // The address a variable step starts from is a valid pointer: in
      // its object or just past it, as GCC's pointer query takes each
      // step (a constant step only moves the range).
      if (S->Variable && GEP.isInBounds() && Size) {
        ConstantRange In = T.Offset.intersectWith(upTo(*Size));
        if (!In.isEmptySet())
          T.Offset = In;
      }
      T.Offset = T.Offset.add(S->Step);
    }
    if (T.Offset.isFullSet())
      return false;
    if (S->Index)
      T.Index = S->Index;
    Out.push_back(std::move(T));
  }
  return true;
}

/// Several ways to the address: each arm's objects. Each arm's offsets are
/// asked for where the arm flows into the phi (the end of its incoming
/// block), a select's at the access.
bool ObjectQuery::collectArms(Value *P,
                              ArrayRef<std::pair<Value *, Instruction *>> Arms,
                              const FindOptions &Opts, unsigned Depth,
                              SmallPtrSetImpl<const Value *> &Visiting,
                              SmallVectorImpl<Target> &Out) {
  if (!Visiting.insert(P).second)
    return false; // A cycle: an induction pointer, not followed.
  for (auto [Arm, ArmAt] : Arms) {
    // A null arm is no object to access: the access is defined only
    // through the others (unless null is a valid address here, as with
    // -fno-delete-null-pointer-checks).
    if (isa<ConstantPointerNull>(Arm) &&
        !NullPointerIsDefined(ArmAt->getFunction(),
                              Arm->getType()->getPointerAddressSpace()))
      continue;
    SmallVector<Target, 2> Of;
    if (!collect(Arm, ArmAt, Opts, Depth + 1, Visiting, Of))
      return false;
    // The same object reached twice: one target, the union of offsets.
    for (Target &T : Of) {
      auto Same =
          find_if(Out, [&](const Target &U) { return U.Base == T.Base; });
      if (Same == Out.end()) {
        Out.push_back(std::move(T));
        continue;
      }
      Same->Offset = Same->Offset.unionWith(T.Offset);
      Same->Anywhere |= T.Anywhere;
      if (!Same->Index)
        Same->Index = T.Index;
    }
    if (Out.size() > MaxObjects)
      return false;
  }
  Visiting.erase(P);
  return true;
}

bool ObjectQuery::collect(Value *P, Instruction *At, const FindOptions &Opts,
                          unsigned Depth,
                          SmallPtrSetImpl<const Value *> &Visiting,
                          SmallVectorImpl<Target> &Out) {
  if (Depth > MaxDepth)
    return false;
  if (auto *GEP = dyn_cast<GEPOperator>(P))
    return collectGEP(*GEP, At, Opts, Depth, Visiting, Out);
  if (auto *Op = dyn_cast<Operator>(P);
      Op && (Op->getOpcode() == Instruction::BitCast ||
             Op->getOpcode() == Instruction::AddrSpaceCast))
    return collect(Op->getOperand(0), At, Opts, Depth + 1, Visiting, Out);
  if (auto *SI = dyn_cast<SelectInst>(P)) {
    if (std::optional<bool> Into =
            collectMinMax(*SI, At, Opts, Depth, Visiting, Out))
      return *Into;
    return collectArms(P, {{SI->getTrueValue(), At}, {SI->getFalseValue(), At}},
                       Opts, Depth, Visiting, Out);
  }
  if (auto *PN = dyn_cast<PHINode>(P)) {
    if (PN->getNumIncomingValues() > 8)
      return false;
    SmallVector<std::pair<Value *, Instruction *>, 8> Arms;
    for (unsigned I = 0, E = PN->getNumIncomingValues(); I < E; ++I)
      Arms.push_back(
          {PN->getIncomingValue(I), PN->getIncomingBlock(I)->getTerminator()});
    return collectArms(P, Arms, Opts, Depth, Visiting, Out);
  }
  if (auto *CB = dyn_cast<CallBase>(P))
    if (std::optional<bool> Into =
            collectReturned(*CB, At, Opts, Depth, Visiting, Out))
      return *Into;
  if (Value *Stored = storedOnce(P))
    return collect(Stored, At, Opts, Depth + 1, Visiting, Out);
  Target T;
  T.Base = P;
  T.At = At;
  Out.push_back(std::move(T));
  return true;
}

static ConstantRange sizeRange(Value *V, Instruction *At, ObjectQuery &Q);

/// A call that returns a pointer into its first argument's object: the
/// string and memory functions that return their destination (`returned`),
/// or where they stopped writing in it, as GCC's pointer query takes them:
/// mempcpy(d, s, n) is d + n; stpncpy(d, s, n) is in [d, d + n]; stpcpy(d,
/// s) is at the NUL it copied, in [d, d + size - 1]; memchr(d, c, n) at a
/// byte it read, in [d, d + n - 1], and strchr(d, c) and strrchr in
/// [d, d + size - 1] (or null, which GCC leaves to -Wnull-dereference).
/// None: not such a call.
/// Where a call returns into its first argument's object.
enum ReturnedKind { Same, Plus, UpTo, Below, BeforeEnd };

static std::optional<ReturnedKind> returnedKind(const CallBase &CB,
                                                const TargetLibraryInfo &TLI) {
  if (Value *R = CB.getReturnedArgOperand(); R && R == CB.getArgOperand(0))
    return Same;
  LibFunc LF;
  const Function *Callee = CB.getCalledFunction();
  if (!Callee || !TLI.getLibFunc(*Callee, LF) || !TLI.has(LF))
    return std::nullopt;
  switch (LF) {
  case LibFunc_mempcpy:
  case LibFunc_mempcpy_chk:
    return Plus;
  case LibFunc_stpncpy:
  case LibFunc_stpncpy_chk:
    return UpTo;
  case LibFunc_memchr:
    return Below;
  case LibFunc_stpcpy:
  case LibFunc_stpcpy_chk:
  case LibFunc_strchr:
  case LibFunc_strrchr:
    return BeforeEnd;
  default:
    return std::nullopt;
  }
}

std::optional<bool> ObjectQuery::collectReturned(
    CallBase &CB, Instruction *At, const FindOptions &Opts, unsigned Depth,
    SmallPtrSetImpl<const Value *> &Visiting, SmallVectorImpl<Target> &Out) {
  std::optional<ReturnedKind> K = returnedKind(CB, TLI);
  if (!K)
    return std::nullopt;
  ReturnedKind Kind = *K;
  SmallVector<Target, 2> Dest;
  if (!collect(CB.getArgOperand(0), At, Opts, Depth + 1, Visiting, Dest))
    return false;
  ConstantRange Step(APInt(64, 0));
  if (Kind == Plus || Kind == UpTo || Kind == Below) {
    ConstantRange N = sizeRange(CB.getArgOperand(2), &CB, *this);
    if (N.getBitWidth() != 64 || N.isEmptySet())
      return false;
    // A byte it read is before the bound; where it stopped, at most at it.
    if (Kind == Below && !N.isFullSet() && !N.isWrappedSet() &&
        N.getUnsignedMax().isZero())
      return false;
    if (Kind != Plus)
      N = N.isFullSet() || N.isWrappedSet()
              ? ConstantRange::getFull(64)
              : ConstantRange::getNonEmpty(
                    APInt(64, 0), N.getUnsignedMax() + (Kind == UpTo ? 1 : 0));
    // A copy reads no more than its source holds: mempcpy and stpncpy
    // return at most that far into the destination, whatever the bound.
    if (Kind != Below)
      if (std::optional<uint64_t> Room =
              sourceRoom(CB.getArgOperand(1), At, Opts, Depth, Visiting))
        N = N.intersectWith(upTo(*Room), ConstantRange::Unsigned);
    Step = N;
  }
  for (Target &T : Dest) {
    std::optional<uint64_t> Size = sizeOf(T);
    // Where it stopped in the object: up to its end (stpncpy with an
    // unknown bound), or up to its last byte (stpcpy's NUL).
    if (Kind == BeforeEnd || (Kind != Plus && Step.isFullSet())) {
      if (!Size || T.Anywhere || T.Offset.isFullSet())
        return false;
      uint64_t End = Kind != UpTo && *Size ? *Size - 1 : *Size;
      if (T.Offset.getSignedMin().sgt(int64_t(End)))
        return false;
      T.Offset = ConstantRange::getNonEmpty(T.Offset.getSignedMin(),
                                            APInt(64, End + 1));
    } else {
      if (Step.isFullSet())
        return false;
      T.Offset = T.Offset.add(Step);
      // Still in the object: a byte read there, or at most its end.
      if (Kind != Plus && Size && *Size) {
        ConstantRange In = T.Offset.intersectWith(ConstantRange::getNonEmpty(
            APInt(64, 0), APInt(64, Kind == UpTo ? *Size + 1 : *Size)));
        if (!In.isEmptySet())
          T.Offset = In;
      }
    }
    if (T.Offset.isFullSet())
      return false;
    T.Index = nullptr;
    Out.push_back(std::move(T));
  }
  return true;
}

/// The most bytes \p P may point to in the objects it points into, when
/// each has a known size and \p P a known lowest offset there.
std::optional<uint64_t>
ObjectQuery::sourceRoom(Value *P, Instruction *At, const FindOptions &Opts,
                        unsigned Depth,
                        SmallPtrSetImpl<const Value *> &Visiting) {
  SmallVector<Target, 2> Sources;
  if (!collect(P, At, Opts, Depth + 1, Visiting, Sources) || Sources.empty())
    return std::nullopt;
  uint64_t Room = 0;
  for (Target &T : Sources) {
    std::optional<uint64_t> Size = sizeOf(T);
    if (!Size || T.Offset.isFullSet() || T.Offset.getBitWidth() != 64)
      return std::nullopt;
    int64_t Lo = T.Anywhere ? 0 : T.Offset.getSignedMin().getSExtValue();
    Room =
        std::max(Room, Lo < 0 ? *Size : *Size - std::min<uint64_t>(Lo, *Size));
  }
  return Room;
}

std::optional<uint64_t> ObjectQuery::sizeOf(Target &T) {
  if (!T.Object)
    T.Object = objectAt(T.Base, T.At);
  if (!*T.Object)
    return std::nullopt;
  return (*T.Object)->MaxSize;
}

/// A size whose range runs from a negative value to a non-negative one (a
/// signed `n` clamped from above: `malloc (7 < n ? 7 : n)`) is, as GCC
/// takes it, the sizes from zero to the upper bound: a negative one would
/// be a huge size that cannot be allocated.
static ConstantRange nonNegativePart(const ConstantRange &R) {
  if (R.isFullSet() || R.isEmptySet() || R.isSignWrappedSet() ||
      !R.getSignedMin().isNegative() || R.getSignedMax().isNegative())
    return R;
  unsigned W = R.getBitWidth();
  return ConstantRange(APInt::getZero(W), R.getSignedMax() + 1);
}

/// The range of the size \p V at \p At, as nonNegativePart takes it; also
/// of a signed value zero-extended (a VLA's bound: `char a[9 < n ? 9 : n]`).
static ConstantRange sizeRange(Value *V, Instruction *At, ObjectQuery &Q) {
  if (auto *ZExt = dyn_cast<ZExtInst>(V))
    if (ZExt->getType()->getIntegerBitWidth() <= 64)
      return nonNegativePart(Q.valueRange(ZExt->getOperand(0), At))
          .zeroExtend(64);
  return nonNegativePart(Q.rangeAt(V, At));
}

/// The size range of the block allocation call \p CB returns (allocsize,
/// or a library allocator TargetLibraryInfo knows).
static std::optional<std::pair<uint64_t, uint64_t>>
allocatedSize(const CallBase &CB, ObjectQuery &Q,
              const TargetLibraryInfo &TLI) {
  Attribute Attr = CB.getFnAttr(Attribute::AllocSize);
  if (!Attr.isValid()) {
    if (std::optional<APInt> Size = getAllocSize(&CB, &TLI))
      return std::make_pair(Size->getZExtValue(), Size->getZExtValue());
    return std::nullopt;
  }
  auto [SizeArg, NumArg] = Attr.getAllocSizeArgs();
  auto Unsigned = [&](unsigned Arg) -> std::optional<ConstantRange> {
    if (Arg >= CB.arg_size())
      return std::nullopt;
    ConstantRange R =
        sizeRange(CB.getArgOperand(Arg), const_cast<CallBase *>(&CB), Q);
    // Sizes are unsigned: a range that wraps through zero says nothing.
    if (R.isFullSet() || R.isWrappedSet())
      return std::nullopt;
    return R;
  };
  std::optional<ConstantRange> Size = Unsigned(SizeArg);
  if (!Size)
    return std::nullopt;
  if (NumArg) {
    std::optional<ConstantRange> Num = Unsigned(*NumArg);
    if (!Num)
      return std::nullopt;
    Size = Size->multiply(*Num);
    if (Size->isFullSet() || Size->isWrappedSet())
      return std::nullopt;
  }
  return std::make_pair(Size->getUnsignedMin().getZExtValue(),
                        Size->getUnsignedMax().getZExtValue());
}

/// What kcc's clang plugin says of the variable \p GV, if it recorded it.
static const VariableFact *declaredVariable(const GlobalVariable &GV) {
  FrontendFacts &Facts = FrontendFacts::get();
  if (Facts.SubscriptsFile != GV.getParent()->getSourceFileName())
    return nullptr;
  auto It = Facts.Variables.find(GV.getName());
  return It != Facts.Variables.end() ? &It->second : nullptr;
}

/// The type kcc's clang plugin says the source declares \p GV with
/// ("char[4]"), or none.
static StringRef declaredType(const GlobalVariable &GV) {
  const VariableFact *V = declaredVariable(GV);
  return V ? StringRef(V->Type) : StringRef();
}

/// Whether the source declares \p GV an array of unknown bound (`extern
/// char ax[]`, `extern const char names[][32]`): an object of some size,
/// which no offset below zero is in.
static bool isDeclaredUnbounded(const GlobalVariable &GV) {
  const VariableFact *V = declaredVariable(GV);
  return V && V->UnknownBound;
}

/// Whether the source declares \p GV with a complete type of zero size: a
/// zero bound (`extern char a[0]`) or elements of an empty struct (`extern
/// struct S sa[3]`, GNU C). The IR's zero-sized type is also what an
/// incomplete array (`extern char _end[]`) becomes, which is not empty.
static bool isDeclaredEmpty(const GlobalVariable &GV) {
  StringRef Type = declaredType(GV);
  return !Type.empty() && !isDeclaredUnbounded(GV) && !Type.ends_with("void");
}

/// Whether the type of \p GV ends in a flexible array member: as the clang
/// plugin says (`char a[]`, not the zero-length `char a[0]`, which GCC
/// takes as declared), else whether the IR type ends in an empty array.
static bool endsInFlexibleArray(const GlobalVariable &GV) {
  if (const VariableFact *V = declaredVariable(GV))
    return V->FlexibleEnd;
  Type *Ty = GV.getValueType();
  for (unsigned Depth = 0; Depth < 8; ++Depth) {
    auto *ST = dyn_cast<StructType>(Ty);
    if (!ST || ST->getNumElements() == 0)
      return false;
    Ty = ST->getElementType(ST->getNumElements() - 1);
    if (auto *AT = dyn_cast<ArrayType>(Ty))
      return AT->getNumElements() == 0;
  }
  return false;
}

/// Whether the source declares \p GV `extern void` (an object of unknown
/// type: the IR gives it a byte).
static bool isDeclaredVoid(const GlobalVariable &GV) {
  return declaredType(GV).ends_with("void");
}

/// A string literal: clang's private constant array of characters.
static bool isStringLiteral(const GlobalVariable &GV) {
  const auto *Init = GV.hasInitializer()
                         ? dyn_cast<ConstantDataSequential>(GV.getInitializer())
                         : nullptr;
  return GV.hasPrivateLinkage() && GV.isConstant() && Init && Init->isString();
}

/// The array parameter \p A declares (`char a[4]`), if its bound is a
/// constant: its fact, from kcc's clang plugin.
static const ParamAccessFact *arrayParameter(const Argument &A) {
  FrontendFacts &Facts = FrontendFacts::get();
  const Function &F = *A.getParent();
  if (Facts.SubscriptsFile != F.getParent()->getSourceFileName())
    return nullptr;
  auto It = Facts.FunctionAccesses.find(F.getName());
  if (It == Facts.FunctionAccesses.end())
    return nullptr;
  for (const ParamAccessFact &P : It->second.Params)
    if (P.Param == A.getArgNo() && !P.Explicit && P.Count >= 0)
      return &P;
  return nullptr;
}

std::optional<ObjectRef> ObjectQuery::objectAt(Value *Base, Instruction *At) {
  ObjectRef Obj;
  Obj.Base = Base;
  // An array parameter: GCC measures the function's accesses through it
  // against its bound, as an object of that size at most.
  if (auto *A = dyn_cast<Argument>(Base)) {
    const ParamAccessFact *P = arrayParameter(*A);
    if (!P || !P->ElementSize ||
        uint64_t(P->Count) >
            uint64_t(std::numeric_limits<int64_t>::max()) / P->ElementSize)
      return std::nullopt;
    Obj.Kind = ObjectKind::Parameter;
    Obj.MinSize = 0;
    Obj.MaxSize = uint64_t(P->Count) * P->ElementSize;
    return Obj;
  }
  if (auto *GV = dyn_cast<GlobalVariable>(Base)) {
    Type *Ty = GV->getValueType();
    // An unsized or zero-length declaration (`extern char _end[]`, linker
    // symbols) says nothing about the object's size.
    if (!Ty->isSized() || GV->isThreadLocal() || GV->hasExternalWeakLinkage() ||
        GV->hasCommonLinkage())
      return std::nullopt;
    uint64_t Size = DL.getTypeAllocSize(Ty).getFixedValue();
    // A declaration of zero size: an array of unknown bound (`extern char
    // ax[]`, a linker symbol too), of some size from its start on, unless
    // the source declares it with a zero bound (`extern char a[0]`);
    // otherwise nothing is known of it.
    if (!Size && !GV->hasDefinitiveInitializer() && !isDeclaredEmpty(*GV)) {
      if (!GV->isDeclaration() || !isDeclaredUnbounded(*GV))
        return std::nullopt;
      Obj.Kind = ObjectKind::Global;
      Obj.MinSize = 0;
      Obj.MaxSize = uint64_t(std::numeric_limits<int64_t>::max());
      return Obj;
    }
    // `extern void v` may be of any size.
    if (GV->isDeclaration() && isDeclaredVoid(*GV))
      return std::nullopt;
    Obj.Kind =
        isStringLiteral(*GV) ? ObjectKind::StringLiteral : ObjectKind::Global;
    Obj.MinSize = Obj.MaxSize = Size;
    // The definition of a struct that ends in a flexible array member may
    // have any number of elements there: at least its size, at most any.
    if (GV->isDeclaration() && endsInFlexibleArray(*GV))
      Obj.MaxSize = uint64_t(std::numeric_limits<int64_t>::max());
    return Obj;
  }
  if (auto *AI = dyn_cast<AllocaInst>(Base)) {
    Obj.Kind = ObjectKind::Local;
    if (AI->isArrayAllocation() && !isa<ConstantInt>(AI->getArraySize())) {
      // alloca(n), a VLA: as many elements as n's range allows.
      TypeSize Elt = DL.getTypeAllocSize(AI->getAllocatedType());
      ConstantRange N = sizeRange(AI->getArraySize(), AI, *this);
      if (Elt.isScalable() || N.isFullSet() || N.isEmptySet() ||
          N.isWrappedSet())
        return std::nullopt;
      ConstantRange Bytes =
          N.multiply(ConstantRange(APInt(64, Elt.getFixedValue())));
      if (Bytes.isFullSet() || Bytes.isWrappedSet())
        return std::nullopt;
      Obj.MinSize = Bytes.getUnsignedMin().getZExtValue();
      Obj.MaxSize = Bytes.getUnsignedMax().getZExtValue();
      return Obj;
    }
    // (Zero bytes is a real size: a local of an empty type, `(int[]){ }`.)
    std::optional<TypeSize> Size = AI->getAllocationSize(DL);
    if (!Size || Size->isScalable())
      return std::nullopt;
    Obj.MinSize = Obj.MaxSize = Size->getFixedValue();
    return Obj;
  }
  if (auto *CB = dyn_cast<CallBase>(Base)) {
    auto Size = allocatedSize(*CB, *this, TLI);
    if (!Size)
      return std::nullopt;
    Obj.Kind = ObjectKind::Heap;
    std::tie(Obj.MinSize, Obj.MaxSize) = *Size;
    // No object is larger than PTRDIFF_MAX (a size argument of unknown
    // range, as GCC takes it).
    uint64_t Largest = uint64_t(std::numeric_limits<int64_t>::max());
    Obj.MaxSize = std::min(Obj.MaxSize, Largest);
    Obj.MinSize = std::min(Obj.MinSize, Obj.MaxSize);
    return Obj;
  }
  return std::nullopt;
}

SmallVector<ObjectRef, 2> ObjectQuery::findAll(Value *Ptr, Instruction *At,
                                               const FindOptions &Opts) {
  SmallVector<ObjectRef, 2> Objects;
  if (!Ptr || !Ptr->getType()->isPointerTy())
    return Objects;
  SmallVector<Target, 2> Targets;
  SmallPtrSet<const Value *, 8> Visiting;
  if (!collect(Ptr, At, Opts, 0, Visiting, Targets))
    return Objects;
  for (Target &T : Targets) {
    if (T.Offset.isEmptySet() || T.Offset.isFullSet())
      return {};
    sizeOf(T);
    std::optional<ObjectRef> Obj = *T.Object;
    if (!Obj && Opts.AllowUnknown)
      Obj = unknownObject(T.Base);
    if (!Obj)
      return {};
    Obj->Offset = T.Offset;
    Obj->Index = T.Index;
    Obj->ByComparison = T.ByComparison;
    Objects.push_back(std::move(*Obj));
  }
  return Objects;
}

std::optional<ObjectRef> ObjectQuery::find(Value *Ptr, Instruction *At,
                                           const FindOptions &Opts) {
  SmallVector<ObjectRef, 2> Objects = findAll(Ptr, At, Opts);
  if (Objects.size() != 1 || Objects.front().Offset.isSignWrappedSet())
    return std::nullopt;
  return Objects.front();
}

ObjectRef ObjectQuery::unknownObject(const Value *Base) {
  ObjectRef Obj;
  Obj.Kind = ObjectKind::Unknown;
  Obj.Base = Base;
  Obj.MinSize = 0;
  Obj.MaxSize = uint64_t(std::numeric_limits<int64_t>::max());
  return Obj;
}

/// Whether argument \p Arg of \p Call is one the string functions only
/// read (before InferFunctionAttrs has said so on their declarations).
static bool readsOnly(const CallBase &Call, unsigned Arg) {
  const Function *Callee = Call.getCalledFunction();
  if (!Callee || Callee->getReturnType()->isVoidTy())
    return false;
  StringRef Name = libraryFunction(Callee->getName());
  if (is_contained({"strcpy", "stpcpy", "strcat", "strncpy", "stpncpy",
                    "strncat", "memcpy", "mempcpy", "memmove"},
                   Name))
    return Arg == 1;
  return is_contained({"strlen", "strnlen", "strcmp", "strncmp", "strchr",
                       "strrchr", "strstr", "strspn", "strcspn", "strpbrk",
                       "memcmp", "memchr", "strdup", "strndup"},
                      Name);
}

/// The string \p P points to in a local array that holds a copy of a
/// constant (`const char a[] = "..."`, which clang initializes with a
/// memcpy): the array's one write is that copy, before \p At in its block,
/// and nothing else writes it through a derived address.
bool localConstantString(const Value *P, const Instruction &At,
                         StringRef &Str) {
  const DataLayout &DL = At.getDataLayout();
  APInt Offset(DL.getIndexTypeSizeInBits(P->getType()), 0);
  auto *AI = dyn_cast<AllocaInst>(P->stripAndAccumulateConstantOffsets(
      DL, Offset, /*AllowNonInbounds=*/false));
  std::optional<TypeSize> Size = AI ? AI->getAllocationSize(DL) : std::nullopt;
  if (!AI || !Size || Size->isScalable() || Offset.isNegative() ||
      Offset.uge(Size->getFixedValue()))
    return false;
  const MemCpyInst *Copy = nullptr;
  SmallVector<const Value *, 8> Work{AI};
  for (unsigned Budget = 64; !Work.empty() && Budget; --Budget) {
    const Value *V = Work.pop_back_val();
    for (const User *U : V->users()) {
      if (const auto *MC = dyn_cast<MemCpyInst>(U);
          MC && MC->getDest() == AI && !Copy) {
        Copy = MC;
        continue;
      }
      if (isa<LoadInst>(U) || (isa<IntrinsicInst>(U) &&
                               cast<IntrinsicInst>(U)->isLifetimeStartOrEnd()))
        continue;
      if (const auto *GEP = dyn_cast<GetElementPtrInst>(U)) {
        Work.push_back(GEP);
        continue;
      }
      const auto *Call = dyn_cast<CallBase>(U);
      if (!Call || isa<MemIntrinsic>(Call))
        return false;
      for (const Use &Arg : Call->args())
        if (Arg.get() == V && !Call->onlyReadsMemory(Arg.getOperandNo()) &&
            !readsOnly(*Call, Arg.getOperandNo()))
          return false;
    }
  }
  auto *Len = Copy ? dyn_cast<ConstantInt>(Copy->getLength()) : nullptr;
  auto *GV = Copy ? dyn_cast<GlobalVariable>(Copy->getSource()) : nullptr;
  if (!Len || Len->getZExtValue() != Size->getFixedValue() || !GV ||
      !GV->isConstant() || !GV->hasDefinitiveInitializer() ||
      Copy->getParent() != At.getParent() || !Copy->comesBefore(&At))
    return false;
  const auto *Init = dyn_cast<ConstantDataArray>(GV->getInitializer());
  if (!Init || !Init->getElementType()->isIntegerTy(8))
    return false;
  StringRef Bytes = Init->getRawDataValues().drop_front(Offset.getZExtValue());
  size_t Nul = Bytes.find('\0');
  if (Nul == StringRef::npos)
    return false;
  Str = Bytes.take_front(Nul);
  return true;
}

//===----------------------------------------------------------------------===//
// Names and spellings
//===----------------------------------------------------------------------===//

/// GCC's spelling of a C basic type that clang's debug info names.
static std::string gccBasicName(StringRef Name) {
  static const std::pair<StringRef, StringRef> Names[] = {
      {"long", "long int"},
      {"unsigned long", "long unsigned int"},
      {"long long", "long long int"},
      {"unsigned long long", "long long unsigned int"},
      {"short", "short int"},
      {"unsigned short", "short unsigned int"},
      {"unsigned", "unsigned int"},
  };
  for (const auto &[Clang, GCC] : Names)
    if (Name == Clang)
      return GCC.str();
  return Name.str();
}

/// \p Ty spelled as GCC does; \p Dims collects array bounds outside in.
static std::string spellDIType(const DIType *Ty, unsigned Depth = 0) {
  if (!Ty || Depth > 16)
    return "";
  if (const auto *BT = dyn_cast<DIBasicType>(Ty))
    return gccBasicName(BT->getName());
  if (const auto *DT = dyn_cast<DIDerivedType>(Ty)) {
    switch (DT->getTag()) {
    case dwarf::DW_TAG_typedef:
      return DT->getName().str();
    case dwarf::DW_TAG_const_type:
      return "const " + spellDIType(DT->getBaseType(), Depth + 1);
    case dwarf::DW_TAG_volatile_type:
      return "volatile " + spellDIType(DT->getBaseType(), Depth + 1);
    case dwarf::DW_TAG_pointer_type: {
      std::string Base = spellDIType(DT->getBaseType(), Depth + 1);
      return (Base.empty() ? "void" : Base) + " *";
    }
    default:
      return spellDIType(DT->getBaseType(), Depth + 1);
    }
  }
  if (const auto *CT = dyn_cast<DICompositeType>(Ty)) {
    StringRef Name = CT->getName();
    switch (CT->getTag()) {
    case dwarf::DW_TAG_structure_type:
      return "struct " + (Name.empty() ? "<anonymous>" : Name.str());
    case dwarf::DW_TAG_union_type:
      return "union " + (Name.empty() ? "<anonymous>" : Name.str());
    case dwarf::DW_TAG_enumeration_type:
      return "enum " + (Name.empty() ? "<anonymous>" : Name.str());
    case dwarf::DW_TAG_array_type: {
      std::string Dims;
      for (const DINode *E : CT->getElements()) {
        const auto *SR = dyn_cast_or_null<DISubrange>(E);
        if (!SR)
          return "";
        auto *Count = dyn_cast_if_present<ConstantInt *>(SR->getCount());
        Dims +=
            "[" + (Count ? std::to_string(Count->getSExtValue()) : "") + "]";
      }
      std::string Elt = spellDIType(CT->getBaseType(), Depth + 1);
      return Elt.empty() ? "" : Elt + Dims;
    }
    default:
      return "";
    }
  }
  return "";
}

std::string spellIRType(Type *Ty) {
  std::string Dims;
  while (auto *AT = dyn_cast<ArrayType>(Ty)) {
    Dims += "[" + std::to_string(AT->getNumElements()) + "]";
    Ty = AT->getElementType();
  }
  std::string Base;
  if (auto *IT = dyn_cast<IntegerType>(Ty)) {
    switch (IT->getBitWidth()) {
    case 1:
      Base = "_Bool";
      break;
    case 8:
      Base = "char";
      break;
    case 16:
      Base = "short int";
      break;
    case 32:
      Base = "int";
      break;
    case 64:
      Base = "long int";
      break;
    case 128:
      Base = "__int128";
      break;
    default:
      return "";
    }
  } else if (Ty->isFloatTy()) {
    Base = "float";
  } else if (Ty->isDoubleTy()) {
    Base = "double";
  } else if (Ty->isX86_FP80Ty() || Ty->isFP128Ty()) {
    Base = "long double";
  } else if (Ty->isPointerTy()) {
    Base = "void *";
  } else if (auto *ST = dyn_cast<StructType>(Ty)) {
    StringRef Name = ST->hasName() ? ST->getName() : "";
    if (Name.consume_front("struct."))
      Base = "struct " + Name.str();
    else if (Name.consume_front("union."))
      Base = "union " + Name.str();
    else
      return "";
    // clang numbers a second struct of the same name: "struct.S.0".
    if (size_t Dot = Base.find('.'); Dot != std::string::npos)
      Base.resize(Dot);
  } else {
    return "";
  }
  return Base + Dims;
}

/// The debug variable of a local: its declare, an assignment marker
/// (assignment tracking, clang's default at -O2) or a value of its address.
static const DILocalVariable *localVariable(const AllocaInst &AI) {
  auto *A = const_cast<AllocaInst *>(&AI);
  TinyPtrVector<DbgVariableRecord *> Records = findDVRDeclares(A);
  if (Records.empty())
    for (DbgVariableRecord *DVR : at::getDVRAssignmentMarkers(A))
      Records.push_back(DVR);
  // A value of the address names the object unless the object is an
  // alloca(n), whose address is a pointer variable's ('d' in `char *d =
  // alloca(n)`), not an object's.
  if (Records.empty() &&
      !(AI.isArrayAllocation() && !isa<ConstantInt>(AI.getArraySize())))
    Records = findDVRValues(A);
  for (DbgVariableRecord *DVR : Records)
    if (const DILocalVariable *V = DVR->getVariable();
        V && !V->isArtificial() && !DVR->getExpression()->isFragment())
      return V;
  return nullptr;
}

/// The front end's local variable or parameter that \p AI (an alloca, an
/// argument) of \p F is, by the name clang gave it (kcc keeps value names):
/// "a", "a.i" once inlined, "a3" for a second "a" of the function. Null if none
/// or ambiguous.
static const VariableFact *sourceLocal(const Value &AI, const Function &F) {
  FrontendFacts &Facts = FrontendFacts::get();
  if (!AI.hasName() || Facts.Locals.empty() ||
      Facts.SubscriptsFile != F.getParent()->getSourceFileName())
    return nullptr;
  // The inliner's ".i" (and what follows) and the symbol table's numbers.
  StringRef Name = AI.getName();
  StringRef Base = Name.take_front(Name.find(".i"));
  StringRef Candidates[] = {Name, Base, Base.rtrim("0123456789")};
  for (StringRef Candidate : Candidates) {
    auto It = Facts.Locals.find(Candidate);
    if (It == Facts.Locals.end())
      continue;
    const std::vector<VariableFact> &Vs = It->second;
    if (Vs.size() == 1)
      return &Vs.front();
    // Declared in the function the alloca is in (not inlined), and of its
    // size when several are.
    std::optional<uint64_t> Size;
    if (const auto *Slot = dyn_cast<AllocaInst>(&AI))
      if (std::optional<TypeSize> S =
              Slot->getAllocationSize(F.getDataLayout());
          S && !S->isScalable())
        Size = S->getFixedValue();
    const VariableFact *Found = nullptr;
    bool Ambiguous = false;
    for (const VariableFact &V : Vs) {
      if (V.Function != F.getName())
        continue;
      if (Found && Found->Type == V.Type && Found->DeclLine == V.DeclLine)
        continue;
      if (Found)
        Ambiguous = true;
      Found = &V;
    }
    if (!Ambiguous)
      return Found;
    Found = nullptr;
    for (const VariableFact &V : Vs)
      if (V.Function == F.getName() && Size && V.Size == *Size) {
        if (Found && (Found->Type != V.Type || Found->DeclLine != V.DeclLine))
          return nullptr;
        Found = &V;
      }
    return Found;
  }
  return nullptr;
}

/// A global's source name: clang names a function's static `buf` "f.buf".
static std::string sourceName(const GlobalVariable &GV) {
  StringRef Name = GV.getName();
  if (auto [Fn, Var] = Name.split('.');
      !Var.empty() && GV.getParent()->getFunction(Fn))
    return Var.split('.').first.str();
  return Name.str();
}

/// \p D declared where the front end's \p V says.
static void declaredAt(ObjectDescription &D, const VariableFact &V) {
  D.DeclFile = V.DeclFile;
  D.DeclLine = V.DeclLine;
  D.DeclColumn = V.DeclColumn;
}

/// \p D made at \p L (an allocation's call, an alloca).
static void declaredAt(ObjectDescription &D, const DILocation &L) {
  D.DeclFile = L.getFilename().str();
  D.DeclLine = L.getLine();
  D.DeclColumn = L.getColumn();
}

/// A local's description; its debug variable, if it has one. \p Declared:
/// the front end's declaration of it.
static const DIVariable *describeLocal(const AllocaInst &AI,
                                       ObjectDescription &D,
                                       const VariableFact *&Declared) {
  const DIVariable *Var = localVariable(AI);
  D.Type = AI.isArrayAllocation() ? "" : spellIRType(AI.getAllocatedType());
  Declared = sourceLocal(AI, *AI.getFunction());
  if (!Var && Declared) {
    D.Name = Declared->Name;
    if (!Declared->Type.empty())
      D.Type = Declared->Type;
    declaredAt(D, *Declared);
  }
  // alloca (n) that is no variable (a VLA's is): where it allocates.
  if (!Var && D.Name.empty() && AI.isArrayAllocation() &&
      !isa<ConstantInt>(AI.getArraySize()))
    if (const DILocation *L = AI.getDebugLoc().get()) {
      D.Allocator = "__builtin_alloca";
      declaredAt(D, *L);
    }
  return Var;
}

/// A pointer parameter's description (its object is of unknown size); its
/// debug variable, if it has one.
static const DIVariable *describeParameter(const Argument &A,
                                           ObjectDescription &D) {
  for (DbgVariableRecord *DVR : findDVRValues(const_cast<Argument *>(&A)))
    if (const DILocalVariable *V = DVR->getVariable();
        V && V->getArg() && !DVR->getExpression()->getNumElements())
      return V;
  if (const VariableFact *V = sourceLocal(A, *A.getParent())) {
    D.Name = V->Name;
    declaredAt(D, *V);
  }
  return nullptr;
}

ObjectDescription describe(const ObjectRef &Obj) {
  ObjectDescription D;
  const DIVariable *Var = nullptr;
  // The front end's declaration of the object, if it has one: its type
  // without typedefs, when that is the type named.
  const VariableFact *Declared = nullptr;
  if (const auto *GV = dyn_cast<GlobalVariable>(Obj.Base)) {
    SmallVector<DIGlobalVariableExpression *, 1> GVEs;
    GV->getDebugInfo(GVEs);
    if (!GVEs.empty())
      Var = GVEs.front()->getVariable();
    if (Obj.Kind != ObjectKind::StringLiteral && !GV->hasPrivateLinkage())
      D.Name = sourceName(*GV);
    D.Type = spellIRType(GV->getValueType());
  } else if (const auto *AI = dyn_cast<AllocaInst>(Obj.Base)) {
    Var = describeLocal(*AI, D, Declared);
  } else if (const auto *A = dyn_cast<Argument>(Obj.Base)) {
    Var = describeParameter(*A, D);
  } else if (const auto *CB = dyn_cast<CallBase>(Obj.Base)) {
    if (const Function *Callee = CB->getCalledFunction())
      D.Allocator = Callee->getName().str();
    if (const DILocation *L = CB->getDebugLoc().get())
      declaredAt(D, *L);
  }
  if (Var) {
    D.Name = Var->getName().str();
    if (std::string T = spellDIType(Var->getType()); !T.empty())
      D.Type = T;
    if (PassLocation L = declLocation(Var); L.valid()) {
      D.DeclFile = L.File;
      D.DeclLine = L.Line;
    }
    // Debug info has no column: the front end's, of the same declaration.
    if (Declared && Declared->DeclLine == D.DeclLine &&
        Declared->Name == D.Name)
      D.DeclColumn = Declared->DeclColumn;
  }
  // The front end's word, with or without debug info: the declaration's
  // column and the type as written.
  if (const auto *GV = dyn_cast<GlobalVariable>(Obj.Base)) {
    FrontendFacts &Facts = FrontendFacts::get();
    auto It = Facts.SubscriptsFile == GV->getParent()->getSourceFileName()
                  ? Facts.Variables.find(GV->getName())
                  : Facts.Variables.end();
    if (It != Facts.Variables.end()) {
      const VariableFact &V = It->second;
      Declared = &V;
      D.Name = V.Name;
      D.ElementSize = V.ElementSize;
      if (!V.Type.empty())
        D.Type = V.Type;
      declaredAt(D, V);
    }
  }
  // An array parameter's type as declared, not as it decays.
  if (const auto *A = dyn_cast<Argument>(Obj.Base);
      A && Obj.Kind == ObjectKind::Parameter)
    if (const ParamAccessFact *P = arrayParameter(*A); P && !P->Type.empty())
      D.Type = P->Type;
  if (Declared && Declared->Type == D.Type)
    D.TypeAka = Declared->TypeAka;
  return D;
}

PassLocation declLocation(const DIVariable *V) {
  if (!V || !V->getLine() || V->getFilename().empty())
    return PassLocation();
  SmallString<128> File(V->getFilename());
  if (sys::path::is_relative(File) && !V->getDirectory().empty()) {
    File = V->getDirectory();
    sys::path::append(File, V->getFilename());
  }
  return PassLocation(std::string(File), V->getLine(), 0);
}

std::string formatRange(int64_t Lo, int64_t Hi) {
  return Lo == Hi ? std::to_string(Lo)
                  : "[" + std::to_string(Lo) + ", " + std::to_string(Hi) + "]";
}

std::string quoteType(StringRef Type, StringRef Aka) {
  return ("'" + Type + "'" + (Aka.empty() ? "" : " {aka '" + Aka + "'}")).str();
}

PassLocation declLocation(const ObjectDescription &D) {
  if (D.DeclFile.empty())
    return PassLocation();
  return namedDeclLocation(D.DeclFile, D.DeclLine, D.DeclColumn, D.Name);
}

PassLocation namedDeclLocation(StringRef File, unsigned Line, unsigned Column,
                               StringRef Name) {
  PassLocation L(File.str(), Line, Column);
  // GCC underlines the declared name.
  if (Column && !Name.empty()) {
    L.RangeBegin = Column;
    L.RangeEnd = Column + Name.size() - 1;
  }
  return L;
}

std::string objectPhrase(const ObjectRef &Obj, const ObjectDescription &D,
                         StringRef Role) {
  std::string S = Role.empty() ? "object " : Role.str() + " object ";
  if (!D.Name.empty())
    S += "'" + D.Name + "' ";
  S += "of size " + formatRange(Obj.MinSize, Obj.MaxSize);
  if (!D.Allocator.empty())
    S += " allocated by '" + D.Allocator + "'";
  return S;
}

} // namespace kcc
