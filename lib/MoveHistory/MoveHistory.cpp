//===- MoveHistory.cpp - Move history: data model and printing ------------===//
//
// Part of kcc, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "kcc/MoveHistory.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instruction.h"
#include "llvm/IR/Metadata.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace kcc {

namespace {
struct ReasonInfo {
  MoveReason Reason;
  StringLiteral Name;
  bool Copies;
};
} // namespace

// One row per MoveReason, in its order.
static constexpr ReasonInfo Reasons[] = {
    {MoveReason::JumpThreading, "copy by jump threading", true},
    {MoveReason::SimplifyCFG, "copy by SimplifyCFG", true},
    {MoveReason::SimplifyCFGThreading, "copy by SimplifyCFG threading", true},
    {MoveReason::SimplifyCFGFolding, "copy by SimplifyCFG branch folding",
     true},
    {MoveReason::SimplifyCFGHoisting, "move by SimplifyCFG hoisting", false},
    {MoveReason::SimplifyCFGSpeculation, "move by SimplifyCFG speculation",
     false},
    {MoveReason::SimplifyCFGSinking, "move by SimplifyCFG sinking", false},
    {MoveReason::Sinking, "move by sinking", false},
    {MoveReason::CallSiteSplitting, "copy by call-site splitting", true},
    {MoveReason::DFAJumpThreading, "copy by DFA jump threading", true},
    {MoveReason::LoopUnswitching, "copy by loop unswitching", true},
};

static const ReasonInfo &info(MoveReason R) {
  const ReasonInfo &I = Reasons[static_cast<unsigned>(R)];
  assert(I.Reason == R && "Reasons is not in MoveReason's order");
  return I;
}

StringRef getMoveReasonName(MoveReason R) { return info(R).Name; }

bool isCopy(MoveReason R) { return info(R).Copies; }

std::optional<MoveReason> getMoveReason(StringRef Name) {
  for (const ReasonInfo &I : Reasons)
    if (I.Name == Name)
      return I.Reason;
  return std::nullopt;
}

/// The IR form of a path other than a case (whose value is an integer).
static StringRef pathName(MovePath P) {
  switch (P) {
  case MovePath::True:
    return "true";
  case MovePath::False:
    return "false";
  case MovePath::Default:
    return "default";
  case MovePath::Case:
  case MovePath::Unknown:
    return "unknown";
  }
  llvm_unreachable("unknown path");
}

SmallVector<SourceFrame, 2> getSourceFrames(const DILocation *L) {
  SmallVector<SourceFrame, 2> Frames;
  for (; L; L = L->getInlinedAt())
    Frames.push_back({L->getFilename().str(), L->getLine(), L->getColumn()});
  return Frames;
}

static MDNode *encodeFrames(LLVMContext &Ctx, ArrayRef<SourceFrame> Frames) {
  Type *I32 = Type::getInt32Ty(Ctx);
  SmallVector<Metadata *, 6> Loc;
  for (const SourceFrame &F : Frames) {
    Loc.push_back(MDString::get(Ctx, F.File));
    Loc.push_back(ConstantAsMetadata::get(ConstantInt::get(I32, F.Line)));
    Loc.push_back(ConstantAsMetadata::get(ConstantInt::get(I32, F.Column)));
  }
  return MDNode::get(Ctx, Loc);
}

/// The frames of \p MD (an !L node); std::nullopt if it is malformed.
static std::optional<SmallVector<SourceFrame, 2>>
decodeFrames(const Metadata *MD) {
  auto *Loc = dyn_cast_or_null<MDNode>(MD);
  if (!Loc)
    return std::nullopt;
  SmallVector<SourceFrame, 2> Frames;
  for (unsigned I = 0; I + 2 < Loc->getNumOperands(); I += 3) {
    auto *File = dyn_cast_or_null<MDString>(Loc->getOperand(I));
    auto *Line =
        mdconst::dyn_extract_or_null<ConstantInt>(Loc->getOperand(I + 1));
    auto *Col =
        mdconst::dyn_extract_or_null<ConstantInt>(Loc->getOperand(I + 2));
    if (!File || !Line || !Col)
      return std::nullopt;
    Frames.push_back({File->getString().str(), unsigned(Line->getZExtValue()),
                      unsigned(Col->getZExtValue())});
  }
  return Frames;
}

static MDNode *encode(LLVMContext &Ctx, const MoveEvent &E) {
  Metadata *Path =
      E.Path == MovePath::Case
          ? static_cast<Metadata *>(ConstantAsMetadata::get(
                ConstantInt::getSigned(Type::getInt64Ty(Ctx), E.CaseValue)))
          : MDString::get(Ctx, pathName(E.Path));
  SmallVector<Metadata *, 6> Ops = {
      MDString::get(Ctx, getMoveReasonName(E.Reason)),
      MDString::get(Ctx, E.Pass), encodeFrames(Ctx, E.Condition), Path};
  if (E.Placement == MovePlacement::BeforeCondition)
    Ops.push_back(MDString::get(Ctx, "before"));
  else if (E.Placement == MovePlacement::AfterJoin)
    Ops.push_back(MDString::get(Ctx, "after"));
  else if (!E.Origin.empty())
    Ops.push_back(MDString::get(Ctx, "on"));
  if (!E.Origin.empty())
    Ops.push_back(encodeFrames(Ctx, E.Origin));
  return MDNode::get(Ctx, Ops);
}

static std::optional<MoveEvent> decode(const MDNode *N) {
  if (!N || N->getNumOperands() < 4 || N->getNumOperands() > 6)
    return std::nullopt;
  auto *Reason = dyn_cast_or_null<MDString>(N->getOperand(0));
  auto *Pass = dyn_cast_or_null<MDString>(N->getOperand(1));
  if (!Reason || !Pass)
    return std::nullopt;
  std::optional<MoveReason> R = getMoveReason(Reason->getString());
  if (!R)
    return std::nullopt;
  MoveEvent E;
  E.Reason = *R;
  E.Pass = Pass->getString().str();
  if (isa_and_nonnull<MDNode>(N->getOperand(2))) {
    auto Frames = decodeFrames(N->getOperand(2));
    if (!Frames)
      return std::nullopt;
    E.Condition = std::move(*Frames);
  }
  const Metadata *Path = N->getOperand(3);
  if (auto *Case = mdconst::dyn_extract_or_null<ConstantInt>(Path)) {
    if (Case->getBitWidth() > 64)
      return std::nullopt;
    E.Path = MovePath::Case;
    E.CaseValue = Case->getSExtValue();
  } else if (auto *P = dyn_cast_or_null<MDString>(Path)) {
    if (P->getString() == "true")
      E.Path = MovePath::True;
    else if (P->getString() == "false")
      E.Path = MovePath::False;
    else if (P->getString() == "default")
      E.Path = MovePath::Default;
  } else {
    return std::nullopt;
  }
  if (N->getNumOperands() >= 5) {
    auto *Placement = dyn_cast_or_null<MDString>(N->getOperand(4));
    if (!Placement)
      return std::nullopt;
    if (Placement->getString() == "before")
      E.Placement = MovePlacement::BeforeCondition;
    else if (Placement->getString() == "after")
      E.Placement = MovePlacement::AfterJoin;
    else if (Placement->getString() != "on")
      return std::nullopt;
  }
  if (N->getNumOperands() == 6) {
    auto Frames = decodeFrames(N->getOperand(5));
    if (!Frames)
      return std::nullopt;
    E.Origin = std::move(*Frames);
  }
  return E;
}

SmallVector<MoveEvent, 4> getMoveHistory(const Instruction &I) {
  SmallVector<MoveEvent, 4> Chain;
  if (const MDNode *List = I.getMetadata(MoveHistoryMD))
    for (const MDOperand &Op : List->operands())
      if (auto E = decode(dyn_cast_or_null<MDNode>(Op)))
        Chain.push_back(std::move(*E));
  return Chain;
}

void addMoveEvent(Instruction &I, const MoveEvent &E) {
  LLVMContext &Ctx = I.getContext();
  SmallVector<Metadata *, 4> Ops{encode(Ctx, E)};
  if (const MDNode *List = I.getMetadata(MoveHistoryMD))
    for (const MDOperand &Op : List->operands())
      if (Op.get() != Ops.front()) // Uniqued: equal events are one node.
        Ops.push_back(Op.get());
  I.setMetadata(MoveHistoryMD, MDNode::get(Ctx, Ops));
}

void appendMoveHistory(Instruction &I, const MDNode *Chain) {
  if (!Chain)
    return;
  const MDNode *Own = I.getMetadata(MoveHistoryMD);
  if (Own == Chain)
    return;
  SmallVector<Metadata *, 4> Ops;
  if (Own)
    Ops.append(Own->op_begin(), Own->op_end());
  for (const MDOperand &Op : Chain->operands())
    if (!is_contained(Ops, Op.get())) // Uniqued: equal events are one node.
      Ops.push_back(Op.get());
  I.setMetadata(MoveHistoryMD, MDNode::get(I.getContext(), Ops));
}

static void printLocation(raw_ostream &OS, ArrayRef<SourceFrame> Frames) {
  for (unsigned N = 0; N < Frames.size(); ++N)
    OS << (N ? " inlined at " : "") << Frames[N].File << ':' << Frames[N].Line
       << ':' << Frames[N].Column;
}

void printMoveEvent(raw_ostream &OS, const MoveEvent &E) {
  OS << getMoveReasonName(E.Reason) << " (" << E.Pass << "), condition at ";
  if (!E.Condition.empty())
    printLocation(OS, E.Condition);
  else
    OS << "<unknown location>";
  OS << ", ";
  if (E.Path == MovePath::Case)
    OS << "case " << E.CaseValue;
  else
    OS << pathName(E.Path);
  OS << " path";
  if (E.Placement == MovePlacement::BeforeCondition)
    OS << ", now executed before the condition";
  else if (E.Placement == MovePlacement::AfterJoin)
    OS << ", now executed after the paths join";
  if (!E.Origin.empty()) {
    OS << ", copied from ";
    printLocation(OS, E.Origin);
  }
}

PreservedAnalyses PrintMoveHistoryPass::run(Function &F,
                                            FunctionAnalysisManager &) {
  bool Header = false;
  for (Instruction &I : instructions(F)) {
    SmallVector<MoveEvent, 4> Chain = getMoveHistory(I);
    if (Chain.empty())
      continue;
    if (!Header) {
      OS << "move history of '" << F.getName() << "':\n";
      Header = true;
    }
    OS << " " << I << "\n";
    for (unsigned N = 0; N < Chain.size(); ++N) {
      OS << "    event " << N + 1 << ": ";
      printMoveEvent(OS, Chain[N]);
      OS << "\n";
    }
  }
  return PreservedAnalyses::all();
}

} // namespace kcc
