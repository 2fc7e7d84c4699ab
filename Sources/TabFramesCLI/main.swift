import FoundationEssentials
import Glibc
import TabFramesCommandLine
import TabFramesKinds
import TabFramesOutput
import TabFramesRender

Trace.mark("main")
// First: under a memory limit too small to start in, one line and nothing else; any crash later
// removes the temporaries made so far.
if let refusal = MemoryLimit.refusal() {
  writeToStandardError(refusal + "\n")
  exit(3)
}
MemoryLimit.endCleanly()
MemoryTuning.keepFreedMemoryForReuse()
FontSetup.startLoading()
TemporaryFiles.shared.exitCleanlyOnSignals()
LauncherLifetime.endWithLauncher()
// Every command prints through one checked stdout: a lost line is exit 3, for every command.
let status = StandardOutput().run({ out in
  CommandLineTool.run(Array(CommandLine.arguments.dropFirst()), kinds: TabFramesKinds.registry, out: out)
}) {
  // Messages name files, keys and scene names from the input: shown, never obeyed.
  writeToStandardError(escapingControlCharacters($0) + "\n")
}
// Through the registry of temporaries: a signal whose cleanup has begun decides the exit code.
TemporaryFiles.shared.exit(status)
