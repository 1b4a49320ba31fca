//===- kcc.cpp - The kcc driver: clang plus the kcc plugin ----------------===//
//
// Part of kcc, under the Apache License v2.0 with LLVM Exceptions.
// See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A drop-in CC= for `make LLVM=1`: finds clang and KccPlugin.so relative to
// its own location, translates the command line (Driver.cpp) and replaces
// itself with clang, so exit status, stdout and stderr are clang's own.
// Only --version is post-processed: its first line gains kcc's version.
//
//===----------------------------------------------------------------------===//

#include "Driver.h"
#include "kcc/Config.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <string>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

using namespace llvm;
using namespace kcc::driver;

static std::string envOr(const char *Name) {
  const char *V = std::getenv(Name);
  return V && *V ? V : "";
}

static bool isExecutable(const Twine &Path) {
  return sys::fs::exists(Path) && sys::fs::can_execute(Path);
}

/// The clang to run: $KCC_CLANG, clang-22 beside kcc, the configured LLVM's
/// clang, then clang-22 on PATH.
static std::string findClang(StringRef SelfDir) {
  if (std::string Env = envOr("KCC_CLANG"); !Env.empty())
    return Env;
  SmallString<256> Sibling(SelfDir);
  sys::path::append(Sibling, "clang-22");
  if (isExecutable(Sibling))
    return std::string(Sibling);
  if (isExecutable(KCC_DEFAULT_CLANG))
    return KCC_DEFAULT_CLANG;
  if (ErrorOr<std::string> P = sys::findProgramByName("clang-22"))
    return *P;
  return "";
}

/// The plugin: $KCC_PLUGIN, else ../lib (build tree) or ../lib/kcc (install
/// tree) relative to kcc's own directory.
static std::string findPlugin(StringRef SelfDir) {
  if (std::string Env = envOr("KCC_PLUGIN"); !Env.empty())
    return sys::fs::exists(Env) ? Env : "";
  for (const char *Sub : {"lib", "lib/kcc"}) {
    SmallString<256> P(sys::path::parent_path(SelfDir));
    sys::path::append(P, Sub, KCC_PLUGIN_NAME);
    if (sys::fs::exists(P))
      return std::string(P);
  }
  return "";
}

static std::vector<char *> toArgv(std::vector<std::string> &Cmd) {
  std::vector<char *> Argv;
  for (std::string &S : Cmd)
    Argv.push_back(S.data());
  Argv.push_back(nullptr);
  return Argv;
}

/// Exit the way the child did: same status, or the same signal.
[[noreturn]] static void exitLike(int Status) {
  if (WIFSIGNALED(Status)) {
    std::signal(WTERMSIG(Status), SIG_DFL);
    std::raise(WTERMSIG(Status));
  }
  std::exit(WIFEXITED(Status) ? WEXITSTATUS(Status) : 1);
}

/// Run clang --version, append kcc's version to its first line (the kernel
/// only treats $(CC) as clang if that line says "clang"), keep the rest.
[[noreturn]] static void runVersion(std::vector<std::string> &Cmd,
                                    StringRef Plugin) {
  int Pipe[2];
  if (pipe(Pipe) != 0) {
    errs() << "kcc: error: pipe: " << std::strerror(errno) << '\n';
    std::exit(1);
  }
  std::vector<char *> Argv = toArgv(Cmd);
  pid_t Pid = fork();
  if (Pid == 0) {
    dup2(Pipe[1], STDOUT_FILENO);
    close(Pipe[0]);
    close(Pipe[1]);
    execv(Argv[0], Argv.data());
    _exit(127);
  }
  close(Pipe[1]);
  std::string Out;
  char Buf[4096];
  for (ssize_t N; (N = read(Pipe[0], Buf, sizeof(Buf))) != 0;) {
    if (N < 0 && errno == EINTR)
      continue;
    if (N < 0)
      break;
    Out.append(Buf, N);
  }
  close(Pipe[0]);
  int Status = 0;
  while (waitpid(Pid, &Status, 0) < 0 && errno == EINTR)
    ;
  size_t EOL = Out.find('\n');
  if (WIFEXITED(Status) && WEXITSTATUS(Status) == 0 &&
      EOL != std::string::npos) {
    Out.insert(EOL, " (kcc " KCC_VERSION ")");
    Out +=
        "kcc plugin: " + (Plugin.empty() ? "not found" : Plugin.str()) + "\n";
  }
  outs() << Out;
  outs().flush();
  exitLike(Status);
}

/// Whether clang would report an unused argument as an error or not at all.
static void reportUnused(ArrayRef<std::string> Flags,
                         ArrayRef<const char *> UserArgs) {
  bool Quiet = false, Werror = false;
  for (StringRef A : UserArgs) {
    Quiet |=
        A == "-Qunused-arguments" || A == "-Wno-unused-command-line-argument";
    Werror |= A == "-Werror";
  }
  if (Quiet)
    return;
  for (const std::string &F : Flags)
    errs() << "kcc: " << (Werror ? "error" : "warning")
           << ": argument unused during compilation: '" << F
           << "' [-Wunused-command-line-argument]\n";
  if (Werror && !Flags.empty())
    std::exit(1);
}

int main(int argc, const char **argv) {
  std::string Self =
      sys::fs::getMainExecutable(argv[0], reinterpret_cast<void *>(&main));
  StringRef SelfDir = sys::path::parent_path(Self);
  ArrayRef<const char *> UserArgs(argv + 1, argv + argc);

  Translation T = translate(UserArgs);
  if (!T.Error.empty()) {
    errs() << T.Error << '\n';
    return 1;
  }
  if (T.Kind == Invocation::KccHelp) {
    printHelp(outs());
    return 0;
  }

  std::string Clang = findClang(SelfDir);
  if (Clang.empty()) {
    errs() << "kcc: error: cannot find clang-22 (looked beside kcc, at "
           << KCC_DEFAULT_CLANG << " and on PATH); set KCC_CLANG\n";
    return 1;
  }

  std::vector<std::string> Cmd{Clang};
  if (StringRef(sys::path::filename(argv[0])).ends_with("++"))
    Cmd.push_back("--driver-mode=g++");
  std::string Plugin = findPlugin(SelfDir);
  if (T.Kind == Invocation::CompileSource) {
    if (Plugin.empty()) {
      errs() << "kcc: error: cannot find " KCC_PLUGIN_NAME " (looked in "
             << sys::path::parent_path(SelfDir)
             << "/lib and lib/kcc); set KCC_PLUGIN\n";
      return 1;
    }
    Cmd.push_back("-fpass-plugin=" + Plugin);
    // KccFrontend.so is installed beside KccPlugin.so.
    SmallString<256> Frontend(sys::path::parent_path(Plugin));
    sys::path::append(Frontend, KCC_FRONTEND_PLUGIN_NAME);
    for (std::string Arg : T.PluginArgs) {
      if (size_t Pos = Arg.find("{frontend}"); Pos != std::string::npos) {
        if (!sys::fs::exists(Frontend)) {
          errs() << "kcc: error: cannot find " << Frontend << '\n';
          return 1;
        }
        Arg.replace(Pos, strlen("{frontend}"), Frontend.str());
      }
      Cmd.push_back(std::move(Arg));
    }
  }
  reportUnused(T.UnusedPluginFlags, UserArgs);
  if (T.Changed)
    Cmd.insert(Cmd.end(), T.Args.begin(), T.Args.end());
  else
    Cmd.insert(Cmd.end(), UserArgs.begin(), UserArgs.end());

  if (T.Kind == Invocation::Version)
    runVersion(Cmd, Plugin);

  std::vector<char *> Argv = toArgv(Cmd);
  execv(Argv[0], Argv.data());
  errs() << "kcc: error: cannot execute '" << Clang
         << "': " << std::strerror(errno) << '\n';
  return 1;
}
