// libdeflate (Debian's libdeflate-dev): whole-buffer DEFLATE for every PNG, strip piece, APNG
// frame and contact-sheet band TabFrames writes, and CRC-32 for PNG chunks. Only
// TabFramesRender imports this.
#include <libdeflate.h>
