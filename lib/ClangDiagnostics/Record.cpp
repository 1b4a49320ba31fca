//===- Record.cpp - clang's diagnostics in a file kcc reads ---------------===//
//
// Part of kcc, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The form of kcc/ClangDiagnostics.h's file: a JSON object whose
// "diagnostics" array holds one object per diagnostic. toJSON and fromJSON
// below are its only writer and reader.
//
//===----------------------------------------------------------------------===//

#include "kcc/ClangDiagnostics.h"

#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/JSON.h"

using namespace llvm;

namespace kcc {

namespace {

/// Bumped when the form changes: a plugin and a driver of different builds
/// then fail clearly instead of misreading each other.
constexpr int64_t FormVersion = 1;
constexpr StringLiteral FilePrefix = "clang-";
constexpr StringLiteral FileSuffix = ".diagnostics.json";

std::optional<DiagnosticLevel> parseLevel(StringRef Name) {
  return StringSwitch<std::optional<DiagnosticLevel>>(Name)
      .Case("remark", DiagnosticLevel::Remark)
      .Case("warning", DiagnosticLevel::Warning)
      .Case("error", DiagnosticLevel::Error)
      .Case("fatal error", DiagnosticLevel::Fatal)
      .Default(std::nullopt);
}

} // namespace

// The mappings are found by argument-dependent lookup, from llvm::json's
// templates: they live in kcc's namespace, beside their types.
json::Value toJSON(const RemarkLocation &L) {
  return json::Object{{"file", L.File},
                      {"line", L.Line},
                      {"column", L.Column},
                      {"range-begin", L.RangeBegin},
                      {"range-end", L.RangeEnd}};
}

bool fromJSON(const json::Value &V, RemarkLocation &L, json::Path P) {
  json::ObjectMapper O(V, P);
  return O && O.map("file", L.File) && O.map("line", L.Line) &&
         O.map("column", L.Column) && O.map("range-begin", L.RangeBegin) &&
         O.map("range-end", L.RangeEnd);
}

json::Value toJSON(const BoundsNote &N) {
  return json::Object{{"location", toJSON(N.Loc)}, {"message", N.Text}};
}

bool fromJSON(const json::Value &V, BoundsNote &N, json::Path P) {
  json::ObjectMapper O(V, P);
  return O && O.map("location", N.Loc) && O.map("message", N.Text);
}

json::Value toJSON(const ClangDiagnostic &D) {
  json::Array Notes;
  for (const BoundsNote &N : D.Notes)
    Notes.push_back(toJSON(N));
  return json::Object{{"level", getLevelName(D.Level)},
                      {"message", D.Message},
                      {"option", D.Option},
                      {"warning-as-error", D.WarningAsError},
                      {"location", toJSON(D.Loc)},
                      {"notes", std::move(Notes)}};
}

bool fromJSON(const json::Value &V, ClangDiagnostic &D, json::Path P) {
  json::ObjectMapper O(V, P);
  std::string Level;
  if (!O || !O.map("level", Level))
    return false;
  std::optional<DiagnosticLevel> L = parseLevel(Level);
  if (!L) {
    P.field("level").report("not a diagnostic level");
    return false;
  }
  D.Level = *L;
  return O.map("message", D.Message) && O.map("option", D.Option) &&
         O.map("warning-as-error", D.WarningAsError) &&
         O.map("location", D.Loc) && O.map("notes", D.Notes);
}

StringRef getLevelName(DiagnosticLevel L) {
  switch (L) {
  case DiagnosticLevel::Remark:
    return "remark";
  case DiagnosticLevel::Warning:
    return "warning";
  case DiagnosticLevel::Error:
    return "error";
  case DiagnosticLevel::Fatal:
    return "fatal error";
  }
  llvm_unreachable("unknown diagnostic level");
}

std::string clangDiagnosticsFileName(uint64_t Pid, uint64_t Sequence) {
  return (FilePrefix + Twine(Pid) + "-" + Twine(Sequence) + FileSuffix).str();
}

bool isClangDiagnosticsFile(StringRef FileName, uint64_t &Pid,
                            uint64_t &Sequence) {
  if (!FileName.consume_front(FilePrefix) || !FileName.consume_back(FileSuffix))
    return false;
  auto [P, S] = FileName.split('-');
  return !P.getAsInteger(10, Pid) && !S.getAsInteger(10, Sequence);
}

void writeClangDiagnostics(raw_ostream &OS, ArrayRef<ClangDiagnostic> Diags) {
  json::Array All;
  for (const ClangDiagnostic &D : Diags)
    All.push_back(toJSON(D));
  OS << json::Value(json::Object{{"version", FormVersion},
                                 {"diagnostics", std::move(All)}})
     << '\n';
}

Expected<std::vector<ClangDiagnostic>> readClangDiagnostics(StringRef Buffer) {
  Expected<json::Value> V = json::parse(Buffer);
  if (!V)
    return V.takeError();
  json::Path::Root Root("clang diagnostics");
  json::ObjectMapper O(*V, Root);
  int64_t Version = 0;
  std::vector<ClangDiagnostic> Diags;
  if (!O || !O.map("version", Version))
    return Root.getError();
  if (Version != FormVersion)
    return createStringError(
        "clang diagnostics of form %lld, this kcc reads form %lld (kcc and "
        "KccFrontend.so come from different builds)",
        static_cast<long long>(Version), static_cast<long long>(FormVersion));
  if (!O.map("diagnostics", Diags))
    return Root.getError();
  return Diags;
}

} // namespace kcc
