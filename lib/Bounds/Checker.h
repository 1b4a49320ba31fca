//===- Checker.h - The bounds checks of one function ------------*- C++ -*-===//
//
// Part of kcc, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// lib/Bounds's own header: the options of the bounds warnings as the checks
// read them, and the Checker that runs the checks of one function and
// reports what they find. Its parts live by concern:
//   Check.cpp           the passes, the options, reporting, the access and
//                       call checks' drivers, memory calls folded into
//                       loads and stores;
//   SubscriptCheck.cpp  captured array subscripts against their arrays;
//   Path.cpp            the event path of a warning;
//   PathSplit.cpp       the paths a condition before an access splits, as
//                       GCC's jump threading copies the access onto them;
//   AccessCheck.cpp, StringopCheck.cpp, Object.cpp: kcc/BoundsObject.h.
//
//===----------------------------------------------------------------------===//

#ifndef KCC_LIB_BOUNDS_CHECKER_H
#define KCC_LIB_BOUNDS_CHECKER_H

#include "kcc/Bounds.h"
#include "kcc/BoundsObject.h"
#include "kcc/BoundsRemark.h"
#include "kcc/FrontendFacts.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Analysis/LazyValueInfo.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/IR/ConstantRange.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/PassManager.h"

#include <optional>

namespace llvm {
class BranchInst;
class ICmpInst;
class DbgVariableRecord;
class MemIntrinsic;
} // namespace llvm

namespace kcc {

/// The bounds options of the command line (-kcc-*), as the checks use them.
struct BoundsConfig {
  bool ArrayBounds = false; ///< -Warray-bounds
  unsigned ArrayBoundsLevel = 1;
  bool ZeroLength = false;            ///< -Wzero-length-bounds
  bool StrictFlexWarning = false;     ///< -Wstrict-flex-arrays (with a level)
  unsigned StrictFlexArrays = 1;      ///< -fstrict-flex-arrays=N
  unsigned GivenStrictFlexArrays = 0; ///< The level the user gave, or 0.
  bool Overflow = false;              ///< -Wstringop-overflow
  unsigned OverflowLevel = 2;
  bool Overread = false; ///< -Wstringop-overread
  /// How many conditions a path shows (-1: all; 0: no path).
  int ContextDepth = -1;
  /// Whether the path also names the transformations of the move history.
  bool Details = true;
  /// Addresses below it are null plus an offset (--param=min-pagesize=N).
  uint64_t MinPageSize = 4096;

  bool stringops() const { return Overflow || Overread; }
  bool subscripts() const {
    return ArrayBounds || ZeroLength || StrictFlexWarning;
  }
};

const BoundsConfig &getBoundsConfig();

/// Whether -fstrict-flex-arrays lets the array \p F extend past its bound.
bool isFlexible(const ArrayFact &F, const BoundsConfig &C);

/// The capture id of a debug value kcc-bounds-capture added with \p Prefix
/// ("kcc.bounds.<id>", "kcc.bounds.base.<id>", ...), if it is one.
std::optional<uint64_t> recordId(const llvm::DbgVariableRecord &DVR,
                                 llvm::StringRef Prefix);

/// Whether \p DVR is any of the capture's debug values.
bool isCaptureRecord(const llvm::DbgVariableRecord &DVR);

/// The source variable \p V holds (through casts), from its debug values.
llvm::StringRef sourceName(const llvm::Value *V);

/// "while referencing 'vals'" at the array's declaration, if known.
llvm::SmallVector<PassNote, 1> referenceNote(const ArrayFact &Fact);

/// The front end's facts about a module's source, indexed for the checks.
struct SourceIndex {
  explicit SourceIndex(const llvm::Module &M)
      : Subscripts(M), Calls(M), Ranges(M) {}
  SourceSubscripts Subscripts;
  SourceCalls Calls;
  SourceRanges Ranges;
};

/// \p M's index, built once for the capture and every check point of its
/// pipeline; kcc-bounds, the last, drops it.
const SourceIndex &sourceIndex(const llvm::Module &M);

/// Whether \p I is (or the optimizer made it of) a call of the source
/// (Capture.cpp).
bool isSourceCall(const llvm::Instruction &I, const SourceRanges &Ranges);

class Checker {
public:
  /// \p Early: the check at the start of the pipeline, on the front end's
  /// IR (locals still in memory).
  Checker(llvm::Function &F, llvm::FunctionAnalysisManager &FAM,
          llvm::StringSet<> &Reported, const SourceSubscripts &Subscripts,
          const SourceCalls &Calls, const SourceRanges &Ranges,
          bool Early = false)
      : F(F), FAM(FAM), DL(F.getDataLayout()), Config(getBoundsConfig()),
        Reported(Reported), Subscripts(Subscripts), Calls(Calls),
        Ranges(Ranges), Early(Early) {}

  /// The check runs before the loop and SLP vectorizers: every vector
  /// access is the source's.
  bool BeforeVectorizers = false;

  /// Captured array subscripts against their arrays (SubscriptCheck.cpp).
  void checkSubscripts();
  /// Every load and store against its object, and the addresses passed on.
  void checkObjectAccesses();
  /// The string and memory functions' calls.
  void checkCalls();
  /// The calls whose bound is above PTRDIFF_MAX only on a path that a
  /// condition before them splits off (before InstCombine folds the later
  /// branch that makes the path separate in GCC).
  void checkSplitBounds();
  /// The calls with a pointer argument at a fixed address below the
  /// smallest page, on some path (before InstCombine deletes the path where
  /// it is null as undefined).
  void checkFixedAddressCalls();
  /// Memory calls of constant length that became loads and stores.
  void checkMemRecords();
  /// Warn about the captured facts that were not in the form Capture.cpp
  /// writes (hand-written IR), which were ignored.
  void diagnoseMalformed();

private:
  llvm::LazyValueInfo &lvi() {
    return FAM.getResult<llvm::LazyValueAnalysis>(F);
  }
  llvm::DominatorTree &dt() {
    return FAM.getResult<llvm::DominatorTreeAnalysis>(F);
  }
  llvm::OptimizationRemarkEmitter &ore() {
    return FAM.getResult<llvm::OptimizationRemarkEmitterAnalysis>(F);
  }
  const llvm::TargetLibraryInfo &tli() {
    return FAM.getResult<llvm::TargetLibraryAnalysis>(F);
  }
  ObjectQuery &objects() {
    if (!Objects) {
      // Before the optimizer (or without it) values live in memory: the
      // query reads them through their slots, and has no loops to follow.
      bool ThroughSlots = Early || F.hasOptNone();
      Objects.emplace(F, DL, tli(), lvi(), dt(),
                      ThroughSlots
                          ? nullptr
                          : &FAM.getResult<llvm::ScalarEvolutionAnalysis>(F),
                      ThroughSlots);
    }
    return *Objects;
  }

  // Check.cpp
  /// Whether \p BB may run: reachable, and early, not only through a
  /// branch whose condition folds to the other way.
  bool live(const llvm::BasicBlock *BB);
  /// Whether \p BB is in the vector body of a loop the loop vectorizer
  /// made: its scalar copies of an access (a predicated store) carry the
  /// loop's location, not the access's; the source's access is in the
  /// scalar loop it left, or was checked before it ran.
  bool inVectorBody(const llvm::BasicBlock *BB);
  llvm::DenseMap<const llvm::Loop *, bool> VectorBodies;
  void checkAddresses(llvm::Instruction &I);
  void checkObjectAccess(llvm::Instruction &I);
  /// The check of a constant subscript the front end folded into \p I's
  /// address; whether it warned.
  bool checkFoldedSubscript(llvm::Instruction &I);
  void checkAggregateCopy(llvm::MemIntrinsic &MI);
  std::optional<ObjectRef> declaredObject(llvm::Instruction &Access);
  StringopOptions stringopOptions();
  void reportFinding(const BoundsFinding &W, const llvm::DILocation *Where,
                     llvm::Instruction &At);
  /// The findings of one call, unless the call was warned about already.
  void reportCall(llvm::ArrayRef<BoundsFinding> Found,
                  const llvm::DILocation *Where, llvm::Instruction &At);
  /// The #pragma GCC diagnostic state of \p Option at \p Where: none, or
  /// ignored (an empty optional) or the severity.
  std::optional<std::optional<DiagnosticPragma>>
  pragmaAt(BoundsOption Option, const llvm::DILocation *Where);
  bool ignoredAt(BoundsOption Option, const llvm::DILocation *Where) {
    std::optional<std::optional<DiagnosticPragma>> P = pragmaAt(Option, Where);
    return P && !*P;
  }
  std::string reportKey(BoundsOption Option, llvm::StringRef Msg,
                        const llvm::DILocation *Where,
                        const SourceRangeFact *Range,
                        const llvm::Instruction &At);
  void placeAtSourceRanges(PassWarning &W);
  void report(BoundsOption Option, const llvm::Twine &Message,
              const llvm::DILocation *Where, llvm::Instruction &At,
              const llvm::Value *Operand, llvm::ArrayRef<PassNote> Notes,
              CaretPlace Caret = CaretPlace::Access,
              const SourceRangeFact *Place = nullptr);

  // SubscriptCheck.cpp
  bool availableAtEnd(const llvm::Value *V, const llvm::BasicBlock *BB);
  std::optional<llvm::ConstantRange> rangeAt(llvm::Value *V,
                                             llvm::Instruction *At);
  std::optional<llvm::ConstantRange>
  subscriptRange(const llvm::DbgVariableRecord &DVR, llvm::Instruction *Access);
  llvm::Value *countAt(llvm::Value *Base, int64_t Offset, uint64_t Size,
                       llvm::Instruction &At);
  /// An access with an array fact, and the debug values of its subscript
  /// and of the array's base last set before it.
  struct SubscriptSite {
    llvm::Instruction *Access;
    ArrayFact Fact;
    const llvm::DbgVariableRecord *DVR, *BaseDVR;
  };
  llvm::DenseMap<std::pair<uint64_t, const llvm::Value *>, llvm::ConstantRange>
  unrolledSubscripts(llvm::ArrayRef<SubscriptSite> Sites);
  /// \p Copies: the range of all unrolled copies of the subscript, if the
  /// access is one of them.
  void checkSubscript(llvm::Instruction &Access, const ArrayFact &Fact,
                      const llvm::DbgVariableRecord *DVR,
                      const llvm::DbgVariableRecord *BaseDVR,
                      std::optional<llvm::ConstantRange> Copies,
                      const llvm::DILocation *SubscriptAt = nullptr);
  /// The subscripts of the store a loop made \p CB of (LoopIdiomRecognize):
  /// the loop stored every element from the first to the last; whether it
  /// warned.
  bool checkLoopStores(llvm::CallBase &CB);
  /// GCC's -Wstringop-overflow on a character stored by \p SI out of the
  /// member array of \p Fact, at subscripts [\p Lo, \p Hi].
  void checkMemberStore(llvm::StoreInst &SI, const ArrayFact &Fact, int64_t Lo,
                        int64_t Hi, const llvm::Value *Operand);
  std::optional<std::pair<int64_t, int64_t>>
  excludedSubscripts(const llvm::ConstantRange &R, llvm::Instruction &Access,
                     const ArrayFact &Fact, const llvm::DbgVariableRecord *DVR);
  /// A counted_by subscript at or above its count, whatever the count's
  /// value.
  void checkCountedRelation(llvm::Instruction &Access, const ArrayFact &Fact,
                            const llvm::DbgVariableRecord &DVR,
                            llvm::Value *Count);
  void checkCounted(llvm::Instruction &Access, const ArrayFact &Fact,
                    const llvm::DbgVariableRecord *DVR,
                    const llvm::DbgVariableRecord *BaseDVR,
                    std::optional<llvm::ConstantRange> Copies);

  // PathSplit.cpp
  /// A condition before an access that does not guard it but splits the
  /// paths to it, as GCC's jump threading would: the subscript's range on
  /// the path of \p Outcome (\p Range), and in the type it was widened from
  /// by sign extension (\p Narrow, where an anti-range keeps its form).
  struct PathSplit {
    llvm::ICmpInst *Condition;
    bool Outcome;
    llvm::ConstantRange Narrow, Range;
  };
  std::optional<PathSplit>
  splitPath(llvm::Value *V, llvm::Instruction &Access,
            llvm::function_ref<bool(const llvm::ConstantRange &Narrow,
                                    const llvm::ConstantRange &Range)>
                OutOfBounds,
            bool OnlyBranches = false);
  static std::optional<PathSplit> fixedArmCondition(llvm::CallBase &CB,
                                                    uint64_t Limit);
  /// The split of the warning being reported: its path starts there.
  const PathSplit *Split = nullptr;
  PassEvent splitEvent(const PathSplit &S);
  std::optional<PathSplit> splitSubscript(llvm::Instruction &Access,
                                          const ArrayFact &Fact,
                                          const llvm::DbgVariableRecord &DVR,
                                          int64_t Limit);

  // Path.cpp
  bool sourceOutcome(const llvm::ICmpInst &Cmp, bool Outcome) const;
  std::string impliedRange(const llvm::Value *Operand, llvm::BasicBlock *From,
                           llvm::BranchInst *BI, bool Outcome,
                           llvm::Instruction &At);
  void pathEvents(llvm::Instruction &At, const llvm::Value *Operand,
                  std::vector<PassEvent> &Events);

  llvm::Function &F;
  llvm::FunctionAnalysisManager &FAM;
  const llvm::DataLayout &DL;
  const BoundsConfig &Config;
  llvm::StringSet<> &Reported;
  const SourceSubscripts &Subscripts;
  const SourceCalls &Calls;
  const SourceRanges &Ranges;
  bool Early;
  /// Whether the function calls llvm.is.constant (once asked, by live()).
  std::optional<bool> HasIsConstant;
  /// Operands of !kcc.bounds and of !kcc.bounds.captured that were not
  /// facts.
  unsigned MalformedFacts = 0, MalformedCalls = 0;
  /// Accesses warned about (by any check), so that no other check warns
  /// about the same access again.
  llvm::SmallPtrSet<const llvm::Instruction *, 8> WarnedAt;
  /// Call arguments whose address -Warray-bounds reported.
  llvm::SmallPtrSet<const llvm::Use *, 4> WarnedArgs;
  std::optional<ObjectQuery> Objects;
  llvm::SmallPtrSet<const llvm::BasicBlock *, 32> Live;
};

} // namespace kcc

#endif // KCC_LIB_BOUNDS_CHECKER_H
