//===- AccessAttr.cpp - GCC's attribute access for kcc's clang plugin -----===//
//
// Part of kcc, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A plugin attribute: `access (read_only|write_only|read_write|none, ref
// [, size])` on a function, checked as GCC checks it (a known mode, indices
// of parameters, the referenced one a pointer, the size one an integer),
// kept by declaration for BoundsFacts.cpp.
//
//===----------------------------------------------------------------------===//

#include "AccessAttr.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/Sema/ParsedAttr.h"
#include "clang/Sema/Sema.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;

namespace kcc {

namespace {

llvm::DenseMap<const FunctionDecl *, std::vector<AccessSpec>> &specs() {
  static llvm::DenseMap<const FunctionDecl *, std::vector<AccessSpec>> Specs;
  return Specs;
}

struct AccessAttrInfo : public ParsedAttrInfo {
  AccessAttrInfo() {
    NumArgs = 2;
    OptArgs = 1;
    static constexpr Spelling S[] = {{ParsedAttr::AS_GNU, "access"},
                                     {ParsedAttr::AS_C23, "gnu::access"},
                                     {ParsedAttr::AS_CXX11, "gnu::access"}};
    Spellings = S;
  }

  bool diagAppertainsToDecl(Sema &S, const ParsedAttr &Attr,
                            const Decl *D) const override {
    if (isa<FunctionDecl>(D))
      return true;
    S.Diag(Attr.getLoc(), diag::warn_attribute_wrong_decl_type_str)
        << Attr << Attr.isRegularKeywordAttribute() << "functions";
    return false;
  }

  AttrHandling handleDeclAttribute(Sema &S, Decl *D,
                                   const ParsedAttr &Attr) const override {
    auto *FD = cast<FunctionDecl>(D);
    auto Invalid = [&](const Twine &Why) {
      unsigned ID = S.getDiagnostics().getCustomDiagID(DiagnosticsEngine::Error,
                                                       "attribute 'access' %0");
      S.Diag(Attr.getLoc(), ID) << Why.str();
      return AttributeNotApplied;
    };
    AccessSpec Spec;
    if (!Attr.isArgIdent(0))
      return Invalid("mode must be one of read_only, write_only, read_write "
                     "or none");
    StringRef Mode = Attr.getArgAsIdent(0)->getIdentifierInfo()->getName();
    std::optional<ParamAccessFact::Mode> M =
        llvm::StringSwitch<std::optional<ParamAccessFact::Mode>>(Mode)
            .Case("read_only", ParamAccessFact::Mode::ReadOnly)
            .Case("write_only", ParamAccessFact::Mode::WriteOnly)
            .Case("read_write", ParamAccessFact::Mode::ReadWrite)
            .Case("none", ParamAccessFact::Mode::None)
            .Default(std::nullopt);
    if (!M)
      return Invalid("mode '" + Mode +
                     "' is not read_only, write_only, read_write or none");
    Spec.Mode = *M;
    // The positions: 1-based parameter indices.
    auto Index = [&](unsigned Arg, unsigned &Out) {
      Expr *E = Attr.getArgAsExpr(Arg);
      std::optional<llvm::APSInt> V =
          E ? E->getIntegerConstantExpr(S.getASTContext()) : std::nullopt;
      if (!V || V->isNegative() || V->isZero() ||
          V->getZExtValue() > FD->getNumParams())
        return false;
      Out = V->getZExtValue();
      return true;
    };
    if (!Index(1, Spec.Ref) ||
        !FD->getParamDecl(Spec.Ref - 1)->getType()->isPointerType())
      return Invalid("argument 2 is not the position of a pointer parameter");
    if (Attr.getNumArgs() > 2 &&
        (!Index(2, Spec.Size) ||
         !FD->getParamDecl(Spec.Size - 1)->getType()->isIntegerType()))
      return Invalid("argument 3 is not the position of an integer parameter");
    Spec.Spelling = ("access (" + Mode + ", " + std::to_string(Spec.Ref) +
                     (Spec.Size ? ", " + std::to_string(Spec.Size) : "") + ")")
                        .str();
    specs()[FD->getCanonicalDecl()].push_back(std::move(Spec));
    return AttributeApplied;
  }
};

} // namespace

llvm::ArrayRef<AccessSpec> getAccessSpecs(const FunctionDecl *FD) {
  auto It = specs().find(FD->getCanonicalDecl());
  if (It == specs().end())
    return {};
  return It->second;
}

} // namespace kcc

static ParsedAttrInfoRegistry::Add<kcc::AccessAttrInfo>
    X("access", "GCC's attribute access, for kcc-bounds");
