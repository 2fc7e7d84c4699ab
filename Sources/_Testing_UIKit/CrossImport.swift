// Swift Testing names `_Testing_UIKit` as the module to load where a file imports both Testing
// and UIKit (its cross-import overlay, which Apple's platforms have). The Linux toolchain does not
// ship it, so a test file with `import Testing` and `import UIKit` failed to compile against
// TabFrames' UIKit ("no such module '_Testing_UIKit'"). This empty module is found instead; the
// UIKit module depends on it so that it is built wherever UIKit is.
