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

#include "kcc/BoundsObject.h"
#include "kcc/FrontendFacts.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/LazyValueInfo.h"
#include "llvm/Analysis/MemoryBuiltins.h"
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

using namespace llvm;

namespace kcc {

/// Depth of the address chain a query follows (GEPs, casts, phis, selects).
static constexpr unsigned MaxDepth = 12;

struct ObjectQuery::Walk {
  Value *Base = nullptr;
  const Value *Index = nullptr;
  ConstantRange Offset{APInt(64, 0)};
  SmallPtrSet<const Value *, 8> Visiting;
  /// The object's size once the base is reached, for InBounds.
  std::optional<uint64_t> Size;
  /// An inbounds step whose index is unknown leaves the address somewhere
  /// in the object (or just past it): the offset becomes [0, size], as
  /// GCC's pointer query assumes for `a + i`.
  bool InBounds = false;
};

/// The value \p V, a load of a local variable, was stored there, when the
/// variable is stored once, before the load, and used only by loads and that
/// store; null otherwise.
Value *ObjectQuery::storedOnce(Value *V) {
  auto *LI = dyn_cast<LoadInst>(V);
  auto *Slot = LI ? dyn_cast<AllocaInst>(LI->getPointerOperand()) : nullptr;
  if (!ThroughSlots || !Slot || LI->isVolatile() || Slot->getFunction() != &F)
    return nullptr;
  StoreInst *Store = nullptr;
  for (User *U : Slot->users()) {
    if (auto *L = dyn_cast<LoadInst>(U); L && L->getType() == LI->getType())
      continue;
    if (auto *II = dyn_cast<IntrinsicInst>(U); II && II->isLifetimeStartOrEnd())
      continue;
    auto *SI = dyn_cast<StoreInst>(U);
    if (!SI || SI->getPointerOperand() != Slot || Store ||
        SI->getValueOperand()->getType() != LI->getType())
      return nullptr;
    Store = SI;
  }
  if (!Store || !DT.dominates(Store, LI))
    return nullptr;
  return Store->getValueOperand();
}

/// The range a select's arm has when \p Cond is \p Taken: the condition
/// compares a value X (or X plus a constant) with a constant, and the arm is
/// X, X plus a constant, or a min/max of X and a constant (InstCombine's
/// forms of clamps such as `v < min || max < v ? min : v`). Full if not.
static ConstantRange armRange(const Value *Arm, const Value *Cond, bool Taken) {
  using namespace PatternMatch;
  unsigned W = Arm->getType()->getIntegerBitWidth();
  ConstantRange Full(W, /*isFullSet=*/true);
  if (const auto *C = dyn_cast<ConstantInt>(Arm))
    return ConstantRange(C->getValue());
  CmpPredicate Pred;
  Value *L, *X;
  const APInt *K, *C;
  if (!match(Cond, m_ICmp(Pred, m_Value(L), m_APInt(K))) ||
      L->getType() != Arm->getType())
    return Full;
  ICmpInst::Predicate P = Pred;
  ConstantRange R = ConstantRange::makeExactICmpRegion(
      Taken ? P : ICmpInst::getInversePredicate(P), *K);
  X = L;
  if (match(L, m_Add(m_Value(X), m_APInt(C))))
    R = R.sub(ConstantRange(*C));
  if (Arm == X)
    return R;
  if (match(Arm, m_Add(m_Specific(X), m_APInt(C))))
    return R.add(ConstantRange(*C));
  if (const auto *MM = dyn_cast<MinMaxIntrinsic>(Arm);
      MM && MM->getLHS() == X && match(MM->getRHS(), m_APInt(C)))
    return ConstantRange::intrinsic(MM->getIntrinsicID(),
                                    {R, ConstantRange(*C)});
  return Full;
}

ConstantRange ObjectQuery::rangeAt(Value *V, Instruction *At) {
  ConstantRange Full(64, /*isFullSet=*/true);
  // A select (a clamp such as `v < min || max < v ? min : v`): each arm
  // as its condition leaves it, which LazyValueInfo does not work out.
  if (auto *Sel = dyn_cast<SelectInst>(V);
      Sel && Sel->getType()->isIntegerTy() &&
      Sel->getType()->getIntegerBitWidth() <= 64) {
    ConstantRange Union(64, /*isFullSet=*/false);
    for (bool Taken : {true, false}) {
      Value *Arm = Taken ? Sel->getTrueValue() : Sel->getFalseValue();
      Union = Union.unionWith(
          armRange(Arm, Sel->getCondition(), Taken).sextOrTrunc(64));
    }
    if (!Union.isFullSet())
      return Union;
  }
  if (Value *Stored = storedOnce(V); Stored && isa<ConstantInt>(Stored))
    V = Stored;
  if (!V->getType()->isIntegerTy() || V->getType()->getIntegerBitWidth() > 64)
    return Full;
  if (auto *C = dyn_cast<ConstantInt>(V))
    return ConstantRange(C->getValue().sextOrTrunc(64));
  if (auto *I = dyn_cast<Instruction>(V)) {
    if (I->getFunction() != &F || !DT.dominates(I, At))
      return Full;
  } else if (!isa<Argument>(V) || cast<Argument>(V)->getParent() != &F) {
    return Full;
  }
  ConstantRange R = LVI.getConstantRange(V, At, /*UndefAllowed=*/false);
  if (R.isEmptySet())
    return Full;
  return R.sextOrTrunc(64);
}

/// Adds the offset \p P adds to its base to \p W.Offset and sets
/// \p W.Base. False if the chain leads nowhere definite.
bool ObjectQuery::offsetOf(Value *P, Instruction *At, Walk &W, unsigned Depth) {
  if (Depth > MaxDepth)
    return false;
  if (auto *GEP = dyn_cast<GEPOperator>(P)) {
    if (GEP->getType()->isVectorTy() ||
        GEP->getPointerOperandType()->isVectorTy())
      return false;
    if (!offsetOf(GEP->getPointerOperand(), At, W, Depth + 1))
      return false;
    for (gep_type_iterator GTI = gep_type_begin(GEP), E = gep_type_end(GEP);
         GTI != E; ++GTI) {
      Value *Idx = GTI.getOperand();
      if (StructType *ST = GTI.getStructTypeOrNull()) {
        auto *C = dyn_cast<ConstantInt>(Idx);
        if (!C)
          return false;
        W.Offset = W.Offset.add(ConstantRange(APInt(
            64, DL.getStructLayout(ST)->getElementOffset(C->getZExtValue()))));
        continue;
      }
      TypeSize Scale = GTI.getSequentialElementStride(DL);
      if (Scale.isScalable())
        return false;
      ConstantRange R = rangeAt(Idx, At);
      if (R.isFullSet() && W.InBounds && W.Size && GEP->isInBounds()) {
        W.Offset =
            ConstantRange::getNonEmpty(APInt(64, 0), APInt(64, *W.Size + 1));
        W.Index = Idx;
        continue;
      }
      if (R.isFullSet())
        return false;
      if (!isa<Constant>(Idx))
        W.Index = Idx;
      W.Offset = W.Offset.add(
          R.multiply(ConstantRange(APInt(64, Scale.getFixedValue()))));
      if (W.Offset.isFullSet())
        return false;
    }
    return true;
  }
  if (auto *Op = dyn_cast<Operator>(P);
      Op && (Op->getOpcode() == Instruction::BitCast ||
             Op->getOpcode() == Instruction::AddrSpaceCast))
    return offsetOf(Op->getOperand(0), At, W, Depth + 1);

  // Several ways to one object: the union of their offsets.
  // Each arm's offsets are asked for where the arm flows into the phi
  // (the end of its incoming block), a select's at the access.
  SmallVector<std::pair<Value *, Instruction *>, 4> Arms;
  if (auto *PN = dyn_cast<PHINode>(P)) {
    if (PN->getNumIncomingValues() > 8)
      return false;
    for (unsigned I = 0, E = PN->getNumIncomingValues(); I < E; ++I)
      Arms.push_back(
          {PN->getIncomingValue(I), PN->getIncomingBlock(I)->getTerminator()});
  } else if (auto *SI = dyn_cast<SelectInst>(P)) {
    Arms = {{SI->getTrueValue(), At}, {SI->getFalseValue(), At}};
  }
  if (!Arms.empty()) {
    if (!W.Visiting.insert(P).second)
      return false; // A cycle: an induction pointer, not followed.
    Value *Base = nullptr;
    ConstantRange Union(64, /*isFullSet=*/false);
    for (auto [Arm, ArmAt] : Arms) {
      Walk A;
      A.Visiting = W.Visiting;
      A.InBounds = W.InBounds;
      if (!offsetOf(Arm, ArmAt, A, Depth + 1) || (Base && A.Base != Base))
        return false;
      Base = A.Base;
      W.Size = A.Size;
      Union = Union.unionWith(A.Offset);
      if (A.Index)
        W.Index = A.Index;
    }
    W.Visiting.erase(P);
    W.Base = Base;
    W.Offset = W.Offset.add(Union);
    return !W.Offset.isFullSet();
  }
  if (Value *Stored = storedOnce(P))
    return offsetOf(Stored, At, W, Depth + 1);
  W.Base = P;
  if (W.InBounds)
    if (std::optional<ObjectRef> Obj = objectAt(P, At))
      W.Size = Obj->MaxSize;
  return true;
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
        Q.rangeAt(CB.getArgOperand(Arg), const_cast<CallBase *>(&CB));
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

/// Whether the source declares \p GV with a zero bound (`extern char a[0]`),
/// which kcc's clang plugin says: the IR's [0 x i8] is also what an
/// incomplete array (`extern char _end[]`) becomes.
static bool isDeclaredEmpty(const GlobalVariable &GV) {
  FrontendFacts &Facts = FrontendFacts::get();
  if (Facts.SubscriptsFile != GV.getParent()->getSourceFileName())
    return false;
  auto It = Facts.Variables.find(GV.getName());
  return It != Facts.Variables.end() &&
         StringRef(It->second.Type).ends_with("[0]");
}

/// A string literal: clang's private constant array of characters.
static bool isStringLiteral(const GlobalVariable &GV) {
  const auto *Init = GV.hasInitializer()
                         ? dyn_cast<ConstantDataSequential>(GV.getInitializer())
                         : nullptr;
  return GV.hasPrivateLinkage() && GV.isConstant() && Init && Init->isString();
}

std::optional<ObjectRef> ObjectQuery::objectAt(Value *Base, Instruction *At) {
  ObjectRef Obj;
  Obj.Base = Base;
  if (auto *GV = dyn_cast<GlobalVariable>(Base)) {
    Type *Ty = GV->getValueType();
    // An unsized or zero-length declaration (`extern char _end[]`, linker
    // symbols) says nothing about the object's size.
    if (!Ty->isSized() || GV->isThreadLocal() || GV->hasExternalWeakLinkage() ||
        GV->hasCommonLinkage())
      return std::nullopt;
    uint64_t Size = DL.getTypeAllocSize(Ty).getFixedValue();
    // A declaration of zero size is a linker symbol (`extern char _end[]`)
    // unless the source declares it with a zero bound (`extern char a[0]`).
    if (!Size && !GV->hasDefinitiveInitializer() && !isDeclaredEmpty(*GV))
      return std::nullopt;
    Obj.Kind =
        isStringLiteral(*GV) ? ObjectKind::StringLiteral : ObjectKind::Global;
    Obj.MinSize = Obj.MaxSize = Size;
    return Obj;
  }
  if (auto *AI = dyn_cast<AllocaInst>(Base)) {
    Obj.Kind = ObjectKind::Local;
    if (AI->isArrayAllocation() && !isa<ConstantInt>(AI->getArraySize())) {
      // alloca(n), a VLA: as many elements as n's range allows.
      TypeSize Elt = DL.getTypeAllocSize(AI->getAllocatedType());
      ConstantRange N = rangeAt(AI->getArraySize(), AI);
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
    return Obj;
  }
  return std::nullopt;
}

std::optional<ObjectRef> ObjectQuery::find(Value *Ptr, Instruction *At,
                                           bool AssumeInBounds) {
  if (!Ptr || !Ptr->getType()->isPointerTy())
    return std::nullopt;
  Walk W;
  W.InBounds = AssumeInBounds;
  if (!offsetOf(Ptr, At, W, 0) || !W.Base || W.Offset.isEmptySet() ||
      W.Offset.isSignWrappedSet())
    return std::nullopt;
  std::optional<ObjectRef> Obj = objectAt(W.Base, At);
  if (Obj) {
    Obj->Offset = W.Offset;
    Obj->Index = W.Index;
  }
  return Obj;
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

/// A global's source name: clang names a function's static `buf` "f.buf".
static std::string sourceName(const GlobalVariable &GV) {
  StringRef Name = GV.getName();
  if (auto [Fn, Var] = Name.split('.');
      !Var.empty() && GV.getParent()->getFunction(Fn))
    return Var.split('.').first.str();
  return Name.str();
}

ObjectDescription describe(const ObjectRef &Obj) {
  ObjectDescription D;
  const DIVariable *Var = nullptr;
  if (const auto *GV = dyn_cast<GlobalVariable>(Obj.Base)) {
    SmallVector<DIGlobalVariableExpression *, 1> GVEs;
    GV->getDebugInfo(GVEs);
    if (!GVEs.empty())
      Var = GVEs.front()->getVariable();
    if (Obj.Kind != ObjectKind::StringLiteral && !GV->hasPrivateLinkage())
      D.Name = sourceName(*GV);
    D.Type = spellIRType(GV->getValueType());
  } else if (const auto *AI = dyn_cast<AllocaInst>(Obj.Base)) {
    Var = localVariable(*AI);
    D.Type = AI->isArrayAllocation() ? "" : spellIRType(AI->getAllocatedType());
  } else if (const auto *CB = dyn_cast<CallBase>(Obj.Base)) {
    if (const Function *Callee = CB->getCalledFunction())
      D.Allocator = Callee->getName().str();
    if (const DILocation *L = CB->getDebugLoc().get()) {
      D.DeclFile = L->getFilename().str();
      D.DeclLine = L->getLine();
      D.DeclColumn = L->getColumn();
    }
  }
  if (Var) {
    D.Name = Var->getName().str();
    if (std::string T = spellDIType(Var->getType()); !T.empty())
      D.Type = T;
    if (PassLocation L = declLocation(Var); L.valid()) {
      D.DeclFile = L.File;
      D.DeclLine = L.Line;
    }
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
      D.Name = V.Name;
      if (!V.Type.empty())
        D.Type = V.Type;
      D.DeclFile = V.DeclFile;
      D.DeclLine = V.DeclLine;
      D.DeclColumn = V.DeclColumn;
    }
  }
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

PassLocation declLocation(const ObjectDescription &D) {
  if (D.DeclFile.empty())
    return PassLocation();
  return PassLocation(D.DeclFile, D.DeclLine, D.DeclColumn);
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
