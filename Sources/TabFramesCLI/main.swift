import FoundationEssentials
import Glibc
import TabFramesDriver
import TabFramesRender

Trace.mark("main")
MemoryTuning.keepFreedMemoryForReuse()
FontSetup.startLoading()
TemporaryFiles.shared.exitCleanlyOnSignals()
LauncherLifetime.endWithLauncher()
exit(CommandLineTool.run(Array(CommandLine.arguments.dropFirst())))
