//===- DriverFuzzer.cpp - libFuzzer target for kcc's argument handling ----===//
//
// Part of kcc, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Feeds kcc::driver::translate() with command lines: the input is split at
// NUL bytes into arguments (the corpus in corpus/ holds real kernel compile
// commands in that form). Checks what must hold for every command line:
//   - translate() returns (no crash, no assertion, no sanitizer report);
//   - an error leaves no clang arguments behind, and its message is kcc's;
//   - without an error, every user argument that kcc does not own reaches
//     clang: an argument that no table entry matches is in the result.
// Arguments starting with '@' are turned into inputs named "at...": a
// response file would make the fuzzer read the machine's files.
//
//===----------------------------------------------------------------------===//

#include "Driver.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <cstdlib>
#include <cstdio>
#include <string>
#include <vector>

using namespace kcc::driver;

static bool isTableFlag(llvm::StringRef A) {
  if (A.starts_with("-fsanitize=") || A.starts_with("-fno-sanitize="))
    return true; // Lists are split and rejoined.
  for (const FlagEntry &E : getFlagTable())
    if (E.Match == FlagMatch::Exact ? A == E.Spelling
                                    : A.starts_with(E.Spelling))
      return true;
  return false;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  std::vector<std::string> Words;
  std::string Cur;
  for (size_t I = 0; I < Size; ++I) {
    if (Data[I] == 0) {
      Words.push_back(Cur);
      Cur.clear();
    } else {
      Cur.push_back(char(Data[I]));
    }
  }
  if (!Cur.empty())
    Words.push_back(Cur);
  std::vector<const char *> Argv;
  for (std::string &W : Words) {
    if (!W.empty() && W[0] == '@')
      W.replace(0, 1, "at");
    Argv.push_back(W.c_str());
  }

  Translation T = translate(Argv);
  if (!T.Error.empty()) {
    if (!llvm::StringRef(T.Error).starts_with("kcc: error: ")) {
      fprintf(stderr, "error without kcc's prefix: %s\n", T.Error.c_str());
      abort();
    }
    return 0;
  }
  if (T.Kind == Invocation::Cc1 || T.Kind == Invocation::KccHelp ||
      !T.Changed)
    return 0;
  // "--" ends the options: everything after it is an input.
  bool Inputs = false;
  for (const std::string &W : Words) {
    if (W == "--")
      Inputs = true;
    if (!Inputs && isTableFlag(W))
      continue;
    if (!llvm::is_contained(T.Args, W)) {
      fprintf(stderr, "argument lost: '%s'\n", W.c_str());
      abort();
    }
  }
  return 0;
}
