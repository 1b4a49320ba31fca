//===- kcc/BoundsRemark.h - Bounds warnings as remarks ----------*- C++ -*-===//
//
// Part of kcc, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The one contract between the kcc-bounds passes, which find a warning, and
// kcc's renderer, which prints it as GCC does: a BoundsWarning travels as an
// optimization remark of pass "kcc-bounds" (remark name: the option's
// RemarkName), one argument per field. Locations are remark locations (a
// DebugLoc on the argument: file, line and column as the remark format
// stores them), never "file:line:col" strings; enumerations travel as the
// names of their tables below. Written by emitBoundsWarning (lib/BoundsRemark/
// Emit.cpp, in the pass plugin) and read by parseBoundsWarning
// (lib/BoundsRemark/Parse.cpp, in the kcc driver); both iterate the keys
// declared here, and nothing else formats or parses a field.
//
// The remark also reads as one line of text under -Rpass-analysis=kcc-bounds:
// the fields are separated by String arguments, which the parser skips.
//
//===----------------------------------------------------------------------===//

#ifndef KCC_BOUNDSREMARK_H
#define KCC_BOUNDSREMARK_H

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace llvm {
class DILocation;
class Instruction;
class Module;
class OptimizationRemarkEmitter;
namespace remarks {
struct Remark;
} // namespace remarks
} // namespace llvm

namespace kcc {

/// The pass name of every bounds remark.
inline constexpr llvm::StringLiteral BoundsRemarkPass = "kcc-bounds";

/// The warning options of the bounds checks.
enum class BoundsOption : uint8_t {
  ArrayBounds,
  ZeroLengthBounds,
  StrictFlexArrays,
  StringopOverflow,
  StringopOverread,
};

/// The option's name without "-W", as GCC and the command line spell it
/// ("array-bounds").
llvm::StringRef getOptionName(BoundsOption O);
/// The remark name of the option's warnings ("ArrayBounds").
llvm::StringRef getRemarkName(BoundsOption O);
/// The option named \p Name ("array-bounds"), if it is one of them.
std::optional<BoundsOption> parseOptionName(llvm::StringRef Name);
/// Whether GCC spells the option with its levels' '=' in a warning's tag
/// ("[-Wstringop-overflow=]").
bool hasLevels(BoundsOption O);

/// What a #pragma GCC/clang diagnostic in effect where the warning is says
/// of its option (kcc/FrontendBridge's pragma table): nothing, or "warning"
/// (a warning even under -Werror), or "error". A warning whose option a
/// pragma ignores is not emitted at all.
enum class PragmaSeverity : uint8_t { None, Warning, Error };

/// A source location as the remark carries it. The file is as the compile
/// named it, made absolute against its compilation directory.
struct RemarkLocation {
  std::string File;
  unsigned Line = 0, Column = 0;
  /// The source range GCC underlines around the caret: columns on Line
  /// (0: none), RangeEnd on RangeEndLine when that is after Line.
  unsigned RangeBegin = 0, RangeEnd = 0;
  unsigned RangeEndLine = 0;
  bool valid() const { return !File.empty() && Line != 0; }
  /// Whether the range goes on past the caret's line.
  bool multiline() const { return RangeBegin && RangeEndLine > Line; }
};

/// What an event of the path is.
enum class EventKind : uint8_t {
  /// A condition whose outcome puts the access on this path.
  Condition,
  /// A transformation (move history) that put the code there.
  Transformation,
  /// The warned access itself ("warning happens here").
  Warning,
};

/// One function of the inlining chain: the caller and where it calls.
struct InlineFrame {
  std::string Function;
  RemarkLocation CallLoc;
};

struct BoundsEvent {
  EventKind Kind = EventKind::Condition;
  RemarkLocation Loc;
  std::string Text;
  /// The source function the event is in, and how deeply it is inlined
  /// into the function being compiled (0: not inlined): GCC's JSON path.
  std::string Function;
  unsigned Depth = 0;
  /// For an event in inlined code: its function's callers, innermost
  /// first (GCC's "In function 'f', inlined from 'g' at ...").
  std::vector<InlineFrame> InlinedFrom;
};

struct BoundsNote {
  RemarkLocation Loc;
  std::string Text;
};

/// One bounds warning, as the renderer prints it.
struct BoundsWarning {
  BoundsOption Option = BoundsOption::ArrayBounds;
  std::string Message; ///< GCC's wording, without the option tag.
  RemarkLocation Loc;
  /// The source function the warning is in after inlining ("In function").
  std::string Function;
  /// When the warning is in inlined code: the inlined function and its
  /// callers, innermost first.
  std::string InlinedFunction;
  std::vector<InlineFrame> InlinedFrom;
  /// The event path, in the order GCC prints it (nearest condition first,
  /// the warning last).
  std::vector<BoundsEvent> Events;
  std::vector<BoundsNote> Notes;
  PragmaSeverity Pragma = PragmaSeverity::None;
};

/// The argument keys, in the order emitBoundsWarning writes them.
namespace remark_keys {
inline constexpr llvm::StringLiteral Message = "Warning";
inline constexpr llvm::StringLiteral Option = "Option";
inline constexpr llvm::StringLiteral Location = "WarningLoc";
inline constexpr llvm::StringLiteral Function = "Function";
inline constexpr llvm::StringLiteral Pragma = "Pragma";
inline constexpr llvm::StringLiteral InlinedFunction = "InFunction";
inline constexpr llvm::StringLiteral InlinedFrom = "InlinedFrom";
inline constexpr llvm::StringLiteral Event = "Event";
inline constexpr llvm::StringLiteral EventKind = "EventKind";
inline constexpr llvm::StringLiteral EventFunction = "EventFunction";
inline constexpr llvm::StringLiteral EventDepth = "EventDepth";
inline constexpr llvm::StringLiteral EventInlinedFrom = "EventInlinedFrom";
inline constexpr llvm::StringLiteral Note = "Note";
/// The range of the location just before (the warning's, a note's, an
/// event's): its first and last columns.
inline constexpr llvm::StringLiteral RangeBegin = "RangeBegin";
inline constexpr llvm::StringLiteral RangeEnd = "RangeEnd";
/// The line of the range's last column, when it is not the location's.
inline constexpr llvm::StringLiteral RangeEndLine = "RangeEndLine";
} // namespace remark_keys

/// Names of the enumerations as they travel.
llvm::StringRef getEventKindName(EventKind K);
std::optional<EventKind> parseEventKindName(llvm::StringRef Name);
llvm::StringRef getPragmaSeverityName(PragmaSeverity S);
std::optional<PragmaSeverity> parsePragmaSeverityName(llvm::StringRef Name);

//===----------------------------------------------------------------------===//
// The pass plugin's side (lib/BoundsRemark/Emit.cpp)
//===----------------------------------------------------------------------===//

/// A location as the passes have it: a DILocation, or a file, line and
/// column the front end gave (a declaration without debug info).
struct PassLocation {
  const llvm::DILocation *DL = nullptr;
  std::string File;
  /// The front end's place; with DL, where GCC puts the caret instead of
  /// DL's line and column (0: DL's).
  unsigned Line = 0, Column = 0;
  /// Columns on the caret's line GCC underlines (0: none), the last on
  /// RangeEndLine when that is a later line.
  unsigned RangeBegin = 0, RangeEnd = 0;
  unsigned RangeEndLine = 0;
  PassLocation() = default;
  PassLocation(const llvm::DILocation *DL) : DL(DL) {}
  PassLocation(std::string File, unsigned Line, unsigned Column)
      : File(std::move(File)), Line(Line), Column(Column) {}
  bool valid() const { return DL || !File.empty(); }
};

struct PassEvent {
  EventKind Kind = EventKind::Condition;
  PassLocation Loc;
  std::string Text;
};

struct PassNote {
  PassLocation Loc;
  std::string Text;
};

/// The warning as the check reports it; the inlining chain, the functions
/// and depths of the events are read off the DILocations.
struct PassWarning {
  BoundsOption Option = BoundsOption::ArrayBounds;
  std::string Message;
  const llvm::DILocation *Loc = nullptr;
  /// GCC's caret (0: Loc's line and column) and range (0: none; its end
  /// on RangeEndLine when that is a later line).
  unsigned CaretLine = 0, CaretColumn = 0;
  unsigned RangeBegin = 0, RangeEnd = 0, RangeEndLine = 0;
  std::vector<PassEvent> Events;
  std::vector<PassNote> Notes;
  PragmaSeverity Pragma = PragmaSeverity::None;
};

/// Absolute paths, dots removed, to the names a compile spelled them by.
using SpelledFileNames = llvm::StringMap<std::string>;

/// The name of debug info's file \p Name in \p Directory: as \p Spelled
/// says, else its absolute path.
std::string spelledFileName(llvm::StringRef Name, llvm::StringRef Directory,
                            const SpelledFileNames *Spelled);

/// Emit \p W as a kcc-bounds remark of \p At's function, and to kcc's
/// remark file of the module (-kcc-bounds-remarks=DIR). Its files are named
/// as \p Spelled says, else by absolute path.
void emitBoundsWarning(llvm::OptimizationRemarkEmitter &ORE,
                       const llvm::Instruction &At, const PassWarning &W,
                       const SpelledFileNames *Spelled = nullptr);

/// Finish kcc's remark file of \p M (after its last warning).
void closeBoundsRemarks(const llvm::Module &M);

//===----------------------------------------------------------------------===//
// The driver's side (lib/BoundsRemark/Parse.cpp)
//===----------------------------------------------------------------------===//

/// The warning a kcc-bounds remark carries; an error names what is missing
/// or malformed. Remarks of other passes are not bounds warnings: check
/// PassName first.
llvm::Expected<BoundsWarning>
parseBoundsWarning(const llvm::remarks::Remark &R);

} // namespace kcc

#endif // KCC_BOUNDSREMARK_H
