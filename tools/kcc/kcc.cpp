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
// Two invocations are post-processed: --version (its first line gains kcc's
// version), and compiles with one of kcc's bounds warnings on, where kcc
// runs clang as a child, collects the kcc-bounds remarks from a remark file
// and prints them as GCC does (Render.cpp), after clang's own diagnostics.
//
//===----------------------------------------------------------------------===//

#include "Driver.h"
#include "Render.h"
#include "kcc/Config.h"
#include "kcc/PluginOptions.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/BinaryFormat/ELF.h"
#include "llvm/Support/Alignment.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/Signals.h"
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
using namespace kcc;
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
  if (std::string Env = envOr("KCC_CLANG"); !Env.empty()) {
    if (!isExecutable(Env)) {
      errs() << "kcc: error: KCC_CLANG=" << Env
             << " is not an executable file\n";
      std::exit(1);
    }
    return Env;
  }
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
  if (std::string Env = envOr("KCC_PLUGIN"); !Env.empty()) {
    if (!sys::fs::exists(Env)) {
      errs() << "kcc: error: KCC_PLUGIN=" << Env << " does not exist\n";
      std::exit(1);
    }
    return Env;
  }
  for (const char *Sub : {"lib", "lib/kcc"}) {
    SmallString<256> P(sys::path::parent_path(SelfDir));
    sys::path::append(P, Sub, KCC_PLUGIN_NAME);
    if (sys::fs::exists(P))
      return std::string(P);
  }
  return "";
}

/// The name kcc was run as ("kcc", "kcc++"): clang's argv[0], so that its
/// driver's messages say "kcc: error:". (clang finds itself through
/// /proc/self/exe, not argv[0], unless -no-canonical-prefixes is given:
/// then argv[0] stays clang's path.)
static std::string ProgramName;

/// \p Cmd as execv's argv; \p Cmd[0] is the program to run.
static std::vector<char *> toArgv(std::vector<std::string> &Cmd) {
  std::vector<char *> Argv;
  for (std::string &S : Cmd)
    Argv.push_back(S.data());
  if (!ProgramName.empty())
    Argv[0] = ProgramName.data();
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

/// The GNU build id of the ELF file \p Path ("3db0621b..."), or "" if it
/// has none: what tells one build of a plugin from another, for the tools
/// that key on `kcc --version` (ccache's compiler_check).
static std::string buildId(StringRef Path) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> Buf =
      MemoryBuffer::getFile(Path, /*IsText=*/false,
                            /*RequiresNullTerminator=*/false);
  if (!Buf)
    return "";
  StringRef Data = (*Buf)->getBuffer();
  if (Data.size() < sizeof(ELF::Elf64_Ehdr) ||
      !Data.starts_with("\x7f"
                        "ELF") ||
      Data[ELF::EI_CLASS] != ELF::ELFCLASS64 ||
      Data[ELF::EI_DATA] != ELF::ELFDATA2LSB)
    return "";
  ELF::Elf64_Ehdr Eh;
  std::memcpy(&Eh, Data.data(), sizeof(Eh));
  for (unsigned I = 0; I < Eh.e_phnum; ++I) {
    uint64_t At = Eh.e_phoff + uint64_t(I) * Eh.e_phentsize;
    ELF::Elf64_Phdr Ph;
    if (Eh.e_phentsize < sizeof(Ph) || At + sizeof(Ph) > Data.size())
      return "";
    std::memcpy(&Ph, Data.data() + At, sizeof(Ph));
    if (Ph.p_type != ELF::PT_NOTE || Ph.p_offset > Data.size() ||
        Ph.p_filesz > Data.size() - Ph.p_offset)
      continue;
    // Notes: namesz, descsz, type, name and desc padded to 4 bytes.
    StringRef Notes = Data.substr(Ph.p_offset, Ph.p_filesz);
    while (Notes.size() >= 12) {
      uint32_t Words[3];
      std::memcpy(Words, Notes.data(), 12);
      uint64_t Name = alignTo(Words[0], 4), Desc = alignTo(Words[1], 4);
      if (12 + Name + Desc > Notes.size())
        break;
      if (Words[2] == ELF::NT_GNU_BUILD_ID &&
          Notes.substr(12, Words[0]).rtrim('\0') == "GNU")
        return toHex(Notes.substr(12 + Name, Words[1]), /*LowerCase=*/true);
      Notes = Notes.drop_front(12 + Name + Desc);
    }
  }
  return "";
}

/// "PATH (build-id ID)", or PATH if it has none.
static std::string describePlugin(StringRef Path) {
  std::string Id = buildId(Path);
  return Id.empty() ? Path.str() : (Path + " (build-id " + Id + ")").str();
}

/// Start \p Cmd as a child, running \p InChild in it first (redirections,
/// signal dispositions); exits kcc with an error naming the cause if the
/// child cannot be made. A child that cannot run clang says so and exits
/// 127, as a shell does.
static pid_t startChild(std::vector<std::string> &Cmd,
                        function_ref<void()> InChild) {
  std::vector<char *> Argv = toArgv(Cmd);
  pid_t Pid = fork();
  if (Pid < 0) {
    errs() << "kcc: error: cannot start '" << Cmd[0]
           << "': fork: " << std::strerror(errno) << '\n';
    std::exit(1);
  }
  if (Pid == 0) {
    InChild();
    execv(Cmd[0].c_str(), Argv.data());
    errs() << "kcc: error: cannot execute '" << Cmd[0]
           << "': " << std::strerror(errno) << '\n';
    _exit(127);
  }
  return Pid;
}

/// Run clang --version, append kcc's version to its first line (the kernel
/// only treats $(CC) as clang if that line says "clang"), keep the rest.
[[noreturn]] static void runVersion(std::vector<std::string> &Cmd,
                                    StringRef Plugin, bool OnStderr) {
  int Pipe[2];
  if (pipe(Pipe) != 0) {
    errs() << "kcc: error: pipe: " << std::strerror(errno) << '\n';
    std::exit(1);
  }
  pid_t Pid = startChild(Cmd, [&] {
    dup2(Pipe[1], OnStderr ? STDERR_FILENO : STDOUT_FILENO);
    close(Pipe[0]);
    close(Pipe[1]);
  });
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
    if (Plugin.empty()) {
      Out += "kcc plugin: not found\n";
    } else {
      Out += "kcc plugin: " + describePlugin(Plugin) + "\n";
      SmallString<256> Frontend(sys::path::parent_path(Plugin));
      sys::path::append(Frontend, KCC_FRONTEND_PLUGIN_NAME);
      if (sys::fs::exists(Frontend))
        Out += "kcc front-end plugin: " + describePlugin(Frontend) + "\n";
    }
  }
  raw_ostream &OS = OnStderr ? errs() : outs();
  OS << Out;
  OS.flush();
  exitLike(Status);
}

/// Run \p Cmd as a child and return its wait status.
/// The compile kcc waits for, and the signal that asked kcc to stop.
static volatile pid_t ChildPid = 0;
static volatile sig_atomic_t StopSignal = 0;

/// SIGINT, SIGTERM, SIGHUP while clang runs: passed on to clang; kcc
/// cleans up and dies of the same signal once clang has stopped.
static void forwardSignal(int Sig) {
  StopSignal = Sig;
  if (ChildPid > 0)
    kill(ChildPid, Sig);
}

static int runChild(std::vector<std::string> &Cmd) {
  struct sigaction Forward = {}, Old[3];
  const int Signals[3] = {SIGINT, SIGTERM, SIGHUP};
  Forward.sa_handler = forwardSignal;
  sigemptyset(&Forward.sa_mask);
  for (int I = 0; I < 3; ++I)
    sigaction(Signals[I], &Forward, &Old[I]);
  pid_t Pid = startChild(Cmd, [&] {
    for (int I = 0; I < 3; ++I)
      sigaction(Signals[I], &Old[I], nullptr);
  });
  ChildPid = Pid;
  int Status = 0;
  while (waitpid(Pid, &Status, 0) < 0 && errno == EINTR)
    ;
  ChildPid = 0;
  for (int I = 0; I < 3; ++I)
    sigaction(Signals[I], &Old[I], nullptr);
  return Status;
}

/// After clang stopped on kcc's signal: remove \p Dir, then die of it.
static void stopIfSignalled(StringRef Dir) {
  if (!StopSignal)
    return;
  sys::fs::remove_directories(Dir);
  signal(StopSignal, SIG_DFL);
  raise(StopSignal);
  _exit(128 + StopSignal);
}

/// The file clang writes for this compile (GCC removes it on an error).
static std::string outputFile(const Translation &T) {
  if (!T.Output.empty())
    return T.Output;
  StringRef Stem = sys::path::stem(T.Sources.front());
  if (T.AssembleOnly)
    return (Stem + (T.EmitLLVM ? ".ll" : ".s")).str();
  if (T.CompileOnly)
    return (Stem + (T.EmitLLVM ? ".bc" : ".o")).str();
  return "a.out";
}

/// The files of \p Dir that \p Named recognizes, in the order of the
/// compiles that wrote them (process id, then sequence in the process).
static std::vector<std::string> filesInCompileOrder(
    StringRef Dir,
    function_ref<bool(StringRef, uint64_t &, uint64_t &)> Named) {
  std::vector<std::pair<std::pair<uint64_t, uint64_t>, std::string>> Files;
  std::error_code EC;
  for (sys::fs::directory_iterator It(Dir, EC), End; It != End && !EC;
       It.increment(EC))
    if (uint64_t Pid, Sequence;
        Named(sys::path::filename(It->path()), Pid, Sequence))
      Files.push_back({{Pid, Sequence}, It->path()});
  llvm::sort(Files);
  std::vector<std::string> Paths;
  for (auto &[Order, Path] : Files)
    Paths.push_back(std::move(Path));
  return Paths;
}

/// Whether \p Name is a remark file of the pass plugin, "<pid>-<n>...".
static bool isRemarkFile(StringRef Name, uint64_t &Pid, uint64_t &Sequence) {
  auto [P, Rest] = Name.split('-');
  return !P.getAsInteger(10, Pid) &&
         !Rest.take_until([](char C) { return C == '.'; })
              .getAsInteger(10, Sequence);
}

/// The kcc-bounds remarks the compiles wrote into \p Dir (one file per
/// module, named <pid>-<n>: in the order they were compiled), removing them.
static std::vector<BoundsWarning> collectRemarks(StringRef Dir) {
  std::vector<BoundsWarning> All;
  for (const std::string &Path : filesInCompileOrder(Dir, isRemarkFile)) {
    ErrorOr<std::unique_ptr<MemoryBuffer>> Buf = MemoryBuffer::getFile(Path);
    if (!Buf)
      continue;
    Expected<std::vector<BoundsWarning>> Read =
        render::readRemarks((*Buf)->getBuffer());
    if (!Read) {
      errs() << "kcc: error: cannot read the kcc-bounds remarks: "
             << toString(Read.takeError()) << '\n';
      std::exit(1);
    }
    std::move(Read->begin(), Read->end(), std::back_inserter(All));
    sys::fs::remove(Path);
  }
  sys::fs::remove(Dir);
  return All;
}

/// The diagnostics kcc's clang plugin recorded in \p Dir for a JSON or
/// SARIF document (one file per compile), in the order of the compiles,
/// removing the files.
static std::vector<ClangDiagnostic> collectClangDiagnostics(StringRef Dir) {
  std::vector<ClangDiagnostic> All;
  for (const std::string &Path :
       filesInCompileOrder(Dir, isClangDiagnosticsFile)) {
    ErrorOr<std::unique_ptr<MemoryBuffer>> Buf = MemoryBuffer::getFile(Path);
    Expected<std::vector<ClangDiagnostic>> Read =
        Buf ? readClangDiagnostics((*Buf)->getBuffer())
            : errorCodeToError(Buf.getError());
    if (!Read) {
      errs() << "kcc: error: cannot read clang's diagnostics (" << Path
             << "): " << toString(Read.takeError()) << '\n';
      std::exit(1);
    }
    std::move(Read->begin(), Read->end(), std::back_inserter(All));
    sys::fs::remove(Path);
  }
  return All;
}

/// Compile with kcc's bounds warnings: the plugin writes them as remarks to
/// files in a directory of kcc's (one per module: a command may compile
/// several sources), kcc prints them after clang's own diagnostics.
[[noreturn]] static void runWithBoundsWarnings(std::vector<std::string> &Cmd,
                                               const Translation &T) {
  const DiagnosticOptions &D = T.Diags;
  SmallString<128> Dir;
  if (std::error_code EC = sys::fs::createUniqueDirectory("kcc-bounds", Dir)) {
    errs() << "kcc: error: cannot create a directory for the remarks: "
           << EC.message() << '\n';
    std::exit(1);
  }
  for (const std::string &A :
       {std::string("-Xclang"), std::string("-mllvm"), std::string("-Xclang"),
        "-" KCC_OPT_BOUNDS_REMARKS "=" + std::string(Dir)})
    Cmd.push_back(A);
  // The warnings need source locations. A remark pattern turns on clang's
  // location tracking without debug info (objects unchanged): the user's,
  // or one that matches no pass. (Not a private optimization record: with
  // one, clang 22's loop vectorizer crashes on some inputs, e.g.
  // oniguruma's regexec.c, as with -fsave-optimization-record alone.)
  if (!T.Diags.UserRecord && !T.Diags.UserRemarkPattern)
    Cmd.push_back("-Rpass-missed=^$");
  // A JSON or SARIF document holds clang's diagnostics too: kcc's clang
  // plugin records them instead of printing them (and without carets clang
  // prints no "N warnings generated").
  using Format = DiagnosticOptions::Format;
  if (D.Form != Format::Text)
    for (const std::string &A :
         {std::string("-Xclang"),
          std::string("-plugin-arg-") + FrontendActionName,
          std::string("-Xclang"), RecordDiagnosticsArg + std::string(Dir),
          std::string("-fno-caret-diagnostics")})
      Cmd.push_back(A);
  // The names clang gives local variables' allocas name the objects of the
  // notes when there is no debug info (they change no object, but would
  // change IR written as output).
  if (!T.EmitLLVM)
    Cmd.push_back("-fno-discard-value-names");
  int Status = runChild(Cmd);
  stopIfSignalled(Dir);

  std::vector<ClangDiagnostic> ClangDiags = collectClangDiagnostics(Dir);
  // GCC's quotes: its locale's.
  render::Quotes Quotes = render::Quotes::forLocale();
  std::vector<render::Diagnostic> Diags;
  for (BoundsWarning &W : collectRemarks(Dir))
    Diags.push_back({render::withQuotes(std::move(W), Quotes), false});
  bool Errors = false;
  for (render::Diagnostic &Diag : Diags) {
    // A pragma's "warning" or "error" wins over the command line, as GCC.
    Diag.Error = Diag.W.Pragma == PragmaSeverity::None
                     ? D.isError(getOptionName(Diag.W.Option))
                     : Diag.W.Pragma == PragmaSeverity::Error;
    Errors |= Diag.Error;
  }

  std::string Source = sys::path::filename(T.Sources.front()).str();
  auto WriteJSON = [&](const json::Value &V, StringRef File) {
    if (File.empty()) {
      errs() << formatv("{0:2}", V) << '\n';
      return;
    }
    std::error_code EC;
    raw_fd_ostream OS(File, EC);
    if (EC) {
      errs() << "kcc: error: cannot write " << File << ": " << EC.message()
             << '\n';
      std::exit(1);
    }
    OS << formatv("{0:2}", V) << '\n';
  };
  switch (D.Form) {
  case Format::Text:
    if (!Diags.empty()) {
      bool Colors = D.Colour == DiagnosticOptions::Color::Always ||
                    (D.Colour == DiagnosticOptions::Color::Auto &&
                     sys::Process::StandardErrHasColors());
      render::TextOptions Opts;
      Opts.Context = D.ShowContext;
      Opts.Path = D.Path == DiagnosticOptions::PathFormat::SeparateEvents
                      ? render::PathFormat::SeparateEvents
                  : D.Path == DiagnosticOptions::PathFormat::None
                      ? render::PathFormat::None
                      : render::PathFormat::InlineEvents;
      Opts.Colors = Colors;
      Opts.Caret = D.ShowCaret;
      Opts.LineNumbers = D.ShowLineNumbers;
      Opts.ShowOption = D.ShowOption;
      Opts.Quote = Quotes;
      // Rendered whole, then written at once: parallel compiles sharing a
      // terminal do not tear each other's lines.
      std::string Text;
      raw_string_ostream TextOS(Text);
      TextOS.enable_colors(Colors);
      render::printText(TextOS, Diags, Opts);
      errs() << Text;
    }
    break;
  case Format::Json:
    WriteJSON(render::toGccJson(ClangDiags, Diags, D.ShowContext), "");
    break;
  case Format::JsonFile:
    WriteJSON(render::toGccJson(ClangDiags, Diags, D.ShowContext),
              Source + ".gcc.json");
    break;
  case Format::SarifStderr:
    WriteJSON(render::toSarif(ClangDiags, Diags, D.ShowContext), "");
    break;
  case Format::SarifFile:
    WriteJSON(render::toSarif(ClangDiags, Diags, D.ShowContext),
              Source + ".sarif");
    break;
  }
  if (Errors && D.Form == Format::Text)
    errs() << "kcc: " << (D.Werror ? "all" : "some")
           << " warnings being treated as errors\n";
  errs().flush();
  if (Errors && WIFEXITED(Status) && WEXITSTATUS(Status) == 0) {
    // As GCC, no output for an erroneous compile (of one source: several
    // make several outputs, left as clang wrote them).
    if (std::string Out = outputFile(T); T.Sources.size() == 1 && Out != "-")
      sys::fs::remove(Out);
    std::exit(1);
  }
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

/// The clang kcc runs (findClang), or empty after an error: none found, or
/// KCC_CLANG naming kcc itself (or a link to it), which would run kcc
/// forever.
static std::string findUsableClang(StringRef Self) {
  std::string Clang = findClang(sys::path::parent_path(Self));
  if (Clang.empty()) {
    errs() << "kcc: error: cannot find clang-22 (looked beside kcc, at "
           << KCC_DEFAULT_CLANG << " and on PATH); set KCC_CLANG\n";
    return "";
  }
  if (sys::fs::UniqueID ClangID, SelfID;
      !sys::fs::getUniqueID(Clang, ClangID) &&
      !sys::fs::getUniqueID(Self, SelfID) && ClangID == SelfID) {
    errs() << "kcc: error: KCC_CLANG names kcc itself (" << Clang
           << "); set it to clang-22\n";
    return "";
  }
  return Clang;
}

/// kcc's plugins on a compile's command \p Cmd: the pass plugin \p Plugin,
/// kcc's clang plugin beside it, and the features' plugin arguments, whose
/// `{frontend}` names that clang plugin. False after an error (a plugin
/// not found).
static bool addPlugins(std::vector<std::string> &Cmd, const Translation &T,
                       StringRef Plugin, StringRef SelfDir) {
  if (Plugin.empty()) {
    errs() << "kcc: error: cannot find " KCC_PLUGIN_NAME " (looked in "
           << sys::path::parent_path(SelfDir)
           << "/lib and lib/kcc); set KCC_PLUGIN\n";
    return false;
  }
  Cmd.push_back("-fpass-plugin=" + Plugin.str());
  // KccFrontend.so is installed beside KccPlugin.so.
  SmallString<256> Frontend(sys::path::parent_path(Plugin));
  sys::path::append(Frontend, KCC_FRONTEND_PLUGIN_NAME);
  // kcc's clang plugin also declares the GCC builtins clang lacks: it is
  // loaded for every compile, so that what compiles does not depend on the
  // warnings asked for.
  if (sys::fs::exists(Frontend))
    Cmd.push_back("-fplugin=" + Frontend.str().str());
  for (std::string Arg : T.PluginArgs) {
    if (size_t Pos = Arg.find("{frontend}"); Pos != std::string::npos) {
      if (!sys::fs::exists(Frontend)) {
        errs() << "kcc: error: cannot find " << Frontend << '\n';
        return false;
      }
      Arg.replace(Pos, strlen("{frontend}"), Frontend.str());
      // Several features load kcc's clang plugin; once is enough.
      if (is_contained(Cmd, Arg))
        continue;
    }
    Cmd.push_back(std::move(Arg));
  }
  return true;
}

int main(int argc, const char **argv) {
  std::string Self =
      sys::fs::getMainExecutable(argv[0], reinterpret_cast<void *>(&main));
  StringRef SelfDir = sys::path::parent_path(Self);
  ArrayRef<const char *> UserArgs(argv + 1, argv + argc);
  // `kcc --kcc-clang-args ARGS...`: the clang command that compiles as kcc
  // ARGS would, without kcc's plugins (for clang-tidy, clangd).
  bool ClangArgsOnly =
      !UserArgs.empty() && StringRef(UserArgs[0]) == "--kcc-clang-args";
  if (ClangArgsOnly)
    UserArgs = UserArgs.drop_front();
  if (!is_contained(UserArgs, StringRef("-no-canonical-prefixes")))
    ProgramName = sys::path::filename(argv[0]).str();

  Translation T = translate(UserArgs);
  if (!T.Error.empty()) {
    errs() << T.Error << '\n';
    return 1;
  }
  for (const std::string &W : T.Warnings)
    errs() << W << '\n';
  if (T.Kind == Invocation::KccHelp) {
    printHelp(outs());
    return 0;
  }

  std::string Clang = findUsableClang(Self);
  if (Clang.empty())
    return 1;

  std::vector<std::string> Cmd{Clang};
  if (StringRef(sys::path::filename(argv[0])).ends_with("++"))
    Cmd.push_back("--driver-mode=g++");
  if (ClangArgsOnly) {
    json::Array Out(Cmd);
    if (T.Changed)
      Out.insert(Out.end(), T.Args.begin(), T.Args.end());
    else
      Out.insert(Out.end(), UserArgs.begin(), UserArgs.end());
    outs() << json::Value(std::move(Out)) << '\n';
    return 0;
  }
  std::string Plugin = findPlugin(SelfDir);
  if (T.Kind == Invocation::CompileSource &&
      !addPlugins(Cmd, T, Plugin, SelfDir))
    return 1;
  reportUnused(T.UnusedPluginFlags, UserArgs);
  if (T.Changed)
    Cmd.insert(Cmd.end(), T.Args.begin(), T.Args.end());
  else
    Cmd.insert(Cmd.end(), UserArgs.begin(), UserArgs.end());

  if (T.Kind == Invocation::Version || T.Kind == Invocation::VerboseOnly)
    runVersion(Cmd, Plugin, T.Kind == Invocation::VerboseOnly);
  if (T.Kind == Invocation::CompileSource && T.Diags.Remarks &&
      !T.Diags.NoWarnings)
    runWithBoundsWarnings(Cmd, T);
  // clang's help, then where kcc's own flags are.
  if (is_contained(UserArgs, StringRef("--help"))) {
    int Status = runChild(Cmd);
    outs() << "\nkcc: the GCC flags kcc handles itself (bounds warnings, "
              "KCFI, event paths): kcc --kcc-help\n";
    outs().flush();
    exitLike(Status);
  }

  std::vector<char *> Argv = toArgv(Cmd);
  execv(Cmd[0].c_str(), Argv.data());
  errs() << "kcc: error: cannot execute '" << Clang
         << "': " << std::strerror(errno) << '\n';
  return 1;
}
