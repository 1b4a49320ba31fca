//===- GnuBuiltins.cpp - kcc's clang plugin: GCC builtins clang lacks -----===//
//
// Part of kcc, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// GCC has library builtins that clang does not: code written for GCC that
// calls __builtin_strnlen or __builtin_fputs fails to compile with clang
// ("use of unknown builtin"). For kcc to be a drop-in CC, each such builtin is
// a macro for a declaration of the library function (its symbol, by asm label),
// added to the predefines of every translation unit, unless clang has the
// builtin: the call is then the library call GCC's builtin stands for, which
// LLVM knows and kcc's bounds warnings check ('__builtin_strnlen' they name
// it).
//
//===----------------------------------------------------------------------===//

#include "Parts.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/Basic/TargetInfo.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Lex/Preprocessor.h"

#include <string>

using namespace clang;

namespace {

/// A library builtin of GCC's: the function, its C prototype (FILE * and
/// other structs as void *) and its attributes.
struct GnuBuiltin {
  const char *Function;
  const char *Return;
  const char *Params;
  const char *Attributes;
  /// clang has the builtin only where <stdio.h> declared FILE: declare it
  /// whatever __has_builtin says.
  bool NeedsFile = false;
};

#define PURE "__pure__, __nothrow__, __leaf__"
#define PRINTF(F, A) "__format__(__printf__, " #F ", " #A ")"
#define SCANF(F, A) "__format__(__scanf__, " #F ", " #A ")"

/// Those clang does not know (as of clang 22), from GCC's builtins.def.
const GnuBuiltin Builtins[] = {
    // Strings and memory.
    {"strnlen", "__SIZE_TYPE__", "const char *, __SIZE_TYPE__", PURE},
    // stdio.
    {"fprintf", "int", "void *, const char *, ...", PRINTF(2, 3), true},
    {"fprintf_unlocked", "int", "void *, const char *, ...", PRINTF(2, 3)},
    {"printf_unlocked", "int", "const char *, ...", PRINTF(1, 2)},
    {"vfprintf", "int", "void *, const char *, __builtin_va_list", PRINTF(2, 0),
     true},
    {"fscanf", "int", "void *, const char *, ...", SCANF(2, 3), true},
    {"vfscanf", "int", "void *, const char *, __builtin_va_list", SCANF(2, 0),
     true},
    {"fputc", "int", "int, void *", ""},
    {"fputc_unlocked", "int", "int, void *", ""},
    {"putc", "int", "int, void *", ""},
    {"putc_unlocked", "int", "int, void *", ""},
    {"fputs", "int", "const char *, void *", ""},
    {"fputs_unlocked", "int", "const char *, void *", ""},
    {"fwrite", "__SIZE_TYPE__",
     "const void *, __SIZE_TYPE__, __SIZE_TYPE__, "
     "void *",
     ""},
    {"fwrite_unlocked", "__SIZE_TYPE__",
     "const void *, __SIZE_TYPE__, __SIZE_TYPE__, void *", ""},
    {"putchar", "int", "int", ""},
    {"putchar_unlocked", "int", "int", ""},
    {"puts", "int", "const char *", ""},
    {"puts_unlocked", "int", "const char *", ""},
    {"__fprintf_chk", "int", "void *, int, const char *, ...", PRINTF(3, 4),
     true},
    {"__vfprintf_chk", "int", "void *, int, const char *, __builtin_va_list",
     PRINTF(3, 0), true},
    // ctype and wctype (wint_t is unsigned int).
    {"isalnum", "int", "int", PURE},
    {"isalpha", "int", "int", PURE},
    {"isascii", "int", "int", PURE},
    {"isblank", "int", "int", PURE},
    {"iscntrl", "int", "int", PURE},
    {"isdigit", "int", "int", PURE},
    {"isgraph", "int", "int", PURE},
    {"islower", "int", "int", PURE},
    {"isprint", "int", "int", PURE},
    {"ispunct", "int", "int", PURE},
    {"isspace", "int", "int", PURE},
    {"isupper", "int", "int", PURE},
    {"isxdigit", "int", "int", PURE},
    {"toascii", "int", "int", PURE},
    {"tolower", "int", "int", PURE},
    {"toupper", "int", "int", PURE},
    {"iswalnum", "int", "unsigned int", PURE},
    {"iswalpha", "int", "unsigned int", PURE},
    {"iswblank", "int", "unsigned int", PURE},
    {"iswcntrl", "int", "unsigned int", PURE},
    {"iswdigit", "int", "unsigned int", PURE},
    {"iswgraph", "int", "unsigned int", PURE},
    {"iswlower", "int", "unsigned int", PURE},
    {"iswprint", "int", "unsigned int", PURE},
    {"iswpunct", "int", "unsigned int", PURE},
    {"iswspace", "int", "unsigned int", PURE},
    {"iswupper", "int", "unsigned int", PURE},
    {"iswxdigit", "int", "unsigned int", PURE},
    {"towlower", "unsigned int", "unsigned int", PURE},
    {"towupper", "unsigned int", "unsigned int", PURE},
    // Processes.
    {"execl", "int", "const char *, const char *, ...", "__sentinel__"},
    {"execlp", "int", "const char *, const char *, ...", "__sentinel__"},
    {"execle", "int", "const char *, const char *, ...", "__sentinel__(1)"},
    {"execv", "int", "const char *, char *const *", ""},
    {"execvp", "int", "const char *, char *const *", ""},
    {"execve", "int", "const char *, char *const *, char *const *", ""},
    {"exit", "void", "int", "__noreturn__"},
    {"_exit", "void", "int", "__noreturn__"},
    {"_Exit", "void", "int", "__noreturn__"},
    {"fork", "int", "void", ""},
    // Miscellaneous.
    {"gettext", "char *", "const char *", "__format_arg__(1)"},
    {"dgettext", "char *", "const char *, const char *", "__format_arg__(2)"},
    {"dcgettext", "char *", "const char *, const char *, int",
     "__format_arg__(2)"},
    {"strfmon", "long", "char *, __SIZE_TYPE__, const char *, ...",
     "__format__(__strfmon__, 3, 4)"},
    {"strftime", "__SIZE_TYPE__",
     "char *, __SIZE_TYPE__, const char *, const void *",
     "__format__(__strftime__, 3, 0)"},
    {"imaxabs", "__INTMAX_TYPE__", "__INTMAX_TYPE__", "__const__"},
    {"ffsimax", "int", "__INTMAX_TYPE__", "__const__"},
};

#undef PURE
#undef PRINTF
#undef SCANF

} // namespace

/// \p Text with the type macros of the table spelled as the target's
/// types: a preprocessed source (-save-temps, distcc, ccache) is compiled
/// without clang's predefined macros.
static std::string withTargetTypes(std::string Text, const TargetInfo &TI) {
  const std::pair<StringRef, TargetInfo::IntType> Types[] = {
      {"__SIZE_TYPE__", TI.getSizeType()},
      {"__INTMAX_TYPE__", TI.getIntMaxType()}};
  for (const auto &[Macro, Type] : Types)
    for (size_t At; (At = Text.find(Macro.str())) != std::string::npos;)
      Text.replace(At, Macro.size(), TargetInfo::getTypeName(Type));
  return Text;
}

void kcc::declareGnuBuiltins(CompilerInstance &CI) {
  // The predefines are read when the main file is entered, after the
  // plugins' consumers are made.
  Preprocessor &PP = CI.getPreprocessor();
  // A preprocessed source (-save-temps, distcc) is compiled without
  // macro expansion: the builtin is declared under its own name, where
  // clang lacks it altogether (those clang has once FILE is declared are
  // left to clang there, as clang alone would).
  const FrontendOptions &FO = CI.getFrontendOpts();
  bool Preprocessed =
      !FO.Inputs.empty() && FO.Inputs.front().getKind().isPreprocessed();
  std::string Predefines = PP.getPredefines();
  for (const GnuBuiltin &B : Builtins) {
    if (Preprocessed && B.NeedsFile)
      continue;
    std::string Builtin = std::string("__builtin_") + B.Function;
    std::string Shim = Preprocessed ? Builtin : "__kcc" + Builtin;
    std::string Declaration =
        std::string(CI.getLangOpts().CPlusPlus ? "extern \"C\" " : "") +
        withTargetTypes(B.Return, CI.getTarget()) + " " + Shim + "(" +
        withTargetTypes(B.Params, CI.getTarget()) + ") __asm__(\"" +
        B.Function + "\")";
    if (*B.Attributes)
      Declaration += std::string(" __attribute__((") + B.Attributes + "))";
    Predefines +=
        (B.NeedsFile ? "#if 1\n" : "#if !__has_builtin(" + Builtin + ")\n") +
        (Preprocessed ? "" : "#define " + Builtin + " " + Shim + "\n") +
        Declaration + ";\n#endif\n";
  }
  PP.setPredefines(std::move(Predefines));
}
