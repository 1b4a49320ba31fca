//===- Check.cpp - Bounds warnings at the start and end of the pipeline ---===//
//
// Part of kcc, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// kcc-bounds: after the whole optimization pipeline, when inlining, jump
// threading and value ranges have done their work,
//   -Warray-bounds       each captured subscript (SubscriptCheck.cpp) whose
//                        whole range at the access is outside its array,
//                        and every load and store entirely outside the
//                        object its address points into (AccessCheck.cpp);
//   -Wstringop-overflow  the memory and string functions writing past the
//   -Wstringop-overread  destination or reading past the source object
//                        (StringopCheck.cpp), also when the optimizer has
//                        turned them into loads and stores.
// kcc-bounds-early runs the access and call checks at the start of the
// pipeline too, for what optimization deletes, kcc-bounds-inlined once the
// function simplifications are done; and before each SROA and GVN of a
// function whose callees are inlined, the access checks look again at the
// loads and stores of local objects at a variable offset, which those two
// delete when the offset is out of bounds; before each InstCombine, the
// loads it merges into one load of a phi of their addresses; and
// kcc-bounds-merge, before the SimplifyCFG that sinks or hoists the
// accesses of a switch's cases or an if's arms into one.
//
// Each warning is a kcc-bounds remark (kcc/BoundsRemark.h) with its event
// path (Path.cpp); kcc renders it as GCC does. The passes only read the IR,
// then remove what Capture.cpp added, so the object is the one compiled
// without diagnostics.
//
//===----------------------------------------------------------------------===//

#include "Checker.h"
#include "kcc/FrontendFacts.h"

#include "kcc/PluginOptions.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/BlockFrequencyInfo.h"
#include "llvm/Analysis/BranchProbabilityInfo.h"
#include "llvm/Analysis/InstructionSimplify.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/BinaryFormat/Dwarf.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/DebugProgramInstruction.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PassInstrumentation.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/SaveAndRestore.h"
#include "llvm/Transforms/InstCombine/InstCombine.h"
#include "llvm/Transforms/Scalar/GVN.h"
#include "llvm/Transforms/Scalar/LoopIdiomRecognize.h"
#include "llvm/Transforms/Scalar/MemCpyOptimizer.h"
#include "llvm/Transforms/Scalar/SROA.h"

using namespace llvm;

#define DEBUG_TYPE "kcc-bounds"

STATISTIC(NumArrayBounds, "-Warray-bounds warnings");
STATISTIC(NumOverflow, "-Wstringop-overflow warnings");
STATISTIC(NumOverread, "-Wstringop-overread warnings");

static cl::opt<bool>
    WarnArrayBounds(KCC_OPT_WARN_ARRAY_BOUNDS, cl::init(false),
                    cl::desc("Warn about array subscripts whose whole range "
                             "is outside the array (-Warray-bounds)"));
static cl::opt<bool> WarnStringopOverflow(
    KCC_OPT_WARN_STRINGOP_OVERFLOW, cl::init(false),
    cl::desc("Warn about memory and string functions writing past the "
             "destination (-Wstringop-overflow)"));
static cl::opt<bool> WarnStringopOverread(
    KCC_OPT_WARN_STRINGOP_OVERREAD, cl::init(false),
    cl::desc("Warn about memory and string functions reading past the "
             "source (-Wstringop-overread)"));
static cl::opt<cl::boolOrDefault> WarnZeroLengthBounds(
    KCC_OPT_WARN_ZERO_LENGTH_BOUNDS,
    cl::desc("Warn about subscripts of interior zero-length arrays, which "
             "overlap the members after them (-Wzero-length-bounds; by "
             "default on with -kcc-warn-array-bounds, as in GCC)"));
static cl::opt<bool> WarnStrictFlexArrays(
    KCC_OPT_WARN_STRICT_FLEX_ARRAYS, cl::init(false),
    cl::desc("Warn about trailing arrays used as flexible arrays although "
             "the given -kcc-strict-flex-arrays=N (1-3) says they are not "
             "(GCC's -Wstrict-flex-arrays)"));
static cl::opt<unsigned> StrictFlexArrays(
    KCC_OPT_STRICT_FLEX_ARRAYS, cl::init(1),
    cl::desc("Which trailing arrays -Warray-bounds treats as flexible, as "
             "GCC applies -fstrict-flex-arrays=N to it: 0 and 1 [0] and [1], "
             "2 [0], 3 none ([] always)"));
static cl::opt<unsigned> ArrayBoundsLevel(
    KCC_OPT_ARRAY_BOUNDS_LEVEL, cl::init(1),
    cl::desc("-Warray-bounds=N: 2 also treats trailing [1] arrays as fixed "
             "(as -kcc-strict-flex-arrays=2)"));
static cl::opt<unsigned> StringopOverflowLevel(
    KCC_OPT_STRINGOP_OVERFLOW_LEVEL, cl::init(2),
    cl::desc("-Wstringop-overflow=N: 1 and 2 compare with the largest object "
             "the pointer may point to, 3 and 4 with the smallest (whole "
             "objects only: subobjects are not tracked)"));
static cl::opt<uint64_t> MinPageSize(
    KCC_OPT_MIN_PAGESIZE, cl::init(4096),
    cl::desc("Addresses below this are a null pointer plus an offset, an "
             "object of no size, to the string and memory functions' checks "
             "(GCC's --param=min-pagesize=N); 0: none is"));
static cl::opt<bool> ContextDetails(
    KCC_OPT_BOUNDS_DETAILS, cl::init(true),
    cl::desc("Whether a warning's event path says more than GCC 16's: the "
             "value range a condition implies and the transformations of "
             "the move history (-fdiagnostics-details); false: exactly GCC "
             "16's path (-fdiagnostics-show-context)"));
static cl::opt<int> ContextDepth(
    KCC_OPT_BOUNDS_CONTEXT, cl::init(-1),
    cl::desc("How many conditions a warning's event path shows, nearest "
             "first (-fdiagnostics-show-context=N); -1: all"));

namespace kcc {

const BoundsConfig &getBoundsConfig() {
  static BoundsConfig C;
  C.ArrayBounds = WarnArrayBounds;
  C.ArrayBoundsLevel = ArrayBoundsLevel;
  C.ZeroLength = WarnZeroLengthBounds == cl::BOU_UNSET
                     ? bool(WarnArrayBounds)
                     : WarnZeroLengthBounds == cl::BOU_TRUE;
  C.StrictFlexArrays = StrictFlexArrays;
  // -Wstrict-flex-arrays measures against the level the user gave.
  C.GivenStrictFlexArrays =
      StrictFlexArrays.getNumOccurrences() ? unsigned(StrictFlexArrays) : 0;
  C.StrictFlexWarning = WarnStrictFlexArrays && C.GivenStrictFlexArrays > 0;
  C.Overflow = WarnStringopOverflow;
  C.OverflowLevel = StringopOverflowLevel;
  C.Overread = WarnStringopOverread;
  C.ContextDepth = ContextDepth;
  C.Details = ContextDetails;
  C.MinPageSize = MinPageSize;
  return C;
}

bool isBoundsEnabled() {
  const BoundsConfig &C = getBoundsConfig();
  return C.subscripts() || C.stringops();
}

bool isFlexible(const ArrayFact &F, const BoundsConfig &C) {
  if (!F.Trailing)
    return false; // Interior [0] arrays: -Wzero-length-bounds.
  if (F.Flexible)
    return true; // `T a[]`, whatever the level.
  switch (
      std::max<unsigned>(C.StrictFlexArrays, C.ArrayBoundsLevel >= 2 ? 2 : 0)) {
  case 0: // GCC: levels up to 1 do not change -Warray-bounds.
  case 1:
    return F.Count <= 1;
  case 2:
    return F.Count == 0;
  default:
    return false;
  }
}

std::optional<uint64_t> recordId(const DbgVariableRecord &DVR,
                                 StringRef Prefix) {
  const DILocalVariable *V = DVR.getVariable();
  uint64_t Id;
  if (!V || !V->getName().starts_with(Prefix) ||
      V->getName().drop_front(Prefix.size()).getAsInteger(10, Id))
    return std::nullopt;
  return Id;
}

bool isCaptureRecord(const DbgVariableRecord &DVR) {
  const DILocalVariable *V = DVR.getVariable();
  return V && V->getName().starts_with(BoundsVarPrefix) && V->isArtificial();
}

namespace {

std::string formatLoc(const DILocation *L) {
  if (!L)
    return "";
  return (L->getFilename() + ":" + Twine(L->getLine()) + ":" +
          Twine(L->getColumn()))
      .str();
}

} // namespace

void Checker::diagnoseMalformed() {
  auto Warn = [&](unsigned N, StringRef MD) {
    if (N)
      F.getContext().diagnose(DiagnosticInfoGeneric(
          Twine("kcc-bounds: ignoring ") + Twine(N) + " malformed !" + MD +
              " operand" + (N == 1 ? "" : "s") + " in '" + F.getName() + "'",
          DS_Warning));
  };
  Warn(MalformedFacts, BoundsMD);
  Warn(MalformedCalls, BoundsCapturedMD);
}

std::optional<std::optional<DiagnosticPragma>>
Checker::pragmaAt(BoundsOption Option, const DILocation *Where) {
  // A #pragma GCC diagnostic where the code the warning is in was inlined
  // to, outermost call first, or where the warning is (GCC's order).
  FrontendFacts &Facts = FrontendFacts::get();
  if (!Facts.PragmaAt ||
      Facts.SubscriptsFile != F.getParent()->getSourceFileName())
    return std::nullopt;
  SmallVector<const DILocation *, 4> Chain;
  for (const DILocation *L = Where; L; L = L->getInlinedAt())
    Chain.push_back(L);
  for (const DILocation *L : reverse(Chain))
    if (std::optional<std::optional<DiagnosticPragma>> P =
            Facts.PragmaAt(spelledFileName(L->getFilename(), L->getDirectory(),
                                           &Facts.SpelledFiles),
                           L->getLine(), L->getColumn(), getOptionName(Option)))
      return P;
  return std::nullopt;
}

/// The pass that made \p I, a memory intrinsic, of the source's stores or
/// of a loop (markMadeCalls), if one did.
static std::optional<StringRef> madeBy(const Instruction &I) {
  const MDNode *N = I.getMetadata(BoundsMadeMD);
  if (!N)
    return std::nullopt;
  const auto *Pass = N->getNumOperands()
                         ? dyn_cast_or_null<MDString>(N->getOperand(0))
                         : nullptr;
  return Pass ? Pass->getString() : StringRef();
}

/// The transformation event of a warning on a call \p PassID made, in
/// words (-fdiagnostics-details).
static std::string madeCallEvent(const Instruction &I, StringRef PassID) {
  StringRef Callee = isa<MemSetInst>(I) ? "memset" : "memcpy";
  if (PassID == LoopIdiomRecognizePass::name())
    return ("loop idiom recognition (" + PassID +
            ") turned the loop into this call to '" + Callee + "'")
        .str();
  return ("the optimizer turned the accesses here into a call to '" + Callee +
          "'")
      .str();
}

/// GCC's caret and range of the access \p R: at its subscript or '*', for
/// its access checks on a store at the assignment's operator over the whole
/// assignment, or at the `->` of the struct the access goes through.
static void caretOf(const SourceRangeFact &R, CaretPlace Caret, unsigned &Line,
                    unsigned &Column, unsigned &Begin, unsigned &End,
                    unsigned &EndLine) {
  if (Caret == CaretPlace::Arrow && R.ArrowColumn) {
    Line = R.ArrowLine;
    Column = Begin = R.ArrowColumn;
    End = R.ArrowColumn + 1;
    EndLine = 0;
    return;
  }
  if (Caret == CaretPlace::Assignment && R.AssignBeginColumn) {
    Line = R.Line;
    Column = R.Column;
    Begin = R.AssignBeginColumn;
    End = R.AssignEndColumn;
    EndLine = 0;
    return;
  }
  Line = R.CaretLine;
  Column = R.CaretColumn;
  Begin = R.BeginColumn;
  End = R.EndColumn;
  EndLine = R.EndLine;
}

/// One warning per option and source access: the copies of an access (jump
/// threading, unrolling, vectorization) are the same access, at \p Range's
/// caret if the front end has it. Without a location, each access is its
/// own (IR without debug info). (The key is this pass's own: nothing reads
/// it back.)
std::string Checker::reportKey(BoundsOption Option, StringRef Msg,
                               const DILocation *Where,
                               const SourceRangeFact *Range,
                               const Instruction &At) {
  std::string Key = getOptionName(Option).str() + "|" +
                    (Range ? Where->getFilename().str() + ":" +
                                 std::to_string(Range->CaretLine) + ":" +
                                 std::to_string(Range->CaretColumn)
                           : formatLoc(Where));
  if (!Where)
    Key += "|" + F.getName().str() + "|" + Msg.str() + "|" +
           std::to_string(reinterpret_cast<uintptr_t>(&At));
  for (const DILocation *L = Where ? Where->getInlinedAt() : nullptr; L;
       L = L->getInlinedAt())
    Key += "|" + formatLoc(L);
  return Key;
}

/// The path's conditions and the notes where GCC puts them, from the front
/// end's ranges (a comparison at its start, not at its operator).
void Checker::placeAtSourceRanges(PassWarning &W) {
  auto Place = [](PassLocation &L, const SourceRangeFact *R) {
    if (!R)
      return;
    L.Line = R->CaretLine;
    L.Column = R->CaretColumn;
    L.RangeBegin = R->BeginColumn;
    L.RangeEnd = R->EndColumn;
    L.RangeEndLine = R->EndLine;
  };
  for (PassEvent &E : W.Events)
    if (E.Kind == EventKind::Condition && !E.Loc.RangeBegin)
      Place(E.Loc, E.Loc.DL ? (E.Loc.Line ? nullptr : Ranges.at(E.Loc.DL))
                            : Ranges.at(E.Loc.File, E.Loc.Line, E.Loc.Column));
  for (PassNote &N : W.Notes)
    if (PassLocation &L = N.Loc; !L.RangeBegin)
      Place(L, L.DL       ? Ranges.at(L.DL)
               : L.Column ? Ranges.at(L.File, L.Line, L.Column)
                          : nullptr);
}

void Checker::report(BoundsOption Option, const Twine &Message,
                     const DILocation *Where, Instruction &At,
                     const Value *Operand, ArrayRef<PassNote> Notes,
                     CaretPlace Caret, const SourceRangeFact *Place) {
  std::string Msg = Message.str();
  // The access is where GCC puts the caret: a store at its '=' and a load
  // of the same element are the same subscript.
  // (A call LoopIdiomRecognize made of a loop's store is where GCC puts its
  // own: at the assignment, not at the subscript the store's location
  // maps to.)
  const SourceRangeFact *Range = Place ? Place
                                 : madeBy(At) && Where == At.getDebugLoc().get()
                                     ? nullptr
                                     : Ranges.at(Where);
  // A warning a #pragma ignores there is not given: as in GCC, the access
  // is left to the other checks (a store's -Wstringop-overflow when its
  // -Warray-bounds is ignored).
  std::optional<std::optional<DiagnosticPragma>> Pragma =
      pragmaAt(Option, Where);
  if (Pragma && !*Pragma)
    return;
  // A copy of an access warned about already is warned about, too: no
  // other check reports it again.
  WarnedAt.insert(&At);
  if (!Reported.insert(reportKey(Option, Msg, Where, Range, At)).second)
    return;
  switch (Option) {
  case BoundsOption::StringopOverflow:
    ++NumOverflow;
    break;
  case BoundsOption::StringopOverread:
    ++NumOverread;
    break;
  default:
    ++NumArrayBounds;
  }

  PassWarning W;
  W.Option = Option;
  W.Message = std::move(Msg);
  W.Loc = Where;
  FrontendFacts &Facts = FrontendFacts::get();
  if (Pragma)
    W.Pragma = **Pragma == DiagnosticPragma::Error ? PragmaSeverity::Error
                                                   : PragmaSeverity::Warning;
  // GCC 16's path (-fdiagnostics-show-context=N): the conditions, nearest
  // first, then "warning happens here" at the warning itself; none at 0.
  if (Config.ContextDepth != 0) {
    pathEvents(At, Operand, W.Events);
    if (std::optional<StringRef> Pass = madeBy(At); Pass && Config.Details)
      W.Events.push_back({EventKind::Transformation,
                          PassLocation(At.getDebugLoc().get()),
                          madeCallEvent(At, *Pass)});
    PassLocation Here(Where ? Where : At.getDebugLoc().get());
    if (Range && Where)
      caretOf(*Range, Caret, Here.Line, Here.Column, Here.RangeBegin,
              Here.RangeEnd, Here.RangeEndLine);
    W.Events.push_back({EventKind::Warning, Here, "warning happens here"});
  }
  // GCC's caret and range, where the front end knows them.
  if (Range)
    caretOf(*Range, Caret, W.CaretLine, W.CaretColumn, W.RangeBegin, W.RangeEnd,
            W.RangeEndLine);
  W.Notes.assign(Notes.begin(), Notes.end());
  placeAtSourceRanges(W);
  emitBoundsWarning(ore(), At, W,
                    Facts.SubscriptsFile == F.getParent()->getSourceFileName()
                        ? &Facts.SpelledFiles
                        : nullptr);
}

void Checker::reportFinding(const BoundsFinding &W, const DILocation *Where,
                            Instruction &At) {
  report(W.Option, W.Message, Where, At, W.Operand, W.Notes, W.Caret, W.Place);
}

void Checker::reportCall(ArrayRef<BoundsFinding> Found, const DILocation *Where,
                         Instruction &At) {
  if (Found.empty())
    return;
  // A call is warned about once, whatever the option: the early check sees
  // the source's call, the late one what the optimizer made of it (a
  // memcpy of a block whose two mallocs it merged) and may word it
  // otherwise. (Without a location, each call is its own.)
  std::string Key = "call";
  for (const DILocation *L = Where; L; L = L->getInlinedAt())
    Key += "|" + formatLoc(L);
  if (Where && !Reported.insert(Key).second)
    return;
  for (const BoundsFinding &W : Found)
    reportFinding(W, Where, At);
}

/// Pointer arithmetic: the addresses \p I passes on, formed outside their
/// object (AccessCheck.cpp).
void Checker::checkAddresses(Instruction &I) {
  SmallVector<Use *, 4> Escaping;
  if (auto *CB = dyn_cast<CallBase>(&I)) {
    if (isa<DbgInfoIntrinsic, LifetimeIntrinsic>(I))
      return;
    for (Use &U : CB->args())
      Escaping.push_back(&U);
  } else if (auto *SI = dyn_cast<StoreInst>(&I)) {
    // A local variable's slot (the front end's IR keeps locals in memory)
    // is not where an address escapes to: `base -= 257` is pointer
    // arithmetic, which GCC checks where it is dereferenced.
    if (!isa<AllocaInst>(SI->getPointerOperand()->stripPointerCasts()))
      Escaping.push_back(&SI->getOperandUse(0));
  } else if (auto *RI = dyn_cast<ReturnInst>(&I)) {
    if (RI->getReturnValue())
      Escaping.push_back(&RI->getOperandUse(0));
  }
  for (Use *U : Escaping)
    if (U->get()->getType()->isPointerTy())
      if (std::optional<BoundsFinding> W = checkAddress(
              U->get(), I, objects(), Config.ArrayBoundsLevel >= 2)) {
        reportFinding(*W, I.getDebugLoc().get(), I);
        WarnedArgs.insert(U);
      }
}

/// Whether \p I is what a memory call of constant length became, which is
/// checked as that call (checkMemRecords), as GCC does.
static bool isFoldedCall(const Instruction &I) {
  return any_of(filterDbgVars(I.getDbgRecordRange()),
                [](const DbgVariableRecord &DVR) {
                  return recordId(DVR, BoundsDestVarPrefix) ||
                         recordId(DVR, BoundsSourceVarPrefix);
                });
}

/// The value `__builtin_constant_p` (llvm.is.constant) will have when it
/// is lowered, if \p V is that call (or its negation): true only for a
/// constant operand.
static ConstantInt *loweredIsConstant(Value *V) {
  using namespace PatternMatch;
  bool Negated = false;
  Value *X;
  if (match(V, m_Not(m_Value(X)))) {
    V = X;
    Negated = true;
  }
  auto *II = dyn_cast<IntrinsicInst>(V);
  if (!II || II->getIntrinsicID() != Intrinsic::is_constant)
    return nullptr;
  bool IsConst = isa<Constant>(II->getArgOperand(0));
  return ConstantInt::getBool(II->getContext(), IsConst != Negated);
}

bool Checker::live(const BasicBlock *BB) {
  // Code under `__builtin_constant_p (x) ? ... : ...` that the lowering of
  // the builtin will delete is not looked at (the checks before the end
  // run before that lowering).
  if (!Early) {
    if (!HasIsConstant)
      HasIsConstant = any_of(instructions(F), [](const Instruction &I) {
        const auto *II = dyn_cast<IntrinsicInst>(&I);
        return II && II->getIntrinsicID() == Intrinsic::is_constant;
      });
    if (!*HasIsConstant)
      return dt().isReachableFromEntry(BB);
  }
  // The front end's IR still has the branches the first simplifications
  // fold (`for (i = 0; i < ARRAY_SIZE (empty) && i < n; i++)` compares
  // with 0u, then merges that with a phi): what is reachable through the
  // others, as GCC's early warnings see the code after its own folding.
  // (Optimistic, as SCCP: a phi's value is that of its live edges so far; a
  // block is looked at again when it gains one.)
  if (Live.empty()) {
    SimplifyQuery SQ(DL, &tli(), &dt());
    DenseSet<std::pair<const BasicBlock *, const BasicBlock *>> LiveEdges;
    SmallVector<const BasicBlock *, 16> Work{&F.getEntryBlock()};
    Live.insert(&F.getEntryBlock());
    auto Folded = [&](Value *Cond, const BasicBlock *B) -> ConstantInt * {
      if (auto *C = dyn_cast<ConstantInt>(Cond))
        return C;
      if (ConstantInt *C = loweredIsConstant(Cond))
        return C;
      if (!Early)
        return nullptr; // The IR's own folding is done.

      if (auto *Phi = dyn_cast<PHINode>(Cond); Phi && Phi->getParent() == B) {
        ConstantInt *Same = nullptr;
        for (unsigned I = 0, E = Phi->getNumIncomingValues(); I != E; ++I) {
          if (!LiveEdges.count({Phi->getIncomingBlock(I), B}))
            continue;
          auto *C = dyn_cast<ConstantInt>(Phi->getIncomingValue(I));
          if (!C || (Same && Same != C))
            return nullptr;
          Same = C;
        }
        return Same;
      }
      if (auto *I = dyn_cast<Instruction>(Cond))
        return dyn_cast_or_null<ConstantInt>(
            simplifyInstruction(I, SQ.getWithInstruction(I)));
      return nullptr;
    };
    while (!Work.empty()) {
      const BasicBlock *B = Work.pop_back_val();
      const Instruction *T = B->getTerminator();
      if (!T)
        continue;
      const BasicBlock *Only = nullptr;
      if (const auto *Br = dyn_cast<BranchInst>(T); Br && Br->isConditional())
        if (ConstantInt *C = Folded(Br->getCondition(), B))
          Only = Br->getSuccessor(C->isZero() ? 1 : 0);
      for (const BasicBlock *S : successors(B)) {
        if ((Only && S != Only) || !LiveEdges.insert({B, S}).second)
          continue;
        // New, or with one more live edge into its phis.
        if (Live.insert(S).second || isa<PHINode>(S->begin()))
          Work.push_back(S);
      }
    }
  }
  return Live.count(BB);
}

bool Checker::inVectorBody(const BasicBlock *BB) {
  if (BeforeVectorizers || Early)
    return false;
  LoopInfo &LI = FAM.getResult<LoopAnalysis>(F);
  for (const Loop *L = LI.getLoopFor(BB); L; L = L->getParentLoop()) {
    auto [It, New] = VectorBodies.try_emplace(L, false);
    if (New && getBooleanLoopAttribute(L, "llvm.loop.isvectorized"))
      It->second = any_of(L->blocks(), [](const BasicBlock *B) {
        return any_of(
            *B, [](const Instruction &I) { return I.getType()->isVectorTy(); });
      });
    if (It->second)
      return true;
  }
  return false;
}

/// -Warray-bounds on every load and store against the object its address
/// points into (AccessCheck.cpp), for the accesses checkSubscripts did not
/// warn about; -Wstringop-overflow on the stores it did not warn about.
void Checker::checkObjectAccesses() {
  if (!Config.ArrayBounds && !Config.Overflow)
    return;
  for (Instruction &I : instructions(F)) {
    if (!live(I.getParent()))
      continue;
    if (Config.ArrayBounds)
      checkAddresses(I);
    if (auto *MI = dyn_cast<MemIntrinsic>(&I);
        MI && Early && Config.ArrayBounds)
      checkAggregateCopy(*MI);
    if (!isa<LoadInst, StoreInst>(I) || WarnedAt.count(&I) || isFoldedCall(I) ||
        inVectorBody(I.getParent()))
      continue;
    if (Config.ArrayBounds)
      checkObjectAccess(I);
    else if (isa<StoreInst>(I) && Config.Overflow && !I.hasMetadata(BoundsMD))
      checkFoldedSubscript(I); // (A character out of a member.)
    if (auto *SI = dyn_cast<StoreInst>(&I);
        SI && Config.Overflow && !WarnedAt.count(SI))
      if (std::optional<BoundsFinding> W = checkStoreOverflow(
              *SI, objects(), Ranges.at(SI->getDebugLoc().get()),
              BeforeVectorizers))
        reportFinding(*W, SI->getDebugLoc().get(), *SI);
  }
}

/// Where the subscript \p S is, in the scope of the access at \p L on its
/// line (`ents[4].v` is located at its member).
static const DILocation *subscriptLocation(const ArraySubscriptFact &S,
                                           const DILocation *L) {
  return DILocation::get(L->getContext(), S.Line, S.Column, L->getScope(),
                         L->getInlinedAt());
}

bool Checker::checkFoldedSubscript(Instruction &I) {
  // A constant subscript out of bounds that the front end folded into the
  // address, before the capture gives it its facts (the early check): a
  // subscript, as captureFoldedSubscripts makes it.
  // (Not a source's call, `memcpy (&a[4], s, 8)`, or the load or store
  // made of it: the call's checks see it. Nor a read or write of a scalar
  // variable, the front end's `p` of `p->a[4]` at the subscript's place.)
  TypeSize Size = DL.getTypeStoreSize(getLoadStoreType(&I));
  if (!I.getDebugLoc() || Size.isScalable() || isSourceCall(I, Ranges))
    return false;
  if (const auto *AI = dyn_cast<AllocaInst>(getLoadStorePointerOperand(&I));
      AI && !AI->getAllocatedType()->isAggregateType())
    return false;
  const DILocation *L = I.getDebugLoc().get();
  const ArraySubscriptFact *S =
      Early ? Subscripts.constantAt(L, Size.getFixedValue()) : nullptr;
  // A member of an element (`gw.e[4].v`), which the capture does not see
  // either: located at the member, the subscript before it; placed by the
  // access's offset in its object.
  const DILocation *SubscriptAt = nullptr;
  if (!S)
    if (std::optional<ObjectRef> Obj =
            objects().find(getLoadStorePointerOperand(&I), &I);
        Obj && Obj->Offset.isSingleElement() &&
        (Obj->Kind == ObjectKind::Global || Obj->Kind == ObjectKind::Local))
      if ((S = Subscripts.elementMemberAt(
               L, Obj->Offset.getSingleElement()->getSExtValue(),
               Size.getFixedValue())))
        SubscriptAt = subscriptLocation(*S, L);
  if (!S || !S->outOfBounds())
    return false;
  ArrayFact Folded = ArrayFact::fromSource(*S);
  Folded.ConstSubscript = S->ConstantValue;
  checkSubscript(I, Folded, nullptr, nullptr, std::nullopt, SubscriptAt);
  return WarnedAt.count(&I);
}

/// The key of a copy of an aggregate warned about at its subscript.
static std::string copyKey(const Instruction &I) {
  std::string Key = "copy";
  for (const DILocation *L = I.getDebugLoc().get(); L; L = L->getInlinedAt())
    Key += "|" + formatLoc(L);
  return Key;
}

void Checker::checkAggregateCopy(MemIntrinsic &MI) {
  // A copy of a whole element, `d->h[4] = *s`, to or from a constant
  // subscript out of bounds, on the front end's IR: InstCombine makes a
  // small one a load and a store, which lose the capture's facts. (A
  // source's call is checked as one.)
  if (isSourceCall(MI, Ranges))
    return;
  auto *Len = dyn_cast<ConstantInt>(MI.getLength());
  SmallVector<Value *, 2> Ends{MI.getDest()};
  if (auto *MT = dyn_cast<MemTransferInst>(&MI))
    Ends.push_back(MT->getSource());
  const DILocation *L = MI.getDebugLoc().get();
  if (!Len || !L || Len->getBitWidth() > 64)
    return;
  for (Value *End : Ends) {
    const ArraySubscriptFact *S = nullptr;
    const DILocation *At = nullptr;
    if (auto *GEP = dyn_cast<GetElementPtrInst>(End);
        GEP && GEP->getDebugLoc()) {
      At = GEP->getDebugLoc().get();
      S = Subscripts.constantAt(At, Len->getZExtValue());
    } else if (auto *CE = dyn_cast<GEPOperator>(End)) {
      // Of a global (a constant address): the array the line subscripts.
      auto *GV = dyn_cast<GlobalVariable>(CE->getPointerOperand());
      if (GV && GV->getValueType()->isArrayTy())
        S = Subscripts.onLine(
            L, DL.getTypeAllocSize(GV->getValueType()).getFixedValue(),
            Len->getZExtValue(), GV->getName());
      if (S)
        At = subscriptLocation(*S, L);
    }
    if (!S || !At || !S->ConstantSubscript || !S->outOfBounds() ||
        WarnedAt.count(&MI))
      continue;
    ArrayFact Folded = ArrayFact::fromSource(*S);
    Folded.ConstSubscript = S->ConstantValue;
    checkSubscript(MI, Folded, nullptr, nullptr, std::nullopt, At);
    // As GCC, one warning for the copy: its call checks, later, say no
    // more of it.
    if (WarnedAt.count(&MI))
      Reported.insert(copyKey(MI));
  }
}

void Checker::checkObjectAccess(Instruction &I) {
  std::optional<ArrayFact> Fact;
  if (MDNode *Facts = I.getMetadata(BoundsMD))
    for (const MDOperand &Op : Facts->operands())
      if ((Fact = ArrayFact::decode(dyn_cast_or_null<MDNode>(Op.get()))))
        break;
  if (!Fact && checkFoldedSubscript(I))
    return;
  // GCC's -Warray-bounds leaves a flexible array member of a heap block
  // alone (its subscript check has no bound there, and the access is not
  // through a dereferenced pointer): past the block's end, a character
  // stored there is its strlen pass's -Wstringop-overflow, and nothing
  // else is warned about.
  const SourceRangeFact *Access = Ranges.at(I.getDebugLoc().get());
  // The struct `*p` an access through `p->` goes through: a subscript's
  // facts say, or those of the member read or written there.
  const SourceRangeFact *Member =
      Access && Access->ArrowSize ? Access
      : isa<LoadInst, StoreInst>(I)
          ? Ranges.memberAt(I.getDebugLoc().get(),
                            I.getDataLayout()
                                .getTypeStoreSize(getLoadStoreType(&I))
                                .getKnownMinValue())
          : nullptr;
  // (At the start only: later a null pointer plus an offset, `p->b` of `p =
  // 0`, which GCC does not warn about, is folded into the same integer.)
  if (Early)
    if (std::optional<BoundsFinding> W =
            checkFixedAccess(I, Config.MinPageSize, Access, Member)) {
      reportFinding(*W, I.getDebugLoc().get(), I);
      return;
    }
  if (Member)
    if (std::optional<BoundsFinding> W =
            checkArrowBase(I, objects(), *Member)) {
      W->Place = Member;
      reportFinding(*W, I.getDebugLoc().get(), I);
      return;
    }
  if ((Access && Access->FlexibleMember) ||
      (Fact && Fact->Member && isFlexible(*Fact, Config)))
    if (std::optional<ObjectRef> Obj =
            objects().find(getLoadStorePointerOperand(&I), &I);
        Obj && Obj->Kind == ObjectKind::Heap)
      return;
  std::optional<BoundsFinding> W = kcc::checkObjectAccess(
      I, objects(), Fact ? &*Fact : nullptr, Access, BeforeVectorizers);
  if (!W)
    return;
  // An access the capture had no facts for, on a line that subscripts
  // the whole object as an array: GCC words it as that subscript. (Not the
  // copy a source's call was made into, `memcpy (&a[4], s, 8)`: that is
  // the call's, at the call, once.)
  if (!Fact && W->Object && !isSourceCall(I, Ranges)) {
    bool Only = false;
    const ArraySubscriptFact *S =
        Subscripts.onLine(I.getDebugLoc().get(), W->ObjectSize, W->ElementSize,
                          W->ObjectName, &Only);
    if (S) {
      int64_t Offset = W->ObjectOffset;
      ArrayFact FromSource = ArrayFact::fromSource(*S);
      W = kcc::checkObjectAccess(I, objects(), &FromSource, Access,
                                 BeforeVectorizers);
      if (!W)
        return;
      // At the subscript, as GCC, if it is this one (the only one, or the
      // constant that is the element accessed).
      const DILocation *L = I.getDebugLoc().get();
      bool ThisOne =
          S->ConstantSubscript
              ? S->ElementSize &&
                    divideFloorSigned(Offset, int64_t(S->ElementSize)) ==
                        S->ConstantValue
              : Only && S->Column <= L->getColumn();
      if (S->Line && ThisOne &&
          (S->Line != L->getLine() || S->Column != L->getColumn()))
        return reportFinding(*W, subscriptLocation(*S, L), I);
    }
  }
  reportFinding(*W, I.getDebugLoc().get(), I);
}

namespace {

/// "at offset 12 into destination object 'key' of size 16" at the local
/// variable's declaration.
PassNote localNote(StringRef Role, const MemCallFact::Local &L) {
  std::string Name = L.Var ? L.Var->getName().str() : "";
  return {declLocation(L.Var),
          (L.Offset ? "at offset " + std::to_string(L.Offset) + " into "
                    : std::string()) +
              Role.str() + " object " +
              (Name.empty() ? "" : "'" + Name + "' ") + "of size " +
              std::to_string(L.Size)};
}

} // namespace

/// Memory intrinsics of constant length that the optimizer turned into
/// loads and stores: checked at the place the call was, through the
/// addresses kcc-bounds-capture recorded there.
void Checker::checkMemRecords() {
  MDNode *Table = F.getMetadata(BoundsCapturedMD);
  if (!Table || !Table->getNumOperands())
    return;
  DenseMap<uint64_t, MemCallFact> Calls;
  for (const MDOperand &Op : Table->operands()) {
    std::optional<MemCallFact> Fact =
        MemCallFact::decode(dyn_cast_or_null<MDNode>(Op.get()));
    if (!Fact) {
      ++MalformedCalls;
      continue;
    }
    Calls[Fact->Id] = *Fact;
  }
  for (Instruction &I : instructions(F)) {
    for (DbgVariableRecord &DVR : filterDbgVars(I.getDbgRecordRange())) {
      std::optional<uint64_t> Id = recordId(DVR, BoundsDestVarPrefix);
      bool Dest = Id.has_value();
      if (!Dest)
        Id = recordId(DVR, BoundsSourceVarPrefix);
      auto Call = Id ? Calls.find(*Id) : Calls.end();
      if (Call == Calls.end() || DVR.isKillLocation() ||
          DVR.getNumVariableLocationOps() != 1)
        continue;
      Value *P = DVR.getVariableLocationOp(0);
      // A constant address, recorded as its global and offset.
      ArrayRef<uint64_t> Expr = DVR.getExpression()->getElements();
      if (Expr.size() == 2 && Expr[0] == dwarf::DW_OP_plus_uconst &&
          isa<GlobalVariable>(P))
        P = ConstantExpr::getInBoundsGetElementPtr(
            Type::getInt8Ty(F.getContext()), cast<GlobalVariable>(P),
            ConstantInt::get(Type::getInt64Ty(F.getContext()), Expr[1]));
      else if (!Expr.empty())
        continue;
      const MemCallFact &C = Call->second;
      const std::optional<MemCallFact::Local> &Local = Dest ? C.Dest : C.Source;
      auto *MI = dyn_cast<MemIntrinsic>(&I);
      auto *MILen = MI ? dyn_cast<ConstantInt>(MI->getLength()) : nullptr;
      // Still a call: checkCalls sees it.
      if (Local ? MILen && MILen->getValue() == C.Length
                : MI && (MI->getDest() == P ||
                         (isa<MemTransferInst>(MI) &&
                          cast<MemTransferInst>(MI)->getSource() == P)))
        continue;
      if (!(Dest ? Config.Overflow : Config.Overread) && !Config.ArrayBounds)
        continue;
      if (!Local) {
        reportCall(checkFoldedCall(C.Name, Dest, P, C.Length, I,
                                   DVR.getDebugLoc().get(), objects(),
                                   stringopOptions()),
                   DVR.getDebugLoc().get(), I);
        continue;
      }
      // In a local variable: the bytes left there.
      auto *Left = dyn_cast<ConstantInt>(P);
      if (!(Dest ? Config.Overflow : Config.Overread) || !Left ||
          Left->getBitWidth() > 64 || C.Length <= Left->getZExtValue())
        continue;
      std::string Bytes =
          std::to_string(C.Length) + (C.Length == 1 ? " byte" : " bytes");
      std::string Size = std::to_string(Left->getZExtValue());
      BoundsFinding W;
      if (Dest) {
        W.Option = BoundsOption::StringopOverflow;
        W.Message =
            ("'" + C.Name + "' writing " + Bytes + " into a region of size " +
             Size + " overflows the destination")
                .str();
        W.Notes.push_back(localNote("destination", *Local));
      } else {
        W.Option = BoundsOption::StringopOverread;
        W.Message = ("'" + C.Name + "' reading " + Bytes +
                     " from a region of size " + Size)
                        .str();
        W.Notes.push_back(localNote("source", *Local));
      }
      reportCall(W, DVR.getDebugLoc().get(), I);
    }
  }
}

StringopOptions Checker::stringopOptions() {
  StringopOptions Opts;
  Opts.Overflow = Config.Overflow;
  Opts.Overread = Config.Overread;
  // GCC's restrict pass (the calls' -Warray-bounds) is an optimization
  // pass: at -O0 its access pass words every call.
  Opts.ArrayBounds = Config.ArrayBounds && !F.hasOptNone();
  Opts.Level = Config.OverflowLevel;
  Opts.TLI = &tli();
  Opts.WarnedArgs = &WarnedArgs;
  Opts.ArrayBoundsLevel = Config.ArrayBoundsLevel;
  Opts.Calls = &Calls;
  Opts.Early = Early;
  Opts.MinPageSize = Config.MinPageSize;
  return Opts;
}

void Checker::checkCalls() {
  StringopOptions Opts = stringopOptions();
  // A call LoopIdiomRecognize made of a loop's loads and stores accesses
  // what they did: whether that leaves the object is the source's to
  // answer for (GCC, whose loop distribution makes such calls too, says
  // the same of them).
  StringopOptions MadeOpts = Opts;
  MadeOpts.Made = true;
  MadeOpts.Overflow = MadeOpts.Overread = false;
  for (Instruction &I : instructions(F))
    if (auto *CB = dyn_cast<CallBase>(&I); CB && live(CB->getParent())) {
      // (Stores MemCpyOpt merged were checked one by one before, and the
      // merged call is where the first of them was.)
      // A loop's store to an array, made a call: its subscripts first.
      if (madeBy(*CB) == LoopIdiomRecognizePass::name() && checkLoopStores(*CB))
        continue;
      std::optional<StringRef> Made = Early ? std::nullopt : madeBy(*CB);
      if (Made && *Made != LoopIdiomRecognizePass::name())
        continue;
      StringopOptions CallOpts = Made ? MadeOpts : Opts;
      // A copy of an aggregate (`gh[4] = *s`) is no call of the source:
      // its -Warray-bounds is its subscript's (checkAggregateCopy).
      if (isa<MemIntrinsic>(CB) && !Made && Ranges.present() &&
          !isSourceCall(*CB, Ranges)) {
        if (Reported.count(copyKey(*CB)))
          continue;
        CallOpts.ArrayBounds = false;
      }
      SmallVector<BoundsFinding, 1> Found =
          checkStringCall(*CB, objects(), CallOpts);
      // A call's -Warray-bounds ignored by a #pragma leaves it to
      // -Wstringop-overflow and -Wstringop-overread, as in GCC (whose
      // warn-access pass sees no warning on the call then).
      const DILocation *Where = CB->getDebugLoc().get();
      if (any_of(Found,
                 [](const BoundsFinding &W) {
                   return W.Option == BoundsOption::ArrayBounds;
                 }) &&
          ignoredAt(BoundsOption::ArrayBounds, Where)) {
        StringopOptions Rest = CallOpts;
        Rest.ArrayBounds = false;
        Found = checkStringCall(*CB, objects(), Rest);
      }
      reportCall(Found, Where, *CB);
    }
}

/// `char a = f + 1 ?: f; strncpy (d, s, f); if (a) ...`: GCC's jump
/// threading copies the call onto the path where `f + 1` is 0 and warns
/// that its bound, -1, exceeds the maximum object size there.
void Checker::checkSplitBounds() {
  for (Instruction &I : instructions(F)) {
    auto *CB = dyn_cast<CallBase>(&I);
    if (!CB || isa<DbgInfoIntrinsic>(CB) || !live(CB->getParent()))
      continue;
    std::optional<PathSplit> OnPath;
    auto TooLarge = [&](Value *Bound,
                        uint64_t Max) -> std::optional<ConstantRange> {
      OnPath = splitPath(
          Bound, *CB,
          [Max](const ConstantRange &, const ConstantRange &R) {
            return R.getUnsignedMin().ugt(Max);
          },
          /*OnlyBranches=*/true);
      if (!OnPath)
        return std::nullopt;
      return OnPath->Range.zextOrTrunc(64);
    };
    StringopOptions Opts = stringopOptions();
    Opts.BoundOnPath = TooLarge;
    SmallVector<BoundsFinding, 1> Found = checkStringCall(*CB, objects(), Opts);
    if (!OnPath)
      continue;
    SaveAndRestore<const PathSplit *> SplitOf(Split, &*OnPath);
    reportCall(Found, CB->getDebugLoc().get(), *CB);
  }
}

/// The condition that chooses the arm at a fixed address of the phi that
/// \p CB's argument is, on the path GCC isolates (nullPathPhi): `obj = i <
/// n ? &a[i] : 0; memset (&obj->b, 0, 8); obj->a = 0;` is "when the
/// condition is evaluated to false".
std::optional<Checker::PathSplit> Checker::fixedArmCondition(CallBase &CB,
                                                             uint64_t Limit) {
  const DataLayout &DL = CB.getDataLayout();
  ConstantRange Any = ConstantRange::getFull(64);
  for (Use &A : CB.args()) {
    if (auto Test = nullTestAfter(A.get(), CB, Limit, DL))
      return PathSplit{Test->first, Test->second, Any, Any};
    const PHINode *Phi = nullPathPhi(A.get(), CB, Limit, DL);
    if (!Phi)
      continue;
    for (unsigned N = 0; N < Phi->getNumIncomingValues(); ++N) {
      if (!isFixedAddress(Phi->getIncomingValue(N), Limit, DL))
        continue;
      // Up from the arm's block to the branch that leads to it alone.
      const BasicBlock *To = Phi->getParent();
      BasicBlock *From = Phi->getIncomingBlock(N);
      for (unsigned Depth = 0; From && Depth < 4; ++Depth) {
        auto *BI = dyn_cast<BranchInst>(From->getTerminator());
        if (BI && BI->isConditional()) {
          auto *Cmp = dyn_cast<ICmpInst>(BI->getCondition());
          if (Cmp && BI->getSuccessor(0) != BI->getSuccessor(1))
            return PathSplit{Cmp, BI->getSuccessor(0) == To, Any, Any};
          break;
        }
        To = From;
        From = From->getSinglePredecessor();
      }
    }
  }
  return std::nullopt;
}

void Checker::checkFixedAddressCalls() {
  StringopOptions Opts = stringopOptions();
  Opts.OnlyFixedAddresses = true;
  for (Instruction &I : instructions(F)) {
    auto *CB = dyn_cast<CallBase>(&I);
    if (!CB || isa<DbgInfoIntrinsic>(CB) || !live(CB->getParent()))
      continue;
    SmallVector<BoundsFinding, 1> Found = checkStringCall(*CB, objects(), Opts);
    if (Found.empty())
      continue;
    std::optional<PathSplit> Arm = fixedArmCondition(*CB, Opts.MinPageSize);
    SaveAndRestore<const PathSplit *> SplitOf(Split, Arm ? &*Arm : nullptr);
    reportCall(Found, CB->getDebugLoc().get(), *CB);
  }
}

namespace {

/// Remove what Capture.cpp added to \p F.
void removeCapturedFacts(Function &F) {
  SmallVector<DbgVariableRecord *, 16> Records;
  for (Instruction &I : instructions(F)) {
    if (I.hasMetadata(BoundsMD))
      I.setMetadata(BoundsMD, nullptr);
    if (I.hasMetadata(BoundsCallMD))
      I.setMetadata(BoundsCallMD, nullptr);
    if (I.hasMetadata(BoundsMadeMD))
      I.setMetadata(BoundsMadeMD, nullptr);
    if (I.hasMetadata(BoundsSourceCallMD))
      I.setMetadata(BoundsSourceCallMD, nullptr);
    for (DbgVariableRecord &DVR : filterDbgVars(I.getDbgRecordRange()))
      if (isCaptureRecord(DVR))
        Records.push_back(&DVR);
  }
  for (DbgVariableRecord *DVR : Records)
    DVR->eraseFromParent();
  F.setMetadata(BoundsCapturedMD, nullptr);
}

} // namespace

/// What the checks before the end of the pipeline reported, by module, so
/// that the check at the end does not report the same access again.
static DenseMap<const Module *, StringSet<>> &earlyReports() {
  static DenseMap<const Module *, StringSet<>> Reports;
  return Reports;
}

static DenseMap<const Module *, std::unique_ptr<SourceIndex>> &sourceIndices() {
  static DenseMap<const Module *, std::unique_ptr<SourceIndex>> Indices;
  return Indices;
}

const SourceIndex &sourceIndex(const Module &M) {
  std::unique_ptr<SourceIndex> &Index = sourceIndices()[&M];
  if (!Index)
    Index = std::make_unique<SourceIndex>(M);
  return *Index;
}

namespace {

/// The analyses of the check inside the function simplification pipeline,
/// its own: the pipeline's cached results stay as they are without the
/// warnings, and nothing this check computes outlives it.
class OwnAnalyses {
public:
  OwnAnalyses() {
    FAM.registerPass([] { return PassInstrumentationAnalysis(); });
    FAM.registerPass([] { return AssumptionAnalysis(); });
    FAM.registerPass([] { return TargetIRAnalysis(); });
    FAM.registerPass([] { return TargetLibraryAnalysis(); });
    FAM.registerPass([] { return DominatorTreeAnalysis(); });
    FAM.registerPass([] { return PostDominatorTreeAnalysis(); });
    FAM.registerPass([] { return LoopAnalysis(); });
    FAM.registerPass([] { return BranchProbabilityAnalysis(); });
    FAM.registerPass([] { return BlockFrequencyAnalysis(); });
    FAM.registerPass([] { return LazyValueAnalysis(); });
    FAM.registerPass([] { return ScalarEvolutionAnalysis(); });
    FAM.registerPass([] { return OptimizationRemarkEmitterAnalysis(); });
  }
  FunctionAnalysisManager FAM;
};

} // namespace

/// Whether \p F loads or stores at a variable offset into a local object,
/// or at a constant one past its end (`v[3]` of an inlined helper given
/// `int a[3]`): an access SROA or GVN deletes as undefined when it is out
/// of bounds. (Not the latter in a static function only called, which
/// inlining into its callers may delete: they are checked instead, as GCC
/// checks only the functions it keeps.)
static bool hasVariableLocalAccess(const Function &F) {
  const DataLayout &DL = F.getDataLayout();
  bool MayBeDeleted = F.hasLocalLinkage() && all_of(F.uses(), [](const Use &U) {
                        const auto *CB = dyn_cast<CallBase>(U.getUser());
                        return CB && CB->isCallee(&U);
                      });
  for (const Instruction &I : instructions(F)) {
    const Value *Ptr = getLoadStorePointerOperand(&I);
    if (!Ptr)
      continue;
    APInt Offset(DL.getIndexTypeSizeInBits(Ptr->getType()), 0);
    const auto *AI = dyn_cast<AllocaInst>(
        Ptr->stripAndAccumulateInBoundsConstantOffsets(DL, Offset));
    if (!AI) {
      if (isa<AllocaInst>(getUnderlyingObject(Ptr)))
        return true;
      continue;
    }
    std::optional<TypeSize> Size = AI->getAllocationSize(DL);
    TypeSize Access = DL.getTypeStoreSize(getLoadStoreType(&I));
    if (!MayBeDeleted && Size && !Size->isScalable() && !Access.isScalable() &&
        (Offset.isNegative() || Offset.getZExtValue() + Access.getFixedValue() >
                                    Size->getFixedValue()))
      return true;
  }
  return false;
}

/// Modules whose function simplification is over: kcc-bounds-inlined has
/// checked them, and the passes that run after it see vector code.
static DenseSet<const Module *> &simplifiedModules() {
  static DenseSet<const Module *> Modules;
  return Modules;
}

/// The access checks of \p F while the function simplification pipeline
/// works on it, once its callees are inlined (the first InstCombine
/// captured it) and until kcc-bounds-inlined.
/// \p CallsOnly: only the calls' bounds on the paths conditions split off
/// and their arguments at fixed addresses.
static void checkWhileSimplifying(Function &F, bool CallsOnly) {
  const Module &M = *F.getParent();
  static OwnAnalyses Own;
  const SourceIndex &Index = sourceIndex(M);
  {
    Checker C(F, Own.FAM, earlyReports()[&M], Index.Subscripts, Index.Calls,
              Index.Ranges);
    C.BeforeVectorizers = true;
    if (!CallsOnly) {
      if (getBoundsConfig().subscripts() || getBoundsConfig().Overflow)
        C.checkSubscripts();
      C.checkObjectAccesses();
    }
    if (getBoundsConfig().stringops())
      C.checkSplitBounds();
    if (getBoundsConfig().stringops() || getBoundsConfig().ArrayBounds)
      C.checkFixedAddressCalls();
  }
  Own.FAM.clear(F, F.getName());
}

static bool isSimplifying(const Function &F) {
  return F.getMetadata(BoundsCapturedMD) &&
         !simplifiedModules().count(F.getParent());
}

/// \p I as a call the source made (a memory intrinsic, or a call of a
/// declared function present at capture), else null.
static const CallBase *sourceCall(const Instruction &I) {
  const auto *CB = dyn_cast<CallBase>(&I);
  return CB && (isa<MemIntrinsic>(CB) || CB->hasMetadata(BoundsSourceCallMD))
             ? CB
             : nullptr;
}

/// Whether a call the source made has a pointer argument at a fixed
/// address below the smallest page, on some path.
static bool hasFixedAddressArgs(const Function &F) {
  uint64_t Limit = getBoundsConfig().MinPageSize;
  for (const Instruction &I : instructions(F))
    if (const CallBase *CB = sourceCall(I);
        CB && any_of(CB->args(), [&](const Use &A) {
          return isFixedAddress(A.get(), Limit, F.getDataLayout()) ||
                 nullPathPhi(A.get(), *CB, Limit, F.getDataLayout()) ||
                 nullTestAfter(A.get(), *CB, Limit, F.getDataLayout());
        }))
      return true;
  return false;
}

/// Before each SROA and GVN: a load or store past the end of a local object
/// at an offset inlining made known (`p[i]` of a compound literal, `i` from
/// a helper's range) is undefined, and SROA makes the address poison or GVN
/// folds the load; GCC keeps them for its warning. So is a call whose
/// argument inlining made a fixed address on some path, which the next
/// passes delete.
static void checkBeforeDeletion(Function &F) {
  if (!isSimplifying(F))
    return;
  if (hasVariableLocalAccess(F))
    checkWhileSimplifying(F, /*CallsOnly=*/false);
  else if (hasFixedAddressArgs(F))
    checkWhileSimplifying(F, /*CallsOnly=*/true);
}

/// Whether \p F has a phi of loads that InstCombine may make one load of a
/// phi of their addresses, one of them a captured subscript: `if (n > 8)
/// v = t[n]; else v = t[n & 7];` becomes a load of t[n > 8 ? n : n & 7].
static bool hasMergeableLoads(const Function &F) {
  for (const BasicBlock &BB : F)
    for (const PHINode &Phi : BB.phis())
      if (Phi.getNumIncomingValues() > 1 &&
          all_of(Phi.incoming_values(),
                 [](const Value *V) {
                   return isa<LoadInst>(V) && V->hasOneUse();
                 }) &&
          any_of(Phi.incoming_values(), [](const Value *V) {
            return cast<Instruction>(V)->hasMetadata(BoundsMD);
          }))
        return true;
  return false;
}

/// Whether \p V is derived (by casts) from a value compared with a
/// constant, or with a constant added (`f + 1 != 0`).
static bool isCompared(const Value *V) {
  using namespace PatternMatch;
  auto IsTest = [](const User *U) {
    return isa<ICmpInst>(U) && isa<ConstantInt>(U->getOperand(1));
  };
  for (unsigned Depth = 0; Depth < 4; ++Depth) {
    if (!isa<Instruction, Argument>(V))
      return false;
    if (any_of(V->users(), [&](const User *U) {
          return IsTest(U) ||
                 (match(U, m_Add(m_Specific(V), m_ConstantInt())) &&
                  any_of(U->users(), IsTest));
        }))
      return true;
    const auto *Cast = dyn_cast<CastInst>(V);
    if (!Cast)
      return false;
    V = Cast->getOperand(0);
  }
  return false;
}

/// Whether a captured access's subscript is derived from a value compared
/// with a constant in \p F: a condition that may split the paths to it
/// (PathSplit.cpp), which the optimizer may fold away as undefined on the
/// path where the access is out of bounds (`if (i > 4) ok = 0; v = t[i];
/// if (ok) ...` becomes `v = t[i]`).
static bool hasSplitCandidates(const Function &F) {
  for (const Instruction &I : instructions(F))
    if (isa<LoadInst, StoreInst>(I) && I.hasMetadata(BoundsMD))
      if (const auto *GEP =
              dyn_cast<GEPOperator>(getLoadStorePointerOperand(&I)))
        if (any_of(GEP->indices(), isCompared))
          return true;
  return false;
}

/// Whether a call the source made to a memory or string function has an
/// integer argument derived from a value compared with a constant: its
/// bound may be too large on a path the comparison splits off
/// (Checker::checkSplitBounds).
static bool hasSplitBounds(const Function &F) {
  for (const Instruction &I : instructions(F))
    if (const CallBase *CB = sourceCall(I);
        CB && any_of(CB->args(), [](const Use &A) {
          return A->getType()->isIntegerTy() && isCompared(A.get());
        }))
      return true;
  return false;
}

/// Before each InstCombine, once captured: the loads it merges; before the
/// first, the conditions that split the paths to an access.
static void checkBeforeInstCombine(Function &F, bool Captured) {
  if (!isSimplifying(F))
    return;
  if (hasMergeableLoads(F) || (Captured && hasSplitCandidates(F)))
    checkWhileSimplifying(F, /*CallsOnly=*/false);
  else if (Captured && ((getBoundsConfig().stringops() && hasSplitBounds(F)) ||
                        hasFixedAddressArgs(F)))
    checkWhileSimplifying(F, /*CallsOnly=*/true);
}

/// Whether \p BB loads or stores.
static bool accessesMemory(const BasicBlock &BB) {
  return any_of(
      BB, [](const Instruction &I) { return isa<LoadInst, StoreInst>(I); });
}

/// Whether SimplifyCFG may make one access of several: \p F has a block
/// that two blocks accessing memory branch to unconditionally (it sinks
/// their common last instructions into it), or a branch or switch to two
/// blocks accessing memory with no other predecessor (it hoists their
/// common first ones).
static bool hasMergeCandidates(const Function &F) {
  for (const BasicBlock &BB : F) {
    unsigned Sinkable = 0;
    for (const BasicBlock *Pred : predecessors(&BB))
      if (Pred->getSingleSuccessor() == &BB && accessesMemory(*Pred) &&
          ++Sinkable == 2)
        return true;
    unsigned Hoistable = 0;
    for (const BasicBlock *Succ : successors(&BB))
      if (Succ->getSinglePredecessor() == &BB && accessesMemory(*Succ) &&
          ++Hoistable == 2)
        return true;
  }
  return false;
}

PreservedAnalyses BoundsMergeCheckPass::run(Function &F,
                                            FunctionAnalysisManager &) {
  if (isSimplifying(F) && hasMergeCandidates(F))
    checkWhileSimplifying(F, /*CallsOnly=*/false);
  // Its own analyses: nothing of the pipeline's is touched.
  return PreservedAnalyses::all();
}

PreservedAnalyses BoundsEarlyCheckPass::run(Module &M,
                                            ModuleAnalysisManager &MAM) {
  FunctionAnalysisManager &FAM =
      MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  StringSet<> &Reported = earlyReports()[&M];
  const SourceIndex &Index = sourceIndex(M);
  if (AfterInlining)
    simplifiedModules().insert(&M);
  for (Function &F : M) {
    if (F.isDeclaration())
      continue;
    {
      Checker C(F, FAM, Reported, Index.Subscripts, Index.Calls, Index.Ranges,
                /*Early=*/!AfterInlining);
      C.BeforeVectorizers = true;
      // Once captured, subscripts first: their wording is the array's.
      if (AfterInlining &&
          (getBoundsConfig().subscripts() || getBoundsConfig().Overflow))
        C.checkSubscripts();
      C.checkObjectAccesses();
      if (getBoundsConfig().stringops() || getBoundsConfig().ArrayBounds)
        C.checkCalls();
    }
    // Leave no analysis cached that the pipeline would not have had: the
    // passes after this one run as without the warnings.
    FAM.clear(F, F.getName());
  }
  return PreservedAnalyses::all();
}

PreservedAnalyses BoundsCheckPass::run(Module &M, ModuleAnalysisManager &MAM) {
  FunctionAnalysisManager &FAM =
      MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  StringSet<> Reported;
  if (auto It = earlyReports().find(&M); It != earlyReports().end()) {
    Reported = std::move(It->second);
    earlyReports().erase(It);
  }
  const SourceIndex &Index = sourceIndex(M);
  for (Function &F : M) {
    if (F.isDeclaration())
      continue;
    // -O0, or a pipeline without InstCombine: capture now.
    captureBounds(F);
    Checker C(F, FAM, Reported, Index.Subscripts, Index.Calls, Index.Ranges);
    if (getBoundsConfig().subscripts() || getBoundsConfig().Overflow)
      C.checkSubscripts();
    C.checkObjectAccesses();
    if (getBoundsConfig().stringops() || getBoundsConfig().ArrayBounds) {
      C.checkCalls();
      C.checkMemRecords();
    }
    C.diagnoseMalformed();
    removeCapturedFacts(F);
    // As after the early check: nothing the checks computed stays cached.
    FAM.clear(F, F.getName());
  }
  closeBoundsRemarks(M);
  sourceIndices().erase(&M);
  simplifiedModules().erase(&M);
  FrontendFacts &Facts = FrontendFacts::get();
  if (Facts.SubscriptsFile == M.getSourceFileName())
    Facts.clearBoundsFacts();
  // Only metadata and debug values changed.
  return PreservedAnalyses::all();
}

/// The block or function a memory-intrinsic-making pass works on: the
/// preheader of LoopIdiomRecognize's loop (where its calls go), or the
/// function of MemCpyOpt.
static void forMadeCallScope(StringRef PassID, Any IR,
                             function_ref<void(BasicBlock &)> Fn) {
  if (PassID == MemCpyOptPass::name()) {
    if (const auto *F = llvm::any_cast<const Function *>(&IR))
      for (BasicBlock &BB : *const_cast<Function *>(*F))
        Fn(BB);
  } else if (PassID == LoopIdiomRecognizePass::name()) {
    if (const auto *L = llvm::any_cast<const Loop *>(&IR))
      if (BasicBlock *Preheader = (*L)->getLoopPreheader())
        Fn(*Preheader);
  }
}

/// Mark the memory intrinsics that MemCpyOpt and LoopIdiomRecognize make
/// (BoundsMadeMD): those not there before the pass ran.
static void markMadeCalls(PassInstrumentationCallbacks &PIC) {
  PIC.registerBeforeNonSkippedPassCallback([](StringRef PassID, Any IR) {
    forMadeCallScope(PassID, IR, [](BasicBlock &BB) {
      for (Instruction &I : BB)
        if (isa<MemIntrinsic>(I) && !I.hasMetadata(BoundsMadeMD) &&
            !I.hasMetadata(BoundsCallMD))
          I.setMetadata(BoundsCallMD, MDNode::get(I.getContext(), {}));
    });
  });
  PIC.registerAfterPassCallback(
      [](StringRef PassID, Any IR, const PreservedAnalyses &) {
        forMadeCallScope(PassID, IR, [PassID](BasicBlock &BB) {
          for (Instruction &I : BB)
            if (isa<MemIntrinsic>(I) && !I.hasMetadata(BoundsCallMD) &&
                !I.hasMetadata(BoundsMadeMD))
              I.setMetadata(BoundsMadeMD,
                            MDNode::get(I.getContext(),
                                        MDString::get(I.getContext(), PassID)));
        });
      });
}

void registerBoundsCallbacks(PassBuilder &PB) {
  if (!isBoundsEnabled())
    return;
  // Before the first InstCombine of each function, after SROA.
  if (PassInstrumentationCallbacks *PIC =
          PB.getPassInstrumentationCallbacks()) {
    PIC->registerBeforeNonSkippedPassCallback([](StringRef PassID, Any IR) {
      const auto *F = llvm::any_cast<const Function *>(&IR);
      if (!F)
        return;
      if (PassID == InstCombinePass::name()) {
        bool Captured = captureBounds(*const_cast<Function *>(*F));
        checkBeforeInstCombine(*const_cast<Function *>(*F), Captured);
      } else if (PassID == SROAPass::name() || PassID == GVNPass::name())
        checkBeforeDeletion(*const_cast<Function *>(*F));
    });
    markMadeCalls(*PIC);
  }
  // GCC warns from two places: after early inlining (accesses the
  // optimizer later deletes, such as loads of a string literal past its
  // end, or of a local array that SROA promotes) and after value ranges.
  PB.registerPipelineStartEPCallback(
      [](ModulePassManager &MPM, OptimizationLevel Level) {
        if (Level != OptimizationLevel::O0)
          MPM.addPass(BoundsEarlyCheckPass());
      });
  PB.registerOptimizerEarlyEPCallback(
      [](ModulePassManager &MPM, OptimizationLevel Level, ThinOrFullLTOPhase) {
        if (Level != OptimizationLevel::O0)
          MPM.addPass(BoundsEarlyCheckPass(/*AfterInlining=*/true));
      });
  // Before the last SimplifyCFG of the function simplifications, which
  // sinks the stores of a switch's cases into one.
  PB.registerScalarOptimizerLateEPCallback(
      [](FunctionPassManager &FPM, OptimizationLevel Level) {
        if (Level != OptimizationLevel::O0)
          FPM.addPass(BoundsMergeCheckPass());
      });
  PB.registerOptimizerLastEPCallback(
      [](ModulePassManager &MPM, OptimizationLevel, ThinOrFullLTOPhase) {
        MPM.addPass(BoundsCheckPass());
      });
}

} // namespace kcc
