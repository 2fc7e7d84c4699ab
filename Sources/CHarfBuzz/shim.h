// The compiler flags of harfbuzz.pc for CTabFrames: Pango's headers include <hb.h>.
#include <hb.h>
