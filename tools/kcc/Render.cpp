//===- Render.cpp - kcc's rendering of the plugin's bounds remarks --------===//
//
// Part of kcc, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Render.h"
#include "kcc/Config.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/Remarks/Remark.h"
#include "llvm/Remarks/RemarkParser.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"

using namespace llvm;

namespace kcc {
namespace render {

SourceLoc SourceLoc::parse(StringRef S) {
  SourceLoc L;
  auto [Rest, Col] = S.rsplit(':');
  auto [File, Line] = Rest.rsplit(':');
  if (File.empty() || Line.getAsInteger(10, L.Line) ||
      Col.getAsInteger(10, L.Column))
    return SourceLoc();
  L.File = File.str();
  return L;
}

Expected<std::vector<Diagnostic>> readRemarks(StringRef YAML) {
  std::vector<Diagnostic> Diags;
  if (YAML.trim().empty())
    return Diags;
  SmallString<256> Cwd;
  if (sys::fs::current_path(Cwd))
    Cwd.clear();
  Expected<std::unique_ptr<remarks::RemarkParser>> Parser =
      remarks::createRemarkParser(remarks::Format::YAML, YAML);
  if (!Parser)
    return Parser.takeError();
  while (true) {
    Expected<std::unique_ptr<remarks::Remark>> R = (*Parser)->next();
    if (!R) {
      if (R.errorIsA<remarks::EndOfFileError>()) {
        consumeError(R.takeError());
        break;
      }
      return R.takeError();
    }
    const remarks::Remark &Rem = **R;
    if (Rem.PassName != "kcc-bounds")
      continue;
    Diagnostic D;
    D.Function = Rem.FunctionName.str();
    if (Rem.Loc)
      D.Loc = {Rem.Loc->SourceFilePath.str(), Rem.Loc->SourceLine,
               Rem.Loc->SourceColumn};
    std::string PendingLoc;
    for (remarks::Argument A : Rem.Args) {
      // LLVM's YAML remark parser hands out single-quoted scalars raw.
      std::string Unquoted;
      if (A.Val.contains("''")) {
        Unquoted = A.Val.str();
        for (size_t P = 0; (P = Unquoted.find("''", P)) != std::string::npos;)
          Unquoted.erase(P++, 1);
        A.Val = Unquoted;
      }
      if (A.Key == "Warning")
        D.Text = A.Val.str();
      else if (A.Key == "Option")
        D.Option = A.Val.str();
      else if (A.Key == "WarningLoc")
        D.Loc = SourceLoc::parse(A.Val);
      else if (A.Key == "InFunction")
        D.InFunction = A.Val.str();
      else if (A.Key == "InlinedFrom")
        D.InlinedFrom.push_back({A.Val.str(), SourceLoc()});
      else if (A.Key == "InlinedAt" && !D.InlinedFrom.empty())
        D.InlinedFrom.back().second = SourceLoc::parse(A.Val);
      else if (A.Key == "EventLoc" || A.Key == "NoteLoc")
        PendingLoc = A.Val.str();
      else if (A.Key == "Event")
        D.Events.push_back({SourceLoc::parse(PendingLoc), A.Val.str()});
      else if (A.Key == "Note")
        D.Notes.push_back({SourceLoc::parse(PendingLoc), A.Val.str()});
    }
    // Paths as GCC prints them: relative to the working directory when
    // under it (the build's own spelling, e.g. drivers/net/...).
    auto Relative = [&](SourceLoc &L) {
      StringRef File = L.File;
      if (!Cwd.empty() && File.consume_front(Cwd) && File.consume_front("/"))
        L.File = File.str();
    };
    Relative(D.Loc);
    for (auto &Frame : D.InlinedFrom)
      Relative(Frame.second);
    for (Message &M : D.Events)
      Relative(M.Loc);
    for (Message &M : D.Notes)
      Relative(M.Loc);
    if (D.Text.empty() || D.Option.empty())
      return createStringError("kcc-bounds remark without Warning/Option");
    Diags.push_back(std::move(D));
  }
  // In source order of where each warning is in the function being
  // compiled (the outermost call an inlined warning came through): the
  // check at the start of the pipeline and the one at its end both report.
  auto Where = [](const Diagnostic &D) {
    const SourceLoc &L =
        D.InlinedFrom.empty() ? D.Loc : D.InlinedFrom.back().second;
    return std::make_tuple(L.File, L.Line, L.Column);
  };
  std::stable_sort(Diags.begin(), Diags.end(),
                   [&](const Diagnostic &A, const Diagnostic &B) {
                     return Where(A) < Where(B);
                   });
  return Diags;
}

//===----------------------------------------------------------------------===//
// Text
//===----------------------------------------------------------------------===//

namespace {

/// Source lines, read once per file.
class SourceCache {
  StringMap<std::unique_ptr<MemoryBuffer>> Files;

public:
  std::optional<StringRef> line(const SourceLoc &L) {
    auto [It, New] = Files.try_emplace(L.File);
    if (New) {
      ErrorOr<std::unique_ptr<MemoryBuffer>> B =
          MemoryBuffer::getFile(L.File, /*IsText=*/true);
      if (B)
        It->second = std::move(*B);
    }
    if (!It->second)
      return std::nullopt;
    StringRef Text = It->second->getBuffer();
    for (unsigned N = 1; N < L.Line; ++N) {
      size_t EOL = Text.find('\n');
      if (EOL == StringRef::npos)
        return std::nullopt;
      Text = Text.drop_front(EOL + 1);
    }
    return Text.take_until([](char C) { return C == '\n' || C == '\r'; });
  }
};

enum class Kind { Warning, Error, Note };

/// The option as GCC names it after a warning: "-Wstringop-overflow=" (an
/// option with levels, which GCC spells with its '='), "-Werror=..." for a
/// warning turned into an error.
std::string optionTag(StringRef Option, bool Error) {
  std::string Tag =
      Error ? "-Werror=" + Option.drop_front(2).str() : Option.str();
  if (Option == "-Wstringop-overflow")
    Tag += '=';
  return Tag;
}

class TextPrinter {
  raw_ostream &OS;
  bool Colors;
  SourceCache Sources;
  std::string LastFunction;

  void colour(raw_ostream::Colors C) {
    if (Colors)
      OS.changeColor(C, /*Bold=*/true);
  }
  void bold() {
    if (Colors)
      OS.changeColor(raw_ostream::SAVEDCOLOR, /*Bold=*/true);
  }
  void reset() {
    if (Colors)
      OS.resetColor();
  }

  void locus(const SourceLoc &L) {
    bold();
    if (L.valid() && L.Column)
      OS << L.File << ':' << L.Line << ':' << L.Column << ':';
    else if (L.valid()) // A declaration known by line only.
      OS << L.File << ':' << L.Line << ':';
    else
      OS << "kcc:";
    reset();
    OS << ' ';
  }

  /// GCC's quoted source line: "   23 |   code" and "      |   ^".
  void quote(const SourceLoc &L) {
    if (!L.valid())
      return;
    std::optional<StringRef> Line = Sources.line(L);
    if (Line && !L.Column) {
      OS << formatv("{0,5} | {1}\n", L.Line, *Line);
      return;
    }
    if (!Line)
      return;
    std::string Number = std::to_string(L.Line);
    OS << std::string(Number.size() < 5 ? 5 - Number.size() : 0, ' ') << Number
       << " | " << *Line << '\n';
    OS << std::string(std::max<size_t>(Number.size(), 5), ' ') << " | ";
    // Keep tabs so the caret lines up with the quoted line.
    for (unsigned I = 1; I < L.Column && I <= Line->size(); ++I)
      OS << ((*Line)[I - 1] == '\t' ? '\t' : ' ');
    colour(raw_ostream::GREEN);
    OS << '^';
    reset();
    OS << '\n';
  }

public:
  TextPrinter(raw_ostream &OS, bool Colors) : OS(OS), Colors(Colors) {}

  void message(Kind K, const SourceLoc &L, StringRef Text,
               StringRef Option = "") {
    locus(L);
    switch (K) {
    case Kind::Warning:
      colour(raw_ostream::MAGENTA);
      OS << "warning:";
      break;
    case Kind::Error:
      colour(raw_ostream::RED);
      OS << "error:";
      break;
    case Kind::Note:
      colour(raw_ostream::CYAN);
      OS << "note:";
      break;
    }
    reset();
    OS << ' ' << Text;
    if (!Option.empty()) {
      OS << " [";
      colour(K == Kind::Error ? raw_ostream::RED : raw_ostream::MAGENTA);
      OS << optionTag(Option, K == Kind::Error);
      reset();
      OS << ']';
    }
    OS << '\n';
    quote(L);
  }

  /// GCC's "file: In function 'f':" or "In function 'g',\n inlined from".
  void context(const Diagnostic &D) {
    if (!D.InlinedFrom.empty()) {
      LastFunction.clear();
      OS << "In function '" << D.InFunction << "'";
      for (const auto &[Caller, At] : D.InlinedFrom) {
        OS << ",\n    inlined from '" << Caller << "'";
        if (At.valid())
          OS << " at " << At.File << ':' << At.Line << ':' << At.Column;
      }
      OS << ":\n";
      return;
    }
    if (D.Function == LastFunction || D.Function.empty())
      return;
    LastFunction = D.Function;
    if (D.Loc.valid()) {
      bold();
      OS << D.Loc.File << ':';
      reset();
      OS << ' ';
    }
    OS << "In function '" << D.Function << "':\n";
  }
};

json::Object gccLocation(const SourceLoc &L) {
  json::Object Caret{{"file", L.File},
                     {"line", L.Line},
                     {"column", L.Column},
                     {"display-column", L.Column},
                     {"byte-column", L.Column}};
  return json::Object{{"caret", std::move(Caret)}};
}

json::Object gccDiagnostic(StringRef Kind, const SourceLoc &L, StringRef Text) {
  json::Array Locations;
  if (L.valid())
    Locations.push_back(gccLocation(L));
  return json::Object{{"kind", Kind},
                      {"message", Text.str()},
                      {"locations", std::move(Locations)},
                      {"children", json::Array()},
                      {"column-origin", 1},
                      {"escape-source", false}};
}

json::Object sarifLocation(const SourceLoc &L) {
  return json::Object{
      {"physicalLocation",
       json::Object{{"artifactLocation", json::Object{{"uri", L.File}}},
                    {"region", json::Object{{"startLine", L.Line},
                                            {"startColumn", L.Column}}}}}};
}

} // namespace

void printText(raw_ostream &OS, ArrayRef<Diagnostic> Diags, bool Context,
               bool Colors) {
  TextPrinter P(OS, Colors);
  for (const Diagnostic &D : Diags) {
    P.context(D);
    P.message(D.Error ? Kind::Error : Kind::Warning, D.Loc, D.Text, D.Option);
    if (Context) {
      unsigned N = 0;
      for (const Message &E : D.Events)
        P.message(Kind::Note, E.Loc, "(" + std::to_string(++N) + ") " + E.Text);
    }
    for (const Message &Note : D.Notes)
      P.message(Kind::Note, Note.Loc, Note.Text);
  }
}

json::Value toGccJson(ArrayRef<Diagnostic> Diags, bool Context) {
  json::Array Out;
  for (const Diagnostic &D : Diags) {
    json::Object O =
        gccDiagnostic(D.Error ? "error" : "warning", D.Loc, D.Text);
    O["option"] = optionTag(D.Option, D.Error);
    json::Array Children;
    if (Context) {
      unsigned N = 0;
      for (const Message &E : D.Events)
        Children.push_back(gccDiagnostic(
            "note", E.Loc, "(" + std::to_string(++N) + ") " + E.Text));
    }
    for (const Message &Note : D.Notes)
      Children.push_back(gccDiagnostic("note", Note.Loc, Note.Text));
    O["children"] = std::move(Children);
    if (!D.InlinedFrom.empty()) {
      json::Array Chain;
      for (const auto &[Caller, At] : D.InlinedFrom)
        Chain.push_back(
            json::Object{{"function", Caller}, {"location", gccLocation(At)}});
      O["inlined-from"] = std::move(Chain);
    }
    Out.push_back(std::move(O));
  }
  return Out;
}

json::Value toSarif(ArrayRef<Diagnostic> Diags, bool Context) {
  json::Array Results, Rules;
  StringMap<unsigned> RuleIndex;
  for (const Diagnostic &D : Diags) {
    auto [It, New] = RuleIndex.try_emplace(D.Option, RuleIndex.size());
    if (New)
      Rules.push_back(json::Object{{"id", D.Option}});
    json::Object R{{"ruleId", D.Option},
                   {"ruleIndex", It->second},
                   {"level", D.Error ? "error" : "warning"},
                   {"message", json::Object{{"text", D.Text}}}};
    json::Array Locations;
    if (D.Loc.valid())
      Locations.push_back(sarifLocation(D.Loc));
    R["locations"] = std::move(Locations);
    if (Context && !D.Events.empty()) {
      json::Array Flow;
      unsigned N = 0;
      for (const Message &E : D.Events) {
        json::Object Loc =
            E.Loc.valid() ? sarifLocation(E.Loc) : json::Object();
        Loc["message"] =
            json::Object{{"text", "(" + std::to_string(++N) + ") " + E.Text}};
        Flow.push_back(
            json::Object{{"location", std::move(Loc)}, {"executionOrder", N}});
      }
      R["codeFlows"] = json::Array{json::Object{
          {"threadFlows",
           json::Array{json::Object{{"locations", std::move(Flow)}}}}}};
    }
    json::Array Related;
    for (const Message &Note : D.Notes) {
      json::Object Loc =
          Note.Loc.valid() ? sarifLocation(Note.Loc) : json::Object();
      Loc["message"] = json::Object{{"text", Note.Text}};
      Related.push_back(std::move(Loc));
    }
    if (!Related.empty())
      R["relatedLocations"] = std::move(Related);
    Results.push_back(std::move(R));
  }
  json::Object Driver{
      {"name", "kcc"}, {"version", KCC_VERSION}, {"rules", std::move(Rules)}};
  return json::Object{
      {"$schema", "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/"
                  "schemas/sarif-schema-2.1.0.json"},
      {"version", "2.1.0"},
      {"runs", json::Array{json::Object{
                   {"tool", json::Object{{"driver", std::move(Driver)}}},
                   {"results", std::move(Results)}}}}};
}

} // namespace render
} // namespace kcc
