import Foundation
import TabFramesDriver

TemporaryFiles.shared.exitCleanlyOnSignals()
exit(CommandLineTool.run(Array(CommandLine.arguments.dropFirst())))
