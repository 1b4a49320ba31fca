//===- Emit.cpp - A bounds warning written as a kcc-bounds remark ---------===//
//
// Part of kcc, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The pass plugin's half of kcc/BoundsRemark.h. Every location becomes the
// DebugLoc of its argument. The remark streamer writes a DebugLoc's file
// name as the DIFile has it, often relative to the compilation directory,
// so each location is first rebuilt on a DIFile with the absolute path
// (the metadata is only created, never attached: the module is unchanged).
//
//===----------------------------------------------------------------------===//

#include "kcc/BoundsRemark.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instruction.h"
#include "llvm/Support/Path.h"

using namespace llvm;

namespace kcc {

namespace {

/// \p Name made absolute against \p Directory.
std::string absolutePath(StringRef Name, StringRef Directory) {
  if (sys::path::is_absolute(Name) || Directory.empty())
    return Name.str();
  SmallString<128> Full(Directory);
  sys::path::append(Full, Name);
  return std::string(Full);
}

/// \p L as a DebugLoc whose file is absolute; none if \p L is unknown, or
/// is a front-end location and \p SP, the scope to give it, is missing.
DebugLoc remarkLoc(const PassLocation &L, DISubprogram *SP) {
  const DILocation *DL = L.DL;
  DILocalScope *Scope = DL ? DL->getScope() : SP;
  if (!Scope || (!DL && L.File.empty()))
    return DebugLoc();
  std::string File = DL ? absolutePath(DL->getFilename(), DL->getDirectory())
                        : absolutePath(L.File, SP->getDirectory());
  unsigned Line = DL ? DL->getLine() : L.Line;
  unsigned Column = DL ? DL->getColumn() : L.Column;
  if (DL && File == DL->getFilename() && !DL->getInlinedAt())
    return DebugLoc(DL);
  LLVMContext &Ctx = Scope->getContext();
  auto *FileNode = DIFile::get(Ctx, File, "");
  auto *InFile = DILexicalBlockFile::get(Ctx, Scope, FileNode, 0);
  return DILocation::get(Ctx, Line, Column, InFile);
}

/// The source name of the function \p L is in.
StringRef functionOf(const DILocation *L) {
  const DISubprogram *SP = L ? L->getScope()->getSubprogram() : nullptr;
  return SP ? SP->getName() : "";
}

unsigned inlineDepth(const DILocation *L) {
  unsigned Depth = 0;
  for (; L && L->getInlinedAt(); L = L->getInlinedAt())
    ++Depth;
  return Depth;
}

} // namespace

/// "file:line:col: " for the remark's prose; the parser reads the location
/// from the argument's DebugLoc, never from this.
std::string prose(const DebugLoc &L) {
  if (!L)
    return "";
  return (L->getFilename() + ":" + Twine(L.getLine()) + ":" +
          Twine(L.getCol()) + ": ")
      .str();
}

void emitBoundsWarning(OptimizationRemarkEmitter &ORE, const Instruction &At,
                       const PassWarning &W) {
  namespace K = remark_keys;
  using NV = ore::NV;
  DISubprogram *SP = At.getFunction()->getSubprogram();
  OptimizationRemarkAnalysis R =
      W.Loc ? OptimizationRemarkAnalysis(
                  BoundsRemarkPass.data(), getRemarkName(W.Option),
                  DiagnosticLocation(DebugLoc(W.Loc)), At.getParent())
            : OptimizationRemarkAnalysis(BoundsRemarkPass.data(),
                                         getRemarkName(W.Option), &At);
  R << NV(K::Message, W.Message) << " [-W"
    << NV(K::Option, getOptionName(W.Option)) << "]";
  if (DebugLoc Loc = remarkLoc(W.Loc, SP))
    R << " at " << NV(K::Location, Loc);
  // The function being compiled, as the source names it, when that is not
  // its IR name.
  StringRef Function = SP ? SP->getName() : At.getFunction()->getName();
  if (Function != At.getFunction()->getName())
    R << " in '" << NV(K::Function, Function) << "'";
  if (W.Pragma != PragmaSeverity::None)
    R << " (#pragma: " << NV(K::Pragma, getPragmaSeverityName(W.Pragma)) << ")";
  if (W.Loc && W.Loc->getInlinedAt()) {
    R << " in '" << NV(K::InlinedFunction, functionOf(W.Loc)) << "'";
    for (const DILocation *L = W.Loc; L->getInlinedAt();
         L = L->getInlinedAt()) {
      DebugLoc Call = remarkLoc(L->getInlinedAt(), SP);
      NV Frame(K::InlinedFrom, functionOf(L->getInlinedAt()));
      Frame.Loc = DiagnosticLocation(Call);
      R << "; inlined from '" << Frame << "' at " << prose(Call);
    }
  }
  unsigned N = 0;
  for (const PassEvent &E : W.Events) {
    DebugLoc Loc = remarkLoc(E.Loc, SP);
    NV Event(K::Event, E.Text);
    Event.Loc = DiagnosticLocation(Loc);
    R << "; (" << std::to_string(++N) << ") " << prose(Loc) << Event;
    if (E.Kind != EventKind::Condition)
      R << " [" << NV(K::EventKind, getEventKindName(E.Kind)) << "]";
    if (unsigned Depth = inlineDepth(E.Loc.DL))
      R << " [in '" << NV(K::EventFunction, functionOf(E.Loc.DL))
        << "', inlined at depth " << NV(K::EventDepth, Depth) << "]";
  }
  for (const PassNote &Note : W.Notes) {
    DebugLoc Loc = remarkLoc(Note.Loc, SP);
    NV Arg(K::Note, Note.Text);
    Arg.Loc = DiagnosticLocation(Loc);
    R << "; note: " << prose(Loc) << Arg;
  }
  ORE.emit(R);
}

} // namespace kcc
