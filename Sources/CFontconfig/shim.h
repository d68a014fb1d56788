#ifndef SNOWMAN_CFONTCONFIG_SHIM_H
#define SNOWMAN_CFONTCONFIG_SHIM_H
#include <fontconfig/fontconfig.h>
#endif
