//===- kcc/BoundsObject.h - The object an access refers to ------*- C++ -*-===//
//
// Part of kcc, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The pointer query of kcc's bounds warnings, in the spirit of GCC's
// pointer-query: for an address used at an instruction, the object it
// points into (a global, a local, a string literal, a heap block of known
// size) and the range of byte offsets from the object's start that the
// address may have there. Offsets come from the GEPs on the way to the
// object, each variable index with its LazyValueInfo range at the access
// (narrowed by ScalarEvolution's for an induction variable);
// phis and selects whose arms reach the same object give the union of the
// arms' ranges. Each query walks only the address's own def-use chain, to a
// bounded depth, so the cost per access does not grow with the function.
//
//===----------------------------------------------------------------------===//

#ifndef KCC_BOUNDSOBJECT_H
#define KCC_BOUNDSOBJECT_H

#include "kcc/BoundsRemark.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/IR/ConstantRange.h"

#include <optional>
#include <string>

namespace llvm {
class CallBase;
class ConstantInt;
class ICmpInst;
class PHINode;
class SelectInst;
class StoreInst;
class Use;
class DataLayout;
class DILocation;
class DIVariable;
class DominatorTree;
class GEPOperator;
class Function;
class Instruction;
class LazyValueInfo;
class ScalarEvolution;
class TargetLibraryInfo;
class Type;
class Value;
} // namespace llvm

namespace kcc {

struct ArrayFact;
struct SourceRangeFact;
class SourceCalls;

/// What kind of storage an object is. Unknown: an object the query cannot
/// size (a pointer argument, `extern char a[]`), which GCC takes to be of
/// any size up to PTRDIFF_MAX.
/// What an address points into. A Parameter is an array parameter's
/// (`char a[4]`): the caller's object, of at least the declared size as
/// far as the function is concerned.
enum class ObjectKind {
  Global,
  Local,
  StringLiteral,
  Heap,
  Parameter,
  Unknown
};

/// The object an address points into, and where in it.
struct ObjectRef {
  ObjectKind Kind = ObjectKind::Global;
  /// The global, the alloca or the allocation call.
  const llvm::Value *Base = nullptr;
  /// The object's size in bytes: one value except for heap blocks whose
  /// size is a range.
  uint64_t MinSize = 0, MaxSize = 0;
  /// Byte offsets from the object's start the address may have (signed, 64
  /// bits).
  llvm::ConstantRange Offset{64, /*isFullSet=*/true};
  /// The variable index whose range the offset's range comes from (the
  /// last one on the way, if several), for the event path.
  const llvm::Value *Index = nullptr;
  /// Placed in the object by a comparison with a pointer into it (`MIN (p,
  /// a)`, FindOptions::ThroughComparisons), not by the address's own steps.
  bool ByComparison = false;
};

/// How a source names and spells an object, for the notes: GCC's "at offset
/// 16 into object 'ga' of size 16" and its 'int[4]'.
struct ObjectDescription {
  std::string Name;     ///< 'ga'; empty when the source gives none.
  std::string Type;     ///< 'int[4]' as GCC spells it; empty if unknown.
  std::string TypeAka;  ///< 'unsigned char[4]' for 'u8[4]'; else empty.
  std::string DeclFile; ///< Where it is declared (or allocated).
  unsigned DeclLine = 0, DeclColumn = 0;
  std::string Allocator;    ///< 'malloc' for a heap block.
  uint64_t ElementSize = 0; ///< For an array the front end declares.
};

/// How an ObjectQuery reads an address.
struct FindOptions {
  /// An inbounds step by an unknown index is taken to stay inside the
  /// object (for the string and memory functions, whose pointer arguments
  /// GCC reads so); without, it makes the offset unknown.
  bool AssumeInBounds = false;
  /// Objects of unknown size are ObjectKind::Unknown rather than no object
  /// (the string and memory functions' checks).
  bool AllowUnknown = false;
  /// An inbounds step by an unknown index leaves a valid pointer somewhere
  /// in the object, [0, size], and constant steps after it move that range
  /// (GCC's pointer query for loads and stores: `p = a + i; p[-3]`).
  bool StepsFromWithin = false;
  /// The smaller or larger of a pointer into an object and one of unknown
  /// provenance is in that object (GCC's access checks for the string and
  /// memory functions; its -Warray-bounds does not go through them).
  bool ThroughComparisons = false;
};

class ObjectQuery {
public:
  /// With \p ThroughSlots, a value loaded from a local variable that is
  /// stored once (the front end's IR, before SROA promotes it) is the value
  /// stored: for the check at the start of the pipeline.
  ObjectQuery(llvm::Function &F, const llvm::DataLayout &DL,
              const llvm::TargetLibraryInfo &TLI, llvm::LazyValueInfo &LVI,
              llvm::DominatorTree &DT, llvm::ScalarEvolution *SE,
              bool ThroughSlots = false)
      : F(F), DL(DL), TLI(TLI), LVI(LVI), DT(DT), SE(SE),
        ThroughSlots(ThroughSlots) {}

  /// The object \p Ptr points into at \p At, if the address can be traced
  /// to one object of known size.
  std::optional<ObjectRef> find(llvm::Value *Ptr, llvm::Instruction *At,
                                const FindOptions &Opts = FindOptions());

  /// Every object \p Ptr may point into at \p At (a phi or select of
  /// addresses of several objects), each with its offsets; none if one of
  /// them cannot be traced (or sized, unless \p Opts.AllowUnknown).
  llvm::SmallVector<ObjectRef, 2>
  findAll(llvm::Value *Ptr, llvm::Instruction *At, const FindOptions &Opts);

  const llvm::DataLayout &getDataLayout() const { return DL; }

  /// The range of the integer \p V at \p At (full if unknown), sign-extended
  /// or truncated to 64 bits.
  llvm::ConstantRange rangeAt(llvm::Value *V, llvm::Instruction *At);

  /// The same in \p V's own type (at most 64 bits), for anti-ranges.
  llvm::ConstantRange valueRange(llvm::Value *V, llvm::Instruction *At,
                                 unsigned Depth = 0);

private:
  /// One base an address is formed from, and the offsets from it.
  struct Target {
    llvm::Value *Base = nullptr;
    llvm::Instruction *At = nullptr;
    llvm::ConstantRange Offset{llvm::APInt(64, 0)};
    const llvm::Value *Index = nullptr;
    /// Somewhere in the object (an unknown index): constants added later
    /// leave it so.
    bool Anywhere = false;
    /// The base's object, once asked for (none if it has no known size).
    std::optional<std::optional<ObjectRef>> Object;
    bool ByComparison = false;
  };
  bool collect(llvm::Value *P, llvm::Instruction *At, const FindOptions &Opts,
               unsigned Depth,
               llvm::SmallPtrSetImpl<const llvm::Value *> &Visiting,
               llvm::SmallVectorImpl<Target> &Out);
  struct GEPStep;
  /// \p Copied: the most bytes a copy whose length is the step read (a
  /// mempcpy InstCombine folded), if known.
  std::optional<GEPStep> stepOf(llvm::GEPOperator &GEP, llvm::Instruction *At,
                                const FindOptions &Opts,
                                std::optional<uint64_t> Copied);
  std::optional<uint64_t>
  copiedLength(llvm::GEPOperator &GEP, llvm::Instruction *At,
               const FindOptions &Opts, unsigned Depth,
               llvm::SmallPtrSetImpl<const llvm::Value *> &Visiting);
  bool collectGEP(llvm::GEPOperator &GEP, llvm::Instruction *At,
                  const FindOptions &Opts, unsigned Depth,
                  llvm::SmallPtrSetImpl<const llvm::Value *> &Visiting,
                  llvm::SmallVectorImpl<Target> &Out);
  bool collectArms(
      llvm::Value *P,
      llvm::ArrayRef<std::pair<llvm::Value *, llvm::Instruction *>> Arms,
      const FindOptions &Opts, unsigned Depth,
      llvm::SmallPtrSetImpl<const llvm::Value *> &Visiting,
      llvm::SmallVectorImpl<Target> &Out);
  std::optional<uint64_t>
  sourceRoom(llvm::Value *P, llvm::Instruction *At, const FindOptions &Opts,
             unsigned Depth,
             llvm::SmallPtrSetImpl<const llvm::Value *> &Visiting);
  std::optional<bool>
  collectReturned(llvm::CallBase &CB, llvm::Instruction *At,
                  const FindOptions &Opts, unsigned Depth,
                  llvm::SmallPtrSetImpl<const llvm::Value *> &Visiting,
                  llvm::SmallVectorImpl<Target> &Out);
  std::optional<bool>
  collectMinMax(llvm::SelectInst &SI, llvm::Instruction *At,
                const FindOptions &Opts, unsigned Depth,
                llvm::SmallPtrSetImpl<const llvm::Value *> &Visiting,
                llvm::SmallVectorImpl<Target> &Out);
  std::optional<uint64_t> sizeOf(Target &T);
  bool inCompilerLoop(const llvm::Value *V);
  std::optional<ObjectRef> objectAt(llvm::Value *Base, llvm::Instruction *At);
  static ObjectRef unknownObject(const llvm::Value *Base);
  llvm::Value *storedOnce(llvm::Value *V);

  llvm::Function &F;
  const llvm::DataLayout &DL;
  const llvm::TargetLibraryInfo &TLI;
  llvm::LazyValueInfo &LVI;
  llvm::DominatorTree &DT;
  /// For the ranges of induction variables, which LazyValueInfo does not
  /// follow around a loop (none: LazyValueInfo alone).
  llvm::ScalarEvolution *SE;
  bool ThroughSlots;
};

/// One bounds warning, as a check finds it, for the remark that reports it.
/// Where a warning's caret is: at the access (its subscript or '*', the
/// front end's SourceRangeFact), at the assignment that stores, or at the
/// `->` of the struct the access goes through.
enum class CaretPlace { Access, Assignment, Arrow };

struct BoundsFinding {
  BoundsOption Option = BoundsOption::ArrayBounds;
  std::string Message;
  llvm::SmallVector<PassNote, 1> Notes;
  /// The value whose range put the access out of bounds (for the event
  /// path's conditions), if one did.
  const llvm::Value *Operand = nullptr;
  /// For an access to a declared object that is an array of elements of
  /// the access's size: the object, its size and name, and the lowest
  /// offset accessed, so that the caller can look for the source's
  /// subscript of it.
  const llvm::Value *Object = nullptr;
  uint64_t ObjectSize = 0, ElementSize = 0;
  int64_t ObjectOffset = 0;
  std::string ObjectName;
  /// Where GCC puts its caret: for its access checks on a store, at the
  /// assignment's operator, its range the whole assignment (not the
  /// subscript); for the struct an access goes through, at the `->`.
  CaretPlace Caret = CaretPlace::Access;
  /// The front end's facts to place it by, when not those at the access's
  /// location (a member through `p->`, SourceRanges::memberAt).
  const SourceRangeFact *Place = nullptr;
};

/// GCC's -Warray-bounds on a load or store \p I through any address (its
/// MEM_REF check, -Warray-bounds=1's whole objects): the access entirely
/// outside the object its address points into, or partly outside it at a
/// constant offset. \p Fact is the access's array fact, when the access was
/// a subscript of that array: then GCC's array wording is used when the
/// array is the whole object. \p Access, the front end's facts of the
/// access expression, names the element type of a block with no declared
/// type ('int16_t[2]' for `alloca (4)` read through an `int16_t *`).
/// A vector access partly outside is reported only \p BeforeVectorizers
/// (after them it may be several of the source's).
std::optional<BoundsFinding>
checkObjectAccess(llvm::Instruction &I, ObjectQuery &Q, const ArrayFact *Fact,
                  const SourceRangeFact *Access = nullptr,
                  bool BeforeVectorizers = false);

/// GCC's -Warray-bounds for the struct a load or store through `p->` goes
/// through (\p Access, the front end's facts of it): `*p` starting in the
/// object p points into and ending past it, "array subscript 'struct
/// big[0]' is partly outside array bounds of 'unsigned char[16]'", whether
/// or not the member accessed is in the object.
std::optional<BoundsFinding> checkArrowBase(llvm::Instruction &I,
                                            ObjectQuery &Q,
                                            const SourceRangeFact &Access);

/// GCC's -Warray-bounds for a load or store at a fixed address below
/// \p MinPageSize (an integer made a pointer: `*(int *) 16 = 1`), an object
/// of no size: "array subscript 0 is outside array bounds of 'int[0]'".
/// \p Member: the front end's facts of a member through `p->` there, whose
/// struct GCC names, at the `->`.
std::optional<BoundsFinding>
checkFixedAccess(llvm::Instruction &I, uint64_t MinPageSize,
                 const SourceRangeFact *Access = nullptr,
                 const SourceRangeFact *Member = nullptr);

/// The check of pointer arithmetic: an address \p Ptr that \p At passes on
/// (a call argument, a stored or returned value) formed outside its object
/// (just past the end is valid). GCC checks constant offsets at
/// -Warray-bounds=1, ranges too (\p Ranges) at 2.
std::optional<BoundsFinding> checkAddress(llvm::Value *Ptr,
                                          llvm::Instruction &At, ObjectQuery &Q,
                                          bool Ranges);

/// Which of the string and memory function warnings are on.
struct StringopOptions {
  bool Overflow = false, Overread = false;
  /// -Warray-bounds: calls whose accesses leave their objects (GCC's
  /// restrict pass), before the stringop checks.
  bool ArrayBounds = false;
  unsigned Level = 2; ///< -Wstringop-overflow=N.
  /// Library functions are checked only when their declaration has the
  /// library's prototype.
  const llvm::TargetLibraryInfo *TLI = nullptr;
  /// Arguments whose address -Warray-bounds reported already (checkAddress):
  /// the call's -Warray-bounds check leaves them alone.
  const llvm::SmallPtrSetImpl<const llvm::Use *> *WarnedArgs = nullptr;
  /// -Warray-bounds=N: 2 measures every call against subobjects.
  unsigned ArrayBoundsLevel = 1;
  /// What the front end says of the calls' arguments (kcc/Bounds.h).
  const SourceCalls *Calls = nullptr;
  /// The check at the start of the pipeline: every call is the source's.
  bool Early = false;
  /// The call is a memory intrinsic LoopIdiomRecognize made of a loop's
  /// loads and stores: it accesses what they did, so its -Warray-bounds check
  /// (destination and source) is the source's; GCC's access checks, which
  /// measure against the room a string function's caller promised, are not.
  bool Made = false;
  /// The bound's range on a path that a condition before the call splits
  /// off (GCC's jump threading copies the call there), when that range is
  /// above \p Max (PTRDIFF_MAX) and the range at the call is not: asked
  /// with the bound argument. The check of a bound too large then uses it.
  llvm::function_ref<std::optional<llvm::ConstantRange>(llvm::Value *Bound,
                                                        uint64_t Max)>
      BoundOnPath;
  /// A pointer argument at a fixed address below it (on some path) points
  /// to an object of no size: GCC's --param=min-pagesize=N, 4096 by
  /// default, for which such an address is a null pointer plus an offset.
  uint64_t MinPageSize = 0;
  /// Only those arguments are checked (before InstCombine, which deletes
  /// the path where the pointer is null as undefined).
  bool OnlyFixedAddresses = false;
};

/// The integer an address that is an integer made a pointer (`(int *)
/// 16`) is, if it fits 64 bits.
const llvm::ConstantInt *integerAddress(const llvm::Value *V);

/// Whether \p V is an address below \p Limit: a null pointer (in address
/// space 0) or an integer made a pointer, plus a constant offset, or a
/// select or phi of such addresses. GCC's pointer query takes such an
/// address for null plus an offset, -fno-delete-null-pointer-checks or
/// not.
bool isFixedAddress(const llvm::Value *V, uint64_t Limit,
                    const llvm::DataLayout &DL, unsigned Depth = 0);

/// The phi \p V is (plus a constant offset) in \p At's block, with an arm
/// at a fixed address below \p Limit, when a load or store through it
/// follows \p At there: GCC's isolation of erroneous paths gives the block
/// a copy for the null arm's edge, trapping at the dereference, where \p At
/// sees the fixed address (`obj = 0` on one path, then `memset
/// (&obj->b, 0, 8); obj->a = 0;`). Not where null is a valid address
/// (-fno-delete-null-pointer-checks, as in the kernel).
const llvm::PHINode *nullPathPhi(const llvm::Value *V,
                                 const llvm::Instruction &At, uint64_t Limit,
                                 const llvm::DataLayout &DL);

/// The test of \p V's base against null that ends \p At's block, when
/// \p At (a call that only reads) has its result used only on the path
/// where the base is null: GCC sinks the call there (`n = strlen (p + 1);
/// if (!p) use (n);`), where \p V is a fixed address. The comparison and
/// its outcome on that path. Not where null is a valid address.
std::optional<std::pair<llvm::ICmpInst *, bool>>
nullTestAfter(const llvm::Value *V, const llvm::CallBase &At, uint64_t Limit,
              const llvm::DataLayout &DL);

/// GCC's checks of a call to a memory or string function
/// (StringopCheck.cpp): -Warray-bounds for accesses that leave their object,
/// unterminated string arguments, then -Wstringop-overflow and
/// -Wstringop-overread; one warning per call at most.
llvm::SmallVector<BoundsFinding, 1>
checkStringCall(llvm::CallBase &CB, ObjectQuery &Q,
                const StringopOptions &Opts);

/// The same for a memory call of constant length \p Len that the optimizer
/// turned into loads and stores: \p P is its destination (\p Write) or
/// source address, as it was at \p At, where the call was (\p CallLoc).
llvm::SmallVector<BoundsFinding, 1>
checkFoldedCall(llvm::StringRef Name, bool Write, llvm::Value *P, uint64_t Len,
                llvm::Instruction &At, const llvm::DILocation *CallLoc,
                ObjectQuery &Q, const StringopOptions &Opts);

/// GCC's -Wstringop-overflow on a plain store of characters or through a
/// pointer to them (its strlen pass): "writing 4 bytes into a region of
/// size 2", when -Warray-bounds has not reported it. \p Access is the
/// front end's fact of the store's expression, if any. Vector stores are
/// checked only \p BeforeVectorizers: after them, a wide store may be
/// several of the source's.
std::optional<BoundsFinding> checkStoreOverflow(llvm::StoreInst &SI,
                                                ObjectQuery &Q,
                                                const SourceRangeFact *Access,
                                                bool BeforeVectorizers);

/// The string \p P points to in a local array that holds a copy of a
/// constant (`const char a[] = "..."`, which clang initializes with a
/// memcpy), as it is at \p At: the array's one write is that copy, before
/// \p At in its block, and nothing writes it through a derived address.
bool localConstantString(const llvm::Value *P, const llvm::Instruction &At,
                         llvm::StringRef &Str);

/// "4", or "[20, 8589934588]" for a range: GCC's form of subscripts,
/// offsets and sizes.
std::string formatRange(int64_t Lo, int64_t Hi);

/// A type as GCC quotes it (%qT): 'int[4]', or 'u8[4]' {aka 'unsigned
/// char[4]'} with \p Aka, its spelling without typedefs, when not empty.
std::string quoteType(llvm::StringRef Type, llvm::StringRef Aka);

/// Where \p D is declared; invalid if unknown.
/// The declaration of \p Name at \p File:\p Line:\p Column, with the
/// name as its range.
PassLocation namedDeclLocation(llvm::StringRef File, unsigned Line,
                               unsigned Column, llvm::StringRef Name);
PassLocation declLocation(const ObjectDescription &D);

/// Where debug info says \p V is declared (its line; the column is not
/// recorded), with the file made absolute; invalid if unknown.
PassLocation declLocation(const llvm::DIVariable *V);

/// "object 'ga' of size 16", "destination object of size [2, 3] allocated
/// by 'malloc'" (\p Role "destination"), as GCC's notes name an object.
std::string objectPhrase(const ObjectRef &Obj, const ObjectDescription &D,
                         llvm::StringRef Role = "");

/// The name, type spelling and declaration of \p Obj from its debug info
/// (or, without it, the IR): for the warning text and its notes.
ObjectDescription describe(const ObjectRef &Obj);

/// \p Ty spelled as GCC spells C types in its warnings ('int', 'long int',
/// 'struct S', 'char[4]'), from the IR type; empty if there is no such
/// spelling.
std::string spellIRType(llvm::Type *Ty);

} // namespace kcc

#endif // KCC_BOUNDSOBJECT_H
