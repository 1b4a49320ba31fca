//===- BoundsFacts.cpp - kcc's clang plugin: array subscripts from the AST ===//
//
// Part of kcc, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Records every subscript of a constant-size array with what the IR cannot
// say: the type as the source spells it ('int[4]', not [4 x i32]), the
// array's declaration (GCC's "note: while referencing 'vals'") and whether
// it is a trailing member, which -fstrict-flex-arrays may make flexible.
// kcc-bounds-capture (lib/Bounds) matches them to the IR's array GEPs by source
// location.
//
//===----------------------------------------------------------------------===//

#include "AccessAttr.h"
#include "DiagnosticPragmas.h"
#include "Parts.h"
#include "PassPluginFacts.h"
#include "kcc/FrontendFacts.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Mangle.h"
#include "clang/AST/RecordLayout.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SaveAndRestore.h"

using namespace clang;

namespace {

/// \p T as GCC spells types in its diagnostics: clang's spelling with the
/// integer types in GCC's words ('long int', 'long unsigned int', 'short
/// int'; clang says 'long', 'unsigned long', 'short').
std::string gccSpelling(QualType T, const ASTContext &Ctx) {
  // A GNU vector type (`vector_size`), not named by a typedef: GCC says
  // '__vector(32) char' where clang prints the attribute.
  if (const auto *VT = dyn_cast<VectorType>(T.getTypePtr());
      VT && VT->getVectorKind() == VectorKind::Generic &&
      !T.hasLocalQualifiers())
    return "__vector(" + std::to_string(VT->getNumElements()) + ") " +
           gccSpelling(VT->getElementType(), Ctx);
  std::string S = T.getAsString(Ctx.getPrintingPolicy());
  static const StringRef Keywords[] = {"unsigned", "signed", "short",
                                       "long",     "int",    "char"};
  auto IsWordChar = [](char C) { return llvm::isAlnum(C) || C == '_'; };
  std::string Out;
  size_t I = 0;
  while (I < S.size()) {
    if (!IsWordChar(S[I])) {
      Out += S[I++];
      continue;
    }
    // A run of integer type keywords separated by single spaces.
    SmallVector<StringRef, 4> Run;
    size_t End = I;
    for (size_t J = I;;) {
      size_t K = J;
      while (K < S.size() && IsWordChar(S[K]))
        ++K;
      StringRef Word(S.data() + J, K - J);
      if (!is_contained(Keywords, Word)) {
        if (Run.empty())
          End = K; // Another word: copied as it is.
        break;
      }
      Run.push_back(Word);
      End = K;
      if (K + 1 >= S.size() || S[K] != ' ' || !IsWordChar(S[K + 1]))
        break;
      J = K + 1;
    }
    if (Run.empty()) {
      Out.append(S, I, End - I);
      I = End;
      continue;
    }
    unsigned Longs = count(Run, "long");
    bool Unsigned = is_contained(Run, "unsigned");
    if (is_contained(Run, "char"))
      Out += Unsigned                      ? "unsigned char"
             : is_contained(Run, "signed") ? "signed char"
                                           : "char";
    else if (is_contained(Run, "short"))
      Out += Unsigned ? "short unsigned int" : "short int";
    else if (Longs)
      Out += std::string(Longs > 1 ? "long long " : "long ") +
             (Unsigned ? "unsigned int" : "int");
    else
      Out += Unsigned ? "unsigned int" : "int";
    I = End;
  }
  return Out;
}

/// GCC's "aka" of \p T: its spelling without typedefs, if that differs
/// from \p Spelled (its spelling); empty otherwise.
std::string gccAka(QualType T, StringRef Spelled, const ASTContext &Ctx) {
  std::string Canonical = gccSpelling(T.getCanonicalType(), Ctx);
  return Canonical == Spelled ? std::string() : Canonical;
}

/// Whether \p T is a struct whose last member is (or ends in) a flexible
/// array member, `T m[]`.
bool endsInFlexibleArrayMember(QualType T) {
  for (unsigned Depth = 0; Depth < 8; ++Depth) {
    const RecordDecl *RD = T->getAsRecordDecl();
    if (!RD || RD->isUnion())
      return false;
    const FieldDecl *Last = nullptr;
    for (const FieldDecl *F : RD->fields())
      Last = F;
    if (!Last)
      return false;
    T = Last->getType();
    if (T->isIncompleteArrayType())
      return true;
  }
  return false;
}

class SubscriptCollector : public RecursiveASTVisitor<SubscriptCollector> {
public:
  SubscriptCollector(ASTContext &Ctx, kcc::FrontendFacts &Out)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), Facts(Out.ArraySubscripts),
        Variables(Out.Variables), Locals(Out.Locals), CallArgs(Out.CallArgs),
        FunctionAccesses(Out.FunctionAccesses), Ranges(Out.SourceRanges) {}

  /// The functions and file-scope variables CodeGen never emits (a
  /// header's static inline functions, prototypes and extern declarations
  /// that nothing in the translation unit refers to) have no access to
  /// check and name no object: a kernel file includes thousands of them.
  bool TraverseFunctionDecl(FunctionDecl *FD) {
    if (!FD->isReferenced() && !Ctx.DeclMustBeEmitted(FD))
      return true;
    llvm::SaveAndRestore<const FunctionDecl *> InFunction(Function, FD);
    return RecursiveASTVisitor::TraverseFunctionDecl(FD);
  }
  bool TraverseVarDecl(VarDecl *VD) {
    if (VD->isFileVarDecl() && !VD->isReferenced() &&
        !Ctx.DeclMustBeEmitted(VD))
      return true;
    return RecursiveASTVisitor::TraverseVarDecl(VD);
  }

  /// How a function accesses its pointer parameters' objects: its access
  /// attributes, its array parameters' bounds.
  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (!FD->getIdentifier() || FD->isDependentContext())
      return true;
    kcc::FunctionAccessFact Fact;
    for (const kcc::AccessSpec &Spec : kcc::getAccessSpecs(FD)) {
      kcc::ParamAccessFact P;
      P.Param = Spec.Ref - 1;
      P.Access = Spec.Mode;
      P.Explicit = true;
      P.SizeParam = int(Spec.Size) - 1;
      if (!Spec.Size)
        P.Count = Spec.Mode == kcc::ParamAccessFact::Mode::None ? 0 : 1;
      QualType Pointee = FD->getParamDecl(P.Param)->getType()->getPointeeType();
      P.ElementSize = Pointee.isNull() || Pointee->isIncompleteType()
                          ? 1
                          : Ctx.getTypeSizeInChars(Pointee).getQuantity();
      P.Attribute = Spec.Spelling;
      Fact.Params.push_back(std::move(P));
    }
    for (unsigned I = 0, N = FD->getNumParams(); I < N; ++I) {
      const ParmVarDecl *PD = FD->getParamDecl(I);
      const ArrayType *AT = Ctx.getAsArrayType(PD->getOriginalType());
      if (!AT || llvm::any_of(Fact.Params, [&](const kcc::ParamAccessFact &P) {
            return P.Param == I;
          }))
        continue;
      QualType Elt = AT->getElementType();
      if (Elt->isIncompleteType() || Elt->isDependentType())
        continue;
      kcc::ParamAccessFact P;
      P.Param = I;
      P.Access = Elt.isConstQualified() ? kcc::ParamAccessFact::Mode::ReadOnly
                                        : kcc::ParamAccessFact::Mode::ReadWrite;
      P.ElementSize = Ctx.getTypeSizeInChars(Elt).getQuantity();
      if (const auto *CAT = dyn_cast<ConstantArrayType>(AT)) {
        P.Count = CAT->getZExtSize();
        P.Type = gccSpelling(Elt, Ctx) + "[" + std::to_string(P.Count) + "]";
      } else if (const auto *VAT = dyn_cast<VariableArrayType>(AT)) {
        const auto *Ref = dyn_cast_or_null<DeclRefExpr>(
            VAT->getSizeExpr() ? VAT->getSizeExpr()->IgnoreParenImpCasts()
                               : nullptr);
        const auto *Bound =
            Ref ? dyn_cast<ParmVarDecl>(Ref->getDecl()) : nullptr;
        if (!Bound || Bound->getDeclContext() != FD)
          continue;
        P.SizeParam = Bound->getFunctionScopeIndex();
        P.Type = gccSpelling(Elt, Ctx) + "[]";
      } else {
        continue;
      }
      Fact.Params.push_back(std::move(P));
    }
    if (Fact.Params.empty())
      return true;
    placeDecl(Fact, *FD);
    // The first declaration with the facts names them.
    FunctionAccesses.try_emplace(FD->getName(), std::move(Fact));
    return true;
  }

  /// Whether \p CE calls a memory or string function that the optimizer
  /// may turn into a memory intrinsic, or a load and a store (memcpy,
  /// strcpy of a constant string, and their builtins and _chk forms).
  static bool writesMemory(const CallExpr &CE) {
    const FunctionDecl *FD = CE.getDirectCallee();
    if (!FD || !FD->getIdentifier())
      return false;
    return llvm::is_contained({"memcpy", "memmove", "mempcpy", "memset",
                               "strcpy", "stpcpy", "strcat", "strncpy",
                               "stpncpy", "strncat", "bzero", "bcopy"},
                              kcc::libraryFunction(FD->getName()));
  }

  /// Whether a value of type \p From passed as \p To is passed as it is:
  /// the same type (any conversion, to `unsigned` or to `const int *`,
  /// stays in GCC's IL). On x86 GCC also widens an argument narrower than
  /// `int` (its promote_prototypes), which the AST does not show.
  bool passedAsIs(QualType From, QualType To) const {
    if (From.isNull() || To.isNull() || !Ctx.hasSameUnqualifiedType(From, To))
      return false;
    return !Ctx.getTargetInfo().getTriple().isX86() || !From->isIntegerType() ||
           Ctx.getTypeSize(From) >= Ctx.getTypeSize(Ctx.IntTy);
  }

  /// The pointer arguments of calls to the memory and string functions
  /// whose accesses GCC measures against a subobject.
  bool VisitCallExpr(CallExpr *CE) {
    // GCC reads an element or `*p` passed as an argument as it is (no
    // conversion left once folded) at the call: the call is its caret and
    // range.
    for (const Expr *Arg : CE->arguments())
      if (const Expr *E = Arg->IgnoreParenCasts();
          (isa<ArraySubscriptExpr>(E) ||
           (isa<UnaryOperator>(E) &&
            cast<UnaryOperator>(E)->getOpcode() == UO_Deref)) &&
          passedAsIs(E->getType(), Arg->getType()))
        ArgumentOf[E] = CE;
    const FunctionDecl *FD = CE->getDirectCallee();
    if (!FD || !FD->getIdentifier())
      return true;
    noteRange(CE, CE->getBeginLoc(), CE->getRParenLoc());
    std::string Spelled = FD->getName().str();
    // GCC's builtins clang lacks are declared so (GnuBuiltins.cpp).
    if (StringRef(Spelled).starts_with("__kcc__builtin_"))
      Spelled = Spelled.substr(5);
    StringRef Callee = Spelled;
    StringRef Base = kcc::libraryFunction(Callee);
    static const StringRef Known[] = {
        "memcpy", "memmove", "mempcpy", "memset",  "strcpy", "stpcpy",
        "strcat", "strncpy", "stpncpy", "strncat", "strlen", "strnlen",
        "memchr", "memcmp",  "strcmp",  "strncmp", "strchr", "strrchr"};
    // A callee spelled otherwise than the library function's name is worth
    // a fact for any function (for the name in warnings).
    bool Library = is_contained(Known, Base);
    if (!Library && Callee == Base)
      return true;
    PresumedLoc Where = SM.getPresumedLoc(SM.getFileLoc(CE->getBeginLoc()));
    if (Where.isInvalid())
      return true;
    for (unsigned I = 0, N = std::min(CE->getNumArgs(), 2u); I < N; ++I) {
      kcc::CallArgFact F;
      F.File = Where.getFilename();
      F.Line = Where.getLine();
      F.Column = Where.getColumn();
      F.Callee = Callee.str();
      F.Arg = I;
      if (Library)
        describeSubobject(CE->getArg(I), F);
      // The callee's spelling is worth a fact of its own only when it is
      // not the library name.
      if (F.SubobjectSize || Callee != Base)
        CallArgs.push_back(std::move(F));
    }
    return true;
  }

  /// Whether \p ME's member is the last member of its struct, and each
  /// struct it is in the last member of its own, up to the object: an
  /// array there may run on past its bound (GCC's array_at_struct_end_p).
  static bool isTrailingPath(const MemberExpr *ME) {
    for (unsigned Depth = 0; ME && Depth < 16; ++Depth) {
      const auto *FD = dyn_cast<FieldDecl>(ME->getMemberDecl());
      if (!FD)
        return false;
      const FieldDecl *Last = nullptr;
      for (const FieldDecl *Each : FD->getParent()->fields())
        Last = Each;
      if (Last != FD)
        return false;
      ME = dyn_cast<MemberExpr>(ME->getBase()->IgnoreParenImpCasts());
    }
    return true;
  }

  /// The subobject \p Arg points into (a member array, an element array of
  /// an array), with the constant offset added to it, in \p F.
  /// The offset of \p ME's member from where its base points (`p->s.a`)
  /// or from its variable's start (`gs.a`), through members only; -1 if
  /// the path has anything else.
  int64_t memberOffset(const MemberExpr *ME) {
    int64_t Offset = 0;
    while (ME) {
      const auto *FD = dyn_cast<FieldDecl>(ME->getMemberDecl());
      if (!FD || FD->isBitField() || FD->getParent()->isInvalidDecl())
        return -1;
      const ASTRecordLayout &Layout = Ctx.getASTRecordLayout(FD->getParent());
      Offset +=
          Ctx.toCharUnitsFromBits(Layout.getFieldOffset(FD->getFieldIndex()))
              .getQuantity();
      const Expr *Base = ME->getBase()->IgnoreParenImpCasts();
      if (ME->isArrow())
        return isa<DeclRefExpr>(Base) ? Offset : -1;
      if (isa<DeclRefExpr>(Base))
        return Offset;
      ME = dyn_cast<MemberExpr>(Base);
    }
    return -1;
  }

  void describeSubobject(const Expr *Arg, kcc::CallArgFact &F) {
    const Expr *E = Arg->IgnoreParenImpCasts();
    int64_t Offset = 0;
    // `m + 2`, `m - 1`, `&m[2]` (a constant), `m + i` (a variable).
    for (unsigned Depth = 0; Depth < 4; ++Depth) {
      if (const auto *BO = dyn_cast<BinaryOperator>(E);
          BO && (BO->getOpcode() == BO_Add || BO->getOpcode() == BO_Sub) &&
          BO->getLHS()->IgnoreParenImpCasts()->getType()->isArrayType()) {
        Expr::EvalResult R;
        if (Offset >= 0 && BO->getRHS()->EvaluateAsInt(R, Ctx))
          Offset += (BO->getOpcode() == BO_Add ? 1 : -1) *
                    R.Val.getInt().getExtValue();
        else
          Offset = -1;
        E = BO->getLHS()->IgnoreParenImpCasts();
        continue;
      }
      if (const auto *UO = dyn_cast<UnaryOperator>(E);
          UO && UO->getOpcode() == UO_AddrOf)
        if (const auto *AS = dyn_cast<ArraySubscriptExpr>(
                UO->getSubExpr()->IgnoreParenImpCasts());
            AS &&
            AS->getBase()->IgnoreParenImpCasts()->getType()->isArrayType()) {
          Expr::EvalResult R;
          QualType Elt = AS->getType();
          if (Offset >= 0 && !Elt->isIncompleteType() &&
              AS->getIdx()->EvaluateAsInt(R, Ctx))
            Offset += R.Val.getInt().getExtValue() *
                      Ctx.getTypeSizeInChars(Elt).getQuantity();
          else
            Offset = -1;
          E = AS->getBase()->IgnoreParenImpCasts();
          continue;
        }
      break;
    }
    const ConstantArrayType *CAT = Ctx.getAsConstantArrayType(E->getType());
    if (!CAT || CAT->getElementType()->isIncompleteType())
      return;
    const NamedDecl *D = nullptr;
    if (const auto *ME = dyn_cast<MemberExpr>(E)) {
      const auto *FD = dyn_cast<FieldDecl>(ME->getMemberDecl());
      // A union member, or a trailing array of one element or none (a
      // flexible array, as code written before C99 spells it: last at every
      // level up to the object), bounds nothing.
      if (!FD || FD->getParent()->isUnion() ||
          (CAT->getZExtSize() <= 1 && isTrailingPath(ME)))
        return;
      D = FD;
    } else if (const auto *AS = dyn_cast<ArraySubscriptExpr>(E)) {
      // An element array of an array: `m[1]` of `char m[2][4]`.
      if (!AS->getBase()->IgnoreParenImpCasts()->getType()->isArrayType())
        return;
      const Expr *Root = AS->getBase()->IgnoreParenImpCasts();
      while (const auto *Inner = dyn_cast<ArraySubscriptExpr>(Root))
        Root = Inner->getBase()->IgnoreParenImpCasts();
      if (const auto *DRE = dyn_cast<DeclRefExpr>(Root))
        D = DRE->getDecl();
      else if (const auto *ME = dyn_cast<MemberExpr>(Root))
        D = ME->getMemberDecl();
    } else {
      return; // A whole object: nothing narrower.
    }
    F.SubobjectSize = Ctx.getTypeSizeInChars(E->getType()).getQuantity();
    F.Offset = Offset;
    if (const auto *ME = dyn_cast<MemberExpr>(E))
      F.MemberOffset = memberOffset(ME);
    F.Type = gccSpelling(E->getType(), Ctx);
    if (D && D->getIdentifier()) {
      F.Name = D->getName().str();
      placeDecl(F, *D);
    }
  }

  /// Variables with static storage, by the symbol CodeGen gives them (C:
  /// the name, or "function.name" for a static local); local variables by
  /// name.
  bool VisitVarDecl(VarDecl *VD) {
    if (!VD->getIdentifier() || Ctx.getLangOpts().CPlusPlus ||
        VD->getType()->isDependentType())
      return true;
    if (VD->hasLocalStorage()) {
      const auto *FD =
          dyn_cast_or_null<FunctionDecl>(VD->getParentFunctionOrMethod());
      kcc::VariableFact V;
      if (!FD || !FD->getIdentifier() || !describeVariable(V, *VD))
        return true;
      V.Function = FD->getName().str();
      if (VD->getType()->isConstantSizeType() &&
          !VD->getType()->isIncompleteType())
        V.Size = Ctx.getTypeSizeInChars(VD->getType()).getQuantity();
      // clang names a VLA's alloca "vla" (then "vla1", ...): known by that
      // name too.
      if (VD->getType()->isVariableArrayType())
        Locals["vla"].push_back(V);
      Locals[V.Name].push_back(std::move(V));
      return true;
    }
    if (!VD->hasGlobalStorage() || VD->hasAttr<AsmLabelAttr>())
      return true;
    std::string Symbol = VD->getName().str();
    if (Mangler->shouldMangleDeclName(VD)) { // C++
      llvm::raw_string_ostream OS(Symbol);
      Symbol.clear();
      Mangler->mangleName(GlobalDecl(VD), OS);
    } else if (VD->isStaticLocal()) {
      const auto *FD =
          dyn_cast_or_null<FunctionDecl>(VD->getParentFunctionOrMethod());
      if (!FD || !FD->getIdentifier())
        return true;
      Symbol = FD->getName().str() + "." + Symbol;
    }
    kcc::VariableFact V;
    if (!describeVariable(V, *VD))
      return true;
    V.FlexibleEnd = endsInFlexibleArrayMember(VD->getType());
    V.UnknownBound = VD->getType()->isIncompleteArrayType();
    if (const ConstantArrayType *CAT =
            Ctx.getAsConstantArrayType(VD->getType());
        CAT && !CAT->getElementType()->isIncompleteType() &&
        !CAT->getElementType()->isDependentType())
      V.ElementSize =
          Ctx.getTypeSizeInChars(CAT->getElementType()).getQuantity();
    // The first declaration names the symbol; a definition may come later.
    Variables.try_emplace(Symbol, std::move(V));
    return true;
  }

  /// The counted_by member of a flexible array member \p ME, if any: a
  /// direct member of the same struct.
  const FieldDecl *countedBy(const MemberExpr *ME) {
    const auto *FD =
        dyn_cast_or_null<FieldDecl>(ME ? ME->getMemberDecl() : nullptr);
    if (!FD)
      return nullptr;
    const auto *CAT = FD->getType()->getAs<CountAttributedType>();
    if (!CAT || CAT->isOrNull() || CAT->isCountInBytes())
      return nullptr;
    const auto *Ref =
        dyn_cast<DeclRefExpr>(CAT->getCountExpr()->IgnoreParenImpCasts());
    const auto *Count = Ref ? dyn_cast<FieldDecl>(Ref->getDecl()) : nullptr;
    if (!Count || Count->getParent() != FD->getParent() ||
        !Count->getType()->isIntegerType() || Count->isBitField())
      return nullptr;
    return Count;
  }

  /// The element stores and updates: CodeGen places them at the operator,
  /// not at the subscript.
  bool VisitBinaryOperator(BinaryOperator *BO) {
    if (BO->isAssignmentOp())
      noteAccess(BO->getLHS(), BO->getOperatorLoc(), BO);
    // A comparison, which CodeGen places at its operator: GCC's condition
    // events point at its start (or, for an `if`'s or a loop's whole
    // condition, at the statement's '(': noted there).
    if (BO->isComparisonOp() && !StatementConditions.count(BO))
      noteCondition(BO->getOperatorLoc(), BO->getBeginLoc(), BO);
    return true;
  }
  bool VisitIfStmt(IfStmt *S) {
    noteStatementCondition(S->getCond(), S->getLParenLoc());
    return true;
  }
  bool VisitWhileStmt(WhileStmt *S) {
    noteStatementCondition(S->getCond(), S->getLParenLoc());
    return true;
  }
  /// The condition of an `if` or a loop, whose branch CodeGen places at a
  /// comparison's operator or at the expression's start: GCC's condition
  /// event is at the statement's '('.
  void noteStatementCondition(const Expr *Cond, SourceLocation LParen) {
    if (!Cond || LParen.isInvalid())
      return;
    const Expr *E = Cond->IgnoreParenImpCasts();
    if (const auto *BO = dyn_cast<BinaryOperator>(E)) {
      if (BO->isLogicalOp())
        return; // Split into its parts, each at its own start.
      if (BO->isComparisonOp()) {
        StatementConditions.insert(BO);
        noteCondition(BO->getOperatorLoc(), LParen, BO);
        return;
      }
    }
    noteCondition(E->getBeginLoc(), LParen);
  }
  /// The test a comparison of an integer with an integer constant makes,
  /// the constant on the right; none for other comparisons.
  kcc::SourceRangeFact::Comparison comparison(const BinaryOperator *BO) {
    using Comparison = kcc::SourceRangeFact::Comparison;
    Comparison C;
    if (!BO || BO->isValueDependent())
      return C;
    const Expr *Var = BO->getLHS(), *Const = BO->getRHS();
    BinaryOperatorKind Op = BO->getOpcode();
    if (Var->isIntegerConstantExpr(Ctx)) {
      std::swap(Var, Const);
      Op = BinaryOperator::reverseComparisonOp(Op);
    }
    // Both sides are in the type the comparison is made in.
    QualType T = Var->getType();
    std::optional<llvm::APSInt> Value = Const->getIntegerConstantExpr(Ctx);
    if (!Value || Var->isIntegerConstantExpr(Ctx) || !T->isIntegerType() ||
        T->isBooleanType() || Ctx.getTypeSize(T) > 64)
      return C;
    switch (Op) {
    case BO_LT:
      C.Op = Comparison::LT;
      break;
    case BO_LE:
      C.Op = Comparison::LE;
      break;
    case BO_GT:
      C.Op = Comparison::GT;
      break;
    case BO_GE:
      C.Op = Comparison::GE;
      break;
    case BO_EQ:
      C.Op = Comparison::EQ;
      break;
    case BO_NE:
      C.Op = Comparison::NE;
      break;
    default:
      return Comparison();
    }
    C.Signed = T->isSignedIntegerType();
    C.Width = Ctx.getTypeSize(T);
    C.Constant = Value->extOrTrunc(C.Width).getZExtValue();
    return C;
  }
  void noteCondition(SourceLocation At, SourceLocation Caret,
                     const BinaryOperator *BO = nullptr) {
    PresumedLoc Op = SM.getPresumedLoc(SM.getFileLoc(At));
    PresumedLoc Start = SM.getPresumedLoc(SM.getFileLoc(Caret));
    if (Op.isInvalid() || Start.isInvalid() ||
        StringRef(Op.getFilename()) != Start.getFilename())
      return;
    kcc::SourceRangeFact F;
    F.File = Op.getFilename();
    F.Line = Op.getLine();
    F.Column = Op.getColumn();
    F.CaretLine = Start.getLine();
    F.CaretColumn = F.BeginColumn = F.EndColumn = Start.getColumn();
    F.Compare = comparison(BO);
    Ranges.push_back(std::move(F));
  }
  bool VisitUnaryOperator(UnaryOperator *UO) {
    if (UO->isIncrementDecrementOp())
      noteAccess(UO->getSubExpr(), UO->getOperatorLoc());
    // `*p`: GCC's caret at the '*'.
    if (UO->getOpcode() == UO_Deref)
      noteRange(UO, UO->getOperatorLoc(), UO->getEndLoc());
    return true;
  }
  void noteAccess(const Expr *LHS, SourceLocation Op,
                  const BinaryOperator *Assign = nullptr) {
    // The subscripts of the element written: `a[i]`, `s.a[i]`, `a[i].m`,
    // `*p`. The element itself is what an assignment stores to.
    if (Assign)
      AssignedBy[LHS->IgnoreParenImpCasts()] = Assign;
    // A member through `p->` (VisitMemberExpr).
    if (const auto *ME = dyn_cast<MemberExpr>(LHS->IgnoreParenImpCasts()))
      AccessAt[ME] = Op;
    for (const Expr *E = LHS->IgnoreParenImpCasts(); E;) {
      if (const auto *AS = dyn_cast<ArraySubscriptExpr>(E)) {
        AccessAt[AS] = Op;
        E = AS->getBase()->IgnoreParenImpCasts();
      } else if (const auto *ME = dyn_cast<MemberExpr>(E);
                 ME && !ME->isArrow()) {
        E = ME->getBase()->IgnoreParenImpCasts();
      } else {
        if (const auto *UO = dyn_cast<UnaryOperator>(E);
            UO && UO->getOpcode() == UO_Deref)
          AccessAt[UO] = Op;
        break;
      }
    }
  }

  /// The range of the assignment \p BO on its operator's line \p Op, where
  /// GCC's access checks put a store's.
  void noteAssignment(const BinaryOperator *BO, const PresumedLoc &Op,
                      kcc::SourceRangeFact &F) {
    if (std::optional<ColumnSpan> Span =
            columnsOnLine(BO->getBeginLoc(), BO->getEndLoc(), Op)) {
      F.AssignBeginColumn = Span->Begin;
      F.AssignEndColumn = Span->EndLine ? Op.getColumn() : Span->End;
    }
  }

  /// A range's columns from the caret's line: its first there, its last
  /// there or on EndLine, a later line.
  struct ColumnSpan {
    unsigned Begin = 0, End = 0, EndLine = 0;
  };
  /// The columns of a range from \p Begin to the token at \p End on
  /// \p Caret's line: from where it starts there (at least the caret) to
  /// where it ends, on that line or a later one.
  std::optional<ColumnSpan> columnsOnLine(SourceLocation Begin,
                                          SourceLocation End,
                                          const PresumedLoc &Caret) {
    PresumedLoc B = SM.getPresumedLoc(SM.getFileLoc(Begin));
    SourceLocation EndTok = SM.getFileLoc(End);
    PresumedLoc L = SM.getPresumedLoc(EndTok);
    if (B.isInvalid() || L.isInvalid())
      return std::nullopt;
    ColumnSpan Span;
    Span.Begin =
        B.getLine() == Caret.getLine() && B.getColumn() <= Caret.getColumn()
            ? B.getColumn()
            : Caret.getColumn();
    unsigned EndLength =
        Lexer::MeasureTokenLength(EndTok, SM, Ctx.getLangOpts());
    Span.End = Caret.getColumn();
    if (!EndLength || StringRef(L.getFilename()) != Caret.getFilename())
      return Span;
    if (L.getLine() == Caret.getLine()) {
      Span.End = std::max(Span.End, L.getColumn() + EndLength - 1);
    } else if (L.getLine() > Caret.getLine()) {
      Span.End = L.getColumn() + EndLength - 1;
      Span.EndLine = L.getLine();
    }
    return Span;
  }

  /// GCC's caret \p Caret and range (from \p E's start to the token at
  /// \p End) of \p E, or of the call \p E is read for as an argument, by
  /// where CodeGen places its access (or call): its start, or the operator
  /// that stores to it.
  void noteRange(const Expr *E, SourceLocation Caret, SourceLocation End) {
    // GCC's range of an expression in parentheses is theirs.
    SourceLocation Begin = E->getBeginLoc();
    for (auto P = ParensOf.find(E); P != ParensOf.end();
         P = ParensOf.find(P->second)) {
      Begin = P->second->getBeginLoc();
      End = P->second->getRParen();
    }
    if (auto Call = ArgumentOf.find(E); Call != ArgumentOf.end()) {
      Caret = Begin = Call->second->getBeginLoc();
      End = Call->second->getRParenLoc();
    }
    PresumedLoc C = SM.getPresumedLoc(SM.getFileLoc(Caret));
    PresumedLoc B = SM.getPresumedLoc(SM.getFileLoc(E->getBeginLoc()));
    if (C.isInvalid() || B.isInvalid() ||
        StringRef(C.getFilename()) != B.getFilename())
      return;
    // The range as far as it is on the caret's line.
    std::optional<ColumnSpan> Span = columnsOnLine(Begin, End, C);
    if (!Span)
      return;
    kcc::SourceRangeFact F;
    F.File = B.getFilename();
    F.CaretLine = C.getLine();
    F.CaretColumn = C.getColumn();
    F.BeginColumn = Span->Begin;
    F.EndColumn = Span->End;
    F.EndLine = Span->EndLine;
    F.Line = B.getLine();
    F.Column = B.getColumn();
    if (const auto *CE = dyn_cast<CallExpr>(E))
      F.Call = writesMemory(*CE);
    if (isa<ArraySubscriptExpr>(E) || isa<UnaryOperator>(E)) {
      noteAccessType(E->getType(), F);
      F.CharacterPointer = pointsToCharacters(E);
    }
    if (const auto *AS = dyn_cast<ArraySubscriptExpr>(E)) {
      noteArrowBase(E, F);
      const auto *ME =
          dyn_cast<MemberExpr>(AS->getBase()->IgnoreParenImpCasts());
      F.FlexibleMember =
          ME && Ctx.getAsIncompleteArrayType(ME->getType()) && !countedBy(ME);
    }
    pushRange(E, std::move(F));
  }

  /// Record \p F of the access \p E at its place, and again at the
  /// operator that stores to it, where CodeGen places a store.
  void pushRange(const Expr *E, kcc::SourceRangeFact F) {
    Ranges.push_back(F);
    if (auto It = AccessAt.find(E); It != AccessAt.end()) {
      PresumedLoc Op = SM.getPresumedLoc(SM.getFileLoc(It->second));
      if (Op.isValid() &&
          (Op.getLine() != F.Line || Op.getColumn() != F.Column)) {
        F.Line = Op.getLine();
        F.Column = Op.getColumn();
        if (auto A = AssignedBy.find(E); A != AssignedBy.end())
          noteAssignment(A->second, Op, F);
        Ranges.push_back(std::move(F));
      }
    }
  }

  /// The struct an access through `p->` reaches (`p->a[2]`, `p->s.x`),
  /// and how far past p: members and constant subscripts of member arrays
  /// down to the `->`.
  void noteArrowBase(const Expr *E, kcc::SourceRangeFact &F) {
    int64_t Offset = 0;
    bool Constant = true;
    for (E = E->IgnoreParenImpCasts(); E;) {
      if (const auto *AS = dyn_cast<ArraySubscriptExpr>(E)) {
        const Expr *Base = AS->getBase()->IgnoreParenImpCasts();
        // (A subscript of a pointer is no member of *p.)
        if (!Ctx.getAsConstantArrayType(Base->getType()) ||
            !AS->getType()->isConstantSizeType())
          return;
        Expr::EvalResult R;
        if (AS->getIdx()->EvaluateAsInt(R, Ctx) &&
            R.Val.getInt().getSignificantBits() <= 32)
          Offset += R.Val.getInt().getSExtValue() *
                    Ctx.getTypeSizeInChars(AS->getType()).getQuantity();
        else
          Constant = false;
        E = Base;
        continue;
      }
      const auto *ME = dyn_cast<MemberExpr>(E);
      const auto *FD = ME ? dyn_cast<FieldDecl>(ME->getMemberDecl()) : nullptr;
      if (!FD || FD->isBitField() || FD->getParent()->isInvalidDecl())
        return;
      Offset += Ctx.toCharUnitsFromBits(Ctx.getFieldOffset(FD)).getQuantity();
      if (!ME->isArrow()) {
        E = ME->getBase()->IgnoreParenImpCasts();
        continue;
      }
      QualType T = ME->getBase()->getType()->getPointeeType();
      // (In a macro, the accesses of its expansion share one place: which
      // is this member's is not known.)
      if (T.isNull() || !T->isRecordType() || T->isIncompleteType() ||
          T->isDependentType() || !T->isConstantSizeType() ||
          ME->getOperatorLoc().isMacroID() || ME->getBeginLoc().isMacroID())
        return;
      PresumedLoc Op = SM.getPresumedLoc(SM.getFileLoc(ME->getOperatorLoc()));
      if (Op.isInvalid())
        return;
      T = T.getUnqualifiedType();
      F.ArrowType = gccSpelling(T, Ctx);
      std::string Canonical = gccSpelling(T.getCanonicalType(), Ctx);
      if (Canonical != F.ArrowType)
        F.ArrowTypeAka = std::move(Canonical);
      F.ArrowSize = Ctx.getTypeSizeInChars(T).getQuantity();
      F.ArrowOffset = Constant ? Offset : -1;
      F.ArrowLine = Op.getLine();
      F.ArrowColumn = Op.getColumn();
      return;
    }
  }

  /// Whether the pointer \p Access (`p[i]`, `*p`) goes through points to
  /// characters before any cast: a pointer to them, or an array of them.
  static bool pointsToCharacters(const Expr *Access) {
    const Expr *Ptr = nullptr;
    if (const auto *AS = dyn_cast<ArraySubscriptExpr>(Access))
      Ptr = AS->getBase();
    else if (const auto *UO = dyn_cast<UnaryOperator>(Access);
             UO && UO->getOpcode() == UO_Deref)
      Ptr = UO->getSubExpr();
    if (!Ptr)
      return false;
    QualType T = Ptr->IgnoreParenCasts()->getType();
    if (const auto *PT = T->getAs<PointerType>())
      T = PT->getPointeeType();
    else if (const ArrayType *AT = T->getAsArrayTypeUnsafe())
      T = AT->getElementType();
    else
      return false;
    return T->isCharType();
  }

  void noteAccessType(QualType T, kcc::SourceRangeFact &F) {
    if (T.isNull() || T->isIncompleteType() || T->isDependentType() ||
        !T->isConstantSizeType())
      return;
    T = T.getUnqualifiedType();
    // Printing a type is slow and the accesses of a file have few types:
    // each is spelled once.
    auto [It, New] = AccessTypes.try_emplace(T.getAsOpaquePtr());
    AccessTypeSpelling &S = It->second;
    if (New) {
      S.Type = gccSpelling(T, Ctx);
      std::string Canonical = gccSpelling(T.getCanonicalType(), Ctx);
      if (Canonical != S.Type)
        S.Aka = std::move(Canonical);
      S.Size = Ctx.getTypeSizeInChars(T).getQuantity();
    }
    F.AccessType = S.Type;
    F.AccessTypeAka = S.Aka;
    F.AccessSize = S.Size;
  }
  struct AccessTypeSpelling {
    std::string Type, Aka;
    uint64_t Size = 0;
  };
  llvm::DenseMap<void *, AccessTypeSpelling> AccessTypes;

  /// A compound literal in a function is a local object with no name,
  /// declared at its initializer's '{' (where GCC's notes put it); clang
  /// names its stack slot ".compoundliteral".
  bool VisitCompoundLiteralExpr(CompoundLiteralExpr *E) {
    if (E->isFileScope() || !Function || !Function->getIdentifier() ||
        Ctx.getLangOpts().CPlusPlus || !E->getType()->isConstantSizeType() ||
        E->getType()->isIncompleteType())
      return true;
    PresumedLoc Where = SM.getPresumedLoc(
        SM.getExpansionLoc(E->getInitializer()->getBeginLoc()));
    if (Where.isInvalid())
      return true;
    kcc::VariableFact V;
    V.DeclFile = Where.getFilename();
    V.DeclLine = Where.getLine();
    V.DeclColumn = Where.getColumn();
    V.Type = gccSpelling(E->getType(), Ctx);
    V.TypeAka = gccAka(E->getType(), V.Type, Ctx);
    V.Function = Function->getName().str();
    V.Size = Ctx.getTypeSizeInChars(E->getType()).getQuantity();
    Locals[".compoundliteral"].push_back(std::move(V));
    return true;
  }

  /// A member read or written through `p->` (`p->x`, `p->s.x`; not one
  /// that is itself an array or a struct, whose elements and members are
  /// the accesses): the struct `*p` for GCC's check of it.
  bool VisitMemberExpr(MemberExpr *ME) {
    QualType T = ME->getType();
    if (T->isArrayType() || T->isRecordType() || !T->isScalarType())
      return true;
    PresumedLoc B = SM.getPresumedLoc(SM.getFileLoc(ME->getBeginLoc()));
    if (B.isInvalid())
      return true;
    kcc::SourceRangeFact F;
    noteArrowBase(ME, F);
    if (!F.ArrowColumn)
      return true;
    F.ArrowOnly = true;
    F.File = B.getFilename();
    F.Line = B.getLine();
    F.Column = B.getColumn();
    F.CaretLine = F.ArrowLine;
    F.CaretColumn = F.BeginColumn = F.ArrowColumn;
    F.EndColumn = F.ArrowColumn + 1;
    noteAccessType(T, F);
    pushRange(ME, std::move(F));
    return true;
  }

  bool VisitParenExpr(ParenExpr *PE) {
    ParensOf[PE->getSubExpr()] = PE;
    return true;
  }

  bool VisitArraySubscriptExpr(ArraySubscriptExpr *E) {
    // GCC's caret at the '[' after the base (`i[a]`: no '[' there), in a
    // macro's argument too.
    SourceLocation BaseEnd = E->getBase()->getEndLoc();
    if (BaseEnd.isMacroID() && SM.isMacroArgExpansion(BaseEnd))
      BaseEnd = SM.getSpellingLoc(BaseEnd);
    if (std::optional<Token> Bracket =
            Lexer::findNextToken(BaseEnd, SM, Ctx.getLangOpts());
        Bracket && Bracket->is(tok::l_square))
      noteRange(E, Bracket->getLocation(), E->getRBracketLoc());
    const Expr *Base = E->getBase()->IgnoreParenImpCasts();
    const ConstantArrayType *CAT = Ctx.getAsConstantArrayType(Base->getType());
    const FieldDecl *CountField = nullptr;
    bool Flexible = false;
    QualType Element;
    if (CAT) {
      Element = CAT->getElementType();
    } else if (const auto *IAT =
                   Ctx.getAsIncompleteArrayType(Base->getType())) {
      // A flexible array member: checked with a counted_by count, or
      // against the end of the variable it is a member of (`v.a[i]`).
      const auto *ME = dyn_cast<MemberExpr>(Base);
      CountField = countedBy(ME);
      Flexible = !CountField && ME && !ME->isArrow() &&
                 isa<DeclRefExpr>(ME->getBase()->IgnoreParenImpCasts());
      if (!CountField && !Flexible)
        return true;
      Element = IAT->getElementType();
    } else {
      return true;
    }
    if (Element->isIncompleteType() || Element->isDependentType())
      return true;
    kcc::ArraySubscriptFact F;
    PresumedLoc Where = SM.getPresumedLoc(SM.getFileLoc(E->getBeginLoc()));
    if (Where.isInvalid())
      return true;
    F.File = Where.getFilename();
    F.Line = Where.getLine();
    F.Column = Where.getColumn();
    if (auto It = AccessAt.find(E); It != AccessAt.end()) {
      PresumedLoc Op = SM.getPresumedLoc(SM.getFileLoc(It->second));
      if (Op.isValid()) {
        F.AccessLine = Op.getLine();
        F.AccessColumn = Op.getColumn();
      }
    }
    F.Count = CAT ? CAT->getZExtSize() : 0;
    F.Flexible = Flexible;
    F.ElementSize = Ctx.getTypeSizeInChars(Element).getQuantity();
    if (CountField)
      setCount(F, *CountField);
    setTypes(F, Base->getType(), CAT ? QualType() : Element);
    if (!E->getIdx()->isValueDependent())
      if (std::optional<llvm::APSInt> V =
              E->getIdx()->getIntegerConstantExpr(Ctx);
          V && V->getSignificantBits() <= 64) {
        F.ConstantSubscript = true;
        F.ConstantValue = V->getExtValue();
      }
    if (const auto *ME = dyn_cast<MemberExpr>(Base))
      F.BaseOffset = memberOffset(ME);
    else if (isa<DeclRefExpr>(Base))
      F.BaseOffset = 0;
    setDecl(F, Base);
    Facts.push_back(std::move(F));
    return true;
  }

private:
  /// The counted_by member of a flexible array: its offset, size and name.
  void setCount(kcc::ArraySubscriptFact &F, const FieldDecl &CountField) {
    const ASTRecordLayout &Layout =
        Ctx.getASTRecordLayout(CountField.getParent());
    F.CountOffset = Ctx.toCharUnitsFromBits(
                           Layout.getFieldOffset(CountField.getFieldIndex()))
                        .getQuantity();
    F.CountSize = Ctx.getTypeSizeInChars(CountField.getType()).getQuantity();
    F.CountName = CountField.getName().str();
  }

  /// The array's type as GCC spells it, with its aka: \p Array's, or for a
  /// flexible array (\p FlexElement its element) "int[]" (a counted_by
  /// array prints as "int[] __counted_by(n)").
  void setTypes(kcc::ArraySubscriptFact &F, QualType Array,
                QualType FlexElement) {
    if (FlexElement.isNull()) {
      F.Type = gccSpelling(Array, Ctx);
      F.TypeAka = gccAka(Array, F.Type, Ctx);
      return;
    }
    std::string Elt = gccSpelling(FlexElement, Ctx);
    F.Type = Elt + "[]";
    F.TypeAka = gccAka(FlexElement, Elt, Ctx);
    if (!F.TypeAka.empty())
      F.TypeAka += "[]";
  }

  /// The array's variable or member and its declaration; for a member,
  /// what -fstrict-flex-arrays may treat as flexible: a union member, or a
  /// member last at every level up to its object.
  void setDecl(kcc::ArraySubscriptFact &F, const Expr *Base) {
    // An element array (`m[i]` of `m[i][j]`) is referenced by the array it
    // is an element of, as GCC names it ("while referencing 'm'").
    const Expr *Named = Base;
    while (const auto *AS = dyn_cast<ArraySubscriptExpr>(Named))
      Named = AS->getBase()->IgnoreParenImpCasts();
    const NamedDecl *D = nullptr;
    if (const auto *DRE = dyn_cast<DeclRefExpr>(Named))
      D = DRE->getDecl();
    else if (const auto *ME = dyn_cast<MemberExpr>(Named))
      D = ME->getMemberDecl();
    if (const auto *ME = dyn_cast<MemberExpr>(Base))
      if (const auto *FD = dyn_cast<FieldDecl>(ME->getMemberDecl())) {
        F.Member = true;
        F.Trailing = FD->getParent()->isUnion() || isTrailingPath(ME);
      }
    if (!D || !D->getIdentifier())
      return;
    F.Decl = D->getName().str();
    placeDecl(F, *D);
  }

  /// \p VD's name, type (as GCC spells it, with its aka) and place, into
  /// \p V; false if it has no place.
  bool describeVariable(kcc::VariableFact &V, const VarDecl &VD) {
    if (!placeDecl(V, VD))
      return false;
    V.Name = VD.getName().str();
    V.Type = gccSpelling(VD.getType(), Ctx);
    V.TypeAka = gccAka(VD.getType(), V.Type, Ctx);
    return true;
  }

  /// Where \p D is declared, into \p F's DeclFile, DeclLine and
  /// DeclColumn; false if it has no such place.
  template <typename FactT> bool placeDecl(FactT &F, const Decl &D) {
    PresumedLoc Where = SM.getPresumedLoc(SM.getExpansionLoc(D.getLocation()));
    if (Where.isInvalid())
      return false;
    F.DeclFile = Where.getFilename();
    F.DeclLine = Where.getLine();
    F.DeclColumn = Where.getColumn();
    return true;
  }

  ASTContext &Ctx;
  SourceManager &SM;
  std::vector<kcc::ArraySubscriptFact> &Facts;
  llvm::StringMap<kcc::VariableFact> &Variables;
  llvm::StringMap<std::vector<kcc::VariableFact>> &Locals;
  std::vector<kcc::CallArgFact> &CallArgs;
  llvm::StringMap<kcc::FunctionAccessFact> &FunctionAccesses;
  std::unique_ptr<MangleContext> Mangler{Ctx.createMangleContext()};
  /// The function being traversed.
  const FunctionDecl *Function = nullptr;
  std::vector<kcc::SourceRangeFact> &Ranges;
  /// The comparisons that are a statement's whole condition.
  llvm::SmallPtrSet<const BinaryOperator *, 16> StatementConditions;
  /// The operator that stores to or updates a subscripted element.
  llvm::DenseMap<const Expr *, SourceLocation> AccessAt;
  /// The call an element or `*p` is read for as an argument.
  llvm::DenseMap<const Expr *, const CallExpr *> ArgumentOf;
  /// The parentheses around an expression.
  llvm::DenseMap<const Expr *, const ParenExpr *> ParensOf;
  /// The assignment of each left-hand side (read for a subscripted element
  /// or `*p`).
  llvm::DenseMap<const Expr *, const BinaryOperator *> AssignedBy;
};

/// How clang's debug info names files: the -fdebug-prefix-map rules, newest
/// first, and the compilation directory, remapped (CGDebugInfo::createFile).
struct DebugFileNaming {
  llvm::SmallVector<std::pair<std::string, std::string>, 0> PrefixMap;
  std::string CompilationDir;

  explicit DebugFileNaming(CompilerInstance &CI)
      : PrefixMap(CI.getCodeGenOpts().DebugPrefixMap) {
    std::string Dir = CI.getCodeGenOpts().DebugCompilationDir;
    if (Dir.empty())
      if (llvm::ErrorOr<std::string> Cwd =
              CI.getVirtualFileSystem().getCurrentWorkingDirectory())
        Dir = *Cwd;
    CompilationDir = remap(Dir);
  }

  std::string remap(StringRef Path) const {
    SmallString<256> P(Path);
    for (const auto &[From, To] : llvm::reverse(PrefixMap))
      if (llvm::sys::path::replace_path_prefix(P, From, To))
        break;
    return std::string(P);
  }

  /// The path the debug info's directory and file name of \p Name make,
  /// dots removed.
  std::string pathOf(StringRef Name) const {
    SmallString<256> P(remap(Name));
    if (!llvm::sys::path::is_absolute(P) &&
        !llvm::sys::path::is_absolute(Name) && !CompilationDir.empty()) {
      SmallString<256> Full(CompilationDir);
      llvm::sys::path::append(Full, P);
      P = Full;
    }
    llvm::sys::path::remove_dots(P, /*remove_dot_dot=*/true);
    return std::string(P);
  }
};

/// The names \p SM's files were opened by, by the paths the debug info
/// gives them (kcc::FrontendFacts::SpelledFiles).
void recordSpelledFiles(const SourceManager &SM, const DebugFileNaming &Naming,
                        kcc::FrontendFacts &Facts) {
  for (unsigned I = 0, N = SM.local_sloc_entry_size(); I != N; ++I) {
    const SrcMgr::SLocEntry &E = SM.getLocalSLocEntry(I);
    if (!E.isFile())
      continue;
    StringRef Name = E.getFile().getName();
    if (Name.empty() || Name.starts_with("<"))
      continue; // <built-in>, <command line>
    Facts.SpelledFiles.try_emplace(Naming.pathOf(Name), Name.str());
  }
}

class BoundsFactsConsumer : public ASTConsumer {
public:
  BoundsFactsConsumer(StringRef InFile, DebugFileNaming Naming)
      : InFile(InFile.str()), Naming(std::move(Naming)) {}

  void HandleTranslationUnit(ASTContext &Ctx) override {
    // The KCFI facts consumer reports a missing pass plugin.
    kcc::FrontendFacts *Facts =
        kcc::findPassPluginFacts(Ctx.getDiagnostics(), /*Report=*/false);
    if (!Facts)
      return;
    // (The pragma recorder the action installed stays.)
    auto Pragmas = std::move(Facts->PragmaAt);
    Facts->clearBoundsFacts();
    Facts->PragmaAt = std::move(Pragmas);
    Facts->SubscriptsFile = InFile;
    recordSpelledFiles(Ctx.getSourceManager(), Naming, *Facts);
    if (!Facts->WantSubscripts)
      return; // No bounds warning is on.
    SubscriptCollector(Ctx, *Facts).TraverseDecl(Ctx.getTranslationUnitDecl());
  }

private:
  std::string InFile;
  DebugFileNaming Naming;
};

} // namespace

std::unique_ptr<ASTConsumer>
kcc::createBoundsFactsConsumer(CompilerInstance &CI, StringRef InFile) {
  // The pragmas are met while parsing, before the consumer sees the
  // translation unit.
  if (kcc::FrontendFacts *Facts =
          kcc::findPassPluginFacts(CI.getDiagnostics(), /*Report=*/false);
      Facts && Facts->WantSubscripts)
    kcc::recordDiagnosticPragmas(CI, *Facts);
  return std::make_unique<BoundsFactsConsumer>(InFile, DebugFileNaming(CI));
}
