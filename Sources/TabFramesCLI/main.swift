import Foundation
import TabFramesDriver

exit(CommandLineTool.run(Array(CommandLine.arguments.dropFirst())))
