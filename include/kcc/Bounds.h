//===- kcc/Bounds.h - Bounds diagnostics after optimization -----*- C++ -*-===//
//
// Part of kcc, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// GCC's middle-end -Warray-bounds, -Wstringop-overflow and -Wstringop-overread
// for LLVM, as optimization remarks of the pass "kcc-bounds" with an event
// path that says why the access is where it is.
//
// Array types vanish from the IR early (InstCombine rewrites
// `gep [4 x i32], p, 0, i` to `gep i32, p, i`), so the facts are captured
// before the first InstCombine of each function (kcc-bounds-capture) and
// carried to the end of the pipeline in two parts that survive optimization:
//
//   - on each memory access through an array element, the array:
//       !kcc.bounds !{!F, ...}
//       !F = !{i64 id, i64 count, i64 element-size, !"int[4]", !"vals",
//              !"decl-file", i32 decl-line, i32 decl-column,
//              i8 flags (1: trailing, 2: an address, `&a[i]`, 4: a
//              member, 8: a flexible array `[]` of a declared variable),
//              i64 count-offset, i64 count-size, !"count-name",
//              !"unsigned char[4]" (the type without typedefs, or ""),
//              [i64 constant-subscript]}
//     (count-offset -1 unless a counted_by flexible array: then the count
//     member's offset in the struct, and a second debug value
//     "kcc.bounds.base.<id>" holds the struct's address);
//     (clones keep it; merges drop it, which only loses a warning);
//   - just before the access, the subscript as a debug value of an
//     artificial variable "kcc.bounds.<id>": LLVM itself keeps debug values
//     pointing at the right value through SROA, inlining (the callee's
//     argument becomes the caller's constant), jump threading (the record is
//     cloned with the access and phi-translated) and constant folding
//     (salvaged into a constant or a DIExpression), and debug values never
//     change code.
//
// Memory intrinsics with a constant length (memcpy, memmove, memset) may
// be turned into plain loads and stores by InstCombine; capture records
// each as !{i64 id, !"memcpy", i64 length, !D, !S} in the function's
// !kcc.bounds.captured node (MemCallFact), with its destination and source
// addresses as debug values "kcc.bounds.dst.<id>" / "kcc.bounds.src.<id>"
// where the call is, so the check still sees what the call wrote and read.
// An address in a local variable (an alloca, at a constant offset) is
// recorded as the bytes left there, a constant, and !D / !S describe the
// variable: !{!DILocalVariable or null, i64 size, i64 offset}; otherwise
// they are !{}.
//
// kcc-bounds (at the end of the pipeline) pairs each access with the record
// before it, asks LazyValueInfo for the subscript's range at the access, and
// warns when the whole range is outside the array. Then it removes both
// parts, so the object is the one built without diagnostics.
//
// Without debug locations (no DISubprogram) there is nowhere to hang a debug
// value: only subscripts that are constant at capture time are checked, and
// the warning has no location and no events.
//
//===----------------------------------------------------------------------===//

#ifndef KCC_BOUNDS_H
#define KCC_BOUNDS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/IR/PassManager.h"

#include <optional>
#include <string>

namespace llvm {
class DILocalVariable;
class DILocation;
class LLVMContext;
class MDNode;
class PassBuilder;
class Value;
} // namespace llvm

namespace kcc {

struct ArraySubscriptFact;
struct CallArgFact;
struct FunctionAccessFact;
struct SourceRangeFact;

inline constexpr llvm::StringLiteral BoundsMD = "kcc.bounds";
inline constexpr llvm::StringLiteral BoundsCapturedMD = "kcc.bounds.captured";
/// Memory intrinsics the optimizer made of stores or of a loop (MemCpyOpt,
/// LoopIdiomRecognize), which are no call of the source: marked so when
/// they appear (and the others present then with BoundsCallMD), so that the
/// call checks leave them alone.
inline constexpr llvm::StringLiteral BoundsCallMD = "kcc.bounds.call";
inline constexpr llvm::StringLiteral BoundsMadeMD = "kcc.bounds.made";
/// On the memory intrinsics and the calls of declared functions present
/// when capture runs: the source's own (clang's, for __builtin_memcpy or
/// an initialization), so that a fact of the front end about a strcpy at
/// the same place is not taken for theirs, and a library call that
/// InstCombine makes of another (strndup into strdup) is not checked as
/// one the source wrote.
inline constexpr llvm::StringLiteral BoundsSourceCallMD = "kcc.bounds.source";
inline constexpr llvm::StringLiteral BoundsVarPrefix = "kcc.bounds.";
inline constexpr llvm::StringLiteral BoundsBaseVarPrefix = "kcc.bounds.base.";
inline constexpr llvm::StringLiteral BoundsDestVarPrefix = "kcc.bounds.dst.";
inline constexpr llvm::StringLiteral BoundsSourceVarPrefix = "kcc.bounds.src.";

/// One array fact (!F above): written by kcc-bounds-capture, read by
/// kcc-bounds. The strings are owned by the metadata they come from.
struct ArrayFact {
  uint64_t Id = 0, Count = 0, ElementSize = 0;
  llvm::StringRef Type, Decl, DeclFile;
  /// Type without typedefs, if that differs (GCC's "aka"); else empty.
  llvm::StringRef TypeAka;
  unsigned DeclLine = 0, DeclColumn = 0;
  bool Trailing = false;
  /// A member of a struct or union (a zero-length one not last is an
  /// interior zero-length array).
  bool Member = false;
  /// A flexible array member (`T a[]`) of a declared variable: flexible at
  /// every -fstrict-flex-arrays level, bounded by the variable's end.
  bool Flexible = false;
  /// The subscript forms an address (`&a[i]` passed on), not an access:
  /// one past the end is valid.
  bool Address = false;
  /// A counted_by flexible array: the count member's offset from the
  /// struct's start (-1: none), size and name.
  int64_t CountOffset = -1;
  uint64_t CountSize = 0;
  llvm::StringRef CountName;
  /// The subscript, when it was a constant at capture time (checked even
  /// without a debug value).
  std::optional<int64_t> ConstSubscript;

  /// The fact the front end's subscript \p F gives (all but the id and
  /// the constant subscript); the strings are \p F's.
  static ArrayFact fromSource(const ArraySubscriptFact &F);

  llvm::MDNode *encode(llvm::LLVMContext &Ctx) const;
  static std::optional<ArrayFact> decode(const llvm::MDNode *N);
};

/// One memory call of constant length (the !kcc.bounds.captured operands
/// above): written by kcc-bounds-capture, read by kcc-bounds.
struct MemCallFact {
  uint64_t Id = 0;
  llvm::StringRef Name; ///< "memcpy", "memset", "strcpy", ...
  uint64_t Length = 0;
  /// An address in a local variable: the variable (if debug info names
  /// it), its size and the address's offset in it.
  struct Local {
    const llvm::DILocalVariable *Var = nullptr;
    uint64_t Size = 0, Offset = 0;
  };
  std::optional<Local> Dest, Source;

  llvm::MDNode *encode(llvm::LLVMContext &Ctx) const;
  static std::optional<MemCallFact> decode(const llvm::MDNode *N);
};

/// The front end's subscripts of constant-size arrays in the module being
/// compiled (kcc::FrontendFacts::ArraySubscripts), by source line: for
/// capture, to match a GEP to the subscript it computes, and for the check,
/// to word an access that lost its captured facts as the subscript its
/// line makes.
class SourceSubscripts {
public:
  explicit SourceSubscripts(const llvm::Module &M);

  /// Whether kcc's clang plugin recorded subscripts for this module.
  bool present() const { return Present; }

  /// The subscript at \p L's line and column of an array of \p Count
  /// elements of \p ElementSize bytes.
  const ArraySubscriptFact *at(const llvm::DILocation *L, uint64_t Count,
                               uint64_t ElementSize) const;

  /// Whether the source subscripts a non-empty array of \p ElementSize
  /// elements with an integer constant on \p L's line: clang's front end
  /// checks those.
  bool hasConstantSubscript(const llvm::DILocation *L,
                            uint64_t ElementSize) const;

  /// The one constant subscript of an array of \p AccessSize elements at
  /// \p L (a load's or store's location), null if none or several: for an
  /// access whose address has no subscript left (`x.a[0]` is `@x`).
  const ArraySubscriptFact *constantAt(const llvm::DILocation *L,
                                       uint64_t AccessSize) const;

  /// The one constant subscript on \p L's line, before \p L, of an array of
  /// structs whose element the access of \p AccessSize bytes at \p Offset
  /// from the array's base falls in (`gw.e[4].v`, \p L the member's); null
  /// if none or several.
  const ArraySubscriptFact *elementMemberAt(const llvm::DILocation *L,
                                            int64_t Offset,
                                            uint64_t AccessSize) const;

  /// The one variable subscript that is stored to at \p L (`a[i] = v`,
  /// \p L the '='), null if none or several: what a call LoopIdiomRecognize
  /// made of a loop's store is located at.
  const ArraySubscriptFact *storedAt(const llvm::DILocation *L) const;

  /// The one array (named \p Name, any if empty) of \p Size bytes, neither
  /// empty nor counted_by, whose elements hold accesses of \p AccessSize
  /// bytes (of that size, or structs of a multiple of it: `ents[4].v`), that
  /// the source subscripts on \p L's line; null if none or several arrays
  /// (of one array subscripted several times, a constant subscript, and
  /// \p Only, if given, says whether it is the only one).
  const ArraySubscriptFact *onLine(const llvm::DILocation *L, uint64_t Size,
                                   uint64_t AccessSize, llvm::StringRef Name,
                                   bool *Only = nullptr) const;

private:
  llvm::ArrayRef<const ArraySubscriptFact *>
  line(const llvm::DILocation *L) const;
  /// Whether \p F is at \p L: its subscript's start, or its store's.
  static bool isAt(const ArraySubscriptFact &F, const llvm::DILocation *L);

  bool Present = false;
  llvm::DenseMap<unsigned, llvm::SmallVector<const ArraySubscriptFact *, 1>>
      ByLine;
};

/// The front end's facts about the pointer arguments of the memory and
/// string functions' calls (kcc::FrontendFacts::CallArgs), by source line.
class SourceCalls {
public:
  explicit SourceCalls(const llvm::Module &M);

  /// The fact about argument \p Arg of the call at \p L to the function
  /// \p Name (its library name: "memcpy" for "__builtin_memcpy"); with
  /// \p Renamed, the one call at \p L if none is of that name (a call the
  /// optimizer made of the source's: strcpy becomes memcpy).
  const CallArgFact *at(const llvm::DILocation *L, llvm::StringRef Name,
                        unsigned Arg, bool Renamed = false) const;

  /// What the source says of how \p Name accesses its pointer parameters
  /// (attribute access, array parameters); null if nothing.
  const FunctionAccessFact *function(llvm::StringRef Name) const;

private:
  llvm::DenseMap<unsigned, llvm::SmallVector<const CallArgFact *, 2>> ByLine;
  const llvm::StringMap<FunctionAccessFact> *Functions = nullptr;
};

/// GCC's carets and ranges of the source's accesses and calls
/// (kcc::FrontendFacts::SourceRanges), by where CodeGen located them.
class SourceRanges {
public:
  explicit SourceRanges(const llvm::Module &M);

  /// The caret and range of the access or call at \p L; null if none, or
  /// if several expressions there disagree.
  const SourceRangeFact *at(const llvm::DILocation *L) const;
  const SourceRangeFact *at(llvm::StringRef File, unsigned Line,
                            unsigned Column) const;
  /// The member read or written through `p->` at \p L whose type has
  /// \p Size bytes (SourceRangeFact::ArrowOnly); null if none, or several.
  const SourceRangeFact *memberAt(const llvm::DILocation *L,
                                  uint64_t Size) const;
  /// Whether a call of a memory or string function is at \p L (one of
  /// the expressions there, which in a macro may be several).
  bool memoryCallAt(const llvm::DILocation *L) const;
  /// Whether the front end gave any (it ran on the module's source).
  bool present() const { return !ByPlace.empty(); }

private:
  llvm::DenseMap<std::pair<unsigned, unsigned>,
                 llvm::SmallVector<const SourceRangeFact *, 1>>
      ByPlace;
};

/// Whether \p A and \p B name the same source file: clang's debug info
/// names a file relative to the compilation directory when it can, its
/// front end as the presumed location gives it.
bool isSameSourceFile(llvm::StringRef A, llvm::StringRef B);

/// kcc-bounds-capture: record array facts on accesses and subscripts as debug
/// values. Run once per function, after SROA and before InstCombine; a
/// second run on the same function does nothing.
class BoundsCapturePass : public llvm::PassInfoMixin<BoundsCapturePass> {
public:
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &);
  static bool isRequired() { return true; }
};

/// Capture \p F unless it was captured before. Returns true if it changed.
bool captureBounds(llvm::Function &F);

/// kcc-bounds: check the captured accesses and the string and memory
/// functions of each function, emit the remarks, remove the captured facts.
class BoundsCheckPass : public llvm::PassInfoMixin<BoundsCheckPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

/// kcc-bounds-early: the access and call checks on the front end's IR, at
/// the start of the pipeline, for what optimization deletes before the end
/// (GCC's early warning pass). Reports what it finds; kcc-bounds does not
/// report it again.
class BoundsEarlyCheckPass : public llvm::PassInfoMixin<BoundsEarlyCheckPass> {
public:
  /// \p AfterInlining: the check once inlining and the function
  /// simplifications are done, before the vectorizers and store merging
  /// turn several accesses into one (GCC's second moment, its own copy
  /// of each access still there).
  explicit BoundsEarlyCheckPass(bool AfterInlining = false)
      : AfterInlining(AfterInlining) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }

private:
  bool AfterInlining;
};

/// kcc-bounds-merge: the access checks of a function the inliner has
/// inlined callees into, before the last SimplifyCFG of the function
/// simplifications sinks or hoists the accesses of a switch's cases or an
/// if's arms into one (their subscripts then one phi of them all). With its
/// own analyses: the pipeline's are left as they are.
class BoundsMergeCheckPass : public llvm::PassInfoMixin<BoundsMergeCheckPass> {
public:
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &);
  static bool isRequired() { return true; }
};

/// Whether any bounds warning is enabled (-kcc-warn-*).
bool isBoundsEnabled();

/// Install capture before each function's first InstCombine and the check at
/// the end of the pipeline, when a -kcc-warn-* option is on.
void registerBoundsCallbacks(llvm::PassBuilder &PB);

} // namespace kcc

#endif // KCC_BOUNDS_H
