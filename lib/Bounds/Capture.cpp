//===- Capture.cpp - Capture array bounds before InstCombine erases them --===//
//
// Part of kcc, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// kcc-bounds-capture: for each step of a GEP that indexes into an array type
// ([N x T]) with a subscript that is not known to be in bounds, and each
// memory access whose address is that element (directly, or through GEPs
// into the element), attach the array's facts to the access and record the
// subscript as a debug value just before it (kcc/Bounds.h has the IR form
// and why it survives optimization).
//
// The spelling of the type and the name of the array come from kcc's clang
// plugin (kcc::FrontendFacts::ArraySubscripts), matched by source location,
// count and element size. When the plugin ran for this module, a GEP it has
// no subscript for (struct copies, loops CodeGen emits itself) is not
// captured. Without the plugin (opt on hand-written IR) the facts come from
// the IR: the type as LLVM spells it and, for a global array, its name.
//
//===----------------------------------------------------------------------===//

#include "Checker.h"
#include "kcc/Bounds.h"
#include "kcc/BoundsObject.h"
#include "kcc/FrontendFacts.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/MemoryBuiltins.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/BinaryFormat/Dwarf.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/DebugProgramInstruction.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"
#include "llvm/Support/Debug.h"

using namespace llvm;

#define DEBUG_TYPE "kcc-bounds-capture"

STATISTIC(NumArraySteps, "Array subscripts captured");
STATISTIC(NumAccesses, "Memory accesses given array facts");

namespace kcc {

/// Whether \p I is (or the optimizer made it of) a call of the source,
/// `memcpy (&a[4], s, n)`, which may be given one past the end and is
/// checked as a call: a memory intrinsic that is not a copy of an aggregate
/// (`a[4] = *s`), or the load or store InstCombine made of a small one.
bool isSourceCall(const Instruction &I, const SourceRanges &Ranges) {
  return Ranges.memoryCallAt(I.getDebugLoc().get());
}

namespace {

struct ArrayStep {
  GEPOperator *GEP;
  Value *Subscript;
  ArrayType *Array;
  bool Trailing;       ///< The last member of the struct indexed just before.
  bool Member = false; ///< A member of the struct indexed just before.
  /// The GEP's last index: used as an address (`&a[i]`), one past the end
  /// is still valid there.
  bool LastIndex = false;
  /// For a constant-expression GEP: the one access through it.
  Instruction *ConstantAccess = nullptr;
};

/// The array steps of \p GEP whose subscript may be out of bounds.
void findArraySteps(GEPOperator *GEP, SmallVectorImpl<ArrayStep> &Out) {
  // A vector of addresses (its struct indices are splats) is the address
  // of no load or store; the gathers and scatters through it are not
  // checked.
  if (GEP->getType()->isVectorTy())
    return;
  Type *Cur = GEP->getSourceElementType();
  bool Trailing = false, Member = false;
  for (unsigned I = 1, E = GEP->getNumIndices(); I < E; ++I) {
    Value *Idx = GEP->getOperand(I + 1);
    if (auto *ST = dyn_cast<StructType>(Cur)) {
      auto *C = cast<ConstantInt>(Idx);
      Trailing = C->getZExtValue() + 1 == ST->getNumElements();
      Member = true;
      Cur = ST->getElementType(C->getZExtValue());
      continue;
    }
    if (auto *AT = dyn_cast<ArrayType>(Cur)) {
      auto *C = dyn_cast<ConstantInt>(Idx);
      bool InBounds = C && C->getValue().isNonNegative() &&
                      C->getValue().ult(AT->getNumElements());
      if (!InBounds) {
        Out.push_back({GEP, Idx, AT, Trailing, Member});
        Out.back().LastIndex = I + 1 == E;
      }
      Cur = AT->getElementType();
    } else if (auto *VT = dyn_cast<VectorType>(Cur)) {
      Cur = VT->getElementType();
    } else {
      return;
    }
    Trailing = Member = false;
  }
}

/// `getelementptr (i8, ptr @g, i64 16)`: constant folding has already
/// turned a constant subscript of a global array into a byte offset. The
/// subscript is the offset in elements, if it is a whole number of them.
void findByteOffsetStep(GEPOperator *GEP, const DataLayout &DL,
                        SmallVectorImpl<ArrayStep> &Out) {
  auto *GV = dyn_cast<GlobalVariable>(GEP->getPointerOperand());
  auto *AT = GV ? dyn_cast<ArrayType>(GV->getValueType()) : nullptr;
  APInt Offset(DL.getIndexTypeSizeInBits(GEP->getType()), 0);
  if (!AT || !GEP->accumulateConstantOffset(DL, Offset))
    return;
  int64_t Size = DL.getTypeAllocSize(AT->getElementType()).getFixedValue();
  int64_t Bytes = Offset.getSExtValue();
  if (Size == 0 || Bytes % Size != 0)
    return;
  int64_t Subscript = Bytes / Size;
  if (Subscript >= 0 && uint64_t(Subscript) < AT->getNumElements())
    return;
  Out.push_back({GEP,
                 ConstantInt::get(DL.getIndexType(GEP->getType()), Subscript,
                                  /*IsSigned=*/true),
                 AT, /*Trailing=*/false});
}

/// The instructions that pass on the address \p GEP computes (a call's
/// argument, a stored value, a returned value): `&a[i]`.
void findEscapes(GetElementPtrInst *GEP, const SourceRanges &Ranges,
                 SmallVectorImpl<Instruction *> &Out) {
  for (User *U : GEP->users()) {
    auto *I = dyn_cast<Instruction>(U);
    if (I && isa<LoadInst, StoreInst>(I) &&
        getLoadStorePointerOperand(I) == GEP && isSourceCall(*I, Ranges)) {
      Out.push_back(I);
    } else if (auto *SI = dyn_cast_or_null<StoreInst>(I)) {
      if (SI->getValueOperand() == GEP)
        Out.push_back(SI);
    } else if (auto *MI = dyn_cast_or_null<MemIntrinsic>(I)) {
      if (isSourceCall(*MI, Ranges))
        Out.push_back(MI);
    } else if (isa_and_nonnull<ReturnInst>(I) ||
               (isa_and_nonnull<CallBase>(I) && !isa<IntrinsicInst>(I))) {
      Out.push_back(I);
    }
  }
}

/// The memory accesses whose address is in the element \p GEP computes.
void findAccesses(GetElementPtrInst *GEP, const SourceRanges &Ranges,
                  SmallVectorImpl<Instruction *> &Out) {
  SmallVector<Value *, 8> Work{GEP};
  SmallPtrSet<Value *, 8> Seen{GEP};
  while (!Work.empty()) {
    Value *P = Work.pop_back_val();
    for (User *U : P->users()) {
      auto *I = dyn_cast<Instruction>(U);
      if (!I)
        continue;
      if (isSourceCall(*I, Ranges) && !isa<CallBase>(I))
        continue; // A call's copy: an escape when given the address.
      if (auto *LI = dyn_cast<LoadInst>(I)) {
        if (LI->getPointerOperand() == P)
          Out.push_back(I);
      } else if (auto *SI = dyn_cast<StoreInst>(I)) {
        if (SI->getPointerOperand() == P)
          Out.push_back(I);
      } else if (isa<AtomicRMWInst, AtomicCmpXchgInst>(I)) {
        if (I->getOperand(0) == P) // The pointer operand.
          Out.push_back(I);
      } else if (auto *MI = dyn_cast<MemIntrinsic>(I)) {
        if (P != GEP || !isSourceCall(*MI, Ranges))
          Out.push_back(I);
      } else if (auto *Inner = dyn_cast<GetElementPtrInst>(I)) {
        // Into the element (first index 0), not pointer arithmetic from it:
        // `&a[4] - 1` is a valid pointer to a[3].
        auto *First = dyn_cast<ConstantInt>(Inner->getOperand(1));
        if (Inner->getPointerOperand() == P && First && First->isZero() &&
            Seen.insert(Inner).second)
          Work.push_back(Inner);
      }
    }
  }
}

unsigned NextId = 0;

MDNode *encodeFact(LLVMContext &Ctx, unsigned Id, const ArrayStep &S,
                   const DataLayout &DL, const ArraySubscriptFact *F,
                   bool Address = false) {
  // The front end's subscript matched the IR's count and element size.
  ArrayFact Fact = F ? ArrayFact::fromSource(*F) : ArrayFact();
  Fact.Id = Id;
  Fact.Count = S.Array->getNumElements();
  Fact.ElementSize =
      DL.getTypeAllocSize(S.Array->getElementType()).getFixedValue();
  std::string Spelling;
  if (!F) {
    raw_string_ostream OS(Spelling);
    S.Array->print(OS);
    Fact.Type = Spelling;
    Value *Base = S.GEP->getPointerOperand()->stripPointerCasts();
    if (auto *GV = dyn_cast<GlobalVariable>(Base);
        GV && GV->getValueType() == S.Array)
      Fact.Decl = GV->getName();
    Fact.Trailing = S.Trailing;
    Fact.Member = S.Member;
  }
  Fact.Address = Address;
  // Checked without a debug value (no debug locations) if constant now.
  if (auto *C = dyn_cast<ConstantInt>(S.Subscript))
    Fact.ConstSubscript = C->getValue().sextOrTrunc(64).getSExtValue();
  return Fact.encode(Ctx);
}

void addFact(Instruction *Access, MDNode *Fact) {
  SmallVector<Metadata *, 2> Facts;
  if (MDNode *Old = Access->getMetadata(BoundsMD))
    Facts.append(Old->op_begin(), Old->op_end());
  if (is_contained(Facts, Fact))
    return;
  Facts.push_back(Fact);
  Access->setMetadata(BoundsMD, MDNode::get(Access->getContext(), Facts));
}

/// The artificial variable of a capture record ("kcc.bounds.<n>" and the
/// like), typed as a 64-bit integer.
DILocalVariable *recordVariable(const DILocation *Loc, const Twine &Name) {
  LLVMContext &Ctx = Loc->getContext();
  auto *Ty = DIBasicType::get(Ctx, dwarf::DW_TAG_base_type, "long", 64, 0,
                              dwarf::DW_ATE_signed, DINode::FlagArtificial);
  return DILocalVariable::get(Ctx, Loc->getScope(), Name.str(), Loc->getFile(),
                              Loc->getLine(), Ty, 0, DINode::FlagArtificial, 0,
                              nullptr);
}

/// The source variable of the local \p AI: its declare, an assignment
/// marker (assignment tracking, clang's default at -O2) or a value of its
/// address; null if debug info does not name it.
const DILocalVariable *localVariable(const AllocaInst &Slot) {
  auto *AI = const_cast<AllocaInst *>(&Slot);
  TinyPtrVector<DbgVariableRecord *> Records = findDVRDeclares(AI);
  if (Records.empty())
    for (DbgVariableRecord *DVR : at::getDVRAssignmentMarkers(AI))
      Records.push_back(DVR);
  if (Records.empty())
    Records = findDVRValues(AI);
  for (DbgVariableRecord *DVR : Records)
    if (const DILocalVariable *V = DVR->getVariable(); V && !V->isArtificial())
      return V;
  return nullptr;
}

/// Memory intrinsics of constant length, which InstCombine may turn into
/// loads and stores: their table (the function's !kcc.bounds.captured
/// node) and their addresses as debug values (kcc/Bounds.h).
///
/// An address in a local variable is not recorded as a debug value of the
/// address: when the variable's alloca is deleted, LLVM's salvaging of its
/// debug users stops at the first one it cannot salvage and then kills
/// them all, and a record of the alloca found before the variable's
/// assignment markers would so kill their values (a zero-initialized
/// array lost its DW_AT_const_value). An alloca's size is fixed, so the
/// bytes left at the address are recorded instead, as a constant, and the
/// variable is named in the table; an address at a variable offset into
/// an alloca is not recorded.
MDNode *captureMemCalls(Function &F, const SourceRanges &Ranges) {
  LLVMContext &Ctx = F.getContext();
  SmallVector<Metadata *, 4> Table;
  if (!F.getSubprogram())
    return MDNode::get(Ctx, Table);
  const DataLayout &DL = F.getDataLayout();
  Type *I64 = Type::getInt64Ty(Ctx);
  for (Instruction &I : instructions(F)) {
    auto *MI = dyn_cast<MemIntrinsic>(&I);
    if (auto *Call = dyn_cast<CallInst>(&I);
        MI || (Call && !isa<IntrinsicInst>(Call) && Call->getCalledFunction() &&
               Call->getCalledFunction()->isDeclaration()))
      I.setMetadata(BoundsSourceCallMD, MDNode::get(Ctx, {}));
    auto *Len = MI ? dyn_cast<ConstantInt>(MI->getLength()) : nullptr;
    const DILocation *Loc = I.getDebugLoc().get();
    // strcpy and stpcpy of a constant string, which InstCombine turns into
    // a memcpy and then a store: the string and its NUL are the length.
    auto *CB = dyn_cast<CallBase>(&I);
    const Function *Callee = CB ? CB->getCalledFunction() : nullptr;
    StringRef Str;
    bool StrCpy =
        !MI && Callee && CB->arg_size() == 2 &&
        (Callee->getName() == "strcpy" || Callee->getName() == "stpcpy") &&
        CB->getArgOperand(0)->getType()->isPointerTy() &&
        (getConstantStringInfo(CB->getArgOperand(1), Str) ||
         localConstantString(CB->getArgOperand(1), *CB, Str));
    if (StrCpy)
      Len = ConstantInt::get(Type::getInt64Ty(Ctx), Str.size() + 1);
    // (A copy of an aggregate, `gh[4] = *s`, is no call of the source.)
    if (!Len || !Loc || (MI && MI->isVolatile()) ||
        (MI && Ranges.present() && !isSourceCall(*MI, Ranges)))
      continue;
    MemCallFact Fact;
    Fact.Id = NextId++;
    Fact.Name = StrCpy                 ? Callee->getName()
                : isa<MemSetInst>(MI)  ? "memset"
                : isa<MemMoveInst>(MI) ? "memmove"
                                       : "memcpy";
    Fact.Length = Len->getZExtValue();
    // The record of address P; the local variable it is in, if it is.
    auto Record = [&](Value *P, StringRef Prefix,
                      std::optional<MemCallFact::Local> &Local) {
      Value *Recorded = P;
      APInt Offset(DL.getIndexTypeSizeInBits(P->getType()), 0);
      const Value *Base = P->stripAndAccumulateConstantOffsets(
          DL, Offset, /*AllowNonInbounds=*/true);
      if (isa<AllocaInst>(getUnderlyingObject(P))) {
        ObjectSizeOpts Opts;
        Opts.NullIsUnknownSize = true;
        uint64_t Size;
        std::optional<TypeSize> Whole =
            isa<AllocaInst>(Base)
                ? cast<AllocaInst>(Base)->getAllocationSize(DL)
                : std::nullopt;
        if (!Whole || Whole->isScalable() || Offset.isNegative() ||
            !getObjectSize(P, Size, DL, nullptr, Opts))
          return;
        Recorded = ConstantInt::get(I64, Size);
        Local =
            MemCallFact::Local{localVariable(*cast<AllocaInst>(Base)),
                               Whole->getFixedValue(), Offset.getZExtValue()};
      }
      // A constant address (`&key[12]`) is recorded as its global and the
      // offset: the constant expression itself may be destroyed once the
      // optimizer rewrites its uses, and its debug value become poison.
      SmallVector<uint64_t, 2> Expr;
      if (isa<ConstantExpr>(P) && isa<GlobalVariable>(Base) &&
          !Offset.isNegative()) {
        Recorded = const_cast<Value *>(Base);
        Expr = {dwarf::DW_OP_plus_uconst, Offset.getZExtValue()};
      }
      I.getParent()->insertDbgRecordBefore(
          DbgVariableRecord::createDbgVariableRecord(
              Recorded, recordVariable(Loc, Prefix + Twine(Fact.Id)),
              DIExpression::get(Ctx, Expr), Loc),
          I.getIterator());
    };
    Record(StrCpy ? CB->getArgOperand(0) : MI->getDest(), BoundsDestVarPrefix,
           Fact.Dest);
    if (auto *MT = dyn_cast_or_null<MemTransferInst>(MI))
      Record(MT->getSource(), BoundsSourceVarPrefix, Fact.Source);
    Table.push_back(Fact.encode(Ctx));
  }
  return MDNode::get(Ctx, Table);
}

} // namespace

/// Constant subscripts whose address computation folded away before capture
/// (`x.a[0] = 0` stores to `@x`; `p->a[0]` is `p` once EarlyCSE has run):
/// the load or store at the subscript's place, of its element's size, is
/// given the front end's fact with the subscript, when it is out of bounds.
void captureFoldedSubscripts(Function &F, const SourceSubscripts &Index) {
  if (!Index.present())
    return;
  const DataLayout &DL = F.getDataLayout();
  for (Instruction &I : instructions(F)) {
    if (!isa<LoadInst, StoreInst>(I) || I.hasMetadata(BoundsMD))
      continue;
    const DILocation *Loc = I.getDebugLoc().get();
    TypeSize Size = DL.getTypeStoreSize(getLoadStoreType(&I));
    if (!Loc || Size.isScalable())
      continue;
    const ArraySubscriptFact *S = Index.constantAt(Loc, Size.getFixedValue());
    if (!S || !S->outOfBounds())
      continue;
    ArrayFact Fact = ArrayFact::fromSource(*S);
    Fact.Id = NextId++;
    Fact.ConstSubscript = S->ConstantValue;
    addFact(&I, Fact.encode(F.getContext()));
    ++NumAccesses;
  }
}

/// The array steps of \p F's address computations, and those of the
/// constant addresses of its loads and stores.
static SmallVector<ArrayStep, 16> arraySteps(Function &F, const DataLayout &DL,
                                             const SourceRanges &Ranges) {
  SmallVector<ArrayStep, 16> Steps;
  for (Instruction &I : instructions(F)) {
    if (auto *GEP = dyn_cast<GetElementPtrInst>(&I)) {
      findArraySteps(cast<GEPOperator>(GEP), Steps);
      continue;
    }
    // A constant subscript of a global array: a constant expression, which
    // constant folding may already have turned into a byte offset.
    // (Not the copy a source's call was made into: the call's checks
    // see it.)
    auto *Ptr = dyn_cast_or_null<GEPOperator>(getLoadStorePointerOperand(&I));
    if (!Ptr || !isa<ConstantExpr>(Ptr) || isSourceCall(I, Ranges))
      continue;
    unsigned Before = Steps.size();
    findArraySteps(Ptr, Steps);
    if (Steps.size() == Before)
      findByteOffsetStep(Ptr, DL, Steps);
    for (unsigned N = Before; N < Steps.size(); ++N)
      Steps[N].ConstantAccess = &I;
  }
  return Steps;
}

/// The addresses \p Escapes that array step \p S forms and passes on
/// (one past the end is valid for the last index): their fact, and with
/// debug info the subscript at \p Loc.
static void captureEscapes(const ArrayStep &S, const ArraySubscriptFact *Fact,
                           ArrayRef<Instruction *> Escapes,
                           const DILocation *Loc, bool DebugInfo,
                           const DataLayout &DL) {
  LLVMContext &Ctx = S.GEP->getContext();
  unsigned EscId = NextId++;
  MDNode *EscFact = encodeFact(Ctx, EscId, S, DL, Fact, S.LastIndex);
  DILocalVariable *EscVar =
      DebugInfo ? recordVariable(Loc, BoundsVarPrefix + Twine(EscId)) : nullptr;
  for (Instruction *E : Escapes) {
    addFact(E, EscFact);
    if (EscVar)
      E->getParent()->insertDbgRecordBefore(
          DbgVariableRecord::createDbgVariableRecord(
              S.Subscript, EscVar, DIExpression::get(Ctx, {}), Loc),
          E->getIterator());
  }
}

/// One array step of the source's subscripts: its fact on each access
/// through it and on each address passed on, and, with debug info, the
/// subscript as a debug value before each (kcc/Bounds.h).
static void captureStep(const ArrayStep &S, const SourceIndex &Source,
                        const DataLayout &DL, bool DebugInfo) {
  const SourceSubscripts &Index = Source.Subscripts;
  uint64_t Count = S.Array->getNumElements();
  uint64_t Size =
      DL.getTypeAllocSize(S.Array->getElementType()).getFixedValue();
  const DILocation *Loc = S.ConstantAccess
                              ? S.ConstantAccess->getDebugLoc().get()
                              : cast<Instruction>(S.GEP)->getDebugLoc().get();
  const ArraySubscriptFact *Fact = Index.at(Loc, Count, Size);
  if (Index.present() && !Fact)
    return; // Not a subscript of the source.
  SmallVector<Instruction *, 4> Accesses, Escapes;
  if (S.ConstantAccess) {
    Accesses.push_back(S.ConstantAccess);
  } else {
    findAccesses(cast<GetElementPtrInst>(S.GEP), Source.Ranges, Accesses);
    findEscapes(cast<GetElementPtrInst>(S.GEP), Source.Ranges, Escapes);
  }
  if (Accesses.empty() && Escapes.empty())
    return;
  LLVMContext &Ctx = S.GEP->getContext();
  unsigned Id = NextId++;
  MDNode *FactMD = encodeFact(Ctx, Id, S, DL, Fact);
  ++NumArraySteps;
  DILocalVariable *Var = nullptr;
  if (DebugInfo && Loc)
    Var = recordVariable(Loc, BoundsVarPrefix + Twine(Id));
  // A counted_by array: the address of its struct, where the count is
  // (not in a local variable: see captureMemCalls).
  Value *StructBase = nullptr;
  DILocalVariable *BaseVar = nullptr;
  if (Var && Fact && Fact->CountOffset >= 0)
    if (auto *Member = dyn_cast<GEPOperator>(S.GEP->getPointerOperand());
        Member && isa<StructType>(Member->getSourceElementType()) &&
        !isa<AllocaInst>(getUnderlyingObject(Member->getPointerOperand()))) {
      StructBase = Member->getPointerOperand();
      BaseVar = recordVariable(Loc, BoundsBaseVarPrefix + Twine(Id));
    }
  for (Instruction *A : Accesses) {
    // An access through another line's address (EarlyCSE merges equal
    // address computations) is the subscript of its own line.
    const DILocation *At = Loc;
    MDNode *AFact = FactMD;
    DILocalVariable *AVar = Var;
    if (const DILocation *L = A->getDebugLoc().get();
        Fact && L && L->getLine() != Loc->getLine())
      if (const ArraySubscriptFact *Own = Index.at(L, Count, Size);
          Own && Own != Fact) {
        // The same subscript written again (merged), or another one whose
        // address happens to be equal (`a[0][3]` is `a[1][0]` of an
        // `[2][3]` array): that one's line says nothing here.
        auto *C = dyn_cast<ConstantInt>(S.Subscript);
        if (!Own->ConstantSubscript || !C ||
            C->getSExtValue() != Own->ConstantValue)
          continue;
        unsigned OwnId = NextId++;
        AFact = encodeFact(Ctx, OwnId, S, DL, Own);
        At = L;
        AVar =
            Var ? recordVariable(L, BoundsVarPrefix + Twine(OwnId)) : nullptr;
      }
    addFact(A, AFact);
    ++NumAccesses;
    if (!AVar)
      continue;
    A->getParent()->insertDbgRecordBefore(
        DbgVariableRecord::createDbgVariableRecord(
            S.Subscript, AVar, DIExpression::get(Ctx, {}), At),
        A->getIterator());
    if (BaseVar)
      A->getParent()->insertDbgRecordBefore(
          DbgVariableRecord::createDbgVariableRecord(
              StructBase, BaseVar, DIExpression::get(Ctx, {}), At),
          A->getIterator());
  }
  // The address passed on: one past the end is valid for its last index.
  if (!Escapes.empty() && (!Fact || Fact->CountOffset < 0))
    captureEscapes(S, Fact, Escapes, Loc, Var != nullptr, DL);
}

bool captureBounds(Function &F) {
  if (F.isDeclaration() || F.getMetadata(BoundsCapturedMD))
    return false;
  const SourceIndex &Source = sourceIndex(*F.getParent());
  F.setMetadata(BoundsCapturedMD, captureMemCalls(F, Source.Ranges));
  for (const ArrayStep &S : arraySteps(F, F.getDataLayout(), Source.Ranges))
    captureStep(S, Source, F.getDataLayout(), F.getSubprogram() != nullptr);
  captureFoldedSubscripts(F, Source.Subscripts);
  return true;
}

PreservedAnalyses BoundsCapturePass::run(Function &F,
                                         FunctionAnalysisManager &) {
  // Metadata and debug values only: no analysis is invalidated.
  captureBounds(F);
  return PreservedAnalyses::all();
}

} // namespace kcc
