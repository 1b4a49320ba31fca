//===- kcc/KCFI.h - kcc's forward-edge control-flow integrity ---*- C++ -*-===//
//
// Part of kcc, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// KCFI computed by kcc, bit-compatible with clang's -fsanitize=kcfi.
//
// The prototypes come from clang's front end, which under
// -fexperimental-call-graph-section attaches the Itanium-mangled function
// type to every function (!type !{i64 0, !"_ZTS<type>.generalized"}) and to
// every indirect call (!callee_type !{!<that node>}). kcc-kcfi turns them
// into the IR that the AArch64, RISC-V, ARM and x86 back ends lower:
// !kcfi_type on functions, a "kcfi" operand bundle on indirect calls, the
// "kcfi"/"kcfi-hash" module flags and __kcfi_typeid_<name> symbols, and
// drops the call-graph metadata so the object is the one clang's KCFI gives.
//
//===----------------------------------------------------------------------===//

#ifndef KCC_KCFI_H
#define KCC_KCFI_H

#include "llvm/ADT/StringRef.h"
#include "llvm/IR/PassManager.h"

#include <cstdint>
#include <optional>

namespace llvm {
class CallBase;
class MDNode;
class PassBuilder;
} // namespace llvm

namespace kcc {

/// The hash that turns a mangled type name into a 32-bit id (clang's
/// -fsanitize-kcfi-hash=).
enum class KCFIHash { XXHash64, FNV1a };

/// "xxHash64" or "FNV-1a" (clang's spellings, the kcfi-hash module flag).
llvm::StringRef getKCFIHashName(KCFIHash H);

/// The id of functions that cannot be called indirectly (local linkage,
/// address not taken) under -kcc-kcfi-reserved-id. 0 encodes no instruction
/// that can run: "udf #0" on AArch64, the defined-illegal all-zero
/// instruction on RISC-V; on x86-64 it is the preamble's immediate.
inline constexpr uint32_t KCFIReservedId = 0;

/// Ids that no instruction decoder accepts (-kcc-kcfi-arch-safe-ids): the id
/// word before a function can then never be executed as an instruction, nor
/// be a BTI/PAC landing pad.
///   AArch64: bit 31 and op1 (bits 28:25) cleared, which puts every id in
///            the "Reserved" encoding class (UDF or unallocated): 27 bits of
///            hash left. The GCC RFC's mask 0xE7FFFFFF only clears bits
///            28:27, which still admits SVE (op1 = 0010) and SME (bit 31 set,
///            op1 = 0000) instructions.
///   RISC-V:  bits 6:0 set to the reserved major opcode 0b1101011, so the
///            word is a 32-bit instruction with a reserved opcode: 25 bits
///            left. (Its upper halfword, reached only by a jump to
///            target - 2, is not constrained.)
///   Others:  unchanged (x86-64 keeps the id inside a mov immediate).
enum class KCFIArch { Other, AArch64, RISCV };
inline constexpr uint32_t KCFIAArch64SafeMask = 0x61FFFFFF;
inline constexpr uint32_t KCFIRISCVReservedOpcode = 0x6B;
uint32_t makeArchSafe(uint32_t Id, KCFIArch Arch);

/// The KCFI type id of \p MangledTypeName ("_ZTSFiiE" for int(int)). With
/// \p AvoidReserved, an id equal to KCFIReservedId is remapped (to
/// KCFIReservedId + 1), so no prototype shares the reserved id.
uint32_t computeKCFITypeId(llvm::StringRef MangledTypeName, KCFIHash H,
                           bool AvoidReserved = false,
                           std::optional<KCFIArch> ArchSafe = std::nullopt);

/// The mangled type name in a call-graph type node
/// (!{i64 0, !"_ZTSFiiE.generalized"}), if \p MD is one.
std::optional<llvm::StringRef> getCallGraphTypeName(const llvm::MDNode *MD);

/// The callee prototype of an indirect call, from its !callee_type.
std::optional<llvm::StringRef> getCalleePrototype(const llvm::CallBase &CB);

struct KCFIOptions {
  KCFIHash Hash = KCFIHash::XXHash64;
  bool Arity = false; ///< Emit the "kcfi-arity" module flag.
  /// Give functions that cannot be called indirectly the reserved id
  /// instead of no preamble (the GCC RFC's rule; clang gives them none).
  bool ReservedId = false;
  /// Hash the integer-normalized prototype, with ".normalized" appended
  /// (clang's -fsanitize-cfi-icall-experimental-normalize-integers, which
  /// the kernel uses with Rust). The spellings come from kcc's clang plugin
  /// (!kcc.kcfi_prototypes).
  bool NormalizeIntegers = false;
  /// Ids that decode as no instruction on the module's target (above).
  bool ArchSafeIds = false;
};

/// kcc-kcfi: assign type ids and add checks to a module carrying clang's
/// call-graph prototypes.
class KCFIPass : public llvm::PassInfoMixin<KCFIPass> {
public:
  KCFIPass() = default;
  explicit KCFIPass(KCFIOptions Opts) : Opts(Opts), HasOpts(true) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }

private:
  KCFIOptions Opts;
  bool HasOpts = false; ///< Otherwise take the -kcc-kcfi-* options.
};

/// Plugin wiring: -kcc-kcfi runs the pass at pipeline start; targets whose
/// back end cannot lower "kcfi" bundles get LLVM's IR lowering at the end.
void registerKCFICallbacks(llvm::PassBuilder &PB);

/// Whether -kcc-kcfi is on (the plugin's pre-codegen hook needs it).
bool isKCFIEnabled();

/// Whether -kcc-kcfi-normalize-integers is on.
bool isKCFINormalizeIntegers();

} // namespace kcc

#endif // KCC_KCFI_H
