//===- KCFI.cpp - kcc's KCFI: type ids, checks and typeid symbols ---------===//
//
// Part of kcc, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// See kcc/KCFI.h. The rules follow clang 22's CodeGen for -fsanitize=kcfi:
//   - every function with a prototype gets !kcfi_type, except functions with
//     local linkage whose address is not taken;
//   - every indirect call with a prototype gets a "kcfi" bundle with the id of
//     the callee's prototype;
//   - every address-taken function declaration gets a weak absolute symbol
//     __kcfi_typeid_<name> = id, so assembly can carry the right preamble.
// The pass collects first and mutates after, and leaves alone functions and
// calls that are already instrumented (clang's or rustc's own KCFI).
//
//===----------------------------------------------------------------------===//

#include "kcc/KCFI.h"
#include "kcc/FrontendFacts.h"

#include "kcc/PluginOptions.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/MDBuilder.h"
#include "llvm/IR/Module.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/xxhash.h"
#include "llvm/TargetParser/Triple.h"
#include "llvm/Transforms/Instrumentation/KCFI.h"

using namespace llvm;

#define DEBUG_TYPE KCC_OPT_KCFI

STATISTIC(NumFunctionIds, "Functions given a KCFI type id");
STATISTIC(NumChecks, "Indirect calls given a KCFI check");
STATISTIC(NumTypeIdSymbols, "__kcfi_typeid_ symbols emitted");
STATISTIC(NumReservedIds, "Functions given the reserved KCFI id");
STATISTIC(NumUntypedCalls, "Indirect calls without a prototype (unchecked)");
STATISTIC(NumOptedOut, "Indirect calls left unchecked by no_sanitize(\"kcfi\") "
                       "or cfi_unchecked_callee");

static cl::opt<bool>
    EnableKCFI(KCC_OPT_KCFI, cl::init(false),
               cl::desc("Run kcc-kcfi at the start of the optimization "
                        "pipeline (kcc -fsanitize=kcfi)"));
static cl::opt<kcc::KCFIHash> KCFIHashOpt(
    KCC_OPT_KCFI_HASH, cl::init(kcc::KCFIHash::XXHash64),
    cl::desc("Hash of mangled prototypes (clang's -fsanitize-kcfi-hash=)"),
    cl::values(clEnumValN(kcc::KCFIHash::XXHash64, "xxHash64",
                          "xxHash64, clang's and rustc's default"),
               clEnumValN(kcc::KCFIHash::FNV1a, "FNV-1a", "32-bit FNV-1a")));
static cl::opt<bool> KCFIArity(KCC_OPT_KCFI_ARITY, cl::init(false),
                               cl::desc("Emit the kcfi-arity module flag "
                                        "(clang's -fsanitize-kcfi-arity)"));
static cl::opt<bool> KCFINormalize(
    KCC_OPT_KCFI_NORMALIZE_INTEGERS, cl::init(false),
    cl::desc("Hash integer-normalized prototypes (clang's "
             "-fsanitize-cfi-icall-experimental-normalize-integers)"));
static cl::opt<bool> KCFIArchSafe(
    KCC_OPT_KCFI_ARCH_SAFE_IDS, cl::init(false),
    cl::desc("Constrain ids so that the id word decodes as no instruction on "
             "AArch64 and RISC-V (changes ids; kcc "
             "-fsanitize-kcfi-arch-safe-ids)"));
static cl::opt<bool> KCFIReserved(
    KCC_OPT_KCFI_RESERVED_ID, cl::init(false),
    cl::desc("Give functions that cannot be called indirectly (local, "
             "address not taken) the reserved id 0 (kcc "
             "-fsanitize-kcfi-reserved-id)"));

namespace kcc {

StringRef getKCFIHashName(KCFIHash H) {
  return H == KCFIHash::XXHash64 ? "xxHash64" : "FNV-1a";
}

static uint32_t hashTypeName(StringRef MangledTypeName, KCFIHash H) {
  switch (H) {
  case KCFIHash::XXHash64:
    return static_cast<uint32_t>(xxHash64(MangledTypeName));
  case KCFIHash::FNV1a: {
    uint32_t Hash = 2166136261u; // 32-bit FNV-1a offset basis.
    for (unsigned char C : MangledTypeName) {
      Hash ^= C;
      Hash *= 16777619u;
    }
    return Hash;
  }
  }
  llvm_unreachable("unknown KCFI hash");
}

uint32_t makeArchSafe(uint32_t Id, KCFIArch Arch) {
  switch (Arch) {
  case KCFIArch::AArch64:
    return Id & KCFIAArch64SafeMask;
  case KCFIArch::RISCV:
    return (Id & ~0x7Fu) | KCFIRISCVReservedOpcode;
  case KCFIArch::Other:
    return Id;
  }
  llvm_unreachable("unknown KCFI arch");
}

uint32_t computeKCFITypeId(StringRef MangledTypeName, KCFIHash H,
                           bool AvoidReserved,
                           std::optional<KCFIArch> ArchSafe) {
  uint32_t Id = hashTypeName(MangledTypeName, H);
  if (ArchSafe)
    Id = makeArchSafe(Id, *ArchSafe);
  return AvoidReserved && Id == KCFIReservedId ? KCFIReservedId + 1 : Id;
}

static KCFIArch getKCFIArch(const Triple &T) {
  if (T.isAArch64())
    return KCFIArch::AArch64;
  if (T.isRISCV())
    return KCFIArch::RISCV;
  return KCFIArch::Other;
}

std::optional<StringRef> getCallGraphTypeName(const MDNode *MD) {
  if (!MD || MD->getNumOperands() != 2)
    return std::nullopt;
  auto *Offset = mdconst::dyn_extract_or_null<ConstantInt>(MD->getOperand(0));
  auto *Name = dyn_cast_or_null<MDString>(MD->getOperand(1));
  if (!Offset || !Offset->isZero() || !Name)
    return std::nullopt;
  StringRef S = Name->getString();
  if (!S.consume_back(".generalized") || !S.starts_with("_ZTS"))
    return std::nullopt;
  return S;
}

/// The call-graph prototype of \p F, after removing it from F's !type list
/// (other !type entries, e.g. of -fsanitize=cfi, stay).
static std::optional<StringRef> takeFunctionPrototype(Function &F) {
  SmallVector<MDNode *, 2> Types;
  F.getMetadata(LLVMContext::MD_type, Types);
  std::optional<StringRef> Proto;
  SmallVector<MDNode *, 2> Keep;
  for (MDNode *MD : Types) {
    std::optional<StringRef> Name = getCallGraphTypeName(MD);
    if (!Name)
      Keep.push_back(MD);
    else if (!Proto)
      Proto = Name;
  }
  if (!Proto)
    return std::nullopt;
  F.eraseMetadata(LLVMContext::MD_type);
  for (MDNode *MD : Keep)
    F.addMetadata(LLVMContext::MD_type, *MD);
  return Proto;
}

/// !callee_type !{!<type node>, ...}: the first call-graph type node.
std::optional<StringRef> getCalleePrototype(const CallBase &CB) {
  const MDNode *List = CB.getMetadata(LLVMContext::MD_callee_type);
  if (!List)
    return std::nullopt;
  for (const MDOperand &Op : List->operands())
    if (auto Name = getCallGraphTypeName(dyn_cast_or_null<MDNode>(Op)))
      return Name;
  return std::nullopt;
}

/// clang's allowKCFIIdentifier: names that can appear in the module asm.
static bool isAsmIdentifier(StringRef Name) {
  return !Name.empty() && all_of(Name, [](char C) {
    return isAlnum(C) || C == '_' || C == '.';
  });
}

/// Whether \p F can be the target of an indirect call as clang sees it when
/// it picks the functions that keep their id: references from llvm.used and
/// llvm.compiler.used do not count, clang has not emitted them yet.
static bool isAddressTaken(const Function &F) {
  return F.hasAddressTaken(/*PutOffender=*/nullptr,
                           /*IgnoreCallbackUses=*/false,
                           /*IgnoreAssumeLikeCalls=*/true,
                           /*IngoreLLVMUsed=*/true);
}

static void addModuleFlag(Module &M, StringRef Key, Metadata *Value) {
  if (!M.getModuleFlag(Key))
    M.addModuleFlag(Module::Override, Key, Value);
}

namespace {

/// What the pass found in a module, before it changes anything.
struct KCFIPlan {
  struct FunctionId {
    Function *F;
    uint32_t Id;
  };
  SmallVector<FunctionId, 64> FunctionIds;
  SmallVector<std::pair<CallBase *, uint32_t>, 64> Checks;
  SmallVector<CallBase *, 16> UntypedCalls, OptedOut;
  SmallVector<Function *, 8> NoKCFIFunctions, ReservedFunctions;
  /// Prototypes with no integer-normalized spelling (IR given to opt).
  SmallVector<std::string, 4> NotNormalized;
  bool SawPrototype = false, SawIndirectCall = false;
};

/// The ids of one module's prototypes, from the options and clang's
/// spellings of each prototype (kcc's clang plugin).
class KCFIIds {
public:
  KCFIIds(Module &M, const KCFIOptions &O) : O(O) {
    if (O.ArchSafeIds)
      ArchSafe = getKCFIArch(Triple(M.getTargetTriple()));
    readSpellings(M);
  }

  /// The id of prototype \p Proto; 0 (and \p Proto recorded in \p Plan) if
  /// integers are normalized and it has no normalized spelling.
  uint32_t idOf(StringRef Proto, KCFIPlan &Plan) const {
    auto It = Spellings.find(Proto);
    // Without the plugin's spellings (IR given to opt) the call-graph
    // spelling is the KCFI one, except for transparent-union parameters.
    if (!O.NormalizeIntegers)
      return computeKCFITypeId(
          It == Spellings.end() ? Proto : StringRef(It->second.KCFI), O.Hash,
          O.ReservedId, ArchSafe);
    if (It == Spellings.end()) {
      Plan.NotNormalized.push_back(Proto.str());
      return 0u;
    }
    return computeKCFITypeId(It->second.Normalized + ".normalized", O.Hash,
                             O.ReservedId, ArchSafe);
  }

private:
  /// How clang's KCFI spells each prototype: !kcc.kcfi_prototypes, read
  /// and dropped. Entries that are not three strings (hand-written IR) are
  /// ignored with a warning.
  void readSpellings(Module &M) {
    NamedMDNode *NMD = M.getNamedMetadata(KCFIPrototypesMD);
    if (!NMD)
      return;
    unsigned Malformed = 0;
    for (const MDNode *Entry : NMD->operands()) {
      auto String = [&](unsigned I) {
        return Entry && Entry->getNumOperands() == 3
                   ? dyn_cast_or_null<MDString>(Entry->getOperand(I))
                   : nullptr;
      };
      MDString *From = String(0), *KCFI = String(1), *Norm = String(2);
      if (!From || !KCFI || !Norm) {
        ++Malformed;
        continue;
      }
      Spellings[From->getString()] = {KCFI->getString().str(),
                                      Norm->getString().str()};
    }
    if (Malformed)
      M.getContext().diagnose(DiagnosticInfoGeneric(
          Twine("kcc-kcfi: ignoring ") + Twine(Malformed) + " malformed !" +
              KCFIPrototypesMD + " entr" + (Malformed == 1 ? "y" : "ies") +
              " (each must be three strings)",
          DS_Warning));
    NMD->eraseFromParent();
  }

  const KCFIOptions &O;
  std::optional<KCFIArch> ArchSafe;
  StringMap<PrototypeSpellings> Spellings;
};

} // namespace

/// Collect: the functions to give ids and the indirect calls to check,
/// opt out of or report, with their ids; nothing is changed.
static KCFIPlan collect(Module &M, const KCFIOptions &O, const KCFIIds &Ids) {
  KCFIPlan Plan;
  for (Function &F : M) {
    bool NoKCFI = F.hasFnAttribute(NoKCFIAttr);
    if (NoKCFI)
      Plan.NoKCFIFunctions.push_back(&F);
    std::optional<StringRef> Proto = takeFunctionPrototype(F);
    Plan.SawPrototype |= Proto.has_value();
    bool Untyped = F.isIntrinsic() || F.hasMetadata(LLVMContext::MD_kcfi_type);
    if (Proto && !Untyped)
      Plan.FunctionIds.push_back({&F, Ids.idOf(*Proto, Plan)});
    else if (O.ReservedId && !Untyped && !F.isDeclaration() &&
             F.hasLocalLinkage())
      Plan.ReservedFunctions.push_back(&F); // No prototype, e.g. made by LLVM.

    for (Instruction &I : instructions(F)) {
      auto *CB = dyn_cast<CallBase>(&I);
      if (!CB || !CB->isIndirectCall() || CB->isInlineAsm())
        continue;
      Plan.SawIndirectCall = true;
      std::optional<StringRef> Callee = getCalleePrototype(*CB);
      Plan.SawPrototype |= Callee.has_value();
      if (CB->getOperandBundle(LLVMContext::OB_kcfi))
        continue;
      if (NoKCFI || CB->hasMetadata(CFIUncheckedMD))
        Plan.OptedOut.push_back(CB);
      else if (Callee)
        Plan.Checks.push_back({CB, Ids.idOf(*Callee, Plan)});
      else
        Plan.UntypedCalls.push_back(CB);
    }
  }
  return Plan;
}

/// Function ids. Clang gives none to local functions whose address is not
/// taken: they cannot be the target of an indirect call. Clang decides
/// before it emits llvm.used / llvm.compiler.used, so a `static __used`
/// function is not address-taken for this rule either. With reserved ids
/// they get one that no check expects, so that a corrupted pointer aimed at
/// them fails the check instead of reading whatever bytes precede them.
/// Address-taken declarations get a __kcfi_typeid_ symbol for assembly.
static void assignFunctionIds(Module &M, const KCFIPlan &Plan,
                              const KCFIOptions &O) {
  LLVMContext &Ctx = M.getContext();
  MDBuilder MDB(Ctx);
  auto SetId = [&](Function &F, uint32_t Id) {
    F.setMetadata(LLVMContext::MD_kcfi_type,
                  MDNode::get(Ctx, MDB.createConstant(ConstantInt::get(
                                       Type::getInt32Ty(Ctx), Id))));
  };
  for (Function *F : Plan.ReservedFunctions)
    if (!isAddressTaken(*F)) {
      SetId(*F, KCFIReservedId);
      ++NumReservedIds;
    }
  for (auto &[F, Id] : Plan.FunctionIds) {
    if (F->hasLocalLinkage() && !isAddressTaken(*F)) {
      if (O.ReservedId && !F->isDeclaration()) {
        SetId(*F, KCFIReservedId);
        ++NumReservedIds;
      }
      continue;
    }
    SetId(*F, Id);
    ++NumFunctionIds;
    if (!F->isDeclaration() || !isAddressTaken(*F) ||
        !isAsmIdentifier(F->getName()))
      continue;
    M.appendModuleInlineAsm((".weak __kcfi_typeid_" + F->getName() +
                             "\n.set __kcfi_typeid_" + F->getName() + ", " +
                             Twine(Id) + " /* " + Twine(int32_t(Id)) + " */\n")
                                .str());
    ++NumTypeIdSymbols;
  }
}

/// Checks: each call recreated with a "kcfi" bundle; opt-outs lose their
/// markers and prototype; calls without a prototype are reported.
static void instrumentCalls(Module &M, const KCFIPlan &Plan) {
  LLVMContext &Ctx = M.getContext();
  for (auto &[CB, Id] : Plan.Checks) {
    CallBase *New = CallBase::addOperandBundle(
        CB, LLVMContext::OB_kcfi,
        OperandBundleDef("kcfi", ConstantInt::get(Type::getInt32Ty(Ctx), Id)),
        CB->getIterator());
    New->copyMetadata(*CB);
    New->setMetadata(LLVMContext::MD_callee_type, nullptr);
    New->takeName(CB);
    CB->replaceAllUsesWith(New);
    CB->eraseFromParent();
    ++NumChecks;
  }
  for (CallBase *CB : Plan.OptedOut) {
    CB->setMetadata(CFIUncheckedMD, nullptr);
    CB->setMetadata(LLVMContext::MD_callee_type, nullptr);
    ++NumOptedOut;
  }
  for (Function *F : Plan.NoKCFIFunctions)
    F->removeFnAttr(NoKCFIAttr);
  for (CallBase *CB : Plan.UntypedCalls) {
    ++NumUntypedCalls;
    LLVM_DEBUG(dbgs() << "kcc-kcfi: no prototype for " << *CB << "\n");
    Ctx.diagnose(DiagnosticInfoGeneric(
        Twine("kcc-kcfi: indirect call in '") + CB->getFunction()->getName() +
            "' has no prototype metadata; it is not checked",
        DS_Warning));
  }
}

/// The module flags clang's KCFI sets, and kcc's own.
static void addKCFIModuleFlags(Module &M, const KCFIOptions &O) {
  LLVMContext &Ctx = M.getContext();
  auto *One =
      ConstantAsMetadata::get(ConstantInt::get(Type::getInt32Ty(Ctx), 1));
  addModuleFlag(M, "kcfi", One);
  addModuleFlag(M, "kcfi-hash", MDString::get(Ctx, getKCFIHashName(O.Hash)));
  // Objects with and without arch-safe ids disagree on every id: let the
  // LTO linker refuse to mix them.
  if (O.ArchSafeIds && !M.getModuleFlag(KCC_OPT_KCFI_ARCH_SAFE_IDS))
    M.addModuleFlag(Module::Error, KCC_OPT_KCFI_ARCH_SAFE_IDS, One);
  if (O.NormalizeIntegers)
    addModuleFlag(M, "cfi-normalize-integers", One);
  if (O.Arity)
    addModuleFlag(M, "kcfi-arity", One);
}

PreservedAnalyses KCFIPass::run(Module &M, ModuleAnalysisManager &) {
  LLVMContext &Ctx = M.getContext();
  KCFIOptions O = Opts;
  if (!HasOpts) {
    O.Hash = KCFIHashOpt;
    O.Arity = KCFIArity;
    O.ReservedId = KCFIReserved;
    O.NormalizeIntegers = KCFINormalize;
    O.ArchSafeIds = KCFIArchSafe;
  }
  // A module already instrumented with another hash cannot be mixed.
  if (auto *Existing =
          dyn_cast_or_null<MDString>(M.getModuleFlag("kcfi-hash"))) {
    if (Existing->getString() != getKCFIHashName(O.Hash)) {
      Ctx.diagnose(DiagnosticInfoGeneric(
          Twine("kcc-kcfi: module already uses KCFI hash '") +
          Existing->getString() + "', not '" + getKCFIHashName(O.Hash) + "'"));
      return PreservedAnalyses::all();
    }
  }

  // no_sanitize("kcfi") and cfi_unchecked_callee, from kcc's clang plugin.
  importFrontendFacts(M);

  KCFIIds Ids(M, O);
  KCFIPlan Plan = collect(M, O, Ids);
  if (!Plan.SawPrototype) {
    if (Plan.SawIndirectCall || !M.empty())
      Ctx.diagnose(DiagnosticInfoGeneric(
          "kcc-kcfi: the module carries no prototype metadata (compile it "
          "with kcc -fsanitize=kcfi or clang "
          "-fexperimental-call-graph-section); nothing instrumented",
          DS_Warning));
    return PreservedAnalyses::all();
  }
  if (!Plan.NotNormalized.empty()) {
    Ctx.diagnose(DiagnosticInfoGeneric(
        Twine("kcc-kcfi: no integer-normalized spelling of prototype '") +
        Plan.NotNormalized.front() +
        "' (it comes from kcc's clang plugin, KccFrontend.so); nothing "
        "instrumented"));
    return PreservedAnalyses::all();
  }

  assignFunctionIds(M, Plan, O);
  instrumentCalls(M, Plan);
  addKCFIModuleFlags(M, O);
  return PreservedAnalyses::none();
}

/// Targets whose back end lowers "kcfi" bundles to a native check.
static bool hasBackendKCFI(const Triple &T) {
  return T.isAArch64() || T.isX86() || T.isRISCV() || T.isARM() || T.isThumb();
}

bool isKCFIEnabled() { return EnableKCFI; }
bool isKCFINormalizeIntegers() { return KCFINormalize; }

void registerKCFICallbacks(PassBuilder &PB) {
  PB.registerPipelineStartEPCallback(
      [](ModulePassManager &MPM, OptimizationLevel) {
        if (EnableKCFI)
          MPM.addPass(KCFIPass());
      });
  // LLVM's KCFI lowering (compare and trap in IR) for other targets; it
  // lowers nothing in a module without the "kcfi" flag.
  PB.registerOptimizerLastEPCallback(
      [](ModulePassManager &MPM, OptimizationLevel, ThinOrFullLTOPhase) {
        if (EnableKCFI)
          MPM.addPass(createModuleToFunctionPassAdaptor([] {
            struct LowerIfNoBackend : PassInfoMixin<LowerIfNoBackend> {
              PreservedAnalyses run(Function &F, FunctionAnalysisManager &FAM) {
                if (hasBackendKCFI(Triple(F.getParent()->getTargetTriple())))
                  return PreservedAnalyses::all();
                return llvm::KCFIPass().run(F, FAM);
              }
              static bool isRequired() { return true; }
            };
            return LowerIfNoBackend();
          }()));
      });
}

} // namespace kcc
