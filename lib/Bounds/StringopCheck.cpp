//===- StringopCheck.cpp - -Wstringop-overflow/-overread on calls ---------===//
//
// Part of kcc, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// GCC's gimple-ssa-warn-access checks of calls to the memory and string
// functions, on the object each pointer argument points into
// (kcc/BoundsObject.h) and the range of its offset there:
//
//   -Wstringop-overflow  a destination written past its end: memcpy,
//                        memmove, mempcpy, memset, strncpy (their bound),
//                        strcpy, stpcpy (the source string's length and its
//                        NUL), strcat, strncat (a destination with no room
//                        left);
//   -Wstringop-overread  a source read past its end: memcpy and friends
//                        (their bound), memcmp, bcmp, memchr, strncmp,
//                        strnlen, strndup (a bound larger than the source),
//                        and the functions that read a string (strlen,
//                        strcmp, strchr, strcpy's source, ...) given a
//                        pointer to the end of its object.
//
// Offsets are GCC's: a pointer `a + i` with `i` unknown is somewhere in
// `a`, so the room left is at most `a`'s size. Levels 1 and 2 of
// -Wstringop-overflow warn when the access does not fit even the largest
// room the offset range leaves, 3 and 4 when it does not fit the smallest.
//
//===----------------------------------------------------------------------===//

#include "kcc/BoundsObject.h"

#include "llvm/ADT/StringSwitch.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/IntrinsicInst.h"

#include <limits>

using namespace llvm;

namespace kcc {

namespace {

/// What a function does with its arguments (-1: no such argument).
struct Roles {
  int Dest = -1;   ///< Written: Bound bytes, or the source string and NUL.
  int Source = -1; ///< Read: Bound bytes, or a string.
  int Source2 = -1;
  int Bound = -1;
  bool Appends = false;      ///< strcat, strncat: after the string in Dest.
  bool BoundLimits = false;  ///< The bound caps a string read (strnlen).
  bool SourceString = false; ///< Source is read as a string (no bound).
  bool WholeBound = false;   ///< memcmp, memchr: may read the whole bound.
  /// strncmp: stops at the first difference, so only a source with no room
  /// at all is certainly overread.
  bool EmptyOnly = false;
};

std::optional<Roles> rolesOf(StringRef Name) {
  Roles R;
  // __memcpy_chk(d, s, n, objsize) and friends: the same roles.
  StringRef Base = Name;
  if (Base.starts_with("__") && Base.ends_with("_chk"))
    Base = Base.drop_front(2).drop_back(4);
  auto Set = [&](int D, int S, int S2, int B) {
    R.Dest = D, R.Source = S, R.Source2 = S2, R.Bound = B;
  };
  if (Base == "memcpy" || Base == "memmove" || Base == "mempcpy")
    Set(0, 1, -1, 2);
  else if (Base == "memset")
    Set(0, -1, -1, 2);
  else if (Base == "strncpy" || Base == "stpncpy")
    Set(0, -1, -1, 2);
  else if (Base == "strcpy" || Base == "stpcpy")
    Set(0, 1, -1, -1), R.SourceString = true;
  else if (Base == "strcat")
    Set(0, 1, -1, -1), R.SourceString = true, R.Appends = true;
  else if (Base == "strncat")
    Set(0, -1, -1, 2), R.Appends = true;
  else if (Base == "memcmp" || Base == "bcmp")
    Set(-1, 0, 1, 2), R.WholeBound = true;
  else if (Base == "memchr")
    Set(-1, 0, -1, 2), R.WholeBound = true;
  else if (Base == "strncmp" || Base == "strncasecmp")
    Set(-1, 0, 1, 2), R.BoundLimits = true, R.EmptyOnly = true;
  else if (Base == "strnlen" || Base == "strndup")
    Set(-1, 0, -1, 1), R.BoundLimits = true;
  else if (is_contained({"strcmp", "strcasecmp", "strspn", "strcspn", "strpbrk",
                         "strstr", "strcoll"},
                        Base))
    Set(-1, 0, 1, -1), R.SourceString = true;
  else if (is_contained({"strlen", "strchr", "strrchr", "strdup", "puts",
                         "puts_unlocked", "gettext", "fputs", "atoi", "atol",
                         "strtol", "strtoul"},
                        Base))
    Set(-1, 0, -1, -1), R.SourceString = true;
  else
    return std::nullopt;
  return R;
}

/// The name GCC gives the function in its warning: `__memcpy_chk` is
/// '__builtin___memcpy_chk', the memory intrinsics their library names.
std::string displayName(const CallBase &CB) {
  if (const auto *MI = dyn_cast<MemIntrinsic>(&CB))
    return isa<MemSetInst>(MI)    ? "memset"
           : isa<MemMoveInst>(MI) ? "memmove"
                                  : "memcpy";
  StringRef Name = CB.getCalledFunction()->getName();
  if (Name.starts_with("__") && Name.ends_with("_chk"))
    return ("__builtin" + Name).str();
  return Name.str();
}

std::string bytes(uint64_t Min, uint64_t Max) {
  if (Min == Max)
    return std::to_string(Min) + (Min == 1 ? " byte" : " bytes");
  return "between " + std::to_string(Min) + " and " + std::to_string(Max) +
         " bytes";
}

/// The object an argument points into, and the room left there.
struct Region {
  ObjectRef Obj;
  int64_t OffLo = 0, OffHi = 0; ///< Offsets, clipped to the object.
  uint64_t MaxLeft = 0, MinLeft = 0;
};

std::optional<Region> regionOf(Value *P, Instruction &At, ObjectQuery &Q) {
  std::optional<ObjectRef> Obj =
      Q.find(P, &At, {/*AssumeInBounds=*/true, /*AllowUnknown=*/false});
  if (!Obj)
    return std::nullopt;
  Region R;
  R.Obj = *Obj;
  int64_t Size = int64_t(
      std::min<uint64_t>(Obj->MaxSize, std::numeric_limits<int64_t>::max()));
  R.OffLo =
      std::clamp<int64_t>(Obj->Offset.getSignedMin().getSExtValue(), 0, Size);
  R.OffHi =
      std::clamp<int64_t>(Obj->Offset.getSignedMax().getSExtValue(), 0, Size);
  // Below the object is -Warray-bounds's business.
  if (Obj->Offset.getSignedMax().isNegative())
    return std::nullopt;
  R.MaxLeft = uint64_t(Size - R.OffLo);
  R.MinLeft = Obj->MinSize > uint64_t(R.OffHi) ? Obj->MinSize - R.OffHi : 0;
  return R;
}

/// "at offset [1, 2] into destination object 'a7' of size 7". (The object
/// is described only for a warning: most calls fit.)
PassNote objectNote(StringRef Role, const Region &R) {
  ObjectDescription D = describe(R.Obj);
  std::string S;
  if (R.OffHi > 0)
    S = "at offset " + formatRange(R.OffLo, R.OffHi) + " into ";
  S += objectPhrase(R.Obj, D, Role);
  return {declLocation(D), S};
}

BoundsFinding finding(bool Write, std::string Message) {
  BoundsFinding W;
  W.Option =
      Write ? BoundsOption::StringopOverflow : BoundsOption::StringopOverread;
  W.Message = std::move(Message);
  return W;
}

/// Whether \p P points into a constant string whose NUL is within the
/// first \p Bound bytes: a bounded string read stops there.
bool stopsBefore(const Value *P, uint64_t Bound) {
  StringRef S;
  return getConstantStringInfo(P, S, /*TrimAtNul=*/true) && S.size() < Bound;
}

} // namespace

SmallVector<BoundsFinding, 1> checkStringCall(CallBase &CB, ObjectQuery &Q,
                                              const StringopOptions &Opts) {
  SmallVector<BoundsFinding, 1> Out;
  std::optional<Roles> Roles;
  if (const auto *MI = dyn_cast<MemIntrinsic>(&CB)) {
    Roles = rolesOf(isa<MemSetInst>(MI) ? "memset" : "memcpy");
  } else if (const Function *Callee = CB.getCalledFunction()) {
    // A declaration whose type is not the library's (`char *strcpy(char
    // *)`) is not that function; one TargetLibraryInfo does not know is
    // taken by the types of its arguments.
    LibFunc LF;
    if (!Opts.TLI || !Opts.TLI->getLibFunc(Callee->getName(), LF) ||
        Opts.TLI->getLibFunc(*Callee, LF))
      Roles = rolesOf(Callee->getName());
  }
  if (!Roles)
    return Out;
  auto Arg = [&](int I, bool Pointer) -> Value * {
    if (I < 0 || unsigned(I) >= CB.arg_size())
      return nullptr;
    Value *V = CB.getArgOperand(I);
    return (Pointer ? V->getType()->isPointerTy() : V->getType()->isIntegerTy())
               ? V
               : nullptr;
  };
  auto Ptr = [&](int I) { return Arg(I, /*Pointer=*/true); };
  std::string Name = displayName(CB);

  // The bound, when there is one.
  std::optional<std::pair<uint64_t, uint64_t>> Bound;
  Value *BoundV = Arg(Roles->Bound, /*Pointer=*/false);
  if (BoundV && BoundV->getType()->getIntegerBitWidth() == 64) {
    ConstantRange R = Q.rangeAt(BoundV, &CB);
    if (!R.isFullSet() && !R.isEmptySet() && !R.isWrappedSet())
      Bound = {R.getUnsignedMin().getZExtValue(),
               R.getUnsignedMax().getZExtValue()};
  }
  bool Writes = Roles->Dest >= 0;
  constexpr uint64_t MaxObject = std::numeric_limits<int64_t>::max();
  if (Bound && Bound->first > MaxObject) {
    if (Writes ? Opts.Overflow : Opts.Overread) {
      Out.push_back(finding(Writes, "'" + Name + "' specified bound " +
                                        std::to_string(Bound->first) +
                                        " exceeds maximum object size " +
                                        std::to_string(MaxObject)));
      Out.back().Operand = BoundV;
    }
    return Out;
  }

  // The destination.
  if (Opts.Overflow && Writes)
    if (std::optional<Region> D = regionOf(Ptr(Roles->Dest), CB, Q)) {
      uint64_t Left = Opts.Level >= 3 ? D->MinLeft : D->MaxLeft;
      std::optional<std::pair<uint64_t, uint64_t>> Len = Bound;
      if (!Len && Roles->SourceString && !Roles->Appends) {
        StringRef S;
        if (Value *Src = Ptr(Roles->Source);
            Src && getConstantStringInfo(Src, S))
          Len = {S.size() + 1, S.size() + 1};
      }
      std::optional<std::string> Msg;
      if (Roles->Appends) {
        if (Left == 0)
          Msg = "'" + Name +
                "' writing 1 or more bytes into a region of size 0 "
                "overflows the destination";
      } else if (Len && Len->first > Left) {
        Msg = "'" + Name + "' writing " + bytes(Len->first, Len->second) +
              " into a region of size " + std::to_string(Left) +
              " overflows the destination";
      } else if (!Len && Roles->SourceString && Left == 0) {
        Msg = "'" + Name +
              "' writing 1 or more bytes into a region of size 0 overflows "
              "the destination";
      }
      if (Msg) {
        Out.push_back(finding(/*Write=*/true, *Msg));
        Out.back().Notes.push_back(objectNote("destination", *D));
        Out.back().Operand = BoundV ? BoundV : D->Obj.Index;
        return Out;
      }
    }

  // The sources.
  if (!Opts.Overread)
    return Out;
  for (int I : {Roles->Source, Roles->Source2}) {
    Value *P = Ptr(I);
    std::optional<Region> S = P ? regionOf(P, CB, Q) : std::nullopt;
    if (!S)
      continue;
    std::optional<std::string> Msg;
    bool Allocated = false; // "source object allocated here"
    if (Bound && (Roles->WholeBound || Roles->BoundLimits)) {
      if (Bound->first > S->MaxLeft && (!Roles->EmptyOnly || !S->MaxLeft) &&
          !(Roles->BoundLimits && stopsBefore(P, S->MaxLeft + 1))) {
        Msg = "'" + Name + "' specified bound " +
              (Bound->first == Bound->second
                   ? std::to_string(Bound->first)
                   : formatRange(Bound->first, Bound->second)) +
              " exceeds source size " + std::to_string(S->MaxLeft);
        Allocated = true;
      }
    } else if (Bound) {
      if (Bound->first > S->MaxLeft)
        Msg = "'" + Name + "' reading " + bytes(Bound->first, Bound->second) +
              " from a region of size " + std::to_string(S->MaxLeft);
    } else if (Roles->SourceString && S->MaxLeft == 0) {
      Msg = "'" + Name + "' reading 1 or more bytes from a region of size 0";
    }
    if (!Msg)
      continue;
    Out.push_back(finding(/*Write=*/false, *Msg));
    if (S->Obj.Kind != ObjectKind::StringLiteral) {
      if (Allocated)
        Out.back().Notes.push_back(
            {declLocation(describe(S->Obj)), "source object allocated here"});
      else
        Out.back().Notes.push_back(objectNote("source", *S));
    }
    Out.back().Operand = BoundV ? BoundV : S->Obj.Index;
    return Out;
  }
  return Out;
}

std::optional<BoundsFinding> checkFoldedCall(StringRef Name, bool Write,
                                             Value *P, uint64_t Len,
                                             Instruction &At, ObjectQuery &Q,
                                             unsigned Level) {
  std::optional<Region> R = regionOf(P, At, Q);
  if (!R)
    return std::nullopt;
  uint64_t Left = Write && Level >= 3 ? R->MinLeft : R->MaxLeft;
  if (Len <= Left)
    return std::nullopt;
  BoundsFinding W = finding(
      Write, Write ? "'" + Name.str() + "' writing " + bytes(Len, Len) +
                         " into a region of size " + std::to_string(Left) +
                         " overflows the destination"
                   : "'" + Name.str() + "' reading " + bytes(Len, Len) +
                         " from a region of size " + std::to_string(Left));
  W.Notes.push_back(objectNote(Write ? "destination" : "source", *R));
  W.Operand = R->Obj.Index;
  return W;
}

} // namespace kcc
