//===- GnuBuiltins.cpp - kcc's clang plugin: GCC builtins clang lacks -----===//
//
// Part of kcc, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// GCC has library builtins that clang does not: code written for GCC that
// calls __builtin_strnlen fails to compile with clang ("use of unknown
// builtin"). For kcc to be a drop-in CC, each such builtin is a macro for a
// declaration of the library function (its symbol, by asm label), added to
// the predefines of every translation unit, unless clang has the builtin:
// the call is then the library call GCC's builtin stands for, which LLVM
// knows and kcc's bounds warnings check ('__builtin_strnlen' they name it).
//
//===----------------------------------------------------------------------===//

#include "clang/AST/ASTConsumer.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendPluginRegistry.h"
#include "clang/Lex/Preprocessor.h"

#include <string>

using namespace clang;

namespace {

/// GCC's builtin, its library function, and the function's C prototype
/// (with the declared name as %s), as GCC's builtins.def gives them.
struct GnuBuiltin {
  const char *Builtin;
  const char *Function;
  const char *Return;
  const char *Params;
  const char *Attributes;
};

const GnuBuiltin Builtins[] = {
    {"__builtin_strnlen", "strnlen", "__SIZE_TYPE__",
     "const char *, __SIZE_TYPE__", "__pure__, __nothrow__, __leaf__"},
    {"__builtin_bzero", "bzero", "void", "void *, __SIZE_TYPE__",
     "__nothrow__, __leaf__"},
    {"__builtin_bcopy", "bcopy", "void", "const void *, void *, __SIZE_TYPE__",
     "__nothrow__, __leaf__"},
};

class GnuBuiltinsAction : public PluginASTAction {
protected:
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 StringRef) override {
    // The predefines are read when the main file is entered, after the
    // plugins' consumers are made.
    Preprocessor &PP = CI.getPreprocessor();
    std::string Predefines = PP.getPredefines();
    for (const GnuBuiltin &B : Builtins) {
      std::string Shim = std::string("__kcc") + B.Builtin;
      Predefines += std::string("#if !__has_builtin(") + B.Builtin + ")\n" +
                    "#define " + B.Builtin + " " + Shim + "\n" +
                    (CI.getLangOpts().CPlusPlus ? "extern \"C\" " : "") +
                    B.Return + " " + Shim + "(" + B.Params + ") __asm__(\"" +
                    B.Function + "\") __attribute__((" + B.Attributes +
                    "));\n#endif\n";
    }
    PP.setPredefines(std::move(Predefines));
    return std::make_unique<ASTConsumer>();
  }
  bool ParseArgs(const CompilerInstance &,
                 const std::vector<std::string> &) override {
    return true;
  }
  ActionType getActionType() override { return AddBeforeMainAction; }
};

} // namespace

static FrontendPluginRegistry::Add<GnuBuiltinsAction>
    X("kcc-gnu-builtins", "declare the GCC library builtins clang lacks "
                          "(__builtin_strnlen)");
