//===- AccessCheck.cpp - -Warray-bounds on loads and stores to objects ----===//
//
// Part of kcc, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The access-based half of -Warray-bounds: every load and store, whatever
// its address is made of, against the object the address points into
// (kcc/BoundsObject.h). This is what GCC checks on MEM_REFs: accesses
// through pointers (`int *p = ga; p[4]`), addresses the optimizer folded
// into constants (`if (i == 12) a[i] = v` becomes a store to `@a + 48`),
// string literals, heap blocks of known size. Subscripts of arrays that
// capture recorded (Capture.cpp) are checked against their array in
// Check.cpp; an access that check did not warn about comes here too.
//
//===----------------------------------------------------------------------===//

#include "Checker.h"
#include "kcc/Bounds.h"
#include "kcc/BoundsObject.h"
#include "kcc/FrontendFacts.h"

#include "llvm/IR/DataLayout.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Operator.h"
#include "llvm/Support/MathExtras.h"

using namespace llvm;

namespace kcc {

namespace {

/// A type as GCC quotes it: 'int16_t[2]' {aka 'short int[2]'}.
struct QuotedType {
  std::string Type, Aka;
  std::string str() const { return quoteType(Type, Aka); }
};

/// "at offset 4 into " or "at offset [4, 7] into " before the object of a
/// note; nothing at offset 0, as GCC says "object 'a' of size 0".
std::string offsetInto(int64_t Lo, int64_t Hi) {
  if (!Lo && !Hi)
    return "";
  return "at offset " + formatRange(Lo, Hi) + " into ";
}

/// Whether \p Obj is a block with no declared type: GCC names it as an
/// array of the accessed type.
bool isUntyped(const ObjectRef &Obj, const ObjectDescription &D) {
  return Obj.Kind == ObjectKind::Heap ||
         (Obj.Kind == ObjectKind::Local && D.Type.empty() &&
          !D.Allocator.empty());
}

/// The object's type as GCC names it in "outside array bounds of 'T[N]'":
/// an array object's own type, `T[1]` for any other object, and for a
/// block with no declared type an array of the accessed type (as the
/// source spells it, from \p Access) or of bytes, as large as the block.
QuotedType arrayTypeOf(const ObjectRef &Obj, const ObjectDescription &D,
                       Type *AccessTy, uint64_t AccessSize, bool Partly,
                       const SourceRangeFact *Access = nullptr) {
  if (isUntyped(Obj, D)) {
    if (Partly)
      return {"unsigned char[" + std::to_string(Obj.MaxSize) + "]", ""};
    if (Access && !Access->AccessType.empty() &&
        Access->AccessSize == AccessSize) {
      uint64_t N = Obj.MaxSize / AccessSize;
      // An array of no elements prints as one of unknown bound, as GCC's
      // printable array type does.
      std::string Dims = "[" + std::to_string(N) + "]";
      return {Access->AccessType + Dims,
              Access->AccessTypeAka.empty()
                  ? ""
                  : Access->AccessTypeAka + (N ? Dims : "[]")};
    }
    std::string Elt = spellIRType(AccessTy);
    if (Elt.empty())
      return {"unsigned char[" + std::to_string(Obj.MaxSize) + "]", ""};
    return {Elt + "[" + std::to_string(Obj.MaxSize / AccessSize) + "]", ""};
  }
  if (D.Type.empty())
    return {"char[" + std::to_string(Obj.MaxSize) + "]", ""};
  // An object of no bytes (of an empty struct type, GNU C) has no element
  // in its outermost bound either: GCC says 'struct S[0][3]'.
  if (Obj.MaxSize == 0 && D.Type.back() == ']') {
    size_t Open = D.Type.find('['), Close = D.Type.find(']', Open);
    return {D.Type.substr(0, Open + 1) + "0" + D.Type.substr(Close), ""};
  }
  std::string Dims = Obj.MaxSize == 0 ? "[0]" : "[1]";
  if (D.Type.back() == ']')
    return {D.Type, D.TypeAka};
  return {D.Type + Dims, D.TypeAka.empty() ? "" : D.TypeAka + Dims};
}

/// The accessed element's type as GCC prints it inside a quoted subscript:
/// 'int16_t {aka short int}[0]'.
std::string elementSpelling(Type *AccessTy, uint64_t AccessSize,
                            const SourceRangeFact *Access) {
  if (Access && !Access->AccessType.empty() && Access->AccessSize == AccessSize)
    return Access->AccessType + (Access->AccessTypeAka.empty()
                                     ? ""
                                     : " {aka " + Access->AccessTypeAka + "}");
  std::string Elt = spellIRType(AccessTy);
  return Elt.empty() ? "char" : Elt;
}

/// The source variable an index holds, through casts and, before
/// mem2reg, the stack slot of a parameter or a local (`i.addr`, `i`).
std::string indexName(const Value *V) {
  while (V && isa<CastInst>(V))
    V = cast<CastInst>(V)->getOperand(0);
  if (!V || isa<Constant>(V))
    return "";
  if (const auto *LI = dyn_cast<LoadInst>(V))
    if (const auto *Slot = dyn_cast<AllocaInst>(
            LI->getPointerOperand()->stripPointerCasts())) {
      StringRef Name = Slot->getName();
      Name.consume_back(".addr");
      return Name.str();
    }
  if (const auto *Arg = dyn_cast<Argument>(V))
    return Arg->getName().str();
  return sourceName(V).str();
}

/// \p Type ("char[2][3]") without its first \p N dimensions ("char[3]"),
/// or empty if it is not an array of a named element type.
std::string dropDimensions(StringRef Type, unsigned N) {
  size_t Open = Type.find('[');
  if (Open == StringRef::npos || Type.find_first_of("()") != StringRef::npos)
    return "";
  StringRef Elt = Type.take_front(Open), Dims = Type.drop_front(Open);
  for (; N; --N) {
    size_t Close = Dims.find(']');
    if (!Dims.starts_with("[") || Close == StringRef::npos)
      return "";
    Dims = Dims.drop_front(Close + 1);
  }
  if (Dims.empty())
    return "";
  return (Elt + Dims).str();
}

/// GCC's check of the subscripts of an address, on the front end's GEPs of
/// a declared array object: `gep [N x T], p, 0, k`, from the last
/// subscript written (\p GEP) down to the one of the object itself.
std::optional<BoundsFinding>
checkAddressSubscripts(GEPOperator &GEP, Instruction &At, const ObjectRef &Obj,
                       Type *ObjTy, const ObjectDescription &D,
                       ObjectQuery &Q) {
  SmallVector<GEPOperator *, 4> Chain;
  for (auto *G = &GEP; G;) {
    auto *AT = dyn_cast<ArrayType>(G->getSourceElementType());
    auto *Zero = G->getNumIndices() == 2
                     ? dyn_cast<ConstantInt>(G->getOperand(1))
                     : nullptr;
    if (!AT || !Zero || !Zero->isZero() ||
        !G->getOperand(2)->getType()->isIntegerTy())
      return std::nullopt;
    Chain.push_back(G);
    // (Not stripped: a row's GEP of zero indices is a subscript here.)
    Value *Base = G->getPointerOperand();
    if (Base == Obj.Base) {
      if (AT != ObjTy)
        return std::nullopt;
      break;
    }
    G = dyn_cast<GEPOperator>(Base);
  }
  if (Chain.empty() || Chain.back()->getPointerOperand() != Obj.Base)
    return std::nullopt;
  std::string ObjectType = D.Type.empty() ? spellIRType(ObjTy) : D.Type;
  for (unsigned I = 0, E = Chain.size(); I != E; ++I) {
    GEPOperator *G = Chain[I];
    uint64_t Count =
        cast<ArrayType>(G->getSourceElementType())->getNumElements();
    Value *Index = G->getOperand(2);
    ConstantRange R = isa<Instruction>(Index) || isa<ConstantInt>(Index)
                          ? Q.rangeAt(Index, &At)
                          : ConstantRange::getFull(64);
    if (R.isFullSet() || R.isEmptySet())
      continue;
    int64_t Lo = R.getSignedMin().getSExtValue();
    int64_t Hi = R.getSignedMax().getSExtValue();
    // The last subscript may point one past the end. The object's own
    // array bounds nothing above when the object may be larger than it
    // (`extern const int v[]` is a `[0 x i32]` of any size).
    int64_t Limit = int64_t(Count) + (I == 0 ? 1 : 0);
    auto *AT = cast<ArrayType>(G->getSourceElementType());
    bool Unbounded =
        I == E - 1 &&
        Obj.MaxSize > Q.getDataLayout().getTypeAllocSize(AT).getFixedValue();
    bool Above = !Unbounded && Lo >= Limit, Below = Hi < 0;
    if (!Above && !Below)
      continue;
    std::string Type = dropDimensions(ObjectType, E - 1 - I);
    if (Type.empty())
      return std::nullopt;
    BoundsFinding W;
    W.Option = BoundsOption::ArrayBounds;
    W.Operand = Index;
    W.Message = "array subscript " + std::to_string(Above ? Lo : Hi) + " is " +
                (Above ? "above" : "below") + " array bounds of '" + Type + "'";
    if (Obj.Kind != ObjectKind::StringLiteral && !D.Name.empty())
      W.Notes.push_back(
          {declLocation(D), "while referencing '" + D.Name + "'"});
    return W;
  }
  return std::nullopt;
}

/// An access through a pointer that may point into one of several declared
/// objects (`q = i ? a4 + 1 : a8 + 3; q[-4]`): outside each of them, it is
/// outside whichever it is. GCC words it against the largest object, with
/// the subscripts of all of them, and notes each object.
std::optional<BoundsFinding> checkSeveralObjects(Value *Ptr, Instruction &I,
                                                 uint64_t A, Type *AccessTy,
                                                 ObjectQuery &Q,
                                                 const FindOptions &Opts) {
  SmallVector<ObjectRef, 2> Objects = Q.findAll(Ptr, &I, Opts);
  if (Objects.size() < 2)
    return std::nullopt;
  auto Sub = [&](int64_t Off) { return divideFloorSigned(Off, int64_t(A)); };
  int64_t SubLo = std::numeric_limits<int64_t>::max();
  int64_t SubHi = std::numeric_limits<int64_t>::min();
  bool AllAbove = true;
  const ObjectRef *Largest = nullptr;
  SmallVector<ObjectDescription, 2> Descriptions;
  for (const ObjectRef &Obj : Objects) {
    if (Obj.Offset.isSignWrappedSet() || Obj.MinSize != Obj.MaxSize ||
        (Obj.Kind != ObjectKind::Global && Obj.Kind != ObjectKind::Local))
      return std::nullopt;
    int64_t Lo = Obj.Offset.getSignedMin().getSExtValue();
    int64_t Hi = Obj.Offset.getSignedMax().getSExtValue();
    bool Above = Lo >= 0 && uint64_t(Lo) >= Obj.MaxSize;
    if (!Above && Hi >= 0)
      return std::nullopt; // Some of it may be inside this object.
    Descriptions.push_back(describe(Obj));
    if (isUntyped(Obj, Descriptions.back()))
      return std::nullopt;
    AllAbove &= Above;
    SubLo = std::min(SubLo, Sub(Lo));
    SubHi = std::max(SubHi, Sub(Hi));
    if (!Largest || Obj.MaxSize > Largest->MaxSize)
      Largest = &Obj;
  }
  const ObjectDescription &LargestD = Descriptions[Largest - Objects.begin()];
  BoundsFinding W;
  W.Option = BoundsOption::ArrayBounds;
  W.Operand = Largest->Index;
  W.Message =
      "array subscript " +
      (AllAbove ? std::to_string(SubLo) : formatRange(SubLo, SubHi)) +
      " is outside array bounds of " +
      arrayTypeOf(*Largest, LargestD, AccessTy, A, /*Partly=*/false).str();
  for (auto [Obj, D] : zip(Objects, Descriptions))
    W.Notes.push_back(
        {declLocation(D), offsetInto(Obj.Offset.getSignedMin().getSExtValue(),
                                     Obj.Offset.getSignedMax().getSExtValue()) +
                              objectPhrase(Obj, D)});
  return W;
}

} // namespace

/// GCC's words for an access of \p A bytes at \p Ptr wholly outside \p Obj
/// (of type \p Type as quoted), into \p W; false when there is nothing to
/// say it by.
static bool wordOutside(BoundsFinding &W, const ObjectRef &Obj,
                        const ObjectDescription &D, const Value *Ptr,
                        uint64_t A, StringRef Type, bool Above, bool Below,
                        bool Empty, bool Declared) {
  int64_t Lo = Obj.Offset.getSignedMin().getSExtValue();
  int64_t Hi = Obj.Offset.getSignedMax().getSExtValue();
  auto Sub = [&](int64_t Off) { return divideFloorSigned(Off, int64_t(A)); };
  // A range above a declared object is named by its lowest subscript, as
  // GCC does; other ranges in full. A string literal's too, unless it
  // starts just past the end by a constant step from a ranged pointer
  // (`p = "12" + i; p[2]`), as GCC words those.
  const auto *GEP = dyn_cast<GEPOperator>(Ptr);
  bool ConstantStep =
      GEP && GEP->hasAllConstantIndices() && !GEP->hasAllZeroIndices();
  bool Lowest = Above && Declared &&
                (Obj.Kind != ObjectKind::StringLiteral ||
                 (uint64_t(Lo) == Obj.MaxSize && ConstantStep));
  std::string Subscript =
      Lowest ? std::to_string(Sub(Lo)) : formatRange(Sub(Lo), Sub(Hi));
  // Anywhere in an empty object: GCC names the subscript's variable.
  if (Empty && !Above && !Below) {
    std::string Name = indexName(Obj.Index);
    if (!Name.empty())
      Subscript = Name;
    else if (Obj.Offset.isFullSet())
      return false; // Nothing to say it by.
    W.Message = "array subscript " + Subscript +
                " is outside array bounds of " + Type.str();
    if (!D.Name.empty())
      W.Notes.push_back(
          {declLocation(D), "while referencing '" + D.Name + "'"});
    return true;
  }
  W.Message = "array subscript " + Subscript + " is outside array bounds of " +
              Type.str();
  if (Obj.Kind != ObjectKind::StringLiteral)
    W.Notes.push_back({declLocation(D), offsetInto(Lo, Lowest ? Lo : Hi) +
                                            objectPhrase(Obj, D)});
  return true;
}

std::optional<BoundsFinding> checkObjectAccess(Instruction &I, ObjectQuery &Q,
                                               const ArrayFact *Fact,
                                               const SourceRangeFact *Access,
                                               bool BeforeVectorizers) {
  Value *Ptr = getLoadStorePointerOperand(&I);
  if (!Ptr)
    return std::nullopt;
  Type *AccessTy = getLoadStoreType(&I);
  TypeSize StoreSize = Q.getDataLayout().getTypeStoreSize(AccessTy);
  if (StoreSize.isScalable() || !StoreSize.getFixedValue())
    return std::nullopt;
  uint64_t A = StoreSize.getFixedValue();
  FindOptions Opts;
  Opts.StepsFromWithin = true;
  std::optional<ObjectRef> Obj = Q.find(Ptr, &I, Opts);
  if (!Obj)
    return checkSeveralObjects(Ptr, I, A, AccessTy, Q, Opts);
  int64_t Lo = Obj->Offset.getSignedMin().getSExtValue();
  int64_t Hi = Obj->Offset.getSignedMax().getSExtValue();
  bool Above = Lo >= 0 && uint64_t(Lo) >= Obj->MaxSize;
  bool Below = Hi < 0;
  // At one offset, starting inside and ending past the end. Wide accesses
  // the optimizer made (vectors) are only reported when wholly outside.
  bool Partly = !Above && !Below && Lo == Hi && Lo >= 0 &&
                uint64_t(Lo) + A > Obj->MaxSize &&
                (!AccessTy->isVectorTy() || BeforeVectorizers);
  // A declared object of no bytes (`(int[]){ }`): any access is outside.
  bool Empty = Obj->MaxSize == 0 && (Obj->Kind == ObjectKind::Global ||
                                     Obj->Kind == ObjectKind::Local);
  if (!Above && !Below && !Partly && !Empty)
    return std::nullopt;

  ObjectDescription D = describe(*Obj);
  BoundsFinding W;
  W.Option = BoundsOption::ArrayBounds;
  W.Operand = Obj->Index;
  auto Sub = [&](int64_t Off) { return divideFloorSigned(Off, int64_t(A)); };
  bool Declared = !isUntyped(*Obj, D);

  // A subscript of an array that is the whole object: GCC's array wording,
  // also for a member of an element (`ents[4].v`, the subscript 4 of
  // 'struct ent[4]').
  auto Element = [&](int64_t Off) {
    return divideFloorSigned(Off, int64_t(Fact->ElementSize));
  };
  if (Fact && !Partly && Declared && Fact->ElementSize >= A &&
      Fact->Count * Fact->ElementSize == Obj->MaxSize && !Fact->Type.empty() &&
      (Fact->ElementSize == A ||
       (Lo == Hi &&
        Lo - Element(Lo) * int64_t(Fact->ElementSize) + int64_t(A) <=
            int64_t(Fact->ElementSize)))) {
    W.Message = "array subscript " +
                std::to_string(Above ? Element(Lo) : Element(Hi)) + " is " +
                (Above ? "above" : "below") + " array bounds of '" +
                Fact->Type.str() + "'";
    W.Notes = referenceNote(*Fact);
    return W;
  }

  std::string Type = arrayTypeOf(*Obj, D, AccessTy, A, Partly, Access).str();
  W.ElementSize = A;
  if (Declared && !Partly && Obj->MaxSize % A == 0) {
    W.Object = Obj->Base;
    W.ObjectSize = Obj->MaxSize;
    W.ObjectName = D.Name;
    W.ObjectOffset = Lo;
  }
  if (Partly) {
    W.Message = "array subscript '" + elementSpelling(AccessTy, A, Access) +
                "[" + std::to_string(Sub(Lo)) +
                "]' is partly outside array bounds of " + Type;
    W.Notes.push_back(
        {declLocation(D), offsetInto(Lo, Lo) + objectPhrase(*Obj, D)});
    return W;
  }
  if (!wordOutside(W, *Obj, D, Ptr, A, Type, Above, Below, Empty, Declared))
    return std::nullopt;
  return W;
}

/// Whether the value \p L loads is the address (plus constant offsets) of
/// another load or store at \p L's place.
static bool loadsAddressAt(const Instruction &L) {
  const DILocation *At = L.getDebugLoc().get();
  SmallVector<const Value *, 8> Work{&L};
  for (unsigned Budget = 32; !Work.empty() && Budget; --Budget)
    for (const User *U : Work.pop_back_val()->users()) {
      const auto *I = dyn_cast<Instruction>(U);
      if (!I)
        continue;
      if (isa<GetElementPtrInst, BitCastInst>(I)) {
        Work.push_back(I);
        continue;
      }
      const DILocation *Here = I->getDebugLoc().get();
      if (isa<LoadInst, StoreInst>(I) &&
          getLoadStorePointerOperand(I)->stripInBoundsConstantOffsets() ==
              L.stripInBoundsConstantOffsets() &&
          At && Here && At->getLine() == Here->getLine() &&
          At->getColumn() == Here->getColumn())
        return true;
    }
  return false;
}

/// Whether \p Base is a local array of characters (`char buf[16]`).
static bool isCharacterBuffer(const Value *Base) {
  const auto *AI = dyn_cast_or_null<AllocaInst>(Base);
  const auto *AT = AI ? dyn_cast<ArrayType>(AI->getAllocatedType()) : nullptr;
  return AT && AT->getElementType()->isIntegerTy(8);
}

std::optional<BoundsFinding> checkArrowBase(Instruction &I, ObjectQuery &Q,
                                            const SourceRangeFact &Access) {
  Value *Ptr = getLoadStorePointerOperand(&I);
  if (!Ptr || !Access.ArrowSize || Access.ArrowOffset < 0 ||
      Access.ArrowType.empty())
    return std::nullopt;
  // The load of `p` itself (from its variable, a member, a per-CPU slot) is
  // at the same place: its value is the address of an access there.
  if (isa<LoadInst>(I) && I.getType()->isPointerTy() && loadsAddressAt(I))
    return std::nullopt;
  // The access's address is `p` plus the member's offset, in the IR too
  // (else the access at this place is another expression's).
  const DataLayout &DL = Q.getDataLayout();
  APInt Offset(DL.getIndexTypeSizeInBits(Ptr->getType()), 0);
  Ptr->stripAndAccumulateConstantOffsets(DL, Offset,
                                         /*AllowNonInbounds=*/true);
  if (Offset.getSignificantBits() > 64 ||
      Offset.getSExtValue() != Access.ArrowOffset)
    return std::nullopt;
  FindOptions Opts;
  Opts.StepsFromWithin = true;
  std::optional<ObjectRef> Obj = Q.find(Ptr, &I, Opts);
  // (A heap block of a size in a range is measured by its largest, as GCC
  // does, only when it is one size. A local is the source's whole object
  // only as a character buffer: SROA splits a struct into its members.)
  // (A pointer variable is where `p` itself is, not what it points to.)
  const auto *GV = Obj ? dyn_cast<GlobalVariable>(Obj->Base) : nullptr;
  if (!Obj ||
      !(Obj->Kind == ObjectKind::Heap ||
        (Obj->Kind == ObjectKind::Global && GV &&
         !GV->getValueType()->isPointerTy()) ||
        (Obj->Kind == ObjectKind::Local && isCharacterBuffer(Obj->Base))) ||
      Obj->MinSize != Obj->MaxSize || Obj->Offset.getSingleElement() == nullptr)
    return std::nullopt;
  int64_t Base =
      Obj->Offset.getSingleElement()->getSExtValue() - Access.ArrowOffset;
  uint64_t Size = Obj->MaxSize;
  // `*p` starts in the object and ends past it (wholly outside, the
  // access's own check words it).
  if (Base < 0 || uint64_t(Base) >= Size ||
      uint64_t(Base) + Access.ArrowSize <= Size)
    return std::nullopt;
  ObjectDescription D = describe(*Obj);
  Type *AccessTy = getLoadStoreType(&I);
  TypeSize A = Q.getDataLayout().getTypeStoreSize(AccessTy);
  if (A.isScalable() || !A.getFixedValue())
    return std::nullopt;
  BoundsFinding W;
  W.Option = BoundsOption::ArrayBounds;
  W.Caret = CaretPlace::Arrow;
  W.Operand = Obj->Index;
  W.Message =
      "array subscript '" + Access.ArrowType +
      (Access.ArrowTypeAka.empty() ? ""
                                   : " {aka " + Access.ArrowTypeAka + "}") +
      "[" + std::to_string(uint64_t(Base) / Access.ArrowSize) +
      "]' is partly outside array bounds of " +
      arrayTypeOf(*Obj, D, AccessTy, A.getFixedValue(), /*Partly=*/true).str();
  W.Notes.push_back(
      {declLocation(D), offsetInto(Base, Base) + objectPhrase(*Obj, D)});
  return W;
}

/// The constant a load \p V reads from a local variable's slot that is
/// stored once, with that constant, and otherwise only loaded.
static const Constant *storedConstant(const Value *V) {
  const auto *L = dyn_cast<LoadInst>(V);
  const auto *AI = L ? dyn_cast<AllocaInst>(L->getPointerOperand()) : nullptr;
  if (!AI)
    return nullptr;
  const Constant *Stored = nullptr;
  for (const User *U : AI->users()) {
    if (const auto *SI = dyn_cast<StoreInst>(U)) {
      const auto *C = dyn_cast<Constant>(SI->getValueOperand());
      if (!C || Stored || SI->getPointerOperand() != AI)
        return nullptr;
      Stored = C;
    } else if (const auto *II = dyn_cast<IntrinsicInst>(U);
               !isa<LoadInst>(U) && !(II && II->isLifetimeStartOrEnd())) {
      return nullptr;
    }
  }
  return Stored;
}

std::optional<BoundsFinding> checkFixedAccess(Instruction &I,
                                              uint64_t MinPageSize,
                                              const SourceRangeFact *Access,
                                              const SourceRangeFact *Member) {
  Value *Ptr = getLoadStorePointerOperand(&I);
  if (!Ptr || !MinPageSize)
    return std::nullopt;
  const DataLayout &DL = I.getDataLayout();
  if (DL.getIndexTypeSizeInBits(Ptr->getType()) > 64)
    return std::nullopt;
  APInt Offset(DL.getIndexTypeSizeInBits(Ptr->getType()), 0);
  const Value *Root = Ptr->stripAndAccumulateConstantOffsets(
      DL, Offset, /*AllowNonInbounds=*/true);
  // At the start a local variable is still in memory: `int *p = (int *)
  // 16; *p = 1` loads the address from p's slot.
  if (const Constant *Stored = storedConstant(Root))
    Root = Stored->stripAndAccumulateConstantOffsets(DL, Offset,
                                                     /*AllowNonInbounds=*/true);
  // (Through a null pointer, `p->b` of `p = 0`, GCC isolates the access as
  // a trap instead: no warning.)
  const ConstantInt *C = integerAddress(Root);
  if (!C || !(C->getValue().zextOrTrunc(Offset.getBitWidth()) + Offset)
                 .ult(MinPageSize))
    return std::nullopt;
  Type *AccessTy = getLoadStoreType(&I);
  TypeSize Size = DL.getTypeStoreSize(AccessTy);
  if (Size.isScalable() || !Size.getFixedValue())
    return std::nullopt;
  uint64_t A = Size.getFixedValue();
  // The type GCC's reference has: the struct of a member accessed there
  // (`((struct s *) 32)->b`), else the accessed type, with its qualifier.
  QuotedType Type{elementSpelling(AccessTy, A, nullptr), ""};
  if (Access && !Access->AccessType.empty() && Access->AccessSize == A)
    Type = {Access->AccessType, Access->AccessTypeAka};
  if (Member && !Member->ArrowType.empty())
    Type = {Member->ArrowType, Member->ArrowTypeAka};
  else if (const auto *GEP = dyn_cast<GEPOperator>(Ptr))
    if (auto *ST = dyn_cast<StructType>(GEP->getSourceElementType());
        ST && ST->hasName()) {
      // (Without the front end's facts, by the IR's name of the struct.)
      StringRef Name = ST->getName();
      for (StringRef Tag : {"struct", "union"})
        if (Name.consume_front((Tag + ".").str())) {
          // (clang numbers a second type of the same name: struct.s.0.)
          Type = {(Tag + " " + Name.take_until([](char C) {
                    return C == '.';
                  })).str(),
                  ""};
          break;
        }
    }
  bool Volatile = isa<LoadInst>(I) ? cast<LoadInst>(I).isVolatile()
                                   : cast<StoreInst>(I).isVolatile();
  if (Volatile && !StringRef(Type.Type).starts_with("volatile "))
    Type.Type = "volatile " + Type.Type;
  Type.Type += "[0]";
  if (!Type.Aka.empty())
    Type.Aka += "[]";
  BoundsFinding W;
  W.Option = BoundsOption::ArrayBounds;
  W.Message = "array subscript 0 is outside array bounds of " + Type.str();
  // GCC's caret at the `->` of a member.
  if (Member && Member->ArrowColumn) {
    W.Caret = CaretPlace::Arrow;
    W.Place = Member;
  }
  return W;
}

std::optional<BoundsFinding> checkAddress(Value *Ptr, Instruction &At,
                                          ObjectQuery &Q, bool Ranges) {
  auto *GEP = dyn_cast<GEPOperator>(Ptr);
  if (!GEP || !GEP->getType()->isPointerTy())
    return std::nullopt;
  std::optional<ObjectRef> Obj = Q.find(Ptr, &At);
  if (!Obj || Obj->Kind == ObjectKind::Heap)
    return std::nullopt;
  ObjectDescription D = describe(*Obj);
  Type *ObjTy = nullptr;
  if (const auto *GV = dyn_cast<GlobalVariable>(Obj->Base))
    ObjTy = GV->getValueType();
  else if (const auto *AI = dyn_cast<AllocaInst>(Obj->Base))
    ObjTy = AI->getAllocatedType();
  // The front end's subscripts of the object, as its IR still spells them
  // (`&a[0][2]`: a subscript of the row `a[0]` of `char[1][1]`), checked
  // as GCC checks an address's subscripts: the last may point one past its
  // array's end, the others not; each is named by its own array's type.
  if (std::optional<BoundsFinding> W =
          checkAddressSubscripts(*GEP, At, *Obj, ObjTy, D, Q))
    return W;
  int64_t Lo = Obj->Offset.getSignedMin().getSExtValue();
  int64_t Hi = Obj->Offset.getSignedMax().getSExtValue();
  if (Lo != Hi && !Ranges)
    return std::nullopt;
  // Just past the end is a valid address.
  bool Above = Lo > 0 && uint64_t(Lo) > Obj->MaxSize;
  bool Below = Hi < 0;
  if (!Above && !Below)
    return std::nullopt;
  // Subscripts count the object's elements (the GEP itself may be in
  // bytes once InstCombine has canonicalized it).
  // The elements the arithmetic steps over (`base - 257` of a short
  // pointer), else the object's elements.
  uint64_t Elt = 1;
  Type *Step = GEP->getResultElementType();
  if (Step->isSized() && !Step->isIntegerTy(8) && !Step->isStructTy() &&
      !Step->isArrayTy() && !Step->isVectorTy())
    Elt = Q.getDataLayout().getTypeAllocSize(Step).getFixedValue();
  else if (auto *AT = dyn_cast_or_null<ArrayType>(ObjTy))
    Elt = Q.getDataLayout()
              .getTypeAllocSize(AT->getElementType())
              .getFixedValue();
  else if (D.ElementSize)
    Elt = D.ElementSize;
  if (!Elt)
    return std::nullopt;
  auto Sub = [&](int64_t Off) { return divideFloorSigned(Off, int64_t(Elt)); };
  BoundsFinding W;
  W.Option = BoundsOption::ArrayBounds;
  W.Operand = Obj->Index;
  W.Message =
      "array subscript " +
      (Above ? std::to_string(Sub(Lo)) : formatRange(Sub(Lo), Sub(Hi))) +
      " is outside array bounds of " +
      arrayTypeOf(*Obj, D, /*AccessTy=*/nullptr, /*AccessSize=*/1,
                  /*Partly=*/false)
          .str();
  if (Obj->Kind != ObjectKind::StringLiteral)
    W.Notes.push_back({declLocation(D), offsetInto(Lo, Above ? Lo : Hi) +
                                            objectPhrase(*Obj, D)});
  return W;
}

} // namespace kcc
