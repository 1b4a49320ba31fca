//===- DiagnosticPragmas.cpp - #pragma GCC diagnostic for kcc's warnings --===//
//
// Part of kcc, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// kcc's bounds warnings come from the optimizer, after clang has applied
// its diagnostic pragmas to its own warnings; their options are not all
// clang's (-Wstringop-overflow), so clang's state says nothing of them.
// This records every `#pragma GCC diagnostic` and `#pragma clang
// diagnostic` (also from _Pragma in macros) in translation-unit order and
// answers, for a place and an option, what they say there, as GCC does:
// the latest pragma before the place that names the option, a pop skipping
// back over what its push enclosed (kcc::FrontendFacts::PragmaAt).
//
// clang warns of a pragma naming a group it does not know ("unknown warning
// group '-Wstringop-overflow'", an error under -Werror); for kcc's own
// groups that warning is turned off around the pragma.
//
//===----------------------------------------------------------------------===//

#include "DiagnosticPragmas.h"

#include "clang/Basic/DiagnosticIDs.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Lex/LexDiagnostic.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;

namespace kcc {

namespace {

/// The warning groups of kcc's that clang does not know.
bool isKccGroup(StringRef Option) {
  return Option == "stringop-overflow" || Option == "stringop-overread" ||
         Option == "zero-length-bounds" || Option == "strict-flex-arrays";
}

/// "-Wstringop-overflow=2" is "stringop-overflow"; empty for other words.
StringRef optionName(StringRef Word) {
  if (!Word.consume_front("-W"))
    return "";
  return Word.take_until([](char C) { return C == '='; });
}

class PragmaRecorder : public PPCallbacks {
  struct Entry {
    SourceLocation Loc;
    enum Kind { Set, Pop } What;
    std::optional<DiagnosticPragma> Severity; ///< For Set: none = ignored.
    std::string Option;
    size_t PopTo = 0; ///< For Pop: the history's size at the push.
  };

public:
  explicit PragmaRecorder(CompilerInstance &CI)
      : SM(CI.getSourceManager()), Diags(CI.getDiagnostics()) {
    // What the command line makes of clang's unknown-group warning.
    DiagnosticsEngine::Level L = Diags.getDiagnosticLevel(
        diag::warn_pragma_diagnostic_unknown_warning, SourceLocation());
    UnknownGroup =
        L == DiagnosticsEngine::Ignored ? diag::Severity::Ignored
        : L >= DiagnosticsEngine::Error && !Diags.getWarningsAsErrors()
            ? diag::Severity::Error
            : diag::Severity::Warning;
  }

  void PragmaDirective(SourceLocation Loc,
                       PragmaIntroducerKind Introducer) override {
    SourceLocation At = SM.getExpansionLoc(Loc);
    // The unknown-group warning is back to what the command line says
    // after a pragma that named one of kcc's groups.
    if (Silenced) {
      Diags.setSeverity(diag::warn_pragma_diagnostic_unknown_warning,
                        UnknownGroup, At);
      Silenced = false;
    }
    SmallVector<StringRef, 4> Words;
    std::string Text = pragmaText(Loc);
    StringRef(Text).split(Words, ' ', -1, /*KeepEmpty=*/false);
    if (Words.size() < 3 || (Words[0] != "GCC" && Words[0] != "clang") ||
        Words[1] != "diagnostic")
      return;
    StringRef Verb = Words[2];
    if (Verb == "push") {
      Pushes.push_back(History.size());
      return;
    }
    if (Verb == "pop") {
      if (Pushes.empty())
        return;
      History.push_back({At, Entry::Pop, std::nullopt, "", Pushes.back()});
      Pushes.pop_back();
      return;
    }
    std::optional<std::optional<DiagnosticPragma>> Severity =
        llvm::StringSwitch<std::optional<std::optional<DiagnosticPragma>>>(Verb)
            .Case("ignored", std::optional<DiagnosticPragma>())
            .Case("warning", DiagnosticPragma::Warning)
            .Cases({"error", "fatal"}, DiagnosticPragma::Error)
            .Default(std::nullopt);
    if (!Severity || Words.size() < 4)
      return;
    StringRef Option = optionName(Words[3].trim('"'));
    if (Option.empty())
      return;
    History.push_back({At, Entry::Set, *Severity, Option.str(), 0});
    if (isKccGroup(Option) && UnknownGroup != diag::Severity::Ignored) {
      Diags.setSeverity(diag::warn_pragma_diagnostic_unknown_warning,
                        diag::Severity::Ignored, At);
      Silenced = true;
    }
  }

  /// What the pragmas say of \p Option at \p File:\p Line:\p Column.
  std::optional<std::optional<DiagnosticPragma>>
  at(StringRef File, unsigned Line, unsigned Column, StringRef Option) const {
    if (History.empty())
      return std::nullopt;
    OptionalFileEntryRef FE = SM.getFileManager().getOptionalFileRef(File);
    if (!FE)
      return std::nullopt;
    SourceLocation Loc =
        SM.translateFileLineCol(*FE, Line, Column ? Column : 1);
    if (Loc.isInvalid())
      return std::nullopt;
    for (size_t I = History.size(); I-- > 0;) {
      const Entry &E = History[I];
      if (!SM.isBeforeInTranslationUnit(E.Loc, Loc))
        continue;
      if (E.What == Entry::Pop) {
        I = E.PopTo; // Skip what the push enclosed.
        continue;
      }
      if (E.Option == Option)
        return E.Severity;
    }
    return std::nullopt;
  }

private:
  /// The text of the pragma at \p Loc after `#pragma` or inside
  /// `_Pragma("...")`, unescaped, whitespace made single spaces.
  std::string pragmaText(SourceLocation Loc) const {
    bool Invalid = false;
    const char *P = SM.getCharacterData(SM.getSpellingLoc(Loc), &Invalid);
    if (Invalid || !P)
      return "";
    StringRef S(P, 4096);
    S = S.take_until([](char C) { return C == '\0'; });
    std::string Out;
    if (S.consume_front("_Pragma")) {
      S = S.ltrim();
      if (!S.consume_front("(") || !(S = S.ltrim()).consume_front("\""))
        return "";
      for (size_t I = 0; I < S.size() && S[I] != '"'; ++I) {
        if (S[I] == '\\' && I + 1 < S.size())
          ++I;
        Out += S[I];
      }
    } else {
      S.consume_front("#");
      S = S.ltrim(" \t");
      if (!S.consume_front("pragma"))
        return "";
      Out = S.take_until([](char C) { return C == '\n' || C == '\r'; }).str();
    }
    for (char &C : Out)
      if (C == '\t')
        C = ' ';
    return Out;
  }

  SourceManager &SM;
  DiagnosticsEngine &Diags;
  std::vector<Entry> History;
  std::vector<size_t> Pushes;
  diag::Severity UnknownGroup;
  bool Silenced = false;
};

} // namespace

void recordDiagnosticPragmas(CompilerInstance &CI, FrontendFacts &Facts) {
  auto Recorder = std::make_unique<PragmaRecorder>(CI);
  const PragmaRecorder *R = Recorder.get();
  CI.getPreprocessor().addPPCallbacks(std::move(Recorder));
  // The preprocessor owns the recorder until the compile ends; kcc-bounds
  // asks before that and forgets the function when it is done.
  Facts.PragmaAt = [R](StringRef File, unsigned Line, unsigned Column,
                       StringRef Option) {
    return R->at(File, Line, Column, Option);
  };
}

} // namespace kcc
