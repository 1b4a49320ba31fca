//===- Render.cpp - kcc's rendering of the plugin's bounds remarks --------===//
//
// Part of kcc, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Render.h"
#include "kcc/Config.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Remarks/Remark.h"
#include "llvm/Remarks/RemarkParser.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"

#include <clocale>
#include <langinfo.h>

using namespace llvm;

namespace kcc {
namespace render {

Expected<std::vector<BoundsWarning>> readRemarks(StringRef Buffer) {
  std::vector<BoundsWarning> Warnings;
  if (Buffer.empty())
    return Warnings;
  Expected<std::unique_ptr<remarks::RemarkParser>> Parser =
      remarks::createRemarkParser(remarks::Format::Bitstream, Buffer);
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
    if ((*R)->PassName != BoundsRemarkPass)
      continue;
    Expected<BoundsWarning> W = parseBoundsWarning(**R);
    if (!W)
      return W.takeError();
    Warnings.push_back(std::move(*W));
  }
  // In source order of where each warning is in the function being
  // compiled (the outermost call an inlined warning came through): the
  // check at the start of the pipeline and the one at its end both report.
  auto Where = [](const BoundsWarning &W) {
    const RemarkLocation &L =
        W.InlinedFrom.empty() ? W.Loc : W.InlinedFrom.back().CallLoc;
    return std::make_tuple(L.File, L.Line, L.Column);
  };
  std::stable_sort(Warnings.begin(), Warnings.end(),
                   [&](const BoundsWarning &A, const BoundsWarning &B) {
                     return Where(A) < Where(B);
                   });
  return Warnings;
}

//===----------------------------------------------------------------------===//
// Text
//===----------------------------------------------------------------------===//

namespace {

/// Source lines, read once per file.
class SourceCache {
  StringMap<std::unique_ptr<MemoryBuffer>> Files;

public:
  std::optional<StringRef> line(const RemarkLocation &L) {
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

/// The display columns before a character, \p Column, advanced past \p C:
/// a tab to the next multiple of 8 (-ftabstop's default), a UTF-8
/// character one column (its continuation bytes none).
unsigned advanceColumn(unsigned Column, unsigned char C) {
  if (C == '\t')
    return (Column / 8 + 1) * 8;
  return (C & 0xC0) == 0x80 ? Column : Column + 1;
}

/// GCC's columns are display columns (-fdiagnostics-column-unit=display);
/// \p Byte is the 1-based byte column on \p Line.
unsigned displayColumn(StringRef Line, unsigned Byte) {
  if (!Byte)
    return 0;
  unsigned Column = 0;
  for (unsigned I = 0; I + 1 < Byte; ++I)
    Column = advanceColumn(Column, I < Line.size() ? Line[I] : ' ');
  return Column + 1;
}

/// \p Line as GCC quotes it: its tabs expanded to display columns.
std::string displayLine(StringRef Line) {
  std::string Out;
  unsigned Column = 0; // Display columns so far.
  for (char C : Line) {
    unsigned Next = advanceColumn(Column, C);
    if (C == '\t')
      Out.append(Next - Column, ' ');
    else
      Out += C;
    Column = Next;
  }
  return Out;
}

/// \p Text with its quoted names and types in \p Q's quotes.
std::string quoted(StringRef Text, const Quotes &Q) {
  if (Q.Open == "'" && Q.Close == "'")
    return Text.str();
  auto Word = [](char C) { return llvm::isAlnum(C) || C == '_'; };
  std::string Out;
  for (size_t I = 0; I < Text.size();) {
    size_t Close = StringRef::npos;
    if (Text[I] == '\'' && (I == 0 || !Word(Text[I - 1])))
      for (Close = Text.find('\'', I + 1);
           Close != StringRef::npos && Close + 1 < Text.size() &&
           Word(Text[Close + 1]);
           Close = Text.find('\'', Close + 1))
        ;
    if (Close == StringRef::npos || Close == I + 1) {
      Out += Text[I++];
      continue;
    }
    Out += Q.Open;
    Out += Text.slice(I + 1, Close);
    Out += Q.Close;
    I = Close + 1;
  }
  return Out;
}

enum class Kind { Warning, Error, Note };

/// The option as GCC names it after a warning: "-Wstringop-overflow=" (an
/// option with levels, which GCC spells with its '='), "-Werror=..." for a
/// warning turned into an error.
std::string optionTag(BoundsOption Option, bool Error) {
  std::string Tag = (Error ? "-Werror=" : "-W") + getOptionName(Option).str();
  if (hasLevels(Option))
    Tag += '=';
  return Tag;
}

/// clang's warning option as GCC tags it: "-Werror=" when -Werror made the
/// warning an error.
std::string clangOptionTag(const ClangDiagnostic &D) {
  return (D.Level == DiagnosticLevel::Remark ? "-R"
          : D.WarningAsError                 ? "-Werror="
                                             : "-W") +
         D.Option;
}

class TextPrinter {
  raw_ostream &OS;
  bool Colors;
  const TextOptions &Opts;
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

  void locus(const RemarkLocation &L) {
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

  /// The gutter before a quoted line: "   23 | " with line numbers, " "
  /// without; \p Number 0 for the lines under it.
  void gutter(unsigned Number) {
    if (!Opts.LineNumbers) {
      OS << ' ';
      return;
    }
    std::string N = Number ? std::to_string(Number) : "";
    OS << std::string(N.size() < 5 ? 5 - N.size() : 0, ' ') << N << " | ";
  }

  /// Spaces up to \p Column (the quoted line has no tabs left).
  void indent(unsigned Column) { OS.indent(Column ? Column - 1 : 0); }

  /// The columns \p L underlines on \p Line: its range (to the line's
  /// end if it goes on past it), or its caret.
  static std::pair<unsigned, unsigned> span(const RemarkLocation &L,
                                            StringRef Line) {
    unsigned Begin = L.Column, End = L.Column;
    if (L.multiline()) {
      Begin = std::min(Begin, L.RangeBegin);
      End = std::max<unsigned>(End, Line.rtrim().size());
    } else if (L.RangeBegin && L.RangeEnd >= L.RangeBegin) {
      Begin = std::min(Begin, L.RangeBegin);
      End = std::max<unsigned>(End, std::min<size_t>(L.RangeEnd, Line.size()));
    }
    return {Begin, End};
  }

  /// The lines after the caret's of a range that goes on past it, as GCC
  /// quotes them: each underlined from its first non-blank column to its
  /// end, the last to the range's end.
  void rangeLines(const RemarkLocation &L) {
    for (unsigned N = L.Line + 1; N <= L.RangeEndLine; ++N) {
      std::optional<StringRef> Next =
          Sources.line(RemarkLocation{L.File, N, 0});
      if (!Next)
        return;
      std::string Shown = displayLine(*Next);
      gutter(N);
      OS << Shown << '\n';
      StringRef Text = StringRef(Shown).rtrim();
      size_t First = Text.find_first_not_of(' ');
      unsigned Last = N == L.RangeEndLine ? L.RangeEnd : Text.size();
      if (First == StringRef::npos || Last <= First)
        continue;
      gutter(0);
      indent(First + 1);
      colour(raw_ostream::GREEN);
      OS << std::string(Last - First, '~');
      reset();
      OS << '\n';
    }
  }

  /// GCC's quoted source line: "   23 |   code" and "      |   ^~~~".
  void quote(const RemarkLocation &L) {
    if (!L.valid() || !Opts.Caret)
      return;
    std::optional<StringRef> Line = Sources.line(L);
    if (!Line)
      return;
    std::string Shown = displayLine(*Line);
    Line = Shown;
    gutter(L.Line);
    OS << *Line << '\n';
    if (!L.Column)
      return;
    gutter(0);
    auto [Begin, End] = span(L, *Line);
    indent(Begin);
    colour(raw_ostream::GREEN);
    for (unsigned I = Begin; I <= End; ++I)
      OS << (I == L.Column ? '^' : '~');
    reset();
    OS << '\n';
    if (L.multiline())
      rangeLines(L);
  }

  /// The events \p On of \p Events, all on one source line, as GCC's
  /// inline-events layout prints them under it: the path's first event
  /// (GCC's primary location) with its caret '^', the others' ranges in
  /// '~', then '|' under each and the labels, the rightmost first, each on
  /// its own row with the bars of those to its left.
  void events(ArrayRef<BoundsEvent> Events, ArrayRef<size_t> On) {
    auto Label = [&](size_t K) {
      return "(" + std::to_string(K + 1) + ") " + Events[K].Text;
    };
    const RemarkLocation &L = Events[On.front()].Loc;
    std::optional<StringRef> Line =
        L.valid() && Opts.Caret ? Sources.line(L) : std::nullopt;
    if (!Line || !L.Column) {
      for (size_t K : On)
        OS << "    " << Label(K) << '\n';
      return;
    }
    std::string Shown = displayLine(*Line);
    Line = Shown;
    gutter(L.Line);
    OS << *Line << '\n';
    // The underlines, left to right; where they meet, the later wins.
    std::string Under;
    for (size_t K : On) {
      const RemarkLocation &At = Events[K].Loc;
      auto [Begin, End] = span(At, *Line);
      if (Under.size() < End)
        Under.resize(End, ' ');
      for (unsigned C = Begin; C <= End; ++C)
        Under[C - 1] = K == 0 && C == At.Column ? '^' : '~';
    }
    auto Row = [&](StringRef Text) {
      gutter(0);
      OS << Text << '\n';
    };
    colour(raw_ostream::CYAN);
    Row(StringRef(Under).rtrim());
    reset();
    // The labels, rightmost first.
    SmallVector<size_t, 4> Order(On.begin(), On.end());
    llvm::stable_sort(Order, [&](size_t A, size_t B) {
      return Events[A].Loc.Column > Events[B].Loc.Column;
    });
    auto Bars = [&](size_t Upto) {
      std::string Text;
      for (size_t I = Upto; I < Order.size(); ++I) {
        unsigned C = Events[Order[I]].Loc.Column;
        if (Text.size() < C)
          Text.resize(C, ' ');
        Text[C - 1] = '|';
      }
      return Text;
    };
    Row(StringRef(Bars(0)).rtrim());
    for (size_t I = 0; I < Order.size(); ++I) {
      std::string Text = Bars(I + 1);
      unsigned C = Events[Order[I]].Loc.Column;
      Text.resize(C - 1, ' ');
      Row(Text + Label(Order[I]));
    }
  }

public:
  TextPrinter(raw_ostream &OS, const TextOptions &Opts)
      : OS(OS), Colors(Opts.Colors), Opts(Opts) {}

  /// \p W with its columns in display columns, as GCC prints them (the
  /// quoted lines have their tabs expanded to match).
  BoundsWarning displayed(BoundsWarning W) {
    auto Convert = [&](RemarkLocation &L) {
      std::optional<StringRef> Line =
          L.valid() && L.Column ? Sources.line(L) : std::nullopt;
      if (!Line)
        return;
      L.Column = displayColumn(*Line, L.Column);
      L.RangeBegin = displayColumn(*Line, L.RangeBegin);
      std::optional<StringRef> EndLine =
          L.multiline()
              ? Sources.line(RemarkLocation{L.File, L.RangeEndLine, 0})
              : Line;
      L.RangeEnd = EndLine ? displayColumn(*EndLine, L.RangeEnd) : L.RangeEnd;
    };
    Convert(W.Loc);
    for (BoundsEvent &E : W.Events) {
      Convert(E.Loc);
      for (InlineFrame &Frame : E.InlinedFrom)
        Convert(Frame.CallLoc);
    }
    for (BoundsNote &N : W.Notes)
      Convert(N.Loc);
    for (InlineFrame &Frame : W.InlinedFrom)
      Convert(Frame.CallLoc);
    return W;
  }

  /// The event path in GCC's inline-events layout: "  'f': events 1-2"
  /// (f the function being compiled: GCC's paths are in the code after
  /// inlining), then the events in source order, as one excerpt of the
  /// file: each under its line (events on one line share it), a single
  /// line between two events' lines quoted, "......" for a longer gap.
  void inlinePath(const BoundsWarning &W) {
    const std::vector<BoundsEvent> &Events = W.Events;
    OS << "  " << Opts.Quote.Open << W.Function << Opts.Quote.Close << ": "
       << (Events.size() == 1 ? "event 1"
                              : "events 1-" + std::to_string(Events.size()))
       << '\n';
    // Source order within each file, the files in the order the path
    // reaches them (GCC prints a function's events as one excerpt).
    SmallVector<size_t, 8> Order;
    StringMap<size_t> FileRank;
    for (size_t K = 0; K < Events.size(); ++K) {
      Order.push_back(K);
      FileRank.try_emplace(Events[K].Loc.File, FileRank.size());
    }
    auto Place = [&](size_t K) {
      const RemarkLocation &L = Events[K].Loc;
      // Events without a location last, in path order.
      size_t Rank = L.valid() ? FileRank.lookup(L.File) : FileRank.size();
      return std::make_tuple(Rank, L.Line, L.Column);
    };
    llvm::stable_sort(Order,
                      [&](size_t A, size_t B) { return Place(A) < Place(B); });
    const RemarkLocation *Prev = nullptr;
    for (size_t I = 0; I < Order.size();) {
      const RemarkLocation &L = Events[Order[I]].Loc;
      size_t Next = I + 1;
      while (Next < Order.size() && Events[Order[Next]].Loc.File == L.File &&
             Events[Order[Next]].Loc.Line == L.Line)
        ++Next;
      if (Prev && Opts.Caret) {
        std::optional<StringRef> Between;
        if (Prev->File == L.File && L.Line == Prev->Line + 2)
          Between = Sources.line(RemarkLocation{L.File, L.Line - 1, 0});
        if (Between) {
          gutter(L.Line - 1);
          OS << *Between << '\n';
        } else if (Prev->File != L.File || L.Line != Prev->Line + 1) {
          OS << "......\n";
        }
      }
      events(Events, ArrayRef<size_t>(Order).slice(I, Next - I));
      Prev = &L;
      I = Next;
    }
  }

  void message(Kind K, const RemarkLocation &L, StringRef Text,
               std::optional<BoundsOption> Option = std::nullopt) {
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
    if (Option && Opts.ShowOption) {
      OS << " [";
      colour(K == Kind::Error ? raw_ostream::RED : raw_ostream::MAGENTA);
      OS << optionTag(*Option, K == Kind::Error);
      reset();
      OS << ']';
    }
    OS << '\n';
    quote(L);
  }

  /// GCC's "file: In function 'f':" or "In function 'g',\n inlined from".
  void context(const BoundsWarning &W) {
    if (!W.InlinedFrom.empty()) {
      // (Printed whatever came before: a warning starts its context.)
      LastFunction = inlinedHeader(W.InlinedFunction, W.InlinedFrom);
      OS << LastFunction << ":\n";
      return;
    }
    functionHeader(W.Function, W.Loc);
  }

  /// Before the notes of a warning in inlined code: they are in the
  /// function the code was inlined into, as GCC says ("x.c: In function
  /// 'greet':"), its declarations having no inlining context.
  /// GCC's context of an event printed as a note (separate-events): its
  /// function, with the callers of inlined code, when it changes.
  void eventContext(const BoundsEvent &E) {
    if (E.InlinedFrom.empty())
      return functionHeader(E.Function, E.Loc);
    std::string Header = inlinedHeader(E.Function, E.InlinedFrom);
    if (Header == LastFunction)
      return;
    LastFunction = Header;
    OS << Header << ":\n";
  }
  /// "In function 'f',\n    inlined from 'g' at x.c:3:5".
  std::string inlinedHeader(StringRef Function,
                            ArrayRef<InlineFrame> From) const {
    const Quotes &Q = Opts.Quote;
    std::string Header = ("In function " + Q.Open + Function + Q.Close).str();
    for (const InlineFrame &Frame : From) {
      Header +=
          (",\n    inlined from " + Q.Open + Frame.Function + Q.Close).str();
      if (Frame.CallLoc.valid())
        Header += " at " + Frame.CallLoc.File + ":" +
                  std::to_string(Frame.CallLoc.Line) + ":" +
                  std::to_string(Frame.CallLoc.Column);
    }
    return Header;
  }
  void noteContext(const BoundsWarning &W, const RemarkLocation &L) {
    if (!W.InlinedFrom.empty())
      functionHeader(W.Function, L);
  }

  /// "file: In function 'f':" at \p L's file, unless \p Function is the
  /// last one named.
  void functionHeader(StringRef Function, const RemarkLocation &L) {
    if (Function == LastFunction || Function.empty())
      return;
    LastFunction = Function.str();
    if (L.valid()) {
      bold();
      OS << L.File << ':';
      reset();
      OS << ' ';
    }
    OS << "In function " << Opts.Quote.Open << Function << Opts.Quote.Close
       << ":\n";
  }
};

json::Object gccLocation(const RemarkLocation &L) {
  // GCC's "column" is the display column (tabs expanded), as in its text.
  static SourceCache Sources;
  std::optional<StringRef> Line =
      L.valid() && L.Column ? Sources.line(L) : std::nullopt;
  auto Point = [&](unsigned Column, unsigned LineNo,
                   std::optional<StringRef> Text) {
    unsigned Display = Text ? displayColumn(*Text, Column) : Column;
    return json::Object{{"file", L.File},
                        {"line", LineNo},
                        {"column", Display},
                        {"display-column", Display},
                        {"byte-column", Column}};
  };
  json::Object Location{{"caret", Point(L.Column, L.Line, Line)}};
  // GCC's range: where it starts and where it finishes, when not at the
  // caret.
  if (L.multiline()) {
    if (L.RangeBegin != L.Column)
      Location["start"] = Point(L.RangeBegin, L.Line, Line);
    Location["finish"] =
        Point(L.RangeEnd, L.RangeEndLine,
              Sources.line(RemarkLocation{L.File, L.RangeEndLine, 0}));
  } else if (L.RangeBegin && L.RangeEnd >= L.RangeBegin) {
    if (L.RangeBegin != L.Column)
      Location["start"] = Point(L.RangeBegin, L.Line, Line);
    if (L.RangeEnd != L.Column)
      Location["finish"] = Point(L.RangeEnd, L.Line, Line);
  }
  return Location;
}

json::Object gccDiagnostic(StringRef Kind, const RemarkLocation &L,
                           StringRef Text) {
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

json::Object sarifLocation(const RemarkLocation &L) {
  // SARIF's region is the range (its end column exclusive), else the
  // caret.
  json::Object Region{{"startLine", L.Line}, {"startColumn", L.Column}};
  if (L.multiline()) {
    Region["startColumn"] = std::min(L.RangeBegin, L.Column);
    Region["endLine"] = L.RangeEndLine;
    Region["endColumn"] = L.RangeEnd + 1;
  } else if (L.RangeBegin && L.RangeEnd > L.RangeBegin) {
    Region["startColumn"] = std::min(L.RangeBegin, L.Column);
    Region["endColumn"] = std::max(L.RangeEnd, L.Column) + 1;
  }
  return json::Object{
      {"physicalLocation",
       json::Object{{"artifactLocation", json::Object{{"uri", L.File}}},
                    {"region", std::move(Region)}}}};
}

} // namespace

void printText(raw_ostream &OS, ArrayRef<Diagnostic> Diags,
               const TextOptions &Opts) {
  TextPrinter P(OS, Opts);
  for (const auto &[Given, Error] : Diags) {
    const BoundsWarning W = P.displayed(Given);
    P.context(W);
    P.message(Error ? Kind::Error : Kind::Warning, W.Loc, W.Message, W.Option);
    if (Opts.Context && !W.Events.empty()) {
      if (Opts.Path == PathFormat::InlineEvents) {
        P.inlinePath(W);
      } else if (Opts.Path == PathFormat::SeparateEvents) {
        unsigned N = 0;
        for (const BoundsEvent &E : W.Events) {
          P.eventContext(E);
          P.message(Kind::Note, E.Loc,
                    "(" + std::to_string(++N) + ") " + E.Text);
        }
      }
    }
    for (const BoundsNote &Note : W.Notes) {
      P.noteContext(W, Note.Loc);
      P.message(Kind::Note, Note.Loc, Note.Text);
    }
  }
}

json::Value toGccJson(ArrayRef<ClangDiagnostic> Clang,
                      ArrayRef<Diagnostic> Diags, bool Context) {
  json::Array Out;
  for (const ClangDiagnostic &D : Clang) {
    json::Object O = gccDiagnostic(getLevelName(D.Level), D.Loc, D.Message);
    if (!D.Option.empty())
      O["option"] = clangOptionTag(D);
    json::Array Children;
    for (const BoundsNote &Note : D.Notes)
      Children.push_back(gccDiagnostic("note", Note.Loc, Note.Text));
    O["children"] = std::move(Children);
    Out.push_back(std::move(O));
  }
  for (const auto &[W, Error] : Diags) {
    json::Object O =
        gccDiagnostic(Error ? "error" : "warning", W.Loc, W.Message);
    O["option"] = optionTag(W.Option, Error);
    // The events as GCC's "path": location, description, function and
    // inlining depth of each.
    if (Context && !W.Events.empty()) {
      json::Array Path;
      for (const BoundsEvent &E : W.Events) {
        json::Object Event{
            {"description", E.Text},
            {"function", E.Function.empty() ? W.Function : E.Function},
            {"depth", E.Depth}};
        if (E.Loc.valid())
          Event["location"] = gccLocation(E.Loc);
        Path.push_back(std::move(Event));
      }
      O["path"] = std::move(Path);
    }
    json::Array Children;
    for (const BoundsNote &Note : W.Notes)
      Children.push_back(gccDiagnostic("note", Note.Loc, Note.Text));
    O["children"] = std::move(Children);
    if (!W.InlinedFrom.empty()) {
      json::Array Chain;
      for (const InlineFrame &Frame : W.InlinedFrom)
        Chain.push_back(json::Object{{"function", Frame.Function},
                                     {"location", gccLocation(Frame.CallLoc)}});
      O["inlined-from"] = std::move(Chain);
    }
    Out.push_back(std::move(O));
  }
  return Out;
}

json::Value toSarif(ArrayRef<ClangDiagnostic> Clang, ArrayRef<Diagnostic> Diags,
                    bool Context) {
  json::Array Results, Rules;
  StringMap<unsigned> RuleIndex;
  // A result of rule \p Rule (none if empty) at \p Loc.
  auto Result = [&](StringRef Rule, StringRef Level, const RemarkLocation &Loc,
                    StringRef Message) {
    // json::Value keeps a StringRef as a reference: copy.
    json::Object R{{"level", Level.str()},
                   {"message", json::Object{{"text", Message.str()}}}};
    if (!Rule.empty()) {
      auto [It, New] = RuleIndex.try_emplace(Rule, RuleIndex.size());
      if (New)
        Rules.push_back(json::Object{{"id", Rule.str()}});
      R["ruleId"] = Rule.str();
      R["ruleIndex"] = It->second;
    }
    json::Array Locations;
    if (Loc.valid())
      Locations.push_back(sarifLocation(Loc));
    R["locations"] = std::move(Locations);
    return R;
  };
  auto Related = [](ArrayRef<BoundsNote> Notes, json::Object &R) {
    json::Array Related;
    for (const BoundsNote &Note : Notes) {
      json::Object Loc =
          Note.Loc.valid() ? sarifLocation(Note.Loc) : json::Object();
      Loc["message"] = json::Object{{"text", Note.Text}};
      Related.push_back(std::move(Loc));
    }
    if (!Related.empty())
      R["relatedLocations"] = std::move(Related);
  };
  for (const ClangDiagnostic &D : Clang) {
    StringRef Level = D.Level == DiagnosticLevel::Remark    ? "note"
                      : D.Level == DiagnosticLevel::Warning ? "warning"
                                                            : "error";
    std::string Rule;
    if (!D.Option.empty())
      Rule = (D.Level == DiagnosticLevel::Remark ? "-R" : "-W") + D.Option;
    json::Object R = Result(Rule, Level, D.Loc, D.Message);
    Related(D.Notes, R);
    Results.push_back(std::move(R));
  }
  for (const auto &[W, Error] : Diags) {
    json::Object R = Result("-W" + getOptionName(W.Option).str(),
                            Error ? "error" : "warning", W.Loc, W.Message);
    if (Context && !W.Events.empty()) {
      json::Array Flow;
      unsigned N = 0;
      for (const BoundsEvent &E : W.Events) {
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
    Related(W.Notes, R);
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

Quotes Quotes::forLocale() {
  // GCC's test, on the locale of its environment.
  std::string Saved = setlocale(LC_CTYPE, nullptr);
  bool UTF8 =
      setlocale(LC_CTYPE, "") && StringRef(nl_langinfo(CODESET)) == "UTF-8";
  setlocale(LC_CTYPE, Saved.c_str());
  if (UTF8)
    return {"\u2018", "\u2019"};
  return {};
}

BoundsWarning withQuotes(BoundsWarning W, const Quotes &Q) {
  W.Message = quoted(W.Message, Q);
  for (BoundsEvent &E : W.Events)
    E.Text = quoted(E.Text, Q);
  for (BoundsNote &N : W.Notes)
    N.Text = quoted(N.Text, Q);
  return W;
}

} // namespace render
} // namespace kcc
