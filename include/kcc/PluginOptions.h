//===- PluginOptions.h - KccPlugin.so's option names ------------*- C++ -*-===//
//
// Part of kcc, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The names of the pass plugin's command-line options, written once: the
// plugin declares its cl::opts with them and kcc's flag table
// (tools/kcc/Flags.def) passes them with -mllvm. They are string-literal
// macros so that the table's expansions, themselves string literals, can
// be spelled with them ("-mllvm -" KCC_OPT_KCFI).
//
//===----------------------------------------------------------------------===//

#ifndef KCC_PLUGINOPTIONS_H
#define KCC_PLUGINOPTIONS_H

// KCFI (lib/KCFI/KCFI.cpp).
#define KCC_OPT_KCFI "kcc-kcfi"
#define KCC_OPT_KCFI_ARCH_SAFE_IDS "kcc-kcfi-arch-safe-ids"
#define KCC_OPT_KCFI_ARITY "kcc-kcfi-arity"
#define KCC_OPT_KCFI_HASH "kcc-kcfi-hash"
#define KCC_OPT_KCFI_NORMALIZE_INTEGERS "kcc-kcfi-normalize-integers"
#define KCC_OPT_KCFI_RESERVED_ID "kcc-kcfi-reserved-id"

// Bounds (lib/Bounds/Check.cpp, lib/BoundsRemark/Emit.cpp).
#define KCC_OPT_ARRAY_BOUNDS_LEVEL "kcc-array-bounds-level"
#define KCC_OPT_BOUNDS_CONTEXT "kcc-bounds-context"
#define KCC_OPT_BOUNDS_DETAILS "kcc-bounds-details"
#define KCC_OPT_BOUNDS_REMARKS "kcc-bounds-remarks"
#define KCC_OPT_MIN_PAGESIZE "kcc-min-pagesize"
#define KCC_OPT_STRICT_FLEX_ARRAYS "kcc-strict-flex-arrays"
#define KCC_OPT_STRINGOP_OVERFLOW_LEVEL "kcc-stringop-overflow-level"
#define KCC_OPT_WARN_ARRAY_BOUNDS "kcc-warn-array-bounds"
#define KCC_OPT_WARN_STRICT_FLEX_ARRAYS "kcc-warn-strict-flex-arrays"
#define KCC_OPT_WARN_STRINGOP_OVERFLOW "kcc-warn-stringop-overflow"
#define KCC_OPT_WARN_STRINGOP_OVERREAD "kcc-warn-stringop-overread"
#define KCC_OPT_WARN_ZERO_LENGTH_BOUNDS "kcc-warn-zero-length-bounds"

// Move history (lib/MoveHistory/Recorder.cpp).
#define KCC_OPT_MOVE_HISTORY "kcc-move-history"
#define KCC_OPT_MOVE_HISTORY_LOG "kcc-move-history-log"

// The plugin (lib/Plugin/Plugin.cpp).
#define KCC_OPT_PRINT_PASSES "kcc-print-passes"

/// The prefix of the options that turn one of kcc's warnings on
/// (KCC_OPT_WARN_*).
#define KCC_OPT_WARN_PREFIX "kcc-warn-"

#endif // KCC_PLUGINOPTIONS_H
