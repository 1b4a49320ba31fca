//===- Fact.cpp - The !kcc.bounds array fact ------------------------------===//
//
// Part of kcc, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// One place for the metadata form of an array fact (kcc/Bounds.h), so the
// capture that writes it and the check that reads it cannot drift apart.
//
//===----------------------------------------------------------------------===//

#include "kcc/Bounds.h"
#include "kcc/FrontendFacts.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace kcc {

namespace {
enum Operand : unsigned {
  OpId,
  OpCount,
  OpElementSize,
  OpType,
  OpDecl,
  OpDeclFile,
  OpDeclLine,
  OpDeclColumn,
  OpTrailing,
  OpCountOffset,
  OpCountSize,
  OpCountName,
  OpTypeAka,
  OpConstSubscript, ///< Optional.
};
} // namespace

MDNode *ArrayFact::encode(LLVMContext &Ctx) const {
  auto Int = [&](unsigned Bits, uint64_t V) -> Metadata * {
    return ConstantAsMetadata::get(
        ConstantInt::get(Type::getIntNTy(Ctx, Bits), V));
  };
  SmallVector<Metadata *, 10> Ops = {
      Int(64, Id),
      Int(64, Count),
      Int(64, ElementSize),
      MDString::get(Ctx, Type),
      MDString::get(Ctx, Decl),
      MDString::get(Ctx, DeclFile),
      Int(32, DeclLine),
      Int(32, DeclColumn),
      Int(8, Trailing | Address << 1 | Member << 2 | Flexible << 3),
      Int(64, uint64_t(CountOffset)),
      Int(64, CountSize),
      MDString::get(Ctx, CountName),
      MDString::get(Ctx, TypeAka)};
  if (ConstSubscript)
    Ops.push_back(Int(64, uint64_t(*ConstSubscript)));
  return MDNode::get(Ctx, Ops);
}

std::optional<ArrayFact> ArrayFact::decode(const MDNode *N) {
  if (!N || N->getNumOperands() < OpConstSubscript)
    return std::nullopt;
  auto Int = [&](unsigned I) -> const ConstantInt * {
    auto *C = mdconst::dyn_extract_or_null<ConstantInt>(N->getOperand(I));
    return C && C->getBitWidth() <= 64 ? C : nullptr;
  };
  auto Str = [&](unsigned I) -> StringRef {
    auto *S = dyn_cast_or_null<MDString>(N->getOperand(I));
    return S ? S->getString() : "";
  };
  for (unsigned I : {OpId, OpCount, OpElementSize, OpDeclLine, OpDeclColumn,
                     OpTrailing, OpCountOffset, OpCountSize})
    if (!Int(I))
      return std::nullopt;
  ArrayFact F;
  F.Id = Int(OpId)->getZExtValue();
  F.Count = Int(OpCount)->getZExtValue();
  F.ElementSize = Int(OpElementSize)->getZExtValue();
  F.Type = Str(OpType);
  F.Decl = Str(OpDecl);
  F.DeclFile = Str(OpDeclFile);
  F.DeclLine = Int(OpDeclLine)->getZExtValue();
  F.DeclColumn = Int(OpDeclColumn)->getZExtValue();
  F.Trailing = Int(OpTrailing)->getZExtValue() & 1;
  F.Address = Int(OpTrailing)->getZExtValue() & 2;
  F.Member = Int(OpTrailing)->getZExtValue() & 4;
  F.Flexible = Int(OpTrailing)->getZExtValue() & 8;
  F.CountOffset = Int(OpCountOffset)->getSExtValue();
  F.CountSize = Int(OpCountSize)->getZExtValue();
  F.CountName = Str(OpCountName);
  F.TypeAka = Str(OpTypeAka);
  if (N->getNumOperands() > OpConstSubscript)
    if (const ConstantInt *C = Int(OpConstSubscript))
      F.ConstSubscript = C->getSExtValue();
  return F;
}

MDNode *MemCallFact::encode(LLVMContext &Ctx) const {
  auto Int = [&](uint64_t V) -> Metadata * {
    return ConstantAsMetadata::get(ConstantInt::get(Type::getInt64Ty(Ctx), V));
  };
  auto Address = [&](const std::optional<Local> &L) {
    if (!L)
      return MDNode::get(Ctx, {});
    return MDNode::get(Ctx, {const_cast<DILocalVariable *>(L->Var),
                             Int(L->Size), Int(L->Offset)});
  };
  return MDNode::get(Ctx, {Int(Id), MDString::get(Ctx, Name), Int(Length),
                           Address(Dest), Address(Source)});
}

std::optional<MemCallFact> MemCallFact::decode(const MDNode *N) {
  if (!N || N->getNumOperands() != 5)
    return std::nullopt;
  auto Int = [](const MDOperand &Op) -> std::optional<uint64_t> {
    auto *C = mdconst::dyn_extract_or_null<ConstantInt>(Op.get());
    if (!C || C->getBitWidth() > 64)
      return std::nullopt;
    return C->getZExtValue();
  };
  // !{} or !{var-or-null, size, offset}; false if neither.
  auto Address = [&](const MDOperand &Op, std::optional<Local> &L) {
    auto *A = dyn_cast_or_null<MDNode>(Op.get());
    if (!A || A->getNumOperands() == 0)
      return A != nullptr;
    if (A->getNumOperands() != 3 ||
        (A->getOperand(0) && !isa<DILocalVariable>(A->getOperand(0))))
      return false;
    std::optional<uint64_t> Size = Int(A->getOperand(1));
    std::optional<uint64_t> Offset = Int(A->getOperand(2));
    if (!Size || !Offset)
      return false;
    L = Local{cast_or_null<DILocalVariable>(A->getOperand(0)), *Size, *Offset};
    return true;
  };
  MemCallFact F;
  std::optional<uint64_t> Id = Int(N->getOperand(0));
  std::optional<uint64_t> Length = Int(N->getOperand(2));
  auto *Name = dyn_cast_or_null<MDString>(N->getOperand(1));
  if (!Id || !Length || !Name || !Address(N->getOperand(3), F.Dest) ||
      !Address(N->getOperand(4), F.Source))
    return std::nullopt;
  F.Id = *Id;
  F.Name = Name->getString();
  F.Length = *Length;
  return F;
}

bool isSameSourceFile(StringRef A, StringRef B) {
  if (A == B)
    return true;
  if (A.size() < B.size())
    std::swap(A, B);
  return !B.empty() && A.ends_with(B) && A[A.size() - B.size() - 1] == '/';
}

ArrayFact ArrayFact::fromSource(const ArraySubscriptFact &F) {
  ArrayFact Fact;
  Fact.Count = F.Count;
  Fact.ElementSize = F.ElementSize;
  Fact.Type = F.Type;
  Fact.TypeAka = F.TypeAka;
  Fact.Decl = F.Decl;
  Fact.DeclFile = F.DeclFile;
  Fact.DeclLine = F.DeclLine;
  Fact.DeclColumn = F.DeclColumn;
  Fact.Trailing = F.Trailing;
  Fact.Member = F.Member;
  Fact.Flexible = F.Flexible;
  Fact.CountOffset = F.CountOffset;
  Fact.CountSize = F.CountSize;
  Fact.CountName = F.CountName;
  return Fact;
}

SourceSubscripts::SourceSubscripts(const Module &M) {
  FrontendFacts &Facts = FrontendFacts::get();
  if (Facts.SubscriptsFile != M.getSourceFileName())
    return;
  Present = true;
  for (const ArraySubscriptFact &F : Facts.ArraySubscripts) {
    ByLine[F.Line].push_back(&F);
    if (F.AccessLine && F.AccessLine != F.Line)
      ByLine[F.AccessLine].push_back(&F);
  }
}

ArrayRef<const ArraySubscriptFact *>
SourceSubscripts::line(const DILocation *L) const {
  auto It = L ? ByLine.find(L->getLine()) : ByLine.end();
  if (It == ByLine.end())
    return {};
  return It->second;
}

const ArraySubscriptFact *SourceSubscripts::at(const DILocation *L,
                                               uint64_t Count,
                                               uint64_t ElementSize) const {
  for (const ArraySubscriptFact *F : line(L))
    if (isAt(*F, L) && F->Count == Count && F->ElementSize == ElementSize)
      return F;
  return nullptr;
}

bool SourceSubscripts::isAt(const ArraySubscriptFact &F, const DILocation *L) {
  return isSameSourceFile(F.File, L->getFilename()) &&
         ((F.Line == L->getLine() && F.Column == L->getColumn()) ||
          (F.AccessLine == L->getLine() && F.AccessColumn == L->getColumn()));
}

const ArraySubscriptFact *
SourceSubscripts::constantAt(const DILocation *L, uint64_t AccessSize) const {
  const ArraySubscriptFact *Found = nullptr;
  for (const ArraySubscriptFact *F : line(L)) {
    if (!F->ConstantSubscript || F->CountOffset >= 0 ||
        F->ElementSize != AccessSize || !isAt(*F, L))
      continue;
    if (Found)
      return nullptr; // Several: which one is unknown.
    Found = F;
  }
  return Found;
}

const ArraySubscriptFact *
SourceSubscripts::elementMemberAt(const DILocation *L, int64_t Offset,
                                  uint64_t AccessSize) const {
  const ArraySubscriptFact *Found = nullptr;
  for (const ArraySubscriptFact *F : line(L)) {
    if (!F->ConstantSubscript || F->CountOffset >= 0 || F->BaseOffset < 0 ||
        F->ElementSize <= AccessSize || F->ElementSize > uint64_t(INT32_MAX) ||
        F->ConstantValue < INT32_MIN || F->ConstantValue > INT32_MAX ||
        F->Column > L->getColumn() ||
        !isSameSourceFile(F->File, L->getFilename()))
      continue;
    int64_t Start = F->BaseOffset + F->ConstantValue * int64_t(F->ElementSize);
    if (Offset < Start ||
        Offset + int64_t(AccessSize) > Start + int64_t(F->ElementSize))
      continue;
    if (Found)
      return nullptr;
    Found = F;
  }
  return Found;
}

const ArraySubscriptFact *
SourceSubscripts::storedAt(const DILocation *L) const {
  const ArraySubscriptFact *Found = nullptr;
  for (const ArraySubscriptFact *F : line(L)) {
    if (F->ConstantSubscript || F->AccessLine != L->getLine() ||
        F->AccessColumn != L->getColumn() ||
        !isSameSourceFile(F->File, L->getFilename()))
      continue;
    if (Found)
      return nullptr;
    Found = F;
  }
  return Found;
}

bool SourceSubscripts::hasConstantSubscript(const DILocation *L,
                                            uint64_t ElementSize) const {
  // (clang does not check trailing arrays and union members.)
  return any_of(line(L), [&](const ArraySubscriptFact *F) {
    return F->Count && F->CountOffset < 0 && F->ConstantSubscript &&
           !F->Trailing && F->ElementSize == ElementSize &&
           isSameSourceFile(F->File, L->getFilename());
  });
}

const ArraySubscriptFact *SourceSubscripts::onLine(const DILocation *L,
                                                   uint64_t Size,
                                                   uint64_t AccessSize,
                                                   StringRef Name,
                                                   bool *Only) const {
  const ArraySubscriptFact *Found = nullptr;
  unsigned N = 0;
  for (const ArraySubscriptFact *F : line(L)) {
    if (!F->Count || F->CountOffset >= 0 || !AccessSize ||
        F->Count * F->ElementSize != Size || F->ElementSize % AccessSize ||
        (!Name.empty() && F->Decl != Name) ||
        !isSameSourceFile(F->File, L->getFilename()))
      continue;
    if (Found && (Found->Decl != F->Decl || Found->Type != F->Type))
      return nullptr;
    ++N;
    if (!Found || F->ConstantSubscript)
      Found = F;
  }
  if (Only)
    *Only = N == 1;
  return Found;
}

SourceCalls::SourceCalls(const Module &M) {
  FrontendFacts &Facts = FrontendFacts::get();
  if (Facts.SubscriptsFile != M.getSourceFileName())
    return;
  for (const CallArgFact &F : Facts.CallArgs)
    ByLine[F.Line].push_back(&F);
  Functions = &Facts.FunctionAccesses;
}

const FunctionAccessFact *SourceCalls::function(StringRef Name) const {
  if (!Functions)
    return nullptr;
  auto It = Functions->find(Name);
  return It == Functions->end() ? nullptr : &It->second;
}

const CallArgFact *SourceCalls::at(const DILocation *L, StringRef Name,
                                   unsigned Arg, bool Renamed) const {
  auto It = L ? ByLine.find(L->getLine()) : ByLine.end();
  if (It == ByLine.end())
    return nullptr;
  const CallArgFact *Any = nullptr;
  unsigned Count = 0;
  for (const CallArgFact *F : It->second) {
    if (F->Column != L->getColumn() || F->Arg != Arg ||
        !isSameSourceFile(F->File, L->getFilename()))
      continue;
    if (libraryFunction(F->Callee) == Name)
      return F;
    Any = F;
    ++Count;
  }
  return Renamed && Count == 1 ? Any : nullptr;
}

SourceRanges::SourceRanges(const Module &M) {
  FrontendFacts &Facts = FrontendFacts::get();
  if (Facts.SubscriptsFile != M.getSourceFileName())
    return;
  for (const SourceRangeFact &F : Facts.SourceRanges)
    ByPlace[{F.Line, F.Column}].push_back(&F);
}

bool SourceRanges::memoryCallAt(const DILocation *L) const {
  auto It = L ? ByPlace.find({L->getLine(), L->getColumn()}) : ByPlace.end();
  return It != ByPlace.end() &&
         any_of(It->second, [&](const SourceRangeFact *F) {
           return F->Call && isSameSourceFile(F->File, L->getFilename());
         });
}

const SourceRangeFact *SourceRanges::memberAt(const DILocation *L,
                                              uint64_t Size) const {
  auto It = L ? ByPlace.find({L->getLine(), L->getColumn()}) : ByPlace.end();
  if (It == ByPlace.end())
    return nullptr;
  const SourceRangeFact *Found = nullptr;
  for (const SourceRangeFact *F : It->second)
    if (F->ArrowOnly && F->AccessSize == Size &&
        isSameSourceFile(F->File, L->getFilename())) {
      if (Found)
        return nullptr;
      Found = F;
    }
  return Found;
}

const SourceRangeFact *SourceRanges::at(const DILocation *L) const {
  return L ? at(L->getFilename(), L->getLine(), L->getColumn()) : nullptr;
}

const SourceRangeFact *SourceRanges::at(StringRef File, unsigned Line,
                                        unsigned Column) const {
  auto It = ByPlace.find({Line, Column});
  if (It == ByPlace.end())
    return nullptr;
  // Expressions that start there: the access is the outermost (`m[1][i]`
  // loads the element of `m[1]`, which is no access of its own).
  const SourceRangeFact *Found = nullptr;
  bool Tie = false;
  for (const SourceRangeFact *F : It->second) {
    if (F->ArrowOnly || !isSameSourceFile(F->File, File))
      continue;
    if (Found && F->CaretLine == Found->CaretLine &&
        F->CaretColumn == Found->CaretColumn &&
        F->BeginColumn == Found->BeginColumn &&
        F->EndColumn == Found->EndColumn)
      continue;
    if (!Found ||
        F->EndColumn - F->BeginColumn > Found->EndColumn - Found->BeginColumn) {
      Found = F;
      Tie = false;
    } else if (F->EndColumn - F->BeginColumn ==
               Found->EndColumn - Found->BeginColumn) {
      Tie = true;
    }
  }
  return Tie ? nullptr : Found;
}

} // namespace kcc
