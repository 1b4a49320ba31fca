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
//          !"true" | !"false" | !"case <N>" | !"default"
//          [, !"before" | !"after"]}                  absent: on the path
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

namespace llvm {
class DILocation;
class Instruction;
class MDNode;
class PassBuilder;
class raw_ostream;
} // namespace llvm

namespace kcc {

inline constexpr llvm::StringLiteral MoveHistoryMD = "kcc.move_history";

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
  std::string Reason; ///< "copy by jump threading", ...
  std::string Pass;   ///< The pass that did it ("JumpThreadingPass").
  /// The condition's location, then its inlined-at chain; empty if unknown.
  llvm::SmallVector<SourceFrame, 2> Condition;
  MovePath Path = MovePath::Unknown;
  int64_t CaseValue = 0; ///< For MovePath::Case.
  MovePlacement Placement = MovePlacement::OnPath;
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
/// for the other placements.
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
