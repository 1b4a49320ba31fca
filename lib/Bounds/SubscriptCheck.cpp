//===- SubscriptCheck.cpp - Captured array subscripts against arrays ------===//
//
// Part of kcc, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// GCC's ARRAY_REF check: each access kcc-bounds-capture (Capture.cpp) gave
// an array fact, with the subscript's range at the access (its debug value,
// which LLVM keeps pointing at the right value through optimization),
// against the array's bounds: -Warray-bounds, -Wzero-length-bounds (interior
// [0] arrays), -Wstrict-flex-arrays, and counted_by flexible arrays whose
// count is known at the access.
//
//===----------------------------------------------------------------------===//

#include "Checker.h"

#include "llvm/Analysis/ValueTracking.h"
#include "llvm/BinaryFormat/Dwarf.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/DebugProgramInstruction.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/Support/SaveAndRestore.h"

using namespace llvm;

namespace kcc {

/// The array's type as GCC quotes it: 'u8[4]' {aka 'unsigned char[4]'}.
static std::string quotedType(const ArrayFact &Fact) {
  return quoteType(Fact.Type, Fact.TypeAka);
}

/// The capture id of a subscript debug value ("kcc.bounds.<id>").
/// The lowest and highest subscripts of \p R (64 bits or fewer), signed.
static std::pair<int64_t, int64_t> signedExtent(const ConstantRange &R) {
  ConstantRange Wide = R.getBitWidth() < 64 ? R.signExtend(64) : R;
  return {Wide.getSignedMin().getSExtValue(),
          Wide.getSignedMax().getSExtValue()};
}

static std::optional<uint64_t> getBoundsRecordId(const DbgVariableRecord &DVR) {
  return recordId(DVR, BoundsVarPrefix);
}

/// Where the array of \p Fact (its variable or member) is declared.
static PassLocation arrayDeclLocation(const ArrayFact &Fact) {
  return Fact.DeclFile.empty() ? PassLocation()
                               : namedDeclLocation(Fact.DeclFile, Fact.DeclLine,
                                                   Fact.DeclColumn, Fact.Decl);
}

SmallVector<PassNote, 1> referenceNote(const ArrayFact &Fact) {
  SmallVector<PassNote, 1> Notes;
  if (!Fact.Decl.empty())
    Notes.push_back({arrayDeclLocation(Fact),
                     ("while referencing '" + Fact.Decl + "'").str()});
  return Notes;
}

/// Whether \p V is a value of this function that is available at the end
/// of \p BB. LazyValueInfo may only be asked about such values: it walks
/// up from \p BB to the definition, and on reaching the entry block takes
/// what it did not find for an argument (a debug value need not dominate
/// where it is, and an edge's source may be above the definition).
bool Checker::availableAtEnd(const Value *V, const BasicBlock *BB) {
  if (const auto *A = dyn_cast<Argument>(V))
    return A->getParent() == &F;
  const auto *I = dyn_cast<Instruction>(V);
  return I && I->getFunction() == &F && dt().dominates(I, BB->getTerminator());
}

std::optional<ConstantRange> Checker::rangeAt(Value *V, Instruction *At) {
  if (!V->getType()->isIntegerTy() || V->getType()->getIntegerBitWidth() > 64)
    return std::nullopt;
  if (auto *C = dyn_cast<ConstantInt>(V))
    return ConstantRange(C->getValue());
  if (isa<UndefValue>(V))
    return std::nullopt;
  // Only a value available at At (see availableAtEnd).
  if (auto *I = dyn_cast<Instruction>(V);
      I ? I->getFunction() != &F || !dt().dominates(I, At)
        : isa<Argument>(V) && cast<Argument>(V)->getParent() != &F)
    return std::nullopt;
  return objects().valueRange(V, At);
}

/// DWARF binary operator \p Op (one of salvageDebugInfo's) on ranges.
static ConstantRange applyBinary(uint64_t Op, const ConstantRange &R,
                                 const ConstantRange &C) {
  switch (Op) {
  case dwarf::DW_OP_plus:
    return R.add(C);
  case dwarf::DW_OP_minus:
    return R.sub(C);
  case dwarf::DW_OP_mul:
    return R.multiply(C);
  case dwarf::DW_OP_div:
    return R.sdiv(C);
  case dwarf::DW_OP_mod:
    return R.srem(C);
  case dwarf::DW_OP_or:
    return R.binaryOr(C);
  case dwarf::DW_OP_and:
    return R.binaryAnd(C);
  case dwarf::DW_OP_xor:
    return R.binaryXor(C);
  case dwarf::DW_OP_shl:
    return R.shl(C);
  case dwarf::DW_OP_shr:
    return R.lshr(C);
  default:
    return R.ashr(C);
  }
}

/// The range of the subscript a debug value describes, at \p Access. Only
/// the expressions LLVM's salvaging produces for integer arithmetic and
/// casts are understood; anything else gives no range (and no warning).
std::optional<ConstantRange>
Checker::subscriptRange(const DbgVariableRecord &DVR, Instruction *Access) {
  if (DVR.isKillLocation() || DVR.getNumVariableLocationOps() != 1)
    return std::nullopt;
  std::optional<ConstantRange> R =
      rangeAt(DVR.getVariableLocationOp(0), Access);
  if (!R)
    return std::nullopt;
  std::optional<uint64_t> Pending; // DW_OP_constu operand.
  unsigned ConvertBits = 0;
  bool ConvertSigned = false;
  for (DIExpression::ExprOperand Op : DVR.getExpression()->expr_ops()) {
    unsigned W = R->getBitWidth();
    switch (Op.getOp()) {
    case dwarf::DW_OP_LLVM_arg:
    case dwarf::DW_OP_stack_value:
      break;
    case dwarf::DW_OP_plus_uconst:
      R = R->add(ConstantRange(APInt(W, Op.getArg(0), /*isSigned=*/false,
                                     /*implicitTrunc=*/true)));
      break;
    case dwarf::DW_OP_constu:
      Pending = Op.getArg(0);
      break;
    case dwarf::DW_OP_plus:
    case dwarf::DW_OP_minus:
    case dwarf::DW_OP_mul:
    case dwarf::DW_OP_div:
    case dwarf::DW_OP_mod:
    case dwarf::DW_OP_or:
    case dwarf::DW_OP_and:
    case dwarf::DW_OP_xor:
    case dwarf::DW_OP_shl:
    case dwarf::DW_OP_shr:
    case dwarf::DW_OP_shra: {
      // A binary operator with a constant (salvageDebugInfo's forms: the
      // signed division and remainder, the logical and arithmetic shifts).
      if (!Pending)
        return std::nullopt;
      R = applyBinary(Op.getOp(), *R,
                      ConstantRange(APInt(W, *Pending, /*isSigned=*/false,
                                          /*implicitTrunc=*/true)));
      Pending.reset();
      break;
    }
    case dwarf::DW_OP_LLVM_convert: {
      unsigned Bits = Op.getArg(0);
      bool Signed = Op.getArg(1) == dwarf::DW_ATE_signed;
      if (!ConvertBits) { // From.
        ConvertBits = Bits;
        ConvertSigned = Signed;
        if (Bits < W)
          R = R->truncate(Bits);
        else if (Bits > W)
          return std::nullopt;
      } else { // To.
        if (Bits > R->getBitWidth())
          R = ConvertSigned ? R->signExtend(Bits) : R->zeroExtend(Bits);
        else if (Bits < R->getBitWidth())
          R = R->truncate(Bits);
        ConvertBits = 0;
      }
      break;
    }
    default:
      return std::nullopt;
    }
  }
  if (Pending || ConvertBits)
    return std::nullopt;
  return R;
}

/// The value of the counted_by member at \p At: what was last stored to
/// (or loaded from) \p Base + \p Offset before \p At, in its block or the
/// chain of single predecessors above it, with nothing in between that may
/// write there. Null if unknown.
Value *Checker::countAt(Value *Base, int64_t Offset, uint64_t Size,
                        Instruction &At) {
  auto SameBase = [&](const Value *P, int64_t &Off) {
    APInt A(DL.getIndexTypeSizeInBits(P->getType()), 0);
    const Value *B =
        P->stripAndAccumulateConstantOffsets(DL, A, /*AllowNonInbounds=*/true);
    Off = A.getSExtValue();
    return B == Base->stripPointerCasts();
  };
  BasicBlock *BB = At.getParent();
  auto It = std::next(At.getReverseIterator());
  for (unsigned Budget = 256; BB && Budget;) {
    for (; It != BB->rend() && Budget; ++It, --Budget) {
      Instruction &I = *It;
      int64_t Off;
      if (auto *SI = dyn_cast<StoreInst>(&I)) {
        uint64_t Bytes = DL.getTypeStoreSize(SI->getValueOperand()->getType())
                             .getFixedValue();
        if (!SameBase(SI->getPointerOperand(), Off))
          return nullptr; // May alias the count.
        if (Off == Offset && Bytes == Size)
          return SI->getValueOperand();
        if (Off + int64_t(Bytes) <= Offset || Off >= Offset + int64_t(Size))
          continue; // Another member of the same struct.
        return nullptr;
      }
      if (auto *LI = dyn_cast<LoadInst>(&I)) {
        if (SameBase(LI->getPointerOperand(), Off) && Off == Offset &&
            DL.getTypeStoreSize(LI->getType()).getFixedValue() == Size)
          return LI;
        continue;
      }
      if (I.mayWriteToMemory())
        return nullptr;
    }
    BB = BB->getSinglePredecessor();
    if (BB)
      It = BB->rbegin();
  }
  return nullptr;
}

/// \p V without the integer casts that widen or narrow it.
static const Value *stripIntCasts(const Value *V) {
  while (isa<ZExtInst, SExtInst, TruncInst>(V))
    V = cast<Instruction>(V)->getOperand(0);
  return V;
}

void Checker::checkCountedRelation(Instruction &Access, const ArrayFact &Fact,
                                   const DbgVariableRecord &DVR, Value *Count) {
  // A subscript that is the count (`p->data[p->len]`), or that a condition
  // on the path puts at or above it (`if (i >= p->len) ... p->data[i]`),
  // whatever the count's value.
  if (DVR.getNumVariableLocationOps() != 1 ||
      DVR.getExpression()->getNumElements() != 0)
    return;
  Value *Subscript = DVR.getVariableLocationOp(0);
  if (!Subscript || !Subscript->getType()->isIntegerTy())
    return;
  const Value *S = stripIntCasts(Subscript), *C = stripIntCasts(Count);
  bool AtCount = S == C;
  if (!AtCount && S->getType() == C->getType()) {
    // (Both ways: an unsigned count compared as such, or a signed one.)
    std::optional<bool> UGE =
        isImpliedByDomCondition(ICmpInst::ICMP_UGE, S, C, &Access, DL);
    std::optional<bool> SGE =
        isImpliedByDomCondition(ICmpInst::ICMP_SGE, S, C, &Access, DL);
    if ((!UGE || !*UGE) && (!SGE || !*SGE))
      return;
  } else if (!AtCount) {
    return;
  }
  StringRef Name = AtCount ? Fact.CountName : sourceName(Subscript);
  std::string Subscripted =
      Name.empty() ? std::string() : " '" + Name.str() + "'";
  report(BoundsOption::ArrayBounds,
         "array subscript" + Subscripted + " is above array bounds of " +
             quotedType(Fact) + " with counted_by '" + Fact.CountName + "'",
         DVR.getDebugLoc().get(), Access, Subscript, referenceNote(Fact));
}

/// -Warray-bounds on a counted_by flexible array whose count is known at
/// the access.
void Checker::checkCounted(Instruction &Access, const ArrayFact &Fact,
                           const DbgVariableRecord *DVR,
                           const DbgVariableRecord *BaseDVR,
                           std::optional<ConstantRange> Copies) {
  if (!Config.ArrayBounds || !DVR || !BaseDVR || BaseDVR->isKillLocation() ||
      BaseDVR->getNumVariableLocationOps() != 1 ||
      BaseDVR->getExpression()->getNumElements() != 0)
    return;
  Value *Count = countAt(BaseDVR->getVariableLocationOp(0), Fact.CountOffset,
                         Fact.CountSize, Access);
  std::optional<ConstantRange> CR =
      Count ? rangeAt(Count, &Access) : std::nullopt;
  // A count of any value: the subscript's relation to it.
  if (Count && (!CR || CR->isFullSet())) {
    if (!Copies)
      checkCountedRelation(Access, Fact, *DVR, Count);
    return;
  }
  std::optional<ConstantRange> R =
      Copies ? Copies : subscriptRange(*DVR, &Access);
  if (!CR || CR->isEmptySet() || CR->isFullSet() || !R || R->isEmptySet() ||
      R->getBitWidth() > 64)
    return;
  int64_t CountMax = CR->getSignedMax().getSExtValue();
  if (CR->getSignedMin().isNegative() || CountMax < 0)
    return; // A count that may be negative says nothing.
  auto [Lo, Hi] = signedExtent(*R);
  bool Above = Lo >= CountMax, Below = Hi < 0;
  if (!Above && !Below)
    return;
  std::string Subscript = std::to_string(Above ? Lo : Hi);
  std::string Bound =
      CR->isSingleElement()
          ? "'" + Fact.CountName.str() + "' = " + std::to_string(CountMax)
          : "'" + Fact.CountName.str() + "' at most " +
                std::to_string(CountMax);
  report(BoundsOption::ArrayBounds,
         "array subscript " + Subscript + " is " + (Above ? "above" : "below") +
             " array bounds of " + quotedType(Fact) + " with counted_by " +
             Bound,
         DVR->getDebugLoc().get(), Access, DVR->getVariableLocationOp(0),
         referenceNote(Fact));
}

/// The declared variable \p Access, a load or store, points into, at
/// offsets that are known to be bounded.
std::optional<ObjectRef> Checker::declaredObject(Instruction &Access) {
  Value *Ptr = getLoadStorePointerOperand(&Access);
  if (!Ptr)
    return std::nullopt;
  std::optional<ObjectRef> Obj = objects().find(Ptr, &Access);
  if (!Obj ||
      (Obj->Kind != ObjectKind::Global && Obj->Kind != ObjectKind::Local) ||
      Obj->Offset.isFullSet() || Obj->Offset.getBitWidth() > 64)
    return std::nullopt;
  return Obj;
}

/// Whether \p Obj, the object of an access, is wholly behind the access.
static bool pastEnd(const ObjectRef &Obj) {
  int64_t Lo = Obj.Offset.getSignedMin().getSExtValue();
  return Lo >= 0 && uint64_t(Lo) >= Obj.MaxSize;
}

/// Whether the access at \p Obj's lowest offset is into a member of the
/// struct type \p Obj is declared with (or an array of it), through no
/// union: the member's trailing array has its declared bound there (a
/// union member may be as long as the union, a buffer holds what it holds,
/// and clang gives a variable whose initializer gives a flexible array its
/// elements a literal struct type).
static bool inDeclaredStruct(const ObjectRef &Obj, const DataLayout &DL) {
  Type *Ty = nullptr;
  if (const auto *GV = dyn_cast<GlobalVariable>(Obj.Base))
    Ty = GV->getValueType();
  else if (const auto *AI = dyn_cast<AllocaInst>(Obj.Base))
    Ty = AI->isArrayAllocation() ? nullptr : AI->getAllocatedType();
  int64_t Lo = Obj.Offset.getSignedMin().getSExtValue();
  if (!Ty || Lo < 0 || !isa<StructType>(Ty))
    return false;
  uint64_t Off = Lo;
  while (Ty->isAggregateType()) {
    if (auto *AT = dyn_cast<ArrayType>(Ty)) {
      uint64_t Size = DL.getTypeAllocSize(AT->getElementType()).getFixedValue();
      if (!Size)
        return false;
      Off %= Size;
      Ty = AT->getElementType();
      continue;
    }
    auto *ST = dyn_cast<StructType>(Ty);
    if (!ST || ST->isLiteral() || !ST->getName().starts_with("struct."))
      return false;
    const StructLayout *SL = DL.getStructLayout(ST);
    if (!ST->getNumElements() || !SL->getSizeInBytes())
      return false;
    // (Tail padding is the last member's.)
    unsigned I = SL->getElementContainingOffset(
        std::min<uint64_t>(Off, SL->getSizeInBytes() - 1));
    Off -= std::min<uint64_t>(Off, SL->getElementOffset(I));
    Ty = ST->getElementType(I);
  }
  return true;
}

/// -Wstrict-flex-arrays: a trailing array that -fstrict-flex-arrays=N says
/// is not flexible (1: two or more elements, 2: one or more, 3: any).
static bool strictFlexWarns(const ArrayFact &Fact, const BoundsConfig &Config) {
  unsigned Given = Config.GivenStrictFlexArrays;
  return Fact.Trailing && !Fact.Flexible && Config.StrictFlexWarning &&
         (Given >= 3 || Fact.Count >= (Given >= 2 ? 1u : 2u));
}

/// GCC's words for subscripts [Lo, Hi] outside \p Fact's array.
static std::string
subscriptMessage(const ArrayFact &Fact, std::pair<int64_t, int64_t> Range,
                 std::optional<std::pair<int64_t, int64_t>> Excluded,
                 bool Above, bool Below, bool Interior, bool NoElements,
                 const Value *Operand) {
  auto [Lo, Hi] = Range;
  if (Interior) {
    // GCC names the highest subscript, or the variable when the range says
    // nothing ("array subscript 'j' is outside the bounds ...").
    std::string Subscript = std::to_string(Hi);
    if (!Above && !Below) {
      StringRef Name = Operand ? sourceName(Operand) : "";
      Subscript = Name.empty() ? formatRange(Lo, Hi) : "'" + Name.str() + "'";
    }
    return "array subscript " + Subscript +
           " is outside the bounds of an interior zero-length array " +
           quotedType(Fact);
  }
  // GCC names a range by its bound nearest the array: the lowest subscript
  // of one above it, the highest of one below. (A whole object of no
  // elements has no bounds to be above or below.)
  std::string Subscript = Excluded
                              ? formatRange(Excluded->first, Excluded->second)
                          : Above ? std::to_string(Lo)
                                  : std::to_string(Hi);
  StringRef Relation =
      Excluded || (Fact.Count == 0 && !Fact.Member) || NoElements ? "outside"
      : Above                                                     ? "above"
                                                                  : "below";
  return "array subscript " + Subscript + " is " + Relation.str() +
         " array bounds of " + quotedType(Fact);
}

static std::optional<std::pair<int64_t, int64_t>>
excludedBy(const ConstantRange &Narrow, const ArrayFact &Fact);

/// An anti-range subscript (`if (i < 0 || i > 9)`): the subscripts it
/// excludes, when they are all the valid ones (GCC's "[0, 9] is outside").
/// A subscript widened from an `int` (sext) keeps its anti-range only in the
/// narrow type: with the debug value \p DVR of the subscript, look there.
std::optional<std::pair<int64_t, int64_t>>
Checker::excludedSubscripts(const ConstantRange &R, Instruction &Access,
                            const ArrayFact &Fact,
                            const DbgVariableRecord *DVR) {
  std::optional<ConstantRange> Narrow = R;
  if (DVR && DVR->getExpression()->getNumElements() == 0)
    if (auto *Ext = dyn_cast<SExtInst>(DVR->getVariableLocationOp(0)))
      Narrow = rangeAt(Ext->getOperand(0), &Access);
  return Narrow ? excludedBy(*Narrow, Fact) : std::nullopt;
}

/// The valid subscripts of \p Fact an anti-range \p Narrow excludes, if it
/// excludes them all.
static std::optional<std::pair<int64_t, int64_t>>
excludedBy(const ConstantRange &Narrow, const ArrayFact &Fact) {
  if (!Narrow.isSignWrappedSet() || Narrow.isFullSet())
    return std::nullopt;
  ConstantRange Inv = Narrow.inverse();
  int64_t A = Inv.getSignedMin().getSExtValue();
  int64_t B = Inv.getSignedMax().getSExtValue();
  if (Inv.isSignWrappedSet() || A > 0 ||
      B < int64_t(Fact.Count) - (Fact.Address ? 0 : 1))
    return std::nullopt;
  return std::make_pair(A, B);
}

/// The path a condition before \p Access splits off, on which the
/// subscript \p DVR (a plain value) is outside \p Fact's bounds, [0,
/// \p Limit).
std::optional<Checker::PathSplit>
Checker::splitSubscript(Instruction &Access, const ArrayFact &Fact,
                        const DbgVariableRecord &DVR, int64_t Limit) {
  if (DVR.getExpression()->getNumElements() != 0 ||
      DVR.getNumVariableLocationOps() != 1)
    return std::nullopt;
  auto Outside = [&](const ConstantRange &Narrow, const ConstantRange &Sub) {
    auto [Lo, Hi] = signedExtent(Sub);
    return Lo >= Limit || Hi < 0 || excludedBy(Narrow, Fact);
  };
  return splitPath(DVR.getVariableLocationOp(0), Access, Outside);
}

void Checker::checkSubscript(Instruction &Access, const ArrayFact &Fact,
                             const DbgVariableRecord *DVR,
                             const DbgVariableRecord *BaseDVR,
                             std::optional<ConstantRange> Copies,
                             const DILocation *SubscriptAt) {
  if (Fact.CountOffset >= 0)
    return checkCounted(Access, Fact, DVR, BaseDVR, Copies);
  bool Interior = Fact.Count == 0 && !Fact.Trailing && Fact.Member;
  // A flexible array has no upper bound, but no subscript below 0 is in
  // it (GCC's -Warray-bounds on `p->a[-1]`).
  bool Flexible = !Interior && isFlexible(Fact, Config);
  bool ArrayBounds =
      Interior ? Config.ZeroLength || Config.ArrayBounds : Config.ArrayBounds;
  bool StrictFlex = strictFlexWarns(Fact, Config);
  // A character stored out of a member array is GCC's -Wstringop-overflow
  // (its strlen pass) where -Warray-bounds does not report it.
  auto *Store = dyn_cast<StoreInst>(&Access);
  bool MemberStore = Store && Config.Overflow && Fact.Member && !Interior &&
                     !Fact.Address && Fact.ElementSize == 1;
  if (!ArrayBounds && !StrictFlex && !MemberStore)
    return;
  // The subscripts: the debug value's (or its unrolled copies'), or the
  // constant the capture saw.
  std::optional<ConstantRange> R;
  if (DVR)
    R = Copies ? Copies : subscriptRange(*DVR, &Access);
  else if (Fact.ConstSubscript)
    R = ConstantRange(APInt(64, *Fact.ConstSubscript, /*isSigned=*/true));
  if (!R || R->isEmptySet() || R->getBitWidth() > 64)
    return;
  const Value *Operand = DVR ? DVR->getVariableLocationOp(0) : nullptr;
  std::optional<std::pair<int64_t, int64_t>> Excluded =
      excludedSubscripts(*R, Access, Fact, Copies ? nullptr : DVR);
  auto [Lo, Hi] = signedExtent(*R);
  // An address may point one past the end (`&a[10]` of `int a[10]`).
  int64_t Limit = int64_t(Fact.Count) + (Fact.Address ? 1 : 0);
  bool Above = Lo >= Limit;
  bool Below = Hi < 0;
  // In bounds on some path, out of them on the path a condition before the
  // access splits off, as GCC's jump threading would.
  std::optional<PathSplit> OnPath;
  if (!Above && !Below && !Excluded && ArrayBounds && !Interior && !Flexible &&
      DVR && !Copies && (OnPath = splitSubscript(Access, Fact, *DVR, Limit))) {
    Excluded = excludedBy(OnPath->Narrow, Fact);
    std::tie(Lo, Hi) = signedExtent(OnPath->Range);
    Above = Lo >= Limit;
    Below = Hi < 0;
  }
  // An address passed on is reported where it is passed on (the call, the
  // store), as GCC reports an address's subscripts at its statement.
  const DILocation *Where = SubscriptAt ? SubscriptAt
                            : DVR && !(Fact.Address && Access.getDebugLoc())
                                ? DVR->getDebugLoc().get()
                                : Access.getDebugLoc().get();
  if (StrictFlex && Above)
    report(BoundsOption::StrictFlexArrays,
           "trailing array " + quotedType(Fact) +
               " should not be used as a flexible array member",
           Where, Access, Operand, {});
  // A flexible array (`T a[]` of a declared variable, or a trailing
  // `T a[1]`/`T a[0]` the -fstrict-flex-arrays level takes as flexible) is
  // so only where more of it may follow. A trailing [1] or [0] in a
  // variable declared with its struct's type has its declared bound; any
  // flexible array ends where its declared object does, initializer and
  // tail padding included. GCC: "array subscript 1 is above array bounds of
  // 'short int[1]'", "outside ... 'short int[0]'", "above ... 'short
  // int[]'"; "outside" too when the variable holds no element of a `[]`.
  // (A `[]` variable is named in a note whatever the subscript.)
  bool Bounded = Flexible && !Below && !Fact.Address;
  std::optional<ObjectRef> Holder =
      Bounded || Fact.Flexible ? declaredObject(Access) : std::nullopt;
  bool NoElements = false;
  if (Bounded && Holder && !Fact.Flexible && inDeclaredStruct(*Holder, DL)) {
    Flexible = false;
    NoElements = Fact.Count == 0;
  } else if (Bounded && Holder && Lo >= 0 && pastEnd(*Holder)) {
    Flexible = false;
    Above = true;
    int64_t Start = Holder->Offset.getSignedMin().getSExtValue() -
                    Lo * int64_t(Fact.ElementSize);
    NoElements = Fact.Flexible
                     ? Start >= 0 && uint64_t(Start) >= Holder->MaxSize
                     : Fact.Count == 0;
  }
  if (Flexible && !Below)
    return;
  // Every subscript of an interior zero-length array is outside it: GCC's
  // -Wzero-length-bounds while the access stays in the whole object; one
  // below the array, or past the end of its declared object, is
  // -Warray-bounds.
  if (Interior) {
    std::optional<ObjectRef> Obj = declaredObject(Access);
    bool PastObject = !Below && Lo >= 0 && Obj && pastEnd(*Obj);
    if (Below || PastObject) {
      Interior = false;
      if (!Config.ArrayBounds)
        return;
    } else if (!Config.ZeroLength) {
      return;
    }
  }
  if (!Above && !Below && !Excluded && !Interior)
    return;
  if (!ArrayBounds ||
      (MemberStore && ignoredAt(BoundsOption::ArrayBounds, Where))) {
    if (MemberStore && !Excluded)
      checkMemberStore(*Store, Fact,
                       Above    ? Lo
                       : Hi < 0 ? Lo
                                : Hi,
                       Above ? Lo : Hi, Operand);
    return;
  }
  std::string Message = subscriptMessage(Fact, {Lo, Hi}, Excluded, Above, Below,
                                         Interior, NoElements, Operand);
  SmallVector<PassNote, 1> Notes = referenceNote(Fact);
  if (Holder && Fact.Flexible)
    if (ObjectDescription D = describe(*Holder); !D.Name.empty())
      Notes.push_back({declLocation(D), "defined here '" + D.Name + "'"});
  SaveAndRestore<const PathSplit *> SplitOf(Split, OnPath ? &*OnPath : nullptr);
  report(Interior ? BoundsOption::ZeroLengthBounds : BoundsOption::ArrayBounds,
         Message, Where, Access, Operand, Notes);
}

void Checker::checkMemberStore(StoreInst &SI, const ArrayFact &Fact, int64_t Lo,
                               int64_t Hi, const Value *Operand) {
  // Past the end of the object the member is in (not one declared with its
  // struct's type): GCC names the object (checkStoreOverflow), `(struct S
  // *)buf` being folded to `buf` there.
  if (std::optional<ObjectRef> Holder = declaredObject(SI);
      Holder && !inDeclaredStruct(*Holder, DL) &&
      (Holder->Offset.getSignedMin().isNegative() || pastEnd(*Holder)))
    return;
  TypeSize Bytes = DL.getTypeStoreSize(SI.getValueOperand()->getType());
  if (Bytes.isScalable())
    return;
  int64_t Size = int64_t(Fact.Count * Fact.ElementSize);
  SmallVector<PassNote, 1> Notes;
  Notes.push_back({arrayDeclLocation(Fact), "at offset " + formatRange(Lo, Hi) +
                                                " into destination object '" +
                                                Fact.Decl.str() + "' of size " +
                                                std::to_string(Size)});
  report(BoundsOption::StringopOverflow,
         "writing " + std::to_string(Bytes.getFixedValue()) +
             (Bytes.getFixedValue() == 1 ? " byte" : " bytes") +
             " into a region of size 0",
         SI.getDebugLoc().get(), SI, Operand, Notes, CaretPlace::Assignment);
}

/// Whether the IR type \p Ty holds, at byte \p Off, an array of \p Count
/// elements of \p Size bytes (through members and elements).
static bool holdsArrayAt(Type *Ty, uint64_t Off, uint64_t Count, uint64_t Size,
                         const DataLayout &DL) {
  while (true) {
    if (auto *AT = dyn_cast<ArrayType>(Ty)) {
      uint64_t Elt = DL.getTypeAllocSize(AT->getElementType()).getFixedValue();
      if (!Off && AT->getNumElements() == Count && Elt == Size)
        return true;
      if (!Elt || Off >= AT->getNumElements() * Elt)
        return false;
      Off %= Elt;
      Ty = AT->getElementType();
    } else if (auto *ST = dyn_cast<StructType>(Ty)) {
      const StructLayout *SL = DL.getStructLayout(ST);
      if (Off >= SL->getSizeInBytes())
        return false;
      unsigned I = SL->getElementContainingOffset(Off);
      Off -= SL->getElementOffset(I);
      Ty = ST->getElementType(I);
    } else {
      return false;
    }
  }
}

bool Checker::checkLoopStores(CallBase &CB) {
  // GCC unrolls such a loop and warns on the first store past the array
  // ("array subscript 4 is above array bounds of 'u32[4]'" for `i <= 4`);
  // LoopIdiomRecognize made one call of all the stores, located at the
  // store's assignment, where the front end's subscript says which array.
  auto *MI = dyn_cast<MemIntrinsic>(&CB);
  auto *Len = MI ? dyn_cast<ConstantInt>(MI->getLength()) : nullptr;
  const DILocation *L = CB.getDebugLoc().get();
  if (!Len || !L || !Config.ArrayBounds || Len->getBitWidth() > 64)
    return false;
  const ArraySubscriptFact *S = Subscripts.storedAt(L);
  if (!S || S->BaseOffset < 0 || !S->Count || !S->ElementSize ||
      S->CountOffset >= 0)
    return false;
  ArrayFact Fact = ArrayFact::fromSource(*S);
  if (isFlexible(Fact, Config))
    return false;
  // The first element stored: where the call starts, from what the
  // subscript's array is at (a pointer's target, or a variable that holds
  // the array there).
  int64_t Off = 0;
  const Value *Base = GetPointerBaseWithConstantOffset(MI->getDest(), Off, DL);
  uint64_t E = S->ElementSize, N = Len->getZExtValue() / E;
  int64_t Into = Off - S->BaseOffset;
  if (Into < 0 || Into % int64_t(E) || Len->getZExtValue() % E)
    return false;
  uint64_t First = uint64_t(Into) / E;
  if (First >= S->Count || First + N <= S->Count)
    return false;
  Type *VarTy = nullptr;
  if (const auto *GV = dyn_cast<GlobalVariable>(Base))
    VarTy = GV->getValueType();
  else if (const auto *AI = dyn_cast<AllocaInst>(Base))
    VarTy = AI->isArrayAllocation() ? nullptr : AI->getAllocatedType();
  if ((isa<GlobalVariable>(Base) || isa<AllocaInst>(Base)) &&
      (!VarTy || !holdsArrayAt(VarTy, S->BaseOffset, S->Count, E, DL)))
    return false;
  int64_t Last = int64_t(S->Count);
  std::string Message =
      subscriptMessage(Fact, {Last, Last}, std::nullopt, /*Above=*/true,
                       /*Below=*/false, /*Interior=*/false,
                       /*NoElements=*/false, nullptr);
  const DILocation *Where = DILocation::get(CB.getContext(), S->Line, S->Column,
                                            L->getScope(), L->getInlinedAt());
  report(BoundsOption::ArrayBounds, Message, Where, CB, nullptr,
         referenceNote(Fact));
  return true;
}

/// The value an unrolled copy's subscript steps from: `i + k` and
/// `i | k` (disjoint) are copy k of the access at `i`.
static const Value *unrolledBase(const Value *V) {
  using namespace PatternMatch;
  const Value *X;
  if (match(V, m_Add(m_Value(X), m_ConstantInt())) ||
      match(V, m_DisjointOr(m_Value(X), m_ConstantInt())))
    return X;
  return V;
}

/// The ranges of the unrolled copies of each source subscript. Loop
/// unrolling copies an access once per iteration it unrolls, and the copies'
/// subscripts are the induction variable plus constants (`i + 4`, `i | 4`,
/// or a debug value `(i, DW_OP_constu 4, DW_OP_or)`): one copy alone can be
/// above the array (or exclude all of it, `[0, 3]`) only because the copy
/// runs when the trip count is at least the unroll factor, a condition the
/// compiler wrote. The source access is every copy: its range is their
/// union, as GCC, which unrolls after its warnings, sees it. A family is the
/// debug values of one capture on one value or its constant steps, with two
/// or more locations or expressions; copies that share one (jump
/// threading's) stay apart, as they are paths of the source.
DenseMap<std::pair<uint64_t, const Value *>, ConstantRange>
Checker::unrolledSubscripts(ArrayRef<SubscriptSite> Sites) {
  struct Family {
    const Value *FirstOp = nullptr;
    const DIExpression *First = nullptr;
    bool Unrolled = false;
    std::optional<ConstantRange> Union;
  };
  DenseMap<std::pair<uint64_t, const Value *>, Family> Families;
  for (const SubscriptSite &S : Sites) {
    if (!S.DVR || S.DVR->isKillLocation() ||
        S.DVR->getNumVariableLocationOps() != 1)
      continue;
    const Value *Op = S.DVR->getVariableLocationOp(0);
    Family &Fam = Families[{S.Fact.Id, unrolledBase(Op)}];
    const DIExpression *E = S.DVR->getExpression();
    if (!Fam.First) {
      Fam.FirstOp = Op;
      Fam.First = E;
    } else if (Fam.First != E || Fam.FirstOp != Op) {
      Fam.Unrolled = true;
    }
    std::optional<ConstantRange> R = subscriptRange(*S.DVR, S.Access);
    if (!R || R->getBitWidth() > 64) {
      Fam.Union = ConstantRange::getFull(64);
      continue;
    }
    if (R->getBitWidth() < 64)
      R = R->signExtend(64);
    Fam.Union = Fam.Union ? Fam.Union->unionWith(
                                *R, ConstantRange::PreferredRangeType::Signed)
                          : *R;
  }
  DenseMap<std::pair<uint64_t, const Value *>, ConstantRange> Ranges;
  for (auto &[Key, Fam] : Families)
    if (Fam.Unrolled && Fam.Union)
      Ranges.try_emplace(Key, *Fam.Union);
  return Ranges;
}

void Checker::checkSubscripts() {
  SmallVector<SubscriptSite, 16> Sites;
  for (BasicBlock &BB : F) {
    if (!live(&BB))
      continue;
    DenseMap<uint64_t, const DbgVariableRecord *> Last, LastBase;
    for (Instruction &I : BB) {
      for (const DbgVariableRecord &DVR :
           filterDbgVars(I.getDbgRecordRange())) {
        if (std::optional<uint64_t> Id = getBoundsRecordId(DVR))
          Last[*Id] = &DVR;
        else if (std::optional<uint64_t> Id =
                     recordId(DVR, BoundsBaseVarPrefix))
          LastBase[*Id] = &DVR;
      }
      MDNode *Facts = I.getMetadata(BoundsMD);
      if (!Facts)
        continue;
      for (const MDOperand &Op : Facts->operands()) {
        if (auto Fact = ArrayFact::decode(dyn_cast_or_null<MDNode>(Op.get())))
          Sites.push_back(
              {&I, *Fact, Last.lookup(Fact->Id), LastBase.lookup(Fact->Id)});
        else
          ++MalformedFacts;
      }
    }
  }
  DenseMap<std::pair<uint64_t, const Value *>, ConstantRange> Unrolled =
      unrolledSubscripts(Sites);
  for (const SubscriptSite &S : Sites) {
    std::optional<ConstantRange> Copies;
    if (S.DVR && S.DVR->getNumVariableLocationOps() == 1) {
      auto It = Unrolled.find(
          {S.Fact.Id, unrolledBase(S.DVR->getVariableLocationOp(0))});
      if (It != Unrolled.end())
        Copies = It->second;
    }
    checkSubscript(*S.Access, S.Fact, S.DVR, S.BaseDVR, Copies);
  }
}

} // namespace kcc
