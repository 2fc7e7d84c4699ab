import FoundationEssentials
import Glibc
import TabFramesDriver

Trace.mark("main")
TemporaryFiles.shared.exitCleanlyOnSignals()
exit(CommandLineTool.run(Array(CommandLine.arguments.dropFirst())))
