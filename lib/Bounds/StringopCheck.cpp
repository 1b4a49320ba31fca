//===- StringopCheck.cpp - Bounds warnings on string and memory calls -----===//
//
// Part of kcc, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// GCC's checks of calls to the memory and string functions, on the objects
// each pointer argument may point into (kcc/BoundsObject.h) and the range
// of its offsets there. As in GCC, a call gets one warning at most, from
// the first check that has one:
//
//   1. -Warray-bounds (GCC's restrict pass): an argument whose access
//      leaves its object, "'memcpy' forming offset [4, 5] is out of the
//      bounds [0, 4] of object 'a' with type 'char[4]'", or starts outside
//      it, "'strcpy' offset [-5, -1] is out of the bounds [0, 4] ...";
//      a size past PTRDIFF_MAX as a "pointer overflow";
//   2. -Wstringop-overread on a string argument in a constant array with no
//      NUL after it ("argument missing terminating nul");
//   3. -Wstringop-overflow / -Wstringop-overread (GCC's access pass): the
//      destination written, or a source read, past the room left there;
//      bounds past PTRDIFF_MAX; read bounds past the source.
//
// Offsets are GCC's: a pointer `a + i` with `i` unknown is somewhere in
// `a`. The room at an argument is the object's size less the lowest offset
// (0 past the end or before the start); with several objects, the largest
// room, and each object gets its note. Levels 1 and 2 of
// -Wstringop-overflow compare with the largest size an object may have,
// 3 and 4 with the smallest.
//
//===----------------------------------------------------------------------===//

#include "kcc/Bounds.h"
#include "kcc/BoundsObject.h"
#include "kcc/FrontendFacts.h"

#include "llvm/ADT/StringSwitch.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"

#include <limits>

using namespace llvm;

namespace kcc {

namespace {

constexpr uint64_t MaxObject = std::numeric_limits<int64_t>::max();

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
  /// strncpy: the source is read up to the bound or its NUL.
  bool BoundedString = false;
  /// strncmp: stops at the first difference.
  bool Compares = false;
  /// The string functions (not raw memory): GCC checks them strictly.
  bool String = false;
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
    Set(0, 1, -1, 2), R.BoundedString = true, R.String = true;
  else if (Base == "strcpy" || Base == "stpcpy")
    Set(0, 1, -1, -1), R.SourceString = true, R.String = true;
  else if (Base == "strcat")
    Set(0, 1, -1, -1), R.SourceString = true, R.Appends = true, R.String = true;
  else if (Base == "strncat")
    Set(0, 1, -1, 2), R.Appends = true, R.BoundedString = true, R.String = true;
  else if (Base == "memcmp" || Base == "bcmp")
    Set(-1, 0, 1, 2), R.WholeBound = true;
  else if (Base == "memchr")
    Set(-1, 0, -1, 2), R.WholeBound = true;
  else if (Base == "strncmp" || Base == "strncasecmp")
    Set(-1, 0, 1, 2), R.BoundLimits = true, R.Compares = true;
  else if (Base == "strnlen" || Base == "strndup")
    Set(-1, 0, -1, 1), R.BoundLimits = true;
  else if (is_contained({"strcmp", "strcasecmp", "strspn", "strcspn", "strpbrk",
                         "strstr", "strcoll"},
                        Base))
    Set(-1, 0, 1, -1), R.SourceString = true;
  else if (is_contained({"strlen",  "strchr", "strrchr",        "index",
                         "rindex",  "strdup", "puts",           "puts_unlocked",
                         "gettext", "fputs",  "fputs_unlocked", "atoi",
                         "atol",    "strtol", "strtoul",        "execl",
                         "execle",  "execlp", "execv",          "execve",
                         "execvp"},
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

/// A number of bytes (a length, a bound) as a range; Hi past PTRDIFF_MAX
/// means "or more".
struct Count {
  uint64_t Lo = 0, Hi = 0;
  bool exact() const { return Lo == Hi; }
  bool unbounded() const { return Hi > MaxObject; }
};

/// GCC's "between 1 and 4" for a range of sizes or bounds.
std::string betweenPhrase(const Count &C) {
  return C.exact() ? std::to_string(C.Lo)
                   : "between " + std::to_string(C.Lo) + " and " +
                         std::to_string(C.Hi);
}

/// "5 bytes", "1 byte", "between 4 and 6 bytes", "4 or more bytes".
std::string bytesPhrase(const Count &C) {
  if (C.exact())
    return std::to_string(C.Lo) + (C.Lo == 1 ? " byte" : " bytes");
  if (C.unbounded())
    return std::to_string(C.Lo) + " or more bytes";
  return betweenPhrase(C) + " bytes";
}

/// A bound as GCC prints it: "5", or "[4, 6]".
std::string boundPhrase(const Count &C) {
  return C.exact()
             ? std::to_string(C.Lo)
             : "[" + std::to_string(C.Lo) + ", " + std::to_string(C.Hi) + "]";
}

/// One object an argument may point into, and the room left there.
struct Candidate {
  ObjectRef Obj;
  int64_t Lo = 0, Hi = 0; ///< The offsets, signed.
  /// Bytes left from the lowest offset, with the object's largest and
  /// smallest size (0 past the end, or wholly before the start).
  uint64_t Room = 0, MinRoom = 0;
};

/// Whether \p Base is a call to an allocator GCC's strlen pass tracks:
/// malloc, calloc and their built-in forms.
bool isTrackedAllocation(const Value *Base) {
  const auto *CB = dyn_cast_or_null<CallBase>(Base);
  const Function *Callee = CB ? CB->getCalledFunction() : nullptr;
  if (!Callee)
    return false;
  StringRef Name = Callee->getName();
  Name.consume_front("__builtin_");
  return Name == "malloc" || Name == "calloc";
}

/// The objects an argument may point into; the chosen one has the most
/// room, as GCC's pointer query merges them.
struct Region {
  SmallVector<Candidate, 2> Cands;
  unsigned Chosen = 0;

  const Candidate &chosen() const { return Cands[Chosen]; }
  uint64_t room(unsigned Level) const {
    // An object of unknown size (what a pointer argument points to) has
    // no least size to compare with at levels 3 and 4.
    const Candidate &C = chosen();
    return Level >= 3 && C.Obj.Kind != ObjectKind::Unknown ? C.MinRoom : C.Room;
  }
  /// One declared object (GCC's DECL base), not a heap block, an object of
  /// unknown size or several objects.
  bool declared() const {
    if (Cands.size() != 1)
      return false;
    ObjectKind K = Cands.front().Obj.Kind;
    return K == ObjectKind::Global || K == ObjectKind::Local ||
           K == ObjectKind::StringLiteral;
  }
  /// An access at the start of one block just allocated, from the heap or
  /// as a local of variable size, or past its end: what GCC's strlen pass,
  /// which tracks such blocks, warns about before its restrict pass. It
  /// tracks the blocks of malloc and calloc, and those of any allocator
  /// (`kmalloc` with `alloc_size`) only for a copy of a string, \p Copy.
  bool fresh(bool Copy) const {
    if (Cands.size() != 1)
      return false;
    const Candidate &C = Cands.front();
    const ObjectRef &O = C.Obj;
    return ((O.Kind == ObjectKind::Heap &&
             (Copy || isTrackedAllocation(O.Base))) ||
            (O.Kind == ObjectKind::Local && O.MinSize != O.MaxSize)) &&
           ((C.Lo == 0 && C.Hi == 0) ||
            (C.Lo > 0 && uint64_t(C.Lo) >= O.MaxSize));
  }
  bool unknown() const {
    return any_of(Cands, [](const Candidate &C) {
      return C.Obj.Kind == ObjectKind::Unknown;
    });
  }
};

Candidate candidateOf(const ObjectRef &Obj) {
  Candidate C;
  C.Obj = Obj;
  C.Lo = Obj.Offset.getSignedMin().getSExtValue();
  C.Hi = Obj.Offset.getSignedMax().getSExtValue();
  uint64_t From = C.Lo < 0 ? 0 : uint64_t(C.Lo);
  bool Before = C.Hi < 0;
  // A pointer of unknown provenance (an argument, a loaded pointer, a
  // call's result) may point into the middle of its object, so an offset
  // before it says nothing; a declared object of unknown size starts there.
  if (Obj.Kind == ObjectKind::Unknown && Before &&
      !isa<GlobalVariable>(Obj.Base))
    Before = false;
  C.Room = Before || From >= Obj.MaxSize ? 0 : Obj.MaxSize - From;
  C.MinRoom = Before || From >= Obj.MinSize ? 0 : Obj.MinSize - From;
  return C;
}

std::optional<Region> regionOf(Value *P, Instruction &At, ObjectQuery &Q) {
  if (!P)
    return std::nullopt;
  SmallVector<ObjectRef, 2> Objects =
      Q.findAll(P, &At,
                {/*AssumeInBounds=*/true, /*AllowUnknown=*/true,
                 /*StepsFromWithin=*/false, /*ThroughComparisons=*/true});
  if (Objects.empty())
    return std::nullopt;
  Region R;
  for (const ObjectRef &Obj : Objects) {
    R.Cands.push_back(candidateOf(Obj));
    const Candidate &C = R.Cands.back(), &Best = R.chosen();
    if (C.Room > Best.Room ||
        (C.Room == Best.Room && C.Obj.MaxSize > Best.Obj.MaxSize))
      R.Chosen = R.Cands.size() - 1;
  }
  return R;
}

/// "at offset [1, 2] into destination object 'a7' of size 7" for each
/// object (described only for a warning: most calls fit).
SmallVector<PassNote, 1> objectNotes(StringRef Role, const Region &R) {
  SmallVector<PassNote, 1> Notes;
  for (const Candidate &C : R.Cands) {
    ObjectDescription D = describe(C.Obj);
    // The offset as GCC's notes show it: in the object or just past it; a
    // top at PTRDIFF_MAX and beyond is the bottom's.
    int64_t Lo = C.Lo, Hi = C.Hi;
    int64_t Size = int64_t(std::min(C.Obj.MaxSize, MaxObject));
    if (Hi >= 0 && Lo <= Size) {
      Lo = std::max<int64_t>(Lo, 0);
      Hi = std::min<int64_t>(Hi, Size);
    }
    if (uint64_t(Hi) >= MaxObject)
      Hi = Lo;
    std::string S;
    if (!(Lo == 0 && Hi == 0) &&
        !(Lo == 0 && C.Obj.MaxSize <= uint64_t(std::max<int64_t>(Hi, 0))))
      S = "at offset " + formatRange(Lo, Hi) + " into ";
    S += objectPhrase(C.Obj, D, Role);
    Notes.push_back({declLocation(D), S});
  }
  return Notes;
}

BoundsFinding finding(BoundsOption Option, std::string Message,
                      const Value *Operand) {
  BoundsFinding W;
  W.Option = Option;
  W.Message = std::move(Message);
  W.Operand = Operand;
  return W;
}

/// The range of the bound argument \p V (unsigned).
std::optional<Count> countOf(Value *V, Instruction &At, ObjectQuery &Q) {
  if (!V || !V->getType()->isIntegerTy() ||
      V->getType()->getIntegerBitWidth() > 64)
    return std::nullopt;
  ConstantRange R = Q.valueRange(V, &At).zextOrTrunc(64);
  if (R.isFullSet() || R.isEmptySet() || R.isWrappedSet())
    return std::nullopt;
  return Count{R.getUnsignedMin().getZExtValue(),
               R.getUnsignedMax().getZExtValue()};
}

/// The lengths of the strings \p V may point to at \p At: a constant
/// string, a local copy of one, or a select or phi of them (GCC's
/// get_range_strlen).
std::optional<Count> stringLength(const Value *V, const Instruction &At,
                                  unsigned Depth = 0) {
  StringRef S;
  if (getConstantStringInfo(V, S) || localConstantString(V, At, S))
    return Count{S.size(), S.size()};
  if (Depth > 3)
    return std::nullopt;
  SmallVector<const Value *, 4> Arms;
  if (const auto *SI = dyn_cast<SelectInst>(V))
    Arms = {SI->getTrueValue(), SI->getFalseValue()};
  else if (const auto *PN = dyn_cast<PHINode>(V);
           PN && PN->getNumIncomingValues() <= 8)
    append_range(Arms, PN->incoming_values());
  if (Arms.empty())
    return std::nullopt;
  std::optional<Count> All;
  for (const Value *Arm : Arms) {
    std::optional<Count> L = stringLength(Arm, At, Depth + 1);
    if (!L)
      return std::nullopt;
    All = All ? Count{std::min(All->Lo, L->Lo), std::max(All->Hi, L->Hi)} : *L;
  }
  return All;
}

/// Whether \p A and \p B are the same address at \p At.
bool sameAddress(Value *A, Value *B, Instruction &At, ObjectQuery &Q) {
  if (A == B)
    return true;
  SmallVector<ObjectRef, 2> OA =
      Q.findAll(A, &At, {/*AssumeInBounds=*/false, /*AllowUnknown=*/true});
  SmallVector<ObjectRef, 2> OB =
      Q.findAll(B, &At, {/*AssumeInBounds=*/false, /*AllowUnknown=*/true});
  return OA.size() == 1 && OB.size() == 1 && OA[0].Base == OB[0].Base &&
         OA[0].Offset == OB[0].Offset && OA[0].Offset.isSingleElement();
}

/// The length of the string a local's initialization \p Init copies: its
/// constant initializer's, if its NUL is within the bytes copied.
std::optional<Count> initializerString(const MemCpyInst &Init) {
  StringRef S;
  const auto *Len = dyn_cast<ConstantInt>(Init.getLength());
  if (!Len || !getConstantStringInfo(Init.getSource(), S) ||
      S.size() >= Len->getZExtValue())
    return std::nullopt;
  return Count{S.size(), S.size()};
}

/// The length of the string at \p Dest just before \p CB (a strcat): what
/// a strcpy of a known string or the local's initializer put there, with
/// nothing written in between in the block (GCC's strlen pass, for the one case
/// that matters most).
std::optional<Count> stringAt(Value *Dest, CallBase &CB, ObjectQuery &Q) {
  if (!Dest)
    return std::nullopt;
  unsigned Budget = 64;
  for (auto It = std::next(CB.getReverseIterator());
       It != CB.getParent()->rend() && Budget; ++It, --Budget) {
    auto *Prior = dyn_cast<CallBase>(&*It);
    const Function *Callee = Prior ? Prior->getCalledFunction() : nullptr;
    StringRef Name = Callee ? libraryFunction(Callee->getName()) : "";
    if ((Name == "strcpy" || Name == "stpcpy") && Prior->arg_size() >= 2 &&
        sameAddress(Prior->getArgOperand(0), Dest, CB, Q))
      return stringLength(Prior->getArgOperand(1), *Prior);
    // A local's initialization (`const char s[] = "..."`) writes only it,
    // and at it, the string of its initializer.
    const auto *Init = dyn_cast<MemCpyInst>(&*It);
    if (Init && isa<AllocaInst>(Init->getDest()) &&
        getUnderlyingObject(Dest) != Init->getDest())
      continue;
    if (Init && isa<AllocaInst>(Init->getDest()) &&
        sameAddress(Init->getDest(), Dest, CB, Q))
      return initializerString(*Init);
    if (It->mayWriteToMemory() &&
        !(isa<IntrinsicInst>(*It) &&
          cast<IntrinsicInst>(*It).isLifetimeStartOrEnd()))
      return std::nullopt;
  }
  return std::nullopt;
}

/// The range string GCC's restrict pass prints for offsets.
std::string offsetPhrase(int64_t O0, int64_t O1, int64_t Lo) {
  if (O0 == O1 || (O0 != Lo && O0 >= O1))
    return std::to_string(O0);
  return "[" + std::to_string(O0) + ", " + std::to_string(O1) + "]";
}

/// The subobject (a member array, an element array) an argument points
/// into, as the front end says, at a constant offset in it.
struct Subobject {
  const CallArgFact *F = nullptr;
  /// The argument's offsets into the subobject.
  int64_t Lo = 0, Hi = 0;
  uint64_t room() const {
    return uint64_t(Lo) < F->SubobjectSize ? F->SubobjectSize - Lo : 0;
  }
  PassLocation decl() const {
    return F->DeclFile.empty() ? PassLocation()
                               : namedDeclLocation(F->DeclFile, F->DeclLine,
                                                   F->DeclColumn, F->Name);
  }
  /// "at offset [1, 2] into " (nothing at 0).
  std::string at() const {
    if (!Lo && !Hi)
      return "";
    return "at offset " + formatRange(Lo, Hi) + " into ";
  }
};

/// The subobject \p F says the argument points into, at a constant offset.
std::optional<Subobject> subobjectOf(const CallArgFact *F) {
  if (!F || !F->SubobjectSize || F->Offset < 0)
    return std::nullopt;
  return Subobject{F, F->Offset, F->Offset};
}

/// The subobject, also at a variable offset: the argument's offsets in \p R
/// less the member's (`p->a9 + i`, i in [1, 2]: [1, 2] into 'a9').
std::optional<Subobject> subobjectOf(const CallArgFact *F,
                                     const std::optional<Region> &R) {
  if (std::optional<Subobject> S = subobjectOf(F))
    return S;
  if (!F || !F->SubobjectSize || F->MemberOffset < 0 || !R ||
      R->Cands.size() != 1)
    return std::nullopt;
  const Candidate &C = R->chosen();
  int64_t Lo = C.Lo - F->MemberOffset, Hi = C.Hi - F->MemberOffset;
  // Before the member, or anywhere: nothing to say of it.
  if (Lo < 0 || Hi < Lo || uint64_t(Hi) > MaxObject)
    return std::nullopt;
  return Subobject{F, Lo, Hi};
}

/// GCC's -Warray-bounds for a call to a string function (or any at
/// -Warray-bounds=2) whose argument is a subobject: the access past the
/// subobject's end, "offset 7 from the object at 'gma' is out of the bounds
/// of referenced subobject 'a2' with type 'char[2]' at offset 5".
std::optional<BoundsFinding> subobjectBounds(StringRef Name, const Region &R,
                                             const Count &Size,
                                             const Subobject &Sub,
                                             const Value *Operand) {
  // At a variable offset into it, the member is the object GCC measures
  // against, offsets from its start.
  if (Sub.F->Offset < 0) {
    int64_t Bound = int64_t(Sub.F->SubobjectSize);
    if (Size.Lo > MaxObject / 2 || Sub.Lo + int64_t(Size.Lo) <= Bound)
      return std::nullopt;
    int64_t End = Sub.Lo + int64_t(Size.Lo);
    bool Form = Sub.Lo <= Bound;
    int64_t O0 = Form ? Bound : Sub.Lo, O1 = Form ? End - 1 : Sub.Hi;
    return finding(BoundsOption::ArrayBounds,
                   "'" + Name.str() + "' " + (Form ? "forming " : "") +
                       "offset " + offsetPhrase(O0, O1, Sub.Lo) +
                       " is out of the bounds [0, " + std::to_string(Bound) +
                       "]",
                   Operand);
  }
  const Candidate &C = R.chosen();
  // (A pointer may point past the start of an object: offsets from it may
  // be negative.)
  if (R.Cands.size() != 1 || C.Lo < -int64_t(MaxObject / 2) ||
      C.Lo > int64_t(MaxObject / 2) || Size.Lo > MaxObject / 2)
    return std::nullopt;
  int64_t RefOff = C.Lo - Sub.Lo;
  int64_t End = C.Lo + int64_t(Size.Lo);
  int64_t MemberEnd = RefOff + int64_t(Sub.F->SubobjectSize);
  if (End <= MemberEnd)
    return std::nullopt;
  ObjectDescription D = describe(C.Obj);
  int64_t O0 = MemberEnd, O1 = End - 1;
  BoundsFinding W = finding(
      BoundsOption::ArrayBounds,
      "'" + Name.str() + "' offset " + offsetPhrase(O0, O1, C.Lo) +
          " from the object at '" + (D.Name.empty() ? "<unknown>" : D.Name) +
          "' is out of the bounds of referenced subobject '" + Sub.F->Name +
          "' with type '" + Sub.F->Type + "' at offset " +
          std::to_string(RefOff),
      Operand);
  W.Notes.push_back(
      {Sub.decl(), "subobject '" + Sub.F->Name + "' declared here"});
  return W;
}

/// GCC's -Warray-bounds for a call (its restrict pass): the \p Size bytes
/// the call accesses through an argument, at its offsets in its object,
/// leave the object or start outside it.
/// The name GCC gives a strcpy or stpcpy of a string of known length: the
/// memcpy it folds it into ('__builtin_memcpy', '__builtin___memcpy_chk').
std::string foldedCopyName(StringRef Name) {
  StringRef Lib = libraryFunction(Name);
  if (Lib != "strcpy" && Lib != "stpcpy")
    return Name.str();
  return Name.ends_with("_chk") ? "__builtin___memcpy_chk" : "__builtin_memcpy";
}

/// A write past a block just allocated (Region::fresh): GCC's strlen pass,
/// which tracks such blocks, warns before its access pass, in its words:
/// sizes as ranges, no "overflows the destination", and a strcpy of a known
/// string as the memcpy it folds it into.
std::string freshOverflow(StringRef Name, const Count &Write,
                          const Region &Dest) {
  const Candidate &C = Dest.chosen();
  return "'" + foldedCopyName(Name) + "' writing " +
         (Write.exact() ? bytesPhrase(Write)
                        : betweenPhrase(Write) + " bytes") +
         " into a region of size " + betweenPhrase(Count{C.MinRoom, C.Room});
}

std::optional<BoundsFinding> callBounds(StringRef Name, const Region &R,
                                        const Count &Size, const Value *Operand,
                                        const std::optional<Subobject> &Sub,
                                        bool *Member = nullptr) {
  // A string function's argument that is a member is measured against the
  // member, unless it starts outside the whole object. (GCC knows the
  // member when the argument is the member, `gma.a7`, or somewhere in it;
  // `gma.a7 + 2` is an offset into the whole object.)
  bool InMember = Sub && Sub->F->Offset <= 0;
  auto MemberBounds = [&]() -> std::optional<BoundsFinding> {
    std::optional<BoundsFinding> W =
        subobjectBounds(Name, R, Size, *Sub, Operand);
    if (W && Member)
      *Member = true;
    return W;
  };
  const Candidate &C = R.chosen();
  if (C.Obj.ByComparison)
    return std::nullopt;
  bool Decl = R.declared();
  ObjectDescription D = describe(C.Obj);
  int64_t Lo = C.Lo, Hi = C.Hi;
  // A declared object's offsets: in the object, or just past it.
  uint64_t BaseSize = C.Obj.MaxSize;
  if (Decl) {
    if (Lo < 0 && Hi > 0)
      Lo = 0;
    if (Lo >= 0 && uint64_t(Lo) <= BaseSize && uint64_t(Hi) > BaseSize)
      Hi = int64_t(BaseSize);
  }
  auto Declared = [&](BoundsFinding &W, StringRef What) {
    if (Decl && !D.Name.empty())
      W.Notes.push_back(
          {declLocation(D), What.str() + "'" + D.Name + "' declared here"});
  };
  std::string Type =
      D.Type.empty() ? "" : " with type " + quoteType(D.Type, D.TypeAka);
  std::string Object =
      Decl && !D.Name.empty() ? " of object '" + D.Name + "'" + Type : "";
  // The end of the access past PTRDIFF_MAX: a pointer overflow.
  auto Overflow = [&]() {
    BoundsFinding W = finding(
        BoundsOption::ArrayBounds,
        "'" + Name.str() + "' pointer overflow between offset " +
            std::to_string(std::max<int64_t>(Lo, 0)) + " and size " +
            (Size.exact() ? std::to_string(Size.Lo) : boundPhrase(Size)) +
            (Decl && !D.Name.empty() && StringRef(D.Type).ends_with("]")
                 ? " accessing array '" + D.Name + "'" + Type
                 : ""),
        Operand);
    if (StringRef(D.Type).ends_with("]"))
      Declared(W, "array ");
    return W;
  };
  if (C.Obj.Kind == ObjectKind::Unknown || BaseSize >= MaxObject) {
    if (Lo >= 0 && uint64_t(Lo) + Size.Lo > MaxObject)
      return Overflow();
    if (InMember)
      return MemberBounds();
    if (!Decl || Hi >= 0)
      return std::nullopt;
    // A declared object of unknown size: only offsets before it.
  }
  int64_t O0 = Lo, O1 = Hi;
  bool Form = false;
  if (!((Decl && Hi < 0) || (Lo >= 0 && uint64_t(Lo) > BaseSize))) {
    if (InMember)
      return MemberBounds();
    if (Lo < 0)
      return std::nullopt;
    uint64_t End = uint64_t(Lo) + Size.Lo;
    if (End > MaxObject)
      return Overflow();
    if (End <= BaseSize)
      return std::nullopt;
    O0 = int64_t(BaseSize);
    O1 = int64_t(End - 1);
    Form = O0 != Lo;
  }
  std::string Bounds = BaseSize < MaxObject
                           ? " the bounds [0, " + std::to_string(BaseSize) + "]"
                           : (Object.empty() ? " bounds" : " the bounds");
  BoundsFinding W =
      finding(BoundsOption::ArrayBounds,
              "'" + Name.str() + "' " + (Form ? "forming " : "") + "offset " +
                  offsetPhrase(O0, O1, Lo) + " is out of" + Bounds + Object,
              Operand);
  Declared(W, "");
  return W;
}

/// A string argument \p P that points into a constant array with no NUL
/// from its offset to the array's end: the bytes there, and whether the
/// offset is exact.
std::optional<std::pair<uint64_t, bool>> unterminated(const Region &R) {
  if (R.Cands.size() != 1)
    return std::nullopt;
  const Candidate &C = R.chosen();
  const auto *GV = dyn_cast<GlobalVariable>(C.Obj.Base);
  // A variable offset counts from its lowest value inside the array, as
  // GCC's (an access before the array is another warning).
  int64_t Lo = std::max<int64_t>(C.Lo, 0);
  if (!GV || !GV->isConstant() || !GV->hasDefinitiveInitializer() || C.Hi < 0 ||
      uint64_t(Lo) >= C.Obj.MaxSize)
    return std::nullopt;
  const auto *Init = dyn_cast<ConstantDataArray>(GV->getInitializer());
  if (!Init || !Init->getElementType()->isIntegerTy(8) ||
      uint64_t(Lo) >= Init->getRawDataValues().size())
    return std::nullopt;
  StringRef Bytes = Init->getRawDataValues();
  if (Bytes.drop_front(Lo).contains('\0'))
    return std::nullopt;
  return std::make_pair(uint64_t(Bytes.size() - Lo), C.Lo == C.Hi);
}

/// A note at the object's declaration or allocation, with \p Text.
PassNote declaredNote(const Region &R, StringRef Text) {
  return {declLocation(describe(R.chosen().Obj)), Text.str()};
}

} // namespace

/// "5", "[-2147483648, -1]": a signed value or range, as GCC prints them.
std::string signedPhrase(const ConstantRange &R) {
  int64_t Lo = R.getSignedMin().getSExtValue(),
          Hi = R.getSignedMax().getSExtValue();
  return Lo == Hi ? std::to_string(Lo)
                  : "[" + std::to_string(Lo) + ", " + std::to_string(Hi) + "]";
}

/// A negative size argument \p R of parameter \p P, in GCC's words.
static std::string negativeBoundPhrase(const ParamAccessFact &P,
                                       const ConstantRange &R) {
  if (P.Explicit)
    return "argument " + std::to_string(P.SizeParam + 1) + " value " +
           signedPhrase(R) + " is negative";
  return "bound argument " + std::to_string(P.SizeParam + 1) + " value " +
         signedPhrase(R) +
         " is negative for a variable length array argument " +
         std::to_string(P.Param + 1) + " of type '" + P.Type + "'";
}

/// \p Bytes accessed as \p Access says in a region of \p Room bytes.
static std::string accessPhrase(ParamAccessFact::Mode Access, Count Bytes,
                                uint64_t Room) {
  using Mode = ParamAccessFact::Mode;
  std::string Size = std::to_string(Room);
  switch (Access) {
  case Mode::WriteOnly:
    return "writing " + bytesPhrase(Bytes) + " into a region of size " + Size +
           " overflows the destination";
  case Mode::None:
    return "expecting " + bytesPhrase(Bytes) + " in a region of size " + Size;
  case Mode::ReadOnly:
    return "reading " + bytesPhrase(Bytes) + " from a region of size " + Size;
  default:
    return "accessing " + bytesPhrase(Bytes) + " in a region of size " + Size;
  }
}

/// GCC's checks of a call to a function with attribute access or array
/// parameters: each pointer argument against the bytes the function may
/// access through it.
SmallVector<BoundsFinding, 1> checkAccessCall(CallBase &CB,
                                              const FunctionAccessFact &Fn,
                                              ObjectQuery &Q,
                                              const StringopOptions &Opts) {
  using Mode = ParamAccessFact::Mode;
  SmallVector<BoundsFinding, 1> Out;
  std::string Name = CB.getCalledFunction()->getName().str();
  bool ExplicitWarned = false;
  std::string Attribute;
  for (const ParamAccessFact &P : Fn.Params) {
    if (P.Param >= CB.arg_size() ||
        isa<ConstantPointerNull>(CB.getArgOperand(P.Param)))
      continue;
    Value *Ptr = CB.getArgOperand(P.Param);
    // The elements: a constant, or a size argument's range.
    std::optional<Count> Elements;
    Value *SizeV = P.SizeParam >= 0 && unsigned(P.SizeParam) < CB.arg_size()
                       ? CB.getArgOperand(P.SizeParam)
                       : nullptr;
    if (P.Count >= 0) {
      Elements = Count{uint64_t(P.Count), uint64_t(P.Count)};
    } else if (SizeV && SizeV->getType()->isIntegerTy() &&
               SizeV->getType()->getIntegerBitWidth() <= 64) {
      ConstantRange R = Q.valueRange(SizeV, &CB);
      if (!R.isFullSet() && R.getSignedMax().isNegative()) {
        if (!Opts.Overflow)
          continue;
        ExplicitWarned |= P.Explicit;
        if (P.Explicit)
          Attribute = P.Attribute;
        Out.push_back(finding(BoundsOption::StringopOverflow,
                              negativeBoundPhrase(P, R), SizeV));
        continue;
      }
      Elements = countOf(SizeV, CB, Q);
    }
    if (!Elements || (!Elements->Lo && !Elements->Hi))
      continue;
    Count Bytes{Elements->Lo * P.ElementSize,
                Elements->unbounded() ? Elements->Hi
                                      : Elements->Hi * P.ElementSize};
    std::optional<Region> R = regionOf(Ptr, CB, Q);
    if (!R || R->unknown())
      continue;
    uint64_t Room = R->room(Opts.Level);
    if (Bytes.Lo <= Room)
      continue;
    bool Write = P.Access == Mode::WriteOnly;
    bool Read = P.Access == Mode::ReadOnly || P.Access == Mode::None;
    if (Write ? !Opts.Overflow : Read ? !Opts.Overread : !Opts.Overflow)
      continue;
    BoundsFinding W = finding(
        Read ? BoundsOption::StringopOverread : BoundsOption::StringopOverflow,
        "'" + Name + "' " + accessPhrase(P.Access, Bytes, Room),
        SizeV ? SizeV : R->chosen().Obj.Index);
    if (P.Explicit && P.Access != Mode::ReadWrite)
      W.Notes = objectNotes(Write ? "destination" : "source", *R);
    if (!P.Explicit)
      W.Notes.push_back({PassLocation(CB.getDebugLoc().get()),
                         "referencing argument " + std::to_string(P.Param + 1) +
                             " of type '" + P.Type + "'"});
    if (P.Explicit && !ExplicitWarned) {
      ExplicitWarned = true;
      Attribute = P.Attribute;
    }
    Out.push_back(std::move(W));
  }
  // Once a call: the function, and the attribute that says so.
  if (!Out.empty())
    Out.back().Notes.push_back(
        {Fn.DeclFile.empty()
             ? PassLocation()
             : PassLocation(Fn.DeclFile, Fn.DeclLine, Fn.DeclColumn),
         "in a call to function '" + Name + "'" +
             (ExplicitWarned ? " declared with attribute '" + Attribute + "'"
                             : std::string())});
  return Out;
}

/// Whether \p Dest is the start of a block allocated for exactly the length
/// of the string \p Src (`d = malloc (strlen (s))`): no room for its NUL.
static bool sizedForLengthOnly(const Value *Dest, const Value *Src) {
  const auto *Alloc = dyn_cast<CallBase>(Dest->stripPointerCasts());
  if (!Alloc)
    return false;
  Attribute A = Alloc->getFnAttr(Attribute::AllocSize);
  if (!A.isValid() || A.getAllocSizeArgs().second)
    return false;
  const Value *Size = Alloc->getArgOperand(A.getAllocSizeArgs().first);
  while (const auto *Cast = dyn_cast<CastInst>(Size))
    if (isa<ZExtInst, SExtInst, TruncInst>(Cast))
      Size = Cast->getOperand(0);
    else
      break;
  const auto *Len = dyn_cast<CallBase>(Size);
  const Function *Callee = Len ? Len->getCalledFunction() : nullptr;
  return Callee && libraryFunction(Callee->getName()) == "strlen" &&
         Len->arg_size() == 1 &&
         Len->getArgOperand(0)->stripPointerCasts() == Src->stripPointerCasts();
}

namespace {

/// One call to a string or memory function and GCC's checks of it, in
/// GCC's order; the first that finds something decides (GCC's strlen pass
/// adds a second warning to a copy of a known string into a member).
class StringCallCheck {
public:
  StringCallCheck(CallBase &CB, ObjectQuery &Q, const StringopOptions &Opts,
                  const struct Roles &R)
      : CB(CB), Q(Q), Opts(Opts), Roles(R) {}

  SmallVector<BoundsFinding, 1> run() {
    nameCall();
    measure();
    if (std::optional<BoundsFinding> W = atFixedAddress())
      return emit(std::move(*W));
    if (Opts.OnlyFixedAddresses)
      return Out;
    if (std::optional<BoundsFinding> W = oneTooMany())
      return emit(std::move(*W));
    measureWrite();
    if (Bound && Bound->Lo > MaxObject) {
      if (std::optional<BoundsFinding> W = boundTooLarge())
        return emit(std::move(*W));
      return Out;
    }
    if (std::optional<BoundsFinding> W = foldedAppend())
      return emit(std::move(*W));
    if (Opts.ArrayBounds)
      if (std::optional<BoundsFinding> W = leavesObject())
        return emit(std::move(*W));
    if (std::optional<BoundsFinding> W = unterminatedArgument())
      return emit(std::move(*W));
    if (Opts.Overflow && Dest)
      if (std::optional<BoundsFinding> W = overflows())
        return emit(std::move(*W));
    if (Opts.Overread)
      if (std::optional<BoundsFinding> W = overreads())
        return emit(std::move(*W));
    return Out;
  }

private:
  SmallVector<BoundsFinding, 1> emit(BoundsFinding W) {
    Out.push_back(std::move(W));
    return Out;
  }
  Value *arg(int I, bool Pointer) const {
    if (I < 0 || unsigned(I) >= CB.arg_size())
      return nullptr;
    Value *V = CB.getArgOperand(I);
    return (Pointer ? V->getType()->isPointerTy() : V->getType()->isIntegerTy())
               ? V
               : nullptr;
  }
  Value *ptr(int I) const { return arg(I, /*Pointer=*/true); }
  /// An argument another check already warned about.
  bool suppressed(int I) const {
    return I >= 0 && unsigned(I) < CB.arg_size() && Opts.WarnedArgs &&
           Opts.WarnedArgs->count(&CB.getArgOperandUse(I));
  }

  void nameCall();
  void measure();
  void measureWrite();
  void foldIntoMemcpy();
  std::optional<BoundsFinding> oneTooMany();
  std::optional<BoundsFinding> foldedAppend();
  std::optional<BoundsFinding> boundTooLarge();
  std::optional<BoundsFinding> atFixedAddress();
  std::optional<BoundsFinding> leavesObject();
  std::optional<BoundsFinding> unterminatedArgument();
  std::optional<BoundsFinding> overflows();
  std::optional<BoundsFinding> overreads();

  CallBase &CB;
  ObjectQuery &Q;
  const StringopOptions &Opts;
  struct Roles Roles;
  SmallVector<BoundsFinding, 1> Out;

  // What the source says of the call (nameCall).
  std::string Intrinsic;
  StringRef Lib;
  const DILocation *Loc = nullptr;
  bool Renamed = false;
  const CallArgFact *DestFact = nullptr, *SrcFact = nullptr;
  std::string Name;
  std::optional<struct Roles> Written;
  bool String = false, Strict = false;
  /// A copy of a string the source wrote (strcpy, even once a memcpy).
  bool CopiesString = false;

  // What it accesses (measure).
  Value *BoundV = nullptr;
  std::optional<Count> Bound;
  bool Writes = false;
  std::optional<Region> Dest, Src;
  std::optional<Subobject> DestSub, OverflowSub;
  /// What the call writes at the destination (its bound, or the source
  /// string and its NUL), and reads of a source string.
  std::optional<Count> Write, SourceRead;
  /// strcat's: the length of the string already at the destination, when
  /// known.
  std::optional<Count> AppendAt;
};

/// The callee as the source wrote it, the facts the front end has of its
/// arguments, and the subobjects they point into.
void StringCallCheck::nameCall() {
  Intrinsic = isa<MemIntrinsic>(CB) ? displayName(CB) : "";
  Lib = isa<MemIntrinsic>(CB)
            ? StringRef(Intrinsic)
            : libraryFunction(CB.getCalledFunction()->getName());
  Loc = CB.getDebugLoc().get();
  // A memory intrinsic capture did not see is one the optimizer made of the
  // source's call at its place.
  Renamed = isa<MemIntrinsic>(CB) && !Opts.Early &&
            !CB.hasMetadata(BoundsSourceCallMD);
  // What it reads is the length the optimizer found for the source's
  // string (or believed: LLVM takes an unterminated constant array's end
  // for a NUL), checked as such by the early check.
  if (Renamed && !Opts.Made)
    Roles.Source = Roles.Source2 = -1;
  auto FactOf = [&](int I) -> const CallArgFact * {
    return Opts.Calls && I >= 0 && !Opts.Made
               ? Opts.Calls->at(Loc, Lib, I, Renamed)
               : nullptr;
  };
  DestFact = FactOf(Roles.Dest);
  SrcFact = FactOf(Roles.Source);
  // (GCC names a call it made of a loop as the built-in.)
  Name = DestFact    ? DestFact->Callee
         : SrcFact   ? SrcFact->Callee
         : Opts.Made ? "__builtin_" + displayName(CB)
                     : displayName(CB);
  if (StringRef(Name).starts_with("__") && StringRef(Name).ends_with("_chk") &&
      !StringRef(Name).starts_with("__builtin"))
    Name = "__builtin" + Name;
  // A checking function told the object's size is unknown (-1) is the
  // plain function to GCC, which folds it so: '__builtin_stpncpy'.
  if (StringRef(Name).starts_with("__builtin___") &&
      StringRef(Name).ends_with("_chk") && CB.arg_size())
    if (auto *Size = dyn_cast<ConstantInt>(CB.getArgOperand(CB.arg_size() - 1));
        Size && Size->isMinusOne())
      Name = "__builtin_" + libraryFunction(Name).str();
  // GCC measures the string functions' accesses against the subobject (its
  // -Wstringop-overflow=2 and, strictly, its -Warray-bounds); the raw
  // memory functions' against the whole object (at -Warray-bounds=2 too).
  // (The call the source wrote: the optimizer turns strcpy into memcpy.)
  Written = DestFact ? rolesOf(libraryFunction(DestFact->Callee))
                     : std::optional<struct Roles>(Roles);
  String = Written && Written->String;
  Strict = String || Opts.ArrayBoundsLevel >= 2;
  // (A memcpy the optimizer made at the source's call is its strcpy's.)
  CopiesString = (Written && Written->SourceString) ||
                 (Renamed && isa<MemTransferInst>(CB));
  // A strcpy the optimizer made a memcpy of copies a string of known
  // length: GCC folds it so too.
  if (Renamed && isa<MemCpyInst>(CB) && DestFact &&
      foldedCopyName(Name) != Name)
    foldIntoMemcpy();
}

/// GCC checks a copy of a string of known length as the memcpy it folds it
/// into, and names that: a raw memory copy, measured against the whole
/// object (its subobject at -Warray-bounds=2 only).
void StringCallCheck::foldIntoMemcpy() {
  Name = foldedCopyName(Name);
  Written = rolesOf("memcpy");
  String = false;
  Strict = Opts.ArrayBoundsLevel >= 2;
  if (Dest) {
    DestSub = Strict ? subobjectOf(DestFact, Dest) : std::nullopt;
    OverflowSub.reset();
  }
}

/// The bound and the regions the pointers point into.
void StringCallCheck::measure() {
  BoundV = arg(Roles.Bound, /*Pointer=*/false);
  Bound = countOf(BoundV, CB, Q);
  if (BoundV && Opts.BoundOnPath && (!Bound || Bound->Hi <= MaxObject))
    if (std::optional<ConstantRange> R = Opts.BoundOnPath(BoundV, MaxObject))
      Bound = Count{R->getUnsignedMin().getZExtValue(),
                    R->getUnsignedMax().getZExtValue()};
  Writes = Roles.Dest >= 0;
  if (Writes)
    Dest = regionOf(ptr(Roles.Dest), CB, Q);
  if (Strict)
    DestSub = subobjectOf(DestFact, Dest);
  if (String && Opts.Level >= 2)
    OverflowSub = subobjectOf(DestFact, Dest);
  Src = regionOf(ptr(Roles.Source), CB, Q);
}

/// What the call writes at the destination, and the name GCC gives a copy
/// of a string it knows.
void StringCallCheck::measureWrite() {
  if (Writes && Roles.Bound >= 0 && !Roles.Appends)
    Write = Bound;
  else if (Writes && Roles.SourceString)
    if (std::optional<Count> L = stringLength(ptr(Roles.Source), CB)) {
      Write = SourceRead = Count{L->Lo + 1, L->Hi + 1};
      // strcat writes after the string already at the destination (of
      // length 0 at least), which it reaches from the destination's start.
      if (Roles.Appends) {
        std::optional<Count> At = stringAt(ptr(Roles.Dest), CB, Q);
        AppendAt = At;
        Write = Count{At.value_or(Count{0, 0}).Lo + Write->Lo,
                      At.value_or(Count{0, 0}).Hi + Write->Hi};
      }
    }
  // GCC folds a copy of a string of known length into the memcpy it is
  // before it checks it, and names that.
  // (Only a constant string, terminated within its array, GCC's c_strlen
  // measures.)
  if (SourceRead && SourceRead->exact() && !Roles.Appends && Src &&
      Src->Cands.size() == 1 && Src->chosen().Room > 0 && !unterminated(*Src))
    if (const auto *GV = dyn_cast<GlobalVariable>(Src->chosen().Obj.Base);
        GV && GV->isConstant() && GV->hasDefinitiveInitializer() &&
        foldedCopyName(Name) != Name)
      foldIntoMemcpy();
}

/// A copy of a string into a block as long as the string, whatever its
/// length: GCC's "one too many bytes".
std::optional<BoundsFinding> StringCallCheck::oneTooMany() {
  if (!Writes || !Roles.SourceString || Roles.Appends || Roles.Bound >= 0 ||
      !Opts.Overflow || !Dest || !ptr(Roles.Dest) || !ptr(Roles.Source) ||
      !sizedForLengthOnly(ptr(Roles.Dest), ptr(Roles.Source)))
    return std::nullopt;
  BoundsFinding W = finding(BoundsOption::StringopOverflow,
                            "'" + Name +
                                "' writing one too many bytes into a region "
                                "of a size that depends on 'strlen'",
                            nullptr);
  W.Notes = objectNotes("destination", *Dest);
  return W;
}

/// A strcat of a known string to a destination whose string is known:
/// GCC's strlen pass makes it a memcpy after that string and checks it
/// before the restrict pass ("'__builtin_memcpy' writing 5 bytes into a
/// region of size 3", "at offset 3 into destination object 'b' of size 6").
std::optional<BoundsFinding> StringCallCheck::foldedAppend() {
  // (Into a member, the restrict pass's check of the member comes first.)
  if (!Roles.Appends || Roles.Bound >= 0 || !Opts.Overflow || !Dest ||
      DestSub || !AppendAt || !AppendAt->exact() || !SourceRead || !Write ||
      Dest->Cands.size() != 1)
    return std::nullopt;
  Count Copied{Write->Lo - AppendAt->Lo, Write->Hi - AppendAt->Hi};
  Region After = *Dest;
  Candidate &C = After.Cands.front();
  if (C.Obj.Kind == ObjectKind::Unknown || C.Lo != C.Hi ||
      C.Lo > int64_t(MaxObject / 2) || !Copied.exact())
    return std::nullopt;
  C.Lo = C.Hi = C.Lo + int64_t(AppendAt->Lo);
  uint64_t Room = C.Lo >= 0 && uint64_t(C.Lo) < C.Obj.MaxSize
                      ? C.Obj.MaxSize - uint64_t(C.Lo)
                      : 0;
  if (Copied.Lo <= Room)
    return std::nullopt;
  // (GCC's strlen pass words it for a local, its access pass, after it,
  // for any other object.)
  BoundsFinding W = finding(
      BoundsOption::StringopOverflow,
      "'__builtin_memcpy' writing " + bytesPhrase(Copied) +
          " into a region of size " + std::to_string(Room) +
          (C.Obj.Kind == ObjectKind::Local ? "" : " overflows the destination"),
      nullptr);
  W.Notes = objectNotes("destination", After);
  return W;
}

} // namespace

const ConstantInt *integerAddress(const Value *V) {
  const auto *CE = dyn_cast<ConstantExpr>(V);
  const auto *C = CE && CE->getOpcode() == Instruction::IntToPtr
                      ? dyn_cast<ConstantInt>(CE->getOperand(0))
                      : nullptr;
  return C && C->getBitWidth() <= 64 ? C : nullptr;
}

bool isFixedAddress(const Value *V, uint64_t Limit, const DataLayout &DL,
                    unsigned Depth) {
  if (!Limit || Depth > 4 || !V->getType()->isPointerTy() ||
      DL.getIndexTypeSizeInBits(V->getType()) > 64)
    return false;
  APInt Offset(DL.getIndexTypeSizeInBits(V->getType()), 0);
  V = V->stripAndAccumulateConstantOffsets(DL, Offset,
                                           /*AllowNonInbounds=*/true);
  if (const auto *Sel = dyn_cast<SelectInst>(V))
    return isFixedAddress(Sel->getTrueValue(), Limit, DL, Depth + 1) &&
           isFixedAddress(Sel->getFalseValue(), Limit, DL, Depth + 1);
  if (const auto *Phi = dyn_cast<PHINode>(V))
    return Phi->getNumIncomingValues() <= 8 &&
           all_of(Phi->incoming_values(), [&](const Value *In) {
             return In != Phi && isFixedAddress(In, Limit, DL, Depth + 1);
           });
  APInt Address = Offset;
  if (const ConstantInt *C = integerAddress(V))
    Address += C->getValue().zextOrTrunc(Address.getBitWidth());
  else if (!isa<ConstantPointerNull>(V) ||
           NullPointerIsDefined(nullptr,
                                V->getType()->getPointerAddressSpace()))
    return false;
  return Address.ult(Limit);
}

const PHINode *nullPathPhi(const Value *V, const Instruction &At,
                           uint64_t Limit, const DataLayout &DL) {
  // (Where null is an address, -fno-delete-null-pointer-checks, GCC
  // isolates no path.)
  if (!Limit || !V->getType()->isPointerTy() ||
      NullPointerIsDefined(At.getFunction(),
                           V->getType()->getPointerAddressSpace()))
    return nullptr;
  const auto *Phi = dyn_cast<PHINode>(V->stripInBoundsConstantOffsets());
  if (!Phi || Phi->getParent() != At.getParent() ||
      none_of(Phi->incoming_values(),
              [&](const Value *In) { return isFixedAddress(In, Limit, DL); }))
    return nullptr;
  for (const Instruction *I = At.getNextNode(); I; I = I->getNextNode())
    if (isa<LoadInst, StoreInst>(I) &&
        getLoadStorePointerOperand(I)->stripInBoundsConstantOffsets() == Phi)
      return Phi;
  return nullptr;
}

/// Whether \p Later loads what \p Earlier does, nothing written between.
static bool sameLoad(const Value *Earlier, const Value *Later) {
  if (Earlier == Later)
    return true;
  const auto *A = dyn_cast<LoadInst>(Earlier);
  const auto *B = dyn_cast<LoadInst>(Later);
  if (!A || !B || !A->isSimple() || !B->isSimple() ||
      A->getPointerOperand() != B->getPointerOperand() ||
      A->getType() != B->getType() || A->getParent() != B->getParent() ||
      !A->comesBefore(B))
    return false;
  for (const Instruction *I = A->getNextNode(); I != B; I = I->getNextNode())
    if (I->mayWriteToMemory())
      return false;
  return true;
}

std::optional<std::pair<ICmpInst *, bool>> nullTestAfter(const Value *V,
                                                         const CallBase &CB,
                                                         uint64_t Limit,
                                                         const DataLayout &DL) {
  if (!Limit || !V->getType()->isPointerTy() || !CB.onlyReadsMemory() ||
      CB.use_empty() ||
      NullPointerIsDefined(CB.getFunction(),
                           V->getType()->getPointerAddressSpace()) ||
      DL.getIndexTypeSizeInBits(V->getType()) > 64)
    return std::nullopt;
  APInt Offset(DL.getIndexTypeSizeInBits(V->getType()), 0);
  const Value *Base = V->stripAndAccumulateConstantOffsets(
      DL, Offset, /*AllowNonInbounds=*/true);
  if (Offset.isNegative() || Offset.uge(Limit))
    return std::nullopt;
  auto *Br = dyn_cast<BranchInst>(CB.getParent()->getTerminator());
  auto *Cmp = Br && Br->isConditional() ? dyn_cast<ICmpInst>(Br->getCondition())
                                        : nullptr;
  if (!Cmp || !Cmp->isEquality() ||
      !isa<ConstantPointerNull>(Cmp->getOperand(1)) ||
      !sameLoad(Base, Cmp->getOperand(0)))
    return std::nullopt;
  bool Outcome = Cmp->getPredicate() == ICmpInst::ICMP_EQ;
  const BasicBlock *Null = Br->getSuccessor(Outcome ? 0 : 1);
  if (Null == Br->getSuccessor(Outcome ? 1 : 0) ||
      Null->getSinglePredecessor() != CB.getParent())
    return std::nullopt;
  // Every use of the result, through conversions, is on the null path.
  SmallVector<const Value *, 8> Work{&CB};
  for (unsigned Budget = 32; !Work.empty(); --Budget) {
    if (!Budget)
      return std::nullopt;
    for (const User *U : Work.pop_back_val()->users()) {
      const auto *I = cast<Instruction>(U);
      if (I->getParent() == Null)
        continue;
      if (!isa<CastInst>(I) || I->getParent() != CB.getParent())
        return std::nullopt;
      Work.push_back(I);
    }
  }
  return std::make_pair(Cmp, Outcome);
}

namespace {

/// GCC's checks of a pointer argument at a fixed address below the
/// smallest page (`memset (&obj->b, 0, 8)` where obj is null on a path):
/// an object of no size, "'memset' offset [0, 7] is out of the bounds [0,
/// 0]" (its restrict pass, -Warray-bounds) for what the call writes or
/// copies, "'strlen' reading 1 or more bytes from a region of size 0"
/// (-Wstringop-overread) for a string only read.
std::optional<BoundsFinding> StringCallCheck::atFixedAddress() {
  const DataLayout &DL = CB.getDataLayout();
  for (int I : {Roles.Dest, Roles.Source}) {
    Value *P = ptr(I);
    if (!P || suppressed(I) ||
        (!isFixedAddress(P, Opts.MinPageSize, DL) &&
         !nullPathPhi(P, CB, Opts.MinPageSize, DL) &&
         !nullTestAfter(P, CB, Opts.MinPageSize, DL)))
      continue;
    if (Roles.Dest >= 0 && Opts.ArrayBounds) {
      // (A bound of 0 accesses nothing; without one, a string is a byte at
      // least.)
      uint64_t Size = Roles.Bound >= 0 ? (Bound ? Bound->Lo : 0) : 1;
      if (!Size || Size > MaxObject)
        return std::nullopt;
      return finding(BoundsOption::ArrayBounds,
                     "'" + Name + "' offset " +
                         offsetPhrase(0, int64_t(Size) - 1, 0) +
                         " is out of the bounds [0, 0]",
                     P);
    }
    if (Roles.Dest < 0 && Roles.SourceString && Opts.Overread)
      return finding(
          BoundsOption::StringopOverread,
          "'" + Name + "' reading 1 or more bytes from a region of size 0", P);
    return std::nullopt;
  }
  return std::nullopt;
}

/// A bound past PTRDIFF_MAX.
std::optional<BoundsFinding> StringCallCheck::boundTooLarge() {
  if (Writes && Opts.Overflow)
    return finding(BoundsOption::StringopOverflow,
                   "'" + Name + "' specified bound " + betweenPhrase(*Bound) +
                       " exceeds maximum object size " +
                       std::to_string(MaxObject),
                   BoundV);
  if (Opts.ArrayBounds && Dest && !Roles.Appends)
    if (std::optional<BoundsFinding> W =
            callBounds(Name, *Dest, *Bound, BoundV, std::nullopt))
      return W;
  if ((!Writes || Roles.Appends || Roles.BoundedString) && Opts.Overread)
    return finding(BoundsOption::StringopOverread,
                   "'" + Name + "' specified bound " + betweenPhrase(*Bound) +
                       " exceeds maximum object size " +
                       std::to_string(MaxObject),
                   BoundV);
  return std::nullopt;
}

/// -Warray-bounds (GCC's restrict pass): the destination, then the source,
/// leaving its object (the string functions write and read a byte at
/// least).
std::optional<BoundsFinding> StringCallCheck::leavesObject() {
  // (GCC's restrict pass leaves a heap block written to warn-access.)
  if (Dest && !suppressed(Roles.Dest) && !Dest->fresh(CopiesString)) {
    Count Size = Write ? *Write : Count{1, 1};
    const Value *Operand = BoundV ? BoundV : Dest->chosen().Obj.Index;
    // (GCC's restrict pass sees strcat's whole write only when its strlen
    // pass knows the string already there.)
    if ((!Roles.Appends || AppendAt) && (Write || Roles.String)) {
      bool Member = false;
      if (std::optional<BoundsFinding> W =
              callBounds(Name, *Dest, Size, Operand, DestSub, &Member)) {
        // GCC's strlen pass checks a copy of a known string both ways.
        if (Member && Opts.Overflow && OverflowSub && Write &&
            Written->SourceString && !Written->Appends &&
            Write->Lo > std::min(Dest->room(Opts.Level), OverflowSub->room())) {
          BoundsFinding O =
              finding(BoundsOption::StringopOverflow,
                      "'" + Name + "' writing " + bytesPhrase(*Write) +
                          " into a region of size " +
                          std::to_string(std::min(Dest->room(Opts.Level),
                                                  OverflowSub->room())),
                      Operand);
          O.Notes.push_back({OverflowSub->decl(),
                             "destination object '" + DestFact->Name +
                                 "' of size " +
                                 std::to_string(DestFact->SubobjectSize)});
          Out.push_back(std::move(O));
        }
        return W;
      }
    }
  }
  if (!Src || suppressed(Roles.Source) ||
      !(Roles.BoundedString || Roles.SourceString ||
        (Writes && Roles.Bound >= 0)))
    return std::nullopt;
  if (std::optional<BoundsFinding> W = unterminatedArgument())
    return W;
  std::optional<Count> Read;
  if (Roles.BoundedString && Bound)
    Read = Count{Bound->Lo ? 1u : 0u,
                 std::min(Bound->Lo, Src->chosen().Obj.MaxSize)};
  else if (Roles.SourceString)
    Read = SourceRead ? *SourceRead : Count{1, 1};
  else
    Read = Bound;
  if (Read && Writes && Read->Lo)
    return callBounds(Name, *Src, *Read,
                      BoundV ? BoundV : Src->chosen().Obj.Index, std::nullopt);
  return std::nullopt;
}

/// A string argument with no NUL in its constant array: GCC's "argument
/// missing terminating nul", before the reads past the array that follow
/// from it.
std::optional<BoundsFinding> StringCallCheck::unterminatedArgument() {
  if (!Opts.Overread)
    return std::nullopt;
  for (int I : {Roles.Source, Roles.Source2}) {
    std::optional<Region> S = I == Roles.Source ? Src : regionOf(ptr(I), CB, Q);
    if (!S || !(Roles.SourceString || Roles.BoundLimits ||
                Roles.BoundedString || Roles.WholeBound))
      continue;
    std::optional<std::pair<uint64_t, bool>> Tail = unterminated(*S);
    if (!Tail)
      continue;
    auto [Size, Exact] = *Tail;
    if (Roles.SourceString) {
      BoundsFinding W =
          finding(BoundsOption::StringopOverread,
                  "'" + Name + "' argument missing terminating nul",
                  S->chosen().Obj.Index);
      W.Notes.push_back(declaredNote(*S, "referenced argument declared here"));
      return W;
    }
    // A bound that the array holds from the offset's lowest value is no
    // warning (GCC 12's "may exceed the size of at most" is gone since).
    if (!Bound || Bound->Lo <= Size)
      continue;
    BoundsFinding W =
        finding(BoundsOption::StringopOverread,
                "'" + Name + "' specified bound " + boundPhrase(*Bound) +
                    " exceeds the size " + (Exact ? "" : "of at most ") +
                    std::to_string(Size) + " of unterminated array",
                BoundV);
    W.Notes.push_back(declaredNote(*S, "referenced argument declared here"));
    return W;
  }
  return std::nullopt;
}

/// -Wstringop-overflow (GCC's access pass): the destination written past
/// its room.
std::optional<BoundsFinding> StringCallCheck::overflows() {
  uint64_t Room = Dest->room(Opts.Level);
  bool InSub = OverflowSub && OverflowSub->room() <= Room;
  if (InSub)
    Room = OverflowSub->room();
  std::optional<std::string> Msg;
  if (Roles.Appends && Roles.Bound >= 0) {
    // strncat: its bound against the destination's room.
    if (Bound && Bound->Lo > Room)
      Msg = "'" + Name + "' specified bound " + boundPhrase(*Bound) +
            " exceeds destination size " + std::to_string(Room);
  } else if (Roles.Appends) {
    // strcat: the source string and its NUL after the destination's.
    if (Write && Write->Lo > Room)
      Msg = "'" + Name + "' writing " + bytesPhrase(*Write) +
            " into a region of size " + std::to_string(Room) +
            " overflows the destination";
    else if (!Write && Room == 0)
      Msg = "'" + Name +
            "' writing 1 or more bytes into a region of size 0 overflows "
            "the destination";
  } else if (Write && Write->Lo > Room && !InSub && Dest->fresh(CopiesString)) {
    Msg = freshOverflow(Renamed && isa<MemTransferInst>(CB) ? "__builtin_memcpy"
                                                            : StringRef(Name),
                        *Write, *Dest);
  } else if (Write && Write->Lo > Room) {
    Msg = "'" + Name + "' writing " + bytesPhrase(*Write) +
          " into a region of size " + std::to_string(Room) +
          " overflows the destination";
  } else if (!Write && Roles.SourceString && Room == 0) {
    Msg = "'" + Name +
          "' writing 1 or more bytes into a region of size 0 overflows the "
          "destination";
  }
  if (!Msg)
    return std::nullopt;
  BoundsFinding W = finding(BoundsOption::StringopOverflow, *Msg,
                            BoundV ? BoundV : Dest->chosen().Obj.Index);
  if (Roles.Appends && Roles.Bound >= 0)
    W.Notes.push_back(declaredNote(*Dest, "destination object allocated here"));
  else if (InSub)
    W.Notes.push_back(
        {OverflowSub->decl(), OverflowSub->at() + "destination object '" +
                                  DestFact->Name + "' of size " +
                                  std::to_string(DestFact->SubobjectSize)});
  else
    W.Notes = objectNotes("destination", *Dest);
  return W;
}

/// -Wstringop-overread (GCC's access pass): the sources read past their
/// room.
std::optional<BoundsFinding> StringCallCheck::overreads() {
  // strncmp stops at the first difference: certainly overread only when the
  // bound is past the room of both arrays.
  if (Roles.Compares && Bound) {
    std::optional<Region> Src2 = regionOf(ptr(Roles.Source2), CB, Q);
    const Region *Larger = nullptr;
    if (Src && Src2 && !Src->unknown() && !Src2->unknown())
      Larger = Src->chosen().Room >= Src2->chosen().Room ? &*Src : &*Src2;
    else if (Src && !Src->unknown() && Src->chosen().Room == 0)
      Larger = &*Src;
    else if (Src2 && !Src2->unknown() && Src2->chosen().Room == 0)
      Larger = &*Src2;
    if (!Larger || Bound->Lo <= Larger->chosen().Room)
      return std::nullopt;
    BoundsFinding W = finding(
        BoundsOption::StringopOverread,
        "'" + Name + "' specified bound " + boundPhrase(*Bound) +
            " exceeds source size " + std::to_string(Larger->chosen().Room),
        BoundV);
    W.Notes.push_back(declaredNote(Src && !Src->unknown() ? *Src : *Larger,
                                   "source object allocated here"));
    return W;
  }
  for (int I : {Roles.Source, Roles.Source2}) {
    Value *P = ptr(I);
    std::optional<Region> S = I == Roles.Source ? Src : regionOf(P, CB, Q);
    if (!S || S->unknown())
      continue;
    uint64_t Room = S->chosen().Room;
    std::optional<BoundsFinding> W;
    if (Bound && (Roles.WholeBound || Roles.BoundLimits)) {
      // The bound of a read: past the source, unless a NUL stops a string
      // read before (strnlen and strndup past the end of their source too:
      // GCC words them by the bound).
      StringRef Str;
      bool Stops = Roles.BoundLimits &&
                   getConstantStringInfo(P, Str, /*TrimAtNul=*/true) &&
                   Str.size() < Room + 1;
      if (Bound->Lo > Room && !Stops) {
        W = finding(BoundsOption::StringopOverread,
                    "'" + Name + "' specified bound " + boundPhrase(*Bound) +
                        " exceeds source size " + std::to_string(Room),
                    BoundV);
        W->Notes.push_back(declaredNote(*S, "source object allocated here"));
      }
    } else if (Roles.BoundedString && Bound) {
      // strncpy reads the source up to its NUL or the bound: from past the
      // end of its source, a byte at least, up to the bound.
      if (Room == 0 && Bound->Lo > 0)
        W = finding(BoundsOption::StringopOverread,
                    "'" + Name + "' reading " +
                        (Bound->Hi == 1 ? std::string("1 byte")
                                        : bytesPhrase(Count{1, Bound->Hi})) +
                        " from a region of size 0",
                    BoundV);
    } else if (Bound && Writes) {
      if (Bound->Lo > Room)
        W = finding(BoundsOption::StringopOverread,
                    "'" + Name + "' reading " + bytesPhrase(*Bound) +
                        " from a region of size " + std::to_string(Room),
                    BoundV);
    } else if (Roles.SourceString && Room == 0) {
      W = finding(BoundsOption::StringopOverread,
                  "'" + Name +
                      "' reading 1 or more bytes from a region of "
                      "size 0",
                  S->chosen().Obj.Index);
    }
    if (!W)
      continue;
    if (W->Notes.empty() && S->chosen().Obj.Kind != ObjectKind::StringLiteral)
      W->Notes = objectNotes("source", *S);
    return W;
  }
  return std::nullopt;
}

} // namespace

SmallVector<BoundsFinding, 1> checkStringCall(CallBase &CB, ObjectQuery &Q,
                                              const StringopOptions &Opts) {
  if (const Function *Callee = CB.getCalledFunction(); Callee && Opts.Calls)
    if (const FunctionAccessFact *Fn = Opts.Calls->function(Callee->getName()))
      return checkAccessCall(CB, *Fn, Q, Opts);
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
  // A library call InstCombine made of another, after capture: the call
  // the source wrote was checked as such (the early check).
  if (!Roles || (!Opts.Early && !isa<MemIntrinsic>(CB) &&
                 !CB.hasMetadata(BoundsSourceCallMD) &&
                 CB.getFunction()->hasMetadata(BoundsCapturedMD)))
    return {};
  return StringCallCheck(CB, Q, Opts, *Roles).run();
}

SmallVector<BoundsFinding, 1>
checkFoldedCall(StringRef Name, bool Write, Value *P, uint64_t Len,
                Instruction &At, const DILocation *CallLoc, ObjectQuery &Q,
                const StringopOptions &Opts) {
  SmallVector<BoundsFinding, 1> Out;
  std::optional<Region> R = regionOf(P, At, Q);
  if (!R)
    return Out;
  const CallArgFact *Fact =
      Opts.Calls ? Opts.Calls->at(CallLoc, libraryFunction(Name), Write ? 0 : 1)
                 : nullptr;
  // (Only a copy of a string of known length is folded so.)
  StringRef Callee = Fact ? StringRef(Fact->Callee) : Name;
  std::string Shown = foldedCopyName(Callee);
  // Checked as the memcpy GCC folds such a strcpy into (foldIntoMemcpy).
  std::optional<Roles> Roles =
      rolesOf(Shown != Callee ? StringRef("memcpy") : Name);
  bool CopiesString = Shown != Callee;
  bool String = Roles && Roles->String;
  std::optional<Subobject> Sub = Write && (String || Opts.ArrayBoundsLevel >= 2)
                                     ? subobjectOf(Fact)
                                     : std::nullopt;
  Count Size{Len, Len};
  const Value *Operand = R->chosen().Obj.Index;
  uint64_t Room = R->unknown() ? MaxObject : R->room(Write ? Opts.Level : 1);
  std::optional<Subobject> OverflowSub =
      Write && String && Opts.Level >= 2 ? subobjectOf(Fact, R) : std::nullopt;
  if (OverflowSub)
    Room = std::min(Room, OverflowSub->room());
  auto Overflowing = [&]() {
    BoundsFinding W =
        Write && !OverflowSub && R->fresh(CopiesString)
            ? finding(BoundsOption::StringopOverflow,
                      freshOverflow(Shown, Size, *R), Operand)
        : Write ? finding(BoundsOption::StringopOverflow,
                          "'" + Shown + "' writing " + bytesPhrase(Size) +
                              " into a region of size " + std::to_string(Room) +
                              " overflows the destination",
                          Operand)
                : finding(BoundsOption::StringopOverread,
                          "'" + Shown + "' reading " + bytesPhrase(Size) +
                              " from a region of size " + std::to_string(Room),
                          Operand);
    if (OverflowSub && OverflowSub->room() == Room)
      W.Notes.push_back({OverflowSub->decl(),
                         "destination object '" + Fact->Name + "' of size " +
                             std::to_string(Fact->SubobjectSize)});
    else
      W.Notes = objectNotes(Write ? "destination" : "source", *R);
    return W;
  };
  bool Overflows = Len > Room && (Write ? Opts.Overflow : Opts.Overread);
  if (Opts.ArrayBounds && (!Write || !R->fresh(CopiesString))) {
    bool Member = false;
    std::optional<BoundsFinding> W =
        callBounds(Shown, *R, Size, Operand, Sub, &Member);
    // GCC's strlen pass checks a copy of a known string both ways.
    if (W && Member && Overflows && OverflowSub && Roles && Roles->SourceString)
      Out.push_back(Overflowing());
    if (W) {
      Out.push_back(std::move(*W));
      return Out;
    }
  }
  if (Overflows && !R->unknown())
    Out.push_back(Overflowing());
  return Out;
}

/// Whether GCC's strlen pass, which gives -Wstringop-overflow on single
/// stores, looks at \p SI into \p R: a store of characters (a byte, or a
/// vector of them), a wider one into a declared array of characters (its
/// address folds to the array's), one through a pointer to characters
/// (`*(int *)p` of `char *p`, as the front end's \p Access says), or one
/// the source did not write as such (a copy of a string folded to a store).
/// A store of an `int` through an `int *` is left to -Warray-bounds.
static bool isCharacterStore(const StoreInst &SI, const Region &R,
                             const SourceRangeFact *Access) {
  Type *Ty = SI.getValueOperand()->getType();
  if (Ty->getScalarType()->isIntegerTy(8))
    return true;
  const ObjectRef &Obj = R.chosen().Obj;
  if (Obj.Kind == ObjectKind::Global || Obj.Kind == ObjectKind::Local) {
    ObjectDescription D = describe(Obj);
    if (D.ElementSize == 1 && !StringRef(D.Type).starts_with("_Bool"))
      return true;
  }
  if (!Access || !Access->AccessSize)
    return true; // Not a `p[i]` or `*p` of the source.
  return Access->CharacterPointer;
}

std::optional<BoundsFinding> checkStoreOverflow(StoreInst &SI, ObjectQuery &Q,
                                                const SourceRangeFact *Access,
                                                bool BeforeVectorizers) {
  // Wide stores the optimizer made of several (vectors) are not the source's;
  // before the vectorizers run, a vector store is (`*(v4qi *)a2 = v`).
  Type *Ty = SI.getValueOperand()->getType();
  TypeSize Bytes = Q.getDataLayout().getTypeStoreSize(Ty);
  if (Bytes.isScalable() || (Ty->isVectorTy() && !BeforeVectorizers))
    return std::nullopt;
  std::optional<Region> R = regionOf(SI.getPointerOperand(), SI, Q);
  if (!R || R->unknown() || !isCharacterStore(SI, *R, Access))
    return std::nullopt;
  uint64_t Len = Bytes.getFixedValue();
  uint64_t Room = R->chosen().Room, MinRoom = R->Cands.front().MinRoom;
  for (const Candidate &C : R->Cands)
    MinRoom = std::min(MinRoom, C.MinRoom);
  if (Len <= Room)
    return std::nullopt;
  BoundsFinding W = finding(BoundsOption::StringopOverflow,
                            "writing " + bytesPhrase(Count{Len, Len}) +
                                " into a region of size " +
                                betweenPhrase(Count{MinRoom, Room}),
                            R->chosen().Obj.Index);
  W.Notes = objectNotes("destination", *R);
  W.Caret = CaretPlace::Assignment;
  return W;
}

} // namespace kcc
