//===- DiagnosticRecorder.cpp - clang's diagnostics recorded for kcc ------===//
//
// Part of kcc, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// For -fdiagnostics-format=json|sarif kcc writes one document with every
// diagnostic of the compile. Given a directory (`-plugin-arg-kcc
// diagnostics=DIR`), kcc's plugin action takes over the compile's
// diagnostic consumer before the source is read: clang's diagnostics,
// front end and back end, are recorded (kcc/ClangDiagnostics.h) instead of
// printed, and written into DIR when the compile ends.
//
//===----------------------------------------------------------------------===//

#include "Parts.h"
#include "kcc/ClangDiagnostics.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/DiagnosticIDs.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Lex/Lexer.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"

using namespace clang;

namespace {

class DiagnosticRecorder : public DiagnosticConsumer {
public:
  DiagnosticRecorder(std::string Dir, const LangOptions &LangOpts,
                     std::unique_ptr<DiagnosticConsumer> Replaced)
      : Dir(std::move(Dir)), LangOpts(LangOpts), Replaced(std::move(Replaced)) {
  }
  ~DiagnosticRecorder() override { finish(); }

  void HandleDiagnostic(DiagnosticsEngine::Level Level,
                        const Diagnostic &Info) override {
    // The counts decide clang's exit status.
    DiagnosticConsumer::HandleDiagnostic(Level, Info);
    kcc::RemarkLocation Loc = locationOf(Info);
    SmallString<256> Message;
    Info.FormatDiagnostic(Message);
    if (Level == DiagnosticsEngine::Note) {
      // A note belongs to the diagnostic before it.
      if (!Diags.empty()) {
        Diags.back().Notes.push_back({std::move(Loc), Message.str().str()});
        return;
      }
      Level = DiagnosticsEngine::Remark;
    }
    kcc::ClangDiagnostic D;
    D.Level = Level == DiagnosticsEngine::Remark ? kcc::DiagnosticLevel::Remark
              : Level == DiagnosticsEngine::Warning
                  ? kcc::DiagnosticLevel::Warning
              : Level == DiagnosticsEngine::Error ? kcc::DiagnosticLevel::Error
                                                  : kcc::DiagnosticLevel::Fatal;
    D.Message = Message.str().str();
    DiagnosticIDs &IDs = *Info.getDiags()->getDiagnosticIDs();
    D.Option = IDs.getWarningOptionForDiag(Info.getID()).str();
    if (!D.Option.empty() && !Info.getFlagValue().empty())
      D.Option += ("=" + Info.getFlagValue()).str();
    // As clang's "[-Werror,-W...]": an error that a warning option controls
    // and that is not an error by default.
    D.WarningAsError = Level == DiagnosticsEngine::Error && !D.Option.empty() &&
                       !IDs.isDefaultMappingAsError(Info.getID());
    D.Loc = std::move(Loc);
    Diags.push_back(std::move(D));
  }

  void finish() override {
    if (Written)
      return;
    Written = true;
    static uint64_t Sequence = 0;
    SmallString<256> Path(Dir);
    llvm::sys::path::append(
        Path, kcc::clangDiagnosticsFileName(llvm::sys::Process::getProcessId(),
                                            Sequence++));
    std::error_code EC;
    llvm::raw_fd_ostream OS(Path, EC, llvm::sys::fs::OF_Text);
    if (EC) {
      // The consumer is ours: say it where kcc will see it.
      llvm::errs() << "kcc: error: cannot write " << Path << ": "
                   << EC.message() << '\n';
      return;
    }
    kcc::writeClangDiagnostics(OS, Diags);
  }

private:
  kcc::RemarkLocation locationOf(const Diagnostic &Info) const {
    kcc::RemarkLocation L;
    if (!Info.getLocation().isValid() || !Info.hasSourceManager())
      return L;
    const SourceManager &SM = Info.getSourceManager();
    // Where clang's text would put the caret: the macro's expansion.
    SourceLocation Caret = SM.getFileLoc(Info.getLocation());
    PresumedLoc P = SM.getPresumedLoc(Caret);
    if (P.isInvalid())
      return L;
    L.File = P.getFilename();
    L.Line = P.getLine();
    L.Column = P.getColumn();
    // The first range on the caret's line, its end column inclusive.
    for (const CharSourceRange &R : Info.getRanges()) {
      SourceLocation B = SM.getFileLoc(R.getBegin());
      SourceLocation E = SM.getFileLoc(R.getEnd());
      if (SM.getFileID(B) != SM.getFileID(Caret) ||
          SM.getFileID(E) != SM.getFileID(Caret) ||
          SM.getPresumedLineNumber(B) != L.Line ||
          SM.getPresumedLineNumber(E) != L.Line)
        continue;
      unsigned End = SM.getPresumedColumnNumber(E);
      if (R.isTokenRange())
        End += Lexer::MeasureTokenLength(E, SM, LangOpts);
      if (End <= 1)
        continue;
      L.RangeBegin = SM.getPresumedColumnNumber(B);
      L.RangeEnd = End - 1;
      break;
    }
    return L;
  }

  std::string Dir;
  LangOptions LangOpts;
  /// clang's text printer, kept alive (others may point at it) but silent.
  std::unique_ptr<DiagnosticConsumer> Replaced;
  std::vector<kcc::ClangDiagnostic> Diags;
  bool Written = false;
};

} // namespace

void kcc::recordDiagnostics(const CompilerInstance &CI, StringRef Dir) {
  DiagnosticsEngine &Engine = CI.getDiagnostics();
  std::unique_ptr<DiagnosticConsumer> Replaced = Engine.takeClient();
  Engine.setClient(
      new DiagnosticRecorder(Dir.str(), CI.getLangOpts(), std::move(Replaced)),
      /*ShouldOwnClient=*/true);
}
