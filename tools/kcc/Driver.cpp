//===- Driver.cpp - Translation of kcc command lines for clang ------------===//
//
// Part of kcc, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Arguments are split with clang's own driver option table, so kcc agrees
// with clang on which word is an option, which is an option's value
// (`-o X`, `-Xclang X`, `-mllvm X`) and which is an input. The flag table
// (Flags.def) applies only to words that clang would read as options.
//
//===----------------------------------------------------------------------===//

#include "Driver.h"
#include "kcc/PluginOptions.h"

#include "clang/Options/Options.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Option/ArgList.h"
#include "llvm/Support/Allocator.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/StringSaver.h"

using namespace llvm;
using namespace llvm::opt;
namespace options = clang::options;

namespace kcc {
namespace driver {

ArrayRef<FlagEntry> getFlagTable() {
  static const FlagEntry Table[] = {
#define KCC_FLAG(SPELLING, MATCH, ACTION, FEATURE, EXPANSION, VALUES, UNUSED,  \
                 WHY)                                                          \
  {SPELLING,  FlagMatch::MATCH, FlagAction::ACTION, FEATURE,                   \
   EXPANSION, VALUES,           FlagUnused::UNUSED, WHY},
#include "Flags.def"
  };
  return Table;
}

StringRef getActionName(FlagAction A) {
  switch (A) {
  case FlagAction::Pass:
    return "pass";
  case FlagAction::Rewrite:
    return "rewrite";
  case FlagAction::Plugin:
    return "plugin";
  case FlagAction::Imply:
    return "imply";
  case FlagAction::Cancel:
    return "cancel";
  case FlagAction::Reject:
    return "reject";
  }
  llvm_unreachable("unknown flag action");
}

/// The table entry for \p Arg, and its joined value, if any.
static const FlagEntry *lookupFlag(StringRef Arg, StringRef &Value) {
  for (const FlagEntry &E : getFlagTable()) {
    if (E.Match == FlagMatch::Exact ? Arg == E.Spelling
                                    : Arg.starts_with(E.Spelling)) {
      Value = Arg.drop_front(E.Spelling.size());
      return &E;
    }
  }
  return nullptr;
}

/// Split an entry's expansion into arguments, substituting its value. The
/// plugin's options ("-mllvm -kcc-...") go to cc1 alone (-Xclang): the
/// driver would also hand -mllvm to the assembler jobs (-save-temps, a .S
/// input), which do not load the plugin and reject them.
static void expand(const FlagEntry &E, StringRef Value,
                   std::vector<std::string> &Out) {
  SmallVector<StringRef, 4> Words;
  E.Expansion.split(Words, ' ', -1, /*KeepEmpty=*/false);
  for (unsigned I = 0; I < Words.size(); ++I) {
    StringRef W = Words[I];
    if (W == "{self}")
      continue; // Forwarded to clang by the caller.
    std::string S = W.str();
    for (size_t Pos; (Pos = S.find("{}")) != std::string::npos;)
      S.replace(Pos, 2, Value.str());
    if (S == "-mllvm" && I + 1 < Words.size()) {
      Out.insert(Out.end(), {"-Xclang", "-mllvm", "-Xclang"});
      continue;
    }
    Out.push_back(std::move(S));
  }
}

/// Options after which clang does not generate code from its inputs.
static bool isNonCodegenAction(const Arg &A) {
  static const unsigned NonCodegen[] = {
      options::OPT_E,
      options::OPT_M,
      options::OPT_MM,
      options::OPT_fsyntax_only,
      options::OPT__precompile,
      options::OPT_help,
      options::OPT__help_hidden,
      options::OPT_dumpmachine,
      options::OPT_dumpversion,
      options::OPT__analyze,
      options::OPT_emit_ast,
      options::OPT_fdriver_only,
  };
  const Option &O = A.getOption();
  for (unsigned ID : NonCodegen)
    if (O.matches(ID))
      return true;
  // -print-file-name=, -print-prog-name=, -print-search-dirs, ... (but not
  // -print-stats, a cc1 flag, and -print-supported-cpus, which clang treats
  // as a compile-only flag that stops before code generation anyway).
  StringRef Name = O.getPrefixedName();
  return Name.starts_with("-print-") || Name.starts_with("--print-");
}

/// True if a -x language (or an input's extension) is C-family source that
/// clang compiles to IR.
static bool isSourceLanguage(StringRef Lang) {
  return StringSwitch<bool>(Lang)
      .Cases({"c", "c++", "cpp-output", "c++-cpp-output"}, true)
      .Cases({"objective-c", "objective-c++", "objc-cpp-output",
              "objective-c-cpp-output", "objc++-cpp-output",
              "objective-c++-cpp-output"},
             true)
      .Default(false);
}

static bool isSourceExtension(StringRef Ext) {
  return StringSwitch<bool>(Ext)
      .Cases({"c", "i", "cc", "cp", "cpp", "CPP", "cxx", "c++", "C", "CC", "ii",
              "m", "mm", "mi", "mii"},
             true)
      .Default(false);
}

/// Decide what clang would do with \p Args (already translated), and note
/// its inputs and outputs in \p T.
/// (-cc1 invocations never get here: translate() hands them through.)
static Invocation classify(ArrayRef<const char *> Args, Translation &T) {
  const OptTable &Table = clang::getDriverOptTable();
  unsigned MissingIndex = 0, MissingCount = 0;
  InputArgList Parsed =
      Table.ParseArgs(Args, MissingIndex, MissingCount,
                      llvm::opt::Visibility(options::ClangOption));
  if (Parsed.hasArg(options::OPT__version))
    return Invocation::Version;
  if (Parsed.hasArg(options::OPT_v) && !Parsed.hasArg(options::OPT_INPUT) &&
      !Parsed.hasArg(options::OPT__HASH_HASH_HASH))
    return Invocation::VerboseOnly;

  bool NonCodegen = false;
  StringRef Lang; // The current -x, empty for "by extension".
  for (const Arg *A : Parsed) {
    const Option &O = A->getOption();
    if (O.matches(options::OPT_x)) {
      Lang = A->getValue();
      if (Lang == "none")
        Lang = "";
    } else if (O.getKind() == Option::InputClass) {
      StringRef Input = A->getValue();
      bool Source =
          !Lang.empty()
              ? isSourceLanguage(Lang)
              : Input != "-" &&
                    isSourceExtension(sys::path::extension(Input).drop_front());
      if (Source)
        T.Sources.push_back(Input.str());
    } else if (O.matches(options::OPT_o)) {
      T.Output = A->getValue();
    } else if (O.matches(options::OPT_c)) {
      T.CompileOnly = true;
    } else if (O.matches(options::OPT_S)) {
      T.AssembleOnly = true;
    } else if (O.matches(options::OPT_emit_llvm)) {
      T.EmitLLVM = true;
    } else if (isNonCodegenAction(*A)) {
      NonCodegen = true;
    }
  }
  // -M/-MM without -MD/-MMD imply -E; -MD/-MMD alone are side effects of a
  // compile, which is still a compile.
  return !T.Sources.empty() && !NonCodegen ? Invocation::CompileSource
                                           : Invocation::Other;
}

/// A plugin argument that turns one of kcc's warnings on.
static bool isWarnArg(StringRef A) {
  return A.starts_with("-" KCC_OPT_WARN_PREFIX) && !A.ends_with("=false");
}

bool DiagnosticOptions::isError(StringRef Option) const {
  for (const auto &[Name, Error] : reverse(ErrorFor))
    if (Name == Option)
      return Error;
  return Werror;
}

/// Note a GCC diagnostic flag that changes how kcc renders its warnings.
/// Clang still sees each of these it knows (Flags.def says which not).
static void observeDiagnosticFlag(StringRef Word, DiagnosticOptions &D) {
  using Format = DiagnosticOptions::Format;
  using Color = DiagnosticOptions::Color;
  StringRef Value = Word;
  if (Word == "-Werror")
    D.Werror = true;
  else if (Word == "-Wno-error")
    D.Werror = false;
  else if (Value.consume_front("-Werror="))
    D.ErrorFor.push_back({Value.str(), true});
  else if (Value.consume_front("-Wno-error="))
    D.ErrorFor.push_back({Value.str(), false});
  else if (Word == "-w")
    D.NoWarnings = true;
  else if (Word.starts_with("-fsave-optimization-record") ||
           Word.starts_with("-foptimization-record-file="))
    D.UserRecord = true;
  else if (Word.starts_with("-fno-save-optimization-record"))
    D.UserRecord = false;
  else if (Word.starts_with("-Rpass=") || Word.starts_with("-Rpass-missed=") ||
           Word.starts_with("-Rpass-analysis="))
    D.UserRemarkPattern = true;
  else if (Word == "-fcolor-diagnostics" || Word == "-fdiagnostics-color" ||
           Word == "-fdiagnostics-color=always")
    D.Colour = Color::Always;
  else if (Word == "-fno-color-diagnostics" ||
           Word == "-fno-diagnostics-color" ||
           Word == "-fdiagnostics-color=never")
    D.Colour = Color::Never;
  else if (Word == "-fdiagnostics-color=auto")
    D.Colour = Color::Auto;
  else if (Value.consume_front("-fdiagnostics-path-format="))
    D.Path = StringSwitch<DiagnosticOptions::PathFormat>(Value)
                 .Case("separate-events",
                       DiagnosticOptions::PathFormat::SeparateEvents)
                 .Case("none", DiagnosticOptions::PathFormat::None)
                 .Default(DiagnosticOptions::PathFormat::InlineEvents);
  else if (Word == "-fdiagnostics-show-caret" || Word == "-fcaret-diagnostics")
    D.ShowCaret = true;
  else if (Word == "-fno-diagnostics-show-caret" ||
           Word == "-fno-caret-diagnostics")
    D.ShowCaret = false;
  else if (Word == "-fdiagnostics-show-option")
    D.ShowOption = true;
  else if (Word == "-fno-diagnostics-show-option")
    D.ShowOption = false;
  else if (Word == "-fdiagnostics-show-line-numbers")
    D.ShowLineNumbers = true;
  else if (Word == "-fno-diagnostics-show-line-numbers")
    D.ShowLineNumbers = false;
  else if (Value.consume_front("-fdiagnostics-format="))
    D.Form = StringSwitch<Format>(Value)
                 .Cases({"json", "json-stderr"}, Format::Json)
                 .Case("json-file", Format::JsonFile)
                 .Cases({"sarif-stderr", "sarif", "SARIF"}, Format::SarifStderr)
                 .Case("sarif-file", Format::SarifFile)
                 .Default(Format::Text); // clang's own formats
}

namespace {

/// One plugin flag of the command line, by the feature it sets.
struct PluginFlag {
  StringRef Feature;
  std::string Spelling;
  std::vector<std::string> Args; ///< Its expansion.
  bool WarnUnused;
  /// Its expansion turns one of kcc's warnings on (read off the table's
  /// row once, when the flag is seen).
  bool Warns;
};

/// translate() in its phases: scan the command line, applying kcc's flag
/// table to each word; then complete the plugin flags (implied and default
/// warnings, their interplay) and hand them to the compile.
class Translator {
public:
  explicit Translator(ArrayRef<const char *> Expanded)
      : Expanded(Expanded), Table(clang::getDriverOptTable()),
        Raw(Expanded.begin(), Expanded.end()) {}

  Translation run() {
    if (!scan())
      return std::move(T);
    SmallVector<const char *, 64> ClangView;
    for (const std::string &S : T.Args)
      ClangView.push_back(S.c_str());
    T.Kind = classify(ClangView, T);
    T.Diags.OnlyImplied =
        none_of(PluginFlags, [](const PluginFlag &P) { return P.Warns; });
    addImpliedAndDefaults();
    checkStrictFlexArraysWarning();
    // kcc checks array subscripts itself, constant ones too, as GCC words
    // them: clang's front-end -Warray-bounds would say it a second time.
    if (T.Kind == Invocation::CompileSource && findFeature("array-bounds"))
      T.Args.push_back("-Wno-array-bounds");
    placePluginFlags();
    return std::move(T);
  }

private:
  PluginFlag *findFeature(StringRef Name) {
    auto It = find_if(PluginFlags,
                      [&](const PluginFlag &P) { return P.Feature == Name; });
    return It == PluginFlags.end() ? nullptr : &*It;
  }

  PluginFlag makeFlag(const FlagEntry &E, StringRef Spelling, StringRef Value) {
    PluginFlag P{
        E.Feature, Spelling.str(), {}, E.Unused == FlagUnused::Warn, false};
    expand(E, Value, P.Args);
    P.Warns = any_of(P.Args, isWarnArg);
    return P;
  }

  /// The value of \p Word for \p E, checked against the values the table
  /// allows; false (with T.Error set) if it is not one of them.
  bool checkValue(const FlagEntry &E, StringRef Word, StringRef Value) {
    if (E.Values == "<n>") {
      // (An int for the options it reaches: cc1 parses them as int.)
      unsigned N;
      if (Value.getAsInteger(10, N) || N > unsigned(INT32_MAX)) {
        T.Error = ("kcc: error: invalid value '" + Value + "' in '" + Word +
                   "' (expected a non-negative integer)")
                      .str();
        return false;
      }
    } else if (!E.Values.empty()) {
      SmallVector<StringRef, 4> Allowed;
      E.Values.split(Allowed, '|');
      if (!is_contained(Allowed, Value)) {
        T.Error = ("kcc: error: invalid value '" + Value + "' in '" + Word +
                   "' (expected " + join(Allowed, ", ") + ")")
                      .str();
        return false;
      }
    }
    return true;
  }

  /// Apply one table entry to \p Word; false (with T.Error set) on a user
  /// error. A later plugin flag of a feature replaces the earlier one, a
  /// Cancel removes it.
  bool apply(const FlagEntry &E, StringRef Word, StringRef Value) {
    if (!checkValue(E, Word, Value))
      return false;
    // "{self}": clang knows the flag too and gets it, whatever kcc does.
    if (E.Action != FlagAction::Pass && E.Action != FlagAction::Reject &&
        E.Expansion.contains("{self}"))
      T.Args.push_back(Word.str());
    if (E.Action == FlagAction::Plugin || E.Action == FlagAction::Cancel)
      SetFeatures.insert(E.Feature);
    PluginFlag *Existing = findFeature(E.Feature);
    switch (E.Action) {
    case FlagAction::Pass:
      T.Args.push_back(Word.str());
      return true;
    case FlagAction::Rewrite:
      expand(E, Value, T.Args);
      break;
    case FlagAction::Plugin:
      if (Existing)
        *Existing = makeFlag(E, Word, Value);
      else
        PluginFlags.push_back(makeFlag(E, Word, Value));
      break;
    case FlagAction::Imply:
      Implied.push_back(makeFlag(E, Word, Value));
      break;
    case FlagAction::Cancel:
      if (Existing)
        PluginFlags.erase(PluginFlags.begin() +
                          (Existing - PluginFlags.data()));
      break;
    case FlagAction::Reject:
      T.Error =
          ("kcc: error: unsupported option '" + Word + "': " + E.Why).str();
      return false;
    }
    T.Changed = true;
    return true;
  }

  /// A sanitizer list (-fsanitize=a,b): kcc's items applied, the rest handed
  /// to clang. Handled is false if no item is kcc's; false on a user error.
  bool applySanitizerList(StringRef Word, bool &Handled) {
    Handled = false;
    StringRef List = Word;
    if (!List.consume_front("-fsanitize=") &&
        !List.consume_front("-fno-sanitize="))
      return true;
    StringRef Prefix = Word.drop_back(List.size());
    SmallVector<StringRef, 4> Items, Rest;
    List.split(Items, ',');
    for (StringRef Item : Items) {
      std::string Single = (Prefix + Item).str();
      StringRef Value;
      const FlagEntry *E = lookupFlag(Single, Value);
      if (E && E->Action != FlagAction::Pass) {
        if (!apply(*E, Single, Value))
          return false;
        Handled = true;
      } else {
        Rest.push_back(Item);
      }
    }
    if (Handled) {
      if (!Rest.empty())
        T.Args.push_back((Prefix + join(Rest, ",")).str());
      T.Changed = true;
    }
    return true;
  }

  /// Each word of the command line: kcc's flags applied, clang's options
  /// copied with the values clang takes with them; false on a user error.
  bool scan() {
    for (unsigned I = 0, N = Expanded.size(); I < N;) {
      StringRef Word = Expanded[I];
      if (Word == "--") { // Everything after "--" is an input.
        for (; I < N; ++I)
          T.Args.push_back(Expanded[I]);
        break;
      }
      bool Handled;
      if (!applySanitizerList(Word, Handled))
        return false;
      if (Handled) {
        ++I;
        continue;
      }
      observeDiagnosticFlag(Word, T.Diags);
      StringRef Value;
      if (const FlagEntry *E =
              Word.starts_with("-") ? lookupFlag(Word, Value) : nullptr) {
        if (!apply(*E, Word, Value))
          return false;
        ++I;
        continue;
      }
      // Not kcc's: copy the option and the values clang would take with it.
      unsigned Next = I;
      std::unique_ptr<Arg> A = Table.ParseOneArg(
          Raw, Next, llvm::opt::Visibility(options::ClangOption));
      if (!A || Next <= I)
        Next = N; // Missing value: clang reports it; copy the rest verbatim.
      for (; I < Next; ++I)
        T.Args.push_back(Expanded[I]);
    }
    return true;
  }

  /// Imply entries (-Wall) for the features no other flag set, then GCC's
  /// warnings that are on by default: -Wstringop-overflow=2 and
  /// -Wstringop-overread, unless the command line says otherwise (or -w).
  /// Not for LLVM IR output, which the locations the warnings need would
  /// change (GCC has no such output).
  void addImpliedAndDefaults() {
    for (PluginFlag &P : Implied)
      if (SetFeatures.insert(P.Feature).second)
        PluginFlags.push_back(std::move(P));
    if (T.Kind != Invocation::CompileSource || T.Diags.NoWarnings || T.EmitLLVM)
      return;
    for (StringRef Default : {"-Wstringop-overflow", "-Wstringop-overread"}) {
      StringRef Value;
      const FlagEntry *E = lookupFlag(Default, Value);
      if (!E || !SetFeatures.insert(E->Feature).second)
        continue;
      PluginFlag P = makeFlag(*E, Default, Value);
      P.WarnUnused = false;
      PluginFlags.push_back(std::move(P));
      T.Changed = true;
    }
  }

  /// As GCC: -Wstrict-flex-arrays measures against a given level.
  void checkStrictFlexArraysWarning() {
    PluginFlag *W = findFeature("strict-flex-arrays-warning");
    if (!W)
      return;
    PluginFlag *L = findFeature("strict-flex-arrays");
    if (L && L->Spelling != "-fstrict-flex-arrays=0" &&
        L->Spelling != "-fno-strict-flex-arrays")
      return;
    T.Warnings.push_back("kcc: warning: '-Wstrict-flex-arrays' is ignored "
                         "when '-fstrict-flex-arrays' is not present (or 0)");
    PluginFlags.erase(PluginFlags.begin() + (W - PluginFlags.data()));
  }

  /// The plugin flags go to a compile; on another invocation only the
  /// macros they define do, and the others are reported unused.
  void placePluginFlags() {
    for (PluginFlag &P : PluginFlags) {
      if (T.Kind == Invocation::CompileSource) {
        T.PluginArgs.insert(T.PluginArgs.end(), P.Args.begin(), P.Args.end());
        T.Diags.Remarks |= P.Warns;
        T.Diags.ShowContext |= P.Feature == "diagnostics-context";
        continue;
      }
      // The macros a flag defines are part of what it means to the source:
      // a source preprocessed on its own (-E for distcc, -M) must read as
      // it does in its compile (__nocfi with __KCC_KCFI__), as clang's own
      // -fsanitize=kcfi answers __has_feature(kcfi) under -E.
      if (!T.Sources.empty())
        for (const std::string &A : P.Args)
          if (StringRef(A).starts_with("-D")) {
            T.Args.push_back(A);
            T.Changed = true;
          }
      if (P.WarnUnused)
        T.UnusedPluginFlags.push_back(P.Spelling);
    }
  }

  ArrayRef<const char *> Expanded;
  const OptTable &Table;
  InputArgList Raw;
  Translation T;
  /// Plugin flags by feature, in first-seen order.
  std::vector<PluginFlag> PluginFlags;
  /// Imply entries, applied at the end to the features no other flag set.
  std::vector<PluginFlag> Implied;
  StringSet<> SetFeatures;
};

} // namespace

Translation translate(ArrayRef<const char *> UserArgs) {
  for (StringRef A : UserArgs)
    if (A == "--kcc-help") {
      Translation T;
      T.Kind = Invocation::KccHelp;
      return T;
    }
  BumpPtrAllocator Alloc;
  SmallVector<const char *, 64> Expanded(UserArgs.begin(), UserArgs.end());
  cl::ExpansionContext ECtx(Alloc, cl::TokenizeGNUCommandLine);
  if (Error E = ECtx.expandResponseFiles(Expanded)) {
    // clang reads an unreadable @file as an input and reports it itself;
    // kcc only needs the expansion for its analysis.
    consumeError(std::move(E));
    Expanded.assign(UserArgs.begin(), UserArgs.end());
  }
  if (!Expanded.empty() && StringRef(Expanded.front()).starts_with("-cc1")) {
    Translation T;
    T.Kind = Invocation::Cc1;
    return T;
  }
  return Translator(Expanded).run();
}

void printHelp(raw_ostream &OS) {
  OS << "OVERVIEW: kcc, a clang driver wrapper for kernel hardening\n\n"
        "USAGE: kcc [clang or GCC options] <inputs>\n\n"
        "kcc runs clang with the user's arguments. When the invocation\n"
        "compiles C or C++ source (-c, -S, -emit-llvm, or compile and link),\n"
        "it loads the kcc pass plugin (-fpass-plugin=KccPlugin.so); for -E,\n"
        "--version, -print-*, assembler input or link-only invocations it\n"
        "does not. The flags below are kcc's own; every other flag reaches\n"
        "clang untouched.\n\n"
        "-fsanitize=kcfi is implemented by kcc's kcc-kcfi pass, not by\n"
        "clang's instrumentation: clang supplies the prototypes\n"
        "(-fexperimental-call-graph-section), kcc's clang plugin\n"
        "(KccFrontend.so) the opt-outs, and the ids are bit-compatible with\n"
        "clang's -fsanitize=kcfi.\n\n"
        "-Warray-bounds (also from -Wall), -Wstringop-overflow and\n"
        "-Wstringop-overread are checked by kcc's kcc-bounds pass after\n"
        "optimization; kcc collects its remarks and prints them as GCC does\n"
        "(-Werror=, -fdiagnostics-format=json|sarif-*, event paths with\n"
        "-fdiagnostics-details or -fdiagnostics-show-context[=N]). As in\n"
        "GCC, -Wstringop-overflow=2 and -Wstringop-overread are on by\n"
        "default (not for -emit-llvm output); -Wno-stringop-overflow,\n"
        "-Wno-stringop-overread or -w turn them off.\n\n"
        "KCC OPTIONS:\n"
        "  --kcc-help   print this help\n"
        "  --kcc-clang-args ARGS...\n"
        "               print, as a JSON array, the clang command that\n"
        "               compiles as `kcc ARGS...` would, without kcc's\n"
        "               plugins and flags (for clang-tidy and clangd:\n"
        "               tools/kcc/clang-compdb rewrites a\n"
        "               compile_commands.json with it)\n\n"
        "ENVIRONMENT:\n"
        "  KCC_CLANG    the clang to run (default: next to kcc as clang-22,\n"
        "               else the configured LLVM's clang, else clang-22 on "
        "PATH)\n"
        "  KCC_PLUGIN   the plugin to load (default: ../lib/KccPlugin.so or\n"
        "               ../lib/kcc/KccPlugin.so from kcc's directory)\n\n"
        "FLAG TABLE (spelling, action, clang arguments, why):\n";
  for (const FlagEntry &E : getFlagTable()) {
    OS << "  " << E.Spelling << (E.Match == FlagMatch::Joined ? "<value>" : "")
       << "\n      " << getActionName(E.Action);
    if (!E.Expansion.empty())
      OS << ": " << E.Expansion;
    if (!E.Values.empty())
      OS << " (values: " << E.Values << ")";
    OS << "\n      " << E.Why << "\n";
  }
}

} // namespace driver
} // namespace kcc
