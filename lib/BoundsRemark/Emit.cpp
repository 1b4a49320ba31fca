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
// Besides the optimization remark (which -Rpass-analysis=kcc-bounds shows
// and a user's -fsave-optimization-record keeps), each warning goes to
// kcc's own remark file when -kcc-bounds-remarks=DIR is given: one
// bitstream file per module, DIR/<pid>-<n>.opt.bitstream, whatever the
// number of compiles one command makes.
//
//===----------------------------------------------------------------------===//

#include "kcc/BoundsRemark.h"

#include "kcc/PluginOptions.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instruction.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Remarks/Remark.h"
#include "llvm/Remarks/RemarkSerializer.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

static cl::opt<std::string> BoundsRemarksDir(
    KCC_OPT_BOUNDS_REMARKS, cl::init(""), cl::value_desc("directory"),
    cl::desc("Also write every bounds warning, as a bitstream remark, to a "
             "file of its own per module in this directory (kcc reads them)"));

namespace kcc {

std::string spelledFileName(StringRef Name, StringRef Directory,
                            const SpelledFileNames *Spelled) {
  SmallString<256> Path(Name);
  if (!sys::path::is_absolute(Name) && !Directory.empty()) {
    Path = Directory;
    sys::path::append(Path, Name);
  }
  if (Spelled) {
    SmallString<256> Key(Path);
    sys::path::remove_dots(Key, /*remove_dot_dot=*/true);
    if (auto It = Spelled->find(Key); It != Spelled->end())
      return It->second;
  }
  return std::string(Path);
}

namespace {

/// kcc's remark file of one module.
struct RemarkFile {
  std::unique_ptr<raw_fd_ostream> OS;
  std::unique_ptr<remarks::RemarkSerializer> Serializer;
};

DenseMap<const Module *, RemarkFile> &remarkFiles() {
  static DenseMap<const Module *, RemarkFile> Files;
  return Files;
}

/// The remark file of \p M, opened at its first warning; null without
/// -kcc-bounds-remarks or if it cannot be written (reported once).
remarks::RemarkSerializer *remarkFile(const Module &M) {
  if (BoundsRemarksDir.empty())
    return nullptr;
  auto [It, New] = remarkFiles().try_emplace(&M);
  if (!New)
    return It->second.Serializer.get();
  static unsigned Count = 0;
  SmallString<128> Path(BoundsRemarksDir);
  sys::path::append(Path, Twine(sys::Process::getProcessId()) + "-" +
                              Twine(Count++) + ".opt.bitstream");
  std::error_code EC;
  auto OS = std::make_unique<raw_fd_ostream>(Path, EC, sys::fs::OF_None);
  Expected<std::unique_ptr<remarks::RemarkSerializer>> S =
      EC ? Expected<std::unique_ptr<remarks::RemarkSerializer>>(
               errorCodeToError(EC))
         : remarks::createRemarkSerializer(remarks::Format::Bitstream, *OS);
  if (!S) {
    M.getContext().diagnose(DiagnosticInfoGeneric(
        "kcc-bounds: cannot write " + Path + ": " + toString(S.takeError()),
        DS_Error));
    return nullptr;
  }
  It->second.OS = std::move(OS);
  It->second.Serializer = std::move(*S);
  return It->second.Serializer.get();
}

/// The remark as the remark file stores it.
remarks::RemarkLocation remarkLocation(const DiagnosticLocation &L) {
  return {L.getRelativePath(), L.getLine(), L.getColumn()};
}

/// \p L as a DebugLoc whose file is named as the compile spelled it
/// (\p Spelled), else by absolute path; none if \p L is unknown, or is a
/// front-end location and \p SP, the scope to give it, is missing.
DebugLoc remarkLoc(const PassLocation &L, DISubprogram *SP,
                   const SpelledFileNames *Spelled) {
  const DILocation *DL = L.DL;
  DILocalScope *Scope = DL ? DL->getScope() : SP;
  if (!Scope || (!DL && L.File.empty()))
    return DebugLoc();
  std::string File =
      DL ? spelledFileName(DL->getFilename(), DL->getDirectory(), Spelled)
         : spelledFileName(L.File, SP->getDirectory(), Spelled);
  unsigned Line = DL && !L.Line ? DL->getLine() : L.Line;
  unsigned Column = DL && !L.Line ? DL->getColumn() : L.Column;
  if (DL && !L.Line && File == DL->getFilename() && !DL->getInlinedAt())
    return DebugLoc(DL);
  LLVMContext &Ctx = Scope->getContext();
  auto *FileNode = DIFile::get(Ctx, File, "");
  auto *InFile = DILexicalBlockFile::get(Ctx, Scope, FileNode, 0);
  return DILocation::get(Ctx, Line, Column, InFile);
}

/// The range of \p L, after its location in \p R: " (columns 5-9)", or
/// " (column 5 to line 7, column 3)" for one that goes on past its line.
void range(OptimizationRemarkAnalysis &R, const PassLocation &L) {
  namespace K = remark_keys;
  unsigned Line = L.Line ? L.Line : L.DL ? L.DL->getLine() : 0;
  if (L.RangeBegin && L.RangeEndLine > Line && L.RangeEnd)
    R << " (column " << ore::NV(K::RangeBegin, L.RangeBegin) << " to line "
      << ore::NV(K::RangeEndLine, L.RangeEndLine) << ", column "
      << ore::NV(K::RangeEnd, L.RangeEnd) << ")";
  else if (L.RangeBegin && L.RangeEnd > L.RangeBegin)
    R << " (columns " << ore::NV(K::RangeBegin, L.RangeBegin) << "-"
      << ore::NV(K::RangeEnd, L.RangeEnd) << ")";
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
/// "x.c:3:5", empty without a location.
std::string place(const DebugLoc &L) {
  if (!L)
    return "";
  return (L->getFilename() + ":" + Twine(L.getLine()) + ":" + Twine(L.getCol()))
      .str();
}

/// "x.c:3:5: " before the text of a location, empty without one.
std::string prose(const DebugLoc &L) { return L ? place(L) + ": " : ""; }

void emitBoundsWarning(OptimizationRemarkEmitter &ORE, const Instruction &At,
                       const PassWarning &W, const SpelledFileNames *Spelled) {
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
  PassLocation Caret(W.Loc);
  Caret.Line = W.CaretLine;
  Caret.Column = W.CaretColumn;
  Caret.RangeBegin = W.RangeBegin;
  Caret.RangeEnd = W.RangeEnd;
  Caret.RangeEndLine = W.RangeEndLine;
  if (DebugLoc Loc = remarkLoc(Caret, SP, Spelled)) {
    R << " at " << NV(K::Location, Loc);
    range(R, Caret);
  }
  // The function being compiled, as the source names it, when that is not
  // its IR name.
  StringRef Function = SP ? SP->getName() : At.getFunction()->getName();
  if (Function != At.getFunction()->getName())
    R << " in '" << NV(K::Function, Function) << "'";
  if (W.Pragma != PragmaSeverity::None)
    R << " (#pragma: " << NV(K::Pragma, getPragmaSeverityName(W.Pragma)) << ")";
  // The callers of inlined code, innermost first: the warning's
  // ("; inlined from 'g' at x.c:3:5: ") or an event's (" [inlined from 'g'
  // at x.c:3:5]").
  auto InlinedFrom = [&](const DILocation *Loc, StringRef Key) {
    bool Event = Key == K::EventInlinedFrom;
    for (const DILocation *L = Loc; L->getInlinedAt(); L = L->getInlinedAt()) {
      DebugLoc Call = remarkLoc(L->getInlinedAt(), SP, Spelled);
      NV Frame(Key, functionOf(L->getInlinedAt()));
      Frame.Loc = DiagnosticLocation(Call);
      if (Event)
        R << " [inlined from '" << Frame << "' at " << place(Call) << "]";
      else
        R << "; inlined from '" << Frame << "' at " << prose(Call);
    }
  };
  if (W.Loc && W.Loc->getInlinedAt()) {
    R << " in '" << NV(K::InlinedFunction, functionOf(W.Loc)) << "'";
    InlinedFrom(W.Loc, K::InlinedFrom);
  }
  unsigned N = 0;
  for (const PassEvent &E : W.Events) {
    DebugLoc Loc = remarkLoc(E.Loc, SP, Spelled);
    NV Event(K::Event, E.Text);
    Event.Loc = DiagnosticLocation(Loc);
    R << "; (" << std::to_string(++N) << ") " << prose(Loc) << Event;
    range(R, E.Loc);
    if (E.Kind != EventKind::Condition)
      R << " [" << NV(K::EventKind, getEventKindName(E.Kind)) << "]";
    if (unsigned Depth = inlineDepth(E.Loc.DL)) {
      R << " [in '" << NV(K::EventFunction, functionOf(E.Loc.DL))
        << "', inlined at depth " << NV(K::EventDepth, Depth) << "]";
      InlinedFrom(E.Loc.DL, K::EventInlinedFrom);
    }
  }
  for (const PassNote &Note : W.Notes) {
    DebugLoc Loc = remarkLoc(Note.Loc, SP, Spelled);
    NV Arg(K::Note, Note.Text);
    Arg.Loc = DiagnosticLocation(Loc);
    R << "; note: " << prose(Loc) << Arg;
    range(R, Note.Loc);
  }
  if (remarks::RemarkSerializer *File = remarkFile(*At.getModule())) {
    remarks::Remark Rem;
    Rem.RemarkType = remarks::Type::Analysis;
    Rem.PassName = R.getPassName();
    Rem.RemarkName = R.getRemarkName();
    Rem.FunctionName = At.getFunction()->getName();
    if (R.isLocationAvailable())
      Rem.Loc = remarkLocation(R.getLocation());
    for (const DiagnosticInfoOptimizationBase::Argument &A : R.getArgs()) {
      remarks::Argument Arg;
      Arg.Key = A.Key;
      Arg.Val = A.Val;
      if (A.Loc.isValid())
        Arg.Loc = remarkLocation(A.Loc);
      Rem.Args.push_back(Arg);
    }
    File->emit(Rem);
  }
  ORE.emit(R);
}

void closeBoundsRemarks(const Module &M) {
  auto It = remarkFiles().find(&M);
  if (It == remarkFiles().end())
    return;
  // (None if it could not be opened, which was reported then.)
  if (It->second.Serializer)
    It->second.Serializer->finalize();
  It->second.Serializer.reset();
  It->second.OS.reset();
  remarkFiles().erase(It);
}

} // namespace kcc
