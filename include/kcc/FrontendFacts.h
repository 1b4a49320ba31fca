//===- kcc/FrontendFacts.h - What the front end knows -----------*- C++ -*-===//
//
// Part of kcc, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Some of what KCFI needs never reaches the IR when clang's own KCFI is off:
// __attribute__((no_sanitize("kcfi"))) on a function, and the
// cfi_unchecked_callee attribute of a function pointer type. kcc's clang
// plugin (KccFrontend.so, lib/Frontend), loaded into the same cc1 process as
// the pass plugin (KccPlugin.so), records them in the pass plugin's
// FrontendFacts, which it finds through the C entry point below (the two
// libraries do not link each other: the pass plugin must also load into
// opt, which cannot take libclang-cpp). kcc-kcfi imports them into the IR as
//
//   attributes #N = { "kcc-no-kcfi" }     on a function: no checks inside
//   !kcc.cfi_unchecked !{}                on an indirect call: no check
//   !kcc.kcfi_prototypes = !{!{!"<call-graph>", !"<kcfi>", !"<normalized>"}}
//                                         for each prototype of the TU: the
//                                         spelling clang's KCFI hashes (a
//                                         transparent-union parameter becomes
//                                         its first member's type, which the
//                                         call-graph spelling does not do)
//                                         and its integer-normalized form
//                                         (-fsanitize-cfi-icall-experimental-
//                                         normalize-integers; empty unless
//                                         -kcc-kcfi-normalize-integers)
//
// which is also the form hand-written IR uses to test the pass with opt.
// kcc-kcfi removes both once it has honoured them.
//
//===----------------------------------------------------------------------===//

#ifndef KCC_FRONTENDFACTS_H
#define KCC_FRONTENDFACTS_H

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"

#include <cstddef>

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace llvm {
class Module;
} // namespace llvm

namespace kcc {

inline constexpr llvm::StringLiteral NoKCFIAttr = "kcc-no-kcfi";
inline constexpr llvm::StringLiteral CFIUncheckedMD = "kcc.cfi_unchecked";
inline constexpr llvm::StringLiteral KCFIPrototypesMD = "kcc.kcfi_prototypes";

/// How clang's KCFI spells a prototype, keyed by its call-graph spelling.
struct PrototypeSpellings {
  std::string KCFI;       ///< "_ZTSFvPP4pageiE"
  std::string Normalized; ///< Without the ".normalized" suffix.
};

/// One indirect call of a function body, in source order.
struct IndirectCallFact {
  std::string Prototype;  ///< Mangled callee type, "_ZTSFiiE".
  bool Unchecked = false; ///< The callee type is cfi_unchecked_callee.
};

struct FunctionFacts {
  bool NoKCFI = false;
  std::vector<IndirectCallFact> IndirectCalls;
};

/// A subscript of a constant-size array in the source, for kcc-bounds
/// (kcc/Bounds.h), at the location clang's CodeGen gives its address
/// computation: the start of the subscript expression, in the file (a
/// macro's argument where it is written, a macro's body where it expands),
/// as CodeGen places code.
struct ArraySubscriptFact {
  std::string File;
  unsigned Line = 0, Column = 0;
  /// Where CodeGen places the store or update of the element when the
  /// subscript is assigned to (`a[i] = v`: the '='), or 0.
  unsigned AccessLine = 0, AccessColumn = 0;
  uint64_t Count = 0, ElementSize = 0;
  std::string Type; ///< As the C source spells it: "int[4]", "long int[6]".
  /// Its spelling without typedefs when that differs ("unsigned char[4]"
  /// for "u8[4]"), which GCC adds: 'u8[4]' {aka 'unsigned char[4]'}.
  std::string TypeAka;
  std::string Decl; ///< The array's variable or member: "vals".
  std::string DeclFile;
  unsigned DeclLine = 0, DeclColumn = 0;
  /// The last member of its struct (or a union member): what
  /// -fstrict-flex-arrays may treat as a flexible array.
  bool Trailing = false;
  /// A member of a struct or union (not a whole object or an element).
  bool Member = false;
  /// A flexible array member (`T a[]`, Count 0) of a declared variable
  /// (`v.a[i]`): its elements end where the variable does.
  bool Flexible = false;
  /// The subscript is an integer constant expression, of this value.
  bool ConstantSubscript = false;
  int64_t ConstantValue = 0;
  /// The array's byte offset from what the access starts from: 0 for a
  /// variable's own array (`a[i]`), the member's offset from what the
  /// member access's base points to (`p->s.b[i]`: from `p`; `v.b[i]`: from
  /// `v`) when the path there is members only; -1 otherwise.
  int64_t BaseOffset = -1;
  /// For a flexible array with __attribute__((counted_by(Name))): the count
  /// member's byte offset from the start of the struct, its size and name.
  int64_t CountOffset = -1;
  uint64_t CountSize = 0;
  std::string CountName;

  /// A constant subscript outside the array.
  bool outOfBounds() const {
    return ConstantSubscript &&
           (ConstantValue < 0 || uint64_t(ConstantValue) >= Count);
  }
};

/// Where GCC puts the caret and the range of an expression that accesses
/// memory or calls a function (`a[i]`: the '[', from `a` to ']'; `*p`;
/// `memcpy (d, s, n)`), by the place CodeGen gives the access or call
/// (the expression's start, or the operator that stores to it). Columns
/// of the range are on the caret's line; 0 when it has none there.
struct SourceRangeFact {
  std::string File;
  unsigned Line = 0, Column = 0;
  unsigned CaretLine = 0, CaretColumn = 0;
  unsigned BeginColumn = 0, EndColumn = 0;
  /// The line EndColumn is on when the range goes on past the caret's line
  /// (`memcpy (d, s,\n n)`), which GCC underlines line by line; 0: the
  /// caret's.
  unsigned EndLine = 0;
  /// For a store by an assignment (`p[i] = v`, at its operator Line:Column):
  /// the assignment's range on that line, where GCC's access checks
  /// (-Wstringop-overflow) put a store's caret and range; 0 otherwise.
  unsigned AssignBeginColumn = 0, AssignEndColumn = 0;
  /// For `p[i]` and `*p`: the type of the element accessed as GCC spells
  /// it ("int16_t"), its spelling without typedefs when that differs
  /// ("short int"), and its size in bytes. GCC names a block that has no
  /// declared type (`alloca (n)`, `malloc (n)`) by it: 'int16_t[2]'.
  std::string AccessType, AccessTypeAka;
  uint64_t AccessSize = 0;
  /// For `p[i]` and `*p`: `p`, casts aside, points to characters (`char`,
  /// `signed char`, `unsigned char`), as `(int *)buf` of `char buf[4]`
  /// does. GCC's strlen pass checks the stores through such a pointer
  /// (-Wstringop-overflow), whatever is stored.
  bool CharacterPointer = false;
  /// For `p->a[i]`: `a` is a flexible array member (`T a[]` without a
  /// counted_by count), which GCC's -Warray-bounds leaves unbounded.
  bool FlexibleMember = false;
  /// A call's to a memory or string function (from its callee to its
  /// ')'): a memory intrinsic placed here, or a load or store made of one,
  /// is the source's call, not an aggregate copy.
  bool Call = false;
  /// For an access through a member of `p->` (`p->a[2]`, `p->s.x`): the
  /// type `*p` has, as GCC spells it (and without typedefs, if that
  /// differs), its size, how many bytes past `p` the access is (-1: not a
  /// constant) and where the `->` is. GCC checks `*p` against the object p
  /// points into: "array subscript 'struct big[0]' is partly outside array
  /// bounds of 'unsigned char[16]'", at the `->`.
  std::string ArrowType, ArrowTypeAka;
  uint64_t ArrowSize = 0;
  int64_t ArrowOffset = -1;
  unsigned ArrowLine = 0, ArrowColumn = 0;
  /// A member read or written through `p->` (`p->x`): only for the struct
  /// check above (with its AccessType and AccessSize), not a caret for the
  /// other warnings at its place, which a subscript there has (`ops[i]->x`
  /// loads `ops[i]` at the same place).
  bool ArrowOnly = false;
  /// For a comparison of an integer with an integer constant (at its
  /// operator): the test the source writes, the constant on the right (`2 <
  /// x` is `x > 2`), in the type the comparison is made in. The optimizer
  /// may test another way (`x > 2` as `x u< 3`, a loop's `i < 12` as `i ==
  /// 12`); a condition's outcome is the source's.
  struct Comparison {
    enum Kind : uint8_t { None, LT, LE, GT, GE, EQ, NE } Op = None;
    bool Signed = false;
    unsigned Width = 0;    ///< Bits of the type compared in.
    uint64_t Constant = 0; ///< Its bits, in Width bits.
    /// `<`, `<=`, `==`: the side of the constant a true outcome is on.
    bool isLow() const { return Op == LT || Op == LE || Op == EQ; }
  } Compare;
};

/// The library function a callee's name calls, as both plugins read the
/// names in these facts and in the IR: "memcpy" for "memcpy",
/// "__builtin_memcpy", "__builtin___memcpy_chk", "__memcpy_chk", and kcc's
/// declaration of a GCC builtin clang lacks, "__kcc__builtin_..."
/// (lib/Frontend/GnuBuiltins.cpp).
inline llvm::StringRef libraryFunction(llvm::StringRef Name) {
  if (!Name.consume_front("__kcc__builtin_"))
    Name.consume_front("__builtin_");
  if (Name.starts_with("__") && Name.ends_with("_chk"))
    Name = Name.drop_front(2).drop_back(4);
  return Name;
}

/// What the source says of a pointer argument of a call to a memory or
/// string function, for kcc-bounds: the call's callee as written
/// ('__builtin_memcpy') and, when the argument is a member array or an
/// element array of an array (`s.a`, `p->b + 2`, `m[1]`), that subobject:
/// GCC's -Wstringop-overflow=2 and its -Warray-bounds measure the string
/// functions' accesses against it.
struct CallArgFact {
  std::string File;
  unsigned Line = 0, Column = 0; ///< The call, as CodeGen locates it.
  std::string Callee;            ///< As written: "strcpy", "__builtin_memcpy".
  unsigned Arg = 0;
  /// The subobject: its size in bytes (0: none), name, type as GCC spells
  /// it and declaration.
  uint64_t SubobjectSize = 0;
  std::string Name, Type, DeclFile;
  unsigned DeclLine = 0, DeclColumn = 0;
  /// The argument points this many bytes into the subobject, when that is
  /// a constant (`p->b + 2`); -1 if a variable offset is added.
  int64_t Offset = 0;
  /// The subobject's offset from where the member access's base points
  /// (`p` of `p->s.b`) or from its object's start (`gs` of `gs.b`), when
  /// the path there is members only; -1 otherwise.
  int64_t MemberOffset = -1;
};

/// How a function accesses what a pointer parameter points to, as GCC reads
/// it from `__attribute__((access (mode, ref[, size])))` (explicit) or from
/// an array parameter's bound (`short a[2]`, `int a[static 4]`, `int a[n]`).
struct ParamAccessFact {
  enum class Mode : uint8_t { ReadOnly, WriteOnly, ReadWrite, None };
  unsigned Param = 0; ///< 0-based.
  Mode Access = Mode::ReadWrite;
  bool Explicit = false; ///< attribute access, not an array parameter.
  uint64_t ElementSize = 1;
  int64_t Count = -1;    ///< Elements, when constant.
  int SizeParam = -1;    ///< The parameter giving the count (0-based).
  std::string Type;      ///< An array parameter's type: "short int[2]".
  std::string Attribute; ///< "access (read_only, 2, 1)".
};

struct FunctionAccessFact {
  std::string DeclFile;
  unsigned DeclLine = 0, DeclColumn = 0;
  std::vector<ParamAccessFact> Params;
};

/// What a `#pragma GCC diagnostic` (or clang's) makes of a warning option
/// where it is in effect; "ignored" is no value.
enum class DiagnosticPragma : uint8_t { Warning, Error };

/// A variable with static storage as the source declares it, for the notes
/// of kcc-bounds when there is no debug info ("at offset 16 into object
/// 'ga' of size 16" at 'ga''s declaration).
struct VariableFact {
  std::string Name;    ///< 'ga'
  std::string Type;    ///< As GCC spells it: 'int[4]', 'long int[6]'.
  std::string TypeAka; ///< Without typedefs, if that differs.
  std::string DeclFile;
  unsigned DeclLine = 0, DeclColumn = 0;
  /// For a local variable: the function that declares it, and its size
  /// in bytes (0 if not constant): which of the function's variables of
  /// one name a stack slot is.
  std::string Function;
  uint64_t Size = 0;
  /// Its struct type ends in a flexible array member (`char a[]`, not the
  /// zero-length `char a[0]`): a declaration says nothing of its length.
  bool FlexibleEnd = false;
  /// An array of unknown bound (`extern char ax[]`, `extern const char
  /// names[][32]`): of some size, which the declaration does not say.
  bool UnknownBound = false;
  /// For an array: the size of its elements (its IR type may be a packed
  /// struct, for a partly initialized array).
  uint64_t ElementSize = 0;
};

/// Facts about the translation unit being compiled in this process.
struct FrontendFacts {
  std::string MainFile;          ///< Matches Module::getSourceFileName().
  bool SupportsCallFacts = true; ///< False for C++ (virtual calls etc.).
  llvm::StringMap<FunctionFacts> Functions; ///< By symbol name.
  /// Call-graph spelling -> KCFI spellings, for every function and
  /// indirect-call type of the translation unit.
  llvm::StringMap<PrototypeSpellings> Prototypes;
  /// Every subscript of a constant-size array, for kcc-bounds-capture;
  /// kept until kcc-bounds has checked the module.
  std::string SubscriptsFile; ///< MainFile of the TU they belong to.
  std::vector<ArraySubscriptFact> ArraySubscripts;
  /// Variables with static storage by IR symbol name ("ga", "f.buf" for a
  /// function's static `buf`), of the same translation unit.
  llvm::StringMap<VariableFact> Variables;
  /// Local variables and parameters (automatic storage) by source name: the
  /// IR names an alloca or an argument so when value names are kept (kcc
  /// keeps them for the bounds warnings), with a suffix once inlined ("a.i").
  llvm::StringMap<std::vector<VariableFact>> Locals;
  /// The pointer arguments of the memory and string functions' calls.
  std::vector<CallArgFact> CallArgs;
  /// Functions with attribute access or array parameters, by name.
  llvm::StringMap<FunctionAccessFact> FunctionAccesses;
  /// GCC's carets and ranges of the accesses and calls.
  std::vector<SourceRangeFact> SourceRanges;
  /// The diagnostic pragmas of the translation unit (set by kcc's clang
  /// plugin): what the latest one before File:Line:Column that names the
  /// option ("array-bounds") says there; none if none does, an empty value
  /// for "ignored".
  std::function<std::optional<std::optional<DiagnosticPragma>>(
      llvm::StringRef File, unsigned Line, unsigned Column,
      llvm::StringRef Option)>
      PragmaAt;
  /// The names the translation unit's files go by where it includes them
  /// ("drivers/net/x.c", "../y.h"), the names GCC prints, by the path its
  /// debug info gives them (directory and file name, dots removed).
  llvm::StringMap<std::string> SpelledFiles;

  /// Forget the facts of the translation unit (kept until kcc-bounds has
  /// checked its module).
  void clearBoundsFacts() {
    SubscriptsFile.clear();
    ArraySubscripts.clear();
    Variables.clear();
    Locals.clear();
    CallArgs.clear();
    FunctionAccesses.clear();
    SourceRanges.clear();
    PragmaAt = nullptr;
    SpelledFiles.clear();
  }

  /// What the pass plugin's options (parsed before the front end runs) ask
  /// for, set by kcc_frontend_facts_v8(): the front-end plugin skips the work
  /// of a feature that is off.
  bool WantKCFI = true;
  bool WantNormalized = true; ///< Integer-normalized prototype spellings.
  bool WantSubscripts = true;

  static FrontendFacts &get();
};

/// The contract between the two plugins: the layout of FrontendFacts and
/// what it holds. Raise it with any change to them; the entry point's name
/// carries it, and the pass plugin also compares the caller's idea of the
/// struct's size with its own (both sides share std::string and StringMap
/// layouts, so the two must come from one build).
inline constexpr unsigned FrontendFactsVersion = 8;

/// C entry point of KccPlugin.so that KccFrontend.so looks up with dlsym:
/// the facts, or null if \p Version or \p Size is not the pass plugin's.
inline constexpr const char *FrontendFactsSymbol = "kcc_frontend_facts_v8";
extern "C" FrontendFacts *kcc_frontend_facts_v8(unsigned Version,
                                                std::size_t Size);

/// Attach the facts recorded for \p M (if any) to its IR in the form above,
/// then forget them. Ambiguities are resolved towards keeping the check.
void importFrontendFacts(llvm::Module &M);

} // namespace kcc

#endif // KCC_FRONTENDFACTS_H
