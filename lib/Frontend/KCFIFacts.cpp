//===- KCFIFacts.cpp - kcc's clang plugin: KCFI facts from the AST --------===//
//
// Part of kcc, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Part of kcc's clang plugin (-fplugin=KccFrontend.so, run before the main
// action): records, for each function body, whether it is
// no_sanitize("kcfi") and, in source order, the indirect calls it makes
// with the callee's mangled prototype and whether the callee type is
// cfi_unchecked_callee. kcc-kcfi reads them from kcc::FrontendFacts
// (kcc/FrontendFacts.h); clang emits neither into the IR unless its own
// -fsanitize=kcfi is on.
//
// It also implements cfi_unchecked(expr): the kernel macro expands to
//   ({ (void)sizeof(__kcc_cfi_unchecked_marker); (expr); })
// and every indirect call in such a statement expression is recorded as
// unchecked. The sizeof operand is never evaluated, so the marker leaves no
// trace in the IR or the object, and other compilers keep the check.
//
//===----------------------------------------------------------------------===//

#include "Parts.h"
#include "PassPluginFacts.h"
#include "kcc/FrontendFacts.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Mangle.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/CompilerInstance.h"

using namespace clang;

namespace {

/// clang's KCFI hashes a transparent-union parameter (or return type) as
/// the type of the union's first member (CodeGen's
/// GeneralizeTransparentUnion); the call-graph spelling keeps the union.
static QualType generalizeTransparentUnion(QualType T) {
  const RecordType *UT = T->getAsUnionType();
  if (!UT)
    return T;
  const RecordDecl *UD = UT->getDecl()->getDefinition();
  if (!UD || !UD->hasAttr<TransparentUnionAttr>())
    return T;
  for (const FieldDecl *F : UD->fields())
    return F->getType();
  return T;
}

static std::string mangle(MangleContext &MC, QualType T, bool Normalize) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  MC.mangleCanonicalTypeName(T, OS, Normalize);
  return S;
}

/// The prototypes recorded for a translation unit, and the call-graph
/// spelling of each canonical function type seen (the manglings depend on
/// the canonical type only; a header's types recur in every declaration).
struct PrototypeTable {
  PrototypeTable(llvm::StringMap<kcc::PrototypeSpellings> &P,
                 bool WantNormalized)
      : Prototypes(P), WantNormalized(WantNormalized) {}
  llvm::StringMap<kcc::PrototypeSpellings> &Prototypes;
  bool WantNormalized;
  llvm::DenseMap<const Type *, std::string> Seen;
};

/// Record how clang's KCFI spells function type \p T, and return the
/// call-graph spelling, which is what the IR carries.
static std::string recordPrototype(MangleContext &MC, QualType T,
                                   PrototypeTable &Table) {
  auto [It, New] =
      Table.Seen.try_emplace(T.getCanonicalType().getTypePtr(), "");
  if (!New)
    return It->second;
  llvm::StringMap<kcc::PrototypeSpellings> &Prototypes = Table.Prototypes;
  ASTContext &Ctx = MC.getASTContext();
  QualType KCFI = T;
  if (const auto *FP = T->getAs<FunctionProtoType>()) {
    FunctionProtoType::ExtProtoInfo EPI =
        FP->getExtProtoInfo().withExceptionSpec(EST_None);
    T = Ctx.getFunctionType(FP->getReturnType(), FP->getParamTypes(), EPI);
    SmallVector<QualType, 8> Params;
    for (QualType P : FP->getParamTypes())
      Params.push_back(generalizeTransparentUnion(P));
    KCFI = Ctx.getFunctionType(generalizeTransparentUnion(FP->getReturnType()),
                               Params, EPI);
  }
  std::string CallGraph = mangle(MC, T, /*Normalize=*/false);
  if (!Prototypes.count(CallGraph))
    Prototypes[CallGraph] = {
        Ctx.hasSameType(KCFI, T) ? CallGraph
                                 : mangle(MC, KCFI, /*Normalize=*/false),
        Table.WantNormalized ? mangle(MC, KCFI, /*Normalize=*/true) : ""};
  It->second = CallGraph;
  return CallGraph;
}

/// Collects the indirect calls of one function body. Operands that are
/// never evaluated (sizeof, typeof, _Generic's other branches) hold no
/// calls that CodeGen emits.
class CallCollector : public RecursiveASTVisitor<CallCollector> {
public:
  CallCollector(MangleContext &MC, kcc::FunctionFacts &Facts,
                PrototypeTable &Prototypes)
      : MC(MC), Facts(Facts), Prototypes(Prototypes) {}

  bool shouldTraversePostOrder() const { return true; }
  bool TraverseUnaryExprOrTypeTraitExpr(UnaryExprOrTypeTraitExpr *) {
    return true;
  }
  bool TraverseTypeOfExprTypeLoc(TypeOfExprTypeLoc, bool = false) {
    return true;
  }
  bool TraverseGenericSelectionExpr(GenericSelectionExpr *E) {
    return E->isResultDependent() || TraverseStmt(E->getResultExpr());
  }
  bool TraverseStmtExpr(StmtExpr *E) {
    bool Marked = isCFIUncheckedMarker(E);
    UncheckedDepth += Marked;
    bool Result = RecursiveASTVisitor::TraverseStmtExpr(E);
    UncheckedDepth -= Marked;
    return Result;
  }

  bool VisitCallExpr(CallExpr *CE) {
    if (CE->getDirectCallee() || CE->getBuiltinCallee())
      return true;
    QualType Callee = CE->getCallee()->getType();
    const auto *PT = Callee->getAs<PointerType>();
    if (!PT || !PT->getPointeeType()->isFunctionType())
      return true; // Block calls and the like: not KCFI-checked.
    QualType FnTy = PT->getPointeeType();
    kcc::IndirectCallFact Fact;
    Fact.Prototype = recordPrototype(MC, FnTy, Prototypes);
    Fact.Unchecked =
        UncheckedDepth > 0 || FnTy->isCFIUncheckedCalleeFunctionType();
    Facts.IndirectCalls.push_back(std::move(Fact));
    return true;
  }

private:
  /// ({ (void)sizeof(__kcc_cfi_unchecked_marker); ... })
  static bool isCFIUncheckedMarker(const StmtExpr *E) {
    const CompoundStmt *Body = E->getSubStmt();
    if (!Body || Body->body_empty())
      return false;
    const auto *Cast = dyn_cast<CStyleCastExpr>(Body->body_front());
    if (!Cast || !Cast->getType()->isVoidType())
      return false;
    const auto *Size =
        dyn_cast<UnaryExprOrTypeTraitExpr>(Cast->getSubExpr()->IgnoreParens());
    if (!Size || Size->getKind() != UETT_SizeOf || Size->isArgumentType())
      return false;
    const auto *Ref =
        dyn_cast<DeclRefExpr>(Size->getArgumentExpr()->IgnoreParens());
    return Ref && Ref->getDecl()->getName() == "__kcc_cfi_unchecked_marker";
  }

  MangleContext &MC;
  kcc::FunctionFacts &Facts;
  PrototypeTable &Prototypes;
  unsigned UncheckedDepth = 0;
};

static bool isNoSanitizeKCFI(const FunctionDecl *FD) {
  for (const auto *A : FD->specific_attrs<NoSanitizeAttr>())
    for (StringRef S : A->sanitizers())
      if (S == "kcfi")
        return true;
  return false;
}

class KCFIFactsConsumer : public ASTConsumer {
public:
  /// \p InFile: the input as clang names the module ("-" for stdin).
  explicit KCFIFactsConsumer(StringRef InFile) : InFile(InFile.str()) {}

  void HandleTranslationUnit(ASTContext &Ctx) override {
    kcc::FrontendFacts *FactsPtr =
        kcc::findPassPluginFacts(Ctx.getDiagnostics(), /*Report=*/true);
    if (!FactsPtr)
      return;
    kcc::FrontendFacts &Facts = *FactsPtr;
    Facts.Functions.clear();
    Facts.Prototypes.clear();
    Facts.MainFile = InFile;
    Facts.SupportsCallFacts = !Ctx.getLangOpts().CPlusPlus;
    if (!Facts.WantKCFI)
      return;

    std::unique_ptr<MangleContext> MC(Ctx.createMangleContext());
    ASTNameGenerator Names(Ctx);
    PrototypeTable Prototypes(Facts.Prototypes, Facts.WantNormalized);
    for (Decl *D : Ctx.getTranslationUnitDecl()->decls()) {
      auto *FD = dyn_cast<FunctionDecl>(D);
      if (!FD)
        continue;
      const FunctionDecl *Def = nullptr;
      bool HasBody = FD->hasBody(Def) && Def == FD;
      // Only functions that can reach the IR need facts: those referenced
      // (called, or address taken) and the definitions CodeGen emits
      // anyway. The headers' other declarations and unused static inline
      // functions, most of the translation unit, cannot.
      if (!FD->isReferenced() && (!HasBody || (!FD->isExternallyVisible() &&
                                               !FD->hasAttr<UsedAttr>())))
        continue;
      recordPrototype(*MC, FD->getType(), Prototypes);
      bool NoKCFI = isNoSanitizeKCFI(FD);
      if (!NoKCFI && !HasBody)
        continue;
      kcc::FunctionFacts &F = Facts.Functions[Names.getName(FD)];
      F.NoKCFI |= NoKCFI;
      if (HasBody && Facts.SupportsCallFacts) {
        F.IndirectCalls.clear();
        CallCollector(*MC, F, Prototypes).TraverseStmt(FD->getBody());
      }
    }
  }

private:
  std::string InFile;
};

} // namespace

std::unique_ptr<ASTConsumer> kcc::createKCFIFactsConsumer(StringRef InFile) {
  return std::make_unique<KCFIFactsConsumer>(InFile);
}
