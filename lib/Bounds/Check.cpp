//===- Check.cpp - Bounds warnings at the end of the pipeline -------------===//
//
// Part of kcc, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// kcc-bounds: after the whole optimization pipeline, when inlining, jump
// threading and value ranges have done their work,
//   -Warray-bounds       each captured access (Capture.cpp) whose subscript's
//                        whole range at the access is outside its array;
//   -Wstringop-overflow  memcpy/memmove/memset/str*cpy/strcat and their _chk
//                        forms writing more than the destination object
//                        holds, or with a bound above PTRDIFF_MAX;
//   -Wstringop-overread  memcpy/memmove/memcmp/strncmp reading more than the
//                        source object holds.
//
// Each warning is an OptimizationRemarkAnalysis of pass "kcc-bounds" whose
// arguments carry the GCC-shaped message and the event path; kcc renders
// them as GCC does. Argument keys (stable; kcc's renderer reads them):
//   Warning, Option         the message and the -W option it belongs to;
//   WarningLoc              where it is, with the file's full path (the
//                           remark's own location may be relative);
//   InFunction              the inlined function the warning is in (only
//                           when it is inlined);
//   InlinedFrom, InlinedAt  the inlining chain of the warning, innermost
//                           first, each a function and the call's location;
//   EventLoc, Event         each event, in program order: the conditions the
//                           path depends on, the transformations that put
//                           the access there (move history), the access;
//   NoteLoc, Note           "while referencing 'vals'" and the like.
// Locations are "file:line:column" (empty when unknown).
//
// The pass only reads the IR, then removes what Capture.cpp added, so the
// object is the one compiled without diagnostics.
//
//===----------------------------------------------------------------------===//

#include "kcc/Bounds.h"
#include "kcc/BoundsObject.h"
#include "kcc/FrontendFacts.h"
#include "kcc/MoveHistory.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Analysis/LazyValueInfo.h"
#include "llvm/Analysis/MemoryBuiltins.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/BinaryFormat/Dwarf.h"
#include "llvm/IR/ConstantRange.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/DebugProgramInstruction.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PassInstrumentation.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/Path.h"

using namespace llvm;

#define DEBUG_TYPE "kcc-bounds"

STATISTIC(NumArrayBounds, "-Warray-bounds warnings");
STATISTIC(NumOverflow, "-Wstringop-overflow warnings");
STATISTIC(NumOverread, "-Wstringop-overread warnings");

static cl::opt<bool>
    WarnArrayBounds("kcc-warn-array-bounds", cl::init(false),
                    cl::desc("Warn about array subscripts whose whole range "
                             "is outside the array (-Warray-bounds)"));
static cl::opt<bool> WarnStringopOverflow(
    "kcc-warn-stringop-overflow", cl::init(false),
    cl::desc("Warn about memory and string functions writing past the "
             "destination (-Wstringop-overflow)"));
static cl::opt<bool> WarnStringopOverread(
    "kcc-warn-stringop-overread", cl::init(false),
    cl::desc("Warn about memory and string functions reading past the "
             "source (-Wstringop-overread)"));
static cl::opt<cl::boolOrDefault> WarnZeroLengthBounds(
    "kcc-warn-zero-length-bounds",
    cl::desc("Warn about subscripts of interior zero-length arrays, which "
             "overlap the members after them (-Wzero-length-bounds; by "
             "default on with -kcc-warn-array-bounds, as in GCC)"));
static cl::opt<bool> WarnStrictFlexArrays(
    "kcc-warn-strict-flex-arrays", cl::init(false),
    cl::desc("Warn about trailing arrays used as flexible arrays although "
             "the given -kcc-strict-flex-arrays=N (1-3) says they are not "
             "(GCC's -Wstrict-flex-arrays)"));
static cl::opt<unsigned> StrictFlexArrays(
    "kcc-strict-flex-arrays", cl::init(1),
    cl::desc("Which trailing arrays -Warray-bounds treats as flexible, as "
             "GCC applies -fstrict-flex-arrays=N to it: 0 and 1 [0] and [1], "
             "2 [0], 3 none ([] always)"));
static cl::opt<unsigned> ArrayBoundsLevel(
    "kcc-array-bounds-level", cl::init(1),
    cl::desc("-Warray-bounds=N: 2 also treats trailing [1] arrays as fixed "
             "(as -kcc-strict-flex-arrays=2)"));
static cl::opt<unsigned> StringopOverflowLevel(
    "kcc-stringop-overflow-level", cl::init(2),
    cl::desc("-Wstringop-overflow=N: 1 and 2 compare with the largest object "
             "the pointer may point to, 3 and 4 with the smallest (whole "
             "objects only: subobjects are not tracked)"));
static cl::opt<int> ContextDepth(
    "kcc-bounds-context", cl::init(-1),
    cl::desc("How many conditions a warning's event path shows, nearest "
             "first (-fdiagnostics-show-context=N); -1: all"));

namespace kcc {

static bool warnZeroLength() {
  return WarnZeroLengthBounds == cl::BOU_UNSET
             ? bool(WarnArrayBounds)
             : WarnZeroLengthBounds == cl::BOU_TRUE;
}

/// The -fstrict-flex-arrays level the user gave (0 if none), which is what
/// -Wstrict-flex-arrays measures against.
static unsigned givenStrictFlexArrays() {
  return StrictFlexArrays.getNumOccurrences() ? unsigned(StrictFlexArrays) : 0;
}

static bool warnStrictFlexArrays() {
  return WarnStrictFlexArrays && givenStrictFlexArrays() > 0;
}

bool isBoundsEnabled() {
  return WarnArrayBounds || WarnStringopOverflow || WarnStringopOverread ||
         warnZeroLength() || warnStrictFlexArrays();
}

namespace {

std::string formatLoc(const DILocation *L) {
  if (!L)
    return "";
  return (L->getFilename() + ":" + Twine(L->getLine()) + ":" +
          Twine(L->getColumn()))
      .str();
}

std::string formatFrame(const SourceFrame &F) {
  return (F.File + ":" + Twine(F.Line) + ":" + Twine(F.Column)).str();
}

struct Event {
  std::string Loc;
  std::string Text;
};

/// Whether -fstrict-flex-arrays lets the array extend past its bound.
bool isFlexible(const ArrayFact &F) {
  if (!F.Trailing)
    return false; // Interior [0] arrays: -Wzero-length-bounds.
  switch (std::max<unsigned>(StrictFlexArrays, ArrayBoundsLevel >= 2 ? 2 : 0)) {
  case 0: // GCC: levels up to 1 do not change -Warray-bounds.
  case 1:
    return F.Count <= 1;
  case 2:
    return F.Count == 0;
  default:
    return false;
  }
}

/// The capture id of a debug value kcc-bounds-capture added with \p Prefix
/// ("kcc.bounds.<id>", "kcc.bounds.base.<id>", ...), if it is one.
std::optional<uint64_t> recordId(const DbgVariableRecord &DVR,
                                 StringRef Prefix) {
  const DILocalVariable *V = DVR.getVariable();
  uint64_t Id;
  if (!V || !V->getName().starts_with(Prefix) ||
      V->getName().drop_front(Prefix.size()).getAsInteger(10, Id))
    return std::nullopt;
  return Id;
}

/// The capture id of a subscript debug value ("kcc.bounds.<id>").
std::optional<uint64_t> getBoundsRecordId(const DbgVariableRecord &DVR) {
  return recordId(DVR, BoundsVarPrefix);
}

/// Whether \p DVR is any of the capture's debug values.
bool isCaptureRecord(const DbgVariableRecord &DVR) {
  const DILocalVariable *V = DVR.getVariable();
  return V && V->getName().starts_with(BoundsVarPrefix) && V->isArtificial();
}

/// Values the subscript is computed from (through casts and arithmetic with
/// constants): a condition on one of them constrains the subscript.
void collectSlice(const Value *V, SmallPtrSetImpl<const Value *> &Slice,
                  unsigned Depth = 0) {
  if (!V || isa<Constant>(V) || !Slice.insert(V).second || Depth > 6)
    return;
  if (const auto *I = dyn_cast<Instruction>(V)) {
    if (isa<CastInst, FreezeInst, BinaryOperator>(I))
      for (const Value *Op : I->operands())
        collectSlice(Op, Slice, Depth + 1);
  }
}

bool conditionConstrains(const Value *Cond,
                         const SmallPtrSetImpl<const Value *> &Slice) {
  SmallPtrSet<const Value *, 8> CondSlice;
  if (const auto *Cmp = dyn_cast<ICmpInst>(Cond)) {
    collectSlice(Cmp->getOperand(0), CondSlice);
    collectSlice(Cmp->getOperand(1), CondSlice);
  } else {
    collectSlice(Cond, CondSlice);
  }
  for (const Value *V : CondSlice)
    if (Slice.count(V))
      return true;
  return false;
}

/// The parts of a branch condition that the branch going the \p Outcome way
/// decides: both sides of an `and` taken as true, of an `or` taken as false
/// (the optimizer merges `if (a) if (b)` into one branch on `a & b`).
void splitCondition(const Value *Cond, bool Outcome,
                    SmallVectorImpl<std::pair<const Value *, bool>> &Parts,
                    unsigned Depth = 0) {
  using namespace PatternMatch;
  const Value *A, *B;
  if (Depth < 8) {
    if (match(Cond, m_Not(m_Value(A))))
      return splitCondition(A, !Outcome, Parts, Depth + 1);
    if ((Outcome && match(Cond, m_LogicalAnd(m_Value(A), m_Value(B)))) ||
        (!Outcome && match(Cond, m_LogicalOr(m_Value(A), m_Value(B))))) {
      splitCondition(A, Outcome, Parts, Depth + 1);
      splitCondition(B, Outcome, Parts, Depth + 1);
      return;
    }
  }
  Parts.push_back({Cond, Outcome});
}

/// An object a memory call reads or writes, as the source names it.
struct Object {
  std::string Name, Loc;
};

class Checker {
public:
  /// \p Early: the check at the start of the pipeline, on the front end's
  /// IR (locals still in memory).
  Checker(Function &F, FunctionAnalysisManager &FAM, StringSet<> &Reported,
          const SourceSubscripts &Subscripts, bool Early = false)
      : F(F), FAM(FAM), DL(F.getDataLayout()), Reported(Reported),
        Subscripts(Subscripts), Early(Early) {}

  void checkAccesses();
  void checkObjectAccesses();
  void checkAddresses(Instruction &I);
  void checkCall(CallBase &CB);
  void reportFinding(const BoundsFinding &W, const DILocation *Where,
                     Instruction &At);
  void checkMemRecords();
  /// Warn about the captured facts that were not in the form Capture.cpp
  /// writes (hand-written IR), which were ignored.
  void diagnoseMalformed();

private:
  LazyValueInfo &lvi() { return FAM.getResult<LazyValueAnalysis>(F); }
  DominatorTree &dt() { return FAM.getResult<DominatorTreeAnalysis>(F); }
  OptimizationRemarkEmitter &ore() {
    return FAM.getResult<OptimizationRemarkEmitterAnalysis>(F);
  }
  const TargetLibraryInfo &tli() {
    return FAM.getResult<TargetLibraryAnalysis>(F);
  }

  bool availableAtEnd(const Value *V, const BasicBlock *BB);
  std::optional<ConstantRange> rangeAt(Value *V, Instruction *At);
  Value *countAt(Value *Base, int64_t Offset, uint64_t Size, Instruction &At);
  bool checkRegion(bool Write, StringRef Name, uint64_t Size, const Object &Obj,
                   uint64_t MinLen, uint64_t MaxLen, const DILocation *Where,
                   Instruction &At, const Value *Operand);
  void checkCounted(Instruction &Access, const ArrayFact &Fact,
                    const DbgVariableRecord *DVR,
                    const DbgVariableRecord *BaseDVR);
  std::string resolve(StringRef Loc);
  std::string impliedRange(const Value *Operand, BasicBlock *From,
                           BranchInst *BI, bool Outcome, Instruction &At);
  std::optional<ConstantRange> subscriptRange(const DbgVariableRecord &DVR,
                                              Instruction *Access);
  void checkAccess(Instruction &Access, const ArrayFact &Fact,
                   const DbgVariableRecord *DVR,
                   const DbgVariableRecord *BaseDVR);
  void pathEvents(Instruction &At, const Value *Operand,
                  SmallVectorImpl<Event> &Events);
  void report(StringRef RemarkName, StringRef Option, const Twine &Message,
              const DILocation *Where, Instruction &At, const Value *Operand,
              ArrayRef<Event> Notes);

  Function &F;
  FunctionAnalysisManager &FAM;
  const DataLayout &DL;
  StringSet<> &Reported;
  const SourceSubscripts &Subscripts;
  bool Early;
  /// Debug-info file names (often relative to a directory) to full paths.
  StringMap<std::string> Paths;
  /// Operands of !kcc.bounds and of !kcc.bounds.captured that were not
  /// facts.
  unsigned MalformedFacts = 0, MalformedCalls = 0;
  /// Accesses warned about (by any check), so that no other check warns
  /// about the same access again.
  SmallPtrSet<const Instruction *, 8> WarnedAt;
  std::optional<ObjectQuery> Objects;
  ObjectQuery &objects() {
    if (!Objects)
      Objects.emplace(F, DL, tli(), lvi(), dt(), /*ThroughSlots=*/Early);
    return *Objects;
  }
};

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

/// Whether \p V is a value of this function that is available at the end
/// of \p BB. LazyValueInfo may only be asked about such values: it walks
/// up from \p BB to the definition, and on reaching the entry block takes
/// what it did not find for an argument (a debug value need not dominate
/// where it is, and an edge's source may be above the definition).
bool Checker::availableAtEnd(const Value *V, const BasicBlock *BB) {
  if (const auto *A = dyn_cast<Argument>(V))
    return A->getParent() == &F;
  const auto *I = dyn_cast<Instruction>(V);
  return I && I->getFunction() == &F && dt().dominates(I, BB->getTerminator());
}

std::optional<ConstantRange> Checker::rangeAt(Value *V, Instruction *At) {
  if (!V->getType()->isIntegerTy() || V->getType()->getIntegerBitWidth() > 64)
    return std::nullopt;
  if (auto *C = dyn_cast<ConstantInt>(V))
    return ConstantRange(C->getValue());
  if (isa<UndefValue>(V))
    return std::nullopt;
  // Only a value available at At (see availableAtEnd).
  if (auto *I = dyn_cast<Instruction>(V);
      I ? I->getFunction() != &F || !dt().dominates(I, At)
        : isa<Argument>(V) && cast<Argument>(V)->getParent() != &F)
    return std::nullopt;
  return lvi().getConstantRange(V, At, /*UndefAllowed=*/false);
}

/// The range of the subscript a debug value describes, at \p Access. Only
/// the expressions LLVM's salvaging produces for integer arithmetic and
/// casts are understood; anything else gives no range (and no warning).
std::optional<ConstantRange>
Checker::subscriptRange(const DbgVariableRecord &DVR, Instruction *Access) {
  if (DVR.isKillLocation() || DVR.getNumVariableLocationOps() != 1)
    return std::nullopt;
  std::optional<ConstantRange> R =
      rangeAt(DVR.getVariableLocationOp(0), Access);
  if (!R)
    return std::nullopt;
  std::optional<uint64_t> Pending; // DW_OP_constu operand.
  unsigned ConvertBits = 0;
  bool ConvertSigned = false;
  for (DIExpression::ExprOperand Op : DVR.getExpression()->expr_ops()) {
    unsigned W = R->getBitWidth();
    switch (Op.getOp()) {
    case dwarf::DW_OP_LLVM_arg:
    case dwarf::DW_OP_stack_value:
      break;
    case dwarf::DW_OP_plus_uconst:
      R = R->add(ConstantRange(APInt(W, Op.getArg(0))));
      break;
    case dwarf::DW_OP_constu:
      Pending = Op.getArg(0);
      break;
    case dwarf::DW_OP_plus:
    case dwarf::DW_OP_minus:
    case dwarf::DW_OP_mul: {
      if (!Pending)
        return std::nullopt;
      ConstantRange C(APInt(W, *Pending));
      R = Op.getOp() == dwarf::DW_OP_plus    ? R->add(C)
          : Op.getOp() == dwarf::DW_OP_minus ? R->sub(C)
                                             : R->multiply(C);
      Pending.reset();
      break;
    }
    case dwarf::DW_OP_LLVM_convert: {
      unsigned Bits = Op.getArg(0);
      bool Signed = Op.getArg(1) == dwarf::DW_ATE_signed;
      if (!ConvertBits) { // From.
        ConvertBits = Bits;
        ConvertSigned = Signed;
        if (Bits < W)
          R = R->truncate(Bits);
        else if (Bits > W)
          return std::nullopt;
      } else { // To.
        if (Bits > R->getBitWidth())
          R = ConvertSigned ? R->signExtend(Bits) : R->zeroExtend(Bits);
        else if (Bits < R->getBitWidth())
          R = R->truncate(Bits);
        ConvertBits = 0;
      }
      break;
    }
    default:
      return std::nullopt;
    }
  }
  if (Pending || ConvertBits)
    return std::nullopt;
  return R;
}

/// The event path to \p At: the conditions whose outcome puts \p At on its
/// path and that constrain \p Operand (all with -kcc-bounds-context=-1, the
/// nearest N otherwise), merged with the move history of \p At.
/// ", so 'i' is in [11, 98]": the range of the source variable that
/// \p Operand is made from (through casts), on the edge of \p BI taken as
/// \p Outcome; empty if unknown or unconstrained.
std::string Checker::impliedRange(const Value *Operand, BasicBlock *From,
                                  BranchInst *BI, bool Outcome,
                                  Instruction &At) {
  const Value *V = Operand;
  while (const auto *Cast = dyn_cast_or_null<CastInst>(V))
    V = Cast->getOperand(0);
  if (!V || !V->getType()->isIntegerTy() ||
      V->getType()->getIntegerBitWidth() > 64 || isa<Constant>(V))
    return "";
  StringRef Name;
  for (DbgVariableRecord *DVR : findDVRValues(const_cast<Value *>(V)))
    if (!isCaptureRecord(*DVR) && DVR->getExpression()->getNumElements() == 0)
      Name = DVR->getVariable()->getName();
  if (Name.empty() || !availableAtEnd(V, From))
    return "";
  ConstantRange R = lvi().getConstantRangeOnEdge(
      const_cast<Value *>(V), From, BI->getSuccessor(Outcome ? 0 : 1), &At);
  if (R.isFullSet() || R.isEmptySet() || R.isSignWrappedSet())
    return "";
  int64_t Lo = R.getSignedMin().getSExtValue();
  int64_t Hi = R.getSignedMax().getSExtValue();
  return (", so '" + Name + "' is " +
          (Lo == Hi ? Twine(Lo).str()
                    : "in [" + Twine(Lo).str() + ", " + Twine(Hi).str() + "]"))
      .str();
}

/// The source variable \p V holds (through casts), from its debug values.
StringRef sourceName(const Value *V) {
  while (const auto *Cast = dyn_cast<CastInst>(V))
    V = Cast->getOperand(0);
  if (isa<Constant>(V))
    return "";
  for (DbgVariableRecord *DVR : findDVRValues(const_cast<Value *>(V)))
    if (!isCaptureRecord(*DVR) && DVR->getExpression()->getNumElements() == 0)
      return DVR->getVariable()->getName();
  return "";
}

/// \p Loc ("file:line:col", file as DILocation spells it) with the file's
/// full path, so kcc can quote the source from any directory.
std::string Checker::resolve(StringRef Loc) {
  if (Loc.empty())
    return "";
  if (Paths.empty()) {
    auto Add = [&](const DIScope *S) {
      if (!S || !S->getFile())
        return;
      const DIFile *File = S->getFile();
      SmallString<128> Full(File->getFilename());
      if (sys::path::is_relative(Full) && !File->getDirectory().empty()) {
        Full = File->getDirectory();
        sys::path::append(Full, File->getFilename());
      }
      Paths.try_emplace(File->getFilename(), Full.str());
    };
    for (Instruction &I : instructions(F))
      for (const DILocation *L = I.getDebugLoc().get(); L;
           L = L->getInlinedAt())
        Add(L->getScope());
    if (Paths.empty())
      Paths.try_emplace("", "");
  }
  auto [Rest, Col] = Loc.rsplit(':');
  auto [File, Line] = Rest.rsplit(':');
  auto It = Paths.find(File);
  if (It == Paths.end())
    return Loc.str();
  return (It->second + ":" + Line + ":" + Col).str();
}

void Checker::pathEvents(Instruction &At, const Value *Operand,
                         SmallVectorImpl<Event> &Events) {
  SmallPtrSet<const Value *, 16> Slice;
  collectSlice(Operand, Slice);
  SmallVector<MoveEvent, 4> History = getMoveHistory(At);
  SmallVector<bool, 4> HistoryUsed(History.size(), false);

  SmallVector<Event, 4> Conditions; // Nearest first.
  DominatorTree &DT = dt();
  BasicBlock *Target = At.getParent();
  if (DT.isReachableFromEntry(Target)) {
    for (DomTreeNode *N = DT.getNode(Target)->getIDom(); N; N = N->getIDom()) {
      if (ContextDepth >= 0 && Conditions.size() >= unsigned(ContextDepth))
        break;
      BasicBlock *D = N->getBlock();
      auto *BI = dyn_cast<BranchInst>(D->getTerminator());
      if (!BI || !BI->isConditional() ||
          BI->getSuccessor(0) == BI->getSuccessor(1))
        continue;
      std::optional<bool> Outcome;
      for (unsigned S = 0; S < 2; ++S)
        if (DT.dominates(BasicBlockEdge(D, BI->getSuccessor(S)), Target))
          Outcome = S == 0;
      if (!Outcome)
        continue;
      std::string BranchLoc = formatLoc(BI->getDebugLoc().get());
      SmallVector<std::pair<const Value *, bool>, 4> Parts;
      splitCondition(BI->getCondition(), *Outcome, Parts);
      // What the branch tells about the source variable behind the operand,
      // shown on the nearest part (merged conditions keep one location).
      std::string Implied = impliedRange(Operand, D, BI, *Outcome, At);
      // Nearest first: the last part of the condition first.
      for (const auto &[Part, Value] : reverse(Parts)) {
        if (!conditionConstrains(Part, Slice))
          continue;
        if (ContextDepth >= 0 && Conditions.size() >= unsigned(ContextDepth))
          break;
        const auto *PartI = dyn_cast<Instruction>(Part);
        std::string Loc = PartI && PartI->getDebugLoc()
                              ? formatLoc(PartI->getDebugLoc().get())
                              : BranchLoc;
        std::string Text = (Twine("when the condition is evaluated to ") +
                            (Value ? "true" : "false") + Implied)
                               .str();
        Implied.clear();
        // The move history says when this branch is the one a pass
        // copied the code onto.
        for (unsigned H = 0; H < History.size(); ++H) {
          const MoveEvent &E = History[H];
          bool SamePath = E.Placement == MovePlacement::OnPath &&
                          ((E.Path == MovePath::True && *Outcome) ||
                           (E.Path == MovePath::False && !*Outcome));
          std::string Cond =
              E.Condition.empty() ? "" : formatFrame(E.Condition.front());
          if (!HistoryUsed[H] && SamePath &&
              (Cond == Loc || Cond == BranchLoc)) {
            HistoryUsed[H] = true;
            Text += " (" + E.Reason + " put this code on that path)";
          }
        }
        Conditions.push_back({Loc, Text});
      }
    }
  }
  Events.append(Conditions.begin(), Conditions.end());
  // Transformations whose condition is not among those shown, oldest first.
  for (unsigned H = History.size(); H-- > 0;) {
    if (HistoryUsed[H])
      continue;
    const MoveEvent &E = History[H];
    std::string Buf;
    raw_string_ostream OS(Buf);
    printMoveEvent(OS, E);
    Events.push_back(
        {E.Condition.empty() ? "" : formatFrame(E.Condition.front()), Buf});
  }
}

void Checker::report(StringRef RemarkName, StringRef Option,
                     const Twine &Message, const DILocation *Where,
                     Instruction &At, const Value *Operand,
                     ArrayRef<Event> Notes) {
  std::string Msg = Message.str();
  // One warning per option and source access: the copies of an access
  // (jump threading, unrolling, vectorization) are the same access.
  // Without a location, each access is its own (IR without debug info).
  std::string Key = Option.str() + "|" + formatLoc(Where);
  if (!Where)
    Key += "|" + F.getName().str() + "|" + Msg + "|" +
           std::to_string(reinterpret_cast<uintptr_t>(&At));
  for (const DILocation *L = Where ? Where->getInlinedAt() : nullptr; L;
       L = L->getInlinedAt())
    Key += "|" + formatLoc(L);
  // A copy of an access warned about already is warned about, too: no
  // other check reports it again.
  WarnedAt.insert(&At);
  if (!Reported.insert(Key).second)
    return;

  // GCC 16's path (-fdiagnostics-show-context=N): the conditions, nearest
  // first, then "warning happens here" at the warning itself; none at 0.
  SmallVector<Event, 8> Events;
  if (ContextDepth != 0) {
    pathEvents(At, Operand, Events);
    Events.push_back(
        {Where ? formatLoc(Where) : formatLoc(At.getDebugLoc().get()),
         "warning happens here"});
  }

  OptimizationRemarkAnalysis R =
      Where ? OptimizationRemarkAnalysis(DEBUG_TYPE, RemarkName,
                                         DiagnosticLocation(DebugLoc(Where)),
                                         At.getParent())
            : OptimizationRemarkAnalysis(DEBUG_TYPE, RemarkName, &At);
  R << ore::NV("Warning", Msg) << " [" << ore::NV("Option", Option) << "]";
  if (Where)
    R << " at " << ore::NV("WarningLoc", resolve(formatLoc(Where)));
  if (Where && Where->getInlinedAt())
    if (const DISubprogram *SP = Where->getScope()->getSubprogram())
      R << " in '" << ore::NV("InFunction", SP->getName()) << "'";
  for (const DILocation *L = Where; L && L->getInlinedAt();
       L = L->getInlinedAt()) {
    const DISubprogram *Caller = L->getInlinedAt()->getScope()->getSubprogram();
    R << "; inlined from '"
      << ore::NV("InlinedFrom", Caller ? Caller->getName() : "") << "' at "
      << ore::NV("InlinedAt", resolve(formatLoc(L->getInlinedAt())));
  }
  unsigned N = 0;
  for (const Event &E : Events)
    R << "; (" << Twine(++N).str() << ") "
      << ore::NV("EventLoc", resolve(E.Loc)) << (E.Loc.empty() ? "" : ": ")
      << ore::NV("Event", E.Text);
  for (const Event &E : Notes)
    R << "; note: " << ore::NV("NoteLoc", resolve(E.Loc))
      << (E.Loc.empty() ? "" : ": ") << ore::NV("Note", E.Text);
  ore().emit(R);
}

/// "while referencing 'vals'" at the array's declaration, if known.
SmallVector<Event, 1> referenceNote(const ArrayFact &Fact) {
  SmallVector<Event, 1> Notes;
  if (!Fact.Decl.empty())
    Notes.push_back({Fact.DeclFile.empty()
                         ? ""
                         : (Fact.DeclFile + ":" + Twine(Fact.DeclLine) + ":" +
                            Twine(Fact.DeclColumn))
                               .str(),
                     ("while referencing '" + Fact.Decl + "'").str()});
  return Notes;
}

/// The value of the counted_by member at \p At: what was last stored to
/// (or loaded from) \p Base + \p Offset before \p At, in its block or the
/// chain of single predecessors above it, with nothing in between that may
/// write there. Null if unknown.
Value *Checker::countAt(Value *Base, int64_t Offset, uint64_t Size,
                        Instruction &At) {
  auto SameBase = [&](const Value *P, int64_t &Off) {
    APInt A(DL.getIndexTypeSizeInBits(P->getType()), 0);
    const Value *B =
        P->stripAndAccumulateConstantOffsets(DL, A, /*AllowNonInbounds=*/true);
    Off = A.getSExtValue();
    return B == Base->stripPointerCasts();
  };
  BasicBlock *BB = At.getParent();
  auto It = std::next(At.getReverseIterator());
  for (unsigned Budget = 256; BB && Budget;) {
    for (; It != BB->rend() && Budget; ++It, --Budget) {
      Instruction &I = *It;
      int64_t Off;
      if (auto *SI = dyn_cast<StoreInst>(&I)) {
        uint64_t Bytes = DL.getTypeStoreSize(SI->getValueOperand()->getType())
                             .getFixedValue();
        if (!SameBase(SI->getPointerOperand(), Off))
          return nullptr; // May alias the count.
        if (Off == Offset && Bytes == Size)
          return SI->getValueOperand();
        if (Off + int64_t(Bytes) <= Offset || Off >= Offset + int64_t(Size))
          continue; // Another member of the same struct.
        return nullptr;
      }
      if (auto *LI = dyn_cast<LoadInst>(&I)) {
        if (SameBase(LI->getPointerOperand(), Off) && Off == Offset &&
            DL.getTypeStoreSize(LI->getType()).getFixedValue() == Size)
          return LI;
        continue;
      }
      if (I.mayWriteToMemory())
        return nullptr;
    }
    BB = BB->getSinglePredecessor();
    if (BB)
      It = BB->rbegin();
  }
  return nullptr;
}

/// -Warray-bounds on a counted_by flexible array whose count is known at
/// the access.
void Checker::checkCounted(Instruction &Access, const ArrayFact &Fact,
                           const DbgVariableRecord *DVR,
                           const DbgVariableRecord *BaseDVR) {
  if (!WarnArrayBounds || !DVR || !BaseDVR || BaseDVR->isKillLocation() ||
      BaseDVR->getNumVariableLocationOps() != 1 ||
      BaseDVR->getExpression()->getNumElements() != 0)
    return;
  Value *Count = countAt(BaseDVR->getVariableLocationOp(0), Fact.CountOffset,
                         Fact.CountSize, Access);
  std::optional<ConstantRange> CR =
      Count ? rangeAt(Count, &Access) : std::nullopt;
  std::optional<ConstantRange> R = subscriptRange(*DVR, &Access);
  if (!CR || CR->isEmptySet() || CR->isFullSet() || !R || R->isEmptySet() ||
      R->getBitWidth() > 64)
    return;
  int64_t CountMax = CR->getSignedMax().getSExtValue();
  if (CR->getSignedMin().isNegative() || CountMax < 0)
    return; // A count that may be negative says nothing.
  if (R->getBitWidth() < 64)
    R = R->signExtend(64);
  int64_t Lo = R->getSignedMin().getSExtValue();
  int64_t Hi = R->getSignedMax().getSExtValue();
  bool Above = Lo >= CountMax, Below = Hi < 0;
  if (!Above && !Below)
    return;
  std::string Subscript = std::to_string(Above ? Lo : Hi);
  std::string Bound =
      CR->isSingleElement()
          ? "'" + Fact.CountName.str() + "' = " + std::to_string(CountMax)
          : "'" + Fact.CountName.str() + "' at most " +
                std::to_string(CountMax);
  SmallVector<Event, 1> Notes = referenceNote(Fact);
  ++NumArrayBounds;
  report("ArrayBounds", "-Warray-bounds",
         "array subscript " + Subscript + " is " + (Above ? "above" : "below") +
             " array bounds of '" + Fact.Type + "' with counted_by " + Bound,
         DVR->getDebugLoc().get(), Access, DVR->getVariableLocationOp(0),
         Notes);
}

void Checker::checkAccess(Instruction &Access, const ArrayFact &Fact,
                          const DbgVariableRecord *DVR,
                          const DbgVariableRecord *BaseDVR) {
  if (Fact.CountOffset >= 0)
    return checkCounted(Access, Fact, DVR, BaseDVR);
  bool Interior = Fact.Count == 0 && !Fact.Trailing;
  bool ArrayBounds =
      Interior ? warnZeroLength() : WarnArrayBounds && !isFlexible(Fact);
  // -Wstrict-flex-arrays: a trailing array that -fstrict-flex-arrays=N
  // says is not flexible (1: two or more elements, 2: one or more, 3: any).
  unsigned Given = givenStrictFlexArrays();
  bool StrictFlex = Fact.Trailing && warnStrictFlexArrays() &&
                    (Given >= 3 || Fact.Count >= (Given >= 2 ? 1u : 2u));
  if (!ArrayBounds && !StrictFlex)
    return;
  std::optional<ConstantRange> R;
  const Value *Operand = nullptr;
  if (DVR) {
    R = subscriptRange(*DVR, &Access);
    Operand = DVR->getVariableLocationOp(0);
  } else if (Fact.ConstSubscript) {
    R = ConstantRange(APInt(64, *Fact.ConstSubscript, /*isSigned=*/true));
  }
  if (!R || R->isEmptySet() || R->getBitWidth() > 64)
    return;
  // An anti-range (`if (i < 0 || i > 9)`): the subscripts it excludes,
  // when they are all the valid ones, GCC's "[0, 9] is outside".
  // A subscript widened from an `int` (sext) keeps its anti-range only in
  // the narrow type: look there.
  std::optional<ConstantRange> Narrow = R;
  if (DVR && DVR->getExpression()->getNumElements() == 0)
    if (auto *Ext = dyn_cast<SExtInst>(DVR->getVariableLocationOp(0)))
      Narrow = rangeAt(Ext->getOperand(0), &Access);
  std::optional<std::pair<int64_t, int64_t>> Excluded;
  if (Narrow && Narrow->isSignWrappedSet() && !Narrow->isFullSet()) {
    ConstantRange Inv = Narrow->inverse();
    int64_t A = Inv.getSignedMin().getSExtValue();
    int64_t B = Inv.getSignedMax().getSExtValue();
    if (!Inv.isSignWrappedSet() && A <= 0 && B >= int64_t(Fact.Count) - 1)
      Excluded = {A, B};
  }
  if (R->getBitWidth() < 64)
    R = R->signExtend(64);
  int64_t Lo = R->getSignedMin().getSExtValue();
  int64_t Hi = R->getSignedMax().getSExtValue();
  bool Above = Lo >= int64_t(Fact.Count);
  bool Below = Hi < 0;
  const DILocation *Where =
      DVR ? DVR->getDebugLoc().get() : Access.getDebugLoc().get();
  if (StrictFlex && Above)
    report("StrictFlexArrays", "-Wstrict-flex-arrays",
           "trailing array '" + Fact.Type +
               "' should not be used as a flexible array member",
           Where, Access, Operand, {});
  // Every subscript of an interior zero-length array is outside it.
  if (!ArrayBounds || (!Above && !Below && !Excluded && !Interior))
    return;
  // GCC names a range by its bound nearest the array: the lowest subscript
  // of one above it, the highest of one below. For an interior zero-length
  // array it names the highest, or the variable when the range says
  // nothing ("array subscript 'j' is outside the bounds ...").
  std::string Subscript = Excluded
                              ? formatRange(Excluded->first, Excluded->second)
                          : Above && !Interior ? std::to_string(Lo)
                                               : std::to_string(Hi);
  if (Interior && !Above && !Below) {
    StringRef Name = Operand ? sourceName(Operand) : "";
    Subscript = Name.empty() ? formatRange(Lo, Hi) : "'" + Name.str() + "'";
  }
  std::string Relation = Excluded ? "outside" : Above ? "above" : "below";
  std::string Message =
      Interior ? "array subscript " + Subscript +
                     " is outside the bounds of an interior zero-length "
                     "array '" +
                     Fact.Type.str() + "'"
               : "array subscript " + Subscript + " is " + Relation +
                     " array bounds of '" + Fact.Type.str() + "'";
  SmallVector<Event, 1> Notes = referenceNote(Fact);
  ++NumArrayBounds;
  report(Interior ? "ZeroLengthBounds" : "ArrayBounds",
         Interior ? "-Wzero-length-bounds" : "-Warray-bounds", Message, Where,
         Access, Operand, Notes);
}

void Checker::checkAccesses() {
  for (BasicBlock &BB : F) {
    DenseMap<uint64_t, const DbgVariableRecord *> Last, LastBase;
    for (Instruction &I : BB) {
      for (const DbgVariableRecord &DVR :
           filterDbgVars(I.getDbgRecordRange())) {
        if (std::optional<uint64_t> Id = getBoundsRecordId(DVR))
          Last[*Id] = &DVR;
        else if (std::optional<uint64_t> Id =
                     recordId(DVR, BoundsBaseVarPrefix))
          LastBase[*Id] = &DVR;
      }
      MDNode *Facts = I.getMetadata(BoundsMD);
      if (!Facts)
        continue;
      for (const MDOperand &Op : Facts->operands()) {
        if (auto Fact = ArrayFact::decode(dyn_cast_or_null<MDNode>(Op.get())))
          checkAccess(I, *Fact, Last.lookup(Fact->Id),
                      LastBase.lookup(Fact->Id));
        else
          ++MalformedFacts;
      }
    }
  }
}

/// Pointer arithmetic: the addresses \p I passes on, formed outside their
/// object (AccessCheck.cpp).
void Checker::checkAddresses(Instruction &I) {
  SmallVector<Value *, 4> Escaping;
  if (auto *CB = dyn_cast<CallBase>(&I)) {
    if (isa<DbgInfoIntrinsic, LifetimeIntrinsic>(I))
      return;
    append_range(Escaping, CB->args());
  } else if (auto *SI = dyn_cast<StoreInst>(&I)) {
    Escaping.push_back(SI->getValueOperand());
  } else if (auto *RI = dyn_cast<ReturnInst>(&I)) {
    if (Value *V = RI->getReturnValue())
      Escaping.push_back(V);
  }
  for (Value *V : Escaping)
    if (V->getType()->isPointerTy())
      if (std::optional<BoundsFinding> W =
              checkAddress(V, I, objects(), ArrayBoundsLevel >= 2))
        reportFinding(*W, I.getDebugLoc().get(), I);
}

/// -Warray-bounds on every load and store against the object its address
/// points into (AccessCheck.cpp), for the accesses checkAccesses did not
/// warn about.
void Checker::checkObjectAccesses() {
  if (!WarnArrayBounds)
    return;
  for (Instruction &I : instructions(F)) {
    if (dt().isReachableFromEntry(I.getParent()))
      checkAddresses(I);
    if (!isa<LoadInst, StoreInst>(I) || WarnedAt.count(&I) ||
        !dt().isReachableFromEntry(I.getParent()))
      continue;
    // What a memory call of constant length became: checked as that call
    // (checkMemRecords), as GCC does.
    if (any_of(filterDbgVars(I.getDbgRecordRange()),
               [](const DbgVariableRecord &DVR) {
                 return recordId(DVR, BoundsDestVarPrefix) ||
                        recordId(DVR, BoundsSourceVarPrefix);
               }))
      continue;
    std::optional<ArrayFact> Fact;
    if (MDNode *Facts = I.getMetadata(BoundsMD))
      for (const MDOperand &Op : Facts->operands())
        if ((Fact = ArrayFact::decode(dyn_cast_or_null<MDNode>(Op.get()))))
          break;
    std::optional<BoundsFinding> W =
        checkObjectAccess(I, objects(), Fact ? &*Fact : nullptr);
    if (!W)
      continue;
    // An access the capture had no facts for, on a line that subscripts
    // the whole object as an array: GCC words it as that subscript. A
    // constant subscript there is clang's front end's to warn about.
    if (!Fact && W->ElementSize &&
        Subscripts.hasConstantSubscript(I.getDebugLoc().get(), W->ElementSize))
      continue;
    if (!Fact && W->Object) {
      const ArraySubscriptFact *S = Subscripts.onLine(
          I.getDebugLoc().get(), W->ObjectSize / W->ElementSize, W->ElementSize,
          W->ObjectName);
      if (S) {
        ArrayFact FromSource = ArrayFact::fromSource(*S);
        W = checkObjectAccess(I, objects(), &FromSource);
        if (!W)
          continue;
      }
    }
    reportFinding(*W, I.getDebugLoc().get(), I);
  }
}

} // namespace

void describeObject(const Value *Obj, std::string &Name, std::string &Loc) {
  const DIVariable *Var = nullptr;
  if (const auto *GV = dyn_cast<GlobalVariable>(Obj)) {
    SmallVector<DIGlobalVariableExpression *, 1> GVEs;
    GV->getDebugInfo(GVEs);
    if (!GVEs.empty())
      Var = GVEs.front()->getVariable();
    Name = GV->getName().str();
  } else if (const auto *AI = dyn_cast<AllocaInst>(Obj)) {
    // The declare, an assignment marker, or (InstCombine lowers declares of
    // allocas it keeps) a value of the address.
    auto *A = const_cast<AllocaInst *>(AI);
    TinyPtrVector<DbgVariableRecord *> Records = findDVRDeclares(A);
    if (Records.empty()) // Assignment tracking (clang's default at -O2).
      for (DbgVariableRecord *DVR : at::getDVRAssignmentMarkers(A))
        Records.push_back(DVR);
    if (Records.empty())
      Records = findDVRValues(A);
    for (DbgVariableRecord *DVR : Records)
      if (!isCaptureRecord(*DVR)) {
        Var = DVR->getVariable();
        break;
      }
  }
  if (!Var)
    return;
  Name = Var->getName().str();
  if (Var->getLine())
    Loc = (Var->getFilename() + ":" + Twine(Var->getLine()) + ":0").str();
}

namespace {

/// "destination object 'small' of size 4" at the object's declaration.
SmallVector<Event, 1> objectNote(StringRef Role, const Object &Obj,
                                 uint64_t Size) {
  SmallVector<Event, 1> Notes;
  Notes.push_back({Obj.Loc, (Twine(Role) + " object " +
                             (Obj.Name.empty() ? "" : "'" + Obj.Name + "' ") +
                             "of size " + Twine(Size))
                                .str()});
  return Notes;
}

bool Checker::checkRegion(bool Write, StringRef Name, uint64_t Size,
                          const Object &Obj, uint64_t MinLen, uint64_t MaxLen,
                          const DILocation *Where, Instruction &At,
                          const Value *Operand) {
  if (MinLen <= Size)
    return false;
  std::string Bytes =
      MinLen == MaxLen
          ? (Twine(MinLen) + (MinLen == 1 ? " byte" : " bytes")).str()
          : (Twine("between ") + Twine(MinLen) + " and " + Twine(MaxLen) +
             " bytes")
                .str();
  if (Write) {
    ++NumOverflow;
    report("StringopOverflow", "-Wstringop-overflow",
           "'" + Name + "' writing " + Bytes + " into a region of size " +
               Twine(Size) + " overflows the destination",
           Where, At, Operand, objectNote("destination", Obj, Size));
  } else {
    ++NumOverread;
    report("StringopOverread", "-Wstringop-overread",
           "'" + Name + "' reading " + Bytes + " from a region of size " +
               Twine(Size),
           Where, At, Operand, objectNote("source", Obj, Size));
  }
  return true;
}

/// Memory intrinsics of constant length that the optimizer turned into
/// loads and stores: checked at the place the call was, through the
/// addresses kcc-bounds-capture recorded there.
void Checker::checkMemRecords() {
  MDNode *Table = F.getMetadata(BoundsCapturedMD);
  if (!Table || !Table->getNumOperands())
    return;
  struct Call {
    StringRef Name;
    uint64_t Len;
    /// The local variable each address is in (kcc/Bounds.h), if it is.
    std::optional<Object> Dest, Source;
  };
  DenseMap<uint64_t, Call> Calls;
  for (const MDOperand &Op : Table->operands()) {
    auto *N = dyn_cast_or_null<MDNode>(Op.get());
    auto Int = [&](unsigned I) -> const ConstantInt * {
      auto *C = mdconst::dyn_extract_or_null<ConstantInt>(N->getOperand(I));
      return C && C->getBitWidth() <= 64 ? C : nullptr;
    };
    // !{} or !{!"name", !"decl"}; false if neither.
    auto Local = [&](unsigned I, std::optional<Object> &Obj) {
      auto *L = dyn_cast_or_null<MDNode>(N->getOperand(I));
      if (!L || L->getNumOperands() == 0)
        return L != nullptr;
      auto *Name = L->getNumOperands() == 2
                       ? dyn_cast_or_null<MDString>(L->getOperand(0))
                       : nullptr;
      auto *Decl =
          Name ? dyn_cast_or_null<MDString>(L->getOperand(1)) : nullptr;
      if (Decl)
        Obj = Object{Name->getString().str(), Decl->getString().str()};
      return Decl != nullptr;
    };
    const ConstantInt *Id = nullptr, *Len = nullptr;
    const MDString *Name = nullptr;
    Call C;
    if (N && N->getNumOperands() == 5 && Local(3, C.Dest) &&
        Local(4, C.Source)) {
      Id = Int(0);
      Name = dyn_cast_or_null<MDString>(N->getOperand(1));
      Len = Int(2);
    }
    if (!Id || !Name || !Len) {
      ++MalformedCalls;
      continue;
    }
    C.Name = Name->getString();
    C.Len = Len->getZExtValue();
    Calls[Id->getZExtValue()] = std::move(C);
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
      const struct Call &C = Call->second;
      const std::optional<Object> &Local = Dest ? C.Dest : C.Source;
      auto *MI = dyn_cast<MemIntrinsic>(&I);
      auto *MILen = MI ? dyn_cast<ConstantInt>(MI->getLength()) : nullptr;
      // Still a call: checkCall sees it.
      if (Local ? MILen && MILen->getValue() == C.Len
                : MI && (MI->getDest() == P ||
                         (isa<MemTransferInst>(MI) &&
                          cast<MemTransferInst>(MI)->getSource() == P)))
        continue;
      if (!(Dest ? WarnStringopOverflow : WarnStringopOverread))
        continue;
      if (!Local) {
        if (std::optional<BoundsFinding> W = checkFoldedCall(
                C.Name, Dest, P, C.Len, I, objects(), StringopOverflowLevel))
          reportFinding(*W, DVR.getDebugLoc().get(), I);
        continue;
      }
      // In a local variable: the bytes left there.
      auto *Size = dyn_cast<ConstantInt>(P);
      if (Size && Size->getBitWidth() <= 64)
        checkRegion(Dest, C.Name, Size->getZExtValue(), *Local, C.Len, C.Len,
                    DVR.getDebugLoc().get(), I, nullptr);
    }
  }
}

void Checker::checkCall(CallBase &CB) {
  StringopOptions Opts;
  Opts.Overflow = WarnStringopOverflow;
  Opts.Overread = WarnStringopOverread;
  Opts.Level = StringopOverflowLevel;
  Opts.TLI = &tli();
  for (BoundsFinding &W : checkStringCall(CB, objects(), Opts))
    reportFinding(W, CB.getDebugLoc().get(), CB);
}

void Checker::reportFinding(const BoundsFinding &W, const DILocation *Where,
                            Instruction &At) {
  SmallVector<Event, 1> Notes;
  for (auto &[Loc, Text] : W.Notes)
    Notes.push_back({Loc, Text});
  if (W.Option == "-Wstringop-overflow")
    ++NumOverflow;
  else if (W.Option == "-Wstringop-overread")
    ++NumOverread;
  else
    ++NumArrayBounds;
  report(W.RemarkName, W.Option, W.Message, Where, At, W.Operand, Notes);
}

/// Remove what Capture.cpp added to \p F.
void removeCapturedFacts(Function &F) {
  SmallVector<DbgVariableRecord *, 16> Records;
  for (Instruction &I : instructions(F)) {
    if (I.hasMetadata(BoundsMD))
      I.setMetadata(BoundsMD, nullptr);
    for (DbgVariableRecord &DVR : filterDbgVars(I.getDbgRecordRange()))
      if (isCaptureRecord(DVR))
        Records.push_back(&DVR);
  }
  for (DbgVariableRecord *DVR : Records)
    DVR->eraseFromParent();
  F.setMetadata(BoundsCapturedMD, nullptr);
}

} // namespace

/// What the check at the start of the pipeline reported, by module, so that
/// the check at the end does not report the same access again.
static DenseMap<const Module *, StringSet<>> &earlyReports() {
  static DenseMap<const Module *, StringSet<>> Reports;
  return Reports;
}

PreservedAnalyses BoundsEarlyCheckPass::run(Module &M,
                                            ModuleAnalysisManager &MAM) {
  FunctionAnalysisManager &FAM =
      MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  StringSet<> &Reported = earlyReports()[&M];
  SourceSubscripts Subscripts(M);
  for (Function &F : M) {
    if (F.isDeclaration())
      continue;
    {
      Checker C(F, FAM, Reported, Subscripts, /*Early=*/true);
      C.checkObjectAccesses();
      if (WarnStringopOverflow || WarnStringopOverread)
        for (Instruction &I : instructions(F))
          if (auto *CB = dyn_cast<CallBase>(&I))
            C.checkCall(*CB);
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
  SourceSubscripts Subscripts(M);
  for (Function &F : M) {
    if (F.isDeclaration())
      continue;
    // -O0, or a pipeline without InstCombine: capture now.
    captureBounds(F);
    Checker C(F, FAM, Reported, Subscripts);
    if (WarnArrayBounds || warnZeroLength() || warnStrictFlexArrays())
      C.checkAccesses();
    C.checkObjectAccesses();
    if (WarnStringopOverflow || WarnStringopOverread) {
      for (Instruction &I : instructions(F))
        if (auto *CB = dyn_cast<CallBase>(&I))
          C.checkCall(*CB);
      C.checkMemRecords();
    }
    C.diagnoseMalformed();
    removeCapturedFacts(F);
  }
  FrontendFacts &Facts = FrontendFacts::get();
  if (Facts.SubscriptsFile == M.getSourceFileName()) {
    Facts.ArraySubscripts.clear();
    Facts.Variables.clear();
    Facts.SubscriptsFile.clear();
  }
  // Only metadata and debug values changed.
  return PreservedAnalyses::all();
}

void registerBoundsCallbacks(PassBuilder &PB) {
  if (!isBoundsEnabled())
    return;
  // Before the first InstCombine of each function, after SROA.
  if (PassInstrumentationCallbacks *PIC = PB.getPassInstrumentationCallbacks())
    PIC->registerBeforeNonSkippedPassCallback([](StringRef PassID, Any IR) {
      if (PassID != "InstCombinePass")
        return;
      if (const auto *F = llvm::any_cast<const Function *>(&IR))
        captureBounds(*const_cast<Function *>(*F));
    });
  // GCC warns from two places: after early inlining (accesses the
  // optimizer later deletes, such as loads of a string literal past its
  // end, or of a local array that SROA promotes) and after value ranges.
  PB.registerPipelineStartEPCallback(
      [](ModulePassManager &MPM, OptimizationLevel Level) {
        if (Level != OptimizationLevel::O0)
          MPM.addPass(BoundsEarlyCheckPass());
      });
  PB.registerOptimizerLastEPCallback(
      [](ModulePassManager &MPM, OptimizationLevel, ThinOrFullLTOPhase) {
        MPM.addPass(BoundsCheckPass());
      });
}

} // namespace kcc
