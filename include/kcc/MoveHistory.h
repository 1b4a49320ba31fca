//===- kcc/MoveHistory.h - Provenance of copied and moved code --*- C++ -*-===//
//
// Part of kcc, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Move history (the GCC RFC's -fdiagnostics-details): for an instruction that
// an optimization copied or moved, the chain of events that put it where it
// is, newest first: the reason, the pass, a condition (its source location),
// the edge of that condition, and how the instruction now stands to it:
//   - on the path: the condition now decides whether the copy runs, and the
//     copy sits on that edge (copies by threading, sinking into a successor);
//   - before the condition: the instruction was on that edge and now runs
//     before the condition is tested (speculation, hoisting, bonus
//     instructions of branch folding);
//   - after the join: the instruction was on that edge and now runs where
//     the paths of the condition join (sinking of common code).
//
// IR form, on the instruction (stable; print<move-history> shows it):
//   !kcc.move_history !{!E1, !E2, ...}               newest first
//   !E = !{!"copy by jump threading", !"JumpThreadingPass", !L,
//          !"true" | !"false" | i64 <case value> | !"default"
//          [, !"before" | !"after" | !"on" [, !O]]}   absent: on the path
//   !O = the copied instruction's own location before the pass, which the
//        copy lost (frames as !L; branch folding drops the locations of
//        the instructions it copies into the predecessor)
//          The reason is one of MoveReason's names (getMoveReasonName);
//          an event with an unknown reason or path is ignored.
//   !L = !{!"file", i32 line, i32 column, !"file", i32 line, i32 column, ...}
//          the condition's location, then each location it was inlined at
//          (empty: unknown). Plain frames, not a DILocation: the verifier
//          allows DILocations only as !dbg and in debug-info nodes.
//
//===----------------------------------------------------------------------===//

#ifndef KCC_MOVEHISTORY_H
#define KCC_MOVEHISTORY_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/IR/PassManager.h"

#include <cstdint>
#include <optional>
#include <string>

namespace llvm {
class DILocation;
class Instruction;
class MDNode;
class PassBuilder;
class raw_ostream;
} // namespace llvm

namespace kcc {

inline constexpr llvm::StringLiteral MoveHistoryMD = "kcc.move_history";

/// What a pass did to the instruction. Each has one name
/// (getMoveReasonName), used in the IR form and in messages alike.
enum class MoveReason {
  JumpThreading,          ///< "copy by jump threading"
  SimplifyCFG,            ///< "copy by SimplifyCFG" (a block's duplicate)
  SimplifyCFGThreading,   ///< "copy by SimplifyCFG threading"
  SimplifyCFGFolding,     ///< "copy by SimplifyCFG branch folding"
  SimplifyCFGHoisting,    ///< "move by SimplifyCFG hoisting"
  SimplifyCFGSpeculation, ///< "move by SimplifyCFG speculation"
  SimplifyCFGSinking,     ///< "move by SimplifyCFG sinking"
  Sinking,                ///< "move by sinking" (Sink, InstCombine)
  CallSiteSplitting,      ///< "copy by call-site splitting"
  DFAJumpThreading,       ///< "copy by DFA jump threading"
  LoopUnswitching,        ///< "copy by loop unswitching"
};

/// The name of \p R: "copy by jump threading", ...
llvm::StringRef getMoveReasonName(MoveReason R);

/// The reason named \p Name, if it is one.
std::optional<MoveReason> getMoveReason(llvm::StringRef Name);

/// Whether \p R copies the instruction (else it moves it).
bool isCopy(MoveReason R);

/// Which edge of the deciding condition leads to the instruction.
enum class MovePath { True, False, Case, Default, Unknown };

/// Where the instruction now runs relative to the condition of its event.
enum class MovePlacement { OnPath, BeforeCondition, AfterJoin };

/// One level of a source location: the location itself, or where the
/// function containing it was inlined.
struct SourceFrame {
  std::string File;
  unsigned Line = 0;
  unsigned Column = 0;
};

struct MoveEvent {
  MoveReason Reason = MoveReason::JumpThreading;
  std::string Pass; ///< The pass that did it ("JumpThreadingPass").
  /// The condition's location, then its inlined-at chain; empty if unknown.
  llvm::SmallVector<SourceFrame, 2> Condition;
  MovePath Path = MovePath::Unknown;
  int64_t CaseValue = 0; ///< For MovePath::Case.
  MovePlacement Placement = MovePlacement::OnPath;
  /// Where the copied instruction was in the source, if the copy lost its
  /// location (innermost first, as Condition); empty otherwise.
  llvm::SmallVector<SourceFrame, 2> Origin;
};

/// The frames of \p L (innermost first), for MoveEvent::Condition.
llvm::SmallVector<SourceFrame, 2> getSourceFrames(const llvm::DILocation *L);

/// The chain of \p I, newest first.
llvm::SmallVector<MoveEvent, 4> getMoveHistory(const llvm::Instruction &I);

/// Make \p E the newest event of \p I's chain (no duplicates in a chain).
void addMoveEvent(llvm::Instruction &I, const MoveEvent &E);

/// Append the events of \p Chain (a !kcc.move_history list of another
/// instruction that \p I replaced or was merged with) that \p I's chain does
/// not have, as its oldest.
void appendMoveHistory(llvm::Instruction &I, const llvm::MDNode *Chain);

/// "copy by jump threading (JumpThreadingPass), condition at
/// sparx5.c:17:14 inlined at sparx5.c:26:3, true path", followed by ", now
/// executed before the condition" or ", now executed after the paths join"
/// for the other placements, and ", copied from t.c:5:13" for a copy that
/// lost its location.
void printMoveEvent(llvm::raw_ostream &OS, const MoveEvent &E);

/// print<move-history>: every instruction with a chain, one event a line.
class PrintMoveHistoryPass : public llvm::PassInfoMixin<PrintMoveHistoryPass> {
public:
  explicit PrintMoveHistoryPass(llvm::raw_ostream &OS) : OS(OS) {}
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &);
  static bool isRequired() { return true; }

private:
  llvm::raw_ostream &OS;
};

/// Install the recorder (pass instrumentation around the passes that copy
/// or move code across conditions: JumpThreading, SimplifyCFG, Sink,
/// InstCombine, CallSiteSplitting, DFAJumpThreading, SimpleLoopUnswitch)
/// when -kcc-move-history is on.
void registerMoveHistoryCallbacks(llvm::PassBuilder &PB);

} // namespace kcc

#endif // KCC_MOVEHISTORY_H
